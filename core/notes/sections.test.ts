import { describe, expect, it } from 'vitest';
import { render } from './markup.ts';
import { prepare } from './prepare.ts';
import { segment } from './sections.ts';

const clauses = (said: string) => {
  const doc = prepare(said, 'fdi');
  return segment(doc).map((c) => `${c.section}: ${render(doc, c.text).trim()}`);
};

describe('sections', () => {
  it('finds sections by header words, dropping them', () => {
    expect(clauses('Medical history: no changes. Extra-oral: NAD. Diagnosis: caries 36.')).toEqual([
      'MEDHX: no changes.',
      'EXTRA: NAD.',
      'DX: caries 36.',
    ]);
  });

  it('splits unpunctuated speech at cues and keeps content words', () => {
    expect(clauses('patient complains of pain lower left medical history allergic to penicillin bitewings taken no caries')).toEqual([
      'CC: pain lower left',
      'MEDHX: allergic to penicillin',
      'RADIO: bitewings taken no caries',
    ]);
  });

  it('starts a chart entry at a tooth in the examination', () => {
    expect(clauses('intra oral soft tissues healthy three six distal caries four six sound')).toEqual([
      'INTRA: soft tissues healthy',
      'DENTAL: 36 distal caries 46 sound',
    ]);
  });

  it('keeps a tooth with the complaint when a cue follows it, and splits advice after a prescription', () => {
    expect(clauses('patient here for filling three seven no changes to medical history')).toEqual([
      'CC: filling 37',
      'MEDHX: no changes to medical history',
    ]);
    expect(clauses('amoxicillin five hundred milligrams prescribed advised salt water rinses')).toEqual([
      'TX: amoxicillin 500 mg prescribed',
      'CONSULT: advised salt water rinses',
    ]);
  });

  it('in run-on speech, takes in the procedure discussed and who gave consent', () => {
    expect(clauses('diagnosis caries three six extraction discussed patient agreed patient gave verbal consent')).toEqual([
      'DX: caries 36',
      'CONSULT: extraction discussed patient agreed',
      'CONSENT: patient gave verbal consent',
    ]);
    expect(clauses('diagnosis caries three six discussed risks of extraction')).toEqual(['DX: caries 36', 'CONSULT: discussed risks of extraction']);
  });

  it('ends a closed medical-history answer in run-on speech', () => {
    expect(clauses('medical history nil loose filling upper right')).toEqual(['MEDHX: nil', 'CC: loose filling upper right']);
    expect(clauses('medical history nil diabetic')).toEqual(['MEDHX: nil diabetic']);
  });

  it('places sentences without a cue by content, else keeps the section', () => {
    expect(clauses('Lost filling yesterday. No pain. MH: nil. Healing well.')).toEqual([
      'CC: Lost filling yesterday.',
      'CC: No pain.',
      'MEDHX: nil.',
      'INTRA: Healing well.',
    ]);
  });

  it('treats a procedure said as done as today\'s treatment, and a planned one as plan', () => {
    expect(clauses('Plan: RCT 46. Fluoride varnish applied.')).toEqual(['PLAN: RCT 46.', 'TX: Fluoride varnish applied.']);
  });

  it('drops the clause before "scratch that"', () => {
    expect(clauses('BPE 2 2 3 2 2 2. Scratch that. BPE 2 2 2 2 2 2.')).toEqual(['PERIO: BPE 2 2 2 / 2 2 2.']);
  });
});
