// A recording left running through the visit: the talk at the chair around what is dictated. Greetings, seating,
// checks on how a test felt and the patient's bare replies note nothing; speaker labels of a typed transcript are no content.

/** An apostrophe as typed, or dropped by the recogniser ("let's", "let s", "lets"). */
export const AP = "(?:'|\\s)?";
/** Where talk opens: the start, after a pause, or after a word that only keeps the talk going. */
const OPENS = '(?<=^|[.,!?;:]\\s*|\\b(?:okay|ok|right|so|and|well|hi|hiya|hello|morning|afternoon|again|there|in|through|seat|lovely|great|brilliant|good|thanks|you)\\s)';
/** What a patient says back to a greeting or a check ("not great to be honest", "fine thanks", "ow yes that one"). */
const REPLY = "(?:(?:i${AP}m |i m )?(?:not (?:great|bad|too bad|so good|brilliant)|fine|good|great|well|ok|okay|alright|yes|yeah|yep|no|nope|ow|ouch|a (?:bit|little))(?: (?:thanks|thank you|to be honest|really|yes|yeah|that one|there|that${AP}s (?:the one|it)|a bit|a little|you|not really))*)";

/** A greeting, said on its own or opening what comes next. */
const GREETING = '(?:hi|hiya|hello|hey|good morning|good afternoon|morning|afternoon)';

/** Talk at the chair that notes nothing, for the clean-up's asides. */
export const CHAIR_TALK = [
  // Greetings and seating ("hiya come on through have a seat", "morning come in", "come and sit in the big chair").
  `(?<!\\b(?:this|yesterday|tomorrow|the|every|each|that|one|a|in|on|since|till|until|by|from|saturday|sunday|monday|tuesday|wednesday|thursday|friday)\\s)${GREETING}(?: (?:again|there|buddy|sweetie|sweetheart|mate|love|guys|both|both of you|you two|\\[name\\]))?,?(?=\\s+(?:come|take|have a seat|how are|lovely to|nice to|good to|welcome|what|let${AP}s|you${AP}re|can you|could you|i${AP}m|i hear|so)\\b)`,
  `${OPENS}come (?:on |right |and )?(?:in|through|sit)(?: (?:in|on) the (?:big )?chair)?(?:,? come (?:on )?(?:in|through))*(?= |[,.]|$)`,
  `(?:take|have) a seat(?: (?:for me|there|please))?`,
  `(?:come on back|welcome back)(?= |[,.]|$)`,
  `(?:lovely|nice|good|great) to (?:meet|see) you(?: again)?`,
  `how are you(?: (?:doing|today|keeping|getting on))*[?,.]?(?: ${REPLY}(?= |[,.]|$))?`,
  `(?:wow )?(?:you${AP}ve|you have|haven${AP}t you) grown(?: so much)?`,
  `${OPENS}let${AP}s (?:have a (?:quick )?look|take a (?:quick )?look|pop you back|lie you back|get (?:you )?started|get going|get you numb|get you comfy)(?: (?:then|now|shall we|at (?:it|you|that)))*`,
  `${OPENS}let me (?:have|take) a (?:quick )?look(?: (?:then|now))?`,
  // A check on how a tooth feels, with the bare answer ("any pain when I tap here - ow yes that one").
  `(?:any (?:pain|tenderness)|does (?:that|this|it) (?:hurt|feel sore|feel tender)|can you feel (?:that|this)) (?:when i (?:tap|press|push|touch)(?: (?:here|there|on (?:this|that|it)))?)?[?,.]?(?: ${REPLY}(?= |[,.]|$))?`,
  `i${AP}ll (?:just )?(?:numb (?:it|you|that)(?: up)?|get you numb)`,
  `you(?:${AP}ll|${AP}re going to|(?: are| re|'re) going to|${AP}re gonna|(?: are| re) gonna) (?:just )?(?:feel|hear) (?:me )?(?:a |some )?(?:little |small |tiny |bit of )?(?:pinch|scratch|pressure|push|pushing|vibration|cold|water|tightness|sting|noise|cracking(?: noises?)?)(?: now)?(?:,? but no (?:sharp )?pain)?(?:,? it (?:doesn${AP}t|does not|won${AP}t) hurt)?`,
  `(?:just )?(?:a )?(?:little|small|tiny) (?:pinch|sting)(?: (?:there|now))?(?= |[,.]|$)|(?:(?:take a|big) )?deep breath(?: (?:for me|in|now))?(?= |[,.]|$)`,
  `(?:just )?(?:raise|put up|lift) (?:your|a) (?:left |right )?hand (?:if|when) you (?:feel (?:it|anything|that)|want (?:me )?to stop|need (?:a break|me to stop))`,
  // The patient's reaction to a test ("ow yeah that's the one"), and small talk about the journey ("how was the drive in").
  `(?:ow|ouch)(?:,? (?:yeah|yes|yep))?(?:,? that${AP}s (?:the one|it|the pain|sore|the tooth))?(?= |[,.!]|$)`,
  `how was (?:the|your) (?:drive|journey|trip|weekend|holiday|holidays|flight|traffic)(?: in| here| over)?[?,.]?(?: ${REPLY}(?= |[,.]|$))?`,
  `(?:nurse,? )?(?:yes,? )?here you (?:go|are)(?= |[,.]|$)`,
  `i${AP}m (?:just )?going to (?:put|spray|try) (?:something|some|a bit of) (?:cold|ice|water)(?: on (?:a few|some|your|the|this|that)(?: [\\w']+){0,2})?`,
  // History questions whose answer says it all ("have you taken anything - I've been taking ibuprofen", "does it wake you
  // at night"); a bare yes or no keeps its question.
  `(?![^.?!,]{0,40}?\\b(?:no|nope|yes|yeah|yep)\\b)(?:have you (?:had|taken|been taking|noticed|tried|been using)(?: (?:anything|a temperature|a fever|it yourself))?(?: for (?:it|the pain|that))?|does it (?:ever )?(?:wake you(?: up)?(?: at night)?|keep you (?:up|awake)(?: at night)?|hurt (?:to|when you) [a-z]+(?: on it)?)|how long (?:do you think )?(?:has it|it${AP}s|it has|have you had (?:it|this|that))(?: been)?(?: (?:there|going on|like that|hurting|sore))?|(?:can you )?tell me (?:about it|what${AP}s been (?:happening|going on)|what${AP}s going on)|are you taking anything(?: for (?:it|the pain|that))?|where is it|tell me what you${AP}ve noticed|have you got your [a-z]+ (?:book|card|list|letter|inhaler)(?: with you)?|can you (?:swallow|breathe)(?: and (?:swallow|breathe))?(?: (?:okay|ok|alright|normally|fine))?|how long has (?:that|this|it) been going on|i hear you${AP}ve got (?:a |an )?[a-z]+)[?,.]?(?=\\s|$)`,
  // Settling the patient and who came with them in ("pop your bag down there", "mum you can sit just there").
  `pop your (?:bag|coat|things|stuff|jacket) (?:down )?(?:there|here|on the (?:side|chair|floor))|(?:mum|mom|dad|grandma|grandad)(?:,? you can (?:sit|take that chair|have (?:a|that) (?:seat|chair))(?: (?:just )?(?:there|here|over there))?)|(?:hop|jump|climb) (?:up )?(?:in|into|on) the big chair`,
  // A greeting that opens the recording or a turn ("Good morning! Come on back.", "welcome come on back so …").
  `(?<=^\\s*|\\n\\s*|[.!?]\\s+)(?:${GREETING}|welcome(?: back)?)(?: (?:again|there|buddy|mate|love|both))?(?:[,.!](?=\\s)|(?=\\s+(?:come|so|how|welcome|hi|nice|lovely|good|great|i hear|you${AP}re|let${AP}s|take|have|pop)\\b))`,
  `i${AP}m (?:just )?going to call out (?:the )?(?:pockets?|readings|depths|numbers)(?: (?:\\d+|four|five|six) (?:and (?:over|above)|or (?:more|over|above)|plus))?(?:,? (?:sure|okay|ok|yep|ready))?`,
  `(?:just )?(?:a )?(?:little )?bit of (?:water|air)(?: and (?:water|air))?(?: now)?(?= |[,.]|$)|tap(?: tap)+(?= |[,.]|$)|(?:we${AP}re |you${AP}re )?all done(?: for today)?(?=[,.!]?\\s*$|[,.!]?\\s+(?:you|well|brilliant|great|lovely|good)\\b)`,
  // Charting asked of the nurse before the findings ("can you chart for me please one eight missing").
  `(?:nurse,? )?(?:can|could) you (?:please )?(?:chart|put)(?: (?:them|these))?(?: (?:down|in))?(?: for me)?(?: please)?(?: sure)?(?= (?:#?\\d|number|letter|upper|lower|u[lr]|l[lr]|one|two|three|four|five|six|seven|eight|pockets?|bpe|psr)\\b)`,
  `(?:i${AP}m |i am )?(?:so )?sorry (?:you${AP}re|you are) in (?:pain|the wars)|(?:i${AP}m |i am )?sorry to hear (?:that|about that)`,
  // Someone putting their head round the door, up to the thanks that sends them off ("sorry to interrupt, your half eleven
  // is here early … thanks").
  `sorry to (?:interrupt|bother you|disturb you|barge in)(?:[\\s.,?!:;]+[\\w'’&]+){0,30}?[\\s.,!]+(?:thanks|thank you|cheers)(?: (?:okay|ok|right))?(?=\\s|[,.!]|$)`,
  `sorry about that(?=\\s|[,.!]|$)`,
  // Checks on the numbness and the bite, with the patient's answer ("is your lip going numb - yeah it's going", "does that
  // feel high - feels fine", "any high spots", "grind side to side").
  `(?:is|are) (?:your |the |it |that |they )?(?:lip|lips|tongue|cheek|side|tooth|teeth)? ?(?:going|gone|getting|feeling|feel) numb(?: yet| now)?[?,.]?(?: (?:yes|yeah|yep|a bit|it${AP}s going|it is)(?= |[,.]|$))*`,
  `(?:does|do) (?:that|it|this|they|the bite|your bite) feel (?:high|okay|ok|alright|all right|normal|even|comfortable|smooth|fine|sharp|rough)(?: now)?[?,.]?(?: (?:yes|yeah|no|nope|a bit|feels (?:fine|good|okay|ok|normal|even)))*`,
  `any high spots[?,.]?`,
  `(?:now )?grind (?:from )?side to side(?: for me)?`,
  `(?:you${AP}ll )?feel some water(?: now)?`,
  // What the patient is told is about to happen, or asked to do ("I'm going to take a little x-ray of it", "can you hop up
  // in the chair for me", "can you open really big like a lion", "this is Mister Thirsty").
  `i(?:${AP}m| am) (?:just )?going to take (?:a|an|some|a couple of|2) (?:little |quick |big |small )*(?:x-?rays?|x rays?|pictures?|photos?)(?: (?:of (?:it|that|this|them)|that goes all the way (?:round|around)|for me))*`,
  `(?:can|could) you (?:[\\w'-]+ ){1,6}?for me(?:,? (?:please|lovely|thanks|thank you|great|perfect|brilliant|awesome|good))*`,
  `(?:can|could) you open (?:[\\w'-]+ ){0,4}?(?:big|wide)(?: like an? [a-z]+)?(?:,? (?:great|perfect|brilliant|awesome|good job|well done))*`,
  `this is (?:mister|mr) (?:thirsty|bubbles|whistle|tickle|slurpy)(?:,? (?:he|she|it)${AP}s going to (?:[\\w'-]+ ){1,4}?(?:water|teeth|tooth))?`,
  // Said to the patient while working or showing the result ("have a look in the mirror", "little scratch there we go",
  // "you okay, give me a thumbs up", "nearly there").
  `(?:have|take) a look in the mirror(?: for me)?`,
  `(?:just )?(?:a )?little scratch(?: now)?(?:,? there we go)?|${OPENS}there we go(?= |[,.]|$)|(?:nearly|almost) there(?: now)?(?= |[,.]|$)`,
  `(?:are )?you okay(?:,? give me a thumbs up)?(?=[ ,.?]|$)(?! (?:to|with|for|if)\\b)|give me a thumbs up(?: if [\\w' ]{1,30}?(?=[,.]|$))?`,
  // Thanks said in passing ("okay thank you", "thanks", "BPE 2 1 2 2 2 2 thank you"), not what someone is thanked for.
  `(?:${OPENS}|(?<=\\b(?:zero|one|two|three|four|five|six|seven|eight|nine|\\d)\\s))(?:okay |ok )?(?:thank you|thanks)(?: (?:very|so) much)?(?! (?:to|for)\\b)`,
  // The recorder spoken of ("recorder's on", "for the record").
  `(?:the )?recorder${AP}s (?:on|running|going)|(?:okay |ok |so )?for the record(?=[\\s,.:]|$)(?! (?:of|from|that)\\b)`,
  // The nurse's check that the charting was heard ("got that - yep").
  `${OPENS}(?:got that|did you get that)(?:[?,.]|(?= (?:yep|yes|yeah|got it)\\b))?(?: (?:yep|yes|yeah|got it))?(?= |[,.]|$)`,
];

/** When a turn was said, as a recogniser that separates speakers writes it ("[00:01:12]", "(0:45) -"). */
const TIME = '\\[?\\(?\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\.\\d+)?\\)?\\]?[ \\t]*(?:-[ \\t]*)?';
/**
 * Who speaks, as a typed transcript labels its lines ("Dentist:", "Pt:", "Nurse:"), or a recogniser that separates speakers
 * ("Speaker 2:", "Clinician:", "Other:").
 */
const LABEL = '(?:speaker[ \\t]*\\d{1,2}|spk[ \\t]*\\d{1,2}|person[ \\t]*\\d{1,2}|clinician|provider|other|unknown|dentist|dr|doctor|dds|dmd|patient|pt|nurse|dn|dental nurse|assistant|da|hygienist|hyg|rdh|therapist|dt|mum|mom|dad|parent|child|kid|son|daughter|wife|husband|partner|carer|caregiver|interpreter|translator|receptionist)';
const SPEAKER = new RegExp(`^[ \\t]*(?:${TIME})?(${LABEL})[ \\t]*:[ \\t]*`, 'i');
/** A labelled line that only answers ("Yes, that's fine.", "Will do.", "There you go.", "Yes please."). */
const BARE_REPLY = /^[ \t]*(?:yes|yeah|yep|no|nope|ok|okay|sure|will do|there you go|here you go|here you are|oh right|oh okay|right|cool|perfect|brilliant|got (?:that|it)|hi|hiya|hello|morning|afternoon|bye|goodbye|see you(?: then| soon| later| next time)?|cheers|thanks|thank you|great|lovely|fine|that${AP}s fine|please)(?:[ ,]+(?:please|that${AP}s fine|thanks|thank you|go ahead|will do|no problem|there you go|here you go|here you are|doctor|okay|ok|bye|see you(?: then| soon| later| next time)?|right))*[.!]?[ \t]*$/gim;
/**
 * A typed or speaker-separated transcript of the talk, when two or more speakers are labelled: its labels and bare
 * replies go.
 */
export function withoutSpeakers(text: string): string {
  const lines = text.split('\n');
  const labels = lines.map((line) => SPEAKER.exec(line));
  // Told apart by label alone: a time before it does not make another speaker.
  if (new Set(labels.filter((l) => l).map((l) => l![1]!.replace(/\s/g, '').toLowerCase())).size < 2) return text;
  const said = lines.map((line, i) => line.slice(labels[i]?.[0].length ?? 0));
  // A reply that opens a line before what it goes on to say ("No, just the metformin", "Yes please. Pressure relief paste …").
  return said.join('\n').replace(BARE_REPLY, '').replace(/^([ \t]*)(?:yes|yeah|yep|no|nope|okay|ok)(?: please)?[.,!][ \t]*(?=\S)/gim, '$1');
}

/** What a history question asks about ("any changes", "any medical problems or medicines", "any allergies"). */
const ASKED = '((?:[a-z]+ ){0,2}?(?:changes?|problems|concerns|allergies|medicines|medications|meds|tablets|pain|issues)(?: (?:or|and) (?:medicines|medications|meds|tablets|allergies))?)';
/** Where or since when it asks ("to your medical history", "since last time", "at all"). */
const ABOUT = '( (?:to|with|in) (?:your|her|his|their) (?:medical history|health|medicines|medications|tablets))?';
const SINCE = '((?: (?:at all|since (?:last time|we last saw you|your last visit)|at the moment|recently))*)';
const ANSWERED_NO = new RegExp(
  `\\bany ${ASKED}${ABOUT}${SINCE}(?: (?:mum|mom|dad))?[?,.]? (?:no|nope|nah|none)(?:,? (?:not really|none|nothing))?[,.]?(?=\\s|$)(?! (?:changes|allergies|problems|concerns|medical|known|meds|medicines|medications)\\b)`,
  'gi',
);

/**
 * A history question answered "no" is what the note says: "any allergies - no" → "no allergies"; changes asked about
 * are the medical history's ("any changes to your medical history since last time - no" → "medical history no changes since
 * last time").
 */
export function answeredNo(text: string): string {
  return text.replace(ANSWERED_NO, (_m, asked: string, about: string | undefined, since: string) =>
    `${about || /^changes?$/i.test(asked) ? 'medical history ' : ''}no ${asked}${since}`);
}

/** An acknowledgement said after the patient's answer ("… no allergies | lovely", "… it started at the weekend | okay"). */
const ACKNOWLEDGED = /(?<!\b(?:that|it|is|was|be|s|feel|feels|looks?|seems?))\s+(?:okay|lovely|thanks|thank you|congratulations|brilliant)[\s.,!]*$/i;

/** The patient's own account without the clinician's acknowledgement after it. */
export function withoutAcknowledgement(text: string): string {
  return text.replace(ACKNOWLEDGED, '');
}

/** "Please" closing a request to the nurse ("can you book her in for … in 3 weeks please"). */
export function withoutPlease(text: string): string {
  return text.replace(/,?\s+please[\s.,!]*$/i, '');
}

/**
 * The nurse's check of what she charted and its answer ("was that distal - yes distal", "was that the six - yes", "did you
 * say MOD on the 4 - yes MOD").
 */
const ECHO = new RegExp(`(?<=^|\\s)(?:sorry,? )?(?:was that|did you say) (?:the )?(?<echo>[\\w']+(?: [\\w']+){0,2}?)(?: on the [\\w\u27E6\u27E7]+)?[?,]? (?:yes|yeah|yep|correct|that${AP}s right)(?:,? (?:the )?\\k<echo>)?[,.]?(?=\\s|$)`, 'gi');

/** Without the nurse's checks: the item checked ends there, as at a comma. */
export function withoutEchoes(text: string): string {
  return text.replace(ECHO, ', ');
}

/** How long a run of words said again must be to be a read-back rather than a word used twice, and at most. */
const READ_BACK_WORDS = 4;
const READ_BACK_MOST = 40;

/**
 * Without what is said again word for word right after itself: the nurse reading back what she wrote, or the clinician
 * repeating a summary ("no change levothyroxine no allergies | no change levothyroxine no allergies").
 */
export function withoutRepeats(text: string): string {
  const words = text.split(' ');
  const key = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const keys = words.map(key);
  const kept: number[] = [];
  for (let j = 0; j < words.length; ) {
    // The same words right after themselves: words [j - n, j) said again at j.
    let repeated = 0;
    for (let n = READ_BACK_WORDS; n <= Math.min(j, READ_BACK_MOST) && j + n <= words.length; n++) {
      let i = 0;
      while (i < n && keys[j - n + i] && keys[j - n + i] === keys[j + i]) i++;
      if (i === n) repeated = n;
    }
    if (repeated) j += repeated;
    else kept.push(j++);
  }
  if (kept.length === words.length) return text;
  return kept.map((i) => words[i]).join(' ').replace(/\s+([.,;:])/g, '$1').replace(/[\s.,;:]+$/, '');
}

/**
 * What kind of visit it is, said as the clinician turns to it ("okay routine check up", "right two fillings today"); not a
 * visit spoken of ("found at her check up", "we're doing the filling today").
 */
const VISIT_KIND = /(?<!\b(?:at|her|his|your|their|my|our|last|the|a|an|doing|do|did|from|since|after|before|next|for|this)\s)\b(?:(?:(?:routine|regular|six month|6 month|annual) )?check ?-?up\b|new patient (?:exam(?:ination)?|assessment|check ?-?up|appointment)\b|(?:\d+ )?(?:fillings?|crown prep|crown fit|extraction|root canal)\b[^.?!]{0,40}?\btoday\b)/i;
/** Talk between people at the chair ("did you get away this summer", "I'm the dentist and this is Jo"). */
const TALK = new RegExp(`\\b(?:you|your|yourself|i|i${AP}m|i${AP}ve|me|we)\\b`, 'i');
const COMPLAINT = /\b(?:pain|painful|ache|aching|hurt|hurts|hurting|sore|sensitive|sensitivity|swelling|swollen|broke|broken|chipped|lost|loose|bleed|bleeds|bleeding|snapped|cracked|fell out|came out|came off|worried|concerned)\b/i;

/**
 * A recorded visit's complaint starts where the clinician names the visit, after the small talk that opened it ("oh not
 * bad thanks … did you get away this summer … okay routine check up"); talk about the problem keeps its place.
 */
export function fromVisitKind(text: string): string {
  const m = VISIT_KIND.exec(text);
  if (!m?.index) return text;
  const before = text.slice(0, m.index);
  return TALK.test(before) && !COMPLAINT.test(before) ? text.slice(m.index) : text;
}

/**
 * "X-ray" said to the patient before the film is named for the record ("x ray of the root just to check, bite on this
 * for me | PA 21 root filling looks adequate"): the report starts at the film.
 */
const ANNOUNCED_FILM = /^\s*(?:(?:an?|some|\d+) )?(?:(?:little|quick|small) )?(?:x[- ]?rays?|pictures?)\b(?:\s+\S+){0,15}?\s+(?=(?:\d+ )?(?:pas?|bitewings?|bws?|opg|opt|dpt|periapicals?|cbct|(?:upper|lower) (?:anterior|standard) occlusal|(?:upper|lower) anterior pa|post[- ]?op pa)\b)/i;

export function fromFilm(text: string): string {
  const report = text.replace(ANNOUNCED_FILM, '');
  return report === text ? text : report.charAt(0).toUpperCase() + report.slice(1);
}
