// Finds the teeth a dictation names, in any notation, and reads each one as an FDI code.
// Numbers are only teeth in context: "36 DO caries" is a tooth, "36 hours" and "stage 3" are not.
import { CHART_WORD, FINDING_WORD, PROGNOSIS } from './cues.ts';
import type { Numbering } from './schema.ts';
import { archRange, isFdi, palmerToFdi, universalToFdi } from './teeth.ts';
import { tokenize, type Token } from './tokens.ts';

export interface ToothMention {
  start: number;
  end: number;
  fdi: string;
}

/** A number followed by one of these is a count or measure, not a tooth. */
const UNIT = new Set(
  ('week weeks wk wks day days month months mth mths monthly year years yr yrs yo hour hours hr hrs h minute minutes min mins seconds ' +
    'mm cm ml mg mcg g kg ppm unit units cigarette cigarettes cigs a per times x ncm degree degrees percent canal canals ' +
    'suture sutures cartridge cartridges carpule carpules cart carts carp carps bitewing bitewings bw bws bwx quadrant quadrants ' +
    'quad quads session sessions finger fingers night nights teeth roots visit visits appointment appointments ' +
    'patients people am pm o\'clock sizes year-old y/o increment increments layer layers coat coats episode episodes attacks gauge gy blade blades').split(' '),
);
/** What a one-digit count after a tooth said digit by digit may count. */
const COUNTED = /^(?:canals?|roots?|sutures?|cartridges?|carpules?|carps?|visits?|appointments?|quadrants?|layers?|increments?|coats?)$/;
/** What spans a range of teeth typed with a dash. */
const SPANNED = /^(?:bridge|bridges|prep|fit|splint|splinted|dam|retainer|veneers|crowns|cemented|seated|fitted|bonded|removed)$/;
/** The most of these a count can be. */
const MOST: Record<string, number> = { canal: 5, canals: 5, roots: 5, bitewing: 8, bitewings: 8, bw: 8, bws: 8, bwx: 8, quadrant: 4, quadrants: 4, quad: 4, quads: 4 };
/** Units of time and size: a number before one is a measure even when said as "number 3". */
const MEASURE_UNIT = /^(?:weeks?|wks?|days?|months?|mths?|years?|yrs?|hours?|hrs?|minutes?|mins?|mm|cm|ml|mg|mcg|g|kg|ppm|units?|percent|times|x|litres?|liters?|l|lpm)$/;
/** A number after one of these is a grade, stage, measure or count. */
const BLOCK_BEFORE = new Set(
  'grade stage phase class size sizes type bp inr aged age x × by over approximately approx about around level score than shade vitals bmi frankl isq torque ept reading'.split(' '),
);
/** Words that follow the article "a" and never a tooth letter ("a bit", "a few"). */
const ARTICLE_QUANTITY = new Set('bit lot little few couple while'.split(' '));
const MEASURES = new Set('hba1c a1c inr bp bmi glucose sugar pulse sats temp temperature weight height score egfr gfr creatinine platelets rate rr resp spo2'.split(' '));
/** Words after which a bare Universal number names a tooth ("caries on 30", "sealants 3 14 19"). */
const DENTAL_NOUN = new Set(
  ('caries decay composite composites amalgam amalgams crown crowns sealant sealants filling fillings extraction extractions ' +
    'extract rct canal implant implants bonding pulpotomy veneer veneers bridge restoration restorations onlay inlay buildup ' +
    'prep missing abscess pulpitis impacted abutment abutments pontic clasp clasps lesion lesions pulpectomy extirpation obturation ssc sdf fluoride varnish matrix clamp pdl radiolucency lesion apex pa periapical ' +
    // Where an infiltration went, what was drained ("buccal infiltration 19", "incision and drainage 19").
    'infiltration infiltrations infil drainage ' +
    // Which tooth is sent on ("refer 17 to oral surgeon").
    'refer ' +
    // What a step was done to, said verb-first ("accessed thirty", "obturated thirty with gutta percha", "extracted thirty
    // two with forceps").
    'accessed obturated extirpated extracted sectioned ' +
    // What a diagnosis or a desensitiser is about ("pericoronitis thirty two", "gluma applied to twenty and twenty one").
    'pericoronitis hypersensitivity abfraction abfractions abrasion erosion desensitizer desensitiser gluma ' +
    // Injuries and diagnoses of one tooth ("complicated crown fracture nine", "lateral luxation nine", "non restorable nineteen").
    'fracture subluxation luxation avulsion intrusion extrusion concussion restorable unrestorable necrosis periodontitis ' +
    // Which teeth are root planed ('scaling and root planing eighteen and nineteen', 'SRP 2 and 3').
    'planing srp rsd').split(' '),
);
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|st|nd|rd|th)$/;
/** Parts of a tooth a surface letter can qualify ("recurrent decay at D margin"). */
const PART_OF_TOOTH = /^(?:margins?|surfaces?|cusps?|walls?|roots?|aspects?|sides?|contacts?|box|boxes|line|lines|angle)$/;
const LINK = new Set('on of for to in at the placed done applied and mesial distal occlusal buccal lingual palatal facial labial incisal'.split(' '));

const QUADRANT: Record<string, Record<string, number>> = {
  upper: { right: 1, left: 2 },
  top: { right: 1, left: 2 },
  maxillary: { right: 1, left: 2 },
  lower: { left: 3, right: 4 },
  bottom: { left: 3, right: 4 },
  mandibular: { left: 3, right: 4 },
};
const TOOTH_NAMES: [string[], number][] = [
  [['central', 'incisor'], 1],
  [['lateral', 'incisor'], 2],
  [['canine'], 3],
  [['eye', 'tooth'], 3],
  [['first', 'premolar'], 4],
  [['first', 'bicuspid'], 4],
  [['second', 'premolar'], 5],
  [['second', 'bicuspid'], 5],
  [['first', 'molar'], 6],
  [['second', 'molar'], 7],
  [['third', 'molar'], 8],
  [['wisdom', 'tooth'], 8],
];

const PAIR_NUMBERS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights'];
/** A kind of tooth said in the plural: "sevens", "7s", "E's". */
const PAIR_WORD = /^(?:(ones|twos|threes|fours|fives|sixes|sevens|eights)|([1-8])(?:'s|’s|s)|([b-e])(?:'s|’s|s))$/;

/** "Lower right a" is the primary central incisor only before words that end it or say its state, not "a bit sore". */
const LETTER_A_BEFORE = /^(?:|and|or|,|\.|;|upper|lower|mobile|missing|sound|intact|loose|exfoliat\w*|erupt\w*|retained|present|absent|extracted|caries|carious|decayed|fractured|tender|ttp)$/;
const KEEP_WORD_AFTER = new Set(['cracked', 'broken', 'fractured', 'wisdom', 'front', 'back', 'baby', 'problem']);

/** A restoration said after its surfaces ("O composite"). */
const RESTORATION_WORD = /^(?:composite|amalgam|gic|filling|restoration|crown|sealant|onlay|inlay)s?$/;
const isSurfaceWord = (w: string) => /^(?:mesial|distal|occlusal|buccal|lingual|palatal|incisal|[MDOBLPI]{1,4}|[mdoblp]|mo|do|mod|ob|ol|od|mi|di|mb|db|ml|dl|mp|dp|bo|lo|po)$/.test(w);
const isDigitTok = (t: Token | undefined) => !!t && /^[1-8]$/.test(t.low);
const isNumberTok = (t: Token | undefined) => !!t && /^\d{1,2}$/.test(t.low);

/** Reads a number as a tooth: FDI when it can only be FDI, Universal when it can only be Universal, else by the user's numbering. */
function readNumber(n: string, numbering: Numbering, prefixed: boolean): string | null {
  const value = Number(n);
  const fdi = isFdi(n) ? n : null;
  const universal = value >= 1 && value <= 32 ? universalToFdi(n) : null;
  if (fdi && !universal) return fdi;
  if (universal && !fdi) return prefixed || numbering === 'universal' ? universal : null;
  if (fdi && universal) return numbering === 'universal' ? universal : fdi;
  return null;
}

export function findTeeth(text: string, numbering: Numbering): ToothMention[] {
  const toks = tokenize(text);
  const found: ToothMention[] = [];
  /** The token a word at toks[i] corrects, said with "sorry", "I mean" … between ("number 18 sorry 19"), or -1. */
  const corrected = (i: number) => (/^(?:sorry|correction)$/.test(toks[i - 1]?.low ?? '') ? i - 2 : /^(?:i mean|no wait|or rather|i meant)$/.test(`${toks[i - 2]?.low} ${toks[i - 1]?.low}`) ? i - 3 : -1);
  /** A number after "around" with a finding just before ("periodontitis around 18 and 19"), not "around 18 months". */
  const findingAround = (i: number) => toks[i - 1]?.low === 'around' && toks.slice(Math.max(0, i - 7), i - 1).some((x) => /^(?:periodontitis|gingivitis|mucositis|peri-?implantitis|loss|pockets?|pocketing|inflammation|inflamed|recession|swelling|calculus|plaque|bleeding|radiolucency|tissues?|gingivae?|gums?|planing)$/.test(x.low));
  const blocked = (i: number) => {
    const before = toks[i - 1]?.low;
    // A tooth said digit by digit after a word of place ("bone loss around 4 1") is still a tooth.
    const digitPair = isDigitTok(toks[i]) && isDigitTok(toks[i + 1]) && !isDigitTok(toks[i + 2]) && isFdi(toks[i]!.low + toks[i + 1]!.low);
    // So is one said after "around" where a finding is around it ("periodontitis around 18 and 19").
    if (before && BLOCK_BEFORE.has(before) && !(digitPair && /^(?:around|over|by|ept)$/.test(before)) && !findingAround(i)) return true;
    // Nor is the first of a size said as two numbers ("19 by 25 stainless steel", "4.1 x 10 mm").
    if (/^(?:by|x|×)$/.test(toks[i + 1]?.low ?? '') && isNumberTok(toks[i + 2])) return true;
    // A number said to correct a reading is a reading too ("EPT reading 42 sorry 32").
    const marked = corrected(i);
    if (marked >= 0 && isNumberTok(toks[marked]) && !found.some((m) => m.end === toks[marked]!.end) && BLOCK_BEFORE.has(toks[marked - 1]?.low ?? '')) return true;
    // A canal's length is measured to a reference point ("distal canal 21 to the DB cusp").
    if (/^(?:canal|mb[12]?|db|ml|dl)$/.test(before ?? '') && toks[i + 1]?.low === 'to' && toks[i + 2]?.low === 'the') return true;
    // Aligners are counted ("aligners 12 to 14 issued"), and so is the total after "of" ("aligner 11 of 22").
    if (/^(?:aligners?|trays?)$/.test(before ?? '') || (/^(?:aligners?|trays?)$/.test(toks[i - 3]?.low ?? '') && /^(?:to|of|-)$/.test(before ?? ''))) return true;
    if (before === 'of' && isNumberTok(toks[i - 2]) && /^(?:aligners?|trays?|\d+)$/.test(toks[i - 3]?.low ?? '')) return true;
    // Nor an age said after who ("she's 38 and her mum lost all her teeth young").
    if (/^(?:she's|he's|she’s|he’s)$/.test(before ?? '') && !/^(?:got|had|lost|broken|cracked|chipped)$/.test(toks[i + 1]?.low ?? '')) return true;
    // Nor the end of a change in a reading ("HbA1c improved from 69 to 54").
    if (before === 'to' && isNumberTok(toks[i - 2]) && toks[i - 3]?.low === 'from' && toks.slice(Math.max(0, i - 6), i - 3).some((x) => MEASURES.has(x.low))) return true;
    // Not across the end of a sentence ("plaque score 72%. | 11 and 21 flared").
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      if (/^[.;!?]$/.test(toks[k]!.text)) break;
      // "Temp" is a temperature only with its reading ("temp 37.8"), not in "temp bridge UL3-UL5".
      if (MEASURES.has(toks[k]!.low) && !(toks[k]!.low === 'temp' && !/^\d/.test(toks[k + 1]?.low ?? ''))) return true;
    }
    return false;
  };
  const unitAfter = (j: number) => {
    // A unit typed with its rate ("14 units/wk") is the unit.
    const next = toks[j] && UNIT.has(toks[j]!.low.replace(/\/.*$/, '')) ? toks[j]!.low.replace(/\/.*$/, '') : toks[j]?.low;
    // Only a plausible count of canals, films or quadrants ("3 canals", not "pulp extirpated 46 | canals irrigated").
    if (next && next in MOST && /^\d+$/.test(toks[j - 1]?.low ?? '')) return Number(toks[j - 1]!.low) <= MOST[next]!;
    // Packs a day after smoking ("smoker 1 ppd"); elsewhere PPD is a pocket depth said after its tooth.
    const packs = next === 'ppd' && /^(?:smoker|smokes|smoking|smoked)$/.test(toks[j - 2]?.low ?? '');
    // Months typed short after "in" or "every" ("in 6 mo"); elsewhere "mo" is a surface ("3 MO composite").
    const months = /^mos?$/.test(next ?? '') && /^(?:in|every|for|after|within)$/.test(toks[j - 2]?.low ?? '');
    return !!next && (UNIT.has(next) || next === '%' || packs || months || (next === '-' && isNumberTok(toks[j + 1])));
  };
  const measureAfter = (j: number) => {
    const next = toks[j]?.low;
    return !!next && (MEASURE_UNIT.test(next) || next === '%');
  };
  /** Numbers said before what was done to them ("17 and 32 surgically extracted", "#3 sealed"). */
  const treatedAfter = (i: number) => {
    let k = i + 1;
    while (/^(?:and|,)$/.test(toks[k]?.low ?? '') && isNumberTok(toks[k + 1])) k += 2;
    if (/ly$/.test(toks[k]?.low ?? '')) k++;
    if (/^(?:extracted|sectioned|elevated|luxated|restored|sealed|prepped|prepared|obturated|extirpated|splinted|replanted|crowned|filled|accessed)$/.test(toks[k]?.low ?? '')) return true;
    // So is one said first in a step with the procedure after it ("then | 32 surgical extraction").
    return /^(?:then|and|,|;|:)$/.test(toks[i - 1]?.low ?? '') && /^(?:surgical extraction|extraction|pulpotomy|pulpectomy|extirpation|crown prep|root canal|rct)\b/.test(`${toks[k]?.low ?? ''} ${toks[k + 1]?.low ?? ''}`);
  };
  /** A dental noun said up to three words before, with only linking words between ("caries on 30", "SSC on B"). */
  const afterDentalWord = (i: number) => {
    // "Was" or "were" of a step said in the passive does not count ("composite was placed on 19").
    for (let k = i - 1, n = 0; k >= 0 && n < 3; k--) {
      if (/^(?:was|were)$/.test(toks[k]!.low)) continue;
      if (DENTAL_NOUN.has(toks[k]!.low)) return true;
      // A finding said again of another tooth ("same thing on 14").
      if (/^(?:same|thing)$/.test(toks[k]!.low) && (toks[k]!.low === 'same' || toks[k - 1]?.low === 'same')) return true;
      if (!LINK.has(toks[k]!.low)) return false;
      n++;
    }
    return false;
  };
  /**
   * The first of Universal teeth listed before what is said of them all ("3 and 14 erupting", "19 and 30 fully erupted",
   * "C and H mobile", "L S and T sound"): the list ends in a tooth its finding follows. Letters, which are also surfaces,
   * only before what is said of a whole tooth, or when one of them is no surface.
   */
  /** A range of teeth with its finding after it ("6 through 11 sound", "20 to 28 sound"). */
  const rangeBeforeFinding = (i: number): boolean =>
    /^(?:to|through|thru)$/.test(toks[i + 1]?.low ?? '') && isNumberTok(toks[i + 2]) && !unitAfter(i + 3) && !!toks[i + 3] && FINDING_WORD.test(toks[i + 3]!.text) &&
    !/^(?:probing|probed|depths?|pockets?|pds?|ppds?|grade|class|stage|size|about|from|between)$/.test(toks[i - 1]?.low ?? '');
  const listedBeforeFinding = (i: number): boolean => {
    const lettered = /^[a-t]$/.test(toks[i]!.low);
    // Not from the middle of a list said without "and" ("caries removed 2 3 and 4"); a grade's number ends its own
    // finding ("C and H mobile grade 1 | 6 and 11 erupting").
    if (isNumberTok(toks[i - 1]) && !BLOCK_BEFORE.has(toks[i - 2]?.low ?? '')) return false;
    // Nor a letter that names something else ("vitamin D fine", "hep C negative", "option B").
    if (lettered && /^(?:vitamin|vit|hep|hepatitis|plan|option|options|room|bay|level|category|zone|appendix|part|section|schedule)$/.test(toks[i - 1]?.low ?? '')) return false;
    // Depths said after probing are measures ("probing 3 and 4 no bleeding").
    if (/^(?:probing|probed|depths?|pockets?|pds?|ppds?|readings?|measuring|measured)$/.test(toks[i - 1]?.low ?? '')) return false;
    const same = (k: number) => (lettered ? /^[a-t]$/.test(toks[k]?.low ?? '') : isNumberTok(toks[k]) && !unitAfter(k + 1));
    let k = i;
    let listed = false;
    let joined = false;
    for (;;) {
      if (/^(?:,|and|&)$/.test(toks[k + 1]?.low ?? '') && same(k + 2)) (k += 2), (joined = true);
      // Numbers said one after another only rising, as a chart is read ("3 14 19 and 30"), not scores ("3 3 2").
      else if (same(k + 1) && (lettered || Number(toks[k + 1]!.low) > Number(toks[k]!.low))) k += 1;
      else break;
      listed = true;
    }
    if (listed && !lettered && !joined) return false;
    const next = toks[k + 1]?.low ?? '';
    const state = /^(?:sound|fine|mobile|missing|intact|erupted|erupting|retained|loose|exfoliating|present|absent|unerupted|not)$/.test(next) || (/^(?:fully|partially|partly|just)$/.test(next) && CHART_WORD.test(toks[k + 2]?.low ?? ''));
    // One tooth alone before the state of it ("D sound", "30 erupted"); "a" and "i" are words. A letter that is no
    // surface before a surface and a restoration ("T O composite intact").
    if (!listed) return lettered ? !/^[ai]$/.test(toks[i]!.low) && (state || (/^[ceghjknqrst]$/.test(toks[i]!.low) && isSurfaceWord(toks[k + 1]?.text ?? '') && CHART_WORD.test(toks[k + 2]?.low ?? ''))) : state;
    if (state || /^(?:lesions?|brown|black|yellow|arrested|cavitated|hypoplastic|hypomineralized|hypomineralised|fissure)$/.test(next)) return true;
    // Surfaces after a list may open the next step, a restoration with its own tooth ("caries removed 2 3 and 4 | mesial
    // occlusal composite number 2").
    let m = k + 1;
    while (isSurfaceWord(toks[m]?.text ?? '')) m++;
    if (m > k + 1 && RESTORATION_WORD.test(toks[m]?.low ?? '') && /^(?:number|tooth|on|#\w+|\d+)$/.test(toks[m + 1]?.low ?? '')) return false;
    return (!lettered || toks.slice(i, k + 1).some((x) => /^[aceghjknqrst]$/.test(x.low))) && (FINDING_WORD.test(toks[k + 1]?.text ?? '') || CHART_WORD.test(next));
  };
  /** A surface letter said before a restoration, not a tooth in a list ("number 3 and O composite number 2"). */
  const surfaceBeforeFilling = (k: number) => /^[MDOBLF]$/.test(toks[k]?.text ?? '') && /^(?:composite|amalgam|gic|filling|restoration|onlay|inlay)$/.test(toks[k + 1]?.low ?? '');
  const spanStart = (i: number) => (toks[i - 1]?.low === 'the' ? toks[i - 1]!.start : toks[i]!.start);

  // "The" before a tooth said as the kind of a restoration is the restoration's ("the 30 amalgam").
  const push = (i: number, j: number, fdi: string) => found.push({ start: /^(?:amalgam|composite|filling|restoration|crown|onlay|inlay|bridge|veneer)s?$/.test(toks[j]?.low ?? '') ? toks[i]!.start : spanStart(i), end: toks[j - 1]!.end, fdi });

  /** Teeth continuing a list after a tooth: "36 and 37", "#3, 14", "upper right 5 and 6". Returns the next index. */
  const continueList = (j: number, read: (i: number) => { fdi: string; end: number } | null): number => {
    for (;;) {
      const sep = toks[j]?.low;
      if (sep !== ',' && sep !== 'and' && sep !== '&') return j;
      const from = j + 1;
      let k = from;
      if (toks[k]?.low === 'tooth' || toks[k]?.low === 'number' || toks[k]?.low === 'no' || toks[k]?.low === 'letter') k++;
      // A bare "a" after "and" is the article of what follows ("crown on number 30 and a mesial occlusal composite"),
      // unless what follows is said of a tooth.
      if (k === from && toks[k]?.low === 'a' && !LETTER_A_BEFORE.test(toks[k + 1]?.low ?? '')) return j;
      const next = read(k);
      if (!next) return j;
      found.push({ start: toks[from]!.start, end: toks[next.end - 1]!.end, fdi: next.fdi });
      j = next.end;
    }
  };

  /**
   * A Palmer chart said quadrant by quadrant names the quadrant once ("upper right eight unerupted seven MO amalgam six
   * crown four to one sound"): a bare digit that opens a finding, or a range or pair of them, is the next tooth of that
   * quadrant, until a sentence ends or another quadrant is said. Returns where the carried teeth end.
   */
  const carryQuadrant = (from: number, q: number): number => {
    let last = from;
    // The end of a range or pair said with the quadrant's first tooth ("upper left one | to three sound").
    if (/^(?:to|and)$/.test(toks[from]?.low ?? '') && /^[1-8]$/.test(toks[from + 1]?.low ?? '') && !unitAfter(from + 2)) {
      found.push({ start: toks[from + 1]!.start, end: toks[from + 1]!.end, fdi: `${q}${toks[from + 1]!.low}` });
      last = from + 2;
    }
    for (let k = last; k < toks.length && k < last + 10; k++) {
      const w = toks[k]!.low;
      if (/^[.;:!?]$/.test(w) || QUADRANT[w]?.[toks[k + 1]?.low ?? '']) break;
      if (!/^[1-8]$/.test(w) || unitAfter(k + 1) || /^(?:grade|class|stage|size|type|number|about|x|and|to|or|shade|[a-d]|\d+)$/.test(toks[k - 1]?.low ?? '')) continue;
      const pairEnd = /^(?:to|and)$/.test(toks[k + 1]?.low ?? '') && /^[1-8]$/.test(toks[k + 2]?.low ?? '') && !unitAfter(k + 3) ? k + 3 : k + 1;
      const after = toks[pairEnd];
      if (!after || !(FINDING_WORD.test(after.text) || CHART_WORD.test(after.text) || /^(?:root|retained|root-filled|implant|bridge|pontic|abutment|veneer|partially|unerupted|erupting|porcelain|porcelain-bonded|pfm|gold|metal|ceramic|e-max|emax|zirconia|onlay|inlay|temporary|worn|rotated|tilted|drifted|bonded|debonded)$/.test(after.low) || /^(?:mesi|dist|occlus|bucc|lingu|palat|incis|labi)/.test(after.low))) break;
      found.push({ start: toks[k]!.start, end: toks[k]!.end, fdi: `${q}${w}` });
      if (pairEnd === k + 3) found.push({ start: toks[k + 2]!.start, end: toks[k + 2]!.end, fdi: `${q}${toks[k + 2]!.low}` });
      last = pairEnd;
      k = pairEnd - 1;
    }
    return last;
  };

  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;

    // Both teeth of a kind in one arch: "both lower sevens", "upper sixes", "lower Es".
    const arch = /^(?:upper|top|maxillary)$/.test(t.low) ? 1 : /^(?:lower|bottom|mandibular)$/.test(t.low) ? 3 : 0;
    const kind = arch ? PAIR_WORD.exec(toks[i + 1]?.low ?? '') : null;
    if (kind && !QUADRANT[t.low]?.[toks[i + 1]!.low]) {
      const n = kind[1] ? PAIR_NUMBERS.indexOf(kind[1]) + 1 : Number(kind[2] ?? 0);
      const [q, tooth] = n ? [arch, n] : [arch + 4, 'abcde'.indexOf(kind[3]!) + 1];
      const from = toks[i - 1]?.low === 'both' ? i - 1 : i;
      found.push({ start: toks[from]!.start, end: t.end, fdi: `${q}${tooth}` }, { start: toks[i + 1]!.start, end: toks[i + 1]!.end, fdi: `${q + 1}${tooth}` });
      i++;
      continue;
    }

    // A typed Palmer chart line: the quadrant's label, then each cell opens with a tooth's digit or a dashed range of
    // them ("UR: 8 UE | 7 MOD am | 3-1 sound"), until the line ends.
    const cell = (k: number) => /^(?:[1-8]|[1-8]-[1-8])$/.test(toks[k]?.low ?? '') && !unitAfter(k + 1);
    if (numbering !== 'universal' && /^(?:ur|ul|lr|ll)$/.test(t.low) && toks[i + 1]?.low === ':' && cell(i + 2)) {
      const q = palmerToFdi(`${t.low}1`)![0]!;
      let k = i + 2;
      for (; k < toks.length && !/^[.;!?]$/.test(toks[k]!.low) && !(/^(?:ur|ul|lr|ll)$/.test(toks[k]!.low) && toks[k + 1]?.low === ':'); k++) {
        if (!(k === i + 2 || /^[|,/]$/.test(toks[k - 1]!.low)) || !cell(k)) continue;
        const x = toks[k]!;
        if (x.low.length === 1) found.push({ start: x.start, end: x.end, fdi: `${q}${x.low}` });
        else found.push({ start: x.start, end: x.start + 1, fdi: `${q}${x.low[0]}` }, { start: x.end - 1, end: x.end, fdi: `${q}${x.low[2]}` });
      }
      i = k - 1;
      continue;
    }

    // Palmer written: UR6, ULE, "UR 6"; or its letters said one by one by the recogniser ("u r 6", "l l e").
    const compact = /^(ur|ul|lr|ll)([1-8]|[a-e])$/.exec(t.low);
    const spelled = numbering === 'palmer' && /^[ul]$/.test(t.low) && /^[rl]$/.test(toks[i + 1]?.low ?? '') && /^(?:[1-8]|[a-e])$/.test(toks[i + 2]?.low ?? '') && !unitAfter(i + 3);
    if (compact || spelled || (/^(ur|ul|lr|ll)$/.test(t.low) && isDigitTok(toks[i + 1]) && !unitAfter(i + 2))) {
      const code = compact ? t.low : spelled ? t.low + toks[i + 1]!.low + toks[i + 2]!.low : t.low + toks[i + 1]!.low;
      const j = compact ? i + 1 : spelled ? i + 3 : i + 2;
      push(i, j, palmerToFdi(code)!);
      const q = palmerToFdi(code)![0]!;
      i = continueList(j, (k) => (isDigitTok(toks[k]) && !unitAfter(k + 1) && Number(q) <= 4 ? { fdi: `${q}${toks[k]!.low}`, end: k + 1 } : null)) - 1;
      continue;
    }

    // Palmer spoken: "upper left 6", "lower right e", "lower right wisdom tooth".
    const quadrant = QUADRANT[t.low]?.[toks[i + 1]?.low ?? ''];
    if (quadrant) {
      let j = i + 2;
      if (toks[j]?.low === 'side') j++;
      let fdi: string | null = null;
      let named = false;
      const w = toks[j]?.low;
      // Films are not counted by quadrant: "lower left 6 bitewings show …" names the tooth before a new report.
      // Nor is a range of a measure said after a quadrant ("probing depths upper right 5 to 7 mm").
      const measured = /^(?:to|-)$/.test(toks[j + 1]?.low ?? '') && /^\d/.test(toks[j + 2]?.low ?? '') && unitAfter(j + 3);
      // An FDI number said after its quadrant's words ("upper left two six", "lower right eight five") is read as FDI; the
      // words only say where.
      // So is a run of them ("upper right one eight one seven missing").
      const run = (k: number) => toks[k]?.low === w && /^[1-8]$/.test(toks[k + 1]?.low ?? '');
      if (numbering !== 'universal' && w && (w === String(quadrant) || w === String(quadrant + 4)) && /^[1-8]$/.test(toks[j + 1]?.low ?? '') && (!isDigitTok(toks[j + 2]) || run(j + 2)) && !unitAfter(j + 2)) continue;
      if (w && /^[1-8]$/.test(w) && !measured && (!unitAfter(j + 1) || /^(?:bitewings?|bws?|bwx)$/.test(toks[j + 1]!.low))) fdi = `${quadrant}${w}`, (j += 1);
      else if (w && (/^[b-e]$/.test(w) || (w === 'a' && LETTER_A_BEFORE.test(toks[j + 1]?.low ?? ''))) && !isDigitTok(toks[j + 1])) fdi = `${quadrant + 4}${'abcde'.indexOf(w) + 1}`, (j += 1);
      else {
        for (const [words, n] of TOOTH_NAMES) {
          if (words.every((x, k) => toks[j + k]?.low === x)) {
            fdi = `${quadrant}${n}`;
            named = true;
            j += words.length;
            break;
          }
        }
      }
      // Named again right after its number, it only explains it ("extraction of 48 | lower right wisdom tooth").
      const last = found[found.length - 1];
      if (fdi && named && last?.fdi === fdi && last.end === toks[i - 1]?.end) {
        i = j - 1;
        continue;
      }
      if (fdi) {
        push(i, j, fdi);
        const q = fdi[0]!;
        i = continueList(j, (k) => (isDigitTok(toks[k]) && !unitAfter(k + 1) && Number(q) <= 4 ? { fdi: `${q}${toks[k]!.low}`, end: k + 1 } : null)) - 1;
        if (numbering !== 'universal' && Number(q) <= 4) i = carryQuadrant(i + 1, Number(q)) - 1;
        continue;
      }
    }

    // Prefixed: "tooth 36", "number 14", "#14", "#K", "tooth 3 6", "teeth 11 to 22".
    const hash = /^#(\d{1,2}|[a-t])$/.exec(t.low);
    // "Letter K" names a Universal primary tooth as "number 14" names a permanent one.
    // Not the number of a problem, point or option ("problem number two").
    const counted = /^(?:numbers?|no|nos)$/.test(t.low) && /^(?:problem|issue|concern|complaint|point|item|option|step|question|thing)$/.test(toks[i - 1]?.low ?? '');
    const prefix = (['tooth', 'teeth', 'number', 'numbers', 'no', 'nos'].includes(t.low) && !counted) || (/^letters?$/.test(t.low) && numbering === 'universal' && /^[a-t]$/.test(toks[i + 1]?.low ?? ''));
    if (hash || prefix) {
      const read = (k: number): { fdi: string; end: number } | null => {
        const h = /^#(\d{1,2}|[a-t])$/.exec(toks[k]?.low ?? '');
        const v = h ? h[1]! : toks[k]?.low;
        if (!v) return null;
        const digitPair = !h && isDigitTok(toks[k]) && isDigitTok(toks[k + 1]) && isFdi(v + toks[k + 1]!.low);
        // Unless the second digit counts what follows ("number 3 | 3 canals located"): then the first is the tooth.
        if (digitPair && !unitAfter(k + 2)) return { fdi: v + toks[k + 1]!.low, end: k + 2 };
        // A letter after "number" is a primary tooth to a Universal user ("number K and number T").
        const lettered = h || t.low === 'tooth' || t.low === 'teeth' || (numbering === 'universal' && /^(?:numbers?|letters?)$/.test(t.low));
        // "the tooth a week ago", "teeth a bit whiter": there "a" is the article.
        const article = v === 'a' && (measureAfter(k + 1) || ARTICLE_QUANTITY.has(toks[k + 1]?.low ?? ''));
        if (/^[a-t]$/.test(v) && lettered && !article) return { fdi: universalToFdi(v)!, end: k + 1 };
        // "number 3 bitewings": after "number" or "#" only a measure of time or size makes it no tooth; a bare number
        // said after the list's separator is a count before its unit too ("#19, 3 canals located").
        const listed = /^(?:,|and|&)$/.test(toks[k - 1]?.low ?? '');
        const counted = (t.low === 'number' || t.low === 'numbers' || h || hash) && !(listed && !h) ? measureAfter(k + 1) : unitAfter(k + 1);
        if (!/^\d{1,2}$/.test(v) || counted) return null;
        const fdi = readNumber(v, numbering, true);
        return fdi ? { fdi, end: k + 1 } : null;
      };
      // "tooth number 30": both words go before the tooth.
      const both = !hash && /^(?:tooth|teeth)$/.test(t.low) && /^(?:number|numbers|no|nos)$/.test(toks[i + 1]?.low ?? '') ? 1 : 0;
      const first = read(hash ? i : i + 1 + both);
      if (first) {
        // "cracked tooth 36": the word belongs to the diagnosis, so only the number becomes the tooth.
        push(!hash && KEEP_WORD_AFTER.has(toks[i - 1]?.low ?? '') ? i + 1 : i, first.end, first.fdi);
        let j = first.end;
        // A range: "11 to 22", "#7 to #10" keeps "to" in the text; both ends are teeth.
        if ((toks[j]?.low === 'to' || toks[j]?.low === '-') && read(j + 1)) {
          const last = read(j + 1)!;
          found.push({ start: toks[j + 1]!.start, end: toks[last.end - 1]!.end, fdi: last.fdi });
          j = last.end;
        }
        // Universal lists said after "numbers" without "and": "numbers 1 16 17 and 32" (after "number" too when the list
        // ends with "and" and a number: "number 1 16 17 and 32 are missing").
        const listed = (k: number) => { while (isNumberTok(toks[k])) k++; return toks[k]?.low === 'and' && isNumberTok(toks[k + 1]); };
        // So are letters after "letters" ("letters L S and T sound").
        while (numbering === 'universal' && (t.low === 'numbers' || t.low === 'letters' || (t.low === 'number' && listed(j))) && read(j) && !unitAfter(j + 1)) {
          const next = read(j)!;
          found.push({ start: toks[j]!.start, end: toks[next.end - 1]!.end, fdi: next.fdi });
          j = next.end;
        }
        i = continueList(j, (k) => (surfaceBeforeFilling(k) ? null : read(k))) - 1;
        continue;
      }
    }

    if (blocked(i)) continue;

    // FDI said digit by digit: "3 6", or teeth in a row "7 5 8 5", "1 6 2 6 3 6 4 6" (not part of a longer run of
    // digits). Six digits from 0 to 4 are BPE scores, not three teeth.
    // Not for a Universal user, whose "four five and twelve" are three teeth.
    let run = 0;
    if (numbering !== 'universal' && isDigitTok(t) && !isDigitTok(toks[i - 1])) while (isDigitTok(toks[i + run])) run++;
    const pairs = run % 2 === 0 && run >= 4 && run <= 12 && !unitAfter(i + run);
    const digits = pairs ? toks.slice(i, i + run).map((x) => x.low) : [];
    // Five or six teeth in a row are neighbours along the arch ("1 3 1 2 1 1 2 1 2 2 2 3"); other long runs are
    // readings.
    const neighbours = digits.every((d, k) => k % 2 === 1 || k + 2 >= digits.length || archRange(d + digits[k + 1], digits[k + 2]! + digits[k + 3])?.length === 2);
    // Scores are not followed by the state of teeth ("1 1 2 1 3 1 erupted").
    // Nor by one more tooth after "and" ("1 2 1 1 2 1 and 2 2 white spot lesions").
    const andTooth = (k: number) => toks[k]?.low === 'and' && isDigitTok(toks[k + 1]) && isDigitTok(toks[k + 2]) && !isDigitTok(toks[k + 3]) && isFdi(toks[k + 1]!.low + toks[k + 2]!.low) && !unitAfter(k + 3);
    const teethRun = pairs && digits.every((d, k) => k % 2 === 1 || isFdi(d + digits[k + 1])) && (run <= 8 || neighbours) && (run === 4 || (run > 8 && neighbours) || digits.some((d, k) => k % 2 === 1 && Number(d) > 4) || /^(?:erupted|erupting|unerupted|sound|missing|present|absent|mobile|intact)$/.test(toks[i + run]?.low ?? '') || andTooth(i + run));
    if (teethRun) {
      push(i, i + 2, digits[0]! + digits[1]!);
      for (let k = 2; k < run; k += 2) found.push({ start: toks[i + k]!.start, end: toks[i + k + 1]!.end, fdi: digits[k]! + digits[k + 1]! });
      i += run - 1;
      continue;
    }
    // A grade or stage takes one digit ("grade 1 4 6 D caries"): a pair after it is still a tooth.
    const afterGrade = isDigitTok(toks[i - 1]) && BLOCK_BEFORE.has(toks[i - 2]?.low ?? '') && !isDigitTok(toks[i - 3]);
    // A pair may be followed by a count that takes one digit ("extraction of 3 7 | 4 days ago").
    // So may a count of things ("pulp extirpated 4 7 | 3 canals irrigated").
    const countAfter = isDigitTok(toks[i + 2]) && !isDigitTok(toks[i + 3]) && (measureAfter(i + 3) || COUNTED.test(toks[i + 3]?.low ?? ''));
    // The far end of a range is a tooth whatever follows ("split dam 13 to 2 3 | teeth cleaned").
    const rangeEnd = /^(?:to|-)$/.test(toks[i - 1]?.low ?? '') && found.some((m) => m.end === toks[i - 2]?.end);
    if (numbering !== 'universal' && isDigitTok(t) && isDigitTok(toks[i + 1]) && (!isDigitTok(toks[i - 1]) || afterGrade) && (!isDigitTok(toks[i + 2]) || countAfter) && isFdi(t.low + toks[i + 1]!.low) && (!unitAfter(i + 2) || rangeEnd)) {
      const read = (k: number) =>
        isDigitTok(toks[k]) && isDigitTok(toks[k + 1]) && isFdi(toks[k]!.low + toks[k + 1]!.low) && !isDigitTok(toks[k + 2])
          ? { fdi: toks[k]!.low + toks[k + 1]!.low, end: k + 2 }
          : null;
      push(i, i + 2, t.low + toks[i + 1]!.low);
      i = continueList(i + 2, read) - 1;
      continue;
    }

    // A Universal primary tooth by its bare letter after a treatment word ("DO composite on K", "SSC on B and I",
    // "SDF applied to L and S"); not "a" or "i", which are words, nor a surface letter before its tooth.
    // Nor a surface letter before a restoration ("T | O composite intact").
    const letter = (k: number) => /^[b-t]$/.test(toks[k]?.low ?? '') && !isNumberTok(toks[k + 1]) && !PART_OF_TOOTH.test(toks[k + 1]?.low ?? '') && !(isSurfaceWord(toks[k]!.text) && RESTORATION_WORD.test(toks[k + 1]?.low ?? ''));
    if (numbering === 'universal' && t.low !== 'i' && letter(i) && (afterDentalWord(i) || listedBeforeFinding(i))) {
      const read = (k: number) => (letter(k) ? { fdi: universalToFdi(toks[k]!.low)!, end: k + 1 } : null);
      push(i, i + 1, universalToFdi(t.low)!);
      // Said without "and" too: "caries K L S".
      let j = i + 1;
      for (; read(j); j++) found.push({ start: toks[j]!.start, end: toks[j]!.end, fdi: read(j)!.fdi });
      i = continueList(j, read) - 1;
      continue;
    }

    // Two FDI teeth typed with a slash ("36/46 FS intact", "PAs 31/41"); not a date ("on 12/11") nor a reading.
    const pair = numbering !== 'universal' ? /^(\d{2})\/(\d{2})$/.exec(t.text) : null;
    if (pair && isFdi(pair[1]!) && isFdi(pair[2]!) && pair[1] !== pair[2] && !/^(?:on|dated?|since|from|until|dob|born)$/.test(toks[i - 1]?.low ?? '')) {
      found.push({ start: t.start, end: t.start + 2, fdi: pair[1]! }, { start: t.end - 2, end: t.end, fdi: pair[2]! });
      continue;
    }

    // A range of FDI or Palmer teeth typed with a dash before a chart finding ("14-17 sound", "42-32 missing", "UR5-UL3
    // sound"), or with what spans them ("Bridge prep UL3-UL5", "splint 12-22", "bridge 24-26 cemented"); not "12-15 year olds".
    const dashed = numbering !== 'universal' ? /^(\d{2}|(?:ur|ul|lr|ll)[1-8a-e])-(\d{2}|(?:ur|ul|lr|ll)[1-8a-e])$/.exec(t.low) : null;
    const ends = dashed?.slice(1, 3).map((x) => (/^\d/.test(x!) ? x! : palmerToFdi(x!)!));
    if (ends && isFdi(ends[0]!) && isFdi(ends[1]!) && archRange(ends[0]!, ends[1]!) && (CHART_WORD.test(toks[i + 1]?.low ?? '') || /^(?:all|both)$/.test(toks[i + 1]?.low ?? '') || DENTAL_NOUN.has(toks[i - 1]?.low ?? '') || SPANNED.test(toks[i - 1]?.low ?? '') || SPANNED.test(toks[i + 1]?.low ?? '')) && !BLOCK_BEFORE.has(toks[i - 1]?.low ?? '')) {
      const cut = t.start + dashed![1]!.length;
      found.push({ start: t.start, end: cut, fdi: ends[0]! }, { start: cut + 1, end: t.end, fdi: ends[1]! });
      continue;
    }

    // Bare numbers: FDI codes for FDI/Palmer users; Universal numbers only where the words around say "tooth".
    if (!isNumberTok(t) || unitAfter(i + 1)) continue;
    // Not the last of three pocket depths said after their site ("#3 buccal 5 4 7 lingual 6 5 7").
    if (numbering === 'universal' && Number(t.low) <= 15 && isNumberTok(toks[i - 1]) && isNumberTok(toks[i - 2]) && /^(?:buccal|lingual|palatal|facial|labial|mesial|distal|[blpf]|depths?|pd|ppd)$/.test(toks[i - 3]?.low ?? '')) continue;
    let fdi: string | null = null;
    if (numbering !== 'universal') fdi = /^\d{2}$/.test(t.low) && isFdi(t.low) ? t.low : null;
    else {
      // A number before things counted is a count ("two composite fillings", "3 crowns").
      // So are a number of findings on the soft tissues ("2 small ulcers").
      const counts = toks.slice(i + 1, i + 3).some((x) => x.low === 'teeth' || /^(?:ulcers|spots|areas|patches|lumps|lesions|nodes|cracks|sites)$/.test(x.low) || (/s$/.test(x.low) && DENTAL_NOUN.has(x.low) && DENTAL_NOUN.has(x.low.replace(/s$/, ''))));
      // A finding may follow a linking verb ("31 is fine").
      const linked = /^(?:is|are|has|have|looks?)$/.test(toks[i + 1]?.low ?? '') && (FINDING_WORD.test(toks[i + 2]?.text ?? '') || /^(?:a|an|sensitive|recurrent|decay)$/.test(toks[i + 2]?.low ?? ''));
      // Where something was done ("access opened on fourteen", "old restoration removed from thirty"), not when ("seen on 12 May").
      const doneOn = /^(?:on|from)$/.test(toks[i - 1]?.low ?? '') && /^[a-z]{3,}ed$/.test(toks[i - 2]?.low ?? '') && !MONTH.test(toks[i + 1]?.low ?? '');
      // A number said to correct a tooth just said ("number 18 sorry 19", "#3 I mean 4").
      const marked = corrected(i);
      const corrects = marked >= 0 && found.some((m) => m.end === toks[marked]?.end);
      // The teeth a splint or bridge spans, said as a range ("splinted 7 to 10 with flexible wire").
      const spanned = /^(?:splint|splinted|splinting|bridge|bridged)$/.test(toks[i - 1]?.low ?? '') && /^(?:to|-)$/.test(toks[i + 1]?.low ?? '') && isNumberTok(toks[i + 2]) && !unitAfter(i + 3);
      // A pocket depth said after its tooth ("3 PPD 6 mm") is that tooth's.
      // So is a prognosis said after it ("30 questionable", "2 hopeless").
      const context = !counts && (FINDING_WORD.test(toks[i + 1]?.text ?? '') || /^(?:unrestorable|non-restorable)$/.test(toks[i + 1]?.low ?? '') || PROGNOSIS.test(toks[i + 1]?.low ?? '') || /^(?:ppd|pd)$/.test(toks[i + 1]?.low ?? '') || linked || afterDentalWord(i) || findingAround(i) || treatedAfter(i) || doneOn || corrects || listedBeforeFinding(i) || spanned || rangeBeforeFinding(i));
      if (context) fdi = readNumber(t.low, numbering, false);
    }
    if (!fdi) continue;
    push(i, i + 1, fdi);
    const read = (k: number) => {
      if (!isNumberTok(toks[k]) || unitAfter(k + 1)) return null;
      const next = numbering === 'universal' ? readNumber(toks[k]!.low, numbering, false) : isFdi(toks[k]!.low) ? toks[k]!.low : null;
      return next ? { fdi: next, end: k + 1 } : null;
    };
    let j = i + 1;
    if (/^(?:to|through|thru)$/.test(toks[j]?.low ?? '') && read(j + 1)) {
      const last = read(j + 1)!;
      found.push({ start: toks[j + 1]!.start, end: toks[last.end - 1]!.end, fdi: last.fdi });
      j = last.end;
    }
    // Universal lists are often said without "and": "sealants on 3 14 19 and 30".
    while (numbering === 'universal' && read(j)) {
      const next = read(j)!;
      found.push({ start: toks[j]!.start, end: toks[j]!.end, fdi: next.fdi });
      j = next.end;
    }
    i = continueList(j, read) - 1;
  }
  return withQuadrantWords(text, sayingsOnce(text, [...found, ...referredTeeth(text, found)]), numbering);
}

/**
 * The words for a quadrant said right before a tooth number of that quadrant only say where it is ("upper right 17 and 16
 * occlusal cupping"): they go with the tooth, not before it as a finding of its own.
 */
/** Is the tooth in quadrant q, permanent (1–4) or primary (5–8)? */
const inQuadrant = (fdi: string, q: number) => fdi[0] === String(q) || fdi[0] === String(q + 4);

function withQuadrantWords(text: string, found: ToothMention[], numbering: Numbering): ToothMention[] {
  return found.map((m, n) => {
    // A chart line's quadrant label goes with its first tooth ("UR: 18 missing, 17 MOD am", "LL: 38 partially erupted").
    const label = /(?:^|\n|[.;]\s*|\s)(UR|UL|LL|LR|Q[1-4])\s*:\s*$/i.exec(text.slice(Math.max(0, m.start - 12), m.start));
    if (label) {
      const q = { ur: 1, ul: 2, ll: 3, lr: 4 }[label[1]!.toLowerCase()] ?? Number(label[1]!.slice(1));
      if (inQuadrant(m.fdi, q)) return { ...m, start: m.start - label[0].length + label[0].indexOf(label[1]!) };
    }
    const words = /\b([a-z]+)\s+(right|left)(?:\s+(?:side|quadrant))?\s+$/i.exec(text.slice(Math.max(0, m.start - 30), m.start));
    const q = words ? QUADRANT[words[1]!.toLowerCase()]?.[words[2]!.toLowerCase()] : undefined;
    // An FDI number of that quadrant, or a Universal one ("upper left quadrant 12 buccal cervical decay").
    const own = q !== undefined && inQuadrant(m.fdi, q) && (numbering === 'universal' ? /^#?\d{1,2}$/.test(text.slice(m.start, m.end).trim()) : /^\d\s?\d$/.test(text.slice(m.start, m.end).trim()));
    if (!own) return m;
    // Only in a chart: right after its header, the BPE or the tooth before ("charting upper right 17 …", "… 26 and 27
    // occlusal cupping lower left 37 …"); elsewhere the words are kept as said ("lost a filling upper left 26").
    const start = m.start - words![0].length;
    const before = text.slice(Math.max(0, start - 60), start);
    const charted = /(?:\bchart(?:ing)?(?:\s+(?:starting|start|from|begins?|beginning))?(?:\s+(?:with|at|in))?|\u27E6\d+\u27E7)\s*:?\s*$/i.test(before) || (n > 0 && found[n - 1]!.end > start - 60 && !/\b(?:in|on|of|the|to|at|for|from|by|with)\s*$/i.test(before));
    return charted ? { ...m, start } : m;
  });
}

/**
 * Teeth said by reference to the one just charted: "the same tooth" is that tooth again ("… fractured D marginal ridge,
 * the same tooth B cervical abrasion"); "the one behind it" is the next tooth back in its quadrant, said only of
 * premolars and molars, where that is clear ("25 small D caries and the one behind it small M caries").
 */
function referredTeeth(text: string, found: ToothMention[]): ToothMention[] {
  const out: ToothMention[] = [];
  for (const m of text.matchAll(/\b(?:the )?same tooth\b|\bthe (?:one|tooth) (?:behind|distal to) it\b/gi)) {
    const last = found.filter((t) => t.end <= m.index).at(-1);
    if (!last || /\b(?:on|of|to|in|at|for|from)\s*$/i.test(text.slice(0, m.index))) continue;
    const behind = /behind|distal/i.test(m[0]);
    const [q, n] = [Number(last.fdi[0]), Number(last.fdi[1])];
    if (behind && !((q <= 4 && n >= 4 && n <= 7) || (q >= 5 && n === 4))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, fdi: behind ? `${q}${n + 1}` : last.fdi });
  }
  return out;
}

/** What may come between a tooth and the same tooth said again in other words ("lower left first molar, that's 36,"). */
const RESTATED = /^\s*(?:[,(-]\s*)?(?:(?:that's|that is|thats|i\.?e\.?|which is|or)\s+)?(?:tooth\s+|number\s+)?$/i;

/** A tooth said twice in a row, as a name and as a number, is one mention, with the comma or bracket closing it. */
function sayingsOnce(text: string, found: ToothMention[]): ToothMention[] {
  const worded = (t: ToothMention) => /\b(?:molar|premolar|bicuspid|incisor|canine|cuspid|upper|lower)\b/i.test(text.slice(t.start, t.end));
  const out: ToothMention[] = [];
  for (const m of [...found].sort((a, b) => a.start - b.start)) {
    const prev = out[out.length - 1];
    const gap = prev ? text.slice(prev.end, m.start) : '';
    // Said in other words: by name and by number, or after "that's" ("46 46 grossly carious" is a place, then a tooth).
    if (prev && prev.fdi === m.fdi && (worded(prev) !== worded(m) || /[a-z]/i.test(gap)) && RESTATED.test(gap)) {
      // The comma or bracket that closes a restatement opened by one goes with it ("the upper left first molar, 26, has").
      const close = /^\s*[,)]/.exec(text.slice(m.end));
      prev.end = close && /[,(-]/.test(gap) ? m.end + close[0].length : m.end;
      continue;
    }
    out.push({ ...m });
  }
  return out;
}
