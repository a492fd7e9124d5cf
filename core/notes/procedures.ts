// Procedures: how each is said, its written name, and the titles of what was done today ("MOD composite 36").

interface Procedure {
  /** Regex source matched on lower-case text. */
  said: string;
  /** The written name; a function when it keeps what was said ("Sealants" / "Fissure sealants"). */
  name: string | ((said: string) => string);
  /** Filling materials name a procedure only with surfaces or a tooth ("DO composite 36"). */
  material?: boolean;
}

const asSaid = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What is taken out of a tooth or the mouth besides a tooth. */
const TAKEN_OUT = '(?:amalgams?|composites?|fillings?|restorations?|dressings?|cavit|temp(?:orary)?|crowns?|post|cotton|sutures?|stitches|calcium|ledermix|bridge|dentures?|cement|core|pack)\\b';

// Longer phrases first: "temporary crown" before "crown fit", "scale and polish" before "polish".
export const PROCEDURES: Procedure[] = [
  // A temporary crown put back on is recemented, not made ("recemented the temporary crown on 24 with TempBond").
  { said: 're-?cement(?:ed)? (?:the |her |his |their )?temp(?:orary)? crown|temp(?:orary)? crown (?:\\S+ )?re-?cemented', name: 'Crown recement' },
  { said: 'temp(?:orary)? crowns?', name: (s) => (/s$/i.test(s) ? 'Temporary crowns' : 'Temporary crown') },
  { said: 'temp(?:orary)? dressing', name: 'Temporary dressing' },
  { said: 'temp(?:orary)? bridge', name: 'Temporary bridge' },
  { said: 'bridge prep(?:aration)?|prep(?:ped|ared)? (?:\\S+ ){0,2}?for (?:an? )?(?:\\S+ ){0,3}?bridge', name: 'Bridge prep' },
  { said: 'bridge (?:fit|fitted|cemented|seated|seat(?! \\S+ed\\b)|cementation)\\b|(?:fit|seat|cement)(?:ed)? (?:the )?(?:new )?bridge|bridge \\S+ (?:cemented|seated|fitted)\\b', name: 'Bridge fit' },
  { said: 'crown prep(?:aration)?s?|prep(?:ped|ared)? (?:\\S+ ){0,2}?for (?:an? )?(?:\\S+ ){0,3}?crown', name: (s) => (/^crown prep\w*s$/i.test(s) ? 'Crown preps' : 'Crown prep') },
  { said: 're-?cement(?:ed)? (?:the )?crown|crown re-?cemented', name: 'Crown recement' },
  // Also the visit named by its noun ("here for crown seat #8").
  { said: 'crown (?:fit|fitted|cemented|seated|seat(?! \\S+ed\\b)|cementation)\\b|(?:fit|seat|cement)(?:ed|ing)? (?:of )?(?:the )?(?:new )?crown|crown (?:\\S+ (?:(?:was|were) )?cemented|(?!(?:was|were|is|are|then|and|[a-z]+ly)\\b)\\S+ (?:fitted|seated)\\b)', name: 'Crown fit' },
  { said: 'stainless steel crowns?|preformed metal crowns?|ssc|pmc|hall crowns?', name: 'SSC' },
  { said: 'silver diamine fluoride|sdf', name: 'SDF' },
  { said: 'root canal(?: treatment| therapy)?|root treatment|rct|endo(?:dontic)?(?: treatment)?', name: 'RCT' },
  { said: 'surgical (?:extraction|removal)', name: 'Surgical extraction' },
  // "Took out" a restoration, dressing or sutures is their removal, not an extraction ("took out the old amalgam").
  { said: `extract(?:ion|ions|ed)?|xla|ext\\.?(?= (?:\u27E6|#))|took out(?! (?:the |her |his |their |an? )?(?:old |existing |previous |broken |leaking |temp(?:orary)? )?(?:(?:[mdoblpi]{1,4}|mesial|distal|occlusal|buccal|lingual|palatal) )*${TAKEN_OUT})`, name: 'Extraction' },
  { said: '(?:pulp )?extirpat(?:ion|ed)(?: (?:the )?pulp)?', name: 'Extirpation' },
  { said: 'pulpotomy', name: 'Pulpotomy' },
  { said: 'pulpectomy', name: 'Pulpectomy' },
  { said: 'obturat(?:ion|ed)', name: 'Obturation' },
  { said: 'irrigat(?:ion|ed)', name: 'Irrigation' },
  { said: 'incision and drainage|i ?(?:and|&) ?d\\b', name: 'Incision and drainage' },
  { said: 'scale and polish(?:ed)?|scaled and polished|s ?(?:and|&|\\+) ?p\\b', name: 'Scale and polish' },
  { said: 'scaling and root planing|srp', name: 'SRP' },
  { said: 'root surface debridement|rsd', name: 'RSD' },
  { said: 'pmpr', name: 'PMPR' },
  { said: 'perio(?:dontal)? maintenance', name: 'Periodontal maintenance' },
  // Not an instrument named for it ("cleaned with prophy brush").
  // Nor antibiotic cover ("AB prophylaxis for all invasive dental tx").
  { said: '(?<!\\b(?:antibiotic|ab|abx|endocarditis) )prophy(?:laxis)?(?! (?:paste|brush|cup|angle)s?\\b)', name: 'Prophy' },
  { said: '(?:fissure )?sealants?', name: asSaid },
  { said: 'fs', name: 'Fissure sealant' },
  { said: 'fluoride varnish|duraphat(?: varnish)?(?! (?:toothpaste|5000|2800))|fv(?= (?:\\d[\\d,]* ?ppm|applied|to|on|all|\u27E6|dx|diagnosis|tx|nv|rx|plan|next|recall|review)\\b|\\s*[,.;]|\\s*$)', name: 'Fluoride varnish' },
  { said: 'oral hygiene instructions?|oral hygiene advice|ohi', name: 'OHI' },
  { said: 'implant (?:\\S+ )?placed|implant placement|placed (?:an? )?implant', name: 'Implant placement' },
  { said: 'splint(?:ed|ing)?', name: 'Splint' },
  // Not whitening done before ("shade B1 after whitening last month").
  { said: '(?<!\\b(?:after|since|from|before) )(?:whitening|bleaching)(?! (?:toothpaste|strips|products?|last|\\d+ (?:days?|weeks?|months?|years?) ago)\\b)', name: 'Whitening' },
  { said: 'night ?guard|occlusal guard', name: 'Night guard' },
  // A part of the denture eased is its adjustment ("lower denture flange eased over the ulcer"); a verb before a denture
  // with its own verb after is another step's ("high spot adjusted | denture polished").
  { said: 'denture (?:(?:flanges?|base|borders?|fitting surface|peripher(?:y|ies)) )?(?:ease|eases|eased|adjustment|adjusted|relieved|trimmed)|(?:eased?|adjust(?:ed)?) (?:the )?(?:(?:upper|lower|partial|complete|full|acrylic|new|old|her|his) )*denture(?! (?:care|hygiene|cleaning|instructions?|advice|[a-z]+ed)\\b)|(?:eased?|relieved|trimmed|took down) (?:the )?(?:(?:upper|lower|lingual|buccal|labial|palatal|overextended|denture) )*flanges?\\b|fitting surface (?:eased|relieved|adjusted)\\b', name: 'Denture adjustment' },
  // With who they are for and their kind between ("fit of upper and lower complete dentures", "fitted the dentures").
  // Also seated ("both copy dentures seated", "the immediate denture was seated").
  { said: 'dentures? fit(?:ted)?|fit(?:ted)? (?:of )?(?:the |his |her |their )?(?:new )?(?:(?:upper|lower|and|complete|partial|full|acrylic|chrome|cobalt|immediate|[fp]\\/[fp]) )*dentures?|(?:(?:both|upper|lower|and|complete|partial|full|copy|immediate|new) )*dentures? (?:(?:was|were) )?seated', name: 'Denture fit' },
  // Not the parts used to take one ("open tray impression coping screwed in").
  { said: 'impressions?(?! (?:copings?|posts?|transfers?|caps?)\\b)', name: asSaid },
  { said: 'composites?|comps?|white fillings?', name: (s) => (/^(?:white|comp$|comps$)/.test(s) ? 'composite' : s), material: true },
  { said: 'amalgams?|silver fillings?', name: (s) => (s.startsWith('silver') ? 'amalgam' : s), material: true },
  { said: 'rmgic|resin modified glass ionomer', name: 'RMGIC', material: true },
  { said: 'gic|glass ionomer(?: cement)?', name: 'GIC', material: true },
  { said: 'fillings?', name: asSaid, material: true },
];

const PROCEDURE_RE = new RegExp(PROCEDURES.map((p) => `\\b(${p.said})\\b`).join('|'), 'g');

export interface ProcedureMention {
  start: number;
  end: number;
  name: string;
  material: boolean;
}

/** Every procedure named in the text (lower-cased positions match the text's). */
export function findProcedures(text: string): ProcedureMention[] {
  const low = text.toLowerCase();
  return [...low.matchAll(PROCEDURE_RE)].map((m) => {
    const at = m.slice(1).findIndex((g) => g !== undefined);
    const p = PROCEDURES[at]!;
    return {
      start: m.index,
      end: m.index + m[0].length,
      name: typeof p.name === 'string' ? p.name : p.name(text.slice(m.index, m.index + m[0].length)),
      material: !!p.material,
    };
  });
}

/** Writes procedures by their names in a planned item: "complete root canal 36" → "complete RCT 36". */
export function nameProcedures(text: string): string {
  let out = '';
  let at = 0;
  for (const p of findProcedures(text)) {
    const name = p.start === 0 || /^[A-Z]{2}/.test(p.name) ? p.name : p.name.charAt(0).toLowerCase() + p.name.slice(1);
    out += text.slice(at, p.start) + name;
    at = p.end;
  }
  return out + text.slice(at);
}

/**
 * A filling material said as placed today with no surfaces or tooth of its own ("composite placed"), so no
 * title by itself; not a material something is done with ("cemented with GIC"), taken out, or a liner.
 */
export function bareMaterial(item: string, teeth: string): ProcedureMention | null {
  if (teeth || NOT_DONE.test(item)) return null;
  const found = findProcedures(item);
  if (found.some((p) => !p.material)) return null;
  for (const p of found) {
    if (!p.material || /^fillings?$/i.test(p.name)) continue;
    const before = item.slice(0, p.start);
    // Nor one finished or checked after it was placed ("polished the composites", "high spot on the amalgam adjusted").
    if (SURFACES_BEFORE.test(before) || /\b(?:with|using|in|of|on|old|previous|existing|temporary|polished|finished|smoothed|checked|adjusted)\s+(?:\S+\s+)?$/i.test(before)) continue;
    if (/^\s*(?:liner|lining|base|core|build-?up|removed)\b/i.test(item.slice(p.end))) continue;
    return p;
  }
  return null;
}

/** Said in an item that records something not done today. */
const NOT_DONE = /\b(?:declined|refused|deferred|postponed|not (?:done|carried out|placed|applied|possible)|referr(?:ed|al)(?! (?:by|from)\b)|next (?:visit|time)|no\s+$)/i;
// Not the letter of a Universal primary tooth ("#L extracted").
const SURFACES_BEFORE = /(?<![#\w])([MDOBLPIF]{1,4}|La)\s+$/;
/** A surface code uses each surface once: "MOD", not the Palmer tooth "LLD". */
const isSurfaceCode = (code: string) => code === 'La' || new Set(code).size === code.length;

/**
 * Titles of the procedures one treatment item records: surfaces + name + teeth ("MOD composite 36").
 * `teeth` are the item's teeth as written. Nothing is a title after "for" when `purpose` is on (a purpose:
 * "impressions for a night guard"), in a canal or socket or as a coolant (irrigation there is a step), or when the item
 * says it was not done.
 */
export function titlesOf(item: string, teeth: string, purpose = true): string[] {
  if (NOT_DONE.test(item)) return [];
  const titles: string[] = [];
  const found = findProcedures(item);
  // A material used in another procedure ("splint with wire and composite") is not a title of its own.
  const main = found.some((p) => !p.material);
  for (const p of found) {
    if (p.material && main) continue;
    const before = item.slice(0, p.start);
    if (purpose && /\bfor\s+(?:\S+\s+){0,3}$/i.test(before) && !/^prep/i.test(item.slice(p.start))) continue;
    // Irrigation of a canal or socket (a canal irrigant names it: "irrigated with 2% NaOCl"), or as a coolant ("bone
    // removed under saline irrigation"), is part of its step.
    if (/^irrigat/i.test(item.slice(p.start)) && (/\b(?:canals?|sockets?|hypochlorite|naocl|edta)\b/i.test(item) || /\bunder (?:\S+ )?$/i.test(before))) continue;
    const code = SURFACES_BEFORE.exec(before)?.[1] ?? '';
    // "I" opening the step is who did it, not the incisal surface ("I eased the lingual flange").
    const surfaces = isSurfaceCode(code) && !(/^i$/i.test(code) && before.trim() === code) ? code : '';
    if (p.material && !surfaces && !teeth) continue;
    // A liner, or an old filling taken out, is a step, not what was done; so is a temporary or crown taken off.
    if (p.material && /^\s*(?:liner|lining|base)\b/i.test(item.slice(p.end))) continue;
    // Nor is one only checked ("sealants checked with probe").
    if (/^\s*(?:(?:\S+\s+){0,2}(?:removed|taken off|came off)|checked|verified|inspected|examined)\b/i.test(item.slice(p.end))) continue;
    // Nor one taken off ("took the temp bridge off with a crown remover", "temps off").
    if (/^\s*off\b/i.test(item.slice(p.end))) continue;
    // Told as a story, an old filling taken out is its removal ("took out the old amalgam 19", "drilled out the old MOD amalgam").
    if (p.material && /\b(?:(?:took|take|taking|drilled|drill|got)\s+(?:out|off)\s+(?:the\s+|an?\s+)?(?:(?:old|existing|broken|leaking|defective|failed)\s+)?|(?:removed|remove|removing)\s+(?:the\s+|an?\s+)?(?:old|existing|broken|leaking|defective|failed)\s+)(?:\S+\s+){0,2}$/i.test(before)) continue;
    // Hygiene instruction is for the whole mouth; a tooth said with it is where an aid is for ("OHI: single-tufted brush for UR6").
    const title = [surfaces, p.name, /^(?:OHI|TBI)$/.test(typeof p.name === 'string' ? p.name : '') ? '' : teeth].filter(Boolean).join(' ');
    titles.push(title.charAt(0).toUpperCase() + title.slice(1));
  }
  return [...new Set(titles)];
}
