import { expect, it } from 'vitest';
import { normaliseIntervals } from './intervals.ts';

it('writes slash intervals and fortnights as words, leaving dates and readings alone', () => {
  expect(normaliseIntervals('Review 2/52, recall 6/12, 1/7, 1/52')).toBe('Review 2 weeks, recall 6 months, 1 day, 1 week');
  expect(normaliseIntervals('review in a fortnight')).toBe('review in 2 weeks');
  expect(normaliseIntervals('seen 12/03/2024, BP 138/86')).toBe('seen 12/03/2024, BP 138/86');
});

it("leaves a curette's number alone", () => {
  expect(normaliseIntervals('SRP w/ Gracey 11/12 + 13/14. R/V 6/12')).toBe('SRP w/ Gracey 11/12 + 13/14. R/V 6 months');
});
