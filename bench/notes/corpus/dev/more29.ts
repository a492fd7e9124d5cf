// A twenty-ninth development batch (ids ae01–ae24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a sample of discussion- and consent-heavy visits in
// general practice, one UK and one US practice: options talked through with their risks, benefits and costs (quotes in £
// and $, said as words and typed), patients' and parents' questions and the answers given, preferences and decisions,
// referrals to oral medicine, oral surgery and orthodontics, and consent given in different ways (verbal, written or
// signed, by a parent, carer or legal guardian, deferred, withheld, not given). Alongside: intra-oral soft-tissue
// findings (traumatic and aphthous ulcers, frictional keratosis, linea alba, geographic and scalloped tongue, white
// patches, a mucocele, a torus, denture stomatitis, a parulis) with sizes in mm, extra-oral findings, BPE / PSR with
// pockets, bleeding, mobility and furcation, radiographs with reports (one declined), diagnoses, and in some visits a
// short treatment today with a plan, next visit and recall. UK and US (12 each); FDI, Universal (primary teeth by
// letter) and Palmer (a primary tooth by letter); 14 recogniser-style (fillers, "sorry" / "I mean" / "no wait"
// self-corrections) and 10 typed; 62 to 173 words; two cases with appended dictation ("add to notes …", "change … to …").
//
// Judgement calls where the contract was silent:
// - Money said as words is written with its symbol and digits ("five hundred and twenty pounds" → "£520", "one thousand
//   two hundred dollars" → "$1,200"), as more28's ad06 writes it; typed amounts stay as typed.
// - What was discussed, explained, advised and asked, the answers, and the patient's (or parent's) decision, including
//   "patient agreed to referral" and "patient declined SRP due to cost", are CONSULT; a clause that is about consent
//   itself ("consent deferred", "consent for referral withheld", "consent for SRP not given", "grandmother signed
//   consent as legal guardian") is CONSENT, whole.
// - A referral said without a plan header ("referral to oral surgery for extraction 38") is TX PLAN, as the contract's
//   treatment section puts a referral for treatment elsewhere; a referral only explained or declined is not planned.
// - Radiographs offered and declined (ae09) are OE.RADIO.
// - In text fields other than DENTAL a single surface stays a word ("47 occlusal caries into dentine" in a bitewing
//   report); a run of two surfaces is abbreviated everywhere ("MO composite on #30" in a discussion).
// - Mobility and furcation said in a periodontal run with the tooth last ("Grade I mobility 31 and 41") stay in OE.PERIO;
//   no DENTAL entry is made from them.
// - An ill-fitting denture and a tongue finding said among the soft tissues are OE.INTRA.
// - In unpunctuated risk lists no commas were inserted ("risks including numbness dry socket and infection"), as
//   more28's ad08 writes it; other unpunctuated clauses are split with ". " where a careful writer would stop.
// - "Stage three grade C" → "stage 3 grade C" (numbers are digits); typed Roman numerals stay as typed.
// - A prescription with no other step of today is still a TX item (ae16); post-op or home advice ("warm salty mouthwash
//   advised", "advised SLS free toothpaste") is CONSULT.
// - Universal primary teeth were dictated "tooth t", so "tooth" goes and the tooth is "T" / "#T".
// - Appended "change $475 to $450" edits the figure inside the discussion; "change recall six months to nine months"
//   keeps "Recall"; "add to notes …" adds to NOTES.
// - Dictations were written so that no label depends on two findings for one tooth, on "today" or "next visit" said
//   inside a discussion, or on numbered lists.
// - Who came with the patient, said as its own clause ("mum present", "grandmother is legal guardian"), is NOTES; a
//   tooth-first sentence right after an "IO:" / "intra oral" header is a DENTAL entry, not OE.INTRA.
// - The dictated "full stop" in ae12 only ends the clause ("dad present" is NOTES, the complaint goes on after it).
import { defineCase, type NotesCase } from '../case.ts';

export const more29Cases: NotesCase[] = [
  defineCase({
    id: 'ae01-uk-asr-traumatic-ulcer-frictional-keratosis-cusp-smoothed',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for routine examination no complaints medical history no changes takes omeprazole extra oral no lymphadenopathy tmj normal intra oral small ulcer about three millimetres on left lateral border of tongue adjacent to thirty six also frictional keratosis right buccal mucosa along occlusal line bpe code two in all sextants thirty six fractured lingual cusp sharp edge bitewings taken no caries detected diagnosis traumatic ulcer from sharp cusp thirty six discussed smoothing cusp and review of ulcer patient happy to proceed verbal consent given treatment today thirty six lingual cusp smoothed and polished review ulcer in two weeks recall six months',
    expect: {
      CC: 'Routine examination. No complaints',
      'MED HX': 'No changes. Takes omeprazole',
      EXTRA: 'No lymphadenopathy. TMJ normal',
      INTRA:
        'Small ulcer about 3 mm on left lateral border of tongue adjacent to 36. Frictional keratosis right buccal mucosa along occlusal line',
      PERIO: 'BPE code 2 in all sextants',
      DENTAL: [['36', 'Fractured L cusp sharp edge', 'L cusp']],
      RADIO: 'Bitewings taken. No caries detected',
      DX: ['Traumatic ulcer from sharp cusp 36'],
      CONSULT: 'Discussed smoothing cusp and review of ulcer. Patient happy to proceed',
      CONSENT: 'Verbal consent given',
      TX: ['36 L cusp smoothed and polished'],
      'F/U': 'Review ulcer in 2 weeks. Recall 6 months',
    },
  }),
  defineCase({
    id: 'ae02-uk-asr-white-patch-tongue-urgent-oral-medicine-referral',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended complaining of white patch on the side of her tongue noticed three weeks ago not painful medical history hypertension on amlodipine smokes fifteen a day drinks about twenty units a week extra oral no palpable lymph nodes intra oral white non wipeable patch right lateral border of tongue approximately twelve millimetres long no ulceration rest of the soft tissues normal bpe code two in all sextants except code three lower right provisional diagnosis leukoplakia right lateral tongue discussed findings and that it needs a specialist opinion explained she needs to see oral medicine for possible biopsy patient asked whether it could be cancer explained most white patches are benign but it must be checked um smoking cessation advice given patient agreed to referral verbal consent given for referral plan urgent referral to oral medicine review in six weeks',
    expect: {
      CC: 'White patch on the side of her tongue noticed 3 weeks ago. Not painful',
      'MED HX': 'Hypertension on amlodipine. Smokes 15 a day. Drinks about 20 units a week',
      EXTRA: 'No palpable lymph nodes',
      INTRA:
        'White non wipeable patch right lateral border of tongue approximately 12 mm long. No ulceration. Rest of the soft tissues normal',
      PERIO: 'BPE code 2 in all sextants except code 3 lower right',
      DX: ['Leukoplakia right lateral tongue'],
      CONSULT:
        'Discussed findings and that it needs a specialist opinion. Explained she needs to see oral medicine for possible biopsy. Patient asked whether it could be cancer. Explained most white patches are benign but it must be checked. Smoking cessation advice given. Patient agreed to referral',
      CONSENT: 'Verbal consent given for referral',
      'TX PLAN': ['Urgent referral to oral medicine'],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'ae03-uk-typed-options-missing-36-quotes-consent-deferred',
    style: 'UK',
    asr: false,
    transcript:
      'Attended wanting to replace missing 36, extracted 6 months ago. MH: fit and well, NKDA. O/E 36 missing, socket healed. 37 slight mesial tilt. BPE 1 1 1 / 1 2 1. PA 36 area: socket fully healed, adequate bone height, no retained root. Options discussed: implant £2,450 including crown, conventional bridge 35 to 37 £1,100, cobalt chrome partial denture £650, or leave the space. Risks and benefits of each explained, including over-eruption of 26 if left. Patient asked how long an implant lasts. Explained it can last many years with good maintenance. Patient prefers implant but wants to check finances. Written estimate given. Consent deferred until decision made. Recall 6 months.',
    expect: {
      CC: 'Wanting to replace missing 36, extracted 6 months ago',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['36', 'Missing, socket healed'],
        ['37', 'Slight mesial tilt'],
      ],
      PERIO: 'BPE 1 1 1 / 1 2 1',
      RADIO: 'PA 36 area: socket fully healed, adequate bone height, no retained root',
      CONSULT:
        'Options discussed: implant £2,450 including crown, conventional bridge 35 to 37 £1,100, cobalt chrome partial denture £650, or leave the space. Risks and benefits of each explained, including over-eruption of 26 if left. Patient asked how long an implant lasts. Explained it can last many years with good maintenance. Patient prefers implant but wants to check finances. Written estimate given',
      CONSENT: 'Consent deferred until decision made',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ae04-uk-asr-palmer-child-geographic-tongue-sealants-mum-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for check up no problems mum present medical history fit and well no allergies extra oral nad intra oral geographic tongue noted soft tissues otherwise healthy upper right six and upper left six deep fissures sound lower left e occlusal caries into dentine lower right e sound bitewings taken lower left e caries into outer third dentine no other caries discussed geographic tongue is harmless discussed fissure sealants on sixes and filling lower left e explained options of filling or monitoring with fluoride mum chose sealants now and the filling at another visit mum gave verbal consent child very cooperative treatment today upper right six and upper left six fissure sealants placed fluoride varnish applied next visit filling lower left e recall six months',
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Geographic tongue noted. Soft tissues otherwise healthy',
      DENTAL: [
        ['UR6', 'Deep fissures sound'],
        ['UL6', 'Deep fissures sound'],
        ['LLE', 'O caries into dentine'],
        ['LRE', 'Sound'],
      ],
      RADIO: 'Bitewings taken. LLE caries into outer third dentine. No other caries',
      CONSULT:
        'Discussed geographic tongue is harmless. Discussed fissure sealants on sixes and filling LLE. Explained options of filling or monitoring with fluoride. Mum chose sealants now and the filling at another visit',
      CONSENT: 'Mum gave verbal consent',
      'TX TODAY': ['Fissure sealants UR6, UL6', 'Fluoride varnish'],
      TX: ['UR6, UL6 fissure sealants placed', 'Fluoride varnish applied'],
      NOTES: 'Mum present. Child very cooperative',
      NV: ['Filling LLE'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ae05-uk-typed-perio-assessment-stage-iii-written-consent-rsd-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for gum assessment, referred by hygienist. Bleeding gums when brushing for months. MH: type 2 diabetes (HbA1c 58), metformin. Ex-smoker, stopped 2 years ago. EO: NAD. IO: soft tissues healthy, no lesions. BPE 4 3 4 / 4 3 4. Generalised 5-7 mm pockets, BOP 68%, plaque score 45%. Grade I mobility 31 and 41. Grade II furcation 36. OPG: generalised horizontal bone loss up to 50% of root length, worst at lower incisors. Diagnosis: generalised periodontitis stage III grade B currently unstable. Discussed diagnosis, link with diabetes and need for excellent home care. Non-surgical therapy explained: 4 appointments of RSD under LA, £280 total. Risks: sensitivity, recession, black triangles. Patient asked if teeth can be saved. Explained prognosis of 31 and 41 guarded. Patient keen to proceed. Written consent signed. OHI given with TePe brushes sizes 2 and 3. Electric toothbrush advised. Plan: RSD UR and LR quadrants, then RSD UL and LL. Perio re-evaluation 3 months after RSD.',
    expect: {
      CC: 'Gum assessment, referred by hygienist. Bleeding gums when brushing for months',
      'MED HX': 'Type 2 diabetes (HbA1c 58), metformin. Ex-smoker, stopped 2 years ago',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, no lesions',
      PERIO:
        'BPE 4 3 4 / 4 3 4. Generalised 5-7 mm pockets, BOP 68%, plaque score 45%. Grade I mobility 31 and 41. Grade II furcation 36',
      RADIO: 'OPG: generalised horizontal bone loss up to 50% of root length, worst at lower incisors',
      DX: ['Generalised periodontitis stage III grade B currently unstable'],
      CONSULT:
        'Discussed diagnosis, link with diabetes and need for excellent home care. Non-surgical therapy explained: 4 appointments of RSD under LA, £280 total. Risks: sensitivity, recession, black triangles. Patient asked if teeth can be saved. Explained prognosis of 31 and 41 guarded. Patient keen to proceed. Electric toothbrush advised',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['OHI'],
      TX: ['OHI given with TePe brushes sizes 2 and 3'],
      'TX PLAN': ['RSD UR and LR quadrants', 'RSD UL and LL'],
      'F/U': 'Perio re-evaluation 3 months after RSD',
    },
  }),
  defineCase({
    id: 'ae06-uk-asr-pericoronitis-38-opg-oral-surgery-referral-irrigation',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with pain and swelling at back of lower left jaw on and off for two months worse for four days medical history asthma uses ventolin allergic to penicillin extra oral slight swelling left angle of mandible left submandibular node palpable and tender mouth opening about thirty five millimetres intra oral thirty eight partially erupted operculum red and swollen pus on pressure opg taken shows thirty eight mesioangular impaction with roots close to the inferior dental canal diagnosis pericoronitis thirty eight discussed options of monitoring or removal of thirty eight explained risks including numbness dry socket and infection patient would like it removed as it keeps flaring up referral to oral surgery for extraction thirty eight patient gave verbal consent to referral treatment today thirty eight irrigated with chlorhexidine under operculum er prescribed metronidazole four hundred milligrams three times a day for five days warm salty mouthwash advised review one week',
    expect: {
      CC: 'Pain and swelling at back of lower left jaw on and off for 2 months worse for 4 days',
      'MED HX': 'Asthma uses Ventolin. Allergic to penicillin',
      EXTRA:
        'Slight swelling left angle of mandible. Left submandibular node palpable and tender. Mouth opening about 35 mm',
      DENTAL: [['38', 'Partially erupted operculum red and swollen pus on pressure']],
      RADIO: 'OPG taken shows 38 mesioangular impaction with roots close to the inferior dental canal',
      DX: ['Pericoronitis 38'],
      CONSULT:
        'Discussed options of monitoring or removal of 38. Explained risks including numbness dry socket and infection. Patient would like it removed as it keeps flaring up. Warm salty mouthwash advised',
      CONSENT: 'Patient gave verbal consent to referral',
      'TX TODAY': ['Irrigation 38'],
      TX: [
        '38 irrigated with chlorhexidine under operculum',
        'Prescribed metronidazole 400 mg 3 times a day for 5 days',
      ],
      'TX PLAN': ['Referral to oral surgery for extraction 38'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ae07-uk-asr-cracked-26-crown-vs-onlay-fees-cusp-reduced',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended complaining of sharp pain on biting upper left back tooth for three weeks sorry four weeks medical history no changes on examination twenty six large mesial occlusal distal amalgam with crack line on palatal cusp tender on biting with tooth slooth pa twenty six no periapical pathology diagnosis cracked tooth syndrome twenty six discussed options cuspal coverage onlay or crown to protect the tooth risk that the crack may progress and need root canal treatment or extraction crown fee five hundred and twenty pounds and gold onlay four hundred and eighty pounds patient asked whether a filling would do explained it would not protect the cusp patient chose crown verbal consent for crown treatment today no la palatal cusp of twenty six reduced out of occlusion next visit crown prep twenty six under la',
    expect: {
      CC: 'Sharp pain on biting upper left back tooth for 4 weeks',
      'MED HX': 'No changes',
      DENTAL: [['26', 'Large MOD amalgam with crack line on P cusp tender on biting with Tooth Slooth']],
      RADIO: 'PA 26 no periapical pathology',
      DX: ['Cracked tooth syndrome 26'],
      CONSULT:
        'Discussed options cuspal coverage onlay or crown to protect the tooth. Risk that the crack may progress and need root canal treatment or extraction. Crown fee £520 and gold onlay £480. Patient asked whether a filling would do. Explained it would not protect the cusp. Patient chose crown',
      CONSENT: 'Verbal consent for crown',
      TX: ['No LA', 'P cusp of 26 reduced out of occlusion'],
      NV: ['Crown prep 26 under LA'],
    },
  }),
  defineCase({
    id: 'ae08-uk-typed-palmer-denture-stomatitis-daughter-carer-reline-options',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Sore mouth under upper denture for 3 weeks, wears denture day and night. Daughter (carer) present. MH: mild dementia, AF on apixaban, hypertension. EO: angular cheilitis both corners of mouth. IO: erythema of palate under denture base, no ulcers. Tongue smooth and red. Upper denture poorly fitting. LL4 retained root. LR3 and LL3 sound. Dx: denture stomatitis, angular cheilitis. Discussed cause and denture hygiene, advised leaving denture out at night. Explained options: reline £120 or new upper denture £380. Patient and daughter chose reline once palate settles. Verbal consent given by patient with daughter present. Today: denture cleaned in surgery. Rx miconazole oral gel 20 mg/g to apply to fitting surface 4 times daily for 14 days. Advised soaking denture in Milton overnight. NV: reline upper denture. Review 2 weeks.',
    expect: {
      CC: 'Sore mouth under upper denture for 3 weeks, wears denture day and night',
      'MED HX': 'Mild dementia, AF on apixaban, hypertension',
      EXTRA: 'Angular cheilitis both corners of mouth',
      INTRA: 'Erythema of palate under denture base, no ulcers. Tongue smooth and red. Upper denture poorly fitting',
      DENTAL: [
        ['LL4', 'Retained root'],
        ['LR3', 'Sound'],
        ['LL3', 'Sound'],
      ],
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        'Discussed cause and denture hygiene, advised leaving denture out at night. Explained options: reline £120 or new upper denture £380. Patient and daughter chose reline once palate settles. Advised soaking denture in Milton overnight',
      CONSENT: 'Verbal consent given by patient with daughter present',
      TX: [
        'Denture cleaned in surgery',
        'Rx miconazole oral gel 20 mg/g to apply to fitting surface 4 times daily for 14 days',
      ],
      NOTES: 'Daughter (carer) present',
      NV: ['Reline upper denture'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'ae09-uk-asr-mucocele-lower-lip-radiographs-declined-consent-withheld',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with painless lump on lower lip on and off for two months bursts and comes back medical history fit and well no medications extra oral nad intra oral soft non tender bluish swelling about six millimetres on inner surface of lower lip left side rest of the mucosa healthy bpe code one in all sextants um bitewings offered patient declined radiographs this visit diagnosis mucocele lower lip discussed options monitoring or referral for excision explained it may recur after removal patient asked if it could be anything serious reassured it looks benign patient does not want referral at the moment consent for referral withheld advised not to bite or suck the lip review in three months or sooner if it gets bigger recall six months',
    expect: {
      CC: 'Painless lump on lower lip on and off for 2 months. Bursts and comes back',
      'MED HX': 'Fit and well. No medications',
      EXTRA: 'NAD',
      INTRA:
        'Soft non tender bluish swelling about 6 mm on inner surface of lower lip left side. Rest of the mucosa healthy',
      PERIO: 'BPE code 1 in all sextants',
      RADIO: 'Bitewings offered. Patient declined radiographs this visit',
      DX: ['Mucocele lower lip'],
      CONSULT:
        'Discussed options monitoring or referral for excision. Explained it may recur after removal. Patient asked if it could be anything serious. Reassured it looks benign. Patient does not want referral at the moment. Advised not to bite or suck the lip',
      CONSENT: 'Consent for referral withheld',
      'F/U': 'Review in 3 months or sooner if it gets bigger. Recall 6 months',
    },
  }),
  defineCase({
    id: 'ae10-uk-asr-appends-linea-alba-keratosis-caries-47-white-filling-quote',
    style: 'UK',
    asr: true,
    transcript:
      'okay patient attended for six month check no concerns medical history no changes extra oral nad intra oral linea alba both cheeks um frictional keratosis left lateral tongue opposite thirty five and thirty six no other lesions bpe code two in lower anterior sextant code one elsewhere forty six occlusal amalgam sound forty seven occlusal caries bitewings taken forty seven occlusal caries into dentine no other caries diagnosis caries forty seven and frictional keratosis left lateral tongue discussed filling options amalgam or white filling white filling costs ninety five pounds patient chose white filling verbal consent obtained next visit occlusal composite forty seven recall six months',
    appends: ['add to notes patient nervous about needles', 'change recall six months to nine months'],
    expect: {
      CC: '6 month check. No concerns',
      'MED HX': 'No changes',
      EXTRA: 'NAD',
      INTRA: 'Linea alba both cheeks. Frictional keratosis left lateral tongue opposite 35 and 36. No other lesions',
      PERIO: 'BPE code 2 in lower anterior sextant code 1 elsewhere',
      DENTAL: [
        ['46', 'O amalgam sound'],
        ['47', 'O caries'],
      ],
      RADIO: 'Bitewings taken. 47 occlusal caries into dentine. No other caries',
      DX: ['Caries 47', 'Frictional keratosis left lateral tongue'],
      CONSULT: 'Discussed filling options amalgam or white filling. White filling costs £95. Patient chose white filling',
      CONSENT: 'Verbal consent obtained',
      NOTES: 'Patient nervous about needles',
      NV: ['O composite 47'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ae11-uk-typed-whitening-consultation-polyp-consent-form-impressions',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for whitening consultation. Unhappy with yellow teeth. MH: fit and well, no allergies, non-smoker. EO: NAD. IO: soft tissues healthy. Small fibroepithelial polyp 3 mm on right buccal mucosa, unchanged from last year. BPE 0 1 0 / 0 0 0. 11 and 21 large composite restorations. Discussed home whitening with 10% carbamide peroxide trays, cost £350 including trays and gel. Risks: sensitivity, gum irritation, composites will not change colour and may need replacing (approx £150 per tooth). Patient asked about in-surgery whitening: explained not offered here. Patient wishes to proceed. Whitening consent form signed. Today: baseline shade A3 recorded, upper and lower alginate impressions taken, photos taken. NV: fit whitening trays in 2 weeks.',
    expect: {
      CC: 'Whitening consultation. Unhappy with yellow teeth',
      'MED HX': 'Fit and well, no allergies, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Small fibroepithelial polyp 3 mm on right buccal mucosa, unchanged from last year',
      PERIO: 'BPE 0 1 0 / 0 0 0',
      DENTAL: [
        ['11', 'Large composite restorations'],
        ['21', 'Large composite restorations'],
      ],
      CONSULT:
        'Discussed home whitening with 10% carbamide peroxide trays, cost £350 including trays and gel. Risks: sensitivity, gum irritation, composites will not change colour and may need replacing (approx £150 per tooth). Patient asked about in-surgery whitening: explained not offered here. Patient wishes to proceed',
      CONSENT: 'Whitening consent form signed',
      'TX TODAY': ['Impressions'],
      TX: ['Baseline shade A3 recorded', 'Upper and lower alginate impressions taken', 'Photos taken'],
      NV: ['Fit whitening trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ae12-uk-asr-palmer-teen-ortho-referral-dad-consent-full-stop',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for check up dad present full stop patient wants braces for crooked front teeth medical history fit and well no allergies extra oral class two skeletal pattern lips competent intra oral soft tissues healthy upper right two palatally placed upper left three no wait upper right three buccally placed lower right six and lower left six fissure sealants intact bpe code one in all sextants opg taken for orthodontic assessment all permanent teeth present including third molars no caries diagnosis class two division one malocclusion and crowding upper arch discussed orthodontic referral nhs eligibility depends on iotn score explained private treatment is approximately three thousand pounds if not eligible patient and dad keen to go ahead dad gave verbal consent for referral plan referral to orthodontist recall six months',
    expect: {
      CC: 'Check up. Patient wants braces for crooked front teeth',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Class 2 skeletal pattern. Lips competent',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['UR2', 'Palatally placed'],
        ['UR3', 'Buccally placed'],
        ['LR6', 'Fissure sealants intact'],
        ['LL6', 'Fissure sealants intact'],
      ],
      PERIO: 'BPE code 1 in all sextants',
      RADIO: 'OPG taken for orthodontic assessment. All permanent teeth present including third molars. No caries',
      DX: ['Class 2 division 1 malocclusion', 'Crowding upper arch'],
      CONSULT:
        'Discussed orthodontic referral. NHS eligibility depends on IOTN score. Explained private treatment is approximately £3,000 if not eligible. Patient and dad keen to go ahead',
      CONSENT: 'Dad gave verbal consent for referral',
      'TX PLAN': ['Referral to orthodontist'],
      NOTES: 'Dad present',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ae13-us-asr-new-patient-torus-fmx-fees-insurance-question-prophy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh new patient comprehensive exam patient wants a cleaning and checkup last visit three years ago medical history high cholesterol on atorvastatin no known drug allergies extraoral exam within normal limits no lymphadenopathy intraoral exam torus palatinus about fifteen millimeters midline of palate asymptomatic tongue coated on dorsum otherwise normal floor of mouth normal number thirty mesial occlusal caries number three large amalgam with recurrent decay psr scores of three in all sextants generalized bleeding on probing fmx taken shows generalized mild horizontal bone loss and mesial caries on thirty diagnosis generalized periodontitis stage one and caries on thirty and three discussed findings and recommended mesial occlusal composite on thirty and crown on three estimated fees one hundred eighty dollars for the filling and one thousand two hundred dollars for the crown patient asked what insurance covers explained we will send a pre authorization patient wants to start with the filling verbal consent for prophy treatment today prophy with cavitron and hand scaling oral hygiene instructions given next visit mesial occlusal composite thirty',
    expect: {
      CC: 'New patient comprehensive exam. Patient wants a cleaning and checkup. Last visit 3 years ago',
      'MED HX': 'High cholesterol on atorvastatin. No known drug allergies',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA:
        'Torus palatinus about 15 mm midline of palate asymptomatic. Tongue coated on dorsum otherwise normal. Floor of mouth normal',
      DENTAL: [
        ['30', 'MO caries'],
        ['3', 'Large amalgam with recurrent decay'],
      ],
      PERIO: 'PSR scores of 3 in all sextants. Generalized bleeding on probing',
      RADIO: 'FMX taken shows generalized mild horizontal bone loss and mesial caries on #30',
      DX: ['Generalized periodontitis stage 1', 'Caries #30, #3'],
      CONSULT:
        'Discussed findings and recommended MO composite on #30 and crown on #3. Estimated fees $180 for the filling and $1,200 for the crown. Patient asked what insurance covers. Explained we will send a pre authorization. Patient wants to start with the filling',
      CONSENT: 'Verbal consent for prophy',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with Cavitron and hand scaling', 'Oral hygiene instructions given'],
      NV: ['MO composite #30'],
    },
  }),
  defineCase({
    id: 'ae14-us-typed-irreversible-pulpitis-14-options-fees-consent-pulpectomy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with throbbing pain upper left, 3 days, keeps her up at night. Med hx: hypothyroidism, levothyroxine. Allergies: sulfa. EO: no swelling, no lymphadenopathy. IO: soft tissues WNL. #14 large MO composite, TTP positive, lingering pain to cold. #15 normal response to cold. PA #14: deep caries approaching pulp, widened PDL at MB root. Dx: symptomatic irreversible pulpitis #14, symptomatic apical periodontitis. Discussed options: RCT and crown on #14 ($1,150 + $1,300), extraction ($275) with implant later ($4,000), or no treatment. Risks of RCT explained: file separation, perforation, persistent pain. Pt asked if she can wait until next month, explained risk of swelling. Pt elected RCT. Informed consent signed. Tx today: 2 carpules 2% lidocaine 1:100,000 epi, buccal infiltration and palatal infiltration #14. Rubber dam. Pulpectomy #14, canals irrigated with NaOCl, calcium hydroxide placed, Cavit. Rx ibuprofen 600 mg. NV: complete RCT #14 in 2 weeks.',
    expect: {
      CC: 'Throbbing pain upper left, 3 days, keeps her up at night',
      'MED HX': 'Hypothyroidism, levothyroxine. Allergies: sulfa',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'Soft tissues WNL',
      DENTAL: [
        ['14', 'Large MO composite, TTP positive, lingering pain to cold'],
        ['15', 'Normal response to cold'],
      ],
      RADIO: 'PA #14: deep caries approaching pulp, widened PDL at MB root',
      DX: ['Symptomatic irreversible pulpitis #14', 'Symptomatic apical periodontitis'],
      CONSULT:
        'Discussed options: RCT and crown on #14 ($1,150 + $1,300), extraction ($275) with implant later ($4,000), or no treatment. Risks of RCT explained: file separation, perforation, persistent pain. Pt asked if she can wait until next month, explained risk of swelling. Pt elected RCT',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Pulpectomy #14',
        'Canals irrigated with NaOCl',
        'Calcium hydroxide placed',
        'Cavit',
        'Rx ibuprofen 600 mg',
      ],
      NV: ['Complete RCT #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ae15-us-asr-child-primary-t-s-sdf-mom-consent-nitrous-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'mom present patient complaining of tooth pain lower right when eating candy medical history healthy no allergies no medications extraoral within normal limits intraoral soft tissues healthy tongue normal tooth s no wait tooth t deep distal occlusal caries tooth s occlusal caries bitewings taken caries on t close to pulp caries on s into dentin diagnosis caries t and s discussed with mom options stainless steel crown on t with pulpotomy if needed and filling on s or silver diamine fluoride to arrest decay explained sdf stains the decay black mom asked about sleeping gas explained nitrous oxide option mom chose sdf now and crown at a later visit mom gave verbal consent child cooperative treatment today silver diamine fluoride applied to s and t fluoride varnish applied next visit stainless steel crown on t with nitrous',
    expect: {
      CC: 'Tooth pain lower right when eating candy',
      'MED HX': 'Healthy. No allergies. No medications',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues healthy. Tongue normal',
      DENTAL: [
        ['T', 'Deep DO caries'],
        ['S', 'O caries'],
      ],
      RADIO: 'Bitewings taken. Caries on #T close to pulp. Caries on #S into dentin',
      DX: ['Caries #T, #S'],
      CONSULT:
        'Discussed with mom options stainless steel crown on #T with pulpotomy if needed and filling on #S or silver diamine fluoride to arrest decay. Explained SDF stains the decay black. Mom asked about sleeping gas. Explained nitrous oxide option. Mom chose SDF now and crown at a later visit',
      CONSENT: 'Mom gave verbal consent',
      'TX TODAY': ['SDF #S, #T', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride applied #S, #T', 'Fluoride varnish applied'],
      NOTES: 'Mom present. Child cooperative',
      NV: ['SSC #T with nitrous'],
    },
  }),
  defineCase({
    id: 'ae16-us-asr-recurrent-aphthous-ulcers-measured-rx-triamcinolone',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with painful sores in mouth for five days gets them a few times a year medical history celiac disease no meds allergic to latex extraoral no lymphadenopathy lips normal intraoral two round ulcers with yellow base and red halo on lower labial mucosa about four millimeters and three millimeters also one on left buccal mucosa about two millimeters no other lesions tongue normal psr two in all sextants generalized four I mean three millimeter pockets diagnosis recurrent minor aphthous ulcers discussed triggers including stress and sls toothpaste and link with celiac disease explained they should heal in ten to fourteen days patient asked if they are contagious explained they are not patient wants something for the pain rx triamcinolone in orabase apply to ulcers after meals advised sls free toothpaste review in two weeks if not healed',
    expect: {
      CC: 'Painful sores in mouth for 5 days. Gets them a few times a year',
      'MED HX': 'Celiac disease. No meds. Allergic to latex',
      EXTRA: 'No lymphadenopathy. Lips normal',
      INTRA:
        '2 round ulcers with yellow base and red halo on lower labial mucosa about 4 mm and 3 mm. One on left buccal mucosa about 2 mm. No other lesions. Tongue normal',
      PERIO: 'PSR 2 in all sextants. Generalized 3 mm pockets',
      DX: ['Recurrent minor aphthous ulcers'],
      CONSULT:
        'Discussed triggers including stress and SLS toothpaste and link with celiac disease. Explained they should heal in 10 to 14 days. Patient asked if they are contagious. Explained they are not. Patient wants something for the pain. Advised SLS free toothpaste',
      TX: ['Rx triamcinolone in Orabase apply to ulcers after meals'],
      'F/U': 'Review in 2 weeks if not healed',
    },
  }),
  defineCase({
    id: 'ae17-us-typed-wisdom-teeth-pano-oral-surgeon-referral-mom-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for wisdom teeth evaluation, referred by orthodontist. Occasional soreness lower right. Mom present. Med hx: ADHD, methylphenidate. NKDA. EO: WNL, no trismus. IO: #17 partially erupted. #32 partially erupted with operculum mildly inflamed. #1 and #16 unerupted. Pano: #1, #16, #17 and #32 developing, roots two-thirds formed. #32 horizontal impaction, #17 mesioangular, #1 and #16 vertical. No pathology. Dx: impacted third molars. Mild pericoronitis #32. Discussed extraction of all 4 third molars vs monitoring, risks including nerve injury, dry socket, sinus involvement for uppers. Mom asked about sedation. IV sedation available at oral surgeon, estimated $2,100 total including sedation. Mom and pt want to proceed. Consent for referral given by mom. Referral to oral surgeon for extraction of #1, #16, #17 and #32 under IV sedation. Recall 6 months.',
    expect: {
      CC: 'Wisdom teeth evaluation, referred by orthodontist. Occasional soreness lower right',
      'MED HX': 'ADHD, methylphenidate. NKDA',
      EXTRA: 'WNL, no trismus',
      DENTAL: [
        ['17', 'Partially erupted'],
        ['32', 'Partially erupted with operculum mildly inflamed'],
        ['1', 'Unerupted'],
        ['16', 'Unerupted'],
      ],
      RADIO:
        'Pano: #1, #16, #17 and #32 developing, roots two-thirds formed. #32 horizontal impaction, #17 mesioangular, #1 and #16 vertical. No pathology',
      DX: ['Impacted third molars', 'Mild pericoronitis #32'],
      CONSULT:
        'Discussed extraction of all 4 third molars vs monitoring, risks including nerve injury, dry socket, sinus involvement for uppers. Mom asked about sedation. IV sedation available at oral surgeon, estimated $2,100 total including sedation. Mom and pt want to proceed',
      CONSENT: 'Consent for referral given by mom',
      'TX PLAN': ['Referral to oral surgeon for extraction #1, #16, #17, #32 under IV sedation'],
      NOTES: 'Mom present',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ae18-us-asr-srp-declined-consent-not-given-prophy-smoker',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for cleaning medical history no changes smoker one pack a day intraoral soft tissues within normal limits except smokers melanosis on attached gingiva psr codes four in upper right and lower right and three in other sextants pockets five to seven millimeters on molars bleeding on probing generalized bitewings taken show moderate horizontal bone loss and subgingival calculus on molars diagnosis periodontitis stage three grade c smoker discussed need for scaling and root planing four quadrants cost about two hundred fifty dollars per quadrant explained risks of no treatment including tooth loss patient declined srp due to cost patient wants a regular cleaning only and understands the risks consent for srp not given treatment today prophy with cavitron and hand scaling uh oral hygiene instructions given smoking cessation advice given plan srp four quadrants if patient agrees recall three months',
    expect: {
      CC: 'Cleaning',
      'MED HX': 'No changes. Smoker 1 pack a day',
      INTRA: 'Soft tissues within normal limits except smokers melanosis on attached gingiva',
      PERIO:
        'PSR codes 4 in upper right and lower right and 3 in other sextants. Pockets 5 to 7 mm on molars. Bleeding on probing generalized',
      RADIO: 'Bitewings taken show moderate horizontal bone loss and subgingival calculus on molars',
      DX: ['Periodontitis stage 3 grade C smoker'],
      CONSULT:
        'Discussed need for scaling and root planing 4 quadrants. Cost about $250 per quadrant. Explained risks of no treatment including tooth loss. Patient declined SRP due to cost. Patient wants a regular cleaning only and understands the risks. Smoking cessation advice given',
      CONSENT: 'Consent for SRP not given',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with Cavitron and hand scaling', 'Oral hygiene instructions given'],
      'TX PLAN': ['SRP 4 quadrants if patient agrees'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ae19-us-typed-appends-bruxism-linea-alba-night-guard-fee-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents c/o jaw tightness in the mornings and worn front teeth. Med hx: anxiety, sertraline 50 mg. NKDA. EO: bilateral masseter hypertrophy, tender on palpation, TMJ no clicking, opening 45 mm. IO: linea alba bilateral, scalloped tongue lateral borders. #8 and #9 worn into dentin. #24 and #25 worn flat. Dx: bruxism. Discussed hard acrylic night guard $475, not covered by insurance. Explained it protects teeth but may not stop grinding. Pt asked about Botox. Advised to discuss with physician. Pt wants to go ahead. Verbal consent given. Tx today: upper and lower alginate impressions, bite registration. NV: deliver night guard in 2 weeks.',
    appends: ['Add to notes pt very anxious about cost.', 'Change $475 to $450. Change 2 weeks to 10 days.'],
    expect: {
      CC: 'Jaw tightness in the mornings and worn front teeth',
      'MED HX': 'Anxiety, sertraline 50 mg. NKDA',
      EXTRA: 'Bilateral masseter hypertrophy, tender on palpation, TMJ no clicking, opening 45 mm',
      INTRA: 'Linea alba bilateral, scalloped tongue lateral borders',
      DENTAL: [
        ['8', 'Worn into dentin'],
        ['9', 'Worn into dentin'],
        ['24', 'Worn flat'],
        ['25', 'Worn flat'],
      ],
      DX: ['Bruxism'],
      CONSULT:
        'Discussed hard acrylic night guard $450, not covered by insurance. Explained it protects teeth but may not stop grinding. Pt asked about Botox. Advised to discuss with physician. Pt wants to go ahead',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions', 'Bite registration'],
      NOTES: 'Pt very anxious about cost',
      NV: ['Deliver night guard in 10 days'],
    },
  }),
  defineCase({
    id: 'ae20-us-typed-speckled-leukoplakia-floor-of-mouth-biopsy-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for periodic exam. No complaints. Med hx: hypertension, lisinopril 20 mg. BP 148/92. Smokes 1 pack/day for 30 years, 2-3 beers daily. EO: no lymphadenopathy, no asymmetry. IO: 10 x 6 mm white, non-wipeable plaque on right floor of mouth with red speckled areas, non-tender, indurated margin. Remaining mucosa WNL. PSR 2 2 2 / 2 2 2. #19 PFM crown, margins intact. BWX: no interproximal caries, mild bone loss. Dx: speckled leukoplakia right floor of mouth (r/o dysplasia). Findings discussed with pt. Explained need for biopsy and possible outcomes. Pt asked if it is cancer. Told we cannot know without biopsy. Strongly advised smoking cessation, quitline info given. Pt agreed to referral. Verbal consent for referral. Urgent referral to oral surgery for incisional biopsy within 2 weeks. Follow-up call in 1 week to confirm appointment booked.',
    expect: {
      CC: 'Periodic exam. No complaints',
      'MED HX': 'Hypertension, lisinopril 20 mg. BP 148/92. Smokes 1 pack/day for 30 years, 2-3 beers daily',
      EXTRA: 'No lymphadenopathy, no asymmetry',
      INTRA:
        '10 x 6 mm white, non-wipeable plaque on right floor of mouth with red speckled areas, non-tender, indurated margin. Remaining mucosa WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [['19', 'PFM crown, margins intact']],
      RADIO: 'BWX: no interproximal caries, mild bone loss',
      DX: ['Speckled leukoplakia right floor of mouth (r/o dysplasia)'],
      CONSULT:
        'Findings discussed with pt. Explained need for biopsy and possible outcomes. Pt asked if it is cancer. Told we cannot know without biopsy. Strongly advised smoking cessation, quitline info given. Pt agreed to referral',
      CONSENT: 'Verbal consent for referral',
      'TX PLAN': ['Urgent referral to oral surgery for incisional biopsy within 2 weeks'],
      'F/U': 'Follow-up call in 1 week to confirm appointment booked',
    },
  }),
  defineCase({
    id: 'ae21-us-asr-guardian-consent-parulis-extraction-primary-k',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with swelling on the gum lower left for two days grandmother is legal guardian medical history asthma albuterol as needed intraoral parulis buccal to k tooth k large distal occlusal caries non restorable discussed extraction and space maintainer grandmother asked if a filling could save it explained infection is in the bone grandmother signed consent as legal guardian one carpule lidocaine two percent one to one hundred thousand epi left ianb k extracted post op instructions given to grandmother child did well next visit band and loop for k space',
    expect: {
      CC: 'Swelling on the gum lower left for 2 days',
      'MED HX': 'Asthma albuterol as needed',
      INTRA: 'Parulis buccal to #K',
      DENTAL: [['K', 'Large DO caries non restorable']],
      CONSULT:
        'Discussed extraction and space maintainer. Grandmother asked if a filling could save it. Explained infection is in the bone',
      CONSENT: 'Grandmother signed consent as legal guardian',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        '#K extracted',
        'Post-op instructions given to grandmother',
      ],
      NOTES: 'Grandmother is legal guardian. Child did well',
      NV: ['Band and loop for #K space'],
    },
  }),
  defineCase({
    id: 'ae22-us-typed-veneer-consult-options-fees-consent-deferred',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for cosmetic consult, wants to improve smile before her wedding. Med hx: none. NKDA. EO: high lip line, symmetrical smile. IO: soft tissues WNL, small buccal exostoses in #3 and #14 regions. Midline diastema 1.5 mm. #7 and #10 peg laterals. #8 and #9 composite veneers chipped at incisal edges. PSR 1 1 1 / 1 1 1. FMX reviewed: no caries, bone levels normal. Options discussed: porcelain veneers #7-#10 at $1,350 per tooth, composite bonding at $450 per tooth, or Invisalign first then bonding ($4,800). Risks of veneers: irreversible tooth reduction, sensitivity, chipping, replacement every 10-15 years. Pt asked which lasts longest. Explained porcelain. Pt wants to talk to her partner about cost. Consent deferred. Plan: diagnostic wax-up if she proceeds.',
    expect: {
      CC: 'Cosmetic consult, wants to improve smile before her wedding',
      'MED HX': 'None. NKDA',
      EXTRA: 'High lip line, symmetrical smile',
      INTRA: 'Soft tissues WNL, small buccal exostoses in #3 and #14 regions. Midline diastema 1.5 mm',
      DENTAL: [
        ['7', 'Peg laterals'],
        ['10', 'Peg laterals'],
        ['8', 'Composite veneers chipped at incisal edges'],
        ['9', 'Composite veneers chipped at incisal edges'],
      ],
      PERIO: 'PSR 1 1 1 / 1 1 1',
      RADIO: 'FMX reviewed: no caries, bone levels normal',
      CONSULT:
        'Options discussed: porcelain veneers #7-#10 at $1,350 per tooth, composite bonding at $450 per tooth, or Invisalign first then bonding ($4,800). Risks of veneers: irreversible tooth reduction, sensitivity, chipping, replacement every 10-15 years. Pt asked which lasts longest. Explained porcelain. Pt wants to talk to her partner about cost',
      CONSENT: 'Consent deferred',
      'TX PLAN': ['Diagnostic wax-up if she proceeds'],
    },
  }),
  defineCase({
    id: 'ae23-us-typed-implant-consult-30-cbct-fees-informed-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for implant consult #30, extracted 4 months ago. Med hx: type 2 diabetes, A1c 6.4, metformin. Osteopenia, no bisphosphonates. Former smoker, quit 5 years ago. EO: WNL. IO: extraction site healed, keratinized tissue adequate, ridge slightly narrow buccolingually. #29 and #31 MOD amalgams intact. PSR 2 2 2 / 2 3 2. CBCT: bone height 14 mm above IAN canal, width 6.5 mm, D2 bone, no pathology. Dx: missing #30. Discussed implant vs bridge vs RPD. Implant $3,950 including abutment and crown. Bridge $3,600 and involves prepping #29 and #31. Risks of implant: failure 3-5%, nerve injury, infection, need for bone graft. Pt asked about healing time. Explained 3-4 months before crown. Pt chose implant. Informed consent reviewed and signed. Plan: surgical guide from CBCT, implant placement #30, then implant crown #30 after integration. NV: implant placement #30 in 3 weeks.',
    expect: {
      CC: 'Implant consult #30, extracted 4 months ago',
      'MED HX': 'Type 2 diabetes, A1c 6.4, metformin. Osteopenia, no bisphosphonates. Former smoker, quit 5 years ago',
      EXTRA: 'WNL',
      INTRA: 'Extraction site healed, keratinized tissue adequate, ridge slightly narrow buccolingually',
      DENTAL: [
        ['29', 'MOD amalgams intact'],
        ['31', 'MOD amalgams intact'],
      ],
      PERIO: 'PSR 2 2 2 / 2 3 2',
      RADIO: 'CBCT: bone height 14 mm above IAN canal, width 6.5 mm, D2 bone, no pathology',
      DX: ['Missing #30'],
      CONSULT:
        'Discussed implant vs bridge vs RPD. Implant $3,950 including abutment and crown. Bridge $3,600 and involves prepping #29 and #31. Risks of implant: failure 3-5%, nerve injury, infection, need for bone graft. Pt asked about healing time. Explained 3-4 months before crown. Pt chose implant',
      CONSENT: 'Informed consent reviewed and signed',
      'TX PLAN': ['Surgical guide from CBCT', 'Implant placement #30', 'Implant crown #30 after integration'],
      NV: ['Implant placement #30 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ae24-us-asr-short-abscess-19-verbal-consent-incision-drainage',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with swelling lower left three days sorry five days medical history penicillin allergy intraoral fluctuant swelling buccal to nineteen diagnosis acute apical abscess nineteen discussed root canal or extraction patient undecided verbal consent for incision and drainage two carpules articaine four percent one to one hundred thousand epi buccal infiltration nineteen incision and drainage nineteen review in forty eight hours',
    expect: {
      CC: 'Swelling lower left 5 days',
      'MED HX': 'Penicillin allergy',
      INTRA: 'Fluctuant swelling buccal to #19',
      DX: ['Acute apical abscess #19'],
      CONSULT: 'Discussed root canal or extraction. Patient undecided',
      CONSENT: 'Verbal consent for incision and drainage',
      'TX TODAY': ['Incision and drainage #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Incision and drainage #19',
      ],
      'F/U': 'Review in 48 hours',
    },
  }),
];
