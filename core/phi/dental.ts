// Dental content that looks like an identifier and must survive: teeth in every notation, BPE/PSR scores,
// doses and ratios, intervals ("2/52"), G.V. Black classes. A candidate overlapping one is dropped.

const NUMBER = '(?:one|two|three|four|five|six|seven|eight)';
const DIGIT = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)';
const PATTERNS: RegExp[] = [
  // Palmer and quadrant words: UR6, ULE, "upper left six", "lower right eight".
  /\b(?:UR|UL|LR|LL)\s?[1-8A-E]\b/gi,
  new RegExp(`\\b(?:upper|lower|top|bottom)\\s+(?:left|right)\\s+(?:${NUMBER}|[1-8]|[a-e]|wisdom tooth|(?:first|second|third)\\s+(?:molar|premolar))\\b`, 'gi'),
  // Universal and FDI with a marker: #14, #K, tooth 36, number fourteen.
  /#\s?(?:\d{1,2}|[A-T])\b/g,
  /\b(?:tooth|teeth|number)\s+(?:\d{1,2}|[A-T])\b/gi,
  // FDI said digit by digit ("three six") and BPE said as digits: short runs, not a phone number.
  new RegExp(`(?<!\\b${DIGIT}\\s+)\\b${NUMBER}(?:\\s+(?:${NUMBER.slice(3, -1)}|zero)){1,5}\\b(?!\\s+${DIGIT}\\b)`, 'gi'),
  /\b(?:bpe|psr)\b[\s:]*(?:[0-4X*]\s*[/,]?\s*){3,6}/gi,
  /\b[0-4]\*?(?:\s[0-4]\*?){2}\s?\/\s?[0-4X]\*?(?:\s[0-4]\*?){2}\b/g,
  // Doses, concentrations, ratios, sizes.
  /\b\d+(?:[.,]\d+)?\s?(?:mg|ml|mls|%|ppm|mm|mcg|g|units?|cartridges?|carpules?)\b/gi,
  /\b1\s?:\s?[\d,]+k?\b/gi,
  /\b\d+(?:\.\d+)?\s?x\s?\d+(?:\.\d+)?\s?mm\b/gi,
  // Intervals: 2/52, 6/12, 5/7 (not part of a date with a year).
  /(?<![\d/])\d{1,2}\/(?:7|52|12)(?![\d/])/g,
  /\bclass\s+(?:I{1,3}|IV|V|VI|[1-6])\b/gi,
];

export function dentalSpans(text: string): [number, number][] {
  return PATTERNS.flatMap((re) => [...text.matchAll(re)].map((m): [number, number] => [m.index, m.index + m[0].trimEnd().length]));
}
