// A hundred-and-twenty-fifth development batch (ids dw01–dw30), written blind from the contract (contract.md, case.ts,
// the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine or any
// held-out split; every case was labelled before any check. Its theme is dentists who build and correct their notes by
// voice: two thirds of the visits carry appended dictation, usually three appends (two to four), each an edit made
// after the first dictation — findings, treatment, notes and plan items added ("add …", "add to chart …", "add to
// treatment …", "add to notes …"), items removed ("remove …"), wording changed ("change … to …", "replace … with …"),
// next-visit items ("next visit …"), an instruction withdrawn inside an append ("… scratch that …"), and appends made
// later in the day (the lab phoned about a void in an impression or asked for photos, the patient or a parent rang back
// with a question, the nurse pointed out a missed or wrong item, a radiograph was read after the patient had left).
// The first dictations are ordinary visits of every kind. Five practices, six visits each:
//   dw01–dw06 a UK mixed NHS / private practice (FDI; dw01, dw03, dw05 recogniser-style, dw02, dw04, dw06 typed): a
//     check-up with charting and bitewings (appends: chart, change of recall, notes), an NHS DO composite (appends:
//     shade changed, notes and next visit), an emergency extraction of a fractured 47 with an OPG reported later
//     (appends: remove, add OPG, add treatment plan, notes after the patient rang back), a private crown prep, a first
//     stage RCT on 21 (appends: change, "scratch that" inside an append, add treatment plan), a child's check-up;
//   dw07–dw12 a UK dentist who says Palmer words (Palmer; dw07, dw09, dw11 recogniser-style, dw08, dw10, dw12 typed UR6
//     shorthand): a check-up with Duraphat (appends: change, chart, next visit, notes), a surgical extraction LL8
//     (appends: treatment, notes after a phone call, change of review), a crown prep UL6 where the lab phoned about a
//     void (appends: notes, replace the next visit), a second RSD visit, a child's extraction of LRE (appends: notes
//     after dad rang back, next visit, add treatment plan), a dry socket dressed;
//   dw13–dw18 a US general practice (Universal; dw14, dw16, dw18 recogniser-style, dw13, dw15, dw17 typed): a periodic
//     exam whose bitewings were read after the patient left (appends: add BWX report, add diagnosis, next visit), an MO
//     composite (appends: change shade, remove rubber dam and add Isolite, notes), an RCT completion, an emergency
//     extraction #14 (appends: treatment Rx, notes after a call back, add follow-up), a new-patient comprehensive exam
//     with a treatment plan (appends: add plan, change crown to onlay, notes), a first SRP visit;
//   dw19–dw24 a second UK practice (FDI; dw19, dw21, dw23 recogniser-style, dw20, dw22, dw24 typed): a hygiene visit in
//     pregnancy (appends: add BPE, remove fluoride varnish, add diagnosis), two composites 14 and 15 (appends: change
//     shade, chart, notes after a phone call), an emergency pericoronitis, an anterior crown fit (appends: replace the
//     cement, treatment and notes after the lab asked for photos), a child's fissure sealants (appends: next visit,
//     "scratch that" inside an append, chart), an NHS new-patient exam with a treatment plan;
//   dw25–dw30 a US practice seeing children and adults (Universal with primary letters; dw25, dw27, dw29
//     recogniser-style, dw26, dw28, dw30 typed): a pulpotomy and SSC on #T (appends: add diagnosis, next visit, notes
//     after mom called), a child's periodic exam (appends: treatment, change of recall and notes), sealants with a
//     "sorry" correction, a baseball injury to #8 and #9 (appends: notes and remove after mom found the fragment, add
//     plan), a crown seat #19 (appends: add bitewing, change the cement, "scratch that" inside an append), an emergency
//     pulpectomy #3.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in dw25–dw27); 15 recogniser-style (lower case, number
// words, fillers, no punctuation, "sorry" corrections) and 15 typed; first dictations of 58 to 134 words. Twenty cases
// have appended dictation: dw01, dw02, dw03, dw05, dw07, dw08, dw09, dw11, dw13, dw14, dw16, dw17, dw19, dw20, dw22,
// dw23, dw25, dw26, dw28, dw29 (two appends in dw02, dw09, dw26, dw28; four in dw03, dw07; three in the rest); the
// appends of recogniser-style cases are recogniser-style too. DENTAL in 27 cases (not dw10, dw18, dw19).
//
// Judgement calls where the contract was silent:
// - The contract names no edit instruction except "scratch that" / "strike that" / "delete that"; the appends use only
//   the wordings the earlier batches used and the brief lists, and act as more53 / more56 / more58 labelled them:
//   - "add to notes X" adds X to NOTES as clauses at the end, whatever X is (a call from the patient or a parent, the
//     lab's request, a question and its answer: "dad rang back asking if she can go swimming tomorrow advised yes"),
//     because the instruction names the field;
//   - "add to chart X" adds a DENTAL entry at the end (only teeth with no entry yet are added);
//   - "add to treatment X" adds X as TX items at the end, cut as TX is cut; a table procedure in it is also a TX TODAY
//     title ("OHI with dad (floss picks)" → "OHI");
//   - "add X" with no field puts X where the same words would go in a first dictation, its section words dropped as in
//     a first dictation, at the end of that field: "add diagnosis …" / "Add diagnosis: …" → DX item, "add treatment
//     plan …" / "Add plan: …" → TX PLAN item, "add bpe …" → PERIO, "add opg …", "Add: BWX read …", "add bitewing after
//     cementation …" → RADIO, "add follow up call tomorrow …" → F/U;
//   - "next visit X" adds an NV item at the end (also when the note already had one);
//   - "remove X" deletes the item, the clause or the chart entry that says X, and with it the title it gave ("remove
//     fluoride varnish applied" also takes "Fluoride varnish" from TX TODAY; "Remove fragment not found." takes that
//     clause out of the CC);
//   - "change X to Y" and "replace X with Y" put Y in the one place X is said (every X in this batch is said once:
//     "9 months", "shade A3", "10 a day", "review 1 week", "crown fit UL6 in 2 weeks", "crown #14", "Variolink",
//     "RelyX Unicem"), matched after clean-up ("two weeks" matches "2 weeks", "rely x unicem" matches "RelyX Unicem");
//     a TX TODAY title or a table name follows its item;
//   - "scratch that" inside an append drops the instruction before it in that append ("add to notes … scratch that add
//     to notes …" keeps only the second);
//   - one append may carry several instructions, typed ("Add to treatment: … Add to notes: …") or spoken without
//     punctuation ("remove rubber dam add to treatment isolated with isolite").
// - Where "add to treatment" added a step after post-op instructions, it stays at the end (as more56 bf08).
// - Ages and who came are NOTES; remarks about the patient are NOTES; questions with answers, advice and fees are
//   CONSULT; nurse asides are dropped (all as more58). A radiograph that only justifies a step ("checked with a
//   bitewing", "master cone fit confirmed w/ PA") stays in its TX step; a film with its own report is RADIO (as more56).
// - Titles: a crown seat whose steps say only "cemented with …" takes "Crown fit" from the CC (as more58 bh03); the
//   first-stage RCT on 21 names no procedure in TX, so "RCT 21" comes from the CC; "Obturated #30 …" is "Obturation
//   #30"; "surgical XLA LL8" said only in the CC is "Surgical extraction LL8" (TX names no table procedure); a dry
//   socket dressed after an extraction done before (dw12) has no title; "irrigated under the operculum" is
//   "Irrigation", while socket and canal irrigation is none; "stainless steel crown letter t" → "SSC #T" and the GIC it
//   is cemented with is no title; "MI composite #8" → "MI composite #8"; "Impregum impressions" → "Impressions";
//   "scaling and root planing" → "SRP" (quadrants are no teeth); "duraphat varnish applied upper left four" →
//   "Fluoride varnish UL4".
// - A temporary crown "in Protemp cemented with TempBond" and an SSC "cemented with glass ionomer" are two items (as
//   more56 bf01); two anaesthetics joined by "then" are two LA lines.
// - Rule 4 in text fields: a run of surfaces is abbreviated ("bone loss around the mesiobuccal root" → "MB root"), a
//   single surface stays a word ("26 occlusal caries into dentine" in RADIO, "void on the distal margin" in NOTES);
//   "distal contact tight" keeps its word (contact is not in rule 4's list); "incisal edge" stays words.
// - Sites named by a tooth are INTRA ("sinus labial to 21", "operculum over 38 swollen and red", "LR8 socket empty …");
//   plaque and gingival redness are PERIO (as more58 bh23).
// - Teeth said together in one diagnosis or NV item stay one item ("Caries 55, 74", "Caries #12, #19, #30",
//   "Sensibility test #8, #9 in 6-8 weeks").
import { defineCase, type NotesCase } from '../case.ts';

export const more125Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'dw01-uk-asr-fdi-check-up-bitewings-26-o-caries-appends-chart-change-recall-notes',
    style: 'UK',
    asr: true,
    transcript:
      'check up no problems medical history no changes takes atorvastatin no allergies extra oral nad intra oral nad bpe one one two two one two calculus lower incisors one six mesial occlusal amalgam sound two six occlusal caries small three six disto occlusal composite sound four six crown um margins fine bitewings grade one two six occlusal caries into dentine no other caries diagnosis caries two six scale and polish oral hygiene instruction floss she asked if it needs doing soon told her yes before it gets bigger next visit occlusal composite two six recall nine months',
    appends: [
      'add to chart four seven occlusal amalgam sound',
      'change nine months to six months',
      "add to notes she'd like the filling done before her holiday",
    ],
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 2 1 2. Calculus lower incisors',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'O caries small'],
        ['36', 'DO composite sound'],
        ['46', 'Crown margins fine'],
        ['47', 'O amalgam sound'],
      ],
      RADIO: 'Bitewings grade 1. 26 occlusal caries into dentine. No other caries',
      DX: ['Caries 26'],
      CONSULT: 'She asked if it needs doing soon. Told her yes before it gets bigger',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction floss'],
      NOTES: "She'd like the filling done before her holiday",
      NV: ['O composite 26'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw02-uk-typed-fdi-nhs-do-comp-25-appends-change-shade-notes-next-visit',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for DO comp 25. MH: no change, on amlodipine, NKDA. 25 DO caries, not TTP. 24 sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal infil 25. Cotton wool rolls, dry guard. Caries removed, dentine firm, no exposure. Sectional matrix + wedge. Etch, bond, DO comp 25, shade A3. Bite checked, polished. POIG. Recall 6/12.',
    appends: [
      'Change shade A3 to shade A3.5.',
      'Add to notes: pt asked for an NHS receipt, given at reception. Next visit: S&P with hygienist.',
    ],
    expect: {
      CC: 'DO comp 25',
      'MED HX': 'No change, on amlodipine, NKDA',
      DENTAL: [
        ['25', 'DO caries, not TTP'],
        ['24', 'Sound'],
      ],
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 25',
        'Cotton wool rolls',
        'Dry guard',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix + wedge',
        'Etch',
        'Bond',
        'DO comp 25',
        'Shade A3.5',
        'Bite checked',
        'Polished',
        'POIG',
      ],
      NOTES: 'Pt asked for an NHS receipt, given at reception',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw03-uk-asr-fdi-emergency-xla-47-db-cusp-opg-reported-later-appends-remove-add-plan-notes',
    style: 'UK',
    asr: true,
    transcript:
      'emergency he cracked a tooth on the lower right eating nuts last night painful to bite medical history asthma uses a salbutamol inhaler no allergies extra oral nad intra oral soft tissues nad four seven fractured distal lingual cusp sorry disto buccal cusp extending below the gum large amalgam tender to bite four six occlusal composite sound four eight partially erupted opg taken report to follow diagnosis unrestorable four seven discussed options he wants it out verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block right and buccal infiltration four seven er extracted four seven with forceps roots complete haemostasis achieved post op instructions given verbal and written review if any problems',
    appends: [
      'remove report to follow',
      'add opg four eight mesioangular impaction close to the inferior dental canal no other pathology',
      'add treatment plan refer four eight for assessment at the hospital',
      'add to notes he rang back asking if he can take ibuprofen with his asthma advised paracetamol instead',
    ],
    expect: {
      CC: 'Emergency. He cracked a tooth on the lower right eating nuts last night. Painful to bite',
      'MED HX': 'Asthma. Uses a salbutamol inhaler. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['47', 'Fractured DB cusp extending below the gum large amalgam tender to bite', 'DB cusp'],
        ['46', 'O composite sound'],
        ['48', 'Partially erupted'],
      ],
      RADIO: 'OPG taken. OPG 48 mesioangular impaction close to the inferior dental canal. No other pathology',
      DX: ['Unrestorable 47'],
      CONSULT: 'Discussed options. He wants it out',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 47',
        'Extracted 47 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      'TX PLAN': ['Refer 48 for assessment at the hospital'],
      NOTES: 'He rang back asking if he can take ibuprofen with his asthma. Advised paracetamol instead',
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'dw04-uk-typed-fdi-private-crown-prep-36-emax-core-impregum-temp',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 36, private (e.max). MH: no change, NKDA. 36 MOD amalgam, cracked ML cusp, vital (EPT +), not TTP. 35 DO comp sound. 37 O amalgam sound. Options reviewed again, pt happy to go ahead with e.max, £650 quoted. Written consent signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adr IDB left + buccal infil 36. Amalgam removed, core built up with composite. Crown prep 36, 1 mm chamfer. Retraction cord size 0. Impregum impressions, bite reg. Shade A2. Temp crown in Protemp, cemented with TempBond. Occlusion checked. POIG. NV: crown fit 36 in 2/52.',
    expect: {
      CC: 'Crown prep 36, private (e.max)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['36', 'MOD amalgam, cracked ML cusp, vital (EPT +), not TTP'],
        ['35', 'DO comp sound'],
        ['37', 'O amalgam sound'],
      ],
      CONSULT: 'Options reviewed again, pt happy to go ahead with e.max, £650 quoted',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Amalgam removed',
        'Core built up with composite',
        'Crown prep 36',
        '1 mm chamfer',
        'Retraction cord size 0',
        'Impregum impressions',
        'Bite reg',
        'Shade A2',
        'Temp crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dw05-uk-asr-fdi-rct-21-first-stage-sinus-appends-change-scratch-that-add-plan',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the root canal on two one after the trauma last year medical history no changes no allergies two one grey discoloured tender to percussion no response to cold sinus labial to two one pa two one periapical radiolucency diagnosis chronic apical abscess two one verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two one rubber dam access one canal located working length twenty two millimetres with apex locator confirmed with a pa prepared to size forty irrigated with sodium hypochlorite calcium hydroxide dressing cavit post op instructions given next visit obturation two one in three weeks",
    appends: [
      'change three weeks to two weeks',
      "add to notes she's worried about the colour scratch that add to notes she asked about whitening the tooth afterwards",
      'add treatment plan internal bleaching two one after obturation',
    ],
    expect: {
      CC: 'Root canal on 21 after the trauma last year',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Sinus labial to 21',
      DENTAL: [['21', 'Grey discoloured tender to percussion no response to cold']],
      RADIO: 'PA 21 periapical radiolucency',
      DX: ['Chronic apical abscess 21'],
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RCT 21'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 21',
        'Rubber dam',
        'Access',
        '1 canal located',
        'Working length 22 mm with apex locator confirmed with a PA',
        'Prepared to size 40',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing',
        'Cavit',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Internal bleaching 21 after obturation'],
      NOTES: 'She asked about whitening the tooth afterwards',
      NV: ['Obturation 21 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dw06-uk-typed-fdi-child-check-up-55-74-caries-bws-fv-nv-gic',
    style: 'UK',
    asr: false,
    transcript:
      "6 y/o attended with mum for check-up. No problems. MH: fit and well, NKDA. EO: NAD. IO: soft tissues healthy. Plaque on upper incisors. 55 O caries, small. 54, 64, 65 sound. 74 DO caries. 75, 84, 85 sound. 36, 46 erupting. BWs: 74 D caries into dentine, 55 O caries in enamel. Dx: caries 55 and 74. FV 22,600 ppm applied. TBI with mum. Advised 1450 ppm toothpaste, spit don't rinse, juice with meals only. Good as gold. NV: DO GIC 74, O GIC 55. Recall 3/12.",
    expect: {
      CC: 'Check-up. No problems',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on upper incisors',
      DENTAL: [
        ['55', 'O caries, small'],
        ['54', 'Sound'],
        ['64', 'Sound'],
        ['65', 'Sound'],
        ['74', 'DO caries'],
        ['75', 'Sound'],
        ['84', 'Sound'],
        ['85', 'Sound'],
        ['36', 'Erupting'],
        ['46', 'Erupting'],
      ],
      RADIO: 'BWs: 74 D caries into dentine, 55 O caries in enamel',
      DX: ['Caries 55, 74'],
      CONSULT: "Advised 1450 ppm toothpaste, spit don't rinse, juice with meals only",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied', 'TBI with mum'],
      NOTES: '6 y/o attended with mum. Good as gold',
      NV: ['DO GIC 74', 'O GIC 55'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'dw07-uk-asr-palmer-check-up-ul4-abrasion-duraphat-appends-change-chart-nv-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay check up he's got a bit of sensitivity upper left when drinking cold medical history no changes type two diabetes on metformin no allergies smokes ten a day extra oral nad intra oral nad bpe two two three two two two upper left four buccal abrasion cavity sensitive to air upper left six mesial occlusal distal amalgam sound lower right six crown sound lower left seven occlusal composite sound upper right eight missing bitewings grade one no caries diagnosis dentine hypersensitivity upper left four scale and polish ohi interdental brushes smoking cessation advice given he's not ready to quit duraphat varnish applied upper left four recall six months",
    appends: [
      'change ten a day to five a day',
      'add to chart lower left eight partially erupted',
      'next visit buccal composite upper left four if still sensitive',
      "add to notes he'd like to see the hygienist next time",
    ],
    expect: {
      CC: "Check up. He's got a bit of sensitivity upper left when drinking cold",
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies. Smokes 5 a day',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['UL4', 'B abrasion cavity sensitive to air'],
        ['UL6', 'MOD amalgam sound'],
        ['LR6', 'Crown sound'],
        ['LL7', 'O composite sound'],
        ['UR8', 'Missing'],
        ['LL8', 'Partially erupted'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      DX: ['Dentine hypersensitivity UL4'],
      CONSULT: "Smoking cessation advice given. He's not ready to quit",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish UL4'],
      TX: ['Scale and polish', 'OHI interdental brushes', 'Duraphat varnish applied UL4'],
      NOTES: "He'd like to see the hygienist next time",
      NV: ['B composite UL4 if still sensitive'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw08-uk-typed-palmer-surgical-xla-ll8-title-from-cc-appends-rx-notes-change-review',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for surgical XLA LL8, recurrent pericoronitis x3 this year. MH: no change, NKDA, non-smoker. EO: NAD. LL8 partially erupted, operculum healthy today. LL7 sound. OPG (prev visit): LL8 vertical, roots clear of the IDC. Risks discussed incl. numbness lip/tongue, dry socket, infection. Written consent. LA 2 x 2.2 ml articaine 4% 1:100,000 adr IDB left + buccal infil LL8. Buccal flap raised, bone removed with round bur, tooth sectioned, elevated. Socket irrigated with saline. 2 x 4-0 Vicryl sutures. Haemostasis achieved. POIG verbal + written. Review 1/52.',
    appends: [
      'Add to treatment: Rx chlorhexidine 0.2% mouthwash 10 ml twice daily from tomorrow.',
      'Add to notes: pt rang back to ask about returning to work, advised 2 days off.',
      'Change review 1/52 to review in 10 days.',
    ],
    expect: {
      CC: 'Surgical XLA LL8, recurrent pericoronitis x3 this year',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD',
      DENTAL: [
        ['LL8', 'Partially erupted, operculum healthy today'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'OPG (prev visit): LL8 vertical, roots clear of the IDC',
      CONSULT: 'Risks discussed incl. numbness lip/tongue, dry socket, infection',
      CONSENT: 'Written consent',
      'TX TODAY': ['Surgical extraction LL8'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL8',
        'Buccal flap raised',
        'Bone removed with round bur',
        'Tooth sectioned',
        'Elevated',
        'Socket irrigated with saline',
        '2 x 4-0 Vicryl sutures',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx chlorhexidine 0.2% mouthwash 10 ml twice daily from tomorrow',
      ],
      NOTES: 'Pt rang back to ask about returning to work, advised 2 days off',
      'F/U': 'Review in 10 days',
    },
  }),
  defineCase({
    id: 'dw09-uk-asr-palmer-crown-prep-ul6-gold-lab-phoned-void-appends-notes-replace-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right he's in for the crown prep on the upper left six medical history no changes takes warfarin inr two point four yesterday no allergies upper left six root filled large mesial occlusal distal composite cracked palatal cusp upper left five disto occlusal composite sound upper left seven sound he wants the gold crown verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left six crown prep upper left six for a full gold crown retraction cord impressions in light and heavy body bite registration temporary crown in protemp cemented with tempbond occlusion checked post op instructions given next visit crown fit upper left six in two weeks",
    appends: [
      'add to notes void on the distal margin of the impression reported by the lab',
      'replace crown fit upper left six in two weeks with retake impression upper left six this week',
    ],
    expect: {
      CC: 'Crown prep on UL6',
      'MED HX': 'No changes. Takes warfarin. INR 2.4 yesterday. No allergies',
      DENTAL: [
        ['UL6', 'Root filled large MOD composite cracked P cusp'],
        ['UL5', 'DO composite sound'],
        ['UL7', 'Sound'],
      ],
      CONSULT: 'He wants the gold crown',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep UL6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Crown prep UL6 for a full gold crown',
        'Retraction cord',
        'Impressions in light and heavy body',
        'Bite registration',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'Void on the distal margin of the impression reported by the lab',
      NV: ['Retake impression UL6 this week'],
    },
  }),
  defineCase({
    id: 'dw10-uk-typed-palmer-second-rsd-ll-lr-bilateral-idb-tepe-nv-reassessment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RSD LL + LR quadrants (2nd visit). Bleeding less since last visit. MH: no change, type 2 diabetes, HbA1c 58. BPE 4 3 4 / 4 3 4 (at start of course). 6 mm pockets LL6 D, LR7 D. Plaque score 35% (was 60%). LA 2 x 2.2 ml articaine 4% 1:100,000 adr IDB left + IDB right. RSD LL + LR with ultrasonic + Gracey curettes. OHI: TePe red for LL/LR molars and brushing along the gum line. Pt much more motivated. NV: perio reassessment 3/12 with full pocket charting.',
    expect: {
      CC: 'RSD LL + LR quadrants (2nd visit). Bleeding less since last visit',
      'MED HX': 'No change, type 2 diabetes, HbA1c 58',
      PERIO: 'BPE 4 3 4 / 4 3 4 (at start of course). 6 mm pockets LL6 D, LR7 D. Plaque score 35% (was 60%)',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + IDB right',
        'RSD LL + LR with ultrasonic + Gracey curettes',
        'OHI: TePe red for LL/LR molars and brushing along the gum line',
      ],
      NOTES: 'Pt much more motivated',
      NV: ['Perio reassessment 3 months with full pocket charting'],
    },
  }),
  defineCase({
    id: 'dw11-uk-asr-palmer-child-xla-lre-buccal-sinus-appends-dad-rang-nv-space-maintainer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'seven year old attended with dad for the extraction of the lower right e medical history fit and well no allergies lower right e grossly carious buccal sinus grade one mobile lower right six sound lower right d occlusal caries topical anaesthetic la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e extracted lower right e with forceps roots complete bit on gauze haemostasis achieved post op instructions given to dad she was very brave sticker given',
    appends: [
      'add to notes dad rang back asking if she can go swimming tomorrow advised yes',
      'next visit occlusal gic lower right d',
      'add treatment plan space maintainer for lower right e space',
    ],
    expect: {
      CC: 'Extraction of LRE',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LRE', 'Grossly carious buccal sinus grade 1 mobile'],
        ['LR6', 'Sound'],
        ['LRD', 'O caries'],
      ],
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical anaesthetic',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Extracted LRE with forceps',
        'Roots complete',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given to dad',
      ],
      'TX PLAN': ['Space maintainer for LRE space'],
      NOTES:
        '7 year old attended with dad. She was very brave. Sticker given. Dad rang back asking if she can go swimming tomorrow. Advised yes',
      NV: ['O GIC LRD'],
    },
  }),
  defineCase({
    id: 'dw12-uk-typed-palmer-dry-socket-lr8-alvogyl-no-title-review-3-7',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Severe throbbing pain LR8 socket since XLA 4 days ago, not helped by ibuprofen. MH: no change, smoker 15/day, NKDA. EO: no swelling, no lymphadenopathy. IO: LR8 socket empty, no clot, food debris, exposed bone. LR7 sound, not TTP. Dx: dry socket LR8. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal infil LR8 region. Socket irrigated with warm saline, Alvogyl placed. Advised no smoking, warm salt water rinses from tomorrow. Review 3/7 if not settling.',
    expect: {
      CC: 'Emergency. Severe throbbing pain LR8 socket since XLA 4 days ago, not helped by ibuprofen',
      'MED HX': 'No change, smoker 15/day, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'LR8 socket empty, no clot, food debris, exposed bone',
      DENTAL: [['LR7', 'Sound, not TTP']],
      DX: ['Dry socket LR8'],
      CONSULT: 'Advised no smoking, warm salt water rinses from tomorrow',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration LR8 region',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review 3 days if not settling',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'dw13-us-typed-periodic-exam-bwx-read-after-pt-left-appends-add-radio-dx-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. No complaints. Med hx: no changes, lisinopril, NKDA. BP 128/82. EO: WNL. IO: WNL. PSR 2 2 1 / 2 2 2. #2 MO amalgam, intact. #3 crown, margins OK. #14 DO composite, sound. #19 MOD amalgam with D open margin. #30 O composite, intact. 4 BWX taken. Prophy, OHI (floss). Recall 6 months.',
    appends: [
      'Add: BWX read after pt left: #19 D recurrent caries under open margin, no other caries.',
      'Add diagnosis: recurrent caries #19.',
      'Add to notes: pt called back, prefers tooth-colored. Next visit: MOD composite #19.',
    ],
    expect: {
      CC: 'Periodic exam + prophy. No complaints',
      'MED HX': 'No changes, lisinopril, NKDA. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 1 / 2 2 2',
      DENTAL: [
        ['2', 'MO amalgam, intact'],
        ['3', 'Crown, margins OK'],
        ['14', 'DO composite, sound'],
        ['19', 'MOD amalgam with D open margin'],
        ['30', 'O composite, intact'],
      ],
      RADIO: '4 BWX taken. BWX read after pt left: #19 D recurrent caries under open margin, no other caries',
      DX: ['Recurrent caries #19'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI (floss)'],
      NOTES: 'Pt called back, prefers tooth-colored',
      NV: ['MOD composite #19'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw14-us-asr-mo-composite-3-appends-change-shade-remove-dam-add-isolite-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the filling on number three nothing new medically allergic to sulfa drugs number three mesial occlusal caries number two sound number four distal caries small two carpules articaine four percent one to one hundred thousand epi buccal infiltration number three rubber dam caries removed no exposure tofflemire band and wedge etched bonded mesial occlusal composite number three shade a two cured polished occlusion checked post op instructions given she asked about the spot on number four told her we'll watch it recall as scheduled",
    appends: [
      'change shade a two to shade a three',
      'remove rubber dam add to treatment isolated with isolite',
      "add to notes she'd like a text reminder before her next visit",
    ],
    expect: {
      CC: 'Filling on #3',
      'MED HX': 'Nothing new medically. Allergic to sulfa drugs',
      DENTAL: [
        ['3', 'MO caries'],
        ['2', 'Sound'],
        ['4', 'D caries small'],
      ],
      CONSULT: "She asked about the spot on #4. Told her we'll watch it",
      'TX TODAY': ['MO composite #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'Caries removed',
        'No exposure',
        'Tofflemire band and wedge',
        'Etched',
        'Bonded',
        'MO composite #3',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
        'Isolated with Isolite',
      ],
      NOTES: "She'd like a text reminder before her next visit",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dw15-us-typed-rct-30-completion-obturated-warm-vertical-core-nv-crown-prep',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for RCT #30 completion (accessed, cleaned and shaped 2 weeks ago, Ca(OH)2). Asymptomatic since. Med hx: no changes, NKDA. #30 temp intact, not TTP, no swelling. 2 carps lido 2% 1:100k epi right IANB. Rubber dam. Temp and Ca(OH)2 removed. Canals irrigated w/ 5.25% NaOCl and 17% EDTA, dried w/ paper points. Master cone fit confirmed w/ PA. Obturated #30 w/ gutta percha and AH Plus, warm vertical. Core buildup w/ composite. PA: good fill, no voids. POI given. NV: crown prep #30 in 2-3 weeks.',
    expect: {
      CC: 'RCT #30 completion (accessed, cleaned and shaped 2 weeks ago, Ca(OH)2). Asymptomatic since',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['30', 'Temp intact, not TTP, no swelling']],
      RADIO: 'PA: good fill, no voids',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Temp and Ca(OH)2 removed',
        'Canals irrigated w/ 5.25% NaOCl and 17% EDTA',
        'Dried w/ paper points',
        'Master cone fit confirmed w/ PA',
        'Obturated #30 w/ gutta percha and AH Plus',
        'Warm vertical',
        'Core buildup w/ composite',
        'POI given',
      ],
      NV: ['Crown prep #30 in 2-3 weeks'],
    },
  }),
  defineCase({
    id: 'dw16-us-asr-emergency-xla-14-mb-root-appends-rx-called-back-follow-up',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency he's had a throbbing pain upper left for a week kept him up last night medical history high blood pressure on amlodipine no allergies extraoral no swelling intraoral soft tissues normal number fourteen large mesial occlusal distal caries into the pulp tender to percussion grade two mobile numbers thirteen and fifteen sound pa of fourteen large periapical radiolucency bone loss around the mesiobuccal root diagnosis symptomatic apical periodontitis number fourteen discussed root canal and crown versus extraction uh he can't afford the root canal and wants it out consent form signed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number fourteen extracted number fourteen with forceps socket curetted gauze pack placed post op instructions given",
    appends: [
      'add to treatment prescribed ibuprofen six hundred milligrams every six hours as needed',
      'add to notes patient called back worried about bleeding told him to bite on a damp tea bag for thirty minutes bleeding stopped',
      'add follow up call tomorrow to check on him',
    ],
    expect: {
      CC: "Emergency. He's had a throbbing pain upper left for a week. Kept him up last night",
      'MED HX': 'High blood pressure on amlodipine. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['14', 'Large MOD caries into the pulp tender to percussion grade 2 mobile'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA of #14 large periapical radiolucency. Bone loss around the MB root',
      DX: ['Symptomatic apical periodontitis #14'],
      CONSULT: "Discussed root canal and crown versus extraction. He can't afford the root canal and wants it out",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Extracted #14 with forceps',
        'Socket curetted',
        'Gauze pack placed',
        'Post-op instructions given',
        'Prescribed ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: 'Patient called back worried about bleeding. Told him to bite on a damp tea bag for 30 minutes. Bleeding stopped',
      'F/U': 'Follow up call tomorrow to check on him',
    },
  }),
  defineCase({
    id: 'dw17-us-typed-new-pt-comprehensive-exam-fmx-tx-plan-appends-add-plan-change-onlay-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam. Last dental visit 4 yrs ago, wants a cleaning and to get things fixed. Med hx: hypothyroidism, levothyroxine, allergic to latex. EO: WNL. IO: tongue and floor of mouth WNL, linea alba. PSR 3 3 2 / 3 2 3, generalized BOP, heavy calculus lower anteriors. #1, #16, #17, #32 missing. #14 MOD amalgam, fractured MB cusp. #12 DO caries. #19 O caries. #30 PFM crown, open D margin. FMX taken: #30 D recurrent caries, generalized horizontal bone loss 20-30%. Dx: periodontitis stage II grade B, caries #12, #19, #30. Discussed SRP before restorative. Tx plan: SRP 4 quads, DO composite #12, O composite #19, crown #14, replace crown #30. NV: SRP UR + LR.',
    appends: [
      'Add plan: night guard after crowns.',
      'Change crown #14 to onlay #14.',
      'Add to notes: pt anxious about needles, asked about nitrous for SRP.',
    ],
    expect: {
      CC: 'New pt comprehensive exam. Last dental visit 4 yrs ago, wants a cleaning and to get things fixed',
      'MED HX': 'Hypothyroidism, levothyroxine, allergic to latex',
      EXTRA: 'WNL',
      INTRA: 'Tongue and floor of mouth WNL, linea alba',
      PERIO: 'PSR 3 3 2 / 3 2 3, generalized BOP, heavy calculus lower anteriors',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['14', 'MOD amalgam, fractured MB cusp', 'MB cusp'],
        ['12', 'DO caries'],
        ['19', 'O caries'],
        ['30', 'PFM crown, open D margin'],
      ],
      RADIO: 'FMX taken: #30 D recurrent caries, generalized horizontal bone loss 20-30%',
      DX: ['Periodontitis stage II grade B', 'Caries #12, #19, #30'],
      CONSULT: 'Discussed SRP before restorative',
      'TX PLAN': ['SRP 4 quads', 'DO composite #12', 'O composite #19', 'Onlay #14', 'Replace crown #30', 'Night guard after crowns'],
      NOTES: 'Pt anxious about needles, asked about nitrous for SRP',
      NV: ['SRP UR + LR'],
    },
  }),
  defineCase({
    id: 'dw18-us-asr-srp-ur-lr-two-la-lines-arestin-distal-to-3-embarrassed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for scaling and root planing upper right and lower right gums bleeding and a bad taste medical history type two diabetes on metformin last a one c seven point two no allergies psr four three three four three four pockets five to seven millimeters upper right and lower right molars bleeding on probing heavy subgingival calculus two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent buccal infiltration upper right scaling and root planing upper right and lower right with cavitron and hand instruments arestin placed in the pocket distal to number three oral hygiene instruction with a water flosser he was a bit embarrassed about his gums reassured him next visit scaling and root planing upper left and lower left in one week',
    expect: {
      CC: 'Scaling and root planing upper right and lower right. Gums bleeding and a bad taste',
      'MED HX': 'Type 2 diabetes on metformin. Last A1c 7.2. No allergies',
      PERIO:
        'PSR 4 3 3 / 4 3 4. Pockets 5 to 7 mm upper right and lower right molars. Bleeding on probing. Heavy subgingival calculus',
      CONSULT: 'Reassured him',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with Cavitron and hand instruments',
        'Arestin placed in the pocket distal to #3',
        'Oral hygiene instruction with a water flosser',
      ],
      NOTES: 'He was a bit embarrassed about his gums',
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),

  // ---------------------------------------------------------------- 4. A second UK practice (FDI)
  defineCase({
    id: 'dw19-uk-asr-fdi-hygiene-pregnancy-gingivitis-appends-add-bpe-remove-fv-add-dx',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment her gums bleed when she flosses medical history no changes pregnant twenty weeks no allergies bleeding on probing mainly lower anteriors plaque score forty percent supra and subgingival calculus lower incisors um scale and polish with ultrasonic and hand scalers oral hygiene instruction interdental brushes size two and electric toothbrush explained pregnancy gingivitis and that it's common fluoride varnish applied recall three months",
    appends: ['add bpe two two two three two two', 'remove fluoride varnish applied', 'add diagnosis pregnancy gingivitis'],
    expect: {
      CC: 'Hygiene appointment. Her gums bleed when she flosses',
      'MED HX': 'No changes. Pregnant 20 weeks. No allergies',
      PERIO:
        'Bleeding on probing mainly lower anteriors. Plaque score 40%. Supra and subgingival calculus lower incisors. BPE 2 2 2 / 3 2 2',
      DX: ['Pregnancy gingivitis'],
      CONSULT: "Explained pregnancy gingivitis and that it's common",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with ultrasonic and hand scalers',
        'Oral hygiene instruction interdental brushes size 2 and electric toothbrush',
      ],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dw20-uk-typed-fdi-do-comp-14-mo-comp-15-appends-change-shade-chart-17-notes-numb',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for 2 fillings UR: DO 14, MO 15. MH: no change, NKDA. 14 DO caries. 15 MO caries. 16 MOD amalgam, sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil 15. Rubber dam 13-16. Caries removed both, 15 deep, Vitrebond liner. Sectional matrices + wedges, one tooth at a time. Etch, bond, DO comp 14, MO comp 15, shade A2. Contacts tight with floss. Bite checked, polished. POIG. Recall as planned.',
    appends: [
      'Change shade A2 to shade A3.',
      'Add to chart: 17 O amalgam, sound.',
      'Add to notes: pt rang after lunch, cheek still numb at 3 hrs, reassured.',
    ],
    expect: {
      CC: '2 fillings UR: DO 14, MO 15',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['14', 'DO caries'],
        ['15', 'MO caries'],
        ['16', 'MOD amalgam, sound'],
        ['17', 'O amalgam, sound'],
      ],
      'TX TODAY': ['DO composite 14', 'MO composite 15'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 15',
        'Rubber dam 13-16',
        'Caries removed both',
        '15 deep',
        'Vitrebond liner',
        'Sectional matrices + wedges',
        'One tooth at a time',
        'Etch',
        'Bond',
        'DO comp 14',
        'MO comp 15',
        'Shade A3',
        'Contacts tight with floss',
        'Bite checked',
        'Polished',
        'POIG',
      ],
      NOTES: 'Pt rang after lunch, cheek still numb at 3 hrs, reassured',
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'dw21-uk-asr-fdi-emergency-pericoronitis-38-irrigation-metronidazole-sorry-fingers',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she's got pain and swelling around her lower left wisdom tooth for three days hard to open medical history no changes on the pill allergic to penicillin extra oral tender submandibular lymph node on the left mouth opening reduced to about three fingers sorry two fingers intra oral operculum over three eight swollen and red three eight partially erupted three seven sound no caries diagnosis pericoronitis three eight irrigated under the operculum with chlorhexidine advised hot salt water mouthwashes and a soft toothbrush over the area rx metronidazole four hundred milligrams three times a day for three days review one week",
    expect: {
      CC: "Emergency. She's got pain and swelling around her lower left wisdom tooth for 3 days. Hard to open",
      'MED HX': 'No changes. On the pill. Allergic to penicillin',
      EXTRA: 'Tender submandibular lymph node on the left. Mouth opening reduced to about 2 fingers',
      INTRA: 'Operculum over 38 swollen and red',
      DENTAL: [
        ['38', 'Partially erupted'],
        ['37', 'Sound no caries'],
      ],
      DX: ['Pericoronitis 38'],
      CONSULT: 'Advised hot salt water mouthwashes and a soft toothbrush over the area',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Rx metronidazole 400 mg 3 times a day for 3 days'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'dw22-uk-typed-fdi-private-crown-fit-11-emax-title-from-cc-appends-replace-cement-tx-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Crown fit 11, private (e.max, shade A1). Temp came off once, recemented by pt with Fixodent. MH: no change, NKDA. 11 prep clean, no sensitivity. 12, 21 sound. No LA. Temp removed. Crown tried in: margins closed, contacts OK with floss, shade matches 21. Pt approved in mirror. Try-in paste, then cemented with Variolink, excess removed, tack cured. Occlusion checked in protrusion. POIG. Recall 6/12.',
    appends: [
      'Replace Variolink with Panavia V5.',
      'Add to treatment: Superfloss demonstrated. Add to notes: lab asked for photos of the fitted crown, sent.',
    ],
    expect: {
      CC: 'Crown fit 11, private (e.max, shade A1). Temp came off once, recemented by pt with Fixodent',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['11', 'Prep clean, no sensitivity'],
        ['12', 'Sound'],
        ['21', 'Sound'],
      ],
      'TX TODAY': ['Crown fit 11'],
      TX: [
        'No LA',
        'Temp removed',
        'Crown tried in: margins closed',
        'Contacts OK with floss',
        'Shade matches 21',
        'Try-in paste',
        'Cemented with Panavia V5',
        'Excess removed',
        'Tack cured',
        'Occlusion checked in protrusion',
        'POIG',
        'Superfloss demonstrated',
      ],
      NOTES: 'Pt approved in mirror. Lab asked for photos of the fitted crown, sent',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw23-uk-asr-fdi-child-fissure-sealants-36-46-appends-nv-scratch-that-notes-chart-55',
    style: 'UK',
    asr: true,
    transcript:
      'nine year old attended with mum for fissure sealants medical history asthma uses a brown and a blue inhaler no allergies intra oral soft tissues healthy three six and four six fully erupted deep fissures no caries one six and two six partially erupted seven five and eight five sound fissure sealants three six and four six under cotton wool rolls fluoride varnish applied tooth brushing instruction with mum she was a star recall six months',
    appends: [
      'next visit fissure sealants one six and two six when erupted',
      'add to notes mum asked for a letter for school scratch that add to notes mum asked for an appointment card for school',
      'add to chart five five occlusal caries',
    ],
    expect: {
      CC: 'Fissure sealants',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Fully erupted deep fissures no caries'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['75', 'Sound'],
        ['85', 'Sound'],
        ['55', 'O caries'],
      ],
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: ['Fissure sealants 36, 46 under cotton wool rolls', 'Fluoride varnish applied', 'Tooth brushing instruction with mum'],
      NOTES: '9 year old attended with mum. She was a star. Mum asked for an appointment card for school',
      NV: ['Fissure sealants 16, 26 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw24-uk-typed-fdi-nhs-new-patient-exam-bws-band-2-tx-plan-nv-fillings',
    style: 'UK',
    asr: false,
    transcript:
      'New pt exam, NHS. Wants a check-up, last seen 3 yrs ago, occasional sensitivity LR. MH: hypertension (ramipril), penicillin allergy, ex-smoker. EO: NAD, TMJ clicks L on opening, no pain. IO: soft tissues NAD. BPE 2 2 2 / 2 2 3. 18, 28, 38, 48 missing. 16 MOD amalgam, sound. 26 O comp, sound. 36 crown, sound. 46 MO amalgam, D caries. 45 DO caries. BWs grade 1: 46 D caries into dentine, 45 DO caries into dentine. Dx: caries 45, 46. Band 2 course explained, FP17DC given. Tx plan: DO comp 45, MOD amalgam 46, S&P. NV: fillings 45, 46.',
    expect: {
      CC: 'New pt exam, NHS. Wants a check-up, last seen 3 yrs ago, occasional sensitivity LR',
      'MED HX': 'Hypertension (ramipril), penicillin allergy, ex-smoker',
      EXTRA: 'NAD, TMJ clicks L on opening, no pain',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 2 2 2 / 2 2 3',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['16', 'MOD amalgam, sound'],
        ['26', 'O comp, sound'],
        ['36', 'Crown, sound'],
        ['46', 'MO amalgam, D caries'],
        ['45', 'DO caries'],
      ],
      RADIO: 'BWs grade 1: 46 D caries into dentine, 45 DO caries into dentine',
      DX: ['Caries 45, 46'],
      CONSULT: 'Band 2 course explained, FP17DC given',
      'TX PLAN': ['DO composite 45', 'MOD amalgam 46', 'Scale and polish'],
      NV: ['Fillings 45, 46'],
    },
  }),

  // ---------------------------------------------------------------- 5. US practice seeing children and adults (Universal)
  defineCase({
    id: 'dw25-us-asr-child-pulpotomy-ssc-t-mta-appends-add-dx-nv-mom-called',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for the filling on letter t mom says he's been complaining when he eats sweets medical history healthy no allergies letter t large distal occlusal caries no swelling not mobile letter s occlusal caries small bitewing from last visit showed t deep caries close to the pulp topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulp exposed so pulpotomy letter t bleeding controlled in under a minute mta placed stainless steel crown letter t size four cemented with glass ionomer occlusion checked he did great watched cartoons post op instructions given to mom",
    appends: [
      'add diagnosis carious pulp exposure letter t',
      'next visit occlusal composite letter s',
      "add to notes mom called this afternoon he's eating fine no pain",
    ],
    expect: {
      CC: "Filling on #T. Mom says he's been complaining when he eats sweets",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['T', 'Large DO caries no swelling not mobile'],
        ['S', 'O caries small'],
      ],
      RADIO: 'Bitewing from last visit showed #T deep caries close to the pulp',
      DX: ['Carious pulp exposure #T'],
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #T',
        'Bleeding controlled in under a minute',
        'MTA placed',
        'Stainless steel crown #T size 4',
        'Cemented with glass ionomer',
        'Occlusion checked',
        'Post-op instructions given to mom',
      ],
      NOTES:
        "6 year old with mom. He did great. Watched cartoons. Mom called this afternoon. He's eating fine. No pain",
      NV: ['O composite #S'],
    },
  }),
  defineCase({
    id: 'dw26-us-typed-child-periodic-exam-k-caries-prophy-fv-appends-ohi-change-recall-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, 8 y/o w/ dad. No concerns. Med hx: ADHD, methylphenidate, NKDA. EO: WNL. IO: WNL. Plaque on lower molars, gingiva slightly red. #3, #14, #19, #30 erupted, deep grooves, no caries. #A, #J sound. #K O caries. #L DO composite intact. #S, #T sound. 2 BWX: #K O caries into dentin, no other caries. Dx: caries #K. Prophy, fluoride varnish. Dad asked about sealants, discussed, he agreed. NV: sealants #3, #14, #19, #30 and O composite #K. Recall 6 months.',
    appends: [
      'Add to treatment: OHI with dad (floss picks).',
      'Change 6 months to 3 months. Add to notes: high caries risk, dad prefers after-school appointments.',
    ],
    expect: {
      CC: 'Periodic exam. No concerns',
      'MED HX': 'ADHD, methylphenidate, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Plaque on lower molars, gingiva slightly red',
      DENTAL: [
        ['3', 'Erupted, deep grooves, no caries'],
        ['14', 'Erupted, deep grooves, no caries'],
        ['19', 'Erupted, deep grooves, no caries'],
        ['30', 'Erupted, deep grooves, no caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['L', 'DO composite intact'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 BWX: #K O caries into dentin, no other caries',
      DX: ['Caries #K'],
      CONSULT: 'Dad asked about sealants, discussed, he agreed',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'OHI with dad (floss picks)'],
      NOTES: '8 y/o w/ dad. High caries risk, dad prefers after-school appointments',
      NV: ['Sealants #3, #14, #19, #30', 'O composite #K'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dw27-us-asr-child-fissure-sealants-3-19-30-sorry-14-partly-erupted-grandpa',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with grandpa here for sealants healthy no medications no allergies soft tissues normal numbers three nineteen and thirty fully erupted deep pits no caries number fourteen partially erupted letters k and l sound isolated with isolite etched rinsed dried fissure sealants numbers three fourteen sorry nineteen and thirty cured checked with explorer occlusion checked fluoride varnish she was shy at first but did fine next visit fissure sealant number fourteen when fully erupted recall six months',
    expect: {
      CC: 'Sealants',
      'MED HX': 'Healthy. No medications. No allergies',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['3', 'Fully erupted deep pits no caries'],
        ['19', 'Fully erupted deep pits no caries'],
        ['30', 'Fully erupted deep pits no caries'],
        ['14', 'Partially erupted'],
        ['K', 'Sound'],
        ['L', 'Sound'],
      ],
      'TX TODAY': ['Fissure sealants #3, #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolated with Isolite',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants #3, #19, #30',
        'Cured',
        'Checked with explorer',
        'Occlusion checked',
        'Fluoride varnish',
      ],
      NOTES: '7 year old with grandpa. She was shy at first but did fine',
      NV: ['Fissure sealant #14 when fully erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw28-us-typed-teen-baseball-injury-8-mi-fracture-composite-appends-fragment-found-remove-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency: hit in mouth by a baseball 2 hrs ago, fragment not found. No LOC. 15 y/o w/ mom. Med hx: healthy, NKDA. EO: upper lip swollen, small abrasion. IO: no lacerations, occlusion normal. #8 fractured MI corner into dentin, no pulp exposure, not mobile, TTP, cold +. #9 chipped incisal edge, not mobile, cold +. #7, #10 sound, not mobile. PA #7-#10: no root fractures. Dx: uncomplicated crown fracture #8, enamel fracture #9. 1 carp lido 2% 1:100k epi buccal infil #8. Isolation with cotton rolls. Etch, bond, MI composite #8, shade A1. #9 incisal edge smoothed. Advised soft diet for 1 week and that #8 may discolor. NV: sensibility test #8, #9 in 6-8 weeks.',
    appends: [
      'Add to notes: mom called back, fragment found in his sports bag, will bring it in. Remove fragment not found.',
      'Add plan: reattach fragment #8 at a short visit this week.',
    ],
    expect: {
      CC: 'Emergency: hit in mouth by a baseball 2 hrs ago. No LOC',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'Upper lip swollen, small abrasion',
      INTRA: 'No lacerations, occlusion normal',
      DENTAL: [
        ['8', 'Fractured MI corner into dentin, no pulp exposure, not mobile, TTP, cold +', 'MI corner'],
        ['9', 'Chipped incisal edge, not mobile, cold +'],
        ['7', 'Sound, not mobile'],
        ['10', 'Sound, not mobile'],
      ],
      RADIO: 'PA #7-#10: no root fractures',
      DX: ['Uncomplicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT: 'Advised soft diet for 1 week and that #8 may discolor',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #8',
        'Isolation with cotton rolls',
        'Etch',
        'Bond',
        'MI composite #8',
        'Shade A1',
        '#9 incisal edge smoothed',
      ],
      'TX PLAN': ['Reattach fragment #8 at a short visit this week'],
      NOTES: '15 y/o w/ mom. Mom called back, fragment found in his sports bag, will bring it in',
      NV: ['Sensibility test #8, #9 in 6-8 weeks'],
    },
  }),
  defineCase({
    id: 'dw29-us-asr-crown-seat-19-zirconia-title-from-cc-appends-add-bitewing-change-cement-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for the crown seat on number nineteen temp's been fine no sensitivity medical history no changes takes losartan allergic to codeine number nineteen temp intact number eighteen occlusal composite sound no anesthetic needed temp removed cement cleaned off tried in the zirconia crown distal contact tight adjusted and polished margins closed checked with a bitewing shade good she liked it cemented with rely x unicem excess removed floss through contacts occlusion checked and adjusted post op instructions given recall six months",
    appends: [
      'add bitewing after cementation no excess cement',
      'change rely x unicem to panavia sa',
      'add to notes she asked to keep the temp scratch that add to notes she asked about whitening her lower teeth',
    ],
    expect: {
      CC: "Crown seat on #19. Temp's been fine. No sensitivity",
      'MED HX': 'No changes. Takes losartan. Allergic to codeine',
      DENTAL: [
        ['19', 'Temp intact'],
        ['18', 'O composite sound'],
      ],
      RADIO: 'Bitewing after cementation no excess cement',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic needed',
        'Temp removed',
        'Cement cleaned off',
        'Tried in the zirconia crown',
        'Distal contact tight',
        'Adjusted and polished',
        'Margins closed',
        'Checked with a bitewing',
        'Shade good',
        'Cemented with Panavia SA',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked and adjusted',
        'Post-op instructions given',
      ],
      NOTES: 'She liked it. She asked about whitening her lower teeth',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dw30-us-typed-emergency-irreversible-pulpitis-3-pulpectomy-mb2-rx-nv-complete-rct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency: severe pain UR since last night, lingering to cold, woke her up. Med hx: no changes, sertraline, NKDA. EO: WNL. #3 large MO composite with recurrent caries, lingering cold pain 30 s, TTP +. #2, #4 WNL. PA #3: deep caries approaching pulp, widened PDL on MB root. Dx: symptomatic irreversible pulpitis with symptomatic apical periodontitis #3. Options: RCT + crown, extraction, no tx. Pt chose RCT. Verbal consent. 2 carps articaine 4% 1:100k epi buccal + palatal infil #3. Rubber dam. Pulpectomy #3, 4 canals found (MB2). Canals irrigated w/ NaOCl. Ca(OH)2, Cavit. Occlusion reduced. Rx ibuprofen 600 mg q6h prn. NV: complete RCT #3 in 1-2 weeks.',
    expect: {
      CC: 'Emergency: severe pain UR since last night, lingering to cold, woke her up',
      'MED HX': 'No changes, sertraline, NKDA',
      EXTRA: 'WNL',
      DENTAL: [
        ['3', 'Large MO composite with recurrent caries, lingering cold pain 30 s, TTP +'],
        ['2', 'WNL'],
        ['4', 'WNL'],
      ],
      RADIO: 'PA #3: deep caries approaching pulp, widened PDL on MB root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #3'],
      CONSULT: 'Options: RCT + crown, extraction, no tx. Pt chose RCT',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpectomy #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Pulpectomy #3',
        '4 canals found (MB2)',
        'Canals irrigated w/ NaOCl',
        'Ca(OH)2',
        'Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg q6h prn',
      ],
      NV: ['Complete RCT #3 in 1-2 weeks'],
    },
  }),
];
