// Intervals: the UK shorthand N/7, N/52, N/12 (days, weeks, months) and "a fortnight" become words.

const UNIT: Record<string, string> = { '7': 'day', '52': 'week', '12': 'month' };

export function normaliseIntervals(text: string): string {
  return text
    // Not a curette's number ("Gracey 11/12 + 13/14").
    .replace(/(?<![\d/])(?<!\b(?:gracey|graceys|columbia|curettes?|mini|after five)\s)(\d{1,2})\s?\/\s?(52|12|7)(?![\d/])/gi, (_, n: string, d: string) => `${n} ${UNIT[d]}${n === '1' ? '' : 's'}`)
    .replace(/\b(?:a |one )?fortnight\b/gi, '2 weeks');
}
