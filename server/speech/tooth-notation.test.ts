import { describe, expect, it } from 'vitest';
import { numberToWords, wordsToDigits } from './number-words.ts';
import { allTeeth, speak, universal } from './tooth-notation.ts';

describe('tooth notation', () => {
  it('maps FDI to Universal as in the dental reference', () => {
    const u = (fdi: number) => universal({ quadrant: Math.floor(fdi / 10), position: fdi % 10 });
    expect([16, 11, 21, 26, 36, 46, 48, 18, 38].map(u)).toEqual(['3', '8', '9', '14', '19', '30', '32', '1', '17']);
    expect([55, 65, 75, 85, 51, 81].map(u)).toEqual(['A', 'J', 'K', 'T', 'E', 'P']);
    expect(new Set(allTeeth().map(universal)).size).toBe(52);
  });

  it('says a tooth in each notation', () => {
    expect(speak({ quadrant: 3, position: 6 })).toEqual({ fdi: 'three six', palmer: 'lower left six', universal: 'number nineteen', name: 'lower left first molar' });
    expect(speak({ quadrant: 5, position: 4 })).toMatchObject({ fdi: 'five four', palmer: 'upper right D', universal: 'B' });
  });
});

describe('number words', () => {
  it('round-trips numbers through words', () => {
    for (const n of [0, 7, 13, 20, 46, 100, 120, 600, 1000, 2200, 22600, 80000, 100000, 999999]) {
      expect(wordsToDigits(numberToWords(n).split(' '))).toEqual([String(n)]);
      expect(wordsToDigits(numberToWords(n, true).split(' '))).toEqual([String(n)]);
    }
  });
});
