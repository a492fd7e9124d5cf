// A sixty-eighth development batch (ids br01–br30), written blind from the labelling contract by a helper that had not
// seen the engine or any held-out split, on 27 November 2026 (contract, case.ts, the dental reference and more56 /
// more58 as format examples only); every case was labelled before any engine run. It is a Friday at five practices, six
// visits each, dictated the way each clinician really dictates:
//   br01–br06 a UK dentist who types tersely, abbreviations everywhere (FDI, typed):
//     br01 exam with short charting, BWs and S&P; br02 emergency irreversible pulpitis 36 with extirpation;
//     br03 MO composite 25 (appended "Add to notes: …" / "Change A2 to A3."); br04 XLA 18 with B + P infiltration;
//     br05 six-year-old's recall with FS 36, 46 and FV; br06 crown fit 46 (title from the CC).
//   br07–br12 a UK dentist whose nurse types his dictation in full sentences ("The patient attended for …") (Palmer,
//     typed): br07 new patient examination ending in a treatment plan; br08 obturation LR6; br09 upper acrylic partial
//     denture fit; br10 periodontal review in pregnancy with S&P, RSD LL7 and OHI; br11 a seven-year-old's extraction
//     of LRD; br12 crown prep UL6 with impression and temporary (appended "Add to notes: …" / "Change 2 weeks to 3
//     weeks.").
//   br13–br18 a UK dentist using a recogniser who says the section words ("medical history", "extra oral", "charting",
//     "radiographs", "diagnosis", "treatment today", "treatment plan", "notes", "next visit") (FDI, recogniser):
//     br13 routine exam with bitewings and a plan; br14 dry socket 46 (no title); br15 DO composite 35 and O composite
//     36 with "sorry"; br16 second stage RCT 21 (title from the CC); br17 implant consultation ending in a treatment
//     plan (appended "add to notes …" / "next visit …"); br18 a six-year-old's Hall crown on 85 with fluoride varnish.
//   br19–br24 a US dentist using a recogniser who never says section words (Universal, recogniser):
//     br19 six-month checkup with bitewings and prophy; br20 walk-in with a fractured DL cusp #30 and a DL composite;
//     br21 surgical extraction #17; br22 first SRP visit with two LA lines and Arestin; br23 crown seat #8 (title from
//     the CC; appended "add to notes …" / "next visit …"); br24 lower denture sore spot adjusted.
//   br25–br30 a US dentist dictating SOAP by recogniser ("subjective … objective … assessment … plan …", today's work
//     after "today we did" / "treatment today") (Universal, recogniser): br25 emergency pulpectomy #14; br26 an
//     eight-year-old's recall with prophy and varnish; br27 MO composite #31 with a latex allergy; br28 periodontal
//     maintenance; br29 second-opinion consultation ending in a plan (no treatment); br30 one-week post-op check after
//     extraction #19 with suture removal (appended "add to notes …" / "change four months to three months").
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in br26); 18 recogniser-style (lower case, number words,
// no punctuation, a few fillers and one "sorry") and 12 typed (terse shorthand in br01–br06, full nurse-typed sentences
// in br07–br12); five cases with appended dictation (br03, br12, br17, br23, br30). DENTAL in 28 cases (not br23, br24).
//
// Judgement calls where the contract was silent:
// - SOAP words ("subjective", "objective", "assessment") only name a section, so they are dropped like the table's
//   headers when they open a clause; what follows "assessment" is DX. The SOAP dentist keeps "plan" for future work only
//   (TX PLAN) and introduces today's work with "today we did" / "treatment today" (TX headers).
// - Terse typing keeps its shorthand in TX, DENTAL and text fields ("amal", "comp", "S&P", "FS 36, 46 under CWR",
//   "Occ adj", "XS removed", "POIG", "VC obtained" as CONSENT); titles, NV and TX PLAN use the table names ("MO comp 25" →
//   "MO composite 25", "FS" → "Fissure sealant", "FV" → "Fluoride varnish", "NV FS 16, 26" → "Fissure sealant 16, 26").
//   In LA lines "lido" is lidocaine, "1:80k adr" / "1:100k adr" are 1:80,000 / 1:100,000 adrenaline, "B infil" is buccal
//   infiltration and "B + P infil 18" is "buccal infiltration + palatal infiltration 18".
// - Nurse-typed sentences: leading articles go ("The canals were dried …" → "Canals were dried …"); "X was done and Y
//   was done" (two subjects) splits, one subject with two verbs stays one item ("Temporary crown was made in Protemp and
//   cemented with TempBond"), a "but" clause stays with its step; "Local anaesthetic: one cartridge of …" is the LA line;
//   a tooth-first sentence after "On examination," is a chart entry; "Next appointment:" / "Next visit:" are NV.
// - Titles: a second-stage RCT whose TX names no table procedure takes "RCT 21" from the CC (br16); a crown seat whose
//   steps say only "cemented" takes "Crown fit" from the CC (br06, br23); "Crown preparation UL6 was carried out …" is
//   "Crown prep UL6"; "Impression was taken …" is "Impression" (singular as said); a Hall crown is "SSC 85"; "denture
//   seated fully" is "Denture fit"; "adjusted the lower denture over the sore spot" is "Denture adjustment"; "scaling and
//   root planing upper right and lower right" is "SRP" (quadrants are no teeth); "Root surface debridement LL7 …" is
//   "RSD LL7"; "Oral hygiene instruction was reinforced …" is "OHI", "flossing instructions" and "TBI" are no title;
//   "localized root planing" is no title; socket irrigation and canal irrigation are no Irrigation title, so the dry
//   socket visit (br14) and the post-op check (br30), whose CCs say the extraction was done before, have no TX TODAY.
// - Advice and counselling are CONSULT ("Diet advice less squash between meals", "Nutrition counseling with mom about
//   limiting snacks", "Showed her how to use the small interdental brushes", "Reassured her"); anxiety, pleasure and
//   remarks about the patient, a child's age and who came with them are NOTES.
// - Mobility said tooth first is a chart entry; pockets, bleeding, plaque and calculus are PERIO; a socket or sinus
//   named by a tooth ("46 socket empty", "Sinus buccal to 21") is INTRA with no chart entry (rule 7).
// - Numbers: "class one mobility" → "Class 1 mobility", "stage three grade b" → "stage 3 grade B" (digits rule),
//   "three oh chromic gut" → "3-0 chromic gut", "one eighteen over seventy six" → "118/76", "a1c seven point two" →
//   "A1c 7.2"; typed "3/7", "2/52", "9/12" become "3 days", "2 weeks", "9 months".
// - "Sealants" said alone stays as said in TX PLAN ("Sealants #3, #14"); "next time …" and "book him in for …" are NV.
// - Appends: "add to notes …" adds to NOTES, "next visit …" adds an NV item, "change X to Y" edits the one place X is
//   said (br03's "A2" only in the shade item, br12's "2 weeks" only in NV, br30's "4 months" only in TX PLAN).
import { defineCase, type NotesCase } from '../case.ts';

export const more68Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK terse typist (FDI, typed)
  defineCase({
    id: 'br01-uk-typed-fdi-terse-exam-bws-16-d-margin-caries-s-and-p-rv-9-12',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. No c/o. MH no change, amlodipine, NKDA. EO NAD. IO NAD. BPE 212/222, calc lower ant. 17 MO amal sound. 16 DO amal, caries at D margin. 26 O comp sound. 36 PFM OK. 46 MOD amal ditched, no caries. 38, 48 missing. BWs R+L gr 1: 16 D caries into dentine, bone levels OK. Dx caries 16. S&P, OHI ID brushes. NV DO comp 16. RV 9/12.',
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'No change, amlodipine, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 212/222, calc lower ant',
      DENTAL: [
        ['17', 'MO amal sound'],
        ['16', 'DO amal, caries at D margin'],
        ['26', 'O comp sound'],
        ['36', 'PFM OK'],
        ['46', 'MOD amal ditched, no caries'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'BWs R+L gr 1: 16 D caries into dentine, bone levels OK',
      DX: ['Caries 16'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI ID brushes'],
      NV: ['DO composite 16'],
      'F/U': 'RV 9 months',
    },
  }),
  defineCase({
    id: 'br02-uk-typed-fdi-terse-emergency-irrev-pulpitis-36-extirpation-ledermix',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg. C/O throbbing LL 3/7, kept awake last night, ibuprofen not helping. MH: asthma (salbutamol), allergic to penicillin. EO NAD. 36 deep DO caries, TTP+, EC lingering. 35, 37 sound. PA 36: caries into pulp, widened PDL. Dx irrev pulpitis 36. Opts RCT vs XLA, pt wants to keep it. VC obtained. LA 2 x 2.2ml lido 2% 1:80k adr IDB left + B infil 36. RD. Access, 3 canals located, pulp extirpated 36, canals irrigated NaOCl, Ledermix + Cavit. Occ reduced. POIG. NV complete RCT 36 2/52.',
    expect: {
      CC: 'Emerg. Throbbing LL 3 days, kept awake last night, ibuprofen not helping',
      'MED HX': 'Asthma (salbutamol), allergic to penicillin',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'Deep DO caries, TTP+, EC lingering'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36: caries into pulp, widened PDL',
      DX: ['Irrev pulpitis 36'],
      CONSULT: 'Opts RCT vs XLA, pt wants to keep it',
      CONSENT: 'VC obtained',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36',
        'RD',
        'Access',
        '3 canals located',
        'Pulp extirpated 36',
        'Canals irrigated NaOCl',
        'Ledermix + Cavit',
        'Occ reduced',
        'POIG',
      ],
      NV: ['Complete RCT 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'br03-uk-typed-fdi-terse-mo-comp-25-appends-notes-change-shade',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for MO comp 25 as planned. MH no change, NKDA. 25 MO caries, not TTP. 24 DO comp sound. LA 1 x 2.2ml articaine 4% 1:100k adr B infil 25. CWR + dry guard. Caries removed, no exp. Sectional matrix + wedge. Etch, bond. MO comp 25, shade A2. Occ checked, polished. POIG. RV at recall.',
    appends: ['Add to notes: very nervous, managed well w/ breaks.', 'Change A2 to A3.'],
    expect: {
      CC: 'MO comp 25 as planned',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['25', 'MO caries, not TTP'],
        ['24', 'DO comp sound'],
      ],
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'CWR + dry guard',
        'Caries removed',
        'No exp',
        'Sectional matrix + wedge',
        'Etch',
        'Bond',
        'MO comp 25',
        'Shade A3',
        'Occ checked',
        'Polished',
        'POIG',
      ],
      NOTES: 'Very nervous, managed well w/ breaks',
      'F/U': 'RV at recall',
    },
  }),
  defineCase({
    id: 'br04-uk-typed-fdi-terse-xla-18-luxator-b-p-infil-no-oac',
    style: 'UK',
    asr: false,
    transcript:
      'XLA 18 as planned. MH T2DM (metformin), NKDA, BP 138/82. 18 grossly carious, buccally placed, unrestorable. 17 sound. Risks expl incl OAC. Written consent. LA 1 x 2.2ml articaine 4% 1:100k adr B + P infil 18. XLA 18 w/ luxator + forceps, roots complete, no OAC. Haemostasis achieved. POIG verbal + written. RV PRN.',
    expect: {
      CC: 'XLA 18 as planned',
      'MED HX': 'T2DM (metformin), NKDA, BP 138/82',
      DENTAL: [
        ['18', 'Grossly carious, buccally placed, unrestorable'],
        ['17', 'Sound'],
      ],
      CONSULT: 'Risks expl incl OAC',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 18'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 18',
        'XLA 18 w/ luxator + forceps',
        'Roots complete',
        'No OAC',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      'F/U': 'RV PRN',
    },
  }),
  defineCase({
    id: 'br05-uk-typed-fdi-terse-child-recall-fs-36-46-fv-55-65-enamel-caries',
    style: 'UK',
    asr: false,
    transcript:
      "6yo w/ mum. Recall, no c/o. MH fit + well, NKDA. IO NAD. Plaque ++ upper incisors. 36, 46 erupted, deep fissures, caries-free. 16, 26 part erupted. 55, 65 O caries, small, enamel only. 54, 64 sound. FS 36, 46 under CWR. FV 22,600 ppm. TBI w/ mum. Advised 1450 ppm paste, spit don't rinse, no juice between meals. Good co-op. NV FS 16, 26. RV 3/12.",
    expect: {
      CC: 'Recall, no c/o',
      'MED HX': 'Fit + well, NKDA',
      INTRA: 'NAD',
      PERIO: 'Plaque ++ upper incisors',
      DENTAL: [
        ['36', 'Erupted, deep fissures, caries-free'],
        ['46', 'Erupted, deep fissures, caries-free'],
        ['16', 'Part erupted'],
        ['26', 'Part erupted'],
        ['55', 'O caries, small, enamel only'],
        ['65', 'O caries, small, enamel only'],
        ['54', 'Sound'],
        ['64', 'Sound'],
      ],
      CONSULT: "Advised 1450 ppm paste, spit don't rinse, no juice between meals",
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: ['FS 36, 46 under CWR', 'FV 22,600 ppm', 'TBI w/ mum'],
      NOTES: '6yo w/ mum. Good co-op',
      NV: ['Fissure sealant 16, 26'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'br06-uk-typed-fdi-terse-crown-fit-46-emax-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Crown fit 46. No probs w/ temp. MH no change, NKDA. 47 MO amal, OK. No LA. Temp off, prep cleaned w/ pumice. Emax tried in, M contact tight, adjusted. Margins closed, shade OK. Cemented w/ RelyX Unicem, XS removed, floss through. Occ adj. Pt happy. POIG. RV 6/12.',
    expect: {
      CC: 'Crown fit 46. No probs w/ temp',
      'MED HX': 'No change, NKDA',
      DENTAL: [['47', 'MO amal, OK']],
      'TX TODAY': ['Crown fit 46'],
      TX: [
        'No LA',
        'Temp off',
        'Prep cleaned w/ pumice',
        'Emax tried in',
        'M contact tight',
        'Adjusted',
        'Margins closed',
        'Shade OK',
        'Cemented w/ RelyX Unicem',
        'XS removed',
        'Floss through',
        'Occ adj',
        'POIG',
      ],
      NOTES: 'Pt happy',
      'F/U': 'RV 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist, nurse types full sentences (Palmer, typed)
  defineCase({
    id: 'br07-uk-typed-palmer-nurse-new-patient-exam-fractured-p-cusp-ul7-treatment-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'The patient attended for a new patient examination. She has not seen a dentist for 4 years and is unhappy with a gap on the upper left. She has no medical problems, takes no medication and has no allergies. She smokes 10 cigarettes a day. No abnormalities were found extra-orally. The soft tissues were healthy. The BPE was 3 2 3 / 3 2 3 with generalised calculus. UL5 and UL6 are missing. UL7 has a large MO amalgam with a fractured palatal cusp. LR6 has deep distal caries. LL8 is partially erupted. Two bitewings and a PA of LR6 were taken. The bitewings showed caries on UR5 distal and LL6 mesial. The PA of LR6 showed caries close to the pulp with no periapical lesion. The options for the gap were explained: a denture, a bridge or implants. She would like to think about it. Smoking cessation advice was given. Treatment plan: scale and polish with the hygienist, DO composite on LR6, crown on UL7 and fillings on UR5 and LL6. Next visit: DO composite LR6.',
    expect: {
      CC: 'New patient examination. She has not seen a dentist for 4 years and is unhappy with a gap on the upper left',
      'MED HX': 'She has no medical problems, takes no medication and has no allergies. She smokes 10 cigarettes a day',
      EXTRA: 'No abnormalities were found extra-orally',
      INTRA: 'Soft tissues were healthy',
      PERIO: 'BPE was 3 2 3 / 3 2 3 with generalised calculus',
      DENTAL: [
        ['UL5', 'Missing'],
        ['UL6', 'Missing'],
        ['UL7', 'Large MO amalgam with a fractured P cusp', 'P cusp'],
        ['LR6', 'Deep D caries'],
        ['LL8', 'Partially erupted'],
      ],
      RADIO:
        '2 bitewings and a PA of LR6 were taken. Bitewings showed caries on UR5 distal and LL6 mesial. PA of LR6 showed caries close to the pulp with no periapical lesion',
      CONSULT:
        'Options for the gap were explained: a denture, a bridge or implants. She would like to think about it. Smoking cessation advice was given',
      'TX PLAN': ['Scale and polish with the hygienist', 'DO composite LR6', 'Crown UL7', 'Fillings UR5, LL6'],
      NV: ['DO composite LR6'],
    },
  }),
  defineCase({
    id: 'br08-uk-typed-palmer-nurse-obturation-lr6-warm-vertical-gold-crown-advised',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'The patient attended for the second stage of root canal treatment on LR6. He reports that the tooth has been comfortable since the last visit. He is still taking lansoprazole and has no allergies. On examination, LR6 is not tender to percussion and the Cavit is intact. LR7 has a sound MO amalgam. Local anaesthetic: one cartridge of articaine 4% with 1:100,000 adrenaline, buccal infiltration LR6. Rubber dam was placed. The Cavit and calcium hydroxide were removed and the canals were irrigated with sodium hypochlorite. The master cones were tried in and checked with a radiograph. The canals were dried with paper points and LR6 was obturated with gutta percha and AH Plus using warm vertical condensation. The access cavity was sealed with bonded composite. A post-operative radiograph showed a well-condensed root filling to length in all four canals. He was advised that a crown is recommended to protect the tooth, and he would like a gold crown. Next appointment: crown preparation LR6 in 3 weeks.',
    expect: {
      CC: 'Second stage of root canal treatment on LR6. He reports that the tooth has been comfortable since the last visit',
      'MED HX': 'He is still taking lansoprazole and has no allergies',
      DENTAL: [
        ['LR6', 'Not tender to percussion and the Cavit is intact'],
        ['LR7', 'Sound MO amalgam'],
      ],
      RADIO: 'Post-operative radiograph showed a well-condensed root filling to length in all 4 canals',
      CONSULT: 'He was advised that a crown is recommended to protect the tooth, and he would like a gold crown',
      'TX TODAY': ['Obturation LR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam was placed',
        'Cavit and calcium hydroxide were removed',
        'Canals were irrigated with sodium hypochlorite',
        'Master cones were tried in and checked with a radiograph',
        'Canals were dried with paper points',
        'LR6 was obturated with gutta percha and AH Plus using warm vertical condensation',
        'Access cavity was sealed with bonded composite',
      ],
      NV: ['Crown prep LR6 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'br09-uk-typed-palmer-nurse-upper-partial-denture-fit-flange-trimmed-clasp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'The patient attended for the fit of her new upper acrylic partial denture replacing UR2 and UL1. She has type 2 diabetes controlled with metformin and is allergic to latex. The upper ridge has healed well and there are no sore areas. UR1 and UL2 are sound and firm. UR6 has an intact MO amalgam. The denture was tried in but did not seat fully because the labial flange was overextended. The flange was trimmed and the denture seated fully. The UR6 clasp was tightened slightly. The occlusion was checked and a high spot on the denture was adjusted. She was shown how to insert and remove the denture and how to clean it. She was advised to take it out at night and keep it in water. She was very pleased with the appearance and said she felt confident smiling again. Review in 1 week for any adjustments.',
    expect: {
      CC: 'Fit of her new upper acrylic partial denture replacing UR2 and UL1',
      'MED HX': 'She has type 2 diabetes controlled with metformin and is allergic to latex',
      INTRA: 'Upper ridge has healed well and there are no sore areas',
      DENTAL: [
        ['UR1', 'Sound and firm'],
        ['UL2', 'Sound and firm'],
        ['UR6', 'Intact MO amalgam'],
      ],
      CONSULT:
        'She was shown how to insert and remove the denture and how to clean it. She was advised to take it out at night and keep it in water',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture was tried in but did not seat fully because the labial flange was overextended',
        'Flange was trimmed',
        'Denture seated fully',
        'UR6 clasp was tightened slightly',
        'Occlusion was checked',
        'High spot on the denture was adjusted',
      ],
      NOTES: 'She was very pleased with the appearance and said she felt confident smiling again',
      'F/U': 'Review in 1 week for any adjustments',
    },
  }),
  defineCase({
    id: 'br10-uk-typed-palmer-nurse-perio-review-pregnant-s-and-p-rsd-ll7-ohi',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'The patient attended for her periodontal review 3 months after root surface debridement. She says her gums no longer bleed when she brushes and she has been using interdental brushes every night. She is 24 weeks pregnant and otherwise fit and well, with no allergies. The BPE was 2 2 2 / 3 2 2. Bleeding on probing has reduced from 48% to 14%. A residual 5 mm pocket remains on LL7 distal. LL7 has grade 1 mobility. No new caries was seen. Diagnosis: generalised periodontitis stage III grade B (currently stable). A scale and polish was carried out. Root surface debridement LL7 was carried out under topical anaesthetic. Oral hygiene instruction was reinforced for the lower left. She was told that gums often become more inflamed during pregnancy and that regular cleaning is especially important. She was delighted with her progress. Recall for periodontal maintenance in 3 months.',
    expect: {
      CC: 'Her periodontal review 3 months after root surface debridement. She says her gums no longer bleed when she brushes and she has been using interdental brushes every night',
      'MED HX': 'She is 24 weeks pregnant and otherwise fit and well, with no allergies',
      INTRA: 'No new caries was seen',
      PERIO:
        'BPE was 2 2 2 / 3 2 2. Bleeding on probing has reduced from 48% to 14%. Residual 5 mm pocket remains on LL7 distal',
      DENTAL: [['LL7', 'Grade 1 mobility']],
      DX: ['Generalised periodontitis stage III grade B (currently stable)'],
      CONSULT:
        'She was told that gums often become more inflamed during pregnancy and that regular cleaning is especially important',
      'TX TODAY': ['Scale and polish', 'RSD LL7', 'OHI'],
      TX: [
        'Scale and polish was carried out',
        'Root surface debridement LL7 was carried out under topical anaesthetic',
        'Oral hygiene instruction was reinforced for the lower left',
      ],
      NOTES: 'She was delighted with her progress',
      'F/U': 'Recall for periodontal maintenance in 3 months',
    },
  }),
  defineCase({
    id: 'br11-uk-typed-palmer-nurse-child-extraction-lrd-father-consent-space-maintainer',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'A 7-year-old girl attended with her father for the extraction of LRD. The tooth has been causing pain on and off for 2 weeks. She is fit and well and has no allergies. A small buccal swelling was noted next to LRD. LRD is grossly carious and mobile. LRE has a sound fissure sealant. LR6 is partially erupted. A PA taken at the last visit showed a periapical radiolucency below LRD with the successor present. Her father gave written consent. Topical anaesthetic was applied. Local anaesthetic: one cartridge of lidocaine 2% with 1:80,000 adrenaline, buccal infiltration LRD and lingual infiltration. LRD was extracted with forceps and the roots were complete. Haemostasis was achieved with a gauze pack. Post-operative instructions were given to her father verbally and in writing. A space maintainer was discussed, but her father would prefer to wait and see. She was very brave and chose a sticker. Review in 6 months.',
    expect: {
      CC: 'Extraction of LRD. Tooth has been causing pain on and off for 2 weeks',
      'MED HX': 'She is fit and well and has no allergies',
      INTRA: 'Small buccal swelling was noted next to LRD',
      DENTAL: [
        ['LRD', 'Grossly carious and mobile'],
        ['LRE', 'Sound fissure sealant'],
        ['LR6', 'Partially erupted'],
      ],
      RADIO: 'PA taken at the last visit showed a periapical radiolucency below LRD with the successor present',
      CONSULT: 'Space maintainer was discussed, but her father would prefer to wait and see',
      CONSENT: 'Her father gave written consent',
      'TX TODAY': ['Extraction LRD'],
      TX: [
        'Topical anaesthetic was applied',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration LRD + lingual infiltration',
        'LRD was extracted with forceps',
        'Roots were complete',
        'Haemostasis was achieved with a gauze pack',
        'Post-operative instructions were given to her father verbally and in writing',
      ],
      NOTES: '7-year-old girl attended with her father. She was very brave and chose a sticker',
      'F/U': 'Review in 6 months',
    },
  }),
  defineCase({
    id: 'br12-uk-typed-palmer-nurse-crown-prep-ul6-gold-luxacore-appends-notes-change-weeks',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'The patient attended for preparation of a crown on UL6 following root canal treatment completed 2 months ago. The tooth has been comfortable. He takes atorvastatin and has no allergies. UL6 has a large MOD composite and a cracked distobuccal cusp. UL5 and UL7 are sound. The shade was taken as A3 before anaesthetic. Local anaesthetic: one cartridge of articaine 4% with 1:100,000 adrenaline, buccal and palatal infiltration UL6. The composite was removed and a core was built up in Luxacore. Crown preparation UL6 was carried out for a full gold crown with 1.5 mm occlusal reduction. Retraction cord was placed. An impression was taken in Impregum with a bite registration. A temporary crown was made in Protemp and cemented with TempBond. The occlusion was checked. He was advised to avoid sticky foods on the temporary. Next appointment: crown fit UL6 in 2 weeks.',
    appends: ['Add to notes: the patient prefers appointments after 4 pm.', 'Change 2 weeks to 3 weeks.'],
    expect: {
      CC: 'Preparation of a crown on UL6 following root canal treatment completed 2 months ago. Tooth has been comfortable',
      'MED HX': 'He takes atorvastatin and has no allergies',
      DENTAL: [
        ['UL6', 'Large MOD composite and a cracked DB cusp'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      CONSULT: 'He was advised to avoid sticky foods on the temporary',
      'TX TODAY': ['Crown prep UL6', 'Impression', 'Temporary crown'],
      TX: [
        'Shade was taken as A3 before anaesthetic',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Composite was removed',
        'Core was built up in Luxacore',
        'Crown preparation UL6 was carried out for a full gold crown with 1.5 mm occlusal reduction',
        'Retraction cord was placed',
        'Impression was taken in Impregum with a bite registration',
        'Temporary crown was made in Protemp and cemented with TempBond',
        'Occlusion was checked',
      ],
      NOTES: 'Patient prefers appointments after 4 pm',
      NV: ['Crown fit UL6 in 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK recogniser user who says section words (FDI)
  defineCase({
    id: 'br13-uk-asr-fdi-section-words-routine-exam-bitewings-27-mo-caries-plan',
    style: 'UK',
    asr: true,
    transcript:
      'routine exam nothing bothering her um medical history no changes takes omeprazole and atorvastatin allergic to penicillin ex smoker drinks about ten units a week extra oral nad lymph nodes not palpable intra oral soft tissues healthy oral cancer screen clear perio bpe two two two two one two calculus lower anteriors charting one seven mesial occlusal amalgam sound one six crown sound two six occlusal amalgam sound two seven mesial occlusal caries three six disto occlusal composite sound four six mesial occlusal distal amalgam sound four seven missing radiographs bitewings left and right grade one caries two seven mesial into dentine no other caries bone levels normal diagnosis caries two seven treatment today scale and polish ohi treatment plan mesial occlusal composite two seven recall twelve months',
    expect: {
      CC: 'Routine exam. Nothing bothering her',
      'MED HX':
        'No changes. Takes omeprazole and atorvastatin. Allergic to penicillin. Ex smoker. Drinks about 10 units a week',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 1 2. Calculus lower anteriors',
      DENTAL: [
        ['17', 'MO amalgam sound'],
        ['16', 'Crown sound'],
        ['26', 'O amalgam sound'],
        ['27', 'MO caries'],
        ['36', 'DO composite sound'],
        ['46', 'MOD amalgam sound'],
        ['47', 'Missing'],
      ],
      RADIO: 'Bitewings left and right grade 1. Caries 27 mesial into dentine. No other caries. Bone levels normal',
      DX: ['Caries 27'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      'TX PLAN': ['MO composite 27'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'br14-uk-asr-fdi-section-words-dry-socket-46-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'emergency patient had four six taken out at another practice er five days ago severe throbbing pain since yesterday and a bad taste medical history asthma uses a brown and a blue inhaler smokes twenty a day no allergies extra oral no swelling no lymphadenopathy intra oral four six socket empty no clot bone visible very tender four five and four seven sound diagnosis dry socket four six treatment today la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration four six socket irrigated with warm saline alvogyl placed advised no smoking for a few days and warm salt water rinses from tomorrow notes very upset about the pain review in three days',
    expect: {
      CC: 'Emergency. Patient had 46 taken out at another practice 5 days ago. Severe throbbing pain since yesterday and a bad taste',
      'MED HX': 'Asthma uses a brown and a blue inhaler. Smokes 20 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '46 socket empty. No clot. Bone visible. Very tender',
      DENTAL: [
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      DX: ['Dry socket 46'],
      CONSULT: 'Advised no smoking for a few days and warm salt water rinses from tomorrow',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 46',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      NOTES: 'Very upset about the pain',
      'F/U': 'Review in 3 days',
    },
  }),
  defineCase({
    id: 'br15-uk-asr-fdi-section-words-do-composite-35-o-composite-36-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for two fillings lower left as planned medical history no changes on levothyroxine no allergies charting three five disto occlusal caries three six occlusal caries treatment today la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration three five and three six rubber dam three seven to three four caries removed three five sectional matrix and wedge etched bonded disto occlusal composite three five shade a two three six caries removed close to the pulp calcium hydroxide liner occlusal composite three six shade a two sorry a three rubber dam off occlusion checked polished post op instructions given notes he fell asleep in the chair recall six months',
    expect: {
      CC: '2 fillings lower left as planned',
      'MED HX': 'No changes. On levothyroxine. No allergies',
      DENTAL: [
        ['35', 'DO caries'],
        ['36', 'O caries'],
      ],
      'TX TODAY': ['DO composite 35', 'O composite 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 35, 36',
        'Rubber dam 37 to 34',
        'Caries removed 35',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite 35',
        'Shade A2',
        '36 caries removed close to the pulp',
        'Calcium hydroxide liner',
        'O composite 36',
        'Shade A3',
        'Rubber dam off',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'He fell asleep in the chair',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'br16-uk-asr-fdi-section-words-second-stage-rct-21-title-from-cc-holiday',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for the second stage of root canal treatment on two one feels much better since the dressing medical history fit and well no medications no allergies intra oral sinus buccal to two one almost healed two one palatal composite sound slightly discoloured not tender to percussion radiographs pa two one periapical radiolucency about four millimetres diagnosis chronic apical abscess two one treatment today la one cartridge articaine four percent one in one hundred thousand adrenaline labial infiltration two one and palatal infiltration rubber dam dressing removed working length twenty two millimetres with the apex locator confirmed on a radiograph prepared to size fifty with hand files canal irrigated with sodium hypochlorite calcium hydroxide and cavit notes she wants it finished before her holiday next visit obturation two one in two weeks',
    expect: {
      CC: 'Second stage of root canal treatment on 21. Feels much better since the dressing',
      'MED HX': 'Fit and well. No medications. No allergies',
      INTRA: 'Sinus buccal to 21 almost healed',
      DENTAL: [['21', 'P composite sound slightly discoloured not tender to percussion']],
      RADIO: 'PA 21 periapical radiolucency about 4 mm',
      DX: ['Chronic apical abscess 21'],
      'TX TODAY': ['RCT 21'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration 21 + palatal infiltration',
        'Rubber dam',
        'Dressing removed',
        'Working length 22 mm with the apex locator confirmed on a radiograph',
        'Prepared to size 50 with hand files',
        'Canal irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
      ],
      NOTES: 'She wants it finished before her holiday',
      NV: ['Obturation 21 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'br17-uk-asr-fdi-section-words-implant-consultation-36-plan-appends-notes-nv',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for a consultation about replacing three six which was extracted last year he finds chewing on the left difficult medical history type two diabetes well controlled on metformin no allergies non smoker extra oral nad intra oral healthy ridge at three six good width perio bpe two two two two two two charting three six missing three seven tilted mesially three five disto occlusal composite sound radiographs opg adequate bone height above the inferior dental canal discussed the options leave the space a bridge from three five to three seven a partial denture or an implant explained the risks benefits and costs he'd like to go for the implant treatment plan scale and polish with the hygienist then cbct lower left then implant three six with a crown after healing",
    appends: ["add to notes he'd prefer morning appointments because of work", 'next visit cbct lower left'],
    expect: {
      CC: 'Consultation about replacing 36 which was extracted last year. He finds chewing on the left difficult',
      'MED HX': 'Type 2 diabetes well controlled on metformin. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Healthy ridge at 36. Good width',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Tilted mesially'],
        ['35', 'DO composite sound'],
      ],
      RADIO: 'OPG adequate bone height above the inferior dental canal',
      CONSULT:
        "Discussed the options leave the space a bridge from 35 to 37 a partial denture or an implant. Explained the risks benefits and costs. He'd like to go for the implant",
      'TX PLAN': ['Scale and polish with the hygienist', 'CBCT lower left', 'Implant 36 with a crown after healing'],
      NOTES: "He'd prefer morning appointments because of work",
      NV: ['CBCT lower left'],
    },
  }),
  defineCase({
    id: 'br18-uk-asr-fdi-section-words-child-hall-crown-85-separators-fluoride-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'six year old attended with dad for the hall crown on eight five medical history asthma blue inhaler when needed no allergies intra oral soft tissues healthy charting eight five disto occlusal caries no pain no swelling eight four occlusal caries small three six partially erupted treatment today no la separators from last week removed hall crown eight five size six tried in then cemented with glass ionomer he bit down on a cotton roll excess removed occlusion slightly high as expected fluoride varnish applied diet advice less squash between meals notes he was a superstar and picked a sticker next visit fissure sealant three six recall three months',
    expect: {
      CC: 'Hall crown on 85',
      'MED HX': 'Asthma blue inhaler when needed. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['85', 'DO caries no pain no swelling'],
        ['84', 'O caries small'],
        ['36', 'Partially erupted'],
      ],
      CONSULT: 'Diet advice less squash between meals',
      'TX TODAY': ['SSC 85', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Separators from last week removed',
        'Hall crown 85 size 6 tried in',
        'Cemented with glass ionomer',
        'He bit down on a cotton roll',
        'Excess removed',
        'Occlusion slightly high as expected',
        'Fluoride varnish applied',
      ],
      NOTES: '6 year old attended with dad. He was a superstar and picked a sticker',
      NV: ['Fissure sealant 36'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US recogniser user who never says section words (Universal)
  defineCase({
    id: 'br19-us-asr-universal-no-section-words-checkup-bitewings-19-recurrent-d-caries-prophy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her six month checkup no concerns still on lisinopril no allergies nothing unusual on the head and neck exam soft tissues look good generalized light plaque bleeding on probing lower anteriors number two mesial occlusal amalgam intact number three crown margins fine number fourteen occlusal composite sound number nineteen distal occlusal amalgam recurrent caries on the distal number thirty root canal treated with a crown number thirty two missing took four bitewings caries on nineteen distal under the amalgam prophy then flossing instructions she asked about whitening gave her the take home tray pricing next time distal occlusal composite on nineteen to replace the amalgam recall six months",
    expect: {
      CC: 'Her 6 month checkup. No concerns',
      'MED HX': 'Still on lisinopril. No allergies',
      EXTRA: 'Nothing unusual on the head and neck exam',
      INTRA: 'Soft tissues look good',
      PERIO: 'Generalized light plaque. Bleeding on probing lower anteriors',
      DENTAL: [
        ['2', 'MO amalgam intact'],
        ['3', 'Crown margins fine'],
        ['14', 'O composite sound'],
        ['19', 'DO amalgam recurrent D caries'],
        ['30', 'Root canal treated with a crown'],
        ['32', 'Missing'],
      ],
      RADIO: 'Took 4 bitewings. Caries on #19 distal under the amalgam',
      CONSULT: 'She asked about whitening. Gave her the take home tray pricing',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy', 'Flossing instructions'],
      NV: ['DO composite #19 to replace the amalgam'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'br20-us-asr-universal-no-section-words-walk-in-fractured-dl-cusp-30-dl-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "walk in he broke a piece off a lower right back tooth on a popcorn kernel last night it's sharp on his tongue no pain takes metformin allergic to codeine number thirty fractured distolingual cusp margin above the gum no caries not tender normal to cold number thirty one sound took a pa no periapical issues fracture is above the bone explained he needs a crown on thirty because the cusp is gone he wants to wait until the new year for his insurance no anesthetic needed smoothed the sharp edge then bonded a distolingual composite on thirty as a temporary fix book him in for the crown prep on thirty in the new year",
    expect: {
      CC: "Walk in. He broke a piece off a lower right back tooth on a popcorn kernel last night. It's sharp on his tongue. No pain",
      'MED HX': 'Takes metformin. Allergic to codeine',
      DENTAL: [
        ['30', 'Fractured DL cusp margin above the gum no caries not tender normal to cold', 'DL cusp'],
        ['31', 'Sound'],
      ],
      RADIO: 'Took a PA. No periapical issues. Fracture is above the bone',
      CONSULT:
        'Explained he needs a crown on #30 because the cusp is gone. He wants to wait until the new year for his insurance',
      'TX TODAY': ['DL composite #30'],
      TX: ['No anesthetic needed', 'Smoothed the sharp edge', 'Bonded a DL composite #30 as a temporary fix'],
      NV: ['Crown prep #30 in the new year'],
    },
  }),
  defineCase({
    id: 'br21-us-asr-universal-no-section-words-surgical-extraction-17-pano-chromic-gut',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for his wisdom tooth number seventeen it keeps flaring up healthy takes nothing allergic to penicillin blood pressure one eighteen over seventy six number seventeen partially erupted distoangular gum swollen over it no pus number eighteen sound the pano showed seventeen close to the canal but not touching it went over the risks including numbness of the lip and tongue dry socket and infection he signed the consent three carpules lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration seventeen surgical extraction number seventeen flap raised bone removed buccally with the surgical handpiece sectioned the crown delivered the roots in two pieces irrigated the socket with saline closed with three oh chromic gut gauze pack post op instructions written and verbal rx ibuprofen six hundred milligrams every six hours as needed he did great see him in a week",
    expect: {
      CC: 'His wisdom tooth #17. It keeps flaring up',
      'MED HX': 'Healthy. Takes nothing. Allergic to penicillin. Blood pressure 118/76',
      DENTAL: [
        ['17', 'Partially erupted distoangular gum swollen over it no pus'],
        ['18', 'Sound'],
      ],
      RADIO: 'Pano showed #17 close to the canal but not touching it',
      CONSULT: 'Went over the risks including numbness of the lip and tongue dry socket and infection',
      CONSENT: 'He signed the consent',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration #17',
        'Surgical extraction #17',
        'Flap raised',
        'Bone removed buccally with the surgical handpiece',
        'Sectioned the crown',
        'Delivered the roots in 2 pieces',
        'Irrigated the socket with saline',
        'Closed with 3-0 chromic gut',
        'Gauze pack',
        'Post-op instructions written and verbal',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: 'He did great',
      'F/U': 'See him in a week',
    },
  }),
  defineCase({
    id: 'br22-us-asr-universal-no-section-words-first-srp-ur-lr-two-la-lines-arestin-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "first scaling and root planing visit upper right and lower right she's diabetic on insulin a1c seven point two blood sugar one forty this morning no allergies probing depths five to seven millimeters on the upper right and lower right molars bleeding on probing heavy subgingival calculus number three class one mobility two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration upper right and one carpule lidocaine right ianb scaling and root planing upper right and lower right with the cavitron and gracey curettes arestin placed number three distal pocket showed her how to use the small interdental brushes she's nervous about losing her teeth reassured her book her in for scaling and root planing upper left and lower left in two weeks",
    expect: {
      CC: 'First scaling and root planing visit upper right and lower right',
      'MED HX': "She's diabetic on insulin. A1c 7.2. Blood sugar 140 this morning. No allergies",
      PERIO:
        'Probing depths 5 to 7 mm on the upper right and lower right molars. Bleeding on probing. Heavy subgingival calculus',
      DENTAL: [['3', 'Class 1 mobility']],
      CONSULT: 'Showed her how to use the small interdental brushes. Reassured her',
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        'LA: 1 carpule lidocaine, IANB right',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Arestin placed #3 distal pocket',
      ],
      NOTES: "She's nervous about losing her teeth",
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'br23-us-asr-universal-no-section-words-crown-seat-8-title-from-cc-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for the crown seat on number eight the temp's been fine no changes health wise no allergies no anesthetic temp off cleaned the prep tried in the zirconia crown contacts good margins sealed shade matches really well she loved it checked the bite cemented with relyx unicem cleaned off the excess flossed told her no biting into apples with it for a day see her at her next cleaning",
    appends: [
      "add to notes she's getting married next month and wanted it done before the photos",
      'next visit impressions for whitening trays',
    ],
    expect: {
      CC: "Crown seat on #8. Temp's been fine",
      'MED HX': 'No changes health wise. No allergies',
      CONSULT: 'Told her no biting into apples with it for a day',
      'TX TODAY': ['Crown fit #8'],
      TX: [
        'No anesthetic',
        'Temp off',
        'Cleaned the prep',
        'Tried in the zirconia crown',
        'Contacts good',
        'Margins sealed',
        'Shade matches really well',
        'Checked the bite',
        'Cemented with RelyX Unicem',
        'Cleaned off the excess',
        'Flossed',
      ],
      NOTES: "She loved it. She's getting married next month and wanted it done before the photos",
      NV: ['Impressions for whitening trays'],
      'F/U': 'See her at her next cleaning',
    },
  }),
  defineCase({
    id: 'br24-us-asr-universal-no-section-words-lower-denture-sore-spot-adjusted-warfarin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because her lower denture has been rubbing on the left since we relined it two weeks ago no changes to her meds still on warfarin allergic to sulfa sore spot about three millimeters on the lower left ridge under the lingual flange near the retromolar pad no sign of infection upper denture fits well used pressure indicating paste adjusted the lower denture over the sore spot polished it checked the bite heavy on the left premolars adjusted that too she said it already feels better told her warm salt water rinses and to leave the lower out at night for a few days come back in a week if it's still sore",
    expect: {
      CC: 'Her lower denture has been rubbing on the left since we relined it 2 weeks ago',
      'MED HX': 'No changes to her meds. Still on warfarin. Allergic to sulfa',
      INTRA:
        'Sore spot about 3 mm on the lower left ridge under the lingual flange near the retromolar pad. No sign of infection. Upper denture fits well',
      CONSULT: 'Told her warm salt water rinses and to leave the lower out at night for a few days',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Used pressure indicating paste',
        'Adjusted the lower denture over the sore spot',
        'Polished it',
        'Checked the bite',
        'Heavy on the left premolars',
        'Adjusted that too',
      ],
      NOTES: 'She said it already feels better',
      'F/U': "Come back in a week if it's still sore",
    },
  }),

  // ---------------------------------------------------------------- 5. US dentist dictating SOAP by recogniser (Universal)
  defineCase({
    id: 'br25-us-asr-universal-soap-emergency-pulpectomy-14-plan-rct-crown',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'subjective patient presents with throbbing pain upper left for three days it wakes him up at night advil helps a little medical history hypertension on amlodipine no known drug allergies objective extraoral no swelling no lymphadenopathy intraoral number fourteen large mesial occlusal distal amalgam with recurrent caries percussion positive cold lingering more than thirty seconds numbers thirteen and fifteen within normal limits pa of fourteen deep caries approaching the pulp widened pdl on the palatal root assessment symptomatic irreversible pulpitis with symptomatic apical periodontitis number fourteen plan root canal therapy fourteen then crown fourteen discussed extraction as the alternative patient chose root canal signed consent today we did two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam pulpectomy fourteen three canals found cleaned to working length irrigated with sodium hypochlorite calcium hydroxide and cavit rx ibuprofen six hundred milligrams every six hours as needed next visit finish root canal fourteen in two weeks',
    expect: {
      CC: 'Throbbing pain upper left for 3 days. It wakes him up at night. Advil helps a little',
      'MED HX': 'Hypertension on amlodipine. No known drug allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [
        ['14', 'Large MOD amalgam with recurrent caries percussion positive cold lingering more than 30 seconds'],
        ['13', 'Within normal limits'],
        ['15', 'Within normal limits'],
      ],
      RADIO: 'PA of #14 deep caries approaching the pulp. Widened PDL on the palatal root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: 'Discussed extraction as the alternative. Patient chose root canal',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Pulpectomy #14',
        '3 canals found',
        'Cleaned to working length',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'TX PLAN': ['RCT #14', 'Crown #14'],
      NV: ['Finish RCT #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'br26-us-asr-universal-soap-child-recall-k-do-caries-prophy-varnish-sealants-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'subjective eight year old with mom here for her recall exam no complaints mom says she snacks a lot after school medical history healthy no meds no allergies objective extraoral within normal limits intraoral soft tissues within normal limits mild gingival inflammation lower anteriors letter k distal occlusal caries letter t stainless steel crown intact numbers nineteen and thirty sealants intact numbers three and fourteen deep grooves not sealed two bitewings letter k caries into dentin no other caries assessment caries letter k high caries risk treatment today prophy fluoride varnish nutrition counseling with mom about limiting snacks plan distal occlusal composite letter k sealants three and fourteen she was chatty and did great recall three months',
    expect: {
      CC: 'Her recall exam. No complaints. Mom says she snacks a lot after school',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues within normal limits',
      PERIO: 'Mild gingival inflammation lower anteriors',
      DENTAL: [
        ['K', 'DO caries'],
        ['T', 'Stainless steel crown intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['3', 'Deep grooves not sealed'],
        ['14', 'Deep grooves not sealed'],
      ],
      RADIO: '2 bitewings. #K caries into dentin. No other caries',
      DX: ['Caries #K', 'High caries risk'],
      CONSULT: 'Nutrition counseling with mom about limiting snacks',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      'TX PLAN': ['DO composite #K', 'Sealants #3, #14'],
      NOTES: '8 year old with mom. She was chatty and did great',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'br27-us-asr-universal-soap-mo-composite-31-latex-allergy-plan-prophy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'subjective patient here for a filling on number thirty one as treatment planned no changes to medical history takes sertraline allergic to latex objective number thirty one mesial occlusal caries asymptomatic number thirty mesial occlusal distal amalgam intact assessment caries number thirty one treatment today two carpules lidocaine two percent with one to one hundred thousand epi right ianb non latex rubber dam caries excavated to sound dentin no exposure sectional matrix etched bonded mesial occlusal composite thirty one shade a three cured polished occlusion adjusted patient tolerated it well plan prophy with the hygienist next month recall six months',
    expect: {
      CC: 'Filling on #31 as treatment planned',
      'MED HX': 'No changes to medical history. Takes sertraline. Allergic to latex',
      DENTAL: [
        ['31', 'MO caries asymptomatic'],
        ['30', 'MOD amalgam intact'],
      ],
      DX: ['Caries #31'],
      'TX TODAY': ['MO composite #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Non latex rubber dam',
        'Caries excavated to sound dentin',
        'No exposure',
        'Sectional matrix',
        'Etched',
        'Bonded',
        'MO composite #31',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion adjusted',
      ],
      'TX PLAN': ['Prophy with the hygienist next month'],
      NOTES: 'Patient tolerated it well',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'br28-us-asr-universal-soap-perio-maintenance-18-19-pockets-refer-periodontist',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "subjective patient here for periodontal maintenance last scaling and root planing was a year ago reports bleeding when flossing lower left medical history type two diabetes last a1c six point nine on metformin and jardiance former smoker quit two years ago no allergies objective extraoral within normal limits intraoral no lesions full periodontal charting probing depths mostly three to four millimeters five millimeter pockets number eighteen distal and number nineteen mesial with bleeding bleeding on probing eighteen percent moderate subgingival calculus lower anteriors number nineteen class one mobility assessment generalized periodontitis stage three grade b treatment today periodontal maintenance full mouth scaling with the ultrasonic and hand instruments localized root planing eighteen and nineteen polished oral hygiene instruction with a water flosser plan periodontal maintenance every three months refer to a periodontist if eighteen and nineteen don't improve",
    expect: {
      CC: 'Periodontal maintenance. Last scaling and root planing was a year ago. Reports bleeding when flossing lower left',
      'MED HX':
        'Type 2 diabetes. Last A1c 6.9. On metformin and Jardiance. Former smoker quit 2 years ago. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'No lesions',
      PERIO:
        'Full periodontal charting. Probing depths mostly 3 to 4 mm. 5 mm pockets #18 distal and #19 mesial with bleeding. Bleeding on probing 18%. Moderate subgingival calculus lower anteriors',
      DENTAL: [['19', 'Class 1 mobility']],
      DX: ['Generalized periodontitis stage 3 grade B'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance',
        'Full mouth scaling with the ultrasonic and hand instruments',
        'Localized root planing #18, #19',
        'Polished',
        'Oral hygiene instruction with a water flosser',
      ],
      'TX PLAN': ['Periodontal maintenance every 3 months', "Refer to a periodontist if #18, #19 don't improve"],
    },
  }),
  defineCase({
    id: 'br29-us-asr-universal-soap-second-opinion-crowns-3-13-abfraction-12-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "subjective patient presents for a second opinion another office told her she needs four crowns on her upper teeth no pain but some sensitivity to cold upper left medical history osteoporosis on alendronate for three years allergic to amoxicillin objective extraoral within normal limits no tmj clicking intraoral moderate wear on the anteriors number twelve buccal abfraction sensitive to air number thirteen mesial occlusal distal composite with a crack line on the mesial marginal ridge no pain on bite test number fourteen large occlusal amalgam sound number three crown with an open distal margin number fifteen missing full mouth series reviewed recurrent caries under the distal margin of three no periapical pathology assessment defective crown number three cracked tooth number thirteen abfraction number twelve plan replace crown on number three crown on number thirteen buccal composite on twelve monitor fourteen explained that fourteen doesn't need a crown right now and she only needs two crowns not four she was relieved estimate given she'll schedule after checking her insurance",
    expect: {
      CC: 'Second opinion. Another office told her she needs 4 crowns on her upper teeth. No pain but some sensitivity to cold upper left',
      'MED HX': 'Osteoporosis on alendronate for 3 years. Allergic to amoxicillin',
      EXTRA: 'Within normal limits. No TMJ clicking',
      INTRA: 'Moderate wear on the anteriors',
      DENTAL: [
        ['12', 'B abfraction sensitive to air'],
        ['13', 'MOD composite with a crack line on the M marginal ridge no pain on bite test'],
        ['14', 'Large O amalgam sound'],
        ['3', 'Crown with an open D margin'],
        ['15', 'Missing'],
      ],
      RADIO: 'Full mouth series reviewed. Recurrent caries under the distal margin of #3. No periapical pathology',
      DX: ['Defective crown #3', 'Cracked tooth #13', 'Abfraction #12'],
      CONSULT:
        "Explained that #14 doesn't need a crown right now and she only needs 2 crowns not 4. Estimate given. She'll schedule after checking her insurance",
      'TX PLAN': ['Replace crown #3', 'Crown #13', 'B composite #12', 'Monitor #14'],
      NOTES: 'She was relieved',
    },
  }),
  defineCase({
    id: 'br30-us-asr-universal-soap-post-op-19-sutures-removed-appends-notes-change-months',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'subjective patient here for his one week post op after extraction of number nineteen with a socket graft says it was sore for three days and is fine now took ibuprofen only medical history no changes objective extraoral no swelling no bruising intraoral nineteen socket healing well membrane intact sutures in place no signs of infection numbers eighteen and twenty sound assessment normal healing treatment today removed four sutures rinsed gently with saline advised a soft brush around the site plan implant placement nineteen in four months',
    appends: [
      "add to notes he's moving out of state in the summer so wants the implant done before then",
      'change four months to three months',
    ],
    expect: {
      CC: 'His 1 week post-op after extraction of #19 with a socket graft. Says it was sore for 3 days and is fine now. Took ibuprofen only',
      'MED HX': 'No changes',
      EXTRA: 'No swelling. No bruising',
      INTRA: '#19 socket healing well. Membrane intact. Sutures in place. No signs of infection',
      DENTAL: [
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      DX: ['Normal healing'],
      CONSULT: 'Advised a soft brush around the site',
      TX: ['Removed 4 sutures', 'Rinsed gently with saline'],
      'TX PLAN': ['Implant placement #19 in 3 months'],
      NOTES: "He's moving out of state in the summer so wants the implant done before then",
    },
  }),
];
