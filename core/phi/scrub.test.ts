import { describe, expect, it } from 'vitest';
import { scrubPhi } from './scrub.ts';

describe('scrubPhi', () => {
  it('replaces each identifier with a typed placeholder and reports it', () => {
    const r = scrubPhi('Patient Sarah Okonkwo, DOB 14/03/1972, phone 07700 900123, lives at 42 Elm Street, Leeds LS6 2AB.');
    expect(r.text).toBe('Patient [NAME], DOB [DATE], phone [PHONE], lives at [ADDRESS], [LOCATION] [POSTCODE].');
    expect(r.spans.map((s) => [s.type, s.text])).toEqual([
      ['NAME', 'Sarah Okonkwo'],
      ['DATE', '14/03/1972'],
      ['PHONE', '07700 900123'],
      ['ADDRESS', '42 Elm Street'],
      ['LOCATION', 'Leeds'],
      ['POSTCODE', 'LS6 2AB'],
    ]);
  });

  it('never touches dental content', () => {
    const dental =
      'UL6 DO caries, #14 MOD, tooth 36, upper left six, three six, BPE 2 1 2 / 2 1 3, bpe two one two two one three, ' +
      'LA 2.2 ml lidocaine 2% 1:80,000 adrenaline, 22,600 ppm Duraphat, review 2/52, recall 6/12, Rx 5/7, Class II div 1, ' +
      "Angle class III, Hutchinson incisors, Kennedy class II, Black class V, Williams probe, Bell's palsy, #K, LLE, 4.1 x 10 mm implant.";
    expect(scrubPhi(dental)).toEqual({ text: dental, spans: [] });
  });

  it('prefers the record number over a phone-shaped reading of it', () => {
    expect(scrubPhi('NHS number 485 777 3456').spans).toEqual([{ type: 'ID', start: 11, end: 23, text: '485 777 3456' }]);
  });
});
