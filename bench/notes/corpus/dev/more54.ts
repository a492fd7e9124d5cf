// A fifty-fourth development batch (ids bd01–bd30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more52 / more53 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is ordinary days of six clinicians, each
// with a strong personal habit that the notes must see through: terse typed shorthand, one breath with no section
// words, the plan and next visit said first and the findings last, constant self-correction, narration to the nurse
// while working, and full polite sentences with the patient's own words quoted. The visits are exams, fillings,
// extractions, endodontics, hygiene, dentures, children and emergencies. Six clinicians, five visits each:
//   bd01–bd05 a UK dentist who types terse shorthand (FDI, typed): c/o, NAD, EO / IO, LA "2x2.2ml lido 2% 1:80k adr",
//     RD, DO comp, XLA, FS, FV, OHI, POIG, RV, NV, BPE codes with "*", "#" for fracture: an emergency extirpation, a
//     recall with a "# ML cusp", an extraction on warfarin, a child's check-up with sealants and varnish, a lower
//     denture eased (appended dictation);
//   bd06–bd10 a US dentist who dictates everything in one breath with no section words (Universal, recogniser-style):
//     a new-patient exam, two composites, a walk-in sectioned extraction, an obturation, a child's prophy, varnish and
//     fissure sealants with primary letters;
//   bd11–bd15 a UK dentist who says the plan, next visit and recall first and the findings last (Palmer; bd11, bd14
//     recogniser-style with Palmer words, bd12, bd13, bd15 typed UR6 shorthand): an emergency extirpation, a recall, a
//     denture case with primary impressions, a child's extraction, a first RSD visit;
//   bd16–bd20 a US dentist who corrects himself all the time ("sorry", "I mean", "no wait", "correction", "scratch
//     that", "strike that") (Universal; bd16, bd17, bd19 recogniser-style, bd18, bd20 typed): two composites, a
//     wisdom tooth extraction, a periodic exam, a child's pulpotomy and SSC, a crown seat;
//   bd21–bd25 a UK dentist who talks to the nurse while working ("can I have the …", "could you …", "thanks",
//     "lovely", "suction please") (FDI, recogniser-style): an MO composite, an extraction, a first-stage RCT (appended
//     dictation), a child's Hall crown, a recall with scale and polish;
//   bd26–bd30 a US dentist who types full polite sentences and quotes the patient (Universal, typed): an emergency
//     extirpation, a new-patient exam with a plan, a retained-root extraction, complete dentures delivered, a child's
//     recall.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in bd10, bd19, bd30); 15 recogniser-style (lower case,
// number words, no punctuation) and 15 typed; 70 to 200 words; two cases with appended dictation (bd05 typed "Add to
// notes: …" / "Change RV 2/52 to RV 1/52."; bd23 recogniser "add to notes …" / "change two weeks to ten days").
// DENTAL in 27 cases.
//
// Judgement calls where the contract was silent:
// - Shorthand: "comp" is composite and "FV" fluoride varnish in titles, TX PLAN and NV ("DO comp 36" → "DO composite
//   36", "FV 22,600 ppm" → "Fluoride varnish"), while TX items keep the shorthand as typed (as more52 kept "S&P w/
//   ultrasonic", "RD", "POIG"); "adr" in an LA line is adrenaline and "1:80k" is 1:80,000; "RV 1/52" is the review
//   (F/U) and keeps "RV"; "c/o" opening a clause goes as the contract lists, but "no c/o" stays. A UK "#" before a
//   cusp is a fracture: "46 # ML cusp, MOD amalgam" keeps "#" in the condition and gives fracture "ML cusp"; the DX item
//   keeps "# cusp 46" as typed.
// - One breath with no section words (bd06–bd10): each clause goes to the field its content belongs to (history,
//   neck / face / joints to EXTRA, cheeks and tongue to INTRA, gums and PSR to PERIO, per-tooth findings to DENTAL,
//   films to RADIO, diagnoses to DX, what was talked about to CONSULT); "book her in for" is the NV header. A child's age
//   said as the subject of "here for" goes to NOTES (as more53 bc21).
// - Plan first (bd11–bd15): the order of the dictation does not change the fields; "plan (to)" items are TX PLAN, "next
//   visit" items NV, recall / review F/U, even when said before the complaint. "Re-evaluation 3/12 after RSD" typed as
//   its own sentence after the Plan line is F/U (as more53 bc06).
// - Self-corrections: "X sorry Y", "X I mean Y", "X no wait Y" and "X, correction, Y" replace the words corrected by
//   the words that follow, as far back as the words they parallel ("mesial caries sorry mesial occlusal caries" → "MO
//   caries"; "isolation with cotton rolls no wait isolite" → "Isolation with Isolite"; "with forceps correction with
//   cowhorn forceps"; "D contact tight, I mean M contact tight"; "PSR 2 2 2 / 2 2 2, no wait, 2 2 2 / 2 3 2");
//   "scratch that" / "strike that" drop the whole step before them ("shade a two scratch that shade a three" → "Shade
//   A3"; "NV: DO composite #14, strike that, MO composite #14" → "MO composite #14").
// - Asides to the nurse ("can I have the excavator please", "could you mix some vitrebond please", "suction please",
//   "could you hold the cheek back for me", "can you write that down", "thanks", "lovely", "thanks that's great",
//   "lovely thank you") are no notes and are dropped entirely, not put in NOTES; the step said after them is kept.
// - Polite sentences: "There are no changes to her medical history" keeps its words (the header does not open the
//   clause); "She is here for" / "The patient attended for" drop as a CC header with their subject; "She is booked for"
//   is the NV header "book for"; "The diagnosis is" / "The diagnoses are" and "The treatment plan is" drop like "plan
//   is"; "Tooth" / "Teeth" before a tooth and the link words "has", "is", "are", "is a" go from DENTAL. Passive steps
//   keep their verb ("Pulp was extirpated", "Cavit was placed") with the leading article dropped; "I" / "we" in
//   CONSULT, NOTES and F/U stay as said. A quoted complaint stays in CC with its quote marks and the patient's words
//   as said; a quoted decision goes to CONSULT; a quoted remark of being pleased goes to NOTES; the full stop that
//   closed the quote goes like any final full stop.
// - Titles: "Pulp was extirpated" with no tooth in the item takes the visit's one treated tooth ("Extirpation #30", as
//   more53 bc29); a first-stage root canal with no table word in TX takes "RCT 21" from the CC; a root "luxated … and
//   removed" takes "Extraction #13" from the CC; a crown seat with only "Crown tried in … Cemented w/ …" takes "Crown fit
//   #30" from the CC (as more52 bb26); "Both dentures were seated" is "Denture fit" (as more52 bb20) and a flange
//   "relieved" at delivery is no Denture adjustment (as more52 bb20 "relieved over #8 area"); "Lower denture eased" is
//   "Denture adjustment"; "Primary impressions upper and lower in alginate" is "Impressions" (adjective dropped, as
//   more52 dropped "flexible"); "Hall crown 84" and "stainless steel crown #T" are "SSC"; "FS 36, 46" is "Fissure
//   sealant 36, 46" (no plural typed) and "fissure sealants" said in the plural stays plural; "prophy" is a title but
//   "cleaned" would not be. Canal and socket irrigation is no Irrigation title.
// - A child's age and who came with them are NOTES (as more53); so are "she was a superstar", "he was really brave",
//   "she did great and picked a sticker", "he mentioned his son needs a checkup too", a quoted "it feels like my own
//   tooth". A patient's question and the answer ("he asked if he can go to work tomorrow told him yes") are CONSULT (as
//   more52); "diet advice: …", "advised no smoking for 48 hours", "Advised Difflam rinse …" and "Insertion, removal and
//   cleaning were demonstrated" are CONSULT.
// - "No caries seen" said of the mouth and "no swelling in the mouth" are INTRA; "bitewings not due this time" is RADIO;
//   "OH fair" and plaque are PERIO (as more53). A tooth-first mobility or furcation finding is DENTAL (as the README).
// - "both lower sixes" are LL6 and LR6 (as more53); "letter" before a primary tooth goes like "number" (as more53 bc21).
// - Appends: "Add to notes: …" adds to NOTES; "Change RV 2/52 to RV 1/52" edits the one review (the CC was worded "10
//   days ago" so 2/52 is said only once); "change two weeks to ten days" edits the next visit, where alone it is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more54Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist, terse typed shorthand (FDI)
  defineCase({
    id: 'bd01-uk-typed-terse-emergency-c-o-extirpation-36-lido-80k-adr',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. c/o throbbing pain LL 3/7, kept awake last night, worse w/ hot drinks. Taking ibuprofen. MH: asthma (salbutamol PRN), NKDA. EO NAD. IO NAD, no swelling. 36 deep DO caries, TTP +, cold ++ lingering. 37 O comp sound. 35 sound. PA 36: caries close to pulp, widened PDL. Dx symptomatic irreversible pulpitis 36. Options RCT or XLA, pt wants to save it. Verbal consent. LA 2x2.2ml lido 2% 1:80k adr IDB L. RD. Access, pulp extirpated 36, NaOCl irrig, Ledermix + Cavit. POIG. NV RCT 36 2/52.',
    expect: {
      CC: 'Emergency appt. Throbbing pain LL 3 days, kept awake last night, worse w/ hot drinks. Taking ibuprofen',
      'MED HX': 'Asthma (salbutamol PRN), NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD, no swelling',
      DENTAL: [
        ['36', 'Deep DO caries, TTP +, cold ++ lingering'],
        ['37', 'O comp sound'],
        ['35', 'Sound'],
      ],
      RADIO: 'PA 36: caries close to pulp, widened PDL',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: 'Options RCT or XLA, pt wants to save it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB L',
        'RD',
        'Access',
        'Pulp extirpated 36',
        'NaOCl irrig',
        'Ledermix + Cavit',
        'POIG',
      ],
      NV: ['RCT 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'bd02-uk-typed-terse-recall-bpe-star-hash-ml-cusp-46-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Recall, no c/o. MH no change, ramipril, NKDA, smoker 10/day. EO NAD. IO NAD, OCS -ve. BPE 3* 2 2 / 2 2 4*, BOP generalised, OH fair. 16 MOD amalgam sound. 26 DO comp sound. 37 O caries. 46 # ML cusp, MOD amalgam. 47 sound. 18, 28 missing. BWs gr 1: 37 O caries into dentine, bone loss 46 furcation. Dx caries 37, # cusp 46, perio stage III grade B. S&P, OHI ID brushes. Smoking cessation advice, not ready to quit. NV O comp 37, crown prep 46. Recall 6/12.',
    expect: {
      CC: 'Recall, no c/o',
      'MED HX': 'No change, ramipril, NKDA, smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'NAD, OCS -ve',
      PERIO: 'BPE 3* 2 2 / 2 2 4*, BOP generalised, OH fair',
      DENTAL: [
        ['16', 'MOD amalgam sound'],
        ['26', 'DO comp sound'],
        ['37', 'O caries'],
        ['46', '# ML cusp, MOD amalgam', 'ML cusp'],
        ['47', 'Sound'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      RADIO: 'BWs gr 1: 37 O caries into dentine, bone loss 46 furcation',
      DX: ['Caries 37', '# cusp 46', 'Perio stage III grade B'],
      CONSULT: 'Smoking cessation advice, not ready to quit',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI ID brushes'],
      NV: ['O composite 37', 'Crown prep 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bd03-uk-typed-terse-xla-48-warfarin-inr-surgicel-rv-1-52',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 48 as planned. MH: AF on warfarin, INR 2.4 this am, NKDA. 48 partially erupted, distal caries, not TTP. 47 sound. Risks incl. nerve damage + dry socket re-explained. Written consent. Pt anxious, listened to music throughout. LA 2x2.2ml articaine 4% 1:100k adr IDB R + buccal infiltration 48. XLA 48 w/ luxator + forceps, roots complete. Socket curetted. Surgicel + 2 x 4-0 Vicryl Rapide. Haemostasis achieved. POIG verbal + written. Tranexamic acid MW Rx. RV 1/52.',
    expect: {
      CC: 'XLA 48 as planned',
      'MED HX': 'AF on warfarin, INR 2.4 this am, NKDA',
      DENTAL: [
        ['48', 'Partially erupted, D caries, not TTP'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Risks incl. nerve damage + dry socket re-explained',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 48'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB R + buccal infiltration 48',
        'XLA 48 w/ luxator + forceps',
        'Roots complete',
        'Socket curetted',
        'Surgicel + 2 x 4-0 Vicryl Rapide',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Tranexamic acid MW Rx',
      ],
      NOTES: 'Pt anxious, listened to music throughout',
      'F/U': 'RV 1 week',
    },
  }),
  defineCase({
    id: 'bd04-uk-typed-terse-child-check-up-fs-36-46-fv-caries-75',
    style: 'UK',
    asr: false,
    transcript:
      '7 y/o w/ mum. Check-up, no c/o. MH NAD, NKDA. EO NAD. IO NAD. OH fair, plaque upper molars. 75 O caries, not TTP. 84, 85 sound. 36, 46 erupted, deep fissures. 11 erupting, 21 unerupted. BWs gr 1: 75 O caries into dentine, no other caries. Dx caries 75. FS 36, 46. FV 22,600 ppm. OHI w/ mum, diet advice: squash w/ meals only. NV O GIC 75. Recall 6/12.',
    expect: {
      CC: 'Check-up, no c/o',
      'MED HX': 'NAD, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'OH fair, plaque upper molars',
      DENTAL: [
        ['75', 'O caries, not TTP'],
        ['84', 'Sound'],
        ['85', 'Sound'],
        ['36', 'Erupted, deep fissures'],
        ['46', 'Erupted, deep fissures'],
        ['11', 'Erupting'],
        ['21', 'Unerupted'],
      ],
      RADIO: 'BWs gr 1: 75 O caries into dentine, no other caries',
      DX: ['Caries 75'],
      CONSULT: 'Diet advice: squash w/ meals only',
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish', 'OHI'],
      TX: ['FS 36, 46', 'FV 22,600 ppm', 'OHI w/ mum'],
      NOTES: '7 y/o w/ mum',
      NV: ['O GIC 75'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bd05-uk-typed-terse-appends-lower-denture-eased-ulcer-rv-changed',
    style: 'UK',
    asr: false,
    transcript:
      "c/o lower denture rubbing LR since F/F fitted 10 days ago, can't eat on it. MH T2DM, metformin, NKDA. EO NAD. IO 5 mm ulcer LR lingual sulcus under flange, no induration. Upper denture retentive, good fit. Lower overextended lingually LR. Dx traumatic ulcer from lower denture. Lower denture eased LR w/ acrylic bur, PIP checked, polished. Occlusion balanced. Advised Difflam rinse + leave lower out at night until healed. RV 2/52.",
    appends: ['Add to notes: wife present, pt very hard of hearing.', 'Change RV 2/52 to RV 1/52.'],
    expect: {
      CC: "Lower denture rubbing LR since F/F fitted 10 days ago, can't eat on it",
      'MED HX': 'T2DM, metformin, NKDA',
      EXTRA: 'NAD',
      INTRA:
        '5 mm ulcer LR lingual sulcus under flange, no induration. Upper denture retentive, good fit. Lower overextended lingually LR',
      DX: ['Traumatic ulcer from lower denture'],
      CONSULT: 'Advised Difflam rinse + leave lower out at night until healed',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Lower denture eased LR w/ acrylic bur', 'PIP checked', 'Polished', 'Occlusion balanced'],
      NOTES: 'Wife present, pt very hard of hearing',
      'F/U': 'RV 1 week',
    },
  }),

  // ---------------------------------------------------------------- 2. US dentist, one breath, no section words
  defineCase({
    id: 'bd06-us-asr-one-breath-new-patient-exam-psr-no-headers-srp-booked',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient exam she wants a cleaning and hasn't seen a dentist in about five years she's on lisinopril for blood pressure and allergic to sulfa drugs doesn't smoke no swelling or lumps in the neck jaw joints fine cheeks tongue and floor of mouth look healthy psr three two three three two three with bleeding on probing and heavy calculus on the lower front teeth number three has a mesial occlusal distal amalgam with a crack number four is sound number fourteen has distal caries number nineteen is missing number thirty has a crown number thirty one occlusal amalgam intact full mouth series shows generalized mild bone loss and caries on the distal of fourteen into dentin generalized periodontitis stage two grade a and caries fourteen talked about a deep cleaning first and she agreed book her in for scaling and root planing upper right and lower right recall three months after the deep cleaning",
    expect: {
      CC: "New patient exam. She wants a cleaning and hasn't seen a dentist in about 5 years",
      'MED HX': "She's on lisinopril for blood pressure and allergic to sulfa drugs. Doesn't smoke",
      EXTRA: 'No swelling or lumps in the neck. Jaw joints fine',
      INTRA: 'Cheeks tongue and floor of mouth look healthy',
      PERIO: 'PSR 3 2 3 / 3 2 3 with bleeding on probing and heavy calculus on the lower front teeth',
      DENTAL: [
        ['3', 'MOD amalgam with a crack'],
        ['4', 'Sound'],
        ['14', 'D caries'],
        ['19', 'Missing'],
        ['30', 'Crown'],
        ['31', 'O amalgam intact'],
      ],
      RADIO: 'Full mouth series shows generalized mild bone loss and caries on the distal of #14 into dentin',
      DX: ['Generalized periodontitis stage 2 grade A', 'Caries #14'],
      CONSULT: 'Talked about a deep cleaning first and she agreed',
      NV: ['SRP upper right and lower right'],
      'F/U': 'Recall 3 months after the deep cleaning',
    },
  }),
  defineCase({
    id: 'bd07-us-asr-one-breath-mo-composite-19-o-composite-18-moving-house',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for the two fillings on the lower left nothing new with her health still no allergies number nineteen mesial occlusal caries number eighteen occlusal caries number twenty sound two carpules lidocaine two percent one to one hundred thousand epi left ianb waited five minutes isolite in caries removed from nineteen and eighteen nineteen was deep so vitrebond liner sectional matrix on nineteen etched bonded mesial occlusal composite nineteen and occlusal composite eighteen shade a two cured and polished bite checked and adjusted she's moving house this weekend so she was glad to get it done post op instructions given recall in six months",
    expect: {
      CC: '2 fillings on the lower left',
      'MED HX': 'Nothing new with her health. Still no allergies',
      DENTAL: [
        ['19', 'MO caries'],
        ['18', 'O caries'],
        ['20', 'Sound'],
      ],
      'TX TODAY': ['MO composite #19', 'O composite #18'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Waited 5 minutes',
        'Isolite in',
        'Caries removed #19, #18',
        '#19 was deep',
        'Vitrebond liner',
        'Sectional matrix #19',
        'Etched',
        'Bonded',
        'MO composite #19',
        'O composite #18',
        'Shade A2',
        'Cured and polished',
        'Bite checked and adjusted',
        'Post-op instructions given',
      ],
      NOTES: "She's moving house this weekend so she was glad to get it done",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'bd08-us-asr-one-breath-walk-in-sectioned-extraction-30-fractured-d-cusp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "walk in he broke a back tooth on the lower right eating a pretzel two days ago and it's been aching since he's healthy takes no medications allergic to penicillin face looks normal no swelling number thirty fractured distal cusp decayed down to the gum line tender to bite number twenty nine mesial occlusal distal composite intact number thirty one sound periapical of thirty shows decay into the furcation no periapical lesion told him it can't be saved with a filling went over root canal post and crown versus extraction he wants it out because of cost signed consent three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration thirty sectioned and extracted thirty with elevators curetted the socket two three oh chromic sutures gauze pack post op instructions given rx ibuprofen six hundred milligrams every six hours as needed he asked if he can go to work tomorrow told him yes review in one week",
    expect: {
      CC: "Walk in. He broke a back tooth on the lower right eating a pretzel 2 days ago and it's been aching since",
      'MED HX': "He's healthy. Takes no medications. Allergic to penicillin",
      EXTRA: 'Face looks normal. No swelling',
      DENTAL: [
        ['30', 'Fractured D cusp decayed down to the gum line tender to bite', 'D cusp'],
        ['29', 'MOD composite intact'],
        ['31', 'Sound'],
      ],
      RADIO: 'Periapical of #30 shows decay into the furcation. No periapical lesion',
      CONSULT:
        "Told him it can't be saved with a filling. Went over root canal post and crown versus extraction. He wants it out because of cost. He asked if he can go to work tomorrow. Told him yes",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Sectioned and extracted #30 with elevators',
        'Curetted the socket',
        '2 3-0 chromic sutures',
        'Gauze pack',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bd09-us-asr-one-breath-obturation-14-four-canals-crown-advice',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for completion of the root canal on fourteen no pain since last time no changes to her meds still on levothyroxine no allergies fourteen temporary intact not tender to percussion two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam cavit and calcium hydroxide removed four canals found then irrigated with sodium hypochlorite and edta dried master cones fit checked with a pa obturated fourteen with gutta percha and ah plus warm vertical core build up with fluorocore post op pa shows all four canals filled to length told her she needs a crown within a month to protect it post op instructions given book her in for crown prep fourteen",
    expect: {
      CC: 'Completion of the root canal on #14. No pain since last time',
      'MED HX': 'No changes to her meds. Still on levothyroxine. No allergies',
      DENTAL: [['14', 'Temporary intact not tender to percussion']],
      RADIO: 'Post-op PA shows all 4 canals filled to length',
      CONSULT: 'Told her she needs a crown within a month to protect it',
      'TX TODAY': ['Obturation #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        '4 canals found',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried',
        'Master cones fit checked with a PA',
        'Obturated #14 with gutta percha and AH Plus warm vertical',
        'Core build up with Fluorocore',
        'Post-op instructions given',
      ],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'bd10-us-asr-one-breath-child-prophy-varnish-fissure-sealants-k-caries',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eight year old here for her checkup and sealants mom is with her no problems according to mom she's healthy no meds no allergies gums a bit red along the top with some plaque numbers three fourteen nineteen and thirty all erupted with deep grooves letter k occlusal caries letters l s and t sound two bitewings small cavity on k into dentin no other decay prophy fluoride varnish fissure sealants on three fourteen nineteen and thirty she did great and picked a sticker book her in for an occlusal composite on k recall six months",
    expect: {
      CC: 'Her checkup and sealants. No problems according to mom',
      'MED HX': "She's healthy. No meds. No allergies",
      PERIO: 'Gums a bit red along the top with some plaque',
      DENTAL: [
        ['3', 'Erupted with deep grooves'],
        ['14', 'Erupted with deep grooves'],
        ['19', 'Erupted with deep grooves'],
        ['30', 'Erupted with deep grooves'],
        ['K', 'O caries'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 bitewings. Small cavity on #K into dentin. No other decay',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      NOTES: '8 year old. Mom is with her. She did great and picked a sticker',
      NV: ['O composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist, plan and next visit first (Palmer)
  defineCase({
    id: 'bd11-uk-asr-palmer-plan-first-emergency-extirpation-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'next visit complete root canal lower left six in two weeks plan crown lower left six review sooner if it swells emergency appointment she came in with throbbing lower left since friday kept her awake last night medical history no changes takes sertraline allergic to penicillin extra oral no swelling intra oral soft tissues normal lower left six large mesial occlusal amalgam tender to percussion lingering pain to cold lower left seven sound pa lower left six deep restoration close to the pulp widened ligament space diagnosis symptomatic irreversible pulpitis lower left six discussed root canal or extraction she wants to keep it verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block left rubber dam pulp extirpated lower left six ledermix and cavit post op instructions given',
    expect: {
      CC: 'Emergency appointment. Throbbing lower left since Friday. Kept her awake last night',
      'MED HX': 'No changes. Takes sertraline. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['LL6', 'Large MO amalgam tender to percussion lingering pain to cold'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'PA LL6 deep restoration close to the pulp. Widened ligament space',
      DX: ['Symptomatic irreversible pulpitis LL6'],
      CONSULT: 'Discussed root canal or extraction. She wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left',
        'Rubber dam',
        'Pulp extirpated LL6',
        'Ledermix and Cavit',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Crown LL6'],
      NV: ['Complete RCT LL6 in 2 weeks'],
      'F/U': 'Review sooner if it swells',
    },
  }),
  defineCase({
    id: 'bd12-uk-typed-palmer-plan-first-recall-ul5-mo-caries-monitor-lr8',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Plan: S&P w/ hygienist, MO comp UL5, monitor LR8. NV: MO comp UL5 w/ LA. Recall 6/12. Attended for routine exam, no complaints. MH: no change, hay fever (cetirizine), NKDA. EO: NAD. IO: NAD. BPE 2 2 2 / 2 1 2, calculus lower anteriors. UR6 MOD amalgam, sound. UL5 MO caries. UL6 crown, margins OK. LL6 O composite, sound. LR8 partially erupted, no pericoronitis. BWs gr 1: UL5 M caries into dentine, no other caries. Dx: caries UL5. OHI given re interdental brushes.',
    expect: {
      CC: 'Routine exam, no complaints',
      'MED HX': 'No change, hay fever (cetirizine), NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 1 2, calculus lower anteriors',
      DENTAL: [
        ['UR6', 'MOD amalgam, sound'],
        ['UL5', 'MO caries'],
        ['UL6', 'Crown, margins OK'],
        ['LL6', 'O composite, sound'],
        ['LR8', 'Partially erupted, no pericoronitis'],
      ],
      RADIO: 'BWs gr 1: UL5 M caries into dentine, no other caries',
      DX: ['Caries UL5'],
      'TX TODAY': ['OHI'],
      TX: ['OHI given re interdental brushes'],
      'TX PLAN': ['Scale and polish w/ hygienist', 'MO composite UL5', 'Monitor LR8'],
      NV: ['MO composite UL5 w/ LA'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bd13-uk-typed-palmer-plan-first-dentures-primary-impressions-lr4-hopeless',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Plan: new upper complete denture, lower cobalt chrome partial denture. NV: XLA LR4 and secondary impressions in special trays in 2/52. Pt attended c/o loose upper denture, 15 yrs old, can't eat an apple. MH: hypertension (amlodipine), osteoarthritis, NKDA. EO: NAD, reduced lower face height. IO: edentulous maxilla, ridge well formed, palate red under denture. LR4 grade II mobility, TTP. LL3 and LR3 worn, sound. Dx: denture stomatitis; LR4 hopeless. Options discussed incl. implants; pt chose conventional dentures, cost explained. Primary impressions upper and lower in alginate. Advised upper denture out at night + Corsodyl soak.",
    expect: {
      CC: "Loose upper denture, 15 yrs old, can't eat an apple",
      'MED HX': 'Hypertension (amlodipine), osteoarthritis, NKDA',
      EXTRA: 'NAD, reduced lower face height',
      INTRA: 'Edentulous maxilla, ridge well formed, palate red under denture',
      DENTAL: [
        ['LR4', 'Grade II mobility, TTP'],
        ['LL3', 'Worn, sound'],
        ['LR3', 'Worn, sound'],
      ],
      DX: ['Denture stomatitis', 'LR4 hopeless'],
      CONSULT:
        'Options discussed incl. implants; pt chose conventional dentures, cost explained. Advised upper denture out at night + Corsodyl soak',
      'TX TODAY': ['Impressions'],
      TX: ['Primary impressions upper and lower in alginate'],
      'TX PLAN': ['New upper complete denture', 'Lower cobalt chrome partial denture'],
      NV: ['Extraction LR4', 'Secondary impressions in special trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bd14-uk-asr-palmer-plan-first-child-extraction-lre-gum-boil-dad',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'recall in six months next visit fissure sealants lower left six and lower right six with the therapist plan to monitor upper right e nine year old attended with dad toothache lower right for two days medical history fit and well no allergies extra oral no swelling intra oral gum boil buccal to lower right e lower right e large disto occlusal cavity mobile grade one tender lower right d sound both lower sixes erupted deep fissures upper right e occlusal stain diagnosis abscessed lower right e explained the options to dad he wants it out dad signed consent topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e extracted lower right e with forceps roots complete bit on gauze post op instructions to dad he was really brave',
    expect: {
      CC: 'Toothache lower right for 2 days',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Gum boil buccal to LRE',
      DENTAL: [
        ['LRE', 'Large DO cavity mobile grade 1 tender'],
        ['LRD', 'Sound'],
        ['LL6', 'Erupted deep fissures'],
        ['LR6', 'Erupted deep fissures'],
        ['URE', 'O stain'],
      ],
      DX: ['Abscessed LRE'],
      CONSULT: 'Explained the options to dad. He wants it out',
      CONSENT: 'Dad signed consent',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Extracted LRE with forceps',
        'Roots complete',
        'Bit on gauze',
        'Post-op instructions to dad',
      ],
      'TX PLAN': ['Monitor URE'],
      NOTES: '9 year old attended with dad. He was really brave',
      NV: ['Fissure sealants LL6, LR6 with the therapist'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'bd15-uk-typed-palmer-plan-first-rsd-ul-ll-bpe-star-furcation-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'NV: RSD UR and LR in 2/52 (45 min). Plan: RSD all quadrants. Re-evaluation 3/12 after RSD. Attended for first RSD visit, gums bleed when brushing. MH: T2DM (metformin), HbA1c 58, smoker 15/day, NKDA. BPE 4 3 4 / 4* 3 4, BOP 45%, plaque 60%. 6-7 mm pockets UL and LL molars. UL6 grade I mobility. LL6 furcation II buccal. Dx: generalised periodontitis stage III grade C. Smoking cessation advice given, pt will self-refer to stop smoking service. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB L + buccal infiltration UL6 and UL7. RSD UL and LL w/ ultrasonic + Gracey curettes. OHI: TePe brushes (red and blue) + electric toothbrush. Pt says her mum lost all her teeth young.',
    expect: {
      CC: 'First RSD visit, gums bleed when brushing',
      'MED HX': 'T2DM (metformin), HbA1c 58, smoker 15/day, NKDA',
      PERIO: 'BPE 4 3 4 / 4* 3 4, BOP 45%, plaque 60%. 6-7 mm pockets UL and LL molars',
      DENTAL: [
        ['UL6', 'Grade I mobility'],
        ['LL6', 'Furcation II buccal'],
      ],
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Smoking cessation advice given, pt will self-refer to stop smoking service',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB L + buccal infiltration UL6, UL7',
        'RSD UL and LL w/ ultrasonic + Gracey curettes',
        'OHI: TePe brushes (red and blue) + electric toothbrush',
      ],
      'TX PLAN': ['RSD all quadrants'],
      NOTES: 'Pt says her mum lost all her teeth young',
      NV: ['RSD UR and LR in 2 weeks (45 min)'],
      'F/U': 'Re-evaluation 3 months after RSD',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist who corrects himself (Universal)
  defineCase({
    id: 'bd16-us-asr-corrections-d-composite-4-mo-composite-5-scratch-that-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay he's in for the fillings on the upper right medical history no changes takes metoprolol no allergies number four distal caries number five mesial caries sorry mesial occlusal caries number three sound two carpules articaine sorry lidocaine two percent one to one hundred thousand epi buccal infiltration four and five isolation with cotton rolls no wait isolite caries removed four and five sectional matrix placed etched bonded distal occlusal composite four I mean distal composite four and mesial occlusal composite five shade a two scratch that shade a three cured bite checked and adjusted polished post op instructions given he mentioned his son needs a checkup too recall six months",
    expect: {
      CC: 'Fillings on the upper right',
      'MED HX': 'No changes. Takes metoprolol. No allergies',
      DENTAL: [
        ['4', 'D caries'],
        ['5', 'MO caries'],
        ['3', 'Sound'],
      ],
      'TX TODAY': ['D composite #4', 'MO composite #5'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #4, #5',
        'Isolation with Isolite',
        'Caries removed #4, #5',
        'Sectional matrix placed',
        'Etched',
        'Bonded',
        'D composite #4',
        'MO composite #5',
        'Shade A3',
        'Cured',
        'Bite checked and adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'He mentioned his son needs a checkup too',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bd17-us-asr-corrections-extraction-17-i-mean-correction-cowhorn-gym',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for extraction of number one I mean number seventeen the lower left wisdom tooth it keeps getting infected medical history asthma uses albuterol allergic to latex gum over seventeen slightly red no pus number seventeen partially erupted mesioangular number eighteen distal caries sorry distal stain pano from last visit shows roots clear of the canal discussed risks of numbness and dry socket signed consent three carpules lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration seventeen elevated and extracted seventeen with forceps correction with cowhorn forceps roots intact irrigated the socket gauze post op instructions given rx ibuprofen six hundred milligrams every six hours as needed she asked about going to the gym told her to wait two days follow up in one week if any problems',
    expect: {
      CC: 'Extraction of #17 the lower left wisdom tooth. It keeps getting infected',
      'MED HX': 'Asthma uses albuterol. Allergic to latex',
      INTRA: 'Gum over #17 slightly red. No pus',
      DENTAL: [
        ['17', 'Partially erupted mesioangular'],
        ['18', 'D stain'],
      ],
      RADIO: 'Pano from last visit shows roots clear of the canal',
      CONSULT:
        'Discussed risks of numbness and dry socket. She asked about going to the gym. Told her to wait 2 days',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #17'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration #17',
        'Elevated and extracted #17 with cowhorn forceps',
        'Roots intact',
        'Irrigated the socket',
        'Gauze',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Follow up in 1 week if any problems',
    },
  }),
  defineCase({
    id: 'bd18-us-typed-corrections-periodic-exam-psr-no-wait-strike-that-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam. Pt c/o sensitivity to cold LR, sorry, LL for 2 weeks. Med hx: no changes, takes omeprazole, NKDA. EO: WNL. IO: WNL, mild linea alba. PSR 2 2 2 / 2 2 2, no wait, 2 2 2 / 2 3 2. #19 MO composite, sound. #20 B abfraction, sensitive to air. #21, I mean #29, B abfraction, not sensitive. #30 crown, margins intact. #14 MO amalgam, D caries, correction, M caries. 2 BWX: recurrent caries #14 M into dentin, no other caries. Dx: dentin hypersensitivity #20, recurrent caries #14. Prophy, fluoride varnish #20 for sensitivity, scratch that, fluoride varnish full mouth. Recommended Sensodyne and a soft brush. NV: DO composite #14, strike that, MO composite #14. Recall 6 months.',
    expect: {
      CC: 'Periodic exam. Sensitivity to cold LL for 2 weeks',
      'MED HX': 'No changes, takes omeprazole, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, mild linea alba',
      PERIO: 'PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['19', 'MO composite, sound'],
        ['20', 'B abfraction, sensitive to air'],
        ['29', 'B abfraction, not sensitive'],
        ['30', 'Crown, margins intact'],
        ['14', 'MO amalgam, M caries'],
      ],
      RADIO: '2 BWX: recurrent caries #14 M into dentin, no other caries',
      DX: ['Dentin hypersensitivity #20', 'Recurrent caries #14'],
      CONSULT: 'Recommended Sensodyne and a soft brush',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish full mouth'],
      NV: ['MO composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bd19-us-asr-corrections-child-pulpotomy-ssc-t-no-wait-irreversible',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with her dad she's had a toothache on the lower right since last night dad says it woke her up medical history healthy no meds allergic to amoxicillin no facial swelling no swelling in the mouth letter t large distal occlusal I mean mesial occlusal cavity tender to tap letter s occlusal caries letter k sealed number thirty erupting bitewing shows deep decay on t close to the pulp no furcation lesion diagnosis reversible no wait irreversible pulpitis letter t talked to dad about a baby root canal and a crown he agreed verbal consent topical one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam pulpotomy letter s sorry letter t with mta then stainless steel crown t size five cemented with fuji she cried at the shot but then settled post op instructions to dad no chewing until numbness wears off book her in for an occlusal composite on s",
    expect: {
      CC: "She's had a toothache on the lower right since last night. Dad says it woke her up",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'No facial swelling',
      INTRA: 'No swelling in the mouth',
      DENTAL: [
        ['T', 'Large MO cavity tender to tap'],
        ['S', 'O caries'],
        ['K', 'Sealed'],
        ['30', 'Erupting'],
      ],
      RADIO: 'Bitewing shows deep decay on #T close to the pulp. No furcation lesion',
      DX: ['Irreversible pulpitis #T'],
      CONSULT: 'Talked to dad about a baby root canal and a crown. He agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Pulpotomy #T with MTA',
        'Stainless steel crown #T size 5 cemented with Fuji',
        'Post-op instructions to dad no chewing until numbness wears off',
      ],
      NOTES: '6 year old with her dad. She cried at the shot but then settled',
      NV: ['O composite #S'],
    },
  }),
  defineCase({
    id: 'bd20-us-typed-corrections-crown-seat-30-scratch-that-cement-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for crown seat #19, sorry, #30. No issues with the temp. Med hx: no changes, on Eliquis, NKDA. No anesthetic. Temp removed, TempBond cleaned off, prep sound. Crown tried in, D contact tight, I mean M contact tight, adjusted w/ rubber wheel. Margins closed, verified w/ BWX. Shade good. Cemented w/ RelyX Unicem, scratch that, cemented w/ RelyX Luting Plus. Excess cleaned w/ floss. Occlusion adjusted, high on DL cusp. Polished. POI given. Pt said "it feels like my own tooth." NV: crown prep #3 in 3 weeks. Recall 6 months.',
    expect: {
      CC: 'Crown seat #30. No issues with the temp',
      'MED HX': 'No changes, on Eliquis, NKDA',
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'TempBond cleaned off',
        'Prep sound',
        'Crown tried in',
        'M contact tight',
        'Adjusted w/ rubber wheel',
        'Margins closed',
        'Verified w/ BWX',
        'Shade good',
        'Cemented w/ RelyX Luting Plus',
        'Excess cleaned w/ floss',
        'Occlusion adjusted',
        'High on DL cusp',
        'Polished',
        'POI given',
      ],
      NOTES: 'Pt said "it feels like my own tooth"',
      NV: ['Crown prep #3 in 3 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist talking to the nurse (FDI, recogniser)
  defineCase({
    id: 'bd21-uk-asr-nurse-asides-mo-composite-46-excavator-vitrebond',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the filling on four six medical history no changes no allergies can I have the mirror and probe please thanks four six mesial occlusal caries four seven sound four five distal composite sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six could you pass me the rubber dam kit thanks rubber dam on caries removed can I have the excavator please lovely dentine firm tofflemire and wedge could you mix some vitrebond please thanks vitrebond liner then etch and bond mesial occlusal composite four six shade a three can you pop the curing light on please cured matrix off bite checked polished post op instructions given recall six months",
    expect: {
      CC: 'Filling on 46',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['46', 'MO caries'],
        ['47', 'Sound'],
        ['45', 'D composite sound'],
      ],
      'TX TODAY': ['MO composite 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam on',
        'Caries removed',
        'Dentine firm',
        'Tofflemire and wedge',
        'Vitrebond liner',
        'Etch and bond',
        'MO composite 46',
        'Shade A3',
        'Cured',
        'Matrix off',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bd22-uk-asr-nurse-asides-extraction-18-coupland-suction-smoker',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for extraction of one eight it's been breaking up medical history type two diabetes on metformin allergic to penicillin smokes ten a day one eight carious buccal wall missing not mobile one seven sound pa from last visit roots conical no sinus involvement went over the risks again bleeding infection dry socket especially with smoking verbal consent can I have the short needle please thanks la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one eight suction please right now one eight elevated with a coupland one could you hold the cheek back for me thanks extracted one eight with upper molar forceps roots complete socket compressed bit on gauze haemostasis achieved post op instructions given verbal and written advised no smoking for forty eight hours review if any problems",
    expect: {
      CC: "Extraction of 18. It's been breaking up",
      'MED HX': 'Type 2 diabetes on metformin. Allergic to penicillin. Smokes 10 a day',
      DENTAL: [
        ['18', 'Carious B wall missing not mobile'],
        ['17', 'Sound'],
      ],
      RADIO: 'PA from last visit roots conical. No sinus involvement',
      CONSULT:
        'Went over the risks again bleeding infection dry socket especially with smoking. Advised no smoking for 48 hours',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 18'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 18',
        '18 elevated with a Coupland 1',
        'Extracted 18 with upper molar forceps',
        'Roots complete',
        'Socket compressed',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'bd23-uk-asr-nurse-asides-appends-rct-21-first-stage-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the root canal on two one first stage it went dark after she fell last year medical history no changes on the pill no allergies two one grey discoloured no response to cold tender to percussion one one and two two respond normally pa two one periapical radiolucency diagnosis pulp necrosis with apical periodontitis two one explained the steps and that it may need a crown later written consent la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration two one can I have the rubber dam with the nine clamp please thanks rubber dam on access cavity two one single canal working length twenty three millimetres with the apex locator could you pass the hypochlorite thanks canal prepared to size forty irrigated with hypochlorite dried calcium hydroxide dressing cotton pellet and cavit lovely thank you post op instructions given next visit obturation two one in two weeks",
    appends: ['add to notes she was a bit nervous but coped well', 'change two weeks to ten days'],
    expect: {
      CC: 'Root canal on 21 first stage. It went dark after she fell last year',
      'MED HX': 'No changes. On the pill. No allergies',
      DENTAL: [
        ['21', 'Grey discoloured no response to cold tender to percussion'],
        ['11', 'Respond normally'],
        ['22', 'Respond normally'],
      ],
      RADIO: 'PA 21 periapical radiolucency',
      DX: ['Pulp necrosis with apical periodontitis 21'],
      CONSULT: 'Explained the steps and that it may need a crown later',
      CONSENT: 'Written consent',
      'TX TODAY': ['RCT 21'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration 21',
        'Rubber dam on',
        'Access cavity 21',
        'Single canal',
        'Working length 23 mm with the apex locator',
        'Canal prepared to size 40',
        'Irrigated with hypochlorite',
        'Dried',
        'Calcium hydroxide dressing',
        'Cotton pellet and Cavit',
        'Post-op instructions given',
      ],
      NOTES: 'She was a bit nervous but coped well',
      NV: ['Obturation 21 in 10 days'],
    },
  }),
  defineCase({
    id: 'bd24-uk-asr-nurse-asides-child-hall-crown-84-separators-superstar',
    style: 'UK',
    asr: true,
    transcript:
      "six year old attended with mum for the hall crown on eight four separators were placed last week medical history fit and well no allergies eight four disto occlusal caries not tender no swelling eight five sound no la needed separators removed can I have the crown kit please thanks size four crown fits nicely could you load it with the fuji please lovely hall crown eight four cemented with fuji excess removed floss through the contacts thanks that's great fluoride varnish applied she was a superstar post op instructions to mum next visit fissure sealants three six and four six recall three months",
    expect: {
      CC: 'Hall crown on 84. Separators were placed last week',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['84', 'DO caries not tender no swelling'],
        ['85', 'Sound'],
      ],
      'TX TODAY': ['SSC 84', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Separators removed',
        'Size 4 crown fits nicely',
        'Hall crown 84 cemented with Fuji',
        'Excess removed',
        'Floss through the contacts',
        'Fluoride varnish applied',
        'Post-op instructions to mum',
      ],
      NOTES: '6 year old attended with mum. She was a superstar',
      NV: ['Fissure sealants 36, 46'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bd25-uk-asr-nurse-asides-recall-scale-polish-bpe-write-that-down',
    style: 'UK',
    asr: true,
    transcript:
      'attended for check up and scale and polish no problems medical history no changes takes levothyroxine no allergies extra oral nad intra oral soft tissues healthy bpe two two two two one two calculus lower anteriors can you write that down please thanks charting one seven disto occlusal amalgam sound two six crown sound three six mesial occlusal composite sound four six occlusal amalgam sound no caries seen bitewings not due this time could I have the scaler tips please thanks scale and polish with the ultrasonic and prophy paste could you suck there please lovely oral hygiene instruction interdental brushes size two recall six months',
    expect: {
      CC: 'Check up and scale and polish. No problems',
      'MED HX': 'No changes. Takes levothyroxine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. No caries seen',
      PERIO: 'BPE 2 2 2 / 2 1 2. Calculus lower anteriors',
      DENTAL: [
        ['17', 'DO amalgam sound'],
        ['26', 'Crown sound'],
        ['36', 'MO composite sound'],
        ['46', 'O amalgam sound'],
      ],
      RADIO: 'Bitewings not due this time',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with the ultrasonic and prophy paste', 'Oral hygiene instruction interdental brushes size 2'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US dentist, full polite sentences, quotes
  defineCase({
    id: 'bd26-us-typed-polite-quotes-emergency-extirpation-30-title-one-tooth',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'This was an emergency visit. In her words, "the tooth on the bottom right has been throbbing for 3 days and I couldn\'t sleep at all last night." She has been taking ibuprofen without much relief. There are no changes to her medical history; she takes sertraline and has no known drug allergies. There was no extraoral swelling or lymphadenopathy. Tooth #30 has a large MOD amalgam with recurrent decay and is very tender to percussion with a lingering response to cold. Tooth #31 is sound. A periapical radiograph of #30 shows deep caries reaching the pulp and a widened PDL. The diagnosis is symptomatic irreversible pulpitis of #30. I explained the options of root canal therapy or extraction and she said, "I would really like to save it if I can." Verbal consent was obtained. Two carpules of 2% lidocaine with 1:100,000 epinephrine were given as a right IANB. The tooth was isolated with a rubber dam, the pulp was extirpated, the canals were irrigated with sodium hypochlorite, and Cavit was placed. Post-operative instructions were given. She is booked for completion of root canal therapy on #30 in one week.',
    expect: {
      CC: 'This was an emergency visit. In her words, "the tooth on the bottom right has been throbbing for 3 days and I couldn\'t sleep at all last night". She has been taking ibuprofen without much relief',
      'MED HX': 'There are no changes to her medical history; she takes sertraline and has no known drug allergies',
      EXTRA: 'There was no extraoral swelling or lymphadenopathy',
      DENTAL: [
        [
          '30',
          'Large MOD amalgam with recurrent decay and is very tender to percussion with a lingering response to cold',
        ],
        ['31', 'Sound'],
      ],
      RADIO: 'Periapical radiograph of #30 shows deep caries reaching the pulp and a widened PDL',
      DX: ['Symptomatic irreversible pulpitis #30'],
      CONSULT:
        'I explained the options of root canal therapy or extraction and she said, "I would really like to save it if I can"',
      CONSENT: 'Verbal consent was obtained',
      'TX TODAY': ['Extirpation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Tooth was isolated with a rubber dam',
        'Pulp was extirpated',
        'Canals were irrigated with sodium hypochlorite',
        'Cavit was placed',
        'Post-operative instructions were given',
      ],
      NV: ['Completion of RCT #30 in 1 week'],
    },
  }),
  defineCase({
    id: 'bd27-us-typed-polite-quotes-new-patient-exam-fractured-db-cusp-14-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'This is a new patient comprehensive examination. She told us, "I haven\'t been to a dentist since college and my gums bleed every time I brush." She has type 2 diabetes controlled with metformin and is allergic to codeine. There was no extraoral swelling and the TMJs were within normal limits. The oral soft tissues were healthy and the oral cancer screening was negative. Her PSR scores were 3 3 3 / 3 2 3, with generalized bleeding on probing and heavy subgingival calculus. Tooth #3 has an MO amalgam with recurrent caries. Tooth #14 has a fractured DB cusp. Tooth #19 is missing. Teeth #29 and #30 are sound. A full-mouth series showed generalized horizontal bone loss of about 30% and recurrent caries on #3. The diagnoses are generalized periodontitis stage III grade B and recurrent caries on #3. We discussed treating the gums first and she said, "Let\'s start with the deep cleaning." She is booked for scaling and root planing of the upper right and lower right quadrants. The treatment plan is an MO composite on #3 and a crown on #14.',
    expect: {
      CC: 'This is a new patient comprehensive examination. She told us, "I haven\'t been to a dentist since college and my gums bleed every time I brush"',
      'MED HX': 'She has type 2 diabetes controlled with metformin and is allergic to codeine',
      EXTRA: 'There was no extraoral swelling and the TMJs were within normal limits',
      INTRA: 'Oral soft tissues were healthy and the oral cancer screening was negative',
      PERIO:
        'Her PSR scores were 3 3 3 / 3 2 3, with generalized bleeding on probing and heavy subgingival calculus',
      DENTAL: [
        ['3', 'MO amalgam with recurrent caries'],
        ['14', 'Fractured DB cusp', 'DB cusp'],
        ['19', 'Missing'],
        ['29', 'Sound'],
        ['30', 'Sound'],
      ],
      RADIO: 'Full-mouth series showed generalized horizontal bone loss of about 30% and recurrent caries on #3',
      DX: ['Generalized periodontitis stage III grade B', 'Recurrent caries #3'],
      CONSULT: 'We discussed treating the gums first and she said, "Let\'s start with the deep cleaning"',
      'TX PLAN': ['MO composite #3', 'Crown #14'],
      NV: ['SRP of the upper right and lower right quadrants'],
    },
  }),
  defineCase({
    id: 'bd28-us-typed-polite-quotes-retained-root-13-extraction-title-from-cc-haircut',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient attended for extraction of #13, as planned at his last visit. He said, "It broke off at the gum a month ago and it doesn\'t even hurt anymore." There are no changes to his medical history. He takes atorvastatin and clopidogrel and has no allergies. Tooth #13 is a retained root, not mobile and not tender. Teeth #12 and #14 are sound. The periapical radiograph shows a single conical root with no periapical pathology. We discussed the risk of extra bleeding on clopidogrel and he confirmed that he had kept taking it, as advised. Written consent was signed. One carpule of 4% articaine with 1:100,000 epinephrine was given as a buccal and palatal infiltration of #13. The root was luxated with a periotome and removed with upper root forceps. It came out intact. Hemostasis was achieved with gauze pressure and a collagen plug. A single 4-0 chromic suture was placed. Post-operative instructions were given verbally and in writing. When I told him it was finished, he laughed and said, "That was easier than my haircut." He will be reviewed in one week.',
    expect: {
      CC: 'Extraction of #13, as planned at his last visit. He said, "It broke off at the gum a month ago and it doesn\'t even hurt anymore"',
      'MED HX': 'There are no changes to his medical history. He takes atorvastatin and clopidogrel and has no allergies',
      DENTAL: [
        ['13', 'Retained root, not mobile and not tender'],
        ['12', 'Sound'],
        ['14', 'Sound'],
      ],
      RADIO: 'Periapical radiograph shows a single conical root with no periapical pathology',
      CONSULT:
        'We discussed the risk of extra bleeding on clopidogrel and he confirmed that he had kept taking it, as advised',
      CONSENT: 'Written consent was signed',
      'TX TODAY': ['Extraction #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13',
        'Root was luxated with a periotome and removed with upper root forceps',
        'It came out intact',
        'Hemostasis was achieved with gauze pressure and a collagen plug',
        'Single 4-0 chromic suture was placed',
        'Post-operative instructions were given verbally and in writing',
      ],
      NOTES: 'When I told him it was finished, he laughed and said, "That was easier than my haircut"',
      'F/U': 'He will be reviewed in 1 week',
    },
  }),
  defineCase({
    id: 'bd29-us-typed-polite-quotes-complete-dentures-delivered-denture-fit',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'She is here for delivery of her new upper and lower complete dentures. There are no changes to her medical history; she takes warfarin and is allergic to penicillin. The ridges are healthy with no sore spots. The lower ridge is moderately resorbed. Both dentures were seated. The upper denture has good retention and a good peripheral seal. The lower lingual flange was relieved in the left mylohyoid region after pressure-indicating paste showed a high spot. The occlusion was checked with articulating paper. A premature contact on the left side was adjusted. She looked in the mirror and said, "They look so natural, my grandson won\'t even notice." Insertion, removal and cleaning were demonstrated. I asked her to leave them out at night in water. I explained that sore spots are normal in the first week and that adjustments may be needed. I will review her in 24 hours and again in 1 week.',
    expect: {
      CC: 'Delivery of her new upper and lower complete dentures',
      'MED HX': 'There are no changes to her medical history; she takes warfarin and is allergic to penicillin',
      INTRA: 'Ridges are healthy with no sore spots. Lower ridge is moderately resorbed',
      CONSULT:
        'Insertion, removal and cleaning were demonstrated. I asked her to leave them out at night in water. I explained that sore spots are normal in the first week and that adjustments may be needed',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Both dentures were seated',
        'Upper denture has good retention and a good peripheral seal',
        'Lower lingual flange was relieved in the left mylohyoid region after pressure-indicating paste showed a high spot',
        'Occlusion was checked with articulating paper',
        'Premature contact on the left side was adjusted',
      ],
      NOTES: 'She looked in the mirror and said, "They look so natural, my grandson won\'t even notice"',
      'F/U': 'I will review her in 24 hours and again in 1 week',
    },
  }),
  defineCase({
    id: 'bd30-us-typed-polite-quotes-child-recall-s-do-caries-juice-boxes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'She is here for her six-month recall. She is nine years old and came with her mother. Her mother told me, "She keeps saying her back tooth hurts when she eats candy." She is healthy, takes no medications and has no known allergies. Her gums were slightly inflamed around the lower incisors with moderate plaque. Tooth #S has a DO cavity that is sensitive to cold. Teeth #K and #L are sound. Teeth #3, #14, #19 and #30 are sealed and intact. Two bitewings showed caries on #S extending into dentin, with no other caries. The diagnosis is caries on #S. A prophy was completed and fluoride varnish was applied. I explained that #S needs a filling and her mother agreed. I discussed her diet with her mother, who said, "We will cut back on the juice boxes." She is booked for a DO composite on #S. We will see her again for recall in six months.',
    expect: {
      CC: 'Her 6-month recall. Her mother told me, "She keeps saying her back tooth hurts when she eats candy"',
      'MED HX': 'She is healthy, takes no medications and has no known allergies',
      PERIO: 'Her gums were slightly inflamed around the lower incisors with moderate plaque',
      DENTAL: [
        ['S', 'DO cavity that is sensitive to cold'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['3', 'Sealed and intact'],
        ['14', 'Sealed and intact'],
        ['19', 'Sealed and intact'],
        ['30', 'Sealed and intact'],
      ],
      RADIO: '2 bitewings showed caries on #S extending into dentin, with no other caries',
      DX: ['Caries #S'],
      CONSULT:
        'I explained that #S needs a filling and her mother agreed. I discussed her diet with her mother, who said, "We will cut back on the juice boxes"',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy was completed', 'Fluoride varnish was applied'],
      NOTES: 'She is 9 years old and came with her mother',
      NV: ['DO composite #S'],
      'F/U': 'We will see her again for recall in 6 months',
    },
  }),
];
