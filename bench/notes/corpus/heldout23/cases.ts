// The twenty-third held-out split (ids h23-01–h23-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is a fortnight of Thursdays at two practices, one UK and one US: six clinicians, six visits each, whatever came
// in — check-ups with charting and radiographs, emergencies, fillings, crowns and a bridge, root canals, extractions,
// hygiene and perio, children with parents and a grandparent, dentures and a night guard, consultations and reviews —
// with patients' remarks and questions, nurse asides, self-corrections ("sorry", "I mean", "scratch that") and fillers in
// the recogniser-style dictations:
//   h23-01–h23-06 a UK dentist (FDI, all recogniser-style): a check-up with charting and bitewings ("disto occlusal
//     sorry mesial occlusal", nurse aside), an emergency extirpation of 46 ("three canals I mean four", nurse aside), a
//     DO composite on 25 with "scratch that" on the shade (appended dictation), a nervous patient's extraction of 16 with
//     two LA lines and "scratch that" on a root, a lower partial denture fitted ("four seven sorry four five"), a dry
//     socket after 38 was taken out;
//   h23-07–h23-12 a UK dentist typing Palmer shorthand (Palmer, all typed): a crown prep UR6 with a fee question, a terse
//     recall with bitewings and a wisdom-tooth question, an emergency "# P cusp" UL5 built up in composite, an RCT LL6
//     stage visit (appended dictation), a 12-year-old's orthodontic consultation with a referral, a bridge fit UL4-UL6;
//   h23-13–h23-18 a UK hygienist (FDI; h23-14, h23-15, h23-17 recogniser-style, h23-13, h23-16, h23-18 typed): a new
//     periodontitis patient with a smoking and diabetes talk, a pregnant patient's scale and polish, a second RSD visit
//     ("id block left sorry right", appended dictation), a 7-year-old's fissure sealants and varnish on prescription, a
//     three-monthly perio maintenance around an implant, a hygiene visit that found a tongue patch and an urgent referral;
//   h23-19–h23-24 a US dentist (Universal, all recogniser-style): a new-patient comprehensive exam with an FMX and a
//     treatment plan ("sixteen sorry fifteen"), an emergency surgical extraction of #32 for pericoronitis (nurse aside),
//     a crown prep #19 after RCT ("a three I mean a three point five"), DO and MO composites #12, #13 (appended
//     dictation), a single-visit RCT #8 ("twenty three sorry twenty two point five"), a night guard delivered (nurse
//     aside);
//   h23-25–h23-30 a US dentist typing (Universal, all typed): a periodic exam with prophy and BWX, a crown #29 recemented,
//     SRP of two quadrants with two LA lines and pocket irrigation (appended dictation), an emergency pulpectomy #3 in
//     sentences, an implant overdenture consultation with no treatment and no chart, an extraction #20 with a socket
//     graft;
//   h23-31–h23-36 a US pediatric dentist (Universal, letters for primary teeth; h23-31, h23-33, h23-35 recogniser-style,
//     h23-32, h23-34, h23-36 typed): a 4-year-old's check-up with bitewings ("amoxicillin sorry penicillin"), a
//     pulpotomy and SSC #S under nitrous, an extraction of #L with grandpa, sealants and a PRR (appended dictation), a
//     12-year-old's avulsed #9 replanted and splinted, a band and loop cemented (no title).
// UK 18 (FDI 12, Palmer 6), US 18 (Universal, primary letters in h23-31–h23-36); 18 recogniser-style (lower case, number
// words, fillers, no punctuation) and 18 typed; about 70 to 190 words; six cases with appended dictation (h23-03
// "add to notes …" / "add to treatment …"; h23-10 "Add to notes: …" / "Change 3 weeks to 4 weeks."; h23-15 "add to
// notes …" / "change eight weeks to twelve weeks"; h23-22 "add to treatment …" / "next visit …"; h23-27 "Add to notes:
// …" / "Change 6 weeks to 8 weeks."; h23-34 "Add to notes: …" / "Next visit: …"). DENTAL in 32 cases (not h23-14,
// h23-15, h23-17, h23-29).
//
// Judgement calls where the contract was silent:
// - Teeth said together are written "36, 37" in list items (rule 6); in text fields a spoken "and" between them stays
//   ("replacing 36, 37 and 46", "2 fillings upper left #12 and #13", "#K and #T occlusal caries into dentin").
// - Single surfaces in text fields stay words (RADIO "#30 buccal caries into enamel", "widened periodontal ligament space
//   on the mesial root", PERIO "distal of 17 and 27"); runs are abbreviated there too ("MO caries 36 into dentine",
//   "#14 DO caries into dentin"). Typed single-letter surfaces are kept as typed ("D marginal ridge", "B abrasion").
// - A UK typed "#" is a fracture (dental reference): "UL5 # P cusp, …" keeps "#" in the condition as typed, fracture
//   "P cusp". "Fractured mesial marginal ridge" → fracture "M marginal ridge". "Avulsed", "chipped" and "cracked" give no
//   fracture.
// - A socket, an extraction site and an implant with its soft tissue are INTRA (rule 7, as more56 / more58: "38 socket
//   empty", "#S site healed", "Implant 46 tissues around it healthy", "operculum over #32", "sinus tract buccal to #L",
//   "clot in the upper left central socket"); a tooth-first mobility is a chart entry (h23-13, h23-27, h23-33), pockets
//   said measure first stay in PERIO (h23-17, h23-30 written as a separate sentence); stain on a group of teeth with no
//   number is INTRA (h23-14); gingiva and plaque findings are PERIO.
// - Two LA agents are two LA lines ("then" in h23-04, two typed "LA:" sentences in h23-27); an LA line with no tooth or
//   side ends at the technique ("palatal infiltration", "buccal infiltration").
// - "Scratch that" drops only the clause before it ("shade A3" in h23-03, "mesiobuccal root fractured" in h23-04).
// - Titles: an RCT stage visit whose steps name no table procedure takes "RCT LL6" from the CC (the extirpation the CC
//   says was done before is no title); "obturated eight" → "Obturation #8"; "pulp extirpated 46" → "Extirpation 46";
//   "supragingival scale", "Airflow", "Alvogyl placed", "Arestin", replanting, a band and loop and "sealant over fissures"
//   are no titles (h23-36 has no TX TODAY; h23-13 only "OHI"); "irrigated pockets w/ chlorhexidine" is "Irrigation", a
//   socket irrigated is not; "splinted seven to eleven" → "Splint #7 to #11"; "delivered the night guard" → "Night
//   guard"; a partial denture "fitted" is "Denture fit" and its high spot relieved at delivery is no Denture adjustment;
//   "Bridge cemented UL4-UL6" → "Bridge fit UL4-UL6" (the temp bridge removed is no title); "Recemented crown #29" →
//   "Crown recement #29"; "O composite #30 (flowable) + sealant over fissures" → "O composite #30"; "FS 16, 26" →
//   "Fissure sealant 16, 26"; "MOP comp UL5 A3" → "MOP composite UL5"; "periodontal maintenance" → "Periodontal
//   maintenance"; "ohi …" → "OHI". NV and TX PLAN use the table names ("DO composite LR6", "Complete RCT 46 in 2 weeks",
//   "Extraction URC, ULC if not exfoliated by next exam", "Crown fit #19 in 2 weeks").
// - A conditional typed after "Plan:" ("XLA URC, ULC if not exfoliated by next exam") and a referral ("refer to
//   orthodontist", "urgent 2WW referral to OMFS", "implant consult in 4 months") are TX PLAN.
// - A child's age and who came with them, an adult's nerves and companion ("very nervous brought her husband with her"),
//   cooperation and remarks ("he admitted he'd been smoking the day after", "dad was more shaken than him") are NOTES;
//   questions with their answers, fees and insurance, advice (smoking, alcohol, soft diet, lip biting, spit don't rinse),
//   "Superfloss demonstrated" and "discussed w/ dentist, who agrees" are CONSULT. A habit inside the parent's report
//   ("still has a bottle of milk at bedtime") stays in the CC; pregnancy (22 weeks) is MED HX.
// - A clinical photo of a lesion is a TX step; findings made during treatment ("heavy subgingival deposits around the
//   lower right molars", "rocking a little on the right") stay TX items.
// - Nurse asides ("could you write that down please thanks", "upper molar forceps please thanks", "can I get the elevator
//   please thanks", "can you hand me the articulating paper please thanks") are dropped entirely.
// - Numbers: "one high spot" → "1 high spot" (a numeral, not a pronoun); "the next one" stays; "three monthly" → "3
//   monthly"; "one forty two over eighty eight" → "142/88"; millimetres → "mm"; typed "stage III grade C" stays as
//   typed. Brand names as their makers write them (Cavit, Ledermix, Alvogyl, Scotchbond Universal, MultiCore, iTero,
//   Luxatemp, TempBond, Isolite, Gracey, TePe); "post op" → "Post-op".
// - "Follow up in 6 months to check healing", "Follow-up 2 weeks" and "Recall as per dentist" are F/U; "next visit …"
//   is NV.
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" / "Next
//   visit: …" adds an NV item, "change X to Y" edits the one place X is said (each interval is said only in NV).
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout23Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist (FDI, recogniser-style)
  defineCase({
    id: 'h23-01-uk-asr-fdi-check-up-bitewings-36-do-sorry-mo-caries-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      'um right check up no problems she says medical history no changes takes omeprazole no allergies extra oral nad intra oral soft tissues healthy bpe one one two two one two charting one seven missing one six mesial occlusal distal amalgam sound two six occlusal composite sound three six disto occlusal caries sorry mesial occlusal caries four six crown margins fine could you write that down please thanks bitewings both sides grade one mesial occlusal caries three six into dentine no other caries diagnosis caries three six she asked if it needs doing straight away explained it should be done in the next few weeks before it gets closer to the nerve next visit mesial occlusal composite three six recall nine months',
    expect: {
      CC: 'Check up. No problems she says',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 2 / 2 1 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MOD amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'MO caries'],
        ['46', 'Crown margins fine'],
      ],
      RADIO: 'Bitewings both sides grade 1. MO caries 36 into dentine. No other caries',
      DX: ['Caries 36'],
      CONSULT:
        'She asked if it needs doing straight away. Explained it should be done in the next few weeks before it gets closer to the nerve',
      NV: ['MO composite 36'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h23-02-uk-asr-fdi-emergency-extirpation-46-three-i-mean-four-canals-cavit-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's had throbbing pain lower right for three days kept him up last night painkillers helping a bit medical history asthma uses a brown and a blue inhaler allergic to penicillin extra oral no swelling intra oral soft tissues fine four six large disto occlusal composite with caries underneath lingering pain to cold tender to percussion four five and four seven sound pa four six deep caries close to the pulp widened periodontal ligament space on the mesial root er diagnosis symptomatic irreversible pulpitis four six options explained root canal or extraction he wants to keep it verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four six rubber dam access pulp extirpated four six three canals I mean four canals found irrigated with sodium hypochlorite could you pass me the cavit please thanks ledermix and cavit occlusion relieved post op instructions given he said he's got a job interview tomorrow and just wanted the pain gone next visit complete root canal four six in two weeks",
    expect: {
      CC: "Emergency. He's had throbbing pain lower right for 3 days. Kept him up last night. Painkillers helping a bit",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['46', 'Large DO composite with caries underneath lingering pain to cold tender to percussion'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 deep caries close to the pulp. Widened periodontal ligament space on the mesial root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Options explained root canal or extraction. He wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Access',
        'Pulp extirpated 46',
        '4 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NOTES: "He said he's got a job interview tomorrow and just wanted the pain gone",
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h23-03-uk-asr-fdi-do-composite-25-shade-scratch-that-coffee-appends-notes-tx',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the filling on two five medical history no changes no allergies two five disto occlusal caries two four sound two six mesial occlusal amalgam sound la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration two five um rubber dam caries removed dentine firm sectional matrix and wedge scotchbond universal disto occlusal composite two five shade a three scratch that shade a two cured occlusion checked polished she asked if she can have a coffee on the way home told her yes but careful while she's numb post op instructions given",
    appends: ['add to notes she prefers lidocaine to articaine', 'add to treatment floss passed through the contact'],
    expect: {
      CC: 'Filling on 25',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['25', 'DO caries'],
        ['24', 'Sound'],
        ['26', 'MO amalgam sound'],
      ],
      CONSULT: "She asked if she can have a coffee on the way home. Told her yes but careful while she's numb",
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 25',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Scotchbond Universal',
        'DO composite 25',
        'Shade A2',
        'Cured',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
        'Floss passed through the contact',
      ],
      NOTES: 'She prefers lidocaine to articaine',
    },
  }),
  defineCase({
    id: 'h23-04-uk-asr-fdi-nervous-extraction-16-two-la-lines-root-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for extraction of one six as planned very nervous brought her husband with her medical history type two diabetes on metformin and gliclazide had breakfast this morning no allergies blood pressure one forty two over eighty eight one six grossly broken down buccal sinus one five and one seven sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration upper molar forceps please thanks extracted one six with forceps mesiobuccal root fractured scratch that all roots complete socket checked haemostasis with gauze post op instructions given verbal and written advised no smoking and no hot drinks today she said that wasn't half as bad as she expected review if any problems",
    expect: {
      CC: 'Extraction of 16 as planned',
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide. Had breakfast this morning. No allergies. Blood pressure 142/88',
      DENTAL: [
        ['16', 'Grossly broken down buccal sinus'],
        ['15', 'Sound'],
        ['17', 'Sound'],
      ],
      CONSULT: 'Advised no smoking and no hot drinks today',
      'TX TODAY': ['Extraction 16'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration',
        'Extracted 16 with forceps',
        'All roots complete',
        'Socket checked',
        'Haemostasis with gauze',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "Very nervous. Brought her husband with her. She said that wasn't half as bad as she expected",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'h23-05-uk-asr-fdi-lower-partial-denture-fit-clasps-47-sorry-45-high-spot',
    style: 'UK',
    asr: true,
    transcript:
      "right patient attended for fit of her new lower partial denture replacing three six three seven and four six medical history no changes on amlodipine and atorvastatin no allergies intra oral ridges healed well no ulcers three five and four five sound three eight disto occlusal amalgam sound four seven mesial occlusal composite sound lower partial denture fitted clasps on three five and four seven sorry four five adjusted for retention one high spot under the left lingual flange relieved with pressure relief cream and an acrylic bur occlusion checked even contacts both sides showed her how to put it in and take it out and clean it advised leaving it out at night she said it feels strange but she'll get used to it review in one week",
    expect: {
      CC: 'Fit of her new lower partial denture replacing 36, 37 and 46',
      'MED HX': 'No changes. On amlodipine and atorvastatin. No allergies',
      INTRA: 'Ridges healed well. No ulcers',
      DENTAL: [
        ['35', 'Sound'],
        ['45', 'Sound'],
        ['38', 'DO amalgam sound'],
        ['47', 'MO composite sound'],
      ],
      CONSULT: 'Showed her how to put it in and take it out and clean it. Advised leaving it out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Lower partial denture fitted',
        'Clasps 35, 45 adjusted for retention',
        '1 high spot under the left lingual flange relieved with pressure relief cream and an acrylic bur',
        'Occlusion checked',
        'Even contacts both sides',
      ],
      NOTES: "She said it feels strange but she'll get used to it",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h23-06-uk-asr-fdi-dry-socket-38-alvogyl-no-title-smoker',
    style: 'UK',
    asr: true,
    transcript:
      "patient complaining of pain from the extraction socket lower left since the weekend three eight was taken out five days ago bad taste paracetamol not helping medical history no changes smokes ten a day no allergies extra oral no swelling no lymph nodes palpable intra oral three eight socket empty no clot bone exposed very tender uh three seven sound diagnosis dry socket three eight la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with warm saline alvogyl placed advised ibuprofen four hundred milligrams with the paracetamol and no smoking for a few days he admitted he'd been smoking the day after review in three days",
    expect: {
      CC: 'Pain from the extraction socket lower left since the weekend. 38 was taken out 5 days ago. Bad taste. Paracetamol not helping',
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: '38 socket empty. No clot. Bone exposed. Very tender',
      DENTAL: [['37', 'Sound']],
      DX: ['Dry socket 38'],
      CONSULT: 'Advised ibuprofen 400 mg with the paracetamol and no smoking for a few days',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      NOTES: "He admitted he'd been smoking the day after",
      'F/U': 'Review in 3 days',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist typing Palmer shorthand (Palmer)
  defineCase({
    id: 'h23-07-uk-typed-palmer-crown-prep-ur6-full-gold-fee-question-temp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for crown prep UR6 as planned, RCT'd 2/12 ago, no sx. MH: no change, ramipril, NKDA. UR6 MOD comp over RCT, P cusp cracked, not TTP. UR5 DO amalgam sound. UR7 sound. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UR6. Core refined. Crown prep UR6 for full gold, 1.5 mm occlusal reduction. Cord size 1. Impressions: Aquasil putty + light body, alginate lower. Bite reg. Temp crown Protemp, TempBond. Occ checked. POIG. Pt asked re cost, reminded £520 as per estimate, happy to proceed. NV crown fit UR6 2/52.",
    expect: {
      CC: "Crown prep UR6 as planned, RCT'd 2 months ago, no sx",
      'MED HX': 'No change, ramipril, NKDA',
      DENTAL: [
        ['UR6', 'MOD comp over RCT, P cusp cracked, not TTP'],
        ['UR5', 'DO amalgam sound'],
        ['UR7', 'Sound'],
      ],
      CONSULT: 'Pt asked re cost, reminded £520 as per estimate, happy to proceed',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Core refined',
        'Crown prep UR6 for full gold',
        '1.5 mm occlusal reduction',
        'Cord size 1',
        'Impressions: Aquasil putty + light body',
        'Alginate lower',
        'Bite reg',
        'Temp crown Protemp',
        'TempBond',
        'Occ checked',
        'POIG',
      ],
      NV: ['Crown fit UR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'h23-08-uk-typed-palmer-recall-bws-lr6-d-caries-wisdom-teeth-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Recall exam. No c/o. MH: no change, NKDA. EO NAD. IO NAD. BPE 1 1 1 / 2 1 1. UR7 O amalgam sound. UL6 MO comp sound. LL6 DO comp, D marginal ridge stained. LR8 partially erupted, no pericoronitis. BWs R + L, grade 1: LR6 D caries into dentine, otherwise NAD. Dx: caries LR6. S&P. OHI - interdental brushes. Pt asked if her wisdom teeth need to come out, explained no as no symptoms. NV: DO comp LR6. RV 9/12.',
    expect: {
      CC: 'Recall exam. No c/o',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 2 1 1',
      DENTAL: [
        ['UR7', 'O amalgam sound'],
        ['UL6', 'MO comp sound'],
        ['LL6', 'DO comp, D marginal ridge stained'],
        ['LR8', 'Partially erupted, no pericoronitis'],
      ],
      RADIO: 'BWs R + L, grade 1: LR6 D caries into dentine, otherwise NAD',
      DX: ['Caries LR6'],
      CONSULT: 'Pt asked if her wisdom teeth need to come out, explained no as no symptoms',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI - interdental brushes'],
      NV: ['DO composite LR6'],
      'F/U': 'RV 9 months',
    },
  }),
  defineCase({
    id: 'h23-09-uk-typed-palmer-emergency-hash-p-cusp-ul5-mop-composite-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Broke UL5 on a nut yesterday, sharp on tongue, no pain. MH: no change, warfarin (INR 2.4 yesterday), NKDA. UL5 # P cusp, MO amalgam, no caries, not TTP, +ve to cold. UL4, UL6 sound. Options: comp build-up today vs onlay later. Pt wants comp for now. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal infil UL5. Amalgam removed. CWR + dry guard. Sectional matrix. Etch/bond. MOP comp UL5 A3. Occ adj, polished. Advised may need cuspal coverage in future. POIG. RV at routine exam.',
    expect: {
      CC: 'Emergency. Broke UL5 on a nut yesterday, sharp on tongue, no pain',
      'MED HX': 'No change, warfarin (INR 2.4 yesterday), NKDA',
      DENTAL: [
        ['UL5', '# P cusp, MO amalgam, no caries, not TTP, +ve to cold', 'P cusp'],
        ['UL4', 'Sound'],
        ['UL6', 'Sound'],
      ],
      CONSULT:
        'Options: comp build-up today vs onlay later. Pt wants comp for now. Advised may need cuspal coverage in future',
      'TX TODAY': ['MOP composite UL5'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL5',
        'Amalgam removed',
        'CWR + dry guard',
        'Sectional matrix',
        'Etch/bond',
        'MOP comp UL5 A3',
        'Occ adj',
        'Polished',
        'POIG',
      ],
      'F/U': 'RV at routine exam',
    },
  }),
  defineCase({
    id: 'h23-10-uk-typed-palmer-rct-ll6-stage-1-title-from-cc-appends-notes-change',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for RCT LL6 (stage 1). Sx settled since extirpation at emergency appt last wk. MH: no change, NKDA. LL6 temp dressing intact, not TTP. LL7 MO comp sound. LA 1 x 2.2ml articaine 4% 1:100,000 adr IDB left + buccal infil LL6. RD. Dressing removed. 4 canals located. WL 20-21 mm (apex locator + PA). Prepared with WaveOne Gold Primary. NaOCl 3% + EDTA 17%. CaOH + Cavit. Pt anxious, needed breaks. POIG. NV: complete RCT LL6 in 3 weeks.',
    appends: ['Add to notes: prefers morning appts.', 'Change 3 weeks to 4 weeks.'],
    expect: {
      CC: 'RCT LL6 (stage 1). Sx settled since extirpation at emergency appt last wk',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LL6', 'Temp dressing intact, not TTP'],
        ['LL7', 'MO comp sound'],
      ],
      'TX TODAY': ['RCT LL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL6',
        'RD',
        'Dressing removed',
        '4 canals located',
        'WL 20-21 mm (apex locator + PA)',
        'Prepared with WaveOne Gold Primary',
        'NaOCl 3% + EDTA 17%',
        'CaOH + Cavit',
        'POIG',
      ],
      NOTES: 'Pt anxious, needed breaks. Prefers morning appts',
      NV: ['Complete RCT LL6 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h23-11-uk-typed-palmer-child-ortho-consult-retained-urc-ulc-referral-fv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Ortho consult. 12 y/o w/ mum, mum concerned re crooked upper front teeth. MH: fit and well, NKDA. EO: NAD, Class II div 1 skeletal pattern. IO: soft tissues NAD, overjet 8 mm. UR2, UL2 palatally placed. URC, ULC retained, mobile. UR3, UL3 buccally placed, erupting. LL6, LR6 FS intact. OPG: all permanent teeth present incl. 8s. Discussed ortho on NHS (IOTN likely 4), mum keen. Plan: refer to orthodontist, XLA URC, ULC if not exfoliated by next exam. FV applied. RV 6/12.',
    expect: {
      CC: 'Ortho consult. Mum concerned re crooked upper front teeth',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD, Class II div 1 skeletal pattern',
      INTRA: 'Soft tissues NAD, overjet 8 mm',
      DENTAL: [
        ['UR2', 'Palatally placed'],
        ['UL2', 'Palatally placed'],
        ['URC', 'Retained, mobile'],
        ['ULC', 'Retained, mobile'],
        ['UR3', 'Buccally placed, erupting'],
        ['UL3', 'Buccally placed, erupting'],
        ['LL6', 'FS intact'],
        ['LR6', 'FS intact'],
      ],
      RADIO: 'OPG: all permanent teeth present incl. 8s',
      CONSULT: 'Discussed ortho on NHS (IOTN likely 4), mum keen',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV applied'],
      'TX PLAN': ['Refer to orthodontist', 'Extraction URC, ULC if not exfoliated by next exam'],
      NOTES: '12 y/o w/ mum',
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'h23-12-uk-typed-palmer-bridge-fit-ul4-ul6-pontic-high-superfloss',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Bridge fit UL4-UL6 (UL5 pontic), private. Temp bridge came off once, pt recemented it w/ Fixodent. MH: no change, NKDA. UL4, UL6 preps clean. Gingiva slightly inflamed around preps. No LA. Temp bridge removed. Preps cleaned w/ pumice. Bridge tried in: contacts OK, margins good, shade OK. Pt happy w/ appearance. Bridge cemented UL4-UL6 w/ RelyX Unicem. Excess removed, Superfloss under pontic. Occ: high on UL5 in L lateral excursion, adjusted + polished. Superfloss demonstrated. POIG. Review 2/52.',
    expect: {
      CC: 'Bridge fit UL4-UL6 (UL5 pontic), private. Temp bridge came off once, pt recemented it w/ Fixodent',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL4', 'Preps clean'],
        ['UL6', 'Preps clean'],
      ],
      PERIO: 'Gingiva slightly inflamed around preps',
      CONSULT: 'Superfloss demonstrated',
      'TX TODAY': ['Bridge fit UL4-UL6'],
      TX: [
        'No LA',
        'Temp bridge removed',
        'Preps cleaned w/ pumice',
        'Bridge tried in: contacts OK',
        'Margins good',
        'Shade OK',
        'Bridge cemented UL4-UL6 w/ RelyX Unicem',
        'Excess removed',
        'Superfloss under pontic',
        'Occ: high on UL5 in L lateral excursion',
        'Adjusted + polished',
        'POIG',
      ],
      NOTES: 'Pt happy w/ appearance',
      'F/U': 'Review 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist (FDI, mixed)
  defineCase({
    id: 'h23-13-uk-typed-fdi-hygienist-new-perio-stage-iii-smoker-diabetes-41-mobility',
    style: 'UK',
    asr: false,
    transcript:
      "NP referred by dentist for perio assessment + tx. C/o bleeding gums when brushing, 41 feels loose. MH: T2 diabetes (metformin), last HbA1c 61, smoker 15/day, NKDA. EO NAD. IO soft tissues healthy. BPE 4 3 4 / 4 3 4, BOP 70%, plaque score 80%, generalised subgingival calculus. 41 grade I mobility. Dentist's OPG reviewed: generalised horizontal bone loss ~40%. Dx: generalised periodontitis stage III grade C. Explained link between smoking, diabetes and gum disease; pt will speak to GP about quitting. OHI: TePe sizes 1 + 2 and electric TB. Supragingival scale. NV RSD UR + LR w/ LA 2/52.",
    expect: {
      CC: 'NP referred by dentist for perio assessment + tx. Bleeding gums when brushing, 41 feels loose',
      'MED HX': 'T2 diabetes (metformin), last HbA1c 61, smoker 15/day, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 4 3 4 / 4 3 4, BOP 70%, plaque score 80%, generalised subgingival calculus',
      DENTAL: [['41', 'Grade I mobility']],
      RADIO: "Dentist's OPG reviewed: generalised horizontal bone loss ~40%",
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT:
        'Explained link between smoking, diabetes and gum disease; pt will speak to GP about quitting',
      'TX TODAY': ['OHI'],
      TX: ['OHI: TePe sizes 1 + 2 and electric TB', 'Supragingival scale'],
      NV: ['RSD UR + LR w/ LA 2 weeks'],
    },
  }),
  defineCase({
    id: 'h23-14-uk-asr-fdi-hygienist-pregnancy-gingivitis-s-and-p-airflow-whitening',
    style: 'UK',
    asr: true,
    transcript:
      "okay routine hygiene visit gums bleeding more than usual medical history twenty two weeks pregnant otherwise fit and well takes pregnancy vitamins no allergies intra oral soft tissues healthy tea stain on the lower incisors bpe two two two two two two bleeding on probing forty percent generalised marginal gingivitis calculus lower anteriors diagnosis pregnancy gingivitis scale and polish with the ultrasonic um and hand scalers airflow for the stain ohi floss and interdental brushes she asked if she can have her teeth whitened after the baby explained to ask the dentist once she's finished breastfeeding recall three months",
    expect: {
      CC: 'Routine hygiene visit. Gums bleeding more than usual',
      'MED HX': '22 weeks pregnant. Otherwise fit and well. Takes pregnancy vitamins. No allergies',
      INTRA: 'Soft tissues healthy. Tea stain on the lower incisors',
      PERIO:
        'BPE 2 2 2 / 2 2 2. Bleeding on probing 40%. Generalised marginal gingivitis. Calculus lower anteriors',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        "She asked if she can have her teeth whitened after the baby. Explained to ask the dentist once she's finished breastfeeding",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with the ultrasonic and hand scalers',
        'Airflow for the stain',
        'OHI floss and interdental brushes',
      ],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h23-15-uk-asr-fdi-hygienist-second-rsd-idb-left-sorry-right-appends-notes-change',
    style: 'UK',
    asr: true,
    transcript:
      'second rsd visit upper right and lower right no problems after the first visit medical history no changes still smoking about ten a day no allergies bpe four three three four three four bleeding on probing forty five percent down from sixty percent la two cartridges articaine four percent one in one hundred thousand adrenaline id block left sorry right plus buccal and palatal infiltration upper right um rsd upper right and lower right with ultrasonic and gracey curettes heavy subgingival deposits around the lower right molars ohi interdental brushes reinforced he asked if the gaps between his teeth will get bigger explained the gums may shrink a little as they heal smoking cessation advice given again next visit perio review with pocket charting in eight weeks',
    appends: ["add to notes he'd like a text reminder for the next one", 'change eight weeks to twelve weeks'],
    expect: {
      CC: 'Second RSD visit upper right and lower right. No problems after the first visit',
      'MED HX': 'No changes. Still smoking about 10 a day. No allergies',
      PERIO: 'BPE 4 3 3 / 4 3 4. Bleeding on probing 45% down from 60%',
      CONSULT:
        'He asked if the gaps between his teeth will get bigger. Explained the gums may shrink a little as they heal. Smoking cessation advice given again',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration + palatal infiltration upper right',
        'RSD upper right and lower right with ultrasonic and Gracey curettes',
        'Heavy subgingival deposits around the lower right molars',
        'OHI interdental brushes reinforced',
      ],
      NOTES: "He'd like a text reminder for the next one",
      NV: ['Perio review with pocket charting in 12 weeks'],
    },
  }),
  defineCase({
    id: 'h23-16-uk-typed-fdi-hygienist-child-fs-16-26-fv-bpa-question-dad',
    style: 'UK',
    asr: false,
    transcript:
      "FS 16, 26 + FV as per Rx from dentist. 7 y/o w/ dad. MH: fit and well, NKDA. 16, 26 fully erupted, deep fissures, sound. 36, 46 FS intact. 55, 65 O GIC sound. 54 mobile. Plaque on upper molars, gums healthy. FS 16, 26 (Clinpro) w/ CWR + dry guards. FV 22,600 ppm applied. TBI w/ dad: 2 mins twice daily. Advised spit don't rinse. Dad asked if the sealants contain BPA: explained trace amounts only, safe. He was very good. Recall as per dentist.",
    expect: {
      CC: 'FS 16, 26 + FV as per Rx from dentist',
      'MED HX': 'Fit and well, NKDA',
      PERIO: 'Plaque on upper molars, gums healthy',
      DENTAL: [
        ['16', 'Fully erupted, deep fissures, sound'],
        ['26', 'Fully erupted, deep fissures, sound'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['55', 'O GIC sound'],
        ['65', 'O GIC sound'],
        ['54', 'Mobile'],
      ],
      CONSULT:
        "Advised spit don't rinse. Dad asked if the sealants contain BPA: explained trace amounts only, safe",
      'TX TODAY': ['Fissure sealant 16, 26', 'Fluoride varnish'],
      TX: ['FS 16, 26 (Clinpro) w/ CWR + dry guards', 'FV 22,600 ppm applied', 'TBI w/ dad: 2 mins twice daily'],
      NOTES: '7 y/o w/ dad. He was very good',
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'h23-17-uk-asr-fdi-hygienist-perio-maintenance-implant-46-apixaban-mouthwash',
    style: 'UK',
    asr: true,
    transcript:
      "three monthly perio maintenance no concerns medical history no changes on apixaban for af no allergies intra oral soft tissues nad implant four six tissues around it healthy no bleeding bpe three two three three two three bleeding on probing twelve percent five millimetre pockets distal of one seven and two seven last year's pa of the implant showed stable bone levels uh periodontal maintenance with ultrasonic and hand scalers titanium curette around the implant ohi single tufted brush for the implant she asked if she should use a mouthwash every day told her not needed if she's cleaning in between recall three months",
    expect: {
      CC: '3 monthly perio maintenance. No concerns',
      'MED HX': 'No changes. On apixaban for AF. No allergies',
      INTRA: 'Soft tissues NAD. Implant 46 tissues around it healthy. No bleeding',
      PERIO: 'BPE 3 2 3 / 3 2 3. Bleeding on probing 12%. 5 mm pockets distal of 17 and 27',
      RADIO: "Last year's PA of the implant showed stable bone levels",
      CONSULT:
        "She asked if she should use a mouthwash every day. Told her not needed if she's cleaning in between",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance with ultrasonic and hand scalers',
        'Titanium curette around the implant',
        'OHI single tufted brush for the implant',
      ],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h23-18-uk-typed-fdi-hygienist-tongue-patch-2ww-referral-photo-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene appt. Pt mentions ulcer L side of tongue ~3 wks, not painful. MH: no change, ex-smoker (stopped 5 yrs ago), 20 units alcohol/wk, NKDA. EO: NAD, no lymphadenopathy. IO: 8 mm white/red patch L lateral border of tongue, not healing, not indurated. BPE 2 2 1 / 2 2 2. 34, 35 B abrasion. S&P. OHI - soft brush w/ less pressure. Photo of tongue taken. Discussed w/ dentist, who agrees. Plan: urgent 2WW referral to OMFS. Pt informed and understands why. Alcohol advice given. Recall 6/12 hygiene.',
    expect: {
      CC: 'Hygiene appt. Pt mentions ulcer L side of tongue ~3 wks, not painful',
      'MED HX': 'No change, ex-smoker (stopped 5 yrs ago), 20 units alcohol/wk, NKDA',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: '8 mm white/red patch L lateral border of tongue, not healing, not indurated',
      PERIO: 'BPE 2 2 1 / 2 2 2',
      DENTAL: [
        ['34', 'B abrasion'],
        ['35', 'B abrasion'],
      ],
      CONSULT: 'Discussed w/ dentist, who agrees. Pt informed and understands why. Alcohol advice given',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI - soft brush w/ less pressure', 'Photo of tongue taken'],
      'TX PLAN': ['Urgent 2WW referral to OMFS'],
      'F/U': 'Recall 6 months hygiene',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist (Universal, recogniser-style)
  defineCase({
    id: 'h23-19-us-asr-new-patient-comprehensive-fmx-16-sorry-15-treatment-plan-cost',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam um she hasn't been to a dentist in about five years no pain just wants a checkup medical history high cholesterol takes atorvastatin allergic to sulfa extraoral within normal limits no lymphadenopathy intraoral oral cancer screening negative psr three two three three two three generalized bleeding heavy calculus lower anteriors number two mesial occlusal distal amalgam fractured mesial marginal ridge number three occlusal composite sound number fourteen distal occlusal caries number sixteen sorry number fifteen missing numbers seventeen and thirty two impacted number nineteen crown number thirty buccal caries fmx taken fourteen distal occlusal caries into dentin thirty buccal caries into enamel uh bone levels normal diagnosis caries fourteen and thirty generalized gingivitis treatment plan full mouth debridement then comprehensive perio eval distal occlusal composite fourteen buccal composite thirty she asked how much all this is going to cost front desk will give her an estimate next visit full mouth debridement",
    expect: {
      CC: "New patient comprehensive exam. She hasn't been to a dentist in about 5 years. No pain. Just wants a checkup",
      'MED HX': 'High cholesterol. Takes atorvastatin. Allergic to sulfa',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'Oral cancer screening negative',
      PERIO: 'PSR 3 2 3 / 3 2 3. Generalized bleeding. Heavy calculus lower anteriors',
      DENTAL: [
        ['2', 'MOD amalgam fractured M marginal ridge', 'M marginal ridge'],
        ['3', 'O composite sound'],
        ['14', 'DO caries'],
        ['15', 'Missing'],
        ['17', 'Impacted'],
        ['32', 'Impacted'],
        ['19', 'Crown'],
        ['30', 'B caries'],
      ],
      RADIO: 'FMX taken. #14 DO caries into dentin. #30 buccal caries into enamel. Bone levels normal',
      DX: ['Caries #14, #30', 'Generalized gingivitis'],
      CONSULT: 'She asked how much all this is going to cost. Front desk will give her an estimate',
      'TX PLAN': ['Full mouth debridement', 'Comprehensive perio eval', 'DO composite #14', 'B composite #30'],
      NV: ['Full mouth debridement'],
    },
  }),
  defineCase({
    id: 'h23-20-us-asr-emergency-pericoronitis-surgical-extraction-32-elevator-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency he's got pain and swelling around his lower right wisdom tooth for four days hard to open medical history no medical problems no meds allergic to amoxicillin extraoral slight swelling right angle of the mandible opening about thirty millimeters intraoral operculum over thirty two red and swollen pus on pressing number thirty two partially erupted distal caries number thirty one sound pano thirty two mesioangular close to the canal but not touching diagnosis pericoronitis thirty two discussed irrigation and antibiotics now or taking it out he wants it out today signed consent three carpules lidocaine two percent one to one hundred thousand epi right ianb and buccal infiltration thirty two um surgical extraction thirty two flap raised bone removed with the surgical handpiece can I get the elevator please thanks tooth sectioned delivered in two pieces socket irrigated with saline closed with two chromic gut sutures gauze pack post op instructions given rx ibuprofen six hundred milligrams every six hours as needed follow up one week",
    expect: {
      CC: "Emergency. He's got pain and swelling around his lower right wisdom tooth for 4 days. Hard to open",
      'MED HX': 'No medical problems. No meds. Allergic to amoxicillin',
      EXTRA: 'Slight swelling right angle of the mandible. Opening about 30 mm',
      INTRA: 'Operculum over #32 red and swollen. Pus on pressing',
      DENTAL: [
        ['32', 'Partially erupted D caries'],
        ['31', 'Sound'],
      ],
      RADIO: 'Pano #32 mesioangular close to the canal but not touching',
      DX: ['Pericoronitis #32'],
      CONSULT: 'Discussed irrigation and antibiotics now or taking it out. He wants it out today',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #32',
        'Surgical extraction #32',
        'Flap raised',
        'Bone removed with the surgical handpiece',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Socket irrigated with saline',
        'Closed with 2 chromic gut sutures',
        'Gauze pack',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'h23-21-us-asr-crown-prep-19-after-rct-itero-shade-i-mean-insurance-buildup',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for crown prep on number nineteen root canal was done last month by the endodontist medical history no changes takes losartan no allergies number nineteen access filled with cavit mesial occlusal distal composite not tender number eighteen sound number twenty distal occlusal composite sound one carpule articaine four percent one to one hundred thousand epi buccal infiltration nineteen cavit removed core build up with multicore crown prep nineteen for zirconia double cord technique scanned with the itero upper lower and bite shade a three I mean a three point five temporary crown with luxatemp cemented with tempbond occlusion checked she asked if insurance will cover the build up told her it's usually covered at fifty percent post op instructions given next visit crown seat nineteen in two weeks",
    expect: {
      CC: 'Crown prep on #19. Root canal was done last month by the endodontist',
      'MED HX': 'No changes. Takes losartan. No allergies',
      DENTAL: [
        ['19', 'Access filled with Cavit MOD composite not tender'],
        ['18', 'Sound'],
        ['20', 'DO composite sound'],
      ],
      CONSULT: "She asked if insurance will cover the build up. Told her it's usually covered at 50%",
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Cavit removed',
        'Core build up with MultiCore',
        'Crown prep #19 for zirconia',
        'Double cord technique',
        'Scanned with the iTero upper lower and bite',
        'Shade A3.5',
        'Temporary crown with Luxatemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h23-22-us-asr-do-composite-12-mo-composite-13-back-to-work-appends-tx-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for two fillings upper left numbers twelve and thirteen medical history no changes no allergies number twelve distal occlusal caries number thirteen mesial occlusal caries number eleven sound one carpule articaine four percent one to one hundred thousand epi buccal infiltration twelve and thirteen uh isolite caries removed twelve and thirteen sectional matrix etched bonded distal occlusal composite twelve mesial occlusal composite thirteen shade a two cured polished occlusion checked he asked if he can go back to work told him yes just avoid hot drinks till the numbness wears off recall six months',
    appends: ['add to treatment floss checked through both contacts', 'next visit prophy with the hygienist'],
    expect: {
      CC: '2 fillings upper left #12 and #13',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['12', 'DO caries'],
        ['13', 'MO caries'],
        ['11', 'Sound'],
      ],
      CONSULT: 'He asked if he can go back to work. Told him yes just avoid hot drinks till the numbness wears off',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolite',
        'Caries removed #12, #13',
        'Sectional matrix',
        'Etched',
        'Bonded',
        'DO composite #12',
        'MO composite #13',
        'Shade A2',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Floss checked through both contacts',
      ],
      NV: ['Prophy with the hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h23-23-us-asr-single-visit-rct-8-necrotic-wl-sorry-obturation-internal-bleach',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for root canal on number eight she hit it on a swimming pool wall years ago and it's gone gray no pain medical history no changes no allergies number eight discolored not mobile no response to cold or ept not tender to percussion numbers seven and nine normal response to cold pa of eight periapical radiolucency about four millimeters diagnosis pulp necrosis with asymptomatic apical periodontitis number eight one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight rubber dam access palatal one canal working length twenty three sorry twenty two point five millimeters confirmed with apex locator and pa cleaned and shaped to size forty irrigated with sodium hypochlorite dried obturated eight with gutta percha and sealer composite over the access post op pa good fill she asked about whitening the tooth afterward told her internal bleaching is an option in a few months follow up in six months to check healing",
    expect: {
      CC: "Root canal on #8. She hit it on a swimming pool wall years ago and it's gone gray. No pain",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['8', 'Discolored not mobile no response to cold or EPT not tender to percussion'],
        ['7', 'Normal response to cold'],
        ['9', 'Normal response to cold'],
      ],
      RADIO: 'PA of #8 periapical radiolucency about 4 mm. Post-op PA good fill',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT: 'She asked about whitening the tooth afterward. Told her internal bleaching is an option in a few months',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Rubber dam',
        'Access palatal',
        '1 canal',
        'Working length 22.5 mm confirmed with apex locator and PA',
        'Cleaned and shaped to size 40',
        'Irrigated with sodium hypochlorite',
        'Dried',
        'Obturated #8 with gutta percha and sealer',
        'Composite over the access',
      ],
      'F/U': 'Follow up in 6 months to check healing',
    },
  }),
  defineCase({
    id: 'h23-24-us-asr-night-guard-delivery-intaglio-adjusted-dog-question-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her night guard delivery medical history no changes takes sertraline no allergies number three mesial occlusal composite intact number fourteen crown intact wear facets on the lower incisors tried in the upper night guard rocking a little on the right adjusted the intaglio with an acrylic bur seats fully now um can you hand me the articulating paper please thanks even contacts on all posterior teeth canine guidance smoothed and polished delivered the night guard showed her how to clean it and store it in the case she asked if her dog could chew it told her keep the case closed and up high follow up four weeks to check",
    expect: {
      CC: 'Her night guard delivery',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      INTRA: 'Wear facets on the lower incisors',
      DENTAL: [
        ['3', 'MO composite intact'],
        ['14', 'Crown intact'],
      ],
      CONSULT:
        'Showed her how to clean it and store it in the case. She asked if her dog could chew it. Told her keep the case closed and up high',
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried in the upper night guard',
        'Rocking a little on the right',
        'Adjusted the intaglio with an acrylic bur',
        'Seats fully now',
        'Even contacts on all posterior teeth',
        'Canine guidance',
        'Smoothed and polished',
        'Delivered the night guard',
      ],
      'F/U': 'Follow up 4 weeks to check',
    },
  }),

  // ---------------------------------------------------------------- 5. US dentist typing (Universal)
  defineCase({
    id: 'h23-25-us-typed-periodic-exam-prophy-bwx-open-margin-14-insurance-wait',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, prophy, 4 BWX. No c/o. Med hx: no changes, HTN (amlodipine), NKDA. EO WNL. IO WNL, OCS neg. PSR 2 2 2 / 2 2 2. #3 MO amalgam, sound. #4 DO caries. #14 PFM crown, margin open D. #19 MOD composite, sound. #30 O sealant intact. BWX: #4 DO caries into dentin, recurrent caries #14 D margin. Dx: caries #4, recurrent caries #14. Prophy w/ Cavitron + polish, OHI floss. Discussed replacing crown #14, pt wants to wait until next year for insurance. NV: DO composite #4. Recall 6 mo.',
    expect: {
      CC: 'Periodic exam, prophy, 4 BWX. No c/o',
      'MED HX': 'No changes, HTN (amlodipine), NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, OCS neg',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'MO amalgam, sound'],
        ['4', 'DO caries'],
        ['14', 'PFM crown, margin open D'],
        ['19', 'MOD composite, sound'],
        ['30', 'O sealant intact'],
      ],
      RADIO: 'BWX: #4 DO caries into dentin, recurrent caries #14 D margin',
      DX: ['Caries #4', 'Recurrent caries #14'],
      CONSULT: 'Discussed replacing crown #14, pt wants to wait until next year for insurance',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy w/ Cavitron + polish', 'OHI floss'],
      NV: ['DO composite #4'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h23-26-us-typed-emergency-crown-29-recemented-taffy-come-off-again',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency. Crown #29 came off eating taffy last night, pt brought it in. Slight sensitivity to cold. Med hx: type 2 diabetes (metformin), allergic to codeine. #29 prep intact, no caries, margins sound, not TTP. #28 sound. #30 MOD amalgam sound. PA #29: no PA pathology. Dx: decemented crown #29. No LA. Prep cleaned w/ pumice, crown cleaned out. Tried in, seats fully, margins closed. Recemented crown #29 w/ RelyX Luting Plus. Excess removed, occlusion checked. Advised avoid taffy + sticky candy. Pt asked if it'll come off again - told her less likely but if it does we'd consider a new crown. Recall as scheduled.",
    expect: {
      CC: 'Emergency. Crown #29 came off eating taffy last night, pt brought it in. Slight sensitivity to cold',
      'MED HX': 'Type 2 diabetes (metformin), allergic to codeine',
      DENTAL: [
        ['29', 'Prep intact, no caries, margins sound, not TTP'],
        ['28', 'Sound'],
        ['30', 'MOD amalgam sound'],
      ],
      RADIO: 'PA #29: no PA pathology',
      DX: ['Decemented crown #29'],
      CONSULT:
        "Advised avoid taffy + sticky candy. Pt asked if it'll come off again - told her less likely but if it does we'd consider a new crown",
      'TX TODAY': ['Crown recement #29'],
      TX: [
        'No LA',
        'Prep cleaned w/ pumice',
        'Crown cleaned out',
        'Tried in',
        'Seats fully',
        'Margins closed',
        'Recemented crown #29 w/ RelyX Luting Plus',
        'Excess removed',
        'Occlusion checked',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h23-27-us-typed-srp-ur-lr-two-la-lines-irrigation-arestin-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "SRP UR + LR quads. Pt reports no sensitivity since last visit's SRP on left. Med hx: no changes, metformin + lisinopril, NKDA, BP 138/86. Pocket depths UR 4-6 mm, LR 4-7 mm, BOP generalized. #30 Class I mobility. Dx: periodontitis stage III grade B. LA: 2 carps 2% lido 1:100k epi right IANB. LA: 1 carp 4% articaine 1:100k epi buccal infiltration #3. SRP UR + LR w/ ultrasonic + Gracey curettes, heavy subgingival calculus. Irrigated pockets w/ chlorhexidine. Arestin #30 D pocket. OHI: interdental brushes. Pt asked if his gums will stop bleeding; told him should improve within a few weeks. NV: re-eval 6 weeks.",
    appends: ["Add to notes: pt brought his wife's insurance card, front desk to update.", 'Change 6 weeks to 8 weeks.'],
    expect: {
      CC: "SRP UR + LR quads. Pt reports no sensitivity since last visit's SRP on left",
      'MED HX': 'No changes, metformin + lisinopril, NKDA, BP 138/86',
      PERIO: 'Pocket depths UR 4-6 mm, LR 4-7 mm, BOP generalized',
      DENTAL: [['30', 'Class I mobility']],
      DX: ['Periodontitis stage III grade B'],
      CONSULT: 'Pt asked if his gums will stop bleeding; told him should improve within a few weeks',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'SRP UR + LR w/ ultrasonic + Gracey curettes',
        'Heavy subgingival calculus',
        'Irrigated pockets w/ chlorhexidine',
        'Arestin #30 D pocket',
        'OHI: interdental brushes',
      ],
      NOTES: "Pt brought his wife's insurance card, front desk to update",
      NV: ['Re-eval 8 weeks'],
    },
  }),
  defineCase({
    id: 'h23-28-us-typed-sentences-emergency-pulpectomy-3-mb2-written-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents with severe pain upper right for 2 days, worse lying down, ibuprofen not helping. Medical history: no changes, asthma (albuterol PRN), allergic to penicillin. #3 has a large MO composite with recurrent caries, lingering pain to cold (>30 s), tender to percussion. #2 and #4 respond normally to cold. PA #3: deep caries approaching the pulp, PDL widening on the MB root. Dx: symptomatic irreversible pulpitis #3 with symptomatic apical periodontitis. Discussed RCT + crown vs extraction; pt chose RCT. Written consent signed. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #3. Rubber dam. Access, 4 canals found including MB2. Pulpectomy #3. Irrigated with 6% NaOCl. Calcium hydroxide placed, Cavit. Occlusion reduced. Rx ibuprofen 600 mg + acetaminophen 500 mg q6h x 3 days. NV: complete RCT #3 in 2 weeks.',
    expect: {
      CC: 'Severe pain upper right for 2 days, worse lying down, ibuprofen not helping',
      'MED HX': 'No changes, asthma (albuterol PRN), allergic to penicillin',
      DENTAL: [
        ['3', 'Large MO composite with recurrent caries, lingering pain to cold (>30 s), tender to percussion'],
        ['2', 'Respond normally to cold'],
        ['4', 'Respond normally to cold'],
      ],
      RADIO: 'PA #3: deep caries approaching the pulp, PDL widening on the MB root',
      DX: ['Symptomatic irreversible pulpitis #3 with symptomatic apical periodontitis'],
      CONSULT: 'Discussed RCT + crown vs extraction; pt chose RCT',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Pulpectomy #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Access',
        '4 canals found including MB2',
        'Pulpectomy #3',
        'Irrigated with 6% NaOCl',
        'Calcium hydroxide placed',
        'Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg + acetaminophen 500 mg q6h x 3 days',
      ],
      NV: ['Complete RCT #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h23-29-us-typed-implant-overdenture-consult-edentulous-no-treatment-no-chart',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consult re loose lower complete denture, wants something more stable. Med hx: no changes, osteoporosis - took alendronate for 3 yrs, stopped 2 yrs ago, NKDA. EO WNL. IO: edentulous, upper ridge good, lower ridge moderately resorbed, no lesions. Upper CD fits well. Pano: adequate bone height anterior mandible, mental foramina visible. Options discussed: new lower CD, 2-implant overdenture w/ locators, 4-implant fixed hybrid. Risks incl. MRONJ given bisphosphonate history explained. Fees: overdenture approx $6,500. Pt leaning toward 2-implant overdenture, wants to talk to her son. Plan: CBCT + surgical consult if she proceeds.',
    expect: {
      CC: 'Consult re loose lower complete denture, wants something more stable',
      'MED HX': 'No changes, osteoporosis - took alendronate for 3 yrs, stopped 2 yrs ago, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Edentulous, upper ridge good, lower ridge moderately resorbed, no lesions. Upper CD fits well',
      RADIO: 'Pano: adequate bone height anterior mandible, mental foramina visible',
      CONSULT:
        'Options discussed: new lower CD, 2-implant overdenture w/ locators, 4-implant fixed hybrid. Risks incl. MRONJ given bisphosphonate history explained. Fees: overdenture approx $6,500. Pt leaning toward 2-implant overdenture, wants to talk to her son',
      'TX PLAN': ['CBCT + surgical consult if she proceeds'],
    },
  }),
  defineCase({
    id: 'h23-30-us-typed-extraction-20-vrf-socket-graft-eliquis-implant-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ext #20, VRF confirmed by endodontist. Med hx: no changes, Eliquis (held this AM per cardiologist), NKDA. BP 128/82. #20 RCT + PFM crown, buccal sinus tract. 8 mm isolated pocket B of #20. #19 and #21 sound. PA #20: J-shaped radiolucency. Discussed implant vs bridge later; pt wants implant, socket graft today. Consent signed. 2 carps 2% lido 1:100k epi left IANB. Crown sectioned, #20 extracted w/ periotomes + forceps, buccal plate intact. Socket curetted, grafted w/ freeze-dried allograft, collagen plug, figure-8 4-0 chromic suture. Hemostasis achieved. POI verbal + written. Rx ibuprofen 600 mg q6h PRN. Plan: implant consult in 4 months. Follow-up 2 weeks.',
    expect: {
      CC: 'Ext #20, VRF confirmed by endodontist',
      'MED HX': 'No changes, Eliquis (held this AM per cardiologist), NKDA. BP 128/82',
      DENTAL: [
        ['20', 'RCT + PFM crown, buccal sinus tract'],
        ['19', 'Sound'],
        ['21', 'Sound'],
      ],
      PERIO: '8 mm isolated pocket B of #20',
      RADIO: 'PA #20: J-shaped radiolucency',
      CONSULT: 'Discussed implant vs bridge later; pt wants implant, socket graft today',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Crown sectioned',
        '#20 extracted w/ periotomes + forceps',
        'Buccal plate intact',
        'Socket curetted',
        'Grafted w/ freeze-dried allograft',
        'Collagen plug',
        'Figure-8 4-0 chromic suture',
        'Hemostasis achieved',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h PRN',
      ],
      'TX PLAN': ['Implant consult in 4 months'],
      'F/U': 'Follow-up 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 6. US pediatric dentist (Universal, letters, mixed)
  defineCase({
    id: 'h23-31-us-asr-child-checkup-k-t-o-caries-bedtime-bottle-amox-sorry-penicillin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with mom here for her six month checkup no concerns mom says she brushes twice a day but still has a bottle of milk at bedtime medical history healthy no meds allergic to amoxicillin sorry allergic to penicillin extraoral normal intraoral soft tissues normal light plaque gingiva healthy letters a b i and j sound letters k and t occlusal caries letters l and s sound two bitewings k and t occlusal caries into dentin no interproximal caries uh prophy fluoride varnish talked to mom about stopping the bedtime bottle she asked if the cavities can wait since they're baby teeth explained they can get infected and hurt next visit occlusal composites k and t recall six months",
    expect: {
      CC: 'Her 6 month checkup. No concerns. Mom says she brushes twice a day but still has a bottle of milk at bedtime',
      'MED HX': 'Healthy. No meds. Allergic to penicillin',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Light plaque. Gingiva healthy',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['T', 'O caries'],
        ['L', 'Sound'],
        ['S', 'Sound'],
      ],
      RADIO: '2 bitewings. #K and #T occlusal caries into dentin. No interproximal caries',
      CONSULT:
        "Talked to mom about stopping the bedtime bottle. She asked if the cavities can wait since they're baby teeth. Explained they can get infected and hurt",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '4 year old with mom',
      NV: ['O composites #K, #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h23-32-us-typed-child-pulpotomy-ssc-s-nitrous-mta-dad-lip-biting',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ dad for pulpotomy + SSC #S as planned. No changes to health, NKDA. #S large DO caries, no swelling, not mobile. #T O sealant intact. N2O/O2 40% for anxiety. Topical benzocaine. 1 carpule 2% lido 1:100k epi right IANB. Rubber dam. Caries removed, carious exposure. Pulpotomy #S w/ MTA, hemostasis in 2 min. SSC #S size 5 cemented w/ GIC. Occlusion checked. 100% O2 x 5 min. Pt did well, some tears at start. POI given to dad. Advised watch for lip biting. Recall 6 months.',
    expect: {
      CC: 'Pulpotomy + SSC #S as planned',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['S', 'Large DO caries, no swelling, not mobile'],
        ['T', 'O sealant intact'],
      ],
      CONSULT: 'Advised watch for lip biting',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O/O2 40% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Carious exposure',
        'Pulpotomy #S w/ MTA',
        'Hemostasis in 2 min',
        'SSC #S size 5 cemented w/ GIC',
        'Occlusion checked',
        '100% O2 x 5 min',
        'POI given to dad',
      ],
      NOTES: '6 y/o w/ dad. Pt did well, some tears at start',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h23-33-us-asr-child-abscess-extraction-l-grandpa-consent-band-and-loop-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with grandpa here because of a bump on the gum lower left for a week no pain now medical history healthy no allergies extraoral no swelling intraoral sinus tract buccal to letter l letter l large mesial occlusal distal caries grade one mobility letter k occlusal sealant intact number nineteen erupted sound pa of l furcation radiolucency successor present diagnosis chronic apical abscess letter l um discussed extraction and a space maintainer grandpa agreed consent signed by grandpa topical one carpule lidocaine two percent one to one hundred thousand epi left ianb extracted letter l with forceps roots complete gauze bite he was really brave post op instructions given to grandpa next visit band and loop impression for l space recall as scheduled',
    expect: {
      CC: 'Bump on the gum lower left for a week. No pain now',
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Sinus tract buccal to #L',
      DENTAL: [
        ['L', 'Large MOD caries grade 1 mobility'],
        ['K', 'O sealant intact'],
        ['19', 'Erupted sound'],
      ],
      RADIO: 'PA of #L furcation radiolucency. Successor present',
      DX: ['Chronic apical abscess #L'],
      CONSULT: 'Discussed extraction and a space maintainer. Grandpa agreed',
      CONSENT: 'Consent signed by grandpa',
      'TX TODAY': ['Extraction #L'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #L with forceps',
        'Roots complete',
        'Gauze bite',
        'Post-op instructions given to grandpa',
      ],
      NOTES: '7 year old with grandpa. He was really brave',
      NV: ['Band and loop impression for #L space'],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h23-34-us-typed-child-sealants-3-14-prr-30-prize-box-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '9 y/o w/ mom. Here for sealants #3, #14 and PRR #30. No changes, NKDA. #3, #14 deep pits + fissures, no caries. #30 O incipient caries, ICDAS 2. #19 sealant intact. #A, #J mobile. Isolite. Fissure sealants #3, #14 (Clinpro). #30 enameloplasty, O composite #30 (flowable) + sealant over fissures. Occlusion checked. Mom asked when #A and #J will fall out; told her in the next year or so. Pt great, chose a toothbrush from the prize box. Recall 6 months.',
    appends: ['Add to notes: mom asked for afternoon appts after school.', 'Next visit: sealant check #3, #14 at recall.'],
    expect: {
      CC: 'Sealants #3, #14 and PRR #30',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['3', 'Deep pits + fissures, no caries'],
        ['14', 'Deep pits + fissures, no caries'],
        ['30', 'O incipient caries, ICDAS 2'],
        ['19', 'Sealant intact'],
        ['A', 'Mobile'],
        ['J', 'Mobile'],
      ],
      CONSULT: 'Mom asked when #A and #J will fall out; told her in the next year or so',
      'TX TODAY': ['Fissure sealants #3, #14', 'O composite #30'],
      TX: [
        'Isolite',
        'Fissure sealants #3, #14 (Clinpro)',
        '#30 enameloplasty',
        'O composite #30 (flowable) + sealant over fissures',
        'Occlusion checked',
      ],
      NOTES: '9 y/o w/ mom. Pt great, chose a toothbrush from the prize box. Mom asked for afternoon appts after school',
      NV: ['Sealant check #3, #14 at recall'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h23-35-us-asr-teen-avulsion-9-replanted-splint-7-to-11-hockey-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency twelve year old with dad knocked out his upper left front tooth playing hockey about forty minutes ago dad put it in milk no loss of consciousness medical history healthy no allergies tetanus up to date extraoral small cut on the chin cleaned intraoral upper lip swollen clot in the upper left central socket number nine avulsed number eight chipped incisal edge not mobile number ten sound pa no alveolar fracture diagnosis avulsion nine and enamel fracture eight one carpule lidocaine two percent one to one hundred thousand epi labial infiltration nine socket irrigated with saline tooth rinsed with saline uh replanted nine with finger pressure position checked splinted seven to eleven with wire and composite rx amoxicillin five hundred milligrams three times a day for seven days advised soft diet and chlorhexidine rinse for two weeks he was calm dad was more shaken than him follow up in one week for splint check and root canal start',
    expect: {
      CC: 'Emergency. Knocked out his upper left front tooth playing hockey about 40 minutes ago. Dad put it in milk. No loss of consciousness',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Small cut on the chin cleaned',
      INTRA: 'Upper lip swollen. Clot in the upper left central socket',
      DENTAL: [
        ['9', 'Avulsed'],
        ['8', 'Chipped incisal edge not mobile'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA no alveolar fracture',
      DX: ['Avulsion #9', 'Enamel fracture #8'],
      CONSULT: 'Advised soft diet and chlorhexidine rinse for 2 weeks',
      'TX TODAY': ['Splint #7 to #11'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9',
        'Socket irrigated with saline',
        'Tooth rinsed with saline',
        'Replanted #9 with finger pressure',
        'Position checked',
        'Splinted #7 to #11 with wire and composite',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      NOTES: '12 year old with dad. He was calm. Dad was more shaken than him',
      'F/U': 'Follow up in 1 week for splint check and root canal start',
    },
  }),
  defineCase({
    id: 'h23-36-us-typed-child-band-and-loop-t-for-s-space-no-title-remove-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ mom for band + loop cementation, #S extracted 3 wks ago (abscess). Mom says healing fine, no pain. No changes, NKDA. #S site healed. #K SSC intact, margins good. #30 not yet erupted. No LA. #T band + loop tried in: good fit, no rocking, loop clears #S ridge by 1 mm. Cemented w/ Ketac Cem. Excess removed, floss check. Instructed mom: no sticky candy, brush around band. Pt cooperative. NV: check B&L at 6 month recall. Plan: remove B&L when #28 erupts.',
    expect: {
      CC: 'Band + loop cementation, #S extracted 3 wks ago (abscess). Mom says healing fine, no pain',
      'MED HX': 'No changes, NKDA',
      INTRA: '#S site healed',
      DENTAL: [
        ['K', 'SSC intact, margins good'],
        ['30', 'Not yet erupted'],
      ],
      CONSULT: 'Instructed mom: no sticky candy, brush around band',
      TX: [
        'No LA',
        '#T band + loop tried in: good fit',
        'No rocking',
        'Loop clears #S ridge by 1 mm',
        'Cemented w/ Ketac Cem',
        'Excess removed',
        'Floss check',
      ],
      'TX PLAN': ['Remove B&L when #28 erupts'],
      NOTES: '5 y/o w/ mom. Pt cooperative',
      NV: ['Check B&L at 6 month recall'],
    },
  }),
];
