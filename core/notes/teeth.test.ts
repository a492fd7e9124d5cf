import { describe, expect, it } from 'vitest';
import { archRange, fdiToPalmer, fdiToUniversal, formatTooth, isFdi, mirrorTooth, palmerToFdi, universalToFdi } from './teeth.ts';
import { generateNotes } from './engine.ts';

// Written out by hand, in Universal order (1 … 32, A … T), so the conversions are checked against an
// independent table rather than against their own arithmetic.
const PERMANENT: [universal: string, fdi: string, palmer: string][] = [
  ['1', '18', 'UR8'], ['2', '17', 'UR7'], ['3', '16', 'UR6'], ['4', '15', 'UR5'], ['5', '14', 'UR4'], ['6', '13', 'UR3'],
  ['7', '12', 'UR2'], ['8', '11', 'UR1'], ['9', '21', 'UL1'], ['10', '22', 'UL2'], ['11', '23', 'UL3'], ['12', '24', 'UL4'],
  ['13', '25', 'UL5'], ['14', '26', 'UL6'], ['15', '27', 'UL7'], ['16', '28', 'UL8'], ['17', '38', 'LL8'], ['18', '37', 'LL7'],
  ['19', '36', 'LL6'], ['20', '35', 'LL5'], ['21', '34', 'LL4'], ['22', '33', 'LL3'], ['23', '32', 'LL2'], ['24', '31', 'LL1'],
  ['25', '41', 'LR1'], ['26', '42', 'LR2'], ['27', '43', 'LR3'], ['28', '44', 'LR4'], ['29', '45', 'LR5'], ['30', '46', 'LR6'],
  ['31', '47', 'LR7'], ['32', '48', 'LR8'],
];
const PRIMARY: [universal: string, fdi: string, palmer: string][] = [
  ['A', '55', 'URE'], ['B', '54', 'URD'], ['C', '53', 'URC'], ['D', '52', 'URB'], ['E', '51', 'URA'], ['F', '61', 'ULA'],
  ['G', '62', 'ULB'], ['H', '63', 'ULC'], ['I', '64', 'ULD'], ['J', '65', 'ULE'], ['K', '75', 'LLE'], ['L', '74', 'LLD'],
  ['M', '73', 'LLC'], ['N', '72', 'LLB'], ['O', '71', 'LLA'], ['P', '81', 'LRA'], ['Q', '82', 'LRB'], ['R', '83', 'LRC'],
  ['S', '84', 'LRD'], ['T', '85', 'LRE'],
];

describe('tooth notation', () => {
  it.each([...PERMANENT, ...PRIMARY])('Universal %s ⇄ FDI %s ⇄ Palmer %s', (universal, fdi, palmer) => {
    expect(universalToFdi(universal)).toBe(fdi);
    expect(fdiToUniversal(fdi)).toBe(universal);
    expect(fdiToPalmer(fdi)).toBe(palmer);
    expect(palmerToFdi(palmer)).toBe(fdi);
    expect(palmerToFdi(palmer.toLowerCase())).toBe(fdi);
    expect(isFdi(fdi)).toBe(true);
  });

  it('matches the reference checks', () => {
    expect(['3', '8', '9', '14', '19', '30', '32'].map(universalToFdi)).toEqual(['16', '11', '21', '26', '36', '46', '48']);
  });

  it('rejects codes that are not teeth', () => {
    for (const code of ['10', '19', '49', '56', '59', '86', '90', '7']) expect(isFdi(code)).toBe(false);
    expect(universalToFdi('0')).toBeNull();
    expect(universalToFdi('33')).toBeNull();
    expect(universalToFdi('U')).toBeNull();
    expect(palmerToFdi('UR9')).toBeNull();
    expect(palmerToFdi('UX6')).toBeNull();
  });

  it('writes a tooth in the chosen numbering, with # for Universal inside sentences', () => {
    expect(formatTooth('36', 'fdi', 'text')).toBe('36');
    expect(formatTooth('36', 'universal', 'text')).toBe('#19');
    expect(formatTooth('36', 'universal', 'chart')).toBe('19');
    expect(formatTooth('85', 'universal', 'chart')).toBe('T');
    expect(formatTooth('36', 'palmer', 'chart')).toBe('LL6');
    expect(formatTooth('55', 'palmer', 'text')).toBe('URE');
  });

  it('walks an arch from one tooth to another, across the midline too, and only within one arch', () => {
    expect(archRange('18', '14')).toEqual(['18', '17', '16', '15', '14']);
    expect(archRange('13', '23')).toEqual(['13', '12', '11', '21', '22', '23']);
    expect(archRange('45', '43')).toEqual(['45', '44', '43']);
    expect(archRange('42', '32')).toEqual(['42', '41', '31', '32']);
    expect(archRange('55', '53')).toEqual(['55', '54', '53']);
    expect(archRange('16', '36')).toBeNull();
    expect(archRange('16', '54')).toBeNull();
  });

  it('finds the same tooth on the other side of the arch', () => {
    expect(['16', '26', '47', '37', '85', '64'].map(mirrorTooth)).toEqual(['26', '16', '37', '47', '75', '54']);
  });
});

describe('teeth: readings of the more99 round', () => {
  it('reads no tooth in a respiratory rate', () => {
    expect(generateNotes('extra oral temperature thirty eight pulse ninety resp rate twenty four').OE.DENTAL).toEqual([]);
  });
});
