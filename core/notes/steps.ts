// Treatment steps in unpunctuated speech: which words belong to a step ("placed MOD composite 36",
// "3 canals irrigated", "core placed with composite").
import { DIAGNOSIS } from './cues.ts';
import { isPastVerb } from './past-tense.ts';
import { findProcedures } from './procedures.ts';
import { entityOf, isTooth, toothOf, type Doc } from './markup.ts';
import type { Token } from './tokens.ts';

/** Verbs of doing said before a step ("placed rubber dam"). */
export const DO_BEFORE = /^(?:placed|did|made|performed|carried|completed|applied|gave|administered|provided|took|undertook|delivered|fitted|cemented)$/;
/** Verbs a step told as a story opens with, which say no step of their own ("took out the old filling", "put a liner in"). */
export const STORY_VERB = /^(?:put|took|got|gave)$/;
/** Verbs said after an LA line that are the anaesthetic's ("2 cartridges lidocaine given"). */
export const LA_VERB = /^(?:given|administered|used|delivered|injected|infiltrated)$/;
/** Words that close a step said verb-last ("rubber dam placed"). */
export const PARTICIPLE = /^(?:removed|placed|rebonded|religated|recemented|reattached|given|taken|checked|achieved|applied|done|completed|fitted|cemented|adjusted|located|confirmed|polished|obtained|used|extracted|compressed|drained|replaced|irrigated|obturated|etched|bonded|cured|isolated|prepared|prepped|sectioned|elevated|smoothed|eased|relieved|tried|needed|restored|identified|squeezed|cleaned|washed|dried|rinsed|packed|sutured|closed|trimmed|sealed|lined|scaled|debrided|disinfected|shaped|instrumented|negotiated|measured|recorded|verified|curetted|curettaged|balanced|opened|excavated|condensed|carved|burnished|selected|seated|luted|contoured|raised|reflected|delivered|repositioned|exposed|controlled|passed|conditioned|good|fine|satisfactory)$/;
/** A surface, as a code or a word ("MO", "distal"). */
export const isSurface = (t: Token | undefined) => !!t && (/^(?:[MDOBLPIF]{1,4}|La)$/.test(t.text) || /^(?:mesial|distal|occlusal|buccal|lingual|palatal|incisal|labial)$/.test(t.low));
/** Things a step is done to. */
export const OBJECT = /^(?:canals?|teeth|tooth|roots?|pulp|sockets?|areas?|core|crown|denture|restoration|filling|cavity|access|post|dentine|dentin|exposure|pockets?|sites?|sulcus|wound|flap|operculum)$/;

/**
 * Where a step said around toks[first] begins: with the teeth and surfaces before it, its verb ("placed MOD
 * composite"), a material's verb and object ("core placed with composite"), or what a past participle is
 * about ("3 canals irrigated", "18 and 28 extracted" - but not a diagnosed tooth: "pericoronitis 48 irrigated").
 */
export const WHOLE_MOUTH = /^(?:scale and polish|s ?(?:and|&|\+) ?p|prophy|ohi|oral hygiene|tbi|pmpr|perio(?:dontal)? maintenance|full mouth)\b/;

export function stepStart(doc: Doc, toks: Token[], first: number, participle: boolean): number {
  let k = first;
  const at = (i: number) => toks[i]?.low ?? '';
  const tooth = (i: number) => isTooth(doc, toks[i]?.text);
  const inGroup = (i: number) => tooth(i) || (/^(?:and|,)$/.test(at(i)) && tooth(i - 1) && tooth(i + 1));
  // Teeth just before the step, unless they close a diagnosis ("caries 75 85 fluoride varnish applied").
  let g = k;
  while (g > 0 && inGroup(g - 1)) g--;
  const diagnosed = g < k && new RegExp(`${DIAGNOSIS.source}\\s*$`, 'i').test(toks.slice(Math.max(0, g - 4), g).map((t) => t.text).join(' '));
  // Or where the step before, a procedure said with its verb, went ("fissure sealants placed 16 26 | fluoride varnish").
  const placed = g < k && PARTICIPLE.test(at(g - 1)) && endsWithProcedure(toks.slice(Math.max(0, g - 5), g - 1));
  // A procedure for the whole mouth has no tooth of its own ("fractured cusp 26 | scale and polish done").
  const wholeMouth = WHOLE_MOUTH.test(toks.slice(first, first + 3).map((t) => t.low).join(' '));
  // Or the teeth of an access said bare just before them ("access | 36 pulp extirpated" keeps 36 with the access).
  const accessed = g < k && at(g - 1) === 'access';
  // Or the teeth of a procedure named just before them with none before it ("DO GIC 75 | FV applied"); said tooth-first
  // ("UR5 DO composite | UR6 MO composite placed") they are the step's.
  const named = [1, 2, 3, 4].map((n) => g - n).find((s) => s >= 0 && endsWithProcedure(toks.slice(s, g)));
  let head = named ?? 0;
  while (head > 0 && isSurface(toks[head - 1])) head--;
  const closed = g < k && named !== undefined && !tooth(head - 1);
  const ownTeeth = !diagnosed && !placed && !wholeMouth && !accessed && !closed;
  if (ownTeeth) k = g;
  // The tooth said again right after the diagnosis's is the step's ("hypersensitivity 25 | 25 Duraphat varnish applied").
  else if (diagnosed && k - g >= 2 && !wholeMouth && toothOf(doc, toks[k - 1]?.text) !== undefined && toothOf(doc, toks[k - 1]?.text) === toothOf(doc, toks[k - 2]?.text)) k--;
  // "I" right before the step's verb is who did it, not the incisal surface ("dry socket LL8 | I irrigated").
  const doneBy = toks[first - 1]?.text === 'I' && (PARTICIPLE.test(at(first)) || DO_BEFORE.test(at(first)) || isPastVerb(toks, first));
  const surface = (i: number) => isSurface(toks[i]) && !(doneBy && i === first - 1);
  // Words that only describe what the step is done to stay with it ("old amalgam removed", "existing crown").
  // A rinse names the kind of an irrigation only ("chlorhexidine irrigation"); before another step it is the object of
  // the step before ("cavity washed with chlorhexidine | temporary dressing placed").
  const describes = (i: number) =>
    /^(?:a|an|the|small|large|big|tiny|shallow|full|mouth|adult|old|existing|previous|defective|failed|leaking|broken|remaining|loose|temporary|temp|permanent|interim|final|new|upper|lower|partial|immediate|acrylic|hard|soft|chrome|flexible|wire|hand|manual|digital|primary|secondary|working|subgingival|supragingival|soft|infected|residual|gross|sodium|stannous|neutral|retained|fractured|first|second|initial|deep|recurrent|all)$/.test(at(i)) ||
    // "Complete" is a denture's kind, not a state said before a step ("extraction LL8 complete | irrigated").
    (at(i) === 'complete' && !/ed$/.test(at(i + 1))) ||
    // A strength said with the agent's name ("5% sodium fluoride varnish"), not a score before the step ("plaque 20%").
    (/^\d+(?:\.\d+)?%$/.test(at(i)) && /^(?:sodium|stannous|neutral)$/.test(at(i + 1))) ||
    (/^(?:chlorhexidine|saline)$/.test(at(i)) && /^irrig/.test(at(first))) ||
    // A crown's kind ("post crown recemented").
    (/^(?:post|jacket|bonded|porcelain|zirconia|gold|metal|emax|pfm)$/.test(at(i)) && /^crowns?$/.test(at(first))) ||
    // An impression's material is its kind ("putty and wash impression"), not the next step's ("with PVS | temporary crown").
    (/^(?:alginate|putty|wash|silicone|pvs|polyether)$/.test(at(i)) && /^impressions?$/.test(at(first))) ||
    // Where whitening is done is its kind ("home whitening", "in office whitening").
    ((/^(?:home|office|chairside|in-office)$/.test(at(i)) || (at(i) === 'in' && at(i + 1) === 'office')) && /^(?:whitening|bleaching)$/.test(at(first))) ||
    // A sealant's material is its kind ("resin fissure sealants placed").
    (/^(?:resin|gic)$/.test(at(i)) && /^(?:fissure|sealants?)$/.test(at(first))) ||
    // A dressing's material is its kind ("Cavit temporary dressing").
    (/^(?:cavit|kalzinol|irm|zoe|ledermix|gic|coltosol)$/.test(at(i)) && /^(?:temporary|temp|dressing)$/.test(at(first))) ||
    // A filling's material is its kind ("GIC fillings LRD, LLD").
    (/^(?:composite|amalgam|gic|rmgic|glass|ionomer|resin|white|silver|tooth|coloured|colored)$/.test(at(i)) && /^(?:fillings?|restorations?)$/.test(at(first)));
  // Two words of kind joined by "and" describe it together ("putty and wash impression").
  const joined = (i: number) => at(i) === 'and' && describes(i - 1) && describes(i + 1);
  // A procedure for the whole mouth has no surface either ("arestin placed #19 buccal | oral hygiene instructions").
  while (k > 0 && ((surface(k - 1) && !wholeMouth) || describes(k - 1) || joined(k - 1) || (ownTeeth && inGroup(k - 1)))) k--;
  if (participle) {
    // What it was done to, with its count ("3 canals irrigated"); a word said twice is said once ("socket socket").
    // Not when the step names its own subject ("access cavity | pulp extirpated").
    if (k > 0 && OBJECT.test(at(k - 1)) && /ed$/.test(at(first))) {
      k--;
      while (k > 0 && describes(k - 1) && !/^(?:a|an|the)$/.test(at(k - 1))) k--;
      // What it is on, said first ("area under the | operculum irrigated").
      if (k > 2 && at(k - 1) === 'the' && /^(?:under|over|around|behind|beneath)$/.test(at(k - 2)) && /^(?:area|tissue|tissues|space|region|site)$/.test(at(k - 3))) k -= 3;
    }
    // Not a size or grade ("instrumented to size 30 | irrigated"), nor an instrument's ("elevated with a Coupland 1 | extracted").
    if (k > 0 && k > first - 2 && /^\d+$/.test(at(k - 1)) && !/^(?:grade|type|class|stage|iso)$/.test(at(k - 2)) && !numbered(toks, k - 2)) k--;
  } else if (/^(?:with|in|using)$/.test(at(k - 1)) && PARTICIPLE.test(at(k - 2)) && !ownerBefore(toks, k - 2)) {
    k -= 2;
    if (OBJECT.test(at(k - 1))) k--;
  } else k = verbFirstStart(doc, toks, k);
  return doneBy && k === first ? k - 1 : k;
}

/**
 * Where a step said verb-first begins when its object is at toks[k]: at its verb of doing ("placed rubber
 * dam") only where a step could begin - after a break, a header word, an LA line or a step closed by its
 * participle ("caries removed | placed rubber dam"); in "rubber dam placed 30 O composite" the verb closes
 * the step before.
 */
export function verbFirstStart(doc: Doc, toks: Token[], k: number): number {
  const at = (i: number) => toks[i]?.low ?? '';
  // Told as a story, with its article between ("we put the rubber dam on", "took a PA").
  // Or with whom it was for ("gave him post op instructions").
  const v = /^(?:the|a|an|some|him|her|them)$/.test(at(k - 1)) && (DO_BEFORE.test(at(k - 2)) || at(k - 2) === 'put') ? k - 2 : k - 1;
  if (!DO_BEFORE.test(at(v)) && !(v < k - 1 && at(v) === 'put')) return k;
  const b = v - 1;
  // "2 cartridges lidocaine administered | rubber dam placed": the verb is the anaesthetic's.
  if (b >= 0 && entityOf(doc, toks[b]!.text)?.kind === 'text' && LA_VERB.test(at(v))) return k;
  // An LA line ends with the tooth it was given at ("… buccal infiltration 36 | placed rubber dam").
  const laTooth = b > 0 && isTooth(doc, toks[b]!.text) && entityOf(doc, toks[b - 1]!.text)?.kind === 'text';
  // Who did it opens the step with the verb ("hygienist completed prophy with Cavitron").
  if (b >= 0 && /^(?:hygienist|therapist|dentist|nurse)$/.test(at(b))) return b;
  // "We went ahead and" only says who did it, and is said with the step ("we went ahead and took out 30").
  if (at(b) === 'and' && at(b - 1) === 'ahead' && at(b - 2) === 'went') return /^(?:we|i)$/.test(at(b - 3)) ? b - 3 : b - 2;
  // Told as a story, "put" and "gave" with their object open a step whatever came before ("… to working length | put a
  // Cavit seal on top").
  // So does "did" with its article ("non smoker | did a full mouth scale and polish").
  const story = v < k - 1 && (STORY_VERB.test(at(v)) || at(v) === 'did');
  // So does one said after the instrument a step was done with ("… with the Cavitron and gracey curettes | placed Arestin").
  const afterTool = isTool(toks, b) && toks.slice(Math.max(0, b - 5), b).some((t) => /^(?:with|using)$/.test(t.low));
  const opens = story || b < 0 || /^(?:and|then|,|\.|;|:|today|we|i)$/.test(at(b)) || entityOf(doc, toks[b]!.text)?.kind === 'text' || PARTICIPLE.test(at(b)) || laTooth || afterTool;
  return opens ? v : k;
}

/** Words that judge a finding ("obturation good") rather than close a step. */
export const JUDGED = /^(?:good|fine|satisfactory)$/;
/** Words that name no material or part a step is done with ("and", "not", numbers are not a subject). */
const NOT_SUBJECT = /^(?:and|or|not|no|then|with|to|in|on|of|for|at|by|the|a|an|today|we|i|was|were|is|are)$/;

/**
 * Where a step said verb-last whose object starts at toks[k] opens: with the one or two words that name
 * its material ("Vitrebond | liner placed" is one step: "Vitrebond liner placed"), but only when a step
 * closed by its participle, a break or the treatment header comes before them.
 */
export function subjectStart(doc: Doc, toks: Token[], k: number): number {
  const at = (i: number) => toks[i]?.low ?? '';
  const closes = (i: number) => i < 0 || /^(?:,|\.|;|:|today)$/.test(at(i)) || (PARTICIPLE.test(at(i)) && !JUDGED.test(at(i))) || entityOf(doc, toks[i]!.text)?.kind === 'text';
  for (let n = 1; n <= 2 && k - n >= 0; n++) {
    const w = at(k - n);
    if (!/^[a-z]+$/.test(w) || NOT_SUBJECT.test(w) || PARTICIPLE.test(w) || DO_BEFORE.test(w) || isTooth(doc, toks[k - n]!.text)) return k;
    if (closes(k - n - 1)) return k - n;
  }
  return k;
}

/**
 * Is a procedure named, with no verb of its own, right before the verb at toks[v]? Then the verb is its
 * ("preformed metal crown size 5 | fitted with glass ionomer cement" is one step).
 */
export function ownerBefore(toks: Token[], v: number): boolean {
  let j = v;
  while (j > 0 && !PARTICIPLE.test(toks[j - 1]!.low) && !DO_BEFORE.test(toks[j - 1]!.low) && !isPastVerb(toks, j - 1) && !/^[,;.]$/.test(toks[j - 1]!.text) && v - j < 8) j--;
  return findProcedures(toks.slice(j, v).map((t) => t.text).join(' ')).some((p) => !p.material);
}

/** Do these words end with a named procedure ("… fissure sealants")? */
function endsWithProcedure(words: Token[]): boolean {
  const said = words.map((t) => t.text).join(' ');
  return findProcedures(said).some((p) => p.end === said.length);
}

/** What a step is done with, said last in its with-phrase ("with slow speed round bur", "with hand excavator"). */
const TOOL = /^(?:burs?|graceys?|cavitron|piezo|heads?|excavators?|probes?|curettes?|diamonds?|handpieces?|speed|ultrasonics?|scalers?|forceps|elevators?|luxators?|tips?|strips?|discs?|brush(?:es)?|cups?|syringes?|gauze|rolls|wool|saline|hypochlorite|edta|chlorhexidine|water|light|lamps?|paste|instruments?|activation|irrigation|coolant|spray|spoon|scalpel|blade|flosser|proxabrush|wheels?|stones?|polisher)$/;
/** Paper is a tool as articulating paper; "paper points" are what a step is done with. */
/** A word whose number follows it as its size or version, not a count ("Coupland 1", "size 30", "Protemp 4", "Fuji 9"). */
export const numbered = (toks: Token[], k: number) =>
  isTool(toks, k) || /^(?:size|sizes|no|couplands?|cryers?|james|protemp|unicem|fuji|ketac|luxatemp|structur|panavia|gates|peeso)$/.test(toks[k]?.low ?? '');

export const isTool = (toks: Token[], k: number) => TOOL.test(toks[k]?.low ?? '') || (toks[k]?.low === 'paper' && toks[k - 1]?.low === 'articulating');
