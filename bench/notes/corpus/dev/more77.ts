// A seventy-seventh development batch (ids ca01–ca30), written blind from the contract, case.ts, the dental reference
// and more56 / more58 as format examples by a helper that had not seen the engine or any held-out split; every case was
// labelled before any check was run. The theme is removable prosthodontics, oral surgery and oral medicine, much of it
// with older patients: complete and partial dentures (primary, secondary and final impressions, jaw registration, a
// framework try-in, a wax try-in, fits, eases, a chairside reline, impressions for an addition, an implant overdenture),
// denture stomatitis and angular cheilitis, surgical extractions with flaps, bone removal and sectioning, sutures and
// their removal, dry sockets, biopsy referrals for a white patch and a non-healing ulcer, recurrent aphthous ulcers,
// lichen planus, TMD assessment with splint impressions and a splint delivery, implant reviews and dry mouth. Five
// practices:
//   ca01–ca06 a UK general dentist with many older patients (FDI): a lower complete denture loose, chairside reline
//     (typed); primary impressions for complete dentures with a dry mouth from medication (recogniser); denture
//     stomatitis and angular cheilitis with miconazole (typed); new complete dentures fitted (recogniser, appended
//     dictation); a fractured 22 under a partial denture with impressions for an addition (typed); a dry-mouth check-up
//     with root caries and fluoride varnish (recogniser);
//   ca07–ca11 a UK dentist who says or types Palmer (ca07, ca09, ca11 recogniser-style Palmer words, ca08, ca10 typed
//     LL6 shorthand): a surgical extraction of LL8 with flap, bone removal and sectioning, title from the CC, nurse aside;
//     a dry socket LL6 dressed with Alvogyl; a cobalt chrome framework try-in with jaw registration (appended
//     dictation); recurrent aphthous ulcers with a sharp LL6 cusp smoothed; a surgical extraction of retained UR6 roots
//     in a patient on warfarin, nurse aside;
//   ca12–ca16 a UK oral surgery / oral medicine practice (FDI; ca13, ca15 recogniser-style, ca12, ca14, ca16 typed): a
//     white patch of the tongue referred on the 2-week-wait pathway; a lichen planus review with a betamethasone mouthwash
//     (appended dictation); a surgical extraction of 48 for recurrent pericoronitis, title from the CC; a TMD assessment
//     with impressions for a stabilisation splint ("I mean"); extraction of 11, 21 and an immediate partial denture
//     fitted (appended dictation);
//   ca17–ca23 a US general dentist with a denture and implant practice (Universal; ca17, ca19, ca21, ca23
//     recogniser-style, ca18, ca20, ca22 typed): jaw relation records with wax rims; rest seats and a final impression
//     for a lower cast partial; a lower partial eased and a clasp tightened; an implant overdenture review with Locator
//     inserts replaced (appended dictation); a dry-mouth periodic exam with root caries, prophy and varnish; a terse wax
//     try-in; a very short denture ease;
//   ca24–ca30 a US oral surgery / oral medicine list (Universal; ca25, ca26, ca28 recogniser-style, ca24, ca27, ca29, ca30
//     typed): four third molars (two surgical); a suture removal after an implant; a dry socket #17 with "sorry"; a
//     non-healing tongue ulcer referred for biopsy; a TMD stabilization splint delivered with "scratch that"; denture
//     stomatitis, candidiasis and angular cheilitis in a patient on warfarin; a very short implant check.
// UK 16 (FDI 11, Palmer 5), US 14 (Universal); 15 recogniser-style (lower case, number words, no punctuation, fillers,
// "sorry" / "I mean" / "scratch that" corrections, nurse asides) and 15 typed; 22 to about 200 words (ca23, ca30, ca22,
// ca25 under 40; ca07, ca24, ca21, ca15 the longest); five cases with appended dictation (ca04, ca09, ca13 recogniser
// "add to notes …" / "change … to …" / "next visit …"; ca16, ca20 typed "Add to treatment: …" / "Add to notes: …" /
// "Change … to …"). DENTAL in 17 cases (ca03, ca05–ca11, ca14–ca16, ca18, ca19, ca21, ca24, ca26, ca27).
//
// Judgement calls where the contract was silent:
// - Titles: a chairside reline, jaw registration, framework and wax try-ins, rest seat preparations, guide planes,
//   Locator inserts replaced, implant debridement, socket irrigation and dressing (Alvogyl, dry socket paste), suture
//   removal, photographs and prescriptions are no titles (TX TODAY empty in ca01, ca03, ca08, ca09, ca10, ca12, ca13,
//   ca17, ca22, ca25, ca26, ca27, ca29). "Primary impressions" / "upper and lower alginate impressions" → "Impressions",
//   "final impression lower" → "Impression" (adjective dropped, number as said, as more56); impressions for a splint are
//   "Impressions" only (as more58 bh18). "Fitted both dentures" / "denture fitted" → "Denture fit"; a denture or partial
//   "eased" → "Denture adjustment". A splint delivery whose steps are a try-in and adjustments takes "Splint" from the CC
//   (ca28). A surgical extraction whose TX names only its steps (flap, bone removal, sectioning) takes "Surgical
//   extraction" from the CC (ca07, ca14); "#1, #16 extracted" → "Extraction #1, #16". Reviews whose CC says the work was
//   done before (dry socket after an extraction, post-op check after an implant) have no TX TODAY.
// - Implants and peri-implant findings (tissue, probing, Locator abutments, ISQ with the tissue finding) are INTRA even
//   when the implant's position is named by a tooth number; implants make no DENTAL entry (as more56 bf08 / bf14).
//   Denture findings at an examination (retention, fitting surface, OVD, flange cracked) are INTRA; findings while a
//   denture or splint is being fitted or tried in are TX steps (as more56 bf20).
// - Desquamative gingivitis is a gingival finding and goes to PERIO with the BPE (as more56 put gingival findings there).
// - A referral for biopsy is TX PLAN even when "sent today", and so is a conditional "Refer to oral medicine if no
//   better"; asking the patient to see their GP for blood tests or about their medication is CONSULT.
// - An adult's age and who came with them, anxiety and remarks after treatment ("feels better", "feels tight but fine",
//   "pt + wife approve", "she's delighted with the look", "she gagged a bit … but we got there") are NOTES (as more58);
//   patients' questions and answers, risks explained, advice on analgesics and rinses, denture care and jaw exercises
//   are CONSULT; a leaflet given is CONSULT with the advice it carries.
// - A clinical reason typed inside a prescription ("(not miconazole due to warfarin)") stays in its Rx item; smoking and
//   alcohol typed after MH, and a blood pressure typed right after the MH sentence, are MED HX.
// - History typed with the complaint ("Denture 7 yrs old", "Wears upper acrylic partial denture replacing …", "Wears
//   upper/lower CDs, sleeps in them") stays in the CC.
// - NV and TX PLAN items use the table names and keep other words: "XLA 22 + fit addition same day" → "Extraction 22 +
//   fit addition same day", "fit splint", "delivery", "final impression for implant crown #30", "fillings on numbers
//   three twenty two and twenty seven then crown on fourteen" → "Fillings #3, #22, #27", "Crown #14".
// - "Clasp on number twenty tightened" → "Clasp #20 tightened" (connecting word before the tooth goes); "flange over 21
//   socket" keeps the tooth as a place; "four oh vicryl rapide three interrupted sutures" → "4-0 Vicryl Rapide 3
//   interrupted sutures"; "one point one percent" → "1.1%"; "five hundred microgram" → "500 microgram".
// - Recogniser-style text fields start a new sentence at each new clause; dictations were worded so that no clause opens
//   with "and". Two anaesthetics of different agents are two LA lines (as more56 bf03).
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said (ca04 "one week" only in the review, ca13 "three months" only in
//   the review, ca20 "6 months" only in the recall).
import { defineCase, type NotesCase } from '../case.ts';

export const more77Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, older patients (FDI)
  defineCase({
    id: 'ca01-uk-typed-fdi-lower-denture-chairside-reline-kooliner-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Lower CD loose for 3/12, food getting under it. Denture 7 yrs old. MH: no change, T2DM (metformin), hypertension (amlodipine), NKDA. EO: NAD. IO: edentulous, lower ridge resorbed, no ulcers. Upper CD retention good. Lower CD poor retention, fitting surface worn, occlusion OK. Discussed reline vs new dentures, pt prefers reline for now (cost). Chairside hard reline lower CD w/ Kooliner. Fitting surface roughened w/ acrylic bur, bonding agent applied, reline material loaded + seated, border moulded w/ cheek + tongue movements, pt closed in ICP. Excess trimmed, polished. Retention much improved. POIG. Advised remove at night + clean w/ soft brush. Review 2/52.',
    expect: {
      CC: 'Lower CD loose for 3 months, food getting under it. Denture 7 yrs old',
      'MED HX': 'No change, T2DM (metformin), hypertension (amlodipine), NKDA',
      EXTRA: 'NAD',
      INTRA:
        'Edentulous, lower ridge resorbed, no ulcers. Upper CD retention good. Lower CD poor retention, fitting surface worn, occlusion OK',
      CONSULT:
        'Discussed reline vs new dentures, pt prefers reline for now (cost). Advised remove at night + clean w/ soft brush',
      TX: [
        'Chairside hard reline lower CD w/ Kooliner',
        'Fitting surface roughened w/ acrylic bur',
        'Bonding agent applied',
        'Reline material loaded + seated',
        'Border moulded w/ cheek + tongue movements',
        'Pt closed in ICP',
        'Excess trimmed',
        'Polished',
        'Retention much improved',
        'POIG',
      ],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'ca02-uk-asr-fdi-primary-impressions-complete-dentures-dry-mouth-son',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for new upper and lower dentures her current set are fifteen years old with the teeth worn flat er says her mouth is dry all the time especially at night medical history no changes atrial fibrillation on apixaban takes amitriptyline for nerve pain and oxybutynin for her bladder no allergies extra oral nad intra oral fully edentulous upper ridge good lower ridge moderately resorbed mucosa dry tongue slightly fissured no ulcers old dentures worn flat with reduced face height diagnosis dry mouth likely from the amitriptyline and oxybutynin primary impressions upper and lower in alginate with stock trays upper tray extended with wax at the back she gagged a bit on the upper but we got there advised saliva substitute gel and sipping water and to mention the dry mouth to her gp her son brought her in next visit secondary impressions in special trays in two weeks",
    expect: {
      CC: 'New upper and lower dentures. Her current set are 15 years old with the teeth worn flat. Says her mouth is dry all the time especially at night',
      'MED HX':
        'No changes. Atrial fibrillation on apixaban. Takes amitriptyline for nerve pain and oxybutynin for her bladder. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Fully edentulous. Upper ridge good. Lower ridge moderately resorbed. Mucosa dry. Tongue slightly fissured. No ulcers. Old dentures worn flat with reduced face height',
      DX: ['Dry mouth likely from the amitriptyline and oxybutynin'],
      CONSULT: 'Advised saliva substitute gel and sipping water and to mention the dry mouth to her GP',
      'TX TODAY': ['Impressions'],
      TX: ['Primary impressions upper and lower in alginate with stock trays', 'Upper tray extended with wax at the back'],
      NOTES: 'She gagged a bit on the upper but we got there. Her son brought her in',
      NV: ['Secondary impressions in special trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ca03-uk-typed-fdi-denture-stomatitis-angular-cheilitis-miconazole',
    style: 'UK',
    asr: false,
    transcript:
      "Sore corners of mouth 4/52 + upper denture feels 'burny'. Wears upper CD day + night. MH: no change, T2DM (diet controlled), COPD on Clenil inhaler, NKDA. EO: bilateral angular cheilitis, fissured + erythematous, no lymphadenopathy. IO: diffuse erythema of palate confined to denture-bearing area, no ulcers. Upper CD fitting surface plaque-covered, OVD reduced. 43 D caries. 33 sound. Dx: denture stomatitis, angular cheilitis. Advised denture out at night, soak in dilute hypochlorite (acrylic only), brush palate, rinse mouth after inhaler. Rx miconazole oral gel 20 mg/g 2.5 ml QDS after food (also apply to fitting surface of denture) until 7 days after healing. Rx miconazole 2% cream to corners of mouth BD. Plan: new upper CD once healed to restore OVD, D composite 43. Review 3/52.",
    expect: {
      CC: "Sore corners of mouth 4 weeks + upper denture feels 'burny'. Wears upper CD day + night",
      'MED HX': 'No change, T2DM (diet controlled), COPD on Clenil inhaler, NKDA',
      EXTRA: 'Bilateral angular cheilitis, fissured + erythematous, no lymphadenopathy',
      INTRA:
        'Diffuse erythema of palate confined to denture-bearing area, no ulcers. Upper CD fitting surface plaque-covered, OVD reduced',
      DENTAL: [
        ['43', 'D caries'],
        ['33', 'Sound'],
      ],
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        'Advised denture out at night, soak in dilute hypochlorite (acrylic only), brush palate, rinse mouth after inhaler',
      TX: [
        'Rx miconazole oral gel 20 mg/g 2.5 ml QDS after food (also apply to fitting surface of denture) until 7 days after healing',
        'Rx miconazole 2% cream to corners of mouth BD',
      ],
      'TX PLAN': ['New upper CD once healed to restore OVD', 'D composite 43'],
      'F/U': 'Review 3 weeks',
    },
  }),
  defineCase({
    id: 'ca04-uk-asr-fdi-appends-complete-dentures-fitted-daughter-ten-days',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the fit of her new upper and lower complete dentures medical history no changes no allergies intra oral ridges healthy no ulcers upper tried in good retention and peripheral seal lower tried in stable pressure relief cream showed no pressure areas upper or lower occlusion checked with articulating paper even contacts both sides in retruded contact position lip support good speech fine she's delighted with the look fitted both dentures showed her how to put them in and take them out gave her the denture care leaflet told her sore spots are normal in the first week and not to adjust them herself review in one week for easing",
    appends: [
      'add to notes her daughter is picking her up and will help with the cleaning',
      'change one week to ten days',
    ],
    expect: {
      CC: 'Fit of her new upper and lower complete dentures',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Ridges healthy. No ulcers',
      CONSULT:
        'Showed her how to put them in and take them out. Gave her the denture care leaflet. Told her sore spots are normal in the first week and not to adjust them herself',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper tried in',
        'Good retention and peripheral seal',
        'Lower tried in',
        'Stable',
        'Pressure relief cream showed no pressure areas upper or lower',
        'Occlusion checked with articulating paper',
        'Even contacts both sides in retruded contact position',
        'Lip support good',
        'Speech fine',
        'Fitted both dentures',
      ],
      NOTES: "She's delighted with the look. Her daughter is picking her up and will help with the cleaning",
      'F/U': 'Review in 10 days for easing',
    },
  }),
  defineCase({
    id: 'ca05-uk-typed-fdi-fractured-22-impressions-for-addition-to-partial',
    style: 'UK',
    asr: false,
    transcript:
      '22 broke yesterday eating toast, crown snapped off at gum level, no pain. Wears upper acrylic partial denture replacing 12, 11, 21. MH: no change, hypothyroid (levothyroxine), NKDA. 22 crown fractured at gingival level, root mobile grade II, not TTP. 23 sound, clasp intact. 13 DO amalgam sound. PA 22: oblique root fracture, ~50% bone loss. Dx: unrestorable fractured 22. Options: XLA 22 + add 22 to existing denture vs new denture. Pt wants the addition, cheaper + quicker. Upper + lower alginate impressions (upper w/ denture in situ). Bite reg in wax. Lab ticket: add 22 to partial denture in shade A3 to match. Verbal consent for XLA. NV XLA 22 + fit addition same day in 1/52.',
    expect: {
      CC: '22 broke yesterday eating toast, crown snapped off at gum level, no pain. Wears upper acrylic partial denture replacing 12, 11, 21',
      'MED HX': 'No change, hypothyroid (levothyroxine), NKDA',
      DENTAL: [
        ['22', 'Crown fractured at gingival level, root mobile grade II, not TTP', 'Crown'],
        ['23', 'Sound, clasp intact'],
        ['13', 'DO amalgam sound'],
      ],
      RADIO: 'PA 22: oblique root fracture, ~50% bone loss',
      DX: ['Unrestorable fractured 22'],
      CONSULT:
        'Options: XLA 22 + add 22 to existing denture vs new denture. Pt wants the addition, cheaper + quicker',
      CONSENT: 'Verbal consent for XLA',
      'TX TODAY': ['Impressions'],
      TX: [
        'Upper + lower alginate impressions (upper w/ denture in situ)',
        'Bite reg in wax',
        'Lab ticket: add 22 to partial denture in shade A3 to match',
      ],
      NV: ['Extraction 22 + fit addition same day in 1 week'],
    },
  }),
  defineCase({
    id: 'ca06-uk-asr-fdi-dry-mouth-solifenacin-root-caries-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "check up she's finding her mouth very dry since starting new tablets for her bladder her partial denture sticks to her cheek medical history new medication solifenacin also takes amlodipine and omeprazole no allergies extra oral nad intra oral mucosa dry and sticky mirror sticks to the cheek not much pooled saliva lower partial denture fits well bpe two two two two two two four four distal cervical root caries three three buccal root caries soft four five sound diagnosis hyposalivation and root caries discussed the dry mouth is probably from the solifenacin asked her to speak to her gp about an alternative advised sugar free gum and sips of water fluoride varnish applied prescribed high fluoride toothpaste to use twice a day next visit fillings four four and three three recall three months",
    expect: {
      CC: "Check up. She's finding her mouth very dry since starting new tablets for her bladder. Her partial denture sticks to her cheek",
      'MED HX': 'New medication solifenacin. Takes amlodipine and omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Mucosa dry and sticky. Mirror sticks to the cheek. Not much pooled saliva. Lower partial denture fits well',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['44', 'D cervical root caries'],
        ['33', 'B root caries soft'],
        ['45', 'Sound'],
      ],
      DX: ['Hyposalivation', 'Root caries'],
      CONSULT:
        'Discussed the dry mouth is probably from the solifenacin. Asked her to speak to her GP about an alternative. Advised sugar free gum and sips of water',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Prescribed high fluoride toothpaste to use twice a day'],
      NV: ['Fillings 44, 33'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying / typing Palmer
  defineCase({
    id: 'ca07-uk-asr-palmer-surgical-extraction-ll8-flap-bone-removal-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right he's in for the surgical extraction of the lower left eight as planned after the opg medical history no changes asthma on a brown and blue inhaler no allergies non smoker lower left eight mesioangular partially erupted distal caries lower left seven sound opg from last time roots close to the canal but not crossing it consent form signed risks explained including a numb lip and tongue la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine four percent buccal infiltration lower left eight er envelope flap with a distal relieving incision full thickness mucoperiosteal flap raised could I have the howarth's please thanks buccal bone removed with a round bur and saline coolant crown sectioned off with a fissure bur roots elevated separately mesial root a bit stubborn so more bone removed distally all roots out intact socket curetted and irrigated with saline haemostasis fine closed with four oh vicryl rapide three interrupted sutures bit on gauze post op instructions verbal and written advised ibuprofen and paracetamol he asked if he can go to work tomorrow told him the day after would be better review in one week for a suture check",
    expect: {
      CC: 'Surgical extraction of LL8 as planned after the OPG',
      'MED HX': 'No changes. Asthma on a brown and blue inhaler. No allergies. Non smoker',
      DENTAL: [
        ['LL8', 'Mesioangular partially erupted D caries'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'OPG from last time roots close to the canal but not crossing it',
      CONSENT: 'Consent form signed',
      CONSULT:
        'Risks explained including a numb lip and tongue. Advised ibuprofen and paracetamol. He asked if he can go to work tomorrow. Told him the day after would be better',
      'TX TODAY': ['Surgical extraction LL8'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4%, buccal infiltration LL8',
        'Envelope flap with a distal relieving incision',
        'Full thickness mucoperiosteal flap raised',
        'Buccal bone removed with a round bur and saline coolant',
        'Crown sectioned off with a fissure bur',
        'Roots elevated separately',
        'M root a bit stubborn',
        'More bone removed distally',
        'All roots out intact',
        'Socket curetted and irrigated with saline',
        'Haemostasis fine',
        'Closed with 4-0 Vicryl Rapide 3 interrupted sutures',
        'Bit on gauze',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Review in 1 week for a suture check',
    },
  }),
  defineCase({
    id: 'ca08-uk-typed-palmer-dry-socket-ll6-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O severe throbbing pain LL6 area since day 3 after XLA (done 5/7 ago), bad taste, not helped by co-codamol. MH: smoker 15/day, NKDA. EO: no swelling, no lymphadenopathy. IO: LL6 socket empty, no clot, exposed bone + food debris, very tender. LL5, LL7 not TTP. Dx: dry socket LL6. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal infil LL6. Socket irrigated w/ warm saline, debris removed, Alvogyl packed. Advised warm salt water rinses from tomorrow, no smoking, ibuprofen 400 mg QDS + paracetamol 1 g QDS. Review 3/7 if still painful.',
    expect: {
      CC: 'Severe throbbing pain LL6 area since day 3 after XLA (done 5 days ago), bad taste, not helped by co-codamol',
      'MED HX': 'Smoker 15/day, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'LL6 socket empty, no clot, exposed bone + food debris, very tender',
      DENTAL: [
        ['LL5', 'Not TTP'],
        ['LL7', 'Not TTP'],
      ],
      DX: ['Dry socket LL6'],
      CONSULT:
        'Advised warm salt water rinses from tomorrow, no smoking, ibuprofen 400 mg QDS + paracetamol 1 g QDS',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration LL6',
        'Socket irrigated w/ warm saline',
        'Debris removed',
        'Alvogyl packed',
      ],
      'F/U': 'Review 3 days if still painful',
    },
  }),
  defineCase({
    id: 'ca09-uk-asr-palmer-appends-cocr-framework-try-in-shade-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for the metal framework try in for her upper cobalt chrome partial denture medical history no changes no allergies upper right five and upper left four rest seats intact upper right seven crown sound framework seated fully no rocking clasps upper right seven and upper left seven engaging the undercuts nicely occlusion checked upper left four rest slightly high adjusted with a stone wax rims on the saddles jaw registration taken shade a three sorry a two she asked how long until it's finished about three weeks",
    appends: [
      'next visit try in of the teeth on the framework in three weeks',
      "add to notes she'd like a morning appointment because of the buses",
    ],
    expect: {
      CC: 'Metal framework try-in for her upper cobalt chrome partial denture',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UR5', 'Rest seats intact'],
        ['UL4', 'Rest seats intact'],
        ['UR7', 'Crown sound'],
      ],
      CONSULT: "She asked how long until it's finished. About 3 weeks",
      TX: [
        'Framework seated fully',
        'No rocking',
        'Clasps UR7, UL7 engaging the undercuts nicely',
        'Occlusion checked',
        'UL4 rest slightly high',
        'Adjusted with a stone',
        'Wax rims on the saddles',
        'Jaw registration taken',
        'Shade A2',
      ],
      NOTES: "She'd like a morning appointment because of the buses",
      NV: ['Try-in of the teeth on the framework in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ca10-uk-typed-palmer-recurrent-aphthous-ulcers-sharp-ll6-cusp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Recurrent mouth ulcers for 6/12, 2-3 at a time, heal in 7-10 days. No ulcers elsewhere, no GI symptoms. MH: no change, NKDA, non-smoker. EO: NAD, no lymphadenopathy. IO: 2 x 3 mm round ulcers L buccal mucosa opposite LL5 + lower labial mucosa, yellow base, red halo. LL6 DL cusp fractured, sharp edge. Dx: minor recurrent aphthous ulceration. Advised SLS-free toothpaste, Difflam spray for pain, keep a food diary. Asked pt to see GP for bloods (FBC, ferritin, B12, folate, coeliac screen). Sharp edge LL6 smoothed w/ finishing bur. Pt asked if they're contagious: no. Review 6/52. Refer to oral medicine if no better.",
    expect: {
      CC: 'Recurrent mouth ulcers for 6 months, 2-3 at a time, heal in 7-10 days. No ulcers elsewhere, no GI symptoms',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: '2 x 3 mm round ulcers L buccal mucosa opposite LL5 + lower labial mucosa, yellow base, red halo',
      DENTAL: [['LL6', 'DL cusp fractured, sharp edge', 'DL cusp']],
      DX: ['Minor recurrent aphthous ulceration'],
      CONSULT:
        "Advised SLS-free toothpaste, Difflam spray for pain, keep a food diary. Asked pt to see GP for bloods (FBC, ferritin, B12, folate, coeliac screen). Pt asked if they're contagious: no",
      TX: ['Sharp edge LL6 smoothed w/ finishing bur'],
      'TX PLAN': ['Refer to oral medicine if no better'],
      'F/U': 'Review 6 weeks',
    },
  }),
  defineCase({
    id: 'ca11-uk-asr-palmer-surgical-extraction-ur6-roots-warfarin-inr',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's got a broken down upper right six that keeps flaring up wants it out medical history atrial fibrillation on warfarin inr this morning two point four no allergies extra oral nad upper right six roots only buccal swelling no pus upper right five and upper right seven sound pa upper right six retained roots widened ligament space no sinus involvement diagnosis retained roots upper right six with chronic apical periodontitis discussed extraction he's happy to go ahead verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right six surgical extraction upper right six small buccal flap raised can you pass me the fissure bur please roots divided with a fissure bur elevated separately all three roots out socket packed with surgicel and sutured with three oh vicryl rapide haemostasis good after ten minutes pressure post op instructions given advised paracetamol rather than aspirin or ibuprofen because of the warfarin review next week to check the socket",
    expect: {
      CC: "Emergency. He's got a broken down UR6 that keeps flaring up. Wants it out",
      'MED HX': 'Atrial fibrillation on warfarin. INR this morning 2.4. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['UR6', 'Roots only buccal swelling no pus'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      RADIO: 'PA UR6 retained roots. Widened ligament space. No sinus involvement',
      DX: ['Retained roots UR6 with chronic apical periodontitis'],
      CONSULT:
        "Discussed extraction. He's happy to go ahead. Advised paracetamol rather than aspirin or ibuprofen because of the warfarin",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Surgical extraction UR6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Surgical extraction UR6',
        'Small buccal flap raised',
        'Roots divided with a fissure bur',
        'Elevated separately',
        'All 3 roots out',
        'Socket packed with Surgicel and sutured with 3-0 Vicryl Rapide',
        'Haemostasis good after 10 minutes pressure',
        'Post-op instructions given',
      ],
      'F/U': 'Review next week to check the socket',
    },
  }),

  // ---------------------------------------------------------------- 3. UK oral surgery / oral medicine (FDI)
  defineCase({
    id: 'ca12-uk-typed-fdi-white-patch-tongue-2ww-biopsy-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Pt noticed white patch on tongue 2/12 ago, painless, not changing. MH: COPD (inhalers), NKDA, smokes 20/day for 40 yrs, alcohol ~30 units/wk. EO: no cervical lymphadenopathy, TMJ NAD. IO: 15 x 10 mm homogeneous white patch R lateral border of tongue, does not rub off, slightly indurated at posterior margin. No ulceration. Rest of mucosa NAD. Dx: leukoplakia R lateral tongue (? dysplasia). Explained need for biopsy to rule out anything serious, pt understands. Smoking + alcohol cessation advice given, stop smoking service details given. Photos taken. Urgent 2WW referral to OMFS for biopsy sent today. Pt very anxious, wife with him. Review after biopsy result.',
    expect: {
      CC: 'Pt noticed white patch on tongue 2 months ago, painless, not changing',
      'MED HX': 'COPD (inhalers), NKDA, smokes 20/day for 40 yrs, alcohol ~30 units/wk',
      EXTRA: 'No cervical lymphadenopathy, TMJ NAD',
      INTRA:
        '15 x 10 mm homogeneous white patch R lateral border of tongue, does not rub off, slightly indurated at posterior margin. No ulceration. Rest of mucosa NAD',
      DX: ['Leukoplakia R lateral tongue (? dysplasia)'],
      CONSULT:
        'Explained need for biopsy to rule out anything serious, pt understands. Smoking + alcohol cessation advice given, stop smoking service details given',
      TX: ['Photos taken'],
      'TX PLAN': ['Urgent 2WW referral to OMFS for biopsy sent today'],
      NOTES: 'Pt very anxious, wife with him',
      'F/U': 'Review after biopsy result',
    },
  }),
  defineCase({
    id: 'ca13-uk-asr-fdi-appends-lichen-planus-review-betamethasone-mouthwash',
    style: 'UK',
    asr: true,
    transcript:
      "review of her lichen planus she says the gums are still sore with spicy food and when she brushes medical history hypertension on ramipril and amlodipine no allergies extra oral nad no skin lesions she's noticed intra oral bilateral lacy white striae on both buccal mucosae with some erythema on the right no ulcers desquamative gingivitis labial gingivae upper and lower anteriors bpe two two two two two two plaque on the lower anteriors because she's avoiding brushing diagnosis oral lichen planus reticular and erosive um discussed it's a chronic condition with a low risk of change that we'll monitor explained the ramipril can sometimes cause similar changes she could ask her gp about switching prescribed betamethasone five hundred microgram soluble tablets as a mouthwash twice a day advised sls free toothpaste and a soft brush photos taken for comparison review in three months",
    appends: ["add to notes she's worried because her sister had mouth cancer", 'change three months to two months'],
    expect: {
      CC: 'Review of her lichen planus. She says the gums are still sore with spicy food and when she brushes',
      'MED HX': 'Hypertension on ramipril and amlodipine. No allergies',
      EXTRA: "NAD. No skin lesions she's noticed",
      INTRA: 'Bilateral lacy white striae on both buccal mucosae with some erythema on the right. No ulcers',
      PERIO:
        "Desquamative gingivitis labial gingivae upper and lower anteriors. BPE 2 2 2 / 2 2 2. Plaque on the lower anteriors because she's avoiding brushing",
      DX: ['Oral lichen planus reticular and erosive'],
      CONSULT:
        "Discussed it's a chronic condition with a low risk of change that we'll monitor. Explained the ramipril can sometimes cause similar changes. She could ask her GP about switching. Advised SLS free toothpaste and a soft brush",
      TX: [
        'Prescribed betamethasone 500 microgram soluble tablets as a mouthwash twice a day',
        'Photos taken for comparison',
      ],
      NOTES: "She's worried because her sister had mouth cancer",
      'F/U': 'Review in 2 months',
    },
  }),
  defineCase({
    id: 'ca14-uk-typed-fdi-surgical-extraction-48-pericoronitis-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for surgical extraction 48 (referred by GDP), recurrent pericoronitis x3 in past year. MH: fit + well, NKDA, non-smoker. EO: NAD, no trismus. 48 partially erupted, mesioangular, operculum mildly inflamed, no pus. 47 D surface sound. OPG: 48 mesioangular, roots curved distally, close to but not crossing ID canal. Dx: recurrent pericoronitis 48. Risks discussed: pain, swelling, bleeding, infection, dry socket, temporary or permanent numbness of lip + tongue. Written consent signed. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr, IDB right + buccal infil 48. Envelope flap w/ distal relief, FT flap raised, lingual tissues protected w/ Howarth's. Bone removed buccally + distally w/ round bur + sterile saline. Crown sectioned w/ fissure bur, crown + roots elevated. Socket debrided, follicle removed, bone edges smoothed. 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. POIG verbal + written. Rx ibuprofen 400 mg QDS 3/7. Pt asked about time off work: 2-3 days. Review 1/52.",
    expect: {
      CC: 'Surgical extraction 48 (referred by GDP), recurrent pericoronitis x3 in past year',
      'MED HX': 'Fit + well, NKDA, non-smoker',
      EXTRA: 'NAD, no trismus',
      DENTAL: [
        ['48', 'Partially erupted, mesioangular, operculum mildly inflamed, no pus'],
        ['47', 'D surface sound'],
      ],
      RADIO: 'OPG: 48 mesioangular, roots curved distally, close to but not crossing ID canal',
      DX: ['Recurrent pericoronitis 48'],
      CONSULT:
        'Risks discussed: pain, swelling, bleeding, infection, dry socket, temporary or permanent numbness of lip + tongue. Pt asked about time off work: 2-3 days',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 48',
        'Envelope flap w/ distal relief',
        'FT flap raised',
        "Lingual tissues protected w/ Howarth's",
        'Bone removed buccally + distally w/ round bur + sterile saline',
        'Crown sectioned w/ fissure bur',
        'Crown + roots elevated',
        'Socket debrided',
        'Follicle removed',
        'Bone edges smoothed',
        '2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx ibuprofen 400 mg QDS 3 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ca15-uk-asr-fdi-tmd-assessment-splint-impressions-i-mean',
    style: 'UK',
    asr: true,
    transcript:
      "she came in because of pain in the left jaw joint and clicking for about three months worse in the mornings and when she chews gum medical history migraines takes sumatriptan when needed no allergies extra oral left tmj click on opening no crepitus tender left masseter and temporalis right side fine mouth opening thirty eight I mean forty two millimetres deviates to the left on opening no locking intra oral linea alba both cheeks scalloped tongue wear facets on the canines one six and two six sound four six occlusal composite sound diagnosis myofascial pain with disc displacement with reduction left tmj discussed it's very common and usually settles advised a soft diet and heat packs and to stop chewing gum showed her some gentle jaw exercises she asked if it'll lock told her unlikely but to come back if it does upper and lower alginate impressions for a lower stabilisation splint next visit fit splint in two weeks review in six weeks after that",
    expect: {
      CC: 'Pain in the left jaw joint and clicking for about 3 months. Worse in the mornings and when she chews gum',
      'MED HX': 'Migraines. Takes sumatriptan when needed. No allergies',
      EXTRA:
        'Left TMJ click on opening. No crepitus. Tender left masseter and temporalis. Right side fine. Mouth opening 42 mm. Deviates to the left on opening. No locking',
      INTRA: 'Linea alba both cheeks. Scalloped tongue. Wear facets on the canines',
      DENTAL: [
        ['16', 'Sound'],
        ['26', 'Sound'],
        ['46', 'O composite sound'],
      ],
      DX: ['Myofascial pain with disc displacement with reduction left TMJ'],
      CONSULT:
        "Discussed it's very common and usually settles. Advised a soft diet and heat packs and to stop chewing gum. Showed her some gentle jaw exercises. She asked if it'll lock. Told her unlikely but to come back if it does",
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions for a lower stabilisation splint'],
      NV: ['Fit splint in 2 weeks'],
      'F/U': 'Review in 6 weeks after that',
    },
  }),
  defineCase({
    id: 'ca16-uk-typed-fdi-appends-xla-11-21-immediate-partial-denture-fit',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 11, 21 + fit of immediate upper acrylic partial denture. MH: no change, T2DM (metformin, HbA1c 48), NKDA. BPE 3 4 3 / 3 3 3. 11, 21 grade III mobility, 8 mm pockets, not TTP. 12, 22 grade I mobility. Written consent on file, verbal consent today. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, labial + palatal infil 11, 21. XLA 11, 21 w/ forceps, roots complete. Sockets compressed, haemostasis w/ gauze. Immediate denture tried in, flange over 21 socket trimmed, denture fitted. Occlusion checked, lip support good. POIG verbal + written. Advised keep denture in for 24 h, salt water rinses from tomorrow. Pt pleased w/ appearance. Review 1/52 for ease.',
    appends: [
      'Add to treatment: Rx chlorhexidine 0.2% mouthwash 10 ml BD 1/52.',
      'Add to notes: husband waiting in reception to drive her home.',
    ],
    expect: {
      CC: 'XLA 11, 21 + fit of immediate upper acrylic partial denture',
      'MED HX': 'No change, T2DM (metformin, HbA1c 48), NKDA',
      PERIO: 'BPE 3 4 3 / 3 3 3',
      DENTAL: [
        ['11', 'Grade III mobility, 8 mm pockets, not TTP'],
        ['21', 'Grade III mobility, 8 mm pockets, not TTP'],
        ['12', 'Grade I mobility'],
        ['22', 'Grade I mobility'],
      ],
      CONSENT: 'Written consent on file, verbal consent today',
      CONSULT: 'Advised keep denture in for 24 h, salt water rinses from tomorrow',
      'TX TODAY': ['Extraction 11, 21', 'Denture fit'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, labial infiltration + palatal infiltration 11, 21',
        'XLA 11, 21 w/ forceps',
        'Roots complete',
        'Sockets compressed',
        'Haemostasis w/ gauze',
        'Immediate denture tried in',
        'Flange over 21 socket trimmed',
        'Denture fitted',
        'Occlusion checked',
        'Lip support good',
        'POIG verbal + written',
        'Rx chlorhexidine 0.2% mouthwash 10 ml BD 1 week',
      ],
      NOTES: 'Pt pleased w/ appearance. Husband waiting in reception to drive her home',
      'F/U': 'Review 1 week for ease',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, dentures and implants (Universal)
  defineCase({
    id: 'ca17-us-asr-jaw-relation-records-wax-rims-parkinsons',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for jaw relation records for her upper and lower complete dentures she says the old lower one still rubs on the right medical history no changes parkinson's on carbidopa levodopa no allergies ridges healthy small red area on the right lower buccal vestibule no ulcer upper wax rim adjusted to show two millimeters at rest um occlusal plane parallel to the interpupillary line and camper's line vertical dimension set with about three millimeters freeway space checked with phonetics centric relation recorded with bite registration paste midline and smile line marked tooth mold selected shade a two she wanted them whiter told her b one might look too white she agreed on a two her husband helps her put them in because of the tremor next visit wax try in in two weeks",
    expect: {
      CC: 'Jaw relation records for her upper and lower complete dentures. She says the old lower one still rubs on the right',
      'MED HX': "No changes. Parkinson's on carbidopa levodopa. No allergies",
      INTRA: 'Ridges healthy. Small red area on the right lower buccal vestibule. No ulcer',
      CONSULT: 'She wanted them whiter. Told her B1 might look too white. She agreed on A2',
      TX: [
        'Upper wax rim adjusted to show 2 mm at rest',
        "Occlusal plane parallel to the interpupillary line and Camper's line",
        'Vertical dimension set with about 3 mm freeway space checked with phonetics',
        'Centric relation recorded with bite registration paste',
        'Midline and smile line marked',
        'Tooth mold selected',
        'Shade A2',
      ],
      NOTES: 'Her husband helps her put them in because of the tremor',
      NV: ['Wax try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ca18-us-typed-rpd-rest-seats-final-impression-21-28',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for RPD preps + final impression for lower cast partial replacing #19, #20, #29, #30. Med hx: no changes, HTN (lisinopril), allergic to sulfa. #21 and #28 sound, no mobility. PSR 2 2 2 / 2 2 2. No LA needed. Mesial rest seats prepped #21 and #28 in enamel. Distal guide planes #21 and #28. Final impression lower w/ custom tray, border molded w/ green stick, PVS heavy + light body. Upper alginate for opposing. Bite registration. Shade A3, mold selected. Pt asked if she can eat with the partial; told her yes but small bites at first. NV framework try-in 3 wks.',
    expect: {
      CC: 'RPD preps + final impression for lower cast partial replacing #19, #20, #29, #30',
      'MED HX': 'No changes, HTN (lisinopril), allergic to sulfa',
      DENTAL: [
        ['21', 'Sound, no mobility'],
        ['28', 'Sound, no mobility'],
      ],
      PERIO: 'PSR 2 2 2 / 2 2 2',
      CONSULT: 'Pt asked if she can eat with the partial; told her yes but small bites at first',
      'TX TODAY': ['Impression'],
      TX: [
        'No LA needed',
        'Mesial rest seats prepped #21, #28 in enamel',
        'Distal guide planes #21, #28',
        'Final impression lower w/ custom tray',
        'Border molded w/ green stick',
        'PVS heavy + light body',
        'Upper alginate for opposing',
        'Bite registration',
        'Shade A3',
        'Mold selected',
      ],
      NV: ['Framework try-in 3 wks'],
    },
  }),
  defineCase({
    id: 'ca19-us-asr-lower-partial-eased-clasp-20-tightened',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because her lower partial is rubbing on the left and feels loose she's had it about a month medical history no changes osteoarthritis takes meloxicam no allergies ulcer about three millimeters on the left lingual ridge under the saddle number twenty clasp loose number twenty one sound uh pressure indicating paste showed heavy contact on the lingual flange over the ulcer eased with an acrylic bur clasp on number twenty tightened with clasp pliers occlusion checked even both sides polished she said it feels a lot more secure told her to leave it out for a couple of days if it's still sore review in one week",
    expect: {
      CC: "Her lower partial is rubbing on the left and feels loose. She's had it about a month",
      'MED HX': 'No changes. Osteoarthritis. Takes meloxicam. No allergies',
      INTRA: 'Ulcer about 3 mm on the left lingual ridge under the saddle',
      DENTAL: [
        ['20', 'Clasp loose'],
        ['21', 'Sound'],
      ],
      CONSULT: "Told her to leave it out for a couple of days if it's still sore",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste showed heavy contact on the lingual flange over the ulcer',
        'Eased with an acrylic bur',
        'Clasp #20 tightened with clasp pliers',
        'Occlusion checked',
        'Even both sides',
        'Polished',
      ],
      NOTES: 'She said it feels a lot more secure',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'ca20-us-typed-appends-implant-overdenture-review-locator-mucositis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Annual review of lower implant overdenture (2 implants #22 + #27 region, Locator abutments, placed 2019). Pt says denture has been loose for 2 months, lifts when eating. Med hx: no changes, type 2 diabetes (A1c 7.1), NKDA. Peri-implant tissue: mild erythema + BOP around both implants, probing 3-4 mm, no suppuration. Locator abutments tight, nylon inserts worn. Upper CD fitting well. PA both implants: bone levels stable vs baseline. Dx: peri-implant mucositis. Implants debrided w/ titanium curettes + glycine air polish. OHI: single-tuft brush around the abutments. Locator inserts replaced (blue), retention much improved. Discussed a reline of the lower next year if the ridge keeps resorbing. Recall 6 months.',
    appends: ["Add to notes: pt's daughter came with her today.", 'Change 6 months to 4 months.'],
    expect: {
      CC: 'Annual review of lower implant overdenture (2 implants #22 + #27 region, Locator abutments, placed 2019). Pt says denture has been loose for 2 months, lifts when eating',
      'MED HX': 'No changes, type 2 diabetes (A1c 7.1), NKDA',
      INTRA:
        'Peri-implant tissue: mild erythema + BOP around both implants, probing 3-4 mm, no suppuration. Locator abutments tight, nylon inserts worn. Upper CD fitting well',
      RADIO: 'PA both implants: bone levels stable vs baseline',
      DX: ['Peri-implant mucositis'],
      CONSULT: 'Discussed a reline of the lower next year if the ridge keeps resorbing',
      'TX TODAY': ['OHI'],
      TX: [
        'Implants debrided w/ titanium curettes + glycine air polish',
        'OHI: single-tuft brush around the abutments',
        'Locator inserts replaced (blue)',
        'Retention much improved',
      ],
      NOTES: "Pt's daughter came with her today",
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'ca21-us-asr-dry-mouth-recall-root-caries-prophy-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and prophy she says her mouth is so dry she wakes up at night to drink water food sticks to her teeth medical history no changes takes hydrochlorothiazide amitriptyline for sleep and loratadine no allergies her daughter is with her today extraoral wnl intraoral mucosa dry tongue red and fissured no saliva pooling psr two two two two two two light plaque number three mesial root caries number fourteen pfm crown recurrent caries at the margin buccal cervical root caries numbers twenty two and twenty seven numbers eight and nine composites intact four bitewings number fourteen recurrent decay under the crown margin into dentin diagnosis xerostomia probably medication related and root caries prophy fluoride varnish five percent sodium fluoride on all root surfaces prescribed one point one percent sodium fluoride toothpaste advised xylitol lozenges and sipping water she asked if there's a pill for dry mouth told her we could ask her physician about pilocarpine next visit fillings on numbers three twenty two and twenty seven then crown on fourteen recall three months",
    expect: {
      CC: 'Periodic exam and prophy. She says her mouth is so dry she wakes up at night to drink water. Food sticks to her teeth',
      'MED HX': 'No changes. Takes hydrochlorothiazide amitriptyline for sleep and loratadine. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Mucosa dry. Tongue red and fissured. No saliva pooling',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light plaque',
      DENTAL: [
        ['3', 'M root caries'],
        ['14', 'PFM crown recurrent caries at the margin'],
        ['22', 'B cervical root caries'],
        ['27', 'B cervical root caries'],
        ['8', 'Composites intact'],
        ['9', 'Composites intact'],
      ],
      RADIO: '4 bitewings. #14 recurrent decay under the crown margin into dentin',
      DX: ['Xerostomia probably medication related', 'Root caries'],
      CONSULT:
        "Advised xylitol lozenges and sipping water. She asked if there's a pill for dry mouth. Told her we could ask her physician about pilocarpine",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: [
        'Prophy',
        'Fluoride varnish 5% sodium fluoride on all root surfaces',
        'Prescribed 1.1% sodium fluoride toothpaste',
      ],
      NOTES: 'Her daughter is with her today',
      NV: ['Fillings #3, #22, #27', 'Crown #14'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ca22-us-typed-terse-wax-try-in-complete-dentures',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Wax try-in upper + lower CDs. Esthetics + phonetics OK, VDO OK. Midline 1 mm to the L, pt + wife approve. CR verified. Send to lab to process. NV delivery 2 wks.',
    expect: {
      CC: 'Wax try-in upper + lower CDs',
      TX: ['Esthetics + phonetics OK', 'VDO OK', 'Midline 1 mm to the L', 'CR verified', 'Send to lab to process'],
      NOTES: 'Pt + wife approve',
      NV: ['Delivery 2 wks'],
    },
  }),
  defineCase({
    id: 'ca23-us-asr-very-short-lower-denture-eased-mylohyoid',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'lower denture sore spot left side eased the flange over the mylohyoid ridge and polished feels better recheck in two weeks',
    expect: {
      CC: 'Lower denture sore spot left side',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased the flange over the mylohyoid ridge and polished'],
      NOTES: 'Feels better',
      'F/U': 'Recheck in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. US oral surgery / oral medicine (Universal)
  defineCase({
    id: 'ca24-us-typed-four-third-molars-surgical-17-32',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for extraction of 4 third molars per pano, referred by his general dentist. Med hx: no changes, healthy, NKDA. BP 118/76. #1 and #16 erupted. #17 mesioangular partial bony impaction. #32 horizontal full bony impaction. Pano: #32 roots superimposed on IAN canal, #17 roots clear. Risks reviewed incl. paresthesia (higher for #32), dry socket, sinus communication for upper. Consent signed. 2 carps 2% lido 1:100k epi bilateral IANB. 2 carps 4% articaine 1:100k epi buccal infiltration #1, #16. #1, #16 extracted w/ elevator + forceps. Surgical extraction #17 w/ envelope flap, bone removed buccally w/ round bur + sterile saline, tooth sectioned, delivered in 2 pieces. Surgical extraction #32 w/ envelope flap + distal release, bone removed buccally + distally, crown sectioned horizontally, roots sectioned + delivered. IAN not visualized. Sockets curetted + irrigated. 3-0 chromic gut sutures x2 each lower site. Gauze packs, hemostasis achieved. Post-op instructions verbal + written. Rx ibuprofen 600 mg q6h x 5 days. Rx chlorhexidine 0.12% rinse BID starting tomorrow. Pt tolerated well, mom driving him home. Post-op check 1 wk.',
    expect: {
      CC: 'Extraction of 4 third molars per pano, referred by his general dentist',
      'MED HX': 'No changes, healthy, NKDA. BP 118/76',
      DENTAL: [
        ['1', 'Erupted'],
        ['16', 'Erupted'],
        ['17', 'Mesioangular partial bony impaction'],
        ['32', 'Horizontal full bony impaction'],
      ],
      RADIO: 'Pano: #32 roots superimposed on IAN canal, #17 roots clear',
      CONSULT: 'Risks reviewed incl. paresthesia (higher for #32), dry socket, sinus communication for upper',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17', 'Surgical extraction #32'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB bilateral',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #1, #16',
        '#1, #16 extracted w/ elevator + forceps',
        'Surgical extraction #17 w/ envelope flap',
        'Bone removed buccally w/ round bur + sterile saline',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Surgical extraction #32 w/ envelope flap + distal release',
        'Bone removed buccally + distally',
        'Crown sectioned horizontally',
        'Roots sectioned + delivered',
        'IAN not visualized',
        'Sockets curetted + irrigated',
        '3-0 chromic gut sutures x2 each lower site',
        'Gauze packs',
        'Hemostasis achieved',
        'Post-op instructions verbal + written',
        'Rx ibuprofen 600 mg q6h x 5 days',
        'Rx chlorhexidine 0.12% rinse BID starting tomorrow',
      ],
      NOTES: 'Pt tolerated well, mom driving him home',
      'F/U': 'Post-op check 1 wk',
    },
  }),
  defineCase({
    id: 'ca25-us-asr-short-suture-removal-after-implant-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'post op check one week after implant placement number nineteen no pain only needed ibuprofen for two days site healing well no swelling cover screw not exposed sutures removed see her in three months for uncovery',
    expect: {
      CC: 'Post-op check 1 week after implant placement #19. No pain. Only needed ibuprofen for 2 days',
      INTRA: 'Site healing well. No swelling. Cover screw not exposed',
      TX: ['Sutures removed'],
      'F/U': 'See her in 3 months for uncovery',
    },
  }),
  defineCase({
    id: 'ca26-us-asr-dry-socket-17-sorry-carpule-dressing',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency she had number seventeen out four days ago at another office severe pain radiating to her ear since yesterday bad taste ibuprofen isn't touching it medical history smoker half a pack a day on birth control no allergies extraoral no swelling no lymph nodes palpable intraoral seventeen socket empty exposed bone food packed in it no pus number eighteen sound diagnosis alveolar osteitis seventeen two carpules sorry one carpule lidocaine two percent one to one hundred thousand epi left ianb socket gently irrigated with saline debris removed placed dry socket paste on iodoform gauze she felt relief within a few minutes told her no smoking and no straws and to keep rinsing gently with salt water after meals rx ibuprofen six hundred milligrams every six hours next visit dressing change in two days",
    expect: {
      CC: "Emergency. She had #17 out 4 days ago at another office. Severe pain radiating to her ear since yesterday. Bad taste. Ibuprofen isn't touching it",
      'MED HX': 'Smoker half a pack a day. On birth control. No allergies',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: '#17 socket empty. Exposed bone. Food packed in it. No pus',
      DENTAL: [['18', 'Sound']],
      DX: ['Alveolar osteitis #17'],
      CONSULT: 'Told her no smoking and no straws and to keep rinsing gently with salt water after meals',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Socket gently irrigated with saline',
        'Debris removed',
        'Placed dry socket paste on iodoform gauze',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      NOTES: 'She felt relief within a few minutes',
      NV: ['Dressing change in 2 days'],
    },
  }),
  defineCase({
    id: 'ca27-us-typed-non-healing-tongue-ulcer-omfs-biopsy-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt c/o sore spot on tongue x 4 wks, not healing, thought it was from a sharp tooth. Med hx: HTN (amlodipine), GERD, NKDA. Former smoker (quit 5 yrs ago, 30 pack-yrs), 2-3 beers/day. EO: 1.5 cm firm, non-tender L submandibular node. IO: 12 mm ulcer L lateral border of tongue, rolled indurated margins, red/white base, bleeds on touch. #19 and #20 intact, no sharp edges. Dx: non-healing ulcer L lateral tongue (r/o SCC). Discussed findings frankly, explained it needs a biopsy urgently, pt understood. Photos taken. Referred to OMFS for incisional biopsy this week. Follow-up after biopsy.',
    expect: {
      CC: 'Sore spot on tongue x 4 wks, not healing, thought it was from a sharp tooth',
      'MED HX': 'HTN (amlodipine), GERD, NKDA. Former smoker (quit 5 yrs ago, 30 pack-yrs), 2-3 beers/day',
      EXTRA: '1.5 cm firm, non-tender L submandibular node',
      INTRA: '12 mm ulcer L lateral border of tongue, rolled indurated margins, red/white base, bleeds on touch',
      DENTAL: [
        ['19', 'Intact, no sharp edges'],
        ['20', 'Intact, no sharp edges'],
      ],
      DX: ['Non-healing ulcer L lateral tongue (r/o SCC)'],
      CONSULT: 'Discussed findings frankly, explained it needs a biopsy urgently, pt understood',
      TX: ['Photos taken'],
      'TX PLAN': ['Referred to OMFS for incisional biopsy this week'],
      'F/U': 'Follow-up after biopsy',
    },
  }),
  defineCase({
    id: 'ca28-us-asr-tmd-stabilization-splint-delivered-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for delivery of her upper stabilization splint for tmd jaw still sore in the mornings clicking on the right is the same medical history no changes takes sertraline no allergies extraoral right masseter tender to palpation right tmj click on opening no crepitus opening thirty five millimeters scratch that opening forty millimeters intraoral no changes tried in the splint seated fully retention good adjusted the occlusal surface for even contacts on all teeth in centric and canine guidance in lateral movements smoothed and polished she says it feels tight but fine showed her how to put it in and clean it told her to wear it at night only and to keep up the jaw exercises review in four weeks',
    expect: {
      CC: 'Delivery of her upper stabilization splint for TMD. Jaw still sore in the mornings. Clicking on the right is the same',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      EXTRA: 'Right masseter tender to palpation. Right TMJ click on opening. No crepitus. Opening 40 mm',
      INTRA: 'No changes',
      CONSULT:
        'Showed her how to put it in and clean it. Told her to wear it at night only and to keep up the jaw exercises',
      'TX TODAY': ['Splint'],
      TX: [
        'Tried in the splint',
        'Seated fully',
        'Retention good',
        'Adjusted the occlusal surface for even contacts on all teeth in centric and canine guidance in lateral movements',
        'Smoothed and polished',
      ],
      NOTES: 'She says it feels tight but fine',
      'F/U': 'Review in 4 weeks',
    },
  }),
  defineCase({
    id: 'ca29-us-typed-candidiasis-denture-stomatitis-angular-cheilitis-warfarin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '78 y/o w/ daughter. C/O burning mouth + cracked corners of mouth x 3 wks. Wears upper/lower CDs, sleeps in them. Med hx: COPD (Advair inhaler), a-fib (warfarin), NKDA. EO: bilateral angular cheilitis. IO: erythema of palate under upper CD, white curd-like plaques on soft palate that wipe off leaving red base. Tongue dry, depapillated. Dentures: heavy plaque, lower flange cracked. Dx: denture stomatitis, pseudomembranous candidiasis, angular cheilitis. Rx nystatin suspension 5 ml swish + swallow QID x 14 days (not miconazole due to warfarin). Rx nystatin/triamcinolone cream to corners BID. Advised dentures out at night soaked in cleanser, rinse mouth after inhaler, brush palate + tongue. Daughter asked if new dentures needed: yes eventually, after infection clears. Recheck 2 wks.',
    expect: {
      CC: 'Burning mouth + cracked corners of mouth x 3 wks. Wears upper/lower CDs, sleeps in them',
      'MED HX': 'COPD (Advair inhaler), a-fib (warfarin), NKDA',
      EXTRA: 'Bilateral angular cheilitis',
      INTRA:
        'Erythema of palate under upper CD, white curd-like plaques on soft palate that wipe off leaving red base. Tongue dry, depapillated. Dentures: heavy plaque, lower flange cracked',
      DX: ['Denture stomatitis', 'Pseudomembranous candidiasis', 'Angular cheilitis'],
      CONSULT:
        'Advised dentures out at night soaked in cleanser, rinse mouth after inhaler, brush palate + tongue. Daughter asked if new dentures needed: yes eventually, after infection clears',
      TX: [
        'Rx nystatin suspension 5 ml swish + swallow QID x 14 days (not miconazole due to warfarin)',
        'Rx nystatin/triamcinolone cream to corners BID',
      ],
      NOTES: '78 y/o w/ daughter',
      'F/U': 'Recheck 2 wks',
    },
  }),
  defineCase({
    id: 'ca30-us-typed-very-short-implant-30-check-isq',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant #30 check, 3 mo post-op, asymptomatic. Tissue healed around healing abutment, ISQ 76. PA: integrated, crestal bone stable. NV: final impression for implant crown #30.',
    expect: {
      CC: 'Implant #30 check, 3 mo post-op, asymptomatic',
      INTRA: 'Tissue healed around healing abutment, ISQ 76',
      RADIO: 'PA: integrated, crestal bone stable',
      NV: ['Final impression for implant crown #30'],
    },
  }),
];
