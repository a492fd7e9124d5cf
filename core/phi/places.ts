// Street addresses and places smaller than a state: towns and cities, hospitals, practices.
import { CITIES, CITY_PHRASES, US_STATES } from './lexicon.ts';
import { distinct, type Found } from './patterns.ts';

const SUFFIX =
  '(?:street|st|road|rd|avenue|ave|lane|ln|drive|close|crescent|cres|way|boulevard|blvd|court|ct|place|terrace|gardens|grove|parade|square|sq|row|mews|walk|hill|view|rise)';
const SUFFIX_CAPITAL =
  '(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Close|Crescent|Cres|Way|Boulevard|Blvd|Court|Ct|Place|Terrace|Gardens|Grove|Parade|Square|Sq|Row|Mews|Walk|Hill|View|Rise)';
const FLAT_CAPITAL = '(?:(?:Flat|Apartment|Apt|Unit|Suite)\\s+\\w+,?\\s+)?';
const NUMBER_WORDS = '(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)[\\s-]?)+';
const FLAT = '(?:(?:flat|apartment|apt|unit|suite)\\s+\\w+,?\\s+)?';
/** Words before a street name said in lower case ("she lives at 12 church road"). */
const ADDRESS_CUE = '(?:lives at|living at|lives on|address is|resides at|moved to|staying at|address:?)\\s+';
const GENERIC = /^(?:oral|maxillofacial|dental|general|day|minor|major|periodontal|restorative|paediatric|pediatric|community|private|nhs|the|a|an|our|this|his|her|their|local|emergency|urgent|same|next)$/i;

export function addresses(text: string): Found[] {
  const found: Found[] = [];
  // Written with capitals: "42 Elm Street", "Flat 3, 17 Kings Road", "221B Baker Street".
  const capital = new RegExp(`\\b${FLAT_CAPITAL}\\d+[A-Za-z]?,?\\s+(?:[A-Z][\\w'’]+\\s+){1,3}${SUFFIX_CAPITAL}\\b`, 'g');
  for (const m of text.matchAll(capital)) found.push({ type: 'ADDRESS', start: m.index, end: m.index + m[0].length });
  // Said: "lives at forty two acacia avenue".
  const said = new RegExp(`${ADDRESS_CUE}(${FLAT}(?:\\d+[a-z]?|${NUMBER_WORDS})\\s*(?:[a-z][\\w'’]*\\s+){1,3}${SUFFIX})\\b`, 'gi');
  for (const m of text.matchAll(said)) {
    const start = m.index + m[0].lastIndexOf(m[1]!);
    found.push({ type: 'ADDRESS', start, end: start + m[1]!.length });
  }
  for (const m of text.matchAll(/\bp\.?\s?o\.?\s?box\s*\d+/gi)) found.push({ type: 'ADDRESS', start: m.index, end: m.index + m[0].length });
  return distinct(found);
}

const FACILITY = '(?:Hospital|Infirmary|Clinic|Medical Cent(?:er|re)|Health Cent(?:er|re)|Surgery|Dental (?:Practice|Care|Centre|Center|Clinic)|Practice|Hospice|Care Home|Nursing Home)';
/** State codes in capitals and names capitalised, as a place is written before them ("Austin, TX"). */
const STATE = [...US_STATES].map((st) => (st.length === 2 ? st.toUpperCase() : st.charAt(0).toUpperCase() + st.slice(1))).join('|');

export function places(text: string): Found[] {
  const found: Found[] = [];
  // Hospitals and practices: "St Thomas Hospital", "Park Road Surgery", "Edinburgh Royal Infirmary".
  for (const m of text.matchAll(new RegExp(`\\b((?:(?:St\\.?|Saint|[A-Z][\\w'’]+)\\s+){1,4})${FACILITY}\\b`, 'g'))) {
    const names = m[1]!.trim().split(/\s+/);
    while (names.length && GENERIC.test(names[0]!)) names.shift();
    if (!names.length) continue;
    const start = m.index + m[0].indexOf(names[0]!);
    found.push({ type: 'LOCATION', start, end: m.index + m[0].length });
  }
  // Towns from the list, in any case.
  const phrase = new RegExp(`\\b(?:${CITY_PHRASES.join('|')})\\b`, 'gi');
  for (const m of text.matchAll(phrase)) found.push({ type: 'LOCATION', start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(/\b[a-z][a-z'’]+\b/gi)) {
    if (CITIES.has(m[0].toLowerCase())) found.push({ type: 'LOCATION', start: m.index, end: m.index + m[0].length });
  }
  // Any capitalised place after "lives in", "from", "moved to", or before ", TX".
  const cue = /\b(?:lives in|living in|moved to|moving to|comes from|is from|from|lives near|based in)\s+((?:[A-Z][a-z][\w'’]*)(?:\s[A-Z][a-z][\w'’]*)?)/g;
  for (const m of text.matchAll(cue)) {
    const start = m.index + m[0].lastIndexOf(m[1]!);
    found.push({ type: 'LOCATION', start, end: start + m[1]!.length });
  }
  for (const m of text.matchAll(new RegExp(`\\b((?:[A-Z][\\w'’]+)(?:\\s[A-Z][\\w'’]+)?),\\s(?:${STATE})\\b`, 'g'))) {
    if (!/^(?:[A-Z]{2}|\d)/.test(m[1]!)) found.push({ type: 'LOCATION', start: m.index, end: m.index + m[1]!.length });
  }
  return distinct(found);
}
