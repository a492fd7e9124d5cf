// A held-out test split (ids h48-01–h48-36), written blind from the labelling contract (case.ts, the dental reference
// and more56 / more58 as format examples) by a helper that had not seen the engine or any other held-out split; every
// case was labelled before any engine run. Theme: whole appointments as the notes engine receives them from the
// recorder. Half are one recogniser stream with no speaker labels, in which the dentist greets the patient, asks and
// is answered, calls findings to the nurse or assistant (who reads some back or checks them), explains to the patient,
// asks consent aloud and records it, treats, gives aftercare and books aloud; a quarter are speaker-separated
// transcripts ("Speaker 1:" / "Speaker 2:" / "Speaker 3:", or "Dentist:" / "Patient:" / "Nurse:" / "Assistant:" /
// "Parent:", four with timestamps, three of those punctuated); the rest are ordinary typed notes. Everyday general
// practice of every kind, adults and children. Four practices, nine visits each:
//   h48-01–h48-09 a UK mixed NHS / private practice (FDI): an NHS check-up with nurse read-backs, bitewings and a filling
//     booked (stream); an emergency pulpitis 46 with extirpation (Dentist / Patient / Nurse); a private DO composite 25
//     with a nurse check corrected (stream); a private crown fit 21 (typed); a seven-year-old's check-up with mum,
//     varnish and a filling and sealants booked (stream); an extraction 47 on warfarin with sutures (Speaker 1 / 2 / 3,
//     timestamps); a hygienist's first RSD visit with a stop-smoking referral (stream, appended dictation); a dry socket
//     dressed (typed); a chipped 11 restored on the NHS (stream);
//   h48-10–h48-18 a UK dentist who says Palmer words (Palmer): a check-up with a whitening question (stream); a lower
//     partial denture eased (Dentist / Patient / Nurse, appended dictation); a six-year-old's abscessed LRE extracted
//     with dad's consent (stream); pericoronitis LR8 (typed UR6 shorthand); a crown prep UR6 (stream); a post crown UL2
//     recemented (Dentist / Patient / Nurse, timestamps, punctuated); an anxious patient's MOD amalgam LR6 with a nurse
//     check and "scratch that" (stream); a new patient examination with a treatment plan (typed); sensitivity LL3, LL4
//     with Duraphat (stream, appended dictation);
//   h48-19–h48-27 a US general practice (Universal): a hygiene visit and doctor's exam with an insurance question
//     (stream); a cracked tooth #30 with a crown advised (Speaker 1 / 2); two composites #12, #13 (stream); a zirconia
//     crown seat #19 (typed, appended dictation); SRP on the right side with Arestin (stream); an extraction #4 on
//     alendronate (Dentist / Patient / Assistant, timestamps, punctuated); a night guard delivery (stream); periodontal
//     maintenance (typed); a pregnant patient's fractured cusp #3 with an IRM temporary (Speaker 1 / 2 / 3);
//   h48-28–h48-36 a US family practice with many children (Universal, primary letters): a six-year-old's check-up
//     (stream); a child's four sealants (Speaker 1 / 2 / 3); a three-year-old's first visit with SDF (stream, appended
//     dictation); a pulpotomy and SSC #L (typed); a fourteen-year-old's check-up with an orthodontic referral (stream); a
//     child's crown fracture #8 restored (Assistant / Dentist / Parent / Patient, timestamps, punctuated); over-retained
//     #O, #P extracted (stream); an O composite #19 and sealant #18 (typed); a sixteen-year-old's exam with sports
//     mouthguard impressions (typed, appended dictation).
// UK 18 (FDI 9, Palmer 9), US 18 (Universal, primary letters in h48-28–h48-34); 27 recogniser-style (18 unlabelled
// streams: 01, 03, 05, 07, 09, 10, 12, 14, 16, 18, 19, 21, 23, 25, 28, 30, 32, 34; 9 speaker-separated: 02, 06, 11,
// 15, 20, 24, 27, 29, 33, of which 15, 24 and 33 are punctuated with capitals but keep number words) and 9 typed (04,
// 08, 13, 17, 22, 26, 31, 35, 36); about 70 to 130 words typed, about 200 to 420 words recorded; six cases with
// appended dictation (07, 11, 18, 30 recogniser "add to notes …" / "add to treatment …" / "change … to …" / "next visit
// …"; 22, 36 typed "Add to treatment: …" / "Add to notes: …" / "Change … to …"). DENTAL in every case but 07 and 23.
//
// Judgement calls where the contract was silent:
// - Speaker labels ("Dentist:", "Speaker 2:") and timestamps ("[00:01:04]") are no content; each turn is read as the
//   same words said by that speaker in one stream. A line break between turns ends a clause. The three punctuated
//   transcripts are recogniser output (asr: true) whose punctuation cuts items as in typed notes; their questions keep
//   "?"; in unpunctuated streams a question is a clause like any other, joined by ". " with no "?" added.
// - Dropped entirely, as more54 / more56 dropped asides and remarks during work: greetings, goodbyes, thanks, "how are
//   you" exchanges and "congratulations"; remarks that only steer the talk ("let's have a look", "we'll chat about that
//   at the end", "doctor's coming in now", "let's try it in", "can you take the denture out for me"); instructions and
//   reassurance to the patient while working ("lie back for me", "open really wide like a crocodile", "little scratch",
//   "bite on that for me nice and firm", "you're doing really well", "you were brilliant" said to the child, "don't
//   worry we'll go at your pace"); narration of what is about to be done ("two little pictures now", "I'm just going to
//   trim the edge where it's digging in"); requests to the nurse or assistant and her acknowledgements ("pa four six
//   please", "taken", "gauze", "yep", "got it"); a courtesy "please" / "thanks" ending a booking; and bare answers
//   ("yes", "no", "yeah") to the clinician's questions.
// - A nurse's or assistant's read-back of a finding, a BPE or a booking ("four six occlusal caries got it", "two weeks
//   rct four six") is the same item said again and is written once, in the dentist's words. A check that draws a
//   correction ("mesial occlusal no sorry distal occlusal caries", "lower right seven did you say no lower right six
//   …") is a self-correction.
// - History: when the clinician then states the history for the record ("medical history no changes ramipril for blood
//   pressure no allergies"), that statement is MED HX and the questions and answers that led to it are not repeated
//   (every history in the batch is restated).
// - The complaint in the patient's or parent's own words is the CC, first person kept as said ("It's my bottom right
//   tooth"); the question that drew it goes. A reason said by the dentist, nurse or assistant ("he's in for his check
//   up", "she's here for the extraction of number four", "he came in with a chipped front tooth") opens the CC with the
//   header words dropped. A patient's answer about the complaint's history ("you fitted it two weeks ago", "cold bothers
//   it a little …") stays in the CC.
// - Everything the dentist explains to the patient or parent (findings in lay words, options, fees and NHS bands,
//   insurance, what will happen, aftercare such as "no hot drinks until …", "bite on this for thirty minutes"), the
//   patient's or parent's questions with the answers, and their decisions ("I'll go for the white one then", "let's do
//   the sealants too") are CONSULT, in spoken order. Vocatives ("mum", "dad") were kept out of these sentences.
// - Consent: the question asked aloud and the bare "yes" go; what the clinician records ("verbal consent given",
//   "consent form signed", "written consent signed and confirmed verbally", "verbal consent from dad") is CONSENT.
// - Booking aloud ("book him in for …", "can you book her for …", "let's book him for …") is NV with the header words
//   dropped, as more56 bf17; "recall …", "review …", "follow up …" said with it are F/U.
// - Age and companion are NOTES ("7 year old. Mum's with him", "Dad's in the waiting room"), also when said before
//   "here for / here because"; so are remarks about the patient in the third person ("she's very anxious", "he was very
//   good", "he did amazing"), the patient's own remark on how it feels after treatment ("That's much better") and
//   remarks about their life ("I've got a job interview on Thursday").
// - Findings said while treating ("heavy subgingival calculus lower right molars", "deep caries distally") are TX
//   items (as more56); pockets and bleeding said before treatment are PERIO.
// - Regions and occlusion with no tooth number ("wear facets on the lower incisors", "class two division one
//   incisors", "overjet seven millimeters", "crowding lower anteriors", "tongue scalloping") are INTRA; plaque, gingivitis,
//   gingivae, recession and pockets are PERIO; a tooth-first mobility ("#31 mobility grade I") is a chart entry (as
//   more58); a socket is INTRA (rule 7).
// - Money said in words is written with digits and the currency word as said ("350 pounds", "120 pounds", "50%");
//   typed amounts stay ("£450"). "a fortnight" → "2 weeks"; "a one c" → "A1c"; "twenty-four hours" → "24 hours".
// - Titles: a crown fit whose steps are try-in and cementing takes "Crown fit" from the CC (04, 22, as more58 bh03);
//   "recemented crown upper left two" → "Crown recement UL2"; "night guard delivered" → "Night guard" (the try-in is
//   no title); "alginate impressions upper for custom sports mouthguard" → "Impressions"; "lower partial denture eased"
//   → "Denture adjustment"; "irrigated under operculum" and "irrigated with chlorhexidine" after SRP → "Irrigation",
//   while a socket irrigated (08, 24) and canals irrigated (02) give none; "IRM temporary filling placed" (27),
//   "Arestin placed", toothbrushing instruction, "TBI" and a prescription are no titles (only "temporary dressing" and
//   "OHI" are); "Pulpotomy #L" and "SSC #L size 4 fitted" are two titles; "mesial occlusal composite thirteen first then
//   distal occlusal composite twelve" gives two titles in that order; the dry-socket visit (CC says the extraction was
//   before) has none.
// - Fractures: "fractured at the gum line" names no part → "Not specified"; "no fracture" says none → null;
//   "fractured lingual cusp" → "L cusp"; "enamel-dentin fracture of the mesial incisal corner" → "MI corner"; "craze
//   lines" are no fracture.
// - A referral made today is TX PLAN ("Referral to stop smoking service made", "Referral to orthodontist for
//   assessment"); a referral only offered ("I can refer her for sedation if she wants") is CONSULT.
// - Typed "Chart:" is the charting header; typed "SH:" stays in MED HX as typed; typed "Tx plan:" items use the table
//   names ("O comp UR5" → "O composite UR5", "XLA LR8" → "extraction LR8").
// - Teeth said together stay joined by "and" in text fields ("2 fillings upper left #12 and #13", "Recession 2 to 3 mm
//   buccal LL3 and LL4", "PA of #8 and #9") and are written "#12, #13" / "LL3, LL4" in list items and the LA line (rule 6).
// - Brand names from the recogniser are written as their makers write them (Cavitron, Gracey, Arestin, Dri-Angles,
//   Mylar, Protemp, TempBond, Ledermix, Cavit, Surgicel, Vicryl Rapide, Dycal, Vitrebond, Duraphat, Calpol); "post op"
//   → "Post-op".
// - Spoken BPE / PSR are written "BPE 2 1 2 / 2 2 2" (as more58); "class two" → "Class 2".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds TX items at the end (and their titles), "next
//   visit …" sets NV, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout48Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'h48-01-uk-asr-fdi-nhs-check-up-nurse-readback-bitewings-book-o-composite-46',
    style: 'UK',
    asr: true,
    transcript:
      "morning come on through have a seat he's in for his check up hi how've you been good thanks you okay yeah not bad any changes to your health since we last saw you no still just the ramipril for blood pressure okay and no allergies no none okay medical history no changes ramipril for blood pressure no allergies let's pop you back extra oral nad lymph nodes not palpable intra oral soft tissues healthy oral cancer screen clear bpe please yep two one two two two two two one two two two two charting one seven occlusal amalgam sound one six mesial occlusal distal amalgam sound two six occlusal composite sound three six crown margins fine four six occlusal caries four six occlusal caries got it four seven sound three eight and four eight missing bitewings due today bitewings taken grade one four six occlusal caries into dentine no other caries okay you can sit up for me overall things look good there's just a bit of decay in the biting surface of your back tooth bottom right it's gone into the second layer so we'd want to fill it before it gets any bigger you can have a silver or a white filling on the nhs and they're both band two is one better than the other the white one looks nicer and it's fine for a small one like this I'll go for the white one then lovely scale and polish done oral hygiene instruction interdental brushes size three between the back teeth can you book him in for an occlusal composite on four six in two weeks and recall nine months please thanks see you in a couple of weeks cheers bye",
    expect: {
      CC: 'His check up',
      'MED HX': 'No changes. Ramipril for blood pressure. No allergies',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 2 1 2 / 2 2 2',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MOD amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'Crown margins fine'],
        ['46', 'O caries'],
        ['47', 'Sound'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings due today. Bitewings taken grade 1. 46 occlusal caries into dentine. No other caries',
      CONSULT:
        "Overall things look good. There's just a bit of decay in the biting surface of your back tooth bottom right. It's gone into the second layer so we'd want to fill it before it gets any bigger. You can have a silver or a white filling on the NHS and they're both band 2. Is one better than the other. White one looks nicer and it's fine for a small one like this. I'll go for the white one then",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'Oral hygiene instruction interdental brushes size 3 between the back teeth'],
      NV: ['O composite 46 in 2 weeks'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h48-02-uk-asr-fdi-speakers-dentist-patient-nurse-emergency-pulpitis-46-extirpation',
    style: 'UK',
    asr: true,
    transcript: [
      'Dentist: hello come in have a seat what can we do for you',
      "Patient: it's my bottom right tooth it's been throbbing since friday and it kept me up last night",
      'Dentist: does anything set it off',
      'Patient: hot drinks make it worse and the pain lasts ages after',
      'Dentist: any changes to your health any allergies',
      "Patient: no changes but I'm allergic to penicillin",
      "Dentist: okay medical history no changes allergic to penicillin let's have a look",
      'Dentist: extra oral no swelling intra oral soft tissues fine four six large disto occlusal composite with caries at the distal margin tender to percussion four seven sound four five sound',
      'Nurse: four six d o composite distal caries ttp',
      'Dentist: yep pa four six please',
      'Nurse: taken',
      'Dentist: pa four six deep distal caries close to the pulp widened pdl space at the distal root diagnosis symptomatic irreversible pulpitis four six',
      "Dentist: the nerve in that tooth is inflamed and it won't settle on its own your options are root canal treatment to save it or taking it out or leaving it which I wouldn't advise",
      "Patient: I'd rather keep it if I can",
      "Dentist: what I'd do now is take the nerve out and put a dressing in to get you out of pain and then finish the root canal over two more visits it's band three on the nhs are you happy for me to go ahead",
      'Patient: yes',
      'Dentist: verbal consent given la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration four six and id block right',
      'Dentist: rubber dam on pulp extirpated four six canals irrigated with sodium hypochlorite ledermix and cavit occlusion relieved',
      "Dentist: it'll feel bruised for a couple of days take ibuprofen and paracetamol together if you need to",
      'Patient: okay thanks',
      'Dentist: book him in for the root canal on four six in two weeks',
      'Nurse: two weeks rct four six',
      'Dentist: thanks see you then',
    ].join('\n'),
    expect: {
      CC: "It's my bottom right tooth. It's been throbbing since Friday and it kept me up last night. Hot drinks make it worse and the pain lasts ages after",
      'MED HX': 'No changes. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['46', 'Large DO composite with caries at the D margin tender to percussion'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 deep distal caries close to the pulp. Widened PDL space at the distal root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        "Nerve in that tooth is inflamed and it won't settle on its own. Your options are root canal treatment to save it or taking it out or leaving it which I wouldn't advise. I'd rather keep it if I can. What I'd do now is take the nerve out and put a dressing in to get you out of pain and then finish the root canal over 2 more visits. It's band 3 on the NHS. It'll feel bruised for a couple of days. Take ibuprofen and paracetamol together if you need to",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + IDB right',
        'Rubber dam on',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
      ],
      NV: ['RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h48-03-uk-asr-fdi-private-do-composite-25-nurse-check-mesial-sorry-distal-consent-aloud',
    style: 'UK',
    asr: true,
    transcript:
      "hello come on in she's in for the filling on two five how's it been just a bit sensitive with cold drinks now and then okay anything changed with your health no nothing new and still no allergies no lovely medical history no changes no allergies lie back for me two five mesial occlusal caries mesial occlusal no sorry distal occlusal caries two four sound two six occlusal composite sound as we said last time that's decay between the teeth on your upper left premolar we're doing a white filling privately at the fee we discussed is that still okay to go ahead yes that's fine verbal consent given la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two five little scratch rubber dam placed caries removed dentine firm no pulp exposure sectional matrix and wedge etch bond distal occlusal composite two five shade a two cured contact checked with floss occlusion checked polished your lip will be numb for a couple of hours so be careful with hot drinks and don't chew on that side until it wears off post op instructions given recall as planned in six months bye now",
    expect: {
      CC: 'Filling on 25. Just a bit sensitive with cold drinks now and then',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['25', 'DO caries'],
        ['24', 'Sound'],
        ['26', 'O composite sound'],
      ],
      CONSULT:
        "As we said last time that's decay between the teeth on your upper left premolar. We're doing a white filling privately at the fee we discussed. Your lip will be numb for a couple of hours so be careful with hot drinks and don't chew on that side until it wears off",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Rubber dam placed',
        'Caries removed',
        'Dentine firm',
        'No pulp exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 25',
        'Shade A2',
        'Cured',
        'Contact checked with floss',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned in 6 months',
    },
  }),
  defineCase({
    id: 'h48-04-uk-typed-fdi-private-crown-fit-21-emax-balance-paid',
    style: 'UK',
    asr: false,
    transcript:
      'Crown fit 21 (e.max), private. Temp OK, no sensitivity. MH: no change, NKDA. 21 temp crown intact. 11, 22 sound. Gingivae healthy. LA not needed. Temp removed, prep cleaned w/ pumice + chlorhexidine. Crown tried in: contacts OK with floss, margins sealed, shade matches 11. Pt approved appearance in mirror. Cemented w/ Panavia SA. Excess removed. Occlusion checked in ICP + protrusion. POIG. Balance £450 paid. Recall 6/12.',
    expect: {
      CC: 'Crown fit 21 (e.max), private. Temp OK, no sensitivity',
      'MED HX': 'No change, NKDA',
      PERIO: 'Gingivae healthy',
      DENTAL: [
        ['21', 'Temp crown intact'],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      CONSULT: 'Balance £450 paid',
      'TX TODAY': ['Crown fit 21'],
      TX: [
        'LA not needed',
        'Temp removed',
        'Prep cleaned w/ pumice + chlorhexidine',
        'Crown tried in: contacts OK with floss',
        'Margins sealed',
        'Shade matches 11',
        'Cemented w/ Panavia SA',
        'Excess removed',
        'Occlusion checked in ICP + protrusion',
        'POIG',
      ],
      NOTES: 'Pt approved appearance in mirror',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h48-05-uk-asr-fdi-child-7-check-up-mum-74-sorry-mesial-varnish-book-filling-sealants',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come and sit in the big chair for me mum you can sit just there seven year old here for his check up mum's with him any worries he's been saying his tooth at the back on the bottom left hurts when he eats sweets okay any medical problems medicines or allergies no he's fit and well medical history fit and well no medicines no allergies open really wide like a crocodile brilliant extra oral nad intra oral soft tissues normal plaque on the lower molars charting five five sound five four sound six four sound six five sound seven five sound seven four distal caries sorry seven four mesial caries seven four mesial caries got it eight four occlusal caries small eight five sound three six and four six erupted no caries one six and two six partially erupted one one and two one erupting fine two little pictures now bitewings taken grade two seven four mesial caries into dentine eight four occlusal caries in enamel only you were brilliant there's a hole between the teeth at the back on the bottom left that's what's catching him with sweets it needs a small filling the one on the right is very early so we'll put varnish on it and keep an eye on it I'd also like to do sealants on his new big back teeth they're free on the nhs for children okay let's do the sealants too fluoride varnish applied toothbrushing instruction with mum two minutes twice a day with a pea sized amount of adult toothpaste spit don't rinse can we book him in for a filling on seven four and fissure sealants on three six and four six in three weeks and recall three months thanks bye bye",
    expect: {
      CC: "His check up. He's been saying his tooth at the back on the bottom left hurts when he eats sweets",
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['55', 'Sound'],
        ['54', 'Sound'],
        ['64', 'Sound'],
        ['65', 'Sound'],
        ['75', 'Sound'],
        ['74', 'M caries'],
        ['84', 'O caries small'],
        ['85', 'Sound'],
        ['36', 'Erupted no caries'],
        ['46', 'Erupted no caries'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['11', 'Erupting fine'],
        ['21', 'Erupting fine'],
      ],
      RADIO: 'Bitewings taken grade 2. 74 mesial caries into dentine. 84 occlusal caries in enamel only',
      CONSULT:
        "There's a hole between the teeth at the back on the bottom left. That's what's catching him with sweets. It needs a small filling. One on the right is very early so we'll put varnish on it and keep an eye on it. I'd also like to do sealants on his new big back teeth. They're free on the NHS for children. Let's do the sealants too",
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Fluoride varnish applied',
        "Toothbrushing instruction with mum 2 minutes twice a day with a pea sized amount of adult toothpaste spit don't rinse",
      ],
      NOTES: "7 year old. Mum's with him",
      NV: ['Filling 74', 'Fissure sealants 36, 46 in 3 weeks'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h48-06-uk-asr-fdi-speakers-timestamps-warfarin-extraction-47-sutures-aftercare',
    style: 'UK',
    asr: true,
    transcript: [
      '[00:00:03] Speaker 1: hiya come and have a seat',
      '[00:00:06] Speaker 2: hi',
      "[00:00:09] Speaker 1: he's in for the extraction of four seven any changes to your health since the consultation",
      "[00:00:14] Speaker 2: no I'm still on the warfarin",
      '[00:00:17] Speaker 1: did you get your inr checked',
      '[00:00:19] Speaker 2: yeah yesterday it was two point four',
      '[00:00:22] Speaker 1: and still no allergies',
      '[00:00:24] Speaker 2: no',
      '[00:00:26] Speaker 1: medical history warfarin for af inr two point four yesterday no allergies',
      "[00:00:34] Speaker 1: just to go over it again the tooth's broken down below the gum and can't be saved the risks are bleeding which we'll manage with a dressing and stitches some swelling and bruising and a small chance of a dry socket are you still happy to go ahead",
      '[00:00:49] Speaker 2: yes',
      '[00:00:50] Speaker 1: written consent signed and confirmed verbally',
      '[00:00:55] Speaker 1: four seven grossly carious root stumps only not mobile four six mesial occlusal distal amalgam sound four eight missing',
      '[00:01:04] Speaker 3: four seven root stumps got it',
      '[00:01:07] Speaker 1: la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and buccal infiltration four seven',
      '[00:03:40] Speaker 1: lip numb',
      '[00:03:52] Speaker 1: luxator around the roots four seven extracted in two pieces roots complete socket curetted',
      '[00:06:10] Speaker 1: surgicel in the socket two vicryl rapide sutures',
      '[00:06:35] Speaker 3: gauze',
      '[00:06:38] Speaker 1: bite on that for me nice and firm haemostasis achieved',
      "[00:07:10] Speaker 1: no eating or drinking anything hot for an hour don't rinse today from tomorrow warm salt water rinses after meals if it bleeds roll up some gauze and bite on it for twenty minutes and call us if it won't stop",
      '[00:07:25] Speaker 2: can I go back to work tomorrow',
      '[00:07:28] Speaker 1: yes as long as you take it easy',
      '[00:07:31] Speaker 1: post op instructions given verbal and written review in one week to take the stitches out',
    ].join('\n'),
    expect: {
      CC: 'Extraction of 47',
      'MED HX': 'Warfarin for AF. INR 2.4 yesterday. No allergies',
      DENTAL: [
        ['47', 'Grossly carious root stumps only not mobile'],
        ['46', 'MOD amalgam sound'],
        ['48', 'Missing'],
      ],
      CONSULT:
        "Just to go over it again the tooth's broken down below the gum and can't be saved. Risks are bleeding which we'll manage with a dressing and stitches some swelling and bruising and a small chance of a dry socket. No eating or drinking anything hot for an hour. Don't rinse today. From tomorrow warm salt water rinses after meals. If it bleeds roll up some gauze and bite on it for 20 minutes and call us if it won't stop. Can I go back to work tomorrow. Yes as long as you take it easy",
      CONSENT: 'Written consent signed and confirmed verbally',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 47',
        'Lip numb',
        'Luxator around the roots',
        '47 extracted in 2 pieces',
        'Roots complete',
        'Socket curetted',
        'Surgicel in the socket',
        '2 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review in 1 week to take the stitches out',
    },
  }),
  defineCase({
    id: 'h48-07-uk-asr-fdi-hygienist-first-rsd-right-side-stop-smoking-referral-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hi come on through patient's in for her first root surface debridement upper right and lower right how have your gums been they still bleed when I brush but I've been using the little brushes most nights that's good to hear anything new with your health I've been put on metformin for diabetes last month and still smoking about ten a day yeah any allergies no okay medical history type two diabetes started metformin last month smokes ten a day no allergies let's lie you back bpe three three four four three four bleeding on probing forty five percent plaque score thirty eight percent six millimetre pockets upper right molars and lower right molars la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration upper right and id block right let me know if you feel anything rsd upper right and lower right with ultrasonic and hand scalers heavy subgingival calculus lower right molars ohi interdental brushes pink upper and red lower your gums will be a bit tender for a couple of days you can take paracetamol the most important thing for your gums is stopping smoking and keeping your diabetes well controlled I know I've been trying to cut down I can refer you to the local stop smoking service yes please do referral to stop smoking service made book her in for rsd upper left and lower left in two weeks bye",
    appends: ["add to notes she'd prefer afternoon appointments because of work", 'change two weeks to three weeks'],
    expect: {
      CC: "Her first root surface debridement upper right and lower right. They still bleed when I brush but I've been using the little brushes most nights",
      'MED HX': 'Type 2 diabetes. Started metformin last month. Smokes 10 a day. No allergies',
      PERIO:
        'BPE 3 3 4 / 4 3 4. Bleeding on probing 45%. Plaque score 38%. 6 mm pockets upper right molars and lower right molars',
      CONSULT:
        "Your gums will be a bit tender for a couple of days. You can take paracetamol. Most important thing for your gums is stopping smoking and keeping your diabetes well controlled. I know I've been trying to cut down. I can refer you to the local stop smoking service. Yes please do",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration upper right + IDB right',
        'RSD upper right and lower right with ultrasonic and hand scalers',
        'Heavy subgingival calculus lower right molars',
        'OHI interdental brushes pink upper and red lower',
      ],
      'TX PLAN': ['Referral to stop smoking service made'],
      NOTES: "She'd prefer afternoon appointments because of work",
      NV: ['RSD upper left and lower left in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h48-08-uk-typed-fdi-dry-socket-36-alvogyl-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pain LL since XLA 36 4 days ago, worse last 2 days, radiating to ear, bad taste. MH: no change, smoker 15/day, NKDA. EO: no swelling, no lymphadenopathy. IO: 36 socket empty, no clot, bone exposed, food debris. 35, 37 not TTP. Dx: dry socket 36. Explained cause and that it will settle over 1-2 wks. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline buccal infil 36. Socket irrigated w/ warm saline, Alvogyl placed. Advised no smoking, warm salt water rinses from tomorrow, ibuprofen 400 mg + paracetamol 1 g QDS. Review 3/7 to change dressing.',
    expect: {
      CC: 'Emergency. Pain LL since XLA 36 4 days ago, worse last 2 days, radiating to ear, bad taste',
      'MED HX': 'No change, smoker 15/day, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '36 socket empty, no clot, bone exposed, food debris',
      DENTAL: [
        ['35', 'Not TTP'],
        ['37', 'Not TTP'],
      ],
      DX: ['Dry socket 36'],
      CONSULT:
        'Explained cause and that it will settle over 1-2 wks. Advised no smoking, warm salt water rinses from tomorrow, ibuprofen 400 mg + paracetamol 1 g QDS',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 36',
        'Socket irrigated w/ warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review 3 days to change dressing',
    },
  }),
  defineCase({
    id: 'h48-09-uk-asr-fdi-chipped-11-mi-composite-nhs-or-private-verbal-consent',
    style: 'UK',
    asr: true,
    transcript:
      "come on in he came in with a chipped front tooth what happened I tripped on the kerb on saturday and knocked it on the pavement it's not painful just sharp and it looks awful any health problems medicines or allergies I've got asthma I use a blue inhaler no allergies medical history asthma salbutamol inhaler no allergies extra oral healing graze on the chin intra oral small healing laceration inside the upper lip one one fractured mesial incisal corner into dentine no pulp exposure not mobile not tender to percussion responds to cold one two and two one sound not mobile pa one one and two one no root fracture normal apical tissues diagnosis uncomplicated crown fracture one one you've broken the corner off into the second layer but the nerve isn't exposed we can build it up with a white filling today on the nhs it's band two or privately it's a hundred and twenty pounds I'll do it on the nhs then are you happy for me to go ahead yes verbal consent no la needed shade a two matched with the guide before drying cotton wool rolls enamel bevelled etch bond mesial incisal composite one one with a mylar strip polished with discs occlusion checked in protrusion the tooth might get sensitive or darken over the next few months so we'll keep an eye on it avoid biting into hard things with it review in eight weeks with a pa of one one",
    expect: {
      CC: "Chipped front tooth. I tripped on the kerb on Saturday and knocked it on the pavement. It's not painful just sharp and it looks awful",
      'MED HX': 'Asthma. Salbutamol inhaler. No allergies',
      EXTRA: 'Healing graze on the chin',
      INTRA: 'Small healing laceration inside the upper lip',
      DENTAL: [
        [
          '11',
          'Fractured MI corner into dentine no pulp exposure not mobile not tender to percussion responds to cold',
          'MI corner',
        ],
        ['12', 'Sound not mobile'],
        ['21', 'Sound not mobile'],
      ],
      RADIO: 'PA 11 and 21 no root fracture. Normal apical tissues',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "You've broken the corner off into the second layer but the nerve isn't exposed. We can build it up with a white filling today. On the NHS it's band 2 or privately it's 120 pounds. I'll do it on the NHS then. Tooth might get sensitive or darken over the next few months so we'll keep an eye on it. Avoid biting into hard things with it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MI composite 11'],
      TX: [
        'No LA needed',
        'Shade A2 matched with the guide before drying',
        'Cotton wool rolls',
        'Enamel bevelled',
        'Etch',
        'Bond',
        'MI composite 11 with a Mylar strip',
        'Polished with discs',
        'Occlusion checked in protrusion',
      ],
      'F/U': 'Review in 8 weeks with a PA of 11',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'h48-10-uk-asr-palmer-check-up-whitening-question-quote-book-hygienist',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "morning come through she's here for her check up how have your teeth been no problems but I wanted to ask about whitening okay we'll chat about that at the end any changes to your health since last time no nothing and are you taking anything just the pill and no allergies no medical history no changes on the pill no allergies pop you back for me extra oral nad intra oral nad bpe two one two one one two charting upper right seven occlusal amalgam sound upper right six mesial occlusal distal amalgam sound upper left six occlusal composite sound lower left six disto occlusal composite sound lower right six crown sound lower right eight partially erupted no inflammation lower right eight partially erupted no inflammation got it bitewings not due until next year all looks healthy just a bit of tartar behind the bottom front teeth the hygienist can clean that about whitening your teeth are healthy enough for it we do home whitening with custom trays it takes about two weeks and it's three hundred and fifty pounds it won't change the colour of your fillings or the crown on the bottom right and you might get some sensitivity while you're doing it will it damage my teeth no it's safe when it's done by a dentist I'll think about it and let you know oral hygiene instruction floss or tape for the lower anteriors can you book her in for a scale and polish with the hygienist and recall twelve months thanks bye",
    expect: {
      CC: 'Her check up. No problems but I wanted to ask about whitening',
      'MED HX': 'No changes. On the pill. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 1 2 / 1 1 2',
      DENTAL: [
        ['UR7', 'O amalgam sound'],
        ['UR6', 'MOD amalgam sound'],
        ['UL6', 'O composite sound'],
        ['LL6', 'DO composite sound'],
        ['LR6', 'Crown sound'],
        ['LR8', 'Partially erupted no inflammation'],
      ],
      RADIO: 'Bitewings not due until next year',
      CONSULT:
        "All looks healthy. Just a bit of tartar behind the bottom front teeth. Hygienist can clean that. About whitening your teeth are healthy enough for it. We do home whitening with custom trays. It takes about 2 weeks and it's 350 pounds. It won't change the colour of your fillings or the crown on the bottom right and you might get some sensitivity while you're doing it. Will it damage my teeth. No it's safe when it's done by a dentist. I'll think about it and let you know",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction floss or tape for the lower anteriors'],
      NV: ['Scale and polish with the hygienist'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h48-11-uk-asr-palmer-speakers-lower-partial-denture-eased-ulcer-fortnight-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript: [
      "Dentist: hello come in have a seat what's the problem",
      "Patient: it's the new bottom denture it's rubbing on the right side at the front and it's really sore when I eat",
      'Dentist: how long have you had it',
      'Patient: you fitted it two weeks ago',
      'Dentist: any changes with your health',
      "Patient: no still on the levothyroxine and I'm allergic to penicillin",
      'Dentist: medical history no change levothyroxine allergic to penicillin',
      'Dentist: can you take the denture out for me',
      'Dentist: intra oral ulcer about three millimetres lower right labial sulcus by the lower right three lower partial denture flange overextended there upper complete denture fine no sore spots',
      'Nurse: three millimetre ulcer lower right labial sulcus',
      'Dentist: yep lower right three and lower left three sound lower left four sound',
      "Dentist: I'm just going to trim the edge where it's digging in",
      'Dentist: lower partial denture eased at the lower right labial flange with an acrylic bur checked with pressure indicating paste smoothed and polished',
      'Dentist: pop it back in how does that feel',
      "Patient: that's much better",
      'Dentist: the ulcer should heal in about a week leave the denture out as much as you can for a couple of days and do warm salt water rinses',
      'Patient: can I still wear it to eat',
      "Dentist: yes that's fine just take it out at night",
      "Dentist: review in a fortnight if it's still sore",
      'Nurse: review two weeks',
    ].join('\n'),
    appends: [
      'add to notes patient would like the review on a monday if possible',
      'add to treatment ohi denture hygiene brush and soak overnight',
    ],
    expect: {
      CC: "It's the new bottom denture. It's rubbing on the right side at the front and it's really sore when I eat. You fitted it 2 weeks ago",
      'MED HX': 'No change. Levothyroxine. Allergic to penicillin',
      INTRA:
        'Ulcer about 3 mm lower right labial sulcus by LR3. Lower partial denture flange overextended there. Upper complete denture fine. No sore spots',
      DENTAL: [
        ['LR3', 'Sound'],
        ['LL3', 'Sound'],
        ['LL4', 'Sound'],
      ],
      CONSULT:
        "Ulcer should heal in about a week. Leave the denture out as much as you can for a couple of days and do warm salt water rinses. Can I still wear it to eat. Yes that's fine just take it out at night",
      'TX TODAY': ['Denture adjustment', 'OHI'],
      TX: [
        'Lower partial denture eased at the lower right labial flange with an acrylic bur',
        'Checked with pressure indicating paste',
        'Smoothed and polished',
        'OHI denture hygiene brush and soak overnight',
      ],
      NOTES: "That's much better. Patient would like the review on a Monday if possible",
      'F/U': "Review in 2 weeks if it's still sore",
    },
  }),
  defineCase({
    id: 'h48-12-uk-asr-palmer-child-6-abscess-lre-extraction-dad-consent-sealant-booked',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come in are you going to sit in the big chair brilliant six year old with dad here because his bottom right back tooth has a lump on the gum and it's been hurting on and off for a week it was swollen on sunday and he had calpol he's not had any antibiotics any medical problems medicines or allergies no he's healthy medical history fit and well no medicines no allergies extra oral no swelling no lymph nodes intra oral sinus buccal to lower right e lower right e large disto occlusal cavity mobile grade one tender lower right d occlusal caries small lower left e and lower left d sound lower right six erupting sound upper right e upper right d upper left d and upper left e sound pa lower right e furcation radiolucency lower right five developing normally diagnosis chronic abscess lower right e the back baby tooth has an infection under it the best thing is to take it out because a filling won't fix it it's usually lost around age eleven so we might need a space maintainer later are you happy for me to take it out today yes verbal consent from dad topical gel la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e you're doing so well extracted lower right e with forceps roots complete bit on gauze haemostasis achieved he was very good post op instructions to dad no eating till the numbness wears off watch he doesn't bite his lip or cheek calpol if sore next visit fissure sealant lower right six and occlusal gic lower right d in three weeks bye",
    expect: {
      CC: "His bottom right back tooth has a lump on the gum and it's been hurting on and off for a week. It was swollen on Sunday and he had Calpol. He's not had any antibiotics",
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: 'Sinus buccal to LRE',
      DENTAL: [
        ['LRE', 'Large DO cavity mobile grade 1 tender'],
        ['LRD', 'O caries small'],
        ['LLE', 'Sound'],
        ['LLD', 'Sound'],
        ['LR6', 'Erupting sound'],
        ['URE', 'Sound'],
        ['URD', 'Sound'],
        ['ULD', 'Sound'],
        ['ULE', 'Sound'],
      ],
      RADIO: 'PA LRE furcation radiolucency. LR5 developing normally',
      DX: ['Chronic abscess LRE'],
      CONSULT:
        "Back baby tooth has an infection under it. Best thing is to take it out because a filling won't fix it. It's usually lost around age 11 so we might need a space maintainer later. No eating till the numbness wears off. Watch he doesn't bite his lip or cheek. Calpol if sore",
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical gel',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Extracted LRE with forceps',
        'Roots complete',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions to dad',
      ],
      NOTES: '6 year old with dad. He was very good',
      NV: ['Fissure sealant LR6', 'O GIC LRD in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h48-13-uk-typed-palmer-pericoronitis-lr8-irrigation-metronidazole-refer-oral-surgery',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O pain + swelling behind LR7 x 3 days, difficulty opening, bad taste. MH: no change, NKDA, smoker 10/day. EO: R submandibular node tender, mouth opening 30 mm, temp 37.6. IO: operculum over LR8 swollen + inflamed, pus on pressure. LR8 partially erupted, vertical. LR7 sound, not TTP. UR8 over-erupted, biting on operculum. Dx: acute pericoronitis LR8. Irrigated under operculum w/ 0.2% chlorhexidine. Rx metronidazole 400 mg TDS 3/7 (no alcohol). Advised CHX mouthwash, warm salt water rinses, soft diet. Discussed XLA LR8 + UR8 once settled, pt keen. Plan: refer to oral surgery for XLA LR8. XLA UR8 here. Review 1/52.',
    expect: {
      CC: 'Pain + swelling behind LR7 x 3 days, difficulty opening, bad taste',
      'MED HX': 'No change, NKDA, smoker 10/day',
      EXTRA: 'R submandibular node tender, mouth opening 30 mm, temp 37.6',
      INTRA: 'Operculum over LR8 swollen + inflamed, pus on pressure',
      DENTAL: [
        ['LR8', 'Partially erupted, vertical'],
        ['LR7', 'Sound, not TTP'],
        ['UR8', 'Over-erupted, biting on operculum'],
      ],
      DX: ['Acute pericoronitis LR8'],
      CONSULT:
        'Advised CHX mouthwash, warm salt water rinses, soft diet. Discussed XLA LR8 + UR8 once settled, pt keen',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under operculum w/ 0.2% chlorhexidine', 'Rx metronidazole 400 mg TDS 3 days (no alcohol)'],
      'TX PLAN': ['Refer to oral surgery for extraction LR8', 'Extraction UR8 here'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h48-14-uk-asr-palmer-crown-prep-ur6-recap-consent-impressions-sorry-temp',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hiya come in she's in for the crown prep on the upper right six how's the tooth been no problems since the root filling good any changes to your health no same as before any allergies no medical history no changes no allergies just to recap we're putting a porcelain bonded crown on the upper right six because the root filled tooth is weak and could split it's band three on the nhs and it'll take two visits the risks are some sensitivity and a small chance the tooth needs further treatment are you happy to go ahead yes verbal consent obtained upper right six root filled large mesial occlusal distal composite intact not tender upper right five and upper right seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right six putty index taken crown prep upper right six with a buccal shoulder retraction cord impressions upper and lower alginate sorry upper silicone lower alginate bite registration shade a three temporary crown in protemp cemented with tempbond occlusion checked try not to chew anything sticky like toffee on that side and if the temporary comes off keep it and call us book her in for the crown fit on the upper right six in two weeks thanks bye",
    expect: {
      CC: 'Crown prep on UR6. No problems since the root filling',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UR6', 'Root filled large MOD composite intact not tender'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      CONSULT:
        "Just to recap we're putting a porcelain bonded crown on UR6 because the root filled tooth is weak and could split. It's band 3 on the NHS and it'll take 2 visits. Risks are some sensitivity and a small chance the tooth needs further treatment. Try not to chew anything sticky like toffee on that side and if the temporary comes off keep it and call us",
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Putty index taken',
        'Crown prep UR6 with a buccal shoulder',
        'Retraction cord',
        'Impressions upper silicone lower alginate',
        'Bite registration',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
      ],
      NV: ['Crown fit UR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h48-15-uk-asr-palmer-speakers-timestamps-punctuated-post-crown-ul2-recemented',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript: [
      "[00:00:01] Dentist: Hello, come on in. What's happened?",
      "[00:00:04] Patient: My front crown came off last night when I was eating a sandwich. I've got it here in a tissue. It doesn't hurt, it just looks terrible. I've got a job interview on Thursday.",
      '[00:00:16] Dentist: Any changes to your health, any allergies?',
      '[00:00:18] Patient: No, nothing.',
      '[00:00:19] Dentist: Medical history no changes, no allergies.',
      '[00:00:25] Dentist: Upper left two post crown decemented, post still in the crown, root face sound, no caries, no fracture. Upper left one and upper left three sound.',
      '[00:00:34] Nurse: Upper left two, decemented post crown.',
      "[00:00:40] Dentist: So the good news is the root looks healthy and the crown fits back on well, so I can cement it back today. It may come off again in future, and if it does we'd look at a new post and crown. Is that okay?",
      '[00:00:52] Patient: Yes, please.',
      '[00:00:53] Dentist: Verbal consent. No anaesthetic needed. Old cement cleaned out of the crown and off the root face. Crown tried in, fits well. Recemented crown upper left two with Fuji One. Excess removed, occlusion checked.',
      '[00:02:30] Dentist: Avoid biting into hard things with your front teeth, like apples or crusty bread.',
      '[00:02:35] Patient: How much is that?',
      "[00:02:37] Dentist: It's band one on the NHS as an urgent appointment.",
      '[00:02:42] Dentist: Recall as planned in three months.',
      '[00:02:45] Nurse: Three months, recall.',
    ].join('\n'),
    expect: {
      CC: "My front crown came off last night when I was eating a sandwich. I've got it here in a tissue. It doesn't hurt, it just looks terrible",
      'MED HX': 'No changes, no allergies',
      DENTAL: [
        ['UL2', 'Post crown decemented, post still in the crown, root face sound, no caries, no fracture'],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT:
        "Good news is the root looks healthy and the crown fits back on well, so I can cement it back today. It may come off again in future, and if it does we'd look at a new post and crown. Avoid biting into hard things with your front teeth, like apples or crusty bread. How much is that? It's band 1 on the NHS as an urgent appointment",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown recement UL2'],
      TX: [
        'No anaesthetic needed',
        'Old cement cleaned out of the crown and off the root face',
        'Crown tried in',
        'Fits well',
        'Recemented crown UL2 with Fuji One',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: "I've got a job interview on Thursday",
      'F/U': 'Recall as planned in 3 months',
    },
  }),
  defineCase({
    id: 'h48-16-uk-asr-palmer-anxious-mod-amalgam-lr6-nurse-check-scratch-that-dycal',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi there come and sit down don't worry we'll go at your pace she's very anxious she's in for the filling on the lower right six any changes to your health no nothing new no allergies no medical history no changes no allergies lower right six mesial occlusal distal caries under the old filling lower right seven did you say no lower right six mesial occlusal distal caries lower right seven occlusal amalgam sound lower right five sound topical on la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right you're doing really well is that numb now yes it feels big lip and tongue numb rubber dam placed old amalgam and caries removed deep caries distally no exposure vitrebond lining scratch that dycal lining tofflemire and wedge mesial occlusal distal amalgam lower right six condensed and carved occlusion checked dam off it's a big filling so there's a small chance the nerve could flare up if it aches at night or throbs give us a call you'll be numb for about three hours she asked if she could have gas next time I said we don't do that here but I can refer her for sedation if she wants she'd like to try without first post op instructions given recall six months you did amazingly bye",
    expect: {
      CC: 'Filling on LR6',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LR6', 'MOD caries under the old filling'],
        ['LR7', 'O amalgam sound'],
        ['LR5', 'Sound'],
      ],
      CONSULT:
        "It's a big filling so there's a small chance the nerve could flare up. If it aches at night or throbs give us a call. You'll be numb for about 3 hours. She asked if she could have gas next time. I said we don't do that here but I can refer her for sedation if she wants. She'd like to try without first",
      'TX TODAY': ['MOD amalgam LR6'],
      TX: [
        'Topical on',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Lip and tongue numb',
        'Rubber dam placed',
        'Old amalgam and caries removed',
        'Deep caries distally',
        'No exposure',
        'Dycal lining',
        'Tofflemire and wedge',
        'MOD amalgam LR6 condensed and carved',
        'Occlusion checked',
        'Dam off',
        'Post-op instructions given',
      ],
      NOTES: "She's very anxious",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h48-17-uk-typed-palmer-new-patient-exam-full-chart-opg-fractured-p-cusp-ul6-tx-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt exam. Moved to the area, last seen 3 yrs ago. No c/o apart from occasional sensitivity LL. MH: hypothyroid (levothyroxine 100 mcg), NKDA. SH: ex-smoker (stopped 2020), alcohol 10 units/wk. EO: NAD, TMJ clicking R, no pain. IO: soft tissues NAD, OCS clear. BPE 2 2 2 / 3 2 2. OH fair, calculus lower anteriors. Chart: UR7 MO amalgam. UR6 crown. UR5 O caries. UL6 MOD amalgam, fractured P cusp. UL7 O comp. LL6 DO comp, sound. LL7 missing. LL4 B cervical abrasion, sensitive to air. LR6 O amalgam. LR7 MO caries. LR8 partially erupted. OPG taken (new pt, grade 1): UR5 and LR7 caries into dentine, bone levels normal, LR8 mesioangular impaction. Dx: caries UR5, LR7. Fractured cusp UL6. Options discussed, pt accepted plan, NHS band 3 estimate given. Tx plan: S&P. O comp UR5. MO comp LR7. Crown UL6. NV: S&P + O comp UR5.',
    expect: {
      CC: 'New pt exam. Moved to the area, last seen 3 yrs ago. No c/o apart from occasional sensitivity LL',
      'MED HX': 'Hypothyroid (levothyroxine 100 mcg), NKDA. SH: ex-smoker (stopped 2020), alcohol 10 units/wk',
      EXTRA: 'NAD, TMJ clicking R, no pain',
      INTRA: 'Soft tissues NAD, OCS clear',
      PERIO: 'BPE 2 2 2 / 3 2 2. OH fair, calculus lower anteriors',
      DENTAL: [
        ['UR7', 'MO amalgam'],
        ['UR6', 'Crown'],
        ['UR5', 'O caries'],
        ['UL6', 'MOD amalgam, fractured P cusp', 'P cusp'],
        ['UL7', 'O comp'],
        ['LL6', 'DO comp, sound'],
        ['LL7', 'Missing'],
        ['LL4', 'B cervical abrasion, sensitive to air'],
        ['LR6', 'O amalgam'],
        ['LR7', 'MO caries'],
        ['LR8', 'Partially erupted'],
      ],
      RADIO:
        'OPG taken (new pt, grade 1): UR5 and LR7 caries into dentine, bone levels normal, LR8 mesioangular impaction',
      DX: ['Caries UR5, LR7', 'Fractured cusp UL6'],
      CONSULT: 'Options discussed, pt accepted plan, NHS band 3 estimate given',
      'TX PLAN': ['Scale and polish', 'O composite UR5', 'MO composite LR7', 'Crown UL6'],
      NV: ['Scale and polish + O composite UR5'],
    },
  }),
  defineCase({
    id: 'h48-18-uk-asr-palmer-sensitivity-ll3-ll4-duraphat-reflux-appends-notes-change',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come in what can we help with my teeth on the bottom left are really sensitive to cold drinks and ice cream it's been a couple of months it's sharp and goes away quickly any changes with your health I've got reflux now I'm on omeprazole any allergies no medical history new reflux on omeprazole no allergies intra oral soft tissues healthy wear facets on the lower incisors recession two to three millimetres buccal lower left three and lower left four lower left three and lower left four buccal cervical abrasion sensitive to air blast no caries lower left five sound diagnosis dentine hypersensitivity lower left three and lower left four the gum has gone back a bit and exposed the root which is softer and sensitive that's usually from brushing too hard and the acid from reflux can make it worse use a soft brush and don't scrub you'll need a high fluoride toothpaste to use at night spit don't rinse duraphat varnish applied lower left three and lower left four prescribed duraphat five thousand toothpaste to use at night tbi modified bass technique with a soft brush review in six weeks",
    appends: ['add to notes she drinks a lot of fizzy water', 'change six weeks to eight weeks'],
    expect: {
      CC: "My teeth on the bottom left are really sensitive to cold drinks and ice cream. It's been a couple of months. It's sharp and goes away quickly",
      'MED HX': 'New reflux on omeprazole. No allergies',
      INTRA: 'Soft tissues healthy. Wear facets on the lower incisors',
      PERIO: 'Recession 2 to 3 mm buccal LL3 and LL4',
      DENTAL: [
        ['LL3', 'B cervical abrasion sensitive to air blast no caries'],
        ['LL4', 'B cervical abrasion sensitive to air blast no caries'],
        ['LL5', 'Sound'],
      ],
      DX: ['Dentine hypersensitivity LL3, LL4'],
      CONSULT:
        "Gum has gone back a bit and exposed the root which is softer and sensitive. That's usually from brushing too hard and the acid from reflux can make it worse. Use a soft brush and don't scrub. You'll need a high fluoride toothpaste to use at night. Spit don't rinse",
      'TX TODAY': ['Fluoride varnish LL3, LL4'],
      TX: [
        'Duraphat varnish applied LL3, LL4',
        'Prescribed Duraphat 5000 toothpaste to use at night',
        'TBI modified Bass technique with a soft brush',
      ],
      NOTES: 'She drinks a lot of fizzy water',
      'F/U': 'Review in 8 weeks',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'h48-19-us-asr-universal-hygiene-and-doctor-exam-19-fractured-l-cusp-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back have a seat she's here for her cleaning and exam any changes to your health since last time I started lisinopril for blood pressure any allergies just codeine medical history new lisinopril for hypertension allergic to codeine blood pressure one thirty two over eighty four psr two two two two two three pocket five millimeters distal of number three bleeding lower anteriors four bitewings taken prophy with cavitron and hand scaling polished with fine paste flossed oral hygiene instruction electric toothbrush and floss at night doctor's coming in now hi how are you good thanks extraoral wnl intraoral wnl number nineteen large mesial occlusal distal buccal amalgam fractured lingual cusp number three mesial occlusal caries number fourteen crown sound number thirty occlusal composite sound bitewings show number three mesial caries into dentin and recurrent decay under the distal margin of nineteen diagnosis caries number three fractured cusp number nineteen the big silver filling on the lower left has a broken piece and a bit of decay underneath I'd recommend a crown before it breaks more and a small filling on the top right is insurance going to cover it usually fifty percent for a crown after your deductible our front desk will send a pre authorization okay let's do it can you book her for the crown prep on nineteen and the filling on three recall six months",
    expect: {
      CC: 'Her cleaning and exam',
      'MED HX': 'New lisinopril for hypertension. Allergic to codeine. Blood pressure 132/84',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 3. Pocket 5 mm distal of #3. Bleeding lower anteriors',
      DENTAL: [
        ['19', 'Large MODB amalgam fractured L cusp', 'L cusp'],
        ['3', 'MO caries'],
        ['14', 'Crown sound'],
        ['30', 'O composite sound'],
      ],
      RADIO:
        '4 bitewings taken. Bitewings show #3 mesial caries into dentin and recurrent decay under the distal margin of #19',
      DX: ['Caries #3', 'Fractured cusp #19'],
      CONSULT:
        "Big silver filling on the lower left has a broken piece and a bit of decay underneath. I'd recommend a crown before it breaks more and a small filling on the top right. Is insurance going to cover it. Usually 50% for a crown after your deductible. Our front desk will send a pre authorization. Let's do it",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Prophy with Cavitron and hand scaling',
        'Polished with fine paste',
        'Flossed',
        'Oral hygiene instruction electric toothbrush and floss at night',
      ],
      NV: ['Crown prep #19', 'Filling #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h48-20-us-asr-universal-speakers-1-2-cracked-tooth-30-crown-advised-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript: [
      'Speaker 1: hi come on in what brings you in today',
      "Speaker 2: I've got a sharp pain on the lower right when I bite on something hard it's been about three weeks",
      'Speaker 1: does cold bother it',
      'Speaker 2: cold bothers it a little but it goes away right away',
      'Speaker 1: any health problems or medications',
      "Speaker 2: I take atorvastatin for cholesterol and I'm allergic to latex",
      'Speaker 1: okay medical history atorvastatin allergic to latex nitrile gloves only',
      'Speaker 1: extraoral within normal limits number thirty mesial occlusal distal amalgam craze lines on the buccal positive bite test on the distobuccal cusp cold normal not tender to percussion numbers twenty nine and thirty one sound periapical of thirty no periapical pathology',
      'Speaker 2: is it bad',
      'Speaker 1: you have a crack in the back tooth under the old silver filling the nerve seems healthy right now the best thing is a crown to hold the tooth together if we leave it the crack can get deeper and then you might need a root canal or lose the tooth',
      'Speaker 2: how long does a crown take',
      "Speaker 1: two visits about two weeks apart and you'll have a temporary in between",
      "Speaker 2: okay let's go ahead with the crown",
      'Speaker 1: diagnosis cracked tooth syndrome number thirty avoid chewing hard things on that side until then next visit crown prep number thirty with a buildup',
      'Speaker 2: thank you',
    ].join('\n'),
    expect: {
      CC: "I've got a sharp pain on the lower right when I bite on something hard. It's been about 3 weeks. Cold bothers it a little but it goes away right away",
      'MED HX': 'Atorvastatin. Allergic to latex. Nitrile gloves only',
      EXTRA: 'Within normal limits',
      DENTAL: [
        [
          '30',
          'MOD amalgam craze lines on the buccal positive bite test on the DB cusp cold normal not tender to percussion',
        ],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'Periapical of #30 no periapical pathology',
      DX: ['Cracked tooth syndrome #30'],
      CONSULT:
        "Is it bad. You have a crack in the back tooth under the old silver filling. Nerve seems healthy right now. Best thing is a crown to hold the tooth together. If we leave it the crack can get deeper and then you might need a root canal or lose the tooth. How long does a crown take. 2 visits about 2 weeks apart and you'll have a temporary in between. Let's go ahead with the crown. Avoid chewing hard things on that side until then",
      NV: ['Crown prep #30 with a buildup'],
    },
  }),
  defineCase({
    id: 'h48-21-us-asr-universal-do-12-mo-13-composites-consent-aloud-then-split',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there come on back have a seat she's here for two fillings upper left twelve and thirteen anything new with your health no nothing new any allergies no medical history no changes no known drug allergies we're doing the two tooth colored fillings on the upper left today the decay is between the two teeth are you okay to go ahead yes that's fine verbal consent given number twelve distal occlusal caries number thirteen mesial occlusal caries number eleven sound number fourteen mesial occlusal amalgam sound topical two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration twelve and thirteen and palatal infiltration little pinch lip and cheek numb rubber dam placed caries removed both teeth no pulp exposures sectional matrix ring and wedge etched bonded mesial occlusal composite thirteen first then distal occlusal composite twelve shade a two cured polished dam off occlusion checked floss passes through the contact your lip's gonna be numb for a couple hours so don't chew until it wears off it might be a little sensitive to cold for a week or two that's normal post op instructions given recall as scheduled in four months",
    expect: {
      CC: '2 fillings upper left #12 and #13',
      'MED HX': 'No changes. No known drug allergies',
      DENTAL: [
        ['12', 'DO caries'],
        ['13', 'MO caries'],
        ['11', 'Sound'],
        ['14', 'MO amalgam sound'],
      ],
      CONSULT:
        "We're doing the 2 tooth colored fillings on the upper left today. Decay is between the 2 teeth. Your lip's gonna be numb for a couple hours so don't chew until it wears off. It might be a little sensitive to cold for a week or two. That's normal",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['MO composite #13', 'DO composite #12'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #13 + palatal infiltration',
        'Lip and cheek numb',
        'Rubber dam placed',
        'Caries removed both teeth',
        'No pulp exposures',
        'Sectional matrix ring and wedge',
        'Etched',
        'Bonded',
        'MO composite #13 first',
        'DO composite #12',
        'Shade A2',
        'Cured',
        'Polished',
        'Dam off',
        'Occlusion checked',
        'Floss passes through the contact',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as scheduled in 4 months',
    },
  }),
  defineCase({
    id: 'h48-22-us-typed-universal-crown-seat-19-zirconia-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown seat #19 (zirconia). Pt reports temp came off twice, no sensitivity. Med hx: no changes, metformin, NKDA. #19 temp missing, prep intact, gingiva slightly inflamed. #18, #20 sound. No anesthesia. Prep cleaned w/ pumice. Crown tried in, contacts tight M, adjusted, margins closed to explorer. Pt approved shade. Cemented w/ RelyX Luting Plus, excess removed, floss through. Occlusion adjusted in MIP and lateral. POI given. Recall 6 months.',
    appends: ['Add to treatment: OHI, floss around crown daily.', 'Change 6 months to 3 months.'],
    expect: {
      CC: 'Crown seat #19 (zirconia). Pt reports temp came off twice, no sensitivity',
      'MED HX': 'No changes, metformin, NKDA',
      DENTAL: [
        ['19', 'Temp missing, prep intact, gingiva slightly inflamed'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      'TX TODAY': ['Crown fit #19', 'OHI'],
      TX: [
        'No anesthesia',
        'Prep cleaned w/ pumice',
        'Crown tried in',
        'Contacts tight M',
        'Adjusted',
        'Margins closed to explorer',
        'Cemented w/ RelyX Luting Plus',
        'Excess removed',
        'Floss through',
        'Occlusion adjusted in MIP and lateral',
        'POI given',
        'OHI',
        'Floss around crown daily',
      ],
      NOTES: 'Pt approved shade',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h48-23-us-asr-universal-hygienist-srp-right-side-arestin-3-diabetes-irrigation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back she's here for scaling and root planing on the right side upper and lower how have things been my gums still bleed when I floss but less than before any changes in your health no still on the metformin and my a one c was seven point two last month any allergies no medical history type two diabetes metformin a one c seven point two last month nkda pocket seven millimeters distal of number three bleeding on probing upper right molars three carpules articaine four percent one to one hundred thousand epi right ianb and buccal and palatal infiltration upper right you doing alright yep srp upper right and lower right with ultrasonic and gracey curettes heavy subgingival calculus on the lower right molars arestin placed distal of number three irrigated with chlorhexidine oral hygiene instruction interdental brushes and water flosser your gums will be sore for a few days and your teeth might be sensitive to cold warm salt water rinses and ibuprofen if you need it keeping your sugar under control will help your gums heal no hard crunchy food tonight next visit srp upper left and lower left in two weeks",
    expect: {
      CC: 'Scaling and root planing on the right side upper and lower. My gums still bleed when I floss but less than before',
      'MED HX': 'Type 2 diabetes. Metformin. A1c 7.2 last month. NKDA',
      PERIO: 'Pocket 7 mm distal of #3. Bleeding on probing upper right molars',
      CONSULT:
        'Your gums will be sore for a few days and your teeth might be sensitive to cold. Warm salt water rinses and ibuprofen if you need it. Keeping your sugar under control will help your gums heal. No hard crunchy food tonight',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration upper right',
        'SRP upper right and lower right with ultrasonic and Gracey curettes',
        'Heavy subgingival calculus on the lower right molars',
        'Arestin placed distal of #3',
        'Irrigated with chlorhexidine',
        'Oral hygiene instruction interdental brushes and water flosser',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h48-24-us-asr-universal-speakers-timestamps-punctuated-extraction-4-alendronate',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript: [
      '[00:00:02] Dentist: Hi, come on back and have a seat.',
      "[00:00:05] Assistant: She's here for the extraction of number four.",
      '[00:00:08] Dentist: Any changes to your health since the consult? Any allergies?',
      "[00:00:11] Patient: No changes. I'm still taking alendronate once a week, and no allergies.",
      '[00:00:16] Dentist: Medical history: osteoporosis on oral alendronate for three years, no allergies.',
      '[00:00:23] Dentist: Number four, fractured at the gum line, recurrent decay, root only. Number three and number five sound.',
      '[00:00:31] Assistant: Number four, root only.',
      '[00:00:33] Dentist: PA of number four shows no periapical lesion, root intact.',
      "[00:00:39] Dentist: So, as we discussed, the tooth can't be saved. Because you take alendronate there's a small risk of slow healing of the bone, but the risk is low with tablets. Other risks are pain, swelling and bleeding. The options were extraction, or leaving it, and replacing it later with an implant or a bridge. Are you okay to go ahead?",
      '[00:00:58] Patient: Yes.',
      '[00:00:59] Dentist: Consent form signed.',
      '[00:01:04] Dentist: Topical, then one carpule articaine four percent one to one hundred thousand epi, buccal and palatal infiltration number four.',
      '[00:03:10] Dentist: Elevator, then forceps. Number four extracted atraumatically, root intact. Socket irrigated with saline. Gauze pack placed.',
      '[00:04:20] Dentist: Okay, bite on this for thirty minutes. No spitting, no straws and no smoking for twenty-four hours, and soft foods today.',
      '[00:04:32] Patient: Can I take ibuprofen?',
      '[00:04:34] Dentist: Yes, six hundred milligrams every six hours as needed.',
      '[00:04:38] Dentist: Written and verbal post-op instructions given. Follow up in two weeks to check healing.',
      '[00:04:43] Assistant: Two weeks, healing check.',
    ].join('\n'),
    expect: {
      CC: 'Extraction of #4',
      'MED HX': 'Osteoporosis on oral alendronate for 3 years, no allergies',
      DENTAL: [
        ['4', 'Fractured at the gum line, recurrent decay, root only', 'Not specified'],
        ['3', 'Sound'],
        ['5', 'Sound'],
      ],
      RADIO: 'PA of #4 shows no periapical lesion, root intact',
      CONSULT:
        "As we discussed, the tooth can't be saved. Because you take alendronate there's a small risk of slow healing of the bone, but the risk is low with tablets. Other risks are pain, swelling and bleeding. Options were extraction, or leaving it, and replacing it later with an implant or a bridge. Bite on this for 30 minutes. No spitting, no straws and no smoking for 24 hours, and soft foods today. Can I take ibuprofen? Yes, 600 mg every 6 hours as needed",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction #4'],
      TX: [
        'Topical',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #4',
        'Elevator',
        'Forceps',
        '#4 extracted atraumatically',
        'Root intact',
        'Socket irrigated with saline',
        'Gauze pack placed',
        'Written and verbal post-op instructions given',
      ],
      'F/U': 'Follow up in 2 weeks to check healing',
    },
  }),
  defineCase({
    id: 'h48-25-us-asr-universal-night-guard-delivery-adjusted-bruxism-drool-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back he's here for his night guard delivery how's the jaw been still sore in the mornings and my wife says I'm still grinding any changes to your health no all good any allergies no medical history no changes nkda extraoral masseters tender on palpation both sides no clicking intraoral wear facets on the lower incisors tongue scalloping number eight and number nine incisal edges chipped let's try it in upper hard acrylic night guard tried in seated fully a little tight on the left adjusted the internal of the left side with an acrylic bur retention good occlusion adjusted even contacts all teeth lateral and protrusive guidance on the canines smoothed and polished night guard delivered wear it every night clean it with cold water and a soft brush don't use hot water or it'll warp bring it to your cleanings if your jaw is still sore in a month we'll look at other options like physical therapy does it matter if I drool a bit that's normal for the first week or two follow up in four weeks to check it",
    expect: {
      CC: "His night guard delivery. Still sore in the mornings and my wife says I'm still grinding",
      'MED HX': 'No changes. NKDA',
      EXTRA: 'Masseters tender on palpation both sides. No clicking',
      INTRA: 'Wear facets on the lower incisors. Tongue scalloping',
      DENTAL: [
        ['8', 'Incisal edges chipped'],
        ['9', 'Incisal edges chipped'],
      ],
      CONSULT:
        "Wear it every night. Clean it with cold water and a soft brush. Don't use hot water or it'll warp. Bring it to your cleanings. If your jaw is still sore in a month we'll look at other options like physical therapy. Does it matter if I drool a bit. That's normal for the first week or two",
      'TX TODAY': ['Night guard'],
      TX: [
        'Upper hard acrylic night guard tried in',
        'Seated fully',
        'Little tight on the left',
        'Adjusted the internal of the left side with an acrylic bur',
        'Retention good',
        'Occlusion adjusted',
        'Even contacts all teeth',
        'Lateral and protrusive guidance on the canines',
        'Smoothed and polished',
        'Night guard delivered',
      ],
      'F/U': 'Follow up in 4 weeks to check it',
    },
  }),
  defineCase({
    id: 'h48-26-us-typed-universal-periodontal-maintenance-psr-31-mobility-stable',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal maintenance (3 mo). Pt reports flossing most days, some bleeding lower left. Med hx: no changes, amlodipine 5 mg, allergic to sulfa. BP 138/86. PSR 3 2 3 / 3 2 3. Pockets 4-5 mm #2, #15, #18, #31, BOP 18%. #31 mobility grade I. Calculus lower anteriors + interproximal molars. No new caries. BWX not due (taken 6 mo ago). Dx: periodontitis stage III grade B (stable). Periodontal maintenance full mouth w/ Cavitron + hand instruments, polished. OHI: interdental brushes #18, #31. Discussed re-referral to periodontist if pockets deepen; pt prefers to continue here. Recall 3 months perio maintenance.',
    expect: {
      CC: 'Periodontal maintenance (3 mo). Pt reports flossing most days, some bleeding lower left',
      'MED HX': 'No changes, amlodipine 5 mg, allergic to sulfa. BP 138/86',
      PERIO:
        'PSR 3 2 3 / 3 2 3. Pockets 4-5 mm #2, #15, #18, #31, BOP 18%. Calculus lower anteriors + interproximal molars',
      INTRA: 'No new caries',
      DENTAL: [['31', 'Mobility grade I']],
      RADIO: 'BWX not due (taken 6 mo ago)',
      DX: ['Periodontitis stage III grade B (stable)'],
      CONSULT: 'Discussed re-referral to periodontist if pockets deepen; pt prefers to continue here',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth w/ Cavitron + hand instruments',
        'Polished',
        'OHI: interdental brushes #18, #31',
      ],
      'F/U': 'Recall 3 months perio maintenance',
    },
  }),
  defineCase({
    id: 'h48-27-us-asr-universal-speakers-1-2-3-pregnant-fractured-mp-cusp-3-irm-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript: [
      "Speaker 3: she's here for an emergency she broke a tooth on the upper right",
      'Speaker 1: hi what happened',
      "Speaker 2: I was eating popcorn last night and a piece of my tooth came off it's not really painful just sharp on my tongue",
      'Speaker 1: any changes to your health or medications',
      "Speaker 2: I'm pregnant about twenty weeks and I just take prenatal vitamins",
      'Speaker 1: congratulations any allergies',
      'Speaker 2: no',
      'Speaker 1: medical history twenty weeks pregnant prenatal vitamins no allergies',
      'Speaker 1: extraoral wnl number three large mesial occlusal amalgam fractured mesiopalatal cusp dentin exposed no caries not tender to percussion cold normal numbers two and four sound',
      'Speaker 3: number three fractured mp cusp',
      'Speaker 1: diagnosis fractured cusp number three',
      "Speaker 1: a piece of the tooth next to the old silver filling broke off the nerve looks fine it'll need a crown but since you're pregnant we'll put a temporary filling in today and do the crown after the baby's born unless it starts hurting",
      "Speaker 2: okay let's do that",
      'Speaker 1: no anesthetic needed sharp edges smoothed irm temporary filling placed on number three occlusion checked',
      'Speaker 1: try not to chew on that side and call us if it starts aching',
      'Speaker 2: will the temporary last that long',
      "Speaker 1: it should last a few months and we'll check it at your cleaning",
      'Speaker 1: next visit crown prep number three after delivery',
    ].join('\n'),
    expect: {
      CC: "Emergency. She broke a tooth on the upper right. I was eating popcorn last night and a piece of my tooth came off. It's not really painful just sharp on my tongue",
      'MED HX': '20 weeks pregnant. Prenatal vitamins. No allergies',
      EXTRA: 'WNL',
      DENTAL: [
        [
          '3',
          'Large MO amalgam fractured MP cusp dentin exposed no caries not tender to percussion cold normal',
          'MP cusp',
        ],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      DX: ['Fractured cusp #3'],
      CONSULT:
        "Piece of the tooth next to the old silver filling broke off. Nerve looks fine. It'll need a crown but since you're pregnant we'll put a temporary filling in today and do the crown after the baby's born unless it starts hurting. Let's do that. Try not to chew on that side and call us if it starts aching. Will the temporary last that long. It should last a few months and we'll check it at your cleaning",
      TX: ['No anesthetic needed', 'Sharp edges smoothed', 'IRM temporary filling placed #3', 'Occlusion checked'],
      NV: ['Crown prep #3 after delivery'],
    },
  }),

  // ---------------------------------------------------------------- 4. US family practice with many children (Universal, letters)
  defineCase({
    id: 'h48-28-us-asr-universal-child-6-checkup-mom-k-do-caries-prophy-varnish-book-filling',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi buddy come on up in the chair six year old with mom here for his six month checkup any problems he's been complaining his food gets stuck on the bottom left any health problems medicines or allergies he has eczema and uses a cream no allergies medical history eczema topical steroid cream no allergies let's count your teeth open big extraoral wnl intraoral soft tissues normal gingiva healthy light plaque letters a b i and j sound letter k distal occlusal caries letter l sound letter s occlusal sealant intact letter t sound numbers three and fourteen not erupted numbers nineteen and thirty partially erupted two bitewings taken letter k distal caries into dentin letter l mesial caries in enamel prophy done fluoride varnish applied he was awesome he has a cavity between the back teeth on the bottom left that's why food is getting stuck we'll fix it with a tooth colored filling the one next to it is just starting so we'll watch it and keep it clean with floss his six year molars are coming in and we'll seal them when they're fully up does he need numbing for the filling probably a little bit yes we'll use the numbing jelly first let's book him for a filling on letter k in two weeks recall six months",
    expect: {
      CC: "His 6 month checkup. He's been complaining his food gets stuck on the bottom left",
      'MED HX': 'Eczema. Topical steroid cream. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Light plaque',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'DO caries'],
        ['L', 'Sound'],
        ['S', 'O sealant intact'],
        ['T', 'Sound'],
        ['3', 'Not erupted'],
        ['14', 'Not erupted'],
        ['19', 'Partially erupted'],
        ['30', 'Partially erupted'],
      ],
      RADIO: '2 bitewings taken. #K distal caries into dentin. #L mesial caries in enamel',
      CONSULT:
        "He has a cavity between the back teeth on the bottom left. That's why food is getting stuck. We'll fix it with a tooth colored filling. One next to it is just starting so we'll watch it and keep it clean with floss. His 6 year molars are coming in and we'll seal them when they're fully up. Does he need numbing for the filling. Probably a little bit yes. We'll use the numbing jelly first",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy done', 'Fluoride varnish applied'],
      NOTES: '6 year old with mom. He was awesome',
      NV: ['Filling #K in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h48-29-us-asr-universal-speakers-child-8-sealants-3-14-19-30-mom-questions',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript: [
      'Speaker 1: hey there are you ready for your tooth raincoats',
      'Speaker 2: yeah',
      'Speaker 1: eight year old with mom here for sealants on his four permanent molars anything new with his health',
      "Speaker 3: he's healthy and no allergies to medicines he did start an allergy pill for hay fever cetirizine",
      'Speaker 1: okay medical history healthy cetirizine for seasonal allergies no drug allergies',
      'Speaker 1: numbers three fourteen nineteen and thirty fully erupted deep grooves no caries letters a j k and t sound',
      'Speaker 1: isolated number three and fourteen with cotton rolls and dri angles etched rinsed dried fissure sealants placed number three and fourteen cured',
      'Speaker 1: then isolated nineteen and thirty etched rinsed dried fissure sealants placed nineteen and thirty cured',
      'Speaker 1: all checked with an explorer occlusion checked',
      'Speaker 3: how long do they last',
      'Speaker 1: usually several years we check them at every cleaning and repair them if a bit chips off',
      'Speaker 3: and can he eat normally',
      'Speaker 1: yes right away',
      'Speaker 1: he did amazing',
      'Speaker 1: recall six months with his cleaning',
    ].join('\n'),
    expect: {
      CC: 'Sealants on his 4 permanent molars',
      'MED HX': 'Healthy. Cetirizine for seasonal allergies. No drug allergies',
      DENTAL: [
        ['3', 'Fully erupted deep grooves no caries'],
        ['14', 'Fully erupted deep grooves no caries'],
        ['19', 'Fully erupted deep grooves no caries'],
        ['30', 'Fully erupted deep grooves no caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      CONSULT:
        'How long do they last. Usually several years. We check them at every cleaning and repair them if a bit chips off. Can he eat normally. Yes right away',
      'TX TODAY': ['Fissure sealants #3, #14', 'Fissure sealants #19, #30'],
      TX: [
        'Isolated #3, #14 with cotton rolls and Dri-Angles',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants placed #3, #14',
        'Cured',
        'Isolated #19, #30',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants placed #19, #30',
        'Cured',
        'All checked with an explorer',
        'Occlusion checked',
      ],
      NOTES: '8 year old with mom. He did amazing',
      'F/U': 'Recall 6 months with his cleaning',
    },
  }),
  defineCase({
    id: 'h48-30-us-asr-universal-toddler-3-first-visit-sdf-e-f-consent-form-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi sweetie hi mom come on in we'll do this knee to knee so you sit facing me and she lies back on my lap three year old with mom first dental visit mom says she has brown spots on her top front teeth and she still has a bottle of milk at bedtime any health problems medicines or allergies she had ear tubes last year otherwise she's healthy no allergies no medicines medical history ear tubes last year healthy no allergies no medications soft tissues normal heavy plaque upper incisors letters e and f facial caries cavitated letters d and g white spot lesions letters a j k and t sound diagnosis early childhood caries high caries risk the brown spots are cavities we can stop them with a liquid called silver diamine fluoride it turns the spots black but stops them getting bigger the other option is fillings which may need sedation at her age mom wants the silver diamine fluoride she understands the staining is permanent consent form signed silver diamine fluoride applied letters e and f one minute fluoride varnish applied all teeth tooth brushing demonstrated with a smear of fluoride toothpaste no bottle at bed or water only and wipe or brush after milk she cried a little but did great recall in three months",
    appends: [
      'add to notes mom works nights so grandma may bring her next time',
      'next visit reapply sdf letters e and f and fluoride varnish',
    ],
    expect: {
      CC: 'First dental visit. Mom says she has brown spots on her top front teeth and she still has a bottle of milk at bedtime',
      'MED HX': 'Ear tubes last year. Healthy. No allergies. No medications',
      INTRA: 'Soft tissues normal',
      PERIO: 'Heavy plaque upper incisors',
      DENTAL: [
        ['E', 'F caries cavitated'],
        ['F', 'F caries cavitated'],
        ['D', 'White spot lesions'],
        ['G', 'White spot lesions'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      DX: ['Early childhood caries', 'High caries risk'],
      CONSULT:
        'Brown spots are cavities. We can stop them with a liquid called silver diamine fluoride. It turns the spots black but stops them getting bigger. Other option is fillings which may need sedation at her age. Mom wants the silver diamine fluoride. She understands the staining is permanent. No bottle at bed or water only and wipe or brush after milk',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['SDF #E, #F', 'Fluoride varnish'],
      TX: [
        'Silver diamine fluoride applied #E, #F 1 minute',
        'Fluoride varnish applied all teeth',
        'Tooth brushing demonstrated with a smear of fluoride toothpaste',
      ],
      NOTES: '3 year old with mom. She cried a little but did great. Mom works nights so grandma may bring her next time',
      NV: ['Reapply SDF #E, #F', 'Fluoride varnish'],
      'F/U': 'Recall in 3 months',
    },
  }),
  defineCase({
    id: 'h48-31-us-typed-universal-child-5-pulpotomy-ssc-l-nitrous-dad',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "5 y/o w/ dad. Here for pulpotomy + SSC #L, dx'd at last visit (deep DO caries). No pain. Med hx: healthy, NKDA. Wt 20 kg. #L DO cavity, not mobile, no swelling. Nitrous oxide 30%. Topical. LA 1 carpule lidocaine 2% 1:100,000 epi, left IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #L, hemostasis w/ cotton pellet in 2 min. MTA placed over pulp stumps, IRM. Tooth prepared, SSC #L size 4 fitted, cemented w/ Ketac Cem. Occlusion checked. 100% O2 5 min. Pt cooperative. POI to dad. Watch for lip biting. Recall 3 months.",
    expect: {
      CC: "Pulpotomy + SSC #L, dx'd at last visit (deep DO caries). No pain",
      'MED HX': 'Healthy, NKDA. Wt 20 kg',
      DENTAL: [['L', 'DO cavity, not mobile, no swelling']],
      CONSULT: 'Watch for lip biting',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Nitrous oxide 30%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #L',
        'Hemostasis w/ cotton pellet in 2 min',
        'MTA placed over pulp stumps',
        'IRM',
        'Tooth prepared',
        'SSC #L size 4 fitted',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 5 min',
        'POI to dad',
      ],
      NOTES: '5 y/o w/ dad. Pt cooperative',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h48-32-us-asr-universal-teen-14-checkup-braces-ortho-referral-gingivitis',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on back fourteen year old here for her checkup dad's in the waiting room anything bothering you I really want braces my front teeth are crooked anything new with your health I have asthma I use an inhaler sometimes any allergies amoxicillin gives me a rash medical history asthma albuterol as needed allergic to amoxicillin rash extraoral wnl intraoral soft tissues normal gingivitis around the lower anteriors moderate plaque class two division one incisors overjet seven millimeters crowding lower anteriors numbers eight and nine proclined numbers two and fifteen erupted deep grooves no caries numbers three fourteen nineteen and thirty sealants intact number eighteen occlusal caries two bitewings taken no interproximal caries number eighteen occlusal into enamel only diagnosis gingivitis class two malocclusion prophy oral hygiene instruction floss daily and brush along the gumline fluoride varnish your gums are bleeding because of plaque so floss every day you've got an overbite and crowding so I'll refer you to an orthodontist they'll do a consult it's best to get your gums healthy before braces will insurance pay for braces that depends on your dad's plan the orthodontist's office will check referral to orthodontist for assessment next visit fissure sealants on two and fifteen and preventive resin on eighteen recall six months",
    expect: {
      CC: 'Her checkup. I really want braces. My front teeth are crooked',
      'MED HX': 'Asthma. Albuterol as needed. Allergic to amoxicillin rash',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues normal. Class 2 division 1 incisors. Overjet 7 mm. Crowding lower anteriors',
      PERIO: 'Gingivitis around the lower anteriors. Moderate plaque',
      DENTAL: [
        ['8', 'Proclined'],
        ['9', 'Proclined'],
        ['2', 'Erupted deep grooves no caries'],
        ['15', 'Erupted deep grooves no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['18', 'O caries'],
      ],
      RADIO: '2 bitewings taken. No interproximal caries. #18 occlusal into enamel only',
      DX: ['Gingivitis', 'Class 2 malocclusion'],
      CONSULT:
        "Your gums are bleeding because of plaque so floss every day. You've got an overbite and crowding so I'll refer you to an orthodontist. They'll do a consult. It's best to get your gums healthy before braces. Will insurance pay for braces. That depends on your dad's plan. Orthodontist's office will check",
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'Oral hygiene instruction floss daily and brush along the gumline', 'Fluoride varnish'],
      'TX PLAN': ['Referral to orthodontist for assessment'],
      NOTES: "14 year old. Dad's in the waiting room",
      NV: ['Fissure sealants #2, #15', 'Preventive resin #18'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h48-33-us-asr-universal-speakers-timestamps-punctuated-child-trauma-8-mi-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript: [
      "[00:00:01] Assistant: He's here for an emergency. Eight-year-old with his dad. He fell off his scooter this morning.",
      '[00:00:06] Dentist: Hi, buddy. Tell me what happened.',
      "[00:00:09] Parent: He went over the handlebars about nine this morning and hit his front tooth on the sidewalk. A corner broke off. He didn't hit his head, and there was a little bleeding from the lip.",
      '[00:00:18] Patient: It hurts when I drink cold stuff.',
      '[00:00:21] Dentist: Any medical problems, medicines or allergies? Is his tetanus up to date?',
      "[00:00:25] Parent: He's healthy, no allergies, and yes, his tetanus is up to date.",
      '[00:00:29] Dentist: Medical history: healthy, no allergies, tetanus up to date.',
      '[00:00:34] Dentist: Extraoral: small abrasion on the chin, upper lip swollen, no lacerations. Intraoral: soft tissues otherwise normal.',
      '[00:00:41] Dentist: Number eight, enamel-dentin fracture of the mesial incisal corner, no pulp exposure, not mobile, not tender to percussion, cold positive. Number nine, sound, not mobile. Numbers seven and ten erupting, normal.',
      '[00:00:53] Assistant: Number eight, enamel-dentin fracture.',
      '[00:00:55] Dentist: PA of eight and nine: no root fracture, open apices, no displacement.',
      '[00:01:01] Dentist: Diagnosis: uncomplicated crown fracture of number eight.',
      "[00:01:05] Dentist: The nerve isn't showing, which is good. I'll cover the exposed part with a tooth-colored filling today to protect it. There's a chance the nerve could get sick later, so we'll watch it with x-rays. Is that okay?",
      '[00:01:16] Parent: Yes, go ahead.',
      '[00:01:17] Dentist: Verbal consent from dad.',
      '[00:01:20] Dentist: Topical, then one carpule lidocaine two percent one to one hundred thousand epi, labial infiltration number eight.',
      '[00:02:45] Dentist: Isolation with cotton rolls. Bevel, etch, bond. Mesial incisal composite on number eight, shade A1. Cured, shaped, polished. Occlusion checked.',
      '[00:05:12] Dentist: Soft foods for a few days, and keep it really clean. If it gets dark or the gum gets a bump, call us.',
      '[00:05:19] Parent: Should he wear a mouthguard for his scooter?',
      '[00:05:22] Dentist: A helmet with a face guard would help, and a mouthguard for sports.',
      '[00:05:27] Dentist: He was super brave.',
      '[00:05:29] Dentist: Follow up in six to eight weeks with a PA and cold test on number eight.',
    ].join('\n'),
    expect: {
      CC: "Emergency. He fell off his scooter this morning. He went over the handlebars about 9 this morning and hit his front tooth on the sidewalk. A corner broke off. He didn't hit his head, and there was a little bleeding from the lip. It hurts when I drink cold stuff",
      'MED HX': 'Healthy, no allergies, tetanus up to date',
      EXTRA: 'Small abrasion on the chin, upper lip swollen, no lacerations',
      INTRA: 'Soft tissues otherwise normal',
      DENTAL: [
        [
          '8',
          'Enamel-dentin fracture of the MI corner, no pulp exposure, not mobile, not tender to percussion, cold positive',
          'MI corner',
        ],
        ['9', 'Sound, not mobile'],
        ['7', 'Erupting, normal'],
        ['10', 'Erupting, normal'],
      ],
      RADIO: 'PA of #8 and #9: no root fracture, open apices, no displacement',
      DX: ['Uncomplicated crown fracture of #8'],
      CONSULT:
        "Nerve isn't showing, which is good. I'll cover the exposed part with a tooth-colored filling today to protect it. There's a chance the nerve could get sick later, so we'll watch it with x-rays. Soft foods for a few days, and keep it really clean. If it gets dark or the gum gets a bump, call us. Should he wear a mouthguard for his scooter? Helmet with a face guard would help, and a mouthguard for sports",
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Isolation with cotton rolls',
        'Bevel',
        'Etch',
        'Bond',
        'MI composite #8',
        'Shade A1',
        'Cured',
        'Shaped',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: '8-year-old with his dad. He was super brave',
      'F/U': 'Follow up in 6 to 8 weeks with a PA and cold test on #8',
    },
  }),
  defineCase({
    id: 'h48-34-us-asr-universal-child-7-over-retained-o-p-extraction-lingual-eruption',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in seven year old with mom here because her new bottom front teeth are coming in behind the baby teeth mom noticed it two weeks ago no pain any health problems medicines allergies no she's healthy medical history healthy no meds nkda intraoral soft tissues normal numbers twenty four and twenty five erupting lingual to the primary incisors letters o and p not mobile roots not resorbed letters n and q slightly mobile pa lower anteriors letters o and p roots intact diagnosis over retained primary incisors letters o and p the baby teeth haven't loosened so the new ones came in behind we should take out the two baby teeth so the adult teeth can move forward with the tongue are you okay with that yes verbal consent from mom topical gel one carpule lidocaine two percent one to one hundred thousand epi lingual and labial infiltration lower anteriors you're doing great extracted letters o and p with forceps roots complete bit on gauze hemostasis achieved she was a champ keep the gauze in for twenty minutes no straws today soft foods tonight the adult teeth will drift forward over the next few months she asked if the tooth fairy still comes for these yes she does recall as scheduled in three months to check the position",
    expect: {
      CC: 'Her new bottom front teeth are coming in behind the baby teeth. Mom noticed it 2 weeks ago. No pain',
      'MED HX': 'Healthy. No meds. NKDA',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['24', 'Erupting lingual to the primary incisors'],
        ['25', 'Erupting lingual to the primary incisors'],
        ['O', 'Not mobile roots not resorbed'],
        ['P', 'Not mobile roots not resorbed'],
        ['N', 'Slightly mobile'],
        ['Q', 'Slightly mobile'],
      ],
      RADIO: 'PA lower anteriors #O and #P roots intact',
      DX: ['Over retained primary incisors #O, #P'],
      CONSULT:
        "Baby teeth haven't loosened so the new ones came in behind. We should take out the 2 baby teeth so the adult teeth can move forward with the tongue. Keep the gauze in for 20 minutes. No straws today. Soft foods tonight. Adult teeth will drift forward over the next few months. She asked if the tooth fairy still comes for these. Yes she does",
      CONSENT: 'Verbal consent from mom',
      'TX TODAY': ['Extraction #O, #P'],
      TX: [
        'Topical gel',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, lingual infiltration + labial infiltration lower anteriors',
        'Extracted #O, #P with forceps',
        'Roots complete',
        'Bit on gauze',
        'Hemostasis achieved',
      ],
      NOTES: '7 year old with mom. She was a champ',
      'F/U': 'Recall as scheduled in 3 months to check the position',
    },
  }),
  defineCase({
    id: 'h48-35-us-typed-universal-child-12-o-composite-19-fissure-sealant-18-mom',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '12 y/o w/ mom. Here for O composite #19 (dx at recall). No sensitivity. Med hx: ADHD, methylphenidate, NKDA. #19 O caries, stained pit, no TTP. #18 erupted, deep fissures, no caries. #20 sound. Topical. LA 1 carpule articaine 4% 1:100,000 epi, buccal infiltration #19. Rubber dam. Caries removed, into dentin, no exposure. Etch, bond, O composite #19 (Filtek Z250 A2). Cured. Fissure sealant #18 (Clinpro), cured. Occlusion checked. POI given. Mom asked about sealing #31: not erupted yet, will seal when it comes in. Recall 6 months.',
    expect: {
      CC: 'O composite #19 (dx at recall). No sensitivity',
      'MED HX': 'ADHD, methylphenidate, NKDA',
      DENTAL: [
        ['19', 'O caries, stained pit, no TTP'],
        ['18', 'Erupted, deep fissures, no caries'],
        ['20', 'Sound'],
      ],
      CONSULT: 'Mom asked about sealing #31: not erupted yet, will seal when it comes in',
      'TX TODAY': ['O composite #19', 'Fissure sealant #18'],
      TX: [
        'Topical',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam',
        'Caries removed',
        'Into dentin',
        'No exposure',
        'Etch',
        'Bond',
        'O composite #19 (Filtek Z250 A2)',
        'Cured',
        'Fissure sealant #18 (Clinpro)',
        'Cured',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: '12 y/o w/ mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h48-36-us-typed-universal-teen-16-exam-prophy-sports-mouthguard-impressions-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '16 y/o, plays high school football. Periodic exam + prophy. Lost his old mouthguard, wants a custom one. Med hx: healthy, NKDA. EO: WNL. IO: WNL. Gingiva mildly inflamed lower anteriors, PSR 1 1 1 / 1 2 1. #3, #14, #19, #30 sealants intact. #2, #15, #18, #31 erupted, no caries. No BWX today (taken 6 months ago). Prophy, OHI flossing. Alginate impressions upper for custom sports mouthguard, shade blue/white chosen. Discussed wearing it at every practice and game. NV: deliver mouthguard 1 week. Recall 6 months.',
    appends: ['Add to notes: mom will pick up the mouthguard.', 'Change 1 week to 2 weeks.'],
    expect: {
      CC: 'Periodic exam + prophy. Lost his old mouthguard, wants a custom one',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Gingiva mildly inflamed lower anteriors, PSR 1 1 1 / 1 2 1',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['2', 'Erupted, no caries'],
        ['15', 'Erupted, no caries'],
        ['18', 'Erupted, no caries'],
        ['31', 'Erupted, no caries'],
      ],
      RADIO: 'No BWX today (taken 6 months ago)',
      CONSULT: 'Discussed wearing it at every practice and game',
      'TX TODAY': ['Prophy', 'OHI', 'Impressions'],
      TX: ['Prophy', 'OHI flossing', 'Alginate impressions upper for custom sports mouthguard', 'Shade blue/white chosen'],
      NOTES: '16 y/o, plays high school football. Mom will pick up the mouthguard',
      NV: ['Deliver mouthguard 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
];
