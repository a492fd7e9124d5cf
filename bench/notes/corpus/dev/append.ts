// A dictation followed by spoken additions and edit instructions (appendToNotes).
import { defineCase } from '../case.ts';

export const appendCases = [
  defineCase({
    id: 'ap01-add-to-medical-history',
    style: 'UK',
    asr: false,
    transcript: 'Patient attended for check up. No complaints. MH no changes. BPE 1 1 1 / 1 1 1. 36 DO amalgam sound. Recall 6 months.',
    appends: ['Add allergy to latex to medical history.'],
    expect: {
      CC: 'Check up. No complaints',
      'MED HX': 'No changes. Allergy to latex',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [['36', 'DO amalgam sound']],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ap02-change-tooth',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with pain lower left diagnosis irreversible pulpitis three six extirpation done today next visit complete root canal three six',
    appends: ['change three six to three seven'],
    expect: {
      CC: 'Pain lower left',
      DX: ['Irreversible pulpitis 37'],
      TX: ['Extirpation done today'],
      'TX TODAY': ['Extirpation'],
      NV: ['Complete RCT 37'],
    },
  }),
  defineCase({
    id: 'ap03-next-visit',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript: 'Pt presents for recall. PSR 2 2 2 / 2 2 2. #14 MO caries. Prophy completed. RTC 6 months.',
    appends: ['next visit mo composite number fourteen'],
    expect: {
      CC: 'Recall',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [['14', 'MO caries']],
      TX: ['Prophy completed'],
      'TX TODAY': ['Prophy'],
      'F/U': 'RTC 6 months',
      NV: ['MO composite #14'],
    },
  }),
  defineCase({
    id: 'ap04-remove-and-add',
    style: 'UK',
    asr: false,
    transcript: 'C/O sensitivity upper right. MH NAD. 15 buccal abrasion. Dx: abrasion 15. Plan: B composite 15 and fluoride varnish.',
    appends: ['remove fluoride varnish', 'add diagnosis dentine hypersensitivity one five'],
    expect: {
      CC: 'Sensitivity upper right',
      'MED HX': 'NAD',
      DENTAL: [['15', 'B abrasion']],
      DX: ['Abrasion 15', 'Dentine hypersensitivity 15'],
      'TX PLAN': ['B composite 15'],
    },
  }),
  defineCase({
    id: 'ap05-scratch-inside-append',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of four eight consent signed la two cartridges articaine right id block four eight extracted post op instructions given',
    appends: ['add review in one week scratch that add review in two weeks'],
    expect: {
      CC: 'Extraction of 48',
      CONSENT: 'Consent signed',
      TX: ['LA: 2 cartridges articaine, IDB right', '48 extracted', 'Post op instructions given'],
      'TX TODAY': ['Extraction 48'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'ap06-plain-dictation-merged',
    style: 'UK',
    asr: false,
    transcript: 'Routine exam. MH no changes. Soft tissues healthy. Recall 12 months.',
    appends: ['bitewings taken no caries bpe one one one one one one'],
    expect: {
      CC: 'Routine exam',
      'MED HX': 'No changes',
      INTRA: 'Soft tissues healthy',
      'F/U': 'Recall 12 months',
      RADIO: 'Bitewings taken no caries',
      PERIO: 'BPE 1 1 1 / 1 1 1',
    },
  }),
  defineCase({
    id: 'ap07-replace-material',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for crown prep #19. LA: 2 carpules articaine 4% 1:100,000 epi, left IANB. Prepped #19 for PFM crown. Temporary crown cemented. Next visit: seat crown #19.',
    appends: ['replace PFM with zirconia'],
    expect: {
      CC: 'Crown prep #19',
      TX: ['LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left', 'Prepped #19 for zirconia crown', 'Temporary crown cemented'],
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      NV: ['Crown fit #19'],
    },
  }),
  defineCase({
    id: 'ap08-palmer-next-visit-replaced',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript: 'UL6 MOD composite placed under LA. Next visit scale and polish.',
    appends: ['next visit check up and bitewings'],
    expect: {
      TX: ['UL6 MOD composite placed under LA'],
      'TX TODAY': ['MOD composite UL6'],
      NV: ['Check up and bitewings'],
    },
  }),
  defineCase({
    id: 'ap09-remove-tooth',
    style: 'UK',
    asr: false,
    transcript: 'O/E 46 MO caries, 47 DO caries, 48 partially erupted. Dx caries 46 47.',
    appends: ['remove four eight'],
    expect: {
      DENTAL: [
        ['46', 'MO caries'],
        ['47', 'DO caries'],
      ],
      DX: ['Caries 46, 47'],
    },
  }),
];
