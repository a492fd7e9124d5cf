import { pickQuote, QUOTES } from '../../core/quotes.ts';

/** Indexes of the quotes shown in the current round, so none repeats until all have been seen. */
const USED_QUOTES_KEY = 'chairside:used-quotes';

export function nextQuote(): string {
  const { index, used } = pickQuote(readUsed());
  localStorage.setItem(USED_QUOTES_KEY, JSON.stringify(used));
  return QUOTES[index]!;
}

function readUsed(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USED_QUOTES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((i): i is number => typeof i === 'number') : [];
  } catch {
    return [];
  }
}
