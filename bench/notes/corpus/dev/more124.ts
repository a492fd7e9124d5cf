// A hundred-and-twenty-fourth development batch (ids dv01–dv30), written blind from the labelling contract, case.ts, the
// dental reference and more56 / more58 as format examples, by a helper that had not seen the engine or any held-out
// split; every case was labelled before any check. It is unscheduled and urgent care: telephone triage calls written up
// afterwards (no examination: symptoms, pain score, swelling, fever, red flags, analgesic advice with doses, antibiotics
// prescribed remotely or not, safety-netting, booking), out-of-hours urgent dental care sessions, walk-in emergencies at
// general practices (pulpitis, abscess, dry socket, fractured teeth, lost crowns, trauma, pericoronitis, ulcers,
// necrotising gingivitis), some with the recorder left running while the dentist talks to the patient (or to the caller
// on the phone), some dictated quickly between patients, some typed. Prescriptions carry drug, dose, frequency and days;
// there are referrals to A&E / the ER, to maxillofacial on-call and to OMFS, and follow-up for definitive treatment at
// the patient's own dentist. Five practices, six visits each:
//   dv01–dv06 a UK NHS urgent dental care telephone triage service (FDI; dv02, dv04, dv06 recogniser-style, dv01, dv03,
//     dv05 typed): a pulpitis call with no antibiotics and a booked slot, a facial swelling with amoxicillin sent to the
//     pharmacy, a mother's call about an avulsed upper incisor, a pericoronitis call with the dentist's half of the call
//     recorded before the write-up, a post-extraction bleed on warfarin with a call-back, a spreading infection sent to
//     A&E by ambulance with a maxillofacial handover (appended dictation);
//   dv07–dv12 a UK out-of-hours urgent dental care centre, dentist saying Palmer words (Palmer; dv07, dv09, dv11
//     recogniser-style, dv08, dv10, dv12 typed UR6 shorthand): a pulpitis treated by extirpation with two LA lines, a dry
//     socket dressed with Alvogyl (no title), a cycling trauma with a partial pulpotomy and a composite bandage, a post
//     crown recemented, a pericoronitis irrigated with metronidazole (appended dictation), a child's facial swelling with
//     amoxicillin and a referral because the child would not accept LA;
//   dv13–dv18 a US emergency dental clinic (Universal; dv14, dv16, dv18 recogniser-style, dv13, dv15, dv17 typed): a
//     walk-in pulpectomy with prescriptions, a spreading infection sent to the ER with the recorder running, a basketball
//     fracture with the fragment reattached (no title), an after-hours on-call call about a flare-up with antibiotics
//     called in, a non-healing tongue ulcer referred to OMFS for biopsy, an abscessed molar extracted (appended dictation);
//   dv19–dv24 a UK general practice seeing walk-in emergencies between booked patients (FDI; dv19, dv21, dv23
//     recogniser-style, dv20, dv22, dv24 typed): a fractured palatal cusp with a temporary dressing, an unregistered
//     patient's abscessed molar extracted, a nervous patient's pulpotomy with the recorder running, a toddler's intruded
//     primary incisor (appended dictation), a dry socket after an extraction the week before (appended dictation),
//     necrotising gingivitis with metronidazole;
//   dv25–dv30 a US general practice with an on-call phone (Universal; dv25, dv27, dv29 recogniser-style, dv26, dv28, dv30
//     typed): an after-hours call about swelling after wisdom teeth removal, a crown recemented, a child's avulsion
//     replanted and splinted with the recorder running, a pregnant patient's cracked tooth (no title), a high filling
//     adjusted (no title), a weekend call with penicillin called in (appended dictation).
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers, no punctuation,
// "sorry" self-corrections) and 15 typed; 77 to 213 words (most 90 to 170). Five cases with appended dictation (one in six): dv06
// recogniser "add to notes …" twice; dv11 recogniser "add to treatment …" / "add to notes …"; dv18 recogniser "add to
// notes …" / "next visit …"; dv22 typed "Add to notes: …" / "Change 1 week to 2 weeks."; dv30 typed "Add to notes: …" /
// "Change 400 mg to 600 mg.". DENTAL in 20 cases (not the telephone calls dv01–dv06, dv16, dv25, dv30, nor dv24).
//
// Judgement calls where the contract was silent:
// - Telephone calls: there is no examination, so everything the caller reports about the problem (the complaint, how
//   long, pain score, swelling, fever or temperature taken at home, red-flag questions answered "no", painkillers
//   already taken and whether they help) is the CC, in spoken order, as more58 bh16 / more56 bf05 kept "painkillers not
//   touching it" in the CC; "telephone triage", "tel triage 21:40", "after hours call …", "Sat phone call (on-call)" open
//   the CC as "Emergency" did. A tooth the caller describes ("likely 21 from description", "#30 area", "had #17 and #32
//   out on Monday") stays in the CC or DX text and makes no DENTAL entry (DENTAL is from the examination only).
// - "Not examined", "No examination. Telephone only", "No exam – phone only", "Not examined over the phone", "Pt of
//   record", "Not registered with us", a call-back's result ("Called back 22:20 – bleeding stopped", an appended "pt
//   called back Sunday …"), a handover call to the hospital ("Spoke to the maxfax registrar on call and handed over",
//   "Called the ER charge nurse and gave a handoff") and who is taking the patient there are NOTES; so are a patient's
//   circumstances ("he can't get to us today as he has no transport", "Has a wedding on Sunday"), anxiety ("very
//   nervous", "Pt anxious", "Very anxious, mirror exam only, would not accept LA") and relief ("Immediate relief", "she
//   felt it ease within a few minutes").
// - Prescribing: a prescription issued, sent electronically or "called in" to a pharmacy is a TX item (as more56 "Rx …"),
//   also on a telephone call, with its doses as said ("500mg TDS 5/7" → "500mg TDS 5 days"; spoken "five hundred
//   milligrams three times a day for five days" → "500 mg 3 times a day for 5 days"); a stated decision not to prescribe
//   ("No antibiotics needed as no spreading swelling or fever", "Abs not indicated", "No antibiotics issued as he needs
//   IV treatment") is a TX item too, as more58 kept "No LA needed" in TX. Analgesics the patient is advised to buy or
//   take ("Advised ibuprofen 400 mg 3 times a day with food …", "Recommended …") and explanations about antibiotics are
//   CONSULT. A TX holding only prescriptions gives no title, and a CC that says the work was done before ("since XLA
//   36 … this afternoon", "a root canal started on #19 yesterday", "had a filling on #12 last Tuesday", "pain after the
//   extraction of 38 last Thursday") gives none either.
// - Safety-netting (when to call back, return or go to A&E / the ER: "If swelling develops … attend A&E", "Safety-netting:
//   …", "Swelling to eye/neck … → ER") is F/U, as more58 "Call if the swelling spreads"; so is follow-up for definitive
//   treatment at the patient's own dentist ("Follow up with her own dentist for root canal treatment LL6", "See own GDP
//   to review", "She'll book with her regular dentist here"). These are written without "advised" / "told" so they stay
//   apart from CONSULT; "Advised to register with a dentist for 45 DO caries" is advice (CONSULT).
// - A booked or requested next attendance is NV with its words as said ("Booked into urgent dental care slot tomorrow
//   09:15", "Face to face assessment tomorrow at 10", "Asked to attend immediately for replantation", "See her first
//   thing tomorrow at 8 to open and drain"); only the header words of the table ("next appointment", "NV", "next visit")
//   go, "booked into" is not one of them. A referral for care elsewhere is TX PLAN ("Referred to A&E now by ambulance",
//   "Referred to the ER at the hospital same day", "Urgent referral to OMFS for biopsy faxed today with photos",
//   "Referral to own GDP for extraction LRE (may need GA)").
// - Recorder left running: what the dentist says to the patient or the caller ("hi it's the dentist from the urgent
//   dental care line … how wide can you open …", "can you open as wide as you can for me", "just a little scratch now
//   you're doing brilliantly", "okay big breath for me you're doing awesome") is no note content and is dropped
//   entirely, as more56 dropped remarks to the patient; the dictated write-up that follows is labelled. Reported speech
//   ("explained to him this needs hospital care today", "told dad soft diet …") is CONSULT.
// - Words: "a and e" → "A&E", "er" → "ER", "walk in" → "Walk-in", "post op" → "Post-op", "maxfax" as said,
//   "flare up" as said; "thirty eight point nine" → "38.9", "one hundred point eight" → "100.8"; "two fingers" → "2
//   fingers"; a pain score "seven out of ten" → "7 out of 10", typed "8/10" stays. Clock times stay as said ("21:40",
//   "09:15", "9 pm", "at 10").
// - Titles: "partial pulpotomy upper right one with biodentine" → "Pulpotomy UR1" (adjective dropped as more56 dropped
//   "atraumatic"); "flexible splint seven to nine with wire and composite" → "Splint #7 to #9"; "recemented crown" →
//   "Crown recement"; "irrigated under the operculum with chlorhexidine" → "Irrigation" (no tooth in the item), while a
//   socket irrigated for a dry socket is no title; "composite bandage over both teeth" and "reattached #8 w/ flowable
//   composite" are no filling titles (no tooth or surfaces of its own / a material it is done with); "temporary dressing
//   two five with glass ionomer" → "Temporary dressing 25"; "OHI with soft brush" → "OHI"; "gentle ultrasonic
//   debridement", Alvogyl, Gluma, occlusal adjustment, smoothing a sharp cusp and a replantation are no titles.
// - Two anaesthetics of different agents get two LA lines, also when typed with "+" (dv20) or said with "plus" (dv07), as
//   more56 bf02; one agent in two techniques is one line with " + ". "Labial infiltration" stays as said (as more56).
// - Vitals: "BP 148/92" and "24 weeks pregnant (OB aware)" in the medical history are MED HX (as more56 BP); a
//   temperature said with the extra-oral findings is EXTRA (as more56 bf05).
// - An extraction socket, a lip laceration, a torn frenum and an ulcer are INTRA; necrotic papillae typed under "Perio:"
//   are PERIO; swelling or a sinus said in a tooth's run stays in its chart entry; "fractured to the gumline" names no
//   part (fracture "Not specified"); "enamel dentine fracture mesial incisal angle" → fracture "MI angle";
//   "enamel-dentin fracture of the incisal third" → "Incisal third"; "enamel fracture incisal edge" → "Incisal edge".
// - In list items the connecting word before a tooth goes also in steps that are no titles ("Occlusion adjusted #31 to
//   reduce load", "Adjusted the occlusion #12"), as more56 "Mesial contact 14 too tight".
// - A child's age and who came with them are NOTES (as more58); an appended "add to notes …" adds to NOTES, "add to
//   treatment …" adds a TX item at the end, "next visit …" adds an NV item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more124Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS urgent dental care telephone triage (FDI)
  defineCase({
    id: 'dv01-uk-typed-fdi-phone-triage-pulpitis-no-antibiotics-booked-slot',
    style: 'UK',
    asr: false,
    transcript:
      'Telephone triage. Pt called re toothache LL for 3 days, keeping her awake at night. Pain 8/10, throbbing, worse with hot drinks, lasts hours. No swelling, no fever, swallowing and breathing fine. Has taken paracetamol only. MH: asthma, salbutamol inhaler PRN. Allergic to penicillin (rash). Not examined – telephone consultation. Likely irreversible pulpitis. Advised paracetamol 1g QDS; ibuprofen not advised due to asthma. Explained antibiotics will not help toothache without swelling. Booked into urgent dental care slot tomorrow 09:15. If swelling develops, spreads to eye or neck, or difficulty swallowing/breathing, call 111 or attend A&E.',
    expect: {
      CC: 'Telephone triage. Pt called re toothache LL for 3 days, keeping her awake at night. Pain 8/10, throbbing, worse with hot drinks, lasts hours. No swelling, no fever, swallowing and breathing fine. Has taken paracetamol only',
      'MED HX': 'Asthma, salbutamol inhaler PRN. Allergic to penicillin (rash)',
      DX: ['Likely irreversible pulpitis'],
      CONSULT:
        'Advised paracetamol 1g QDS; ibuprofen not advised due to asthma. Explained antibiotics will not help toothache without swelling',
      NOTES: 'Not examined – telephone consultation',
      NV: ['Booked into urgent dental care slot tomorrow 09:15'],
      'F/U': 'If swelling develops, spreads to eye or neck, or difficulty swallowing/breathing, call 111 or attend A&E',
    },
  }),
  defineCase({
    id: 'dv02-uk-asr-fdi-phone-triage-facial-swelling-remote-amoxicillin-sorry-dose',
    style: 'UK',
    asr: true,
    transcript:
      "telephone triage patient rang about a swelling on the lower right side of his face since yesterday from a broken back tooth pain seven out of ten he feels hot and shivery hasn't taken his temperature no trouble swallowing or breathing can open his mouth normally eye not affected medical history type two diabetes on metformin no allergies not examined as phone call only provisional diagnosis acute dental abscess lower right with facial swelling he can't get to us today as he has no transport electronic prescription sent to his pharmacy for amoxicillin five hundred milligrams three times a day for five days advised ibuprofen four hundred milligrams four times a day sorry three times a day with food and paracetamol five hundred milligrams two tablets four times a day next appointment face to face assessment tomorrow at ten if the swelling spreads to his eye or under his jaw or he has trouble swallowing or breathing go straight to a and e",
    expect: {
      CC: "Telephone triage. Patient rang about a swelling on the lower right side of his face since yesterday from a broken back tooth. Pain 7 out of 10. He feels hot and shivery. Hasn't taken his temperature. No trouble swallowing or breathing. Can open his mouth normally. Eye not affected",
      'MED HX': 'Type 2 diabetes on metformin. No allergies',
      DX: ['Acute dental abscess lower right with facial swelling'],
      CONSULT:
        'Advised ibuprofen 400 mg 3 times a day with food and paracetamol 500 mg 2 tablets 4 times a day',
      TX: ['Electronic prescription sent to his pharmacy for amoxicillin 500 mg 3 times a day for 5 days'],
      NOTES: "Not examined as phone call only. He can't get to us today as he has no transport",
      NV: ['Face to face assessment tomorrow at 10'],
      'F/U':
        'If the swelling spreads to his eye or under his jaw or he has trouble swallowing or breathing go straight to A&E',
    },
  }),
  defineCase({
    id: 'dv03-uk-typed-fdi-phone-mum-avulsion-21-milk-advice-attend-now',
    style: 'UK',
    asr: false,
    transcript:
      "9 y/o. Mum phoned: fell off scooter approx 20 min ago, upper front tooth knocked out, likely 21 from description. Tooth found on pavement, in one piece. No LOC, no vomiting, lip cut but not bleeding much. MH: fit and well, NKDA, tetanus up to date. Advised: hold tooth by the crown, don't touch the root, rinse briefly in milk, push back into socket and bite on a clean hanky; if unable, keep tooth in milk. Asked to attend immediately for replantation. If vomiting, drowsiness or headache, go straight to A&E.",
    expect: {
      CC: 'Mum phoned: fell off scooter approx 20 min ago, upper front tooth knocked out, likely 21 from description. Tooth found on pavement, in one piece. No LOC, no vomiting, lip cut but not bleeding much',
      'MED HX': 'Fit and well, NKDA, tetanus up to date',
      CONSULT:
        "Advised: hold tooth by the crown, don't touch the root, rinse briefly in milk, push back into socket and bite on a clean hanky; if unable, keep tooth in milk",
      NOTES: '9 y/o',
      NV: ['Asked to attend immediately for replantation'],
      'F/U': 'If vomiting, drowsiness or headache, go straight to A&E',
    },
  }),
  defineCase({
    id: 'dv04-uk-asr-fdi-recorder-running-phone-call-pericoronitis-48-advice-only',
    style: 'UK',
    asr: true,
    transcript:
      "hi it's the dentist from the urgent dental care line you rang about your wisdom tooth how wide can you open your mouth about two fingers okay that's fine any trouble swallowing no good okay take care bye telephone triage lower right wisdom tooth area sore for four days gum swollen behind the last tooth bad taste pain six out of ten can open two fingers no difficulty swallowing no fever medical history fit and well no medication no allergies no examination telephone only likely pericoronitis four eight advised warm salt water mouthwashes every few hours and ibuprofen four hundred milligrams three times a day with food no antibiotics needed as no spreading swelling or fever follow up with her own dentist if not settling in three days if her mouth opening gets worse or she has trouble swallowing call back or go to a and e",
    expect: {
      CC: 'Telephone triage. Lower right wisdom tooth area sore for 4 days. Gum swollen behind the last tooth. Bad taste. Pain 6 out of 10. Can open 2 fingers. No difficulty swallowing. No fever',
      'MED HX': 'Fit and well. No medication. No allergies',
      DX: ['Likely pericoronitis 48'],
      CONSULT: 'Advised warm salt water mouthwashes every few hours and ibuprofen 400 mg 3 times a day with food',
      TX: ['No antibiotics needed as no spreading swelling or fever'],
      NOTES: 'No examination. Telephone only',
      'F/U':
        'Follow up with her own dentist if not settling in 3 days. If her mouth opening gets worse or she has trouble swallowing call back or go to A&E',
    },
  }),
  defineCase({
    id: 'dv05-uk-typed-fdi-phone-post-extraction-bleed-warfarin-called-back',
    style: 'UK',
    asr: false,
    transcript:
      "Tel triage 21:40. Bleeding from LL socket since XLA 36 at own GDP this afternoon. Oozing, not pouring; has soaked 3 tissues in an hour. No dizziness. MH: AF on warfarin, INR 2.6 yesterday; hypertension, ramipril. NKDA. Not examined. Advised: sit upright, rolled damp gauze or clean hanky over socket, bite firmly for 20 min without checking, no rinsing or hot drinks tonight. Advised not to stop warfarin. Called back 22:20 – bleeding stopped. Safety-netting: if bleeding restarts and doesn't stop with 2 x 20 min pressure, attend A&E. Own GDP to review tomorrow.",
    expect: {
      CC: 'Tel triage 21:40. Bleeding from LL socket since XLA 36 at own GDP this afternoon. Oozing, not pouring; has soaked 3 tissues in an hour. No dizziness',
      'MED HX': 'AF on warfarin, INR 2.6 yesterday; hypertension, ramipril. NKDA',
      CONSULT:
        'Advised: sit upright, rolled damp gauze or clean hanky over socket, bite firmly for 20 min without checking, no rinsing or hot drinks tonight. Advised not to stop warfarin',
      NOTES: 'Not examined. Called back 22:20 – bleeding stopped',
      'F/U':
        "Safety-netting: if bleeding restarts and doesn't stop with 2 x 20 min pressure, attend A&E. Own GDP to review tomorrow",
    },
  }),
  defineCase({
    id: 'dv06-uk-asr-fdi-phone-ludwigs-red-flags-a-and-e-ambulance-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "telephone triage swelling under the chin and both sides of the jaw since this morning getting worse quickly pain nine out of ten it hurts to swallow his voice sounds muffled he's drooling temperature thirty eight point nine on his own thermometer had a lower back tooth broken for weeks medical history no medical problems no medication no allergies not examined impression spreading odontogenic infection possible ludwig's angina referred to a and e now by ambulance spoke to the maxfax senior house officer sorry the maxfax registrar on call and handed over no antibiotics issued as he needs iv treatment",
    appends: ['add to notes ambulance called by us at his request', "add to notes the registrar rang back he's been admitted"],
    expect: {
      CC: "Telephone triage. Swelling under the chin and both sides of the jaw since this morning getting worse quickly. Pain 9 out of 10. It hurts to swallow. His voice sounds muffled. He's drooling. Temperature 38.9 on his own thermometer. Had a lower back tooth broken for weeks",
      'MED HX': 'No medical problems. No medication. No allergies',
      DX: ['Spreading odontogenic infection', "Possible Ludwig's angina"],
      TX: ['No antibiotics issued as he needs IV treatment'],
      'TX PLAN': ['Referred to A&E now by ambulance'],
      NOTES:
        "Not examined. Spoke to the maxfax registrar on call and handed over. Ambulance called by us at his request. Registrar rang back. He's been admitted",
    },
  }),

  // ---------------------------------------------------------------- 2. UK out-of-hours urgent dental care centre (Palmer)
  defineCase({
    id: 'dv07-uk-asr-palmer-ooh-pulpitis-ll6-extirpation-two-la-lines-own-dentist',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "out of hours emergency she's got severe toothache lower left kept her up the last two nights throbbing pain eight out of ten painkillers only taking the edge off medical history fit and well no medication no allergies extra oral no swelling no lymphadenopathy intra oral soft tissues healthy lower left six deep disto occlusal caries lingering pain to cold tender to percussion lower left seven sound pa lower left six caries close to the pulp widened periodontal ligament distal root diagnosis symptomatic irreversible pulpitis lower left six with apical periodontitis options explained extirpation today and root canal with her own dentist or extraction she'd like to keep it verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower left six plus two point two mls lidocaine two percent one in eighty thousand adrenaline id block left rubber dam caries removed access pulp extirpated lower left six canals irrigated with sodium hypochlorite ledermix and cavit occlusion relieved no antibiotics needed post op instructions given follow up with her own dentist for root canal treatment lower left six",
    expect: {
      CC: "Out of hours emergency. She's got severe toothache lower left. Kept her up the last 2 nights. Throbbing pain 8 out of 10. Painkillers only taking the edge off",
      'MED HX': 'Fit and well. No medication. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LL6', 'Deep DO caries lingering pain to cold tender to percussion'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'PA LL6 caries close to the pulp. Widened periodontal ligament distal root',
      DX: ['Symptomatic irreversible pulpitis LL6 with apical periodontitis'],
      CONSULT:
        "Options explained extirpation today and root canal with her own dentist or extraction. She'd like to keep it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam',
        'Caries removed',
        'Access',
        'Pulp extirpated LL6',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'No antibiotics needed',
        'Post-op instructions given',
      ],
      'F/U': 'Follow up with her own dentist for root canal treatment LL6',
    },
  }),
  defineCase({
    id: 'dv08-uk-typed-palmer-ooh-dry-socket-ll8-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'OOH. Pain LL since XLA LL8 4 days ago at own dentist, worse since day 2, radiating to ear, bad taste, not sleeping. Pain 9/10. Ibuprofen and paracetamol not helping. MH: smoker 15/day, contraceptive pill, NKDA. EO: no swelling, no lymphadenopathy, mouth opening normal. IO: LL8 socket empty, exposed bone, food debris, tender. No swelling or pus. LL7 not TTP. Dx: alveolar osteitis LL8. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB left. Socket irrigated with warm saline, debris removed, Alvogyl placed. Immediate relief. Advised ibuprofen 400mg QDS + paracetamol 1g QDS, no smoking, warm salt water rinses from tomorrow. Abs not indicated. Return if no better in 2-3 days for dressing change, here or own GDP.',
    expect: {
      CC: 'OOH. Pain LL since XLA LL8 4 days ago at own dentist, worse since day 2, radiating to ear, bad taste, not sleeping. Pain 9/10. Ibuprofen and paracetamol not helping',
      'MED HX': 'Smoker 15/day, contraceptive pill, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy, mouth opening normal',
      INTRA: 'LL8 socket empty, exposed bone, food debris, tender. No swelling or pus',
      DENTAL: [['LL7', 'Not TTP']],
      DX: ['Alveolar osteitis LL8'],
      CONSULT:
        'Advised ibuprofen 400mg QDS + paracetamol 1g QDS, no smoking, warm salt water rinses from tomorrow',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed',
        'Abs not indicated',
      ],
      NOTES: 'Immediate relief',
      'F/U': 'Return if no better in 2-3 days for dressing change, here or own GDP',
    },
  }),
  defineCase({
    id: 'dv09-uk-asr-palmer-ooh-bike-trauma-ur1-partial-pulpotomy-ul1-mi-angle-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "out of hours trauma he came off his bike last night hit his face on the handlebars no loss of consciousness no headache or vomiting couldn't find the broken piece medical history fit and well no allergies tetanus up to date extra oral grazed chin small laceration upper lip not needing sutures intra oral upper right one fractured crown with a pinpoint pulp exposure sorry with a two millimetre pulp exposure bleeding tender to percussion not mobile upper left one enamel dentine fracture mesial incisal angle not mobile upper right two sound pa upper right one and upper left one no root fracture diagnosis complicated crown fracture upper right one uncomplicated crown fracture upper left one la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration upper right one rubber dam partial pulpotomy upper right one with biodentine composite bandage over both teeth advised soft diet for a week and chlorhexidine mouthwash twice a day follow up with his own dentist within a week for vitality testing and definitive restorations",
    expect: {
      CC: "Out of hours trauma. He came off his bike last night. Hit his face on the handlebars. No loss of consciousness. No headache or vomiting. Couldn't find the broken piece",
      'MED HX': 'Fit and well. No allergies. Tetanus up to date',
      EXTRA: 'Grazed chin. Small laceration upper lip not needing sutures',
      DENTAL: [
        ['UR1', 'Fractured crown with a 2 mm pulp exposure bleeding tender to percussion not mobile', 'Crown'],
        ['UL1', 'Enamel dentine fracture MI angle not mobile', 'MI angle'],
        ['UR2', 'Sound'],
      ],
      RADIO: 'PA UR1 and UL1 no root fracture',
      DX: ['Complicated crown fracture UR1', 'Uncomplicated crown fracture UL1'],
      CONSULT: 'Advised soft diet for a week and chlorhexidine mouthwash twice a day',
      'TX TODAY': ['Pulpotomy UR1'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1',
        'Rubber dam',
        'Partial pulpotomy UR1 with Biodentine',
        'Composite bandage over both teeth',
      ],
      'F/U': 'Follow up with his own dentist within a week for vitality testing and definitive restorations',
    },
  }),
  defineCase({
    id: 'dv10-uk-typed-palmer-ooh-post-crown-ul2-recemented-wedding',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'OOH. Post crown UL2 came out eating a sandwich yesterday, no pain, embarrassed to smile. Has a wedding on Sunday. MH: no change, hypothyroid (levothyroxine), NKDA. UL2 root face sound, no caries, margins OK; post still in crown, crown intact. UL1, UL3 sound. No LA. Root face and post cleaned, crown tried in, fit good. Recemented crown UL2 with Fuji I. Excess removed, occlusion checked. Advised not to bite into hard food with it. Explained it may come out again and a new post crown may be needed. Pt happy. See own GDP to review.',
    expect: {
      CC: 'OOH. Post crown UL2 came out eating a sandwich yesterday, no pain, embarrassed to smile',
      'MED HX': 'No change, hypothyroid (levothyroxine), NKDA',
      DENTAL: [
        ['UL2', 'Root face sound, no caries, margins OK; post still in crown, crown intact'],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT:
        'Advised not to bite into hard food with it. Explained it may come out again and a new post crown may be needed',
      'TX TODAY': ['Crown recement UL2'],
      TX: [
        'No LA',
        'Root face and post cleaned',
        'Crown tried in',
        'Fit good',
        'Recemented crown UL2 with Fuji I',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: 'Has a wedding on Sunday. Pt happy',
      'F/U': 'See own GDP to review',
    },
  }),
  defineCase({
    id: 'dv11-uk-asr-palmer-ooh-pericoronitis-lr8-irrigation-metronidazole-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "out of hours he's got pain and swelling around the lower right wisdom tooth for three days can't open very wide bad taste pain seven out of ten medical history asthma uses a brown and a blue inhaler no allergies extra oral tender submandibular lymph node right side mouth opening thirty millimetres temperature thirty seven point six intra oral lower right eight partially erupted operculum swollen and red pus from under the operculum upper right eight over erupted biting on the flap lower right seven sound diagnosis acute pericoronitis lower right eight no la needed irrigated under the operculum with chlorhexidine prescribed metronidazole four hundred milligrams three times a day for three days told him no alcohol with the metronidazole advised hot salt water mouthwashes and paracetamol ibuprofen not advised with his asthma follow up with his own dentist to discuss taking out the lower right eight and the upper right eight",
    appends: [
      'add to treatment chlorhexidine mouthwash zero point two percent prescribed',
      "add to notes he's flying abroad on tuesday",
    ],
    expect: {
      CC: "Out of hours. He's got pain and swelling around the lower right wisdom tooth for 3 days. Can't open very wide. Bad taste. Pain 7 out of 10",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. No allergies',
      EXTRA: 'Tender submandibular lymph node right side. Mouth opening 30 mm. Temperature 37.6',
      DENTAL: [
        ['LR8', 'Partially erupted operculum swollen and red pus from under the operculum'],
        ['UR8', 'Over erupted biting on the flap'],
        ['LR7', 'Sound'],
      ],
      DX: ['Acute pericoronitis LR8'],
      CONSULT:
        'Told him no alcohol with the metronidazole. Advised hot salt water mouthwashes and paracetamol. Ibuprofen not advised with his asthma',
      'TX TODAY': ['Irrigation'],
      TX: [
        'No LA needed',
        'Irrigated under the operculum with chlorhexidine',
        'Prescribed metronidazole 400 mg 3 times a day for 3 days',
        'Chlorhexidine mouthwash 0.2% prescribed',
      ],
      NOTES: "He's flying abroad on Tuesday",
      'F/U': 'Follow up with his own dentist to discuss taking out LR8 and UR8',
    },
  }),
  defineCase({
    id: 'dv12-uk-typed-palmer-ooh-child-abscess-lre-amoxicillin-no-la-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'OOH. 7 y/o w/ dad. Swollen face LR since yesterday, toothache for a week, off food, temp 38.2 at home last night, Calpol given. MH: fit and well, NKDA. EO: diffuse swelling R cheek, not crossing lower border of mandible, eye not involved, R submandibular LN palpable. IO: LRE grossly carious, buccal swelling, mobile, TTP. LRD O caries. LR6 erupting, sound. Dx: acute apical abscess LRE with facial swelling. Very anxious, mirror exam only, would not accept LA. Rx amoxicillin 500mg TDS 5/7 (BNFc dose for age). Dad advised Calpol + Nurofen at correct dose for age. Explained LRE needs extraction once settled. Referral to own GDP for extraction LRE (may need GA). If swelling spreads to eye, drowsy or not drinking, go to A&E.',
    expect: {
      CC: 'OOH. Swollen face LR since yesterday, toothache for a week, off food, temp 38.2 at home last night, Calpol given',
      'MED HX': 'Fit and well, NKDA',
      EXTRA:
        'Diffuse swelling R cheek, not crossing lower border of mandible, eye not involved, R submandibular LN palpable',
      DENTAL: [
        ['LRE', 'Grossly carious, buccal swelling, mobile, TTP'],
        ['LRD', 'O caries'],
        ['LR6', 'Erupting, sound'],
      ],
      DX: ['Acute apical abscess LRE with facial swelling'],
      CONSULT: 'Dad advised Calpol + Nurofen at correct dose for age. Explained LRE needs extraction once settled',
      TX: ['Rx amoxicillin 500mg TDS 5 days (BNFc dose for age)'],
      'TX PLAN': ['Referral to own GDP for extraction LRE (may need GA)'],
      NOTES: '7 y/o w/ dad. Very anxious, mirror exam only, would not accept LA',
      'F/U': 'If swelling spreads to eye, drowsy or not drinking, go to A&E',
    },
  }),

  // ---------------------------------------------------------------- 3. US emergency dental clinic (Universal)
  defineCase({
    id: 'dv13-us-typed-universal-walk-in-pulpitis-14-pulpectomy-rx-ibuprofen',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in emergency. Pt reports severe throbbing pain UL x 2 days, 9/10, keeps him up at night, cold makes it worse and it lingers. Taking Advil 800 mg q6h with little relief. Med hx: HTN, lisinopril 10 mg daily. NKDA. BP 148/92. EO: WNL, no swelling. IO: #14 large MO composite w/ recurrent caries, + cold lingering >30 s, + percussion. #13, #15 normal to cold. PA #14: caries approaching pulp, widened PDL MB root. Dx: symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #14. Options: RCT + crown vs extraction; pt wants to save tooth. Informed consent signed. LA 2 carpules articaine 4% 1:100,000 epi, buccal + palatal infiltration #14. Rubber dam. Access, 3 canals found, pulpectomy #14, irrigated NaOCl, Ca(OH)2, Cavit. Occlusion reduced. No antibiotics indicated. Rx ibuprofen 600 mg q6h prn x 3 days + acetaminophen 500 mg q6h prn. NV: complete RCT #14 in 1-2 weeks.',
    expect: {
      CC: 'Walk-in emergency. Pt reports severe throbbing pain UL x 2 days, 9/10, keeps him up at night, cold makes it worse and it lingers. Taking Advil 800 mg q6h with little relief',
      'MED HX': 'HTN, lisinopril 10 mg daily. NKDA. BP 148/92',
      EXTRA: 'WNL, no swelling',
      DENTAL: [
        ['14', 'Large MO composite w/ recurrent caries, + cold lingering >30 s, + percussion'],
        ['13', 'Normal to cold'],
        ['15', 'Normal to cold'],
      ],
      RADIO: 'PA #14: caries approaching pulp, widened PDL MB root',
      DX: ['Symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #14'],
      CONSULT: 'Options: RCT + crown vs extraction; pt wants to save tooth',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Access',
        '3 canals found',
        'Pulpectomy #14',
        'Irrigated NaOCl',
        'Ca(OH)2',
        'Cavit',
        'Occlusion reduced',
        'No antibiotics indicated',
        'Rx ibuprofen 600 mg q6h prn x 3 days + acetaminophen 500 mg q6h prn',
      ],
      NV: ['Complete RCT #14 in 1-2 weeks'],
    },
  }),
  defineCase({
    id: 'dv14-us-asr-universal-recorder-running-spreading-infection-18-er-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay I'm just going to take a look can you open as wide as you can for me that's great you can close thanks give me one second emergency visit he's had swelling lower left for three days it's spreading under his chin hurts to swallow couldn't sleep last night medical history type two diabetes poorly controlled on insulin allergic to penicillin causes hives extraoral firm swelling left submandibular area extending across the midline trismus opening about fifteen millimeters temperature one hundred point eight intraoral floor of mouth raised on the left tongue slightly elevated number eighteen grossly decayed root tip tender number nineteen sound pano shows periapical radiolucency at eighteen diagnosis spreading odontogenic infection with airway risk explained to him this needs hospital care today he understands referred to the er at the hospital same day called the er charge nurse and gave a handoff his wife is driving him there now",
    expect: {
      CC: "Emergency visit. He's had swelling lower left for 3 days. It's spreading under his chin. Hurts to swallow. Couldn't sleep last night",
      'MED HX': 'Type 2 diabetes poorly controlled on insulin. Allergic to penicillin causes hives',
      EXTRA:
        'Firm swelling left submandibular area extending across the midline. Trismus opening about 15 mm. Temperature 100.8',
      INTRA: 'Floor of mouth raised on the left. Tongue slightly elevated',
      DENTAL: [
        ['18', 'Grossly decayed root tip tender'],
        ['19', 'Sound'],
      ],
      RADIO: 'Pano shows periapical radiolucency at #18',
      DX: ['Spreading odontogenic infection with airway risk'],
      CONSULT: 'Explained to him this needs hospital care today. He understands',
      'TX PLAN': ['Referred to the ER at the hospital same day'],
      NOTES: 'Called the ER charge nurse and gave a handoff. His wife is driving him there now',
    },
  }),
  defineCase({
    id: 'dv15-us-typed-universal-basketball-fracture-8-fragment-reattached-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in. Took an elbow to the mouth playing basketball 2 hrs ago, broke front tooth, brought the piece in (kept in water). No LOC, no headache. Med hx: healthy, no meds, NKDA. EO: small abrasion upper lip, no laceration. IO: #8 enamel-dentin fracture of the incisal third, no pulp exposure, sensitive to air, not mobile, not TTP. #9 and #7 no fracture, normal to cold. PA #7-#9: no root fracture, no displacement. Dx: uncomplicated crown fracture #8. Options: reattach fragment vs composite build-up; pt chose reattachment. No LA. Isolation w/ cotton rolls. Fragment fit checked, etched, bonded and reattached #8 w/ flowable composite. Finished and polished. Occlusion checked. Pt very pleased. Advised no biting into hard foods with front teeth and a mouthguard for basketball. Follow-up 6-8 weeks for vitality testing.',
    expect: {
      CC: 'Walk-in. Took an elbow to the mouth playing basketball 2 hrs ago, broke front tooth, brought the piece in (kept in water). No LOC, no headache',
      'MED HX': 'Healthy, no meds, NKDA',
      EXTRA: 'Small abrasion upper lip, no laceration',
      DENTAL: [
        [
          '8',
          'Enamel-dentin fracture of the incisal third, no pulp exposure, sensitive to air, not mobile, not TTP',
          'Incisal third',
        ],
        ['9', 'No fracture, normal to cold'],
        ['7', 'No fracture, normal to cold'],
      ],
      RADIO: 'PA #7-#9: no root fracture, no displacement',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT:
        'Options: reattach fragment vs composite build-up; pt chose reattachment. Advised no biting into hard foods with front teeth and a mouthguard for basketball',
      TX: [
        'No LA',
        'Isolation w/ cotton rolls',
        'Fragment fit checked',
        'Etched',
        'Bonded and reattached #8 w/ flowable composite',
        'Finished and polished',
        'Occlusion checked',
      ],
      NOTES: 'Pt very pleased',
      'F/U': 'Follow-up 6-8 weeks for vitality testing',
    },
  }),
  defineCase({
    id: 'dv16-us-asr-universal-after-hours-call-flare-up-19-amoxicillin-called-in',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'after hours call from the on call phone she had a root canal started on number nineteen yesterday swelling on the left cheek started this afternoon throbbing pain eight out of ten no fever no trouble swallowing or breathing eye is fine medical history hypothyroid on levothyroxine allergic to sulfa not examined over the phone likely flare up after pulpectomy number nineteen called in amoxicillin five hundred milligrams three times a day for seven days to her pharmacy advised ibuprofen six hundred milligrams every six hours with acetaminophen five hundred milligrams every six hours ice pack on and off tonight see her first thing tomorrow at eight to open and drain if the swelling spreads toward the eye or under the jaw or she has trouble breathing or swallowing go to the er',
    expect: {
      CC: 'After hours call from the on call phone. She had a root canal started on #19 yesterday. Swelling on the left cheek started this afternoon. Throbbing pain 8 out of 10. No fever. No trouble swallowing or breathing. Eye is fine',
      'MED HX': 'Hypothyroid on levothyroxine. Allergic to sulfa',
      DX: ['Likely flare up after pulpectomy #19'],
      CONSULT:
        'Advised ibuprofen 600 mg every 6 hours with acetaminophen 500 mg every 6 hours. Ice pack on and off tonight',
      TX: ['Called in amoxicillin 500 mg 3 times a day for 7 days to her pharmacy'],
      NOTES: 'Not examined over the phone',
      NV: ['See her first thing tomorrow at 8 to open and drain'],
      'F/U':
        'If the swelling spreads toward the eye or under the jaw or she has trouble breathing or swallowing go to the ER',
    },
  }),
  defineCase({
    id: 'dv17-us-typed-universal-non-healing-tongue-ulcer-omfs-biopsy-referral-cusp-19',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in: sore on the tongue, L side, for about 5 weeks, not healing, thought it was from a sharp tooth. Med hx: HTN on amlodipine, ex-smoker (quit 3 yrs ago, 30 pack-years), 2-3 beers/day. NKDA. EO: 1 firm L submandibular node, non-tender. IO: 12 mm ulcer L lateral border of tongue, raised rolled margins, indurated, no other lesions. #19 sharp L cusp, 1 mm from the ulcer. Dx: non-healing ulcer L lateral tongue (r/o SCC). Discussed with pt that this needs a biopsy to rule out cancer; pt understands. Pt anxious. Sharp cusp #19 smoothed. Urgent referral to OMFS for biopsy faxed today with photos. Follow-up call in 1 week to make sure appt is booked.',
    expect: {
      CC: 'Walk-in: sore on the tongue, L side, for about 5 weeks, not healing, thought it was from a sharp tooth',
      'MED HX': 'HTN on amlodipine, ex-smoker (quit 3 yrs ago, 30 pack-years), 2-3 beers/day. NKDA',
      EXTRA: '1 firm L submandibular node, non-tender',
      INTRA: '12 mm ulcer L lateral border of tongue, raised rolled margins, indurated, no other lesions',
      DENTAL: [['19', 'Sharp L cusp, 1 mm from the ulcer']],
      DX: ['Non-healing ulcer L lateral tongue (r/o SCC)'],
      CONSULT: 'Discussed with pt that this needs a biopsy to rule out cancer; pt understands',
      TX: ['Sharp cusp #19 smoothed'],
      'TX PLAN': ['Urgent referral to OMFS for biopsy faxed today with photos'],
      NOTES: 'Pt anxious',
      'F/U': 'Follow-up call in 1 week to make sure appt is booked',
    },
  }),
  defineCase({
    id: 'dv18-us-asr-universal-abscess-3-sectioned-extraction-amoxicillin-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit pain and swelling upper right for a week the tooth's been broken for months medical history no changes high cholesterol on atorvastatin no allergies extraoral mild swelling right cheek no fever intraoral buccal swelling over number three number three fractured to the gumline non restorable grade two mobile tender to percussion number two sound number four mesial occlusal composite sound pa of three large periapical radiolucency palatal root caries into the furcation diagnosis acute apical abscess number three discussed extraction versus root canal post and crown he wants it out signed consent three carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three sectioned the roots and extracted number three socket curetted pus drained from the socket gauze pack hemostasis achieved rx amoxicillin five hundred milligrams three times a day for five days rx ibuprofen six hundred milligrams every six hours as needed post op instructions given",
    appends: [
      "add to notes he's a truck driver and asked for a work note which was given",
      'next visit review the socket in one week',
    ],
    expect: {
      CC: "Emergency visit. Pain and swelling upper right for a week. Tooth's been broken for months",
      'MED HX': 'No changes. High cholesterol on atorvastatin. No allergies',
      EXTRA: 'Mild swelling right cheek. No fever',
      INTRA: 'Buccal swelling over #3',
      DENTAL: [
        ['3', 'Fractured to the gumline non restorable grade 2 mobile tender to percussion', 'Not specified'],
        ['2', 'Sound'],
        ['4', 'MO composite sound'],
      ],
      RADIO: 'PA of #3 large periapical radiolucency palatal root. Caries into the furcation',
      DX: ['Acute apical abscess #3'],
      CONSULT: 'Discussed extraction versus root canal post and crown. He wants it out',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #3'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Sectioned the roots and extracted #3',
        'Socket curetted',
        'Pus drained from the socket',
        'Gauze pack',
        'Hemostasis achieved',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Rx ibuprofen 600 mg every 6 hours as needed',
        'Post-op instructions given',
      ],
      NOTES: "He's a truck driver and asked for a work note which was given",
      NV: ['Review the socket in 1 week'],
    },
  }),

  // ---------------------------------------------------------------- 4. UK general practice, walk-in emergencies (FDI)
  defineCase({
    id: 'dv19-uk-asr-fdi-walk-in-fractured-p-cusp-25-temporary-dressing',
    style: 'UK',
    asr: true,
    transcript:
      "walk in broke a tooth upper left eating nuts yesterday sharp on the tongue no pain medical history no changes no allergies two five fractured palatal cusp old mesial occlusal distal amalgam intact not tender vital to cold two six sound diagnosis fractured cusp two five no la smoothed the sharp edge temporary dressing two five with glass ionomer told her it needs a crown or an onlay longer term she'll book with her regular dentist here",
    expect: {
      CC: 'Walk-in. Broke a tooth upper left eating nuts yesterday. Sharp on the tongue. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['25', 'Fractured P cusp old MOD amalgam intact not tender vital to cold', 'P cusp'],
        ['26', 'Sound'],
      ],
      DX: ['Fractured cusp 25'],
      CONSULT: 'Told her it needs a crown or an onlay longer term',
      'TX TODAY': ['Temporary dressing 25'],
      TX: ['No LA', 'Smoothed the sharp edge', 'Temporary dressing 25 with glass ionomer'],
      'F/U': "She'll book with her regular dentist here",
    },
  }),
  defineCase({
    id: 'dv20-uk-typed-fdi-unregistered-walk-in-chronic-abscess-46-extraction-two-la-lines',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency walk-in. Not registered with us. Pain LR x 1 week, gum swelling, 6/10, worse on biting. MH: COPD (inhalers), NKDA. Smoker 20/day. EO: NAD. IO: soft tissues NAD. 46 retained roots, grossly carious, buccal sinus with pus, unrestorable. 45 DO caries. 47 sound. PA 46: radiolucency both roots. Dx: chronic apical abscess 46. Options: XLA or leave; RCT not an option as unrestorable. Pt wants XLA today. Verbal + written consent. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 46 + 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB right. XLA 46, roots sectioned with bur, both roots out complete. Haemostasis achieved, Surgicel placed. POIG verbal + written. No abs needed (drains via socket). Advised to register with a dentist for 45 DO caries.',
    expect: {
      CC: 'Emergency walk-in. Pain LR x 1 week, gum swelling, 6/10, worse on biting',
      'MED HX': 'COPD (inhalers), NKDA. Smoker 20/day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Retained roots, grossly carious, buccal sinus with pus, unrestorable'],
        ['45', 'DO caries'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46: radiolucency both roots',
      DX: ['Chronic apical abscess 46'],
      CONSULT:
        'Options: XLA or leave; RCT not an option as unrestorable. Pt wants XLA today. Advised to register with a dentist for 45 DO caries',
      CONSENT: 'Verbal + written consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'XLA 46',
        'Roots sectioned with bur',
        'Both roots out complete',
        'Haemostasis achieved',
        'Surgicel placed',
        'POIG verbal + written',
        'No abs needed (drains via socket)',
      ],
      NOTES: 'Not registered with us',
    },
  }),
  defineCase({
    id: 'dv21-uk-asr-fdi-recorder-running-nervous-pulpitis-26-pulpotomy',
    style: 'UK',
    asr: true,
    transcript:
      "emergency toothache upper left since the weekend constant since last night keeps her awake pain seven out of ten medical history no changes on sertraline no allergies very nervous okay just lie back for me you're doing really well that's it nice and relaxed two six large occlusal caries lingering pain to cold tender to percussion two seven sound two five distal occlusal composite sound pa two six deep caries to the pulp no periapical changes diagnosis symptomatic irreversible pulpitis two six explained root canal or extraction she wants to keep it verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six just a little scratch now you're doing brilliantly well done rubber dam caries removed pulpotomy two six with ledermix and cavit occlusion relieved no antibiotics she asked if she can take her usual painkillers said yes paracetamol as on the packet next visit root canal two six with her own dentist here in two weeks",
    expect: {
      CC: 'Emergency toothache upper left since the weekend. Constant since last night. Keeps her awake. Pain 7 out of 10',
      'MED HX': 'No changes. On sertraline. No allergies',
      DENTAL: [
        ['26', 'Large O caries lingering pain to cold tender to percussion'],
        ['27', 'Sound'],
        ['25', 'DO composite sound'],
      ],
      RADIO: 'PA 26 deep caries to the pulp. No periapical changes',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT:
        'Explained root canal or extraction. She wants to keep it. She asked if she can take her usual painkillers. Said yes paracetamol as on the packet',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Caries removed',
        'Pulpotomy 26 with Ledermix and Cavit',
        'Occlusion relieved',
        'No antibiotics',
      ],
      NOTES: 'Very nervous',
      NV: ['RCT 26 with her own dentist here in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dv22-uk-typed-fdi-toddler-intrusion-51-no-radiograph-appends-change-review',
    style: 'UK',
    asr: false,
    transcript:
      'Walk-in. 3 y/o w/ mum and grandma. Fell on the patio step 1 hr ago, hit upper front teeth, cried straight away, no LOC, no vomiting. Mum says bleeding from gum has stopped. MH: fit and well, NKDA, vaccinations up to date. EO: swollen upper lip, small graze chin. IO: upper labial frenum torn, small. 51 intruded approx 2 mm, crown displaced palatally, not mobile, gingival bleeding stopped. 61 slightly mobile, not displaced. 52, 62 NAD. No radiograph – would not tolerate. Dx: intrusion 51, concussion/subluxation 61. Explained to mum: likely to re-erupt by itself over weeks-months, may discolour, risk to the adult tooth underneath. Soft diet, brush gently with soft brush, chlorhexidine gel on a cotton bud twice daily. Review in 1 week. If swelling, fever or pus, come back sooner.',
    appends: ['Add to notes: mum asked for a letter for nursery; letter given.', 'Change 1 week to 2 weeks.'],
    expect: {
      CC: 'Walk-in. Fell on the patio step 1 hr ago, hit upper front teeth, cried straight away, no LOC, no vomiting. Mum says bleeding from gum has stopped',
      'MED HX': 'Fit and well, NKDA, vaccinations up to date',
      EXTRA: 'Swollen upper lip, small graze chin',
      INTRA: 'Upper labial frenum torn, small',
      DENTAL: [
        ['51', 'Intruded approx 2 mm, crown displaced palatally, not mobile, gingival bleeding stopped'],
        ['61', 'Slightly mobile, not displaced'],
        ['52', 'NAD'],
        ['62', 'NAD'],
      ],
      RADIO: 'No radiograph – would not tolerate',
      DX: ['Intrusion 51', 'Concussion/subluxation 61'],
      CONSULT:
        'Explained to mum: likely to re-erupt by itself over weeks-months, may discolour, risk to the adult tooth underneath. Soft diet, brush gently with soft brush, chlorhexidine gel on a cotton bud twice daily',
      NOTES: '3 y/o w/ mum and grandma. Mum asked for a letter for nursery; letter given',
      'F/U': 'Review in 2 weeks. If swelling, fever or pus, come back sooner',
    },
  }),
  defineCase({
    id: 'dv23-uk-asr-fdi-dry-socket-38-alvogyl-sorry-appends-treatment-notes',
    style: 'UK',
    asr: true,
    transcript:
      "she's back with pain after the extraction of three eight last thursday throbbing up to her ear since day three nothing helps pain eight out of ten bad taste medical history no changes smoker ten a day on the combined pill no allergies extra oral no swelling slight tenderness left angle of mandible intra oral three eight socket empty no clot exposed bone very tender three seven sound not tender to percussion diagnosis dry socket three eight la two point two mls lidocaine two percent one in eighty thousand adrenaline id block left socket irrigated with warm saline alvogyl packed into the socket sorry alvogyl placed loosely into the socket she felt it ease within a few minutes advised ibuprofen four hundred milligrams three times a day with food plus paracetamol no smoking for a week review in three days to change the dressing",
    appends: [
      'add to treatment post op instructions given again verbal and written',
      "add to notes she's a carer and can only come before ten",
    ],
    expect: {
      CC: "She's back with pain after the extraction of 38 last Thursday. Throbbing up to her ear since day 3. Nothing helps. Pain 8 out of 10. Bad taste",
      'MED HX': 'No changes. Smoker 10 a day. On the combined pill. No allergies',
      EXTRA: 'No swelling. Slight tenderness left angle of mandible',
      INTRA: '38 socket empty. No clot. Exposed bone very tender',
      DENTAL: [['37', 'Sound not tender to percussion']],
      DX: ['Dry socket 38'],
      CONSULT: 'Advised ibuprofen 400 mg 3 times a day with food plus paracetamol. No smoking for a week',
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Socket irrigated with warm saline',
        'Alvogyl placed loosely into the socket',
        'Post-op instructions given again verbal and written',
      ],
      NOTES: "She felt it ease within a few minutes. She's a carer and can only come before 10",
      'F/U': 'Review in 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'dv24-uk-typed-fdi-necrotising-gingivitis-metronidazole-ohi-student',
    style: 'UK',
    asr: false,
    transcript:
      "Emergency. Gums very sore and bleeding x 4 days, bad breath, can't brush, feels run down (exams at uni). MH: fit and well, smoker 15/day, NKDA. EO: tender submandibular nodes bilat, temp 37.4. IO: halitosis, no other ulcers. Perio: punched-out ulcerated interdental papillae lower anteriors, grey slough, spontaneous bleeding. BPE deferred (too painful). Dx: necrotising gingivitis. Topical lidocaine gel. Gentle ultrasonic debridement lower anteriors. OHI with soft brush. Rx metronidazole 400mg TDS 3/7. Rx chlorhexidine 0.2% mouthwash 10 ml BD 5/7. No alcohol with metronidazole. Smoking cessation advice given. Review 1/52 for full debridement before returning to own dentist/hygienist.",
    expect: {
      CC: "Emergency. Gums very sore and bleeding x 4 days, bad breath, can't brush, feels run down (exams at uni)",
      'MED HX': 'Fit and well, smoker 15/day, NKDA',
      EXTRA: 'Tender submandibular nodes bilat, temp 37.4',
      INTRA: 'Halitosis, no other ulcers',
      PERIO:
        'Punched-out ulcerated interdental papillae lower anteriors, grey slough, spontaneous bleeding. BPE deferred (too painful)',
      DX: ['Necrotising gingivitis'],
      CONSULT: 'No alcohol with metronidazole. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: [
        'Topical lidocaine gel',
        'Gentle ultrasonic debridement lower anteriors',
        'OHI with soft brush',
        'Rx metronidazole 400mg TDS 3 days',
        'Rx chlorhexidine 0.2% mouthwash 10 ml BD 5 days',
      ],
      'F/U': 'Review 1 week for full debridement before returning to own dentist/hygienist',
    },
  }),

  // ---------------------------------------------------------------- 5. US general practice with an on-call phone (Universal)
  defineCase({
    id: 'dv25-us-asr-universal-after-hours-call-swelling-after-17-32-reassurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'after hours call last night patient had number seventeen and thirty two out on monday by us called at nine pm worried about swelling both sides worse today than yesterday pain five out of ten controlled with the ibuprofen no fever eating soft food opening a bit limited no trouble swallowing or breathing medical history healthy no meds allergic to codeine makes her sick not examined phone call only explained swelling usually peaks at day two to three before it settles likely normal post op swelling advised keep taking ibuprofen six hundred milligrams every six hours as prescribed warm compresses from today gentle salt water rinses no antibiotics needed if the swelling keeps increasing after tomorrow or she gets a fever or trouble swallowing call us or go to the er',
    expect: {
      CC: 'After hours call last night. Patient had #17 and #32 out on Monday by us. Called at 9 pm worried about swelling both sides. Worse today than yesterday. Pain 5 out of 10 controlled with the ibuprofen. No fever. Eating soft food. Opening a bit limited. No trouble swallowing or breathing',
      'MED HX': 'Healthy. No meds. Allergic to codeine makes her sick',
      DX: ['Likely normal post-op swelling'],
      CONSULT:
        'Explained swelling usually peaks at day 2 to 3 before it settles. Advised keep taking ibuprofen 600 mg every 6 hours as prescribed. Warm compresses from today. Gentle salt water rinses',
      TX: ['No antibiotics needed'],
      NOTES: 'Not examined. Phone call only',
      'F/U':
        'If the swelling keeps increasing after tomorrow or she gets a fever or trouble swallowing call us or go to the ER',
    },
  }),
  defineCase({
    id: 'dv26-us-typed-universal-same-day-crown-19-recemented-caramel',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Same-day emergency. Crown #19 came off last night eating caramel, no pain, pt saved the crown. Med hx: no changes, metformin, NKDA. #19 prep intact, no caries, slightly sensitive to air. #18 and #20 sound. BWX: no recurrent caries #19, margins OK. No anesthesia needed. Old cement removed from crown and prep, prep cleaned with pumice. Crown tried in, fits well, occlusion OK. Recemented crown #19 with RelyX Unicem. Excess removed, floss through contacts. POI given. Advised to avoid sticky foods like caramel. Recall as scheduled.',
    expect: {
      CC: 'Same-day emergency. Crown #19 came off last night eating caramel, no pain, pt saved the crown',
      'MED HX': 'No changes, metformin, NKDA',
      DENTAL: [
        ['19', 'Prep intact, no caries, slightly sensitive to air'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'BWX: no recurrent caries #19, margins OK',
      CONSULT: 'Advised to avoid sticky foods like caramel',
      'TX TODAY': ['Crown recement #19'],
      TX: [
        'No anesthesia needed',
        'Old cement removed from crown and prep',
        'Prep cleaned with pumice',
        'Crown tried in',
        'Fits well',
        'Occlusion OK',
        'Recemented crown #19 with RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'POI given',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dv27-us-asr-universal-recorder-running-child-avulsion-8-replant-splint-7-9',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi buddy I'm just going to have a quick look okay open big for me great emergency eight year old with dad he fell off the monkey bars at school about forty minutes ago knocked out his top front tooth the school nurse put it in milk within ten minutes no loss of consciousness no vomiting medical history healthy no allergies tetanus up to date extraoral swollen upper lip intraoral small laceration inside the upper lip number eight avulsed socket clot intact tooth in milk root intact number nine enamel fracture incisal edge not mobile number seven sound pa no alveolar fracture no root fracture on nine diagnosis avulsion number eight and enamel fracture number nine two carpules lidocaine two percent one to one hundred thousand epi labial infiltration number eight and palatal infiltration okay big breath for me you're doing awesome socket irrigated with saline tooth rinsed with saline and replanted number eight flexible splint seven to nine with wire and composite post op pa tooth fully repositioned occlusion checked told dad soft diet for two weeks chlorhexidine swabs twice a day rx amoxicillin two hundred fifty milligrams three times a day for seven days plan splint removal in two weeks next visit check healing and vitality number eight in ten days",
    expect: {
      CC: 'Emergency. He fell off the monkey bars at school about 40 minutes ago. Knocked out his top front tooth. School nurse put it in milk within 10 minutes. No loss of consciousness. No vomiting',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Swollen upper lip',
      INTRA: 'Small laceration inside the upper lip',
      DENTAL: [
        ['8', 'Avulsed socket clot intact tooth in milk root intact'],
        ['9', 'Enamel fracture incisal edge not mobile', 'Incisal edge'],
        ['7', 'Sound'],
      ],
      RADIO: 'PA no alveolar fracture. No root fracture on #9. Post-op PA tooth fully repositioned',
      DX: ['Avulsion #8', 'Enamel fracture #9'],
      CONSULT: 'Told dad soft diet for 2 weeks. Chlorhexidine swabs twice a day',
      'TX TODAY': ['Splint #7 to #9'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration #8 + palatal infiltration',
        'Socket irrigated with saline',
        'Tooth rinsed with saline and replanted #8',
        'Flexible splint #7 to #9 with wire and composite',
        'Occlusion checked',
        'Rx amoxicillin 250 mg 3 times a day for 7 days',
      ],
      'TX PLAN': ['Splint removal in 2 weeks'],
      NOTES: '8 year old with dad',
      NV: ['Check healing and vitality #8 in 10 days'],
    },
  }),
  defineCase({
    id: 'dv28-us-typed-universal-pregnant-cracked-tooth-31-occlusion-adjusted-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Sharp pain on biting LR x 10 days, worse on release, a few seconds with cold. Med hx: 24 weeks pregnant (OB aware), prenatal vitamins, NKDA. BP 118/74. EO: WNL. IO: #31 MO amalgam, craze line from M marginal ridge, + bite test (Tooth Slooth) on DL cusp, cold + non-lingering, percussion WNL. #30 crown intact. #32 missing. 1 PA #31 w/ lead apron and thyroid collar: no periapical pathology, no caries. Dx: cracked tooth #31, reversible pulpitis. Discussed: crown recommended; pt prefers to wait until after delivery. Occlusion adjusted on #31 to reduce load. Gluma applied. Advised acetaminophen 500 mg q6h prn only, avoid ibuprofen in pregnancy, chew on the left. If pain becomes spontaneous or lingering, call. NV: crown #31 after delivery.',
    expect: {
      CC: 'Emergency. Sharp pain on biting LR x 10 days, worse on release, a few seconds with cold',
      'MED HX': '24 weeks pregnant (OB aware), prenatal vitamins, NKDA. BP 118/74',
      EXTRA: 'WNL',
      DENTAL: [
        [
          '31',
          'MO amalgam, craze line from M marginal ridge, + bite test (Tooth Slooth) on DL cusp, cold + non-lingering, percussion WNL',
        ],
        ['30', 'Crown intact'],
        ['32', 'Missing'],
      ],
      RADIO: '1 PA #31 w/ lead apron and thyroid collar: no periapical pathology, no caries',
      DX: ['Cracked tooth #31', 'Reversible pulpitis'],
      CONSULT:
        'Discussed: crown recommended; pt prefers to wait until after delivery. Advised acetaminophen 500 mg q6h prn only, avoid ibuprofen in pregnancy, chew on the left',
      TX: ['Occlusion adjusted #31 to reduce load', 'Gluma applied'],
      NV: ['Crown #31 after delivery'],
      'F/U': 'If pain becomes spontaneous or lingering, call',
    },
  }),
  defineCase({
    id: 'dv29-us-asr-universal-high-filling-12-occlusion-adjusted-sorry-dx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'same day add on she had a filling on number twelve last tuesday since then it hurts to bite on it no pain at night no swelling medical history no changes no allergies number twelve mesial occlusal composite high on articulating paper tender to percussion responds normally to cold no lingering number thirteen sound diagnosis high restoration with acute periapical inflammation sorry with symptomatic apical periodontitis number twelve adjusted the occlusion on number twelve polished even contacts now told her it should settle in a few days ibuprofen as needed call if not better in a week',
    expect: {
      CC: 'Same day add on. She had a filling on #12 last Tuesday. Since then it hurts to bite on it. No pain at night. No swelling',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['12', 'MO composite high on articulating paper tender to percussion responds normally to cold no lingering'],
        ['13', 'Sound'],
      ],
      DX: ['High restoration with symptomatic apical periodontitis #12'],
      CONSULT: 'Told her it should settle in a few days. Ibuprofen as needed',
      TX: ['Adjusted the occlusion #12', 'Polished', 'Even contacts now'],
      'F/U': 'Call if not better in a week',
    },
  }),
  defineCase({
    id: 'dv30-us-typed-universal-weekend-call-30-pen-vk-called-in-appends-change-dose',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Sat phone call (on-call). Pt of record. Pain #30 area since Thursday, constant since last night, 7/10, gum swelling, no facial swelling, no fever, swallowing OK. Tylenol not helping. Med hx: HTN (losartan), NKDA. No exam – phone only. Likely symptomatic apical periodontitis/early abscess #30. Called in Pen VK 500 mg qid x 7 days to pt's pharmacy. Recommended ibuprofen 400 mg + acetaminophen 500 mg together q6h prn, max per label. Swelling to eye/neck or trouble swallowing/breathing → ER. NV: emergency eval first thing Monday.",
    appends: ['Add to notes: pt called back Sunday, swelling reducing, pain 4/10.', 'Change 400 mg to 600 mg.'],
    expect: {
      CC: 'Sat phone call (on-call). Pain #30 area since Thursday, constant since last night, 7/10, gum swelling, no facial swelling, no fever, swallowing OK. Tylenol not helping',
      'MED HX': 'HTN (losartan), NKDA',
      DX: ['Likely symptomatic apical periodontitis/early abscess #30'],
      CONSULT: 'Recommended ibuprofen 600 mg + acetaminophen 500 mg together q6h prn, max per label',
      TX: ["Called in Pen VK 500 mg qid x 7 days to pt's pharmacy"],
      NOTES: 'Pt of record. No exam – phone only. Pt called back Sunday, swelling reducing, pain 4/10',
      NV: ['Emergency eval first thing Monday'],
      'F/U': 'Swelling to eye/neck or trouble swallowing/breathing → ER',
    },
  }),
];
