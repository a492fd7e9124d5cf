import { expect, it } from 'vitest';
import { emptyNotes } from '../../core/notes/schema.ts';
import { compare, f1, fieldItems, normalise } from './score.ts';

it('normalises case, punctuation and whitespace', () => {
  expect(normalise('  LA: 2.2 ml,  IDB left. ')).toBe('la 2 2 ml idb left');
});

it('counts nothing for fields with nothing said, and one item per element otherwise', () => {
  const notes = emptyNotes();
  expect(fieldItems(notes, 'CC')).toEqual([]);
  expect(fieldItems(notes, 'NOTES')).toEqual([]);
  expect(fieldItems(notes, 'TX')).toEqual([]);
  notes.DX = ['Caries 36', 'Pulpitis'];
  notes.OE.DENTAL = [{ toothNumber: '36', notationSystem: 'FDI', condition: 'DO caries', fracture: null }];
  expect(fieldItems(notes, 'DX')).toEqual(['caries 36', 'pulpitis']);
  expect(fieldItems(notes, 'DENTAL')).toEqual(['36 do caries']);
});

it('compares items as multisets and scores them', () => {
  const r = compare(['a', 'b', 'b'], ['b', 'c']);
  expect(r).toMatchObject({ tp: 1, fp: 1, fn: 2, missed: ['a', 'b'], extra: ['c'] });
  expect(f1({ tp: 1, fp: 1, fn: 1 }).f).toBeCloseTo(0.5);
  expect(f1({ tp: 0, fp: 0, fn: 0 })).toEqual({ p: 1, r: 1, f: 1 });
});
