// A seventy-sixth development batch (ids bz01–bz30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is the messy way busy dentists really talk
// to a recogniser at the end of a session: long run-on dictations (many 120 to 250 words, a few very short ones) with
// changes of mind ("actually", "no wait", "scratch that", "sorry", "we decided not to …"), remarks about how the patient
// felt and the patient's questions mixed into the treatment ("she was a bit nervous", "he asked whether …", "his mouth
// feels really dry"), several teeth charted in one breath, treatment steps strung together with "and then … and then …",
// passive and active clauses mixed ("excess was removed and floss passed"), plans with several items and review
// intervals inside the plan list, and follow-up remarks. Six clinicians, five visits each:
//   bz01–bz05 a UK NHS associate (FDI, all recogniser-style): a long check-up with charting, bitewings, "no wait" and a
//     plan with a review inside it; an MOD amalgam and a DO composite with "scratch that" and a dry-mouth remark; an
//     emergency extraction of 26 where they decided not to save it (appended dictation); a crown fit with "actually" and
//     "excess was removed and floss passed"; a very short hygiene visit;
//   bz06–bz10 a UK dentist who says Palmer words (Palmer; bz06, bz07, bz09, bz10 recogniser-style, bz08 typed): a long
//     check-up with "actually" and a plan with a review in it; UR8 extracted and LR8 referred after "we decided not to";
//     a typed second-stage RCT LR6 left unobturated; a nine-year-old's check-up with a Hall crown planned (appended
//     dictation); an emergency MI composite UL1 in a pregnant patient with "no wait" and "sorry";
//   bz11–bz15 a UK private dentist (FDI; bz11, bz13, bz14 typed, bz12, bz15 recogniser-style): a crown prep with a
//     temporary ("excess was removed and floss passed"); a second RSD visit with "actually" and a jaw-ache remark; a new
//     patient exam with a one-line chart run and a plan (appended dictation); a very short extraction review; an
//     emergency extirpation 37 with "no wait" and "and then … and then …";
//   bz16–bz20 a US general dentist (Universal, all recogniser-style): a periodic exam with charting, bitewings, "actually"
//     and a plan with a recheck in it; two composites with "scratch that"; a dry socket after an extraction elsewhere
//     (no title); a crown seat (appended dictation); a very short denture adjustment;
//   bz21–bz25 a US practice (Universal; bz21, bz24 typed, bz22, bz23, bz25 recogniser-style): SRP of two quadrants where
//     they decided not to do all four; a very short limited exam for sensitivity; extractions of #1 and #32 (surgical) with
//     "no wait"; a child's SSC and sealants with dad; a long new-patient comprehensive exam with a full mouth series and a
//     plan with intervals inside it;
//   bz26–bz30 a US practice (Universal; bz26, bz28, bz30 recogniser-style, bz27, bz29 typed): an obturation #30 with
//     "actually"; an emergency crown prep #3 on Eliquis where they decided not to do amalgam (appended dictation); a
//     five-year-old's pulpotomy and SSC #T with "no wait"; a very short limited exam of a chip; a periodontal maintenance
//     visit with "no wait".
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in bz24 and bz28); 22 recogniser-style (lower case, number
// words, fillers, no punctuation) and 8 typed (bz08, bz11, bz13, bz14, bz21, bz24, bz27, bz29); 19 to 206 words (most
// 105 to 206; bz05, bz14, bz29 under 30, bz20 and bz22 under 40); five cases with appended dictation (bz03 recogniser "add to treatment …" /
// "add to notes …"; bz09 recogniser "add to chart …" / "add to notes …"; bz13 typed "Add to notes: …" / "Change 6/12 to
// 9/12."; bz19 recogniser "add to notes …" / "change three months to four months"; bz27 typed "Add to treatment: …" /
// "Change 2 wks to 3 wks."). DENTAL in 23 cases (not bz04, bz05, bz12, bz14, bz19, bz20, bz22).
//
// Judgement calls where the contract was silent:
// - "actually" between a said thing and its replacement is a self-correction like "sorry" / "no wait" ("mesio lingual
//   cusp actually the disto lingual cusp" → "DL cusp", "lower left six actually lower left seven" → LL7, "distal three six
//   actually three seven" → 37, "caries actually abrasion" → "abrasion", "twenty one point five actually twenty two
//   millimeters" → "22 mm"). A correction replaces the words it matches ("disto occlusal caries no wait distal caries" →
//   "D caries", "leukoplakia no wait frictional keratosis", "three six no wait three eight sound" → 38 sound).
// - "scratch that" drops the one step before it: "rubber dam placed scratch that cotton wool rolls …" keeps only the
//   cotton wool rolls; "mesial occlusal composite thirteen shade a three scratch that shade a two" drops only "shade a
//   three" (a shade is its own step).
// - Review, recheck, re-evaluation and recall intervals said inside a plan list go to F/U in spoken order, and only the
//   treatments stay TX PLAN items ("plan distal composite three six and mesial composite three seven review three five
//   sensitivity in three months recall nine months" → TX PLAN D composite 36, M composite 37; F/U "Review 35 sensitivity
//   in 3 months. Recall 9 months").
// - "We decided not to …" about the options with the patient is CONSULT (bz03, bz07, bz10, bz21, bz27); a clinical
//   decision taken during treatment is a TX step, cut from the finding that led to it at "so" (bz08 "D canal still
//   weeping | Decided not to obturate today", as more56 bf18 "Not going to cement this one"). "Refer LR8 to oral surgery"
//   is TX PLAN.
// - Passive and active clauses joined by "and", each with its own subject, are two items ("Excess was removed | Floss
//   passed", "Temp removed | Prep cleaned with pumice", "Matrix was removed | Floss passed through the contact"), as more56
//   split them; one subject with two verbs stays one item ("Temp crown made in Protemp and cemented with TempBond",
//   "Adjusted and polished", "Fissure sealants #19, #30 placed and cured"). A finding and the step that follows it are two
//   items ("High on the DL cusp | Adjusted and polished", "Bite checked | Light on the B cusps").
// - What the patient felt or said about themselves during the visit is NOTES ("she's a bit nervous about injections",
//   "he said his mouth feels really dry", "she said her jaw was aching …", "she said her lip felt huge", "he's worried
//   about the cost", "she was relieved", "he was pretty embarrassed …", "she fell asleep halfway through", "she was in a
//   hurry to pick up her grandson", "dad says she's been nervous all week"); a question and its answer, advice and a
//   decision are CONSULT (as more58), and "reassured him" is CONSULT (as more58 bh11).
// - A child's age and who came with them are NOTES (as more58 bh19 "five year old here for her checkup dad is with her").
// - Titles: a dry socket visit whose CC says the extraction was done before has none (socket irrigation is no Irrigation);
//   "2nd stage RCT LR6" with no table procedure in TX takes "RCT LR6" from the CC (as more56 bf02); "completion of the root
//   canal … obturated thirty" is "Obturation #30" (as more56 bf11); "#T pulpotomy and stainless steel crown" is one TX item
//   (rule 6) giving two titles "Pulpotomy #T", "SSC #T"; "Hall crown" in a plan is "SSC"; "toothbrushing instruction" is
//   no OHI title (as more58 bh12); "periodontal maintenance all four quadrants" is "Periodontal maintenance"; a chip
//   smoothed with Sof-Lex has no title; "Temp crown made in Protemp and cemented with TempBond" is "Temporary crown" only.
// - A single surface before "sealant" stays a word ("Occlusal sealant intact", as more58 bh05 "Occlusal fissure sealant
//   intact"); "buccal cervical" before caries / abrasion is "B cervical" (as more58 bh07).
// - "No radiograph today as she's pregnant" is RADIO (as more58 "No bitewings due this time"); socket findings after an
//   extraction are INTRA; plaque and gingiva findings with no tooth are PERIO (as more58 bh23); "no caries" said of the
//   mouth is INTRA; a tooth-first mobility is a chart entry (as more58).
// - "chlorhexidine gel into the three seven pocket" → "Chlorhexidine gel into 37 pocket" (the article before a tooth goes,
//   "into" stays as the tooth names a place); "sectional matrix between twelve and thirteen" keeps "between".
// - Spoken ordinals stay words ("second rsd visit" → "Second RSD visit", as more58 "First RSD visit"); "re evaluate" →
//   "Re-evaluate"; "three oh chromic gut" → "3-0 chromic gut"; "pan" stays as said; brand names are written as their
//   makers write them (RelyX Unicem, Alvogyl, Fluorocore as more56, BC Sealer, Mylar, Cavitron, Gracey, Fuji, IRM).
// - Appends follow more56 / more58: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "add to
//   treatment …" adds TX items at the end, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more76Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS associate (FDI), recogniser-style
  defineCase({
    id: 'bz01-uk-asr-fdi-long-recall-chart-bitewings-no-wait-plan-review-inside',
    style: 'UK',
    asr: true,
    transcript:
      "right um she's in for her check up no problems apart from some sensitivity lower left with cold drinks medical history no changes still on amlodipine started omeprazole last month no allergies extra oral nad intra oral soft tissues healthy no lumps or ulcers bpe two two one two two two bleeding lower anteriors charting one eight and two eight missing one six mesial occlusal amalgam sound two six occlusal composite sound three six disto occlusal caries no wait distal caries three seven mesial caries three five buccal abrasion sensitive to air four six crown margins fine bitewings taken grade one caries into dentine distal three six and mesial three seven no periapical changes diagnosis caries three six and three seven and abrasion three five she asked if she can have white fillings on the nhs told her on back teeth it's usually amalgam on the nhs or white privately she'd like white privately she's a bit nervous about injections scale and polish oral hygiene instruction and then duraphat varnish three five plan distal composite three six and mesial composite three seven review three five sensitivity in three months recall nine months",
    expect: {
      CC: 'Her check up. No problems apart from some sensitivity lower left with cold drinks',
      'MED HX': 'No changes. Still on amlodipine. Started omeprazole last month. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. No lumps or ulcers',
      PERIO: 'BPE 2 2 1 / 2 2 2. Bleeding lower anteriors',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'D caries'],
        ['37', 'M caries'],
        ['35', 'B abrasion sensitive to air'],
        ['46', 'Crown margins fine'],
      ],
      RADIO: 'Bitewings taken grade 1. Caries into dentine distal 36 and mesial 37. No periapical changes',
      DX: ['Caries 36, 37', 'Abrasion 35'],
      CONSULT:
        "She asked if she can have white fillings on the NHS. Told her on back teeth it's usually amalgam on the NHS or white privately. She'd like white privately",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish 35'],
      TX: ['Scale and polish', 'Oral hygiene instruction', 'Duraphat varnish 35'],
      'TX PLAN': ['D composite 36', 'M composite 37'],
      NOTES: "She's a bit nervous about injections",
      'F/U': 'Review 35 sensitivity in 3 months. Recall 9 months',
    },
  }),
  defineCase({
    id: 'bz02-uk-asr-fdi-mod-amalgam-46-do-composite-45-scratch-that-dry-mouth',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the two fillings lower right medical history no changes takes metformin and ramipril no allergies four six mesial occlusal distal caries four five distal caries four seven sound la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right rubber dam placed scratch that cotton wool rolls and dry guards um caries removed four six and then tofflemire band and wedge and then mesial occlusal distal amalgam four six condensed and carved and then four five caries removed sectional matrix disto occlusal composite four five shade a three cured occlusion checked polished he said his mouth feels really dry he's been like that since the new tablets he asked whether the amalgam is safe explained it's safe and still used on back teeth advised him to mention the dry mouth to his gp post op instructions given including no chewing on the amalgam for two hours recall six months",
    expect: {
      CC: '2 fillings lower right',
      'MED HX': 'No changes. Takes metformin and ramipril. No allergies',
      DENTAL: [
        ['46', 'MOD caries'],
        ['45', 'D caries'],
        ['47', 'Sound'],
      ],
      CONSULT:
        "He asked whether the amalgam is safe. Explained it's safe and still used on back teeth. Advised him to mention the dry mouth to his GP",
      'TX TODAY': ['MOD amalgam 46', 'DO composite 45'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Cotton wool rolls and dry guards',
        'Caries removed 46',
        'Tofflemire band and wedge',
        'MOD amalgam 46 condensed and carved',
        '45 caries removed',
        'Sectional matrix',
        'DO composite 45',
        'Shade A3',
        'Cured',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given including no chewing on the amalgam for 2 hours',
      ],
      NOTES: "He said his mouth feels really dry. He's been like that since the new tablets",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bz03-uk-asr-fdi-emergency-extraction-26-decided-not-to-save-appends',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she's had throbbing toothache upper left for about a week kept her up last night medical history asthma on a brown and blue inhaler smokes about ten a day allergic to penicillin extra oral no swelling intra oral soft tissues fine two six grossly carious tender to percussion no response to ethyl chloride two five and two seven sound pa two six caries into the pulp large periapical radiolucency on the palatal root diagnosis symptomatic apical periodontitis two six explained root canal and a crown or extraction she's really anxious about long appointments we decided not to try and save it she'd rather have it out consent form signed la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six and then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration er extracted two six with upper molar forceps all three roots out socket checked bite on gauze haemostasis achieved post op instructions verbal and written she asked whether she can smoke tonight told her best to wait at least two days review if any problems",
    appends: [
      'add to treatment sutures not needed',
      'add to notes she was a bit shaky afterwards but fine after some water',
    ],
    expect: {
      CC: "Emergency. She's had throbbing toothache upper left for about a week. Kept her up last night",
      'MED HX': 'Asthma on a brown and blue inhaler. Smokes about 10 a day. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['26', 'Grossly carious tender to percussion no response to ethyl chloride'],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26 caries into the pulp. Large periapical radiolucency on the palatal root',
      DX: ['Symptomatic apical periodontitis 26'],
      CONSULT:
        "Explained root canal and a crown or extraction. We decided not to try and save it. She'd rather have it out. She asked whether she can smoke tonight. Told her best to wait at least 2 days",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration',
        'Extracted 26 with upper molar forceps',
        'All 3 roots out',
        'Socket checked',
        'Bite on gauze',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
        'Sutures not needed',
      ],
      NOTES: "She's really anxious about long appointments. She was a bit shaky afterwards but fine after some water",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'bz04-uk-asr-fdi-crown-fit-36-actually-dl-cusp-excess-removed-floss-passed',
    style: 'UK',
    asr: true,
    transcript:
      'okay crown fit three six no problems with the temporary medical history no changes no allergies no la needed temporary removed with a crown remover and then the prep was cleaned with pumice emax crown tried in contacts fine margins closed she was happy with the colour in the mirror cemented with rely x unicem excess was removed and floss passed through both contacts occlusion checked high on the mesio lingual cusp actually the disto lingual cusp adjusted and polished she asked whether she can floss normally told her yes and to pull the floss out sideways post op instructions given review at her next check up',
    expect: {
      CC: 'Crown fit 36. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      CONSULT: 'She asked whether she can floss normally. Told her yes and to pull the floss out sideways',
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA needed',
        'Temporary removed with a crown remover',
        'Prep was cleaned with pumice',
        'Emax crown tried in',
        'Contacts fine',
        'Margins closed',
        'Cemented with RelyX Unicem',
        'Excess was removed',
        'Floss passed through both contacts',
        'Occlusion checked',
        'High on the DL cusp',
        'Adjusted and polished',
        'Post-op instructions given',
      ],
      NOTES: 'She was happy with the colour in the mirror',
      'F/U': 'Review at her next check up',
    },
  }),
  defineCase({
    id: 'bz05-uk-asr-fdi-very-short-hygiene-bpe-all-ones-mouthwash-question',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene appointment no concerns bpe one one one one one one scale and polish ohi she asked about mouthwash told her not straight after brushing recall twelve months',
    expect: {
      CC: 'Hygiene appointment. No concerns',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      CONSULT: 'She asked about mouthwash. Told her not straight after brushing',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      'F/U': 'Recall 12 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bz06-uk-asr-palmer-long-check-up-actually-ll7-fractured-cusp-plan-review-gums',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up he's been getting food stuck upper right medical history no changes type two diabetes on metformin ex smoker no allergies extra oral nad intra oral nad bpe three two two two two three upper right six distal caries upper right seven mesial caries upper left four and upper left five missing lower left six actually lower left seven mesial occlusal distal amalgam fractured lingual cusp lower right six crown fine lower right eight partially erupted bitewings grade one distal caries upper right six into dentine mesial caries upper right seven enamel only periapical of the lower left seven no periapical pathology diagnosis caries upper right six fractured cusp lower left seven localised periodontitis upper right and lower right sextants he asked whether he could have an implant for the gap on the upper left explained the options implant bridge or denture he wants to think about it he's worried about the cost scale and polish oral hygiene instruction interdental brushes plan distal composite upper right six crown lower left seven and rsd upper right and lower right then review the gums in three months recall six months",
    expect: {
      CC: "Check up. He's been getting food stuck upper right",
      'MED HX': 'No changes. Type 2 diabetes on metformin. Ex smoker. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 3 2 2 / 2 2 3',
      DENTAL: [
        ['UR6', 'D caries'],
        ['UR7', 'M caries'],
        ['UL4', 'Missing'],
        ['UL5', 'Missing'],
        ['LL7', 'MOD amalgam fractured L cusp', 'L cusp'],
        ['LR6', 'Crown fine'],
        ['LR8', 'Partially erupted'],
      ],
      RADIO:
        'Bitewings grade 1. Distal caries UR6 into dentine. Mesial caries UR7 enamel only. Periapical of LL7 no periapical pathology',
      DX: ['Caries UR6', 'Fractured cusp LL7', 'Localised periodontitis upper right and lower right sextants'],
      CONSULT:
        'He asked whether he could have an implant for the gap on the upper left. Explained the options implant bridge or denture. He wants to think about it',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      'TX PLAN': ['D composite UR6', 'Crown LL7', 'RSD upper right and lower right'],
      NOTES: "He's worried about the cost",
      'F/U': 'Review the gums in 3 months. Recall 6 months',
    },
  }),
  defineCase({
    id: 'bz07-uk-asr-palmer-extraction-ur8-decided-not-lr8-refer-oral-surgery-gym',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for extraction of the upper right eight and lower right eight recurrent food trapping and pericoronitis medical history no changes on sertraline no allergies extra oral nad intra oral lower right eight partially erupted operculum slightly inflamed upper right eight over erupted buccally inclined distal caries opg from last visit lower right eight roots close to the canal with darkening of the roots we decided not to take the lower right eight out today as it's too close to the nerve refer lower right eight to oral surgery she was relieved consent form signed for upper right eight la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right eight elevated with a straight elevator and then extracted the upper right eight with upper third molar forceps roots complete haemostasis achieved post op instructions given verbally and written advised salt water rinses from tomorrow she asked whether she can go to the gym tonight told her not tonight review if any problems",
    expect: {
      CC: 'Extraction of UR8 and LR8. Recurrent food trapping and pericoronitis',
      'MED HX': 'No changes. On sertraline. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['LR8', 'Partially erupted operculum slightly inflamed'],
        ['UR8', 'Over erupted buccally inclined D caries'],
      ],
      RADIO: 'OPG from last visit LR8 roots close to the canal with darkening of the roots',
      CONSULT:
        "We decided not to take LR8 out today as it's too close to the nerve. Advised salt water rinses from tomorrow. She asked whether she can go to the gym tonight. Told her not tonight",
      CONSENT: 'Consent form signed for UR8',
      'TX TODAY': ['Extraction UR8'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR8',
        'Elevated with a straight elevator',
        'Extracted UR8 with upper third molar forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given verbally and written',
      ],
      'TX PLAN': ['Refer LR8 to oral surgery'],
      NOTES: 'She was relieved',
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'bz08-uk-typed-palmer-second-stage-rct-lr6-decided-not-to-obturate-plan-review',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "2nd stage RCT LR6. Comfortable since extirpation 2/52 ago. MH: no change, NKDA. LR6 Cavit intact, not TTP. LR7 sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil LR6. RD. Dressing removed, then canals renegotiated w/ 10 K-file, then WL confirmed w/ apex locator: MB + ML 20.5 mm and D 21 mm. Prepared w/ WaveOne Gold Primary, irrigated w/ 3% NaOCl + 17% EDTA. Master cones checked w/ PA. D canal still weeping so decided not to obturate today. CaOH redressed, Cavit. Pt asked whether it'll need a crown - yes, cuspal coverage advised within 3/12. A bit nervous at the start but coped well. Plan: obturation LR6 in 2/52, then crown LR6, review 6/12.",
    expect: {
      CC: '2nd stage RCT LR6. Comfortable since extirpation 2 weeks ago',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LR6', 'Cavit intact, not TTP'],
        ['LR7', 'Sound'],
      ],
      CONSULT: "Pt asked whether it'll need a crown - yes, cuspal coverage advised within 3 months",
      'TX TODAY': ['RCT LR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'RD',
        'Dressing removed',
        'Canals renegotiated w/ 10 K-file',
        'WL confirmed w/ apex locator: MB + ML 20.5 mm and D 21 mm',
        'Prepared w/ WaveOne Gold Primary',
        'Irrigated w/ 3% NaOCl + 17% EDTA',
        'Master cones checked w/ PA',
        'D canal still weeping',
        'Decided not to obturate today',
        'CaOH redressed',
        'Cavit',
      ],
      'TX PLAN': ['Obturation LR6 in 2 weeks', 'Crown LR6'],
      NOTES: 'A bit nervous at the start but coped well',
      'F/U': 'Review 6 months',
    },
  }),
  defineCase({
    id: 'bz09-uk-asr-palmer-child-check-up-lle-hall-crown-plan-appends-chart-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "nine year old here for his check up mum's with him mum says he's been complaining about the lower left when eating sweets medical history fit and well no allergies intra oral soft tissues healthy plaque around the upper molars lower left e distal occlusal caries lower left d sound lower left six and lower right six fully erupted deep fissures upper right e and upper left e mobile upper right six erupting two bitewings lower left e caries into dentine close to the pulp horn lower left six sound diagnosis caries lower left e mum asked whether it's worth filling a baby tooth explained it's got a couple of years left he was a bit nervous today fluoride varnish applied toothbrushing instruction with mum plan hall crown lower left e fissure sealants lower left six and lower right six recall six months",
    appends: ['add to chart upper left six erupting', 'add to notes mum would prefer after school appointments'],
    expect: {
      CC: "His check up. Mum says he's been complaining about the lower left when eating sweets",
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque around the upper molars',
      DENTAL: [
        ['LLE', 'DO caries'],
        ['LLD', 'Sound'],
        ['LL6', 'Fully erupted deep fissures'],
        ['LR6', 'Fully erupted deep fissures'],
        ['URE', 'Mobile'],
        ['ULE', 'Mobile'],
        ['UR6', 'Erupting'],
        ['UL6', 'Erupting'],
      ],
      RADIO: '2 bitewings. LLE caries into dentine close to the pulp horn. LL6 sound',
      DX: ['Caries LLE'],
      CONSULT: "Mum asked whether it's worth filling a baby tooth. Explained it's got a couple of years left",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      'TX PLAN': ['SSC LLE', 'Fissure sealants LL6, LR6'],
      NOTES: "9 year old. Mum's with him. He was a bit nervous today. Mum would prefer after school appointments",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bz10-uk-asr-palmer-emergency-chipped-ul1-pregnant-mi-composite-no-wait-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she chipped the upper left one biting on a fork last night no pain just sharp medical history no changes she's about twenty weeks pregnant no allergies extra oral nad upper left one mesial incisal corner fractured into dentine no pulp exposure not mobile not tender normal response to cold upper right one and upper left two sound no radiograph today as she's pregnant diagnosis uncomplicated crown fracture upper left one we talked about a crown but decided not to as a composite will do the job she was relieved no la needed shade taken a two no wait a one cotton wool rolls etched bonded and then mesial incisal composite upper left one built up with a putty matrix sorry with a mylar strip shaped and polished checked the bite in protrusion she was delighted with it in the mirror advised her to avoid biting hard foods with it review in six weeks for a vitality test",
    expect: {
      CC: 'Emergency. She chipped UL1 biting on a fork last night. No pain just sharp',
      'MED HX': "No changes. She's about 20 weeks pregnant. No allergies",
      EXTRA: 'NAD',
      DENTAL: [
        [
          'UL1',
          'MI corner fractured into dentine no pulp exposure not mobile not tender normal response to cold',
          'MI corner',
        ],
        ['UR1', 'Sound'],
        ['UL2', 'Sound'],
      ],
      RADIO: "No radiograph today as she's pregnant",
      DX: ['Uncomplicated crown fracture UL1'],
      CONSULT:
        'We talked about a crown but decided not to as a composite will do the job. Advised her to avoid biting hard foods with it',
      'TX TODAY': ['MI composite UL1'],
      TX: [
        'No LA needed',
        'Shade taken A1',
        'Cotton wool rolls',
        'Etched',
        'Bonded',
        'MI composite UL1 built up with a Mylar strip',
        'Shaped and polished',
        'Checked the bite in protrusion',
      ],
      NOTES: 'She was relieved. She was delighted with it in the mirror',
      'F/U': 'Review in 6 weeks for a vitality test',
    },
  }),

  // ---------------------------------------------------------------- 3. UK private dentist (FDI)
  defineCase({
    id: 'bz11-uk-typed-fdi-crown-prep-46-temp-excess-removed-floss-passed-chatty',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 46 as planned. Still a bit tender biting on hard food. MH: no change, on atorvastatin, NKDA. 46 MOD comp, crack line ML marginal ridge, slightly TTP. 45 and 47 sound. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right. Old comp removed. Crack runs into the ML cusp but stops short of the pulp. Core built up in composite, then crown prep 46 for Emax, 1 mm chamfer. Cord placed, impressions taken in Impregum, bite reg, shade A3. Pt asked whether the crown will feel different: told him it may feel big for a few days. Temp crown made in Protemp and cemented with TempBond, excess was removed and floss passed. Occlusion checked. POIG. He was quite chatty today, less anxious than last time. NV crown fit 46 in 2/52. Recall as planned.',
    expect: {
      CC: 'Crown prep 46 as planned. Still a bit tender biting on hard food',
      'MED HX': 'No change, on atorvastatin, NKDA',
      DENTAL: [
        ['46', 'MOD comp, crack line ML marginal ridge, slightly TTP'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Pt asked whether the crown will feel different: told him it may feel big for a few days',
      'TX TODAY': ['Crown prep 46', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Old comp removed',
        'Crack runs into the ML cusp but stops short of the pulp',
        'Core built up in composite',
        'Crown prep 46 for Emax',
        '1 mm chamfer',
        'Cord placed',
        'Impressions taken in Impregum',
        'Bite reg',
        'Shade A3',
        'Temp crown made in Protemp and cemented with TempBond',
        'Excess was removed',
        'Floss passed',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: 'He was quite chatty today, less anxious than last time',
      NV: ['Crown fit 46 in 2 weeks'],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'bz12-uk-asr-fdi-second-rsd-ul-ll-actually-37-jaw-aching-vapes-plan-review',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd visit upper left and lower left she said her gums have stopped bleeding as much since she started the interdental brushes medical history no changes still smoking about ten a day no allergies full pocket chart bleeding on probing thirty percent down from fifty five percent pockets up to six millimetres around two six and two seven seven millimetres distal three six actually three seven la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left and then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left rsd upper left and lower left with the ultrasonic and gracey curettes chlorhexidine gel into the three seven pocket she said her jaw was aching from keeping her mouth open so we had a little break smoking cessation advice given again she said she's trying vapes ohi reinforced interdental brushes size three plan review the gums in three months with a full pocket chart then rsd any sites still over five millimetres recall six months",
    expect: {
      CC: 'Second RSD visit upper left and lower left. She said her gums have stopped bleeding as much since she started the interdental brushes',
      'MED HX': 'No changes. Still smoking about 10 a day. No allergies',
      PERIO:
        'Full pocket chart. Bleeding on probing 30% down from 55%. Pockets up to 6 mm around 26 and 27. 7 mm distal 37',
      CONSULT: "Smoking cessation advice given again. She said she's trying vapes",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD upper left and lower left with the ultrasonic and Gracey curettes',
        'Chlorhexidine gel into 37 pocket',
        'OHI reinforced interdental brushes size 3',
      ],
      'TX PLAN': ['RSD any sites still over 5 mm'],
      NOTES: 'She said her jaw was aching from keeping her mouth open so we had a little break',
      'F/U': 'Review the gums in 3 months with a full pocket chart. Recall 6 months',
    },
  }),
  defineCase({
    id: 'bz13-uk-typed-fdi-new-patient-one-line-chart-bws-plan-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      'New pt exam. Moved to the area, last seen 3 yrs ago, wants a check and a clean. Quite anxious - bad experience as a child. MH: hypothyroid (levothyroxine 100 mcg), allergic to amoxicillin (rash), non-smoker, 14 units/wk. EO: NAD, TMJ clicks L, no pain. IO: soft tissues NAD, linea alba. BPE 2 2 2 / 2 2 2. 17, 16 MO amalgams sound, 26 DO comp sound, 36 and 46 O caries, 38 partially erupted, 48 missing. 2 BWs (grade 1): 36 and 46 O caries into dentine, 15 D caries enamel only, bone levels normal. Dx: caries 36 and 46. Discussed amalgam vs composite, pt prefers composite and is happy to pay privately. Asked about whitening - told her after the fillings. S&P, OHI. Plan: O comp 36, O comp 46, monitor 15, then whitening consult. Recall 6/12.',
    appends: ['Add to notes: would like longer appointments with music on.', 'Change 6/12 to 9/12.'],
    expect: {
      CC: 'New pt exam. Moved to the area, last seen 3 yrs ago, wants a check and a clean',
      'MED HX': 'Hypothyroid (levothyroxine 100 mcg), allergic to amoxicillin (rash), non-smoker, 14 units/wk',
      EXTRA: 'NAD, TMJ clicks L, no pain',
      INTRA: 'Soft tissues NAD, linea alba',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['17', 'MO amalgams sound'],
        ['16', 'MO amalgams sound'],
        ['26', 'DO comp sound'],
        ['36', 'O caries'],
        ['46', 'O caries'],
        ['38', 'Partially erupted'],
        ['48', 'Missing'],
      ],
      RADIO: '2 BWs (grade 1): 36 and 46 O caries into dentine, 15 D caries enamel only, bone levels normal',
      DX: ['Caries 36, 46'],
      CONSULT:
        'Discussed amalgam vs composite, pt prefers composite and is happy to pay privately. Asked about whitening - told her after the fillings',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      'TX PLAN': ['O composite 36', 'O composite 46', 'Monitor 15', 'Whitening consult'],
      NOTES: 'Quite anxious - bad experience as a child. Would like longer appointments with music on',
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'bz14-uk-typed-fdi-very-short-review-post-xla-36-socket-discharged',
    style: 'UK',
    asr: false,
    transcript:
      'Review 1/52 post XLA 36. No pain since day 2. Socket healing well, no dry socket. Discharged, recall 6/12.',
    expect: {
      CC: 'Review 1 week post XLA 36. No pain since day 2',
      INTRA: 'Socket healing well, no dry socket',
      'F/U': 'Discharged, recall 6 months',
    },
  }),
  defineCase({
    id: 'bz15-uk-asr-fdi-emergency-extirpation-37-no-wait-38-and-then-chain-tense',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's had severe pain lower left since the weekend keeping him awake worse with hot drinks painkillers not helping medical history no changes no medications no allergies extra oral nad intra oral soft tissues fine three seven large disto occlusal amalgam with recurrent caries tender to percussion lingering pain to cold three six no wait three eight sound three six crown intact pa three seven caries close to the pulp widened periodontal ligament space around the distal root diagnosis symptomatic irreversible pulpitis three seven explained options root canal and crown or extraction he wants to keep it he asked whether it'll hurt afterwards told him it might be sore for a couple of days verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left and then rubber dam and then amalgam and caries removed and then access pulp extirpated three seven three canals located irrigated with sodium hypochlorite ledermix and cavit occlusion reduced he was really tense at the start but settled plan complete root canal three seven in two weeks then crown three seven review if pain gets worse",
    expect: {
      CC: "Emergency. He's had severe pain lower left since the weekend. Keeping him awake. Worse with hot drinks. Painkillers not helping",
      'MED HX': 'No changes. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['37', 'Large DO amalgam with recurrent caries tender to percussion lingering pain to cold'],
        ['38', 'Sound'],
        ['36', 'Crown intact'],
      ],
      RADIO: 'PA 37 caries close to the pulp. Widened periodontal ligament space around the distal root',
      DX: ['Symptomatic irreversible pulpitis 37'],
      CONSULT:
        "Explained options root canal and crown or extraction. He wants to keep it. He asked whether it'll hurt afterwards. Told him it might be sore for a couple of days",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam',
        'Amalgam and caries removed',
        'Access',
        'Pulp extirpated 37',
        '3 canals located',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion reduced',
      ],
      'TX PLAN': ['Complete RCT 37 in 2 weeks', 'Crown 37'],
      NOTES: 'He was really tense at the start but settled',
      'F/U': 'Review if pain gets worse',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal), recogniser-style
  defineCase({
    id: 'bz16-us-asr-periodic-exam-chart-four-missing-actually-abrasion-plan-recheck',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy she says her gums bleed when she flosses medical history no changes takes lisinopril allergic to sulfa extraoral within normal limits intraoral soft tissues within normal limits psr two two two two three two charting numbers one sixteen seventeen and thirty two missing number three mesial occlusal amalgam sound numbers fourteen and fifteen occlusal composites sound number nineteen distal occlusal caries number twenty buccal cervical caries actually abrasion number thirty crown with open distal margin four bitewings nineteen distal caries into dentin thirty distal margin open with recurrent decay diagnosis caries nineteen recurrent caries thirty gingivitis prophy she was a bit embarrassed about her flossing oral hygiene instruction she asked whether whitening would work on her front teeth told her we\'d do that after the fillings plan disto occlusal composite nineteen then replace crown thirty then whitening trays recheck the gums in three months recall six months',
    expect: {
      CC: 'Periodic exam and prophy. She says her gums bleed when she flosses',
      'MED HX': 'No changes. Takes lisinopril. Allergic to sulfa',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues within normal limits',
      PERIO: 'PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam sound'],
        ['14', 'O composites sound'],
        ['15', 'O composites sound'],
        ['19', 'DO caries'],
        ['20', 'B cervical abrasion'],
        ['30', 'Crown with open D margin'],
      ],
      RADIO: '4 bitewings. #19 distal caries into dentin. #30 distal margin open with recurrent decay',
      DX: ['Caries #19', 'Recurrent caries #30', 'Gingivitis'],
      CONSULT:
        "She asked whether whitening would work on her front teeth. Told her we'd do that after the fillings",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction'],
      'TX PLAN': ['DO composite #19', 'Replace crown #30', 'Whitening trays'],
      NOTES: 'She was a bit embarrassed about her flossing',
      'F/U': 'Recheck the gums in 3 months. Recall 6 months',
    },
  }),
  defineCase({
    id: 'bz17-us-asr-d-composite-12-mo-composite-13-scratch-that-shade-lip-felt-huge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the two fillings upper left medical history no changes she's on birth control no allergies number twelve distal caries number thirteen mesial occlusal caries number fourteen sound two carpules articaine four percent one to one hundred thousand epi buccal infiltration twelve and thirteen isolite placed caries removed from both and then sectional matrix between twelve and thirteen and then etched bonded distal composite twelve mesial occlusal composite thirteen shade a three scratch that shade a two cured and then the matrix was removed and floss passed through the contact occlusion adjusted polished she said her lip felt huge she asked whether she can drink coffee told her wait till the numbness is gone post op instructions given next visit prophy with the hygienist in two months",
    expect: {
      CC: '2 fillings upper left',
      'MED HX': "No changes. She's on birth control. No allergies",
      DENTAL: [
        ['12', 'D caries'],
        ['13', 'MO caries'],
        ['14', 'Sound'],
      ],
      CONSULT: 'She asked whether she can drink coffee. Told her wait till the numbness is gone',
      'TX TODAY': ['D composite #12', 'MO composite #13'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolite placed',
        'Caries removed from both',
        'Sectional matrix between #12 and #13',
        'Etched',
        'Bonded',
        'D composite #12',
        'MO composite #13',
        'Shade A2',
        'Cured',
        'Matrix was removed',
        'Floss passed through the contact',
        'Occlusion adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'She said her lip felt huge',
      NV: ['Prophy with the hygienist in 2 months'],
    },
  }),
  defineCase({
    id: 'bz18-us-asr-dry-socket-17-after-oral-surgeon-alvogyl-no-title-exhausted',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for pain after he had his lower left wisdom tooth out four days ago at the oral surgeon's it was fine for two days but now it throbs into his ear medical history no changes smokes a pack a day no allergies extraoral no swelling no lymphadenopathy intraoral socket seventeen empty no clot exposed bone bad smell number eighteen sound not tender number nineteen occlusal composite sound diagnosis dry socket seventeen two carpules lidocaine two percent one to one hundred thousand epi left ianb socket irrigated with warm saline and then gently debrided and then alvogyl packed into the socket he asked whether he did something wrong told him smoking makes it more likely advised no smoking and warm salt water rinses rx ibuprofen six hundred milligrams every six hours as needed he looked exhausted he hasn't slept for two nights review in two to three days to change the dressing",
    expect: {
      CC: "Pain after he had his lower left wisdom tooth out 4 days ago at the oral surgeon's. It was fine for 2 days but now it throbs into his ear",
      'MED HX': 'No changes. Smokes a pack a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Socket #17 empty. No clot. Exposed bone. Bad smell',
      DENTAL: [
        ['18', 'Sound not tender'],
        ['19', 'O composite sound'],
      ],
      DX: ['Dry socket #17'],
      CONSULT:
        'He asked whether he did something wrong. Told him smoking makes it more likely. Advised no smoking and warm salt water rinses',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Socket irrigated with warm saline',
        'Gently debrided',
        'Alvogyl packed into the socket',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: "He looked exhausted. He hasn't slept for 2 nights",
      'F/U': 'Review in 2 to 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'bz19-us-asr-crown-seat-19-excess-removed-floss-passed-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "crown seat number nineteen temp's been fine no sensitivity medical history no changes no allergies no anesthetic temp removed and the prep cleaned with pumice tried in the crown contacts were tight on the mesial um adjusted and polished and then it seated margins closed on the bitewing she liked the shade cemented with relyx unicem excess was removed and floss passed bite checked light on the buccal cusps she asked whether it'll look dark at the gumline told her no it's all ceramic post op instructions given recall in three months for her cleaning",
    appends: ['add to notes she brought her daughter along to watch', 'change three months to four months'],
    expect: {
      CC: "Crown seat #19. Temp's been fine. No sensitivity",
      'MED HX': 'No changes. No allergies',
      CONSULT: "She asked whether it'll look dark at the gumline. Told her no it's all ceramic",
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'Prep cleaned with pumice',
        'Tried in the crown',
        'Contacts were tight on the mesial',
        'Adjusted and polished',
        'It seated',
        'Margins closed on the bitewing',
        'Cemented with RelyX Unicem',
        'Excess was removed',
        'Floss passed',
        'Bite checked',
        'Light on the B cusps',
        'Post-op instructions given',
      ],
      NOTES: 'She liked the shade. She brought her daughter along to watch',
      'F/U': 'Recall in 4 months for her cleaning',
    },
  }),
  defineCase({
    id: 'bz20-us-asr-short-denture-adjustment-lower-ulcer-much-happier',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for a denture adjustment her lower is rubbing on the left small ulcer lower left sulcus relieved the flange with an acrylic bur and polished she's much happier recheck in one week if still sore",
    expect: {
      CC: 'Denture adjustment. Her lower is rubbing on the left',
      INTRA: 'Small ulcer lower left sulcus',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Relieved the flange with an acrylic bur and polished'],
      NOTES: "She's much happier",
      'F/U': 'Recheck in 1 week if still sore',
    },
  }),

  // ---------------------------------------------------------------- 5. US practice (Universal), mixed
  defineCase({
    id: 'bz21-us-typed-srp-ur-lr-decided-not-all-four-quads-arestin-diabetes-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR and LR. Pt nervous about the numbing. She wanted all 4 quads today but we decided not to, too long in the chair. Med hx: no changes, type 2 DM (A1c 7.4) on metformin, NKDA. BP 138/86. PSR 3 4 3 / 3 3 4, 5-7 mm pockets UR and LR posteriors, generalized BOP, heavy subgingival calculus. #2 and #31 Class I mobility. 1 carp 4% articaine 1:100k epi buccal + palatal infiltration UR, 2 carps 2% lido 1:100k epi right IANB. SRP UR and LR w/ Cavitron and Gracey curettes. Arestin placed #31 D pocket. OHI w/ interdental brushes and a water flosser. Pt asked whether her diabetes makes her gums worse; explained they affect each other. NV SRP UL and LL in 2 wks. Re-eval 6 wks after last SRP.',
    expect: {
      CC: 'SRP UR and LR',
      'MED HX': 'No changes, type 2 DM (A1c 7.4) on metformin, NKDA. BP 138/86',
      PERIO:
        'PSR 3 4 3 / 3 3 4, 5-7 mm pockets UR and LR posteriors, generalized BOP, heavy subgingival calculus',
      DENTAL: [
        ['2', 'Class I mobility'],
        ['31', 'Class I mobility'],
      ],
      CONSULT:
        'She wanted all 4 quads today but we decided not to, too long in the chair. Pt asked whether her diabetes makes her gums worse; explained they affect each other',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration UR',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR and LR w/ Cavitron and Gracey curettes',
        'Arestin placed #31 D pocket',
        'OHI w/ interdental brushes and a water flosser',
      ],
      NOTES: 'Pt nervous about the numbing',
      NV: ['SRP UL and LL in 2 wks'],
      'F/U': 'Re-eval 6 wks after last SRP',
    },
  }),
  defineCase({
    id: 'bz22-us-asr-very-short-limited-exam-sensitivity-peroxide-strips-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam sensitivity on the upper front teeth since she started using peroxide strips no caries gingiva fine fluoride varnish applied told her stop the strips for a week recheck two weeks',
    expect: {
      CC: 'Limited exam. Sensitivity on the upper front teeth since she started using peroxide strips',
      INTRA: 'No caries',
      PERIO: 'Gingiva fine',
      CONSULT: 'Told her stop the strips for a week',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'F/U': 'Recheck 2 weeks',
    },
  }),
  defineCase({
    id: 'bz23-us-asr-extraction-1-surgical-32-no-wait-supraerupted-husband-drove',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of number one and number thirty two she's been getting food packing and infections around the lower one medical history no changes takes levothyroxine allergic to codeine blood pressure one twenty six over eighty two she's really nervous her husband drove her and is waiting outside extraoral within normal limits intraoral number thirty two partially erupted distal caries gum flap over it slightly red number one erupted no wait supraerupted no opposing tooth pan from last visit thirty two roots clear of the canal consent signed risks of numbness explained three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration thirty two then one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration number one number one extracted with forceps then thirty two surgical extraction a flap was raised bone removed distally tooth sectioned and then elevated out roots complete socket irrigated two three oh chromic gut sutures placed gauze pack she asked whether she'll get a dry socket told her the risk is low as she doesn't smoke post op instructions given rx ibuprofen six hundred milligrams every six hours follow up one week",
    expect: {
      CC: "Extraction of #1 and #32. She's been getting food packing and infections around the lower one",
      'MED HX': 'No changes. Takes levothyroxine. Allergic to codeine. Blood pressure 126/82',
      EXTRA: 'Within normal limits',
      DENTAL: [
        ['32', 'Partially erupted D caries gum flap over it slightly red'],
        ['1', 'Supraerupted no opposing tooth'],
      ],
      RADIO: 'Pan from last visit #32 roots clear of the canal',
      CONSULT:
        "Risks of numbness explained. She asked whether she'll get a dry socket. Told her the risk is low as she doesn't smoke",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #1', 'Surgical extraction #32'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #32',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #1',
        '#1 extracted with forceps',
        '#32 surgical extraction',
        'Flap was raised',
        'Bone removed distally',
        'Tooth sectioned',
        'Elevated out',
        'Roots complete',
        'Socket irrigated',
        '2 3-0 chromic gut sutures placed',
        'Gauze pack',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      NOTES: "She's really nervous. Her husband drove her and is waiting outside",
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'bz24-us-typed-child-ssc-k-fissure-sealants-19-30-dad-nervous-ipad',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "6 y/o w/ dad. Here for SSC #K and sealants. Dad says she's been nervous all week. Med hx: healthy, NKDA. #K large MOD caries, no swelling, not mobile. #L DO composite intact. #19 and #30 erupted, deep grooves. Topical, then 1 carp 2% lido 1:100k epi left IANB. Isolite. Caries removed #K, no exposure, then SSC #K size 4 fitted and cemented w/ Ketac Cem, excess was removed and floss passed. Fissure sealants #19, #30 placed and cured, checked w/ explorer. Pt cried a bit during the injection but settled w/ the iPad. Advised dad to watch for lip and cheek biting. Recall 6 months.",
    expect: {
      CC: 'SSC #K and sealants',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['K', 'Large MOD caries, no swelling, not mobile'],
        ['L', 'DO composite intact'],
        ['19', 'Erupted, deep grooves'],
        ['30', 'Erupted, deep grooves'],
      ],
      CONSULT: 'Advised dad to watch for lip and cheek biting',
      'TX TODAY': ['SSC #K', 'Fissure sealants #19, #30'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Isolite',
        'Caries removed #K',
        'No exposure',
        'SSC #K size 4 fitted and cemented w/ Ketac Cem',
        'Excess was removed',
        'Floss passed',
        'Fissure sealants #19, #30 placed and cured',
        'Checked w/ explorer',
      ],
      NOTES:
        "6 y/o w/ dad. Dad says she's been nervous all week. Pt cried a bit during the injection but settled w/ the iPad",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bz25-us-asr-new-patient-comprehensive-fmx-no-wait-keratosis-plan-intervals',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam he hasn't seen a dentist in about five years broke a filling upper right a few months ago no pain medical history high cholesterol on atorvastatin had a knee replacement last year no allergies smokes socially extraoral tmj within normal limits no lymphadenopathy intraoral leukoplakia no wait frictional keratosis left buccal mucosa along the occlusal line psr three three two two two three generalized calculus charting numbers one sixteen and seventeen missing number two mesial occlusal distal amalgam fractured mesiobuccal cusp numbers three and fourteen occlusal amalgams sound numbers eighteen and nineteen occlusal caries number thirty root canal treated no crown full mouth series taken periapical radiolucency on thirty mesial root bone loss about twenty percent generalized diagnosis caries eighteen and nineteen fractured cusp two apical periodontitis thirty generalized periodontitis he asked whether he needs antibiotics before treatment because of his knee told him not usually but I'll check with his surgeon he was pretty embarrassed about the state of his teeth reassured him plan srp four quadrants first then crown number two occlusal composites eighteen and nineteen retreatment of thirty or extraction he's leaning towards keeping it re evaluate perio four to six weeks after srp then recall every three months",
    expect: {
      CC: "New patient comprehensive exam. He hasn't seen a dentist in about 5 years. Broke a filling upper right a few months ago. No pain",
      'MED HX': 'High cholesterol on atorvastatin. Had a knee replacement last year. No allergies. Smokes socially',
      EXTRA: 'TMJ within normal limits. No lymphadenopathy',
      INTRA: 'Frictional keratosis left buccal mucosa along the occlusal line',
      PERIO: 'PSR 3 3 2 / 2 2 3. Generalized calculus',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['2', 'MOD amalgam fractured MB cusp', 'MB cusp'],
        ['3', 'O amalgams sound'],
        ['14', 'O amalgams sound'],
        ['18', 'O caries'],
        ['19', 'O caries'],
        ['30', 'Root canal treated no crown'],
      ],
      RADIO:
        'Full mouth series taken. Periapical radiolucency on #30 mesial root. Bone loss about 20% generalized',
      DX: ['Caries #18, #19', 'Fractured cusp #2', 'Apical periodontitis #30', 'Generalized periodontitis'],
      CONSULT:
        "He asked whether he needs antibiotics before treatment because of his knee. Told him not usually but I'll check with his surgeon. Reassured him. He's leaning towards keeping it",
      'TX PLAN': ['SRP 4 quadrants first', 'Crown #2', 'O composites #18, #19', 'Retreatment #30 or extraction'],
      NOTES: 'He was pretty embarrassed about the state of his teeth',
      'F/U': 'Re-evaluate perio 4 to 6 weeks after SRP. Recall every 3 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US practice (Universal), mixed
  defineCase({
    id: 'bz26-us-asr-obturation-30-actually-22-mm-fell-asleep-crown-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for completion of the root canal on thirty no pain since last time medical history no changes no allergies number thirty temporary intact not tender to percussion two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam cavit and calcium hydroxide removed and then canals irrigated with sodium hypochlorite and then working lengths twenty one millimeters for the mesial canals and twenty one point five actually twenty two millimeters for the distal canal confirmed with the apex locator master cones checked with a pa and then obturated thirty with gutta percha and bc sealer single cone and then core build up with fluorocore she fell asleep halfway through she asked whether she still needs a crown told her yes within a month or so because it can crack otherwise post op pa obturation to length no voids next visit crown prep thirty",
    expect: {
      CC: 'Completion of the root canal on #30. No pain since last time',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['30', 'Temporary intact not tender to percussion']],
      RADIO: 'Post-op PA obturation to length. No voids',
      CONSULT: 'She asked whether she still needs a crown. Told her yes within a month or so because it can crack otherwise',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        'Canals irrigated with sodium hypochlorite',
        'Working lengths 21 mm for the M canals and 22 mm for the D canal confirmed with the apex locator',
        'Master cones checked with a PA',
        'Obturated #30 with gutta percha and BC Sealer single cone',
        'Core build up with Fluorocore',
      ],
      NOTES: 'She fell asleep halfway through',
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'bz27-us-typed-emergency-fractured-mb-cusp-3-crown-prep-eliquis-appends-tx-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with broken tooth UR, lost the MB cusp on #3 eating popcorn Sat. No pain, sharp on tongue. Med hx: no changes, takes Eliquis for AFib, NKDA. #3 MOD amalgam, MB cusp fractured to gumline, no TTP, cold normal. #2 and #4 sound. PA #3: no PAL, fracture supragingival. Dx: fractured cusp #3. Options onlay vs crown vs large amalgam; we decided not to do amalgam, pt wants crown. Consent signed. 2 carps 2% lido 1:100k epi buccal + palatal infiltration #3. Amalgam removed, then buildup w/ Core Paste, then crown prep #3, retraction cord, PVS impressions, bite reg, shade A3. Temp crown w/ Integrity, cemented w/ TempBond. Bleeding slightly more than usual due to Eliquis, controlled w/ pressure. Pt asked if he should stop Eliquis next time - told him no, never without his cardiologist. NV crown seat #3 in 2 wks.',
    appends: ['Add to treatment: occlusion checked, POI given.', 'Change 2 wks to 3 wks.'],
    expect: {
      CC: 'Broken tooth UR, lost the MB cusp on #3 eating popcorn Sat. No pain, sharp on tongue',
      'MED HX': 'No changes, takes Eliquis for AFib, NKDA',
      DENTAL: [
        ['3', 'MOD amalgam, MB cusp fractured to gumline, no TTP, cold normal', 'MB cusp'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA #3: no PAL, fracture supragingival',
      DX: ['Fractured cusp #3'],
      CONSULT:
        'Options onlay vs crown vs large amalgam; we decided not to do amalgam, pt wants crown. Pt asked if he should stop Eliquis next time - told him no, never without his cardiologist',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Amalgam removed',
        'Buildup w/ Core Paste',
        'Crown prep #3',
        'Retraction cord',
        'PVS impressions',
        'Bite reg',
        'Shade A3',
        'Temp crown w/ Integrity',
        'Cemented w/ TempBond',
        'Bleeding slightly more than usual due to Eliquis',
        'Controlled w/ pressure',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['Crown fit #3 in 3 wks'],
    },
  }),
  defineCase({
    id: 'bz28-us-asr-child-pulpotomy-ssc-t-no-wait-ferric-sulfate-teary-stickers',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old here for the tooth on the lower right mom's with her mom says she's been complaining when she eats medical history healthy no allergies letter t large disto occlusal caries no swelling not mobile letter s occlusal sealant intact bitewing from last visit t caries close to the pulp diagnosis reversible pulpitis t mom asked whether we could just pull it explained it holds the space for the six year molar topical and then one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulp exposed as expected t pulpotomy and stainless steel crown formocresol no wait ferric sulfate fifteen seconds then irm size five crown cemented with fuji she was a bit teary during the numbing but did amazing afterwards got two stickers recall in six months",
    expect: {
      CC: "Tooth on the lower right. Mom says she's been complaining when she eats",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['T', 'Large DO caries no swelling not mobile'],
        ['S', 'Occlusal sealant intact'],
      ],
      RADIO: 'Bitewing from last visit #T caries close to the pulp',
      DX: ['Reversible pulpitis #T'],
      CONSULT: 'Mom asked whether we could just pull it. Explained it holds the space for the 6 year molar',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed as expected',
        '#T pulpotomy and stainless steel crown',
        'Ferric sulfate 15 seconds',
        'IRM',
        'Size 5 crown cemented with Fuji',
      ],
      NOTES:
        "5 year old. Mom's with her. She was a bit teary during the numbing but did amazing afterwards. Got 2 stickers",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'bz29-us-typed-very-short-limited-exam-chipped-8-sof-lex-monitor',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. Chipped #8 on a water bottle yesterday, no sensitivity. #8 small enamel chip incisal edge. Smoothed w/ Sof-Lex. Monitor at recall.',
    expect: {
      CC: 'Limited exam. Chipped #8 on a water bottle yesterday, no sensitivity',
      DENTAL: [['8', 'Small enamel chip incisal edge']],
      TX: ['Smoothed w/ Sof-Lex'],
      'F/U': 'Monitor at recall',
    },
  }),
  defineCase({
    id: 'bz30-us-asr-periodontal-maintenance-no-wait-14-amlodipine-question-hurry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodontal maintenance she says she's been really good with the water flosser but her gums still bleed on the lower front medical history no changes started a new blood pressure pill amlodipine no allergies blood pressure one forty two over eighty eight extraoral within normal limits intraoral within normal limits probing depths mostly three to four millimeters five millimeters on the distal of two and fifteen no wait two and fourteen bleeding on probing about fifteen percent light calculus lower anteriors numbers twenty four and twenty five grade one mobility unchanged number thirty occlusal amalgam stained sound two bitewings no new caries periodontal maintenance all four quadrants with the cavitron and hand scalers polished fluoride varnish she asked whether her new pill could make her gums grow told her amlodipine can so we'll keep an eye on it she was in a hurry to pick up her grandson next visit periodontal maintenance in three months",
    expect: {
      CC: "Periodontal maintenance. She says she's been really good with the water flosser but her gums still bleed on the lower front",
      'MED HX': 'No changes. Started a new blood pressure pill amlodipine. No allergies. Blood pressure 142/88',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO:
        'Probing depths mostly 3 to 4 mm. 5 mm on the distal of #2 and #14. Bleeding on probing about 15%. Light calculus lower anteriors',
      DENTAL: [
        ['24', 'Grade 1 mobility unchanged'],
        ['25', 'Grade 1 mobility unchanged'],
        ['30', 'O amalgam stained sound'],
      ],
      RADIO: '2 bitewings. No new caries',
      CONSULT: "She asked whether her new pill could make her gums grow. Told her amlodipine can so we'll keep an eye on it",
      'TX TODAY': ['Periodontal maintenance', 'Fluoride varnish'],
      TX: ['Periodontal maintenance all 4 quadrants with the Cavitron and hand scalers', 'Polished', 'Fluoride varnish'],
      NOTES: 'She was in a hurry to pick up her grandson',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
];
