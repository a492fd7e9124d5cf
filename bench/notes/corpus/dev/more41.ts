// A forty-first development batch (ids aq01–aq24), written blind from the contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a sample of examination and discussion visits at
// a UK and a US practice: new-patient and recall exams, emergency assessments, and consultations for implants,
// orthodontics, whitening, wisdom teeth, crown versus filling and periodontal disease, with extra-oral findings (TMJ,
// nodes, muscles, swelling), intra-oral findings (soft tissues, tongue, floor of mouth, tori, occlusion, ulcers, wear),
// BPE / PSR with pockets, bleeding, mobility and furcations, radiographs (bitewings, PAs, OPG / pano, FMX, CBCT) with
// their reports, chart findings, diagnoses, options with risks, benefits and costs, the patient's decision, consent
// said many ways (verbal, written, a form signed, "understands the risks and signed", an informed refusal, consent
// deferred to a later visit, a parent's consent), and the plan, next visit and recall. Some visits end with a little
// treatment (impressions, a prophy, an extirpation, an I&D, fluoride varnish). UK and US (12 each); FDI (one case with
// primary teeth), Universal (primary teeth by letter) and Palmer; 14 recogniser-style (fillers, "sorry" / "I mean" /
// "no wait" self-corrections, number words) and 10 typed; about 95 to 190 words.
//
// Judgement calls where the contract was silent:
// - Oral hygiene, plaque, calculus, bleeding, recession, mobility and furcations are periodontal findings (OE.PERIO);
//   the dictations say them with the BPE / PSR or under a "perio" header. Mobility of a named tooth is a perio finding,
//   so it makes no DENTAL entry (the contract excludes perio findings from DENTAL).
// - Occlusion, incisor relationship, overjet / overbite, crowding, tori, linea alba, tongue, generalised wear and the
//   current shade of the teeth are intra-oral findings (OE.INTRA); TMJ, muscles, profile, lips, nodes and mouth
//   opening are extra-oral (OE.EXTRA).
// - Six BPE / PSR scores said as one run of number words are written in two sextant rows: "BPE 2 1 2 / 2 2 2".
// - "Happy to proceed", "opted for", "chose", "wants", "agrees" without a word of consent are the decision (CONSULT);
//   what the patient is said to understand, said in the same clause as the consent ("understands the risks and signed
//   the consent form …"), stays with the consent (CONSENT). An informed refusal form signed (aq19) and consent put off to
//   a later visit (aq04) are CONSENT.
// - Fees said in words are written with the currency sign and digits: "three hundred and fifty pounds" → "£350",
//   "twelve hundred dollars" → "$1,200", thousands with a comma.
// - In a recogniser-style dictation a run of options or risks said without pauses is kept without inserted commas
//   (as in more28 ad18); clauses are split where a careful writer would put a full stop.
// - Several findings said in one run after one tooth ("#30 large DO composite, TTP +, cold test no response") are one
//   DENTAL entry; each dictation gives a tooth one run of findings only.
// - A referral sent today for care elsewhere (aq11 urgent referral, aq16 endodontist) is TX PLAN, as the contract says.
// - Impressions taken today for whitening trays or a night guard are titled "Impressions"; the trays and guard are not
//   made today, so they are no titles; "fit whitening trays" / "fit night guard" in NV keep their words.
// - "Hall crown" in a next visit becomes "SSC" (naming table, used in NV items too).
// - A product name keeps its number as one figure: "prevident five thousand" → "PreviDent 5000" (aq23).
// - Roman stage numbers are only in typed dictations ("stage III grade C"); the recogniser-style cases avoid staging.
import { defineCase, type NotesCase } from '../case.ts';

export const more41Cases: NotesCase[] = [
  defineCase({
    id: 'aq01-uk-asr-new-patient-exam-bpe-bitewings-two-fillings',
    style: 'UK',
    asr: true,
    transcript:
      'okay so new patient exam um medical history fit and well no medications no allergies non smoker extra oral nad tmj no clicking lymph nodes not palpable intra oral soft tissues healthy tongue and floor of mouth normal small bony torus on the palate bpe two one two two two two oral hygiene fair er supragingival calculus lower anteriors bitewings taken grade one caries distal of two five into dentine charting thirty six mod amalgam sound forty six occlusal caries eighteen and twenty eight missing diagnosis caries forty six and twenty five discussed findings with patient explained options composite fillings or monitoring patient would like fillings done verbal consent given next visit occlusal composite forty six and distal composite twenty five recall six months',
    expect: {
      CC: 'New patient exam',
      'MED HX': 'Fit and well. No medications. No allergies. Non smoker',
      EXTRA: 'NAD. TMJ no clicking. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth normal. Small bony torus on the palate',
      PERIO: 'BPE 2 1 2 / 2 2 2. Oral hygiene fair. Supragingival calculus lower anteriors',
      RADIO: 'Bitewings taken. Grade 1. Caries distal of 25 into dentine',
      DENTAL: [
        ['36', 'MOD amalgam sound'],
        ['46', 'O caries'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      DX: ['Caries 46, 25'],
      CONSULT:
        'Discussed findings with patient. Explained options composite fillings or monitoring. Patient would like fillings done',
      CONSENT: 'Verbal consent given',
      NV: ['O composite 46', 'D composite 25'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aq02-uk-typed-recall-tori-cracked-16-monitor-overhang',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. MH: no changes, still on amlodipine 5 mg. EO: NAD. IO: soft tissues NAD, bilateral lingual tori, linea alba. Occlusion class I, generalised attrition on lower incisors. BPE 1 1 2 / 2 1 2, OH good. BWs taken, grade 1: no new caries, 47 DO overhang. Charting: 16 MOD amalgam with crack line visible distally, not TTP. 26 crown satisfactory. Dx: cracked tooth 16. Discussed cusp coverage for 16 vs monitoring, explained risk of fracture. Pt wants to monitor for now. Overhang 47 removed with finishing strip. S&P done. Recall 9 months.',
    expect: {
      CC: 'Recall exam',
      'MED HX': 'No changes, still on amlodipine 5 mg',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues NAD, bilateral lingual tori, linea alba. Occlusion class I, generalised attrition on lower incisors',
      PERIO: 'BPE 1 1 2 / 2 1 2, OH good',
      RADIO: 'BWs taken, grade 1: no new caries, 47 DO overhang',
      DENTAL: [
        ['16', 'MOD amalgam with crack line visible distally, not TTP'],
        ['26', 'Crown satisfactory'],
      ],
      DX: ['Cracked tooth 16'],
      CONSULT:
        'Discussed cusp coverage for 16 vs monitoring, explained risk of fracture. Pt wants to monitor for now',
      'TX TODAY': ['Scale and polish'],
      TX: ['Overhang 47 removed with finishing strip', 'S&P done'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'aq03-uk-asr-palmer-implant-consult-ul6-cbct-written-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'implant consultation for the gap upper left six extracted about a year ago medical history type two diabetes well controlled on metformin ex smoker stopped three years ago er extra oral no abnormalities intra oral soft tissues healthy edentulous ridge well healed occlusion stable opposing tooth not over erupted upper left five has a small mesial composite perio bpe one one one one one one cbct taken bone height nine millimetres below the sinus bone width six millimetres no sinus pathology discussed options implant bridge partial denture or leaving the gap explained the risks including failure infection and a possible sinus lift um cost two thousand two hundred pounds including the crown patient chose implant written consent signed today next visit implant placement upper left six',
    expect: {
      CC: 'Implant consultation for the gap UL6 extracted about a year ago',
      'MED HX': 'Type 2 diabetes well controlled on metformin. Ex smoker stopped 3 years ago',
      EXTRA: 'No abnormalities',
      INTRA: 'Soft tissues healthy. Edentulous ridge well healed. Occlusion stable. Opposing tooth not over erupted',
      DENTAL: [['UL5', 'Small M composite']],
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'CBCT taken. Bone height 9 mm below the sinus. Bone width 6 mm. No sinus pathology',
      CONSULT:
        'Discussed options implant bridge partial denture or leaving the gap. Explained the risks including failure infection and a possible sinus lift. Cost £2,200 including the crown. Patient chose implant',
      CONSENT: 'Written consent signed today',
      NV: ['Implant placement UL6'],
    },
  }),
  defineCase({
    id: 'aq04-uk-typed-palmer-ortho-consult-class-ii-consent-deferred',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Orthodontic consultation, referred by GDP. Mum present. MH: asthma, Clenil inhaler. EO: class II skeletal pattern, competent lips, no TMJ symptoms. IO: class II div 1 incisors, overjet 8 mm, overbite increased and complete to palate. Upper arch moderately crowded. UR2 palatally displaced. LLE retained, infraoccluded. Perio: OH fair, marginal gingivitis lower incisors. OPG: all permanent teeth present incl. 8s, LL5 developing below LLE. Dx: class II div 1 malocclusion, IOTN 4d. Discussed functional appliance first vs fixed appliances with extraction of UR4 and UL4. Explained need for long-term retainers, risks of decalcification and root resorption. Mum and patient prefer functional appliance first. Consent to be taken at records appointment. Plan: extract LLE, twin block, then upper and lower fixed. NV: records appointment in 4 weeks.',
    expect: {
      CC: 'Orthodontic consultation, referred by GDP',
      'MED HX': 'Asthma, Clenil inhaler',
      EXTRA: 'Class II skeletal pattern, competent lips, no TMJ symptoms',
      INTRA: 'Class II div 1 incisors, overjet 8 mm, overbite increased and complete to palate. Upper arch moderately crowded',
      DENTAL: [
        ['UR2', 'Palatally displaced'],
        ['LLE', 'Retained, infraoccluded'],
      ],
      PERIO: 'OH fair, marginal gingivitis lower incisors',
      RADIO: 'OPG: all permanent teeth present incl. 8s, LL5 developing below LLE',
      DX: ['Class II div 1 malocclusion', 'IOTN 4d'],
      CONSULT:
        'Discussed functional appliance first vs fixed appliances with extraction of UR4 and UL4. Explained need for long-term retainers, risks of decalcification and root resorption. Mum and patient prefer functional appliance first',
      CONSENT: 'Consent to be taken at records appointment',
      'TX PLAN': ['Extraction LLE', 'Twin block', 'Upper and lower fixed'],
      NOTES: 'Mum present',
      NV: ['Records appointment in 4 weeks'],
    },
  }),
  defineCase({
    id: 'aq05-uk-asr-wisdom-tooth-38-opg-risks-signed-consent',
    style: 'UK',
    asr: true,
    transcript:
      'er patient came in complaining of recurrent pain and swelling around lower left wisdom tooth third episode this year medical history penicillin allergy rash otherwise fit and well extra oral no swelling no lymphadenopathy mouth opening normal intra oral thirty eight partially erupted with inflamed operculum forty eight fully erupted and healthy no other soft tissue abnormality opg taken thirty eight mesioangular impaction roots close to the inferior alveolar canal darkening of the roots noted diagnosis recurrent pericoronitis thirty eight um discussed leaving it and irrigating if it flares versus surgical removal explained the risks including numbness of the lip and tongue which could be permanent plus dry socket and infection patient understands the risks and signed the consent form for surgical removal of thirty eight next visit surgical extraction thirty eight under la',
    expect: {
      CC: 'Recurrent pain and swelling around lower left wisdom tooth. Third episode this year',
      'MED HX': 'Penicillin allergy rash. Otherwise fit and well',
      EXTRA: 'No swelling. No lymphadenopathy. Mouth opening normal',
      DENTAL: [
        ['38', 'Partially erupted with inflamed operculum'],
        ['48', 'Fully erupted and healthy'],
      ],
      INTRA: 'No other soft tissue abnormality',
      RADIO:
        'OPG taken. 38 mesioangular impaction. Roots close to the inferior alveolar canal. Darkening of the roots noted',
      DX: ['Recurrent pericoronitis 38'],
      CONSULT:
        'Discussed leaving it and irrigating if it flares versus surgical removal. Explained the risks including numbness of the lip and tongue which could be permanent plus dry socket and infection',
      CONSENT: 'Patient understands the risks and signed the consent form for surgical removal of 38',
      NV: ['Surgical extraction 38 under LA'],
    },
  }),
  defineCase({
    id: 'aq06-uk-asr-emergency-46-irreversible-pulpitis-extirpation-correction',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment pain lower right for five days worse at night keeping her awake taking paracetamol medical history no changes extra oral no swelling no lymphadenopathy on examination forty seven sorry forty six large mod amalgam with recurrent caries tender to percussion pa of forty six shows deep caries under the amalgam close to the pulp and widened pdl space diagnosis symptomatic irreversible pulpitis forty six discussed root canal treatment then crown versus extraction explained success rate around eighty five percent and the cost patient chose root canal she understands the tooth may still need extraction in future and gave verbal consent today la two point two mls articaine four percent one in one hundred thousand adrenaline buccal infiltration amalgam removed um forty six pulp extirpated ledermix and cavit placed next visit complete rct forty six',
    expect: {
      CC: 'Emergency appointment. Pain lower right for 5 days worse at night keeping her awake. Taking paracetamol',
      'MED HX': 'No changes',
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [['46', 'Large MOD amalgam with recurrent caries tender to percussion']],
      RADIO: 'PA of 46 shows deep caries under the amalgam close to the pulp and widened PDL space',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        'Discussed root canal treatment then crown versus extraction. Explained success rate around 85% and the cost. Patient chose root canal',
      CONSENT: 'She understands the tooth may still need extraction in future and gave verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration',
        'Amalgam removed',
        '46 pulp extirpated',
        'Ledermix and Cavit placed',
      ],
      NV: ['Complete RCT 46'],
    },
  }),
  defineCase({
    id: 'aq07-uk-typed-perio-assessment-stage-iii-smoker-rsd-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by GDP for perio assessment, BPE 4s at recall. MH: smoker 15/day for 20 years, no meds. EO: NAD. Perio: BPE 4 3 4 / 4 3 4*. Full pocket chart: generalised 4-6 mm PPD, 7 mm at 16 MB and 26 DP, BoP 45%, plaque score 60%. 31 and 41 mobility grade II, 47 furcation grade I. Recession 2-3 mm lower incisors. OPG: generalised horizontal bone loss to 40% root length, vertical defect mesial 36. Dx: generalised periodontitis stage III grade C (current smoker). Discussed cause, role of smoking and home care, prognosis of 31 and 41 guarded, non-surgical therapy in 4 visits, cost £480. Pt keen to quit, given smoking cessation service details. Pt understands and consents to treatment. OHI given with TePe brushes sizes 2 and 3. Plan: RSD all 4 quadrants under LA. Re-evaluation 3 months after RSD. NV: RSD UR and LR.',
    expect: {
      CC: 'Referred by GDP for perio assessment, BPE 4s at recall',
      'MED HX': 'Smoker 15/day for 20 years, no meds',
      EXTRA: 'NAD',
      PERIO:
        'BPE 4 3 4 / 4 3 4*. Full pocket chart: generalised 4-6 mm PPD, 7 mm at 16 MB and 26 DP, BoP 45%, plaque score 60%. 31 and 41 mobility grade II, 47 furcation grade I. Recession 2-3 mm lower incisors',
      RADIO: 'OPG: generalised horizontal bone loss to 40% root length, vertical defect mesial 36',
      DX: ['Generalised periodontitis stage III grade C (current smoker)'],
      CONSULT:
        'Discussed cause, role of smoking and home care, prognosis of 31 and 41 guarded, non-surgical therapy in 4 visits, cost £480. Pt keen to quit, given smoking cessation service details',
      CONSENT: 'Pt understands and consents to treatment',
      'TX TODAY': ['OHI'],
      TX: ['OHI given with TePe brushes sizes 2 and 3'],
      'TX PLAN': ['RSD all 4 quadrants under LA'],
      NV: ['RSD UR and LR'],
      'F/U': 'Re-evaluation 3 months after RSD',
    },
  }),
  defineCase({
    id: 'aq08-uk-asr-whitening-consult-impressions-form-signed',
    style: 'UK',
    asr: true,
    transcript:
      'so patient here for whitening consultation wants a brighter smile for her wedding medical history fit and well no allergies extra oral nad intra oral soft tissues healthy no caries current shade a three eleven has an old composite bpe zero zero zero zero zero zero oral hygiene good discussed home whitening with trays and ten percent carbamide peroxide explained sensitivity is common and usually temporary the composite on eleven will not change colour and may need replacing afterwards cost three hundred and fifty pounds including trays er patient happy to proceed consent form signed upper and lower impressions taken for trays shade photos taken next visit fit whitening trays in two weeks',
    expect: {
      CC: 'Whitening consultation. Wants a brighter smile for her wedding',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. No caries. Current shade A3',
      DENTAL: [['11', 'Old composite']],
      PERIO: 'BPE 0 0 0 / 0 0 0. Oral hygiene good',
      CONSULT:
        'Discussed home whitening with trays and 10% carbamide peroxide. Explained sensitivity is common and usually temporary. Composite on 11 will not change colour and may need replacing afterwards. Cost £350 including trays. Patient happy to proceed',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower impressions taken for trays', 'Shade photos taken'],
      NV: ['Fit whitening trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'aq09-uk-asr-crown-vs-filling-26-fractured-cusp-no-wait-margin',
    style: 'UK',
    asr: true,
    transcript:
      'right discussion appointment about twenty six broke a bit of tooth at the weekend no pain medical history unchanged on examination twenty six large mod amalgam with fractured mesio palatal cusp soft tissues healthy bitewing shows small recurrent caries under the distal no wait mesial margin no periapical change diagnosis fractured cusp twenty six with secondary caries options were a bonded composite an onlay or a full crown I explained the composite is cheapest but the tooth is at risk of further fracture whereas a crown gives the best protection but removes more tooth and costs five hundred and twenty pounds um patient opted for the crown and was happy to go ahead verbal consent obtained plan core build up twenty six then crown twenty six next visit crown prep twenty six and impressions',
    expect: {
      CC: 'Discussion appointment about 26. Broke a bit of tooth at the weekend. No pain',
      'MED HX': 'Unchanged',
      DENTAL: [['26', 'Large MOD amalgam with fractured MP cusp', 'MP cusp']],
      INTRA: 'Soft tissues healthy',
      RADIO: 'Bitewing shows small recurrent caries under the mesial margin. No periapical change',
      DX: ['Fractured cusp 26 with secondary caries'],
      CONSULT:
        'Options were a bonded composite an onlay or a full crown. I explained the composite is cheapest but the tooth is at risk of further fracture whereas a crown gives the best protection but removes more tooth and costs £520. Patient opted for the crown and was happy to go ahead',
      CONSENT: 'Verbal consent obtained',
      'TX PLAN': ['Core build up 26', 'Crown 26'],
      NV: ['Crown prep 26', 'Impressions'],
    },
  }),
  defineCase({
    id: 'aq10-uk-typed-child-recall-primary-molars-dad-consent-hall',
    style: 'UK',
    asr: false,
    transcript:
      '6 month recall, age 7. Dad present. MH: fit and well, no allergies. EO: NAD. IO: soft tissues healthy, mixed dentition. OH fair, plaque on lower molars, no BPE (age). 75 and 85 occlusal caries. 84 sound. BWs: 75 and 85 caries into outer third of dentine, 74 distal enamel lesion. Dx: caries 75 and 85. Discussed options with dad: fillings with LA, Hall crowns, or fluoride and monitor. Dad chose Hall crowns for 75 and 85, verbal consent given by dad. Diet advice: sugary drinks with meals only. Fluoride varnish applied. NV: Hall crown 85. Recall 3 months.',
    expect: {
      CC: '6 month recall, age 7',
      'MED HX': 'Fit and well, no allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, mixed dentition',
      PERIO: 'OH fair, plaque on lower molars, no BPE (age)',
      DENTAL: [
        ['75', 'O caries'],
        ['85', 'O caries'],
        ['84', 'Sound'],
      ],
      RADIO: 'BWs: 75 and 85 caries into outer third of dentine, 74 distal enamel lesion',
      DX: ['Caries 75, 85'],
      CONSULT:
        'Discussed options with dad: fillings with LA, Hall crowns, or fluoride and monitor. Dad chose Hall crowns for 75 and 85. Diet advice: sugary drinks with meals only',
      CONSENT: 'Verbal consent given by dad',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: 'Dad present',
      NV: ['SSC 85'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'aq11-uk-asr-palmer-tongue-ulcer-urgent-referral-node',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended complaining of a sore patch on the side of the tongue for about four weeks not healing medical history smoker twenty a day drinks around thirty units a week on omeprazole extra oral a firm non tender lymph node left submandibular region about one centimetre no facial asymmetry intra oral ulcer left lateral border of tongue approximately one point five centimetres indurated with raised rolled margins floor of mouth and buccal mucosa otherwise normal lower left seven sharp lingual cusp bpe three three three three three three impression suspected squamous cell carcinoma left lateral tongue er explained findings and the need for urgent referral to rule out anything serious patient understands and agrees smoking and alcohol cessation advice given then smoothed sharp cusp lower left seven urgent two week wait referral to oral and maxillofacial surgery sent review in two weeks',
    expect: {
      CC: 'Sore patch on the side of the tongue for about 4 weeks not healing',
      'MED HX': 'Smoker 20 a day. Drinks around 30 units a week. On omeprazole',
      EXTRA: 'Firm non tender lymph node left submandibular region about 1 cm. No facial asymmetry',
      INTRA:
        'Ulcer left lateral border of tongue approximately 1.5 cm. Indurated with raised rolled margins. Floor of mouth and buccal mucosa otherwise normal',
      DENTAL: [['LL7', 'Sharp L cusp']],
      PERIO: 'BPE 3 3 3 / 3 3 3',
      DX: ['Suspected squamous cell carcinoma left lateral tongue'],
      CONSULT:
        'Explained findings and the need for urgent referral to rule out anything serious. Patient understands and agrees. Smoking and alcohol cessation advice given',
      TX: ['Smoothed sharp cusp LL7'],
      'TX PLAN': ['Urgent 2 week wait referral to oral and maxillofacial surgery sent'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'aq12-uk-typed-bruxism-wear-tmj-night-guard-impressions',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. C/O teeth getting shorter, partner says she grinds at night. MH: no changes, sertraline 50 mg. EO: masseters hypertrophic, TMJ L click on opening, no pain, max opening 45 mm. IO: linea alba, scalloped tongue, soft tissues otherwise NAD. Generalised attrition, worse lower incisors with dentine exposed. 13 and 23 canine guidance lost. 36 DO composite sound. BPE 1 1 1 / 1 2 1. No radiographs today, BWs due next year. Dx: bruxism with generalised attrition. Discussed causes, monitoring with study models and photos, hard acrylic night guard (£280), possible future restoration of wear. Pt wants night guard. Verbal consent obtained. Upper and lower impressions taken for night guard. NV: fit night guard in 2 weeks. Recall 6 months.',
    expect: {
      CC: 'Recall. Teeth getting shorter, partner says she grinds at night',
      'MED HX': 'No changes, sertraline 50 mg',
      EXTRA: 'Masseters hypertrophic, TMJ L click on opening, no pain, max opening 45 mm',
      INTRA:
        'Linea alba, scalloped tongue, soft tissues otherwise NAD. Generalised attrition, worse lower incisors with dentine exposed',
      DENTAL: [
        ['13', 'Canine guidance lost'],
        ['23', 'Canine guidance lost'],
        ['36', 'DO composite sound'],
      ],
      PERIO: 'BPE 1 1 1 / 1 2 1',
      RADIO: 'No radiographs today, BWs due next year',
      DX: ['Bruxism with generalised attrition'],
      CONSULT:
        'Discussed causes, monitoring with study models and photos, hard acrylic night guard (£280), possible future restoration of wear. Pt wants night guard',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower impressions taken for night guard'],
      NV: ['Fit night guard in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aq13-us-asr-comprehensive-new-patient-fmx-psr-srp-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient comprehensive exam hasn\'t seen a dentist in five years wants a checkup medical history high blood pressure takes lisinopril allergic to sulfa drugs extraoral exam within normal limits no lymphadenopathy tmj within normal limits intraoral exam oral cancer screening negative bilateral mandibular tori coated tongue psr three three three three four three heavy calculus lower anteriors generalized bleeding on probing pockets four to five millimeters posterior and six millimeters distal of number eighteen fmx taken generalized mild horizontal bone loss periapical radiolucency on number thirty um charting number three mod amalgam with recurrent decay number thirty large occlusal lesion number one and sixteen missing diagnosis generalized moderate periodontitis caries number three and thirty asymptomatic apical periodontitis number thirty reviewed findings and radiographs with patient recommended scaling and root planing in all four quadrants first then a crown on number three for number thirty root canal and crown or extraction and implant were explained patient wants to start with the deep cleaning and think about thirty informed consent for srp signed treatment plan srp four quadrants crown number three next visit srp upper right and lower right',
    expect: {
      CC: "New patient comprehensive exam. Hasn't seen a dentist in 5 years. Wants a checkup",
      'MED HX': 'High blood pressure takes lisinopril. Allergic to sulfa drugs',
      EXTRA: 'Within normal limits. No lymphadenopathy. TMJ within normal limits',
      INTRA: 'Oral cancer screening negative. Bilateral mandibular tori. Coated tongue',
      PERIO:
        'PSR 3 3 3 / 3 4 3. Heavy calculus lower anteriors. Generalized bleeding on probing. Pockets 4 to 5 mm posterior and 6 mm distal of #18',
      RADIO: 'FMX taken. Generalized mild horizontal bone loss. Periapical radiolucency on #30',
      DENTAL: [
        ['3', 'MOD amalgam with recurrent decay'],
        ['30', 'Large O lesion'],
        ['1', 'Missing'],
        ['16', 'Missing'],
      ],
      DX: ['Generalized moderate periodontitis', 'Caries #3, #30', 'Asymptomatic apical periodontitis #30'],
      CONSULT:
        'Reviewed findings and radiographs with patient. Recommended scaling and root planing in all 4 quadrants first then a crown on #3. For #30 root canal and crown or extraction and implant were explained. Patient wants to start with the deep cleaning and think about #30',
      CONSENT: 'Informed consent for SRP signed',
      'TX PLAN': ['SRP 4 quadrants', 'Crown #3'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'aq14-us-typed-periodic-exam-bwx-crown-19-prophy-verbal-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam with hygiene visit. Med hx reviewed: no changes, NKDA. EO: WNL. IO: WNL, oral cancer screening negative. PSR 2 2 2 / 2 2 2, light supragingival calculus, gingiva pink and firm. 4 BWX: recurrent decay under #19 MO amalgam, distal caries #4 into dentin. #8 and #9 composite margins stained. #19 fractured lingual cusp, asymptomatic. Dx: recurrent caries #19, caries #4. Discussed crown #19 vs large MOD composite; composite cheaper but higher fracture risk with missing cusp. Pt chose crown, est. $1,150 after insurance. Pt gave verbal consent for crown and filling. Prophy completed, fluoride varnish. NV: crown prep #19 and DO composite #4. Recall 6 months.',
    expect: {
      CC: 'Periodic exam with hygiene visit',
      'MED HX': 'Reviewed: no changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 2 2, light supragingival calculus, gingiva pink and firm',
      RADIO: '4 BWX: recurrent decay under #19 MO amalgam, distal caries #4 into dentin',
      DENTAL: [
        ['8', 'Composite margins stained'],
        ['9', 'Composite margins stained'],
        ['19', 'Fractured L cusp, asymptomatic', 'L cusp'],
      ],
      DX: ['Recurrent caries #19', 'Caries #4'],
      CONSULT:
        'Discussed crown #19 vs large MOD composite; composite cheaper but higher fracture risk with missing cusp. Pt chose crown, est. $1,150 after insurance',
      CONSENT: 'Pt gave verbal consent for crown and filling',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy completed', 'Fluoride varnish'],
      NV: ['Crown prep #19', 'DO composite #4'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aq15-us-asr-implant-consult-19-cbct-bisphosphonate-surgical-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for implant consult for number nineteen which was extracted four months ago medical history osteoporosis took fosamax for two years stopped last year no other meds extraoral within normal limits intraoral soft tissues healthy edentulous ridge well healed with good keratinized tissue number eighteen has a large mo amalgam sorry a large do amalgam intact number twenty sound cbct taken bone width seven millimeters height fourteen millimeters above the canal adequate for a ten millimeter implant discussed implant versus three unit bridge versus partial explained that her fosamax history slightly raises the risk of jaw osteonecrosis and implant failure front desk will give a written estimate patient would like to go ahead with the implant she understands the risks including failure and nerve injury and signed the surgical consent plan implant placement number nineteen then crown after four months of healing next visit implant surgery number nineteen in two weeks',
    expect: {
      CC: 'Implant consult for #19 which was extracted 4 months ago',
      'MED HX': 'Osteoporosis took Fosamax for 2 years stopped last year. No other meds',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues healthy. Edentulous ridge well healed with good keratinized tissue',
      DENTAL: [
        ['18', 'Large DO amalgam intact'],
        ['20', 'Sound'],
      ],
      RADIO: 'CBCT taken. Bone width 7 mm. Height 14 mm above the canal. Adequate for a 10 mm implant',
      CONSULT:
        'Discussed implant versus 3 unit bridge versus partial. Explained that her Fosamax history slightly raises the risk of jaw osteonecrosis and implant failure. Front desk will give a written estimate. Patient would like to go ahead with the implant',
      CONSENT: 'She understands the risks including failure and nerve injury and signed the surgical consent',
      'TX PLAN': ['Implant placement #19', 'Crown after 4 months of healing'],
      NV: ['Implant surgery #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'aq16-us-asr-limited-exam-cracked-3-pulpectomy-endo-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam patient presents with sharp pain biting on upper right for two weeks and lingering pain to cold since yesterday medical history no changes allergic to latex extraoral no swelling no lymphadenopathy intraoral number two I mean number three large mod amalgam with crack line visible distally lingering response to cold and tender to percussion pa of number three no periapical radiolucency diagnosis cracked tooth number three with symptomatic irreversible pulpitis explained the crack may extend into the root and prognosis is guarded options root canal and crown or extraction patient chose to try to save the tooth consent obtained verbally two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration and palatal infiltration number three non latex rubber dam placed pulpectomy completed on number three canals dressed with calcium hydroxide cavit placed occlusion reduced referred to endodontist to complete root canal then crown number three',
    expect: {
      CC: 'Limited exam. Sharp pain biting on upper right for 2 weeks and lingering pain to cold since yesterday',
      'MED HX': 'No changes. Allergic to latex',
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [
        ['3', 'Large MOD amalgam with crack line visible distally lingering response to cold and tender to percussion'],
      ],
      RADIO: 'PA of #3 no periapical radiolucency',
      DX: ['Cracked tooth #3 with symptomatic irreversible pulpitis'],
      CONSULT:
        'Explained the crack may extend into the root and prognosis is guarded. Options root canal and crown or extraction. Patient chose to try to save the tooth',
      CONSENT: 'Consent obtained verbally',
      'TX TODAY': ['Pulpectomy #3'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Non latex rubber dam placed',
        'Pulpectomy completed #3',
        'Canals dressed with calcium hydroxide',
        'Cavit placed',
        'Occlusion reduced',
      ],
      'TX PLAN': ['Referred to endodontist to complete RCT', 'Crown #3'],
    },
  }),
  defineCase({
    id: 'aq17-us-typed-ortho-consult-invisalign-fees-consent-financial',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ortho consult, pt (age 28) interested in Invisalign for crowding. Med hx: none. Meds: none. NKDA. EO: symmetrical, convex profile, lips competent. TMJ: no clicking, no pain on palpation. IO: Class I molars bilaterally, moderate lower anterior crowding, 2 mm overjet, 30% overbite, lower midline shifted 1 mm left. Perio: recession #24 and #25 1-2 mm, OH good. Pano: all third molars present, #17 and #32 impacted, no pathology. Dx: Class I malocclusion with moderate crowding. Options: Invisalign with IPR ~14 months ($5,200), fixed braces ($4,800), or no treatment. Risks reviewed: relapse without retainers, root resorption, recession at #24/#25 may worsen. Pt chose Invisalign. Informed consent and financial agreement signed. Records taken with iTero scan and photos. NV: ClinCheck review in 3 weeks.',
    expect: {
      CC: 'Ortho consult, pt (age 28) interested in Invisalign for crowding',
      'MED HX': 'None. Meds: none. NKDA',
      EXTRA: 'Symmetrical, convex profile, lips competent. TMJ: no clicking, no pain on palpation',
      INTRA:
        'Class I molars bilaterally, moderate lower anterior crowding, 2 mm overjet, 30% overbite, lower midline shifted 1 mm left',
      PERIO: 'Recession #24 and #25 1-2 mm, OH good',
      RADIO: 'Pano: all third molars present, #17 and #32 impacted, no pathology',
      DX: ['Class I malocclusion with moderate crowding'],
      CONSULT:
        'Options: Invisalign with IPR ~14 months ($5,200), fixed braces ($4,800), or no treatment. Risks reviewed: relapse without retainers, root resorption, recession at #24/#25 may worsen. Pt chose Invisalign',
      CONSENT: 'Informed consent and financial agreement signed',
      TX: ['Records taken with iTero scan and photos'],
      NV: ['ClinCheck review in 3 weeks'],
    },
  }),
  defineCase({
    id: 'aq18-us-asr-wisdom-teeth-consult-pano-iv-sedation-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for wisdom teeth consult referred by her orthodontist occasional pain lower right medical history mild asthma albuterol as needed no allergies extraoral within normal limits mouth opening forty five millimeters sorry forty millimeters intraoral number thirty two partially erupted with slightly red gum flap number one sixteen and seventeen not visible pano taken number one and sixteen vertically impacted seventeen and thirty two mesioangular thirty two roots overlap the inferior alveolar canal diagnosis impacted third molars and pericoronitis number thirty two discussed removing all four now versus monitoring um risks reviewed including temporary or permanent numbness of the lip chin or tongue dry socket sinus communication on the uppers and jaw stiffness sedation options discussed patient chose removal of all four under iv sedation informed consent form reviewed and signed advised nothing to eat or drink after midnight before surgery plan extraction of number one sixteen seventeen and thirty two under iv sedation next visit surgery in three weeks',
    expect: {
      CC: 'Wisdom teeth consult referred by her orthodontist. Occasional pain lower right',
      'MED HX': 'Mild asthma albuterol as needed. No allergies',
      EXTRA: 'Within normal limits. Mouth opening 40 mm',
      DENTAL: [
        ['32', 'Partially erupted with slightly red gum flap'],
        ['1', 'Not visible'],
        ['16', 'Not visible'],
        ['17', 'Not visible'],
      ],
      RADIO:
        'Pano taken. #1 and #16 vertically impacted. #17 and #32 mesioangular. #32 roots overlap the inferior alveolar canal',
      DX: ['Impacted third molars', 'Pericoronitis #32'],
      CONSULT:
        'Discussed removing all 4 now versus monitoring. Risks reviewed including temporary or permanent numbness of the lip chin or tongue dry socket sinus communication on the uppers and jaw stiffness. Sedation options discussed. Patient chose removal of all 4 under IV sedation. Advised nothing to eat or drink after midnight before surgery',
      CONSENT: 'Informed consent form reviewed and signed',
      'TX PLAN': ['Extraction #1, #16, #17, #32 under IV sedation'],
      NV: ['Surgery in 3 weeks'],
    },
  }),
  defineCase({
    id: 'aq19-us-typed-perio-stage-iii-diabetic-declines-srp-informed-refusal',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for periodic exam, last cleaning 2 years ago. Med hx: type 2 diabetes, A1c 8.1, metformin and glipizide. Smoker 1 ppd. EO: WNL. IO: tongue and FOM WNL, no lesions. Perio: PSR 4 3 4 / 4 3 4, generalized 5-7 mm pockets with BOP, class II furcation #3 and #14, #24 and #25 mobility 1. Heavy subgingival calculus. FMX: generalized moderate to severe horizontal bone loss, vertical defect #30 mesial. Dx: generalized periodontitis stage III grade C. Explained link between diabetes, smoking and periodontal disease, risk of tooth loss. Recommended 4 quadrants SRP ($1,100 est.) and 3 month perio maintenance. Pt declines SRP at this time due to cost, wants regular cleaning only. Informed refusal form signed. Gross debridement performed, OHI given. NV: perio re-evaluation in 6 weeks.',
    expect: {
      CC: 'Periodic exam, last cleaning 2 years ago',
      'MED HX': 'Type 2 diabetes, A1c 8.1, metformin and glipizide. Smoker 1 ppd',
      EXTRA: 'WNL',
      INTRA: 'Tongue and FOM WNL, no lesions',
      PERIO:
        'PSR 4 3 4 / 4 3 4, generalized 5-7 mm pockets with BOP, class II furcation #3 and #14, #24 and #25 mobility 1. Heavy subgingival calculus',
      RADIO: 'FMX: generalized moderate to severe horizontal bone loss, vertical defect #30 mesial',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT:
        'Explained link between diabetes, smoking and periodontal disease, risk of tooth loss. Recommended 4 quadrants SRP ($1,100 est.) and 3 month perio maintenance. Pt declines SRP at this time due to cost, wants regular cleaning only',
      CONSENT: 'Informed refusal form signed',
      'TX TODAY': ['OHI'],
      TX: ['Gross debridement performed', 'OHI given'],
      NV: ['Perio re-evaluation in 6 weeks'],
    },
  }),
  defineCase({
    id: 'aq20-us-asr-whitening-consult-crown-8-fluorosis-take-home',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for whitening consult um she would like whiter teeth before graduation medical history no changes no allergies extraoral within normal limits intraoral soft tissues healthy mild fluorosis white spots on upper incisors current shade a two sorry a three number eight has a porcelain crown psr one one one one one one discussed in office whitening versus take home trays explained the crown on number eight will not whiten and may need replacing to match sensitivity is likely for a few days and the white spots may look more noticeable at first take home trays are two hundred ninety five dollars patient chose take home trays she understands results vary and gave verbal consent today upper and lower impressions taken next visit deliver trays in one week',
    expect: {
      CC: 'Whitening consult. She would like whiter teeth before graduation',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues healthy. Mild fluorosis white spots on upper incisors. Current shade A3',
      DENTAL: [['8', 'Porcelain crown']],
      PERIO: 'PSR 1 1 1 / 1 1 1',
      CONSULT:
        'Discussed in office whitening versus take home trays. Explained the crown on #8 will not whiten and may need replacing to match. Sensitivity is likely for a few days and the white spots may look more noticeable at first. Take home trays are $295. Patient chose take home trays',
      CONSENT: 'She understands results vary and gave verbal consent',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower impressions taken'],
      NV: ['Deliver trays in 1 week'],
    },
  }),
  defineCase({
    id: 'aq21-us-asr-crown-vs-filling-14-fractured-ml-cusp-fees-signed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so patient here for a consult on number fourteen which broke while eating popcorn last week no pain just rough on the tongue medical history no changes on atorvastatin extraoral within normal limits intraoral soft tissues normal slight abrasion on the tongue from the sharp edge number fourteen large mod composite with fractured mesiolingual cusp bitewing shows decay under the distal no wait the mesial margin of fourteen no other decay seen diagnosis fractured tooth fourteen with recurrent decay uh we talked about a large filling versus a crown the filling is about three hundred dollars but likely to break again the crown is about twelve hundred dollars and insurance covers half patient decided on the crown she signed the treatment consent and understands a root canal may be needed if the nerve is affected then smoothed the sharp edge with a disc next visit crown prep number fourteen with buildup',
    expect: {
      CC: 'Consult on #14 which broke while eating popcorn last week. No pain just rough on the tongue',
      'MED HX': 'No changes on atorvastatin',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. Slight abrasion on the tongue from the sharp edge',
      DENTAL: [['14', 'Large MOD composite with fractured ML cusp', 'ML cusp']],
      RADIO: 'Bitewing shows decay under the mesial margin of #14. No other decay seen',
      DX: ['Fractured tooth #14 with recurrent decay'],
      CONSULT:
        'We talked about a large filling versus a crown. Filling is about $300 but likely to break again. Crown is about $1,200 and insurance covers half. Patient decided on the crown',
      CONSENT: 'She signed the treatment consent and understands a root canal may be needed if the nerve is affected',
      TX: ['Smoothed the sharp edge with a disc'],
      NV: ['Crown prep #14 with buildup'],
    },
  }),
  defineCase({
    id: 'aq22-us-typed-child-first-exam-primary-letters-sdf-mom-signed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'First exam, age 6. Mom present. Med hx: healthy, no meds, NKDA. EO: WNL. IO: soft tissues WNL, primary dentition with lower permanent incisors erupting. #O and #P exfoliating. #24 and #25 erupting lingually. #A and #J DO caries. #S occlusal caries. Perio: generalized plaque, marginal gingivitis, no PSR (age). 2 BWX: #A and #J DO caries into dentin, #B distal incipient, #S occlusal into dentin. Dx: caries #A, #J and #S. Discussed with mom: fillings vs SSCs vs SDF to arrest. Mom prefers fillings, SDF on #B. Diet: juice at bedtime, advised water only after brushing. Mom signed consent for treatment. Prophy, fluoride varnish, SDF #B applied. Cooperative, sat well for BWX. NV: DO composites #A and #J, O composite #S.',
    expect: {
      CC: 'First exam, age 6',
      'MED HX': 'Healthy, no meds, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, primary dentition with lower permanent incisors erupting',
      DENTAL: [
        ['O', 'Exfoliating'],
        ['P', 'Exfoliating'],
        ['24', 'Erupting lingually'],
        ['25', 'Erupting lingually'],
        ['A', 'DO caries'],
        ['J', 'DO caries'],
        ['S', 'O caries'],
      ],
      PERIO: 'Generalized plaque, marginal gingivitis, no PSR (age)',
      RADIO: '2 BWX: #A and #J DO caries into dentin, #B distal incipient, #S occlusal into dentin',
      DX: ['Caries #A, #J, #S'],
      CONSULT:
        'Discussed with mom: fillings vs SSCs vs SDF to arrest. Mom prefers fillings, SDF on #B. Diet: juice at bedtime, advised water only after brushing',
      CONSENT: 'Mom signed consent for treatment',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'SDF #B'],
      TX: ['Prophy', 'Fluoride varnish', 'SDF #B applied'],
      NOTES: 'Mom present. Cooperative, sat well for BWX',
      NV: ['DO composites #A, #J', 'O composite #S'],
    },
  }),
  defineCase({
    id: 'aq23-us-asr-periodic-exam-xerostomia-root-caries-torus-partial',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam patient complains of dry mouth all the time and a loose upper partial medical history added amlodipine and oxybutynin since last visit type two diabetes controlled extraoral within normal limits intraoral mucosa dry tongue fissured large maxillary torus no lesions oral cancer screening negative upper partial retention poor twenty one and twenty eight buccal root caries psr two two three two two two recession generalized two to three millimeters two bitewings taken root caries confirmed on twenty one and twenty eight no bone level change diagnosis xerostomia likely medication related root caries twenty one and twenty eight discussed dry mouth management sipping water xylitol products and biotene asked her to check with her physician about the oxybutynin recommended prescription fluoride toothpaste and glass ionomer fillings new partial discussed about eighteen hundred dollars patient wants fillings first and will think about the partial verbal consent for fillings prescribed prevident five thousand toothpaste fluoride varnish applied next visit buccal glass ionomer twenty one and twenty eight recall three months',
    expect: {
      CC: 'Periodic exam. Dry mouth all the time and a loose upper partial',
      'MED HX': 'Added amlodipine and oxybutynin since last visit. Type 2 diabetes controlled',
      EXTRA: 'Within normal limits',
      INTRA:
        'Mucosa dry. Tongue fissured. Large maxillary torus. No lesions. Oral cancer screening negative. Upper partial retention poor',
      DENTAL: [
        ['21', 'B root caries'],
        ['28', 'B root caries'],
      ],
      PERIO: 'PSR 2 2 3 / 2 2 2. Recession generalized 2 to 3 mm',
      RADIO: '2 bitewings taken. Root caries confirmed on #21 and #28. No bone level change',
      DX: ['Xerostomia likely medication related', 'Root caries #21, #28'],
      CONSULT:
        'Discussed dry mouth management sipping water xylitol products and Biotene. Asked her to check with her physician about the oxybutynin. Recommended prescription fluoride toothpaste and glass ionomer fillings. New partial discussed about $1,800. Patient wants fillings first and will think about the partial',
      CONSENT: 'Verbal consent for fillings',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Prescribed PreviDent 5000 toothpaste', 'Fluoride varnish applied'],
      NV: ['B GIC #21, #28'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'aq24-us-typed-emergency-abscess-30-eo-swelling-i-and-d-verbal',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. CC: swelling lower right x 3 days, throbbing pain, trouble sleeping. Med hx: penicillin allergy (anaphylaxis), on levothyroxine. EO: right buccal swelling over mandible, firm, tender right submandibular node, no trismus, swallowing normal. IO: vestibular swelling buccal to #30, fluctuant. #30 large DO composite, TTP +, cold test no response. PA #30: large periapical radiolucency at both root apices. Dx: acute apical abscess #30 with necrotic pulp. Options discussed: RCT + crown vs extraction; no treatment would risk spreading infection. Pt chose extraction but wants it done next week; swelling to be drained today. Risks of I&D explained, verbal consent. Tx: LA 2 carpules articaine 4% 1:100,000 epi, buccal infiltration #30. I&D buccal vestibule, pus drained. Rx clindamycin 300 mg QID x 7 days, ibuprofen 600 mg. Told to go to ER if swelling spreads. NV: extraction #30 in 1 week.',
    expect: {
      CC: 'Emergency. Swelling lower right x 3 days, throbbing pain, trouble sleeping',
      'MED HX': 'Penicillin allergy (anaphylaxis), on levothyroxine',
      EXTRA: 'Right buccal swelling over mandible, firm, tender right submandibular node, no trismus, swallowing normal',
      INTRA: 'Vestibular swelling buccal to #30, fluctuant',
      DENTAL: [['30', 'Large DO composite, TTP +, cold test no response']],
      RADIO: 'PA #30: large periapical radiolucency at both root apices',
      DX: ['Acute apical abscess #30 with necrotic pulp'],
      CONSULT:
        'Options discussed: RCT + crown vs extraction; no treatment would risk spreading infection. Pt chose extraction but wants it done next week; swelling to be drained today. Risks of I&D explained. Told to go to ER if swelling spreads',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'I&D buccal vestibule',
        'Pus drained',
        'Rx clindamycin 300 mg QID x 7 days',
        'Ibuprofen 600 mg',
      ],
      NV: ['Extraction #30 in 1 week'],
    },
  }),
];
