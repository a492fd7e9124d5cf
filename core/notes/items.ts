// List fields (DX, TX, TX PLAN, NV): one item per diagnosis, step or procedure. Items split at commas,
// "then", and "and" between two procedures; teeth said together stay together ("Extraction 18, 28").
import { DIAGNOSIS } from './cues.ts';
import { entityOf, isTooth, render, type Doc } from './markup.ts';
import { findProcedures, nameProcedures } from './procedures.ts';
import { abbreviateSingleSurfaces } from './surfaces.ts';
import { tidy, upperAbbreviations } from './text.ts';
import { PARTICIPLE, stepStart } from './steps.ts';
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
  return named || (dx && new RegExp(DIAGNOSIS.source, 'i').test(text));
}

const RESTORATION = /^(?:crowns?|bridge|veneers?|onlay|inlay|implant|implants|denture|dentures|post|filling|fillings)$/;
const LINK = /^(?:with|to|in|on|at|for|and|or|using|under|by|via|from|into|onto|of|the|a|an)$/;

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
  const cut = (tokIndex: number) => {
    if (tokIndex <= itemFrom || tokIndex >= toks.length) return;
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
  const closesProcedure = (k: number) => {
    const q = procs.find((x) => x.end === toks[k - 1]?.end);
    if (!q) return false;
    const b = toks.findIndex((x) => x.start === q.start);
    let j = b - 1;
    while (j >= 0 && /^(?:[MDOBLPIF]{1,4})$/.test(toks[j]!.text)) j--;
    return !(j >= 0 && isTooth(doc, toks[j]!.text));
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1];
    const next = toks[i + 1];
    const p = procAt(t);
    const named = p && (!p.material || /^(?:[MDOBLPIF]{1,4})$/.test(prev?.text ?? '') || toks.slice(i + 1, i + 3).some((x) => isTooth(doc, x.text)));
    if (named && prev && !LINK.test(prev.low) && !/^(?:complete|completed|finish|continue|start|begin|redo|re|replace|review)$/.test(prev.low)) {
      let k = stepStart(doc, toks, i, /ed$/.test(text.slice(p.start, p.end)));
      // Teeth said right after a procedure are its teeth ("extraction 48 RCT 36"), not the next one's.
      if (k < i && (!/^(?:[MDOBLPIF]{1,4})$/.test(toks[i - 1]!.text) || toothAfter(p)) && closesProcedure(k)) {
        while (k < i && (isTooth(doc, toks[k]!.text) || /^(?:and|,)$/.test(toks[k]!.low))) k++;
      }
      cut(k);
    }
    // In a plan, a tooth closes its procedure when a restoration is named next ("composite 36 crown 46").
    else if (!steps && isTooth(doc, t.text) && itemHasProc && next && RESTORATION.test(next.low) && !isTooth(doc, next.text)) cut(i + 1);
    else if (isTooth(doc, t.text) && !isTooth(doc, prev?.text) && prev && !LINK.test(prev.low) && next && (/^(?:[MDOBLPIF]{1,4})$/.test(next.text) || procAt(next)) && !(closesProcedure(i) && (procAt(next) || toothAfter(procs.find((q) => q.start > t.start))))) cut(i);
    if (p) itemHasProc = true;
    if (steps && isTooth(doc, t.text) && itemHasProc && next && !isTooth(doc, next?.text) && /^[a-z]/.test(next.low) && !LINK.test(next.low) && !procAt(next) && !PARTICIPLE.test(next.low)) cut(i + 1);
    const participle = steps && ((PARTICIPLE.test(t.low) && t.low !== 'tried') || (t.low === 'in' && prev?.low === 'tried'));
    // A second step said verb-last after a step with its instrument or material ("48 extracted with forceps
    // | socket compressed", "restored with Filtek A1 | polished"): the new step opens with its subject.
    const earlier = participle && i > itemFrom + 2 ? withPhraseAt(toks, itemFrom, i) : -1;
    if (earlier >= 0) {
      let k = i;
      while (k - 1 > earlier + 2 && (STEP_NOUN.test(toks[k - 1]!.low) || isTooth(doc, toks[k - 1]!.text))) k--;
      if (!LINK.test(toks[k - 1]!.low)) cut(k);
    }
    // A shade value closes the shade step ("shade A2 | polished").
    if (participle && i > itemFrom && /^[abcd]\d(?:\.\d)?$/i.test(prev?.text ?? '') && toks[i - 2]?.low === 'shade') cut(i);
    else if (participle && i > itemFrom) {
      // Said verb-first when the item opens with a verb and its object ("placed rubber dam").
      if (PARTICIPLE.test(toks[itemFrom]!.low) && !LINK.test(toks[itemFrom + 1]?.low ?? '')) cut(i);
      else if (next && /^[a-z]/.test(next.low) && !LINK.test(next.low) && !/ly$|^(?:today|now|again|well|without|under)$/.test(next.low)) cut(i + 1);
    }
  }
  return cuts;
}

/** What a treatment step said verb-last is about ("socket compressed", "excess cement removed"). */
const STEP_NOUN =
  /^(?:socket|sockets|canals?|excess|cement|paste|pressure|indicating|gauze|pack|sutures?|rubber|dam|occlusion|bite|contacts?|margins?|shade|caries|liner|matrix|bands?|wedges?|tooth|teeth|area|temp|temporary|crown|core|post|impressions?|dressing|pulp|cavity|access|restoration|filling|denture|flange|haemostasis|hemostasis|bleeding|trays?|prep|preparation|enamel|dentine|dentin|roots?|etch|bond|bonding|varnish|fluoride|sealants?|floss|contact)$/;

/**
 * The participle of a step said verb-last and followed by its instrument or material ("extracted with
 * forceps"), between from and to, or -1.
 */
function withPhraseAt(toks: Token[], from: number, to: number): number {
  for (let j = to - 2; j >= from; j--) {
    if (PARTICIPLE.test(toks[j]!.low) && /^(?:with|using|via|under)$/.test(toks[j + 1]?.low ?? '')) return j;
  }
  return -1;
}

export function listItems(doc: Doc, said: string, opts: { name?: boolean; dx?: boolean; tx?: boolean; runOn?: boolean }): Item[] {
  const text = abbreviateSingleSurfaces(said);
  const toks = tokenize(text);
  /** Where items end: [start, end) of the words between them (a comma, "then"), empty for a plain break. */
  const cuts: [number, number][] = [];
  const sepEnd = (i: number) => {
    for (let k = i; k < toks.length; k++) if (/^[,;.]$/.test(toks[k]!.text) || toks[k]!.low === 'then') return toks[k]!.start;
    return text.length;
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const prev = toks[i - 1];
    const next = toks[i + 1];
    const between = isTooth(doc, prev?.text) && isTooth(doc, next?.text);
    const itemStart = cuts.length ? cuts[cuts.length - 1]![1] : 0;
    if (/^[,;.]$/.test(t.text) && !between) cuts.push([t.start, t.end]);
    else if (t.low === 'then') cuts.push([t.start, t.end]);
    else if (t.low === 'followed' && next?.low === 'by') cuts.push([t.start, next.end]);
    else if (t.low === 'and' && !between && !insideProcedure(text, t.start)) {
      if (names(text.slice(itemStart, t.start), !!opts.dx) && names(text.slice(t.end, sepEnd(i + 1)), !!opts.dx)) cuts.push([t.start, t.end]);
    } else if (isEntity(doc, t, 'la')) cuts.push([t.start, t.start], [t.end, t.end]);
    else if (opts.dx && opts.runOn && isTooth(doc, prev?.text) && !isTooth(doc, t.text) && /^[a-z]/.test(t.low) && !/^(?:and|with|to|due|secondary)$/.test(t.low)) {
      // Run-on diagnoses: the tooth ends one ("deep caries 30 reversible pulpitis").
      cuts.push([t.start, t.start]);
    }
  }
  if (opts.runOn && (opts.tx || opts.name)) for (const c of treatmentCuts(doc, toks, text, !!opts.tx)) cuts.push([c, c]);
  cuts.sort((a, b) => a[0] - b[0]);
  const pieces: string[] = [];
  let at = 0;
  for (const [start, end] of cuts) {
    if (start < at) continue;
    pieces.push(text.slice(at, start));
    at = end;
  }
  pieces.push(text.slice(at));
  const split = opts.dx && opts.runOn ? pieces.flatMap(splitDiagnoses) : pieces;
  return split.map((p) => writeItem(doc, p, !!opts.name)).filter((i) => i.text);
}

/** Run-on diagnoses: a second diagnosis right after another starts a new item ("reversible pulpitis caries 31"). */
function splitDiagnoses(piece: string): string[] {
  const starts = [0];
  let lastEnd = -1;
  for (const m of piece.matchAll(DIAGNOSIS)) {
    if (lastEnd >= 0 && piece.slice(lastEnd, m.index).trim() === '') starts.push(m.index);
    lastEnd = m.index + m[0].length;
  }
  return starts.map((s, k) => piece.slice(s, starts[k + 1] ?? piece.length));
}

/** One item written out: link words before teeth dropped, teeth said together joined, surfaces as codes. */
function writeItem(doc: Doc, raw: string, name: boolean): Item {
  let text = raw
    .replace(/\b(?:on|of|for|in|at|the)\s+(?=\u27E6)/gi, '')
    .replace(/(?<!\u27E7\s)\bto\s+(?=\u27E6)/gi, '');
  const teeth: string[] = [];
  text = text.replace(/\u27E6\d+\u27E7(?:\s*(?:,|and|&|to)?\s*\u27E6\d+\u27E7)*/g, (group) => {
    const written = group
      .split(/\s*(?:,|and|&)\s*|\s+(?=\u27E6)/)
      .filter(Boolean)
      .map((part) => render(doc, part.replace(/\s+/g, ' ')))
      .join(', ');
    teeth.push(written);
    return written;
  });
  text = abbreviateSingleSurfaces(render(doc, text));
  if (name) text = nameProcedures(text);
  return { text: tidy(upperAbbreviations(text)), teeth: teeth.join(', ') };
}
