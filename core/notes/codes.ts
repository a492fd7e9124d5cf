// Letter-and-number codes said apart are written as one: shades ("shade a 2" → "shade A2",
// "shade selected a 1" → "shade selected A1", "Filtek Supreme a 1" → "Filtek Supreme A1", "composite a 2" → "composite A2") and file sizes ("ProTaper to f 2" → "ProTaper to F2").

export function normaliseCodes(text: string): string {
  return text.replace(
    /\b(shade(?:\s+(?:taken|selected|chosen|matched|recorded|confirmed|used|agreed|is|was))?|supreme|evoceram|tetric|venus|filtek|estelite|essentia|protaper|waveone|reciproc|to|size|composite|comp)(\s+)([a-f])\s?([1-4](?:\.5)?)\b(?!\s*(?:%|mm|ml|weeks?|days?|months?|years?|hours?|minutes?|times))/gi,
    (whole, word: string, space: string, letter: string, n: string) =>
      /^(?:to|size)$/i.test(word) && !/^[fs]$/i.test(letter) ? whole : `${word}${space}${letter.toUpperCase()}${n}`,
  );
}
