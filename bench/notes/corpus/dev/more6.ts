// A seventh development batch, written after the heldout4 round and before running the engine on it, for
// recogniser-style run-on treatment and plan narratives of many procedure types (endo stages, extractions
// with haemostasis and sutures, crown prep with impressions and a temporary, fillings with etch / bond /
// cure, scale and polish, RSD by quadrant, denture stages, paediatrics), chart findings with several words
// after the tooth, a procedure named bare after perio findings, findings said after a radiograph report,
// and a periodontal re-evaluation as the reason for attending.
import { defineCase } from '../case.ts';

export const more6Cases = [
  defineCase({
    id: 'f01-uk-asr-endo-first-stage',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for root canal treatment upper right six medical history no changes la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration rubber dam placed access cavity prepared four canals located working lengths taken with apex locator canals shaped with rotary files irrigated with sodium hypochlorite calcium hydroxide dressing placed cavit placed review two weeks',
    expect: {
      CC: 'Root canal treatment 16',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Rubber dam placed',
        'Access cavity prepared',
        '4 canals located',
        'Working lengths taken with apex locator',
        'Canals shaped with rotary files',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing placed',
        'Cavit placed',
      ],
      'TX TODAY': ['RCT 16'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'f02-us-asr-endo-obturation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for completion of root canal number nineteen no pain since last visit medical history no changes two carpules lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block left rubber dam isolated temporary removed canals irrigated with sodium hypochlorite dried with paper points obturated with gutta percha and sealer core build up with composite plan crown number nineteen in two weeks',
    expect: {
      CC: 'Completion of root canal #19 no pain since last visit',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam isolated',
        'Temporary removed',
        'Canals irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Obturated with gutta percha and sealer',
        'Core build up with composite',
      ],
      'TX TODAY': ['Obturation'],
      'TX PLAN': ['Crown #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'f03-uk-asr-extraction-haemostasis',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of lower right seven medical history type two diabetes takes metformin consent obtained la two point two ml lidocaine two percent one in eighty thousand adrenaline i d block right tooth luxated with luxators elevated and extracted with forceps socket curetted and irrigated with saline haemostasis achieved with gauze pressure one vicryl suture placed post op instructions given verbally and written',
    expect: {
      CC: 'Extraction of 47',
      'MED HX': 'Type 2 diabetes takes metformin',
      CONSENT: 'Consent obtained',
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Tooth luxated with luxators',
        'Elevated and extracted with forceps',
        'Socket curetted and irrigated with saline',
        'Haemostasis achieved with gauze pressure',
        '1 Vicryl suture placed',
        'Post op instructions given verbally and written',
      ],
      'TX TODAY': ['Extraction'],
    },
  }),
  defineCase({
    id: 'f04-uk-asr-crown-prep',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for crown prep lower left six medical history no changes la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration shade taken crown prep three six retraction cord placed upper and lower impressions taken bite registration taken temporary crown made and cemented with temp bond occlusion checked post op instructions given',
    expect: {
      CC: 'Crown prep 36',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration',
        'Shade taken',
        'Crown prep 36',
        'Retraction cord placed',
        'Upper and lower impressions taken',
        'Bite registration taken',
        'Temporary crown made and cemented with temp bond',
        'Occlusion checked',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
    },
  }),
  defineCase({
    id: 'f05-us-asr-composite-etch-bond',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for filling on number thirty medical history no changes one carpule articaine four percent one to one hundred thousand epi buccal infiltration rubber dam placed caries removed selective etch with phosphoric acid bond applied and light cured composite placed in increments cured forty seconds occlusion adjusted polished',
    expect: {
      CC: 'Filling on #30',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration',
        'Rubber dam placed',
        'Caries removed',
        'Selective etch with phosphoric acid',
        'Bond applied and light cured',
        'Composite placed in increments',
        'Cured 40 seconds',
        'Occlusion adjusted',
        'Polished',
      ],
      'TX TODAY': ['Filling #30'],
    },
  }),
  defineCase({
    id: 'f06-uk-asr-scale-polish-bare',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for check up no complaints medical history no changes bpe two two two two two two generalised calculus lower anteriors bleeding on probing scale and polish oral hygiene instruction given interdental brushes recommended recall six months',
    expect: {
      CC: 'Check up no complaints',
      'MED HX': 'No changes',
      PERIO: 'BPE 2 2 2 / 2 2 2. Generalised calculus lower anteriors bleeding on probing',
      TX: ['Scale and polish', 'Oral hygiene instruction given'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      CONSULT: 'Interdental brushes recommended',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'f07-uk-asr-rsd-quadrants',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for perio re-evaluation medical history no changes probing depths reduced to four mm in upper right six mm pockets remain lower left la two cartridges lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration rsd upper right and lower right with ultrasonic and hand instruments chlorhexidine irrigation oral hygiene instruction given plan rsd upper left and lower left in two weeks',
    expect: {
      CC: 'Perio re-evaluation',
      'MED HX': 'No changes',
      PERIO: 'Probing depths reduced to 4 mm in upper right 6 mm pockets remain lower left',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration',
        'RSD upper right and lower right with ultrasonic and hand instruments',
        'Chlorhexidine irrigation',
        'Oral hygiene instruction given',
      ],
      'TX TODAY': ['RSD', 'Irrigation', 'OHI'],
      'TX PLAN': ['RSD upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'f08-uk-asr-denture-stages',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for denture try in medical history no changes try in of upper complete denture aesthetics checked with patient midline adjusted occlusal vertical dimension checked patient happy with appearance shade confirmed sent to lab for finish next visit denture fit',
    expect: {
      CC: 'Denture try in',
      'MED HX': 'No changes',
      TX: [
        'Try in of upper complete denture',
        'Aesthetics checked with patient',
        'Midline adjusted',
        'Occlusal vertical dimension checked',
        'Shade confirmed',
        'Sent to lab for finish',
      ],
      NOTES: 'Patient happy with appearance',
      NV: ['Denture fit'],
    },
  }),
  defineCase({
    id: 'f09-uk-asr-paeds-fissure-sealants',
    style: 'UK',
    asr: true,
    transcript:
      'eight year old attended with mum for check up medical history fit and well no caries detected first permanent molars erupted teeth cleaned isolated with cotton wool rolls etched rinsed and dried fissure sealants placed one six two six three six four six fluoride varnish applied tooth brushing instruction given to mum and child recall six months',
    expect: {
      CC: 'Check up',
      'MED HX': 'Fit and well',
      INTRA: 'No caries detected first permanent molars erupted',
      TX: [
        'Teeth cleaned',
        'Isolated with cotton wool rolls',
        'Etched',
        'Rinsed and dried',
        'Fissure sealants placed 16, 26, 36, 46',
        'Fluoride varnish applied',
        'Tooth brushing instruction given to mum and child',
      ],
      'TX TODAY': ['Fissure sealants 16, 26, 36, 46', 'Fluoride varnish'],
      NOTES: '8 year old attended with mum',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'f10-us-asr-plan-run-on',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient exam medical history no changes full mouth x rays taken generalized horizontal bone loss periapical radiolucency number thirty mobility grade one number twenty four number twenty five diagnosis chronic periodontitis plan scaling and root planing four quadrants root canal number thirty followed by crown extraction number one and number sixteen occlusal composite number fourteen periodontal maintenance every three months',
    expect: {
      CC: 'New patient exam',
      'MED HX': 'No changes',
      RADIO: 'Full mouth x rays taken generalized horizontal bone loss periapical radiolucency #30',
      DENTAL: [
        ['24', 'Mobility grade 1'],
        ['25', 'Mobility grade 1'],
      ],
      DX: ['Chronic periodontitis'],
      'TX PLAN': ['SRP 4 quadrants', 'RCT #30', 'Crown', 'Extraction #1, #16', 'O composite #14', 'Periodontal maintenance every 3 months'],
    },
  }),
  defineCase({
    id: 'f11-uk-asr-chart-conditions',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended complaining of sensitivity lower right medical history no changes four six large amalgam with recurrent caries four five cervical abrasion sensitive to air four seven fractured lingual cusp sharp edge four four sound diagnosis recurrent caries four six plan replace amalgam four six with composite',
    expect: {
      CC: 'Sensitivity lower right',
      'MED HX': 'No changes',
      DENTAL: [
        ['46', 'Large amalgam with recurrent caries'],
        ['45', 'Cervical abrasion sensitive to air'],
        ['47', 'Fractured L cusp sharp edge', 'L cusp'],
        ['44', 'Sound'],
      ],
      DX: ['Recurrent caries 46'],
      'TX PLAN': ['Replace amalgam 46 with composite'],
    },
  }),
  defineCase({
    id: 'f12-uk-asr-plan-stages',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for treatment planning medical history no changes discussed options patient wants to keep teeth plan oral hygiene instruction and scale and polish with hygienist extract upper right eight root canal treatment lower left six then crown upper partial denture to replace missing upper left six review in three months',
    expect: {
      CC: 'Treatment planning',
      'MED HX': 'No changes',
      CONSULT: 'Discussed options. Patient wants to keep teeth',
      'TX PLAN': [
        'OHI',
        'Scale and polish with hygienist',
        'Extraction 18',
        'RCT 36',
        'Crown',
        'Upper partial denture to replace missing 26',
      ],
      'F/U': 'Review in 3 months',
    },
  }),
];
