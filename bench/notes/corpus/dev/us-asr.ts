// US dictations as the recogniser writes them: lower case, number words, no punctuation, "number fourteen".
import { defineCase } from '../case.ts';

const universal = { style: 'US', numbering: 'universal', asr: true } as const;

export const usAsrCases = [
  defineCase({
    ...universal,
    id: 'ur01-recall',
    transcript:
      'patient presents for six month recall no complaints medical history reviewed no changes no known allergies extra oral and intra oral exam within normal limits psr one one one one one one four bitewings taken no caries number three and number fourteen existing amalgams intact prophy and fluoride varnish done return in six months',
    expect: {
      CC: '6 month recall no complaints',
      'MED HX': 'Reviewed no changes no known allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      RADIO: '4 bitewings taken no caries',
      DENTAL: [
        ['3', 'Existing amalgams intact'],
        ['14', 'Existing amalgams intact'],
      ],
      TX: ['Prophy', 'Fluoride varnish done'],
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      'F/U': 'Return in 6 months',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur02-two-composites',
    transcript:
      'chief complaint toothache lower right for a week worse with sweets medical history asthma uses inhaler allergic to sulfa clinical exam number thirty has a large occlusal cavity number thirty one distal caries bitewing shows caries on thirty close to the pulp and thirty one into dentin diagnosis deep caries number thirty reversible pulpitis caries number thirty one discussed options patient wants fillings today anesthesia two carpules lidocaine two percent one to one hundred thousand epinephrine right inferior alveolar nerve block rubber dam placed number thirty occlusal composite with glass ionomer liner number thirty one distal occlusal composite post op instructions given return if sensitivity persists',
    expect: {
      CC: 'Toothache lower right for a week worse with sweets',
      'MED HX': 'Asthma uses inhaler allergic to sulfa',
      DENTAL: [
        ['30', 'Large O cavity'],
        ['31', 'D caries'],
      ],
      RADIO: 'Bitewing shows caries on #30 close to the pulp and #31 into dentin',
      DX: ['Deep caries #30', 'Reversible pulpitis', 'Caries #31'],
      CONSULT: 'Discussed options. Patient wants fillings today',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam placed',
        '#30 O composite with glass ionomer liner',
        '#31 DO composite',
        'Post op instructions given',
      ],
      'TX TODAY': ['O composite #30', 'DO composite #31'],
      'F/U': 'Return if sensitivity persists',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur03-two-extractions',
    transcript:
      'um patient here for extraction of number one and number sixteen uh medical history no changes consent signed local anesthesia three carpules articaine four percent with epi buccal and palatal infiltrations number one and sixteen extracted with elevators and forceps no complications gauze given post op instructions given verbally and written',
    expect: {
      CC: 'Extraction of #1 and #16',
      'MED HX': 'No changes',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 3 carpules articaine 4% epinephrine, buccal infiltration + palatal infiltration',
        '#1, #16 extracted with elevators and forceps',
        'No complications',
        'Gauze given',
        'Post op instructions given verbally and written',
      ],
      'TX TODAY': ['Extraction #1, #16'],
    },
  }),
  defineCase({
    ...universal,
    id: 'ur04-new-patient-perio',
    transcript:
      "new patient exam wants a check up and cleaning hasn't been to the dentist in three years medical history high blood pressure takes losartan no allergies extra oral normal intra oral exam normal soft tissues psr three three two three three three full mouth x rays taken generalized bone loss moderate number two mesial caries number fifteen distal caries number thirty two impacted diagnosis generalized moderate periodontitis caries two and fifteen treatment plan scaling and root planing four quadrants fillings on two and fifteen next visit s r p upper right and lower right",
    expect: {
      CC: "New patient exam wants a check up and cleaning hasn't been to the dentist in 3 years",
      'MED HX': 'High blood pressure takes losartan no allergies',
      EXTRA: 'Normal',
      INTRA: 'Normal soft tissues',
      PERIO: 'PSR 3 3 2 / 3 3 3',
      RADIO: 'Full mouth x rays taken generalized bone loss moderate',
      DENTAL: [
        ['2', 'M caries'],
        ['15', 'D caries'],
        ['32', 'Impacted'],
      ],
      DX: ['Generalized moderate periodontitis', 'Caries #2, #15'],
      'TX PLAN': ['SRP 4 quadrants', 'Fillings #2, #15'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    ...universal,
    id: 'ur05-crown-off',
    transcript:
      'number eight crown came off while eating patient has the crown no pain medical history no changes tooth looks intact no decay crown recemented with fuji plus occlusion checked patient happy',
    expect: {
      CC: '#8 crown came off while eating patient has the crown no pain',
      'MED HX': 'No changes',
      INTRA: 'Tooth looks intact no decay',
      TX: ['Crown recemented with Fuji Plus', 'Occlusion checked'],
      'TX TODAY': ['Crown recement'],
      NOTES: 'Patient happy',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur06-prophy-short',
    transcript:
      'patient in for a prophy bleeding on probing localized lower anteriors prophy done o h i given see you in six months',
    expect: {
      CC: 'Prophy',
      PERIO: 'Bleeding on probing localized lower anteriors',
      TX: ['Prophy done', 'OHI given'],
      'TX TODAY': ['Prophy', 'OHI'],
      'F/U': 'See you in 6 months',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur07-bonding',
    transcript:
      'pt presents with a chipped front tooth number nine fractured mesial incisal corner no pain no sensitivity medical history none today composite bonding on nine no anesthesia needed etched bonded restored with filtek supreme a one polished patient pleased',
    expect: {
      CC: 'Chipped front tooth #9 fractured MI corner no pain no sensitivity',
      'MED HX': 'None',
      TX: [
        'Composite bonding #9',
        'No anesthesia needed',
        'Etched',
        'Bonded',
        'Restored with Filtek Supreme A1',
        'Polished',
      ],
      'TX TODAY': ['Composite #9'],
      NOTES: 'Patient pleased',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur08-abscess-extraction',
    transcript:
      'emergency patient swelling lower left face since yesterday fever last night medical history diabetic takes insulin allergic to penicillin extraoral swelling left mandible firm tender no trismus intraoral number eighteen grossly decayed mobile periapical x ray large radiolucency number eighteen diagnosis acute apical abscess number eighteen with facial swelling discussed extraction today patient agreed consent signed anesthesia three carpules articaine left inferior alveolar nerve block and long buccal number eighteen extracted drained through socket prescribed clindamycin three hundred milligrams four times a day for seven days call if swelling increases follow up in two days',
    expect: {
      CC: 'Emergency patient swelling lower left face since yesterday fever last night',
      'MED HX': 'Diabetic takes insulin allergic to penicillin',
      EXTRA: 'Swelling left mandible firm tender no trismus',
      DENTAL: [['18', 'Grossly decayed mobile']],
      RADIO: 'Periapical x ray large radiolucency #18',
      DX: ['Acute apical abscess #18 with facial swelling'],
      CONSULT: 'Discussed extraction today. Patient agreed',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 3 carpules articaine, IANB left + long buccal',
        '#18 extracted',
        'Drained through socket',
        'Prescribed clindamycin 300 mg 4 times a day for 7 days',
      ],
      'TX TODAY': ['Extraction #18'],
      'F/U': 'Call if swelling increases. Follow up in 2 days',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur09-post-op-rct',
    transcript:
      'post op check number nineteen root canal no pain no swelling number nineteen not tender temporary intact next visit crown prep number nineteen',
    expect: {
      CC: 'Post op check #19 root canal no pain no swelling',
      DENTAL: [['19', 'Not tender temporary intact']],
      NV: ['Crown prep #19'],
    },
  }),
  defineCase({
    ...universal,
    id: 'ur10-perio-maintenance',
    transcript:
      'periodontal maintenance visit medical history no changes p s r three three three three three three four to five millimeter pockets generalized bleeding moderate periodontal maintenance completed with ultrasonic arestin placed in number three and number fourteen distal pockets return three months',
    expect: {
      CC: 'Periodontal maintenance visit',
      'MED HX': 'No changes',
      PERIO: 'PSR 3 3 3 / 3 3 3. 4 to 5 mm pockets generalized bleeding moderate',
      TX: ['Periodontal maintenance completed with ultrasonic', 'Arestin placed #3, #14 distal pockets'],
      'TX TODAY': ['Periodontal maintenance'],
      'F/U': 'Return 3 months',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur11-sealants-kid',
    transcript:
      'patient came in for sealants on first molars medical history healthy sealants placed on three fourteen nineteen and thirty with isolation no decay found kid did great return six months',
    expect: {
      CC: 'Sealants on first molars',
      'MED HX': 'Healthy',
      TX: ['Sealants placed #3, #14, #19, #30 with isolation'],
      'TX TODAY': ['Sealants #3, #14, #19, #30'],
      INTRA: 'No decay found',
      NOTES: 'Kid did great',
      'F/U': 'Return 6 months',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur12-hypersensitivity',
    transcript:
      'chief complaint sensitivity upper right when drinking cold medical history no changes number four and number five gingival recession with cervical abrasion sensitive to air diagnosis dentin hypersensitivity applied gluma desensitizer recommended sensodyne and soft brush reevaluate next recall',
    expect: {
      CC: 'Sensitivity upper right when drinking cold',
      'MED HX': 'No changes',
      DENTAL: [
        ['4', 'Gingival recession with cervical abrasion sensitive to air'],
        ['5', 'Gingival recession with cervical abrasion sensitive to air'],
      ],
      DX: ['Dentin hypersensitivity'],
      TX: ['Applied Gluma desensitizer'],
      CONSULT: 'Recommended Sensodyne and soft brush',
      'F/U': 'Reevaluate next recall',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur13-denture-sore-spot',
    transcript:
      'patient here for denture adjustment lower denture sore spot left side under the flange red area left lingual near number twenty one area relieved with acrylic bur pressure indicating paste used occlusion adjusted return if still sore',
    expect: {
      CC: 'Denture adjustment lower denture sore spot left side under the flange',
      INTRA: 'Red area left lingual near #21',
      TX: ['Area relieved with acrylic bur', 'Pressure indicating paste used', 'Occlusion adjusted'],
      'TX TODAY': ['Denture adjustment'],
      'F/U': 'Return if still sore',
    },
  }),
  defineCase({
    ...universal,
    id: 'ur14-short-correction',
    transcript:
      'number twenty nine mod composite sorry do composite done today lidocaine two percent with epi one carpule right mental block patient tolerated well',
    expect: {
      TX: ['#29 DO composite done today', 'LA: 1 carpule lidocaine 2% epinephrine, mental block right'],
      'TX TODAY': ['DO composite #29'],
      NOTES: 'Patient tolerated well',
    },
  }),
];
