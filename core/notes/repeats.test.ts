import { describe, expect, it } from 'vitest';
import { newItems, newSentences, saysAlready } from './repeats.ts';

describe('repeated additions', () => {
  it('finds a phrase as whole words, ignoring case and punctuation', () => {
    expect(saysAlready('No changes. Allergic to penicillin', 'allergic to penicillin')).toBe(true);
    expect(saysAlready('No changes', 'no change')).toBe(false);
    expect(saysAlready('Recall 6 months', 'recall 16 months')).toBe(false);
    expect(saysAlready('Anything', '')).toBe(false);
  });

  it('keeps only the sentences a text field does not already say', () => {
    expect(newSentences('No changes', 'No changes. Allergy to latex')).toBe('Allergy to latex');
    expect(newSentences('No changes. Allergy to latex', 'Allergy to latex.')).toBe('');
    // Run-on speech repeats a whole sentence of the field at the start of a new one.
    expect(newSentences('No changes', 'no changes allergy to latex')).toBe('Allergy to latex');
    expect(newSentences('Allergic to penicillin', 'allergic to latex')).toBe('allergic to latex');
  });

  it('keeps only list items not already held, once each', () => {
    expect(newItems(['Prophy completed', 'OHI given'], ['OHI given', 'Fluoride varnish applied', 'Fluoride varnish applied'])).toEqual([
      'Fluoride varnish applied',
    ]);
    expect(newItems(['Caries 36'], ['Caries 36, 37'])).toEqual(['Caries 36, 37']);
  });
});
