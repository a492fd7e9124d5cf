// What an addition repeats: dictating "add allergic to penicillin" or "OHI given" again must not write it twice.
// Compared as the scorer and the reader see text: case, punctuation and spacing ignored, whole words only.

const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether `part` is already said in `whole`, as whole words ("no changes" in "No changes. NKDA"). */
export function saysAlready(whole: string, part: string): boolean {
  const p = words(part);
  return !!p && ` ${words(whole)} `.includes(` ${p} `);
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=\.)\s+/)
    .map((s) => s.replace(/\.$/, '').trim())
    .filter(Boolean);

/**
 * A sentence without the field's own sentences it opens with: run-on speech says "no changes allergy to latex"
 * as one clause. Only whole sentences go ("allergic to latex" after "Allergic to penicillin" stays).
 */
function withoutSaidOpening(have: string[], sentence: string): string {
  let rest = sentence;
  for (let again = true; again; ) {
    again = false;
    for (const h of have) {
      const n = words(h).split(' ').length;
      const parts = rest.split(/\s+/);
      if (parts.length > n && words(parts.slice(0, n).join(' ')) === words(h)) {
        rest = parts.slice(n).join(' ');
        again = true;
      }
    }
  }
  return rest === sentence ? rest : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The sentences of a text-field addition that the field does not already say, joined as the field joins them. */
export function newSentences(have: string, add: string): string {
  const said = sentencesOf(have);
  return sentencesOf(add)
    .map((s) => withoutSaidOpening(said, s))
    .filter((s) => !saysAlready(have, s))
    .join('. ');
}

/** The items of a list addition not already in the list (or in an added item before them). */
export function newItems(have: readonly string[], add: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of add) if (![...have, ...out].some((h) => saysAlready(h, item))) out.push(item);
  return out;
}
