// A fourth development batch, written after the heldout2 baseline and before running the engine on it,
// to exercise general rules of run-on treatment speech (steps said verb-last after an instrument or
// material, advice said after a prescription).
import { defineCase } from '../case.ts';

export const more3Cases = [
  defineCase({
    id: 'c01-uk-asr-upper-extraction',
    style: 'UK',
    asr: true,
    transcript:
      'attended for extraction of two seven medical history no changes consent signed la one cartridge articaine four percent with adrenaline buccal and palatal infiltration two seven extracted with upper molar forceps socket squeezed gauze bite haemostasis achieved post op instructions given',
    expect: {
      CC: 'Extraction of 27',
      'MED HX': 'No changes',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 1 cartridge articaine 4% adrenaline, buccal infiltration + palatal infiltration',
        '27 extracted with upper molar forceps',
        'Socket squeezed',
        'Gauze bite',
        'Haemostasis achieved',
        'Post op instructions given',
      ],
      'TX TODAY': ['Extraction 27'],
    },
  }),
  defineCase({
    id: 'c02-us-asr-crown-cement',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown delivery number thirteen no changes to medical history temporary removed crown tried in margins good cemented with panavia excess cement removed with floss bite adjusted patient happy',
    expect: {
      CC: 'Crown delivery #13',
      'MED HX': 'No changes to medical history',
      TX: [
        'Temporary removed',
        'Crown tried in',
        'Margins good',
        'Cemented with Panavia',
        'Excess cement removed with floss',
        'Bite adjusted',
      ],
      NOTES: 'Patient happy',
    },
  }),
  defineCase({
    id: 'c03-uk-asr-antibiotic-advice',
    style: 'UK',
    asr: true,
    transcript:
      'patient complaining of swollen gum around lower right eight medical history nil diagnosis pericoronitis four eight amoxicillin five hundred milligrams three times a day for five days prescribed advised warm salt water rinses review one week',
    expect: {
      CC: 'Swollen gum around 48',
      'MED HX': 'Nil',
      DX: ['Pericoronitis 48'],
      TX: ['Amoxicillin 500 mg 3 times a day for 5 days prescribed'],
      CONSULT: 'Advised warm salt water rinses',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'c04-us-asr-composite-polish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for filling number twenty no changes to medical history one carpule lidocaine two percent one to one hundred thousand epinephrine infiltration decay removed restored with composite shade a two polished occlusion checked',
    expect: {
      CC: 'Filling #20',
      'MED HX': 'No changes to medical history',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration',
        'Decay removed',
        'Restored with composite',
        'Shade A2',
        'Polished',
        'Occlusion checked',
      ],
      'TX TODAY': ['Filling #20'],
    },
  }),
  defineCase({
    id: 'c05-uk-asr-discussed-consent',
    style: 'UK',
    asr: true,
    transcript:
      'patient complaining of toothache upper left six medical history no changes two six deep distal caries tender to percussion diagnosis irreversible pulpitis two six root canal treatment discussed patient agreed patient gave verbal consent plan root canal treatment two six',
    expect: {
      CC: 'Toothache 26',
      'MED HX': 'No changes',
      DENTAL: [['26', 'Deep D caries tender to percussion']],
      DX: ['Irreversible pulpitis 26'],
      CONSULT: 'Root canal treatment discussed. Patient agreed',
      CONSENT: 'Patient gave verbal consent',
      'TX PLAN': ['RCT 26'],
    },
  }),
  defineCase({
    id: 'c06-us-asr-radiograph-report',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for root canal number twelve no changes to medical history one carpule articaine four percent one to one hundred thousand epinephrine infiltration rubber dam placed canals obturated with gutta percha post op radiograph good seal core placed',
    expect: {
      CC: 'Root canal #12',
      'MED HX': 'No changes to medical history',
      RADIO: 'Post op radiograph good seal',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, infiltration',
        'Rubber dam placed',
        'Canals obturated with gutta percha',
        'Core placed',
      ],
      'TX TODAY': ['Obturation'],
    },
  }),
  defineCase({
    id: 'c07-uk-asr-advice-after-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'six year old attended with dad for check up medical history nil soft tissues healthy seven five distal caries fluoride varnish applied diet advice given to dad recall three months',
    expect: {
      CC: 'Check up',
      'MED HX': 'Nil',
      INTRA: 'Soft tissues healthy',
      DENTAL: [['75', 'D caries']],
      TX: ['Fluoride varnish applied'],
      'TX TODAY': ['Fluoride varnish'],
      CONSULT: 'Diet advice given to dad',
      NOTES: '6 year old attended with dad',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'c08-uk-asr-referral-plan',
    style: 'UK',
    asr: true,
    transcript:
      'patient complains of recurrent swelling lower right eight medical history nil opg four eight horizontally impacted close to canal diagnosis recurrent pericoronitis four eight referral to oral surgery for removal of four eight review as needed',
    expect: {
      CC: 'Recurrent swelling 48',
      'MED HX': 'Nil',
      RADIO: 'OPG 48 horizontally impacted close to canal',
      DX: ['Recurrent pericoronitis 48'],
      'TX PLAN': ['Referral to oral surgery for removal 48'],
      'F/U': 'Review as needed',
    },
  }),
  defineCase({
    id: 'c09-uk-asr-bitewing-report',
    style: 'UK',
    asr: true,
    transcript:
      'routine check up no complaints medical history no changes bpe one one two one one one two bitewings taken grade one caries four six mesial no other caries diagnosis caries four six plan mesial occlusal composite four six recall nine months',
    expect: {
      CC: 'Routine check up no complaints',
      'MED HX': 'No changes',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      RADIO: '2 bitewings taken grade 1 caries 46 mesial no other caries',
      DX: ['Caries 46'],
      'TX PLAN': ['MO composite 46'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'c10-us-asr-extraction-steps',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for extraction number one no changes to medical history consent signed one carpule articaine four percent one to one hundred thousand epinephrine buccal infiltration number one elevated and extracted with forceps socket irrigated with saline sutures placed gauze given post op instructions given',
    expect: {
      CC: 'Extraction #1',
      'MED HX': 'No changes to medical history',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration',
        '#1 elevated and extracted with forceps',
        'Socket irrigated with saline',
        'Sutures placed',
        'Gauze given',
        'Post op instructions given',
      ],
      'TX TODAY': ['Extraction #1'],
    },
  }),
  defineCase({
    id: 'c11-uk-asr-plan-list',
    style: 'UK',
    asr: true,
    transcript:
      'new patient exam medical history nil one seven grossly carious four five disto occlusal caries diagnosis caries four five unrestorable one seven plan extraction one seven disto occlusal composite four five bridge two four to two six next visit extraction one seven',
    expect: {
      CC: 'New patient exam',
      'MED HX': 'Nil',
      DENTAL: [
        ['17', 'Grossly carious'],
        ['45', 'DO caries'],
      ],
      DX: ['Caries 45', 'Unrestorable 17'],
      'TX PLAN': ['Extraction 17', 'DO composite 45', 'Bridge 24 to 26'],
      NV: ['Extraction 17'],
    },
  }),
  defineCase({
    id: 'c12-uk-asr-history-then-complaint',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment medical history fit and well broken filling lower left six sharp on tongue three six lost distal amalgam no pain vital temporary dressing placed review two weeks',
    expect: {
      CC: 'Emergency appointment. Broken filling 36 sharp on tongue',
      'MED HX': 'Fit and well',
      DENTAL: [['36', 'Lost D amalgam no pain vital']],
      TX: ['Temporary dressing placed'],
      'TX TODAY': ['Temporary dressing'],
      'F/U': 'Review 2 weeks',
    },
  }),
];
