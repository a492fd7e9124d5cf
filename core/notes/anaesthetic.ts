// Local anaesthetic: agent, strength, vasoconstrictor, quantity, technique and side, in whatever order they
// were said, written as one line: "LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration".
import { entityOf, isTooth, markSpans, render, toothOf, type Doc, type Span } from './markup.ts';
import { FINDING_WORD } from './cues.ts';
import { isPastVerb } from './past-tense.ts';
import { DO_BEFORE, PARTICIPLE } from './steps.ts';
import { tokenize, type Token } from './tokens.ts';

const AGENTS: Record<string, string> = {
  lidocaine: 'lidocaine', lido: 'lidocaine', lignocaine: 'lignocaine', ligno: 'lignocaine', lig: 'lignocaine', xylocaine: 'Xylocaine', lignospan: 'Lignospan',
  articaine: 'articaine', arti: 'articaine', artic: 'articaine', septanest: 'Septanest', septocaine: 'Septocaine', ubistesin: 'Ubistesin',
  orabloc: 'Orabloc', mepivacaine: 'mepivacaine', mepi: 'mepivacaine', scandonest: 'Scandonest', carbocaine: 'Carbocaine',
  polocaine: 'Polocaine', prilocaine: 'prilocaine', citanest: 'Citanest', bupivacaine: 'bupivacaine', marcaine: 'Marcaine',
};
const VASO: Record<string, string> = {
  adrenaline: 'adrenaline', adr: 'adrenaline', epinephrine: 'epinephrine', epi: 'epinephrine',
  felypressin: 'felypressin', octapressin: 'felypressin', plain: 'plain',
};
const CARTRIDGE: Record<string, string> = {
  cartridge: 'cartridge', cartridges: 'cartridge', cart: 'cartridge', carts: 'cartridge',
  carpule: 'carpule', carpules: 'carpule', carp: 'carpule', carps: 'carpule',
};
// "Freezing" is what Canadian dentists call it.
const HEADER = new Set(['la', 'local', 'anaesthetic', 'anesthetic', 'anaesthesia', 'anesthesia', 'anaesthetics', 'freezing']);
const SIDE: Record<string, string> = { left: 'left', right: 'right', bilateral: 'bilateral', bilaterally: 'bilateral' };
/** Words that may sit between the parts of one LA statement. */
// Said at length too: "LA was given as an inferior dental block on the left", "… using one cartridge … along with a buccal".
const GLUE = new Set(['with', 'w/', 'of', 'and', 'plus', '+', 'via', 'using', 'given', 'administered', ',', ':', 'x', 'a', 'in', 'to', 'for', 'side', 'under', 'was', 'were', 'as', 'an', 'on', 'the', 'along']);

/**
 * Saying the patient was numbed, right before what was given ("got her numb with …", "numbed him up with …", "was given to
 * him the anaesthetic …").
 */
const NUMBED = /\b(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:got|get|getting)\s+(?:her|him|them|(?:the\s+)?(?:patient|pt))\s+numb|numbed\s+(?:her|him|them)(?:\s+up)?|(?:anesthetized|anaesthetised|anesthetised|anaesthetized)(?:\s+(?:her|him|them|the\s+(?:patient|tooth|area)))?|(?:so\s+)?top(?:ped)?[- ]?up|(?:(?:was|were)\s+)?given\s+(?:to\s+)?(?:her|him|them|the\s+(?:patient|pt))(?:\s+the)?(?:\s+(?:local\s+)?(?:ana?esthetic|ana?esthesia|la))?)(?:\s+(?:with|using|of))?\s*$/i;

/** Soft tissue an infiltration may go into, as token sequences. */
const SOFT_SITES = ['buccal mucosa', 'labial mucosa', 'floor of mouth', 'floor of the mouth', 'lateral tongue', 'ventral tongue', 'lateral border of tongue', 'tongue', 'lower lip', 'upper lip', 'hard palate', 'soft palate', 'palate', 'cheek', 'around the lesion', 'around the ulcer', 'around the lump', 'around the base', 'around the site'].map((w) => w.split(' '));

/** How many tokens at toks[i] name soft tissue an infiltration went into, or 0. */
function softSite(toks: Token[], i: number): number {
  return SOFT_SITES.find((words) => words.every((w, k) => toks[i + k]?.low === w))?.length ?? 0;
}

/** Techniques as token sequences; `site` ones are followed by where (tooth, side). */
const TECHNIQUES: [string[], string][] = [
  [['inferior', 'alveolar', 'nerve', 'block'], 'IANB'],
  [['inferior', 'alveolar', 'block'], 'IANB'],
  [['ian', 'block'], 'IANB'],
  [['ianb'], 'IANB'],
  [['inferior', 'dental', 'nerve', 'block'], 'IDB'],
  [['inferior', 'dental', 'block'], 'IDB'],
  [['id', 'block'], 'IDB'],
  [['idb'], 'IDB'],
  [['mandibular', 'block'], 'IANB'],
  [['mental', 'nerve', 'block'], 'mental block'],
  [['mental', 'block'], 'mental block'],
  [['long', 'buccal', 'block'], 'long buccal'],
  [['long', 'buccal'], 'long buccal'],
  [['intraligamentary'], 'intraligamentary'],
  [['intra-ligamentary'], 'intraligamentary'],
  [['pdl', 'injection'], 'intraligamentary'],
  [['greater', 'palatine', 'block'], 'greater palatine block'],
  [['nasopalatine', 'block'], 'nasopalatine block'],
  [['psa', 'block'], 'PSA block'],
];
const INFILTRATION = /^(?:infiltrations?|infils?|infiltrate|inf)$/;
const INFIL_SITE = new Set(['buccal', 'palatal', 'lingual', 'labial', 'facial']);
/** Sites typed as their surface letter or shortened before an infiltration ("B + P infil 18", "bucc inf 36"). */
const SITE_CODE: Record<string, string> = { b: 'buccal', p: 'palatal', l: 'lingual', bucc: 'buccal', ling: 'lingual', pal: 'palatal', lab: 'labial' };
const siteOf = (t: string | undefined) => (t && INFIL_SITE.has(t) ? t : t && t in SITE_CODE ? SITE_CODE[t] : undefined);

interface Reading {
  start: number;
  end: number;
  count?: string;
  unit?: string;
  volume?: string;
  agent?: string;
  strength?: string;
  ratio?: string;
  vaso?: string;
  techniques: { name: string; where: string[] }[];
}

type Part = { used: number; kind: 'technique' | 'where' | 'other'; where?: string };

/** Reads one LA part at toks[i] into r; `used` is 0 when toks[i] is not part of an LA statement. */
function readPart(doc: Doc, toks: Token[], i: number, r: Reading): Part {
  const t = toks[i]!.low;
  const next = toks[i + 1]?.low;
  const other = (used: number): Part => ({ used, kind: 'other' });
  const number = /^\d+(?:\.\d+)?$/.test(t);
  if (t in AGENTS) return (r.agent ??= AGENTS[t]!), other(1);
  if (/^\d+(?:\.\d+)?%$/.test(t)) return (r.strength ??= t), other(1);
  if (/^1:[\d,]+$/.test(t)) return (r.ratio ??= t), other(1);
  if (t in VASO) return (r.vaso ??= VASO[t]!), other(1);
  if (number && next === 'x' && /^\d+(?:\.\d+)?$/.test(toks[i + 2]?.low ?? '') && toks[i + 3]?.low === 'ml') {
    r.count ??= t;
    r.volume ??= toks[i + 2]!.low;
    return other(4);
  }
  if ((number || t === 'a' || t === 'one') && next && next in CARTRIDGE) {
    r.count ??= number ? t : '1';
    r.unit ??= CARTRIDGE[next];
    return other(2);
  }
  if (number && next === 'ml') return (r.volume ??= t), other(2);
  for (const [words, name] of TECHNIQUES) {
    if (words.every((w, k) => toks[i + k]?.low === w)) {
      r.techniques.push({ name, where: [] });
      return { used: words.length, kind: 'technique' };
    }
  }
  // "buccal infiltration", "buccal and palatal infiltrations", "buccal + palatal infiltration", "infiltration".
  // A site's letter only with its infiltration ("B infil"), not the side of a block ("L IANB").
  const coded = !INFIL_SITE.has(t) && t in SITE_CODE;
  const sideOfBlock = coded && /^(?:ianb|idb|block)$/.test(toks[i - 1]?.low ?? '');
  // "Inf" is an infiltration only after its site ("bucc inf").
  if ((siteOf(t) || (INFILTRATION.test(t) && t !== 'inf')) && !sideOfBlock && !(coded && !INFILTRATION.test(toks[i + 1]?.low ?? '') && !(/^(?:\+|and|&)$/.test(toks[i + 1]?.low ?? '') && siteOf(toks[i + 2]?.low)))) {
    const sites: string[] = [];
    let k = i;
    while (siteOf(toks[k]?.low)) {
      sites.push(siteOf(toks[k]!.low)!);
      k += /^(?:and|\+|&|plus)$/.test(toks[k + 1]?.low ?? '') && siteOf(toks[k + 2]?.low) ? 2 : 1;
    }
    // A site said bare with its article after another technique is an infiltration there ("ID block right and a buccal").
    const bare = sites.length > 0 && r.techniques.length > 0 && /^(?:a|an)$/.test(toks[i - 1]?.low ?? '') && /^(?:and|with|plus|\+)$/.test(toks[i - 2]?.low ?? '');
    if (!INFILTRATION.test(toks[k]?.low ?? '')) {
      if (!bare) return other(0);
      k--;
    }
    for (const site of sites.length ? sites : ['']) r.techniques.push({ name: site ? `${site} infiltration` : 'infiltration', where: [] });
    return { used: k - i + 1, kind: 'technique' };
  }
  const block = (w: string | undefined) => /^(?:ianb|idb|block)$/.test(w ?? '');
  // Soft tissue an infiltration went into, with its side ("infiltration left buccal mucosa", "around the lesion").
  const side = t in SIDE ? SIDE[t] : /^[LR]$/.test(toks[i]!.text) ? toks[i]!.text : null;
  const soft = r.techniques.length > 0 ? softSite(toks, side ? i + 1 : i) : 0;
  if (side && soft) return { used: soft + 1, kind: 'where', where: `${side} ${toks.slice(i + 1, i + 1 + soft).map((x) => x.text).join(' ')}` };
  if (soft) return { used: soft, kind: 'where', where: toks.slice(i, i + soft).map((x) => x.text).join(' ') };
  if (t in SIDE) return { used: 1, kind: 'where', where: SIDE[t] };
  // A quadrant said as its code is where ("palatal infil Q1"), written as said.
  if (/^q[1-4]$/.test(t) && (r.techniques.length > 0 || block(next))) return { used: 1, kind: 'where', where: toks[i]!.text.toUpperCase() };
  // A side written as its capital next to a block ("L IANB", "IANB R") is written as the word.
  if (/^[LR]$/.test(toks[i]!.text) && (block(next) || block(toks[i - 1]?.low))) return { used: 1, kind: 'where', where: toks[i]!.text === 'L' ? 'left' : 'right' };
  // A tooth is where the LA went only if nothing but the statement's own words follow it; in
  // "long buccal 18 extracted" the tooth starts the next step.
  if (isTooth(doc, toks[i]!.text)) {
    // A range of teeth ("infiltration #8-#10") is one place.
    const range = /^(?:-|to)$/.test(toks[i + 1]?.low ?? '') && isTooth(doc, toks[i + 2]?.text ?? '');
    let k = range ? i + 3 : i + 1;
    while (/^(?:and|,)$/.test(toks[k]?.low ?? '') && isTooth(doc, toks[k + 1]?.text ?? '')) k += 2;
    const after = toks[k];
    const techniqueAt = (x: Token | undefined) => !!x && (INFIL_SITE.has(x.low) || INFILTRATION.test(x.low) || TECHNIQUES.some(([w]) => w[0] === x.low));
    // So is "and" before the next technique ("buccal infiltration 46 and (a) lingual infiltration").
    // Or before the next anaesthetic ("buccal infiltration 17 | and 2 cartridges lidocaine …").
    const nextLa = after?.low === 'and' && ((toks[k + 1]?.low ?? '') in AGENTS || (/^[\d.]+$/.test(toks[k + 1]?.low ?? '') && /^(?:cartridges?|carpules?|carps?|ml|x)$/.test(toks[k + 2]?.low ?? '')));
    const technique = nextLa || techniqueAt(after) || (after?.low === 'and' && techniqueAt(toks[/^(?:a|an)$/.test(toks[k + 1]?.low ?? '') ? k + 2 : k + 1]));
    // A verb said first opens the next step ("buccal infiltration 36 | placed rubber dam").
    const verbFirst = !!after && DO_BEFORE.test(after.low) && /^[a-z]{3,}$/.test(toks[k + 1]?.low ?? '') && !/^(?:and|with|on|in|to|at|under|using)$/.test(toks[k + 1]!.low);
    // "And then" opens what comes next ("buccal infiltration #3 | and then lidocaine …").
    // What is removed right after it is the next step's, the tooth the LA's ("buccal infiltration UR6 | amalgam removed",
    // "… 46 | old amalgam removed").
    const object = /^(?:old|existing|temporary|temp)$/.test(after?.low ?? '') ? k + 1 : k;
    // Up to three words may name it ("22 | mobile palatal fragment removed").
    const noun = (x: Token | undefined, at: number) => !!x && /^[a-z]{4,}$/.test(x.text) && !PARTICIPLE.test(x.low) && !isPastVerb(toks, at) && !STORY.test(x.low);
    // Taken "off" or "out" says it too ("… 47 | old composite off").
    const gone = (x: Token | undefined) => PARTICIPLE.test(x?.low ?? '') || /^(?:off|out)$/.test(x?.low ?? '');
    let removedAt = object;
    while (removedAt < object + 3 && noun(toks[removedAt], removedAt) && !gone(toks[removedAt + 1])) removedAt++;
    const removed = noun(toks[object], object) && noun(toks[removedAt], removedAt) && gone(toks[removedAt + 1]);
    // Nor a tooth said with what happened to it ("IANB right | 1 came out easily", "32 was a bit tougher").
    const story = !!after && STORY.test(after.low);
    // Nor a wait, which is no tooth's ("buccal infiltration 46 | waited 5 minutes").
    const waited = !!after && /^(?:waited|paused)$/.test(after.low);
    // Nor the same tooth said again after the verb ("buccal infiltration 36 | extracted 36 with forceps"), nor one before a
    // verb with a tooth of its own ("buccal infiltration 36 | extracted 47 retained root").
    const saidAgain = new Set<string>();
    for (let j = k + 1; toothOf(doc, toks[j]?.text); j += /^(?:and|,)$/.test(toks[j + 1]?.low ?? '') ? 2 : 1) saidAgain.add(toothOf(doc, toks[j]!.text)!);
    // Nor one said again later in a step said verb first ("palatal infiltration 11 | disimpacted with finger pressure and
    // repositioned 11").
    const verbed = !!after && (PARTICIPLE.test(after.low) || isPastVerb(toks, k));
    const named = r.techniques.some((x) => x.where.includes(render(doc, toks[i]!.text)));
    const group = new Set(toks.slice(i, k).map((x) => toothOf(doc, x.text)).filter(Boolean));
    const later = verbed && !named && toks.slice(k + 1, k + 9).some((x) => group.has(toothOf(doc, x.text)));
    const again = !!after && /^[a-z]+$/.test(after.low) && (saidAgain.has(toothOf(doc, toks[i]!.text)!) || (saidAgain.size > 0 && verbed) || later);
    const ends = !after || technique || verbFirst || removed || waited || again || !(PARTICIPLE.test(after.low) || isPastVerb(toks, k) || FINDING_WORD.test(after.text) || story || (after.low === 'and' && toks[k + 1]?.low !== 'then'));
    const where = range ? `${render(doc, toks[i]!.text)}${toks[i + 1]!.low === 'to' ? ' to ' : '-'}${render(doc, toks[i + 2]!.text)}` : render(doc, toks[i]!.text);
    return ends ? { used: range ? 3 : 1, kind: 'where', where } : other(0);
  }
  if ((t === 'upper' || t === 'lower') && (next === 'right' || next === 'left')) return { used: 2, kind: 'where', where: `${t} ${next}` };
  // A quadrant written as its code ("buccal infiltration UR").
  if (/^(?:UR|UL|LR|LL)$/.test(toks[i]!.text)) return { used: 1, kind: 'where', where: toks[i]!.text };
  if (HEADER.has(t)) return other(1);
  return other(0);
}

function formatAnaesthetic(r: Reading): string {
  const plural = (n: string, unit: string) => (n === '1' || n === '0.5' ? unit : `${unit}s`);
  const quantity = r.count && r.volume
    ? `${r.count} x ${r.volume} ml`
    : r.count
      ? `${r.count} ${plural(r.count, r.unit ?? 'cartridge')}`
      : r.volume
        ? `${r.volume} ml`
        : '';
  const vaso = r.ratio ? [r.ratio, r.vaso && r.vaso !== 'plain' ? r.vaso : ''].filter(Boolean).join(' ') : (r.vaso ?? '');
  const what = [quantity, r.agent ?? '', r.strength ?? '', vaso].filter(Boolean).join(' ');
  const how = r.techniques.map((t) => [t.name, dedupe(t.where).join(', ')].filter(Boolean).join(' ')).join(' + ');
  return `LA: ${[what, how].filter(Boolean).join(', ')}`;
}

/** Verbs that tell what happened to a tooth ("1 came out easily", "32 was a bit tougher"). */
const STORY = /^(?:came|went|was|were|is|has|had|broke|needed)$/;

const dedupe = (xs: string[]) => [...new Set(xs)];
/**
 * Finds each LA statement, reads it, and replaces it by an LA entity. A side or tooth said right after a
 * technique (or after another place of it) belongs to that technique; one said before, to the next one.
 */
export function markAnaesthetic(doc: Doc): void {
  const toks = tokenize(doc.text);
  const spans: Span[] = [];
  for (let i = 0; i < toks.length; i++) {
    // A statement starts with what was given or how, not with a joining word or a tooth.
    if ((GLUE.has(toks[i]!.low) && toks[i]!.low !== 'a') || entityOf(doc, toks[i]!.text)) continue;
    // Nor with a strength that is not the agent's said right after it ("nitrous oxide 50% | 1 carpule lidocaine 2%",
    // "bleeding on probing about 30% | LA …"); "2% lidocaine" says its agent next.
    if (/%$/.test(toks[i]!.low) && !((toks[i + 1]?.low ?? '') in AGENTS)) continue;
    const r: Reading = { start: i, end: i, techniques: [] };
    let j = i;
    let end = i;
    let previous: Part['kind'] = 'other';
    let pending: string[] = [];
    let joined = false;
    let placeFirst = false;
    while (j < toks.length) {
      const before = r.techniques.length;
      // A second agent or quantity after a technique is the next LA statement.
      const probe: Reading = { start: j, end: j, techniques: [] };
      const next = readPart(doc, toks, j, probe);
      if (r.techniques.length && next.used && ((probe.agent && r.agent) || ((probe.count || probe.volume) && (r.count || r.volume)))) break;
      const part = readPart(doc, toks, j, r);
      if (!part.used) {
        if (!GLUE.has(toks[j]!.low)) break;
        if (/^(?:and|\+|&|plus)$/.test(toks[j]!.low)) joined = true;
        j++;
        continue;
      }
      if (part.kind === 'technique') {
        if (pending.length) placeFirst = true;
        r.techniques[before]!.where.push(...pending);
        pending = [];
      } else if (part.kind === 'where') {
        const last = r.techniques[r.techniques.length - 1];
        // After "and", a place said right before a technique is that technique's ("left IANB and | right IANB"); so it is
        // when the first technique was said after its place ("left IANB | right IANB").
        const nextTechnique = (joined || placeFirst) && j + part.used < toks.length && readPart(doc, toks, j + part.used, { start: j, end: j, techniques: [] }).kind === 'technique';
        if (last && (previous === 'technique' || previous === 'where') && !nextTechnique) last.where.push(part.where!);
        else pending.push(part.where!);
      }
      joined = false;
      previous = part.kind;
      j += part.used;
      end = j;
    }
    // A volume and strength alone are an LA only when said as one ("LA: 2.2 ml 2%"), not a rinse's ("chlorhexidine 0.12% 15 ml").
    const named = /^(?:la|local|ana?esthetic|ana?esthesia)$/.test((toks[i - 1]?.low ?? '').replace(/:$/, ''));
    const substantive = r.agent || r.techniques.length || r.unit || (r.volume && (r.strength || r.ratio) && named);
    if (!substantive) continue;
    // A technique named alone after "after" or "from" is spoken of, not given ("numbness after IDB is rare").
    if (!r.agent && !r.count && !r.volume && !r.unit && /^(?:after|from|following|since|post)$/.test(toks[i - 1]?.low ?? '')) continue;
    // Nor is one planned for next time ("Plan: articaine buccal infiltration rather than IDB for future LL treatment", "plan to
    // use buccal infiltration instead of a block").
    // Nor one given as a reason ("I chose articaine so I could use an infiltration instead of a block", "I used an infiltration
    // because upper premolars usually get numb").
    if (!r.count && !r.volume && (/^\s*(?:rather than|instead of|in future|for future|next time|because|so (?:i|we|that)|as (?:it|they|upper|lower))\b/i.test(doc.text.slice(toks[end - 1]!.end)) || /\b(?:plan:?|plan to (?:use|give|try)|(?:will|would|could|should|can|to) (?:use|give|try)|consider|prefer|chose|choose)\s*(?:an?\s+)?$/i.test(doc.text.slice(0, toks[i]!.start)))) continue;
    if (pending.length && r.techniques.length) r.techniques[r.techniques.length - 1]!.where.push(...pending);
    // A leading "under" ("done under LA, 2 cartridges …") belongs to the LA statement, and so does saying the patient
    // was numbed ("got her numb with 1 carpule …") or topped up ("so topped up with 1 cartridge …").
    // So does "given" said first in a sentence ("Given LA 1 x 2.2 ml lidocaine …").
    const start = toks[i - 1]?.low === 'under' || (toks[i - 1]?.low === 'given' && (i === 1 || /^[.;:,]$/.test(toks[i - 2]!.text))) ? i - 1 : i;
    const numbed = NUMBED.exec(doc.text.slice(0, toks[start]!.start));
    spans.push({ start: numbed ? numbed.index : toks[start]!.start, end: toks[end - 1]!.end, entity: { kind: 'text', role: 'la', text: formatAnaesthetic(r) } });
    i = end - 1;
  }
  markSpans(doc, spans);
}
