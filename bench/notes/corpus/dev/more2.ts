// A third development batch, written after the first held-out run, to find general weaknesses without
// looking at held-out cases.
import { defineCase } from '../case.ts';

export const more2Cases = [
  defineCase({
    id: 'b01-uk-implant-planning',
    style: 'UK',
    asr: false,
    transcript:
      'Treatment planning visit. Patient wants to replace missing 46. MH: nil. 45 and 47 heavily restored. Periapical of 46 site: adequate bone height. Options discussed: implant, bridge 45 to 47, partial denture, leave the gap. Patient prefers implant; informed consent for referral given. Plan: refer to implant dentist for 46 implant, hygiene visit first, replace 47 MOD amalgam with onlay. Next visit: hygienist.',
    expect: {
      CC: 'Treatment planning visit. Patient wants to replace missing 46',
      'MED HX': 'Nil',
      DENTAL: [
        ['45', 'Heavily restored'],
        ['47', 'Heavily restored'],
      ],
      RADIO: 'Periapical of 46 site: adequate bone height',
      CONSULT: 'Options discussed: implant, bridge 45 to 47, partial denture, leave the gap. Patient prefers implant',
      CONSENT: 'Informed consent for referral given',
      'TX PLAN': ['Refer to implant dentist 46 implant', 'Hygiene visit first', 'Replace 47 MOD amalgam with onlay'],
      NV: ['Hygienist'],
    },
  }),
  defineCase({
    id: 'b02-us-asr-crown-lengthening',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for crown lengthening consult on number eight referred by doctor [NAME] medical history no changes number eight fractured at the gum line after fall root canal treated periapical shows adequate root length diagnosis subgingival fracture number eight options crown lengthening and post and core crown or extraction and implant patient wants to keep the tooth treatment plan crown lengthening number eight then post and core and crown',
    expect: {
      CC: 'Crown lengthening consult on #8 referred by doctor [NAME]',
      'MED HX': 'No changes',
      DENTAL: [['8', 'Fractured at the gum line after fall root canal treated', 'Not specified']],
      RADIO: 'Periapical shows adequate root length',
      DX: ['Subgingival fracture #8'],
      CONSULT: 'Options crown lengthening and post and core crown or extraction and implant. Patient wants to keep the tooth',
      'TX PLAN': ['Crown lengthening #8', 'Post and core and crown'],
    },
  }),
  defineCase({
    id: 'b03-uk-palmer-routine',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Routine exam. Complains of occasional sensitivity UL quadrant. MH: asthma, Clenil inhaler. EO: NAD. IO: soft tissues NAD. BPE 1 2 1 / 1 1 1. UL5 and UL6 cervical abrasion, sensitive to air. UR7 fissure sealant intact. No caries clinically. Bitewings not due. Sensitive toothpaste advised. Recall 12 months.',
    expect: {
      CC: 'Routine exam. Occasional sensitivity UL quadrant',
      'MED HX': 'Asthma, Clenil inhaler',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. No caries clinically',
      PERIO: 'BPE 1 2 1 / 1 1 1',
      DENTAL: [
        ['UL5', 'Cervical abrasion, sensitive to air'],
        ['UL6', 'Cervical abrasion, sensitive to air'],
        ['UR7', 'Fissure sealant intact'],
      ],
      RADIO: 'Bitewings not due',
      CONSULT: 'Sensitive toothpaste advised',
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'b04-uk-asr-abscess',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment patient complaining of swelling upper right since two days medical history type two diabetic on metformin extra oral slight swelling right cheek intra oral one four buccal swelling fluctuant one four tender to percussion non vital previously root treated pa one four large periapical radiolucency diagnosis acute apical abscess one four incision and drainage done under la one cartridge lidocaine buccal infiltration amoxicillin five hundred milligrams three times a day five days prescribed plan re root treatment or extraction one four patient to decide review one week',
    expect: {
      CC: 'Emergency appointment. Swelling upper right since 2 days',
      'MED HX': 'Type 2 diabetic on metformin',
      EXTRA: 'Slight swelling right cheek',
      DENTAL: [
        ['14', 'Buccal swelling fluctuant'],
        ['14', 'Tender to percussion non vital previously root treated'],
      ],
      RADIO: 'PA 14 large periapical radiolucency',
      DX: ['Acute apical abscess 14'],
      TX: [
        'Incision and drainage done',
        'LA: 1 cartridge lidocaine, buccal infiltration',
        'Amoxicillin 500 mg 3 times a day 5 days prescribed',
      ],
      'TX TODAY': ['Incision and drainage'],
      'TX PLAN': ['Re RCT or extraction 14'],
      CONSULT: 'Patient to decide',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'b05-us-hygiene',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Hygiene appointment. Pt reports no changes to health. BP 122/78. Perio charting: 2-3 mm generalized, 4 mm #19 and #30 DB with bleeding. Plaque score 35%. Prophy with Cavitron and polish. Fluoride varnish applied. Home care: floss daily, water pik. Next recall 6 months with BWX.',
    expect: {
      CC: 'Hygiene appointment',
      'MED HX': 'Pt reports no changes to health. BP 122/78',
      PERIO: '2-3 mm generalized, 4 mm #19 and #30 DB with bleeding. Plaque score 35%',
      TX: ['Prophy with Cavitron and polish', 'Fluoride varnish applied'],
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      CONSULT: 'Home care: floss daily, water pik',
      'F/U': 'Next recall 6 months with BWX',
    },
  }),
  defineCase({
    id: 'b06-uk-surgical-extraction',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for extraction of 38. Pericoronitis x3 in the last year. MH: no changes. Risks explained including nerve damage, dry socket, infection, bleeding. Patient understands and signed consent form. LA: 2.2 ml articaine 4% with 1:100,000 adrenaline, IDB and long buccal left. Surgical extraction 38 with buccal bone removal, 3/0 Vicryl sutures x2. Haemostasis. POIG given verbally and in writing. Review 1/52.',
    expect: {
      CC: 'Extraction of 38. Pericoronitis x3 in the last year',
      'MED HX': 'No changes',
      CONSULT: 'Risks explained including nerve damage, dry socket, infection, bleeding',
      CONSENT: 'Patient understands and signed consent form',
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB + long buccal left',
        'Surgical extraction 38 with buccal bone removal',
        '3/0 Vicryl sutures x2',
        'Haemostasis',
        'POIG given verbally and in writing',
      ],
      'TX TODAY': ['Surgical extraction 38'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'b07-us-asr-cleaning-exam',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for a cleaning and exam no complaints no changes to medical history prophy done exam no new decay four bitewings taken no caries return six months',
    expect: {
      CC: 'Cleaning and exam no complaints',
      'MED HX': 'No changes to medical history',
      TX: ['Prophy done'],
      'TX TODAY': ['Prophy'],
      INTRA: 'Exam no new decay',
      RADIO: '4 bitewings taken no caries',
      'F/U': 'Return 6 months',
    },
  }),
  defineCase({
    id: 'b08-uk-ortho-assessment',
    style: 'UK',
    asr: false,
    transcript:
      'Orthodontic assessment referral requested by mum. 12 year old. Class II div 1, overjet 9 mm, deep bite. All permanent teeth erupted except 17, 27, 37, 47. OH good, no caries. Discussed referral to orthodontist, IOTN likely to qualify. Mum keen. Referral letter sent to specialist. Recall 6 months.',
    expect: {
      CC: 'Orthodontic assessment referral requested by mum. 12 year old',
      INTRA: 'Class II div 1, overjet 9 mm, deep bite. All permanent teeth erupted except 17, 27, 37, 47. OH good, no caries',
      CONSULT: 'Discussed referral to orthodontist, IOTN likely to qualify. Mum keen',
      'TX PLAN': ['Referral letter sent to specialist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'b09-uk-asr-two-anaesthetics',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for filling four six medical history no changes local anaesthetic citanest three percent with octapressin one cartridge four six buccal infiltration and one cartridge lignocaine two percent with adrenaline i d block right rubber dam disto occlusal amalgam four six tofflemire matrix occlusion checked post op instructions given',
    expect: {
      CC: 'Filling 46',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 cartridge Citanest 3% felypressin, buccal infiltration 46',
        'LA: 1 cartridge lignocaine 2% adrenaline, IDB right',
        'Rubber dam',
        'DO amalgam 46',
        'Tofflemire matrix',
        'Occlusion checked',
        'Post op instructions given',
      ],
      'TX TODAY': ['DO amalgam 46'],
    },
  }),
  defineCase({
    id: 'b10-us-second-opinion',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt, 45 yo, here for second opinion on #3 crown. Med hx: HTN, lisinopril, NKDA. #3 existing PFM crown with open distal margin and recurrent decay. BWX: distal caries under crown margin #3. Dx: recurrent caries #3. Tx options: new crown, or RCT if pulp involved then crown. Pt accepts new crown. Written consent signed. Tx plan: remove crown #3, caries excavation, buildup, new zirconia crown.',
    expect: {
      CC: 'New pt, 45 yo, here for second opinion on #3 crown',
      'MED HX': 'HTN, lisinopril, NKDA',
      DENTAL: [['3', 'Existing PFM crown with open D margin and recurrent decay']],
      RADIO: 'BWX: distal caries under crown margin #3',
      DX: ['Recurrent caries #3'],
      CONSULT: 'Tx options: new crown, or RCT if pulp involved then crown. Pt accepts new crown',
      CONSENT: 'Written consent signed',
      'TX PLAN': ['Remove crown #3', 'Caries excavation', 'Buildup', 'New zirconia crown'],
    },
  }),
];
