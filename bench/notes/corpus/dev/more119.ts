// A hundred-and-nineteenth development batch (ids dq01–dq30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is the dentist talking the visit through out loud
// while working, half to the nurse and the patient and half to the recorder: greetings, history taken as questions and
// answers ("any changes to your medical history" "no still on the statins"), the examination called out to the nurse for
// charting (FDI numbers, Palmer quadrant runs "upper right eight missing seven occlusal amalgam six crown", Universal
// numbers and primary letters), BPE / PSR called out, explanations to the patient, the patient's questions and choices,
// consent asked and given aloud, treatment steps with remarks to the patient and asides to the nurse in between,
// post-op instructions said to the patient and booking talk at the end. Two thirds are the recogniser's output (no
// speaker labels); the rest are typed transcripts of such recordings, some with "Dr:" / "Pt:" / "DN:" labels (a US
// assistant is "DA:", a parent "Mom:"). Four practices:
//   dq01–dq08 a UK mixed NHS / private practice (FDI; dq03, dq05, dq06 typed, the rest recogniser-style): a check-up with
//     history as questions and answers, a charting call-out, BPE, bitewings and scale and polish; two composites on the
//     lower right with consent aloud and "see you in two weeks for the other side"; an emergency extirpation typed with
//     Dr / Pt / DN labels and an NHS band question; an upper wisdom tooth extraction with aspirin in the history and
//     instructions said to the patient (appended dictation); a terse typed review of a filling; a private crown prep with
//     a scan and temporary (typed, no labels); a new patient with periodontitis, BPE called out by sextant, OPG and a
//     hygienist referral (appended dictation); a six-year-old's check-up with dad and fluoride varnish;
//   dq09–dq15 a UK dentist who says Palmer words (Palmer; dq11, dq14 typed with labels, the rest recogniser-style): a
//     check-up with quadrant-run charting and a fractured cusp; two anterior composites with shade chosen in daylight;
//     a new lower denture eased (typed labels); the first stage of a root canal; a seven-year-old's fissure sealants with
//     mum; a crown fit (typed labels); a long new-patient examination with diet talk and a plan (appended dictation);
//   dq16–dq23 a US general practice, adults (Universal; dq18, dq21, dq23 typed, the rest recogniser-style): a periodic
//     exam with "scratch that" and an insurance question; an MO composite with consent aloud; a fractured cusp with IRM
//     (typed Dr / Pt / DA labels, no title); SRP of the right side with furcation and Arestin; a third molar extraction
//     with "I mean"; a night guard delivery (typed, no labels); an anterior root canal obturated with a lingual
//     composite; a terse typed post-op check;
//   dq24–dq30 a US pediatric practice (Universal with primary letters; dq26, dq30 typed, the rest recogniser-style): a
//     six-year-old's checkup with "sorry" and wiggly incisors; a pulpotomy and stainless steel crown under nitrous with
//     dad's consent aloud; sealants with Dr / Mom / DA / Pt labels; a toddler's intrusion after a fall with no treatment;
//     an abscessed primary molar extracted with grandma (appended dictation); a first visit with SDF; a teenager's
//     composite around a bracket (typed, no labels, appended dictation).
// UK 15 (FDI 8, Palmer 7), US 15 (Universal, primary letters in dq24–dq30); 20 recogniser-style (lower case, number
// words, fillers, no punctuation, self-corrections) and 10 typed (7 with speaker labels: dq03, dq05, dq11, dq14, dq18,
// dq23, dq26); 34 to 264 words (most 110 to 240); five cases with appended dictation (dq04 "add to notes …" /
// "change … to …"; dq07 "add to notes …" / "next visit …"; dq15 "add to notes …" / "next visit …"; dq28 "add to
// notes …" / "add to treatment …"; dq30 typed "Add to notes: …" / "Change … to …."). DENTAL in 29 cases (not dq23).
//
// Judgement calls where the contract was silent:
// - History asked as questions: the clinician's question is not written; the answer is written in MED HX (or in the CC
//   when it is about the complaint). A bare "no" to an "any X" question is written "No X", keeping what the question adds
//   but not the words that only name the section ("any changes to your medical history since last time" "no" → "No
//   changes since last time"; "any changes to your health" "no" → "No changes"; "any allergies" "no" → "No allergies";
//   "anything new with your health since last time" "no" → "Nothing new since last time"; "any health changes" "no" →
//   "No health changes"); what the answer adds follows as said ("no still on the statins" → "No changes. Still on the
//   statins"). After a question of another form a yes / no before the answer's own content goes ("do you smoke" "no I've
//   never smoked" → "I've never smoked"; "yeah I'm on aspirin now" → "I'm on aspirin now"), and a question confirmed by
//   a bare yes is written as its statement ("Still grinding at night? Yes, my wife says …" → "Still grinding at night.
//   My wife says …"; "So the new lower denture's rubbing?" "Yes, on the left …" → "New lower denture's rubbing. On the
//   left …"). The patient's words stay in the first person ("I've got type 2 diabetes on metformin").
// - Questions that only ask ("what's been happening", "how's it been", "any questions before we start", "what do you
//   think", "how does that feel", "sound okay" when no consent hangs on it) are dropped, as are greetings and
//   pleasantries ("hiya come on in have a seat", "hi buddy are you ready to count your teeth"), bare acknowledgements
//   ("okay", "right", "good", "great", "fine", "lovely", "got it", "thanks very much"), vocatives ("mum", "dad", "Mom",
//   "buddy"), remarks to the patient while working ("little scratch now", "open a bit wider for me", "give me a thumbs
//   up", "you're doing great", "you were awesome") and asides to the nurse ("can you chart for me please", "could I have
//   the upper wisdom forceps please", "do you want the acrylic bur" "yes please"), as more56 / more58 did.
// - Consent asked and given aloud is CONSENT, written as said: the question, then the answer, then what the clinician
//   said to the recorder ("Are you happy for us to go ahead. Yes that's fine. Verbal consent"; typed "Happy to go ahead?
//   Yes. Verbal consent"). A question asking agreement to a plan with no treatment in it ("is that okay with you" "yes
//   that's fine" about watching a baby tooth) is CONSULT with its answer; "okay let's do it" after an explanation is the
//   patient's choice (CONSULT) and the consent is what the clinician then says ("mom and dad consented verbally").
// - Explanations said to the patient, the patient's (or parent's) questions, the clinician's answers and the patient's
//   choices are CONSULT, as direct speech in spoken order ("Is it going to hurt. No we'll numb it up. You won't feel a
//   thing"); recogniser-style questions get no question mark, typed ones keep theirs. "So" opening an explanation goes,
//   and so does a leading "the" (rule 2: "Nerve in this tooth is inflamed …", "Best thing is to take it out").
// - Post-op instructions said to the patient ("don't have anything hot to drink", "keep biting on that gauze for 20
//   minutes", "no eating or drinking for 30 minutes") are advice, so CONSULT (as more58's advice after treatment);
//   "post op instructions given" / "written sheet given" said to the recorder are TX items. Diet and smoking cessation
//   advice are CONSULT (as more58 bh27 / bh28).
// - Booking talk is written as said: "we'll see you in 2 weeks for the other side", "we'll get you booked in for the
//   fillings first", "we'll see her in a month to reapply the SDF" are NV; talk of a check-up, recall, cleaning or
//   review ("your check up in 6 months", "we'll see you in a week to check it", "see you at your next cleaning", "if it's
//   still sore, come back") is F/U. A nurse's booking question is dropped and the clinician's answer is the NV ("Yes
//   please, RCT 46 completion in 3 weeks" → "RCT 46 completion in 3 weeks").
// - Speaker labels (Dr:, Pt:, DN:, DA:, Mom:) are dropped; the nurse's / assistant's lines ("Charted.", "Got it.", a
//   read-back "#T occlusal caries, small.", "Shall I book the next one?") carry nothing for the note and are dropped, so a
//   chart entry read back by the nurse is written once.
// - Palmer call-outs: a bare tooth digit in a charting run continues the last quadrant named ("upper right eight missing
//   seven occlusal amalgam six crown" → UR8, UR7, UR6; "lower left eight partially erupted six occlusal composite" → LL8,
//   LL6), also in DX ("caries upper left six and seven" → "Caries UL6, UL7"). Universal numbers said after "number two
//   sound" are teeth too ("three mesial occlusal distal amalgam" → #3).
// - A BPE called out by sextant names is written as scores ("upper right four star upper anterior two upper left three
//   lower left three lower anterior two lower right four" → "BPE 4* 2 3 / 3 2 4"). A furcation said tooth-first
//   ("number three furcation class one") is a chart entry, as tooth-first mobility was in more58; pockets and bleeding
//   by region stay PERIO.
// - The patient's pleased remarks ("that's lovely you can't see them at all", "It looks just like the others", "That's
//   much better already") and remarks about a child said to the recorder ("he was a superstar", "sticker given") are
//   NOTES, as are the child's age and who came with them (as more58), "mom in the waiting room", a guardian note and a
//   scheduling wish; the context an orthodontist gave for the visit ("Braces come off next month and the orthodontist
//   asked us to do this first") is CC. A night-time bottle told in answer to the dentist's question, in the carer's
//   account of the complaint, stays in the CC (as more58 bh23).
// - Titles: a first-stage root canal whose steps name no table procedure takes "RCT LR6" from the CC (as more56 bf02);
//   "night guard … tried in" at a delivery is "Night guard"; "IRM placed", a supragingival scale, toothbrushing
//   instruction, nitrous oxide and a glass ionomer base with no tooth are no titles; a review of a filling, a post-op
//   check and a periodic exam "after her cleaning with the hygienist" take no title from the CC. US sealants are dictated
//   "fissure sealants" in the treatment step so that they are titles (as more58); "occlusal sealant" in a chart entry
//   keeps its word (a sealant is not in rule 4's list). A "stainless steel crown on k size four" is "Stainless steel crown
//   #K size 4" in TX and "SSC #K" in TX TODAY.
// - Numbers: "a one c" → "A1c", "three oh chromic gut" → "3-0 chromic gut", "class one" → "class 1", "stage three grade
//   c" → "stage 3 grade C"; "a couple of", "a month", "a week", "a day" stay words. Brand names are written as their
//   makers write them (Sof-Lex, WaveOne Gold, LuxaCore, Protemp, TempBond, RelyX Unicem, Cavitron, Arestin, Waterpik,
//   Proxabrush, Ketac Cem, Gelfoam, AH Plus, Elastoplast).
// - In recogniser-style text fields a new clause starts a new sentence and "and" / "so" / "then" opening a clause go (as
//   more58); one subject with two verbs stays one clause ("fell off the couch … and hit her mouth", "we'll clean it out
//   and put a tooth colored filling in"). A run of short advice said without a verb ("no rinsing today no smoking or hot
//   drinks either") is cut where a careful writer would put full stops.
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said (dq04's "review if any problems" is the F/U; dq30's "6 months"
//   is said only in the F/U).
import { defineCase, type NotesCase } from '../case.ts';

export const more119Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'dq01-uk-asr-fdi-check-up-q-and-a-history-chart-call-out-bpe-bitewings-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come on in have a seat routine check up today any problems at all no just a bit of bleeding when I brush um any changes to your medical history since last time no still on the statins and the blood pressure tablet amlodipine any allergies no lovely pop your glasses on for me extra oral nad intra oral soft tissues healthy right can you chart for me please one eight missing one seven occlusal amalgam one six crown one five sound two six mesial occlusal composite two seven occlusal amalgam three six mesial caries three seven sound four six disto occlusal amalgam four seven occlusal composite bpe two one two two two two bleeding lower anteriors bitewings taken grade one three six mesial caries into dentine no other caries diagnosis caries three six so you've got a bit of decay on the front of this back tooth on the bottom left it's only small we can fill that next time is it going to hurt no we'll numb it up you won't feel a thing scale and polish oral hygiene instruction interdental brushes for the lower front teeth we'll see you in a couple of weeks for that filling and then your check up in six months",
    expect: {
      CC: 'Routine check up today. No problems at all. Just a bit of bleeding when I brush',
      'MED HX': 'No changes since last time. Still on the statins and the blood pressure tablet amlodipine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 1 2 / 2 2 2. Bleeding lower anteriors',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'O amalgam'],
        ['16', 'Crown'],
        ['15', 'Sound'],
        ['26', 'MO composite'],
        ['27', 'O amalgam'],
        ['36', 'M caries'],
        ['37', 'Sound'],
        ['46', 'DO amalgam'],
        ['47', 'O composite'],
      ],
      RADIO: 'Bitewings taken grade 1. 36 mesial caries into dentine. No other caries',
      DX: ['Caries 36'],
      CONSULT:
        "You've got a bit of decay on the front of this back tooth on the bottom left. It's only small. We can fill that next time. Is it going to hurt. No we'll numb it up. You won't feel a thing",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes for the lower front teeth'],
      NV: ["We'll see you in a couple of weeks for that filling"],
      'F/U': 'Your check up in 6 months',
    },
  }),
  defineCase({
    id: 'dq02-uk-asr-fdi-do-composite-46-d-composite-45-consent-aloud-other-side',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the two fillings on the lower right any changes to your medical history no and any allergies no okay can you chart four six disto occlusal caries four five distal caries four seven sound so both of these have got decay in between them we'll do white fillings on both today are you happy for us to go ahead yes that's fine verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration four six and four five little scratch now that's it all done rubber dam four seven to four four caries removed four six dentine firm no exposure sectional matrix and wedge etch bond disto occlusal composite four six shade a two then four five caries removed distal composite four five shade a two sorry a three nearly there open a bit wider for me lovely dam off bite checked polished you'll be numb for a couple of hours don't have anything hot to drink be careful not to bite your lip can I still go to the gym tonight yes that's fine we'll see you in two weeks for the other side",
    expect: {
      CC: '2 fillings on the lower right',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['46', 'DO caries'],
        ['45', 'D caries'],
        ['47', 'Sound'],
      ],
      CONSULT:
        "Both of these have got decay in between them. We'll do white fillings on both today. You'll be numb for a couple of hours. Don't have anything hot to drink. Be careful not to bite your lip. Can I still go to the gym tonight. Yes that's fine",
      CONSENT: "Are you happy for us to go ahead. Yes that's fine. Verbal consent",
      'TX TODAY': ['DO composite 46', 'D composite 45'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46, 45',
        'Rubber dam 47 to 44',
        'Caries removed 46',
        'Dentine firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 46',
        'Shade A2',
        '45 caries removed',
        'D composite 45',
        'Shade A3',
        'Dam off',
        'Bite checked',
        'Polished',
      ],
      NV: ["We'll see you in 2 weeks for the other side"],
    },
  }),
  defineCase({
    id: 'dq03-uk-typed-labels-fdi-emergency-extirpation-46-nhs-band-nurse-booking',
    style: 'UK',
    asr: false,
    transcript:
      "Dr: Emergency appointment. Hello, come through and have a seat. What's been happening?\nPt: My bottom right tooth has been throbbing since Saturday. It kept me up last night.\nDr: Any changes to your medical history?\nPt: I've been put on lansoprazole for my stomach, nothing else.\nDr: Any allergies?\nPt: No.\nDr: EO: no swelling, no lymphadenopathy. 46 large DO amalgam, recurrent caries distally, TTP +, lingering pain to cold. 47 sound. 45 sound.\nDN: Charted.\nDr: PA 46: caries approaching the pulp, widened PDL distal root. Dx irreversible pulpitis 46. So the nerve in this tooth is inflamed and it won't settle by itself. We can either start a root canal or take the tooth out.\nPt: I'd rather keep it if I can. How much is the root canal?\nDr: On the NHS it's band 2, £70.70.\nPt: That's fine.\nDr: Are you happy for us to start it today?\nPt: Yes, go on.\nDr: Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB right. 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infiltration 46. Rubber dam. Amalgam removed, caries removed, pulp exposed distally. Pulp extirpated 46, 4 canals, irrigated with sodium hypochlorite. Ledermix and Cavit. It might ache for a day or so, take ibuprofen if you need it.\nDN: Shall I book the next one?\nDr: Yes please, RCT 46 completion in 3 weeks.\nPt: Thanks very much.",
    expect: {
      CC: 'Emergency appointment. My bottom right tooth has been throbbing since Saturday. It kept me up last night',
      'MED HX': "I've been put on lansoprazole for my stomach, nothing else. No allergies",
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['46', 'Large DO amalgam, recurrent caries distally, TTP +, lingering pain to cold'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46: caries approaching the pulp, widened PDL distal root',
      DX: ['Irreversible pulpitis 46'],
      CONSULT:
        "Nerve in this tooth is inflamed and it won't settle by itself. We can either start a root canal or take the tooth out. I'd rather keep it if I can. How much is the root canal? On the NHS it's band 2, £70.70. That's fine. It might ache for a day or so, take ibuprofen if you need it",
      CONSENT: 'Are you happy for us to start it today? Yes, go on. Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam',
        'Amalgam removed',
        'Caries removed',
        'Pulp exposed distally',
        'Pulp extirpated 46',
        '4 canals',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
      ],
      NV: ['RCT 46 completion in 3 weeks'],
    },
  }),
  defineCase({
    id: 'dq04-uk-asr-fdi-xla-28-aspirin-sorry-mo-instructions-aloud-appends-notes-change',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's in for the extraction of the upper left wisdom tooth it keeps catching his cheek anything changed medically since we last saw you yeah I'm on aspirin now seventy five milligrams a day the gp started me on it last month any allergies no two eight buccally inclined disto occlusal caries sorry mesio occlusal caries two seven sound small ulcer on the cheek opposite two eight so like we talked about last time it's rubbing on your cheek it's got decay in it as well so the best thing is to take it out you might feel some pushing and hear a bit of a crack but no pain are you still happy to go ahead yes just get it out consent form signed la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two eight and one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration two eight could I have the upper wisdom forceps please thanks er extracted two eight with a luxator and forceps roots complete haemostasis achieved keep biting on that gauze for twenty minutes for me no rinsing today no smoking or hot drinks either paracetamol if it's sore post op instructions given written sheet given review if any problems",
    appends: [
      "add to notes he's off to spain on friday so wanted it out before then",
      'change review if any problems to review in one week',
    ],
    expect: {
      CC: 'Extraction of the upper left wisdom tooth. It keeps catching his cheek',
      'MED HX': "I'm on aspirin now 75 mg a day. GP started me on it last month. No allergies",
      INTRA: 'Small ulcer on the cheek opposite 28',
      DENTAL: [
        ['28', 'Buccally inclined MO caries'],
        ['27', 'Sound'],
      ],
      CONSULT:
        "Like we talked about last time it's rubbing on your cheek. It's got decay in it as well. Best thing is to take it out. You might feel some pushing and hear a bit of a crack but no pain. Keep biting on that gauze for 20 minutes for me. No rinsing today. No smoking or hot drinks either. Paracetamol if it's sore",
      CONSENT: 'Are you still happy to go ahead. Yes just get it out. Consent form signed',
      'TX TODAY': ['Extraction 28'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 28',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration 28',
        'Extracted 28 with a luxator and forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given',
        'Written sheet given',
      ],
      NOTES: "He's off to Spain on Friday so wanted it out before then",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'dq05-uk-typed-labels-fdi-terse-review-filling-25-no-title',
    style: 'UK',
    asr: false,
    transcript:
      "Dr: Review of the filling on 25. How's it been?\nPt: Fine now, the cold sensitivity has gone.\nDr: 25 MO composite intact, not TTP. Bite checked, no high spots. Good. Recall as planned.",
    expect: {
      CC: 'Review of the filling on 25. Fine now, the cold sensitivity has gone',
      DENTAL: [['25', 'MO composite intact, not TTP']],
      TX: ['Bite checked', 'No high spots'],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'dq06-uk-typed-no-labels-fdi-private-crown-prep-26-trios-temp-questions',
    style: 'UK',
    asr: false,
    transcript:
      "Crown prep on 26 today, private, as planned. Any changes to your medical history? No. Any allergies? No. Right, 26 large MOD amalgam, cracked palatal cusp. 27 sound. 25 DO composite. So, as we said last time, the crown will protect that cracked cusp. Will it look like my other teeth? Yes, it's porcelain, we'll match the shade to your own teeth. Happy to go ahead? Yes. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal and palatal infiltration 26. Just a bit of pressure now. Amalgam removed. Core built up in LuxaCore. Crown prep 26, 1.5 mm occlusal reduction, chamfer margins. Size 0 cord. Scanned with the Trios. Bite scan. Shade A3. Temporary crown in Protemp, cemented with TempBond. Bite checked. That's a temporary, it's a bit softer, so avoid sticky foods on that side and slide the floss out sideways. We'll see you in two weeks to fit the crown.",
    expect: {
      CC: 'Crown prep on 26 today, private, as planned',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['26', 'Large MOD amalgam, cracked P cusp'],
        ['27', 'Sound'],
        ['25', 'DO composite'],
      ],
      CONSULT:
        "As we said last time, the crown will protect that cracked cusp. Will it look like my other teeth? Yes, it's porcelain, we'll match the shade to your own teeth. That's a temporary, it's a bit softer, so avoid sticky foods on that side and slide the floss out sideways",
      CONSENT: 'Happy to go ahead? Yes. Verbal consent',
      'TX TODAY': ['Crown prep 26', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Amalgam removed',
        'Core built up in LuxaCore',
        'Crown prep 26',
        '1.5 mm occlusal reduction',
        'Chamfer margins',
        'Size 0 cord',
        'Scanned with the Trios',
        'Bite scan',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Bite checked',
      ],
      NV: ["We'll see you in 2 weeks to fit the crown"],
    },
  }),
  defineCase({
    id: 'dq07-uk-asr-fdi-new-patient-perio-bpe-by-sextant-opg-referral-appends-notes-nv',
    style: 'UK',
    asr: true,
    transcript:
      "new patient exam she's transferred from another practice any problems at all my gums bleed a lot my partner says I've got bad breath any medical problems I've got type two diabetes on metformin any allergies no do you smoke yeah I smoke about ten a day okay extra oral nad intra oral soft tissues nad bpe can you put upper right four star upper anterior two upper left three lower left three lower anterior two lower right four generalised bleeding on probing heavy subgingival calculus lower anteriors one six grade one mobility rest of the teeth sound no restorations opg taken grade one generalised horizontal bone loss about forty percent worst around the first molars diagnosis generalised periodontitis stage three grade c so your gums have got an infection underneath that's made some of the bone around your teeth shrink the smoking and the diabetes both make it worse will my teeth fall out if we get it under control now we can keep most of them but stopping smoking is the biggest thing you can do I'll try she's keen to try today supragingival scale oral hygiene instruction interdental brushes smoking cessation advice given plan referral to the hygienist for root surface debridement all four quadrants under local we'll see you back for a re-evaluation three months after that",
    appends: ["add to notes she's nervous about injections", 'next visit rsd upper right and lower right with the hygienist'],
    expect: {
      CC: "New patient exam. She's transferred from another practice. My gums bleed a lot. My partner says I've got bad breath",
      'MED HX': "I've got type 2 diabetes on metformin. No allergies. I smoke about 10 a day",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Rest of the teeth sound. No restorations',
      PERIO: 'BPE 4* 2 3 / 3 2 4. Generalised bleeding on probing. Heavy subgingival calculus lower anteriors',
      DENTAL: [['16', 'Grade 1 mobility']],
      RADIO: 'OPG taken grade 1. Generalised horizontal bone loss about 40% worst around the first molars',
      DX: ['Generalised periodontitis stage 3 grade C'],
      CONSULT:
        "Your gums have got an infection underneath that's made some of the bone around your teeth shrink. Smoking and the diabetes both make it worse. Will my teeth fall out. If we get it under control now we can keep most of them but stopping smoking is the biggest thing you can do. I'll try. She's keen to try. Smoking cessation advice given",
      'TX TODAY': ['OHI'],
      TX: ['Supragingival scale', 'Oral hygiene instruction interdental brushes'],
      'TX PLAN': ['Referral to the hygienist for RSD all 4 quadrants under local'],
      NOTES: "She's nervous about injections",
      NV: ['RSD upper right and lower right with the hygienist'],
      'F/U': "We'll see you back for a re-evaluation 3 months after that",
    },
  }),
  defineCase({
    id: 'dq08-uk-asr-fdi-child-6-check-up-dad-primary-call-out-fluoride-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come and sit in the big chair six year old here for her check up dad's with her any problems dad no she's been fine any medical problems or medicines no she's healthy any allergies no open nice and big for me can you chart for me five five occlusal caries five four sound six four sound seven four disto occlusal caries seven five sound eight four sound eight five sound three six and four six erupting one one and two one through fine so she's got a couple of small holes in her back baby teeth top right and bottom left we can do those with a small white filling or a silver one does she need an injection probably for the bottom one we'll see how she gets on fluoride varnish applied toothbrushing instruction with dad she sat beautifully we'll see her in two weeks for the first filling recall six months for the check up",
    expect: {
      CC: "Her check up. No problems. She's been fine",
      'MED HX': "No medical problems or medicines. She's healthy. No allergies",
      DENTAL: [
        ['55', 'O caries'],
        ['54', 'Sound'],
        ['64', 'Sound'],
        ['74', 'DO caries'],
        ['75', 'Sound'],
        ['84', 'Sound'],
        ['85', 'Sound'],
        ['36', 'Erupting'],
        ['46', 'Erupting'],
        ['11', 'Through fine'],
        ['21', 'Through fine'],
      ],
      CONSULT:
        "She's got a couple of small holes in her back baby teeth top right and bottom left. We can do those with a small white filling or a silver one. Does she need an injection. Probably for the bottom one. We'll see how she gets on",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with dad'],
      NOTES: "6 year old. Dad's with her. She sat beautifully",
      NV: ["We'll see her in 2 weeks for the first filling"],
      'F/U': 'Recall 6 months for the check up',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'dq09-uk-asr-palmer-check-up-quadrant-run-chart-ll6-fractured-l-cusp-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "morning come on in six month check up any problems no all good any changes to your medical history I had my hip replaced this year otherwise the same any allergies I'm allergic to penicillin yes I've got that extra oral nad intra oral nad charting upper right eight missing seven occlusal amalgam six crown five sound four sound upper left four sound five mesial occlusal composite six occlusal amalgam seven sound lower left seven missing six disto occlusal amalgam fractured lingual cusp five sound lower right six occlusal composite seven buccal cervical caries bpe one two one one two one no bitewings due this time so this filling on your lower left has broken a little bit at the edge we should replace it maybe with a crown eventually but a new filling for now and the little one on the lower right seven we'll do at the same time is that urgent not urgent but I wouldn't leave it more than a couple of months okay book me in then today scale and polish we'll see you in a month for the lower left filling",
    expect: {
      CC: '6 month check up. No problems. All good',
      'MED HX': "I had my hip replaced this year. Otherwise the same. I'm allergic to penicillin",
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 1 / 1 2 1',
      DENTAL: [
        ['UR8', 'Missing'],
        ['UR7', 'O amalgam'],
        ['UR6', 'Crown'],
        ['UR5', 'Sound'],
        ['UR4', 'Sound'],
        ['UL4', 'Sound'],
        ['UL5', 'MO composite'],
        ['UL6', 'O amalgam'],
        ['UL7', 'Sound'],
        ['LL7', 'Missing'],
        ['LL6', 'DO amalgam fractured L cusp', 'L cusp'],
        ['LL5', 'Sound'],
        ['LR6', 'O composite'],
        ['LR7', 'B cervical caries'],
      ],
      RADIO: 'No bitewings due this time',
      CONSULT:
        "This filling on your lower left has broken a little bit at the edge. We should replace it maybe with a crown eventually but a new filling for now. Little one on LR7 we'll do at the same time. Is that urgent. Not urgent but I wouldn't leave it more than a couple of months. Book me in then",
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish'],
      NV: ["We'll see you in a month for the lower left filling"],
    },
  }),
  defineCase({
    id: 'dq10-uk-asr-palmer-m-composite-ul1-d-composite-ul2-shade-daylight-mirror',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for the two front fillings upper left any changes to your medical history since last time no any allergies no upper left one small mesial caries upper left two small distal caries so you've got two small areas of decay between your front teeth here we'll do white fillings matched to your teeth will anyone be able to tell no they blend in really well are you happy for us to carry on yes please lovely verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration upper left one and upper left two little scratch there we go shade a two chosen with the patient in natural light rubber dam mesial caries removed upper left one distal caries removed upper left two mylar strip and wedge etch bond mesial composite upper left one distal composite upper left two finished with sof lex discs have a look in the mirror for me that's lovely you can't see them at all polished occlusion checked you'll be numb for an hour or so careful with hot drinks we'll see you at your check up in six months",
    expect: {
      CC: '2 front fillings upper left',
      'MED HX': 'No changes since last time. No allergies',
      DENTAL: [
        ['UL1', 'Small M caries'],
        ['UL2', 'Small D caries'],
      ],
      CONSULT:
        "You've got 2 small areas of decay between your front teeth here. We'll do white fillings matched to your teeth. Will anyone be able to tell. No they blend in really well. You'll be numb for an hour or so. Careful with hot drinks",
      CONSENT: 'Are you happy for us to carry on. Yes please. Verbal consent',
      'TX TODAY': ['M composite UL1', 'D composite UL2'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration UL1, UL2',
        'Shade A2 chosen with the patient in natural light',
        'Rubber dam',
        'M caries removed UL1',
        'D caries removed UL2',
        'Mylar strip and wedge',
        'Etch',
        'Bond',
        'M composite UL1',
        'D composite UL2',
        'Finished with Sof-Lex discs',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: "That's lovely. You can't see them at all",
      'F/U': "We'll see you at your check up in 6 months",
    },
  }),
  defineCase({
    id: 'dq11-uk-typed-labels-palmer-new-lower-denture-eased-ll4-ulcer-come-back',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dr: Hello again. So the new lower denture's rubbing?\nPt: Yes, on the left, under my tongue. It's been sore since Tuesday.\nDr: Any changes with your medicines?\nPt: They've upped my levothyroxine, that's all.\nDr: OK. IO: 3 mm ulcer left lingual sulcus opposite LL4, lingual flange overextended there. LL3 sound. LR3 sound but slight mobility.\nDN: Do you want the acrylic bur?\nDr: Yes please. Eased lingual flange LL4 region with acrylic bur. Checked with PIP. Smoothed and polished. Pop it back in, try that.\nPt: That's much better already.\nDr: Leave it out as much as you can for a couple of days and use warm salt water rinses. If it's still sore, come back.\nPt: Will it need doing again?\nDr: Possibly a small adjustment, that's normal with a new one. Review in 2 weeks.",
    expect: {
      CC: "New lower denture's rubbing. On the left, under my tongue. It's been sore since Tuesday",
      'MED HX': "They've upped my levothyroxine, that's all",
      INTRA: '3 mm ulcer left lingual sulcus opposite LL4, lingual flange overextended there',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound but slight mobility'],
      ],
      CONSULT:
        "Leave it out as much as you can for a couple of days and use warm salt water rinses. Will it need doing again? Possibly a small adjustment, that's normal with a new one",
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased lingual flange LL4 region with acrylic bur', 'Checked with PIP', 'Smoothed and polished'],
      NOTES: "That's much better already",
      'F/U': "If it's still sore, come back. Review in 2 weeks",
    },
  }),
  defineCase({
    id: 'dq12-uk-asr-palmer-rct-lr6-first-stage-title-from-cc-thumbs-up-three-weeks',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for the root canal on the lower right six first stage it's been a bit sore on and off since the dressing any changes to your medical history no still on the sertraline any allergies no lower right six temporary dressing intact tender to percussion lower right seven sound so we'll clean out the canals and put a dressing in this time and finish it next time are you okay for us to go ahead yeah fine verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline inferior dental block right then one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower right six rubber dam access through the dressing four canals found um working lengths with the apex locator twenty one millimetres mesial canals twenty millimetres distal canals you okay give me a thumbs up great prepared with waveone gold primary irrigated with sodium hypochlorite calcium hydroxide dressing and cavit it may be a bit tender for a couple of days take ibuprofen if you need it we'll see you in three weeks to finish it off",
    expect: {
      CC: "Root canal on LR6 first stage. It's been a bit sore on and off since the dressing",
      'MED HX': 'No changes. Still on the sertraline. No allergies',
      DENTAL: [
        ['LR6', 'Temporary dressing intact tender to percussion'],
        ['LR7', 'Sound'],
      ],
      CONSULT:
        "We'll clean out the canals and put a dressing in this time and finish it next time. It may be a bit tender for a couple of days. Take ibuprofen if you need it",
      CONSENT: 'Are you okay for us to go ahead. Yeah fine. Verbal consent',
      'TX TODAY': ['RCT LR6'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam',
        'Access through the dressing',
        '4 canals found',
        'Working lengths with the apex locator 21 mm M canals 20 mm D canals',
        'Prepared with WaveOne Gold Primary',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing and Cavit',
      ],
      NV: ["We'll see you in 3 weeks to finish it off"],
    },
  }),
  defineCase({
    id: 'dq13-uk-asr-palmer-child-7-fissure-sealants-four-sixes-lle-watch-is-that-okay',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old attended with mum for fissure sealants on the six year molars hi there do you want to wear the cool glasses any changes to his health mum no he's fine any allergies no upper right six and upper left six fully erupted deep fissures lower left six and lower right six fully erupted deep fissures lower left e disto occlusal caries small upper right e sound so the back baby tooth on the bottom left has a small hole we'll keep an eye on it with fluoride rather than fill it as it's due to come out in a few years is that okay with you yes that's fine fissure sealants upper right six upper left six lower left six lower right six under cotton wool rolls etch rinse dry sealant cured checked fluoride varnish on all teeth toothbrushing instruction with mum two minutes twice a day with a pea sized blob he was a superstar sticker given recall six months",
    expect: {
      CC: 'Fissure sealants on the 6 year molars',
      'MED HX': "No changes. He's fine. No allergies",
      DENTAL: [
        ['UR6', 'Fully erupted deep fissures'],
        ['UL6', 'Fully erupted deep fissures'],
        ['LL6', 'Fully erupted deep fissures'],
        ['LR6', 'Fully erupted deep fissures'],
        ['LLE', 'DO caries small'],
        ['URE', 'Sound'],
      ],
      CONSULT:
        "Back baby tooth on the bottom left has a small hole. We'll keep an eye on it with fluoride rather than fill it as it's due to come out in a few years. Is that okay with you. Yes that's fine",
      'TX TODAY': ['Fissure sealants UR6, UL6, LL6, LR6', 'Fluoride varnish'],
      TX: [
        'Fissure sealants UR6, UL6, LL6, LR6 under cotton wool rolls',
        'Etch',
        'Rinse',
        'Dry',
        'Sealant cured',
        'Checked',
        'Fluoride varnish on all teeth',
        'Toothbrushing instruction with mum 2 minutes twice a day with a pea sized blob',
      ],
      NOTES: '7 year old attended with mum. He was a superstar. Sticker given',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dq14-uk-typed-labels-palmer-crown-fit-ul6-temp-came-off-p-cusp-adjusted',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dr: Crown fit UL6. Any problems with the temporary?\nPt: It came off once, I pushed it back on.\nDr: Fine. Any changes to your health?\nPt: No.\nDr: UL6 temp in place. Gingiva healthy. UL5 and UL7 sound. No LA. Temp off, prep cleaned with pumice. Try-in: contacts good both sides, margins good. Have a look at the colour.\nPt: It looks just like the others.\nDr: Cemented with RelyX Unicem, excess removed, floss through. Bite on the paper for me. High on the palatal cusp, adjusted and polished. How does that feel?\nPt: Feels normal.\nDr: Good. Treat it like a natural tooth now, just keep flossing around it. We'll see you at your check-up in six months.",
    expect: {
      CC: 'Crown fit UL6. It came off once, I pushed it back on',
      'MED HX': 'No changes',
      PERIO: 'Gingiva healthy',
      DENTAL: [
        ['UL6', 'Temp in place'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      CONSULT: 'Treat it like a natural tooth now, just keep flossing around it',
      'TX TODAY': ['Crown fit UL6'],
      TX: [
        'No LA',
        'Temp off',
        'Prep cleaned with pumice',
        'Try-in: contacts good both sides',
        'Margins good',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through',
        'High on the P cusp',
        'Adjusted and polished',
      ],
      NOTES: 'It looks just like the others. Feels normal',
      'F/U': "We'll see you at your check-up in 6 months",
    },
  }),
  defineCase({
    id: 'dq15-uk-asr-palmer-long-new-patient-ul6-ul7-caries-sugar-plan-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient she's moved to the area last saw a dentist about three years ago any problems at the moment the top left side is sensitive to cold sweet things as well any medical conditions asthma I use the brown and the blue inhalers any allergies elastoplast brings me out in a rash do you smoke no I've never smoked maybe a glass of wine at the weekend extra oral tmj clicks on opening on the left no pain lymph nodes nad intra oral soft tissues healthy mild linea alba charting please upper right six occlusal amalgam seven occlusal amalgam upper left six mesial occlusal distal amalgam with distal caries seven disto occlusal caries eight unerupted lower left eight partially erupted six occlusal composite lower right six occlusal composite eight missing bpe two two two two one two bitewings taken grade one distal caries upper left six into dentine upper left seven distal caries approaching the pulp so the sensitivity is coming from these two teeth on the top left the back one has quite deep decay it might need a root canal in the end but we'll try a filling first is it from the sugar in my coffee possibly snacking between meals makes it worse too I take three sugars yes that'll do it diagnosis caries upper left six and seven diet advice cut down the sugar in drinks plan mesial occlusal distal amalgam replacement upper left six composite upper left seven possible rct upper left seven scale and polish with the hygienist we'll get you booked in for the fillings first",
    appends: [
      "add to notes she's a bit nervous and would like short appointments",
      'next visit mesial occlusal distal amalgam upper left six',
    ],
    expect: {
      CC: "New patient. She's moved to the area. Last saw a dentist about 3 years ago. Top left side is sensitive to cold. Sweet things as well",
      'MED HX':
        "Asthma. I use the brown and the blue inhalers. Elastoplast brings me out in a rash. I've never smoked. Maybe a glass of wine at the weekend",
      EXTRA: 'TMJ clicks on opening on the left. No pain. Lymph nodes NAD',
      INTRA: 'Soft tissues healthy. Mild linea alba',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['UR6', 'O amalgam'],
        ['UR7', 'O amalgam'],
        ['UL6', 'MOD amalgam with D caries'],
        ['UL7', 'DO caries'],
        ['UL8', 'Unerupted'],
        ['LL8', 'Partially erupted'],
        ['LL6', 'O composite'],
        ['LR6', 'O composite'],
        ['LR8', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. Distal caries UL6 into dentine. UL7 distal caries approaching the pulp',
      DX: ['Caries UL6, UL7'],
      CONSULT:
        "Sensitivity is coming from these 2 teeth on the top left. Back one has quite deep decay. It might need a root canal in the end but we'll try a filling first. Is it from the sugar in my coffee. Possibly. Snacking between meals makes it worse too. I take 3 sugars. Yes that'll do it. Diet advice cut down the sugar in drinks",
      'TX PLAN': ['MOD amalgam replacement UL6', 'Composite UL7', 'Possible RCT UL7', 'Scale and polish with the hygienist'],
      NOTES: "She's a bit nervous and would like short appointments",
      NV: ["We'll get you booked in for the fillings first", 'MOD amalgam UL6'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice, adults (Universal)
  defineCase({
    id: 'dq16-us-asr-periodic-exam-chart-call-out-scratch-that-psr-insurance-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi good to see you again periodic exam after her cleaning with the hygienist any changes to your health history nope still on lisinopril for blood pressure and allergies I'm still allergic to sulfa okay extraoral within normal limits intraoral oral cancer screening negative can you chart for me number two sound three mesial occlusal distal amalgam four sound fourteen full gold crown fifteen mesial occlusal composite nineteen root canal and crown twenty distal occlusal caries thirty occlusal amalgam scratch that thirty occlusal composite thirty one sound psr two two two two two two four bitewings number twenty distal caries into dentin everything else looks good so you've got a cavity starting between these two teeth on the lower left we can do a tooth colored filling will insurance cover that it's usually covered at eighty percent the front desk will go over it with you before you leave okay let's do it diagnosis caries number twenty next visit distal occlusal composite twenty recall six months",
    expect: {
      CC: 'Periodic exam after her cleaning with the hygienist',
      'MED HX': "No changes. Still on lisinopril for blood pressure. I'm still allergic to sulfa",
      EXTRA: 'Within normal limits',
      INTRA: 'Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['2', 'Sound'],
        ['3', 'MOD amalgam'],
        ['4', 'Sound'],
        ['14', 'Full gold crown'],
        ['15', 'MO composite'],
        ['19', 'Root canal and crown'],
        ['20', 'DO caries'],
        ['30', 'O composite'],
        ['31', 'Sound'],
      ],
      RADIO: '4 bitewings. #20 distal caries into dentin. Everything else looks good',
      DX: ['Caries #20'],
      CONSULT:
        "You've got a cavity starting between these 2 teeth on the lower left. We can do a tooth colored filling. Will insurance cover that. It's usually covered at 80%. Front desk will go over it with you before you leave. Let's do it",
      NV: ['DO composite #20'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dq17-us-asr-mo-composite-19-consent-aloud-pinch-coffee-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the filling on nineteen anything new with your health since last time no any allergies no okay so like we talked about there's a cavity between these two teeth on the lower left we'll clean it out and put a tooth colored filling in are you okay with us going ahead with that yeah let's do it patient gave verbal consent number nineteen mesial occlusal caries number eighteen sound topical benzocaine then two carpules lidocaine two percent one to one hundred thousand epi left ianb you'll feel a little pinch there we go rubber dam caries removed close to the pulp vitrebond liner tofflemire and wedge etched bonded mesial occlusal composite nineteen shade a two cured you're doing great almost done occlusion checked polished you're going to be numb for a couple hours don't chew on that side until it wears off it might be a little sensitive to cold for a few days that's normal can I have coffee yes just be careful it's not too hot see you at your cleaning in six months",
    expect: {
      CC: 'Filling on #19',
      'MED HX': 'Nothing new since last time. No allergies',
      DENTAL: [
        ['19', 'MO caries'],
        ['18', 'Sound'],
      ],
      CONSULT:
        "Like we talked about there's a cavity between these 2 teeth on the lower left. We'll clean it out and put a tooth colored filling in. You're going to be numb for a couple hours. Don't chew on that side until it wears off. It might be a little sensitive to cold for a few days. That's normal. Can I have coffee. Yes just be careful it's not too hot",
      CONSENT: "Are you okay with us going ahead with that. Yeah let's do it. Patient gave verbal consent",
      'TX TODAY': ['MO composite #19'],
      TX: [
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed close to the pulp',
        'Vitrebond liner',
        'Tofflemire and wedge',
        'Etched',
        'Bonded',
        'MO composite #19',
        'Shade A2',
        'Cured',
        'Occlusion checked',
        'Polished',
      ],
      'F/U': 'See you at your cleaning in 6 months',
    },
  }),
  defineCase({
    id: 'dq18-us-typed-labels-limited-exam-fractured-dl-cusp-14-irm-no-title-crown-choice',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dr: Limited exam, emergency. What happened?\nPt: I broke a tooth on the top left on a popcorn kernel last night. It's sharp but it doesn't hurt.\nDr: Any changes in your health since we last saw you?\nPt: I'm on Eliquis now for AFib.\nDr: Any allergies?\nPt: Still allergic to codeine.\nDr: #14 MOD amalgam, DL cusp fractured, fracture ends just above the gumline, not TTP, cold normal. #13 sound. #15 O amalgam.\nDA: Got it.\nDr: PA #14: no periapical pathology, no caries. Dx: fractured cusp #14. So the back corner of this tooth has broken off. The nerve looks healthy, but the tooth needs a crown to protect what's left. I can smooth it and put a temporary filling in for now.\nPt: Do I need to be numb for that?\nDr: No, it won't hurt.\nPt: OK. And I'll go ahead with the crown. Can we do it before my vacation?\nDr: We'll try. Smoothed sharp edges with a finishing bur. IRM placed over the fractured area. Bite checked. Avoid chewing hard foods on that side until the crown.\nDA: Shall I book the crown prep?\nDr: Yes, crown prep #14 in 2 weeks.",
    expect: {
      CC: "Limited exam, emergency. I broke a tooth on the top left on a popcorn kernel last night. It's sharp but it doesn't hurt",
      'MED HX': "I'm on Eliquis now for AFib. Still allergic to codeine",
      DENTAL: [
        ['14', 'MOD amalgam, DL cusp fractured, fracture ends just above the gumline, not TTP, cold normal', 'DL cusp'],
        ['13', 'Sound'],
        ['15', 'O amalgam'],
      ],
      RADIO: 'PA #14: no periapical pathology, no caries',
      DX: ['Fractured cusp #14'],
      CONSULT:
        "Back corner of this tooth has broken off. Nerve looks healthy, but the tooth needs a crown to protect what's left. I can smooth it and put a temporary filling in for now. Do I need to be numb for that? No, it won't hurt. I'll go ahead with the crown. Can we do it before my vacation? We'll try. Avoid chewing hard foods on that side until the crown",
      TX: ['Smoothed sharp edges with a finishing bur', 'IRM placed over the fractured area', 'Bite checked'],
      NV: ['Crown prep #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dq19-us-asr-srp-right-side-psr-furcation-3-arestin-waterpik-left-side-next',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for scaling and root planing upper right and lower right any changes to your health no still type two diabetic last a one c was seven point two any allergies no psr four three three three three four pockets up to six millimeters on the upper right molars bleeding on probing upper right and lower right number three furcation class one so we're going to clean deep under the gums on the right side today it'll be numb so you won't feel it will it hurt afterwards your gums might be a bit sore for a couple of days warm salt water helps two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper right uh one carpule lidocaine two percent one to one hundred thousand epi right ianb srp upper right and lower right with the cavitron and gracey curettes arestin placed number three distal pocket oral hygiene instruction with a waterpik and proxabrush you did great we'll see you in two weeks for the left side",
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes. Still type 2 diabetic. Last A1c was 7.2. No allergies',
      PERIO:
        'PSR 4 3 3 / 3 3 4. Pockets up to 6 mm on the upper right molars. Bleeding on probing upper right and lower right',
      DENTAL: [['3', 'Furcation class 1']],
      CONSULT:
        "We're going to clean deep under the gums on the right side today. It'll be numb so you won't feel it. Will it hurt afterwards. Your gums might be a bit sore for a couple of days. Warm salt water helps",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP upper right and lower right with the Cavitron and Gracey curettes',
        'Arestin placed #3 distal pocket',
        'Oral hygiene instruction with a Waterpik and Proxabrush',
      ],
      NV: ["We'll see you in 2 weeks for the left side"],
    },
  }),
  defineCase({
    id: 'dq20-us-asr-extraction-32-pericoronitis-i-mean-consent-form-gauze-instructions',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for the extraction of thirty two it's been aching on and off for months medical history any changes since last time no still taking metformin no allergies extraoral no swelling intraoral thirty two partially erupted distal caries mild pericoronitis thirty one sound pan from last visit thirty two mesioangular roots clear of the canal so we went over this last time the tooth is decayed with the gum getting infected over it we'll take it out today there's a small risk of numbness in the lip which is usually temporary how long will it take about twenty minutes are you okay to proceed yes I'm ready consent form signed two carpules lidocaine two percent one to one hundred thousand epi right ianb and one carpule articaine four percent buccal infiltration thirty one I mean thirty two elevated with a straight elevator extracted thirty two with forceps socket irrigated with saline gelfoam placed single three oh chromic gut suture bite on this gauze firmly for thirty minutes don't spit or use a straw or smoke for three days ice on the cheek today rx ibuprofen six hundred milligrams every six hours as needed we'll see you in a week to check it",
    expect: {
      CC: "Extraction of #32. It's been aching on and off for months",
      'MED HX': 'No changes since last time. Still taking metformin. No allergies',
      EXTRA: 'No swelling',
      DENTAL: [
        ['32', 'Partially erupted D caries mild pericoronitis'],
        ['31', 'Sound'],
      ],
      RADIO: 'Pan from last visit #32 mesioangular. Roots clear of the canal',
      CONSULT:
        "We went over this last time. Tooth is decayed with the gum getting infected over it. We'll take it out today. There's a small risk of numbness in the lip which is usually temporary. How long will it take. About 20 minutes. Bite on this gauze firmly for 30 minutes. Don't spit or use a straw or smoke for 3 days. Ice on the cheek today",
      CONSENT: "Are you okay to proceed. Yes I'm ready. Consent form signed",
      'TX TODAY': ['Extraction #32'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration #32',
        'Elevated with a straight elevator',
        'Extracted #32 with forceps',
        'Socket irrigated with saline',
        'Gelfoam placed',
        'Single 3-0 chromic gut suture',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': "We'll see you in a week to check it",
    },
  }),
  defineCase({
    id: 'dq21-us-typed-no-labels-night-guard-delivery-triad-reline-wear-facets',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Night guard delivery. Any changes to your health? No. Still grinding at night? Yes, my wife says it's worse when I'm stressed. Masseters tender bilaterally, no TMJ clicking. Wear facets #6, #11, #22, #27. Upper hard acrylic night guard tried in, seats fully, slight rock on the left. Relined with Triad in the left molar region. Occlusion adjusted to even contacts in centric and canine guidance in excursions. Polished. So, put it in every night, rinse it in the morning and brush it with cool water, not hot. Bring it with you to every checkup. Will it stop the headaches? It should help a lot, give it a few weeks. Recall 6 months.",
    expect: {
      CC: "Night guard delivery. Still grinding at night. My wife says it's worse when I'm stressed",
      'MED HX': 'No changes',
      EXTRA: 'Masseters tender bilaterally, no TMJ clicking',
      DENTAL: [
        ['6', 'Wear facets'],
        ['11', 'Wear facets'],
        ['22', 'Wear facets'],
        ['27', 'Wear facets'],
      ],
      CONSULT:
        'Put it in every night, rinse it in the morning and brush it with cool water, not hot. Bring it with you to every checkup. Will it stop the headaches? It should help a lot, give it a few weeks',
      'TX TODAY': ['Night guard'],
      TX: [
        'Upper hard acrylic night guard tried in',
        'Seats fully',
        'Slight rock on the left',
        'Relined with Triad in the left molar region',
        'Occlusion adjusted to even contacts in centric and canine guidance in excursions',
        'Polished',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dq22-us-asr-obturation-9-l-composite-go-gray-question-post-op-pa',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for completion of the root canal on number nine no pain since last time any changes to your health no number nine temporary intact not tender to percussion labial sinus tract from last time healed number eight and ten sound so we'll fill the canal and seal it up this time we'll talk about whitening the tooth later if it goes dark is it going to go gray it might darken a little over time but we can bleach it from the inside are you okay to go ahead yes please one carpule lidocaine two percent one to one hundred thousand epi labial infiltration nine rubber dam temporary and calcium hydroxide removed irrigated with sodium hypochlorite and edta dried with paper points master cone fit confirmed with a pa obturated number nine warm vertical with gutta percha and ah plus then lingual composite number nine to seal the access shade a one post op pa good fill to length no voids it'll be a bit tender to bite for a couple of days come back for your regular checkup in six months we'll x-ray it again in a year",
    expect: {
      CC: 'Completion of the root canal on #9. No pain since last time',
      'MED HX': 'No changes',
      INTRA: 'Labial sinus tract from last time healed',
      DENTAL: [
        ['9', 'Temporary intact not tender to percussion'],
        ['8', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO: 'Post-op PA good fill to length. No voids',
      CONSULT:
        "We'll fill the canal and seal it up this time. We'll talk about whitening the tooth later if it goes dark. Is it going to go gray. It might darken a little over time but we can bleach it from the inside. It'll be a bit tender to bite for a couple of days",
      CONSENT: 'Are you okay to go ahead. Yes please',
      'TX TODAY': ['Obturation #9', 'L composite #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9',
        'Rubber dam',
        'Temporary and calcium hydroxide removed',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Master cone fit confirmed with a PA',
        'Obturated #9 warm vertical with gutta percha and AH Plus',
        'L composite #9 to seal the access',
        'Shade A1',
      ],
      'F/U': "Come back for your regular checkup in 6 months. We'll x-ray it again in a year",
    },
  }),
  defineCase({
    id: 'dq23-us-typed-labels-terse-post-op-check-socket-17-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dr: 1 wk post-op check, #17 extraction. How's it feeling?\nPt: Fine, only sore the first 2 days.\nDr: Socket #17 healing well, suture gone, no dry socket. Good, you're all set. See you at your next cleaning.",
    expect: {
      CC: '1 wk post-op check, #17 extraction. Fine, only sore the first 2 days',
      INTRA: 'Socket #17 healing well, suture gone, no dry socket',
      'F/U': 'See you at your next cleaning',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric practice (Universal, letters)
  defineCase({
    id: 'dq24-us-asr-child-6-checkup-letters-call-out-sorry-k-ssc-wiggly-incisors',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi buddy are you ready to count your teeth six year old here for his six month checkup mom is with him any concerns he says his bottom tooth is wiggly any health changes no he's healthy no meds no allergies can you chart for me letter a occlusal sealant b sound i sound j occlusal caries k distal occlusal stainless steel crown sorry k stainless steel crown l sound s sound t sound o and p mobile numbers twenty four and twenty five erupting lingually three fourteen nineteen and thirty erupting two bitewings j occlusal caries into dentin so he's got a small cavity on the top back tooth on the left we can do that with a tooth colored filling next time and the front bottom teeth are wiggly because the big teeth are coming in behind them that's normal should we pull them no they usually fall out by themselves within a few months prophy fluoride varnish he did awesome next visit occlusal composite j recall six months",
    expect: {
      CC: 'His 6 month checkup. He says his bottom tooth is wiggly',
      'MED HX': "No health changes. He's healthy. No meds. No allergies",
      DENTAL: [
        ['A', 'Occlusal sealant'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'O caries'],
        ['K', 'Stainless steel crown'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['O', 'Mobile'],
        ['P', 'Mobile'],
        ['24', 'Erupting lingually'],
        ['25', 'Erupting lingually'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
      ],
      RADIO: '2 bitewings. #J occlusal caries into dentin',
      CONSULT:
        "He's got a small cavity on the top back tooth on the left. We can do that with a tooth colored filling next time. Front bottom teeth are wiggly because the big teeth are coming in behind them. That's normal. Should we pull them. No they usually fall out by themselves within a few months",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old. Mom is with him. He did awesome',
      NV: ['O composite #J'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dq25-us-asr-child-5-pulpotomy-ssc-k-nitrous-dad-consent-aloud-crown-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old here for treatment on the lower left back tooth dad is with him any changes since the last visit no he's been fine any allergies no okay letter k deep distal occlusal caries letter l sound letter j sound so like we talked about k has a deep cavity that's gotten close to the nerve we'll numb it treat the nerve and put a silver crown on it to protect it are you okay with us doing that today yes go ahead dad gave verbal consent nitrous oxide thirty percent via nasal hood topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left ianb you're doing so good buddy rubber dam letter k caries removed pulp exposure pulpotomy letter k bleeding controlled with a cotton pellet mta placed glass ionomer base stainless steel crown on k size four cemented with ketac cem occlusion checked five minutes hundred percent oxygen at the end he's going to be numb for about two hours watch that he doesn't chew his lip or cheek soft foods tonight will the crown fall out when the tooth comes out yes it comes out with the baby tooth around age ten to twelve he was a champ we'll see him back for his checkup in three months",
    expect: {
      CC: 'Treatment on the lower left back tooth',
      'MED HX': "No changes since the last visit. He's been fine. No allergies",
      DENTAL: [
        ['K', 'Deep DO caries'],
        ['L', 'Sound'],
        ['J', 'Sound'],
      ],
      CONSULT:
        "Like we talked about #K has a deep cavity that's gotten close to the nerve. We'll numb it treat the nerve and put a silver crown on it to protect it. He's going to be numb for about 2 hours. Watch that he doesn't chew his lip or cheek. Soft foods tonight. Will the crown fall out when the tooth comes out. Yes it comes out with the baby tooth around age 10 to 12",
      CONSENT: 'Are you okay with us doing that today. Yes go ahead. Dad gave verbal consent',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Nitrous oxide 30% via nasal hood',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        '#K caries removed',
        'Pulp exposure',
        'Pulpotomy #K',
        'Bleeding controlled with a cotton pellet',
        'MTA placed',
        'Glass ionomer base',
        'Stainless steel crown #K size 4',
        'Cemented with Ketac Cem',
        'Occlusion checked',
        '5 minutes 100% oxygen at the end',
      ],
      NOTES: '5 year old. Dad is with him. He was a champ',
      'F/U': "We'll see him back for his checkup in 3 months",
    },
  }),
  defineCase({
    id: 'dq26-us-typed-labels-child-7-fissure-sealants-mom-da-read-back-ice-cream',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dr: 7 y/o here for sealants on the 6-year molars. Any changes to her health, Mom?\nMom: No, she's fine. Still allergic to amoxicillin.\nDr: #3, #14, #19, #30 fully erupted, deep grooves, no caries. #A, #J sound. #K MO composite intact. #T O caries, small.\nDA: #T occlusal caries, small.\nDr: Sealants seal up the grooves so food and germs can't get stuck in there. Mom, we'll put a small filling on T next time.\nMom: Does she need a shot for that?\nDr: Probably not, it's very small. Isolation with Isolite. Etch 15 seconds, rinse, dry. Fissure sealants placed #3, #14, #19, #30, light cured, checked with explorer. Occlusion checked. Fluoride varnish. No eating or drinking for 30 minutes, and no crunchy foods tonight.\nPt: Can I have ice cream?\nDr: Yes, after 30 minutes. You were awesome. NV: O composite #T. Recall 6 months.",
    expect: {
      CC: 'Sealants on the 6-year molars',
      'MED HX': "No changes, she's fine. Still allergic to amoxicillin",
      DENTAL: [
        ['3', 'Fully erupted, deep grooves, no caries'],
        ['14', 'Fully erupted, deep grooves, no caries'],
        ['19', 'Fully erupted, deep grooves, no caries'],
        ['30', 'Fully erupted, deep grooves, no caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'MO composite intact'],
        ['T', 'O caries, small'],
      ],
      CONSULT:
        "Sealants seal up the grooves so food and germs can't get stuck in there. We'll put a small filling on #T next time. Does she need a shot for that? Probably not, it's very small. No eating or drinking for 30 minutes, and no crunchy foods tonight. Can I have ice cream? Yes, after 30 minutes",
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolation with Isolite',
        'Etch 15 seconds',
        'Rinse',
        'Dry',
        'Fissure sealants placed #3, #14, #19, #30',
        'Light cured',
        'Checked with explorer',
        'Occlusion checked',
        'Fluoride varnish',
      ],
      NOTES: '7 y/o',
      NV: ['O composite #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dq27-us-asr-child-3-fall-intrusion-f-subluxation-e-no-treatment-adult-tooth-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "three year old brought in by mom she fell off the couch about an hour ago and hit her mouth on the coffee table she didn't knock her head or pass out she cried straight away any health problems no she's healthy any allergies no extraoral small swelling upper lip no lacerations intraoral upper frenum slightly torn not bleeding now letter f pushed up into the gum about two millimeters letter e slightly mobile tender to touch letters d and g sound pa of f intruded no root fracture permanent tooth bud looks okay diagnosis intrusion letter f subluxation letter e so the tooth has been pushed up into the gum a little these usually come back down by themselves over a few weeks we'll leave it alone and watch it soft foods for a week brush gently with a soft toothbrush watch for swelling or a pimple on the gum will it damage her adult tooth it can sometimes but we'll keep an eye on it she was really brave we'll see her in two weeks to check it",
    expect: {
      CC: "She fell off the couch about an hour ago and hit her mouth on the coffee table. She didn't knock her head or pass out. She cried straight away",
      'MED HX': "No health problems. She's healthy. No allergies",
      EXTRA: 'Small swelling upper lip. No lacerations',
      INTRA: 'Upper frenum slightly torn. Not bleeding now',
      DENTAL: [
        ['F', 'Pushed up into the gum about 2 mm'],
        ['E', 'Slightly mobile tender to touch'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      RADIO: 'PA of #F intruded. No root fracture. Permanent tooth bud looks okay',
      DX: ['Intrusion #F', 'Subluxation #E'],
      CONSULT:
        "Tooth has been pushed up into the gum a little. These usually come back down by themselves over a few weeks. We'll leave it alone and watch it. Soft foods for a week. Brush gently with a soft toothbrush. Watch for swelling or a pimple on the gum. Will it damage her adult tooth. It can sometimes but we'll keep an eye on it",
      NOTES: '3 year old brought in by mom. She was really brave',
      'F/U': "We'll see her in 2 weeks to check it",
    },
  }),
  defineCase({
    id: 'dq28-us-asr-child-8-extraction-k-abscess-grandma-consent-appends-notes-tx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eight year old here for the extraction of the lower left baby molar grandma is with her any changes to her health no she's fine any allergies she's allergic to penicillin letter k large distal occlusal caries buccal swelling mobile letter l sound number nineteen erupted sound pa of k furcation radiolucency nineteen roots not involved diagnosis abscess letter k so like we said the infection is under the baby tooth so it needs to come out we'll put a spacer in later to hold the space for the adult tooth are you happy for us to take it out today yes please consent form signed by grandma topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration k you're going to feel me pushing extracted letter k with forceps roots complete bit on gauze hemostasis achieved no biting your lip or cheek soft foods no straws today can she go to school tomorrow yes that's fine she was amazing next visit band and loop space maintainer impression in two weeks",
    appends: [
      'add to notes grandma is her legal guardian please send all letters to her',
      'add to treatment post op instructions sheet given to grandma',
    ],
    expect: {
      CC: 'Extraction of the lower left baby molar',
      'MED HX': "No changes. She's fine. She's allergic to penicillin",
      DENTAL: [
        ['K', 'Large DO caries buccal swelling mobile'],
        ['L', 'Sound'],
        ['19', 'Erupted sound'],
      ],
      RADIO: 'PA of #K furcation radiolucency. #19 roots not involved',
      DX: ['Abscess #K'],
      CONSULT:
        "Like we said the infection is under the baby tooth so it needs to come out. We'll put a spacer in later to hold the space for the adult tooth. No biting your lip or cheek. Soft foods. No straws today. Can she go to school tomorrow. Yes that's fine",
      CONSENT: 'Are you happy for us to take it out today. Yes please. Consent form signed by grandma',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration #K',
        'Extracted #K with forceps',
        'Roots complete',
        'Bit on gauze',
        'Hemostasis achieved',
        'Post-op instructions sheet given to grandma',
      ],
      NOTES:
        '8 year old. Grandma is with her. She was amazing. Grandma is her legal guardian. Please send all letters to her',
      NV: ['Band and loop space maintainer impression in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dq29-us-asr-toddler-2-first-visit-sdf-e-f-bottle-stay-black-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "two year old here for her first visit mom and dad are with her any concerns I noticed white chalky spots on her top teeth does she go to bed with a bottle yes she has a bottle of milk at night she's healthy no meds no allergies intraoral soft tissues normal heavy plaque along the upper gum line letters d and g white spot lesions e and f white spot lesions cavitated other teeth sound diagnosis early childhood caries so these white spots are early cavities two of them have small holes in them we can paint them with a liquid that stops the cavities it turns the spots black though will it stay black yes until the teeth fall out but it stops them getting worse okay let's do it mom and dad consented verbally silver diamine fluoride on e and f fluoride varnish all teeth try to switch the night bottle to water brush twice a day with a rice grain smear of fluoride toothpaste we'll see her in a month to reapply the sdf",
    expect: {
      CC: 'Her first visit. I noticed white chalky spots on her top teeth. She has a bottle of milk at night',
      'MED HX': "She's healthy. No meds. No allergies",
      INTRA: 'Soft tissues normal. Other teeth sound',
      PERIO: 'Heavy plaque along the upper gum line',
      DENTAL: [
        ['D', 'White spot lesions'],
        ['G', 'White spot lesions'],
        ['E', 'White spot lesions cavitated'],
        ['F', 'White spot lesions cavitated'],
      ],
      DX: ['Early childhood caries'],
      CONSULT:
        "These white spots are early cavities. 2 of them have small holes in them. We can paint them with a liquid that stops the cavities. It turns the spots black though. Will it stay black. Yes until the teeth fall out but it stops them getting worse. Let's do it. Try to switch the night bottle to water. Brush twice a day with a rice grain smear of fluoride toothpaste",
      CONSENT: 'Mom and dad consented verbally',
      'TX TODAY': ['SDF #E, #F', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #E, #F', 'Fluoride varnish all teeth'],
      NOTES: '2 year old. Mom and dad are with her',
      NV: ["We'll see her in a month to reapply the SDF"],
    },
  }),
  defineCase({
    id: 'dq30-us-typed-no-labels-teen-mo-composite-30-bracket-assent-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "14 y/o, mom in the waiting room. Here for a filling on #30. Braces come off next month and the orthodontist asked us to do this first. Any changes to your health? No. Any allergies? No. #30 MO caries. #31 sound. #29 sound. So we're fixing the cavity on your lower right molar today, you'll be numb for a bit. Sound okay? Yeah. Verbal assent from pt, mom consented at check-in. 1 carpule articaine 4% 1:100,000 epi buccal infiltration #30. Isolite. Caries removed, moderate depth. Sectional matrix, wedge around the bracket. Etch, bond, MO composite #30, shade A1, cured, polished, occlusion checked. Don't eat till the numbness wears off. Can I still go to basketball practice? Sure, just don't bite your lip. Recall with us in 6 months after the braces are off.",
    appends: ['Add to notes: pt prefers after-school appointments.', 'Change 6 months to 3 months.'],
    expect: {
      CC: 'Filling on #30. Braces come off next month and the orthodontist asked us to do this first',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['30', 'MO caries'],
        ['31', 'Sound'],
        ['29', 'Sound'],
      ],
      CONSULT:
        "We're fixing the cavity on your lower right molar today, you'll be numb for a bit. Don't eat till the numbness wears off. Can I still go to basketball practice? Sure, just don't bite your lip",
      CONSENT: 'Sound okay? Yeah. Verbal assent from pt, mom consented at check-in',
      'TX TODAY': ['MO composite #30'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Isolite',
        'Caries removed',
        'Moderate depth',
        'Sectional matrix',
        'Wedge around the bracket',
        'Etch',
        'Bond',
        'MO composite #30',
        'Shade A1',
        'Cured',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: '14 y/o, mom in the waiting room. Pt prefers after-school appointments',
      'F/U': 'Recall with us in 3 months after the braces are off',
    },
  }),
];
