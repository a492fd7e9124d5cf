// A ninety-ninth development batch (ids cw01–cw30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is acute dental infections, facial swellings
// and facial / dental trauma seen urgently — in a hospital on-call, an urgent dental care centre, emergency departments,
// an oral surgery service and a South African state clinic — dictated the way each clinician really dictates: vital
// signs (temperature, pulse, blood pressure, sats, NEWS / SIRS, sepsis screening), trismus measured as interincisal
// opening, airway, voice, swallowing and floor-of-mouth checks, buccal, canine, submandibular, submasseteric and
// pterygomandibular space swellings, Ludwig's angina, incision and drainage intra- or extra-orally with drains,
// extraction of the cause under LA, oral and IV antibiotics with doses, cannulas, bloods and IV fluids, admission and
// theatre plans, CT, OPG and panorex reports, mandible and condyle fractures after assaults and falls, dentoalveolar
// injuries (luxation, intrusion, avulsion and replantation, crown fractures) with splinting and lip repair, tetanus
// status and boosters, safeguarding remarks, discharge advice and return precautions. Five clinicians, six visits each:
//   cw01–cw06 a UK dental core trainee on the maxillofacial on-call rota (FDI, all recogniser-style): a left
//     submandibular space infection from 38 admitted for IV co-amoxiclav, CT and theatre, a bilateral mandible fracture
//     after an assault with a step in the occlusion (rule 7), a child's buccal abscess from 84 with a dental neglect
//     safeguarding referral, pericoronitis 48 with trismus irrigated under the operculum (appended dictation), a
//     cyclist's lateral luxation of 11 and 21 repositioned and splinted with a lip laceration irrigated and sutured,
//     Ludwig's angina with sepsis taken to emergency theatre;
//   cw07–cw12 a UK urgent dental care dentist (FDI, typed): an acute apical abscess 36 extracted with pus through the
//     socket, a child's uncomplicated crown fracture 11 with an MI composite bandage, a pregnant patient's spreading
//     infection from 13 referred same day to OMFS, a localised abscess 26 drained with pulp extirpation (appended
//     dictation), a suspected mandible fracture after a partner's assault with a safeguarding note, an infected socket
//     after an extraction elsewhere;
//   cw13–cw18 a US emergency-department dentist (Universal, all recogniser-style): a buccal space abscess #3 extracted,
//     drained with a Penrose drain and discharged, a baseball avulsion of #8 replanted and splinted, a right
//     submandibular abscess from #31 admitted for the operating room (appended dictation), a left subcondylar fracture
//     after an assault with Tdap given, an irreversible pulpitis #14 given a bupivacaine infiltration and no antibiotics,
//     a five-year-old's facial cellulitis from #S admitted with a social work referral;
//   cw19–cw24 a US oral surgery resident (Universal, typed): a submasseteric / pterygomandibular abscess from #17 with
//     severe trismus booked for the OR, a canine space abscess #6 drained intraorally and irrigated, an open mandibular
//     body fracture with a bridle wire, a POD1 ward note after I&D and extractions (appended dictation), an 81-year-old's
//     dentoalveolar fracture splinted with a through-and-through lip laceration, a post-operative infection at the #17
//     site drained and packed;
//   cw25–cw30 a South African dentist at a state hospital (FDI; cw25, cw27, cw29 recogniser-style, cw26, cw28, cw30
//     typed): an HIV-positive patient's buccal space abscess from 46 extracted and drained with a corrugated drain and a
//     nurse aside, a child's intrusion 11 and crown fracture 21 with a GIC bandage, a diabetic's submandibular infection
//     from 36 extracted and admitted, a child's abscess on 75 extracted (appended dictation), a mandible fracture after an
//     assault with tet tox and a J88, a two-day review with drain removal.
// UK style 18 (FDI; the South African dentist writes British), US 12 (Universal, primary letters in cw18); 15
// recogniser-style (lower case, number words, fillers, "sorry" corrections, one nurse aside) and 15 typed (UK urgent care
// shorthand, US resident consult shorthand, South African clinic shorthand); five cases with appended dictation (cw04,
// cw15 recogniser "add to notes …" / "change … to …"; cw10, cw22, cw28 typed "Add to notes: …" / "Change … to …").
// DENTAL in 29 cases (not cw22).
//
// Judgement calls where the contract was silent:
// - Vital signs and the screens built on them (temperature, pulse / heart rate, blood pressure, resp rate, sats, NEWS
//   score, "sepsis screen …", "meets SIRS criteria", typed "Vitals: …" / "T 37.9, HR 96") are extra-oral findings (EXTRA,
//   as more56 bf05 put the temperature there), also when said before the "extra oral" word; "vitals" is no header of the
//   table, so it stays. So are trismus and mouth opening ("trismus interincisal opening 18 mm", "MIO 12 mm"), voice,
//   drooling, secretions, swallowing, stridor, neck and eye findings; floor of mouth, tongue, uvula, sulcus and
//   occlusion findings are INTRA.
// - A tooth named only as a place makes no chart entry (rule 7): "operculum over 48", "step in the occlusion between 43
//   and 44", "gingival tear lingual to 43", "46 socket: …", "#17 site: …", "buccal sulcus 13-15", "R maxillary vestibule
//   #5-#7", "fluctuant buccal swelling at 75" are INTRA; a swelling said inside a tooth's own run ("letter s grossly
//   carious mobile with buccal swelling") stays in its chart entry (as more58). A segment said without teeth ("lower
//   incisor dentoalveolar segment mobile as a unit") is INTRA.
// - Radiographs and scans reported today (OPG, PA mandible, upper standard occlusal, panorex, CT with or without
//   contrast, a post-op periapical after replantation) are RADIO, and "radiographs not taken today" / "No OPG at UDC" /
//   "No radiograph taken (…)" are RADIO (as more58); a scan only ordered for later ("CT neck with contrast tonight" after
//   "plan") is TX PLAN. A film taken during a step keeps it ("position checked with a PA", as more56).
// - Lab results ("Labs: WBC 11.2 …") are NOTES; drawing bloods or labs, siting a cannula, IV fluids, IV or oral drugs
//   given, "sepsis six completed" and prescriptions are TX items in order. Antibiotics already started elsewhere for the
//   complaint ("GP started amoxicillin 2 days ago", "was given clindamycin at urgent care", "Still taking the
//   Augmentin") stay in the CC story (as more58 kept a reported habit in the CC).
// - Admission, theatre / OR plans, intubation plans, NPO / nil by mouth, ITU beds and referrals (to OMFS, A&E,
//   endodontist, community clinic, maxillofacial at the academic hospital, own GDP) are TX PLAN, as referrals for
//   treatment elsewhere; in asr plans each step a careful writer would separate is its own item.
// - Discussions with other clinicians (the maxfax registrar, oral surgery on call, anaesthetics and ENT informed,
//   pediatrics consulted, the attending, the medicine team) are CONSULT, with what the patient was told and decided;
//   consent lines ("consent form one signed" → "Consent form 1 signed", "Written consent signed for OR", "Verbal consent
//   (capacity assessed, understands)") are CONSENT.
// - Safeguarding remarks (dental neglect concerns and the form, a disclosed assault by a partner with the helpline and
//   GP informed, social work consulted, "no dental home", police report, "J88 completed for the police", "facility
//   informed", "History consistent with injury, no concerns") are NOTES, as are a referral letter handed over and who
//   came with the patient. A patient's age is NOTES (as more58), also when it opens the complaint ("twenty four year old
//   man assaulted last night" → NOTES "24 year old man", CC "Assaulted last night").
// - Tetanus status is MED HX ("tetanus up to date", "Td 4 yrs ago", "Tetanus status unknown"); a booster given today
//   ("tetanus booster already given in ED", "Tdap given", "tet tox given") is a TX item.
// - Advice said as advice ("advised …", "Instructed warm salt water rinses …", "Analgesia advice: …", soft diet, no
//   contact sports, not to drive) is CONSULT (as more58); typed post-op instructions with their content ("POI to mum: …",
//   "POIG verbal + written") stay TX items (as more56 bf27).
// - Return precautions and disposition ("return to the ED if …", "Call 999 if …", "A&E if …", "go to the hospital if …",
//   "come back in 2 days for drain removal", "F/u OMFS clinic 48 h for drain removal", "discharged home", "Discharged")
//   are F/U; "next visit …" and "NV: …" give NV items, also a review said after "NV:".
// - Titles: an I&D is "Incision and drainage" with no tooth (the tooth it is near is a place); "irrigated" of a wound,
//   abscess cavity or operculum ("lip laceration irrigated with saline", "Irrigated w/ NS" after the I&D, "irrigated
//   under the operculum") is "Irrigation", while a socket or canals irrigated give no title; "flexible splint 13 to 23
//   with point four millimetre wire and composite" → "Splint 13 to 23" (adjective dropped as more56; the composite is a
//   material it is done with, so no filling title); "MI composite 11 as a bandage" → "MI composite 11" and "M GIC 21
//   placed as a bandage" → "M GIC 21", but "Exposed dentine covered with GIC" and "sealed with Vitrebond" are no titles;
//   replantation, repositioning, sutures, drains, a bridle wire, smoothing an edge, Alvogyl, drain removal and
//   "Drain shortened" are no titles. Reviews whose CC says the work was done before ("after XLA 46 by own GDP 5 days
//   ago", "POD1 s/p extraoral I&D …", "10 days after surgical XLA #17", "post I&D + XLA 36") take no title from the CC.
// - "fractured" / "fracture" gives the fracture field: "enamel dentine fracture of the incisal edge" → "Incisal edge",
//   "fractured incisal edge" → "Incisal edge", "Enamel-dentine fracture MI corner" → "MI corner", "fractured crown" →
//   "Crown"; luxation, intrusion and avulsion give none.
// - Numbers and words: "one hundred and eighteen" → 118, "one oh one point two" → 101.2, "one fifty over ninety five" →
//   150/95, "news score eight" → "NEWS score 8", "sepsis six" → "Sepsis 6", "point four millimetre" → "0.4 mm", "five o
//   vicryl rapide" → "5-0 Vicryl Rapide", "three by two centimeters" → "3 by 2 cm", "ten milliliters" → "10 ml", "one
//   gram" → "1 g", "j eighty eight" → "J88"; recogniser drug and brand names as their makers write them (co-amoxiclav,
//   Augmentin, Unasyn, Calpol, Panado, Tylenol, Vitrebond); "lignocaine" stays as said in an LA line; "post op" →
//   "Post-op". Teeth said together in list items are "84, 85, 74", "#31, #32", "Lateral luxation 11, 21"; in text
//   fields they keep "and".
// - Appends: "add to notes …" adds to NOTES; "change X to Y" edits the one place X is said (cw04 "two weeks" only in NV,
//   cw10 "Ledermix" only in TX, cw15 "twenty two millimeters" only in EXTRA, cw22 "600 mg" only in TX PLAN, cw28 "1/52"
//   only in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more99Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK DCT on maxfax on-call (FDI, recogniser-style)
  defineCase({
    id: 'cw01-uk-asr-fdi-dct-submandibular-38-sepsis-screen-trismus-admit-ct-theatre',
    style: 'UK',
    asr: true,
    transcript:
      "um referred by the ed registrar with left sided facial swelling for three days getting worse difficulty opening and painful swallowing since last night no difficulty breathing medical history asthma uses a salbutamol inhaler no allergies smokes ten a day extra oral temperature thirty eight point four pulse one hundred and eight sorry one hundred and eighteen blood pressure one twenty two over seventy six sats ninety eight percent on room air sepsis screen no red flags tender firm swelling left submandibular region not crossing the midline trismus interincisal opening eighteen millimetres voice normal no drooling managing own secretions intra oral floor of mouth soft not raised tongue not elevated three eight partially erupted grossly carious tender to percussion three seven disto occlusal amalgam sound opg three eight distoangular with caries into the pulp and a periapical radiolucency diagnosis left submandibular space infection from three eight explained he needs admission iv antibiotics and the tooth out under general anaesthetic he's happy with that cannula sited bloods sent for fbc and crp iv co amoxiclav one point two grams given iv fluids started plan admit under maxfax ct neck with contrast tonight continue iv co amoxiclav one point two grams tds extraoral incision and drainage and extraction of three eight under ga tomorrow nil by mouth from midnight",
    expect: {
      CC: 'Referred by the ED registrar with left sided facial swelling for 3 days getting worse. Difficulty opening and painful swallowing since last night. No difficulty breathing',
      'MED HX': 'Asthma. Uses a salbutamol inhaler. No allergies. Smokes 10 a day',
      EXTRA:
        'Temperature 38.4. Pulse 118. Blood pressure 122/76. Sats 98% on room air. Sepsis screen no red flags. Tender firm swelling left submandibular region not crossing the midline. Trismus interincisal opening 18 mm. Voice normal. No drooling. Managing own secretions',
      INTRA: 'Floor of mouth soft not raised. Tongue not elevated',
      DENTAL: [
        ['38', 'Partially erupted grossly carious tender to percussion'],
        ['37', 'DO amalgam sound'],
      ],
      RADIO: 'OPG 38 distoangular with caries into the pulp and a periapical radiolucency',
      DX: ['Left submandibular space infection from 38'],
      CONSULT:
        "Explained he needs admission IV antibiotics and the tooth out under general anaesthetic. He's happy with that",
      TX: ['Cannula sited', 'Bloods sent for FBC and CRP', 'IV co-amoxiclav 1.2 g given', 'IV fluids started'],
      'TX PLAN': [
        'Admit under maxfax',
        'CT neck with contrast tonight',
        'Continue IV co-amoxiclav 1.2 g TDS',
        'Extraoral incision and drainage',
        'Extraction 38 under GA tomorrow',
        'Nil by mouth from midnight',
      ],
    },
  }),
  defineCase({
    id: 'cw02-uk-asr-fdi-dct-assault-mandible-fracture-step-43-44-sorry-orif-police',
    style: 'UK',
    asr: true,
    transcript:
      "twenty four year old man assaulted last night punched twice to the left side of the face no loss of consciousness no vomiting says his bite feels off and it hurts to open medical history fit and well no allergies tetanus up to date drinks about twenty units a week extra oral swelling and tenderness left angle of mandible two centimetre laceration on the chin already glued in ed numbness of the left lower lip mouth opening twenty five millimetres no other facial injuries intra oral step in the occlusion between three three and three four sorry between four three and four four sublingual haematoma gingival tear lingual to four three four four grade one mobile three eight partially erupted opg and pa mandible fracture right parasymphysis between four three and four four and left angle involving three eight diagnosis fractured mandible right parasymphysis and left angle discussed with the maxfax registrar explained he'll need plates under general anaesthetic he understands iv co amoxiclav one point two grams given chlorhexidine mouthwash prescribed plan admit under maxfax orif mandible tomorrow extraction of three eight at the same time notes he says he'll report it to the police",
    expect: {
      CC: 'Assaulted last night. Punched twice to the left side of the face. No loss of consciousness. No vomiting. Says his bite feels off. It hurts to open',
      'MED HX': 'Fit and well. No allergies. Tetanus up to date. Drinks about 20 units a week',
      EXTRA:
        'Swelling and tenderness left angle of mandible. 2 cm laceration on the chin already glued in ED. Numbness of the left lower lip. Mouth opening 25 mm. No other facial injuries',
      INTRA: 'Step in the occlusion between 43 and 44. Sublingual haematoma. Gingival tear lingual to 43',
      DENTAL: [
        ['44', 'Grade 1 mobile'],
        ['38', 'Partially erupted'],
      ],
      RADIO: 'OPG and PA mandible fracture right parasymphysis between 43 and 44 and left angle involving 38',
      DX: ['Fractured mandible right parasymphysis and left angle'],
      CONSULT:
        "Discussed with the maxfax registrar. Explained he'll need plates under general anaesthetic. He understands",
      TX: ['IV co-amoxiclav 1.2 g given', 'Chlorhexidine mouthwash prescribed'],
      'TX PLAN': ['Admit under maxfax', 'ORIF mandible tomorrow', 'Extraction 38 at the same time'],
      NOTES: "24 year old man. He says he'll report it to the police",
    },
  }),
  defineCase({
    id: 'cw03-uk-asr-fdi-dct-child-buccal-abscess-84-neglect-safeguarding-ga-list',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old girl brought in by mum with swelling right cheek since yesterday woke up with it eating and drinking ok had calpol at six this morning medical history fit and well no allergies vaccinations up to date extra oral temperature thirty eight point one pulse one hundred and twenty um right buccal swelling extending to the lower eyelid sorry not extending to the lower eyelid no lymphadenopathy mouth opening normal intra oral fluctuant buccal swelling adjacent to eight four eight four grossly carious tender eight five and seven four carious six five sound radiographs not taken today diagnosis dentoalveolar abscess eight four explained to mum she'll need the bad teeth out under general anaesthetic mum agrees advised paracetamol and ibuprofen regularly amoxicillin five hundred milligrams three times a day for five days prescribed plan extraction of eight four eight five and seven four under ga on the next paediatric list safeguarding concern possible dental neglect no dentist for three years discussed with mum and the ed safeguarding nurse form completed return to ed if the swelling spreads to the eye fever or not drinking",
    expect: {
      CC: 'Swelling right cheek since yesterday. Woke up with it. Eating and drinking ok. Had Calpol at 6 this morning',
      'MED HX': 'Fit and well. No allergies. Vaccinations up to date',
      EXTRA:
        'Temperature 38.1. Pulse 120. Right buccal swelling not extending to the lower eyelid. No lymphadenopathy. Mouth opening normal',
      INTRA: 'Fluctuant buccal swelling adjacent to 84',
      DENTAL: [
        ['84', 'Grossly carious tender'],
        ['85', 'Carious'],
        ['74', 'Carious'],
        ['65', 'Sound'],
      ],
      RADIO: 'Radiographs not taken today',
      DX: ['Dentoalveolar abscess 84'],
      CONSULT:
        "Explained to mum she'll need the bad teeth out under general anaesthetic. Mum agrees. Advised paracetamol and ibuprofen regularly",
      TX: ['Amoxicillin 500 mg 3 times a day for 5 days prescribed'],
      'TX PLAN': ['Extraction 84, 85, 74 under GA on the next paediatric list'],
      NOTES:
        '7 year old girl brought in by mum. Safeguarding concern possible dental neglect. No dentist for 3 years. Discussed with mum and the ED safeguarding nurse. Form completed',
      'F/U': 'Return to ED if the swelling spreads to the eye fever or not drinking',
    },
  }),
  defineCase({
    id: 'cw04-uk-asr-fdi-dct-pericoronitis-48-trismus-irrigation-metronidazole-appends',
    style: 'UK',
    asr: true,
    transcript:
      "referred from urgent dental care with painful swelling around the lower right wisdom tooth for four days difficulty opening medical history nil no allergies extra oral temperature thirty seven point two pulse eighty four sepsis screen negative mild swelling right angle of mandible tender right submandibular lymph node trismus interincisal opening twenty two sorry twenty eight millimetres swallowing normal intra oral floor of mouth soft operculum over four eight swollen and red pus on pressure four eight partially erupted mesioangular four seven sound opg four eight mesioangular no caries er no bone loss distal to four seven diagnosis pericoronitis four eight with trismus irrigated under the operculum with chlorhexidine rx metronidazole four hundred milligrams three times a day for five days advised hot salt water mouthwashes and analgesia discussed extraction of four eight under la once the trismus settles she'd like that next visit extraction four eight in oral surgery clinic in two weeks return to ed if difficulty swallowing or breathing",
    appends: ["add to notes she's a student and has exams next week", 'change two weeks to three weeks'],
    expect: {
      CC: 'Referred from urgent dental care with painful swelling around the lower right wisdom tooth for 4 days. Difficulty opening',
      'MED HX': 'Nil. No allergies',
      EXTRA:
        'Temperature 37.2. Pulse 84. Sepsis screen negative. Mild swelling right angle of mandible. Tender right submandibular lymph node. Trismus interincisal opening 28 mm. Swallowing normal',
      INTRA: 'Floor of mouth soft. Operculum over 48 swollen and red. Pus on pressure',
      DENTAL: [
        ['48', 'Partially erupted mesioangular'],
        ['47', 'Sound'],
      ],
      RADIO: 'OPG 48 mesioangular. No caries. No bone loss distal to 47',
      DX: ['Pericoronitis 48 with trismus'],
      CONSULT:
        "Advised hot salt water mouthwashes and analgesia. Discussed extraction of 48 under LA once the trismus settles. She'd like that",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Rx metronidazole 400 mg 3 times a day for 5 days'],
      NOTES: "She's a student and has exams next week",
      NV: ['Extraction 48 in oral surgery clinic in 3 weeks'],
      'F/U': 'Return to ED if difficulty swallowing or breathing',
    },
  }),
  defineCase({
    id: 'cw05-uk-asr-fdi-dct-cyclist-lateral-luxation-11-21-splint-13-23-lip-irrigated',
    style: 'UK',
    asr: true,
    transcript:
      "cyclist came off his bike this afternoon hit his face on the kerb he was wearing a helmet no loss of consciousness says his upper front teeth are pushed back medical history type one diabetes on an insulin pump allergic to penicillin rash tetanus last booster over ten years ago extra oral one point five centimetre laceration upper lip not through and through abrasions on the chin no tenderness over the mandible or zygomas mouth opening normal intra oral upper labial mucosa bruised one one palatally displaced locked in occlusion not mobile two one palatally displaced enamel dentine fracture of the incisal edge not mobile one two sound two two mobile grade one tender to percussion pa and upper standard occlusal one one and two one widened pdl no root fractures no alveolar fracture diagnosis lateral luxation one one and two one uncomplicated crown fracture two one explained the teeth need repositioning and splinting and the risk of losing the nerve verbal consent tetanus booster already given in ed la two cartridges lidocaine two percent one in eighty thousand adrenaline labial infiltration one one and two one and palatal infiltration repositioned one one and two one digitally position checked with a pa flexible splint one three to two three with point four millimetre wire and composite exposed dentine on two one sealed with vitrebond lip laceration irrigated with saline five o vicryl rapide sutures placed advised soft diet for two weeks and chlorhexidine mouthwash twice a day next visit splint removal in four weeks review in trauma clinic in one week",
    expect: {
      CC: 'Cyclist came off his bike this afternoon. Hit his face on the kerb. He was wearing a helmet. No loss of consciousness. Says his upper front teeth are pushed back',
      'MED HX': 'Type 1 diabetes on an insulin pump. Allergic to penicillin rash. Tetanus last booster over 10 years ago',
      EXTRA:
        '1.5 cm laceration upper lip not through and through. Abrasions on the chin. No tenderness over the mandible or zygomas. Mouth opening normal',
      INTRA: 'Upper labial mucosa bruised',
      DENTAL: [
        ['11', 'Palatally displaced locked in occlusion not mobile'],
        ['21', 'Palatally displaced enamel dentine fracture of the incisal edge not mobile', 'Incisal edge'],
        ['12', 'Sound'],
        ['22', 'Mobile grade 1 tender to percussion'],
      ],
      RADIO: 'PA and upper standard occlusal 11 and 21 widened PDL. No root fractures. No alveolar fracture',
      DX: ['Lateral luxation 11, 21', 'Uncomplicated crown fracture 21'],
      CONSULT:
        'Explained the teeth need repositioning and splinting and the risk of losing the nerve. Advised soft diet for 2 weeks and chlorhexidine mouthwash twice a day',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint 13 to 23', 'Irrigation'],
      TX: [
        'Tetanus booster already given in ED',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, labial infiltration 11, 21 + palatal infiltration',
        'Repositioned 11, 21 digitally',
        'Position checked with a PA',
        'Flexible splint 13 to 23 with 0.4 mm wire and composite',
        'Exposed dentine on 21 sealed with Vitrebond',
        'Lip laceration irrigated with saline',
        '5-0 Vicryl Rapide sutures placed',
      ],
      NV: ['Splint removal in 4 weeks'],
      'F/U': 'Review in trauma clinic in 1 week',
    },
  }),
  defineCase({
    id: 'cw06-uk-asr-fdi-dct-ludwigs-angina-36-37-news-8-sepsis-six-emergency-theatre',
    style: 'UK',
    asr: true,
    transcript:
      "um seen in resus with bilateral neck swelling from the lower left teeth for two days can't swallow his own saliva since this morning voice muffled medical history type two diabetes poorly controlled on metformin and gliclazide anaphylaxis to penicillin drinks heavily extra oral temperature thirty nine point one pulse one hundred and twenty six blood pressure one hundred over sixty resp rate twenty four sats ninety five percent on room air news score eight sepsis screen positive bilateral submandibular and submental swelling firm and tender crossing the midline drooling hot potato voice sitting forward trismus interincisal opening fifteen millimetres intra oral limited view floor of mouth raised and tender tongue elevated three six and three seven grossly carious ct neck with contrast in ed bilateral submandibular and sublingual collections with gas locules er airway narrowed at the level of the hyoid diagnosis ludwig's angina from three six and three seven sepsis anaesthetic registrar and ent informed explained to him he needs an operation tonight to drain the swelling and take the teeth out and may wake up with a breathing tube he agrees consent form one signed iv clindamycin six hundred milligrams given iv metronidazole five hundred milligrams given iv dexamethasone eight milligrams given sepsis six completed plan emergency theatre tonight awake fibreoptic intubation bilateral extraoral incision and drainage with drains extraction of three six and three seven itu bed post op notes wife with him",
    expect: {
      CC: "Seen in resus with bilateral neck swelling from the lower left teeth for 2 days. Can't swallow his own saliva since this morning. Voice muffled",
      'MED HX': 'Type 2 diabetes poorly controlled on metformin and gliclazide. Anaphylaxis to penicillin. Drinks heavily',
      EXTRA:
        'Temperature 39.1. Pulse 126. Blood pressure 100/60. Resp rate 24. Sats 95% on room air. NEWS score 8. Sepsis screen positive. Bilateral submandibular and submental swelling firm and tender crossing the midline. Drooling. Hot potato voice. Sitting forward. Trismus interincisal opening 15 mm',
      INTRA: 'Limited view. Floor of mouth raised and tender. Tongue elevated',
      DENTAL: [
        ['36', 'Grossly carious'],
        ['37', 'Grossly carious'],
      ],
      RADIO:
        'CT neck with contrast in ED bilateral submandibular and sublingual collections with gas locules. Airway narrowed at the level of the hyoid',
      DX: ["Ludwig's angina from 36, 37", 'Sepsis'],
      CONSULT:
        'Anaesthetic registrar and ENT informed. Explained to him he needs an operation tonight to drain the swelling and take the teeth out and may wake up with a breathing tube. He agrees',
      CONSENT: 'Consent form 1 signed',
      TX: [
        'IV clindamycin 600 mg given',
        'IV metronidazole 500 mg given',
        'IV dexamethasone 8 mg given',
        'Sepsis 6 completed',
      ],
      'TX PLAN': [
        'Emergency theatre tonight',
        'Awake fibreoptic intubation',
        'Bilateral extraoral incision and drainage with drains',
        'Extraction 36, 37',
        'ITU bed post-op',
      ],
      NOTES: 'Wife with him',
    },
  }),

  // ---------------------------------------------------------------- 2. UK urgent dental care dentist (FDI, typed)
  defineCase({
    id: 'cw07-uk-typed-fdi-udc-acute-apical-abscess-36-xla-pus-through-socket-amoxicillin',
    style: 'UK',
    asr: false,
    transcript:
      'C/O swelling LL since Sat, throbbing, kept awake last 2 nights. Taking ibuprofen + paracetamol. Not registered with a GDP. MH: hypothyroid (levothyroxine), NKDA. Smoker 15/day. EO: T 37.9, HR 96. Mild swelling L mandible, lower border palpable, L submandibular LN tender. Mouth opening 40 mm. Swallowing normal, no airway concerns. IO: FOM soft. Fluctuant buccal swelling adjacent to 36. 36 grossly carious, unrestorable, TTP, grade I mobile. 35 DO caries. 37 sound. PA 36: caries into pulp, large periapical radiolucency mesial root. Dx: acute apical abscess 36. Options: XLA or RCT privately elsewhere; pt wants XLA. Risks explained incl. dry socket. Verbal consent. LA 2 x 2.2 ml articaine 4% 1:100,000 adr, IDB left + buccal infil 36. XLA 36 with forceps, roots complete, pus drained through socket. Socket irrigated with saline. Haemostasis achieved. POIG verbal + written. Rx amoxicillin 500 mg TDS 5/7 (systemic signs). Advised to register with a GDP for 35. Return or call 111 if swelling spreads, difficulty swallowing or breathing.',
    expect: {
      CC: 'Swelling LL since Sat, throbbing, kept awake last 2 nights. Taking ibuprofen + paracetamol. Not registered with a GDP',
      'MED HX': 'Hypothyroid (levothyroxine), NKDA. Smoker 15/day',
      EXTRA:
        'T 37.9, HR 96. Mild swelling L mandible, lower border palpable, L submandibular LN tender. Mouth opening 40 mm. Swallowing normal, no airway concerns',
      INTRA: 'FOM soft. Fluctuant buccal swelling adjacent to 36',
      DENTAL: [
        ['36', 'Grossly carious, unrestorable, TTP, grade I mobile'],
        ['35', 'DO caries'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36: caries into pulp, large periapical radiolucency mesial root',
      DX: ['Acute apical abscess 36'],
      CONSULT:
        'Options: XLA or RCT privately elsewhere; pt wants XLA. Risks explained incl. dry socket. Advised to register with a GDP for 35',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'XLA 36 with forceps',
        'Roots complete',
        'Pus drained through socket',
        'Socket irrigated with saline',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx amoxicillin 500 mg TDS 5 days (systemic signs)',
      ],
      'F/U': 'Return or call 111 if swelling spreads, difficulty swallowing or breathing',
    },
  }),
  defineCase({
    id: 'cw08-uk-typed-fdi-udc-child-crown-fracture-11-mi-composite-bandage-no-concerns',
    style: 'UK',
    asr: false,
    transcript:
      "8 y/o attended with mum. Fell in the school playground at lunchtime, hit face on the ground, no LOC, no vomiting. Broken front tooth, sensitive to air. Fragment not found. MH: fit and well, NKDA, immunisations up to date. EO: grazed chin, small laceration lower lip, not gaping. IO: lower labial mucosa bruised. 11 enamel-dentine fracture MI corner, no pulp exposure, not mobile, not TTP, sensibility + (ethyl chloride). 21 not mobile, not TTP, sensibility +. 12, 22 erupting. PA 11: no root fracture, open apex. Dx: uncomplicated crown fracture 11. History consistent with injury, no safeguarding concerns. No LA. Exposed dentine covered with GIC (Fuji IX). MI composite 11 as a bandage (Filtek A2). Lip wound cleaned. Advised soft diet 1/52, soft toothbrush, CHX 0.2% mouthwash BD 1/52. Mum asked if the tooth will go dark: explained it's possible, will monitor. Plan: definitive composite build-up 11 with own GDP once settled. Review here 6-8/52 with PA + sensibility tests.",
    expect: {
      CC: 'Fell in the school playground at lunchtime, hit face on the ground, no LOC, no vomiting. Broken front tooth, sensitive to air. Fragment not found',
      'MED HX': 'Fit and well, NKDA, immunisations up to date',
      EXTRA: 'Grazed chin, small laceration lower lip, not gaping',
      INTRA: 'Lower labial mucosa bruised',
      DENTAL: [
        [
          '11',
          'Enamel-dentine fracture MI corner, no pulp exposure, not mobile, not TTP, sensibility + (ethyl chloride)',
          'MI corner',
        ],
        ['21', 'Not mobile, not TTP, sensibility +'],
        ['12', 'Erupting'],
        ['22', 'Erupting'],
      ],
      RADIO: 'PA 11: no root fracture, open apex',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "Advised soft diet 1 week, soft toothbrush, CHX 0.2% mouthwash BD 1 week. Mum asked if the tooth will go dark: explained it's possible, will monitor",
      'TX TODAY': ['MI composite 11'],
      TX: ['No LA', 'Exposed dentine covered with GIC (Fuji IX)', 'MI composite 11 as a bandage (Filtek A2)', 'Lip wound cleaned'],
      'TX PLAN': ['Definitive composite build-up 11 with own GDP once settled'],
      NOTES: '8 y/o attended with mum. History consistent with injury, no safeguarding concerns',
      'F/U': 'Review here 6-8 weeks with PA + sensibility tests',
    },
  }),
  defineCase({
    id: 'cw09-uk-typed-fdi-udc-pregnant-periorbital-spread-13-same-day-omfs-referral',
    style: 'UK',
    asr: false,
    transcript:
      'C/O swelling R face 3 days, worse today, R eye starting to close. GP started amoxicillin 2 days ago, no better. MH: pregnant 24 weeks, otherwise well, NKDA. EO: T 38.3, HR 112, BP 118/70. Diffuse swelling R infraorbital region extending to lower eyelid, eye partly closed, vision normal. Nasolabial fold effaced. Mouth opening 35 mm. Swallowing normal. IO: buccal sulcus 13-15 obliterated, tender, not fluctuant. 13 root filled, post crown, TTP, grade II mobile. 14 MOD amalgam. 12 sound. No radiograph taken (pregnant, needs same-day referral). Dx: spreading odontogenic infection from 13 with periorbital involvement (failed oral antibiotics). Discussed with OMFS SHO on call, accepted. Referred to OMFS for same-day assessment in A&E. Pt informed and agrees. Referral letter given to pt. Advised not to drive. Husband with her, will take her straight there. Call 999 if any breathing difficulty on the way.',
    expect: {
      CC: 'Swelling R face 3 days, worse today, R eye starting to close. GP started amoxicillin 2 days ago, no better',
      'MED HX': 'Pregnant 24 weeks, otherwise well, NKDA',
      EXTRA:
        'T 38.3, HR 112, BP 118/70. Diffuse swelling R infraorbital region extending to lower eyelid, eye partly closed, vision normal. Nasolabial fold effaced. Mouth opening 35 mm. Swallowing normal',
      INTRA: 'Buccal sulcus 13-15 obliterated, tender, not fluctuant',
      DENTAL: [
        ['13', 'Root filled, post crown, TTP, grade II mobile'],
        ['14', 'MOD amalgam'],
        ['12', 'Sound'],
      ],
      RADIO: 'No radiograph taken (pregnant, needs same-day referral)',
      DX: ['Spreading odontogenic infection from 13 with periorbital involvement (failed oral antibiotics)'],
      CONSULT: 'Discussed with OMFS SHO on call, accepted. Pt informed and agrees. Advised not to drive',
      'TX PLAN': ['Referred to OMFS for same-day assessment in A&E'],
      NOTES: 'Referral letter given to pt. Husband with her, will take her straight there',
      'F/U': 'Call 999 if any breathing difficulty on the way',
    },
  }),
  defineCase({
    id: 'cw10-uk-typed-fdi-udc-localised-abscess-26-i-and-d-extirpation-appends-change',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. C/O throbbing pain UL back tooth 4 days, gumboil since yesterday, pain eased a bit since it appeared. MH: asthma (Clenil + salbutamol), allergic to ibuprofen (wheeze). EO: T 36.8, no swelling, no LN. Mouth opening normal. IO: localised fluctuant swelling buccal to 26, no sinus. 26 MO composite, deep, TTP, negative to ethyl chloride. 25 DO amalgam, responds normally. 27 sound. PA 26: widened PDL MB root, periapical radiolucency P root. Dx: localised acute apical abscess 26 (no systemic involvement). Options: RCT with own GDP (private) vs XLA; pt wants to keep it. No antibiotics indicated - explained why. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr, buccal + palatal infil 26. I&D buccal swelling w/ 15 blade, pus ++. RD, access 26, 3 canals located, pulp extirpated 26. Canals irrigated NaOCl 2%. Ledermix + Cavit. Occlusion relieved. Analgesia advice: paracetamol 1 g QDS max (no ibuprofen - allergy). Plan: complete RCT 26 with own GDP. Review here 2/52 if no GDP appt.',
    appends: [
      'Add to notes: pt is the main carer for her mother, prefers afternoon appointments.',
      'Change Ledermix to Odontopaste.',
    ],
    expect: {
      CC: 'Emergency. Throbbing pain UL back tooth 4 days, gumboil since yesterday, pain eased a bit since it appeared',
      'MED HX': 'Asthma (Clenil + salbutamol), allergic to ibuprofen (wheeze)',
      EXTRA: 'T 36.8, no swelling, no LN. Mouth opening normal',
      INTRA: 'Localised fluctuant swelling buccal to 26, no sinus',
      DENTAL: [
        ['26', 'MO composite, deep, TTP, negative to ethyl chloride'],
        ['25', 'DO amalgam, responds normally'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26: widened PDL MB root, periapical radiolucency P root',
      DX: ['Localised acute apical abscess 26 (no systemic involvement)'],
      CONSULT:
        'Options: RCT with own GDP (private) vs XLA; pt wants to keep it. No antibiotics indicated - explained why. Analgesia advice: paracetamol 1 g QDS max (no ibuprofen - allergy)',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Extirpation 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'I&D buccal swelling w/ 15 blade',
        'Pus ++',
        'RD',
        'Access 26',
        '3 canals located',
        'Pulp extirpated 26',
        'Canals irrigated NaOCl 2%',
        'Odontopaste + Cavit',
        'Occlusion relieved',
      ],
      'TX PLAN': ['Complete RCT 26 with own GDP'],
      NOTES: 'Pt is the main carer for her mother, prefers afternoon appointments',
      'F/U': 'Review here 2 weeks if no GDP appt',
    },
  }),
  defineCase({
    id: 'cw11-uk-typed-fdi-udc-suspected-mandible-fracture-34-35-partner-safeguarding',
    style: 'UK',
    asr: false,
    transcript:
      'C/O pain L jaw and teeth not meeting properly since being hit 2 days ago. No LOC. MH: depression (sertraline), NKDA. Tetanus status unknown. EO: bruising + swelling L body of mandible, tender on palpation. L lower lip and chin numb. Mouth opening 25 mm, deviates to L. No other facial injuries seen. IO: step and gap between 34 and 35 with gingival laceration, bleeding. Deranged occlusion, premature contact on L. 35 grade II mobile, TTP. 34 grade I mobile, TTP. No OPG at UDC. Dx: suspected fracture L body of mandible. Discussed with OMFS reg on call. Referred to A&E now for OMFS review + OPG/PA mandible. Pt agrees. Advised soft diet, nothing to eat or drink until seen in case theatre needed. Safeguarding: pt disclosed her partner hit her. Says she feels safe staying with her sister tonight; domestic abuse helpline details given. Pt happy for GP to be informed.',
    expect: {
      CC: 'Pain L jaw and teeth not meeting properly since being hit 2 days ago. No LOC',
      'MED HX': 'Depression (sertraline), NKDA. Tetanus status unknown',
      EXTRA:
        'Bruising + swelling L body of mandible, tender on palpation. L lower lip and chin numb. Mouth opening 25 mm, deviates to L. No other facial injuries seen',
      INTRA: 'Step and gap between 34 and 35 with gingival laceration, bleeding. Deranged occlusion, premature contact on L',
      DENTAL: [
        ['35', 'Grade II mobile, TTP'],
        ['34', 'Grade I mobile, TTP'],
      ],
      RADIO: 'No OPG at UDC',
      DX: ['Suspected fracture L body of mandible'],
      CONSULT:
        'Discussed with OMFS reg on call. Pt agrees. Advised soft diet, nothing to eat or drink until seen in case theatre needed',
      'TX PLAN': ['Referred to A&E now for OMFS review + OPG/PA mandible'],
      NOTES:
        'Safeguarding: pt disclosed her partner hit her. Says she feels safe staying with her sister tonight; domestic abuse helpline details given. Pt happy for GP to be informed',
    },
  }),
  defineCase({
    id: 'cw12-uk-typed-fdi-udc-infected-socket-46-after-gdp-xla-alvogyl-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Pain + swelling after XLA 46 by own GDP 5 days ago, getting worse, bad taste. GDP closed for holiday. MH: T2DM (metformin), HbA1c 68 last month, NKDA. Smoker 20/day. EO: T 37.6, HR 88. Mild swelling R mandible, R submandibular LN enlarged + tender. Mouth opening 38 mm. Swallowing OK. IO: 46 socket: exposed bone, slough, pus on pressure, surrounding gingiva red + swollen. FOM soft. 45 and 47 not TTP. PA 46 socket: no retained root, no sequestrum. Dx: infected socket 46 (localised osteitis with early spreading infection). Smoking and diabetes as risk factors explained. Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr, buccal + lingual infil 46. Socket irrigated with warm saline, slough debrided, Alvogyl placed. Rx metronidazole 400 mg TDS 5/7 - no alcohol. Review here 3/7 to change dressing. A&E if swelling spreads to neck or trouble swallowing.',
    expect: {
      CC: 'Pain + swelling after XLA 46 by own GDP 5 days ago, getting worse, bad taste. GDP closed for holiday',
      'MED HX': 'T2DM (metformin), HbA1c 68 last month, NKDA. Smoker 20/day',
      EXTRA:
        'T 37.6, HR 88. Mild swelling R mandible, R submandibular LN enlarged + tender. Mouth opening 38 mm. Swallowing OK',
      INTRA: '46 socket: exposed bone, slough, pus on pressure, surrounding gingiva red + swollen. FOM soft',
      DENTAL: [
        ['45', 'Not TTP'],
        ['47', 'Not TTP'],
      ],
      RADIO: 'PA 46 socket: no retained root, no sequestrum',
      DX: ['Infected socket 46 (localised osteitis with early spreading infection)'],
      CONSULT: 'Smoking and diabetes as risk factors explained',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 46',
        'Socket irrigated with warm saline',
        'Slough debrided',
        'Alvogyl placed',
        'Rx metronidazole 400 mg TDS 5 days - no alcohol',
      ],
      'F/U': 'Review here 3 days to change dressing. A&E if swelling spreads to neck or trouble swallowing',
    },
  }),

  // ---------------------------------------------------------------- 3. US emergency-department dentist (Universal, recogniser-style)
  defineCase({
    id: 'cw13-us-asr-ed-buccal-space-abscess-3-extraction-i-and-d-penrose-augmentin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents with right facial swelling for four days getting worse pain ten out of ten was given clindamycin at urgent care two days ago no improvement medical history hypertension takes lisinopril no known drug allergies smokes half a pack a day vitals temp one hundred point four heart rate ninety eight blood pressure one forty two over eighty eight extraoral right buccal space swelling firm and tender lower eyelid not involved no trismus max opening forty millimeters tolerating secretions intraoral floor of mouth soft and nontender uvula midline fluctuant vestibular swelling buccal to number three number three nonrestorable gross caries number two sound number four mesial occlusal composite panorex periapical radiolucency number three impression right buccal space abscess secondary to number three discussed extraction and incision and drainage patient agrees signed consent three carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three extracted number three with forceps incision and drainage of the buccal vestibule about ten milliliters of pus culture sent penrose drain placed and sutured with three oh silk rx augmentin eight seventy five milligrams twice a day for seven days rx ibuprofen six hundred milligrams every six hours as needed next visit drain removal in oral surgery clinic in forty eight hours discharged home return to the ed for difficulty breathing or swallowing fever or worsening swelling',
    expect: {
      CC: 'Right facial swelling for 4 days getting worse. Pain 10 out of 10. Was given clindamycin at urgent care 2 days ago. No improvement',
      'MED HX': 'Hypertension. Takes lisinopril. No known drug allergies. Smokes half a pack a day',
      EXTRA:
        'Vitals temp 100.4. Heart rate 98. Blood pressure 142/88. Right buccal space swelling firm and tender. Lower eyelid not involved. No trismus. Max opening 40 mm. Tolerating secretions',
      INTRA: 'Floor of mouth soft and nontender. Uvula midline. Fluctuant vestibular swelling buccal to #3',
      DENTAL: [
        ['3', 'Nonrestorable gross caries'],
        ['2', 'Sound'],
        ['4', 'MO composite'],
      ],
      RADIO: 'Panorex periapical radiolucency #3',
      DX: ['Right buccal space abscess secondary to #3'],
      CONSULT: 'Discussed extraction and incision and drainage. Patient agrees',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #3', 'Incision and drainage'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Extracted #3 with forceps',
        'Incision and drainage of the buccal vestibule',
        'About 10 ml of pus',
        'Culture sent',
        'Penrose drain placed and sutured with 3-0 silk',
        'Rx Augmentin 875 mg twice a day for 7 days',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Drain removal in oral surgery clinic in 48 hours'],
      'F/U': 'Discharged home. Return to the ED for difficulty breathing or swallowing fever or worsening swelling',
    },
  }),
  defineCase({
    id: 'cw14-us-asr-ed-baseball-avulsion-8-replanted-splint-7-10-doxycycline-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'fourteen year old boy brought in by dad hit in the mouth with a baseball about an hour ago upper front tooth knocked out dad put it in milk right away dry time about ten minutes total time in milk about fifty minutes no loss of consciousness healthy no meds no allergies tetanus up to date extraoral upper lip swollen small abrasion no lacerations intraoral number eight avulsed socket with clot alveolar bone intact on palpation number nine mobile about one millimeter tender to percussion not displaced numbers seven and ten sound periapical of eight and nine area no alveolar fracture no root fracture on nine diagnosis avulsion number eight subluxation number nine explained to dad the tooth will need a root canal and could still be lost later dad agrees verbal consent one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight and nine sorry labial infiltration number eight and palatal infiltration socket irrigated with saline clot removed tooth rinsed with saline holding the crown replanted number eight position checked occlusion fine flexible splint number seven to number ten with wire and composite post op periapical tooth fully seated rx doxycycline one hundred milligrams twice a day for seven days rx chlorhexidine point one two percent rinse twice a day for one week advised soft diet for two weeks and no contact sports plan refer to endodontist to start root canal number eight in seven to ten days splint removal in two weeks return to the ed if swelling or fever',
    expect: {
      CC: 'Hit in the mouth with a baseball about an hour ago. Upper front tooth knocked out. Dad put it in milk right away. Dry time about 10 minutes. Total time in milk about 50 minutes. No loss of consciousness',
      'MED HX': 'Healthy. No meds. No allergies. Tetanus up to date',
      EXTRA: 'Upper lip swollen. Small abrasion. No lacerations',
      DENTAL: [
        ['8', 'Avulsed socket with clot alveolar bone intact on palpation'],
        ['9', 'Mobile about 1 mm tender to percussion not displaced'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO:
        'Periapical of #8 and #9 area no alveolar fracture. No root fracture on #9. Post-op periapical tooth fully seated',
      DX: ['Avulsion #8', 'Subluxation #9'],
      CONSULT:
        'Explained to dad the tooth will need a root canal and could still be lost later. Dad agrees. Advised soft diet for 2 weeks and no contact sports',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7 to #10'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8 + palatal infiltration',
        'Socket irrigated with saline',
        'Clot removed',
        'Tooth rinsed with saline holding the crown',
        'Replanted #8',
        'Position checked',
        'Occlusion fine',
        'Flexible splint #7 to #10 with wire and composite',
        'Rx doxycycline 100 mg twice a day for 7 days',
        'Rx chlorhexidine 0.12% rinse twice a day for 1 week',
      ],
      'TX PLAN': ['Refer to endodontist to start RCT #8 in 7 to 10 days', 'Splint removal in 2 weeks'],
      NOTES: '14 year old boy brought in by dad',
      'F/U': 'Return to the ED if swelling or fever',
    },
  }),
  defineCase({
    id: 'cw15-us-asr-ed-submandibular-abscess-31-sirs-ct-unasyn-admit-or-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with right neck swelling for three days from a lower right back tooth worse today trouble swallowing solids no difficulty breathing medical history hypertension and hyperlipidemia on amlodipine and atorvastatin no known allergies vitals temp one oh one point two heart rate one hundred twelve blood pressure one fifty over ninety respiratory rate twenty sats ninety seven percent on room air meets sirs criteria extraoral firm tender swelling right submandibular space not crossing the midline no crepitus trismus max interincisal opening twenty two millimeters voice normal handling secretions intraoral floor of mouth slightly raised on the right and tender tongue mobile number thirty one large distal caries tender to percussion number thirty two partially erupted number thirty mesial occlusal distal amalgam ct maxillofacial with contrast right submandibular abscess about three by two centimeters airway patent no retropharyngeal extension diagnosis right submandibular space abscess from number thirty one oral surgery consulted explained to the patient he agrees two large bore ivs placed labs drawn including blood cultures iv unasyn three grams given iv fluid bolus given plan admit to oral surgery npo extraoral incision and drainage extraction thirty one and thirty two tonight in the operating room',
    appends: [
      'add to notes daughter at bedside wants to be called with updates',
      'change twenty two millimeters to eighteen millimeters',
    ],
    expect: {
      CC: 'Right neck swelling for 3 days from a lower right back tooth. Worse today. Trouble swallowing solids. No difficulty breathing',
      'MED HX': 'Hypertension and hyperlipidemia on amlodipine and atorvastatin. No known allergies',
      EXTRA:
        'Vitals temp 101.2. Heart rate 112. Blood pressure 150/90. Respiratory rate 20. Sats 97% on room air. Meets SIRS criteria. Firm tender swelling right submandibular space not crossing the midline. No crepitus. Trismus max interincisal opening 18 mm. Voice normal. Handling secretions',
      INTRA: 'Floor of mouth slightly raised on the right and tender. Tongue mobile',
      DENTAL: [
        ['31', 'Large D caries tender to percussion'],
        ['32', 'Partially erupted'],
        ['30', 'MOD amalgam'],
      ],
      RADIO:
        'CT maxillofacial with contrast right submandibular abscess about 3 by 2 cm. Airway patent. No retropharyngeal extension',
      DX: ['Right submandibular space abscess from #31'],
      CONSULT: 'Oral surgery consulted. Explained to the patient. He agrees',
      TX: ['2 large bore IVs placed', 'Labs drawn including blood cultures', 'IV Unasyn 3 g given', 'IV fluid bolus given'],
      'TX PLAN': [
        'Admit to oral surgery',
        'NPO',
        'Extraoral incision and drainage',
        'Extraction #31, #32 tonight in the operating room',
      ],
      NOTES: 'Daughter at bedside wants to be called with updates',
    },
  }),
  defineCase({
    id: 'cw16-us-asr-ed-assault-left-subcondylar-fracture-8-incisal-edge-tdap-police',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents after an assault last night punched in the jaw and fell hitting his chin on the ground no loss of consciousness pain in front of the left ear and his bite feels off medical history asthma uses albuterol as needed allergic to sulfa tetanus last one more than ten years ago extraoral two centimeter chin laceration already repaired by the ed provider tender left preauricular region no step along the lower border max opening thirty millimeters deviates to the left intraoral premature contact on the left molars slight open bite on the right no sublingual hematoma no mucosal tears number eight fractured incisal edge enamel only not mobile not tender numbers seven and nine sound ct face left subcondylar fracture minimally displaced no other fractures diagnosis left subcondylar fracture enamel fracture number eight discussed with oral surgery on call they advise closed treatment with no surgery tonight tdap given smoothed incisal edge number eight with a disc rx ibuprofen six hundred milligrams every six hours as needed for pain advised soft diet with no chewing for four weeks follow up in oral surgery clinic in five to seven days return to the ed if the bite gets worse or the lip goes numb notes police report was filed',
    expect: {
      CC: 'After an assault last night. Punched in the jaw and fell hitting his chin on the ground. No loss of consciousness. Pain in front of the left ear. His bite feels off',
      'MED HX': 'Asthma. Uses albuterol as needed. Allergic to sulfa. Tetanus last one more than 10 years ago',
      EXTRA:
        '2 cm chin laceration already repaired by the ED provider. Tender left preauricular region. No step along the lower border. Max opening 30 mm. Deviates to the left',
      INTRA:
        'Premature contact on the left molars. Slight open bite on the right. No sublingual hematoma. No mucosal tears',
      DENTAL: [
        ['8', 'Fractured incisal edge enamel only not mobile not tender', 'Incisal edge'],
        ['7', 'Sound'],
        ['9', 'Sound'],
      ],
      RADIO: 'CT face left subcondylar fracture minimally displaced. No other fractures',
      DX: ['Left subcondylar fracture', 'Enamel fracture #8'],
      CONSULT:
        'Discussed with oral surgery on call. They advise closed treatment with no surgery tonight. Advised soft diet with no chewing for 4 weeks',
      TX: ['Tdap given', 'Smoothed incisal edge #8 with a disc', 'Rx ibuprofen 600 mg every 6 hours as needed for pain'],
      NOTES: 'Police report was filed',
      'F/U':
        'Follow up in oral surgery clinic in 5 to 7 days. Return to the ED if the bite gets worse or the lip goes numb',
    },
  }),
  defineCase({
    id: 'cw17-us-asr-ed-irreversible-pulpitis-14-bupivacaine-no-antibiotics-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with throbbing toothache upper left for a week worse at night no swelling no fever been taking ibuprofen and tylenol with little relief here because she can't get in with a dentist medical history gerd takes omeprazole no known allergies vitals temp ninety eight point six heart rate seventy eight extraoral no facial swelling no lymphadenopathy opens wide normally intraoral no vestibular swelling floor of mouth soft number fourteen deep occlusal caries tender to percussion cold lingers numbers thirteen and fifteen sound periapical number fourteen caries approaching the pulp no periapical radiolucency diagnosis symptomatic irreversible pulpitis number fourteen explained antibiotics won't help a toothache without infection she understands one carpule bupivacaine point five percent one to two hundred thousand epi buccal infiltration fourteen um relief within five minutes rx ibuprofen six hundred milligrams every six hours for three days rx acetaminophen five hundred milligrams every six hours for three days referred to the community dental clinic for root canal or extraction of fourteen discharged home return to the ed for facial swelling fever or trouble swallowing",
    expect: {
      CC: "Throbbing toothache upper left for a week worse at night. No swelling. No fever. Been taking ibuprofen and Tylenol with little relief. She can't get in with a dentist",
      'MED HX': 'GERD. Takes omeprazole. No known allergies',
      EXTRA: 'Vitals temp 98.6. Heart rate 78. No facial swelling. No lymphadenopathy. Opens wide normally',
      INTRA: 'No vestibular swelling. Floor of mouth soft',
      DENTAL: [
        ['14', 'Deep O caries tender to percussion cold lingers'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'Periapical #14 caries approaching the pulp. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis #14'],
      CONSULT: "Explained antibiotics won't help a toothache without infection. She understands",
      TX: [
        'LA: 1 carpule bupivacaine 0.5% 1:200,000 epinephrine, buccal infiltration #14',
        'Relief within 5 minutes',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
        'Rx acetaminophen 500 mg every 6 hours for 3 days',
      ],
      'TX PLAN': ['Referred to the community dental clinic for RCT or extraction #14'],
      'F/U': 'Discharged home. Return to the ED for facial swelling fever or trouble swallowing',
    },
  }),
  defineCase({
    id: 'cw18-us-asr-ed-child-facial-cellulitis-s-admit-iv-clindamycin-social-work',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'five year old boy brought in by mom and grandma swollen right cheek since yesterday fever last night up to one oh two not eating much drinking a little healthy no meds allergic to amoxicillin rash vaccines up to date vitals temp one oh one point five heart rate one hundred thirty two extraoral right lower face swelling firm and warm not fluctuant no trismus eye not involved intraoral letter s grossly carious mobile with buccal swelling letter t mesial occlusal caries letters k and l occlusal caries letter a sound um panoramic furcation radiolucency letter s succedaneous tooth bud intact diagnosis facial cellulitis from letter s early childhood caries pediatrics and pediatric dentistry consulted explained to mom she agrees iv clindamycin two hundred milligrams given iv fluids started plan admit for iv clindamycin and fluids extraction of letter s in the operating room tomorrow with comprehensive dental treatment under general anesthesia notes social work consulted no dental home',
    expect: {
      CC: 'Swollen right cheek since yesterday. Fever last night up to 102. Not eating much. Drinking a little',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin rash. Vaccines up to date',
      EXTRA:
        'Vitals temp 101.5. Heart rate 132. Right lower face swelling firm and warm not fluctuant. No trismus. Eye not involved',
      DENTAL: [
        ['S', 'Grossly carious mobile with buccal swelling'],
        ['T', 'MO caries'],
        ['K', 'O caries'],
        ['L', 'O caries'],
        ['A', 'Sound'],
      ],
      RADIO: 'Panoramic furcation radiolucency #S. Succedaneous tooth bud intact',
      DX: ['Facial cellulitis from #S', 'Early childhood caries'],
      CONSULT: 'Pediatrics and pediatric dentistry consulted. Explained to mom. She agrees',
      TX: ['IV clindamycin 200 mg given', 'IV fluids started'],
      'TX PLAN': [
        'Admit for IV clindamycin and fluids',
        'Extraction #S in the operating room tomorrow with comprehensive dental treatment under general anesthesia',
      ],
      NOTES: '5 year old boy brought in by mom and grandma. Social work consulted. No dental home',
    },
  }),

  // ---------------------------------------------------------------- 4. US oral surgery resident (Universal, typed)
  defineCase({
    id: 'cw19-us-typed-os-resident-submasseteric-pterygomandibular-17-mio-12-or-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: L face swelling and unable to open mouth x 5 days. Seen at urgent care 3 days ago, started on Pen VK, worse despite abx. Pain #17 area. PMH: HTN, obesity (BMI 38), OSA on CPAP. Meds: lisinopril. NKDA. Smoker 1 ppd. Vitals: T 102.1, HR 118, BP 138/86, RR 22, SpO2 96% RA. EO: L buccal and submasseteric swelling, firm, TTP, extending to L angle; no fluctuance. Severe trismus, MIO 12 mm. No stridor, handling secretions, voice normal. Neck supple, no crepitus. IO: limited exam d/t trismus. FOM soft, not elevated. Tongue mobile. Uvula midline. #17 partially erupted, gross caries. #18 DO caries. CT max/face w/ contrast: L submasseteric and buccal space abscess (3.5 x 2.8 cm), pterygomandibular space involvement, airway patent. Dx: L submasseteric/buccal/pterygomandibular space abscess secondary to #17. Discussed w/ attending. Risks discussed incl. nerve injury, bleeding, need for further surgery. Written consent signed for OR. Anesthesia aware of trismus and OSA. IV Unasyn 3 g q6h started. Dexamethasone 10 mg IV x1. Plan: admit to OMFS. NPO. OR tonight. I&D L submasseteric/buccal/pterygomandibular spaces. XLA #17 and #18. Awake fiberoptic intubation.',
    expect: {
      CC: 'L face swelling and unable to open mouth x 5 days. Seen at urgent care 3 days ago, started on Pen VK, worse despite abx. Pain #17 area',
      'MED HX': 'HTN, obesity (BMI 38), OSA on CPAP. Meds: lisinopril. NKDA. Smoker 1 ppd',
      EXTRA:
        'Vitals: T 102.1, HR 118, BP 138/86, RR 22, SpO2 96% RA. L buccal and submasseteric swelling, firm, TTP, extending to L angle; no fluctuance. Severe trismus, MIO 12 mm. No stridor, handling secretions, voice normal. Neck supple, no crepitus',
      INTRA: 'Limited exam d/t trismus. FOM soft, not elevated. Tongue mobile. Uvula midline',
      DENTAL: [
        ['17', 'Partially erupted, gross caries'],
        ['18', 'DO caries'],
      ],
      RADIO:
        'CT max/face w/ contrast: L submasseteric and buccal space abscess (3.5 x 2.8 cm), pterygomandibular space involvement, airway patent',
      DX: ['L submasseteric/buccal/pterygomandibular space abscess secondary to #17'],
      CONSULT:
        'Discussed w/ attending. Risks discussed incl. nerve injury, bleeding, need for further surgery. Anesthesia aware of trismus and OSA',
      CONSENT: 'Written consent signed for OR',
      TX: ['IV Unasyn 3 g q6h started', 'Dexamethasone 10 mg IV x1'],
      'TX PLAN': [
        'Admit to OMFS',
        'NPO',
        'OR tonight',
        'Incision and drainage L submasseteric/buccal/pterygomandibular spaces',
        'Extraction #17, #18',
        'Awake fiberoptic intubation',
      ],
    },
  }),
  defineCase({
    id: 'cw20-us-typed-os-resident-canine-space-abscess-6-i-and-d-irrigated-penrose',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: "My face is swollen under my eye" x 2 days. #6 broke 1 month ago, no pain until this week. PMH: none. NKDA. Vitals: T 99.1, HR 88, BP 124/78. EO: R infraorbital swelling, nasolabial fold effaced, lower eyelid puffy, eye opens fully, vision intact, EOM full. Mild swelling R upper lip. MIO 45 mm. IO: fluctuant swelling R maxillary vestibule #5-#7. #6 fractured crown, necrotic (cold -, EPT -), TTP. #5 and #7 WNL (cold +). PA #6: PARL ~6 mm at apex. Dx: R canine space abscess secondary to necrotic #6. Discussed options: I&D now + RCT vs XLA #6. Pt wants to keep tooth. Verbal consent. LA 2 carps 2% lido 1:100k epi, right infraorbital block + infiltration #6. I&D via vestibular incision, blunt dissection toward canine fossa, ~5 ml purulence expressed, C&S sent. Irrigated w/ NS. 1/4-inch Penrose drain placed, secured w/ 3-0 silk. Rx Pen VK 500 mg QID x 7 days. Rx metronidazole 500 mg TID x 7 days. Rx ibuprofen 600 mg q6h PRN. Instructed warm salt water rinses q2h. Referred to endo for RCT #6. F/u OMFS clinic 48 h for drain removal. RTC/ED sooner if swelling worsens, vision changes or fever.',
    expect: {
      CC: '"My face is swollen under my eye" x 2 days. #6 broke 1 month ago, no pain until this week',
      'MED HX': 'None. NKDA',
      EXTRA:
        'Vitals: T 99.1, HR 88, BP 124/78. R infraorbital swelling, nasolabial fold effaced, lower eyelid puffy, eye opens fully, vision intact, EOM full. Mild swelling R upper lip. MIO 45 mm',
      INTRA: 'Fluctuant swelling R maxillary vestibule #5-#7',
      DENTAL: [
        ['6', 'Fractured crown, necrotic (cold -, EPT -), TTP', 'Crown'],
        ['5', 'WNL (cold +)'],
        ['7', 'WNL (cold +)'],
      ],
      RADIO: 'PA #6: PARL ~6 mm at apex',
      DX: ['R canine space abscess secondary to necrotic #6'],
      CONSULT:
        'Discussed options: I&D now + RCT vs XLA #6. Pt wants to keep tooth. Instructed warm salt water rinses q2h',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infraorbital block right + infiltration #6',
        'I&D via vestibular incision',
        'Blunt dissection toward canine fossa',
        '~5 ml purulence expressed',
        'C&S sent',
        'Irrigated w/ NS',
        '1/4-inch Penrose drain placed',
        'Secured w/ 3-0 silk',
        'Rx Pen VK 500 mg QID x 7 days',
        'Rx metronidazole 500 mg TID x 7 days',
        'Rx ibuprofen 600 mg q6h PRN',
      ],
      'TX PLAN': ['Referred to endo for RCT #6'],
      'F/U':
        'F/u OMFS clinic 48 h for drain removal. RTC/ED sooner if swelling worsens, vision changes or fever',
    },
  }),
  defineCase({
    id: 'cw21-us-typed-os-resident-open-mandibular-body-fx-20-21-subcondylar-bridle-wire',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'OMFS consult for mandible fx. 23 y/o M. C/o L jaw pain and "teeth don\'t fit" after assault ~6 h ago (punched + kicked), EtOH on board, no LOC per pt. PMH: none. NKDA. Tetanus status unknown. EO: swelling + ecchymosis L mandibular body, TTP, palpable step at inferior border. Paresthesia L lower lip and chin (V3). MIO 25 mm, deviates to L. IO: malocclusion, step between #20 and #21 with gingival laceration and exposed bone. Sublingual ecchymosis L. #20 grade 2 mobility. #21 not mobile, TTP. CT max/face w/o contrast: displaced fx L mandibular body between #20 and #21, nondisplaced R subcondylar fx. Dx: open fx L mandibular body, nondisplaced R subcondylar fx. Discussed tx w/ pt: ORIF L body and MMF, closed tx of R condyle. Risks (infection, malunion, nerve injury, hardware removal) discussed. Pt agrees. Written consent signed. Tdap given. Unasyn 3 g IV given. Peridex 0.12% rinse started. LA 2 carps 2% lido 1:100k epi, left IANB. Bridle wire placed across fx site for comfort. Plan: admit to OMFS, NPO after midnight, OR tomorrow for ORIF L mandible + MMF. ED social work consulted re assault; pt declined police involvement.',
    expect: {
      CC: 'OMFS consult for mandible fx. L jaw pain and "teeth don\'t fit" after assault ~6 h ago (punched + kicked), EtOH on board, no LOC per pt',
      'MED HX': 'None. NKDA. Tetanus status unknown',
      EXTRA:
        'Swelling + ecchymosis L mandibular body, TTP, palpable step at inferior border. Paresthesia L lower lip and chin (V3). MIO 25 mm, deviates to L',
      INTRA:
        'Malocclusion, step between #20 and #21 with gingival laceration and exposed bone. Sublingual ecchymosis L',
      DENTAL: [
        ['20', 'Grade 2 mobility'],
        ['21', 'Not mobile, TTP'],
      ],
      RADIO:
        'CT max/face w/o contrast: displaced fx L mandibular body between #20 and #21, nondisplaced R subcondylar fx',
      DX: ['Open fx L mandibular body', 'Nondisplaced R subcondylar fx'],
      CONSULT:
        'Discussed tx w/ pt: ORIF L body and MMF, closed tx of R condyle. Risks (infection, malunion, nerve injury, hardware removal) discussed. Pt agrees',
      CONSENT: 'Written consent signed',
      TX: [
        'Tdap given',
        'Unasyn 3 g IV given',
        'Peridex 0.12% rinse started',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Bridle wire placed across fx site for comfort',
      ],
      'TX PLAN': ['Admit to OMFS', 'NPO after midnight', 'OR tomorrow for ORIF L mandible + MMF'],
      NOTES: '23 y/o M. ED social work consulted re assault; pt declined police involvement',
    },
  }),
  defineCase({
    id: 'cw22-us-typed-os-resident-pod1-ward-note-after-i-and-d-30-31-no-title-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'POD1 s/p extraoral I&D R submandibular space + XLA #30, #31 under GA. Pt reports less pain, swallowing better, tolerating soft diet. PMH: T2DM (metformin held), HTN. PCN allergy (hives). Vitals: Tmax 99.5, HR 84, BP 130/80, SpO2 98% RA. EO: R submandibular swelling decreased, erythema receding from marked line, drain in place, ~10 ml serosanguinous output overnight. MIO 30 mm (was 15 mm). IO: FOM soft, extraction sockets #30, #31 w/ clot, sutures intact. Labs: WBC 11.2 (from 18.4), glucose 160s. Dx: resolving R submandibular space infection. Drain shortened 1 cm. Dressing changed. Endocrine following for glucose. Plan: continue IV clindamycin 600 mg q8h. Remove drain tomorrow if output <5 ml. Transition to PO clindamycin 300 mg QID when afebrile 24 h.',
    appends: ['Add to notes: wife visiting, updated at bedside.', 'Change 600 mg to 900 mg.'],
    expect: {
      CC: 'POD1 s/p extraoral I&D R submandibular space + XLA #30, #31 under GA. Pt reports less pain, swallowing better, tolerating soft diet',
      'MED HX': 'T2DM (metformin held), HTN. PCN allergy (hives)',
      EXTRA:
        'Vitals: Tmax 99.5, HR 84, BP 130/80, SpO2 98% RA. R submandibular swelling decreased, erythema receding from marked line, drain in place, ~10 ml serosanguinous output overnight. MIO 30 mm (was 15 mm)',
      INTRA: 'FOM soft, extraction sockets #30, #31 w/ clot, sutures intact',
      DX: ['Resolving R submandibular space infection'],
      TX: ['Drain shortened 1 cm', 'Dressing changed'],
      'TX PLAN': [
        'Continue IV clindamycin 900 mg q8h',
        'Remove drain tomorrow if output <5 ml',
        'Transition to PO clindamycin 300 mg QID when afebrile 24 h',
      ],
      NOTES:
        'Labs: WBC 11.2 (from 18.4), glucose 160s. Endocrine following for glucose. Wife visiting, updated at bedside',
    },
  }),
  defineCase({
    id: 'cw23-us-typed-os-resident-elderly-fall-dentoalveolar-fx-splint-22-27-lip-lac',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '81 y/o F from assisted living. Fall this AM, unwitnessed, found on floor by staff. Per pt tripped going to the bathroom, no LOC, denies dizziness. PMH: AFib on apixaban, HTN, mild dementia, osteoporosis (alendronate 5 yrs). NKDA. Td 4 yrs ago. EO: 1.5 cm through-and-through laceration R lower lip, oozing. Chin abrasion. Mandible stable, no step, no TTP along inferior border. MIO 38 mm. IO: lower incisor dentoalveolar segment mobile as a unit, displaced lingually. Gingival laceration labial to segment. Upper CD intact. #22 and #27 stable, not TTP. Panorex + CT max/face: alveolar fx lower incisor segment, no mandibular body or condylar fx. Dx: dentoalveolar fx lower incisor segment, through-and-through laceration R lower lip. Discussed w/ pt and daughter (by phone): reduce and splint under LA. Apixaban discussed w/ medicine team, continue. Pt agrees. Verbal consent (capacity assessed, understands). LA 3 carps 2% lido 1:100k epi, left mental block + right mental block + labial infiltration. Segment reduced manually. Occlusion checked against upper CD. Splint #22-#27 w/ 0.018-inch SS wire + flowable composite. Lip laceration irrigated w/ NS. Layered closure 4-0 Vicryl muscle, 5-0 Prolene skin. Hemostasis w/ pressure + TXA-soaked gauze. Rx amoxicillin 500 mg TID x 5 days (open fx + through-and-through lac). Peridex 0.12% BID. Advised soft diet; staff to help with oral hygiene. Safeguarding: injuries consistent with history, no concerns; facility informed of injuries. F/u OMFS clinic 1 wk for suture removal, splint 4 wks.',
    expect: {
      CC: 'Fall this AM, unwitnessed, found on floor by staff. Per pt tripped going to the bathroom, no LOC, denies dizziness',
      'MED HX': 'AFib on apixaban, HTN, mild dementia, osteoporosis (alendronate 5 yrs). NKDA. Td 4 yrs ago',
      EXTRA:
        '1.5 cm through-and-through laceration R lower lip, oozing. Chin abrasion. Mandible stable, no step, no TTP along inferior border. MIO 38 mm',
      INTRA:
        'Lower incisor dentoalveolar segment mobile as a unit, displaced lingually. Gingival laceration labial to segment. Upper CD intact',
      DENTAL: [
        ['22', 'Stable, not TTP'],
        ['27', 'Stable, not TTP'],
      ],
      RADIO: 'Panorex + CT max/face: alveolar fx lower incisor segment, no mandibular body or condylar fx',
      DX: ['Dentoalveolar fx lower incisor segment', 'Through-and-through laceration R lower lip'],
      CONSULT:
        'Discussed w/ pt and daughter (by phone): reduce and splint under LA. Apixaban discussed w/ medicine team, continue. Pt agrees. Advised soft diet; staff to help with oral hygiene',
      CONSENT: 'Verbal consent (capacity assessed, understands)',
      'TX TODAY': ['Splint #22-#27', 'Irrigation'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, mental block left + mental block right + labial infiltration',
        'Segment reduced manually',
        'Occlusion checked against upper CD',
        'Splint #22-#27 w/ 0.018-inch SS wire + flowable composite',
        'Lip laceration irrigated w/ NS',
        'Layered closure 4-0 Vicryl muscle',
        '5-0 Prolene skin',
        'Hemostasis w/ pressure + TXA-soaked gauze',
        'Rx amoxicillin 500 mg TID x 5 days (open fx + through-and-through lac)',
        'Peridex 0.12% BID',
      ],
      NOTES:
        '81 y/o F from assisted living. Safeguarding: injuries consistent with history, no concerns; facility informed of injuries',
      'F/U': 'F/u OMFS clinic 1 wk for suture removal, splint 4 wks',
    },
  }),
  defineCase({
    id: 'cw24-us-typed-os-resident-post-op-infection-17-site-i-and-d-iodoform-packing',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: swelling and pain L lower jaw, 10 days after surgical XLA #17 here. Was improving until day 6, worse since then, bad taste, low-grade fevers at home. PMH: none. Meds: OCP. Allergies: codeine (nausea). Vitals: T 100.2, HR 92. EO: mild L buccal swelling, TTP, no fluctuance extraorally. MIO 28 mm. Tolerating PO, no dysphagia. IO: #17 site: incision line dehisced, purulence expressed from socket, fluctuant buccal swelling adjacent. FOM soft. #18 not TTP, cold +. Panorex: no retained root tip, no sequestrum, #18 distal bone level WNL. Dx: post-op infection #17 site w/ buccal space abscess. Discussed I&D today. Pt agrees. Verbal consent. LA 2 carps 4% articaine 1:100k epi, left IANB + buccal infiltration. I&D buccal vestibule, ~3 ml pus, C&S sent. Socket curetted and irrigated w/ NS. Iodoform gauze strip packed. Rx amoxicillin/clavulanate 875/125 mg BID x 7 days. Instructed warm salt water rinses after meals. F/u 3 days for packing change. RTC sooner if fever, worsening trismus or swelling.',
    expect: {
      CC: 'Swelling and pain L lower jaw, 10 days after surgical XLA #17 here. Was improving until day 6, worse since then, bad taste, low-grade fevers at home',
      'MED HX': 'None. Meds: OCP. Allergies: codeine (nausea)',
      EXTRA: 'Vitals: T 100.2, HR 92. Mild L buccal swelling, TTP, no fluctuance extraorally. MIO 28 mm. Tolerating PO, no dysphagia',
      INTRA:
        '#17 site: incision line dehisced, purulence expressed from socket, fluctuant buccal swelling adjacent. FOM soft',
      DENTAL: [['18', 'Not TTP, cold +']],
      RADIO: 'Panorex: no retained root tip, no sequestrum, #18 distal bone level WNL',
      DX: ['Post-op infection #17 site w/ buccal space abscess'],
      CONSULT: 'Discussed I&D today. Pt agrees. Instructed warm salt water rinses after meals',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'I&D buccal vestibule',
        '~3 ml pus',
        'C&S sent',
        'Socket curetted and irrigated w/ NS',
        'Iodoform gauze strip packed',
        'Rx amoxicillin/clavulanate 875/125 mg BID x 7 days',
      ],
      'F/U': 'F/u 3 days for packing change. RTC sooner if fever, worsening trismus or swelling',
    },
  }),

  // ---------------------------------------------------------------- 5. South African state hospital dentist (FDI, mixed)
  defineCase({
    id: 'cw25-sa-asr-fdi-buccal-space-abscess-46-hiv-xla-corrugated-drain-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "patient came in with a swollen right cheek for five days he's been taking panado medical history hiv positive on arvs last cd4 three hundred and fifty viral load suppressed no allergies smokes extra oral temperature thirty eight point two pulse ninety six fluctuant swelling right buccal space mouth opening thirty five millimetres no difficulty swallowing intra oral floor of mouth soft four six grossly decayed root stumps four seven mesial occlusal caries four five sound diagnosis right buccal space abscess from four six explained the tooth must come out and the swelling must be drained he agreed signed consent la two carpules lignocaine two percent one in eighty thousand adrenaline right inferior dental block and buccal infiltration four six extracted four six roots complete incision and drainage intraorally in the buccal sulcus lots of pus sister please can I have the three o silk thanks corrugated drain sutured in rx augmentin one gram twice a day for five days rx ibuprofen four hundred milligrams three times a day after meals advised hot salt water rinses come back in two days for drain removal go to the hospital if the swelling goes down to the neck or he can't swallow",
    expect: {
      CC: "Swollen right cheek for 5 days. He's been taking Panado",
      'MED HX': 'HIV positive on ARVs. Last CD4 350. Viral load suppressed. No allergies. Smokes',
      EXTRA:
        'Temperature 38.2. Pulse 96. Fluctuant swelling right buccal space. Mouth opening 35 mm. No difficulty swallowing',
      INTRA: 'Floor of mouth soft',
      DENTAL: [
        ['46', 'Grossly decayed root stumps'],
        ['47', 'MO caries'],
        ['45', 'Sound'],
      ],
      DX: ['Right buccal space abscess from 46'],
      CONSULT:
        'Explained the tooth must come out and the swelling must be drained. He agreed. Advised hot salt water rinses',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction 46', 'Incision and drainage'],
      TX: [
        'LA: 2 carpules lignocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Extracted 46',
        'Roots complete',
        'Incision and drainage intraorally in the buccal sulcus',
        'Lots of pus',
        'Corrugated drain sutured in',
        'Rx Augmentin 1 g twice a day for 5 days',
        'Rx ibuprofen 400 mg 3 times a day after meals',
      ],
      'F/U':
        "Come back in 2 days for drain removal. Go to the hospital if the swelling goes down to the neck or he can't swallow",
    },
  }),
  defineCase({
    id: 'cw26-sa-typed-fdi-child-intrusion-11-crown-fracture-21-m-gic-bandage-gran',
    style: 'UK',
    asr: false,
    transcript:
      '9 yr old boy brought in by his gran. Fell off his bicycle yesterday afternoon, hit his mouth on the pavement. No LOC, no vomiting. MHx: healthy, NKA. Immunisations up to date per Road to Health booklet. EO: swollen upper lip, healing abrasion on chin. IO: upper labial frenum torn. 11 intruded approx 3 mm, not mobile, metallic percussion note. 21 enamel-dentine fracture M corner, not mobile, sensitive to air. 12, 22 erupting. PA 11, 21: 11 intruded, immature apex; 21 no root fracture. Dx: intrusion 11 (immature apex), uncomplicated crown fracture 21. Explained to gran: 11 should re-erupt on its own, will monitor, may need RCT later. Gran agrees. No LA. M GIC 21 placed as a bandage (Fuji IX). Advised soft diet 2/52, soft toothbrush, CHX 0.2% mouthwash BD 1/52. History consistent with injury, no concerns. NV: review 2/52 with PA 11.',
    expect: {
      CC: 'Fell off his bicycle yesterday afternoon, hit his mouth on the pavement. No LOC, no vomiting',
      'MED HX': 'Healthy, NKA. Immunisations up to date per Road to Health booklet',
      EXTRA: 'Swollen upper lip, healing abrasion on chin',
      INTRA: 'Upper labial frenum torn',
      DENTAL: [
        ['11', 'Intruded approx 3 mm, not mobile, metallic percussion note'],
        ['21', 'Enamel-dentine fracture M corner, not mobile, sensitive to air', 'M corner'],
        ['12', 'Erupting'],
        ['22', 'Erupting'],
      ],
      RADIO: 'PA 11, 21: 11 intruded, immature apex; 21 no root fracture',
      DX: ['Intrusion 11 (immature apex)', 'Uncomplicated crown fracture 21'],
      CONSULT:
        'Explained to gran: 11 should re-erupt on its own, will monitor, may need RCT later. Gran agrees. Advised soft diet 2 weeks, soft toothbrush, CHX 0.2% mouthwash BD 1 week',
      'TX TODAY': ['M GIC 21'],
      TX: ['No LA', 'M GIC 21 placed as a bandage (Fuji IX)'],
      NOTES: '9 yr old boy brought in by his gran. History consistent with injury, no concerns',
      NV: ['Review 2 weeks with PA 11'],
    },
  }),
  defineCase({
    id: 'cw27-sa-asr-fdi-diabetic-submandibular-infection-36-xla-in-pieces-admit-ward',
    style: 'UK',
    asr: true,
    transcript:
      'referred from casualty with left submandibular swelling for four days started after toothache lower left painful to swallow medical history type two diabetic on metformin and insulin not well controlled hypertensive on enalapril allergic to penicillin extra oral temperature thirty eight point six pulse one hundred and four blood pressure one fifty over ninety five left submandibular swelling firm and tender not crossing the midline trismus mouth opening about twenty millimetres swallowing painful but managing no stridor intra oral floor of mouth soft on the right and slightly raised on the left three six grossly carious tender to percussion three seven sound opg periapical radiolucency three six no other pathology diagnosis left submandibular space infection from three six explained admission iv antibiotics and extraction he agreed signed consent la two carpules lignocaine two percent one in eighty thousand adrenaline left inferior dental block difficult access because of trismus extracted three six in pieces um with elevators and forceps roots complete pus drained from the socket iv clindamycin six hundred milligrams started plan admit to the surgical ward for iv clindamycin and glucose control refer to maxillofacial at the academic hospital if not improving in twenty four hours',
    expect: {
      CC: 'Referred from casualty with left submandibular swelling for 4 days. Started after toothache lower left. Painful to swallow',
      'MED HX':
        'Type 2 diabetic on metformin and insulin not well controlled. Hypertensive on enalapril. Allergic to penicillin',
      EXTRA:
        'Temperature 38.6. Pulse 104. Blood pressure 150/95. Left submandibular swelling firm and tender not crossing the midline. Trismus mouth opening about 20 mm. Swallowing painful but managing. No stridor',
      INTRA: 'Floor of mouth soft on the right and slightly raised on the left',
      DENTAL: [
        ['36', 'Grossly carious tender to percussion'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG periapical radiolucency 36. No other pathology',
      DX: ['Left submandibular space infection from 36'],
      CONSULT: 'Explained admission IV antibiotics and extraction. He agreed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 carpules lignocaine 2% 1:80,000 adrenaline, IDB left',
        'Difficult access because of trismus',
        'Extracted 36 in pieces with elevators and forceps',
        'Roots complete',
        'Pus drained from the socket',
        'IV clindamycin 600 mg started',
      ],
      'TX PLAN': [
        'Admit to the surgical ward for IV clindamycin and glucose control',
        'Refer to maxillofacial at the academic hospital if not improving in 24 hours',
      ],
    },
  }),
  defineCase({
    id: 'cw28-sa-typed-fdi-child-abscess-75-xla-amoxil-syrup-poi-mum-appends-change',
    style: 'UK',
    asr: false,
    transcript:
      '6 yr old girl with her mum. C/O swelling L lower face since yesterday, toothache for a week, not sleeping. Mum gave Panado syrup. MHx: healthy, NKA, immunisations up to date. EO: T 37.9. Swelling L lower face, soft, not extending below lower border. No trismus. Eating and drinking. IO: fluctuant buccal swelling at 75. 75 grossly carious, mobile, TTP. 74 O caries. 84, 85 O caries. 36 erupting. Dx: acute dento-alveolar abscess 75, ECC. Explained to mum: extract 75 today, fillings later. Mum agrees. Consent form signed. Topical. LA 1 carpule lignocaine 2% 1:80,000 adrenaline, buccal + lingual infiltration 75. XLA 75, roots complete, pus drained. Gauze pack. Amoxil syrup 250 mg TDS 5/7 (20 kg). Panado syrup 10 ml 6-hourly prn. POI to mum: soft food + no hot drinks till numbness wears off. Brave girl. NV: fillings 74, 84, 85 in 1/52.',
    appends: ['Add to notes: mum asked for a school note, given.', 'Change 1/52 to 2/52.'],
    expect: {
      CC: 'Swelling L lower face since yesterday, toothache for a week, not sleeping. Mum gave Panado syrup',
      'MED HX': 'Healthy, NKA, immunisations up to date',
      EXTRA: 'T 37.9. Swelling L lower face, soft, not extending below lower border. No trismus. Eating and drinking',
      INTRA: 'Fluctuant buccal swelling at 75',
      DENTAL: [
        ['75', 'Grossly carious, mobile, TTP'],
        ['74', 'O caries'],
        ['84', 'O caries'],
        ['85', 'O caries'],
        ['36', 'Erupting'],
      ],
      DX: ['Acute dento-alveolar abscess 75', 'ECC'],
      CONSULT: 'Explained to mum: extract 75 today, fillings later. Mum agrees',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 75'],
      TX: [
        'Topical',
        'LA: 1 carpule lignocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 75',
        'XLA 75',
        'Roots complete',
        'Pus drained',
        'Gauze pack',
        'Amoxil syrup 250 mg TDS 5 days (20 kg)',
        'Panado syrup 10 ml 6-hourly prn',
        'POI to mum: soft food + no hot drinks till numbness wears off',
      ],
      NOTES: '6 yr old girl with her mum. Brave girl. Mum asked for a school note, given',
      NV: ['Fillings 74, 84, 85 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cw29-sa-asr-fdi-assault-fractured-mandible-right-angle-48-sorry-tet-tox-j88',
    style: 'UK',
    asr: true,
    transcript:
      "um he was assaulted with a fist on saturday night came in today with pain and swelling right jaw can't close his teeth properly no loss of consciousness medical history nil no allergies drinks on weekends tetanus not up to date extra oral swelling right angle of the mandible tender step palpable at the right angle numbness right lower lip mouth opening twenty five millimetres intra oral deranged occlusion with premature contact on the right molars sublingual haematoma on the right four eight partially erupted mobile four seven tender to percussion opg displaced fracture right angle of mandible through the four seven sorry through four eight no other fractures diagnosis fractured mandible right angle explained he needs to go to maxillofacial for plating he agreed tet tox given rx augmentin one gram twice a day for five days rx chlorhexidine mouthwash twice a day advised soft diet and no alcohol referral letter to maxillofacial at the academic hospital for tomorrow morning j eighty eight completed for the police",
    expect: {
      CC: "He was assaulted with a fist on Saturday night. Pain and swelling right jaw. Can't close his teeth properly. No loss of consciousness",
      'MED HX': 'Nil. No allergies. Drinks on weekends. Tetanus not up to date',
      EXTRA:
        'Swelling right angle of the mandible. Tender step palpable at the right angle. Numbness right lower lip. Mouth opening 25 mm',
      INTRA: 'Deranged occlusion with premature contact on the right molars. Sublingual haematoma on the right',
      DENTAL: [
        ['48', 'Partially erupted mobile'],
        ['47', 'Tender to percussion'],
      ],
      RADIO: 'OPG displaced fracture right angle of mandible through 48. No other fractures',
      DX: ['Fractured mandible right angle'],
      CONSULT: 'Explained he needs to go to maxillofacial for plating. He agreed. Advised soft diet and no alcohol',
      TX: ['Tet tox given', 'Rx Augmentin 1 g twice a day for 5 days', 'Rx chlorhexidine mouthwash twice a day'],
      'TX PLAN': ['Referral letter to maxillofacial at the academic hospital for tomorrow morning'],
      NOTES: 'J88 completed for the police',
    },
  }),
  defineCase({
    id: 'cw30-sa-typed-fdi-review-2-days-post-i-and-d-xla-36-drain-removed-discharged',
    style: 'UK',
    asr: false,
    transcript:
      'Review 2/7 post I&D + XLA 36 in casualty. Swelling much better, eating well, no fever. Still taking the Augmentin. MHx: HIV+ on ARVs (TLD), last VL suppressed. NKA. EO: T 36.7. Residual swelling L mandible, soft, non-tender. Mouth opening 38 mm. IO: 36 socket healing, no pus. Drain in situ, minimal discharge. FOM soft. 35 DO caries, not TTP. 37 not TTP. Drain removed. Socket irrigated with saline. Advised to finish the Augmentin course + HSWM 4x daily. Pt asked when he can go back to work: tomorrow if he feels OK. Referred to local clinic for DO filling 35. Discharged. Return if swelling comes back, fever or difficulty swallowing.',
    expect: {
      CC: 'Review 2 days post I&D + XLA 36 in casualty. Swelling much better, eating well, no fever. Still taking the Augmentin',
      'MED HX': 'HIV+ on ARVs (TLD), last VL suppressed. NKA',
      EXTRA: 'T 36.7. Residual swelling L mandible, soft, non-tender. Mouth opening 38 mm',
      INTRA: '36 socket healing, no pus. Drain in situ, minimal discharge. FOM soft',
      DENTAL: [
        ['35', 'DO caries, not TTP'],
        ['37', 'Not TTP'],
      ],
      CONSULT:
        'Advised to finish the Augmentin course + HSWM 4x daily. Pt asked when he can go back to work: tomorrow if he feels OK',
      TX: ['Drain removed', 'Socket irrigated with saline'],
      'TX PLAN': ['Referred to local clinic for DO filling 35'],
      'F/U': 'Discharged. Return if swelling comes back, fever or difficulty swallowing',
    },
  }),
];
