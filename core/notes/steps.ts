// Treatment steps in unpunctuated speech: which words belong to a step ("placed MOD composite 36",
// "3 canals irrigated", "core placed with composite").
import { DIAGNOSIS } from './cues.ts';
import { entityOf, isTooth, type Doc } from './markup.ts';
import type { Token } from './tokens.ts';

/** Verbs of doing said before a step ("placed rubber dam"). */
export const DO_BEFORE = /^(?:placed|did|performed|carried|completed|applied|gave|administered|provided|took|undertook|delivered|fitted|cemented)$/;
/** Words that close a step said verb-last ("rubber dam placed"). */
export const PARTICIPLE = /^(?:removed|placed|given|taken|checked|achieved|applied|done|completed|fitted|cemented|adjusted|located|confirmed|polished|obtained|used|extracted|compressed|drained|replaced|irrigated|obturated|etched|bonded|cured|isolated|prepared|prepped|sectioned|elevated|smoothed|eased|relieved|tried|needed|restored|identified|squeezed|cleaned|washed|dried|rinsed|packed|sutured|closed|trimmed|sealed|lined|scaled|debrided|disinfected|shaped|instrumented|negotiated|measured|recorded|verified|good|fine|satisfactory)$/;
/** Things a step is done to. */
const OBJECT = /^(?:canals?|teeth|tooth|roots?|pulp|socket|area|core|crown|denture|restoration|filling|cavity|post)$/;

/**
 * Where a step said around toks[first] begins: with the teeth and surfaces before it, its verb ("placed MOD
 * composite"), a material's verb and object ("core placed with composite"), or what a past participle is
 * about ("3 canals irrigated", "18 and 28 extracted" - but not a diagnosed tooth: "pericoronitis 48 irrigated").
 */
export function stepStart(doc: Doc, toks: Token[], first: number, participle: boolean): number {
  let k = first;
  const at = (i: number) => toks[i]?.low ?? '';
  const tooth = (i: number) => isTooth(doc, toks[i]?.text);
  const inGroup = (i: number) => tooth(i) || (/^(?:and|,)$/.test(at(i)) && tooth(i - 1) && tooth(i + 1));
  // Teeth just before the step, unless they close a diagnosis ("caries 75 85 fluoride varnish applied").
  let g = k;
  while (g > 0 && inGroup(g - 1)) g--;
  const diagnosed = g < k && new RegExp(`${DIAGNOSIS.source}\\s*$`, 'i').test(toks.slice(Math.max(0, g - 4), g).map((t) => t.text).join(' '));
  if (!diagnosed) k = g;
  const surface = (i: number) => /^(?:[MDOBLPIF]{1,4}|La)$/.test(toks[i]!.text) || /^(?:mesial|distal|occlusal|buccal|lingual|palatal|incisal|labial)$/.test(at(i));
  while (k > 0 && (surface(k - 1) || /^(?:a|an|the|full|mouth|adult)$/.test(at(k - 1)) || (!diagnosed && inGroup(k - 1)))) k--;
  if (participle) {
    while (k > 0 && k > first - 2 && (OBJECT.test(at(k - 1)) || /^\d+$/.test(at(k - 1)))) k--;
  } else if (/^(?:with|in|using)$/.test(at(k - 1)) && PARTICIPLE.test(at(k - 2))) {
    k -= 2;
    if (OBJECT.test(at(k - 1))) k--;
  } else if (DO_BEFORE.test(at(k - 1)) && (k < 2 || /^(?:and|then|,|\.|;)$/.test(at(k - 2)) || entityOf(doc, toks[k - 2]!.text))) {
    // Verb-first ("placed MOD composite") only where a step could begin; in "rubber dam placed 30 O
    // composite" the verb closes the step before.
    k--;
  }
  return k;
}
