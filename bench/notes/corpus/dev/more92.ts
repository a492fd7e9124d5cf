// A ninety-second development batch (ids cp01–cp30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is special care dentistry: adults with
// learning disabilities or autism seen with carers, support workers, parents or guardians; wheelchair users treated in
// their own chair (recliner, tilt, platform) or transferred by hoist or sliding board; dementia with capacity assessments,
// lasting power of attorney, guardians, health care proxies and best-interests decisions; severe anxiety managed with
// inhalation (RA / nitrous oxide) or IV sedation; general anaesthetic assessments and an OR day; head and neck cancer
// patients before and after radiotherapy (extractions, fluoride trays, radiation caries, osteoradionecrosis); patients on
// bisphosphonates (MRONJ) or anticoagulants (apixaban, warfarin with INR, heparin); domiciliary and nursing-facility
// visits; desensitisation / acclimatisation visits where only an exam or a polish is managed; and the reasonable
// adjustments made. Each note records who came, consent and capacity, what was managed and how, findings, treatment,
// advice to carers, plans and follow-ups. Five clinicians, six visits each:
//   cp01–cp06 a UK special care dentist (FDI, all recogniser-style): a second desensitisation visit with a mirror exam
//     only and varnish, a DO composite for a wheelchair user treated on the wheelchair recliner, an extraction for a care
//     home resident with dementia on apixaban after a capacity assessment and best-interests decision, two composites
//     under IV midazolam (appended dictation), a pre-radiotherapy assessment with fluoride tray impressions, a
//     domiciliary denture easing for a resident on alendronic acid;
//   cp07–cp12 a UK community dentist (Palmer, typed UR6 shorthand): a GA assessment for a non-verbal adult (plan only),
//     an extraction under inhalation sedation, an extraction for a wheelchair user on warfarin, a recall for an adult
//     with Down syndrome (appended dictation), GIC restorations for radiation caries, an exam for a tetraplegic patient
//     transferred by hoist;
//   cp13–cp18 a US special needs dentist (Universal, all recogniser-style): a third desensitization visit with guardian
//     consent, a recall with prophy for a wheelchair user with cerebral palsy, two composites under nitrous oxide
//     (appended dictation), MRONJ on zoledronic acid, a consult for treatment under GA in the OR, a nursing-facility visit
//     with an extraction on apixaban and proxy consent by phone;
//   cp19–cp24 a US hospital dentist (Universal, typed full sentences): pre-radiation extractions with fluoride tray
//     impressions, an inpatient extraction for cardiac surgery clearance on heparin, comprehensive treatment under GA in
//     the OR, a pre-zoledronic acid evaluation (appended dictation), restorations and prophy under IV moderate sedation
//     with a Hoyer lift transfer, an osteoradionecrosis follow-up with a sequestrum removed;
//   cp25–cp30 a UK dental therapist (FDI; cp26, cp28, cp29 recogniser-style, cp25, cp27, cp30 typed): a prevention visit
//     with reasonable adjustments, a first acclimatisation visit with a polish only, a domiciliary mouth care visit with
//     a best-interests decision, RSD for a paraplegic patient on alendronic acid (appended dictation), a buccal GIC for a
//     wheelchair user who lacks capacity, a fluoride tray fit before radiotherapy with scale and polish.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers, "sorry"
// corrections, no punctuation) and 15 typed (terse UK shorthand in cp07–cp12, cp25, cp27, cp30; full sentences in
// cp19–cp24); roughly 100 to 330 words; five cases with appended dictation (cp04 "add to notes …" / "change … to …"; cp10
// "Add to notes: …" / "Add to treatment: …"; cp15 "add to notes …" / "change … to …"; cp22 "Add to notes: …" / "Change …
// to …."; cp28 "add to notes …" / "add to treatment …"). DENTAL in 28 cases (not cp28, cp30).
//
// Judgement calls where the contract was silent:
// - Who came, an adult's age (also when said before "here for", as more58 bh19), how the patient was seen or moved
//   (own wheelchair, recliner, tilt, platform, hoist, sliding board, bed, armchair), reasonable adjustments and
//   behaviour management (lights dimmed, headphones, visual timetable, social story, now-and-next board, stop signal,
//   breaks), what the patient managed or tolerated and remarks about the patient are NOTES. So is a note to another team
//   ("Radiation oncology was informed …") and "dentally cleared for surgery".
// - Capacity statements and assessments, lasting power of attorney, guardians and health care proxies, best-interests
//   decisions and consent forms ("Consent form 4 completed") are CONSENT, also when they name the treatment; a patient's
//   agreement given after a discussion ("He agrees to extraction of 47 and 48 …", "He agreed to the extraction", "She
//   chose extraction …", "He's happy to go ahead") is CONSULT (as more58).
// - Pre-sedation ASA grade, vital signs, weight, NPO and INR / anticoagulant doses said in or right after the medical
//   history are MED HX (as more56 bf06's BP); sedation steps (cannula, midazolam / fentanyl titration, RA / nitrous oxide
//   titration, monitoring, oxygen, recovery, discharge to the escort, post-sedation instructions) are TX items with no
//   title; "post sedation instructions" → "Post-sedation instructions" (as "post op" → "Post-op"). "No antibiotic
//   prophylaxis was indicated …" is a TX item like "No LA needed".
// - Prescriptions given today (Duraphat 5000, chlorhexidine, nystatin, tranexamic acid, PreviDent) are TX items; advice
//   to continue them, advice to carers or staff, "advised restart apixaban this evening" and a demonstration of loading
//   fluoride trays are CONSULT (as more56 bf10's "Insertion + removal demonstrated"). "duraphat five thousand" →
//   "Duraphat 5000" (a product name, no comma).
// - Titles: "eased the lower denture flange" → "Denture adjustment"; "upper and lower impressions for fluoride trays" →
//   "Impressions" (the trays are their purpose); "oral hygiene instruction …" and "OHI + TBI …" → "OHI"; "buccal glass
//   ionomer 35" → "B GIC 35"; three teeth extracted in one sentence → one title "Extraction #17, #18, #31"; a polish with
//   prophy paste (a material something is done with), a scale alone, full mouth debridement, alveoloplasty, sequestrum
//   removal, a rinse of the area (not "irrigated"), throat packs, a fluoride tray try-in and dentures cleaned are no
//   titles (cp26 has no TX TODAY).
// - Limits of the exam: "couldn't see the upper molars" is INTRA, "radiographs not attempted", "unable to get x-rays"
//   and "Radiographs not possible" are RADIO, "BPE not possible" is PERIO; plaque and gingival bleeding are PERIO (as
//   more58 bh19 / bh23); lips are EXTRA; dentures, candida, exposed bone, sockets and ulcers are INTRA, and a tooth
//   named only as the place of exposed bone or a socket makes no chart entry (rule 7).
// - Referrals, letters to other teams, GA list bookings, medical clearance and GA procedures are TX PLAN; "book in for
//   the OR …" is NV (its header words go).
// - LA: "la two sorry one and a half cartridges" → "1.5 cartridges"; "infiltration #7 and #10" → "infiltration #7, #10"
//   (teeth said together); two LA steps are two LA items (as more56 bf03).
// - In recogniser-style text fields each clause is a sentence: a medical history run of conditions is one sentence per
//   condition, "and" before a clause with a new subject goes and starts a new sentence (as more58 bh18), while one subject
//   with two verbs and a statement reported by carers or staff ("staff report she's stopped wearing … and seems sore")
//   stay whole; "so" between two clauses goes the same way ("He coughed a couple of times. We sat him up …").
// - A reason typed with "Review" / "Follow-up" and the interval-free history after it is the CC; the cancer history
//   said after "Medical history" is MED HX, said in the opening of a typed follow-up (cp24) it stays in the CC.
// - Numbers and units: "sixty eight kilos" → "68 kg", "five millimeters" → "5 mm", "point one two percent" → "0.12%",
//   "t six" → "T6", "mdas twenty four sorry twenty three" → "MDAS 23", "asa two" → "ASA 2"; "g tube" → "G tube",
//   "oranurse" → "OraNurse", "gracey" → "Gracey", "cavitron" → "Cavitron", "elastoplast" → "Elastoplast".
// - Appends: "add to notes …" / "Add to notes: …" adds to NOTES; "add to treatment …" adds a TX item at the end and its
//   title if it names one ("fluoride varnish applied" → "Fluoride varnish"); "change X to Y" edits the one place X is
//   said (cp04's "45 minutes" only in TX, cp15's "30%" only in TX, cp22's "next week" only in TX PLAN).
import { defineCase, type NotesCase } from '../case.ts';

export const more92Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK special care dentist (FDI, recogniser-style)
  defineCase({
    id: 'cp01-uk-asr-fdi-desensitisation-visit-2-mirror-exam-only-varnish-duraphat-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "okay second desensitisation visit twenty eight year old with autism and a learning disability accompanied by two support workers from his supported living medical history autism learning disability epilepsy on sodium valproate and lamotrigine no seizures for six months no allergies lights dimmed for him he wore his own headphones visual timetable used he sat in the dental chair for the first time um he only managed a mirror exam intra oral soft tissues look healthy as far as seen couldn't see the upper molars heavy plaque upper and lower anteriors gums bleeding around the lower front teeth one one and two one sound three six large occlusal cavity radiographs not attempted fluoride varnish applied to the lower teeth prescribed duraphat two eight hundred sorry duraphat five thousand toothpaste advised support workers to brush twice a day with a pea sized amount and use a three sided toothbrush spit don't rinse next visit third desensitisation visit with a look at three six",
    expect: {
      CC: 'Second desensitisation visit',
      'MED HX':
        'Autism. Learning disability. Epilepsy on sodium valproate and lamotrigine. No seizures for 6 months. No allergies',
      INTRA: "Soft tissues look healthy as far as seen. Couldn't see the upper molars",
      PERIO: 'Heavy plaque upper and lower anteriors. Gums bleeding around the lower front teeth',
      DENTAL: [
        ['11', 'Sound'],
        ['21', 'Sound'],
        ['36', 'Large O cavity'],
      ],
      RADIO: 'Radiographs not attempted',
      CONSULT:
        "Advised support workers to brush twice a day with a pea sized amount and use a 3 sided toothbrush. Spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied to the lower teeth', 'Prescribed Duraphat 5000 toothpaste'],
      NOTES:
        '28 year old with autism and a learning disability accompanied by 2 support workers from his supported living. Lights dimmed for him. He wore his own headphones. Visual timetable used. He sat in the dental chair for the first time. He only managed a mirror exam',
      NV: ['Third desensitisation visit with a look at 36'],
    },
  }),
  defineCase({
    id: 'cp02-uk-asr-fdi-wheelchair-recliner-do-composite-46-communication-board-consent',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the filling on four six she came with her personal assistant she uses a powered wheelchair and we treated her in her own chair on the wheelchair recliner medical history cerebral palsy takes baclofen and omeprazole allergic to elastoplast she has capacity and gave verbal consent using her communication board four six disto occlusal caries not tender four seven sound four five sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four six cotton wool rolls and high volume suction no rubber dam because of her swallow caries removed dentine firm sectional matrix and wedge disto occlusal composite four six shade a three cured bite checked polished she needed a couple of rest breaks for her neck advised her personal assistant to help with brushing the lower right back teeth review at her recall in six months",
    expect: {
      CC: 'Filling on 46',
      'MED HX': 'Cerebral palsy. Takes baclofen and omeprazole. Allergic to Elastoplast',
      DENTAL: [
        ['46', 'DO caries not tender'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      CONSULT: 'Advised her personal assistant to help with brushing the lower right back teeth',
      CONSENT: 'She has capacity and gave verbal consent using her communication board',
      'TX TODAY': ['DO composite 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Cotton wool rolls and high volume suction',
        'No rubber dam because of her swallow',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'DO composite 46',
        'Shade A3',
        'Cured',
        'Bite checked',
        'Polished',
      ],
      NOTES:
        'She came with her personal assistant. She uses a powered wheelchair. We treated her in her own chair on the wheelchair recliner. She needed a couple of rest breaks for her neck',
      'F/U': 'Review at her recall in 6 months',
    },
  }),
  defineCase({
    id: 'cp03-uk-asr-fdi-dementia-capacity-best-interests-lpa-xla-36-apixaban-surgicel',
    style: 'UK',
    asr: true,
    transcript:
      "here because care home staff noticed she's been pulling at her face and not eating on the left side she's accompanied by her daughter and a carer from the home medical history alzheimer's dementia atrial fibrillation on apixaban last dose last night morning dose missed as advised also on donepezil no known allergies extra oral no swelling no lymphadenopathy intra oral soft tissues healthy upper full denture three six retained root tender to pressure three five and three seven sound pa three six retained roots with periapical radiolucency diagnosis apical periodontitis three six capacity assessed she couldn't retain or weigh the information she lacks capacity for this decision her daughter has lasting power of attorney for health and welfare best interests decision with her daughter and the carer to extract three six consent form four completed la two sorry one and a half cartridges articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration three six extracted three six roots complete surgicel placed in the socket two vicryl rapide sutures haemostasis achieved post op instructions given to the carer and daughter verbal and written she was calm holding her daughter's hand advised restart apixaban this evening review by phone with the care home in one week",
    expect: {
      CC: "Care home staff noticed she's been pulling at her face and not eating on the left side",
      'MED HX':
        "Alzheimer's dementia. Atrial fibrillation on apixaban. Last dose last night. Morning dose missed as advised. On donepezil. No known allergies",
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues healthy. Upper full denture',
      DENTAL: [
        ['36', 'Retained root tender to pressure'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36 retained roots with periapical radiolucency',
      DX: ['Apical periodontitis 36'],
      CONSULT: 'Advised restart apixaban this evening',
      CONSENT:
        "Capacity assessed. She couldn't retain or weigh the information. She lacks capacity for this decision. Her daughter has lasting power of attorney for health and welfare. Best interests decision with her daughter and the carer to extract 36. Consent form 4 completed",
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 1.5 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
        'Extracted 36',
        'Roots complete',
        'Surgicel placed in the socket',
        '2 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post-op instructions given to the carer and daughter verbal and written',
      ],
      NOTES:
        "She's accompanied by her daughter and a carer from the home. She was calm holding her daughter's hand",
      'F/U': 'Review by phone with the care home in 1 week',
    },
  }),
  defineCase({
    id: 'cp04-uk-asr-fdi-iv-sedation-midazolam-mo-26-o-36-mdas-sorry-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "iv sedation for two fillings on the left side severe dental anxiety mdas twenty four sorry twenty three her husband is her escort and will stay with her for twenty four hours medical history asthma uses salbutamol rarely no allergies asa two bp one twenty eight over seventy eight pulse seventy six sats ninety eight percent on air weight sixty eight kilos two six mesial occlusal caries three six occlusal caries three seven distal occlusal caries written consent for sedation and treatment signed cannula twenty two gauge left dorsum of hand midazolam titrated five milligrams in one milligram increments good sedation level sats stayed above ninety five percent throughout la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six then two cartridges lidocaine two percent one in eighty thousand adrenaline id block left rubber dam placed two six caries removed mesial occlusal composite two six shade a two three six caries removed occlusal composite three six shade a two rubber dam off bite checked cannula removed site intact recovered for forty five minutes discharged to her husband post sedation instructions given verbally and in writing she said she didn't remember much which she was pleased about next visit iv sedation for disto occlusal composite three seven",
    appends: ["add to notes she'd like an afternoon appointment next time", 'change forty five minutes to one hour'],
    expect: {
      CC: 'IV sedation for 2 fillings on the left side',
      'MED HX':
        'Asthma. Uses salbutamol rarely. No allergies. ASA 2. BP 128/78. Pulse 76. Sats 98% on air. Weight 68 kg',
      DENTAL: [
        ['26', 'MO caries'],
        ['36', 'O caries'],
        ['37', 'DO caries'],
      ],
      CONSENT: 'Written consent for sedation and treatment signed',
      'TX TODAY': ['MO composite 26', 'O composite 36'],
      TX: [
        'Cannula 22 gauge left dorsum of hand',
        'Midazolam titrated 5 mg in 1 mg increments',
        'Good sedation level',
        'Sats stayed above 95% throughout',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam placed',
        '26 caries removed',
        'MO composite 26',
        'Shade A2',
        '36 caries removed',
        'O composite 36',
        'Shade A2',
        'Rubber dam off',
        'Bite checked',
        'Cannula removed',
        'Site intact',
        'Recovered for 1 hour',
        'Discharged to her husband',
        'Post-sedation instructions given verbally and in writing',
      ],
      NOTES:
        "Severe dental anxiety. MDAS 23. Her husband is her escort and will stay with her for 24 hours. She said she didn't remember much which she was pleased about. She'd like an afternoon appointment next time",
      NV: ['IV sedation for DO composite 37'],
    },
  }),
  defineCase({
    id: 'cp05-uk-asr-fdi-before-radiotherapy-assessment-opg-47-48-fluoride-tray-impressions',
    style: 'UK',
    asr: true,
    transcript:
      "dental assessment before radiotherapy referred by the head and neck team his wife is with him medical history squamous cell carcinoma right lateral tongue for resection and radiotherapy starting in about three weeks hypertension on ramipril smokes ten a day drinks about twenty units a week no allergies extra oral no lymphadenopathy palpable intra oral ulcerated lesion right lateral tongue as expected bpe three three two three three three four seven grossly carious four eight partially erupted history of pericoronitis four six mesial occlusal amalgam sorry mesial occlusal distal amalgam sound one one and two one crowns sound opg taken for assessment four seven caries into the pulp with periapical radiolucency four eight mesioangular impacted diagnosis unrestorable four seven discussed the risk of osteoradionecrosis after radiotherapy and why any doubtful teeth in the field should come out now he agrees to extraction of four seven and four eight before radiotherapy smoking and alcohol cessation advice given upper and lower impressions for fluoride trays prescribed duraphat five thousand toothpaste referred to the hospital for surgical removal of four eight plan extraction four seven next week at least ten days before radiotherapy starts then hygienist every three months",
    expect: {
      CC: 'Dental assessment before radiotherapy referred by the head and neck team',
      'MED HX':
        'Squamous cell carcinoma right lateral tongue for resection and radiotherapy starting in about 3 weeks. Hypertension on ramipril. Smokes 10 a day. Drinks about 20 units a week. No allergies',
      EXTRA: 'No lymphadenopathy palpable',
      INTRA: 'Ulcerated lesion right lateral tongue as expected',
      PERIO: 'BPE 3 3 2 / 3 3 3',
      DENTAL: [
        ['47', 'Grossly carious'],
        ['48', 'Partially erupted history of pericoronitis'],
        ['46', 'MOD amalgam sound'],
        ['11', 'Crowns sound'],
        ['21', 'Crowns sound'],
      ],
      RADIO:
        'OPG taken for assessment. 47 caries into the pulp with periapical radiolucency. 48 mesioangular impacted',
      DX: ['Unrestorable 47'],
      CONSULT:
        'Discussed the risk of osteoradionecrosis after radiotherapy and why any doubtful teeth in the field should come out now. He agrees to extraction of 47 and 48 before radiotherapy. Smoking and alcohol cessation advice given',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower impressions for fluoride trays', 'Prescribed Duraphat 5000 toothpaste'],
      'TX PLAN': [
        'Referred to the hospital for surgical removal of 48',
        'Extraction 47 next week at least 10 days before radiotherapy starts',
        'Hygienist every 3 months',
      ],
      NOTES: 'His wife is with him',
    },
  }),
  defineCase({
    id: 'cp06-uk-asr-fdi-domiciliary-nursing-home-denture-eased-best-interests-alendronic-33',
    style: 'UK',
    asr: true,
    transcript:
      "domiciliary visit to the nursing home staff report she's stopped wearing her lower denture and seems sore when eating seen in her room sitting in her armchair her key worker was present medical history vascular dementia osteoporosis on alendronic acid for six years type two diabetes no allergies she can't give consent today best interests decision with the nurse in charge to examine and adjust the denture extra oral nad intra oral ulcer in the lower left sulcus under the denture flange no other lesions upper and lower complete dentures lower very worn three three retained root not mobile no swelling covered by the denture eased the lower denture flange on the left with an acrylic bur polished dentures marked for identification advised staff to leave the lower denture out until the ulcer heals clean the dentures after meals and take them out at night discussed leaving three three in place because of the risk of jaw osteonecrosis with the alendronic acid review at the next domiciliary visit in two weeks to check the ulcer",
    expect: {
      CC: "Domiciliary visit to the nursing home. Staff report she's stopped wearing her lower denture and seems sore when eating",
      'MED HX': 'Vascular dementia. Osteoporosis on alendronic acid for 6 years. Type 2 diabetes. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Ulcer in the lower left sulcus under the denture flange. No other lesions. Upper and lower complete dentures. Lower very worn',
      DENTAL: [['33', 'Retained root not mobile no swelling covered by the denture']],
      CONSULT:
        'Advised staff to leave the lower denture out until the ulcer heals. Clean the dentures after meals and take them out at night. Discussed leaving 33 in place because of the risk of jaw osteonecrosis with the alendronic acid',
      CONSENT:
        "She can't give consent today. Best interests decision with the nurse in charge to examine and adjust the denture",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the lower denture flange on the left with an acrylic bur',
        'Polished',
        'Dentures marked for identification',
      ],
      NOTES: 'Seen in her room sitting in her armchair. Her key worker was present',
      'F/U': 'Review at the next domiciliary visit in 2 weeks to check the ulcer',
    },
  }),

  // ---------------------------------------------------------------- 2. UK community dentist (Palmer, typed)
  defineCase({
    id: 'cp07-uk-typed-palmer-ga-assessment-non-verbal-consent-form-4-plan-ga-list',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "GA assessment. Referred by GDP as unable to examine; carers report he's hitting his R cheek and off his food. 34 y/o, non-verbal. Accompanied by mum and 2 carers from his residential home. MH: autism, severe LD, epilepsy (Keppra), reflux (lansoprazole), NKDA. BMI 34. Exam attempted in his wheelchair in the waiting room, limited view only. Heavy plaque, gingival bleeding. BPE not possible. UR6 large cavity. LR7 broken down to gum level. Radiographs not possible. Lacks capacity for treatment decisions (cannot understand or communicate a decision). Best interests discussion with mum and carers: GA for exam, radiographs, scale and treatment as needed incl. extractions. Consent form 4 completed. Advised carers to continue brushing twice daily with Duraphat 5000. Plan: add to hospital GA list, pre-assessment with anaesthetist re sedative premed, bloods under GA if possible.",
    expect: {
      CC: "GA assessment. Referred by GDP as unable to examine; carers report he's hitting his R cheek and off his food",
      'MED HX': 'Autism, severe LD, epilepsy (Keppra), reflux (lansoprazole), NKDA. BMI 34',
      PERIO: 'Heavy plaque, gingival bleeding. BPE not possible',
      DENTAL: [
        ['UR6', 'Large cavity'],
        ['LR7', 'Broken down to gum level'],
      ],
      RADIO: 'Radiographs not possible',
      CONSULT: 'Advised carers to continue brushing twice daily with Duraphat 5000',
      CONSENT:
        'Lacks capacity for treatment decisions (cannot understand or communicate a decision). Best interests discussion with mum and carers: GA for exam, radiographs, scale and treatment as needed incl. extractions. Consent form 4 completed',
      'TX PLAN': [
        'Add to hospital GA list',
        'Pre-assessment with anaesthetist re sedative premed',
        'Bloods under GA if possible',
      ],
      NOTES:
        '34 y/o, non-verbal. Accompanied by mum and 2 carers from his residential home. Exam attempted in his wheelchair in the waiting room, limited view only',
    },
  }),
  defineCase({
    id: 'cp08-uk-typed-palmer-inhalation-sedation-xla-ll6-needle-phobic-easy-read',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'IHS for XLA LL6. Needle phobic. Support worker present. MH: mild LD, hypothyroid (levothyroxine), NKDA. ASA II. LL6 grossly carious, TTP. LL7, LL5 sound. Pt has capacity for this decision, understood risks of XLA vs RCT with easy-read leaflet. Written consent signed. RA: 100% O2, N2O titrated to 35% over 6 min. Good sedation. Topical. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + lingual infil LL6. XLA LL6 with elevators + forceps, roots sectioned, roots complete. Bite on gauze, haemostasis. 100% O2 for 5 min. Recovery 15 min. POIG to pt and support worker, easy-read sheet given. Pt said it was much better than he expected. Review prn, recall 6/12.',
    expect: {
      CC: 'IHS for XLA LL6',
      'MED HX': 'Mild LD, hypothyroid (levothyroxine), NKDA. ASA II',
      DENTAL: [
        ['LL6', 'Grossly carious, TTP'],
        ['LL7', 'Sound'],
        ['LL5', 'Sound'],
      ],
      CONSENT:
        'Pt has capacity for this decision, understood risks of XLA vs RCT with easy-read leaflet. Written consent signed',
      'TX TODAY': ['Extraction LL6'],
      TX: [
        'RA: 100% O2',
        'N2O titrated to 35% over 6 min',
        'Good sedation',
        'Topical',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'XLA LL6 with elevators + forceps',
        'Roots sectioned',
        'Roots complete',
        'Bite on gauze',
        'Haemostasis',
        '100% O2 for 5 min',
        'Recovery 15 min',
        'POIG to pt and support worker',
        'Easy-read sheet given',
      ],
      NOTES: 'Needle phobic. Support worker present. Pt said it was much better than he expected',
      'F/U': 'Review prn, recall 6 months',
    },
  }),
  defineCase({
    id: 'cp09-uk-typed-palmer-wheelchair-platform-warfarin-inr-xla-ur5-crown-fractured-tranexamic',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'XLA UR5, assessed last visit. Uses a manual wheelchair; treated in own chair on the wheelchair platform with headrest attachment. Husband present. MH: MS, AF on warfarin (target INR 2-3), oxybutynin, NKDA. INR 2.6 checked this morning at anticoag clinic (within 24 hrs). UR5 crown fractured at gum level, retained root, not mobile. UR4, UR6 sound. Pt has capacity; verbal consent after bleeding risk explained. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UR5. XLA UR5 with luxator + root forceps, root complete. Surgicel packed, 2 x 3-0 Vicryl Rapide sutures. Haemostasis achieved after 10 min pressure. Tranexamic acid 5% mouthwash 10 ml QDS for 2 days given. POIG verbal + written. Advised no hot drinks today, paracetamol for pain, avoid ibuprofen. RV 1/52.',
    expect: {
      CC: 'XLA UR5, assessed last visit',
      'MED HX':
        'MS, AF on warfarin (target INR 2-3), oxybutynin, NKDA. INR 2.6 checked this morning at anticoag clinic (within 24 hrs)',
      DENTAL: [
        ['UR5', 'Crown fractured at gum level, retained root, not mobile', 'Crown'],
        ['UR4', 'Sound'],
        ['UR6', 'Sound'],
      ],
      CONSULT: 'Advised no hot drinks today, paracetamol for pain, avoid ibuprofen',
      CONSENT: 'Pt has capacity; verbal consent after bleeding risk explained',
      'TX TODAY': ['Extraction UR5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR5',
        'XLA UR5 with luxator + root forceps',
        'Root complete',
        'Surgicel packed',
        '2 x 3-0 Vicryl Rapide sutures',
        'Haemostasis achieved after 10 min pressure',
        'Tranexamic acid 5% mouthwash 10 ml QDS for 2 days given',
        'POIG verbal + written',
      ],
      NOTES:
        'Uses a manual wheelchair; treated in own chair on the wheelchair platform with headrest attachment. Husband present',
      'F/U': 'RV 1 week',
    },
  }),
  defineCase({
    id: 'cp10-uk-typed-palmer-down-syndrome-recall-sister-s-and-p-appends-notes-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Recall exam. 45 y/o with Down syndrome, lives with his sister who came with him. Sister says brushing is a battle, he won't let her near the back teeth. MH: Down syndrome, hypothyroid (levothyroxine), early Alzheimer's (memory clinic), hearing impaired L side, NKDA. Has capacity for simple decisions; agreed to exam and S&P verbally. EO: NAD. IO: fissured tongue, soft tissues otherwise healthy. BPE 3 2 3 / 4 4 3. Heavy calculus lower anteriors. LR1, LL1 grade II mobile. UR6 DO amalgam sound. LL6 crown, margin OK. Dx: generalised periodontitis stage III grade C. S&P with ultrasonic. OHI to sister with TePe single tufted brush for the back teeth. Duraphat 5000 Rx. Tolerated well with breaks. Advised sister to sit behind him with his head supported. Explained LR1, LL1 may be lost in the future. NV: 2 further scaling visits with hygienist. Recall 3/12.",
    appends: [
      'Add to notes: prefers his sister to stay in the room; hearing aid taken out for the scaling.',
      'Add to treatment: fluoride varnish applied.',
    ],
    expect: {
      CC: "Recall exam. Sister says brushing is a battle, he won't let her near the back teeth",
      'MED HX':
        "Down syndrome, hypothyroid (levothyroxine), early Alzheimer's (memory clinic), hearing impaired L side, NKDA",
      EXTRA: 'NAD',
      INTRA: 'Fissured tongue, soft tissues otherwise healthy',
      PERIO: 'BPE 3 2 3 / 4 4 3. Heavy calculus lower anteriors',
      DENTAL: [
        ['LR1', 'Grade II mobile'],
        ['LL1', 'Grade II mobile'],
        ['UR6', 'DO amalgam sound'],
        ['LL6', 'Crown, margin OK'],
      ],
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT:
        'Advised sister to sit behind him with his head supported. Explained LR1, LL1 may be lost in the future',
      CONSENT: 'Has capacity for simple decisions; agreed to exam and S&P verbally',
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'S&P with ultrasonic',
        'OHI to sister with TePe single tufted brush for the back teeth',
        'Duraphat 5000 Rx',
        'Fluoride varnish applied',
      ],
      NOTES:
        '45 y/o with Down syndrome, lives with his sister who came with him. Tolerated well with breaks. Prefers his sister to stay in the room; hearing aid taken out for the scaling',
      NV: ['2 further scaling visits with hygienist'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cp11-uk-typed-palmer-post-radiotherapy-radiation-caries-b-gic-ll3-ll4-lr3-trismus',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review, 18 months post RT for SCC L tonsil (66 Gy). Mouth very dry, LL teeth sensitive. Using fluoride trays most nights. Came alone. MH: SCC L tonsil treated with chemoradiotherapy, hypertension (amlodipine), ex-smoker, NKDA. EO: mouth opening 28 mm (was 35 mm), no lymphadenopathy. IO: xerostomia, mucosa dry and thin, no ulceration, no exposed bone. BPE 2 2 2 / 2 2 2. LL3, LL4 cervical caries, soft. LR3 B cervical caries. UL6 MO comp intact. Dx: radiation caries. Discussed ORN risk; any extractions in the lower jaw to be done at the hospital. No LA needed. Caries removed with hand excavators. LL3 B GIC, LL4 B GIC, LR3 B GIC (Fuji IX). FV 22,600 ppm applied. Advised to continue Duraphat 5000 and fluoride trays, Biotène gel for dryness, trismus exercises with TheraBite. Recall 3/12.',
    expect: {
      CC: 'Review, 18 months post RT for SCC L tonsil (66 Gy). Mouth very dry, LL teeth sensitive. Using fluoride trays most nights',
      'MED HX': 'SCC L tonsil treated with chemoradiotherapy, hypertension (amlodipine), ex-smoker, NKDA',
      EXTRA: 'Mouth opening 28 mm (was 35 mm), no lymphadenopathy',
      INTRA: 'Xerostomia, mucosa dry and thin, no ulceration, no exposed bone',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['LL3', 'Cervical caries, soft'],
        ['LL4', 'Cervical caries, soft'],
        ['LR3', 'B cervical caries'],
        ['UL6', 'MO comp intact'],
      ],
      DX: ['Radiation caries'],
      CONSULT:
        'Discussed ORN risk; any extractions in the lower jaw to be done at the hospital. Advised to continue Duraphat 5000 and fluoride trays, Biotène gel for dryness, trismus exercises with TheraBite',
      'TX TODAY': ['B GIC LL3', 'B GIC LL4', 'B GIC LR3', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Caries removed with hand excavators',
        'LL3 B GIC',
        'LL4 B GIC',
        'LR3 B GIC (Fuji IX)',
        'FV 22,600 ppm applied',
      ],
      NOTES: 'Came alone',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cp12-uk-typed-palmer-tetraplegia-ceiling-hoist-exam-mouth-stick-wear-bws-ll7',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Exam, no complaints. C5 tetraplegia after a spinal injury; uses a power chair. Transferred to the dental chair with the ceiling hoist by his 2 carers, sling left in place. Pressure areas checked by carers before and after. MH: tetraplegia, autonomic dysreflexia risk – BP monitored (118/72 at start, 122/76 at end), baclofen, oxybutynin, NKDA. EO: NAD. IO: NAD. BPE 1 1 1 / 1 2 1. UR1, UL1 worn and chipped incisal edges from mouth stick. LR6 O comp sound. LL7 O caries, small. BWs R + L: LL7 O caries into dentine, nil else. Dx: caries LL7. Advised carers re electric toothbrush; mouth stick guard discussed. NV: O comp LL7 (60 min appt in the hoist room). Recall 6/12.',
    expect: {
      CC: 'Exam, no complaints',
      'MED HX':
        'Tetraplegia, autonomic dysreflexia risk – BP monitored (118/72 at start, 122/76 at end), baclofen, oxybutynin, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['UR1', 'Worn and chipped incisal edges from mouth stick'],
        ['UL1', 'Worn and chipped incisal edges from mouth stick'],
        ['LR6', 'O comp sound'],
        ['LL7', 'O caries, small'],
      ],
      RADIO: 'BWs R + L: LL7 O caries into dentine, nil else',
      DX: ['Caries LL7'],
      CONSULT: 'Advised carers re electric toothbrush; mouth stick guard discussed',
      NOTES:
        'C5 tetraplegia after a spinal injury; uses a power chair. Transferred to the dental chair with the ceiling hoist by his 2 carers, sling left in place. Pressure areas checked by carers before and after',
      NV: ['O composite LL7 (60 min appt in the hoist room)'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US special needs dentist (Universal, recogniser-style)
  defineCase({
    id: 'cp13-us-asr-third-desensitization-visit-guardian-consent-count-teeth-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "third desensitization visit twenty two year old nonverbal with autism mom came with him she's his legal guardian medical history autism intellectual disability takes risperidone and melatonin no known drug allergies mom consented to the exam and fluoride as his guardian we used his social story and a visual schedule he walked into the operatory by himself and sat in the chair for about three minutes uh he let me count his teeth with a mirror soft tissues look normal couldn't see the lower left generalized plaque gingivitis upper anteriors number eight and number nine sound number three occlusal stain no cavitation number thirty big occlusal cavity no x-rays today fluoride varnish applied in the chair with a brush told mom to keep the same routine at home and practice opening wide with the mirror she'll send us pictures of his brushing next visit fourth desensitization visit with bitewings if he allows",
    expect: {
      CC: 'Third desensitization visit',
      'MED HX': 'Autism. Intellectual disability. Takes risperidone and melatonin. No known drug allergies',
      INTRA: "Soft tissues look normal. Couldn't see the lower left",
      PERIO: 'Generalized plaque. Gingivitis upper anteriors',
      DENTAL: [
        ['8', 'Sound'],
        ['9', 'Sound'],
        ['3', 'O stain no cavitation'],
        ['30', 'Big O cavity'],
      ],
      RADIO: 'No x-rays today',
      CONSULT:
        "Told mom to keep the same routine at home and practice opening wide with the mirror. She'll send us pictures of his brushing",
      CONSENT: 'Mom consented to the exam and fluoride as his guardian',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied in the chair with a brush'],
      NOTES:
        "22 year old nonverbal with autism. Mom came with him. She's his legal guardian. We used his social story and a visual schedule. He walked into the operatory by himself and sat in the chair for about 3 minutes. He let me count his teeth with a mirror",
      NV: ['Fourth desensitization visit with bitewings if he allows'],
    },
  }),
  defineCase({
    id: 'cp14-us-asr-cerebral-palsy-wheelchair-tilt-recall-prophy-erosion-g-tube',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "thirty five year old here for his six month recall and cleaning a staff member from his group home came with him he stayed in his wheelchair and we used the wheelchair tilt he has capacity to consent and nodded yes for the exam and cleaning medical history spastic quadriplegic cerebral palsy seizure disorder on levetiracetam gerd on omeprazole g tube for meds and most of his nutrition no allergies extraoral drooling lip incompetence intraoral high vaulted palate tongue thrust no caries seen psr three two three three two three heavy calculus lower lingual anteriors numbers eight and nine erosion on the lingual numbers three and fourteen occlusal erosion open mouth prop used prophy with hand scalers and cavitron with high volume suction fluoride varnish he had a startle reflex twice so we took short breaks told staff to brush after the g tube feeds with a suction toothbrush and use a mouth prop at home recall three months",
    expect: {
      CC: 'His 6 month recall and cleaning',
      'MED HX':
        'Spastic quadriplegic cerebral palsy. Seizure disorder on levetiracetam. GERD on omeprazole. G tube for meds and most of his nutrition. No allergies',
      EXTRA: 'Drooling. Lip incompetence',
      INTRA: 'High vaulted palate. Tongue thrust. No caries seen',
      PERIO: 'PSR 3 2 3 / 3 2 3. Heavy calculus lower lingual anteriors',
      DENTAL: [
        ['8', 'L erosion'],
        ['9', 'L erosion'],
        ['3', 'O erosion'],
        ['14', 'O erosion'],
      ],
      CONSULT: 'Told staff to brush after the G tube feeds with a suction toothbrush and use a mouth prop at home',
      CONSENT: 'He has capacity to consent and nodded yes for the exam and cleaning',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: [
        'Open mouth prop used',
        'Prophy with hand scalers and Cavitron with high volume suction',
        'Fluoride varnish',
      ],
      NOTES:
        '35 year old. Staff member from his group home came with him. He stayed in his wheelchair. We used the wheelchair tilt. He had a startle reflex twice. We took short breaks',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cp15-us-asr-nitrous-oxide-ptsd-stop-signal-do-29-o-30-appends-change-percent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "severe dental anxiety she hasn't seen a dentist in ten years here for the two fillings on the lower right we agreed a stop signal raising her left hand her husband came with her and stayed in the room medical history ptsd takes sertraline and propranolol as needed took her propranolol an hour ago no allergies bp one eighteen over seventy four number twenty nine distal occlusal caries number thirty occlusal caries nitrous oxide titrated to thirty percent with oxygen she was much calmer topical benzocaine two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam twenty nine caries removed distal occlusal composite twenty nine shade a two thirty caries removed occlusal composite thirty shade a two occlusion checked polished one hundred percent oxygen for five minutes she used the stop signal once and we paused post op instructions given next visit prophy with nitrous",
    appends: [
      'add to notes she wants the same hygienist and the same room next time',
      'change thirty percent to thirty five percent',
    ],
    expect: {
      CC: '2 fillings on the lower right',
      'MED HX':
        'PTSD. Takes sertraline and propranolol as needed. Took her propranolol an hour ago. No allergies. BP 118/74',
      DENTAL: [
        ['29', 'DO caries'],
        ['30', 'O caries'],
      ],
      'TX TODAY': ['DO composite #29', 'O composite #30'],
      TX: [
        'Nitrous oxide titrated to 35% with oxygen',
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        '#29 caries removed',
        'DO composite #29',
        'Shade A2',
        '#30 caries removed',
        'O composite #30',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        '100% oxygen for 5 minutes',
        'Post-op instructions given',
      ],
      NOTES:
        "Severe dental anxiety. She hasn't seen a dentist in 10 years. We agreed a stop signal raising her left hand. Her husband came with her and stayed in the room. She was much calmer. She used the stop signal once. We paused. She wants the same hygienist and the same room next time",
      NV: ['Prophy with nitrous'],
    },
  }),
  defineCase({
    id: 'cp16-us-asr-mronj-zoledronic-acid-exposed-bone-lingual-21-chlorhexidine-letter',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because her daughter noticed a sharp bit of bone on the lower left inside by the tongue no pain her daughter came with her she uses a walker medical history breast cancer with bone metastases on zoledronic acid infusions every month for two years also on letrozole type two diabetes no allergies extraoral no swelling no lymphadenopathy no numbness of the lip intraoral exposed bone about five millimeters lingual to number twenty one no pus mucosa around it slightly red number twenty one grade one mobility no caries number twenty sound two pas of twenty and twenty one show widened pdl on twenty one no sequestrum diagnosis medication related osteonecrosis of the jaw stage one explained it's linked to the zoledronic acid we won't do any extractions and we'll keep it clean oral hygiene instruction with a soft brush around the area chlorhexidine point one two percent rinse twice a day prescribed plan letter to her oncologist refer to oral surgery for monitoring review in four weeks",
    expect: {
      CC: 'Her daughter noticed a sharp bit of bone on the lower left inside by the tongue. No pain',
      'MED HX':
        'Breast cancer with bone metastases on zoledronic acid infusions every month for 2 years. On letrozole. Type 2 diabetes. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy. No numbness of the lip',
      INTRA: 'Exposed bone about 5 mm lingual to #21. No pus. Mucosa around it slightly red',
      DENTAL: [
        ['21', 'Grade 1 mobility no caries'],
        ['20', 'Sound'],
      ],
      RADIO: '2 PAs of #20 and #21 show widened PDL on #21. No sequestrum',
      DX: ['Medication related osteonecrosis of the jaw stage 1'],
      CONSULT: "Explained it's linked to the zoledronic acid. We won't do any extractions. We'll keep it clean",
      'TX TODAY': ['OHI'],
      TX: [
        'Oral hygiene instruction with a soft brush around the area',
        'Chlorhexidine 0.12% rinse twice a day prescribed',
      ],
      'TX PLAN': ['Letter to her oncologist', 'Refer to oral surgery for monitoring'],
      NOTES: 'Her daughter came with her. She uses a walker',
      'F/U': 'Review in 4 weeks',
    },
  }),
  defineCase({
    id: 'cp17-us-asr-consult-ga-or-down-syndrome-guardian-sister-sleep-apnea-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult for treatment under general anesthesia in the or twenty six year old with down syndrome his sister who's his legal guardian and the group home manager are with him sister reports he's been refusing food and holding his jaw on the left medical history down syndrome av canal defect repaired as a child cardiology says no endocarditis prophylaxis needed hypothyroidism on levothyroxine obstructive sleep apnea on cpap no allergies he let me look for about a minute with his sister holding his hand he won't tolerate treatment in the chair heavy plaque and calculus number fourteen large cavity number nineteen broken down to the gum line number thirty big occlusal cavity couldn't see the lower anteriors unable to get x-rays diagnosis multiple carious teeth discussed with his sister the risks and benefits of general anesthesia including the sleep apnea she signed consent as his guardian for comprehensive treatment under ga plan medical clearance from his primary care doctor then full mouth series under ga then prophy then restore or extract teeth as needed book in for the or in about six weeks",
    expect: {
      CC: "Consult for treatment under general anesthesia in the OR. Sister reports he's been refusing food and holding his jaw on the left",
      'MED HX':
        'Down syndrome. AV canal defect repaired as a child. Cardiology says no endocarditis prophylaxis needed. Hypothyroidism on levothyroxine. Obstructive sleep apnea on CPAP. No allergies',
      INTRA: "Couldn't see the lower anteriors",
      PERIO: 'Heavy plaque and calculus',
      DENTAL: [
        ['14', 'Large cavity'],
        ['19', 'Broken down to the gum line'],
        ['30', 'Big O cavity'],
      ],
      RADIO: 'Unable to get x-rays',
      DX: ['Multiple carious teeth'],
      CONSULT: 'Discussed with his sister the risks and benefits of general anesthesia including the sleep apnea',
      CONSENT: 'She signed consent as his guardian for comprehensive treatment under GA',
      'TX PLAN': [
        'Medical clearance from his primary care doctor',
        'Full mouth series under GA',
        'Prophy',
        'Restore or extract teeth as needed',
      ],
      NOTES:
        "26 year old with Down syndrome. His sister who's his legal guardian and the group home manager are with him. He let me look for about a minute with his sister holding his hand. He won't tolerate treatment in the chair",
      NV: ['OR in about 6 weeks'],
    },
  }),
  defineCase({
    id: 'cp18-us-asr-nursing-facility-bedside-xla-24-apixaban-proxy-phone-consent-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "mobile dentistry visit at the skilled nursing facility nursing staff say her lower front tooth is very loose they're worried she'll swallow it seventy eight year old seen sitting up in bed at forty five degrees with her nurse aide present medical history stroke two years ago with left sided weakness dysphagia on thickened liquids atrial fibrillation on apixaban continued as normal hypertension no allergies she can't consent her son is her health care proxy and gave consent over the phone with the charge nurse as witness heavy plaque candida on the palate number twenty four grade two sorry grade three mobile no bone support numbers twenty three and twenty five grade one mobile diagnosis hopeless twenty four and oral candidiasis gauze throat screen placed one carpule lidocaine two percent one to one hundred thousand epi infiltration twenty four extracted twenty four with forceps pressure with gauze for fifteen minutes collagen plug placed bleeding stopped nystatin suspension prescribed four times a day for fourteen days told the aides to clean her mouth twice a day with a soft brush and keep her upright for thirty minutes after meals review in two weeks",
    expect: {
      CC: "Mobile dentistry visit at the skilled nursing facility. Nursing staff say her lower front tooth is very loose. They're worried she'll swallow it",
      'MED HX':
        'Stroke 2 years ago with left sided weakness. Dysphagia on thickened liquids. Atrial fibrillation on apixaban continued as normal. Hypertension. No allergies',
      INTRA: 'Candida on the palate',
      PERIO: 'Heavy plaque',
      DENTAL: [
        ['24', 'Grade 3 mobile no bone support'],
        ['23', 'Grade 1 mobile'],
        ['25', 'Grade 1 mobile'],
      ],
      DX: ['Hopeless #24', 'Oral candidiasis'],
      CONSULT:
        'Told the aides to clean her mouth twice a day with a soft brush and keep her upright for 30 minutes after meals',
      CONSENT:
        "She can't consent. Her son is her health care proxy and gave consent over the phone with the charge nurse as witness",
      'TX TODAY': ['Extraction #24'],
      TX: [
        'Gauze throat screen placed',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #24',
        'Extracted #24 with forceps',
        'Pressure with gauze for 15 minutes',
        'Collagen plug placed',
        'Bleeding stopped',
        'Nystatin suspension prescribed 4 times a day for 14 days',
      ],
      NOTES: '78 year old seen sitting up in bed at 45 degrees with her nurse aide present',
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. US hospital dentist (Universal, typed sentences)
  defineCase({
    id: 'cp19-us-typed-sentences-pre-radiation-extractions-17-18-31-alveoloplasty-trays',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for pre-radiation dental evaluation and extractions, referred by radiation oncology. His wife accompanied him. Medical history: squamous cell carcinoma of the left base of tongue (p16-positive), scheduled to start IMRT in 14 days; hypertension on lisinopril; former smoker, quit 5 years ago; no known drug allergies. Extraoral: the left level II lymph node is firm and known to the oncology team. Maximum mouth opening is 42 mm. Intraoral: no lesions apart from the known primary tumor. PSR 3 3 3 / 4 3 3. #17 is partially erupted with 6 mm pockets distally. #18 has a large MO carious lesion. #31 has grade II mobility. #2, #3 and #14 have intact amalgams. A panoramic radiograph was taken: #18 caries into the pulp with a periapical radiolucency, #31 horizontal bone loss to the apical third, #17 mesioangular impaction. Diagnosis: nonrestorable #18 and hopeless #31. The risk of osteoradionecrosis was explained, and the patient agreed to extraction of #17, #18 and #31 today. Written informed consent was obtained. Local anesthesia: 3 carpules articaine 4% 1:100,000 epinephrine, left IANB and right IANB. #17, #18 and #31 were extracted with elevators and forceps. Alveoloplasty was performed to remove sharp bony edges. The sockets were irrigated with saline and closed primarily with 4-0 chromic gut sutures. Hemostasis was achieved with gauze pressure. Impressions were taken for custom fluoride trays. 1.1% sodium fluoride toothpaste (PreviDent 5000 Plus) was prescribed for daily use in the trays. Postoperative instructions were given verbally and in writing. Radiation oncology was informed that the sites need 14 days of healing before radiation starts. Next visit: fluoride tray delivery in 1 week.',
    expect: {
      CC: 'Pre-radiation dental evaluation and extractions, referred by radiation oncology',
      'MED HX':
        'Squamous cell carcinoma of the left base of tongue (p16-positive), scheduled to start IMRT in 14 days; hypertension on lisinopril; former smoker, quit 5 years ago; no known drug allergies',
      EXTRA: 'Left level II lymph node is firm and known to the oncology team. Maximum mouth opening is 42 mm',
      INTRA: 'No lesions apart from the known primary tumor',
      PERIO: 'PSR 3 3 3 / 4 3 3',
      DENTAL: [
        ['17', 'Partially erupted with 6 mm pockets distally'],
        ['18', 'Large MO carious lesion'],
        ['31', 'Grade II mobility'],
        ['2', 'Intact amalgams'],
        ['3', 'Intact amalgams'],
        ['14', 'Intact amalgams'],
      ],
      RADIO:
        'Panoramic radiograph was taken: #18 caries into the pulp with a periapical radiolucency, #31 horizontal bone loss to the apical third, #17 mesioangular impaction',
      DX: ['Nonrestorable #18', 'Hopeless #31'],
      CONSULT:
        'Risk of osteoradionecrosis was explained, and the patient agreed to extraction of #17, #18 and #31 today',
      CONSENT: 'Written informed consent was obtained',
      'TX TODAY': ['Extraction #17, #18, #31', 'Impressions'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + IANB right',
        '#17, #18 and #31 were extracted with elevators and forceps',
        'Alveoloplasty was performed to remove sharp bony edges',
        'Sockets were irrigated with saline and closed primarily with 4-0 chromic gut sutures',
        'Hemostasis was achieved with gauze pressure',
        'Impressions were taken for custom fluoride trays',
        '1.1% sodium fluoride toothpaste (PreviDent 5000 Plus) was prescribed for daily use in the trays',
        'Postoperative instructions were given verbally and in writing',
      ],
      NOTES:
        'His wife accompanied him. Radiation oncology was informed that the sites need 14 days of healing before radiation starts',
      NV: ['Fluoride tray delivery in 1 week'],
    },
  }),
  defineCase({
    id: 'cp20-us-typed-sentences-inpatient-cardiac-clearance-heparin-xla-30-gelfoam',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Inpatient consult for dental clearance before mitral valve replacement, requested by cardiothoracic surgery. The patient was brought down from the cardiac step-down unit in a wheelchair and transferred to the dental chair with the help of a nurse. Medical history: severe mitral regurgitation, heart failure, atrial fibrillation on a heparin infusion (held for 4 hours per cardiology), type 2 diabetes, allergic to sulfa drugs. Platelets 210 and aPTT 34 this morning. The patient is alert and oriented and has capacity. Extraoral: within normal limits. Intraoral: soft tissues within normal limits. PSR 2 2 2 / 2 2 3. #30 is a retained root with a buccal sinus tract. #19 has a PFM crown with intact margins. #14 has a large MO composite with no recurrent caries. A periapical radiograph of #30 showed a periapical radiolucency. Diagnosis: chronic apical abscess #30. The patient was informed that #30 is a source of infection and should be removed before surgery. He agreed to the extraction. Written consent was obtained. No antibiotic prophylaxis was indicated for native valve disease. Local anesthesia: 2 carpules lidocaine 2% 1:100,000 epinephrine, right IANB and buccal infiltration. #30 was extracted with a periotome and forceps. The socket was curetted. Gelfoam was placed. A 3-0 chromic gut suture was placed. Hemostasis was achieved after 10 minutes of pressure. Postoperative instructions were given to the patient and the nurse. The team was advised that heparin may be restarted in 6 hours if there is no bleeding. The patient is dentally cleared for surgery. Follow-up on the ward tomorrow to check the site.',
    expect: {
      CC: 'Inpatient consult for dental clearance before mitral valve replacement, requested by cardiothoracic surgery',
      'MED HX':
        'Severe mitral regurgitation, heart failure, atrial fibrillation on a heparin infusion (held for 4 hours per cardiology), type 2 diabetes, allergic to sulfa drugs. Platelets 210 and aPTT 34 this morning',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 3',
      DENTAL: [
        ['30', 'Retained root with a buccal sinus tract'],
        ['19', 'PFM crown with intact margins'],
        ['14', 'Large MO composite with no recurrent caries'],
      ],
      RADIO: 'Periapical radiograph of #30 showed a periapical radiolucency',
      DX: ['Chronic apical abscess #30'],
      CONSULT:
        'Patient was informed that #30 is a source of infection and should be removed before surgery. He agreed to the extraction. Team was advised that heparin may be restarted in 6 hours if there is no bleeding',
      CONSENT: 'Patient is alert and oriented and has capacity. Written consent was obtained',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'No antibiotic prophylaxis was indicated for native valve disease',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        '#30 was extracted with a periotome and forceps',
        'Socket was curetted',
        'Gelfoam was placed',
        '3-0 chromic gut suture was placed',
        'Hemostasis was achieved after 10 minutes of pressure',
        'Postoperative instructions were given to the patient and the nurse',
      ],
      NOTES:
        'Patient was brought down from the cardiac step-down unit in a wheelchair and transferred to the dental chair with the help of a nurse. Patient is dentally cleared for surgery',
      'F/U': 'Follow-up on the ward tomorrow to check the site',
    },
  }),
  defineCase({
    id: 'cp21-us-typed-sentences-or-general-anesthesia-autism-fmx-xla-31-three-composites',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Comprehensive dental treatment under general anesthesia in the main OR. The patient is a 31-year-old man with autism and intellectual disability who cannot tolerate care in the clinic. His father, who is his legal guardian, signed consent at the pre-operative visit, and consent was reconfirmed in pre-op holding. Medical history: autism, intellectual disability, seizure disorder on valproic acid, no known drug allergies. He received oral midazolam 15 mg in pre-op holding and was nasally intubated by anesthesia. A throat pack was placed. A full mouth series was taken: #3 deep distal caries approaching the pulp, #14 and #15 occlusal caries into dentin, #31 periapical radiolucency. The soft tissues were within normal limits. Generalized moderate calculus with bleeding on probing. #3 has a cavitated distal lesion. #14 and #15 have occlusal caries. #31 is grossly decayed. Diagnosis: caries #3, #14 and #15 and chronic apical periodontitis #31. Full mouth debridement was done with ultrasonic and hand scalers. Local anesthesia: 1 carpule bupivacaine 0.5% 1:200,000 epinephrine, right IANB. #31 was extracted with forceps. The socket was sutured with 3-0 chromic gut. #3 DO composite with a Dycal liner. #14 O composite. #15 O composite. Fluoride varnish was applied. The throat pack was removed and counted. He was extubated without complication and transferred to PACU in stable condition. His father was updated in the family waiting area. Written post-op instructions were given to his father. Advised soft diet today and brushing twice daily with assistance. Follow-up in clinic in 2 weeks; recall exam in 6 months with desensitization visits in between.',
    expect: {
      CC: 'Comprehensive dental treatment under general anesthesia in the main OR',
      'MED HX': 'Autism, intellectual disability, seizure disorder on valproic acid, no known drug allergies',
      INTRA: 'Soft tissues were within normal limits',
      PERIO: 'Generalized moderate calculus with bleeding on probing',
      DENTAL: [
        ['3', 'Cavitated D lesion'],
        ['14', 'O caries'],
        ['15', 'O caries'],
        ['31', 'Grossly decayed'],
      ],
      RADIO:
        'Full mouth series was taken: #3 deep distal caries approaching the pulp, #14 and #15 occlusal caries into dentin, #31 periapical radiolucency',
      DX: ['Caries #3, #14, #15', 'Chronic apical periodontitis #31'],
      CONSULT:
        'His father was updated in the family waiting area. Advised soft diet today and brushing twice daily with assistance',
      CONSENT:
        'His father, who is his legal guardian, signed consent at the pre-operative visit, and consent was reconfirmed in pre-op holding',
      'TX TODAY': ['Extraction #31', 'DO composite #3', 'O composite #14', 'O composite #15', 'Fluoride varnish'],
      TX: [
        'He received oral midazolam 15 mg in pre-op holding and was nasally intubated by anesthesia',
        'Throat pack was placed',
        'Full mouth debridement was done with ultrasonic and hand scalers',
        'LA: 1 carpule bupivacaine 0.5% 1:200,000 epinephrine, IANB right',
        '#31 was extracted with forceps',
        'Socket was sutured with 3-0 chromic gut',
        '#3 DO composite with a Dycal liner',
        '#14 O composite',
        '#15 O composite',
        'Fluoride varnish was applied',
        'Throat pack was removed and counted',
        'He was extubated without complication and transferred to PACU in stable condition',
        'Written post-op instructions were given to his father',
      ],
      NOTES:
        'Patient is a 31-year-old man with autism and intellectual disability who cannot tolerate care in the clinic',
      'F/U': 'Follow-up in clinic in 2 weeks; recall exam in 6 months with desensitization visits in between',
    },
  }),
  defineCase({
    id: 'cp22-us-typed-sentences-pre-zoledronic-acid-cracked-19-extraction-plan-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Dental evaluation before starting zoledronic acid, referred by hematology-oncology. Medical history: multiple myeloma diagnosed 2 months ago, on lenalidomide and dexamethasone; chronic kidney disease stage 3; allergic to penicillin (hives). She came with her husband. She uses a wheelchair for long distances because of back pain from vertebral lesions and was examined in her wheelchair at her request. Extraoral: no swelling, no lymphadenopathy, no paresthesia. Intraoral: mucosa intact, no exposed bone. PSR 2 2 2 / 2 2 2. #19: large MOD amalgam, crack through the mesial marginal ridge, tender to percussion. #20 is sound. #8 and #9 have Class III composites. Bitewings and a periapical of #19 were taken: widened PDL on #19, no caries elsewhere. Diagnosis: cracked tooth #19 with symptomatic apical periodontitis. The risk of osteonecrosis of the jaw with zoledronic acid was explained, and the importance of completing invasive treatment before the first infusion was stressed. Options for #19 were root canal treatment and a crown, or extraction. She chose extraction because of the time frame. Her oncologist agreed by phone to delay the first infusion by 2 weeks. Plan: extraction #19 next week, then start zoledronic acid once the socket has healed (about 2-3 weeks). Recall every 4 months while on zoledronic acid.',
    appends: [
      'Add to notes: her husband asked for late morning appointments because of hospital transport.',
      'Change next week to in 5 days.',
    ],
    expect: {
      CC: 'Dental evaluation before starting zoledronic acid, referred by hematology-oncology',
      'MED HX':
        'Multiple myeloma diagnosed 2 months ago, on lenalidomide and dexamethasone; chronic kidney disease stage 3; allergic to penicillin (hives)',
      EXTRA: 'No swelling, no lymphadenopathy, no paresthesia',
      INTRA: 'Mucosa intact, no exposed bone',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['19', 'Large MOD amalgam, crack through the M marginal ridge, tender to percussion'],
        ['20', 'Sound'],
        ['8', 'Class III composites'],
        ['9', 'Class III composites'],
      ],
      RADIO: 'Bitewings and a periapical of #19 were taken: widened PDL on #19, no caries elsewhere',
      DX: ['Cracked tooth #19 with symptomatic apical periodontitis'],
      CONSULT:
        'Risk of osteonecrosis of the jaw with zoledronic acid was explained, and the importance of completing invasive treatment before the first infusion was stressed. Options for #19 were root canal treatment and a crown, or extraction. She chose extraction because of the time frame. Her oncologist agreed by phone to delay the first infusion by 2 weeks',
      'TX PLAN': ['Extraction #19 in 5 days', 'Start zoledronic acid once the socket has healed (about 2-3 weeks)'],
      NOTES:
        'She came with her husband. She uses a wheelchair for long distances because of back pain from vertebral lesions and was examined in her wheelchair at her request. Her husband asked for late morning appointments because of hospital transport',
      'F/U': 'Recall every 4 months while on zoledronic acid',
    },
  }),
  defineCase({
    id: 'cp23-us-typed-sentences-iv-moderate-sedation-athetoid-cp-hoyer-lift-m-7-dl-10-prophy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Restorative treatment and prophy under IV moderate sedation. He is a 40-year-old man with athetoid cerebral palsy whose involuntary movements make treatment unsafe without sedation. His group home supervisor accompanied him and will escort him home. He was transferred from his power wheelchair to the dental chair with a Hoyer lift by 2 staff members. He has capacity and communicates with a speech-generating device; he gave written consent, signed by mark with his supervisor as witness. Medical history: athetoid cerebral palsy, GERD on pantoprazole, no known drug allergies. ASA II. NPO since midnight. Baseline vitals: BP 124/80, HR 82, SpO2 97% on room air. Moderate plaque and calculus. #7 has mesial caries. #10 has distal caries extending to the lingual. #8 and #9 are sound. A 22-gauge IV was placed in the right antecubital fossa. Midazolam 4 mg and fentanyl 50 mcg were titrated to effect. Oxygen 2 L/min by nasal cannula. Vital signs and capnography were monitored every 5 minutes and remained stable. Local anesthesia: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #7 and #10. Rubber dam was placed. Caries was removed. #7 M composite, shade A2. #10 DL composite, shade A2. Occlusion was checked. A prophy was completed with ultrasonic and rubber cup. He was monitored in recovery for 40 minutes until he met discharge criteria. Written post-sedation instructions were given to his supervisor. Next visit: recall exam with bitewings under IV sedation in 6 months.',
    expect: {
      CC: 'Restorative treatment and prophy under IV moderate sedation',
      'MED HX':
        'Athetoid cerebral palsy, GERD on pantoprazole, no known drug allergies. ASA II. NPO since midnight. Baseline vitals: BP 124/80, HR 82, SpO2 97% on room air',
      PERIO: 'Moderate plaque and calculus',
      DENTAL: [
        ['7', 'M caries'],
        ['10', 'D caries extending to the lingual'],
        ['8', 'Sound'],
        ['9', 'Sound'],
      ],
      CONSENT:
        'He has capacity and communicates with a speech-generating device; he gave written consent, signed by mark with his supervisor as witness',
      'TX TODAY': ['M composite #7', 'DL composite #10', 'Prophy'],
      TX: [
        '22-gauge IV was placed in the right antecubital fossa',
        'Midazolam 4 mg and fentanyl 50 mcg were titrated to effect',
        'Oxygen 2 L/min by nasal cannula',
        'Vital signs and capnography were monitored every 5 minutes and remained stable',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #7, #10',
        'Rubber dam was placed',
        'Caries was removed',
        '#7 M composite',
        'Shade A2',
        '#10 DL composite',
        'Shade A2',
        'Occlusion was checked',
        'Prophy was completed with ultrasonic and rubber cup',
        'He was monitored in recovery for 40 minutes until he met discharge criteria',
        'Written post-sedation instructions were given to his supervisor',
      ],
      NOTES:
        'He is a 40-year-old man with athetoid cerebral palsy whose involuntary movements make treatment unsafe without sedation. His group home supervisor accompanied him and will escort him home. He was transferred from his power wheelchair to the dental chair with a Hoyer lift by 2 staff members',
      NV: ['Recall exam with bitewings under IV sedation in 6 months'],
    },
  }),
  defineCase({
    id: 'cp24-us-typed-sentences-osteoradionecrosis-follow-up-sequestrum-removed-b-gic-28',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Follow-up for osteoradionecrosis of the right mandible. He completed 70 Gy of radiation to the right oropharynx 3 years ago. He reports less pain, and a small piece of bone came loose last week. He came alone and drove himself. Medical history: oropharyngeal cancer in remission, hypothyroidism on levothyroxine, pentoxifylline 400 mg twice daily and vitamin E 1000 IU daily since his last visit, no known drug allergies. Extraoral: no swelling, no fistula, mouth opening 25 mm. Intraoral: exposed bone in the right posterior mandible at the #31 and #32 site, about 8 mm (was 12 mm), with a loose sequestrum. The mucosa is dry. #28 has buccal cervical caries. #29 is sound. A panoramic radiograph showed a separating sequestrum in the right posterior mandible and no pathological fracture. Diagnosis: improving osteoradionecrosis of the right mandible. The loose sequestrum was removed with cotton pliers without anesthesia. The area was rinsed with chlorhexidine 0.12%. #28 B GIC was placed without anesthesia. Fluoride varnish was applied. He was advised to continue pentoxifylline and vitamin E, chlorhexidine rinses twice daily, and his fluoride trays nightly. Follow-up in 6 weeks with a new panoramic radiograph.',
    expect: {
      CC: 'Follow-up for osteoradionecrosis of the right mandible. He completed 70 Gy of radiation to the right oropharynx 3 years ago. He reports less pain, and a small piece of bone came loose last week',
      'MED HX':
        'Oropharyngeal cancer in remission, hypothyroidism on levothyroxine, pentoxifylline 400 mg twice daily and vitamin E 1000 IU daily since his last visit, no known drug allergies',
      EXTRA: 'No swelling, no fistula, mouth opening 25 mm',
      INTRA:
        'Exposed bone in the right posterior mandible at the #31 and #32 site, about 8 mm (was 12 mm), with a loose sequestrum. Mucosa is dry',
      DENTAL: [
        ['28', 'B cervical caries'],
        ['29', 'Sound'],
      ],
      RADIO:
        'Panoramic radiograph showed a separating sequestrum in the right posterior mandible and no pathological fracture',
      DX: ['Improving osteoradionecrosis of the right mandible'],
      CONSULT:
        'He was advised to continue pentoxifylline and vitamin E, chlorhexidine rinses twice daily, and his fluoride trays nightly',
      'TX TODAY': ['B GIC #28', 'Fluoride varnish'],
      TX: [
        'Loose sequestrum was removed with cotton pliers without anesthesia',
        'Area was rinsed with chlorhexidine 0.12%',
        '#28 B GIC was placed without anesthesia',
        'Fluoride varnish was applied',
      ],
      NOTES: 'He came alone and drove himself',
      'F/U': 'Follow-up in 6 weeks with a new panoramic radiograph',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dental therapist (FDI, mixed)
  defineCase({
    id: 'cp25-uk-typed-fdi-therapist-prevention-visit-support-workers-reasonable-adjustments-fv',
    style: 'UK',
    asr: false,
    transcript:
      "Prevention visit on prescription from the special care dentist: FV + OHI with carers. 2 support workers present. MH: Down syndrome, hypothyroid (levothyroxine), epilepsy (lamotrigine), NKDA. Pt nodded yes and agreed to each step with picture cards; has capacity for this decision. Reasonable adjustments: quiet room, same clinician each time, 10 min breaks. Plaque score 80%, gingival bleeding generalised. 16, 26 O FS intact. 46 O FS partially lost. Disclosed. OHI + TBI with support workers using a 3-sided brush. FV 22,600 ppm applied. Advised support workers: brush twice daily with 1450 ppm toothpaste, spit don't rinse, sugar-free drinks between meals. Pt enjoyed the sticker chart. RV 3/12 for FV.",
    expect: {
      CC: 'Prevention visit on prescription from the special care dentist: FV + OHI with carers',
      'MED HX': 'Down syndrome, hypothyroid (levothyroxine), epilepsy (lamotrigine), NKDA',
      PERIO: 'Plaque score 80%, gingival bleeding generalised',
      DENTAL: [
        ['16', 'O FS intact'],
        ['26', 'O FS intact'],
        ['46', 'O FS partially lost'],
      ],
      CONSULT:
        "Advised support workers: brush twice daily with 1450 ppm toothpaste, spit don't rinse, sugar-free drinks between meals",
      CONSENT: 'Pt nodded yes and agreed to each step with picture cards; has capacity for this decision',
      'TX TODAY': ['OHI', 'Fluoride varnish'],
      TX: ['Disclosed', 'OHI + TBI with support workers using a 3-sided brush', 'FV 22,600 ppm applied'],
      NOTES:
        '2 support workers present. Reasonable adjustments: quiet room, same clinician each time, 10 min breaks. Pt enjoyed the sticker chart',
      'F/U': 'RV 3 months for FV',
    },
  }),
  defineCase({
    id: 'cp26-uk-asr-fdi-therapist-first-acclimatisation-visit-communication-passport-polish-only',
    style: 'UK',
    asr: true,
    transcript:
      "first acclimatisation visit for scaling prescribed by the special care dentist nineteen year old autistic and very anxious mum came with her and stayed beside the chair medical history autism anxiety on sertraline no allergies mum gave me her communication passport she doesn't like the taste of mint or being touched on the face without warning she has capacity for today's visit and agreed to a look and a polish we went through the now and next board she sat in the chair with the back upright and let me look with the mirror um intra oral soft tissues healthy calculus lingual of the lower anteriors gums red around the lower front teeth one one and two one sound polished the lower front teeth with unflavoured prophy paste for about a minute she stopped me with the hand signal twice advised her to practise opening at home with a mirror advised mum to use a toothpaste without mint like oranurse next visit acclimatisation visit two to try the scaler on the lower front teeth",
    expect: {
      CC: 'First acclimatisation visit for scaling prescribed by the special care dentist',
      'MED HX': 'Autism. Anxiety on sertraline. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Calculus lingual of the lower anteriors. Gums red around the lower front teeth',
      DENTAL: [
        ['11', 'Sound'],
        ['21', 'Sound'],
      ],
      CONSULT:
        'Advised her to practise opening at home with a mirror. Advised mum to use a toothpaste without mint like OraNurse',
      CONSENT: "She has capacity for today's visit and agreed to a look and a polish",
      TX: ['Polished the lower front teeth with unflavoured prophy paste for about a minute'],
      NOTES:
        "19 year old autistic and very anxious. Mum came with her and stayed beside the chair. Mum gave me her communication passport. She doesn't like the taste of mint or being touched on the face without warning. We went through the now and next board. She sat in the chair with the back upright and let me look with the mirror. She stopped me with the hand signal twice",
      NV: ['Acclimatisation visit 2 to try the scaler on the lower front teeth'],
    },
  }),
  defineCase({
    id: 'cp27-uk-typed-fdi-therapist-domiciliary-care-home-best-interests-lpa-fv-33-43',
    style: 'UK',
    asr: false,
    transcript:
      "Domiciliary visit, care home. Referred by the care home for a mouth care review. Seen in the lounge in her tilt-in-space chair, carer present. MH: advanced Alzheimer's, type 2 diabetes (metformin), AF on apixaban, dysphagia (pureed diet), NKDA. Lacks capacity to consent; best interests decision with the care home manager and her daughter (LPA health and welfare, by phone) for FV and cleaning. Lips dry and cracked. Food debris in buccal sulci. Upper partial denture with heavy plaque and stain. Heavy plaque on remaining teeth. 13, 23, 43 retained, sound. 33 retained with root caries on the buccal. Cleaned 13, 23, 33, 43 with a small-headed brush. Denture cleaned in the sink. FV 22,600 ppm 33, 43. Mouth care plan written for carers: brush twice daily with Duraphat 5000 (Rx by dentist), dry mouth gel for lips, denture out at night in a labelled pot. Refer to dentist for 33. RV 3/12 domiciliary.",
    expect: {
      CC: 'Domiciliary visit, care home. Referred by the care home for a mouth care review',
      'MED HX': "Advanced Alzheimer's, type 2 diabetes (metformin), AF on apixaban, dysphagia (pureed diet), NKDA",
      EXTRA: 'Lips dry and cracked',
      INTRA: 'Food debris in buccal sulci. Upper partial denture with heavy plaque and stain',
      PERIO: 'Heavy plaque on remaining teeth',
      DENTAL: [
        ['13', 'Retained, sound'],
        ['23', 'Retained, sound'],
        ['43', 'Retained, sound'],
        ['33', 'Retained with B root caries'],
      ],
      CONSULT:
        'Mouth care plan written for carers: brush twice daily with Duraphat 5000 (Rx by dentist), dry mouth gel for lips, denture out at night in a labelled pot',
      CONSENT:
        'Lacks capacity to consent; best interests decision with the care home manager and her daughter (LPA health and welfare, by phone) for FV and cleaning',
      'TX TODAY': ['Fluoride varnish 33, 43'],
      TX: ['Cleaned 13, 23, 33, 43 with a small-headed brush', 'Denture cleaned in the sink', 'FV 22,600 ppm 33, 43'],
      'TX PLAN': ['Refer to dentist for 33'],
      NOTES: 'Seen in the lounge in her tilt-in-space chair, carer present',
      'F/U': 'RV 3 months domiciliary',
    },
  }),
  defineCase({
    id: 'cp28-uk-asr-fdi-therapist-rsd-paraplegia-sliding-board-alendronic-appends-chx-27',
    style: 'UK',
    asr: true,
    transcript:
      "rsd upper right and upper left on prescription he's a wheelchair user he transferred himself onto the dental chair with his sliding board his partner came with him medical history t six paraplegia osteoporosis on alendronic acid weekly for three years takes baclofen no allergies explained the low risk of jaw problems with alendronic acid for scaling he's happy to go ahead verbal consent bpe four three four three three three bleeding on probing forty percent plaque score thirty five percent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right and upper left rsd upper right and upper left with the ultrasonic and gracey curettes ohi interdental brushes green and blue breaks every fifteen minutes for pressure relief next visit rsd lower left and lower right in two weeks",
    appends: ['add to notes he needs a ground floor surgery next time', 'add to treatment chlorhexidine gel to two seven pocket'],
    expect: {
      CC: 'RSD upper right and upper left on prescription',
      'MED HX': 'T6 paraplegia. Osteoporosis on alendronic acid weekly for 3 years. Takes baclofen. No allergies',
      PERIO: 'BPE 4 3 4 / 3 3 3. Bleeding on probing 40%. Plaque score 35%',
      CONSULT: "Explained the low risk of jaw problems with alendronic acid for scaling. He's happy to go ahead",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right and upper left',
        'RSD upper right and upper left with the ultrasonic and Gracey curettes',
        'OHI interdental brushes green and blue',
        'Chlorhexidine gel to 27 pocket',
      ],
      NOTES:
        "He's a wheelchair user. He transferred himself onto the dental chair with his sliding board. His partner came with him. Breaks every 15 minutes for pressure relief. He needs a ground floor surgery next time",
      NV: ['RSD lower left and lower right in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cp29-uk-asr-fdi-therapist-b-gic-35-wheelchair-recliner-lacks-capacity-composite-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the filling on three five prescribed by the dentist two carers from his home came with him he stayed in his wheelchair on the wheelchair recliner medical history severe learning disability cerebral palsy epilepsy on sodium valproate reflux no allergies he lacks capacity for this decision best interests decision made by the dentist with his care team at the last visit no family involved three five buccal cervical caries not tender three four and three six sound no la needed open mouth prop used high volume suction throughout because of his swallow caries removed with hand excavators buccal composite sorry buccal glass ionomer three five fluoride varnish applied he coughed a couple of times so we sat him up and had a break advised carers to use a small headed brush and a mouth prop for brushing recall three months with the dentist",
    expect: {
      CC: 'Filling on 35 prescribed by the dentist',
      'MED HX':
        'Severe learning disability. Cerebral palsy. Epilepsy on sodium valproate. Reflux. No allergies',
      DENTAL: [
        ['35', 'B cervical caries not tender'],
        ['34', 'Sound'],
        ['36', 'Sound'],
      ],
      CONSULT: 'Advised carers to use a small headed brush and a mouth prop for brushing',
      CONSENT:
        'He lacks capacity for this decision. Best interests decision made by the dentist with his care team at the last visit. No family involved',
      'TX TODAY': ['B GIC 35', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Open mouth prop used',
        'High volume suction throughout because of his swallow',
        'Caries removed with hand excavators',
        'B glass ionomer 35',
        'Fluoride varnish applied',
      ],
      NOTES:
        '2 carers from his home came with him. He stayed in his wheelchair on the wheelchair recliner. He coughed a couple of times. We sat him up and had a break',
      'F/U': 'Recall 3 months with the dentist',
    },
  }),
  defineCase({
    id: 'cp30-uk-typed-fdi-therapist-fluoride-tray-fit-before-rt-s-and-p-taste-worry',
    style: 'UK',
    asr: false,
    transcript:
      'Fluoride tray fit + prevention before RT (SCC floor of mouth, RT starts next week; XLA 36, 47 done at the hospital 2/52 ago). Wife present. MH: SCC floor of mouth, hypertension (amlodipine), ex-smoker 6/12, alcohol 10 u/wk, NKDA. EO: NAD, healed neck dissection scar R. 36, 47 sockets healing well. BPE 2 2 2 / 2 2 2. Trays tried in, good fit, no rubbing. S&P. OHI with orange TePe brushes and a single tufted brush. Shown how to load the trays with Duraphat 5000, 5 min nightly, nothing to eat or drink for 30 min after. Advised sugar-free snacks, alcohol-free mouthwash during RT, trismus exercises as shown by SALT. Pt worried about losing his taste; reassured it usually recovers partly. RV 6/52 post RT, hygienist during RT (week 3).',
    expect: {
      CC: 'Fluoride tray fit + prevention before RT (SCC floor of mouth, RT starts next week; XLA 36, 47 done at the hospital 2 weeks ago)',
      'MED HX': 'SCC floor of mouth, hypertension (amlodipine), ex-smoker 6 months, alcohol 10 u/wk, NKDA',
      EXTRA: 'NAD, healed neck dissection scar R',
      INTRA: '36, 47 sockets healing well',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      CONSULT:
        'Shown how to load the trays with Duraphat 5000, 5 min nightly, nothing to eat or drink for 30 min after. Advised sugar-free snacks, alcohol-free mouthwash during RT, trismus exercises as shown by SALT. Pt worried about losing his taste; reassured it usually recovers partly',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Trays tried in', 'Good fit', 'No rubbing', 'S&P', 'OHI with orange TePe brushes and a single tufted brush'],
      NOTES: 'Wife present',
      'F/U': 'RV 6 weeks post RT, hygienist during RT (week 3)',
    },
  }),
];
