// Chart entries from examination findings: one per tooth, with its condition and what is fractured.
// "36 and 37 DO caries" gives both teeth the finding; "caries on the distal of 36" reads the other way round.
import { PLACE_BEFORE } from './cues.ts';
import { entityOf, render, type Doc } from './markup.ts';
import { NOT_SPECIFIED, type DentalEntry } from './schema.ts';
import { abbreviateSingleSurfaces, surfaceCodeOf } from './surfaces.ts';
import { archRange, formatTooth, mirrorTooth, NOTATION, onRightSide } from './teeth.ts';
import { STRAY_DASH, tidy, upperAbbreviations } from './text.ts';
import { tokenize } from './tokens.ts';

// Where a tooth is, said after it in a story ("37 next door has …", "#4 in front of it has …"), goes too.
const LEAD = /^(?:(?:has|have|had|is|are|was|were|shows?|showing|with|there is|there's|there are|on|of|the|a|an|both|all|noted|tooth|teeth|and|next door|(?:right |just |directly )?(?:behind|in front of|beside|next to|opposite) (?:it|that(?: one)?))\b|[\s:,;.-])+/i;
// Not the "in" of a tooth coming in ("mobile with the premolars coming in").
const TRAIL = new RegExp(`(?:\\b(?:on|of|the|at|and|noted|present|seen|(?<!\\b(?:coming|came|grown|growing|come|grow|erupting|fitted|fixed|cemented|put|set|bonded|locked|wedged|stuck|dug|dig|digging|worn) )in)\\b|[\\s:,;.]|${STRAY_DASH})+$`, 'i');
/** Words of a chart finding said before its tooth ("existing MO amalgam on", "large composite on"). */
const CHART_PHRASE = /^(?:existing|old|large|small|big|deep|recurrent|secondary|defective|failing|leaking|fractured|chipped|cracked|caries|decay|amalgam|composite|crown|filling|restoration|onlay|veneer|sealant|[MDOBLPIF]{1,4})$/;
/** The words a chart finding ends with ("caries", "amalgam"), as against those said before them ("existing", "MO"). */
const HEAD = /^(?:caries|decay|amalgam|composite|crown|filling|restoration|onlay|veneer|sealant)$/;
/** Words that lead on to the teeth after them ("caries on", "missing", "crowns on the"). */
const LEADS_ON = /(?:\b(?:on|of|in|at|to|the|for|around|missing|sound|absent|unerupted)\s*|[,;:]\s*)$/i;
const NEGATED_FRACTURE = /\b(?:no|not|without)\s+(?:\w+\s+)?(?:fracture|fractured)\b/i;
const FRACTURE = /\b(?:fractured?|fractures|chipped|chip|broken|#)\b/i;
const PART =
  '(?:(?:[MDOBLPIF]{1,4}|La|mesial|distal|buccal|lingual|palatal|labial|incisal|occlusal|mesio-?buccal|mesio-?lingual|mesio-?palatal|disto-?buccal|disto-?lingual|disto-?palatal)\\s+)?(?:marginal ridge|incisal edge|edge|cusp|angle|corner|wall|root|crown|margin|restoration|filling)';

/** Where the clinician turns from charting to say what comes next ("… 44 sound | let's get a picture", "… | so I'll just take"). */
const TURN = /\s(?:(?:so|okay|ok|right|now) )?(?:i(?:'ll| ll| will)|we(?:'ll| ll| will)|let(?:'s| s)|let me|i(?:'d| d) like|i(?:'m| m) (?:going|gonna)|we(?:'re| re) (?:going|gonna)|(?:can|could) you|(?:so )?as (?:we|i) (?:talked|discussed|said|mentioned)|so like|was that|did you say|i(?:'m| m) (?:really |a bit |quite )?(?:worried|scared|nervous))\s[\s\S]*$/i;

function condition(text: string): string {
  return tidy(upperAbbreviations(abbreviateSingleSurfaces(text.replace(TURN, '').replace(LEAD, '').replace(TRAIL, ''))));
}

/** What is fractured: "Fractured ML cusp" → "ML cusp"; a fracture with no part named → "Not specified". */
export function fracturedPart(cond: string): string | null {
  if (!FRACTURE.test(cond) || NEGATED_FRACTURE.test(cond)) return null;
  const after = new RegExp(`\\b(?:fractured?|chipped|broken|#)\\s+(?:of\\s+)?(?:the\\s+)?(${PART})\\b`, 'i').exec(cond);
  const before = new RegExp(`\\b(${PART})\\s+(?:is\\s+|has\\s+)?(?:fractured|chipped|broken)\\b`, 'i').exec(cond);
  const part = after?.[1] ?? before?.[1];
  return part ? part.charAt(0).toUpperCase() + part.slice(1) : NOT_SPECIFIED;
}

/**
 * Where, in words said after a tooth and ending in "on" / "of", the next teeth's own finding begins ("MOD caries |
 * existing amalgam on"), when a finding of this tooth comes before it; else -1.
 */
function nextFindingStart(said: string): number {
  // "Also on" and "same on" hand this tooth's finding on ("37 O caries also on 47").
  if (!/\b(?:on|of)\s*$/i.test(said) || /\b(?:also|same)\s+(?:on|of)\s*$/i.test(said)) return -1;
  const words = tokenize(said);
  let w = words.length - 1;
  while (w > 0 && /^(?:on|of|the)$/i.test(words[w]!.low)) w--;
  const tail = w;
  // Back over the finding's words, but not past a finding's head word before them ("MOD caries | existing amalgam on").
  while (w > 0 && CHART_PHRASE.test(words[w - 1]!.text) && !(HEAD.test(words[w - 1]!.low) && w < tail && !HEAD.test(words[w]!.low))) w--;
  return w > 0 && w <= tail && CHART_PHRASE.test(words[w]!.text) && condition(said.slice(0, words[w]!.start)) ? words[w]!.start : -1;
}

/** A surface alone shares the finding before it: "caries distal of 15 and mesial of 16" → 16 "M caries". */
function elliptical(cond: string, previous: DentalEntry | undefined): string {
  const code = previous && surfaceCodeOf(cond);
  const head = code ? /^(?:[MDOBLPIF]{1,4}|La) (.+)$/.exec(previous.condition) : null;
  return head ? `${code} ${head[1]}` : cond;
}

/** "needs a filling", "he needs a night guard" (the patient's need: no tooth), "needs a new crown eventually". */
const NEEDS = /[\s,;]*\b(?:(he|she|they|patient|pt) )?(?:needs|will need|requires)\s+(?:an? )?(?!to\b|watching\b|monitoring\b)([a-z].*)$/i;
/** When, said after what is needed ("eventually", "in 6 months"). */
const TIME_AFTER = /\s+(?:eventually|soon|later|asap|at some point|in (?:the )?future|next|in \d+ \w+|when \w+.*|once \w+.*|if \w+.*)$/i;

/** "Same on the other side", "same on the left": the finding goes to the teeth across the arch too. */
const SAME_OTHER_SIDE = /[\s,;]*\b(?:and )?(?:the )?same (?:thing )?(?:on|for) (?:the )?(?:other side|opposite side|(left|right)(?: side)?)(?: too| as well)?$/i;
/** "Same on", said before the teeth that share the finding ("on" may be trimmed already). */
/** So does "also on", said after a finding ("37 O caries also on 47"). */
const SAME_NEXT = /[\s,;]*\b(?:(?:and )?(?:the )?same(?: thing| again)?(?: (?:on|for|with))?|also(?: (?:on|in|seen on|present on))?)$/i;
/** "As well" or "too" alone after a tooth: the finding before it ("LL6 B pit caries and the one behind it as well"). */
const SAME_ALONE = /^(?:(?:the )?same(?: thing| again)?|as well|too|also)$/i;

function entry(doc: Doc, fdi: string, cond: string): DentalEntry {
  return { toothNumber: formatTooth(fdi, doc.numbering, 'chart'), notationSystem: NOTATION[doc.numbering], condition: cond, fracture: fracturedPart(cond) };
}

/** Chart entries of an examination clause; what a tooth is said to need goes to `plan` when given. */
export function dentalEntries(doc: Doc, text: string, plan?: string[]): DentalEntry[] {
  const toks = tokenize(text);
  // Groups of teeth said together, not counting teeth named as a place.
  const groups: { first: number; last: number; fdi: string[]; bare: boolean }[] = [];
  toks.forEach((t, i) => {
    const e = entityOf(doc, t.text);
    if (e?.kind !== 'tooth' || PLACE_BEFORE.test(text.slice(0, t.start))) return;
    const g = groups[groups.length - 1];
    const between = g ? toks.slice(g.last + 1, i) : [];
    // "15 and 16 has a cracked ridge": a singular verb after the last tooth makes it a finding of its own.
    const singular = /^(?:has|is|was|shows)$/.test(toks[i + 1]?.low ?? '') && between.some((b) => b.low === 'and');
    // "18 to 14 all sound" charts every tooth from one to the other, when its finding is said after it (a swelling
    // said before "#29-#30" is where it is).
    const findingAfter = () => {
      const nextTooth = toks.findIndex((x, n) => n > i && entityOf(doc, x.text)?.kind === 'tooth');
      return !!condition(render(doc, text.slice(t.end, nextTooth > 0 ? toks[nextTooth]!.start : text.length)));
    };
    const range = g && between.length === 1 && /^(?:to|through|thru|-|–)$/.test(between[0]!.low) && findingAfter() ? archRange(g.fdi[g.fdi.length - 1]!, e.fdi) : null;
    if (g && range) {
      g.last = i;
      g.fdi.push(...range.slice(1));
    } else if (g && between.every((b) => /^(?:and|,|&|\/|\+)$/.test(b.low)) && !singular) {
      g.last = i;
      g.fdi.push(e.fdi);
      g.bare = !between.length;
    } else groups.push({ first: i, last: i, fdi: [e.fdi], bare: false });
  });
  if (!groups.length) return [];
  // Each group's finding is said before it ("caries on the distal of 15") or after it ("16 has a cracked
  // ridge"); said before, the words after it belong to the next group.
  const entries: DentalEntry[] = [];
  /** A finding said to be the same on the next teeth ("26 MOD amalgam, sound; same on 36"). */
  let carried = '';
  let from = 0;
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k]!;
    const start = toks[g.first]!.start;
    const before = text.slice(from, start);
    const saidBefore = !!before.replace(LEAD, '').replace(TRAIL, '').trim();
    // Said before teeth, a finding ends at a tooth said right after another with words of its own after it: "early
    // caries on the distal of UL5 | UL7 fissure sealant partly lost", "crowns on UL6 and UL7 | LR7 MO amalgam … UR1 …";
    // not when those words only lead to the next teeth ("missing 18 28 38 48 caries on | 14"), but when they hold a
    // finding before doing so ("missing 18 28 38 48 | 36 MOD caries | existing amalgam on 46").
    const own = text.slice(toks[g.last]!.end, groups[k + 1] ? toks[groups[k + 1]!.first]!.start : text.length);
    if (saidBefore && g.bare && condition(own) && (k === groups.length - 1 || !LEADS_ON.test(own) || nextFindingStart(own) >= 0)) {
      groups.splice(k + 1, 0, { first: g.last, last: g.last, fdi: [g.fdi.pop()!], bare: false });
      g.last = toks.slice(0, g.last).findLastIndex((t) => entityOf(doc, t.text)?.kind === 'tooth');
    }
    const lastGroup = k === groups.length - 1;
    const end = toks[g.last]!.end;
    const next = groups[k + 1] ? toks[groups[k + 1]!.first]!.start : text.length;
    // Said before the last group, what follows it is part of the finding too ("… of 36 noted"); so is what follows
    // with a word that links it to the tooth ("fractured MP cusp on UL6 with a large amalgam | LL6 O caries").
    const linked = /^\s*(?:with|has|have|which|showing)\b/i.test(text.slice(end, next));
    let said = saidBefore ? (lastGroup || linked ? `${before.replace(TRAIL, '')} ${text.slice(end, next)}` : before) : text.slice(end, next);
    from = saidBefore && !linked ? end : next;
    // Said after its tooth, a finding ends where the next tooth's own, said before it, begins ("14 fractured ML cusp |
    // existing MO amalgam on 14").
    const nextOwn = !saidBefore && groups[k + 1] ? nextFindingStart(said) : -1;
    if (nextOwn >= 0) {
      from = end + nextOwn;
      said = said.slice(0, nextOwn);
    }
    // A state said before the next teeth when nothing is said after them is theirs ("16 and 26 MOD amalgams
    // satisfactory | missing 18, 28, 38 and 48").
    const after = groups[k + 1];
    if (!saidBefore && after) {
      const afterNext = groups[k + 2] ? toks[groups[k + 2]!.first]!.start : text.length;
      const state = / (?:missing|sound|absent|unerupted|extracted|impacted|erupting|present)\s*$/i.exec(said);
      if (state && !condition(render(doc, text.slice(toks[after.last]!.end, afterNext)))) {
        said = said.slice(0, state.index);
        from = end + state.index;
      }
    }
    let cond = elliptical(condition(render(doc, said)), entries[entries.length - 1]);
    // What the tooth needs is the plan, not the finding ("36 DO caries needs a filling" → "Filling 36").
    const need = NEEDS.exec(cond);
    if (need && plan) {
      cond = condition(cond.slice(0, need.index));
      const [head, tail] = [need[2]!.replace(TIME_AFTER, ''), TIME_AFTER.exec(need[2]!)?.[0] ?? ''];
      const teeth = need[1] ? '' : ` ${g.fdi.map((fdi) => formatTooth(fdi, doc.numbering, 'text')).join(', ')}`;
      plan.push(tidy(`${head}${teeth}${tail}`));
    }
    // "Same on the other side" gives the teeth across the arch the same finding; "same on 36" gives it to the next teeth.
    const mirrored = SAME_OTHER_SIDE.exec(cond);
    const same = mirrored ? null : SAME_NEXT.exec(cond);
    if (mirrored || same) cond = condition(cond.slice(0, (mirrored ?? same)!.index));
    const sameAs = carried;
    carried = same ? cond : '';
    let teeth = g.fdi;
    if (!cond && sameAs) cond = sameAs;
    // "Same on 36" said before the tooth.
    else if (SAME_ALONE.test(cond) && entries.length) cond = entries[entries.length - 1]!.condition;
    // The tooth said right after "same on" takes it; the next, said with it, has its own finding ("same thing on 14 | 8
    // dark grey").
    else if (cond && sameAs && g.bare && teeth.length > 1) {
      entries.push(entry(doc, teeth[0]!, sameAs));
      teeth = teeth.slice(1);
    }
    if (!cond) continue;
    const side = mirrored?.[1]?.toLowerCase();
    // Said "on the left", only teeth on the right are mirrored.
    const across = mirrored ? teeth.filter((fdi) => side !== (onRightSide(fdi) ? 'right' : 'left')).map(mirrorTooth) : [];
    for (const fdi of [...teeth, ...across]) entries.push(entry(doc, fdi, cond));
  }
  return entries;
}

/**
 * The nurse's read-back of a chart call, or the clinician saying it again more briefly ("16 crown margins fine | 16
 * crown", "18 missing | 18 missing"): the same tooth right after, with no word the first saying lacks, is written once;
 * so is the same finding for a tooth said again anywhere later.
 */
export function withoutReadBacks(entries: DentalEntry[]): DentalEntry[] {
  // The nurse's "yep" confirming it is no finding.
  const words = (e: DentalEntry) => e.condition.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !/^(?:yes|yep|yeah|correct)$/.test(w));
  const said = new Set<string>();
  return entries.filter((e, i) => {
    // The same finding for the same tooth said again later is no new finding either.
    const key = `${e.toothNumber} ${words(e).join(' ')}`;
    if (said.has(key)) return false;
    said.add(key);
    const before = entries[i - 1];
    if (!before || before.toothNumber !== e.toothNumber) return true;
    const first = new Set(words(before));
    return !words(e).every((w) => first.has(w));
  });
}
