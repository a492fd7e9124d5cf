// Recogniser and dictation noise: fillers, dictated punctuation, spelled-out abbreviations ("n a d").
import { answeredNo, AP, CHAIR_TALK, withoutEchoes, withoutSpeakers } from './conversation.ts';

/** Spelled letters the recogniser writes one by one, and what they stand for. */
const SPELLED: Record<string, string> = {
  nad: 'NAD', ohi: 'OHI', pa: 'PA', srp: 'SRP', psr: 'PSR', bpe: 'BPE', id: 'ID', ianb: 'IANB', idb: 'IDB',
  tmj: 'TMJ', opg: 'OPG', ttp: 'TTP', wnl: 'WNL', mod: 'MOD', mo: 'MO', do: 'DO', rct: 'RCT', gic: 'GIC',
  la: 'LA', poig: 'POIG', bw: 'BW', bwx: 'BWX', fmx: 'FMX', cbct: 'CBCT', nkda: 'NKDA', oe: 'O/E', co: 'C/O',
  eo: 'EO', io: 'IO', gp: 'GP', pmpr: 'PMPR', rsd: 'RSD', ept: 'EPT', pdl: 'PDL', opt: 'OPT', dpt: 'DPT',
  sdf: 'SDF', mta: 'MTA', ssc: 'SSC', pfm: 'PFM', irm: 'IRM', zoe: 'ZOE', edta: 'EDTA', ah: 'AH',
  pmh: 'PMH', cc: 'CC', tx: 'TX', rx: 'Rx', bop: 'BOP', nv: 'NV', fu: 'F/U', mh: 'MH', hx: 'Hx',
  fv: 'FV', fs: 'FS', xla: 'XLA', dx: 'Dx', htn: 'HTN', poi: 'POI', tbi: 'TBI', tid: 'TID', bid: 'BID', tds: 'TDS',
  qid: 'QID', rtc: 'RTC', ppm: 'ppm',
};

/** A run of spelled letters read as the abbreviations it is made of ("g i c s d f" → "GIC SDF"), or as said. */
function spelledOut(run: string): string {
  const letters = run.replace(/ /g, '').toLowerCase();
  // Fewest pieces that spell the whole run, found from its end.
  const best: (string[] | null)[] = Array(letters.length + 1).fill(null);
  best[letters.length] = [];
  for (let i = letters.length - 1; i >= 0; i--) {
    for (let j = i + 2; j <= letters.length; j++) {
      const word = SPELLED[letters.slice(i, j)];
      const rest = best[j];
      if (word && rest && (!best[i] || rest.length + 1 < best[i]!.length)) best[i] = [word, ...rest];
    }
  }
  if (best[0]) return best[0].join(' ');
  // A letter said before the abbreviation keeps its own meaning (a tooth "lower right E | n a d", "letter T | o h i").
  const said = run.split(' ');
  const from = best.findIndex((b, i) => i > 0 && i < letters.length && b !== null);
  return from > 0 ? [...said.slice(0, from), ...best[from]!].join(' ') : run;
}

/**
 * Social asides said at the chair, which note nothing ("bless her", "poor chap", "which was nice", "fingers crossed",
 * "I forgot to say", "I think that's everything", a request to the nurse), with the comma or full stop said after them.
 */
const ASIDES = new RegExp(
  [
    `bless (?:him|her|them|his heart|her heart)`,
    `(?<!\\b(?:a|the|very|quite|rather|is|was|in|of)\\s)poor (?:thing|chap|love|lad|lass|soul|fella|fellow|guy|girl|boy|kid|man|woman)(?! (?:oral|hygiene|compliance|prognosis|historian|healer|co-?operation|cooperation)\\b)`,
    `(?:which|that) (?:was|is|${AP}s) (?:nice|lovely|good to see|great to see|great|a pain)`,
    `sounds (?:lovely|great|fun|nice)`,
    `lovely (?:man|lady|woman|lad|gentleman|chap|girl|boy|family)(?= |$|[,.])`,
    `fingers crossed`,
    `can${AP}t (?:blame|say i blame) (?:him|her|them)`,
    `(?:(?:oh|and)\\s+)*i (?:forgot|almost forgot|nearly forgot)(?: to (?:say|mention))?`,
    `(?:oh\\s+)?before i forget`,
    `(?:i think )?that${AP}s (?:everything|all)(?: for (?:today|now))?(?=\\s*[.,]?\\s*$)`,
    `^(?:okay |ok |right |so )*(?:a )?quick one`,
    // What is asked of the nurse while working ("can I have the excavator please, thanks", "could you mix some Vitrebond please").
    // What is said to the patient while working ("just bite together gently for me, lovely", "you're doing brilliantly").
    `you did (?:really |so |very )?(?:great|well|brilliantly|amazing(?:ly)?|fantastic)(?:,? (?:we${AP}re|we are) all done(?: for today)?)?`,
    `just (?:a )?(?:little |bit of |small )?(?:pressure|push|vibration|noise|water)(?: now)?(?=[\\s,.]|$)`,
    `(?:just )?(?:a )?sharp scratch(?: now)?`,
    `(?<!\\b(?:the|a|an|his|her|their|your|my|checked|check|adjusted|adjust|on|in|of|to)\\s)(?:just |now |and )?(?:(?:bite|open|close|turn|tilt|lift|keep|stay|relax|rinse|swallow|breathe|hold|lie|lean|sit|stand)(?: [\\w'-]+){0,4}?|a (?:little|bit|few seconds|moment) (?:longer|more|wider)) for me(?:,? (?:please|lovely|thanks|thank you|great|perfect|brilliant|well done|good))*`,
    `(?:(?:nearly|almost) (?:there|done)(?: now)?,? )?you${AP}re doing (?:really |so |very )?(?:well|great|brilliantly|fine|amazing(?:ly)?)(?:,? (?:nearly|almost) (?:there|done))?`,
    `(?:more )?suction please(?:,? (?:right )?now)?`,
    `(?:hey,? |nurse,? )?(?:(?:can|could|would) (?:i|you|we) (?:please )?[a-z]+|pass me) (?:[\\w'-]+ ){0,8}?(?:please|thanks|thank you)(?:,? (?:thanks|thank you|ta|lovely|great|cheers|perfect))*`,
    ...CHAIR_TALK,
  ]
    .map((a) => `(?:${a})`)
    .join('|')
    // With a dash said before it ("… plans - sounds lovely.").
    .replace(/^/, '(?:(?<=\\s)[-\\u2013\\u2014]+\\s+|^|(?<=\\s)|\\b)(?:')
    .concat(')[,.]?(?=\\s|$)'),
  'gi',
);

/** Marks "scratch that": the clause before it is dropped when the notes are built. */
export const SCRATCH = '\u2298';

/** How a tooth is said to begin: its number, in digits or words, or its quadrant. */
const TOOTH_START = '(?:#?\\d|number\\b|upper\\b|lower\\b|u[lr]\\b|l[lr]\\b|u[lr]\\d|l[lr]\\d|(?:one|two|three|four|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|twenty|thirty|forty)\\b)';

const GOODBYE = "(?:ta|thanks|thank you|cheers|that's it|that is all|end of (?:note|dictation)|see you(?: soon| then| later| next time| in a bit)?|take care|bye(?: bye| now| for now)?|goodbye|have a (?:good|nice|lovely|great) (?:day|weekend|evening|afternoon|one))(?: (?:very|so) much)?";
const SIGN_OFF = new RegExp(`[\\s.,;]*\\b(?:(?:lovely|great|brilliant|perfect|okay|ok)[\\s.,!]+)*${GOODBYE}(?:[\\s.,!]+(?:${GOODBYE}|lovely|great|brilliant|perfect|okay|ok|right))*[.!]*\\s*$`, 'i');

export function cleanTranscript(raw: string): string {
  return answeredNo(withoutEchoes(withoutSpeakers(raw)))
    // A typed fraction stays one character ("smokes ½ ppd"); NFKC would write it as "1⁄2".
    .replace(/[¼½¾]/g, (f) => `\uE000${'¼½¾'.indexOf(f)}`)
    .normalize('NFKC')
    .replace(/\uE000(\d)/g, (_m, n: string) => '¼½¾'[Number(n)]!)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\bw\/o\b/gi, 'without')
    .replace(/\s*\b(?:full stop|new paragraph|new line|next line|next heading)\b/gi, '.')
    // "Period" said as the full stop (US), not a length of time ("for a period of 2 weeks", "healing period").
    .replace(/(?<=\S)\s*(?<!\b(?:a|the|this|that|each|every|any|trial|grace|waiting|healing|recovery|short|long|same|whole|up|time|menstrual|observation|monitoring|review|settling|adjustment|retention|wear)\s)\bperiod\b(?!\s+(?:of|when|where|after|before|during)\b)/gi, '.')
    // Brackets said aloud.
    .replace(/\s*\b(?:open|left) (?:bracket|paren(?:thesis)?)\s*/gi, ' (')
    .replace(/\s*\b(?:close|closed|right|end) (?:bracket|paren(?:thesis)?)\b/gi, ')')
    // A typed list's numbers at the start of its lines ("1) 2 carps articaine …", "2. RD") are no content; said on one
    // line, the list's items are found by their numbers later.
    .replace(/(^|\n)[ \t]*\d{1,2}[).][ \t]+(?=\S)/g, (m, line: string) => (/\n[ \t]*\d{1,2}[).][ \t]+\S/.test(raw) ? line : m))
    // A typed line ends its sentence as a dictated "new line" does.
    .replace(/([^\s.,;:!?])[ \t]*(?:\r?\n)+/g, '$1.\n')
    // A sign-off at the very end ("Review 6/12. Ta.", "… recall 6 months thanks") is no content.
    // So are the goodbyes that end a recording ("… recall 9 months lovely see you soon take care bye").
    .replace(SIGN_OFF, '.')
    .replace(/\s*\bsemi ?colon\b/gi, ';')
    .replace(/\s*(?<!\b(?:the|her|his|their|of|sigmoid|transverse|descending|ascending)\s)\bcolon\b(?!\s+(?:cancer|polyps?|resection|surgery|carcinoma|disease|removed)\b)/gi, ':')
    .replace(/\s*\bcomma\b/gi, ',')
    .replace(/\b(?:scratch|strike|delete|cancel|disregard) (?:that|the last bit)\b/gi, SCRATCH)
    // Fillers; "er" only in lower case and not after an article so the emergency room survives ("ER", "go to the er"),
    // "ah" not in the sealer AH Plus.
    .replace(/(?:^|\s)(?:[Uu]m+|[Uu]h+m*|[Ee]rm+|[Hh]mm+|[Aa]h+(?!\s+(?:plus|26)\b)|mmm+)\b[,.]?(?=\s|$)/g, ' ')
    .replace(/(?:^|(?<!\b(?:the|an))\s)er\b[,.]?(?=\s|$)/g, ' ')
    // An aside that ends a sentence leaves its full stop, so the sentence after it still opens with its header ("… wedding
    // plans - sounds lovely. Med hx: …").
    .replace(ASIDES, (aside) => (aside.endsWith('.') ? '.' : ' '))
    .replace(/,\s*\.(?=\s|$)/g, '.')
    // "Oh" said as an aside ("oh, and …"); not "OH" (oral hygiene), nor the zero of a number ("4 oh Vicryl").
    .replace(/\b[Oo]h,?(?= (?:and|also|by the way|yes|yeah)\b)/g, ' ')
    // "Also" opening a clause is a clause opener, however far into a run-on sentence ("… on clopidogrel | also on
    // atorvastatin"); said after its subject it stays ("patient's son also came in"), and so does a finding's "also on"
    // before a tooth ("37 occlusal caries also on 47": the chart gives 47 the same finding).
    .replace(new RegExp(`(?<!\\b(?:patient|pt|i|we|he|she|they|it|was|is|were|are|has|have|had|son|daughter|mum|mom|dad|wife|husband|s)\\s)\\balso\\b(?! on (?:the )?${TOOTH_START})[,]?\\s*`, 'gi'), '')
    // The NHS claim form, whose number is no tooth ("f p seventeen submitted").
    .replace(/\bf\.? ?p\.? ?(?:seventeen|17)\b/gi, 'FP17')
    // Shorthand said with its slash: letters ("c slash o" → "C/O", "r slash v"), intervals ("six slash twelve",
    // "two slash five two") and the rest ("three two three star slash four three four").
    .replace(/\b([a-z]) slash ([a-z])\b/gi, (_m, a: string, b: string) => `${a.toUpperCase()}/${b.toUpperCase()}`)
    .replace(/\s+slash\s+(five two|fifty two|twelve|seven)\b/gi, (_m, d: string) => ` /${d.toLowerCase() === 'twelve' ? 12 : d.toLowerCase() === 'seven' ? 7 : 52}`)
    .replace(/\s+slash\s+/gi, ' / ')
    .replace(/\bs plus p\b/gi, 'S+P')
    // The hospital's emergency department said aloud ("go to a and e").
    .replace(/\ba (?:and|n) e\b/gi, 'A&E')
    // Not a letter of shorthand said with its slash ("e slash o | n a d | i slash o").
    .replace(/\b(?<!\/)[a-z](?: [a-z]\b(?!\/))+/gi, spelledOut)
    // Letters the recogniser hears as words: "see oh" (C/O), "oh ee" (O/E).
    .replace(/\bsee oh\b/gi, 'C/O')
    .replace(/\boh ee\b/gi, 'O/E')
    // Chairside framing: "okay so we're looking at number nineteen here fractured cusp" says what the finding is about.
    .replace(/\b(?:(?:okay|ok|so|now|and)\s+)*(?:we are|we're|we re|i am|i'm|i m)\s+(?:now\s+)?looking at\s+((?:\S+\s+){0,3}?\S+)\s+here\b/gi, (_, what: string) => (/^[a-t]$/i.test(what) ? `tooth ${what}` : what))
    // A restoration named by what it is bonded with is one word, not a step ("cemented the resin bonded bridge", "46
    // porcelain bonded crown tender").
    .replace(/\b(resin|porcelain|metal|composite) bonded(?= (?:bridges?|crowns?|restorations?|retainers?|wings?|splints?)\b)/gi, '$1-bonded')
    // The patient said as letters ("p t here for …"), and a bioceramic sealer ("b c sealer").
    .replace(/\bp t(?= (?:here|is|was|has|presents|reports|states|came|attended|tolerated|wants|declined|agreed)\b)/gi, 'pt')
    .replace(/\bb c(?= sealer\b)/gi, 'BC')
    // Two surfaces said as letters before the part of the tooth they name ("cracked d l cusp", "m b root").
    .replace(/\b([mdb]) ([blp])(?= (?:cusps?|roots?|canals?|pockets?|caries)\b)/gi, (_m, a: string, b: string) => `${a}${b}`.toUpperCase())
    // A surface said as its letter before a restoration or caries ("o composite number two").
    .replace(/(?<![\w'])([mdoblf])(?= (?:composite|amalgam|gic|filling|restoration|caries|onlay|inlay)\b)/g, (letter) => letter.toUpperCase())
    .replace(/\s+([,.;:!?])/g, '$1')
    // Not the full stop after a one-letter word ("e.max", "e.g.").
    .replace(/([,;:]|(?<!(?:^|[\s(])[a-z])\.)(?=[^\s\d])/gi, '$1 ')
    .replace(/([.;:,])\s*\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
