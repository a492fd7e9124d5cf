// A seventy-second development batch (ids bv01–bv30), written blind from the labelling contract, case.ts, the dental
// reference and more56 / more58 as format examples, by a helper that had not seen the engine or any other corpus file;
// every case was labelled before any check was run. It is medically complex and older patients as really dictated:
// long medical histories (warfarin with INR, DOACs with missed or kept doses, dual antiplatelets after a stent,
// bisphosphonates, denosumab and IV zoledronic acid with MRONJ risk, diabetes with HbA1c / A1c, a mechanical valve with
// previous endocarditis, a TAVR, dialysis, CKD, COPD on oxygen, head and neck radiotherapy, Sjögren's, dementia,
// Parkinson's, pregnancy), blood pressure taken (and treatment deferred when too high), clearances and letters from
// GPs, cardiologists, oncologists, nephrologists and obstetricians, antibiotic cover, dentures (fit, ease, chairside
// reline, copy dentures, an immediate denture), domiciliary and aged-care visits with carers, root caries with GIC, SDF,
// fluoride varnish and high-fluoride toothpaste, extractions with haemostasis (Surgicel, sutures, Gelfoam, tranexamic
// acid mouthwash and soaked gauze), dry mouth, oral cancer screening with an urgent referral, and patients who decline.
// Five clinicians:
//   bv01–bv05 a UK general dentist (FDI, recogniser-style): an extraction on warfarin with Surgicel and sutures (nurse
//     aside), a dry-mouth check-up with root caries and varnish ("four three sorry four four"), a suspicious tongue patch
//     referred urgently (no title), a fractured cusp on denosumab dressed (appended dictation; "three six sorry three
//     seven"), a Parkinson's patient's lower denture eased (wife's remark; "lower left sorry lower right");
//   bv06–bv12 a UK dentist typing Palmer shorthand (UR5, LL7): an extraction on apixaban, a diabetic new-patient perio
//     exam with a letter to the GP, PMPR under amoxicillin cover for a mechanical valve, complete dentures fitted for a
//     patient with Alzheimer's (appended dictation), radiation caries with GICs, an extraction deferred for a BP of
//     186/108 (no title), a pregnant patient's scale and polish with radiographs declined;
//   bv13–bv17 a US general dentist (Universal, recogniser-style): an extraction on aspirin + clopidogrel with Gelfoam
//     ("sectioned no wait elevated", nurse aside), a chairside reline (no title), a dialysis patient's exam and prophy
//     (appended dictation; "distal sorry mesial"), a temporary dressing after a recent MI with a clearance request
//     ("ibuprofen sorry acetaminophen"), SDF and varnish for a Parkinson's patient with his wife;
//   bv18–bv25 a US general dentist (Universal, typed; terse runs and, in bv21, full sentences): an extraction deferred
//     for an INR of 3.8 (no title), an RCT started instead of an extraction on IV zoledronic acid, a prophy under
//     premedication after a TAVR ("Scratch that."), six extractions with an immediate denture, Sjögren's with a GIC and
//     varnish, pericoronitis irrigated in pregnancy, SDF and varnish for a memory-care resident (appended dictation), a
//     COPD patient who declines all treatment (no title);
//   bv26–bv30 an Australian dentist (FDI, recogniser-style, written style 'UK'): an aged-care denture ease with the RN
//     ("four four sorry four five"), domiciliary copy-denture impressions with the son as carer (a jaw-registration
//     correction), an extraction on rivaroxaban with CKD and tranexamic-acid gauze (appended dictation), a traumatic
//     denture ulcer screened and eased, copy dentures fitted with an enrolled nurse (aside to the nurse).
// UK-style 17 (UK 12, Australian 5; FDI 10, Palmer 7), US 13 (Universal); 15 recogniser-style (lower case, number
// words, no punctuation, fillers, "sorry" / "no wait" corrections) and 15 typed (bv06–bv12, bv18–bv25); 55 to 228
// words (appends included); five cases with appended dictation (bv04 recogniser "add to notes …" / "change … to …"; bv09 typed "Add to
// notes: …" / "Change … to …."; bv15 recogniser "add to notes …" / "next visit …"; bv24 typed "Add to treatment: …" /
// "Add to notes: …"; bv28 recogniser "add to treatment …" / "add to medical history …"). No title in bv03, bv11, bv14,
// bv18 and bv25. DENTAL in 24 cases (not bv03, bv08, bv09, bv14, bv27, bv30).
//
// Judgement calls where the contract was silent:
// - The Australian dentist follows UK conventions, so `style` is 'UK' (the only other choice is 'US'); the id says "au".
// - Measurements taken or reported at the visit (blood pressure, pulse, INR, HbA1c / A1c, eGFR, blood sugar, O2
//   saturation) are MED HX, also when typed as their own sentence after the MH line (as more56 bf06 / bf19). What a GP,
//   cardiologist, oncologist, nephrologist or obstetrician said or wrote about the patient ("cardiologist said do not
//   stop either one letter scanned in the chart", "Cardiology letter on file: …", "Oncologist letter: …", "OB OK'd tx +
//   films w/ shielding", "nephrologist says no NSAIDs") is MED HX too.
// - Liaising that is no treatment (a letter to the GP given to the patient or sent, a call to the Coumadin clinic, a
//   clearance request faxed to the cardiologist) is NOTES; an urgent referral to the hospital is TX PLAN even though it
//   was sent today (contract: a referral for treatment elsewhere goes to TX PLAN); "I'll phone him in a week to check
//   he's got the appointment" is F/U.
// - Antibiotic cover taken for today's treatment ("Amoxicillin 3 g PO 1 hr pre-op …", "Premed per cardiology: …") is a
//   TX step and no title.
// - Capacity and who consented for a patient with dementia ("Pt lacks capacity for tx decisions, daughter agreed tx in
//   pt's best interests …", "consent from his son as he can't really decide for himself anymore", "Consent signed by
//   daughter (POA)") is CONSENT; so is "Informed refusal form signed". The refusal itself, a deferral ("Explained XLA
//   postponed until BP controlled", "Ext deferred, INR too high …") and radiographs declined are CONSULT; the deferred
//   work is the next visit, named as in the table ("Extraction LL7 once BP controlled", "Extraction #2 when INR < 3.0").
// - Carers: a carer's account of the complaint is CC (as more58 bh23: "RN says she's been refusing her lower denture …",
//   "His wife says he can't brush well anymore …", "Daughter reports pt pocketing food …"); who came or lives with the
//   patient and other carer remarks ("Wife says he's been dropping it in the sink") are NOTES; a carer's question and the
//   answer, and mouth-care advice to carers, are CONSULT. Requests to the nurse or carer ("could I have the surgicel
//   please thanks", "can you grab me the gelfoam thanks", "could you just hold her hand for me thanks") are dropped (as
//   more58).
// - Photographs of a lesion said among the intra-oral findings ("photos taken", "photo taken of the ulcer") are INTRA, as
//   part of the examination record, not TX.
// - Denture findings (a crack in the flange, calculus on the denture, worn denture teeth, "upper denture stable") are
//   INTRA; plaque said alone or of a region ("heavy plaque on the remaining lowers") is PERIO (as more58).
// - Titles: a chairside reline, a reline impression, border moulding, a jaw registration, alveoloplasty, Surgicel,
//   Gelfoam, sutures, tranexamic acid mouthwash or gauze, socket irrigation, "Toothbrushed + debris removed", a flange
//   "reduced" or a pressure spot "relieved" at a fit and prescriptions are no titles. "Lower denture eased …", "Upper
//   denture flange eased and polished" → "Denture adjustment"; "both copy dentures seated", "immediate denture was
//   seated" → "Denture fit"; a typed CC "fit of new F/F dentures" whose TX names no table procedure → "Denture fit";
//   "impressions of both old dentures in putty in copy boxes" → "Impressions"; "took out 17 in 3 pieces" → "Extraction
//   17"; "RCT #19 started" → "RCT #19"; "temporary dressing 37 with Riva Self Cure" → "Temporary dressing 37";
//   "silver diamine fluoride on 22 and 27" → "SDF #22, #27"; "Duraphat varnish all teeth" and "Fluoride varnish (5% NaF)
//   applied full mouth" → "Fluoride varnish"; "PMPR LL + LR w/ hand scalers" → "PMPR" and "S&P upper" → "Scale and
//   polish" (quadrants are no teeth, as more58); "irrigated under operculum" → "Irrigation" (not a socket or canal).
// - Root caries follows rule 4 like any caries: "buccal root caries" → "B root caries", "facial root caries" → "F root
//   caries"; "open margin mesial" → "open M margin"; "crown fractured off at the gumline" gives fracture "Crown".
// - "24/40" (weeks of pregnancy) is no interval of rule 2 and stays; typed "2 wks", "x 10 days", "q6 months" stay as
//   typed. "one point one ml" → "1.1 ml", "four grams" → "4 g", "stage three b" → "stage 3b", "two three oh chromic gut"
//   → "2 3-0 chromic gut", "aspirin eighty one" → "aspirin 81"; "inr", "egfr", "hba one c", "a one c", "nsaids", "rn",
//   "en" are written INR, eGFR, HbA1c, A1c, NSAIDs, RN, EN; brand names as their makers write them (Surgicel, Vicryl
//   Rapide, Riva Self Cure, Gelfoam, Fixodent, Tokuyama Rebase II, Januvia, Fosamax, Brilinta, IRM, PreviDent, Jardiance,
//   Zoladex, Madopar).
// - A typed "Scratch that." standing as its own sentence drops the sentence before it (bv20).
// - Appends: as more56 / more58, plus "add to medical history …", which adds a sentence at the end of MED HX (bv28).
import { defineCase, type NotesCase } from '../case.ts';

export const more72Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, recogniser-style
  defineCase({
    id: 'bv01-uk-asr-extraction-46-warfarin-inr-surgicel-sutures-txa-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the extraction of four six as planned medical history atrial fibrillation on warfarin inr two point six checked this morning at the anticoagulant clinic also takes bisoprolol and atorvastatin no allergies blood pressure one forty two over eighty eight four six grossly broken down retained roots not tender four five and four seven sound went through the bleeding risk again she's happy to go ahead verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six then one cartridge lidocaine two percent one in eighty thousand adrenaline lingual infiltration um coupland's elevator first then four six extracted with lower root forceps roots complete could I have the surgicel please thanks socket packed with surgicel two vicryl rapide sutures bit on gauze for twenty minutes haemostasis achieved before she left post op instructions verbal and written rx tranexamic acid mouthwash five percent ten ml four times a day for two days told her no hot drinks or rinsing today review in one week",
    expect: {
      CC: 'Extraction of 46 as planned',
      'MED HX':
        'Atrial fibrillation on warfarin. INR 2.6 checked this morning at the anticoagulant clinic. Takes bisoprolol and atorvastatin. No allergies. Blood pressure 142/88',
      DENTAL: [
        ['46', 'Grossly broken down retained roots not tender'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT: "Went through the bleeding risk again. She's happy to go ahead. Told her no hot drinks or rinsing today",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, lingual infiltration',
        "Coupland's elevator first",
        '46 extracted with lower root forceps',
        'Roots complete',
        'Socket packed with Surgicel',
        '2 Vicryl Rapide sutures',
        'Bit on gauze for 20 minutes',
        'Haemostasis achieved before she left',
        'Post-op instructions verbal and written',
        'Rx tranexamic acid mouthwash 5% 10 ml 4 times a day for 2 days',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bv02-uk-asr-dry-mouth-check-up-root-caries-33-34-44-sorry-varnish-duraphat-5000',
    style: 'UK',
    asr: true,
    transcript:
      "check up her daughter's with her she's eighty four mouth feels dry all the time especially at night medical history no changes type two diabetes on metformin hba one c fifty six last month also takes amitriptyline and oxybutynin no allergies extra oral nad intra oral mucosa dry and tacky frothy saliva no lumps or ulcers oral cancer screen clear bpe two two two two two two lots of plaque at the gum line three three buccal root caries soft three four buccal root caries arrested four three sorry four four distal root caries two one crown margin sound bitewings grade one caries four four distal into dentine diagnosis xerostomia probably medication related and active root caries advised sugar free gum sipping water and a saliva substitute and asked her to talk to her gp about the oxybutynin fluoride varnish applied ohi with an electric toothbrush rx duraphat five thousand toothpaste next visit buccal gic three three and distal gic four four recall three months",
    expect: {
      CC: 'Check up. Mouth feels dry all the time especially at night',
      'MED HX':
        'No changes. Type 2 diabetes on metformin. HbA1c 56 last month. Takes amitriptyline and oxybutynin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Mucosa dry and tacky. Frothy saliva. No lumps or ulcers. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 2 2. Lots of plaque at the gum line',
      DENTAL: [
        ['33', 'B root caries soft'],
        ['34', 'B root caries arrested'],
        ['44', 'D root caries'],
        ['21', 'Crown margin sound'],
      ],
      RADIO: 'Bitewings grade 1. Caries 44 distal into dentine',
      DX: ['Xerostomia probably medication related', 'Active root caries'],
      CONSULT:
        'Advised sugar free gum, sipping water and a saliva substitute. Asked her to talk to her GP about the oxybutynin',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied', 'OHI with an electric toothbrush', 'Rx Duraphat 5000 toothpaste'],
      NOTES: "Her daughter's with her. She's 84",
      NV: ['B GIC 33', 'D GIC 44'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bv03-uk-asr-suspicious-patch-lateral-tongue-urgent-2ww-referral-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "new patient the hygienist asked me to see him about a white patch on his tongue he hadn't noticed it himself medical history hypertension on amlodipine no allergies smokes twenty a day for forty years drinks about thirty units a week extra oral one centimetre firm node left submandibular not tender intra oral two by one and a half centimetre speckled red and white patch left lateral border of the tongue slightly raised feels indurated at the edge doesn't wipe off nothing sharp nearby tongue moves normally photos taken diagnosis suspicious of oral cancer left lateral tongue explained to him that it needs to be seen urgently at the hospital and they'll probably want a biopsy he was quite shaken his wife was in the waiting room so I brought her in and went through it again urgent two week wait referral to oral and maxillofacial surgery sent today smoking cessation advice given I'll phone him in a week to check he's got the appointment",
    expect: {
      CC: "New patient. Hygienist asked me to see him about a white patch on his tongue. He hadn't noticed it himself",
      'MED HX':
        'Hypertension on amlodipine. No allergies. Smokes 20 a day for 40 years. Drinks about 30 units a week',
      EXTRA: '1 cm firm node left submandibular not tender',
      INTRA:
        "2 by 1.5 cm speckled red and white patch left lateral border of the tongue slightly raised. Feels indurated at the edge. Doesn't wipe off. Nothing sharp nearby. Tongue moves normally. Photos taken",
      DX: ['Suspicious of oral cancer left lateral tongue'],
      CONSULT:
        "Explained to him that it needs to be seen urgently at the hospital and they'll probably want a biopsy. Smoking cessation advice given",
      'TX PLAN': ['Urgent 2 week wait referral to oral and maxillofacial surgery sent today'],
      NOTES: 'He was quite shaken. His wife was in the waiting room so I brought her in and went through it again',
      'F/U': "I'll phone him in a week to check he's got the appointment",
    },
  }),
  defineCase({
    id: 'bv04-uk-asr-appends-denosumab-fractured-dl-cusp-37-temp-dressing-sorry-mronj',
    style: 'UK',
    asr: true,
    transcript:
      "she's complaining of a broken tooth lower left bit on some toast yesterday not painful just sharp on her tongue medical history osteoporosis on denosumab injections every six months last one four months ago had alendronic acid for five years before that breast cancer ten years ago in remission takes letrozole no allergies three seven fractured distolingual cusp old amalgam still there caries under it not tender to percussion responds to cold three six bridge abutment sound pa three seven caries close to the pulp no periapical changes root intact diagnosis fractured cusp three seven with secondary caries explained the risk of osteonecrosis of the jaw with extraction because of the denosumab so we'd rather keep the tooth options are a new filling maybe a crown later or root canal if it flares up extraction would be the last resort she doesn't want anything big done at the moment just wants it comfortable verbal consent no la sharp edges smoothed caries removed with hand excavators then temporary dressing three six sorry three seven with riva self cure she asked if she should stop the injections told her not without speaking to her gp and that we'll liaise with them next visit amalgam three seven in four weeks",
    appends: [
      "add to notes her husband's in hospital at the moment so she'd like morning appointments",
      'change four weeks to six weeks',
    ],
    expect: {
      CC: 'Broken tooth lower left bit on some toast yesterday. Not painful just sharp on her tongue',
      'MED HX':
        'Osteoporosis on denosumab injections every 6 months. Last one 4 months ago. Had alendronic acid for 5 years before that. Breast cancer 10 years ago in remission. Takes letrozole. No allergies',
      DENTAL: [
        [
          '37',
          'Fractured DL cusp old amalgam still there caries under it not tender to percussion responds to cold',
          'DL cusp',
        ],
        ['36', 'Bridge abutment sound'],
      ],
      RADIO: 'PA 37 caries close to the pulp. No periapical changes. Root intact',
      DX: ['Fractured cusp 37 with secondary caries'],
      CONSULT:
        "Explained the risk of osteonecrosis of the jaw with extraction because of the denosumab so we'd rather keep the tooth. Options are a new filling maybe a crown later or root canal if it flares up. Extraction would be the last resort. She doesn't want anything big done at the moment just wants it comfortable. She asked if she should stop the injections. Told her not without speaking to her GP and that we'll liaise with them",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Temporary dressing 37'],
      TX: [
        'No LA',
        'Sharp edges smoothed',
        'Caries removed with hand excavators',
        'Temporary dressing 37 with Riva Self Cure',
      ],
      NOTES: "Her husband's in hospital at the moment so she'd like morning appointments",
      NV: ['Amalgam 37 in 6 weeks'],
    },
  }),
  defineCase({
    id: 'bv05-uk-asr-parkinsons-lower-denture-eased-ulcer-sorry-right-wife-reline-nv',
    style: 'UK',
    asr: true,
    transcript:
      "lower denture rubbing and loose he's had it about eight years medical history parkinson's on co careldopa and rasagiline tremor quite bad today no allergies his wife is with him extra oral nad intra oral four millimetre ulcer lower left sorry lower right buccal sulcus under the flange lower ridge resorbed crack in the lower denture flange wife says he's been dropping it in the sink three three and four three sound lower denture eased over the ulcer crack smoothed and polished advised warm salt water rinses and leaving it out at night discussed a reline or a copy denture he'd like the reline next visit reline impression lower denture in two weeks once the ulcer's healed",
    expect: {
      CC: "Lower denture rubbing and loose. He's had it about 8 years",
      'MED HX': "Parkinson's on co-careldopa and rasagiline. Tremor quite bad today. No allergies",
      EXTRA: 'NAD',
      INTRA: '4 mm ulcer lower right buccal sulcus under the flange. Lower ridge resorbed. Crack in the lower denture flange',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
      ],
      CONSULT:
        "Advised warm salt water rinses and leaving it out at night. Discussed a reline or a copy denture. He'd like the reline",
      'TX TODAY': ['Denture adjustment'],
      TX: ['Lower denture eased over the ulcer', 'Crack smoothed and polished'],
      NOTES: "His wife is with him. Wife says he's been dropping it in the sink",
      NV: ["Reline impression lower denture in 2 weeks once the ulcer's healed"],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist, Palmer, typed shorthand
  defineCase({
    id: 'bv06-uk-typed-palmer-xla-ur5-apixaban-dose-omitted-bp-surgicel-txa',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UR5 as planned. MH: AF on apixaban 5 mg BD (AM dose omitted today as advised, last dose 9pm), ramipril, CKD stage 3 (eGFR 48), NKDA. BP 156/92, repeated after 5 min 148/88. Pt v anxious, husband in waiting room. UR5 root stump, grossly carious, not mobile. UR4 DO comp OK. UR6 missing. Bleeding risk discussed. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UR5. XLA UR5 w/ luxator + forceps, roots complete, small buccal plate fracture, smoothed. Surgicel in socket, 2 x 4-0 Vicryl Rapide (horizontal mattress). Pressure w/ gauze 20 min, haemostasis OK. Rx TXA 5% mouthwash 10 ml QDS 2/7. POIG verbal + written. Advised restart apixaban this evening. Review 1/52 if bleeding problems, otherwise recall 6/12.',
    expect: {
      CC: 'XLA UR5 as planned',
      'MED HX':
        'AF on apixaban 5 mg BD (AM dose omitted today as advised, last dose 9pm), ramipril, CKD stage 3 (eGFR 48), NKDA. BP 156/92, repeated after 5 min 148/88',
      DENTAL: [
        ['UR5', 'Root stump, grossly carious, not mobile'],
        ['UR4', 'DO comp OK'],
        ['UR6', 'Missing'],
      ],
      CONSULT: 'Bleeding risk discussed. Advised restart apixaban this evening',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction UR5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR5',
        'XLA UR5 w/ luxator + forceps',
        'Roots complete',
        'Small buccal plate fracture',
        'Smoothed',
        'Surgicel in socket',
        '2 x 4-0 Vicryl Rapide (horizontal mattress)',
        'Pressure w/ gauze 20 min',
        'Haemostasis OK',
        'Rx TXA 5% mouthwash 10 ml QDS 2 days',
        'POIG verbal + written',
      ],
      NOTES: 'Pt v anxious, husband in waiting room',
      'F/U': 'Review 1 week if bleeding problems, otherwise recall 6 months',
    },
  }),
  defineCase({
    id: 'bv07-uk-typed-palmer-new-pt-diabetic-perio-stage-iv-opg-letter-to-gp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt exam. C/O bleeding gums + LR teeth feel loose. MH: T2DM on metformin + gliclazide, last HbA1c 74 (GP, 2/12 ago), hypertension (amlodipine), NKDA, ex-smoker (stopped 2 yrs). EO: NAD. IO: soft tissues NAD, OCS clear. BPE 4 3 4 / 4 3 4*. Generalised BOP, heavy subgingival calculus. LR6 grade II mobility, furcation involvement. UL7 grade I mobility. LL6 crown, margins OK. OPG (grade 1): generalised horizontal bone loss 50-60%, vertical defect LR6 D. Dx: generalised periodontitis stage IV grade C. Explained link between diabetes + gum disease, poor prognosis LR6. OHI: TePe brushes + electric TB. Letter to GP re HbA1c + perio dx. Plan: RSD all 4 quads under LA. NV: full perio chart, RSD UR/LR.',
    expect: {
      CC: 'New pt exam. Bleeding gums + LR teeth feel loose',
      'MED HX':
        'T2DM on metformin + gliclazide, last HbA1c 74 (GP, 2 months ago), hypertension (amlodipine), NKDA, ex-smoker (stopped 2 yrs)',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, OCS clear',
      PERIO: 'BPE 4 3 4 / 4 3 4*. Generalised BOP, heavy subgingival calculus',
      DENTAL: [
        ['LR6', 'Grade II mobility, furcation involvement'],
        ['UL7', 'Grade I mobility'],
        ['LL6', 'Crown, margins OK'],
      ],
      RADIO: 'OPG (grade 1): generalised horizontal bone loss 50-60%, vertical defect LR6 D',
      DX: ['Generalised periodontitis stage IV grade C'],
      CONSULT: 'Explained link between diabetes + gum disease, poor prognosis LR6',
      'TX TODAY': ['OHI'],
      TX: ['OHI: TePe brushes + electric TB'],
      'TX PLAN': ['RSD all 4 quads under LA'],
      NOTES: 'Letter to GP re HbA1c + perio dx',
      NV: ['Full perio chart', 'RSD UR/LR'],
    },
  }),
  defineCase({
    id: 'bv08-uk-typed-palmer-mechanical-valve-previous-ie-amoxicillin-cover-pmpr-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for S&P + PMPR LL/LR as per plan. MH: mechanical mitral valve (2016), previous infective endocarditis, warfarin (INR 2.9 yesterday, target 2.5-3.5), bisoprolol, furosemide, NKDA. Cardiology letter on file: AB prophylaxis for all invasive dental tx. Amoxicillin 3 g PO 1 hr pre-op (taken in surgery + witnessed). Chlorhexidine 0.2% pre-rinse 1 min. BPE 2 2 2 / 3 2 3. BOP 30%. 5 mm pockets LL7 D, LR7 D. No LA. PMPR LL + LR w/ hand scalers. S&P upper. Gingival bleeding settled w/ pressure. OHI: interdental brushes (TePe red) + single tufted brush LL7/LR7. Pt reminded to report any fevers/night sweats to GP + mention valve. NV: PMPR UL/UR w/ AB cover. Recall 3/12.',
    expect: {
      CC: 'S&P + PMPR LL/LR as per plan',
      'MED HX':
        'Mechanical mitral valve (2016), previous infective endocarditis, warfarin (INR 2.9 yesterday, target 2.5-3.5), bisoprolol, furosemide, NKDA. Cardiology letter on file: AB prophylaxis for all invasive dental tx',
      PERIO: 'BPE 2 2 2 / 3 2 3. BOP 30%. 5 mm pockets LL7 D, LR7 D',
      CONSULT: 'Pt reminded to report any fevers/night sweats to GP + mention valve',
      'TX TODAY': ['PMPR', 'Scale and polish', 'OHI'],
      TX: [
        'Amoxicillin 3 g PO 1 hr pre-op (taken in surgery + witnessed)',
        'Chlorhexidine 0.2% pre-rinse 1 min',
        'No LA',
        'PMPR LL + LR w/ hand scalers',
        'S&P upper',
        'Gingival bleeding settled w/ pressure',
        'OHI: interdental brushes (TePe red) + single tufted brush LL7/LR7',
      ],
      NV: ['PMPR UL/UR w/ AB cover'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bv09-uk-typed-palmer-appends-f-f-denture-fit-alzheimers-lpa-best-interests',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for fit of new F/F dentures. Daughter present (LPA for health + welfare). MH: Alzheimer's (moderate), donepezil, AF on edoxaban, NKDA. Pt lacks capacity for tx decisions, daughter agreed tx in pt's best interests at last visit. Ridges healthy, no sore spots, lower ridge flat. Dentures tried in, upper retention good, lower fair as expected. Lower lingual flange overextended L side, reduced + polished. Occlusion: premature contact UR3/LR3, adjusted, even contacts in RCP. Dentures marked w/ pt initials. Insertion + removal demonstrated to daughter. Advised remove at night, brush + soak, keep out of reach of the dog. Pt smiling in the mirror, said they feel like her old teeth. NV denture adjustment 1 week.",
    appends: ['Add to notes: daughter will bring the old dentures in to keep as spares.', 'Change 1 week to 2 weeks.'],
    expect: {
      CC: 'Fit of new F/F dentures',
      'MED HX': "Alzheimer's (moderate), donepezil, AF on edoxaban, NKDA",
      INTRA: 'Ridges healthy, no sore spots, lower ridge flat',
      CONSULT:
        'Insertion + removal demonstrated to daughter. Advised remove at night, brush + soak, keep out of reach of the dog',
      CONSENT: "Pt lacks capacity for tx decisions, daughter agreed tx in pt's best interests at last visit",
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures tried in',
        'Upper retention good',
        'Lower fair as expected',
        'Lower lingual flange overextended L side',
        'Reduced + polished',
        'Occlusion: premature contact UR3/LR3',
        'Adjusted',
        'Even contacts in RCP',
        'Dentures marked w/ pt initials',
      ],
      NOTES:
        'Daughter present (LPA for health + welfare). Pt smiling in the mirror, said they feel like her old teeth. Daughter will bring the old dentures in to keep as spares',
      NV: ['Denture adjustment 2 weeks'],
    },
  }),
  defineCase({
    id: 'bv10-uk-typed-palmer-head-neck-radiotherapy-radiation-caries-b-gic-ll3-ll4-orn',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Recall. Pt reports mouth v dry, sore w/ spicy food. MH: SCC L tonsil 2021, chemoradiotherapy (65 Gy), in remission, under OMFS/oncology review. Hypothyroid (levothyroxine). NKDA. Stopped smoking 2021. EO: mouth opening reduced to 30 mm, neck fibrosis L, no nodes. IO: xerostomia, mucosa thin + dry, no ulcers or suspicious lesions. BPE 2 2 2 / 2 2 2. LL3 B root caries, soft. LL4 B root caries, soft. LR3 B root caries, arrested. UL6 MO amalgam sound. Dx: radiation caries. Discussed ORN risk - avoid XLAs in lower jaw if at all possible. Pt happy to proceed w/ fillings. No LA. Caries removed LL3, LL4 w/ slow rose head. B GIC LL3, LL4 (Fuji IX). Duraphat varnish all teeth. Rx Duraphat 5000 ppm toothpaste BD (spit don't rinse). Recall 3/12.",
    expect: {
      CC: 'Recall. Pt reports mouth v dry, sore w/ spicy food',
      'MED HX':
        'SCC L tonsil 2021, chemoradiotherapy (65 Gy), in remission, under OMFS/oncology review. Hypothyroid (levothyroxine). NKDA. Stopped smoking 2021',
      EXTRA: 'Mouth opening reduced to 30 mm, neck fibrosis L, no nodes',
      INTRA: 'Xerostomia, mucosa thin + dry, no ulcers or suspicious lesions',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['LL3', 'B root caries, soft'],
        ['LL4', 'B root caries, soft'],
        ['LR3', 'B root caries, arrested'],
        ['UL6', 'MO amalgam sound'],
      ],
      DX: ['Radiation caries'],
      CONSULT: 'Discussed ORN risk - avoid XLAs in lower jaw if at all possible. Pt happy to proceed w/ fillings',
      'TX TODAY': ['B GIC LL3, LL4', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Caries removed LL3, LL4 w/ slow rose head',
        'B GIC LL3, LL4 (Fuji IX)',
        'Duraphat varnish all teeth',
        "Rx Duraphat 5000 ppm toothpaste BD (spit don't rinse)",
      ],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bv11-uk-typed-palmer-xla-ll7-postponed-bp-186-108-letter-to-gp-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA LL7. MH: hypertension (amlodipine, ran out last week), T2DM diet controlled, NKDA. BP 186/108, repeated after 10 min 182/104, no headache or visual symptoms. LL7 unchanged, not TTP. Explained XLA postponed until BP controlled. Advised to see GP this week re BP + meds. Letter to GP given to pt. Pt annoyed but understood. NV XLA LL7 once BP controlled.',
    expect: {
      CC: 'XLA LL7',
      'MED HX':
        'Hypertension (amlodipine, ran out last week), T2DM diet controlled, NKDA. BP 186/108, repeated after 10 min 182/104, no headache or visual symptoms',
      DENTAL: [['LL7', 'Unchanged, not TTP']],
      CONSULT: 'Explained XLA postponed until BP controlled. Advised to see GP this week re BP + meds',
      NOTES: 'Letter to GP given to pt. Pt annoyed but understood',
      NV: ['Extraction LL7 once BP controlled'],
    },
  }),
  defineCase({
    id: 'bv12-uk-typed-palmer-pregnant-24-40-gingivitis-granuloma-bws-declined-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Check-up. Gums bleeding when brushing since ~12 weeks of pregnancy. MH: 24/40 pregnant (2nd pregnancy), folic acid + iron tablets, mild asthma (salbutamol PRN), allergic to latex, non-smoker. EO: NAD. IO: OCS NAD, pyogenic granuloma UR2/UR3 papilla 4 mm. BPE 2 2 2 / 2 1 2, generalised marginal gingivitis, BOP 40%. UL6 O comp sound. LL6 MO amalgam, D marginal ridge shadow ?caries. No BWs taken. Advised BWs for LL6, pt declined until after the baby is born. Dx: pregnancy gingivitis. Discussed gum changes in pregnancy, granuloma likely to resolve after birth. Reassured dental tx safe in 2nd trimester. S&P (latex free gloves). OHI: TePe + soft electric TB. Recall 3/12, BWs LL6 after baby.',
    expect: {
      CC: 'Check-up. Gums bleeding when brushing since ~12 weeks of pregnancy',
      'MED HX':
        '24/40 pregnant (2nd pregnancy), folic acid + iron tablets, mild asthma (salbutamol PRN), allergic to latex, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'OCS NAD, pyogenic granuloma UR2/UR3 papilla 4 mm',
      PERIO: 'BPE 2 2 2 / 2 1 2, generalised marginal gingivitis, BOP 40%',
      DENTAL: [
        ['UL6', 'O comp sound'],
        ['LL6', 'MO amalgam, D marginal ridge shadow ?caries'],
      ],
      RADIO: 'No BWs taken',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        'Advised BWs for LL6, pt declined until after the baby is born. Discussed gum changes in pregnancy, granuloma likely to resolve after birth. Reassured dental tx safe in 2nd trimester',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P (latex free gloves)', 'OHI: TePe + soft electric TB'],
      'F/U': 'Recall 3 months, BWs LL6 after baby',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist, Universal, recogniser-style
  defineCase({
    id: 'bv13-us-asr-extraction-20-aspirin-clopidogrel-stent-gelfoam-no-wait-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of number twenty medical history coronary stent eight months ago on aspirin eighty one and clopidogrel cardiologist said do not stop either one letter scanned in the chart also on metoprolol and atorvastatin allergic to sulfa blood pressure one thirty eight over eighty two pulse sixty four number twenty crown fractured off at the gumline nonrestorable number nineteen crown intact number twenty one sound discussed the increased bleeding risk she understands signed consent two carpules lidocaine two percent one to one hundred thousand epi left ianb then one carpule articaine four percent buccal infiltration twenty uh can you grab me the gelfoam thanks number twenty sectioned no wait elevated and extracted with forceps root intact socket irrigated with saline gelfoam placed two three oh chromic gut sutures pressure with gauze twenty minutes bleeding controlled post op instructions given extra gauze given told her to bite on a wet tea bag if it oozes tonight follow up one week",
    expect: {
      CC: 'Extraction of #20',
      'MED HX':
        'Coronary stent 8 months ago on aspirin 81 and clopidogrel. Cardiologist said do not stop either one. Letter scanned in the chart. On metoprolol and atorvastatin. Allergic to sulfa. Blood pressure 138/82. Pulse 64',
      DENTAL: [
        ['20', 'Crown fractured off at the gumline nonrestorable', 'Crown'],
        ['19', 'Crown intact'],
        ['21', 'Sound'],
      ],
      CONSULT:
        'Discussed the increased bleeding risk. She understands. Told her to bite on a wet tea bag if it oozes tonight',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4%, buccal infiltration #20',
        '#20 elevated and extracted with forceps',
        'Root intact',
        'Socket irrigated with saline',
        'Gelfoam placed',
        '2 3-0 chromic gut sutures',
        'Pressure with gauze 20 minutes',
        'Bleeding controlled',
        'Post-op instructions given',
        'Extra gauze given',
      ],
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'bv14-us-asr-lower-denture-chairside-reline-fosamax-a1c-fixodent-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with her lower denture loose for about six months she's using a lot of fixodent medical history no changes type two diabetes a one c seven point one on metformin and januvia osteoporosis on fosamax for three years no allergies lower ridge resorbed no sore spots no redness upper denture stable lower denture about six years old teeth worn but okay talked about a new denture versus a reline she wants to try the reline first cost discussed hard chairside reline lower denture with tokuyama rebase two after relieving the intaglio uh border molded by having her move her tongue and lips trimmed and polished retention much better she was surprised how tight it feels told her to stop using the fixodent recheck in one week",
    expect: {
      CC: "Her lower denture loose for about 6 months. She's using a lot of Fixodent",
      'MED HX':
        'No changes. Type 2 diabetes A1c 7.1 on metformin and Januvia. Osteoporosis on Fosamax for 3 years. No allergies',
      INTRA:
        'Lower ridge resorbed. No sore spots. No redness. Upper denture stable. Lower denture about 6 years old. Teeth worn but okay',
      CONSULT:
        'Talked about a new denture versus a reline. She wants to try the reline first. Cost discussed. Told her to stop using the Fixodent',
      TX: [
        'Hard chairside reline lower denture with Tokuyama Rebase II after relieving the intaglio',
        'Border molded by having her move her tongue and lips',
        'Trimmed and polished',
        'Retention much better',
      ],
      NOTES: 'She was surprised how tight it feels',
      'F/U': 'Recheck in 1 week',
    },
  }),
  defineCase({
    id: 'bv15-us-asr-appends-dialysis-fistula-bp-right-arm-prophy-open-margin-sorry-crown-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy no complaints medical history end stage renal disease on hemodialysis fistula in the left arm so blood pressure taken on the right one fifty two over ninety four high blood pressure on amlodipine and carvedilol secondary hyperparathyroidism nephrologist says no nsaids no allergies extraoral no lymph nodes palpable intraoral pale mucosa ammonia smell on the breath otherwise soft tissues within normal limits oral cancer screening negative psr two two three two two two number three mesial occlusal distal amalgam fractured mesiolingual cusp number thirty crown open margin distal sorry open margin mesial number eighteen missing four bitewings number three recurrent caries under the amalgam prophy with hand instruments oral hygiene instructions floss picks advised acetaminophen only for pain treatment plan crown number three recall six months',
    appends: ['add to notes he dialyses monday wednesday friday so book him on tuesdays', 'next visit crown prep number three'],
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX':
        'End stage renal disease on hemodialysis. Fistula in the left arm so blood pressure taken on the right 152/94. High blood pressure on amlodipine and carvedilol. Secondary hyperparathyroidism. Nephrologist says no NSAIDs. No allergies',
      EXTRA: 'No lymph nodes palpable',
      INTRA:
        'Pale mucosa. Ammonia smell on the breath. Otherwise soft tissues within normal limits. Oral cancer screening negative',
      PERIO: 'PSR 2 2 3 / 2 2 2',
      DENTAL: [
        ['3', 'MOD amalgam fractured ML cusp', 'ML cusp'],
        ['30', 'Crown open M margin'],
        ['18', 'Missing'],
      ],
      RADIO: '4 bitewings. #3 recurrent caries under the amalgam',
      CONSULT: 'Advised acetaminophen only for pain',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with hand instruments', 'Oral hygiene instructions floss picks'],
      'TX PLAN': ['Crown #3'],
      NOTES: 'He dialyses Monday Wednesday Friday so book him on Tuesdays',
      NV: ['Crown prep #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bv16-us-asr-recent-mi-brilinta-pulpitis-3-temp-dressing-irm-clearance-faxed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit pain upper right for a week worse with cold and sweets medical history heart attack three months ago two stents on brilinta and aspirin also takes metoprolol and atorvastatin no allergies blood pressure one twenty eight over seventy six he gets short of breath on the stairs extraoral within normal limits number three large distal caries lingering pain to cold not tender to percussion numbers two and four sound pa of three deep distal caries close to the pulp no periapical radiolucency diagnosis symptomatic irreversible pulpitis number three explained we need clearance from his cardiologist before the root canal because of the recent heart attack he agreed to a temporary today one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration three caries removed no exposure temporary dressing number three with irm bite checked rx ibuprofen sorry rx acetaminophen five hundred milligrams every six hours because of the brilinta medical clearance request faxed to his cardiologist today next visit root canal number three once cleared',
    expect: {
      CC: 'Emergency visit. Pain upper right for a week worse with cold and sweets',
      'MED HX':
        'Heart attack 3 months ago. 2 stents on Brilinta and aspirin. Takes metoprolol and atorvastatin. No allergies. Blood pressure 128/76. He gets short of breath on the stairs',
      EXTRA: 'Within normal limits',
      DENTAL: [
        ['3', 'Large D caries lingering pain to cold not tender to percussion'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA of #3 deep distal caries close to the pulp. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis #3'],
      CONSULT:
        'Explained we need clearance from his cardiologist before the root canal because of the recent heart attack. He agreed to a temporary today',
      'TX TODAY': ['Temporary dressing #3'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #3',
        'Caries removed',
        'No exposure',
        'Temporary dressing #3 with IRM',
        'Bite checked',
        'Rx acetaminophen 500 mg every 6 hours because of the Brilinta',
      ],
      NOTES: 'Medical clearance request faxed to his cardiologist today',
      NV: ['RCT #3 once cleared'],
    },
  }),
  defineCase({
    id: 'bv17-us-asr-parkinsons-wife-root-caries-22-27-sdf-varnish-prevident',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "recall exam his wife says he can't brush well anymore because of the tremor medical history parkinson's on carbidopa levodopa also takes donepezil and tamsulosin no allergies extraoral angular cheilitis both corners intraoral lots of saliva pooling heavy plaque numbers twenty two and twenty seven facial root caries soft numbers eight and nine crowns intact number thirty missing diagnosis root caries he can't sit back for long so kept it short silver diamine fluoride on twenty two and twenty seven then fluoride varnish full mouth rx prevident five thousand talked to his wife about an electric toothbrush with a big handle warned them the sdf will turn the spots black she said that's fine he doesn't care about the look recall three months",
    expect: {
      CC: "Recall exam. His wife says he can't brush well anymore because of the tremor",
      'MED HX': "Parkinson's on carbidopa-levodopa. Takes donepezil and tamsulosin. No allergies",
      EXTRA: 'Angular cheilitis both corners',
      INTRA: 'Lots of saliva pooling',
      PERIO: 'Heavy plaque',
      DENTAL: [
        ['22', 'F root caries soft'],
        ['27', 'F root caries soft'],
        ['8', 'Crowns intact'],
        ['9', 'Crowns intact'],
        ['30', 'Missing'],
      ],
      DX: ['Root caries'],
      CONSULT:
        "Talked to his wife about an electric toothbrush with a big handle. Warned them the SDF will turn the spots black. She said that's fine. He doesn't care about the look",
      'TX TODAY': ['SDF #22, #27', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #22, #27', 'Fluoride varnish full mouth', 'Rx PreviDent 5000'],
      NOTES: "He can't sit back for long so kept it short",
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, Universal, typed
  defineCase({
    id: 'bv18-us-typed-ext-2-deferred-inr-3-8-coumadin-clinic-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Scheduled ext #2. Med hx: DVT 2023 on warfarin 5 mg, HTN (losartan), NKDA. INR today 3.8 (fingerstick), BP 134/80. #2 nonrestorable, mild TTP, no swelling. Ext deferred, INR too high for in-office ext. Pt OK with waiting. Called Coumadin clinic, they will adjust dose + recheck Monday. NV ext #2 when INR < 3.0.',
    expect: {
      CC: 'Scheduled ext #2',
      'MED HX': 'DVT 2023 on warfarin 5 mg, HTN (losartan), NKDA. INR today 3.8 (fingerstick), BP 134/80',
      DENTAL: [['2', 'Nonrestorable, mild TTP, no swelling']],
      CONSULT: 'Ext deferred, INR too high for in-office ext. Pt OK with waiting',
      NOTES: 'Called Coumadin clinic, they will adjust dose + recheck Monday',
      NV: ['Extraction #2 when INR < 3.0'],
    },
  }),
  defineCase({
    id: 'bv19-us-typed-zoledronic-acid-myeloma-mronj-rct-19-started-instead-of-ext',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents w/ broken lower left molar, no pain. Referred back by oncology for dental eval. Med hx: multiple myeloma, IV zoledronic acid (Zometa) monthly x 2 yrs, dexamethasone, apixaban (DVT prophylaxis), NKDA. Oncologist letter: high MRONJ risk, avoid extractions if possible. EO: WNL. IO: no exposed bone, tissues WNL. #19 MO amalgam w/ fractured ML cusp, caries to pulp, no mobility, no TTP, cold negative. #18 missing. #20 DO composite OK. PA #19: caries approaching pulp, no PARL. Dx: pulpal necrosis #19. Discussed RCT + decoronation vs ext; high MRONJ risk w/ ext. Pt elected RCT. Written consent. 1 carp 2% lido 1:100k epi L IANB. 1 carp 4% articaine 1:100k epi buccal infil #19. RD. RCT #19 started. Access, 4 canals located, all necrotic, WL by apex locator. Cleaned + shaped to 25/.06, NaOCl 3%, CaOH dressing, Cavit. Occlusion reduced. NV complete RCT #19 2 wks.',
    expect: {
      CC: 'Broken lower left molar, no pain. Referred back by oncology for dental eval',
      'MED HX':
        'Multiple myeloma, IV zoledronic acid (Zometa) monthly x 2 yrs, dexamethasone, apixaban (DVT prophylaxis), NKDA. Oncologist letter: high MRONJ risk, avoid extractions if possible',
      EXTRA: 'WNL',
      INTRA: 'No exposed bone, tissues WNL',
      DENTAL: [
        ['19', 'MO amalgam w/ fractured ML cusp, caries to pulp, no mobility, no TTP, cold negative', 'ML cusp'],
        ['18', 'Missing'],
        ['20', 'DO composite OK'],
      ],
      RADIO: 'PA #19: caries approaching pulp, no PARL',
      DX: ['Pulpal necrosis #19'],
      CONSULT: 'Discussed RCT + decoronation vs ext; high MRONJ risk w/ ext. Pt elected RCT',
      CONSENT: 'Written consent',
      'TX TODAY': ['RCT #19'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'RD',
        'RCT #19 started',
        'Access',
        '4 canals located',
        'All necrotic',
        'WL by apex locator',
        'Cleaned + shaped to 25/.06',
        'NaOCl 3%',
        'CaOH dressing',
        'Cavit',
        'Occlusion reduced',
      ],
      NV: ['Complete RCT #19 2 wks'],
    },
  }),
  defineCase({
    id: 'bv20-us-typed-tavr-eliquis-premed-prophy-scratch-that-30-open-d-margin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. No complaints. Med hx: TAVR 2022, AF on Eliquis 5 mg BID, CHF (furosemide), T2DM A1c 6.9, NKDA. BP 118/70. Premed per cardiology: amoxicillin 2 g 1 hr before appt (pt confirmed). EO: WNL. IO: WNL, OCS neg. PSR 2 2 2 / 3 2 2, BOP localized LR. 5 mm pocket #31 D. #3 crown OK. #14 MOD amalgam, marginal breakdown M, no caries clinically. #30 crown OK. Scratch that. #30 PFM crown w/ open D margin. 2 BWX: no caries, #14 amalgam M overhang. Dx: localized gingivitis. Prophy w/ Cavitron, light bleeding controlled. OHI: water flosser LR. Pt asked if he still needs premed for cleanings, told him yes per cardiologist. NV replace #14 amalgam. Recall 4 months.',
    expect: {
      CC: 'Periodic exam + prophy. No complaints',
      'MED HX': 'TAVR 2022, AF on Eliquis 5 mg BID, CHF (furosemide), T2DM A1c 6.9, NKDA. BP 118/70',
      EXTRA: 'WNL',
      INTRA: 'WNL, OCS neg',
      PERIO: 'PSR 2 2 2 / 3 2 2, BOP localized LR. 5 mm pocket #31 D',
      DENTAL: [
        ['3', 'Crown OK'],
        ['14', 'MOD amalgam, marginal breakdown M, no caries clinically'],
        ['30', 'PFM crown w/ open D margin'],
      ],
      RADIO: '2 BWX: no caries, #14 amalgam M overhang',
      DX: ['Localized gingivitis'],
      CONSULT: 'Pt asked if he still needs premed for cleanings, told him yes per cardiologist',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Premed per cardiology: amoxicillin 2 g 1 hr before appt (pt confirmed)',
        'Prophy w/ Cavitron',
        'Light bleeding controlled',
        'OHI: water flosser LR',
      ],
      NV: ['Replace #14 amalgam'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'bv21-us-typed-sentences-six-extractions-6-11-alveoloplasty-immediate-denture-a1c',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Patient presents for extraction of the remaining upper teeth #6, #7, #8, #9, #10 and #11 and delivery of an immediate upper complete denture. Medical history: type 2 diabetes on metformin and glipizide, A1c 7.4 last month, blood sugar 142 this morning, hypertension on lisinopril, allergic to codeine. BP 136/84. #6, #7, #8, #9, #10 and #11 have grade II mobility. The lower partial denture fits well. Consent form signed for extractions and immediate denture. 4 carpules of 2% lidocaine with 1:100,000 epinephrine were given as buccal and palatal infiltrations. #6, #7, #8, #9, #10 and #11 were extracted with elevators and forceps, all roots intact. Alveoloplasty was done on the labial ridge with a rongeur and bone file. The sockets were irrigated with saline. 4-0 chromic gut sutures were placed in a continuous pattern. The immediate denture was seated, and a pressure spot over #8 socket was relieved. Occlusion was adjusted. The patient was told not to remove the denture for 24 hours. He said he was glad to have no gap for his daughter's wedding. Rx ibuprofen 600 mg every 6 hours as needed. Follow-up in 24 hours for denture removal and sore spots.",
    expect: {
      CC: 'Extraction of the remaining upper teeth #6, #7, #8, #9, #10 and #11 and delivery of an immediate upper complete denture',
      'MED HX':
        'Type 2 diabetes on metformin and glipizide, A1c 7.4 last month, blood sugar 142 this morning, hypertension on lisinopril, allergic to codeine. BP 136/84',
      INTRA: 'Lower partial denture fits well',
      DENTAL: [
        ['6', 'Grade II mobility'],
        ['7', 'Grade II mobility'],
        ['8', 'Grade II mobility'],
        ['9', 'Grade II mobility'],
        ['10', 'Grade II mobility'],
        ['11', 'Grade II mobility'],
      ],
      CONSULT: 'Patient was told not to remove the denture for 24 hours',
      CONSENT: 'Consent form signed for extractions and immediate denture',
      'TX TODAY': ['Extraction #6, #7, #8, #9, #10, #11', 'Denture fit'],
      TX: [
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        '#6, #7, #8, #9, #10, #11 were extracted with elevators and forceps',
        'All roots intact',
        'Alveoloplasty was done on the labial ridge with a rongeur and bone file',
        'Sockets were irrigated with saline',
        '4-0 chromic gut sutures were placed in a continuous pattern',
        'Immediate denture was seated',
        'Pressure spot over #8 socket was relieved',
        'Occlusion was adjusted',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: "He said he was glad to have no gap for his daughter's wedding",
      'F/U': 'Follow-up in 24 hours for denture removal and sore spots',
    },
  }),
  defineCase({
    id: 'bv22-us-typed-sjogrens-xerostomia-b-gic-28-fluoride-varnish-nystatin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt c/o dry mouth, hard to swallow dry food, new cavities. Med hx: Sjogren's syndrome (followed by rheum), hydroxychloroquine, pilocarpine 5 mg TID (just started), hypothyroid (levothyroxine), NKDA. EO: bilateral parotid enlargement, non-tender. IO: dry, fissured tongue, minimal saliva pooling, ?candida on dorsum of tongue. #28 B root caries, soft. #21 B root caries, leathery. #6 and #11 F cervical caries. Dx: xerostomia secondary to Sjogren's, root caries. Discussed high caries risk + saliva substitutes, xylitol, avoid sipping sugary drinks. 1 carp 2% lido 1:100k epi buccal infil #28. Caries removed #28, B GIC #28 (Fuji IX). Fluoride varnish (5% NaF) applied full mouth. Rx nystatin susp 5 ml QID x 10 days. Rx PreviDent 5000. NV fillings #21, #6, #11. Recall 3 months.",
    expect: {
      CC: 'Dry mouth, hard to swallow dry food, new cavities',
      'MED HX':
        "Sjogren's syndrome (followed by rheum), hydroxychloroquine, pilocarpine 5 mg TID (just started), hypothyroid (levothyroxine), NKDA",
      EXTRA: 'Bilateral parotid enlargement, non-tender',
      INTRA: 'Dry, fissured tongue, minimal saliva pooling, ?candida on dorsum of tongue',
      DENTAL: [
        ['28', 'B root caries, soft'],
        ['21', 'B root caries, leathery'],
        ['6', 'F cervical caries'],
        ['11', 'F cervical caries'],
      ],
      DX: ["Xerostomia secondary to Sjogren's", 'Root caries'],
      CONSULT: 'Discussed high caries risk + saliva substitutes, xylitol, avoid sipping sugary drinks',
      'TX TODAY': ['B GIC #28', 'Fluoride varnish'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #28',
        'Caries removed #28',
        'B GIC #28 (Fuji IX)',
        'Fluoride varnish (5% NaF) applied full mouth',
        'Rx nystatin susp 5 ml QID x 10 days',
        'Rx PreviDent 5000',
      ],
      NV: ['Fillings #21, #6, #11'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bv23-us-typed-pregnant-22-wks-pericoronitis-17-irrigation-clindamycin-ob-letter',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency. 22 wks pregnant, pain + swelling behind lower left back tooth x 3 days, hard to open. Med hx: pregnant (G2P1), prenatal vitamins, GDM diet controlled, allergic to PCN (hives). OB OK'd tx + films w/ shielding (letter on file). EO: L submandibular node tender, no facial swelling, opening 30 mm. IO: OCS neg. #17 partially erupted, operculum red + swollen, pus on pressure. #18 sound. #15 supraerupted, biting on operculum. PA #17 w/ lead apron + thyroid collar: mesioangular, no caries #18. Dx: acute pericoronitis #17. No LA. Irrigated under operculum w/ chlorhexidine 0.12%. Rx clindamycin 300 mg QID x 7 days (OB approved). Advised warm salt water rinses. Discussed ext #17 after delivery, pt prefers to wait. NV consult for ext #17 after baby is born. Call if swelling spreads or trouble swallowing.",
    expect: {
      CC: 'Emergency. 22 wks pregnant, pain + swelling behind lower left back tooth x 3 days, hard to open',
      'MED HX':
        "Pregnant (G2P1), prenatal vitamins, GDM diet controlled, allergic to PCN (hives). OB OK'd tx + films w/ shielding (letter on file)",
      EXTRA: 'L submandibular node tender, no facial swelling, opening 30 mm',
      INTRA: 'OCS neg',
      DENTAL: [
        ['17', 'Partially erupted, operculum red + swollen, pus on pressure'],
        ['18', 'Sound'],
        ['15', 'Supraerupted, biting on operculum'],
      ],
      RADIO: 'PA #17 w/ lead apron + thyroid collar: mesioangular, no caries #18',
      DX: ['Acute pericoronitis #17'],
      CONSULT: 'Advised warm salt water rinses. Discussed ext #17 after delivery, pt prefers to wait',
      'TX TODAY': ['Irrigation'],
      TX: [
        'No LA',
        'Irrigated under operculum w/ chlorhexidine 0.12%',
        'Rx clindamycin 300 mg QID x 7 days (OB approved)',
      ],
      NV: ['Consult for extraction #17 after baby is born'],
      'F/U': 'Call if swelling spreads or trouble swallowing',
    },
  }),
  defineCase({
    id: 'bv24-us-typed-appends-memory-care-dementia-poa-sdf-8-9-varnish-prolia-root',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Recall exam. Pt lives in memory care, brought by daughter (healthcare POA) + aide. Daughter reports pt pocketing food, refusing to let staff brush. Med hx: Alzheimer's dementia (advanced), donepezil, memantine, sertraline, osteoporosis (Prolia q6 months), NKDA. Exam done in wheelchair, limited cooperation. EO: WNL. IO: food debris buccal vestibules, no ulcers seen. Heavy plaque. #8 and #9 F cervical caries. #5 retained root, no swelling. #12 and #13 missing. No radiographs, pt unable to tolerate. Dx: rampant root/cervical caries. Discussed leaving #5 root given Prolia + no symptoms, daughter agreed. Consent signed by daughter (POA). Toothbrushed + debris removed. SDF #8, #9. Fluoride varnish. Staff instruction sheet for twice daily brushing w/ PreviDent. Recall 3 months at the facility if mobile unit available.",
    appends: [
      'Add to treatment: PreviDent 5000 Rx sent to facility pharmacy.',
      'Add to notes: aide says pt eats best at lunch, book late morning.',
    ],
    expect: {
      CC: 'Recall exam. Daughter reports pt pocketing food, refusing to let staff brush',
      'MED HX':
        "Alzheimer's dementia (advanced), donepezil, memantine, sertraline, osteoporosis (Prolia q6 months), NKDA",
      EXTRA: 'WNL',
      INTRA: 'Food debris buccal vestibules, no ulcers seen',
      PERIO: 'Heavy plaque',
      DENTAL: [
        ['8', 'F cervical caries'],
        ['9', 'F cervical caries'],
        ['5', 'Retained root, no swelling'],
        ['12', 'Missing'],
        ['13', 'Missing'],
      ],
      RADIO: 'No radiographs, pt unable to tolerate',
      DX: ['Rampant root/cervical caries'],
      CONSULT:
        'Discussed leaving #5 root given Prolia + no symptoms, daughter agreed. Staff instruction sheet for twice daily brushing w/ PreviDent',
      CONSENT: 'Consent signed by daughter (POA)',
      'TX TODAY': ['SDF #8, #9', 'Fluoride varnish'],
      TX: [
        'Toothbrushed + debris removed',
        'SDF #8, #9',
        'Fluoride varnish',
        'PreviDent 5000 Rx sent to facility pharmacy',
      ],
      NOTES:
        'Pt lives in memory care, brought by daughter (healthcare POA) + aide. Exam done in wheelchair, limited cooperation. Aide says pt eats best at lunch, book late morning',
      'F/U': 'Recall 3 months at the facility if mobile unit available',
    },
  }),
  defineCase({
    id: 'bv25-us-typed-copd-home-oxygen-apical-periodontitis-14-declines-all-tx-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for consult re #14, on/off pain 2 months. Med hx: COPD (Spiriva, albuterol), home O2 2L at night, ex-smoker 50 pack-yrs, NKDA. O2 sat 93% on RA. #14 large MOD composite, recurrent D caries, TTP+, cold lingering. PA #14: PARL MB + DB roots. Dx: symptomatic apical periodontitis #14. Options: RCT + crown (est $2,100), ext (est $250), or no tx. Explained risks of no tx including infection spreading. Pt declines all tx at this time, wants to wait and see. Informed refusal form signed. Pt asked for antibiotics, explained not indicated without swelling. Advised ibuprofen 400 mg + acetaminophen 500 mg alternating. Call if swelling.',
    expect: {
      CC: 'Consult re #14, on/off pain 2 months',
      'MED HX':
        'COPD (Spiriva, albuterol), home O2 2L at night, ex-smoker 50 pack-yrs, NKDA. O2 sat 93% on RA',
      DENTAL: [['14', 'Large MOD composite, recurrent D caries, TTP+, cold lingering']],
      RADIO: 'PA #14: PARL MB + DB roots',
      DX: ['Symptomatic apical periodontitis #14'],
      CONSULT:
        'Options: RCT + crown (est $2,100), ext (est $250), or no tx. Explained risks of no tx including infection spreading. Pt declines all tx at this time, wants to wait and see. Pt asked for antibiotics, explained not indicated without swelling. Advised ibuprofen 400 mg + acetaminophen 500 mg alternating',
      CONSENT: 'Informed refusal form signed',
      'F/U': 'Call if swelling',
    },
  }),

  // ---------------------------------------------------------------- 5. Australian dentist, FDI, recogniser-style
  defineCase({
    id: 'bv26-au-asr-aged-care-rn-lower-denture-eased-ulcer-apixaban-45-sorry-root-stump',
    style: 'UK',
    asr: true,
    transcript:
      "aged care visit the rn says she's been refusing her lower denture and pulling at her mouth for about a week medical history dementia atrial fibrillation on apixaban type two diabetes on insulin no allergies per the chart she was agitated so the exam was brief with the rn holding her hand extra oral nothing abnormal intra oral red ulcer lower right lingual under the denture flange about five millimetres heavy plaque on the remaining lowers three three and four three sound four four sorry four five root stump no swelling lower denture has calculus on it lower denture eased over the ulcer with the portable handpiece and polished denture cleaned in the ultrasonic bath the rn asked if she can still wear it told her leave it out for three days then try again went through daily mouth care with the rn soft brush and denture out overnight review in two weeks on the next round",
    expect: {
      CC: "Aged care visit. RN says she's been refusing her lower denture and pulling at her mouth for about a week",
      'MED HX':
        'Dementia. Atrial fibrillation on apixaban. Type 2 diabetes on insulin. No allergies per the chart',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Red ulcer lower right lingual under the denture flange about 5 mm. Lower denture has calculus on it',
      PERIO: 'Heavy plaque on the remaining lowers',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
        ['45', 'Root stump no swelling'],
      ],
      CONSULT:
        'RN asked if she can still wear it. Told her leave it out for 3 days then try again. Went through daily mouth care with the RN soft brush and denture out overnight',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Lower denture eased over the ulcer with the portable handpiece and polished',
        'Denture cleaned in the ultrasonic bath',
      ],
      NOTES: 'She was agitated so the exam was brief with the RN holding her hand',
      'F/U': 'Review in 2 weeks on the next round',
    },
  }),
  defineCase({
    id: 'bv27-au-asr-domiciliary-copy-denture-impressions-son-carer-stomatitis-sorry-wafer',
    style: 'UK',
    asr: true,
    transcript:
      "domiciliary visit at home he's eighty seven lives with his son who's his carer both dentures are worn out and the upper keeps dropping but he won't give them up he's had them twenty years medical history vascular dementia previous stroke on clopidogrel and perindopril prostate cancer on zoladex injections no allergies blood pressure one fifty over eighty four extra oral angular cheilitis both sides intra oral edentulous ridges healthy redness on the palate under the upper denture teeth on the old dentures worn flat diagnosis denture stomatitis discussed copy dentures so they'll feel the same as his old ones consent from his son as he can't really decide for himself anymore impressions of both old dentures in putty in copy boxes for the lab jaw registration with wax on the old dentures sorry with the old dentures and a wax wafer old dentures given back to him the same day rx miconazole gel four times a day for a week advised brushing the palate and soaking the dentures overnight next visit try in of the copy dentures in two weeks",
    expect: {
      CC: "Domiciliary visit at home. Both dentures are worn out and the upper keeps dropping but he won't give them up. He's had them 20 years",
      'MED HX':
        'Vascular dementia. Previous stroke on clopidogrel and perindopril. Prostate cancer on Zoladex injections. No allergies. Blood pressure 150/84',
      EXTRA: 'Angular cheilitis both sides',
      INTRA:
        'Edentulous ridges healthy. Redness on the palate under the upper denture. Teeth on the old dentures worn flat',
      DX: ['Denture stomatitis'],
      CONSULT:
        "Discussed copy dentures so they'll feel the same as his old ones. Advised brushing the palate and soaking the dentures overnight",
      CONSENT: "Consent from his son as he can't really decide for himself anymore",
      'TX TODAY': ['Impressions'],
      TX: [
        'Impressions of both old dentures in putty in copy boxes for the lab',
        'Jaw registration with the old dentures and a wax wafer',
        'Old dentures given back to him the same day',
        'Rx miconazole gel 4 times a day for a week',
      ],
      NOTES: "He's 87. Lives with his son who's his carer",
      NV: ['Try-in of the copy dentures in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bv28-au-asr-appends-extraction-17-rivaroxaban-ckd-3b-txa-gauze-vicryl-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the extraction of one seven medical history atrial fibrillation on rivaroxaban twenty milligrams with his evening meal so no need to miss a dose kidney disease stage three b egfr thirty eight on the gp bloods last month type two diabetes on jardiance and metformin no allergies blood pressure one thirty four over seventy eight one seven mesial occlusal distal amalgam fractured palatal cusp caries into the furcation grade one mobile one six crown sound one eight missing explained the bleeding risk and that we'll pack and suture he's fine with that verbal consent la one point one ml articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one seven um sectioned with the surgical handpiece then took out one seven in three pieces socket curetted surgicel in the socket two four oh vicryl sutures sorry two three oh vicryl sutures tranexamic acid soaked gauze for twenty minutes bleeding stopped advised no more than four grams of paracetamol a day and no anti inflammatories because of the kidneys review in one week for the sutures",
    appends: [
      'add to treatment post op instructions given verbal and written',
      "add to medical history he's on atorvastatin as well",
    ],
    expect: {
      CC: 'Extraction of 17',
      'MED HX':
        "Atrial fibrillation on rivaroxaban 20 mg with his evening meal so no need to miss a dose. Kidney disease stage 3b eGFR 38 on the GP bloods last month. Type 2 diabetes on Jardiance and metformin. No allergies. Blood pressure 134/78. He's on atorvastatin as well",
      DENTAL: [
        ['17', 'MOD amalgam fractured P cusp caries into the furcation grade 1 mobile', 'P cusp'],
        ['16', 'Crown sound'],
        ['18', 'Missing'],
      ],
      CONSULT:
        "Explained the bleeding risk and that we'll pack and suture. He's fine with that. Advised no more than 4 g of paracetamol a day and no anti-inflammatories because of the kidneys",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 17'],
      TX: [
        'LA: 1.1 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 17',
        'Sectioned with the surgical handpiece',
        'Took out 17 in 3 pieces',
        'Socket curetted',
        'Surgicel in the socket',
        '2 3-0 Vicryl sutures',
        'Tranexamic acid soaked gauze for 20 minutes',
        'Bleeding stopped',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review in 1 week for the sutures',
    },
  }),
  defineCase({
    id: 'bv29-au-asr-check-up-denture-ulcer-16-sorry-screened-flange-eased-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "check up and he's noticed a sore spot under his top denture for about three weeks medical history ex smoker quit ten years ago drinks a couple of beers a day high blood pressure on irbesartan gout on allopurinol no allergies extra oral no lymphadenopathy intra oral upper edentulous six millimetre ulcer upper right buccal sulcus in the one five sorry one six region flat edges not indurated sharp denture flange sitting right on it rest of the mucosa normal floor of mouth and tongue clear photo taken of the ulcer bpe lower sextants two two two calculus lower anteriors three three and four three worn incisal edges provisional diagnosis traumatic ulcer from the denture flange explained it should heal once the denture's eased but if it hasn't healed by the review we'll refer him to the hospital urgently upper denture flange eased and polished scale and polish lower anteriors review in two weeks",
    expect: {
      CC: "Check up. He's noticed a sore spot under his top denture for about 3 weeks",
      'MED HX':
        'Ex smoker quit 10 years ago. Drinks a couple of beers a day. High blood pressure on irbesartan. Gout on allopurinol. No allergies',
      EXTRA: 'No lymphadenopathy',
      INTRA:
        'Upper edentulous. 6 mm ulcer upper right buccal sulcus in the 16 region. Flat edges. Not indurated. Sharp denture flange sitting right on it. Rest of the mucosa normal. Floor of mouth and tongue clear. Photo taken of the ulcer',
      PERIO: 'BPE lower sextants 2 2 2. Calculus lower anteriors',
      DENTAL: [
        ['33', 'Worn incisal edges'],
        ['43', 'Worn incisal edges'],
      ],
      DX: ['Traumatic ulcer from the denture flange'],
      CONSULT:
        "Explained it should heal once the denture's eased but if it hasn't healed by the review we'll refer him to the hospital urgently",
      'TX TODAY': ['Denture adjustment', 'Scale and polish'],
      TX: ['Upper denture flange eased and polished', 'Scale and polish lower anteriors'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'bv30-au-asr-aged-care-copy-dentures-fitted-enrolled-nurse-aside-madopar',
    style: 'UK',
    asr: true,
    transcript:
      "aged care visit fit of the copy dentures medical history no changes parkinson's on madopar osteoarthritis no allergies the enrolled nurse is with her ridges healthy no sore spots could you just hold her hand for me thanks both copy dentures seated fit well retention better than the old ones occlusion even she says they feel just like her old ones old dentures labelled and given to the en as spares showed the en how to clean them review in one month on the next round",
    expect: {
      CC: 'Aged care visit. Fit of the copy dentures',
      'MED HX': "No changes. Parkinson's on Madopar. Osteoarthritis. No allergies",
      INTRA: 'Ridges healthy. No sore spots',
      CONSULT: 'Showed the EN how to clean them',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Both copy dentures seated',
        'Fit well',
        'Retention better than the old ones',
        'Occlusion even',
        'Old dentures labelled and given to the EN as spares',
      ],
      NOTES: 'Enrolled nurse is with her. She says they feel just like her old ones',
      'F/U': 'Review in 1 month on the next round',
    },
  }),
];
