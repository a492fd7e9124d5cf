// A thirty-third development batch (ids ai01–ai24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a sample of notes dictated from a practice's habits:
// typed notes with the abbreviations and headers of everyday charting in many forms ("Pt", "C/O", "PMH", "Med hx",
// "EO:", "IO:", "O/E", "Tx:", "Tx plan:", "Rx:", "NAD", "WNL", "NKDA", "TTP", "BOP", "#", "x2", "w/", "+ve" / "-ve",
// 6/12 and 1/52 intervals), in the order subjective, objective, assessment, plan, and recogniser-style dictations of the
// same kinds of visit by dentists who say the abbreviations aloud as letters ("see oh", "oh ee", "p m h", "e o",
// "i o", "t t p", "n k d a", "b o p", "w n l", "r x", "c c"). Visits: recall and new-patient exams with soft-tissue
// findings and radiograph reports, fillings, extractions, pericoronitis, an abscess drained, endodontic stages, perio
// assessment and SRP, crown prep, children (fissure sealants, pulpotomy and SSC, SDF; primary teeth in Palmer and by
// Universal letter), dental trauma and a night guard; several diagnoses and treatment plans of two to five items.
// UK and US (12 each); FDI, Universal and Palmer; 12 recogniser-style and 12 typed; 40 to 220 words; two cases with
// appended dictation.
//
// Judgement calls where the contract was silent:
// - Typed abbreviations stay as typed in text fields and list items ("NAD", "WNL", "NKDA", "TTP -ve", "BOP",
//   "bilat", "w/", "x2", "POIG", "RD", "incl."); only those the contract rewrites are rewritten (lido → lidocaine,
//   epi → epinephrine, carps → carpules and "1 carp" → "1 carpule", XLA / S&P / FS / temp crown → their titles in
//   TX TODAY and TX PLAN, 6/12 → 6 months, 3/7 → 3 days, "2.2ml" → "2.2 ml").
// - Abbreviations said aloud letter by letter are written as the capitals they spell ("t t p" → "TTP", "n k d a" →
//   "NKDA", "n a d" → "NAD", "w n l" → "WNL", "b o p" → "BOP", "o h i" → "OHI", "r c t" → "RCT", "r x" → "Rx").
//   Those that spell a header of the contract's table are dropped as that header: "see oh" / "c o" (C/O), "c c"
//   (chief complaint), "p m h" (PMH), "oh ee" / "o e" (O/E), "e o" (EO), "i o" (IO), "t x today" (tx today).
// - A bare "Tx:" opening today's steps (ai05, ai07, ai09, ai15, ai17, ai19, ai21) is dropped like "tx today"; "Tx
//   plan:" is the TX PLAN header. "Rx:" names a prescription and stays in its TX item ("Rx: paracetamol 1 g QDS PRN");
//   "POIG" / "POI given" are post-op instruction steps (TX). "Pano:", "OPG:", "BWs x2:", "FMX:" name the film and stay.
// - Typed abbreviations in TX are not renamed there ("S&P", "XLA LR8 w/ elevators"), only in TX TODAY / TX PLAN / NV;
//   in CC, a text field, "FS" stays "FS".
// - "Incisal wear" in a chart condition is written "I wear" (rule 4 lists wear); "mesial incisal corner" → "MI corner".
// - ai18: "knee to knee exam" said after "today" is a step of today's record (TX), not an examination finding.
// - "C/O nil" leaves "Nil" in CC after the reason for attending; "Pt" is a subject before a CC header and goes there,
//   and stays elsewhere ("Pt anxious, listened to music").
// - UK "#" for a fracture ("26 # DB cusp") is written as typed in the chart condition and the diagnosis, with
//   fracture "DB cusp"; US "#" before a tooth is the Universal tooth sign.
// - One chart line per tooth; a tooth's findings typed with commas on one line ("#K large DO caries, TTP -ve") are
//   one entry. Pulp tests said per tooth ("#7, #9 cold +ve") are chart entries.
// - A cracked cusp (ai11) is no fracture (fracture null); a fractured cusp is.
// - "Pericoronal tissue #32", "operculum over 38", "sinus tract facial to #8" name a place: INTRA, no chart entry.
// - A review said after the plan list ("Perio review 3/12 after RSD", "review one week") is F/U, not a plan item.
// - "Crown seat" in a next visit is titled "Crown fit" (the naming table applies in NV); "deliver night guard" keeps
//   its words.
// - Quadrant SRP / RSD is titled bare ("SRP"), as quadrants are not teeth; an I&D of the buccal vestibule is titled
//   bare ("Incision and drainage").
// - ai21: a single-visit root canal whose steps name no procedure of the table ("filled w/ GP", not "obturated")
//   takes its title from the CC ("RCT #8").
// - Who came with the patient ("Mum present", "Dad present", "Mom present") is NOTES.
import { defineCase, type NotesCase } from '../case.ts';

export const more33Cases: NotesCase[] = [
  defineCase({
    id: 'ai01-uk-typed-recall-exam-polyp-bws-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Pt attended for 6/12 recall exam. C/O nil. PMH: asthma, salbutamol inhaler PRN. NKDA. EO: NAD. IO: linea alba bilat, small fibroepithelial polyp L buccal mucosa, soft tissues otherwise NAD. BPE 2 1 2/2 1 2, BOP localised lower anteriors. 16 O stain. 36 D cavity. 46 MO amalgam sound. BWs x2: 36 D caries into dentine, no bone loss. Dx: caries 36, gingivitis. Tx plan: DO composite 36, S&P w/ hygienist, OHI. Recall 6/12.',
    expect: {
      CC: '6 months recall exam. Nil',
      'MED HX': 'Asthma, salbutamol inhaler PRN. NKDA',
      EXTRA: 'NAD',
      INTRA: 'Linea alba bilat, small fibroepithelial polyp L buccal mucosa, soft tissues otherwise NAD',
      PERIO: 'BPE 2 1 2/2 1 2, BOP localised lower anteriors',
      DENTAL: [
        ['16', 'O stain'],
        ['36', 'D cavity'],
        ['46', 'MO amalgam sound'],
      ],
      RADIO: 'BWs x2: 36 D caries into dentine, no bone loss',
      DX: ['Caries 36', 'Gingivitis'],
      'TX PLAN': ['DO composite 36', 'Scale and polish w/ hygienist', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ai02-uk-asr-see-oh-oh-ee-extirpation-46',
    style: 'UK',
    asr: true,
    transcript:
      'um emergency appointment see oh severe pain lower right for three days worse at night keeping her awake p m h high blood pressure on amlodipine n k d a e o n a d no swelling oh ee forty six large distal occlusal amalgam t t p um forty seven n a d pa forty five sorry forty six widened p d l space no periapical radiolucency diagnosis symptomatic irreversible pulpitis forty six discussed options r c t or extraction patient wants to keep the tooth verbal consent t x today la two point two mls articaine four percent one in one hundred thousand adrenaline id block right rubber dam placed access cavity um forty six pulp extirpated canals irrigated with sodium hypochlorite ledermix and cavit placed next visit complete r c t forty six',
    expect: {
      CC: 'Emergency appointment. Severe pain lower right for 3 days worse at night keeping her awake',
      'MED HX': 'High blood pressure on amlodipine. NKDA',
      EXTRA: 'NAD. No swelling',
      DENTAL: [
        ['46', 'Large DO amalgam TTP'],
        ['47', 'NAD'],
      ],
      RADIO: 'PA 46 widened PDL space. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Discussed options RCT or extraction. Patient wants to keep the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'Rubber dam placed',
        'Access cavity',
        '46 pulp extirpated',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit placed',
      ],
      NV: ['Complete RCT 46'],
    },
  }),
  defineCase({
    id: 'ai03-uk-typed-palmer-xla-lr8-pericoronitis-sutures-x2-rx',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Pt attended for XLA LR8. C/O recurrent pericoronitis LR8 x3 in last year. PMH: T2 diabetes (metformin), penicillin allergy - rash. EO: NAD, no lymphadenopathy. IO: mild erythema distal to LR7, no pus, no trismus. LR8 partially erupted. OPG: LR8 vertical impaction, roots clear of ID canal. Dx: recurrent pericoronitis LR8. Risks discussed incl. dry socket, numbness, infection. Written consent. LA: 2 x 2.2ml lido 2% 1:80,000 adrenaline, IDB right + buccal infiltration. XLA LR8 w/ elevators and forceps. Socket irrigated w/ saline. 3-0 Vicryl sutures x2. Haemostasis achieved. POIG. Rx: paracetamol 1g QDS PRN. Review 1/52.',
    expect: {
      CC: 'XLA LR8. Recurrent pericoronitis LR8 x3 in last year',
      'MED HX': 'T2 diabetes (metformin), penicillin allergy - rash',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'Mild erythema distal to LR7, no pus, no trismus',
      DENTAL: [['LR8', 'Partially erupted']],
      RADIO: 'OPG: LR8 vertical impaction, roots clear of ID canal',
      DX: ['Recurrent pericoronitis LR8'],
      CONSULT: 'Risks discussed incl. dry socket, numbness, infection',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction LR8'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        'XLA LR8 w/ elevators and forceps',
        'Socket irrigated w/ saline',
        '3-0 Vicryl sutures x2',
        'Haemostasis achieved',
        'POIG',
        'Rx: paracetamol 1 g QDS PRN',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ai04-uk-asr-o-e-two-composites-15-16',
    style: 'UK',
    asr: true,
    transcript:
      'okay um patient attended for fillings c o food packing between upper right teeth p m h fit and well n k d a o e sixteen mesial occlusal caries fifteen mesial sorry distal caries um soft tissues n a d bitewings confirm caries into dentine sixteen and fifteen t x today la one point eight mls articaine four percent one in one hundred thousand adrenaline buccal infiltration sixteen and fifteen rubber dam sectional matrix caries removed fifteen d o composite placed sixteen m o composite placed shade a two occlusion checked polished patient happy next visit scale and polish',
    expect: {
      CC: 'Fillings. Food packing between upper right teeth',
      'MED HX': 'Fit and well. NKDA',
      DENTAL: [
        ['16', 'MO caries'],
        ['15', 'D caries'],
      ],
      INTRA: 'Soft tissues NAD',
      RADIO: 'Bitewings confirm caries into dentine 16 and 15',
      'TX TODAY': ['DO composite 15', 'MO composite 16'],
      TX: [
        'LA: 1.8 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 16, 15',
        'Rubber dam',
        'Sectional matrix',
        'Caries removed',
        '15 DO composite placed',
        '16 MO composite placed',
        'Shade A2',
        'Occlusion checked',
        'Polished',
      ],
      NOTES: 'Patient happy',
      NV: ['Scale and polish'],
    },
  }),
  defineCase({
    id: 'ai05-uk-typed-perio-assessment-bpe-bop-opg-rsd-plan',
    style: 'UK',
    asr: false,
    transcript:
      "Pt attended for perio assessment, referred by hygienist. C/O bleeding gums when brushing, loose lower front teeth. PMH: T2 diabetes, HbA1c 58, metformin. Smoker 15/day. NKDA. EO: NAD. IO: mild smoker's keratosis hard palate, tongue and FOM NAD. BPE 4 3 4/4 4 4. BOP 45%, plaque score 70%, generalised subgingival calculus. 46 ditched MOD amalgam. OPG: generalised horizontal bone loss 40-50%, vertical bony defect mesial of 36. Dx: generalised periodontitis stage III grade C, secondary caries 46. Discussed perio disease, link w/ diabetes and smoking. Smoking cessation advice given. Tx: OHI w/ TePe brushes, supragingival scale. Tx plan: RSD UR UL, RSD LR LL, replace MOD amalgam 46. Perio review 3/12 after RSD. NV: RSD UR UL under LA.",
    expect: {
      CC: 'Perio assessment, referred by hygienist. Bleeding gums when brushing, loose lower front teeth',
      'MED HX': 'T2 diabetes, HbA1c 58, metformin. Smoker 15/day. NKDA',
      EXTRA: 'NAD',
      INTRA: "Mild smoker's keratosis hard palate, tongue and FOM NAD",
      PERIO: 'BPE 4 3 4/4 4 4. BOP 45%, plaque score 70%, generalised subgingival calculus',
      DENTAL: [['46', 'Ditched MOD amalgam']],
      RADIO: 'OPG: generalised horizontal bone loss 40-50%, vertical bony defect mesial of 36',
      DX: ['Generalised periodontitis stage III grade C', 'Secondary caries 46'],
      CONSULT: 'Discussed perio disease, link w/ diabetes and smoking. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: ['OHI w/ TePe brushes', 'Supragingival scale'],
      'TX PLAN': ['RSD UR UL', 'RSD LR LL', 'Replace MOD amalgam 46'],
      NV: ['RSD UR UL under LA'],
      'F/U': 'Perio review 3 months after RSD',
    },
  }),
  defineCase({
    id: 'ai06-uk-asr-palmer-child-exam-primary-caries-varnish-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'right um attended for check up mum present no complaints p m h fit and well n k d a e o n a d i o soft tissues n a d um lower left e deep occlusal caries lower left d distal caries lower right e n a d upper right six and upper left six erupting bitewings taken lower left e caries close to pulp lower left d caries into dentine diagnosis caries lower left d and lower left e poor oral hygiene discussed diet with mum cut down fruit juice t x today fluoride varnish applied o h i given to mum and child treatment plan fissure sealants upper right six and upper left six when fully erupted then lower left e pulpotomy and stainless steel crown then composite lower left d next visit lower left e pulpotomy and crown recall three months child very good',
    expect: {
      CC: 'Check up. No complaints',
      'MED HX': 'Fit and well. NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['LLE', 'Deep O caries'],
        ['LLD', 'D caries'],
        ['LRE', 'NAD'],
        ['UR6', 'Erupting'],
        ['UL6', 'Erupting'],
      ],
      RADIO: 'Bitewings taken. LLE caries close to pulp. LLD caries into dentine',
      DX: ['Caries LLD, LLE', 'Poor oral hygiene'],
      CONSULT: 'Discussed diet with mum. Cut down fruit juice',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied', 'OHI given to mum and child'],
      'TX PLAN': ['Fissure sealants UR6, UL6 when fully erupted', 'LLE pulpotomy and SSC', 'Composite LLD'],
      NOTES: 'Mum present. Child very good',
      NV: ['LLE pulpotomy and crown'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ai07-uk-typed-emergency-hash-db-cusp-26-temp-dressing',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. Pt c/o broken tooth upper left back, sharp on tongue, sensitive to cold for 3/7. PMH: hypothyroidism, levothyroxine. NKDA. EO: NAD. IO: small traumatic ulcer L lateral border of tongue adjacent to 26. 26 # DB cusp. 27 NAD. PA 26: no periapical pathology, large MOD restoration close to pulp. Dx: # cusp 26, reversible pulpitis 26, traumatic ulcer tongue. Discussed options: cuspal coverage onlay or crown, fee £650 for crown. Pt wants crown. Tx: no LA, sharp edges smoothed, temp dressing GIC 26. Tx plan: crown prep 26, impressions, temp crown, crown fit 26 in 2/52. NV: crown prep 26.',
    expect: {
      CC: 'Emergency appt. Broken tooth upper left back, sharp on tongue, sensitive to cold for 3 days',
      'MED HX': 'Hypothyroidism, levothyroxine. NKDA',
      EXTRA: 'NAD',
      INTRA: 'Small traumatic ulcer L lateral border of tongue adjacent to 26',
      DENTAL: [
        ['26', '# DB cusp', 'DB cusp'],
        ['27', 'NAD'],
      ],
      RADIO: 'PA 26: no periapical pathology, large MOD restoration close to pulp',
      DX: ['# cusp 26', 'Reversible pulpitis 26', 'Traumatic ulcer tongue'],
      CONSULT: 'Discussed options: cuspal coverage onlay or crown, fee £650 for crown. Pt wants crown',
      'TX TODAY': ['Temporary dressing 26'],
      TX: ['No LA', 'Sharp edges smoothed', 'Temp dressing GIC 26'],
      'TX PLAN': ['Crown prep 26', 'Impressions', 'Temporary crown', 'Crown fit 26 in 2 weeks'],
      NV: ['Crown prep 26'],
    },
  }),
  defineCase({
    id: 'ai08-uk-asr-appends-obturation-36-change-interval-add-notes',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for second stage r c t thirty six no pain since last visit p m h no changes n k d a o e thirty six not t t p la two point two mls lidocaine two percent one in eighty thousand adrenaline id block left rubber dam placed cavit removed four canals re irrigated with sodium hypochlorite dried with paper points master cones fitted thirty six obturated with gutta percha and a h plus p a taken obturation satisfactory core placed with g i c next visit crown prep thirty six in four weeks',
    appends: ['change four weeks to three weeks', 'add to notes patient very anxious needed several breaks'],
    expect: {
      CC: 'Second stage RCT 36. No pain since last visit',
      'MED HX': 'No changes. NKDA',
      DENTAL: [['36', 'Not TTP']],
      RADIO: 'PA taken. Obturation satisfactory',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam placed',
        'Cavit removed',
        '4 canals re-irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Master cones fitted',
        '36 obturated with gutta percha and AH Plus',
        'Core placed with GIC',
      ],
      NOTES: 'Patient very anxious needed several breaks',
      NV: ['Crown prep 36 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ai09-uk-typed-child-fs-four-sixes-duraphat-o-e-chart',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for FS. Mum present. PMH: mild asthma, Clenil inhaler. NKDA. EO: NAD. IO: NAD. O/E 16, 26, 36, 46 deep fissures, caries free. 55 O caries. Tx: 16, 26, 36, 46 pumiced, isolated w/ cotton wool rolls and dry guards, etched 30s, FS placed 16, 26, 36, 46, cured, retention checked. Duraphat varnish 22,600ppm applied. OHI given. Advised 1450ppm toothpaste, spit don't rinse, reduce sugary snacks. Pt very cooperative. Tx plan: O GIC 55, fluoride varnish every 3/12. Recall 3/12.",
    expect: {
      CC: 'FS',
      'MED HX': 'Mild asthma, Clenil inhaler. NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['16', 'Deep fissures, caries free'],
        ['26', 'Deep fissures, caries free'],
        ['36', 'Deep fissures, caries free'],
        ['46', 'Deep fissures, caries free'],
        ['55', 'O caries'],
      ],
      CONSULT: "Advised 1450ppm toothpaste, spit don't rinse, reduce sugary snacks",
      'TX TODAY': ['Fissure sealant 16, 26, 36, 46', 'Fluoride varnish', 'OHI'],
      TX: [
        '16, 26, 36, 46 pumiced',
        'Isolated w/ cotton wool rolls and dry guards',
        'Etched 30s',
        'FS placed 16, 26, 36, 46',
        'Cured',
        'Retention checked',
        'Duraphat varnish 22,600ppm applied',
        'OHI given',
      ],
      'TX PLAN': ['O GIC 55', 'Fluoride varnish every 3 months'],
      NOTES: 'Mum present. Pt very cooperative',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ai10-uk-asr-pericoronitis-38-irrigation-rx-metronidazole',
    style: 'UK',
    asr: true,
    transcript:
      'patient came in c o pain and swelling lower left wisdom tooth for four days bad taste difficulty opening p m h no medical problems no medications allergic to penicillin e o left submandibular lymph node palpable and tender mild swelling left angle of mandible i o mouth opening thirty millimetres operculum over thirty eight swollen and red pus expressed thirty eight partially erupted thirty seven n a d um radiograph o p g thirty eight distoangular impaction no caries diagnosis acute pericoronitis thirty eight t x today la one no wait two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration then thirty eight irrigated under operculum with chlorhexidine r x metronidazole four hundred milligrams three times a day for three days advised warm salt water mouthwash treatment plan refer for extraction thirty eight then o h i with hygienist review one week',
    expect: {
      CC: 'Pain and swelling lower left wisdom tooth for 4 days. Bad taste. Difficulty opening',
      'MED HX': 'No medical problems. No medications. Allergic to penicillin',
      EXTRA: 'Left submandibular lymph node palpable and tender. Mild swelling left angle of mandible',
      INTRA: 'Mouth opening 30 mm. Operculum over 38 swollen and red. Pus expressed',
      DENTAL: [
        ['38', 'Partially erupted'],
        ['37', 'NAD'],
      ],
      RADIO: 'OPG 38 distoangular impaction. No caries',
      DX: ['Acute pericoronitis 38'],
      CONSULT: 'Advised warm salt water mouthwash',
      'TX TODAY': ['Irrigation 38'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration',
        '38 irrigated under operculum with chlorhexidine',
        'Rx metronidazole 400 mg 3 times a day for 3 days',
      ],
      'TX PLAN': ['Refer for extraction 38', 'OHI with hygienist'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ai11-uk-typed-palmer-recall-abfraction-cracked-ul6-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Pt attended for routine exam. C/O sensitivity UR quadrant to cold drinks. PMH: NAD. NKDA. Non-smoker, alcohol 10 units/wk. EO: NAD, TMJ NAD. IO: soft tissues WNL, oral cancer screening NAD. BPE 2 2 2/2 2 2. UR4, UR5 B abfraction. UL6 large MOD amalgam, cracked MB cusp. LR6 RCT'd and crowned. BWs x2: no interproximal caries, bone levels WNL. PA UL6: NAD. Dx: dentine hypersensitivity UR4 UR5, cracked tooth UL6. Discussed Sensodyne, crown UL6 £550. Tx today: S&P, OHI, Duraphat varnish to UR4 UR5. Tx plan: GIC UR4 UR5 if sensitivity persists, crown UL6. Recall 6/12.",
    expect: {
      CC: 'Routine exam. Sensitivity UR quadrant to cold drinks',
      'MED HX': 'NAD. NKDA. Non-smoker, alcohol 10 units/wk',
      EXTRA: 'NAD, TMJ NAD',
      INTRA: 'Soft tissues WNL, oral cancer screening NAD',
      PERIO: 'BPE 2 2 2/2 2 2',
      DENTAL: [
        ['UR4', 'B abfraction'],
        ['UR5', 'B abfraction'],
        ['UL6', 'Large MOD amalgam, cracked MB cusp'],
        ['LR6', "RCT'd and crowned"],
      ],
      RADIO: 'BWs x2: no interproximal caries, bone levels WNL. PA UL6: NAD',
      DX: ['Dentine hypersensitivity UR4, UR5', 'Cracked tooth UL6'],
      CONSULT: 'Discussed Sensodyne, crown UL6 £550',
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish UR4, UR5'],
      TX: ['S&P', 'OHI', 'Duraphat varnish UR4, UR5'],
      'TX PLAN': ['GIC UR4, UR5 if sensitivity persists', 'Crown UL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ai12-uk-asr-new-patient-white-patch-multiple-dx-five-item-plan',
    style: 'UK',
    asr: true,
    transcript:
      'new patient exam um see oh broken filling lower right and bleeding gums p m h type one diabetes on insulin well controlled n k d a smokes ten a day e o n a d i o white patch left buccal mucosa about one centimetre sorry two centimetres does not wipe off tongue and floor of mouth n a d b p e three three two three four three b o p generalised forty six m o d amalgam fractured lingual sorry distolingual cusp forty seven occlusal caries thirty seven mesial caries eighteen retained root bitewings and o p g taken forty six caries under restoration thirty seven mesial caries into dentine eighteen retained root no apical pathology diagnosis chronic periodontitis caries thirty seven forty six and forty seven white patch left buccal mucosa smoking cessation advised treatment plan o h i and r s d all quadrants fillings thirty seven forty six forty seven extraction eighteen refer to oral medicine for white patch next visit r s d upper right and lower right',
    expect: {
      CC: 'New patient exam. Broken filling lower right and bleeding gums',
      'MED HX': 'Type 1 diabetes on insulin well controlled. NKDA. Smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'White patch left buccal mucosa about 2 cm does not wipe off. Tongue and floor of mouth NAD',
      PERIO: 'BPE 3 3 2 3 4 3. BOP generalised',
      DENTAL: [
        ['46', 'MOD amalgam fractured DL cusp', 'DL cusp'],
        ['47', 'O caries'],
        ['37', 'M caries'],
        ['18', 'Retained root'],
      ],
      RADIO:
        'Bitewings and OPG taken. 46 caries under restoration. 37 mesial caries into dentine. 18 retained root no apical pathology',
      DX: ['Chronic periodontitis', 'Caries 37, 46, 47', 'White patch left buccal mucosa'],
      CONSULT: 'Smoking cessation advised',
      'TX PLAN': [
        'OHI',
        'RSD all quadrants',
        'Fillings 37, 46, 47',
        'Extraction 18',
        'Refer to oral medicine for white patch',
      ],
      NV: ['RSD upper right and lower right'],
    },
  }),
  defineCase({
    id: 'ai13-us-typed-npe-tori-fmx-parl-30-four-item-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for NPE. CC: pain on chewing LR x2 wks. Med hx: HTN, lisinopril 10mg, high cholesterol, atorvastatin. NKDA. EO: WNL, no lymphadenopathy, TMJ WNL. IO: mandibular tori bilat, tongue and FOM WNL, no lesions. PSR 2 2 2/2 3 2, localized BOP lower anteriors. #30 TTP +ve. #19 PFM crown, margins intact. FMX: #30 PARL, #3 and #14 MO caries, generalized mild horizontal bone loss. Dx: symptomatic apical periodontitis #30, caries #3 #14, gingivitis. Tx plan: RCT #30, crown #30 w/ buildup, MO composite #3 #14, prophy. NV: RCT #30.',
    expect: {
      CC: 'NPE. Pain on chewing LR x2 wks',
      'MED HX': 'HTN, lisinopril 10 mg, high cholesterol, atorvastatin. NKDA',
      EXTRA: 'WNL, no lymphadenopathy, TMJ WNL',
      INTRA: 'Mandibular tori bilat, tongue and FOM WNL, no lesions',
      PERIO: 'PSR 2 2 2/2 3 2, localized BOP lower anteriors',
      DENTAL: [
        ['30', 'TTP +ve'],
        ['19', 'PFM crown, margins intact'],
      ],
      RADIO: 'FMX: #30 PARL, #3 and #14 MO caries, generalized mild horizontal bone loss',
      DX: ['Symptomatic apical periodontitis #30', 'Caries #3, #14', 'Gingivitis'],
      'TX PLAN': ['RCT #30', 'Crown #30 w/ buildup', 'MO composite #3, #14', 'Prophy'],
      NV: ['RCT #30'],
    },
  }),
  defineCase({
    id: 'ai14-us-asr-c-c-abscess-30-incision-drainage-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents c c swelling and pain lower right for two days can\'t sleep medical history n k d a no meds e o swelling right mandibular area no fever i o fluctuant swelling buccal vestibule adjacent to number thirty um number thirty t t p and non responsive to cold p a periapical radiolucency number thirty about five millimeters diagnosis acute apical abscess thirty options discussed root canal or extraction patient wants root canal verbal consent two carpules lidocaine two percent with one to one hundred thousand epi right i a n b incision and drainage buccal vestibule purulent drainage r x amoxicillin five hundred milligrams three times a day for seven days and ibuprofen six hundred milligrams as needed next visit start r c t thirty in one week',
    expect: {
      CC: "Swelling and pain lower right for 2 days. Can't sleep",
      'MED HX': 'NKDA. No meds',
      EXTRA: 'Swelling right mandibular area. No fever',
      INTRA: 'Fluctuant swelling buccal vestibule adjacent to #30',
      DENTAL: [['30', 'TTP and non responsive to cold']],
      RADIO: 'PA periapical radiolucency #30 about 5 mm',
      DX: ['Acute apical abscess #30'],
      CONSULT: 'Options discussed root canal or extraction. Patient wants root canal',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Incision and drainage buccal vestibule',
        'Purulent drainage',
        'Rx amoxicillin 500 mg 3 times a day for 7 days and ibuprofen 600 mg as needed',
      ],
      NV: ['Start RCT #30 in 1 week'],
    },
  }),
  defineCase({
    id: 'ai15-us-typed-bare-tx-header-mo-14-o-15-composites',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for fillings #14 and #15. Med hx: no changes, type 2 diabetes, metformin. NKDA. Pt anxious, listened to music. Tx: 1 carp 4% articaine w/ 1:100,000 epi, buccal infiltration #14 #15. Isolite. #14 MO caries removed, #15 O caries removed. Tofflemire w/ wedge on #14. Etch, bond (Scotchbond). MO composite #14, O composite #15, shade A2. Occlusion adjusted, polished. POI given. NV: prophy w/ BWs in 6 mo.',
    expect: {
      CC: 'Fillings #14 and #15',
      'MED HX': 'No changes, type 2 diabetes, metformin. NKDA',
      'TX TODAY': ['MO composite #14', 'O composite #15'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #14, #15',
        'Isolite',
        '#14 MO caries removed',
        '#15 O caries removed',
        'Tofflemire w/ wedge #14',
        'Etch',
        'Bond (Scotchbond)',
        'MO composite #14',
        'O composite #15',
        'Shade A2',
        'Occlusion adjusted',
        'Polished',
        'POI given',
      ],
      NOTES: 'Pt anxious, listened to music',
      NV: ['Prophy w/ BWs in 6 mo'],
    },
  }),
  defineCase({
    id: 'ai16-us-asr-srp-lower-left-psr-bop-arestin-18',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for s r p lower left medical history no changes n k d a takes metoprolol blood pressure one twenty eight over seventy eight e o w n l i o mild linea alba soft tissues otherwise w n l p s r four four three four three four probing depths five to seven millimeters lower molars b o p about fifty percent heavy subgingival calculus lower anteriors diagnosis generalized periodontitis stage three grade b um today two carpules articaine four percent with one to one hundred thousand epi right sorry left i a n b s r p lower left with cavitron and gracey curettes arestin placed in number eighteen distal pocket o h i given waterpik recommended next visit s r p lower right plan periodontal maintenance every three months',
    expect: {
      CC: 'SRP lower left',
      'MED HX': 'No changes. NKDA. Takes metoprolol. Blood pressure 128/78',
      EXTRA: 'WNL',
      INTRA: 'Mild linea alba. Soft tissues otherwise WNL',
      PERIO:
        'PSR 4 4 3 4 3 4. Probing depths 5 to 7 mm lower molars. BOP about 50%. Heavy subgingival calculus lower anteriors',
      DX: ['Generalized periodontitis stage 3 grade B'],
      CONSULT: 'Waterpik recommended',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'SRP lower left with Cavitron and Gracey curettes',
        'Arestin placed in #18 distal pocket',
        'OHI given',
      ],
      'TX PLAN': ['Periodontal maintenance every 3 months'],
      NV: ['SRP lower right'],
    },
  }),
  defineCase({
    id: 'ai17-us-typed-child-pulpotomy-ssc-k-sdf-l-mom',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Mom present. CC: toothache LL at night x3 days. Med hx: none. NKDA. EO: WNL. IO: soft tissues WNL. #K large DO caries, TTP -ve. #L O caries. BWs x2: #K caries approaching pulp, no furcation radiolucency. #L caries into dentin. Dx: reversible pulpitis #K, caries #L. Options discussed w/ mom: pulpotomy + SSC vs ext. Mom chose pulpotomy. Consent signed by mom. Tx: 1 carp lido 2% 1:100,000 epi, IANB left. Rubber dam. #K caries removed. #K pulpotomy w/ MTA. #K SSC size 5 cemented w/ Ketac. #L SDF applied. Child cooperative. NV: O composite #L. Recall 6 mo.',
    expect: {
      CC: 'Toothache LL at night x3 days',
      'MED HX': 'None. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      DENTAL: [
        ['K', 'Large DO caries, TTP -ve'],
        ['L', 'O caries'],
      ],
      RADIO: 'BWs x2: #K caries approaching pulp, no furcation radiolucency. #L caries into dentin',
      DX: ['Reversible pulpitis #K', 'Caries #L'],
      CONSULT: 'Options discussed w/ mom: pulpotomy + SSC vs ext. Mom chose pulpotomy',
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'SDF #L'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        '#K caries removed',
        '#K pulpotomy w/ MTA',
        '#K SSC size 5 cemented w/ Ketac',
        '#L SDF applied',
      ],
      NOTES: 'Mom present. Child cooperative',
      NV: ['O composite #L'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'ai18-us-asr-child-first-exam-primary-letters-sdf-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay uh here for first exam dad present no complaints medical history healthy n k d a e o w n l i o soft tissues w n l mild tongue tie noted um letter s and letter t occlusal caries letter b and letter i distal caries no radiographs child too young diagnosis early childhood caries today knee to knee exam prophy with toothbrush fluoride varnish applied s d f on letter s and letter k I mean letter t o h i given to dad discussed no bottle at night stop juice treatment plan composites on letter b and letter i under nitrous then recheck s d f in one month recall three months',
    expect: {
      CC: 'First exam. No complaints',
      'MED HX': 'Healthy. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL. Mild tongue tie noted',
      DENTAL: [
        ['S', 'O caries'],
        ['T', 'O caries'],
        ['B', 'D caries'],
        ['I', 'D caries'],
      ],
      RADIO: 'No radiographs child too young',
      DX: ['Early childhood caries'],
      CONSULT: 'Discussed no bottle at night. Stop juice',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'SDF #S, #T', 'OHI'],
      TX: [
        'Knee to knee exam',
        'Prophy with toothbrush',
        'Fluoride varnish applied',
        'SDF #S, #T',
        'OHI given to dad',
      ],
      'TX PLAN': ['Composites #B, #I under nitrous', 'Recheck SDF in 1 month'],
      NOTES: 'Dad present',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ai19-us-typed-extractions-1-32-pano-sutures-x2-rx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for extraction #1 and #32, recurrent pain. Med hx: asthma (albuterol PRN), latex allergy. EO: WNL. IO: pericoronal tissue #32 mildly inflamed, no pus. #1 extensive caries. #32 partially erupted. Pano: #1 and #32 roots clear of sinus and IAN canal. Dx: non-restorable caries #1, pericoronitis #32. Risks reviewed incl. paresthesia, dry socket. Consent signed. Tx: 4 carps lido 2% w/ 1:100,000 epi, right IANB + buccal infiltration #1. #1 and #32 extracted w/ elevators and forceps. Sockets irrigated, hemostasis w/ gauze. Chromic gut sutures x2 #32. POI verbal + written. Rx: ibuprofen 600mg q6h x3 days, chlorhexidine 0.12% rinse. Pt tolerated well. NV: post-op check 1 wk.',
    expect: {
      CC: 'Extraction #1 and #32, recurrent pain',
      'MED HX': 'Asthma (albuterol PRN), latex allergy',
      EXTRA: 'WNL',
      INTRA: 'Pericoronal tissue #32 mildly inflamed, no pus',
      DENTAL: [
        ['1', 'Extensive caries'],
        ['32', 'Partially erupted'],
      ],
      RADIO: 'Pano: #1 and #32 roots clear of sinus and IAN canal',
      DX: ['Non-restorable caries #1', 'Pericoronitis #32'],
      CONSULT: 'Risks reviewed incl. paresthesia, dry socket',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #1, #32'],
      TX: [
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #1',
        '#1, #32 extracted w/ elevators and forceps',
        'Sockets irrigated',
        'Hemostasis w/ gauze',
        'Chromic gut sutures x2 #32',
        'POI verbal + written',
        'Rx: ibuprofen 600 mg q6h x3 days',
        'Chlorhexidine 0.12% rinse',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['Post-op check 1 wk'],
    },
  }),
  defineCase({
    id: 'ai20-us-asr-appends-crown-prep-19-fractured-dl-cusp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown prep number nineteen medical history no changes n k d a e o w n l i o w n l nineteen large m o d amalgam with fractured lingual cusp sorry distolingual cusp diagnosis cracked tooth nineteen fee one thousand two hundred dollars discussed patient agreed today two carpules articaine four percent with one to one hundred thousand epi left i a n b amalgam removed core buildup with fluorocore crown prep nineteen for zirconia retraction cord placed digital scan with itero temporary crown made with integrity cemented with temp bond occlusion checked post op instructions given next visit crown seat nineteen in two weeks',
    appends: ['change two weeks to three weeks', 'add to notes patient gagged during scan'],
    expect: {
      CC: 'Crown prep #19',
      'MED HX': 'No changes. NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      DENTAL: [['19', 'Large MOD amalgam with fractured DL cusp', 'DL cusp']],
      DX: ['Cracked tooth #19'],
      CONSULT: 'Fee $1,200 discussed. Patient agreed',
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Amalgam removed',
        'Core buildup with Fluorocore',
        'Crown prep #19 for zirconia',
        'Retraction cord placed',
        'Digital scan with iTero',
        'Temporary crown made with Integrity',
        'Cemented with Temp Bond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'Patient gagged during scan',
      NV: ['Crown fit #19 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ai21-us-typed-single-visit-rct-8-trauma-pulp-tests',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for RCT #8. CC: #8 darkening, hx of trauma (fall) 2 yrs ago, occasional tenderness. Med hx: NKDA, no meds. EO: WNL. IO: sinus tract facial to #8, soft tissues otherwise WNL. #8 discolored grey, TTP +ve, cold -ve. #7, #9 cold +ve. PA #8: PARL approx 4mm, no root fracture. Dx: pulp necrosis w/ chronic apical abscess #8. Tx: 1 carp lido 2% 1:100,000 epi, facial infiltration #8. RD. Access #8, 1 canal, WL 23mm confirmed w/ apex locator. Cleaned and shaped to 40/.06, irrigated NaOCl 3% + EDTA 17%. Dried, filled w/ GP + AH Plus, warm vertical. Composite in access. Post-op PA: fill satisfactory. Tx plan: composite veneer #8, prophy, BWs at next recall. Review w/ PA in 6 mo.',
    expect: {
      CC: 'RCT #8. #8 darkening, hx of trauma (fall) 2 yrs ago, occasional tenderness',
      'MED HX': 'NKDA, no meds',
      EXTRA: 'WNL',
      INTRA: 'Sinus tract facial to #8, soft tissues otherwise WNL',
      DENTAL: [
        ['8', 'Discolored grey, TTP +ve, cold -ve'],
        ['7', 'Cold +ve'],
        ['9', 'Cold +ve'],
      ],
      RADIO: 'PA #8: PARL approx 4 mm, no root fracture. Post-op PA: fill satisfactory',
      DX: ['Pulp necrosis w/ chronic apical abscess #8'],
      'TX TODAY': ['RCT #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, facial infiltration #8',
        'RD',
        'Access #8',
        '1 canal',
        'WL 23 mm confirmed w/ apex locator',
        'Cleaned and shaped to 40/.06',
        'Irrigated NaOCl 3% + EDTA 17%',
        'Dried',
        'Filled w/ GP + AH Plus',
        'Warm vertical',
        'Composite in access',
      ],
      'TX PLAN': ['Composite veneer #8', 'Prophy', 'BWs at next recall'],
      'F/U': 'Review w/ PA in 6 mo',
    },
  }),
  defineCase({
    id: 'ai22-us-asr-c-c-trauma-9-mi-composite-shade-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents c c chipped front tooth fell off bike yesterday no pain slight sensitivity to air medical history n k d a no medications e o small abrasion on chin healing upper lip laceration sutured at urgent care i o no other soft tissue injuries number nine fractured mesial incisal corner enamel and dentin no pulp exposure number eight n a d p a eight and nine no root fracture normal p d l diagnosis uncomplicated crown fracture number nine today no anesthetic needed etched and bonded uh mesial incisal composite placed on nine shade a one I mean a two polished occlusion checked advised soft diet avoid biting with front teeth next visit recheck vitality nine in four weeks',
    expect: {
      CC: 'Chipped front tooth fell off bike yesterday. No pain. Slight sensitivity to air',
      'MED HX': 'NKDA. No medications',
      EXTRA: 'Small abrasion on chin healing. Upper lip laceration sutured at urgent care',
      INTRA: 'No other soft tissue injuries',
      DENTAL: [
        ['9', 'Fractured MI corner enamel and dentin no pulp exposure', 'MI corner'],
        ['8', 'NAD'],
      ],
      RADIO: 'PA #8 and #9 no root fracture. Normal PDL',
      DX: ['Uncomplicated crown fracture #9'],
      CONSULT: 'Advised soft diet. Avoid biting with front teeth',
      'TX TODAY': ['MI composite #9'],
      TX: ['No anesthetic needed', 'Etched and bonded', 'MI composite placed #9', 'Shade A2', 'Polished', 'Occlusion checked'],
      NV: ['Recheck vitality #9 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'ai23-us-typed-periodic-exam-prophy-gerd-open-margin-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for periodic exam + prophy. Med hx: updated, GERD (omeprazole), seasonal allergies. NKDA. BP 122/80. EO: WNL. IO: buccal mucosa w/ linea alba bilat, fissured tongue, otherwise WNL. PSR 1 2 1/2 2 2, light BOP. #12 D caries. #14 recurrent decay at M margin. #19 margins open. BWs x2: #3 D incipient, #12 D into dentin. Dx: caries #12 #14, open margin #19, dental erosion (GERD). Prophy w/ Cavitron and polish. Fluoride varnish. OHI given, flossing reviewed. Tx plan: DO composite #12, MOD composite #14, replace crown #19, monitor #3. NV: fillings #12 and #14. Recall 6 mo.',
    expect: {
      CC: 'Periodic exam + prophy',
      'MED HX': 'Updated, GERD (omeprazole), seasonal allergies. NKDA. BP 122/80',
      EXTRA: 'WNL',
      INTRA: 'Buccal mucosa w/ linea alba bilat, fissured tongue, otherwise WNL',
      PERIO: 'PSR 1 2 1/2 2 2, light BOP',
      DENTAL: [
        ['12', 'D caries'],
        ['14', 'Recurrent decay at M margin'],
        ['19', 'Margins open'],
      ],
      RADIO: 'BWs x2: #3 D incipient, #12 D into dentin',
      DX: ['Caries #12, #14', 'Open margin #19', 'Dental erosion (GERD)'],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy w/ Cavitron and polish', 'Fluoride varnish', 'OHI given', 'Flossing reviewed'],
      'TX PLAN': ['DO composite #12', 'MOD composite #14', 'Replace crown #19', 'Monitor #3'],
      NV: ['Fillings #12, #14'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'ai24-us-asr-c-o-bruxism-tmj-impressions-night-guard',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents c o jaw soreness in the mornings and worn teeth wife hears grinding at night medical history anxiety on sertraline n k d a e o bilateral masseter hypertrophy tender to palpation left masseter t m j clicking right no deviation max opening forty five millimeters i o linea alba bilateral scalloped tongue cheek biting right buccal mucosa number eight and number nine incisal wear into dentin number six and number eleven cusp tips flattened diagnosis bruxism attrition myofascial pain left masseter discussed night guard fee five hundred fifty dollars patient wants to proceed today upper and lower alginate impressions bite registration o h i given advised warm compresses and soft diet for jaw next visit deliver night guard in two weeks treatment plan night guard then composite bonding eight and nine recall six months',
    expect: {
      CC: 'Jaw soreness in the mornings and worn teeth. Wife hears grinding at night',
      'MED HX': 'Anxiety on sertraline. NKDA',
      EXTRA:
        'Bilateral masseter hypertrophy. Tender to palpation left masseter. TMJ clicking right. No deviation. Max opening 45 mm',
      INTRA: 'Linea alba bilateral. Scalloped tongue. Cheek biting right buccal mucosa',
      DENTAL: [
        ['8', 'I wear into dentin'],
        ['9', 'I wear into dentin'],
        ['6', 'Cusp tips flattened'],
        ['11', 'Cusp tips flattened'],
      ],
      DX: ['Bruxism', 'Attrition', 'Myofascial pain left masseter'],
      CONSULT:
        'Discussed night guard fee $550. Patient wants to proceed. Advised warm compresses and soft diet for jaw',
      'TX TODAY': ['Impressions', 'OHI'],
      TX: ['Upper and lower alginate impressions', 'Bite registration', 'OHI given'],
      'TX PLAN': ['Night guard', 'Composite bonding #8, #9'],
      NV: ['Deliver night guard in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
];
