import { expect, it } from 'vitest';
import { emptyNotes, type DentalEntry } from '../../core/notes/schema.ts';
import { dentalKinds, listKinds, misplacedKinds, textKinds } from './kinds.ts';
import { fieldItems } from './score.ts';

const d = (toothNumber: string, condition: string): DentalEntry => ({ toothNumber, notationSystem: 'FDI', condition, fracture: null });

it('names DENTAL error kinds: missing, extra, surface formatting, extra words, notation', () => {
  const kinds = dentalKinds(
    [d('36', 'MO caries'), d('46', 'Sound'), d('17', 'Missing'), d('26', 'Buccal abrasion')],
    [d('36', 'mesial occlusal caries'), d('46', 'Sound tender to percussion'), d('UR7', 'Missing'), d('11', 'Crown'), d('26', 'Buccal abrasion')],
  );
  expect(Object.fromEntries(kinds)).toEqual({
    'right tooth, surface formatting': 1,
    'right tooth, condition has extra words at the end': 1,
    'notation difference': 1,
    'extra tooth entry': 1,
  });
  expect(Object.fromEntries(dentalKinds([d('36', 'Caries')], []))).toEqual({ 'missing tooth entry': 1 });
});

it('says where a finding the engine did not chart went', () => {
  const notes = emptyNotes();
  notes.OE.INTRA = 'Soft tissues healthy. 36 deep D caries';
  notes.TX = ['Composite 46'];
  const kinds = dentalKinds([d('36', 'Deep D caries'), d('46', 'O caries'), d('11', 'Crown')], [], new Map(), notes);
  expect(Object.fromEntries(kinds)).toEqual({
    'missing tooth entry, finding in INTRA': 1,
    'missing tooth entry, tooth only in TX': 1,
    'missing tooth entry, tooth nowhere': 1,
  });
});

it('names list error kinds: joined, split too much, extra words, missing', () => {
  const joined = listKinds(['Rubber dam placed', 'Caries removed', 'OHI'], ['Rubber dam placed caries removed']);
  expect(Object.fromEntries(joined)).toEqual({ 'items joined (not split)': 1, 'item missing': 1 });
  const split = listKinds(['Socket compressed with gauze'], ['Socket compressed', 'with gauze']);
  expect(Object.fromEntries(split)).toEqual({ 'item split too much': 1 });
  expect(Object.fromEntries(listKinds(['Crown 46'], ['Crown 46 discussed']))).toEqual({ 'item has extra words': 1 });
});

it('names text field error kinds: left empty, filled when nothing was said, words extra or missing at the end', () => {
  expect(Object.fromEntries(textKinds('PA 46: no periapical change', ''))).toEqual({ 'left empty': 1 });
  expect(Object.fromEntries(textKinds('', 'Patient happy'))).toEqual({ 'filled, nothing expected': 1 });
  expect(Object.fromEntries(textKinds('Bitewings taken, no caries', 'Bitewings taken no caries good cooperation'))).toEqual({ 'has extra words at the end': 1 });
  expect(Object.fromEntries(textKinds('Pain lower left for 2 weeks', 'Pain lower left'))).toEqual({ 'missing words at the end': 1 });
  expect(textKinds('NAD', 'NAD').size).toBe(0);
});

it('names items filed in the wrong field, both ways, and nothing when every item is where it belongs', () => {
  const expected = { ...emptyNotes(), TX: ['Extraction 38'], CONSULT: 'Fee 450, 200 paid today', NOTES: 'Patient nervous' };
  const actual = { ...emptyNotes(), TX: ['Extraction 38', 'Fee 450', '200 paid today'], NOTES: 'Patient nervous' };
  // One misfiling is seen from both fields: items in excess in one, text missing from the other.
  expect(Object.fromEntries(misplacedKinds(expected, actual, fieldItems))).toEqual({ 'TX extra, expected in CONSULT': 2, 'CONSULT missing, produced in TX': 1 });
  expect(Object.fromEntries(misplacedKinds(actual, expected, fieldItems))).toEqual({ 'TX missing, produced in CONSULT': 2, 'CONSULT extra, expected in TX': 1 });
  expect(misplacedKinds(expected, expected, fieldItems).size).toBe(0);
});
