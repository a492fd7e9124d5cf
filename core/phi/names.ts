// People's names. Without a huge list, names are found by cues ("Mrs …", "patient …", "her husband …",
// "referred by …", "my name is …"), by capitals beside such a cue, and by a compact list of common first
// names and surnames. Surnames dentistry uses as terms ("Hutchinson incisors") need a cue.
import { AMBIGUOUS_NAMES, EPONYMS, FIRST_NAMES, NOT_NAMES, RELATIONS, ROLES, SURNAMES, TITLES } from './lexicon.ts';
import type { Found } from './patterns.ts';

interface Word {
  text: string;
  low: string;
  start: number;
  end: number;
}

/** Phrases after which the next word is a name. */
const CUE_PHRASES = [
  'my name is', 'name is', 'named', 'called', 'patient', 'pt', 'referred by', 'seen by', 'treated by',
  'under the care of', 'care of', 'accompanied by', 'dictating for', 'on behalf of', 'dear', 'hi', 'hello',
  'thanks', 'thank you', 'signed', 'this is', 'i am', "i'm", 'speaking to', 'spoke to', 'spoke with',
].map((p) => p.split(' '));

const capitalised = (w: Word) => /^[A-Z][a-z'’-]+$/.test(w.text) || /^[A-Z][a-z]*[A-Z][a-z]+$/.test(w.text);
const listed = (low: string) => FIRST_NAMES.has(low) || SURNAMES.has(low);
/** Unmistakably a name on its own: in a list, and not an ordinary word or a dental eponym. */
const plainName = (low: string) => listed(low) && !AMBIGUOUS_NAMES.has(low) && !EPONYMS.has(low);

function words(text: string): Word[] {
  return [...text.matchAll(/[\p{L}][\p{L}'’-]*/gu)].map((m) => {
    // "Adeyemi's" is the name Adeyemi.
    const bare = m[0].replace(/['’]s$/i, '');
    return { text: bare, low: bare.toLowerCase().replace(/['’]/g, ''), start: m.index, end: m.index + bare.length };
  });
}

export function names(text: string): Found[] {
  const ws = words(text);
  // Recogniser output is all lower case: there a name after a cue cannot be told by its capital.
  const spoken = !/[A-Z]/.test(text);
  const taken = new Set<number>();
  const found: Found[] = [];
  /** Words separated only by spaces (not a comma or full stop) can be one name. */
  const adjacent = (a: Word, b: Word) => /^\s+$/.test(text.slice(a.end, b.start));
  const take = (from: number, to: number) => {
    for (let k = from; k <= to; k++) taken.add(k);
    found.push({ type: 'NAME', start: ws[from]!.start, end: ws[to]!.end });
  };
  /** How far a name starting at ws[i] runs: further capitalised words, or listed names in lower case. */
  const extend = (i: number, lowerText: boolean) => {
    let j = i;
    while (j + 1 < ws.length && j - i < 2 && adjacent(ws[j]!, ws[j + 1]!)) {
      const n = ws[j + 1]!;
      const ok = NOT_NAMES.has(n.low) || TITLES.has(n.low) ? false : capitalised(n) || (lowerText && listed(n.low));
      if (!ok) break;
      j++;
    }
    return j;
  };
  /**
   * Whether ws[i] can be a name right after a cue. In lower-case speech any unlisted word can follow a
   * title or "my name is"; after weaker cues ("her son", "hygienist") only a listed name.
   */
  const afterCue = (i: number, strong: boolean) => {
    const w = ws[i];
    if (!w || taken.has(i) || NOT_NAMES.has(w.low) || TITLES.has(w.low) || RELATIONS.has(w.low) || ROLES.has(w.low)) return false;
    if (capitalised(w)) return true;
    if (!spoken) return false;
    const known = listed(w.low) || AMBIGUOUS_NAMES.has(w.low) || EPONYMS.has(w.low);
    return known || (strong && /^[a-z][a-z'’-]{2,}$/.test(w.text) && !/(?:ing|ed|ly|s)$/.test(w.low));
  };

  /**
   * Whether the word before a listed surname is the first name ("Precious Moyo", "ravi patel"): a listed
   * or ambiguous name, or a capitalised word that does not just open a sentence.
   */
  const startsBefore = (i: number) => {
    const prev = ws[i - 1];
    if (!prev || taken.has(i - 1) || !adjacent(prev, ws[i]!) || NOT_NAMES.has(prev.low) || TITLES.has(prev.low)) return false;
    if (listed(prev.low) || AMBIGUOUS_NAMES.has(prev.low)) return true;
    return capitalised(prev) && !/(?:^|[.!?])\s*$/.test(text.slice(0, prev.start));
  };

  for (let i = 0; i < ws.length; i++) {
    if (taken.has(i)) continue;
    const w = ws[i]!;
    const lowerText = w.text === w.low;
    // A title, relation, role or cue phrase, then the name.
    let next = -1;
    let strong = false;
    if (TITLES.has(w.low.replace(/\.$/, ''))) (next = i + 1), (strong = true);
    else if (RELATIONS.has(w.low) || ROLES.has(w.low)) next = ws[i + 1] && TITLES.has(ws[i + 1]!.low) ? -1 : i + 1;
    else {
      for (const phrase of CUE_PHRASES) {
        if (phrase.every((p, k) => ws[i + k]?.low === p.replace(/['’]/g, ''))) {
          next = i + phrase.length;
          strong = phrase.includes('name') || phrase[0] === 'named';
        }
      }
    }
    // Weak cues ("patient", "this is") need a word that looks like a name, not any word.
    const weak = ['patient', 'pt', 'this', 'i', 'im', 'called', 'named', 'hi', 'hello', 'dear', 'thanks', 'signed'].includes(w.low);
    if (next >= 0 && afterCue(next, strong) && adjacent(ws[next - 1]!, ws[next]!) && (!weak || capitalised(ws[next]!) || listed(ws[next]!.low) || w.low === 'named' || w.low === 'called')) {
      take(next, extend(next, ws[next]!.text === ws[next]!.low));
      i = next;
      continue;
    }
    // A listed name on its own, with the capitalised or listed words beside it.
    if (plainName(w.low) && (capitalised(w) || lowerText)) {
      const to = extend(i, lowerText);
      take(startsBefore(i) ? i - 1 : i, to);
      i = to;
    }
  }
  return found;
}
