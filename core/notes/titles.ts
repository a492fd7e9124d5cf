// TX TODAY: one title per procedure done today, from the treatment items, with the reason for attending
// supplying the title when the treatment records the work without naming it.
import type { Item } from './items.ts';
import { bareMaterial, findProcedures, titlesOf } from './procedures.ts';

/** A reason for attending that names a procedure without it being today's ("review of 47 extraction socket"). */
const NOT_TODAY = /\b(?:review|check|post[- ]?op|lost|came off|broke|broken|fell out|ago|last|previous|history|site|socket|after|since|following|removal of sutures|suture removal)\b/i;
/** Procedures that go along with the visit's main one; on their own they do not name what the visit did. */
const ADJUNCT = /^(?:OHI|Fluoride varnish)$/;
/** A title of a filling ("Filling 46", "DO composite 36"). */
const FILLING = /\b(?:fillings?|composites?|amalgams?|GIC|RMGIC)\b/i;
/** An item that names one tooth and the surfaces of a filling ("25 MO caries removed"). */
const ONE_TOOTH_SURFACES = /(?:^|\s)([MDOBLPI]{1,4})(?=\s|$)/;

/**
 * A filling material placed without its tooth takes the tooth and surfaces of an earlier step of the same
 * filling ("25 MO caries removed | composite placed" → "MO composite 25"), one filling per tooth said with its own
 * surfaces; an LA line does not count.
 */
function materialTitle(tx: Item[], k: number): string[] {
  const m = bareMaterial(tx[k]!.text, tx[k]!.teeth);
  if (!m) return [];
  for (let j = k - 1; j >= 0; j--) {
    const { text, teeth } = tx[j]!;
    if (!teeth || /^LA:/.test(text)) continue;
    if (teeth.includes(' to ')) return [];
    const surfaces = ONE_TOOTH_SURFACES.exec(text.replace(teeth, ''))?.[1];
    if (!teeth.includes(',')) return surfaces ? [`${surfaces} ${m.name.toLowerCase()} ${teeth}`] : [];
    // Teeth said each with its own surfaces give a filling each ("#3 MO and #4 DO caries removed | … composite").
    const list = teeth.split(', ');
    const each = list.map((t) => new RegExp(`${t} ([MDOBLPI]{1,4})\\b`).exec(text)?.[1]);
    return each.every(Boolean) ? each.map((sf, n) => `${sf} ${m.name.toLowerCase()} ${list[n]}`) : [];
  }
  return [];
}

/**
 * Whether the first procedure a reason for attending names is today's: nothing around it says it was done before or is
 * only checked ("continuation of RCT 26 | pulp extirpated … last week" names today's RCT; "review of 47 extraction socket" does not).
 */
function todayReason(text: string): boolean {
  const p = findProcedures(text).find((q) => !q.material) ?? findProcedures(text)[0];
  if (!p) return !NOT_TODAY.test(text);
  // Four words either side.
  const before = text.slice(0, p.start).split(/\s+/).slice(-5).join(' ');
  // Not what a relative clause says of the tooth ("extraction of #3 | that broke off at the gum line").
  const after = text.slice(p.end).split(/\s+/).slice(0, 5).join(' ').replace(/\b(?:that|which)\b.*$/i, '');
  return !NOT_TODAY.test(`${before} ${text.slice(p.start, p.end)} ${after}`);
}

/** Procedures done to one tooth: said without it in a visit that treats only one tooth, they are that tooth's. */
const ONE_TOOTH_PROCEDURE = /^(?:RCT|Extraction|Surgical extraction|Extirpation|Pulpotomy|Pulpectomy|Obturation|Temporary dressing|SSC|Crown recement|Crown fit|Crown prep)$/;

/** The one tooth today's treatment names, if it names exactly one ("LA … LL5 | RD | pulp extirpated"). */
function visitTooth(tx: Item[]): string | undefined {
  const teeth = new Set(tx.flatMap((i) => (i.teeth && !/^LA:/.test(i.text) ? i.teeth.split(', ') : [])));
  const [only] = teeth;
  return teeth.size === 1 && !only!.includes(' to ') ? only : undefined;
}

/** A title's procedure, said in the singular and without its kind ("Fissure sealants" and "Sealant" are one). */
const procedureKey = (title: string) => title.trim().toLowerCase().replace(/^fissure /, '').replace(/s$/, '');

const STOPPED = /\b(?:abandoned|not started|not carried out|aborted|postponed)\b/i;

/** Today's titles from treatment items, and from the reason for attending (CC items) when treatment names none. */
export function todayTitles(tx: Item[], cc: Item[]): string[] {
  const titles: string[] = [];
  let unnamedFilling = false;
  /** Procedures already titled with their teeth today. */
  const withTeeth: string[] = [];
  const onlyTooth = visitTooth(tx);
  tx.forEach((item, k) => {
    // A procedure stopped or never begun is no title ("extraction abandoned").
    if (STOPPED.test(item.text)) return;
    // A later step of a procedure titled with its teeth names no procedure of its own ("fissure sealants 36, 46 … |
    // sealant applied and cured").
    const own = titlesOf(item.text, item.teeth).filter((t) => item.teeth || !withTeeth.includes(procedureKey(t)));
    if (item.teeth) withTeeth.push(...own.map((t) => procedureKey(t.replace(item.teeth, ''))));
    const tooth = !item.teeth && onlyTooth;
    if (own.length) return titles.push(...own.map((t) => (tooth && ONE_TOOTH_PROCEDURE.test(t) ? `${t} ${tooth}` : t)));
    const material = materialTitle(tx, k);
    if (material.length) titles.push(...material);
    else if (bareMaterial(item.text, item.teeth)) unnamedFilling = true;
  });
  // Recorded but not named ("cemented with RelyX", "composite placed", only OHI besides): what the patient came for.
  // Not when treatment was stopped or never begun ("treatment was not started", "extraction abandoned").
  const stopped = tx.some((i) => STOPPED.test(i.text));
  if (tx.length && !stopped && (unnamedFilling || titles.every((t) => ADJUNCT.test(t)))) {
    const reason = cc
      .filter((i) => todayReason(i.text))
      .flatMap((i) => titlesOf(i.text, i.teeth, false))
      // Beside other titles, only the filling that the unnamed material was for.
      .filter((t) => !titles.some((x) => !ADJUNCT.test(x)) || FILLING.test(t))
      .slice(0, 1);
    titles.unshift(...reason);
  }
  // Easing a new denture while fitting it is part of the fit ("immediate denture tried in | labial flange trimmed").
  const fitted = titles.some((t) => /^denture fit\b/i.test(t));
  return [...new Set(titles)].filter((t) => !(fitted && /^denture adjustment\b/i.test(t)));
}
