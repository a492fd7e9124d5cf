// Writing clauses out: placeholders rendered, known abbreviations in capitals, openers and articles dropped.
import { render, type Doc } from './markup.ts';

const ABBREVIATIONS = new Set(
  ('nad wnl tmj ohi tbi bpe psr bop la idb ianb rct gic rmgic poig poi pa pas opg opt dpt cbct fmx bw bws bwx ttp ept pdl ' +
    'nkda nka gp prn tid tds qid bd bid srp rsd pmpr icp ssc pfm omfs ian iv edta gord copd hiv inr mri bp irm mta zoe sdf isq').split(' '),
);
// "Well" before what it qualifies is a word ("well controlled asthma", "well fitting denture").
const OPENERS = /^(?:(?:okay|ok|so|alright|and|also|then|after that|now|well(?![\s-]+(?:controlled|managed|maintained|fitting|healed|healing|tolerated|adapted|condensed|sealed|retained|localised|localized|defined|demarcated)\b)|right(?=[\s,]+(?:so|okay|ok|then|now)\b|\s+(?!(?:side|sided|upper|lower|top|bottom|maxill\w*|mandib\w*|cheek|face|facial|jaw|tmj|ear|eye|lips?|tongue|buccal|palatal|lingual|sub\w*|posterior|anterior|first|second|third|molars?|premolars?|canines?|incisors?|central|lateral|quadrants?|and|or|to|of|hand|handed|angle|bitewings?|bws?|bwx|pas?|periapicals?|films?|x-?rays?|radiographs?|views?|ramus|border|margin|vestibule|sulcus)\b|[\d\u27E6])[a-z]))(?:[\s,]+|$))+/i;

export function upperAbbreviations(text: string): string {
  return text
    .replace(/\b[a-z]+\b/g, (w) => (ABBREVIATIONS.has(w) ? w.toUpperCase() : w))
    .replace(/\bmb2\b/g, 'MB2')
    .replace(/\boh\b(?= (?:good|fair|poor|satisfactory|excellent|much|improved|ok|adequate|reasonable|generally))/g, 'OH')
    .replace(/\b(o\/e|c\/o|e\/o|i\/o)\b/g, (w) => w.toUpperCase());
}

/** A dash said as punctuation; a minus after a test is its result ("percussion -"). */
export const STRAY_DASH = '(?<![a-z] )-';

/** Drops leading openers, articles and stray punctuation; capitalises. */
export function tidy(text: string): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/^[\s:;,.\-/]+/, '').replace(OPENERS, '').replace(/^(?:a|an|the)\s+/i, '');
  }
  // An opener said alone before a header is nothing ("right | attended for check up").
  if (/^(?:right|okay|ok|so|alright|now|well|and|then)$/i.test(out)) return '';
  // A connector said before the next part goes with it ("no complaints and then | medical history …").
  out = out.replace(/\.+$/, '').replace(new RegExp(`(?:[\\s:;,/]|${STRAY_DASH}|\\b(?:(?:and|right|so) then|(?<!\\b(?:by|before|until|till|since|from|back|just|only|even) )then|and|with|or|so)$)+$`, 'i'), '').replace(/\s+([,.;:])/g, '$1');
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** A clause as it appears in a text field; "and then" said between its parts is a new sentence ("lost filling on 19 | says …"). */
export function writeClause(doc: Doc, text: string): string {
  return joinClauses(upperAbbreviations(render(doc, text)).replace(CLAUSE_ARTICLE, '').split(/\s*,?\s+and then\s+/i).map(tidy));
}

/**
 * "The" opening a clause said run-on, as the leading article of a clause goes ("extraction of 13 | the tooth split when …",
 * "crown fit on LR6 and | the UL2 crown had come off"); not the object of a verb or preposition ("explained the tooth was …").
 */
const CLAUSE_ARTICLE =
  /(?<=(?:^|\s)(?![a-z]+ed\s)(?!(?:of|on|in|to|with|at|for|from|by|about|that|what|if|whether|because|when|where|how|why|said|says|told|think|thinks|thought|found|see|saw|know|knows|shows|showed|reveals|is|was|are|were|has|had|have|all|under|over|around|near|behind|into|onto|through|explain|explains|discussed|reviewed|check|checks|only|and|as|after|until|before|since|while|once|unless|so|but|or|glad|happy|pleased|relieved|worried|sure|aware|hopes?|hoping|noticed|notices|feels?|thinks|him|her|them|mum|mom|dad|grandma|grandpa|grandmother|grandfather|parents?|carer|patient|pt)\s)[\w\u27E6\u27E7#]+\s)the\s+(?=(?:[a-z0-9#]+\s+){1,2}?(?:is|was|were|are|has|had|will|would|split|broke|looks|looked|feels|felt|came|fell|started|hurts)\b)/gi;

/** Clauses of one text field, in order, as sentences. */
export function joinClauses(parts: string[]): string {
  return parts.filter(Boolean).join('. ');
}
