import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_MODEL } from './adapted-model.ts';
import { dentalCorpus } from './dental-corpus.ts';
import { festivalLexicon } from '../../bench/stt/festival-lexicon.ts';
import { ABBREVIATIONS, SPOKEN_VARIANTS, UK_TO_US_SPELLING } from './dental-terms.ts';
import { allTeeth, speak } from './tooth-notation.ts';
import { dentalLexicon, dentalWords, invalidPhones, mergeLexicons, readLexicon, writeLexicon, type Lexicon } from './dictionary.ts';

const haveCmudict = existsSync(BASE_MODEL.dict);
const general: Lexicon = haveCmudict ? readLexicon(BASE_MODEL.dict) : new Map();
const merged = mergeLexicons(general, dentalLexicon());
if (!haveCmudict) console.warn(`skipping dictionary merge tests: ${BASE_MODEL.dict} missing (apt-get install pocketsphinx-en-us)`);

describe('dental pronunciations', () => {
  it('use only phones of the en-us acoustic model', () => {
    const bad = [...dentalLexicon()].flatMap(([w, prons]) => prons.filter((p) => invalidPhones(p).length > 0).map((p) => `${w}: ${p}`));
    expect(bad).toEqual([]);
  });

  it('spell abbreviations letter by letter, UK and US letter names included', () => {
    const lexicon = dentalLexicon();
    expect(lexicon.get('bpe')).toEqual(['B IY P IY IY']);
    expect(lexicon.get('tmj')).toEqual(['T IY EH M JH EY']);
    expect(lexicon.get('ohi')).toEqual(['OW EY CH AY', 'OW HH EY CH AY']);
    for (const token of Object.keys(ABBREVIATIONS)) expect(token).toMatch(/^[a-z]+$/);
  });
});

describe.skipIf(!haveCmudict)('merged dictionary', () => {
  it('has a valid pronunciation for every word of every dental term', () => {
    const missing = dentalWords().filter((w) => !merged.get(w)?.length);
    expect(missing).toEqual([]);
    const invalid = dentalWords().flatMap((w) => merged.get(w)!.filter((p) => invalidPhones(p).length > 0).map((p) => `${w}: ${p}`));
    expect(invalid).toEqual([]);
  });

  it('covers every word of the dental corpus', () => {
    const words = new Set(dentalCorpus().flatMap((s) => s.split(' ')));
    expect([...words].filter((w) => !merged.has(w))).toEqual([]);
  });

  it('keeps CMUdict and adds clinicians’ variants to it', () => {
    expect(merged.get('buccal')).toEqual([...general.get('buccal')!, 'B AH K AH L']);
    expect(merged.size).toBeGreaterThan(general.size);
    const lost = [...general].filter(([w, prons]) => !prons.every((p) => merged.get(w)?.includes(p)));
    expect(lost).toEqual([]);
  });

  it('hears tooth numbers said quickly or with a UK accent, keeping the careful form', () => {
    expect(merged.get('six')).toEqual(['S IH K S', 'S EH K S']);
    expect(merged.get('number')).toContain('N AH M B AH');
    for (const [word, variants] of Object.entries(SPOKEN_VARIANTS)) {
      expect(merged.get(word)!.slice(0, general.get(word)!.length), word).toEqual(general.get(word));
      for (const v of variants) expect(merged.get(word), word).toContain(v);
    }
    // Every word of every tooth in every notation can be recognised.
    const words = new Set(allTeeth().flatMap((t) => Object.values(speak(t)).flatMap((s) => s.toLowerCase().split(' '))));
    expect([...words].filter((w) => !merged.get(w)?.length)).toEqual([]);
    // The synthetic dentist is not made to say the variants the recogniser listens for.
    for (const word of Object.keys(SPOKEN_VARIANTS)) expect(festivalLexicon()).not.toContain(`"${word}"`);
  });

  it('gives UK and US spellings the same pronunciations', () => {
    for (const [uk, us] of Object.entries(UK_TO_US_SPELLING)) {
      if (!merged.has(uk) && !merged.has(us)) continue;
      expect(new Set(merged.get(uk)), uk).toEqual(new Set(merged.get(us)));
    }
  });

  it('writes CMUdict format with numbered alternates, only for the requested vocabulary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dict-'));
    try {
      expect(writeLexicon(merged, ['caries', 'articaine', '<s>', 'notaword'], join(dir, 'd.dict'))).toEqual({ written: 2, missing: ['notaword'] });
      expect(readFileSync(join(dir, 'd.dict'), 'utf8').trim().split('\n')).toEqual([
        'articaine AA R T IH K EY N',
        'articaine(2) AA R T AH K EY N',
        'caries K EH R IY Z',
        'caries(2) K AE R IY Z',
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
