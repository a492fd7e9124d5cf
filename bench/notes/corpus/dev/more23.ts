// A twenty-third development batch (ids y01–y24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is one imagined week at a busy UK mixed NHS/private
// practice and a US group practice, dictated by six clinicians with distinct voices: a UK senior partner who dictates
// in clipped fragments (y01–y04: recall exam, emergency extraction in Palmer, crown prep, perio with RSD), a newly
// qualified UK associate who over-explains (y05–y08: a DO composite, a nervous new patient's exam, an emergency
// extirpation, a dry socket), a UK dental therapist doing children's fissure sealants, a GIC, a Hall crown and SDF
// (y09–y10, FDI and Palmer primary teeth), a UK dentist on domiciliary visits to care homes (y11–y12: new complete
// dentures fitted, an ease, a soft reline and a repair, consent via an LPA holder / best interests with a carer
// present), a US dentist who dictates with the patient still in the chair (y13–y18: new patient exam, composites,
// a child's pulpotomy and SSC on Universal letters, a bridge seat, an abscess I and D with a referral, an obturation
// with MB2) and a US dentist who reads off a template (y19–y24: "chief complaint … medical history reviewed … clinical
// findings … treatment rendered … next visit …": recall with an OMFS referral, SRP, an implant review, a denture ease
// and lab reline, a trauma composite, a child's sealants and SDF). Chart findings come in many orders with several
// teeth per condition, fractured cusps / corners / edges, missing and erupting teeth; diagnoses, options and decisions,
// consent said many ways, LA lines, steps with materials, shades and instruments, plans, next visits, follow-ups and
// remarks. UK and US 12 each; FDI (9), Palmer (3), Universal (12); 14 recogniser-style (fillers, "sorry" / "I mean" /
// "no wait" corrections) and 10 typed; 3 cases with appended dictation (y04 typed "add" / "change … to …", y08
// recogniser "add" / "change" / "no wait", y23 typed "add" / "remove" / "change" / "next visit" / "scratch that").
//
// Judgement calls where the contract was silent:
// - Template headers that name no field in the table ("Clinical findings:", "Treatment rendered:") are dropped as
//   section headers (rule 5: words that only name a section); "Medical history reviewed" keeps "Reviewed".
// - "okay so we are looking at number 19 here" is framing, not a finding: the DENTAL condition is what follows it.
// - Mobility and furcation grades said per tooth are DENTAL entries (as more20 charts them); pocket depths, BOP,
//   plaque and peri-implant probing are PERIO.
// - LA: "right IDB" / "left IANB" are written technique first ("IDB right"), per the format `<technique> <side>`;
//   two infiltrations sharing one tooth are "buccal infiltration + palatal infiltration #14".
// - A TX TODAY title takes only surfaces, procedure and teeth: "SRP lower right quadrant …" → "SRP"; a title whose
//   item names no tooth ("pulp extirpated", "bridge cemented", "cavit temporary dressing") is written without one.
// - "irrigated with sodium hypochlorite" in an endo visit is canal irrigation (no title); "I and D with 15 blade"
//   keeps 15 as a blade size, not #15.
// - "Radiographs: 2 PAs …" / "Radiographs: BWs x4 …": a count before the type still drops the header word.
// - An empty socket "at 37" is a place (INTRA), not a DENTAL entry (rule 7).
// - Denture hygiene instructions given to a carer are a TX step (like post-op instructions); "advice to carer …" is
//   CONSULT.
// - A denture "ease" said as "lower denture ease in the area of the ulcer" is titled Denture adjustment; a soft reline,
//   a lab wash impression and a denture tooth reattached are steps with no title.
// - "Dx caries 25, 36, 37" and "fissure sealants #3, #14, #19, #30" are one item each (teeth said together).
// - In appends, "change RSD upper left to RSD 26, 27" replaces the next visit; "add 47 mobility grade 1" adds a chart
//   entry; "review in three days no wait two days" is corrected before it is added.
import { defineCase, type NotesCase } from '../case.ts';

export const more23Cases: NotesCase[] = [
  defineCase({
    id: 'y01-uk-typed-senior-partner-clipped-recall-caries-fdi',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. No complaints. MH: no change, metformin, allergic to penicillin. EO NAD. IO: mild frictional keratosis left buccal mucosa. BPE 2 1 2 / 2 1 3. 16 MO amalgam sound. 25 DO caries. 36 and 37 occlusal caries. 48 partially erupted. BWs both sides, grade 1, 25 distal caries into dentine, 36 and 37 occlusal shadows. Dx caries 25, 36, 37. Advised interdental brushes. Plan DO composite 25, occlusal composites 36 and 37. NV fillings 25, 36, 37. Recall 6 months.',
    expect: {
      CC: 'Recall. No complaints',
      'MED HX': 'No change, metformin, allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Mild frictional keratosis left buccal mucosa',
      PERIO: 'BPE 2 1 2 / 2 1 3',
      RADIO: 'BWs both sides, grade 1, 25 distal caries into dentine, 36 and 37 occlusal shadows',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['25', 'DO caries'],
        ['36', 'O caries'],
        ['37', 'O caries'],
        ['48', 'Partially erupted'],
      ],
      DX: ['Caries 25, 36, 37'],
      CONSULT: 'Advised interdental brushes',
      'TX PLAN': ['DO composite 25', 'O composites 36, 37'],
      NV: ['Fillings 25, 36, 37'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'y02-uk-typed-senior-partner-emergency-extraction-palmer',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Pain LL6 3 days, kept awake, ibuprofen not helping. MH clear. NKDA. EO no swelling, no lymphadenopathy. LL6 grossly carious, TTP. LL7 DO amalgam. PA LL6: periapical radiolucency, roots separate. Dx symptomatic apical periodontitis LL6. Options RCT and crown vs XLA, risks of each explained. Pt opts XLA. Verbal consent. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB + buccal infiltration. Roots sectioned. LL6 extracted with elevators and forceps. Haemostasis achieved. POIs verbal and written. Review prn.',
    expect: {
      'TX TODAY': ['Extraction LL6'],
      CC: 'Emergency. Pain LL6 3 days, kept awake, ibuprofen not helping',
      'MED HX': 'Clear. NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      RADIO: 'PA LL6: periapical radiolucency, roots separate',
      DENTAL: [
        ['LL6', 'Grossly carious, TTP'],
        ['LL7', 'DO amalgam'],
      ],
      DX: ['Symptomatic apical periodontitis LL6'],
      CONSULT: 'Options RCT and crown vs XLA, risks of each explained. Pt opts XLA',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB + buccal infiltration',
        'Roots sectioned',
        'LL6 extracted with elevators and forceps',
        'Haemostasis achieved',
        'POIs verbal and written',
      ],
      'F/U': 'Review prn',
    },
  }),
  defineCase({
    id: 'y03-uk-asr-senior-partner-clipped-crown-prep-emax',
    style: 'UK',
    asr: true,
    transcript:
      'crown prep twenty six mh no change la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration old amalgam and caries removed shade a three crown prep twenty six for emax impressions upper and lower bite registration temporary crown in protemp cemented with tempbond occlusion checked next visit crown fit',
    expect: {
      'TX TODAY': ['Crown prep 26', 'Impressions', 'Temporary crown'],
      CC: 'Crown prep 26',
      'MED HX': 'No change',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Old amalgam and caries removed',
        'Shade A3',
        'Crown prep 26 for emax',
        'Impressions upper and lower',
        'Bite registration',
        'Temporary crown in protemp cemented with tempbond',
        'Occlusion checked',
      ],
      NV: ['Crown fit'],
    },
  }),
  defineCase({
    id: 'y04-uk-typed-senior-partner-perio-rsd-append-add-change',
    style: 'UK',
    asr: false,
    transcript:
      'Perio review. MH: type 2 diabetes, HbA1c 58, metformin. Smoker 10/day. BPE 4 3 4 / 4 3 4. 16 and 26 6 mm pockets mesial. 36 and 46 7 mm distal. BOP 40%. Plaque 35%. 31 and 41 mobility grade 1. 17 furcation grade 2 buccal. Dx periodontitis stage III grade C. Smoking cessation advised. RSD discussed. Verbal consent. LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline right IDB. RSD 46, 47 with ultrasonic and Gracey curettes. NV RSD upper left.',
    appends: ['Add 47 mobility grade 1. Change 17 furcation grade 2 to grade 3. Change RSD upper left to RSD 26, 27.'],
    expect: {
      'TX TODAY': ['RSD 46, 47'],
      CC: 'Perio review',
      'MED HX': 'Type 2 diabetes, HbA1c 58, metformin. Smoker 10/day',
      PERIO: 'BPE 4 3 4 / 4 3 4. 16 and 26 6 mm pockets mesial. 36 and 46 7 mm distal. BOP 40%. Plaque 35%',
      DENTAL: [
        ['31', 'Mobility grade 1'],
        ['41', 'Mobility grade 1'],
        ['17', 'Furcation grade 3 buccal'],
        ['47', 'Mobility grade 1'],
      ],
      DX: ['Periodontitis stage III grade C'],
      CONSULT: 'Smoking cessation advised. RSD discussed',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD 46, 47 with ultrasonic and Gracey curettes',
      ],
      NV: ['RSD 26, 27'],
    },
  }),
  defineCase({
    id: 'y05-uk-asr-new-associate-over-explains-do-composite',
    style: 'UK',
    asr: true,
    transcript:
      'okay so um she came in for a filling on thirty six which we found at her last exam medical history no changes she is still not taking any medications and has no allergies er i explained the procedure again and the risks including sensitivity and that it might need root canal treatment in the future if the decay was deep she was happy to go ahead verbal consent given la was one cartridge of lidocaine two percent with one in eighty thousand adrenaline as an inferior dental block on the left then rubber dam placed caries removed thirty six mesial occlusal sorry disto occlusal dycal liner placed because it was quite close to the pulp then d o composite thirty six shade a two occlusion checked with articulating paper post op instructions given she was a bit nervous but she did really well',
    expect: {
      'TX TODAY': ['DO composite 36'],
      CC: 'Filling on 36 which we found at her last exam',
      'MED HX': 'No changes. She is still not taking any medications and has no allergies',
      CONSULT:
        'I explained the procedure again and the risks including sensitivity and that it might need root canal treatment in the future if the decay was deep. She was happy to go ahead',
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam placed',
        'Caries removed 36 DO',
        'Dycal liner placed because it was quite close to the pulp',
        'DO composite 36',
        'Shade A2',
        'Occlusion checked with articulating paper',
        'Post op instructions given',
      ],
      NOTES: 'She was a bit nervous but she did really well',
    },
  }),
  defineCase({
    id: 'y06-uk-asr-new-associate-nervous-new-patient-exam',
    style: 'UK',
    asr: true,
    transcript:
      'new patient she came in for a check up because she has not been to a dentist for about five years she is quite nervous about it medical history she has asthma and uses a salbutamol inhaler and she is allergic to latex extra oral examination no abnormalities detected lymph nodes not palpable intra oral the soft tissues all looked healthy bpe was three two three three two three um fourteen and fifteen have distal caries twenty four sorry twenty five has a fractured palatal cusp forty six and thirty six both have a large amalgam which is intact eighteen twenty eight thirty eight and forty eight are missing bitewings were taken both sides because we did not have any previous radiographs they showed caries in fourteen and fifteen into dentine and bone levels were fine diagnosis caries fourteen and fifteen and fractured cusp twenty five i explained to her that the caries needs filling and that the fractured cusp might need a crown because there is not much tooth left plan scale and polish then distal composites fourteen and fifteen then onlay or crown twenty five next visit scale and polish recall six months',
    expect: {
      CC: 'New patient. Check up because she has not been to a dentist for about 5 years',
      'MED HX': 'She has asthma and uses a salbutamol inhaler and she is allergic to latex',
      EXTRA: 'No abnormalities detected. Lymph nodes not palpable',
      INTRA: 'Soft tissues all looked healthy',
      PERIO: 'BPE was 3 2 3 3 2 3',
      RADIO:
        'Bitewings were taken both sides because we did not have any previous radiographs. They showed caries in 14 and 15 into dentine and bone levels were fine',
      DENTAL: [
        ['14', 'D caries'],
        ['15', 'D caries'],
        ['25', 'Fractured P cusp', 'P cusp'],
        ['46', 'Large amalgam which is intact'],
        ['36', 'Large amalgam which is intact'],
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      DX: ['Caries 14, 15', 'Fractured cusp 25'],
      CONSULT:
        'I explained to her that the caries needs filling and that the fractured cusp might need a crown because there is not much tooth left',
      'TX PLAN': ['Scale and polish', 'D composites 14, 15', 'Onlay or crown 25'],
      NOTES: 'She is quite nervous about it',
      NV: ['Scale and polish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'y07-uk-asr-new-associate-emergency-extirpation-16',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment she came in with severe throbbing pain upper right since friday keeping her up at night she has been taking paracetamol and ibuprofen medical history no changes extra oral no swelling intra oral sixteen deep m o d sorry d o caries very tender to percussion seventeen and fifteen not tender periapical of sixteen shows caries close to the pulp and a widened p d l space diagnosis irreversible pulpitis sixteen um i explained the options which were root canal treatment or extraction and she wanted to try to save the tooth verbal consent la two cartridges of articaine four percent with one in one hundred thousand adrenaline buccal infiltration and palatal infiltration rubber dam placed access cavity pulp extirpated four canals found i mean three canals found irrigated with sodium hypochlorite ledermix and cotton wool placed cavit temporary dressing next visit complete r c t sixteen',
    expect: {
      'TX TODAY': ['Extirpation', 'Temporary dressing'],
      CC: 'Emergency appointment. Severe throbbing pain upper right since Friday keeping her up at night. She has been taking paracetamol and ibuprofen',
      'MED HX': 'No changes',
      EXTRA: 'No swelling',
      RADIO: 'Periapical of 16 shows caries close to the pulp and a widened PDL space',
      DENTAL: [
        ['16', 'Deep DO caries very tender to percussion'],
        ['17', 'Not tender'],
        ['15', 'Not tender'],
      ],
      DX: ['Irreversible pulpitis 16'],
      CONSULT:
        'I explained the options which were root canal treatment or extraction and she wanted to try to save the tooth',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Rubber dam placed',
        'Access cavity',
        'Pulp extirpated',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and cotton wool placed',
        'Cavit temporary dressing',
      ],
      NV: ['Complete RCT 16'],
    },
  }),
  defineCase({
    id: 'y08-uk-asr-new-associate-dry-socket-append-add-change-no-wait',
    style: 'UK',
    asr: true,
    transcript:
      'he came in with pain after extraction of thirty seven four days ago um pain started on day two going up to his ear paracetamol is not really touching it medical history no changes he smokes about ten a day extra oral no swelling no lymphadenopathy intra oral empty socket at thirty seven with no clot it smells a bit surrounding gum inflamed er diagnosis dry socket thirty seven i explained that this is a common complication especially in smokers and that it is not an infection so antibiotics will not help he was happy for me to dress it verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with saline alvogyl placed post op instructions given again',
    appends: [
      'um add advised him not to smoke for at least a week change one cartridge to two cartridges add review in three days no wait two days',
    ],
    expect: {
      CC: 'Pain after extraction of 37 4 days ago. Pain started on day 2 going up to his ear. Paracetamol is not really touching it',
      'MED HX': 'No changes. He smokes about 10 a day',
      EXTRA: 'No swelling no lymphadenopathy',
      INTRA: 'Empty socket at 37 with no clot. It smells a bit. Surrounding gum inflamed',
      DX: ['Dry socket 37'],
      CONSULT:
        'I explained that this is a common complication especially in smokers and that it is not an infection so antibiotics will not help. He was happy for me to dress it. Advised him not to smoke for at least a week',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with saline',
        'Alvogyl placed',
        'Post op instructions given again',
      ],
      'F/U': 'Review in 2 days',
    },
  }),
  defineCase({
    id: 'y09-uk-asr-therapist-child-fissure-sealants-gic-85',
    style: 'UK',
    asr: true,
    transcript:
      'attended for fissure sealants and a filling on eighty five as prescribed by doctor hughes mum with him today medical history fit and well no medications no allergies intra oral soft tissues healthy thirty six and forty six fully erupted with deep fissures eighty five occlusal caries diet advice given to mum to keep squash to mealtimes verbal consent from mum fissure sealants thirty six and forty six with delton under cotton wool isolation no la eighty five occlusal caries removed with slow handpiece g i c placed fluoride varnish applied he was brilliant got a sticker next visit fissure sealants sixteen and twenty six recall six months',
    expect: {
      'TX TODAY': ['Fissure sealants 36, 46', 'O GIC 85', 'Fluoride varnish'],
      CC: 'Fissure sealants and a filling on 85 as prescribed by doctor Hughes',
      'MED HX': 'Fit and well. No medications. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Fully erupted with deep fissures'],
        ['46', 'Fully erupted with deep fissures'],
        ['85', 'O caries'],
      ],
      CONSULT: 'Diet advice given to mum to keep squash to mealtimes',
      CONSENT: 'Verbal consent from mum',
      TX: [
        'Fissure sealants 36, 46 with Delton under cotton wool isolation',
        'No LA',
        '85 O caries removed with slow handpiece',
        'GIC placed',
        'Fluoride varnish applied',
      ],
      NOTES: 'Mum with him today. He was brilliant got a sticker',
      NV: ['Fissure sealants 16, 26'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'y10-uk-asr-therapist-child-hall-crown-sdf-palmer-letters',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um in for fillings as per her treatment plan dad with her today medical history asthma uses a brown and a blue inhaler no allergies lower left e big occlusal cavity sorry big mesial occlusal cavity not tender no swelling upper right d small mesial cavity lower right d and lower left d sound dad happy for a hall crown on lower left e and s d f on upper right d verbal consent from dad separator removed hall crown lower left e size five cemented with g i c s d f upper right d applied with microbrush she coped really well next visit fissure sealants lower right six and lower left six review three months',
    expect: {
      'TX TODAY': ['SSC LLE', 'SDF URD'],
      CC: 'Fillings as per her treatment plan',
      'MED HX': 'Asthma uses a brown and a blue inhaler. No allergies',
      DENTAL: [
        ['LLE', 'Big MO cavity not tender no swelling'],
        ['URD', 'Small M cavity'],
        ['LRD', 'Sound'],
        ['LLD', 'Sound'],
      ],
      CONSULT: 'Dad happy for a Hall crown on LLE and SDF on URD',
      CONSENT: 'Verbal consent from dad',
      TX: ['Separator removed', 'Hall crown LLE size 5 cemented with GIC', 'SDF URD applied with microbrush'],
      NOTES: 'Dad with her today. She coped really well',
      NV: ['Fissure sealants LR6, LL6'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'y11-uk-typed-domiciliary-care-home-new-dentures-lpa-best-interests',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for fit of new upper and lower complete dentures. MH: Alzheimer's disease, AF on apixaban, hypertension on ramipril. NKDA. EO NAD. IO: edentulous, well-healed ridges, mild denture stomatitis palate. Patient lacks capacity to consent. Daughter holds LPA for health and welfare and consented by phone, treatment in best interests. Upper and lower dentures fitted. Lower lingual flange relieved with acrylic bur, checked with pressure indicating paste. Occlusion checked. Dentures labelled with name. Denture hygiene instructions given to carer. Review 1 week for ease. Notes: domiciliary visit at Rosewood Care Home, carer Sandra present throughout.",
    expect: {
      'TX TODAY': ['Denture fit'],
      CC: 'Fit of new upper and lower complete dentures',
      'MED HX': "Alzheimer's disease, AF on apixaban, hypertension on ramipril. NKDA",
      EXTRA: 'NAD',
      INTRA: 'Edentulous, well-healed ridges, mild denture stomatitis palate',
      CONSENT:
        'Patient lacks capacity to consent. Daughter holds LPA for health and welfare and consented by phone, treatment in best interests',
      TX: [
        'Upper and lower dentures fitted',
        'Lower lingual flange relieved with acrylic bur',
        'Checked with pressure indicating paste',
        'Occlusion checked',
        'Dentures labelled with name',
        'Denture hygiene instructions given to carer',
      ],
      NOTES: 'Domiciliary visit at Rosewood Care Home, carer Sandra present throughout',
      'F/U': 'Review 1 week for ease',
    },
  }),
  defineCase({
    id: 'y12-uk-asr-domiciliary-nursing-home-ease-soft-reline-repair-palmer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'complaining of lower denture loose and sore he keeps taking it out upper denture lost a tooth last week medical history vascular dementia type two diabetes on metformin and gliclazide warfarin inr two point eight yesterday no allergies intra oral lower ridge resorbed ulcer lower left buccal sulcus about five millimetres lower right three and lower left three retained roots not mobile diagnosis denture trauma ulcer he is unable to give consent best interests decision made with his son on the phone and the carer lower denture ease in the area of the ulcer er chairside soft reline of lower denture with coe soft denture tooth reattached to upper denture with cold cure acrylic advice to carer leave lower denture out at night and clean daily review two weeks to check the ulcer has healed next visit impressions for hard reline notes domiciliary visit maple court nursing home carer present throughout',
    expect: {
      'TX TODAY': ['Denture adjustment'],
      CC: 'Lower denture loose and sore. He keeps taking it out. Upper denture lost a tooth last week',
      'MED HX':
        'Vascular dementia. Type 2 diabetes on metformin and gliclazide. Warfarin INR 2.8 yesterday. No allergies',
      INTRA: 'Lower ridge resorbed. Ulcer lower left buccal sulcus about 5 mm',
      DENTAL: [
        ['LR3', 'Retained roots not mobile'],
        ['LL3', 'Retained roots not mobile'],
      ],
      DX: ['Denture trauma ulcer'],
      CONSULT: 'Advice to carer leave lower denture out at night and clean daily',
      CONSENT: 'He is unable to give consent. Best interests decision made with his son on the phone and the carer',
      TX: [
        'Lower denture ease in the area of the ulcer',
        'Chairside soft reline of lower denture with coe soft',
        'Denture tooth reattached to upper denture with cold cure acrylic',
      ],
      NOTES: 'Domiciliary visit Maple Court nursing home. Carer present throughout',
      NV: ['Impressions for hard reline'],
      'F/U': 'Review 2 weeks to check the ulcer has healed',
    },
  }),
  defineCase({
    id: 'y13-us-asr-chairside-new-patient-exam-fractured-cusp-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh here for a new patient exam complains of food getting stuck lower left medical history reviewed she takes lisinopril and atorvastatin allergic to codeine okay so we are looking at number nineteen here fractured lingual cusp next to the old amalgam number eighteen has distal caries number three and number fourteen have occlusal caries thirty has an m o d amalgam that looks fine number one sixteen seventeen and thirty two are missing perio psr two two two two three two we took four bitewings and a pano no bone loss caries on eighteen distal into dentin diagnosis cracked tooth nineteen sorry fractured cusp nineteen caries eighteen three and fourteen we talked about a crown on nineteen versus an onlay and she wants the crown plan crown nineteen d o composite eighteen o composites three and fourteen next visit crown prep nineteen',
    expect: {
      CC: 'New patient exam. Food getting stuck lower left',
      'MED HX': 'Reviewed. She takes lisinopril and atorvastatin. Allergic to codeine',
      PERIO: 'PSR 2 2 2 2 3 2',
      RADIO: 'We took 4 bitewings and a pano. No bone loss. Caries on #18 distal into dentin',
      DENTAL: [
        ['19', 'Fractured L cusp next to the old amalgam', 'L cusp'],
        ['18', 'D caries'],
        ['3', 'O caries'],
        ['14', 'O caries'],
        ['30', 'MOD amalgam that looks fine'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      DX: ['Fractured cusp #19', 'Caries #18, #3, #14'],
      CONSULT: 'We talked about a crown on #19 versus an onlay and she wants the crown',
      'TX PLAN': ['Crown #19', 'DO composite #18', 'O composites #3, #14'],
      NV: ['Crown prep #19'],
    },
  }),
  defineCase({
    id: 'y14-us-asr-chairside-composites-2-3-no-wait-carpules',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so here for fillings upper right medical history no changes uh one carpule no wait two carpules of lidocaine two percent with one to one hundred thousand epi buccal infiltration upper right isolite placed caries removed from both teeth bonded with scotchbond m o composite number three and o composite number two shade a two occlusion adjusted she did great next visit prophy',
    expect: {
      'TX TODAY': ['MO composite #3', 'O composite #2'],
      CC: 'Fillings upper right',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration upper right',
        'Isolite placed',
        'Caries removed from both teeth',
        'Bonded with Scotchbond',
        'MO composite #3',
        'O composite #2',
        'Shade A2',
        'Occlusion adjusted',
      ],
      NOTES: 'She did great',
      NV: ['Prophy'],
    },
  }),
  defineCase({
    id: 'y15-us-asr-chairside-child-pulpotomy-ssc-k-letters',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for toothache lower left mom is with her medical history healthy no meds no allergies okay so we are looking at tooth k here big mesial sorry big distal occlusal cavity close to the nerve no swelling tooth t and tooth l have small occlusal caries tooth s is fine bitewings show caries on k close to the pulp diagnosis reversible pulpitis k mom is okay with a pulpotomy and stainless steel crown on k consent signed by mom nitrous oxide thirty percent topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left i a n b rubber dam placed pulpotomy on k with m t a s s c on k size four cemented with ketac she did awesome next visit fillings on t and l',
    expect: {
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      CC: 'Toothache lower left',
      'MED HX': 'Healthy. No meds. No allergies',
      RADIO: 'Bitewings show caries on #K close to the pulp',
      DENTAL: [
        ['K', 'Big DO cavity close to the nerve no swelling'],
        ['T', 'Small O caries'],
        ['L', 'Small O caries'],
        ['S', 'Fine'],
      ],
      DX: ['Reversible pulpitis #K'],
      CONSULT: 'Mom is okay with a pulpotomy and stainless steel crown on #K',
      CONSENT: 'Consent signed by mom',
      TX: [
        'Nitrous oxide 30%',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        'Pulpotomy #K with MTA',
        'SSC #K size 4 cemented with Ketac',
      ],
      NOTES: 'Mom is with her. She did awesome',
      NV: ['Fillings #T, #L'],
    },
  }),
  defineCase({
    id: 'y16-us-asr-chairside-bridge-seat-3-to-5-temp-removed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so here for bridge seat number three to number five with a pontic on number four medical history no changes temporary bridge removed with crown remover teeth cleaned with pumice no anesthetic needed bridge tried in margins good contacts good with floss shade matches um bridge cemented with relyx unicem excess cement cleaned occlusion checked and adjusted superfloss instructions given she is really happy with it recall six months',
    expect: {
      'TX TODAY': ['Bridge fit'],
      CC: 'Bridge seat #3 to #5 with a pontic on #4',
      'MED HX': 'No changes',
      TX: [
        'Temporary bridge removed with crown remover',
        'Teeth cleaned with pumice',
        'No anesthetic needed',
        'Bridge tried in',
        'Margins good',
        'Contacts good with floss',
        'Shade matches',
        'Bridge cemented with relyx unicem',
        'Excess cement cleaned',
        'Occlusion checked and adjusted',
        'Superfloss instructions given',
      ],
      NOTES: 'She is really happy with it',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'y17-us-asr-chairside-emergency-abscess-i-and-d-endo-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so emergency visit swelling lower right since yesterday he has been taking advil medical history type one diabetes on an insulin pump last a one c seven point two allergic to penicillin extraoral swelling right mandible no trismus afebrile okay so we are looking at number thirty here big m o d composite tender to percussion fluctuant buccal swelling thirty one is fine p a of thirty shows a large periapical radiolucency diagnosis acute apical abscess thirty we talked about root canal versus extraction he wants to save it consent signed for incision and drainage two carpules of articaine four percent with one to one hundred thousand epi buccal infiltration number thirty i and d with fifteen blade pus drained rx clindamycin three hundred milligrams four times a day for seven days referral to doctor kim endodontist for r c t thirty review in two days',
    expect: {
      'TX TODAY': ['Incision and drainage'],
      CC: 'Emergency visit. Swelling lower right since yesterday. He has been taking Advil',
      'MED HX': 'Type 1 diabetes on an insulin pump. Last A1c 7.2. Allergic to penicillin',
      EXTRA: 'Swelling right mandible. No trismus. Afebrile',
      RADIO: 'PA of #30 shows a large periapical radiolucency',
      DENTAL: [
        ['30', 'Big MOD composite tender to percussion fluctuant buccal swelling'],
        ['31', 'Fine'],
      ],
      DX: ['Acute apical abscess #30'],
      CONSULT: 'We talked about root canal versus extraction. He wants to save it',
      CONSENT: 'Consent signed for incision and drainage',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'I and D with 15 blade',
        'Pus drained',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
      ],
      'TX PLAN': ['Referral to doctor Kim endodontist for RCT #30'],
      'F/U': 'Review in 2 days',
    },
  }),
  defineCase({
    id: 'y18-us-asr-chairside-rct-completion-14-mb2-obturation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so here for completion of root canal number fourteen no pain since last visit medical history no changes uh two carpules of lidocaine two percent with one to one hundred thousand epi buccal infiltration and palatal infiltration number fourteen rubber dam temp removed cotton pellet out four canals located including m b two irrigated with six percent no wait five point two five percent sodium hypochlorite and seventeen percent e d t a master cones fitted then fourteen obturated with warm vertical gutta percha and a h plus sealer core buildup with composite next visit crown prep fourteen',
    expect: {
      'TX TODAY': ['Obturation #14'],
      CC: 'Completion of root canal #14. No pain since last visit',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Temp removed',
        'Cotton pellet out',
        '4 canals located including MB2',
        'Irrigated with 5.25% sodium hypochlorite and 17% EDTA',
        'Master cones fitted',
        '#14 obturated with warm vertical gutta percha and AH Plus sealer',
        'Core buildup with composite',
      ],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'y19-us-typed-template-recall-prophy-omfs-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: routine recall, no concerns. Medical history reviewed: hypothyroidism on levothyroxine, NKDA. Clinical findings: extraoral exam WNL. Intraoral: mild generalized gingival inflammation, tori bilateral mandible. #17 and #32 partially erupted, pericoronal tissue healthy. #2 MOD amalgam with open distal margin. #31 sealant intact. PSR 2 2 2 / 2 2 2. Radiographs: BWs x4 and PA #17. #17 and #32 mesioangular impaction. Diagnosis: gingivitis, recurrent caries #2. Treatment rendered: adult prophy, OHI. Patient advised to floss daily. Options for #2 discussed, patient prefers crown. Referral to Dr. Patel OMFS for extraction of #17 and #32. Next visit: crown prep #2. Recall 6 months.',
    expect: {
      'TX TODAY': ['Prophy', 'OHI'],
      CC: 'Routine recall, no concerns',
      'MED HX': 'Reviewed: hypothyroidism on levothyroxine, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Mild generalized gingival inflammation, tori bilateral mandible',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      RADIO: 'BWs x4 and PA #17. #17 and #32 mesioangular impaction',
      DENTAL: [
        ['17', 'Partially erupted, pericoronal tissue healthy'],
        ['32', 'Partially erupted, pericoronal tissue healthy'],
        ['2', 'MOD amalgam with open D margin'],
        ['31', 'Sealant intact'],
      ],
      DX: ['Gingivitis', 'Recurrent caries #2'],
      CONSULT: 'Patient advised to floss daily. Options for #2 discussed, patient prefers crown',
      TX: ['Adult prophy', 'OHI'],
      'TX PLAN': ['Referral to Dr. Patel OMFS for extraction #17, #32'],
      NV: ['Crown prep #2'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'y20-us-typed-template-srp-lr-quadrant-arestin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: bleeding gums when brushing. Medical history reviewed, no changes. Takes lisinopril and metformin. Allergies: sulfa. Clinical findings: full mouth periodontal charting completed. Generalized 4-6 mm pockets, localized 7 mm #30 and #19 mesial. BOP 60%. Generalized subgingival calculus. FMX reviewed: generalized horizontal bone loss 30%. Diagnosis: generalized periodontitis stage III grade B. Discussed SRP, risks, and home care. Patient agreed. Consent form signed. Treatment rendered: LA 2 carpules lidocaine 2% 1:100,000 epi, right IANB. SRP lower right quadrant with Cavitron and Gracey curettes. Arestin placed in #30 mesial pocket. OHI with interdental brushes. Next visit: SRP remaining quadrants. Perio re-eval 6 weeks after SRP.',
    expect: {
      'TX TODAY': ['SRP', 'OHI'],
      CC: 'Bleeding gums when brushing',
      'MED HX': 'Reviewed, no changes. Takes lisinopril and metformin. Allergies: sulfa',
      PERIO:
        'Full mouth periodontal charting completed. Generalized 4-6 mm pockets, localized 7 mm #30 and #19 mesial. BOP 60%. Generalized subgingival calculus',
      RADIO: 'FMX reviewed: generalized horizontal bone loss 30%',
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT: 'Discussed SRP, risks, and home care. Patient agreed',
      CONSENT: 'Consent form signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP lower right quadrant with Cavitron and Gracey curettes',
        'Arestin placed in #30 mesial pocket',
        'OHI with interdental brushes',
      ],
      NV: ['SRP remaining quadrants'],
      'F/U': 'Perio re-eval 6 weeks after SRP',
    },
  }),
  defineCase({
    id: 'y21-us-typed-template-implant-review-19',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: 1-year review of implant #19, no issues. Medical history reviewed: osteoporosis, previously on alendronate (stopped 2019), NKDA. Clinical findings: EO WNL. #19 implant crown stable, no mobility. #18 and #20 sound. Peri-implant probing depths 3 mm circumferentially, no BOP, no suppuration, mucosa healthy. Radiographs: PA #19, crestal bone stable compared with baseline. Diagnosis: healthy peri-implant tissues. Treatment rendered: implant maintenance with titanium scaler. OHI with water flosser. Patient happy with implant. Recall 12 months for implant review with PA.',
    expect: {
      'TX TODAY': ['OHI'],
      CC: '1-year review of implant #19, no issues',
      'MED HX': 'Reviewed: osteoporosis, previously on alendronate (stopped 2019), NKDA',
      EXTRA: 'WNL',
      PERIO: 'Peri-implant probing depths 3 mm circumferentially, no BOP, no suppuration, mucosa healthy',
      RADIO: 'PA #19, crestal bone stable compared with baseline',
      DENTAL: [
        ['19', 'Implant crown stable, no mobility'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      DX: ['Healthy peri-implant tissues'],
      TX: ['Implant maintenance with titanium scaler', 'OHI with water flosser'],
      NOTES: 'Patient happy with implant',
      'F/U': 'Recall 12 months for implant review with PA',
    },
  }),
  defineCase({
    id: 'y22-us-typed-template-denture-ease-lab-reline-wash',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Chief complaint: lower denture loose, sore spot lower right. Medical history reviewed: hypertension on amlodipine. Allergic to latex. Clinical findings: edentulous maxilla and mandible. Sore spot 4 mm lower right buccal vestibule, resolving. Lower ridge moderately resorbed. Upper CD stable and retentive. Diagnosis: denture sore mouth from ill-fitting lower CD. Options discussed: chairside reline vs lab reline vs new denture. Patient chose lab reline. Verbal consent obtained. Treatment rendered: denture adjustment of lower CD flange over sore spot, pressure indicating paste used. Border molding with compound. Wash with light body PVS in patient's denture. Denture sent to lab. Next visit: insert relined lower denture tomorrow.",
    expect: {
      'TX TODAY': ['Denture adjustment'],
      CC: 'Lower denture loose, sore spot lower right',
      'MED HX': 'Reviewed: hypertension on amlodipine. Allergic to latex',
      INTRA:
        'Edentulous maxilla and mandible. Sore spot 4 mm lower right buccal vestibule, resolving. Lower ridge moderately resorbed. Upper CD stable and retentive',
      DX: ['Denture sore mouth from ill-fitting lower CD'],
      CONSULT: 'Options discussed: chairside reline vs lab reline vs new denture. Patient chose lab reline',
      CONSENT: 'Verbal consent obtained',
      TX: [
        'Denture adjustment of lower CD flange over sore spot',
        'Pressure indicating paste used',
        'Border molding with compound',
        "Wash with light body PVS in patient's denture",
        'Denture sent to lab',
      ],
      NV: ['Insert relined lower denture tomorrow'],
    },
  }),
  defineCase({
    id: 'y23-us-typed-template-trauma-8-composite-appends-remove-change-scratch',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: fractured upper front tooth, fell off bike yesterday. No LOC, no other injuries. Medical history reviewed: healthy, no medications, NKDA. Clinical findings: EO: small abrasion on chin, healing. IO: upper lip laceration healing, no foreign body. #8 fractured mesioincisal corner, enamel and dentin, no pulp exposure, not mobile, slightly TTP. #9 fractured incisal edge, enamel only. #7 and #10 no injury. Radiographs: 2 PAs #7-#10, no root fracture. Diagnosis: uncomplicated crown fracture #8, enamel fracture #9. Discussed composite restoration and risk of pulp necrosis, patient agreed. Verbal consent. Treatment rendered: no anesthetic. #8 MI composite with Filtek Supreme, shade A1. #9 incisal edge smoothed.',
    appends: [
      'Add tetanus up to date. Change shade A1 to B1. Remove #9 incisal edge smoothed.',
      'Next visit: vitality testing #8 and #9 in 4 weeks. Add soft diet advised. Scratch that.',
    ],
    expect: {
      'TX TODAY': ['MI composite #8'],
      CC: 'Fractured upper front tooth, fell off bike yesterday. No LOC, no other injuries',
      'MED HX': 'Reviewed: healthy, no medications, NKDA. Tetanus up to date',
      EXTRA: 'Small abrasion on chin, healing',
      INTRA: 'Upper lip laceration healing, no foreign body',
      RADIO: '2 PAs #7-#10, no root fracture',
      DENTAL: [
        ['8', 'Fractured MI corner, enamel and dentin, no pulp exposure, not mobile, slightly TTP', 'MI corner'],
        ['9', 'Fractured incisal edge, enamel only', 'Incisal edge'],
        ['7', 'No injury'],
        ['10', 'No injury'],
      ],
      DX: ['Uncomplicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT: 'Discussed composite restoration and risk of pulp necrosis, patient agreed',
      CONSENT: 'Verbal consent',
      TX: ['No anesthetic', '#8 MI composite with Filtek Supreme', 'Shade B1'],
      NV: ['Vitality testing #8, #9 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'y24-us-typed-template-child-sealants-sdf-universal-letters',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: 8-year-old periodic exam, no concerns per mom. Medical history reviewed: ADHD on methylphenidate, NKDA. Clinical findings: EO WNL. IO: soft tissues WNL, generalized plaque. #3, #14, #19 and #30 erupted, deep pits and fissures. #J and #K occlusal caries. #D and #G exfoliating, mobile. #B DO amalgam intact. Radiographs: 2 BWs, #J occlusal caries into dentin, #K enamel only. Diagnosis: caries #J, incipient caries #K. Treatment rendered: prophy, fluoride varnish, fissure sealants #3, #14, #19, #30. SDF #K. Discussed diet and sugary drinks with mom. Next visit: O composite #J. Recall 6 months. Mom present.',
    expect: {
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30', 'SDF #K'],
      CC: '8-year-old periodic exam, no concerns per mom',
      'MED HX': 'Reviewed: ADHD on methylphenidate, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, generalized plaque',
      RADIO: '2 BWs, #J occlusal caries into dentin, #K enamel only',
      DENTAL: [
        ['3', 'Erupted, deep pits and fissures'],
        ['14', 'Erupted, deep pits and fissures'],
        ['19', 'Erupted, deep pits and fissures'],
        ['30', 'Erupted, deep pits and fissures'],
        ['J', 'O caries'],
        ['K', 'O caries'],
        ['D', 'Exfoliating, mobile'],
        ['G', 'Exfoliating, mobile'],
        ['B', 'DO amalgam intact'],
      ],
      DX: ['Caries #J', 'Incipient caries #K'],
      CONSULT: 'Discussed diet and sugary drinks with mom',
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30', 'SDF #K'],
      NOTES: 'Mom present',
      NV: ['O composite #J'],
      'F/U': 'Recall 6 months',
    },
  }),
];
