// A hundred-and-seventeenth development batch (ids do01–do30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is recordings left running through the whole
// appointment, as the recogniser writes them (one stream of words, no speaker labels), and some typed clean-ups of such
// recordings with "Dentist:" / "Patient:" / "Nurse:" / "Assistant:" / "Dad:" labels: the dentist greets and talks to the
// patient ("open nice and wide for me", "any pain when I tap here", "you'll feel a little pinch"), the patient tells the
// complaint and history in their own words and asks questions, the nurse, assistant or hygienist is asked for things
// ("can I have the blue handpiece please", "suction please", "cord please") and sometimes reports something clinical (a
// blood pressure, a hygienist's hand-over), with clinical dictation said in between ("one six large mesial occlusal
// amalgam with distal caries", "lower right six missing") and often a short summary or plan dictated at the end. Only
// what belongs in a clinical note is labelled. Five practices, six visits each:
//   do01–do06 a UK NHS practice (FDI, "one six" words; do04 typed clean-up, the rest recogniser-style): an emergency
//     toothache turned first-stage root canal with a closing summary, a six-month check-up with charting said to the
//     nurse and bitewings (appended dictation), an extraction for a patient newly on warfarin with the nurse reading the
//     blood pressure, a DO composite for a pregnant patient with no radiograph (typed), a child's check-up with mum, a
//     post crown recemented before a wedding;
//   do07–do12 a UK private dentist who says Palmer words ("upper right six") (Palmer; do09, do12 typed clean-ups with
//     UR6 shorthand, the rest recogniser-style): a long new-patient examination with OPG, diagnosis and plan, a crown prep
//     with nurse requests and a fee question, a lower partial denture eased over an ulcer (typed), pericoronitis irrigated
//     with a referral (appended dictation), an obturation, a sensitivity and erosion recall with Duraphat (typed);
//   do13–do18 a US general practice (Universal; do15, do18 typed clean-ups, the rest recogniser-style): a periodic exam
//     after the hygienist's hand-over, an emergency pulpectomy, a crown seat with small talk (typed), a surgical
//     extraction of a wisdom tooth with an anxious patient, a first SRP visit with Arestin (appended dictation), an
//     implant-retained overdenture consultation with no treatment (typed);
//   do19–do24 a US children's practice (Universal with primary letters; do21 typed clean-up, the rest recogniser-style):
//     a six-year-old's check-up with tell-show-do talk, a pulpotomy and SSC under nitrous with a "sorry" correction,
//     second-molar sealants and a sports guard impression (typed), a scooter fall with an enamel-dentin fracture bonded,
//     a primary molar extraction with a space maintainer planned (appended dictation), a teenager's exam with vaping
//     advice and a retainer rebonded;
//   do25–do30 a UK mixed practice (FDI; do25, do28 typed clean-ups, the rest recogniser-style): a dry socket dressed with
//     Alvogyl (typed, no title), a zirconia crown fit with small talk about the weather, a periodontal visit with the nurse
//     echoing a pocket depth and a stop-smoking referral, a whitening consultation with impressions and an estimate (typed,
//     appended dictation), new complete dentures fitted with the daughter giving the history (appended dictation), a
//     terse recording of a high filling adjusted.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in do19, do20, do22, do23); 22 recogniser-style (lower
// case, number words, no punctuation, no speaker labels, fillers and "sorry" corrections) and 8 typed clean-ups with
// speaker labels (do04, do09, do12, do15, do18, do21, do25, do28); 46 to about 390 words (most 150 to 280, whole
// appointments); six cases with appended dictation (do02 "add to notes …", do10 "add to treatment …", do17 "next visit …",
// do23 "add to chart …", do28 typed "Add to notes: …", do29 "change one week to two weeks"). DENTAL in 24 cases (not
// do15, do17, do18, do20, do27, do29).
//
// Judgement calls where the contract was silent:
// - Talk with no clinical content is dropped entirely: greetings and the patient's reply to "how are you" ("not great to
//   be honest", "not bad but …": only the complaint after it is kept), small talk (holidays, weather, school, sport, a new
//   job), praise and reassurance ("you did really well", "that's okay we'll take it slow", "you were so brave pick a prize
//   from the box", "lovely", "great", "brilliant"), tell-show-do talk ("this is mister thirsty"), and instructions to the
//   patient during work ("open nice and wide for me", "bite down on this for me", "can you turn towards me a little bit",
//   "have a look in the mirror", "let's check the shade by the window"), as more56 dropped remarks to the patient. A word
//   of sympathy ("hi I'm sorry you're in pain", do14) is small talk, not a self-correction.
// - The clinician's questions while taking the history or examining ("any changes to your medical history", "any pain
//   when I tap here", "how's the temporary been", "any questions") are dropped, with the patient's bare replies to them
//   ("ow yes that one", and a "yes" / "no" that only answers such a question: "No, just the metformin and the statin" →
//   "Just the metformin and the statin"); the patient's (or parent's, or relative's) own words telling the complaint or
//   history are kept as said, in the first person, in CC / MED HX. A question put to the patient in the discussion (an
//   offer: "would you like that") and the patient's or parent's own questions ("will it go dark", "how much is the crown
//   again", "is that covered by Medicaid") are CONSULT with their answers, kept whole ("Yes, especially with braces
//   coming"). In recogniser-style text a question is joined with ". " like any clause (no question mark is added);
//   typed clean-ups keep their "?".
// - Requests to the nurse or assistant for instruments, materials or films ("can I have the blue handpiece please",
//   "suction please", "cord please", "can you grab a pa of thirty for me please", "Cotton wool rolls and the slow
//   handpiece, please") and their replies ("got that yep", "There you go", "Saline and Alvogyl are ready") are dropped,
//   also when they hint at a step: what was done is taken from the dictated steps. Speech of the nurse, assistant or
//   hygienist that carries clinical content is labelled like the dentist's: the blood pressure read from the machine
//   (do03, MED HX), the hygienist's hand-over (do13: the complaint she heard in CC, pockets and calculus in PERIO,
//   "prophy done" in TX, "four bitewings taken" in RADIO, "she did great" in NOTES). "can you put" before charting said
//   to the nurse goes with "charting" (do02); the nurse echoing a pocket depth back ("six millimetres distal four six
//   yep", do27) is not written twice.
// - Speaker labels are no content and go; each turn is labelled by what it says.
// - Closing summary: "summary" is dropped as a section word; a summary clause that repeats what the note already records
//   (the same procedure on the same tooth: "extirpated today" after "pulp extirpated one six", "extraction four six") is
//   not written a second time; what it adds (diagnosis, next visit, review) goes to its field.
// - Content decides the field also when it is said to the patient: a radiograph not taken and why (do04) is RADIO;
//   explanations, options and advice, including post-op advice said straight to the patient ("no hot drinks today",
//   "take ibuprofen if you need it", "don't chew on that side till the numbness wears off"), are CONSULT in the words said
//   (as more58 put advice after treatment in CONSULT), and earlier findings recalled in an explanation ("your gums have
//   pockets up to six millimeters", do17) stay in CONSULT. The patient's remarks on the result ("that's already easing",
//   "feels smooth now", "it looks just like my other teeth", "that looks really natural", "bite feels normal now"), a
//   shade the patient is happy with ("she's happy with it"), anxiety ("I'm a bit nervous I really hate needles") and an
//   event that matters to the care ("I've got a wedding on Saturday", as more56 bf05) are NOTES; the patient's motive
//   told with the complaint ("my wedding's in the summer and I'd like my teeth brighter", "my friend has snap-on dentures
//   and loves them", "I moved down here for work") stays in CC.
// - A reason for the visit said by the dentist in a sentence is CC as said ("we're taking out that back tooth on the
//   bottom right today", "it's the crown fit today on the bottom left"); "you're in for" drops like "he's in for" (the
//   header with its subject); a dictated opening line ("six month check up", "new patient exam", "periodic exam",
//   "Whitening consultation.") is CC; a child's age and companion said first ("seven year old with mum for check up",
//   "new denture fit attended with her daughter") are NOTES with the rest in CC (as more58).
// - A leading article goes at the start of every clause of a text field, also in speech to the patient ("the nerve can
//   still be bruised" → "Nerve can still be bruised", "the back one is deep" → "Back one is deep"); "and", "so", "okay",
//   "now" opening a clause go, also inside the patient's words ("and now I can't sleep" → "I can't sleep").
// - LA: technique words outside the contract's list stay as said ("IANB left + long buccal"); "buccal and palatal
//   infiltration upper right six" → "buccal infiltration + palatal infiltration UR6" (as more58 bh28).
// - Titles: "pulp extirpated one six" → "Extirpation 16"; "irrigated under operculum lower left eight" → "Irrigation
//   LL8", but canal irrigation and "socket irrigated with saline" are no titles and Alvogyl is none, so the dry socket
//   (do25, whose CC says the extraction was 4 days ago) and the high filling adjusted (do30, "the filling you did last
//   week") have no TX TODAY; "recemented crown one one with glass ionomer" → "Crown recement 11"; "surgical extraction
//   number seventeen completed" → "Surgical extraction #17"; a crown seat whose TX has only try-in and cementing takes
//   "Crown fit #3" from the CC (as more58 bh15), while "crown fit three six" said as a step is its own title; new complete
//   dentures "inserted" and "relieved" at delivery take "Denture fit" from the CC "new denture fit" (relieved at delivery
//   is no adjustment, as more56), while a partial denture made 3 weeks before and "eased with an acrylic bur" is "Denture
//   adjustment"; "upper alginate impression for sports guard" → "Impression" (singular as said) and "impressions for
//   whitening trays" → "Impressions" (the guard and the whitening are their purpose, not done today); "stainless steel
//   crown size five letter t" → "SSC #T"; "tooth brushing instruction" is no title (OHI is); a retainer rebonded "with
//   flowable composite" and a "composite access restoration" after obturation (no surfaces) are no filling titles.
// - "letter k pulpotomy and stainless steel crown" is one NV item (the tooth said before both); referrals for treatment
//   elsewhere are TX PLAN, also the referral to the stop smoking service (do27) and "refer for extraction lower left
//   eight and upper left eight once it's settled" ("LL8, UL8").
// - Findings said during treatment: calculus is PERIO (do17, as more58 bh05) and gingival findings are PERIO (as more56);
//   a finding on a denture during easing ("Pressure relief paste shows high spot …") is a TX step (as more56).
// - Surfaces: "sharp lingual wall" → "sharp L wall", "palatal erosion" → "P erosion", "buccal cervical abrasion" → "B
//   cervical abrasion", "distal buccal cusp" → "DB cusp"; words outside rule 4's list keep the surface in words
//   ("occlusal sealant", "buccal fistula", "distal decalcification", "lingual retainer wire", "lingual flange"); single
//   surfaces in RADIO and other text stay words ("Distal caries 27 into dentine", "under the mesial of #14").
// - Fracture: "enamel dentin fracture mesial incisal corner" → fracture "MI corner"; "fractured palatal cusp" → "P cusp".
// - Numbers: a spoken perio stage is a digit ("stage three grade c" → "stage 3 grade C", rule 2); "six hundred and fifty
//   pounds" → "£650"; "a one c" → "A1c"; "three oh vicryl rapide" → "3-0 Vicryl Rapide"; "taper six percent" → "taper
//   6%"; "two periapicals" → "2 periapicals"; "x rays" → "x-rays"; "a and e" → "A&E".
// - Measure-first pockets, furcation and recession stay in PERIO (as more58); "no other decay" / "no caries" said of the
//   mouth and "current shade A3" are INTRA; an ulcer "lingual to LL3" and a "38 socket" are INTRA with no chart entry
//   (rule 7); "LL3 and LR3 sound, clasps fine" gives both teeth "Sound, clasps fine".
// - "see you at your check up" (do30) and "Call us when ready" (do18) are F/U.
// - Appends follow more56 / more58: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "add
//   to chart …" adds a DENTAL entry, "next visit …" adds an NV item, "change one week to two weeks" edits the one place
//   "one week" is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more117Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice (FDI)
  defineCase({
    id: 'do01-uk-asr-fdi-ambient-emergency-16-irreversible-pulpitis-extirpation-summary',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come on through have a seat how are you doing not great to be honest this tooth up here has been killing me okay what's been going on it's been sore since tuesday last night it kept me up all night it's the top right at the back hot drinks set it off it throbs for ages after okay any changes to your medical history since we last saw you nothing's changed still just on the omeprazole no allergies lovely let's pop you back open nice and wide for me any pain when I tap here ow yes that one okay can I have the ethyl chloride please thanks one six large mesial occlusal amalgam with distal caries tender to percussion lingering pain to cold one seven sound one five sound I'm going to take a little x-ray of it bite on this for me pa one six deep caries close to the pulp no periapical changes okay so what's happening is the nerve in that tooth is inflamed it's not going to settle on its own we can either start a root canal today to save it or take it out it's up to you I'd rather keep it if I can okay verbal consent for first stage root canal one six you'll feel a little pinch la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six plus palatal infiltration can I have the blue handpiece please suction please thank you rubber dam access pulp extirpated one six four canals located irrigated with sodium hypochlorite ledermix and cavit you did really well it might feel a bit tender for a few days take ibuprofen if you need it summary irreversible pulpitis one six extirpated today next visit complete root canal one six in two weeks",
    expect: {
      CC: "This tooth up here has been killing me. It's been sore since Tuesday. Last night it kept me up all night. It's the top right at the back. Hot drinks set it off. It throbs for ages after",
      'MED HX': "Nothing's changed. Still just on the omeprazole. No allergies",
      DENTAL: [
        ['16', 'Large MO amalgam with D caries tender to percussion lingering pain to cold'],
        ['17', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA 16 deep caries close to the pulp. No periapical changes',
      DX: ['Irreversible pulpitis 16'],
      CONSULT:
        "What's happening is the nerve in that tooth is inflamed. It's not going to settle on its own. We can either start a root canal today to save it or take it out. It's up to you. I'd rather keep it if I can. It might feel a bit tender for a few days. Take ibuprofen if you need it",
      CONSENT: 'Verbal consent for first stage root canal 16',
      'TX TODAY': ['Extirpation 16'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16 + palatal infiltration',
        'Rubber dam',
        'Access',
        'Pulp extirpated 16',
        '4 canals located',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
      ],
      NV: ['Complete RCT 16 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'do02-uk-asr-fdi-ambient-check-up-charting-to-nurse-bitewings-band-2-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "six month check up morning come in take a seat did you have a nice holiday oh it was lovely thanks we went camping very jealous anything bothering you at the moment nothing really just a bit of bleeding when I floss okay and how's your health any new medicines I've got an inhaler now for asthma the brown one and the blue one any allergies still allergic to penicillin lovely let's have a look lean back for me extra oral nad lymph nodes not palpable intra oral soft tissues healthy no ulcers bpe two one two two two two charting can you put one eight missing one seven occlusal amalgam sound one six mesial occlusal amalgam sound two six occlusal composite sound two seven distal caries three six mesial occlusal distal amalgam ditched margins three eight partially erupted four six crown sound got that yep I'm just going to take a couple of x-rays bite down on this for me bitewings grade one distal caries two seven into dentine no other caries so you've got a small hole in a tooth at the top left we'll need to fill it it's a small filling it'll be band two fine I'll book that in on the way out for the bleeding gums it's the floss just keep going with it twice a day it'll settle today scale and polish oral hygiene instruction interdental brushes next visit distal composite two seven recall six months",
    appends: ['add to notes prefers afternoon appointments after three'],
    expect: {
      CC: '6 month check up. Nothing really. Just a bit of bleeding when I floss',
      'MED HX': "I've got an inhaler now for asthma the brown one and the blue one. Still allergic to penicillin",
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. No ulcers',
      PERIO: 'BPE 2 1 2 / 2 2 2',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'O amalgam sound'],
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['27', 'D caries'],
        ['36', 'MOD amalgam ditched margins'],
        ['38', 'Partially erupted'],
        ['46', 'Crown sound'],
      ],
      RADIO: 'Bitewings grade 1. Distal caries 27 into dentine. No other caries',
      CONSULT:
        "You've got a small hole in a tooth at the top left. We'll need to fill it. It's a small filling. It'll be band 2. Fine I'll book that in on the way out. For the bleeding gums it's the floss. Just keep going with it twice a day. It'll settle",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: 'Prefers afternoon appointments after 3',
      NV: ['D composite 27'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'do03-uk-asr-fdi-ambient-extraction-46-warfarin-inr-nurse-reads-bp-summary',
    style: 'UK',
    asr: true,
    transcript:
      "come on in have a seat we're taking out that back tooth on the bottom right today I just want it gone it's been coming and going for months okay any changes to your health I've been put on warfarin for my heart rhythm have you got your yellow book with you here you go thank you inr two point four yesterday no allergies blood pressure one forty two over eighty eight thanks okay let's have a look four six grossly broken down subgingival caries not mobile four five and four seven sound I'll just remind you of the risks there's bleeding especially with the warfarin some pain and swelling infection and sometimes a small cut is needed to get it out we talked about a root canal and crown last time but you'd decided on taking it out that's right I just want it out written consent signed you'll feel a little scratch la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four six can I have the lower molar forceps please and the luxator luxated and extracted four six with forceps roots complete socket packed with surgicel sutured with three oh vicryl rapide bite on this gauze for me nice and firm haemostasis achieved before leaving no hot drinks today no rinsing till tomorrow then warm salt water if it bleeds bite on a rolled up gauze for twenty minutes post op instructions given verbal and written summary extraction four six review in one week if any problems",
    expect: {
      CC: "We're taking out that back tooth on the bottom right today. I just want it gone. It's been coming and going for months",
      'MED HX': "I've been put on warfarin for my heart rhythm. INR 2.4 yesterday. No allergies. Blood pressure 142/88",
      DENTAL: [
        ['46', 'Grossly broken down subgingival caries not mobile'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT:
        "I'll just remind you of the risks. There's bleeding especially with the warfarin some pain and swelling infection and sometimes a small cut is needed to get it out. We talked about a root canal and crown last time but you'd decided on taking it out. That's right I just want it out. No hot drinks today. No rinsing till tomorrow then warm salt water. If it bleeds bite on a rolled up gauze for 20 minutes",
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Luxated and extracted 46 with forceps',
        'Roots complete',
        'Socket packed with Surgicel',
        'Sutured with 3-0 Vicryl Rapide',
        'Haemostasis achieved before leaving',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review in 1 week if any problems',
    },
  }),
  defineCase({
    id: 'do04-uk-typed-fdi-labelled-clean-up-do-composite-36-pregnant-no-xray',
    style: 'UK',
    asr: false,
    transcript:
      "Dentist: Morning, come through. We're doing the filling on the lower left today. How's it been?\n" +
      "Patient: It's been catching my tongue, there's a sharp edge. Not painful though.\n" +
      'Dentist: Anything new with your health?\n' +
      "Patient: I'm 20 weeks pregnant now. Just taking folic acid. No allergies.\n" +
      "Dentist: Congratulations! Lie back for me. 36 DO caries, cavitated, sharp lingual wall, not TTP. 37 sound. We won't take an X-ray today because you're pregnant, and we can see this one clearly anyway. We'll use a white filling, it's safe in pregnancy. Happy to go ahead?\n" +
      "Patient: Yes, that's fine.\n" +
      'Dentist: Verbal consent. Small scratch now. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left. Cotton wool rolls and the slow handpiece, please.\n' +
      'Nurse: There you go.\n' +
      'Dentist: Open wide for me. Caries removed, dentine firm, no exposure. Sectional matrix and wedge. Etch, bond, DO composite 36, shade A3. Bite together. Occlusion checked, polished.\n' +
      'Patient: Feels smooth now.\n' +
      "Dentist: Don't chew on that side till the numbness wears off. Recall in 6 months.",
    expect: {
      CC: "We're doing the filling on the lower left today. It's been catching my tongue, there's a sharp edge. Not painful though",
      'MED HX': "I'm 20 weeks pregnant now. Just taking folic acid. No allergies",
      DENTAL: [
        ['36', 'DO caries, cavitated, sharp L wall, not TTP'],
        ['37', 'Sound'],
      ],
      RADIO: "We won't take an X-ray today because you're pregnant, and we can see this one clearly anyway",
      CONSULT:
        "We'll use a white filling, it's safe in pregnancy. Don't chew on that side till the numbness wears off",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['DO composite 36'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 36',
        'Shade A3',
        'Occlusion checked',
        'Polished',
      ],
      NOTES: 'Feels smooth now',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'do05-uk-asr-fdi-ambient-child-check-up-mum-75-caries-bitewing-gagged-fv',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old with mum for check up hiya come and sit in the big chair wow you've grown any problems mum she's been complaining a bit about the back tooth on the bottom when she eats sweets okay is she well any medicines she's fine no medicines no allergies great can you open like a crocodile for me brilliant soft tissues healthy plaque on the lower molars seven five occlusal caries cavitated eight five sound three six partially erupted deep fissures four six fully erupted deep fissures no caries five one and six one mobile that's normal they're wobbly because the big teeth are coming we tried a bitewing but she gagged bitewings not taken there's a small hole in her back baby tooth on the bottom left we can fill it with a special filling that lets out fluoride she'll need to keep sweets to mealtimes only and brush twice a day with a pea sized bit of toothpaste fluoride varnish applied tooth brushing instruction with mum she's been really good next visit occlusal gic seven five and fissure sealant four six recall six months",
    expect: {
      CC: "Check up. She's been complaining a bit about the back tooth on the bottom when she eats sweets",
      'MED HX': "She's fine. No medicines. No allergies",
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['75', 'O caries cavitated'],
        ['85', 'Sound'],
        ['36', 'Partially erupted deep fissures'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['51', 'Mobile'],
        ['61', 'Mobile'],
      ],
      RADIO: 'We tried a bitewing but she gagged. Bitewings not taken',
      CONSULT:
        "That's normal. They're wobbly because the big teeth are coming. There's a small hole in her back baby tooth on the bottom left. We can fill it with a special filling that lets out fluoride. She'll need to keep sweets to mealtimes only and brush twice a day with a pea sized bit of toothpaste",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Tooth brushing instruction with mum'],
      NOTES: "7 year old with mum. She's been really good",
      NV: ['O GIC 75', 'Fissure sealant 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'do06-uk-asr-fdi-ambient-post-crown-11-recemented-wedding-saturday-quote',
    style: 'UK',
    asr: true,
    transcript:
      "come in come in what happened my crown came off last night eating a toffee it's the front one here I've got it in this pot no pain just embarrassing I've got a wedding on saturday okay we'll sort you out any changes with your health same as before high blood pressure on ramipril no allergies let's have a look one one post crown decemented post still in the crown root face intact no caries not mobile one two and two one sound gums a bit red around one one so the crown looks fine I can put it back on today but it's a temporary fix the post is short so it may come off again long term we might need a new post and crown or an implant if the root fails I'll give you a quote that's fine I just need it for saturday okay verbal consent crown cleaned out with a scaler tried in fits well can I have the fuji one please thanks recemented crown one one with glass ionomer excess removed bite checked no sticky food for twenty four hours and don't bite into apples with it review in two weeks to discuss new post crown",
    expect: {
      CC: "My crown came off last night eating a toffee. It's the front one here. I've got it in this pot. No pain. Just embarrassing",
      'MED HX': 'Same as before. High blood pressure on ramipril. No allergies',
      DENTAL: [
        ['11', 'Post crown decemented post still in the crown root face intact no caries not mobile'],
        ['12', 'Sound'],
        ['21', 'Sound'],
      ],
      PERIO: 'Gums a bit red around 11',
      CONSULT:
        "Crown looks fine. I can put it back on today but it's a temporary fix. Post is short so it may come off again. Long term we might need a new post and crown or an implant if the root fails. I'll give you a quote. That's fine I just need it for Saturday. No sticky food for 24 hours. Don't bite into apples with it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown recement 11'],
      TX: [
        'Crown cleaned out with a scaler',
        'Tried in',
        'Fits well',
        'Recemented crown 11 with glass ionomer',
        'Excess removed',
        'Bite checked',
      ],
      NOTES: "I've got a wedding on Saturday",
      'F/U': 'Review in 2 weeks to discuss new post crown',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private dentist saying Palmer words (Palmer)
  defineCase({
    id: 'do07-uk-asr-palmer-ambient-long-new-patient-exam-opg-perio-plan-vaping',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient exam hello lovely to meet you come on through what made you come in I haven't been to a dentist in about five years I moved down here for work my gums have been bleeding a lot I think I've got a hole at the back okay any medical problems I'm type one diabetic on an insulin pump I take sertraline as well any allergies no allergies that I know of do you smoke I vape about ten a day I used to smoke okay thank you let's have a look extra oral tmj no clicking lymph nodes nad intra oral tongue and floor of mouth healthy buccal mucosa nad bpe three three two three four three generalised calculus bleeding on probing plaque score about sixty percent upper right six mesial occlusal distal amalgam fractured palatal cusp upper right five distal caries upper left seven occlusal caries upper left eight unerupted lower left six root filled with a crown lower left eight partially erupted lower right six missing lower right seven mesially tilted into the space I'm going to take a big x-ray that goes all the way round stand nice and still for me opg taken grade one for new patient assessment distal caries upper right five occlusal caries upper left seven bone loss thirty percent generalised periapical area lower left six lower left eight impacted mesioangular okay so you've got gum disease and a couple of holes the old root filling at the bottom left has an infection at the tip it's not urgent but needs watching the gums are the priority we'll start with deep cleaning with the hygienist then fillings I can give you a written plan and estimate today that sounds good what about the wisdom tooth it's fine for now unless it flares up diagnosis generalised periodontitis caries upper right five and upper left seven plan root surface debridement all quadrants with the hygienist distal composite upper right five occlusal composite upper left seven onlay upper right six review lower left six periapical next visit hygienist root surface debridement upper right and lower right",
    expect: {
      CC: "New patient exam. I haven't been to a dentist in about 5 years. I moved down here for work. My gums have been bleeding a lot. I think I've got a hole at the back",
      'MED HX':
        "I'm type 1 diabetic on an insulin pump. I take sertraline as well. No allergies that I know of. I vape about 10 a day. I used to smoke",
      EXTRA: 'TMJ no clicking. Lymph nodes NAD',
      INTRA: 'Tongue and floor of mouth healthy. Buccal mucosa NAD',
      PERIO: 'BPE 3 3 2 / 3 4 3. Generalised calculus. Bleeding on probing. Plaque score about 60%',
      DENTAL: [
        ['UR6', 'MOD amalgam fractured P cusp', 'P cusp'],
        ['UR5', 'D caries'],
        ['UL7', 'O caries'],
        ['UL8', 'Unerupted'],
        ['LL6', 'Root filled with a crown'],
        ['LL8', 'Partially erupted'],
        ['LR6', 'Missing'],
        ['LR7', 'Mesially tilted into the space'],
      ],
      RADIO:
        'OPG taken grade 1 for new patient assessment. Distal caries UR5. Occlusal caries UL7. Bone loss 30% generalised. Periapical area LL6. LL8 impacted mesioangular',
      DX: ['Generalised periodontitis', 'Caries UR5, UL7'],
      CONSULT:
        "You've got gum disease and a couple of holes. Old root filling at the bottom left has an infection at the tip. It's not urgent but needs watching. Gums are the priority. We'll start with deep cleaning with the hygienist then fillings. I can give you a written plan and estimate today. That sounds good. What about the wisdom tooth. It's fine for now unless it flares up",
      'TX PLAN': [
        'RSD all quadrants with the hygienist',
        'D composite UR5',
        'O composite UL7',
        'Onlay UR6',
        'Review LL6 periapical',
      ],
      NV: ['Hygienist RSD upper right and lower right'],
    },
  }),
  defineCase({
    id: 'do08-uk-asr-palmer-ambient-crown-prep-ur6-nurse-requests-shade-fee-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi come on in you're in for the crown on the upper right six how's it been since the filling fell apart it's been okay a bit sensitive to cold sometimes any change with your health all the same just the levothyroxine okay lie back for me upper right six large mesial occlusal distal core sound no caries palatal cusp reduced upper right five and upper right seven sound verbal consent reconfirmed for porcelain bonded crown I'll just numb it up you'll feel a little pinch la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right six can I have the putty please putty index taken can I have the tapered diamond please crown prep upper right six one point five millimetre shoulder buccally suction please thanks keep nice and still for me cord please size one retraction cord placed impressions in silicone upper and lower bite registration let's check the shade by the window shade a three she's happy with it temporary crown in protemp cemented with tempbond occlusion checked will it be sore tonight it might be a bit tender around the gum take paracetamol and avoid sticky foods on the temporary how much is the crown again six hundred and fifty pounds as we quoted including the lab next visit crown fit upper right six in two weeks",
    expect: {
      CC: "Crown on UR6. It's been okay. A bit sensitive to cold sometimes",
      'MED HX': 'All the same. Just the levothyroxine',
      DENTAL: [
        ['UR6', 'Large MOD core sound no caries P cusp reduced'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      CONSENT: 'Verbal consent reconfirmed for porcelain bonded crown',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Putty index taken',
        'Crown prep UR6',
        '1.5 mm shoulder buccally',
        'Size 1 retraction cord placed',
        'Impressions in silicone upper and lower',
        'Bite registration',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
      ],
      CONSULT:
        'Will it be sore tonight. It might be a bit tender around the gum. Take paracetamol and avoid sticky foods on the temporary. How much is the crown again. £650 as we quoted including the lab',
      NOTES: "She's happy with it",
      NV: ['Crown fit UR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'do09-uk-typed-palmer-labelled-clean-up-partial-denture-eased-ulcer-ll3-difflam',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dentist: Hello again, what's the problem with the denture?\n" +
      "Patient: It's the bottom one. It's rubbing on the left at the front, I can't wear it for more than an hour. I only had it made 3 weeks ago.\n" +
      'Dentist: Any changes to your health or tablets?\n' +
      'Patient: No, just the metformin and the statin.\n' +
      'Dentist: Let me have a look. Ulcer lingual to LL3, 4 mm, denture flange overextended there. LL3 and LR3 sound, clasps fine. Upper full denture fine.\n' +
      'Nurse: Pressure relief paste?\n' +
      'Dentist: Yes please. Pressure relief paste shows high spot on lingual flange by LL3. Eased with an acrylic bur, smoothed and polished. Try that.\n' +
      "Patient: That's much better.\n" +
      "Dentist: Use Difflam rinse for the ulcer and leave the denture out at night. If the ulcer hasn't healed in 2 weeks come back, we need to check it.\n" +
      'Patient: Will do.\n' +
      'Dentist: Review 2 weeks to check ulcer healed.',
    expect: {
      CC: "It's the bottom one. It's rubbing on the left at the front, I can't wear it for more than an hour. I only had it made 3 weeks ago",
      'MED HX': 'Just the metformin and the statin',
      INTRA: 'Ulcer lingual to LL3, 4 mm, denture flange overextended there. Upper full denture fine',
      DENTAL: [
        ['LL3', 'Sound, clasps fine'],
        ['LR3', 'Sound, clasps fine'],
      ],
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure relief paste shows high spot on lingual flange by LL3',
        'Eased with an acrylic bur',
        'Smoothed and polished',
      ],
      CONSULT:
        "Use Difflam rinse for the ulcer and leave the denture out at night. If the ulcer hasn't healed in 2 weeks come back, we need to check it",
      NOTES: "That's much better",
      'F/U': 'Review 2 weeks to check ulcer healed',
    },
  }),
  defineCase({
    id: 'do10-uk-asr-palmer-ambient-pericoronitis-ll8-irrigation-metronidazole-referral-appends-tx',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi what's brought you in it's my wisdom tooth at the bottom left it's swollen I can't open properly there's a horrible taste it started at the weekend okay any medical problems I'm fit and well I'm allergic to penicillin though it gives me a rash thanks extra oral left submandibular lymph node slightly swollen and tender mouth opening about thirty millimetres no facial swelling temperature thirty seven point two intra oral lower left eight partially erupted operculum swollen and red pus on pressing upper left eight over erupted biting on the operculum lower left seven sound diagnosis pericoronitis lower left eight so it's an infection around the wisdom tooth the top tooth is biting on the gum and making it worse I'll clean it out today and give you antibiotics because of the lymph node irrigated under operculum lower left eight with chlorhexidine point two percent and saline that's a bit cold nearly done rx metronidazole four hundred milligrams three times a day for five days hot salt water mouthwash every few hours keep brushing back there even though it's sore if it gets worse or you struggle to swallow go to a and e long term we should take both wisdom teeth out refer for extraction lower left eight and upper left eight once it's settled review one week",
    appends: ['add to treatment ibuprofen four hundred milligrams advised as needed'],
    expect: {
      CC: "It's my wisdom tooth at the bottom left. It's swollen. I can't open properly. There's a horrible taste. It started at the weekend",
      'MED HX': "I'm fit and well. I'm allergic to penicillin though it gives me a rash",
      EXTRA:
        'Left submandibular lymph node slightly swollen and tender. Mouth opening about 30 mm. No facial swelling. Temperature 37.2',
      DENTAL: [
        ['LL8', 'Partially erupted operculum swollen and red pus on pressing'],
        ['UL8', 'Over erupted biting on the operculum'],
        ['LL7', 'Sound'],
      ],
      DX: ['Pericoronitis LL8'],
      CONSULT:
        "It's an infection around the wisdom tooth. Top tooth is biting on the gum and making it worse. I'll clean it out today and give you antibiotics because of the lymph node. Hot salt water mouthwash every few hours. Keep brushing back there even though it's sore. If it gets worse or you struggle to swallow go to A&E. Long term we should take both wisdom teeth out",
      'TX TODAY': ['Irrigation LL8'],
      TX: [
        'Irrigated under operculum LL8 with chlorhexidine 0.2% and saline',
        'Rx metronidazole 400 mg 3 times a day for 5 days',
        'Ibuprofen 400 mg advised as needed',
      ],
      'TX PLAN': ["Refer for extraction LL8, UL8 once it's settled"],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'do11-uk-asr-palmer-ambient-obturation-ul1-paper-points-sealer-will-it-go-dark',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi how's the tooth been since last time it's been fine no pain at all lovely any changes medically nothing new okay we're finishing the root canal on the upper left one today upper left one temporary intact not tender to percussion no sinus upper left two sound you'll feel a little pinch la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration upper left one rubber dam cavit removed calcium hydroxide washed out with sodium hypochlorite and edta can I have the paper points please dried with paper points master cone size forty taper six percent at twenty two millimetres confirmed with pa sealer please obturated upper left one with warm vertical condensation and bc sealer gutta percha cut back two millimetres below the cej resin modified glass ionomer seal composite access restoration shade a two post op pa good seal no voids will it go dark it might darken a little over time if it does we can whiten it from the inside next visit review upper left one in six months with pa",
    expect: {
      CC: "It's been fine. No pain at all. We're finishing the root canal on UL1 today",
      'MED HX': 'Nothing new',
      DENTAL: [
        ['UL1', 'Temporary intact not tender to percussion no sinus'],
        ['UL2', 'Sound'],
      ],
      RADIO: 'Post-op PA good seal. No voids',
      CONSULT: 'Will it go dark. It might darken a little over time. If it does we can whiten it from the inside',
      'TX TODAY': ['Obturation UL1'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL1',
        'Rubber dam',
        'Cavit removed',
        'Calcium hydroxide washed out with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Master cone size 40 taper 6% at 22 mm confirmed with PA',
        'Obturated UL1 with warm vertical condensation and BC Sealer',
        'Gutta percha cut back 2 mm below the CEJ',
        'Resin modified glass ionomer seal',
        'Composite access restoration',
        'Shade A2',
      ],
      NV: ['Review UL1 in 6 months with PA'],
    },
  }),
  defineCase({
    id: 'do12-uk-typed-palmer-labelled-clean-up-sensitivity-erosion-ul6-duraphat-ll4-ll5',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Dentist: Come in, have a seat. How have things been since your last check-up?\n' +
      'Patient: My teeth have been really sensitive to cold on the left side, especially the bottom. For about 2 months now. I started using a whitening toothpaste around then.\n' +
      'Dentist: Any changes to your health?\n' +
      "Patient: I've been diagnosed with acid reflux, I'm on lansoprazole now.\n" +
      'Dentist: OK. EO NAD. IO soft tissues healthy. BPE 1 1 1 / 1 1 1, recession 2 mm buccal LL3. LL4, LL5 buccal cervical abrasion, sensitive to air, no caries. UL6 palatal erosion into dentine. Nurse, can you pass the Duraphat?\n' +
      'Nurse: Here you go.\n' +
      "Dentist: Dx: dentine hypersensitivity LL4, LL5; erosion UL6 linked to reflux. So, the whitening toothpaste is quite abrasive and your reflux is wearing the enamel on the top teeth. Switch to Sensodyne Pronamel, brush gently, and don't brush straight after reflux or acidic drinks. Duraphat varnish applied LL4, LL5.\n" +
      'Patient: Should I tell my GP?\n' +
      "Dentist: Worth letting them know it's affecting your teeth.\n" +
      'Dentist: Review 3/12 re sensitivity, recall 12/12.',
    expect: {
      CC: 'My teeth have been really sensitive to cold on the left side, especially the bottom. For about 2 months now. I started using a whitening toothpaste around then',
      'MED HX': "I've been diagnosed with acid reflux, I'm on lansoprazole now",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 1 1, recession 2 mm buccal LL3',
      DENTAL: [
        ['LL4', 'B cervical abrasion, sensitive to air, no caries'],
        ['LL5', 'B cervical abrasion, sensitive to air, no caries'],
        ['UL6', 'P erosion into dentine'],
      ],
      DX: ['Dentine hypersensitivity LL4, LL5', 'Erosion UL6 linked to reflux'],
      CONSULT:
        "Whitening toothpaste is quite abrasive and your reflux is wearing the enamel on the top teeth. Switch to Sensodyne Pronamel, brush gently, and don't brush straight after reflux or acidic drinks. Should I tell my GP? Worth letting them know it's affecting your teeth",
      'TX TODAY': ['Fluoride varnish LL4, LL5'],
      TX: ['Duraphat varnish applied LL4, LL5'],
      'F/U': 'Review 3 months re sensitivity, recall 12 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'do13-us-asr-ambient-periodic-exam-hygienist-handover-recurrent-decay-14',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam hi there how are you doing good thanks busy with the kids you know how it is oh I hear you so the cleaning's all done how'd it go she did great pockets all three millimeters or less some bleeding around the lower molars light calculus lower anteriors prophy done four bitewings taken she mentioned a sensitive spot on the upper left okay thanks so what's going on up there it's when I drink something cold it zings on the top left for a couple of seconds okay any changes in your health I'm on lisinopril now for blood pressure no allergies extraoral within normal limits intraoral within normal limits number fourteen mesial occlusal composite open margin recurrent decay number fifteen occlusal sealant intact number nineteen crown margins intact number thirty mesial occlusal distal amalgam sound bitewings show recurrent decay under the mesial of fourteen no other decay bone levels normal okay so you've got some decay coming back under the filling on that top left tooth that's the sensitivity we should replace that filling sooner rather than later it's a two surface tooth colored filling your insurance should cover most of it let's do it can I come in next week we can do next week diagnosis recurrent caries number fourteen next visit mesial occlusal composite number fourteen recall six months",
    expect: {
      CC: "Periodic exam. She mentioned a sensitive spot on the upper left. It's when I drink something cold it zings on the top left for a couple of seconds",
      'MED HX': "I'm on lisinopril now for blood pressure. No allergies",
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'Pockets all 3 mm or less. Some bleeding around the lower molars. Light calculus lower anteriors',
      DENTAL: [
        ['14', 'MO composite open margin recurrent decay'],
        ['15', 'Occlusal sealant intact'],
        ['19', 'Crown margins intact'],
        ['30', 'MOD amalgam sound'],
      ],
      RADIO:
        '4 bitewings taken. Bitewings show recurrent decay under the mesial of #14. No other decay. Bone levels normal',
      DX: ['Recurrent caries #14'],
      CONSULT:
        "You've got some decay coming back under the filling on that top left tooth. That's the sensitivity. We should replace that filling sooner rather than later. It's a 2 surface tooth colored filling. Your insurance should cover most of it. Let's do it. Can I come in next week. We can do next week",
      'TX TODAY': ['Prophy'],
      TX: ['Prophy done'],
      NOTES: 'She did great',
      NV: ['MO composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'do14-us-asr-ambient-emergency-30-pulpectomy-sorry-youre-in-pain-not-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi I'm sorry you're in pain what's going on it's this bottom right tooth it started throbbing two days ago and now I can't sleep advil isn't touching it okay any health problems I'm healthy I don't take anything I'm allergic to sulfa drugs okay let me see number thirty large distal occlusal composite deep recurrent decay percussion positive cold lingering more than ten seconds twenty nine and thirty one within normal limits to cold can you grab a pa of thirty for me please pa of thirty deep decay into the pulp widened pdl no radiolucency diagnosis symptomatic irreversible pulpitis number thirty with symptomatic apical periodontitis so the nerve in this tooth is dying we can do a root canal and then it'll need a crown or we can take it out if we take it out you'll want to replace it with an implant or a bridge down the road I'd like to save it okay we'll start the root canal today informed consent signed you're going to feel some pressure two carpules lidocaine two percent one to one hundred thousand epi right ianb one carpule articaine four percent buccal infiltration thirty rubber dam access pulpectomy number thirty four canals irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit occlusion reduced how long will it be sore it should calm down in a couple of days take six hundred milligrams of ibuprofen every six hours with tylenol if you need it next visit complete root canal number thirty in two weeks then crown",
    expect: {
      CC: "It's this bottom right tooth. It started throbbing 2 days ago. I can't sleep. Advil isn't touching it",
      'MED HX': "I'm healthy. I don't take anything. I'm allergic to sulfa drugs",
      DENTAL: [
        ['30', 'Large DO composite deep recurrent decay percussion positive cold lingering more than 10 seconds'],
        ['29', 'Within normal limits to cold'],
        ['31', 'Within normal limits to cold'],
      ],
      RADIO: 'PA of #30 deep decay into the pulp. Widened PDL. No radiolucency',
      DX: ['Symptomatic irreversible pulpitis #30 with symptomatic apical periodontitis'],
      CONSULT:
        "Nerve in this tooth is dying. We can do a root canal and then it'll need a crown or we can take it out. If we take it out you'll want to replace it with an implant or a bridge down the road. I'd like to save it. We'll start the root canal today. How long will it be sore. It should calm down in a couple of days. Take 600 mg of ibuprofen every 6 hours with Tylenol if you need it",
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration #30',
        'Rubber dam',
        'Access',
        'Pulpectomy #30',
        '4 canals irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
      ],
      NV: ['Complete RCT #30 in 2 weeks', 'Crown'],
    },
  }),
  defineCase({
    id: 'do15-us-typed-labelled-clean-up-crown-seat-3-new-job-small-talk-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Dentist: Hey, good to see you again. Crown seat on #3 today. How did the temporary do?\n' +
      'Patient: It came loose once but I pushed it back on. Oh, and I got a new job!\n' +
      'Dentist: Congratulations! Any changes to your meds?\n' +
      'Patient: Same as always, just the Synthroid.\n' +
      'Dentist: Great. No anesthetic needed per patient. Assistant, can you grab the crown remover?\n' +
      'Assistant: Here you go.\n' +
      'Dentist: Temp removed, prep cleaned with pumice. Crown tried in. Contacts tight on the mesial, adjusted. Margins closed with explorer. Take a look in the mirror for me.\n' +
      'Patient: It looks just like my other teeth.\n' +
      'Dentist: Cemented with RelyX Unicem, excess removed, floss through contacts. Occlusion adjusted, high on the MB cusp. Avoid sticky foods for 24 hours.\n' +
      'Patient: Bite feels perfect.\n' +
      'Dentist: Recall in 6 months.',
    expect: {
      CC: 'Crown seat on #3 today. It came loose once but I pushed it back on',
      'MED HX': 'Same as always, just the Synthroid',
      'TX TODAY': ['Crown fit #3'],
      TX: [
        'No anesthetic needed per patient',
        'Temp removed',
        'Prep cleaned with pumice',
        'Crown tried in',
        'Contacts tight on the mesial',
        'Adjusted',
        'Margins closed with explorer',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'Occlusion adjusted',
        'High on the MB cusp',
      ],
      CONSULT: 'Avoid sticky foods for 24 hours',
      NOTES: 'It looks just like my other teeth. Bite feels perfect',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'do16-us-asr-ambient-surgical-extraction-17-anxious-blade-elevator-requests',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in have a seat I'm a bit nervous I really hate needles that's okay we'll take it slow any changes to your health since the consult I'm fine no meds no allergies okay so we're taking out the lower left wisdom tooth number seventeen today we went over the risks last time swelling bruising dry socket and numbness of the lip or tongue which is rare any questions let's just get it over with signed consent on file reviewed today number seventeen partially impacted mesioangular pano from the consult shows roots close to the canal topical benzocaine first you'll feel a pinch three carpules lidocaine two percent one to one hundred thousand epi left ianb and long buccal can I get the fifteen blade please thanks full thickness flap bone removal buccally and distally with the surgical handpiece tooth sectioned elevator please surgical extraction number seventeen completed delivered in two pieces socket irrigated with saline socket curetted sutured with three oh chromic gut gauze pack placed bite on that for me you did amazing no spitting no straws no smoking for seventy two hours ice twenty minutes on twenty minutes off today rx ibuprofen six hundred milligrams every six hours for pain rx amoxicillin five hundred milligrams three times a day for seven days post op instructions given verbal and written patient tolerated well next visit post op check and suture removal in one week",
    expect: {
      CC: "We're taking out the lower left wisdom tooth #17 today",
      'MED HX': "I'm fine. No meds. No allergies",
      DENTAL: [['17', 'Partially impacted mesioangular']],
      RADIO: 'Pano from the consult shows roots close to the canal',
      CONSULT:
        "We went over the risks last time swelling bruising dry socket and numbness of the lip or tongue which is rare. Let's just get it over with. No spitting no straws no smoking for 72 hours. Ice 20 minutes on 20 minutes off today",
      CONSENT: 'Signed consent on file reviewed today',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'Topical benzocaine first',
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + long buccal',
        'Full thickness flap',
        'Bone removal buccally and distally with the surgical handpiece',
        'Tooth sectioned',
        'Surgical extraction #17 completed',
        'Delivered in 2 pieces',
        'Socket irrigated with saline',
        'Socket curetted',
        'Sutured with 3-0 chromic gut',
        'Gauze pack placed',
        'Rx ibuprofen 600 mg every 6 hours for pain',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "I'm a bit nervous. I really hate needles. Patient tolerated well",
      NV: ['Post-op check and suture removal in 1 week'],
    },
  }),
  defineCase({
    id: 'do17-us-asr-ambient-srp-ur-lr-arestin-30-31-a1c-appends-nv-re-eval',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi how have you been my gums are still bleeding when I brush any health changes my a one c was seven point eight last month still on metformin no allergies okay so we're doing the deep cleaning on the right side upper and lower today we talked about this last time your gums have pockets up to six millimeters and bone loss this should help them tighten up okay let's do it consent form signed for scaling and root planing you'll feel a pinch here two carpules lidocaine two percent one to one hundred thousand epi right ianb one carpule articaine four percent buccal and palatal infiltration upper right can you turn towards me a little bit scaling and root planing upper right and lower right with ultrasonic and hand instruments heavy subgingival calculus lower right molars arestin placed in the distal pockets of thirty and thirty one okay you're all done your gums might be sore for a few days rinse with warm salt water and use the soft brush you can floss gently tonight next visit scaling and root planing upper left and lower left in two weeks",
    appends: ['next visit periodontal re-evaluation six weeks after the second visit'],
    expect: {
      CC: "My gums are still bleeding when I brush. We're doing the deep cleaning on the right side upper and lower today",
      'MED HX': 'My A1c was 7.8 last month. Still on metformin. No allergies',
      PERIO: 'Heavy subgingival calculus lower right molars',
      CONSULT:
        "We talked about this last time. Your gums have pockets up to 6 mm and bone loss. This should help them tighten up. Let's do it. Your gums might be sore for a few days. Rinse with warm salt water and use the soft brush. You can floss gently tonight",
      CONSENT: 'Consent form signed for scaling and root planing',
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with ultrasonic and hand instruments',
        'Arestin placed in the distal pockets of #30, #31',
      ],
      NV: ['SRP upper left and lower left in 2 weeks', 'Periodontal re-evaluation 6 weeks after the second visit'],
    },
  }),
  defineCase({
    id: 'do18-us-typed-labelled-clean-up-overdenture-implant-consult-eliquis-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Dentist: Come on in. What can we do for you today?\n' +
      "Patient: My lower denture won't stay in. I can't eat steak anymore and it clicks when I talk. It's about 8 years old. My friend has snap-on dentures and loves them.\n" +
      'Dentist: Any health changes? Still on the Eliquis?\n' +
      'Patient: Yes, Eliquis and metoprolol. I had a stent put in last year. No allergies.\n' +
      "Dentist: Let's take a look. Extraoral: WNL, TMJ no clicking. Intraoral: lower ridge moderately resorbed, no sore spots, upper denture stable. Lower denture loose, worn teeth, no retention.\n" +
      'Dentist: CBCT taken: bone height adequate in the canine regions (#22, #27 areas), about 14 mm.\n' +
      "Dentist: You'd be a good candidate for 2 implants with locator attachments. The cost is about $4,800 for both implants and attachments, plus a new denture if we remake it. Since you're on Eliquis we'll talk to your cardiologist before surgery.\n" +
      'Patient: Does the surgery hurt?\n' +
      "Dentist: Most people say it's easier than an extraction. You'd be numb, then sore for a few days.\n" +
      "Patient: I'll talk it over with my wife.\n" +
      "Dentist: I'll print you the estimate. Plan: 2 implants #22 and #27 areas, locator attachments, new lower denture. Medical clearance from cardiologist. Call us when ready.",
    expect: {
      CC: "My lower denture won't stay in. I can't eat steak anymore and it clicks when I talk. It's about 8 years old. My friend has snap-on dentures and loves them",
      'MED HX': 'Eliquis and metoprolol. I had a stent put in last year. No allergies',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA:
        'Lower ridge moderately resorbed, no sore spots, upper denture stable. Lower denture loose, worn teeth, no retention',
      RADIO: 'CBCT taken: bone height adequate in the canine regions (#22, #27 areas), about 14 mm',
      CONSULT:
        "You'd be a good candidate for 2 implants with locator attachments. Cost is about $4,800 for both implants and attachments, plus a new denture if we remake it. Since you're on Eliquis we'll talk to your cardiologist before surgery. Does the surgery hurt? Most people say it's easier than an extraction. You'd be numb, then sore for a few days. I'll talk it over with my wife. I'll print you the estimate",
      'TX PLAN': ['2 implants #22, #27 areas', 'Locator attachments', 'New lower denture', 'Medical clearance from cardiologist'],
      'F/U': 'Call us when ready',
    },
  }),

  // ---------------------------------------------------------------- 4. US children's practice (Universal, letters)
  defineCase({
    id: 'do19-us-asr-ambient-child-checkup-tell-show-do-k-deep-caries-medicaid-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom for his six month checkup and cleaning hi buddy can you hop up in the chair for me this is mister thirsty he's going to drink the water any concerns mom he said his tooth hurts on the bottom sometimes when he eats candy is he healthy any meds healthy no meds no allergies great can you open really big like a lion awesome extraoral normal intraoral soft tissues normal moderate plaque gingivitis around the lower molars letter k distal occlusal caries large letter l occlusal caries letters s and t sealed intact numbers three fourteen nineteen and thirty erupting letters e and f mobile two bitewings k caries close to the pulp l into dentin prophy fluoride varnish he did really well so he has two cavities on the bottom left the back one is deep it might need a baby root canal and a silver crown the other one is a small filling we'll use laughing gas to help him relax is that covered by medicaid it should be covered next visit letter k pulpotomy and stainless steel crown occlusal composite letter l with nitrous recall six months",
    expect: {
      CC: 'His 6 month checkup and cleaning. He said his tooth hurts on the bottom sometimes when he eats candy',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Moderate plaque. Gingivitis around the lower molars',
      DENTAL: [
        ['K', 'DO caries large'],
        ['L', 'O caries'],
        ['S', 'Sealed intact'],
        ['T', 'Sealed intact'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
        ['E', 'Mobile'],
        ['F', 'Mobile'],
      ],
      RADIO: '2 bitewings. #K caries close to the pulp. #L into dentin',
      CONSULT:
        "He has 2 cavities on the bottom left. Back one is deep. It might need a baby root canal and a silver crown. Other one is a small filling. We'll use laughing gas to help him relax. Is that covered by Medicaid. It should be covered",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old with mom. He did really well',
      NV: ['#K pulpotomy and SSC', 'O composite #L with nitrous'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'do20-us-asr-ambient-child-pulpotomy-ssc-t-nitrous-formocresol-sorry-mta',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with mom for pulpotomy and crown on letter t she's a bit nervous today mom says no changes healthy no allergies hi sweetie we're going to give your tooth a little nap today are you ready nitrous oxide fifty percent via nasal hood she's relaxed now topical benzocaine you're going to feel a little pinch one carpule lidocaine two percent one to one hundred thousand epi right ianb you're doing so good rubber dam letter t caries removed pulp exposure bleeding controlled with a cotton pellet in under three minutes pulpotomy letter t formocresol sorry m t a placed irm base stainless steel crown size five letter t cemented with glass ionomer excess removed occlusion checked nitrous off one hundred percent oxygen for five minutes you were so brave pick a prize from the box she might bite her lip while she's numb so please watch her and soft foods tonight recall as scheduled",
    expect: {
      CC: 'Pulpotomy and crown on #T',
      'MED HX': 'Mom says no changes. Healthy. No allergies',
      CONSULT: "She might bite her lip while she's numb so please watch her and soft foods tonight",
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'Nitrous oxide 50% via nasal hood',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        '#T caries removed',
        'Pulp exposure',
        'Bleeding controlled with a cotton pellet in under 3 minutes',
        'Pulpotomy #T',
        'MTA placed',
        'IRM base',
        'Stainless steel crown size 5 #T',
        'Cemented with glass ionomer',
        'Excess removed',
        'Occlusion checked',
        'Nitrous off',
        '100% oxygen for 5 minutes',
      ],
      NOTES: "7 year old with mom. She's a bit nervous today. She's relaxed now",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'do21-us-typed-labelled-clean-up-sealants-2-15-18-31-sports-guard-impression-dad',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dentist: Hey, how's soccer going?\n" +
      'Patient: Good, we won on Saturday.\n' +
      'Dentist: Nice! 12 y/o with dad for sealants on the 12-year molars. Any health changes?\n' +
      "Dad: No, he's healthy, no meds, no allergies.\n" +
      'Dentist: #2, #15, #18, #31 erupted, deep grooves, no decay. #3, #14, #19, #30 sealants intact. Can I get cotton rolls and dry angles, please?\n' +
      'Assistant: Got it.\n' +
      'Dentist: Isolated with cotton rolls and dry angles. Etched 15 seconds, rinsed, dried, fissure sealants placed #2, #15, #18, #31, light cured. Checked with explorer, occlusion checked, no adjustment needed.\n' +
      'Dad: Should he be wearing a mouthguard for soccer?\n' +
      'Dentist: Yes, especially with braces coming. A store-bought boil-and-bite is fine for now, or we can make a custom one.\n' +
      "Dad: Let's do the custom one.\n" +
      'Dentist: Upper alginate impression for sports guard. Next visit: deliver sports guard in 2 weeks. Recall 6 months.',
    expect: {
      CC: 'Sealants on the 12-year molars',
      'MED HX': "He's healthy, no meds, no allergies",
      DENTAL: [
        ['2', 'Erupted, deep grooves, no decay'],
        ['15', 'Erupted, deep grooves, no decay'],
        ['18', 'Erupted, deep grooves, no decay'],
        ['31', 'Erupted, deep grooves, no decay'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      CONSULT:
        "Should he be wearing a mouthguard for soccer? Yes, especially with braces coming. Store-bought boil-and-bite is fine for now, or we can make a custom one. Let's do the custom one",
      'TX TODAY': ['Fissure sealants #2, #15, #18, #31', 'Impression'],
      TX: [
        'Isolated with cotton rolls and dry angles',
        'Etched 15 seconds',
        'Rinsed',
        'Dried',
        'Fissure sealants placed #2, #15, #18, #31',
        'Light cured',
        'Checked with explorer',
        'Occlusion checked',
        'No adjustment needed',
        'Upper alginate impression for sports guard',
      ],
      NOTES: '12 y/o with dad',
      NV: ['Deliver sports guard in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'do22-us-asr-ambient-child-scooter-fall-8-enamel-dentin-fracture-mi-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eight year old with mom dental trauma oh no what happened she fell off her scooter about an hour ago and hit her mouth on the sidewalk she didn't pass out or throw up we looked for the broken piece but couldn't find it any medical stuff I should know she's healthy her shots are up to date no allergies let me see sweetie extraoral small abrasion on the chin upper lip swollen no lacerations intraoral number eight enamel dentin fracture mesial incisal corner no pulp exposure not mobile sensitive to air number nine sound not mobile letters c and h mobile from before two periapicals of the front teeth no root fracture immature apices so it's chipped but the nerve isn't showing we'll put a tooth colored cover on it today to protect it the nerve can still be bruised so it might turn darker we'll keep checking it no anesthetic needed mesial incisal composite number eight bonded shade a one polished soft diet for a week no biting into apples no scooter for a bit review in two weeks then three months with x rays",
    expect: {
      CC: "Dental trauma. She fell off her scooter about an hour ago and hit her mouth on the sidewalk. She didn't pass out or throw up. We looked for the broken piece but couldn't find it",
      'MED HX': "She's healthy. Her shots are up to date. No allergies",
      EXTRA: 'Small abrasion on the chin. Upper lip swollen. No lacerations',
      DENTAL: [
        ['8', 'Enamel dentin fracture MI corner no pulp exposure not mobile sensitive to air', 'MI corner'],
        ['9', 'Sound not mobile'],
        ['C', 'Mobile from before'],
        ['H', 'Mobile from before'],
      ],
      RADIO: '2 periapicals of the front teeth. No root fracture. Immature apices',
      CONSULT:
        "It's chipped but the nerve isn't showing. We'll put a tooth colored cover on it today to protect it. Nerve can still be bruised so it might turn darker. We'll keep checking it. Soft diet for a week. No biting into apples. No scooter for a bit",
      'TX TODAY': ['MI composite #8'],
      TX: ['No anesthetic needed', 'MI composite #8 bonded', 'Shade A1', 'Polished'],
      NOTES: '8 year old with mom',
      'F/U': 'Review in 2 weeks then 3 months with x-rays',
    },
  }),
  defineCase({
    id: 'do23-us-asr-ambient-child-extraction-k-fistula-space-maintainer-appends-chart-l',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "nine year old with dad extraction letter k hi bud how's it going good how's the tooth been it hurts when I chew dad says the swelling went down with the antibiotics from urgent care he finished them yesterday healthy no allergies letter k large mesial occlusal distal caries buccal fistula mobile grade two number nineteen erupted sound pa letter k furcation radiolucency number twenty erupting with root half formed so as we talked about the baby tooth is infected and needs to come out we'll put in a spacer so the big tooth has room dad understands and agrees consent signed by dad topical one carpule lidocaine two percent one to one hundred thousand epi left ianb you'll feel me pushing extraction letter k roots complete roots partially resorbed gauze placed bite hard on that for me bite on the gauze for thirty minutes no spitting today soft food ice cream is fine he was great next visit impression for band and loop space maintainer for letter k space in one week",
    appends: ['add to chart letter l distal caries small'],
    expect: {
      CC: 'Extraction #K. It hurts when I chew. Dad says the swelling went down with the antibiotics from urgent care. He finished them yesterday',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['K', 'Large MOD caries buccal fistula mobile grade 2'],
        ['19', 'Erupted sound'],
        ['L', 'D caries small'],
      ],
      RADIO: 'PA #K furcation radiolucency. #20 erupting with root half formed',
      CONSULT:
        "As we talked about the baby tooth is infected and needs to come out. We'll put in a spacer so the big tooth has room. Dad understands and agrees. Bite on the gauze for 30 minutes. No spitting today. Soft food. Ice cream is fine",
      CONSENT: 'Consent signed by dad',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extraction #K',
        'Roots complete',
        'Roots partially resorbed',
        'Gauze placed',
      ],
      NOTES: '9 year old with dad. He was great',
      NV: ['Impression for band and loop space maintainer for #K space in 1 week'],
    },
  }),
  defineCase({
    id: 'do24-us-asr-ambient-teen-exam-vaping-keratosis-sorry-retainer-rebonded-7-pano',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam sixteen year old here by himself mom's in the waiting room hey how's school going it's fine junior year is a lot the hygienist mentioned you've been vaping a little with my friends on weekends any meds or allergies I take adderall for adhd no allergies extraoral within normal limits intraoral white patch sorry frictional keratosis left buccal mucosa along the bite line gingivitis upper anteriors around the retainer wire numbers one sixteen seventeen and thirty two developing number seven lingual retainer wire debonded number ten distal decalcification no other decay pano taken for third molar assessment all four developing seventeen and thirty two mesioangular so vaping dries your mouth and makes decay and gum problems more likely I'd really recommend stopping I know I'll try your retainer wire came loose on a tooth we'll rebond it today we'll keep an eye on the wisdom teeth and check again in a year with another x-ray prophy done by hygienist lingual retainer rebonded number seven with flowable composite fluoride varnish recall six months",
    expect: {
      CC: 'Periodic exam',
      'MED HX':
        "Hygienist mentioned you've been vaping. A little with my friends on weekends. I take Adderall for ADHD. No allergies",
      EXTRA: 'Within normal limits',
      INTRA: 'Frictional keratosis left buccal mucosa along the bite line. No other decay',
      PERIO: 'Gingivitis upper anteriors around the retainer wire',
      DENTAL: [
        ['1', 'Developing'],
        ['16', 'Developing'],
        ['17', 'Developing'],
        ['32', 'Developing'],
        ['7', 'Lingual retainer wire debonded'],
        ['10', 'Distal decalcification'],
      ],
      RADIO: 'Pano taken for third molar assessment. All 4 developing. #17 and #32 mesioangular',
      CONSULT:
        "Vaping dries your mouth and makes decay and gum problems more likely. I'd really recommend stopping. I know. I'll try. Your retainer wire came loose on a tooth. We'll rebond it today. We'll keep an eye on the wisdom teeth and check again in a year with another x-ray",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy done by hygienist', 'Lingual retainer rebonded #7 with flowable composite', 'Fluoride varnish'],
      NOTES: "16 year old here by himself. Mom's in the waiting room",
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK mixed practice (FDI)
  defineCase({
    id: 'do25-uk-typed-fdi-labelled-clean-up-dry-socket-38-alvogyl-no-title',
    style: 'UK',
    asr: false,
    transcript:
      "Dentist: Come in, take a seat. What's happened?\n" +
      "Patient: It's where you took my wisdom tooth out 4 days ago. It was fine for 2 days and then it started really throbbing, up to my ear. Painkillers barely help. There's a horrible taste.\n" +
      'Dentist: Any changes with your health or medication?\n' +
      'Patient: Same, just the pill. Still smoking too, about 10 a day.\n' +
      'Dentist: EO: no swelling, no lymphadenopathy. IO: 38 socket empty, exposed bone, food debris, no pus. 37 not TTP.\n' +
      'Dentist: Dx: dry socket 38.\n' +
      "Dentist: This is a dry socket. The blood clot has come away so the bone is exposed, and smoking makes it more likely. It's not an infection, so you don't need antibiotics. I'll clean it and pack it.\n" +
      'Nurse: Saline and Alvogyl are ready.\n' +
      'Dentist: LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 38. Socket irrigated with warm saline, debris removed. Alvogyl packed.\n' +
      "Patient: That's already easing.\n" +
      'Dentist: Take ibuprofen 400 mg and paracetamol 1 g regularly for 3 days. Warm salt water rinses from tomorrow. Try not to smoke for a few days.\n' +
      'Dentist: Review 3 days, repack if needed.',
    expect: {
      CC: "It's where you took my wisdom tooth out 4 days ago. It was fine for 2 days and then it started really throbbing, up to my ear. Painkillers barely help. There's a horrible taste",
      'MED HX': 'Same, just the pill. Still smoking too, about 10 a day',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '38 socket empty, exposed bone, food debris, no pus',
      DENTAL: [['37', 'Not TTP']],
      DX: ['Dry socket 38'],
      CONSULT:
        "This is a dry socket. Blood clot has come away so the bone is exposed, and smoking makes it more likely. It's not an infection, so you don't need antibiotics. I'll clean it and pack it. Take ibuprofen 400 mg and paracetamol 1 g regularly for 3 days. Warm salt water rinses from tomorrow. Try not to smoke for a few days",
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 38',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl packed',
      ],
      NOTES: "That's already easing",
      'F/U': 'Review 3 days, repack if needed',
    },
  }),
  defineCase({
    id: 'do26-uk-asr-fdi-ambient-zirconia-crown-fit-36-weather-small-talk-db-cusp',
    style: 'UK',
    asr: true,
    transcript:
      "hello again come on through horrible weather isn't it I got soaked on the way in so it's the crown fit today on the bottom left it's been a bit sensitive to cold the last few days any changes to your medical history no changes still on amlodipine no allergies okay three six temporary crown intact gingiva healthy no la needed crown fit three six can you pass me the crown remover please temporary removed tempbond cleaned off with pumice zirconia crown tried in contacts fine with floss margins good shade matches have a look in the mirror that looks really natural good bite together gently for me occlusion high on the distal buccal cusp adjusted and polished cemented with rely x unicem excess removed floss through the contacts occlusion rechecked fine if it feels high in a few days come back and we'll adjust it recall six months",
    expect: {
      CC: "It's the crown fit today on the bottom left. It's been a bit sensitive to cold the last few days",
      'MED HX': 'No changes. Still on amlodipine. No allergies',
      DENTAL: [['36', 'Temporary crown intact']],
      PERIO: 'Gingiva healthy',
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA needed',
        'Crown fit 36',
        'Temporary removed',
        'TempBond cleaned off with pumice',
        'Zirconia crown tried in',
        'Contacts fine with floss',
        'Margins good',
        'Shade matches',
        'Occlusion high on the DB cusp',
        'Adjusted and polished',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through the contacts',
        'Occlusion rechecked fine',
      ],
      CONSULT: "If it feels high in a few days come back and we'll adjust it",
      NOTES: 'That looks really natural',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'do27-uk-asr-fdi-ambient-perio-diabetes-smoking-nurse-echo-stop-smoking-referral',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come in sit down how are you doing not bad but my gums have been bleeding a lot when I brush my partner says my breath isn't great either okay any changes to your health I was diagnosed with type two diabetes in the summer I'm on metformin now no allergies still smoking about ten a day okay extra oral nad intra oral soft tissues healthy no lesions bpe three two three three two four six millimetre pocket distal of four six six millimetres distal four six yep grade one furcation four six generalised bleeding on probing plaque score forty five percent heavy subgingival calculus lower anteriors okay so your gums have got an infection called periodontitis diabetes and smoking both make it worse it also works the other way round gum disease can push your sugar levels up the most important things are cleaning between your teeth every day and stopping smoking we can refer you to the stop smoking service would you like that yes go on then okay diagnosis periodontitis stage three grade c generalised today scale and polish supragingival with ultrasonic oral hygiene instruction interdental brushes sizes two and three demonstrated referred to stop smoking service plan root surface debridement all quadrants with the hygienist starting lower right next visit hygienist root surface debridement lower right in two weeks review gums in three months",
    expect: {
      CC: "My gums have been bleeding a lot when I brush. My partner says my breath isn't great either",
      'MED HX':
        "I was diagnosed with type 2 diabetes in the summer. I'm on metformin now. No allergies. Still smoking about 10 a day",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. No lesions',
      PERIO:
        'BPE 3 2 3 / 3 2 4. 6 mm pocket distal of 46. Grade 1 furcation 46. Generalised bleeding on probing. Plaque score 45%. Heavy subgingival calculus lower anteriors',
      DX: ['Periodontitis stage 3 grade C generalised'],
      CONSULT:
        'Your gums have got an infection called periodontitis. Diabetes and smoking both make it worse. It also works the other way round. Gum disease can push your sugar levels up. Most important things are cleaning between your teeth every day and stopping smoking. We can refer you to the stop smoking service. Would you like that. Yes go on then',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish supragingival with ultrasonic',
        'Oral hygiene instruction interdental brushes sizes 2 and 3 demonstrated',
      ],
      'TX PLAN': ['Referred to stop smoking service', 'RSD all quadrants with the hygienist starting lower right'],
      NV: ['Hygienist RSD lower right in 2 weeks'],
      'F/U': 'Review gums in 3 months',
    },
  }),
  defineCase({
    id: 'do28-uk-typed-fdi-labelled-clean-up-whitening-consult-impressions-estimate-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Dentist: Whitening consultation. Hi, come on in, have a seat.\n' +
      "Patient: My wedding's in the summer and I'd like my teeth brighter. They've gone yellow from all the coffee.\n" +
      'Dentist: Any medical problems or medicines?\n' +
      'Patient: Just hay fever, I take cetirizine. No allergies.\n' +
      "Dentist: Let's have a look. IO: soft tissues healthy, current shade A3, no caries. BPE 0 1 0 / 1 1 0. 11, 21 composite veneers with stained margins. 22 slight rotation.\n" +
      "Dentist: Whitening only works on natural teeth, so the composite on your front two won't change colour. You'll probably want those replaced after whitening so they match. Sensitivity is common but it settles when you stop.\n" +
      'Patient: How much is it?\n' +
      'Dentist: £350 for the trays and gel, and about £180 per tooth for the composites.\n' +
      "Patient: That's fine, let's go ahead.\n" +
      'Dentist: Written consent for home whitening signed. Upper and lower alginate impressions for whitening trays. Shade A3 photographed. Next visit: fit whitening trays in 2 weeks with gel and instructions. Plan: replace composites 11, 21 after whitening.',
    appends: ['Add to notes: would prefer a Saturday appointment if possible.'],
    expect: {
      CC: "Whitening consultation. My wedding's in the summer and I'd like my teeth brighter. They've gone yellow from all the coffee",
      'MED HX': 'Just hay fever, I take cetirizine. No allergies',
      INTRA: 'Soft tissues healthy, current shade A3, no caries',
      PERIO: 'BPE 0 1 0 / 1 1 0',
      DENTAL: [
        ['11', 'Composite veneers with stained margins'],
        ['21', 'Composite veneers with stained margins'],
        ['22', 'Slight rotation'],
      ],
      CONSULT:
        "Whitening only works on natural teeth, so the composite on your front two won't change colour. You'll probably want those replaced after whitening so they match. Sensitivity is common but it settles when you stop. How much is it? £350 for the trays and gel, and about £180 per tooth for the composites. That's fine, let's go ahead",
      CONSENT: 'Written consent for home whitening signed',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions for whitening trays', 'Shade A3 photographed'],
      'TX PLAN': ['Replace composites 11, 21 after whitening'],
      NOTES: 'Would prefer a Saturday appointment if possible',
      NV: ['Fit whitening trays in 2 weeks with gel and instructions'],
    },
  }),
  defineCase({
    id: 'do29-uk-asr-fdi-ambient-complete-dentures-fit-daughter-history-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "new denture fit attended with her daughter hello come in sit down how are you getting on with the old ones they're so loose I can't eat anything the bottom one especially any changes to your health she had a fall last month she's on a blood thinner now apixaban she still takes the alendronate no allergies okay intra oral upper and lower ridges healthy no ulcers slight denture stomatitis under the old upper denture let's try these in upper complete denture inserted good retention and seal lower complete denture inserted slight rocking high spot on the lingual flange lower right relieved with an acrylic bur occlusion checked with articulating paper even contacts both sides how does that feel it feels strange but tight they look really natural okay they will feel big for a few weeks take them out at night and soak them brush your gums and the palate start with soft food cut into small pieces if you get a sore spot don't stop wearing them come and see us review in one week for easing",
    appends: ['change one week to two weeks'],
    expect: {
      CC: "New denture fit. They're so loose I can't eat anything. Bottom one especially",
      'MED HX':
        "She had a fall last month. She's on a blood thinner now apixaban. She still takes the alendronate. No allergies",
      INTRA: 'Upper and lower ridges healthy. No ulcers. Slight denture stomatitis under the old upper denture',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper complete denture inserted',
        'Good retention and seal',
        'Lower complete denture inserted',
        'Slight rocking',
        'High spot on the lingual flange lower right',
        'Relieved with an acrylic bur',
        'Occlusion checked with articulating paper',
        'Even contacts both sides',
      ],
      CONSULT:
        "They will feel big for a few weeks. Take them out at night and soak them. Brush your gums and the palate. Start with soft food cut into small pieces. If you get a sore spot don't stop wearing them. Come and see us",
      NOTES: 'Attended with her daughter. It feels strange but tight. They look really natural',
      'F/U': 'Review in 2 weeks for easing',
    },
  }),
  defineCase({
    id: 'do30-uk-asr-fdi-ambient-terse-high-filling-46-adjusted-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "hi what's up the filling you did last week on the bottom right feels high when I bite okay no changes medically four six occlusal composite high spot on articulating paper adjusted and polished bite feels normal now great see you at your check up",
    expect: {
      CC: 'Filling you did last week on the bottom right feels high when I bite',
      'MED HX': 'No changes medically',
      DENTAL: [['46', 'O composite high spot on articulating paper']],
      TX: ['Adjusted and polished'],
      NOTES: 'Bite feels normal now',
      'F/U': 'See you at your check up',
    },
  }),
];
