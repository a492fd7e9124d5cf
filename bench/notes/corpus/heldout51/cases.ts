// A fifty-first held-out test split (ids h51-01 to h51-36), written blind from the labelling contract (contract.md,
// case.ts, the dental reference, and more56 / more58 as format examples) by a helper that had not seen the engine, its
// evaluation or any other corpus file; every case was labelled by hand from the contract before any check. It is whole
// appointments, recorded with the recorder running from when the patient sits down until they leave: greetings and
// small talk, the patient's (or parent's) story in their own words, history questions and answers, findings called to
// the nurse (some read back), explanations of what is wrong, options and costs, the patient's questions, consent aloud,
// running commentary during treatment, interruptions (phone calls, a colleague or reception at the door, the patient's
// own phone), aftercare and the next booking aloud, goodbyes. Six end with a short summary dictated after the patient
// has left (h51-04, h51-08, h51-18, h51-22, h51-27, h51-31) and six have appended dictation (h51-06, h51-09, h51-16,
// h51-23, h51-33, h51-35). Four practices, nine visits each:
//   h51-01–h51-09 a UK mixed NHS / private practice (FDI; h51-03, h51-08 from a transcription service, the rest
//     recogniser-style): an NHS check-up with a nurse read-back and bitewings, an emergency irreversible pulpitis 36
//     extirpated with a phone call in the middle, a private MO composite for a breastfeeding mother, an extraction of 47
//     with risks recapped and a summary after, an RCT completion 46 with a colleague at the door, a private crown prep 16
//     with reception on the phone (appended dictation), a seven-year-old's check-up with mum, a hygienist's first RSD
//     visit for a new diabetic smoker with a summary after, a pericoronitis 38 consultation with OPG and referral
//     (appended dictation);
//   h51-10–h51-18 a UK practice whose dentist says Palmer words (Palmer; h51-12, h51-17 from a transcription service
//     writing "upper right 7", the rest recogniser-style): a nervous patient's check-up with a fractured amalgam wall, an
//     emergency fractured cusp UL6 in a pregnant patient dressed with GIC, an extraction UR7 on warfarin with sutures, a
//     six-year-old's abscessed LRE extracted with dad, a crown fit LL6 with the patient's phone ringing, an NHS DO amalgam
//     LR5 with a nurse read-back corrected, a first-stage RCT UL1 after old trauma (appended dictation), a hygiene visit
//     with a whitening question, a dry socket LL8 dressed with Alvogyl and a summary after;
//   h51-19–h51-27 a US general practice (Universal; h51-21, h51-25 from a transcription service, the rest
//     recogniser-style): a periodic exam and prophy shared by hygienist and doctor, an emergency cracked #30 with a
//     pulpectomy and a phone call, an MOD composite #14 replacing amalgam, an anxious diabetic's root extraction #4 with a
//     summary after, an RCT completion #19 (appended dictation), a crown prep #3 with a colleague at the door, SRP upper
//     right and lower right with Arestin, an implant consultation for #30 after IV zoledronic acid (no treatment), a
//     crown recemented #13 with a summary after;
//   h51-28–h51-36 a US practice with a paediatric list (Universal with primary letters; h51-30, h51-34 from a
//     transcription service, the rest recogniser-style): a four-year-old's first visit with early childhood caries, a
//     twelve-year-old's sealants on the second molars with an ortho referral, a pulpotomy and SSC #K under nitrous, a
//     nine-year-old's primary canines #C and #H extracted for the orthodontist with grandma and a summary after, a
//     scooter fall with fractures of #8 and #9, a five-year-old's recall with a thumb habit (appended dictation), a
//     teenager in braces with white spot lesions, an eight-year-old's DO composite #L with an aunt (appended dictation),
//     a six-year-old's abscessed #S extracted with a phone call in the middle.
// UK 18 (FDI 9, Palmer 9), US 18 (Universal, primary letters in h51-28–h51-36); 28 recogniser-style (lower case, number
// words, fillers, no punctuation, no speaker marks) and 8 from a transcription service (punctuation, digits, no speaker
// labels); 183 to 394 words (most 200 to 330). DENTAL in all 36 cases; TX TODAY empty in h51-18 (a dry socket dressed
// after an extraction done by a colleague) and h51-26 (a consultation).
//
// Judgement calls where the contract was silent:
// - Social talk is no note content and is dropped: greetings, names, small talk (holidays, weather, school, traffic,
//   teething, the tooth fairy), goodbyes and "see you then / see you Thursday". So are remarks and instructions to the
//   patient in the chair ("open wide", "little scratch", "bite on this gauze for me", "bite together", "is that numb",
//   "you're doing great", "you did amazing", "pick a sticker"), asides to the nurse or assistant (instruments, gloves,
//   "can I have the glass ionomer please") and every interruption (phone calls, a colleague or reception at the door,
//   the patient's phone), even when the interruption has numbers or clinical words about someone else ("room three",
//   "the crown for room two"), as more56 / more58 dropped nurse asides and remarks to the patient.
// - A finding read back by the nurse is said once, so written once, as the clinician called it; when the read-back
//   prompts a correction ("disto occlusal caries d o no sorry distal caries lower right five", h51-15) the correction
//   applies like any self-correction.
// - The clinician's history questions ("any changes to your health", "any allergies", "do you smoke") are not written.
//   When the clinician echoes or sums up the answers ("so no changes omeprazole no allergies", "so throbbing lower left
//   since saturday ..."), the echo is written in its field and the questions and answers it sums up are not. An answer
//   that nobody echoes is written where it belongs, as the patient said it (first person kept: "It's been awful since
//   Friday", "I just hate the noise of the drill"); a bare yes / no / "never" carries nothing by itself and is not
//   written ("do you smoke no" in h51-09 gives no MED HX clause).
// - CC is the reason for the visit as the clinician says it ("check up today", "crown prep on #3 today") plus the
//   patient's or parent's own account of the complaint when it is not echoed; "you're / he's / she's in for" and "you're
//   here for" are the CC header with its subject. A habit or detail given in answer about the complaint ("he has a cup
//   of milk in bed", "no fragment") stays in the CC, as more58 kept the sippy cup; so does what a summary after the
//   visit adds to the history ("Extraction LL8 was done 8 days ago by my colleague uneventful at the time", h51-18),
//   which also means that visit takes no title from its CC.
// - Telling the patient what is about to be done now ("I'm going to take an x-ray of that tooth", "I'll pop a temporary
//   filling on it now", "we're going to make her teeth sleepy and wiggle those two out") is dropped; the step is
//   written where it is done. Everything else said to the patient or parent about their care is CONSULT in spoken
//   order, as said: what is wrong, options, risks, costs and insurance, the patient's questions with the answers
//   (whatever the answer says), the patient's decision ("I'll go for the white one then", "let's do it") and aftercare
//   advice (as more58). In recogniser-style text a question is written without "?"; the transcription service's "?" is
//   kept.
// - A diagnosis named to the nurse ("diagnosis ...") is DX; the same thing explained to the patient is CONSULT. A
//   referral called for the record ("referral to oral surgery for extraction of three eight", "referral to
//   orthodontist", "Referred to the local stop smoking service") is TX PLAN, while "I'm going to refer you ..." and "I'll
//   give you a referral" said to the patient stay in CONSULT. Letters after "plan" are TX PLAN; "letter sent to
//   orthodontist" with no header is NOTES.
// - Consent is the clinician's statement ("verbal consent given", "consent form signed", "Dad consented, form signed",
//   "mom signed consent at the front desk"); "are you happy to go ahead" and the patient's "yes" are not written.
// - Who came with the patient, the child's age, anxiety, and remarks about the patient said in the third person to the
//   parent or nurse ("he was brilliant", "she did fantastic", "he's brave") are NOTES; the same praise said to the
//   child is dropped. A patient's pleased remark about the result ("it's lovely you can't tell it's not real") or about
//   how they feel after treatment ("already better I think") is NOTES (as more56 / more58).
// - A lead-in to the dictation after the patient leaves ("okay quick summary", "right summary", "Summary after the
//   patient left:") names no section and is dropped; what follows goes to its fields like any dictation. The summaries
//   here add new content only.
// - "can you book him / her in for", "next appointment" and "next visit" open NV; "recall ..." and "review ..." are F/U.
// - Amounts of money said as words become digits with the currency word kept ("six hundred and fifty pounds" → "650
//   pounds", "eleven hundred" → "1,100", "four hundred and sixty dollars" → "460 dollars"); typed "£165" stays.
//   Ordinals stay words ("the third time").
// - Findings: gum and plaque findings are PERIO ("gums healthy around it", "plaque on the lower molars", "Gingiva:
//   generalized enlargement around the brackets ..."); stain and regions with no tooth are INTRA ("upper teeth fine",
//   "anterior teeth sound", "upper incisors flared slightly"); tooth-first mobility and furcation are chart entries ("16
//   grade 1 mobility, buccal furcation involvement", "#30 furcation grade II buccal") while pockets measured first stay
//   PERIO (as more58); a sinus or swelling next to a tooth and a socket are INTRA with no chart entry (rule 7).
// - Text fields: a recogniser-style clause joined by "and" stays in its sentence (as more56 kept "explained to her the
//   crown doesn't fit right and we'll remake it ..."); a new sentence starts where a new clause begins with no joining
//   word. Rule 4 abbreviates single surfaces only in DENTAL and list items, so RADIO and CONSULT keep "deep distal
//   caries", "small sealer puff mesial root".
// - Titles: "pit and fissure sealants placed numbers two fifteen eighteen and thirty one" → "Fissure sealants #2, #15,
//   #18, #31"; "irrigated under the operculum with chlorhexidine" → "Irrigation"; a socket irrigated with saline, canal
//   irrigation, an Alvogyl dressing, chlorhexidine gel to pockets, Arestin, MI Paste and "smoothed ... with a finishing
//   bur" are no titles; "cemented lower left six with relyx unicem" at a crown fit is "Crown fit LL6"; "recemented crown
//   thirteen" → "Crown recement #13"; "impressions upper aquasil ... lower alginate" → "Impressions"; a digital scan is
//   no title (as more56). NV keeps the table names: "seat crown number three" → "Crown fit #3", "complete root canal" →
//   "Complete RCT".
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "next visit …" adds an NV item,
//   "change X to Y" edits the one place X is written in the note (h51-06's "two weeks" is also said in small talk, which
//   is not in the note), and "scratch that" in an append drops the command before it (h51-33).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout51Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'h51-01-uk-asr-fdi-nhs-check-up-25-do-caries-nurse-readback-bitewings',
    style: 'UK',
    asr: true,
    transcript:
      "hi come on in take a seat how are you doing not bad thanks bit cold out there isn't it it's freezing right check up today any problems at all my gums bleed a bit when I floss sometimes but otherwise fine okay any changes to your medical history since last time no still just on the omeprazole any allergies no okay so no changes omeprazole no allergies lovely pop you back let's have a look extra oral nad lymph nodes fine intra oral soft tissues healthy tongue and floor of mouth fine bpe two one two two one two charting one six mesial occlusal amalgam sound one six mo amalgam sound yep two five disto occlusal caries two five d o caries two six crown intact three six occlusal composite sound four six missing four six missing that's it sit up for me we'll take a couple of x-rays of the back teeth now bitewings taken grade one two five disto occlusal caries into dentine no other caries so there's a small hole between your teeth on the upper left that needs a filling it's just into the second layer of the tooth if we leave it it'll get bigger we can do a silver filling or a white filling both are band two on the nhs is that the same as last time band two covers everything in this course of treatment I'll go for the white one then your gums are a little bit inflamed in places that's the bleeding you're seeing keep flossing and try the interdental brushes as well I'll give your teeth a clean now scale and polish done oral hygiene instruction interdental brushes green size can you book her in for a disto occlusal composite on two five with me and recall nine months you're all done see you next time thanks bye",
    expect: {
      CC: 'Check up today. My gums bleed a bit when I floss sometimes but otherwise fine',
      'MED HX': 'No changes. Omeprazole. No allergies',
      EXTRA: 'NAD. Lymph nodes fine',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth fine',
      PERIO: 'BPE 2 1 2 / 2 1 2',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['25', 'DO caries'],
        ['26', 'Crown intact'],
        ['36', 'O composite sound'],
        ['46', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. 25 DO caries into dentine. No other caries',
      CONSULT:
        "There's a small hole between your teeth on the upper left that needs a filling. It's just into the second layer of the tooth. If we leave it it'll get bigger. We can do a silver filling or a white filling. Both are band 2 on the NHS. Is that the same as last time. Band 2 covers everything in this course of treatment. I'll go for the white one then. Your gums are a little bit inflamed in places. That's the bleeding you're seeing. Keep flossing and try the interdental brushes as well",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'Oral hygiene instruction interdental brushes green size'],
      NV: ['DO composite 25 with me'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h51-02-uk-asr-fdi-emergency-36-irreversible-pulpitis-extirpation-phone-call',
    style: 'UK',
    asr: true,
    transcript:
      "hello come through have a seat what's been going on it's my bottom left it's been throbbing since saturday night I've hardly slept it's worse when I have a hot drink and the painkillers are only taking the edge off does it linger after the hot drink for ages like ten minutes alright so throbbing lower left since saturday worse with heat and lingers keeping her awake any changes to your health no I'm fine not on anything and no allergies okay no medical history no medications no allergies let's have a look extra oral no swelling nad intra oral soft tissues fine three six large disto occlusal amalgam with recurrent caries distally tender to percussion lingering pain to ethyl chloride three seven sound normal response to cold three five sound sorry one sec hello yes can you tell them I'll call back after this patient thanks sorry about that I'm going to take an x-ray of that tooth pa three six deep distal caries approaching the pulp widened periodontal ligament space at the apices diagnosis symptomatic irreversible pulpitis three six so the nerve in that tooth is inflamed and it won't settle on its own your options are a root canal treatment which on the nhs is band three or taking the tooth out which is band two or we could refer you privately to a specialist for the root canal how many visits is a root canal usually two with us I'd take the nerve out today to get you out of pain and then finish it in a couple of weeks it'll probably need a crown afterwards I'd like to keep the tooth if I can happy to go ahead with the first stage today yes verbal consent given la two cartridges articaine four percent one in a hundred thousand adrenaline id block left plus buccal infiltration three six little scratch there we go rubber dam placed old amalgam and caries removed pulp exposed distally pulp bleeding freely pulp extirpated three six three canals irrigated with sodium hypochlorite ledermix and cavit occlusion checked it might be sore for a couple of days take ibuprofen and paracetamol together if you can and avoid chewing on that side can I eat tonight once the numbness has gone next appointment complete root canal three six in two weeks forty five minutes take care bye",
    expect: {
      CC: 'Throbbing lower left since Saturday. Worse with heat and lingers. Keeping her awake',
      'MED HX': 'No medical history. No medications. No allergies',
      EXTRA: 'No swelling. NAD',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['36', 'Large DO amalgam with recurrent caries distally tender to percussion lingering pain to ethyl chloride'],
        ['37', 'Sound normal response to cold'],
        ['35', 'Sound'],
      ],
      RADIO: 'PA 36 deep distal caries approaching the pulp. Widened periodontal ligament space at the apices',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT:
        "Nerve in that tooth is inflamed and it won't settle on its own. Your options are a root canal treatment which on the NHS is band 3 or taking the tooth out which is band 2 or we could refer you privately to a specialist for the root canal. How many visits is a root canal. Usually 2 with us. I'd take the nerve out today to get you out of pain and then finish it in a couple of weeks. It'll probably need a crown afterwards. I'd like to keep the tooth if I can. It might be sore for a couple of days. Take ibuprofen and paracetamol together if you can and avoid chewing on that side. Can I eat tonight. Once the numbness has gone",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Rubber dam placed',
        'Old amalgam and caries removed',
        'Pulp exposed distally',
        'Pulp bleeding freely',
        'Pulp extirpated 36',
        '3 canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion checked',
      ],
      NV: ['Complete RCT 36 in 2 weeks 45 minutes'],
    },
  }),
  defineCase({
    id: 'h51-03-uk-typed-fdi-private-mo-composite-25-breastfeeding-articaine-question',
    style: 'UK',
    asr: false,
    transcript:
      "Morning, come on in. How's the little one? Oh, she's keeping us up, she's teething. Ah, bless her. Right, you're in for the white filling on 25. Any changes to your health? No, nothing new. Still breastfeeding, so I'm not taking anything. Lovely. So medical history no changes, breastfeeding, no medications, no allergies. Any sensitivity from that tooth? Just a twinge with cold sometimes. OK. 25 MO caries, no tenderness. 24 sound. As we discussed, it's a private composite at £165. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25. Is articaine OK while I'm breastfeeding? It's fine, very little gets into the milk and you don't need to express and discard. Good. Just a small scratch. Rubber dam placed. Could I have a 2 clamp please? Thanks. Caries removed, dentine hard, no exposure. Sectional matrix and wedge. Etch, bond, MO composite 25 in increments, shade A2. Cured. Dam off. Bite on the blue paper for me. Tap tap. High spot, adjusted. Polished. Post-op instructions given. Will it be sensitive? It might be a bit sensitive to cold for a week or so, that's normal; if it's still there after a couple of weeks, give us a call. Right, you're all done. Recall as planned in 6 months. Bye now, good luck with the teething!",
    expect: {
      CC: 'White filling on 25. Just a twinge with cold sometimes',
      'MED HX': 'No changes, breastfeeding, no medications, no allergies',
      DENTAL: [
        ['25', 'MO caries, no tenderness'],
        ['24', 'Sound'],
      ],
      CONSULT:
        "As we discussed, it's a private composite at £165. Is articaine OK while I'm breastfeeding? It's fine, very little gets into the milk and you don't need to express and discard. Will it be sensitive? It might be a bit sensitive to cold for a week or so, that's normal; if it's still there after a couple of weeks, give us a call",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Rubber dam placed',
        'Caries removed',
        'Dentine hard',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'MO composite 25 in increments',
        'Shade A2',
        'Cured',
        'Dam off',
        'High spot',
        'Adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned in 6 months',
    },
  }),
  defineCase({
    id: 'h51-04-uk-asr-fdi-extraction-47-risks-recapped-consent-form-summary-after',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come in sit yourself down so we're taking out that back tooth on the lower right today I just want it gone it's been nothing but trouble fair enough any changes to your health since I saw you last week no same as before still on the amlodipine and the atorvastatin no allergies okay so no changes still on amlodipine and atorvastatin no allergies blood pressure today one forty two over eighty eight four seven grossly carious unrestorable crown mostly broken down four six and four eight sound I went through the risks last time but just to recap there's a small chance of numbness of the lip or tongue from the nerve that runs nearby because the roots are close to it on the x-ray other risks are dry socket bleeding and swelling and if a root breaks I might need to cut the gum to get it out are you happy to sign the consent form yes consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent buccal infiltration four seven is that numb my lip's gone fat good you'll just feel pressure now no sharp pain luxators and lower molar forceps please thanks extracted four seven with forceps roots complete socket squeezed bite on this gauze for me haemostasis achieved no rinsing today no hot drinks and no smoking tomorrow start warm salt water rinses after meals and take paracetamol or ibuprofen for pain if it's getting worse after three or four days or there's a bad taste ring us how long before I can go to the gym give it forty eight hours post op instructions given verbal and written you're all done take it easy bye now okay quick summary patient coped well no complications review only if problems",
    expect: {
      CC: "We're taking out that back tooth on the lower right today. I just want it gone. It's been nothing but trouble",
      'MED HX': 'No changes. Still on amlodipine and atorvastatin. No allergies. Blood pressure today 142/88',
      DENTAL: [
        ['47', 'Grossly carious unrestorable crown mostly broken down'],
        ['46', 'Sound'],
        ['48', 'Sound'],
      ],
      CONSULT:
        "I went through the risks last time but just to recap there's a small chance of numbness of the lip or tongue from the nerve that runs nearby because the roots are close to it on the x-ray. Other risks are dry socket bleeding and swelling and if a root breaks I might need to cut the gum to get it out. No rinsing today no hot drinks and no smoking. Tomorrow start warm salt water rinses after meals and take paracetamol or ibuprofen for pain. If it's getting worse after 3 or 4 days or there's a bad taste ring us. How long before I can go to the gym. Give it 48 hours",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4%, buccal infiltration 47',
        'Extracted 47 with forceps',
        'Roots complete',
        'Socket squeezed',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
        'No complications',
      ],
      NOTES: 'Patient coped well',
      'F/U': 'Review only if problems',
    },
  }),
  defineCase({
    id: 'h51-05-uk-asr-fdi-rct-completion-46-obturation-colleague-at-door-crown-cost',
    style: 'UK',
    asr: true,
    transcript:
      "hello again come on in right finishing off the root canal on four six today how's it been much better actually no pain at all good that's what we like any changes to your health no all the same okay medical history no changes no allergies four six cavit intact not tender to percussion no swelling la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six then one cartridge lidocaine two percent one in eighty thousand adrenaline id block right rubber dam placed cavit and ledermix removed sorry to interrupt can you have a quick look at an x-ray for me when you get a sec yes give me ten minutes thanks sorry where were we canals irrigated with sodium hypochlorite four canals working lengths with the apex locator twenty one millimetres mesial canals twenty millimetres distal canals to the mesiobuccal cusp tip prepared to size twenty five with reciproc blue final rinse edta then sodium hypochlorite dried with paper points master cones checked with a pa obturated four six warm vertical with gutta percha and ah plus sorry bioceramic sealer post op pa good fill to length no voids vitrebond then amalgam core so the root canal's finished but because the tooth's been hollowed out it's brittle and it really needs a crown to protect it otherwise it can split how much would that be on the nhs a crown is band three or privately an all ceramic one is six hundred and fifty pounds I'll do the nhs one then can you book him in for crown prep four six in four weeks with an hour slot see you then cheers",
    expect: {
      CC: 'Finishing off the root canal on 46 today. Much better actually. No pain at all',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['46', 'Cavit intact not tender to percussion no swelling']],
      RADIO: 'Post-op PA good fill to length. No voids',
      CONSULT:
        "Root canal's finished but because the tooth's been hollowed out it's brittle and it really needs a crown to protect it otherwise it can split. How much would that be on the NHS. Crown is band 3 or privately an all ceramic one is 650 pounds. I'll do the NHS one then",
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam placed',
        'Cavit and Ledermix removed',
        'Canals irrigated with sodium hypochlorite',
        '4 canals',
        'Working lengths with the apex locator 21 mm M canals 20 mm D canals to the MB cusp tip',
        'Prepared to size 25 with Reciproc Blue',
        'Final rinse EDTA',
        'Sodium hypochlorite',
        'Dried with paper points',
        'Master cones checked with a PA',
        'Obturated 46 warm vertical with gutta percha and bioceramic sealer',
        'Vitrebond',
        'Amalgam core',
      ],
      NV: ['Crown prep 46 in 4 weeks with an hour slot'],
    },
  }),
  defineCase({
    id: 'h51-06-uk-asr-fdi-private-crown-prep-16-p-cusp-reception-call-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hi there come on through how was the holiday lovely thanks two weeks in portugal came back to the rain though typical right so you're in for the crown prep on one six any problems with it since it's been fine just a bit of food getting stuck any changes medically I've started on levothyroxine for my thyroid okay so medical history started on levothyroxine for underactive thyroid no allergies still only a glass of wine at weekends ha good one six large mesial occlusal distal composite with a cracked palatal cusp one five and one seven sound gums healthy around it we talked about the costs last time it's the emax crown at six hundred and twenty pounds plus the build up that's included is it it's all included so all happy to go ahead yes written consent signed last visit verbal consent reconfirmed today la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one six putty index taken old composite removed palatal cusp fractured at the base so removed it caries at the base of the crack removed core built up with composite crown prep one six for emax one millimetre chamfer retraction cord size one it's reception they're asking if you can see an emergency at twelve tell them yes if it's quick thanks impressions upper aquasil heavy and light body lower alginate bite registration shade a two with photos temporary crown in protemp cemented with tempbond occlusion checked post op instructions given the temporary is a bit weaker so avoid toffee and chewing gum and if it comes off pop it back with toothpaste or fixodent and give us a ring next appointment crown fit one six in two weeks bye now",
    appends: ['add to notes patient wants the fit appointment early morning before work', 'change two weeks to three weeks'],
    expect: {
      CC: "Crown prep on 16. It's been fine just a bit of food getting stuck",
      'MED HX': 'Started on levothyroxine for underactive thyroid. No allergies. Still only a glass of wine at weekends',
      DENTAL: [
        ['16', 'Large MOD composite with a cracked P cusp'],
        ['15', 'Sound'],
        ['17', 'Sound'],
      ],
      PERIO: 'Gums healthy around it',
      CONSULT:
        "We talked about the costs last time. It's the Emax crown at 620 pounds plus the build up. That's included is it. It's all included. Temporary is a bit weaker so avoid toffee and chewing gum and if it comes off pop it back with toothpaste or Fixodent and give us a ring",
      CONSENT: 'Written consent signed last visit. Verbal consent reconfirmed today',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Putty index taken',
        'Old composite removed',
        'P cusp fractured at the base',
        'Removed it',
        'Caries at the base of the crack removed',
        'Core built up with composite',
        'Crown prep 16 for Emax',
        '1 mm chamfer',
        'Retraction cord size 1',
        'Impressions upper Aquasil heavy and light body',
        'Lower alginate',
        'Bite registration',
        'Shade A2 with photos',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'Patient wants the fit appointment early morning before work',
      NV: ['Crown fit 16 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h51-07-uk-asr-fdi-child-check-up-mum-75-caries-squash-fluoride-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "hello come on in jump up in the big chair mum you can sit there okay check up seven year old attended with mum have you lost any wobbly teeth yes two at the front did the tooth fairy come she did five pounds five pounds that's a lot any problems she's been fine but she said one at the back on the left hurts sometimes with sweets okay any changes in her health she still has her asthma inhalers the brown and the blue one no allergies so medical history asthma brown and blue inhalers no allergies open nice and big for me extra oral nad intra oral soft tissues healthy plaque on the lower molars one one and two one erupting three six and four six fully erupted sound fissures stained seven five occlusal caries looks into dentine seven four sound eight four occlusal amalgam sound eight five sound there's a small hole in the back baby tooth on the lower left that's the one she's feeling with sweets it's a baby tooth but it won't fall out until she's about eleven so it's worth filling we'll also seal the big adult teeth to protect them how often is she having sweets mostly at weekends but she has squash every day try to keep squash to mealtimes and water in between I'll try fluoride varnish applied toothbrushing instruction with mum use a pea sized blob of adult toothpaste and spit don't rinse you were brilliant pick a sticker diagnosis caries seven five next visit occlusal glass ionomer seven five and fissure sealants three six four six recall six months bye sweetheart",
    expect: {
      CC: "Check up. She's been fine but she said one at the back on the left hurts sometimes with sweets",
      'MED HX': 'Asthma brown and blue inhalers. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['11', 'Erupting'],
        ['21', 'Erupting'],
        ['36', 'Fully erupted sound fissures stained'],
        ['46', 'Fully erupted sound fissures stained'],
        ['75', 'O caries looks into dentine'],
        ['74', 'Sound'],
        ['84', 'O amalgam sound'],
        ['85', 'Sound'],
      ],
      DX: ['Caries 75'],
      CONSULT:
        "There's a small hole in the back baby tooth on the lower left. That's the one she's feeling with sweets. It's a baby tooth but it won't fall out until she's about 11 so it's worth filling. We'll also seal the big adult teeth to protect them. Mostly at weekends but she has squash every day. Try to keep squash to mealtimes and water in between. I'll try. Use a pea sized blob of adult toothpaste and spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '7 year old attended with mum',
      NV: ['O GIC 75', 'Fissure sealants 36, 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h51-08-uk-typed-fdi-hygienist-first-rsd-upper-new-diabetic-smoker-summary-after',
    style: 'UK',
    asr: false,
    transcript:
      "Hi, come on in, have a seat. How have the gums been? Still bleeding when I brush, and my partner says my breath's bad, which is embarrassing. OK. Any changes to your health? I've been diagnosed with type 2 diabetes since I last saw you. They've put me on metformin. Do you know your last HbA1c? 58, I think. And are you still smoking? About ten a day, down from twenty. Well done for cutting down. So MH: type 2 diabetes, metformin, HbA1c 58, smokes 10 a day, NKDA. Right, let's have a look. Full perio chart today. Gingivae red and swollen, bleeding on probing 55%, plaque score 70%. Upper right 6 mm pockets on 16 and 17. 16 grade 1 mobility, buccal furcation involvement. Upper left 5 mm pockets 26 and 27. Lowers 4 mm generally. Your gum disease has progressed a bit, and the diabetes and smoking both make it worse. It does respond to treatment, but home care is the big part: the interdental brushes every night. Will I lose teeth? If we don't get it under control, the upper right back teeth are at risk, but we can stabilise it. I'm going to numb the upper jaw now and clean under the gums on the top teeth. Are you OK with that? Yes. Verbal consent. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal and palatal infiltration upper right and upper left. RSD upper right and upper left with ultrasonic and Gracey curettes. Subgingival calculus heavy around 16 and 17. Chlorhexidine gel to 16 pockets. OHI with interdental brushes every night and a single tufted brush around 16. Smoking cessation advice given. Referred to the local stop smoking service. He's keen to try. Next visit RSD lower left and lower right in 2 weeks. Bye now, take care. Summary after the patient left: Diagnosis: generalised periodontitis stage III grade C. Re-evaluation 3 months after RSD.",
    expect: {
      CC: "Still bleeding when I brush, and my partner says my breath's bad, which is embarrassing",
      'MED HX': 'Type 2 diabetes, metformin, HbA1c 58, smokes 10 a day, NKDA',
      PERIO:
        'Full perio chart today. Gingivae red and swollen, bleeding on probing 55%, plaque score 70%. Upper right 6 mm pockets on 16 and 17. Upper left 5 mm pockets 26 and 27. Lowers 4 mm generally',
      DENTAL: [['16', 'Grade 1 mobility, buccal furcation involvement']],
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT:
        "Your gum disease has progressed a bit, and the diabetes and smoking both make it worse. It does respond to treatment, but home care is the big part: the interdental brushes every night. Will I lose teeth? If we don't get it under control, the upper right back teeth are at risk, but we can stabilise it. Smoking cessation advice given. He's keen to try",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right and upper left',
        'RSD upper right and upper left with ultrasonic and Gracey curettes',
        'Subgingival calculus heavy around 16, 17',
        'Chlorhexidine gel to 16 pockets',
        'OHI with interdental brushes every night and a single tufted brush around 16',
      ],
      'TX PLAN': ['Referred to the local stop smoking service'],
      NV: ['RSD lower left and lower right in 2 weeks'],
      'F/U': 'Re-evaluation 3 months after RSD',
    },
  }),
  defineCase({
    id: 'h51-09-uk-asr-fdi-pericoronitis-38-opg-referral-irrigation-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hi come in have a seat what's been going on it's my wisdom tooth bottom left it's been swollen and sore for about four days I can't open my mouth properly and there's a horrible taste it's happened twice before but never this bad okay so pain and swelling around the lower left wisdom tooth four days limited opening bad taste had it twice before any medical problems I'm fit and well no tablets no allergies fit and well no medications no allergies do you smoke no let's have a look extra oral tender left submandibular lymph node no facial swelling mouth opening about thirty millimetres intra oral three eight partially erupted operculum swollen and red pus on pressing three seven sound I'm going to take a big x-ray of your jaw opg three eight mesioangular impaction roots close to the inferior dental canal darkening of the roots three seven distal bone loss no caries diagnosis acute pericoronitis three eight so the gum over the wisdom tooth is infected food and bacteria get trapped under it this is the third time and the tooth is lying at an angle so I'd recommend it comes out but the roots are close to the nerve on the x-ray I'm going to refer you to the oral surgeons at the hospital they might do a special scan first how long is the wait could be a few months referral to oral surgery for extraction of three eight I'll clean around it now and give you some antibiotics irrigated under the operculum with chlorhexidine rx metronidazole four hundred milligrams three times a day for five days no alcohol with those tablets at all corsodyl mouthwash twice a day and warm salt water rinses if it gets worse or you can't swallow go to the hospital emergency department take care bye",
    appends: ['add to notes patient works nights prefers afternoon appointments', 'next visit review three eight in one week'],
    expect: {
      CC: 'Pain and swelling around the lower left wisdom tooth 4 days. Limited opening. Bad taste. Had it twice before',
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'Tender left submandibular lymph node. No facial swelling. Mouth opening about 30 mm',
      DENTAL: [
        ['38', 'Partially erupted operculum swollen and red pus on pressing'],
        ['37', 'Sound'],
      ],
      RADIO:
        'OPG 38 mesioangular impaction. Roots close to the inferior dental canal. Darkening of the roots. 37 distal bone loss. No caries',
      DX: ['Acute pericoronitis 38'],
      CONSULT:
        "Gum over the wisdom tooth is infected. Food and bacteria get trapped under it. This is the third time and the tooth is lying at an angle so I'd recommend it comes out but the roots are close to the nerve on the x-ray. I'm going to refer you to the oral surgeons at the hospital. They might do a special scan first. How long is the wait. Could be a few months. No alcohol with those tablets at all. Corsodyl mouthwash twice a day and warm salt water rinses. If it gets worse or you can't swallow go to the hospital emergency department",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine',
        'Rx metronidazole 400 mg 3 times a day for 5 days',
      ],
      'TX PLAN': ['Referral to oral surgery for extraction 38'],
      NOTES: 'Patient works nights prefers afternoon appointments',
      NV: ['Review 38 in 1 week'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK practice, dentist says Palmer words (Palmer)
  defineCase({
    id: 'h51-10-uk-asr-palmer-nervous-check-up-ll6-fractured-l-wall-smoothed',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come on through I know you're not a fan of coming in so we'll take it nice and slow just put your hand up if you need a break I just hate the noise of the drill fair enough okay check up today nervous patient anything bothering you there's a sharp bit on my bottom left tooth my tongue keeps catching it okay and how's your health any changes still on the sertraline and I've got my inhaler for asthma no allergies lovely so no changes sertraline asthma salbutamol inhaler no allergies lie you back extra oral nad intra oral small ulcer on the left side of the tongue where it's rubbing bpe one one one one one two lower right sextant bleeding upper right seven occlusal amalgam sound upper right six mesial occlusal distal amalgam sound upper left six crown sound lower left six mesial occlusal distal amalgam with fractured lingual wall sharp edge no caries visible lower left seven disto occlusal composite sound lower right six occlusal amalgam sound lower left eight and lower right eight missing bitewings taken grade one lower left six no recurrent caries upper right seven small distal enamel lesion monitor so that rough bit is where the old filling has broken at the side there's no decay underneath but it needs fixing we'll smooth it today and do a new filling another day would that be silver or white I'd go white it's band two on the nhs white then please smoothed lower left six lingual edge with a finishing bur scale and polish ohi you did really well thank you next visit mesial occlusal distal composite lower left six recall six months see you soon",
    expect: {
      CC: "Check up today. There's a sharp bit on my bottom left tooth. My tongue keeps catching it",
      'MED HX': 'No changes. Sertraline. Asthma salbutamol inhaler. No allergies',
      EXTRA: 'NAD',
      INTRA: "Small ulcer on the left side of the tongue where it's rubbing",
      PERIO: 'BPE 1 1 1 / 1 1 2. Lower right sextant bleeding',
      DENTAL: [
        ['UR7', 'O amalgam sound'],
        ['UR6', 'MOD amalgam sound'],
        ['UL6', 'Crown sound'],
        ['LL6', 'MOD amalgam with fractured L wall sharp edge no caries visible', 'L wall'],
        ['LL7', 'DO composite sound'],
        ['LR6', 'O amalgam sound'],
        ['LL8', 'Missing'],
        ['LR8', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. LL6 no recurrent caries. UR7 small distal enamel lesion monitor',
      CONSULT:
        "That rough bit is where the old filling has broken at the side. There's no decay underneath but it needs fixing. We'll smooth it today and do a new filling another day. Would that be silver or white. I'd go white. It's band 2 on the NHS. White then please",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Smoothed LL6 lingual edge with a finishing bur', 'Scale and polish', 'OHI'],
      NOTES: 'I just hate the noise of the drill. Nervous patient',
      NV: ['MOD composite LL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h51-11-uk-asr-palmer-emergency-ul6-fractured-p-cusp-pregnant-gic-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi there come on in what's happened I was eating a granola bar yesterday and a bit of my tooth came off top left at the back it's not painful just sharp and a bit sensitive when I drink cold things okay so broke upper left back tooth yesterday on a granola bar sharp and sensitive to cold no pain any medical changes I'm pregnant actually fourteen weeks oh congratulations thank you any medications just folic acid no allergies lovely so medical history fourteen weeks pregnant folic acid no allergies no radiographs as she's pregnant extra oral nad intra oral soft tissues fine upper left six fractured palatal cusp large mesial occlusal palatal amalgam remaining no caries visible not tender to percussion normal response to cold upper left seven sound upper left five sound diagnosis fractured cusp upper left six with reversible pulpitis so the back tooth has lost a corner because the old filling was big and weakened it the nerve seems healthy the long term fix is a crown or an onlay which is like a partial crown or we could try a big white filling I'll pop a temporary filling on it now do I need the injection I don't think so it's just a temporary on top can I have the glass ionomer please thanks no la temporary dressing upper left six with glass ionomer occlusion checked avoid chewing hard things on that side until we replace it is the onlay on the nhs it would be private about four hundred and fifty pounds the crown on the nhs is band three let me think about it and I'll let reception know next visit permanent restoration upper left six forty minutes goodbye",
    expect: {
      CC: 'Broke upper left back tooth yesterday on a granola bar. Sharp and sensitive to cold. No pain',
      'MED HX': '14 weeks pregnant. Folic acid. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        [
          'UL6',
          'Fractured P cusp large MOP amalgam remaining no caries visible not tender to percussion normal response to cold',
          'P cusp',
        ],
        ['UL7', 'Sound'],
        ['UL5', 'Sound'],
      ],
      RADIO: "No radiographs as she's pregnant",
      DX: ['Fractured cusp UL6 with reversible pulpitis'],
      CONSULT:
        "Back tooth has lost a corner because the old filling was big and weakened it. Nerve seems healthy. Long term fix is a crown or an onlay which is like a partial crown or we could try a big white filling. Do I need the injection. I don't think so. It's just a temporary on top. Avoid chewing hard things on that side until we replace it. Is the onlay on the NHS. It would be private about 450 pounds. Crown on the NHS is band 3. Let me think about it and I'll let reception know",
      'TX TODAY': ['Temporary dressing UL6'],
      TX: ['No LA', 'Temporary dressing UL6 with glass ionomer', 'Occlusion checked'],
      NV: ['Permanent restoration UL6 40 minutes'],
    },
  }),
  defineCase({
    id: 'h51-12-uk-typed-palmer-extraction-ur7-warfarin-inr-surgicel-sutures',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Good afternoon, have a seat. So, extraction of the upper right 7 today. It's been aching on and off for months and I just want rid of it. OK. Any changes to your medical history? No, still on warfarin for my heart valve, and I did my INR yesterday, it was 2.6. Have you got your yellow book? Here you go. Thanks. So MH: mechanical mitral valve, warfarin, INR 2.6 yesterday, within range, allergic to penicillin. Upper right 7 grossly carious, buccal sinus, grade 1 mobile. Upper right 6 MO amalgam sound. Upper right 8 missing. Because of the warfarin there's a bit more bleeding risk, so I'll pack the socket and put a couple of stitches in afterwards. Other risks are pain, swelling, and a small chance of a hole into the sinus because the roots are near it on the x-ray. Can you sign here for me? Consent form signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal and palatal infiltration upper right 7. Upper molar forceps, please. Bit of pressure now. Extracted upper right 7 with forceps, roots complete, no sinus communication on nose-blow test. Surgicel packed and sutured with 4-0 Vicryl Rapide, two sutures. Bite down on the gauze for me. Haemostasis achieved. Post-op instructions given verbally and in writing. No aspirin or ibuprofen, paracetamol only. If it bleeds, bite on a rolled gauze for 20 minutes, and if it won't stop, call us or go to A&E. Can I take my warfarin tonight? Take it as normal. Review in 1 week if the sutures are still bothering you, otherwise they'll dissolve. Bye.",
    expect: {
      CC: "Extraction of UR7 today. It's been aching on and off for months and I just want rid of it",
      'MED HX': 'Mechanical mitral valve, warfarin, INR 2.6 yesterday, within range, allergic to penicillin',
      DENTAL: [
        ['UR7', 'Grossly carious, buccal sinus, grade 1 mobile'],
        ['UR6', 'MO amalgam sound'],
        ['UR8', 'Missing'],
      ],
      CONSULT:
        "Because of the warfarin there's a bit more bleeding risk, so I'll pack the socket and put a couple of stitches in afterwards. Other risks are pain, swelling, and a small chance of a hole into the sinus because the roots are near it on the x-ray. No aspirin or ibuprofen, paracetamol only. If it bleeds, bite on a rolled gauze for 20 minutes, and if it won't stop, call us or go to A&E. Can I take my warfarin tonight? Take it as normal",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction UR7'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR7',
        'Extracted UR7 with forceps',
        'Roots complete',
        'No sinus communication on nose-blow test',
        'Surgicel packed and sutured with 4-0 Vicryl Rapide',
        '2 sutures',
        'Haemostasis achieved',
        'Post-op instructions given verbally and in writing',
      ],
      'F/U': "Review in 1 week if the sutures are still bothering you, otherwise they'll dissolve",
    },
  }),
  defineCase({
    id: 'h51-13-uk-asr-palmer-child-dad-lre-abscess-extraction-space-keeper-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello hello come on in is this the patient this is my son he's six he's been complaining about his tooth at the back on the right and there's a little spot on his gum how long for about a week it hurt on sunday night and he's had calpol but it's not waking him now okay so pain lower right for a week gum boil settled with calpol has he got any medical problems he's healthy no medicines no allergies fit and well no medication no allergies six year old attended with dad can you open like a crocodile for me extra oral no swelling nad intra oral sinus buccal to lower right e lower right e grossly carious mobile grade one tender lower right d occlusal caries small lower right six erupting lower left e and lower left d sound upper teeth fine diagnosis chronic apical abscess lower right e the back baby tooth has a big hole and the infection has made that little spot on the gum we can't fill it now the best thing is taking it out it would fall out around eleven or twelve anyway will he need a space keeper possibly I'll check the spacing at his next check up and we might refer him to the orthodontist let's do it today if he's happy verbal consent from dad topical gel la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e that's the sleepy juice you're being so brave extracted lower right e with forceps roots complete haemostasis achieved post op instructions given to dad soft food today and don't let him chew his lip while it's numb can he go to school tomorrow he'll be fine for school he was brilliant have a sticker next visit occlusal gic lower right d review two weeks bye",
    expect: {
      CC: 'Pain lower right for a week. Gum boil settled with Calpol',
      'MED HX': 'Fit and well. No medication. No allergies',
      EXTRA: 'No swelling. NAD',
      INTRA: 'Sinus buccal to LRE. Upper teeth fine',
      DENTAL: [
        ['LRE', 'Grossly carious mobile grade 1 tender'],
        ['LRD', 'O caries small'],
        ['LR6', 'Erupting'],
        ['LLE', 'Sound'],
        ['LLD', 'Sound'],
      ],
      DX: ['Chronic apical abscess LRE'],
      CONSULT:
        "Back baby tooth has a big hole and the infection has made that little spot on the gum. We can't fill it now. Best thing is taking it out. It would fall out around 11 or 12 anyway. Will he need a space keeper. Possibly. I'll check the spacing at his next check up and we might refer him to the orthodontist. Let's do it today if he's happy. Soft food today and don't let him chew his lip while it's numb. Can he go to school tomorrow. He'll be fine for school",
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical gel',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Extracted LRE with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to dad',
      ],
      NOTES: '6 year old attended with dad. He was brilliant',
      NV: ['O GIC LRD'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'h51-14-uk-asr-palmer-crown-fit-ll6-tight-contact-patient-phone-rings',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi come in how's the temporary been it fell out once but I pushed it back in with the fixodent like you said perfect right so crown fit lower left six today temp came out once recemented by patient with fixodent any changes with your health no the same okay so no changes lisinopril no allergies oh sorry that's my phone I'll just turn it off no worries lower left six temporary intact gum a little inflamed around the temporary lower left five and lower left seven sound no la needed temporary crown removed fixodent and tempbond cleaned off prep cleaned with chlorhexidine emax crown tried in distal contact too tight floss won't pass adjusted with a rubber wheel and repolished contacts good now margins sealed shade good have a look in the mirror what do you think it's lovely you can't tell it's not real cemented lower left six with relyx unicem excess removed floss through the contacts occlusion checked slight high spot on the distobuccal cusp adjusted and polished it'll feel a bit strange for a couple of days brush and floss it like a normal tooth and the gum will settle in a week or so how long do they last usually ten to fifteen years if you look after it and wear your night guard if you grind recall as normal in six months bye",
    expect: {
      CC: 'Crown fit LL6 today. Temp came out once. Recemented by patient with Fixodent',
      'MED HX': 'No changes. Lisinopril. No allergies',
      DENTAL: [
        ['LL6', 'Temporary intact'],
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      PERIO: 'Gum a little inflamed around the temporary',
      CONSULT:
        "It'll feel a bit strange for a couple of days. Brush and floss it like a normal tooth and the gum will settle in a week or so. How long do they last. Usually 10 to 15 years if you look after it and wear your night guard if you grind",
      'TX TODAY': ['Crown fit LL6'],
      TX: [
        'No LA needed',
        'Temporary crown removed',
        'Fixodent and TempBond cleaned off',
        'Prep cleaned with chlorhexidine',
        'Emax crown tried in',
        'D contact too tight',
        "Floss won't pass",
        'Adjusted with a rubber wheel and repolished',
        'Contacts good now',
        'Margins sealed',
        'Shade good',
        'Cemented LL6 with RelyX Unicem',
        'Excess removed',
        'Floss through the contacts',
        'Occlusion checked',
        'Slight high spot on the DB cusp adjusted and polished',
      ],
      NOTES: "It's lovely you can't tell it's not real",
      'F/U': 'Recall as normal in 6 months',
    },
  }),
  defineCase({
    id: 'h51-15-uk-asr-palmer-nhs-do-amalgam-lr5-readback-corrected-white-cost',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "morning have a seat you're in for the filling on lower right five today any pain not pain just food gets stuck there okay any changes to your health I had my gallbladder out a few weeks ago but otherwise fine no new tablets no allergies okay so medical history cholecystectomy recently no medications no allergies lower right five disto occlusal caries d o no sorry distal caries lower right five lower right four sound you asked about white fillings well on the nhs back teeth are done in silver unless there's a reason a white one privately is a hundred and twenty pounds I'll just have the silver then verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline id block right that'll take a few minutes to work is your lip tingly yeah good cotton wool rolls caries removed dentine firm extended occlusally for retention so disto occlusal cavity siqveland matrix and wedge disto occlusal amalgam lower right five condensed and carved bite together for me tap tap occlusion checked nothing hard on it for a couple of hours and be careful of your lip and tongue while you're numb recall six months as planned bye",
    expect: {
      CC: 'Filling on LR5 today. Not pain just food gets stuck there',
      'MED HX': 'Cholecystectomy recently. No medications. No allergies',
      DENTAL: [
        ['LR5', 'D caries'],
        ['LR4', 'Sound'],
      ],
      CONSULT:
        "You asked about white fillings. On the NHS back teeth are done in silver unless there's a reason. White one privately is 120 pounds. I'll just have the silver then. Nothing hard on it for a couple of hours and be careful of your lip and tongue while you're numb",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['DO amalgam LR5'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Cotton wool rolls',
        'Caries removed',
        'Dentine firm',
        'Extended occlusally for retention',
        'DO cavity',
        'Siqveland matrix and wedge',
        'DO amalgam LR5 condensed and carved',
        'Occlusion checked',
      ],
      'F/U': 'Recall 6 months as planned',
    },
  }),
  defineCase({
    id: 'h51-16-uk-asr-palmer-rct-ul1-grey-old-trauma-extirpation-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come through take a seat so this is the front tooth that's gone dark it's been going greyish for a few months I got hit with a hockey stick years ago at school any pain no pain just the colour bothers me and sometimes I get a little bump on the gum okay any changes to your health I'm fine no tablets no allergies okay no medical history no allergies upper left one discoloured grey not mobile slightly tender to percussion no response to ethyl chloride sinus labial to upper left one upper right one and upper left two sound normal response to ethyl chloride pa from last visit upper left one periapical radiolucency about five millimetres open apex sorry closed apex no root fracture diagnosis pulp necrosis with chronic apical abscess upper left one as we said the nerve has died probably from the old knock the root canal cleans out the infection and it usually settles the bump later we can whiten it from inside if you want to fix the colour what's the success rate for front teeth it's good around eighty five to ninety percent verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline labial infiltration upper left one rubber dam single tooth isolation access upper left one through the palatal surface necrotic pulp no bleeding pulp extirpated upper left one working length twenty three millimetres to the incisal edge confirmed with apex locator prepared to size forty irrigated with sodium hypochlorite calcium hydroxide dressing cavit it might ache for a few days that's normal ibuprofen is fine next visit obturation upper left one in three weeks see you then",
    appends: ['add to notes patient plays hockey advised a gum shield', 'change three weeks to two weeks'],
    expect: {
      CC: "This is the front tooth that's gone dark. It's been going greyish for a few months. I got hit with a hockey stick years ago at school. No pain just the colour bothers me and sometimes I get a little bump on the gum",
      'MED HX': 'No medical history. No allergies',
      INTRA: 'Sinus labial to UL1',
      DENTAL: [
        ['UL1', 'Discoloured grey not mobile slightly tender to percussion no response to ethyl chloride'],
        ['UR1', 'Sound normal response to ethyl chloride'],
        ['UL2', 'Sound normal response to ethyl chloride'],
      ],
      RADIO: 'PA from last visit UL1 periapical radiolucency about 5 mm. Closed apex. No root fracture',
      DX: ['Pulp necrosis with chronic apical abscess UL1'],
      CONSULT:
        "As we said the nerve has died probably from the old knock. Root canal cleans out the infection and it usually settles the bump. Later we can whiten it from inside if you want to fix the colour. What's the success rate for front teeth. It's good around 85 to 90%. It might ache for a few days. That's normal. Ibuprofen is fine",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation UL1'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration UL1',
        'Rubber dam single tooth isolation',
        'Access UL1 through the palatal surface',
        'Necrotic pulp',
        'No bleeding',
        'Pulp extirpated UL1',
        'Working length 23 mm to the incisal edge confirmed with apex locator',
        'Prepared to size 40',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing',
        'Cavit',
      ],
      NOTES: 'Patient plays hockey advised a gum shield',
      NV: ['Obturation UL1 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h51-17-uk-typed-palmer-hygiene-visit-ex-smoker-stain-whitening-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Hello, come in. How are you? Busy, you know how it is. Right, hygiene visit today. Any problems with your teeth or gums? All fine. Any changes to your medical history? No. Any medications? None. OK, medical history no changes, no medications, NKDA. Still smoking? No, I stopped in the spring! Fantastic, well done. Ex-smoker, stopped this year. Let's have a look. BPE 1 1 1 / 2 1 1. Supragingival calculus lower anteriors. Tea and coffee staining on the lingual of the lower incisors and palatal of the uppers. Gingivae healthy otherwise. Upper right 6 buccal cervical abrasion, not sensitive. Lower left 7 occlusal composite sound. Scale and polish. Polishing paste and air polishing for stain. OHI given: TePe size 1 for the lower front teeth. Could I do whitening? Once the gums are healthy like they are now, you'd be a good candidate; the dentist would need to check you first, and home whitening trays are about £350. I'll book in with the dentist then. Recall 6 months with me. Book her in for a whitening consultation with the dentist. Bye.",
    expect: {
      CC: 'Hygiene visit today. All fine',
      'MED HX': 'No changes, no medications, NKDA. Ex-smoker, stopped this year',
      INTRA: 'Tea and coffee staining on the lingual of the lower incisors and palatal of the uppers',
      PERIO: 'BPE 1 1 1 / 2 1 1. Supragingival calculus lower anteriors. Gingivae healthy otherwise',
      DENTAL: [
        ['UR6', 'B cervical abrasion, not sensitive'],
        ['LL7', 'O composite sound'],
      ],
      CONSULT:
        "Could I do whitening? Once the gums are healthy like they are now, you'd be a good candidate; the dentist would need to check you first, and home whitening trays are about £350. I'll book in with the dentist then",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish',
        'Polishing paste and air polishing for stain',
        'OHI given: TePe size 1 for the lower front teeth',
      ],
      NV: ['Whitening consultation with the dentist'],
      'F/U': 'Recall 6 months with me',
    },
  }),
  defineCase({
    id: 'h51-18-uk-asr-palmer-dry-socket-ll8-alvogyl-smoker-summary-after-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi come in sit down it's been awful since friday I had the wisdom tooth out on tuesday last week it was getting better but then it got really bad the pain goes up to my ear and the painkillers aren't touching it and there's a horrible taste any changes with your health same as when you took it out I'm on the pill that's all no allergies alright so no changes combined pill no allergies do you smoke I've had a few I know I shouldn't about ten a day okay smokes about ten a day extra oral no swelling no lymph nodes palpable mouth opening fine intra oral lower left eight socket empty no clot exposed bone food debris halitosis lower left seven sound not tender diagnosis alveolar osteitis lower left eight socket the blood clot that should be in the socket has come out and the bone is exposed that's why it hurts so much it's not an infection so you don't need antibiotics is it because of the smoking it makes it much more likely la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration lower left eight socket gently irrigated with warm saline debris removed alvogyl dressing placed how's that already better I think keep taking ibuprofen four hundred and paracetamol together the dressing will dissolve try not to smoke for the next few days warm salt water rinses from tomorrow see you thursday bye right summary extraction lower left eight was done eight days ago by my colleague uneventful at the time review three days",
    expect: {
      CC: "It's been awful since Friday. I had the wisdom tooth out on Tuesday last week. It was getting better but then it got really bad. Pain goes up to my ear and the painkillers aren't touching it and there's a horrible taste. Extraction LL8 was done 8 days ago by my colleague uneventful at the time",
      'MED HX': 'No changes. Combined pill. No allergies. Smokes about 10 a day',
      EXTRA: 'No swelling. No lymph nodes palpable. Mouth opening fine',
      INTRA: 'LL8 socket empty. No clot. Exposed bone. Food debris. Halitosis',
      DENTAL: [['LL7', 'Sound not tender']],
      DX: ['Alveolar osteitis LL8 socket'],
      CONSULT:
        "Blood clot that should be in the socket has come out and the bone is exposed. That's why it hurts so much. It's not an infection so you don't need antibiotics. Is it because of the smoking. It makes it much more likely. Keep taking ibuprofen 400 and paracetamol together. Dressing will dissolve. Try not to smoke for the next few days. Warm salt water rinses from tomorrow",
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration LL8',
        'Socket gently irrigated with warm saline',
        'Debris removed',
        'Alvogyl dressing placed',
      ],
      NOTES: 'Already better I think',
      'F/U': 'Review 3 days',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'h51-19-us-asr-universal-periodic-exam-prophy-hygienist-doctor-29-abrasion-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back have a seat how've you been good busy with the kids soccer season you know okay so periodic exam and cleaning any changes to your health since last time I started a statin for cholesterol atorvastatin anything else no allergies still just the codeine okay so med hx started atorvastatin allergic to codeine bp one twenty six over eighty two any concerns with your teeth my bottom right feels sensitive to cold sometimes four bitewings taken psr two two two two two two light calculus lower anteriors bleeding on probing around the lower molars prophy with the cavitron and polish flossed hi how are you good thanks so she's got sensitivity lower right to cold extraoral wnl intraoral wnl number thirty mesial occlusal distal amalgam sound number thirty one occlusal composite sound number twenty nine buccal cervical abrasion sensitive to air number three crown margins intact bitewings no interproximal caries bone levels normal the sensitivity is from the gumline wearing away on the premolar on the bottom right probably from brushing too hard we can try sensitive toothpaste first and if it doesn't help we can bond a small filling over it will insurance cover that filling usually at eighty percent after deductible but we'll check switch to a soft brush and use sensodyne twice a day fluoride varnish on twenty nine ohi soft toothbrush gentle circles recall six months see you then bye",
    expect: {
      CC: "Periodic exam and cleaning. She's got sensitivity lower right to cold",
      'MED HX': 'Started atorvastatin. Allergic to codeine. BP 126/82',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors. Bleeding on probing around the lower molars',
      DENTAL: [
        ['30', 'MOD amalgam sound'],
        ['31', 'O composite sound'],
        ['29', 'B cervical abrasion sensitive to air'],
        ['3', 'Crown margins intact'],
      ],
      RADIO: '4 bitewings taken. Bitewings no interproximal caries. Bone levels normal',
      CONSULT:
        "Sensitivity is from the gumline wearing away on the premolar on the bottom right probably from brushing too hard. We can try sensitive toothpaste first and if it doesn't help we can bond a small filling over it. Will insurance cover that filling. Usually at 80% after deductible but we'll check. Switch to a soft brush and use Sensodyne twice a day",
      'TX TODAY': ['Prophy', 'Fluoride varnish #29', 'OHI'],
      TX: ['Prophy with the Cavitron and polish', 'Flossed', 'Fluoride varnish #29', 'OHI soft toothbrush gentle circles'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h51-20-us-asr-universal-emergency-cracked-30-pulpectomy-costs-phone-call',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on in have a seat what's going on my lower right it started three days ago when I bit down on a popcorn kernel it's constant and throbbing and cold makes it way worse I took advil but it barely helps okay so pain lower right since biting popcorn three days constant throbbing worse with cold advil not helping any health changes I'm healthy I take lisinopril for blood pressure no allergies okay med hx hypertension on lisinopril nkda blood pressure today one thirty eight over eighty six extraoral no swelling wnl intraoral soft tissues normal number thirty large mesial occlusal composite crack line on the distal marginal ridge tender to biting on the tooth slooth lingering pain to cold over thirty seconds tender to percussion numbers twenty nine and thirty one normal to cold not tender pa of thirty no periapical lesion crack not visible diagnosis symptomatic irreversible pulpitis number thirty with cracked tooth there's a crack in that back molar and it's reached the nerve the nerve is inflamed and won't heal on its own options are root canal and a crown or take the tooth out the crack may go deeper than we can see so there's a chance the tooth can't be saved even after the root canal how much is all that root canal on a molar is about eleven hundred and the crown about twelve hundred your insurance should cover part of it what about pulling it about two hundred but then you'd have a gap I'd like to try and save it consent form signed two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty sorry I have to take this yep tell him I'll call him back at lunch thanks rubber dam old composite removed crack extends across the distal marginal ridge toward the pulp no crack on the chamber floor pulp vital bleeding pulpectomy number thirty four canals located irrigated with sodium hypochlorite calcium hydroxide cotton pellet cavit occlusion reduced orthodontic band placed to protect the tooth rx ibuprofen six hundred milligrams every six hours as needed it's going to be sore a couple days chew on the other side next visit complete root canal thirty in two weeks then crown",
    expect: {
      CC: 'Pain lower right since biting popcorn 3 days. Constant throbbing. Worse with cold. Advil not helping',
      'MED HX': 'Hypertension on lisinopril. NKDA. Blood pressure today 138/86',
      EXTRA: 'No swelling. WNL',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        [
          '30',
          'Large MO composite crack line on the D marginal ridge tender to biting on the Tooth Slooth lingering pain to cold over 30 seconds tender to percussion',
        ],
        ['29', 'Normal to cold not tender'],
        ['31', 'Normal to cold not tender'],
      ],
      RADIO: 'PA of #30 no periapical lesion. Crack not visible',
      DX: ['Symptomatic irreversible pulpitis #30 with cracked tooth'],
      CONSULT:
        "There's a crack in that back molar and it's reached the nerve. Nerve is inflamed and won't heal on its own. Options are root canal and a crown or take the tooth out. Crack may go deeper than we can see so there's a chance the tooth can't be saved even after the root canal. How much is all that. Root canal on a molar is about 1,100 and the crown about 1,200. Your insurance should cover part of it. What about pulling it. About 200 but then you'd have a gap. I'd like to try and save it. It's going to be sore a couple days. Chew on the other side",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Rubber dam',
        'Old composite removed',
        'Crack extends across the D marginal ridge toward the pulp',
        'No crack on the chamber floor',
        'Pulp vital bleeding',
        'Pulpectomy #30',
        '4 canals located',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet',
        'Cavit',
        'Occlusion reduced',
        'Orthodontic band placed to protect the tooth',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Complete RCT #30 in 2 weeks', 'Crown'],
    },
  }),
  defineCase({
    id: 'h51-21-us-typed-universal-mod-composite-14-replacing-amalgam-mercury-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Hi, good to see you. Have a seat. So you're in for the white filling on #14 to replace the old silver one. Any changes to your health? No, everything's the same. No meds, no allergies? Right. OK, med hx: no changes, no meds, NKDA. Any issues with that tooth? It's sensitive when I chew sometimes, and I don't like how dark it looks. #14 MOD amalgam, recurrent decay at the distal margin, ditching. #13 and #15 sound. Is there mercury exposure when you drill it out? There's a little vapor, but we use high-volume suction and a rubber dam, so exposure is minimal. Consent signed. 1 carpule articaine 4% 1:100,000 epi buccal infiltration #14, 1 carpule lidocaine 2% 1:100,000 epi palatal infiltration. Rubber dam placed with a W8A clamp. Old amalgam removed with high-volume suction. Recurrent caries removed deep distally, no exposure. Vitrebond liner distally. Palodent sectional matrices with rings mesially and distally. Selective etch, Scotchbond Universal. MOD composite #14 (Filtek Supreme A3) placed incrementally. Cured, finished, polished. Occlusion adjusted on the distal marginal ridge. You might be a little sensitive to cold for a couple of weeks, that's normal. If it's sensitive to biting after a week, call us and I'll adjust it. Your insurance covered 80% of this one. Recall in 6 months. Have a great day.",
    expect: {
      CC: "White filling on #14 to replace the old silver one. It's sensitive when I chew sometimes, and I don't like how dark it looks",
      'MED HX': 'No changes, no meds, NKDA',
      DENTAL: [
        ['14', 'MOD amalgam, recurrent decay at the D margin, ditching'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      CONSULT:
        "Is there mercury exposure when you drill it out? There's a little vapor, but we use high-volume suction and a rubber dam, so exposure is minimal. You might be a little sensitive to cold for a couple of weeks, that's normal. If it's sensitive to biting after a week, call us and I'll adjust it. Your insurance covered 80% of this one",
      CONSENT: 'Consent signed',
      'TX TODAY': ['MOD composite #14'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration',
        'Rubber dam placed with a W8A clamp',
        'Old amalgam removed with high-volume suction',
        'Recurrent caries removed deep distally',
        'No exposure',
        'Vitrebond liner distally',
        'Palodent sectional matrices with rings mesially and distally',
        'Selective etch',
        'Scotchbond Universal',
        'MOD composite #14 (Filtek Supreme A3) placed incrementally',
        'Cured',
        'Finished',
        'Polished',
        'Occlusion adjusted on the D marginal ridge',
      ],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h51-22-us-asr-universal-anxious-diabetic-root-extraction-4-latex-summary-after',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there come on back have a seat I'm really nervous I haven't been to a dentist in six years that's okay we'll go slow and I'll tell you everything before I do it so this is the broken tooth upper right it broke off a few months ago it's just a stump now it doesn't hurt much but it's ugly and sometimes the gum swells up any health problems I'm a type one diabetic on an insulin pump my sugars have been okay this morning it was one twenty allergies latex oh okay good to know so med hx type one diabetic on an insulin pump glucose one twenty this morning latex allergy can you grab the nitrile gloves and the non latex dam just in case thanks extraoral wnl intraoral gingiva swollen buccal to number four number four retained root decayed to the gumline number three mesial occlusal caries large number five sound pa of four root tip periapical radiolucency no sinus involvement diagnosis nonrestorable number four with chronic apical periodontitis this tooth can't be fixed it's broken too far below the gum the best option is to take it out later you can replace it with an implant a bridge or a partial does it hurt to take out you'll feel pressure but no pain consent signed topical benzocaine two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number four extracted number four with a straight elevator and root tip forceps root removed intact socket curetted and irrigated with saline a single three oh chromic gut suture gauze pack bite on this for me that's it really that's it no spitting no straws no smoking for three days cold packs today ibuprofen six hundred every six hours for pain check your blood sugar because you might eat less today call us if the bleeding won't stop you'll need that filling on number three soon too next visit mo composite number three and implant consult number four bye take care quick summary patient very anxious but tolerated well follow up one week suture check",
    expect: {
      CC: "This is the broken tooth upper right. It broke off a few months ago. It's just a stump now. It doesn't hurt much but it's ugly and sometimes the gum swells up",
      'MED HX': 'Type 1 diabetic on an insulin pump. Glucose 120 this morning. Latex allergy',
      EXTRA: 'WNL',
      INTRA: 'Gingiva swollen buccal to #4',
      DENTAL: [
        ['4', 'Retained root decayed to the gumline'],
        ['3', 'MO caries large'],
        ['5', 'Sound'],
      ],
      RADIO: 'PA of #4 root tip periapical radiolucency. No sinus involvement',
      DX: ['Nonrestorable #4 with chronic apical periodontitis'],
      CONSULT:
        "This tooth can't be fixed. It's broken too far below the gum. Best option is to take it out. Later you can replace it with an implant a bridge or a partial. Does it hurt to take out. You'll feel pressure but no pain. No spitting no straws no smoking for 3 days. Cold packs today. Ibuprofen 600 every 6 hours for pain. Check your blood sugar because you might eat less today. Call us if the bleeding won't stop. You'll need that filling on #3 soon too",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #4'],
      TX: [
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #4',
        'Extracted #4 with a straight elevator and root tip forceps',
        'Root removed intact',
        'Socket curetted and irrigated with saline',
        'Single 3-0 chromic gut suture',
        'Gauze pack',
      ],
      NOTES: "I'm really nervous. I haven't been to a dentist in 6 years. Patient very anxious but tolerated well",
      NV: ['MO composite #3', 'Implant consult #4'],
      'F/U': 'Follow up 1 week suture check',
    },
  }),
  defineCase({
    id: 'h51-23-us-asr-universal-rct-completion-19-payment-plan-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi welcome back so finishing up the root canal on number nineteen today how's it been feeling since last week way better I can chew on it a bit now great any health changes nothing new okay med hx no changes metformin nkda number nineteen temporary intact not tender to percussion no swelling two carpules articaine four percent one to one hundred thousand epi left ianb rubber dam temporary and calcium hydroxide removed four canals mesiobuccal mesiolingual distobuccal distolingual working lengths confirmed with apex locator and pa mesial canals twenty one millimeters distal canals twenty millimeters to the mesiobuccal cusp cleaned and shaped to size thirty five with vortex blue irrigated with sodium hypochlorite and edta with ultrasonic activation dried with paper points cone fit confirmed with pa obturated nineteen with continuous wave of condensation and ah plus sealer core buildup with fluorocore final pa dense fill to length small sealer puff mesial root the root canal's done you'll be a little tender for a few days especially biting take ibuprofen six hundred with tylenol five hundred if you need it the tooth is brittle so you really need a crown within a month or so it could crack if you don't is there a payment plan for the crown talk to the front desk they can set up monthly payments next visit crown prep nineteen bye",
    appends: ['add to chart number eighteen distal occlusal caries', 'next visit distal occlusal composite number eighteen'],
    expect: {
      CC: 'Finishing up the root canal on #19 today. Way better. I can chew on it a bit now',
      'MED HX': 'No changes. Metformin. NKDA',
      DENTAL: [
        ['19', 'Temporary intact not tender to percussion no swelling'],
        ['18', 'DO caries'],
      ],
      RADIO: 'Final PA dense fill to length. Small sealer puff mesial root',
      CONSULT:
        "Root canal's done. You'll be a little tender for a few days especially biting. Take ibuprofen 600 with Tylenol 500 if you need it. Tooth is brittle so you really need a crown within a month or so. It could crack if you don't. Is there a payment plan for the crown. Talk to the front desk. They can set up monthly payments",
      'TX TODAY': ['Obturation #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Temporary and calcium hydroxide removed',
        '4 canals MB ML DB DL',
        'Working lengths confirmed with apex locator and PA M canals 21 mm D canals 20 mm to the MB cusp',
        'Cleaned and shaped to size 35 with Vortex Blue',
        'Irrigated with sodium hypochlorite and EDTA with ultrasonic activation',
        'Dried with paper points',
        'Cone fit confirmed with PA',
        'Obturated #19 with continuous wave of condensation and AH Plus sealer',
        'Core buildup with Fluorocore',
      ],
      NV: ['Crown prep #19', 'DO composite #18'],
    },
  }),
  defineCase({
    id: 'h51-24-us-asr-universal-crown-prep-3-knee-replacement-colleague-at-door',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi good morning how was the drive not bad traffic on the freeway as usual okay so crown prep on number three today any pain from it no pain just sensitive when I drink something cold any changes in health I had a knee replacement in the spring do I need antibiotics before dental work the orthopedic surgeon said no okay so med hx total knee replacement this year no premedication per ortho surgeon takes celecoxib allergic to sulfa number three large mesial occlusal distal amalgam with a crack through the distal marginal ridge and the mesiolingual cusp vital no percussion tenderness numbers two and four sound insurance approved the predetermination last week so your portion will be about four hundred and sixty dollars consent signed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three hey doc sorry can you check the hygiene patient in room three when you have a minute sure after this prep thanks where was I old amalgam removed crack on the distal extends into dentin crack removed with a bur no pulp exposure core buildup with multicore crown prep number three for zirconia chamfer margin double cord technique digital scan with primescan bite scan shade a three temporary crown with integrity cemented with tempbond occlusion adjusted the temporary is plastic so avoid sticky foods and floss by pulling the floss out the side not up through the contact the lab takes about two weeks next visit seat crown number three in two weeks",
    expect: {
      CC: 'Crown prep on #3 today. No pain just sensitive when I drink something cold',
      'MED HX':
        'Total knee replacement this year. No premedication per ortho surgeon. Takes celecoxib. Allergic to sulfa',
      DENTAL: [
        ['3', 'Large MOD amalgam with a crack through the D marginal ridge and the ML cusp vital no percussion tenderness'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      CONSULT:
        'Insurance approved the predetermination last week so your portion will be about 460 dollars. Temporary is plastic so avoid sticky foods and floss by pulling the floss out the side not up through the contact. Lab takes about 2 weeks',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Old amalgam removed',
        'D crack extends into dentin',
        'Crack removed with a bur',
        'No pulp exposure',
        'Core buildup with MultiCore',
        'Crown prep #3 for zirconia',
        'Chamfer margin',
        'Double cord technique',
        'Digital scan with Primescan',
        'Bite scan',
        'Shade A3',
        'Temporary crown with Integrity',
        'Cemented with TempBond',
        'Occlusion adjusted',
      ],
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h51-25-us-typed-universal-srp-ur-lr-diabetic-arestin-furcation-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Good afternoon. Come on back. So this is the first of your two deep cleaning appointments, upper right and lower right today. How have your gums been? They bleed every time I floss, and my teeth feel a bit loose at the back. Any changes to your health since the exam? No. Still on the lisinopril and metformin? Yes. Allergies? No. OK, med hx: hypertension and type 2 diabetes, lisinopril, metformin, NKDA. What was your last A1c? It was 7.8 last month. OK, A1c 7.8. Pocket depths from the exam: 5-7 mm upper right and lower right molars, BOP generalized, heavy subgingival calculus. #2 and #3 class I mobility. #30 furcation grade II buccal. Will it hurt afterwards? You'll be tender for a couple of days, Tylenol or Advil is fine. Consent signed. Topical benzocaine. 2 carpules lidocaine 2% 1:100,000 epi, right IANB and buccal infiltration upper right. SRP upper right and lower right with ultrasonic and Gracey curettes. Arestin placed in the deepest pockets on #2, #3 and #30. OHI: floss daily, interdental brushes for the molars. Use a soft brush and warm salt water if the gums are sore. Next visit: SRP upper left and lower left in 1 week. Bye now.",
    expect: {
      CC: 'This is the first of your 2 deep cleaning appointments, upper right and lower right today. They bleed every time I floss, and my teeth feel a bit loose at the back',
      'MED HX': 'Hypertension and type 2 diabetes, lisinopril, metformin, NKDA. A1c 7.8',
      PERIO:
        'Pocket depths from the exam: 5-7 mm upper right and lower right molars, BOP generalized, heavy subgingival calculus',
      DENTAL: [
        ['2', 'Class I mobility'],
        ['3', 'Class I mobility'],
        ['30', 'Furcation grade II buccal'],
      ],
      CONSULT:
        "Will it hurt afterwards? You'll be tender for a couple of days, Tylenol or Advil is fine. Use a soft brush and warm salt water if the gums are sore",
      CONSENT: 'Consent signed',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration upper right',
        'SRP upper right and lower right with ultrasonic and Gracey curettes',
        'Arestin placed in the deepest pockets on #2, #3, #30',
        'OHI: floss daily',
        'Interdental brushes for the molars',
      ],
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'h51-26-us-asr-universal-implant-consult-30-zoledronic-acid-cbct-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi nice to meet you have a seat so you're here for a consult about replacing the missing tooth on the lower right I had it pulled about a year ago it broke and I've been chewing on the left ever since and food gets stuck I want something fixed in not a denture any medical conditions I had breast cancer five years ago treated with chemo and radiation but not to the head and neck I was on an iv bone drug for a while zoledronic acid I think oh okay that's important when did that stop about three years ago currently on anastrozole no allergies any smoking never okay so med hx breast cancer five years ago in remission history of iv zoledronic acid stopped three years ago anastrozole nkda nonsmoker let's take a look extraoral wnl intraoral soft tissues healthy number thirty missing ridge looks adequate width slight buccal concavity number thirty one mesially tipped into the space number twenty nine sound psr two two two two two two cone beam taken today ridge width seven millimeters height fourteen millimeters above the canal good bone quality you have enough bone for an implant but because you had the iv bone medication there's a risk of the bone not healing called osteonecrosis I'd want a letter from your oncologist and we'd go over that risk in detail the other options are a bridge from twenty nine to thirty one which means cutting down the two healthy neighbors or a removable partial what does the implant cost all in about forty two hundred for the implant abutment and crown insurance may cover about a third can I think about it and talk to my oncologist I'll write a letter to them today and we'll send you a written estimate and the consent forms to read over plan letter to oncologist re zoledronic acid history then implant number thirty if cleared bye",
    expect: {
      CC: "Consult about replacing the missing tooth on the lower right. I had it pulled about a year ago. It broke and I've been chewing on the left ever since and food gets stuck. I want something fixed in not a denture",
      'MED HX':
        'Breast cancer 5 years ago in remission. History of IV zoledronic acid stopped 3 years ago. Anastrozole. NKDA. Nonsmoker',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues healthy',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['30', 'Missing ridge looks adequate width slight buccal concavity'],
        ['31', 'Mesially tipped into the space'],
        ['29', 'Sound'],
      ],
      RADIO: 'Cone beam taken today ridge width 7 mm height 14 mm above the canal. Good bone quality',
      CONSULT:
        "You have enough bone for an implant but because you had the IV bone medication there's a risk of the bone not healing called osteonecrosis. I'd want a letter from your oncologist and we'd go over that risk in detail. Other options are a bridge from #29 to #31 which means cutting down the 2 healthy neighbors or a removable partial. What does the implant cost all in. About 4,200 for the implant abutment and crown. Insurance may cover about a third. Can I think about it and talk to my oncologist. I'll write a letter to them today and we'll send you a written estimate and the consent forms to read over",
      'TX PLAN': ['Letter to oncologist re zoledronic acid history', 'Implant #30 if cleared'],
    },
  }),
  defineCase({
    id: 'h51-27-us-asr-universal-crown-off-13-caramel-recement-warranty-summary-after',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on in what happened my crown came off last night eating caramel I've got it here in this bag perfect thanks does it hurt it's a bit sensitive to air but not bad okay so crown off number thirteen last night patient brought it in sensitive to air any changes to your health no nothing okay med hx no changes takes omeprazole nkda let me see number thirteen prep intact no caries cement remaining on the prep numbers twelve and fourteen sound bitewing of thirteen no recurrent caries the tooth looks healthy under there so we can just put it back on how long will it stay on it should be fine for years no anesthetic needed old cement removed from crown and prep with a scaler prep cleaned with pumice crown tried in fits well margins closed recemented crown thirteen with fuji plus excess removed floss through contacts occlusion checked no adjustment needed avoid chewing sticky stuff like caramel for twenty four hours I'd cut back on caramels anyway okay thanks so much you're all set bye summary no charge as crown is under warranty recall as scheduled",
    expect: {
      CC: 'Crown off #13 last night. Patient brought it in. Sensitive to air',
      'MED HX': 'No changes. Takes omeprazole. NKDA',
      DENTAL: [
        ['13', 'Prep intact no caries cement remaining on the prep'],
        ['12', 'Sound'],
        ['14', 'Sound'],
      ],
      RADIO: 'Bitewing of #13 no recurrent caries',
      CONSULT:
        "Tooth looks healthy under there so we can just put it back on. How long will it stay on. It should be fine for years. Avoid chewing sticky stuff like caramel for 24 hours. I'd cut back on caramels anyway. No charge as crown is under warranty",
      'TX TODAY': ['Crown recement #13'],
      TX: [
        'No anesthetic needed',
        'Old cement removed from crown and prep with a scaler',
        'Prep cleaned with pumice',
        'Crown tried in',
        'Fits well',
        'Margins closed',
        'Recemented crown #13 with Fuji Plus',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked',
        'No adjustment needed',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),

  // ---------------------------------------------------------------- 4. US practice with a paediatric list (Universal, letters)
  defineCase({
    id: 'h51-28-us-asr-universal-peds-4yo-first-visit-ecc-milk-in-bed-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi buddy come on in mom you can have a seat right there is this his first dental visit he's four and we've never been we just moved here okay any health problems he has eczema and uses a cream and he's allergic to peanuts no medicines by mouth okay so first visit four year old with mom healthy except eczema topical steroid cream peanut allergy no meds any concerns I've noticed brown spots on his back teeth and he says it hurts when he eats candy sometimes does he drink milk or juice at night he has a cup of milk in bed can you open big like a lion good job extraoral wnl intraoral twenty teeth present soft tissues normal plaque heavy along the gumline letter s occlusal caries into dentin letter l occlusal caries into dentin letter t distal caries letter k sound letters a b i j sound anterior teeth sound two bitewings taken s and l caries deep into dentin not into pulp t distal caries enamel only diagnosis early childhood caries he has three cavities on the back teeth two are fairly deep we should fix those soon before they get to the nerve the third one is small and we can try to stop it with fluoride will he need to be put to sleep we can probably do it here with laughing gas and numbing he did really well today so I think he'll be okay the milk at night is the biggest thing try water only after brushing brush twice a day with a rice sized smear of fluoride toothpaste fluoride varnish applied you did amazing next visit occlusal composites s and l with nitrous recall three months for fluoride",
    expect: {
      CC: "First visit. I've noticed brown spots on his back teeth and he says it hurts when he eats candy sometimes. He has a cup of milk in bed",
      'MED HX': 'Healthy except eczema topical steroid cream. Peanut allergy. No meds',
      EXTRA: 'WNL',
      INTRA: '20 teeth present. Soft tissues normal. Anterior teeth sound',
      PERIO: 'Plaque heavy along the gumline',
      DENTAL: [
        ['S', 'O caries into dentin'],
        ['L', 'O caries into dentin'],
        ['T', 'D caries'],
        ['K', 'Sound'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings taken. #S and #L caries deep into dentin not into pulp. #T distal caries enamel only',
      DX: ['Early childhood caries'],
      CONSULT:
        "He has 3 cavities on the back teeth. 2 are fairly deep. We should fix those soon before they get to the nerve. Third one is small and we can try to stop it with fluoride. Will he need to be put to sleep. We can probably do it here with laughing gas and numbing. He did really well today so I think he'll be okay. Milk at night is the biggest thing. Try water only after brushing. Brush twice a day with a rice sized smear of fluoride toothpaste",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '4 year old with mom',
      NV: ['O composites #S, #L with nitrous'],
      'F/U': 'Recall 3 months for fluoride',
    },
  }),
  defineCase({
    id: 'h51-29-us-asr-universal-peds-12yo-sealants-2-15-18-31-loose-a-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on in how's school going good I'm in sixth grade now nice dad thanks for coming in okay twelve year old with dad he's in for check up and sealants on the twelve year molars any health changes he's good no meds no allergies still healthy no meds nkda open up for me extraoral wnl intraoral soft tissues normal mild gingivitis lower anteriors numbers two fifteen eighteen and thirty one erupted deep grooves no caries numbers three fourteen nineteen and thirty sealants intact letter a still there mobile grade two number four erupting above it no bitewings this time last ones were six months ago prophy done by hygienist earlier ohi brushing along the gumline everything looks great no cavities the new back molars have deep grooves that's why we seal them will it hurt no shots nothing it's like painting the tooth isolation with dry angles etched rinsed dried pit and fissure sealants placed numbers two fifteen eighteen and thirty one cured checked with explorer occlusion checked fluoride varnish the baby tooth in the upper right is loose it'll come out on its own soon if it isn't out in a couple of months we'll take it out is he due for an ortho check his bite looks pretty good but with the crowding on the lower front teeth an ortho consult wouldn't hurt I'll give you a referral awesome good job referral to orthodontist recall six months",
    expect: {
      CC: 'Check up and sealants on the 12 year molars',
      'MED HX': 'Still healthy. No meds. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues normal',
      PERIO: 'Mild gingivitis lower anteriors',
      DENTAL: [
        ['2', 'Erupted deep grooves no caries'],
        ['15', 'Erupted deep grooves no caries'],
        ['18', 'Erupted deep grooves no caries'],
        ['31', 'Erupted deep grooves no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['A', 'Still there mobile grade 2'],
        ['4', 'Erupting above it'],
      ],
      RADIO: 'No bitewings this time. Last ones were 6 months ago',
      CONSULT:
        "Everything looks great. No cavities. New back molars have deep grooves. That's why we seal them. Will it hurt. No shots nothing. It's like painting the tooth. Baby tooth in the upper right is loose. It'll come out on its own soon. If it isn't out in a couple of months we'll take it out. Is he due for an ortho check. His bite looks pretty good but with the crowding on the lower front teeth an ortho consult wouldn't hurt. I'll give you a referral",
      'TX TODAY': ['Prophy', 'OHI', 'Fissure sealants #2, #15, #18, #31', 'Fluoride varnish'],
      TX: [
        'Prophy done by hygienist earlier',
        'OHI brushing along the gumline',
        'Isolation with dry angles',
        'Etched',
        'Rinsed',
        'Dried',
        'Pit and fissure sealants placed #2, #15, #18, #31',
        'Cured',
        'Checked with explorer',
        'Occlusion checked',
        'Fluoride varnish',
      ],
      'TX PLAN': ['Referral to orthodontist'],
      NOTES: '12 year old with dad',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h51-30-us-typed-universal-peds-pulpotomy-ssc-k-nitrous-dad-nv-t',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Hi there, come on in, you can sit right here. Dad, grab that chair. OK, he's in for the filling on K today, the one we saw at his checkup. Has it been bothering him? He said it hurt when he had ice cream last weekend, but it doesn't wake him up. Any health changes? He had an ear infection two weeks ago and finished his amoxicillin. No other meds, no allergies. So med hx: recent otitis media, completed amoxicillin, otherwise healthy, NKDA. 6 y/o with dad. #K large DO caries, no swelling, not mobile. #L O sealant intact. #T DO caries, small. Radiograph from last visit shows caries close to the pulp on K. Because it's so deep, if the nerve is involved I'll do a baby root canal, a pulpotomy, and put a silver crown on it. It lasts until the tooth falls out around age 11 or 12. Is the silver crown going to bother him? Kids get used to it in a couple of days; it's very strong. Dad consented, form signed. Nitrous oxide 30%, 100% O2 for 5 min after. Topical benzocaine. 1 carpule lidocaine 2% 1:100,000 epi, left IANB. You're doing great, buddy. Rubber dam. Caries removed, pulp exposure, bleeding controlled with a cotton pellet in under 5 minutes. Pulpotomy #K with MTA, RMGI base. SSC #K size 4, crimped, cemented with Ketac Cem. Occlusion checked. Great job! He's numb on the left for a couple hours, watch that he doesn't bite his lip or cheek. Soft foods today. Children's Tylenol if he's sore. He was a superstar. Next visit: DO composite #T. Recall in 6 months.",
    expect: {
      CC: "Filling on #K today, the one we saw at his checkup. He said it hurt when he had ice cream last weekend, but it doesn't wake him up",
      'MED HX': 'Recent otitis media, completed amoxicillin, otherwise healthy, NKDA',
      DENTAL: [
        ['K', 'Large DO caries, no swelling, not mobile'],
        ['L', 'O sealant intact'],
        ['T', 'DO caries, small'],
      ],
      RADIO: 'Radiograph from last visit shows caries close to the pulp on #K',
      CONSULT:
        "Because it's so deep, if the nerve is involved I'll do a baby root canal, a pulpotomy, and put a silver crown on it. It lasts until the tooth falls out around age 11 or 12. Is the silver crown going to bother him? Kids get used to it in a couple of days; it's very strong. He's numb on the left for a couple hours, watch that he doesn't bite his lip or cheek. Soft foods today. Children's Tylenol if he's sore",
      CONSENT: 'Dad consented, form signed',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Nitrous oxide 30%',
        '100% O2 for 5 min after',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Bleeding controlled with a cotton pellet in under 5 minutes',
        'Pulpotomy #K with MTA',
        'RMGI base',
        'SSC #K size 4',
        'Crimped',
        'Cemented with Ketac Cem',
        'Occlusion checked',
      ],
      NOTES: '6 y/o with dad. He was a superstar',
      NV: ['DO composite #T'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h51-31-us-asr-universal-peds-9yo-extraction-c-h-for-ortho-grandma-summary-after',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi sweetie come on in grandma you can sit over here so the orthodontist sent a letter asking us to take out the two upper baby canines so the adult ones can come in straight mom said she couldn't get off work so I brought her is she healthy any medicines she has adhd she takes methylphenidate in the morning no allergies okay so med hx adhd on methylphenidate nkda nine year old with grandma consent form signed by mom last visit and mom confirmed by phone today letters c and h present mobile grade one numbers six and eleven palpable buccally not erupted pano from the ortho office shows six and eleven unerupted with normal angulation roots of c and h partially resorbed we're going to make her teeth sleepy and wiggle those two out will it hurt her she'll feel pushing not pain she'll be numb for a couple hours topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration c and h you're doing so good extracted c and h with forceps roots resorbed complete gauze pressure hemostasis achieved bite on this for me she can eat once the numbness is gone soft foods today no straws if she bleeds a bit that's normal bite on gauze again she did fantastic can she have her medicine tonight she can take it as normal bye bye okay summary letter sent to orthodontist recall as scheduled",
    expect: {
      CC: 'Orthodontist sent a letter asking us to take out the 2 upper baby canines so the adult ones can come in straight',
      'MED HX': 'ADHD on methylphenidate. NKDA',
      DENTAL: [
        ['C', 'Present mobile grade 1'],
        ['H', 'Present mobile grade 1'],
        ['6', 'Palpable buccally not erupted'],
        ['11', 'Palpable buccally not erupted'],
      ],
      RADIO:
        'Pano from the ortho office shows #6 and #11 unerupted with normal angulation. Roots of #C and #H partially resorbed',
      CONSULT:
        "Will it hurt her. She'll feel pushing not pain. She'll be numb for a couple hours. She can eat once the numbness is gone. Soft foods today. No straws. If she bleeds a bit that's normal. Bite on gauze again. Can she have her medicine tonight. She can take it as normal",
      CONSENT: 'Consent form signed by mom last visit and mom confirmed by phone today',
      'TX TODAY': ['Extraction #C, #H'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #C, #H',
        'Extracted #C, #H with forceps',
        'Roots resorbed complete',
        'Gauze pressure',
        'Hemostasis achieved',
      ],
      NOTES:
        "Mom said she couldn't get off work so I brought her. 9 year old with grandma. She did fantastic. Letter sent to orthodontist",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h51-32-us-asr-universal-peds-10yo-scooter-fall-8-crown-fracture-mi-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "oh no what happened come in he was riding his scooter yesterday and fell on his face his front teeth chipped did he hit his head or pass out he was wearing a helmet he didn't pass out but his lip was bleeding any pain it's sensitive when I breathe in okay ten year old with mom fell off scooter yesterday chipped front teeth sensitive to air no loss of consciousness helmet on any health problems he's healthy no meds he's allergic to amoxicillin gets a rash med hx healthy allergic to amoxicillin causes a rash is his tetanus up to date all his shots are up to date immunizations up to date extraoral healing abrasion on the chin swollen upper lip intraoral small laceration inside the upper lip healing no debris number eight enamel dentin fracture mesial incisal corner no pulp exposure not mobile sensitive to air slightly tender to percussion number nine enamel fracture incisal edge not mobile numbers seven and ten no injury occlusion normal pa of eight and nine no root fracture normal pdl apices still open diagnosis uncomplicated crown fracture number eight enamel fracture number nine the front tooth broke into the second layer but the nerve isn't showing the nerve can get bruised after a fall so we'll check it in a few weeks and again in a few months do you have the broken piece we couldn't find it okay so no fragment I'll put a tooth colored filling on it now consent from mom one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight cotton rolls and isolation no prep except a bevel etched bonded mesial incisal composite number eight shade a one smoothed incisal edge number nine polished sensitivity gone soft diet for a week no biting into apples or sandwiches with the front teeth and wear a mouthguard for sports he's brave follow up in four weeks with a vitality test",
    expect: {
      CC: 'Fell off scooter yesterday. Chipped front teeth. Sensitive to air. No loss of consciousness. Helmet on. No fragment',
      'MED HX': 'Healthy. Allergic to amoxicillin causes a rash. Immunizations up to date',
      EXTRA: 'Healing abrasion on the chin. Swollen upper lip',
      INTRA: 'Small laceration inside the upper lip healing. No debris. Occlusion normal',
      DENTAL: [
        [
          '8',
          'Enamel dentin fracture MI corner no pulp exposure not mobile sensitive to air slightly tender to percussion',
          'MI corner',
        ],
        ['9', 'Enamel fracture incisal edge not mobile', 'Incisal edge'],
        ['7', 'No injury'],
        ['10', 'No injury'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture. Normal PDL. Apices still open',
      DX: ['Uncomplicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT:
        "Front tooth broke into the second layer but the nerve isn't showing. Nerve can get bruised after a fall so we'll check it in a few weeks and again in a few months. Soft diet for a week. No biting into apples or sandwiches with the front teeth and wear a mouthguard for sports",
      CONSENT: 'Consent from mom',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Cotton rolls and isolation',
        'No prep except a bevel',
        'Etched',
        'Bonded',
        'MI composite #8',
        'Shade A1',
        'Smoothed incisal edge #9',
        'Polished',
        'Sensitivity gone',
      ],
      NOTES: "10 year old with mom. He's brave",
      'F/U': 'Follow up in 4 weeks with a vitality test',
    },
  }),
  defineCase({
    id: 'h51-33-us-asr-universal-peds-5yo-recall-thumb-habit-open-bite-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi princess come on in wow I love your shoes they light up okay five year old with mom recall exam any changes to her health she's been healthy no meds no allergies medical history healthy nkda any concerns she still sucks her thumb at night and I'm worried about her teeth okay let's count her teeth extraoral wnl intraoral soft tissues normal anterior open bite about two millimeters consistent with thumb habit high palate upper incisors flared slightly letters a b i j t and l sound letter s distal stain not cavitated plaque light two bitewings no caries prophy with rubber cup fluoride varnish her teeth look healthy no cavities the thumb sucking is causing the front teeth to not touch if she stops before her adult front teeth come in around six or seven it usually corrects itself what can I do praise her when she doesn't do it sticker charts work well and some parents use a glove at night if it continues past seven we can talk about a habit appliance ohi with mom brush her teeth for her at night she's too young to do it alone recall six months",
    appends: [
      'add to notes mom will try a glove at night scratch that add to notes mom will try a sticker chart',
      'add to chart letter k distal occlusal composite intact',
    ],
    expect: {
      CC: "Recall exam. She still sucks her thumb at night and I'm worried about her teeth",
      'MED HX': 'Healthy. NKDA',
      EXTRA: 'WNL',
      INTRA:
        'Soft tissues normal. Anterior open bite about 2 mm consistent with thumb habit. High palate. Upper incisors flared slightly',
      PERIO: 'Plaque light',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['T', 'Sound'],
        ['L', 'Sound'],
        ['S', 'D stain not cavitated'],
        ['K', 'DO composite intact'],
      ],
      RADIO: '2 bitewings no caries',
      CONSULT:
        "Her teeth look healthy. No cavities. Thumb sucking is causing the front teeth to not touch. If she stops before her adult front teeth come in around 6 or 7 it usually corrects itself. What can I do. Praise her when she doesn't do it. Sticker charts work well and some parents use a glove at night. If it continues past 7 we can talk about a habit appliance. Brush her teeth for her at night. She's too young to do it alone",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy with rubber cup', 'Fluoride varnish', 'OHI with mom'],
      NOTES: '5 year old with mom. Mom will try a sticker chart',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h51-34-us-typed-universal-peds-15yo-braces-white-spot-lesions-mi-paste',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Hey, come on back. Recall exam. Is mom here? She's in the waiting room, she said to just come back. Anything bothering you? My gums bleed when I brush and they look puffy. Health changes? No, I'm good. I take Zyrtec for allergies sometimes. Any drug allergies? No. OK, med hx: seasonal allergies, cetirizine PRN, NKDA. 15 y/o in fixed ortho, mom in waiting room. Extraoral WNL. Intraoral: soft tissues WNL. Gingiva: generalized enlargement around the brackets, heavy plaque, bleeding on probing. #7, #8, #9, #10 white spot lesions near the brackets, not cavitated. #3, #14, #19, #30 sealants intact. No caries on bitewings taken today. Diagnosis: plaque-induced gingivitis associated with orthodontic appliances; white spot lesions #7-#10. The chalky white spots around your brackets are the start of cavities. They're from plaque sitting there. If you brush well they can harden back up, but if not they'll turn into real cavities and leave marks when the braces come off. Prophy around the brackets with the Cavitron and floss threaders. Fluoride varnish. OHI with orthodontic toothbrush and interdental brushes. Rx PreviDent 5000 toothpaste to use at night. MI Paste applied to the white spot lesions. I'll let your orthodontist know too. Recall 3 months. Next visit: white spot check and fluoride.",
    expect: {
      CC: 'Recall exam. My gums bleed when I brush and they look puffy',
      'MED HX': 'Seasonal allergies, cetirizine PRN, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Gingiva: generalized enlargement around the brackets, heavy plaque, bleeding on probing',
      DENTAL: [
        ['7', 'White spot lesions near the brackets, not cavitated'],
        ['8', 'White spot lesions near the brackets, not cavitated'],
        ['9', 'White spot lesions near the brackets, not cavitated'],
        ['10', 'White spot lesions near the brackets, not cavitated'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      RADIO: 'No caries on bitewings taken today',
      DX: ['Plaque-induced gingivitis associated with orthodontic appliances', 'White spot lesions #7-#10'],
      CONSULT:
        "Chalky white spots around your brackets are the start of cavities. They're from plaque sitting there. If you brush well they can harden back up, but if not they'll turn into real cavities and leave marks when the braces come off. I'll let your orthodontist know too",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy around the brackets with the Cavitron and floss threaders',
        'Fluoride varnish',
        'OHI with orthodontic toothbrush and interdental brushes',
        'Rx PreviDent 5000 toothpaste to use at night',
        'MI Paste applied to the white spot lesions',
      ],
      NOTES: '15 y/o in fixed ortho, mom in waiting room',
      NV: ['White spot check and fluoride'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h51-35-us-asr-universal-peds-8yo-do-composite-l-aunt-consent-at-desk-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in buddy have a seat who's this I'm his aunt his mom's working and she signed the consent form at the front okay great so eight year old with aunt mom signed consent at the front desk he's in for the filling on letter l today has he had any pain no pain he hasn't complained any health changes he has asthma uses albuterol when he needs it no allergies okay med hx asthma on albuterol as needed nkda letter l distal occlusal caries moderate letter k occlusal sealant intact number nineteen erupted sound okay buddy we're going to put the tooth to sleep with the sleepy juice topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam with a clamp on l caries removed no pulp exposure tofflemire matrix and wedge etched bonded distal occlusal composite letter l shade a one cured polished occlusion checked rubber dam off he'll be numb on the left side for about two hours watch he doesn't chew his cheek or lip no hot food until it wears off he did awesome you can pick from the treasure box will it need doing again it should last until the baby tooth falls out around eleven or twelve recall in six months",
    appends: ['next visit fluoride varnish with check up', 'change two hours to three hours'],
    expect: {
      CC: "Filling on #L today. No pain he hasn't complained",
      'MED HX': 'Asthma on albuterol as needed. NKDA',
      DENTAL: [
        ['L', 'DO caries moderate'],
        ['K', 'Occlusal sealant intact'],
        ['19', 'Erupted sound'],
      ],
      CONSULT:
        "He'll be numb on the left side for about 3 hours. Watch he doesn't chew his cheek or lip. No hot food until it wears off. Will it need doing again. It should last until the baby tooth falls out around 11 or 12",
      CONSENT: 'Mom signed consent at the front desk',
      'TX TODAY': ['DO composite #L'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam with a clamp on #L',
        'Caries removed',
        'No pulp exposure',
        'Tofflemire matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #L',
        'Shade A1',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Rubber dam off',
      ],
      NOTES: '8 year old with aunt. He did awesome',
      NV: ['Fluoride varnish with check up'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h51-36-us-asr-universal-peds-6yo-abscess-s-extraction-clindamycin-lab-call',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there what's going on his cheek started swelling yesterday on the right bottom and he's had a toothache on and off for a couple weeks he had a fever last night of a hundred and one I gave him motrin okay so swelling right mandible since yesterday toothache on and off two weeks fever one oh one last night motrin given any medical problems he's healthy no meds he's allergic to penicillin he got hives okay med hx healthy allergic to penicillin with hives six year old with mom extraoral mild swelling right mandible not extending to the eye or under the jaw afebrile today temp ninety eight point six tender right submandibular lymph node intraoral fluctuant swelling buccal to letter s letter s large mesial occlusal distal caries grade two mobility tender letter t occlusal caries number thirty partially erupted pa of s large furcation radiolucency extending toward the developing premolar doctor it's the lab about the crown for room two can I call them back yes thanks diagnosis acute abscess letter s this baby tooth has an infection that's spread into the bone and cheek it's too far gone to save and it could damage the adult tooth underneath the best thing is to take it out today because of the penicillin allergy I'll prescribe clindamycin after we take it out we'll need a spacer to hold the space for the adult tooth otherwise the six year molar drifts forward how much is the spacer about three hundred and fifty and medicaid usually covers it okay let's do it consent signed by mom topical one carpule lidocaine two percent one to one hundred thousand epi buccal and lingual infiltration s extracted s with forceps roots complete pus drained from the socket gauze pressure rx clindamycin one hundred and fifty milligrams three times a day for seven days dosed by weight twenty kilograms soft food today children's motrin for pain if the swelling gets worse or he can't swallow or the fever goes up take him to the emergency room he was very brave next visit band and loop space maintainer impression for s space in one week follow up in two days for the swelling",
    expect: {
      CC: 'Swelling right mandible since yesterday. Toothache on and off 2 weeks. Fever 101 last night. Motrin given',
      'MED HX': 'Healthy. Allergic to penicillin with hives',
      EXTRA:
        'Mild swelling right mandible not extending to the eye or under the jaw. Afebrile today. Temp 98.6. Tender right submandibular lymph node',
      INTRA: 'Fluctuant swelling buccal to #S',
      DENTAL: [
        ['S', 'Large MOD caries grade 2 mobility tender'],
        ['T', 'O caries'],
        ['30', 'Partially erupted'],
      ],
      RADIO: 'PA of #S large furcation radiolucency extending toward the developing premolar',
      DX: ['Acute abscess #S'],
      CONSULT:
        "This baby tooth has an infection that's spread into the bone and cheek. It's too far gone to save and it could damage the adult tooth underneath. Best thing is to take it out today. Because of the penicillin allergy I'll prescribe clindamycin. After we take it out we'll need a spacer to hold the space for the adult tooth otherwise the 6 year molar drifts forward. How much is the spacer. About 350 and Medicaid usually covers it. Let's do it. Soft food today. Children's Motrin for pain. If the swelling gets worse or he can't swallow or the fever goes up take him to the emergency room",
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #S',
        'Extracted #S with forceps',
        'Roots complete',
        'Pus drained from the socket',
        'Gauze pressure',
        'Rx clindamycin 150 mg 3 times a day for 7 days dosed by weight 20 kg',
      ],
      NOTES: '6 year old with mom. He was very brave',
      NV: ['Band and loop space maintainer impression for #S space in 1 week'],
      'F/U': 'Follow up in 2 days for the swelling',
    },
  }),
];
