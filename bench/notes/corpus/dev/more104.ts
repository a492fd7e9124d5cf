// A hundred-and-fourth development batch (ids db01–db30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is surgical implant dentistry from assessment
// to restoration: CBCT assessments with bone height and width, implant placement (system, diameter x length, insertion
// torque, ISQ, cover screw or healing abutment, immediate placement and immediate temporisation), bone grafts and
// membranes, socket and ridge preservation, lateral-window and crestal sinus lifts, fully guided flapless surgery, suture
// removal and reviews, second-stage uncovering, implant-level impressions and intraoral scans, screw-retained and cemented
// implant crowns, a loose abutment screw, peri-implant mucositis and failed implants removed, with LA, IV and oral
// sedation, consent with risks, post-op instructions, sinus precautions and antibiotics. Five clinicians, six visits each:
//   db01–db06 a UK oral surgeon in an implant referral practice (FDI) following one lower molar from start to finish: a
//     CBCT implant assessment of 36 with options and costs and no treatment (typed), the placement of a Straumann BLT
//     with torque, ISQ "seventy two sorry seventy six" and cover screw (recogniser), a one-week review with sutures
//     removed (typed), uncovering with a healing abutment and "five oh prolene sorry four oh vicryl" (recogniser, appended
//     dictation), an open-tray implant-level impression with a PA of the coping (typed), a screw-retained crown fitted
//     with the access hole sealed in composite (recogniser);
//   db07–db12 a US periodontist (Universal): an extraction of #30 with ridge preservation and a "sinus sorry lower lip"
//     correction (recogniser), a lateral-window sinus augmentation at #3 under IV sedation with a membrane perforation
//     repaired (typed), a crestal (osteotome) sinus lift with a simultaneous implant #14 (recogniser), the two-week check
//     after the sinus graft (typed, appended dictation), a fully guided flapless implant #29 (typed), a failed implant #30
//     with peri-implantitis removed by reverse torque and grafted (recogniser);
//   db13–db18 a UK periodontist with an implant practice (FDI): a consultation for a fractured post crown 11 with a CBCT
//     taken that day and a plan for an immediate implant (typed), the extraction of 11 with an immediate implant and a
//     chairside screw-retained temporary crown under IV sedation (recogniser), an implant 24 with a buccal dehiscence
//     grafted with autogenous chips, Bio-Oss and a pinned Bio-Gide membrane (typed), the two-week review of 11 (recogniser,
//     appended dictation), peri-implant mucositis at 46 debrided and irrigated (typed), an intraoral scan with a scan body
//     for the crown on 24 (recogniser, appended dictation);
//   db19–db24 a US oral and maxillofacial surgeon (Universal) following a lower molar site: a consultation for #19 with a
//     CBCT that day and bisphosphonate risks (recogniser), the placement of a short implant under oral sedation with low
//     torque and a submerged cover screw (typed), the ten-day post-op check with transient lip numbness (typed, appended
//     dictation), second-stage uncovering with a "fifteen blade" and a referral back for the crown (recogniser), an
//     extraction of #4 with an immediate implant and PRF (typed), an emergency loose abutment screw on #30 (recogniser);
//   db25–db30 a UK GDP with an implant interest (FDI): an extraction of 45 with socket preservation and a "bio gide sorry
//     mucograft seal" correction (recogniser), an implant 15 with an osteotome crestal sinus lift (typed), a terse
//     one-week review ("STR", "RV 8/52") (typed), an implant consultation for 26 in a smoker with poorly controlled
//     diabetes and perio first (recogniser), a cemented implant crown on a stock abutment with "temp bond sorry relyx
//     unicem" (recogniser), an early failed implant 26 removed (typed, appended dictation).
// UK 18 (FDI), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers, no punctuation) and 15 typed
// (shorthand comma runs and sentences); 29 to 227 words (most 90 to 190); six cases with appended dictation (db04
// "add to notes …" / "change two weeks to four weeks"; db10 "Add to treatment: …" / "Change 3 months to 4 months."; db16
// "add to notes …" / "next visit …"; db18 "next visit …"; db21 "Change …" / "Add to notes: …"; db30 "Add to notes: …" /
// "Add to treatment: …"). DENTAL in 21 cases (not db03, db08, db10, db15, db17, db20, db22, db26, db27).
//
// Judgement calls where the contract was silent:
// - An implant site, ridge, wound, peri-implant tissue and the tissue around a healing abutment are INTRA (as more56),
//   also when the tooth number follows ("Peri-implant tissue 24 healthy", "Site #19 healed", "Ridge at 36 healed",
//   "mild erythema around HA 26", "Suppuration on probing around the implant crown #30": rule 7); a finding said tooth
//   first is a chart entry ("number thirty implant crown mobile" → #30 "Implant crown mobile", "26 implant mobile,
//   rotates with HA", "one one temporary crown intact …"). BPE, biotype and plaque are PERIO.
// - Titles: "implant placed" and "placed a … implant" are "Implant placement <tooth>"; "took out 45" → "Extraction 45";
//   "screw retained temporary crown made chairside and fitted one one" → "Temporary crown 11" (a temporary crown, not a
//   crown fit); "crown fitted three six" (screw-retained implant crown) → "Crown fit 36"; a cemented implant crown whose
//   steps are only "tried in … cemented with …" takes "Crown fit 15" from the CC (as more58 bh03); "Impression in
//   Impregum" → "Impression" (singular as said, as more56); "Irrigated with CHX 0.2%" around an implant → "Irrigation",
//   while a socket "irrigated with saline" is no title. Uncovering, healing abutments, scan bodies and intraoral scans,
//   socket / ridge preservation, sinus lifts and augmentation, bone grafts, membranes, PRF, suture removal ("STR"),
//   removal of a failed implant, abutment screw retightening, sedation and a CBCT taken at a consultation are no titles;
//   composite used to seal a screw access hole or "in the access hole" is a material something is done with (no title).
// - Pre-operative status and vitals (nil by mouth / NPO, BP, HR, SpO2, "sats") are MED HX (as more56 bf19 put a blood
//   pressure); the escort or driver and the discharge to them are NOTES (who came with the patient); cannula, sedative
//   drugs, monitoring and a premedication given in the surgery are TX items.
// - Risks explained are CONSULT and the signature CONSENT, also when said in one sentence ("Risks re-explained incl. …,
//   consent form signed", "Consent signed, questions answered"), as more56 bf21. Advice after surgery (sinus
//   precautions, soft diet, "advised ibuprofen …", not wearing the partial denture, not rinsing, brushing the healing
//   abutment, "showed her how to clean round it") is CONSULT; a prescription line is TX, and a second drug after a comma
//   is its own item without "Rx".
// - Radiographs taken during treatment with their own report ("PA: coping fully seated", "pa scan body fully seated",
//   "PA abutment fully seated", "PA no excess cement") are RADIO (as more56); CBCT heights, widths and distances are
//   RADIO with the teeth kept in the text.
// - Intra-operative findings are TX items in their order ("Ridge width about 7 mm", "Buccal dehiscence 4 mm with 3
//   threads exposed", "Soft bone (D3-D4)", "Low primary stability", "Screw was loose"); "Low primary stability, so cover
//   screw placed …" is cut at "so" (as more56).
// - A referral back to the general dentist for the crown is TX PLAN (contract: a referral for treatment elsewhere);
//   "Uncover 36 in 3 months", "Implant crown fit 24 in 3 weeks", "Final impressions 11 at 3 months" stay as said in NV;
//   "XLA 11" in a plan is "Extraction 11".
// - Numbers and names: "four oh vicryl" → "4-0 Vicryl", torque in "Ncm", implant sizes keep "by" (spoken) or "x" (typed),
//   "a one c" → "A1c", "hba one c" → "HbA1c"; brand names as their makers write them (Straumann Bone Level Tapered, BLT,
//   BLX, NobelActive, Astra Tech EV, Neodent Helix GM, Zimmer TSV, Bio-Oss, Bio-Oss Collagen, Bio-Gide, Mucograft Seal,
//   Impregum, RelyX Unicem, Primescan, Prolene); "a fifteen blade" in a Universal note is a blade, not #15.
// - Appends follow more56: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …"
//   adds an NV item, "change X to Y" edits the one place X is said (db04 NV, db10 and db21 F/U).
import { defineCase, type NotesCase } from '../case.ts';

export const more104Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK oral surgeon, implant referral practice (FDI)
  defineCase({
    id: 'db01-uk-typed-fdi-implant-assessment-36-cbct-height-width-options-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Implant assessment LL, referred by GDP for replacement of 36. XLA 36 18 months ago (fractured root). MH: hypertension, amlodipine 5 mg, NKDA. Non-smoker, alcohol 6 units/wk. EO: NAD. IO: soft tissues healthy. Edentulous ridge at 36 healed, mild buccal concavity, keratinised tissue 4 mm. Interocclusal space 7 mm. BPE 1 1 1 / 2 1 1. 35 DO comp, sound. 37 MO amalgam, not tilted. CBCT LL (justified for implant planning): 36 site bone height 13 mm to IAN canal, width 6.5 mm at crest widening to 9 mm, no pathology. Options discussed: no treatment, RPD, bridge 35-37, implant. Explained implant risks: failure (approx 5%), infection, nerve injury causing numbness of lip/chin, possible need for bone graft. Costs given: £2,800 incl. crown. Pt wishes to proceed with implant. Written treatment plan and estimate given. Plan: implant 36 (Straumann BLT 4.1 x 10 mm planned), 3 months healing, then crown. NV: implant placement 36.',
    expect: {
      CC: 'Implant assessment LL, referred by GDP for replacement of 36. XLA 36 18 months ago (fractured root)',
      'MED HX': 'Hypertension, amlodipine 5 mg, NKDA. Non-smoker, alcohol 6 units/wk',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy. Edentulous ridge at 36 healed, mild buccal concavity, keratinised tissue 4 mm. Interocclusal space 7 mm',
      PERIO: 'BPE 1 1 1 / 2 1 1',
      DENTAL: [
        ['35', 'DO comp, sound'],
        ['37', 'MO amalgam, not tilted'],
      ],
      RADIO:
        'CBCT LL (justified for implant planning): 36 site bone height 13 mm to IAN canal, width 6.5 mm at crest widening to 9 mm, no pathology',
      CONSULT:
        'Options discussed: no treatment, RPD, bridge 35-37, implant. Explained implant risks: failure (approx 5%), infection, nerve injury causing numbness of lip/chin, possible need for bone graft. Costs given: £2,800 incl. crown. Pt wishes to proceed with implant. Written treatment plan and estimate given',
      'TX PLAN': ['Implant 36 (Straumann BLT 4.1 x 10 mm planned)', '3 months healing', 'Crown'],
      NV: ['Implant placement 36'],
    },
  }),
  defineCase({
    id: 'db02-uk-asr-fdi-implant-placement-36-straumann-blt-torque-isq-sorry-cover-screw',
    style: 'UK',
    asr: true,
    transcript:
      "okay patient attended for implant placement three six medical history no changes blood pressure one thirty eight over eighty four took her amlodipine this morning no allergies three five and three seven sound she's a bit nervous about it written consent signed risks gone over again nerve damage infection and failure chlorhexidine mouthwash for one minute la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration three six crestal incision with a mesial relieving incision full thickness flap raised ridge width about seven millimetres um osteotomy with the straumann sequence pilot drill to ten millimetres paralleling pin checked then two point eight and three point five drills straumann bone level tapered four point one by ten millimetre implant placed three six insertion torque thirty five newton centimetres isq seventy two sorry seventy six cover screw placed flap closed with four oh vicryl interrupted sutures haemostasis achieved post op instructions given verbal and written advised ibuprofen and paracetamol for pain rx amoxicillin five hundred milligrams three times a day for five days review one week for suture removal",
    expect: {
      CC: 'Implant placement 36',
      'MED HX': 'No changes. Blood pressure 138/84. Took her amlodipine this morning. No allergies',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      CONSULT: 'Risks gone over again nerve damage infection and failure. Advised ibuprofen and paracetamol for pain',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Implant placement 36'],
      TX: [
        'Chlorhexidine mouthwash for 1 minute',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Crestal incision with a mesial relieving incision',
        'Full thickness flap raised',
        'Ridge width about 7 mm',
        'Osteotomy with the Straumann sequence',
        'Pilot drill to 10 mm',
        'Paralleling pin checked',
        '2.8 and 3.5 drills',
        'Straumann Bone Level Tapered 4.1 by 10 mm implant placed 36',
        'Insertion torque 35 Ncm',
        'ISQ 76',
        'Cover screw placed',
        'Flap closed with 4-0 Vicryl interrupted sutures',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
      ],
      NOTES: "She's a bit nervous about it",
      'F/U': 'Review 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'db03-uk-typed-fdi-review-1-52-post-implant-36-sutures-removed-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Review 1/52 post implant 36. Some swelling days 1-3, settled. Finished amoxicillin. No numbness. MH: no change. EO: NAD, slight bruising left cheek resolving. IO: wound healing well, cover screw not exposed, 3 sutures in situ. Sutures removed. OHI: soft brush to site. Advised stop CHX rinse now. Pt happy. NV: uncover 36 in 3 months.',
    expect: {
      CC: 'Review 1 week post implant 36. Some swelling days 1-3, settled. Finished amoxicillin. No numbness',
      'MED HX': 'No change',
      EXTRA: 'NAD, slight bruising left cheek resolving',
      INTRA: 'Wound healing well, cover screw not exposed, 3 sutures in situ',
      CONSULT: 'Advised stop CHX rinse now',
      'TX TODAY': ['OHI'],
      TX: ['Sutures removed', 'OHI: soft brush to site'],
      NOTES: 'Pt happy',
      NV: ['Uncover 36 in 3 months'],
    },
  }),
  defineCase({
    id: 'db04-uk-asr-fdi-uncovering-36-healing-abutment-isq-sorry-vicryl-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      'patient in for uncovering the implant three six placed three months ago no problems since medical history no changes still on amlodipine no allergies implant site healed keratinised tissue about three millimetres three five and three seven sound pa today implant integrated crestal bone stable at the first thread la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six small crestal incision cover screw removed isq eighty one straumann healing abutment four millimetres high placed hand tight one suture five oh prolene sorry four oh vicryl mesially showed her how to clean round it with a single tufted brush next visit impressions for the implant crown three six in two weeks',
    appends: [
      "add to notes she's going on holiday for three weeks so book after she's back",
      'change two weeks to four weeks',
    ],
    expect: {
      CC: 'Uncovering the implant 36 placed 3 months ago. No problems since',
      'MED HX': 'No changes. Still on amlodipine. No allergies',
      INTRA: 'Implant site healed. Keratinised tissue about 3 mm',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA today implant integrated. Crestal bone stable at the first thread',
      CONSULT: 'Showed her how to clean round it with a single tufted brush',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Small crestal incision',
        'Cover screw removed',
        'ISQ 81',
        'Straumann healing abutment 4 mm high placed hand tight',
        '1 suture 4-0 Vicryl mesially',
      ],
      NOTES: "She's going on holiday for 3 weeks so book after she's back",
      NV: ['Impressions for the implant crown 36 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'db05-uk-typed-fdi-implant-level-impression-36-open-tray-pa-coping-screw-retained-choice',
    style: 'UK',
    asr: false,
    transcript:
      'Implant crown impressions 36. Healing abutment stable, no problems. MH: no change, NKDA. Peri-implant mucosa 36 healthy, no BOP, good cuff. 35, 37 contacts intact. Healing abutment removed. Open tray impression coping placed 36. PA: coping fully seated. Impression in Impregum in custom tray. Healing abutment replaced. Bite registration, opposing alginate. Shade A3 with photos. Discussed screw-retained vs cemented crown, pt prefers screw-retained (easier to retrieve). NV: implant crown fit 36 in 3 weeks.',
    expect: {
      CC: 'Implant crown impressions 36. Healing abutment stable, no problems',
      'MED HX': 'No change, NKDA',
      INTRA: 'Peri-implant mucosa 36 healthy, no BOP, good cuff',
      DENTAL: [
        ['35', 'Contacts intact'],
        ['37', 'Contacts intact'],
      ],
      RADIO: 'PA: coping fully seated',
      CONSULT: 'Discussed screw-retained vs cemented crown, pt prefers screw-retained (easier to retrieve)',
      'TX TODAY': ['Impression'],
      TX: [
        'Healing abutment removed',
        'Open tray impression coping placed 36',
        'Impression in Impregum in custom tray',
        'Healing abutment replaced',
        'Bite registration',
        'Opposing alginate',
        'Shade A3 with photos',
      ],
      NV: ['Implant crown fit 36 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'db06-uk-asr-fdi-screw-retained-implant-crown-fit-36-torque-access-composite-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "patient here for the implant crown fit three six medical history no changes no allergies soft tissue around the implant healthy no bleeding three five and three seven sound no la healing abutment removed screw retained zirconia crown tried in mesial contact slightly tight adjusted and polished pa crown fully seated crown fitted three six screw torqued to thirty five newton centimetres ptfe tape over the screw access hole sealed with composite occlusion checked light contact in intercuspal no contact in lateral excursions she's delighted says it feels like her own tooth oral hygiene instruction interdental brush size three around the implant review in one year with a pa",
    expect: {
      CC: 'Implant crown fit 36',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Soft tissue around the implant healthy. No bleeding',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA crown fully seated',
      'TX TODAY': ['Crown fit 36', 'OHI'],
      TX: [
        'No LA',
        'Healing abutment removed',
        'Screw retained zirconia crown tried in',
        'Mesial contact slightly tight',
        'Adjusted and polished',
        'Crown fitted 36',
        'Screw torqued to 35 Ncm',
        'PTFE tape over the screw',
        'Access hole sealed with composite',
        'Occlusion checked',
        'Light contact in intercuspal',
        'No contact in lateral excursions',
        'Oral hygiene instruction interdental brush size 3 around the implant',
      ],
      NOTES: "She's delighted. Says it feels like her own tooth",
      'F/U': 'Review in 1 year with a PA',
    },
  }),

  // ---------------------------------------------------------------- 2. US periodontist (Universal)
  defineCase({
    id: 'db07-us-asr-extraction-30-fractured-m-root-ridge-preservation-allograft-sorry-lip',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for extraction of number thirty and ridge preservation for a future implant medical history no changes lisinopril for blood pressure allergic to penicillin blood pressure one thirty over eighty two number thirty fractured mesial root grade one mobility numbers twenty nine and thirty one sound consent signed discussed risks including sinus sorry lower lip numbness infection and graft failure two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty sectioned through the furcation extracted number thirty in two pieces with forceps no flap buccal plate intact socket debrided and irrigated with saline freeze dried bone allograft placed collagen membrane over the socket secured with a four oh chromic gut cross suture gauze pressure hemostasis achieved post op instructions given rx clindamycin three hundred milligrams four times a day for seven days rx ibuprofen six hundred milligrams every six hours as needed follow up two weeks plan implant number thirty in four months',
    expect: {
      CC: 'Extraction of #30 and ridge preservation for a future implant',
      'MED HX': 'No changes. Lisinopril for blood pressure. Allergic to penicillin. Blood pressure 130/82',
      DENTAL: [
        ['30', 'Fractured M root grade 1 mobility', 'M root'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      CONSULT: 'Discussed risks including lower lip numbness infection and graft failure',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Sectioned through the furcation',
        'Extracted #30 in 2 pieces with forceps',
        'No flap',
        'Buccal plate intact',
        'Socket debrided and irrigated with saline',
        'Freeze dried bone allograft placed',
        'Collagen membrane over the socket secured with a 4-0 chromic gut cross suture',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions given',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'TX PLAN': ['Implant #30 in 4 months'],
      'F/U': 'Follow up 2 weeks',
    },
  }),
  defineCase({
    id: 'db08-us-typed-lateral-window-sinus-augmentation-3-iv-sedation-perforation-repaired',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Sinus augmentation, R maxilla (#3 site), lateral window, under IV sedation. Med hx: reviewed, no changes, HTN controlled on losartan, NKDA, nonsmoker. NPO since midnight. BP 132/78, HR 72, SpO2 98% RA. Escort: husband, in waiting room. CBCT (pre-op): #3 site residual bone height 3 mm, width 10 mm, sinus membrane thin, no sinusitis, no septa. Risks reviewed incl. membrane perforation, sinus infection, graft failure. Consent signed for sedation and surgery. IV 22g R antecubital. Midazolam 5 mg titrated, fentanyl 50 mcg. Monitored with pulse ox and BP q5min, stable throughout. LA 3 carpules articaine 4% 1:100,000 epi, buccal + palatal infiltration #2-#5. Crestal incision w/ vertical release mesial #4, full-thickness flap. Lateral window with piezo. Schneiderian membrane elevated, small perforation (~3 mm) noted mesially, repaired with resorbable collagen membrane. Sinus grafted with Bio-Oss 1 g mixed with allograft. Window covered with Bio-Gide. Primary closure, 4-0 PTFE sutures. Sinus precautions reviewed with pt and husband: no nose blowing, sneeze with mouth open, no straws. Rx amoxicillin 500 mg TID x 10 days, pseudoephedrine 30 mg q6h x 5 days, chlorhexidine 0.12% BID. Discharged to husband, alert and ambulating. Postop check 2 weeks. Plan: implant #3 in 6-8 months.',
    expect: {
      CC: 'Sinus augmentation, R maxilla (#3 site), lateral window, under IV sedation',
      'MED HX':
        'Reviewed, no changes, HTN controlled on losartan, NKDA, nonsmoker. NPO since midnight. BP 132/78, HR 72, SpO2 98% RA',
      RADIO:
        'CBCT (pre-op): #3 site residual bone height 3 mm, width 10 mm, sinus membrane thin, no sinusitis, no septa',
      CONSULT:
        'Risks reviewed incl. membrane perforation, sinus infection, graft failure. Sinus precautions reviewed with pt and husband: no nose blowing, sneeze with mouth open, no straws',
      CONSENT: 'Consent signed for sedation and surgery',
      TX: [
        'IV 22g R antecubital',
        'Midazolam 5 mg titrated',
        'Fentanyl 50 mcg',
        'Monitored with pulse ox and BP q5min',
        'Stable throughout',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #2-#5',
        'Crestal incision w/ vertical release mesial #4',
        'Full-thickness flap',
        'Lateral window with piezo',
        'Schneiderian membrane elevated',
        'Small perforation (~3 mm) noted mesially',
        'Repaired with resorbable collagen membrane',
        'Sinus grafted with Bio-Oss 1 g mixed with allograft',
        'Window covered with Bio-Gide',
        'Primary closure',
        '4-0 PTFE sutures',
        'Rx amoxicillin 500 mg TID x 10 days',
        'Pseudoephedrine 30 mg q6h x 5 days',
        'Chlorhexidine 0.12% BID',
      ],
      'TX PLAN': ['Implant #3 in 6-8 months'],
      NOTES: 'Escort: husband, in waiting room. Discharged to husband, alert and ambulating',
      'F/U': 'Postop check 2 weeks',
    },
  }),
  defineCase({
    id: 'db09-us-asr-crestal-sinus-lift-osteotomes-implant-14-astra-ev-a1c-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for implant number fourteen with a crestal sinus lift medical history type two diabetes on metformin a one c six point nine no allergies nonsmoker numbers thirteen and fifteen sound cone beam from last visit seven millimeters of bone height under the sinus ten millimeters wide consent signed went over the risks again sinus perforation and the implant might fail two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen crestal incision small flap pilot drill to six millimeters stopping one millimeter short of the floor then osteotomes to tap up the sinus floor valsalva negative no perforation placed some bio oss through the osteotomy um then placed an astra tech e v four point two by nine millimeter implant number fourteen insertion torque forty newton centimeters isq seventy healing abutment placed four oh vicryl sutures sinus precautions explained no nose blowing for two weeks rx amoxicillin five hundred milligrams three times a day for seven days she asked when she gets her tooth told her about four months follow up ten days',
    expect: {
      CC: 'Implant #14 with a crestal sinus lift',
      'MED HX': 'Type 2 diabetes on metformin. A1c 6.9. No allergies. Nonsmoker',
      DENTAL: [
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'Cone beam from last visit. 7 mm of bone height under the sinus. 10 mm wide',
      CONSULT:
        'Went over the risks again sinus perforation and the implant might fail. Sinus precautions explained no nose blowing for 2 weeks. She asked when she gets her tooth. Told her about 4 months',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Implant placement #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Crestal incision',
        'Small flap',
        'Pilot drill to 6 mm stopping 1 mm short of the floor',
        'Osteotomes to tap up the sinus floor',
        'Valsalva negative',
        'No perforation',
        'Placed some Bio-Oss through the osteotomy',
        'Placed an Astra Tech EV 4.2 by 9 mm implant #14',
        'Insertion torque 40 Ncm',
        'ISQ 70',
        'Healing abutment placed',
        '4-0 Vicryl sutures',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      'F/U': 'Follow up 10 days',
    },
  }),
  defineCase({
    id: 'db10-us-typed-postop-check-sinus-augmentation-3-pano-appends-ohi-change-interval',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2 wk postop check, sinus augmentation #3 site. Pt reports mild congestion first 3 days, no nosebleeds, no pus taste. Took all antibiotics. Med hx: no changes. EO: slight residual swelling R cheek, no bruising. IO: incision healing well, primary closure maintained, no graft particles exposed. 4-0 PTFE sutures removed. Reminded pt no nose blowing for 2 more weeks. Pano: graft dome visible over #3 site, well contained. Recheck 3 months. Plan: CBCT at 6 months before implant #3.',
    appends: ['Add to treatment: OHI with soft brush over the site.', 'Change 3 months to 4 months.'],
    expect: {
      CC: '2 wk postop check, sinus augmentation #3 site. Pt reports mild congestion first 3 days, no nosebleeds, no pus taste. Took all antibiotics',
      'MED HX': 'No changes',
      EXTRA: 'Slight residual swelling R cheek, no bruising',
      INTRA: 'Incision healing well, primary closure maintained, no graft particles exposed',
      RADIO: 'Pano: graft dome visible over #3 site, well contained',
      CONSULT: 'Reminded pt no nose blowing for 2 more weeks',
      'TX TODAY': ['OHI'],
      TX: ['4-0 PTFE sutures removed', 'OHI with soft brush over the site'],
      'TX PLAN': ['CBCT at 6 months before implant #3'],
      'F/U': 'Recheck 4 months',
    },
  }),
  defineCase({
    id: 'db11-us-typed-fully-guided-flapless-implant-29-tissue-punch-back-to-work',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Guided implant placement #29 (fully guided, tooth-supported guide). Med hx: no changes, hypothyroid on levothyroxine, NKDA. Site #29 healed, firm keratinized tissue ~5 mm. #28 and #30 sound. CBCT planning (prior): 14 mm to mental foramen/canal, width 7 mm. Surgical guide tried in, fully seated and stable through inspection windows. Consent signed. LA 2 carpules lidocaine 2% 1:100,000 epi, R IANB + buccal infiltration #29. Tissue punch through guide sleeve, flapless. Fully guided drilling sequence to final drill 3.5. Straumann BLT 4.1 x 10 mm implant placed #29 through the guide, insertion torque 35 Ncm, ISQ 78. Healing abutment 4.5 x 5 mm placed. No sutures needed. POI given. Advised ibuprofen prn. Pt asked if she can go back to work tomorrow: yes. F/u 2 wks.',
    expect: {
      CC: 'Guided implant placement #29 (fully guided, tooth-supported guide)',
      'MED HX': 'No changes, hypothyroid on levothyroxine, NKDA',
      INTRA: 'Site #29 healed, firm keratinized tissue ~5 mm',
      DENTAL: [
        ['28', 'Sound'],
        ['30', 'Sound'],
      ],
      RADIO: 'CBCT planning (prior): 14 mm to mental foramen/canal, width 7 mm',
      CONSULT: 'Advised ibuprofen prn. Pt asked if she can go back to work tomorrow: yes',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Implant placement #29'],
      TX: [
        'Surgical guide tried in',
        'Fully seated and stable through inspection windows',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #29',
        'Tissue punch through guide sleeve',
        'Flapless',
        'Fully guided drilling sequence to final drill 3.5',
        'Straumann BLT 4.1 x 10 mm implant placed #29 through the guide',
        'Insertion torque 35 Ncm',
        'ISQ 78',
        'Healing abutment 4.5 x 5 mm placed',
        'No sutures needed',
        'POI given',
      ],
      'F/U': 'F/u 2 wks',
    },
  }),
  defineCase({
    id: 'db12-us-asr-failed-implant-30-peri-implantitis-reverse-torque-removal-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with a loose implant lower right number thirty placed elsewhere about eight years ago sore when chewing bad taste medical history smoker ten a day type two diabetes not well controlled last a one c eight point two allergic to sulfa drugs extraoral no swelling no lymphadenopathy intraoral suppuration on probing around the implant crown number thirty number thirty implant mobile with the crown probing depths ten millimeters circumferentially numbers twenty nine and thirty one sound pa of thirty bone loss to the apical third of the implant crater shaped radiolucency diagnosis failed implant number thirty due to peri-implantitis discussed removal and grafting and a new implant once healed or a bridge he wants it out and to think about replacing it later consent signed three carpules lidocaine two percent one to one hundred thousand epi right ianb and buccal infiltration thirty crown unscrewed then implant removed with the reverse torque removal kit came out easily granulation tissue curetted site debrided mineralized allograft placed collagen plug over it four oh chromic gut sutures rx doxycycline one hundred milligrams twice a day for ten days smoking cessation advised follow up two weeks',
    expect: {
      CC: 'Loose implant lower right #30 placed elsewhere about 8 years ago. Sore when chewing. Bad taste',
      'MED HX': 'Smoker 10 a day. Type 2 diabetes not well controlled. Last A1c 8.2. Allergic to sulfa drugs',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Suppuration on probing around the implant crown #30',
      DENTAL: [
        ['30', 'Implant mobile with the crown probing depths 10 mm circumferentially'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 bone loss to the apical third of the implant. Crater shaped radiolucency',
      DX: ['Failed implant #30 due to peri-implantitis'],
      CONSULT:
        'Discussed removal and grafting and a new implant once healed or a bridge. He wants it out and to think about replacing it later. Smoking cessation advised',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Crown unscrewed',
        'Implant removed with the reverse torque removal kit',
        'Came out easily',
        'Granulation tissue curetted',
        'Site debrided',
        'Mineralized allograft placed',
        'Collagen plug over it',
        '4-0 chromic gut sutures',
        'Rx doxycycline 100 mg twice a day for 10 days',
      ],
      'F/U': 'Follow up 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 3. UK periodontist with an implant practice (FDI)
  defineCase({
    id: 'db13-uk-typed-fdi-consult-failing-post-crown-11-cbct-today-immediate-implant-plan',
    style: 'UK',
    asr: false,
    transcript:
      'New pt consultation, referred for implant opinion 11. Post crown 11 loose on and off for a year, now tender to bite. MH: fit and well, no meds, NKDA. Ex-smoker (stopped 5 yrs). EO: NAD, high smile line. IO: soft tissues healthy. BPE 1 1 1 / 1 1 1, thin gingival biotype 11-21. 11 post crown, mobile grade I, TTP, 6 mm pocket buccal, gingival margin 1 mm apical to 21. 21, 12 sound. PA 11: root fracture suspected, widened PDL. CBCT (small FOV, anterior maxilla) taken today to assess for immediate implant: vertical root fracture 11 confirmed, buccal plate intact but thin (<1 mm), 12 mm bone apical to root, adequate palatal bone. Dx: unrestorable 11 (vertical root fracture). Options: immediate implant + temporary crown, delayed implant after socket preservation, bridge, RPD. Risks explained: recession and grey show-through with thin biotype, failure, need for graft. Pt keen for immediate implant and temp crown (works in sales, cannot have a gap). Fee £3,400. Written plan sent. Pt nervous about surgery. Plan: XLA 11 and immediate implant with temporary crown under IV sedation.',
    expect: {
      CC: 'New pt consultation, referred for implant opinion 11. Post crown 11 loose on and off for a year, now tender to bite',
      'MED HX': 'Fit and well, no meds, NKDA. Ex-smoker (stopped 5 yrs)',
      EXTRA: 'NAD, high smile line',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 1 1, thin gingival biotype 11-21',
      DENTAL: [
        ['11', 'Post crown, mobile grade I, TTP, 6 mm pocket buccal, gingival margin 1 mm apical to 21'],
        ['21', 'Sound'],
        ['12', 'Sound'],
      ],
      RADIO:
        'PA 11: root fracture suspected, widened PDL. CBCT (small FOV, anterior maxilla) taken today to assess for immediate implant: vertical root fracture 11 confirmed, buccal plate intact but thin (<1 mm), 12 mm bone apical to root, adequate palatal bone',
      DX: ['Unrestorable 11 (vertical root fracture)'],
      CONSULT:
        'Options: immediate implant + temporary crown, delayed implant after socket preservation, bridge, RPD. Risks explained: recession and grey show-through with thin biotype, failure, need for graft. Pt keen for immediate implant and temp crown (works in sales, cannot have a gap). Fee £3,400. Written plan sent',
      'TX PLAN': ['Extraction 11', 'Immediate implant with temporary crown under IV sedation'],
      NOTES: 'Pt nervous about surgery',
    },
  }),
  defineCase({
    id: 'db14-uk-asr-fdi-iv-sedation-extraction-11-immediate-implant-immediate-temporary-crown',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of one one and immediate implant with a temporary crown under iv sedation medical history no changes fit and well no allergies nil by mouth since seven this morning escort her partner in the waiting room blood pressure one twenty four over seventy eight sats ninety nine percent one two and two one sound written consent for sedation and surgery signed risks discussed again cannula left hand midazolam five milligrams titrated to effect la two cartridges articaine four percent one in one hundred thousand adrenaline labial infiltration one one then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration one one sulcular incision only no flap one one extracted atraumatically with periotomes and luxator root complete buccal plate intact on probing socket curetted osteotomy palatal with the surgical guide nobel active three point five by thirteen millimetre implant placed one one insertion torque forty five newton centimetres isq sixty eight sorry isq seventy one gap grafted with bio oss temporary abutment placed screw retained temporary crown made chairside and fitted one one out of occlusion in all excursions post op instructions given to her and her partner advised soft diet for eight weeks and not to bite on it rx amoxicillin five hundred milligrams three times a day for five days chlorhexidine mouthwash discharged with her partner review one week',
    expect: {
      CC: 'Extraction of 11 and immediate implant with a temporary crown under IV sedation',
      'MED HX':
        'No changes. Fit and well. No allergies. Nil by mouth since 7 this morning. Blood pressure 124/78. Sats 99%',
      DENTAL: [
        ['12', 'Sound'],
        ['21', 'Sound'],
      ],
      CONSULT: 'Risks discussed again. Advised soft diet for 8 weeks and not to bite on it',
      CONSENT: 'Written consent for sedation and surgery signed',
      'TX TODAY': ['Extraction 11', 'Implant placement 11', 'Temporary crown 11'],
      TX: [
        'Cannula left hand',
        'Midazolam 5 mg titrated to effect',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, labial infiltration 11',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration 11',
        'Sulcular incision only',
        'No flap',
        '11 extracted atraumatically with periotomes and luxator',
        'Root complete',
        'Buccal plate intact on probing',
        'Socket curetted',
        'Osteotomy palatal with the surgical guide',
        'NobelActive 3.5 by 13 mm implant placed 11',
        'Insertion torque 45 Ncm',
        'ISQ 71',
        'Gap grafted with Bio-Oss',
        'Temporary abutment placed',
        'Screw retained temporary crown made chairside and fitted 11',
        'Out of occlusion in all excursions',
        'Post-op instructions given to her and her partner',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Chlorhexidine mouthwash',
      ],
      NOTES: 'Escort her partner in the waiting room. Discharged with her partner',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'db15-uk-typed-fdi-implant-24-buccal-dehiscence-gbr-autogenous-bio-oss-bio-gide-prolene',
    style: 'UK',
    asr: false,
    transcript:
      'Implant placement 24 (Astra Tech EV 3.6 x 11 mm planned). MH: no change, asthma (salbutamol PRN), NKDA, non-smoker. BP 126/80. Risks re-explained incl. bone graft failure and membrane exposure, consent form signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration 24. Crestal incision, vertical release distal 23, full-thickness flap. Ridge narrower than expected, 5 mm at crest. Osteotomy to 3.2 with guide pin check. Astra Tech EV 3.6 x 11 mm implant placed 24, insertion torque 35 Ncm, ISQ 69, cover screw placed (submerged). Buccal dehiscence 4 mm with 3 threads exposed. Autogenous chips from drills mixed 50:50 with Bio-Oss, placed over threads. Bio-Gide membrane trimmed, tucked under palatal flap, pinned buccally. Periosteal release, tension-free closure with 5-0 Prolene. POIG verbal + written. Rx amoxicillin 500 mg TDS 7/7, CHX 0.2% BD from tomorrow. Advised not to wear the partial denture over the site for 2 weeks. Review 10-14 days for STR.',
    expect: {
      CC: 'Implant placement 24 (Astra Tech EV 3.6 x 11 mm planned)',
      'MED HX': 'No change, asthma (salbutamol PRN), NKDA, non-smoker. BP 126/80',
      CONSULT:
        'Risks re-explained incl. bone graft failure and membrane exposure. Advised not to wear the partial denture over the site for 2 weeks',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Implant placement 24'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 24',
        'Crestal incision',
        'Vertical release distal 23',
        'Full-thickness flap',
        'Ridge narrower than expected',
        '5 mm at crest',
        'Osteotomy to 3.2 with guide pin check',
        'Astra Tech EV 3.6 x 11 mm implant placed 24',
        'Insertion torque 35 Ncm',
        'ISQ 69',
        'Cover screw placed (submerged)',
        'Buccal dehiscence 4 mm with 3 threads exposed',
        'Autogenous chips from drills mixed 50:50 with Bio-Oss',
        'Placed over threads',
        'Bio-Gide membrane trimmed',
        'Tucked under palatal flap',
        'Pinned buccally',
        'Periosteal release',
        'Tension-free closure with 5-0 Prolene',
        'POIG verbal + written',
        'Rx amoxicillin 500 mg TDS 7 days',
        'CHX 0.2% BD from tomorrow',
      ],
      'F/U': 'Review 10-14 days for STR',
    },
  }),
  defineCase({
    id: 'db16-uk-asr-fdi-2-week-review-immediate-implant-11-temporary-intact-appends-nv',
    style: 'UK',
    asr: true,
    transcript:
      "two week review after the immediate implant one one she's been fine bit of swelling the first two days no pain now medical history no changes extra oral nad intra oral labial tissue healing well slight redness around the temporary crown two sutures still in one one temporary crown intact not mobile no contact in protrusion one two and two one sound sutures removed area cleaned with chlorhexidine she asked if she can start eating normally told her soft diet for another six weeks and no biting into sandwiches with it review in six weeks",
    appends: [
      "add to notes she's a singer and has a concert in a month asked that the temporary stays in",
      'next visit final impressions one one at three months',
    ],
    expect: {
      CC: "2 week review after the immediate implant 11. She's been fine. Bit of swelling the first 2 days. No pain now",
      'MED HX': 'No changes',
      EXTRA: 'NAD',
      INTRA: 'Labial tissue healing well. Slight redness around the temporary crown. 2 sutures still in',
      DENTAL: [
        ['11', 'Temporary crown intact not mobile no contact in protrusion'],
        ['12', 'Sound'],
        ['21', 'Sound'],
      ],
      CONSULT:
        'She asked if she can start eating normally. Told her soft diet for another 6 weeks and no biting into sandwiches with it',
      TX: ['Sutures removed', 'Area cleaned with chlorhexidine'],
      NOTES: "She's a singer and has a concert in a month. Asked that the temporary stays in",
      NV: ['Final impressions 11 at 3 months'],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'db17-uk-typed-fdi-peri-implant-mucositis-46-debridement-chx-irrigation-title-ohi',
    style: 'UK',
    asr: false,
    transcript:
      'Implant review 46 (placed 2022), bleeding when brushing round it. MH: no change, NKDA. Smokes 5/day. BPE 2 2 2 / 2 2 2, plaque ++ around the implant crown 46. Peri-implant tissues 46: BOP at 4 sites, PPD 4-5 mm, no suppuration, implant not mobile. PA 46: bone levels stable compared with baseline (2022). Dx: peri-implant mucositis 46. Debrided round 46 implant with titanium curettes and air polishing (erythritol). Irrigated with CHX 0.2%. OHI: single-tufted brush + interdental brush size 4 round the implant. Smoking cessation advice, not ready to quit. Review 3/12 with hygienist.',
    expect: {
      CC: 'Implant review 46 (placed 2022), bleeding when brushing round it',
      'MED HX': 'No change, NKDA. Smokes 5/day',
      INTRA: 'Peri-implant tissues 46: BOP at 4 sites, PPD 4-5 mm, no suppuration, implant not mobile',
      PERIO: 'BPE 2 2 2 / 2 2 2, plaque ++ around the implant crown 46',
      RADIO: 'PA 46: bone levels stable compared with baseline (2022)',
      DX: ['Peri-implant mucositis 46'],
      CONSULT: 'Smoking cessation advice, not ready to quit',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'Debrided round 46 implant with titanium curettes and air polishing (erythritol)',
        'Irrigated with CHX 0.2%',
        'OHI: single-tufted brush + interdental brush size 4 round the implant',
      ],
      'F/U': 'Review 3 months with hygienist',
    },
  }),
  defineCase({
    id: 'db18-uk-asr-fdi-intraoral-scan-implant-crown-24-scan-body-no-title-sorry-shade-appends-nv',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for the scan for the implant crown on two four uncovered four weeks ago no problems medical history no changes no allergies peri-implant tissue two four healthy well formed cuff two three and two five sound healing abutment removed scan body placed two four hand tightened pa scan body fully seated full arch scans upper and lower plus bite scan with the primescan healing abutment back in shade a two sorry a three with the shade tab photos taken she asked about the cost of the crown confirmed it's included in the fee already paid",
    appends: ['next visit implant crown fit two four in three weeks'],
    expect: {
      CC: 'Scan for the implant crown on 24 uncovered 4 weeks ago. No problems',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Peri-implant tissue 24 healthy. Well formed cuff',
      DENTAL: [
        ['23', 'Sound'],
        ['25', 'Sound'],
      ],
      RADIO: 'PA scan body fully seated',
      CONSULT: "She asked about the cost of the crown. Confirmed it's included in the fee already paid",
      TX: [
        'Healing abutment removed',
        'Scan body placed 24 hand tightened',
        'Full arch scans upper and lower plus bite scan with the Primescan',
        'Healing abutment back in',
        'Shade A3 with the shade tab',
        'Photos taken',
      ],
      NV: ['Implant crown fit 24 in 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US oral and maxillofacial surgeon (Universal)
  defineCase({
    id: 'db19-us-asr-consult-implant-19-cbct-today-bisphosphonate-risks-short-implant-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult for an implant number nineteen referred by her general dentist tooth was extracted about a year ago medical history osteoporosis was on alendronate for three years stopped last year no other meds allergic to codeine nonsmoker extraoral within normal limits intraoral ridge at nineteen healed slight buccal concavity number eighteen sound slightly tipped mesially number twenty sound cone beam taken today nine millimeters of bone above the inferior alveolar canal seven millimeters wide good density no pathology discussed implant versus bridge versus partial explained the risks with her bisphosphonate history osteonecrosis is low risk but possible also nerve injury numbness lower lip and chin infection implant failure she wants the implant estimate given plan six millimeter short implant number nineteen to stay clear of the nerve with oral sedation she's anxious about needles",
    expect: {
      CC: 'Consult for an implant #19 referred by her general dentist. Tooth was extracted about a year ago',
      'MED HX':
        'Osteoporosis. Was on alendronate for 3 years. Stopped last year. No other meds. Allergic to codeine. Nonsmoker',
      EXTRA: 'Within normal limits',
      INTRA: 'Ridge at #19 healed. Slight buccal concavity',
      DENTAL: [
        ['18', 'Sound slightly tipped mesially'],
        ['20', 'Sound'],
      ],
      RADIO:
        'Cone beam taken today. 9 mm of bone above the inferior alveolar canal. 7 mm wide. Good density. No pathology',
      CONSULT:
        'Discussed implant versus bridge versus partial. Explained the risks with her bisphosphonate history. Osteonecrosis is low risk but possible. Nerve injury numbness lower lip and chin infection implant failure. She wants the implant. Estimate given',
      'TX PLAN': ['6 mm short implant #19 to stay clear of the nerve with oral sedation'],
      NOTES: "She's anxious about needles",
    },
  }),
  defineCase({
    id: 'db20-us-typed-oral-sedation-implant-19-soft-bone-low-torque-submerged-codeine-allergy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant placement #19 under oral sedation. Triazolam 0.25 mg given 1 hr pre-op, driver present (son). Med hx: no changes since consult, osteoporosis (alendronate stopped 1 yr ago), allergic to codeine. BP 118/72, SpO2 98%. Consent signed, questions answered. LA 2 carpules articaine 4% 1:100,000 epi, L IANB + buccal infiltration #19. Midcrestal incision, full-thickness flap. Soft bone (D3-D4). Osteotomy underprepared to 3.5 for a 4.5 implant. Straumann BLX 4.5 x 6 mm implant placed #19, insertion torque 25 Ncm, ISQ 62. Low primary stability, so cover screw placed and submerged rather than healing abutment. Closed w/ 4-0 Vicryl interrupted. Post-op instructions verbal and written to pt and son. Rx ibuprofen 600 mg q6h prn, acetaminophen 500 mg q6h prn (codeine allergy). Follow up 10 days for suture removal. Plan: uncover #19 in 4 months.',
    expect: {
      CC: 'Implant placement #19 under oral sedation',
      'MED HX':
        'No changes since consult, osteoporosis (alendronate stopped 1 yr ago), allergic to codeine. BP 118/72, SpO2 98%',
      CONSULT: 'Questions answered',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Implant placement #19'],
      TX: [
        'Triazolam 0.25 mg given 1 hr pre-op',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #19',
        'Midcrestal incision',
        'Full-thickness flap',
        'Soft bone (D3-D4)',
        'Osteotomy underprepared to 3.5 for a 4.5 implant',
        'Straumann BLX 4.5 x 6 mm implant placed #19',
        'Insertion torque 25 Ncm',
        'ISQ 62',
        'Low primary stability',
        'Cover screw placed and submerged rather than healing abutment',
        'Closed w/ 4-0 Vicryl interrupted',
        'Post-op instructions verbal and written to pt and son',
        'Rx ibuprofen 600 mg q6h prn',
        'Acetaminophen 500 mg q6h prn (codeine allergy)',
      ],
      'TX PLAN': ['Uncover #19 in 4 months'],
      NOTES: 'Driver present (son)',
      'F/U': 'Follow up 10 days for suture removal',
    },
  }),
  defineCase({
    id: 'db21-us-typed-10-day-postop-implant-19-transient-numbness-sutures-appends-change-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '10 day post-op check, implant #19. Sore for 3 days, took ibuprofen. Some numbness L lower lip day 1 only, resolved completely. Med hx: no changes. EO: no swelling, lip and chin sensation normal to light touch bilaterally. IO: incision healed well, cover screw not exposed, sutures intact. #18 and #20 sound. Sutures removed. Reassured pt numbness on day 1 was from the anesthetic. F/u 3 months for uncovering.',
    appends: ['Change 3 months to 4 months.', 'Add to notes: pt brought cookies for the team.'],
    expect: {
      CC: '10 day post-op check, implant #19. Sore for 3 days, took ibuprofen. Some numbness L lower lip day 1 only, resolved completely',
      'MED HX': 'No changes',
      EXTRA: 'No swelling, lip and chin sensation normal to light touch bilaterally',
      INTRA: 'Incision healed well, cover screw not exposed, sutures intact',
      DENTAL: [
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      CONSULT: 'Reassured pt numbness on day 1 was from the anesthetic',
      TX: ['Sutures removed'],
      NOTES: 'Pt brought cookies for the team',
      'F/U': 'F/u 4 months for uncovering',
    },
  }),
  defineCase({
    id: 'db22-us-asr-second-stage-19-15-blade-not-a-tooth-isq-up-referred-back-for-crown',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for second stage on number nineteen placed four months ago no problems medical history no changes still off the alendronate allergic to codeine site nineteen healed cover screw visible through thin tissue keratinized tissue adequate pa today good integration bone at the implant platform one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration nineteen small crestal incision with a fifteen blade tissue reflected slightly buccally to keep keratinized tissue cover screw removed isq seventy six up from sixty two healing abutment five by four placed hand tight uh no sutures needed told her to brush it gently with a soft brush referred back to her general dentist for the crown in three weeks',
    expect: {
      CC: 'Second stage on #19 placed 4 months ago. No problems',
      'MED HX': 'No changes. Still off the alendronate. Allergic to codeine',
      INTRA: 'Site #19 healed. Cover screw visible through thin tissue. Keratinized tissue adequate',
      RADIO: 'PA today good integration. Bone at the implant platform',
      CONSULT: 'Told her to brush it gently with a soft brush',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #19',
        'Small crestal incision with a 15 blade',
        'Tissue reflected slightly buccally to keep keratinized tissue',
        'Cover screw removed',
        'ISQ 76 up from 62',
        'Healing abutment 5 by 4 placed hand tight',
        'No sutures needed',
      ],
      'TX PLAN': ['Referred back to her general dentist for the crown in 3 weeks'],
    },
  }),
  defineCase({
    id: 'db23-us-typed-extraction-4-immediate-implant-prf-zimmer-tsv-healing-abutment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ext #4 + immediate implant. Failed RCT #4, vertical root fracture confirmed on CBCT. Med hx: no changes, HTN (lisinopril), NKDA. BP 134/86. #4 crown w/ post, buccal sinus tract, 9 mm probing B. #3 and #5 sound. CBCT (2 wks ago): buccal plate thin but intact, 4 mm bone beyond apex, 8 mm to sinus floor. Risks incl. implant failure, sinus involvement, recession reviewed; consent signed. Blood drawn for PRF, 4 tubes spun. LA 2 carpules lidocaine 2% 1:100,000 epi, buccal + palatal infiltration #4. Sulcular incisions, no flap. #4 extracted w/ periotome and forceps, root in 2 pieces as expected, both removed. Socket curetted, granulation tissue removed, buccal plate intact. Osteotomy in palatal wall. Zimmer TSV 4.1 x 11.5 mm implant placed #4, IT 45 Ncm, ISQ 70. Gap filled w/ allograft + PRF. Healing abutment 5 x 3 mm placed. PRF membrane over socket, 4-0 chromic. POI given verbal + written. Rx amoxicillin 500 mg TID x 7 days, ibuprofen 600 mg q6h prn. F/u 2 wks.',
    expect: {
      CC: 'Ext #4 + immediate implant. Failed RCT #4, vertical root fracture confirmed on CBCT',
      'MED HX': 'No changes, HTN (lisinopril), NKDA. BP 134/86',
      DENTAL: [
        ['4', 'Crown w/ post, buccal sinus tract, 9 mm probing B'],
        ['3', 'Sound'],
        ['5', 'Sound'],
      ],
      RADIO: 'CBCT (2 wks ago): buccal plate thin but intact, 4 mm bone beyond apex, 8 mm to sinus floor',
      CONSULT: 'Risks incl. implant failure, sinus involvement, recession reviewed',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #4', 'Implant placement #4'],
      TX: [
        'Blood drawn for PRF',
        '4 tubes spun',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #4',
        'Sulcular incisions',
        'No flap',
        '#4 extracted w/ periotome and forceps',
        'Root in 2 pieces as expected',
        'Both removed',
        'Socket curetted',
        'Granulation tissue removed',
        'Buccal plate intact',
        'Osteotomy in palatal wall',
        'Zimmer TSV 4.1 x 11.5 mm implant placed #4',
        'IT 45 Ncm',
        'ISQ 70',
        'Gap filled w/ allograft + PRF',
        'Healing abutment 5 x 3 mm placed',
        'PRF membrane over socket',
        '4-0 chromic',
        'POI given verbal + written',
        'Rx amoxicillin 500 mg TID x 7 days',
        'Ibuprofen 600 mg q6h prn',
      ],
      'F/U': 'F/u 2 wks',
    },
  }),
  defineCase({
    id: 'db24-us-asr-emergency-loose-abutment-screw-30-retorqued-composite-no-title-night-guard',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency patient says the crown on his implant lower right feels loose and clicks when he chews started about a week ago no pain medical history no changes takes atorvastatin no allergies intraoral soft tissues healthy no swelling number thirty implant crown mobile numbers twenty nine and thirty one sound pa of thirty no bone loss around the implant slight gap between abutment and implant diagnosis loose abutment screw number thirty no la located the access hole under the composite removed composite and cotton pellet screw was loose removed it checked the threads replaced with a new abutment screw torqued to thirty five newton centimeters retorqued after five minutes teflon tape and composite in the access hole occlusion checked heavy contact in lateral excursion adjusted he asked if it will come loose again told him it can if the bite is heavy and we'll check it in a few weeks night guard recommended follow up four weeks",
    expect: {
      CC: 'Emergency. Patient says the crown on his implant lower right feels loose and clicks when he chews. Started about a week ago. No pain',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      INTRA: 'Soft tissues healthy. No swelling',
      DENTAL: [
        ['30', 'Implant crown mobile'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 no bone loss around the implant. Slight gap between abutment and implant',
      DX: ['Loose abutment screw #30'],
      CONSULT:
        "He asked if it will come loose again. Told him it can if the bite is heavy and we'll check it in a few weeks. Night guard recommended",
      TX: [
        'No LA',
        'Located the access hole under the composite',
        'Removed composite and cotton pellet',
        'Screw was loose',
        'Removed it',
        'Checked the threads',
        'Replaced with a new abutment screw',
        'Torqued to 35 Ncm',
        'Retorqued after 5 minutes',
        'Teflon tape and composite in the access hole',
        'Occlusion checked',
        'Heavy contact in lateral excursion adjusted',
      ],
      'F/U': 'Follow up 4 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. UK GDP with an implant interest (FDI)
  defineCase({
    id: 'db25-uk-asr-fdi-extraction-45-socket-preservation-bio-oss-collagen-sorry-mucograft',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for extraction of four five and socket preservation for an implant later medical history no changes on ramipril and atorvastatin no allergies four five crown fractured at gum level root filled not restorable four four and four six sound verbal consent given discussed the graft might not fully take and it's a private fee as quoted la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration four five hmm periotome around the root took out four five with luxators and forceps no flap socket intact all walls socket curetted and irrigated with saline bio oss collagen packed to the crest bio gide sorry mucograft seal over the top sutured with five oh vicryl post op instructions given told him to avoid rinsing for twenty four hours next visit suture removal in ten days then implant assessment four months",
    expect: {
      CC: 'Extraction of 45 and socket preservation for an implant later',
      'MED HX': 'No changes. On ramipril and atorvastatin. No allergies',
      DENTAL: [
        ['45', 'Crown fractured at gum level root filled not restorable', 'Crown'],
        ['44', 'Sound'],
        ['46', 'Sound'],
      ],
      CONSULT:
        "Discussed the graft might not fully take and it's a private fee as quoted. Told him to avoid rinsing for 24 hours",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Extraction 45'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 45',
        'Periotome around the root',
        'Took out 45 with luxators and forceps',
        'No flap',
        'Socket intact all walls',
        'Socket curetted and irrigated with saline',
        'Bio-Oss Collagen packed to the crest',
        'Mucograft Seal over the top',
        'Sutured with 5-0 Vicryl',
        'Post-op instructions given',
      ],
      NV: ['Suture removal in 10 days', 'Implant assessment 4 months'],
    },
  }),
  defineCase({
    id: 'db26-uk-typed-fdi-implant-15-osteotome-crestal-sinus-lift-neodent-healing-abutment',
    style: 'UK',
    asr: false,
    transcript:
      'Implant 15 + crestal sinus lift, as planned. MH: no change, NKDA, non-smoker. CBCT (previous): 15 site bone height 8 mm to sinus floor, width 8 mm, sinus clear. Consent form signed; risks re-explained (sinus perforation, sinusitis, failure). LA 2 x 2.2 ml articaine 4% 1:100,000 adr, buccal + palatal infil 15. Crestal incision, small flap. Pilot to 7 mm, 1 mm short of floor. Osteotome sinus lift (Summers), floor tapped up 3 mm. Valsalva negative. Bio-Oss 0.25 g placed via osteotomy. Neodent Helix GM 3.75 x 10 mm implant placed 15, insertion torque 40 Ncm, ISQ 73. Healing abutment 3.5 x 4.5 mm (non-submerged). 4-0 Vicryl x 2. POIG. Sinus precautions explained: no nose blowing 2/52, sneeze with mouth open. Rx amoxicillin 500 mg TDS 5/7. Review 1/52.',
    expect: {
      CC: 'Implant 15 + crestal sinus lift, as planned',
      'MED HX': 'No change, NKDA, non-smoker',
      RADIO: 'CBCT (previous): 15 site bone height 8 mm to sinus floor, width 8 mm, sinus clear',
      CONSULT:
        'Risks re-explained (sinus perforation, sinusitis, failure). Sinus precautions explained: no nose blowing 2 weeks, sneeze with mouth open',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Implant placement 15'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 15',
        'Crestal incision',
        'Small flap',
        'Pilot to 7 mm',
        '1 mm short of floor',
        'Osteotome sinus lift (Summers)',
        'Floor tapped up 3 mm',
        'Valsalva negative',
        'Bio-Oss 0.25 g placed via osteotomy',
        'Neodent Helix GM 3.75 x 10 mm implant placed 15',
        'Insertion torque 40 Ncm',
        'ISQ 73',
        'Healing abutment 3.5 x 4.5 mm (non-submerged)',
        '4-0 Vicryl x 2',
        'POIG',
        'Rx amoxicillin 500 mg TDS 5 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'db27-uk-typed-fdi-terse-review-implant-15-str-ohi-rv-8-52',
    style: 'UK',
    asr: false,
    transcript:
      'Review 1/52 post implant 15. Comfortable, no nosebleeds. MH NC. IO: healing well, HA stable, sutures in situ. STR. OHI: TePe round HA. RV 8/52 for ISQ + impressions.',
    expect: {
      CC: 'Review 1 week post implant 15. Comfortable, no nosebleeds',
      'MED HX': 'NC',
      INTRA: 'Healing well, HA stable, sutures in situ',
      'TX TODAY': ['OHI'],
      TX: ['STR', 'OHI: TePe round HA'],
      'F/U': 'RV 8 weeks for ISQ + impressions',
    },
  }),
  defineCase({
    id: 'db28-uk-asr-fdi-implant-consult-26-smoker-diabetic-hba1c-perio-first-no-treatment',
    style: 'UK',
    asr: true,
    transcript:
      "new patient wants an implant for the gap upper left lost two six last year medical history type two diabetes on metformin and gliclazide last hba one c sixty eight smokes fifteen a day no allergies extra oral nad intra oral soft tissues nad ridge at two six healed but looks narrow bpe two two three two two two two five and two seven sound three six overerupted slightly explained smoking and poorly controlled diabetes greatly increase the risk of the implant failing advised to stop smoking and get her diabetes under control with her gp she said she'll try plan periodontal treatment upper left first then cbct upper left once her hba one c is below fifty three review in three months",
    expect: {
      CC: 'New patient wants an implant for the gap upper left. Lost 26 last year',
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Last HbA1c 68. Smokes 15 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Ridge at 26 healed but looks narrow',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['25', 'Sound'],
        ['27', 'Sound'],
        ['36', 'Overerupted slightly'],
      ],
      CONSULT:
        "Explained smoking and poorly controlled diabetes greatly increase the risk of the implant failing. Advised to stop smoking and get her diabetes under control with her GP. She said she'll try",
      'TX PLAN': ['Periodontal treatment upper left first', 'CBCT upper left once her HbA1c is below 53'],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'db29-uk-asr-fdi-cemented-implant-crown-15-stock-abutment-sorry-relyx-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for fit of the implant crown on one five medical history no changes no allergies soft tissue around the healing abutment healthy one four and one six sound no la healing abutment removed stock titanium abutment seated one five pa abutment fully seated abutment screw torqued to thirty five newton centimetres ptfe tape in the screw hole crown tried in contacts good margins just subgingival shade matches cemented with temp bond sorry with relyx unicem sparingly excess removed with floss and a probe pa no excess cement occlusion checked light in intercuspal and clear in excursions he's really pleased oral hygiene instruction interdental brushes both sides review six months with the hygienist",
    expect: {
      CC: 'Fit of the implant crown on 15',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Soft tissue around the healing abutment healthy',
      DENTAL: [
        ['14', 'Sound'],
        ['16', 'Sound'],
      ],
      RADIO: 'PA abutment fully seated. PA no excess cement',
      'TX TODAY': ['Crown fit 15', 'OHI'],
      TX: [
        'No LA',
        'Healing abutment removed',
        'Stock titanium abutment seated 15',
        'Abutment screw torqued to 35 Ncm',
        'PTFE tape in the screw hole',
        'Crown tried in',
        'Contacts good',
        'Margins just subgingival',
        'Shade matches',
        'Cemented with RelyX Unicem sparingly',
        'Excess removed with floss and a probe',
        'Occlusion checked',
        'Light in intercuspal and clear in excursions',
        'Oral hygiene instruction interdental brushes both sides',
      ],
      NOTES: "He's really pleased",
      'F/U': 'Review 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'db30-uk-typed-fdi-early-failure-implant-26-removed-no-title-appends-notes-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Implant 26 placed 6/52 ago, pt reports it feels wobbly, dull ache. MH: no change, NKDA, non-smoker. EO: NAD. IO: soft tissues NAD apart from mild erythema around HA 26, no pus. 26 implant mobile, rotates with HA. 25, 27 sound. PA 26: radiolucent line around implant, no integration. Dx: early implant failure 26 (failed osseointegration). Explained cause unclear, may be bone quality/overheating; options: remove and re-place after 3 months healing, or bridge. Pt agrees to removal today; replacement implant at no charge. Pt understandably upset. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr, buccal + palatal infil 26. Implant removed by hand with HA driver (anticlockwise), no resistance. Socket curetted, fibrous tissue removed. Collagen plug, 4-0 Vicryl. POIG. Advised paracetamol/ibuprofen prn. NV: CBCT + re-implant 26 in 3/12.',
    appends: ["Add to notes: pt's husband waiting in car, drove her home.", 'Add to treatment: haemostasis achieved.'],
    expect: {
      CC: 'Implant 26 placed 6 weeks ago, pt reports it feels wobbly, dull ache',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD apart from mild erythema around HA 26, no pus',
      DENTAL: [
        ['26', 'Implant mobile, rotates with HA'],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26: radiolucent line around implant, no integration',
      DX: ['Early implant failure 26 (failed osseointegration)'],
      CONSULT:
        'Explained cause unclear, may be bone quality/overheating; options: remove and re-place after 3 months healing, or bridge. Pt agrees to removal today; replacement implant at no charge. Advised paracetamol/ibuprofen prn',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Implant removed by hand with HA driver (anticlockwise)',
        'No resistance',
        'Socket curetted',
        'Fibrous tissue removed',
        'Collagen plug',
        '4-0 Vicryl',
        'POIG',
        'Haemostasis achieved',
      ],
      NOTES: "Pt understandably upset. Pt's husband waiting in car, drove her home",
      NV: ['CBCT + re-implant 26 in 3 months'],
    },
  }),
];
