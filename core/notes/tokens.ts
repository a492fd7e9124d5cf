// Word tokens with their place in the text, so extractors can match on words and edit the text.

export interface Token {
  text: string;
  /** Lower case, for matching. */
  low: string;
  start: number;
  end: number;
}

/** Shortened words written with a full stop that ends no sentence ("4 canals located incl. MB2"). */
export const SHORTENED = 'incl|excl|vs|e\\.g|i\\.e';

// A word keeps inner punctuation that belongs to it: 2.2, 1:80,000, 4-0, c/o, #14, 40%, don't, a file's taper
// (30/.04), a shortened word's full stop (incl.).
// An entity placeholder (see markup.ts) is one token.
const TOKEN = new RegExp(`\u27E6\\d+\u27E7|(?<![\\p{L}\\p{N}])(?:${SHORTENED})\\.(?=\\s|$)|(?<![\\p{L}\\p{N}])w\\/(?=\\s|\\d)|#?[\\p{L}\\p{N}]+(?:['’.:,/-][\\p{L}\\p{N}]+|\\/\\.\\d+)*[%*]?|\\S`, 'giu');

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    // "w/" is written as said and read as "with".
    low: /^w\/$/i.test(m[0]) ? 'with' : m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export const isWord = (t: Token | undefined): boolean => !!t && /[\p{L}\p{N}#]/u.test(t.text[0]!);
