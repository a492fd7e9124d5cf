// Word lists the scrubber relies on. Kept compact: names are found mainly by cues (titles, "patient",
// "her husband"), these lists catch the rest. All lower case.

const words = (s: string) => new Set(s.trim().split(/\s+/));

/** Common first names across UK and US patients. */
export const FIRST_NAMES = words(`
  james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony
  donald steven stephen paul andrew joshua kenneth kevin brian edward ronald timothy jason jeffrey ryan jacob
  gary nicholas eric jonathan larry justin scott brandon benjamin samuel gregory alexander raymond patrick
  dennis jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy harold keith
  christian roger noah gerald carl terry sean austin arthur lawrence jesse dylan bryan joe jordan billy bruce
  albert willie gabriel logan alan juan wayne roy ralph randy eugene vincent russell elijah louis bobby philip
  johnny oliver harry george charlie alfie freddie archie leo oscar theo toby finley callum liam connor declan
  ciaran niall rory fraser hamish alistair angus gareth rhys owen ieuan derek graham nigel trevor colin barry
  malcolm gordon stuart neil ian craig darren tom tommy sam ben dan matt mike chris nick steve dave andy leon
  dwayne tariq kyle jamal darnell marcus terrence
  mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret sandra
  ashley kimberly emily donna michelle dorothy amanda melissa deborah stephanie rebecca sharon laura cynthia
  kathleen amy shirley angela helen anna brenda pamela nicole emma samantha katherine christine debra rachel
  catherine carolyn janet ruth maria heather diane virginia julie joyce victoria olivia kelly christina lauren
  joan evelyn judith megan cheryl andrea hannah martha jacqueline gloria teresa sara madison frances kathryn
  janice abigail alice julia judy sophia beverly denise marilyn danielle theresa diana brittany natalie doris
  charlotte isla poppy freya ella mia sophie chloe lucy jodie kirsty gemma siobhan niamh aoife fiona morag
  eilidh catriona bethan cerys sian kate katie beth becky jen jess liz maggie peggy meg kim linda susie
  mohammed muhammad ahmed ali hassan hussein omar ibrahim yusuf fatima aisha ayesha zainab maryam khadija
  ruksana nadia priya anika aditya arjun ravi rahul sanjay vijay deepak anil sunita lakshmi neha pooja kavya
  wei ming xin mei hui kwame kofi ama akosua chidi chinedu ngozi adaeze oluwaseun olusegun olawale tunde folake
  yemi segun emeka ifeoma tendai farai nomsa thabo sipho zanele carlos luis miguel javier diego alejandro sofia
  lucia valentina camila isabella mateo santiago giovanni giuseppe marco luca francesca giulia piotr pawel tomasz
  agnieszka katarzyna malgorzata joanna dmitri olga natasha ivan sergei yuki hiroshi kenji haruto sakura
`);

/** Common surnames. */
export const SURNAMES = words(`
  smith jones taylor davies evans wilson johnson roberts robinson thompson walker edwards hughes lewis harris
  clarke clark patel jackson martin cooper morris moore harrison morgan allen scott phillips watson davis parker
  griffiths mitchell kelly carter richardson bailey collins shaw murphy cox richards khan marshall anderson
  simpson ellis adams singh begum hussain shah rahman chowdhury kaur gill sandhu dhillon okafor okonkwo adeyemi
  adebayo oyelaran nkemelu okoro eze obi mensah asante boateng owusu nguyen tran pham zhang wang liu chen huang
  zhao zhou choi garcia rodriguez martinez hernandez lopez gonzalez perez sanchez ramirez torres flores rivera
  gomez diaz reyes cruz morales ortiz gutierrez rossi russo ferrari esposito bianchi romano colombo ricci
  kowalski kowalczyk nowak wisniewski wojcik kaminski lewandowski zielinski murray macdonald macleod campbell
  stewart robertson reid fraser henderson hamilton kerr mackenzie mcdonald mclean mcgregor obrien oconnor byrne
  doyle walsh fitzgerald gallagher quinn brennan mccarthy sullivan fletcher simmons moyo mehta sharma gupta
  kumar iyer reddy nair joshi desai malhotra kapoor agarwal bhatt chopra fernandes pereira silva santos
  oliveira costa ahmadi hosseini rezaei kaya yilmaz demir
`);

/** Names that are also ordinary words: a name only with a cue or beside another name. */
export const AMBIGUOUS_NAMES = words(`
  will mark bill grace faith hope joy may june april august rose ruby pearl jade amber crystal dawn summer
  autumn sky river ray don art sue guy pat rob chase drew gene max miles dean lance cliff glen penny sandy earl
  frank grant hunter ginger bob jack lee young precious page destiny iris holly ivy daisy lily violet olive
  major bishop king sterling storm star sunny charity felicity patience trinity nova luna brown white green
  black wood hill hall ward wright cook baker turner price bell long short little rice wise mason cross moss
  fox lamb hunt law best head sharp field stone rich booth marsh lane street carol jean victoria charlotte
  austin jordan kelly
`);

/** Surnames dentistry uses as terms ("Hutchinson incisors", "Kennedy class III"): a name only with a cue. */
export const EPONYMS = words(`
  hutchinson kennedy black williams bell angle turner carabelli stafne hedstrom hawley down ludwig paget crohn
  parkinson alzheimer addison sjogren behcet gorlin pindborg frey eagle miller glickman nabers gracey coupland
  cryer gates glidden mueller michigan fordyce koplik vincent stillman mccall kaposi burkitt warthin spee wilson
  monson camper frankfort applegate cummer begg tweed andrews roth ricketts bolton nance herbst essix graves
  hashimoto raynaud marfan treacher collins robin papillon lefevre ehlers danlos stevens ramsay hunt wharton
  stensen bennett gillies nasmyth luxator
`);

/** Words that introduce a person's name: the word after them is a name. */
export const TITLES = words('mr mrs ms miss mx dr doctor prof professor sister nurse rev reverend sir dame lady lord mister missus');
export const RELATIONS = words(`
  husband wife son daughter mother mum mom mummy father dad daddy brother sister partner carer caregiver
  guardian grandson granddaughter grandmother grandfather grandma grandpa nan nana gran aunt auntie uncle niece
  nephew boyfriend girlfriend fiance fiancee friend colleague neighbour neighbor stepson stepdaughter
  stepmother stepfather
`);
export const ROLES = words(`
  gp dentist hygienist therapist surgeon consultant orthodontist endodontist periodontist prosthodontist
  specialist physician cardiologist neurologist oncologist haematologist radiologist anaesthetist
  anesthesiologist pharmacist nurse
`);

/**
 * Common words (and dental words) that are never a name: after a cue, the next word is a name unless it
 * is one of these ("patient attended", "her husband was").
 */
export const NOT_NAMES = words(`
  a an the and or but if of to in on at by for with from into onto about over under after before again
  is are was were be been being am has have had do does did will would can could should may might must shall
  i me my we our you your he him his she her it its they them their this that these those who whom which what
  there here not no yes all any some each every both either neither more most less few many much very too also
  just only still even then than so as such well now today yesterday tomorrow tonight again
  patient pt patients attended attends attending came comes come presented presents presenting reports reported
  says said states stated complains complained complaining seen seeing saw was called calls phoned rang
  present absent happy anxious nervous upset fine ok okay better worse well unwell
  here there home work school today brought bring drives drove accompanied accompanying waiting
  reviewed review recall consented consent agreed declined wants wanted would like prefers chose opted decided
  asked asks told tells noticed notices thinks thought feels felt
  extraction filling crown root canal caries pain swelling tooth teeth upper lower left right mesial distal
  occlusal buccal lingual palatal incisal composite amalgam denture bridge implant scale polish exam check
  bpe psr la lidocaine articaine adrenaline epinephrine cartridge cartridges carpule carpules
  one two three four five six seven eight nine ten number tooth
`);

/** Cities and towns a dictation may name (major ones; unambiguous words only). */
export const CITIES = words(`
  london manchester birmingham leeds liverpool sheffield bristol newcastle nottingham leicester coventry cardiff
  swansea edinburgh glasgow aberdeen dundee inverness belfast brighton southampton portsmouth plymouth exeter
  norwich cambridge oxford york harrogate bradford wakefield huddersfield sunderland middlesbrough preston
  blackpool stockport salford wigan northampton peterborough luton watford croydon ipswich colchester
  chelmsford canterbury maidstone gloucester cheltenham worcester hereford shrewsbury bournemouth swindon
  wolverhampton solihull harlem chicago houston philadelphia dallas jacksonville indianapolis seattle denver
  boston nashville detroit memphis louisville baltimore milwaukee albuquerque tucson fresno sacramento atlanta
  miami oakland minneapolis tulsa cleveland tampa pittsburgh cincinnati honolulu anchorage brooklyn bronx
  manhattan dublin cork galway paris madrid lagos accra nairobi mumbai delhi karachi lahore dhaka beijing
  shanghai toronto vancouver sydney melbourne auckland springfield
`);
/** Places of more than one word. */
export const CITY_PHRASES = [
  'new york', 'los angeles', 'san antonio', 'san diego', 'san francisco', 'san jose', 'las vegas', 'new orleans',
  'salt lake city', 'st louis', 'beverly hills', 'milton keynes', 'hong kong', 'kuala lumpur',
];

/** US states and their codes: a ZIP follows them; they are not identifiers themselves. */
export const US_STATES = words(`
  al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok
  or pa ri sc sd tn tx ut vt va wa wv wi wy dc alabama alaska arizona arkansas california colorado connecticut
  delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland
  massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon
  pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming
`);

export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];
