// A forty-ninth held-out test split (ids h49-01 to h49-36), written blind from the labelling contract (contract.md),
// case.ts, the dental reference and more56 / more58 as format examples, by a helper that had not seen the engine, the
// evaluation or any other held-out split; every case was labelled before any check. It is a week at four practices
// that see urgent and referred work: an NHS urgent dental care / out-of-hours service with telephone triage calls
// written up, a US specialist endodontist, a UK hygienist / dental therapist clinic and a US paediatric practice. About
// half the visits are ambient recordings left running through the appointment (the clinician's explanations to the
// patient or parent, consent asked aloud, aftercare and the next booking said aloud, the patient's own words, talk with
// the nurse); the rest are typed notes or notes dictated afterwards (three with spoken punctuation). They carry
// prescriptions with doses, safety-netting, referrals and letters, and appended dictation. Four practices, nine each:
//   h49-01–h49-09 a UK urgent dental care / out-of-hours service (FDI): a typed telephone triage for toothache with
//     paracetamol advice and a booked slot, a recorded emergency extraction of 36 for an abscess (consent and aftercare
//     aloud), a typed face-to-face visit for a spreading infection from 46 with extirpation, amoxicillin + metronidazole
//     and a letter to the GDP (appended dictation), a recorded dry socket 38 dressed with Alvogyl (no title), a typed
//     telephone triage for a knocked-out tooth, a recorded replantation of 11 with a splint 13 to 23, doxycycline and a
//     referral, a typed out-of-hours pericoronitis 38 with irrigation, metronidazole and an oral surgery referral, a
//     triage call for post-extraction bleeding on warfarin dictated with spoken punctuation, a recorded crown recement
//     11 with TempBond (appended dictation);
//   h49-10–h49-18 a US specialist endodontist (Universal): a typed consultation for a previously treated #19 with a
//     sinus tract and CBCT (plan only), a recorded first-visit RCT #30 with two anaesthetic lines and a booking aloud, a
//     typed obturation #30 with a post-op PA and the crown sent back to the general dentist, a recorded emergency
//     pulpectomy #14 with a nervous patient and ibuprofen, a typed nonsurgical retreatment #3 with MB2 found (no title),
//     a recorded cracked-tooth work-up #18 ending in an oral surgery referral, a typed six-month review of #12, a
//     recorded single-visit RCT #8 with a sinus tract (appended dictation), a recorded flare-up #13 with incision and
//     drainage, amoxicillin and safety-netting;
//   h49-19–h49-27 a UK hygienist / dental therapist clinic (Palmer; recordings say Palmer words, typed notes UR6
//     shorthand): a recorded perio maintenance visit (title from the CC), a typed therapist's B GIC LL4, LL5 on the
//     dentist's prescription, a recorded first RSD visit with two anaesthetic lines and pocket irrigation, a typed
//     implant maintenance visit for mucositis around LL6, a recorded child's fissure sealants with dad's consent, a typed
//     pulpotomy and PMC LLE, a recorded hygiene visit for an anxious smoker with a stop-smoking referral, a new-patient
//     periodontal assessment dictated with spoken punctuation (appended dictation), a typed sensitivity visit with
//     Duraphat varnish and a Duraphat 5000 prescription;
//   h49-28–h49-36 a US paediatric practice (Universal with primary letters): a recorded new-patient exam of a
//     four-year-old with prophy and varnish, a typed pulpotomy and SSC #K under nitrous, a recorded extraction of #O and
//     #P with a weight-based Tylenol dose, a typed crown fracture #8 / subluxation #9 with an MI composite and a
//     chlorhexidine prescription, sealants dictated with spoken punctuation, a recorded toddler's SDF with consent to
//     the staining, a typed band and loop delivery (no title), a recorded extraction of an abscessed #S with an
//     amoxicillin suspension dose (appended dictation), a typed teenager's exam with an orthodontic referral (appended
//     dictation).
// UK 18 (FDI 9, Palmer 9), US 18 (Universal, primary letters in h49-28–h49-36); 20 recogniser-style (17 recordings:
// h49-02, 04, 06, 09, 11, 13, 15, 17, 18, 19, 21, 23, 25, 28, 30, 33, 35; 3 dictated with spoken punctuation: h49-08,
// 26, 32) and 16 typed; 80 to 425 words (typed 80–201, recordings 207–425). Appended dictation in six cases: h49-03
// (typed "Add to notes: …" / "Change 400 mg QDS to 400 mg TDS."), h49-09 ("add to chart …" / "change two weeks to one
// week"), h49-17 ("add to notes …" / "change six months to three months"), h49-26 ("add to notes …" / "change two
// weeks to three weeks"), h49-35 ("add to notes …" / "change two weeks to one week"), h49-36 (typed "Add to notes: …" /
// "Add to treatment: …"). DENTAL in 33 cases (not the triage calls h49-01, h49-05, h49-08).
//
// Judgement calls where the contract was silent:
// - Recordings: greetings and instructions or encouragement to the patient during care ("come on in take a seat", "pop
//   your head back for me", "open nice and wide", "sharp scratch now you're doing really well", "bite together for me
//   lovely", "you were brilliant", "you're being so brave", "that's out all done", "all done have a look in the mirror",
//   "if you sit facing me and lay her back onto my lap that's perfect", "let me take a look", "can I just check your
//   gums first", "okay we'll come back to that") are dropped entirely, as more56 dropped remarks spoken while working;
//   asides to the nurse ("could I have the lower molar forceps please thanks", "can you mix the TempBond please", "can
//   we get a PA of 36 please thanks" when the PA's report follows) are dropped as in more58. A bare acknowledgement
//   opening or forming a reply ("yeah", "okay", "that's fine", "that's okay", "great") goes like a clause opener; the
//   patient's "yes" to a consent question stays (it is the consent).
// - History questions that only ask for a section's content ("what's been going on", "tell me what's been going on",
//   "has anything changed with your health any medication", "any changes to your medications", "is he healthy any
//   medicines or allergies", "mom any concerns", "any problems at home dad", "how've you been since last time") are
//   dropped like section headers and the answer is the content; a question about one fact ("any headache or being
//   sick", "when was your last tetanus jab", "did you have a fever") stays with its answer in the answer's field.
// - The patient's or parent's own words keep their person: the complaint is CC ("It's my bottom left back tooth"),
//   health is MED HX ("I'm allergic to penicillin though"), a question with its answer and a decision are CONSULT ("Will
//   it hurt afterwards. It'll be sore…", "I want to keep it"), and feelings and life remarks are NOTES ("I'm really
//   nervous about this. I hate dentists", "I've got a wedding this weekend…", "That looks so much better"). The
//   clinician's summary of the complaint to the patient ("You've been sent over from 111", "I hear you've had a rough
//   night", "This is the first of your deep cleaning visits…") is CC too.
// - Consent asked aloud: the question, the answer and any "verbal consent" / "consent signed" are CONSENT in spoken
//   order ("Are you happy to go ahead. Yes please. Verbal consent given"); the options and risks explained before it are
//   CONSULT (as more56 bf21).
// - Explanations and aftercare spoken to the patient or parent are CONSULT (advice after treatment, as more58), as is
//   analgesic advice for over-the-counter medicines ("For pain children's Tylenol 160 mg per 5 ml give 7.5 ml…"); a
//   prescription ("rx …", "prescription …", "Rx (signed by dentist): …") is a TX item in its place, intervals in words.
// - A booking said aloud ("can you book him in for …", "we'll get you booked in for …", "we'll get him booked for …",
//   "can you book her for …") is the NV header "book (in) for" with its speaker and subject; "next visit …" to the
//   nurse is NV too. "We'll see you in 3 months", "recall …" and "review …" are F/U.
// - Safety-netting ("if … call 999 or attend A&E", "ring 111 or come back to us", "go to the emergency room", "call us
//   right away", "Return if …") and "we'll call you tomorrow to check on you" are F/U, with the typed label
//   ("Safety-netting:", "Safety-net:") kept as typed (as RV and F/U were kept in more58).
// - Telephone triage: with no examination, everything the caller reports (symptoms, red flags asked and denied,
//   painkillers taken) is CC, opened by the visit type ("Telephone triage, NHS 111 referral"); the caller ("Mum calling
//   re 12 y/o son") and the triage category are NOTES; advice given is CONSULT; the slot offered is NV.
// - Painkillers taken for the complaint stay in the CC (as more56 bf05); a temperature at home is CC, one taken at the
//   visit is EXTRA (as more56).
// - Referrals and letters for treatment elsewhere are TX PLAN ("Letter to GDP for completion of RCT 46", "See your own
//   dentist within 1 week for permanent cementation", "Pt to return to general dentist for full-coverage crown #30…",
//   "Referral to local stop smoking service", "Letter to GP re diabetes control", the orthodontic referral), with table
//   names ("for XLA 38" → "for extraction 38"; "root canal treatment 11" → "RCT 11") and the connecting word before a
//   tooth dropped ("extraction of eighteen" → "extraction #18"); a report sent back to the referring dentist is NOTES,
//   not treatment.
// - Titles: "nonsurgical retreatment" is no table procedure, so h49-14 has no title; "root canal therapy initiated
//   number thirty" → "RCT #30"; socket irrigation, Alvogyl, canal irrigation, replantation, a band and loop cemented,
//   implant debridement and "supragingival scale" are no titles; "Irrigation under operculum…" and "Pockets irrigated
//   with chlorhexidine" are "Irrigation"; "flexible splint 13 to 23" → "Splint 13 to 23" (adjective dropped, as more56
//   "atraumatic"); "21 exposed dentine covered with glass ionomer" and "access sealed with composite" are materials
//   something is done with; "PMC LLE" → "SSC LLE"; "toothbrush prophy" → "Prophy"; "S&P remaining dentition" → "Scale
//   and polish"; "Duraphat varnish … UL4, UL5, LR4" → "Fluoride varnish UL4, UL5, LR4"; the CC "3 month perio
//   maintenance" gives "Periodontal maintenance" when TX names only debridement, polishing and OHI; "incision and
//   drainage of the buccal swelling" → "Incision and drainage"; reviews whose CC says the work was done before (dry
//   socket after an extraction elsewhere, a six-month RCT review, a flare-up after instrumentation) take no title from
//   the CC.
// - A socket ("38 socket empty", "11 socket has a clot"), "#L space healed", a sinus tract "above #8" and peri-implant
//   mucosa are INTRA (rule 7; peri-implant tissue as more56); a tooth-first mobility, recession, abfraction or wear is a
//   chart entry, pockets and a probing defect said measure-first, calculus and plaque are PERIO (as more58);
//   occlusion (overjet, overbite, crowding) and "No caries" said of the mouth are INTRA; a region ("heavy tobacco stain
//   lingual of the lower anteriors") is INTRA.
// - Surfaces follow rule 4 also in recordings: "distal wall" → "D wall", "cavitated caries on the facial" → "Cavitated
//   F caries", "mesial marginal ridge" → "M marginal ridge", "mesiolingual cusp" → "ML cusp", "mesial incisal corner" →
//   "MI corner" (also as its fracture), "mesiobuccal root" → "MB root" even in RADIO; a single surface in a text field
//   stays a word ("on the mesial root", "lingual of #18"); "recurrent caries distally", "buccal swelling", "incisal
//   edge", "access through the palatal" stay words.
// - Recogniser-style text fields start a new sentence at each new statement, with an opening "and" / "then" / "now"
//   dropped (as more58); a clause joined by "but" or "so" stays with its sentence, and one subject with two verbs stays
//   one sentence. Text dictated with spoken punctuation keeps the dictated commas and full stops.
// - Numbers: "one one one" → "111", "a and e" → "A&E", "a hundred and one" → "101", "ninety nine point one" → "99.1",
//   "two and a half" → "2 and a half", "thirty five four percent taper" → "35 4% taper", "stage three grade c" → "stage
//   3 grade C", "hba one c" → "HbA1c", "mls" / "milliliters" / "milliliter" → "ml", "kilos" kept; brand names as their
//   makers write them (Advil, Tylenol, Motrin, Alvogyl, Elastoplast, TempBond, Cavit, Tooth Slooth, Isolite, TePe,
//   Gracey); "labial infiltration" is kept as said (as more56 bf21); "post op" → "Post-op".
// - A child's age and who came are NOTES, also said as "we've got an 8 year old here with dad" or "new patient four
//   year old here with mom"; "new patient" / "first time at the dentist" and the carer's report with habits ("he
//   drinks a lot of juice at daycare", "she still has a bottle of milk at night") are CC (as more58).
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "Add to treatment: …" adds a TX item
//   at the end, "change X to Y" edits the one place X is said (h49-03 "400 mg QDS" in CONSULT; h49-09 "2 weeks" in TX
//   PLAN; h49-17 "6 months" in F/U; h49-26 and h49-35 "2 weeks" in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout49Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK urgent dental care / out-of-hours service (FDI)
  defineCase({
    id: 'h49-01-uk-typed-fdi-telephone-triage-toothache-paracetamol-asthma-booked-udc',
    style: 'UK',
    asr: false,
    transcript:
      'Telephone triage, NHS 111 referral. Pt reports throbbing pain lower left back tooth for 3 days, worse at night, kept awake last 2 nights. No facial swelling, no fever, able to swallow and open normally. Taking paracetamol 1 g QDS, not helping much. MH: asthma (salbutamol inhaler), NKDA. Provisional diagnosis: likely irreversible pulpitis. Advised avoid ibuprofen due to asthma, continue paracetamol max 4 g in 24 hrs, avoid very hot and cold drinks. Triage category: urgent, seen within 24 hrs. NV: UDC appt tomorrow am for assessment and treatment. Safety-netting: if facial swelling develops or difficulty swallowing or breathing, call 999 or attend A&E.',
    expect: {
      CC: 'Telephone triage, NHS 111 referral. Pt reports throbbing pain lower left back tooth for 3 days, worse at night, kept awake last 2 nights. No facial swelling, no fever, able to swallow and open normally. Taking paracetamol 1 g QDS, not helping much',
      'MED HX': 'Asthma (salbutamol inhaler), NKDA',
      DX: ['Likely irreversible pulpitis'],
      CONSULT:
        'Advised avoid ibuprofen due to asthma, continue paracetamol max 4 g in 24 hrs, avoid very hot and cold drinks',
      NOTES: 'Triage category: urgent, seen within 24 hrs',
      NV: ['UDC appt tomorrow am for assessment and treatment'],
      'F/U':
        'Safety-netting: if facial swelling develops or difficulty swallowing or breathing, call 999 or attend A&E',
    },
  }),
  defineCase({
    id: 'h49-02-uk-asr-fdi-recording-udc-abscess-36-extraction-consent-aftercare',
    style: 'UK',
    asr: true,
    transcript:
      "come on in take a seat so you've been sent over from one one one what's been going on it's my bottom left back tooth it's been agony since the weekend my gum's gone all puffy with a horrible taste okay has anything changed with your health any medication just the sertraline I'm allergic to penicillin though okay allergic to penicillin noted pop your head back for me extra oral no swelling no lymph nodes palpable intra oral fluctuant swelling buccal to three six three six grossly carious distal wall gone very tender to percussion three seven occlusal amalgam sound can we get a pa of three six please thanks pa three six large periapical radiolucency on the mesial root caries into the pulp diagnosis acute apical abscess three six so what's happened is the decay has got right into the nerve and there's an infection sat at the end of the root the tooth is really badly broken down so the options are to take it out today or a root canal and a crown with your own dentist but it's a lot of work on a tooth this broken I'd rather just have it out to be honest it's been ruining my week that's fine we'll take it out today the risks are some bleeding a bit of bruising and a small chance of a dry socket which is a painful socket afterwards are you happy to go ahead yes please verbal consent given la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration three six sharp scratch now you're doing really well could I have the lower molar forceps please thanks extracted three six with forceps roots complete socket squeezed bit on gauze haemostasis achieved that's out all done bite on that gauze for twenty minutes no rinsing today no smoking or hot drinks from tomorrow warm salt water rinses after meals ibuprofen and paracetamol together if you need them for the pain no antibiotics needed as it's drained through the socket if the bleeding won't stop or the swelling gets worse ring one one one or come back to us discharged back to your own dentist",
    expect: {
      CC: "You've been sent over from 111. It's my bottom left back tooth. It's been agony since the weekend. My gum's gone all puffy with a horrible taste",
      'MED HX': "Just the sertraline. I'm allergic to penicillin though. Allergic to penicillin noted",
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'Fluctuant swelling buccal to 36',
      DENTAL: [
        ['36', 'Grossly carious D wall gone very tender to percussion'],
        ['37', 'O amalgam sound'],
      ],
      RADIO: 'PA 36 large periapical radiolucency on the mesial root. Caries into the pulp',
      DX: ['Acute apical abscess 36'],
      CONSULT:
        "What's happened is the decay has got right into the nerve. There's an infection sat at the end of the root. Tooth is really badly broken down. Options are to take it out today or a root canal and a crown with your own dentist but it's a lot of work on a tooth this broken. I'd rather just have it out to be honest. It's been ruining my week. We'll take it out today. Risks are some bleeding a bit of bruising and a small chance of a dry socket which is a painful socket afterwards. Bite on that gauze for 20 minutes. No rinsing today. No smoking or hot drinks. From tomorrow warm salt water rinses after meals. Ibuprofen and paracetamol together if you need them for the pain. No antibiotics needed as it's drained through the socket",
      CONSENT: 'Are you happy to go ahead. Yes please. Verbal consent given',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Extracted 36 with forceps',
        'Roots complete',
        'Socket squeezed',
        'Bit on gauze',
        'Haemostasis achieved',
      ],
      'F/U':
        "If the bleeding won't stop or the swelling gets worse ring 111 or come back to us. Discharged back to your own dentist",
    },
  }),
  defineCase({
    id: 'h49-03-uk-typed-fdi-udc-spreading-infection-46-extirpation-amoxicillin-metronidazole-appends',
    style: 'UK',
    asr: false,
    transcript:
      'UDC face-to-face, referred by 111 triage. C/O swelling R lower jaw 2 days, throbbing 46 for a week, now painful to chew. Temp 38.1 at home last night. MH: type 2 diabetes (metformin, gliclazide), NKDA. EO: firm swelling R submandibular region, not crossing midline, no trismus, mouth opening 40 mm, swallowing OK, temp 37.9. IO: buccal sulcus swelling adjacent to 46, not fluctuant. 46 DO amalgam, recurrent caries, TTP +++, mobile grade I. 45, 47 sound. PA 46: periapical radiolucency both roots, widened PDL. Dx: acute apical abscess 46 with spreading infection. Options: XLA or RCT. Pt wants to keep tooth if possible. Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB right. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 46. RD. Access, pulp necrotic, pus from D canal. Extirpation 46. Canals irrigated NaOCl 1%. Ledermix + Cavit. Occlusion relieved. Rx amoxicillin 500 mg TDS 5/7. Rx metronidazole 400 mg TDS 5/7. Advised warm salt water rinses, ibuprofen 400 mg QDS with food + paracetamol 1 g QDS. Safety-netting: if swelling spreads to the eye or neck, or difficulty swallowing or breathing, go to A&E immediately. Letter to GDP for completion of RCT 46.',
    appends: ['Add to notes: pt lives alone, advised to have someone check on her overnight.', 'Change 400 mg QDS to 400 mg TDS.'],
    expect: {
      CC: 'UDC face-to-face, referred by 111 triage. Swelling R lower jaw 2 days, throbbing 46 for a week, now painful to chew. Temp 38.1 at home last night',
      'MED HX': 'Type 2 diabetes (metformin, gliclazide), NKDA',
      EXTRA:
        'Firm swelling R submandibular region, not crossing midline, no trismus, mouth opening 40 mm, swallowing OK, temp 37.9',
      INTRA: 'Buccal sulcus swelling adjacent to 46, not fluctuant',
      DENTAL: [
        ['46', 'DO amalgam, recurrent caries, TTP +++, mobile grade I'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46: periapical radiolucency both roots, widened PDL',
      DX: ['Acute apical abscess 46 with spreading infection'],
      CONSULT:
        'Options: XLA or RCT. Pt wants to keep tooth if possible. Advised warm salt water rinses, ibuprofen 400 mg TDS with food + paracetamol 1 g QDS',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'RD',
        'Access',
        'Pulp necrotic',
        'Pus from D canal',
        'Extirpation 46',
        'Canals irrigated NaOCl 1%',
        'Ledermix + Cavit',
        'Occlusion relieved',
        'Rx amoxicillin 500 mg TDS 5 days',
        'Rx metronidazole 400 mg TDS 5 days',
      ],
      'TX PLAN': ['Letter to GDP for completion of RCT 46'],
      NOTES: 'Pt lives alone, advised to have someone check on her overnight',
      'F/U':
        'Safety-netting: if swelling spreads to the eye or neck, or difficulty swallowing or breathing, go to A&E immediately',
    },
  }),
  defineCase({
    id: 'h49-04-uk-asr-fdi-recording-dry-socket-38-sorry-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "hiya take a seat so you had a tooth out four days ago at your own dentist and it's got worse yeah it was fine for the first two days then it went really bad it's going right up into my ear the painkillers aren't touching it and there's a horrible taste okay and your health is that all the same fit and well no medication I'm allergic to elastoplast though right let's have a look open nice and wide for me extra oral no swelling slightly tender left submandibular lymph node intra oral three seven socket sorry three eight socket empty no clot bone visible socket walls very tender halitosis three seven distal composite sound diagnosis dry socket three eight so what you've got is called a dry socket the blood clot that should fill the hole has come away so the bone's exposed and that's why it's so painful it's not an infection so antibiotics won't help what I'll do is numb it wash it out and pop a dressing in that usually settles it within a day or so is that okay yeah please anything to stop it verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three eight can I have the alvogyl and the tweezers please socket irrigated with warm saline debris removed alvogyl placed in the socket all done leave the dressing in and try not to poke it with your tongue warm salt water rinses from tomorrow ibuprofen four hundred milligrams three times a day with food and paracetamol one gram four times a day if it's no better in two days come back and we'll change the dressing",
    expect: {
      CC: "You had a tooth out 4 days ago at your own dentist. It's got worse. It was fine for the first 2 days. It went really bad. It's going right up into my ear. Painkillers aren't touching it. There's a horrible taste",
      'MED HX': "Fit and well. No medication. I'm allergic to Elastoplast though",
      EXTRA: 'No swelling. Slightly tender left submandibular lymph node',
      INTRA: '38 socket empty. No clot. Bone visible. Socket walls very tender. Halitosis',
      DENTAL: [['37', 'D composite sound']],
      DX: ['Dry socket 38'],
      CONSULT:
        "What you've got is called a dry socket. Blood clot that should fill the hole has come away so the bone's exposed. That's why it's so painful. It's not an infection so antibiotics won't help. What I'll do is numb it wash it out and pop a dressing in. That usually settles it within a day or so. Leave the dressing in and try not to poke it with your tongue. Warm salt water rinses from tomorrow. Ibuprofen 400 mg 3 times a day with food and paracetamol 1 g 4 times a day",
      CONSENT: 'Is that okay. Yeah please anything to stop it. Verbal consent',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 38',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed in the socket',
      ],
      'F/U': "If it's no better in 2 days come back and we'll change the dressing",
    },
  }),
  defineCase({
    id: 'h49-05-uk-typed-fdi-telephone-triage-avulsion-rugby-store-in-milk',
    style: 'UK',
    asr: false,
    transcript:
      'Telephone triage. Mum calling re 12 y/o son. Knocked out upper front tooth playing rugby approx 20 min ago, tooth found and intact, handled by the crown only. No LOC, no vomiting, no other injuries. MH: fit and well, NKDA, tetanus up to date. Advised: if dirty rinse tooth briefly in milk, replant and bite on a clean handkerchief, if unable to replant store in milk and bring with him. Triage: emergency, to be seen within 1 hr. NV: UDC now for check and splint (slot held). Safety-net: any head injury symptoms (drowsiness, vomiting, headache), go to A&E instead.',
    expect: {
      CC: 'Telephone triage. Knocked out upper front tooth playing rugby approx 20 min ago, tooth found and intact, handled by the crown only. No LOC, no vomiting, no other injuries',
      'MED HX': 'Fit and well, NKDA, tetanus up to date',
      CONSULT:
        'Advised: if dirty rinse tooth briefly in milk, replant and bite on a clean handkerchief, if unable to replant store in milk and bring with him',
      NOTES: 'Mum calling re 12 y/o son. Triage: emergency, to be seen within 1 hr',
      NV: ['UDC now for check and splint (slot held)'],
      'F/U': 'Safety-net: any head injury symptoms (drowsiness, vomiting, headache), go to A&E instead',
    },
  }),
  defineCase({
    id: 'h49-06-uk-asr-fdi-recording-avulsion-11-replant-splint-13-23-doxycycline-referral',
    style: 'UK',
    asr: true,
    transcript:
      "right so you came off your bike about forty minutes ago the front tooth came out and you've kept it in milk it's in the pot there I hit the kerb face first but I didn't knock myself out any headache or being sick no just my lip's really sore okay any medical problems medication allergies nothing I'm fit and well when was your last tetanus jab no idea honestly okay we'll come back to that extra oral swollen upper lip graze on the chin no bony steps intra oral one centimetre laceration inside the upper lip not needing sutures one one socket has a clot one one avulsed tooth intact root surface clean dry time maybe five minutes before it went in the milk two one enamel dentine fracture mesial incisal corner no pulp exposure slightly mobile one two and two two not mobile not tender pa upper anteriors no root fractures no alveolar fracture diagnosis avulsion one one and uncomplicated crown fracture two one so what I'd like to do is put the tooth back in today and splint it to the teeth either side for two weeks there's a chance it won't survive long term and it'll need a root canal in about ten days either way but it's the best chance of keeping your own tooth are you okay for me to do that yes definitely verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration one one and palatal infiltration socket irrigated with saline clot removed tooth rinsed in saline holding the crown replanted one one with gentle finger pressure position checked bite together for me lovely flexible splint one three to two three with zero point four millimetre wire and composite occlusion checked two one exposed dentine covered with glass ionomer post op pa one one fully repositioned splint in place rx doxycycline one hundred milligrams twice a day for seven days chlorhexidine zero point two percent mouthwash ten mls twice a day for a week soft diet for two weeks brush gently with a soft brush no contact sport until the splint's off and ring your gp tomorrow to check if you need a tetanus booster referral letter to his own dentist for root canal treatment one one in ten days splint removal in two weeks if the tooth gets more painful or the gum swells come back to us",
    expect: {
      CC: "You came off your bike about 40 minutes ago. Front tooth came out. You've kept it in milk. It's in the pot there. I hit the kerb face first but I didn't knock myself out. Any headache or being sick. No just my lip's really sore",
      'MED HX': "Nothing I'm fit and well. When was your last tetanus jab. No idea honestly",
      EXTRA: 'Swollen upper lip. Graze on the chin. No bony steps',
      INTRA: '1 cm laceration inside the upper lip not needing sutures. 11 socket has a clot',
      DENTAL: [
        ['11', 'Avulsed tooth intact root surface clean dry time maybe 5 minutes before it went in the milk'],
        ['21', 'Enamel dentine fracture MI corner no pulp exposure slightly mobile', 'MI corner'],
        ['12', 'Not mobile not tender'],
        ['22', 'Not mobile not tender'],
      ],
      RADIO:
        'PA upper anteriors no root fractures. No alveolar fracture. Post-op PA 11 fully repositioned. Splint in place',
      DX: ['Avulsion 11', 'Uncomplicated crown fracture 21'],
      CONSULT:
        "What I'd like to do is put the tooth back in today and splint it to the teeth either side for 2 weeks. There's a chance it won't survive long term. It'll need a root canal in about 10 days either way but it's the best chance of keeping your own tooth. Soft diet for 2 weeks. Brush gently with a soft brush. No contact sport until the splint's off. Ring your GP tomorrow to check if you need a tetanus booster",
      CONSENT: 'Are you okay for me to do that. Yes definitely. Verbal consent',
      'TX TODAY': ['Splint 13 to 23'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration 11 + palatal infiltration',
        'Socket irrigated with saline',
        'Clot removed',
        'Tooth rinsed in saline holding the crown',
        'Replanted 11 with gentle finger pressure',
        'Position checked',
        'Flexible splint 13 to 23 with 0.4 mm wire and composite',
        'Occlusion checked',
        '21 exposed dentine covered with glass ionomer',
        'Rx doxycycline 100 mg twice a day for 7 days',
        'Chlorhexidine 0.2% mouthwash 10 ml twice a day for a week',
      ],
      'TX PLAN': ['Referral letter to his own dentist for RCT 11 in 10 days', 'Splint removal in 2 weeks'],
      'F/U': 'If the tooth gets more painful or the gum swells come back to us',
    },
  }),
  defineCase({
    id: 'h49-07-uk-typed-fdi-ooh-pericoronitis-38-irrigation-metronidazole-oral-surgery-referral',
    style: 'UK',
    asr: false,
    transcript:
      'OOH attendance. Pain and swelling around LL wisdom tooth 4 days, difficulty opening, bad taste. MH: fit and well, NKDA, smoker 10/day. EO: L submandibular lymph node tender, mouth opening 25 mm, temp 37.6. IO: 38 partially erupted, operculum swollen and red, pus on pressure. 48 partially erupted, no inflammation. 28 overerupted, biting on the operculum. Dx: pericoronitis 38 with systemic involvement. Irrigation under operculum with 0.2% chlorhexidine, debrided with a flat plastic. 28 sharp cusp smoothed. Rx metronidazole 400 mg TDS 3/7. Advised hot salt water mouthwashes, soft brush around the area, analgesics, stop smoking. Referral to oral surgery for XLA 38 (2nd episode this year). Safety-net: if swelling spreads or difficulty swallowing or breathing, attend A&E. Review with own GDP in 1/52.',
    expect: {
      CC: 'OOH attendance. Pain and swelling around LL wisdom tooth 4 days, difficulty opening, bad taste',
      'MED HX': 'Fit and well, NKDA, smoker 10/day',
      EXTRA: 'L submandibular lymph node tender, mouth opening 25 mm, temp 37.6',
      DENTAL: [
        ['38', 'Partially erupted, operculum swollen and red, pus on pressure'],
        ['48', 'Partially erupted, no inflammation'],
        ['28', 'Overerupted, biting on the operculum'],
      ],
      DX: ['Pericoronitis 38 with systemic involvement'],
      CONSULT: 'Advised hot salt water mouthwashes, soft brush around the area, analgesics, stop smoking',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigation under operculum with 0.2% chlorhexidine',
        'Debrided with a flat plastic',
        '28 sharp cusp smoothed',
        'Rx metronidazole 400 mg TDS 3 days',
      ],
      'TX PLAN': ['Referral to oral surgery for extraction 38 (2nd episode this year)'],
      'F/U':
        'Safety-net: if swelling spreads or difficulty swallowing or breathing, attend A&E. Review with own GDP in 1 week',
    },
  }),
  defineCase({
    id: 'h49-08-uk-asr-fdi-dictated-punctuation-triage-post-extraction-bleed-warfarin',
    style: 'UK',
    asr: true,
    transcript:
      'telephone triage call full stop patient had a lower right molar extracted this afternoon at her own dentist comma still bleeding about five hours later comma filling her mouth every few minutes full stop been biting on tissues full stop new paragraph medical history mechanical mitral valve on warfarin comma inr two point eight sorry three point two last week comma no allergies full stop new paragraph advised to bite firmly on a damp rolled gauze or clean handkerchief over the socket for twenty minutes without checking comma sit upright comma no rinsing or hot drinks tonight full stop triage category urgent full stop new paragraph next appointment udc this evening if still bleeding after twenty minutes pressure full stop told her if she feels faint or the bleeding is heavy go straight to a and e full stop',
    expect: {
      CC: 'Telephone triage call. Patient had a lower right molar extracted this afternoon at her own dentist, still bleeding about 5 hours later, filling her mouth every few minutes. Been biting on tissues',
      'MED HX': 'Mechanical mitral valve on warfarin, INR 3.2 last week, no allergies',
      CONSULT:
        'Advised to bite firmly on a damp rolled gauze or clean handkerchief over the socket for 20 minutes without checking, sit upright, no rinsing or hot drinks tonight',
      NOTES: 'Triage category urgent',
      NV: ['UDC this evening if still bleeding after 20 minutes pressure'],
      'F/U': 'Told her if she feels faint or the bleeding is heavy go straight to A&E',
    },
  }),
  defineCase({
    id: 'h49-09-uk-asr-fdi-recording-crown-recement-11-tempbond-appends-chart-change',
    style: 'UK',
    asr: true,
    transcript:
      "come through so the crown on your front tooth came off eating a toffee yesterday I've got it here in a tissue it doesn't hurt it just looks awful I've got a wedding this weekend so I really need it back on and your health anything new no still just my blood pressure tablets amlodipine and no allergies let's have a look one one crown off core intact no caries visible not mobile not tender crown itself intact and fits well on the core two one and one two sound pa one one previous root filling looks fine no periapical lesion so the good news is the crown's fine and the tooth underneath is fine so I can pop it back on today with a temporary cement but it's only a temporary fix you'll need your own dentist to cement it permanently is that okay yeah that's great verbal consent no la needed core cleaned crown cleaned with pumice and alcohol tried in fits well can you mix the tempbond please thanks recemented crown one one with tempbond excess removed occlusion checked all done have a look in the mirror that looks so much better don't bite into anything hard with it like apples or crusty bread and no more toffees if it comes off again keep it safe and call us or your own dentist see your own dentist within two weeks for permanent cementation",
    appends: ['add to chart two two mesial composite stained', 'change two weeks to one week'],
    expect: {
      CC: "Crown on your front tooth came off eating a toffee yesterday. I've got it here in a tissue. It doesn't hurt. It just looks awful",
      'MED HX': 'No still just my blood pressure tablets amlodipine. No allergies',
      DENTAL: [
        [
          '11',
          'Crown off core intact no caries visible not mobile not tender crown itself intact and fits well on the core',
        ],
        ['21', 'Sound'],
        ['12', 'Sound'],
        ['22', 'M composite stained'],
      ],
      RADIO: 'PA 11 previous root filling looks fine. No periapical lesion',
      CONSULT:
        "Good news is the crown's fine and the tooth underneath is fine. I can pop it back on today with a temporary cement but it's only a temporary fix. You'll need your own dentist to cement it permanently. Don't bite into anything hard with it like apples or crusty bread. No more toffees",
      CONSENT: "Is that okay. Yeah that's great. Verbal consent",
      'TX TODAY': ['Crown recement 11'],
      TX: [
        'No LA needed',
        'Core cleaned',
        'Crown cleaned with pumice and alcohol',
        'Tried in',
        'Fits well',
        'Recemented crown 11 with TempBond',
        'Excess removed',
        'Occlusion checked',
      ],
      'TX PLAN': ['See your own dentist within 1 week for permanent cementation'],
      NOTES: "I've got a wedding this weekend so I really need it back on. That looks so much better",
      'F/U': 'If it comes off again keep it safe and call us or your own dentist',
    },
  }),
  // ---------------------------------------------------------------- 2. US specialist endodontist (Universal)
  defineCase({
    id: 'h49-10-us-typed-universal-endo-consult-19-sinus-tract-cbct-retreatment-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by general dentist for eval #19. Pt reports intermittent dull ache LL and a "pimple" on the gum for 2 months. RCT #19 approx 8 yrs ago, crown 6 yrs ago. Med hx: hypertension (lisinopril), hypothyroid (levothyroxine), allergic to sulfa. BP 138/86. EO: WNL. IO: sinus tract buccal to #19, traced w/ GP cone to M root apex. #19 PFM crown, margins intact, TTP +, palpation +, mobility WNL, probing 3 mm circumferentially. #18 cold +, normal. #20 cold +, normal. PA + CBCT (limited FOV): #19 M canals obturated 3 mm short, periapical radiolucency 5 x 4 mm M root, D root WNL, no vertical root fracture pattern seen. Dx: previously treated #19, chronic apical abscess #19. Options reviewed: nonsurgical retreatment, apical surgery, extraction and implant, no treatment. Risks incl. perforation of crown on access and vertical root fracture discussed. Prognosis for retreatment fair to good. Pt elects retreatment. Fee estimate given, pending insurance predetermination. Tx plan: nonsurgical retreatment #19 in 2 visits. Report sent to referring dentist.',
    expect: {
      CC: 'Referred by general dentist for eval #19. Pt reports intermittent dull ache LL and a "pimple" on the gum for 2 months. RCT #19 approx 8 yrs ago, crown 6 yrs ago',
      'MED HX': 'Hypertension (lisinopril), hypothyroid (levothyroxine), allergic to sulfa. BP 138/86',
      EXTRA: 'WNL',
      INTRA: 'Sinus tract buccal to #19, traced w/ GP cone to M root apex',
      DENTAL: [
        ['19', 'PFM crown, margins intact, TTP +, palpation +, mobility WNL, probing 3 mm circumferentially'],
        ['18', 'Cold +, normal'],
        ['20', 'Cold +, normal'],
      ],
      RADIO:
        'PA + CBCT (limited FOV): #19 M canals obturated 3 mm short, periapical radiolucency 5 x 4 mm M root, D root WNL, no vertical root fracture pattern seen',
      DX: ['Previously treated #19', 'Chronic apical abscess #19'],
      CONSULT:
        'Options reviewed: nonsurgical retreatment, apical surgery, extraction and implant, no treatment. Risks incl. perforation of crown on access and vertical root fracture discussed. Prognosis for retreatment fair to good. Pt elects retreatment. Fee estimate given, pending insurance predetermination',
      'TX PLAN': ['Nonsurgical retreatment #19 in 2 visits'],
      NOTES: 'Report sent to referring dentist',
    },
  }),
  defineCase({
    id: 'h49-11-us-asr-universal-recording-rct-initiated-30-two-la-book-obturation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back have a seat so your dentist sent you over about the lower right molar tell me what's been going on it started about a week ago with cold hurting and now it throbs on its own and wakes me up at night I've been taking advil every few hours okay any changes to your health since you filled out the form no I'm pretty healthy I take a baby aspirin and I'm allergic to codeine okay let me take a look extraoral within normal limits no swelling intraoral number thirty large distal occlusal composite with recurrent caries distally cold test lingering pain over thirty seconds percussion positive palpation negative numbers twenty nine and thirty one cold normal percussion negative pa of thirty deep distal caries close to the pulp widened pdl on the mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number thirty so the nerve in this tooth is inflamed past the point where it can heal which is why it's keeping you up the way to save the tooth is a root canal we clean out the nerve disinfect the canals and seal them we'll do it in two visits this visit we clean it out and put medicine inside and at the second visit we fill the canals afterwards you'll need a crown from your dentist to protect it the other option is to take the tooth out will it hurt afterwards it'll be sore to bite on for a few days but nothing like what you've got at the moment okay I want to keep it are you okay to go ahead yes let's do it signed consent two carpules lidocaine two percent one to one hundred thousand epi right ianb and one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty root canal therapy initiated number thirty rubber dam recurrent caries and old composite removed four canals located working lengths with the apex locator confirmed with a pa canals cleaned and shaped to size thirty five four percent taper irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit could I get the cavit please thanks occlusion reduced it's normal to be sore for a few days take six hundred milligrams of advil every six hours with food and you can take tylenol in between don't chew on that side until you have the crown on if your face swells or you get a fever call us right away can you book him in for obturation thirty in two weeks",
    expect: {
      CC: "Your dentist sent you over about the lower right molar. It started about a week ago with cold hurting. It throbs on its own and wakes me up at night. I've been taking Advil every few hours",
      'MED HX': "No I'm pretty healthy. I take a baby aspirin. I'm allergic to codeine",
      EXTRA: 'Within normal limits. No swelling',
      DENTAL: [
        [
          '30',
          'Large DO composite with recurrent caries distally cold test lingering pain over 30 seconds percussion positive palpation negative',
        ],
        ['29', 'Cold normal percussion negative'],
        ['31', 'Cold normal percussion negative'],
      ],
      RADIO: 'PA of #30 deep distal caries close to the pulp. Widened PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #30'],
      CONSULT:
        "Nerve in this tooth is inflamed past the point where it can heal which is why it's keeping you up. Way to save the tooth is a root canal. We clean out the nerve disinfect the canals and seal them. We'll do it in 2 visits. This visit we clean it out and put medicine inside. At the second visit we fill the canals. Afterwards you'll need a crown from your dentist to protect it. Other option is to take the tooth out. Will it hurt afterwards. It'll be sore to bite on for a few days but nothing like what you've got at the moment. I want to keep it. It's normal to be sore for a few days. Take 600 mg of Advil every 6 hours with food. You can take Tylenol in between. Don't chew on that side until you have the crown on",
      CONSENT: "Are you okay to go ahead. Yes let's do it. Signed consent",
      'TX TODAY': ['RCT #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'RCT initiated #30',
        'Rubber dam',
        'Recurrent caries and old composite removed',
        '4 canals located',
        'Working lengths with the apex locator confirmed with a PA',
        'Canals cleaned and shaped to size 35 4% taper',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
      ],
      NV: ['Obturation #30 in 2 weeks'],
      'F/U': 'If your face swells or you get a fever call us right away',
    },
  }),
  defineCase({
    id: 'h49-12-us-typed-universal-endo-obturation-30-postop-pa-crown-with-gd',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for completion of RCT #30 (initiated 2 wks ago, CaOH). Asymptomatic since first visit. Med hx: no changes, NKDA. #30 Cavit intact, TTP -, palpation -. 2 carpules 2% lidocaine 1:100k epi, right IANB. RD isolation. Cavit + CaOH removed. Irrigated w/ 6% NaOCl + ultrasonic activation. WL confirmed w/ apex locator: MB/ML 21.0 mm and D 21.5 mm to cusp tips. Master cones fit w/ tug-back, confirmed w/ PA. 17% EDTA final rinse. Dried w/ paper points. Obturated #30 w/ warm vertical condensation using gutta percha + AH Plus. Core buildup w/ Fluorocore. Postop PA: obturation to WL, dense, no voids. Occlusion checked. POI given. Pt to return to general dentist for full-coverage crown #30 within 30 days. Recall 6 months for periapical healing check.',
    expect: {
      CC: 'Completion of RCT #30 (initiated 2 wks ago, CaOH). Asymptomatic since first visit',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['30', 'Cavit intact, TTP -, palpation -']],
      RADIO: 'Postop PA: obturation to WL, dense, no voids',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'RD isolation',
        'Cavit + CaOH removed',
        'Irrigated w/ 6% NaOCl + ultrasonic activation',
        'WL confirmed w/ apex locator: MB/ML 21.0 mm and D 21.5 mm to cusp tips',
        'Master cones fit w/ tug-back',
        'Confirmed w/ PA',
        '17% EDTA final rinse',
        'Dried w/ paper points',
        'Obturated #30 w/ warm vertical condensation using gutta percha + AH Plus',
        'Core buildup w/ Fluorocore',
        'Occlusion checked',
        'POI given',
      ],
      'TX PLAN': ['Pt to return to general dentist for full-coverage crown #30 within 30 days'],
      'F/U': 'Recall 6 months for periapical healing check',
    },
  }),
  defineCase({
    id: 'h49-13-us-asr-universal-recording-emergency-pulpectomy-14-nervous-ibuprofen',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in I hear you've had a rough night yeah it's the top left it's unbearable I can't even drink cold water it sets it off and it lasts for ages I haven't slept okay any medical problems or medications I have high blood pressure I take losartan and I'm allergic to amoxicillin it gives me hives I'm really nervous about this I hate dentists that's okay let me take a look extraoral no swelling no lymphadenopathy intraoral number fourteen deep mesial occlusal caries sorry deep distal occlusal caries cold severe lingering pain percussion positive numbers thirteen and fifteen cold normal percussion negative pa fourteen deep distal caries into the pulp widened pdl on the mesiobuccal root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number fourteen so the nerve is inflamed beyond repair the fix is a root canal I'll take the nerve out today which takes most of the pain away and we'll finish at another visit the other option is taking the tooth out what would you prefer I want to keep it if I can are you comfortable for me to go ahead yes please consent form signed two carpules articaine four percent one to one hundred thousand epi buccal infiltration fourteen and one carpule lidocaine two percent one to one hundred thousand epi palatal infiltration fourteen you'll feel a little pinch rubber dam access pulp bleeding heavily pulpectomy number fourteen four canals located including mb two working lengths with apex locator instrumented to size twenty five irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit occlusion reduced prescription ibuprofen six hundred milligrams every six hours with food for three days the tooth will be tender for a few days take the ibuprofen regularly and avoid chewing on that side if you get swelling or the pain gets worse instead of better call the office next visit complete root canal fourteen in two weeks",
    expect: {
      CC: "I hear you've had a rough night. It's the top left. It's unbearable. I can't even drink cold water. It sets it off. It lasts for ages. I haven't slept",
      'MED HX': "I have high blood pressure. I take losartan. I'm allergic to amoxicillin. It gives me hives",
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [
        ['14', 'Deep DO caries cold severe lingering pain percussion positive'],
        ['13', 'Cold normal percussion negative'],
        ['15', 'Cold normal percussion negative'],
      ],
      RADIO: 'PA #14 deep distal caries into the pulp. Widened PDL on the MB root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT:
        "Nerve is inflamed beyond repair. Fix is a root canal. I'll take the nerve out today which takes most of the pain away. We'll finish at another visit. Other option is taking the tooth out. What would you prefer. I want to keep it if I can. Tooth will be tender for a few days. Take the ibuprofen regularly and avoid chewing on that side",
      CONSENT: 'Are you comfortable for me to go ahead. Yes please. Consent form signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration #14',
        'Rubber dam',
        'Access',
        'Pulp bleeding heavily',
        'Pulpectomy #14',
        '4 canals located including MB2',
        'Working lengths with apex locator',
        'Instrumented to size 25',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Prescription ibuprofen 600 mg every 6 hours with food for 3 days',
      ],
      NOTES: "I'm really nervous about this. I hate dentists",
      NV: ['Complete RCT #14 in 2 weeks'],
      'F/U': 'If you get swelling or the pain gets worse instead of better call the office',
    },
  }),
  defineCase({
    id: 'h49-14-us-typed-universal-endo-retreatment-3-mb2-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Visit 1 of 2, nonsurgical retreatment #3. Pt reports occasional tenderness on biting, no swelling. Med hx: no changes, type 2 diabetes (metformin), A1c 7.1, NKDA. #3 temp crown (placed by GD for access), TTP +, palpation -, no sinus tract. 1 carpule 4% articaine 1:100k epi buccal infiltration #3. 1 carpule 2% lidocaine 1:100k epi palatal infiltration. RD. Access through temp crown. GP removed from all 3 canals w/ ProTaper Universal retreatment files + chloroform. MB2 located under microscope w/ ultrasonic troughing, negotiated to length w/ size 8 and 10 C+ files. WL: MB 20 mm, MB2 19.5 mm, DB 19 mm, P 21 mm. Cleaned and shaped to 25/.06 (MB2 to 20/.04). Irrigated w/ 6% NaOCl and 17% EDTA w/ ultrasonic activation. CaOH placed, sponge and Cavit. Explained to pt the untreated MB2 was the likely cause of the persistent lesion and the prognosis is good. NV obturation #3 in 3-4 wks.',
    expect: {
      CC: 'Visit 1 of 2, nonsurgical retreatment #3. Pt reports occasional tenderness on biting, no swelling',
      'MED HX': 'No changes, type 2 diabetes (metformin), A1c 7.1, NKDA',
      DENTAL: [['3', 'Temp crown (placed by GD for access), TTP +, palpation -, no sinus tract']],
      CONSULT:
        'Explained to pt the untreated MB2 was the likely cause of the persistent lesion and the prognosis is good',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration',
        'RD',
        'Access through temp crown',
        'GP removed from all 3 canals w/ ProTaper Universal retreatment files + chloroform',
        'MB2 located under microscope w/ ultrasonic troughing',
        'Negotiated to length w/ size 8 and 10 C+ files',
        'WL: MB 20 mm',
        'MB2 19.5 mm',
        'DB 19 mm',
        'P 21 mm',
        'Cleaned and shaped to 25/.06 (MB2 to 20/.04)',
        'Irrigated w/ 6% NaOCl and 17% EDTA w/ ultrasonic activation',
        'CaOH placed',
        'Sponge and Cavit',
      ],
      NV: ['Obturation #3 in 3-4 wks'],
    },
  }),
  defineCase({
    id: 'h49-15-us-asr-universal-recording-cracked-18-ml-cusp-sorry-oral-surgery-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so your dentist sent you over because the lower left back tooth hurts when you bite yeah it's this sharp zing when I bite on something hard like nuts and it goes away as soon as I let go it's been a couple of months now okay and any changes with your health no still on the metformin for diabetes and the statin no allergies alright let me run a few tests extraoral within normal limits intraoral number eighteen large mesial occlusal distal amalgam cold normal no lingering percussion negative bite test with the tooth slooth positive on the distolingual cusp sorry on the mesiolingual cusp transillumination shows a crack line through the mesial marginal ridge isolated nine millimeter probing defect on the lingual of eighteen number nineteen cold normal bite test negative pa of eighteen no periapical lesion slight j shaped radiolucency on the mesial root limited cbct confirms bone loss along the mesial root on the lingual diagnosis cracked tooth number eighteen with a crack extending into the mesial root so I'm sorry it's not good news the crack goes down into the root a root canal won't fix this and the tooth won't hold up long term the best option is to take it out and then you can think about an implant or a bridge or just leaving the space it's your last tooth on that side so a lot of people leave it what do you think I figured it was something like that let's just take it out I guess referral to oral surgery for extraction of eighteen I'll send your dentist a report about replacement options",
    expect: {
      CC: "Your dentist sent you over because the lower left back tooth hurts when you bite. It's this sharp zing when I bite on something hard like nuts. It goes away as soon as I let go. It's been a couple of months now",
      'MED HX': 'No still on the metformin for diabetes and the statin. No allergies',
      EXTRA: 'Within normal limits',
      PERIO: 'Isolated 9 mm probing defect on the lingual of #18',
      DENTAL: [
        [
          '18',
          'Large MOD amalgam cold normal no lingering percussion negative bite test with the Tooth Slooth positive on the ML cusp transillumination shows a crack line through the M marginal ridge',
        ],
        ['19', 'Cold normal bite test negative'],
      ],
      RADIO:
        'PA of #18 no periapical lesion. Slight J shaped radiolucency on the mesial root. Limited CBCT confirms bone loss along the mesial root on the lingual',
      DX: ['Cracked tooth #18 with a crack extending into the M root'],
      CONSULT:
        "I'm sorry it's not good news. Crack goes down into the root. Root canal won't fix this. Tooth won't hold up long term. Best option is to take it out. You can think about an implant or a bridge or just leaving the space. It's your last tooth on that side so a lot of people leave it. What do you think. I figured it was something like that. Let's just take it out I guess",
      'TX PLAN': ['Referral to oral surgery for extraction #18'],
      NOTES: "I'll send your dentist a report about replacement options",
    },
  }),
  defineCase({
    id: 'h49-16-us-typed-universal-endo-six-month-review-12-healing-13-caries',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6-month recall, RCT #12 (completed 6 mos ago). Asymptomatic, chewing normally. Crown placed by GD 4 mos ago. Med hx: no changes, NKDA. #12 PFM crown, margins intact, TTP -, palpation -, probing WNL. #13 D caries at gingival margin. PA #12: periapical radiolucency reduced from approx 6 mm to 2 mm, lamina dura re-forming. Dx: previously treated #12, healing apical periodontitis. Pt informed of #13 caries, advised to see GD. Pt pleased with result. Recall 12 months for PA.',
    expect: {
      CC: '6-month recall, RCT #12 (completed 6 mos ago). Asymptomatic, chewing normally. Crown placed by GD 4 mos ago',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['12', 'PFM crown, margins intact, TTP -, palpation -, probing WNL'],
        ['13', 'D caries at gingival margin'],
      ],
      RADIO: 'PA #12: periapical radiolucency reduced from approx 6 mm to 2 mm, lamina dura re-forming',
      DX: ['Previously treated #12', 'Healing apical periodontitis'],
      CONSULT: 'Pt informed of #13 caries, advised to see GD',
      NOTES: 'Pt pleased with result',
      'F/U': 'Recall 12 months for PA',
    },
  }),
  defineCase({
    id: 'h49-17-us-asr-universal-recording-single-visit-rct-8-sinus-tract-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so you were sent in about the front tooth that's gone dark yeah I got hit with a basketball in high school and it's slowly gotten grayer and last month a little bump came up on the gum above it it doesn't really hurt though okay health wise anything I should know about I'm healthy I take birth control pills no allergies let's take a look extraoral within normal limits intraoral sinus tract on the facial gingiva above eight number eight gray discoloration cold no response ept no response percussion slightly tender numbers seven and nine cold normal ept normal pa with a gutta percha cone in the sinus tract shows it tracing to the apex of eight six millimeter periapical radiolucency open apex sorry closed apex diagnosis pulp necrosis with chronic apical abscess number eight so what happened is the hit all those years ago killed the nerve and now there's an infection draining through that bump a root canal will clear it up and the bump should go away in a couple of weeks the tooth might stay a bit dark and we can talk about whitening it from the inside later can we do it all today yes since it's a single canal we can finish it today let's do it consent signed one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight rubber dam access through the palatal necrotic tissue removed pus from the canal working length twenty two point five millimeters to the incisal edge confirmed with apex locator and pa cleaned and shaped to size fifty irrigated with sodium hypochlorite and edta dried with paper points obturated eight with warm vertical gutta percha and sealer access sealed with composite post op pa obturation to length no voids it'll be a little sore for a few days ibuprofen is fine the bump should shrink over the next two weeks if it doesn't or you get swelling give us a call review in six months with a pa",
    appends: ["add to notes she'd like to talk about bleaching eight at her review", 'change six months to three months'],
    expect: {
      CC: "You were sent in about the front tooth that's gone dark. I got hit with a basketball in high school. It's slowly gotten grayer. Last month a little bump came up on the gum above it. It doesn't really hurt though",
      'MED HX': "I'm healthy. I take birth control pills. No allergies",
      EXTRA: 'Within normal limits',
      INTRA: 'Sinus tract on the facial gingiva above #8',
      DENTAL: [
        ['8', 'Gray discoloration cold no response EPT no response percussion slightly tender'],
        ['7', 'Cold normal EPT normal'],
        ['9', 'Cold normal EPT normal'],
      ],
      RADIO:
        'PA with a gutta percha cone in the sinus tract shows it tracing to the apex of #8. 6 mm periapical radiolucency. Closed apex. Post-op PA obturation to length. No voids',
      DX: ['Pulp necrosis with chronic apical abscess #8'],
      CONSULT:
        "What happened is the hit all those years ago killed the nerve. There's an infection draining through that bump. Root canal will clear it up. Bump should go away in a couple of weeks. Tooth might stay a bit dark. We can talk about whitening it from the inside later. Can we do it all today. Yes since it's a single canal we can finish it today. Let's do it. It'll be a little sore for a few days. Ibuprofen is fine. Bump should shrink over the next 2 weeks",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Rubber dam',
        'Access through the palatal',
        'Necrotic tissue removed',
        'Pus from the canal',
        'Working length 22.5 mm to the incisal edge confirmed with apex locator and PA',
        'Cleaned and shaped to size 50',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Obturated #8 with warm vertical gutta percha and sealer',
        'Access sealed with composite',
      ],
      NOTES: "She'd like to talk about bleaching #8 at her review",
      'F/U': "If it doesn't or you get swelling give us a call. Review in 3 months with a PA",
    },
  }),
  defineCase({
    id: 'h49-18-us-asr-universal-recording-flare-up-13-i-and-d-amoxicillin-safety-net',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on back so I saw you three days ago to start the root canal on number thirteen and now you've got some swelling yeah it started last night my cheek's puffed up and it's throbbing I took advil but it's not helping much did you have a fever I felt hot last night but I didn't check okay any changes to your medications no just the lisinopril no allergies let's have a look extraoral temp ninety nine point one mild swelling left cheek over the canine fossa not extending to the eye no lymphadenopathy intraoral fluctuant swelling in the buccal vestibule by fourteen sorry by thirteen number thirteen cavit intact percussion very tender slight mobility diagnosis acute apical abscess number thirteen post instrumentation flare up so sometimes after we clean the canals the body reacts and the infection flares up it's not something you did I'm going to drain it from the gum clean the canal again and put you on an antibiotic are you okay with that yes whatever gets rid of it verbal consent two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration thirteen incision and drainage of the buccal swelling about one milliliter of pus drained rubber dam cavit removed canal irrigated with sodium hypochlorite recapitulated to length calcium hydroxide replaced cavit occlusion adjusted prescription amoxicillin five hundred milligrams three times a day for seven days keep taking the advil six hundred every six hours with food warm salt water rinses if the swelling gets near your eye or you have trouble swallowing or breathing go to the emergency room right away we'll call you tomorrow to check on you next visit recheck in two days then obturation thirteen once it's settled",
    expect: {
      CC: "I saw you 3 days ago to start the root canal on #13. You've got some swelling. It started last night. My cheek's puffed up. It's throbbing. I took Advil but it's not helping much. Did you have a fever. I felt hot last night but I didn't check",
      'MED HX': 'No just the lisinopril. No allergies',
      EXTRA:
        'Temp 99.1. Mild swelling left cheek over the canine fossa not extending to the eye. No lymphadenopathy',
      INTRA: 'Fluctuant swelling in the buccal vestibule by #13',
      DENTAL: [['13', 'Cavit intact percussion very tender slight mobility']],
      DX: ['Acute apical abscess #13 post instrumentation flare up'],
      CONSULT:
        "Sometimes after we clean the canals the body reacts. Infection flares up. It's not something you did. I'm going to drain it from the gum clean the canal again and put you on an antibiotic. Keep taking the Advil 600 every 6 hours with food. Warm salt water rinses",
      CONSENT: 'Are you okay with that. Yes whatever gets rid of it. Verbal consent',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13',
        'Incision and drainage of the buccal swelling',
        'About 1 ml of pus drained',
        'Rubber dam',
        'Cavit removed',
        'Canal irrigated with sodium hypochlorite',
        'Recapitulated to length',
        'Calcium hydroxide replaced',
        'Cavit',
        'Occlusion adjusted',
        'Prescription amoxicillin 500 mg 3 times a day for 7 days',
      ],
      NV: ['Recheck in 2 days', "Obturation #13 once it's settled"],
      'F/U':
        'If the swelling gets near your eye or you have trouble swallowing or breathing go to the emergency room right away. We\'ll call you tomorrow to check on you',
    },
  }),
  // ---------------------------------------------------------------- 3. UK hygienist / dental therapist clinic (Palmer)
  defineCase({
    id: 'h49-19-uk-asr-palmer-recording-perio-maintenance-ll7-apixaban-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "three month perio maintenance hiya come on through how've you been since last time much better actually my gums hardly bleed these days I've been using the water flosser you recommended every night any changes with your health I've been started on apixaban for an irregular heartbeat still on the ramipril no allergies okay apixaban that's fine for what we're doing we'll just keep an eye on any bleeding can I just check your gums first bpe three two three four two three seven millimetre pocket distal of lower left seven bleeding on probing twenty percent plaque score twenty five percent lower left seven grade one mobility soft tissues healthy no ulcers oral cancer screen clear so the pockets have mostly settled which is great the only deep one left is at the back on the bottom left which we'll keep an eye on supragingival and subgingival debridement with the ultrasonic all sextants extra time on the lower left seven polished could you pass me the single tufted brush thanks ohi single tufted brush for the back of the lower left seven your gums might be a bit tender tonight keep going with the interdental brushes and the water flosser every night we'll see you in three months",
    expect: {
      CC: "3 month perio maintenance. Much better actually. My gums hardly bleed these days. I've been using the water flosser you recommended every night",
      'MED HX': "I've been started on apixaban for an irregular heartbeat. Still on the ramipril. No allergies",
      INTRA: 'Soft tissues healthy. No ulcers. Oral cancer screen clear',
      PERIO: 'BPE 3 2 3 / 4 2 3. 7 mm pocket distal of LL7. Bleeding on probing 20%. Plaque score 25%',
      DENTAL: [['LL7', 'Grade 1 mobility']],
      CONSULT:
        "Apixaban that's fine for what we're doing. We'll just keep an eye on any bleeding. Pockets have mostly settled which is great. Only deep one left is at the back on the bottom left which we'll keep an eye on. Your gums might be a bit tender tonight. Keep going with the interdental brushes and the water flosser every night",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Supragingival and subgingival debridement with the ultrasonic all sextants',
        'Extra time on LL7',
        'Polished',
        'OHI single tufted brush for the back of LL7',
      ],
      'F/U': "We'll see you in 3 months",
    },
  }),
  defineCase({
    id: 'h49-20-uk-typed-palmer-therapist-b-gic-ll4-ll5-abfraction-on-prescription',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for cervical restorations LL4, LL5 as prescribed by dentist (exam last month). Sensitive to cold when brushing. MH: no change, hypothyroidism (levothyroxine), NKDA. LL4 B abfraction 2 mm deep, sensitive to air. LL5 B abfraction 1.5 mm deep, sensitive to air. No LA. Cotton wool rolls + retraction cord. Cleaned with pumice. Conditioner 10 s. B GIC LL4, LL5 (Fuji IX), shade A3. Fuji Coat LC applied. POIG. Advised soft toothbrush, less pressure, Sensodyne Rapid Relief. Pt asked if they will fall out: explained GIC can wear and will be checked at recall. Recall as per dentist.',
    expect: {
      CC: 'Cervical restorations LL4, LL5 as prescribed by dentist (exam last month). Sensitive to cold when brushing',
      'MED HX': 'No change, hypothyroidism (levothyroxine), NKDA',
      DENTAL: [
        ['LL4', 'B abfraction 2 mm deep, sensitive to air'],
        ['LL5', 'B abfraction 1.5 mm deep, sensitive to air'],
      ],
      CONSULT:
        'Advised soft toothbrush, less pressure, Sensodyne Rapid Relief. Pt asked if they will fall out: explained GIC can wear and will be checked at recall',
      'TX TODAY': ['B GIC LL4, LL5'],
      TX: [
        'No LA',
        'Cotton wool rolls + retraction cord',
        'Cleaned with pumice',
        'Conditioner 10 s',
        'B GIC LL4, LL5 (Fuji IX)',
        'Shade A3',
        'Fuji Coat LC applied',
        'POIG',
      ],
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'h49-21-uk-asr-palmer-recording-rsd-ur-lr-two-la-irrigation-sorry-brushes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "so this is the first of your deep cleaning visits we're doing the right side today upper right and lower right any changes to your health since the assessment no still on metformin my last hba one c was fifty eight and no allergies right before we start I'll numb the gums so you won't feel the scraping it takes about an hour you'll feel some pressure and hear the scaler happy to carry on yes go ahead verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right and one cartridge lidocaine two percent one in eighty thousand adrenaline id block right six millimetre pockets on upper right six and upper right seven lower right six grade one mobility rsd upper right and lower right with ultrasonic and gracey curettes heavy subgingival calculus lower right lingual pockets irrigated with chlorhexidine ohi interdental brushes pink and orange sorry pink and red for the back teeth numbness will last a couple of hours so don't eat anything hot till it wears off your gums will be sore for a couple of days warm salt water rinses and paracetamol if you need it you might get some sensitivity to cold that usually settles we'll get you booked in for rsd on the upper left and lower left in two weeks",
    expect: {
      CC: "This is the first of your deep cleaning visits. We're doing the right side today upper right and lower right",
      'MED HX': 'No still on metformin. My last HbA1c was 58. No allergies',
      PERIO: '6 mm pockets on UR6 and UR7. Heavy subgingival calculus lower right lingual',
      DENTAL: [['LR6', 'Grade 1 mobility']],
      CONSULT:
        "Before we start I'll numb the gums so you won't feel the scraping. It takes about an hour. You'll feel some pressure and hear the scaler. Numbness will last a couple of hours so don't eat anything hot till it wears off. Your gums will be sore for a couple of days. Warm salt water rinses and paracetamol if you need it. You might get some sensitivity to cold. That usually settles",
      CONSENT: 'Happy to carry on. Yes go ahead. Verbal consent',
      'TX TODAY': ['RSD', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD upper right and lower right with ultrasonic and Gracey curettes',
        'Pockets irrigated with chlorhexidine',
        'OHI interdental brushes pink and red for the back teeth',
      ],
      NV: ['RSD on the upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h49-22-uk-typed-palmer-hygienist-implant-maintenance-ll6-mucositis',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Implant maintenance LL6 (placed 2 yrs ago) + hygiene. Pt noticed bleeding around implant when brushing. MH: no change, ex-smoker (quit 2020), NKDA. BPE 2 2 2 / 2 1 2. Peri-implant mucosa LL6: BOP + M and B, PPD 5 mm M (baseline 3 mm), no suppuration. LL6 implant crown not mobile, screw access comp intact. PA LL6 (taken by dentist last month): bone level stable at first thread. Dx: peri-implant mucositis LL6. Debridement around LL6 with titanium-tipped ultrasonic insert + air polishing (glycine powder). S&P remaining dentition. Chlorhexidine gel 1% to LL6 pocket. OHI with single-tufted brush and TePe size 3 around implant. Explained mucositis is reversible with good cleaning. Dentist informed. Review LL6 pocket 3/12.',
    expect: {
      CC: 'Implant maintenance LL6 (placed 2 yrs ago) + hygiene. Pt noticed bleeding around implant when brushing',
      'MED HX': 'No change, ex-smoker (quit 2020), NKDA',
      INTRA: 'Peri-implant mucosa LL6: BOP + M and B, PPD 5 mm M (baseline 3 mm), no suppuration',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [['LL6', 'Implant crown not mobile, screw access comp intact']],
      RADIO: 'PA LL6 (taken by dentist last month): bone level stable at first thread',
      DX: ['Peri-implant mucositis LL6'],
      CONSULT: 'Explained mucositis is reversible with good cleaning',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Debridement around LL6 with titanium-tipped ultrasonic insert + air polishing (glycine powder)',
        'S&P remaining dentition',
        'Chlorhexidine gel 1% to LL6 pocket',
        'OHI with single-tufted brush and TePe size 3 around implant',
      ],
      NOTES: 'Dentist informed',
      'F/U': 'Review LL6 pocket 3 months',
    },
  }),
  defineCase({
    id: 'h49-23-uk-asr-palmer-recording-therapist-child-fissure-sealants-ll6-lr6-dad-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "so we've got an eight year old here with dad for fissure sealants on the bottom sixes any problems at home dad no nothing he brushes twice a day but he loves fizzy drinks is he still well no medicines no allergies he's fine okay then buddy can you open really wide like a crocodile lovely soft tissues healthy lower left six and lower right six fully erupted deep stained fissures no caries upper right six and upper left six partially erupted lower left e sorry lower left d occlusal composite intact lower right e sound so dad the sealants are a thin plastic coating that we paint into the grooves of the back teeth so food and bacteria can't get stuck in there it doesn't need any numbing or drilling they last several years and we check them at every visit is that okay with you yep go for it verbal consent from dad fissure sealants lower left six and lower right six with cotton wool rolls and dry guards could you pass me the light please thanks fluoride varnish applied all teeth he said it tastes like bananas you were brilliant no eating or drinking for thirty minutes after the varnish and no brushing until tomorrow morning try to keep the fizzy drinks to mealtimes next visit fissure sealants upper right six and upper left six when they're through in about six months",
    expect: {
      CC: 'Fissure sealants on the bottom sixes. No nothing. He brushes twice a day but he loves fizzy drinks',
      'MED HX': "No medicines. No allergies. He's fine",
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LL6', 'Fully erupted deep stained fissures no caries'],
        ['LR6', 'Fully erupted deep stained fissures no caries'],
        ['UR6', 'Partially erupted'],
        ['UL6', 'Partially erupted'],
        ['LLD', 'O composite intact'],
        ['LRE', 'Sound'],
      ],
      CONSULT:
        "Dad the sealants are a thin plastic coating that we paint into the grooves of the back teeth so food and bacteria can't get stuck in there. It doesn't need any numbing or drilling. They last several years. We check them at every visit. No eating or drinking for 30 minutes after the varnish. No brushing until tomorrow morning. Try to keep the fizzy drinks to mealtimes",
      CONSENT: 'Is that okay with you. Yep go for it. Verbal consent from dad',
      'TX TODAY': ['Fissure sealants LL6, LR6', 'Fluoride varnish'],
      TX: ['Fissure sealants LL6, LR6 with cotton wool rolls and dry guards', 'Fluoride varnish applied all teeth'],
      NOTES: "We've got an 8 year old here with dad. He said it tastes like bananas",
      NV: ["Fissure sealants UR6, UL6 when they're through in about 6 months"],
    },
  }),
  defineCase({
    id: 'h49-24-uk-typed-palmer-therapist-pulpotomy-pmc-lle-tell-show-do',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "7 y/o w/ mum for pulpotomy + PMC LLE as per dentist's Rx. No symptoms since temp dressing LLE 2/52 ago. MH: fit and well, NKDA. LLE temp GIC intact, not TTP, no swelling, no sinus. LLD sound. Topical benzocaine. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB left. RD. Caries removed, pulp exposed, coronal pulp removed, bleeding controlled with ferric sulphate in 2 min. Pulpotomy LLE with MTA, GIC base. PMC LLE size 5 cemented with GIC. Occlusion checked, slightly high, expected to settle. POIG to mum, warned re lip biting. Tolerated well with tell-show-do, chose a sticker. Review at recall w/ dentist, BW in 6/12.",
    expect: {
      CC: "Pulpotomy + PMC LLE as per dentist's Rx. No symptoms since temp dressing LLE 2 weeks ago",
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['LLE', 'Temp GIC intact, not TTP, no swelling, no sinus'],
        ['LLD', 'Sound'],
      ],
      CONSULT: 'Warned re lip biting',
      'TX TODAY': ['Pulpotomy LLE', 'SSC LLE'],
      TX: [
        'Topical benzocaine',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RD',
        'Caries removed',
        'Pulp exposed',
        'Coronal pulp removed',
        'Bleeding controlled with ferric sulphate in 2 min',
        'Pulpotomy LLE with MTA',
        'GIC base',
        'PMC LLE size 5 cemented with GIC',
        'Occlusion checked',
        'Slightly high',
        'Expected to settle',
        'POIG to mum',
      ],
      NOTES: '7 y/o w/ mum. Tolerated well with tell-show-do, chose a sticker',
      'F/U': 'Review at recall w/ dentist, BW in 6 months',
    },
  }),
  defineCase({
    id: 'h49-25-uk-asr-palmer-recording-hygienist-smoker-stain-stop-smoking-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hiya come in have a seat it's your six month hygiene visit isn't it yeah I'm a bit nervous though last time it really hurt on the bottom front teeth okay we'll go gently and I can use some numbing gel there any changes with your health no same as before I still smoke about fifteen a day though no allergies okay let's have a look soft tissues checked floor of mouth and tongue normal no ulcers heavy tobacco stain lingual of the lower anteriors bpe two two two two two two supragingival calculus lower anteriors lower left five buccal cervical caries I'll flag that to the dentist so the stain and the tartar build up are mostly from the smoking and smoking is also the biggest risk for your gums would you be interested in some help to stop there's a free local stop smoking service I can refer you to yeah go on I'll give it a go referral to local stop smoking service topical anaesthetic gel lower anteriors for comfort scale and polish with the ultrasonic then airflow for the stain ohi tepe brushes size two for between the teeth your teeth might be a bit sensitive for a day or so that's normal recall six months with the hygienist",
    expect: {
      CC: "It's your 6 month hygiene visit isn't it",
      'MED HX': 'No same as before. I still smoke about 15 a day though. No allergies',
      INTRA:
        'Soft tissues checked. Floor of mouth and tongue normal. No ulcers. Heavy tobacco stain lingual of the lower anteriors',
      PERIO: 'BPE 2 2 2 / 2 2 2. Supragingival calculus lower anteriors',
      DENTAL: [['LL5', 'B cervical caries']],
      CONSULT:
        "We'll go gently. I can use some numbing gel there. Stain and the tartar build up are mostly from the smoking. Smoking is also the biggest risk for your gums. Would you be interested in some help to stop. There's a free local stop smoking service I can refer you to. Go on I'll give it a go. Your teeth might be a bit sensitive for a day or so. That's normal",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Topical anaesthetic gel lower anteriors for comfort',
        'Scale and polish with the ultrasonic',
        'Airflow for the stain',
        'OHI TePe brushes size 2 for between the teeth',
      ],
      'TX PLAN': ['Referral to local stop smoking service'],
      NOTES: "I'm a bit nervous though. Last time it really hurt on the bottom front teeth. I'll flag that to the dentist",
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'h49-26-uk-asr-palmer-dictated-punctuation-perio-assessment-stage-3-grade-c-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'new patient periodontal assessment comma referred by own dentist full stop bleeding gums for years and lower front teeth feel loose full stop new paragraph medical history type two diabetes on metformin and gliclazide comma last hba one c sixty four comma no allergies comma non smoker full stop new paragraph bpe four three four four four three full stop full pocket chart done full stop generalised four to six millimetre pockets comma seven millimetre pockets around the lower incisors full stop bleeding on probing forty five percent comma plaque score sixty percent full stop lower right one and lower left one grade two mobility full stop radiographs opg taken by own dentist last month shows horizontal bone loss up to fifty percent of root length with vertical defects around the lower incisors full stop new paragraph diagnosis generalised periodontitis stage three grade c currently unstable full stop explained the link between diabetes and gum disease comma and that the lower front teeth have a guarded prognosis full stop patient keen to start treatment full stop new paragraph ohi with tepe brushes sizes one and two and a single tufted brush for the lower incisors full stop supragingival scale full stop new paragraph plan rsd all four quadrants under la over two visits comma then re-evaluation three months after full stop letter to gp re diabetes control full stop next appointment rsd upper right and lower right in two weeks full stop',
    appends: ['add to notes patient prefers appointments after four pm', 'change two weeks to three weeks'],
    expect: {
      CC: 'New patient periodontal assessment, referred by own dentist. Bleeding gums for years and lower front teeth feel loose',
      'MED HX': 'Type 2 diabetes on metformin and gliclazide, last HbA1c 64, no allergies, non smoker',
      PERIO:
        'BPE 4 3 4 / 4 4 3. Full pocket chart done. Generalised 4 to 6 mm pockets, 7 mm pockets around the lower incisors. Bleeding on probing 45%, plaque score 60%',
      DENTAL: [
        ['LR1', 'Grade 2 mobility'],
        ['LL1', 'Grade 2 mobility'],
      ],
      RADIO:
        'OPG taken by own dentist last month shows horizontal bone loss up to 50% of root length with vertical defects around the lower incisors',
      DX: ['Generalised periodontitis stage 3 grade C currently unstable'],
      CONSULT:
        'Explained the link between diabetes and gum disease, and that the lower front teeth have a guarded prognosis. Patient keen to start treatment',
      'TX TODAY': ['OHI'],
      TX: ['OHI with TePe brushes sizes 1 and 2 and a single tufted brush for the lower incisors', 'Supragingival scale'],
      'TX PLAN': ['RSD all 4 quadrants under LA over 2 visits', 'Re-evaluation 3 months after', 'Letter to GP re diabetes control'],
      NOTES: 'Patient prefers appointments after 4 pm',
      NV: ['RSD upper right and lower right in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h49-27-uk-typed-palmer-hygienist-sensitivity-duraphat-varnish-duraphat-5000-rx',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Sensitivity UL4, UL5 and LR4 to cold for 3 months, worse since using a whitening toothpaste. MH: no change, GORD (omeprazole), NKDA. UL4, UL5 B recession 2 mm, exposed dentine, sensitive to air blast (Schiff 2). LR4 B abrasion cavity 1 mm deep, sensitive to air blast (Schiff 2). UR1, UL1 P erosive wear into dentine. No caries. Dx: dentine hypersensitivity. Diet discussed: 3 cans of fizzy drink daily, lemon water every morning. Advised stop whitening toothpaste, change to Sensodyne Repair, soft brush, wait 1 hr after acidic drinks before brushing, use a straw. Duraphat varnish 22,600 ppm applied UL4, UL5, LR4. Rx (signed by dentist): Duraphat 5000 ppm toothpaste 51 g, apply 2 cm twice daily and spit don't rinse. Review sensitivity 6/52.",
    expect: {
      CC: 'Sensitivity UL4, UL5 and LR4 to cold for 3 months, worse since using a whitening toothpaste',
      'MED HX': 'No change, GORD (omeprazole), NKDA',
      INTRA: 'No caries',
      DENTAL: [
        ['UL4', 'B recession 2 mm, exposed dentine, sensitive to air blast (Schiff 2)'],
        ['UL5', 'B recession 2 mm, exposed dentine, sensitive to air blast (Schiff 2)'],
        ['LR4', 'B abrasion cavity 1 mm deep, sensitive to air blast (Schiff 2)'],
        ['UR1', 'P erosive wear into dentine'],
        ['UL1', 'P erosive wear into dentine'],
      ],
      DX: ['Dentine hypersensitivity'],
      CONSULT:
        'Diet discussed: 3 cans of fizzy drink daily, lemon water every morning. Advised stop whitening toothpaste, change to Sensodyne Repair, soft brush, wait 1 hr after acidic drinks before brushing, use a straw',
      'TX TODAY': ['Fluoride varnish UL4, UL5, LR4'],
      TX: [
        'Duraphat varnish 22,600 ppm applied UL4, UL5, LR4',
        'Rx (signed by dentist): Duraphat 5000 ppm toothpaste 51 g',
        "Apply 2 cm twice daily and spit don't rinse",
      ],
      'F/U': 'Review sensitivity 6 weeks',
    },
  }),
  // ---------------------------------------------------------------- 4. US paediatric practice (Universal, primary letters)
  defineCase({
    id: 'h49-28-us-asr-universal-recording-new-patient-4yo-caries-s-l-prophy-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient four year old here with mom hi buddy can you show me your teeth so mom any concerns I noticed a dark spot on his back tooth on the bottom and he says it hurts sometimes when he eats candy he drinks a lot of juice at daycare okay is he healthy any medicines or allergies he's healthy he had eczema as a baby no medicines no allergies okay is it okay if we take a couple of x-rays and paint on some fluoride today yes that's fine soft tissues normal gingiva healthy generalized plaque letter s occlusal caries cavitated letter l distal caries letters k and t sound letters a b i and j sound two bitewings letter s caries into enamel sorry into dentin letter l distal caries into dentin diagnosis early childhood caries so mom he's got two cavities one on each side in the bottom back teeth they're into the second layer of the tooth so we'll want to fill them before they get bigger or start hurting more toothbrush prophy fluoride varnish he did great for the x-rays no eating or drinking for thirty minutes and no brushing until tomorrow morning try to keep the juice to mealtimes and water in between and brush twice a day with a smear of fluoride toothpaste we'll get him booked for fillings on s and l with nitrous recall three months",
    expect: {
      CC: 'New patient. I noticed a dark spot on his back tooth on the bottom. He says it hurts sometimes when he eats candy. He drinks a lot of juice at daycare',
      'MED HX': "He's healthy. He had eczema as a baby. No medicines. No allergies",
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Generalized plaque',
      DENTAL: [
        ['S', 'O caries cavitated'],
        ['L', 'D caries'],
        ['K', 'Sound'],
        ['T', 'Sound'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings. #S caries into dentin. #L distal caries into dentin',
      DX: ['Early childhood caries'],
      CONSULT:
        "Mom he's got 2 cavities one on each side in the bottom back teeth. They're into the second layer of the tooth so we'll want to fill them before they get bigger or start hurting more. No eating or drinking for 30 minutes. No brushing until tomorrow morning. Try to keep the juice to mealtimes and water in between. Brush twice a day with a smear of fluoride toothpaste",
      CONSENT: "Is it okay if we take a couple of X-rays and paint on some fluoride today. Yes that's fine",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Toothbrush prophy', 'Fluoride varnish'],
      NOTES: '4 year old here with mom. He did great for the X-rays',
      NV: ['Fillings #S, #L with nitrous'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h49-29-us-typed-universal-child-pulpotomy-ssc-k-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ dad. Here for tx #K per tx plan. Dad reports occasional pain w/ eating on LL, none at night. Med hx: healthy, NKDA, wt 22 kg. #K large DO caries, no swelling, no mobility, no sinus tract. #L O sealant intact. N2O/O2 titrated to 40%. Topical benzocaine 20%. LA 1 carpule 2% lidocaine 1:100k epi, left IANB. Rubber dam. Caries removed, carious exposure, hemostasis achieved w/ cotton pellet in 3 min. Pulpotomy #K w/ MTA, IRM base. SSC #K size 4, cemented w/ Ketac Cem. Occlusion checked. 100% O2 for 5 min post-op. POI incl. lip biting given to dad. Pt very cooperative. Recall 6 months; BW of #K at recall.',
    expect: {
      CC: 'Tx #K per tx plan. Dad reports occasional pain w/ eating on LL, none at night',
      'MED HX': 'Healthy, NKDA, wt 22 kg',
      DENTAL: [
        ['K', 'Large DO caries, no swelling, no mobility, no sinus tract'],
        ['L', 'O sealant intact'],
      ],
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'N2O/O2 titrated to 40%',
        'Topical benzocaine 20%',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Carious exposure',
        'Hemostasis achieved w/ cotton pellet in 3 min',
        'Pulpotomy #K w/ MTA',
        'IRM base',
        'SSC #K size 4',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 for 5 min post-op',
        'POI incl. lip biting given to dad',
      ],
      NOTES: '6 y/o w/ dad. Pt very cooperative',
      'F/U': 'Recall 6 months; BW of #K at recall',
    },
  }),
  defineCase({
    id: 'h49-30-us-asr-universal-recording-child-extraction-o-p-shark-teeth-tylenol',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old here with mom for his bottom front teeth so mom tell me what you've noticed his new bottom teeth are coming in behind the baby teeth like a second row he calls them his shark teeth and the baby ones aren't even wiggly is he healthy any medicines allergies he's healthy no medicines no allergies great intraoral soft tissues normal numbers twenty four and twenty five erupting lingually about halfway letters o and p not mobile pa lower anteriors roots of o and p mostly intact diagnosis over retained primary teeth o and p so what's happened is the baby teeth roots haven't melted away the way they should so the new ones came in behind if we take the baby teeth out the tongue will push the new teeth forward into the right spot over the next few months it's quick with numbing he'll have a numb lip for a couple of hours will it hurt him he'll feel the numbing go in and some pushing but no pain okay then let's do it so you're okay for us to take out o and p today yes consent form signed by mom topical one carpule lidocaine two percent one to one hundred thousand epi buccal and lingual infiltration o and p you're doing awesome buddy extracted letters o and p with forceps roots intact gauze pressure so mom have him bite on the gauze for fifteen minutes watch he doesn't chew his lip while it's numb soft foods today for pain children's tylenol one hundred sixty milligrams per five milliliters give seven point five milliliters every six hours if he needs it if the bleeding doesn't stop with pressure call us he was a champ recall at his six month checkup",
    expect: {
      CC: "His bottom front teeth. His new bottom teeth are coming in behind the baby teeth like a second row. He calls them his shark teeth. Baby ones aren't even wiggly",
      'MED HX': "He's healthy. No medicines. No allergies",
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['24', 'Erupting lingually about halfway'],
        ['25', 'Erupting lingually about halfway'],
        ['O', 'Not mobile'],
        ['P', 'Not mobile'],
      ],
      RADIO: 'PA lower anteriors roots of #O and #P mostly intact',
      DX: ['Over retained primary teeth #O, #P'],
      CONSULT:
        "What's happened is the baby teeth roots haven't melted away the way they should so the new ones came in behind. If we take the baby teeth out the tongue will push the new teeth forward into the right spot over the next few months. It's quick with numbing. He'll have a numb lip for a couple of hours. Will it hurt him. He'll feel the numbing go in and some pushing but no pain. Let's do it. Mom have him bite on the gauze for 15 minutes. Watch he doesn't chew his lip while it's numb. Soft foods today. For pain children's Tylenol 160 mg per 5 ml give 7.5 ml every 6 hours if he needs it",
      CONSENT: "You're okay for us to take out #O and #P today. Yes. Consent form signed by mom",
      'TX TODAY': ['Extraction #O, #P'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #O, #P',
        'Extracted #O, #P with forceps',
        'Roots intact',
        'Gauze pressure',
      ],
      NOTES: '7 year old here with mom. He was a champ',
      'F/U': "If the bleeding doesn't stop with pressure call us. Recall at his 6 month checkup",
    },
  }),
  defineCase({
    id: 'h49-31-us-typed-universal-child-trauma-8-crown-fracture-9-subluxation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ dad. Emergency. Fell off scooter 2 hrs ago, hit upper front teeth, fragment not found. No LOC, no vomiting, no headache per dad. Med hx: healthy, NKDA, immunizations up to date. EO: abrasion on chin, upper lip swollen, no bony steps. IO: small laceration upper labial frenum, not bleeding. #8 enamel-dentin fracture MI corner, no pulp exposure, not mobile, TTP -. #9 TTP +, not displaced, slight mobility, bleeding from gingival sulcus. #7 and #10 not yet erupted. PA x2 maxillary anterior: no root fracture, open apices #8 and #9. Dx: uncomplicated crown fracture #8, subluxation #9. No LA. Etched, bonded, MI composite #8 (Filtek Supreme A1B). Rx chlorhexidine 0.12% swab to area BID x 1 wk. Soft diet 1 wk, soft toothbrush. Return if #9 darkens, swelling, or pimple on gum. F/U 2 wks and 6-8 wks w/ PA.',
    expect: {
      CC: 'Emergency. Fell off scooter 2 hrs ago, hit upper front teeth, fragment not found. No LOC, no vomiting, no headache per dad',
      'MED HX': 'Healthy, NKDA, immunizations up to date',
      EXTRA: 'Abrasion on chin, upper lip swollen, no bony steps',
      INTRA: 'Small laceration upper labial frenum, not bleeding',
      DENTAL: [
        ['8', 'Enamel-dentin fracture MI corner, no pulp exposure, not mobile, TTP -', 'MI corner'],
        ['9', 'TTP +, not displaced, slight mobility, bleeding from gingival sulcus'],
        ['7', 'Not yet erupted'],
        ['10', 'Not yet erupted'],
      ],
      RADIO: 'PA x2 maxillary anterior: no root fracture, open apices #8 and #9',
      DX: ['Uncomplicated crown fracture #8', 'Subluxation #9'],
      CONSULT: 'Soft diet 1 wk, soft toothbrush',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No LA',
        'Etched',
        'Bonded',
        'MI composite #8 (Filtek Supreme A1B)',
        'Rx chlorhexidine 0.12% swab to area BID x 1 wk',
      ],
      NOTES: '8 y/o w/ dad',
      'F/U': 'Return if #9 darkens, swelling, or pimple on gum. F/U 2 wks and 6-8 wks w/ PA',
    },
  }),
  defineCase({
    id: 'h49-32-us-asr-universal-dictated-punctuation-child-sealants-latex-allergy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with grandma for sealants full stop no concerns full stop healthy comma no medications comma allergic to latex full stop new paragraph numbers three fourteen nineteen and thirty fully erupted comma deep grooves comma no caries full stop letter k occlusal caries comma small full stop letters a comma j comma s and t sound full stop new paragraph isolation with isolite comma latex free gloves full stop etched comma rinsed comma dried full stop fissure sealants placed numbers three fourteen nineteen and thirty full stop cured comma checked with explorer full stop fluoride varnish applied full stop she was great full stop new paragraph next visit occlusal composite letter k full stop recall six months full stop',
    expect: {
      CC: 'Sealants. No concerns',
      'MED HX': 'Healthy, no medications, allergic to latex',
      DENTAL: [
        ['3', 'Fully erupted, deep grooves, no caries'],
        ['14', 'Fully erupted, deep grooves, no caries'],
        ['19', 'Fully erupted, deep grooves, no caries'],
        ['30', 'Fully erupted, deep grooves, no caries'],
        ['K', 'O caries, small'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolation with Isolite',
        'Latex free gloves',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants placed #3, #14, #19, #30',
        'Cured',
        'Checked with explorer',
        'Fluoride varnish applied',
      ],
      NOTES: '7 year old with grandma. She was great',
      NV: ['O composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h49-33-us-asr-universal-recording-toddler-sdf-d-e-f-g-staining-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so she's two and a half and this is her first time at the dentist mom what made you bring her in her front teeth have gone brown and chalky she still has a bottle of milk at night to get to sleep is she healthy any medicines or allergies she was born early at thirty four weeks but she's totally fine no medicines no allergies okay if you sit facing me and lay her back onto my lap that's perfect soft tissues normal heavy plaque on the upper front teeth letters d e f and g cavitated caries on the facial letters a j k and t sound letters b and i occlusal caries small diagnosis severe early childhood caries so mom please don't feel bad this is really common what I'd recommend is a liquid called silver diamine fluoride we paint it on and it stops the decay it's quick and doesn't need numbing the downside is the decayed parts turn black permanently is the black permanent on those spots yes until the baby teeth fall out or we put fillings over them the other option is fillings under general anesthesia at the hospital are you okay with the staining and for us to go ahead yes I'd rather that than her being put to sleep signed consent for sdf including the staining petroleum jelly on her lips cotton rolls silver diamine fluoride d e f and g one minute each then fluoride varnish on all the other teeth she cried a bit but settled with mom no eating or drinking for an hour the spots will go dark over the next couple of days that's normal it can stain skin and clothes so wipe any off her face try to stop the bottle at night water only after brushing next visit reapply silver diamine fluoride in one month recall every three months",
    expect: {
      CC: 'This is her first time at the dentist. Her front teeth have gone brown and chalky. She still has a bottle of milk at night to get to sleep',
      'MED HX': "She was born early at 34 weeks but she's totally fine. No medicines. No allergies",
      INTRA: 'Soft tissues normal',
      PERIO: 'Heavy plaque on the upper front teeth',
      DENTAL: [
        ['D', 'Cavitated F caries'],
        ['E', 'Cavitated F caries'],
        ['F', 'Cavitated F caries'],
        ['G', 'Cavitated F caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
        ['B', 'O caries small'],
        ['I', 'O caries small'],
      ],
      DX: ['Severe early childhood caries'],
      CONSULT:
        "Mom please don't feel bad. This is really common. What I'd recommend is a liquid called silver diamine fluoride. We paint it on. It stops the decay. It's quick and doesn't need numbing. Downside is the decayed parts turn black permanently. Is the black permanent on those spots. Yes until the baby teeth fall out or we put fillings over them. Other option is fillings under general anesthesia at the hospital. No eating or drinking for an hour. Spots will go dark over the next couple of days. That's normal. It can stain skin and clothes so wipe any off her face. Try to stop the bottle at night water only after brushing",
      CONSENT:
        "Are you okay with the staining and for us to go ahead. Yes I'd rather that than her being put to sleep. Signed consent for SDF including the staining",
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
      TX: [
        'Petroleum jelly on her lips',
        'Cotton rolls',
        'Silver diamine fluoride #D, #E, #F, #G 1 minute each',
        'Fluoride varnish on all the other teeth',
      ],
      NOTES: "She's 2 and a half. She cried a bit but settled with mom",
      NV: ['Reapply SDF in 1 month'],
      'F/U': 'Recall every 3 months',
    },
  }),
  defineCase({
    id: 'h49-34-us-typed-universal-child-band-and-loop-k-for-l-space-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom. Delivery of band and loop space maintainer on #K for #L space (#L extracted 3 wks ago). No pain. Med hx: healthy, NKDA. #L space healed, no inflammation. #K sound, no mobility. #19 partially erupted. Appliance tried in, band fit good, loop 1 mm off gingiva, clear of #M. #K band cemented w/ Ketac Cem. Excess removed. Occlusion checked. Instructions: no sticky candy or gum, brush the band carefully. Mom asked how long it stays: explained until #21 erupts around age 10-11. Check appliance at each recall, next recall 3 months.',
    expect: {
      CC: 'Delivery of band and loop space maintainer on #K for #L space (#L extracted 3 wks ago). No pain',
      'MED HX': 'Healthy, NKDA',
      INTRA: '#L space healed, no inflammation',
      DENTAL: [
        ['K', 'Sound, no mobility'],
        ['19', 'Partially erupted'],
      ],
      CONSULT:
        'Instructions: no sticky candy or gum, brush the band carefully. Mom asked how long it stays: explained until #21 erupts around age 10-11',
      TX: [
        'Appliance tried in',
        'Band fit good',
        'Loop 1 mm off gingiva',
        'Clear of #M',
        '#K band cemented w/ Ketac Cem',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: '6 y/o w/ mom',
      'F/U': 'Check appliance at each recall, next recall 3 months',
    },
  }),
  defineCase({
    id: 'h49-35-us-asr-universal-recording-child-abscess-s-extraction-amoxicillin-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old here with mom emergency so what's going on with her she's had a swollen cheek since yesterday and she's been crying with a tooth on the bottom right she had a fever last night of a hundred and one I gave her children's motrin last night okay is she healthy otherwise any allergies healthy no allergies she's twenty one kilos extraoral swelling right cheek lower border of the mandible palpable temp ninety nine point eight intraoral letter s large distal occlusal caries sorry mesial occlusal caries buccal swelling grade two mobility letters r and t sound number thirty erupted pa of s furcation radiolucency diagnosis acute dentoalveolar abscess letter s with facial swelling so mom she's got an infected baby tooth the infection is in the bone between the roots so we can't save this one the best thing is to take it out today and start antibiotics she'll need a space holder afterwards so the teeth behind don't drift forward is that okay yes please do whatever you need to consent signed by mom topical one carpule lidocaine two percent one to one hundred thousand epi right ianb you're being so brave extracted letter s with forceps roots intact pus drained from the socket gauze pressure prescription amoxicillin four hundred milligrams per five milliliters six milliliters twice a day for seven days have her bite on the gauze for fifteen minutes soft cool foods today motrin or tylenol for pain give the whole course of the antibiotic even if she seems better if the swelling spreads up toward her eye or down her neck or she gets a high fever or won't drink take her to the emergency room we'll call you tomorrow to check on the swelling can you book her for a band and loop for the s space in two weeks",
    appends: ['add to notes older brother also a patient here', 'change two weeks to one week'],
    expect: {
      CC: "Emergency. She's had a swollen cheek since yesterday. She's been crying with a tooth on the bottom right. She had a fever last night of 101. I gave her children's Motrin last night",
      'MED HX': "Healthy. No allergies. She's 21 kilos",
      EXTRA: 'Swelling right cheek. Lower border of the mandible palpable. Temp 99.8',
      DENTAL: [
        ['S', 'Large MO caries buccal swelling grade 2 mobility'],
        ['R', 'Sound'],
        ['T', 'Sound'],
        ['30', 'Erupted'],
      ],
      RADIO: 'PA of #S furcation radiolucency',
      DX: ['Acute dentoalveolar abscess #S with facial swelling'],
      CONSULT:
        "Mom she's got an infected baby tooth. Infection is in the bone between the roots so we can't save this one. Best thing is to take it out today and start antibiotics. She'll need a space holder afterwards so the teeth behind don't drift forward. Have her bite on the gauze for 15 minutes. Soft cool foods today. Motrin or Tylenol for pain. Give the whole course of the antibiotic even if she seems better",
      CONSENT: 'Is that okay. Yes please do whatever you need to. Consent signed by mom',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Extracted #S with forceps',
        'Roots intact',
        'Pus drained from the socket',
        'Gauze pressure',
        'Prescription amoxicillin 400 mg per 5 ml 6 ml twice a day for 7 days',
      ],
      NOTES: '6 year old here with mom. Older brother also a patient here',
      NV: ['Band and loop for #S space in 1 week'],
      'F/U':
        "If the swelling spreads up toward her eye or down her neck or she gets a high fever or won't drink take her to the emergency room. We'll call you tomorrow to check on the swelling",
    },
  }),
  defineCase({
    id: 'h49-36-us-typed-universal-teen-exam-ortho-referral-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '13 y/o, attends alone (mom in waiting room). Periodic exam. No concerns, wants braces. Med hx: ADHD (methylphenidate), NKDA. EO: WNL, convex profile. IO: soft tissues WNL. OJ 8 mm, deep bite 90%, lower anterior crowding. Gingivitis lower anteriors, generalized plaque. #3, #14, #19, #30 sealants intact. #13 erupting. #J mobile. 2 BWs: no interproximal caries. Dx: Class II div 1 malocclusion, plaque-induced gingivitis. Prophy, OHI w/ focus on lower anteriors, fluoride varnish. Referral to orthodontist for Class II eval (letter + BWs sent). Recall 6 months.',
    appends: [
      'Add to notes: pt asked about clear aligners, told the orthodontist will advise.',
      'Add to treatment: disclosed with two-tone solution.',
    ],
    expect: {
      CC: 'Periodic exam. No concerns, wants braces',
      'MED HX': 'ADHD (methylphenidate), NKDA',
      EXTRA: 'WNL, convex profile',
      INTRA: 'Soft tissues WNL. OJ 8 mm, deep bite 90%, lower anterior crowding',
      PERIO: 'Gingivitis lower anteriors, generalized plaque',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['13', 'Erupting'],
        ['J', 'Mobile'],
      ],
      RADIO: '2 BWs: no interproximal caries',
      DX: ['Class II div 1 malocclusion', 'Plaque-induced gingivitis'],
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'OHI w/ focus on lower anteriors', 'Fluoride varnish', 'Disclosed with two-tone solution'],
      'TX PLAN': ['Referral to orthodontist for Class II eval (letter + BWs sent)'],
      NOTES: '13 y/o, attends alone (mom in waiting room). Pt asked about clear aligners, told the orthodontist will advise',
      'F/U': 'Recall 6 months',
    },
  }),
];
