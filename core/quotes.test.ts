import { describe, expect, it } from 'vitest';
import { pickQuote, QUOTES } from './quotes.ts';

describe('motivational quotes', () => {
  it('has about seventy distinct quotes', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(65);
    expect(new Set(QUOTES).size).toBe(QUOTES.length);
  });

  it('shows every quote once before any repeats', () => {
    let used: number[] = [];
    const seen: number[] = [];
    for (let i = 0; i < QUOTES.length; i++) {
      const pick = pickQuote(used);
      seen.push(pick.index);
      used = pick.used;
    }
    expect(new Set(seen).size).toBe(QUOTES.length);
  });

  it('starts a new round once all were shown, without repeating the last one at once', () => {
    const all = [...QUOTES.keys()];
    const last = all.at(-1)!;
    for (const r of [0, 0.5, 0.999]) {
      const pick = pickQuote(all, () => r);
      expect(pick.index).not.toBe(last);
      expect(pick.used).toEqual([pick.index]);
    }
  });

  it('ignores stored indexes that are out of range', () => {
    expect(pickQuote([-1, 9999, 1.5], () => 0, 3)).toEqual({ index: 0, used: [0] });
  });
});
