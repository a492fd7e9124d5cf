import { PRONUNCIATIONS } from '../../server/speech/dental-terms.ts';

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/**
 * Festival's letter-to-sound rules mangle dental words ("bitewings" → "bih-TINGZ", "caries" →
 * "KAR-eez"), which would make the synthetic dentist say words no dentist says. These lexicon
 * entries make it use the first pronunciation of our dictionary instead. Our pronunciations carry no
 * stress, so the first full vowel is stressed and unstressed AH is reduced to schwa (festival's "ax").
 */
export function festivalLexicon(): string {
  return Object.entries(PRONUNCIATIONS)
    .map(([word, [first]]) => `(lex.add.entry (list "${word}" nil (lex.syllabify.phstress '(${festivalPhones(first!)}))))`)
    .join('\n');
}

function festivalPhones(pronunciation: string): string {
  const phones = pronunciation.split(' ');
  const fullVowel = phones.findIndex((p) => VOWELS.has(p) && p !== 'AH');
  const primary = fullVowel >= 0 ? fullVowel : phones.findIndex((p) => VOWELS.has(p));
  return phones
    .map((p, i) => {
      if (!VOWELS.has(p)) return p.toLowerCase();
      if (i === primary) return `${p.toLowerCase()}1`;
      return p === 'AH' ? 'ax0' : `${p.toLowerCase()}0`;
    })
    .join(' ');
}
