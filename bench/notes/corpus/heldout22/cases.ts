// The twenty-second held-out split (ids h22-01–h22-36): scored, never tuned on. Written blind from the contract, case.ts,
// the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other
// held-out split or any other corpus file; every case was labelled before any check was run. It is a month of Mondays at
// one busy mixed practice with six clinicians, six visits each, whatever came in: check-ups with charting and
// radiographs, emergencies, fillings, crowns, root canals and a retreatment, extractions, hygiene and perio, children,
// consultations and reviews, with remarks, patients' and parents' questions, nurse asides, self-corrections ("sorry",
// "scratch that") and fillers in the recogniser-style dictations.
//   h22-01–h22-06 a UK dentist (FDI) who dictates fast to the recogniser (all recogniser-style):
//     h22-01 a check-up with charting, bitewings and a "sorry" correction in the chart;
//     h22-02 an emergency irreversible pulpitis 46 with extirpation and a nurse aside;
//     h22-03 a very short review after a filling on 34 (no title);
//     h22-04 an extraction of 28 on warfarin with "buccally" in the chart (appended dictation: notes, treatment);
//     h22-05 a long new-patient examination with an OPG, "scratch that" in the chart and a treatment plan;
//     h22-06 an emergency chipped 21 restored with an MI composite;
//   h22-07–h22-12 a UK dentist who types notes in Palmer shorthand (all typed):
//     h22-07 a terse typed recall;
//     h22-08 a crown prep LR6 with "# DL cusp" typed for a fractured cusp;
//     h22-09 an emergency dry socket LL8 (no title);
//     h22-10 two fillings with two LA lines (appended dictation: notes, next visit);
//     h22-11 an upper partial denture fit relieved at delivery;
//     h22-12 a cracked tooth UL6 consultation with no treatment;
//   h22-13–h22-18 a US general dentist (Universal; h22-13, h22-15, h22-17 recogniser-style, h22-14, h22-16, h22-18 typed):
//     h22-13 a periodic exam with charting, bitewings and an insurance question;
//     h22-14 a surgical extraction of a retained root #20 with two LA lines;
//     h22-15 a crown seat #19 (appended dictation: chart, notes);
//     h22-16 a short limited exam with a crown recemented #8;
//     h22-17 an emergency pericoronitis #17 irrigated, with a referral to oral surgery;
//     h22-18 a teenager's DO composite #13 with mom and an ortho referral;
//   h22-19–h22-24 a US hygienist (Universal; h22-19, h22-21, h22-23 recogniser-style, h22-20, h22-22, h22-24 typed):
//     h22-19 an adult prophy with PSR, FMX and a deep-cleaning question;
//     h22-20 SRP of two quadrants with LA and Arestin;
//     h22-21 a child prophy with dad, bitewings and fluoride varnish;
//     h22-22 a periodontal maintenance visit (appended dictation: notes, "change 3 months to 4 months");
//     h22-23 a short recall prophy with sensitivity and a whitening question;
//     h22-24 a terse typed adult prophy;
//   h22-25–h22-30 a UK dental therapist seeing children (FDI; h22-25, h22-27, h22-29 recogniser-style, h22-26, h22-28,
//     h22-30 typed):
//     h22-25 a Hall crown on 84 (appended dictation: chart, notes);
//     h22-26 a 3-monthly fluoride varnish with diet advice;
//     h22-27 a pulpotomy and preformed metal crown on 75;
//     h22-28 a toddler's first visit with white spot lesions and varnish;
//     h22-29 fissure sealants on the second molars with a "sorry" correction of who came;
//     h22-30 an O composite 36 and a fissure sealant 46 as prescribed;
//   h22-31–h22-36 a US endodontist (Universal; h22-31, h22-33, h22-35 recogniser-style, h22-32, h22-34, h22-36 typed):
//     h22-31 a referred new-patient evaluation of #14 with a CBCT and a plan (no treatment);
//     h22-32 a single-visit RCT #30 with working lengths;
//     h22-33 a first retreatment visit #19 with a missed canal (appended dictation: notes, "change three weeks to four");
//     h22-34 an emergency consult for a suspected vertical root fracture #3 referred back for extraction;
//     h22-35 a very short six-month review after RCT #9, discharged;
//     h22-36 a second-visit obturation #12.
// UK 18 (FDI 12, Palmer 6), US 18 (Universal, primary letters in h22-21); 18 recogniser-style (lower case, number words,
// no punctuation) and 18 typed; 19 to 232 words (three under 30: h22-03, h22-07, h22-24, and h22-35 of 43; most 50 to
// 160; long ones h22-05, h22-32, h22-33); six cases with appended dictation (h22-04, h22-10, h22-15, h22-22, h22-25,
// h22-33). DENTAL in 33 cases (not h22-20, h22-23, h22-24).
//
// Judgement calls where the contract was silent:
// - A "#" typed before a part of a tooth in a UK note means fracture (dental reference): "LR6 … # DL cusp" keeps "# DL
//   cusp" in the condition as typed, with fracture "DL cusp" (h22-08). "Cracked" and "crack line" give no fracture.
// - Adverbs of place stay words like "distally" in rule 4 ("buccally decayed", "white spot lesions labially"). In the
//   text fields (RADIO, PERIO) a single surface stays a word ("36 mesial caries into dentine", "#30 distal caries into
//   dentin", "mesial root", "distal contact too tight" in a list item, since contact is not in rule 4's list), while
//   "mesiobuccal", one word naming two surfaces, is "MB" everywhere.
// - Titles: "retreatment" is not a procedure of the table, so the first retreatment visit has no TX TODAY and its NV is
//   "Complete retreatment #19" (h22-33); a Hall crown or a preformed metal crown is "SSC", and its "seated" / "cemented
//   with GIC" is no Crown fit (the GIC is a material it is done with); a crown seat whose steps only say "cemented with
//   RelyX Luting" takes "Crown fit #19" from the CC (as more58 bh15); "irrigated under the operculum" is "Irrigation",
//   while a socket or the canals irrigated give no title; "Alvogyl placed" in a dry socket is no title, and neither a
//   dry socket ("since XLA 4/7 ago") nor a review "after the filling on 34 last week" takes a title from its CC;
//   "Denture fitted" is "Denture fit" and relieving at delivery is no Denture adjustment (as more56); "Perio
//   maintenance w/ …" is "Periodontal maintenance"; "SRP UR/LR …" is "SRP" (quadrants are no teeth, as more58 bh28);
//   "Obturated #30 w/ …" is "Obturation #30" (as more56 bf15, the CC's RCT is not used because TX names a procedure);
//   "Core build-up w/ composite" is no title; TBI and "Disclosed" are steps without a title.
// - Referrals for treatment elsewhere are TX PLAN ("Referral to oral surgery for extraction #17, #32", "Referral to ortho
//   for eval", "Refer back to GP for extraction #3", "Return to GP for crown #30 within 1 month", "Pt to see GP for
//   crown #12 in 2-4 wks"); a report or letter sent to the referring dentist is NOTES, as is a patient's reaction ("Pt
//   upset but understands", "Pt tolerated well", "Pt fell asleep during the appointment").
// - Analgesic advice without "Rx" ("Advised ibuprofen 400 mg + paracetamol 1 g QDS …") is CONSULT; a prescription
//   ("Rx …") is a TX step. "Denture care instructions given" is a TX step like "POIG".
// - Two LA lines typed as two sentences are two LA items; "R IANB" / "L IANB" are "IANB right" / "IANB left"; "carp(s)"
//   is carpule(s), "lido" lidocaine, "1:100k epi" 1:100,000 epinephrine, "adr" adrenaline.
// - A tooth-first furcation ("#31 class I furcation") is a chart entry; pockets and recession said measure first stay in
//   PERIO, and plaque and gingival redness are PERIO (as more58 bh23); "All other teeth sound" with no tooth number is
//   INTRA.
// - A child's age and who came with them are NOTES (as more58), also when a correction changes who came ("attended on
//   her own sorry with her nan" → "11 year old attended with her nan").
// - A recall interval typed as "Recall 3 months for perio maint" is F/U, and the appended "Change 3 months to 4 months"
//   edits it; "RTC 6 mo" and "F/u at next recall" are F/U as typed; "LOE:" stays in the CC as typed; a shorthand NV
//   appended as "Next visit: S&P with hygienist." uses the table name ("Scale and polish with hygienist"); "add to
//   treatment …" adds a TX item at the end (as more56).
// - Nurse asides ("can you pass me the size eight files please thanks") are dropped entirely (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout22Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist, FDI, fast recogniser dictation
  defineCase({
    id: 'h22-01-uk-asr-fdi-check-up-charting-bitewings-sorry-mesial-caries-36',
    style: 'UK',
    asr: true,
    transcript:
      "okay um check up no problems medical history no changes takes omeprazole no allergies extra oral nad intra oral nad bpe two two one one two two charting one seven missing one six mesial occlusal distal amalgam sound one five sound two six occlusal composite sound three six occlusal amalgam with distal caries sorry mesial caries four six crown sound four seven fissure sealant partly lost bitewings grade one three six mesial caries into dentine no other caries diagnosis caries three six she asked if it's urgent explained it should be done in the next month or so scale and polish ohi next visit mesial occlusal composite three six recall nine months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 1 / 1 2 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MOD amalgam sound'],
        ['15', 'Sound'],
        ['26', 'O composite sound'],
        ['36', 'O amalgam with M caries'],
        ['46', 'Crown sound'],
        ['47', 'Fissure sealant partly lost'],
      ],
      RADIO: 'Bitewings grade 1. 36 mesial caries into dentine. No other caries',
      DX: ['Caries 36'],
      CONSULT: "She asked if it's urgent. Explained it should be done in the next month or so",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      NV: ['MO composite 36'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h22-02-uk-asr-fdi-emergency-pulpitis-46-extirpation-nurse-aside-antibiotics',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's had throbbing pain lower right since the weekend kept him up last night medical history asthma uses a blue inhaler allergic to penicillin extra oral no swelling intra oral soft tissues fine four six large mesial occlusal caries lingering pain to cold tender to percussion four seven sound four five disto occlusal composite sound pa four six caries close to the pulp widened pdl mesial root diagnosis symptomatic irreversible pulpitis four six talked through root canal or extraction he wants to keep it verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block right plus buccal infiltration four six can you pass me the size eight files please thanks rubber dam access three canals found pulp extirpated four six irrigated with sodium hypochlorite ledermix and cavit occlusion relieved post op instructions given he asked if he needs antibiotics told him no it's the nerve not an infection next visit complete root canal four six in two weeks",
    expect: {
      CC: "Emergency. He's had throbbing pain lower right since the weekend. Kept him up last night",
      'MED HX': 'Asthma. Uses a blue inhaler. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['46', 'Large MO caries lingering pain to cold tender to percussion'],
        ['47', 'Sound'],
        ['45', 'DO composite sound'],
      ],
      RADIO: 'PA 46 caries close to the pulp. Widened PDL mesial root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        "Talked through root canal or extraction. He wants to keep it. He asked if he needs antibiotics. Told him no it's the nerve not an infection",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Access',
        '3 canals found',
        'Pulp extirpated 46',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h22-03-uk-asr-fdi-short-review-after-filling-34-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'review after the filling on three four last week sensitivity has settled completely three four not tender to percussion margins intact recall as planned',
    expect: {
      CC: 'Review after the filling on 34 last week. Sensitivity has settled completely',
      DENTAL: [['34', 'Not tender to percussion margins intact']],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h22-04-uk-asr-fdi-extraction-28-warfarin-inr-buccally-appends-notes-treatment',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the extraction of two eight as planned medical history no changes takes warfarin inr two point four yesterday no allergies two eight buccally decayed grade two mobile two seven sound three eight missing verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two eight plus palatal infiltration extracted two eight with upper molar forceps roots complete surgicel placed in the socket one vicryl suture haemostasis achieved post op instructions given verbal and written she asked about taking her warfarin tonight told her to carry on as normal review if any bleeding",
    appends: ['add to notes her daughter drove her in today', 'add to treatment bite pack given to take home'],
    expect: {
      CC: 'Extraction of 28 as planned',
      'MED HX': 'No changes. Takes warfarin. INR 2.4 yesterday. No allergies',
      DENTAL: [
        ['28', 'Buccally decayed grade 2 mobile'],
        ['27', 'Sound'],
        ['38', 'Missing'],
      ],
      CONSULT: 'She asked about taking her warfarin tonight. Told her to carry on as normal',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 28'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 28 + palatal infiltration',
        'Extracted 28 with upper molar forceps',
        'Roots complete',
        'Surgicel placed in the socket',
        '1 Vicryl suture',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
        'Bite pack given to take home',
      ],
      NOTES: 'Her daughter drove her in today',
      'F/U': 'Review if any bleeding',
    },
  }),
  defineCase({
    id: 'h22-05-uk-asr-fdi-long-new-patient-opg-scratch-that-47-plan-band-3',
    style: 'UK',
    asr: true,
    transcript:
      "new patient registering wants a check up last saw a dentist about five years ago medical history type two diabetes on metformin and gliclazide ex smoker drinks about fourteen units a week no allergies extra oral nad lymph nodes not palpable intra oral soft tissues healthy bpe three three two three two three generalised bleeding on probing calculus throughout charting one eight and two eight missing one six occlusal caries one five and one four sound two six mesial occlusal distal amalgam fractured palatal cusp three six root filled large amalgam no crown three seven occlusal amalgam sound three five disto occlusal composite sound four six retained roots four seven disto occlusal caries scratch that four seven distal caries opg grade one generalised horizontal bone loss about twenty percent periapical radiolucency four six diagnosis generalised periodontitis caries one six and four seven retained roots four six um explained the gums come first he asked about nhs costs explained it's band three because of the crown on two six he also asked about an implant for four six later explained we'd need the gums stable first he's nervous about the extraction had a bad experience as a kid plan rsd all four quadrants then occlusal composite one six distal composite four seven then extraction four six then crown two six oral hygiene instruction interdental brushes next visit rsd upper right and lower right",
    expect: {
      CC: 'New patient registering. Wants a check up. Last saw a dentist about 5 years ago',
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Ex smoker. Drinks about 14 units a week. No allergies',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 3 3 2 / 3 2 3. Generalised bleeding on probing. Calculus throughout',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['16', 'O caries'],
        ['15', 'Sound'],
        ['14', 'Sound'],
        ['26', 'MOD amalgam fractured P cusp', 'P cusp'],
        ['36', 'Root filled large amalgam no crown'],
        ['37', 'O amalgam sound'],
        ['35', 'DO composite sound'],
        ['46', 'Retained roots'],
        ['47', 'D caries'],
      ],
      RADIO: 'OPG grade 1. Generalised horizontal bone loss about 20%. Periapical radiolucency 46',
      DX: ['Generalised periodontitis', 'Caries 16, 47', 'Retained roots 46'],
      CONSULT:
        "Explained the gums come first. He asked about NHS costs. Explained it's band 3 because of the crown on 26. He also asked about an implant for 46 later. Explained we'd need the gums stable first",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes'],
      'TX PLAN': ['RSD all 4 quadrants', 'O composite 16', 'D composite 47', 'Extraction 46', 'Crown 26'],
      NOTES: "He's nervous about the extraction. Had a bad experience as a kid",
      NV: ['RSD upper right and lower right'],
    },
  }),
  defineCase({
    id: 'h22-06-uk-asr-fdi-emergency-chipped-21-mi-corner-mi-composite-vitality-review',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she chipped her front tooth on a glass this morning no pain medical history fit and well no allergies extra oral small graze on the chin intra oral lip fine two one fractured mesial incisal corner into dentine no pulp exposure not tender to percussion normal response to cold not mobile one one sound pa two one no root fracture diagnosis uncomplicated crown fracture two one she asked if it'll match explained it might need touching up later no la needed enamel margin bevelled etched bonded mesial incisal composite two one shade a two polished occlusion checked review in six weeks with a vitality test",
    expect: {
      CC: 'Emergency. She chipped her front tooth on a glass this morning. No pain',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Small graze on the chin',
      INTRA: 'Lip fine',
      DENTAL: [
        [
          '21',
          'Fractured MI corner into dentine no pulp exposure not tender to percussion normal response to cold not mobile',
          'MI corner',
        ],
        ['11', 'Sound'],
      ],
      RADIO: 'PA 21 no root fracture',
      DX: ['Uncomplicated crown fracture 21'],
      CONSULT: "She asked if it'll match. Explained it might need touching up later",
      'TX TODAY': ['MI composite 21'],
      TX: [
        'No LA needed',
        'Enamel margin bevelled',
        'Etched',
        'Bonded',
        'MI composite 21',
        'Shade A2',
        'Polished',
        'Occlusion checked',
      ],
      'F/U': 'Review in 6 weeks with a vitality test',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist, typed Palmer shorthand
  defineCase({
    id: 'h22-07-uk-typed-palmer-terse-recall-bpe-111-121-ohi-rv-12-12',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Recall, no c/o. MH: no change, NKDA. EO NAD. IO NAD. BPE 111/121. UR6 MO amalgam, sound. LL6 FS intact. LR8 PE. BWs not due. OHI. RV 12/12.',
    expect: {
      CC: 'Recall, no c/o',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 111/121',
      DENTAL: [
        ['UR6', 'MO amalgam, sound'],
        ['LL6', 'FS intact'],
        ['LR8', 'PE'],
      ],
      RADIO: 'BWs not due',
      'TX TODAY': ['OHI'],
      TX: ['OHI'],
      'F/U': 'RV 12 months',
    },
  }),
  defineCase({
    id: 'h22-08-uk-typed-palmer-crown-prep-lr6-hash-dl-cusp-zirconia-quote',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for crown prep LR6 (RCT'd 2/12 ago, cusp fractured). MH: no change, ramipril, NKDA. LR6 RCT'd, MOD comp, # DL cusp, not TTP. LR5, LR7 sound. PA LR6 (from RCT completion): obturation to length, no PA lesion. Discussed PFM vs zirconia, pt chose zirconia (private, £650 quoted). Written consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr IDB right. Core build-up w/ composite. Crown prep LR6, 1 mm chamfer. Cord size 1. Impressions (Aquasil), bite reg, shade A3. Temp crown (Protemp), TempBond. Occlusion checked. POIG. NV crown fit LR6 2/52.",
    expect: {
      CC: "Crown prep LR6 (RCT'd 2 months ago, cusp fractured)",
      'MED HX': 'No change, ramipril, NKDA',
      DENTAL: [
        ['LR6', "RCT'd, MOD comp, # DL cusp, not TTP", 'DL cusp'],
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'PA LR6 (from RCT completion): obturation to length, no PA lesion',
      CONSULT: 'Discussed PFM vs zirconia, pt chose zirconia (private, £650 quoted)',
      CONSENT: 'Written consent',
      'TX TODAY': ['Crown prep LR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'Core build-up w/ composite',
        'Crown prep LR6',
        '1 mm chamfer',
        'Cord size 1',
        'Impressions (Aquasil)',
        'Bite reg',
        'Shade A3',
        'Temp crown (Protemp)',
        'TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit LR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'h22-09-uk-typed-palmer-emergency-dry-socket-ll8-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Pain LL8 socket since XLA 4/7 ago, radiating to ear, bad taste. Paracetamol not helping. MH: no change, smoker 10/day, NKDA. EO: no swelling, no lymphadenopathy. IO: LL8 socket empty, exposed bone, food debris. LL7 sound, not TTP. Dx: dry socket LL8. Socket irrigated w/ saline, Alvogyl placed. Advised ibuprofen 400 mg + paracetamol 1 g QDS, no smoking for 72 hrs, warm salt water rinses. Pt asked if it was something he did: explained smoking raises the risk. Review 3/7 for redressing if still painful.',
    expect: {
      CC: 'Emergency. Pain LL8 socket since XLA 4 days ago, radiating to ear, bad taste. Paracetamol not helping',
      'MED HX': 'No change, smoker 10/day, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'LL8 socket empty, exposed bone, food debris',
      DENTAL: [['LL7', 'Sound, not TTP']],
      DX: ['Dry socket LL8'],
      CONSULT:
        'Advised ibuprofen 400 mg + paracetamol 1 g QDS, no smoking for 72 hrs, warm salt water rinses. Pt asked if it was something he did: explained smoking raises the risk',
      TX: ['Socket irrigated w/ saline', 'Alvogyl placed'],
      'F/U': 'Review 3 days for redressing if still painful',
    },
  }),
  defineCase({
    id: 'h22-10-uk-typed-palmer-do-comp-ur5-o-amalgam-lr7-two-la-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for fillings UR5 and LR7 as per tx plan. MH: no change, NKDA. UR5 DO caries. LR7 O caries. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline buccal infiltration UR5. RD. Caries removed, dentine firm. Sectional matrix + wedge. Etch, bond, DO comp UR5, shade A3. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB right. Cotton wool rolls. Caries removed LR7 (deep), Dycal lining. O amalgam LR7. Occlusion checked on both. POIG. Pt asked about the cost: both on the same band 2 charge. Recall 6/12.',
    appends: ['Add to notes: pt very nervous, prefers music in the room.', 'Next visit: S&P with hygienist.'],
    expect: {
      CC: 'Fillings UR5 and LR7 as per tx plan',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UR5', 'DO caries'],
        ['LR7', 'O caries'],
      ],
      CONSULT: 'Pt asked about the cost: both on the same band 2 charge',
      'TX TODAY': ['DO composite UR5', 'O amalgam LR7'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UR5',
        'RD',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix + wedge',
        'Etch',
        'Bond',
        'DO comp UR5',
        'Shade A3',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Cotton wool rolls',
        'Caries removed LR7 (deep)',
        'Dycal lining',
        'O amalgam LR7',
        'Occlusion checked on both',
        'POIG',
      ],
      NOTES: 'Pt very nervous, prefers music in the room',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h22-11-uk-typed-palmer-upper-partial-denture-fit-relieved-pip-soft-foods',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of new upper acrylic partial denture replacing UR1, UL1, UL2. MH: no change, on alendronic acid, NKDA. UR2, UL3 sound. Denture fitted, clasps sit well. Rocked slightly so palatal acrylic relieved over rugae, now stable. PIP showed high spot on flange distal to UL3, relieved. Occlusion checked, even contacts. Denture care instructions given. Pt happy w/ appearance, said her smile looks like it used to. Pt asked if she can eat normally: start w/ soft foods. Review 1/52 for easing.',
    expect: {
      CC: 'Fit of new upper acrylic partial denture replacing UR1, UL1, UL2',
      'MED HX': 'No change, on alendronic acid, NKDA',
      DENTAL: [
        ['UR2', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT: 'Pt asked if she can eat normally: start w/ soft foods',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture fitted',
        'Clasps sit well',
        'Rocked slightly',
        'Palatal acrylic relieved over rugae',
        'Now stable',
        'PIP showed high spot on flange distal to UL3',
        'Relieved',
        'Occlusion checked',
        'Even contacts',
        'Denture care instructions given',
      ],
      NOTES: 'Pt happy w/ appearance, said her smile looks like it used to',
      'F/U': 'Review 1 week for easing',
    },
  }),
  defineCase({
    id: 'h22-12-uk-typed-palmer-cracked-tooth-ul6-consultation-onlay-plan-no-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/o sharp pain biting on UL side for 3/52, esp. chewy food, no pain to hot. MH: no change, NKDA. EO NAD. IO: wear facets, linea alba. UL6 large MOD amalgam, crack line D marginal ridge, pain on release w/ Tooth Slooth on P cusp, cold +ve normal. UL7 O comp sound. UL5 sound. BWs grade 1: no caries, UL6 restoration deep. Dx: cracked tooth UL6. Explained crack may spread, options: onlay/crown to protect cusps, or monitor, or XLA if it splits. Pt wants onlay, quoted £550. Bite splint discussed for clenching, pt to think about it. Tx plan: cusp coverage onlay UL6. NV: onlay prep UL6 (60 min).',
    expect: {
      CC: 'Sharp pain biting on UL side for 3 weeks, esp. chewy food, no pain to hot',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Wear facets, linea alba',
      DENTAL: [
        ['UL6', 'Large MOD amalgam, crack line D marginal ridge, pain on release w/ Tooth Slooth on P cusp, cold +ve normal'],
        ['UL7', 'O comp sound'],
        ['UL5', 'Sound'],
      ],
      RADIO: 'BWs grade 1: no caries, UL6 restoration deep',
      DX: ['Cracked tooth UL6'],
      CONSULT:
        'Explained crack may spread, options: onlay/crown to protect cusps, or monitor, or XLA if it splits. Pt wants onlay, quoted £550. Bite splint discussed for clenching, pt to think about it',
      'TX PLAN': ['Cusp coverage onlay UL6'],
      NV: ['Onlay prep UL6 (60 min)'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist, Universal
  defineCase({
    id: 'h22-13-us-asr-periodic-exam-charting-4-bitewings-30-31-insurance-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "uh periodic exam no complaints medical history no changes takes atorvastatin no known allergies blood pressure one twenty eight over eighty two extraoral wnl intraoral wnl oral cancer screening negative psr two two two two three two number three mesial occlusal amalgam sound number fourteen crown margins intact number nineteen mesial occlusal distal composite sound number thirty distal caries number thirty one buccal pit caries four bitewings number thirty distal caries into dentin thirty one into enamel only diagnosis caries number thirty and number thirty one she asked if she can wait until next year for insurance told her thirty shouldn't wait next visit distal occlusal composite number thirty recall six months",
    expect: {
      CC: 'Periodic exam. No complaints',
      'MED HX': 'No changes. Takes atorvastatin. No known allergies. Blood pressure 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['3', 'MO amalgam sound'],
        ['14', 'Crown margins intact'],
        ['19', 'MOD composite sound'],
        ['30', 'D caries'],
        ['31', 'B pit caries'],
      ],
      RADIO: '4 bitewings. #30 distal caries into dentin. #31 into enamel only',
      DX: ['Caries #30, #31'],
      CONSULT: "She asked if she can wait until next year for insurance. Told her #30 shouldn't wait",
      NV: ['DO composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h22-14-us-typed-surgical-extraction-retained-root-20-two-la-socket-irrigated',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for extraction #20, broke off at the gumline last month, no pain. Med hx: HTN on amlodipine, prediabetic, allergic to sulfa. BP 138/86. #20 retained root, caries to gumline, not TTP. #19, #21 sound. PA #20: root intact, no PARL, close to mental foramen. Discussed ext vs RCT/post/crown, pt chose extraction; implant option discussed for later. Consent signed. 2 carps 2% lido 1:100k epi L IANB. 1 carp 4% articaine 1:100k epi buccal infiltration #20. Sulcular incision, small buccal flap, root elevated w/ 301 and luxator. Surgical extraction #20, root intact. Socket irrigated w/ saline, 2 x 4-0 chromic gut sutures. Gauze pressure, hemostasis. POI given verbal + written. Rx ibuprofen 600 mg q6h prn x 3 days. NV suture check 1 week.',
    expect: {
      CC: 'Extraction #20, broke off at the gumline last month, no pain',
      'MED HX': 'HTN on amlodipine, prediabetic, allergic to sulfa. BP 138/86',
      DENTAL: [
        ['20', 'Retained root, caries to gumline, not TTP'],
        ['19', 'Sound'],
        ['21', 'Sound'],
      ],
      RADIO: 'PA #20: root intact, no PARL, close to mental foramen',
      CONSULT: 'Discussed ext vs RCT/post/crown, pt chose extraction; implant option discussed for later',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Surgical extraction #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #20',
        'Sulcular incision',
        'Small buccal flap',
        'Root elevated w/ 301 and luxator',
        'Surgical extraction #20',
        'Root intact',
        'Socket irrigated w/ saline',
        '2 x 4-0 chromic gut sutures',
        'Gauze pressure',
        'Hemostasis',
        'POI given verbal + written',
        'Rx ibuprofen 600 mg q6h prn x 3 days',
      ],
      NV: ['Suture check 1 week'],
    },
  }),
  defineCase({
    id: 'h22-15-us-asr-crown-seat-19-title-from-cc-mb-cusp-appends-chart-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for the crown seat on nineteen temp has been fine no sensitivity medical history no changes no allergies no anesthetic needed temp removed cleaned the prep with pumice tried in the crown distal contact too tight adjusted margins closed shade good cemented with rely x luting excess cleaned off flossed occlusion checked slightly high on the mesiobuccal cusp adjusted and polished post op instructions given recall in six months',
    appends: [
      'add to chart number eighteen mesial occlusal composite sound',
      "add to notes she's asked for her next cleaning on a monday morning",
    ],
    expect: {
      CC: 'Crown seat on #19. Temp has been fine. No sensitivity',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['18', 'MO composite sound']],
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic needed',
        'Temp removed',
        'Cleaned the prep with pumice',
        'Tried in the crown',
        'Distal contact too tight',
        'Adjusted',
        'Margins closed',
        'Shade good',
        'Cemented with RelyX Luting',
        'Excess cleaned off',
        'Flossed',
        'Occlusion checked',
        'Slightly high on the MB cusp',
        'Adjusted and polished',
        'Post-op instructions given',
      ],
      NOTES: "She's asked for her next cleaning on a Monday morning",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h22-16-us-typed-short-loe-crown-8-recemented-bagel',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LOE: crown #8 came off eating a bagel this morning, pt brought it in. Med hx: no changes, NKDA. #8 prep intact, no caries, not TTP. Crown cleaned and tried in, margins fit. Crown recemented #8 w/ RelyX Unicem, excess removed, occlusion checked. Pt asked if it will come off again; advised avoid biting hard foods with front teeth. F/u at next recall.',
    expect: {
      CC: 'LOE: crown #8 came off eating a bagel this morning, pt brought it in',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['8', 'Prep intact, no caries, not TTP']],
      CONSULT: 'Pt asked if it will come off again; advised avoid biting hard foods with front teeth',
      'TX TODAY': ['Crown recement #8'],
      TX: [
        'Crown cleaned and tried in',
        'Margins fit',
        'Crown recemented #8 w/ RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
      ],
      'F/U': 'F/u at next recall',
    },
  }),
  defineCase({
    id: 'h22-17-us-asr-emergency-pericoronitis-17-irrigation-pano-oral-surgery-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit he has pain and swelling around his lower left wisdom tooth for three days hurts to swallow medical history healthy no meds no allergies extraoral tender left submandibular node mouth opening about thirty millimeters intraoral number seventeen partially erupted operculum red and swollen with pus number eighteen sound pano taken number seventeen mesioangular impaction close to the canal diagnosis pericoronitis number seventeen irrigated under the operculum with chlorhexidine rx amoxicillin five hundred milligrams three times a day for seven days told him warm salt water rinses referral to oral surgery for extraction of seventeen and thirty two',
    expect: {
      CC: 'Emergency visit. He has pain and swelling around his lower left wisdom tooth for 3 days. Hurts to swallow',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Tender left submandibular node. Mouth opening about 30 mm',
      DENTAL: [
        ['17', 'Partially erupted operculum red and swollen with pus'],
        ['18', 'Sound'],
      ],
      RADIO: 'Pano taken. #17 mesioangular impaction close to the canal',
      DX: ['Pericoronitis #17'],
      CONSULT: 'Told him warm salt water rinses',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Rx amoxicillin 500 mg 3 times a day for 7 days'],
      'TX PLAN': ['Referral to oral surgery for extraction #17, #32'],
    },
  }),
  defineCase({
    id: 'h22-18-us-typed-teen-do-composite-13-mom-braces-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '15 y/o w/ mom. Here for filling #13 per tx plan. Med hx: ADHD, takes Adderall, NKDA. #13 DO caries. #12, #14 sound. Topical. 1 carp 4% articaine 1:100k epi buccal infiltration #13. Rubber dam. Caries removed, no exposure. Palodent matrix + wedge. Etch, bond, DO composite #13, shade A2. Cured, polished, occlusion checked. POI given. Pt fell asleep during the appointment. Mom asked about braces, discussed crowding. Referral to ortho for eval. Next visit: O composite #3.',
    expect: {
      CC: 'Filling #13 per tx plan',
      'MED HX': 'ADHD, takes Adderall, NKDA',
      DENTAL: [
        ['13', 'DO caries'],
        ['12', 'Sound'],
        ['14', 'Sound'],
      ],
      CONSULT: 'Mom asked about braces, discussed crowding',
      'TX TODAY': ['DO composite #13'],
      TX: [
        'Topical',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #13',
        'Rubber dam',
        'Caries removed',
        'No exposure',
        'Palodent matrix + wedge',
        'Etch',
        'Bond',
        'DO composite #13',
        'Shade A2',
        'Cured',
        'Polished',
        'Occlusion checked',
        'POI given',
      ],
      'TX PLAN': ['Referral to ortho for eval'],
      NOTES: '15 y/o w/ mom. Pt fell asleep during the appointment',
      NV: ['O composite #3'],
    },
  }),

  // ---------------------------------------------------------------- 4. US hygienist, Universal
  defineCase({
    id: 'h22-19-us-asr-hygienist-adult-prophy-psr-fmx-deep-cleaning-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'adult prophy medical history no changes takes lisinopril and metformin no allergies blood pressure one thirty four over eighty six psr two two three two two two four to five millimeter pockets upper left molars bleeding on probing about twenty percent moderate supragingival calculus lower anteriors slight recession buccal of number eleven number thirty distal occlusal amalgam ditched margin um fmx taken today no obvious caries some bone loss upper left molars prophy with cavitron and hand scaling polished with fine paste flossed oral hygiene instructions water flosser she asked if she needs a deep cleaning told her the doctor will look at the upper left recall four months instead of six',
    expect: {
      CC: 'Adult prophy',
      'MED HX': 'No changes. Takes lisinopril and metformin. No allergies. Blood pressure 134/86',
      PERIO:
        'PSR 2 2 3 / 2 2 2. 4 to 5 mm pockets upper left molars. Bleeding on probing about 20%. Moderate supragingival calculus lower anteriors. Slight recession buccal of #11',
      DENTAL: [['30', 'DO amalgam ditched margin']],
      RADIO: 'FMX taken today. No obvious caries. Some bone loss upper left molars',
      CONSULT: 'She asked if she needs a deep cleaning. Told her the doctor will look at the upper left',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Prophy with Cavitron and hand scaling',
        'Polished with fine paste',
        'Flossed',
        'Oral hygiene instructions water flosser',
      ],
      'F/U': 'Recall 4 months instead of 6',
    },
  }),
  defineCase({
    id: 'h22-20-us-typed-hygienist-srp-ur-lr-ianb-arestin-3-db-pocket',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR (quads 1 & 4). Med hx: no changes, Type 2 DM (A1c 7.4), NKDA. Pt reports bleeding when flossing. Pockets at last visit 5-6 mm UR/LR molars, BOP 45%. 2 carps 4% articaine 1:100k epi R IANB + buccal infiltration #3. SRP UR/LR w/ ultrasonic + Gracey curettes, moderate subgingival calculus removed. Arestin placed #3 DB pocket (6 mm). OHI: interdental brushes, pt shown proper technique. Pt tolerated well. NV: SRP UL + LL in 2 weeks.',
    expect: {
      CC: 'SRP UR + LR (quads 1 & 4). Pt reports bleeding when flossing',
      'MED HX': 'No changes, Type 2 DM (A1c 7.4), NKDA',
      PERIO: 'Pockets at last visit 5-6 mm UR/LR molars, BOP 45%',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'SRP UR/LR w/ ultrasonic + Gracey curettes',
        'Moderate subgingival calculus removed',
        'Arestin placed #3 DB pocket (6 mm)',
        'OHI: interdental brushes',
        'Pt shown proper technique',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP UL + LL in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h22-21-us-asr-hygienist-child-prophy-dad-bitewings-varnish-sealants-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'child prophy eight year old with dad no concerns healthy no medications no allergies soft tissues within normal limits gingiva slightly red lower anteriors plaque on the lower molars number three number fourteen number nineteen and number thirty erupted deep grooves no caries letters a and j sound two bitewings no caries prophy fluoride varnish brushing instruction with dad dad asked about sealants told him the doctor will check at the exam next visit sealants on the six year molars recall six months',
    expect: {
      CC: 'Child prophy. No concerns',
      'MED HX': 'Healthy. No medications. No allergies',
      INTRA: 'Soft tissues within normal limits',
      PERIO: 'Gingiva slightly red lower anteriors. Plaque on the lower molars',
      DENTAL: [
        ['3', 'Erupted deep grooves no caries'],
        ['14', 'Erupted deep grooves no caries'],
        ['19', 'Erupted deep grooves no caries'],
        ['30', 'Erupted deep grooves no caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings. No caries',
      CONSULT: 'Dad asked about sealants. Told him the doctor will check at the exam',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish', 'Brushing instruction with dad'],
      NOTES: '8 year old with dad',
      NV: ['Sealants on the 6 year molars'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h22-22-us-typed-hygienist-perio-maintenance-31-furcation-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall, perio maintenance. Pt says gums feel good, flossing most days. Med hx: no changes, NKDA. PSR 3 3 2 / 2 2 3. Generalized 3-4 mm pockets, 5 mm #2 D and #31 D, BOP 10%. Light subgingival calculus. #31 class I furcation. Perio maintenance w/ ultrasonic + hand instruments. Polished. OHI reinforced: interdental brushes. Recall 3 months for perio maint.',
    appends: ['Add to notes: pt prefers no polish next time, sensitive to the grit.', 'Change 3 months to 4 months.'],
    expect: {
      CC: 'Recall, perio maintenance. Pt says gums feel good, flossing most days',
      'MED HX': 'No changes, NKDA',
      PERIO:
        'PSR 3 3 2 / 2 2 3. Generalized 3-4 mm pockets, 5 mm #2 D and #31 D, BOP 10%. Light subgingival calculus',
      DENTAL: [['31', 'Class I furcation']],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Perio maintenance w/ ultrasonic + hand instruments', 'Polished', 'OHI reinforced: interdental brushes'],
      NOTES: 'Pt prefers no polish next time, sensitive to the grit',
      'F/U': 'Recall 4 months for perio maint',
    },
  }),
  defineCase({
    id: 'h22-23-us-asr-hygienist-short-recall-prophy-sensitivity-varnish-whitening',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'recall prophy she says her lower front teeth are sensitive to cold no changes to her health light calculus lower anteriors recession on twenty three through twenty six prophy fluoride varnish on the lower anteriors for the sensitivity recommended sensodyne she asked about whitening told her to wait until the sensitivity settles',
    expect: {
      CC: 'Recall prophy. She says her lower front teeth are sensitive to cold',
      'MED HX': 'No changes to her health',
      PERIO: 'Light calculus lower anteriors. Recession on #23 through #26',
      CONSULT: 'Recommended Sensodyne. She asked about whitening. Told her to wait until the sensitivity settles',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish on the lower anteriors for the sensitivity'],
    },
  }),
  defineCase({
    id: 'h22-24-us-typed-hygienist-terse-adult-prophy-psr-111-rtc-6-mo',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript: 'Adult prophy. Med hx reviewed, no changes. PSR 111/111, minimal calculus. Prophy + polish, floss. OHI. RTC 6 mo.',
    expect: {
      CC: 'Adult prophy',
      'MED HX': 'Reviewed, no changes',
      PERIO: 'PSR 111/111, minimal calculus',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy + polish', 'Floss', 'OHI'],
      'F/U': 'RTC 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dental therapist, children, FDI
  defineCase({
    id: 'h22-25-uk-asr-fdi-therapist-hall-crown-84-prescribed-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      'attended for the hall crown on eight four prescribed by the dentist six year old with mum medical history fit and well no allergies eight four disto occlusal caries no pain no swelling not mobile eight five and eight three sound no la separator removed size four hall crown eight four tried in loaded with gic and seated with him biting on a cotton wool roll excess removed blanching settled fluoride varnish applied told mum the bite will feel high for a few days he was brilliant got a sticker recall with the dentist as planned',
    appends: ['add to chart seven four occlusal caries small', 'add to notes mum would like after school appointments'],
    expect: {
      CC: 'Hall crown on 84 prescribed by the dentist',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['84', 'DO caries no pain no swelling not mobile'],
        ['85', 'Sound'],
        ['83', 'Sound'],
        ['74', 'O caries small'],
      ],
      CONSULT: 'Told mum the bite will feel high for a few days',
      'TX TODAY': ['SSC 84', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Separator removed',
        'Size 4 Hall crown 84 tried in',
        'Loaded with GIC and seated with him biting on a cotton wool roll',
        'Excess removed',
        'Blanching settled',
        'Fluoride varnish applied',
      ],
      NOTES: '6 year old with mum. He was brilliant. Got a sticker. Mum would like after school appointments',
      'F/U': 'Recall with the dentist as planned',
    },
  }),
  defineCase({
    id: 'h22-26-uk-typed-fdi-therapist-3-monthly-fv-disclosed-diet-diary-75-loose',
    style: 'UK',
    asr: false,
    transcript:
      "3-monthly FV as prescribed (high caries risk). 10 y/o w/ dad. MH: fit and well, NKDA. Plaque score 55%, gingivitis lower anteriors. 36, 46 FS intact. 75 mobile. Disclosed, TBI with dad using manual brush. FV 22,600 ppm applied. Diet diary reviewed: fizzy drinks daily; advised water or milk between meals. Dad asked when 75 will come out; told him soon, it's loose. RV 3/12.",
    expect: {
      CC: '3-monthly FV as prescribed (high caries risk)',
      'MED HX': 'Fit and well, NKDA',
      PERIO: 'Plaque score 55%, gingivitis lower anteriors',
      DENTAL: [
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['75', 'Mobile'],
      ],
      CONSULT:
        "Diet diary reviewed: fizzy drinks daily; advised water or milk between meals. Dad asked when 75 will come out; told him soon, it's loose",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Disclosed', 'TBI with dad using manual brush', 'FV 22,600 ppm applied'],
      NOTES: '10 y/o w/ dad',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h22-27-uk-asr-fdi-therapist-pulpotomy-pmc-75-ferric-sulphate-calpol',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old with dad attended for treatment on seven five as prescribed had some toothache last week it's settled now medical history fit and well allergic to plasters no allergies to medicines seven five deep disto occlusal caries no swelling no sinus not mobile bitewing from the exam shows caries close to the pulp topical then la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration seven five rubber dam caries removed pulp exposed pulpotomy seven five bleeding controlled with ferric sulphate um zinc oxide eugenol base preformed metal crown seven five size five cemented with gic fluoride varnish he was nervous at first but fine with the tv on told dad he might feel a bit sore tonight and to give calpol if needed review in six months with the dentist",
    expect: {
      CC: "Treatment on 75 as prescribed. Had some toothache last week. It's settled now",
      'MED HX': 'Fit and well. Allergic to plasters. No allergies to medicines',
      DENTAL: [['75', 'Deep DO caries no swelling no sinus not mobile']],
      RADIO: 'Bitewing from the exam shows caries close to the pulp',
      CONSULT: 'Told dad he might feel a bit sore tonight and to give Calpol if needed',
      'TX TODAY': ['Pulpotomy 75', 'SSC 75', 'Fluoride varnish'],
      TX: [
        'Topical',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 75',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy 75',
        'Bleeding controlled with ferric sulphate',
        'Zinc oxide eugenol base',
        'Preformed metal crown 75 size 5',
        'Cemented with GIC',
        'Fluoride varnish',
      ],
      NOTES: '7 year old with dad. He was nervous at first but fine with the TV on',
      'F/U': 'Review in 6 months with the dentist',
    },
  }),
  defineCase({
    id: 'h22-28-uk-typed-fdi-therapist-toddler-first-visit-white-spots-51-61-fv',
    style: 'UK',
    asr: false,
    transcript:
      'First visit, no concerns. 3 y/o w/ mum and baby brother. MH: eczema, NKDA. Soft tissues healthy. 51, 61 white spot lesions labially, no cavitation. All other teeth sound. Plaque on upper incisors. FV 22,600 ppm applied. Advice to mum: brush twice daily w/ smear of 1,000 ppm toothpaste, no milk in bottle at night, move to a free-flow cup. RV 3/12.',
    expect: {
      CC: 'First visit, no concerns',
      'MED HX': 'Eczema, NKDA',
      INTRA: 'Soft tissues healthy. All other teeth sound',
      PERIO: 'Plaque on upper incisors',
      DENTAL: [
        ['51', 'White spot lesions labially, no cavitation'],
        ['61', 'White spot lesions labially, no cavitation'],
      ],
      CONSULT:
        'Advice to mum: brush twice daily w/ smear of 1,000 ppm toothpaste, no milk in bottle at night, move to a free-flow cup',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied'],
      NOTES: '3 y/o w/ mum and baby brother',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h22-29-uk-asr-fdi-therapist-fissure-sealants-37-47-sorry-with-her-nan',
    style: 'UK',
    asr: true,
    transcript:
      "eleven year old attended on her own sorry with her nan for fissure sealants on the second molars as prescribed medical history fit and well no allergies three seven and four seven fully erupted stained fissures no caries three six occlusal composite intact four six fissure sealant intact fissure sealants three seven and four seven under cotton wool rolls and dry guards checked with a probe all retained fluoride varnish applied she asked if they'll feel strange told her she'll get used to them in a couple of days recall six months",
    expect: {
      CC: 'Fissure sealants on the second molars as prescribed',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['37', 'Fully erupted stained fissures no caries'],
        ['47', 'Fully erupted stained fissures no caries'],
        ['36', 'O composite intact'],
        ['46', 'Fissure sealant intact'],
      ],
      CONSULT: "She asked if they'll feel strange. Told her she'll get used to them in a couple of days",
      'TX TODAY': ['Fissure sealants 37, 47', 'Fluoride varnish'],
      TX: [
        'Fissure sealants 37, 47 under cotton wool rolls and dry guards',
        'Checked with a probe',
        'All retained',
        'Fluoride varnish applied',
      ],
      NOTES: '11 year old attended with her nan',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h22-30-uk-typed-fdi-therapist-o-comp-36-fs-46-prescribed-brace-question',
    style: 'UK',
    asr: false,
    transcript:
      '12 y/o w/ mum. Attended for O comp 36 + FS 46 as per Rx from dentist. MH: asthma, uses Ventolin PRN, NKDA. 36 O caries, not TTP. 46 stained fissures, no caries. 26 O comp sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 36. She said she barely felt it. CWRs + dry guards. Caries removed, dentine hard. Etch, bond, O comp 36 (A2), cured, polished, bite checked. FS 46 under same isolation. POIG to mum. Mum asked about brace referral: ortho assessment to be discussed at her next exam. NV exam with dentist 6/12.',
    expect: {
      CC: 'O comp 36 + FS 46 as per Rx from dentist',
      'MED HX': 'Asthma, uses Ventolin PRN, NKDA',
      DENTAL: [
        ['36', 'O caries, not TTP'],
        ['46', 'Stained fissures, no caries'],
        ['26', 'O comp sound'],
      ],
      CONSULT: 'Mum asked about brace referral: ortho assessment to be discussed at her next exam',
      'TX TODAY': ['O composite 36', 'Fissure sealant 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 36',
        'CWRs + dry guards',
        'Caries removed',
        'Dentine hard',
        'Etch',
        'Bond',
        'O comp 36 (A2)',
        'Cured',
        'Polished',
        'Bite checked',
        'FS 46 under same isolation',
        'POIG to mum',
      ],
      NOTES: '12 y/o w/ mum. She said she barely felt it',
      NV: ['Exam with dentist 6 months'],
    },
  }),

  // ---------------------------------------------------------------- 6. US endodontist, Universal
  defineCase({
    id: 'h22-31-us-asr-endo-referred-evaluation-14-cbct-mb2-plan-rct-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient referred by her general dentist for evaluation of number fourteen lingering cold sensitivity for two weeks and now throbbing at night medical history hypothyroid on levothyroxine allergic to codeine extraoral within normal limits no lymphadenopathy intraoral no swelling no sinus tract number fourteen mesial occlusal distal composite deep cold lingering more than thirty seconds percussion positive palpation negative probing within normal limits number thirteen and fifteen cold normal percussion negative pa and bitewing of fourteen deep restoration close to the pulp horn widened pdl on the mesiobuccal root cbct limited field of view shows four canals including an mb two no fracture lines seen diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number fourteen discussed root canal treatment with a crown after versus extraction she'd like to go ahead signed consent plan root canal number fourteen next week report sent to her dentist",
    expect: {
      CC: 'New patient referred by her general dentist for evaluation of #14. Lingering cold sensitivity for 2 weeks and now throbbing at night',
      'MED HX': 'Hypothyroid on levothyroxine. Allergic to codeine',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'No swelling. No sinus tract',
      DENTAL: [
        [
          '14',
          'MOD composite deep cold lingering more than 30 seconds percussion positive palpation negative probing within normal limits',
        ],
        ['13', 'Cold normal percussion negative'],
        ['15', 'Cold normal percussion negative'],
      ],
      RADIO:
        'PA and bitewing of #14 deep restoration close to the pulp horn. Widened PDL on the MB root. CBCT limited field of view shows 4 canals including an MB2. No fracture lines seen',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: "Discussed root canal treatment with a crown after versus extraction. She'd like to go ahead",
      CONSENT: 'Signed consent',
      'TX PLAN': ['RCT #14 next week'],
      NOTES: 'Report sent to her dentist',
    },
  }),
  defineCase({
    id: 'h22-32-us-typed-endo-single-visit-rct-30-working-lengths-obturation-gp-crown',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for RCT #30, referred by GP for irreversible pulpitis; pain well controlled w/ ibuprofen. Med hx: no changes, NKDA. BP 124/78. #30 temp filling intact, TTP +, cold lingering. Dx: symptomatic irreversible pulpitis, symptomatic apical periodontitis #30. Consent reviewed and signed. Pt nervous about needles. Topical benzocaine. 2 carps 2% lido 1:100k epi R IANB. 1 carp 4% articaine 1:100k epi buccal infiltration #30. RD isolation. Access through temp. 4 canals located. WL (apex locator + PA) from MB cusp: MB 21 mm. ML 21.5 mm. DB 20.5 mm. DL 21 mm. Cleaned and shaped to 35/.04 w/ Vortex Blue. Canals irrigated w/ 6% NaOCl, 17% EDTA, final rinse w/ EndoVac. Obturated #30 w/ warm vertical condensation, GP + AH Plus. Cavit access seal. Occlusion reduced slightly. Post-op PA: obturation to WL, well condensed. Pt tolerated well. POI given. Rx ibuprofen 600 mg q6h prn x 3 days. Pt asked if the tooth will be weaker: explained a crown protects it from fracture. Return to GP for crown #30 within 1 month. Recall 6 mo for healing check.',
    expect: {
      CC: 'RCT #30, referred by GP for irreversible pulpitis; pain well controlled w/ ibuprofen',
      'MED HX': 'No changes, NKDA. BP 124/78',
      DENTAL: [['30', 'Temp filling intact, TTP +, cold lingering']],
      RADIO: 'Post-op PA: obturation to WL, well condensed',
      DX: ['Symptomatic irreversible pulpitis', 'Symptomatic apical periodontitis #30'],
      CONSULT: 'Pt asked if the tooth will be weaker: explained a crown protects it from fracture',
      CONSENT: 'Consent reviewed and signed',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'RD isolation',
        'Access through temp',
        '4 canals located',
        'WL (apex locator + PA) from MB cusp: MB 21 mm',
        'ML 21.5 mm',
        'DB 20.5 mm',
        'DL 21 mm',
        'Cleaned and shaped to 35/.04 w/ Vortex Blue',
        'Canals irrigated w/ 6% NaOCl',
        '17% EDTA',
        'Final rinse w/ EndoVac',
        'Obturated #30 w/ warm vertical condensation',
        'GP + AH Plus',
        'Cavit access seal',
        'Occlusion reduced slightly',
        'POI given',
        'Rx ibuprofen 600 mg q6h prn x 3 days',
      ],
      'TX PLAN': ['Return to GP for crown #30 within 1 month'],
      NOTES: 'Pt nervous about needles. Pt tolerated well',
      'F/U': 'Recall 6 mo for healing check',
    },
  }),
  defineCase({
    id: 'h22-33-us-asr-endo-retreatment-19-sinus-tracer-missed-canal-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'retreatment number nineteen referred by her dentist root canal done about eight years ago now tender to bite and a bump on the gum medical history no changes takes sertraline no allergies extraoral within normal limits intraoral sinus tract buccal to number nineteen number nineteen crown intact percussion positive probing depths normal no mobility numbers eighteen and twenty cold normal pa number nineteen short obturation on the mesial root periapical radiolucency on both roots gutta percha tracer pa sinus tract traces to the mesial root diagnosis previously treated tooth with chronic apical abscess number nineteen discussed retreatment versus extraction and implant she chose retreatment verbal and written consent two carpules articaine sorry three carpules articaine four percent one to one hundred thousand epi left ianb rubber dam accessed through the crown no cracks seen under the microscope removed gutta percha with protaper retreatment files and chloroform found a missed canal negotiated to length irrigated the canals with sodium hypochlorite calcium hydroxide placed cotton pellet and cavit next visit complete retreatment number nineteen in three weeks',
    appends: ["add to notes she'd like the report copied to her dentist", 'change three weeks to four weeks'],
    expect: {
      CC: 'Retreatment #19 referred by her dentist. Root canal done about 8 years ago. Now tender to bite and a bump on the gum',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Sinus tract buccal to #19',
      DENTAL: [
        ['19', 'Crown intact percussion positive probing depths normal no mobility'],
        ['18', 'Cold normal'],
        ['20', 'Cold normal'],
      ],
      RADIO:
        'PA #19 short obturation on the mesial root. Periapical radiolucency on both roots. Gutta percha tracer PA sinus tract traces to the mesial root',
      DX: ['Previously treated tooth with chronic apical abscess #19'],
      CONSULT: 'Discussed retreatment versus extraction and implant. She chose retreatment',
      CONSENT: 'Verbal and written consent',
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Accessed through the crown',
        'No cracks seen under the microscope',
        'Removed gutta percha with ProTaper Retreatment files and chloroform',
        'Found a missed canal',
        'Negotiated to length',
        'Irrigated the canals with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cotton pellet and Cavit',
      ],
      NOTES: "She'd like the report copied to her dentist",
      NV: ['Complete retreatment #19 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h22-34-us-typed-endo-emergency-consult-3-suspected-vrf-refer-back-extraction',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency consult #3, referred by GP. RCT #3 done 3 yrs ago, PFM crown, now swelling + pain on biting x 1 wk. Med hx: no changes, lisinopril, NKDA. EO: WNL. IO: localized swelling buccal #3. #3 PFM crown, TTP +, isolated 9 mm probing MB, mobility I. #2, #4 WNL to cold. CBCT: J-shaped radiolucency around MB root. Dx: vertical root fracture #3 (suspected). Explained tooth is not restorable; options ext + implant or bridge. Pt upset but understands. Rx amoxicillin 500 mg TID x 7 days. Refer back to GP for extraction #3. Implant consult with GP after. Report sent to GP.',
    expect: {
      CC: 'Emergency consult #3, referred by GP. RCT #3 done 3 yrs ago, PFM crown, now swelling + pain on biting x 1 wk',
      'MED HX': 'No changes, lisinopril, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Localized swelling buccal #3',
      DENTAL: [
        ['3', 'PFM crown, TTP +, isolated 9 mm probing MB, mobility I'],
        ['2', 'WNL to cold'],
        ['4', 'WNL to cold'],
      ],
      RADIO: 'CBCT: J-shaped radiolucency around MB root',
      DX: ['Vertical root fracture #3 (suspected)'],
      CONSULT: 'Explained tooth is not restorable; options ext + implant or bridge',
      TX: ['Rx amoxicillin 500 mg TID x 7 days'],
      'TX PLAN': ['Refer back to GP for extraction #3', 'Implant consult with GP after'],
      NOTES: 'Pt upset but understands. Report sent to GP',
    },
  }),
  defineCase({
    id: 'h22-35-us-asr-endo-short-six-month-review-after-rct-9-healing-discharged',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six month review after root canal number nine no complaints number nine not tender to percussion no sinus tract composite access seal intact pa shows the periapical lesion about half its original size diagnosis healing apical periodontitis discharged back to her general dentist',
    expect: {
      CC: '6 month review after root canal #9. No complaints',
      DENTAL: [['9', 'Not tender to percussion no sinus tract composite access seal intact']],
      RADIO: 'PA shows the periapical lesion about half its original size',
      DX: ['Healing apical periodontitis'],
      'F/U': 'Discharged back to her general dentist',
    },
  }),
  defineCase({
    id: 'h22-36-us-typed-endo-second-visit-obturation-12-cwc-bc-sealer-gp-crown',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2nd visit RCT #12. Asymptomatic since first visit. Med hx: no changes, NKDA. #12 Cavit intact, TTP -. 1 carp 2% lido 1:100k epi buccal infiltration #12. RD. Cavit + CaOH removed. Canals irrigated 6% NaOCl + 17% EDTA. MAF 30/.04 to WL in both canals. Obturated #12 w/ CWC + BC sealer. Core buildup w/ composite, access sealed. Post-op PA: both canals filled to length, no voids. POI. Pt to see GP for crown #12 in 2-4 wks. Recall 1 yr.',
    expect: {
      CC: '2nd visit RCT #12. Asymptomatic since first visit',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['12', 'Cavit intact, TTP -']],
      RADIO: 'Post-op PA: both canals filled to length, no voids',
      'TX TODAY': ['Obturation #12'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12',
        'RD',
        'Cavit + CaOH removed',
        'Canals irrigated 6% NaOCl + 17% EDTA',
        'MAF 30/.04 to WL in both canals',
        'Obturated #12 w/ CWC + BC sealer',
        'Core buildup w/ composite',
        'Access sealed',
        'POI',
      ],
      'TX PLAN': ['Pt to see GP for crown #12 in 2-4 wks'],
      'F/U': 'Recall 1 yr',
    },
  }),
];
