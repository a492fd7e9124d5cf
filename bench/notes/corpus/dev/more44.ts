// A forty-fourth development batch (ids at01–at24), written blind from the labelling contract (corpus README from
// "## General rules", the dental reference, case.ts and more28.ts as the only example) by a helper that had not seen
// the engine; every case was labelled before any engine run. The focus is what patients come in with and their
// histories: the complaint told at length (site, duration, triggers, character, what they have tried, what they want),
// medical histories with several conditions, medications, allergies and social history (smoking, vaping, alcohol,
// diet), said in the order dentists say them — complaint first, history first, or the two interleaved (a painkiller
// or a wish said after the history, a history said with no header in the middle of the complaint) — followed by a
// short examination, diagnosis and a short treatment or plan. CC, MED HX, NOTES, DX and the split between what the
// patient reports (CC) and what was found (OE) matter most. UK and US (12 each); FDI (a child's primary teeth in
// at08), Palmer and Universal (primary teeth by letter in at19); 15 recogniser-style (fillers, number words,
// "sorry" / "I mean" / "scratch that" corrections) and 9 typed; 40 to 200 words.
//
// Judgement calls where the contract was silent:
// - Everything the patient reports about the complaint is CC in spoken order, including what they have tried
//   ("Sensodyne hasn't helped", "mum's been giving Calpol and Nurofen", "paracetamol helps a bit") and what they want
//   when said as part of the complaint ("she wants it sorted before her holiday", "he wants them all out"). A wish or
//   decision said after options were discussed is CONSULT. Painkillers taken for the complaint are CC; regular
//   medication is MED HX.
// - A complaint clause said after the medical history (at03 "Also C/O …", at12 "paracetamol helps a bit", at18
//   "no swelling she wants to know if it can be saved") goes back to CC; a history said with no header in the middle
//   of the complaint (at18 "she's on warfarin …", at22 "he had a kidney transplant …") is MED HX.
// - Social history (smoking, vaping, alcohol, caffeine, diet such as "drinks a lot of juice and squash between
//   meals") is MED HX. Words such as "Allergies:", "Allergy:", "Hx of" are not MED HX headers in the table and stay.
// - "She's come in with" is read as the CC header "comes in with" (at04).
// - Who came with the patient, nervousness and "hasn't seen a dentist in 8 years" are NOTES; "patient says bite feels
//   normal now" is NOTES.
// - In recogniser-style text fields a new clause starts at each new condition, medication phrase, allergy or social
//   item and at each new symptom; a condition with the drug it is treated with ("hypertension on amlodipine") is one
//   clause. No commas are added inside a clause.
// - A crack ("a distal crack") is not a fracture said, so fracture is null (at10).
// - Findings in an extraction socket ("#19 extraction socket empty, no clot") are INTRA: the tooth names the place.
// - "Spoke with his transplant team" is CONSULT (a discussion), not NOTES.
// - "Maxillary occlusal guard" in the plan is written with the table name: "Maxillary night guard".
// - Mobility and furcation findings were not dictated per tooth, so no label depends on whether they are DENTAL or
//   PERIO; one finding phrase per tooth was dictated.
import { defineCase, type NotesCase } from '../case.ts';

export const more44Cases: NotesCase[] = [
  defineCase({
    id: 'at01-uk-asr-sensitivity-36-holiday-thyroid-asthma',
    style: 'UK',
    asr: true,
    transcript:
      "okay so patient attended complaining of pain lower left back tooth for about three weeks um it comes and goes worse with cold drinks and sweet things lasts a few seconds not keeping her up at night sensodyne hasn't helped she wants it sorted before her holiday medical history underactive thyroid on levothyroxine asthma uses a brown and blue inhaler allergic to elastoplast no other allergies doesn't smoke drinks socially on examination thirty six large mesial occlusal amalgam with ditched margins bitewing taken recurrent caries under the mesial margin of thirty six not close to pulp diagnosis secondary caries thirty six with reversible pulpitis discussed replacing with a white filling she's happy to go ahead next visit mesial occlusal composite thirty six under la",
    expect: {
      CC: "Pain lower left back tooth for about 3 weeks. It comes and goes. Worse with cold drinks and sweet things. Lasts a few seconds. Not keeping her up at night. Sensodyne hasn't helped. She wants it sorted before her holiday",
      'MED HX':
        "Underactive thyroid on levothyroxine. Asthma uses a brown and blue inhaler. Allergic to Elastoplast. No other allergies. Doesn't smoke. Drinks socially",
      DENTAL: [['36', 'Large MO amalgam with ditched margins']],
      RADIO: 'Bitewing taken. Recurrent caries under the mesial margin of 36. Not close to pulp',
      DX: ['Secondary caries 36 with reversible pulpitis'],
      CONSULT: "Discussed replacing with a white filling. She's happy to go ahead",
      NV: ['MO composite 36 under LA'],
    },
  }),
  defineCase({
    id: 'at02-uk-asr-palmer-history-first-abscess-ur5-diabetic-smoker',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "medical history type two diabetes on metformin and gliclazide high blood pressure on amlodipine penicillin allergy with a rash smokes about ten a day trying to cut down er she came in because of a swelling on the upper right gum started four days ago throbbing pain kept her up last night salty taste in her mouth been alternating paracetamol and ibuprofen she's hoping for antibiotics extra oral no facial swelling no lymphadenopathy intra oral fluctuant buccal swelling next to upper right five upper right five heavily restored and tender to percussion pa taken periapical radiolucency upper right five diagnosis acute apical abscess upper right five la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration incision and drainage pus released explained antibiotics not needed as drainage achieved plan rct upper right five review one week",
    expect: {
      CC: "Swelling on the upper right gum. Started 4 days ago. Throbbing pain kept her up last night. Salty taste in her mouth. Been alternating paracetamol and ibuprofen. She's hoping for antibiotics",
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide. High blood pressure on amlodipine. Penicillin allergy with a rash. Smokes about 10 a day. Trying to cut down',
      EXTRA: 'No facial swelling. No lymphadenopathy',
      INTRA: 'Fluctuant buccal swelling next to UR5',
      DENTAL: [['UR5', 'Heavily restored and tender to percussion']],
      RADIO: 'PA taken. Periapical radiolucency UR5',
      DX: ['Acute apical abscess UR5'],
      CONSULT: 'Explained antibiotics not needed as drainage achieved',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Incision and drainage',
        'Pus released',
      ],
      'TX PLAN': ['RCT UR5'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'at03-uk-typed-sensitivity-11-21-second-complaint-after-mh',
    style: 'UK',
    asr: false,
    transcript:
      'C/O sensitivity 11 and 21 when drinking cold water, 6 months. Worse since starting a whitening toothpaste. MH: epilepsy, on lamotrigine. Latex allergy. Non-smoker, 2-3 glasses of wine a week. Also C/O jaw clicking on wide opening, no pain. EO: L TMJ click on opening, no tenderness. IO: NAD. 11, 21 cervical abrasion. Dx: dentine hypersensitivity 11, 21. Advised stop whitening toothpaste, use Sensodyne Rapid Relief, soft brush. Duraphat varnish applied to 11 and 21. Review 3 months.',
    expect: {
      CC: 'Sensitivity 11 and 21 when drinking cold water, 6 months. Worse since starting a whitening toothpaste. Jaw clicking on wide opening, no pain',
      'MED HX': 'Epilepsy, on lamotrigine. Latex allergy. Non-smoker, 2-3 glasses of wine a week',
      EXTRA: 'L TMJ click on opening, no tenderness',
      INTRA: 'NAD',
      DENTAL: [
        ['11', 'Cervical abrasion'],
        ['21', 'Cervical abrasion'],
      ],
      DX: ['Dentine hypersensitivity 11, 21'],
      CONSULT: 'Advised stop whitening toothpaste, use Sensodyne Rapid Relief, soft brush',
      'TX TODAY': ['Fluoride varnish 11, 21'],
      TX: ['Duraphat varnish applied 11, 21'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'at04-uk-asr-broken-46-cardiac-stent-nervous-correction',
    style: 'UK',
    asr: true,
    transcript:
      "um right so she's come in with a broken tooth lower right broke on a bit of toast yesterday morning sharp on her tongue no pain at all she's very nervous hasn't seen a dentist in about eight years medical history she had a heart attack two years ago has a stent takes clopidogrel and aspirin also on atorvastatin and bisoprolol no allergies stopped smoking after the heart attack er on examination forty five sorry forty six fractured lingual cusp with dentine exposed soft tissues healthy tongue a bit sore where it's been rubbing diagnosis fractured lingual cusp forty six discussed composite build up versus onlay or crown she'd like the simplest option no la sharp edge smoothed temporary dressing on forty six with g i c next visit composite build up forty six",
    expect: {
      CC: 'Broken tooth lower right. Broke on a bit of toast yesterday morning. Sharp on her tongue. No pain at all',
      'MED HX':
        'She had a heart attack 2 years ago. Has a stent. Takes clopidogrel and aspirin. On atorvastatin and bisoprolol. No allergies. Stopped smoking after the heart attack',
      INTRA: "Soft tissues healthy. Tongue a bit sore where it's been rubbing",
      DENTAL: [['46', 'Fractured L cusp with dentine exposed', 'L cusp']],
      DX: ['Fractured L cusp 46'],
      CONSULT: "Discussed composite build up versus onlay or crown. She'd like the simplest option",
      'TX TODAY': ['Temporary dressing 46'],
      TX: ['No LA', 'Sharp edge smoothed', 'Temporary dressing 46 with GIC'],
      NOTES: "She's very nervous. Hasn't seen a dentist in about 8 years",
      NV: ['Composite build up 46'],
    },
  }),
  defineCase({
    id: 'at05-uk-typed-palmer-perio-complaint-smoker-diabetic',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Pt attended c/o bleeding gums when brushing for several months, lower front teeth feel loose, bad taste. Wife has noticed bad breath. Wants to keep his teeth. MH: T2DM diet controlled, last HbA1c 58. Gout – allopurinol. Allergy: ibuprofen (wheeze). Smokes 20/day for 30 years. Alcohol 20 units/week. BPE 4 3 4 / 4 4 3. Generalised plaque and subgingival calculus. UL7 retained root. OPG: generalised horizontal bone loss to 50% of root length, vertical defect UR6. Dx: generalised periodontitis stage III grade C. Discussed smoking and diabetes as risk factors. Smoking cessation advice given. OHI with TePe sizes 2 and 3. Plan: RSD all quadrants under LA, extraction UL7. NV: RSD UR and LR.',
    expect: {
      CC: 'Bleeding gums when brushing for several months, lower front teeth feel loose, bad taste. Wife has noticed bad breath. Wants to keep his teeth',
      'MED HX':
        'T2DM diet controlled, last HbA1c 58. Gout – allopurinol. Allergy: ibuprofen (wheeze). Smokes 20/day for 30 years. Alcohol 20 units/week',
      PERIO: 'BPE 4 3 4 / 4 4 3. Generalised plaque and subgingival calculus',
      DENTAL: [['UL7', 'Retained root']],
      RADIO: 'OPG: generalised horizontal bone loss to 50% of root length, vertical defect UR6',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Discussed smoking and diabetes as risk factors. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: ['OHI with TePe sizes 2 and 3'],
      'TX PLAN': ['RSD all quadrants under LA', 'Extraction UL7'],
      NV: ['RSD UR and LR'],
    },
  }),
  defineCase({
    id: 'at06-uk-asr-pericoronitis-48-crohns-vapes-side-correction',
    style: 'UK',
    asr: true,
    transcript:
      "patient attends with pain at the back on the lower left sorry lower right third episode this year swollen gum can't open fully pain when swallowing started on saturday worse when she bites on the top tooth corsodyl mouthwash helped a bit last time medical history crohn's disease on azathioprine had bowel surgery last year allergic to erythromycin vapes daily drinks at weekends extra oral right submandibular lymph node palpable and tender mouth opening twenty five millimetres intra oral forty eight partially erupted with swollen red operculum eighteen over erupted and biting on the operculum diagnosis pericoronitis forty eight um irrigated under the operculum with chlorhexidine hot salt water mouthwash advice given refer to oral surgery to remove forty eight and eighteen review if worse",
    expect: {
      CC: "Pain at the back on the lower right. Third episode this year. Swollen gum. Can't open fully. Pain when swallowing. Started on Saturday. Worse when she bites on the top tooth. Corsodyl mouthwash helped a bit last time",
      'MED HX':
        "Crohn's disease on azathioprine. Had bowel surgery last year. Allergic to erythromycin. Vapes daily. Drinks at weekends",
      EXTRA: 'Right submandibular lymph node palpable and tender. Mouth opening 25 mm',
      DENTAL: [
        ['48', 'Partially erupted with swollen red operculum'],
        ['18', 'Over erupted and biting on the operculum'],
      ],
      DX: ['Pericoronitis 48'],
      CONSULT: 'Hot salt water mouthwash advice given',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine'],
      'TX PLAN': ['Refer to oral surgery to remove 48, 18'],
      'F/U': 'Review if worse',
    },
  }),
  defineCase({
    id: 'at07-uk-asr-palmer-loose-denture-daughter-af-bisphosphonate',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "er patient attended complaining of a loose upper denture daughter is with her it's fifteen years old keeps dropping when she talks struggles to eat tried fixodent but doesn't like the taste she would like a new one medical history atrial fibrillation on apixaban type two diabetes on metformin osteoporosis had zoledronic acid infusions until two years ago mild dementia allergic to codeine non smoker no alcohol extra oral angular cheilitis both corners intra oral upper ridge edentulous and resorbed erythema of the palate under the denture lower left three lower right three and lower left four standing diagnosis denture stomatitis and ill fitting upper complete denture advised leave denture out at night and soak in milton denture hygiene explained to daughter plan new upper complete denture next visit first impressions",
    expect: {
      CC: "Loose upper denture. It's 15 years old. Keeps dropping when she talks. Struggles to eat. Tried Fixodent but doesn't like the taste. She would like a new one",
      'MED HX':
        'Atrial fibrillation on apixaban. Type 2 diabetes on metformin. Osteoporosis. Had zoledronic acid infusions until 2 years ago. Mild dementia. Allergic to codeine. Non smoker. No alcohol',
      EXTRA: 'Angular cheilitis both corners',
      INTRA: 'Upper ridge edentulous and resorbed. Erythema of the palate under the denture',
      DENTAL: [
        ['LL3', 'Standing'],
        ['LR3', 'Standing'],
        ['LL4', 'Standing'],
      ],
      DX: ['Denture stomatitis', 'Ill fitting upper complete denture'],
      CONSULT: 'Advised leave denture out at night and soak in Milton. Denture hygiene explained to daughter',
      'TX PLAN': ['New upper complete denture'],
      NOTES: 'Daughter is with her',
      NV: ['First impressions'],
    },
  }),
  defineCase({
    id: 'at08-uk-asr-child-toothache-85-asthma-peanut-juice',
    style: 'UK',
    asr: true,
    transcript:
      "okay attends because of toothache bottom right for a week mum is with him woke up crying two nights ago mum's been giving calpol and nurofen hurts when he eats sweets medical history asthma blue inhaler when needed and brown one twice a day eczema hay fever on cetirizine allergic to peanuts carries an epipen drinks a lot of juice and squash between meals on examination eighty five large occlusal cavity eighty four distal caries no swelling bitewings taken caries into the pulp on eighty five diagnosis irreversible pulpitis eighty five diet advice water or milk between meals duraphat varnish applied plan extraction eighty five under la and distal composite eighty four",
    expect: {
      CC: "Toothache bottom right for a week. Woke up crying 2 nights ago. Mum's been giving Calpol and Nurofen. Hurts when he eats sweets",
      'MED HX':
        'Asthma blue inhaler when needed and brown one twice a day. Eczema. Hay fever on cetirizine. Allergic to peanuts. Carries an EpiPen. Drinks a lot of juice and squash between meals',
      DENTAL: [
        ['85', 'Large O cavity'],
        ['84', 'D caries'],
      ],
      INTRA: 'No swelling',
      RADIO: 'Bitewings taken. Caries into the pulp on 85',
      DX: ['Irreversible pulpitis 85'],
      CONSULT: 'Diet advice water or milk between meals',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish applied'],
      'TX PLAN': ['Extraction 85 under LA', 'D composite 84'],
      NOTES: 'Mum is with him',
    },
  }),
  defineCase({
    id: 'at09-uk-typed-tooth-wear-gord-sports-drinks-bruxism',
    style: 'UK',
    asr: false,
    transcript:
      'Presents with front teeth getting shorter and chipping, noticed over the last 2 years. Partner says he grinds at night. Jaw aches on waking. PMH: GORD – omeprazole 20 mg. Depression – sertraline. Hypertension – amlodipine. NKDA. Cycles daily, drinks 1 litre of sports drink per ride. Ex-smoker, stopped 2015. EO: masseters hypertrophic, tender on palpation. IO: linea alba, scalloped tongue. 11, 21 incisal edges chipped. 36, 46 cupped occlusal erosion. Dx: erosive tooth wear, bruxism. Advised water instead of sports drinks, see GP about reflux. Tooth Mousse recommended. Plan: upper soft splint, monitor with study models and photos. NV: impressions for splint.',
    expect: {
      CC: 'Front teeth getting shorter and chipping, noticed over the last 2 years. Partner says he grinds at night. Jaw aches on waking',
      'MED HX':
        'GORD – omeprazole 20 mg. Depression – sertraline. Hypertension – amlodipine. NKDA. Cycles daily, drinks 1 litre of sports drink per ride. Ex-smoker, stopped 2015',
      EXTRA: 'Masseters hypertrophic, tender on palpation',
      INTRA: 'Linea alba, scalloped tongue',
      DENTAL: [
        ['11', 'Incisal edges chipped'],
        ['21', 'Incisal edges chipped'],
        ['36', 'Cupped O erosion'],
        ['46', 'Cupped O erosion'],
      ],
      DX: ['Erosive tooth wear', 'Bruxism'],
      CONSULT: 'Advised water instead of sports drinks, see GP about reflux. Tooth Mousse recommended',
      'TX PLAN': ['Upper soft splint', 'Monitor with study models and photos'],
      NV: ['Impressions for splint'],
    },
  }),
  defineCase({
    id: 'at10-uk-asr-palmer-history-first-cracked-ul6-wants-crown',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "medical history fit and well apart from migraines takes sumatriptan when needed and the contraceptive pill allergic to penicillin and to plasters smokes socially drinks about five units a week uh presenting complaint sharp pain upper left side when biting on something hard for about two months it's like an electric shock cold drinks give a twinge she's been chewing on the other side she's worried it's cracked on examination upper left six large mesial occlusal distal amalgam with a distal crack and pain on biting the distobuccal cusp bitewing shows no caries diagnosis cracked tooth upper left six discussed onlay or crown and the risk of needing root canal treatment later she'd like a crown plan crown upper left six next visit crown prep upper left six",
    expect: {
      CC: "Sharp pain upper left side when biting on something hard for about 2 months. It's like an electric shock. Cold drinks give a twinge. She's been chewing on the other side. She's worried it's cracked",
      'MED HX':
        'Fit and well apart from migraines. Takes sumatriptan when needed and the contraceptive pill. Allergic to penicillin and to plasters. Smokes socially. Drinks about 5 units a week',
      DENTAL: [['UL6', 'Large MOD amalgam with a D crack and pain on biting the DB cusp']],
      RADIO: 'Bitewing shows no caries',
      DX: ['Cracked tooth UL6'],
      CONSULT: "Discussed onlay or crown and the risk of needing root canal treatment later. She'd like a crown",
      'TX PLAN': ['Crown UL6'],
      NV: ['Crown prep UL6'],
    },
  }),
  defineCase({
    id: 'at11-uk-typed-tongue-ulcer-heavy-smoker-drinker-2ww',
    style: 'UK',
    asr: false,
    transcript:
      'Attends with an ulcer on the left side of the tongue, first noticed 3 weeks ago, not healing. Sore with spicy food. Tried Bonjela, no help. Worried as her father had mouth cancer. MH: COPD – Seretide and salbutamol inhalers. Hypertension – ramipril. Allergic to aspirin. Smokes 25/day, 40 pack years. Alcohol approx 35 units/week. EO: L level II lymph node 1 cm, firm, non-tender. IO: 12 mm indurated ulcer L lateral border of tongue, rolled margins. 37 sharp lingual cusp. Dx: suspicious ulcer L lateral tongue. 37 sharp cusp smoothed. Urgent 2WW referral to OMFS sent. Smoking and alcohol advice given. Review 2 weeks.',
    expect: {
      CC: 'Ulcer on the left side of the tongue, first noticed 3 weeks ago, not healing. Sore with spicy food. Tried Bonjela, no help. Worried as her father had mouth cancer',
      'MED HX':
        'COPD – Seretide and salbutamol inhalers. Hypertension – ramipril. Allergic to aspirin. Smokes 25/day, 40 pack years. Alcohol approx 35 units/week',
      EXTRA: 'L level II lymph node 1 cm, firm, non-tender',
      INTRA: '12 mm indurated ulcer L lateral border of tongue, rolled margins',
      DENTAL: [['37', 'Sharp L cusp']],
      DX: ['Suspicious ulcer L lateral tongue'],
      CONSULT: 'Smoking and alcohol advice given',
      TX: ['37 sharp cusp smoothed'],
      'TX PLAN': ['Urgent 2WW referral to OMFS sent'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'at12-uk-asr-upper-right-ache-sinusitis-not-dental-interleaved',
    style: 'UK',
    asr: true,
    transcript:
      "so she attended today with a dull ache upper right back teeth for ten days feels like all the top teeth on that side are tender worse when she bends down she's had a cold recently um medical history rheumatoid arthritis on methotrexate weekly and folic acid had a hip replacement in twenty twenty three allergic to sulphonamides doesn't smoke drinks a glass of wine most evenings paracetamol helps a bit extra oral tender over the right maxillary sinus intra oral no abnormality detected fifteen sixteen and seventeen mildly tender to percussion and vital to ethyl chloride bitewings no caries diagnosis likely maxillary sinusitis explained no dental treatment needed advised steam inhalation and see her gp if not settling review if it persists",
    expect: {
      CC: "Dull ache upper right back teeth for 10 days. Feels like all the top teeth on that side are tender. Worse when she bends down. She's had a cold recently. Paracetamol helps a bit",
      'MED HX':
        "Rheumatoid arthritis on methotrexate weekly and folic acid. Had a hip replacement in 2023. Allergic to sulphonamides. Doesn't smoke. Drinks a glass of wine most evenings",
      EXTRA: 'Tender over the right maxillary sinus',
      INTRA: 'No abnormality detected',
      DENTAL: [
        ['15', 'Mildly tender to percussion and vital to ethyl chloride'],
        ['16', 'Mildly tender to percussion and vital to ethyl chloride'],
        ['17', 'Mildly tender to percussion and vital to ethyl chloride'],
      ],
      RADIO: 'Bitewings no caries',
      DX: ['Likely maxillary sinusitis'],
      CONSULT: 'Explained no dental treatment needed. Advised steam inhalation and see her GP if not settling',
      'F/U': 'Review if it persists',
    },
  }),
  defineCase({
    id: 'at13-us-asr-toothache-30-pulpectomy-htn-sulfa-smoker',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "uh patient presents with severe pain lower right molar started three days ago it's throbbing and keeps him up at night hot coffee makes it worse cold water actually helps he's been taking advil eight hundred milligrams every six hours barely touching it medical history high blood pressure on lisinopril and hydrochlorothiazide high cholesterol on simvastatin sulfa allergy with hives smokes a pack a day for twenty years blood pressure today one fifty two over ninety four on examination number thirty large mesial occlusal distal composite with recurrent decay and tender to percussion pa shows widened pdl on number thirty diagnosis number thirty symptomatic irreversible pulpitis with symptomatic apical periodontitis discussed root canal and crown versus extraction he wants to keep the tooth consent signed two carpules articaine four percent one to one hundred thousand epi right ianb plus buccal infiltration rubber dam pulpectomy number thirty calcium hydroxide and cavit next visit complete root canal number thirty in one week",
    expect: {
      CC: "Severe pain lower right molar. Started 3 days ago. It's throbbing and keeps him up at night. Hot coffee makes it worse. Cold water actually helps. He's been taking Advil 800 mg every 6 hours. Barely touching it",
      'MED HX':
        'High blood pressure on lisinopril and hydrochlorothiazide. High cholesterol on simvastatin. Sulfa allergy with hives. Smokes a pack a day for 20 years. Blood pressure today 152/94',
      DENTAL: [['30', 'Large MOD composite with recurrent decay and tender to percussion']],
      RADIO: 'PA shows widened PDL on #30',
      DX: ['#30 symptomatic irreversible pulpitis with symptomatic apical periodontitis'],
      CONSULT: 'Discussed root canal and crown versus extraction. He wants to keep the tooth',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Rubber dam',
        'Pulpectomy #30',
        'Calcium hydroxide and Cavit',
      ],
      NV: ['Complete RCT #30 in 1 week'],
    },
  }),
  defineCase({
    id: 'at14-us-typed-dry-socket-19-extracted-elsewhere-t1dm-smoker',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: pain lower left jaw since extraction of #19 at another office 4 days ago. Throbbing, radiates to ear, 8/10, not controlled with Tylenol. Bad taste. Med hx: type 1 diabetes, insulin pump, last A1c 8.1. Hypothyroidism – Synthroid. Allergies: codeine (nausea), latex. Smokes ½ ppd, smoked the day after the extraction. Drinks 2-3 beers a night. EO: no swelling, no lymphadenopathy. IO: #19 extraction socket empty, no clot, exposed bone, food debris. Dx: alveolar osteitis #19. Tx today: socket irrigated with saline, Alvogyl placed. Rx ibuprofen 600 mg q6h x 5 days. Post-op instructions reviewed. Advised no smoking for 72 hours. Review in 3 days.',
    expect: {
      CC: 'Pain lower left jaw since extraction of #19 at another office 4 days ago. Throbbing, radiates to ear, 8/10, not controlled with Tylenol. Bad taste',
      'MED HX':
        'Type 1 diabetes, insulin pump, last A1c 8.1. Hypothyroidism – Synthroid. Allergies: codeine (nausea), latex. Smokes ½ ppd, smoked the day after the extraction. Drinks 2-3 beers a night',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '#19 extraction socket empty, no clot, exposed bone, food debris',
      DX: ['Alveolar osteitis #19'],
      CONSULT: 'Advised no smoking for 72 hours',
      TX: [
        'Socket irrigated with saline',
        'Alvogyl placed',
        'Rx ibuprofen 600 mg q6h x 5 days',
        'Post-op instructions reviewed',
      ],
      'F/U': 'Review in 3 days',
    },
  }),
  defineCase({
    id: 'at15-us-asr-gray-front-tooth-8-wedding-needle-anxiety',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with a discolored front tooth number eight it's gone gray over the last year or so she hit it on a diving board as a teenager no pain she wants it to match the others before her wedding next summer medical history anxiety and depression on lexapro albuterol inhaler for exercise induced asthma no known drug allergies occasional marijuana drinks on weekends she's pretty nervous about needles on examination number eight dark gray and nonvital to cold and ept pa of number eight shows a four millimeter periapical radiolucency diagnosis pulp necrosis with asymptomatic apical periodontitis number eight explained it needs a root canal first then internal bleaching or a veneer she'd like to try bleaching after the root canal next visit start root canal number eight",
    expect: {
      CC: "Discolored front tooth #8. It's gone gray over the last year or so. She hit it on a diving board as a teenager. No pain. She wants it to match the others before her wedding next summer",
      'MED HX':
        'Anxiety and depression on Lexapro. Albuterol inhaler for exercise induced asthma. No known drug allergies. Occasional marijuana. Drinks on weekends',
      DENTAL: [['8', 'Dark gray and nonvital to cold and EPT']],
      RADIO: 'PA of #8 shows a 4 mm periapical radiolucency',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT: "Explained it needs a root canal first then internal bleaching or a veneer. She'd like to try bleaching after the root canal",
      NOTES: "She's pretty nervous about needles",
      NV: ['Start RCT #8'],
    },
  }),
  defineCase({
    id: 'at16-us-typed-pregnant-bleeding-gums-caries-30-31',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with bleeding gums x 2 months, worse since pregnancy. Food packing lower right, feels a hole in a back tooth. Wants a cleaning and fillings done before the baby arrives. Med hx: 24 weeks pregnant, prenatal vitamins, gestational diabetes diet-controlled. Hx of kidney stones. Allergies: amoxicillin (rash), strawberries. Never smoked, no alcohol. Snacks often – crackers and juice. PSR 2 2 2 / 3 2 2. Generalized marginal gingival erythema. #30 distal caries. #31 mesial caries. Dx: pregnancy gingivitis, caries #30 and #31. Discussed safety of dental treatment in 2nd trimester, OB note not required. Today: prophy, OHI. Plan: DO composite #30, MO composite #31. NV: fillings #30 and #31 in 2 weeks.',
    expect: {
      CC: 'Bleeding gums x 2 months, worse since pregnancy. Food packing lower right, feels a hole in a back tooth. Wants a cleaning and fillings done before the baby arrives',
      'MED HX':
        '24 weeks pregnant, prenatal vitamins, gestational diabetes diet-controlled. Hx of kidney stones. Allergies: amoxicillin (rash), strawberries. Never smoked, no alcohol. Snacks often – crackers and juice',
      PERIO: 'PSR 2 2 2 / 3 2 2. Generalized marginal gingival erythema',
      DENTAL: [
        ['30', 'D caries'],
        ['31', 'M caries'],
      ],
      DX: ['Pregnancy gingivitis', 'Caries #30, #31'],
      CONSULT: 'Discussed safety of dental treatment in 2nd trimester, OB note not required',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      'TX PLAN': ['DO composite #30', 'MO composite #31'],
      NV: ['Fillings #30, #31 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'at17-us-asr-jaw-pain-headaches-fibromyalgia-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so patient presents with jaw pain on both sides worse on the left for about six months it's worst first thing in the morning gets headaches in her temples three or four times a week her jaw locked once last month ibuprofen and a warm compress help a little she wants something for the grinding her husband hears at night medical history fibromyalgia on duloxetine and gabapentin hypothyroid on levothyroxine allergic to penicillin and morphine no tobacco two or three glasses of wine a week scratch that two or three glasses of wine a night four cups of coffee a day extra oral bilateral masseter and temporalis tenderness left tmj click on opening maximum opening thirty eight millimeters intra oral bilateral linea alba scalloped tongue generalized attrition with wear facets on the canines diagnosis myofascial pain with bruxism advised soft diet and jaw exercises plan maxillary occlusal guard next visit impressions for night guard",
    expect: {
      CC: "Jaw pain on both sides worse on the left for about 6 months. It's worst first thing in the morning. Gets headaches in her temples 3 or 4 times a week. Her jaw locked once last month. Ibuprofen and a warm compress help a little. She wants something for the grinding her husband hears at night",
      'MED HX':
        'Fibromyalgia on duloxetine and gabapentin. Hypothyroid on levothyroxine. Allergic to penicillin and morphine. No tobacco. 2 or 3 glasses of wine a night. 4 cups of coffee a day',
      EXTRA: 'Bilateral masseter and temporalis tenderness. Left TMJ click on opening. Maximum opening 38 mm',
      INTRA: 'Bilateral linea alba. Scalloped tongue. Generalized attrition with wear facets on the canines',
      DX: ['Myofascial pain with bruxism'],
      CONSULT: 'Advised soft diet and jaw exercises',
      'TX PLAN': ['Maxillary night guard'],
      NV: ['Impressions for night guard'],
    },
  }),
  defineCase({
    id: 'at18-us-asr-broken-15-warfarin-valve-alendronate-interleaved',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient came in with a broken tooth upper left number fourteen sorry number fifteen half of it broke off on monday eating popcorn sharp on her cheek food gets stuck there she's on warfarin for a mechanical heart valve inr was two point eight yesterday been on alendronate for osteoporosis for five years no swelling she wants to know if it can be saved medical history also hypertension on metoprolol allergic to clindamycin former smoker quit ten years ago on examination number fifteen fractured buccal cusp below the gum line with recurrent decay under the old filling pa shows caries close to the pulp limited ferrule diagnosis nonrestorable fractured tooth number fifteen discussed extraction versus crown lengthening root canal and crown she'd prefer extraction will need cardiologist input about her warfarin and antibiotic prophylaxis plan extraction number fifteen after medical consult",
    expect: {
      CC: 'Broken tooth upper left #15. Half of it broke off on Monday eating popcorn. Sharp on her cheek. Food gets stuck there. No swelling. She wants to know if it can be saved',
      'MED HX':
        "She's on warfarin for a mechanical heart valve. INR was 2.8 yesterday. Been on alendronate for osteoporosis for 5 years. Hypertension on metoprolol. Allergic to clindamycin. Former smoker quit 10 years ago",
      DENTAL: [['15', 'Fractured B cusp below the gum line with recurrent decay under the old filling', 'B cusp']],
      RADIO: 'PA shows caries close to the pulp. Limited ferrule',
      DX: ['Nonrestorable fractured tooth #15'],
      CONSULT:
        "Discussed extraction versus crown lengthening root canal and crown. She'd prefer extraction. Will need cardiologist input about her warfarin and antibiotic prophylaxis",
      'TX PLAN': ['Extraction #15 after medical consult'],
    },
  }),
  defineCase({
    id: 'at19-us-typed-child-abscess-k-mom-adhd-sippy-cup-sdf',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Mom present. C/O pain lower left back tooth x 1 week, swollen gum with a pimple on it. Cried at school yesterday. Mom giving children's Motrin, helps for a few hours. Med hx: ADHD – Adderall. Sickle cell trait. Allergic to amoxicillin (hives). Juice in sippy cup at bedtime, candy most days. #K large DO caries. Buccal parulis adjacent to #K. #L occlusal caries. PA: furcation radiolucency #K. Dx: chronic apical abscess #K. Discussed extraction vs pulpectomy, mom chose extraction. Advised no juice at bedtime. Today: SDF applied to #L. Plan: extraction #K, space maintainer for #K space. NV: extraction #K with nitrous.",
    expect: {
      CC: "Pain lower left back tooth x 1 week, swollen gum with a pimple on it. Cried at school yesterday. Mom giving children's Motrin, helps for a few hours",
      'MED HX':
        'ADHD – Adderall. Sickle cell trait. Allergic to amoxicillin (hives). Juice in sippy cup at bedtime, candy most days',
      INTRA: 'Buccal parulis adjacent to #K',
      DENTAL: [
        ['K', 'Large DO caries'],
        ['L', 'O caries'],
      ],
      RADIO: 'PA: furcation radiolucency #K',
      DX: ['Chronic apical abscess #K'],
      CONSULT: 'Discussed extraction vs pulpectomy, mom chose extraction. Advised no juice at bedtime',
      'TX TODAY': ['SDF #L'],
      TX: ['SDF applied #L'],
      'TX PLAN': ['Extraction #K', 'Space maintainer for #K space'],
      NOTES: 'Mom present',
      NV: ['Extraction #K with nitrous'],
    },
  }),
  defineCase({
    id: 'at20-us-asr-high-bite-13-after-filling-ckd-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents complaining of a high bite since her filling on number twelve no I mean number thirteen last week hurts to chew on that side sharp pain when she bites down goes away straight after no pain with hot or cold she's been chewing on the right medical history chronic kidney disease stage three hypertension on amlodipine and losartan gout on allopurinol allergic to nsaids no smoking no alcohol on examination number thirteen occlusal composite high on articulating paper diagnosis high restoration number thirteen no anesthetic occlusion adjusted on thirteen polished patient says bite feels normal now return if any sensitivity",
    expect: {
      CC: "High bite since her filling on #13 last week. Hurts to chew on that side. Sharp pain when she bites down. Goes away straight after. No pain with hot or cold. She's been chewing on the right",
      'MED HX':
        'Chronic kidney disease stage 3. Hypertension on amlodipine and losartan. Gout on allopurinol. Allergic to NSAIDs. No smoking. No alcohol',
      DENTAL: [['13', 'O composite high on articulating paper']],
      DX: ['High restoration #13'],
      TX: ['No anesthetic', 'Occlusion adjusted #13', 'Polished'],
      NOTES: 'Patient says bite feels normal now',
      'F/U': 'Return if any sensitivity',
    },
  }),
  defineCase({
    id: 'at21-us-typed-dry-mouth-sjogrens-cervical-caries-varnish',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "CC: dry mouth for about a year, teeth breaking down near the gums, hard to swallow dry food. Sips water all day and sucks lemon drops to help. Med hx: Sjögren's syndrome – hydroxychloroquine, pilocarpine 5 mg TID. Depression – amitriptyline. HTN – HCTZ. Allergies: sulfa, iodine. Former smoker, quit 2019. 1-2 glasses of wine nightly. IO: dry mucosa, no saliva pooling, fissured tongue. #6, #7, #10, #11 facial cervical caries. #27 root caries. FMX: no periapical pathology. Dx: xerostomia, rampant cervical caries. Advised stop lemon drops, switch to xylitol lozenges, Biotene gel. Today: fluoride varnish applied. Rx 5000 ppm fluoride toothpaste. Plan: GIC restorations #6, #7, #10, #11, #27. Recall 3 months.",
    expect: {
      CC: 'Dry mouth for about a year, teeth breaking down near the gums, hard to swallow dry food. Sips water all day and sucks lemon drops to help',
      'MED HX':
        "Sjögren's syndrome – hydroxychloroquine, pilocarpine 5 mg TID. Depression – amitriptyline. HTN – HCTZ. Allergies: sulfa, iodine. Former smoker, quit 2019. 1-2 glasses of wine nightly",
      INTRA: 'Dry mucosa, no saliva pooling, fissured tongue',
      DENTAL: [
        ['6', 'F cervical caries'],
        ['7', 'F cervical caries'],
        ['10', 'F cervical caries'],
        ['11', 'F cervical caries'],
        ['27', 'Root caries'],
      ],
      RADIO: 'FMX: no periapical pathology',
      DX: ['Xerostomia', 'Rampant cervical caries'],
      CONSULT: 'Advised stop lemon drops, switch to xylitol lozenges, Biotene gel',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Rx 5000 ppm fluoride toothpaste'],
      'TX PLAN': ['GIC restorations #6, #7, #10, #11, #27'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'at22-us-asr-facial-swelling-31-transplant-no-header-history',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "um patient presents with swelling right lower face started yesterday getting bigger fast had a fever last night of a hundred and one can still swallow fine pain is nine out of ten he's had a toothache on that side on and off for months but never came in he had a kidney transplant three years ago on tacrolimus and prednisone five milligrams type two diabetes on insulin blood sugar this morning two forty penicillin allergy with anaphylaxis smokes half a pack a day drinks about twelve beers on weekends extra oral firm warm right submandibular swelling no trismus floor of mouth soft intra oral number thirty one grossly decayed pan shows large periapical radiolucency on number thirty one diagnosis acute apical abscess with facial cellulitis number thirty one spoke with his transplant team rx clindamycin three hundred milligrams four times a day for seven days advised go to the er if swelling spreads or any trouble breathing next visit extraction number thirty one tomorrow",
    expect: {
      CC: "Swelling right lower face. Started yesterday. Getting bigger fast. Had a fever last night of 101. Can still swallow fine. Pain is 9 out of 10. He's had a toothache on that side on and off for months but never came in",
      'MED HX':
        'He had a kidney transplant 3 years ago on tacrolimus and prednisone 5 mg. Type 2 diabetes on insulin. Blood sugar this morning 240. Penicillin allergy with anaphylaxis. Smokes half a pack a day. Drinks about 12 beers on weekends',
      EXTRA: 'Firm warm right submandibular swelling. No trismus. Floor of mouth soft',
      DENTAL: [['31', 'Grossly decayed']],
      RADIO: 'Pan shows large periapical radiolucency on #31',
      DX: ['Acute apical abscess with facial cellulitis #31'],
      CONSULT: 'Spoke with his transplant team. Advised go to the ER if swelling spreads or any trouble breathing',
      TX: ['Rx clindamycin 300 mg 4 times a day for 7 days'],
      NV: ['Extraction #31 tomorrow'],
    },
  }),
  defineCase({
    id: 'at23-us-typed-recall-new-cancer-chemo-zoledronic-mucositis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for 6 month recall. No dental complaints but gums have been sore since starting chemo. Med hx: breast cancer diagnosed this spring, on chemotherapy (AC-T), starting IV zoledronic acid next month. Port placed. Also takes ondansetron PRN. NKDA. Nonsmoker, no alcohol. EO: WNL. IO: mild mucositis buccal mucosa bilaterally. PSR 2 2 2 / 2 2 2. BWX: no caries. Dx: chemotherapy-related mucositis. Today: gentle prophy, OHI with extra soft brush. Discussed completing any dental treatment before zoledronic acid due to MRONJ risk, none needed at present. Advised salt and baking soda rinses. Recall 3 months.',
    expect: {
      CC: '6 month recall. No dental complaints but gums have been sore since starting chemo',
      'MED HX':
        'Breast cancer diagnosed this spring, on chemotherapy (AC-T), starting IV zoledronic acid next month. Port placed. Takes ondansetron PRN. NKDA. Nonsmoker, no alcohol',
      EXTRA: 'WNL',
      INTRA: 'Mild mucositis buccal mucosa bilaterally',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      RADIO: 'BWX: no caries',
      DX: ['Chemotherapy-related mucositis'],
      CONSULT:
        'Discussed completing any dental treatment before zoledronic acid due to MRONJ risk, none needed at present. Advised salt and baking soda rinses',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Gentle prophy', 'OHI with extra soft brush'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'at24-us-asr-history-first-hopeless-upper-teeth-wants-denture',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "medical history parkinson's on carbidopa levodopa prostate cancer treated with radiation no head and neck radiation heart failure on furosemide and carvedilol also eliquis for atrial fibrillation allergies penicillin and iodine contrast quit smoking twenty years ago has a beer with dinner uh chief complaint his upper teeth are loose and broken can't chew meat anymore getting worse over two years gums bleed embarrassed to smile he wants them all out and a full upper denture his wife is with him and does most of the talking on examination numbers six seven ten and eleven grossly decayed psr four in all upper sextants heavy calculus pan shows severe bone loss upper arch diagnosis hopeless upper dentition discussed extractions and immediate upper denture versus implant options he wants the immediate denture will get cardiology clearance before stopping eliquis plan extract six seven ten and eleven and immediate upper denture next visit impressions for immediate denture",
    expect: {
      CC: "His upper teeth are loose and broken. Can't chew meat anymore. Getting worse over 2 years. Gums bleed. Embarrassed to smile. He wants them all out and a full upper denture",
      'MED HX':
        "Parkinson's on carbidopa levodopa. Prostate cancer treated with radiation. No head and neck radiation. Heart failure on furosemide and carvedilol. Eliquis for atrial fibrillation. Allergies penicillin and iodine contrast. Quit smoking 20 years ago. Has a beer with dinner",
      DENTAL: [
        ['6', 'Grossly decayed'],
        ['7', 'Grossly decayed'],
        ['10', 'Grossly decayed'],
        ['11', 'Grossly decayed'],
      ],
      PERIO: 'PSR 4 in all upper sextants. Heavy calculus',
      RADIO: 'Pan shows severe bone loss upper arch',
      DX: ['Hopeless upper dentition'],
      CONSULT:
        'Discussed extractions and immediate upper denture versus implant options. He wants the immediate denture. Will get cardiology clearance before stopping Eliquis',
      'TX PLAN': ['Extraction #6, #7, #10, #11', 'Immediate upper denture'],
      NOTES: 'His wife is with him and does most of the talking',
      NV: ['Impressions for immediate denture'],
    },
  }),
];
