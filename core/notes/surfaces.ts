// Tooth surfaces: "mesial occlusal distal" → MOD, "disto-buccal" → DB; in chart entries and list items also
// a single surface that qualifies a lesion or restoration ("distal caries" → "D caries").

const ROOTS: [RegExp, string][] = [
  [/^mesi(?:al|o)/, 'M'],
  [/^dist(?:al|o)/, 'D'],
  [/^occlus(?:al|o)/, 'O'],
  [/^incis(?:al|o)/, 'I'],
  [/^bucc(?:al|o)/, 'B'],
  [/^faci(?:al|o)/, 'F'],
  [/^labi(?:al|o)/, 'La'],
  [/^lingu(?:al|o)/, 'L'],
  [/^palat(?:al|o)/, 'P'],
];
// Conventional order: MOD, MID, MB, DO, DB, BL.
const ORDER = ['M', 'O', 'I', 'D', 'B', 'F', 'La', 'L', 'P'];

/** Splits a word made only of surface names ("mesiobuccal", "occlusal") into letters; null otherwise. */
function surfaceLetters(word: string): string[] | null {
  let rest = word.toLowerCase().replace(/-/g, '');
  const letters: string[] = [];
  while (rest) {
    const hit = ROOTS.find(([re]) => re.test(rest));
    if (!hit) return null;
    letters.push(hit[1]);
    rest = rest.replace(hit[0], '');
  }
  return letters.length ? letters : null;
}

export function surfaceCode(letters: string[]): string {
  const unique = [...new Set(letters)];
  const rank = (l: string) => (l === 'D' && !unique.includes('M') ? -1 : ORDER.indexOf(l));
  return unique.sort((a, b) => rank(a) - rank(b)).join('');
}

/** A surface word or code said alone as its code ("mesial" → "M", "MO" → "MO"); null when it is none. */
export function surfaceCodeOf(word: string): string | null {
  if (/^(?:[MDOBLPIF]{1,4}|La)$/.test(word)) return word;
  const letters = surfaceLetters(word);
  return letters ? surfaceCode(letters) : null;
}

const SURFACE_WORD = '(?:mesi|dist|occlus|incis|bucc|faci|labi|lingu|palat)(?:al|o)';
const RUN = new RegExp(`\\b${SURFACE_WORD}(?:-?${SURFACE_WORD})*(?:[\\s-]+${SURFACE_WORD}(?:-?${SURFACE_WORD})*)*\\b`, 'gi');

/**
 * Abbreviates runs of two or more surfaces. Separate compound words stay separate ("mesiobuccal
 * mesiolingual" → "MB ML"); single-surface words said together merge ("mesial occlusal distal" → "MOD").
 */
export function abbreviateSurfaceRuns(text: string): string {
  return text.replace(RUN, (run) => {
    // Each group is either one compound word or consecutive single-surface words.
    const groups: { letters: string[]; words: string[] }[] = [];
    let open: { letters: string[]; words: string[] } | null = null;
    for (const w of run.split(/[\s-]+/)) {
      const letters = surfaceLetters(w);
      if (!letters) return run;
      if (letters.length > 1) {
        groups.push({ letters, words: [w] });
        open = null;
      } else if (open) {
        open.letters.push(...letters);
        open.words.push(w);
      } else groups.push((open = { letters: [...letters], words: [w] }));
    }
    if (groups.every((g) => g.letters.length === 1)) return run;
    return groups.map((g) => (g.letters.length > 1 ? surfaceCode(g.letters) : g.words[0]!)).join(' ');
  });
}

const SINGLE = '(?:mesial|distal|occlusal|incisal|buccal|facial|labial|lingual|palatal)';
const QUALIFIED =
  '(?:caries|carious|cavity|cavities|decay|restoration|restorations|filling|fillings|amalgam|amalgams|composite|composites|gic|rmgic|glass ionomer|cusp|cusps|root|roots|canal|canals|wall|margin|marginal ridge|stain|staining|wear|abrasion|abfraction|erosion|overhang|lesions?|crack)';
const LETTER: Record<string, string> = {
  mesial: 'M', distal: 'D', occlusal: 'O', incisal: 'I', buccal: 'B', facial: 'F', labial: 'La', lingual: 'L', palatal: 'P',
};

/**
 * For chart entries and list items: a single surface qualifying a lesion or restoration becomes its letter,
 * and one said after the noun moves in front of it ("caries on the distal" → "D caries").
 */
export function abbreviateSingleSurfaces(text: string): string {
  // Not a canal's name ("middle mesial canal"), nor the side a step came from ("accessed from palatal | canal was …").
  const before = new RegExp(`(?<!\\b(?:middle|from|via|through)\\s+)\\b${SINGLE}\\b(?=(?:\\s+[a-z]+){0,2}?\\s+${QUALIFIED}\\b)`, 'gi');
  // A Palmer primary tooth ("caries LLD") is no surface code.
  const after = new RegExp(`\\b(${QUALIFIED})(?:\\s+(?:on|at|of)(?:\\s+the)?)?\\s+(?![UL][LR][A-E]\\b)(${SINGLE}|[MDOIBLPF]{1,4})\\b(?=\\s*(?:$|[,.;]|(?:and|no|not|but)\\b))`, 'gi');
  // Moved in front of the words that say where or what the lesion is too ("root caries on the facial" → "F root caries",
  // "white spot lesions facial" → "F white spot lesions"), but not
  // of one that says how it came ("recurrent caries on the mesial" → "recurrent M caries").
  const kindAfter = new RegExp(`\\b((?:(?:root|cervical|white spot)\\s+)+)${after.source.slice(2)}`, 'gi');
  return text
    .replace(kindAfter, (_, kind: string, noun: string, surface: string) => `${LETTER[surface.toLowerCase()] ?? surface} ${kind}${noun}`)
    // A code is written in capitals; a lower-case word that only looks like one is no surface ("old composite off").
    .replace(after, (all: string, noun: string, surface: string) => (/^[a-z]{2,}$/.test(surface) && !(surface in LETTER) ? all : `${LETTER[surface.toLowerCase()] ?? surface} ${noun}`))
    .replace(before, (w) => LETTER[w.toLowerCase()]!);
}

/** Surface codes said in lower case ("mo composite") written as codes; "do" only before a lesion or restoration. */
export function upperCaseSurfaceCodes(text: string): string {
  // Not the verb before what is done ("we can do a root canal", "do the filling").
  const re = new RegExp(`\\b(mod|modb|mo|do|mi|mid|db|dl|mb|ml|mp|dp|ob|bl|[mdobp])\\b(?=\\s+(?:(?!(?:a|an|the|it|that|this|some|your|her|his|their|my)\\b)[a-z]+\\s+)?${QUALIFIED}\\b)`, 'g');
  return text.replace(re, (c) => c.toUpperCase());
}
