// List fields (DX, TX, TX PLAN, NV): one item per diagnosis, step or procedure. Items split at commas,
// "then", and "and" between two procedures; teeth said together stay together ("Extraction 18, 28").
import { DIAGNOSIS, MATERIAL, PROGNOSIS } from './cues.ts';
import { entityOf, isTooth, render, type Doc } from './markup.ts';
import { findProcedures, nameProcedures } from './procedures.ts';
import { abbreviateSingleSurfaces } from './surfaces.ts';
import { tidy, upperAbbreviations } from './text.ts';
import { isPastVerb } from './past-tense.ts';
import { DO_BEFORE, isSurface, isTool, JUDGED, LA_VERB, numbered, PARTICIPLE, stepStart, STORY_VERB } from './steps.ts';
import { tokenize, type Token } from './tokens.ts';

export interface Item {
  text: string;
  /** The item's teeth as written ("36", "#3, #4"), for treatment titles. */
  teeth: string;
}

const isEntity = (doc: Doc, t: Token | undefined, role: 'la' | 'bpe') => {
  const e = t && entityOf(doc, t.text);
  return e?.kind === 'text' && e.role === role;
};

/** Inside a procedure's own words ("scale and polish", "incision and drainage")? */
function insideProcedure(text: string, at: number): boolean {
  return findProcedures(text).some((p) => p.start < at && p.end > at);
}

/**
 * Names a procedure (a filling material only with its surfaces or tooth; not as a purpose: "impressions
 * for a night guard") or, in diagnoses, a diagnosis.
 */
function names(text: string, dx: boolean): boolean {
  const named = findProcedures(text).some(
    (p) =>
      !/\bfor\s+(?:\S+\s+){0,3}$/i.test(text.slice(0, p.start)) &&
      (!p.material || /\b[MDOBLPIF]{1,4}\s+$/.test(text.slice(0, p.start)) || /^\s*(?:\S+\s+)?\u27E6/.test(text.slice(p.end))),
  );
  return named || (dx && (new RegExp(DIAGNOSIS.source, 'i').test(text) || JUDGED_TOOTH.test(text)));
}

/** What a tooth is judged to be, said as its diagnosis ("non restorable 19", "periodontally compromised 27"). */
const JUDGED_TOOTH = /\b(?:non[- ]?restorable|unrestorable|hopeless|periodontally compromised)\b/i;

const RESTORATION = /^(?:crowns?|bridge|veneers?|onlay|inlay|implant|implants|denture|dentures|post|filling|fillings)$/;
/** Words that say the kind of a restoration ("upper partial denture", "zirconia crown"). */
const KIND = /^(?:upper|lower|partial|complete|full|acrylic|chrome|cobalt|immediate|interim|porcelain|zirconia|emax|e-max|gold|metal|ceramic|resin|bonded|adhesive|fixed|removable|implant|retained|screw|cement)$/;
const LINK = /^(?:with|to|in|on|at|for|and|or|using|under|over|around|near|by|via|from|into|onto|of|the|a|an|as|before|after|during|following|prior|pending|awaiting|until|once|when|if)$/;
/** Verbs a step told as a story opens with, past tense without "-ed" ("laid a flap", "came out in one piece"). */
const TOLD_VERB = /^(?:put|took|got|gave|laid|came|went|cut|set|made|found|built|drew|wrote|ran|left|split|broke)$/;
/** Helping verbs: a verb after one is said verb-last ("caries was removed"). */
const AUX = /^(?:was|were|is|are|be|been|being|has|have|had|not)$/;
/** Steps said in one word ("etched", "polished"): said first in an item, the next words are another step. */
const ONE_WORD_STEP = /^(?:etched|bonded|cured|polished|finished|rinsed|dried|washed|smoothed)$/;
/** No anaesthetic, said as the step ('no LA needed'). */
const NO_LA = /^no (?:la|anaesthetic|anesthetic|local(?: anaesthetic| anesthetic)?)(?: (?:needed|required|given|used|necessary))?(?: (?:at first|initially|yet|today))?$/;
/** Parts of a tooth or of what is on it, said after the tooth as a step's subject ("LR3 clasp adjusted"). */
const TOOTH_PART = /^(?:clasps?|rests?|brackets?|attachments?|cusps?|contacts?|margins?|crown|filling|restoration|sealant|access)$/;
/** What is put on a sedated patient to watch them. */
const MONITOR = /^(?:pulse ?ox(?:imeter)?|monitors?|monitoring|bp cuff|ecg)$/;
/** What a verb said first is done to ("checked the bite", "adjusted occlusion"). */
const STEP_OBJECT = /^(?:the|a|an|it|them|occlusion|bite|contacts?|margins?)$/;
/** A shade value ("A2", "B1.5"). */
const SHADE = /^[abcd]\d(?:\.\d)?$/i;
/** A named material and nothing else ("zinc oxide eugenol"). */
const MATERIAL_ONLY = new RegExp(`^(?:${MATERIAL})$`);
/** Units of time and size: a count before one measures the step it follows. */
const MEASURE = /^(?:seconds?|secs?|minutes?|mins?|mm|ml|%)$/;
/** Words that open what a step is done to ("excess cement removed"): a step said verb-last starts no earlier. */
const STEP_OPENER = /^(?:excess|residual|remaining|old|existing|all)$/;

/**
 * Where unpunctuated treatment speech changes step: before a procedure or a tooth that opens one, after the
 * tooth that ends one, and at the participle that closes a step ("rubber dam placed | caries removed").
 * Said verb-first ("placed rubber dam removed caries"), the participle opens the next step instead.
 */
function treatmentCuts(doc: Doc, toks: Token[], text: string, steps: boolean): number[] {
  const cuts: number[] = [];
  const procs = findProcedures(text);
  const procAt = (t: Token) => procs.find((p) => p.start === t.start);
  let itemFrom = 0;
  let itemHasProc = false;
  /** A word no step opens at ("light | cured"). */
  let uncut = -1;
  const cut = (at: number) => {
    // Who did it opens the step with its words ("… close to the nerve | so I put a Dycal liner in").
    let tokIndex = at;
    if (steps && tokIndex - 1 >= itemFrom && /^(?:i|we|i've|we've)$/.test(toks[tokIndex - 1]!.low)) tokIndex--;
    // So does what it tells of, said before a verb of the story ("took out 30 | it came out in one piece").
    else if (steps && tokIndex - 1 > itemFrom && /^(?:it|they)$/.test(toks[tokIndex - 1]!.low) && /^(?:came|went|was|were|broke|split|fractured|snapped|got|looked|seemed|bled|stopped|settled|seated|felt)$/.test(toks[tokIndex]?.low ?? '')) tokIndex--;
    // So does the patient said as "he" or "she" before what they did ("… luting cement | he bit down on a cotton roll").
    else if (steps && tokIndex - 1 > itemFrom && /^(?:he|she)$/.test(toks[tokIndex - 1]!.low) && (isPastVerb(toks, tokIndex) || /^(?:bit|held|sat|kept|spat)$/.test(toks[tokIndex]?.low ?? ''))) tokIndex--;
    // What happened to it, said after "and it", is the same step ("switched to a smaller clamp and it held").
    if (steps && /^(?:it|they)$/.test(toks[tokIndex - 1]?.low ?? '') && toks[tokIndex - 2]?.low === 'and') return;
    if (tokIndex <= itemFrom || tokIndex >= toks.length || tokIndex === uncut) return;
    cuts.push(toks[tokIndex]!.start);
    itemFrom = tokIndex;
    itemHasProc = false;
  };
  /**
   * Teeth at toks[k] said right after a procedure named without teeth before it ("extraction 48 RCT 36"),
   * so they are that procedure's; said tooth-first ("UR5 DO composite UR6 MO composite") they open the next.
   */
  /** A procedure with its teeth said after it ("DO composite 45"). */
  const toothAfter = (q: (typeof procs)[number] | undefined) => {
    const j = q ? toks.findIndex((x) => x.start >= q.end) : -1;
    return j >= 0 && isTooth(doc, toks[j]!.text);
  };
  const closesProcedure = (k: number): boolean => {
    // In a plan a restoration is named by itself ("crown #18 | night guard").
    const q = procs.find((x) => x.end === toks[k - 1]?.end) ?? (!steps && RESTORATION.test(toks[k - 1]?.low ?? '') ? toks[k - 1] : undefined);
    if (!q) return false;
    const b = toks.findIndex((x) => x.start === q.start);
    let j = b - 1;
    while (j >= 0 && /^(?:[MDOBLPIF]{1,4})$/.test(toks[j]!.text)) j--;
    if (!(j >= 0 && isTooth(doc, toks[j]!.text))) return true;
    // Teeth said after an earlier procedure with none before it are that one's ("composite 24 | amalgam 36").
    let g = j;
    while (g >= 0 && (isTooth(doc, toks[g]!.text) || /^(?:and|,)$/.test(toks[g]!.low))) g--;
    return g >= 0 && g < j && closesProcedure(g + 1);
  };
  /** The participle or prep said near an item's start with its purpose after it ("tooth prepared for …", "crown prep completed for …"), or -1. */
  const verbAt = (from: number) => {
    for (let j = from; j <= from + 2 && j < toks.length; j++) {
      // Its teeth may come between ("crown prep UR6 for …").
      let f = j + 1;
      while (isTooth(doc, toks[f]?.text)) f++;
      if ((PARTICIPLE.test(toks[j]!.low) || /^(?:prep|preparation)$/.test(toks[j]!.low)) && toks[f]?.low === 'for') return j;
    }
    return -1;
  };
  /**
   * Teeth ending at toks[i] after a place word, in an item whose verb of doing came before them ("placed in pockets on
   * 30 and 31"), or right after a verb of placing ("Periochip placed 27"; "dentures fitted | LR3 clasp adjusted").
   */
  const placedAt = (i: number) => {
    let g = i;
    while (g > itemFrom && (isTooth(doc, toks[g]!.text) || /^(?:and|,|to)$/.test(toks[g]!.low))) g--;
    if (g > itemFrom && g < i && /^(?:placed|applied|packed|inserted|injected|delivered)$/.test(toks[g]!.low)) return true;
    // So are teeth said right after the verb, instrument or dam of a step ("caries removed 35 36 | dentine firm", "… with a
    // slow round bur 33 43 | conditioner 10 seconds", "rubber dam 33 to 37 | old amalgam removed").
    if (g >= itemFrom && g < i && (doneAt(g) || (isTool(toks, g) && verbIn(itemFrom, g)) || (toks[g]!.low === 'dam' && toks[g - 1]?.low === 'rubber')) && !JUDGED.test(toks[g]!.low)) {
      // Not teeth that open the next step said verb-last or with their part ("clot removed | 8 replanted", "occlusion
      // checked | UL4 rest slightly high"), nor the dam's own kind ("rubber dam 47 to 43 split dam").
      const after = toks[i + 1]?.low ?? '';
      return !doneAt(i + 1) && !TOOTH_PART.test(after) && !/^(?:split|clamp|clamps|frame|isolation|dam)$/.test(after);
    }
    return /^(?:on|to|at|in|from)$/.test(toks[g]!.low) && toks.slice(itemFrom, g).some((x, n) => PARTICIPLE.test(x.low) || isPastVerb(toks, itemFrom + n));
  };
  /** A tooth said after "replace" with the restoration it has and what replaces it ("replace 14 amalgam with a DO composite"). */
  const replaced = (i: number) => {
    const q = toks[i + 1] && procAt(toks[i + 1]!);
    return !!q && /^(?:replace|redo)$/.test(toks[i - 1]?.low ?? '') && /^\s*with\b/.test(text.slice(q.end));
  };
  /** Where the last step said as a bare noun ends (its later words open nothing). */
  let bareEnd = 0;
  /** A verb of doing said at toks[j] ("scrubbed", "placed"). */
  const doneAt = (j: number) => j >= 0 && j < toks.length && (PARTICIPLE.test(toks[j]!.low) || isPastVerb(toks, j)) && !JUDGED.test(toks[j]!.low);
  /** Whether a verb of doing is said in toks[from, to). */
  const verbIn = (from: number, to: number) => toks.slice(from, to).some((_, n) => doneAt(from + n));
  /** Where the verb the item being built opens with is said ("so we | put …"), or -1. */
  const openingVerb = () => {
    let o = itemFrom;
    while (o < toks.length && /^(?:so|i|we|then|and|also)$/.test(toks[o]!.low)) o++;
    return o < toks.length && (doneAt(o) || TOLD_VERB.test(toks[o]!.low) || DO_BEFORE.test(toks[o]!.low)) ? o : -1;
  };
  /** Whether the item being built, before toks[i], opens with its verb and says more than that verb. */
  const opensVerbFirst = (i: number) => openingVerb() >= 0 && openingVerb() < i - 1;
  /** Whether the item being built opens with a step named by its noun. */
  const bareItem = () => BARE_STEP.test(text.slice(toks[itemFrom]!.start).toLowerCase());
  /** Whether toks[k] lies inside a named procedure ("scale and polish"). */
  const inProcedure = (k: number) => procs.some((p) => p.start < toks[k]!.start && p.end > toks[k]!.start);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1];
    const next = toks[i + 1];
    // Items already end here (listItems cuts there): the next item starts after.
    if (/^[,;.]$/.test(t.text) || t.low === 'then' || (t.low === 'by' && prev?.low === 'followed') || (t.low === 'that' && prev?.low === 'after')) {
      itemFrom = i + 1;
      itemHasProc = false;
      continue;
    }
    // What the patient did is a step of its own, its object with it ("… with explorer | patient approved shade").
    const byPatient = steps && /^(?:patient|pt|child|kid)$/.test(t.low) && !!next && (PARTICIPLE.test(next.low) || isPastVerb(toks, i + 1));
    if (byPatient) cut(i);
    if (steps && /^(?:patient|pt|child|kid)$/.test(toks[itemFrom]?.low ?? '') && i <= itemFrom + 1) continue;
    const p = procAt(t);
    // A material is a step's name with its surfaces or tooth, also as a bandage on it ("glass ionomer bandage on UL1").
    const pastMaterial = p ? toks.findIndex((x) => x.start >= p.end) : -1;
    const bandage = pastMaterial >= 0 && /^(?:bandage|filling|restoration)s?$/.test(toks[pastMaterial]!.low) && toks.slice(pastMaterial + 1, pastMaterial + 3).some((x) => isTooth(doc, x.text));
    const named = p && (!p.material || /^(?:[MDOBLPIF]{1,4})$/.test(prev?.text ?? '') || toks.slice(i + 1, i + 3).some((x) => isTooth(doc, x.text)) || bandage);
    // In a plan, a word or two before a procedure that name nothing themselves say who or how ("hygienist scale
    // and polish", "complete RCT 36"): they are the item's.
    // Said with its participle first ("prepared for a crown"), what it was done to comes before it ("tooth prepared").
    const k0 = named ? stepStart(doc, toks, i, /^\S+ed\b|ed$/.test(text.slice(p.start, p.end))) : i;
    const lead = toks.slice(itemFrom, k0);
    // A restoration is an item of its own ("followed by crown | extraction 1 and 16").
    const bareLead = !steps && lead.length <= 2 && !lead.some((x) => isTooth(doc, x.text) || procAt(x) || RESTORATION.test(x.low));
    const before = toks[k0 - 1];
    // Nor after the manner it was done in ("#17, #32 surgically extracted").
    // Nor after the particle of a verb told as a story: it is that verb's object ("took out | the old amalgam 19").
    // Nor after a verb that is never said last, with its article: the procedure is its object ("did a | core build-up").
    const verbBefore = /^(?:a|an|the|some)$/.test(before?.low ?? '') ? toks[k0 - 2] : before;
    // Nor after the verb that took an old restoration out ("removed | the old amalgam on 30").
    const oldOut = /^(?:removed|drilled)$/.test(verbBefore?.low ?? '') && toks.slice(k0, i).some((x) => /^(?:old|existing|defective|leaking|broken|failed)$/.test(x.low));
    // Nor after the appliance impressions were for, said with its describing words ("impressions taken for a lower
    // stabilisation | splint").
    const near = Math.max(itemFrom, k0 - 4);
    const afterFor = near + toks.slice(near, k0).findLastIndex((x) => x.low === 'for') + 1;
    const forPurpose = afterFor > near && toks.slice(itemFrom, k0).some((x) => /^(?:impressions?|scans?|scanned|models|records|moulds?|molds?)$/.test(x.low)) && /^(?:a|an|the|his|her|their|upper|lower)$/.test(toks[afterFor]?.low ?? '') && toks.slice(afterFor, k0).every((x, n) => /^[a-z]+$/.test(x.low) && !PARTICIPLE.test(x.low) && !isPastVerb(toks, afterFor + n) && !procAt(x));
    const particleOf = forPurpose || steps && !!before && ((/^(?:out|off)$/.test(before.low) && TOLD_VERB.test(toks[k0 - 2]?.low ?? '')) || /^(?:did|performed|undertook|put|took|got|gave|made)$/.test(verbBefore?.low ?? '') || oldOut);
    if (named && before && !bareLead && !particleOf && !LINK.test(before.low) && !/^(?:complete|completed|finish|continue|start|begin|redo|re|replace|review|was|were|is|are|been|implant)$/.test(before.low) && !/^[a-z]+ly$/.test(before.low) && toks[k0 - 2]?.low !== 'phase') {
      let k = k0;
      // Teeth said right after a procedure are its teeth ("extraction 48 RCT 36"), not the next one's.
      if (k < i && (!/^(?:[MDOBLPIF]{1,4})$/.test(toks[i - 1]!.text) || toothAfter(p)) && closesProcedure(k)) {
        while (k < i && (isTooth(doc, toks[k]!.text) || /^(?:and|,)$/.test(toks[k]!.low))) k++;
      }
      cut(k);
    }
    // Teeth said as where the step before went ("SDF applied to #I | SSC placed on #B") are that step's.
    else if (steps && named && itemHasProc && k0 < i && before && /^(?:to|on|at)$/.test(before.low)) cut(i);
    // In a plan, a tooth closes its procedure when a restoration is named next ("composite 36 crown 46").
    // So does a restoration said with its surfaces first ("crown 19 | DO composite 18").
    else if (!steps && isTooth(doc, t.text) && (itemHasProc || toks.slice(itemFrom, i).some((x) => RESTORATION.test(x.low) || PLAN_VERB.test(x.low))) && next && !isTooth(doc, next.text) && (RESTORATION.test(next.low) || (/^[MDOBLPIF]{1,4}$/.test(next.text) && (itemHasProc || toks.slice(itemFrom, i).some((x) => RESTORATION.test(x.low))) && !isTooth(doc, toks[itemFrom]?.text) && !!toks[i + 2] && (RESTORATION.test(toks[i + 2]!.low) || !!procAt(toks[i + 2]!))))) cut(i + 1);
    // Not after the part of the tooth it names ("retained root 46 extracted").
    // In a plan, a tooth right after a verb of planning is its object ("monitor ULE | fissure sealants LL6").
    // Not the restoration a replacement names, said with what replaces it ("replace 14 amalgam with a DO composite").
    else if (!steps && isTooth(doc, t.text) && prev && PLAN_VERB.test(prev.low) && next && procAt(next) && !replaced(i)) cut(i + 1);
    else if (isTooth(doc, t.text) && !isTooth(doc, prev?.text) && prev && !LINK.test(prev.low) && !replaced(i) && !/^(?:roots?|crown)$/.test(prev.low) && next && (/^(?:[MDOBLPIF]{1,4})$/.test(next.text) || procAt(next)) && !(closesProcedure(i) && (procAt(next) || toothAfter(procs.find((q) => q.start > t.start))))) cut(i);
    // In a plan, a restoration said after an item that is only a restoration opens its own item ("then crown |
    // upper partial denture to replace 26"), with the words that say its kind.
    else if (!steps && RESTORATION.test(t.low) && prev && !RESTORATION.test(prev.low)) {
      let k = i;
      while (k - 1 > itemFrom && KIND.test(toks[k - 1]!.low)) k--;
      const lead = toks.slice(itemFrom, k);
      if (lead.length && lead.some((x) => RESTORATION.test(x.low)) && lead.every((x) => RESTORATION.test(x.low) || KIND.test(x.low))) cut(k);
      // So does one said after an item with its tooth and more words ("implant 46 with possible bone graft | crown on the
      // implant after 3 months").
      else if (lead.some((x) => isTooth(doc, x.text)) && !inProcedure(i) && !LINK.test(toks[k - 1]!.low) && !KIND.test(toks[k - 1]!.low) && !PLAN_VERB.test(toks[k - 1]!.low) && !isTooth(doc, toks[k - 1]!.text)) cut(k);
    }
    // In a plan, a verb of planning after an item with its procedure or tooth opens the next ("onlay 25 | monitor 14").
    if (!steps && PLAN_VERB.test(t.low) && prev && !LINK.test(prev.low) && !/^(?:each|every)$/.test(prev.low) && toks.slice(itemFrom, i).some((x) => isTooth(doc, x.text) || procAt(x))) cut(i);
    // In a plan, the condition said after an item ends it ("referral to periodontist if no improvement | continue 3 month
    // maintenance").
    if (!steps && i > itemFrom + 2 && CONDITION_END.test(text.slice(toks[itemFrom]!.start, t.end)) && next && /^[a-z]/.test(next.low) && !LINK.test(next.low) && !/^(?:or|then)$/.test(next.low)) cut(i + 1);
    if (p) itemHasProc = true;
    // An implant's surgical steps and readings are each said on their own ("crestal incision | full thickness flap |
    // osteotomy with the pilot drill | … | insertion torque 35 Ncm | ISQ 72 | cover screw placed").
    const surgical = (t.low === 'full' && next?.low === 'thickness') || t.low === 'osteotomy' || (t.low === 'cover' && next?.low === 'screw') || (t.low === 'isq' && /^\d/.test(next?.low ?? '') && prev?.low !== 'osstell') || (t.low === 'insertion' && next?.low === 'torque') || (t.low === 'torque' && /^\d/.test(next?.low ?? '') && prev?.low !== 'insertion');
    if (steps && surgical && prev && /^(?:[a-z]+|\d+(?:\.\d+)?)$/.test(prev.low) && !LINK.test(prev.low) && !/^(?:but|was|were|raised|laid|reflected|made|did|performed|prepared|removed)$/.test(prev.low)) cut(i);
    // What the access found is said on its own ("access cavity | pulp bleeding freely", "palatal access | necrotic debris in
    // the canal").
    const accessed = prev?.low === 'access' || (prev?.low === 'cavity' && toks[i - 2]?.low === 'access');
    if (steps && accessed && /^(?:pulp|necrotic|pus|bleeding|haemorrhage|hemorrhage|canals?|calcified|sclerosed)$/.test(t.low) && i > itemFrom) cut(i);
    // The canals counted open a step of their own ("pulpectomy 15 | 3 canals found", "pulp extirpated | 4 canals").
    if (steps && /^\d$/.test(t.low) && /^canals?$/.test(next?.low ?? '') && i > itemFrom && prev && !LINK.test(prev.low) && !/^(?:and|or|with|the|all|in|of|to|found|located|had|has|have|were|are|x|\+)$/.test(prev.low)) cut(i);
    // So is each canal's length, after the lengths are named ("working lengths with the apex locator | MB 21 to the MB cusp
    // | ML 20.5 to the MB cusp | D canal 21.5 to the DB cusp").
    const canal = (/^(?:[MDBLP]|MB[12]?|DB|ML|DL|MP|DP)$/.test(t.text) || (/^(?:mesial|distal|buccal|lingual|palatal|mesiobuccal|distobuccal|mesiolingual|distolingual)$/.test(t.low) && next?.low === 'canal')) && /^\d+(?:\.\d+)?$/.test((next?.low === 'canal' ? toks[i + 2] : next)?.low ?? '');
    // Typed, a list of lengths is one step ("WL with apex locator MB 21 mm ML 21 mm D 21.5 mm"), and so is one canal's
    // said right after the lengths are named ("working length MB2 20 mm").
    if (steps && doc.spoken && canal && prev && !LINK.test(prev.low) && !/^(?:and|or|the|of|in|to|with|for|at|&|\+|\/|lengths?|wl|wls)$/.test(prev.low) && toks.slice(Math.max(0, i - 30), i).some((x) => /^(?:working|wl|wls|lengths?|eal|locator)$/.test(x.low))) cut(i);
    // So is how the canals were filled, said after the filling with no link ("… with gutta percha and AH Plus | warm
    // vertical compaction").
    const technique = (/^(?:warm|cold)$/.test(t.low) && /^(?:vertical|lateral)$/.test(next?.low ?? '') && /^(?:condensation|compaction)$/.test(toks[i + 2]?.low ?? '')) || (/^(?:vertical|lateral)$/.test(t.low) && !/^(?:warm|cold)$/.test(prev?.low ?? '') && /^(?:condensation|compaction)$/.test(next?.low ?? ''));
    if (steps && technique && prev && /^[a-z]+$/.test(prev.low) && !LINK.test(prev.low) && !/^(?:by|using|via)$/.test(prev.low)) cut(i);
    // What the debridement found, said after its instruments, is said on its own ("… with piezo and gracey curettes |
    // heavy subgingival calculus 27 37").
    if (steps && prev && isTool(toks, i - 1) && /^(?:heavy|light|moderate|lots|some|subgingival|supragingival|calculus|bleeding|stain|staining|plaque|deposits|tenacious)$/.test(t.low) && toks.slice(Math.max(itemFrom, i - 6), i - 1).some((x) => /^(?:with|using)$/.test(x.low))) cut(i);
    // So is brushing instruction, which names no procedure of its own ("fluoride varnish | brushing instruction with mom").
    const brushing = (/^(?:toothbrushing|brushing)$/.test(t.low) && prev?.low !== 'tooth' && /^instructions?$/.test(next?.low ?? '')) || (t.low === 'tooth' && next?.low === 'brushing' && /^instructions?$/.test(toks[i + 2]?.low ?? ''));
    if (steps && brushing && prev && /^[a-z]+$/.test(prev.low) && !LINK.test(prev.low)) cut(i);
    // What an extraction left is said on its own ("extracted 25 with upper root forceps | both roots out intact", "… |
    // roots complete"), and so is pressure after the sutures ("2 chromic sutures | pressure with gauze").
    const roots = (/^(?:both|all)$/.test(t.low) && /^(?:roots|apices)$/.test(next?.low ?? '')) || (/^(?:roots?|apices)$/.test(t.low) && /^(?:complete|intact|whole|out|checked|accounted)$/.test(next?.low ?? '') && !/^(?:both|all|each|the|its|their)$/.test(prev?.low ?? ''));
    const pressure = t.low === 'pressure' && /^(?:with|for|applied|held)$/.test(next?.low ?? '') && /^(?:sutures?|placed|in|vicryl|silk|chromic|prolene|gut)$/.test(prev?.low ?? '');
    // So is haemostasis said with how it went ("2 Vicryl sutures in | haemostasis was fine").
    const haemostasis = /^ha?emostasis$/.test(t.low) && /^(?:was|fine|good|achieved|ok|okay|satisfactory|obtained|adequate|confirmed)$/.test(next?.low ?? '') && !!prev && !/^(?:good|adequate|with|for|until|after|till)$/.test(prev.low);
    if (steps && i > itemFrom && (pressure || haemostasis || (roots && prev && !LINK.test(prev.low) && !doneAt(i - 1) && verbIn(itemFrom, i)))) cut(i);
    // The seal over a dressing is a step of its own ("calcium hydroxide dressing | cotton pellet and Cavit", "Ledermix in
    // the canals | sponge and Cavit").
    const seal = (/^(?:cotton|ptfe|teflon)$/.test(t.low) && /^(?:pellets?|tape)$/.test(next?.low ?? '')) || (/^(?:cotton|sponge|foam)$/.test(t.low) && /^(?:and|\+|&)$/.test(next?.low ?? '') && /^(?:cavit|irm|gic|coltosol|kalzinol|glass)$/.test(toks[i + 2]?.low ?? ''));
    if (steps && seal && prev && /^(?:dressing|sterile|hydroxide|ledermix|odontopaste|ultracal|canals?)$/.test(prev.low)) cut(prev.low === 'sterile' ? i - 1 : i);
    // A wait closes its step ("waited 5 minutes | lip numb", "waited a couple of minutes | numbness checked with a probe").
    if (steps && /^(?:minutes?|mins?)$/.test(prev?.low ?? '') && toks.slice(Math.max(itemFrom, i - 5), i - 1).some((x) => /^(?:waited|wait|waiting)$/.test(x.low)) && /^[a-z]+$/.test(t.low) && !LINK.test(t.low) && !/^(?:then|but|so|until|till|later|more|longer|or)$/.test(t.low)) cut(i);
    // A verb said first with its object after a step named by a noun opens the next ("cotton rolls | removed the loose
    // amalgam", "tried it in | smoothed the flange").
    // Not a verb of seeing ("PIP upper showed a pressure spot"), nor one with an amount after it ("located a bit of bone").
    if (steps && i > itemFrom && (doneAt(i) || DO_BEFORE.test(t.low)) && !JUDGED.test(t.low) && !/^(?:showed|revealed|indicated|found)$/.test(t.low) && /^(?:the|a|an|his|her|their|all)$/.test(next?.low ?? '') && !/^(?:bit|little|lot|few|couple)$/.test(toks[i + 2]?.low ?? '') && prev && /^[a-z]{3,}$/.test(prev.low) && !LINK.test(prev.low) && !MANNER.test(prev.low) && !doneAt(i - 1) && !/^(?:and|or|then|so|i|we|he|she|it|they|was|were|is|are|had|has|have|not|also|just|been)$/.test(prev.low) && !/ly$/.test(prev.low)) cut(i);
    // Taking the dam off is a step of its own ("… same shade | dam off").
    const damOff = (k: number) => toks[k]?.low === 'off' || (toks[k]?.low === 'removed' && /^(?:[,.;]|and|then)?$/.test(toks[k + 1]?.low ?? ''));
    if (steps && /^(?:rubber|dam)$/.test(t.low) && (t.low === 'rubber' ? next?.low === 'dam' && damOff(i + 2) : prev?.low !== 'rubber' && damOff(i + 1)) && prev && !LINK.test(prev.low)) cut(i);
    // Isolation said by its name is a step of its own; what is then done opens the next ("cotton rolls | etched").
    if (steps && doneAt(i) && !/^(?:placed|in|on|used|applied|inserted|removed|out|off)$/.test(t.low) && prev && ((prev.low === 'rolls' && /^(?:cotton|wool)$/.test(toks[i - 2]?.low ?? '')) || /^(?:isolite|isovac|optragate|optradam|dryshield)$/.test(prev.low)) && i - 1 > itemFrom) cut(i);
    // What the articulating paper showed is said on its own ("occlusion checked with articulating paper | high on the DL cusp"),
    // and so is what checking the bite found ("checked the bite | heavy contact on the lower incisors adjusted").
    const biteChecked = /^(?:bite|occlusion)$/.test(prev?.low ?? '') && (/^(?:checked|adjusted)$/.test(toks[i - 2]?.low ?? '') || (toks[i - 2]?.low === 'the' && /^(?:checked|adjusted)$/.test(toks[i - 3]?.low ?? '')));
    if (steps && biteChecked && /^(?:heavy|high|premature|even|slightly)$/.test(t.low)) cut(i);
    if (steps && prev?.low === 'paper' && toks[i - 2]?.low === 'articulating' && /^[a-z]+$/.test(t.low) && !LINK.test(t.low) && !doneAt(i) && !TOLD_VERB.test(t.low) && !DO_BEFORE.test(t.low) && !/ly$/.test(t.low)) cut(i);
    // An outcome said after a step is said on its own ("extracted with forceps | no complications").
    if (steps && t.low === 'no' && prev && !LINK.test(prev.low) && /^[a-z]{4,}$/.test(next?.low ?? '') && toks.slice(itemFrom, i).some((x, n) => PARTICIPLE.test(x.low) || isPastVerb(toks, itemFrom + n))) cut(i);
    // Teeth said as where a step went close it too ("Arestin placed in pockets on #30 and #31 | bleeding controlled"),
    // unless a surface says what they are about ("in #3 and #14 distal pockets"), or the sites of the step follow ("RSD 16
    // 46 | residual sites with ultrasonic" is one step).
    // Not the subject of a step said verb-last ("RSD 16 | pockets irrigated").
    // The last of those teeth opens the next step when its surfaces and caries follow ("composite placed on 14 | 15
    // occlusal caries removed").
    if (steps && isTooth(doc, t.text) && isTooth(doc, prev?.text) && i - 1 > itemFrom) {
      let k = i + 1;
      while (isSurface(toks[k])) k++;
      if (k > i + 1 && /^(?:caries|decay)$/.test(toks[k]?.low ?? '')) cut(i);
    }
    // After an outcome said with "no", a verb said first with its object opens the next step ("no rocking | adjusted
    // occlusion for even contacts").
    if (steps && toks[itemFrom]?.low === 'no' && i > itemFrom + 1 && (PARTICIPLE.test(t.low) || isPastVerb(toks, i)) && STEP_OBJECT.test(next?.low ?? '')) cut(i);
    // What a thing would not do opens a step of its own after the step that tried it ("tried in the crown | it wouldn't
    // seat all the way").
    if (steps && /^(?:it|they)$/.test(t.low) && /^(?:wouldn['’]?t|won['’]?t|didn['’]?t|wasn['’]?t|couldn['’]?t|still)$/.test(next?.low ?? '') && i > itemFrom + 1 && verbIn(itemFrom, i) && !/^(?:but|and|so|because|as|though|although)$/.test(prev?.low ?? '')) cut(i);
    // A tooth said with what was done to it opens a step of its own after a step already told ("socket irrigated with
    // saline | #8 replanted", "composite UL1 shade A1 | UR1 left to settle").
    if (steps && isTooth(doc, t.text) && i > itemFrom && prev && !isTooth(doc, prev.text) && !LINK.test(prev.low) && !isSurface(prev) && !doneAt(i - 1) && doneAt(i + 1) && !/^(?:and|or)$/.test(prev.low)) {
      const told = toks.slice(itemFrom, i).some((x, n) => doneAt(itemFrom + n) || (isTooth(doc, x.text) && x.text !== t.text));
      if (told) cut(i);
    }
    const sitesAt = [i + 1, i + 2].find((j) => /^(?:sites?|pockets?)$/.test(toks[j]?.low ?? ''));
    const sites = sitesAt !== undefined && !doneAt(sitesAt + 1);
    // Nor before the part of the tooth the next step was done to ("dentures fitted | LR3 clasp adjusted").
    const partDone = TOOTH_PART.test(next?.low ?? '') && doneAt(i + 2) && doneAt(i - 1);
    if (steps && isTooth(doc, t.text) && (itemHasProc || (placedAt(i) && !isSurface(next))) && next && !isTooth(doc, next?.text) && /^[a-z]/.test(next.low) && !LINK.test(next.low) && !procAt(next) && !PARTICIPLE.test(next.low) && !/ly$|^(?:size|sizes|shade|cold|warm)$/.test(next.low) && !FOUND_STATE.test(next.low) && !sites && !partDone) cut(i + 1);
    // After "with" or an article a participle describes ("polished with fine paste"); it closes no step.
    // Nor does "exposed" before what is exposed ("UL1 exposed dentine sealed").
    // Nor does a judging word said as a kind ("articulating paper and fine diamond") or as what something was ("checked her
    // bite and it was fine").
    // Nor does a verb said by who did it before the procedure ("hygienist completed prophy").
    // Nor does "needed" in "as needed".
    // Nor does a verb in a relative clause ("sectional matrix and wedge which sealed fine").
    // Nor does one that says what a thing is soaked in ("tranexamic acid soaked gauze"), nor a suture's kind ("4-0 Vicryl
    // interrupted").
    const describes = /^(?:with|a|an|the|of|using|in|which|who)$/.test(prev?.low ?? '') || (t.low === 'interrupted' && /^(?:vicryl|chromic|silk|prolene|ptfe|monocryl|gut|sutures?)$/.test(prev?.low ?? '')) || (/^(?:soaked|impregnated|coated|moistened|dipped)$/.test(t.low) && /^(?:gauze|pledgets?|cotton|pellets?|sponges?|packs?|swabs?|cords?|strips?)$/.test(next?.low ?? '')) || (JUDGED.test(t.low) && (/^(?:and|was|were|is|are|looks?|looked|feels?|felt)$/.test(prev?.low ?? '') || /['’]s$/.test(prev?.low ?? ''))) || (t.low === 'needed' && prev?.low === 'as') || /^(?:than|as)$/.test(prev?.low ?? '') || (t.low === 'dried' && prev?.low === 'freeze') || (/^(?:hygienist|therapist|dentist|nurse)$/.test(prev?.low ?? '') && toks.slice(i + 1, i + 4).some((x) => !!procAt(x))) || (t.low === 'exposed' && /^(?:dentine|dentin|pulp|roots?|enamel|areas?|margins?|bone|tissues?|surfaces?)$/.test(next?.low ?? ''));
    // Any past-tense verb closes a step said verb-last after its subject alone ("enamel bevelled | mylar strip placed").
    const subjectOnly = i > itemFrom && i - itemFrom <= 3 && toks.slice(itemFrom, i).every((x, n) => subjectWord(doc, toks, itemFrom + n, procs));
    // So does a verb said negated ("pulp not exposed").
    const negated = prev?.low === 'not' && isPastVerb(toks, i);
    // "Tried in" closes its step, unless what was tried in is said after it ("tried in all 4 veneers").
    const closer = steps && (((PARTICIPLE.test(t.low) || (subjectOnly && isPastVerb(toks, i)) || negated) && t.low !== 'tried' && !describes) || (t.low === 'in' && prev?.low === 'tried' && !/^(?:the|a|an|all|both|his|her|their|\d+)$/.test(next?.low ?? '')));
    // After "and" a participle is the same step's second verb ("occlusion checked and adjusted", "checked
    // occlusion and adjusted", "roots elevated and delivered"): a careful writer puts no comma there; it
    // still closes the step ("roots elevated and delivered | socket irrigated").
    const participle = closer && prev?.low !== 'and';
    // A second step said verb-last after a step with its instrument or material ("48 extracted with forceps
    // | socket compressed", "restored with Filtek A1 | polished"): the new step opens with its subject.
    // A verb said with its own instrument after a step with none is that step's ("temporary crown with Protemp cemented
    // with TempBond").
    const ownTool = /^(?:with|using)$/.test(next?.low ?? '') && !ONE_WORD_STEP.test(t.low) && !verbIn(itemFrom, i);
    // Nor one said after a with-phrase that names a material ("temporary dressing with glass ionomer placed over …").
    const withMaterial = (w: number) => w >= 0 && procs.some((q) => q.material && q.start > toks[w]!.end && q.end <= toks[i - 1]!.end && !toks.slice(w + 1, i).some((_, n) => isTool(toks, w + 1 + n)));
    // A verb with its article or whom it was for after it is said verb-first ("relieved a couple of spots").
    // Or with its particle, told as a story ("took out the old filling", "put in some Gelfoam").
    const storyVerb = /^(?:took|put|got|pulled)$/.test(t.low) && /^(?:out|in|on|off|up|some)$/.test(next?.low ?? '');
    const verbObject = steps && i > itemFrom && (((doneAt(i) || DO_BEFORE.test(t.low) || t.low === 'put') && /^(?:the|a|an|his|her|their|him|them|all)$/.test(next?.low ?? '')) || storyVerb);
    const earlierAt = participle && i > itemFrom + 2 && !ownTool && !verbObject ? withPhraseAt(toks, itemFrom, i) : -1;
    const earlier = withMaterial(earlierAt) && !verbIn(itemFrom, earlierAt + 1) ? -1 : earlierAt;
    // Another past-tense verb after a step with its instrument or material is said verb-first ("polished with
    // fine paste | flossed interdentally"): the common verb-last closers are all participles above.
    const verbFirst = steps && !participle && !describes && prev?.low !== 'and' && isPastVerb(toks, i) && i > itemFrom + 2 && withPhraseAt(toks, itemFrom, i) >= 0 && !ownTool;
    // Unless what it was done to is said before it, after the instrument ("with fine paste | teeth flossed",
    // "with prophy paste | interdental brushes sized and demonstrated").
    if (verbFirst) {
      // A step said in one word has none ("with a Mylar strip freehand | finished with discs").
      const subject = next?.low === 'to' || ONE_WORD_STEP.test(t.low) ? -1 : subjectAfterTool(doc, toks, withPhraseAt(toks, itemFrom, i), i);
      // Or a step's own noun said just before it ("cemented with RelyX | core built up with composite").
      const own = subject < 0 && stepNoun(prev?.low ?? '') && !isTool(toks, i - 1) && !LINK.test(toks[i - 2]?.low ?? '');
      cut(subject >= 0 ? subject : own ? i - 1 : i);
    }
    // A tooth said as where a step went closes it: a verb after it opens the next ("matrix placed on 19 | etched").
    // So does a tooth said right after a verb of placing ("fissure sealants placed UR6 UL6 | cured for 20 seconds").
    else if (steps && isTooth(doc, prev?.text) && ((/^(?:on|to|at)$/.test(toks[i - 2]?.low ?? '') && toks.slice(itemFrom, i - 2).some((x, n) => PARTICIPLE.test(x.low) || isPastVerb(toks, itemFrom + n))) || placedAt(i - 1)) && (PARTICIPLE.test(t.low) || isPastVerb(toks, i)) && !JUDGED.test(t.low)) cut(i);
    // A duration or measure closes its step ("etched for 30 seconds | washed and dried", "etch for 30 seconds | bond
    // applied"); a measure said with what a step measured has its verb after it ("working length 22 mm confirmed").
    else if (steps && prev && MEASURE.test(prev.low) && /^\d/.test(toks[i - 2]?.low ?? '') && ((PARTICIPLE.test(t.low) || isPastVerb(toks, i)) || (subjectWord(doc, toks, i, procs) && (doneAt(i + 1) || (subjectWord(doc, toks, i + 1, procs) && doneAt(i + 2))))) && !JUDGED.test(t.low) && toks.slice(itemFrom, i - 2).some((x, n) => PARTICIPLE.test(x.low) || isPastVerb(toks, itemFrom + n) || /^(?:etch|etched|cure|cured|rinse|wash)$/.test(x.low))) cut(i);
    if (earlier >= 0) {
      // A verb said negated keeps its "not" ("pulp not exposed").
      const v = toks[i - 1]!.low === 'not' ? i - 1 : i;
      // The subject after an instrument is every word after it ("with slow speed round bur | sectional matrix and wedge placed").
      const afterTool = subjectAfterTool(doc, toks, earlier, v);
      const k = afterTool >= 0 ? afterTool : verbLastSubject(doc, toks, procs, earlier, v, i);
      // Said with its object after it, the verb opens its step ("… to the DB cusp tip | prepared both with WaveOne").
      // So is one said after a cusp tip, which is where a length was measured from ("… to the DB cusp tip | prepared").
      // So is one with its material after it ("… with gracey curettes | placed Arestin in the pocket").
      // So is one said right after the device the step before used ("working lengths with the apex locator | cleaned").
      if (/^(?:both|them|it|all)$/.test(next?.low ?? '') || MATERIAL_ONLY.test(next?.low ?? '') || (prev?.low === 'tip' && toks[i - 2]?.low === 'cusp') || /^(?:locators?|loupes|microscope)$/.test(prev?.low ?? '')) cut(i);
      else if (!LINK.test(toks[k - 1]!.low)) cut(k);
    } else if (participle && i > itemFrom + 2 && (prev?.low === 'cusp' || (prev?.low === 'tip' && toks[i - 2]?.low === 'cusp')) && toks.slice(itemFrom, i).some((x, n) => /^\d/.test(x.low) && toks[itemFrom + n + (toks[itemFrom + n + 1]?.low === 'mm' ? 2 : 1)]?.low === 'to')) {
      // A verb after the reference point a canal's length was measured to opens the next step ("MB 21 to the MB cusp |
      // prepared with WaveOne").
      cut(i);
    } else if (participle && i > itemFrom + 3) {
      // A second step said verb-last after one with its purpose or place ("paper points used to dry canals |
      // master cones fitted"): it opens with the words that name what it is about.
      // The step before may be a procedure named with its object ("incision and drainage of buccal swelling | pus drained").
      const verb = lastVerb(toks, itemFrom, i - 3);
      const named = procs.findLast((q) => q.start >= toks[itemFrom]!.start && q.end <= toks[i - 3]!.end && !q.material);
      const before = verb >= 0 ? verb : named ? toks.findIndex((x) => x.end === named.end) : -1;
      let link = -1;
      // After a procedure named with no verb its instrument is such a link too ("I and D with a 15 blade | pus drained").
      for (let j = before + 1; before >= 0 && j < i - 2; j++) if (/^(?:to|for|in|into|on|onto|at|over|under|from|through|of|after|before|following)$/.test(toks[j]!.low) || (verb < 0 && /^(?:with|using)$/.test(toks[j]!.low))) link = j;
      // A material said as the object is the procedure's own ("temporary dressing of zinc oxide eugenol placed").
      const material = link >= 0 && MATERIAL_ONLY.test(text.slice(toks[link + 1]!.start, toks[i - 1]!.end).toLowerCase());
      const k = link >= 0 && !material ? verbLastSubject(doc, toks, procs, link, i, i) : i;
      // A step said in one word needs no subject ("sealants placed after etch and rinse | cured").
      // Nor at a size's value ("stainless steel crown on T size 4 cemented").
      if ((k < i || (link >= 0 && ONE_WORD_STEP.test(t.low))) && !LINK.test(toks[k - 1]!.low) && !PARTICIPLE.test(toks[k - 1]!.low) && !isPastVerb(toks, k - 1) && !/^(?:size|sizes|shade|grade|type|tack)$/.test(toks[k - 1]!.low)) cut(k);
      // So is one after a verb with its particle, with what it is about between ("crown cleaned out | old cement removed").
      else if (verb >= 0 && /^(?:out|off|up|away|back|down)$/.test(toks[verb + 1]?.low ?? '') && i - verb - 2 >= 1 && i - verb - 2 <= 3 && toks.slice(verb + 2, i).every((x, n) => subjectWord(doc, toks, verb + 2 + n, procs) || DESCRIBER.test(x.low) || stepNoun(x.low))) cut(verb + 2);
    }
    // A verb said with where it was done after it ("hand scaled lower anteriors", "calculus removed lower molars")
    // keeps that place: the step opens at its manner or subject and ends after the place.
    const place = steps && !describes && (PARTICIPLE.test(t.low) || isPastVerb(toks, i)) && !JUDGED.test(t.low) ? placeLength(toks, i + 1) : 0;
    if (place) {
      let k = i;
      if (MANNER.test(prev?.low ?? '')) k = i - 1;
      else while (k - 1 >= itemFrom && (stepNoun(toks[k - 1]!.low) || (k < i && DESCRIBER.test(toks[k - 1]!.low)))) k--;
      // Two verbs of one step share the place ("scaled and root planed upper right").
      if (!(toks[k - 1]?.low === 'and' && doneAt(k - 2))) cut(k);
      const end = i + 1 + place;
      if (opensStep(toks[end])) cut(end);
      i = end - 1;
      continue;
    }
    // A step named by its noun alone opens its own step ("crown prep for zirconia crown | retraction cord | digital
    // scan | bite registration", "IRM base | occlusal and interproximal reduction").
    const bare = steps && t.start >= bareEnd && !inProcedure(i) ? BARE_STEP.exec(text.slice(t.start).toLowerCase()) : null;
    if (bare) bareEnd = t.start + bare[0].length;
    // Both arches said after the step before are its ("impressions upper and lower | bite registration").
    // So is an arch said after its impression material ("putty upper alginate lower | bite registration").
    const arches = (i - 3 > itemFrom && /^(?:upper|lower)$/.test(toks[i - 3]!.low) && toks[i - 2]!.low === 'and' && /^(?:upper|lower)$/.test(prev?.low ?? '')) || (i - 2 >= itemFrom && /^(?:upper|lower)$/.test(prev?.low ?? '') && /^(?:alginate|putty|silicone|pvs|polyether|impregum|impressions?)$/.test(toks[i - 2]!.low));
    // Not the object of a verb said first ("put a Dycal liner in").
    // Nor the object of a verb told as a story ("got | working lengths" is one step), nor a kind said after "with a"
    // ("with a distal | relieving incision").
    const objectOf = !!prev && (TOLD_VERB.test(prev.low) || (isSurface(prev) && /^(?:a|an|the|with)$/.test(toks[i - 2]?.low ?? '')));
    // Nor what oral hygiene instruction taught, said straight after it ("OHI | floss picks for the back teeth", "OHI | showed
    // her the orthodontic brush").
    const taught = /^(?:ohi|tbi)$/.test(prev?.low ?? '') || (/^instructions?$/.test(prev?.low ?? '') && toks[i - 2]?.low === 'hygiene');
    if (bare && i > itemFrom && prev && !LINK.test(prev.low) && !/^(?:a|an|the|some)$/.test(prev.low) && (!DESCRIBER.test(prev.low) || arches) && !objectOf && !taught) cut(i);
    // What is found or done next, said verb-last, ends it ("access cavity | 2 canals found buccal and palatal").
    // Its place may come between ("caries free at the amelodentinal junction | pulp not exposed").
    if (bare) {
      const j = toks.findIndex((x) => x.start >= bareEnd);
      if (j > 0 && !placeLength(toks, j) && (((subjectWord(doc, toks, j, procs) || !!procAt(toks[j]!)) && (doneAt(j + 1) || (subjectWord(doc, toks, j + 1, procs) && (doneAt(j + 2) || (subjectWord(doc, toks, j + 2, procs) && doneAt(j + 3)))))) || (/^\d+$/.test(toks[j]!.low) && !MEASURE.test(toks[j + 1]?.low ?? '') && doneAt(j + 2)))) cut(j);
      // After its place, a one-word subject with its verb ("caries free at the ADJ | pulp not exposed").
      else if (j > 0 && /^(?:at|in|on|of|to)$/.test(toks[j]!.low)) {
        const v = toks.findIndex((x, n) => n > j + 1 && n < j + 7 && (doneAt(n) || (x.low === 'not' && doneAt(n + 1))));
        if (v > 0 && v - 1 - j >= 3 && subjectWord(doc, toks, v - 1, procs) && !verbIn(j, v - 1) && !toks.slice(j, v - 1).some((x) => MEASURE.test(x.low))) cut(v - 1);
      }
    }
    // So does a count of what was found, said verb-last ("pulp extirpated | 3 canals found").
    // A word may say what kind ("pressure indicating paste used | 2 high spots relieved").
    const plain = (x: Token | undefined) => !!x && /^[a-z]+$/.test(x.low) && !MEASURE.test(x.low) && !/^(?:as|is|was|has|this|its|his|plus|every|per|times|hours|days|weeks)$/.test(x.low);
    // Not a bur's number ("with a 557 bur | roots sectioned").
    const counted = [1, 2].find((n) => /^[a-z]{3,}s$/.test(toks[i + n]?.low ?? '') && doneAt(i + n + 1) && toks.slice(i + 1, i + n + 1).every(plain) && !isTool(toks, i + 1));
    // Not a count said as the object of a verb said first ("found | 3 canals").
    // Nor a number said after a preposition: a tooth or count where the step went ("removed from 30 | cusps reduced").
    if (steps && /^\d+$/.test(t.low) && i > itemFrom && counted && verbIn(itemFrom, i) && !MEASURE.test(next!.low) && !TOLD_VERB.test(prev?.low ?? '') && !/^(?:from|on|to|at|in|into|onto|of)$/.test(prev?.low ?? '')) cut(i);
    // A tooth said with its verb after a step with a verb of its own opens the next step ("periotome used
    // circumferentially | LR7 elevated …").
    // Several teeth may come first ("… with elevators and forceps | 17 and 32 surgically extracted").
    let afterTeeth = i + 1;
    while (/^(?:and|,)$/.test(toks[afterTeeth]?.low ?? '') && isTooth(doc, toks[afterTeeth + 1]?.text)) afterTeeth += 2;
    const adverb = /ly$/.test(toks[afterTeeth]?.low ?? '') ? 1 : 0;
    // Those are the next step's only when the step before has teeth of its own ("root planing #2 and #15 | polished").
    const ownTeeth = toks.slice(itemFrom, i).some((x) => isTooth(doc, x.text));
    // So does a tooth said with the part of it a step was done to ("dentures fitted | LR3 clasp adjusted").
    // Not the object of a step told verb-first ("accessed 46 | found 4 canals").
    if (steps && isTooth(doc, t.text) && prev && !isTooth(doc, prev.text) && !LINK.test(prev.low) && !partTooth(doc, toks, i) && (doneAt(i + 1) || (doneAt(afterTeeth + adverb) && ownTeeth) || (TOOTH_PART.test(next?.low ?? '') && doneAt(i + 2))) && verbIn(itemFrom, i) && !(openingVerb() === i - 1 && TOLD_VERB.test(next?.low ?? ''))) cut(i);
    // So does a verb said first with its article or whom it was for after a step with a verb of its own, as chatty
    // dictation runs ("tried the dentures in | checked the fit with … | relieved a couple of spots", "gave him instructions").
    // The step before may end with its verb's particle ("took the Cavit out | found all 4 canals").
    const particle = /^(?:in|out)$/.test(prev?.low ?? '') && i - 3 >= itemFrom && (doneAt(itemFrom) || DO_BEFORE.test(toks[itemFrom]!.low));
    // The step before has its own verb or instrument ("shade A2 with the Vita guide | took a digital scan"); a verb said
    // for whom it was done opens a step whatever came before ("… from 60 to 70 | gave him instructions").
    // Or a shade said with its value ("shade A3 | checked the bite").
    const stepBefore = verbIn(itemFrom, i) || itemHasProc || toks.slice(itemFrom, i).some((x) => x.low === 'with' || STORY_VERB.test(x.low)) || /^(?:him|them)$/.test(next?.low ?? '') || (SHADE.test(prev?.text ?? '') && toks[i - 2]?.low === 'shade');
    // The step before may end with its own particle ("we put the rubber dam on | took out the old filling").
    const endsParticle = /^(?:on|in|out|off)$/.test(prev?.low ?? '') && toks.slice(itemFrom, i - 1).some((x) => x.low === 'placed' || STORY_VERB.test(x.low));
    if (verbObject && !taught && ((!describes && (!LINK.test(prev!.low) || endsParticle) && stepBefore) || particle)) cut(i);
    // So does one said after "and" with an object of two words or more ("cleaned that out | and built up a new core";
    // "adjusted the contact and polished it" is one step).
    // Not "we went ahead and …".
    // After a step said as its noun too, with who did it next ("sectional matrix and wedge | and I checked the bite").
    else if (steps && t.low === 'and' && (opensVerbFirst(i) || (bareItem() && /^(?:i|we)$/.test(next?.low ?? ''))) && prev!.low !== 'ahead') {
      let v = i + 1;
      while (/^(?:also|i|we)$/.test(toks[v]?.low ?? '')) v++;
      let end = v + 1;
      while (end < toks.length && !/^(?:[,;.]|then|and)$/.test(toks[end]!.low)) end++;
      if ((doneAt(v) || TOLD_VERB.test(toks[v]?.low ?? '')) && !JUDGED.test(toks[v]!.low) && (end - v > 2 || (end - v === 2 && !/^(?:it|them|this|that)$/.test(toks[v + 1]!.low))) && !/^(?:with|to|for|in|on|at|by|using|under|via|and|or)$/.test(toks[v + 1]?.low ?? '')) cut(i);
    }
    // Told as a story, "so" opens the next step after a step or a finding ("bit of oozing | so she bit on gauze").
    if (steps && t.low === 'so' && i > itemFrom + 1 && next && (/^(?:i|we|she|he|they|did)$/.test(next.low) || doneAt(i + 1) || TOLD_VERB.test(next.low))) cut(i);
    // So does what was found, said with "was" or "went" after a step with its verb ("accessed the tooth | pulp was bleeding
    // heavily", "tried the crown in | contacts were a bit tight").
    // Curing is said with how it was done: "light cured", "tack cured 2 seconds" is one step.
    if (steps && /^(?:cured|curing)$/.test(t.low) && /^(?:light|tack|spot)$/.test(prev?.low ?? '')) {
      if (i - 1 > itemFrom && verbIn(itemFrom, i - 1) && !/^(?:and|&)$/.test(toks[i - 2]?.low ?? '')) cut(i - 1);
      uncut = i;
    }
    // The subject keeps the surface and article said before it ("… | the mesial contact was too tight", "… | the palatal
    // one was a bit stubborn").
    const surfaced = (k: number) => (isSurface(toks[k - 1]) && k - 1 > itemFrom && !/^(?:from|via|through)$/.test(toks[k - 2]?.low ?? '') ? k - 1 : k);
    const subjectFrom = (k: number) => (/^(?:the|a)$/.test(toks[surfaced(k) - 1]?.low ?? '') && surfaced(k) - 1 > itemFrom ? surfaced(k) - 1 : surfaced(k));
    const wasSubject = !!prev && (subjectWord(doc, toks, i - 1, procs) || stepNoun(prev.low) || isTooth(doc, prev.text) || (prev.low === 'one' && isSurface(toks[i - 2])));
    if (steps && /^(?:was|were|went|came)$/.test(t.low) && i - 1 > itemFrom + 1 && wasSubject && !/^(?:it|that|this|which|who|there|he|she|they)$/.test(prev!.low) && (!LINK.test(toks[i - 2]!.low) || /^(?:in|on|out|off)$/.test(toks[i - 2]!.low) || isSurface(toks[i - 2])) && verbIn(itemFrom, i - 1)) cut(subjectFrom(i - 1));
    // After access said bare with its tooth, a step said verb-last opens with its subject ("access 22 | canal debrided").
    if (steps && doneAt(i) && /^(?:access|isolation)$/.test(toks[itemFrom]!.low) && isTooth(doc, toks[i - 2]?.text) && i - 2 > itemFrom && subjectWord(doc, toks, i - 1, procs)) cut(i - 1);
    // Rubber dam said bare is a step of its own: what follows it opens the next ("rubber dam | access 22"); so are
    // monitors put on ("pulse oximeter on | sats 99").
    const damOn = /^(?:on|off)$/.test(prev?.low ?? '') && ((toks[i - 2]?.low === 'dam' && toks[i - 3]?.low === 'rubber' && i - itemFrom === 3) || (i - 2 >= itemFrom && MONITOR.test(text.slice(toks[itemFrom]!.start, toks[i - 2]!.end).toLowerCase())));
    if (steps && ((prev?.low === 'dam' && toks[i - 2]?.low === 'rubber' && i - itemFrom === 2) || damOn) && !isTooth(doc, t.text) && !PARTICIPLE.test(t.low) && !doneAt(i) && !/^(?:on|off|out|removed|in|from|across|isolation|clamp|clamps?|frame|sheet|with|and|or|was|were|is|to|for|at|applied|placed|used|,|;|\.)$/.test(t.low)) cut(i);
    // A verb after a step said as its noun with its particle opens the next ("rubber dam on | accessed the tooth", "temps off | cleaned the preps", "Isolite in |
    // took off the old amalgam").
    // So does what was done next, said noun-first ("rubber dam on | Cavit removed", "rubber dam on | dressing out"; not
    // "temporary crown in | Protemp cemented", where "in" names its material).
    const doneNext = () => {
      for (let m = i + 1; m <= i + 2 && toks[m]; m++) {
        if (PARTICIPLE.test(toks[m]!.low) || /^(?:out|off)$/.test(toks[m]!.low)) return !JUDGED.test(toks[m]!.low);
        if (LINK.test(toks[m]!.low) || isTooth(doc, toks[m]!.text)) return false;
      }
      return false;
    };
    if (steps && prev && (/^(?:on|in)$/.test(prev.low) || (/^(?:off|out)$/.test(prev.low) && doneAt(i))) && i - itemFrom >= 2 && i - itemFrom <= 4 && !verbIn(itemFrom, i - 1) && next && ((doneAt(i) || TOLD_VERB.test(t.low)) ? !/^(?:with|to|for|at|by|and|or|in|on)$/.test(next.low) : prev.low === 'on' && !STORY_VERB.test(toks[itemFrom]!.low) && !LINK.test(t.low) && !isTooth(doc, t.text) && doneNext())) cut(i);
    // Told verb-first, a verb said with its object after a step that opened with its own verb and object opens the next
    // ("accessed 46 | found 4 canals", "we laid a flap … | removed buccal bone", "took out 17 with forceps | came out in
    // 1 piece").
    // Not a noun that looks like a verb after its describer ("vitrebond over the deepest bit").
    else if (steps && !describes && opensVerbFirst(i) && (doneAt(i) || TOLD_VERB.test(t.low)) && !JUDGED.test(t.low) && prev && !LINK.test(prev.low) && !AUX.test(prev.low) && !/^(?:this|that|each|every|[a-z]+est)$/.test(prev.low) && !doneAt(i - 1) && next && !LINK.test(next.low)) cut(i);
    // After what was found, a step said verb-last opens with its subject ("roots complete | socket squeezed").
    // The state may come a word or two in ("buccal plate intact | socket curetted").
    const stateAt = [0, 1, 2].map((n) => itemFrom + n).find((k) => FOUND_STATE.test(toks[k]?.low ?? '') && (k === itemFrom || (!DESCRIBER.test(toks[itemFrom]!.low) && !KIND.test(toks[itemFrom]!.low) && toks.slice(itemFrom, k).every((x, n) => subjectWord(doc, toks, itemFrom + n, procs) || isSurface(x)))));
    if (steps && stateAt !== undefined && i > stateAt + 1 && doneAt(i) && subjectStart(toks, i, stateAt + 1) < i) cut(subjectStart(toks, i, stateAt + 1));
    // A one-word step after a step named by its noun opens its own step ("selective etch of enamel | rinsed and dried").
    if (steps && ONE_WORD_STEP.test(t.low) && i > itemFrom + 1 && bareItem() && !verbIn(itemFrom, i)) cut(i);
    // A one-word step said right after the instrument of a step said with its noun ("maintenance with cavitron and hand
    // instruments | polished").
    else if (steps && ONE_WORD_STEP.test(t.low) && isTool(toks, i - 1) && i > itemFrom + 2 && !verbIn(itemFrom, i) && withPhraseAt(toks, itemFrom, i) < 0 && toks.slice(itemFrom, i).some((x) => /^(?:with|using)$/.test(x.low))) cut(i);
    // Said last, after a step with a verb of its own, it is a step of its own ("checked the bite | polished").
    else if (steps && ONE_WORD_STEP.test(t.low) && !next && i > itemFrom + 1 && verbIn(itemFrom, i) && prev && !LINK.test(prev.low) && !/^(?:and|,|light|self|dual|air|heat)$/.test(prev.low)) cut(i);
    // No anaesthetic said bare is a step of its own ("no LA needed | 85 separators removed").
    if (steps && i > itemFrom && NO_LA.test(text.slice(toks[itemFrom]!.start, prev!.end).toLowerCase()) && !LINK.test(t.low) && !/^(?:needed|required|given|used|necessary|today|as|because|since|per|at)$/.test(t.low)) cut(i);
    // A canal said with what was found of it opens its own step ("3 canals located | MB2 not found").
    if (steps && t.low === 'mb2' && i > itemFrom && !LINK.test(prev!.low) && verbIn(itemFrom, i) && (doneAt(i + 1) || (next?.low === 'not' && doneAt(i + 2)))) cut(i);
    // A count of things found in their state opens its own step ("removed with hand files | 2 canals patent").
    if (steps && /^\d+$/.test(t.low) && subjectWord(doc, toks, i + 1, procs) && FOUND_STATE.test(toks[i + 2]?.low ?? '') && verbIn(itemFrom, i)) cut(i);
    // A step said verb-last after a verb with its particle opens with its subject ("roots elevated out | socket curetted").
    if (steps && /^(?:out|off|away|back)$/.test(t.low) && doneAt(i - 1) && stepNoun(next?.low ?? '') && doneAt(i + 2)) cut(i + 1);
    // Told as a story, who did it next opens the next step ("took out the old filling | I put a liner in"), and so does
    // what was found ("took out the old filling | there was a lot of decay").
    if (steps && i > itemFrom + 2 && (verbIn(itemFrom, i) || toks.slice(itemFrom, i).some((x) => x.low === 'there' || STORY_VERB.test(x.low))) && ((/^(?:i|we)$/.test(t.low) && (isPastVerb(toks, i + 1) || DO_BEFORE.test(next?.low ?? '') || /^(?:put|went|got|used|did|gave|took|made|found|had|cut|set|numbed|tried|checked)$/.test(next?.low ?? ''))) || (t.low === 'there' && /^(?:was|were)$/.test(next?.low ?? '')))) cut(i);
    // A part of a tooth with its surface said after a step's verb opens the next step ("caries removed | L cusp reduced").
    if (steps && doneAt(i) && i > itemFrom && isSurface(next) && /^(?:cusps?|walls?|margins?|roots?|ridges?)$/.test(toks[i + 2]?.low ?? '')) cut(i + 1);
    // A one-word step after the teeth a step was done on opens its own ("localized root planing 2 15 | polished").
    if (steps && ONE_WORD_STEP.test(t.low) && isTooth(doc, prev?.text) && i - 1 > itemFrom && bareItem()) cut(i);
    // A verb said after what was found opens the next step ("contact with 47 tight | eased with an abrasive strip").
    if (steps && doneAt(i) && FOUND_STATE.test(prev?.low ?? '') && i - 1 > itemFrom && subjectWord(doc, toks, itemFrom, procs)) cut(i);
    // Teeth said after a duration or measure open the next step ("applied 13 23 for 60 seconds | 34 44 B cavities cleaned").
    if (steps && isTooth(doc, t.text) && prev && MEASURE.test(prev.low) && /^\d/.test(toks[i - 2]?.low ?? '')) cut(i);
    // A step said verb-last after a place opens with its subject ("ultrasonic scaling upper and lower arches | stain removed").
    if (steps && doneAt(i) && subjectWord(doc, toks, i - 1, procs) && [2, 3, 4].some((n) => i - 1 - n >= itemFrom && placeLength(toks, i - 1 - n) === n)) cut(i - 1);
    // So is a state said right after the instrument ("extracted with upper molar forceps | complete with all 3 roots").
    if (steps && i > itemFrom + 2 && isTool(toks, i - 1) && FOUND_STATE.test(t.low)) cut(i);
    // What was found after a step with its instrument is said on its own ("extracted with forceps | roots complete").
    if (steps && i > itemFrom + 2 && isTool(toks, i - 1) && subjectWord(doc, toks, i, procs) && FOUND_STATE.test(next?.low ?? '')) cut(i);
    // A shade closes its step ("shade A2 for both | polished"); so does a step said in one word ("etched | bonded").
    // A verb right after the shade value is the shade step's own ("shade A2 confirmed").
    // Whether the pulp was reached is a finding of its own ("caries removed dentine firm | no exposure", "old amalgam out |
    // pulp exposure about 1 mm at the MB horn").
    if (steps && i > itemFrom && !LINK.test(prev?.low ?? 'with') && !/^(?:but|without|avoid|near|any|and|or|not|no|small|pinpoint|carious|tiny)$/.test(prev?.low ?? '') && /^(?:no (?:pulp(?:al)? )?exposures?|(?:(?:small|pinpoint|carious|tiny) )?pulp(?:al)? (?:exposure|exposed|not exposed))\b/.test(toks.slice(i, i + 4).map((x) => x.low).join(' '))) cut(i);
    // Going on to the next tooth opens a step of its own ("… shade A3.5 | moved on to 47", "… | started on 19").
    if (steps && i > itemFrom && /^(?:moved|went|started|began)$/.test(t.low) && !LINK.test(prev?.low ?? 'with') && /^(?:on|onto|to|with|over|back)$/.test(next?.low ?? '') && [2, 3].some((d) => isTooth(doc, toks[i + d]?.text ?? '') && toks.slice(i + 2, i + d).every((x) => /^(?:on|to|the|tooth|number)$/.test(x.low)))) cut(i);
    // Nor a judgement of the match ("shade A3 matches fine").
    const shadeStep = toks[itemFrom]!.low === 'shade' && toks.slice(itemFrom, i).some((x) => SHADE.test(x.text)) && !(SHADE.test(prev?.text ?? '') && !ONE_WORD_STEP.test(t.low)) && !(JUDGED.test(t.low) && SHADE_SAID.test(prev?.low ?? ''));
    // The shade value ends the shade step when a step said verb-last follows ("shade taken A3 | abutments prepared").
    // So does a verb said first with its object ("shade A2 | checked the bite").
    const verbWithObject = !!next && (PARTICIPLE.test(next.low) || isPastVerb(toks, i + 1)) && STEP_OBJECT.test(toks[i + 2]?.low ?? '');
    if (steps && SHADE.test(t.text) && toks.slice(itemFrom, i).some((x) => x.low === 'shade') && next && /^[a-z]{2,}(?:['’]s)?$/.test(next.low) && !SHADE.test(next.text) && !LINK.test(next.low) && ((!PARTICIPLE.test(next.low) && !isPastVerb(toks, i + 1)) || verbWithObject) && !SHADE_SAID.test(next.low)) cut(i + 1);
    if (participle && i > itemFrom && (shadeStep || (ONE_WORD_STEP.test(toks[itemFrom]!.low) && i === itemFrom + 1))) cut(i);
    // Its object may follow ("dried them"; "smoothed sharp cusp LL7", with no verb of its own).
    else if (i === itemFrom + 1 && steps && ONE_WORD_STEP.test(toks[itemFrom]!.low) && !LINK.test(t.low) && /^[a-z]/.test(t.low) && !isTooth(doc, t.text) && !/^(?:it|them|that|this|these|those|the|all|both|composites|amalgams|restorations|fillings|margins)$/.test(t.low) && (toks[itemFrom]!.low !== 'smoothed' || toks.slice(i, i + 4).some((x, n) => PARTICIPLE.test(x.low) || ONE_WORD_STEP.test(x.low) || isPastVerb(toks, i + n)))) cut(i);
    else if (participle && i > itemFrom) {
      // Said verb-first when the item opens with a verb and its object ("placed rubber dam").
      // A participle with no object after it closes a step said verb-last, which opens with its subject
      // ("opened access through crown | access sealed with Cavit").
      // Said with a helping verb, the subject comes before that ("placed rubber dam | caries was removed").
      if (PARTICIPLE.test(toks[itemFrom]!.low) && !LINK.test(toks[itemFrom + 1]?.low ?? '') && /^(?:was|were)$/.test(prev!.low)) {
        if (subjectStart(toks, i - 1, itemFrom + 2) < i - 1) cut(subjectStart(toks, i - 1, itemFrom + 2));
      } else if (PARTICIPLE.test(toks[itemFrom]!.low) && !LINK.test(toks[itemFrom + 1]?.low ?? '')) cut(!next || LINK.test(next.low) ? subjectStart(toks, i, itemFrom + 2) : i);
      // Verb-first with its purpose ("prepared for crown | retraction cord packed"): the next step
      // said verb-last opens with its subject, a word or two.
      else if (verbAt(itemFrom) >= 0 && i > verbAt(itemFrom) + 3) {
        let k = i;
        while (k > i - 2 && k - 1 > verbAt(itemFrom) + 2 && STEP_NOUN.test(toks[k - 1]!.low)) k--;
        if (k < i) cut(k);
      }
      // After an outcome a step said verb-last opens with its subject ("no complications | socket compressed").
      else if (toks[itemFrom]!.low === 'no' && i > itemFrom + 2 && subjectStart(toks, i, itemFrom + 2) < i) cut(subjectStart(toks, i, itemFrom + 2));
      // Its subject may be two plain words after an outcome of two or more ("no sinus communication | collagen plug placed").
      else if (toks[itemFrom]!.low === 'no' && i > itemFrom + 4 && [1, 2, 3, 4].every((n) => subjectWord(doc, toks, i - n, procs))) cut(i - 2);
      // Canals named after "located" are where ("canals located MB DB P").
      // Not inside a list of verbs ("amalgam condensed, carved and burnished").
      else if (opensStep(next) && !(isPastVerb(toks, i + 1) && /^(?:and|,)$/.test(toks[i + 2]?.low ?? ''))) cut(i + 1);
    } else if (closer && i > itemFrom && opensStep(next) && !(isPastVerb(toks, i + 1) && /^(?:and|,)$/.test(toks[i + 2]?.low ?? ''))) cut(i + 1);
  }
  return cuts;
}

/**
 * Where a step said verb-last at toks[v] (its participle at toks[i]) opens after a step with its instrument or
 * material (the with-phrase after toks[earlier]) when no instrument word ends that phrase.
 */
function verbLastSubject(doc: Doc, toks: Token[], procs: { start: number; end: number }[], earlier: number, v: number, i: number): number {
  let k = v;
  // A step said verb-last needs a subject: the plain word before its verb ("with hand instruments |
  // pockets irrigated"), with the words that describe it ("final impression taken"); a one-word step
  // ("with Filtek A1 | polished") needs none.
  if (!stepNoun(toks[v - 1]!.low) && !ONE_WORD_STEP.test(toks[i]!.low) && v - 1 > earlier + 2 && subjectWord(doc, toks, v - 1, procs)) k--;
  // A subject of several words stops at the object of the step before ("with a chamfer margin | retraction cord placed").
  const inObject = (j: number) => j < i - 2 && (/^(?:a|an|the)$/.test(toks[j - 1]?.low ?? '') || /^(?:a|an|the)$/.test(toks[j - 2]?.low ?? ''));
  while (k - 1 > earlier + 2 && !STEP_OPENER.test(toks[k]!.low) && (stepNoun(toks[k - 1]!.low) || isTooth(doc, toks[k - 1]!.text)) && !inObject(k - 1)) k--;
  if (k < v) while (k - 1 > earlier + 2 && DESCRIBER.test(toks[k - 1]!.low)) k--;
  // Instructions take what they are for ("post sedation instructions given", "post-sedation instructions given").
  if (/^instructions?$/.test(toks[k]?.low ?? '') && k - 1 > earlier) {
    if (/^(?:post|pre)-(?:op|operative|sedation|extraction|surgical)$/.test(toks[k - 1]!.low)) k--;
    else if (k - 2 > earlier && /^(?:op|operative|sedation|extraction|surgical)$/.test(toks[k - 1]!.low) && /^(?:post|pre)$/.test(toks[k - 2]!.low)) k -= 2;
  }
  // A count opens what it counts, with one word of kind between ("2 Vicryl sutures placed").
  // A duration or measure is the step before's ("etched for 15 seconds | rinsed").
  // Not an instrument's size or a material's version ("elevated with a Coupland 1 | extracted", "Protemp 4 | trimmed").
  if (k - 1 > earlier + 2 && /^\d+$/.test(toks[k - 1]!.low) && !numbered(toks, k - 2)) k--;
  else if (k - 2 > earlier + 2 && /^\d+$/.test(toks[k - 2]!.low) && !MEASURE.test(toks[k - 1]!.low)) k -= 2;
  return k;
}

/** Steps said as a bare noun, with the words that say their kind. */
const BARE_STEP =
  /^(?:retraction cord|digital (?:scan|impressions?)|intra ?oral scan|bite (?:registration|reg)\b|(?:(?:occlusal|interproximal|incisal|axial)(?: and (?:occlusal|interproximal|incisal|axial))? )?reduction\b|access cavity|(?:irm|gic|rmgic|vitrebond|dycal|zoe) (?:base|liner)\b|nitrous oxide|floss\b(?! (?:threader|ligature))|(?:hand|ultrasonic|manual|sonic|piezo) (?:instrumentation|debridement|scaling)\b|final (?:rinse|irrigation|flush)\b|(?:interproximal|occlusal) slices?\b|super ?floss\b|(?:[\d.]+ mm )?(?:labial|buccal|lingual|palatal) reduction\b|(?:(?:small|crestal|full thickness|releasing|relieving|vertical|mid[- ]crestal) )*incision\b(?! and drainage)|(?:bite|gauze) pack\b|caries[- ]free\b|(?:[\d.]+% )?(?:phosphoric )?(?:acid )?(?:selective |total )?(?:enamel )?etch\b(?! and rinse)|gauze pressure\b|(?:petroleum jelly|vaseline)(?: (?:on|to) (?:the )?lips)?\b|(?:mylar|clear|sectional|metal|tofflemire) (?:strip|matrix|band)(?: and wedges?)?\b|(?:chamfer|shoulder)(?: finish line| margins?)\b|(?:(?:universal|dentine|dentin|self etch|total etch) )?bond(?:ing agent)?\b|(?:locali[sz]ed )?root planing\b|(?:glass ionomer|gic|rmgic|composite|amalgam|resin) core\b)/;
/** How a step was done, said right before its verb ("hand scaled"). */
const MANNER = /^(?:hand|manual|manually|ultrasonic|ultrasonically|sonic|piezo|mechanical|mechanically)$/;
/** Where in the mouth a step was done, said right after its verb ("lower anteriors", "upper right quadrant", "full mouth"). */
function placeLength(toks: Token[], k: number): number {
  const at = (i: number) => toks[i]?.low ?? '';
  if (at(k) === 'full' && at(k + 1) === 'mouth') return 2;
  if (/^(?:all|both)$/.test(at(k)) && /^(?:quadrants|sextants|arches|teeth)$/.test(at(k + 1))) return 2;
  if (/^(?:upper|lower)$/.test(at(k)) && at(k + 1) === 'and' && /^(?:upper|lower)$/.test(at(k + 2))) return /^(?:arch(?:es)?|teeth|anteriors|molars)$/.test(at(k + 3)) ? 4 : 3;
  if (!/^(?:upper|lower)$/.test(at(k))) return 0;
  if (/^(?:right|left)$/.test(at(k + 1))) return /^(?:quadrant|sextant|side)$/.test(at(k + 2)) ? 3 : 2;
  return /^(?:anteriors?|posteriors?|molars|premolars|incisors|canines|arch|teeth|quadrant|sextant)$/.test(at(k + 1)) ? 2 : 0;
}
/** A state found after a step ("roots complete", "socket intact"). */
const FOUND_STATE = /^(?:complete|intact|clean|healthy|stable|dry|patent|visible|present|sound|tight|open)$/;

/**
 * A step said verb-last at toks[v] after a step with its instrument (the with-phrase after toks[earlier]): its
 * subject is every plain word after the instrument's last word ("removed with high speed | recurrent decay
 * removed"), up to five, or -1 when no instrument word ends the phrase with such words after it.
 */
function subjectAfterTool(doc: Doc, toks: Token[], earlier: number, v: number): number {
  // A tool said with its kind right before the verb is what was placed ("with slow speed | mylar strip placed").
  // So is a tool said as used after another ("extracted with forceps | elevators used").
  let k = isTool(toks, v - 1) && (!isTool(toks, v - 2) || toks[v]!.low === 'used') && /^[a-z]+$/.test(toks[v - 2]?.low ?? '') && !LINK.test(toks[v - 2]!.low) ? v - 1 : v;
  // A tooth may be said within it after a part of the tooth ("with a Monoject syringe | sharp cusp 15 smoothed").
  while (k - 1 > earlier + 2 && v - k < 5 && !isTool(toks, k - 1) && (partTooth(doc, toks, k - 1) || (toks[k - 1]!.low === 'of' && partTooth(doc, toks, k)) || (/^[a-z]+$/.test(toks[k - 1]!.low) && (toks[k - 1]!.low === 'and' || !LINK.test(toks[k - 1]!.low)) && (!PARTICIPLE.test(toks[k - 1]!.low) || !isPastVerb(toks, k - 1)) && !isTooth(doc, toks[k - 1]!.text)))) k--;
  // How the step before was done, said after its tool, is that step's ("with forceps atraumatically | socket curetted").
  let manner = k;
  while (manner < v - 1 && /^[a-z]{4,}ly$/.test(toks[manner]!.low)) manner++;
  if (manner > k && isTool(toks, k - 1)) return manner;
  return k < v && isTool(toks, k - 1) && toks[k]!.low !== 'and' ? k : -1;
}

/** Is toks[j] a tooth said after the part of it a step is about ("sharp cusp 15 smoothed", "cusp of 15")? */
const partTooth = (doc: Doc, toks: Token[], j: number) => {
  const part = toks[j - 1]?.low === 'of' ? j - 2 : j - 1;
  return isTooth(doc, toks[j]?.text) && /^(?:cusps?|edges?|margins?|walls?|ridges?|roots?)$/.test(toks[part]?.low ?? '');
};

/** Does the word after a step's closing participle open the next step (not a link, manner or canal name)? */
const opensStep = (next: Token | undefined) =>
  !!next && /^[a-z]/.test(next.low) && !SHADE.test(next.text) && !LINK.test(next.low) && !/ly$|^(?:it|them|him|that|this|these|those|both|one|close|near|very|quite|verbal|written|twice|once|daily|nightly|bd|bid|tds|tid|qds|qid|prn|today|now|yet|again|well|last|previously|earlier|yesterday|including|incl|except|without|which|under|through|across|along|between|below|above|beneath|beside|out|off|up|down|back|away|together|sound|intact|fine|good|satisfactory|ok|okay|mb2?|db|dl|ml|mp|dp|[mdbpl])$/.test(next.low);

/** Words said of a shade after its value ("shade A3 matches", "shade B1 agreed with the patient", "shade A2 Vita classical"). */
const SHADE_SAID = /^(?:match|matches|matched|matching|agreed|selected|chosen|confirmed|approved|vita|using|under|in)$/;
/** Words that describe what a step is done to ("final impression", "old cement"). */
const DESCRIBER = /^(?:cover|healing|sulcular|intrasulcular|crestal|releasing|relieving|vertical|envelope|mucoperiosteal|full|old|existing|previous|defective|failed|leaking|broken|remaining|loose|temporary|temp|permanent|interim|final|new|upper|lower|primary|secondary|master|working|sectional|excess|residual|subgingival|supragingival|sub|supra)$/;

/** A noun a step said verb-last is about, singular or plural ("pocket irrigated", "sockets packed"). */
const stepNoun = (w: string) => STEP_NOUN.test(w) || (/s$/.test(w) && STEP_NOUN.test(w.replace(/e?s$/, '')));

/**
 * Can toks[k], a plain word said right before a verb of doing, be what that step is about ("pus drained")?
 * Not a link, manner, measure, verb, tooth or named procedure or material (those end the step before).
 */
function subjectWord(doc: Doc, toks: Token[], k: number, procs: { start: number; end: number }[]): boolean {
  const w = toks[k]?.low ?? '';
  // A canal's name is a subject ("MB2 located and negotiated").
  if (/^mb2$/.test(w)) return true;
  return /^[a-z]{3,}$/.test(w) && !LINK.test(w) && !NOT_SUBJECT_WORD.test(w) && !MEASURE.test(w) && !/ly$/.test(w) && !PARTICIPLE.test(w) && !isPastVerb(toks, k) && !isTooth(doc, toks[k]!.text) && !procs.some((p) => p.start <= toks[k]!.start && p.end >= toks[k]!.end);
}
const NOT_SUBJECT_WORD = /^(?:not|no|then|today|which|who|this|that|was|were|is|are|been|also|well|again|each|both|all|used|freehand|incrementally|agent|paste|sealer|cement|acid|gel|solution|saline|water|bur|burs|forceps|elevator|elevators|luxator|luxators|scaler|instruments?|discs?|strips?|paper|points?|cones?|files?|percha)$/;

/** What a treatment step said verb-last is about ("socket compressed", "excess cement removed"). */
const STEP_NOUN =
  /^(?:socket|sockets|canals?|excess|cement|paste|pressure|indicating|gauze|pack|sutures?|rubber|dam|occlusion|bite|contacts?|margins?|shade|caries|decay|liner|matrix|bands?|wedges?|tooth|teeth|area|temp|temporary|crown|core|post|impressions?|dressing|pulp|cavity|access|restoration|filling|denture|flange|haemostasis|hemostasis|bleeding|trays?|cones?|prophy|prep|preparation|enamel|dentine|dentin|roots?|etch|bond|bonding|varnish|fluoride|sealants?|floss|contact|cord|retraction|packing|buildup|midline|aesthetics|esthetics|fit|retention|stability|extension|apices|flap|wound|tissues?|calculus|stain|plaque|anaesthesia|anesthesia|lengths?|polish|lines?|planes?|rims?|bases?|records?|facebow|framework|clasps?|rests?|housings?|inserts?|abutments?)$/;

/**
 * Where a step said verb-last before toks[i] opens: the word it is about, with a word that opens it
 * ("access sealed", "excess cement removed"), no earlier than floor and not the object of a link word
 * ("through crown | access sealed").
 */
function subjectStart(toks: Token[], i: number, floor: number): number {
  const free = (k: number) => k >= floor && !LINK.test(toks[k - 1]?.low ?? '') && !/^(?:through|across|along|between|below|above|beneath|beside)$/.test(toks[k - 1]?.low ?? '');
  if (!free(i - 1) || !STEP_NOUN.test(toks[i - 1]!.low)) return i;
  return free(i - 2) && STEP_OPENER.test(toks[i - 2]!.low) ? i - 2 : i - 1;
}

/** The last verb of doing between from and to (inclusive), or -1. */
function lastVerb(toks: Token[], from: number, to: number): number {
  for (let j = to; j >= from; j--) if ((PARTICIPLE.test(toks[j]!.low) && !JUDGED.test(toks[j]!.low)) || isPastVerb(toks, j)) return j;
  return -1;
}

/**
 * The verb or step of a step followed by its instrument or material ("extracted with forceps", "luxated
 * with luxators", "etch with phosphoric acid"), between from and to, or -1.
 */
function withPhraseAt(toks: Token[], from: number, to: number): number {
  for (let j = to - 2; j >= from; j--) {
    // Or the tooth a procedure named before it was done on ("composite build up 11 with a Mylar strip").
    const step = PARTICIPLE.test(toks[j]!.low) || isPastVerb(toks, j) || STEP_NOUN.test(toks[j]!.low) || /^(?:rinse|flush|wash|rsd|srp)$/.test(toks[j]!.low) || /^[a-z]{4,}(?:ation|ment|ing)$/.test(toks[j]!.low) || (/^\u27E6/.test(toks[j]!.text) && /^(?:up|prep|preparation|buildup|restoration)$/.test(toks[j - 1]?.low ?? ''));
    // A verb's particle may come first ("flushed out with hypochlorite"), or how and where ("removed buccally and distally with …").
    let link = /^(?:out|off|up|down|away|back)$/.test(toks[j + 1]?.low ?? '') ? j + 2 : j + 1;
    while (/^[a-z]{3,}ly$/.test(toks[link]?.low ?? '') && link < to) link += toks[link + 1]?.low === 'and' && /ly$/.test(toks[link + 2]?.low ?? '') ? 2 : 1;
    // Or where in the mouth ("RSD upper left and lower left with …").
    for (let n = placeLength(toks, link); n && link < to; n = placeLength(toks, link)) {
      link += n;
      if (toks[link]?.low === 'and' && placeLength(toks, link + 1)) link++;
    }
    if (step && /^(?:with|using|via|under|in)$/.test(toks[link]?.low ?? '')) return j;
  }
  return -1;
}

export function listItems(doc: Doc, said: string, opts: { name?: boolean; dx?: boolean; tx?: boolean; runOn?: boolean }): Item[] {
  const text = abbreviateSingleSurfaces(said);
  const toks = tokenize(text);
  /** Where items end: [start, end) of the words between them (a comma, "then"), empty for a plain break. */
  const cuts: [number, number][] = [];
  // Run-on steps end where a careful writer would put a comma; in TX "and" only joins within such a step
  // ("extracted with forceps | socket curetted and irrigated with saline").
  // A cut never falls inside a named material ("checked with pressure indicating paste | polished"): it moves to its end.
  const materials = [...text.toLowerCase().matchAll(new RegExp(`\\b${MATERIAL}`, 'g'))].map((m) => [m.index, m.index + m[0].length] as const);
  const runCuts = (opts.runOn && (opts.tx || opts.name) ? treatmentCuts(doc, toks, text, !!opts.tx) : []).map((c) => materials.find(([a, b]) => a < c && c < b)?.[1] ?? c);
  const sepEnd = (i: number) => {
    const runCut = runCuts.find((c) => c > (toks[i]?.start ?? text.length)) ?? text.length;
    for (let k = i; k < toks.length; k++) if (/^[,;.]$/.test(toks[k]!.text) || toks[k]!.low === 'then') return Math.min(toks[k]!.start, runCut);
    return runCut;
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1];
    const next = toks[i + 1];
    const between = isTooth(doc, prev?.text) && isTooth(doc, next?.text);
    const itemStart = Math.max(cuts.length ? cuts[cuts.length - 1]![1] : 0, ...(opts.tx ? runCuts.filter((c) => c < t.start) : []));
    // Not the full stop of a title ("referral to Dr. Patel").
    if (/^[,;.]$/.test(t.text) && !between && !(t.text === '.' && TITLE.test(prev?.low ?? ''))) cuts.push([t.start, t.end]);
    else if (t.low === 'then') cuts.push([t.start, t.end]);
    // Two steps said passive in one sentence are two steps ("The temporaries were removed | and | the teeth were cleaned
    // with pumice").
    else if (t.low === 'and' && opts.tx && /^(?:the|a|an|his|her|their)$/.test(next?.low ?? '') && [i + 3, i + 4, i + 5].some((j) => passiveAt(toks, j) && toks.slice(i + 2, j).every((x) => /^[a-z-]+$/.test(x.low) && (x.low === 'and' || !LINK.test(x.low)))) && toks.slice(itemStartIndex(cuts, toks), i).some((_, n) => passiveAt(toks, itemStartIndex(cuts, toks) + n))) cuts.push([t.start, t.end]);
    else if ((t.low === 'followed' && next?.low === 'by') || (t.low === 'after' && next?.low === 'that')) cuts.push([t.start, next.end]);
    // A plan said in phases opens an item at each phase ("phase 1 scale and polish | phase 2 DO composite 36").
    else if (opts.name && !opts.tx && t.low === 'phase' && /^(?:\d|i{1,3}|iv|v|one|two|three|four|five)$/.test(next?.low ?? '') && i > itemStartIndex(cuts, toks)) cuts.push([t.start, t.start]);
    // In a plan, "and" before a verb of planning opens the next item ("crown and replace amalgam 16").
    else if (t.low === 'and' && opts.name && !opts.tx && PLAN_VERB.test(next?.low ?? '') && i > itemStartIndex(cuts, toks)) cuts.push([t.start, t.end]);
    // So do "and a" or "and an" after an item's tooth ("replace MO composite 36 and a course of hygiene").
    else if (t.low === 'and' && opts.name && !opts.tx && isTooth(doc, prev?.text) && /^(?:a|an)$/.test(next?.low ?? '')) cuts.push([t.start, t.end]);
    // And, said run-on, a verb of planning after an item's tooth, number or restoration ("refer to oral surgeon to discuss 27 |
    // monitor ulcer", "new upper and lower dentures | refer oral surgery").
    else if (opts.name && !opts.tx && opts.runOn && (isTooth(doc, prev?.text) || /^\d+$/.test(prev?.low ?? '') || RESTORATION.test(prev?.low ?? '')) && PLAN_VERB.test(t.low)) cuts.push([t.start, t.start]);
    else if (t.low === 'and' && !between && !insideProcedure(text, t.start)) {
      const rest = text.slice(t.end, sepEnd(i + 1));
      const first = text.slice(itemStart, t.start);
      // In a plan a restoration said with its tooth is an item too ("DO composite 15 and onlay 47").
      const planned = (s: string) => names(s, !!opts.dx) || (!!opts.name && !opts.tx && restorationFor(doc, s));
      // So is any planned item with its tooth before a procedure with its own ("space maintainer for #L space and SSC #K").
      const ownTooth = (x: string) => tokenize(x).some((y) => isTooth(doc, y.text));
      const eachOwn = !!opts.name && !opts.tx && ownTooth(first) && names(rest, false) && ownTooth(rest);
      // Not between two instruments ("extracted with elevators and forceps").
      const tools = isTool(toks, i - 1) && isTool(toks, i + 1);
      // In a diagnosis list whatever ends with its tooth is a diagnosis ("lost restoration 26 | and reversible pulpitis").
      // So is a diagnosis said with what it needs ("root treated 36 requiring cuspal coverage | and dentine hypersensitivity").
      const dxDone = !!opts.dx && (isTooth(doc, prev?.text) || (tokenize(first).some((x) => isTooth(doc, x.text)) && tokenize(first).length >= 4)) && tokenize(first).some((x) => /^[a-z]{3,}$/i.test(x.text));
      if ((((planned(first) || dxDone) && planned(rest)) || eachOwn) && !sharedTeeth(doc, first, rest) && !tools) cuts.push([t.start, t.end]);
    } else if (isEntity(doc, t, 'la')) {
      // The verb said after an LA line is the LA's ("2 cartridges lidocaine | given"), not a step of its own.
      const verb = next && LA_VERB.test(next.low) ? next : t;
      cuts.push([t.start, t.start], [t.end, verb.end]);
    }
    // A tooth said with its prognosis opens a diagnosis of its own ("… stage 3 grade C | 30 questionable").
    else if (opts.dx && opts.runOn && isTooth(doc, t.text) && i > itemStartIndex(cuts, toks) && prev && !isTooth(doc, prev.text) && !LINK.test(prev.low) && (PROGNOSIS.test(next?.low ?? '') || (/^(?:poor|fair|good)$/.test(next?.low ?? '') && toks[i + 2]?.low === 'prognosis'))) cuts.push([t.start, t.start]);
    else if (opts.dx && opts.runOn && isTooth(doc, prev?.text) && i - 1 > itemStartIndex(cuts, toks) && !isTooth(doc, t.text) && /^[a-z]/.test(t.low) && (!/^(?:and|with|to|due|secondary|needing|requiring|needs|requires|which|that|from|in|on|not|non|but|causing|related|now|still|currently|slowly|partially)$/.test(t.low) || (t.low === 'non' && next?.low === 'restorable' && isTooth(doc, toks[i + 2]?.text))) && !(/^(?:non-?restorable|unrestorable)$/.test(t.low) && !isTooth(doc, next?.text))) {
      // Run-on diagnoses: the tooth ends one ("deep caries 30 reversible pulpitis"), unless it opens it ("LR7 hopeless prognosis").
      cuts.push([t.start, t.start]);
    }
  }
  for (const c of runCuts) cuts.push([c, c]);
  cuts.push(...numberedItems(toks));
  cuts.sort((a, b) => a[0] - b[0]);
  // What is said in brackets belongs to its item ("4 canals located (MB, ML, DB, D)", "DO GIC 84 (Fuji IX)").
  const brackets = [...text.matchAll(/\([^()]*\)/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const pieces: string[] = [];
  let at = 0;
  for (const [start, end] of cuts) {
    if (start < at || brackets.some(([a, b]) => a <= start && start < b)) continue;
    pieces.push(text.slice(at, start));
    at = end;
  }
  pieces.push(text.slice(at));
  // Who did it and the verb's helper go with what they did ("… matrix and wedge | I have done the filling", "extraction 38
  // when it is calm | I will refer him"), not left at the end of the item before.
  for (let k = 0; k + 1 < pieces.length; k++) {
    const dangling = DANGLING.exec(pieces[k]!);
    if (!dangling || !dangling.index) continue;
    pieces[k] = pieces[k]!.slice(0, dangling.index);
    pieces[k + 1] = `${dangling[0].trim()} ${pieces[k + 1]!.trimStart()}`;
  }
  const split = opts.dx && opts.runOn ? pieces.flatMap(splitDiagnoses) : pieces;
  // "Today" left alone is the header of today's treatment said before it ("pericoronitis 48 today | 48 irrigated"), no item.
  return split.map((p) => writeItem(doc, p, !!opts.name)).filter((i) => i.text && !/^today$/i.test(i.text) && !ACKNOWLEDGEMENT.test(i.text));
}

/** Who did it and the helper of the verb, with nothing after them ("… matrix and wedge I have"); not "Fuji I". */
const DANGLING = /(?<!\b(?:fuji|type|class|grade|stage|phase|division|div))\s(?:i|we)(?:(?:'| )(?:ve|ll)| have| had| will| would| am going to| are going to)?(?: (?:done|made|do|make))?\s*$/i;

/** An item of only what is said to keep the talk going at the chair ("Lovely", "That's right", "All done"). */
const ACKNOWLEDGEMENT = /^(?:(?:lovely|great|brilliant|perfect|good|okay|ok|right|that'?s right|that s right|all done|yes|yeah|yep|thanks|thank you|tap|there we go|well done|good job|excellent)[\s,.!]*)+$/i;

/**
 * A list said with its items numbered ("1) complete RCT 46 2) crown 46", "one buccal composites … two hygienist
 * appointment"): each number from 1 up, when the list opens with 1, ends the item before it and goes.
 */
/** A step said passive at toks[j] ("were | removed"). */
const passiveAt = (toks: Token[], j: number) => /^(?:was|were)$/.test(toks[j]?.low ?? '') && (PARTICIPLE.test(toks[j + 1]?.low ?? '') || isPastVerb(toks, j + 1));

function numberedItems(toks: Token[]): [number, number][] {
  if (toks[0]?.low !== '1' || !toks.slice(1).some((t) => t.low === '2')) return [];
  const cuts: [number, number][] = [];
  let expect = 1;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.low !== String(expect)) continue;
    const next = toks[i + 1];
    // Not a count or measure ("2 weeks after whitening", "sizes 2 and 3"), nor the number of a tooth or grade.
    if (i > 0 && (!next || /^\d/.test(next.low) || NOT_AN_ITEM_AFTER.test(next.low) || /^(?:size|sizes|grade|class|x|and|or|to|of|stage|type)$/.test(toks[i - 1]!.low))) continue;
    const end = next && /^[).:-]$/.test(next.text) ? next.end : toks[i]!.end;
    cuts.push([toks[i]!.start, end]);
    expect++;
  }
  return expect > 2 ? cuts : [];
}
const NOT_AN_ITEM_AFTER = /^(?:weeks?|days?|months?|years?|hours?|minutes?|mins?|mm|ml|mg|cartridges?|carpules?|canals?|sutures?|visits?|appointments?|teeth|quads?|quadrants?|times|x|%|percent|and|or|to|of|,)$/;

const TITLE = /^(?:dr|mr|mrs|ms|prof)$/;

/** A restoration named with its tooth ("onlay 47", "zirconia crown on 36", "bridge 45 to 47"). */
function restorationFor(doc: Doc, text: string): boolean {
  const toks = tokenize(text);
  let k = 0;
  while (k < toks.length && KIND.test(toks[k]!.low)) k++;
  if (!RESTORATION.test(toks[k]?.low ?? '')) return false;
  // Its tooth comes next or after one linking word, whatever follows it ("onlay 26 under IV sedation").
  let j = k + 1;
  if (/^(?:on|for|at|to)$/.test(toks[j]?.low ?? '')) j++;
  return isTooth(doc, toks[j]?.text);
}

/** The condition an item ends with ("… if no improvement", "… if sensitive", "… when settled"). */
const CONDITION_END = /\b(?:(?:if|when|unless) (?:no (?:improvement|better|change|resolution)|(?:still )?(?:needed|required|necessary|indicated|sensitive|symptomatic|painful|it fails|symptoms (?:persist|return|worsen)))|(?:when|once) (?:settled|healed|erupted|stable|symptom[- ]free))$/i;

/** Verbs that open a planned item. */
const PLAN_VERB = /^(?:replace|extract|refer|review|monitor|redo|restore|place|consider|reassess|recall)$/;
/** Index of the first token of the item being built. */
const itemStartIndex = (cuts: [number, number][], toks: Token[]) => {
  const from = cuts.length ? cuts[cuts.length - 1]![1] : 0;
  const k = toks.findIndex((t) => t.start >= from);
  return k < 0 ? toks.length : k;
};

/** Teeth said before two procedures are both's when the second is its bare name ("#K, #T pulpotomy and SSC"). */
function sharedTeeth(doc: Doc, first: string, second: string): boolean {
  const a = tokenize(first);
  const b = tokenize(second);
  let k = 0;
  while (k < a.length && (isTooth(doc, a[k]!.text) || /^(?:,|and|&)$/.test(a[k]!.low))) k++;
  return k > 0 && !a.slice(k).some((x) => isTooth(doc, x.text)) && !b.some((x) => isTooth(doc, x.text));
}

/**
 * Run-on diagnoses: a second diagnosis right after another starts a new item ("reversible pulpitis caries 31"), and so
 * does its extent or course said with its stage or grade first ("generalised gingivitis | localised stage 2 periodontitis").
 */
function splitDiagnoses(piece: string): string[] {
  const starts = [0];
  let lastEnd = -1;
  for (const m of piece.matchAll(DIAGNOSIS)) {
    const gap = lastEnd >= 0 ? piece.slice(lastEnd, m.index) : '';
    // Where in the mouth the one before is may come between ("crowding upper anteriors | caries 15").
    if (lastEnd >= 0 && (gap.trim() === '' || PLACE_GAP.test(gap))) starts.push(m.index);
    // A diagnosis said with how sure it is opens there ("generalised gingivitis | possible periodontitis").
    else if (lastEnd >= 0 && HEDGE.test(gap)) starts.push(lastEnd + gap.search(/\S/));
    else if (lastEnd >= 0 && QUALIFIED.test(gap)) starts.push(lastEnd + gap.search(/\S/));
    lastEnd = m.index + m[0].length;
  }
  for (const g of piece.matchAll(GRADED)) starts.push(g.index + g[0].length);
  starts.sort((a, b) => a - b);
  return starts.map((s, k) => piece.slice(s, starts[k + 1] ?? piece.length));
}

const HEDGE = /^\s+(?:possible|probable|suspected|likely|query)\s+$/i;

const PLACE_GAP = /^\s+(?:(?:upper|lower|left|right|anteriors?|posteriors?|molars|premolars|incisors|teeth|region|area|side|arch|arches|and)\s+)+$/i;

/** After a diagnosis with its stage and grade, what else is said opens the next ("periodontitis stage 3 grade C | retained roots 15, 24"). */
const GRADED = /\bstage\s+(?:\d|i{1,3}|iv)\s+grade\s+[abc]\b(?=\s+(?:[a-z]+\s+){0,2}(?:retained|missing|loose|fractured|crowding|caries|decay|roots?|edentulous|edentulism|worn|attrition|erosion|abrasion|stomatitis|gingivitis|pulpitis|abscess|necrosis|hypersensitivity|ulcers?|lesions?)\b)/gi;

/** What lies between two diagnoses when the second opens with its extent or course, then its stage or grade. */
const QUALIFIED = /^\s+(?:locali[sz]ed|generali[sz]ed|acute|chronic|symptomatic|asymptomatic)\s+(?:(?:stage|grade|molar|incisor|pattern|severe|mild|moderate|[\divx]+|[abc])\s+){1,4}$/i;

/** One item written out: link words before teeth dropped, teeth said together joined, surfaces as codes. */
function writeItem(doc: Doc, raw: string, name: boolean): Item {
  // Not before a tooth that names a place ("chlorhexidine gel to LR7 pocket", "space maintainer for #L space", "TePe red
  // for 46 distal", "TePe for UL1 interproximal").
  const place = '(?!\\u27E6\\d+\\u27E7\\s+(?:(?:(?:mesial|distal|buccal|lingual|palatal|[MDBLP]{1,2})\\s+)?(?:space|pockets?|furcations?|sites?|sockets?|region|area)\\b|(?:mesial|distal|buccal|lingual|palatal|interproximal(?:ly)?|interdental(?:ly)?)\\s*(?:$|[,;.])))';
  // Nor the tooth the dentist moved on to or started on ("moved on to 47", "started on 19").
  const moved = '(?<!\\b(?:moved|move|moving|went|go|going|started|start|starting|began|begin)\\s+(?:(?:on|over|back)\\s+)?)';
  let text = raw
    .replace(/\bthe\s+(?=\u27E6)/gi, '')
    .replace(new RegExp(`${moved}\\b(?:on|of|for|in|at|from)\\s+(?=\\u27E6)${place}`, 'gi'), '')
    .replace(new RegExp(`${moved}(?<!\\u27E7\\s)\\bto\\s+(?=\\u27E6)${place}`, 'gi'), '');
  const teeth: string[] = [];
  // A span said with a dash is the teeth from one to the other, written as said ("Bridge prep UL3-UL5").
  // Teeth said as the ends of a space stay as said ("IPR 0.2 mm between 23 and 24").
  text = text.replace(/\bbetween\s+(\u27E6\d+\u27E7)\s+and\s+(\u27E6\d+\u27E7)/gi, (_, a: string, b: string) => `between ${render(doc, a)} and ${render(doc, b)}`);
  text = text.replace(/\u27E6\d+\u27E7(?:\s*(?:,|and|&|to|-|\u2013)?\s*\u27E6\d+\u27E7)*/g, (group) => {
    const written = group
      .split(/\s*(?:,|and|&)\s*|(?<!\bto)\s+(?=\u27E6)/)
      .filter(Boolean)
      .map((part) => render(doc, part.replace(/\s+/g, ' ')))
      .join(', ');
    teeth.push(written);
    return written;
  });
  text = abbreviateSingleSurfaces(render(doc, text));
  if (name) text = nameProcedures(text);
  // A tooth said twice in one step ("#30 MO composite placed #30") is its tooth once.
  return { text: tidy(upperAbbreviations(text)), teeth: [...new Set(teeth.flatMap((t) => t.split(', ')))].join(', ') };
}
