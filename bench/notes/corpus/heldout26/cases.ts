// The twenty-sixth held-out split (ids h26-01–h26-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is a Wednesday at two rural practices, one in the UK and one in the US, six clinicians and six visits each, whatever
// came in: farmers, ranchers and retirees, children brought in by parents and grandparents, check-ups with charting and
// radiographs, emergencies (toothache, pericoronitis, a dry socket, a calf's kick that knocked a tooth out, a bike fall in
// the farmyard, a football helmet), fillings, root canals, extractions, dentures, hygiene visits, reviews and
// consultations, with patients' remarks and questions, nurse asides, self-corrections ("sorry", "scratch that") and
// fillers in the recogniser-style ones. Six clinicians:
//   h26-01–h26-06 a UK dentist (FDI, all recogniser-style): a smoker's check-up with charting, bitewings and Duraphat on an
//     abraded premolar ("three five sorry three four"), an emergency extirpation on a dairy farmer ("Cavit sorry
//     Kalzinol"), a DO composite for a lady on warfarin with a nurse aside (appended dictation), an extraction of retained
//     roots taking its title from the CC ("scratch that" on the suture), a denture consultation with stomatitis, miconazole
//     and primary impressions, a child's fractured incisor after a bike fall restored with an MI composite;
//   h26-07–h26-12 a UK dentist typing Palmer shorthand (Palmer, typed UR6 style): a recall exam with charting, BWs and a
//     treatment plan deferred until after lambing, an emergency pericoronitis LR8 with irrigation and metronidazole, an
//     obturation LL6 with a crown quote, a PFM crown fit UR1 taking its title from the CC (appended dictation), an XLA
//     UL7 on apixaban, a six-year-old's first visit with primary-tooth charting (ULA, LLE, LRE, LLD) and Duraphat;
//   h26-13–h26-18 a UK hygienist (FDI; h26-13, h26-15, h26-17 recogniser-style, h26-14, h26-16, h26-18 typed): a pipe
//     smoker's scale and polish with air polishing, RSD of the lower quadrants with arthritis in the hands, a periodontal
//     review with "scratch that" on a mobility, a twelve-year-old's fissure sealants and varnish on the dentist's
//     prescription, an eighty-four-year-old's root caries and partial denture clean (appended dictation), a pregnancy
//     gingivitis visit;
//   h26-19–h26-24 a US dentist (Universal, all recogniser-style): a rancher's comprehensive new-patient exam with FMX,
//     tobacco pouch keratosis and a treatment plan, a dry socket dressed with Alvogyl with a nurse aside (no title), a
//     crown prep #19 with a corrected shade, a single-visit root canal #9 on warfarin, two composites with "scratch that"
//     on the shade (appended dictation), a lower partial denture delivered with a nurse aside;
//   h26-25–h26-30 a US dentist typing full sentences (Universal): a periodic exam with dry mouth and root caries, an
//     avulsed #9 replanted and splinted after a calf's kick, an MO composite under nitrous oxide for an anxious patient,
//     an implant consultation with a CBCT (appended dictation), a surgical extraction #31 with a fractured root tip, a
//     night guard delivery during harvest;
//   h26-31–h26-36 a US pediatric dentist (Universal with letters for primary teeth; h26-31, h26-33, h26-35
//     recogniser-style, h26-32, h26-34, h26-36 typed): a six-year-old's recall with bitewings and a question about MIH,
//     a pulpotomy and SSC #S under nitrous oxide, an extraction of abscessed #K with grandpa (appended dictation), a
//     teenager's football trauma with an MI composite and mouthguard impression, a three-year-old's SDF recheck with an
//     occlusal GIC, an autistic nine-year-old's desensitization visit with a referral for care under GA.
// UK 18 (FDI 12, Palmer 6), US 18 (Universal, primary letters in h26-31–h26-36); 18 recogniser-style (lower case, number
// words, no punctuation, fillers) and 18 typed (Palmer shorthand, terse hygiene and pediatric shorthand, full sentences in
// h26-25–h26-30); six cases with appended dictation (h26-03 "add to chart …" / "change six months to nine months";
// h26-10 "Add to treatment: …" / "Change 6/12 to 9/12."; h26-17 "add to chart …" / "add to notes …"; h26-23 "add to notes
// …" / "next visit …"; h26-28 "Add to notes: …" / "Next visit: …"; h26-33 "add to notes …" / "add to treatment …").
// DENTAL in 33 cases (not h26-13, h26-14, h26-18).
//
// Judgement calls where the contract was silent:
// - Age, who came with the patient, occupation and personal remarks ("he's a rancher", "her daughter drove her in from
//   the farm", "she brought us a dozen eggs from the farm", "he has to be back for the afternoon milking"), anxiety and
//   behaviour ("she is very anxious", "she screamed through the exam but settled", "exam w/ mirror only, ~60% seen") are
//   NOTES (as more58). Questions and answers, advice, risks explained, fees, insurance, the patient's decision and
//   requests ("She asked for nitrous oxide", "Pt wants to wait until lambing is over for the filling") are CONSULT, as is
//   smoking cessation advice and "showed him how to …" (as more56 bf20). Nurse asides are dropped entirely (as more58).
// - Smoking, chewing tobacco, blood pressure, INR and tetanus status are MED HX; a child's "healthy no meds no allergies"
//   with no header is MED HX (as more58 bh19).
// - Tooth-first mobility and furcation ("one six no mobility", "four six furcation grade one", "numbers twenty three and
//   twenty four class two mobility") are chart entries (as more58 bh17); pockets, calculus, plaque, BOP and gingivitis
//   are PERIO, also "gingiva around UR1 slightly inflamed" and "there is an 8 mm pocket on the distal of #31" (as more56).
// - Regional findings with no tooth of their own are INTRA: tobacco staining on the lower anteriors, plaque on a denture,
//   lingual tori, "knee to knee exam"; a socket ("#17 socket empty", "#9 socket has a clot"), the ridge at #19 and a
//   parulis "buccal to #K" are INTRA with no chart entry (rule 7, as more58 bh11).
// - "incisal wear" is "I wear" (rule 4, wear); "incisal edge(s)" stays in words; sealants are not in the rule 4 list, so a
//   spoken "occlusal sealant" stays in words (as more58 bh05), a typed "O sealant" stays as typed.
// - Fracture: "fractured mesial incisal corner" → fracture "MI corner"; "fractured MO amalgam" → fracture "MO amalgam";
//   "chipped" gives none (as more58 bh18); a root tip that fractured during the extraction is a TX step.
// - The connecting word before a tooth in list items goes, also "of" and "to" ("avulsion of #9" → "Avulsion #9", "a
//   surgical extraction of #31 was completed" → "Surgical extraction #31 was completed", "fluoride varnish applied to
//   three three and four four" → "Fluoride varnish applied 33, 44"); "from #7 to #11", "to 47 pocket" and "around 47"
//   name places and stay. Text fields keep "and" between teeth ("replacing #19 and #30").
// - Titles: an extraction whose steps are only "roots sectioned … elevated and removed" takes "Extraction 36" from the
//   CC; a crown fit whose step is "Cemented w/ Fuji Plus" takes "Crown fit UR1" from the CC (as more58 bh03); a dry
//   socket dressing has no title (socket irrigation, and the CC's extraction was done before); "Irrigated under operculum"
//   is "Irrigation" with no tooth (none in its item); canal irrigation is no title; replantation is no title, the
//   flexible splint "from #7 to #11" is "Splint #7 to #11"; "lower partial denture seated fully" is "Denture fit" and the
//   relief at delivery no Denture adjustment (as more56); the night guard tried in and adjusted is "Night guard"; a
//   single-visit root canal whose step says "obturated" is "Obturation #9" (as more56); "final impression" →
//   "Impression" (singular as said), "primary impressions" → "Impressions", "upper impression in alginate for a custom
//   mouthguard" → "Impression"; "#30 was restored with an MO composite" → "MO composite #30"; "occlusal glass ionomer
//   letter k" → "O GIC #K"; "silver diamine fluoride reapplied e and f" → "SDF #E, #F"; "supragingival scale and polish"
//   → "Scale and polish"; "RSD LL + LR" → "RSD" (quadrants are no teeth, as more58); TBI, air polishing, nitrous oxide,
//   Alvogyl, core buildup, denture cleaning and a prescription are steps with no title.
// - Typed shorthand stays as typed in TX, DENTAL and CC ("MOD am sound", "S&P", "POIG", "FS 37, 47 (Clinpro) …", "FV
//   22,600 ppm applied"); TX PLAN and NV use the table names ("DO comp LL7" → "DO composite LL7", "root canal #9" → "RCT
//   #9", "crown seat nineteen" → "Crown fit #19", "scaling and root planing" → "SRP").
// - A referral for care elsewhere (under GA at the children's hospital) is TX PLAN; an explained possible referral ("explained
//   referral for removal if it keeps flaring up") stays CONSULT.
// - "Follow up on the white patch in 2 weeks", "see her back in 3 days …", "suture check in 1 week", "recheck vitality 4
//   weeks", "Review after GA" and "Recall 6 months w/ BWs" are F/U; "next visit check healing in six months" is NV as said.
// - "BWs not possible, pt would not tolerate" and "Unable to take radiographs" are RADIO; a post-op PA with its report is
//   RADIO (as more56); master cones checked with a PA stay in their step.
// - In recogniser-style text fields a new clause starts a new sentence, clauses joined by "and" stay one sentence, and
//   "now" opening a clause goes ("now he has a pimple on the gum" → "He has a pimple on the gum above it"); two diagnoses
//   run together without a word between are two DX items.
// - Appends: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at
//   the end, "next visit …" adds an NV item, "change X to Y" edits the one place X is said (as more56 / more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout26Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist (FDI, recogniser-style)
  defineCase({
    id: 'h26-01-uk-asr-fdi-check-up-smoker-chart-bitewings-34-abrasion-sorry-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's in for his check up says everything's fine apart from a bit of sensitivity lower left with cold drinks medical history no changes takes amlodipine and atorvastatin no allergies smokes about ten a day extra oral nad intra oral nad um bpe two two two three two two charting one seven and one six mesial occlusal amalgams sound two six crown three five sorry three four buccal cervical abrasion sensitive to air three six disto occlusal composite sound four six missing can you pop the bitewing holders out for me thanks bitewings taken both sides grade one no caries slight bone loss lower molars diagnosis sensitivity three four due to abrasion scale and polish duraphat varnish applied three four ohi smoking cessation advice he said maybe after harvest recall six months",
    expect: {
      CC: "His check up. Says everything's fine apart from a bit of sensitivity lower left with cold drinks",
      'MED HX': 'No changes. Takes amlodipine and atorvastatin. No allergies. Smokes about 10 a day',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['17', 'MO amalgams sound'],
        ['16', 'MO amalgams sound'],
        ['26', 'Crown'],
        ['34', 'B cervical abrasion sensitive to air'],
        ['36', 'DO composite sound'],
        ['46', 'Missing'],
      ],
      RADIO: 'Bitewings taken both sides grade 1. No caries. Slight bone loss lower molars',
      DX: ['Sensitivity 34 due to abrasion'],
      CONSULT: 'Smoking cessation advice. He said maybe after harvest',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 34', 'OHI'],
      TX: ['Scale and polish', 'Duraphat varnish applied 34', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h26-02-uk-asr-fdi-emergency-dairy-farmer-extirpation-47-cavit-sorry-kalzinol',
    style: 'UK',
    asr: true,
    transcript:
      "emergency toothache lower right since the weekend it's been throbbing and kept him up all night painkillers aren't touching it medical history no changes no medication allergic to penicillin extra oral no swelling intra oral soft tissues healthy four seven large disto occlusal caries lingering pain to cold tender to percussion four six mesial occlusal amalgam sound four eight partially erupted pa four seven deep caries approaching the pulp no periapical changes er diagnosis irreversible pulpitis four seven explained the options root canal or extraction he wants to keep it verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block right plus buccal infiltration four seven rubber dam access pulp extirpated four seven canals irrigated with sodium hypochlorite ledermix and cavit sorry ledermix and kalzinol occlusion relieved post op instructions given he has to be back for the afternoon milking next visit complete root canal four seven in two weeks",
    expect: {
      CC: "Emergency. Toothache lower right since the weekend. It's been throbbing and kept him up all night. Painkillers aren't touching it",
      'MED HX': 'No changes. No medication. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['47', 'Large DO caries lingering pain to cold tender to percussion'],
        ['46', 'MO amalgam sound'],
        ['48', 'Partially erupted'],
      ],
      RADIO: 'PA 47 deep caries approaching the pulp. No periapical changes',
      DX: ['Irreversible pulpitis 47'],
      CONSULT: 'Explained the options root canal or extraction. He wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 47'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 47',
        'Rubber dam',
        'Access',
        'Pulp extirpated 47',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Kalzinol',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NOTES: 'He has to be back for the afternoon milking',
      NV: ['Complete RCT 47 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h26-03-uk-asr-fdi-do-composite-15-warfarin-nurse-aside-appends-chart-change-recall',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the filling on one five medical history no changes she's on warfarin for her af inr two point four yesterday no allergies one five disto occlusal caries not tender one four mesial occlusal composite sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration one five cotton wool rolls and dry guard caries removed dentine firm could I have the wedges please thanks sectional matrix and wedge etched bonded disto occlusal composite one five shade a three cured checked the bite high spot adjusted polished post op instructions given she asked if she can have her lunch told her wait till the numbness wears off recall six months",
    appends: ['add to chart one six occlusal amalgam sound', 'change six months to nine months'],
    expect: {
      CC: 'Filling on 15',
      'MED HX': "No changes. She's on warfarin for her AF. INR 2.4 yesterday. No allergies",
      DENTAL: [
        ['15', 'DO caries not tender'],
        ['14', 'MO composite sound'],
        ['16', 'O amalgam sound'],
      ],
      CONSULT: 'She asked if she can have her lunch. Told her wait till the numbness wears off',
      'TX TODAY': ['DO composite 15'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 15',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite 15',
        'Shade A3',
        'Cured',
        'Checked the bite',
        'High spot adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h26-04-uk-asr-fdi-extraction-36-roots-title-from-cc-couplands-scratch-that-tractor',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the extraction of three six as planned medical history no changes takes aspirin seventy five milligrams and bisoprolol no allergies blood pressure one forty two over eighty eight intra oral soft tissues healthy three six retained roots no swelling not mobile three seven disto occlusal amalgam sound risks explained including dry socket and damage to the filling next door verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left plus buccal infiltration three six roots sectioned with a fissure bur elevated and removed with luxators sorry with couplands roots complete socket irrigated with saline single three oh vicryl rapide suture scratch that single four oh vicryl rapide suture haemostasis achieved post op instructions verbal and written he asked if he can get back on the tractor this afternoon told him yes but no heavy lifting till tomorrow review in a week if any problems",
    expect: {
      CC: 'Extraction of 36 as planned',
      'MED HX': 'No changes. Takes aspirin 75 mg and bisoprolol. No allergies. Blood pressure 142/88',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Retained roots no swelling not mobile'],
        ['37', 'DO amalgam sound'],
      ],
      CONSULT:
        'Risks explained including dry socket and damage to the filling next door. He asked if he can get back on the tractor this afternoon. Told him yes but no heavy lifting till tomorrow',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36',
        'Roots sectioned with a fissure bur',
        'Elevated and removed with Couplands',
        'Roots complete',
        'Socket irrigated with saline',
        'Single 4-0 Vicryl Rapide suture',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Review in a week if any problems',
    },
  }),
  defineCase({
    id: 'h26-05-uk-asr-fdi-old-dentures-stomatitis-miconazole-primary-impressions-nhs-band-3',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because her dentures are fifteen years old the top one's loose and the bottom one clicks when she talks medical history no changes type two diabetes diet controlled osteoarthritis takes paracetamol no allergies extra oral angular cheilitis both corners of the mouth intra oral upper ridge well formed lower ridge resorbed denture stomatitis under the upper three three incisal wear no caries four three sound diagnosis denture stomatitis and angular cheilitis discussed a new upper complete and lower partial denture on the nhs band three she'd like to go ahead advised leave the upper out at night and brush the palate prescribed miconazole oral gel four times a day for seven days primary impressions upper and lower in alginate could you mix the alginate for me thanks her daughter drove her in from the farm next visit secondary impressions in two weeks",
    expect: {
      CC: "Her dentures are 15 years old. Top one's loose and the bottom one clicks when she talks",
      'MED HX': 'No changes. Type 2 diabetes diet controlled. Osteoarthritis. Takes paracetamol. No allergies',
      EXTRA: 'Angular cheilitis both corners of the mouth',
      INTRA: 'Upper ridge well formed. Lower ridge resorbed. Denture stomatitis under the upper',
      DENTAL: [
        ['33', 'I wear no caries'],
        ['43', 'Sound'],
      ],
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        "Discussed a new upper complete and lower partial denture on the NHS band 3. She'd like to go ahead. Advised leave the upper out at night and brush the palate",
      'TX TODAY': ['Impressions'],
      TX: ['Prescribed miconazole oral gel 4 times a day for 7 days', 'Primary impressions upper and lower in alginate'],
      NOTES: 'Her daughter drove her in from the farm',
      NV: ['Secondary impressions in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h26-06-uk-asr-fdi-child-bike-fall-farmyard-fractured-mi-corner-11-mi-composite',
    style: 'UK',
    asr: true,
    transcript:
      "nine year old with dad he came off his bike in the farmyard yesterday and chipped his front tooth it's a bit sensitive to cold no head injury didn't lose consciousness medical history fit and well no allergies up to date with tetanus extra oral grazed chin healing intra oral small laceration lower lip healing one one fractured mesial incisal corner into dentine no pulp exposure not mobile not tender sensitive to air two one one two and two two sound pa one one no root fracture diagnosis uncomplicated crown fracture one one explained we'll cover it with a white filling today and keep an eye on the nerve dad asked if it could go dark told him it's possible no la needed etched bonded mesial incisal composite one one shade a one polished he was really brave soft diet for a couple of days review in two weeks with a vitality test",
    expect: {
      CC: "He came off his bike in the farmyard yesterday and chipped his front tooth. It's a bit sensitive to cold. No head injury. Didn't lose consciousness",
      'MED HX': 'Fit and well. No allergies. Up to date with tetanus',
      EXTRA: 'Grazed chin healing',
      INTRA: 'Small laceration lower lip healing',
      DENTAL: [
        ['11', 'Fractured MI corner into dentine no pulp exposure not mobile not tender sensitive to air', 'MI corner'],
        ['21', 'Sound'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11 no root fracture',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "Explained we'll cover it with a white filling today and keep an eye on the nerve. Dad asked if it could go dark. Told him it's possible. Soft diet for a couple of days",
      'TX TODAY': ['MI composite 11'],
      TX: ['No LA needed', 'Etched', 'Bonded', 'MI composite 11', 'Shade A1', 'Polished'],
      NOTES: '9 year old with dad. He was really brave',
      'F/U': 'Review in 2 weeks with a vitality test',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist typing Palmer shorthand (Palmer)
  defineCase({
    id: 'h26-07-uk-typed-palmer-exam-chart-bws-secondary-caries-ll7-lambing-tx-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Exam. No c/o. MH: no change, T2DM (metformin), NKDA. Smoker 10/day. EO: NAD. IO: NAD, no suspicious lesions. BPE 2 2 3 / 3 2 2. Charting: UR6 MOD am sound. UR7 O am. LL6 crown. LL7 DO comp, D margin ditched. LR6 missing. LR7 mesially tilted. BWs R + L, grade 1: LL7 D caries under comp into dentine, UL5 D caries in enamel. Dx: secondary caries LL7. OHI. Smoking cessation advice given, not ready to quit. Pt wants to wait until lambing is over for the filling. Tx plan: DO comp LL7, monitor UL5. Recall 6/12.',
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'No change, T2DM (metformin), NKDA. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'NAD, no suspicious lesions',
      PERIO: 'BPE 2 2 3 / 3 2 2',
      DENTAL: [
        ['UR6', 'MOD am sound'],
        ['UR7', 'O am'],
        ['LL6', 'Crown'],
        ['LL7', 'DO comp, D margin ditched'],
        ['LR6', 'Missing'],
        ['LR7', 'Mesially tilted'],
      ],
      RADIO: 'BWs R + L, grade 1: LL7 D caries under comp into dentine, UL5 D caries in enamel',
      DX: ['Secondary caries LL7'],
      CONSULT:
        'Smoking cessation advice given, not ready to quit. Pt wants to wait until lambing is over for the filling',
      'TX TODAY': ['OHI'],
      TX: ['OHI'],
      'TX PLAN': ['DO composite LL7', 'Monitor UL5'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h26-08-uk-typed-palmer-emergency-pericoronitis-lr8-irrigation-metronidazole-opg',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Pain + swelling LR8 area 3 days, bad taste, difficulty opening. MH: no change, asthma (salbutamol PRN), allergic to penicillin. EO: R submandibular LN palpable + tender. Mouth opening 30 mm. Temp 37.4. IO: OH fair. LR8 partially erupted, operculum swollen + red, pus on pressure. LR7 sound, not TTP. UR8 over-erupted, biting on operculum. OPG: LR8 mesioangular, roots close to ID canal, no caries LR7. Dx: pericoronitis LR8. Irrigated under operculum w/ chlorhexidine 0.2%. UR8 cusp smoothed. Rx metronidazole 400 mg TDS 5/7 (pen allergy). Advised hot salt water mouthwashes, no alcohol w/ metronidazole. Pt asked if it needs to come out: explained referral for removal if it keeps flaring up. Review 1/52.',
    expect: {
      CC: 'Emergency. Pain + swelling LR8 area 3 days, bad taste, difficulty opening',
      'MED HX': 'No change, asthma (salbutamol PRN), allergic to penicillin',
      EXTRA: 'R submandibular LN palpable + tender. Mouth opening 30 mm. Temp 37.4',
      INTRA: 'OH fair',
      DENTAL: [
        ['LR8', 'Partially erupted, operculum swollen + red, pus on pressure'],
        ['LR7', 'Sound, not TTP'],
        ['UR8', 'Over-erupted, biting on operculum'],
      ],
      RADIO: 'OPG: LR8 mesioangular, roots close to ID canal, no caries LR7',
      DX: ['Pericoronitis LR8'],
      CONSULT:
        'Advised hot salt water mouthwashes, no alcohol w/ metronidazole. Pt asked if it needs to come out: explained referral for removal if it keeps flaring up',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under operculum w/ chlorhexidine 0.2%',
        'UR8 cusp smoothed',
        'Rx metronidazole 400 mg TDS 5 days (pen allergy)',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h26-09-uk-typed-palmer-obturation-ll6-warm-vertical-crown-quote-bad-harvest',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT LL6 stage 2. Comfortable since last visit. MH: no change, hypothyroid (levothyroxine), NKDA. LL6 Cavit intact, not TTP, no sinus. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil LL6. RD. Cavit + Ledermix removed. 3 canals. WL MB 20.5 mm / ML 20 mm / D 21 mm (apex locator). Prepared to size 30 w/ WaveOne Gold Medium. Irrigated canals w/ 3% NaOCl + 17% EDTA. Dried w/ paper points. Master cones checked w/ PA. Obturated LL6 warm vertical + AH Plus. Coronal seal w/ Vitrebond + amalgam core. PA post-op: good length + condensation. Discussed need for a crown, £650 private, pt to think about it as money tight after a bad harvest. NV crown prep LL6 if going ahead.',
    expect: {
      CC: 'RCT LL6 stage 2. Comfortable since last visit',
      'MED HX': 'No change, hypothyroid (levothyroxine), NKDA',
      DENTAL: [['LL6', 'Cavit intact, not TTP, no sinus']],
      RADIO: 'PA post-op: good length + condensation',
      CONSULT: 'Discussed need for a crown, £650 private, pt to think about it as money tight after a bad harvest',
      'TX TODAY': ['Obturation LL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'RD',
        'Cavit + Ledermix removed',
        '3 canals',
        'WL MB 20.5 mm / ML 20 mm / D 21 mm (apex locator)',
        'Prepared to size 30 w/ WaveOne Gold Medium',
        'Irrigated canals w/ 3% NaOCl + 17% EDTA',
        'Dried w/ paper points',
        'Master cones checked w/ PA',
        'Obturated LL6 warm vertical + AH Plus',
        'Coronal seal w/ Vitrebond + amalgam core',
      ],
      NV: ['Crown prep LL6 if going ahead'],
    },
  }),
  defineCase({
    id: 'h26-10-uk-typed-palmer-pfm-crown-fit-ur1-title-from-cc-appends-superfloss-9-12',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit PFM crown UR1. Temp lost 2/7 ago, no sensitivity. MH: no change, NKDA. UR1 prep exposed, no caries. Gingiva around UR1 slightly inflamed. No LA. Prep cleaned w/ pumice. Crown tried in. M contact tight, eased. Margins OK. Shade good. Pt happy w/ appearance. Cemented w/ Fuji Plus. Excess removed. Occlusion checked in protrusion + lateral excursions. POIG. Recall 6/12.',
    appends: ['Add to treatment: Superfloss demonstrated.', 'Change 6/12 to 9/12.'],
    expect: {
      CC: 'Fit PFM crown UR1. Temp lost 2 days ago, no sensitivity',
      'MED HX': 'No change, NKDA',
      DENTAL: [['UR1', 'Prep exposed, no caries']],
      PERIO: 'Gingiva around UR1 slightly inflamed',
      'TX TODAY': ['Crown fit UR1'],
      TX: [
        'No LA',
        'Prep cleaned w/ pumice',
        'Crown tried in',
        'M contact tight',
        'Eased',
        'Margins OK',
        'Shade good',
        'Cemented w/ Fuji Plus',
        'Excess removed',
        'Occlusion checked in protrusion + lateral excursions',
        'POIG',
        'Superfloss demonstrated',
      ],
      NOTES: 'Pt happy w/ appearance',
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h26-11-uk-typed-palmer-xla-ul7-apixaban-oac-test-surgicel-denture-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'XLA UL7 as planned. MH: AF on apixaban (missed morning dose as advised by GP), T2DM, NKDA. BP 148/86. UL7 grossly carious, grade II mobile, unrestorable. UL6 MO am sound. Risks incl. bleeding + OAC explained. Written consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UL7. XLA UL7 w/ upper molar forceps. Roots complete. OAC test negative. Surgicel + 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved after 10 min pressure. POIG verbal + written incl. when to restart apixaban. Pt asked about a denture for the gap: explained not needed for a single back tooth. Review prn.',
    expect: {
      CC: 'XLA UL7 as planned',
      'MED HX': 'AF on apixaban (missed morning dose as advised by GP), T2DM, NKDA. BP 148/86',
      DENTAL: [
        ['UL7', 'Grossly carious, grade II mobile, unrestorable'],
        ['UL6', 'MO am sound'],
      ],
      CONSULT:
        'Risks incl. bleeding + OAC explained. Pt asked about a denture for the gap: explained not needed for a single back tooth',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction UL7'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL7',
        'XLA UL7 w/ upper molar forceps',
        'Roots complete',
        'OAC test negative',
        'Surgicel + 2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved after 10 min pressure',
        'POIG verbal + written incl. when to restart apixaban',
      ],
      'F/U': 'Review prn',
    },
  }),
  defineCase({
    id: 'h26-12-uk-typed-palmer-child-first-visit-ula-grey-lle-lre-lld-caries-duraphat',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "First visit since moving to the area. 6 y/o w/ mum. Mum concerned about a dark front tooth, recalls a fall last year. MH: fit and well, NKDA. EO: NAD. IO: soft tissues NAD. Plaque ++, gingivitis U anteriors. ULA grey, not mobile, no sinus. LLE + LRE O caries. LLD D caries. LR6 erupting. BWs not possible, pt would not tolerate. Dx: caries LLE, LRE, LLD. TBI w/ mum. Duraphat varnish applied. Advised water or milk between meals, 1,450 ppm toothpaste, spit don't rinse. Shy but let me look at everything. NV: O GIC LLE, LRE. Recall 3/12.",
    expect: {
      CC: 'First visit since moving to the area. Mum concerned about a dark front tooth, recalls a fall last year',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Plaque ++, gingivitis U anteriors',
      DENTAL: [
        ['ULA', 'Grey, not mobile, no sinus'],
        ['LLE', 'O caries'],
        ['LRE', 'O caries'],
        ['LLD', 'D caries'],
        ['LR6', 'Erupting'],
      ],
      RADIO: 'BWs not possible, pt would not tolerate',
      DX: ['Caries LLE, LRE, LLD'],
      CONSULT: "Advised water or milk between meals, 1,450 ppm toothpaste, spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['TBI w/ mum', 'Duraphat varnish applied'],
      NOTES: '6 y/o w/ mum. Shy but let me look at everything',
      NV: ['O GIC LLE, LRE'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist (FDI, mixed)
  defineCase({
    id: 'h26-13-uk-asr-fdi-hygienist-pipe-smoker-s-and-p-air-polishing-electric-brush',
    style: 'UK',
    asr: true,
    transcript:
      "okay hygiene appointment he says his gums bleed a bit when he brushes and he'd like the stains off medical history no changes takes ramipril no allergies smokes a pipe for about twenty years now bpe two two two two two two supragingival calculus lower incisors bleeding on probing about twenty percent heavy tobacco staining on the lingual of the lower anteriors um scale and polish with the ultrasonic and hand scalers air polishing for the stain ohi interdental brushes size two and three and a smaller head toothbrush he asked if an electric one is worth it told him yes with a round head one smoking cessation advice given he's not interested at the moment recall six months with the hygienist",
    expect: {
      CC: "Hygiene appointment. He says his gums bleed a bit when he brushes and he'd like the stains off",
      'MED HX': 'No changes. Takes ramipril. No allergies. Smokes a pipe for about 20 years now',
      INTRA: 'Heavy tobacco staining on the lingual of the lower anteriors',
      PERIO: 'BPE 2 2 2 / 2 2 2. Supragingival calculus lower incisors. Bleeding on probing about 20%',
      CONSULT:
        "He asked if an electric one is worth it. Told him yes with a round head one. Smoking cessation advice given. He's not interested at the moment",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with the ultrasonic and hand scalers',
        'Air polishing for the stain',
        'OHI interdental brushes size 2 and 3 and a smaller head toothbrush',
      ],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'h26-14-uk-typed-fdi-hygienist-rsd-ll-lr-cavitron-chx-gel-47-pocket-arthritis',
    style: 'UK',
    asr: false,
    transcript:
      'RSD LL + LR as per perio plan. MH: no change, T2DM (metformin + gliclazide), last HbA1c 61, NKDA. Ex-smoker. BP 138/82. Pocket chart from last visit: 5-7 mm pockets lower molars, 8 mm D 47. BOP 45%. LA 2 x 2.2 ml articaine 4% 1:100,000 adr buccal infil LL + LR. RSD LL + LR w/ Cavitron + Gracey curettes. Chlorhexidine gel to 47 pocket. OHI: TePe red + green + single tuft around 47. Pt says he struggles w/ interdental brushes b/c of arthritis in his hands - shown TePe EasyPicks instead. POIG. NV RSD UL + UR 1/52.',
    expect: {
      CC: 'RSD LL + LR as per perio plan',
      'MED HX': 'No change, T2DM (metformin + gliclazide), last HbA1c 61, NKDA. Ex-smoker. BP 138/82',
      PERIO: 'Pocket chart from last visit: 5-7 mm pockets lower molars, 8 mm D 47. BOP 45%',
      CONSULT:
        'Pt says he struggles w/ interdental brushes b/c of arthritis in his hands - shown TePe EasyPicks instead',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL + LR',
        'RSD LL + LR w/ Cavitron + Gracey curettes',
        'Chlorhexidine gel to 47 pocket',
        'OHI: TePe red + green + single tuft around 47',
        'POIG',
      ],
      NV: ['RSD UL + UR 1 week'],
    },
  }),
  defineCase({
    id: 'h26-15-uk-asr-fdi-hygienist-perio-review-16-mobility-scratch-that-46-furcation',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for her perio review three months after root surface debridement she's been using the interdental brushes every night and her gums don't bleed anymore medical history no changes no allergies non smoker bpe two two three two two three pockets mostly three to four millimetres residual five millimetre pockets one six mesial and four six distal bleeding on probing eight percent it was thirty five percent plaque score fifteen percent one six grade one mobility scratch that one six no mobility four six furcation grade one diagnosis periodontitis stage three grade a stable supragingival scale and polish ohi reinforced single tuft brush for the furcation she asked if she'll need more deep cleaning explained we'll keep her on three monthly maintenance with me recall three months",
    expect: {
      CC: "Her perio review 3 months after root surface debridement. She's been using the interdental brushes every night and her gums don't bleed anymore",
      'MED HX': 'No changes. No allergies. Non smoker',
      PERIO:
        'BPE 2 2 3 / 2 2 3. Pockets mostly 3 to 4 mm. Residual 5 mm pockets 16 mesial and 46 distal. Bleeding on probing 8%. It was 35%. Plaque score 15%',
      DENTAL: [
        ['16', 'No mobility'],
        ['46', 'Furcation grade 1'],
      ],
      DX: ['Periodontitis stage 3 grade A stable'],
      CONSULT: "She asked if she'll need more deep cleaning. Explained we'll keep her on 3 monthly maintenance with me",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Supragingival scale and polish', 'OHI reinforced single tuft brush for the furcation'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h26-16-uk-typed-fdi-hygienist-child-fs-37-47-fv-on-rx-energy-drinks-gran',
    style: 'UK',
    asr: false,
    transcript:
      "FS 37, 47 + FV as per dentist's Rx. 12 y/o w/ gran. MH: fit and well, mild eczema, NKDA. 37, 47 erupted, deep stained fissures, no caries. 36, 46 FS intact. 55 retained. 15 erupting palatally. Plaque score 35%, gingivitis around 15. FS 37, 47 (Clinpro) under cotton wool rolls + dry guards. Checked w/ probe. FV 22,600 ppm applied. TBI: 2 min twice a day w/ disclosing tablets. Diet: energy drinks after school - advised to stop, gran agrees. He said he'd try. Recall 6/12.",
    expect: {
      CC: "FS 37, 47 + FV as per dentist's Rx",
      'MED HX': 'Fit and well, mild eczema, NKDA',
      PERIO: 'Plaque score 35%, gingivitis around 15',
      DENTAL: [
        ['37', 'Erupted, deep stained fissures, no caries'],
        ['47', 'Erupted, deep stained fissures, no caries'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['55', 'Retained'],
        ['15', 'Erupting palatally'],
      ],
      CONSULT: "Diet: energy drinks after school - advised to stop, gran agrees. He said he'd try",
      'TX TODAY': ['Fissure sealant 37, 47', 'Fluoride varnish'],
      TX: [
        'FS 37, 47 (Clinpro) under cotton wool rolls + dry guards',
        'Checked w/ probe',
        'FV 22,600 ppm applied',
        'TBI: 2 min twice a day w/ disclosing tablets',
      ],
      NOTES: '12 y/o w/ gran',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h26-17-uk-asr-fdi-hygienist-84-smallholding-root-caries-denture-clean-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene visit he's eighty four lives on his own on the smallholding his neighbour brought him says his lower partial denture has got stained and his gums are sore underneath medical history no changes atrial fibrillation on apixaban high blood pressure no allergies intra oral mild redness under the lower partial denture soft tissues otherwise healthy bpe three two three three two three three three and four four buccal root caries soft not sensitive lots of plaque on the denture supragingival scale and polish around the remaining teeth denture cleaned in the ultrasonic bath ohi with a denture brush and leaving the denture out at night fluoride varnish applied to three three and four four told him the dentist will check the root caries and may prescribe a high fluoride toothpaste he said he'd like that recall three months",
    appends: ['add to chart three four crown margin sound', 'add to notes his neighbour will bring him to the next appointment too'],
    expect: {
      CC: 'Hygiene visit. Says his lower partial denture has got stained and his gums are sore underneath',
      'MED HX': 'No changes. Atrial fibrillation on apixaban. High blood pressure. No allergies',
      INTRA:
        'Mild redness under the lower partial denture. Soft tissues otherwise healthy. Lots of plaque on the denture',
      PERIO: 'BPE 3 2 3 / 3 2 3',
      DENTAL: [
        ['33', 'B root caries soft not sensitive'],
        ['44', 'B root caries soft not sensitive'],
        ['34', 'Crown margin sound'],
      ],
      CONSULT:
        "Told him the dentist will check the root caries and may prescribe a high fluoride toothpaste. He said he'd like that",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish 33, 44'],
      TX: [
        'Supragingival scale and polish around the remaining teeth',
        'Denture cleaned in the ultrasonic bath',
        'OHI with a denture brush and leaving the denture out at night',
        'Fluoride varnish applied 33, 44',
      ],
      NOTES:
        "He's 84. Lives on his own on the smallholding. His neighbour brought him. His neighbour will bring him to the next appointment too",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h26-18-uk-typed-fdi-hygienist-pregnancy-gingivitis-s-and-p-whitening-question',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene. 24 wks pregnant, gums bleeding + swollen for about a month. MH: pregnant (2nd baby), folic acid + iron, NKDA. Non-smoker. IO: NAD, no pregnancy epulis. BPE 2 2 2 / 2 1 2, generalised marginal gingivitis, BOP 40%, plaque score 50%. Dx: pregnancy gingivitis. S&P. OHI: brushing along gum line + TePe orange. Advised CHX 0.2% mouthwash for 2/52 only. Pt asked about whitening after the baby: advised wait until finished breastfeeding, dentist to discuss. Explained free NHS dental care while pregnant + for 12/12 after. RV 3/12.',
    expect: {
      CC: 'Hygiene. 24 wks pregnant, gums bleeding + swollen for about a month',
      'MED HX': 'Pregnant (2nd baby), folic acid + iron, NKDA. Non-smoker',
      INTRA: 'NAD, no pregnancy epulis',
      PERIO: 'BPE 2 2 2 / 2 1 2, generalised marginal gingivitis, BOP 40%, plaque score 50%',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        'Advised CHX 0.2% mouthwash for 2 weeks only. Pt asked about whitening after the baby: advised wait until finished breastfeeding, dentist to discuss. Explained free NHS dental care while pregnant + for 12 months after',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI: brushing along gum line + TePe orange'],
      'F/U': 'RV 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist (Universal, recogniser-style)
  defineCase({
    id: 'h26-19-us-asr-rancher-comprehensive-exam-fmx-tobacco-pouch-keratosis-srp-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam hasn't seen a dentist in about ten years no pain just wants a checkup he's a rancher medical history high blood pressure on lisinopril type two diabetes on metformin no allergies chews tobacco about a can a week extraoral no lymphadenopathy tmj normal intraoral white wrinkled patch in the lower left vestibule where he keeps the tobacco no ulceration perio generalized probing depths four to six millimeters heavy calculus bleeding on probing charting numbers one and sixteen missing number three mesial occlusal distal amalgam with recurrent decay number fourteen large occlusal caries number nineteen crown number thirty missing numbers twenty nine and thirty one tipped into the space numbers twenty three and twenty four class two mobility uh fmx taken generalized moderate horizontal bone loss periapical radiolucency on fourteen diagnosis generalized periodontitis stage three grade b tobacco pouch keratosis lower left advised him to quit the chew he's not keen treatment plan scaling and root planing all four quadrants then mesial occlusal distal composite number three root canal number fourteen followed by a crown next visit scaling and root planing upper right and lower right follow up on the white patch in two weeks",
    expect: {
      CC: "New patient comprehensive exam. Hasn't seen a dentist in about 10 years. No pain. Just wants a checkup",
      'MED HX':
        'High blood pressure on lisinopril. Type 2 diabetes on metformin. No allergies. Chews tobacco about a can a week',
      EXTRA: 'No lymphadenopathy. TMJ normal',
      INTRA: 'White wrinkled patch in the lower left vestibule where he keeps the tobacco. No ulceration',
      PERIO: 'Generalized probing depths 4 to 6 mm. Heavy calculus. Bleeding on probing',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['3', 'MOD amalgam with recurrent decay'],
        ['14', 'Large O caries'],
        ['19', 'Crown'],
        ['30', 'Missing'],
        ['29', 'Tipped into the space'],
        ['31', 'Tipped into the space'],
        ['23', 'Class 2 mobility'],
        ['24', 'Class 2 mobility'],
      ],
      RADIO: 'FMX taken. Generalized moderate horizontal bone loss. Periapical radiolucency on #14',
      DX: ['Generalized periodontitis stage 3 grade B', 'Tobacco pouch keratosis lower left'],
      CONSULT: "Advised him to quit the chew. He's not keen",
      'TX PLAN': ['SRP all 4 quadrants', 'MOD composite #3', 'RCT #14', 'Crown'],
      NOTES: "He's a rancher",
      NV: ['SRP upper right and lower right'],
      'F/U': 'Follow up on the white patch in 2 weeks',
    },
  }),
  defineCase({
    id: 'h26-20-us-asr-dry-socket-17-alvogyl-nurse-aside-no-title-smoking-straws',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she came in with pain after her wisdom tooth extraction lower left four days ago at the oral surgeon's pain started yesterday and goes up to her ear bad taste medical history no changes takes birth control pills smokes half a pack a day no allergies extraoral no swelling no lymphadenopathy intraoral number seventeen socket empty no clot exposed bone food debris number eighteen sound uh diagnosis dry socket number seventeen two carpules lidocaine two percent one to one hundred thousand epi left ianb socket gently irrigated with warm saline can you hand me the alvogyl please thanks alvogyl packed into the socket rx ibuprofen six hundred milligrams every six hours as needed explained it's from the clot breaking down and smoking makes it worse she said she'll try to cut back advised no smoking or straws for seventy two hours see her back in three days to change the dressing",
    expect: {
      CC: "Pain after her wisdom tooth extraction lower left 4 days ago at the oral surgeon's. Pain started yesterday and goes up to her ear. Bad taste",
      'MED HX': 'No changes. Takes birth control pills. Smokes half a pack a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '#17 socket empty. No clot. Exposed bone. Food debris',
      DENTAL: [['18', 'Sound']],
      DX: ['Dry socket #17'],
      CONSULT:
        "Explained it's from the clot breaking down and smoking makes it worse. She said she'll try to cut back. Advised no smoking or straws for 72 hours",
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Socket gently irrigated with warm saline',
        'Alvogyl packed into the socket',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'See her back in 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'h26-21-us-asr-crown-prep-19-multicore-double-cord-shade-sorry-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for the crown prep on nineteen root canal was done last month medical history no changes osteoporosis on fosamax no allergies number nineteen root canal treated with a large temporary filling not tender number eighteen mesial occlusal amalgam number twenty sound two carpules lidocaine two percent one to one hundred thousand epi left ianb temporary removed core buildup with multicore crown prep nineteen for a full zirconia crown um double cord technique final impression with vps bite registration shade a three point five sorry a three temp crown with integrity cemented with tempbond bite adjusted post op instructions given she asked how much her insurance will pay told her the front desk sent a preauthorization and it should cover half next visit crown seat nineteen in two weeks",
    expect: {
      CC: 'Crown prep on #19. Root canal was done last month',
      'MED HX': 'No changes. Osteoporosis on Fosamax. No allergies',
      DENTAL: [
        ['19', 'Root canal treated with a large temporary filling not tender'],
        ['18', 'MO amalgam'],
        ['20', 'Sound'],
      ],
      CONSULT:
        'She asked how much her insurance will pay. Told her the front desk sent a preauthorization and it should cover half',
      'TX TODAY': ['Crown prep #19', 'Impression', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Temporary removed',
        'Core buildup with MultiCore',
        'Crown prep #19 for a full zirconia crown',
        'Double cord technique',
        'Final impression with VPS',
        'Bite registration',
        'Shade A3',
        'Temp crown with Integrity',
        'Cemented with TempBond',
        'Bite adjusted',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h26-22-us-asr-single-visit-rct-9-gate-at-ranch-warfarin-sinus-tract-bleaching',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the root canal on number nine it went dark after he got hit by a gate at the ranch years ago now he has a pimple on the gum above it medical history no changes takes warfarin for a heart valve inr two point five this morning allergic to codeine number nine gray discolored sinus tract on the facial not mobile tender to percussion no response to cold numbers eight and ten normal response to cold pa of nine large periapical radiolucency diagnosis pulp necrosis with chronic apical abscess number nine talked through root canal or extraction with a bridge he wants the root canal signed consent one carpule articaine four percent one to one hundred thousand epi labial infiltration nine rubber dam access one canal working length twenty three millimeters to the incisal edge with the apex locator confirmed with a pa cleaned and shaped to size forty irrigated with sodium hypochlorite dried with paper points obturated nine with gutta percha and sealer warm vertical composite in the access post op pa good fill he asked about the color told him we can do internal bleaching later next visit check healing in six months",
    expect: {
      CC: 'Root canal on #9. It went dark after he got hit by a gate at the ranch years ago. He has a pimple on the gum above it',
      'MED HX': 'No changes. Takes warfarin for a heart valve. INR 2.5 this morning. Allergic to codeine',
      DENTAL: [
        ['9', 'Gray discolored sinus tract on the facial not mobile tender to percussion no response to cold'],
        ['8', 'Normal response to cold'],
        ['10', 'Normal response to cold'],
      ],
      RADIO: 'PA of #9 large periapical radiolucency. Post-op PA good fill',
      DX: ['Pulp necrosis with chronic apical abscess #9'],
      CONSULT:
        'Talked through root canal or extraction with a bridge. He wants the root canal. He asked about the color. Told him we can do internal bleaching later',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Obturation #9'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, labial infiltration #9',
        'Rubber dam',
        'Access',
        '1 canal',
        'Working length 23 mm to the incisal edge with the apex locator confirmed with a PA',
        'Cleaned and shaped to size 40',
        'Irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Obturated #9 with gutta percha and sealer warm vertical',
        'Composite in the access',
      ],
      NV: ['Check healing in 6 months'],
    },
  }),
  defineCase({
    id: 'h26-23-us-asr-do-composite-4-mo-composite-5-latex-shade-scratch-that-appends-eggs',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for two fillings upper right medical history no changes hypothyroid on levothyroxine allergic to latex number four distal occlusal caries number five mesial occlusal caries number three crown intact two carpules articaine four percent one to one hundred thousand epi buccal infiltration four and five nonlatex rubber dam caries removed both teeth sectional matrices and wedges etched bonded disto occlusal composite four and mesial occlusal composite five shade a two scratch that shade a one cured polished occlusion checked post op instructions given recall in six months",
    appends: ['add to notes she brought us a dozen eggs from the farm', 'next visit cleaning with the hygienist'],
    expect: {
      CC: '2 fillings upper right',
      'MED HX': 'No changes. Hypothyroid on levothyroxine. Allergic to latex',
      DENTAL: [
        ['4', 'DO caries'],
        ['5', 'MO caries'],
        ['3', 'Crown intact'],
      ],
      'TX TODAY': ['DO composite #4', 'MO composite #5'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #4, #5',
        'Nonlatex rubber dam',
        'Caries removed both teeth',
        'Sectional matrices and wedges',
        'Etched',
        'Bonded',
        'DO composite #4',
        'MO composite #5',
        'Shade A1',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'She brought us a dozen eggs from the farm',
      NV: ['Cleaning with the hygienist'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h26-24-us-asr-lower-partial-denture-delivery-clasps-tori-nurse-aside-denture-fit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for delivery of his lower partial denture replacing nineteen and thirty medical history no changes copd uses an inhaler no allergies intraoral large lingual tori both sides numbers eighteen and thirty one sound numbers twenty and twenty nine rest seats intact can you grab me the three prong pliers thanks lower partial denture seated fully no rocking clasps eighteen and thirty one a bit loose tightened with the pliers pressure indicating paste showed a pressure spot under the lingual bar near the tori relieved with an acrylic bur occlusion checked denture teeth high on the right adjusted until even both sides showed him how to put it in and take it out and clean it with a denture brush told him to take it out at night he said it feels strange but he'll get used to it his wife drove him in see him in one week for adjustments",
    expect: {
      CC: 'Delivery of his lower partial denture replacing #19 and #30',
      'MED HX': 'No changes. COPD. Uses an inhaler. No allergies',
      INTRA: 'Large lingual tori both sides',
      DENTAL: [
        ['18', 'Sound'],
        ['31', 'Sound'],
        ['20', 'Rest seats intact'],
        ['29', 'Rest seats intact'],
      ],
      CONSULT:
        'Showed him how to put it in and take it out and clean it with a denture brush. Told him to take it out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Lower partial denture seated fully',
        'No rocking',
        'Clasps #18, #31 a bit loose',
        'Tightened with the pliers',
        'Pressure indicating paste showed a pressure spot under the lingual bar near the tori',
        'Relieved with an acrylic bur',
        'Occlusion checked',
        'Denture teeth high on the right adjusted until even both sides',
      ],
      NOTES: "He said it feels strange but he'll get used to it. His wife drove him in",
      'F/U': 'See him in 1 week for adjustments',
    },
  }),

  // ---------------------------------------------------------------- 5. US dentist typing full sentences (Universal)
  defineCase({
    id: 'h26-25-us-typed-sentences-periodic-exam-dry-mouth-root-caries-20-21-prophy-5000',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam. She has no concerns but mentions that her mouth feels dry. She is a retired schoolteacher and drives 40 minutes to see us. Medical history: updated. She now takes oxybutynin for an overactive bladder and amlodipine for hypertension. No known drug allergies. Extraoral: within normal limits. Intraoral: soft tissues are dry with no lesions. PSR 2 2 2 / 2 2 2 with light calculus. #3 has an MOD amalgam that is intact. #14 has a PFM crown with recession on the buccal. #20 and #21 have buccal root caries. #30 has a crown. Four bitewings were taken and showed no interproximal caries. The diagnosis is root caries #20 and #21 related to dry mouth. A prophy was completed and oral hygiene instructions were given. We discussed the dry mouth as a side effect of her medication, and I recommended xylitol lozenges and Biotene. A prescription for 5,000 ppm fluoride toothpaste was given. Next visit: buccal composites #20 and #21. Recall in 4 months.',
    expect: {
      CC: 'Periodic exam. She has no concerns but mentions that her mouth feels dry',
      'MED HX':
        'Updated. She now takes oxybutynin for an overactive bladder and amlodipine for hypertension. No known drug allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues are dry with no lesions',
      PERIO: 'PSR 2 2 2 / 2 2 2 with light calculus',
      DENTAL: [
        ['3', 'MOD amalgam that is intact'],
        ['14', 'PFM crown with recession on the buccal'],
        ['20', 'B root caries'],
        ['21', 'B root caries'],
        ['30', 'Crown'],
      ],
      RADIO: '4 bitewings were taken and showed no interproximal caries',
      DX: ['Root caries #20, #21 related to dry mouth'],
      CONSULT:
        'We discussed the dry mouth as a side effect of her medication, and I recommended xylitol lozenges and Biotene',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Prophy was completed',
        'Oral hygiene instructions were given',
        'Prescription for 5,000 ppm fluoride toothpaste was given',
      ],
      NOTES: 'She is a retired schoolteacher and drives 40 minutes to see us',
      NV: ['B composites #20, #21'],
      'F/U': 'Recall in 4 months',
    },
  }),
  defineCase({
    id: 'h26-26-us-typed-sentences-calf-kick-avulsed-9-replanted-splint-7-11-doxycycline',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit. The patient was kicked in the mouth by a calf while tagging cattle this morning, about an hour ago. #9 was knocked out and his wife put it in a cup of milk. He did not lose consciousness and has no other injuries. Medical history: no changes, takes no medications, NKDA. His last tetanus booster was 3 years ago. Extraoral: swollen upper lip with a small laceration that does not need sutures. Intraoral: the #9 socket has a clot. #8 is mobile grade 1 and tender to percussion. #10 is not mobile and responds to cold. A PA of #8 to #10 shows an empty socket, no alveolar fracture and no root fracture of #8. The diagnosis is avulsion of #9 and subluxation of #8. I explained replantation and the risk of resorption, and he agreed. Verbal consent was obtained. 1 carpule of 2% lidocaine with 1:100,000 epinephrine was given as a labial infiltration. The clot was removed and the socket was gently irrigated with saline. #9 was rinsed with saline and replanted with finger pressure. A flexible splint was placed from #7 to #11 with wire and composite. Occlusion was checked. A prescription for doxycycline 100 mg twice a day for 7 days was given. I advised a soft diet for 2 weeks and chlorhexidine rinses. Next visit: splint removal and root canal #9 in 10 days.',
    expect: {
      CC: 'Emergency visit. Patient was kicked in the mouth by a calf while tagging cattle this morning, about an hour ago. #9 was knocked out and his wife put it in a cup of milk. He did not lose consciousness and has no other injuries',
      'MED HX': 'No changes, takes no medications, NKDA. His last tetanus booster was 3 years ago',
      EXTRA: 'Swollen upper lip with a small laceration that does not need sutures',
      INTRA: '#9 socket has a clot',
      DENTAL: [
        ['8', 'Mobile grade 1 and tender to percussion'],
        ['10', 'Not mobile and responds to cold'],
      ],
      RADIO: 'PA of #8 to #10 shows an empty socket, no alveolar fracture and no root fracture of #8',
      DX: ['Avulsion #9', 'Subluxation #8'],
      CONSULT:
        'I explained replantation and the risk of resorption, and he agreed. I advised a soft diet for 2 weeks and chlorhexidine rinses',
      CONSENT: 'Verbal consent was obtained',
      'TX TODAY': ['Splint #7 to #11'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration',
        'Clot was removed',
        'Socket was gently irrigated with saline',
        '#9 was rinsed with saline and replanted with finger pressure',
        'Flexible splint was placed from #7 to #11 with wire and composite',
        'Occlusion was checked',
        'Prescription for doxycycline 100 mg twice a day for 7 days was given',
      ],
      NV: ['Splint removal', 'RCT #9 in 10 days'],
    },
  }),
  defineCase({
    id: 'h26-27-us-typed-sentences-anxious-nitrous-fractured-mo-amalgam-30-mo-composite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient is here for replacement of the broken filling on #30 that we noted at her last exam. She is very anxious. She asked for nitrous oxide. Medical history: no changes, anxiety on sertraline, allergic to sulfa drugs. #30 has a fractured MO amalgam with recurrent caries at the mesial margin. #31 has an occlusal sealant that is intact. Nitrous oxide was started at 30% and titrated to 40%. 2 carpules of 4% articaine with 1:100,000 epinephrine were given as a right IANB. A rubber dam was placed. The amalgam and caries were removed, and the mesial wall was thin but intact. A Tofflemire band and wedge were placed. The tooth was etched and bonded. #30 was restored with an MO composite, shade A3. The occlusion was adjusted and the restoration was polished. 100% oxygen was given for 5 minutes at the end. She said it was the best dental visit she has had. Recall in 6 months.',
    expect: {
      CC: 'Replacement of the broken filling on #30 that we noted at her last exam',
      'MED HX': 'No changes, anxiety on sertraline, allergic to sulfa drugs',
      DENTAL: [
        ['30', 'Fractured MO amalgam with recurrent caries at the M margin', 'MO amalgam'],
        ['31', 'Occlusal sealant that is intact'],
      ],
      CONSULT: 'She asked for nitrous oxide',
      'TX TODAY': ['MO composite #30'],
      TX: [
        'Nitrous oxide was started at 30% and titrated to 40%',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right',
        'Rubber dam was placed',
        'Amalgam and caries were removed',
        'M wall was thin but intact',
        'Tofflemire band and wedge were placed',
        'Tooth was etched and bonded',
        '#30 was restored with an MO composite',
        'Shade A3',
        'Occlusion was adjusted',
        'Restoration was polished',
        '100% oxygen was given for 5 minutes at the end',
      ],
      NOTES: 'She is very anxious. She said it was the best dental visit she has had',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h26-28-us-typed-sentences-implant-consult-19-cbct-diabetes-appends-calving-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consultation about replacing #19, which was extracted 2 years ago. He is tired of chewing only on the right. Medical history: type 2 diabetes on metformin, A1c 7.1 last month; former smoker, quit 10 years ago; NKDA. #19 is missing. #18 is tipped mesially about 2 mm. #20 has a DO composite that is intact. The ridge at #19 looks narrow on the buccal. A CBCT was taken and shows 6 mm of bone width and 14 mm of height above the canal. We discussed an implant with a possible bone graft, a 3-unit bridge, and a removable partial denture, with the fees for each. He asked whether his diabetes would stop the implant from healing, and I told him his A1c is acceptable but he should keep it under 7.5. He wants the implant but needs to talk it over with his wife. Treatment plan: implant #19 with ridge augmentation if needed, followed by an implant crown.',
    appends: [
      'Add to notes: he asked for an afternoon appointment after calving season.',
      'Next visit: surgical consult for implant #19 in 1 month.',
    ],
    expect: {
      CC: 'Consultation about replacing #19, which was extracted 2 years ago. He is tired of chewing only on the right',
      'MED HX': 'Type 2 diabetes on metformin, A1c 7.1 last month; former smoker, quit 10 years ago; NKDA',
      INTRA: 'Ridge at #19 looks narrow on the buccal',
      DENTAL: [
        ['19', 'Missing'],
        ['18', 'Tipped mesially about 2 mm'],
        ['20', 'DO composite that is intact'],
      ],
      RADIO: 'CBCT was taken and shows 6 mm of bone width and 14 mm of height above the canal',
      CONSULT:
        'We discussed an implant with a possible bone graft, a 3-unit bridge, and a removable partial denture, with the fees for each. He asked whether his diabetes would stop the implant from healing, and I told him his A1c is acceptable but he should keep it under 7.5. He wants the implant but needs to talk it over with his wife',
      'TX PLAN': ['Implant #19 with ridge augmentation if needed', 'Implant crown'],
      NOTES: 'He asked for an afternoon appointment after calving season',
      NV: ['Surgical consult for implant #19 in 1 month'],
    },
  }),
  defineCase({
    id: 'h26-29-us-typed-sentences-surgical-extraction-31-vrf-methotrexate-root-tip',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient is here for extraction of #31, which has a vertical root fracture diagnosed at her last visit. She has had no swelling since then. Medical history: no changes, rheumatoid arthritis on methotrexate, allergic to penicillin. Blood pressure 134/78. #31 is tender to biting under a PFM crown. There is an 8 mm pocket on the distal of #31. #30 and #32 are missing. Risks including nerve injury were reviewed. Written consent was signed. 2 carpules of 2% lidocaine with 1:100,000 epinephrine were given as a right IANB. 1 carpule of 4% articaine with 1:100,000 epinephrine was given as a buccal infiltration. A full thickness flap was raised. The roots were sectioned, and a surgical extraction of #31 was completed. The distal root tip fractured and was retrieved with a root tip pick. The socket was curetted and irrigated with saline. Two sutures (4-0 chromic gut) were placed. Gauze was placed and hemostasis was achieved. Post-op instructions were given verbally and in writing. A prescription for clindamycin 300 mg 4 times a day for 5 days and ibuprofen 600 mg every 6 hours was given. She asked whether she needs to replace the tooth, and I said it is not necessary because there is no opposing tooth. Suture check in 1 week.',
    expect: {
      CC: 'Extraction of #31, which has a vertical root fracture diagnosed at her last visit. She has had no swelling since then',
      'MED HX': 'No changes, rheumatoid arthritis on methotrexate, allergic to penicillin. Blood pressure 134/78',
      PERIO: 'There is an 8 mm pocket on the distal of #31',
      DENTAL: [
        ['31', 'Tender to biting under a PFM crown'],
        ['30', 'Missing'],
        ['32', 'Missing'],
      ],
      CONSULT:
        'Risks including nerve injury were reviewed. She asked whether she needs to replace the tooth, and I said it is not necessary because there is no opposing tooth',
      CONSENT: 'Written consent was signed',
      'TX TODAY': ['Surgical extraction #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration',
        'Full thickness flap was raised',
        'Roots were sectioned',
        'Surgical extraction #31 was completed',
        'D root tip fractured and was retrieved with a root tip pick',
        'Socket was curetted and irrigated with saline',
        '2 sutures (4-0 chromic gut) were placed',
        'Gauze was placed',
        'Hemostasis was achieved',
        'Post-op instructions were given verbally and in writing',
        'Prescription for clindamycin 300 mg 4 times a day for 5 days and ibuprofen 600 mg every 6 hours was given',
      ],
      'F/U': 'Suture check in 1 week',
    },
  }),
  defineCase({
    id: 'h26-30-us-typed-sentences-night-guard-delivery-harvest-stress-tmj-click',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'She is here for delivery of her night guard. She says her jaw is still sore in the mornings, especially during harvest when she is stressed. Medical history: no changes, migraines on sumatriptan as needed, NKDA. Extraoral: the left masseter is tender to palpation and there is a click in the left TMJ on opening, with 42 mm maximum opening. Intraoral: there is linea alba on both cheeks. #8 and #9 have worn incisal edges. The upper hard night guard was tried in. It rocked slightly, so the intaglio was relieved. The night guard was adjusted for even contacts in centric relation and canine guidance in excursions, then polished. I showed her how to clean it and store it in its case. I also recommended warm compresses and a soft diet during flare-ups. She said she will wear it every night. Follow-up in 4 weeks to check the fit and her symptoms.',
    expect: {
      CC: 'Delivery of her night guard. She says her jaw is still sore in the mornings, especially during harvest when she is stressed',
      'MED HX': 'No changes, migraines on sumatriptan as needed, NKDA',
      EXTRA:
        'Left masseter is tender to palpation and there is a click in the left TMJ on opening, with 42 mm maximum opening',
      INTRA: 'There is linea alba on both cheeks',
      DENTAL: [
        ['8', 'Worn incisal edges'],
        ['9', 'Worn incisal edges'],
      ],
      CONSULT:
        'I showed her how to clean it and store it in its case. I also recommended warm compresses and a soft diet during flare-ups. She said she will wear it every night',
      'TX TODAY': ['Night guard'],
      TX: [
        'Upper hard night guard was tried in',
        'It rocked slightly',
        'Intaglio was relieved',
        'Night guard was adjusted for even contacts in centric relation and canine guidance in excursions',
        'Polished',
      ],
      'F/U': 'Follow-up in 4 weeks to check the fit and her symptoms',
    },
  }),

  // ---------------------------------------------------------------- 6. US pediatric dentist (Universal, letters, mixed)
  defineCase({
    id: 'h26-31-us-asr-peds-six-year-old-recall-k-sealant-sorry-composite-bitewings-mih',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for her recall no problems she's been brushing by herself healthy no meds allergic to amoxicillin gets a rash soft tissues normal gums healthy moderate plaque on the upper molars letters a b i and j sound letter k occlusal sealant sorry occlusal composite intact letter l distal caries letters s and t sound numbers three fourteen nineteen and thirty erupting two bitewings taken l distal into dentin k and s fine uh prophy fluoride varnish mom asked about the chalky white spots on fourteen told her it looks like mih and we'll seal it once it's fully through she was chatty and did great next visit distal composite l recall six months",
    expect: {
      CC: "Her recall. No problems. She's been brushing by herself",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin. Gets a rash',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums healthy. Moderate plaque on the upper molars',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O composite intact'],
        ['L', 'D caries'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
      ],
      RADIO: '2 bitewings taken. #L distal into dentin. #K and #S fine',
      CONSULT:
        "Mom asked about the chalky white spots on #14. Told her it looks like MIH and we'll seal it once it's fully through",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old with mom. She was chatty and did great',
      NV: ['D composite #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h26-32-us-typed-peds-pulpotomy-ssc-s-nitrous-mta-ketac-cried-during-la',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ dad. Here for pulpotomy + SSC #S as planned. Dad reports occasional pain w/ eating, none at night. No changes to med hx, NKDA. #S large DO caries, no swelling, no mobility. #T O sealant intact. Dx: deep caries #S, reversible pulpitis. N2O 40% w/ O2. Topical benzocaine. LA 1 carp 2% lido 1:100k epi right IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #S: coronal pulp removed, hemostasis w/ cotton pellet in 2 min, MTA placed. SSC #S size 5 cemented w/ Ketac Cem. Occlusion checked. Pt cried during LA but settled w/ N2O. POI given to dad. Advised soft diet today + watch for lip biting. Recall 6 months w/ BWs.',
    expect: {
      CC: 'Pulpotomy + SSC #S as planned. Dad reports occasional pain w/ eating, none at night',
      'MED HX': 'No changes to med hx, NKDA',
      DENTAL: [
        ['S', 'Large DO caries, no swelling, no mobility'],
        ['T', 'O sealant intact'],
      ],
      DX: ['Deep caries #S', 'Reversible pulpitis'],
      CONSULT: 'Advised soft diet today + watch for lip biting',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O 40% w/ O2',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #S: coronal pulp removed',
        'Hemostasis w/ cotton pellet in 2 min',
        'MTA placed',
        'SSC #S size 5 cemented w/ Ketac Cem',
        'Occlusion checked',
        'POI given to dad',
      ],
      NOTES: '5 y/o w/ dad. Pt cried during LA but settled w/ N2O',
      'F/U': 'Recall 6 months w/ BWs',
    },
  }),
  defineCase({
    id: 'h26-33-us-asr-peds-grandpa-abscessed-k-extraction-band-loop-appends-school-note',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with grandpa here for a bump on his gum lower left for about a week no pain healthy no meds no allergies extraoral no swelling intraoral parulis buccal to letter k letter k large mesial occlusal distal caries grade two mobility letter l distal occlusal composite intact number nineteen erupted sound pa of k furcation radiolucency close to the developing premolar diagnosis chronic abscess letter k talked to grandpa about taking k out and a space maintainer he agreed signed consent topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb extracted letter k with forceps roots complete gauze pressure hemostasis good post op instructions to grandpa he was a little tearful but brave next visit band and loop impression",
    appends: ['add to notes grandpa asked for a school excuse note for today', 'add to treatment gauze given to take home'],
    expect: {
      CC: 'Bump on his gum lower left for about a week. No pain',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Parulis buccal to #K',
      DENTAL: [
        ['K', 'Large MOD caries grade 2 mobility'],
        ['L', 'DO composite intact'],
        ['19', 'Erupted sound'],
      ],
      RADIO: 'PA of #K furcation radiolucency close to the developing premolar',
      DX: ['Chronic abscess #K'],
      CONSULT: 'Talked to grandpa about taking #K out and a space maintainer. He agreed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #K with forceps',
        'Roots complete',
        'Gauze pressure',
        'Hemostasis good',
        'Post-op instructions to grandpa',
        'Gauze given to take home',
      ],
      NOTES: '7 year old with grandpa. He was a little tearful but brave. Grandpa asked for a school excuse note for today',
      NV: ['Band and loop impression'],
    },
  }),
  defineCase({
    id: 'h26-34-us-typed-peds-football-helmet-fractured-mi-corner-8-chipped-9-mouthguard',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '14 y/o w/ mom. Took a helmet to the mouth at football practice yesterday. No LOC. #8 and #9 chipped, no pain, mild cold sensitivity #8. MH: ADHD on methylphenidate, NKDA. EO: NAD. IO: small laceration upper labial mucosa, healing. #8 fractured MI corner into dentin, no pulp exposure, not mobile, (+) cold. #9 chipped incisal edge, not mobile, (+) cold. #7, #10 WNL. PAs #7-#10: no root fractures, apices closed. Dx: uncomplicated crown fracture #8, enamel fracture #9. No LA. Isolation w/ cotton rolls. Etch, bond, MI composite #8 (Filtek Supreme A1B). #9 incisal edge smoothed w/ Sof-Lex. Upper impression in alginate for a custom mouthguard. Discussed that he should not play without a mouthguard; mom agreed. Recheck vitality 4 weeks.',
    expect: {
      CC: 'Took a helmet to the mouth at football practice yesterday. No LOC. #8 and #9 chipped, no pain, mild cold sensitivity #8',
      'MED HX': 'ADHD on methylphenidate, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Small laceration upper labial mucosa, healing',
      DENTAL: [
        ['8', 'Fractured MI corner into dentin, no pulp exposure, not mobile, (+) cold', 'MI corner'],
        ['9', 'Chipped incisal edge, not mobile, (+) cold'],
        ['7', 'WNL'],
        ['10', 'WNL'],
      ],
      RADIO: 'PAs #7-#10: no root fractures, apices closed',
      DX: ['Uncomplicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT: 'Discussed that he should not play without a mouthguard; mom agreed',
      'TX TODAY': ['MI composite #8', 'Impression'],
      TX: [
        'No LA',
        'Isolation w/ cotton rolls',
        'Etch',
        'Bond',
        'MI composite #8 (Filtek Supreme A1B)',
        '#9 incisal edge smoothed w/ Sof-Lex',
        'Upper impression in alginate for a custom mouthguard',
      ],
      NOTES: '14 y/o w/ mom',
      'F/U': 'Recheck vitality 4 weeks',
    },
  }),
  defineCase({
    id: 'h26-35-us-asr-peds-three-year-old-sdf-recheck-e-f-occlusal-gic-k-knee-to-knee',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "three year old with dad here for her six month sdf recheck dad says she's eating fine no pain she's stopped the bottle at night healthy no meds no allergies knee to knee exam soft tissues normal letters e and f black arrested caries hard letter k occlusal caries soft new since last time letters d g and l sound plaque on the lower molars silver diamine fluoride reapplied e and f no la occlusal glass ionomer letter k hand excavation only fluoride varnish showed dad how to brush the back teeth with her lying down she screamed through the exam but settled for the filling recall three months",
    expect: {
      CC: "Her 6 month SDF recheck. Dad says she's eating fine. No pain. She's stopped the bottle at night",
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Knee to knee exam. Soft tissues normal',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['E', 'Black arrested caries hard'],
        ['F', 'Black arrested caries hard'],
        ['K', 'O caries soft new since last time'],
        ['D', 'Sound'],
        ['G', 'Sound'],
        ['L', 'Sound'],
      ],
      CONSULT: 'Showed dad how to brush the back teeth with her lying down',
      'TX TODAY': ['SDF #E, #F', 'O GIC #K', 'Fluoride varnish'],
      TX: [
        'Silver diamine fluoride reapplied #E, #F',
        'No LA',
        'O glass ionomer #K',
        'Hand excavation only',
        'Fluoride varnish',
      ],
      NOTES: '3 year old with dad. She screamed through the exam but settled for the filling',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h26-36-us-typed-peds-autism-desensitization-abscess-t-ga-referral-latex',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "9 y/o w/ mom + aide. Nonverbal, sensory sensitivities. Here for third desensitization visit and exam as tolerated. Mom reports he has been hitting his right cheek for 2 days. MH: autism, seizures on levetiracetam, allergic to latex. Pt sat in the chair w/ weighted blanket, exam w/ mirror only, ~60% seen. Soft tissues WNL where seen. Heavy plaque, generalized gingivitis. #S large O caries. #T gross caries w/ buccal swelling. #3, #14 O pits stained. Unable to take radiographs. Dx: dental abscess #T, caries #S. FV applied w/ brush. Discussed w/ mom: tx under general anesthesia at the children's hospital, mom agrees. Rx amoxicillin 400 mg/5 ml suspension 7.5 ml BID x 7 days. Referral for comprehensive care under GA at the children's hospital. Mom asked if the abscess is urgent: explained antibiotics now, GA referral marked urgent. Review after GA.",
    expect: {
      CC: 'Third desensitization visit and exam as tolerated. Mom reports he has been hitting his right cheek for 2 days',
      'MED HX': 'Autism, seizures on levetiracetam, allergic to latex',
      INTRA: 'Soft tissues WNL where seen',
      PERIO: 'Heavy plaque, generalized gingivitis',
      DENTAL: [
        ['S', 'Large O caries'],
        ['T', 'Gross caries w/ buccal swelling'],
        ['3', 'O pits stained'],
        ['14', 'O pits stained'],
      ],
      RADIO: 'Unable to take radiographs',
      DX: ['Dental abscess #T', 'Caries #S'],
      CONSULT:
        "Discussed w/ mom: tx under general anesthesia at the children's hospital, mom agrees. Mom asked if the abscess is urgent: explained antibiotics now, GA referral marked urgent",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV applied w/ brush', 'Rx amoxicillin 400 mg/5 ml suspension 7.5 ml BID x 7 days'],
      'TX PLAN': ["Referral for comprehensive care under GA at the children's hospital"],
      NOTES:
        '9 y/o w/ mom + aide. Nonverbal, sensory sensitivities. Pt sat in the chair w/ weighted blanket, exam w/ mirror only, ~60% seen',
      'F/U': 'Review after GA',
    },
  }),
];
