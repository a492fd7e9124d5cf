// A hundred-and-eighteenth development batch (ids dp01–dp30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is everyday notes at five practices where the
// clinicians mix the shorthand of their practice software and their payers into what they type and say: US CDT codes
// ("D0120 periodic eval", "D1110 adult prophy", "D2392 MO comp #30", "D2740 crown #3 prepped", spoken "d twenty three
// ninety two"), RTC / RV intervals ("RTC 6 mo", "RV 2/52"), 4BWX / 2BWX / FMX / pano / PA #, PSR, "Rx: amoxicillin 500 mg
// #21", NKDA, "pt tol well", "no comp", "ant/post", WNL; UK NHS shorthand (Band 1 / 2 / 3, COT, FP17, S&P, "BW x2 R/L",
// XLA, "LA 2.2 ml Lig 2% 1:80k IDB"); quadrant and sextant words ("UR quad", "lower left sextant", "upper anteriors"),
// tooth ranges ("13-23", "33-43", "#6-11", "#22-27", "LR3-LL3", "upper right three to upper left three") and groups ("all
// four 8s", "all 8s", "lower incisors"); typed chart runs ("O/E: 16 MO am, 26 DO comp sound, 36 O car") and their spoken
// versions ("one six m o amalgam"). Five practices, six visits each:
//   dp01–dp06 a UK NHS high-street practice (FDI; dp02, dp04, dp06 recogniser-style, dp01, dp03, dp05 typed): a terse
//     Band 1 exam with a typed chart run, "all four 8s missing" and a plan, a Band 2 occlusal composite with a nurse aside
//     and "sorry", an emergency XLA of a pericoronal 38 under "LA 2.2 ml Lig 2% 1:80k IDB" with "no comp", a hygiene S and P
//     with a lower left sextant (appended dictation), a Band 3 first-stage RCT with COT / FP17 admin, an upper acrylic
//     partial denture fit with FP17 and "band three";
//   dp07–dp12 a UK private / Denplan practice (FDI; dp08, dp10, dp12 recogniser-style, dp07, dp09, dp11 typed): a new
//     patient exam with an OPG, BWs, "13-23" and a plan, a check-up charted in speech ("one six m o amalgam")
//     with a whitening quote, a private crown prep with two LA lines (Lig and Art), a therapist's second RSD visit with
//     "lower left eight" said in an FDI practice, an emergency bonded retainer 33-43 rebonded at 42 (appended dictation),
//     a whitening consultation with "upper anteriors" and "one three to two three";
//   dp13–dp18 a UK practice using Palmer (dp14, dp16, dp18 recogniser-style with Palmer words, dp13, dp15, dp17 typed UR6
//     shorthand): a terse NHS recall with "# P cusp" and "all 8s present", a child's Hall crown on LRE, an XLA UL5 root on
//     warfarin, a dry socket LL8 (no title), a hygienist's RSD "UR quad + LR quad" with a six-point chart and "LR3-LL3", a
//     check-up with "tooth two six", a fixed retainer "upper right three to upper left three" and "change six months to
//     nine months" (appended dictation);
//   dp19–dp24 a US general practice (Universal; dp20, dp21, dp23 recogniser-style, dp19, dp22, dp24 typed): a
//     D0120 / D1110 / D0274 visit with "#22-27" and a coded plan, a spoken D2392 MO composite #30, a spoken D2740 crown prep
//     #3 with a fractured DL cusp and a D2950 buildup, a D0140 limited eval with I&D and "Rx: amoxicillin 500 mg #21", a
//     spoken D4341 SRP of two quads, a D7210 surgical extraction #17 with N2O, "#8 round" and "ant/post" (appended dictation);
//   dp25–dp30 a US paediatric practice (Universal with primary letters; dp26, dp28, dp29 recogniser-style, dp25, dp27, dp30
//     typed): a D0120 / D1120 / D1206 / D0272 recall with a coded plan, spoken D1351 sealants on #3, #14, #19, #30, a D3220
//     pulpotomy and D2930 SSC #S under N2O, an emergency D7140 extraction of #L with a nurse aside, a parent's question and a space maintainer planned, a
//     4-year-old's D0150 exam with SDF on #E and #F (appended dictation), an 11-year-old's "D0150 comp oral eval" with a pano
//     and an ortho referral.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in dp25–dp30); 15 recogniser-style (lower case, number
// words, fillers, no punctuation) and 15 typed; 40 to 222 words (most 95 to 150); five cases with appended dictation
// (dp04 recogniser "add to notes …" / "add to chart …"; dp11 typed "Add to notes: …" / "Next visit: …"; dp18 recogniser
// "add to chart …" / "change six months to nine months"; dp24 typed "Add to notes: …" / "Add to treatment: …"; dp29
// recogniser "add to notes …" / "add to chart …"). DENTAL in 27 cases (not dp10, dp17, dp23).
//
// Judgement calls where the contract was silent:
// - CDT codes stay wherever they were typed or said (CC, TX, TX PLAN, NV, RADIO, CONSULT), and a spoken code is written
//   as the code ("d twenty three ninety two" → "D2392", "d zero one forty" → "D0140", "d twelve oh six" → "D1206",
//   "d forty three forty one times two" → "D4341 times 2"). Titles drop the code and the payer's adjective: "D1110 adult
//   prophy" and "D1120 child prophy" → "Prophy", "D1206 FV" → "Fluoride varnish", "D2740 crown #3 prepped" → "Crown prep
//   #3" ("prepped" is a crown prep), "D7210 surgical ext #17" → "Surgical extraction #17" (from the CC, as TX names no
//   procedure of the table; "ext" is extraction). Evaluation, radiograph, N2O and buildup codes give no title. "comp" in
//   "D0150 comp oral eval" is comprehensive, not composite.
// - "#" followed by a count after a drug and dose ("amoxicillin 500 mg #21", "ibuprofen 600 mg #20", "clindamycin 300 mg
//   #28") is the quantity dispensed and "#8 round" is a bur: no tooth, kept as typed. In UK notes "#" before a cusp is a
//   fracture: "UR6 MO am, # P cusp" keeps "# P cusp" in the condition with fracture "P cusp".
// - Typed chart runs keep their shorthand ("MO am", "O car", "DO comp sound", "FS intact", "mob 1"), as more58 kept "DO
//   comp"; TX PLAN and NV use the table names ("O comp 36" → "O composite 36", "seat crown three" → "Crown fit #3",
//   "perio maintenance" → "Periodontal maintenance"), other words and codes stay.
// - LA lines: "Lig" is lignocaine and "Art" articaine (the agent as said, expanded as "lido" is); a ratio typed alone
//   ("1:80k") is written with its vasoconstrictor, "1:80,000 adrenaline", since the ratio names it; "1:100k" / "one to one
//   hundred k" → "1:100,000"; "R" / "L" before or after a block → right / left; "long buccal" is kept as a technique as
//   said; a second LA with another agent is its own LA line (as more56).
// - Spoken abbreviations are written as their letters in capitals ("s and p" → "S and P", "s r p" → "SRP", "rtc" → "RTC",
//   "nkda" → "NKDA", "fp seventeen" → "FP17", "p a of l" → "PA of #L", "sdf" → "SDF", "a one c" → "A1c"); "letter l"
//   is "#L" as "number" is dropped before a tooth (as more58).
// - NHS and insurance: a band said inside the reason for attending stays in the CC ("NHS exam, Band 1", "as part of her
//   band 2 course of treatment", "(NHS Band 2 as per TP)"); bands, fees, quotes, Denplan, insurance approvals and coverage
//   told to or agreed with the patient are CONSULT (as more58); course-of-treatment admin ("Band 3 COT opened", "FP17 not
//   until COT complete", "FP17 can go now", "course complete") is NOTES.
// - Groups with a tooth number are teeth: "all four 8s missing" → 18, 28, 38, 48 Missing; "all 8s present" → UR8, UL8,
//   LL8, LR8 Present. Group and region words with no tooth number ("lower incisors", "upper anteriors", "UR quad", "lower
//   left sextant", "UL") make no chart entry and stay words in INTRA / PERIO / TX. A range ("13-23", "33-43", "#6-11",
//   "#22-27", "#30-31", "LR3-LL3", "UR3 to UL3") describes a segment (crowding, calculus, proclination, a retainer, a shade)
//   and stays in its text as written, with no chart entries. A retainer "came loose at 42" / "composite pad debonded 42"
//   names 42 as a place (rule 7): INTRA and CC, no chart entry for the pad.
// - Numbering said across systems follows the practice's option: "lower left eight" in an FDI practice → 38; "tooth two
//   six" in the Palmer practice → UL6 (palmer reads FDI).
// - "RTC …" and "RV …" intervals are F/U ("RV 2/52" → "RV 2 weeks", "RTC 6 mo" as typed); what the next appointment is
//   for, said after "next visit" / "NV", is NV. Typed "TP:" opens TX PLAN like "tx plan"; "Charting:" and "O/E:" before
//   per-tooth findings open the chart entries.
// - "pt tol well", "patient tolerated well", "Pt coop", "child tolerated well" are NOTES (remarks about the patient);
//   "no comp" / "no complications" after a procedure is a TX step (an outcome of the treatment, like "Roots complete").
// - "irrigated w/ saline" after an incision and drainage is an Irrigation title (contract table); a socket or canal
//   irrigated is not. A Hall crown is "SSC"; "cemented with glass ionomer" / "rebonded … w/ flowable comp" is a material
//   something is done with, no title. "Tell-show-do", "N2O titrated", "100% O2", "Arestin placed", "Alvogyl placed",
//   "separators removed", "shade taken" and a retainer rebond are steps with no title. A dry-socket review whose CC says
//   the extraction was 4 days ago takes no title.
// - Calculus said in an IO line ("Calculus lingual lower incisors") is PERIO; occlusion and alignment findings (Class II
//   div 1, OJ, OB, crowding, spacing, proclination) are INTRA; a six-point chart with teeth stays in PERIO.
// - A child's age and who came with them are NOTES, also when said inside the opening ("new patient four year old with
//   mom and little brother …"); a carer's report of a habit stays in the CC (as more58).
// - "on the facial" after caries moves in front as "F" (rule 4): "cavitated caries on the facial" → "Cavitated F caries".
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a chart entry, "Add to treatment: …" adds a TX item at
//   the end, "Next visit: …" sets NV, "change six months to nine months" edits the one place "six months" was said.
import { defineCase, type NotesCase } from '../case.ts';

export const more118Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS high-street practice (FDI)
  defineCase({
    id: 'dp01-uk-typed-fdi-nhs-band-1-exam-o-e-run-all-four-8s-missing-tp-band-2',
    style: 'UK',
    asr: false,
    transcript:
      'NHS exam, Band 1. No c/o. MH: NC, NKDA, non-smoker. EO: NAD. IO: NAD, OC screen -ve. BPE 121/111. O/E: 16 MO am, 26 DO comp sound, 36 O car, 46 MOD am ditched, all four 8s missing. BW x2 R/L: 36 O car into dentine, no other caries, bone levels WNL. Dx: 36 O caries. Pt informed tx is Band 2, happy to proceed. TP: O comp 36. RV 9/12.',
    expect: {
      CC: 'NHS exam, Band 1. No c/o',
      'MED HX': 'NC, NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'NAD, OC screen -ve',
      PERIO: 'BPE 121/111',
      DENTAL: [
        ['16', 'MO am'],
        ['26', 'DO comp sound'],
        ['36', 'O car'],
        ['46', 'MOD am ditched'],
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'BW x2 R/L: 36 O car into dentine, no other caries, bone levels WNL',
      DX: ['36 O caries'],
      CONSULT: 'Pt informed tx is Band 2, happy to proceed',
      'TX PLAN': ['O composite 36'],
      'F/U': 'RV 9 months',
    },
  }),
  defineCase({
    id: 'dp02-uk-asr-fdi-band-2-o-composite-36-lignocaine-nurse-aside-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the filling on three six as part of her band two course of treatment medical history no change nkda three six occlusal caries three seven sound la two point two mls lignocaine two percent one in eighty thousand adrenaline id block left um could you pop the dry guards out please thanks cotton wool rolls and dry guards caries removed dentine firm no exposure occlusal composite three six shade a two sorry shade a three cured bite checked polished she asked if she has to pay again for the scale and polish told her no it's all one course of treatment next visit scale and polish with the hygienist to finish the course",
    expect: {
      CC: 'Filling on 36 as part of her band 2 course of treatment',
      'MED HX': 'No change. NKDA',
      DENTAL: [
        ['36', 'O caries'],
        ['37', 'Sound'],
      ],
      CONSULT: "She asked if she has to pay again for the scale and polish. Told her no it's all one course of treatment",
      'TX TODAY': ['O composite 36'],
      TX: [
        'LA: 2.2 ml lignocaine 2% 1:80,000 adrenaline, IDB left',
        'Cotton wool rolls and dry guards',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'O composite 36',
        'Shade A3',
        'Cured',
        'Bite checked',
        'Polished',
      ],
      NV: ['Scale and polish with the hygienist to finish the course'],
    },
  }),
  defineCase({
    id: 'dp03-uk-typed-fdi-emergency-xla-38-pericoronitis-lig-1-80k-idb-no-comp-rv-2-52',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg. C/O pain + swelling LL 3/7, worse on biting, bad taste. MH: asthma (salbutamol PRN), NKDA. EO: LN palpable L submandibular, mouth opening 30 mm. IO: operculum 38 inflamed, pus on pressure. 38 partially erupted, D caries, grossly broken down. 37 DO comp sound. PA 38: D caries into pulp, mesioangular, roots clear of ID canal. Dx: pericoronitis 38, D caries 38. Options: XLA vs irrigation + monitor. Pt wants it out. NHS urgent band charge explained. Verbal consent. LA 2.2 ml Lig 2% 1:80k IDB + buccal infil 38. XLA 38 w/ luxator + forceps, no comp. Socket irrigated w/ saline. Haemostasis achieved. POIG verbal + written. RV 2/52 to check healing.',
    expect: {
      CC: 'Emerg. Pain + swelling LL 3 days, worse on biting, bad taste',
      'MED HX': 'Asthma (salbutamol PRN), NKDA',
      EXTRA: 'LN palpable L submandibular, mouth opening 30 mm',
      INTRA: 'Operculum 38 inflamed, pus on pressure',
      DENTAL: [
        ['38', 'Partially erupted, D caries, grossly broken down'],
        ['37', 'DO comp sound'],
      ],
      RADIO: 'PA 38: D caries into pulp, mesioangular, roots clear of ID canal',
      DX: ['Pericoronitis 38', 'D caries 38'],
      CONSULT: 'Options: XLA vs irrigation + monitor. Pt wants it out. NHS urgent band charge explained',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 38'],
      TX: [
        'LA: 2.2 ml lignocaine 2% 1:80,000 adrenaline, IDB + buccal infiltration 38',
        'XLA 38 w/ luxator + forceps',
        'No comp',
        'Socket irrigated w/ saline',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      'F/U': 'RV 2 weeks to check healing',
    },
  }),
  defineCase({
    id: 'dp04-uk-asr-fdi-hygiene-s-and-p-bpe-222-322-ll-sextant-appends-notes-chart-42',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for her hygiene appointment says her gums bleed when she flosses medical history no change takes amlodipine nkda bpe two two two three two two four to five millimetre pockets lower left sextant bleeding on probing twenty percent calculus lingual lower anteriors s and p with the cavitron and hand scalers ohi interdental brushes red and blue for the lower left she asked if it's gum disease explained it's early and reversible if she keeps cleaning in between recall three months with the hygienist",
    appends: ['add to notes she works nights so prefers afternoon slots', 'add to chart four two mobility grade one'],
    expect: {
      CC: 'Her hygiene appointment. Says her gums bleed when she flosses',
      'MED HX': 'No change. Takes amlodipine. NKDA',
      PERIO:
        'BPE 2 2 2 / 3 2 2. 4 to 5 mm pockets lower left sextant. Bleeding on probing 20%. Calculus lingual lower anteriors',
      DENTAL: [['42', 'Mobility grade 1']],
      CONSULT: "She asked if it's gum disease. Explained it's early and reversible if she keeps cleaning in between",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S and P with the Cavitron and hand scalers', 'OHI interdental brushes red and blue for the lower left'],
      NOTES: 'She works nights so prefers afternoon slots',
      'F/U': 'Recall 3 months with the hygienist',
    },
  }),
  defineCase({
    id: 'dp05-uk-typed-fdi-band-3-cot-rct-46-stage-1-extirpation-art-fp17-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Band 3 COT opened. Pt here for RCT 46 stage 1 as per TP. Intermittent throbbing since last visit. MH: NC, NKDA. 46 MOD temp dressing intact, TTP +, EPT -ve. 45 DO am sound. LA 2 x 2.2 ml Art 4% 1:100k adr buccal infil 46 + IDB right. RD. Access, 4 canals located. Pulp extirpated 46. WL w/ apex locator + PA. Prepared to F1 ProTaper Gold. NaOCl 3% irrigation. Ledermix + Cavit. POIG. Explained crown recommended after RCT, covered by same Band 3. NV: obturation 46 in 2/52. FP17 not until COT complete.',
    expect: {
      CC: 'RCT 46 stage 1 as per TP. Intermittent throbbing since last visit',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['46', 'MOD temp dressing intact, TTP +, EPT -ve'],
        ['45', 'DO am sound'],
      ],
      CONSULT: 'Explained crown recommended after RCT, covered by same Band 3',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + IDB right',
        'RD',
        'Access',
        '4 canals located',
        'Pulp extirpated 46',
        'WL w/ apex locator + PA',
        'Prepared to F1 ProTaper Gold',
        'NaOCl 3% irrigation',
        'Ledermix + Cavit',
        'POIG',
      ],
      NOTES: 'Band 3 COT opened. FP17 not until COT complete',
      NV: ['Obturation 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dp06-uk-asr-fdi-upper-acrylic-partial-fit-12-11-21-clasps-fp17-band-three',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the fit of her new upper acrylic partial replacing one two one one and two one medical history no change type two diabetic on metformin nkda soft tissues healthy one three and two two sound tried in the denture it seated fully retention good one four and two four clasps tightened slightly occlusion checked denture tooth one one high in protrusion adjusted showed her how to put it in and take it out advised leaving it out at night and brushing it with soap and water she asked if adjustments are extra told her they're covered by the band three she's paid she's happy with the look fp seventeen can go now course complete review two weeks for any sore spots",
    expect: {
      CC: 'Fit of her new upper acrylic partial replacing 12, 11, 21',
      'MED HX': 'No change. Type 2 diabetic on metformin. NKDA',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['13', 'Sound'],
        ['22', 'Sound'],
      ],
      CONSULT:
        "Showed her how to put it in and take it out. Advised leaving it out at night and brushing it with soap and water. She asked if adjustments are extra. Told her they're covered by the band 3 she's paid",
      'TX TODAY': ['Denture fit'],
      TX: [
        'Tried in the denture',
        'It seated fully',
        'Retention good',
        '14, 24 clasps tightened slightly',
        'Occlusion checked',
        'Denture tooth 11 high in protrusion',
        'Adjusted',
      ],
      NOTES: "She's happy with the look. FP17 can go now. Course complete",
      'F/U': 'Review 2 weeks for any sore spots',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private / Denplan practice (FDI)
  defineCase({
    id: 'dp07-uk-typed-fdi-new-patient-opg-bw-x2-bpe-furcation-13-23-denplan-tp',
    style: 'UK',
    asr: false,
    transcript:
      'NP exam, private (Denplan enquiry). Last seen 3 yrs ago elsewhere. No c/o apart from food trapping UL. MH: hypothyroid (levothyroxine 100mcg), NKDA, smoker 10/day, alcohol 14 u/wk. EO: WNL, TMJ NAD. IO: OC screen NAD, linea alba B, mild crowding 13-23. BPE 232/3*32. O/E: 16 MO am, 17 MOD am, 26 DO comp, 27 D car, 36 O car, 37 FS intact, 46 crown. OPG: 38, 48 impacted mesioangular, no pathology. BW x2 R/L: 27 D car into dentine, 26 DO comp overhang D, 36 O car enamel only. Dx: generalised periodontitis stage II grade B. 27 D caries. Discussed Denplan Essentials £19.50/month vs PAYG, pt will think. Smoking cessation advice given, declined referral. TP: RSD w/ hygienist x2 visits, D comp 27, replace 26 DO comp (overhang), monitor 36. NV: hygienist RSD 1 of 2.',
    expect: {
      CC: 'NP exam, private (Denplan enquiry). Last seen 3 yrs ago elsewhere. No c/o apart from food trapping UL',
      'MED HX': 'Hypothyroid (levothyroxine 100mcg), NKDA, smoker 10/day, alcohol 14 u/wk',
      EXTRA: 'WNL, TMJ NAD',
      INTRA: 'OC screen NAD, linea alba B, mild crowding 13-23',
      PERIO: 'BPE 232/3*32',
      DENTAL: [
        ['16', 'MO am'],
        ['17', 'MOD am'],
        ['26', 'DO comp'],
        ['27', 'D car'],
        ['36', 'O car'],
        ['37', 'FS intact'],
        ['46', 'Crown'],
      ],
      RADIO:
        'OPG: 38, 48 impacted mesioangular, no pathology. BW x2 R/L: 27 D car into dentine, 26 DO comp overhang D, 36 O car enamel only',
      DX: ['Generalised periodontitis stage II grade B', '27 D caries'],
      CONSULT:
        'Discussed Denplan Essentials £19.50/month vs PAYG, pt will think. Smoking cessation advice given, declined referral',
      'TX PLAN': ['RSD w/ hygienist x2 visits', 'D composite 27', 'Replace 26 DO composite (overhang)', 'Monitor 36'],
      NV: ['Hygienist RSD 1 of 2'],
    },
  }),
  defineCase({
    id: 'dp08-uk-asr-fdi-check-up-spoken-chart-one-six-m-o-amalgam-s-and-p-whitening-quote',
    style: 'UK',
    asr: true,
    transcript:
      "check up no problems medical history no change nkda extra oral nad intra oral nad bpe one one one one one two charting one six m o amalgam sound two six d o comp sound three six o caries small four six m o d amalgam ditched distal margin one seven and two seven fissure sealants intact no bitewings due this time diagnosis three six occlusal caries s and p ohi she asked about whitening quoted three hundred and fifty pounds for home trays she'll think about it next visit occlusal composite three six recall six months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No change. NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 2',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'DO comp sound'],
        ['36', 'O caries small'],
        ['46', 'MOD amalgam ditched D margin'],
        ['17', 'Fissure sealants intact'],
        ['27', 'Fissure sealants intact'],
      ],
      RADIO: 'No bitewings due this time',
      DX: ['36 O caries'],
      CONSULT: "She asked about whitening. Quoted £350 for home trays. She'll think about it",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S and P', 'OHI'],
      NV: ['O composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dp09-uk-typed-fdi-private-crown-prep-36-lig-idb-art-infil-trios-temp-crown',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 36 (private, £695 quoted + accepted at last visit). No sx since temp dressing. MH: NC, NKDA. 36 MOD comp large, cracked ML cusp, EPT +ve, not TTP. 35 DO am sound. 37 O comp sound. LA 1 x 2.2 ml Lig 2% 1:80k adr IDB left. LA 1 x 2.2 ml Art 4% 1:100k adr buccal infil 36. Old comp removed, crack confirmed ML cusp, stops short of pulp floor. Core w/ Luxacore. Crown prep 36 for e.max, 1 mm chamfer. Cord 00 + Expasyl. Scanned w/ Trios, bite scan. Shade A3. Temp crown Protemp, TempBond NE. Occlusion checked. POIG. NV: fit crown 36 2/52.',
    expect: {
      CC: 'Crown prep 36 (private, £695 quoted + accepted at last visit). No sx since temp dressing',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['36', 'MOD comp large, cracked ML cusp, EPT +ve, not TTP'],
        ['35', 'DO am sound'],
        ['37', 'O comp sound'],
      ],
      'TX TODAY': ['Crown prep 36', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Old comp removed',
        'Crack confirmed ML cusp',
        'Stops short of pulp floor',
        'Core w/ Luxacore',
        'Crown prep 36 for e.max',
        '1 mm chamfer',
        'Cord 00 + Expasyl',
        'Scanned w/ Trios',
        'Bite scan',
        'Shade A3',
        'Temp crown Protemp',
        'TempBond NE',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'dp10-uk-asr-fdi-therapist-second-rsd-ll-lr-quads-lower-left-eight-is-38',
    style: 'UK',
    asr: true,
    transcript:
      'second rsd visit lower left and lower right quads gums feeling better since last time medical history no change type two diabetic hba one c fifty eight nkda pocket depths lower left sextant five to six millimetres bleeding on probing thirty percent la two point two mls articaine four percent one in one hundred thousand adrenaline id block left plus lingual infiltration lower left then one cartridge articaine id block right um rsd lower left and lower right quads with the piezo and gracey curettes subgingival calculus heavy lower right molars ohi single tufted brush for the distal of lower left eight she said the numbness last time lasted all afternoon review six weeks with a full pocket chart',
    expect: {
      CC: 'Second RSD visit lower left and lower right quads. Gums feeling better since last time',
      'MED HX': 'No change. Type 2 diabetic. HbA1c 58. NKDA',
      PERIO: 'Pocket depths lower left sextant 5 to 6 mm. Bleeding on probing 30%',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + lingual infiltration lower left',
        'LA: 1 cartridge articaine, IDB right',
        'RSD lower left and lower right quads with the piezo and Gracey curettes',
        'Subgingival calculus heavy lower right molars',
        'OHI single tufted brush for the distal of 38',
      ],
      NOTES: 'She said the numbness last time lasted all afternoon',
      'F/U': 'Review 6 weeks with a full pocket chart',
    },
  }),
  defineCase({
    id: 'dp11-uk-typed-fdi-emergency-bonded-retainer-33-43-rebonded-at-42-appends-nv',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg, private. Lower bonded retainer 33-43 came loose at 42 yesterday, no pain. MH: NC, NKDA. IO: retainer wire intact, composite pad debonded 42, other pads sound. Calculus lingual lower incisors. 42 sound, no caries. Options: rebond vs remove + Essix. Pt wants rebond. Isolation w/ OptraGate. Etched 30s, bond. Retainer rebonded at 42 w/ flowable comp. Occlusion checked, no contact on wire. Scaled lingual 33-43. Fee £60 explained. Advised avoid biting hard foods with front teeth. RV at routine recall.',
    appends: [
      'Add to notes: ortho done at another practice in 2019.',
      'Next visit: Essix retainer impressions if it debonds again.',
    ],
    expect: {
      CC: 'Emerg, private. Lower bonded retainer 33-43 came loose at 42 yesterday, no pain',
      'MED HX': 'NC, NKDA',
      INTRA: 'Retainer wire intact, composite pad debonded 42, other pads sound',
      PERIO: 'Calculus lingual lower incisors',
      DENTAL: [['42', 'Sound, no caries']],
      CONSULT:
        'Options: rebond vs remove + Essix. Pt wants rebond. Fee £60 explained. Advised avoid biting hard foods with front teeth',
      TX: [
        'Isolation w/ OptraGate',
        'Etched 30s',
        'Bond',
        'Retainer rebonded at 42 w/ flowable comp',
        'Occlusion checked',
        'No contact on wire',
        'Scaled lingual 33-43',
      ],
      NOTES: 'Ortho done at another practice in 2019',
      NV: ['Essix retainer impressions if it debonds again'],
      'F/U': 'RV at routine recall',
    },
  }),
  defineCase({
    id: 'dp12-uk-asr-fdi-whitening-consult-upper-anteriors-13-to-23-shade-impressions',
    style: 'UK',
    asr: true,
    transcript:
      "private consultation for whitening she wants her upper anteriors whiter for her wedding this summer medical history fit and well nkda intra oral nad bpe one one one one one one two one mesial composite stained explained the composite on two one won't whiten and may need replacing after discussed sensitivity and ten percent carbamide peroxide quoted three hundred and ninety five pounds she's going ahead consent form signed shade taken a three across one three to two three upper and lower alginate impressions for whitening trays photos taken next visit fit whitening trays in two weeks",
    expect: {
      CC: 'Private consultation for whitening. She wants her upper anteriors whiter for her wedding this summer',
      'MED HX': 'Fit and well. NKDA',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [['21', 'M composite stained']],
      CONSULT:
        "Explained the composite on 21 won't whiten and may need replacing after. Discussed sensitivity and 10% carbamide peroxide. Quoted £395. She's going ahead",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Impressions'],
      TX: [
        'Shade taken A3 across 13 to 23',
        'Upper and lower alginate impressions for whitening trays',
        'Photos taken',
      ],
      NV: ['Fit whitening trays in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK practice using Palmer
  defineCase({
    id: 'dp13-uk-typed-palmer-terse-nhs-recall-ur6-hash-p-cusp-all-8s-present-tp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Recall, NHS. MH NC. BPE 111/112. O/E: UR6 MO am, # P cusp. LL6 O car. All 8s present. BW x2 R/L: LL6 O car into dentine. TP: MODP comp UR6, O comp LL6. Band 2, pt agreed. RV 6/12.',
    expect: {
      CC: 'Recall, NHS',
      'MED HX': 'NC',
      PERIO: 'BPE 111/112',
      DENTAL: [
        ['UR6', 'MO am, # P cusp', 'P cusp'],
        ['LL6', 'O car'],
        ['UR8', 'Present'],
        ['UL8', 'Present'],
        ['LL8', 'Present'],
        ['LR8', 'Present'],
      ],
      RADIO: 'BW x2 R/L: LL6 O car into dentine',
      CONSULT: 'Band 2, pt agreed',
      'TX PLAN': ['MODP composite UR6', 'O composite LL6'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'dp14-uk-asr-palmer-child-hall-crown-lre-separators-sorry-mo-nv-gic-ure',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "six year old attended with mum for the hall crown on lower right e mum says he's had no pain medical history fit and well nkda lower right e occlusal caries into dentine not tender no swelling lower right d sound upper right e disto occlusal caries sorry mesio occlusal caries upper left e sound no la separators removed contacts open hall crown size four lower right e cemented with glass ionomer excess removed occlusion a bit high as expected explained to mum the bite will settle in a few weeks fluoride varnish applied he was a superstar next visit mesio occlusal gic upper right e recall three months",
    expect: {
      CC: "Hall crown on LRE. Mum says he's had no pain",
      'MED HX': 'Fit and well. NKDA',
      DENTAL: [
        ['LRE', 'O caries into dentine not tender no swelling'],
        ['LRD', 'Sound'],
        ['URE', 'MO caries'],
        ['ULE', 'Sound'],
      ],
      CONSULT: 'Explained to mum the bite will settle in a few weeks',
      'TX TODAY': ['SSC LRE', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Separators removed',
        'Contacts open',
        'Hall crown size 4 LRE cemented with glass ionomer',
        'Excess removed',
        'Occlusion a bit high as expected',
        'Fluoride varnish applied',
      ],
      NOTES: '6 year old attended with mum. He was a superstar',
      NV: ['MO GIC URE'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dp15-uk-typed-palmer-xla-ul5-root-warfarin-inr-surgicel-pt-tol-well',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UL5 root (NHS Band 2 as per TP). MH: NC, warfarin (AF), INR 2.4 today (CoaguChek), NKDA. UL5 retained root, buccal sinus, not TTP. UL4 MO comp sound. UL6 crown sound. PA UL5 (last visit): single root, PA area. LA 2.2 ml Art 4% 1:100k adr buccal + palatal infil UL5. XLA UL5 w/ luxator + upper root forceps, root complete. Surgicel + 2 x 3-0 Vicryl Rapide. Haemostasis achieved after 10 min pressure. POIG verbal + written (no aspirin/ibuprofen). Pt tol well. RV 1/52 if any bleeding, otherwise next recall.',
    expect: {
      CC: 'XLA UL5 root (NHS Band 2 as per TP)',
      'MED HX': 'NC, warfarin (AF), INR 2.4 today (CoaguChek), NKDA',
      DENTAL: [
        ['UL5', 'Retained root, buccal sinus, not TTP'],
        ['UL4', 'MO comp sound'],
        ['UL6', 'Crown sound'],
      ],
      RADIO: 'PA UL5 (last visit): single root, PA area',
      'TX TODAY': ['Extraction UL5'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL5',
        'XLA UL5 w/ luxator + upper root forceps',
        'Root complete',
        'Surgicel + 2 x 3-0 Vicryl Rapide',
        'Haemostasis achieved after 10 min pressure',
        'POIG verbal + written (no aspirin/ibuprofen)',
      ],
      NOTES: 'Pt tol well',
      'F/U': 'RV 1 week if any bleeding, otherwise next recall',
    },
  }),
  defineCase({
    id: 'dp16-uk-asr-palmer-dry-socket-ll8-alvogyl-no-title-smoker',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended complaining of pain after the extraction of lower left eight four days ago throbbing up to the ear not sleeping medical history no change smokes twenty a day nkda extra oral no swelling no lymph nodes palpable intra oral lower left eight socket empty no clot food debris in the socket lower left seven sound not tender diagnosis dry socket lower left eight la two point two mls lignocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left eight socket irrigated with warm saline alvogyl placed told him to stop smoking for a few days and start warm salt water rinses tomorrow review in three days',
    expect: {
      CC: 'Pain after the extraction of LL8 4 days ago. Throbbing up to the ear. Not sleeping',
      'MED HX': 'No change. Smokes 20 a day. NKDA',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'LL8 socket empty. No clot. Food debris in the socket',
      DENTAL: [['LL7', 'Sound not tender']],
      DX: ['Dry socket LL8'],
      CONSULT: 'Told him to stop smoking for a few days and start warm salt water rinses tomorrow',
      TX: [
        'LA: 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LL8',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review in 3 days',
    },
  }),
  defineCase({
    id: 'dp17-uk-typed-palmer-hygienist-rsd-ur-lr-quads-6ppc-lr3-ll3-two-la-lines',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "RSD visit 1 of 2 (hygienist): UR + LR quads as per dentist's TP. MH: NC, T2DM (metformin), last HbA1c 61, ex-smoker, NKDA. BPE 4*33/434 (Dr, last visit). 6PPC: UR6 DB 7 mm, LR6 MB 6 mm + furcation grade I, LR7 D 5 mm. BOP 42%. PI 55%. Supra calculus LR3-LL3 lingual. LA 2.2 ml Art 4% 1:100k adr buccal + palatal infil UR quad. LA 2.2 ml Lig 2% 1:80k adr IDB right. RSD UR quad + LR quad w/ Cavitron + Gracey curettes. Supra scale LR3-LL3. OHI: TePe 0.6 + 0.8 for UR, single tuft for LR7 distal. Pt motivated, says diabetes nurse also on at him. NV: RSD 2 of 2 UL + LL quads 2/52.",
    expect: {
      CC: "RSD visit 1 of 2 (hygienist): UR + LR quads as per dentist's TP",
      'MED HX': 'NC, T2DM (metformin), last HbA1c 61, ex-smoker, NKDA',
      PERIO:
        'BPE 4*33/434 (Dr, last visit). 6PPC: UR6 DB 7 mm, LR6 MB 6 mm + furcation grade I, LR7 D 5 mm. BOP 42%. PI 55%. Supra calculus LR3-LL3 lingual',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR quad',
        'LA: 2.2 ml lignocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD UR quad + LR quad w/ Cavitron + Gracey curettes',
        'Supra scale LR3-LL3',
        'OHI: TePe 0.6 + 0.8 for UR',
        'Single tuft for LR7 distal',
      ],
      NOTES: 'Pt motivated, says diabetes nurse also on at him',
      NV: ['RSD 2 of 2 UL + LL quads 2 weeks'],
    },
  }),
  defineCase({
    id: 'dp18-uk-asr-palmer-check-up-tooth-two-six-retainer-ur3-to-ul3-appends-change-recall',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up medical history no change nkda extra oral nad intra oral nad bpe two one two two two two lingual calculus lower right three to lower left three upper right six m o d amalgam sound tooth two six crown margins fine lower left six occlusal caries small lower incisors crowded but stable upper right three to upper left three fixed retainer intact bitewings both sides caries lower left six in enamel only otherwise clear diagnosis early caries lower left six explained we'll watch it and the varnish should help it harden scale and polish ohi duraphat varnish on lower left six recall six months",
    appends: ['add to chart lower right seven fissure sealant partly lost', 'change six months to nine months'],
    expect: {
      CC: 'Check up',
      'MED HX': 'No change. NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD. Lower incisors crowded but stable. UR3 to UL3 fixed retainer intact',
      PERIO: 'BPE 2 1 2 / 2 2 2. Lingual calculus LR3 to LL3',
      DENTAL: [
        ['UR6', 'MOD amalgam sound'],
        ['UL6', 'Crown margins fine'],
        ['LL6', 'O caries small'],
        ['LR7', 'Fissure sealant partly lost'],
      ],
      RADIO: 'Bitewings both sides caries LL6 in enamel only. Otherwise clear',
      DX: ['Early caries LL6'],
      CONSULT: "Explained we'll watch it and the varnish should help it harden",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish LL6'],
      TX: ['Scale and polish', 'OHI', 'Duraphat varnish LL6'],
      'F/U': 'Recall 9 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general practice (Universal)
  defineCase({
    id: 'dp19-us-typed-d0120-d1110-d0274-4bwx-psr-22-27-coded-tx-plan-delta-rtc-6-mo',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'D0120 periodic eval, D1110 adult prophy, D0274 4BWX. No complaints. Med hx: HTN (lisinopril 10 mg), hyperlipidemia (atorvastatin), NKDA. BP 128/82. EO: WNL. IO: WNL, OCS neg. PSR 2 2 2 / 2 3 2. Lingual calculus #22-27, BOP localized #30-31. Charting: #3 MOD amalgam, #14 PFM crown, #19 DO comp, #30 MO car, #31 O amalgam sound. 4BWX: #30 MO car into dentin, #3 recurrent caries D, bone levels WNL. Dx: caries #30 MO, recurrent caries #3. D1110 adult prophy w/ Cavitron + hand scaling. Polish, floss. OHI. Tx plan: D2392 MO comp #30, D2740 crown #3 (pre-auth to Delta). Pt informed est. ins coverage 80% fillings, 50% crowns. RTC 6 mo.',
    expect: {
      CC: 'D0120 periodic eval, D1110 adult prophy, D0274 4BWX. No complaints',
      'MED HX': 'HTN (lisinopril 10 mg), hyperlipidemia (atorvastatin), NKDA. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL, OCS neg',
      PERIO: 'PSR 2 2 2 / 2 3 2. Lingual calculus #22-27, BOP localized #30-31',
      DENTAL: [
        ['3', 'MOD amalgam'],
        ['14', 'PFM crown'],
        ['19', 'DO comp'],
        ['30', 'MO car'],
        ['31', 'O amalgam sound'],
      ],
      RADIO: '4BWX: #30 MO car into dentin, #3 recurrent caries D, bone levels WNL',
      DX: ['Caries #30 MO', 'Recurrent caries #3'],
      CONSULT: 'Pt informed est. ins coverage 80% fillings, 50% crowns',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['D1110 adult prophy w/ Cavitron + hand scaling', 'Polish', 'Floss', 'OHI'],
      'TX PLAN': ['D2392 MO composite #30', 'D2740 crown #3 (pre-auth to Delta)'],
      'F/U': 'RTC 6 mo',
    },
  }),
  defineCase({
    id: 'dp20-us-asr-spoken-d2392-mo-composite-30-one-to-one-hundred-k-nv-d2740',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for the d twenty three ninety two two surface composite on number thirty no changes to medical history still on lisinopril nkda number thirty mesial occlusal caries numbers twenty nine and thirty one sound topical then two carpules lido two percent one to one hundred k epi right ianb plus buccal infiltration on thirty um isolite tofflemire and wedge caries removed moderately deep no exposure vitrebond etch bond mesial occlusal composite number thirty shade a three cured occlusion adjusted polished floss through the contact patient tolerated well post op instructions given next visit d twenty seven forty crown on number three",
    expect: {
      CC: 'D2392 2 surface composite on #30',
      'MED HX': 'No changes to medical history. Still on lisinopril. NKDA',
      DENTAL: [
        ['30', 'MO caries'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      'TX TODAY': ['MO composite #30'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Isolite',
        'Tofflemire and wedge',
        'Caries removed moderately deep',
        'No exposure',
        'Vitrebond',
        'Etch',
        'Bond',
        'MO composite #30',
        'Shade A3',
        'Cured',
        'Occlusion adjusted',
        'Polished',
        'Floss through the contact',
        'Post-op instructions given',
      ],
      NOTES: 'Patient tolerated well',
      NV: ['D2740 crown #3'],
    },
  }),
  defineCase({
    id: 'dp21-us-asr-spoken-d2740-crown-3-prepped-fractured-dl-cusp-d2950-buildup-itero',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'crown prep on number three the d twenty seven forty was approved by insurance last week no changes medically nkda number three large m o d amalgam recurrent caries on the distal fractured distolingual cusp numbers two and four sound two carpules articaine four percent one to one hundred k epi buccal and palatal infiltration number three amalgam and decay removed core buildup d twenty nine fifty with fluorocore then d twenty seven forty crown number three prepped for zirconia one millimeter chamfer double cord scanned with itero shade a two temp crown with luxatemp cemented with tempbond occlusion checked no complications patient tolerated well next visit seat crown three in two weeks',
    expect: {
      CC: 'Crown prep on #3',
      'MED HX': 'No changes medically. NKDA',
      DENTAL: [
        ['3', 'Large MOD amalgam recurrent D caries fractured DL cusp', 'DL cusp'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      CONSULT: 'D2740 was approved by insurance last week',
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Amalgam and decay removed',
        'Core buildup D2950 with Fluorocore',
        'D2740 crown #3 prepped for zirconia',
        '1 mm chamfer',
        'Double cord',
        'Scanned with iTero',
        'Shade A2',
        'Temp crown with Luxatemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'No complications',
      ],
      NOTES: 'Patient tolerated well',
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dp22-us-typed-d0140-limited-abscess-19-i-and-d-irrigated-rx-amoxicillin-hash-21',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "D0140 limited eval + D0220 PA #19. Pt c/o throbbing LL x 3 days, swelling since last night, kept awake. Med hx: T2DM (metformin), NKDA. EO: temp 99.1 F, mild swelling L mandible, LAD L submand. IO: fluctuant vestibular swelling buccal #19. #19 DO comp large, TTP ++, cold neg, mob 1. #18, #20 WNL. PA #19: PARL M + D roots, widened PDL. Dx: symptomatic apical periodontitis w/ acute apical abscess #19. Discussed RCT (D3330) vs ext (D7140); pt wants to save tooth but can't afford RCT until ins renews, ins max reached. 1 carp 2% lido 1:100k epi buccal infil #19. D7510 I&D vestibular abscess, purulent drainage, irrigated w/ saline. Rx: amoxicillin 500 mg #21 sig 1 cap TID x 7 days. Rx: ibuprofen 600 mg #20 sig 1 tab q6h prn pain. POI given. RTC 3 days. NV: D3330 RCT #19 (pulpectomy first if still symptomatic).",
    expect: {
      CC: 'D0140 limited eval + D0220 PA #19. Throbbing LL x 3 days, swelling since last night, kept awake',
      'MED HX': 'T2DM (metformin), NKDA',
      EXTRA: 'Temp 99.1 F, mild swelling L mandible, LAD L submand',
      INTRA: 'Fluctuant vestibular swelling buccal #19',
      DENTAL: [
        ['19', 'DO comp large, TTP ++, cold neg, mob 1'],
        ['18', 'WNL'],
        ['20', 'WNL'],
      ],
      RADIO: 'PA #19: PARL M + D roots, widened PDL',
      DX: ['Symptomatic apical periodontitis w/ acute apical abscess #19'],
      CONSULT:
        "Discussed RCT (D3330) vs ext (D7140); pt wants to save tooth but can't afford RCT until ins renews, ins max reached",
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #19',
        'D7510 I&D vestibular abscess',
        'Purulent drainage',
        'Irrigated w/ saline',
        'Rx: amoxicillin 500 mg #21 sig 1 cap TID x 7 days',
        'Rx: ibuprofen 600 mg #20 sig 1 tab q6h prn pain',
        'POI given',
      ],
      NV: ['D3330 RCT #19 (pulpectomy first if still symptomatic)'],
      'F/U': 'RTC 3 days',
    },
  }),
  defineCase({
    id: 'dp23-us-asr-spoken-d4341-srp-ur-lr-two-la-lines-arestin-nv-perio-maintenance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for s r p upper right and lower right d forty three forty one times two as planned insurance approved it medical history no changes type two diabetes a one c seven point two nkda blood pressure one thirty four over eighty six pockets four to six millimeters upper right and lower right on last visit's chart bleeding on probing forty percent two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent buccal infiltration upper right quad scaling and root planing upper right and lower right with the cavitron and gracey curettes numbers two and thirty one heavy subgingival calculus arestin placed in the deepest sites ohi with interdental brushes and a water flosser patient tolerated well next visit s r p upper left and lower left in two weeks then perio maintenance in three months",
    expect: {
      CC: 'SRP upper right and lower right D4341 times 2 as planned',
      'MED HX': 'No changes. Type 2 diabetes. A1c 7.2. NKDA. Blood pressure 134/86',
      PERIO: "Pockets 4 to 6 mm upper right and lower right on last visit's chart. Bleeding on probing 40%",
      CONSULT: 'Insurance approved it',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration upper right quad',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        '#2, #31 heavy subgingival calculus',
        'Arestin placed in the deepest sites',
        'OHI with interdental brushes and a water flosser',
      ],
      NOTES: 'Patient tolerated well',
      NV: ['SRP upper left and lower left in 2 weeks', 'Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'dp24-us-typed-d7210-surgical-ext-17-n2o-hash-8-round-bur-ant-post-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'D7210 surgical ext #17, D9230 N2O. Recurrent pericoronitis #17, 3 episodes this yr. Med hx: no changes, sertraline, allergic to PCN (hives). BP 122/78. #17 partially erupted, D caries, operculum quiet today. #18 DO comp sound. Pano + FMX (prev): #17 mesioangular, roots close to IAN canal, #1, #16, #32 missing, bone levels WNL ant/post. Risks reviewed incl. paresthesia, dry socket. Written consent signed. N2O 30% titrated. 2 carps 2% lido 1:100k epi L IANB + long buccal. Full thickness flap, buccal bone removed w/ #8 round, tooth sectioned, delivered in 2 pieces. Socket irrigated, curetted. 2 x 3-0 chromic gut. Hemostasis w/ gauze. No comp. 100% O2 x 5 min. Rx: clindamycin 300 mg #28 sig 1 cap QID x 7 days. Rx: ibuprofen 600 mg #20 sig 1 tab q6h prn. POI verbal + written. Pt tol well. RTC 1 wk post-op.',
    appends: ['Add to notes: driver (husband) in waiting room.', 'Add to treatment: gauze pack given to take home.'],
    expect: {
      CC: 'D7210 surgical ext #17, D9230 N2O. Recurrent pericoronitis #17, 3 episodes this yr',
      'MED HX': 'No changes, sertraline, allergic to PCN (hives). BP 122/78',
      DENTAL: [
        ['17', 'Partially erupted, D caries, operculum quiet today'],
        ['18', 'DO comp sound'],
      ],
      RADIO:
        'Pano + FMX (prev): #17 mesioangular, roots close to IAN canal, #1, #16, #32 missing, bone levels WNL ant/post',
      CONSULT: 'Risks reviewed incl. paresthesia, dry socket',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'N2O 30% titrated',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + long buccal',
        'Full thickness flap',
        'Buccal bone removed w/ #8 round',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Socket irrigated',
        'Curetted',
        '2 x 3-0 chromic gut',
        'Hemostasis w/ gauze',
        'No comp',
        '100% O2 x 5 min',
        'Rx: clindamycin 300 mg #28 sig 1 cap QID x 7 days',
        'Rx: ibuprofen 600 mg #20 sig 1 tab q6h prn',
        'POI verbal + written',
        'Gauze pack given to take home',
      ],
      NOTES: 'Pt tol well. Driver (husband) in waiting room',
      'F/U': 'RTC 1 wk post-op',
    },
  }),

  // ---------------------------------------------------------------- 5. US paediatric practice (Universal, letters)
  defineCase({
    id: 'dp25-us-typed-child-d0120-d1120-d1206-2bwx-letters-chart-coded-plan-sealants',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom. D0120 periodic eval, D1120 child prophy, D1206 FV, D0272 2BWX. Mom reports no pain, gums sometimes bleed when brushing. Med hx: healthy, no meds, NKDA. EO: WNL. IO: WNL. Gingiva: generalized mild gingivitis, plaque ant/post. Charting: #A, #J sound. #B DO car. #K O comp intact. #L D car. #S, #T sound. #3, #14, #19, #30 erupting. 2BWX: #B DO car into dentin, #L D car enamel only. Dx: caries #B. D1120 child prophy. D1206 FV 5% NaF. OHI w/ mom, flossing demo. Mom counseled re juice between meals. Pt coop, tol well. Tx plan: D2392 DO comp #B, D1351 sealants #3, #14, #19, #30 when erupted. RTC 6 mo.',
    expect: {
      CC: 'D0120 periodic eval, D1120 child prophy, D1206 FV, D0272 2BWX. Mom reports no pain, gums sometimes bleed when brushing',
      'MED HX': 'Healthy, no meds, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Gingiva: generalized mild gingivitis, plaque ant/post',
      DENTAL: [
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['B', 'DO car'],
        ['K', 'O comp intact'],
        ['L', 'D car'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
      ],
      RADIO: '2BWX: #B DO car into dentin, #L D car enamel only',
      DX: ['Caries #B'],
      CONSULT: 'Mom counseled re juice between meals',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['D1120 child prophy', 'D1206 FV 5% NaF', 'OHI w/ mom', 'Flossing demo'],
      'TX PLAN': ['D2392 DO composite #B', 'D1351 sealants #3, #14, #19, #30 when erupted'],
      NOTES: '6 y/o w/ mom. Pt coop, tol well',
      'F/U': 'RTC 6 mo',
    },
  }),
  defineCase({
    id: 'dp26-us-asr-child-spoken-d1351-sealants-3-14-19-30-isolite-insurance-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for sealants on the six year molars numbers three fourteen nineteen and thirty d thirteen fifty one times four he's seven dad's with him dad says no problems healthy no meds nkda numbers three fourteen nineteen and thirty fully erupted deep grooves no caries letters k and l occlusal composites intact letters a and j sound um isolation with isolite etched rinsed dried fissure sealants three fourteen nineteen and thirty cured checked with an explorer occlusion checked fluoride varnish he was a rockstar dad asked if insurance covers sealants told him his plan pays a hundred percent rtc six months",
    expect: {
      CC: 'Sealants on the 6 year molars #3, #14, #19, #30 D1351 times 4. Dad says no problems',
      'MED HX': 'Healthy. No meds. NKDA',
      DENTAL: [
        ['3', 'Fully erupted deep grooves no caries'],
        ['14', 'Fully erupted deep grooves no caries'],
        ['19', 'Fully erupted deep grooves no caries'],
        ['30', 'Fully erupted deep grooves no caries'],
        ['K', 'O composites intact'],
        ['L', 'O composites intact'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      CONSULT: 'Dad asked if insurance covers sealants. Told him his plan pays 100%',
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolation with Isolite',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants #3, #14, #19, #30',
        'Cured',
        'Checked with an explorer',
        'Occlusion checked',
        'Fluoride varnish',
      ],
      NOTES: "He's 7. Dad's with him. He was a rockstar",
      'F/U': 'RTC 6 months',
    },
  }),
  defineCase({
    id: 'dp27-us-typed-child-d3220-pulpotomy-d2930-ssc-s-n2o-tell-show-do-nv-d2391-k',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ grandma. D3220 pulpotomy + D2930 SSC #S, D9230 N2O, as per tx plan. No pain reported. Med hx: asthma (albuterol PRN, used this AM), NKDA. #S DO car deep, no swelling, no mobility. #T O comp intact. #K O car small. N2O/O2 40% titrated. Tell-show-do. Topical 20% benzocaine. 1 carp 2% lido 1:100k epi R IANB. RD. Caries removed, carious exposure. Pulpotomy #S w/ MTA, hemostasis in 2 min. RMGIC base. SSC #S size 4 cemented w/ Ketac Cem. Occlusion checked. 100% O2 x 5 min. Pt coop, cried during LA, settled after. POI given to grandma. Advised grandma to watch for lip/cheek biting. RTC 6 mo recall. NV: D2391 O comp #K.',
    expect: {
      CC: 'D3220 pulpotomy + D2930 SSC #S, D9230 N2O, as per tx plan. No pain reported',
      'MED HX': 'Asthma (albuterol PRN, used this AM), NKDA',
      DENTAL: [
        ['S', 'DO car deep, no swelling, no mobility'],
        ['T', 'O comp intact'],
        ['K', 'O car small'],
      ],
      CONSULT: 'Advised grandma to watch for lip/cheek biting',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O/O2 40% titrated',
        'Tell-show-do',
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'RD',
        'Caries removed',
        'Carious exposure',
        'Pulpotomy #S w/ MTA',
        'Hemostasis in 2 min',
        'RMGIC base',
        'SSC #S size 4 cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 x 5 min',
        'POI given to grandma',
      ],
      NOTES: '5 y/o w/ grandma. Pt coop, cried during LA, settled after',
      NV: ['D2391 O composite #K'],
      'F/U': 'RTC 6 mo recall',
    },
  }),
  defineCase({
    id: 'dp28-us-asr-child-emergency-d0140-abscess-l-d7140-extraction-band-and-loop-d1510',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'eight year old with mom emergency limited exam d zero one forty swelling lower left since yesterday letter l hurts to chew medical history healthy amoxicillin allergy causes a rash no meds extraoral no facial swelling intraoral parulis buccal to letter l letter l large m o d caries grade two mobility tender to percussion letter k occlusal composite intact number nineteen erupted sound p a of l furcation radiolucency resorption of the mesial root premolar bud intact diagnosis chronic apical abscess letter l discussed pulpectomy versus extraction mom chose extraction and a space maintainer consent signed by mom topical one carpule lidocaine two percent one to one hundred thousand epi left ianb could you pass me the lower primary molar forceps please thanks extracted letter l with forceps d seventy one forty roots complete no complications gauze pack hemostasis achieved post op instructions given to mom told mom soft food for the rest of the day mom asked if the adult tooth will come in okay told her the premolar should come in around ten or eleven and the space maintainer holds the room she wanted the tooth for the tooth fairy so we put it in a little box child tolerated well next visit band and loop space maintainer for the letter l space d fifteen ten in one week',
    expect: {
      CC: 'Emergency limited exam D0140. Swelling lower left since yesterday. #L hurts to chew',
      'MED HX': 'Healthy. Amoxicillin allergy causes a rash. No meds',
      EXTRA: 'No facial swelling',
      INTRA: 'Parulis buccal to #L',
      DENTAL: [
        ['L', 'Large MOD caries grade 2 mobility tender to percussion'],
        ['K', 'O composite intact'],
        ['19', 'Erupted sound'],
      ],
      RADIO: 'PA of #L furcation radiolucency. Resorption of the mesial root. Premolar bud intact',
      DX: ['Chronic apical abscess #L'],
      CONSULT:
        'Discussed pulpectomy versus extraction. Mom chose extraction and a space maintainer. Told mom soft food for the rest of the day. Mom asked if the adult tooth will come in okay. Told her the premolar should come in around 10 or 11 and the space maintainer holds the room',
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['Extraction #L'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #L with forceps D7140',
        'Roots complete',
        'No complications',
        'Gauze pack',
        'Hemostasis achieved',
        'Post-op instructions given to mom',
      ],
      NOTES: '8 year old with mom. She wanted the tooth for the tooth fairy so we put it in a little box. Child tolerated well',
      NV: ['Band and loop space maintainer for #L space D1510 in 1 week'],
    },
  }),
  defineCase({
    id: 'dp29-us-asr-child-new-patient-d0150-ecc-sdf-d1354-e-f-facial-appends-chart-c',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient four year old with mom and little brother d zero one fifty comprehensive exam mom's worried about dark spots on her upper front teeth she drinks milk at bedtime medical history born at thirty four weeks otherwise healthy no meds nkda extraoral wnl intraoral soft tissues normal lower incisors spaced plaque on the upper anteriors letters e and f cavitated caries on the facial letters d and g white spot lesions letters a b i j k l s and t sound diagnosis early childhood caries silver diamine fluoride d thirteen fifty four on e and f fluoride varnish d twelve oh six talked to mom about weaning the bedtime milk and brushing with a smear of fluoride toothpaste warned her the sdf will stain the spots black she's okay with that rtc three months for sdf reapplication",
    appends: ['add to notes little brother is due for his first visit next month', 'add to chart letter c white spot lesion'],
    expect: {
      CC: "New patient. D0150 comprehensive exam. Mom's worried about dark spots on her upper front teeth. She drinks milk at bedtime",
      'MED HX': 'Born at 34 weeks otherwise healthy. No meds. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues normal. Lower incisors spaced',
      PERIO: 'Plaque on the upper anteriors',
      DENTAL: [
        ['E', 'Cavitated F caries'],
        ['F', 'Cavitated F caries'],
        ['D', 'White spot lesions'],
        ['G', 'White spot lesions'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['C', 'White spot lesion'],
      ],
      DX: ['Early childhood caries'],
      CONSULT:
        "Talked to mom about weaning the bedtime milk and brushing with a smear of fluoride toothpaste. Warned her the SDF will stain the spots black. She's okay with that",
      'TX TODAY': ['SDF #E, #F', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride D1354 #E, #F', 'Fluoride varnish D1206'],
      NOTES: '4 year old with mom and little brother. Little brother is due for his first visit next month',
      'F/U': 'RTC 3 months for SDF reapplication',
    },
  }),
  defineCase({
    id: 'dp30-us-typed-child-d0150-comp-oral-eval-pano-class-ii-6-11-retained-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '11 y/o w/ mom. NP: D0150 comp oral eval, D0330 pano, D1120 prophy. Referred by school screening for crowding. Med hx: ADHD (methylphenidate), NKDA. EO: WNL, convex profile. IO: WNL. Class II div 1, OJ 7 mm, OB 80%. Upper anteriors #6-11 proclined. Lower incisors crowded ~4 mm. #A, #J, #K, #T retained, mobile. #3, #14, #19, #30 sealants intact. Pano: all permanent teeth present incl. 4 third molar buds, #4, #13, #20, #29 erupting, no pathology. Dx: Class II div 1 malocclusion w/ crowding. D1120 prophy. D1206 FV. Discussed ortho eval + timing w/ mom, mom agrees. Ins: ortho benefit $1,500 lifetime, mom to check. Referral to ortho. RTC 6 mo.',
    expect: {
      CC: 'NP: D0150 comp oral eval, D0330 pano, D1120 prophy. Referred by school screening for crowding',
      'MED HX': 'ADHD (methylphenidate), NKDA',
      EXTRA: 'WNL, convex profile',
      INTRA:
        'WNL. Class II div 1, OJ 7 mm, OB 80%. Upper anteriors #6-11 proclined. Lower incisors crowded ~4 mm',
      DENTAL: [
        ['A', 'Retained, mobile'],
        ['J', 'Retained, mobile'],
        ['K', 'Retained, mobile'],
        ['T', 'Retained, mobile'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      RADIO: 'Pano: all permanent teeth present incl. 4 third molar buds, #4, #13, #20, #29 erupting, no pathology',
      DX: ['Class II div 1 malocclusion w/ crowding'],
      CONSULT: 'Discussed ortho eval + timing w/ mom, mom agrees. Ins: ortho benefit $1,500 lifetime, mom to check',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['D1120 prophy', 'D1206 FV'],
      'TX PLAN': ['Referral to ortho'],
      NOTES: '11 y/o w/ mom',
      'F/U': 'RTC 6 mo',
    },
  }),
];
