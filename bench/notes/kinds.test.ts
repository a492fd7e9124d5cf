import { expect, it } from 'vitest';
import type { DentalEntry } from '../../core/notes/schema.ts';
import { dentalKinds, listKinds } from './kinds.ts';

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

it('names list error kinds: joined, split too much, extra words, missing', () => {
  const joined = listKinds(['Rubber dam placed', 'Caries removed', 'OHI'], ['Rubber dam placed caries removed']);
  expect(Object.fromEntries(joined)).toEqual({ 'items joined (not split)': 1, 'item missing': 1 });
  const split = listKinds(['Socket compressed with gauze'], ['Socket compressed', 'with gauze']);
  expect(Object.fromEntries(split)).toEqual({ 'item split too much': 1 });
  expect(Object.fromEntries(listKinds(['Crown 46'], ['Crown 46 discussed']))).toEqual({ 'item has extra words': 1 });
});
