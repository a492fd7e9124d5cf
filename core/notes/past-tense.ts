// Whether a word said in a treatment step is a past-tense verb ("flossed", "modified"), for cutting run-on
// steps said verb-first. Words that only end like one ("speed", "bleed") are not, nor is a participle that
// is half of a compound adjective ("resin modified glass ionomer", "light cured composite").
import type { Token } from './tokens.ts';

/** Nouns and adjectives ending in "ed" that are no verb. */
const NOT_VERB = /^(?:\w*eed|hundred|bed|red|shed|sled|kindred|sacred|naked|wicked|jagged|rugged|ragged|beloved|preformed|prefabricated|premixed|retained)$/;
/** Irregular past participles of the verbs of a treatment step ("incision made", "impression taken"). */
const IRREGULAR = /^(?:made|taken|given|done|sent|shown|drawn|held|kept|built|brought|bitten|bit|worn|found)$/;
/** Words that make a compound adjective with the participle after them ("resin modified", "light cured", "single tufted"). */
const COMPOUND_FIRST = /^(?:resin|light|heat|self|dual|single|end|round|flat|blunt|chemically|chemical|auto|cold|custom|lab|laboratory|pre|glass|fibre|fiber|metal|porcelain|zinc|calcium|silver|water|oil|eugenol|non|freeze)$/;

/** Is toks[i] a past-tense verb that can open or close a step? */
export function isPastVerb(toks: Token[], i: number): boolean {
  const low = toks[i]?.low ?? '';
  if (IRREGULAR.test(low)) return !/^(?:a|an|the|was|were|been|be|is|are|has|have|had)$/.test(toks[i - 1]?.low ?? '');
  if (!/^[a-z]{3,}ed$/.test(low) || NOT_VERB.test(low)) return false;
  return !COMPOUND_FIRST.test(toks[i - 1]?.low ?? '');
}
