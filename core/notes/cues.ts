// What dentists say that tells which part of the note they are on. Header cues only name a section and are
// dropped ("medical history", "diagnosis"); content cues name it and stay ("allergic to", "bitewings").
// Patterns run on lower-case text in which teeth, LA and BPE are placeholders (⟦n⟧).

export type Section =
  | 'CC' | 'MEDHX' | 'EXTRA' | 'INTRA' | 'EXAM' | 'PERIO' | 'RADIO' | 'DENTAL'
  | 'DX' | 'CONSULT' | 'CONSENT' | 'TX' | 'PLAN' | 'NOTES' | 'NV' | 'FU';

export interface Cue {
  /**
   * DECISION is the patient's choice: part of the discussion, or of the complaint before any discussion. VISIT is
   * the kind of visit: the complaint when said after a remark about the patient, no cue elsewhere. ASIDE is what is
   * said of the patient as "he" or "she" in the middle of run-on treatment: a remark there, no cue elsewhere.
   */
  section: Section | 'DECISION' | 'VISIT' | 'ASIDE';
  re: RegExp;
  header?: boolean;
}

const PERSON = '(?:her |his |their )?(?:(?:two|three|2|3) (?=(?:support |personal |key |care |social |foster )?[a-z]+s\\b))?(?:mum|mom|mother|dad|father|parents?|daughter|son|wife|husband|partner|carers?|support workers?|personal assistants?|key workers?|care workers?|social workers?|interpreter|advocate|guardian|sister|brother|friend|escort|grand(?:mother|father|ma|pa|parents?)|nan|nana|gran|granny|aunt|auntie|uncle|foster (?:mother|father|parents?)|\\[name\\])';
const AGE = '\\d+(?:[- ](?:year|yr)s?[- ]old| ?y\\/o)(?: (?:boy|girl|child|patient|pt|lad|lass|man|woman|gentleman|gent|lady|male|female|m|f)\\b)?';
/** Words after an age that say more about who came, not why. */
const NOT_AFTER_AGE = '(?:with|first|w\\/|in|here|attended|attends|came|comes|brought|presents|presented|presenting|is|was|and|who|for|old|seen|referred|new|accompanied|attending)';
/** The patient named by the scrubber's placeholder, with a title or "patient" before it ("Mrs [NAME]", "patient [NAME]"). */
const NAMED = '(?:(?:the )?(?:patient|pt|mr|mrs|ms|miss|mister|missus|master|dr) )?\\[name\\]';
/**
 * Words before which a question asked at the chair is only spoken of ("explained to her what happened", "not taking any
 * medications").
 */
const ASKED_BEFORE = '(?<!\\b(?:explained|explain|told|tell|know|knows|asked|ask|saw|see|describe[sd]?|exactly|discussed|about|is|was|remember|recall|taking|take|takes|on|no|not|without|denies|denied|for|with|if|report|reports|reported|having|had|has|have|her|him|them|away|you|me|us)\\s)';
const SUBJECT = `(?:(?:(?:the )?(?:patient|pt|he|she|they)|${NAMED})(?:(?:'s|’s| s|'ve| has| have)(?= (?:attended|presented|come|came)\\b))? )?`;
export const RADIOGRAPH =
  '(?:bite ?wings?|bws?|bwx|bite ?wing radiographs?|x[- ]?rays?|radiographs?|pas?|iopas?|periapicals? (?:x[- ]?rays?|radiographs?)|periapical x[- ]?ray|opgs?|opt|dpt|pano(?:ramic)?(?: radiograph)?|pan(?= (?:shows|showed|reveals|revealed|taken|x-?ray|film|from)\\b)|cbct|cone[- ]?beam(?: ct| scan)?|panorex|(?<![\\w-])ct(?= (?:scans?|neck|head|face|facial|max|maxillofacial|mandible|sinus(?:es)?|with|w|of)\\b)|mri(?= (?:scans?|of|neck|tmj|face|head)\\b)|fmx|full[- ]mouth (?:series|x[- ]?rays?))';

/** Named materials: saying one is recording today's treatment. */
export const MATERIAL =
  '(?:ledermix|cavit|vitrebond|scotch ?bond(?: universal)?|opti ?bond(?: fl| universal| solo)?|clearfil se(?: bond)?|prime ?(?:&|and) ?bond|dycal|(?:non[- ]?setting )?calcium hydroxide|biodentine|mta|kalzinol|irm|fuji(?: plus| ix| ii)?|rely ?x(?: unicem(?: 2)?)?|panavia|temp ?bond(?: ne)?|gutta percha|arestin|surgicel|filtek(?: supreme)?|tetric(?: evoceram)?|gluma|alve?ogyl|zinc oxide eugenol|zoe|coe-?pak|periodontal pack|pressure (?:indicating|relief) (?:paste|cream))\\b';

/** Treatment the clinician says they will do ("we will make the root canal", "I'll do the filling"). */
const WILL_DO = "(?:we|i)(?: will|'ll| ll| are going to| am going to| shall) (?:do|make|start|finish|complete|continue|fit|place|cement|take out|extract)\\b(?! (?:it|that|this|them)\\b)";

/** Painkillers a patient can buy, named in advice. */
const ANALGESIC = '(?:paracetamol|ibuprofen|acetaminophen|tylenol|advil|calpol|nurofen|motrin)';

/** Drugs a dentist prescribes or gives for sedation (not ones the patient takes or is allergic to). */
export const DRUG =
  '(?:midazolam|fentanyl|flumazenil|amoxicillin|amoxycillin|metronidazole|clindamycin|ibuprofen|paracetamol|acetaminophen|co-amoxiclav|augmentin|erythromycin|azithromycin|doxycycline|fluconazole|miconazole|nystatin|benzydamine|difflam|tranexamic acid|co-?codamol|cefuroxime|ceftriaxone|ampicillin|unasyn|cephalexin|cefalexin|phenoxymethylpenicillin)\\b';

/** Mouthwashes and toothpastes a dentist prescribes; said with advice they are advice. */
export const PRODUCT =
  '(?:(?:chlorhexidine|chx|corsodyl|peridex)(?: gluconate)?(?: [\\d.]+ ?%)? (?:mouthwash|mouth ?rinse|rinse|gel)|(?:high fluoride|duraphat \\d+|prevident(?: \\d+)?)(?: fluoride)? toothpaste)';

/** Diagnoses, with the words that qualify them. */
export const DIAGNOSIS =
  /\b(?:(?:symptomatic|asymptomatic|reversible|irreversible|acute|chronic|localised|localized|generalised|generalized|deep|arrested|recurrent|secondary|dentine|dentin|apical|necrotic|pulp|plaque induced|uncomplicated|complicated|partially|cracked|chipped|early childhood|incipient|early|rampant|root|cervical|pregnancy|drug induced|necroti[sz]ing|myofascial|traumatic)\s+)*(?:caries|pulpitis|periodontitis|gingivitis|abscess|pericoronitis|necrosis|hypersensitivity|fracture|tooth|attrition|erosion|abrasion|bruxism|impacted|concussion|incisal edge|dry socket|alveolar osteitis|cusp|leukoplakia|lichen planus|stomatitis|cheilitis|candidiasis|mucositis|peri-?implantitis|luxation|avulsion|fluorosis|hypoplasia|granuloma|epulis|pain|disc displacement|ulceration|ulcer|malocclusion|crowding|keratosis|mucocele|xerostomia|resorption|edentulism|(?:white|red|speckled) (?:lesion|patch)|hypersensitivity)\b/gi;

/**
 * The rest of a consent question and the patient's yes to it ("… to start the root canal treatment today | yes please let's
 * get it sorted"): one clause, so the procedure named in the question is not taken for today's treatment.
 */
const CONSENT_REPLY = "(?:(?:[\\w' ]{0,60}?(?:\\?|(?= (?:yes|yeah|yep|sure)\\b)))(?:\\s*(?:yes|yeah|yep|sure)(?:,? (?:please|that'?s fine|that s fine|fine|go (?:on|ahead|for it)|let'?s (?:do it|do that|get it (?:sorted|done|over with))|let s (?:do it|do that|get it (?:sorted|done|over with))|just get it (?:out|done)|i'?m ready|i m ready|anything(?: to stop (?:the|this) pain)?|okay|ok|thanks))*)?)?";

/** Not said with when it is due ("… at 1 year", "in 6 months"; not "at the 6 month recall"). */
const NOT_DUE = '(?!(?: \\S+){0,3} (?:at|in) \\d+ (?:weeks?|months?|years?)\\b(?![- ](?:recall|check|exam|review|visit|appointment)))';

// A cue may open with the scrubber's placeholder for a name ("[NAME] attended with …").
const cue = (section: Cue['section'], source: string, header = false): Cue => ({ section, re: new RegExp(`(?:\\b|(?=\\[))(?:${source})`, 'g'), header });

/** Medicines a patient takes, said after "on" or "started" ("she's still on sertraline", "he started sertraline"). */
export const MEDICINE =
  '(?:sertraline|birth control|the pill|contraceptive pill|hrt|citalopram|escitalopram|fluoxetine|mirtazapine|amitriptyline|omeprazole|lansoprazole|bisoprolol|losartan|propranolol|salbutamol|thyroxine|warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|dabigatran|clopidogrel|aspirin|alendron\\w*|bisphosphonates?|zoledron\\w*|denosumab|metformin|insulin|levothyroxine|lisinopril|ramipril|amlodipine|atorvastatin|simvastatin|statins?|methotrexate|prednisol?one|tacrolimus|blood thinners?|anticoagulants?|chemo(?:therapy)?)\\b';

/** What a patient does for a living or for fun, said as who they are ("he's a software engineer", "pt is a CPA"). */
const OCCUPATION =
  '(?:cook|chef|teacher|nurse|driver|builder|golfer|runner|cyclist|swimmer|footballer|musician|singer|pianist|violinist|guitarist|drummer|farmer|mechanic|electrician|plumber|carpenter|joiner|painter|decorator|pilot|firefighter|accountant|cpa|lawyer|solicitor|engineer|developer|programmer|designer|architect|student|doctor|paramedic|midwife|pharmacist|physio|carer|cleaner|hairdresser|barber|barista|waiter|waitress|bartender|athlete|dancer|actor|actress|police officer|officer|soldier|vet|scientist|lecturer|professor|journalist|writer|photographer|salesman|banker|realtor|estate agent|manager|receptionist|retiree|sophomore|freshman|deputy head|headteacher|head teacher|flight attendant|cabin crew|air hostess)s?\\b';

/** The words that number a problem in problem-oriented notes ("problem two", "second thing", "Issue 1:"). */
const PROBLEM_NUMBER = "(?<!\\b(?:a|the|no|any|one|this|that|which|only|main|biggest|same) )(?:(?:the )?(?:first|second|third|fourth|fifth|next|last|final|other) (?:thing|issue|problem|concern|complaint)(?! (?:in the morning|tomorrow|on|we|i|to|was|is|s|at|before|in|after)\\b)|(?:problem|issue|concern|complaint) (?:number )?(?:1|2|3|4|5|one|two|three|four|five)\\b)(?: is)?:?";
/** A tooth with a chart finding said right after them. */
const PROBLEM_CHART = " ?\u27E6\\d+\u27E7(?:,? (?:and )?\u27E6\\d+\u27E7)*,? (?:[mdoblpi]{1,4}|missing|fractured|cracked|chipped|sound|caries|carious|crown|crowned|large|worn|tipped|impacted|partially|unerupted|grossly|decayed|retained|mobile|root|rct|amalgam|composite|deep|old|existing|broken)\\b";

export const CUES: Cue[] = [
  // Reason for attending.
  // Not "in" after a verb or before a duration ("adhesive scrubbed in for 20 seconds").
  cue('CC', `(?:(?:(?:the )?(?:patient|pt|he|she|they)|${NAMED})(?:\u0027s|\u2019s|\u0027re)? )?(?:is |was |are )?(?:(?<!\\b(?:from|over|out of|leaving|left) )here|(?<!\\b[a-z]+ed |\\b(?:came|come|comes|it|them|this|that|check|checks|checking|pop|pops|popping|try) )in(?! for (?:\\d+|a|an) (?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|nights?|weeks?|wks?)\\b)) (?:today )?(?:for|to|with(?! ${PERSON}\\b| (?:him|her|them)\\b)|because(?: of)?)(?: an?| the)?\\b`, true),
  // Problem-oriented notes: the words that number a problem are a header, and what follows is that problem's complaint
  // ("problem two | the lower right food packing", "second thing | her jaw clicks on the left"); said straight before a
  // tooth with its finding, they open that problem's chart ("Problem 1: #19 missing").
  cue('CC', `${PROBLEM_NUMBER}(?!:)(?!${PROBLEM_CHART})`, true),
  cue('DENTAL', `${PROBLEM_NUMBER}(?=${PROBLEM_CHART})`, true),
  // Not attending spoken of ("importance of attending GDP", "keep attending the hygienist").
  cue('CC', `(?<!\\b(?:of|about|for|keep|keeps|kept|continue|continues|continued|regular|regularly|without|stop|stopped|avoid|is|are|was|were|been|not|by|when|before|after|while|on|in) )${SUBJECT}(?:attended|attends|presented|presents|presenting|attending)(?: back)?(?: in)?(?: today)?(?: (?:w\\/|with(?! ${PERSON}\\b| (?:him|her|them)\\b)|for|complaining of|complaining that|complaining|because of|due to|regarding|re))?(?: an?| the)?(?:\\b|(?<=\\/))`, true),
  // Not what someone who came with the patient came for ("her husband came in for the discussion").
  cue('CC', `(?<!${PERSON} )${SUBJECT}(?:came|comes)(?: back)? (?:in )?(?:today )?(?:with(?! ${PERSON}\\b| (?:him|her|them)\\b)|for|complaining of|complaining that|complaining|because of|due to)(?: an?| the)?\\b`, true),
  cue('CC', `${SUBJECT}(?:c\\/o|(?<!\\bbeen )complain(?:s|ing|ed)?(?: of| that| about)?)\\b`, true),
  // Questions asked at the chair while the recorder runs: what follows is the patient's answer ("what's brought you in |
  // it's my wisdom tooth", "any changes to your health | same as before, ramipril"). Not "review if any problems".
  cue('CC', `${ASKED_BEFORE}(?:what(?:'s|’s| s| has| is)? (?:brings|brought|been going on|going on|been happening|happening|the problem|happened|up|the matter)|what can (?:we|i) do for you|what made you(?: come in| decide to come)?|anything bothering you|any (?:problems|concerns)(?: (?:mum|mom|dad))?)(?: (?:you )?in)?(?: (?:today|at the moment|with (?:the |your |her |his )?[a-z]+))?(?: since (?:last time|we last saw (?:you|her|him|them)|your last visit|the last visit))?\\b|how(?:'s|’s| s| has| is) (?:it|the tooth|the temporary|the temp|the denture|the crown|the filling|the brace|that|things?) been(?: since (?:last time|then|the last visit|we last saw you|last week))?`, true),
  // What is explained to the patient, or asked by them, in the talk at the chair ("you've got a small hole …", "what's
  // happening is the nerve …", "we can either … or …", "will it go dark", "how much is the crown").
  cue('CONSULT', `(?<!\\b(?:if|when|that|as|whether|said|says|told|think|thinks|thought|and|but|hear|heard)\\s)(?:you(?:'ve|’ve| ve| have) got|you have (?:a|an|some|two|2|three|3)|what(?:'s|’s| s) happening (?:is|here)|what(?:'s|’s| s| has) happened (?:is|here is)|what (?:that|this) means is|i(?:'m|’m| m| am) afraid|the best (?:thing|option)(?: to do)? (?:is|would be)|the good news is|(?:that(?:'s|’s| s| is)|which is) why (?=(?:it|you|your|the|this|that)\\b)|it(?:'s|’s| s| is) not an infection|what(?:'s|’s| s) going on (?:is|here is)|we can either|we(?:'ll|’ll| ll) need to|i(?:'d|’d| d) (?:really )?(?:recommend|suggest|like to|rather we|advise)|will it (?:be|go|hurt|feel|last|need)|it(?:'ll|’ll| ll| will|(?:'s|’s| s| is) going to| may| might| can) (?:be|feel) (?:a bit |a little |quite |slightly |very )?(?:tender|sore|numb|sensitive|achy|uncomfortable|strange|different|high|funny)\\b|how much (?:is|will|does)|(?<!\\bso )that(?:'s|’s| s| is) (?:perfectly |completely |quite |totally )?normal\\b|(?:it(?:'s|’s| s| is) )?nothing to worry about\\b|(?:(?:the|this|that|your) )?(?:tooth|it) (?:can(?:'t|’t| t|not| not)|won(?:'t|’t| t)) be (?:saved|restored|fixed|kept)\\b|how long (?:does|do|will) (?:the|it|this|that|these|they) (?:temporary|temp|filling|crown|last|take|stay)|can (?:we|i) (?:do|have|leave|get) (?:that|it|this|them) (?:after|before|next|in|at|on|later)\\b|do i (?:need|have) to\\b|i(?:'d|’d| d| would)? (?:really )?(?:want|like|prefer) to (?:keep|save) (?:it|the tooth|my tooth)|is (?:that|it) covered|should (?:i|he|she|we) (?:be|get|use|tell|stop|wear))\\b`),
  // Contact details and copies as the scrubber leaves them are remarks for the office ("care home contact number [PHONE]",
  // "copy to Dr [NAME]", "notes emailed to [EMAIL]"); a number to call if something happens is the follow-up.
  cue('NOTES', `(?:(?:care home|pt|patient|mum|mom|dad|daughter|son|husband|wife|granddaughter|grandson|carer|home|mobile|cell)(?:'s|’s| s)? )?(?:contact )?(?:phone |mobile |cell )?(?:number|no|phone|tel|telephone)(?: for (?:the )?[a-z]+(?: [a-z]+)?)?:? (?=\\[phone\\])|copy (?:to|sent to) (?:dr |doctor )?(?=\\[name\\])`),
  cue('FU', `(?:(?:she|he|they|you|pt|patient) (?:can|to|should) )?(?:call|ring|phone|text|contact) (?:[a-z'-]+ |\\[name\\] ){0,6}?(?:on |at )?(?=\\[phone\\](?: [a-z]+){0,6} if\\b)`),
  // An explanation to the patient opened with "so" after a finding or diagnosis ("… irreversible pulpitis 30 | so the nerve in
  // this tooth is dying", "… | so she's got a couple of small holes").
  cue('CONSULT', `so (?=(?:the |your |this |that |these |both of these |her |his )?(?:back |front )?(?:baby |adult |big )?(?:nerve|tooth|teeth|gums?|infection|bone|decay|cavit(?:y|ies)|holes?|white spots)\\b(?! (?:was|were)\\b)|(?:he|she|you|they)(?:'s|’s| s| has| have|'ve|’ve| ve) got\\b)`),
  // Aftercare said to the patient ("you'll be numb for a couple of hours", "your gums might be sore for a few days", "don't
  // have anything hot to drink", "bite on the gauze for 30 minutes").
  cue('CONSULT', `(?<!\\b(?:told|advised|explained|said|warned|instructed|and|that|if)\\s)(?<!\\bspit,?\\s)(?:you(?:'ll|’ll| ll| will| might| may) (?:be|feel) (?:a (?:bit|little) )?(?:numb|sore|tender|sensitive|strange|odd)|(?:it|they|your (?:gums?|tooth|teeth|lip|jaw|mouth|cheek|bite)) (?:might|may|will|could) (?:feel |be )?(?:a (?:bit|little) )?(?:sore|tender|sensitive|numb|strange|big|tight|odd|achy|ache|throb|bleed)|don(?:'t|’t| t) (?:have|eat|drink|chew|bite|rinse|smoke|spit|brush|touch|poke|play|worry|use|wear)|be careful (?:not to|with)|careful with (?:hot|the)|try not to|(?:keep )?bit(?:e|ing) (?:down )?on (?:the|this|that) gauze)\\b`),
  // Consent asked aloud, with the answer after it ("are you happy for us to go ahead | yes that's fine").
  cue('CONSENT', `(?<!\\b(?:if|when|whether|not|was|is)\\s)(?:(?:are you (?:still )?|is (?:she|he|mum|mom|dad) )(?:happy|okay|ok|alright|all right) (?:(?:for|with) (?:us|me) )?(?:to )?(?:go(?:ing)? ahead|carry(?:ing)? on|start(?:ing)?|proceed(?:ing)?|crack(?:ing)? on|get (?:it )?(?:started|done|out)|do(?:ing)? (?:that|this|it)|finish(?:ing)?)\\b|is it (?:okay|ok|alright|all right) if (?:we|i) (?=[a-z]+ (?:some|the|a|an|that|this|it)\\b)|happy (?:for (?:us|me) )?to (?:go ahead|carry on|start|proceed)(?=\\s*\\?))${CONSENT_REPLY}`),
  cue('MEDHX', `${ASKED_BEFORE}(?:(?:any(?:thing)? (?:changes?|changed|new|different|updates?)|has anything changed)(?: (?:to|with|in))? (?:(?:your|her|his|their|the) )?(?:medical history|health|medicines|medications|meds|tablets)(?: or (?:(?:your|her|his) )?(?:medicines|medications|meds|tablets|health))?|any changes medically|how(?:'s|’s| s| is) (?:your|her|his) (?:general )?health|any (?:new |other )?(?:medicines|medications|meds|tablets|medical problems|medical conditions|health problems|allergies)(?: or (?:allergies|medicines|medications))?(?! (?:since|to report)\\b)|(?:is|are) (?:she|he|they) (?:well|healthy)(?: in (?:herself|himself|themselves))?|do you smoke)(?: since (?:we )?(?:last (?:saw (?:you|her|him|them)|time|visit)|saw (?:you|her|him|them) last|(?:your|the) (?:last )?(?:visit|exam|check ?-?up|consult(?:ation)?|cleaning|appointment)|last time))?\\b`, true),
  // The dentist's own headers ("History:", "Exam:", "Advice:").
  cue('CC', '(?<![\\w/])history:', true),
  cue('INTRA', '(?<![\\w/])(?:exam(?:ination)?|findings on exam):', true),
  cue('CONSULT', '(?<![\\w/])advice:', true),
  // Advice or guidance typed as a heading with what it is about, and instructions left for carers, are the discussion,
  // however many items follow ("Erosion advice: drinks with meals only, use a straw", "Caregiver instructions: …").
  // Analgesia and diet advice have cues of their own.
  cue('CONSULT', '(?<![\\w-])(?:(?!post\\b|op\\b|diet|cessation\\b)[a-z]+ )?(?:advice|guidance)(?= ?:)|(?:caregiver|carer|care staff|parent) instructions?(?= ?:)'),
  // Diet typed as a heading is the advice about it ("Diet: squash with meals only").
  cue('CONSULT', '(?<![\\w/])diet(?: advice)?:'),
  cue('CC', '(?:chief|presenting|main) complaint:?|cc:|(?<![\\w/.]|\\d )cc\\b(?! of\\b)(?= [a-z])|hpi:|reason for (?:attendance|attending|the visit|visit|appointment):?', true),
  // Template headers typed with their colon: radiographs, social history.
  cue('RADIO', '(?<![\\w/])(?:rads|imaging):', true),
  cue('MEDHX', '(?<![\\w/])(?:sh|social (?:history|hx)):', true),
  // Section names said aloud in other words ("presenting complaint … history fit and well findings extra oral … assessment
  // dentine hypersensitivity … procedure duraphat applied … going forward …"), not a history, finding or procedure spoken of.
  cue('MEDHX', '(?<!\\b(?:no|any|dental|family|smoking|social|drug|relevant|significant|previous|pain|medical|med|health|an?|the|his|her|their|with|of|past|long|good|poor|known|full)\\s)history(?= (?:fit|nil|nkda|nka|healthy|unremarkable|non[- ]?contributory|no (?:meds|medications?|medical|allergies|changes))\\b)', true),
  cue('INTRA', '(?<!\\b(?:radiographic|clinical|x-?rays?|rays?|radiographs?|bitewings?|opg|pas?|scan|cbct|ct|those|her|his|their|exam|examination|no|other|these|the|of|on|with|my|similar|positive|negative|normal|abnormal|perio|periodontal|and|any|key|main|explained|discussed|reviewed|went through|go through|explain|discuss)\\s)findings(?= [a-z\u27E6])(?! (?:of|were|are|was|is|discussed|explained|consistent|suggest\\w*|shows?|showed|and|with|on|in|to|from|at|that)\\b)', true),
  // A caries risk rating is a diagnosis ("caries risk medium", "high caries risk: WSLs + night feeding"); not when it is why
  // the recall is short ("recall 3 months as high caries risk") or what was discussed.
  cue('DX', '(?<!\\b(?:as|is|are|discussed|of|for|due to|given|because|explained)\\s)(?<!\\b(?:months?|weeks?|recall|review),?\\s)(?<!\\bas (?:he|she|they|pt) (?:is|are)\\s)(?:(?:high|medium|moderate|low|elevated|extreme) caries risk|caries risk(?: assessment)?:? (?:is |was |= ?)?(?:high|medium|moderate|low|elevated|extreme))\\b'),
  cue('DX', '(?<!\\b(?:for|of|a|the|and) caries\\s)(?<!\\b(?:orthodontic|ortho|periodontal|perio|risk|initial|radiographic|new patient|oral|extra[- ]?oral|intra[- ]?oral|eo|io|full|clinical|pain|an?|the|his|her|their|of|for|further|specialist|sedation|medical|at|from|since|after|before|during|last|previous|this)\\s)assessment(?= [a-z\u27E6])(?! (?:of|for|done|completed|carried|made|was|is|and|with|by|at|in|to|today|appointment|visit)\\b)', true),
  cue('TX', '(?<!\\b(?:the|a|this|that|of|for|after|before|during|whole|same|explained|discussed|each|any|surgical|long|short|simple|invasive|dental|previous|planned|next|future|new|tolerated|tolerate|tolerates|through|throughout)\\s)procedure(?= [a-z\u27E6])(?! (?:was|is|were|explained|discussed|went|and|with|of|for|under|today|done|provided|carried|completed|itself|room|took|to|in|still|well|very|fine|ok|okay|without)\\b)', true),
  cue('PLAN', 'going forward\\b:?(?= [a-z\\d\u27E6])', true),
  // SOAP notes: subjective, objective, assessment, plan.
  cue('CC', '(?<![\\w/])(?:s|subjective):', true),
  cue('INTRA', '(?<![\\w/])(?:o|objective):', true),
  // No swelling inside the mouth, said without a header ("no facial swelling | no swelling in the mouth").
  cue('INTRA', 'no (?:intra[- ]?oral )?swelling (?:in the mouth|intra[- ]?orally)\\b'),
  // Said aloud, without the colon; not an objective spoken of ("the treatment objective is …").
  cue('CC', '(?<!\\b(?:the|an?|more|purely|very|is|was|treatment)\\s)subjective(?= [a-z\u27E6\\d])(?! (?:and|or|is|was|to|of)\\b)', true),
  cue('INTRA', '(?<!\\b(?:the|an?|main|our|my|treatment|primary|key|more|purely|very|is|was)\\s)objective(?= [a-z\u27E6])(?! (?:and|or|is|was|to|of|for|being|here|with)\\b)', true),
  cue('DX', '(?<![\\w/])(?<!\\b(?:orthodontic|periodontal|perio|risk|initial|radiographic|new patient|ortho) )(?:a|assessment):', true),
  // The treatment plan typed short ("TP: O comp 36").
  cue('PLAN', '(?<![\\w/])tp:', true),
  // What is done today, said first in a SOAP plan ("P: Today prophy, fluoride varnish …").
  cue('PLAN', '(?<![\\w/])p:(?!\\s*today\\b)', true),
  cue('TX', '(?<![\\w/])p:\\s*today\\b:?', true),
  cue('CC', 'no (?:dental )?(?:complaints|problems|issues|concerns)\\b'),
  // Wanting a check-up is what the patient came for, even said after a remark ("quite nervous … | just wants a check up").
  cue('CC', '(?:just )?wants? an? (?:check ?-?up|clean|scale)\\b'),
  // An emergency visit is the reason for attending wherever it is said ("plan is … crown | emergency visit pt came in with
  // …", "14 year old attended with dad | emergency he fell off his scooter"), not emergency care spoken of.
  cue('CC', '(?<!\\b(?:book(?:ed)?|next|another|an|for|same[- ]day|out of hours|urgent|to|the|go to|attend|so) (?:an? )?)emergency(?: (?:visit|appointment|appt))?\\b(?! (?:contact|number|dental|services?|department|dept|clinic|room|care|treatment|only|extirpation|pulpectomy|pulpotomy|dressing|access|appointments?|visits?|slot)\\b)'),
  // How an injury happened is the complaint, also said after who came ("attended with mum | fell in the playground …",
  // "brought in by his dad | knocked out his front tooth at soccer").
  cue('CC', '(?<!\\bemergency(?: visit| appointment)? (?:(?:he|she|they|patient|pt|child) )?)(?:(?:he|she|they|patient|pt|child) )?(?:fell (?:over|off|down|in|on|onto|from|at|while|playing)|tripped|(?:was|got) (?:hit|elbowed|kicked)|knocked (?:out )?(?:his|her|their|a|the) (?:(?:front|top|upper|lower|bottom|baby|adult|permanent) )*(?:teeth|tooth)|hit (?:his|her|their) (?:(?:front|top|upper|lower|bottom|baby|adult|permanent) )*(?:teeth|tooth|mouth|face|lip|chin)|(?:was |got )?hit (?:in|on) the (?:mouth|face|teeth|jaw|lip|chin))\\b'),
  // So is what broke, said after a remark ("he's an electrician off to Bali next week | cracked a tooth on a mint last night").
  cue('CC', '(?<!\\bemergency(?: visit| appointment)? (?:(?:he|she|they|patient|pt|child) )?)(?<!\\b(?:who|that|which|where|if|when|and|the|has|had|have|never|not|brother|sister|mum|mom|dad|father|mother|wife|husband|son|daughter|partner|friend|grandma|granny|grandad|grandpa)s? )(?:(?:he|she|patient|pt) )?(?:cracked|broke|chipped|snapped|lost) (?:(?:a (?:bit|piece|corner) )?off |part of )?(?:a|her|his|their|the) (?:(?:front|back|top|bottom|upper|lower|old) )?(?:tooth|teeth|filling|crown|cusp|veneer)\\b'),
  // Who sent the patient, said first, is the complaint ("referred by her general dentist for peeling sore gums").
  cue('CC', '(?<!\\b(?:was|been|is|who was|who is|the|letter|report) )(?:(?:she|he|patient|pt) (?:was |has been |is )?)?referred (?:in )?by (?:her|his|their|the) (?:general |regular |own )?(?:dentist|gdp|dds|gp|doctor|physician|orthodontist|hygienist)\\b(?= for\\b)'),
  // What a relative reports after a remark about the patient is the complaint ("… carer answered most questions | carer
  // says he has stopped eating on the left").
  // Not the "her" that ended who came ("mom is with her | mom says her gums bleed").
  // "… oral hygiene instruction again | she's doing better with it": not how the patient took part in a step ("he was
  // gagging", "she could still feel it", "once she was numb"), nor what was given, decided or understood.
  cue('ASIDE', "(?<!\\b(?:so|as|once|when|but|if|before|after|because|until|till|that|and|which|while|since|or|where|whether|though|although|told|tell|asked|ask|said|says|advised|explained|showed|show|let|make|made|gave|give|got|get|help|helped|sat|then|how|what|why|who|whom|until|unless) )(?:he|she)(?:'s| s| is| was| just)? (?!(?:(?:is|was|s|'s|has|had|been|just|also|then) )*(?:given|advised|told|shown|instructed|warned|asked|reminded|going to|wants?|wanted|would|'d|d|will|'ll|ll|agreed|agrees|prefers?|preferred|knows?|understands?|understood|happy to|keen to|decided|declined|chose|opted|consented|signed|could|couldn't|can't|cannot|gag\\w*|retch\\w*|numb|high|bit|bites|held|kept|still|felt (?:it|the|that|some|a|something|nothing|pressure|sharp|cold|dizzy|faint|sick|nauseous|unwell|light-?headed|clammy)|went (?:pale|grey|white|clammy|floppy)|became|turned|lost consciousness|regained|came round|came to|fainted|collapsed|vomited|coughed|swallowed|inhaled|aspirated|started (?:to )?(?:shake|sweat|wheez|hyperventilat|cough|panic)\\w*|developed|had an? (?:seizure|fit|hypo|reaction|panic attack)|bled|bleeding|needs?|needed|should|must|may|might|can|to|not|isn't|wasn't|doesn't|didn't)\\b)"),
  cue('VISIT', `(?<!\\bwith )(?:${PERSON}|(?:the )?(?:patient|pt)) (?:says|said|reports|reported|noticed|thinks|admits|admitted|told me|told us)\\b`),
  cue('VISIT', `(?<!\\b(?:with|and|that|when|if|because|so) )(?:she|he) (?:says|said|admits|admitted|told me|told us)\\b(?! (?:she|he)(?:'s| s| is| was) (?:allergic|on|taking|pregnant|diabetic|asthmatic)\\b)`),
  // So is a symptom told with how long it has been there, after a remark ("he's just retired … | he's had sensitivity
  // upper left for about a month").
  cue('VISIT', '(?:she|he|they|(?:the )?patient|pt)(?:\u0027s| s| has| have) (?:had|been having|been getting) (?:some |a |an |the |an awful lot of |a lot of )?(?:(?:bit of|little|slight|mild|bad|sharp|dull|constant|occasional|on and off) )?(?:sensitivity|pain|toothache|ache|aching|swelling|bleeding|throbbing|discomfort|soreness|twinges?|bad taste)\\b'),
  // So is what the patient says of a symptom after a remark ("she's a chef … | says her gums have been bleeding when she flosses").
  cue('VISIT', '(?<!\\b(?:mum|mom|dad|wife|husband|partner|doctor|gp|dentist|hygienist|nurse|he|she|who|that|it) )(?:(?:she|he) )?says (?=(?:her|his|the|its|it\u0027s|it s) (?:[a-z]+ ){0,2}(?:have|has|had|is|are|was|were|keep|keeps|feel|feels|hurt|hurts|bleed|bleeds|ache|aches)\\b)'),
  // Not an interval said with "in" before the next thing ("hygienist in 1 month | recall 6 months").
  cue('VISIT', '(?<!\\b(?:in|within|after) )\\d+[- ](?:months?|monthly|years?|yearly) (?:recall|check ?-?up|exam(?:ination)?|review)\\b|(?:routine|regular|annual|first|initial|periodic|comprehensive) (?:recall|check ?-?up|exam(?:ination)?)\\b|new patient (?:exam(?:ination)?|assessment|check ?-?up|consultation)\\b|(?:was |been )?referred (?:in )?by\\b'),
  // Who came with the patient, and remarks about the patient.
  // An age said on its own at a sentence's start is a remark ("16 y/o.", "10 y/o, fell in the playground", "seventeen year
  // old lad pain round the lower left"): what follows it, said at some length, is why they came.
  cue('NOTES', `(?<=^\\s*|[.;!?] )${AGE}(?= ?[,.;:]| ?$| (?!${NOT_AFTER_AGE}\\b)[a-z])`),
  cue('CC', `(?<=(?:^\\s*|[.;!?] )${AGE})(?: ?, ?| )(?!${NOT_AFTER_AGE}\\b)(?=(?:[a-z'/]+ ){2,}[a-z])`, true),
  cue('NOTES', `(?:(?:she|he|patient|pt) |${NAMED} )?(?:${AGE} )?(?:${NAMED} )?(?:attended|attends|came|comes|brought in|here|seen) (?:in )?with ${PERSON}(?: \\[name\\])?(?:\\b|(?<=\\]))`),
  // Who came, said first ("wife attended with him", "patient's sister drove her today").
  // "Daughter (carer) present", "grandmother is legal guardian".
  cue('NOTES', `(?:(?:the )?(?:patient|pt)(?:'s|s) )?${PERSON}(?: \\(?${PERSON}\\)?)? (?:attended|came|was present|present|(?:is|was) (?:the |her |his |their )?(?:legal )?guardian|(?:was |is )?with (?:him|her|them)\\b|drove|accompanied|waiting|waited|sat in|stayed|interpreted|translated|(?:is|will be) (?:coming|bringing)(?= (?:in )?(?:with )?(?:him|her|them)\\b))\\b`),
  // Who came, said with "accompanied by" or "brought" ("accompanied by daughter who drives her", "patient brought her son
  // along"), how a child sat for the exam, claustrophobia, a supervisor's check, missed appointments, and payment and
  // paperwork ("mom paid the copay at the front desk", "exempt from NHS charges, exemption form signed") are remarks.
  cue('NOTES', `(?<!\\b(?:old|boy|girl|child|man|woman|lady|gentleman|kid|son|daughter) )(?:(?:the )?(?:patient|pt|he|she) )?(?:was )?accompanied by (?:${PERSON}|(?:his|her|their) )|(?:(?:the )?(?:patient|pt|he|she) )?brought (?=(?:his|her|their) )(?:${PERSON}|(?:his|her|their) [a-z]+ (?=along\\b))`),
  cue('NOTES', '(?:(?:very|really|so|quite) )?good for (?:the |her |his )?(?:exam(?:ination)?|check ?-?up|visit|appointment|treatment|cleaning|x-?rays|radiographs)\\b|sat (?:really |very |so )?(?:nicely|well|still|beautifully|brilliantly)\\b|(?:(?:she|he|patient|pt)(?:\u0027s| is| was)? )?(?:(?:a bit|slightly|very|quite) )?claustrophobic\\b|(?:my |the )?(?:clinical )?supervisor (?:checked|present|approved|signed|confirmed)\\b'),
  cue('NOTES', '(?<!\\b(?:our|the|a|about|discussed|explained|re|regarding) )(?:(?:the )?(?:patient|pt|he|she) )?(?:has |have |had )?(?:missed|dna(?:\u0027d|d)?|failed to attend) (?:(?:her|his|their|the|last|previous|\\d+|several|multiple|two|three) ){0,3}(?:hygiene |dental |recall )?(?:appts?|appointments?)\\b(?! polic(?:y|ies)\\b)|(?<![\\w/])(?:fta|dna|no[- ]show)(?= [\\d(]| appt| appointment|:|$)'),
  cue('NOTES', `(?<![\\d£$][\\d,.]* )(?<!\\binsurance )(?:(?:the )?(?:patient|pt|he|she|${PERSON}) )?(?:paid|pays|paying)\\b(?! (?:for )?attention)|(?<!\\b(?:paid|pays|paying|the|her|his|their|a|an|for|of|no) )(?:co-?pay|co-?payment|carecredit|exemption form|exempt from (?:nhs )?(?:dental )?charges)\\b`),
  // A report, letter or films sent to another clinician are a remark about the visit ("Report sent to Dr Nguyen").
  // NHS course and claim administration.
  cue('NOTES', '(?:nhs )?band [1-3](?: course)?(?: (?:now|is|was))? (?:complete|completed|finished)\\b|fp ?17s? (?:submitted|sent|claimed|completed|done)\\b|(?:(?:the )?(?:patient|pt) )?(?:is )?exempt\\b(?! from)'),
  cue('NOTES', '(?:(?:a )?copy of (?:the |her |his |their )?)?(?:report|letter|x[- ]?rays|radiographs|images|photos|records)(?: (?:was|were|has been|have been|to be|will be))? (?:sent|emailed|faxed|posted|forwarded|copied) to\\b|(?<!\\breferral )letter to (?:the |her |his |their )?(?:gdp|gp|gdp\\b|general dentist|dentist|doctor|dr)\\b'),
  // Money taken or owed and a course of treatment opened or closed are remarks for the office ("£500 deposit taken",
  // "balance due at fit", "NHS band 2 course opened", "late cancellation fee waived").
  cue('NOTES', '(?:[£$€]?\\d+ )?(?:deposit|balance|late cancellation fee|cancellation fee|missed appointment fee)s? (?:was |is )?(?:taken|paid|due|received|waived|charged)\\b|(?:(?:nhs|private|mixed) )?(?:band [1-3] |urgent )?course (?:opened|closed|stays open|remains open|now open)\\b|(?:she|he|they|pt|patient) (?:applied for|was approved for) (?:carecredit|finance|a payment plan)\\b'),
  // So is how the patient pays, said of them ("he has a medical card", "medical card holder", "Denplan Care patient").
  cue('NOTES', `(?:(?:she|he|they|pt|patient)(?:'s| s| is| has)? (?:a |an |on )?(?:medical card|medicaid|denplan)(?: (?:patient|holder|care|essentials))?\\b|(?:she|he|they|pt|patient) (?:has|is on|is covered by) (?:a |the )?(?:medical card|medicaid|denplan)\\b|(?<=(?:^|[.;!?]) ?)(?:medical card (?:holder|patient)|denplan(?: care| essentials)?(?: patient)?)\\b)`),
  // Insurance paperwork opening a sentence is a remark for the office ("Pre-auth: crown (D2750) approved", "Narrative
  // (D2950): buildup needed as …").
  cue('NOTES', '(?<=(?:^|[.;!?]) ?)(?:insurance )?(?:pre-?auth(?:ori[sz]ation)?|predetermination)\\b(?=[^.;]{0,60}\\b(?:approved|denied|sent|submitted|received|pending|requested)\\b)'),
  cue('NOTES', '(?:claim )?narrative(?: \\(?d\\d{4}\\)?)?(?: for (?:the )?(?:claim|insurance))?:'),
  // Language, interpreters and lateness are remarks about the visit ("Spanish-speaking patient", "arrived 15 minutes late").
  cue('NOTES', `[a-z]+[- ]speaking (?:patient|pt)\\b|(?:an? |the )?(?:(?!(?:through|via|with|using|by|and|an?|the)\\b)[a-z]+ )?interpreter\\b|(?:(?:the )?(?:patient|pt|he|she) )?(?:arrived|was|came in) (?:\\d+ (?:minutes?|mins?) )?late\\b`),
  // A child's age said as who attended is a remark ("9 year old attended | for fissure sealants").
  // How the patient says it feels after treatment ("patient says it feels better", "pt reports bite feels even now").
  // A consultation with no examination says so once, as a remark ("Not examined – telephone consultation", "no exam, phone
  // only", "not examined as phone call only").
  cue('NOTES', "(?:(?:pt|patient|he|she) (?:was )?)?(?:not (?:been )?examined|no (?:clinical )?exam(?:ination)?(?! (?:of|today|was)\\b))(?:,? (?:-|–|as|over|by)? ?(?:(?:a|the|this was a) )?(?:tele)?phone(?: call| consultation| triage)?(?: only)?)?"),
  cue('NOTES', '(?:patient|pt|she|he) (?:says|said|reports|reported|states|stated)(?: that)?(?: (?:it|the bite|bite|her bite|his bite|the tooth|tooth|the denture|denture|dentures|everything))? (?:(?:now|already) )?(?:feels?|is|are) (?:(?:now|already) )?(?:(?:much|a lot|a bit|slightly|so much) )?(?:better|fine|even|comfortable|good|great|normal)\\b'),
  cue('NOTES', `${AGE} (?:attended|attends|came in|came|presented|presents)(?= for\\b)|${AGE}(?= (?:is )?(?:here|in) (?:for|because)\\b)`),
  cue('NOTES', `${PERSON}(?:\u0027s|\u2019s| s) with (?:him|her|them)\\b`),
  // A child's age said with who came ("7 year old with mum", "he's 5 and came with dad").
  // The patient's age said as "she's 28" is a remark.
  cue('NOTES', "(?:she|he)(?:'s| is) \\d{1,2}(?: (?:years?|yrs?) old)?\\b(?! (?:weeks?|months?|days?|mm|%|percent|cigarettes|units|a day)\\b)(?=\\s+(?:and|but|so)\\b|\\s*[,.;]|$)"),
  // Also "in with" and "brought by" ("14 year old in with dad", "9 year old brought by his gran"), and who is with the
  // patient said after the visit ("periodic exam and cleaning | mom and little sister are with her").
  cue('NOTES', `${AGE} (?:in )?(?:with|w\\/) ${PERSON}\\b|${AGE} brought (?:in )?by ${PERSON}\\b|(?:she|he)(?:'s| is) \\d+(?: (?:years?|yrs?) old)? and came (?:in )?with ${PERSON}\\b|${PERSON}(?: and (?:(?:her|his|little|baby|big|older|younger) )*(?:sister|brother|sibling|siblings|dad|mum|mom|grandma|grandpa|gran|nan|aunt|uncle))? (?:(?:is|are|was|were) (?:both )?(?:here )?with (?:her|him|them)\\b|(?:are |were )?both here\\b)`),
  // So is one said as what it is after the examination ("… no caries under the filling | so it's a cracked tooth 16").
  cue('DX', "(?<!\\b(?:worried|thinks?|thought|if|whether|explained|told (?:her|him|them)|said|says|because|as|and|that) )(?:so )?(?:it's|it s|it is)(?: an?)? (?=(?:\\S+ ){0,2}(?:caries|decay|pulpitis|abscess|fracture|cracked|hypersensitivity|gingivitis|periodontitis|pericoronitis|necrosis|dry socket|ulcer|cavity|cavities)\\b)", true),
  // A diagnosis said as what it looks like ("looks like localized gingivitis"), not a film's finding said at length.
  cue('DX', '(?:it )?looks like (?=(?:\\S+ ){0,2}(?:gingivitis|periodontitis|pulpitis|pericoronitis|abscess|necrosis|caries|decay)\\b)'),
  // A diagnosis said as likely ("likely mucocele", "probably denture stomatitis").
  // Not its cause said after a diagnosis ("xerostomia likely medication related"), nor what was discussed.
  cue('DX', `(?<!\\b(?:is|was|are|were|be|most|more|less|not|very|quite|it s|it's) )(?<!\\b(?:discussed|explained|reviewed)\\b[^.;:]{0,40})(?:probably|likely|possible|possibly|suspected|query)(?! (?:medication|drug|related|due|caused|secondary|from|because)\\b) (?:\\S+ ){0,2}?(?:${DIAGNOSIS.source})`),
  // A fee quoted ("quoted 450 for take home trays", "quoted her £85 for the filling").
  cue('CONSULT', '(?<!\\bwas )quoted(?: (?:her|him|them|the patient|pt|mum|mom|dad))? (?=[£$€]?\\d|for\\b|a fee\\b)'),
  // What the dentist said would happen next, as advice ("I said we'd keep an eye on 46").
  cue('CONSULT', "(?:i|we) said (?:we'd|we would|we will|we'll|that|to)\\b"),
  // Looking in the mouth opens the examination ("I had a look and soft tissues are fine").
  cue('INTRA', "(?:i|we) had a (?:quick |good )?look(?: in| inside)?\\b"),
  cue('CC', `(?<=${AGE} (?:attended|attends|came in|came|presented|presents) )for(?: an?| the)?\\b|(?<=${AGE} )(?:is )?(?:here|in) (?:for|because(?: of)?)(?: an?| the)?\\b`, true),
  cue('CC', `(?<=with ${PERSON}(?: \\[name\\])? )for(?: an?| the)?\\b`, true),
  // What the patient wants, said after who came with them, is the complaint ("attended with her husband | wants …").
  cue('CC', `(?<=with ${PERSON} )(?:(?:she|he|they|patient|pt) )?(?:wants|would like|is concerned|concerned|unhappy|complain(?:s|ing)?|reports|c\\/o)\\b`),
  cue('NOTES', '(?:additional |other |general )?notes?:|additional notes', true),
  // "Note" said bare before a remark about the patient ("… lower left e | note he was a bit nervous but coped well").
  cue('NOTES', "(?<!\\b(?:the|a|clinical|referral|lab|gp|sick|medical|dental|case|progress|this|that|his|her|their|my|our|your|to|and|please|of|in|see|per|sticky) )note(?= (?:patient|pt|he|she|they|mum|mom|dad|that)\\b)", true),
  // "Notes" said bare as a header in run-on speech ("recall 3 months notes 6 year old came with mum"), not notes spoken of.
  cue('NOTES', "(?<!\\b(?:the|his|her|their|my|our|your|clinical|previous|old|referral|lab|case|medical|dental|hygiene|hygienist's|treatment|patient's|patient|pt|gp|see|in|from|of|and|with|per|to|updated|reviewed) )notes(?= [a-z\u27E6\\d])(?! (?:updated|reviewed|taken|made|written|sent|from|of|on|in|were|was|are|is)\\b)", true),
  // Not how the patient found an earlier visit ("she was happy with the try in last time"): that is her history.
  // How the patient sat through today ("she sat really well", "he did okay with lots of breaks", "pt handled the
  // appointment much better than expected") is a remark too.
  // After "new patient", which names the visit, nerves said bare are the remark ("new patient | very nervous, has not been …").
  cue('NOTES', '(?<=\\bnew (?:patient|pt) )(?:(?:very|extremely|quite|a bit|slightly) )?(?:nervous|anxious|phobic)\\b'),
  // How the patient managed the chair ("he's got a tricky gag reflex so had to take breaks", "had difficulty sitting still").
  cue('NOTES', "(?:(?:the )?(?:patient|pt|he|she|child)(?:\u0027s| s| has| had| is| was)? (?:got )?(?:an? )?)?(?:(?:strong|tricky|bad|severe|sensitive|marked|big) )?(?:gag(?:ging)? reflex|gagger\\b)|(?:(?:the )?(?:patient|pt|he|she|child) )?(?:had |has )?(?:(?:some|real|great) )?difficulty (?:sitting still|keeping (?:still|(?:his|her|their) mouth open|mouth open))|(?:(?:he|she)(?:\u0027s| s| is) )?(?:a bit of |quite )?a talker\\b"),
  cue('NOTES', '(?:(?:very|extremely) )?(?:nervous|anxious) (?:patient|pt)\\b|(?<!\\bnew )(?<!\\b(?:once|when|until|till|soon as|while) )(?:the )?(?:patient|pt|kid|child|he|she)(?: and (?:mum|mom|dad|parents?|carer|wife|husband))?(?: was| is| were| are|\u0027s| s)?(?: very| v| really| so| a bit| quite| pretty| slightly| a little| much more| a lot more| far more| much| more)? (?:(?<=\\b(?:was|is|were|are) (?:(?:very|really|so|quite) )?)(?:lovely|chatty|sweet|polite|charming|chirpy|cheerful|a delight|a pleasure|(?:very )?understanding|grateful)\\b|(?<=\\b(?:he|she|child|kid) (?:was|is) )fine\\b(?! (?:with|about|to|for|after|on)\\b)|relieved\\b(?! (?:with|at|by|using|over|on|in)\\b)|happy(?! to (?!be\\b(?! referred)|see\\b)[a-z]+\\b)|(?<=\\b(?:very|really|so) )good(?! (?:oral|oh|hygiene|prognosis|bone|seal|margins?|fit|contacts?)\\b)|pleased|delighted|thrilled|chuffed|over the moon|motivated|keen to improve|relaxed|calm|calmer|comfortable|anxious|nervous|numb|tolerated|did (?:well|great|fine|ok(?:ay)?|brilliantly|awesome|amazing|amazingly|really well|so well)|sat (?:(?:really|very|so|quite) )?(?:well|still|nicely|beautifully)|handled (?:the |it |this |today(?:\\u0027s)? )?(?:appointment|visit|treatment|procedure|injection|well|better)|co-?operative|cooperated|coped(?: well)?|behaved(?: well)?)\\b(?! (?:\\S+ ){1,4}(?:last time|at the last visit|last visit)\\b)'),
  // How the patient cooperated, unless it is why something was not done ("bitewings not taken poor cooperation").
  // The practice's own records of what happened ("incident form completed", "accident book completed", "incident logged").
  cue('NOTES', '(?:(?:an? |the )?(?:incident|accident|significant event|sharps injury|needlestick)(?: (?:form|report|book|log|record))?(?: (?:was|has been|have been))? (?:logged|recorded|completed|filled in|filled out|filed|written up|reported)\\b|(?:an? )?(?:incident|accident|significant event) (?:form|report) (?=\\S+ed\\b)|medical emergency (?:recorded|logged)\\b)'),
  cue('NOTES', '(?<!\\b(?:taken|done|possible|radiographs|x-?rays|due to|because of|not|as) )(?:(?:good|poor|fair|excellent|limited|great) co-?operation\\b|(?:un)?co-?operative\\b(?! (?:with|for)\\b))'),
  // What the patient or an escort said, asked or felt, and how a child behaved ("dad asked for an invoice", "pt tearful
  // when discussing stress", "child became upset", "home help brought her today").
  cue('NOTES', `(?:(?:the )?(?:patient|pt|child|kid|he|she)|${PERSON}) (?:asked|mentioned|mentions|asks)\\b|(?:(?:the )?(?:patient|pt|child|kid|he|she) )(?:(?:was|is|became|got|seemed|felt|very|quite|really|so|a bit|a little|bit) )*(?:tearful|upset|distressed|teary|crying|well behaved|brave|relaxed|calm|pale|light-?headed|faint|dizzy|wiggly|fidgety|sleepy|drowsy)\\b|(?:(?:she|he|child|kid|patient|pt) )?(?:earned|got|had|picked|chose) (?:a|his|her|their|the) (?:sticker|prize|toy|balloon|toothbrush and a sticker)|(?:she|he|child|kid) (?:settled (?:in|down)|(?:was|is) all smiles|got the hang of)\\b|(?:she|he|child|kid) (?:(?:has been|was) )?(?:great|brilliant|fantastic|amazing) with (?:the|her|his) (?:brushing|flossing|cleaning)|(?:she|he|child|kid) (?:was (?:brilliant|great|fantastic|amazing|excellent|a star|good as gold|a trooper|a champ|a superstar)|(?:loved|loves|liked|likes) (?:it|them|the (?:result|results|colou?r|shade|look|new)))\\b|(?:(?:the )?(?:patient|pt|child|kid|he|she) )cried\\b|(?:she|he|patient|pt)(?:'s| is) always (?:hard|difficult|tricky) to (?:get )?numb\\b|(?:home help|carer|${PERSON}) brought (?:her|him|them)\\b|(?:the )?(?:dental )?nurse (?:said|told me|mentioned|noticed|commented|thought)\\b|(?:(?:the )?(?:patient|pt|child|kid|he|she) )(?:actually |even |almost |nearly )?(?:fell asleep|nodded off|dozed off|looked in the mirror)\\b`),
  // How the patient got through it: asleep, needing breaks, pausing ("he fell asleep halfway through", "pt dozed off during
  // carving", "she needed a little break", "she raised her hand twice so we paused").
  cue('NOTES', "(?:(?:the )?(?:patient|pt|child|kid|he|she) )(?:(?:was|were) )?(?:fell asleep|falls asleep|dozed(?: off)?|nodded off|snoring|snored|needed (?:a |some |frequent |several |a few |a couple of )?(?:little |short |quick )?breaks?|raised (?:her|his|their) hand)\\b"),
  // A child's behaviour rated or named ("Frankl 3, cried briefly during LA", "pt Frankl 4", "great behavior"), and the
  // tooth kept for the tooth fairy.
  cue('NOTES', "(?:(?:the )?(?:patient|pt|child) )?frankl (?:rating |score )?(?:[1-4]|i{1,3}|iv|positive|negative|definitely positive|definitely negative)\\b|(?:great|good|excellent|fantastic|amazing|lovely|perfect|brilliant|poor|challenging|difficult) behaviou?r\\b|(?:(?:she|he|child|pt) )?(?:kept|took|wanted to keep|is keeping|was keeping|took home) (?:the|her|his|their) (?:teeth|tooth)(?: home)? for the tooth fairy\\b"),
  // How the patient took it while being treated ("she teared up when she saw them", "he watched cartoons and didn't move",
  // "he was squeezing grandpa's hand the whole time", "she held really still"), and "coped well" said bare.
  cue('NOTES', `(?:(?:the )?(?:patient|pt|child|kid|he|she) )(?:(?:was|were) )?(?:teared up|welled up|cried|burst into tears|watched (?:cartoons|tv|a film|a movie|a show|a video|videos|[a-z]+ on (?:the|her|his|my)\\b)|held (?:really |very |so |perfectly |completely )?still|kept (?:really |very |so |perfectly )?still|didn(?:\u0027t| t) (?:move|flinch|budge)|did not (?:move|flinch)|(?:squeezed|squeezing|held|holding|gripped|gripping) (?:${PERSON}(?:\u0027s| s)|her|his|my|the nurse(?:\u0027s| s)) hand)\\b|(?<=(?:^|[.;!?]) ?)coped (?:well|ok(?:ay)?|fine|brilliantly|really well|very well|so well)\\b`),
  // The patient's life told in passing ("she's just started a new job", "he's off on a cruise next week", "works nights
  // as a taxi driver", "she's babysitting her grandkids all week").
  cue('NOTES', "(?:(?:the )?(?:patient|pt|he|she)(?:'s| s| is| has| was)? )(?:just )?(?:(?:starts|started) (?:a|her|his) new job|(?:on|off on|going on) (?:a |her |his )?(?:school )?(?:holiday|cruise|trip|vacation)|starting (?:a new job|school|college|university|\\d+(?:st|nd|rd|th) grade)|(?:got|came) back from|(?:off|going) on (?:a |her |his )?(?:holiday|cruise|trip|vacation)|(?:off|going|flying|travell?ing) (?:out )?to (?:a |her |his |their )?(?:[a-z]+(?:\u0027s| s) )?(?:graduation|wedding|party|christening|birthday|funeral|reunion|interview)|babysitting|been (?:knitting|gardening|decorating|renovating|baking|fishing|golfing|cycling|travell?ing|busy with)|doing (?:a|her|his) (?:kitchen|bathroom|house|home) |(?:moving|moved) (?:house|home|to)|getting married|retiring|retired)\\b|(?<!\\b(?:surgery|practice|clinic|office) )works (?:nights|nights shifts|night shifts|split shifts|shifts|days|from home|as an? )"),
  // Nerves said bare with how much are a remark ("… sharp on her tongue | very nervous today").
  cue('NOTES', '(?<!\\b(?:not|never|less|more|was|is|feels?|felt|gets?|got) )(?:very|extremely|really|quite|pretty) (?:nervous|anxious)(?: today)?\\b'),
  // Who the patient is and what is going on at home, said in passing ("pt is a line cook and works late shifts", "he's a
  // keen golfer", "recently retired and looking after grandchildren", "her husband recently moved into a care home").
  cue('NOTES', `(?:(?:the )?(?:patient|pt|he|she)(?:'s| s| is) an? (?:[a-z]+ ){0,2}${OCCUPATION}|(?:(?:the )?(?:patient|pt|he|she) |(?<=(?:^|[.;!?]) ?))(?:works (?:fifo|nights|days|shifts|from home|as an?|in an?|at an?|for an?|in (?:the|a)|on (?:the|a))|teaches|coaches|runs (?:a|her|his|their) (?:own )?[a-z]+ (?:business|shop|company|cafe|restaurant|farm|salon))|(?:(?:the )?(?:patient|pt|he|she)(?:'s| s| is| has)(?: just| recently)? |recently )retired|(?:her|his) (?:husband|wife|partner|mum|mom|dad|mother|father) (?:has )?(?:recently )?(?:moved into|went into|died|passed away))\\b`),
  // An event coming up in the patient's life ("he's got a wedding on Saturday", "pt's daughter is getting married next
  // month", "pt going travelling for 6 months").
  cue('NOTES', "(?:(?:she|he|pt|patient) (?:said|says|mentioned) )?(?:(?:he|she)(?:'s| has) got (?:a|an|her|his) (?:wedding|driving test|exams?|job interview|interview|party|holiday|presentation|photo ?shoot)|(?:(?:the )?(?:pt|patient)(?:'s| s)|her|his) (?:daughter|son|sister|brother|grand(?:daughter|son)) is getting married|(?:(?:the )?(?:pt|patient|he|she) (?:is )?)?going travell?ing|(?:(?:the )?(?:pt|patient)(?:'s| s)|her|his) (?:wife|husband|partner|daughter|son|mum|mom|dad) had an? [a-z]+ (?:done )?with us)\\b"),
  // A verb said first with the thing on the patient it was done to is today's work, also straight after the chart ("LL3
  // and LR3 sound | eased the lower denture lingual flange with an acrylic bur").
  // Treatment stopped or not begun is recorded with the treatment ("extraction abandoned", "treatment was not started").
  cue('TX', '(?<!\\b(?:explained|why|that|if|whether|discussed)(?: the)? )(?:(?:the )?(?:treatment|tx|extraction|xla|procedure|filling|rct|cleaning|prophy|scaling)(?: was| were)? (?:abandoned|stopped|not started|not carried out|aborted)\\b|(?:treatment|tx|extraction|xla|procedure)(?: was| were)? postponed\\b(?! until))'),
  // Orthodontic steps: brackets, bands and attachments bonded, removed or rebonded, wires changed, cut or tied in, power
  // chain and elastics, an expansion screw turned, the debond and retainers fitted.
  cue('TX', '(?<!\\b(?:was|were|been|had|has|have|is|are|if|when|until|once|previously|already) )(?:(?:upper|lower|upper and lower|all|the|both|orthodontic|ortho)\\s+)*(?:brackets?|bands?|molar tubes?|tubes?|attachments?|buttons?)(?: (?:and|&) (?:brackets?|bands?|tubes?|attachments?))?(?: (?:on|from) \\S+)?(?: (?:were|was))? (?:removed|rebonded|re-?bonded|bonded|placed|recemented|re-?cemented|cemented|cleaned and rebonded)\\b|(?:removed|placed|inserted|fitted|changed|cut|tied in|ligated|engaged|cinched)(?: back)? (?:the )?(?:upper |lower |upper and lower )?(?:arch ?)?wires?\\b|(?:(?:upper|lower|upper and lower) )?(?:arch ?)?wires? (?:cut|changed|removed|placed|tied in|ligated|engaged|inserted|reinserted|cinched)\\b|(?<!\\b(?:no|the|of|with|for) )power ?chain(?= (?:placed|changed|on|from|added)|\\s*[\\d\\u27E6])|(?:class (?:2|ii|3|iii|two|three) )?elastics (?=(?:given|placed|changed|started|issued|quarter|1\\/4|3\\/16|5\\/16)\\b)|(?:(?:upper|lower|upper and lower) )?(?:0\\.\\d{3}|\\d{2} ?(?:x|by) ?\\d{2})(?: (?:niti|ss|stainless steel|steel|tma|nickel titanium|braided|twisted|heat activated))+(?: (?:arch ?)?wires?)?(?=(?: (?:was|were))? (?:placed|removed|inserted|reinserted|fitted|tied in|ligated|engaged|changed)\\b)|(?:activated|turned) the (?:expansion )?screw\\b|(?:expansion )?screw (?:activated|turned)\\b|(?<!\\b(?:for|at|the|after|since|post|before|until) )debond(?:ed)?(?= (?:upper|lower|both|all|brackets|today|completed|done)\\b)|(?:(?:upper|lower) )?(?:bonded|fixed|lingual) retainers? (?:was |were )?(?:placed|bonded|fitted)\\b|(?:essix|hawley|vivera|vacuum[- ]formed|clear) retainers? (?:were |was )?(?:fitted|issued|given|delivered|tried in)\\b|(?:ortho(?:dontic)? )?wax given\\b'),
  // Records taken today: photographs, video and scans ("full set of clinical photos taken", "intraoral scan upper and lower").
  cue('TX', '(?<!\\b(?:consent(?:ed)? (?:to|for)|for|of|the|and|to|with|polari[sz]ed|normal|cross) )(?:(?:a |the )?(?:full|complete) (?:set|series) of )?(?:(?:clinical|intra ?oral|extra ?oral|pre[- ]?op(?:erative)?|post[- ]?op(?:erative)?|smile|portrait|shade) )*(?:photos?|photographs?|pictures|video)(?: (?:and|&|\\+) (?:video|photos?|photographs?))?(?= (?:taken|for (?:the )?(?:lab|smile|records)|recorded|with the retractors?)\\b)|(?<!\\b(?:for|of|the|an|book|booked|next) )intra ?oral scans?(?= (?:upper|lower|taken|of|with|for|done)\\b)|(?<!\\b(?:for|of|the|be|been|being|was|were) )scanned (?=(?:w\\/|with|upper|lower|both|full)\\b)'),
  // The recording stages of dentures: rims, record bases, the facebow, jaw relations and the lines marked on the rims.
  cue('TX', '(?<!\\b(?:for|at|the next|next|of|with|book|booked)\\s)(?:(?:upper|lower) )?(?:(?:wax|occlusal|bite) )?(?:rims?|record bases?(?: and wax rims?)?)(?= (?:(?:was|were|then) )?(?:trimmed|adjusted|reduced|seated|tried in|sealed|placed|built up|checked|added to|softened|cut back|stapled)\\b)|(?:face ?bow|jaw relation records?|centric relation|retruded contact position) (?=(?:(?:was|were) )?(?:recorded|taken|registered)\\b)|occlusal plane (?=(?:(?:was|were) )?(?:set|marked|checked|established|adjusted)\\b)|(?:(?:upper|lower) )?(?:primary|secondary|master) impressions?(?: (?:upper|lower))?(?= (?:taken|in|with|using|recorded|done)\\b)|border mou?ld(?:ing|ed)\\b'),
  cue('TX', '(?<!\\b(?:was|were|been|had|has|have|is|are|he|she|they|dentist|who|which|that|previously)\\s)(?:eased|adjusted|relieved|trimmed|repaired|relined|recemented|re-?cemented) (?:the|her|his|their|both) (?:(?:upper|lower|old|new|partial|complete|full|acrylic|chrome|lingual|buccal|labial|palatal|distal|mesial|denture|sharp|rough|high) )*(?:dentures?|flanges?|crowns?|bridge|clasps?|edges?|cusps?|spots?|margins?|temporary|temp|splint|guard|appliance|retainer)\\b(?! (?:\\S+ ){0,3}(?:ago|last)\\b)'),
  // How nervous the patient was, said in passing ("she was a bit shy but did great").
  cue('NOTES', "(?:he|she|pt|patient|the child|child) (?:was|seemed) (?:a bit |very |quite |a little |really |so )?(?:shy|nervous|anxious|scared|wary|apprehensive)\\b(?! (?:about|of|that)\\b)(?! (?:so|and) (?:i |we )?reassured\\b)"),
  // "Nothing new medically" is the history.
  cue('MEDHX', 'nothing new (?:medically|medical(?:ly)?|health ?wise|with (?:his|her|their) health|in (?:his|her|their) (?:medical )?history)\\b|no (?:med|meds|medication|medical) changes\\b|(?:vaccinations?|immuni[sz]ations?|jabs|shots) (?:are )?(?:all )?up to date\\b'),
  // Praise for how a child coped is a remark ("he was a little star").
  cue('NOTES', "(?:(?:he|she|the child|child|pt|patient) (?:was|is)|(?:he|she)(?:'s| s)) (?:a |an )?(?:little |real |absolute |total )?(?:star|superstar|champ|champion|hero)\\b"),
  // What the patient said of his own plans while being treated ("he said he's playing the trumpet at a wedding this weekend").
  cue('NOTES', "(?:(?:the )?(?:patient|pt)|he|she) (?:said|says|mentioned) (?:he|she)(?:'s| is| s| was) (?:playing|performing|singing|speaking|running|getting married|going on|off on|off to|flying|travell?ing|moving|starting|retiring)\\b"),
  // Talk in passing about the patient's life, told in treatment ("she's training for a marathon", "pt told us about their
  // anniversary party", "he's got a job interview tomorrow").
  cue('NOTES', `(?:(?:the )?(?:patient|pt|he|she)(?:'s| s| is| was| has| had| d)? |(?<=(?:^|[.;!?]) ?))(?:just )?(?:training for|(?:got|has) an? (?:job )?interview|flying (?:out|home|to)|off to [a-z]+ (?:on|next|this|tomorrow|for)\\b|been (?:swimming|running|cycling|walking|going to the gym)|come (?:straight )?from (?:her|his|their|the) |doing (?:her|his|their) (?:gcses|a[- ]levels|exams|finals|sats))|(?:(?:the )?(?:patient|pt|he|she)) (?:joked|was chatting|chatted|was telling (?:me|us)|told (?:me|us) about)\\b|(?:(?:the )?(?:patient|pt|he|she)) said (?:her|his|their) (?:daughter|son|husband|wife|partner|sister|brother|mum|mom|dad|grand(?:son|daughter|child|children|kids))\\b`),

  cue('NOTES', '(?:(?:the )?(?:patient|pt|child|kid|he|she) (?:was |is |seemed )?)?(?:(?:very|quite|a bit|a little) )?(?:shy|scared|frightened|tearful|teary|unsettled|wobbly|nervous|anxious|wary|hesitant) (?:at first|initially|throughout|to start with)\\b|(?:\\d+[- ](?:year|yr)s?[- ]old )?brought (?:in )?by (?:his |her |their )?(?:carer|care worker|son|daughter|wife|husband|mum|mom|dad|parents?)\\b'),
  // Who the escort is ("escort is mom").
  cue('NOTES', `(?:the )?escort:? (?:is |was |today is )?(?!escort\\b)${PERSON}\\b`),
  // So is who came as the escort or drives the patient home ("her husband is here as escort", "his wife is driving").
  cue('NOTES', `${PERSON} (?:is |was |will be )?(?:here )?(?:as (?:her |his |their |the )?escort|(?:is |was )?(?:her|his|their) escort|driving(?= (?:her|him|them)\\b|\\s*[,.;]|\\s*$|\\s+(?:and|consent|today)\\b))`),
  // What a child or patient loves, plays or has just started is a remark ("she just started kindergarten and loves dinosaurs",
  // "he plays the trumpet in the school band", "Loves soccer, scored 2 goals").
  cue('NOTES', "(?:(?:the )?(?:patient|pt|child|he|she)(?:'s| s| has)? )?(?:(?:just|recently) )?(?:started|starts|starting) (?:(?:swimming|dance|dancing|ballet|piano|guitar|violin|music|karate|judo|football|soccer|gymnastics|riding|drum|singing) (?:lessons|classes|club)|kindergarten|preschool|pre-?k|nursery|reception|school|big school|college|university|uni|high school|middle school|(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth) grade|year \\d+)\\b|(?<![a-z] )(?:(?:the )?(?:patient|pt|child|he|she) )?(?:(?:really|absolutely) )?(?:loves|is (?:really |mad )?(?:into|about)|is mad about) (?!(?:it|them|the|her|his|their|how|that|this|being)\\b)[a-z]+|(?:(?:the )?(?:patient|pt|child|he|she) )plays (?:the |for (?:the |a |his |her )?|in (?:the |a )?)?(?:piano|guitar|violin|trumpet|drums|flute|clarinet|saxophone|trombone|cello|football|soccer|rugby|hockey|netball|basketball|baseball|tennis|cricket|golf|school|band|orchestra|team|club)\\b(?!(?: [a-z]+){0,4} so (?:i|we)\\b)"),
  // How the one who came with the patient took it is a remark ("Mom very upset, blames herself").
  cue('NOTES', `${PERSON}(?: was| is|'s| s)? (?:(?:very|really|quite|a bit|a little|extremely|understandably) )?(?:upset|tearful|distressed|emotional|shaken)\\b`),
  // Who the patient is, typed as a sentence of its own ("Concert pianist, on tour in the new year."), and what a child
  // took home ("she picked a yo-yo from the prize box", "tooth fairy bag given") are remarks.
  cue('NOTES', `(?<=(?:^|[.;!?]) ?)(?:[a-z]+ )?${OCCUPATION}(?=[,;.]| and | on | at | in )|(?:picked|chose|got) (?:a |an |her |his |their )?(?:[a-z-]+ ){0,3}from the (?:prize|treasure|toy) (?:box|chest)\\b|(?:(?:the )?(?:patient|pt|she|he)(?:'s| s| is)? )(?:singing|playing|performing|dancing|running|competing|racing) in (?:a|an|the|her|his|their) (?:[a-z]+ )?(?:choir|band|concert|orchestra|play|show|race|marathon|match|tournament|competition|gig)\\b|tooth fairy (?:bag|box|envelope|pot)\\b`),
  // A question typed without who asked it is the discussion it opens ("Asked if he'll be OK to work this afternoon.").
  cue('CONSULT', '(?<=(?:^|[.;!?]) ?)asked (?:if|whether|about|how|when|what|why)\\b'),
  // A child's school year and a new role at work are remarks ("she's in year 10 and plays netball", "started as deputy
  // head this term").
  cue('NOTES', "(?:(?:she|he)(?:'s| s| is) in (?:year|grade) \\d+\\b)|(?:(?:(?:the )?(?:patient|pt|she|he) )|(?<=(?:^|[.;!?]) ?))(?:just )?(?:started|starts|starting) (?:as (?:an? )?[a-z]+|a new (?:job|role|position))\\b"),
  // Where an escort waited is a remark ("mom in the waiting room").
  cue('NOTES', `${PERSON} (?:is |was |stayed |waited |waiting )?in the waiting room\\b`),
  cue('NOTES', '(?:patient|pt) is an? (?:\\d+ (?:year|yr)s? old|(?:very )?(?:nervous|anxious))\\b|tolerated (?:the )?(?:procedure |treatment )?well|sticker given'),
  // Medical history.
  cue('MEDHX', '(?:reviewed|updated|checked|no changes? (?:to|in)|no)(?: the| his| her| their)? (?:medical|health|med) (?:history|hx)(?: of note)?\\b|no (?:medical|health) changes\\b'),
  cue('MEDHX', '(?:(?:the )?(?:patient|pt) reports )?no changes? (?:to|in) (?:(?:his|her|their) )?(?:health|medications?)\\b|no changes? (?:medical(?:ly| ?wise)|health ?wise)\\b|(?:bp|blood pressure)(?: (?:was|is|today|reading|taken|checked|measured|at|of))* \\d+\\/\\d+'),
  cue('MEDHX', '(?:medical|med|health) (?:history|hx|hist)(?: (?:is|was))?:?|mhx?\\b:?|pmhx?\\b:?|medical:', true),
  // Said of the patient without a header ("he's healthy, takes no medications").
  cue('MEDHX', "(?:(?:she|he|patient|pt)(?:'s| s| is)|i(?:'m| m| am)) (?:fit and )?(?:healthy|well)\\b(?= (?:no|takes|taking|on|not|with|and|allergic|nkda)\\b|\\s*[,.;]|$)"),
  // So is the ASA grade given before sedation ("ASA 2", "ASA II").
  cue('MEDHX', 'asa (?:grade |class |status )?(?:[1-4]e?|i{1,3}|iv)\\b'),
  // A blood sugar reading and tetanus cover are history ("blood sugar today 142", "tetanus up to date").
  cue('MEDHX', '(?:blood sugar|blood glucose|glucose|bg)(?: (?:today|this morning|reading|was|is|of|at))* \\d|tetanus (?:up to date|covered|immuni[sz]ed|in date)\\b'),
  // Fasting before sedation ("NPO since midnight", "nil by mouth from 6 am", "had a light lunch as advised").
  cue('MEDHX', '(?:npo|n p o|nil by mouth|nbm)\\b(?= (?:since|from|for|after|overnight|\\d))|(?:(?:he|she|patient|pt) )?(?:had|has had|ate) (?:a|only a|just a) light (?:breakfast|lunch|meal|snack)\\b|(?:(?:he|she|patient|pt) )?(?:has )?(?:had )?nothing to eat(?: or drink)? since\\b'),
  // History remembered late ("forgot to say on atorvastatin", "patient forgot to mention she started HRT last month").
  cue('MEDHX', "(?:(?:oh|and) )?(?:(?:i|the patient|patient|pt|she|he) )?forgot to (?:say|mention|note|add)(?: that)?(?: (?:she|he)(?:'s| is| s)?)?:?(?= [a-z])", true),
  cue('MEDHX', '(?:no )?(?:medical|health) (?:problems|issues|conditions)\\b|nothing medical(?:ly)?\\b|medically\\b|(?<!\\bbaseline )vitals\\b(?! (?:were |was |remained |stayed )?(?:stable|monitored|normal throughout|fine throughout|throughout)\\b):?|vital signs|(?<!\\bi(?:\u0027m| m| am) )fit and well\\b'),
  // An operation or illness the patient has had ("she's had a hip replacement in June").
  // "Healthy" said bare before the medicines is the history ("… sippy cup at night | healthy no meds no allergies").
  // Also said of who they are ("healthy boy no medicines", "healthy kid takes Zyrtec", "normally fit and well").
  cue('MEDHX', '(?:(?:normally|generally|otherwise) )?(?:fit and )?healthy(?: (?:boy|girl|kid|child|lad|man|woman|adult|toddler|baby|teen|teenager))?(?= no (?:meds|medications?|medicines|medical|allergies)\\b)|(?:(?:normally|generally|otherwise) )?(?:fit and )?healthy (?:boy|girl|kid|child|lad|man|woman|adult|toddler|baby|teen|teenager)\\b(?= (?:takes|taking|on|allergic|nkda)\\b)|(?:normally|generally) (?=fit and well\\b)'),
  // What a physician wrote about the patient's health ("Oncologist letter: high MRONJ risk", "Cardiology letter on file:
  // AB prophylaxis for all invasive dental tx"), not a letter to be sent ("GP letter re: headaches").
  cue('MEDHX', "(?:oncologist|oncology|cardiologist|cardiology|physician|gp|doctor|haematologist|hematologist|nephrologist|endocrinologist|obstetrician|ob|specialist|consultant)(?:'s| s)? letter(?: on file\\b:?|:| (?:says|states|said|advises|recommends|confirms)\\b)"),
  // A first visit is what the patient came for ("first visit | 3 year old with grandma").
  cue('CC', '(?<!\\b(?:at|on|since|after|before|from|the|her|his|their|during)\\s)(?:first|initial) (?:dental )?visit\\b(?! (?:was|to|of|in)\\b)'),
  // Silver diamine fluoride said with where it went is today's treatment ("early childhood caries | silver diamine fluoride on E and F").
  cue('TX', '(?<!\\b(?:reapply|re-?apply|vs|versus|or|and|prefers?|preferred|discussed|consider|offered|planned|plan)\\s)(?<!\\b(?:prefers?|preferred|wants?|chose|opted)\\b[^.;]{0,40})(?:silver diamine fluoride|sdf)(?= (?:applied |painted )?(?:on|to) \u27E6)'),
  // "NAD" typed as a sentence of its own is the examination ("Recall. | NAD. | BPE 111/111.").
  cue('INTRA', '(?<=(?:^|[.;])\\s*)nad(?=\\s*(?:[.;]|$))'),
  // A long-term condition the patient has, said after the complaint without a header ("… bad breath | he has type 2 diabetes").
  cue('MEDHX', "(?:she|he|patient|pt)(?:'s| s| is) (?:an? )?(?:(?:type (?:1|2|i|ii)|well controlled|controlled|insulin[- ]dependent|borderline) )?(?:diabetic|asthmatic|epileptic|hypertensive|anaemic|anemic|haemophiliac|hemophiliac)\\b"),
  // "No changes to her meds" / "to medical history" said without a header.
  cue('MEDHX', 'no (?:changes?|updates?) (?:to|in|with) (?:her |his |their |the )?(?:meds|medications?|medical history|medical|health|med hx|mh)\\b'),
  // A condition said with what treats it, even without a header or subject ("… for about a week | atrial fibrillation on
  // apixaban").
  cue('MEDHX', `(?<!\\b(?:no|not|denies|without|history of|family history of|risk of|for|about|with) )(?:(?:type (?:1|2|one|two|i|ii) )?diabetes|(?:type (?:1|2|one|two|i|ii) )?diabetic|hypertension|high blood pressure|atrial fibrillation|asthma|epilepsy|angina|hypothyroidism|an? underactive thyroid|underactive thyroid|hyperthyroidism|rheumatoid arthritis|osteoporosis|high cholesterol|depression|reflux|gord|gerd)(?= (?:on|controlled with|managed with|treated with|takes|taking) (?:(?:a|an|her|his|daily|regular) )?(?:[a-z]+ )?(?:${MEDICINE}|inhalers?|tablets?|medication|insulin|diet)\\b)`),
  cue('MEDHX', '(?:she|he|they|patient|pt) (?:has|have|(?:\'s|s|has|have) got) (?:(?:type (?:1|2|i|ii) )?diabetes|hypertension|high blood pressure|high cholesterol|asthma|epilepsy|angina|atrial fibrillation|copd|heart failure|a heart condition|hypothyroidism|an underactive thyroid|rheumatoid arthritis|osteoporosis|parkinson\'s|crohn\'s|hiv|hepatitis [bc]|adhd|add|autism|a heart murmur|sickle cell|cystic fibrosis|down syndrome|cerebral palsy|coeliac disease|celiac disease|eczema|migraines)\\b|(?:(?:she|he|they|patient|pt) (?:was|were) )born (?:a (?:bit|little) |slightly |very |\\d+ weeks )?(?:early|premature(?:ly)?|preterm)\\b'),
  cue('MEDHX', '(?:(?:she|he|they|patient|pt)(?:\\u0027s| has| have)? )?had an? (?:[a-z]+ ){0,2}(?:replacement|surgery|operation|stroke|heart attack|transplant|bypass|stent)\\b'),
  // An allergy is said with what it is to, before or after ("penicillin allergy", "allergic to latex").
  cue('MEDHX', '(?:(?:penicillins?|amoxicillin|latex|aspirin|ibuprofen|nsaids?|codeine|chlorhexidine|lidocaine|lignocaine|articaine|iodine|sulfa|sulphonamides?|erythromycin|clindamycin|metronidazole|nuts?|peanuts?|shellfish|egg|plasters?|nickel) )?(?:no (?:known )?(?:drug )?)?allerg(?:y|ies|ic)\\b|nkda\\b|nka\\b|nkfa\\b'),
  // Not how long something takes ("which usually takes a few months").
  // How the patient's health is, said in words ("health is unchanged").
  cue('MEDHX', '(?:(?:her|his|their|general|medical|overall) )?health (?:is |has been |remains )?(?:unchanged|the same|no different|stable)\\b'),
  cue('MEDHX', '(?:no |current )?(?:medications?|meds)\\b|asthmatic\\b|uses (?:an? |her |his )?(?:\\w+ )?inhalers?\\b|(?:(?:she|he|they|patient|pt) )?(?<!\\b(?:it|which|this|that|usually|normally|often|generally) )takes\\b(?! (?:it|them|her|his|the) (?:out|off)\\b| (?:a|her|his|the|their) (?:bottle|dummy|pacifier|cup|beaker|sippy|nap|break|while)\\b|:? (?:a (?:few|couple)|several|some|about|around|up to|~?\\d+(?: ?(?:-|to|–) ?\\d+)?|a|an) (?:of )?(?:minutes?|hours?|days?|weeks?|months?|years?|time|while)\\b)|(?<!\\b(?:keeps?|kept|stop|stopped|stops) )taking\\b(?! (?:it|them|out|off)\\b)|(?<!\\b(?:stable|unstable|remission|grade [abc]) (?:current )?)(?:non[- ]?|ex[- ]?)?smoker\\b(?!(?:\\u0027s|s)? (?:keratosis|palate|melanosis|patch|staining|stains?))|(?<!\\b(?:because|as|since|if|that|while|when|whilst|unless|until) (?:she|he|they|the patient|pt) )smokes\\b|stopped smoking|(?:still|currently) smoking\\b(?! (?:cessation|advice)\\b)'),
  // A medicine the patient is on, said among the complaint ("… broke off on Monday | she's on warfarin for a valve").
  cue('MEDHX', `(?:(?:she|he|they|patient|pt)(?:\u0027s| s| is| are| has been| have been)|(?<!\\b(?:has|have|had) )been|currently|(?<![a-z] )still)(?: still)? on (?=(?:[a-z]+ )?${MEDICINE})|(?:(?:she|he|they|patient|pt) )?(?:started|stopped|came off|switched to) (?=${MEDICINE})`),
  // Which teeth have come through, said about a group of teeth ("65 sound | first permanent molars erupting").
  cue('INTRA', '(?:(?:all|the) )?(?:(?:first|second|third|lower|upper) )?(?:permanent |primary |adult |baby )?(?:molars|premolars|incisors|canines|teeth) (?:(?:are|were|now|fully|partially|just) )?(?:erupting|erupted|unerupted|present|through|coming through)\\b'),
  // A finding about the tooth complained of, said among the history ("no changes | tooth not tender to percussion").
  cue('INTRA', '(?<!\\b(?:cracked|broken|wisdom|front|back|baby|this|that|the|a|sore|painful|problem|same|other) )tooth (?:is |was )?(?:(?:not |non[- ])?tender to percussion|(?:looks|appears) intact)'),
  // Examination.
  // Also said as shorthand ("EO IO WNL", "E/O + I/O NAD").
  cue('EXAM', '(?:extra[- ]?oral|extraoral|eo|e\\/o)(?: (?:and|\\+|&) | ?\\/ ?| )(?:intra[- ]?oral|intraoral|io|i\\/o)(?: (?:exams?|examinations?))?:?', true),
  // Not the time an avulsed tooth was out of the mouth ("avulsion 8 extraoral dry time under 5 minutes").
  cue('EXTRA', '(?:extra[- ]?oral(?:ly)?|extraoral|eo|e\\/o)(?: (?:exam(?:ination)?|assessment|findings))?\\b(?! (?:dry )?time\\b):?', true),
  // Not a joint's diagnosis ("left TMJ disc displacement with reduction").
  cue('EXTRA', '(?<!\\bof (?:the )?(?:right |left )?)(?<!\\b(?:reduction|displacement|derangement|arthralgia|pain) (?:right |left |bilateral )?)(?:(?:right|left|bilateral) )?tmjs?\\b(?! (?:disc displacement|dysfunction|disorder|arthralgia|arthritis|osteoarthritis|internal derangement|capsulitis|synovitis)\\b)|temp(?:erature)? (?=\\d)|(?:(?:left|right) )?(?:sub ?mandibular|submental|pre[- ]?auricular) (?:swelling|region|lymph|nodes?)|mouth opening\\b|(?<!\\b(?:in|of|around|near|from) (?:the |her |his |my |both )?(?:left |right )?)(?:neck and )?jaw joints?\\b|(?:no )?(?:swelling|lumps?)(?: or (?:swelling|lumps?))? in the neck\\b|(?:there (?:was|is) )?no extra[- ]?oral (?:swelling|asymmetry|findings|abnormalit(?:y|ies)|concerns)\\b|no facial (?:swelling|asymmetry)\\b|face(?: and neck)? (?:looks |is |was |are )?(?:normal|symmetrical|symmetric|fine|nad|wnl|unremarkable|not swollen)\\b|(?:no (?:palpable )?)?(?:lymph nodes?|lymphadenopathy)|nodes (?=(?:not |non[- ]?)?(?:palpable|nad|normal)\\b)|(?:(?:swollen|tender|enlarged|palpable|firm|mobile|hard|fixed),? (?:and )?){1,3}(?:lymph )?nodes?\\b'),
  cue('INTRA', '(?:intra[- ]?oral(?:ly)?|intraoral|io|i\\/o)(?: (?:exam(?:ination)?|assessment|findings))?\\b(?! (?:scans?|scanner|scanning|camera|photos?|photographs?|images?|radiographs?|x-?rays?|films?|appliance|elastics)\\b):?|on exam(?:ination)?\\b:?|o\\/e\\b:?|clinical (?:exam(?:ination)?|findings):?|(?<!\\b(?:not|is|it is) )clinically\\b', true),
  cue('INTRA', '(?:the )?soft tissues?\\b|oral cancer screen(?:ing)?|(?:lips|cheeks)(?:,? (?:and )?(?:lips|cheeks))*,? (?:and )?(?:tongue\\b|floor of (?:the )?mouth)|(?<!\\b(?:of|on|to|the|his|her|my|their|lateral|dorsal|ventral|left|right|anterior|posterior|geographic|fissured|coated|scalloped|furred|hairy|lip|lips|and|or) )(?<!\\blips? ?[\\/+&] ?)tongue\\b|(?<!\\b(?:discussed|explained|about|that|reassured|reassurance) )(?:geographic|fissured|coated|scalloped|furred|hairy) tongue\\b|floor of (?:the )?mouth|buccal mucosa|(?<!\\b(?:the|an?|any|painful|sore|over|review|monitor|of|for|with|this|that|his|her|my|recurrent|mouth|around|near|about|traumatic|aphthous|denture|induced|minor|major|healing) )ulcer(?:s|ation)?\\b|red area|(?<!\\b(?:the|that|this|of|about|for|biopsy|checking|check|review|reviewed|monitor|monitoring|from|re)\\s(?:(?:an?|small|large)\\s)*)(?:(?:an?|small|large) )*(?:white|red|speckled) (?:patch|lesion)(?= (?:about |approximately |approx |roughly )?(?:\\d|on|of|in|at|under|along)\\b)|(?<!(?:routine|recall|new patient|periodic|comprehensive|limited|emergency|annual|dental|first|initial|full|month) )(?:clinical |oral )?exam(?:ination)? (?=(?:no(?! (?:complaints?|problems?|issues|concerns|pain|medical|changes|allergies)\\b)|nad|wnl|normal|unremarkable)\\b)'),
  // Plaque or calculus with where or how much, and the gingivae with their state, are findings ("… still taking
  // sertraline | plaque mainly on lingual of lower incisors | gingivae red and swollen").
  cue('INTRA', '(?:(?:light|heavy|moderate|some|little|thin|thick) )?(?:plaque|calculus)(?= (?:mainly|mostly|present|deposits|build ?up|around|along|interproximally|lingual(?:ly)? of|on (?:the )?(?:upper|lower|front|back|anterior|posterior) (?:teeth|incisors|molars|anteriors|posteriors))\\b)|gums?(?= (?:look|looks|looked) (?:fine|healthy|normal|good|ok)\\b)|gingiva(?:e|l tissues?)?(?= (?:are |were |is )?(?:(?:slightly|mildly|very|generally|markedly|a little) )?(?:red|swollen|healthy|normal|wnl|nad|inflamed|pink|firm|oedematous|edematous|erythematous|receded|bleeding)\\b)(?! \\S+ (?:around|at) (?:the )?(?:prep|preparation)\\b)'),
  // How good the oral hygiene is, is a finding of its own and ends a chart entry ("LR4 B cervical caries | oral hygiene
  // poor", "URE B caries | oral hygiene's not great").
  cue('INTRA', "(?<!\\b(?:about|discussed|explained|re|of|for|with|on|advice|advised|instruction|instructions|improve|improving|improved|the|her|his|their|your) )oral hygiene(?:'s| s| is| was| has been| remains)? (?:(?:very|quite|generally|fairly|really|overall|still|now|rather|a bit|somewhat) )?(?:good|fair|poor|reasonable|excellent|not (?:great|good|ideal)|adequate|variable|average|moderate|satisfactory|suboptimal|inadequate|ok|okay)\\b"),
  // How a socket or wound is healing is a finding, even said straight after the reason for attending ("post op check
  // extraction 17 | socket healing well"); "healing well" said bare there is what the patient reports.
  cue('INTRA', '(?:the |extraction )?(?:sockets?|site|wound|tissues?|gingivae?|extraction site)(?: (?:\u27E6\\d+\u27E7|#?\\d+))? (?:is |are )?(?:healing|healed|closing) (?:well|nicely|normally|satisfactorily|as expected|uneventfully)\\b|(?:the )?(?:implant )?site(?: \u27E6\\d+\u27E7| #?\\d+) (?:well[- ])?healed\\b'),
  // Tori and an operculum are soft-tissue findings, however they come ("… TMJ NAD | mandibular tori bilat", "… node |
  // operculum over LL8 red and swollen"); not where something was done ("irrigated under the operculum").
  cue('INTRA', '(?<!\\b(?:under|beneath|around|of|whether|if|about|his|her|their) (?:the )?)(?:(?:small|large|bilateral|bony) )?(?:(?:mandibular|palatal|maxillary|lingual) )?tor(?:us|i)(?: (?:palatinus|mandibularis))?\\b|(?<!\\b(?:under|beneath|around|of|to|over) (?:the )?)operculum\\b(?= (?:over|on|around) )'),
  // Findings about the whole mouth or a ridge end a chart entry ("16 MOD amalgam | generalised moderate plaque",
  // "LL3 cervical caries | lower ridge knife edge").
  cue('INTRA', '(?:generali[sz]ed|locali[sz]ed) (?:(?:mild|moderate|heavy|light|marginal|extrinsic|supra[- ]?gingival|sub[- ]?gingival) )*(?:plaque|calculus|stain(?:ing|s)?|tooth wear|wear|attrition)\\b|(?:upper|lower) (?:alveolar )?ridges? (?=(?:is |was )?(?:well|knife|flat|flabby|resorbed|atrophic|healed|healing|healthy|firm|good|poor|adequate)\\b)'),
  // "Examination" said alone before what was found opens the findings ("… allergy examination 16 fractured").
  cue('INTRA', '(?<!\\b(?:routine|recall|new patient|periodic|comprehensive|limited|emergency|annual|dental|full|oral cancer|extra[- ]?oral|intra[- ]?oral|perio(?:dontal)?|radiographic|clinical|further|for an?|for|the|last|previous|next|his|her|their) )exam(?:ination)?:?(?= (?:\u27E6|upper |lower |soft tissues?\\b|the (?:upper|lower) ))', true),
  cue('DENTAL', 'dental chart(?:ing)?:?|(?<!\\b(?:perio(?:dontal)?|pocket|full|bpe|psr) )charting\\b:?(?: (?:please|for me)(?: please)?\\b)?(?: (?:starting|start|beginning|from)(?: (?:with|at|in|from))?\\b)?|(?<!\\b(?:discussed|explained|reviewed|went through|go through|discuss|explain|review|my|our|his|her|the) )findings:|(?<!\\b(?:perio(?:dontal)?|pocket|full|bpe|psr|dental) )\\bchart:|existing restorations:?|restorations:|trauma (?:stamp|chart|grid|table)s?\\b:?', true),
  // With its number of sites too ("full 6-point chart recorded"), and probing depths written PPD.
  cue('PERIO', 'full (?:mouth )?(?:\\d+[- ]point |\\d+[- ]site )?(?:(?:periodontal|perio|pocket) )?chart(?:ing)?|(?:\\d+[- ](?:point|site) )(?:(?:periodontal|perio|pocket) )?chart(?:ing)?|ppds?\\b(?= [\\d<>])'),
  // Not an item of a plan ("plan full mouth x-rays | periodontal charting", "next visit x-rays and periodontal charting").
  cue('PERIO', '(?<!\\b(?:for|re|an?|the|of|new patient|specialist|further|x-?rays|radiographs|bitewings|and|then|plan|visit|nv) )perio(?:dontal)? (?:exam(?:ination)?|screening|assessment|charting|chart|status)\\b(?! (?:done|completed|taken|updated|recorded|carried out)\\b):?|perio:', true),
  // "Perio" said alone before periodontal findings names the section ("perio probing depths 3 mm").
  // The papillae with their state are periodontal findings ("… nodes under the jaw | punched out papillae on the lower
  // anteriors", "papilla between 24 and 25 abraded").
  cue('PERIO', '(?<!\\b(?:the|of|to|around|between|under|into|in) )(?:(?:punched[- ]out|blunted|cratered|inflamed|swollen|red|bulbous|interdental|ulcerated|necrotic) )*papillae?\\b(?= (?:between|on|of|around|at|in|are|is|were|was|red|swollen|inflamed|blunted|abraded|cratered|bleed|bleeding)\\b)'),
  // A pocket said with its depth, without a header ("… buccal to 37 | 8 mm pocket distal of 37 with pus on probing"); not
  // where something was put ("Arestin in the 6 mm pockets").
  cue('PERIO', '(?<!\\b(?:in|into|to|the|and|or|of|all|any|both|for|from|with|these|those|deepest) (?:[\\d.]+ (?:and|or|to|-) )?)(?<![\\d.] (?:and|or|to|-) )[\\d.]+(?: ?(?:to|-) ?[\\d.]+)? ?mm (?:deep )?(?:probing depths?|pockets?|pocketing)\\b'),
  // Also with their measure first ("perio 4 to 6 mm pockets lower posterior").
  cue('PERIO', 'perio(?:dontally)?(?= (?:peri[- ]?implant |no |[\\d.]+(?: ?(?:to|-) ?[\\d.]+)? ?mm )?(?:probing|pockets?|pocketing|bleeding|bop|recession|mobility|furcation|plaque (?:scores?|index|levels?)|generali[sz]ed|locali[sz]ed|healthy|stable|bpe|psr)\\b)', true),
  // With its article in a typed sentence ("The BPE was 2 2 2 / 3 2 2.").
  cue('PERIO', '(?:the )?(?:bpe|psr)(?: scores?| screening)?\\b'),
  // The plaque and bleeding indices ("plaque score 40% bleeding score 35%"), wherever they are said.
  cue('PERIO', '(?:full mouth )?(?:plaque|bleeding) (?:scores?|index|indices)\\b(?= (?:of |was |is |today |now |down |up |improved |[\\d<>]))'),
  // Pockets said with their depth are periodontal findings wherever they are said ("… on metformin | pockets 4 to 6 mm …").
  // Where they are may come between ("pockets on the left are 5 to 7 mm").
  cue('PERIO', '(?:(?:residual|deep|narrow|isolated|generali[sz]ed|locali[sz]ed),? )*pock(?:ets?|eting) (?:(?:on|in|at|around) (?:the )?[a-z]+(?: [a-z]+)? )?(?:are |were |of |up to |about )?(?:still |now |mostly |all |generally )?[\\d.]+(?: ?(?:to|-) ?[\\d.]+)? ?mm\\b'),
  // Gums said better or worse since treatment, and probing said over most sites, are periodontal ("… non smoker | gums less
  // red since the first visit", "probing most sites 3-4 mm").
  cue('PERIO', '(?<!\\b(?:feels?|felt|says?|said|thinks?|reports?|reported|noticed|notices)\\s)gums (?:(?:upper|lower|right|left|and) )*(?:(?:look|looks|looked|are|now|much|still) )*(?:less|more|tighter|firmer|healthier|pinker|better)\\b|probing:?(?= (?:at )?(?:most|all|some|many) sites\\b)'),
  // The muscles that close the jaw are examined from outside ("no allergies | jaw muscles a bit tender on the right").
  // Said with no header: the head and neck, the face, grazes on it ("head and neck fine", "no swelling of the face", "small
  // graze on the chin").
  cue('EXTRA', '(?:head and neck|face and neck)(?: (?:exam|examination|check))?(?: (?:is|was|all|looks|looked))? (?:fine|normal|nad|wnl|clear|unremarkable|ok|okay|good)\\b|no (?:swelling|asymmetry) (?:of|in|to) the face\\b|(?:(?:small|little|minor) )?(?:grazes?|grazed|abrasions?|bruis(?:e|es|ing)) (?:on|to) (?:the|her|his) (?:chin|cheek|forehead|nose)\\b'),
  cue('EXTRA', '(?:(?:jaw|masseter|temporalis) muscles?|muscles of mastication|masseters?)(?= (?:(?:are|were|a bit|slightly|mildly|very|both|bilaterally) )*(?:tender|sore|firm|hypertrophic|hypertrophied|fine|nad|normal|not tender|non[- ]tender|soft)\\b)'),
  // An empty socket, a retainer and the palate under a denture are intra-oral, said after the history without a header
  // ("… on alendronate | socket empty no clot", "lower fixed retainer intact", "palate under the denture red").
  cue('INTRA', '(?<!\u27E6\\d+\u27E7 (?:extraction )?)(?<!\\bextraction )(?:the )?(?:extraction )?sockets?(?: \u27E6\\d+\u27E7| #?\\d+)? (?:is |was |looks )?(?:empty|dry|clotted|partially clotted|open)\\b|(?:upper |lower )(?:fixed |bonded |lingual )?retainer (?:is |was )?(?:intact|in place|loose|debonded|broken)\\b|palate (?:under (?:the|her|his) denture )?(?:is |looks )?(?:red|inflamed|erythematous|sore)\\b'),
  // The state of the gums is periodontal ("soft tissues fine | gums puffy and bleeding around the lower front teeth").
  cue('PERIO', '(?<!\\b(?:feels?|felt|says?|said|thinks?|reports?|reported|noticed|notices|her|his|their|of|around|if|when|because|surrounding|adjacent)\\s)(?<!\\b(?:of|around|in|on|at|to|from|with|along|between) the )(?:gums?|gingivae?)(?! (?:[a-z]+ ){1,3}around (?:the )?(?:prep\\w*|crown|temporary|temp|implant|restoration|bridge|tooth|it)\\b)(?= (?:(?:look|looks|looked|are|is|were|was|generally|otherwise|elsewhere|overall|mostly|a bit|bit|slightly|mildly|very|quite|a little) )*(?:puffy|red|inflamed|swollen|bleeding(?! (?:when|while|if|during|after|since|on brushing|on flossing|and|less|more|a lot|lots)\\b)|healthy|receding|firm|pink|fine|good|oedematous|erythematous)\\b)'),
  // Tissue round an implant, a sinus tract, the ridges and a measured ulcer are intra-oral, said after the history
  // without a header ("… nkda | peri-implant tissue 19 healthy", "no allergies | 2 mm ulcer lower left lingual sulcus"); not
  // said on in a chart entry after a comma ("#30 missing, ridge healed").
  cue('INTRA', '(?<!,\\s)(?<!\\b(?:the|of|around|review|check|monitor)\\s)(?:peri[- ]?implant (?:tissues?|mucosa)|(?<!\\bno )sinus tract(?= (?:buccal|labial|palatal|lingual|healed|has healed|present|still|over|on|at|adjacent)\\b)|ridges? (?:healthy|healed|well healed|firm)|(?:there (?:is|was) )?an? \\d+(?:\\.\\d+)? ?mm (?:ulcer|lesion|patch)|\\d+(?:\\.\\d+)? ?mm ulcer)\\b'),
  // Recession said with its measure ("… no caries | 2 mm recession buccal of UL3"); not after its tooth ("#24 2 mm recession").
  cue('PERIO', '(?<!\u27E6\\d+\u27E7 )[\\d.]+(?: ?(?:to|-) ?[\\d.]+)? ?mm (?:of )?(?:gingival )?recession\\b'),
  // So is recession said before its depth and its own tooth ("46 grade 1 mobile | recession 2 mm on 46 buccal"); said
  // after a tooth without one it is that tooth's chart entry ("21 PFM crown grey margin recession 2 mm").
  cue('PERIO', '(?<!\\b(?:no|of|and|with|the|for|about|explained|discussed) )(?:gingival )?recession(?= (?:of )?(?:about |approx(?:imately)? )?[\\d.]+(?: ?(?:to|-) ?[\\d.]+)? ?mm (?:on|at) (?:the )?\u27E6)'),
  cue('PERIO', '(?<!no )bleeding on probing|(?<!no )bop\\b|(?:probing|pocket) depths?|probing(?= (?:of |is |was |up to |all )?[<\\d][\\d.]*(?: ?(?:to|-) ?[\\d.]+)? ?mm (?:around|at|on|all|throughout|generali[sz]ed|everywhere)\\b)|probing(?= (?:the )?(?:upper|lower) (?:left|right|anteriors?|molars?|incisors?|premolars?)(?: (?:quadrant|sextant))? [<\\d][\\d.]*(?: ?(?:to|-) ?[\\d.]+)? ?mm\\b)|(?<!(?:class|grade) \\w+ )(?<!\\bthe )(?<!\\bfor \u27E6\\d+\u27E7 )(?<!(?:^|[.;:])\\s*\u27E6\\d+\u27E7(?: and \u27E6\\d+\u27E7)? )furcation'),
  cue('RADIO', `(?:radiographs?|x[- ]?rays?|radiographic (?:exam(?:ination)?|findings)|radiology)[:,]? (?=(?:\\d+ )?${RADIOGRAPH}\\b)`, true),
  // A film said with when it is due is planned, not a report ("recall 6 months; PA of implant at 1 year").
  // A film said as the means of a step is the step's ("master cones confirmed with a PA").
  // With its count, sides or kind ("4 vertical bitewings", "right and left bitewings"); a film spoken of is no report ("asked for a copy of the OPG report").
  // A film the patient had elsewhere is history ("she had an x-ray at urgent care"); one a decision rests on is the
  // discussion's ("given the x-ray findings patient opts for surgical extraction").
  cue('RADIO', `(?<!\\b(?:had|have had|has had) (?:an? |the |some )?)(?<!\\b(?:an?|the) lengths? )(?<!\\b(?:eal|locator) (?:\\+|and|&) (?:an? )?)(?<!\\b(?:confirmed|checked|verified|measured) (?:with|w\\/|using|by|on) (?:an? |the )?)(?<!\\b(?:of|for|about|from|per|follow[- ]?up|review|recall|repeat|given|based on|because of|in view of|needs?|needed|requires?|required|would need|will need|urgent|arrange|arranged|request|requested|order|ordered) (?:an? |the )?)(?<!\\busing (?:her |his |their |the )?)(?:(?:(?:we|i) (?:also )?)?(?:took|got) |(?:we |i )?(?:reviewed|looked at|read) (?:her |his |their |the )?(?:previous |old |recent )?)?(?:an? |the |no |(?<!\\b(?:pulse|bp|sats|rate|temp|weight|a1c|hba1c|inr|glucose|sugar|over) )(?<!\\/)\\b\\d+ )?(?:(?:right and left|left and right|bilateral|right|left|vertical|horizontal|post[- ]?op|pre[- ]?op|final|check|post[- ]?cementation|working length|master cone|wl|mc) ){0,2}${RADIOGRAPH}\\b${NOT_DUE}`),
  // "Periapical" naming the film, not the lesion: "periapical of 46 shows …".
  // So does its grade or count ("post op periapical grade 1", "2 periapicals and an upper standard occlusal").
  cue('RADIO', '(?:an? )?(?:(?:post[- ]?op|pre[- ]?op|final|check|post[- ]?cementation) )?periapicals?(?=:| (?:of|shows?|taken|confirms?|reveals?|demonstrates?|grade)\\b| \u27E6)|\\d+ periapicals?\\b'),
  // Diagnosis, discussion, consent.
  // "Impression" said before a diagnosis is its header ("impression myofascial pain and disc displacement").
  cue('DX', '\\bimpression(?= (?:[a-z]+ ){0,3}(?:pain|pulpitis|periodontitis|gingivitis|abscess|caries|displacement|pericoronitis|necrosis|fracture|leukoplakia|carcinoma|scc|lichen planus|keratosis|ulcer|candidiasis|mucocele|fibroma)\\b|:? (?:suspected|possible|probable|likely|query|\\?)\\b)', true),
  // A differential diagnosis keeps its words: the list of what it may be is the diagnosis item ("differential diagnosis
  // irreversible pulpitis or cracked tooth").
  cue('DX', '(?:(?:my|the|a) )?differential (?:diagnos(?:is|es)|dx)\\b'),
  cue('DX', '(?<!\\b(?:discussed|explained|reviewed|went (?:through|over)|informed (?:of|about)) (?:the |a |his |her |their )?)(?<!\\b(?:was|were|been|also|recently|newly) )(?:(?<=(?:^|[.;:!?])\\s{0,3})the )?(?:provisional |working |final )?(?<!\\bdifferential )diagnos(?:is|es|ed(?! (?:last|at|on|previously|earlier|in|by|\\d)\\b))(?: (?:with|as|of|is|are|was|were))?\\b:?|dx\\b:?|impression:', true),
  // Periodontitis staged and graded is a diagnosis wherever it is said ("… vertical defect distal of 30 | generalized
  // periodontitis stage 3 grade C").
  cue('DX', '(?:(?:generali[sz]ed|locali[sz]ed|molar[- ]incisor(?: pattern)?) )?periodontitis,? stage (?:[1-4]|i{1,3}|iv)\\b'),
  // A pulpal or apical diagnosis named in full is the diagnosis even without its header ("… at the mesial root |
  // symptomatic irreversible pulpitis 36").
  // Not right after the header and a tooth, whose diagnosis it is ("diagnosis UR6 irreversible pulpitis").
  // So is a periodontal diagnosis by its stage or cause ("… horizontal bone loss | localized stage 2 grade B periodontitis").
  cue('DX', '(?:(?:generali[sz]ed|locali[sz]ed) )?stage (?:[1-4]|i{1,3}|iv)(?: grade [abc])? periodontitis|(?:(?:generali[sz]ed|locali[sz]ed) )?plaque[- ]induced gingivitis'),
  // Nor inside a name that began with its qualifier ("diagnosis 36 acute | irreversible pulpitis").
  cue('DX', '(?<!\\b(?:diagnos[a-z]*|dx|impression):? (?:number |tooth )?\u27E6\\d+\u27E7 )(?<!\\b(?:symptomatic|asymptomatic|acute|chronic) )(?:(?:(?:symptomatic|asymptomatic|acute|chronic) )?(?:irreversible|reversible) pulpitis|(?:symptomatic|asymptomatic) apical periodontitis|(?:acute|chronic) apical (?:abscess|periodontitis)|pulp(?:al)? necrosis)'),
  // Not consent said to be discussed ("informed consent discussed but not signed today"): that is the consent's.
  cue('CONSULT', '(?<!\\b(?:as|to be) )(?<!\\bconsent (?:was |were |form )?)(?:(?:i|we) (?:have |also )?)?(?:(?:treatment |tx )?options? )?(?:were |was )?(?:discussed|explained)\\b|(?<!\\b(?:for|in|at|during|to) (?:the )?)(?<!\\b(?:for|in|at|during|to) (?:the |an? )?(?:\\S+ ){1,3})discussion\\b|(?:(?:the )?(?:patient|pt) (?:was )?)?(?<!\\b(?:if|when|unless|once|as) )advised\\b|(?<!\\bpost[- ]?op(?:erative)? )(?:(?:diet(?:ary)?|smoking cessation|smoking|oral hygiene|denture(?: care| hygiene)?|home care|aftercare|alcohol|sugar) (?:and (?:diet(?:ary)?|smoking|alcohol|sugar) )?)?advice\\b(?! from\\b)|(?<!\\b(?:dentist|dds|orthodontist|periodontist|endodontist|specialist|doctor|gp|physician|surgeon|practice|office|clinic|they) )recommend(?:ed|s|ation)?\\b(?! (?:us|the practice|this practice|our practice)\\b)|informed\\b|reassured\\b|reminded\\b|d\\/w\\b|counsell?ed\\b|(?:diet(?:ary)?|nutrition(?:al)?|smoking cessation|tobacco cessation) counsell?ing\\b|(?<!\\b(?:midwife|doctor|gp|dentist|mum|mom|dad|nurse|pharmacist|physician|surgeon|someone|friend|hygienist|they|she|he|office|practice|clinic|hospital|orthodontist|periodontist|endodontist) )(?:(?:the )?(?:patient|pt) )?told (?:(?:(?:her|him|them|mum|mom|dad|the patient|pt) )?(?:(?:not )?to|no)|(?:her|him|them|mum|mom|dad|the patient|pt) (?:that|it|she|he|they|we|i|about|how|what))\\b|(?:(?:the )?(?:patient|pt|she|he|they|mum|mom|dad) )?(?:was|were) told\\b(?! (?:at|by|elsewhere|before|previously)\\b)|(?:praised|encouraged|congratulated)(?= (?:the |her |his |their )?(?:patient|pt|improvement|progress|efforts?|oral hygiene|oh|home care|cleaning)\\b)'),
  cue('CONSULT', '(?:treatment |tx )?options\\b:?|(?:fees?|costs?|price|quote|estimate) (?:for|of)\\b|(?:estimate|quote)(?: (?:of )?\\$?[\\d,.]+)? (?:given|provided)\\b|risks and benefits|(?<!\\bcaries )(?:costs?|risks?|fees?|benefits|alternatives|options)(?: and (?:risks?|benefits|costs?|fees?|alternatives))? (?:given|discussed|explained|reviewed)|home care\\b:?'),
  // What was sealed or cleaned, with its verb said last, is a step, after a radiograph report too ("post op PA good seal |
  // access sealed with Cavit", "no periapical pathology | crown and tooth cleaned").
  cue('TX', '(?:(?:the )?(?:access(?: cavity)?|crown and (?:the )?tooth|crown|prep|canals?|cavity) (?:was |were )?(?:sealed|cleaned(?: out| up)?|restored|dressed))\\b(?! (?:\\S+ ){0,3}(?:ago|last|previously|before)\\b)'),
  // What the patient is to do or avoid after treatment, said as advice rather than as post-op instructions given ("soft
  // diet for 24 hours", "no hot drinks until the numbness wears off", "avoid sticky foods", "take ibuprofen if sore",
  // "wear it every night"): the discussion's. Said after "post-op instructions" it is what they were, a step.
  cue('CONSULT', "(?<!\\b(?:instructions?|poi|post[- ]?op|advice|advised|instructed|recommended|given|ohi|tbi|to|and|or|with|on|of)(?: given| provided)?:? )(?:(?:soft|liquid|cold|sloppy) diet\\b|no (?:hot (?:drinks?|food|food or drinks?|drinks? or food)|(?:smoking|alcohol)(?= (?:for|until|today|tonight|after)\\b)|vigorous rinsing|rinsing|strenuous exercise|exercise|chewing|eating|sticky|hard (?:food|foods)|spitting|drinking through a straw)\\b|avoid(?:ing)? (?:hot|sticky|hard|chewing|biting|eating|drinking|smoking|alcohol|exercise|rinsing|spitting|the area|that side)\\b|(?:take|use) (?:ibuprofen|paracetamol|tylenol|advil|motrin|nurofen|calpol|analgesics?|painkillers?|pain ?killers?|pain relief|otc)\\b|wear (?:it|them|the (?:guard|splint|retainer|retainers|aligners?|night guard|appliance)) (?:every night|nightly|at night|full time|all the time|\\d+ hours)\\b|(?:leave|take) (?:it|them|the dentures?) out at night\\b|(?<!\\bwarm )(?:warm )?salt ?water (?:rinses|mouthwash(?:es)?|mouth ?rinses)\\b)"),
  // A fee said with its amount, or a payment ("fee £450, £200 paid today", "fee 550 collected"): what the patient was
  // told and agreed, not a step of treatment. Said on after the discussion it belongs to, it stays in that clause
  // ("discussed night guard fee 550").
  cue('CONSULT', '(?<!\\b(?:lab|laboratory) )(?<!\\b(?:discussed|explained|quoted|chose|options?)\\b[^.;:]{0,60})fees?:? (?:is |was |of |will be )?[£$€]?\\d|[£$€]\\d[\\d,.]* (?:paid|collected)\\b|deposit (?:paid|taken|collected)\\b'),
  // Going over the plan or its risks with the patient, said verb-first ("reviewed risks including dry socket").
  // Said chattily ("we talked about the crown again", "went over crown versus onlay").
  cue('CONSULT', '(?<!\\b(?:that|which)(?: we| i)? )(?:(?:we|i) )?(?:talked (?:about|through)|talked (?:to|with) (?:\\S+ ){1,2}?about|went over|went through (?=how|the|her|his|their|it|all|options|risks|costs|what)|chatted about)\\b(?! (?:last time|previously|before|at the last visit)\\b)'),
  // Going over the risks again on the day is the discussion ("OPG from the consultation … | reconfirmed the risks").
  cue('CONSULT', '(?:re-?confirmed|re-?explained|reiterated|went (?:back )?over|reviewed|recapped) (?:the |all the )?(?:risks|options|benefits|alternatives)\\b'),
  // Showing the patient how to use or look after something is advice ("showed her how to insert, clean and store it").
  // So is a denture's handling demonstrated ("insertion + removal demonstrated to daughter").
  cue('CONSULT', '(?:insertion|removal|cleaning)(?:(?: ?(?:\\+|and|&|,)) (?:insertion|removal|cleaning|care))* (?:(?:was|were) )?(?:demonstrated|shown)\\b'),
  // Also said passive ("she was shown how to insert and remove it") or of "the daughter".
  // Said passive without who was shown, or of what was found ("Shown how to use Superfloss", "crack noted | shown to pt").
  cue('CONSULT', `(?:(?:i|we) )?(?:showed|show|shown) (?:her|him|them|the patient|patient|pt|(?:the )?${PERSON}) how to\\b|(?:(?:was|were) )?shown how to\\b|shown to (?:the )?(?:patient|pt)\\b|(?:(?:the )?(?:patient|pt)|she|he|${PERSON}) (?:was |were )?shown (?=insertion|removal|cleaning|how)`),
  // What the patient or a parent was told to do, or what insurance pays ("told her to restart the apixaban this evening",
  // "told dad nothing to eat or drink for 30 minutes", "insurance covers the filling at 80%").
  // Not what a parent told the child, unless the parent was only the one given something ("POI given to mom | told her …").
  cue('CONSULT', `(?:(?:i|we) )?(?<!\\b(?:midwife|doctor|gp|dentist|physician|cardiologist|surgeon|consultant|nurse|hygienist|pharmacist|specialist|he|she|they|someone|friend|office|practice|clinic|hospital|orthodontist|periodontist|endodontist)\\s)(?<!(?<!\\b(?:to|with|for) )\\b${PERSON}\\s)told (?:her|him|them|the patient|patient|pt|${PERSON}) (?:to|not to|nothing|no|it|that|ibuprofen|tylenol|paracetamol|the|about|we|we'd|we'll|i|i'd|this|these|there|what|how|why|if|she|he|they|most|its|it's|yes|his|her|their|any|all|everything|a|an|you|your|he's|she's|he'd|she'd|he'll|she'll|they'll|some|(?=(?:[a-z]+ ){1,3}(?:may|might|will|would|could|should|can|needs?|is|are)\\b))\\b|(?:(?:her|his|their|the) )?insurance (?:only )?(?:covers|covered|pays|paid|will cover|will pay|doesn't cover|does not cover|won't cover)\\b`),
  // Risks said as a list ("risks of crown include need for RCT later").
  // What the patient says back before the advice it drew is part of the discussion ("OHI with an orthodontic toothbrush |
  // she says brushing around the brackets hurts told her …").
  cue('CONSULT', "(?:(?:the )?(?:patient|pt)|she|he) (?:says|said)(?: that)? (?=(?:\\S+ ){2,20}?(?:told (?:her|him|them)|explained|advised|reassured|recommended|showed (?:her|him|them))\\b)"),
  cue('CONSULT', '(?:the )?risks? of (?:\\S+ ){1,3}?(?:include|includes|including|are|were)\\b'),
  // Advice named as such is the discussion, whatever drugs it names ("analgesia advice: ibuprofen 400 mg …", "sinus
  // precautions reviewed").
  cue('CONSULT', '(?:analgesi[ac]|pain ?relief|painkiller|post[- ]?extraction|dietary|diet|smoking cessation) advice\\b(?!:)|sinus precautions (?=reviewed|given|explained|discussed)'),
  cue('CONSULT', 'sinus precautions:', true),
  // A group of teeth found sound without a tooth named is an intra-oral finding ("posterior teeth sound").
  cue('INTRA', '(?:posterior|anterior|remaining|back|front) teeth (?:are )?(?:all )?(?=sound|healthy|caries[- ]free|nad\\b)'),
  // Told to go on with what helps ("keep doing the exercises and soft diet", "continue nightly wear and exercises").
  cue('CONSULT', '(?:keep|continue|carry on) (?:doing |wearing |using |with )?(?:the |her |his |their |nightly )?(?:exercises|splint|guard|night guard|appliance|retainer|soft diet|mouthwash|wear)\\b'),
  cue('CONSULT', '(?:reviewed|went (?:through|over)) (?:the )?(?:risks?|benefits|costs?|fees?|options|alternatives|(?:treatment|tx) plan|self[- ]care|home care|aftercare|post[- ]?op instructions)\\b'),
  // What was reviewed with the patient or a parent ("reviewed extraction and a space maintainer with mom").
  cue('CONSULT', `(?:reviewed|went (?:through|over))(?= (?:\\S+ ){1,6}?with (?:the )?(?:patient|pt|${PERSON})\\b)`),
  // Options reviewed by name with their risks or weighed against each other ("reviewed RCT, extraction and no tx with risks").
  cue('CONSULT', '(?:reviewed|went (?:through|over))(?= (?:\\S+ ){0,8}?(?:risks?|benefits|alternatives|vs\\.?|versus)\\b)'),
  // Not said in brackets after what it is about ("extraction #30 or referral for retreatment (pt to decide)").
  // Said of "she" or "he", only going ahead or taking time to decide ("she is happy to go ahead with new dentures", "she
  // wants to talk to her husband first").
  // Or agreeing to what was just said ("she's happy with that", "he's fine with that").
  cue('DECISION', "(?:she|he|they|mum|mom|dad)(?:'s|'re| is| are) (?:(?:very|really|quite) )?(?:happy|fine|okay|ok) with (?:that|this|the plan)\\b"),
  cue('DECISION', '(?<!\\()(?:she|he|they) (?:is |are |was |were )?(?:(?:very|really|quite) )?happy to (?:proceed|go ahead|continue|start)\\b|(?:she|he|they) (?:wants|would like|needs|wanted) to (?:talk|think|discuss|consider|decide|speak|keep|save|wait|try)\\b'),
  cue('DECISION', '(?<!\\()(?<!\\b(?:if|when|once|unless) (?:the )?)(?:(?<!\\b(?:because|as|since|so|if|when) )(?:she|he)(?:\u0027s| s| has| is)? (?=chose|decided|declined|did not want|didn\u0027?t want|would rather|happy to (?!be\\b|see\\b|hear\\b)[a-z]+|(?:just )?wants (?:it|the|a|an)\\b|prefers\\b|(?:gone|going|went) (?:for|with) (?:the|a|an)\\b)|(?:the )?(?:patient|pt|mum|mom|dad|mother|father|parents?)(?: has| is| was)? )(?:chose|chooses|chosen|opted|opts|elected|(?:gone|going|went) (?:for|with) (?=the|a|an)|elects|decided|decides|(?:just )?wants|wanted|would like|prefers|preferred|agreed|agrees|declined|declines|keen(?! to improve)|to think|will think|to decide|will decide|to consider|happy to (?!be\\b|see\\b)[a-z]+|did not want|didn\\u0027?t want|would rather|(?:okay|ok|fine) with (?:a|an|the|this|that)\\b|happy with (?:this|the|that) (?:plan|option|approach)|accepted|accepts|understands)\\b'),
  // A warning given is advice ("warned about sensitivity for a few days", "warned him there's a small risk").
  cue('CONSULT', '(?:(?:i|we) )?warned (?:(?:him|her|them|the patient|patient|pt|mum|mom|dad|parents?) )?(?:about|that|of|there)\\b|(?:(?:i|we) )?warned (?:him|her|them|the patient|patient|pt|mum|mom|dad|parents?)\\b'),
  // What the patient turned down, said verb-last ("fluoride varnish declined", "radiographs refused").
  // Said as what they would prefer or like ("she'd prefer a general anaesthetic", "she would like to carry on with the splint").
  cue('DECISION', "(?<!\\b(?:because|as|since|so|if|when|whether|asked|ask|and|said|says|joked|told (?:me|us|her|him)|thinks|thought) )(?:she|he|they)(?:'d| d| would) (?:prefer|rather|like (?:a|an|the|to))\\b"),
  cue('DECISION', '(?:fluoride(?: varnish)?|varnish|fv|(?:fissure )?sealants?|fs|x-?rays?|radiographs?|bitewings?|bws|bwx|pa|opg|nitrous(?: oxide)?|la|local(?: ana?esthetic)?|ana?esthetic|sdf|referral|treatment|cleaning|prophy|prophylaxis|scale and polish|s (?:and|&) p|srp|rsd|whitening|impressions?|photos|photographs)(?: (?:was|were))? (?:declined|refused)\\b'),
  // A decision put off or taken together ("pt will consider SRP after talking to his wife", "decided with pt to postpone
  // the filling").
  cue('DECISION', '(?:(?:the )?(?:patient|pt)|she|he|they) (?:will|would like to|wants to|is going to|needs to) (?:consider|think about|think it over|have a think|decide|discuss it|talk it over)\\b|(?:(?:i|we) )?(?:decided|agreed) (?:together )?with (?:the )?(?:patient|pt|him|her|them|mum|mom|dad|parents?) (?:to|that)\\b'),
  // With the relative or guardian who gave it ("grandmother signed consent form"), and whoever consented ("dad consented on
  // her behalf", "she consented verbally", "patient verbally consented").
  // A refusal signed after being informed is recorded as the consent is ("pt signed informed refusal for SRP").
  cue('CONSENT', "(?:(?:(?:the )?(?:patient|pt)|she|he|they) )?(?:signed |completed |gave )?(?:the |an? )?informed refusal(?: form)?\\b"),
  // Whether the patient can consent, for a patient who cannot decide ("pt lacks capacity for tx decisions, daughter agreed
  // tx in pt's best interests").
  cue('CONSENT', "(?:(?:the )?(?:patient|pt|she|he|they) )?(?:lacks|lacked|lacking|does not have|doesn't have|has|had) (?:the )?capacity\\b|best interests? (?:decision|discussion)\\b|capacity (?:was )?(?:assessed|assessment)\\b"),
  // How the patient gets about and was moved, who came or did not, and dental fear are remarks ("uses a manual wheelchair",
  // "transferred to the dental chair with the ceiling hoist", "came alone", "needle phobic", "MDAS 23").
  cue('NOTES', "(?:(?:she|he|pt|patient) )?(?:uses|use) an? (?:manual |powered |power |electric )?(?:wheelchair|power ?chair|walking frame|zimmer frame|mobility scooter)\\b|(?:(?:she|he|pt|patient) (?:was )?)?(?:transferred|hoisted) (?:from (?:his|her|their) (?:power |powered |manual )?wheelchair |(?:in)?to the (?:dental )?chair\\b)|(?:(?:she|he|pt|patient) )?(?:stayed|remained|was treated|was examined|treated|examined) in (?:his|her|their) (?:own )?(?:wheelchair|power ?chair)\\b|(?<!\\b(?:was|were|is) )(?:(?:she|he|pt|patient) )?came (?:in )?alone\\b|drove (?:himself|herself)\\b|needle[- ]phobic\\b|(?:(?:severe|moderate|extreme|significant) )?dental (?:anxiety|phobia)(?= mdas)|mdas (?:score )?(?:of )?\\d+"),
  // How the visit was made possible for the patient (reasonable adjustments) is a remark ("lights dimmed for him, he wore
  // his own headphones, visual timetable used", "we used his social story").
  cue('NOTES', "reasonable adjustments?\\b|(?:(?:the )?lights? (?:were |was )?dimmed)\\b|(?:wore|wearing|with) (?:his|her|their) own (?:headphones|ear defenders)\\b|(?:(?:we )?used (?:his|her|their|a) )?(?:visual (?:timetable|schedule|supports?)|social story|now and next (?:board|cards?)|picture cards|communication (?:passport|board|book))(?= (?:used|was used|were used|to|and|with|\\w+ed)\\b|\\s*[,.;]|$)|(?:(?:she|he|they|pt|patient) )?(?:only )?managed (?:a|the) (?:mirror|visual|quick|brief|partial|limited)\\b"),
  // Not consent awaited ("NV: ext S once consent received", "pending consent from dad").
  cue('CONSENT', `(?<!\\b(?:once|until|till|when|pending|awaiting|without|unless|if) (?:the |her |his |their )?)(?:(?:the )?${PERSON} (?:has |had )?(?:signed|gave|given|provided)(?: (?:the|a|her|his|their))? )?(?:(?:verbal|written|informed|valid|full)(?: and (?:verbal|written))? )?consent(?:s|ed)?(?: form)?\\b:?|(?:(?:the )?(?:patient|pt|she|he|they)|${PERSON})(?: (?:has|had|also))?(?: verbally)? consented\\b`),
  // Today's treatment.
  cue('TX', `(?<!no )(?<!\\b(?:declined|refused|declines|refuses|declining|refusing|wanted|wants|want|no|any)(?: all| any)? )(?:treatment|tx|procedure)(?: done| provided| carried out)? today\\b:?|(?:treatment|tx|procedures?) (?:rendered|performed)\\b:?|(?<!no )today (?:we|i)(?: (?:did|placed|carried out|performed|completed|provided|have))?\\b|(?<!\\b(?:it|them|up|done|out|recemented|sorted|started|finished|wants?|wanted|like|likes|prefers?|agreed to)\\s)today(?= (?:no la|sharp)\\b)|today(?= (?:(?:upper|lower) and (?:upper|lower)\\b|knee to knee|composite|amalgam|extraction|rct|scale|scaling|prophy|s&p|fluoride|fissure|srp|rsd|root|crown|bridge|jaw|bite|impressions?|pulp|pulpotomy|incision|temporary|dressing|whitening|splint|sealants?|debridement|denture|dentures|surgical|full mouth)\\b)|(?<!\\b(?:discussed|explained|proposed|recommended|options for|planned|further|future|definitive) )(?:treatment|tx|procedure|(?<!\\b${RADIOGRAPH}(?: \\S+){0,6} )today):`, true),
  cue('TX', '(?<!\\bwith (?:the |a )?)(?:(?:non[- ]?latex|latex[- ]free) )?rubber dam(?: isolat(?:ed|ion)\\b)?|(?<!\\bunder (?:[a-z]+ ){0,3})(?:(?:tooth|teeth|area|quadrant) )?isolat(?:ed|ion)\\b(?! (?:\\d+ ?mm )?(?:pockets?|sites?|lesions?|bone loss|recession|bleeding|areas? of|caries|ulcers?|(?:probing )?defects?|(?:probing )?depths?)\\b)|(?:(?:written|verbal)(?: and (?:written|verbal))? )?(?:post[- ]?op(?:erative)? (?:instructions?|advice)|poig\\b|poi\\b)|rx\\b:?|(?<!(?:days?|weeks?|hours?|hourly|nightly|night|bedtime|needed|mg|prn|daily|tds|tid|bd|bid|qid|as) )(?<!\\b(?:dentist|dentist\u0027s|dentists|gdp|gdp\u0027s|doctor\u0027s|gp\u0027s|his|her|their|on|per|as per|the dentist\u0027s) )prescri(?:bed|ption|be)\\b(?! by\\b)|ha?emostasis|topical\\b|(?:(?:the )?(?:denture|crown|bridge|impressions?|appliance|work) )?sent to (?:the )?lab|caries removed'),
  // A shade guide or tab is an instrument of the shade step, not a step of its own; a material a tooth has is a finding
  // ("#30 has Cavit in the access"), and one placed weeks ago is history ("Ledermix placed 2/52 ago").
  cue('TX', `(?<!\\b(?:approved|chose|chosen|selected|matched|confirmed|agreed|liked|happy with|checked) (?:the )?)(?<!\\b(?:starting|baseline|current|existing|original) )(?:both|tooth) shade\\b(?! guides?\\b| tabs?\\b)(?!(?: \\S+){1,2} on the vita)|(?<!\\b(?:starting|baseline|current|existing|original|composite|comp|resin|both|tooth) )shade\\b(?! guides?\\b| tabs?\\b)(?!(?: \\S+){1,2} on the vita)|(?<=\\b(?:composite|comp|resin) )shade\\b(?! \\S+ (?:placed|applied|cured|used|bonded|layered)\\b)|(?:(?:upper|lower) )?(?:(?:partial|complete|full) )?(?:dentures? )?(?:area|flanges?|(?:(?:\\d+|a|some|several) )?(?:(?:high|sore|pressure|rough) )?spots?|post dam|palatal seal|(?:(?:sharp|rough|flange|denture|incisal|lingual|buccal) )?(?:edges?|corners?)|(?:fitting|impression|tissue|polished) surfaces?|borders?|peripher(?:y|ies)|extensions?) (?:eased|relieved|adjusted|trimmed|checked|smoothed|rounded|reduced|polished)|(?:(?:tooth|teeth|preps?|preparations?|crowns?|abutments?|surfaces?|cavity|cavities) (?:and (?:tooth|teeth|preps?|crowns?) )?)?(?:cleaned (?:with|using) pumice|pumiced)|(?<!\\b(?:get|have|having|getting|had|want|wants|like) )teeth (?:cleaned|polished)\\b|(?:occlusion|bite) (?:checked|adjusted|verified|confirmed|balanced|refined|reduced|relieved)|(?<!\\b(?:has|have|had) (?:some |the )?)${MATERIAL}(?!(?: \\S+){1,3} ago\\b)(?! (?:still )?(?:intact|in place|sound|present|lost|missing|dislodged|fractured|cracked|leaking|worn|satisfactory)\\b)`),
  // A matrix is said with its kind ("sectional matrix placed").
  // A liner, base or core is said with its material ("Vitrebond liner placed", "composite core placed"); isolation
  // aids and retraction cord are steps too ("consent given for dressing | cotton wool rolls placed").
  cue('TX', `(?:(?:composite|amalgam|gic|rmgic|(?:resin modified )?glass ionomer|resin|fib(?:re|er)|metal|cast|${MATERIAL}) )?(?:core|post|liner|base|(?:(?:sectional|tofflemire|metal|clear|mylar|circumferential|auto) )?matrix(?: bands?| rings?)?(?: (?:and|with) (?:(?:wooden|plastic|light|anatomical) )?wedges?)?|wedges?|gauze|bite pack|cotton (?:wool )?roll|dry ?tip|bite block|mouth prop|optragate|retraction cord)s? (?:placed|removed|applied|fitted|cemented|packed|given)\\b`),
  // A denture said with what was done to it ("LL4 missing | denture repaired in the lab").
  cue('TX', '(?:(?:upper|lower) )?(?:(?:partial|complete|full|acrylic|chrome) )?dentures? (?:repaired|relined|rebased|adjusted|eased|delivered|inserted)\\b(?! (?:\\S+ ){0,3}(?:ago|last|previously|yesterday)\\b)'),
  // What is checked at a denture try-in or fit ("aesthetics checked with patient", "midline and occlusal plane satisfactory").
  // Dentures said seated after the examination are today's work ("… lower ridge flat | both dentures seated").
  cue('TX', '(?<!\\b(?:for|when|since|after|were|was|had|have|has)\\s(?:the |her |his |new )?)(?:both|the) (?:(?:new|upper|lower|and|complete|partial) )*dentures (?:were )?(?:seated|inserted)\\b(?! (?:\\S+ ){0,3}(?:ago|last)\\b)'),
  cue('TX', '(?:(?:upper|lower) )?(?:aesthetics|esthetics|appearance|midline|occlusal plane|retention|stability|speech|(?:occlusal )?vertical dimension)(?: and (?:aesthetics|esthetics|appearance|midline|occlusal plane|retention|stability|speech))? (?:checked|confirmed|approved|assessed|verified|good|satisfactory|acceptable)\\b'),
  // What the patient approved is a step of the fit ("pt approved shade and esthetics").
  cue('TX', '(?:the )?(?:patient|pt) approved (?:the )?(?:shade|esthetics|aesthetics|fit|appearance|colour|color)\\b'),
  // Disclosing plaque is a step ("plaque disclosed and shown to patient").
  cue('TX', '(?:plaque |teeth )?disclos(?:ed|ing)\\b(?! tablets? (?:given|supplied|to take))'),
  // Sedation given is a step ("mom signed consent | nitrous oxide 30%").
  // Written by its formula too ("N2O/O2 at 30%").
  cue('TX', '(?<!\\b(?:no|without|declined|refused|under|with|w|w\\/|using|via) )(?:nitrous oxide|nitrous(?= (?:at )?\\d)|(?:(?:we|i) )?(?:used|gave|started) nitrous\\b|inhalation sedation|n2o(?:\\/o2)?)\\b'),
  // Scaling said with how it was done ("supra and subgingival scaling with Cavitron", "scaling done with ultrasonic").
  cue('TX', '(?:(?:supra|sub)(?:gingival)?(?: and (?:supra|sub)(?:gingival)?)? |ultrasonic |hand |full mouth )?scaling(?= (?:with|using|done|completed|carried out)\\b)'),
  // A core build-up opens its step even said without a verb ('obturated with gutta percha | core build up with composite').
  cue('TX', '(?<!(?:composite|amalgam|gic|resin|ionomer) )core build[- ]?ups?\\b'),
  // What is cemented is said with its verb ('crown cemented with RelyX'), so the step opens at it.
  cue('TX', '(?:temp(?:orary)?|provisional) (?:crown |bridge |restoration |dressing |filling )?removed|(?:(?:e\\.?max|zirconia|pfm|porcelain|ceramic|gold|metal|lithium disilicate) )?(?:crown |bridge |onlay |inlay |veneers? |dentures? |framework |(?:(?:hard |soft |upper |lower |acrylic |maxillary |mandibular )*(?:occlusal |night |sports |mouth )?guard|splint|retainer|appliance|special trays?) )?tried in|tried (?:the |his |her |their )?(?:new )?(?:crowns?|bridge|onlay|inlay|veneers?|dentures?) in\\b|wax try[- ]in\\b|try[- ]in (?=ok\\b|okay\\b|good\\b|fine\\b|satisfactory\\b)|(?<![\\w/])rd(?= isolation\\b| placed\\b|\\s*[.;]|$)|try[- ]in of\\b|(?:(?:(?:temp(?:orary)?|provisional|permanent|definitive|final|new|zirconia|e\\.?max|pfm|porcelain|ceramic|gold|metal) )?(?:(?:stainless steel |preformed metal |hall )?crown|ssc|pmc|bridge|veneer|onlay|inlay|post|restoration|appliance)s? (?:\u27E6\\d+\u27E7 )?)?(?:cemented|luted|seated|bonded) (?:with|using|in)\\b'),
  // Sutures with their count and kind ("2 Vicryl sutures placed", "3/0 silk sutures", "1 chromic gut suture").
  cue('TX', '(?:(?<![\\w/.-])(?:\\d+ (?=\\d-0\\b))?[\\d/.-]+ (?:(?!(?:for|weeks?|days?|months?|to|of|and|at|in|sutures?|stitch(?:es)?|remaining)\\b)[a-z]+ ){0,2})?(?:sutures?|stitches) (?:placed|removed)\\b|(?<![\\w/.-])(?:\\d+ (?=\\d-0\\b))?[\\d/.-]+ (?:(?!(?:for|weeks?|days?|months?|to|of|and|at|in|sutures?|stitch(?:es)?|remaining)\\b)[a-z]+ ){0,2}(?:sutures?|stitches)\\b(?! (?:remaining|remain|still|in situ|present|intact|visible|in place|left)\\b)'),
  // Hygiene steps said without a named procedure ("supragingival scaling with ultrasonic", "polished with paste").
  cue('TX', '(?:full mouth )?(?:supra|sub)[- ]?gingival (?:and (?:supra|sub)[- ]?gingival )?(?:scaling|scale|debridement)|(?:ultrasonic|hand|full mouth|gross) (?:scaling|debridement|scale and polish)|(?:orthodontic )?separators? (?:removed|placed)\\b|polished (?:with|using)\\b|(?:air|coronal)[- ]?polish(?:ed|ing)?\\b'),
  // Root canal treatment steps.
  // Told as a story, "then" and a verb of doing move on to today's treatment ("… signed the consent | then smoothed the sharp edge").
  cue('TX', '\\bthen (?=(?:i |we )?(?:smoothed|placed|applied|removed|extracted|polished|adjusted|cemented|fitted|sealed|irrigated|dressed|scaled|prescribed|numbed|anaesthetised|anesthetized|injected|took|gave|did)\\b)', true),
  cue('TX', '(?:(?:we|i) )?went ahead (?:with\\b(?= (?:the |a |an )?\\S)|and (?=(?:put|placed|did|took|extracted|removed|fitted|cemented|seated|started|numbed)\\b))|(?:healing )?abutments? (?:removed|placed|seated|torqued|tightened|connected|reattached)\\b'),
  cue('TX', 'access cavity|access (?:made|gained|opened)|(?<!\\b(?:at|got|get|took|our|the|established|measured|determined|recorded) )working lengths?|canals? (?:prepared|shaped|instrumented|located|negotiated)|(?<!(?:no|poor|inadequate|lost|leaking|without|good|adequate) )coronal seal\\b'),
  cue('TX', 'ohi\\b|oral hygiene instructions?|tbi\\b|(?<!\\d )(?<!\\b(?:hours?|hrs?|minutes?|mins?|days?|hour|taken|took) )pre[- ]?op(?:erative)?\\b|(?:no )?(?:la|local(?: ana?esthetic| ana?esthesia)?|ana?esthetic|ana?esthesia|numbing) (?:was |were )?(?:given|administered|needed|required|used)\\b|(?<!\\b(?:prefers|preferred|wants|wanted|requested|asked for|like|likes|declined|refused) )no (?:la|local ana?esthetic|ana?esthetic|local ana?esthesia|ana?esthesia)\\b'),
  // Sedation: monitoring, cannulation, readings, oxygen, recovery and discharge to the escort are steps of the visit.
  cue('TX', `(?:pulse ?ox(?:imeter)?|monitors?|monitoring|bp cuff|ecg)(?: (?:on|attached|placed|started|applied|in place))\\b|(?:tried|attempted|failed) to cannulate\\b|cannulation\\b|(?<!\\bnasal )cannula(?:ted)?\\b|venflon\\b|\\d+ ?g(?:auge)? (?:cannula|iv|venflon)\\b|\\biv (?:access|line|cannula|started|sited|placed|inserted|removed|out)\\b|(?<!\\bon )(?<!\\b(?:pulse|hr|heart rate|blood pressure|bp|temp|temperature) \\S+ )(?:o2 )?(?:sats|spo2|saturations?)(?: (?:stayed|remained|were|was|stable|maintained|kept|never|always|at|above|below|over|of|throughout|between)){0,3} \\d+|(?:100 ?%|\\d+ ?(?:l|litres|liters)(?:\\/min)?) (?:oxygen|o2)\\b|(?:supplemental )?oxygen (?:given|via|for|at)\\b|recovered (?:in|for|well|uneventfully)\\b|recovery (?:uneventful|in|was)\\b|discharged (?:home )?(?:to|with|into the care of) (?:her|his|their|the|mum|mom|dad|escort|husband|wife|partner|carer|mother|father|son|daughter|friend)\\b(?! (?:gdp|gp|dentist|own dentist|general dentist|referring))|converted to (?:inhalation|oral|iv|intravenous) sedation\\b`),
  // A drug the patient takes, has tried or is allergic to is history ("taking ibuprofen for back pain", "not helped by co-codamol").
  // Nor one among what was advised ("advised soft diet, jaw rest, ibuprofen 400 mg for flare-ups", "analgesia advice:
  // ibuprofen 400 mg"), unless prescribed.
  // A drug in brackets after a condition is what the patient takes for it ("osteoarthritis (acetaminophen PRN)").
  cue('TX', `(?<!\\()(?<!\\b(?:had|taking|takes|took|tried|trying|using|needed|alternating)\\s+[a-z-]+\\s*(?:\\+|and|&|or|,)\\s*)(?<!\\b(?:finished|finishing|completed|completing) (?:the |her |his |their |a |course of )+)(?<!\\b(?:despite|taking|takes|take|took|tried|trying|alternating|using|finished|finishing|completed|uses|needed|needing|had|started(?: on)?|stopped|allergic to|allerg(?:y|ies)(?: to)?:?|on|helped by|relieved by|with) )(?<!\\ballerg(?:y|ies|ic)(?: to)?:? (?:[a-z-]+,? ){1,3}(?:and |or ))(?:(?<!\\b(?:(?:advised|recommended)\\b|advice:?)(?:[^.;:]|\\.(?=\\d)){0,80}[, ])|(?=${DRUG}[^.;:]{0,40}\\b(?:prescribed|dispensed|supplied|given)\\b))${DRUG}(?! allergy|(?: course)? (?:finished|completed|ran out|run out)\\b|(?: (?:-|–|:))?(?: (?:gives?|gave|giving))? (?:partial|some|no|little|good|minimal|temporary) relief\\b|(?: (?:and|or) [a-z-]+)? (?:is not|not|isn't|didn't|doesn't|no longer|aren't)(?: really)? (?:help|helping|helped|working|work|touching)|(?: (?:and|or) (?:an? |the )?[a-z-]+(?: [a-z-]+)?)? (?:helps|helped|helping|help)\\b| (?:\\S+ ){0,2}(?:giving|gives|gave|providing|provides) (?:little|no|some|partial) relief)`),
  // "Okay so" turning from the chart or the work to the patient opens the explanation ("… 35 sound | okay so as we said
  // these are notches worn in …, we'll bond white filling into them"); not the reason for the visit.
  cue('CONSULT', "(?:okay|ok|right|alright),? so (?=(?:[\\w']+ ){0,6}?(?:you|your|we(?:'ll| ll| will| can| need| said| discussed| talked)|i(?:'ll| ll|'d| d)|there(?:'s| s| is| are)|it(?:'s| s))\\b)(?!(?:[\\w']+ ){0,3}?(?:here for|in for|referred|sent you)\\b)", true),
  // A painkiller named with no dose and not prescribed is advice ("paracetamol or ibuprofen if it's sore", "ibuprofen is
  // fine", "paracetamol not ibuprofen because of the warfarin"); the patient's own use is history.
  cue('CONSULT', `(?<!\\b(?:had|has|have|taking|takes|take|took|tried|trying|using|uses|used|needed|needing|alternating|on|with|despite|by|allergic to|allergy to|been|of|the|some|any|no|not|rx:?|prescribed|prescription(?: for)?|script(?: for)?|gave|given|dispensed|supplied|incl\\.?|including)\\s)(?:${ANALGESIC})(?: (?:or|and|\\+|not) (?:${ANALGESIC}))?(?: (?:is fine|is ok|is okay|if|as needed|as required|prn|only|as on the (?:packet|box)|for (?:(?:the|any) )?(?:pain|soreness|discomfort)|because)\\b)(?![^.;:]{0,40}?(?:\\d+ ?(?:mg|g|ml)\\b|prescri|\\brx\\b|dispensed|supplied|given))`),
  // Numbing told as a story is the anaesthetic step ("numbed up", "got him numb").
  cue('TX', '\\bnumbed (?:(?:him|her|them) )?up\\b|\\bgot (?:him|her|them) numb\\b'),
  // Said in the present by a clinician whose first language is not English, what they do is today's treatment ("I make
  // the filling with composite", "I make the cleaning").
  cue('TX', "(?<!\\b(?:will|would|can|could|should|shall|to|then|next time|and|if|when|or|unless|before|after|either) )\\b(?:i|we) (?:make|do) (?:the |a |an )?(?:filling|fillings|cleaning|extraction|root canal|rct|scaling|scale and polish|irrigation|pulpotomy|pulpectomy|dressing|temporary filling|impressions?|sealants?|fissure sealants?|polishing)\\b"),
  // A rinse timed before surgery is a step ("chlorhexidine rinse 1 minute", "pre-procedural rinse").
  cue('TX', '(?:(?:chlorhexidine|chx|peridex|corsodyl)(?: [\\d.]+ ?%)? (?:rinse|mouthwash|mouth ?rinse)(?= (?:for )?\\d+ (?:seconds?|secs?|minutes?|mins?)\\b)|pre-?procedural (?:rinse|mouthwash))'),
  // Prescribed, a mouthwash or toothpaste is a step ("OHI given | chlorhexidine rinse prescribed").
  cue('TX', `${PRODUCT}(?= (?:\\S+ ){0,8}?(?:prescribed|dispensed|supplied)\\b)`),
  // Plans and follow-up.
  // Said as a sentence's first words, "the treatment plan is" opens the plan.
  cue('PLAN', '(?<=(?:^|[.;:!?])\\s{0,3})the (?:treatment |tx )?plan (?:is|will be)\\b:?', true),
  // Tests asked for are planned ("haematinic screen requested", "hematinic and celiac labs ordered").
  cue('PLAN', '(?:(?:full )?bloods?|blood tests?|haematinics?|hematinics?|labs?|fbc|cbc|ferritin|b12|folate|serology|coeliac|celiac)\\b(?=[a-z0-9 ,]{0,30}?\\b(?:requested|ordered|arranged)\\b)'),
  // "Signed" closes a consent said before it ("informed consent for the treatment plan signed | treatment plan …").
  cue('PLAN', '(?<!\\b(?:for|of|the|a|this|that|our|your|his|her|discussed|explained|presented|reviewed|accepted|agreed|with|per) )(?<!(?<!\\b(?:plan|form|consent) )\\bsigned )(?:treatment|tx) plan(?:ned)?\\b:?|(?<!\\b(?:the|a|this|that|our|your|discussed|treatment|tx|payment|finance|financing|care|meal|diet|to|whole|entire|overall|full|phased|proposed|revised|same|original) )(?<!(?<!\\b(?:came|come|comes|attended|here|brought|stayed|sat) with )\\b(?:his|her) )plan(?: is)?(?: to)?\\b:?|to do:', true),
  // With its urgency ("urgent 2 week wait referral to OMFS").
  // Not a referral only spoken of as possible ("possible referral to PT if no improvement").
  // Nor one declined or offered ("pt declined referral to quit line"), nor one among options in brackets ("alternatives
  // (no treatment, referral to periodontist) were reviewed").
  cue('PLAN', '(?<!\\b(?:possible|possibly|potential|may need|might need|may require) )(?<!\\b(?:declined|declines|refused|refuses|offered|offer) (?:an? |the )?)(?<!\\([^()]{0,60})(?:(?:urgent|routine|priority) )?(?:(?:(?:\\d+|two)[- ]week[- ]wait|(?:2|two) ?ww) )?(?:(?<!\\b(?:new (?:patient|pt)|was|been|is|who was|who is) )referred (?:back )?(?:to|for)\\b|refer(?:ral)? (?:back )?to\\b|(?:(?:i|we)(?: am| are|\u0027m|\u0027re|\u0027ll| will)? )?referring (?:(?:him|her|them|the patient|patient|pt) )?(?:back )?to\\b)(?! (?:the )?(?:front desk|reception|receptionist|billing|office manager|treatment coordinator|practice manager)\\b)|refer(?:red)? \u27E6\\d+\u27E7 (?:to|for)\\b|referral (?:letter|sent|made|written|done)\\b'),
  // Not an appointment spoken of ("asked to move her next appointment").
  // Nor "next time" said last about what is spoken of ("a filling for 75 next time", "coming with him next time").
  // Nor one said in the patient's question ("he asked if he needs to stop the warfarin next time").
  // What "we will do" next time is the next visit, said with it ("we will make the root canal next time in two weeks").
  cue('NV', `${WILL_DO}(?=[^.;:?!]{0,60}?\\bnext (?:time|visit|appointment)\\b)`),
  cue('NV', `(?<!\\b(?:her|his|their|my|your|move|moved|change|changed|cancel|cancelled|canceled|rearrange|rearranged) )next (?:visit|appointment|appt|(?<!(?:\u27E7|\\b(?:him|her|them|it)) next )(?<!\\b(?:it|them|that|this) (?:for|till|until) next )(?<!\\b(?:asked|asks|wondered|wondering) (?:if|whether) (?:[a-z\\u0027]+ ){1,8}next )(?<!${WILL_DO}[^.;:?!]{0,60}?next )time)\\b:?|nv:|(?<![\\w/])nv\\b(?= [a-z\\d\u27E6])|at (?:the )?next (?:visit|appointment)|(?:(?:she|he|they|patient|pt) (?:is |was |has been )?|(?:can|could) you (?:please )?)?book(?:ed)? (?:(?:her|him|them) )?(?:in )?for|rebook(?:ed)? (?:(?:her|him|them) )?for`, true),
  // Booked into a slot, said as its own sentence, is the next visit ("Booked into urgent dental care slot tomorrow 09:15").
  cue('NV', "(?<=(?:^|[.;!?]) ?)(?:(?:pt|patient|she|he) (?:was |has been )?)?booked (?:in )?(?:into|onto|on to)\\b"),
  // Coming back for something is the next visit ("she's coming back for the crown prep on 16 in 3 weeks", "he'll come back
  // for an MO composite on 3", "… Back for DO composite 47 in 2/52."); not a wish to come back said in the discussion.
  cue('NV', "(?<!\\b(?:discussed|about|suggested|offered|wants|asked|like|prefer|prefers) )(?:(?:she|he|they|patient|pt)(?:'s| s| is| will be| will|'ll be|'ll| ll be| ll) )?(?:coming|come) back (?:in (?:\\d+|a|an|a couple of|a few) (?:days?|weeks?|months?) )?for(?: an?| the)?\\b(?! (?:check|review|recheck|follow[- ]?up|look)\\b)|(?:we|i)(?:'ll| ll| will) see (?:her|him|them) (?:back )?for(?: an?| the)?\\b|(?<=(?:^\\s*|[.;] ))back for(?: an?| the)?\\b", true),
  // Safety-netting said on its own is the follow-up ("return sooner if pain at night", "if the swelling spreads … go to
  // A&E", "to ER if swelling spreads"); said as advice given ("told to go to the ER if …") it is the discussion's.
  cue('FU', "(?<!\\b(?:told|advised|explained|said|warned|instructed|asked|reminded|tell|advise|recommended)\\b[^.;:]{0,80})(?<!\\b(?:to|go|and|or|him|her|them|patient|pt|mum|mom|dad|would|will|can|should|may|might|could|it|they|ll) )(?:(?:return|come back|call|ring|phone|contact)(?: us| back| the (?:practice|surgery|office|clinic))?(?: (?:sooner|straight away|immediately|urgently|asap))? if\\b|(?:go )?to (?:the )?(?:er|a&e|emergency department) if\\b|if (?:the |it |she |he |they |any |there )?(?:[\\w'/]+,? ){0,14}?(?:go|ring|call|phone|attend|head)(?: straight)? (?:to )?(?:the )?(?:a ?& ?e|a and e|er|emergency|out of hours|111|hospital)\\b)"),
  cue('FU', '(?<!\\b(?:would|will|we|can|should|may|might|could|hospital|specialist|consultant|each|every|her|his|their|your|my|last|previous|recent) )(?!(?<=\\b(?:asthma|diabetes|diabetic|medication|meds|heart|cardiac|kidney|blood|gp) )review\\b)(?<!(?:\\d+[- ]month|\\d+[- ]monthly|next|routine|periodic|annual|periodontal|perio|implant|denture|post[- ]?op|hygiene) )(?:review|recall|follow[- ]?up|f\\/u|re[- ]?eval(?:uate|uation)?|reevaluate|reassess(?:ment)?|recheck)\\b(?! of\\b)'),
  // With its interval a review is the follow-up even after a word that names its kind ("… around the implant | recall 3 months",
  // "periodontal review in 3 months").
  cue('FU', '(?<!\\b(?:the|an?|around|of|to|with|for|and) )(?:(?:periodontal|perio|implant|denture|hygiene|post[- ]?op) )?(?:review|recall|follow[- ]?up|f\\/u|re[- ]?eval(?:uation)?|reassessment|recheck)(?= (?:in |at |every )?\\d+(?:(?: to |-)\\d+)? (?:days?|weeks?|months?|years?)\\b(?! (?:since|ago)\\b)(?! (?:after|post|following) (?!(?:srp|rsd|scaling|root planing|debridement|pmpr|(?:initial |periodontal |perio )?(?:therapy|treatment|tx))\\b)))'),
  // "Control" is the review in much of Europe ("control in 6 months", "control as normal", "control if pain is getting
  // worse"); not what is kept under control ("plaque control", "control of bleeding").
  cue('FU', '(?<!\\b(?:plaque|infection|pain|moisture|bleeding|under|good|poor|better|glycaemic|glycemic|diabetes|diabetic|blood|sugar|sugars|cross|birth|quality|diet|habit|biofilm|caries|disease|weight|infection|of|the|for|to) )\\bcontrol(?= (?:in|at|as|if|after|with|when)\\b| \\d+ (?:days?|weeks?|months?|years?)\\b)'),
  // Booking said to the patient: seen again for more treatment is the next visit ("we'll see you in 2 weeks for that
  // filling", "… for the other side"); for a check-up, cleaning or review it is the follow-up (as is seeing her or him
  // again, said of the patient).
  cue('NV', "(?:(?:i|we)(?:'ll| ll| will) )?see you(?: again| back)? in (?:\\d+|a|an|a couple of|a few) (?:days?|weeks?|months?) (?=(?:for|to) (?!(?:your|her|his|their|a|the) (?:check[- ]?up|recall|cleaning|review|check)\\b)(?!(?:check|review|see how)\\b))"),
  cue('FU', "(?<!\\b(?:for|book|booked|cancel|cancelled|missed|at) )(?:your|her|his|their) (?:next )?(?:check[- ]?up|recall|cleaning)(?= in (?:\\d+|a|an|a couple of|a few) (?:weeks?|months?|years?)\\b)"),
  cue('FU', "(?:(?:i|we)(?:'ll| ll| will) )?see (?:you|her|him|them)(?: again| back)? (?:in (?:\\d+|a|an|a couple of|a few) (?:days?|weeks?|months?) |at (?:your|her|his|their) next )(?=(?:for|to) (?:(?:your|her|his|their|a|the) )?(?:check[- ]?up|recall|cleaning|review|check|see how)\\b)|(?:(?:i|we)(?:'ll| ll| will) )?see (?:you|her|him|them) at (?:your|her|his|their) next (?:check[- ]?up|recall|cleaning|visit)\\b"),
  // Said in a sentence with whom ("I will review her in 24 hours", "we'll see him again in 2 weeks").
  cue('FU', "(?:(?:i|we)(?: will|'ll| ll| would like to| want to) |(?<!\\b(?:to|will|would|can|could|should|may|might|not|and) )(?=see (?:her|him|them) back\\b))(?:review|see|recall|check) (?:her|him|them|the patient|patient|pt)(?: again| back)?(?: for (?:her|his|their|a|the) [a-z]+(?: [a-z]+)?)? (?=in \\d|in (?:a|one|two|three|six) |at (?:the|her|his|their) |after |next )"),
  // So is where to go if it gets worse, said bare ("return to ED if difficulty swallowing", "call 999 if any breathing
  // difficulty"); told to the patient it is advice.
  cue('FU', '(?<!\\b(?:told|advised|explained|said|warned|instructed|asked|reminded|tell|advise|recommended)\\b[^.;:]{0,120})(?:(?:return|come back|go|attend|re-?attend)(?: here)?(?: or call (?:111|999|911))? (?:to )?(?:the )?(?:ed|er|a ?& ?e|a and e|emergency department|emergency room|hospital)|(?:call|ring|phone) (?:111|999|911)|return or call (?:111|999|911)) (?=if\\b)'),
  // Safety-netting said as such is the follow-up ("Safety-netted: if swelling spreads … → A&E immediately").
  cue('FU', '(?:safety[- ]?net(?:ted|ting)?|safety net advice(?: given)?)(?: given)?\\b:?'),
  // Told when to come again is the follow-up itself ("advised to come after 1 week", "kindly revert if it persists").
  cue('FU', '(?:(?:advised|asked|told (?:him|her|them|the patient|patient|pt)) to (?:come|return|report)(?: back)?(?: again)? (?:after|in)(?= \\d)|kindly (?:revert|report back|return|come back)(?= if\\b))'),
  // So is coming back after an interval to be checked, or if it still hurts ("come back in 1 week for check", "come back in
  // 1 week if still sore").
  cue('FU', '(?<!\\b(?:wants?|wanted|like|prefer|prefers|can|could|would|to) )(?:coming|come) back (?:in|after) (?=\\d+ (?:days?|weeks?|months?)(?: (?:for (?:a |the )?(?:check|review|recheck|follow[- ]?up|look)|if)\\b|\\s*(?:[.;,]|$)))'),
  cue('FU', '(?<![\\w/])(?:rev|rv)(?= (?:in )?\\d| (?:prn|sos|as needed|as required|if needed|if required)\\b)|(?<!\\b(?:to|will|would|can|could|should|may|might|referral|specialist) )see (?:in|at) (?=\\d)|(?:(?:tele)?phone|call) (?:check|review|follow[- ]?up)\\b|(?:(?:tele)?phone|call)(?: (?:him|her|them|patient|pt))? (?:tomorrow|in \\d+ (?:days?|weeks?))\\b|rtc\\b|r\\/v\\b|return(?: to clinic)?(?= (?:in|if|for|urgently|when|\\d|as)\\b)|see (?:you|again|patient|pt|him|her|them)(?: again)? (?:in|at|(?:only )?if|when|as needed)\\b|discharged\\b|monitor (?:at|in)\\b|call if\\b|no (?:further )?(?:review|follow[- ]?up)(?: needed| required)?'),
];

/** Weaker signs, used only to place a sentence that has no cue of its own. */
export const WEAK: [Section, RegExp][] = [
  ['CC', /\b(?:pain|ache|aching|toothache|sensitiv\w*|swelling|swollen|broken|broke|lost|chipped|bleeding gums|gums bleed|loose|food (?:packing|trapping)|concerned|unhappy|wants|came (?:off|out)|fell (?:off|out)|hurts?|hurting|check ?-?up|(?:first|initial|periodic|routine|comprehensive|annual) exam(?:ination)?|emergency|consult(?:ation)?|new patient|trauma|fell|reports|feels?|better|worse|(?:perio(?:dontal)?|implant) maintenance|(?:hygiene|recall) (?:visit|appointment|appt)|check and clean)\b/],
  ['MEDHX', /\b(?:fit and well|nil|tetanus|smok\w*|alcohol|diabet\w*|asthma|hypertension|blood pressure|warfarin|aspirin|insulin|pregnan\w*|epilep\w*|angina|cholesterol|thyroid\w*|anxiety|depression|gord|latex|penicillin)\b/],
  ['INTRA', /\b(?:oh|oral hygiene|plaque|calculus|gingiva\w*|gums?|healing|socket|retainers?|essix|brackets?|aligners?|appliances?|lips?|edentulous|ridges?|ulcer|sulcus|mucosa|linea alba|attrition|tissues|abutment|erupted|erupting|overjet|overbite|deep bite|crossbite|open bite|crowding|malocclusion|class (?:i{1,3}|[1-3])|div(?:ision)? [12])\b/],
  // Swelling of the face is an extra-oral finding when not said as the complaint.
  ['EXTRA', /\b(?:(?:left|right|bilateral) )?(?:facial swelling|(?:facial )?asymmetry|bony steps?|trismus)\b/],
  ['PERIO', /\b(?:pockets?|pocketing|recession|bone loss|mobility)\b/],
  ['DX', /\b(?:pulpitis|periodontitis|gingivitis|abscess|pericoronitis|necrosis|hypersensitivity)\b/],
  ['NOTES', /\b(?:anxious|nervous|happy|pleased|co-?operat\w*)\b/],
  ['TX', /\b(?:smoothed|smoothing|placed|removed|applied|cemented|recemented|cleaned|seated|bonded|irrigated|sutured|polished|adjusted|checked|taken|given|done|completed|fitted|delivered|reinforced|today)\b/],
];

/** A word that starts a finding about the tooth said just before it ("30 missing", "36 DO caries"). */
export const FINDING_WORD = {
  test: (word: string) =>
    /^(?:no|not|ttp|tender|sound|fine|missing|lost|caries|carious|fractured|cracked|chipped|mobile|intact|existing|old|large|big|deep|small|lingering|looks|sealant|grossly|partially|unerupted|erupting|impacted|decayed|crown|crowned|amalgam|composite|rct|mesial|distal|occlusal|buccal|lingual|palatal|incisal)$/i.test(word) ||
    // Surfaces as a code: in capitals any, in lower case the common ones; "old", "mild", "lip" or "ppd" are no code.
    /^(?:[MDOBLPI]{1,4}|[mdoblp]|mo|do|mod|ob|ol|od|mi|di|mb|db|ml|dl|mp|dp|bo|lo|po)$/.test(word),
};
/** Words of a chart finding about a tooth (its state or restoration), as opposed to periodontal measures. */
export const CHART_WORD =
  /^(?:caries|carious|cavity|cavities|decay|decayed|composite|composites|amalgam|amalgams|crown|crowns|crowned|missing|fractured|cracked|chipped|sound|restoration|restorations|restored|filling|fillings|filled|unerupted|impacted|erupted|erupting|sealant|sealants|sealed|veneer|bridge|implant|rct|abscess|sinus|ttp|tender|worn|white|stain|stained|staining|opacity|opacities|hypomineralised|hypomineralized|demineralised|demineralized|proclined|retroclined|rotated|retained|instanding|displaced|erosion|eroded|abrasion|abfraction|abfractions|attrition)$/i;
/** Words that name a tooth as a place, not as what is found ("ulcer adjacent to UL5"). */
/** A tooth's prognosis said as one word after it ("30 questionable"). */
export const PROGNOSIS = /^(?:questionable|hopeless|guarded)$/;
export const PLACE_BEFORE = /(?:adjacent to|adj\.?|(?:labial|buccal|lingual|palatal|apical) to|next to|near|opposite|distal to|mesial to|between(?: \S+ (?:and|&))?|around|behind|beside|from|region of|area of|except|apart from|other than|towards?|above|below|(?:operculum|flap|tissue|gingiva|swelling) over|(?:swelling|sinus(?: tract)?|fistula|parulis|gum ?boil) (?:at|on|by|related to|associated with)|(?:ridge|sockets?|site|space|gap) (?:at|of|in|for))\s*$/i;


/** Sections whose text can hold teeth as words ("pain from 36"); elsewhere a tooth starts a chart entry. */
export const KEEPS_TEETH = new Set<Section>(['CC', 'RADIO', 'DX', 'CONSULT', 'CONSENT', 'TX', 'PLAN', 'NV', 'FU', 'PERIO']);
/** Sections a cue-less sentence stays in even when it has weak signs of another. */
export const HOLDS = new Set<Section>(['TX', 'INTRA', 'EXTRA', 'EXAM', 'PERIO', 'DENTAL', 'RADIO', 'CONSULT', 'DX']);
