// A fiftieth held-out test split (ids h50-01 to h50-36), written blind from the labelling contract (contract.md),
// case.ts, the dental reference and more56 / more58 as format examples, by a helper that had not seen the engine, its
// evaluation or any other corpus file; every case was labelled by hand from the contract before any check. It is an
// ordinary fortnight at four practices, nine visits each, with every kind of day-to-day dictation: check-ups with
// charting, new-patient full-mouth charting, fillings, root canals, extractions, crowns and bridges, dentures,
// emergencies, children, hygiene and perio, consultations without treatment and reviews. One UK dentist (h50-01, h50-04,
// h50-07) and one US dentist (h50-20, h50-23, h50-26) speak English as a second language ("patient is coming with pain
// since two days", "I have done", "I have explained him", "control in six months"). Four visits were recorded with the
// recorder left running through the appointment (h50-05, h50-12, h50-22, h50-30): greetings, the patient's own words,
// explanations, consent asked and given aloud, nurse read-backs, remarks to the patient and goodbyes.
//   h50-01–h50-09 a UK NHS practice (FDI): an ESL emergency extirpation 46 (recogniser), a terse check-up with short
//     charting and bitewings (typed), a new patient's full-mouth charting (recogniser, appended dictation), an ESL
//     sectioned extraction 36 (typed), a child's check-up with fluoride varnish recorded with the recorder running
//     (recogniser), an upper acrylic partial denture fit (typed), an ESL second RSD visit (recogniser), a short review
//     of a reversible pulpitis (typed), an obturation 36 (recogniser);
//   h50-10–h50-18 a UK private practice whose dentist says Palmer words (Palmer; recogniser-style with "upper right six",
//     typed with UR6 shorthand): a private examination with whitening impressions (recogniser, appended dictation), an
//     MOD composite replacing an amalgam UL6 (typed), a crown preparation LR6 for a cracked tooth with the recorder
//     running (recogniser), a consultation for a missing UL2 with no treatment (typed), an emergency pericoronitis LR8
//     with irrigation and a referral (recogniser), an e.max crown fit UR6 (typed, appended dictation with "remove …"),
//     a child's check-up with primary letters (recogniser), a perio review with RSD of residual pockets (typed), a short
//     upper denture easing (recogniser);
//   h50-19–h50-27 a US general practice (Universal): a periodic exam with prophy and BWX (typed), an ESL emergency
//     pulpectomy #30 (recogniser), a crown prep #19 (typed, appended dictation), an extraction #31 with the recorder
//     running (recogniser), an ESL SRP of the right side (typed), a new patient's comprehensive exam with FMX and
//     full-mouth charting (recogniser), a single-visit RCT #8 (typed), an ESL partial denture consultation with no
//     treatment (recogniser), a bridge seat #3-#5 (typed);
//   h50-28–h50-36 a US family practice with children (Universal with primary letters): a six-year-old's check-up
//     (recogniser), a pulpotomy and SSC #L under nitrous (typed, appended dictation), extraction of over-retained #O and
//     #P with the recorder running (recogniser), a pregnant mother's prophy (typed), a child's emergency extraction #S
//     with a space maintainer planned (recogniser), a teenager's wisdom teeth consultation with a referral (typed), two
//     primary molar composites under nitrous (recogniser, appended dictation with "scratch that"), a toddler's SDF
//     recheck (typed), a grandfather's lower denture adjustment (recogniser).
// UK 18 (FDI 9, Palmer 9), US 18 (Universal; primary letters in h50-28, h50-29, h50-30, h50-32, h50-34 and h50-35);
// 19 recogniser-style (lower case, number words, fillers, little or no punctuation) and 17 typed; 41 to 287 words; six
// cases with appended dictation (h50-03 "add to notes …" / "change … to …"; h50-10 "add to chart …" / "change … to …"; h50-15
// "Add to notes: …" / "Remove …"; h50-21 "Add to treatment: …" / "Change … to …"; h50-29 "Add to notes: …" / "Add to
// chart: …"; h50-34 "add to chart … scratch that" / "next visit …"). DENTAL in 30 cases (not h50-07, h50-18, h50-23,
// h50-27, h50-31, h50-36).
//
// Judgement calls where the contract was silent:
// - Non-native phrasing is kept as said ("pain since 2 days", "I have explained him the options", "he is preferring",
//   "Control in 1 week if problems"), except that the progressive "patient is coming with / for" is read as the CC
//   header "comes in with / for" and dropped with its subject. "I have done …", "I have given …" stay in the TX item
//   with their verb (a verb of doing stays with its step); the LA line keeps its fixed form, so "I have given two
//   carpules …" is "LA: 2 carpules …". "Control …", "reassessment …", "review …", "recall …" are F/U; "next
//   appointment …" is NV.
// - Recorder left running: greetings, small talk ("how have you been", "not bad thanks"), remarks and praise to the
//   patient during and after treatment ("open nice and wide for me superstar", "you're gonna feel a little pinch", "all
//   done you did great") and goodbyes are dropped (as more56 dropped remarks to the patient); the nurse's read-back of a
//   finding and the dentist's "yep" / "got it" are dropped (said once, written once). The patient's own words about the
//   complaint are CC, in spoken order with the dentist's reason for the visit. The clinician's explanations to the
//   patient or parent, and a patient's or parent's question with its answer, are CONSULT. Consent asked and given aloud
//   is CONSENT as said, question then answer, followed by any dictated consent words ("Are you happy for me to go ahead
//   with the crown. Yes go ahead. Verbal consent"). A follow-up instruction said in a goodbye ("give us a call if you
//   have any problems") is F/U. Spoken questions are written as sentences without a question mark.
// - A child's (or teenager's) age and who came with them are NOTES (as more58), also when said in the same sentence
//   before "here for" ("5 y/o w/ dad, here for the crown on #L"); remarks about the patient ("she did great in the
//   chair", "Pt motivated", "comfortable now", "Patient tolerated well"), a shade approved by the patient and pleased
//   remarks are NOTES; fees, written quotes, NHS bands and insurance pre-authorisation are CONSULT.
// - Oral hygiene, plaque and gingival remarks are PERIO, with or without a BPE / PSR ("oral hygiene good", "light
//   plaque gums healthy", "mild generalized gingivitis light calculus"); "No caries" said of the mouth is INTRA (as
//   more58). A tooth-first mobility or furcation ("LR7 mobility grade I", "UR6 grade I furcation B") is a chart entry.
//   Radiographic findings of a tooth ("#29 developing with about half root formed") stay in RADIO with no chart entry.
// - Rule 4: "occlusal sealant" stays in words (sealant is not one of the listed words, as more58 bh05); "distal
//   marginal staining" is "D marginal staining"; "buccal pit caries" is "B pit caries"; "erupting lingual to #O and #P",
//   "buccal flange", "buccal vestibule" and "incisal edge" stay words; canals follow more56 ("MB and ML canals", "D
//   canal").
// - Titles: "cemented UR6" after a crown try-in is "Crown fit UR6"; a typed "Fit of upper acrylic partial denture" whose
//   TX names no procedure gives "Denture fit" from the CC; "eased the upper denture" and "adjusted the lower denture"
//   are "Denture adjustment"; "I have done root surface debridement lower left and lower right" is "RSD" and "SRP UR and
//   LR quadrants" is "SRP" (quadrants are no teeth); "RSD UR6, UR7, LR7 residual sites" is "RSD UR6, UR7, LR7";
//   "irrigation under the operculum" is "Irrigation"; an extraction whose steps are "sectioned … elevated and removed
//   both roots" takes "Extraction #31" from the CC; "obturated #8" is "Obturation #8" (the CC's RCT is not used when TX
//   names a procedure, as more56); "core built up in glass ionomer / with composite" and "access sealed w/ composite" are
//   no titles; "SSC #L size 4 cemented" is "SSC #L"; "SDF reapplied #D, #E, #F" is "SDF #D, #E, #F"; "Final
//   impressions" is "Impressions"; nitrous oxide, oxygen, topical, try-in and suture steps have no title.
// - NV / TX PLAN use the table names ("continue root canal 46" → "Continue RCT 46", "fit crown LR6" → "Crown fit LR6",
//   "crown seat #19" → "Crown fit #19", "O comp 36" → "O composite 36"); "sealants" said alone stays as said (as more58);
//   a referral to a surgeon or for an extraction elsewhere is TX PLAN.
// - List items: "clamp on nineteen" is "Clamp #19" (as more56 bf26); words said right after "post op instructions given"
//   stay in that item (as more56 bf26), while advice said as its own sentence or clause ("advised warm salt water
//   rinses", "Advised watching for lip and cheek biting", "diet advice …", "toothbrushing advice …") is CONSULT; a
//   prescription naming two drugs is one item.
// - Recogniser-style text fields: a new clause starts a new sentence, and "and", "so" or a leading article opening a
//   clause go ("Wobbly one is just a baby tooth …"); a condition named with its drug stays split as more58 bh04 ("Asthma.
//   Uses albuterol as needed"). Spoken BPE / PSR scores are written "BPE 2 2 3 / 3 2 2".
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a chart entry, "add to treatment …" adds a TX item at
//   the end, "next visit …" sets an NV item, "change X to Y" edits the one place X is said, "remove X" deletes the
//   sentence or item X where it was written (h50-15 leaves CONSULT empty), and "scratch that" drops the clause of the
//   append before it (h50-34 keeps only the #30 chart entry).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout50Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice (FDI)
  defineCase({
    id: 'h50-01-uk-asr-fdi-esl-emergency-46-irreversible-pulpitis-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      'patient is coming with pain since two days lower right side cannot sleep last night pain is worse with hot drinks she is taking ibuprofen and paracetamol but not helping medical history no changes she is taking omeprazole allergic to penicillin extra oral nothing abnormal intra oral soft tissues are normal four six big disto occlusal amalgam with distal caries tender to percussion lingering pain with cold four seven sound four five sound pa four six deep caries close to pulp no periapical lesion diagnosis symptomatic irreversible pulpitis four six I have explained to patient the options root canal treatment or extraction she wants to keep the tooth verbal consent la two cartridges articaine four percent one in hundred thousand adrenaline id block right and buccal infiltration four six rubber dam I have done extirpation four six three canals found irrigated with sodium hypochlorite ledermix and cavit occlusion reduced post op instructions given next appointment continue root canal four six in two weeks',
    expect: {
      CC: 'Pain since 2 days lower right side. Cannot sleep last night. Pain is worse with hot drinks. She is taking ibuprofen and paracetamol but not helping',
      'MED HX': 'No changes. She is taking omeprazole. Allergic to penicillin',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Soft tissues are normal',
      DENTAL: [
        ['46', 'Big DO amalgam with D caries tender to percussion lingering pain with cold'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 deep caries close to pulp. No periapical lesion',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'I have explained to patient the options root canal treatment or extraction. She wants to keep the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'I have done extirpation 46',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion reduced',
        'Post-op instructions given',
      ],
      NV: ['Continue RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h50-02-uk-typed-fdi-nhs-check-up-bpe-bitewings-short-chart-36',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam, no complaints. MH: no change, metformin, NKDA. Smoker 10/day. EO NAD. IO: NAD, oral cancer screen clear. BPE 2 2 2 / 3 2 2. 17 MOD amalgam, sound. 26 DO comp, marginal staining. 36 O caries. 46 crown, margins OK. BWs (6/12 overdue) taken, grade 1: 36 O caries into dentine, 26 sound. Dx: caries 36. Smoking cessation advice given, declined referral. Band 2 explained. S&P, OHI. NV: O comp 36. Recall 6/12.',
    expect: {
      CC: 'Routine exam, no complaints',
      'MED HX': 'No change, metformin, NKDA. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'NAD, oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['17', 'MOD amalgam, sound'],
        ['26', 'DO comp, marginal staining'],
        ['36', 'O caries'],
        ['46', 'Crown, margins OK'],
      ],
      RADIO: 'BWs (6 months overdue) taken, grade 1: 36 O caries into dentine, 26 sound',
      DX: ['Caries 36'],
      CONSULT: 'Smoking cessation advice given, declined referral. Band 2 explained',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      NV: ['O composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-03-uk-asr-fdi-new-patient-full-mouth-charting-appends-notes-change-grade',
    style: 'UK',
    asr: true,
    transcript:
      'new patient registering with the practice last seen a dentist about five years ago no pain at the moment but upper left sometimes sensitive to cold medical history asthma uses a brown and a blue inhaler allergic to ibuprofen no other medications smokes about ten a day drinks at weekends extra oral nad lymph nodes not palpable tmj fine intra oral soft tissues healthy oral cancer screen negative bpe two two three three two two oral hygiene fair charting one eight missing one seven mesial occlusal amalgam one six occlusal amalgam sound one five one four and one three sound one two and one one sound two one mesial composite sound two two and two three sound two four distal caries two five sound two six mesial occlusal distal amalgam fractured palatal cusp two seven occlusal composite two eight present three eight partially erupted three seven sound three six buccal cervical caries three five three four three three three two and three one sound four one four two and four three sound four four and four five sound four six missing four seven mesial occlusal amalgam four eight missing bitewings taken grade one caries two four distal into dentine three six buccal caries no other caries horizontal bone loss upper left molars about twenty percent diagnosis caries two four and three six fractured cusp two six periodontitis localised stage two um grade b explained findings and the band two course of treatment patient happy to go ahead oral hygiene instruction interdental brushes given smoking cessation advice plan distal composite two four buccal composite three six onlay or crown two six to be discussed scale and polish with the hygienist next visit composite two four and three six',
    appends: ['add to notes patient is nervous about injections prefers morning appointments', 'change grade b to grade a'],
    expect: {
      CC: 'New patient registering with the practice. Last seen a dentist about 5 years ago. No pain at the moment but upper left sometimes sensitive to cold',
      'MED HX':
        'Asthma. Uses a brown and a blue inhaler. Allergic to ibuprofen. No other medications. Smokes about 10 a day. Drinks at weekends',
      EXTRA: 'NAD. Lymph nodes not palpable. TMJ fine',
      INTRA: 'Soft tissues healthy. Oral cancer screen negative',
      PERIO: 'BPE 2 2 3 / 3 2 2. Oral hygiene fair',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'MO amalgam'],
        ['16', 'O amalgam sound'],
        ['15', 'Sound'],
        ['14', 'Sound'],
        ['13', 'Sound'],
        ['12', 'Sound'],
        ['11', 'Sound'],
        ['21', 'M composite sound'],
        ['22', 'Sound'],
        ['23', 'Sound'],
        ['24', 'D caries'],
        ['25', 'Sound'],
        ['26', 'MOD amalgam fractured P cusp', 'P cusp'],
        ['27', 'O composite'],
        ['28', 'Present'],
        ['38', 'Partially erupted'],
        ['37', 'Sound'],
        ['36', 'B cervical caries'],
        ['35', 'Sound'],
        ['34', 'Sound'],
        ['33', 'Sound'],
        ['32', 'Sound'],
        ['31', 'Sound'],
        ['41', 'Sound'],
        ['42', 'Sound'],
        ['43', 'Sound'],
        ['44', 'Sound'],
        ['45', 'Sound'],
        ['46', 'Missing'],
        ['47', 'MO amalgam'],
        ['48', 'Missing'],
      ],
      RADIO:
        'Bitewings taken grade 1. Caries 24 distal into dentine. 36 buccal caries. No other caries. Horizontal bone loss upper left molars about 20%',
      DX: ['Caries 24, 36', 'Fractured cusp 26', 'Periodontitis localised stage 2 grade A'],
      CONSULT: 'Explained findings and the band 2 course of treatment. Patient happy to go ahead. Smoking cessation advice',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes given'],
      'TX PLAN': ['D composite 24', 'B composite 36', 'Onlay or crown 26 to be discussed', 'Scale and polish with the hygienist'],
      NOTES: 'Patient is nervous about injections. Prefers morning appointments',
      NV: ['Composite 24, 36'],
    },
  }),
  defineCase({
    id: 'h50-04-uk-typed-fdi-esl-extraction-36-sectioned-roots-control-one-week',
    style: 'UK',
    asr: false,
    transcript:
      'Patient is coming for extraction of 36 as planned last visit, tooth is broken since one month, no pain now. MH: hypertension, taking amlodipine and aspirin 75 mg. No allergies. BP 138/86. 36 grossly carious, only roots remaining, not mobile. 35 DO composite ok. 37 sound. I have explained again the risks: pain, swelling, bleeding, dry socket, maybe surgical if roots break. Patient agreed. Consent form signed. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration. I have sectioned the roots with surgical bur. Extracted 36 with elevators and forceps, roots complete. Socket irrigated with saline. Haemostasis with gauze and Surgicel, 1 suture 3-0 Vicryl Rapide. Post-op instructions verbal and written, no rinsing today. Patient was little bit anxious but did well. Control in one week if problems, otherwise recall in 6 months.',
    expect: {
      CC: 'Extraction of 36 as planned last visit, tooth is broken since 1 month, no pain now',
      'MED HX': 'Hypertension, taking amlodipine and aspirin 75 mg. No allergies. BP 138/86',
      DENTAL: [
        ['36', 'Grossly carious, only roots remaining, not mobile'],
        ['35', 'DO composite ok'],
        ['37', 'Sound'],
      ],
      CONSULT:
        'I have explained again the risks: pain, swelling, bleeding, dry socket, maybe surgical if roots break. Patient agreed',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
        'I have sectioned the roots with surgical bur',
        'Extracted 36 with elevators and forceps',
        'Roots complete',
        'Socket irrigated with saline',
        'Haemostasis with gauze and Surgicel',
        '1 suture 3-0 Vicryl Rapide',
        'Post-op instructions verbal and written',
        'No rinsing today',
      ],
      NOTES: 'Patient was little bit anxious but did well',
      'F/U': 'Control in 1 week if problems, otherwise recall in 6 months',
    },
  }),
  defineCase({
    id: 'h50-05-uk-asr-fdi-recorder-running-child-check-up-55-85-caries-varnish-mum',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come on in hop up in the big chair for me that's it check up seven year old with mum mum says the wobbly tooth at the bottom is sore when she eats medical history no changes fit and well no medicines no allergies open nice and wide for me superstar soft tissues healthy plaque on the lower molars charting five five occlusal caries five five occlusal caries yep five four and five three sound eight one mobile grade two eight one mobile grade two yep four one erupting lingually eight five disto occlusal caries eight five disto occlusal caries yep three six and four six erupted sound there's two little holes one at the top on the right and one at the bottom on the right we can fix those with white fillings next time the wobbly one is just a baby tooth getting ready to come out so that's normal will she need an injection we'll start with some numbing gel and see how she gets on is it okay if we paint some fluoride on her teeth today yeah that's fine fluoride varnish applied diet advice squash with meals only and no sweets before bed next visit fillings eight five and five five recall six months all done you were amazing pick a sticker on the way out bye bye",
    expect: {
      CC: 'Check up. Mum says the wobbly tooth at the bottom is sore when she eats',
      'MED HX': 'No changes. Fit and well. No medicines. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['55', 'O caries'],
        ['54', 'Sound'],
        ['53', 'Sound'],
        ['81', 'Mobile grade 2'],
        ['41', 'Erupting lingually'],
        ['85', 'DO caries'],
        ['36', 'Erupted sound'],
        ['46', 'Erupted sound'],
      ],
      CONSULT:
        "There's 2 little holes one at the top on the right and one at the bottom on the right. We can fix those with white fillings next time. Wobbly one is just a baby tooth getting ready to come out. That's normal. Will she need an injection. We'll start with some numbing gel and see how she gets on. Diet advice squash with meals only and no sweets before bed",
      CONSENT: "Is it okay if we paint some fluoride on her teeth today. Yeah that's fine",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '7 year old with mum',
      NV: ['Fillings 85, 55'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-06-uk-typed-fdi-upper-acrylic-partial-denture-fit-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of upper acrylic partial denture (P/-) replacing 12, 11, 21, 24. MH: no change, type 2 diabetes (metformin), allergic to latex. 13, 22, 23 sound. 25 MO amalgam sound. Palate and ridges healthy. Denture tried in, flange high over 11 region blanching the mucosa, trimmed and polished. Wrought clasps 13, 25 retentive. Occlusion checked, even contacts. Pt happy with appearance, checked in mirror. Insertion and removal shown, out at night in water, clean with brush and soap. Told to expect some sore spots. Review 1/52 for ease.',
    expect: {
      CC: 'Fit of upper acrylic partial denture (P/-) replacing 12, 11, 21, 24',
      'MED HX': 'No change, type 2 diabetes (metformin), allergic to latex',
      INTRA: 'Palate and ridges healthy',
      DENTAL: [
        ['13', 'Sound'],
        ['22', 'Sound'],
        ['23', 'Sound'],
        ['25', 'MO amalgam sound'],
      ],
      CONSULT:
        'Insertion and removal shown, out at night in water, clean with brush and soap. Told to expect some sore spots',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        'Flange high over 11 region blanching the mucosa',
        'Trimmed and polished',
        'Wrought clasps 13, 25 retentive',
        'Occlusion checked',
        'Even contacts',
      ],
      NOTES: 'Pt happy with appearance, checked in mirror',
      'F/U': 'Review 1 week for ease',
    },
  }),
  defineCase({
    id: 'h50-07-uk-asr-fdi-esl-second-rsd-visit-lower-quadrants-control-three-months',
    style: 'UK',
    asr: true,
    transcript:
      'patient is coming for deep cleaning of lower teeth second appointment upper was done two weeks ago she says gums are bleeding less now medical history no changes she is diabetic type two taking metformin and gliclazide last hba one c sixty one no allergies she stopped smoking since one month bpe last time was four three four four three four pocket depths lower left up to six millimetres lower right up to seven millimetres on four seven distal bleeding on probing about forty percent plaque score thirty percent la two cartridges articaine four percent one in hundred thousand adrenaline buccal infiltration lower left and lower right I have done root surface debridement lower left and lower right with ultrasonic and hand instruments I have given oral hygiene instruction again with interdental brushes size three and four she is doing much better with cleaning I told her well done for stopping smoking and diabetes control is important for gums reassessment in three months after that control every three months with hygienist',
    expect: {
      CC: 'Deep cleaning of lower teeth second appointment. Upper was done 2 weeks ago. She says gums are bleeding less now',
      'MED HX':
        'No changes. She is diabetic type 2 taking metformin and gliclazide. Last HbA1c 61. No allergies. She stopped smoking since 1 month',
      PERIO:
        'BPE last time was 4 3 4 / 4 3 4. Pocket depths lower left up to 6 mm lower right up to 7 mm on 47 distal. Bleeding on probing about 40%. Plaque score 30%',
      CONSULT: 'I told her well done for stopping smoking and diabetes control is important for gums',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration lower left and lower right',
        'I have done root surface debridement lower left and lower right with ultrasonic and hand instruments',
        'I have given oral hygiene instruction again with interdental brushes size 3 and 4',
      ],
      NOTES: 'She is doing much better with cleaning',
      'F/U': 'Reassessment in 3 months. After that control every 3 months with hygienist',
    },
  }),
  defineCase({
    id: 'h50-08-uk-typed-fdi-short-review-sedative-dressing-26-settled',
    style: 'UK',
    asr: false,
    transcript:
      'Review 2/52 of 26 after sedative dressing. Symptoms settled, no pain since. MH no change. 26 GIC dressing intact, not TTP, responds normally to cold, no lingering. Dx: resolved reversible pulpitis 26. Pt wants the permanent filling before her holiday. NV: MO comp 26 (30 min).',
    expect: {
      CC: 'Review 2 weeks of 26 after sedative dressing. Symptoms settled, no pain since',
      'MED HX': 'No change',
      DENTAL: [['26', 'GIC dressing intact, not TTP, responds normally to cold, no lingering']],
      DX: ['Resolved reversible pulpitis 26'],
      CONSULT: 'Pt wants the permanent filling before her holiday',
      NV: ['MO composite 26 (30 min)'],
    },
  }),
  defineCase({
    id: 'h50-09-uk-asr-fdi-obturation-36-working-lengths-crown-band-3',
    style: 'UK',
    asr: true,
    transcript:
      'attended for completion of root canal three six no pain since last time medical history no change takes sertraline no allergies three six cavit intact not tender to percussion la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six rubber dam dressing removed canals irrigated with sodium hypochlorite um working lengths confirmed with the apex locator mesiobuccal and mesiolingual canals twenty one millimetres distal canal twenty point five millimetres master cones fitted and checked with a pa obturated three six with gutta percha and ah plus warm vertical compaction core built up in glass ionomer post op pa good fill no voids explained the tooth needs a crown on the nhs band three she wants to go ahead next visit crown prep three six review in the meantime if any pain',
    expect: {
      CC: 'Completion of root canal 36. No pain since last time',
      'MED HX': 'No change. Takes sertraline. No allergies',
      DENTAL: [['36', 'Cavit intact not tender to percussion']],
      RADIO: 'Post-op PA good fill. No voids',
      CONSULT: 'Explained the tooth needs a crown on the NHS band 3. She wants to go ahead',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam',
        'Dressing removed',
        'Canals irrigated with sodium hypochlorite',
        'Working lengths confirmed with the apex locator',
        'MB and ML canals 21 mm',
        'D canal 20.5 mm',
        'Master cones fitted and checked with a PA',
        'Obturated 36 with gutta percha and AH Plus warm vertical compaction',
        'Core built up in glass ionomer',
      ],
      NV: ['Crown prep 36'],
      'F/U': 'Review in the meantime if any pain',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private practice, Palmer words (Palmer)
  defineCase({
    id: 'h50-10-uk-asr-palmer-private-exam-whitening-impressions-appends-chart-change',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "private examination no concerns would like her teeth a bit whiter for her wedding medical history no changes takes the contraceptive pill no allergies non smoker extra oral nad intra oral soft tissues healthy bpe one one one one one one upper right seven occlusal composite sound upper right six mesial occlusal distal amalgam ditched margins no caries upper left six occlusal composite sound lower left six disto occlusal composite with distal marginal staining lower left seven sound lower right six occlusal amalgam sound bitewings taken grade one no caries discussed home whitening with trays gave her the written quote she'd like to go ahead impressions for whitening trays upper and lower shade a three recorded with photos next visit fit whitening trays recall twelve months",
    appends: ['add to chart upper left seven buccal abfraction not sensitive', 'change twelve months to nine months'],
    expect: {
      CC: 'Private examination. No concerns. Would like her teeth a bit whiter for her wedding',
      'MED HX': 'No changes. Takes the contraceptive pill. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['UR7', 'O composite sound'],
        ['UR6', 'MOD amalgam ditched margins no caries'],
        ['UL6', 'O composite sound'],
        ['LL6', 'DO composite with D marginal staining'],
        ['LL7', 'Sound'],
        ['LR6', 'O amalgam sound'],
        ['UL7', 'B abfraction not sensitive'],
      ],
      RADIO: 'Bitewings taken grade 1. No caries',
      CONSULT: "Discussed home whitening with trays. Gave her the written quote. She'd like to go ahead",
      'TX TODAY': ['Impressions'],
      TX: ['Impressions for whitening trays upper and lower', 'Shade A3 recorded with photos'],
      NV: ['Fit whitening trays'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h50-11-uk-typed-palmer-mod-composite-ul6-replacing-amalgam-crack-line',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for replacement of UL6 amalgam, private. Pt unhappy with the look, occasional sensitivity. MH: no change, NKDA. UL6 MOD amalgam, ditched D margin, small crack line P wall, not TTP, cold +ve normal. UL5, UL7 sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL6. RD. Amalgam removed, caries in D box removed, dentine firm. Crack line P wall stained only, no extension into dentine. Sectional matrix + ring, wedges M and D. Selective etch, Scotchbond Universal. MOD comp UL6 (Filtek One A3), bulk-fill + capping layer. Occlusion checked + adjusted, polished. POIG. Discussed cuspal coverage if crack progresses. Recall 6/12.',
    expect: {
      CC: 'Replacement of UL6 amalgam, private. Pt unhappy with the look, occasional sensitivity',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL6', 'MOD amalgam, ditched D margin, small crack line P wall, not TTP, cold +ve normal'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      CONSULT: 'Discussed cuspal coverage if crack progresses',
      'TX TODAY': ['MOD composite UL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL6',
        'RD',
        'Amalgam removed',
        'Caries in D box removed',
        'Dentine firm',
        'Crack line P wall stained only',
        'No extension into dentine',
        'Sectional matrix + ring',
        'Wedges M and D',
        'Selective etch',
        'Scotchbond Universal',
        'MOD comp UL6 (Filtek One A3)',
        'Bulk-fill + capping layer',
        'Occlusion checked + adjusted',
        'Polished',
        'POIG',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-12-uk-asr-palmer-recorder-running-crown-prep-lr6-cracked-consent-aloud',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "morning come through have a seat how have you been not bad thanks it's still a bit sharp when I bite on that side right patient attended for crown preparation lower right six cracked tooth diagnosed last visit medical history no changes takes atorvastatin no allergies lower right six large mesial occlusal distal amalgam crack line distal marginal ridge tender on biting the distal cusps lower right seven sound lower right five sound so as we said last time the crown holds the cracked tooth together like a ring there's a small chance the nerve could die later and then you'd need a root filling are you happy for me to go ahead with the crown yes go ahead verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block right and buccal infiltration lower right six just a bit of cold water now old amalgam removed crack runs across the distal marginal ridge into the distal wall and stops in dentine core built up with composite crown prep lower right six for a zirconia crown one millimetre chamfer retraction cord size one impressions in impregum bite registration shade a three a three yep temporary crown in protemp cemented with tempbond occlusion checked post op instructions given next visit fit crown lower right six in two weeks lovely see you in two weeks bye",
    expect: {
      CC: "It's still a bit sharp when I bite on that side. Crown preparation LR6. Cracked tooth diagnosed last visit",
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['LR6', 'Large MOD amalgam crack line D marginal ridge tender on biting the D cusps'],
        ['LR7', 'Sound'],
        ['LR5', 'Sound'],
      ],
      CONSULT:
        "As we said last time the crown holds the cracked tooth together like a ring. There's a small chance the nerve could die later and then you'd need a root filling",
      CONSENT: 'Are you happy for me to go ahead with the crown. Yes go ahead. Verbal consent',
      'TX TODAY': ['Crown prep LR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR6',
        'Old amalgam removed',
        'Crack runs across the D marginal ridge into the D wall and stops in dentine',
        'Core built up with composite',
        'Crown prep LR6 for a zirconia crown',
        '1 mm chamfer',
        'Retraction cord size 1',
        'Impressions in Impregum',
        'Bite registration',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit LR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h50-13-uk-typed-palmer-consultation-missing-ul2-options-no-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Consultation re gap UL2, lost to trauma 10 yrs ago, wearing a 1-tooth acrylic denture which she hates. MH: fit and well, NKDA, non-smoker. BPE 1 1 1 / 1 1 1. UL2 missing, space 6 mm, ridge slightly narrow labially. UL1 sound, unrestored. UL3 small M composite. Lower incisors crowded. Options discussed: 1) continue with denture, 2) resin-bonded bridge from UL3, 3) conventional bridge UL1-UL3 (not advised, healthy teeth), 4) implant, likely needing bone graft. Costs given in writing. Pt favours resin-bonded bridge. Will confirm by email. Plan: study models + shade if proceeding.',
    expect: {
      CC: 'Consultation re gap UL2, lost to trauma 10 yrs ago, wearing a 1-tooth acrylic denture which she hates',
      'MED HX': 'Fit and well, NKDA, non-smoker',
      INTRA: 'Lower incisors crowded',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['UL2', 'Missing, space 6 mm, ridge slightly narrow labially'],
        ['UL1', 'Sound, unrestored'],
        ['UL3', 'Small M composite'],
      ],
      CONSULT:
        'Options discussed: 1) continue with denture, 2) resin-bonded bridge from UL3, 3) conventional bridge UL1-UL3 (not advised, healthy teeth), 4) implant, likely needing bone graft. Costs given in writing. Pt favours resin-bonded bridge. Will confirm by email',
      'TX PLAN': ['Study models + shade if proceeding'],
    },
  }),
  defineCase({
    id: 'h50-14-uk-asr-palmer-emergency-pericoronitis-lr8-irrigation-referral-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency sore gum at the back lower right for three days can't open properly bad taste medical history no changes no medications allergic to penicillin extra oral slightly swollen right angle of mandible tender submandibular lymph node on the right mouth opening about three fingers sorry two fingers temperature thirty seven point four intra oral lower right eight partially erupted operculum swollen and red pus on pressure lower right seven sound no caries upper right eight over erupted biting on the operculum diagnosis pericoronitis lower right eight irrigation under the operculum with chlorhexidine point two percent debris removed rx metronidazole four hundred milligrams three times a day for three days advised warm salt water rinses soft brush around it ibuprofen if needed discussed removing the lower right eight and the upper right eight when settled she'd like a referral plan refer for surgical extraction lower right eight review in one week",
    expect: {
      CC: "Emergency. Sore gum at the back lower right for 3 days. Can't open properly. Bad taste",
      'MED HX': 'No changes. No medications. Allergic to penicillin',
      EXTRA:
        'Slightly swollen right angle of mandible. Tender submandibular lymph node on the right. Mouth opening about 2 fingers. Temperature 37.4',
      DENTAL: [
        ['LR8', 'Partially erupted operculum swollen and red pus on pressure'],
        ['LR7', 'Sound no caries'],
        ['UR8', 'Over erupted biting on the operculum'],
      ],
      DX: ['Pericoronitis LR8'],
      CONSULT:
        "Advised warm salt water rinses. Soft brush around it. Ibuprofen if needed. Discussed removing LR8 and UR8 when settled. She'd like a referral",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigation under the operculum with chlorhexidine 0.2%',
        'Debris removed',
        'Rx metronidazole 400 mg 3 times a day for 3 days',
      ],
      'TX PLAN': ['Refer for surgical extraction LR8'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h50-15-uk-typed-palmer-emax-crown-fit-ur6-appends-notes-remove-advice',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit e.max crown UR6. Temp fine, no sensitivity. MH: no change. No LA. Temp removed, prep cleaned w/ pumice + chlorhexidine. Crown tried in, M contact tight, eased w/ polishing disc, margins sealed, shade good. Pt happy in mirror. Crown etched (HF 20 s), silane, cemented UR6 w/ Panavia SA, excess removed at tack cure. Occlusion checked in ICP and excursions, light contact on MP cusp adjusted, polished. Floss through contacts OK. POIG. Advised no hard food tonight. Recall 6/12.',
    appends: ['Add to notes: pt would like the same for UL6 next year.', 'Remove advised no hard food tonight.'],
    expect: {
      CC: 'Fit e.max crown UR6. Temp fine, no sensitivity',
      'MED HX': 'No change',
      'TX TODAY': ['Crown fit UR6'],
      TX: [
        'No LA',
        'Temp removed',
        'Prep cleaned w/ pumice + chlorhexidine',
        'Crown tried in',
        'M contact tight',
        'Eased w/ polishing disc',
        'Margins sealed',
        'Shade good',
        'Crown etched (HF 20 s)',
        'Silane',
        'Cemented UR6 w/ Panavia SA',
        'Excess removed at tack cure',
        'Occlusion checked in ICP and excursions',
        'Light contact on MP cusp adjusted',
        'Polished',
        'Floss through contacts OK',
        'POIG',
      ],
      NOTES: 'Pt happy in mirror. Pt would like the same for UL6 next year',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-16-uk-asr-palmer-child-check-up-ure-o-caries-varnish-dad',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "six year old attended with dad for check up no problems dad says she brushes on her own now medical history fit and well no allergies soft tissues healthy oral hygiene good upper right e occlusal caries upper left e sound lower left d and lower left e sound lower right e mesial occlusal amalgam sound lower left six and lower right six erupting upper right a mobile two bitewings taken upper right e caries into dentine lower right d distal caries enamel only diagnosis caries upper right e fluoride varnish applied toothbrushing advice dad to help brush until she's seven or eight she was very good next visit occlusal composite upper right e recall six months",
    expect: {
      CC: 'Check up. No problems. Dad says she brushes on her own now',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Oral hygiene good',
      DENTAL: [
        ['URE', 'O caries'],
        ['ULE', 'Sound'],
        ['LLD', 'Sound'],
        ['LLE', 'Sound'],
        ['LRE', 'MO amalgam sound'],
        ['LL6', 'Erupting'],
        ['LR6', 'Erupting'],
        ['URA', 'Mobile'],
      ],
      RADIO: '2 bitewings taken. URE caries into dentine. LRD distal caries enamel only',
      DX: ['Caries URE'],
      CONSULT: "Toothbrushing advice dad to help brush until she's 7 or 8",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '6 year old attended with dad. She was very good',
      NV: ['O composite URE'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-17-uk-typed-palmer-perio-review-residual-pockets-rsd-ur6-ur7-lr7',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '3-month review after initial RSD. Pt reports less bleeding, using TePes daily. MH: no change, amlodipine, NKDA, ex-smoker (stopped 2022). 6PPC: residual 5-6 mm pockets UR6 D, UR7 M, LR7 D, all with BOP; elsewhere ≤4 mm. BOP 18% (was 52%). Plaque 15%. LR7 mobility grade I. UR6 grade I furcation B. Dx: generalised periodontitis stage III grade B (unstable). LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration UR6, UR7. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right. RSD UR6, UR7, LR7 residual sites w/ ultrasonic + Gracey curettes. Chlorhexidine gel to LR7 pocket. OHI reinforced, single-tuft brush for UR7 M. Pt motivated. Discussed referral to specialist if no improvement. Review 3/12 with re-chart.',
    expect: {
      CC: '3-month review after initial RSD. Pt reports less bleeding, using TePes daily',
      'MED HX': 'No change, amlodipine, NKDA, ex-smoker (stopped 2022)',
      PERIO:
        '6PPC: residual 5-6 mm pockets UR6 D, UR7 M, LR7 D, all with BOP; elsewhere ≤4 mm. BOP 18% (was 52%). Plaque 15%',
      DENTAL: [
        ['LR7', 'Mobility grade I'],
        ['UR6', 'Grade I furcation B'],
      ],
      DX: ['Generalised periodontitis stage III grade B (unstable)'],
      CONSULT: 'Discussed referral to specialist if no improvement',
      'TX TODAY': ['RSD UR6, UR7, LR7', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6, UR7',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD UR6, UR7, LR7 residual sites w/ ultrasonic + Gracey curettes',
        'Chlorhexidine gel to LR7 pocket',
        'OHI reinforced',
        'Single-tuft brush for UR7 M',
      ],
      NOTES: 'Pt motivated',
      'F/U': 'Review 3 months with re-chart',
    },
  }),
  defineCase({
    id: 'h50-18-uk-asr-palmer-short-upper-denture-eased-tuberosity-ulcer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'upper denture rubbing at the back on the left since the fit last week medical history no changes small ulcer upper left tuberosity under the flange eased the upper denture over the left tuberosity and polished comfortable now review two weeks if still sore',
    expect: {
      CC: 'Upper denture rubbing at the back on the left since the fit last week',
      'MED HX': 'No changes',
      INTRA: 'Small ulcer upper left tuberosity under the flange',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased the upper denture over the left tuberosity and polished'],
      NOTES: 'Comfortable now',
      'F/U': 'Review 2 weeks if still sore',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'h50-19-us-typed-universal-periodic-exam-prophy-bwx-caries-12-13',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam and prophy. Pt reports occasional sensitivity to sweets upper left. Med hx: no changes, HTN on lisinopril, NKDA. BP 128/82. EO: WNL. IO: WNL, oral cancer screening negative. PSR 2 2 2 / 2 3 2. Moderate calculus lingual of lower anteriors, generalized mild gingivitis. #2 MO amalgam intact. #3 crown, margins intact. #12 DO caries. #13 O composite, D recurrent caries. #18 PFM crown. #31 O amalgam, ditched. 4 BWX: #12 D caries into dentin, #13 D recurrent caries, no bone loss. Dx: caries #12, #13. Prophy w/ Cavitron + hand scaling, coronal polish, floss. OHI: electric toothbrush + daily floss. Pt asked if she can get both done in 1 visit; yes. NV: DO composite #12, DO composite #13 (1 visit). Recall 6 months.',
    expect: {
      CC: 'Periodic exam and prophy. Pt reports occasional sensitivity to sweets upper left',
      'MED HX': 'No changes, HTN on lisinopril, NKDA. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL, oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 3 2. Moderate calculus lingual of lower anteriors, generalized mild gingivitis',
      DENTAL: [
        ['2', 'MO amalgam intact'],
        ['3', 'Crown, margins intact'],
        ['12', 'DO caries'],
        ['13', 'O composite, D recurrent caries'],
        ['18', 'PFM crown'],
        ['31', 'O amalgam, ditched'],
      ],
      RADIO: '4 BWX: #12 D caries into dentin, #13 D recurrent caries, no bone loss',
      DX: ['Caries #12, #13'],
      CONSULT: 'Pt asked if she can get both done in 1 visit; yes',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy w/ Cavitron + hand scaling', 'Coronal polish', 'Floss', 'OHI: electric toothbrush + daily floss'],
      NV: ['DO composite #12', 'DO composite #13 (1 visit)'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-20-us-asr-universal-esl-emergency-abscess-30-pulpectomy-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient is coming with pain and swelling since three days lower right side she cannot chew on this side she is taking tylenol every four hours medical history she has asthma using albuterol inhaler allergic to amoxicillin no other medications extraoral little swelling right side face no fever lymph node palpable right side intraoral swelling buccal vestibule near number thirty number thirty big mesial occlusal distal composite with recurrent caries very tender to percussion no response to cold test numbers twenty nine and thirty one normal to cold pa of number thirty big radiolucency at the mesial root apex diagnosis pulp necrosis with symptomatic apical abscess number thirty I have explained to her root canal and crown or extraction she wants to save the tooth signed consent I have given two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam I have opened the tooth and pus came from the canals pulpectomy number thirty found four canals irrigated with sodium hypochlorite calcium hydroxide and cavit occlusion reduced rx clindamycin three hundred milligrams four times daily for seven days and ibuprofen six hundred milligrams every six hours next appointment continue root canal number thirty in one week',
    expect: {
      CC: 'Pain and swelling since 3 days lower right side. She cannot chew on this side. She is taking Tylenol every 4 hours',
      'MED HX': 'She has asthma using albuterol inhaler. Allergic to amoxicillin. No other medications',
      EXTRA: 'Little swelling right side face. No fever. Lymph node palpable right side',
      INTRA: 'Swelling buccal vestibule near #30',
      DENTAL: [
        ['30', 'Big MOD composite with recurrent caries very tender to percussion no response to cold test'],
        ['29', 'Normal to cold'],
        ['31', 'Normal to cold'],
      ],
      RADIO: 'PA of #30 big radiolucency at the mesial root apex',
      DX: ['Pulp necrosis with symptomatic apical abscess #30'],
      CONSULT: 'I have explained to her root canal and crown or extraction. She wants to save the tooth',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'I have opened the tooth and pus came from the canals',
        'Pulpectomy #30',
        'Found 4 canals',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Occlusion reduced',
        'Rx clindamycin 300 mg 4 times daily for 7 days and ibuprofen 600 mg every 6 hours',
      ],
      NV: ['Continue RCT #30 in 1 week'],
    },
  }),
  defineCase({
    id: 'h50-21-us-typed-universal-crown-prep-19-buildup-temp-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #19 after RCT, as discussed at last exam. No issues since RCT. Med hx: no changes, NKDA. #19 RCT, MOD composite access seal intact, not TTP. #18 and #20 sound. 1 carp 2% lido 1:100k epi, left IANB. Composite removed to GP. Core buildup w/ Build-It. Crown prep #19 for full-contour zirconia, 1 mm shoulder. Double cord (size 00 + 1) w/ Hemodent. Final impressions w/ PVS heavy + light, counter w/ alginate, bite w/ Blu-Mousse. Shade A3. Temp crown w/ Integrity, cemented w/ TempBond NE. Occlusion checked. POI given. Insurance pre-auth approved. NV: crown seat #19 in 2 wks.',
    appends: ['Add to treatment: photos taken for lab.', 'Change 2 wks to 3 wks.'],
    expect: {
      CC: 'Crown prep #19 after RCT, as discussed at last exam. No issues since RCT',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'RCT, MOD composite access seal intact, not TTP'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      CONSULT: 'Insurance pre-auth approved',
      'TX TODAY': ['Crown prep #19', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Composite removed to GP',
        'Core buildup w/ Build-It',
        'Crown prep #19 for full-contour zirconia',
        '1 mm shoulder',
        'Double cord (size 00 + 1) w/ Hemodent',
        'Final impressions w/ PVS heavy + light',
        'Counter w/ alginate',
        'Bite w/ Blu-Mousse',
        'Shade A3',
        'Temp crown w/ Integrity',
        'Cemented w/ TempBond NE',
        'Occlusion checked',
        'POI given',
        'Photos taken for lab',
      ],
      NV: ['Crown fit #19 in 3 wks'],
    },
  }),
  defineCase({
    id: 'h50-22-us-asr-universal-recorder-running-extraction-31-consent-aloud-goodbye',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there come on back have a seat how's that tooth doing it's been killing me I just want it out let me take a look patient here for extraction of number thirty one broken down tooth we saw last week medical history no changes takes metformin and a baby aspirin no allergies blood pressure one thirty four over eighty two number thirty one broken down to the gumline roots remaining not mobile number thirty two missing number thirty mesial occlusal composite intact pa from last week roots intact no periapical pathology diagnosis non restorable number thirty one so as we talked about last time the tooth is too broken to fix so we're gonna take it out there's a risk of some bruising swelling dry socket and numbness of the lip which is rare will it hurt afterwards a bit sore for a couple of days ibuprofen and tylenol together work well okay are you okay for me to go ahead yep let's do it consent form signed three carpules lidocaine two percent one to one hundred thousand epi right ianb and long buccal you're gonna feel a little pinch sectioned thirty one between the roots with a surgical bur elevated and removed both roots sockets irrigated with saline gelfoam placed single three oh chromic gut suture hemostasis achieved with gauze post op instructions given no smoking or straws for three days all done you did great give us a call if you have any problems take care bye",
    expect: {
      CC: "It's been killing me. I just want it out. Extraction of #31 broken down tooth we saw last week",
      'MED HX': 'No changes. Takes metformin and a baby aspirin. No allergies. Blood pressure 134/82',
      DENTAL: [
        ['31', 'Broken down to the gumline roots remaining not mobile'],
        ['32', 'Missing'],
        ['30', 'MO composite intact'],
      ],
      RADIO: 'PA from last week roots intact. No periapical pathology',
      DX: ['Non restorable #31'],
      CONSULT:
        "As we talked about last time the tooth is too broken to fix. We're gonna take it out. There's a risk of some bruising swelling dry socket and numbness of the lip which is rare. Will it hurt afterwards. A bit sore for a couple of days. Ibuprofen and Tylenol together work well",
      CONSENT: "Are you okay for me to go ahead. Yep let's do it. Consent form signed",
      'TX TODAY': ['Extraction #31'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Sectioned #31 between the roots with a surgical bur',
        'Elevated and removed both roots',
        'Sockets irrigated with saline',
        'Gelfoam placed',
        'Single 3-0 chromic gut suture',
        'Hemostasis achieved with gauze',
        'Post-op instructions given no smoking or straws for 3 days',
      ],
      'F/U': 'Give us a call if you have any problems',
    },
  }),
  defineCase({
    id: 'h50-23-us-typed-universal-esl-srp-right-side-arestin-control-re-evaluation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient is coming for scaling and root planing of right side, upper and lower. She says gums bleeding when brushing since long time. Med hx: no changes, prediabetic, taking atorvastatin, NKDA. Pockets 5-7 mm right side at last visit, BOP 45%. Dx: periodontitis stage III grade B. I have explained again that SRP is for stop the disease and bone loss cannot come back. She understood and agreed. Verbal consent. LA 2 carps articaine 4% 1:100,000 epi, right IANB + buccal and palatal infiltration UR. I have done SRP UR and LR quadrants with ultrasonic and Gracey curettes. Arestin placed in #3 MB and #30 D 7 mm pockets. OHI with interdental brushes and Waterpik. Patient tolerated well. Next appointment SRP left side in 1 week. Control of right side in 4-6 weeks for re-evaluation.',
    expect: {
      CC: 'Scaling and root planing of right side, upper and lower. She says gums bleeding when brushing since long time',
      'MED HX': 'No changes, prediabetic, taking atorvastatin, NKDA',
      PERIO: 'Pockets 5-7 mm right side at last visit, BOP 45%',
      DX: ['Periodontitis stage III grade B'],
      CONSULT:
        'I have explained again that SRP is for stop the disease and bone loss cannot come back. She understood and agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration UR',
        'I have done SRP UR and LR quadrants with ultrasonic and Gracey curettes',
        'Arestin placed in #3 MB and #30 D 7 mm pockets',
        'OHI with interdental brushes and Waterpik',
      ],
      NOTES: 'Patient tolerated well',
      NV: ['SRP left side in 1 week'],
      'F/U': 'Control of right side in 4-6 weeks for re-evaluation',
    },
  }),
  defineCase({
    id: 'h50-24-us-asr-universal-new-patient-comprehensive-exam-fmx-full-chart',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam moved here from out of state last cleaning about two years ago no pain wants to get everything checked medical history hypothyroid on levothyroxine seasonal allergies takes zyrtec allergic to sulfa drugs no surgeries doesn't smoke social drinker blood pressure one eighteen over seventy six extraoral tmj no clicking no tenderness lymph nodes normal intraoral oral cancer screening negative tongue and floor of mouth normal psr two two two two two two mild generalized gingivitis light calculus fmx taken no bone loss no periapical lesions charting number one missing number two mesial occlusal amalgam number three occlusal amalgam with recurrent caries numbers four five and six sound seven and eight sound number nine mesial composite sound numbers ten eleven and twelve sound number thirteen disto occlusal composite number fourteen crown uh number fifteen sound sixteen missing seventeen impacted eighteen sound number nineteen mesial occlusal distal amalgam cracked distal lingual cusp number thirty root canal treated with crown thirty one buccal pit caries thirty two missing diagnosis recurrent caries number three cracked tooth number nineteen caries number thirty one plaque induced gingivitis discussed findings recommended a crown on nineteen before it breaks she wants to start with the fillings treatment plan occlusal composite number three buccal composite number thirty one crown number nineteen prophy next visit prophy and fillings number three and thirty one",
    expect: {
      CC: 'New patient comprehensive exam. Moved here from out of state. Last cleaning about 2 years ago. No pain. Wants to get everything checked',
      'MED HX':
        "Hypothyroid on levothyroxine. Seasonal allergies. Takes Zyrtec. Allergic to sulfa drugs. No surgeries. Doesn't smoke. Social drinker. Blood pressure 118/76",
      EXTRA: 'TMJ no clicking. No tenderness. Lymph nodes normal',
      INTRA: 'Oral cancer screening negative. Tongue and floor of mouth normal',
      PERIO: 'PSR 2 2 2 / 2 2 2. Mild generalized gingivitis. Light calculus',
      RADIO: 'FMX taken. No bone loss. No periapical lesions',
      DENTAL: [
        ['1', 'Missing'],
        ['2', 'MO amalgam'],
        ['3', 'O amalgam with recurrent caries'],
        ['4', 'Sound'],
        ['5', 'Sound'],
        ['6', 'Sound'],
        ['7', 'Sound'],
        ['8', 'Sound'],
        ['9', 'M composite sound'],
        ['10', 'Sound'],
        ['11', 'Sound'],
        ['12', 'Sound'],
        ['13', 'DO composite'],
        ['14', 'Crown'],
        ['15', 'Sound'],
        ['16', 'Missing'],
        ['17', 'Impacted'],
        ['18', 'Sound'],
        ['19', 'MOD amalgam cracked DL cusp'],
        ['30', 'Root canal treated with crown'],
        ['31', 'B pit caries'],
        ['32', 'Missing'],
      ],
      DX: ['Recurrent caries #3', 'Cracked tooth #19', 'Caries #31', 'Plaque induced gingivitis'],
      CONSULT: 'Discussed findings. Recommended a crown on #19 before it breaks. She wants to start with the fillings',
      'TX PLAN': ['O composite #3', 'B composite #31', 'Crown #19', 'Prophy'],
      NV: ['Prophy', 'Fillings #3, #31'],
    },
  }),
  defineCase({
    id: 'h50-25-us-typed-universal-single-visit-rct-8-necrotic-trauma-obturation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'RCT #8, single visit. Hx of trauma as a teen, tooth gone gray over the years, no pain. Med hx: no changes, NKDA. #8 discolored, not TTP, no response to cold or EPT, no mobility. #7, #9 respond normally to cold. PA #8: periapical radiolucency ~3 mm, canal patent. Dx: pulp necrosis with asymptomatic apical periodontitis #8. Discussed RCT then internal bleaching or a crown later; pt agreed. Written consent. 1 carp 2% lido 1:100k epi, labial infiltration #8. RD. Access, WL 23 mm to incisal edge confirmed w/ apex locator + PA. Cleaned and shaped to 50/.04 w/ Vortex Blue. Irrigated w/ 6% NaOCl + 17% EDTA. Obturated #8 w/ GP + AH Plus, warm vertical. Access sealed w/ composite. Post-op PA: obturation to length, good seal. Pt asked about whitening the tooth; told him internal bleaching after 2 wks if no symptoms. NV: review #8 in 2 wks for internal whitening.',
    expect: {
      CC: 'RCT #8, single visit. Hx of trauma as a teen, tooth gone gray over the years, no pain',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['8', 'Discolored, not TTP, no response to cold or EPT, no mobility'],
        ['7', 'Respond normally to cold'],
        ['9', 'Respond normally to cold'],
      ],
      RADIO: 'PA #8: periapical radiolucency ~3 mm, canal patent. Post-op PA: obturation to length, good seal',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT:
        'Discussed RCT then internal bleaching or a crown later; pt agreed. Pt asked about whitening the tooth; told him internal bleaching after 2 wks if no symptoms',
      CONSENT: 'Written consent',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'RD',
        'Access',
        'WL 23 mm to incisal edge confirmed w/ apex locator + PA',
        'Cleaned and shaped to 50/.04 w/ Vortex Blue',
        'Irrigated w/ 6% NaOCl + 17% EDTA',
        'Obturated #8 w/ GP + AH Plus',
        'Warm vertical',
        'Access sealed w/ composite',
      ],
      NV: ['Review #8 in 2 wks for internal whitening'],
    },
  }),
  defineCase({
    id: 'h50-26-us-asr-universal-esl-consultation-lower-partial-denture-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient is coming for consultation about replacing missing teeth lower back both sides he is having difficulty to chew since he lost the teeth last year medical history type two diabetes on metformin high blood pressure on losartan no allergies he is smoking half pack per day extraoral normal intraoral ridges lower both sides healed well numbers eighteen nineteen thirty and thirty one missing number twenty disto occlusal composite sound number twenty nine sound number seventeen mesially tipped numbers fourteen and fifteen over erupted a little psr two two two three two three I have explained him the options removable partial denture or implants or doing nothing implants need cbct and maybe bone graft and smoking is bad for implants I have given him the estimate for both he is preferring the partial denture because of the cost he will talk with his wife first next appointment impressions for lower partial denture if he decides control with hygienist for cleaning',
    expect: {
      CC: 'Consultation about replacing missing teeth lower back both sides. He is having difficulty to chew since he lost the teeth last year',
      'MED HX': 'Type 2 diabetes on metformin. High blood pressure on losartan. No allergies. He is smoking half pack per day',
      EXTRA: 'Normal',
      INTRA: 'Ridges lower both sides healed well',
      PERIO: 'PSR 2 2 2 / 3 2 3',
      DENTAL: [
        ['18', 'Missing'],
        ['19', 'Missing'],
        ['30', 'Missing'],
        ['31', 'Missing'],
        ['20', 'DO composite sound'],
        ['29', 'Sound'],
        ['17', 'Mesially tipped'],
        ['14', 'Over erupted a little'],
        ['15', 'Over erupted a little'],
      ],
      CONSULT:
        'I have explained him the options removable partial denture or implants or doing nothing. Implants need CBCT and maybe bone graft. Smoking is bad for implants. I have given him the estimate for both. He is preferring the partial denture because of the cost. He will talk with his wife first',
      NV: ['Impressions for lower partial denture if he decides'],
      'F/U': 'Control with hygienist for cleaning',
    },
  }),
  defineCase({
    id: 'h50-27-us-typed-universal-pfm-bridge-seat-3-5-warfarin-superfloss',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Bridge seat #3-#5 (PFM, pontic #4). Temp bridge stayed on, no sensitivity. Med hx: no changes, on warfarin (INR 2.4 yesterday), allergic to latex. No anesthesia. Temp bridge removed, abutments cleaned w/ pumice. Bridge tried in. Margins closed on both abutments, contacts OK, pontic passive on tissue. Shade approved by pt. #5 B cusp adjusted for occlusion. Cemented w/ FujiCEM 2, excess removed, floss. Superfloss demo under the pontic. Pt very pleased. NV: 2-wk check. Recall 6 months.',
    expect: {
      CC: 'Bridge seat #3-#5 (PFM, pontic #4). Temp bridge stayed on, no sensitivity',
      'MED HX': 'No changes, on warfarin (INR 2.4 yesterday), allergic to latex',
      CONSULT: 'Superfloss demo under the pontic',
      'TX TODAY': ['Bridge fit #3-#5'],
      TX: [
        'No anesthesia',
        'Temp bridge removed',
        'Abutments cleaned w/ pumice',
        'Bridge tried in',
        'Margins closed on both abutments',
        'Contacts OK',
        'Pontic passive on tissue',
        '#5 B cusp adjusted for occlusion',
        'Cemented w/ FujiCEM 2',
        'Excess removed',
        'Floss',
      ],
      NOTES: 'Shade approved by pt. Pt very pleased',
      NV: ['2-wk check'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US family practice with children (Universal, letters)
  defineCase({
    id: 'h50-28-us-asr-universal-child-checkup-letters-l-do-caries-prophy-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for her six month checkup mom says no problems she brushes twice a day with help medical history healthy no meds allergic to amoxicillin soft tissues normal light plaque gums healthy letters a b i and j sound letter k occlusal sealant intact letter l disto occlusal caries letters s and t sound numbers three and fourteen not erupted yet numbers nineteen and thirty erupted deep grooves no caries two bitewings l distal caries into dentin no other caries diagnosis caries letter l prophy fluoride varnish she did great in the chair mom asked about sealants on the new molars told her we'll do them next time with the filling next visit disto occlusal composite letter l and sealants nineteen and thirty recall six months",
    expect: {
      CC: 'Her 6 month checkup. Mom says no problems. She brushes twice a day with help',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      INTRA: 'Soft tissues normal',
      PERIO: 'Light plaque. Gums healthy',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Occlusal sealant intact'],
        ['L', 'DO caries'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['3', 'Not erupted yet'],
        ['14', 'Not erupted yet'],
        ['19', 'Erupted deep grooves no caries'],
        ['30', 'Erupted deep grooves no caries'],
      ],
      RADIO: '2 bitewings. #L distal caries into dentin. No other caries',
      DX: ['Caries #L'],
      CONSULT: "Mom asked about sealants on the new molars. Told her we'll do them next time with the filling",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old with mom. She did great in the chair',
      NV: ['DO composite #L', 'Sealants #19, #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-29-us-typed-universal-child-pulpotomy-ssc-l-nitrous-appends-notes-chart',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ dad, here for the crown on #L as planned. Dad reports she complained of pain when eating last week. Med hx: healthy, NKDA. #L DO caries, deep, no swelling, not mobile. #K O composite intact. Nitrous oxide 30% via nasal hood. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100,000 epi, left IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #L w/ MTA, hemostasis in 2 min. SSC #L size 4 cemented w/ Ketac Cem. Occlusion checked. 100% O2 for 5 min. Pt cried at first, settled w/ the nitrous. POI given to dad. Advised watching for lip and cheek biting. Recall 6 months.',
    appends: ['Add to notes: dad asked for morning appointments for her sister.', 'Add to chart: #S O caries, small.'],
    expect: {
      CC: 'Crown on #L as planned. Dad reports she complained of pain when eating last week',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['L', 'DO caries, deep, no swelling, not mobile'],
        ['K', 'O composite intact'],
        ['S', 'O caries, small'],
      ],
      CONSULT: 'Advised watching for lip and cheek biting',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Nitrous oxide 30% via nasal hood',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #L w/ MTA',
        'Hemostasis in 2 min',
        'SSC #L size 4 cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 for 5 min',
        'POI given to dad',
      ],
      NOTES: '5 y/o w/ dad. Pt cried at first, settled w/ the nitrous. Dad asked for morning appointments for her sister',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-30-us-asr-universal-recorder-running-extraction-o-p-lingual-24-25-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey buddy come on in jump up in the chair awesome seven year old with mom mom noticed the new front teeth coming in behind the baby teeth two weeks ago he says it doesn't hurt it just feels weird medical history healthy no meds no allergies letters o and p not mobile numbers twenty four and twenty five erupting lingual to o and p letters n and q slightly mobile pa lower anterior roots of o and p not resorbed diagnosis over retained o and p so the baby teeth haven't loosened because the new ones came in behind them if we take the two baby teeth out the tongue usually pushes the new teeth forward into place will he feel it he'll feel some pressure but the numbing jelly and the sleepy juice take care of the pinching okay is it alright if we go ahead and take those two out today yes please topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi labial infiltration o and p you're doing awesome buddy extracted o and p with forceps roots complete o and p out roots complete got it gauze bite hemostasis good post op instructions given to mom he was super brave reevaluate twenty four and twenty five in three months high five see you next time",
    expect: {
      CC: "Mom noticed the new front teeth coming in behind the baby teeth 2 weeks ago. He says it doesn't hurt. It just feels weird",
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['O', 'Not mobile'],
        ['P', 'Not mobile'],
        ['24', 'Erupting lingual to #O and #P'],
        ['25', 'Erupting lingual to #O and #P'],
        ['N', 'Slightly mobile'],
        ['Q', 'Slightly mobile'],
      ],
      RADIO: 'PA lower anterior roots of #O and #P not resorbed',
      DX: ['Over retained #O, #P'],
      CONSULT:
        "Baby teeth haven't loosened because the new ones came in behind them. If we take the 2 baby teeth out the tongue usually pushes the new teeth forward into place. Will he feel it. He'll feel some pressure but the numbing jelly and the sleepy juice take care of the pinching",
      CONSENT: 'Is it alright if we go ahead and take those 2 out today. Yes please',
      'TX TODAY': ['Extraction #O, #P'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #O, #P',
        'Extracted #O, #P with forceps',
        'Roots complete',
        'Gauze bite',
        'Hemostasis good',
        'Post-op instructions given to mom',
      ],
      NOTES: '7 year old with mom. He was super brave',
      'F/U': 'Reevaluate #24 and #25 in 3 months',
    },
  }),
  defineCase({
    id: 'h50-31-us-typed-universal-pregnant-mom-prophy-gingivitis-short',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Adult prophy. Gums bleed when flossing. Med hx: no changes, pregnant 20 wks, prenatal vitamins, NKDA. PSR 2 2 2 / 2 2 2, generalized marginal gingivitis, BOP 30%. No caries. Dx: pregnancy gingivitis. Prophy, OHI (soft brush + daily floss). Advised alcohol-free mouthwash. Mom of 2 of our pediatric pts. Recall 3 months during pregnancy.',
    expect: {
      CC: 'Adult prophy. Gums bleed when flossing',
      'MED HX': 'No changes, pregnant 20 wks, prenatal vitamins, NKDA',
      INTRA: 'No caries',
      PERIO: 'PSR 2 2 2 / 2 2 2, generalized marginal gingivitis, BOP 30%',
      DX: ['Pregnancy gingivitis'],
      CONSULT: 'Advised alcohol-free mouthwash',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI (soft brush + daily floss)'],
      NOTES: 'Mom of 2 of our pediatric pts',
      'F/U': 'Recall 3 months during pregnancy',
    },
  }),
  defineCase({
    id: 'h50-32-us-asr-universal-child-emergency-abscess-s-extraction-space-maintainer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency eight year old with dad his cheek is swollen on the right since yesterday and he says the back tooth hurts when he chews medical history healthy no meds no allergies extraoral mild swelling right cheek no fever intraoral swelling buccal to letter s letter s large mesial occlusal distal caries mobile grade two tender to percussion letter t sound number thirty fully erupted sound pa of s furcation radiolucency number twenty nine developing with about half root formed diagnosis abscess letter s discussed extraction and a space maintainer later with dad dad agreed topical one carpule lidocaine two percent one to one hundred thousand epi right ianb extracted letter s with forceps roots complete some pus from the socket hemostasis good post op instructions given to dad he was a bit teary but brave rx amoxicillin two fifty milligrams three times a day for five days next visit impression for band and loop space maintainer for the letter s space in one week',
    expect: {
      CC: 'Emergency. His cheek is swollen on the right since yesterday. He says the back tooth hurts when he chews',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Mild swelling right cheek. No fever',
      INTRA: 'Swelling buccal to #S',
      DENTAL: [
        ['S', 'Large MOD caries mobile grade 2 tender to percussion'],
        ['T', 'Sound'],
        ['30', 'Fully erupted sound'],
      ],
      RADIO: 'PA of #S furcation radiolucency. #29 developing with about half root formed',
      DX: ['Abscess #S'],
      CONSULT: 'Discussed extraction and a space maintainer later with dad. Dad agreed',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Extracted #S with forceps',
        'Roots complete',
        'Some pus from the socket',
        'Hemostasis good',
        'Post-op instructions given to dad',
        'Rx amoxicillin 250 mg 3 times a day for 5 days',
      ],
      NOTES: '8 year old with dad. He was a bit teary but brave',
      NV: ['Impression for band and loop space maintainer for #S space in 1 week'],
    },
  }),
  defineCase({
    id: 'h50-33-us-typed-universal-teen-wisdom-teeth-consult-pano-oral-surgeon-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '17 y/o w/ mom, consult re wisdom teeth. Pt reports intermittent pressure lower back, no swelling. Med hx: healthy, takes Adderall for ADHD, NKDA. EO: WNL. IO: WNL. #1 and #16 erupted, #17 and #32 not visible. #18 and #31 sound. Pano: #17 and #32 mesioangular impacted, roots half formed, close to IAN canal; #1 and #16 fully erupted. Dx: impacted #17, #32. Discussed options: monitor vs removal of all 4 third molars now while roots are shorter. Risks explained incl. nerve injury. Mom wants a specialist opinion. Referral to oral surgeon for eval and possible extraction #1, #16, #17, #32 under IV sedation.',
    expect: {
      CC: 'Consult re wisdom teeth. Pt reports intermittent pressure lower back, no swelling',
      'MED HX': 'Healthy, takes Adderall for ADHD, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      DENTAL: [
        ['1', 'Erupted'],
        ['16', 'Erupted'],
        ['17', 'Not visible'],
        ['32', 'Not visible'],
        ['18', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO:
        'Pano: #17 and #32 mesioangular impacted, roots half formed, close to IAN canal; #1 and #16 fully erupted',
      DX: ['Impacted #17, #32'],
      CONSULT:
        'Discussed options: monitor vs removal of all 4 third molars now while roots are shorter. Risks explained incl. nerve injury. Mom wants a specialist opinion',
      'TX PLAN': ['Referral to oral surgeon for eval and possible extraction #1, #16, #17, #32 under IV sedation'],
      NOTES: '17 y/o w/ mom',
    },
  }),
  defineCase({
    id: 'h50-34-us-asr-universal-child-mo-composite-l-o-composite-k-nitrous-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "nine year old with grandma here for fillings on the lower left grandma says he's been avoiding chewing on that side medical history asthma uses albuterol as needed no allergies letter k occlusal caries letter l mesial occlusal caries number nineteen sound nitrous oxide forty percent topical one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam clamp on nineteen l caries removed uh close to the pulp but no exposure vitrebond liner matrix band and wedge mesial occlusal composite letter l then occlusal composite letter k shade a one rubber dam off occlusion checked oxygen for five minutes he was great watched cartoons the whole time grandma asked how long the fillings will last told her until the baby teeth fall out around eleven or twelve recall six months",
    appends: [
      'add to chart number thirty occlusal sealant intact add to chart number three occlusal sealant intact scratch that',
      'next visit sealants number three and fourteen',
    ],
    expect: {
      CC: "Fillings on the lower left. Grandma says he's been avoiding chewing on that side",
      'MED HX': 'Asthma. Uses albuterol as needed. No allergies',
      DENTAL: [
        ['K', 'O caries'],
        ['L', 'MO caries'],
        ['19', 'Sound'],
        ['30', 'Occlusal sealant intact'],
      ],
      CONSULT: 'Grandma asked how long the fillings will last. Told her until the baby teeth fall out around 11 or 12',
      'TX TODAY': ['MO composite #L', 'O composite #K'],
      TX: [
        'Nitrous oxide 40%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Clamp #19',
        '#L caries removed',
        'Close to the pulp but no exposure',
        'Vitrebond liner',
        'Matrix band and wedge',
        'MO composite #L',
        'O composite #K',
        'Shade A1',
        'Rubber dam off',
        'Occlusion checked',
        'Oxygen for 5 minutes',
      ],
      NOTES: '9 year old with grandma. He was great. Watched cartoons the whole time',
      NV: ['Sealants #3, #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h50-35-us-typed-universal-toddler-sdf-recheck-d-e-f-bedtime-bottle',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SDF recheck. 3 y/o w/ mom. No pain per mom. Healthy, NKDA. #E, #F caries arrested, black, hard. #D M caries, soft, active. SDF reapplied #D, #E, #F. Fluoride varnish. Reviewed bedtime bottle: mom has switched to water. Recall 3 months.',
    expect: {
      CC: 'SDF recheck. No pain per mom',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['E', 'Caries arrested, black, hard'],
        ['F', 'Caries arrested, black, hard'],
        ['D', 'M caries, soft, active'],
      ],
      CONSULT: 'Reviewed bedtime bottle: mom has switched to water',
      'TX TODAY': ['SDF #D, #E, #F', 'Fluoride varnish'],
      TX: ['SDF reapplied #D, #E, #F', 'Fluoride varnish'],
      NOTES: '3 y/o w/ mom',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h50-36-us-asr-universal-grandfather-lower-denture-adjustment-soft-reline-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here because his lower denture is loose and rubbing on the left side since he lost some weight medical history no changes atrial fibrillation on eliquis type two diabetes no allergies extraoral normal intraoral sore spot lower left buccal vestibule about three millimeters ridges resorbed especially lower upper denture fits well lower denture loose poor suction pressure indicating paste showed the left buccal flange overextended adjusted the lower denture left buccal flange with an acrylic bur and polished occlusion checked even contacts both sides discussed a reline or two implants to hold the lower denture he wants the reline for now and will think about the implants next visit soft reline lower denture review the sore spot in one week',
    expect: {
      CC: 'His lower denture is loose and rubbing on the left side since he lost some weight',
      'MED HX': 'No changes. Atrial fibrillation on Eliquis. Type 2 diabetes. No allergies',
      EXTRA: 'Normal',
      INTRA:
        'Sore spot lower left buccal vestibule about 3 mm. Ridges resorbed especially lower. Upper denture fits well. Lower denture loose poor suction',
      CONSULT:
        'Discussed a reline or 2 implants to hold the lower denture. He wants the reline for now and will think about the implants',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste showed the left buccal flange overextended',
        'Adjusted the lower denture left buccal flange with an acrylic bur and polished',
        'Occlusion checked',
        'Even contacts both sides',
      ],
      NV: ['Soft reline lower denture'],
      'F/U': 'Review the sore spot in 1 week',
    },
  }),
];
