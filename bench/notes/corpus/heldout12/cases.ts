// heldout12: a BLIND held-out split, written on 26 November 2026 from the labelling contract alone
// (corpus README "General rules" to the end, case.ts, shared/reference/dental-notes.md, and the first two
// cases of dev/us.ts for the file format) by a helper that had not seen the engine, the dev corpus or the
// other held-out splits. No software saw these dictations before the labels were written.
//
// A busy week at a mixed group practice, 30 dictations by ten clinicians:
//   Dr Raman (UK GDP, FDI, recogniser, says "sorry"/"I mean", "thirty six" and Palmer-style words) ... h12-01, 07, 13
//   Dr Whitfield (UK GDP/prosth, Palmer, typed, terse, semicolons) ....................... h12-02, 08, 14, 20
//   Dr Brennan (UK paediatric, FDI, recogniser, primary teeth "eight five") ................... h12-03, 09, 15
//   Ms Okafor (UK hygienist-therapist; Palmer when dictating, FDI when typing) ................ h12-04, 10, 25
//   Mr Mensah (UK oral surgeon, FDI, typed, tells the procedure as a story) ........................ h12-05, 11
//   Dr Lee (US endodontist, Universal "number fourteen", recogniser; typed consults) .......... h12-06, 12, 18, 28
//   Dr Alvarez (US surgeon/prosth, Universal, typed, numbered lines and comma runs) ........ h12-16, 22, 24, 26
//   Dr Park (US pediatric, Universal letters "number t", recogniser; typed) ..................... h12-17, 23, 29
//   Ms Wright (US hygienist RDH, Universal, recogniser) ............................................ h12-21, 27
//   Dr Carter (US GDP, Universal) ................................................................... h12-19, 30
//
// Mix: 15 UK / 15 US; numbering 9 FDI, 6 Palmer, 15 Universal; 16 recogniser-style (asr: true) and 14 typed;
// 15 treatment-heavy (01, 02, 04, 05, 06, 09, 13, 14, 16, 17, 18, 21, 24, 26, 29: verb first, verb last, bare
// nouns, story, semicolons, numbered lines, comma runs) and 15 examinations / consultations (03, 07, 08, 10,
// 11, 12, 15, 19, 20, 22, 23, 25, 27, 28, 30); children with primary teeth 03, 09, 17, 23, 29 (and a child
// trauma with permanent incisors 15); perio 04, 10, 21, 25, 27; endo 06, 13, 28; oral surgery 05, 11, 18, 24,
// 26; prosthodontics 02, 14, 16, 20, 22, 30. Appends (spoken edits) in 07 (asr) and 28 (typed).
//
// Judgement calls where the contract was silent:
//  1. Unpunctuated speech: independent clauses of a text field are joined with ". ", a run of findings on the
//     same subject with ", ". The first letter of every text field, list item, sentence and DENTAL condition is
//     capitalised; acronyms and brand names are written as a nurse would (BPE, PSR, OHI, RSD, IANB, IDB, MTA, PDL,
//     ER, Biodentine, Cavit, Ledermix, Cavitron, Arestin, Waterpik), even though the recogniser gave lower case.
//  2. Typed semicolons split list items; inside a text field they are clause joins and become ". ".
//     Line numbers of numbered lines ("1.", "4)") are dropped.
//  3. Six BPE/PSR scores are written as two rows of three: "BPE 2 1 2 / 2 1 2".
//  4. "buccal and palatal infiltration(s)" names two techniques: "buccal infiltration + palatal infiltration".
//  5. Pocket depths, bleeding, mobility, recession and furcation are periodontal findings: PERIO, never DENTAL.
//  6. "crack line" / "cracked" is not a fracture (fracture null); only "fracture(d)" fills the fracture field.
//  7. A radiograph reported in the middle of treatment ("post op periapical …", "PA taken: …") goes to RADIO;
//     a radiograph used inside a step ("working lengths confirmed with apex locator and radiograph") stays in TX.
//  8. Advice and explanations (diet, smoking cessation, avoid chewing, staining explained) go to CONSULT;
//     post-op instructions and prescriptions given today are TX steps.
//  9. Who came with the patient and the child's age go to NOTES (ages as digits).
// 10. A title carries only teeth named in its own TX item (the filling-material rule excepted); with none, the
//     title has no tooth ("RSD", "Incision and drainage", "Irrigation").
// 11. Irrigating pockets or an incision site is "Irrigation"; irrigating canals or a socket is not.
// 12. The table names are used in NV / TX PLAN items: "fit crown UR6" → "Crown fit UR6", "XLA 38" → "Extraction
//     38", "scaling and root planing right side" → "SRP right side"; timing said with an NV item stays in it.
// 13. Units are abbreviated as the contract's examples do: millimetres → mm, milligrams → mg, percent → %.
// 14. Palmer words in an FDI case are written in FDI ("upper left six" → 26); FDI digits in a Palmer case are
//     written in Palmer ("four six" → LR6).
// 15. "no loss of consciousness, no vomiting" after a fall is history of the complaint: CC.
// 16. "sealants" / "sealed" seen on examination are DENTAL conditions; "fissure sealant" is the only sealant title.
// 17. Appends: "add <tooth finding>" appends a DENTAL entry; "change recall to X" rewrites F/U; "remove the
//     <topic> discussion" deletes that clause from CONSULT; "next visit …" adds an NV item.
// 18. A hygienist's oral-hygiene / plaque remark goes to the section whose header it follows (PERIO after
//     "perio", INTRA after "intra oral").
import { defineCase, type NotesCase } from '../case.ts';

const uk = { style: 'UK' } as const;
const ukPalmer = { style: 'UK', numbering: 'palmer' } as const;
const us = { style: 'US', numbering: 'universal' } as const;

export const heldout12Cases: NotesCase[] = [
  // ---------------------------------------------------------------- Dr Raman, UK, FDI, recogniser
  defineCase({
    ...uk,
    id: 'h12-01-composite-36-verb-first',
    asr: true,
    transcript:
      'okay so patient attended for filling three six um medical history no changes still on levothyroxine gave local anaesthetic one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration thirty six placed rubber dam excavated mesial occlusal sorry disto occlusal caries in three six deep near the pulp lined with biodentine then placed composite shade a three checked occlusion polished post op instructions given patient was very relaxed today next visit buccal composite on three seven',
    expect: {
      CC: 'Filling 36',
      'MED HX': 'No changes. Still on levothyroxine',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Placed rubber dam',
        'Excavated DO caries 36',
        'Deep near the pulp',
        'Lined with Biodentine',
        'Placed composite',
        'Shade A3',
        'Checked occlusion',
        'Polished',
        'Post op instructions given',
      ],
      'TX TODAY': ['DO composite 36'],
      NOTES: 'Patient was very relaxed today',
      NV: ['B composite 37'],
    },
  }),
  // ---------------------------------------------------------------- Dr Whitfield, UK, Palmer, typed
  defineCase({
    ...ukPalmer,
    id: 'h12-02-crown-prep-ur6-semicolons',
    asr: false,
    transcript:
      'Attends for UR6 crown prep as planned. MH unchanged, apixaban for AF. LA: 2 x 2.2 ml Septanest 4% 1:100,000 adrenaline, buccal and palatal infiltrations UR6; old amalgam removed; core built up with composite; crown prep UR6 for PFM; retraction cord placed; silicone impressions upper, alginate lower; shade A3.5; temp crown UR6 in Protemp, cemented with Tempbond; occlusion checked. Pt happy. NV: fit crown UR6 in a fortnight.',
    expect: {
      CC: 'UR6 crown prep as planned',
      'MED HX': 'Unchanged, apixaban for AF',
      TX: [
        'LA: 2 x 2.2 ml Septanest 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Old amalgam removed',
        'Core built up with composite',
        'Crown prep UR6 for PFM',
        'Retraction cord placed',
        'Silicone impressions upper',
        'Alginate lower',
        'Shade A3.5',
        'Temp crown UR6 in Protemp',
        'Cemented with Tempbond',
        'Occlusion checked',
      ],
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown UR6'],
      NOTES: 'Pt happy',
      NV: ['Crown fit UR6 in 2 weeks'],
    },
  }),
  // ---------------------------------------------------------------- Dr Brennan, UK, FDI, recogniser (child)
  defineCase({
    ...uk,
    id: 'h12-03-child-exam-primary-molars',
    asr: true,
    transcript:
      'right attended for check up no concerns from mum um medical history fit and well no allergies extra oral nothing abnormal intra oral soft tissues healthy perio oral hygiene fair plaque on lower incisors charting five five occlusal caries eight four mesial sorry distal caries eight five mesial caries six one mobile and exfoliating three six and four six partially erupted and sound bitewings taken caries in eight four and eight five into dentine diagnosis dental caries in primary molars discussed diet lots of juice advised water between meals mum happy to go ahead plan fissure sealants three six and four six preventive resin five five composites eight four and eight five next visit fillings lower right recall six months notes she is six and came with mum',
    expect: {
      CC: 'Check up. No concerns from mum',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Oral hygiene fair, plaque on lower incisors',
      DENTAL: [
        ['55', 'O caries'],
        ['84', 'D caries'],
        ['85', 'M caries'],
        ['61', 'Mobile and exfoliating'],
        ['36', 'Partially erupted and sound'],
        ['46', 'Partially erupted and sound'],
      ],
      RADIO: 'Bitewings taken, caries in 84 and 85 into dentine',
      DX: ['Dental caries in primary molars'],
      CONSULT: 'Discussed diet, lots of juice. Advised water between meals. Mum happy to go ahead',
      'TX PLAN': ['Fissure sealants 36, 46', 'Preventive resin 55', 'Composites 84, 85'],
      NV: ['Fillings lower right'],
      'F/U': 'Recall 6 months',
      NOTES: 'She is 6 and came with mum',
    },
  }),
  // ---------------------------------------------------------------- Ms Okafor, UK, Palmer, recogniser
  defineCase({
    ...ukPalmer,
    id: 'h12-04-rsd-upper-right-palmer',
    asr: true,
    transcript:
      'patient attended for root surface debridement upper right quadrant second of four visits medical history type two diabetes well controlled no other changes smokes ten a day gave local anaesthetic one point eight sorry two point two mls lignocaine two percent with one in eighty thousand adrenaline buccal infiltration and palatal infiltration upper right six pocketing seven millimetres distal of upper right six and six millimetres mesial of upper right four then rsd with ultrasonic and hand instruments heavy subgingival calculus removed irrigated pockets with chlorhexidine ohi given for interdental brushes size three patient tolerated well next visit rsd lower right re evaluation three months after the last quadrant',
    expect: {
      CC: 'Root surface debridement upper right quadrant, second of 4 visits',
      'MED HX': 'Type 2 diabetes well controlled. No other changes. Smokes 10 a day',
      PERIO: 'Pocketing 7 mm distal of UR6 and 6 mm mesial of UR4',
      TX: [
        'LA: 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'RSD with ultrasonic and hand instruments',
        'Heavy subgingival calculus removed',
        'Irrigated pockets with chlorhexidine',
        'OHI given for interdental brushes size 3',
      ],
      'TX TODAY': ['RSD', 'Irrigation', 'OHI'],
      NOTES: 'Patient tolerated well',
      NV: ['RSD lower right'],
      'F/U': 'Re-evaluation 3 months after the last quadrant',
    },
  }),
  // ---------------------------------------------------------------- Mr Mensah, UK, FDI, typed story
  defineCase({
    ...uk,
    id: 'h12-05-surgical-extraction-38-story',
    asr: false,
    transcript:
      'Attended for surgical extraction of 38 as planned, recurrent pericoronitis. MH: asthma, salbutamol inhaler PRN. NKDA. OPG from the consultation shows a mesioangular 38 with roots close to the IAN canal but no high-risk signs. Risks discussed again including pain, swelling, dry socket, infection and temporary or permanent numbness of lip and tongue. Written consent signed. We started with a left IDB and long buccal, 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline. Numb after 5 minutes. A buccal flap was raised, bone removed buccally and distally with a round bur under saline, crown sectioned and roots elevated in two pieces. The socket was irrigated with saline and closed with 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. POIG verbal and written including analgesia. He coped well. Review 1/52 if any problems, otherwise discharge to GDP.',
    expect: {
      CC: 'Surgical extraction of 38 as planned, recurrent pericoronitis',
      'MED HX': 'Asthma, salbutamol inhaler PRN. NKDA',
      RADIO:
        'OPG from the consultation shows a mesioangular 38 with roots close to the IAN canal but no high-risk signs',
      CONSULT:
        'Risks discussed again including pain, swelling, dry socket, infection and temporary or permanent numbness of lip and tongue',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + long buccal',
        'Numb after 5 minutes',
        'Buccal flap was raised',
        'Bone removed buccally and distally with a round bur under saline',
        'Crown sectioned and roots elevated in 2 pieces',
        'Socket was irrigated with saline and closed with 2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal and written including analgesia',
      ],
      'TX TODAY': ['Surgical extraction 38'],
      NOTES: 'He coped well',
      'F/U': 'Review 1 week if any problems, otherwise discharge to GDP',
    },
  }),
  // ---------------------------------------------------------------- Dr Lee, US, Universal, recogniser
  defineCase({
    ...us,
    id: 'h12-06-rct-19-verb-last',
    asr: true,
    transcript:
      'patient presents for root canal number nineteen continuing from last week uh medical history no changes two carpules lidocaine two percent one to one hundred thousand epi left ianb given rubber dam placed temporary removed three canals located working lengths confirmed with apex locator and radiograph canals cleaned and shaped to size thirty canals irrigated with three sorry five point two five percent sodium hypochlorite canals dried nineteen obturated warm vertical with gutta percha and sealer core build up with composite post op periapical good fill no voids patient tolerated well next visit crown prep number nineteen',
    expect: {
      CC: 'Root canal #19 continuing from last week',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        'Temporary removed',
        '3 canals located',
        'Working lengths confirmed with apex locator and radiograph',
        'Canals cleaned and shaped to size 30',
        'Canals irrigated with 5.25% sodium hypochlorite',
        'Canals dried',
        '#19 obturated warm vertical with gutta percha and sealer',
        'Core build up with composite',
      ],
      'TX TODAY': ['Obturation #19'],
      RADIO: 'Post op periapical, good fill, no voids',
      NOTES: 'Patient tolerated well',
      NV: ['Crown prep #19'],
    },
  }),
  // ---------------------------------------------------------------- Dr Raman, UK, FDI, recogniser, appends
  defineCase({
    ...uk,
    id: 'h12-07-recall-exam-fractured-cusp-appends',
    asr: true,
    transcript:
      "okay routine exam patient mentions sensitivity to cold upper left for a couple of weeks medical history no changes non smoker extra oral nothing abnormal detected intra oral soft tissues healthy bpe two one two two one two charting one six occlusal amalgam sound upper left six mesial occlusal distal amalgam with a crack line two five cracked cusp sorry fractured palatal cusp and sensitive to cold thirty six disto occlusal composite intact forty six crowned bitewings taken no new caries diagnosis fractured cusp two five well i explained the options to her either a composite build up or an onlay she'd like the composite for now note she prefers morning appointments plan composite two five and scale and polish with the hygienist next visit composite two five recall six months",
    appends: ['add three seven fissure sealant intact', 'change recall to nine months'],
    expect: {
      CC: 'Routine exam. Patient mentions sensitivity to cold upper left for a couple of weeks',
      'MED HX': 'No changes. Non smoker',
      EXTRA: 'Nothing abnormal detected',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 1 2 / 2 1 2',
      DENTAL: [
        ['16', 'O amalgam sound'],
        ['26', 'MOD amalgam with a crack line'],
        ['25', 'Fractured P cusp and sensitive to cold', 'P cusp'],
        ['36', 'DO composite intact'],
        ['46', 'Crowned'],
        ['37', 'Fissure sealant intact'],
      ],
      RADIO: 'Bitewings taken, no new caries',
      DX: ['Fractured cusp 25'],
      CONSULT: "I explained the options to her, either a composite build up or an onlay. She'd like the composite for now",
      NOTES: 'She prefers morning appointments',
      'TX PLAN': ['Composite 25', 'Scale and polish with the hygienist'],
      NV: ['Composite 25'],
      'F/U': 'Recall 9 months',
    },
  }),
  // ---------------------------------------------------------------- Dr Whitfield, UK, Palmer, typed
  defineCase({
    ...ukPalmer,
    id: 'h12-08-new-patient-exam-palmer',
    asr: false,
    transcript:
      'New pt exam. C/O bleeding gums on brushing, no pain. MH: hypertension, amlodipine 5 mg; ex-smoker, quit 2019; alcohol 14 units/wk. EO: NAD, TMJ clicking L side, no pain. IO: linea alba bilat, soft tissues otherwise NAD. BPE 3 2 3 / 3 2 3. Charting: UR7 MO amalgam; UR6 crown; UL6 DO caries; UL7 missing; LL6 root-filled with amalgam core; LL7 occlusal caries; LR5 buccal abrasion; LR6 MOD amalgam, ditched distal margin. BWs both sides, grade 1: caries UL6 D and LL7 O into dentine, horizontal bone loss approx 20%. Dx: generalised periodontitis stage II grade A; caries UL6 and LL7. Options discussed incl. perio therapy with hygienist and fillings; pt keen to start. Tx plan: OHI and RSD with hygienist; DO composite UL6; O composite LL7; replace LR6 amalgam. Recall 6/12 after perio re-eval.',
    expect: {
      CC: 'New pt exam. Bleeding gums on brushing, no pain',
      'MED HX': 'Hypertension, amlodipine 5 mg. Ex-smoker, quit 2019. Alcohol 14 units/wk',
      EXTRA: 'NAD, TMJ clicking L side, no pain',
      INTRA: 'Linea alba bilat, soft tissues otherwise NAD',
      PERIO: 'BPE 3 2 3 / 3 2 3',
      DENTAL: [
        ['UR7', 'MO amalgam'],
        ['UR6', 'Crown'],
        ['UL6', 'DO caries'],
        ['UL7', 'Missing'],
        ['LL6', 'Root-filled with amalgam core'],
        ['LL7', 'O caries'],
        ['LR5', 'B abrasion'],
        ['LR6', 'MOD amalgam, ditched D margin'],
      ],
      RADIO: 'BWs both sides, grade 1: caries UL6 D and LL7 O into dentine, horizontal bone loss approx 20%',
      DX: ['Generalised periodontitis stage II grade A', 'Caries UL6, LL7'],
      CONSULT: 'Options discussed incl. perio therapy with hygienist and fillings. Pt keen to start',
      'TX PLAN': ['OHI', 'RSD with hygienist', 'DO composite UL6', 'O composite LL7', 'Replace LR6 amalgam'],
      'F/U': 'Recall 6 months after perio re-eval',
    },
  }),
  // ---------------------------------------------------------------- Dr Brennan, UK, FDI, recogniser (child)
  defineCase({
    ...uk,
    id: 'h12-09-child-hall-crown-sealants',
    asr: true,
    transcript:
      'back for planned treatment medical history fit and well hall crown on eight five no local anaesthetic separators from last week removed size four sorry five crown cemented with glass ionomer excess removed occlusion high as expected fissure sealants three six and four six cotton wool isolation etched sealant placed and light cured retention checked fluoride varnish twenty two thousand six hundred ppm to all teeth diet and brushing advice to dad notes dad with her very good girl stickers given recall six months',
    expect: {
      CC: 'Back for planned treatment',
      'MED HX': 'Fit and well',
      TX: [
        'Hall crown 85',
        'No local anaesthetic',
        'Separators from last week removed',
        'Size 5 crown cemented with glass ionomer',
        'Excess removed',
        'Occlusion high as expected',
        'Fissure sealants 36, 46',
        'Cotton wool isolation',
        'Etched',
        'Sealant placed and light cured',
        'Retention checked',
        'Fluoride varnish 22,600 ppm to all teeth',
      ],
      'TX TODAY': ['SSC 85', 'Fissure sealants 36, 46', 'Fluoride varnish'],
      CONSULT: 'Diet and brushing advice to dad',
      NOTES: 'Dad with her, very good girl, stickers given',
      'F/U': 'Recall 6 months',
    },
  }),
  // ---------------------------------------------------------------- Ms Okafor, UK, FDI, typed
  defineCase({
    ...uk,
    id: 'h12-10-perio-assessment-stage-iii',
    asr: false,
    transcript:
      'Attended for perio assessment after BPE 4 4 3 / 3 3 4 at last exam. Pt reports gums bleed and lower front teeth feel loose. MH: type 2 diabetes (metformin), smokes 15/day, stress at work. Full pocket chart done: generalised 4–6 mm PPD, 7 mm at 16 MP, 26 DP, 36 DL and 46 ML. BOP 48%, plaque score 70%. Mobility 31 and 41 grade I, 16 grade II. Furcation 36 class I. OPG: generalised horizontal bone loss to mid-root, vertical defect 16 M. Dx: generalised periodontitis stage III grade C. Explained the disease and that smoking and sugar control matter. Smoking cessation advice given. Hopeless prognosis 16 discussed, may need extraction later. Pt wants to try to keep all teeth. Plan: OHI, RSD 4 quadrants under LA over 2 visits. Re-eval 3 months after RSD. NV: RSD UR and LR.',
    expect: {
      CC: 'Perio assessment after BPE 4 4 3 / 3 3 4 at last exam. Pt reports gums bleed and lower front teeth feel loose',
      'MED HX': 'Type 2 diabetes (metformin), smokes 15/day, stress at work',
      PERIO:
        'Full pocket chart done: generalised 4–6 mm PPD, 7 mm at 16 MP, 26 DP, 36 DL and 46 ML. BOP 48%, plaque score 70%. Mobility 31 and 41 grade I, 16 grade II. Furcation 36 class I',
      RADIO: 'OPG: generalised horizontal bone loss to mid-root, vertical defect 16 M',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT:
        'Explained the disease and that smoking and sugar control matter. Smoking cessation advice given. Hopeless prognosis 16 discussed, may need extraction later. Pt wants to try to keep all teeth',
      'TX PLAN': ['OHI', 'RSD 4 quadrants under LA over 2 visits'],
      'F/U': 'Re-eval 3 months after RSD',
      NV: ['RSD UR and LR'],
    },
  }),
  // ---------------------------------------------------------------- Mr Mensah, UK, FDI, typed
  defineCase({
    ...uk,
    id: 'h12-11-wisdom-teeth-consult',
    asr: false,
    transcript:
      'Referred by GDP re lower wisdom teeth. Intermittent pain R side for over 6 months, 3 episodes of pericoronitis, last treated with metronidazole. MH: NAD. NKDA. EO: no lymphadenopathy, mouth opening 40 mm. IO: 48 partially erupted, operculum inflamed; 38 fully erupted with distal caries; 18 buccally inclined, traumatising cheek; 28 absent. OPG: 48 horizontally impacted, apex overlying IAN canal with darkening of root. 38 vertical. Dx: recurrent pericoronitis 48. Options: leave and monitor, coronectomy 48, or extraction of 48 and 38 under IV sedation. Risk of IAN damage explained (3–5% temporary, <1% permanent). Patient opts for XLA 38 and coronectomy 48 under sedation. Written info given. Consent to be taken at treatment visit. Plan: CBCT 48; XLA 38; coronectomy 48 under IV sedation. NV: sedation assessment. Nervous about needles. Copy letter to GDP.',
    expect: {
      CC: 'Referred by GDP re lower wisdom teeth. Intermittent pain R side for over 6 months, 3 episodes of pericoronitis, last treated with metronidazole',
      'MED HX': 'NAD. NKDA',
      EXTRA: 'No lymphadenopathy, mouth opening 40 mm',
      DENTAL: [
        ['48', 'Partially erupted, operculum inflamed'],
        ['38', 'Fully erupted with D caries'],
        ['18', 'Buccally inclined, traumatising cheek'],
        ['28', 'Absent'],
      ],
      RADIO: 'OPG: 48 horizontally impacted, apex overlying IAN canal with darkening of root. 38 vertical',
      DX: ['Recurrent pericoronitis 48'],
      CONSULT:
        'Options: leave and monitor, coronectomy 48, or extraction of 48 and 38 under IV sedation. Risk of IAN damage explained (3–5% temporary, <1% permanent). Patient opts for XLA 38 and coronectomy 48 under sedation. Written info given',
      CONSENT: 'Consent to be taken at treatment visit',
      'TX PLAN': ['CBCT 48', 'Extraction 38', 'Coronectomy 48 under IV sedation'],
      NV: ['Sedation assessment'],
      NOTES: 'Nervous about needles. Copy letter to GDP',
    },
  }),
  // ---------------------------------------------------------------- Dr Lee, US, Universal, recogniser
  defineCase({
    ...us,
    id: 'h12-12-cracked-14-consult',
    asr: true,
    transcript:
      "uh patient came in complaining of sharp pain on biting upper left for about a month mostly with chewy food medical history high blood pressure takes lisinopril allergic to codeine makes her nauseous extra oral within normal limits intra oral number fourteen large mesial occlusal distal amalgam crack line on the distal marginal ridge tender to bite on the distolingual cusp responds normally to cold percussion negative number thirteen distal composite fine number fifteen sound periapical x-ray taken no periapical pathology diagnosis cracked tooth number fourteen with reversible sorry normal pulp talked about crowning it to hold it together and the chance it may need a root canal later or even extraction if the crack goes down the root she wants to think about cost she'll call back in the meantime avoid chewing on that side plan crown number fourteen if she decides",
    expect: {
      CC: 'Sharp pain on biting upper left for about a month, mostly with chewy food',
      'MED HX': 'High blood pressure, takes lisinopril. Allergic to codeine, makes her nauseous',
      EXTRA: 'Within normal limits',
      DENTAL: [
        [
          '14',
          'Large MOD amalgam, crack line on the D marginal ridge, tender to bite on the DL cusp, responds normally to cold, percussion negative',
        ],
        ['13', 'D composite fine'],
        ['15', 'Sound'],
      ],
      RADIO: 'Periapical x-ray taken, no periapical pathology',
      DX: ['Cracked tooth #14 with normal pulp'],
      CONSULT:
        "Talked about crowning it to hold it together and the chance it may need a root canal later or even extraction if the crack goes down the root. She wants to think about cost. She'll call back. In the meantime avoid chewing on that side",
      'TX PLAN': ['Crown #14 if she decides'],
    },
  }),
  // ---------------------------------------------------------------- Dr Raman, UK, FDI, recogniser, story
  defineCase({
    ...uk,
    id: 'h12-13-extirpation-46-story',
    asr: true,
    transcript:
      'emergency appointment throbbing pain lower right since the weekend kept her awake last night medical history asthma uses an inhaler allergic to penicillin forty six lingering pain to cold tender to percussion deep distal caries under old filling periapical taken widened pdl space on the distal root diagnosis symptomatic irreversible pulpitis four six discussed root canal or extraction she wants to save the tooth verbal consent so first i gave an id block two cartridges lidocaine two percent with adrenaline one in eighty thousand on the right then rubber dam went on removed old amalgam and caries then accessed the pulp chamber pulp was hyperaemic and bleeding extirpated four six all four canals canals irrigated with sodium hypochlorite then ledermix on a cotton pellet then temporary dressing with cavit next visit complete root canal four six review sooner if pain worsens',
    expect: {
      CC: 'Emergency appointment. Throbbing pain lower right since the weekend, kept her awake last night',
      'MED HX': 'Asthma, uses an inhaler. Allergic to penicillin',
      DENTAL: [['46', 'Lingering pain to cold, tender to percussion, deep D caries under old filling']],
      RADIO: 'Periapical taken, widened PDL space on the distal root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Discussed root canal or extraction. She wants to save the tooth',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam went on',
        'Removed old amalgam and caries',
        'Accessed the pulp chamber',
        'Pulp was hyperaemic and bleeding',
        'Extirpated 46 all 4 canals',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix on a cotton pellet',
        'Temporary dressing with Cavit',
      ],
      'TX TODAY': ['Extirpation 46', 'Temporary dressing'],
      NV: ['Complete RCT 46'],
      'F/U': 'Review sooner if pain worsens',
    },
  }),
  // ---------------------------------------------------------------- Dr Whitfield, UK, Palmer, typed bare nouns
  defineCase({
    ...ukPalmer,
    id: 'h12-14-partial-denture-fit-bare-nouns',
    asr: false,
    transcript:
      'Attends for fit of upper partial denture replacing UR1, UL1 and UL2. MH: no change. Tx today: denture fit; pressure-indicating paste check; flange relief UL2 region; clasp adjustment UL4; occlusion check and adjustment; insertion and removal demo; denture hygiene instructions; OHI. Pt pleased with appearance. Discussed Co-Cr partial for LL6 and LR6 spaces, pt to think about it, estimate given. Review in a fortnight for ease.',
    expect: {
      CC: 'Fit of upper partial denture replacing UR1, UL1 and UL2',
      'MED HX': 'No change',
      TX: [
        'Denture fit',
        'Pressure-indicating paste check',
        'Flange relief UL2 region',
        'Clasp adjustment UL4',
        'Occlusion check and adjustment',
        'Insertion and removal demo',
        'Denture hygiene instructions',
        'OHI',
      ],
      'TX TODAY': ['Denture fit', 'OHI'],
      NOTES: 'Pt pleased with appearance',
      CONSULT: 'Discussed Co-Cr partial for LL6 and LR6 spaces, pt to think about it, estimate given',
      'F/U': 'Review in 2 weeks for ease',
    },
  }),
  // ---------------------------------------------------------------- Dr Brennan, UK, FDI, recogniser (child trauma)
  defineCase({
    ...uk,
    id: 'h12-15-child-trauma-11-21',
    asr: true,
    transcript:
      'nine year old fell off her scooter yesterday and hit her front teeth no loss of consciousness no vomiting medical history fit and well tetanus up to date extra oral grazed chin and swollen upper lip intra oral laceration inside upper lip healing no foreign body one one fractured mesio incisal corner into dentine no pulp exposure slightly tender to percussion not mobile positive to ethyl chloride two one fractured incisal edge enamel only sensitive to cold positive to ethyl chloride periapical taken no root fracture open apices diagnosis uncomplicated crown fracture one one comma enamel fracture two one discussed prognosis risk of discolouration or the nerve dying and need for monitoring mum understands today glass ionomer bandage on one one post op instructions soft diet for two weeks review two weeks with sensibility tests notes mum with her',
    expect: {
      CC: '9 year old fell off her scooter yesterday and hit her front teeth. No loss of consciousness, no vomiting',
      'MED HX': 'Fit and well. Tetanus up to date',
      EXTRA: 'Grazed chin and swollen upper lip',
      INTRA: 'Laceration inside upper lip healing, no foreign body',
      DENTAL: [
        [
          '11',
          'Fractured MI corner into dentine, no pulp exposure, slightly tender to percussion, not mobile, positive to ethyl chloride',
          'MI corner',
        ],
        ['21', 'Fractured incisal edge enamel only, sensitive to cold, positive to ethyl chloride', 'Incisal edge'],
      ],
      RADIO: 'Periapical taken, no root fracture, open apices',
      DX: ['Uncomplicated crown fracture 11', 'Enamel fracture 21'],
      CONSULT:
        'Discussed prognosis, risk of discolouration or the nerve dying and need for monitoring. Mum understands',
      TX: ['Glass ionomer bandage 11', 'Post op instructions soft diet for 2 weeks'],
      'TX TODAY': ['GIC 11'],
      'F/U': 'Review 2 weeks with sensibility tests',
      NOTES: 'Mum with her',
    },
  }),
  // ---------------------------------------------------------------- Dr Alvarez, US, Universal, typed numbered lines
  defineCase({
    ...us,
    id: 'h12-16-crown-seat-30-composite-29-numbered',
    asr: false,
    transcript:
      'Pt here for crown seat #30 and filling #29.\n1. Med hx reviewed, no changes, on Eliquis.\n2. Temp crown removed #30, prep cleaned with pumice.\n3. Zirconia crown tried in, contacts and margins OK.\n4. Occlusion adjusted, polished.\n5. Crown cemented #30 with RelyX Unicem, excess removed.\n6. LA: 1 carpule 2% lido 1:100k epi, buccal infiltration #29.\n7. #29 DO caries removed, Tofflemire and wedge, bonded.\n8. Filled with composite, shade A2, light cured, finished and polished.\n9. POI given.\nNext visit: #3 MOD onlay prep. Recall 6 months with hygiene.',
    expect: {
      CC: 'Crown seat #30 and filling #29',
      'MED HX': 'Reviewed, no changes, on Eliquis',
      TX: [
        'Temp crown removed #30',
        'Prep cleaned with pumice',
        'Zirconia crown tried in',
        'Contacts and margins OK',
        'Occlusion adjusted',
        'Polished',
        'Crown cemented #30 with RelyX Unicem',
        'Excess removed',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #29',
        '#29 DO caries removed',
        'Tofflemire and wedge',
        'Bonded',
        'Filled with composite',
        'Shade A2',
        'Light cured',
        'Finished and polished',
        'POI given',
      ],
      'TX TODAY': ['Crown fit #30', 'DO composite #29'],
      NV: ['#3 MOD onlay prep'],
      'F/U': 'Recall 6 months with hygiene',
    },
  }),
  // ---------------------------------------------------------------- Dr Park, US, Universal, recogniser (child)
  defineCase({
    ...us,
    id: 'h12-17-peds-pulpotomy-ssc-t',
    asr: true,
    transcript:
      'patient here for fillings lower right medical history healthy no meds no allergies nitrous oxide thirty percent for comfort topical benzocaine then one carpule lidocaine two percent with one to one hundred thousand epi right ianb rubber dam placed number t large mesial occlusal caries into the pulp pulpotomy number t with formocresol sorry mta stainless steel crown number t size four cemented with glass ionomer number s occlusal composite over small caries number thirty fissure sealant placed one hundred percent oxygen for five minutes he did great tell show do worked well next visit upper left fillings with nitrous notes he is seven and grandma brought him',
    expect: {
      CC: 'Fillings lower right',
      'MED HX': 'Healthy, no meds, no allergies',
      TX: [
        'Nitrous oxide 30% for comfort',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam placed',
        '#T large MO caries into the pulp',
        'Pulpotomy #T with MTA',
        'Stainless steel crown #T size 4 cemented with glass ionomer',
        '#S O composite over small caries',
        '#30 fissure sealant placed',
        '100% oxygen for 5 minutes',
      ],
      'TX TODAY': ['Pulpotomy #T', 'SSC #T', 'O composite #S', 'Fissure sealant #30'],
      NOTES: 'He did great, tell show do worked well. He is 7 and grandma brought him',
      NV: ['Upper left fillings with nitrous'],
    },
  }),
  // ---------------------------------------------------------------- Dr Lee, US, Universal, recogniser
  defineCase({
    ...us,
    id: 'h12-18-abscess-30-incision-drainage',
    asr: true,
    transcript:
      'patient presents with swelling lower right face since yesterday painful number thirty root canal treated years ago medical history type one diabetes on an insulin pump blood sugar this morning one sixty no allergies extra oral swelling right submandibular area not crossing midline swallowing fine intra oral number thirty tender to percussion with fluctuant buccal swelling periapical number thirty large radiolucency on both roots diagnosis acute apical abscess number thirty previously treated discussed retreatment versus extraction wants to keep it for now verbal consent two carpules articaine four percent one to one hundred thousand epi buccal infiltration number thirty incision and drainage of the buccal swelling pus drained irrigated with saline amoxicillin five hundred milligrams three times a day for seven days prescribed ibuprofen six hundred every six hours scratch that ibuprofen eight hundred every eight hours told to go to the er if swelling spreads or trouble swallowing next visit retreatment consult number thirty follow up forty eight hours',
    expect: {
      CC: 'Swelling lower right face since yesterday, painful. #30 root canal treated years ago',
      'MED HX': 'Type 1 diabetes on an insulin pump, blood sugar this morning 160. No allergies',
      EXTRA: 'Swelling right submandibular area, not crossing midline, swallowing fine',
      DENTAL: [['30', 'Tender to percussion with fluctuant buccal swelling']],
      RADIO: 'Periapical #30 large radiolucency on both roots',
      DX: ['Acute apical abscess #30 previously treated'],
      CONSULT: 'Discussed retreatment versus extraction. Wants to keep it for now',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Incision and drainage of the buccal swelling',
        'Pus drained',
        'Irrigated with saline',
        'Amoxicillin 500 mg 3 times a day for 7 days prescribed',
        'Ibuprofen 800 every 8 hours',
        'Told to go to the ER if swelling spreads or trouble swallowing',
      ],
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      NV: ['Retreatment consult #30'],
      'F/U': 'Follow up 48 hours',
    },
  }),
  // ---------------------------------------------------------------- Dr Carter, US, Universal, recogniser
  defineCase({
    ...us,
    id: 'h12-19-periodic-exam-open-margin-19',
    asr: true,
    transcript:
      'periodic exam patient here for six month check up no complaints except food packing between eighteen and nineteen um medical history no changes still on metformin and atorvastatin no known drug allergies extraoral exam within normal limits intraoral tongue and floor of mouth normal oral cancer screening negative psr two two two three two two charting number eighteen mesial caries number nineteen pfm crown with open distal margin number three occlusal amalgam with recurrent decay number fourteen missing twenty eight and twenty nine sealed four bitewings taken confirm caries number eighteen into dentin and recurrent decay number three discussed the open margin on nineteen is probably causing the food trap recommended replacing the crown on nineteen patient agrees but wants to wait for the new insurance year so fillings first plan mesial composite eighteen occlusal composite number three new crown nineteen next appointment composites eighteen and three recall six months',
    expect: {
      CC: 'Periodic exam. 6 month check up. No complaints except food packing between #18 and #19',
      'MED HX': 'No changes, still on metformin and atorvastatin. No known drug allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue and floor of mouth normal. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      DENTAL: [
        ['18', 'M caries'],
        ['19', 'PFM crown with open D margin'],
        ['3', 'O amalgam with recurrent decay'],
        ['14', 'Missing'],
        ['28', 'Sealed'],
        ['29', 'Sealed'],
      ],
      RADIO: '4 bitewings taken, confirm caries #18 into dentin and recurrent decay #3',
      CONSULT:
        'Discussed the open margin on #19 is probably causing the food trap. Recommended replacing the crown on #19. Patient agrees but wants to wait for the new insurance year so fillings first',
      'TX PLAN': ['M composite #18', 'O composite #3', 'New crown #19'],
      NV: ['Composites #18, #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  // ---------------------------------------------------------------- Dr Whitfield, UK, Palmer, typed
  defineCase({
    ...ukPalmer,
    id: 'h12-20-replace-lr6-consult',
    asr: false,
    transcript:
      'Consult re replacing LR6, extracted 2 years ago. Pt finds chewing on the right difficult. MH: well controlled asthma, smoker 5/day. EO NAD. IO: healthy mucosa, good OH. BPE 1 1 1 / 1 1 2. Charting: LR6 space; LR7 mesially tilted approx 15 degrees with DO amalgam; LR5 MOD amalgam; UR6 over-erupted 1 mm. Options discussed: no treatment, Co-Cr partial denture, conventional bridge LR5 to LR7 or implant. Implant would need CBCT and possibly bone graft; smoking increases failure risk. Costs given. Pt favours implant, wants to stop smoking first. Plan: CBCT LR6 site; refer in-house for implant assessment. Recall 6/12.',
    expect: {
      CC: 'Consult re replacing LR6, extracted 2 years ago. Pt finds chewing on the right difficult',
      'MED HX': 'Well controlled asthma, smoker 5/day',
      EXTRA: 'NAD',
      INTRA: 'Healthy mucosa, good OH',
      PERIO: 'BPE 1 1 1 / 1 1 2',
      DENTAL: [
        ['LR6', 'Space'],
        ['LR7', 'Mesially tilted approx 15 degrees with DO amalgam'],
        ['LR5', 'MOD amalgam'],
        ['UR6', 'Over-erupted 1 mm'],
      ],
      CONSULT:
        'Options discussed: no treatment, Co-Cr partial denture, conventional bridge LR5 to LR7 or implant. Implant would need CBCT and possibly bone graft. Smoking increases failure risk. Costs given. Pt favours implant, wants to stop smoking first',
      'TX PLAN': ['CBCT LR6 site', 'Refer in-house for implant assessment'],
      'F/U': 'Recall 6 months',
    },
  }),
  // ---------------------------------------------------------------- Ms Wright, US, Universal, recogniser
  defineCase({
    ...us,
    id: 'h12-21-srp-left-quadrants',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper left and lower left medical history reviewed hypertension on lisinopril no changes blood pressure one thirty two over eighty six topical gel applied two carpules articaine four percent one to one hundred thousand epi left ianb and buccal infiltration upper left pocket depths five to seven millimeters on the upper left molars scaling and root planing both left quadrants with cavitron and hand scalers moderate subgingival calculus removed arestin placed in the distal pocket of number fourteen ohi with a waterpik patient tolerated well next visit scaling and root planing right side',
    expect: {
      CC: 'Scaling and root planing upper left and lower left',
      'MED HX': 'Reviewed, hypertension on lisinopril, no changes. Blood pressure 132/86',
      PERIO: 'Pocket depths 5 to 7 mm on the upper left molars',
      TX: [
        'Topical gel applied',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration upper left',
        'Scaling and root planing both left quadrants with Cavitron and hand scalers',
        'Moderate subgingival calculus removed',
        'Arestin placed in the distal pocket of #14',
        'OHI with a Waterpik',
      ],
      'TX TODAY': ['SRP', 'OHI'],
      NOTES: 'Patient tolerated well',
      NV: ['SRP right side'],
    },
  }),
  // ---------------------------------------------------------------- Dr Alvarez, US, Universal, typed
  defineCase({
    ...us,
    id: 'h12-22-implant-consult-19',
    asr: false,
    transcript:
      'Implant consult, missing #19 (extracted 2024). Pt wants a fixed option.\nMHx: osteoporosis, on alendronate 3 yrs, otherwise healthy. Non-smoker. NKDA.\nEO: WNL. IO: #19 site ridge narrow buccolingually, keratinized tissue adequate. #18 mesially drifted 2 mm. #14 supererupted 1 mm.\nCBCT: ridge width 5 mm, height 14 mm above canal.\nDiscussed implant with possible ridge augmentation vs 3-unit bridge #18-#20 vs RPD. Risk of medication-related osteonecrosis explained; drug holiday not routinely needed but physician input requested. Costs reviewed. Pt chooses implant. Consent form reviewed, to be signed at surgery.\nTx plan: physician letter; implant #19 with GBR; crown after 3-4 months integration.\nNext visit: implant placement #19.',
    expect: {
      CC: 'Implant consult, missing #19 (extracted 2024). Pt wants a fixed option',
      'MED HX': 'Osteoporosis, on alendronate 3 yrs, otherwise healthy. Non-smoker. NKDA',
      EXTRA: 'WNL',
      INTRA: '#19 site ridge narrow buccolingually, keratinized tissue adequate',
      DENTAL: [
        ['18', 'Mesially drifted 2 mm'],
        ['14', 'Supererupted 1 mm'],
      ],
      RADIO: 'CBCT: ridge width 5 mm, height 14 mm above canal',
      CONSULT:
        'Discussed implant with possible ridge augmentation vs 3-unit bridge #18-#20 vs RPD. Risk of medication-related osteonecrosis explained. Drug holiday not routinely needed but physician input requested. Costs reviewed. Pt chooses implant',
      CONSENT: 'Consent form reviewed, to be signed at surgery',
      'TX PLAN': ['Physician letter', 'Implant #19 with GBR', 'Crown after 3-4 months integration'],
      NV: ['Implant placement #19'],
    },
  }),
  // ---------------------------------------------------------------- Dr Park, US, Universal, recogniser (child)
  defineCase({
    ...us,
    id: 'h12-23-peds-periodic-exam-letters',
    asr: true,
    transcript:
      'patient here for six month checkup no problems medical history mild asthma uses albuterol as needed no allergies extraoral normal intraoral soft tissues normal number a has a distal occlusal sorry mesial occlusal cavity number b and number i have sealants number l occlusal cavity lower front teeth crowded two bitewings taken interproximal caries number a mesial diagnosis early childhood caries discussed with dad nighttime brushing by a parent and limiting juice to meal times dad agrees to help with brushing fluoride varnish applied prophy done plan number a mesial occlusal composite number l occlusal composite next visit fillings number a and number l recall six months notes she is five and came with dad',
    expect: {
      CC: '6 month checkup. No problems',
      'MED HX': 'Mild asthma, uses albuterol as needed. No allergies',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal. Lower front teeth crowded',
      DENTAL: [
        ['A', 'MO cavity'],
        ['B', 'Sealants'],
        ['I', 'Sealants'],
        ['L', 'O cavity'],
      ],
      RADIO: '2 bitewings taken, interproximal caries #A mesial',
      DX: ['Early childhood caries'],
      CONSULT:
        'Discussed with dad nighttime brushing by a parent and limiting juice to meal times. Dad agrees to help with brushing',
      TX: ['Fluoride varnish applied', 'Prophy done'],
      'TX TODAY': ['Fluoride varnish', 'Prophy'],
      'TX PLAN': ['#A MO composite', '#L O composite'],
      NV: ['Fillings #A, #L'],
      'F/U': 'Recall 6 months',
      NOTES: 'She is 5 and came with dad',
    },
  }),
  // ---------------------------------------------------------------- Dr Alvarez, US, Universal, typed comma runs
  defineCase({
    ...us,
    id: 'h12-24-extraction-3-socket-graft',
    asr: false,
    transcript:
      'Pt presents for extraction #3, non-restorable, and socket preservation. Med hx: no changes, takes aspirin 81 mg daily, not stopped. BP 128/78. Risks reviewed: pain, swelling, bleeding, sinus communication. Consent form signed. Anesthesia: 2 carpules 4% articaine 1:100,000 epi, buccal and palatal infiltration #3. Crown remnant sectioned, roots elevated and delivered, socket curetted, sinus floor intact, no communication. Freeze-dried bone allograft packed, collagen plug placed, figure-8 4-0 chromic suture. Hemostasis achieved with gauze pressure. POI verbal and written. Rx: ibuprofen 600 mg q6h prn 3 days. Next visit: suture check in 2 weeks. Tx plan: implant #3 in 4 months.',
    expect: {
      CC: 'Extraction #3, non-restorable, and socket preservation',
      'MED HX': 'No changes, takes aspirin 81 mg daily, not stopped. BP 128/78',
      CONSULT: 'Risks reviewed: pain, swelling, bleeding, sinus communication',
      CONSENT: 'Consent form signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Crown remnant sectioned',
        'Roots elevated and delivered',
        'Socket curetted',
        'Sinus floor intact',
        'No communication',
        'Freeze-dried bone allograft packed',
        'Collagen plug placed',
        'Figure-8 4-0 chromic suture',
        'Hemostasis achieved with gauze pressure',
        'POI verbal and written',
        'Rx: ibuprofen 600 mg q6h prn 3 days',
      ],
      'TX TODAY': ['Extraction #3'],
      NV: ['Suture check in 2 weeks'],
      'TX PLAN': ['Implant #3 in 4 months'],
    },
  }),
  // ---------------------------------------------------------------- Ms Okafor, UK, Palmer, recogniser
  defineCase({
    ...ukPalmer,
    id: 'h12-25-perio-review-palmer',
    asr: true,
    transcript:
      'patient attended for review three months after root surface debridement says her gums bleed much less medical history no changes stopped smoking six weeks ago bpe today two two three three two two pockets mostly four millimetres or less residual six millimetre pocket distal of upper left seven and five millimetres mesial of lower right seven sorry four six bleeding on probing down from forty percent to twelve percent full stop plaque score twenty percent upper left seven grade one mobility lower right six buccal abrasion sensitive to cold discussed results she is very pleased explained the residual pockets may need further debridement under local she agrees plan localised rsd upper left seven and lower right six and sensitive toothpaste next visit rsd upper left seven and lower right six supportive perio care every three months after that',
    expect: {
      CC: 'Review 3 months after root surface debridement. Says her gums bleed much less',
      'MED HX': 'No changes. Stopped smoking 6 weeks ago',
      PERIO:
        'BPE today 2 2 3 / 3 2 2. Pockets mostly 4 mm or less, residual 6 mm pocket distal of UL7 and 5 mm mesial of LR6. Bleeding on probing down from 40% to 12%. Plaque score 20%. UL7 grade 1 mobility',
      DENTAL: [['LR6', 'B abrasion, sensitive to cold']],
      CONSULT:
        'Discussed results, she is very pleased. Explained the residual pockets may need further debridement under local. She agrees',
      'TX PLAN': ['Localised RSD UL7, LR6', 'Sensitive toothpaste'],
      NV: ['RSD UL7, LR6'],
      'F/U': 'Supportive perio care every 3 months after that',
    },
  }),
  // ---------------------------------------------------------------- Dr Alvarez, US, Universal, typed numbered lines
  defineCase({
    ...us,
    id: 'h12-26-implant-placement-19-numbered',
    asr: false,
    transcript:
      'Here for implant placement #19 as planned.\n1) Med hx: no changes since consult, physician clearance received.\n2) Consent form signed.\n3) Chlorhexidine rinse 1 min.\n4) LA: 3 carpules 4% articaine 1:100,000 epi, left IANB + buccal infiltration.\n5) Crestal incision, full-thickness flap.\n6) Osteotomy to 4.1 x 10 mm with saline cooling.\n7) Implant #19 placed (4.1 x 10 mm), torque 35 Ncm, ISQ 72.\n8) Cover screw placed; buccal GBR with xenograft and collagen membrane.\n9) Closed with 5-0 PTFE sutures.\n10) PA taken: implant well positioned, clear of canal.\n11) POI given; Rx amoxicillin 500 mg TID 7 days, ibuprofen 600 mg q6h prn.\nNext visit: suture removal 10-14 days. Tx plan: uncover and healing abutment in 4 months.',
    expect: {
      CC: 'Implant placement #19 as planned',
      'MED HX': 'No changes since consult, physician clearance received',
      CONSENT: 'Consent form signed',
      TX: [
        'Chlorhexidine rinse 1 min',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Crestal incision',
        'Full-thickness flap',
        'Osteotomy to 4.1 x 10 mm with saline cooling',
        'Implant #19 placed (4.1 x 10 mm)',
        'Torque 35 Ncm',
        'ISQ 72',
        'Cover screw placed',
        'Buccal GBR with xenograft and collagen membrane',
        'Closed with 5-0 PTFE sutures',
        'POI given',
        'Rx amoxicillin 500 mg TID 7 days',
        'Ibuprofen 600 mg q6h prn',
      ],
      'TX TODAY': ['Implant placement #19'],
      RADIO: 'PA taken: implant well positioned, clear of canal',
      NV: ['Suture removal 10-14 days'],
      'TX PLAN': ['Uncover and healing abutment in 4 months'],
    },
  }),
  // ---------------------------------------------------------------- Ms Wright, US, Universal, recogniser
  defineCase({
    ...us,
    id: 'h12-27-comprehensive-perio-evaluation',
    asr: true,
    transcript:
      'new patient comprehensive perio evaluation main concern is bad breath and bleeding when flossing medical history prediabetic not on meds quit vaping last year allergic to latex extraoral no palpable lymph nodes intraoral mild generalized gingival inflammation full mouth series taken generalized horizontal bone loss ten to twenty percent localized vertical defect number thirty distal full periodontal charting generalized four to five millimeter pockets six millimeters at number thirty distal and number three mesial bleeding on probing about forty percent heavy subgingival calculus lower anteriors number twenty four and twenty five recession two millimeters number thirty class one furcation diagnosis generalized periodontitis stage two grade b explained what periodontitis is and why she needs deep cleaning she agrees plan four quadrants scaling and root planing then periodontal maintenance every three months next visit srp upper right and lower right',
    expect: {
      CC: 'New patient comprehensive perio evaluation. Main concern is bad breath and bleeding when flossing',
      'MED HX': 'Prediabetic, not on meds. Quit vaping last year. Allergic to latex',
      EXTRA: 'No palpable lymph nodes',
      INTRA: 'Mild generalized gingival inflammation',
      RADIO:
        'Full mouth series taken, generalized horizontal bone loss 10 to 20%, localized vertical defect #30 distal',
      PERIO:
        'Full periodontal charting: generalized 4 to 5 mm pockets, 6 mm at #30 distal and #3 mesial. Bleeding on probing about 40%. Heavy subgingival calculus lower anteriors. #24 and #25 recession 2 mm. #30 class 1 furcation',
      DX: ['Generalized periodontitis stage 2 grade B'],
      CONSULT: 'Explained what periodontitis is and why she needs deep cleaning. She agrees',
      'TX PLAN': ['4 quadrants SRP', 'Periodontal maintenance every 3 months'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  // ---------------------------------------------------------------- Dr Lee, US, Universal, typed, appends
  defineCase({
    ...us,
    id: 'h12-28-endo-consult-9-appends',
    asr: false,
    transcript:
      'Endo consult, referred by general dentist for #9. Trauma as a child, tooth has darkened over the past year, no pain. Med hx: healthy, NKDA. EO: WNL. IO: #9 gray discoloration, no sinus tract, no response to cold, percussion and palpation WNL. #8 and #10 normal response to cold. PA + CBCT: #9 periapical radiolucency 4 mm, canal calcified in coronal third, no resorption. Dx: pulp necrosis with asymptomatic apical periodontitis #9. Discussed RCT with guided access vs extraction and implant; RCT recommended, good prognosis. Internal bleaching after RCT discussed for color. Pt elects RCT. Informed consent signed.',
    appends: [
      'Add #7 MI composite, intact.',
      'Remove the internal bleaching discussion.',
      'Next visit: RCT #9 with guided access.',
    ],
    expect: {
      CC: 'Endo consult, referred by general dentist for #9. Trauma as a child, tooth has darkened over the past year, no pain',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'WNL',
      DENTAL: [
        ['9', 'Gray discoloration, no sinus tract, no response to cold, percussion and palpation WNL'],
        ['8', 'Normal response to cold'],
        ['10', 'Normal response to cold'],
        ['7', 'MI composite, intact'],
      ],
      RADIO: 'PA + CBCT: #9 periapical radiolucency 4 mm, canal calcified in coronal third, no resorption',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #9'],
      CONSULT: 'Discussed RCT with guided access vs extraction and implant. RCT recommended, good prognosis. Pt elects RCT',
      CONSENT: 'Informed consent signed',
      NV: ['RCT #9 with guided access'],
    },
  }),
  // ---------------------------------------------------------------- Dr Park, US, Universal, typed (child)
  defineCase({
    ...us,
    id: 'h12-29-peds-sdf-sealants-semicolons',
    asr: false,
    transcript:
      'Here for SDF and sealants as planned. Med hx: no changes. Tx today: knee-to-knee position; cotton rolls; petroleum jelly on lips; SDF 38% #D, #E, #F, #G for 1 min each; fissure sealants #A, #J; fluoride varnish to remaining teeth. POI: no eating or drinking 30 min. Black staining explained again to mom. Notes: 4 yo, came with mom; uncooperative for drilling last visit, cried today but cooperated. Next visit: SDF reapplication. Recall 6 months.',
    expect: {
      CC: 'SDF and sealants as planned',
      'MED HX': 'No changes',
      TX: [
        'Knee-to-knee position',
        'Cotton rolls',
        'Petroleum jelly on lips',
        'SDF 38% #D, #E, #F, #G for 1 min each',
        'Fissure sealants #A, #J',
        'Fluoride varnish to remaining teeth',
        'POI: no eating or drinking 30 min',
      ],
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fissure sealants #A, #J', 'Fluoride varnish'],
      CONSULT: 'Black staining explained again to mom',
      NOTES: '4 yo, came with mom. Uncooperative for drilling last visit, cried today but cooperated',
      NV: ['SDF reapplication'],
      'F/U': 'Recall 6 months',
    },
  }),
  // ---------------------------------------------------------------- Dr Carter, US, Universal, typed
  defineCase({
    ...us,
    id: 'h12-30-denture-patient-exam',
    asr: false,
    transcript:
      'New pt comprehensive exam. CC: "my lower denture is loose and sore", dentures 12 years old. Med hx: type 2 diabetes, HbA1c 7.2. Dry mouth from oxybutynin. NKDA. EO: angular cheilitis bilat, reduced vertical dimension. IO: upper edentulous. Denture stomatitis under upper denture, Newton type II. Ulcer lower left ridge under denture flange. #22 heavy attrition. #27 facial caries. Other lower teeth missing. Pano: lower ridge severely resorbed, no pathology. Dx: denture stomatitis; ill-fitting dentures; caries #27. Discussed new complete upper and lower overdenture on #22 and #27 vs implant-retained lower overdenture; costs given. Pt wants to start with new dentures, may consider implants later. Today: denture hygiene instruction; Rx nystatin 100,000 IU/ml 5 ml QID 14 days. Tx plan: F composite #27; #22, #27 RCT and copings; new CU/lower overdenture. NV: primary impressions. Recall after delivery.',
    expect: {
      CC: 'New pt comprehensive exam. "My lower denture is loose and sore", dentures 12 years old',
      'MED HX': 'Type 2 diabetes, HbA1c 7.2. Dry mouth from oxybutynin. NKDA',
      EXTRA: 'Angular cheilitis bilat, reduced vertical dimension',
      INTRA:
        'Upper edentulous. Denture stomatitis under upper denture, Newton type II. Ulcer lower left ridge under denture flange. Other lower teeth missing',
      DENTAL: [
        ['22', 'Heavy attrition'],
        ['27', 'F caries'],
      ],
      RADIO: 'Pano: lower ridge severely resorbed, no pathology',
      DX: ['Denture stomatitis', 'Ill-fitting dentures', 'Caries #27'],
      CONSULT:
        'Discussed new complete upper and lower overdenture on #22 and #27 vs implant-retained lower overdenture. Costs given. Pt wants to start with new dentures, may consider implants later',
      TX: ['Denture hygiene instruction', 'Rx nystatin 100,000 IU/ml 5 ml QID 14 days'],
      'TX PLAN': ['F composite #27', '#22, #27 RCT and copings', 'New CU/lower overdenture'],
      NV: ['Primary impressions'],
      'F/U': 'Recall after delivery',
    },
  }),
];
