// A seventy-fourth development batch (ids bx01–bx30), written blind from the labelling contract
// (contract.md, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is a busy day's notes from clinicians who
// type or dictate in heavy shorthand: "c/o", "pt", "NAD", "NKDA", "MH", "LA", "IDB", "inf", "RCT", "XLA", "PA", "BW",
// "OHI", "S+P", "FV", "TTP ++ / -ve", "EthCl +", "MOD amalg", "comp", "GIC", "temp", "NV", "R/V", "Rx amox 500 tds 5/7",
// slash intervals (1/52, 2/7, 6/12), arrows and "Δ", semicolon runs, section words as abbreviations (C/O, MH, E/O, I/O,
// O/E, Dx, Tx, Tx plan, NV), and recogniser-style notes where the clinician says the abbreviations aloud ("c slash o",
// "n k d a", "t t p", "l a", "i d b", "e slash o n a d", "r slash v six slash twelve", "two slash five two", "s plus p").
// Five clinicians:
//   bx01–bx05 a UK general dentist (FDI, typed shorthand): a terse recall, an emergency extirpation 36 with two LA lines
//     and a semicolon run, a lost filling 26 with a temp dressing, an emergency XLA 46 with spreading infection and
//     "Rx amox 500 tds 5/7", a child's check-up with FS + FV and a GIC planned (appended dictation);
//   bx06–bx10 a UK dentist typing Palmer shorthand (Palmer, typed): a very short sensitivity visit (Duraphat), RCT UR6
//     stage 2 with semicolons and "/" working lengths, a new perio patient with "BPE 4 3 3* / 4 4 3" and RSD UR + LR, a
//     child's XLA LRD, a 6/12 recall with S+P, a fractured ML cusp and an onlay planned;
//   bx11–bx15 a US general dentist (Universal, typed shorthand): a very short occlusal adjustment, a pulpectomy #30 with
//     "Tx:" and an Rx, SRP UR/LR with "Gracey 11/12 + 13/14" (appended dictation), a child's pulpotomy + SSC #L with an
//     arrow, a periodic exam with "no Δ" and "EO/IO WNL";
//   bx16–bx23 a US general dentist speaking abbreviations to the recogniser (Universal, recogniser-style): a very short
//     fractured cusp #14, an MOD amalgam #3, an obturation #19 (appended dictation), an extraction #32 for pericoronitis
//     with amox and ibuprofen, a perio maintenance visit, a child's recall with letters, a crown prep #30, a dry socket;
//   bx24–bx30 a UK dental therapist (FDI, recogniser-style): a very short hygiene visit, a child's FS 36, 46 + FV
//     (appended dictation), a first RSD visit with "b p e three two three star slash four three four", B composites 33,
//     34, a child's XLA 84 on prescription, a review after RSD with S+P, a child's DO GIC 75 (appended dictation).
// UK 17 (FDI 12, Palmer 5), US 13 (Universal, primary letters in bx14 and bx21); 15 typed (bx01–bx15) and 15
// recogniser-style (bx16–bx30: lower case, number words, no punctuation, abbreviations spoken letter by letter); 27 to
// 148 words (very short: bx01, bx06, bx11, bx16, bx24); five cases with appended dictation (bx05 typed "Add to
// notes: …" / "Change 3/12 to 4/12."; bx13 typed "Add to treatment: …" / "Change 1 wk to 2 wks."; bx18 recogniser "add to
// notes …" / "change two weeks to three weeks"; bx25 recogniser "add to notes …"; bx30 recogniser "add to notes …" /
// "change six slash twelve to three slash twelve"). DENTAL in 26 cases (not bx23, bx24, bx26, bx29).
//
// Judgement calls where the contract was silent:
// - Abbreviations spoken letter by letter are written as the abbreviation in capitals: "n k d a" → NKDA, "t t p" → TTP,
//   "n a d" → NAD, "w n l" → WNL, "l a" → LA, "i d b" → IDB, "i a n b" → IANB, "p o i g" → POIG, "p o i" → POI, "o h i" →
//   OHI, "t b i" → TBI, "f s" → FS, "f v" → FV, "g i c" → GIC, "x l a" → XLA, "r s d" → RSD, "s r p" → SRP, "p s r" →
//   PSR, "b o p" → BOP, "b w x" → BWX, "p a" → PA, "r c t" → RCT, "h t n" → HTN, "g p" → GP, "b c sealer" → "BC Sealer",
//   "r t c" → RTC, "m b cusp" / "d l cusp" → "MB cusp" / "DL cusp", "m o d" → MOD, "d o" → DO, "p p m" → ppm, "r x" → Rx,
//   "t i d" → TID; "r slash v" → "R/V", "s plus p" → "S+P" (the TX item as said, the title "Scale and polish"); "two
//   slash five two", "six slash twelve" are slash intervals and become "2 weeks", "6 months"; "b p e three two three star
//   slash four three four" → "BPE 3 2 3* / 4 3 4" (the star on the score before it).
// - Section abbreviations that the table does not list but that mean the same: "E/O" / "e slash o" and "I/O" / "i slash
//   o" are dropped like EO / IO; "Tx:" opening the treatment is dropped as a treatment header (bx04, bx12); spoken "c c",
//   "p m h", "d x", "t x plan", "n v", "e o", "i o" are the CC, PMH, dx, tx plan, NV, EO, IO headers. "C/O: nil" after
//   "Recall." leaves CC "Recall. Nil"; "c/o" inside a clause ("Check-up, no c/o", "Nil c/o") stays; "Sx" (symptoms)
//   is no header and stays.
// - A combined "EO/IO WNL", "E/O + I/O NAD" or spoken "e o i o w n l" writes the finding in both EXTRA and INTRA; the
//   trailing "OCS neg" (oral cancer screening) is INTRA.
// - Typed shorthand and symbols stay as typed in text fields, chart conditions and TX items ("NC", "No Δ", "EthCl ++
//   lingering", "mob I", "sens to air", "caries-free", "Caries removed → pulp exposure", "BPE 2 2 2 / 2 1 2 ↑
//   from last time (was 1s)", "R/V 1 week or sooner if swelling ↑"); only slash intervals become words. "Gracey 11/12 +
//   13/14" are curette names, not intervals; "10/day", "15/day", "14 units/wk", "hot/cold", "UR/LR", "UL/LL",
//   "lip/cheek" stay. "DH UL5" (dentine hypersensitivity) stays as typed in DX. "temp 37.9" in an E/O run is a
//   temperature (EXTRA), "Temp dressing" a treatment.
// - Semicolons: in TX a semicolon starts a new item (punctuation, like a full stop); in text fields typed semicolons are
//   kept ("No changes; metformin, atorvastatin; NKDA", "Options: RCT vs XLA; pt wants to keep it"); a semicolon between
//   two sections ("Risks explained; written consent") divides them. Typed working lengths joined by "/" stay one item.
// - LA lines: "lido" → lidocaine and "artic" → articaine (agent), "adr" → adrenaline, "epi" → epinephrine, "1:80k" /
//   "1:100k" → 1:80,000 / 1:100,000, "carps" → carpules, "1x2.2ml" → "1 x 2.2 ml", "bucc inf" / "buccal infil" → buccal
//   infiltration, "ling inf" → lingual infiltration, "pal inf" → palatal infiltration, a side letter "L" / "R" → left /
//   right written after the technique; two typed LA sentences are two LA items; "plus long buccal" after an IANB is kept
//   as said ("IANB right + long buccal"); quadrant words after an infiltration stay ("UR", "upper left").
// - Rx shorthand is kept as typed or said, only the interval in words ("Rx amox 500 tds 5 days", "Rx amox 500 mg TID for
//   7 days", "Rx ibuprofen 600 mg q6h x 3 days"); a second drug said straight after is its own TX item.
// - Titles: "Duraphat varnish UL5" → "Fluoride varnish UL5"; "FV …" / "f v applied" → "Fluoride varnish"; "S+P" / "s plus
//   p" and "supragingival scale and polish" → "Scale and polish"; "OHI + TBI w/ mum" → "OHI"; "Temp dressing 26
//   (Kalzinol)" → "Temporary dressing 26"; "Pulpotomy #L … SSC #L (size 4) cemented …" gives both titles; "Temp crown with
//   Integrity" → "Temporary crown"; "periodontal maintenance full mouth …" → "Periodontal maintenance"; RCT UR6 stage 2
//   with no procedure in TX takes "RCT UR6" from the CC; "pulpectomy #30" is the title of a first RCT visit; an
//   occlusal adjustment, Arestin, canal irrigation, socket irrigation and "packed with dry socket paste" are no titles,
//   and the dry-socket and post-filling reviews take none from a CC that says the work was done before.
// - NV / TX PLAN use the table names ("MO comp #2" → "MO composite #2", "comps #2 + #18 (1 appt)" → "Composites #2 + #18
//   (1 appt)", "crown seat" → "Crown fit", "s plus p" → "Scale and polish", "FS 16, 26" → "Fissure sealant 16, 26");
//   "sealants" alone and "onlay prep" stay as typed.
// - Social history typed after MH ("Smoker 15/day, 14 units/wk", "smoker half a pack a day", "still smoking ten a day") is
//   MED HX; a BP reading in the history run is MED HX. Plaque, gingivitis and "OH fair" are PERIO even right after an
//   "I/O:" line; pocket depths said depth first with teeth stay PERIO; "LR1 mob II" and "#3, #30 Class I mob" are chart
//   entries (as more58).
// - Radiograph reports keep surfaces as typed or said, since rule 4's single-surface abbreviation is for DENTAL and list
//   items only ("#S distal caries into dentin", "75 D caries into dentine" as typed).
// - In a CC text "three six and four six" is written "36 and 46"; in list items teeth said together are "36, 46".
// - Children's ages and who came with them are NOTES, also when typed first ("9 y/o w/ mum."); praise of the child and
//   "Pt tolerated well" are NOTES; diet advice and advice after a question are CONSULT; POI with advice inside it stays
//   one TX item.
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "change X to Y" edits the one
//   place X is said, with slash intervals read as words on both sides ("Change 3/12 to 4/12" edits "R/V 3 months").
import { defineCase, type NotesCase } from '../case.ts';

export const more74Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, typed shorthand
  defineCase({
    id: 'bx01-uk-typed-fdi-terse-recall-c-o-nil-mh-nc-eo-io-nad-rv-6-12',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. C/O: nil. MH NC, NKDA. E/O NAD. I/O NAD. BPE 1 1 1 / 1 1 1. 26 MO comp sound. No new caries. BWs not due. OHI. R/V 6/12.',
    expect: {
      CC: 'Recall. Nil',
      'MED HX': 'NC, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD. No new caries',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [['26', 'MO comp sound']],
      RADIO: 'BWs not due',
      'TX TODAY': ['OHI'],
      TX: ['OHI'],
      'F/U': 'R/V 6 months',
    },
  }),
  defineCase({
    id: 'bx02-uk-typed-fdi-emergency-extirpation-36-two-la-semicolons-ethcl-plus-plus',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg. Pt c/o throbbing pain LL 3/7, kept her up last night, ibuprofen not helping. MH: asthma (salbutamol PRN), NKDA. E/O: NAD, no swelling. I/O: soft tissues NAD. 36 MOD amalg, D margin ditched w/ caries, TTP ++, EthCl ++ lingering. 37 TTP -ve, EthCl +. PA 36: deep D caries approaching pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis 36. Options: RCT vs XLA; pt wants to keep it. Verbal consent. LA 1x2.2ml lido 2% 1:80k adr IDB L. LA 1x2.2ml articaine 4% 1:100k adr bucc inf 36. RD. Amalg + caries removed; pulp exposed, bleeding ++. Pulp extirpated 36, 3 canals. Irrig NaOCl 3%. Ledermix + Cavit. Occ relieved. POIG. Tx plan: complete RCT 36, then crown. NV RCT 36 stage 2 (1 hr) in 2/52.',
    expect: {
      CC: 'Emerg. Throbbing pain LL 3 days, kept her up last night, ibuprofen not helping',
      'MED HX': 'Asthma (salbutamol PRN), NKDA',
      EXTRA: 'NAD, no swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['36', 'MOD amalg, D margin ditched w/ caries, TTP ++, EthCl ++ lingering'],
        ['37', 'TTP -ve, EthCl +'],
      ],
      RADIO: 'PA 36: deep D caries approaching pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: 'Options: RCT vs XLA; pt wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'RD',
        'Amalg + caries removed',
        'Pulp exposed',
        'Bleeding ++',
        'Pulp extirpated 36',
        '3 canals',
        'Irrig NaOCl 3%',
        'Ledermix + Cavit',
        'Occ relieved',
        'POIG',
      ],
      'TX PLAN': ['Complete RCT 36', 'Crown'],
      NV: ['RCT 36 stage 2 (1 hr) in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bx03-uk-typed-fdi-lost-filling-26-temp-dressing-kalzinol-nhs-vs-private',
    style: 'UK',
    asr: false,
    transcript:
      'Pt c/o lost filling UL 1/52, sens to cold, no spont pain. MH NC. 26 MO amalg lost, no caries, EthCl +, TTP -ve. Dx: lost restoration 26, reversible pulpitis. Discussed MO comp (private £120) vs amalg (NHS band 2); pt to decide. No LA. Temp dressing 26 (Kalzinol). NV MO restoration 26.',
    expect: {
      CC: 'Lost filling UL 1 week, sens to cold, no spont pain',
      'MED HX': 'NC',
      DENTAL: [['26', 'MO amalg lost, no caries, EthCl +, TTP -ve']],
      DX: ['Lost restoration 26', 'Reversible pulpitis'],
      CONSULT: 'Discussed MO comp (private £120) vs amalg (NHS band 2); pt to decide',
      'TX TODAY': ['Temporary dressing 26'],
      TX: ['No LA', 'Temp dressing 26 (Kalzinol)'],
      NV: ['MO restoration 26'],
    },
  }),
  defineCase({
    id: 'bx04-uk-typed-fdi-emergency-xla-46-spreading-infection-temp-37-9-rx-amox-tds-5-7',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg. C/O swelling + pain LR 2/7, hot/cold no longer hurts. MH: T2DM (metformin), NKDA, smoker 10/day. E/O: mild swelling R mandible, submand LN palpable R, temp 37.9. O/E: 46 grossly carious, unrestorable, TTP ++, mob I. Fluctuant buccal swelling adj 46. 45, 47 NAD. PA 46: PA radiolucency both roots. Dx: acute apical abscess 46 w/ spreading infection. Options: XLA vs RCT + crown, pt wants XLA. Risks explained; written consent. Tx: LA 2x2.2ml articaine 4% 1:100k adr IDB R + bucc inf 46. XLA 46 w/ lower molar forceps, roots intact, pus drained from socket. Haemostasis w/ gauze. POIG verbal + written. Rx amox 500 tds 5/7. R/V 1/52 or sooner if swelling ↑.',
    expect: {
      CC: 'Emerg. Swelling + pain LR 2 days, hot/cold no longer hurts',
      'MED HX': 'T2DM (metformin), NKDA, smoker 10/day',
      EXTRA: 'Mild swelling R mandible, submand LN palpable R, temp 37.9',
      INTRA: 'Fluctuant buccal swelling adj 46',
      DENTAL: [
        ['46', 'Grossly carious, unrestorable, TTP ++, mob I'],
        ['45', 'NAD'],
        ['47', 'NAD'],
      ],
      RADIO: 'PA 46: PA radiolucency both roots',
      DX: ['Acute apical abscess 46 w/ spreading infection'],
      CONSULT: 'Options: XLA vs RCT + crown, pt wants XLA. Risks explained',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'XLA 46 w/ lower molar forceps',
        'Roots intact',
        'Pus drained from socket',
        'Haemostasis w/ gauze',
        'POIG verbal + written',
        'Rx amox 500 tds 5 days',
      ],
      'F/U': 'R/V 1 week or sooner if swelling ↑',
    },
  }),
  defineCase({
    id: 'bx05-uk-typed-fdi-child-check-up-fs-36-46-fv-gic-75-planned-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      '9 y/o w/ mum. Check-up, no c/o. MH: fit + well, NKDA. E/O NAD. I/O: soft tissues NAD. Plaque ++, marginal gingivitis LL. 36, 46 deep fissures, caries-free. 16, 26 erupting. 75 DO caries, asymptomatic. 85 O GIC intact. BWs R + L: 75 D caries into dentine, 85 NAD. Dx: caries 75. OHI + TBI w/ mum, disclosing. Diet advice: no juice between meals. FS 36, 46. FV 22,600 ppm. Tx plan: DO GIC 75, FS 16, 26. NV DO GIC 75 (30 min). R/V 3/12 (high caries risk).',
    appends: ['Add to notes: mum nervous of dentists herself, pt fine.', 'Change 3/12 to 4/12.'],
    expect: {
      CC: 'Check-up, no c/o',
      'MED HX': 'Fit + well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Plaque ++, marginal gingivitis LL',
      DENTAL: [
        ['36', 'Deep fissures, caries-free'],
        ['46', 'Deep fissures, caries-free'],
        ['16', 'Erupting'],
        ['26', 'Erupting'],
        ['75', 'DO caries, asymptomatic'],
        ['85', 'O GIC intact'],
      ],
      RADIO: 'BWs R + L: 75 D caries into dentine, 85 NAD',
      DX: ['Caries 75'],
      CONSULT: 'Diet advice: no juice between meals',
      'TX TODAY': ['OHI', 'Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: ['OHI + TBI w/ mum', 'Disclosing', 'FS 36, 46', 'FV 22,600 ppm'],
      'TX PLAN': ['DO GIC 75', 'Fissure sealant 16, 26'],
      NOTES: '9 y/o w/ mum. Mum nervous of dentists herself, pt fine',
      NV: ['DO GIC 75 (30 min)'],
      'F/U': 'R/V 4 months (high caries risk)',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist, Palmer, typed shorthand
  defineCase({
    id: 'bx06-uk-typed-palmer-short-sensitivity-ul5-dh-duraphat-rv-6-52',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Pt c/o sensitivity UL 2/52 w/ cold. MH NC. UL5 B abfraction, sens to air, no caries. Dx: DH UL5. Duraphat varnish UL5. Advised Sensodyne Repair, spit don't rinse. R/V 6/52.",
    expect: {
      CC: 'Sensitivity UL 2 weeks w/ cold',
      'MED HX': 'NC',
      DENTAL: [['UL5', 'B abfraction, sens to air, no caries']],
      DX: ['DH UL5'],
      CONSULT: "Advised Sensodyne Repair, spit don't rinse",
      'TX TODAY': ['Fluoride varnish UL5'],
      TX: ['Duraphat varnish UL5'],
      'F/U': 'R/V 6 weeks',
    },
  }),
  defineCase({
    id: 'bx07-uk-typed-palmer-rct-ur6-stage-2-semicolons-wl-slashes-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT UR6 stage 2. Sx settled since last visit; no swelling. MH: NC, pen allergy (rash). UR6 Cavit intact, TTP -ve, no sinus. UR5, UR7 NAD. LA 1x2.2ml articaine 4% 1:100k adr bucc inf UR6. RD; Cavit + Ledermix out. MB + DB + P canals located; MB2 not found. WL w/ apex locator + PA: MB 20 mm / DB 19.5 mm / P 21 mm to MB cusp tip. Prep to size 25 w/ Reciproc Blue; NaOCl 3% + EDTA 17%. Non-setting CaOH, Cavit. Occ checked. POIG. NV obturation UR6 in 3/52.',
    expect: {
      CC: 'RCT UR6 stage 2. Sx settled since last visit; no swelling',
      'MED HX': 'NC, pen allergy (rash)',
      DENTAL: [
        ['UR6', 'Cavit intact, TTP -ve, no sinus'],
        ['UR5', 'NAD'],
        ['UR7', 'NAD'],
      ],
      'TX TODAY': ['RCT UR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6',
        'RD',
        'Cavit + Ledermix out',
        'MB + DB + P canals located',
        'MB2 not found',
        'WL w/ apex locator + PA: MB 20 mm / DB 19.5 mm / P 21 mm to MB cusp tip',
        'Prep to size 25 w/ Reciproc Blue',
        'NaOCl 3% + EDTA 17%',
        'Non-setting CaOH',
        'Cavit',
        'Occ checked',
        'POIG',
      ],
      NV: ['Obturation UR6 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bx08-uk-typed-palmer-new-perio-bpe-star-opg-rsd-ur-lr-artic-smoker-units',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt perio assessment + RSD UR/LR. C/O bleeding gums, LR1 feels loose. MH: T2DM (HbA1c 58), metformin, NKDA. Smoker 15/day, 14 units/wk. E/O NAD. I/O: FoM, tongue, palate NAD. BPE 4 3 3* / 4 4 3. BOP 55%, PI 70%, heavy subgingival calculus. 6-7 mm PPD UR6, UR7, LR1; furcation II UR6 B. LR1 mob II, drifted labially. OPG: generalised horizontal bone loss 30-50%, worst LR1. Dx: generalised periodontitis stage III grade C. Explained diabetes + smoking link; smoking cessation advice, pt not ready. Tx plan: RSD 4 quads, re-eval 3/12. LA 2x2.2ml artic 4% 1:100k adr bucc + pal inf UR + IDB R. RSD UR + LR w/ Cavitron + Gracey curettes. OHI (TePe red + blue). NV RSD UL + LL 2/52.',
    expect: {
      CC: 'New pt perio assessment + RSD UR/LR. Bleeding gums, LR1 feels loose',
      'MED HX': 'T2DM (HbA1c 58), metformin, NKDA. Smoker 15/day, 14 units/wk',
      EXTRA: 'NAD',
      INTRA: 'FoM, tongue, palate NAD',
      PERIO:
        'BPE 4 3 3* / 4 4 3. BOP 55%, PI 70%, heavy subgingival calculus. 6-7 mm PPD UR6, UR7, LR1; furcation II UR6 B',
      DENTAL: [['LR1', 'Mob II, drifted labially']],
      RADIO: 'OPG: generalised horizontal bone loss 30-50%, worst LR1',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Explained diabetes + smoking link; smoking cessation advice, pt not ready',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR + IDB right',
        'RSD UR + LR w/ Cavitron + Gracey curettes',
        'OHI (TePe red + blue)',
      ],
      'TX PLAN': ['RSD 4 quads', 'Re-eval 3 months'],
      NV: ['RSD UL + LL 2 weeks'],
    },
  }),
  defineCase({
    id: 'bx09-uk-typed-palmer-child-xla-lrd-buccal-sinus-ling-inf-rv-1-52-if-swelling',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '7 y/o w/ dad. XLA LRD as planned, recurrent swelling. MH: fit + well, NKDA. LRD buccal sinus, mob II, TTP +. LRE O GIC intact. LR6 partially erupted, sound. Topical. LA 1x2.2ml lido 2% 1:80k adr bucc + ling inf LRD. XLA LRD w/ forceps, roots resorbed, socket NAD. Bite on gauze, haemostasis OK. POIG to dad (no hot food + watch lip biting). Good as gold, sticker. R/V 1/52 if swelling; otherwise recall 6/12.',
    expect: {
      CC: 'XLA LRD as planned, recurrent swelling',
      'MED HX': 'Fit + well, NKDA',
      DENTAL: [
        ['LRD', 'Buccal sinus, mob II, TTP +'],
        ['LRE', 'O GIC intact'],
        ['LR6', 'Partially erupted, sound'],
      ],
      'TX TODAY': ['Extraction LRD'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRD',
        'XLA LRD w/ forceps',
        'Roots resorbed',
        'Socket NAD',
        'Bite on gauze',
        'Haemostasis OK',
        'POIG to dad (no hot food + watch lip biting)',
      ],
      NOTES: '7 y/o w/ dad. Good as gold, sticker',
      'F/U': 'R/V 1 week if swelling; otherwise recall 6 months',
    },
  }),
  defineCase({
    id: 'bx10-uk-typed-palmer-recall-s-and-p-lr6-fractured-ml-cusp-onlay-bpe-arrow',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '6/12 recall. Nil c/o. MH: started amlodipine (BP), NKDA. E/O + I/O NAD. BPE 2 2 2 / 2 1 2 ↑ from last time (was 1s). OH fair. UR6 MOD amalg sound. UL6 O comp sound. LL7 DO comp, D margin stained, no caries clinically. LR6 MOD amalg, fractured ML cusp, sharp. BWs R + L (gr 1): LL7 D caries in enamel only, LR6 no caries. Dx: fractured ML cusp LR6. Discussed MOD amalg replacement vs onlay LR6; pt wants onlay (private), est. £550 given. S+P, OHI ID brushes. Tx plan: onlay LR6, monitor LL7. NV onlay prep LR6. R/V 6/12.',
    expect: {
      CC: '6 months recall. Nil c/o',
      'MED HX': 'Started amlodipine (BP), NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 1 2 ↑ from last time (was 1s). OH fair',
      DENTAL: [
        ['UR6', 'MOD amalg sound'],
        ['UL6', 'O comp sound'],
        ['LL7', 'DO comp, D margin stained, no caries clinically'],
        ['LR6', 'MOD amalg, fractured ML cusp, sharp', 'ML cusp'],
      ],
      RADIO: 'BWs R + L (gr 1): LL7 D caries in enamel only, LR6 no caries',
      DX: ['Fractured ML cusp LR6'],
      CONSULT: 'Discussed MOD amalg replacement vs onlay LR6; pt wants onlay (private), est. £550 given',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S+P', 'OHI ID brushes'],
      'TX PLAN': ['Onlay LR6', 'Monitor LL7'],
      NV: ['Onlay prep LR6'],
      'F/U': 'R/V 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist, Universal, typed shorthand
  defineCase({
    id: 'bx11-us-typed-short-high-mo-comp-14-ttp-occlusion-adjusted-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt c/o sensitivity #14 on biting since filling 2 wks ago. NKDA. #14 MO comp high in occlusion, TTP +, cold WNL. Adjusted occlusion, polished. RTC prn.',
    expect: {
      CC: 'Sensitivity #14 on biting since filling 2 wks ago',
      'MED HX': 'NKDA',
      DENTAL: [['14', 'MO comp high in occlusion, TTP +, cold WNL']],
      TX: ['Adjusted occlusion', 'Polished'],
      'F/U': 'RTC prn',
    },
  }),
  defineCase({
    id: 'bx12-us-typed-pulpectomy-30-tx-header-two-la-lines-rx-ibuprofen-q6h',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: #30 throbbing x 3 days, woke pt up last night. Med hx: HTN (lisinopril), allergic to PCN (hives). EO: WNL, no swelling. IO: WNL. #30 MOD amalg w/ recurrent D caries, TTP ++, cold ++ lingering >30 s, no mobility. #29, #31 WNL. PA #30: caries into pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #30. Reviewed RCT + crown vs ext; pt elected RCT. Signed consent. Tx: 2 carps lido 2% 1:100k epi R IANB. 1 carp articaine 4% 1:100k epi buccal infil #30. RD. Access, pulpectomy #30. 4 canals found. WL est w/ apex locator. Cleaned + shaped to size 25 w/ Vortex Blue. Canals irrigated NaOCl 6%. CaOH, cotton + Cavit. Occ reduced. Rx ibuprofen 600 mg q6h x 3 days. Tx plan: complete RCT #30, buildup + crown. NV obturation #30 in 2 wks.',
    expect: {
      CC: '#30 throbbing x 3 days, woke pt up last night',
      'MED HX': 'HTN (lisinopril), allergic to PCN (hives)',
      EXTRA: 'WNL, no swelling',
      INTRA: 'WNL',
      DENTAL: [
        ['30', 'MOD amalg w/ recurrent D caries, TTP ++, cold ++ lingering >30 s, no mobility'],
        ['29', 'WNL'],
        ['31', 'WNL'],
      ],
      RADIO: 'PA #30: caries into pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #30'],
      CONSULT: 'Reviewed RCT + crown vs ext; pt elected RCT',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'RD',
        'Access',
        'Pulpectomy #30',
        '4 canals found',
        'WL est w/ apex locator',
        'Cleaned + shaped to size 25 w/ Vortex Blue',
        'Canals irrigated NaOCl 6%',
        'CaOH',
        'Cotton + Cavit',
        'Occ reduced',
        'Rx ibuprofen 600 mg q6h x 3 days',
      ],
      'TX PLAN': ['Complete RCT #30', 'Buildup + crown'],
      NV: ['Obturation #30 in 2 wks'],
    },
  }),
  defineCase({
    id: 'bx13-us-typed-srp-ur-lr-gracey-11-12-arestin-semicolon-mh-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR/LR per tx plan. Med hx: no changes; metformin, atorvastatin; NKDA. PSR 3 4 3 / 3 3 4, generalized BOP, heavy subg calc. PD 5-7 mm posteriors. #3, #30 Class I mob. 2 carps articaine 4% 1:100k epi buccal + palatal infil UR. 1 carp lido 2% 1:100k epi R IANB. SRP UR + LR w/ Cavitron + Gracey 11/12 + 13/14. Arestin #3 D pocket. OHI: floss threaders + water flosser. Pt tolerated well. NV SRP UL/LL 1 wk. Re-eval 6 wks after SRP.',
    appends: ['Add to treatment: Rx 0.12% CHX rinse bid x 2 wks.', 'Change 1 wk to 2 wks.'],
    expect: {
      CC: 'SRP UR/LR per tx plan',
      'MED HX': 'No changes; metformin, atorvastatin; NKDA',
      PERIO: 'PSR 3 4 3 / 3 3 4, generalized BOP, heavy subg calc. PD 5-7 mm posteriors',
      DENTAL: [
        ['3', 'Class I mob'],
        ['30', 'Class I mob'],
      ],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration UR',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR + LR w/ Cavitron + Gracey 11/12 + 13/14',
        'Arestin #3 D pocket',
        'OHI: floss threaders + water flosser',
        'Rx 0.12% CHX rinse bid x 2 wks',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP UL/LL 2 wks'],
      'F/U': 'Re-eval 6 wks after SRP',
    },
  }),
  defineCase({
    id: 'bx14-us-typed-child-pulpotomy-ssc-l-arrow-mta-ketac-bluey-nv-sealants',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom. Here for #L pulp + SSC per tx plan. Med hx: asthma, albuterol PRN, NKDA. #L DO caries, deep, asx. #K O sealant intact. Topical 20% benzocaine. 1 carp lido 2% 1:100k epi L IANB. RD. Caries removed → pulp exposure. Pulpotomy #L, hemostasis w/ moist cotton pellet in 2 min. MTA placed, IRM over. SSC #L (size 4) cemented w/ Ketac Cem. Occ checked. Pt did great, watched Bluey. POI to mom: watch lip/cheek biting. NV: sealants #3, #14, #19, #30.',
    expect: {
      CC: '#L pulp + SSC per tx plan',
      'MED HX': 'Asthma, albuterol PRN, NKDA',
      DENTAL: [
        ['L', 'DO caries, deep, asx'],
        ['K', 'O sealant intact'],
      ],
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'RD',
        'Caries removed → pulp exposure',
        'Pulpotomy #L',
        'Hemostasis w/ moist cotton pellet in 2 min',
        'MTA placed',
        'IRM over',
        'SSC #L (size 4) cemented w/ Ketac Cem',
        'Occ checked',
        'POI to mom: watch lip/cheek biting',
      ],
      NOTES: '6 y/o w/ mom. Pt did great, watched Bluey',
      NV: ['Sealants #3, #14, #19, #30'],
    },
  }),
  defineCase({
    id: 'bx15-us-typed-poe-prophy-no-delta-eo-io-wnl-ocs-4-bwx-comps-planned',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'POE + prophy. No c/o. Med hx: no Δ, NKDA. BP 128/82. EO/IO WNL, OCS neg. PSR 2 2 2 / 2 1 2, lt calc mand ant. #2 MO amalg, marginal breakdown. #3 PFM, margins OK. #18 O caries. #19 DO comp sound. 4 BWX: #2 M recurrent caries into dentin, #18 O into dentin. Dx: recurrent caries #2, caries #18. Prophy, OHI, FV. Tx plan: MO comp #2, O comp #18. NV: comps #2 + #18 (1 appt). Recall 6 mo.',
    expect: {
      CC: 'POE + prophy. No c/o',
      'MED HX': 'No Δ, NKDA. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL, OCS neg',
      PERIO: 'PSR 2 2 2 / 2 1 2, lt calc mand ant',
      DENTAL: [
        ['2', 'MO amalg, marginal breakdown'],
        ['3', 'PFM, margins OK'],
        ['18', 'O caries'],
        ['19', 'DO comp sound'],
      ],
      RADIO: '4 BWX: #2 M recurrent caries into dentin, #18 O into dentin',
      DX: ['Recurrent caries #2', 'Caries #18'],
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'OHI', 'FV'],
      'TX PLAN': ['MO composite #2', 'O composite #18'],
      NV: ['Composites #2 + #18 (1 appt)'],
      'F/U': 'Recall 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, Universal, recogniser-style
  defineCase({
    id: 'bx16-us-asr-short-c-slash-o-fractured-mb-cusp-14-pretzel-n-v-crown-prep',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam c slash o broken tooth upper left lost a piece on a pretzel last night no pain n k d a number fourteen fractured m b cusp no caries t t p negative d x fractured cusp fourteen smoothed the sharp edge n v crown prep fourteen',
    expect: {
      CC: 'Limited exam. Broken tooth upper left. Lost a piece on a pretzel last night. No pain',
      'MED HX': 'NKDA',
      DENTAL: [['14', 'Fractured MB cusp no caries TTP negative', 'MB cusp']],
      DX: ['Fractured cusp #14'],
      TX: ['Smoothed the sharp edge'],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'bx17-us-asr-p-t-here-for-m-o-d-amalgam-3-p-m-h-poi-nv-o-composite-14',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'p t here for m o d amalgam number three p m h no changes n k d a number three m o d caries under old occlusal amalgam not t t p number fourteen occlusal caries two carps lido two percent one to one hundred thousand epi buccal and palatal infil number three rubber dam old amalgam and caries removed close to the pulp vitrebond tofflemire and wedge m o d amalgam number three condensed and carved occlusion checked p o i given n v occlusal composite fourteen recall as scheduled',
    expect: {
      CC: 'MOD amalgam #3',
      'MED HX': 'No changes. NKDA',
      DENTAL: [
        ['3', 'MOD caries under old O amalgam not TTP'],
        ['14', 'O caries'],
      ],
      'TX TODAY': ['MOD amalgam #3'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Old amalgam and caries removed close to the pulp',
        'Vitrebond',
        'Tofflemire and wedge',
        'MOD amalgam #3 condensed and carved',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['O composite #14'],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'bx18-us-asr-finish-r-c-t-19-obturation-g-p-b-c-sealer-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here to finish r c t number nineteen no pain since last visit medical history h t n on lisinopril allergic to sulfa number nineteen cavit intact not t t p no swelling two carps articaine four percent one to one hundred thousand epi left i a n b rubber dam cavit and calcium hydroxide removed canals irrigated with sodium hypochlorite and e d t a dried with paper points master cones fit confirmed with a p a obturated nineteen warm vertical with g p and b c sealer core build up with composite post op p a good fill to length no voids n v crown prep nineteen in two weeks',
    appends: [
      'add to notes patient asked about a payment plan for the crown front desk to follow up',
      'change two weeks to three weeks',
    ],
    expect: {
      CC: 'Finish RCT #19. No pain since last visit',
      'MED HX': 'HTN on lisinopril. Allergic to sulfa',
      DENTAL: [['19', 'Cavit intact not TTP no swelling']],
      RADIO: 'Post-op PA good fill to length. No voids',
      'TX TODAY': ['Obturation #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        'Canals irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Master cones fit confirmed with a PA',
        'Obturated #19 warm vertical with GP and BC Sealer',
        'Core build up with composite',
      ],
      NOTES: 'Patient asked about a payment plan for the crown. Front desk to follow up',
      NV: ['Crown prep #19 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bx19-us-asr-c-c-pericoronitis-32-extraction-long-buccal-rx-amox-t-i-d-ibuprofen',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'c c pain lower right back tooth on and off for a month worse this week p m h no changes n k d a e o w n l no swelling i o operculum over thirty two red and swollen number thirty two partially erupted distal caries t t p positive number thirty one sound pano thirty two mesioangular roots clear of the canal d x pericoronitis thirty two with distal caries discussed extraction risks including paresthesia and dry socket signed consent three carps lido two percent one to one hundred thousand epi right i a n b plus long buccal elevated and extracted thirty two with forceps roots intact irrigated the socket gauze for hemostasis p o i verbal and written r x amox five hundred milligrams t i d for seven days ibuprofen six hundred milligrams every six hours as needed follow up one week',
    expect: {
      CC: 'Pain lower right back tooth on and off for a month. Worse this week',
      'MED HX': 'No changes. NKDA',
      EXTRA: 'WNL. No swelling',
      INTRA: 'Operculum over #32 red and swollen',
      DENTAL: [
        ['32', 'Partially erupted D caries TTP positive'],
        ['31', 'Sound'],
      ],
      RADIO: 'Pano #32 mesioangular roots clear of the canal',
      DX: ['Pericoronitis #32 with D caries'],
      CONSULT: 'Discussed extraction risks including paresthesia and dry socket',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Elevated and extracted #32 with forceps',
        'Roots intact',
        'Irrigated the socket',
        'Gauze for hemostasis',
        'POI verbal and written',
        'Rx amox 500 mg TID for 7 days',
        'Ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'bx20-us-asr-perio-maintenance-p-s-r-b-o-p-down-from-forty-f-v-abrasion-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'perio maintenance three months after s r p no concerns medical history no changes n k d a p s r three three three three three three b o p fifteen percent down from forty percent pockets four to five millimeters on the molars light subgingival calculus number three buccal cervical abrasion periodontal maintenance full mouth with the cavitron and hand scaling o h i water flosser f v applied n v periodontal maintenance in three months',
    expect: {
      CC: 'Perio maintenance 3 months after SRP. No concerns',
      'MED HX': 'No changes. NKDA',
      PERIO: 'PSR 3 3 3 / 3 3 3. BOP 15% down from 40%. Pockets 4 to 5 mm on the molars. Light subgingival calculus',
      DENTAL: [['3', 'B cervical abrasion']],
      'TX TODAY': ['Periodontal maintenance', 'OHI', 'Fluoride varnish'],
      TX: [
        'Periodontal maintenance full mouth with the Cavitron and hand scaling',
        'OHI water flosser',
        'FV applied',
      ],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'bx21-us-asr-child-recall-letters-e-o-i-o-w-n-l-b-w-x-t-x-plan-nitrous-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old with dad recall exam no complaints healthy no meds n k d a e o i o w n l light plaque letters a j k and l sound two b w x letter s distal caries into dentin letter t mesial incipient prophy f v d x caries letter s t x plan d o composite letter s monitor letter t dad asked about laughing gas explained it's safe and she stays awake n v d o composite s with nitrous recall six months",
    expect: {
      CC: 'Recall exam. No complaints',
      'MED HX': 'Healthy. No meds. NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Light plaque',
      DENTAL: [
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
      ],
      RADIO: '2 BWX. #S distal caries into dentin. #T mesial incipient',
      DX: ['Caries #S'],
      CONSULT: "Dad asked about laughing gas. Explained it's safe and she stays awake",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'FV'],
      'TX PLAN': ['DO composite #S', 'Monitor #T'],
      NOTES: '5 year old with dad',
      NV: ['DO composite #S with nitrous'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bx22-us-asr-crown-prep-30-cracked-d-l-cusp-core-scan-temp-integrity-crown-seat',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'crown prep number thirty p m h no changes n k d a number thirty m o d amalgam with a cracked d l cusp not t t p two carps lido two percent one to one hundred thousand epi right i a n b old amalgam removed crack confirmed into the d l cusp no caries core build up with composite crown prep thirty for zirconia double cord digital scan shade a three temp crown with integrity cemented with tempbond p o i given n v crown seat thirty in three weeks',
    expect: {
      CC: 'Crown prep #30',
      'MED HX': 'No changes. NKDA',
      DENTAL: [['30', 'MOD amalgam with a cracked DL cusp not TTP']],
      'TX TODAY': ['Crown prep #30', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Old amalgam removed',
        'Crack confirmed into the DL cusp',
        'No caries',
        'Core build up with composite',
        'Crown prep #30 for zirconia',
        'Double cord',
        'Digital scan',
        'Shade A3',
        'Temp crown with Integrity',
        'Cemented with TempBond',
        'POI given',
      ],
      NV: ['Crown fit #30 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bx23-us-asr-dry-socket-17-no-title-no-l-a-e-o-i-o-r-t-c-repack',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'c slash o pain after extraction of number seventeen four days ago throbbing up to the ear p m h smoker half a pack a day n k d a e o no swelling no lymphadenopathy i o seventeen socket empty no clot exposed bone food debris d x alveolar osteitis seventeen no l a socket irrigated with saline packed with dry socket paste r x ibuprofen six hundred milligrams every six hours advised no smoking and no straws r t c three days for repack',
    expect: {
      CC: 'Pain after extraction of #17 4 days ago. Throbbing up to the ear',
      'MED HX': 'Smoker half a pack a day. NKDA',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '#17 socket empty. No clot. Exposed bone. Food debris',
      DX: ['Alveolar osteitis #17'],
      CONSULT: 'Advised no smoking and no straws',
      TX: [
        'No LA',
        'Socket irrigated with saline',
        'Packed with dry socket paste',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      'F/U': 'RTC 3 days for repack',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dental therapist, FDI, recogniser-style
  defineCase({
    id: 'bx24-uk-asr-fdi-therapist-short-hygiene-c-slash-o-s-plus-p-r-slash-v-six-slash-twelve',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene appointment c slash o bleeding when brushing m h no change b p e two two one slash two two two s plus p o h i t b i r slash v six slash twelve',
    expect: {
      CC: 'Hygiene appointment. Bleeding when brushing',
      'MED HX': 'No change',
      PERIO: 'BPE 2 2 1 / 2 2 2',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S+P', 'OHI', 'TBI'],
      'F/U': 'R/V 6 months',
    },
  }),
  defineCase({
    id: 'bx25-uk-asr-fdi-therapist-child-f-s-36-46-f-v-i-slash-o-n-a-d-diet-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      'eight year old attended with mum for f s three six and four six as prescribed m h fit and well n k d a i slash o n a d three six and four six fully erupted deep fissures caries free seven five and eight five sound f s three six and four six under cotton wool rolls f v twenty two thousand six hundred p p m applied t b i with mum diet advice cut down on squash n v f s one six and two six when erupted',
    appends: ['add to notes mum would like both children booked together'],
    expect: {
      CC: 'FS 36 and 46 as prescribed',
      'MED HX': 'Fit and well. NKDA',
      INTRA: 'NAD',
      DENTAL: [
        ['36', 'Fully erupted deep fissures caries free'],
        ['46', 'Fully erupted deep fissures caries free'],
        ['75', 'Sound'],
        ['85', 'Sound'],
      ],
      CONSULT: 'Diet advice cut down on squash',
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: ['FS 36, 46 under cotton wool rolls', 'FV 22,600 ppm applied', 'TBI with mum'],
      NOTES: '8 year old attended with mum. Mum would like both children booked together',
      NV: ['Fissure sealant 16, 26 when erupted'],
    },
  }),
  defineCase({
    id: 'bx26-uk-asr-fdi-therapist-first-rsd-ul-ll-bpe-star-l-a-i-d-b-two-slash-five-two',
    style: 'UK',
    asr: true,
    transcript:
      'first r s d visit upper left and lower left as per tx plan m h type two diabetes on metformin n k d a ex smoker b p e three two three star slash four three four b o p forty percent plaque score sixty percent she was worried about it hurting l a two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left plus i d b left r s d upper left and lower left with ultrasonic and hand instruments o h i interdental brushes sizes two and three n v r s d upper right and lower right two slash five two',
    expect: {
      CC: 'First RSD visit upper left and lower left as per tx plan',
      'MED HX': 'Type 2 diabetes on metformin. NKDA. Ex smoker',
      PERIO: 'BPE 3 2 3* / 4 3 4. BOP 40%. Plaque score 60%',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left + IDB left',
        'RSD upper left and lower left with ultrasonic and hand instruments',
        'OHI interdental brushes sizes 2 and 3',
      ],
      NOTES: 'She was worried about it hurting',
      NV: ['RSD upper right and lower right 2 weeks'],
    },
  }),
  defineCase({
    id: 'bx27-uk-asr-fdi-therapist-b-composites-33-34-abrasion-l-a-p-o-i-g-r-slash-v',
    style: 'UK',
    asr: true,
    transcript:
      'attended for buccal fillings three three and three four as prescribed sensitive to cold m h asthma on inhalers n k d a three three and three four buccal cervical abrasion cavities sensitive to air no caries l a one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three three and three four cotton wool rolls retraction cord pumiced etched bonded buccal composite three three and three four shade a three cured polished p o i g r slash v at recall',
    expect: {
      CC: 'Buccal fillings 33 and 34 as prescribed. Sensitive to cold',
      'MED HX': 'Asthma on inhalers. NKDA',
      DENTAL: [
        ['33', 'B cervical abrasion cavities sensitive to air no caries'],
        ['34', 'B cervical abrasion cavities sensitive to air no caries'],
      ],
      'TX TODAY': ['B composite 33, 34'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 33, 34',
        'Cotton wool rolls',
        'Retraction cord',
        'Pumiced',
        'Etched',
        'Bonded',
        'B composite 33, 34',
        'Shade A3',
        'Cured',
        'Polished',
        'POIG',
      ],
      'F/U': 'R/V at recall',
    },
  }),
  defineCase({
    id: 'bx28-uk-asr-fdi-therapist-child-x-l-a-84-e-slash-o-i-slash-o-tooth-buccal-sinus',
    style: 'UK',
    asr: true,
    transcript:
      'eight year old attended with dad for x l a eight four as prescribed m h fit and well n k d a e slash o n a d i slash o eight four grossly carious buccal sinus mobile grade one eight five occlusal g i c intact topical l a one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration eight four x l a eight four with forceps roots complete haemostasis achieved p o i g to dad he was a star r slash v two slash five two',
    expect: {
      CC: 'XLA 84 as prescribed',
      'MED HX': 'Fit and well. NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['84', 'Grossly carious buccal sinus mobile grade 1'],
        ['85', 'O GIC intact'],
      ],
      'TX TODAY': ['Extraction 84'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 84',
        'XLA 84 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'POIG to dad',
      ],
      NOTES: '8 year old attended with dad. He was a star',
      'F/U': 'R/V 2 weeks',
    },
  }),
  defineCase({
    id: 'bx29-uk-asr-fdi-therapist-review-three-slash-twelve-after-rsd-supragingival-s-and-p-smoker',
    style: 'UK',
    asr: true,
    transcript:
      'review three slash twelve after r s d c slash o gums much better less bleeding m h no change still smoking ten a day n k d a b p e two two three slash three two two b o p twelve percent down from forty percent plaque score twenty five percent residual five millimetre pockets one six and four seven mesial supragingival scale and polish o h i tepe red for the molars smoking cessation advice again not ready to quit discussed maintenance every three months n v s plus p three slash twelve',
    expect: {
      CC: 'Review 3 months after RSD. Gums much better. Less bleeding',
      'MED HX': 'No change. Still smoking 10 a day. NKDA',
      PERIO:
        'BPE 2 2 3 / 3 2 2. BOP 12% down from 40%. Plaque score 25%. Residual 5 mm pockets 16 and 47 mesial',
      CONSULT: 'Smoking cessation advice again. Not ready to quit. Discussed maintenance every 3 months',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Supragingival scale and polish', 'OHI TePe red for the molars'],
      NV: ['Scale and polish 3 months'],
    },
  }),
  defineCase({
    id: 'bx30-uk-asr-fdi-therapist-child-d-o-g-i-c-75-f-v-appends-notes-change-six-slash-twelve',
    style: 'UK',
    asr: true,
    transcript:
      'seven year old attended with mum for d o g i c seven five as prescribed c slash o food getting stuck m h fit and well n k d a seven five d o cavity soft caries not t t p no sinus seven four sound no l a needed caries removed with hand excavators and the slow handpiece matrix band d o g i c seven five f v applied o h i with mum she did really well r slash v six slash twelve',
    appends: ['add to notes mum asked for after school appointments', 'change six slash twelve to three slash twelve'],
    expect: {
      CC: 'DO GIC 75 as prescribed. Food getting stuck',
      'MED HX': 'Fit and well. NKDA',
      DENTAL: [
        ['75', 'DO cavity soft caries not TTP no sinus'],
        ['74', 'Sound'],
      ],
      'TX TODAY': ['DO GIC 75', 'Fluoride varnish', 'OHI'],
      TX: [
        'No LA needed',
        'Caries removed with hand excavators and the slow handpiece',
        'Matrix band',
        'DO GIC 75',
        'FV applied',
        'OHI with mum',
      ],
      NOTES: '7 year old attended with mum. She did really well. Mum asked for after school appointments',
      'F/U': 'R/V 3 months',
    },
  }),
];
