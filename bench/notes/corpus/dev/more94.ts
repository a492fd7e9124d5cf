// A ninety-fourth development batch (ids cr01–cr30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is remote and triage contacts: telephone
// and video consultations (history taken over the phone, photos sent by the patient reviewed, advice and analgesia
// given, antibiotics prescribed only where there were systemic signs or spreading swelling, otherwise explained as not
// indicated), urgent-care triage by a dentist or a dental nurse, out-of-hours calls and remote follow-ups after
// extractions, implant surgery and RSD; in half the cases (15) the same note goes on to the visit in the chair, so what
// was said or seen on the phone / video and what was found in person sit side by side. Five clinicians, six contacts
// each:
//   cr01–cr06 a UK general dentist (FDI, recogniser-style): a telephone consultation for toothache with advice only and
//     an appointment booked, a telephone triage with photos and amoxicillin for a spreading swelling then the extraction
//     of 46 the next morning, a video consultation for a child's chipped 11 then the fragment reattached (appended
//     dictation), a phone follow-up after a surgical extraction turning into a dry socket dressed the same afternoon, an
//     out-of-hours 111 call for bleeding after an extraction in a patient on apixaban, a telephone consultation for a
//     crown off 21;
//   cr07–cr12 a UK triage dentist typing Palmer shorthand (Palmer, typed): a triage T/C then pulp extirpation UR6 the
//     same day, a T/C with photos for pericoronitis LL8 with metronidazole, a T/C for a porcelain chip on the UL1 crown
//     (appended dictation), a remote follow-up 1/52 after a surgical XLA LR6, a mother's call for her child's avulsed URA
//     then the check in person, a T/C with a photo of a non-healing tongue ulcer then the F2F visit and a 2WW referral;
//   cr13–cr18 a US dentist (Universal, recogniser-style): an after-hours call for a facial swelling with clindamycin
//     called in, a teledentistry visit for a high filling then the occlusal adjustment, a phone call with a texted photo
//     of a chipped #8 then a DI composite (appended dictation), a post-op call the day after four wisdom teeth out, a
//     father's call for his son's swollen gum then the extraction of #K, a phone triage and video visit for a TMJ closed
//     lock;
//   cr19–cr24 a US dentist typing full sentences (Universal, typed): a teledentistry visit with photos then a periodontal
//     abscess #14 treated by SRP and irrigation, an after-hours call for a flare-up after a root canal was started on #3,
//     a post-operative phone follow-up after implant placement #30 (appended dictation), a teledentistry consult for a
//     care-facility resident then the lower denture eased in person, a phone triage for an avulsed #8 then replantation
//     and a splint, a phone consultation with a pregnant patient about bleeding gums;
//   cr25–cr30 a UK dental therapist (FDI; cr26, cr28, cr30 recogniser-style, cr25, cr27, cr29 typed): a phone follow-up
//     1/52 after RSD, a mother's call about a lost filling in 75 then an occlusal GIC, a video consultation for NUG then
//     debridement three days later, a phone follow-up the day after extracting 85 (appended dictation), a dental nurse's
//     triage call then an MO composite 26, a call about sensitivity during home whitening.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, one primary letter case); 15 recogniser-style (lower case, number words,
// fillers, "sorry" and "scratch that" corrections, no punctuation) and 15 typed (Palmer shorthand in cr07–cr12, full
// sentences in cr19–cr24, therapist shorthand in cr25, cr27, cr29); about 90 to 300 words; remote contact only in cr01,
// cr05, cr06, cr08, cr09, cr10, cr13, cr16, cr18, cr20, cr21, cr24, cr25, cr28, cr30, followed by the visit in the
// other 15. Five cases with appended dictation (cr03 "add to chart …" / "add to notes …"; cr09 "Add to notes: …" /
// "Change 1/52 to 2/52."; cr15 "add to treatment …" / "next visit …"; cr21 "Add to notes: …" / "Change 10 days to 2
// weeks."; cr28 "add to notes …" / "change six months to three months"). DENTAL in 13 cases (cr02, cr03, cr04, cr07,
// cr11, cr12, cr14, cr15, cr17, cr19, cr23, cr26, cr29), never from a remote contact.
//
// Judgement calls where the contract was silent:
// - The kind of contact opening the note ("telephone consultation", "Triage T/C", "video consultation", "after hours
//   call", "Remote f/u T/C 1/52 post XLA LR6", "DN triage call: …") is the CC, as "Emergency appointment" was in more58;
//   so is everything the patient, parent or carer reported on the call (symptoms, answers to the red-flag questions,
//   painkillers tried, "Aide reports …", "Dad says the socket looks clean"). A clause saying the in-person visit
//   followed ("seen in the practice this morning", "Seen F2F same day", "She was seen in the office the next morning")
//   is also the CC, after the phone history, with what the patient said on arrival ("says the swelling's a bit better").
// - Who rang for the patient and a child's age ("mum called about her 8 year old", "Mum called re 4 y/o son", "Spoke to
//   dad", "The patient's mother called about her 10-year-old son") are NOTES (as more58 kept who came with a child); so
//   are the outcome of a call-back within the same call ("Called him back after 30 minutes. Bleeding stopped"), a triage
//   category ("Triage outcome: routine"), a discussion with a colleague ("Discussed with dentist on duty, who agreed"),
//   anxiety and remarks about the patient. "Student, exams this month" is NOTES; smoking and vaping are MED HX.
// - Findings on photos the patient sent or seen on a video call are examination findings written with the photo / video
//   words kept, in EXTRA, INTRA or PERIO by what they show ("Photos sent by the patient reviewed. Swelling right lower
//   face …" → EXTRA; "Photo by email reviewed: small chip …" → INTRA; "On video: lower anterior papillae red …" → PERIO),
//   with teeth left in the text, like a radiograph's report: they never make a DENTAL entry, which is kept for the
//   examination in the chair.
// - Advice on the call (analgesic doses, rinses, cold compress, how to store a knocked-out tooth, "antibiotics not
//   indicated - explained", "Take it with a full glass of water") is CONSULT, and so is an appointment offered on the call
//   for the visit recorded later in the same note ("Offered urgent slot same day, accepted", "told dad we'd see him
//   today", "Asked to attend today"); after a remote-only contact the appointment booked is NV ("book in for an emergency
//   appointment tomorrow morning" → "Emergency appointment tomorrow morning").
// - A prescription issued for the contact ("Rx metronidazole 400 mg TDS 3/7 sent via EPS", "sent in clindamycin … to her
//   pharmacy", one issued by the dentist during a therapist's call) is a TX item with no title, also in a remote-only
//   note, and stays in TX ahead of the visit's steps in spoken order. Safety-netting ("if the swelling goes toward the
//   eye … go straight to the ER", "Call back if …", "T/C review 24 hrs") is F/U.
// - A provisional impression on the phone and the diagnosis in the chair are both DX items, in spoken order ("Dry
//   socket", "Dry socket 38"; "High filling", "Occlusal trauma #30 from high restoration").
// - Titles: none from a CC that says the work was done before ("3 days after surgical extraction of 38", "had 47
//   extracted this morning", "2 days after implant placement #30", "1 week after RSD", "her root canal on #3 was started 2
//   days ago", "2 weeks into home whitening" — whitening under way counts as done before), so the remote follow-ups have
//   no TX TODAY; "crown came off 21" names no procedure. A socket irrigated with saline and Alvogyl are no titles; a
//   pocket irrigated with chlorhexidine is "Irrigation"; "fragment reattached with composite" is no title (a material it
//   is done with); "lower denture flange … eased" is "Denture adjustment"; "flexible wire-composite splint was placed from
//   #7 to #9" is "Splint #7 to #9"; replantation, an occlusal adjustment, a sharp cusp smoothed, ultrasonic debridement
//   and "Duraphat 5000 toothpaste" (no varnish) are no titles.
// - NV uses the table names: "recement crown two one" → "Crown recement 21", "start root canal treatment #8" → "Start RCT
//   #8"; "recheck vitality of eight" → "Recheck vitality #8" (connecting word before a tooth), while "space maintainer for
//   k space" keeps its "for" (a place); "splint removal and start root canal treatment" is two items; "band and loop" is
//   a fixed phrase.
// - A fracture said with the part: "enamel dentine fracture mesial incisal corner" → condition "Enamel dentine fracture MI
//   corner …", fracture "MI corner"; "distal incisal angle" → "DI angle". A knocked-out tooth charted with its socket
//   ("URA avulsed, socket clotted") is a chart entry; a socket said on its own ("38 socket empty", "#8 socket has a clot")
//   is INTRA (rule 7). Probing depths with a tooth ("8 mm at #14 MB and DB") stay in PERIO.
// - A referral (2WW to OMFS, stop smoking service) is TX PLAN. "111", "A&E", "ER", "GP", "EPS" and brand names as their
//   makers write them (Calpol, Alvogyl, Dentemp, Sof-Lex); "post op" → "Post-op" in items and the recogniser-style CC.
// - Appends as in more56 / more58: "add to chart" adds a DENTAL entry, "add to notes" adds to NOTES, "add to treatment"
//   adds a TX item at the end, "next visit" adds an NV item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more94Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI, recogniser-style)
  defineCase({
    id: 'cr01-uk-asr-fdi-telephone-toothache-advice-no-antibiotics-book-in',
    style: 'UK',
    asr: true,
    transcript:
      "telephone consultation patient rang with toothache lower left for about four days um throbbing worse at night kept her awake last night paracetamol isn't really touching it no swelling no difficulty swallowing or breathing no temperature she thinks it's the tooth with the big filling at the back medical history asthma uses a brown and a blue inhaler no allergies advised paracetamol one gram four times a day no ibuprofen because of her asthma antibiotics not indicated explained they won't help toothache without swelling book in for an emergency appointment tomorrow morning if swelling develops or spreads towards the eye or neck or she has difficulty swallowing call back or go to a and e",
    expect: {
      CC: "Telephone consultation. Patient rang with toothache lower left for about 4 days. Throbbing worse at night. Kept her awake last night. Paracetamol isn't really touching it. No swelling. No difficulty swallowing or breathing. No temperature. She thinks it's the tooth with the big filling at the back",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. No allergies',
      CONSULT:
        "Advised paracetamol 1 g 4 times a day. No ibuprofen because of her asthma. Antibiotics not indicated. Explained they won't help toothache without swelling",
      NV: ['Emergency appointment tomorrow morning'],
      'F/U':
        'If swelling develops or spreads towards the eye or neck or she has difficulty swallowing call back or go to A&E',
    },
  }),
  defineCase({
    id: 'cr02-uk-asr-fdi-triage-photos-amoxicillin-then-extraction-46-next-morning',
    style: 'UK',
    asr: true,
    transcript:
      "telephone triage yesterday evening he rang with a swollen face on the right since the morning and pain lower right for about a week felt hot and shivery measured thirty eight point two at home swallowing fine no trouble breathing can open normally photos sent by the patient reviewed swelling right lower face not up to the eye medical history type two diabetes on metformin no allergies explained antibiotics are needed because of the spreading swelling and temperature prescription amoxicillin five hundred milligrams three times a day for five days sent to his pharmacy advised paracetamol and ibuprofen as well seen in the practice this morning says the swelling's a bit better and he slept better extra oral swelling right mandible firm not fluctuant temperature thirty seven point four intra oral buccal swelling next to four six four six grossly carious crown broken down to the gum tender to percussion grade one mobile sorry grade two mobile pa four six periapical radiolucency on both roots diagnosis acute apical abscess four six unrestorable explained options extraction or root canal and crown he wants it out verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration four six and id block right roots sectioned extracted four six with elevators and forceps pus from the distal socket haemostasis with gauze post op instructions given told him to finish the antibiotics review by phone in two days",
    expect: {
      CC: "Telephone triage yesterday evening. He rang with a swollen face on the right since the morning and pain lower right for about a week. Felt hot and shivery. Measured 38.2 at home. Swallowing fine. No trouble breathing. Can open normally. Seen in the practice this morning. Says the swelling's a bit better. He slept better",
      'MED HX': 'Type 2 diabetes on metformin. No allergies',
      EXTRA:
        'Photos sent by the patient reviewed. Swelling right lower face not up to the eye. Swelling right mandible firm not fluctuant. Temperature 37.4',
      INTRA: 'Buccal swelling next to 46',
      DENTAL: [['46', 'Grossly carious crown broken down to the gum tender to percussion grade 2 mobile']],
      RADIO: 'PA 46 periapical radiolucency on both roots',
      DX: ['Acute apical abscess 46 unrestorable'],
      CONSULT:
        'Explained antibiotics are needed because of the spreading swelling and temperature. Advised paracetamol and ibuprofen as well. Explained options extraction or root canal and crown. He wants it out. Told him to finish the antibiotics',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'Prescription amoxicillin 500 mg 3 times a day for 5 days sent to his pharmacy',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + IDB right',
        'Roots sectioned',
        'Extracted 46 with elevators and forceps',
        'Pus from the distal socket',
        'Haemostasis with gauze',
        'Post-op instructions given',
      ],
      'F/U': 'Review by phone in 2 days',
    },
  }),
  defineCase({
    id: 'cr03-uk-asr-fdi-appends-video-chipped-11-then-fragment-reattached-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "video consultation mum called about her eight year old he fell off his scooter about an hour ago and hit his front tooth no loss of consciousness no vomiting no bleeding now medical history fit and well no allergies on video one one chipped corner no pink spot one one not loose when mum wiggles it advised to find the piece and keep it in milk cold compress on the lip paracetamol if sore seen in the surgery this afternoon he brought the piece extra oral small graze on the chin upper lip swollen intra oral small laceration inside the upper lip not needing sutures one one enamel dentine fracture mesial incisal corner no pulp exposure sensitive to air not mobile not tender to percussion one two and two one sound pa one one no root fracture apex open diagnosis uncomplicated crown fracture one one no la fragment reattached with composite after etch and bond polished advised soft diet for a week brush gently with a soft brush he was really brave review in two weeks with sensibility testing",
    appends: ['add to chart two two slight mobility no displacement', 'add to notes mum asked for a letter for school'],
    expect: {
      CC: 'Video consultation. He fell off his scooter about an hour ago and hit his front tooth. No loss of consciousness. No vomiting. No bleeding now. Seen in the surgery this afternoon. He brought the piece',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Small graze on the chin. Upper lip swollen',
      INTRA:
        'On video 11 chipped corner. No pink spot. 11 not loose when mum wiggles it. Small laceration inside the upper lip not needing sutures',
      DENTAL: [
        [
          '11',
          'Enamel dentine fracture MI corner no pulp exposure sensitive to air not mobile not tender to percussion',
          'MI corner',
        ],
        ['12', 'Sound'],
        ['21', 'Sound'],
        ['22', 'Slight mobility no displacement'],
      ],
      RADIO: 'PA 11 no root fracture. Apex open',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        'Advised to find the piece and keep it in milk. Cold compress on the lip. Paracetamol if sore. Advised soft diet for a week. Brush gently with a soft brush',
      TX: ['No LA', 'Fragment reattached with composite after etch and bond', 'Polished'],
      NOTES: 'Mum called about her 8 year old. He was really brave. Mum asked for a letter for school',
      'F/U': 'Review in 2 weeks with sensibility testing',
    },
  }),
  defineCase({
    id: 'cr04-uk-asr-fdi-phone-follow-up-after-surgical-38-dry-socket-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "phone follow up three days after surgical extraction of three eight he says the pain's got worse since yesterday going up to his ear bad taste no swelling no bleeding painkillers only helping for a couple of hours medical history no changes smokes ten a day no allergies er provisional diagnosis dry socket advised to come in this afternoon rather than antibiotics seen in the surgery this afternoon extra oral no swelling no lymph nodes palpable intra oral three eight socket empty no clot bare bone visible food debris in the socket no pus three seven sound not tender to percussion diagnosis dry socket three eight explained antibiotics won't help as it's not an infection la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three eight socket irrigated with warm saline alvogyl packed into the socket he said it felt better almost straight away advised ibuprofen four hundred milligrams and paracetamol one gram four times a day warm salt water rinses from tomorrow no smoking review in three days for repacking",
    expect: {
      CC: "Phone follow up 3 days after surgical extraction of 38. He says the pain's got worse since yesterday going up to his ear. Bad taste. No swelling. No bleeding. Painkillers only helping for a couple of hours. Seen in the surgery this afternoon",
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: '38 socket empty. No clot. Bare bone visible. Food debris in the socket. No pus',
      DENTAL: [['37', 'Sound not tender to percussion']],
      DX: ['Dry socket', 'Dry socket 38'],
      CONSULT:
        "Advised to come in this afternoon rather than antibiotics. Explained antibiotics won't help as it's not an infection. Advised ibuprofen 400 mg and paracetamol 1 g 4 times a day. Warm salt water rinses from tomorrow. No smoking",
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 38',
        'Socket irrigated with warm saline',
        'Alvogyl packed into the socket',
      ],
      NOTES: 'He said it felt better almost straight away',
      'F/U': 'Review in 3 days for repacking',
    },
  }),
  defineCase({
    id: 'cr05-uk-asr-fdi-out-of-hours-111-bleeding-after-47-apixaban-sorry-call-back',
    style: 'UK',
    asr: true,
    transcript:
      "out of hours call via one one one he had four seven extracted this morning at his own dentist still oozing from the socket since about teatime spitting out blood stained saliva no big clots feels well no dizziness medical history atrial fibrillation on apixaban took this morning's dose no allergies advised to stop rinsing and spitting fold a clean damp gauze or handkerchief bite firmly on it for twenty minutes sorry thirty minutes without checking called him back after thirty minutes bleeding stopped advised no hot drinks or exercise tonight sleep propped up don't miss the next apixaban dose without speaking to his gp if it starts again repeat the pressure if still bleeding after an hour go to a and e see his own dentist tomorrow if any concerns",
    expect: {
      CC: 'Out of hours call via 111. He had 47 extracted this morning at his own dentist. Still oozing from the socket since about teatime. Spitting out blood stained saliva. No big clots. Feels well. No dizziness',
      'MED HX': "Atrial fibrillation on apixaban. Took this morning's dose. No allergies",
      CONSULT:
        "Advised to stop rinsing and spitting. Fold a clean damp gauze or handkerchief. Bite firmly on it for 30 minutes without checking. Advised no hot drinks or exercise tonight. Sleep propped up. Don't miss the next apixaban dose without speaking to his GP",
      NOTES: 'Called him back after 30 minutes. Bleeding stopped',
      'F/U':
        'If it starts again repeat the pressure. If still bleeding after an hour go to A&E. See his own dentist tomorrow if any concerns',
    },
  }),
  defineCase({
    id: 'cr06-uk-asr-fdi-telephone-crown-off-21-dentemp-advice-nv-crown-recement',
    style: 'UK',
    asr: true,
    transcript:
      "telephone consultation crown came off two one last night eating a sandwich she has the crown no pain slightly sensitive to cold she thinks the post is still in the tooth medical history no changes allergic to penicillin um she's got a wedding on saturday and is upset about the gap advised to keep the crown safe in a pot don't use superglue she can use temporary cement from the chemist like dentemp to put it back until we see her keep the area clean explained we'll see if it can be recemented or if she'll need a new one next visit recement crown two one on thursday",
    expect: {
      CC: 'Telephone consultation. Crown came off 21 last night eating a sandwich. She has the crown. No pain. Slightly sensitive to cold. She thinks the post is still in the tooth',
      'MED HX': 'No changes. Allergic to penicillin',
      CONSULT:
        "Advised to keep the crown safe in a pot. Don't use superglue. She can use temporary cement from the chemist like Dentemp to put it back until we see her. Keep the area clean. Explained we'll see if it can be recemented or if she'll need a new one",
      NOTES: "She's got a wedding on Saturday and is upset about the gap",
      NV: ['Crown recement 21 on Thursday'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK triage dentist typing Palmer shorthand
  defineCase({
    id: 'cr07-uk-typed-palmer-triage-tc-then-f2f-extirpation-ur6-ledermix',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Triage T/C. Pain UR quadrant 2/7, throbbing, worse lying down, kept awake last night. No swelling, no fever, no trismus. Paracetamol - partial relief. MH: asthma (salbutamol PRN), NKDA. Advised ibuprofen 400 mg QDS + paracetamol 1 g QDS (has taken NSAIDs before with no asthma flare). ABs not indicated - explained. Offered urgent slot same day, accepted. Seen F2F same day. EO: NAD. IO: soft tissues NAD. UR6 deep MO caries, TTP +, lingering pain to cold >30 s. UR7 DO comp sound. UR5 sound. PA UR6: caries approaching pulp, widened PDL. Dx: symptomatic irreversible pulpitis UR6. Options RCT vs XLA, pt wants to save. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UR6. RD. Pulp extirpated UR6, 3 canals found. Ledermix + Cavit. Occlusion relieved. POIG. NV RCT UR6 2/52.',
    expect: {
      CC: 'Triage T/C. Pain UR quadrant 2 days, throbbing, worse lying down, kept awake last night. No swelling, no fever, no trismus. Paracetamol - partial relief. Seen F2F same day',
      'MED HX': 'Asthma (salbutamol PRN), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['UR6', 'Deep MO caries, TTP +, lingering pain to cold >30 s'],
        ['UR7', 'DO comp sound'],
        ['UR5', 'Sound'],
      ],
      RADIO: 'PA UR6: caries approaching pulp, widened PDL',
      DX: ['Symptomatic irreversible pulpitis UR6'],
      CONSULT:
        'Advised ibuprofen 400 mg QDS + paracetamol 1 g QDS (has taken NSAIDs before with no asthma flare). ABs not indicated - explained. Offered urgent slot same day, accepted. Options RCT vs XLA, pt wants to save',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation UR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'RD',
        'Pulp extirpated UR6',
        '3 canals found',
        'Ledermix + Cavit',
        'Occlusion relieved',
        'POIG',
      ],
      NV: ['RCT UR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'cr08-uk-typed-palmer-tc-photos-pericoronitis-ll8-metronidazole-safety-net',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "T/C + photos. Pain and swelling around LL8 3/7, difficulty opening, bad taste, painful to swallow on L. Feels feverish, temp 38.1 at home. No difficulty breathing. MH: NAD, NKDA. Vapes. Photos reviewed: operculum over LL8 red + swollen, cusp of LL8 just visible. Impression: pericoronitis LL8 with systemic signs. Rx metronidazole 400 mg TDS 3/7 sent via EPS to pt's pharmacy. Advised CHX 0.2% mouthwash, warm salt water rinses, ibuprofen 400 mg QDS + paracetamol 1 g QDS, soft brush to the area. Safety-netted: if swelling spreads to neck or floor of mouth, difficulty swallowing saliva or breathing → A&E immediately. T/C review 24 hrs. NV: irrigation + assessment LL8 in 2/7.",
    expect: {
      CC: 'T/C + photos. Pain and swelling around LL8 3 days, difficulty opening, bad taste, painful to swallow on L. Feels feverish, temp 38.1 at home. No difficulty breathing',
      'MED HX': 'NAD, NKDA. Vapes',
      INTRA: 'Photos reviewed: operculum over LL8 red + swollen, cusp of LL8 just visible',
      DX: ['Pericoronitis LL8 with systemic signs'],
      CONSULT:
        'Advised CHX 0.2% mouthwash, warm salt water rinses, ibuprofen 400 mg QDS + paracetamol 1 g QDS, soft brush to the area',
      TX: ["Rx metronidazole 400 mg TDS 3 days sent via EPS to pt's pharmacy"],
      NV: ['Irrigation + assessment LL8 in 2 days'],
      'F/U':
        'Safety-netted: if swelling spreads to neck or floor of mouth, difficulty swallowing saliva or breathing → A&E immediately. T/C review 24 hrs',
    },
  }),
  defineCase({
    id: 'cr09-uk-typed-palmer-appends-tc-porcelain-chip-ul1-crown-photo-routine',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Triage T/C. Chipped porcelain on crown UL1 yesterday biting an apple. No pain, no sensitivity, crown not loose. Unhappy with appearance, works on a reception desk. MH: no change, NKDA. Photo by email reviewed: small chip of porcelain MI corner of UL1 crown, no metal showing. Triage outcome: routine. Advised avoid biting hard foods with front teeth, smooth any sharp edge with an emery board. Options explained: composite repair vs new crown. Pt would like repair. NV: composite repair UL1 crown 1/52. Call back if crown loosens or becomes painful.',
    appends: ['Add to notes: pt asked for an early morning appt.', 'Change 1/52 to 2/52.'],
    expect: {
      CC: 'Triage T/C. Chipped porcelain on crown UL1 yesterday biting an apple. No pain, no sensitivity, crown not loose. Unhappy with appearance, works on a reception desk',
      'MED HX': 'No change, NKDA',
      INTRA: 'Photo by email reviewed: small chip of porcelain MI corner of UL1 crown, no metal showing',
      CONSULT:
        'Advised avoid biting hard foods with front teeth, smooth any sharp edge with an emery board. Options explained: composite repair vs new crown. Pt would like repair',
      NOTES: 'Triage outcome: routine. Pt asked for an early morning appt',
      NV: ['Composite repair UL1 crown 2 weeks'],
      'F/U': 'Call back if crown loosens or becomes painful',
    },
  }),
  defineCase({
    id: 'cr10-uk-typed-palmer-remote-f-u-1-52-post-surgical-xla-lr6-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Remote f/u T/C 1/52 post XLA LR6 (surgical, 3 sutures). Pt reports pain settled by day 3, now off painkillers. Slight ache chewing on that side. No bad taste, no swelling, no bleeding. No lip numbness, sensation normal. MH: no change. Sutures resorbable - advised they will come out by themselves in 2-3/52. Continue warm salt water rinses after meals for 1/52, soft brush to the area. Pt asked about replacing LR6: implant/bridge/denture options to be discussed at next exam. Discharged to routine recall. Call if any concerns.',
    expect: {
      CC: 'Remote f/u T/C 1 week post XLA LR6 (surgical, 3 sutures). Pt reports pain settled by day 3, now off painkillers. Slight ache chewing on that side. No bad taste, no swelling, no bleeding. No lip numbness, sensation normal',
      'MED HX': 'No change',
      CONSULT:
        'Sutures resorbable - advised they will come out by themselves in 2-3 weeks. Continue warm salt water rinses after meals for 1 week, soft brush to the area. Pt asked about replacing LR6: implant/bridge/denture options to be discussed at next exam',
      'F/U': 'Discharged to routine recall. Call if any concerns',
    },
  }),
  defineCase({
    id: 'cr11-uk-typed-palmer-mum-tc-avulsed-ura-then-f2f-subluxation-ula',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Triage T/C. Mum called re 4 y/o son. Fell at nursery 30 min ago, front tooth knocked out, mum has the tooth. Bleeding stopped. No LOC, no vomiting. MH: fit and well, NKDA, immunisations up to date. Advised not to put the baby tooth back, cold compress, Calpol if sore. Asked to attend today. Seen F2F 1 hr later. EO: small graze upper lip, no other injuries. IO: upper labial frenum intact. URA avulsed, socket clotted. ULA grade I mobility, slightly TTP, not displaced. URB, ULB sound. PA: no root fracture ULA, no fragments in socket, successor UR1 undisturbed. Dx: avulsion URA, subluxation ULA. Advised soft diet 1/52, brush gently with soft brush, CHX gel on a cotton bud 1/52. Warned ULA may discolour and UR1 may erupt with marks. Mum very relieved. Review 1/52 then 3/12.',
    expect: {
      CC: 'Triage T/C. Fell at nursery 30 min ago, front tooth knocked out, mum has the tooth. Bleeding stopped. No LOC, no vomiting. Seen F2F 1 hr later',
      'MED HX': 'Fit and well, NKDA, immunisations up to date',
      EXTRA: 'Small graze upper lip, no other injuries',
      INTRA: 'Upper labial frenum intact',
      DENTAL: [
        ['URA', 'Avulsed, socket clotted'],
        ['ULA', 'Grade I mobility, slightly TTP, not displaced'],
        ['URB', 'Sound'],
        ['ULB', 'Sound'],
      ],
      RADIO: 'PA: no root fracture ULA, no fragments in socket, successor UR1 undisturbed',
      DX: ['Avulsion URA', 'Subluxation ULA'],
      CONSULT:
        'Advised not to put the baby tooth back, cold compress, Calpol if sore. Asked to attend today. Advised soft diet 1 week, brush gently with soft brush, CHX gel on a cotton bud 1 week. Warned ULA may discolour and UR1 may erupt with marks',
      NOTES: 'Mum called re 4 y/o son. Mum very relieved',
      'F/U': 'Review 1 week then 3 months',
    },
  }),
  defineCase({
    id: 'cr12-uk-typed-palmer-tc-photo-tongue-ulcer-then-f2f-lr7-cusp-2ww-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "T/C. Ulcer R side of tongue approx 3/52, not healing, sore with spicy food. Thinks it's from a sharp tooth. No weight loss, no numbness. MH: hypertension (amlodipine), NKDA. Smoker 20/day, alcohol approx 30 units/wk. Photo reviewed: ulcer R lateral border of tongue approx 1 cm, edges look raised. Advised needs to be seen in person, pt agreed. Seen F2F next day. EO: 1 cm firm node R submandibular, non-tender. IO: 12 mm ulcer R lateral border of tongue, indurated, rolled margins. LR7 sharp L cusp adjacent to ulcer. LR6 MOD amalgam sound. Sharp cusp LR7 smoothed + polished. Explained need for urgent referral to rule out anything serious. Pt understood. Pt anxious. Urgent suspected cancer referral (2WW) to OMFS sent today with copy to GP. Smoking and alcohol cessation advice given. Review 2/52 to check ulcer after cusp smoothed.",
    expect: {
      CC: "T/C. Ulcer R side of tongue approx 3 weeks, not healing, sore with spicy food. Thinks it's from a sharp tooth. No weight loss, no numbness. Seen F2F next day",
      'MED HX': 'Hypertension (amlodipine), NKDA. Smoker 20/day, alcohol approx 30 units/wk',
      EXTRA: '1 cm firm node R submandibular, non-tender',
      INTRA:
        'Photo reviewed: ulcer R lateral border of tongue approx 1 cm, edges look raised. 12 mm ulcer R lateral border of tongue, indurated, rolled margins',
      DENTAL: [
        ['LR7', 'Sharp L cusp adjacent to ulcer'],
        ['LR6', 'MOD amalgam sound'],
      ],
      CONSULT:
        'Advised needs to be seen in person, pt agreed. Explained need for urgent referral to rule out anything serious. Pt understood. Smoking and alcohol cessation advice given',
      TX: ['Sharp cusp LR7 smoothed + polished'],
      'TX PLAN': ['Urgent suspected cancer referral (2WW) to OMFS sent today with copy to GP'],
      NOTES: 'Pt anxious',
      'F/U': 'Review 2 weeks to check ulcer after cusp smoothed',
    },
  }),

  // ---------------------------------------------------------------- 3. US dentist (Universal, recogniser-style)
  defineCase({
    id: 'cr13-us-asr-after-hours-call-swelling-19-clindamycin-called-in-er-safety-net',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'after hours call she called the emergency line this evening with swelling lower left face since this afternoon getting bigger throbbing pain lower left for about a week she had a root canal started on nineteen two weeks ago at another office and never went back temp of uh a hundred and one point two can open about two fingers swallowing is fine no trouble breathing medical history hypothyroid on levothyroxine allergic to penicillin gets hives sent in clindamycin three hundred milligrams four times a day for seven days to her pharmacy take it with a full glass of water advised ibuprofen six hundred milligrams every six hours with food plus acetaminophen five hundred milligrams cold compress on and off if the swelling goes toward the eye or under the jaw or she has trouble swallowing or breathing go straight to the er next visit emergency exam first thing tomorrow morning',
    expect: {
      CC: 'After hours call. She called the emergency line this evening with swelling lower left face since this afternoon getting bigger. Throbbing pain lower left for about a week. She had a root canal started on #19 2 weeks ago at another office and never went back. Temp of 101.2. Can open about 2 fingers. Swallowing is fine. No trouble breathing',
      'MED HX': 'Hypothyroid on levothyroxine. Allergic to penicillin. Gets hives',
      CONSULT:
        'Take it with a full glass of water. Advised ibuprofen 600 mg every 6 hours with food plus acetaminophen 500 mg. Cold compress on and off',
      TX: ['Sent in clindamycin 300 mg 4 times a day for 7 days to her pharmacy'],
      NV: ['Emergency exam first thing tomorrow morning'],
      'F/U':
        'If the swelling goes toward the eye or under the jaw or she has trouble swallowing or breathing go straight to the ER',
    },
  }),
  defineCase({
    id: 'cr14-us-asr-teledentistry-high-filling-30-then-occlusal-adjustment-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay teledentistry video visit she had a filling on thirty last week and since then it hurts when she bites down sharp pain when she lets go no pain at night no swelling bite feels high on that side medical history no changes no allergies on video no facial swelling impression high filling talked about a bite adjustment advised to avoid chewing on the right till then seen in office the next day extraoral within normal limits number thirty mesial occlusal distal composite intact tender on biting on the buccal sorry distobuccal cusp normal response to cold no lingering numbers twenty nine and thirty one sound pa of thirty no recurrent caries no periapical changes diagnosis occlusal trauma number thirty from high restoration no anesthesia needed marked with articulating paper heavy contact on the distobuccal cusp in centric and working side adjusted with a fine diamond now even contacts polished she said it felt better straight away call if still sore in a week",
    expect: {
      CC: 'Teledentistry video visit. She had a filling on #30 last week. Since then it hurts when she bites down. Sharp pain when she lets go. No pain at night. No swelling. Bite feels high on that side. Seen in office the next day',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'On video no facial swelling. Within normal limits',
      DENTAL: [
        ['30', 'MOD composite intact tender on biting on the DB cusp normal response to cold no lingering'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 no recurrent caries. No periapical changes',
      DX: ['High filling', 'Occlusal trauma #30 from high restoration'],
      CONSULT: 'Talked about a bite adjustment. Advised to avoid chewing on the right till then',
      TX: [
        'No anesthesia needed',
        'Marked with articulating paper',
        'Heavy contact on the DB cusp in centric and working side',
        'Adjusted with a fine diamond',
        'Even contacts',
        'Polished',
      ],
      NOTES: 'She said it felt better straight away',
      'F/U': 'Call if still sore in a week',
    },
  }),
  defineCase({
    id: 'cr15-us-asr-appends-phone-texted-photo-chipped-8-then-di-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "phone call this morning he chipped his front tooth playing basketball last night no pain slightly sensitive to cold didn't hit his head medical history healthy no meds no allergies photo he texted shows number eight missing the distal incisal corner no red spot so told him to avoid biting with it and to come in at the end of the morning seen in office late morning extraoral no swelling no lacerations number eight enamel dentin fracture distal incisal angle no pulp exposure not mobile not tender to percussion normal response to cold numbers seven and nine not mobile not tender pa of eight no root fracture diagnosis uncomplicated crown fracture number eight discussed bonding now versus a veneer later he wants bonding today no anesthesia shade a two rubber dam isolation etched bonded distal incisal composite number eight cured shaped polished occlusion checked in protrusive",
    appends: ['add to treatment polished with sof lex disks', 'next visit recheck vitality of eight in six weeks'],
    expect: {
      CC: "Phone call this morning. He chipped his front tooth playing basketball last night. No pain. Slightly sensitive to cold. Didn't hit his head. Seen in office late morning",
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'No swelling. No lacerations',
      INTRA: 'Photo he texted shows #8 missing the DI corner. No red spot',
      DENTAL: [
        [
          '8',
          'Enamel dentin fracture DI angle no pulp exposure not mobile not tender to percussion normal response to cold',
          'DI angle',
        ],
        ['7', 'Not mobile not tender'],
        ['9', 'Not mobile not tender'],
      ],
      RADIO: 'PA of #8 no root fracture',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT:
        'Told him to avoid biting with it and to come in at the end of the morning. Discussed bonding now versus a veneer later. He wants bonding today',
      'TX TODAY': ['DI composite #8'],
      TX: [
        'No anesthesia',
        'Shade A2',
        'Rubber dam isolation',
        'Etched',
        'Bonded',
        'DI composite #8',
        'Cured',
        'Shaped',
        'Polished',
        'Occlusion checked in protrusive',
        'Polished with Sof-Lex disks',
      ],
      NV: ['Recheck vitality #8 in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cr16-us-asr-post-op-call-day-after-four-wisdom-teeth-iv-sedation-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "post op phone call the day after extraction of all four wisdom teeth under iv sedation she's sore but um managing with ibuprofen and acetaminophen some swelling both sides as expected slight oozing overnight none now she's eating yogurt and soup no fever no numbness of the lip or tongue medical history no changes no allergies reminded her no straws or smoking for a few more days start warm salt water rinses today ice packs on and off for the first forty eight hours then warm compresses swelling usually peaks on day two or three if bleeding won't stop with gauze pressure or she gets a fever or the swelling gets worse after day three call the office next visit post op check in one week",
    expect: {
      CC: "Post-op phone call the day after extraction of all 4 wisdom teeth under IV sedation. She's sore but managing with ibuprofen and acetaminophen. Some swelling both sides as expected. Slight oozing overnight. None now. She's eating yogurt and soup. No fever. No numbness of the lip or tongue",
      'MED HX': 'No changes. No allergies',
      CONSULT:
        'Reminded her no straws or smoking for a few more days. Start warm salt water rinses today. Ice packs on and off for the first 48 hours then warm compresses. Swelling usually peaks on day 2 or 3',
      NV: ['Post-op check in 1 week'],
      'F/U':
        "If bleeding won't stop with gauze pressure or she gets a fever or the swelling gets worse after day 3 call the office",
    },
  }),
  defineCase({
    id: 'cr17-us-asr-dad-call-gumboil-k-then-extraction-k-band-and-loop-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "dad called this morning about his six year old he has a swollen gum on the lower left and a bad taste tooth has been hurting on and off for a few weeks no fever eating fine medical history healthy no meds allergic to amoxicillin got a rash as a toddler told dad we'd see him today no antibiotics needed over the phone children's ibuprofen for pain seen this afternoon extraoral no swelling no lymph nodes intraoral gumboil buccal to letter k letter k large distal occlusal caries mobile tender to percussion letter l distal caries small letter j sound number nineteen erupting pa of k furcation radiolucency close to the developing premolar diagnosis chronic apical abscess letter k not restorable talked to dad about extraction and a space maintainer he agreed signed consent topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left ianb letter k extracted with forceps roots complete bit on gauze hemostasis post op instructions to dad he did great got a prize from the treasure box next visit impressions for band and loop space maintainer for k space and distal composite on l",
    expect: {
      CC: 'He has a swollen gum on the lower left and a bad taste. Tooth has been hurting on and off for a few weeks. No fever. Eating fine. Seen this afternoon',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin. Got a rash as a toddler',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: 'Gumboil buccal to #K',
      DENTAL: [
        ['K', 'Large DO caries mobile tender to percussion'],
        ['L', 'D caries small'],
        ['J', 'Sound'],
        ['19', 'Erupting'],
      ],
      RADIO: 'PA of #K furcation radiolucency close to the developing premolar',
      DX: ['Chronic apical abscess #K not restorable'],
      CONSULT:
        "Told dad we'd see him today. No antibiotics needed over the phone. Children's ibuprofen for pain. Talked to dad about extraction and a space maintainer. He agreed",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        '#K extracted with forceps',
        'Roots complete',
        'Bit on gauze',
        'Hemostasis',
        'Post-op instructions to dad',
      ],
      NOTES: 'Dad called this morning about his 6 year old. He did great. Got a prize from the treasure box',
      NV: ['Impressions for band and loop space maintainer for #K space', 'D composite #L'],
    },
  }),
  defineCase({
    id: 'cr18-us-asr-phone-triage-video-tmj-closed-lock-no-antibiotics-tmj-exam',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "phone triage then video visit she called with pain in front of her right ear and can't open wide for three days since a long appointment at the hygienist clicking for years stopped clicking three days ago no tooth pain no swelling no fever medical history anxiety on sertraline no allergies on video opening about two finger widths jaw deviates to the right on opening no facial swelling she points to the joint not the teeth impression uh right tmj disc displacement without reduction with muscle pain advised soft diet no gum cut food small ibuprofen four hundred milligrams three times a day with food for five days warm moist heat avoid wide yawning told her antibiotics won't help this book in for a tmj exam next week call back sooner if she can't close her mouth or can't eat",
    expect: {
      CC: "Phone triage then video visit. She called with pain in front of her right ear and can't open wide for 3 days since a long appointment at the hygienist. Clicking for years. Stopped clicking 3 days ago. No tooth pain. No swelling. No fever",
      'MED HX': 'Anxiety on sertraline. No allergies',
      EXTRA:
        'On video opening about 2 finger widths. Jaw deviates to the right on opening. No facial swelling. She points to the joint not the teeth',
      DX: ['Right TMJ disc displacement without reduction with muscle pain'],
      CONSULT:
        "Advised soft diet. No gum. Cut food small. Ibuprofen 400 mg 3 times a day with food for 5 days. Warm moist heat. Avoid wide yawning. Told her antibiotics won't help this",
      NV: ['TMJ exam next week'],
      'F/U': "Call back sooner if she can't close her mouth or can't eat",
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist typing full sentences (Universal)
  defineCase({
    id: 'cr19-us-typed-sentences-teledentistry-photos-then-perio-abscess-14-srp-irrigation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Teledentistry video visit. The patient reports a painful swelling of the gum on the upper left that started 2 days ago. She says the tooth feels slightly loose and is tender to bite. She has had no fever and no facial swelling. Medical history: type 2 diabetes on metformin, last A1c 7.9, allergic to sulfa drugs. Photos she sent before the call show a localized swelling buccal to #14. Antibiotics are not indicated without systemic signs, and this was explained to her. I advised warm salt water rinses, ibuprofen 400 mg every 6 hours as needed, and gentle brushing of the area. She accepted an appointment for the next morning. She was seen in the office the next morning. Extraoral: within normal limits. There is a fluctuant swelling buccal to #14 with pus on probing. Probing depths are 8 mm at #14 MB and DB. #14 has class I mobility, is slightly tender to percussion and responds normally to cold. #13 and #15 are sound. A periapical radiograph of #14 shows horizontal bone loss with a vertical defect on the mesial and no periapical radiolucency. Diagnosis: periodontal abscess #14. Local anesthetic was 1 carpule of articaine 4% with 1:100,000 epinephrine, buccal infiltration #14. The pocket was drained. SRP #14 was completed. The pocket was irrigated with chlorhexidine. Oral hygiene instruction was given. We discussed that her diabetes control affects her gums. Next visit: SRP of the remaining quadrants in 2 weeks.',
    expect: {
      CC: 'Teledentistry video visit. Patient reports a painful swelling of the gum on the upper left that started 2 days ago. She says the tooth feels slightly loose and is tender to bite. She has had no fever and no facial swelling. She was seen in the office the next morning',
      'MED HX': 'Type 2 diabetes on metformin, last A1c 7.9, allergic to sulfa drugs',
      EXTRA: 'Within normal limits',
      INTRA:
        'Photos she sent before the call show a localized swelling buccal to #14. There is a fluctuant swelling buccal to #14 with pus on probing',
      PERIO: 'Probing depths are 8 mm at #14 MB and DB',
      DENTAL: [
        ['14', 'Class I mobility, is slightly tender to percussion and responds normally to cold'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO:
        'Periapical radiograph of #14 shows horizontal bone loss with a vertical defect on the mesial and no periapical radiolucency',
      DX: ['Periodontal abscess #14'],
      CONSULT:
        'Antibiotics are not indicated without systemic signs, and this was explained to her. I advised warm salt water rinses, ibuprofen 400 mg every 6 hours as needed, and gentle brushing of the area. She accepted an appointment for the next morning. We discussed that her diabetes control affects her gums',
      'TX TODAY': ['SRP #14', 'Irrigation', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'Pocket was drained',
        'SRP #14 was completed',
        'Pocket was irrigated with chlorhexidine',
        'Oral hygiene instruction was given',
      ],
      NV: ['SRP of the remaining quadrants in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cr20-us-typed-sentences-after-hours-flare-up-after-rct-start-3-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'After-hours call. The patient called the on-call phone about pain on the upper right since her root canal on #3 was started 2 days ago. The pain is a constant ache, worse when biting, and is keeping her up at night. She has no swelling, no fever and no bad taste. She has been taking acetaminophen 500 mg with little relief. Medical history: no changes, takes lisinopril, no known drug allergies. I explained that a flare-up after cleaning the canals can happen and usually settles in a few days. Antibiotics are not indicated without swelling or fever. I advised ibuprofen 600 mg with acetaminophen 500 mg together every 6 hours with food for 3 days, and to avoid chewing on the right side. She was reassured. If swelling develops or the pain is not better in 48 hours, she should call the office. Next visit: occlusal adjustment #3 tomorrow if she is still sore.',
    expect: {
      CC: 'After-hours call. Patient called the on-call phone about pain on the upper right since her root canal on #3 was started 2 days ago. Pain is a constant ache, worse when biting, and is keeping her up at night. She has no swelling, no fever and no bad taste. She has been taking acetaminophen 500 mg with little relief',
      'MED HX': 'No changes, takes lisinopril, no known drug allergies',
      CONSULT:
        'I explained that a flare-up after cleaning the canals can happen and usually settles in a few days. Antibiotics are not indicated without swelling or fever. I advised ibuprofen 600 mg with acetaminophen 500 mg together every 6 hours with food for 3 days, and to avoid chewing on the right side. She was reassured',
      NV: ['Occlusal adjustment #3 tomorrow if she is still sore'],
      'F/U': 'If swelling develops or the pain is not better in 48 hours, she should call the office',
    },
  }),
  defineCase({
    id: 'cr21-us-typed-sentences-appends-phone-follow-up-implant-30-no-title-change-10-days',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Post-operative phone follow-up 2 days after implant placement #30. The patient reports mild soreness controlled with ibuprofen, and he has not needed the stronger pain medication. Swelling was mild and is going down. There is no bleeding, numbness or fever. He is rinsing with chlorhexidine twice a day as instructed. Medical history: no changes, atorvastatin, no known drug allergies. He asked when he can eat normally. I told him to keep to a soft diet and chew on the left for 2 weeks. I reminded him not to brush the surgical site directly and to avoid smoking. Next visit: suture removal in 10 days. He should call if the swelling increases, he develops a fever, or he notices anything loose at the site.',
    appends: ['Add to notes: he is traveling for work next week and will keep his phone on.', 'Change 10 days to 2 weeks.'],
    expect: {
      CC: 'Post-operative phone follow-up 2 days after implant placement #30. Patient reports mild soreness controlled with ibuprofen, and he has not needed the stronger pain medication. Swelling was mild and is going down. There is no bleeding, numbness or fever. He is rinsing with chlorhexidine twice a day as instructed',
      'MED HX': 'No changes, atorvastatin, no known drug allergies',
      CONSULT:
        'He asked when he can eat normally. I told him to keep to a soft diet and chew on the left for 2 weeks. I reminded him not to brush the surgical site directly and to avoid smoking',
      NOTES: 'He is traveling for work next week and will keep his phone on',
      NV: ['Suture removal in 2 weeks'],
      'F/U': 'He should call if the swelling increases, he develops a fever, or he notices anything loose at the site',
    },
  }),
  defineCase({
    id: 'cr22-us-typed-sentences-care-facility-teledentistry-then-denture-eased-ulcer',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Teledentistry consult requested by the nursing staff at the patient's care facility. The aide reports that the patient has stopped wearing her lower denture and has been eating less for a week. She points to the lower right when asked about pain. Medical history: Alzheimer's disease, hypertension, on donepezil and amlodipine, allergic to codeine. On video with the aide holding the camera, there is a red ulcerated area in the lower right buccal vestibule, and the lower denture flange is cracked on the right. No facial swelling was seen. I advised leaving the lower denture out until she is seen, soft foods, and rinsing with warm salt water after meals. She was seen in the office 2 days later. Her aide came with her. Consent for treatment was given by her daughter by phone. Extraoral: no swelling, no lymphadenopathy. There is a 6 mm ulcer in the lower right buccal vestibule under a sharp crack in the denture flange. The lower ridge is resorbed with no other lesions. The upper complete denture fits well. Diagnosis: traumatic ulcer from a cracked lower denture flange. The crack in the flange was smoothed and repaired with cold-cure acrylic chairside. The lower denture flange over the ulcer was eased and polished. Pressure indicating paste showed no other pressure spots. The aide was shown how to clean the denture and check the mouth daily. The patient tolerated the visit well and smiled when the denture went back in. Review in 2 weeks to check the ulcer has healed.",
    expect: {
      CC: "Teledentistry consult requested by the nursing staff at the patient's care facility. Aide reports that the patient has stopped wearing her lower denture and has been eating less for a week. She points to the lower right when asked about pain. She was seen in the office 2 days later",
      'MED HX': "Alzheimer's disease, hypertension, on donepezil and amlodipine, allergic to codeine",
      EXTRA: 'No facial swelling was seen. No swelling, no lymphadenopathy',
      INTRA:
        'On video with the aide holding the camera, there is a red ulcerated area in the lower right buccal vestibule, and the lower denture flange is cracked on the right. There is a 6 mm ulcer in the lower right buccal vestibule under a sharp crack in the denture flange. Lower ridge is resorbed with no other lesions. Upper complete denture fits well',
      DX: ['Traumatic ulcer from a cracked lower denture flange'],
      CONSULT:
        'I advised leaving the lower denture out until she is seen, soft foods, and rinsing with warm salt water after meals. Aide was shown how to clean the denture and check the mouth daily',
      CONSENT: 'Consent for treatment was given by her daughter by phone',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Crack in the flange was smoothed and repaired with cold-cure acrylic chairside',
        'Lower denture flange over the ulcer was eased and polished',
        'Pressure indicating paste showed no other pressure spots',
      ],
      NOTES: 'Her aide came with her. Patient tolerated the visit well and smiled when the denture went back in',
      'F/U': 'Review in 2 weeks to check the ulcer has healed',
    },
  }),
  defineCase({
    id: 'cr23-us-typed-sentences-phone-triage-avulsed-8-milk-replant-splint-7-9',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Phone triage. The patient's mother called about her 10-year-old son. He had a front tooth knocked out at baseball practice about 15 minutes ago. The tooth is whole and she has it. He did not lose consciousness and has no other injuries. Medical history: healthy, no medications, no known allergies, tetanus up to date. I told her to hold the tooth by the crown, rinse it briefly in milk, and put it back in the socket if she could, or otherwise keep it in milk and come straight in. She could not replant it, so she brought it in milk. He arrived 40 minutes after the injury. Extraoral: small abrasion on the chin, no other injuries. The #8 socket has a clot and the alveolar bone feels intact. #7 and #9 are not mobile and not tender. A periapical radiograph showed no alveolar fracture and no root fractures of #7 and #9. Diagnosis: avulsion #8 with 40 minutes extraoral time in milk. The options and prognosis were discussed with his mother. She gave verbal consent for replantation. Local anesthetic was 1 carpule of lidocaine 2% with 1:100,000 epinephrine, labial infiltration #8. The socket was gently irrigated with saline. #8 was replanted with gentle finger pressure. Position was confirmed with a periapical radiograph. A flexible wire-composite splint was placed from #7 to #9 for 2 weeks. Occlusion was checked. Amoxicillin 500 mg 3 times a day for 7 days was prescribed. A soft diet for 2 weeks, brushing with a soft brush and a chlorhexidine 0.12% rinse twice a day were advised, with no contact sports until the splint is off. He was very brave. Next visit: splint removal and start root canal treatment #8 in 2 weeks.",
    expect: {
      CC: 'Phone triage. He had a front tooth knocked out at baseball practice about 15 minutes ago. Tooth is whole and she has it. He did not lose consciousness and has no other injuries. She could not replant it, so she brought it in milk. He arrived 40 minutes after the injury',
      'MED HX': 'Healthy, no medications, no known allergies, tetanus up to date',
      EXTRA: 'Small abrasion on the chin, no other injuries',
      INTRA: '#8 socket has a clot and the alveolar bone feels intact',
      DENTAL: [
        ['7', 'Not mobile and not tender'],
        ['9', 'Not mobile and not tender'],
      ],
      RADIO: 'Periapical radiograph showed no alveolar fracture and no root fractures of #7 and #9',
      DX: ['Avulsion #8 with 40 minutes extraoral time in milk'],
      CONSULT:
        'I told her to hold the tooth by the crown, rinse it briefly in milk, and put it back in the socket if she could, or otherwise keep it in milk and come straight in. Options and prognosis were discussed with his mother. Soft diet for 2 weeks, brushing with a soft brush and a chlorhexidine 0.12% rinse twice a day were advised, with no contact sports until the splint is off',
      CONSENT: 'She gave verbal consent for replantation',
      'TX TODAY': ['Splint #7 to #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Socket was gently irrigated with saline',
        '#8 was replanted with gentle finger pressure',
        'Position was confirmed with a periapical radiograph',
        'Flexible wire-composite splint was placed from #7 to #9 for 2 weeks',
        'Occlusion was checked',
        'Amoxicillin 500 mg 3 times a day for 7 days was prescribed',
      ],
      NOTES: "Patient's mother called about her 10-year-old son. He was very brave",
      NV: ['Splint removal', 'Start RCT #8 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cr24-us-typed-sentences-phone-consult-pregnant-bleeding-gums-prophy-latex-free',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Phone consultation. The patient called about gums that bleed when she brushes and feel swollen, for about a month. She has no pain, no loose teeth and no facial swelling. She asked if it is safe to have a dental cleaning while pregnant. Medical history: 24 weeks pregnant, taking prenatal vitamins, allergic to latex, no problems with the pregnancy so far. Impression: pregnancy gingivitis. I explained that gum changes are common in pregnancy because of hormones and that a cleaning is safe and recommended in the second trimester. I advised brushing twice a day with a soft brush along the gumline, flossing daily, and an alcohol-free fluoride mouthwash. She also mentioned morning sickness, so I advised rinsing with water and baking soda after vomiting and waiting an hour before brushing. Next visit: prophy with a latex-free setup in 1 week. She should call sooner if a lump on the gum bleeds a lot or a tooth becomes painful.',
    expect: {
      CC: 'Phone consultation. Patient called about gums that bleed when she brushes and feel swollen, for about a month. She has no pain, no loose teeth and no facial swelling',
      'MED HX': '24 weeks pregnant, taking prenatal vitamins, allergic to latex, no problems with the pregnancy so far',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        'She asked if it is safe to have a dental cleaning while pregnant. I explained that gum changes are common in pregnancy because of hormones and that a cleaning is safe and recommended in the second trimester. I advised brushing twice a day with a soft brush along the gumline, flossing daily, and an alcohol-free fluoride mouthwash. She also mentioned morning sickness, so I advised rinsing with water and baking soda after vomiting and waiting an hour before brushing',
      NV: ['Prophy with a latex-free setup in 1 week'],
      'F/U': 'She should call sooner if a lump on the gum bleeds a lot or a tooth becomes painful',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dental therapist (FDI, mixed)
  defineCase({
    id: 'cr25-uk-typed-fdi-therapist-phone-f-u-after-rsd-sensitivity-duraphat-5000-rx',
    style: 'UK',
    asr: false,
    transcript:
      "Remote f/u by phone 1/52 after RSD UR + LR. Pt reports teeth sensitive to cold since, esp LR, gums sore for 2 days but now fine, bleeding less. No swelling, no pain at night. MH: no change, T2DM (metformin), NKDA. Reassured sensitivity after RSD is common and usually settles within 2-4/52. Advised spit don't rinse, avoid acidic drinks between meals. Duraphat 5000 toothpaste Rx issued by dentist, left at reception for pt to collect. Continue interdental brushes daily even if gums bleed. Pt asked if she should stop flossing as it hurts: advised gentle technique, don't stop. NV: RSD UL + LL 2/52 as planned. Call if sensitivity worsens or lingers.",
    expect: {
      CC: 'Remote f/u by phone 1 week after RSD UR + LR. Pt reports teeth sensitive to cold since, esp LR, gums sore for 2 days but now fine, bleeding less. No swelling, no pain at night',
      'MED HX': 'No change, T2DM (metformin), NKDA',
      CONSULT:
        "Reassured sensitivity after RSD is common and usually settles within 2-4 weeks. Advised spit don't rinse, avoid acidic drinks between meals. Continue interdental brushes daily even if gums bleed. Pt asked if she should stop flossing as it hurts: advised gentle technique, don't stop",
      TX: ['Duraphat 5000 toothpaste Rx issued by dentist', 'Left at reception for pt to collect'],
      NV: ['RSD UL + LL 2 weeks as planned'],
      'F/U': 'Call if sensitivity worsens or lingers',
    },
  }),
  defineCase({
    id: 'cr26-uk-asr-fdi-therapist-mum-call-lost-filling-75-then-o-gic-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      'mum rang this morning about her seven year old a filling fell out of a back tooth lower left yesterday no pain no swelling food getting stuck medical history fit and well no allergies advised to brush the area well and avoid sticky sweets offered an appointment with me this afternoon as the dentist had already prescribed a filling there mum accepted seen this afternoon intra oral soft tissues healthy seven five occlusal gic lost cavity with some soft caries at the base not tender seven four distal caries small scratch that seven four sound seven six fissure sealant intact diagnosis lost restoration seven five no la needed cotton wool rolls soft caries removed with er a hand excavator conditioner occlusal gic seven five fluoride varnish applied she was very good advised mum no eating for an hour review at next recall with the dentist',
    expect: {
      CC: 'Filling fell out of a back tooth lower left yesterday. No pain. No swelling. Food getting stuck. Seen this afternoon',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['75', 'O GIC lost cavity with some soft caries at the base not tender'],
        ['74', 'Sound'],
        ['76', 'Fissure sealant intact'],
      ],
      DX: ['Lost restoration 75'],
      CONSULT:
        'Advised to brush the area well and avoid sticky sweets. Offered an appointment with me this afternoon as the dentist had already prescribed a filling there. Mum accepted. Advised mum no eating for an hour',
      'TX TODAY': ['O GIC 75', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Cotton wool rolls',
        'Soft caries removed with a hand excavator',
        'Conditioner',
        'O GIC 75',
        'Fluoride varnish applied',
      ],
      NOTES: 'Mum rang this morning about her 7 year old. She was very good',
      'F/U': 'Review at next recall with the dentist',
    },
  }),
  defineCase({
    id: 'cr27-uk-typed-fdi-therapist-video-nug-metronidazole-then-debridement-ohi',
    style: 'UK',
    asr: false,
    transcript:
      'Video consultation. Pt c/o very sore bleeding gums for 5/7, bad taste, bad breath. Pain worse on brushing so has stopped brushing lower front. No fever, no swelling. Student, exams this month. MH: NAD, NKDA, smokes 10/day. On video: lower anterior papillae red with grey slough on the tips. Impression: NUG. Discussed with dentist on duty, who agreed. Rx metronidazole 400 mg TDS 3/7 issued by dentist via EPS. Advised CHX 0.2% mouthwash BD, soft brush, paracetamol, cut down smoking, no alcohol with metronidazole. Offered appt with me in 3/7 for debridement, accepted. Seen F2F 3/7 later. Pain much improved, finished metronidazole. EO: NAD. Lower anterior papillae punched out, slough resolved. BPE 2 2 2 / 2 3 2, generalised supra calculus. Ultrasonic debridement lower anterior + supra calculus removed throughout. OHI soft brush + interdental brushes once healed. Smoking cessation advice given. Referred to local stop smoking service. NV: full perio assessment + PMPR 4/52.',
    expect: {
      CC: 'Video consultation. Very sore bleeding gums for 5 days, bad taste, bad breath. Pain worse on brushing so has stopped brushing lower front. No fever, no swelling. Seen F2F 3 days later. Pain much improved, finished metronidazole',
      'MED HX': 'NAD, NKDA, smokes 10/day',
      EXTRA: 'NAD',
      PERIO:
        'On video: lower anterior papillae red with grey slough on the tips. Lower anterior papillae punched out, slough resolved. BPE 2 2 2 / 2 3 2, generalised supra calculus',
      DX: ['NUG'],
      CONSULT:
        'Advised CHX 0.2% mouthwash BD, soft brush, paracetamol, cut down smoking, no alcohol with metronidazole. Offered appt with me in 3 days for debridement, accepted. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: [
        'Rx metronidazole 400 mg TDS 3 days issued by dentist via EPS',
        'Ultrasonic debridement lower anterior + supra calculus removed throughout',
        'OHI soft brush + interdental brushes once healed',
      ],
      'TX PLAN': ['Referred to local stop smoking service'],
      NOTES: 'Student, exams this month. Discussed with dentist on duty, who agreed',
      NV: ['Full perio assessment + PMPR 4 weeks'],
    },
  }),
  defineCase({
    id: 'cr28-uk-asr-fdi-therapist-appends-phone-follow-up-day-after-extraction-85',
    style: 'UK',
    asr: true,
    transcript:
      'phone follow up the day after extraction of eight five spoke to dad she had a bit of pain last night um calpol helped no bleeding since eating soft food no lip biting dad says the socket looks clean no swelling medical history fit and well no allergies advised to keep brushing the other teeth brush gently next to the socket from tomorrow no sweets or fizzy drinks on that side for a few days calpol if needed dad asked when the adult tooth will come through explained around eleven or twelve years old call if any swelling or bleeding that won\'t stop recall six months',
    appends: ['add to notes dad prefers text messages for appointment reminders', 'change six months to three months'],
    expect: {
      CC: 'Phone follow up the day after extraction of 85. She had a bit of pain last night. Calpol helped. No bleeding since. Eating soft food. No lip biting. Dad says the socket looks clean. No swelling',
      'MED HX': 'Fit and well. No allergies',
      CONSULT:
        'Advised to keep brushing the other teeth. Brush gently next to the socket from tomorrow. No sweets or fizzy drinks on that side for a few days. Calpol if needed. Dad asked when the adult tooth will come through. Explained around 11 or 12 years old',
      NOTES: 'Spoke to dad. Dad prefers text messages for appointment reminders',
      'F/U': "Call if any swelling or bleeding that won't stop. Recall 3 months",
    },
  }),
  defineCase({
    id: 'cr29-uk-typed-fdi-therapist-dn-triage-call-then-mo-composite-26',
    style: 'UK',
    asr: false,
    transcript:
      'DN triage call: pt reports filling broken UL back tooth 2/7 ago, sharp edge catching tongue, slight sensitivity to cold, no pain at night, no swelling. DN offered appt with therapist next day as MO comp 26 already prescribed by dentist at last exam, pt accepted. Seen F2F next day. MH: no change, hay fever (cetirizine), NKDA. IO: tongue L lateral border slightly sore, no ulcer. 26 MO comp lost M portion, sharp P wall, caries at M margin. 27 sound. 25 DO comp sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 26 + palatal infil. Dry guard + cotton wool rolls. Old comp + caries removed, dentine firm. Sectional matrix. Etch, bond. MO comp 26 (shade A3). Bite checked, polished. POIG. Pt asked about whitening before her wedding: advised to discuss at next exam with dentist. Recall as per dentist.',
    expect: {
      CC: 'DN triage call: pt reports filling broken UL back tooth 2 days ago, sharp edge catching tongue, slight sensitivity to cold, no pain at night, no swelling. Seen F2F next day',
      'MED HX': 'No change, hay fever (cetirizine), NKDA',
      INTRA: 'Tongue L lateral border slightly sore, no ulcer',
      DENTAL: [
        ['26', 'MO comp lost M portion, sharp P wall, caries at M margin'],
        ['27', 'Sound'],
        ['25', 'DO comp sound'],
      ],
      CONSULT:
        'DN offered appt with therapist next day as MO comp 26 already prescribed by dentist at last exam, pt accepted. Pt asked about whitening before her wedding: advised to discuss at next exam with dentist',
      'TX TODAY': ['MO composite 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Dry guard + cotton wool rolls',
        'Old comp + caries removed',
        'Dentine firm',
        'Sectional matrix',
        'Etch',
        'Bond',
        'MO comp 26 (shade A3)',
        'Bite checked',
        'Polished',
        'POIG',
      ],
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'cr30-uk-asr-fdi-therapist-telephone-whitening-sensitivity-sorry-one-hour-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "telephone call she's two weeks into home whitening with the trays we made and her teeth have been really sensitive to cold for the last three days especially the lower front gums a bit white after wearing the trays she's wearing the trays overnight with the ten percent gel no pain at night medical history no changes no allergies advised to stop whitening for er three or four days then wear them for two hours sorry one hour a day instead of overnight use the sensitive toothpaste in the trays for ten minutes before bed don't overfill the trays wipe off any gel on the gums explained the white patches on the gums are from the gel and settle in one or two days she asked if she'll still get the shade she wants explained yes it just takes a bit longer call back if still sensitive after a week review at the end of whitening for a shade check",
    expect: {
      CC: "Telephone call. She's 2 weeks into home whitening with the trays we made. Her teeth have been really sensitive to cold for the last 3 days especially the lower front. Gums a bit white after wearing the trays. She's wearing the trays overnight with the 10% gel. No pain at night",
      'MED HX': 'No changes. No allergies',
      CONSULT:
        "Advised to stop whitening for 3 or 4 days then wear them for 1 hour a day instead of overnight. Use the sensitive toothpaste in the trays for 10 minutes before bed. Don't overfill the trays. Wipe off any gel on the gums. Explained the white patches on the gums are from the gel and settle in 1 or 2 days. She asked if she'll still get the shade she wants. Explained yes it just takes a bit longer",
      'F/U': 'Call back if still sensitive after a week. Review at the end of whitening for a shade check',
    },
  }),
];
