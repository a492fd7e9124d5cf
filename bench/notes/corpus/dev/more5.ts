// A sixth development batch, written after the heldout4 baseline and before running the engine on it, to
// exercise chart findings said in many orders (condition before the tooth, surfaces after the condition,
// teeth by name and letter), diagnosis words in examination findings, existing restorations said after
// treatment, run-on steps after a "with …" object, advice with a review, blood pressures said as words, and
// titles from SSC / SDF, a filling's tooth said in an earlier step and the reason for attending.
import { defineCase } from '../case.ts';

export const more5Cases = [
  defineCase({
    id: 'e01-uk-asr-perio-gingivitis-finding',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for routine check up medical history no changes bpe one two one one one one generalised marginal gingivitis lower anteriors calculus two six mesial occlusal caries scale and polish done oral hygiene instruction given recall six months',
    expect: {
      CC: 'Routine check up',
      'MED HX': 'No changes',
      PERIO: 'BPE 1 2 1 / 1 1 1. Generalised marginal gingivitis lower anteriors calculus',
      DENTAL: [['26', 'MO caries']],
      TX: ['Scale and polish done', 'Oral hygiene instruction given'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'e02-us-condition-before-tooth',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for recall exam no complaints medical history no changes distal caries on number twelve occlusal caries number eighteen and number thirty one fractured mesial lingual cusp on number thirty existing crown number three bitewings taken confirm caries diagnosis caries number twelve number eighteen number thirty one plan composites number twelve number eighteen and number thirty one',
    expect: {
      CC: 'Recall exam no complaints',
      'MED HX': 'No changes',
      DENTAL: [
        ['12', 'D caries'],
        ['18', 'O caries'],
        ['31', 'O caries'],
        ['30', 'Fractured ML cusp', 'ML cusp'],
        ['3', 'Existing crown'],
      ],
      RADIO: 'Bitewings taken confirm caries',
      DX: ['Caries #12, #18, #31'],
      'TX PLAN': ['Composites #12, #18, #31'],
    },
  }),
  defineCase({
    id: 'e03-uk-palmer-surface-after',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended complaining of food trapping upper left medical history no changes upper left six caries on the distal upper left seven mesial overhang on old amalgam lower left five buccal lesion upper left eight unerupted diagnosis caries upper left six overhang upper left seven plan disto occlusal composite upper left six and replace amalgam upper left seven',
    expect: {
      CC: 'Food trapping upper left',
      'MED HX': 'No changes',
      DENTAL: [
        ['UL6', 'D caries'],
        ['UL7', 'M overhang on old amalgam'],
        ['LL5', 'B lesion'],
        ['UL8', 'Unerupted'],
      ],
      DX: ['Caries UL6', 'Overhang UL7'],
      'TX PLAN': ['DO composite UL6', 'Replace amalgam UL7'],
    },
  }),
  defineCase({
    id: 'e04-us-existing-after-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for fillings #8 and #9. Med hx: no changes. LA: 1 carpule lidocaine 2% 1:100,000 epi, labial infiltration. #8 M composite and #9 M composite placed, shade A1. Polished. #7 and #10 existing composite restorations intact. Pt happy with result.',
    expect: {
      CC: 'Fillings #8 and #9',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration',
        '#8 M composite',
        '#9 M composite placed',
        'Shade A1',
        'Polished',
      ],
      'TX TODAY': ['M composite #8', 'M composite #9'],
      DENTAL: [
        ['7', 'Existing composite restorations intact'],
        ['10', 'Existing composite restorations intact'],
      ],
      NOTES: 'Pt happy with result',
    },
  }),
  defineCase({
    id: 'e05-uk-asr-run-on-with-object',
    style: 'UK',
    asr: true,
    transcript:
      'attended for scale and polish medical history no changes bpe two two two two two two supragingival scaling with ultrasonic scaler polished with fine prophy paste flossed interdentally oral hygiene instruction given recall six months',
    expect: {
      CC: 'Scale and polish',
      'MED HX': 'No changes',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      TX: [
        'Supragingival scaling with ultrasonic scaler',
        'Polished with fine prophy paste',
        'Flossed interdentally',
        'Oral hygiene instruction given',
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'e06-us-asr-advised-review',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with sore gums upper front medical history no changes intra oral localized gingival inflammation around number eight and number nine no pockets over three millimeters diagnosis localized gingivitis prophy done advised to brush twice daily and review in two weeks',
    expect: {
      CC: 'Sore gums upper front',
      'MED HX': 'No changes',
      INTRA: 'Localized gingival inflammation around #8 and #9 no pockets over 3 mm',
      DX: ['Localized gingivitis'],
      TX: ['Prophy done'],
      'TX TODAY': ['Prophy'],
      CONSULT: 'Advised to brush twice daily',
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'e07-uk-asr-bp-words',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of upper right five medical history hypertension takes amlodipine blood pressure one forty five over ninety two today consent signed la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration one five extracted haemostasis achieved post op instructions given',
    expect: {
      CC: 'Extraction of 15',
      'MED HX': 'Hypertension takes amlodipine blood pressure 145/92 today',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration',
        '15 extracted',
        'Haemostasis achieved',
        'Post op instructions given',
      ],
      'TX TODAY': ['Extraction 15'],
    },
  }),
  defineCase({
    id: 'e08-us-ssc-sdf-titles',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'four year old here with mom medical history healthy tooth b large mo caries tooth i occlusal caries diagnosis caries b and i silver diamine fluoride applied to tooth i stainless steel crown placed on tooth b with fuji cement recall three months',
    expect: {
      'MED HX': 'Healthy',
      DENTAL: [
        ['B', 'Large MO caries'],
        ['I', 'O caries'],
      ],
      DX: ['Caries #B, #I'],
      TX: ['Silver diamine fluoride applied #I', 'Stainless steel crown placed #B with Fuji cement'],
      'TX TODAY': ['SDF #I', 'SSC #B'],
      NOTES: '4 year old here with mom',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'e09-uk-asr-filling-tooth-earlier',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for treatment medical history no changes la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two five mesial occlusal caries removed composite placed shade a two occlusion checked',
    expect: {
      CC: 'Treatment',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration',
        '25 MO caries removed',
        'Composite placed',
        'Shade A2',
        'Occlusion checked',
      ],
      'TX TODAY': ['MO composite 25'],
    },
  }),
  defineCase({
    id: 'e10-us-cc-title-with-ohi',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for filling #19. Med hx: no changes. LA: 1 carpule articaine 4% 1:100,000 epi, buccal infiltration. Caries removed. Composite placed in layers. Occlusion adjusted. OHI given. RTC 6 months.',
    expect: {
      CC: 'Filling #19',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration',
        'Caries removed',
        'Composite placed in layers',
        'Occlusion adjusted',
        'OHI given',
      ],
      'TX TODAY': ['Filling #19', 'OHI'],
      'F/U': 'RTC 6 months',
    },
  }),
  defineCase({
    id: 'e11-uk-asr-teeth-by-name',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with pain lower right medical history no changes lower right first molar deep disto occlusal caries tender to percussion lower right second premolar sound upper right canine worn incisal edge pa taken periapical radiolucency on four six diagnosis symptomatic apical periodontitis four six',
    expect: {
      CC: 'Pain lower right',
      'MED HX': 'No changes',
      DENTAL: [
        ['46', 'Deep DO caries tender to percussion'],
        ['45', 'Sound'],
        ['13', 'Worn incisal edge'],
      ],
      RADIO: 'PA taken periapical radiolucency on 46',
      DX: ['Symptomatic apical periodontitis 46'],
    },
  }),
  defineCase({
    id: 'e12-us-mobility-list',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Perio re-evaluation. Med hx: no changes. #23, #24, #25 and #26 mobility grade 2. #31 class II furcation. PSR 3 3 3 / 4 4 3. Dx: generalized periodontitis stage III grade B. Discussed extraction of lower incisors vs splinting. Pt will think about it. Re-eval 3 months.',
    expect: {
      CC: 'Perio re-evaluation',
      'MED HX': 'No changes',
      DENTAL: [
        ['23', 'Mobility grade 2'],
        ['24', 'Mobility grade 2'],
        ['25', 'Mobility grade 2'],
        ['26', 'Mobility grade 2'],
        ['31', 'Class II furcation'],
      ],
      PERIO: 'PSR 3 3 3 / 4 4 3',
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT: 'Discussed extraction of lower incisors vs splinting. Pt will think about it',
      'F/U': 'Re-eval 3 months',
    },
  }),
  defineCase({
    id: 'e13-uk-asr-fdi-spoken-pairs',
    style: 'UK',
    asr: true,
    transcript:
      'um check up no problems medical history no changes one seven and two seven occlusal amalgams sound three six crown satisfactory four six root filled with a crown three eight and four eight missing bpe one one one one one one bitewings no caries recall nine months',
    expect: {
      CC: 'Check up no problems',
      'MED HX': 'No changes',
      DENTAL: [
        ['17', 'O amalgams sound'],
        ['27', 'O amalgams sound'],
        ['36', 'Crown satisfactory'],
        ['46', 'Root filled with a crown'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'Bitewings no caries',
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'e14-us-asr-dx-after-bpe-exam',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient exam medical history no changes psr two two two two two two generalized mild gingival inflammation heavy lingual calculus lower anteriors number fourteen mod composite defective margins diagnosis plaque induced gingivitis recommended prophy and replace filling number fourteen',
    expect: {
      CC: 'New patient exam',
      'MED HX': 'No changes',
      PERIO: 'PSR 2 2 2 / 2 2 2. Generalized mild gingival inflammation heavy lingual calculus lower anteriors',
      DENTAL: [['14', 'MOD composite defective margins']],
      DX: ['Plaque induced gingivitis'],
      CONSULT: 'Recommended prophy and replace filling #14',
    },
  }),
  defineCase({
    id: 'e15-uk-exam-comma-list',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam. MH: no changes. O/E: 16 DO caries, 26 MO caries, 36 sound, 46 has a large MOD amalgam with a fractured lingual cusp. BPE 2 2 2 / 2 2 2. Recall 6 months.',
    expect: {
      CC: 'Routine exam',
      'MED HX': 'No changes',
      DENTAL: [
        ['16', 'DO caries'],
        ['26', 'MO caries'],
        ['36', 'Sound'],
        ['46', 'Large MOD amalgam with a fractured L cusp', 'L cusp'],
      ],
      PERIO: 'BPE 2 2 2 / 2 2 2',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'e16-uk-asr-palmer-quadrant-list',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'check up medical history no changes lower right six and seven occlusal amalgams intact upper left first molar distal caries lower left eight is missing upper right two chipped incisal edge recall twelve months',
    expect: {
      CC: 'Check up',
      'MED HX': 'No changes',
      DENTAL: [
        ['LR6', 'O amalgams intact'],
        ['LR7', 'O amalgams intact'],
        ['UL6', 'D caries'],
        ['LL8', 'Missing'],
        ['UR2', 'Chipped incisal edge', 'Incisal edge'],
      ],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'e17-us-exam-semicolons',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Comprehensive exam. Med hx: no changes. Clinical findings: #2 MO caries; #3 PFM crown, open margin; #14 missing; #19 RCT with crown, TTP negative; #30 O amalgam, fractured buccal cusp. Dx: caries #2, fractured cusp #30.',
    expect: {
      CC: 'Comprehensive exam',
      'MED HX': 'No changes',
      DENTAL: [
        ['2', 'MO caries'],
        ['3', 'PFM crown, open margin'],
        ['14', 'Missing'],
        ['19', 'RCT with crown, TTP negative'],
        ['30', 'O amalgam, fractured B cusp', 'B cusp'],
      ],
      DX: ['Caries #2', 'Fractured cusp #30'],
    },
  }),
  defineCase({
    id: 'e18-uk-asr-there-is-caries',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with sensitivity upper right medical history no changes on examination there is caries on the distal of one five and one six has a cracked mesial marginal ridge one seven sound diagnosis caries one five cracked tooth one six',
    expect: {
      CC: 'Sensitivity upper right',
      'MED HX': 'No changes',
      DENTAL: [
        ['15', 'D caries'],
        ['16', 'Cracked M marginal ridge'],
        ['17', 'Sound'],
      ],
      DX: ['Caries 15', 'Cracked tooth 16'],
    },
  }),
  defineCase({
    id: 'e19-us-asr-condition-lists',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for exam no complaints medical history no changes numbers one sixteen seventeen and thirty two missing number three and number fourteen occlusal sealants intact number nineteen buccal pit caries number thirty mesial occlusal composite with recurrent decay recall six months',
    expect: {
      CC: 'Exam no complaints',
      'MED HX': 'No changes',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'Occlusal sealants intact'],
        ['14', 'Occlusal sealants intact'],
        ['19', 'B pit caries'],
        ['30', 'MO composite with recurrent decay'],
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'e20-uk-fracture-hash',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended with broken tooth. MH: no changes. UR6 # palatal cusp, no caries, vital. UR5 sound. Dx: fractured cusp UR6. Plan: onlay UR6.',
    expect: {
      CC: 'Broken tooth',
      'MED HX': 'No changes',
      DENTAL: [
        ['UR6', '# P cusp, no caries, vital', 'P cusp'],
        ['UR5', 'Sound'],
      ],
      DX: ['Fractured cusp UR6'],
      'TX PLAN': ['Onlay UR6'],
    },
  }),
  defineCase({
    id: 'e21-uk-asr-ttp-mobility',
    style: 'UK',
    asr: true,
    transcript:
      'emergency pain lower left medical history no changes three six ttp mobility grade one buccal swelling three seven sound three five large mesial occlusal distal amalgam no pa taken yet diagnosis acute apical abscess three six',
    expect: {
      CC: 'Emergency pain lower left',
      'MED HX': 'No changes',
      DENTAL: [
        ['36', 'TTP mobility grade 1 buccal swelling'],
        ['37', 'Sound'],
        ['35', 'Large MOD amalgam'],
      ],
      RADIO: 'No PA taken yet',
      DX: ['Acute apical abscess 36'],
    },
  }),
  defineCase({
    id: 'e22-us-primary-teeth-exam',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old here with mom for checkup medical history healthy tooth a and tooth j occlusal caries tooth k distal caries tooth t sound number three and number fourteen erupting fluoride varnish applied recall six months',
    expect: {
      CC: 'Checkup',
      'MED HX': 'Healthy',
      DENTAL: [
        ['A', 'O caries'],
        ['J', 'O caries'],
        ['K', 'D caries'],
        ['T', 'Sound'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
      ],
      TX: ['Fluoride varnish applied'],
      'TX TODAY': ['Fluoride varnish'],
      NOTES: '6 year old here with mom',
      'F/U': 'Recall 6 months',
    },
  }),
];
