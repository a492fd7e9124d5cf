// Splits a prepared dictation into clauses and says which part of the note each belongs to: by what the
// dentist says (cues), by where a tooth is named, and by content when a sentence has no cue.
import { SCRATCH } from './cleanup.ts';
import { isPastVerb } from './past-tense.ts';
import { CHART_WORD, CUES, DIAGNOSIS, DRUG, FINDING_WORD, MATERIAL, MEDICINE, PRODUCT, KEEPS_TEETH, PLACE_BEFORE, RADIOGRAPH, WEAK, type Section } from './cues.ts';
import { entityOf, isTooth, toothOf, type Doc } from './markup.ts';
import { findProcedures } from './procedures.ts';
import { DO_BEFORE, isTool, JUDGED, OBJECT, ownerBefore, PARTICIPLE, stepStart, subjectStart, verbFirstStart, WHOLE_MOUTH } from './steps.ts';
import { tidy } from './text.ts';
import { SHORTENED, tokenize, type Token } from './tokens.ts';

export interface Clause {
  section: Section;
  /** Text with placeholders; header words already left out. */
  text: string;
  /** From unpunctuated speech, where items cannot rely on punctuation. */
  runOn: boolean;
}

interface Split {
  start: number;
  end: number;
  section: Section;
  header: boolean;
  /** Said words that open the clause (cue phrases); a short lead before them joins the clause. */
  phrase?: boolean;
  /** The patient's choice ("patient wants …"): discussion, unless nothing has been discussed yet. */
  decision?: boolean;
  /** The kind of visit ("6 month recall"): the complaint after a remark about the patient. */
  visit?: boolean;
  /** Said of the patient as "he" or "she": a remark only in the middle of run-on treatment. */
  aside?: boolean;
  /** Treatment named bare: done only where said after findings, a remark, what was said or the diagnosis. */
  bare?: boolean;
}

interface Sentence {
  text: string;
  low: string;
  runOn: boolean;
}

/** Words before a cue phrase that still belong to it ("verbal consent", "soft diet advised"). */
const LEAD_WORDS = 4;
/** A stretch of a sentence this long without a comma is run-on speech. */
const RUN_ON_WORDS = 12;
const EXAM = new Set<Section>(['INTRA', 'EXTRA', 'EXAM', 'PERIO', 'DENTAL']);
/** Sections said after the examination: what was done, advised and planned. */
const LATE = new Set<Section>(['CONSULT', 'CONSENT', 'TX', 'PLAN', 'NV']);
const NO_SENTENCE_END = new RegExp(`\\b(?:dr|mr|mrs|ms|prof|approx|no|st|${SHORTENED})$`, 'i');
const DONE_AFTER = /^(?:done|placed|completed|carried|extracted|applied|given|fitted|cemented|performed|provided|removed|taken|achieved|obturated|irrigated|extirpated|sectioned|elevated|finished|seated|delivered|recemented|started|commenced|begun|initiated)$/;
/** Said right after a tooth, what was done to it today. */
const TREATED = /^(?:extracted|replanted|reimplanted|splinted|restored|repaired|recemented|extirpated|obturated|sectioned|elevated|prepped|prepared|cleaned|dried|etched|isolated|accessed|polished|scaled|sealed|bonded|cured|irrigated)$/;
const LINK_BEFORE_TOOTH = /^(?:on|of|for|in|to|at|the|and|with|from|tooth|teeth|,|&)$/;
/** In a radiograph report the tooth after these is what the image shows, not a new finding. */
const REPORTS = /^(?:taken|shows?|showing|reveals?|confirms?|of)$/;
/** In a radiograph report, "caries 5 distal 12 mesial" lists where it was seen, tooth by tooth. */
const SITE = /^(?:mesial|distal|occlusal|buccal|lingual|palatal|[MDOBLP]{1,3})$/i;
/** What oral hygiene advice is about, said within a few words either side of the advice. */
const HYGIENE_ADVICE = /\b(?:floss|\w*brush|interdental|tepe|tooth ?paste|mouth ?wash|rinse|fluoride|clean|tongue|single tuft|water ?flosser|hygiene|disclos)/;
/** Words that only a periodontal finding says ("implant 19 probing 3 and 4"). */
const PERIO_WORD = /^(?:probing|pockets?|pocketing|bleeding|bop|suppuration|recession|mobility|mobile|furcation|mm|depths?)$/;
/** Words of a periodontal measure: a tooth after one is where it was measured ("grade 1 mobility 24 and 25"). */
const PERIO_MEASURE = /^(?:[\d.%]+|mm|mobility|mobile|furcation|involvement|recession|pockets?|pocketing|bleeding|bop|probing|depths?|sites?|mesial|distal|buccal|lingual|palatal|[mdblp]{1,2})$/;
/** What a film showed, said before it: "no caries detected on the", "bone loss seen on". */
const SEEN_ON = /(?:^|\s)(?:(?:no|nil)\s+(?:[a-z]+\s+){0,2}|(?:(?:mesial|distal|occlusal|buccal|lingual|palatal|[MDOBLP]{1,3}|early|small|deep|recurrent|secondary|interproximal)\s+)*(?:caries|decay|lesions?|radiolucenc[a-z]+|bone loss|calculus|overhangs?)\s+(?:\S+\s+){0,3}?)(?:detected|seen|visible|evident|noted|present|identified|found)\s+(?:on|in)\s+(?:the\s+|both\s+|all\s+)?$/i;
/** What only a radiograph shows about a tooth. */
/** How deep a film shows a lesion, or what it shows at the apex. */
const DEPTH = /^(?:dentine|dentin|enamel|pulp|apical|periapical|radiolucen\w*|pathology)$/;
const IMAGED = /^(?:bone|bony|impacted|impaction|mesioangular|distoangular|overhangs?|overhanging|radiolucen\w*|radiopac\w*|periapical|pathology|pdl|lamina|resorption|widen\w*|apical|apex|furcation)$/;
/** A remark cue made of what someone said or asked. */
const REMARK = /\b(?:asked|mentioned|mentions|asks)\b/;
/** The reason a film was taken, said before it ("… | to rule out root fracture PA and upper occlusal taken"). */
const TAKEN_TO = /(?:^|\s)to (?:rule out|exclude|check for|assess|investigate|evaluate|look for)(?:\s+[a-z]+){1,4}[\s,]*$/i;
/** Painkillers a patient takes for a toothache, and their joining words. */
/** Words of the medical history, said after "she said". */
const MEDICAL = new RegExp(`\\b(?:medic\\w*|meds|tablets?|pills?|allerg\\w*|diabet\\w*|asthma\\w*|blood pressure|bp|pregnan\\w*|heart|surgery|operation|hospital|doctor|gp|physician|smok\\w*|vap\\w*|alcohol|drinks?|drinking|units|inhaler|inr|blood|diagnosed|condition|treatment|chemo\\w*|cancer|stroke|${MEDICINE})\\b`);
const ANALGESICS = /^\s*(?:(?:ibuprofen|paracetamol|acetaminophen|advil|tylenol|motrin|nurofen|co-?codamol|painkillers?|pain ?killers|over the counter painkillers)(?:\s+(?:and|or)\s+|\s*,\s*|\s*$|\s+))+/;
const SEEN = /^(?:dentine|dentin|enamel|caries|decay|radiolucency|radiolucencies|radiopacity|lesion|lesions|pathology|loss|resorption|widening|involvement|overhang|overhangs|defect|defects)$/;

function lower(text: string): string {
  return [...text].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
}

function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(new RegExp(`[.!?](?=\\s|$)|\\n|${SCRATCH}`, 'g'))) {
    if (m[0] === '.' && NO_SENTENCE_END.test(text.slice(start, m.index))) continue;
    if (m[0] === SCRATCH) {
      out.push(text.slice(start, m.index), SCRATCH);
      start = m.index + 1;
      continue;
    }
    out.push(text.slice(start, m.index + 1));
    start = m.index + 1;
  }
  out.push(text.slice(start));
  return out.filter((s) => s.trim().length);
}

/** Cue matches, earliest and longest first, without overlaps. */
function cueSplits(low: string): Split[] {
  const all: Split[] = [];
  for (const c of CUES) for (const m of low.matchAll(c.re)) {
    if (!m[0].length) continue;
    const section = c.section === 'DECISION' ? 'CONSULT' : c.section === 'VISIT' ? 'CC' : c.section === 'ASIDE' ? 'NOTES' : c.section;
    all.push({ start: m.index, end: m.index + m[0].length, section, header: !!c.header, phrase: !c.header, decision: c.section === 'DECISION', visit: c.section === 'VISIT', aside: c.section === 'ASIDE' });
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Split[] = [];
  for (const s of all) if (!kept.length || s.start >= kept[kept.length - 1]!.end) kept.push(s);
  // Who said or did it opens the clause with its words ("… happy with it | I told her …", "… | we used the non latex dam").
  for (const s of kept) {
    const who = s.phrase ? /(?:^|[\s,.;:])((?:i|we|i've|we've|i'd|we'd)\s+)$/.exec(low.slice(0, s.start)) : null;
    if (who) s.start -= who[1]!.length;
  }
  return kept;
}

/** A procedure said as done ("DO composite 36 placed", "extracted 48", "scale and polish done") starts treatment. */
function doneSplits(doc: Doc, text: string, cueStarts: number[] = []): Split[] {
  const toks = tokenize(text);
  const out: Split[] = [];
  const named = findProcedures(text);
  for (const p of named) {
    const first = toks.findIndex((t) => t.start >= p.start);
    const last = toks.findIndex((t) => t.end >= p.end);
    if (first < 0 || last < 0) continue;
    // The next few words, not counting teeth and commas ("sealants 2, 15, 18, 31 placed"), up to an LA line.
    // Only words before the next cue: in "35 MOD amalgam | no PA taken" the participle is the radiograph's.
    const nextCue = Math.min(...cueStarts.filter((c) => c >= p.end), text.length);
    const after = toks.slice(last + 1).filter((t) => !isTooth(doc, t.text) && t.text !== ',' && t.start < nextCue);
    const stop = after.findIndex((t) => /^[.;!?]$/.test(t.text) || entityOf(doc, t.text));
    const untilStop = stop >= 0 ? after.slice(0, stop) : after;
    const window = untilStop.slice(0, 4);
    const said = text.slice(p.start, p.end).toLowerCase();
    const participle = /ed$/.test(said);
    // Verb-first only with nothing but the procedure's own words between ("placed DO composite", not "placed as temporary filling").
    const lead = toks.slice(Math.max(0, first - 3), first);
    const verbAt = lead.findLastIndex((t) => DO_BEFORE.test(t.low));
    const verbFirst = verbAt >= 0 && !lead.slice(verbAt + 1).some((t) => /^(?:as|with|in|on|for|to|using|under|after|before)$/.test(t.low));
    // Named bare right after consent was given, it is what was then done ("mom signed consent | prophy, fluoride
    // varnish", "verbal consent through interpreter | prophy with prophy paste"), not what the consent was for.
    // Its tooth may come first ("dad consented on her behalf | 11 glass ionomer bandage").
    const sinceConsent = /\bconsent(?:ed)?((?:\s+[a-z]+){0,4})(?:\s+\u27E6\d+\u27E7)?\s*$/i.exec(text.slice(0, p.start));
    const consented = !!sinceConsent && !findProcedures(sinceConsent[1]!).length && !/^(?:for|to|of|and|or|with|on|the|a|an|any|further|future|planned|proposed)$/.test(toks[first - 1]?.low ?? '');
    // Said with the instrument it was done with, it was done ("patient will buy an electric brush | prophy with
    // Cavitron and hand scaling").
    // Where it was done may come between ("periodontal maintenance full mouth with Cavitron", "scale and polish around the
    // brackets with ultrasonic").
    let w = last + 1;
    while (w < last + 5 && /^(?:full|mouth|upper|lower|right|left|arch|arches|all|both|quadrants?|around|the|brackets|braces|appliances?|implants?|anteriors|posteriors|supra|sub|supragingival(?:ly)?|subgingival(?:ly)?|and)$/.test(toks[w]?.low ?? '')) w++;
    const withTool = !p.material && /^(?:with|using)$/.test(toks[w]?.low ?? '') && toks.slice(w + 1, w + 4).some((t, n) => isTool(toks, w + 1 + n) || /^(?:cavitron|ultrasonics?|hand|gracey)$/.test(t.low));
    // A whole-mouth procedure said bare and followed straight by another is today's list ("… after morning sickness |
    // scale and polish, oral hygiene instruction with interdental brushes").
    const listed = WHOLE_MOUTH.test(said) && !/\b(?:plan|planned|next visit|nv|to do|book(?:ed)?(?: in)? for)\b/i.test(text.slice(0, p.start)) && named.some((q) => q.start > p.end && /^\s*(?:and\s+)?$/.test(text.slice(p.end, q.start))) && !/^(?:for|of|about|and|or|a|an|the|need|needs|needed|want|wants|wanted|like|book|booked|plan|planned|discussed|explained|recommended|advised|offered|before|after|with|next|then|needing|requires|require)$/.test(toks[first - 1]?.low ?? '');
    // Named bare at the head of steps said done after a comma, it is what was done ("… prefer to keep it for now |
    // denture adjustment on the lower partial, flange relieved with acrylic bur").
    const comma = toks.findIndex((t, n) => n > last && t.text === ',');
    const heads = !p.material && comma > last && comma - last <= 5 && !toks.slice(last + 1, comma).some((t) => /^[.;!?]$/.test(t.text) || PARTICIPLE.test(t.low) || isTooth(doc, t.text)) && [1, 2, 3].some((n) => PARTICIPLE.test(toks[comma + n]?.low ?? '') && toks.slice(comma + 1, comma + n).every((t) => /^[a-z]+$/.test(t.low))) && !/^(?:for|of|about|and|or|a|an|the|need|needs|needed|want|wants|wanted|like|book|booked|plan|planned|discussed|explained|recommended|advised|offered|before|after|with|next|then|needing|requires|require)$/.test(toks[first - 1]?.low ?? '');
    // So is one said with the isolation it was done under ("FS 36 and 46 under cotton wool rolls").
    const under = after.slice(0, 3).findIndex((t) => t.low === 'under');
    const isolated = under >= 0 && after.slice(0, under).every((t) => t.low === 'and') && /^(?:cotton|rubber|dam|isolation|isolite)$/.test(after[under + 1]?.low ?? '');
    const done = participle || window.some((t) => DONE_AFTER.test(t.low)) || verbFirst || consented || withTool || listed || heads || isolated;
    const past = untilStop.slice(0, 8).some((t) => /^(?:ago|previously|last|before)$/.test(t.low));
    // "Good obturation" judges work; "complete dentures" names the kind of denture.
    const assessed = /^(?:satisfactory|good|adequate|poor|short|long|overextended|underextended|complete|incomplete)$/.test(toks[first - 1]?.low ?? '') && !/^dentures?\b/.test(said);
    // A material something was covered or restored with today ("dentine covered with glass ionomer").
    const withVerb = p.material && toks[first - 1]?.low === 'with' && /^[a-z]{3,}ed$/.test(toks[first - 2]?.low ?? '') ? first - 2 : -1;
    // Followed by its state it is there already ("#30 sealant intact | prophy completed").
    const existing = /^(?:intact|sound|present|satisfactory|failing|defective|leaking|worn|debonded|retained|partially)$/.test(after[0]?.low ?? '');
    // A tooth said to be root filled with its core is a chart finding ("UR6 root filled with composite core").
    if (withVerb >= 0 && /^(?:filled|treated)$/.test(toks[withVerb]!.low) && toks[withVerb - 1]?.low === 'root' && isTooth(doc, toks[withVerb - 2]?.text)) continue;
    // That verb is a procedure's own when one is named before it with no verb of its own ("preformed metal crown size 5
    // fitted with glass ionomer cement").
    if (withVerb >= 0 && ownerBefore(toks, withVerb)) continue;
    // Named as the other option talked over it is not done ("discussed coronectomy vs XLA 38 given nerve proximity").
    const alternative = /^(?:vs|versus|or)$/.test(toks[first - 1]?.low ?? '') && /\b(?:discuss\w*|options?|explain\w*|offered|talked)\b/i.test(text.slice(0, p.start));
    // So is one chosen, unless said done right after ("mum prefers Hall crown | fluoride varnish applied").
    const chosen = /^(?:prefers?|preferred|chose|chooses|wants?|opted|decided|requested|requests)$/.test(toks[first - 1]?.low ?? '') && !participle && !DONE_AFTER.test(after[0]?.low ?? '');
    // Named in the report of a film taken after it, it is what the film shows ("PA post op: obturation to length, well
    // condensed, no voids", "pa post op | 4 canals obturated to length no voids").
    const filmed = /\b(?:pas?|periapicals?|x-?rays?|radiographs?|films?|bws?|bitewings?)(?:\s+(?:post[- ]?op(?:erative)?|taken|shows?|showed|confirms?|confirmed))*[\s:,]*(?:\d+\s+canals?\s+)?$/i.test(text.slice(0, p.start)) && /^[\s,]*(?:\S+\s+){0,2}?(?:to (?:working )?length|well condensed|no voids|void[- ]free|good seal|flush)\b/i.test(text.slice(p.end));
    if ((!done && withVerb < 0) || past || assessed || existing || alternative || chosen || filmed) continue;
    let start = toks[stepStart(doc, toks, withVerb >= 0 ? withVerb : first, participle || withVerb >= 0)]!.start;
    // A step never opens inside another procedure's name ("stainless steel | crown 85 cemented with GIC").
    start = named.find((q) => q.start < start && start < q.end)?.start ?? start;
    out.push({ start, end: start, section: 'TX', header: false, phrase: true });
  }
  return out;
}

/**
 * A treatment cue opens at its verb when said verb-first ("caries removed | placed rubber dam"), and with the
 * words naming a liner's or base's material when said verb-last ("caries removed | Vitrebond liner placed").
 */
function verbFirstCue(doc: Doc, text: string, c: Split): Split {
  // A finding said before the film it was seen on is the report's ("… | no caries detected on the bitewings").
  const seenOn = c.section === 'RADIO' && !c.header ? SEEN_ON.exec(text.slice(0, c.start)) ?? TAKEN_TO.exec(text.slice(0, c.start)) : null;
  if (seenOn) return { ...c, start: seenOn.index + seenOn[0].length - seenOn[0].trimStart().length };
  if (c.section !== 'TX' || c.header) return c;
  const toks = tokenize(text);
  const k = toks.findIndex((t) => t.start >= c.start);
  // Only a liner or base is named by its material before it; other verb-last cues open at their own words.
  const verbLast = /^(?:liner|lining|base)s? \S+$/i.test(text.slice(c.start, c.end).trim()) && PARTICIPLE.test(text.slice(c.start, c.end).trim().split(/\s+/).pop()!.toLowerCase());
  // Caries removed keeps the tooth and surface said before it, as any step does ("… cotton wool rolls | 75 occlusal caries removed").
  const caries = /^caries\b/i.test(text.slice(c.start));
  // So does a step said with its participle first, after the teeth it was done to, said first ("treatment today 16 26
  // 36 46 | cleaned with pumice"; not "root planing 2 and 15 | polished", whose teeth are the procedure's).
  let g = k;
  while (g > 0 && (isTooth(doc, toks[g - 1]!.text) || (/^(?:and|,)$/.test(toks[g - 1]!.low) && isTooth(doc, toks[g - 2]?.text)))) g--;
  const teethFirst = g < k && PARTICIPLE.test(toks[k]?.low ?? '') && (g === 0 || /^(?:[.;:]|today|then)$/.test(toks[g - 1]!.low));
  let start = k <= 0 ? k : verbLast ? subjectStart(doc, toks, k) : caries || teethFirst ? stepStart(doc, toks, k, teethFirst) : verbFirstStart(doc, toks, k);
  // Who did it opens the step with its verb ("… | we put the rubber dam on").
  if (start < k && start > 0 && /^(?:i|we)$/.test(toks[start - 1]!.low)) start--;
  return start < k ? { ...c, start: toks[start]!.start } : c;
}

/**
 * A step said verb-last right after consent was given is what was then done ("mum gave verbal consent | separators
 * placed last week removed"): its subject is the one to three plain words after the consent.
 */
function consentSteps(text: string, cued: Split[]): Split[] {
  return cued.flatMap((c): Split[] => {
    if (c.section !== 'CONSENT') return [];
    // Consent said as given closes its clause: run on, what follows is what was then done ("written consent signed | iv
    // sedation with midazolam 5 mg", "consent signed | premedicated with amoxicillin").
    const closed = /^(\s+(?:form\s+)?(?:was\s+)?(?:signed|given|obtained|gained|taken)\s+)([a-z]+)\b/.exec(text.slice(c.end));
    if (closed && !/^(?:for|to|of|and|or|by|from|with|on|after|before|in|at|the|a|an|today|was|is|verbally|writing|witnessed|previously|earlier|already|last|yesterday|this|next|risks?|including|incl|inc|as|via|through|but|so|which|who|that|he|she|they|it)$/.test(closed[2]!) && !cued.some((x) => x !== c && x.start > c.end && x.start <= c.end + closed[1]!.length + 1)) {
      const at = c.end + closed[1]!.length;
      return [{ start: at, end: at, section: 'TX', header: false, phrase: true }];
    }
    const toks = tokenize(text.slice(c.end));
    const k = toks.findIndex((t) => PARTICIPLE.test(t.low) || DONE_AFTER.test(t.low));
    const subject = toks.slice(0, k);
    if (k < 1 || k > 5 || /^(?:given|obtained|signed|taken|confirmed|recorded|checked|done)$/.test(toks[k]!.low)) return [];
    // Plain words, the place of a longer subject only after its first ("area under the operculum irrigated").
    const plain = (t: Token) => /^[a-z]{3,}$/.test(t.low) && !/^(?:for|to|of|and|or|with|from|by|the|through|via|in|at|on|over|under|was|were|is|are|been|has|have|had|also|then)$/.test(t.low);
    if (!plain(subject[0]!) || (k > 3 ? !subject.every((t) => plain(t) || /^(?:under|over|around|of|the|on)$/.test(t.low)) : !subject.every(plain))) return [];
    const at = c.end + toks[0]!.start;
    return [{ start: at, end: at, section: 'TX', header: false, phrase: true }];
  });
}

/** Is what was said since the last cue a thing prescribed, said before its verb ("... placed | chlorhexidine mouthwash")? */
function prescribedBefore(between: string, cue: string): boolean {
  if (!between.trim()) return new RegExp(`^(?:${DRUG}|${PRODUCT})$`, 'i').test(cue);
  const words = between.trim().split(/\s+/);
  const k = words.findLastIndex((w) => PARTICIPLE.test(w.toLowerCase()) || DONE_AFTER.test(w.toLowerCase()));
  const object = words.slice(k + 1);
  return object.length >= 1 && object.length <= 4 && object.every((w) => /^[a-z0-9.%]+$/i.test(w));
}

/** An LA line is today's treatment; BPE scores are periodontal findings ("perio" said before them names the section). */
function entitySplits(doc: Doc, text: string): Split[] {
  return tokenize(text).flatMap((t): Split[] => {
    const e = entityOf(doc, t.text);
    if (e?.kind !== 'text') return [];
    const label = e.role === 'bpe' ? /\bperio(?:dontal)?[\s:,]*$/i.exec(text.slice(0, t.start)) : null;
    if (label) return [{ start: label.index, end: t.start, section: 'PERIO', header: true } satisfies Split];
    // Scores named as a reason are the sentence's own words ("radiographs justified by BPE 4 scores").
    if (e.role === 'bpe' && /\b(?:by|for|of|to|on|due to|because of|given|with)\s*$/i.test(text.slice(0, t.start))) return [];
    // Told as a story, who gave it goes with the verb ("fit and well | so we did 1 cartridge of articaine", "so I gave him",
    // "so an inferior dental block was given"); "today" opening the sentence heads it ("Today LA …").
    const gave = e.role === 'la' ? /(?:\bso\s+)?(?:\b(?:we|i)\s+)?\b(?:did|gave|used)(?:\s+(?:him|her|them))?\s*$|\bso\s+an?\s*$|^\s*today[\s:,]*$/i.exec(text.slice(0, t.start)) : null;
    if (gave) return [{ start: gave.index, end: t.start, section: 'TX', header: true } satisfies Split];
    return [{ start: t.start, end: t.start, section: e.role === 'la' ? 'TX' : 'PERIO', header: false } satisfies Split];
  });
}

/** What is advised, said right before its verb. */
const ADVICE_OBJECT =
  /(?:^|\s)(?:(?:warm|hot) )?(?:(?:salt(?:y)?|saline|salt water) (?:water )?(?:mouth ?washes|mouth ?wash|mouth ?rinses|rinses|rinse)|smoking cessation|soft diet|sensitivity toothpaste|(?:high fluoride |fluoride )?toothpaste|interdental brushes|electric tooth ?brush|flossing|analgesi(?:a|cs)|painkillers|chlorhexidine mouthwash)\s+$/i;

/** Where the clause before "scratch that" starts saying again what the words after it say with a change (3 words or more), or -1. */
function restated(before: string, after: string): number {
  const words = after.trim().split(/\s+/).slice(0, 3);
  if (words.length < 3) return -1;
  const m = [...before.matchAll(new RegExp(`(?:^|\\s)${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')}\\b`, 'gi'))].pop();
  return m ? m.index + (m[0].length - m[0].trimStart().length) : -1;
}

/** Advice about oral hygiene: its object said after it, or before it when said verb-last ("electric toothbrush recommended."). */
function hygieneAdvice(low: string, c: Split): boolean {
  const after = low.slice(c.end);
  const object = /^\s*[a-z]/.test(after) ? after.split(/\s+/).slice(0, 6).join(' ') : low.slice(0, c.start).split(/\s+/).slice(-4).join(' ');
  return HYGIENE_ADVICE.test(object);
}

/** The cues that open clauses in one sentence, after the rules on when a cue does not split. */
/** Treatment named bare in run-on speech, commonly done at the visit it is said in ("… #30 occlusal stain | prophy"). */
const BARE_DONE = /^(?:prophy(?:laxis)?|scale and polish|s ?(?:and|&|\+) ?p|fluoride varnish|duraphat(?: varnish)?|fissure sealants?|temporary dressing|sdf|silver diamine fluoride|irrigation)$/;
/** Said before it, these make it planned, offered or talked of. */
const NOT_DONE_BEFORE = /\b(?:needs?|needed|need for|plan(?:ned)?|will|going to|to do|book(?:ed)?|next|nv|n v|chose|chooses|prefers?|preferred|opted|decided|agreed|picked|recommend(?:ed)?|advised|advise|offered|offer|discussed|explained|consider|wants?|would like|if|for|about|or|declined|refused|due|when)\s+(?:\S+\s+){0,2}$/i;

function bareSplits(doc: Doc, text: string): Split[] {
  return findProcedures(text)
    .filter((p) => !p.material && BARE_DONE.test(text.slice(p.start, p.end).toLowerCase()) && !NOT_DONE_BEFORE.test(text.slice(0, p.start)) && !/^\s*(?:(?:\u27E6\d+\u27E7|and|,)\s*)*(?:next|in \d|at the|when|once|later|planned|booked|recommended|declined|refused|offered|discussed|due|needed|to be|intact|partly|partially|lost|present|sound|retained|worn|missing|chipped|failing|failed|good|satisfactory|ok|okay|fine|still|on|erupting|erupted|were|was|are|is|look|looks|noted|stains?|arrests?|works?|will|can|may|would|could|\d+ (?:weeks?|months?|years?))\b/i.test(text.slice(p.end)))
    .map((p) => ({ start: p.start, end: p.start, section: 'TX' as Section, header: false, phrase: true, bare: true }));
}

function sentenceSplits(doc: Doc, s: Sentence, current: Section | null): Split[] {
  const cued = cueSplits(s.low).map((c) => verbFirstCue(doc, s.text, c));
  const done = doneSplits(doc, s.text, cued.filter((c) => c.section !== 'TX').map((c) => c.start));
  // Named bare, run-on, after findings, a remark or what was said, it was done then.
  const bare = s.runOn ? bareSplits(doc, s.text).filter((b) => !done.some((d) => d.start === b.start) && !cued.some((c) => c.start <= b.start && b.start < c.end)) : [];
  const cues = cued.concat(done, bare, entitySplits(doc, s.text), consentSteps(s.text, cued));
  cues.sort((a, b) => a.start - b.start || Number(b.header) - Number(a.header));
  const said = (c: Split) => s.low.slice(c.start, c.end);
  const splits: Split[] = [];
  for (const c of cues) {
    const prev = splits[splits.length - 1];
    if (prev && (c.start < prev.end || c.start === prev.start)) continue;
    // What it is, said after the examination, is the diagnosis; said elsewhere it is the complaint's or the discussion's words.
    if (c.section === 'DX' && c.header && /^(?:so )?it(?:'s| s| is)\b/.test(said(c)) && !(EXAM.has(prev?.section ?? current ?? 'CC') || (prev?.section ?? current) === 'RADIO')) continue;
    // Treatment named bare is today's only after findings, a remark, what was said or the diagnosis.
    if (c.bare && !/^(?:DENTAL|INTRA|PERIO|EXAM|RADIO|CONSULT|NOTES|DX)$/.test(prev?.section ?? current ?? 'CC')) continue;
    // A remark said as "he" or "she" is one only amid treatment, run-on; typed, it opens its own sentence ("Crown prep
    // done. | He's got exams next week."). Nor when another cue opens right after the pronoun ("she | smokes about 10 a day").
    const asideHere = (prev?.section ?? current) === 'TX' && (s.runOn || (!prev && !tidy(s.text.slice(0, c.start))));
    if (c.aside && (!asideHere || cues.some((x) => x !== c && x.start > c.start && x.start <= c.end + 1))) continue;
    // How the patient was during a medical emergency in the chair is part of its record among the treatment ("he went pale
    // and clammy | said he felt dizzy then lost consciousness briefly, chair laid flat").
    if (c.section === 'NOTES' && (prev?.section ?? current) === 'TX' && EMERGENCY.test(s.low.slice(c.start, c.start + 200))) continue;
    // A phase of a plan stays in the plan whatever it is ("phase 3 | periodontal maintenance 3 monthly", "phase 2 |
    // re-evaluation after 3 months").
    if (!c.header && (prev?.section ?? current) === 'PLAN' && /\bphase\s+(?:\d|i{1,3}|iv|v|one|two|three|four|five)\s*[:,-]?\s*$/i.test(s.text.slice(0, c.start))) continue;
    // What a differential diagnosis may be is its item ("differential diagnosis | irreversible pulpitis or cracked tooth").
    if (c.section === 'DX' && prev?.section === 'DX' && /\bdifferential (?:diagnos\w+|dx)(?: (?:for|of) \S+)?(?: (?:was|is|were|are|includes?))?[\s:,]*$/i.test(s.text.slice(prev.start, c.start))) continue;
    // So are the readings taken then ("… came round within 30 seconds, pulse 62 regular | BP 110/70").
    if (c.section === 'MEDHX' && /^(?:bp|blood pressure|pulse|sats|vitals)\b/.test(said(c)) && (prev?.section ?? current) === 'TX' && EMERGENCY.test(s.low.slice(Math.max(0, c.start - 250), c.start))) continue;
    // The condition of a planned item is part of it ("implant 30 if | medically cleared", "RCT 11 if | pulp necrosis").
    if (!c.header && (prev?.section ?? current) === 'PLAN' && /\b(?:if|unless)\s+$/.test(s.low.slice(prev?.end ?? 0, c.start))) continue;
    // A header with nothing after it in its sentence names nothing: its words stay ("opted for extraction at next visit.").
    if (c.header && prev && !tidy(s.text.slice(c.end))) continue;
    // "Patient wants to replace 46" said with the complaint is part of it.
    if (c.decision && (prev?.section ?? current ?? 'CC') === 'CC') continue;
    // What the patient or a relative asked or mentioned is a remark after the complaint, part of it before ("patient
    // mentioned the filling fell out").
    if (c.section === 'NOTES' && REMARK.test(said(c)) && (prev?.section ?? current ?? 'CC') === 'CC') continue;
    // "Referred for" opening the note is why the patient came to us ("Referred for RCT #12."), not a referral we make.
    if (c.section === 'PLAN' && /^referred for$/.test(said(c)) && !prev && current === null && !tidy(s.text.slice(0, c.start))) c.section = 'CC';
    // So is one opening a sentence right after the reason for attending ("2nd RSD visit UL LL. | Referred for molar incisor
    // pattern periodontitis"): it says why they came, in the complaint's words.
    else if (c.section === 'PLAN' && /^referred for$/.test(said(c)) && !prev && current === 'CC' && !tidy(s.text.slice(0, c.start))) Object.assign(c, { section: 'CC', header: false, phrase: true });
    // A film taken during treatment to check a step is that step ("tried the master cones with a pa", "took a pa to see
    // where the root was"), not the report.
    if (c.section === 'RADIO' && !c.header && (prev?.section ?? current) === 'TX' && (/\b(?:with|using|on|w\/)\s+(?:an?\s+|the\s+)?$/.test(s.low.slice(0, c.start)) || /^\s*(?:to (?:see|check|confirm|verify|make sure)|after that)\b/.test(s.low.slice(c.end)))) continue;
    // A periodontal finding said among periodontal findings goes on with them ("PSR 2 2 2 / 2 2 2 with an isolated 10 mm pocket").
    if (c.section === 'PERIO' && c.phrase && /\bmm (?:deep )?(?:probing depths?|pockets?|pocketing)$/.test(said(c)) && (prev?.section ?? current) === 'PERIO') continue;
    // What the patient or a relative asks during the discussion is part of it ("discussed crown … | pt asked about onlay,
    // explained …").
    if (c.section === 'NOTES' && REMARK.test(said(c)) && (prev?.section ?? current) === 'CONSULT') continue;
    // Oral hygiene instruction listed in a plan is planned ("Tx plan: DO composite 36, S&P w/ hygienist, OHI"), unless
    // said as given.
    if (c.section === 'TX' && /^(?:ohi|oral hygiene instructions?|tbi)$/.test(said(c)) && (prev?.section ?? current) === 'PLAN' && !/^\s*(?:was |were )?(?:given|done|provided|reinforced|delivered|demonstrated|reviewed|repeated)\b/.test(s.low.slice(c.end))) continue;
    // How the patient says it has felt, said right after the reason for attending, is part of the complaint ("completion
    // of the root canal on 14 | she says it feels much better").
    if (c.section === 'NOTES' && /^(?:(?:the )?(?:patient|pt)|she|he) (?:says|said|reports|reported|states|stated)\b/.test(said(c)) && (prev?.section ?? current) === 'CC') c.section = 'CC';
    // A question about treatment opens the discussion it starts ("pt asked about electric toothbrushes | recommended
    // Sonicare", "she asked about whitening, quoted 450"); a request stays a remark ("dad asked for an invoice"), unless
    // answered with advice ("pt asked for antibiotics, explained not indicated without swelling").
    if (c.section === 'NOTES' && /\basks?e?d?$/.test(said(c)) && (/^\s+(?:(?:halfway|half way|midway|partway|part way) through\s+|(?:during|after) (?:the |that )?[a-z]+\s+|again\s+)?(?:about|if|whether|how much|how long|how soon|what|why|when)\b/.test(s.low.slice(c.end)) || /^\s+for\b[^.;]{1,60}?,?\s+(?:explained|told (?:her|him|them)|advised|reassured)\b/.test(s.low.slice(c.end)))) c.section = 'CONSULT';
    // What the patient asks about are the question's words, to the end of the sentence ("She asked if dental X-rays are safe
    // during pregnancy", "he asked whether he needs a filling").
    if (!s.runOn && !c.header && prev?.section === 'CONSULT' && /\basked$|\basked (?:if|whether|about|how|when|what|why)$/.test(said(prev)) && !/[.;?!]/.test(s.text.slice(prev.end, c.start))) continue;
    // So are the options the discussion lists ("Discussed options | inhalation sedation or referral for GA").
    if (!c.header && (c.section === 'TX' || c.section === 'PLAN') && prev?.section === 'CONSULT' && /^(?:\S+\s+){0,2}options?[\s:]*$/.test(s.low.slice(prev.start, c.start))) continue;
    // So are the words of a claim's narrative ("Narrative (D2950): buildup needed …; MOD cavity with thin L cusp").
    if (!s.runOn && !c.header && prev?.section === 'NOTES' && /\bnarrative\b/.test(said(prev))) continue;
    // A reading said right after another goes on with it, in whatever holds the readings ("temperature 39.1 pulse 126 |
    // blood pressure 100/60 resp rate 24 | sats 95% on room air").
    if (!c.header && /^(?:o2 )?(?:bp|blood pressure|sats|spo2|saturations?|pulse|hr|heart rate|temp(?:erature)?)\b/.test(said(c)) && /\b(?:temp(?:erature)?|pulse|hr|heart rate|bp|blood pressure|resp(?:iratory)? rate|rr|sats|spo2)\s+(?:is |was |of |at )?\d[\d./]*\s*(?:%|bpm|percent)?\s*$/i.test(s.text.slice(prev?.end ?? 0, c.start))) continue;
    // Painkillers taken for the complaint are part of it ("throbbing kept her awake, taking ibuprofen and paracetamol"),
    // not medical history, unless taken for something else ("taking ibuprofen for back pain").
    if (c.section === 'MEDHX' && c.phrase && /^tak(?:ing|es)$/.test(said(c)) && (prev?.section ?? current ?? 'CC') === 'CC' && ANALGESICS.test(s.low.slice(c.end)) && !/^\s*(?:\S+\s+){1,4}for\s+(?!(?:the |this |it\b|that )?(?:pain|ache|toothache|swelling|it|this|that)\b)/.test(s.low.slice(c.end))) continue;
    // A recall or review said as the note's first words is the reason for attending ("Recall, no complaints"), as is one
    // timed from earlier treatment ("Periodontal review 3 months after RSD").
    // So is one said right after the complaint's header ("She is here for her six-month recall.").
    if (c.section === 'FU' && prev?.section === 'CC' && prev.header && /^\s*(?:(?:her|his|their|a|an|the|routine|regular|usual|annual|periodic|\d+[- ]?(?:month|monthly|year|yearly|week)|six[- ]month)\s+)*$/i.test(s.text.slice(prev.end, c.start))) c.section = 'CC';
    // So is a recall said straight after the opening remarks about the patient ("5 year old with dad | recall exam").
    if (c.section === 'FU' && current === null && splits.length > 0 && splits.every((x) => x.section === 'NOTES') && /^recall$/.test(said(c)) && /^\s+(?:exam|examination|visit|appointment|check)\b/.test(s.low.slice(c.end))) c.section = 'CC';
    // So is coming back for something said first ("Back for perm resto 46 following sedative dressing").
    if (c.section === 'NV' && c.header && !prev && current === null && !tidy(s.text.slice(0, c.start)) && /\bback for/.test(said(c))) Object.assign(c, { section: 'CC', header: false, phrase: true });
    // Its kind or interval may come first ("Trauma review 3/12. UR1 lat luxation …", "6 weeks gingivitis review following
    // OHI", "review 1/52 pericoronitis LR8"), and what it is for after ("Follow-up for biopsy-confirmed lichen planus").
    // Said alone with its interval it stays the follow-up ("recall 6 months"), and so it does in run-on speech unless timed
    // from earlier treatment.
    const kind = /^\s*(?:(?:\d+|one|two|three|four|six|twelve)[- ](?:days?|weeks?|months?|years?|month|week|year)(?:[- ]post[- ]?op)?\s+)?(?:(?:trauma|perio|periodontal|implant|denture|ortho|orthodontic|retainer|twin[- ]block|aligners?|invisalign|braces|expander|appliance|ulcer|endo|rct|hygiene|splint|post[- ]?op|sensitivity|gingivitis)\s+)?$/i.test(s.text.slice(0, c.start)) && !!tidy(s.text.slice(0, c.start));
    if (c.section === 'FU' && !prev && current === null && (kind || !tidy(s.text.slice(0, c.start))) && !/^\s*(?:in|at|every|after)\b/i.test(s.text.slice(c.end)) && !/^\s*for\s+(?:\d|a |an |one |two |six )/i.test(s.text.slice(c.end)) && (kind || !/^\s*\d/.test(s.text.slice(c.end)) || new RegExp(`^\\s*\\d+(?:(?: to |-)\\d+)? [a-z]+\\s+${s.runOn ? '(?:after|post|following|re|for)\\b' : '[^\\s.;,]'}`, 'i').test(s.text.slice(c.end)))) c.section = 'CC';
    // "8 year old with mum | 6 month recall": the kind of visit after a remark about the patient is the complaint; a
    // recall said after today's treatment, advice or plan is the follow-up ("… electric toothbrush | 6 monthly recall
    // with hygienist").
    if (c.visit && LATE.has(prev?.section ?? current ?? 'CC') && /\brecall\b/.test(said(c))) c.section = 'FU';
    // What the patient says during or after treatment is a remark ("… polished | pt said it feels like her own tooth").
    else if (c.visit && (prev?.section ?? current) === 'TX' && /\b(?:says|said|admits|admitted|told me|told us)$/.test(said(c))) c.section = 'NOTES';
    // What the patient told us all about, anywhere after the complaint, is a remark ("… intact. | Pt told us all about his new puppy.").
    else if (c.visit && (prev?.section ?? current ?? 'CC') !== 'CC' && /\btold (?:me|us)$/.test(said(c)) && /^\s+(?:all )?about\b/.test(s.low.slice(c.end))) c.section = 'NOTES';
    // So is what they tell of their life after the medical history ("no allergies | he told me his team won the cup"),
    // unless it is more history ("she said she's stopped the warfarin").
    else if (c.visit && (prev?.section ?? current) === 'MEDHX' && /\b(?:said|told me|told us)$/.test(said(c)) && !MEDICAL.test(s.low.slice(c.end).split(/[.;]/)[0]!.split(' ').slice(0, 14).join(' '))) c.section = 'NOTES';
    // Said as "she says" it opens nothing else: the clause it is in goes on.
    else if (c.visit && /^(?:she|he)\b/.test(said(c)) && !/\b(?:had|having|getting)\b/.test(said(c))) continue;
    else if (c.visit && (prev?.section ?? current) !== 'NOTES') continue;
    // In a punctuated sentence a header opens it (or follows another cue, or a comma); "no caries
    // clinically" keeps its words. A complaint header after a comma is the sentence's own words too.
    if (c.header && !s.runOn && !prev && tidy(s.text.slice(0, c.start)) && !(/[,;:]\s*$/.test(s.text.slice(0, c.start)) && c.section !== 'CC')) continue;
    // A cue said right after a header belongs to that header's section ("next visit: recall exam"); two
    // headers of one section together are one ("S: pt c/o").
    // A SOAP letter (or "subjective" said in full) names where the note is, not the field: the cue said after it does
    // ("P: Options reviewed: …", "subjective 8 year old with mom").
    // So does "plan" said before what was discussed ("assessment … plan | discussed root canal or extraction").
    const planTalk = /^plan:?$/.test(said(prev ?? c)) && c.section === 'CONSULT' && /^(?:discussed|explained|advised|reviewed|recommended)\b/.test(said(c));
    if (prev?.header && /^[\s:,.-]*$/.test(s.text.slice(prev.end, c.start)) && (/^(?:[soap]:|subjective:?)$/.test(said(prev)) || planTalk) && !c.header) {
      prev.section = c.section;
      continue;
    }
    if (prev?.header && /^[\s:,.-]*$/.test(s.text.slice(prev.end, c.start))) {
      if (c.header && c.section === prev.section) prev.end = c.end;
      // A header naming a part of the examination after one naming all of it ("O: EO WNL") is the one meant.
      else if (c.header && prev.section === 'INTRA' && (c.section === 'EXTRA' || c.section === 'EXAM')) Object.assign(prev, { section: c.section, end: c.end });
      continue;
    }
    // What was explained before consent was given is said as part of the consent ("verbal consent given after | risks of
    // sensitivity explained").
    if (c.section === 'CONSULT' && (prev?.section ?? current) === 'CONSENT' && /\bafter\s+(?:(?:the|its|their)\s+)?(?:risks?|options|benefits|costs?|alternatives|side effects)\b[^.;:]*$/i.test(s.text.slice(0, c.start))) continue;
    // Where a diagnosis is, or what it comes with, said right after it is the diagnosis's ("white patch left | buccal mucosa",
    // "traumatic ulcer | tongue", "periodontitis stage III grade C, | current smoker", "xerostomia likely | medication related").
    if (!c.header && /^(?:INTRA|EXTRA|MEDHX)$/.test(c.section) && (prev?.section ?? current) === 'DX' && /^[^.;:]*$/.test(s.text.slice(prev?.end ?? 0, c.start)) && s.text.slice(prev?.end ?? 0, c.start).trim().split(/\s+/).length <= 6) continue;
    // The reason for attending can be a review ("attended for perio re-evaluation"): a follow-up word a
    // word or two after the complaint's header is what the patient came for.
    if (c.section === 'FU' && prev?.header && prev.section === 'CC' && /^[\s:,.-]*(?:[a-z]+\s+){0,2}$/i.test(s.text.slice(prev.end, c.start))) continue;
    // A review said among the items of a written plan is one of them ("Tx plan: SRP, then perio re-eval at 6 weeks, MO
    // composite #14, crown #19").
    if (c.section === 'FU' && !s.runOn && (prev?.section ?? current) === 'PLAN' && findProcedures(/,([^;:]*)/.exec(s.text.slice(c.end))?.[1] ?? '').length) continue;
    const before = s.text.slice(0, c.start);
    // "prophy and fluoride varnish", "impressions and shade", "with Fuji", "Rx: amoxicillin": joined words.
    // Consent is its own field even when joined on ("patient understands and consents").
    // A review with its interval is the follow-up even when joined on ("advised flossing and review in 2 weeks").
    const followUp = c.section === 'FU' && /^\s*(?:in\s+)?\d/.test(s.text.slice(c.end)) && /\band\s*$/i.test(before);
    // A cue said with its own subject opens a clause after "and" ("… if needed and | we talked about the crown").
    // So does a remark about how the patient was ("the shade was spot on and | he was really happy with it").
    // And a decision said in the present tense ("… a crown and | he's fine with that"; "and she was happy to go ahead" is one
    // clause with what came before).
    const ownSubject = (/^(?:we|i) /.test(said(c)) || (c.section === 'NOTES' && /^(?:he|she|they) /.test(said(c))) || (c.decision && /^(?:he|she|they)(?:'s|'re| is| are| just| wants| would| prefers)\b/.test(said(c)))) && /\band\s*$/i.test(before);
    // Said verb-last, a discussion closes the list before it ("composite vs amalgam and | costs discussed").
    const closesTalk = c.section === 'CONSULT' && /\b(?:discussed|explained|reviewed)$/.test(said(c)) && /\band\s*$/i.test(before);
    // A blood pressure said late is medical history whatever came before ("bite checked and | BP was 130/85").
    const vital = c.section === 'MEDHX' && /^(?:bp|blood pressure)\b/.test(said(c));
    // Nor is a cue said with its own subject: "he" or "she" is never a preposition's object ("never came in | he had a
    // kidney transplant").
    const subjectFirst = /^(?:he|she|they)\b/.test(said(c)) && !/\b(?:and|or)\s*$/i.test(before);
    // Nor is another field's cue after a try-in ("framework tried in | diet counseling …").
    const afterTryIn = c.section !== 'TX' && /\btried in\s*$/i.test(before);
    if (c.phrase && c.section !== 'CONSENT' && !followUp && !ownSubject && !closesTalk && !vital && !afterTryIn && !subjectFirst && /(?:\b(?:and|with|of|to|for|by|using|(?<!\btry )in|on|or|over|around|under|near|following|after|before|during|via|through|without|including|such as|the|an|but)|\s[+&])\s*$/i.test(before)) continue;
    // A bracket opened just before is an aside to what came before ("EC not tested (splinted)", "post luxation 11 (splinted
    // 4/52)").
    if (c.phrase && /\(\s*$/.test(before)) continue;
    // A typed sentence that opens with a radiograph and a colon is its report to the end ("Post-op PA: MTA at perforation
    // site, canals obturated to WL, no extrusion").
    if (!c.header && !s.runOn && (prev?.section ?? current) === 'RADIO' && RADIO_REPORT.test(before)) continue;
    // In a chart row, what a tooth has and its state is a finding ("21: Cavit/GIC intact", "access cavity restoration intact").
    const row = /^\s*(\S+?)\s*:\s*$/.exec(before);
    if (c.section === 'TX' && ((prev?.section ?? current) === 'DENTAL' || (row && isTooth(doc, row[1]!))) && /^[^,.;:]{0,40}?\b(?:intact|in situ|still in place|sound|lost|missing|loose|leaking|defective|debonded|fractured|failing)\b/i.test(s.text.slice(c.start))) continue;
    // Nor does a material said as the object of a step ("took the Cavit and the calcium hydroxide out").
    if (c.phrase && c.section === 'TX' && (prev?.section ?? current) === 'TX' && new RegExp(`^${MATERIAL}`).test(said(c)) && /\b(?:and|took|removed|placed|with|of) (?:the|a|an)\s*$/i.test(before)) continue;
    // "A copy of the consent form" is the consent spoken of.
    if (c.phrase && c.section === 'CONSENT' && /\b(?:copy|copies|scan|photo) of (?:the|a|her|his|their)\s*$/i.test(before)) continue;
    // What a review is to check is its object ("review 2 weeks to check shade", "R/V to check ulcer has healed").
    if (c.phrase && /\bto (?:check|see|assess|monitor|review|confirm)(?:\s+(?:that|the|if|whether|how))?\s*$/i.test(before)) continue;
    // What the patient reports after the reason for attending is the complaint's, findings words and all ("Review 6/52
    // after Dahl composites. Pt reports no TMJ pain, chewing OK now.").
    if (!c.header && /^(?:EXTRA|INTRA|PERIO)$/.test(c.section) && (prev?.section ?? current) === 'CC' && /^\s*(?:the )?(?:pt|patient|he|she|they) (?:reports?|says|said|states?|stated|feels|felt|mentions?|mentioned|notices|noticed)\b[^.;:]*$/i.test(before)) continue;
    // A review the visit is, said before anything else, is why the patient came ("2 week review after the immediate
    // implant 11"); "review after 2 weeks", or a review said later ("review after OMFS appointment"), is the follow-up.
    if (c.section === 'FU' && current === null && !prev && /^\s*(?:(?:okay|ok|right|so|um|er)\W+)*(?:(?:\d+|a|one|two|three|four|six|ten)[- ](?:days?|weeks?|months?)\s+)?$/i.test(before) && /^(?:review|follow[- ]?up)\s+(?:after|following|post)\s+(?:the |his |her |their |an? )?(?!\d|(?:one|two|three|four|six|a few|several) (?:days?|weeks?|months?))[a-z]/i.test(s.text.slice(c.start))) continue;
    // A caries risk said straight after a diagnosis is part of it ("caries 54 64 and 65 high caries risk").
    if (c.section === 'DX' && /caries risk/.test(said(c)) && (prev?.section ?? current) === 'DX' && !/[.;:,]/.test(s.text.slice(prev?.end ?? 0, c.start))) continue;
    // What the patient was told to wear or use is the advice's object ("advised to wear | night guard every night").
    if (c.phrase && /\b(?:advised|told|instructed|asked|reminded|encouraged)\s+(?:(?:him|her|them|pt|patient)\s+)?to\s+(?:wear|use|keep|bring|take|avoid|continue(?: with)?|carry on with)(?:\s+(?:the|her|his|their|a|an))?\s*$/i.test(before)) continue;
    // So is what the next visit is to check ("NV: check MTA set + place core").
    if (c.phrase && /^(?:NV|FU|PLAN)$/.test(prev?.section ?? current ?? '') && /\b(?:check|recheck|assess|monitor|confirm)(?:\s+(?:that|the|if|whether|how))?\s*$/i.test(before)) continue;
    // Among periodontal findings plaque, calculus, the gingivae and the oral hygiene are theirs ("BPE 2 2 2 / 2 2 2
    // generalised calculus", "BPE 3 2 3 … oral hygiene fair").
    if (c.phrase && c.section === 'INTRA' && /^(?:(?:light|heavy|moderate|some|little|thin|thick) )?(?:generali|locali|plaque|calculus|gingivae|oral hygiene)/.test(said(c)) && (prev?.section ?? current) === 'PERIO') continue;
    // A radiograph report keeps the teeth it shows as present or erupted ("OPG reveals all permanent teeth present"), and
    // the calculus it shows ("bitewings show … | calculus interproximally").
    if (c.phrase && c.section === 'INTRA' && /(?:erupt|present|through|^(?:(?:light|heavy|moderate|some|little|thin|thick) )?calculus)/.test(said(c)) && (prev?.section ?? current) === 'RADIO') continue;
    // A radiograph report keeps the furcation it shows ("PA 47: periapical radiolucency, furcation bone loss").
    if (c.phrase && c.section === 'PERIO' && /^furcation/.test(said(c)) && (prev?.section ?? current) === 'RADIO') continue;
    // A verb said after a procedure with no verb of its own is that procedure's ("85 Hall crown size 4 | tried in" is one step).
    if (c.phrase && c.section === 'TX' && (prev?.section ?? current) === 'TX' && /^(?:tried in|cemented|luted|seated|bonded)\b/.test(said(c))) {
      const toks = tokenize(s.text);
      if (ownerBefore(toks, toks.findIndex((t) => t.start >= c.start))) continue;
    }
    // "Prescribed amoxicillin" joins the drug to its verb; advice after a prescription is a clause of its own.
    // Said verb-last ("high fluoride toothpaste prescribed | Duraphat varnish applied", "clindamycin 300 mg 4 times a
    // day for 7 days prescribed | post op instructions given"), what follows is another step.
    if (c.phrase && c.section === 'TX' && /\b(?:rx:?|prescribed|prescribe|prescription(?: (?:for|of))?)\s*$/i.test(before) && !new RegExp(`(?:${DRUG}|${PRODUCT})(?:\\s+[\\w.%/]+){0,10}?\\s+prescribed\\s*$`, 'i').test(before)) continue;
    // Said verb-last, "prescribed" closes what was prescribed ("chlorhexidine mouthwash prescribed").
    if (c.phrase && prev && (prev.section === 'TX' || current === 'TX') && said(c) === 'prescribed' && prescribedBefore(s.text.slice(prev.end, c.start), said(prev)) && !new RegExp(`^\\s*${DRUG}`, 'i').test(s.text.slice(c.end))) continue;
    // The object of a discussion is part of it ("discussed referral to a periodontist"); in run-on speech a recall
    // or next visit is its own field ("interdental brushes recommended | recall 6 months").
    // "Advised review in 2 weeks": advice that is only the follow-up is the follow-up, not an empty "Advised".
    // Said verb-last ("interdental brushes recommended | recall 6 months") the advice has its own object.
    const wordBefore = prev ? s.low.slice(0, prev.start).trim().split(/\s+/).pop() ?? '' : '';
    const verbFirst = !wordBefore || /[.,;:!?]$/.test(wordBefore) || DONE_AFTER.test(wordBefore) || PARTICIPLE.test(wordBefore);
    if (c.section === 'FU' && prev?.section === 'CONSULT' && verbFirst && /^(?:advised|recommended)$/.test(said(prev)) && !s.text.slice(prev.end, c.start).trim()) {
      prev.section = 'FU';
      continue;
    }
    // "At the next visit" said a few words into a discussion is when ("discussed doing 25 at the next visit").
    if (c.section === 'NV' && /^at\b/.test(said(c)) && prev?.section === 'CONSULT' && s.low.slice(prev.end, c.start).trim().split(/\s+/).length <= 4) continue;
    const discussion = /\b(?:discussed|explained|recommended|advised|offered|considered|about|re|need for|option of|possibility of)(?:\s+(?:an?|the|urgent|routine|further|specialist))*\s*$/i.exec(before);
    // Not consent said as given ("risks … explained | written consent signed").
    const consentGiven = c.section === 'CONSENT' && /^\s*(?:form\s+)?(?:was\s+)?(?:signed|given|obtained|gained|taken)\b/.test(s.low.slice(c.end));
    // Nor a remark about the patient said with its own subject after advice said verb-last ("electric toothbrush
    // recommended | patient a bit anxious about the injection").
    const remark = c.section === 'NOTES' && /^(?:(?:the )?(?:patient|pt)|he|she)\b/.test(said(c));
    if (c.phrase && discussion && !consentGiven && !remark && !(s.runOn && (c.section === 'FU' || c.section === 'NV'))) continue;
    // Advice on hygiene given as part of oral hygiene instruction stays with it ("OHI given, recommended floss").
    // In run-on speech an instruction closed by its verb ends there ("OHI given | advised interdental brushes",
    // "OHI given | interdental brushes recommended"); advice on anything else is its own ("… | advised to stop smoking").
    if (c.section === 'CONSULT' && /^(?:recommend|advi)/.test(said(c)) && splits.some((x) => /^(?:ohi|oral hygiene|tbi)/.test(s.low.slice(x.start))) && hygieneAdvice(s.low, c) && !(s.runOn && /\b(?:given|provided|done|reviewed|demonstrated|reinforced)\s+(?:\S+\s+){0,3}$/i.test(before))) continue;
    // A question and its answer said as one sentence joined by "and" stay one ("she asked whether they will stain and I told
    // her they will not"), and so does more of the discussion joined on with no subject of its own ("… told her to take
    // ibuprofen | and explained the aspirin might make it ooze").
    const joinedByAnd = !!prev && prev.section === c.section && !c.header && /\band\s*$/i.test(s.text.slice(prev.end, c.start)) && !/[.;:]/.test(s.text.slice(prev.end, c.start));
    if (joinedByAnd && (/\basks?e?d?$/.test(said(prev!)) || (c.section === 'CONSULT' && !c.decision && !/^(?:he|she|they|we|i|pt|patient|the patient|mum|mom|dad)\b/.test(said(c))))) continue;
    splits.push(c);
    // Who the patient is and who came with them, said first, is a remark; what follows at length is why they came ("9
    // year old boy brought in by mum | he came off his scooter …", "12 year old with dad | check up …").
    // Only at the start of the note, and where no cue follows at once ("5 year old with dad | recall exam").
    const soon = /^\s*(?:\S+\s+){0,2}/.exec(s.text.slice(c.end))![0].length + c.end;
    const opener = c.section === 'NOTES' && c.phrase && !c.aside && current === null && (!prev || prev.section === 'NOTES') && !cues.some((x) => x.start >= c.end && x.start <= soon) && /^\d+(?:[- ](?:year|yr)s?[- ]old| ?y\/o)\b.*\b(?:with|w\/|by) (?:her |his |their )?[a-z]+$/.test(said(c));
    // Not when the remark goes on with who else came or where from ("with mum | and her little brother", "by his carer |
    // from the nursing home", "with grandma | mom's at work").
    if (opener && /^\s*(?:[a-z'’]+\s+){3,}/i.test(s.text.slice(c.end)) && !/^\s*(?:and|who|who's|from|both|too|as|because|plus|today|her|his|their|mum|mom|mum's|mom's|dad|dad's|mother|father|grandma|grandmother|gran|nan|grandpa|grandfather|sister|brother|carer|aunt|auntie|uncle|foster|,)\b/i.test(s.text.slice(c.end))) splits.push({ start: c.end, end: c.end, section: 'CC', header: false });
  }
  splits.forEach((c, k) => {
    const from = k ? splits[k - 1]!.end : 0;
    // An article, "no" or who it is about is all that was said between the split before and the cue phrase after it: it
    // is the phrase's ("intra oral | the soft tissues all looked healthy", "no | lymphadenopathy", "he | takes
    // propranolol"), not a clause of its own.
    const lone = c.phrase ? /^(\s*)(?:the|a|an|no|he|she|they|we|i|patient|pt)\s+$/i.exec(s.text.slice(from, c.start)) : null;
    if (lone) c.start = from + lone[1]!.length;
    // The route a drug was given by opens its step ("consent signed | IV clindamycin 600 mg given"), and so does "no"
    // before one not given ("diagnosis denture stomatitis | no miconazole because of the warfarin").
    else if (c.section === 'TX' && c.phrase && /\b(?:iv|im|intravenous|intramuscular|no)\s+$/i.test(s.text.slice(from, c.start)) && DRUG_FIRST.test(s.low.slice(c.start))) c.start = from + /\S+\s+$/.exec(s.text.slice(from, c.start))!.index;
    // Within treatment, a step's words never open after an article: the word after it is the object of the step before,
    // and the next step opens at its verb ("checked the bite | adjusted it").
    else if (c.section === 'TX' && c.phrase && (k ? splits[k - 1]!.section : current) === 'TX' && /\b(?:the|a|an)\s+$/i.test(s.text.slice(from, c.start))) {
      const verb = /^\S+\s+(?=(\S+))/.exec(s.text.slice(c.start));
      if (verb && (PARTICIPLE.test(verb[1]!.toLowerCase()) || /^[a-z]{3,}ed$/.test(verb[1]!.toLowerCase()))) c.start += verb[0].length;
    }
    // Moving into treatment, a verb just before the step is its verb ("hypersensitivity applied Gluma");
    // within treatment it closes the step before ("rubber dam placed pulp extirpated").
    // A step's own tooth and surfaces said just before its words open it ("25 MO | caries removed" is one step).
    // Not a whole-mouth procedure's ("arestin placed #19 buccal | OHI given").
    const own = c.section === 'TX' && c.phrase && !c.bare && !WHOLE_MOUTH.test(said(c)) ? /((?:\u27E6\d+\u27E7\s+(?:(?:and|,)\s+)?)+)(?:(?:[MDOBLPI]{1,4}|mesial|distal|occlusal|buccal|lingual|palatal|labial)\s+)+$/.exec(s.text.slice(from, c.start)) : null;
    if (own && isTooth(doc, own[1]!.trim().split(/\s+/)[0]!)) c.start = from + own.index;
    // After "no LA needed" the teeth said next are the next step's ("no LA needed | 85 separators removed").
    const lastStart = k ? splits[k - 1]!.start : 0;
    const afterNoLa = c.section === 'TX' && c.phrase ? /\bno (?:la|local|ana?esthetic)(?: (?:needed|required|given|used))?\s+((?:\u27E6\d+\u27E7\s+(?:(?:and|,)\s+)?)+)$/i.exec(s.text.slice(lastStart, c.start)) : null;
    if (afterNoLa) c.start = lastStart + afterNoLa.index + afterNoLa[0].indexOf(afterNoLa[1]!);
    // In a written sentence, a step said verb-last as its first cue opens with the sentence ("Cervical areas of 31 and 41
    // cleaned with pumice.").
    const lead = s.text.slice(0, c.start);
    // So does anything said in the passive with its subject first ("The mounted models and wax-up were | shown to the patient").
    const verb = said(c).split(/\s+/)[0]!;
    const passive = /\b(?:was|were|has been|have been)\s*$/i.test(lead) && /^(?:[a-z]+ed|shown|given|told|seen|taken)$/.test(verb);
    if (!s.runOn && k === 0 && ((c.section === 'TX' && PARTICIPLE.test(verb)) || passive) && c.phrase && tidy(lead) && !/[,;:]/.test(lead)) c.start = 0;
    // A count opens the things it counts ("4 | canals located" is one step); other numbers end the step before, as does a
    // number before a word that only looks plural ("Frankl 3 | nitrous oxide").
    const count = c.section === 'TX' && c.phrase && /^[a-z]+[^su]s\b/.test(said(c)) ? /\b\d+\s+$/.exec(s.text.slice(from, c.start)) : null;
    if (count && !entityOf(doc, s.text.slice(from + count.index).trim().split(/\s+/)[0]!)) c.start = from + count.index;
    // Within treatment, a step said verb-last opens with what it was done to ("air polisher | teeth polished with paste").
    // A verb of doing found after a step opens one too (its split says no words).
    const firstWord = (said(c) || s.low.slice(c.start)).trim().split(/\s+/)[0]!;
    if (c.section === 'TX' && c.phrase && (k ? splits[k - 1]!.section : current) === 'TX' && PARTICIPLE.test(firstWord)) {
      // How it was done may come between ("socket gently | irrigated").
      const m = /(?:^|\s)(?:([a-z]+)\s+)??([a-z]+)\s+(?:[a-z]{3,}ly\s+)?$/i.exec(s.text.slice(from, c.start));
      // Its kind comes with it ("size 5 | fiber post tried in").
      const kind = /^(?:fiber|fibre|glass|quartz|metal|cast|prefabricated|temporary|temp|final|permanent|new)$/i.test(m?.[1] ?? '');
      if (m && OBJECT.test(m[2]!.toLowerCase()) && !/^(?:with|to|in|on|of|for|at|by|the|a|an|and|using|under|through)$/i.test(m[1] ?? '')) c.start = from + m.index + (kind ? m[0].indexOf(m[1]!) : m[0].indexOf(m[2]!, m[1] ? m[1].length : 0));
    }
    // Within treatment, a verb never said last is the step's own ("took off the old amalgam | did a core build-up").
    if (c.section === 'TX' && c.phrase && (k ? splits[k - 1]!.section : current) === 'TX') {
      const m = /(?:\b(?:we|i)\s+)?\b(?:did|performed|undertook|put)\s+(?:(?:a|an|the|some)\s+)?$/i.exec(s.text.slice(from, c.start));
      if (m && tidy(s.text.slice(from, from + m.index))) c.start = from + m.index;
    }
    if (c.section === 'TX' && c.phrase && (k ? splits[k - 1]!.section : current) !== 'TX') {
      // Told as a story, with who did it ("non smoker | so we did a full mouth scale and polish").
      // Not the verb of consent said before it ("verbal consent given | gross debridement").
      const m = /(?:\bso\s+)?(?:\b(?:we|i)\s+)?\b(?:placed|applied|gave|(?<!\bconsent\s+)given|used|administered|prescribed|did)\s+(?:(?:a|an|the)\s+)?$/i.exec(s.text.slice(0, c.start));
      if (m && m.index >= from) c.start = m.index;
      // Its "so" too when who did it already opens it.
      const so = /\bso\s+$/i.exec(s.text.slice(from, c.start));
      if (so && /^(?:we|i)\b/i.test(s.text.slice(c.start))) c.start = from + so.index;
    }
  });
  // "Paracetamol advised for pain", "patient understands and signed consent form": advice or consent said
  // after its object takes in the words before it, back to a comma.
  for (const c of splits) {
    // Run-on speech: the procedures discussed ("root canal treatment discussed"), and who gave consent
    // ("patient gave verbal consent"), said just before the cue belong to it. Written, only what was discussed
    // ("Risks (nerve injury, failure) re-discussed today.").
    if (!s.runOn && !(c.section === 'CONSULT' && /^(?:discussed|explained)$/.test(said(c)))) continue;
    let from = c.start;
    // Said after its object only when nothing follows the verb but another clause ("discussed risks" is
    // said verb-first).
    const closes = (end: number) => {
      const rest = s.text.slice(end);
      // Or when it was said ("… costs discussed before starting").
      return /^\s*(?:[.,;!?]|$|(?:with|in|at|today|and|(?:the )?(?:patient|pt|mum|mom|dad|parents?))\b|(?:before|prior to|after) (?:starting|treatment|the (?:procedure|appointment|treatment))\b)/i.test(rest) || splits.some((x) => x.start >= end && !s.text.slice(end, x.start).trim());
    };
    if (c.section === 'CONSULT' && /^(?:(?:was|were) )?(?:discussed|explained)\s*$/.test(said(c)) && closes(c.end)) {
      for (const p of findProcedures(s.text).reverse()) {
        if (p.end <= from && /^\s*(?:(?:and|or|versus|vs)\s*)?$/.test(s.text.slice(p.end, from))) from = p.start;
      }
      // So are the risks, options or costs said with what they were ("risks of infection, dry socket and numbness were
      // discussed"), back to the clause before.
      const clauseStart = Math.max(0, ...splits.filter((x) => x.end <= c.start && x !== c).map((x) => x.end));
      const talked = /\b(?:the )?(?<!\bcaries )(?:risks?|options|benefits|costs?|fees?|alternatives|side effects)\b(?:\s+\S+){0,14}\s*$/i.exec(s.text.slice(clauseStart, c.start));
      if (from === c.start && talked) from = clauseStart + talked.index;
      // So is a topic of advice said right before ("smoking cessation discussed", "NHS band 3 explained").
      const topic = /\b(?:smoking cessation|diet(?: sheet| diary)?|(?:nhs )?band [1-3]|prognosis|findings)\s*$/i.exec(s.text.slice(clauseStart, c.start));
      if (from === c.start && topic) from = clauseStart + topic.index;
    } else if (c.section === 'CONSULT' && /^(?:risks?|options|benefits|costs?|fees?|alternatives)\b.*\b(?:discussed|explained)$/.test(said(c)) && closes(c.end)) {
      // Said with what was discussed ("costs discussed"), the options weighed before them are discussed too ("composite
      // versus amalgam and | costs discussed").
      for (const p of findProcedures(s.text).reverse()) {
        if (p.end <= from && /^\s*(?:(?:and|or|versus|vs\.?)\s*)?$/.test(s.text.slice(p.end, from))) from = p.start;
      }
    } else if (c.section === 'CONSULT' && /^(?:advised|recommended)$/.test(said(c))) {
      // Drugs said just before the advice are what was advised ("paracetamol and ibuprofen advised"), unless prescribed.
      const m = new RegExp(`(?<!\\b(?:prescribed|rx:?)\\s+)\\b${DRUG}(?:\\s*(?:,|and|or)\\s*${DRUG})*\\s*$`, 'i').exec(s.text.slice(0, c.start));
      if (m) from = m.index;
      // Said verb-last after a step, the few words since the step's tooth or participle are what was advised
      // ("… glass ionomer 11 soft diet advised").
      else if (closes(c.end)) from = adviceObject(doc, s.text, c.start);
    } else if (c.section === 'CONSENT') {
      // With what was understood or agreed to first ("she understands the risks and signed the consent form", "mum agreed to
      // the treatment and gave verbal consent").
      // What was understood may be a clause of its own ("she understands the tooth may still need extraction and gave verbal
      // consent"), and the consent may say its kind ("signed the surgical consent").
      const m = /\b(?:(?:the )?(?:patient|pt|mum|mom|dad|mother|father|parents?|guardian|she|he|they) )?(?:(?:understands|understood|agreed|agrees|accepted|accepts)(?:\s+[^\s.;:]+){0,14}? and (?:has )?)?(?:gave|gives|has given|given|obtained|signed|understands and)(?:\s+(?:the|a|her|his|their))?(?:\s+(?:treatment|surgical|procedure|extraction|implant|financial))?\s+$/i.exec(s.text.slice(0, c.start));
      if (m) from = m.index;
    }
    // Advice said verb-last after what it is, whatever follows ("irrigated under the operculum | warm salt water rinses
    // advised", "smoking cessation discussed").
    // Not advice said verb-first with its own object ("interdental brushes | advised to stop smoking").
    if (from === c.start && c.section === 'CONSULT' && /^(?:advised|advice(?: given)?|recommended|discussed)$/.test(said(c)) && !/^\s*(?:to|that|against|on|about|her|him|them|the|a|an|patient|pt|mum|mom|dad)\b/i.test(s.text.slice(c.end))) {
      const m = ADVICE_OBJECT.exec(s.text.slice(0, c.start));
      if (m) from = m.index + m[0].search(/\S/);
    }
    if (from < c.start) {
      for (let k = splits.length - 1; k >= 0; k--) if (splits[k]!.start >= from && splits[k]!.start < c.start) splits.splice(k, 1);
      c.start = from;
    }
  }
  for (const c of splits) {
    const postPosition = (c.section === 'CONSULT' && /^(?:advised|recommended)/.test(said(c))) || c.section === 'CONSENT';
    if (!postPosition || s.runOn) continue;
    const segmentStart = Math.max(s.text.lastIndexOf(',', c.start), s.text.lastIndexOf(';', c.start)) + 1;
    if (segmentStart < c.start && s.text.slice(segmentStart, c.start).trim()) {
      for (let k = splits.length - 1; k >= 0; k--) if (splits[k]!.start >= segmentStart && splits[k]!.start < c.start) splits.splice(k, 1);
      c.start = segmentStart;
    }
  }
  // Run-on speech: a closed medical-history answer ("medical history nil broken tooth 46 …", "no allergies") ends its
  // clause; what follows goes where its own words say, when they say another section.
  if (s.runOn) {
    for (let k = 0; k < splits.length; k++) {
      const c = splits[k]!;
      // Said as a closed answer itself ("no medical problems", "no allergies"), a medical-history cue ends there too.
      const answered = !c.header && /^(?:no |nkda|nka|fit and well)/.test(s.low.slice(c.start, c.end));
      if (c.section !== 'MEDHX' || !(c.header || answered)) continue;
      const m = answered ? null : /^\s*(?:nil|none|no changes|fit and well|unremarkable|nad|clear)\b(?! (?:of|to|in|since|other|except|apart)\b)(?:\s+(?:no (?:known )?(?:drug )?allergies|nkda)\b)?/.exec(s.text.slice(c.end));
      if (!answered && !m) continue;
      const answer = c.end + (m?.[0].length ?? 0);
      const nextStart = splits[k + 1]?.start ?? s.text.length;
      // A medicine or habit said right after the answer is still the history ("no changes still on levothyroxine | soft
      // tissues all fine", "no changes quit vaping last year | pocket depths …").
      const at = answer + (MEDICINE_LEAD.exec(s.low.slice(answer, nextStart))?.[0].length ?? 0);
      const rest = s.low.slice(at, nextStart);
      if (!rest.trim()) continue;
      if (opensWithFinding(doc, s.text.slice(at, nextStart))) {
        splits.splice(k + 1, 0, { start: at, end: at, section: 'DENTAL', header: false });
        continue;
      }
      const weak = weakSection(rest);
      // A few words that say no section of their own lead into the clause after them ("no changes | upper and
      // lower complete dentures fitted").
      const next = splits[k + 1];
      if (!weak && next?.phrase && !next.header && rest.trim().split(/\s+/).length <= 4) {
        next.start = at;
        continue;
      }
      if (!weak || weak.named || weak.section === 'MEDHX' || weak.all.has('MEDHX')) continue;
      splits.splice(k + 1, 0, { start: at, end: at, section: weak.section, header: false });
    }
  }
  // "Also" said right before a cue opens its clause ("INR 2.4 | also takes bisoprolol").
  splits.forEach((c, k) => {
    const from = splits[k - 1]?.end ?? 0;
    const m = /\balso\s+$/i.exec(s.text.slice(from, c.start));
    if (m) c.start = from + m.index;
  });
  return splits;
}

/** Where the object of advice said verb-last begins: up to three plain words back, not past a tooth or a participle. */
function adviceObject(doc: Doc, text: string, at: number): number {
  const toks = tokenize(text.slice(0, at));
  let k = toks.length;
  while (k > 0 && toks.length - k < 3) {
    const t = toks[k - 1]!;
    if (!/^[a-z]+$/.test(t.low) || entityOf(doc, t.text) || PARTICIPLE.test(t.low) || DONE_AFTER.test(t.low) || /^(?:and|with|to|on|of|the|in|for|no|not)$/.test(t.low)) break;
    k--;
  }
  // Only when the object is bounded: a tooth, a step or punctuation before it.
  const bound = toks[k - 1];
  const bounded = !!bound && (isTooth(doc, bound.text) || PARTICIPLE.test(bound.low) || DONE_AFTER.test(bound.low) || /^[.,;:]$/.test(bound.text));
  return k < toks.length && bounded ? toks[k]!.start : at;
}

/**
 * Words that open with a chart finding: a tooth with its finding ("45 lost distal filling"), or a finding said
 * before its tooth ("distal caries on 12").
 */
function opensWithFinding(doc: Doc, text: string): boolean {
  const toks = tokenize(text);
  return findingBeforeTooth(doc, toks) || (isTooth(doc, toks[0]?.text) && FINDING_WORD.test(toks.find((t, i) => i > 0 && !isTooth(doc, t.text) && !/^(?:and|,|&)$/.test(t.low))?.text ?? ''));
}

/** A clause that opens with a finding said before its tooth ("there is caries on the distal of 15"). */
function findingBeforeTooth(doc: Doc, toks: Token[]): boolean {
  return findingStart(doc, toks) === 0;
}

/**
 * Where the finding said before the clause's first tooth begins ("soft tissues normal | caries on the mesial of
 * UL6"), or -1: the words just before the tooth that only say what is on it, one of them a chart word.
 */
function findingStart(doc: Doc, toks: Token[]): number {
  const firstTooth = toks.findIndex((t) => isTooth(doc, t.text));
  let j = firstTooth;
  while (j > 0 && (FINDING_WORD.test(toks[j - 1]!.text) || CHART_WORD.test(toks[j - 1]!.text) || /^(?:on|of|in|at|the|a|an|there|is|are|some|small|early|recurrent|secondary|cusps?|roots?|margins?|walls?)$/.test(toks[j - 1]!.low))) j--;
  return firstTooth > 0 && firstTooth - j <= 8 && toks.slice(j, firstTooth).some((t) => CHART_WORD.test(t.text)) ? j : -1;
}

/** Words saying the state a tooth is in, not what was done to it. */
const STATE = /^(?:intact|sound|satisfactory|defective|failing|leaking|unerupted|missing|caries|carious|decayed)$/;
/** A defect a restoration is said to be "with" ("MO amalgam with a crack on the L cusp", "with a small open margin"). */
const DEFECT = /^(?:cracks?|cracked|fractured?|chips?|chipped|open|ditched|ditching|overhangs?|overhanging|leaking|recurrent|decay|caries|stain|staining)$/;
/** The words after a tooth, up to the end of the sentence, say its state and nothing done today. */
const stateFinding = (toks: Token[], from: number) => {
  const words = toks.slice(from, from + 6);
  // What is said after the next tooth, or after "then", is not this tooth's ("#19 shade A3 | then #18 occlusal caries").
  const end = words.findIndex((x) => /^(?:[.;,!?]|then|\u27E6\d+\u27E7)$/.test(x.text));
  const said = end >= 0 ? words.slice(0, end) : words;
  // A procedure's name is what the tooth has when its state follows ("#3 and #14 sealants intact").
  // "21 has a small crack line in the enamel" says what it has.
  if (/^(?:has|shows)$/.test(said[0]?.low ?? '') && !said.some((x) => PARTICIPLE.test(x.low))) return true;
  const withDefect = said.some((x, n) => x.low === 'with' && said.slice(n + 1, n + 4).some((y) => DEFECT.test(y.low)));
  return (said.some((x) => STATE.test(x.low)) || withDefect) && !said.some((x, n) => DONE_AFTER.test(x.low) || PARTICIPLE.test(x.low) || (findProcedures(x.text).some((p) => !p.material) && !STATE.test(said[n + 1]?.low ?? '')));
};

/** What tests and the eye find of a tooth's pulp, mobility and colour, said right after it ("21 physiological mobility, not
 * TTP", "11, 12 EPT +ve", "#8 grayish discoloration", "C and H retained not mobile"), with nothing done to it. */
const SENSED = /^(?:ept|cold|ttp|tender|mobility|mobile|physiological|discolou?r(?:ed|ation)|gr[ae]yish|grey|gray|darkened|vital|non-?vital|grossly|retained|unerupted|erupting|erupted|impacted|impaction)$/;
const sensedFinding = (toks: Token[], from: number) =>
  toks.slice(from, from + 3).some((x, n) => SENSED.test(x.low) && !(x.low === 'cold' && /^(?:lateral|vertical|cure|cured|compaction|condensation)$/.test(toks[from + n + 1]?.low ?? ''))) && !toks.slice(from, from + 6).some((x) => DONE_AFTER.test(x.low) || PARTICIPLE.test(x.low) || TREATED.test(x.low));

/** The words after a tooth say what is on the tooth ("MO caries", "sound"), within the next three words. */
/** A chart word among the three words after a tooth, before any other tooth or entity ("4 mm pocket 36 distal | 16 crown"). */
const chartFinding = (toks: Token[], from: number) => {
  const words = toks.slice(from, from + 3);
  const other = words.findIndex((x) => /^\u27E6\d+\u27E7$/.test(x.text));
  return words.slice(0, other < 0 ? 3 : other).some((x) => CHART_WORD.test(x.text));
};

/** Mobility or furcation said with its grade right after a tooth ("class 2 furcation buccal", "mobility 1", "grade 1 mobility"). */
const gradedPerio = (toks: Token[], from: number) => {
  const w = toks.slice(from, from + 3).map((x) => x.low).join(' ');
  return /^(?:(?:class|grade|degree) (?:\d|i{1,3}) (?:furcation|mobility|mobile)|(?:furcation|mobility)(?: (?:class|grade|degree))? (?:\d|i{1,3})\b)/.test(w);
};

/**
 * Pocket depths: sites and numbers up to "mm" ("distal 4 mm", "M 7 mm", "DB 5, D 6, DP 5 mm"), not the size of something
 * else ("2 mm chip").
 */
function pocketAt(toks: Token[], from: number): boolean {
  let numbers = 0;
  for (let i = from; i < from + 10 && toks[i]; i++) {
    const w = toks[i]!.low;
    if (w === 'mm') return numbers > 0 && !/^(?:chip|chipped|fracture|fractured|crack|gap|lesion|ulcer|cavity|swelling|diastema|spaces?|defect|radiolucency|overjet|overbite|deep|wide|long|high|above|below|supra\S*|sub\S*|short|proud|from|of)$/.test(toks[i + 1]?.low ?? '');
    if (/^\d+(?:\.\d+)?$/.test(w)) numbers++;
    else if (!/^(?:mesial|distal|buccal|lingual|palatal|facial|labial|mesially|distally|[mdblpf]|mb|db|ml|dl|mp|dp|mf|df|pds?|ppds?|,|and|to|-)$/.test(w)) return false;
  }
  return false;
}

/** Teeth that could start a chart entry: the first of each group, not named as a place. */
function toothCandidates(doc: Doc, text: string): { at: number; token: number; toks: Token[] }[] {
  const toks = tokenize(text);
  const out: { at: number; token: number; toks: Token[] }[] = [];
  toks.forEach((t, i) => {
    if (!isTooth(doc, t.text)) return;
    const prev = toks[i - 1];
    // "adjacent to 46 46 grossly carious": a tooth said again is not a group with itself.
    // Unless it opens its own graded finding ("distal of LL7 | UL6 grade 1 furcation buccal").
    if (prev && isTooth(doc, prev.text) && toothOf(doc, prev.text) !== toothOf(doc, t.text) && !gradedPerio(toks, i + 1)) return;
    if (prev && /^(?:and|,|&|to)$/.test(prev.low) && isTooth(doc, toks[i - 2]?.text ?? '')) return;
    if (PLACE_BEFORE.test(text.slice(0, t.start))) return;
    // The soft tissue at a tooth is no chart finding ("operculum 38 mildly inflamed", "pericoronal tissue #32").
    if (SOFT_TISSUE.test(text.slice(0, t.start))) return;
    out.push({ at: t.start, token: i, toks });
  });
  return out;
}

/**
 * Adds chart-entry splits where a tooth opens a finding: at the start of an examination clause, or in
 * run-on speech after a finding, where a new sentence would have begun.
 */
function withTeeth(doc: Doc, s: Sentence, splits: Split[], current: Section | null): Split[] {
  const teeth = toothCandidates(doc, s.text);
  const pieces: Split[] = [];
  let section: Section = current ?? 'CC';
  /** The section before the current one, which a remark may have interrupted. */
  let interrupted: Section | null = null;
  let clauseStart = 0;
  /** Whether the clause opened with words that only name its section ("Perio:"), not with content ("furcation"). */
  let headed = true;
  let si = 0;
  for (const t of teeth) {
    while (si < splits.length && splits[si]!.start <= t.at) {
      pieces.push(splits[si]!);
      if (splits[si]!.section !== section) interrupted = section;
      section = splits[si]!.section;
      clauseStart = splits[si]!.end;
      headed = splits[si]!.header;
      si++;
    }
    if (t.at < clauseStart) continue;
    // In a run-on report, a lesion said again with a tooth the report already named is the diagnosis ("2 BWs 47 D caries
    // into dentine nothing else | caries 47", "… K distal caries into dentin T enamel only | cavities on K and T").
    // Not a finding denied ("no other caries | 46 O amalgam sound"), nor a tooth with a chart finding of its own.
    const restated = s.runOn && section === 'RADIO' && !FINDING_WORD.test(t.toks[t.token + 1]?.text ?? '') ? /(?<!\b(?:no|other|any|nil|without))(?:^|\s)((?:(?:recurrent|secondary|early|deep)\s+)*(?:caries|decay|cavities|cavity)(?:\s+(?:on|in))?)\s+$/.exec(s.text.slice(clauseStart, t.at)) : null;
    if (restated && tokenize(s.text.slice(clauseStart, clauseStart + restated.index)).some((x) => toothOf(doc, x.text) === toothOf(doc, t.toks[t.token]!.text))) {
      const at = clauseStart + restated.index + restated[0].length - restated[0].trimStart().length;
      pieces.push({ start: at, end: at, section: 'DX', header: false });
      section = 'DX';
      clauseStart = at;
      headed = false;
      continue;
    }
    const before = s.text.slice(clauseStart, t.at);
    // In an examination clause, a finding said before its tooth is a chart entry from where the finding begins.
    const lead = tokenize(s.text.slice(clauseStart, t.toks[t.token]!.end));
    // So is one said after a remark about the patient ("cooperative for knee to knee exam | occlusal caries on K and T").
    // After the periodontal scores too, where no perio measure is said ("BPE 3 2 3 / 3 2 3. Missing 18, 28.", "psr 2 in
    // all sextants | existing composites on 4 5 and 12").
    const perioAfter = t.toks.slice(t.token + 1, t.token + 4).some((x) => PERIO_WORD.test(x.low)) || lead.slice(0, -1).some((x) => isTooth(doc, x.text));
    let found = ((section === 'INTRA' || section === 'EXAM' || section === 'NOTES') && s.runOn) || (section === 'PERIO' && !perioAfter) ? findingStart(doc, lead) : -1;
    // Not when the tooth has a finding of its own after it and nothing links it to the words before ("no sinus | 36
    // large MOD amalgam"; but "caries on the distal of 15").
    let own = t.token + 1;
    while (/^(?:and|,|&)$/.test(t.toks[own]?.low ?? '') || isTooth(doc, t.toks[own]?.text ?? '')) own++;
    if (found >= 0 && FINDING_WORD.test(t.toks[own]?.text ?? '') && !/^(?:on|of|in|at)$/.test(t.toks[t.token - 1]?.low ?? '')) found = -1;
    // After a remark that interrupted treatment, a procedure named with its tooth is the treatment again ("… fit checked
    // she tolerated it well | fissure sealant 46 …"). So is one named with its teeth and how it was done, said straight after the chart ("upper right D sound | fissure
    // sealants lower left 6 and lower right 6 with dry guards").
    const doneInChart = section === 'DENTAL' && s.runOn && /^(?:with|using|placed|applied|done|completed)$/.test(t.toks[own]?.low ?? '');
    // A material with its surfaces names a step too ("DO composite LL6").
    const resumed = (found >= 0 && section === 'NOTES' && interrupted === 'TX') || doneInChart ? findProcedures(s.text).find((p) => (!p.material || /\b[MDOBLPI]{1,4}\s+$/.test(s.text.slice(0, p.start))) && p.end === t.toks[t.token - 1]?.end) : undefined;
    if (resumed) {
      // It opens at its surfaces, and at "then" said before it ("… for the rest of it | then a DO composite LL6").
      const from = /(?:\bthen\s+(?:an?\s+)?)?(?:\b[MDOBLPI]{1,4}\s+)?$/.exec(s.text.slice(0, resumed.start))!.index;
      pieces.push({ start: from, end: from, section: 'TX', header: false });
      section = 'TX';
      clauseStart = from;
      headed = false;
      continue;
    }
    if (found >= 0) {
      const at = clauseStart + lead[found]!.start;
      pieces.push({ start: at, end: at, section: 'DENTAL', header: false });
      section = 'DENTAL';
      clauseStart = at;
      headed = false;
      continue;
    }
    const atStart = /^[\s:,.-]*(?:the|tooth|on|and|o\/e)?[\s:,.-]*$/i.test(before);
    const prevTok = t.toks[t.token - 1];
    let after = t.token + 1;
    while (/^(?:and|,|&|number)$/.test(t.toks[after]?.low ?? '') || isTooth(doc, t.toks[after]?.text ?? '')) after++;
    // A finding may follow a linking verb ("31 is fine", "T and L have small occlusal caries").
    if (/^(?:is|are|has|have|was|were|looks?)$/.test(t.toks[after]?.low ?? '') && FINDING_WORD.test(t.toks[after + 1]?.text ?? '')) after++;
    // A word that opens another section's cue ("#20 no changes to medical history") is not a finding.
    const findTok = t.toks[after];
    const finding = !!findTok && FINDING_WORD.test(findTok.text) && !splits.some((x) => x.start === findTok.start);
    let starts = false;
    if (atStart) {
      // After a report, so is a sentence opening with a tooth and its graded furcation or mobility ("… defect #30 M. #3 class II furcation B.").
      // Not a sentence of the report saying how deep the film shows it ("BWs grade 1. | 26 O caries into dentine, …").
      if (section === 'CC' || section === 'RADIO') starts = (finding || stateFinding(t.toks, after) || (section === 'RADIO' && gradedPerio(t.toks, after))) && clauseStart === 0 && current !== null && !(section === 'RADIO' && t.toks.slice(after, after + 5).some((x) => DEPTH.test(x.low)));
      // A new sentence after a diagnosis that charts a tooth ("… gingivitis. 36 DO caries.") is the chart again.
      else if (section === 'DX' && !s.runOn) starts = finding && clauseStart === 0 && current === 'DX' && !DX_WORD.test(s.low);
      // After a periodontal finding said as a phrase, a tooth with a chart finding is the chart again ("bleeding on probing
      // | #3 MO amalgam").
      // So does a sentence that opens with a tooth and its graded furcation or mobility ("… recession lower incisors. | 16
      // furcation grade II buccal, mobility I.").
      else starts = !KEEPS_TEETH.has(section) || (section === 'PERIO' && ((headed && !before.trim()) || (!headed && (chartFinding(t.toks, after) || (clauseStart === 0 && !s.runOn && gradedPerio(t.toks, after))))));
    } else if (s.runOn && EXAM.has(section) && section !== 'DENTAL' && prevTok?.low === 'teeth' && chartFinding(t.toks, after)) {
      // Teeth named after the words for a group of them, with a chart finding of their own, are a chart entry ("plaque on
      // the upper front teeth | D E F and G white spot lesions").
      starts = true;
    } else if (s.runOn && section !== 'DENTAL' && prevTok && !LINK_BEFORE_TOOTH.test(prevTok.low)) {
      // After the scores, periodontal findings can hold teeth ("4 mm 36 distal"); a tooth with a chart
      // finding ("calculus 26 MO caries") is the dental chart again.
      // A tooth said first with its mobility or furcation is a chart entry too ("… lower incisors | LR1 grade 1 mobility"),
      // after a site word too when graded ("… calculus lower anterior lingual | #19 class 2 furcation buccal").
      // So is one that "has" a restoration or lesion, however it is said ("calculus | 46 has lost most of its MO amalgam").
      // So is one after a site said as a number the chart did not take for a tooth ("suppuration on 30 | #30 class 2 mobility").
      // And so is one said after a finding that ends "on probing" ("8 mm pocket distal of 37 with pus on probing | 37 grade 1
      // mobile", "… | 14 responds to cold").
      if (section === 'PERIO') starts = entityOf(doc, prevTok.text)?.kind === 'text' || (prevTok.low === 'probing' && t.toks[t.token - 2]?.low === 'on' && (finding || gradedPerio(t.toks, after) || /^(?:responds?|responded|tender|ttp|vital|non-?vital|sensitive|grade|mobile)$/.test(t.toks[after]?.low ?? ''))) || (/^\d+$/.test(prevTok.low) && /^(?:on|at|around)$/.test(t.toks[t.token - 2]?.low ?? '') && gradedPerio(t.toks, after)) || chartFinding(t.toks, after) || (/^(?:has|have|shows)$/.test(t.toks[t.token + 1]?.low ?? '') && t.toks.slice(t.token + 2, t.token + 8).some((x) => CHART_WORD.test(x.text))) || (t.toks.slice(after, after + 3).some((x) => /^(?:mobility|mobile|furcation)$/.test(x.low)) && (!PERIO_MEASURE.test(prevTok.low) || (/%$/.test(prevTok.low) && gradedPerio(t.toks, after)) || (/^(?:mesial|distal|buccal|lingual|palatal|sites)$/.test(prevTok.low) && gradedPerio(t.toks, after)) || (/^(?:sites|mm)$/.test(prevTok.low) && /^(?:not|no)$/.test(t.toks[after]?.low ?? ''))));
      // A tooth said right after a procedure is that procedure's ("completion of root canal 19 | no pain …").
      // In a radiograph report a tooth with what the image shows stays in the report ("caries 46 and 47 | no bone loss").
      // A tooth said first with its graded mobility or furcation is a chart entry after a report too ("… distal of 14 | 14
      // class 2 furcation buccal"), not where a lesion was seen ("periapical radiolucency 30 mobility grade 1 24 25").
      else if (section === 'RADIO' && gradedPerio(t.toks, after) && !SEEN.test(prevTok.low) && !REPORTS.test(prevTok.low)) starts = true;
      // Nor a tooth a report places what it shows under ("recurrent caries under LR7 amalgam").
      // Nor one whose finding is how deep the film shows it ("… 37 mesial caries into dentine | 18 retained root no apical pathology").
      else if (section === 'CC' || section === 'RADIO') starts = finding && !(section === 'RADIO' && (t.toks.slice(after, after + 3).some((x) => IMAGED.test(x.low)) || t.toks.slice(after, after + 5).some((x) => DEPTH.test(x.low)))) && !REPORTS.test(prevTok.low) && !(section === 'RADIO' && /^(?:under|beneath|below|around)$/.test(prevTok.low)) && !findProcedures(s.text).some((p) => p.end === prevTok.end) && !(section === 'RADIO' && SEEN.test(prevTok.low) && !t.toks.slice(Math.max(0, t.token - 3), t.token - 1).some((x) => /^(?:no|without|nil)$/.test(x.low))) && !(section === 'RADIO' && ((SITE.test(prevTok.text) && isTooth(doc, t.toks[t.token - 2]?.text)) || (/^\d$/.test(prevTok.low) && t.toks[t.token - 2]?.low === 'grade')));
      else starts = EXAM.has(section) || section === 'MEDHX' || section === 'NOTES';
    }
    // Said among today's treatment, a tooth with the state of what it has ("#7 and #10 existing composites
    // intact") is a chart finding, not a step.
    // Also after "and" when the tooth "has" what it has ("… interdental brushes and LL5 | has a small B abrasion cavity").
    const has = /^(?:has|shows)$/.test(t.toks[after]?.low ?? '') && prevTok?.low === 'and';
    // Not the object of the verb just said ("extracted | #14 with forceps, roots intact").
    const objectOfVerb = !!prevTok && (PARTICIPLE.test(prevTok.low) || DO_BEFORE.test(prevTok.low) || isPastVerb(t.toks, t.token - 1)) && /^(?:with|using|under|via|by|to|from|in|on|at)$/.test(t.toks[t.token + 1]?.low ?? '');
    // So is one said after the consent ("mum signed the consent form | 54 grossly carious mobile grade 1").
    // Not the next tooth treated, said with "then" ("… shade A3 | then 18 occlusal caries just in the fissures").
    const nextTreated = section === 'TX' && prevTok?.low === 'then';
    if (!starts && !nextTreated && (atStart || has || (s.runOn && prevTok && !LINK_BEFORE_TOOTH.test(prevTok.low) && !objectOfVerb)) && (section === 'TX' || section === 'PLAN' || section === 'CONSENT' || (section === 'CONSULT' && s.runOn && !/^(?:that|explained|discussed|told|advised|said|informed|because|as|if|since|why|how|whether|her|him|them)$/.test(prevTok?.low ?? '')))) starts = stateFinding(t.toks, after) || (section !== 'PLAN' && section !== 'CONSULT' && sensedFinding(t.toks, after));
    // After a discussion, a tooth with a part of it and what was done to it is today's treatment ("… advised to stop
    // smoking | LL6 cusp smoothed").
    const doneAfterTalk = !starts && s.runOn && section === 'CONSULT' && !!prevTok && !LINK_BEFORE_TOOTH.test(prevTok.low) && /^[a-z]+$/.test(t.toks[after]?.low ?? '') && PARTICIPLE.test(t.toks[after + 1]?.low ?? '') && !JUDGED.test(t.toks[after + 1]!.low);
    if (doneAfterTalk) starts = true;
    // Not a tooth the soft tissue just named is at ("peri-implant mucosa | 36 swollen and red"), nor one with its pocket
    // depths among the periodontal findings ("probing depths | 36 implant 6 mm mesial").
    const atSoftTissue = (section === 'INTRA' || section === 'EXAM') && /^(?:mucosa|gingivae?|gums?|tissues?|papillae?)$/.test(prevTok?.low ?? '') && before.trim().split(/\s+/).length <= 3 && !finding && !chartFinding(t.toks, after);
    const pocketDepths = section === 'PERIO' && (t.toks[after]?.low === 'implant' ? /^\d/.test(t.toks[after + 1]?.low ?? '') : /^\d+$/.test(t.toks[after]?.low ?? '') && /^(?:mm|to|-)$/.test(t.toks[after + 1]?.low ?? ''));
    if (atSoftTissue || pocketDepths) starts = false;
    // In run-on chart findings, a tooth with its pocket depths ends the chart ("37 sound | probing 36 distal 4 mm").
    if (!starts && section === 'DENTAL' && s.runOn && prevTok && !LINK_BEFORE_TOOTH.test(prevTok.low) && pocketAt(t.toks, after)) starts = true;
    if (!starts) continue;
    // A tooth said with what was done to it today ("11 replanted under LA") is treatment, not a finding.
    const soon = t.toks.slice(after, after + 6).map((x) => x.low);
    const treated = doneAfterTalk || (!!findTok && TREATED.test(findTok.low) && !soon.some((w) => /^(?:ago|previously|last|before|years?)$/.test(w)));
    // A tooth said with its pocket depths is a periodontal finding, with the word for probing said just before it ("37
    // sound | probing 36 distal 4 mm", "25 M 8 mm PPD, BOP+", "#19 M 7 mm, ML 6 mm").
    const pocket = !treated && !/^(?:by|at|on|of|around|near|to|from|in)$/.test(prevTok?.low ?? '') && pocketAt(t.toks, after);
    const from = pocket && /^(?:probing|pds?|ppds?)$/.test(prevTok?.low ?? '') ? prevTok!.start : t.at;
    pieces.push({ start: from, end: from, section: treated ? 'TX' : pocket ? 'PERIO' : 'DENTAL', header: false });
    section = treated ? 'TX' : pocket ? 'PERIO' : 'DENTAL';
    clauseStart = from;
    headed = false;
  }
  return pieces.concat(splits.slice(si));
}

interface Weak {
  section: Section;
  /** Only a procedure was named: after a complaint that is history ("36 had RCT"), not treatment. */
  named: boolean;
  /** Every section with a weak sign here; a sentence with signs of the current one stays in it. */
  all: Set<Section>;
  /** Told as done before this visit ("she completed tray whitening last month"). */
  past: boolean;
}

/** A medicine taken or a habit, said as a few words of medical history ("still on levothyroxine", "quit vaping last year"). */
const MEDICINE_LEAD = /^\s*(?:(?:(?:still|also|now) )?(?:on|takes|taking) [a-z-]+(?: (?:and|&) [a-z-]+)?(?: \d+(?:\.\d+)? ?mg)?(?: (?:daily|weekly|nightly|once a day|twice a day))?|(?:quit|stopped|gave up) (?:smoking|vaping)(?: (?:\d+ (?:years?|months?) ago|last year|this year))?|(?:still )?smokes(?: \d+ a day)?|(?:she |he )?smokes|smoker)\b/;

function weakSection(low: string): Weak | null {
  let best: { at: number; section: Section; named: boolean } | null = null;
  const all = new Set<Section>();
  for (const [section, re] of WEAK) {
    const m = re.exec(low);
    if (!m) continue;
    all.add(section);
    if (!best || m.index < best.at) best = { at: m.index, section, named: false };
  }
  // "Extraction socket healing" names a place, not a procedure.
  const p = findProcedures(low).find((q) => !/^\s*(?:socket|site|area)\b/.test(low.slice(q.end)));
  if (p && (!best || p.start < best.at)) best = { at: p.start, section: 'TX', named: true };
  return best && { section: best.section, named: best.named, all, past: /\b(?:ago|last (?:week|month|year|time|visit)|previously)\b/.test(low) };
}

/** Whether a cue-less sentence with weak signs of another section leaves the section it follows. */
function leaves(current: Section, { section: weak, named, all, past }: Weak, periodontal = false): boolean {
  if (weak === current || all.has(current)) return false;
  if (current === 'TX') return weak === 'NOTES';
  // After the complaint, a procedure or diagnosis named without a cue is history ("36 had RCT").
  // So is work said done before this visit ("she completed tray whitening last month as planned").
  if (current === 'CC') return !named && weak !== 'DX' && weak !== 'EXTRA' && !(weak === 'TX' && past);
  if (current === 'EXTRA') return true;
  // Gum disease named among examination findings is a finding ("BPE … | generalised marginal gingivitis").
  if (EXAM.has(current)) return !EXAM.has(weak) && !(weak === 'DX' && periodontal);
  if (current === 'RADIO' || current === 'CONSULT' || current === 'DX') return weak === 'TX' || weak === 'NOTES';
  if (current === 'PLAN' || current === 'NV') return weak !== 'TX';
  return true;
}

/** A diagnosis named in a sentence (caries aside: it is also a chart finding). */
const DX_WORD = /\b(?:pulpitis|periodontitis|gingivitis|abscess|pericoronitis|necrosis|hypersensitivity|diagnos\w*)\b/;
/** Gum disease said as a finding, and diagnoses that are not one. */
/** A diagnosis said first, with its qualifiers. */
const DX_OPENING = /^(?:(?:symptomatic|asymptomatic|reversible|irreversible|acute|chronic|localised|localized|generalised|generalized|apical|pulp|necrotic)\s+)*(?:pulpitis|periodontitis|pericoronitis|pulp necrosis|necrosis|(?:acute|chronic) (?:apical |periapical |periodontal )?abscess)\b/;
const PERIODONTAL = /\b(?:gingivitis|periodontitis)\b/;
const OTHER_DX = /\b(?:pulpitis|abscess|pericoronitis|necrosis|hypersensitivity|diagnos\w*|stage|grade)\b/;

const STAGED_VISIT = /^\s*(?:rct|root canal(?: treatment)?|endo|perio(?:dontal)? therapy|implant|ortho(?:dontics)?)\b[^.]{0,30}\b(?:(?:stage|visit|phase|appointment) (?:\d|one|two|three)|(?:\d(?:st|nd|rd|th)|first|second|third|final) (?:stage|visit|phase|appointment))\b|^\s*implant (?:crown|bridge)s?\b[^.]{0,20}?\b(?:fit|seat|delivery)\b/;

const hasTooth = (doc: Doc, text: string) => tokenize(text).some((t) => isTooth(doc, t.text));

/**
 * Where a clause without a cue belongs: the opening is the reason for attending (or treatment, if said
 * as done); later text stays in the current section unless it clearly belongs elsewhere.
 */
function place(doc: Doc, text: string, current: Section | null, opening: boolean, beforeRemark: Section | null = null, filmInTreatment = false): Section {
  const weak = weakSection(lower(text));
  // After a film taken during treatment, a sentence that says what was done next is treatment again ("PA: fragment in
  // the apical third of MB. | Attempted bypass w/ 08 K file …", "… | perforation was sealed with MTA").
  if (current === 'RADIO' && filmInTreatment && saysStep(text)) return 'TX';
  // So is one after the consent, unless it goes on about the consent ("Written consent signed by dad. | #19 band size 34
  // selected, intraoral scan …").
  if (current === 'CONSENT' && saysStep(text) && !/\b(?:signed|given|obtained|gained|understood|understands|explained|discussed|agreed|consented|witnessed|consent|risks?)\b/i.test(text)) return 'TX';
  // A remark said in the middle of today's treatment is one sentence; the treatment goes on after it ("… he was really
  // happy with it. | Contacts and margins all good.").
  // Not an errand of the front desk ("Pre-auth for crown sent to insurance.").
  if (current === 'NOTES' && beforeRemark === 'TX' && !weak && !/\b(?:insurance|pre-?auth\w*|invoice|paid|payment|balance|receipt)\b/i.test(text)) return 'TX';
  // After only remarks about the patient, a visit named without a verb of doing is what they came for ("Arrived
  // 15 minutes late. | Adult prophy and exam.").
  if (current === 'NOTES' && opening && weak?.named && !weak.all.has('TX') && !doneSplits(doc, text).length) return 'CC';
  // Dictation that opens with a chart finding, with no cue before it, is the examination.
  // A tooth said with what troubles the patient ("8 crown came off, no pain") is the complaint.
  // A course of treatment named with its stage is the visit's title ("RCT UR6 stage 2 (obturation).", "RCT LR6 2nd
  // visit."), and so is an implant crown's fit ("Implant crown UL4 fit (screw-retained).").
  if (current === null && STAGED_VISIT.test(lower(text))) return 'CC';
  if (current === null) return doneSplits(doc, text).length ? 'TX' : opensWithFinding(doc, text) && !weak?.all.has('CC') ? 'DENTAL' : 'CC';
  // Among the examination findings a sentence that opens with a chart finding is the chart ("IO: … WNL. | Fractured
  // ML cusp on #14, large MOD amalgam.").
  // So is one among chart entries ("#1 … missing. | Recurrent decay on #14 under MOD amalgam.").
  // So is one right after the medical history ("… no allergies | 13 12 11 21 22 and 23 palatal erosion into dentine").
  if ((current === 'INTRA' || current === 'EXAM' || current === 'EXTRA' || current === 'DENTAL' || current === 'MEDHX') && opensWithFinding(doc, text)) return 'DENTAL';
  const periodontal = weak?.section === 'DX' && PERIODONTAL.test(lower(text)) && !OTHER_DX.test(lower(text));
  if (current === 'DENTAL' && !hasTooth(doc, text)) return periodontal ? 'INTRA' : (weak?.section ?? 'INTRA');
  // After the extra-oral findings, a sentence about the soft tissue at a tooth or implant is intra-oral ("EO: WNL. | Around
  // implant #19: PD 7-8 mm").
  if (current === 'EXTRA' && SOFT_TISSUE_AT_TOOTH.test(text)) return 'INTRA';
  // A swelling or node said among the extra-oral findings is one of them, not the complaint ("EO: T 37.9, HR 96. | Mild
  // swelling L mandible, L submandibular LN tender.").
  if (current === 'EXTRA' && weak?.section === 'CC' && /\b(?:swelling|swollen|lymph\w*|ln|lns|nodes?)\b/i.test(text) && !/\b(?:since|ago|for \d|days?|weeks?|complain\w*|c\/o|gums?|gingiv\w*|vestibul\w*|sulcus)\b/i.test(text) && !hasTooth(doc, text)) return 'EXTRA';
  // A sentence that opens with a diagnosis after a radiograph report is the diagnosis ("PA of #3: … | Symptomatic irreversible pulpitis #3.").
  if (current === 'RADIO' && weak?.section === 'DX' && DX_OPENING.test(lower(text).trim())) return 'DX';
  if (weak && leaves(current, weak, periodontal)) return weak.section;
  return current;
}

/** Words a film report says what it shows with, not what was done. */
const REPORTED = /^(?:showed|shows|revealed|reveals|confirmed|confirms|taken|seen|noted|visible|present|widened|resorbed|filled|incorporated|extruded|healed|healing)$/;
/** Whether a sentence says a step done: a verb of doing among its first words ("attempted bypass", "MTA placed", "bleeding was controlled"). */
function saysStep(text: string): boolean {
  const toks = tokenize(lower(text)).filter((t) => /^[a-z]/.test(t.low));
  return toks.slice(0, 4).some((t, k) => !REPORTED.test(t.low) && (PARTICIPLE.test(t.low) || isPastVerb(toks, k) || /^(?:attempted|tried|stopped|abandoned)$/.test(t.low)) && !JUDGED.test(t.low));
}

/** The soft tissue at a tooth: a socket, an operculum, the mucosa or tissue round an implant or a partly erupted tooth. */
// Also the space a missing tooth left ("the #4 space has healed well", "25 space: ridge adequate").
const SOFT_TISSUE_WORDS = '(?:(?:around|round) (?:the |her |his )?implants?|space(?!\\s+maintainers?\\b)|(?:extraction\\s+)?sockets?|(?:implant\\s+|extraction\\s+|surgical\\s+|graft(?:ed)?\\s+)?site|operculum|peri-?implant (?:mucosa|tissues?|flap)|pericoronal (?:tissues?|flap))';
const SOFT_TISSUE = new RegExp(`\\b${SOFT_TISSUE_WORDS}\\s*$`, 'i');
// So is the gum at an implant ("implant UL1 gum red around the crown").
/** A drug named first. */
const DRUG_FIRST = new RegExp(`^${DRUG}`);
const RADIO_REPORT = new RegExp(`^\\s*(?:(?:post|pre)[- ]?op(?:erative)? |final |check |review |working length |wl )?(?:${RADIOGRAPH}|periapicals?|films?|lcr|occlusal)\\b[^:.;]{0,60}:[^.;]*$`, 'i');
const RETAINER = /^[\s,;:.-]*(?:the\s+)?(?:(?:upper|lower|maxillary|mandibular)\s+)?(?:(?:bonded|fixed|clear|removable|lingual|vacuum-formed)\s+)?(?:retainer|essix|vivera|vfr|hawley)\b/i;
const SOFT_TISSUE_AT_TOOTH = new RegExp(`^[\\s,;:.-]*(?:(?:the\\s+)?(?:\u27E6\\d+\u27E7\\s+)?${SOFT_TISSUE_WORDS}|(?:the\\s+)?implant\\s+\u27E6\\d+\u27E7\\s+(?:gums?|gingivae?|mucosa|tissues?))\\b`, 'i');

/**
 * Said run-on in the middle of today's treatment, a remark ends where "after that" or "then" goes on with a step ("she
 * needed a little break | after that etched and bonded"); typed, where a step follows a comma (", then cured", ", sent
 * back to lab", ", fluoride varnish 22,600 ppm all teeth").
 */
const TYPED_STEP = new RegExp(`(?<=[,;]\\s*)(?:(?:after that|and then|then)\\s+(?=[a-z]+ed\\b)|(?=${PARTICIPLE.source.slice(1, -1)}\\b))`, 'i');
const AFTER_COMMA = /[,;]\s*/g;
/** Where a procedure (not a bare material) is named first after a comma, or -1. */
function typedProcedure(text: string): number {
  for (const m of text.matchAll(AFTER_COMMA)) {
    const at = m.index + m[0].length;
    if (findProcedures(text.slice(at)).some((p) => p.start === 0 && !p.material)) return at;
  }
  return -1;
}
function stepsAfterRemark(s: Sentence, splits: Split[], current: Section | null, beforeRemark: Section | null): Split[] {
  const step = s.runOn ? /\b(?:after that|and then|then)\s+(?=[a-z]+ed\b)/i : TYPED_STEP;
  const out: Split[] = [];
  let section = current;
  let before = current === 'NOTES' ? beforeRemark : null;
  let from = 0;
  /** Whether the remark was opened by its header ("Notes: … needed 3 breaks" is all notes). */
  let headed = false;
  const look = (to: number) => {
    if (section !== 'NOTES' || before !== 'TX' || headed) return;
    const next = step.exec(s.text.slice(from, to));
    const at = next ? next.index : s.runOn ? -1 : typedProcedure(s.text.slice(from, to));
    if (at >= 0 && s.text.slice(from, from + at).trim()) out.push({ start: from + at, end: from + at + (next?.[0].length ?? 0), section: 'TX', header: true });
  };
  for (const sp of splits) {
    look(sp.start);
    out.push(sp);
    if (sp.section !== section) {
      before = section;
      headed = !!sp.header;
    }
    section = sp.section;
    from = sp.end;
  }
  look(s.text.length);
  return out.sort((a, b) => a.start - b.start);
}

export function segment(doc: Doc): Clause[] {
  // Recogniser output has no punctuation at all: every sentence is run-on.
  const unpunctuated = !/[.,;:!?](?=\s|$)/.test(doc.text);
  const clauses: Clause[] = [];
  let current: Section | null = null;
  /** The section a run of remarks interrupted. */
  let beforeRemark: Section | null = null;

  const all = sentences(doc.text);
  for (const [n, text] of all.entries()) {
    if (text === SCRATCH) {
      // In a run of chart findings the clause before is the last tooth's finding ("#14 M caries #3 PFM crown … #30 MOD
      // amalgam fractured | scratch that").
      const last = clauses[clauses.length - 1];
      const teeth = last?.section === 'DENTAL' ? toothCandidates(doc, last.text) : [];
      // Said again with a change, only the words said again go ("no tobacco | 2 or 3 glasses of wine a week | scratch that
      // 2 or 3 glasses of wine a night").
      const again = last ? restated(last.text, all[n + 1] ?? '') : -1;
      if (last && again > 0) last.text = last.text.slice(0, again);
      else if (last && teeth.length > 1) last.text = last.text.slice(0, teeth[teeth.length - 1]!.at);
      else clauses.pop();
      continue;
    }
    // Recogniser text (no capitals) is run-on even where a comma or full stop was dictated ("… 3 days, kept her up
    // last night medical history …"); typed text is where a stretch between commas runs long.
    const longest = Math.max(...text.split(/[,;]/).map((part) => part.trim().split(/\s+/).length));
    const s: Sentence = { text, low: lower(text), runOn: unpunctuated || doc.spoken || longest > RUN_ON_WORDS };
    const pieces = withTeeth(doc, s, stepsAfterRemark(s, sentenceSplits(doc, s, current), current, beforeRemark), current);
    const first = pieces[0];
    const lead = first ? text.slice(0, first.start) : text;
    // A visit named before who came with the patient is the reason for attending ("new patient exam | attended
    // with her husband"), not part of the note about them; so is a complaint before the history ("toothache | asthmatic").
    // So is an appointment named first ("debond appointment | 16 year old with mom").
    const visit = (first?.section === 'NOTES' || first?.section === 'MEDHX') && (weakSection(lower(lead))?.section === 'CC' || (current === null && !clauses.length && /\b(?:appointment|appt|visit)[\s,.:;-]*$/i.test(lead) && !/\b(?:home|domiciliary|ward|bedside)\s+visit\b/i.test(lead)));
    const leadJoins = !!first?.phrase && lead.trim().split(/\s+/).length <= LEAD_WORDS && !visit;
    const here: Clause[] = [];
    if (tidy(lead) && !leadJoins) {
      const filmInTreatment = current === 'RADIO' && [...clauses].reverse().find((c) => c.section !== 'RADIO')?.section === 'TX';
      current = place(doc, lead, current, clauses.every((c) => c.section === 'NOTES'), beforeRemark, filmInTreatment);
      here.push({ section: current, text: lead, runOn: s.runOn });
    }
    const sectionBefore = current;
    pieces.forEach((p, k) => {
      const from = k === 0 && leadJoins ? 0 : p.header ? p.end : p.start;
      const part = text.slice(from, pieces[k + 1]?.start ?? text.length);
      const last = here[here.length - 1];
      // Within a punctuated sentence, parts of one section stay one clause (commas separate its items).
      if (!s.runOn && last && last.section === p.section && !p.header) last.text += part;
      else here.push({ section: p.section, text: part, runOn: s.runOn });
      current = p.section;
    });
    // An article never ends a clause: with the words after it in the same section the clause goes on ("still on the |
    // pill"), else it goes with them ("recommended an | electric toothbrush").
    for (let k = here.length - 2; k >= 0; k--) {
      const c = here[k]!;
      const next = here[k + 1]!;
      const article = /\s(the|a|an)\s*$/i.exec(c.text);
      if (!article) continue;
      if (next.section === c.section) {
        c.text += next.text;
        here.splice(k + 1, 1);
      } else {
        c.text = c.text.slice(0, article.index + 1);
        next.text = `${article[1]} ${next.text.trimStart()}`;
      }
    }
    // A tooth said alone before the soft tissue at it goes with that finding ("LL8 | socket healing well").
    for (let k = here.length - 2; k >= 0; k--) {
      if (here[k]!.section === 'DENTAL' && /^\s*\u27E6\d+\u27E7\s*$/.test(here[k]!.text) && here[k + 1]!.section === 'INTRA' && SOFT_TISSUE_AT_TOOTH.test(here[k + 1]!.text)) {
        here[k + 1]!.text = `${here[k]!.text.trim()} ${here[k + 1]!.text.trimStart()}`;
        here.splice(k, 1);
      }
    }
    for (const c of here) if (c.section !== 'NOTES') beforeRemark = c.section;
    if (!here.length && sectionBefore !== 'NOTES') beforeRemark = sectionBefore;
    clauses.push(...here);
  }

  // In punctuated examination sentences, a finding about a tooth makes the clause a chart entry; one about the soft
  // tissue at a tooth ("UR1 socket with clot", "operculum 38 mildly inflamed") is an intra-oral finding.
  return clauses
    // A diagnosis or a treatment step is not said to the patient: what is explains it ("your gums need a deep cleaning",
    // "we'll need to take it out", "you'll be numb for a few hours").
    .map((c) => ((c.section === 'DX' && explains(c.text, TO_PATIENT, 6)) || (c.section === 'TX' && explains(c.text, YOU, 0)) ? { ...c, section: 'CONSULT' as Section } : c))
    .map((c) => (!c.runOn && (c.section === 'INTRA' || c.section === 'EXTRA' || c.section === 'EXAM') && toothCandidates(doc, c.text).length ? { ...c, section: 'DENTAL' as Section } : c))
    .flatMap((c) => {
      // An orthodontic retainer is examined as a whole, the teeth it spans only where it is ("Lower bonded retainer
      // LR3-LL3 intact", "Upper Essix retainer is cracked over #3").
      if (c.section === 'DENTAL' && RETAINER.test(c.text)) return [{ ...c, section: 'INTRA' as Section }];
      const soft = c.section === 'DENTAL' ? SOFT_TISSUE_AT_TOOTH.exec(c.text) : null;
      if (!soft) return [c];
      // Only up to the next tooth with a finding of its own ("LL6 socket empty | LL5 and LL7 sound").
      const next = toothCandidates(doc, c.text).find((t) => t.at >= soft[0].length);
      const intra = { ...c, section: 'INTRA' as Section, text: next ? c.text.slice(0, next.at) : c.text };
      return next ? [intra, { ...c, text: c.text.slice(next.at) }] : [intra];
    })
    .filter((c) => c.text.replace(/[\s.,;:!?-]/g, '').length);
}

/** Said to the patient, or of what "we" will do. */
const TO_PATIENT = /\b(?:you|your|you'?(?:ll|re|ve|d)|we|we'?(?:ll|d|re|ve))\b/i;
/** Words that only open what is said ("okay so your gums …"). */
const OPENERS = /^\W*(?:(?:okay|ok|so|and|now|right|well|alright)\W+)*/i;
const YOU = /\b(?:you|your|you'?(?:ll|re|ve|d))\b/i;
/** DIAGNOSIS without its global flag, for a plain test. */
const NAMES_DIAGNOSIS = new RegExp(DIAGNOSIS.source, 'i');
/** A clause that opens by speaking to the patient (within its first words), before it names any diagnosis. */
function explains(text: string, to: RegExp, words: number): boolean {
  const said = to.exec(text);
  if (!said || text.slice(0, said.index).replace(OPENERS, '').trim().split(/\s+/).filter(Boolean).length > words) return false;
  return !NAMES_DIAGNOSIS.test(text.slice(0, said.index));
}

/** Words that record a medical emergency in the chair and how it was managed. */
const EMERGENCY = /\b(?:lost consciousness|loss of consciousness|fainted|passed out|came round|regained consciousness|collapsed|vasovagal|syncope|legs (?:raised|elevated)|chair (?:laid flat|reclined)|laid flat|supine|hyperventilat\w*|anaphyla\w*|seizure|hypo(?:glycaemi\w*|glycemi\w*)?\b|glucose (?:drink|gel)|oxygen (?:given|at|\d+|via|by))/;
