// A ninth development batch, written after the more7 round and before running the engine on it, for
// recogniser-style run-on treatment narratives said in many ways (UK and US): amalgam with a matrix and
// wedge, scaling and root planing with a local antimicrobial, surgical and simple extractions, crown and
// bridge seats, a pulpotomy with a preformed crown, fissure sealants, an emergency extirpation with a
// prescription, a recement, a temporary dressing, incision and drainage, an anterior composite with a
// strip, denture fits, steps joined by "and", "then", "and then" and "followed by", fillers and
// self-corrections among the steps.
import { defineCase } from '../case.ts';

export const more8Cases = [
  defineCase({
    id: 'h01-uk-asr-amalgam-matrix',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for filling lower left seven medical history no changes la one cartridge lignocaine two percent one in eighty thousand adrenaline i d block left rubber dam applied old amalgam and caries removed tofflemire matrix and wedge placed amalgam condensed and carved matrix removed occlusion checked with articulating paper',
    expect: {
      CC: 'Filling 37',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 cartridge lignocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam applied',
        'Old amalgam and caries removed',
        'Tofflemire matrix and wedge placed',
        'Amalgam condensed and carved',
        'Matrix removed',
        'Occlusion checked with articulating paper',
      ],
      'TX TODAY': ['Filling 37'],
    },
  }),
  defineCase({
    id: 'h02-us-asr-srp-arestin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for scaling and root planing upper right medical history no changes one carpule lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration scaling and root planing upper right completed with ultrasonic and hand instruments pockets irrigated with chlorhexidine arestin placed in the five millimeter sites oral hygiene instructions given review in six weeks',
    expect: {
      CC: 'Scaling and root planing upper right',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Scaling and root planing upper right completed with ultrasonic and hand instruments',
        'Pockets irrigated with chlorhexidine',
        'Arestin placed in the 5 mm sites',
        'Oral hygiene instructions given',
      ],
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'h03-uk-asr-surgical-extraction-then',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for surgical extraction lower right eight consent obtained la two cartridges articaine four percent one in one hundred thousand adrenaline i d block right and buccal infiltration then three sided flap raised then bone removed with a round bur then tooth sectioned and roots elevated socket irrigated with saline then flap sutured with two vicryl sutures haemostasis achieved post op instructions given',
    expect: {
      CC: 'Surgical extraction 48',
      CONSENT: 'Consent obtained',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        '3 sided flap raised',
        'Bone removed with a round bur',
        'Tooth sectioned and roots elevated',
        'Socket irrigated with saline',
        'Flap sutured with 2 Vicryl sutures',
        'Haemostasis achieved',
        'Post op instructions given',
      ],
      'TX TODAY': ['Surgical extraction 48'],
    },
  }),
  defineCase({
    id: 'h04-us-asr-crown-seat',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown seat number three medical history no changes no anesthetic needed temporary crown removed tooth cleaned with pumice crown tried in contacts adjusted margins checked patient approved shade crown cemented with relyx unicem excess cement removed occlusion checked and adjusted floss passed through contacts',
    expect: {
      CC: 'Crown seat #3',
      'MED HX': 'No changes',
      TX: [
        'No anesthetic needed',
        'Temporary crown removed',
        'Tooth cleaned with pumice',
        'Crown tried in',
        'Contacts adjusted',
        'Margins checked',
        'Patient approved shade',
        'Crown cemented with RelyX Unicem',
        'Excess cement removed',
        'Occlusion checked and adjusted',
        'Floss passed through contacts',
      ],
      'TX TODAY': ['Crown fit'],
    },
  }),
  defineCase({
    id: 'h05-uk-asr-pulpotomy-pmc',
    style: 'UK',
    asr: true,
    transcript:
      'six year old attended with mum for treatment lower right e medical history fit and well topical applied la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration rubber dam placed caries removed pulp exposed pulpotomy carried out haemostasis achieved with cotton pellet biodentine placed preformed metal crown fitted and cemented with gic occlusion checked',
    numbering: 'fdi',
    expect: {
      CC: 'Treatment 85',
      'MED HX': 'Fit and well',
      TX: [
        'Topical applied',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Rubber dam placed',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy carried out',
        'Haemostasis achieved with cotton pellet',
        'Biodentine placed',
        'Preformed metal crown fitted and cemented with GIC',
        'Occlusion checked',
      ],
      'TX TODAY': ['Pulpotomy', 'SSC'],
      NOTES: '6 year old attended with mum',
    },
  }),
  defineCase({
    id: 'h06-uk-asr-fissure-sealants-followed-by',
    style: 'UK',
    asr: true,
    transcript:
      'nine year old attended for fissure sealants medical history fit and well teeth polished with pumice followed by isolation with cotton rolls etched for thirty seconds washed and dried fissure sealants applied to three six and four six and cured sealants checked with probe fluoride varnish applied',
    expect: {
      CC: 'Fissure sealants',
      'MED HX': 'Fit and well',
      TX: [
        'Teeth polished with pumice',
        'Isolation with cotton rolls',
        'Etched for 30 seconds',
        'Washed and dried',
        'Fissure sealants applied 36, 46 and cured',
        'Sealants checked with probe',
        'Fluoride varnish applied',
      ],
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      NOTES: '9 year old attended',
    },
  }),
  defineCase({
    id: 'h07-us-asr-extirpation-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient complaining of severe throbbing pain number fourteen since last night medical history no known drug allergies diagnosis symptomatic irreversible pulpitis number fourteen two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration rubber dam placed access opened pulp extirpated canals irrigated with sodium hypochlorite calcium hydroxide placed and cavit placed prescribed ibuprofen six hundred milligrams as needed',
    expect: {
      CC: 'Severe throbbing pain #14 since last night',
      'MED HX': 'No known drug allergies',
      DX: ['Symptomatic irreversible pulpitis #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Rubber dam placed',
        'Access opened',
        'Pulp extirpated',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed and Cavit placed',
        'Prescribed ibuprofen 600 mg as needed',
      ],
      'TX TODAY': ['Extirpation'],
    },
  }),
  defineCase({
    id: 'h08-uk-asr-recement-crown',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with crown off upper left one since yesterday medical history no changes crown and tooth intact no caries crown cleaned out old cement removed from tooth crown recemented with fuji plus excess removed occlusion checked advised to avoid sticky foods',
    expect: {
      CC: 'Crown off 21 since yesterday',
      'MED HX': 'No changes',
      INTRA: 'Crown and tooth intact. No caries',
      TX: [
        'Crown cleaned out',
        'Old cement removed from tooth',
        'Crown recemented with Fuji Plus',
        'Excess removed',
        'Occlusion checked',
      ],
      'TX TODAY': ['Crown recement'],
      CONSULT: 'Advised to avoid sticky foods',
    },
  }),
  defineCase({
    id: 'h09-uk-asr-rct-second-visit-and-then',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for continuation of root canal treatment lower left six no symptoms medical history no changes la two cartridges articaine buccal infiltration rubber dam placed and then dressing removed canals re irrigated with sodium hypochlorite and edta and then master cones fitted and radiograph taken canals dried with paper points and obturated with gutta percha and ah plus sealer and then access sealed with gic',
    expect: {
      CC: 'Continuation of root canal treatment 36 no symptoms',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 cartridges articaine, buccal infiltration',
        'Rubber dam placed',
        'Dressing removed',
        'Canals re irrigated with sodium hypochlorite and EDTA',
        'Master cones fitted and radiograph taken',
        'Canals dried with paper points and obturated with gutta percha and AH Plus sealer',
        'Access sealed with GIC',
      ],
      'TX TODAY': ['Obturation'],
    },
  }),
  defineCase({
    id: 'h10-us-asr-bridge-prep',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for bridge prep twenty eight to thirty medical history no changes three carpules lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block right shade taken a three abutments twenty eight and thirty prepared retraction cord packed final impression taken with polyvinyl siloxane bite registration taken temporary bridge fabricated and cemented with temp bond occlusion adjusted',
    expect: {
      CC: 'Bridge prep #28 to #30',
      'MED HX': 'No changes',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Shade taken A3',
        'Abutments #28, #30 prepared',
        'Retraction cord packed',
        'Final impression taken with polyvinyl siloxane',
        'Bite registration taken',
        'Temporary bridge fabricated and cemented with temp bond',
        'Occlusion adjusted',
      ],
      'TX TODAY': ['Impression', 'Temporary bridge'],
    },
  }),
  defineCase({
    id: 'h11-uk-asr-temp-dressing-emergency',
    style: 'UK',
    asr: true,
    transcript:
      'patient complaining of lost filling upper right six medical history no changes tooth not tender to percussion no la needed loose filling remnants removed cavity cleaned and dried temporary dressing placed with kalzinol occlusion checked next visit permanent filling',
    expect: {
      CC: 'Lost filling 16',
      'MED HX': 'No changes',
      INTRA: 'Tooth not tender to percussion',
      TX: [
        'No LA needed',
        'Loose filling remnants removed',
        'Cavity cleaned and dried',
        'Temporary dressing placed with Kalzinol',
        'Occlusion checked',
      ],
      'TX TODAY': ['Temporary dressing'],
      NV: ['Permanent filling'],
    },
  }),
  defineCase({
    id: 'h12-uk-asr-incision-drainage',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with swelling lower left medical history allergic to penicillin intra oral fluctuant swelling buccal to three six diagnosis acute apical abscess three six la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration incision made with a scalpel pus drained area irrigated with saline metronidazole four hundred milligrams three times a day for five days prescribed review one week',
    expect: {
      CC: 'Swelling lower left',
      'MED HX': 'Allergic to penicillin',
      INTRA: 'Fluctuant swelling buccal to 36',
      DX: ['Acute apical abscess 36'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Incision made with a scalpel',
        'Pus drained',
        'Area irrigated with saline',
        'Metronidazole 400 mg 3 times a day for 5 days prescribed',
      ],
      'TX TODAY': ['Irrigation'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h13-us-asr-anterior-composite-strip',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with chipped front tooth number eight medical history no changes one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration shade selected a one enamel beveled mylar strip placed etched with phosphoric acid rinsed and dried bonding agent applied and cured composite layered and cured contoured with finishing burs and polished with discs occlusion checked',
    expect: {
      CC: 'Chipped front tooth #8',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration',
        'Shade selected A1',
        'Enamel beveled',
        'Mylar strip placed',
        'Etched with phosphoric acid',
        'Rinsed and dried',
        'Bonding agent applied and cured',
        'Composite layered and cured',
        'Contoured with finishing burs and polished with discs',
        'Occlusion checked',
      ],
          },
  }),
  defineCase({
    id: 'h14-uk-asr-denture-fit',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for fit of upper and lower complete dentures medical history no changes dentures tried in fit and retention good pressure relief cream used high spots eased occlusion balanced patient happy with appearance denture care advice given review one week for easing',
    expect: {
      CC: 'Fit of upper and lower complete dentures',
      'MED HX': 'No changes',
      TX: [
        'Dentures tried in',
        'Fit and retention good',
        'Pressure relief cream used',
        'High spots eased',
        'Occlusion balanced',
      ],
      'TX TODAY': ['Denture fit'],
      NOTES: 'Patient happy with appearance',
      CONSULT: 'Denture care advice given',
      'F/U': 'Review 1 week for easing',
    },
  }),
  defineCase({
    id: 'h15-us-asr-two-fillings',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for fillings on numbers nineteen and twenty medical history no changes two carpules articaine four percent one to one hundred thousand epi inferior alveolar nerve block left isolated with isolite caries removed on both teeth sectional matrix placed on nineteen etched bonded and cured m o composite number nineteen then d o composite number twenty occlusion adjusted and polished',
    expect: {
      CC: 'Fillings on #19 and #20',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Isolated with Isolite',
        'Caries removed on both teeth',
        'Sectional matrix placed #19',
        'Etched',
        'Bonded and cured',
        'MO composite #19',
        'DO composite #20',
        'Occlusion adjusted and polished',
      ],
      'TX TODAY': ['MO composite #19', 'DO composite #20'],
    },
  }),
  defineCase({
    id: 'h16-uk-asr-fillers-corrections',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for extraction upper left five medical history no changes consent obtained la one point eight ml sorry two point two ml lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration er tooth luxated and extracted with upper premolar forceps uh socket compressed and bite pack given haemostasis achieved er post op instructions given verbally',
    expect: {
      CC: 'Extraction 25',
      'MED HX': 'No changes',
      CONSENT: 'Consent obtained',
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration',
        'Tooth luxated and extracted with upper premolar forceps',
        'Socket compressed and bite pack given',
        'Haemostasis achieved',
        'Post op instructions given verbally',
      ],
      'TX TODAY': ['Extraction'],
    },
  }),
  defineCase({
    id: 'h17-uk-asr-scale-polish-steps',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for hygiene visit medical history no changes bpe one two one two one one ultrasonic scaling upper and lower arches stain removed with air polisher teeth polished with prophy paste interdental brushes sized and demonstrated fluoride varnish applied recall six months',
    expect: {
      CC: 'Hygiene visit',
      'MED HX': 'No changes',
      PERIO: 'BPE 1 2 1 / 2 1 1',
      TX: [
        'Ultrasonic scaling upper and lower arches',
        'Stain removed with air polisher',
        'Teeth polished with prophy paste',
        'Interdental brushes sized and demonstrated',
        'Fluoride varnish applied',
      ],
      'TX TODAY': ['Fluoride varnish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h18-us-asr-simple-extraction-gelfoam',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for extraction of number thirty two medical history no changes consent signed two carpules lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block right tooth elevated with straight elevator and delivered with forceps socket curetted gelfoam placed one chromic gut suture placed gauze given post op instructions reviewed',
    expect: {
      CC: 'Extraction of #32',
      'MED HX': 'No changes',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Tooth elevated with straight elevator and delivered with forceps',
        'Socket curetted',
        'Gelfoam placed',
        '1 chromic gut suture placed',
        'Gauze given',
        'Post op instructions reviewed',
      ],
      'TX TODAY': ['Extraction #32'],
    },
  }),
];
