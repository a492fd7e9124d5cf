// An eighth development batch, written after the more6 round and before running the engine on it, for
// treatment steps that must not be cut in two: "and" joining two verbs or two objects of one step ("caries
// removed and cavity washed", "checked occlusion and adjusted"), a step with its instrument, material or
// manner ("using …", "with …", "under …", "to …", "for 30 seconds"), counts and shades after a step
// ("placed in 2 increments", "shade A2"), teeth lists inside a step, "then" and "followed by" between steps,
// a try-in step before a step said verb-last, and plan items where a filling material comes before its tooth.
// Both punctuated (typed or dictated punctuation) and recogniser-style run-on text.
import { defineCase } from '../case.ts';

export const more7Cases = [
  defineCase({
    id: 'g01-uk-composite-punctuated',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for filling lower left six. Medical history no changes. LA 1 cartridge articaine 4% 1:100,000 adrenaline buccal infiltration 36. Rubber dam placed. Caries removed and cavity washed. Selective etch with 37% phosphoric acid for 15 seconds then rinsed and dried. Bonded with Optibond and light cured. Composite placed in 2 increments, shade A2. Occlusion checked and adjusted. Polished.',
    expect: {
      CC: 'Filling 36',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam placed',
        'Caries removed and cavity washed',
        'Selective etch with 37% phosphoric acid for 15 seconds',
        'Rinsed and dried',
        'Bonded with Optibond and light cured',
        'Composite placed in 2 increments',
        'Shade A2',
        'Occlusion checked and adjusted',
        'Polished',
      ],
      'TX TODAY': ['Filling 36'],
    },
  }),
  defineCase({
    id: 'g02-us-asr-composite-run-on',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for filling number thirty medical history no changes two carpules lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block right rubber dam placed caries excavated using slow speed round bur pulp not exposed cavity rinsed and dried etched with phosphoric acid for fifteen seconds rinsed bonding agent applied and light cured for twenty seconds composite placed in three increments shade a two each increment cured occlusion checked with articulating paper and adjusted polished with discs',
    expect: {
      CC: 'Filling #30',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam placed',
        'Caries excavated using slow speed round bur',
        'Pulp not exposed',
        'Cavity rinsed and dried',
        'Etched with phosphoric acid for 15 seconds',
        'Rinsed',
        'Bonding agent applied and light cured for 20 seconds',
        'Composite placed in 3 increments',
        'Shade A2',
        'Each increment cured',
        'Occlusion checked with articulating paper and adjusted',
        'Polished with discs',
      ],
      'TX TODAY': ['Filling #30'],
    },
  }),
  defineCase({
    id: 'g03-uk-extraction-punctuated',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for extraction of LR8. Consent obtained. LA 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB right and buccal infiltration. Tooth elevated with a Coupland's elevator and extracted with lower root forceps. Socket irrigated with saline. Haemostasis achieved with bite pack, 2 Vicryl sutures placed. Post-op instructions given verbally and in writing.",
    expect: {
      CC: 'Extraction of 48',
      CONSENT: 'Consent obtained',
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        "Tooth elevated with a Coupland's elevator and extracted with lower root forceps",
        'Socket irrigated with saline',
        'Haemostasis achieved with bite pack',
        '2 Vicryl sutures placed',
        'Post-op instructions given verbally and in writing',
      ],
      'TX TODAY': ['Extraction'],
    },
  }),
  defineCase({
    id: 'g04-uk-asr-crown-prep-run-on',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for crown prep upper left six la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration shade taken a three using vita classic shade guide old amalgam removed core placed with composite crown prep completed for zirconia crown retraction cord placed upper and lower alginate impressions taken bite registered with occlusal registration paste temporary crown made with protemp and cemented with temp bond excess cement removed occlusion checked',
    expect: {
      CC: 'Crown prep 26',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Shade taken A3 using Vita classic shade guide',
        'Old amalgam removed',
        'Core placed with composite',
        'Crown prep completed for zirconia crown',
        'Retraction cord placed',
        'Upper and lower alginate impressions taken',
        'Bite registered with occlusal registration paste',
        'Temporary crown made with Protemp and cemented with Temp Bond',
        'Excess cement removed',
        'Occlusion checked',
      ],
      'TX TODAY': ['Crown prep', 'Impressions', 'Temporary crown'],
    },
  }),
  defineCase({
    id: 'g05-us-endo-punctuated',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for root canal therapy on #3. 2 carpules of 4% articaine with 1:100,000 epi, buccal and palatal infiltration. Rubber dam isolation. Access opened through the existing crown. 4 canals located under the microscope. Working lengths confirmed with apex locator and PA. Canals instrumented to size 35 with rotary files, irrigated with 3% NaOCl and 17% EDTA. Obturated with warm vertical condensation. Access sealed with Cavit.',
    expect: {
      CC: 'Root canal therapy on #3',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Rubber dam isolation',
        'Access opened through the existing crown',
        '4 canals located under the microscope',
        'Working lengths confirmed with apex locator and PA',
        'Canals instrumented to size 35 with rotary files',
        'Irrigated with 3% NaOCl and 17% EDTA',
        'Obturated with warm vertical condensation',
        'Access sealed with Cavit',
      ],
      'TX TODAY': ['Obturation'],
    },
  }),
  defineCase({
    id: 'g06-uk-asr-hygiene-run-on',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for scale and polish full mouth supragingival and subgingival scaling with ultrasonic scaler and hand instruments polished with prophy paste flossed interdentally oral hygiene instruction given for interdental brushes size two and four fluoride varnish applied to lower anteriors',
    expect: {
      CC: 'Scale and polish',
      TX: [
        'Full mouth supragingival and subgingival scaling with ultrasonic scaler and hand instruments',
        'Polished with prophy paste',
        'Flossed interdentally',
        'Oral hygiene instruction given for interdental brushes size 2 and 4',
        'Fluoride varnish applied to lower anteriors',
      ],
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
    },
  }),
  defineCase({
    id: 'g07-uk-asr-denture-try-in',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for upper complete denture try in wax try in of upper complete denture aesthetics checked with patient midline and occlusal plane satisfactory tooth shade a two confirmed patient happy with appearance plan finish upper complete denture in two weeks',
    expect: {
      CC: 'Upper complete denture try in',
      TX: [
        'Wax try in of upper complete denture',
        'Aesthetics checked with patient',
        'Midline and occlusal plane satisfactory',
        'Tooth shade A2 confirmed',
      ],
      NOTES: 'Patient happy with appearance',
      'TX PLAN': ['Finish upper complete denture in 2 weeks'],
    },
  }),
  defineCase({
    id: 'g08-us-wisdom-teeth-punctuated',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for removal of upper wisdom teeth. Med hx: no changes. 2 carpules 2% lidocaine 1:100,000 epi, buccal and palatal infiltration. Flap raised for #16, crown sectioned followed by elevation of roots. Extraction #1 with forceps. Sockets irrigated with saline and Gelfoam placed. Post-op instructions given, prescribed ibuprofen 600 mg.',
    expect: {
      CC: 'Removal of upper wisdom teeth',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Flap raised for #16',
        'Crown sectioned',
        'Elevation of roots',
        'Extraction #1 with forceps',
        'Sockets irrigated with saline and Gelfoam placed',
        'Post-op instructions given',
        'Prescribed ibuprofen 600 mg',
      ],
      'TX TODAY': ['Extraction #1'],
    },
  }),
  defineCase({
    id: 'g09-uk-asr-fissure-sealants-palmer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'seven year old attended with mum for fissure sealants on the six year molars teeth cleaned with pumice and water isolated with cotton rolls and dry guard etched for thirty seconds washed and dried fissure sealants placed on UR6 UL6 LL6 and LR6 cured for twenty seconds each occlusion checked fluoride varnish applied',
    expect: {
      CC: 'Fissure sealants on the 6 year molars',
      NOTES: '7 year old attended with mum',
      TX: [
        'Teeth cleaned with pumice and water',
        'Isolated with cotton rolls and Dry Guard',
        'Etched for 30 seconds',
        'Washed and dried',
        'Fissure sealants placed UR6, UL6, LL6, LR6',
        'Cured for 20 seconds each',
        'Occlusion checked',
        'Fluoride varnish applied',
      ],
      'TX TODAY': ['Fissure sealants UR6, UL6, LL6, LR6', 'Fluoride varnish'],
    },
  }),
  defineCase({
    id: 'g10-uk-sensitivity-punctuated',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for sensitive lower front teeth. Cervical areas of 31 and 41 cleaned with pumice. Gluma desensitiser applied using a microbrush, left for 30 seconds then air dried. Clinpro white varnish applied to 31, 32, 41 and 42. Post-op instructions given.',
    expect: {
      CC: 'Sensitive lower front teeth',
      TX: [
        'Cervical areas 31, 41 cleaned with pumice',
        'Gluma desensitiser applied using a microbrush',
        'Left for 30 seconds',
        'Air dried',
        'Clinpro white varnish applied 31, 32, 41, 42',
        'Post-op instructions given',
      ],
    },
  }),
  defineCase({
    id: 'g11-us-asr-srp-run-on',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper right and lower right quadrants two carpules lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block right and buccal infiltration upper right scaling and root planing completed on upper right and lower right with ultrasonic and hand instruments irrigated with chlorhexidine arestin placed in the deep pockets on number three oral hygiene instructions reviewed review in four weeks',
    expect: {
      CC: 'Scaling and root planing upper right and lower right quadrants',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration upper right',
        'Scaling and root planing completed on upper right and lower right with ultrasonic and hand instruments',
        'Irrigated with chlorhexidine',
        'Arestin placed in the deep pockets #3',
        'Oral hygiene instructions reviewed',
      ],
      'TX TODAY': ['SRP', 'OHI'],
      'F/U': 'Review in 4 weeks',
    },
  }),
  defineCase({
    id: 'g12-us-crown-seat-punctuated',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for crown seat #14. Temporary removed and prep cleaned with pumice. Crown tried in, contacts adjusted and margins checked with explorer. Shade and fit approved by patient. Crown cemented with RelyX Unicem, excess cement removed with floss and scaler. Checked occlusion and adjusted. Polished.',
    expect: {
      CC: 'Crown seat #14',
      TX: [
        'Temporary removed and prep cleaned with pumice',
        'Crown tried in',
        'Contacts adjusted and margins checked with explorer',
        'Shade and fit approved by patient',
        'Crown cemented with RelyX Unicem',
        'Excess cement removed with floss and scaler',
        'Checked occlusion and adjusted',
        'Polished',
      ],
      'TX TODAY': ['Crown fit'],
    },
  }),
  defineCase({
    id: 'g13-us-asr-crown-seat-run-on',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown seat number eight temporary removed prep cleaned with pumice and chlorhexidine crown tried in margins and contacts checked shade good crown cemented with resin modified glass ionomer excess cement removed checked occlusion and adjusted post op instructions given',
    expect: {
      CC: 'Crown seat #8',
      TX: [
        'Temporary removed',
        'Prep cleaned with pumice and chlorhexidine',
        'Crown tried in',
        'Margins and contacts checked',
        'Shade good',
        'Crown cemented with resin modified glass ionomer',
        'Excess cement removed',
        'Checked occlusion and adjusted',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown fit'],
    },
  }),
  defineCase({
    id: 'g14-uk-asr-plan-materials',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for check up no complaints medical history no changes treatment plan composite upper left four disto occlusal composite lower right five crown upper right six and scale and polish with hygienist',
    expect: {
      CC: 'Check up no complaints',
      'MED HX': 'No changes',
      'TX PLAN': ['Composite 24', 'DO composite 45', 'Crown 16', 'Scale and polish with hygienist'],
    },
  }),
  defineCase({
    id: 'g15-uk-asr-surgical-extraction',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for surgical extraction lower left eight consent signed la two cartridges lignocaine two percent one in eighty thousand adrenaline i d block left and buccal infiltration envelope flap raised bone removed with round bur under saline irrigation tooth sectioned to remove crown roots elevated and delivered socket debrided and irrigated flap closed with three vicryl rapide sutures haemostasis achieved post op instructions given verbally and in writing',
    expect: {
      CC: 'Surgical extraction 38',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 cartridges lignocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
        'Envelope flap raised',
        'Bone removed with round bur under saline irrigation',
        'Tooth sectioned to remove crown',
        'Roots elevated and delivered',
        'Socket debrided and irrigated',
        'Flap closed with 3 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post op instructions given verbally and in writing',
      ],
      'TX TODAY': ['Surgical extraction 38'],
    },
  }),
];
