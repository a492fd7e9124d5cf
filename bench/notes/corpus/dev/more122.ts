// A hundred-and-twenty-second development batch (ids dt01–dt30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is general dentists at busy US and UK practices
// who leave the recorder running for the whole visit while more than two people talk: a spouse or adult child answering
// for an elderly patient, interpreters (professional, on the speakerphone, or a son or daughter translating), carers and
// aides for patients with dementia, a teenager and parent who disagree about braces or wisdom teeth, and the nurse or
// assistant reading back the chart, asking about the leaflet or asking what to book. Most are recogniser-style (one
// stream of words, no speaker labels, greetings, questions, asides and remarks to the patient mixed in with the
// dentist's call-outs); five are typed transcripts with speaker labels ("Dentist:", "Patient:", "Daughter:", "Husband:",
// "Mom:", "Interpreter:", "Nurse:", "Assistant:"); the rest are typed notes. The dentist calls out findings for
// charting, explains, records consent (the patient's, a parent's, or a best-interests decision / power of attorney for a
// patient who lacks capacity), treats, gives instructions and books the next visit aloud. Five practices, six visits each:
//   dt01–dt06 a busy UK NHS practice (FDI): an 84-year-old whose wife answers for him, on warfarin, extraction of 36
//     with a nurse aside (recogniser); a Romanian interpreter at an emergency, extirpation of 26 (recogniser); a daughter
//     giving the history for her mother with Alzheimer's, lower denture eased over an ulcer (typed with labels); a
//     check-up where the nurse reads the chart back and the dentist corrects 47 to 37, then booking (recogniser,
//     appended dictation); a 14-year-old and his mum disagreeing about braces, IOTN and referral (typed); a care-home
//     carer with a man with dementia, denture stomatitis, best-interests decision with his son (recogniser);
//   dt07–dt12 a UK mixed NHS / private practice where the dentist says Palmer words (Palmer; dt09 typed with labels, dt11
//     typed UR6-style shorthand, the rest recogniser-style): a son with his deaf father at a crown fit UR6; a son
//     interpreting Punjabi for his mother at an obturation LL6 ("warm vertical sorry cold lateral"); an anxious patient,
//     her husband and the nurse at an MO composite UL5; a reluctant 13-year-old and her mum at orthodontic extractions
//     UR4, UL4; complete dentures fitted for a woman with dementia whose daughter holds LPA; a wife prompting her husband
//     about bleeding gums, periodontitis stage 3 with an OPG, booking with the hygienist (appended dictation);
//   dt13–dt18 a US general practice (Universal; dt14 and dt17 typed, the rest recogniser-style): a daughter translating
//     Spanish for her father, abscess and extraction #30 ("sectioned the roots sorry no sectioning needed"); a
//     15-year-old who wants Invisalign and her mom who does not, prophy and fluoride (typed with labels); a periodic exam
//     where the assistant asks "was that mesiolingual or mesiobuccal" and books the crown prep; a Vietnamese interpreter
//     on the speakerphone at SRP; a memory-care resident whose son (healthcare POA) consents by phone to extraction of
//     #24, #25 on Eliquis; an upper partial delivered with the wife present (appended dictation);
//   dt19–dt24 a US family practice (Universal; dt20 typed with labels, dt22 typed, the rest recogniser-style): a crown
//     seat #3 with the son asking about insurance and the assistant about the next cleaning; a Mandarin interpreter at two
//     DO composites #20, #21; a wife answering for her husband with Parkinson's, denture sores and angular cheilitis
//     ("nystatin sorry clotrimazole"); a 17-year-old and mom disagreeing about wisdom teeth, irrigation and OMFS referral
//     (appended dictation); a husband reporting his wife's grinding at periodontal maintenance with night guard
//     impressions; an assisted-living aide and a POA daughter on speaker for a fractured #8 and SDF on #7;
//   dt25–dt30 a UK general practice (FDI; dt26 typed with labels, dt28 and dt29 typed, the rest recogniser-style): a
//     daughter who brushes for her mother after a stroke, scale and polish; an Arabic interpreter and the nurse at an
//     extraction of 46; a husband helping pick the shade at a crown prep 11 (appended dictation with "change two weeks to
//     three weeks"); a terse recall where the wife gave the history; a 10-year-old's scooter fall with mum and grandad,
//     fragment reattached on 11; a terse recogniser-style recall ("his wife says no problems").
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 19 recogniser-style (lower case, number words, fillers, no punctuation,
// "sorry" corrections) and 11 typed (5 with speaker labels: dt03, dt09, dt14, dt20, dt26); 28 to 245 words (most 120 to
// 210: whole-visit recordings run long); five cases with appended dictation (dt04 "add to chart …" / "add to notes …";
// dt12 "add to notes …"; dt18 "add to treatment …" / "add to notes …"; dt22 typed "Add to notes: …" / "Add to
// treatment: …"; dt27 "add to notes …" / "change two weeks to three weeks"). DENTAL in 27 cases (not dt11, dt21, dt30).
//
// Judgement calls where the contract was silent:
// - Several speakers: what anyone says goes to the field its content belongs to, in the speaker's own words (a
//   relative's, carer's or interpreter's account of the complaint is CC, of the history MED HX; a relative's question
//   and the answer are CONSULT; remarks about the patient are NOTES). The dentist's history questions ("what's been
//   going on", "any changes to her health", "can you ask her where the pain is", "can you ask about her health and any
//   tablets") are dropped, since the answer carries the content. Greetings, remarks to the patient ("we'll go at your
//   pace", "you did really well, love", "can you tell her to put her hand up if she wants me to stop"), a relative
//   prompting the patient ("go on tell her about your gums"), bare agreements and replies ("Yes, that's fine",
//   "Please"), the interpreter's "She says hello", asides to the nurse and the nurse's or assistant's own questions
//   ("can you read the chart back", "what are we booking her in for", "Shall I get the Arabic leaflet?", "do we book
//   her cleaning now yes") are dropped entirely.
// - Speaker labels in typed transcripts are no content and are dropped; each turn is labelled like dictated sentences.
//   Who said something is written only where the words say it ("She says …", "Daughter says …", "Interpreter says …",
//   "His wife gave the medical history", "(hx from daughter)", "Hx per facility MAR: …"; "Hx" is no header word). A
//   statement of who gave the history said inside the history stays in MED HX; who came with the patient, who
//   interpreted and how communication went are NOTES ("her son is interpreting for her", "Mandarin interpreter present",
//   "we'll need the interpreter again", "interpreter repeated the instructions", "he won't let me look for long",
//   "letter back to the orthodontist").
// - The concern a patient or relative brings is CC ("mum concerned about crowding", "Her teeth are getting more
//   crooked, so I want to talk about braces"); wishes for or against treatment and disagreements between patient and
//   relative are CONSULT, also when said at the start ("She says she doesn't want them out now. Mum says they agreed
//   …", "Mom wants all 4 out before college; pt wants to wait …", "I don't want braces …").
// - Consent for a patient who cannot consent: capacity statements, best-interests decisions, a power of attorney and
//   the call to them, and the consent given are CONSENT ("He doesn't have capacity to consent to treatment today. Best
//   interests decision with …", "Her daughter has power of attorney. Called her on speaker with the aide here.
//   Daughter gave verbal consent witnessed by my assistant"); the options and risks explained on that call are
//   CONSULT. A patient's "She's agreed to go ahead today" is CONSULT (as more58 "He wants it out").
// - Assistant read-back: the chart read back is not written again; a correction the dentist makes during the read-back
//   ("four seven occlusal caries small no that should be three seven not four seven") is applied like a self-correction
//   to that chart entry (dt04: 37, not 47). A clarification question answered by the dentist ("was that mesiolingual or
//   mesiobuccal mesiolingual") leaves the entry as first said (dt15). The dentist's answer to a booking question is the
//   next visit ("DO composite 36 half an hour", "RSD upper right and lower right with LA 1 hour with the hygienist",
//   "Cleaning with the hygienist in 2 months", "Crown prep #14 first 90 minutes").
// - "nystatin sorry clotrimazole cream", "twice a day sorry four times a day", "warm vertical sorry cold lateral
//   compaction" replace the words before "sorry"; "sectioned the roots sorry no sectioning needed" replaces the step.
// - Titles: "fitting surface eased and polished" and "lower denture adjusted at both sore spots" are Denture adjustment;
//   "Both dentures fitted" and "upper partial denture tried in and seated fully" are Denture fit (a new denture
//   "relieved" at fit is no adjustment, as more56); "Irrigated #32 operculum with chlorhexidine" is "Irrigation #32";
//   "socket curetted and irrigated" is no Irrigation (a socket); "Composite bonded #8" is "Composite #8";
//   "Fragment reattached 11 with flowable composite" has no title (a material it is done with), so dt29 has no TX
//   TODAY; "supragingival scale done" and "Showed her daughter how to brush for her …" are no titles; "Obturated LL6
//   …" is "Obturation LL6"; "Periodontal maintenance with full mouth ultrasonic and hand scaling" is "Periodontal
//   maintenance", and "upper and lower alginate impressions for a night guard" is "Impressions" only (as more58);
//   "Prophy completed by hygienist" is "Prophy" (who did it is no part of the title); "FV 22,600 ppm applied" is
//   "Fluoride varnish" (as more58).
// - Teeth said together in an LA line keep the LA format with the teeth after the technique ("buccal infiltration +
//   palatal infiltration UR4, UL4", "labial infiltration + lingual infiltration #24, #25"); "labial infiltration" is
//   kept as said; two agents are two LA lines (as more56). "clasps on six and eleven" → "Clasps #6, #11" (the clasp is
//   on the tooth, like "crown on 46"); "near #11" names a place and keeps its word.
// - Denture-care and post-op instructions given are TX; advice after treatment ("no sport for the rest of the day",
//   soft diet, "no smoking for 48 hours"), fees, band charges, insurance and quotes ("Quoted 450 dollars": spoken
//   "four hundred fifty dollars" becomes digits only) are CONSULT (as more58). Prescriptions are TX items.
// - Oral hygiene, plaque and calculus are PERIO (as more58), also when said after the intra-oral header; crowding and
//   "lower incisors crowded" (no tooth number), "caries-free" and "no caries" of the mouth are INTRA; pockets said
//   measure first with teeth and sites are PERIO ("4 mm pockets #3 DB and #14 MB"). Blood pressure is MED HX (as more56).
// - A conditional referral said on its own ("Refer to oral medicine if it hasn't healed by then") is TX PLAN; a
//   referral slip handed over ("Referral to orthodontist for consult given to mom") is TX PLAN too.
// - "Wear facets on the incisal edges" keeps "incisal edge" as words (rule 4); "fractured incisal third" gives fracture
//   "Incisal third", "fractured incisal edge" gives "Incisal edge".
// - In recogniser-style text fields a new clause starts a new sentence (as more58); an "and" inside reported speech
//   stays ("His wife says he's not been eating well for 2 weeks and he's lost a few pounds", as more58 bh23).
import { defineCase, type NotesCase } from '../case.ts';

export const more122Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice (FDI)
  defineCase({
    id: 'dt01-uk-asr-fdi-wife-answers-deaf-84-warfarin-extraction-36-luxator-aside',
    style: 'UK',
    asr: true,
    transcript:
      "morning both come and sit down um he's eighty four his wife's come with him she does most of the talking he's a bit deaf what's been going on it's his bottom tooth on the left he's been off his food for a week says it hurts when he chews there's a bad taste too his wife gave the medical history he had a heart valve replaced in twenty nineteen on warfarin inr was two point six on monday she's brought the yellow book also takes bisoprolol and atorvastatin no allergies extra oral no swelling no lymph nodes palpable intra oral soft tissues healthy three six broken down to the gum line retained roots tender to percussion slightly mobile three seven and three five sound pa three six periapical radiolucency mesial root no fractures diagnosis chronic apical periodontitis three six explained to him and his wife the options leave it or take it out he said just take it out his wife agreed verbal consent from him la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration three six and lingual infiltration can you pass me the luxator please thanks luxated and extracted three six roots complete surgicel placed two vicryl sutures bit on gauze haemostasis achieved post op instructions given to him and written to his wife she asked about painkillers told her paracetamol is fine no ibuprofen because of the warfarin review in one week for sutures out",
    expect: {
      CC: "It's his bottom tooth on the left. He's been off his food for a week. Says it hurts when he chews. There's a bad taste too",
      'MED HX':
        "His wife gave the medical history. He had a heart valve replaced in 2019. On warfarin. INR was 2.6 on Monday. She's brought the yellow book. Takes bisoprolol and atorvastatin. No allergies",
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Broken down to the gum line retained roots tender to percussion slightly mobile'],
        ['37', 'Sound'],
        ['35', 'Sound'],
      ],
      RADIO: 'PA 36 periapical radiolucency mesial root. No fractures',
      DX: ['Chronic apical periodontitis 36'],
      CONSULT:
        'Explained to him and his wife the options leave it or take it out. He said just take it out. His wife agreed. She asked about painkillers. Told her paracetamol is fine. No ibuprofen because of the warfarin',
      CONSENT: 'Verbal consent from him',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 36 + lingual infiltration',
        'Luxated and extracted 36',
        'Roots complete',
        'Surgicel placed',
        '2 Vicryl sutures',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given to him and written to his wife',
      ],
      NOTES: "He's 84. His wife's come with him. She does most of the talking. He's a bit deaf",
      'F/U': 'Review in 1 week for sutures out',
    },
  }),
  defineCase({
    id: 'dt02-uk-asr-fdi-romanian-interpreter-emergency-26-pulpitis-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      "er emergency slot she's brought an interpreter she speaks romanian can you ask her where the pain is she says it's the top left at the back for five days it keeps her awake at night paracetamol isn't helping can you ask about her health and any tablets she says she has asthma uses a blue inhaler she is allergic to penicillin gets a rash she says she's not pregnant extra oral nad intra oral soft tissues nad two six deep mesial caries tender to percussion lingering pain to cold two seven occlusal amalgam sound two five sound pa two six deep mesial caries close to the pulp widened ligament space diagnosis symptomatic irreversible pulpitis two six explained via the interpreter we can start a root canal today or take the tooth out she says she wants to keep the tooth she understands it needs more visits verbal consent via the interpreter la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six and palatal infiltration rubber dam access pulp extirpated two six three canals found irrigated with sodium hypochlorite ledermix and cavit occlusion relieved post op instructions given through the interpreter next visit continue root canal two six in two weeks we'll need the interpreter again",
    expect: {
      CC: "Emergency slot. She says it's the top left at the back for 5 days. It keeps her awake at night. Paracetamol isn't helping",
      'MED HX':
        "She says she has asthma. Uses a blue inhaler. She is allergic to penicillin. Gets a rash. She says she's not pregnant",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['26', 'Deep M caries tender to percussion lingering pain to cold'],
        ['27', 'O amalgam sound'],
        ['25', 'Sound'],
      ],
      RADIO: 'PA 26 deep mesial caries close to the pulp. Widened ligament space',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT:
        'Explained via the interpreter we can start a root canal today or take the tooth out. She says she wants to keep the tooth. She understands it needs more visits',
      CONSENT: 'Verbal consent via the interpreter',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Rubber dam',
        'Access',
        'Pulp extirpated 26',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given through the interpreter',
      ],
      NOTES: "She's brought an interpreter. She speaks Romanian. We'll need the interpreter again",
      NV: ['Continue RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dt03-uk-typed-labels-fdi-daughter-alzheimers-lower-denture-eased-ulcer',
    style: 'UK',
    asr: false,
    transcript:
      "Dentist: Come in, both of you, take a seat. What's been happening with the dentures?\nDaughter: The bottom one's been rubbing for about two weeks, she keeps taking it out, and she's not eating properly.\nPatient: It's sore here, on this side.\nDentist: Any changes to her health or tablets since we last saw her?\nDaughter: She was diagnosed with Alzheimer's in the spring. She's started donepezil. Still on the amlodipine. No allergies.\nDentist: Thank you. Extra-oral: NAD. Intra-oral: 5 mm ulcer lower left buccal sulcus in the premolar region, under the lower denture flange. Upper complete denture fits well. Lower partial denture flange overextended over the ulcer. 33 sound. 43 sound, slight mobility.\nPatient: I don't want anything done to my teeth.\nDentist: We're only smoothing the denture today, nothing on your teeth.\nDaughter: Yes, that's fine.\nDentist: Verbal consent from patient and daughter. Eased the lower denture flange in the lower left premolar region with an acrylic bur, polished. Checked with PIP, no further pressure. Advised daughter to leave the denture out at night and use Difflam mouthwash for a week.\nDaughter: I was wondering if she can still wear it to eat.\nDentist: She can wear it for meals, just out overnight.\nNurse: When would you like to see her?\nDentist: Review in two weeks to check the ulcer has healed. Refer to oral medicine if it hasn't healed by then. Notes: attended with her daughter, who gave most of the history.",
    expect: {
      CC: "The bottom one's been rubbing for about 2 weeks, she keeps taking it out, and she's not eating properly. It's sore here, on this side",
      'MED HX':
        "She was diagnosed with Alzheimer's in the spring. She's started donepezil. Still on the amlodipine. No allergies",
      EXTRA: 'NAD',
      INTRA:
        '5 mm ulcer lower left buccal sulcus in the premolar region, under the lower denture flange. Upper complete denture fits well. Lower partial denture flange overextended over the ulcer',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound, slight mobility'],
      ],
      CONSULT:
        "I don't want anything done to my teeth. We're only smoothing the denture today, nothing on your teeth. Advised daughter to leave the denture out at night and use Difflam mouthwash for a week. I was wondering if she can still wear it to eat. She can wear it for meals, just out overnight",
      CONSENT: 'Verbal consent from patient and daughter',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the lower denture flange in the lower left premolar region with an acrylic bur',
        'Polished',
        'Checked with PIP',
        'No further pressure',
      ],
      'TX PLAN': ["Refer to oral medicine if it hasn't healed by then"],
      NOTES: 'Attended with her daughter, who gave most of the history',
      'F/U': 'Review in 2 weeks to check the ulcer has healed',
    },
  }),
  defineCase({
    id: 'dt04-uk-asr-fdi-check-up-nurse-read-back-corrects-47-to-37-booking-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come on in routine check up any problems since last time nothing really just a bit of bleeding when I floss medical history no changes still on sertraline no allergies extra oral nad intra oral nad bpe two two two two one two charting please one seven missing one six mesial occlusal amalgam sound two six occlusal composite sound three six disto occlusal composite with distal caries four six crown sound four seven occlusal caries small two bitewings grade one three six distal caries into dentine three seven occlusal caries into enamel only can you read the chart back one seven missing one six mo amalgam sound two six o composite sound three six do composite with distal caries four six crown sound four seven occlusal caries small no that should be three seven not four seven diagnosis caries three six and three seven um scale and polish oral hygiene instruction floss and interdental brushes she asked if the caries needs doing now explained three six yes three seven we'll monitor with fluoride toothpaste duraphat five thousand toothpaste prescribed what are we booking her in for disto occlusal composite three six half an hour recall six months",
    appends: ['add to chart one eight partially erupted', 'add to notes she works nights so afternoon appointments only'],
    expect: {
      CC: 'Routine check up. Nothing really. Just a bit of bleeding when I floss',
      'MED HX': 'No changes. Still on sertraline. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'DO composite with D caries'],
        ['46', 'Crown sound'],
        ['37', 'O caries small'],
        ['18', 'Partially erupted'],
      ],
      RADIO: '2 bitewings grade 1. 36 distal caries into dentine. 37 occlusal caries into enamel only',
      DX: ['Caries 36, 37'],
      CONSULT: "She asked if the caries needs doing now. Explained 36 yes. 37 we'll monitor with fluoride toothpaste",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish',
        'Oral hygiene instruction floss and interdental brushes',
        'Duraphat 5000 toothpaste prescribed',
      ],
      NOTES: 'She works nights so afternoon appointments only',
      NV: ['DO composite 36 half an hour'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dt05-uk-typed-fdi-teen-and-mum-disagree-braces-iotn-referral-fv',
    style: 'UK',
    asr: false,
    transcript:
      "14 y/o attended with mum for check-up; mum concerned about crowding. Pt says he doesn't want braces and is happy with his teeth. MH: fit and well, hay fever (cetirizine), NKDA. EO: NAD, no TMJ clicking. IO: soft tissues healthy, upper and lower crowding. OH fair, plaque on lower incisors. BPE 1 1 1 / 1 2 1. 13, 23 buccally placed. 42 lingually placed. 16, 26 FS intact. 36 O caries, small. 46 sound. BWs not due. Dx: crowding (IOTN DHC 4d), caries 36. Discussed with both: NHS referral likely eligible at IOTN 4, needs good OH first, brace 18-24 months, retainers long term. Pt still not keen, mum would like referral. Explained we need him on board as he's the one wearing it. Agreed to refer for assessment only, no commitment. Verbal consent from pt and mum for referral. FV 22,600 ppm applied. OHI with disclosing tablets. Plan: refer to orthodontist for assessment. NV: O comp 36. Recall 6/12.",
    expect: {
      CC: 'Check-up; mum concerned about crowding',
      'MED HX': 'Fit and well, hay fever (cetirizine), NKDA',
      EXTRA: 'NAD, no TMJ clicking',
      INTRA: 'Soft tissues healthy, upper and lower crowding',
      PERIO: 'OH fair, plaque on lower incisors. BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['13', 'Buccally placed'],
        ['23', 'Buccally placed'],
        ['42', 'Lingually placed'],
        ['16', 'FS intact'],
        ['26', 'FS intact'],
        ['36', 'O caries, small'],
        ['46', 'Sound'],
      ],
      RADIO: 'BWs not due',
      DX: ['Crowding (IOTN DHC 4d)', 'Caries 36'],
      CONSULT:
        "Pt says he doesn't want braces and is happy with his teeth. Discussed with both: NHS referral likely eligible at IOTN 4, needs good OH first, brace 18-24 months, retainers long term. Pt still not keen, mum would like referral. Explained we need him on board as he's the one wearing it. Agreed to refer for assessment only, no commitment",
      CONSENT: 'Verbal consent from pt and mum for referral',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['FV 22,600 ppm applied', 'OHI with disclosing tablets'],
      'TX PLAN': ['Refer to orthodontist for assessment'],
      NOTES: '14 y/o attended with mum',
      NV: ['O composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dt06-uk-asr-fdi-care-home-carer-dementia-denture-stomatitis-best-interests',
    style: 'UK',
    asr: true,
    transcript:
      "he's come from the care home with his carer he can't really tell us what's wrong carer says he's been pulling at his mouth and not wanting his dinner for about a week he's been more agitated than usual medical history care home sheet says vascular dementia on donepezil type two diabetes on metformin no known allergies extra oral nad no swelling he won't let me look for long intra oral upper denture very loose and stained ridge under the upper denture red and inflamed lower anterior teeth heavy calculus four three retained root with some mobility and red gum around it four four sound diagnosis denture stomatitis he doesn't have capacity to consent to treatment today best interests decision with the carer and his son on the phone who has power of attorney for health upper denture cleaned in the ultrasonic bath fitting surface eased and polished advised the carer to take the denture out at night soak it in denture cleaner and brush his palate prescribed miconazole oral gel apply to the fitting surface twice a day sorry four times a day for a week plan extraction of the four three root if it becomes painful review in two weeks",
    expect: {
      CC: "Carer says he's been pulling at his mouth and not wanting his dinner for about a week. He's been more agitated than usual",
      'MED HX':
        'Care home sheet says vascular dementia on donepezil. Type 2 diabetes on metformin. No known allergies',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Upper denture very loose and stained. Ridge under the upper denture red and inflamed',
      PERIO: 'Lower anterior teeth heavy calculus',
      DENTAL: [
        ['43', 'Retained root with some mobility and red gum around it'],
        ['44', 'Sound'],
      ],
      DX: ['Denture stomatitis'],
      CONSULT:
        'Advised the carer to take the denture out at night soak it in denture cleaner and brush his palate',
      CONSENT:
        "He doesn't have capacity to consent to treatment today. Best interests decision with the carer and his son on the phone who has power of attorney for health",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Upper denture cleaned in the ultrasonic bath',
        'Fitting surface eased and polished',
        'Prescribed miconazole oral gel apply to the fitting surface 4 times a day for a week',
      ],
      'TX PLAN': ['Extraction 43 root if it becomes painful'],
      NOTES:
        "He's come from the care home with his carer. He can't really tell us what's wrong. He won't let me look for long",
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK mixed NHS / private practice (Palmer)
  defineCase({
    id: 'dt07-uk-asr-palmer-son-with-deaf-father-crown-fit-ur6-pacemaker-band-3',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right he's in for the crown fit on the upper right six his son's come with him today dad's hearing aid isn't working so I'll speak up any problems with the temporary he says it came out once and he pushed it back in medical history no changes son says he had a pacemaker fitted in the autumn cardiology say no precautions needed for dental treatment no allergies upper right six temporary crown in place slightly loose upper right five and upper right seven sound no la needed temporary crown removed cement cleaned off tried in the crown contacts good margins fine shade matches dad's happy with it cemented the upper right six crown with relyx unicem excess removed occlusion checked bite fine post op instructions given to both son asked if there's anything else to pay told him it's all covered in the band three charge paid at the prep visit recall as normal in six months",
    expect: {
      CC: 'Crown fit on UR6. He says it came out once and he pushed it back in',
      'MED HX':
        'No changes. Son says he had a pacemaker fitted in the autumn. Cardiology say no precautions needed for dental treatment. No allergies',
      DENTAL: [
        ['UR6', 'Temporary crown in place slightly loose'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      CONSULT:
        "Son asked if there's anything else to pay. Told him it's all covered in the band 3 charge paid at the prep visit",
      'TX TODAY': ['Crown fit UR6'],
      TX: [
        'No LA needed',
        'Temporary crown removed',
        'Cement cleaned off',
        'Tried in the crown',
        'Contacts good',
        'Margins fine',
        'Shade matches',
        'Cemented UR6 crown with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
        'Bite fine',
        'Post-op instructions given to both',
      ],
      NOTES:
        "His son's come with him today. Dad's hearing aid isn't working so I'll speak up. Dad's happy with it",
      'F/U': 'Recall as normal in 6 months',
    },
  }),
  defineCase({
    id: 'dt08-uk-asr-palmer-son-interprets-punjabi-obturation-ll6-warm-sorry-cold-lateral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "second stage root canal on the lower left six her son is interpreting for her she speaks punjabi he says the tooth has been fine since last time no pain at all medical history he says no changes still on metformin and ramipril allergic to aspirin lower left six temporary filling intact not tender to percussion no swelling lower left seven sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower left six can you tell her to put her hand up if she wants me to stop rubber dam temporary removed calcium hydroxide washed out working lengths as before mesiobuccal canal twenty one millimetres mesiolingual canal twenty one millimetres distal canal twenty two millimetres irrigated with sodium hypochlorite dried with paper points master cones checked with a pa obturated lower left six with gutta percha and ah plus using warm vertical sorry cold lateral compaction glass ionomer core post op pa good length and seal no voids post op instructions given to her son to explain next visit crown prep lower left six in three weeks",
    expect: {
      CC: 'Second stage root canal on LL6. He says the tooth has been fine since last time. No pain at all',
      'MED HX': 'He says no changes. Still on metformin and ramipril. Allergic to aspirin',
      DENTAL: [
        ['LL6', 'Temporary filling intact not tender to percussion no swelling'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'Post-op PA good length and seal. No voids',
      'TX TODAY': ['Obturation LL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'Rubber dam',
        'Temporary removed',
        'Calcium hydroxide washed out',
        'Working lengths as before',
        'MB canal 21 mm',
        'ML canal 21 mm',
        'D canal 22 mm',
        'Irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Master cones checked with a PA',
        'Obturated LL6 with gutta percha and AH Plus using cold lateral compaction',
        'Glass ionomer core',
        'Post-op instructions given to her son to explain',
      ],
      NOTES: 'Her son is interpreting for her. She speaks Punjabi',
      NV: ['Crown prep LL6 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'dt09-uk-typed-labels-palmer-anxious-wife-husband-nurse-mo-composite-ul5',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dentist: Hi both, take a seat. She's here for the filling on the upper left five.\nPatient: I'm really nervous.\nHusband: She hasn't slept. She had a bad experience as a kid.\nDentist: That's OK, we'll go at your pace. Any change to your health since the check-up?\nPatient: No change. Just the propranolol for anxiety. No allergies.\nDentist: Upper left five MO caries as on the bitewing, not tender. Upper left four sound. Topical applied.\nDentist: LA 1 cartridge lidocaine 2% with 1:80,000 adrenaline, buccal infiltration upper left five. Cotton wool rolls and dry guard. Caries removed, dentine firm, no exposure. Sectional matrix and wedge. Etch, bond, MO composite upper left five, shade A2. Bite checked, polished.\nHusband: You did really well, love.\nDentist: Post-op instructions given. She asked if she can have a hot drink; told her yes, just careful while numb.\nNurse: Do you want to book her for the other one?\nDentist: Next visit DO composite lower right six with topical again. Recall six months.\nDentist: Notes: very anxious, husband present for support, stop signal agreed.",
    expect: {
      CC: 'Filling on UL5',
      'MED HX': 'No change. Just the propranolol for anxiety. No allergies',
      DENTAL: [
        ['UL5', 'MO caries as on the bitewing, not tender'],
        ['UL4', 'Sound'],
      ],
      CONSULT: 'She asked if she can have a hot drink; told her yes, just careful while numb',
      'TX TODAY': ['MO composite UL5'],
      TX: [
        'Topical applied',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL5',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'MO composite UL5',
        'Shade A2',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES:
        "I'm really nervous. She hasn't slept. She had a bad experience as a kid. Very anxious, husband present for support, stop signal agreed",
      NV: ['DO composite LR6 with topical again'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dt10-uk-asr-palmer-13yo-reluctant-mum-consents-ortho-extractions-ur4-ul4',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "thirteen year old attended with mum for the orthodontic extractions upper right four and upper left four as per the orthodontist's letter she says she doesn't want them out now mum says they agreed at the ortho appointment medical history mum says fit and well no medication no allergies upper right four and upper left four sound fully erupted upper right three and upper left three erupting buccally talked it through with both of them explained why the orthodontist wants space for the canines and what happens if we don't she's agreed to go ahead today mum signed the consent form topical then la two cartridges lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration upper right four and upper left four extracted upper right four and upper left four with forceps roots complete haemostasis achieved bit on gauze post op instructions given to mum and patient no sport for the rest of the day she was very brave letter back to the orthodontist review if any problems",
    expect: {
      CC: "Orthodontic extractions UR4 and UL4 as per the orthodontist's letter",
      'MED HX': 'Mum says fit and well. No medication. No allergies',
      DENTAL: [
        ['UR4', 'Sound fully erupted'],
        ['UL4', 'Sound fully erupted'],
        ['UR3', 'Erupting buccally'],
        ['UL3', 'Erupting buccally'],
      ],
      CONSULT:
        "She says she doesn't want them out now. Mum says they agreed at the ortho appointment. Talked it through with both of them. Explained why the orthodontist wants space for the canines and what happens if we don't. She's agreed to go ahead today. No sport for the rest of the day",
      CONSENT: 'Mum signed the consent form',
      'TX TODAY': ['Extraction UR4, UL4'],
      TX: [
        'Topical',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UR4, UL4',
        'Extracted UR4, UL4 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Bit on gauze',
        'Post-op instructions given to mum and patient',
      ],
      NOTES: '13 year old attended with mum. She was very brave. Letter back to the orthodontist',
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'dt11-uk-typed-palmer-daughter-lpa-dementia-complete-dentures-fitted',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Denture fit, upper and lower complete. Attended with daughter (LPA for health and welfare). MH: moderate dementia, on donepezil and aspirin 75 mg, NKDA (hx from daughter). EO: NAD. IO: ridges healthy, no ulcers. Pt able to understand that new teeth are being fitted and was happy to try them; consent from pt and daughter. Dentures tried in. Upper retention and stability good. Lower retention fair. Occlusion even in RCP. Lower flange relieved in LL3 region for frenum. Both dentures fitted. Pt said they feel big. Denture care instructions given to daughter with written leaflet. Daughter asked about labelling the dentures for the care home; told her we can mark them at review. Review 1/52 for easing.',
    expect: {
      CC: 'Denture fit, upper and lower complete',
      'MED HX': 'Moderate dementia, on donepezil and aspirin 75 mg, NKDA (hx from daughter)',
      EXTRA: 'NAD',
      INTRA: 'Ridges healthy, no ulcers',
      CONSULT:
        'Daughter asked about labelling the dentures for the care home; told her we can mark them at review',
      CONSENT:
        'Pt able to understand that new teeth are being fitted and was happy to try them; consent from pt and daughter',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures tried in',
        'Upper retention and stability good',
        'Lower retention fair',
        'Occlusion even in RCP',
        'Lower flange relieved in LL3 region for frenum',
        'Both dentures fitted',
        'Denture care instructions given to daughter with written leaflet',
      ],
      NOTES: 'Attended with daughter (LPA for health and welfare). Pt said they feel big',
      'F/U': 'Review 1 week for easing',
    },
  }),
  defineCase({
    id: 'dt12-uk-asr-palmer-wife-prompts-bleeding-gums-perio-stage-3-opg-booking-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up his wife's come in with him go on tell her about your gums he says his gums bleed when he brushes she says it's been months and his breath's been bad medical history no changes type two diabetes on metformin smokes ten a day no allergies extra oral nad intra oral nad bpe three three four three two three bleeding on probing generalised heavy calculus lower anteriors lower left six grade one mobile upper right six mesial occlusal amalgam sound lower right six crown sound upper left eight partially erupted opg taken horizontal bone loss up to forty percent worst upper left molars diagnosis periodontitis generalised stage three grade b explained gum disease and the link with diabetes and smoking he wants to try to stop smoking his wife said she'll help oral hygiene instruction interdental brushes and electric toothbrush supragingival scale done what's he booking in for rsd upper right and lower right with la one hour with the hygienist then the other side two weeks later recall three months",
    appends: ['add to notes his wife drives him so book mornings'],
    expect: {
      CC: "Check up. He says his gums bleed when he brushes. She says it's been months and his breath's been bad",
      'MED HX': 'No changes. Type 2 diabetes on metformin. Smokes 10 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 3 3 4 / 3 2 3. Bleeding on probing generalised. Heavy calculus lower anteriors',
      DENTAL: [
        ['LL6', 'Grade 1 mobile'],
        ['UR6', 'MO amalgam sound'],
        ['LR6', 'Crown sound'],
        ['UL8', 'Partially erupted'],
      ],
      RADIO: 'OPG taken. Horizontal bone loss up to 40% worst upper left molars',
      DX: ['Periodontitis generalised stage 3 grade B'],
      CONSULT:
        "Explained gum disease and the link with diabetes and smoking. He wants to try to stop smoking. His wife said she'll help",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes and electric toothbrush', 'Supragingival scale done'],
      NOTES: "His wife's come in with him. His wife drives him so book mornings",
      NV: ['RSD upper right and lower right with LA 1 hour with the hygienist', 'Other side 2 weeks later'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'dt13-us-asr-daughter-translates-spanish-abscess-30-extraction-sorry-no-sectioning',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit he's seventy one his daughter is translating he only speaks spanish she says he's had swelling on the lower right for three days he can't sleep medical history daughter says high blood pressure and type two diabetes takes losartan and metformin allergic to penicillin gets hives blood pressure today one forty eight over ninety extraoral slight swelling right mandible no trismus intraoral buccal swelling next to number thirty number thirty large mesial occlusal caries broken down grade two mobility very tender to percussion number thirty one mesial occlusal distal amalgam sound number twenty nine sound pa of thirty large periapical lesion both roots diagnosis symptomatic apical abscess number thirty uh explained through his daughter root canal and crown or extraction he wants it out it's cheaper she agrees written consent signed by patient daughter translated two carpules lidocaine two percent one to one hundred thousand epi right ianb plus one carpule articaine buccal infiltration number thirty extracted number thirty with elevators and forceps sectioned the roots sorry no sectioning needed came out whole socket curetted and irrigated gauze pressure hemostasis achieved prescribed clindamycin three hundred milligrams four times a day for seven days post op instructions given to daughter spanish handout given follow up one week",
    expect: {
      CC: "Emergency visit. She says he's had swelling on the lower right for 3 days. He can't sleep",
      'MED HX':
        'Daughter says high blood pressure and type 2 diabetes. Takes losartan and metformin. Allergic to penicillin. Gets hives. Blood pressure today 148/90',
      EXTRA: 'Slight swelling right mandible. No trismus',
      INTRA: 'Buccal swelling next to #30',
      DENTAL: [
        ['30', 'Large MO caries broken down grade 2 mobility very tender to percussion'],
        ['31', 'MOD amalgam sound'],
        ['29', 'Sound'],
      ],
      RADIO: 'PA of #30 large periapical lesion both roots',
      DX: ['Symptomatic apical abscess #30'],
      CONSULT: "Explained through his daughter root canal and crown or extraction. He wants it out. It's cheaper. She agrees",
      CONSENT: 'Written consent signed by patient. Daughter translated',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine, buccal infiltration #30',
        'Extracted #30 with elevators and forceps',
        'No sectioning needed',
        'Came out whole',
        'Socket curetted and irrigated',
        'Gauze pressure',
        'Hemostasis achieved',
        'Prescribed clindamycin 300 mg 4 times a day for 7 days',
        'Post-op instructions given to daughter',
        'Spanish handout given',
      ],
      NOTES: "He's 71. His daughter is translating. He only speaks Spanish",
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'dt14-us-typed-labels-teen-wants-invisalign-mom-disagrees-prophy-fv-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dentist: Hi, come on in. She's here for her six-month checkup and cleaning.\nMom: Her teeth are getting more crooked, so I want to talk about braces.\nPatient: I don't want braces. Everyone will make fun of me.\nDentist: Let's take a look first. Anything new with her health?\nMom: She's healthy. Still on Zyrtec for seasonal allergies. She's allergic to amoxicillin.\nDentist: Extraoral WNL. Intraoral WNL, lower incisors crowded. PSR 1 1 1 / 1 1 1. #7 and #10 palatally displaced. #8 and #9 rotated. #3 and #14 sealants intact. #19 O caries, small. #30 sound. 2 BWX: #19 O caries into dentin, no IP caries. Dx: crowding, caries #19.\nDentist: Prophy completed by hygienist, fluoride varnish applied, OHI.\nPatient: If I have to, I want Invisalign.\nMom: Invisalign costs more and she loses everything.\nDentist: Discussed both options, cost, and that compliance matters with aligners, 22 hours a day. They'll think about it at home. Referral to orthodontist for consult given to mom.\nAssistant: Do you want her back for the filling?\nDentist: Next visit O composite #19. Recall 6 months.",
    expect: {
      CC: 'Her 6-month checkup and cleaning. Her teeth are getting more crooked, so I want to talk about braces',
      'MED HX': "She's healthy. Still on Zyrtec for seasonal allergies. She's allergic to amoxicillin",
      EXTRA: 'WNL',
      INTRA: 'WNL, lower incisors crowded',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [
        ['7', 'Palatally displaced'],
        ['10', 'Palatally displaced'],
        ['8', 'Rotated'],
        ['9', 'Rotated'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'O caries, small'],
        ['30', 'Sound'],
      ],
      RADIO: '2 BWX: #19 O caries into dentin, no IP caries',
      DX: ['Crowding', 'Caries #19'],
      CONSULT:
        "I don't want braces. Everyone will make fun of me. If I have to, I want Invisalign. Invisalign costs more and she loses everything. Discussed both options, cost, and that compliance matters with aligners, 22 hours a day. They'll think about it at home",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy completed by hygienist', 'Fluoride varnish applied', 'OHI'],
      'TX PLAN': ['Referral to orthodontist for consult given to mom'],
      NV: ['O composite #19'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dt15-us-asr-periodic-exam-assistant-asks-ml-or-mb-cusp-3-open-margin-14-booking',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam she's had no problems just wants her teeth checked before she travels medical history no changes takes levothyroxine allergic to sulfa drugs blood pressure one twenty two over seventy eight extraoral wnl intraoral wnl oral cancer screening negative psr two two two three two two charting number one missing number two mesial occlusal amalgam sound number three mesial occlusal distal amalgam fractured mesiolingual cusp was that mesiolingual or mesiobuccal mesiolingual number fourteen crown open distal margin number fifteen occlusal composite sound number nineteen root canal and crown sound number thirty distal caries under the amalgam four bitewings and a pa of fourteen number fourteen open distal margin with recurrent caries number thirty distal recurrent caries no periapical pathology diagnosis recurrent caries fourteen and thirty fractured cusp number three explained she needs a crown on three fourteen needs a new crown thirty a filling she asked which is most urgent told her fourteen she's going to check her insurance maximum before deciding assistant to print the treatment plan and estimate what are we booking her for crown prep number fourteen first ninety minutes recall six months with the hygienist",
    expect: {
      CC: "Periodic exam. She's had no problems. Just wants her teeth checked before she travels",
      'MED HX': 'No changes. Takes levothyroxine. Allergic to sulfa drugs. Blood pressure 122/78',
      EXTRA: 'WNL',
      INTRA: 'WNL. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      DENTAL: [
        ['1', 'Missing'],
        ['2', 'MO amalgam sound'],
        ['3', 'MOD amalgam fractured ML cusp', 'ML cusp'],
        ['14', 'Crown open D margin'],
        ['15', 'O composite sound'],
        ['19', 'Root canal and crown sound'],
        ['30', 'D caries under the amalgam'],
      ],
      RADIO:
        '4 bitewings and a PA of #14. #14 open distal margin with recurrent caries. #30 distal recurrent caries. No periapical pathology',
      DX: ['Recurrent caries #14, #30', 'Fractured cusp #3'],
      CONSULT:
        "Explained she needs a crown on #3. #14 needs a new crown. #30 a filling. She asked which is most urgent. Told her #14. She's going to check her insurance maximum before deciding. Assistant to print the treatment plan and estimate",
      NV: ['Crown prep #14 first 90 minutes'],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'dt16-us-asr-vietnamese-phone-interpreter-srp-ur-lr-arestin-signed-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for scaling and root planing upper right and lower right quadrants vietnamese interpreter on the speakerphone the interpreter says she's had no pain but her gums still bleed when she brushes medical history no changes per patient through the interpreter type two diabetes on glipizide last a one c seven point two no known drug allergies blood pressure one thirty over eighty two pockets from last visit's charting four to six millimeters upper right and lower right bleeding on probing sixty percent explained the procedure through the interpreter she signed the consent form in vietnamese two carpules lidocaine two percent one to one hundred thousand epi right ianb and one carpule articaine four percent one to one hundred thousand epi buccal infiltration upper right scaling and root planing upper right and lower right with ultrasonic and hand instruments arestin placed in the five and six millimeter pockets oral hygiene instruction with interdental brushes the interpreter repeated the instructions she showed me the brushing back told her no hot food until the numbness wears off next visit scaling and root planing upper left and lower left in two weeks with the interpreter again",
    expect: {
      CC: "Scaling and root planing upper right and lower right quadrants. Interpreter says she's had no pain but her gums still bleed when she brushes",
      'MED HX':
        'No changes per patient through the interpreter. Type 2 diabetes on glipizide. Last A1c 7.2. No known drug allergies. Blood pressure 130/82',
      PERIO:
        "Pockets from last visit's charting 4 to 6 mm upper right and lower right. Bleeding on probing 60%",
      CONSULT:
        'Explained the procedure through the interpreter. Told her no hot food until the numbness wears off',
      CONSENT: 'She signed the consent form in Vietnamese',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with ultrasonic and hand instruments',
        'Arestin placed in the 5 and 6 mm pockets',
        'Oral hygiene instruction with interdental brushes',
      ],
      NOTES:
        'Vietnamese interpreter on the speakerphone. Interpreter repeated the instructions. She showed me the brushing back',
      NV: ['SRP upper left and lower left in 2 weeks with the interpreter again'],
    },
  }),
  defineCase({
    id: 'dt17-us-typed-memory-care-caregiver-poa-son-phone-consent-extract-24-25-eliquis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt brought from memory care by caregiver. Caregiver reports pt pulling at lower front teeth and refusing food x 4 days. Hx per facility MAR: Alzheimer's dementia, HTN, on donepezil, amlodipine, Eliquis (last dose this morning per caregiver). NKDA. Pt unable to give reliable history, pleasant, follows simple commands. EO: no swelling, no LAD. IO: generalized heavy plaque, gingiva inflamed lower anteriors. #24 grade 3 mobility. #25 grade 3 mobility, TTP. #23 and #26 grade 1 mobility. PA #23-#26: #24, #25 >80% bone loss. Dx: advanced periodontitis #24, #25. Pt lacks capacity to consent. Called son (healthcare POA) by phone with caregiver present. Risks, benefits, alternatives discussed incl. no treatment and bleeding risk on Eliquis. Son gave verbal consent, witnessed by assistant. 2 carps 2% lido 1:100k epi, labial and lingual infiltration #24, #25. #24, #25 extracted with forceps, minimal bleeding. Surgicel, 2 chromic gut sutures, gauze pressure 20 min, hemostasis achieved. POI given to caregiver verbally and written for facility nurse. Soft diet, Tylenol for pain, no NSAIDs. F/U 1 week; call if bleeding continues.",
    expect: {
      CC: 'Caregiver reports pt pulling at lower front teeth and refusing food x 4 days',
      'MED HX':
        "Hx per facility MAR: Alzheimer's dementia, HTN, on donepezil, amlodipine, Eliquis (last dose this morning per caregiver). NKDA",
      EXTRA: 'No swelling, no LAD',
      PERIO: 'Generalized heavy plaque, gingiva inflamed lower anteriors',
      DENTAL: [
        ['24', 'Grade 3 mobility'],
        ['25', 'Grade 3 mobility, TTP'],
        ['23', 'Grade 1 mobility'],
        ['26', 'Grade 1 mobility'],
      ],
      RADIO: 'PA #23-#26: #24, #25 >80% bone loss',
      DX: ['Advanced periodontitis #24, #25'],
      CONSULT:
        'Risks, benefits, alternatives discussed incl. no treatment and bleeding risk on Eliquis. Soft diet, Tylenol for pain, no NSAIDs',
      CONSENT:
        'Pt lacks capacity to consent. Called son (healthcare POA) by phone with caregiver present. Son gave verbal consent, witnessed by assistant',
      'TX TODAY': ['Extraction #24, #25'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration + lingual infiltration #24, #25',
        '#24, #25 extracted with forceps',
        'Minimal bleeding',
        'Surgicel',
        '2 chromic gut sutures',
        'Gauze pressure 20 min',
        'Hemostasis achieved',
        'POI given to caregiver verbally and written for facility nurse',
      ],
      NOTES:
        'Pt brought from memory care by caregiver. Pt unable to give reliable history, pleasant, follows simple commands',
      'F/U': 'F/U 1 week; call if bleeding continues',
    },
  }),
  defineCase({
    id: 'dt18-us-asr-wife-present-upper-partial-delivery-clasps-6-11-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for delivery of his upper partial cast metal framework replacing number seven through number ten his wife's here she says he's been looking forward to it medical history no changes on warfarin no allergies intraoral tissues healthy number six and number eleven abutments sound rest seats intact upper partial denture tried in and seated fully with finger pressure clasps on six and eleven adjusted pressure indicating paste a spot on the palatal flange near eleven relieved occlusion checked light contacts adjusted a high spot on the acrylic teeth polished showed him how to put it in and take it out his wife asked if he should sleep in it told them to take it out at night and soak it in a cleaner he says it feels big but he likes the look follow up one week for adjustments",
    appends: [
      'add to treatment post op instructions given to his wife',
      'add to notes his wife will bring the old partial to keep as a spare',
    ],
    expect: {
      CC: 'Delivery of his upper partial cast metal framework replacing #7 through #10',
      'MED HX': 'No changes. On warfarin. No allergies',
      INTRA: 'Tissues healthy',
      DENTAL: [
        ['6', 'Abutments sound rest seats intact'],
        ['11', 'Abutments sound rest seats intact'],
      ],
      CONSULT: 'His wife asked if he should sleep in it. Told them to take it out at night and soak it in a cleaner',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper partial denture tried in and seated fully with finger pressure',
        'Clasps #6, #11 adjusted',
        'Pressure indicating paste',
        'Spot on the palatal flange near #11 relieved',
        'Occlusion checked',
        'Light contacts',
        'Adjusted a high spot on the acrylic teeth',
        'Polished',
        'Showed him how to put it in and take it out',
        'Post-op instructions given to his wife',
      ],
      NOTES:
        "His wife's here. She says he's been looking forward to it. He says it feels big but he likes the look. His wife will bring the old partial to keep as a spare",
      'F/U': 'Follow up 1 week for adjustments',
    },
  }),

  // ---------------------------------------------------------------- 4. US family practice (Universal)
  defineCase({
    id: 'dt19-us-asr-son-handles-insurance-crown-seat-3-latex-allergy-bitewing-booking',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "crown seat number three she's eighty two her son drove her in he handles her insurance medical history son says no changes osteoporosis on alendronate weekly allergic to latex nitrile gloves only number two and number four sound no anesthetic needed temp removed cement cleaned off crown tried in mesial contact a little tight adjusted margins closed checked with explorer bitewing to confirm seat margins closed no open contacts shade good she likes it cemented number three with relyx unicem excess cleaned floss through occlusion adjusted in centric and excursions her son asked if insurance covers the crown told him insurance pays fifty percent he'll get the statement by mail do we book her cleaning now yes next visit cleaning with the hygienist in two months",
    expect: {
      CC: 'Crown seat #3',
      'MED HX': 'Son says no changes. Osteoporosis on alendronate weekly. Allergic to latex. Nitrile gloves only',
      DENTAL: [
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'Bitewing to confirm seat. Margins closed. No open contacts',
      CONSULT:
        "Her son asked if insurance covers the crown. Told him insurance pays 50%. He'll get the statement by mail",
      'TX TODAY': ['Crown fit #3'],
      TX: [
        'No anesthetic needed',
        'Temp removed',
        'Cement cleaned off',
        'Crown tried in',
        'Mesial contact a little tight',
        'Adjusted',
        'Margins closed checked with explorer',
        'Shade good',
        'Cemented #3 with RelyX Unicem',
        'Excess cleaned',
        'Floss through',
        'Occlusion adjusted in centric and excursions',
      ],
      NOTES: "She's 82. Her son drove her in. He handles her insurance. She likes it",
      NV: ['Cleaning with the hygienist in 2 months'],
    },
  }),
  defineCase({
    id: 'dt20-us-typed-labels-mandarin-interpreter-do-composites-20-21-assistant',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dentist: Good morning. Mandarin interpreter present.\nInterpreter: She says hello. She is here for the two fillings on the lower left.\nDentist: Any changes in her health since last month?\nInterpreter: She says no changes. She takes amlodipine for blood pressure. No allergies.\nDentist: Blood pressure today 134/82. #20 and #21 DO caries as on the X-rays, no symptoms. #19 crown, sound. #22 sound.\nDentist: I'll numb the area and do both fillings today, about one hour.\nInterpreter: She understands and agrees.\nDentist: Verbal consent through interpreter. LA 1 carpule lidocaine 2% with 1:100,000 epi, left IANB. Rubber dam #18 to #23. Caries removed #20 and #21, no pulp exposure. Sectional matrix, wedges. Etch, bond. DO composite #20 and DO composite #21, shade A3. Cured, polished, occlusion checked.\nInterpreter: She asks when she can eat.\nDentist: After the numbness is gone, about two hours. Avoid biting her cheek.\nAssistant: Do you want to see her again before her recall?\nDentist: Recall 6 months. We'll need the Mandarin interpreter again.",
    expect: {
      CC: '2 fillings on the lower left',
      'MED HX':
        'She says no changes. She takes amlodipine for blood pressure. No allergies. Blood pressure today 134/82',
      DENTAL: [
        ['20', 'DO caries as on the X-rays, no symptoms'],
        ['21', 'DO caries as on the X-rays, no symptoms'],
        ['19', 'Crown, sound'],
        ['22', 'Sound'],
      ],
      CONSULT:
        "I'll numb the area and do both fillings today, about 1 hour. She understands and agrees. She asks when she can eat. After the numbness is gone, about 2 hours. Avoid biting her cheek",
      CONSENT: 'Verbal consent through interpreter',
      'TX TODAY': ['DO composite #20', 'DO composite #21'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam #18 to #23',
        'Caries removed #20, #21',
        'No pulp exposure',
        'Sectional matrix',
        'Wedges',
        'Etch',
        'Bond',
        'DO composite #20',
        'DO composite #21',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: "Mandarin interpreter present. We'll need the Mandarin interpreter again",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dt21-us-asr-wife-answers-parkinsons-denture-sores-angular-cheilitis-nystatin-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here because his lower denture is hurting his wife says he's not been eating well for two weeks and he's lost a few pounds his hands shake so his wife puts the dentures in for him medical history she says parkinson's on carbidopa levodopa also takes omeprazole no drug allergies extraoral angular cheilitis both corners intraoral two sore spots on the lower ridge left lingual and right buccal mouth dry upper denture fits well lower denture loose diagnosis denture sores and angular cheilitis pressure indicating paste used lower denture adjusted at both sore spots and polished told his wife to use the denture adhesive sparingly and take it out at night prescribed nystatin sorry clotrimazole cream for the corners of his mouth we talked about a new lower denture or implants to hold it she says they'll think about it because of cost follow up in ten days",
    expect: {
      CC: "His lower denture is hurting. His wife says he's not been eating well for 2 weeks and he's lost a few pounds",
      'MED HX': "She says Parkinson's on carbidopa levodopa. Takes omeprazole. No drug allergies",
      EXTRA: 'Angular cheilitis both corners',
      INTRA:
        '2 sore spots on the lower ridge left lingual and right buccal. Mouth dry. Upper denture fits well. Lower denture loose',
      DX: ['Denture sores', 'Angular cheilitis'],
      CONSULT:
        "Told his wife to use the denture adhesive sparingly and take it out at night. We talked about a new lower denture or implants to hold it. She says they'll think about it because of cost",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste used',
        'Lower denture adjusted at both sore spots and polished',
        'Prescribed clotrimazole cream for the corners of his mouth',
      ],
      NOTES: 'His hands shake so his wife puts the dentures in for him',
      'F/U': 'Follow up in 10 days',
    },
  }),
  defineCase({
    id: 'dt22-us-typed-17yo-mom-disagree-wisdom-teeth-pericoronitis-32-omfs-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '17 y/o here with mom for eval of wisdom teeth; ortho referred. Pt reports occasional pain lower right back, none now. Mom wants all 4 out before college; pt wants to wait until they hurt. Med hx: healthy, no meds, allergic to penicillin (rash). EO: WNL. IO: #32 partially erupted, operculum slightly red, no pus. #17 partially erupted. #1 and #16 unerupted. Pano: #1, #16 vertical, #17 mesioangular, #32 mesioangular, roots near IAN canal on #32. Dx: pericoronitis #32 (mild), impacted #17 and #32. Discussed risks of keeping vs removing, nerve risk on #32, and that pt is a minor so mom signs but we want pt agreement. Pt agreed to see the oral surgeon. Irrigated #32 operculum with chlorhexidine. Advised warm salt water rinses. Referral to OMFS for consult on all 4 third molars with pano. Recall 6 months.',
    appends: [
      'Add to notes: mom requested a copy of the pano for the oral surgeon.',
      'Add to treatment: Peridex 0.12% rinse prescribed.',
    ],
    expect: {
      CC: 'Eval of wisdom teeth; ortho referred. Pt reports occasional pain lower right back, none now',
      'MED HX': 'Healthy, no meds, allergic to penicillin (rash)',
      EXTRA: 'WNL',
      DENTAL: [
        ['32', 'Partially erupted, operculum slightly red, no pus'],
        ['17', 'Partially erupted'],
        ['1', 'Unerupted'],
        ['16', 'Unerupted'],
      ],
      RADIO: 'Pano: #1, #16 vertical, #17 mesioangular, #32 mesioangular, roots near IAN canal on #32',
      DX: ['Pericoronitis #32 (mild)', 'Impacted #17, #32'],
      CONSULT:
        'Mom wants all 4 out before college; pt wants to wait until they hurt. Discussed risks of keeping vs removing, nerve risk on #32, and that pt is a minor so mom signs but we want pt agreement. Pt agreed to see the oral surgeon. Advised warm salt water rinses',
      'TX TODAY': ['Irrigation #32'],
      TX: ['Irrigated #32 operculum with chlorhexidine', 'Peridex 0.12% rinse prescribed'],
      'TX PLAN': ['Referral to OMFS for consult on all 4 third molars with pano'],
      NOTES: '17 y/o here with mom. Mom requested a copy of the pano for the oral surgeon',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dt23-us-asr-husband-reports-grinding-perio-maintenance-night-guard-impressions-quote',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for periodontal maintenance her husband came back with her she says her jaw is sore in the mornings he says she grinds her teeth loud enough to wake him up medical history no changes takes sertraline and a baby aspirin no known allergies extraoral masseters tender both sides tmj no clicking full range of motion intraoral linea alba both cheeks scalloped tongue pockets mostly two to three millimeters four millimeter pockets number three distobuccal and number fourteen mesiobuccal bleeding on probing ten percent number eight and number nine wear facets on the incisal edges number nineteen mesial occlusal distal amalgam sound diagnosis bruxism stable periodontitis um periodontal maintenance with full mouth ultrasonic and hand scaling polished upper and lower alginate impressions for a night guard then bite registration explained the night guard won't stop the grinding but protects the teeth her husband asked if it will help the noise told him it might insurance may not cover it quoted four hundred fifty dollars she wants to go ahead next visit deliver night guard in two weeks recall three months perio maintenance",
    expect: {
      CC: 'Periodontal maintenance. She says her jaw is sore in the mornings. He says she grinds her teeth loud enough to wake him up',
      'MED HX': 'No changes. Takes sertraline and a baby aspirin. No known allergies',
      EXTRA: 'Masseters tender both sides. TMJ no clicking. Full range of motion',
      INTRA: 'Linea alba both cheeks. Scalloped tongue',
      PERIO: 'Pockets mostly 2 to 3 mm. 4 mm pockets #3 DB and #14 MB. Bleeding on probing 10%',
      DENTAL: [
        ['8', 'Wear facets on the incisal edges'],
        ['9', 'Wear facets on the incisal edges'],
        ['19', 'MOD amalgam sound'],
      ],
      DX: ['Bruxism', 'Stable periodontitis'],
      CONSULT:
        "Explained the night guard won't stop the grinding but protects the teeth. Her husband asked if it will help the noise. Told him it might. Insurance may not cover it. Quoted 450 dollars. She wants to go ahead",
      'TX TODAY': ['Periodontal maintenance', 'Impressions'],
      TX: [
        'Periodontal maintenance with full mouth ultrasonic and hand scaling',
        'Polished',
        'Upper and lower alginate impressions for a night guard',
        'Bite registration',
      ],
      NOTES: 'Her husband came back with her',
      NV: ['Deliver night guard in 2 weeks'],
      'F/U': 'Recall 3 months perio maintenance',
    },
  }),
  defineCase({
    id: 'dt24-us-asr-assisted-living-aide-poa-daughter-speakerphone-fractured-8-sdf-7',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency she's from assisted living her aide came with her she can't tell us much aide says she fell two days ago and broke her upper front tooth no loss of consciousness they checked her at the emergency room medical history the facility sheet says alzheimer's atrial fibrillation on eliquis and metoprolol allergic to codeine extraoral healed abrasion on the chin intraoral lip lacerations healing number eight fractured incisal third no pulp exposure not mobile sharp edge number nine sound number seven buccal root caries pa of eight no root fracture diagnosis uncomplicated crown fracture number eight root caries number seven her daughter has power of attorney called her on speaker with the aide here explained smoothing and bonding number eight and silver diamine fluoride on seven daughter gave verbal consent witnessed by my assistant no anesthetic sharp edges smoothed composite bonded to number eight shade a three polished silver diamine fluoride applied number seven told the aide soft foods and to brush her teeth twice a day for her follow up in three months or sooner if it chips",
    expect: {
      CC: 'Emergency. Aide says she fell 2 days ago and broke her upper front tooth. No loss of consciousness. They checked her at the emergency room',
      'MED HX':
        "Facility sheet says Alzheimer's. Atrial fibrillation on Eliquis and metoprolol. Allergic to codeine",
      EXTRA: 'Healed abrasion on the chin',
      INTRA: 'Lip lacerations healing',
      DENTAL: [
        ['8', 'Fractured incisal third no pulp exposure not mobile sharp edge', 'Incisal third'],
        ['9', 'Sound'],
        ['7', 'B root caries'],
      ],
      RADIO: 'PA of #8 no root fracture',
      DX: ['Uncomplicated crown fracture #8', 'Root caries #7'],
      CONSULT:
        'Explained smoothing and bonding #8 and silver diamine fluoride on #7. Told the aide soft foods and to brush her teeth twice a day for her',
      CONSENT:
        'Her daughter has power of attorney. Called her on speaker with the aide here. Daughter gave verbal consent witnessed by my assistant',
      'TX TODAY': ['Composite #8', 'SDF #7'],
      TX: [
        'No anesthetic',
        'Sharp edges smoothed',
        'Composite bonded #8',
        'Shade A3',
        'Polished',
        'Silver diamine fluoride applied #7',
      ],
      NOTES: "She's from assisted living. Her aide came with her. She can't tell us much",
      'F/U': 'Follow up in 3 months or sooner if it chips',
    },
  }),

  // ---------------------------------------------------------------- 5. UK general practice (FDI)
  defineCase({
    id: 'dt25-uk-asr-fdi-daughter-after-stroke-s-and-p-brushing-for-mum-duraphat-5000',
    style: 'UK',
    asr: true,
    transcript:
      "check up and clean for mum her daughter's here she helps with her teeth since the stroke mum's speech is still a bit slurred so daughter's filling in medical history stroke six months ago on clopidogrel ramipril and atorvastatin no allergies extra oral right facial weakness otherwise nad intra oral food packing right buccal sulcus tongue coated bpe two two three two two two plaque heavy on the right side three six mesial occlusal distal amalgam sound four six occlusal composite sound four seven disto occlusal caries large one four crown sound bitewings not taken she couldn't tolerate the holder diagnosis caries four seven scale and polish showed her daughter how to brush for her with an electric brush from behind and a single tufted brush for the right side fluoride varnish applied prescribed duraphat five thousand toothpaste daughter asked if she can have the filling done at home told her we'd try here first with shorter appointments next visit disto occlusal composite four seven recall three months",
    expect: {
      CC: 'Check up and clean for mum',
      'MED HX': 'Stroke 6 months ago. On clopidogrel ramipril and atorvastatin. No allergies',
      EXTRA: 'Right facial weakness otherwise NAD',
      INTRA: 'Food packing right buccal sulcus. Tongue coated',
      PERIO: 'BPE 2 2 3 / 2 2 2. Plaque heavy on the right side',
      DENTAL: [
        ['36', 'MOD amalgam sound'],
        ['46', 'O composite sound'],
        ['47', 'DO caries large'],
        ['14', 'Crown sound'],
      ],
      RADIO: "Bitewings not taken. She couldn't tolerate the holder",
      DX: ['Caries 47'],
      CONSULT:
        "Daughter asked if she can have the filling done at home. Told her we'd try here first with shorter appointments",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish'],
      TX: [
        'Scale and polish',
        'Showed her daughter how to brush for her with an electric brush from behind and a single tufted brush for the right side',
        'Fluoride varnish applied',
        'Prescribed Duraphat 5000 toothpaste',
      ],
      NOTES:
        "Her daughter's here. She helps with her teeth since the stroke. Mum's speech is still a bit slurred so daughter's filling in",
      NV: ['DO composite 47'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dt26-uk-typed-labels-fdi-arabic-interpreter-extraction-46-sectioned-nurse-leaflet',
    style: 'UK',
    asr: false,
    transcript:
      "Dentist: Hello, come in, take a seat.\nInterpreter: He says he has had pain in the lower right for two weeks, worse at night, and his face was swollen last week.\nDentist: Can you ask him about any medical problems or medicines?\nInterpreter: He has high blood pressure and takes amlodipine. No allergies. He smokes twenty a day.\nDentist: Extra-oral: no swelling now, no lymphadenopathy. Intra-oral: soft tissues healthy. 46 grossly carious, buccal sinus, tender to percussion. 47 DO amalgam, sound. 45 sound. PA 46: periapical radiolucency both roots, furcation involvement. Diagnosis: unrestorable 46 with chronic apical abscess.\nDentist: Explained via the interpreter that the tooth can't be saved and the options are extraction today or leaving it, which means it will keep flaring up.\nInterpreter: He wants it out today. He asks if it will hurt.\nDentist: He'll be numb and will only feel pressure.\nDentist: Written consent signed, interpreter translated the form. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right and buccal infiltration 46. Extracted 46 with forceps after sectioning the roots with a bur. Roots complete. Socket curetted, 1 Vicryl Rapide suture. Haemostasis achieved.\nNurse: Shall I get the Arabic leaflet?\nDentist: Please. Post-op instructions given verbally via interpreter with written leaflet in Arabic. Advised no smoking for 48 hours.\nDentist: Review in one week if still sore, otherwise routine recall. Notes: professional Arabic interpreter used throughout.",
    expect: {
      CC: 'He says he has had pain in the lower right for 2 weeks, worse at night, and his face was swollen last week',
      'MED HX': 'He has high blood pressure and takes amlodipine. No allergies. He smokes 20 a day',
      EXTRA: 'No swelling now, no lymphadenopathy',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['46', 'Grossly carious, buccal sinus, tender to percussion'],
        ['47', 'DO amalgam, sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46: periapical radiolucency both roots, furcation involvement',
      DX: ['Unrestorable 46 with chronic apical abscess'],
      CONSULT:
        "Explained via the interpreter that the tooth can't be saved and the options are extraction today or leaving it, which means it will keep flaring up. He wants it out today. He asks if it will hurt. He'll be numb and will only feel pressure. Advised no smoking for 48 hours",
      CONSENT: 'Written consent signed, interpreter translated the form',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Extracted 46 with forceps after sectioning the roots with a bur',
        'Roots complete',
        'Socket curetted',
        '1 Vicryl Rapide suture',
        'Haemostasis achieved',
        'Post-op instructions given verbally via interpreter with written leaflet in Arabic',
      ],
      NOTES: 'Professional Arabic interpreter used throughout',
      'F/U': 'Review in 1 week if still sore, otherwise routine recall',
    },
  }),
  defineCase({
    id: 'dt27-uk-asr-fdi-husband-helps-pick-shade-crown-prep-11-emax-appends-change-weeks',
    style: 'UK',
    asr: true,
    transcript:
      "crown prep on one one her husband's come in to help pick the shade medical history no changes no allergies one one root filled last year discoloured large composites not tender one two and two one sound she wants the crown to match two one explained an emax crown and the risk of sensitivity and that the root filling is fine consent form signed la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one one er putty index taken shade a two chosen with her husband in natural light crown prep one one with a one millimetre chamfer retraction cord impressions in light and heavy body bite registration temporary crown in protemp cemented with tempbond occlusion checked post op instructions given next visit crown fit one one in two weeks",
    appends: ["add to notes her husband will bring her as she's not driving at the moment", 'change two weeks to three weeks'],
    expect: {
      CC: 'Crown prep on 11',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['11', 'Root filled last year discoloured large composites not tender'],
        ['12', 'Sound'],
        ['21', 'Sound'],
      ],
      CONSULT:
        'She wants the crown to match 21. Explained an Emax crown and the risk of sensitivity and that the root filling is fine',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Crown prep 11', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 11',
        'Putty index taken',
        'Shade A2 chosen with her husband in natural light',
        'Crown prep 11 with a 1 mm chamfer',
        'Retraction cord',
        'Impressions in light and heavy body',
        'Bite registration',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES:
        "Her husband's come in to help pick the shade. Her husband will bring her as she's not driving at the moment",
      NV: ['Crown fit 11 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'dt28-uk-typed-fdi-terse-recall-wife-gave-hx-warfarin-s-and-p-rv-9-12',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. Attended w/ wife (gave hx, pt hard of hearing). MH: no change, on warfarin (INR 2.4 last wk), NKDA. EO NAD. IO NAD, caries-free. BPE 2 2 2 / 2 2 2. 17, 27, 37, 47 missing. 46 MOD amalgam sound. 36 crown sound. S&P. OHI (wife to remind re interdentals). Recall 9/12.',
    expect: {
      CC: 'Recall',
      'MED HX': 'No change, on warfarin (INR 2.4 last wk), NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD, caries-free',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['17', 'Missing'],
        ['27', 'Missing'],
        ['37', 'Missing'],
        ['47', 'Missing'],
        ['46', 'MOD amalgam sound'],
        ['36', 'Crown sound'],
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (wife to remind re interdentals)'],
      NOTES: 'Attended w/ wife (gave hx, pt hard of hearing)',
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'dt29-uk-typed-fdi-child-scooter-fall-mum-and-grandad-fragment-reattached-11',
    style: 'UK',
    asr: false,
    transcript:
      '10 y/o attended with mum and grandad. Fell off scooter 1 hr ago, hit upper front teeth. No LOC, no vomiting (per mum). Grandad has the broken piece in milk. MH: fit and well, NKDA, tetanus up to date. EO: grazed chin. IO: upper lip laceration 5 mm, not through and through. 11 fractured incisal edge, enamel-dentine, no pulp exposure, mobility normal, TTP slight, EPT +. 21 sound, TTP slight, EPT +. 12, 22 sound. PA 11, 21: no root fracture, apices open. Dx: uncomplicated crown fracture 11, concussion 21. Mum and pt happy to reattach fragment. Mum gave verbal consent. No LA. Fragment reattached 11 with flowable composite after etch and bond. Soft diet 1/52, chlorhexidine mouthwash, soft toothbrush. Mum asked about sports: no contact sports for 2 weeks. Grandad asked if the tooth will die; explained risk, will monitor. Review 2/52 with vitality tests, then 3/12.',
    expect: {
      CC: 'Fell off scooter 1 hr ago, hit upper front teeth. No LOC, no vomiting (per mum). Grandad has the broken piece in milk',
      'MED HX': 'Fit and well, NKDA, tetanus up to date',
      EXTRA: 'Grazed chin',
      INTRA: 'Upper lip laceration 5 mm, not through and through',
      DENTAL: [
        [
          '11',
          'Fractured incisal edge, enamel-dentine, no pulp exposure, mobility normal, TTP slight, EPT +',
          'Incisal edge',
        ],
        ['21', 'Sound, TTP slight, EPT +'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11, 21: no root fracture, apices open',
      DX: ['Uncomplicated crown fracture 11', 'Concussion 21'],
      CONSULT:
        'Mum and pt happy to reattach fragment. Soft diet 1 week, chlorhexidine mouthwash, soft toothbrush. Mum asked about sports: no contact sports for 2 weeks. Grandad asked if the tooth will die; explained risk, will monitor',
      CONSENT: 'Mum gave verbal consent',
      TX: ['No LA', 'Fragment reattached 11 with flowable composite after etch and bond'],
      NOTES: '10 y/o attended with mum and grandad',
      'F/U': 'Review 2 weeks with vitality tests, then 3 months',
    },
  }),
  defineCase({
    id: 'dt30-uk-asr-fdi-terse-recall-his-wife-says-no-problems-bpe-all-ones',
    style: 'UK',
    asr: true,
    transcript:
      'recall his wife says no problems medical history no changes extra oral nad intra oral nad no caries bpe one one one one one one recall twelve months',
    expect: {
      CC: 'Recall. His wife says no problems',
      'MED HX': 'No changes',
      EXTRA: 'NAD',
      INTRA: 'NAD. No caries',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      'F/U': 'Recall 12 months',
    },
  }),
];
