// A sixty-second development batch (ids bl01–bl30), written blind from the labelling contract (/tmp/d/packet
// contract.md, case.ts, shared/reference/dental-notes.md, and more56 / more58 as format examples only) on 26 November
// 2026 by a helper that had not seen the engine or any held-out split; every case was labelled from the contract before
// any engine run. It is an ordinary Monday at six practices, five visits each, dictated the way each clinician really
// dictates: some with section words or typed headings, some with none; remarks about the patient's life, what the
// patient said and asked, advice and decisions, nurse asides, self-corrections ("sorry", "I mean", "no wait", "scratch
// that"):
//   bl01–bl05 a UK general dentist (FDI; section words when speaking, C/O / MH / O/E / Dx / Tx today headings when
//     typing): a check-up with charting, BPE, bitewings and scale and polish with "no wait" (recogniser), a DO composite
//     replacing a filling with a fractured margin (typed headings), an emergency extirpation with "sorry", a nurse aside
//     and "scratch that" (recogniser), a private crown prep with impressions and temporary crown (typed, appended
//     dictation), an extraction on warfarin with a sutured socket (recogniser);
//   bl06–bl10 a UK dentist who says Palmer words ("upper left five") and types UR6 shorthand (Palmer): a terse typed exam
//     with bitewings, complete dentures fitted (recogniser), a DO composite dictated with no section words and a nurse
//     aside (recogniser), a second-stage root canal with obturation (typed), a dry socket review (recogniser);
//   bl11–bl15 a US general dentist (Universal): a periodic exam with charting, PSR and bitewings (recogniser), a DO amalgam
//     for a pregnant patient (typed headings), the second stage of a root canal (recogniser, appended dictation), an
//     implant consultation with no treatment (typed), a crown seat (recogniser);
//   bl16–bl20 a US pediatric practice (Universal with primary letters): a four-year-old's check-up with no section words
//     (recogniser), a pulpotomy and SSC on #K (typed), a permanent incisor crown fracture after a scooter fall
//     (recogniser), a primary molar extraction with a space maintainer plan (typed), a ten-year-old's recall with a
//     sealant and an orthodontic referral (typed);
//   bl21–bl25 a UK hygienist-therapist (FDI): a direct-access hygiene visit with PMPR (typed headings), a child's fissure
//     sealants on prescription (recogniser), buccal composites for abrasion cavities on prescription (typed), a second
//     RSD visit (recogniser, appended dictation), a short review after scale and polish (typed);
//   bl26–bl30 a US periodontist (Universal): a new-patient periodontal consultation (typed), scaling and root planing of
//     two quadrants with "no wait" (recogniser), a periodontal maintenance visit (typed), an emergency periodontal abscess
//     (recogniser), a two-week review after a free gingival graft (typed, no title).
// UK 15 (FDI 10, Palmer 5), US 15 (Universal; primary letters in bl16–bl20); 15 recogniser-style (lower case, number
// words, fillers, no punctuation: bl01, bl03, bl05, bl07, bl08, bl10, bl11, bl13, bl15, bl16, bl18, bl22, bl24, bl27,
// bl29) and 15 typed (bl02, bl04, bl06, bl09, bl12, bl14, bl17, bl19, bl20, bl21, bl23, bl25, bl26, bl28, bl30); about
// 32 to 162 words, most 80 to 150; three cases with appended dictation (bl04 typed "Add to notes: …" / "Change 2 weeks to
// 3 weeks."; bl13 recogniser "add to notes …"; bl24 recogniser "add to treatment …" / "add to notes …"). DENTAL in 26
// cases (not bl07, bl15, bl25, bl30).
//
// Judgement calls where the contract was silent:
// - Remarks about the patient's life ("he's just retired …", "she's a carer and can't really take time off", "he's got a
//   new puppy …", "Pt retiring next month …"), the patient's mood ("she's worried because she's flying out on
//   Thursday", "Pt much more relaxed today", "she loves it", "she's thrilled …"), a child's age and who came with the
//   patient are NOTES (as more58). The patient's own report of symptoms or habits said with the reason for attending
//   ("he says the right side feels much tighter …", "Pt reports sensitivity LR …", "Dad reports occasional pain …")
//   stays in the CC (as more58 bh17 / bh24).
// - A patient's (or parent's) question and the answer, a concern with the explanation given ("she said they feel huge in
//   her mouth explained that's normal …"), advice, fees, payment plans and decisions are CONSULT (as more58); a parent's
//   consent is CONSENT. Advice to show a finding to the patient's own dentist ("he'll mention it to his dentist",
//   "advised seeing general dentist re #19 margin") is CONSULT, not a referral; "Referral to ortho" is a referral for
//   treatment elsewhere and so TX PLAN.
// - Nurse asides ("could you get me the seven clamp please thanks", "could you grab me the floss please lovely") are
//   dropped entirely (as more58).
// - "Contact" is not in rule 4's list of tooth parts, so "mesial contact heavy" keeps its word (as more56 bf04 "Mesial
//   contact 14 too tight"); "mesial marginal ridge" is "M marginal ridge"; "fractured mesial incisal corner" is "Fractured
//   MI corner" with fracture "MI corner"; a typed "D margin fractured" of a restoration gives fracture "D margin".
// - A spoken correction inside the anaesthetic ("articaine sorry lidocaine", "lidocaine two percent sorry articaine four
//   percent", "buccal infiltration upper left sorry buccal and palatal infiltration upper left") is applied before the LA
//   line is written; "buccal and palatal infiltration" is "buccal infiltration + palatal infiltration" (as more58).
// - Titles: a second-stage root canal whose treatment names no table procedure (cleaned and shaped, calcium hydroxide)
//   takes "RCT #30" from the CC (as more56 bf02); "UL4 obturated" is "Obturation UL4"; "pulp extirpated four six" is
//   "Extirpation 46"; a high spot "relieved" at a denture fit is no Denture adjustment (as more56), and "fitted both
//   dentures" is "Denture fit"; "Fissure sealant placed #19" is "Fissure sealant #19"; "scaling and root planing number
//   fourteen" is "SRP #14" and of quadrants "SRP"; "irrigated with chlorhexidine" (a periodontal pocket, not canals or a
//   socket) is "Irrigation", while "drained through the pocket" (no incision) and "Arestin placed" are no titles; socket
//   irrigation, Alvogyl, suture removal and "Reinforced OHI" other than its OHI title follow more58. Reviews whose CC
//   says the work was done before (dry socket after extraction, review after S&P, post-op graft review) take no title
//   from the CC.
// - Tooth-first mobility is a chart entry (as more58); a furcation said furcation-first ("Class II furcation #3 buccal",
//   "furcation involvement buccal of 27"), pockets, recession, bleeding and plaque are PERIO; a socket, a graft site and a
//   donor site are INTRA with no chart entry (rule 7, as more58 / more56).
// - In text fields (RADIO, PERIO) a single surface stays a word ("#13 distal caries into dentin", "vertical bone loss
//   mesially"); a two-surface run is abbreviated ("8 mm pocket MB of #14").
// - Vitals (blood pressure) and "tetanus up to date" go to MED HX; spoken BPE / PSR scores are written "BPE 1 2 1 / 2 2 1"
//   (as more58); typed scores stay as typed.
// - "six year molars" → "6 year molars" (as more58); "three times a day" → "3 times a day"; spoken units are abbreviated
//   ("millimeter" → "mm", "milligrams" → "mg", "percent" → "%"); "a few days" stays words.
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "change X to Y" edits the one
//   place X is said (bl04's "2 weeks" is only in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more62Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'bl01-uk-asr-fdi-check-up-charting-no-wait-47-d-caries-retired-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "okay check up no problems he's just retired and says he's finally got time to floss medical history no changes takes atorvastatin and aspirin no allergies extra oral nad intra oral soft tissues healthy bpe one two one two two one charting one seven missing one six mesial occlusal distal amalgam sound two six crown margins fine three six occlusal composite sound four six distal caries no wait four seven distal caries small um four six sound bitewings grade one small distal caries four seven into enamel only diagnosis early caries four seven discussed monitoring it with fluoride toothpaste he's happy with that scale and polish oral hygiene instruction interdental brushes recall twelve months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Takes atorvastatin and aspirin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 2 1 / 2 2 1',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MOD amalgam sound'],
        ['26', 'Crown margins fine'],
        ['36', 'O composite sound'],
        ['47', 'D caries small'],
        ['46', 'Sound'],
      ],
      RADIO: 'Bitewings grade 1. Small distal caries 47 into enamel only',
      DX: ['Early caries 47'],
      CONSULT: "Discussed monitoring it with fluoride toothpaste. He's happy with that",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: "He's just retired and says he's finally got time to floss",
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'bl02-uk-typed-fdi-headings-do-comp-25-fractured-d-margin-holiday',
    style: 'UK',
    asr: false,
    transcript:
      "C/O: lost part of filling 25 last week, food trapping. No pain. MH: no change. Asthma, salbutamol PRN. NKDA. O/E: EO NAD. IO NAD. 25 DO comp, D margin fractured, recurrent D caries. 24 sound. 26 MO amalgam, sound. Dx: secondary caries 25. Discussed replacing in composite vs amalgam; pt prefers white. Verbal consent. Tx today: LA 1 x 2.2ml lidocaine 2% 1:80,000 adr, buccal infil 25. Rubber dam. Old comp + caries removed. Sectional matrix + wedge. Etch, bond. DO comp 25, shade A3. Occlusion checked, polished. POIG. Pt off on holiday Sat, relieved it's sorted. Recall 6/12.",
    expect: {
      CC: 'Lost part of filling 25 last week, food trapping. No pain',
      'MED HX': 'No change. Asthma, salbutamol PRN. NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['25', 'DO comp, D margin fractured, recurrent D caries', 'D margin'],
        ['24', 'Sound'],
        ['26', 'MO amalgam, sound'],
      ],
      DX: ['Secondary caries 25'],
      CONSULT: 'Discussed replacing in composite vs amalgam; pt prefers white',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 25',
        'Rubber dam',
        'Old comp + caries removed',
        'Sectional matrix + wedge',
        'Etch',
        'Bond',
        'DO comp 25',
        'Shade A3',
        'Occlusion checked',
        'Polished',
        'POIG',
      ],
      NOTES: "Pt off on holiday Sat, relieved it's sorted",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bl03-uk-asr-fdi-emergency-extirpation-46-sorry-lidocaine-nurse-aside-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment throbbing pain lower right since saturday kept her up the last two nights painkillers not helping she's worried because she's flying out on thursday medical history no changes no allergies extra oral no swelling intra oral soft tissues nad four six large disto occlusal caries tender to percussion lingering pain to cold four five sound four seven mesial occlusal amalgam sound pa four six deep caries close to the pulp widened pdl space no periapical radiolucency diagnosis symptomatic irreversible pulpitis four six options root canal treatment or extraction she wants to keep the tooth verbal consent la two cartridges articaine sorry lidocaine two percent one in eighty thousand adrenaline id block right rubber dam could you get me the seven clamp please thanks access cavity pulp extirpated four six canals irrigated with sodium hypochlorite ledermix under cavit scratch that ledermix under a cotton pellet and cavit post op instructions given next visit complete root canal four six in two weeks",
    expect: {
      CC: 'Emergency appointment. Throbbing pain lower right since Saturday. Kept her up the last 2 nights. Painkillers not helping',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Large DO caries tender to percussion lingering pain to cold'],
        ['45', 'Sound'],
        ['47', 'MO amalgam sound'],
      ],
      RADIO: 'PA 46 deep caries close to the pulp. Widened PDL space. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Options root canal treatment or extraction. She wants to keep the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam',
        'Access cavity',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix under a cotton pellet and Cavit',
        'Post-op instructions given',
      ],
      NOTES: "She's worried because she's flying out on Thursday",
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bl04-uk-typed-fdi-crown-prep-36-zirconia-payment-plan-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 36, private. RCT completed here 3/12 ago, asymptomatic since. MH: no change, NKDA. 36 root filled, large MOD comp core, not TTP, no sinus. Pt chose full zirconia over metal-ceramic for strength. Written consent signed. LA 1 x 2.2ml articaine 4% 1:100,000 adr, buccal infil 36. Crown prep 36, 1.5 mm occlusal reduction. Retraction cord. Impressions (Impregum) + bite reg. Shade A3. Temp crown (Protemp) cemented w/ TempBond. POIG. Pt asked about paying in instalments, payment plan arranged with reception. NV: crown fit 36 in 2 weeks.',
    appends: ['Add to notes: prefers afternoon appts.', 'Change 2 weeks to 3 weeks.'],
    expect: {
      CC: 'Crown prep 36, private. RCT completed here 3 months ago, asymptomatic since',
      'MED HX': 'No change, NKDA',
      DENTAL: [['36', 'Root filled, large MOD comp core, not TTP, no sinus']],
      CONSULT:
        'Pt chose full zirconia over metal-ceramic for strength. Pt asked about paying in instalments, payment plan arranged with reception',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Crown prep 36',
        '1.5 mm occlusal reduction',
        'Retraction cord',
        'Impressions (Impregum) + bite reg',
        'Shade A3',
        'Temp crown (Protemp) cemented w/ TempBond',
        'POIG',
      ],
      NOTES: 'Prefers afternoon appts',
      NV: ['Crown fit 36 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bl05-uk-asr-fdi-extraction-27-warfarin-inr-sorry-one-suture-grandson',
    style: 'UK',
    asr: true,
    transcript:
      "attended for extraction of two seven as discussed last time she's looking after her grandson from tomorrow medical history no changes takes warfarin inr two point four yesterday no allergies two seven grossly carious non restorable two six and two eight sound she asked if she'll need something to fill the gap told her we'll see how it heals verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two seven two seven extracted with upper molar forceps roots complete surgicel in the socket sutured with two sorry one vicryl rapide suture haemostasis achieved post op instructions verbal and written review one week",
    expect: {
      CC: 'Extraction of 27 as discussed last time',
      'MED HX': 'No changes. Takes warfarin. INR 2.4 yesterday. No allergies',
      DENTAL: [
        ['27', 'Grossly carious non restorable'],
        ['26', 'Sound'],
        ['28', 'Sound'],
      ],
      CONSULT: "She asked if she'll need something to fill the gap. Told her we'll see how it heals",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 27'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 27',
        '27 extracted with upper molar forceps',
        'Roots complete',
        'Surgicel in the socket',
        'Sutured with 1 Vicryl Rapide suture',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      NOTES: "She's looking after her grandson from tomorrow",
      'F/U': 'Review 1 week',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bl06-uk-typed-palmer-terse-exam-bws-ll6-d-caries-smoker-marathon',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Exam. No c/o. MH: no change. Smoker 10/day. EO NAD. IO: OH fair, smoker's stain lingual lowers. BPE 2 2 2 / 3 2 2. UR6 MOD am, sound. UR7 O comp. UL6 crown, ditched D margin. LL6 DO caries. LL8 partially erupted. LR6 missing. BWs R+L: LL6 D caries into dentine, no other caries. Dx: caries LL6. Smoking cessation advice, pt not ready to quit. S&P, OHI. Pt training for his first marathon. NV: DO comp LL6. Recall 6/12.",
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'No change. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: "OH fair, smoker's stain lingual lowers",
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['UR6', 'MOD am, sound'],
        ['UR7', 'O comp'],
        ['UL6', 'Crown, ditched D margin'],
        ['LL6', 'DO caries'],
        ['LL8', 'Partially erupted'],
        ['LR6', 'Missing'],
      ],
      RADIO: 'BWs R+L: LL6 D caries into dentine, no other caries',
      DX: ['Caries LL6'],
      CONSULT: 'Smoking cessation advice, pt not ready to quit',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      NOTES: 'Pt training for his first marathon',
      NV: ['DO composite LL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bl07-uk-asr-palmer-complete-dentures-fit-sorry-upper-left-relieved-christening',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's here for the fit of her new upper and lower complete dentures she's been managing without since her old set broke last month medical history no changes diet controlled diabetes no allergies intra oral ridges healthy no ulcers tried in upper retention good lower slightly loose but acceptable occlusion checked with articulating paper high spot lower left sorry upper left premolar region relieved fitted both dentures denture care instructions given she said they feel huge in her mouth explained that's normal for the first couple of weeks advised leaving them out at night and cleaning them with a soft brush and soap she's thrilled she can eat properly at her granddaughter's christening next week review two weeks",
    expect: {
      CC: "Fit of her new upper and lower complete dentures. She's been managing without since her old set broke last month",
      'MED HX': 'No changes. Diet controlled diabetes. No allergies',
      INTRA: 'Ridges healthy. No ulcers',
      CONSULT:
        "She said they feel huge in her mouth. Explained that's normal for the first couple of weeks. Advised leaving them out at night and cleaning them with a soft brush and soap",
      'TX TODAY': ['Denture fit'],
      TX: [
        'Tried in',
        'Upper retention good',
        'Lower slightly loose but acceptable',
        'Occlusion checked with articulating paper',
        'High spot upper left premolar region relieved',
        'Fitted both dentures',
        'Denture care instructions given',
      ],
      NOTES: "She's thrilled she can eat properly at her granddaughter's christening next week",
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'bl08-uk-asr-palmer-no-section-words-do-composite-ul5-i-mean-articaine-nurse-aside-puppy',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's in for the filling on the upper left five nothing new medically still on omeprazole no allergies upper left five disto occlusal caries quite deep upper left four and upper left six sound la one cartridge lidocaine I mean articaine four percent one in one hundred thousand adrenaline buccal infiltration upper left five rubber dam caries removed um near the pulp so calcium hydroxide liner then vitrebond sectional matrix with ring and wedge etch bond disto occlusal composite upper left five shade a two bite checked polished could you grab me the floss please lovely floss through contact fine he asked if it'll be sensitive told him maybe for a few days to cold he's got a new puppy and hasn't slept all week recall as planned",
    expect: {
      CC: 'Filling on UL5',
      'MED HX': 'Nothing new medically. Still on omeprazole. No allergies',
      DENTAL: [
        ['UL5', 'DO caries quite deep'],
        ['UL4', 'Sound'],
        ['UL6', 'Sound'],
      ],
      CONSULT: "He asked if it'll be sensitive. Told him maybe for a few days to cold",
      'TX TODAY': ['DO composite UL5'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
        'Rubber dam',
        'Caries removed near the pulp',
        'Calcium hydroxide liner',
        'Vitrebond',
        'Sectional matrix with ring and wedge',
        'Etch',
        'Bond',
        'DO composite UL5',
        'Shade A2',
        'Bite checked',
        'Polished',
        'Floss through contact fine',
      ],
      NOTES: "He's got a new puppy and hasn't slept all week",
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'bl09-uk-typed-palmer-rct-stage-2-obturation-ul4-pa-relaxed-crown-prep-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT UL4 stage 2. Asymptomatic since last visit. MH: no change, NKDA. UL4 temp intact, not TTP, no swelling. Pt much more relaxed today. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal infil UL4. RD. Cavit + CaOH removed. B + P canals irrigated NaOCl 3% + EDTA 17%. WL confirmed: B 21 mm / P 21.5 mm. MAC 30/.04 fit. UL4 obturated warm vertical + AH Plus. Cavit + GIC seal. Occlusion reduced. PA: obturation satisfactory, no voids. POIG. Discussed cuspal coverage (onlay or crown) within 3/12, pt will think about cost. NV: crown prep UL4 in 4/52 if pt goes ahead.',
    expect: {
      CC: 'RCT UL4 stage 2. Asymptomatic since last visit',
      'MED HX': 'No change, NKDA',
      DENTAL: [['UL4', 'Temp intact, not TTP, no swelling']],
      RADIO: 'PA: obturation satisfactory, no voids',
      CONSULT: 'Discussed cuspal coverage (onlay or crown) within 3 months, pt will think about cost',
      'TX TODAY': ['Obturation UL4'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL4',
        'RD',
        'Cavit + CaOH removed',
        'B + P canals irrigated NaOCl 3% + EDTA 17%',
        'WL confirmed: B 21 mm / P 21.5 mm',
        'MAC 30/.04 fit',
        'UL4 obturated warm vertical + AH Plus',
        'Cavit + GIC seal',
        'Occlusion reduced',
        'POIG',
      ],
      NOTES: 'Pt much more relaxed today',
      NV: ['Crown prep UL4 in 4 weeks if pt goes ahead'],
    },
  }),
  defineCase({
    id: 'bl10-uk-asr-palmer-dry-socket-ll8-review-alvogyl-sorry-lingually-carer-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "attended four days after extraction of the lower left eight throbbing pain since yesterday and a bad taste ibuprofen and paracetamol not touching it she's a carer and can't really take time off medical history no changes smokes about ten a day no allergies extra oral no swelling no lymphadenopathy intra oral lower left eight socket empty and very tender exposed bone distally sorry lingually lower left seven not tender to percussion diagnosis dry socket no la needed socket irrigated with warm saline alvogyl placed advised warm salt water rinses from tomorrow and no smoking she said she'll try to cut down review in three days or sooner if it gets worse",
    expect: {
      CC: '4 days after extraction of LL8. Throbbing pain since yesterday and a bad taste. Ibuprofen and paracetamol not touching it',
      'MED HX': 'No changes. Smokes about 10 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'LL8 socket empty and very tender. Exposed bone lingually',
      DENTAL: [['LL7', 'Not tender to percussion']],
      DX: ['Dry socket'],
      CONSULT: "Advised warm salt water rinses from tomorrow and no smoking. She said she'll try to cut down",
      TX: ['No LA needed', 'Socket irrigated with warm saline', 'Alvogyl placed'],
      NOTES: "She's a carer and can't really take time off",
      'F/U': 'Review in 3 days or sooner if it gets worse',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal)
  defineCase({
    id: 'bl11-us-asr-periodic-exam-prophy-psr-bwx-sorry-13-bp-new-job-snacking',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and prophy no complaints she started a new job last month and says she's been snacking a lot more med history no changes takes lisinopril no allergies blood pressure one twenty eight over eighty two extraoral within normal limits intraoral soft tissues normal oral cancer screening negative psr two two two two two two light calculus lower anteriors number three mesial occlusal distal amalgam sound number fourteen buccal pit caries number nineteen crown margins intact number thirty distal occlusal composite sound number thirty two missing four bitewings number fourteen sorry number thirteen distal caries into dentin number fourteen buccal pit enamel only diagnosis caries numbers thirteen and fourteen prophy oral hygiene instruction advised cutting down on snacks between meals next visit distal occlusal composite number thirteen and buccal composite number fourteen recall six months",
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX': 'No changes. Takes lisinopril. No allergies. Blood pressure 128/82',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors',
      DENTAL: [
        ['3', 'MOD amalgam sound'],
        ['14', 'B pit caries'],
        ['19', 'Crown margins intact'],
        ['30', 'DO composite sound'],
        ['32', 'Missing'],
      ],
      RADIO: '4 bitewings. #13 distal caries into dentin. #14 buccal pit enamel only',
      DX: ['Caries #13, #14'],
      CONSULT: 'Advised cutting down on snacks between meals',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction'],
      NOTES: "She started a new job last month and says she's been snacking a lot more",
      NV: ['DO composite #13', 'B composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bl12-us-typed-headings-do-amalgam-20-pregnant-numbing-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: filling #20, food catching. Med hx: no changes, NKDA. 24 wks pregnant, OB cleared dental tx. O/E: #20 DO caries, not TTP, normal response to cold. #21 sound. Pt asked if the numbing is safe for the baby; reassured, lidocaine is fine in pregnancy. Tx today: LA 1 carpule lidocaine 2% 1:100,000 epi, L IANB. Isolite. Caries removed, no exposure. Tofflemire + wedge. DO amalgam #20. Carved, occlusion checked. POI given. Pt comfortable, sitting semi-upright throughout. Recall 6 months.',
    expect: {
      CC: 'Filling #20, food catching',
      'MED HX': 'No changes, NKDA. 24 wks pregnant, OB cleared dental tx',
      DENTAL: [
        ['20', 'DO caries, not TTP, normal response to cold'],
        ['21', 'Sound'],
      ],
      CONSULT: 'Pt asked if the numbing is safe for the baby; reassured, lidocaine is fine in pregnancy',
      'TX TODAY': ['DO amalgam #20'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Isolite',
        'Caries removed',
        'No exposure',
        'Tofflemire + wedge',
        'DO amalgam #20',
        'Carved',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: 'Pt comfortable, sitting semi-upright throughout',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bl13-us-asr-rct-30-second-stage-title-from-cc-crown-question-append-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for the second stage of the root canal on number thirty feeling much better since the first stage med history no changes no allergies number thirty temporary intact slightly tender to percussion number twenty nine sound two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam uh temporary removed three canals found working lengths confirmed with the apex locator and a pa cleaned and shaped to size twenty five irrigated with sodium hypochlorite calcium hydroxide placed cotton pellet and cavit he asked if he needs a crown told him yes once the root canal is finished next visit obturation number thirty in two weeks",
    appends: ['add to notes prefers morning appointments because of night shifts'],
    expect: {
      CC: 'Second stage of the root canal on #30. Feeling much better since the first stage',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['30', 'Temporary intact slightly tender to percussion'],
        ['29', 'Sound'],
      ],
      CONSULT: 'He asked if he needs a crown. Told him yes once the root canal is finished',
      'TX TODAY': ['RCT #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Temporary removed',
        '3 canals found',
        'Working lengths confirmed with the apex locator and a PA',
        'Cleaned and shaped to size 25',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cotton pellet and Cavit',
      ],
      NOTES: 'Prefers morning appointments because of night shifts',
      NV: ['Obturation #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bl14-us-typed-implant-consult-19-pano-options-fee-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant consult, missing #19 (extracted 2 yrs ago). Food packing, wants the gap filled. Med hx: type 2 diabetes, A1c 6.8, metformin. Former smoker, quit 5 yrs. NKDA. #19 missing. #18 tipped mesially ~15°. #20 MO composite, sound. PSR 2 2 2 / 2 2 2. Pano: adequate bone height #19 site, ~12 mm to IAN canal. Options: implant, 3-unit bridge #18-#20, RPD, no tx. Discussed risks incl. diabetes and healing, implant fee ~$4,200. Pt leaning toward implant, wants to talk it over with his wife. Plan: CBCT, then implant #19 if pt proceeds. NV: CBCT.',
    expect: {
      CC: 'Implant consult, missing #19 (extracted 2 yrs ago). Food packing, wants the gap filled',
      'MED HX': 'Type 2 diabetes, A1c 6.8, metformin. Former smoker, quit 5 yrs. NKDA',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['19', 'Missing'],
        ['18', 'Tipped mesially ~15°'],
        ['20', 'MO composite, sound'],
      ],
      RADIO: 'Pano: adequate bone height #19 site, ~12 mm to IAN canal',
      CONSULT:
        'Options: implant, 3-unit bridge #18-#20, RPD, no tx. Discussed risks incl. diabetes and healing, implant fee ~$4,200. Pt leaning toward implant, wants to talk it over with his wife',
      'TX PLAN': ['CBCT', 'Implant #19 if pt proceeds'],
      NV: ['CBCT'],
    },
  }),
  defineCase({
    id: 'bl15-us-asr-crown-seat-3-sorry-mesial-contact-m-marginal-ridge-whitening-quote',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'crown seat number three temporary stayed on fine no sensitivity med history no changes no allergies no anesthetic needed temporary removed cement cleaned off crown tried in distal sorry mesial contact heavy adjusted margins checked with an explorer and a bitewing all closed shade looks great she loves it cemented with relyx unicem excess cleaned off floss through both contacts occlusion checked adjusted a slight high spot on the mesial marginal ridge post op instructions given she asked about whitening her lower teeth to match gave her a quote for a take home kit recall in four months for her cleaning',
    expect: {
      CC: 'Crown seat #3. Temporary stayed on fine. No sensitivity',
      'MED HX': 'No changes. No allergies',
      CONSULT: 'She asked about whitening her lower teeth to match. Gave her a quote for a take home kit',
      'TX TODAY': ['Crown fit #3'],
      TX: [
        'No anesthetic needed',
        'Temporary removed',
        'Cement cleaned off',
        'Crown tried in',
        'Mesial contact heavy',
        'Adjusted',
        'Margins checked with an explorer and a bitewing',
        'All closed',
        'Shade looks great',
        'Cemented with RelyX Unicem',
        'Excess cleaned off',
        'Floss through both contacts',
        'Occlusion checked',
        'Adjusted a slight high spot on the M marginal ridge',
        'Post-op instructions given',
      ],
      NOTES: 'She loves it',
      'F/U': 'Recall in 4 months for her cleaning',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric practice (Universal, letters)
  defineCase({
    id: 'bl16-us-asr-peds-4yo-checkup-no-section-words-i-mean-j-gummy-vitamins',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old here for her six month checkup mom and her little brother are with her mom says she's been complaining when she eats ice cream on the lower left healthy no meds allergic to amoxicillin gets a rash soft tissues normal gums a little puffy plaque on the lower front teeth letter k occlusal caries letter l distal caries letter i mesial caries I mean letter j mesial caries letters a b s and t sound two bitewings k into dentin l and j into enamel prophy fluoride varnish brushing instruction with mom she cried a little at first but did great mom asked if it's from the gummy vitamins explained they're sticky and best given with meals next visit occlusal composite letter k recall three months",
    expect: {
      CC: "Her 6 month checkup. Mom says she's been complaining when she eats ice cream on the lower left",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin. Gets a rash',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums a little puffy. Plaque on the lower front teeth',
      DENTAL: [
        ['K', 'O caries'],
        ['L', 'D caries'],
        ['J', 'M caries'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 bitewings. #K into dentin. #L and #J into enamel',
      CONSULT: "Mom asked if it's from the gummy vitamins. Explained they're sticky and best given with meals",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish', 'Brushing instruction with mom'],
      NOTES: '4 year old. Mom and her little brother are with her. She cried a little at first but did great',
      NV: ['O composite #K'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bl17-us-typed-peds-pulpotomy-ssc-k-nitrous-dad-consent-soft-foods',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ dad. Here for pulpotomy + SSC #K per tx plan. Dad reports occasional pain when chewing, no night pain. Med hx: ADHD, methylphenidate. NKDA. #K deep DO caries, no mobility, no swelling. #L O sealant intact. #19 erupting. PA #K: caries approaching pulp, no furcation radiolucency. Dx: reversible pulpitis #K. Dad consented to pulpotomy/SSC, form signed. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100,000 epi, left IANB. N2O/O2 30%. Rubber dam. Caries removed, pulp exposed, coronal pulp amputated, hemostasis in 2 min. Pulpotomy #K w/ MTA. SSC #K size 4, cemented w/ GIC. Occlusion checked. Pt did well. POI to dad. Advised soft foods tonight. Recall 6 months.',
    expect: {
      CC: 'Pulpotomy + SSC #K per tx plan. Dad reports occasional pain when chewing, no night pain',
      'MED HX': 'ADHD, methylphenidate. NKDA',
      DENTAL: [
        ['K', 'Deep DO caries, no mobility, no swelling'],
        ['L', 'O sealant intact'],
        ['19', 'Erupting'],
      ],
      RADIO: 'PA #K: caries approaching pulp, no furcation radiolucency',
      DX: ['Reversible pulpitis #K'],
      CONSULT: 'Advised soft foods tonight',
      CONSENT: 'Dad consented to pulpotomy/SSC, form signed',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'N2O/O2 30%',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Coronal pulp amputated',
        'Hemostasis in 2 min',
        'Pulpotomy #K w/ MTA',
        'SSC #K size 4',
        'Cemented w/ GIC',
        'Occlusion checked',
        'POI to dad',
      ],
      NOTES: '6 y/o w/ dad. Pt did well',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bl18-us-asr-peds-trauma-8-fractured-mi-corner-composite-scooter-soccer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency nine year old fell off his scooter this morning and chipped his top front tooth no head injury no loss of consciousness mom brought him straight from school healthy no allergies tetanus up to date extraoral graze on the chin upper lip swollen intraoral small laceration inside the upper lip no sutures needed number eight fractured mesial incisal corner into dentin no pulp exposure not mobile sensitive to air number nine sound letter c mobile about to come out pa of eight and nine no root fracture open apices diagnosis uncomplicated crown fracture number eight no anesthetic dentin covered with glass ionomer mesial incisal composite number eight shade a one he was so brave mom asked if he can still play soccer on saturday told her yes with a mouthguard soft diet for a few days review in two weeks with a vitality test',
    expect: {
      CC: 'Emergency. Fell off his scooter this morning and chipped his top front tooth. No head injury. No loss of consciousness',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Graze on the chin. Upper lip swollen',
      INTRA: 'Small laceration inside the upper lip. No sutures needed',
      DENTAL: [
        ['8', 'Fractured MI corner into dentin no pulp exposure not mobile sensitive to air', 'MI corner'],
        ['9', 'Sound'],
        ['C', 'Mobile about to come out'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture. Open apices',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT:
        'Mom asked if he can still play soccer on Saturday. Told her yes with a mouthguard. Soft diet for a few days',
      'TX TODAY': ['MI composite #8'],
      TX: ['No anesthetic', 'Dentin covered with glass ionomer', 'MI composite #8', 'Shade A1'],
      NOTES: '9 year old. Mom brought him straight from school. He was so brave',
      'F/U': 'Review in 2 weeks with a vitality test',
    },
  }),
  defineCase({
    id: 'bl19-us-typed-peds-extraction-s-grandma-phone-consent-space-maintainer-tooth-fairy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ grandma. Here for ext #S per tx plan. Mom consented by phone, signed form on file. Med hx: healthy, NKDA. #S grossly decayed, mobile, buccal swelling resolved on amoxicillin. #T SSC intact. #30 erupted, sound. PA #S: furcation radiolucency, #28 developing below. Dx: non-restorable #S. Topical. LA 1 carpule lidocaine 2% 1:100,000 epi, right IANB. Ext #S w/ forceps, tooth out intact, roots partially resorbed. Gauze pressure, hemostasis achieved. POI to grandma. Discussed space maintainer, grandma will check with mom. Pt asked if the tooth fairy still comes when the dentist takes it out; told him yes. Plan: band and loop #T if mom agrees. Recall 6 months.',
    expect: {
      CC: 'Ext #S per tx plan',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['S', 'Grossly decayed, mobile, buccal swelling resolved on amoxicillin'],
        ['T', 'SSC intact'],
        ['30', 'Erupted, sound'],
      ],
      RADIO: 'PA #S: furcation radiolucency, #28 developing below',
      DX: ['Non-restorable #S'],
      CONSULT:
        'Discussed space maintainer, grandma will check with mom. Pt asked if the tooth fairy still comes when the dentist takes it out; told him yes',
      CONSENT: 'Mom consented by phone, signed form on file',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Ext #S w/ forceps',
        'Tooth out intact',
        'Roots partially resorbed',
        'Gauze pressure',
        'Hemostasis achieved',
        'POI to grandma',
      ],
      'TX PLAN': ['Band and loop #T if mom agrees'],
      NOTES: '8 y/o w/ grandma',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bl20-us-typed-peds-10yo-recall-sealant-19-class-ii-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall, 10 y/o w/ mom. No concerns. Med hx: asthma, albuterol PRN, NKDA. EO: WNL. IO: WNL. Crowding lower incisors, Class II div 1, OJ 7 mm. Gingivitis lower anteriors, moderate plaque. #K and #T mobile. #20 and #29 erupting. #3, #14, #30 sealants intact. #19 sealant partially lost. 2 BWX: no caries. Prophy, fluoride varnish, OHI w/ disclosing. Fissure sealant placed #19. Discussed ortho eval, mom agrees. Mom asked if he needs braces now; explained the orthodontist will advise on timing. Referral to ortho. Recall 6 months.',
    expect: {
      CC: 'Recall. No concerns',
      'MED HX': 'Asthma, albuterol PRN, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL. Crowding lower incisors, Class II div 1, OJ 7 mm',
      PERIO: 'Gingivitis lower anteriors, moderate plaque',
      DENTAL: [
        ['K', 'Mobile'],
        ['T', 'Mobile'],
        ['20', 'Erupting'],
        ['29', 'Erupting'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['19', 'Sealant partially lost'],
      ],
      RADIO: '2 BWX: no caries',
      CONSULT:
        'Discussed ortho eval, mom agrees. Mom asked if he needs braces now; explained the orthodontist will advise on timing',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI', 'Fissure sealant #19'],
      TX: ['Prophy', 'Fluoride varnish', 'OHI w/ disclosing', 'Fissure sealant placed #19'],
      'TX PLAN': ['Referral to ortho'],
      NOTES: '10 y/o w/ mom',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist-therapist (FDI)
  defineCase({
    id: 'bl21-uk-typed-fdi-hygienist-direct-access-pmpr-ex-smoker-36-overhang',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene appt, direct access. C/O: gums bleeding more since quitting smoking 2/12 ago. MH: no change, NKDA. Ex-smoker (quit 2/12, 20/day before), now vapes. Perio: BPE 3 2 3 / 3 2 3. BOP 35%, plaque score 48%. 4-5 mm pockets 16, 17, 26, 46 interproximal. Subgingival calculus. O/E: 36 DO amalgam with D overhang, plaque trap. Dx: generalised periodontitis stage II grade B. Explained bleeding often increases for a while after stopping smoking. Tx today: PMPR full mouth with ultrasonic + hand scalers. OHI with TePe 1 + 3 and modified Bass technique. Pt very motivated. Plan: 6PPC at re-eval, dentist to check 36 overhang. RV 3/12.',
    expect: {
      CC: 'Hygiene appt, direct access. Gums bleeding more since quitting smoking 2 months ago',
      'MED HX': 'No change, NKDA. Ex-smoker (quit 2 months, 20/day before), now vapes',
      PERIO:
        'BPE 3 2 3 / 3 2 3. BOP 35%, plaque score 48%. 4-5 mm pockets 16, 17, 26, 46 interproximal. Subgingival calculus',
      DENTAL: [['36', 'DO amalgam with D overhang, plaque trap']],
      DX: ['Generalised periodontitis stage II grade B'],
      CONSULT: 'Explained bleeding often increases for a while after stopping smoking',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['PMPR full mouth with ultrasonic + hand scalers', 'OHI with TePe 1 + 3 and modified Bass technique'],
      'TX PLAN': ['6PPC at re-eval', 'Dentist to check 36 overhang'],
      NOTES: 'Pt very motivated',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'bl22-uk-asr-fdi-therapist-child-fissure-sealants-prescribed-i-mean-84-d-caries-juice',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old attended with her dad for fissure sealants on the six year molars as prescribed by the dentist she's just started swimming lessons and is very chatty medical history fit and well no allergies soft tissues healthy plaque on the upper molars one six two six three six and four six fully erupted deep fissures no caries five five occlusal gic intact eight four mesial I mean distal caries small fissure sealants one six two six three six and four six with cotton wool rolls and dry guards fluoride varnish applied toothbrushing instruction with dad using a disclosing tablet advised no fizzy drinks between meals she said she only has juice at the weekend recall as per the dentist",
    expect: {
      CC: 'Fissure sealants on the 6 year molars as prescribed by the dentist',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the upper molars',
      DENTAL: [
        ['16', 'Fully erupted deep fissures no caries'],
        ['26', 'Fully erupted deep fissures no caries'],
        ['36', 'Fully erupted deep fissures no caries'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['55', 'O GIC intact'],
        ['84', 'D caries small'],
      ],
      CONSULT: 'Advised no fizzy drinks between meals. She said she only has juice at the weekend',
      'TX TODAY': ['Fissure sealants 16, 26, 36, 46', 'Fluoride varnish'],
      TX: [
        'Fissure sealants 16, 26, 36, 46 with cotton wool rolls and dry guards',
        'Fluoride varnish applied',
        'Toothbrushing instruction with dad using a disclosing tablet',
      ],
      NOTES: "7 year old attended with her dad. She's just started swimming lessons and is very chatty",
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'bl23-uk-typed-fdi-therapist-b-composite-33-34-abrasion-prescribed-choir',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for B comp 33, 34 as per dentist's prescription. Sensitive when brushing and with cold. MH: no change, amlodipine, NKDA. 33, 34 B abrasion cavities ~1.5 mm deep, sensitive to air. 35 B abfraction, shallow. Pt asked why it happened: explained toothbrush abrasion, she admits brushing hard. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr, buccal infil 34. Cotton rolls, retraction cord. Cleaned w/ pumice, etch, bond. B comp 33, 34, shade A3.5. Polished. Advised soft brush, less pressure, low-abrasion toothpaste. Pt singing in a choir concert tonight. Recall 6/12 with dentist.",
    expect: {
      CC: "B comp 33, 34 as per dentist's prescription. Sensitive when brushing and with cold",
      'MED HX': 'No change, amlodipine, NKDA',
      DENTAL: [
        ['33', 'B abrasion cavities ~1.5 mm deep, sensitive to air'],
        ['34', 'B abrasion cavities ~1.5 mm deep, sensitive to air'],
        ['35', 'B abfraction, shallow'],
      ],
      CONSULT:
        'Pt asked why it happened: explained toothbrush abrasion, she admits brushing hard. Advised soft brush, less pressure, low-abrasion toothpaste',
      'TX TODAY': ['B composite 33, 34'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 34',
        'Cotton rolls',
        'Retraction cord',
        'Cleaned w/ pumice',
        'Etch',
        'Bond',
        'B comp 33, 34',
        'Shade A3.5',
        'Polished',
      ],
      NOTES: 'Pt singing in a choir concert tonight',
      'F/U': 'Recall 6 months with dentist',
    },
  }),
  defineCase({
    id: 'bl24-uk-asr-fdi-therapist-second-rsd-ul-ll-sorry-palatal-36-mobility-appends',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd visit upper left and lower left he says the right side feels much tighter and bleeds less medical history no changes still on metformin no allergies bpe four three four four three four bleeding on probing upper left thirty percent furcation involvement buccal of two seven three six grade one mobility la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration upper left sorry buccal and palatal infiltration upper left and id block left rsd upper left and lower left with ultrasonic and gracey curettes oral hygiene instruction reinforced he asked if he'll lose the wobbly tooth told him it should firm up as the gums heal review six weeks for reassessment",
    appends: [
      'add to treatment chlorhexidine gel to two seven furcation',
      "add to notes he's off to his daughter's wedding in france next month",
    ],
    expect: {
      CC: 'Second RSD visit upper left and lower left. He says the right side feels much tighter and bleeds less',
      'MED HX': 'No changes. Still on metformin. No allergies',
      PERIO: 'BPE 4 3 4 / 4 3 4. Bleeding on probing upper left 30%. Furcation involvement buccal of 27',
      DENTAL: [['36', 'Grade 1 mobility']],
      CONSULT: "He asked if he'll lose the wobbly tooth. Told him it should firm up as the gums heal",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left + IDB left',
        'RSD upper left and lower left with ultrasonic and Gracey curettes',
        'Oral hygiene instruction reinforced',
        'Chlorhexidine gel to 27 furcation',
      ],
      NOTES: "He's off to his daughter's wedding in France next month",
      'F/U': 'Review 6 weeks for reassessment',
    },
  }),
  defineCase({
    id: 'bl25-uk-typed-fdi-hygienist-short-review-after-s-and-p-bleeding-improved',
    style: 'UK',
    asr: false,
    transcript:
      'Review 6/52 post S&P re bleeding gums. Bleeding much improved, using TePes daily. MH: no change. BPE 1 1 1 / 1 1 1, BOP 8%. Reinforced OHI. Pt delighted. Recall 6/12.',
    expect: {
      CC: 'Review 6 weeks post S&P re bleeding gums. Bleeding much improved, using TePes daily',
      'MED HX': 'No change',
      PERIO: 'BPE 1 1 1 / 1 1 1, BOP 8%',
      'TX TODAY': ['OHI'],
      TX: ['Reinforced OHI'],
      NOTES: 'Pt delighted',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US periodontist (Universal)
  defineCase({
    id: 'bl26-us-typed-perio-new-patient-consult-stage-iii-grade-c-24-25-mobility-plan-srp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient, referred by her general dentist for bone loss on x-rays. Pt has noticed gums receding and lower front teeth feel loose. Med hx: type 2 diabetes (A1c 7.9), hypertension on losartan, NKDA. Smokes 1 ppd x 20 yrs. Father lost his teeth in his 40s. EO: WNL. IO: tongue and floor of mouth normal. Perio exam: generalized 4-6 mm PD, localized 7-8 mm #3, #14, #19 interproximal. BOP 55%. Recession 2-4 mm lower anteriors. Class II furcation #3 buccal. #24 and #25 Class II mobility. #19 MO composite, recurrent M caries. #30 missing. FMX: generalized horizontal bone loss 30-40%, vertical defect #19 M. Dx: generalized periodontitis stage III grade C. Discussed diagnosis, smoking and diabetes as risk factors, options for #24, #25 (SRP and splinting vs extraction). Pt wants to try to save them. Smoking cessation advice given, pt interested. Plan: SRP 4 quads, then re-eval 6 wks, letter to PCP re A1c. NV: SRP UR + LR.',
    expect: {
      CC: 'New patient, referred by her general dentist for bone loss on x-rays. Pt has noticed gums receding and lower front teeth feel loose',
      'MED HX':
        'Type 2 diabetes (A1c 7.9), hypertension on losartan, NKDA. Smokes 1 ppd x 20 yrs. Father lost his teeth in his 40s',
      EXTRA: 'WNL',
      INTRA: 'Tongue and floor of mouth normal',
      PERIO:
        'Generalized 4-6 mm PD, localized 7-8 mm #3, #14, #19 interproximal. BOP 55%. Recession 2-4 mm lower anteriors. Class II furcation #3 buccal',
      DENTAL: [
        ['24', 'Class II mobility'],
        ['25', 'Class II mobility'],
        ['19', 'MO composite, recurrent M caries'],
        ['30', 'Missing'],
      ],
      RADIO: 'FMX: generalized horizontal bone loss 30-40%, vertical defect #19 M',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT:
        'Discussed diagnosis, smoking and diabetes as risk factors, options for #24, #25 (SRP and splinting vs extraction). Pt wants to try to save them. Smoking cessation advice given, pt interested',
      'TX PLAN': ['SRP 4 quads', 'Re-eval 6 wks', 'Letter to PCP re A1c'],
      NV: ['SRP UR + LR'],
    },
  }),
  defineCase({
    id: 'bl27-us-asr-perio-srp-ul-ll-no-wait-15-open-margin-arestin-peridex-gym',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for scaling and root planing upper right and lower right no wait upper left and lower left he says he's been using the interdental brushes every night med history no changes takes losartan and metformin no allergies blood pressure one thirty eight over eighty six number fifteen mesial occlusal composite open margin food trap pointed it out to him he'll mention it to his dentist two carpules lidocaine two percent one to one hundred thousand epi left ianb one carpule articaine four percent one to one hundred thousand epi buccal infiltration upper left scaling and root planing upper left and lower left with the cavitron and hand instruments arestin placed in the seven millimeter pocket distal of fourteen post op instructions given rx peridex rinse twice a day for two weeks he asked if he can go to the gym tonight told him sure next visit reassessment in six weeks",
    expect: {
      CC: "Scaling and root planing upper left and lower left. He says he's been using the interdental brushes every night",
      'MED HX': 'No changes. Takes losartan and metformin. No allergies. Blood pressure 138/86',
      DENTAL: [['15', 'MO composite open margin food trap']],
      CONSULT:
        "Pointed it out to him. He'll mention it to his dentist. He asked if he can go to the gym tonight. Told him sure",
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper left',
        'Scaling and root planing upper left and lower left with the Cavitron and hand instruments',
        'Arestin placed in the 7 mm pocket distal of #14',
        'Post-op instructions given',
        'Rx Peridex rinse twice a day for 2 weeks',
      ],
      NV: ['Reassessment in 6 weeks'],
    },
  }),
  defineCase({
    id: 'bl28-us-typed-perio-maintenance-eliquis-varnish-29-30-19-open-margin-retiring',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '3-month perio maintenance. Pt reports sensitivity LR with cold drinks, otherwise no concerns. Med hx: updated, started Eliquis for AFib since last visit, NKDA. EO: WNL. IO: WNL. Perio exam: PD mostly 2-4 mm, 5 mm #30 DB (stable), BOP 10%. Light supra calculus. Recession 2 mm #29, #30 B. #29, #30 sensitive to air, no caries. #19 crown, D margin open, explorer catches. Tx today: periodontal maintenance full mouth w/ ultrasonic, bleeding minimal despite Eliquis. Fluoride varnish #29, #30. OHI. Rec Sensodyne; advised seeing general dentist re #19 margin. Pt retiring next month, planning lots of travel. NV: perio maintenance in 3 months.',
    expect: {
      CC: '3-month perio maintenance. Pt reports sensitivity LR with cold drinks, otherwise no concerns',
      'MED HX': 'Updated, started Eliquis for AFib since last visit, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PD mostly 2-4 mm, 5 mm #30 DB (stable), BOP 10%. Light supra calculus. Recession 2 mm #29, #30 B',
      DENTAL: [
        ['29', 'Sensitive to air, no caries'],
        ['30', 'Sensitive to air, no caries'],
        ['19', 'Crown, D margin open, explorer catches'],
      ],
      CONSULT: 'Rec Sensodyne; advised seeing general dentist re #19 margin',
      'TX TODAY': ['Periodontal maintenance', 'Fluoride varnish #29, #30', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth w/ ultrasonic',
        'Bleeding minimal despite Eliquis',
        'Fluoride varnish #29, #30',
        'OHI',
      ],
      NOTES: 'Pt retiring next month, planning lots of travel',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'bl29-us-asr-perio-emergency-abscess-14-sorry-articaine-irrigation-srp-flight-attendant',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency she's got a painful swelling on the gum upper left started three days ago salty taste she's a flight attendant flying out on thursday med history no changes allergic to penicillin it gives her hives extraoral no facial swelling no lymphadenopathy intraoral fluctuant swelling buccal gingiva by number fourteen eight millimeter pocket mesiobuccal of fourteen with pus on probing number fourteen responds to cold not tender to percussion pa of fourteen vertical bone loss mesially no periapical lesion diagnosis periodontal abscess number fourteen one carpule lidocaine two percent sorry articaine four percent one to one hundred thousand epi buccal infiltration upper left drained through the pocket irrigated with chlorhexidine scaling and root planing number fourteen rx clindamycin three hundred milligrams three times a day for seven days advised warm salt water rinses she asked if she'll lose the tooth told her the outlook is guarded but we'll try review in one week",
    expect: {
      CC: "Emergency. She's got a painful swelling on the gum upper left. Started 3 days ago. Salty taste",
      'MED HX': 'No changes. Allergic to penicillin. It gives her hives',
      EXTRA: 'No facial swelling. No lymphadenopathy',
      INTRA: 'Fluctuant swelling buccal gingiva by #14',
      PERIO: '8 mm pocket MB of #14 with pus on probing',
      DENTAL: [['14', 'Responds to cold not tender to percussion']],
      RADIO: 'PA of #14 vertical bone loss mesially. No periapical lesion',
      DX: ['Periodontal abscess #14'],
      CONSULT:
        "Advised warm salt water rinses. She asked if she'll lose the tooth. Told her the outlook is guarded but we'll try",
      'TX TODAY': ['Irrigation', 'SRP #14'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper left',
        'Drained through the pocket',
        'Irrigated with chlorhexidine',
        'Scaling and root planing #14',
        'Rx clindamycin 300 mg 3 times a day for 7 days',
      ],
      NOTES: "She's a flight attendant flying out on Thursday",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bl30-us-typed-perio-graft-review-24-donor-site-sutures-removed-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "2 wk post-op, free gingival graft #24 (palatal donor). Pt reports mild palatal soreness, finished ibuprofen, no bleeding. Pt's daughter drove her today. Med hx: no changes. Graft site #24 pink, well adapted, ~90% take. Palatal donor site epithelializing, stent worn as instructed. Sutures removed. Advised no brushing graft site x 2 more wks, continue Peridex. Pt asked when she can eat crunchy food: 2 more weeks. NV: 6 wk post-op check.",
    expect: {
      CC: '2 wk post-op, free gingival graft #24 (palatal donor). Pt reports mild palatal soreness, finished ibuprofen, no bleeding',
      'MED HX': 'No changes',
      INTRA:
        'Graft site #24 pink, well adapted, ~90% take. Palatal donor site epithelializing, stent worn as instructed',
      CONSULT:
        'Advised no brushing graft site x 2 more wks, continue Peridex. Pt asked when she can eat crunchy food: 2 more weeks',
      TX: ['Sutures removed'],
      NOTES: "Pt's daughter drove her today",
      NV: ['6 wk post-op check'],
    },
  }),
];
