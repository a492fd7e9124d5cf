import { describe, expect, it } from 'vitest';
import { isPastVerb } from './past-tense.ts';
import { tokenize } from './tokens.ts';

const at = (text: string, word: string) => {
  const toks = tokenize(text);
  return isPastVerb(toks, toks.findIndex((t) => t.low === word));
};

describe('isPastVerb', () => {
  it('reads verbs ending in -ed', () => {
    expect(at('polished with fine paste flossed interdentally', 'flossed')).toBe(true);
    expect(at('tooth elevated', 'elevated')).toBe(true);
  });
  it('does not read nouns that only end like one', () => {
    expect(at('caries excavated using slow speed round bur', 'speed')).toBe(false);
    expect(at('no bleed on probing', 'bleed')).toBe(false);
  });
  it('does not read the participle of a compound adjective', () => {
    expect(at('cemented with resin modified glass ionomer', 'modified')).toBe(false);
    expect(at('placed light cured composite', 'cured')).toBe(false);
    expect(at('oral hygiene instruction given with single tufted brush', 'tufted')).toBe(false);
  });
  it('reads the irregular participles of treatment steps, not after an article or auxiliary', () => {
    expect(at('incision made with a scalpel', 'made')).toBe(true);
    expect(at('final impression taken with putty', 'taken')).toBe(true);
    expect(at('a made appointment', 'made')).toBe(false);
  });
});
