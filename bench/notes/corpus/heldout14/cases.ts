// heldout14: a BLIND held-out split, written on 26 November 2026 from the labelling contract alone
// (corpus README "General rules" to the end, case.ts, shared/reference/dental-notes.md, and the first two
// cases of dev/us.ts plus the heldout13 header for the file format) by a helper that had not seen the engine,
// the dev corpus or the other held-out splits. No software saw these dictations before the labels were written.
//
// A month of ordinary dictation from six clinicians, six visits each, 36 dictations:
//   Dr Tull (UK GDP, FDI; typed with C/O / MH / O/E / Dx / Plan headings and slash intervals; recogniser
//     with dictated "full stop" / "comma" for the surgical extraction and the dry socket) ..... h14-01, 07, 13, 19, 25, 31
//   Dr Rees (UK GDP, Palmer; recogniser "lower left six", "right so", "erm", "sorry", "i mean",
//     "strike that"; terse typed notes for the crown fit and the child exam with LRE / LLD) .... h14-04, 09, 15, 21, 27, 33
//   Ms Doyle (UK hygienist-therapist, FDI; recogniser "okay", "four six", "sorry"; typed for the
//     S&P recall and the therapist GIC visit) ............................................... h14-03, 10, 16, 22, 28, 34
//   Dr Pike (US GDP, Universal; terse typed "Pt", "carps", "NV:"; recogniser for the emergency and
//     the periodic exam, "uh", "sorry", "scratch that") .......................................... h14-02, 08, 14, 20, 26, 32
//   Dr Delgado (US GDP, Universal; pediatric half-day with primary letters "tooth k", #B #L #S #E #F;
//     recogniser "um", "i mean", "scratch that"; typed for the trauma and the SRP) ............ h14-06, 11, 17, 23, 29, 35
//   Dr Baptiste (US oral surgeon, Universal; typed consult and operative write-ups; recogniser for the
//     abscess emergency and the post-op check) .................................................. h14-05, 12, 18, 24, 30, 36
// Visits: new-patient exams (01, 02, 03), recalls with charting (04, 16, 17, 26, 33, 35), fillings
// (06, 07, 28), simple and surgical extractions (09, 12, 19, 36), root canals (13, 20), crowns (08, 15),
// dentures (21, 31, 32), perio / hygiene (03, 10, 16, 29, 34), children (11, 17, 22, 23, 33), emergencies
// (14, 18, 23, 25, 27), third-molar consult (05), implant (24), post-op check (30); short visits 21, 25, 30, 34, 35.
//
// Counts: 18 UK / 18 US; numbering FDI 12, Palmer 6, Universal 18; recogniser-style 18, typed 18;
// appended dictations in h14-08, h14-21 and h14-34; 70 DENTAL entries in 16 cases.
//
// Judgement calls where the contract was silent:
//   - Spoken BPE / PSR scores are six digits in spoken order with no sextant slash; typed scores stay as typed.
//   - Units said in words are abbreviated: millimetres → mm, milligrams → mg, percent → %; "three times a day"
//     follows the digits rule ("3 times a day"); "stage three" → "stage 3" (typed "stage II" stays).
//   - "buccal and palatal infiltration" names two techniques: "buccal infiltration + palatal infiltration UR7".
//   - A title takes its teeth from its own item (apart from the filling-material rule), so the dictations name
//     the tooth where a dentist would want one; titles whose item names none stay bare ("Impressions",
//     "Temporary crown", "Denture fit", "Denture adjustment", "Incision and drainage"); quadrants are no teeth
//     ("RSD", "SRP"). A visit's CC title (RSD, scale and polish) comes before the OHI / varnish titles of TX.
//   - US "sealants" is the table's fissure sealant ("Fissure sealants #3, #14"); "dentures fitted" → "Denture fit";
//     "denture eased" is denture ease → "Denture adjustment"; "primary impressions" → "Impressions".
//   - TX PLAN and NV items use the table names: "seat crown #30" → "Crown fit #30", "S&P" → "Scale and polish",
//     "FS" → "Fissure sealant", "root surface debridement" → "RSD".
//   - Removal of an old restoration, canal irrigation, socket irrigation, Duraphat toothpaste and GIC used as a
//     dressing material are no titles; "temporary dressing placed LL6 with glass ionomer" → "Temporary dressing LL6".
//   - Advice ("advised …", "continue rinses") and a declined or chosen option go to CONSULT; instructions given
//     as post-op or pre-op instructions stay TX items; a prescription is a TX item ("Rx: …", the next drug its
//     own item, as in the dev format example).
//   - Vitals (BP, temperature) go to MED HX with the history, as in the dev format example.
//   - A first sentence that only names the visit ("Crown fit LL6.", "Periodic exam and prophy") is the CC.
//   - Who came with the patient and escorts go to NOTES; a parent's consent wording goes to CONSENT.
//   - Vitality, percussion and a primary tooth's mobility with its successor erupting are tooth findings (DENTAL);
//     pocket depths, bleeding, calculus, gingival inflammation and a plaque score go to PERIO; "OH fair" to INTRA.
//   - An "existing restorations" opener before charted teeth is dropped, as in the dev format example.
//   - In recogniser text a clause ends where a careful writer would put a full stop; lists inside a clause get commas.
//   - Appends: "add to notes X" puts X in NOTES (after any text already there); "change A to B" rewrites A in the
//     field or item holding it; "remove X" deletes the TX item X and its title; "next visit X" adds an NV item.
//   - A fracture field is the fractured part with a capital first letter ("L cusp", "Incisal edge").
//   - Brand names from the recogniser are written as a careful writer would (Vitrebond, Fuji, Cavitron, Alvogyl,
//     Vicryl Rapide, Duraphat, Penrose, MTA).
import { defineCase, type NotesCase } from '../case.ts';

const ukFdi = { style: 'UK', numbering: 'fdi' } as const;
const ukPalmer = { style: 'UK', numbering: 'palmer' } as const;
const us = { style: 'US', numbering: 'universal' } as const;

export const heldout14Cases: NotesCase[] = [
  defineCase({
    ...ukFdi,
    id: 'h14-01-new-patient-exam',
    asr: false,
    transcript:
      'New patient exam. C/O occasional sensitivity to cold lower left, no pain otherwise. MH: hypothyroidism on levothyroxine 100 mcg, allergic to latex. Non-smoker, 6 units alcohol/week. EO: TMJ NAD, no lymphadenopathy. IO: soft tissues healthy, oral cancer screen negative, linea alba both cheeks. BPE 2 1 2 / 2 2 2. Charting: 18, 28, 38 and 48 missing. 16 MOD amalgam. 26 PFM crown. 36 DO composite with recurrent caries at the distal margin. 46 occlusal amalgam. 35 buccal abfraction. Bitewings taken, grade 1: D caries 36 into dentine, early M caries 25. Dx: secondary caries 36, early enamel caries 25. Discussed options for 36, replace DO composite or monitor. Pt opts to restore. Fluoride toothpaste 5000 ppm advised for 25. Plan: DO composite 36, S&P with hygienist. Recall 6/12.',
    expect: {
      CC: 'New patient exam. Occasional sensitivity to cold lower left, no pain otherwise',
      'MED HX': 'Hypothyroidism on levothyroxine 100 mcg, allergic to latex. Non-smoker, 6 units alcohol/week',
      EXTRA: 'TMJ NAD, no lymphadenopathy',
      INTRA: 'Soft tissues healthy, oral cancer screen negative, linea alba both cheeks',
      PERIO: 'BPE 2 1 2 / 2 2 2',
      RADIO: 'Bitewings taken, grade 1: D caries 36 into dentine, early M caries 25',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['16', 'MOD amalgam'],
        ['26', 'PFM crown'],
        ['36', 'DO composite with recurrent caries at the D margin'],
        ['46', 'O amalgam'],
        ['35', 'B abfraction'],
      ],
      DX: ['Secondary caries 36', 'Early enamel caries 25'],
      CONSULT:
        'Discussed options for 36, replace DO composite or monitor. Pt opts to restore. Fluoride toothpaste 5000 ppm advised for 25',
      'TX PLAN': ['DO composite 36', 'Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-02-comprehensive-exam',
    asr: false,
    transcript:
      'Pt presents for new patient comprehensive exam. Last dental visit 4 yrs ago. Med hx: type 2 diabetes (A1c 6.8), metformin 1000 mg bid, lisinopril 10 mg. NKDA. BP 128/82. EO: WNL. IO: mandibular tori bilateral, otherwise WNL. PSR 2 3 2 / 3 2 2, generalized marginal gingivitis. FMX taken: generalized mild horizontal bone loss, PARL #19 mesial root. Charting: #1, #16, #17, #32 missing. #3 MO amalgam. #14 DO caries. #19 large MOD amalgam, fractured ML cusp. #30 PFM crown. #12 B caries. Dx: generalized stage II periodontitis, caries #14 and #12, apical periodontitis #19. Discussed SRP, restorations, RCT vs extraction #19. Pt wants to save #19. Tx plan: SRP 4 quads, RCT #19 then crown #19, DO composite #14, B composite #12. NV: SRP UR and LR quads.',
    expect: {
      CC: 'New patient comprehensive exam. Last dental visit 4 yrs ago',
      'MED HX': 'Type 2 diabetes (A1c 6.8), metformin 1000 mg bid, lisinopril 10 mg. NKDA. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'Mandibular tori bilateral, otherwise WNL',
      PERIO: 'PSR 2 3 2 / 3 2 2, generalized marginal gingivitis',
      RADIO: 'FMX taken: generalized mild horizontal bone loss, PARL #19 mesial root',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam'],
        ['14', 'DO caries'],
        ['19', 'Large MOD amalgam, fractured ML cusp', 'ML cusp'],
        ['30', 'PFM crown'],
        ['12', 'B caries'],
      ],
      DX: ['Generalized stage II periodontitis', 'Caries #14, #12', 'Apical periodontitis #19'],
      CONSULT: 'Discussed SRP, restorations, RCT vs extraction #19. Pt wants to save #19',
      'TX PLAN': ['SRP 4 quads', 'RCT #19', 'Crown #19', 'DO composite #14', 'B composite #12'],
      NV: ['SRP UR and LR quads'],
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-03-perio-assessment',
    asr: true,
    transcript:
      "okay so new patient referred by her dentist for a periodontal assessment erm she's noticed her gums bleeding when brushing for about six months medical history type one diabetic on an insulin pump last h b a one c sixty two smokes ten a day extra oral nothing abnormal intra oral soft tissues healthy apart from smoker's melanosis on the attached gingiva bpe three three four four three four with furcation lower right full pocket chart done generalised bleeding on probing about sixty percent deepest pocket seven millimetres distal of one seven sorry two seven diagnosis generalised periodontitis stage three grade c discussed the link between smoking diabetes and gum disease she's keen to cut down smoking cessation advice given o h i with interdental brushes sizes two and three she's quite nervous about injections plan two visits of root surface debridement under local next visit r s d upper right and lower right re evaluation eight weeks after the second visit",
    expect: {
      CC: "New patient referred by her dentist for a periodontal assessment. She's noticed her gums bleeding when brushing for about 6 months",
      'MED HX': 'Type 1 diabetic on an insulin pump. Last HbA1c 62. Smokes 10 a day',
      EXTRA: 'Nothing abnormal',
      INTRA: "Soft tissues healthy apart from smoker's melanosis on the attached gingiva",
      PERIO:
        'BPE 3 3 4 4 3 4 with furcation lower right. Full pocket chart done. Generalised bleeding on probing about 60%. Deepest pocket 7 mm distal of 27',
      DX: ['Generalised periodontitis stage 3 grade C'],
      CONSULT:
        "Discussed the link between smoking, diabetes and gum disease. She's keen to cut down. Smoking cessation advice given",
      TX: ['OHI with interdental brushes sizes 2 and 3'],
      'TX TODAY': ['OHI'],
      NOTES: "She's quite nervous about injections",
      'TX PLAN': ['2 visits of RSD under local'],
      NV: ['RSD upper right and lower right'],
      'F/U': 'Re-evaluation 8 weeks after the second visit',
    },
  }),
  defineCase({
    ...ukPalmer,
    id: 'h14-04-recall-exam',
    asr: true,
    transcript:
      "right so routine recall no complaints medical history updated he's now on apixaban for atrial fibrillation otherwise no change extra oral nad intra oral soft tissues fine bpe two two two two one two charting lower left six has an occlusal amalgam with a crack line on the distal marginal ridge upper right seven mesial caries i mean distal caries lower right eight partially erupted upper left four and five missing lower left five has a buccal abfraction strike that bitewings taken both sides grade one distal caries upper right seven into dentine no other caries diagnosis caries upper right seven discussed a filling he'd like it done plan d o composite upper right seven next visit composite upper right seven and scale and polish recall nine months",
    expect: {
      CC: 'Routine recall. No complaints',
      'MED HX': "Updated. He's now on apixaban for atrial fibrillation, otherwise no change",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues fine',
      PERIO: 'BPE 2 2 2 2 1 2',
      DENTAL: [
        ['LL6', 'O amalgam with a crack line on the D marginal ridge'],
        ['UR7', 'D caries'],
        ['LR8', 'Partially erupted'],
        ['UL4', 'Missing'],
        ['UL5', 'Missing'],
      ],
      RADIO: 'Bitewings taken both sides, grade 1. Distal caries UR7 into dentine. No other caries',
      DX: ['Caries UR7'],
      CONSULT: "Discussed a filling. He'd like it done",
      'TX PLAN': ['DO composite UR7'],
      NV: ['Composite UR7', 'Scale and polish'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-05-third-molar-consult',
    asr: false,
    transcript:
      'Referred by general dentist for evaluation of third molars. Pt reports intermittent pain and swelling lower right for 3 months, worse last week. Med hx: mild intermittent asthma, albuterol prn. Allergic to sulfa drugs. No prior anesthesia problems. EO: no facial swelling, mouth opening 45 mm. IO: operculum over #32 slightly inflamed, no pus. Pano taken: #1 and #16 erupted, #17 mesioangular impaction, #32 horizontal impaction, roots close to IAN canal. Dx: recurrent pericoronitis #32, impacted #17 and #32. Discussed removal of all 4 third molars under IV sedation. Risks discussed including paresthesia, dry socket, infection, sinus communication. CBCT advised for #32 due to nerve proximity. Pt agrees. Written consent to be signed on surgery day. Pre-op sedation instructions given. Rx: chlorhexidine rinse 0.12% bid. Plan: CBCT, extraction #1, #16, #17, #32 under IV sedation. Mother to drive pt home on surgery day. NV: 90 min surgery appointment.',
    expect: {
      CC: 'Referred by general dentist for evaluation of third molars. Pt reports intermittent pain and swelling lower right for 3 months, worse last week',
      'MED HX': 'Mild intermittent asthma, albuterol prn. Allergic to sulfa drugs. No prior anesthesia problems',
      EXTRA: 'No facial swelling, mouth opening 45 mm',
      INTRA: 'Operculum over #32 slightly inflamed, no pus',
      RADIO:
        'Pano taken: #1 and #16 erupted, #17 mesioangular impaction, #32 horizontal impaction, roots close to IAN canal',
      DX: ['Recurrent pericoronitis #32', 'Impacted #17, #32'],
      CONSULT:
        'Discussed removal of all 4 third molars under IV sedation. Risks discussed including paresthesia, dry socket, infection, sinus communication. CBCT advised for #32 due to nerve proximity. Pt agrees',
      CONSENT: 'Written consent to be signed on surgery day',
      TX: ['Pre-op sedation instructions given', 'Rx: chlorhexidine rinse 0.12% bid'],
      'TX PLAN': ['CBCT', 'Extraction #1, #16, #17, #32 under IV sedation'],
      NOTES: 'Mother to drive pt home on surgery day',
      NV: ['90 min surgery appointment'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-06-two-composites',
    asr: true,
    transcript:
      "um patient's here for fillings on number fourteen and number fifteen no changes to her medical history still taking sertraline we gave two carpules of articaine four percent with one to one hundred thousand epi buccal infiltration upper left isolated with rubber dam number fourteen mesial occlusal caries removed selectively near the pulp vitrebond liner placed composite shade a three i mean a two number fifteen occlusal caries removed composite shade a two occlusion checked and adjusted patient did great post op instructions given next visit crown prep number three",
    expect: {
      CC: 'Fillings on #14 and #15',
      'MED HX': 'No changes to her medical history. Still taking sertraline',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration upper left',
        'Isolated with rubber dam',
        '#14 MO caries removed selectively near the pulp',
        'Vitrebond liner placed',
        'Composite shade A2',
        '#15 O caries removed',
        'Composite shade A2',
        'Occlusion checked and adjusted',
        'Post op instructions given',
      ],
      'TX TODAY': ['MO composite #14', 'O composite #15'],
      NOTES: 'Patient did great',
      NV: ['Crown prep #3'],
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-07-mod-composite',
    asr: false,
    transcript:
      'Attended for filling 36 as planned. MH: no change. LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36. RD placed. Old DO restoration removed, caries on the mesial also found, cavity extended to MOD. Caries removed to sound dentine. Sectional matrix, etched and bonded, composite placed in increments, shade A3. Occlusion checked with articulating paper. POIG. Pt tolerated well. Review 2/52 if sensitive.',
    expect: {
      CC: 'Filling 36 as planned',
      'MED HX': 'No change',
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'RD placed',
        'Old DO restoration removed',
        'M caries also found',
        'Cavity extended to MOD',
        'Caries removed to sound dentine',
        'Sectional matrix',
        'Etched and bonded',
        'Composite placed in increments',
        'Shade A3',
        'Occlusion checked with articulating paper',
        'POIG',
      ],
      'TX TODAY': ['Filling 36'],
      NOTES: 'Pt tolerated well',
      'F/U': 'Review 2 weeks if sensitive',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-08-crown-prep',
    asr: false,
    transcript:
      'Pt here for crown prep #30. Med hx reviewed, no changes. BP 134/88. Anesthesia: 2 carps lido 2% 1:100k epi, right IANB + long buccal. Old amalgam removed, recurrent decay DL, no pulp exposure. Core buildup with composite. Crown prep #30 for zirconia, 1 mm chamfer margins. Retraction cord size 00, final impressions PVS. Bite reg taken. Shade A3 Vita. Temp crown made with Protemp, cemented with TempBond. Occlusion adjusted. POI given: avoid sticky foods. NV: seat crown #30.',
    appends: ['Add to notes: pt prefers morning appointments.', 'Change shade A3 to A2.'],
    expect: {
      CC: 'Crown prep #30',
      'MED HX': 'Reviewed, no changes. BP 134/88',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Old amalgam removed',
        'Recurrent decay DL',
        'No pulp exposure',
        'Core buildup with composite',
        'Crown prep #30 for zirconia',
        '1 mm chamfer margins',
        'Retraction cord size 00',
        'Final impressions PVS',
        'Bite reg taken',
        'Shade A2 Vita',
        'Temp crown made with Protemp',
        'Cemented with TempBond',
        'Occlusion adjusted',
        'POI given: avoid sticky foods',
      ],
      'TX TODAY': ['Crown prep #30', 'Impressions', 'Temporary crown'],
      NOTES: 'Pt prefers morning appointments',
      NV: ['Crown fit #30'],
    },
  }),
  defineCase({
    ...ukPalmer,
    id: 'h14-09-simple-extraction',
    asr: true,
    transcript:
      "right so she came in for extraction of the upper right six sorry upper right seven as planned it's broken down and unrestorable medical history no changes takes amlodipine for blood pressure blood pressure today one forty two over eighty eight consent form signed la two cartridges of articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right seven erm luxated with a straight elevator then forceps used upper right seven extracted whole roots intact haemostasis achieved with a bite pack post op instructions given verbal and written she was a bit anxious but coped well review if any problems",
    expect: {
      CC: "Extraction of UR7 as planned. It's broken down and unrestorable",
      'MED HX': 'No changes. Takes amlodipine for blood pressure. Blood pressure today 142/88',
      CONSENT: 'Consent form signed',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR7',
        'Luxated with a straight elevator',
        'Forceps used',
        'UR7 extracted whole',
        'Roots intact',
        'Haemostasis achieved with a bite pack',
        'Post op instructions given verbal and written',
      ],
      'TX TODAY': ['Extraction UR7'],
      NOTES: 'She was a bit anxious but coped well',
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-10-rsd-right-side',
    asr: true,
    transcript:
      'okay in for visit one of root surface debridement following last week\'s assessment medical history no change still smoking but down to five a day la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration upper right and inferior dental block lower right ultrasonic and hand instrumentation upper right and lower right quadrants heavy subgingival calculus four six four seven erm bleeding well controlled o h i reinforced patient tolerated it fine next visit rsd upper left and lower left in two weeks',
    expect: {
      CC: "Visit 1 of root surface debridement following last week's assessment",
      'MED HX': 'No change. Still smoking but down to 5 a day',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration upper right + IDB lower right',
        'Ultrasonic and hand instrumentation upper right and lower right quadrants',
        'Heavy subgingival calculus 46, 47',
        'Bleeding well controlled',
        'OHI reinforced',
      ],
      'TX TODAY': ['RSD', 'OHI'],
      NOTES: 'Patient tolerated it fine',
      NV: ['RSD upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-11-pulpotomy-ssc',
    asr: true,
    transcript:
      "um he's here for a filling on tooth k seven years old mom says he's had some pain when eating medical history healthy no allergies mom gave consent for treatment tooth k deep distal occlusal caries radiograph last visit showed caries close to the pulp topical then one carpule lidocaine two percent with one to one hundred thousand epi left i a n b cotton roll isolation scratch that rubber dam caries removed pulp exposure so we did a pulpotomy on tooth k with m t a then stainless steel crown tooth k size five cemented with fuji he did really well next visit sealants on numbers nineteen and thirty i mean three and fourteen",
    expect: {
      CC: "Filling on #K. 7 years old. Mom says he's had some pain when eating",
      'MED HX': 'Healthy, no allergies',
      CONSENT: 'Mom gave consent for treatment',
      DENTAL: [['K', 'Deep DO caries']],
      RADIO: 'Radiograph last visit showed caries close to the pulp',
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #K with MTA',
        'Stainless steel crown #K size 5 cemented with Fuji',
      ],
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      NOTES: 'He did really well',
      NV: ['Fissure sealants #3, #14'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-12-third-molars-sedation',
    asr: false,
    transcript:
      'Pt presents for extraction of #1, #16, #17, #32 under IV sedation as planned. Wife present as escort. Med hx unchanged, albuterol inhaler brought. CBCT reviewed: #32 roots in contact with IAN canal, no cortication. Informed consent signed. Risks reviewed again including nerve injury. Monitors placed, IV 22g right hand. Midazolam 5 mg and fentanyl 50 mcg titrated. LA: 6 carpules articaine 4% 1:100k epi, IANB bilateral + buccal infiltration #1 and #16. #1 and #16 elevated and extracted. #17 surgical extraction: full thickness flap, buccal bone removed, sectioned and delivered. #32 coronectomy: flap raised, crown sectioned off, roots left in situ. Sites irrigated with saline, 3-0 chromic sutures. Gauze packs placed. Pt recovered well. Rx: ibuprofen 600 mg q6h, hydrocodone/APAP 5/325 q6h prn disp 12, amoxicillin 500 mg tid x 7 days. NV: post-op check 1 week.',
    expect: {
      CC: 'Extraction of #1, #16, #17, #32 under IV sedation as planned',
      'MED HX': 'Unchanged, albuterol inhaler brought',
      RADIO: 'CBCT reviewed: #32 roots in contact with IAN canal, no cortication',
      CONSENT: 'Informed consent signed',
      CONSULT: 'Risks reviewed again including nerve injury',
      TX: [
        'Monitors placed',
        'IV 22g right hand',
        'Midazolam 5 mg and fentanyl 50 mcg titrated',
        'LA: 6 carpules articaine 4% 1:100,000 epinephrine, IANB bilateral + buccal infiltration #1, #16',
        '#1, #16 elevated and extracted',
        '#17 surgical extraction: full thickness flap',
        'Buccal bone removed',
        'Sectioned and delivered',
        '#32 coronectomy: flap raised',
        'Crown sectioned off',
        'Roots left in situ',
        'Sites irrigated with saline',
        '3-0 chromic sutures',
        'Gauze packs placed',
        'Rx: ibuprofen 600 mg q6h',
        'Hydrocodone/APAP 5/325 q6h prn disp 12',
        'Amoxicillin 500 mg tid x 7 days',
      ],
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17'],
      NOTES: 'Wife present as escort. Pt recovered well',
      NV: ['Post-op check 1 week'],
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-13-rct-first-stage',
    asr: false,
    transcript:
      'C/O throbbing pain upper left for 3 days, kept awake last night, worse with hot drinks. MH: asthma, Clenil and salbutamol inhalers. Penicillin allergy (rash). O/E: 26 large MO composite, TTP ++, ethyl chloride negative. 25 and 27 ethyl chloride positive, normal response. PA 26: widened PDL space around MB root, no caries visible under restoration. Dx: symptomatic irreversible pulpitis 26 with symptomatic apical periodontitis. Options discussed: RCT and crown, extraction, no treatment. Pt opts for RCT. Verbal consent. LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26. RD placed. Extirpation 26, 4 canals located including MB2. WL with apex locator. Canals prepared to F2 (P to F3). Irrigated with 3% NaOCl. Ledermix and Cavit placed. POIG. NV: complete RCT 26 in 2/52.',
    expect: {
      CC: 'Throbbing pain upper left for 3 days, kept awake last night, worse with hot drinks',
      'MED HX': 'Asthma, Clenil and salbutamol inhalers. Penicillin allergy (rash)',
      DENTAL: [
        ['26', 'Large MO composite, TTP ++, ethyl chloride negative'],
        ['25', 'Ethyl chloride positive, normal response'],
        ['27', 'Ethyl chloride positive, normal response'],
      ],
      RADIO: 'PA 26: widened PDL space around MB root, no caries visible under restoration',
      DX: ['Symptomatic irreversible pulpitis 26 with symptomatic apical periodontitis'],
      CONSULT: 'Options discussed: RCT and crown, extraction, no treatment. Pt opts for RCT',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'RD placed',
        'Extirpation 26',
        '4 canals located including MB2',
        'WL with apex locator',
        'Canals prepared to F2 (P to F3)',
        'Irrigated with 3% NaOCl',
        'Ledermix and Cavit placed',
        'POIG',
      ],
      'TX TODAY': ['Extirpation 26'],
      NV: ['Complete RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-14-broken-cusp',
    asr: true,
    transcript:
      'uh emergency visit patient broke a tooth eating popcorn last night lower left no pain just sharp on the tongue medical history no changes n k d a on examination number nineteen fractured lingual cusp existing m o d amalgam not tender to percussion cold test normal number eighteen sorry number twenty has a d o amalgam intact p a of number nineteen no periapical pathology diagnosis fractured lingual cusp number nineteen discussed onlay versus full crown patient wants a crown today smoothed the sharp edge then glass ionomer on number nineteen over the exposed dentin next visit crown prep number nineteen',
    expect: {
      CC: 'Emergency visit. Patient broke a tooth eating popcorn last night, lower left. No pain, just sharp on the tongue',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'Fractured L cusp, existing MOD amalgam, not tender to percussion, cold test normal', 'L cusp'],
        ['20', 'DO amalgam intact'],
      ],
      RADIO: 'PA of #19, no periapical pathology',
      DX: ['Fractured L cusp #19'],
      CONSULT: 'Discussed onlay versus full crown. Patient wants a crown',
      TX: ['Smoothed the sharp edge', 'Glass ionomer #19 over the exposed dentin'],
      'TX TODAY': ['GIC #19'],
      NV: ['Crown prep #19'],
    },
  }),
  defineCase({
    ...ukPalmer,
    id: 'h14-15-crown-fit',
    asr: false,
    transcript:
      'Crown fit LL6. MH nil new. Temp crown removed, cement cleaned off. Try-in: contacts ok with floss, margins good, occlusion light in ICP. Pt happy with shade and fit. No LA needed. Cemented with RelyX Unicem, excess removed. Occlusion rechecked, no adjustment needed. POIG. NV: S&P with hygienist. Recall 6/12.',
    expect: {
      CC: 'Crown fit LL6',
      'MED HX': 'Nil new',
      TX: [
        'Temp crown removed',
        'Cement cleaned off',
        'Try-in: contacts ok with floss',
        'Margins good',
        'Occlusion light in ICP',
        'No LA needed',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Occlusion rechecked',
        'No adjustment needed',
        'POIG',
      ],
      'TX TODAY': ['Crown fit LL6'],
      NOTES: 'Pt happy with shade and fit',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-16-hygiene-recall',
    asr: false,
    transcript:
      'Attended for hygiene recall and S&P, 6/12 since last visit. No concerns. MH: no changes. Pregnant, 24 weeks. BPE 2 1 2 / 2 2 2, bleeding on probing localised to lower incisors, supragingival calculus lingual of 31, 41, 42. Gingivae mildly inflamed. Tx today: supragingival scaling with ultrasonic, polished, OHI: modified Bass technique and interdental brushes. Duraphat varnish applied. Explained pregnancy gingivitis. Recall 6/12.',
    expect: {
      CC: 'Hygiene recall and S&P, 6 months since last visit. No concerns',
      'MED HX': 'No changes. Pregnant, 24 weeks',
      PERIO:
        'BPE 2 1 2 / 2 2 2, bleeding on probing localised to lower incisors, supragingival calculus lingual of 31, 41, 42. Gingivae mildly inflamed',
      TX: [
        'Supragingival scaling with ultrasonic',
        'Polished',
        'OHI: modified Bass technique and interdental brushes',
        'Duraphat varnish applied',
      ],
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      CONSULT: 'Explained pregnancy gingivitis',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-17-child-recall-sealants',
    asr: true,
    transcript:
      "um she's here for a six month recall no concerns dad's with her medical history healthy on no meds extra oral within normal limits intra oral soft tissues healthy good oral hygiene charting tooth b has an occlusal composite tooth l caries on the distal tooth s mobile with the permanent successor erupting number three and number fourteen fully erupted deep grooves two bitewings taken incipient caries distal of l no other caries today we placed sealants on number three and fourteen and fluoride varnish full mouth discussed sugary drinks and flossing with dad next visit filling on tooth l recall six months",
    expect: {
      CC: '6 month recall. No concerns',
      'MED HX': 'Healthy, on no meds',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues healthy, good oral hygiene',
      DENTAL: [
        ['B', 'O composite'],
        ['L', 'D caries'],
        ['S', 'Mobile with the permanent successor erupting'],
        ['3', 'Fully erupted, deep grooves'],
        ['14', 'Fully erupted, deep grooves'],
      ],
      RADIO: '2 bitewings taken, incipient caries distal of #L, no other caries',
      TX: ['Placed sealants #3, #14', 'Fluoride varnish full mouth'],
      'TX TODAY': ['Fissure sealants #3, #14', 'Fluoride varnish'],
      CONSULT: 'Discussed sugary drinks and flossing with dad',
      NOTES: "Dad's with her",
      NV: ['Filling #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-18-abscess-i-and-d',
    asr: true,
    transcript:
      'emergency patient swelling lower right face for three days getting worse had a root canal started elsewhere on number thirty one never finished medical history type two diabetes poorly controlled on insulin allergic to codeine causes vomiting temp one hundred point four f extraoral exam firm tender swelling right submandibular region no trismus mouth opening thirty eight millimeters airway patent intraoral fluctuant vestibular swelling buccal of thirty one pano shows large periapical radiolucency thirty one diagnosis acute apical abscess number thirty one with buccal space involvement discussed extraction today versus opening the tooth patient chose extraction verbal and written consent obtained two carpules lidocaine two percent with one to one hundred thousand epinephrine right inferior alveolar nerve block plus long buccal incision and drainage buccal vestibule about two m l pus drained culture sent then thirty one extracted socket irrigated penrose drain sutured rx amoxicillin five hundred milligrams three times a day for seven days and ibuprofen six hundred milligrams every six hours next visit drain removal in forty eight hours',
    expect: {
      CC: 'Emergency patient, swelling lower right face for 3 days, getting worse. Had a root canal started elsewhere on #31, never finished',
      'MED HX': 'Type 2 diabetes poorly controlled on insulin. Allergic to codeine, causes vomiting. Temp 100.4 F',
      EXTRA: 'Firm tender swelling right submandibular region, no trismus, mouth opening 38 mm, airway patent',
      INTRA: 'Fluctuant vestibular swelling buccal of #31',
      RADIO: 'Pano shows large periapical radiolucency #31',
      DX: ['Acute apical abscess #31 with buccal space involvement'],
      CONSULT: 'Discussed extraction today versus opening the tooth. Patient chose extraction',
      CONSENT: 'Verbal and written consent obtained',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Incision and drainage buccal vestibule',
        'About 2 ml pus drained',
        'Culture sent',
        '#31 extracted',
        'Socket irrigated',
        'Penrose drain sutured',
        'Rx: amoxicillin 500 mg 3 times a day for 7 days',
        'Ibuprofen 600 mg every 6 hours',
      ],
      'TX TODAY': ['Incision and drainage', 'Extraction #31'],
      NV: ['Drain removal in 48 hours'],
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-19-surgical-48',
    asr: true,
    transcript:
      'attended for surgical extraction of four eight as planned full stop medical history no change comma still on sertraline full stop risks discussed again including numbness of lip and tongue full stop written consent signed full stop la two cartridges lidocaine two percent one in eighty thousand adrenaline inferior dental block right plus buccal infiltration four eight full stop three sided mucoperiosteal flap raised comma buccal bone removed with round bur under saline comma tooth sectioned and delivered in three pieces full stop socket curetted and irrigated full stop two vicryl rapide sutures full stop haemostasis achieved full stop post op instructions given verbally and in writing full stop prescribed ibuprofen four hundred milligrams three times a day for three days sorry five days full stop patient coped well full stop review one week for suture check if needed full stop',
    expect: {
      CC: 'Surgical extraction of 48 as planned',
      'MED HX': 'No change, still on sertraline',
      CONSULT: 'Risks discussed again including numbness of lip and tongue',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 48',
        '3 sided mucoperiosteal flap raised',
        'Buccal bone removed with round bur under saline',
        'Tooth sectioned and delivered in 3 pieces',
        'Socket curetted and irrigated',
        '2 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post op instructions given verbally and in writing',
        'Prescribed ibuprofen 400 mg 3 times a day for 5 days',
      ],
      'TX TODAY': ['Surgical extraction 48'],
      NOTES: 'Patient coped well',
      'F/U': 'Review 1 week for suture check if needed',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-20-rct-completion',
    asr: false,
    transcript:
      'Pt presents for completion of RCT #8. Asymptomatic since last visit. Med hx: no changes. #8 temp intact, no TTP. Anesthesia: 1 carp lido 2% 1:100k epi, buccal infiltration #8. RD placed. Cavit and CaOH removed. WL confirmed 22.5 mm with apex locator and PA. Final irrigation NaOCl 6% and EDTA 17%. #8 obturated with warm vertical technique using gutta percha and AH Plus sealer. Access sealed with composite. Post-op PA: obturation good, 1 mm short of apex. Discussed discoloration risk and internal bleaching option. Pt will think about it. RTC 6 months, PA #8 at 12 months.',
    expect: {
      CC: 'Completion of RCT #8. Asymptomatic since last visit',
      'MED HX': 'No changes',
      DENTAL: [['8', 'Temp intact, no TTP']],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #8',
        'RD placed',
        'Cavit and CaOH removed',
        'WL confirmed 22.5 mm with apex locator and PA',
        'Final irrigation NaOCl 6% and EDTA 17%',
        '#8 obturated with warm vertical technique using gutta percha and AH Plus sealer',
        'Access sealed with composite',
      ],
      'TX TODAY': ['Obturation #8'],
      RADIO: 'Post-op PA: obturation good, 1 mm short of apex',
      CONSULT: 'Discussed discoloration risk and internal bleaching option. Pt will think about it',
      'F/U': 'RTC 6 months, PA #8 at 12 months',
    },
  }),
  defineCase({
    ...ukPalmer,
    id: 'h14-21-denture-ease',
    asr: true,
    transcript:
      'right she came in with her new upper acrylic partial denture rubbing on the gum near the upper left three medical history unchanged small ulcer noted buccal to upper left three denture eased over the upper left three area with an acrylic bur and polished erm advised chlorhexidine gel to the ulcer three times a day review two weeks',
    appends: [
      'add to notes she says it feels much more comfortable now',
      'change review two weeks to review three weeks',
    ],
    expect: {
      CC: 'Her new upper acrylic partial denture rubbing on the gum near UL3',
      'MED HX': 'Unchanged',
      INTRA: 'Small ulcer noted buccal to UL3',
      TX: ['Denture eased over UL3 area with an acrylic bur and polished'],
      'TX TODAY': ['Denture adjustment'],
      CONSULT: 'Advised chlorhexidine gel to the ulcer 3 times a day',
      NOTES: 'She says it feels much more comfortable now',
      'F/U': 'Review 3 weeks',
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-22-child-sealants',
    asr: true,
    transcript:
      "okay he's here for fissure sealants on his six year molars nine years old mum's with him medical history fit and well no allergies he's a bit nervous first time with me plaque score sixty percent sorry forty percent disclosing tablet used o h i with him and mum fissure sealants on one six two six three six and four six cotton roll isolation etched for thirty seconds sealant light cured all four retained on probing fluoride varnish twenty two thousand six hundred ppm applied post op instructions no eating or drinking for thirty minutes he did brilliantly recall three months for fluoride varnish",
    expect: {
      CC: 'Fissure sealants on his 6 year molars. 9 years old',
      'MED HX': 'Fit and well, no allergies',
      PERIO: 'Plaque score 40%',
      TX: [
        'Disclosing tablet used',
        'OHI with him and mum',
        'Fissure sealants 16, 26, 36, 46',
        'Cotton roll isolation',
        'Etched for 30 seconds',
        'Sealant light cured',
        'All 4 retained on probing',
        'Fluoride varnish 22,600 ppm applied',
        'Post op instructions no eating or drinking for 30 minutes',
      ],
      'TX TODAY': ['OHI', 'Fissure sealants 16, 26, 36, 46', 'Fluoride varnish'],
      NOTES: "Mum's with him. He's a bit nervous, first time with me. He did brilliantly",
      'F/U': 'Recall 3 months for fluoride varnish',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-23-primary-incisor-trauma',
    asr: false,
    transcript:
      'Emergency: 4 yo fell off scooter this morning, hit upper front teeth. No LOC, no vomiting. Mom present. Med hx: healthy, NKDA, immunizations up to date. EO: small abrasion upper lip, no lacerations. IO: #E intruded approx 2 mm, gingiva bleeding. #F fractured incisal edge, enamel only. #D and #G WNL. PA taken: #E apex displaced labially, away from permanent successor. Dx: intrusion #E, enamel fracture #F. Discussed allowing #E to re-erupt spontaneously vs extraction, risk of discoloration and damage to successor. Mom chose to monitor. Smoothed sharp edge #F. POI: soft diet 10 days, chlorhexidine swabs bid. Mom advised on signs of infection. Review 1 week, then 1 month.',
    expect: {
      CC: 'Emergency: 4 yo fell off scooter this morning, hit upper front teeth. No LOC, no vomiting',
      'MED HX': 'Healthy, NKDA, immunizations up to date',
      EXTRA: 'Small abrasion upper lip, no lacerations',
      DENTAL: [
        ['E', 'Intruded approx 2 mm, gingiva bleeding'],
        ['F', 'Fractured incisal edge, enamel only', 'Incisal edge'],
        ['D', 'WNL'],
        ['G', 'WNL'],
      ],
      RADIO: 'PA taken: #E apex displaced labially, away from permanent successor',
      DX: ['Intrusion #E', 'Enamel fracture #F'],
      CONSULT:
        'Discussed allowing #E to re-erupt spontaneously vs extraction, risk of discoloration and damage to successor. Mom chose to monitor. Mom advised on signs of infection',
      TX: ['Smoothed sharp edge #F', 'POI: soft diet 10 days', 'Chlorhexidine swabs bid'],
      NOTES: 'Mom present',
      'F/U': 'Review 1 week, then 1 month',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-24-implant-19',
    asr: false,
    transcript:
      'Pt presents for implant placement #19. Healed site, extraction 4 months ago. Med hx: hypertension, losartan 50 mg. BP 136/84. Consent signed. CBCT reviewed: bone height 13 mm above canal, width 8 mm. LA: 3 carpules articaine 4% 1:100,000 epi, left IANB + buccal infiltration. Crestal incision, full thickness flap. Osteotomy with sequential drills to 4.3 x 10 mm under saline cooling. Nobel Active 4.3 x 10 mm implant placed #19, 35 Ncm insertion torque. Cover screw placed. 4-0 PTFE sutures. Post-op PA: implant well positioned, 3 mm from canal. POI given verbally and in writing. Rx: amoxicillin 500 mg tid x 7 days, ibuprofen 600 mg q6h prn. NV: suture removal 2 weeks. Plan: second stage uncover in 3 months.',
    expect: {
      CC: 'Implant placement #19. Healed site, extraction 4 months ago',
      'MED HX': 'Hypertension, losartan 50 mg. BP 136/84',
      CONSENT: 'Consent signed',
      RADIO:
        'CBCT reviewed: bone height 13 mm above canal, width 8 mm. Post-op PA: implant well positioned, 3 mm from canal',
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Crestal incision',
        'Full thickness flap',
        'Osteotomy with sequential drills to 4.3 x 10 mm under saline cooling',
        'Nobel Active 4.3 x 10 mm implant placed #19',
        '35 Ncm insertion torque',
        'Cover screw placed',
        '4-0 PTFE sutures',
        'POI given verbally and in writing',
        'Rx: amoxicillin 500 mg tid x 7 days',
        'Ibuprofen 600 mg q6h prn',
      ],
      'TX TODAY': ['Implant placement #19'],
      NV: ['Suture removal 2 weeks'],
      'TX PLAN': ['Second stage uncover in 3 months'],
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-25-dry-socket',
    asr: true,
    transcript:
      'patient attended complaining of pain from the four six socket comma extraction elsewhere four days ago full stop medical history no change full stop socket empty and tender comma no swelling full stop diagnosis dry socket full stop socket irrigated with saline and alvogyl placed full stop advised paracetamol and ibuprofen full stop review forty eight hours if no better full stop',
    expect: {
      CC: 'Pain from 46 socket, extraction elsewhere 4 days ago',
      'MED HX': 'No change',
      INTRA: 'Socket empty and tender, no swelling',
      DX: ['Dry socket'],
      TX: ['Socket irrigated with saline', 'Alvogyl placed'],
      CONSULT: 'Advised paracetamol and ibuprofen',
      'F/U': 'Review 48 hours if no better',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-26-periodic-exam-prophy',
    asr: true,
    transcript:
      'periodic exam and prophy uh no complaints medical history updated now on atorvastatin for cholesterol n k d a p s r two two two two two two extraoral within normal limits intraoral oral cancer screening negative existing restorations number three m o amalgam number fourteen p f m crown number thirty o amalgam with recurrent decay scratch that number thirty o amalgam intact number thirty one buccal abfraction four bitewings no caries adult prophy with cavitron and hand scaling flossed o h i given fluoride varnish declined return in six months',
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX': 'Updated, now on atorvastatin for cholesterol. NKDA',
      PERIO: 'PSR 2 2 2 2 2 2',
      EXTRA: 'Within normal limits',
      INTRA: 'Oral cancer screening negative',
      DENTAL: [
        ['3', 'MO amalgam'],
        ['14', 'PFM crown'],
        ['30', 'O amalgam intact'],
        ['31', 'B abfraction'],
      ],
      RADIO: '4 bitewings, no caries',
      TX: ['Adult prophy with Cavitron and hand scaling', 'Flossed', 'OHI given'],
      'TX TODAY': ['Prophy', 'OHI'],
      CONSULT: 'Fluoride varnish declined',
      'F/U': 'Return in 6 months',
    },
  }),
  defineCase({
    ...ukPalmer,
    id: 'h14-27-lost-filling',
    asr: true,
    transcript:
      "right so emergency appointment lost a filling lower left six last night eating a toffee no pain just food packing medical history no changes on examination lower left six mesial occlusal sorry disto occlusal composite lost sound margins no caries visible not tender upper left six and seven fine diagnosis lost restoration lower left six discussed replacing it he'd like to wait till after the holidays so temporary dressing placed lower left six with glass ionomer no la needed next visit d o composite lower left six",
    expect: {
      CC: 'Emergency appointment. Lost a filling LL6 last night eating a toffee. No pain, just food packing',
      'MED HX': 'No changes',
      DENTAL: [
        ['LL6', 'DO composite lost, sound margins, no caries visible, not tender'],
        ['UL6', 'Fine'],
        ['UL7', 'Fine'],
      ],
      DX: ['Lost restoration LL6'],
      CONSULT: "Discussed replacing it. He'd like to wait till after the holidays",
      TX: ['Temporary dressing placed LL6 with glass ionomer', 'No LA needed'],
      'TX TODAY': ['Temporary dressing LL6'],
      NV: ['DO composite LL6'],
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-28-therapist-cervical-gic',
    asr: false,
    transcript:
      'Attended for GIC restorations 33 and 43 as prescribed by dentist. Sensitive to cold and toothbrushing. MH: no changes, takes omeprazole. O/E: 33 and 43 B abrasion cavities approx 1.5 mm deep, no caries. 34 B abfraction shallow, not sensitive, to monitor. Verbal consent given. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 33 + buccal infiltration 43. Cotton rolls and retraction cord. 33 B GIC (Fuji IX) placed. 43 B GIC placed. Finished with Soflex discs. Duraphat 5000 toothpaste prescribed. Advised soft brush and less pressure. Review at next hygiene visit.',
    expect: {
      CC: 'GIC restorations 33 and 43 as prescribed by dentist. Sensitive to cold and toothbrushing',
      'MED HX': 'No changes, takes omeprazole',
      DENTAL: [
        ['33', 'B abrasion cavities approx 1.5 mm deep, no caries'],
        ['43', 'B abrasion cavities approx 1.5 mm deep, no caries'],
        ['34', 'B abfraction shallow, not sensitive, to monitor'],
      ],
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 33 + buccal infiltration 43',
        'Cotton rolls and retraction cord',
        '33 B GIC (Fuji IX) placed',
        '43 B GIC placed',
        'Finished with Soflex discs',
        'Duraphat 5000 toothpaste prescribed',
      ],
      'TX TODAY': ['B GIC 33', 'B GIC 43'],
      CONSULT: 'Advised soft brush and less pressure',
      'F/U': 'Review at next hygiene visit',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-29-srp-left-quads',
    asr: false,
    transcript:
      'Pt here for SRP UL and LL quads per tx plan. Med hx: no changes, NKDA. BP 118/76. Pocket depths UL/LL 4-6 mm, BOP generalized, heavy subgingival calculus #12-#15 and #18-#21. LA: 3 carpules articaine 4% 1:100,000 epi, IANB left + buccal infiltration upper left. SRP UL and LL quads with Cavitron and Gracey curettes. Arestin placed in #14 distal and #19 mesial pockets. OHI: Waterpik and interdental brushes. Pt tolerated well. NV: perio re-eval 6 weeks.',
    expect: {
      CC: 'SRP UL and LL quads per tx plan',
      'MED HX': 'No changes, NKDA. BP 118/76',
      PERIO: 'Pocket depths UL/LL 4-6 mm, BOP generalized, heavy subgingival calculus #12-#15 and #18-#21',
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration upper left',
        'SRP UL and LL quads with Cavitron and Gracey curettes',
        'Arestin placed in #14 distal and #19 mesial pockets',
        'OHI: Waterpik and interdental brushes',
      ],
      'TX TODAY': ['SRP', 'OHI'],
      NOTES: 'Pt tolerated well',
      NV: ['Perio re-eval 6 weeks'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-30-post-op-check',
    asr: true,
    transcript:
      'post op check one week after third molar surgery under sedation uh patient doing well swelling resolving extra oral lip and chin sensation normal both sides intra oral sites healing well coronectomy site thirty two healing with no root exposure remaining suture removed at number seventeen site advised to continue warm salt water rinses follow up pano in six months to check the coronectomy roots',
    expect: {
      CC: 'Post op check 1 week after third molar surgery under sedation. Patient doing well, swelling resolving',
      EXTRA: 'Lip and chin sensation normal both sides',
      INTRA: 'Sites healing well. Coronectomy site #32 healing with no root exposure',
      TX: ['Remaining suture removed at #17 site'],
      CONSULT: 'Advised to continue warm salt water rinses',
      'F/U': 'Follow up pano in 6 months to check the coronectomy roots',
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-31-lower-partial-start',
    asr: false,
    transcript:
      'Attended for new lower partial denture. MH: type 2 diabetes, metformin. No change. O/E: upper CoCr partial denture, good fit. 36, 37, 45, 46 missing. 35 and 44 sound, suitable as abutments. 47 MO amalgam, intact. Lower ridges well healed. Discussed acrylic vs cobalt chrome. Pt chose CoCr for strength and comfort. Cost explained, pt happy to proceed. Plan: lower CoCr partial denture replacing 36, 37, 45, 46. Primary impressions in alginate using stock trays. NV: secondary impressions in special trays, then jaw registration.',
    expect: {
      CC: 'New lower partial denture',
      'MED HX': 'Type 2 diabetes, metformin. No change',
      INTRA: 'Upper CoCr partial denture, good fit. Lower ridges well healed',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Missing'],
        ['45', 'Missing'],
        ['46', 'Missing'],
        ['35', 'Sound, suitable as abutments'],
        ['44', 'Sound, suitable as abutments'],
        ['47', 'MO amalgam, intact'],
      ],
      CONSULT:
        'Discussed acrylic vs cobalt chrome. Pt chose CoCr for strength and comfort. Cost explained, pt happy to proceed',
      'TX PLAN': ['Lower CoCr partial denture replacing 36, 37, 45, 46'],
      TX: ['Primary impressions in alginate using stock trays'],
      'TX TODAY': ['Impressions'],
      NV: ['Secondary impressions in special trays', 'Jaw registration'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-32-complete-dentures',
    asr: false,
    transcript:
      'Pt presents for delivery of maxillary and mandibular complete dentures. Med hx: no changes, on warfarin for AFib. IO: ridges healed, no sore spots, tissues healthy. Dentures tried in, retention and stability good. Pt and wife approved esthetics. PIP used, 2 pressure spots relieved on lower lingual flange. Occlusion checked and balanced with articulating paper. Dentures fitted. Home care instructions given including removal at night and cleaning. Pt pleased. NV: 24 hour adjustment check. RTC 1 year for oral cancer screening.',
    expect: {
      CC: 'Delivery of maxillary and mandibular complete dentures',
      'MED HX': 'No changes, on warfarin for AFib',
      INTRA: 'Ridges healed, no sore spots, tissues healthy',
      TX: [
        'Dentures tried in',
        'Retention and stability good',
        'PIP used',
        '2 pressure spots relieved on lower lingual flange',
        'Occlusion checked and balanced with articulating paper',
        'Dentures fitted',
        'Home care instructions given including removal at night and cleaning',
      ],
      'TX TODAY': ['Denture fit'],
      CONSULT: 'Pt and wife approved esthetics',
      NOTES: 'Pt pleased',
      NV: ['24 hour adjustment check'],
      'F/U': 'RTC 1 year for oral cancer screening',
    },
  }),
  defineCase({
    ...ukPalmer,
    id: 'h14-33-child-exam',
    asr: false,
    transcript:
      "Routine exam, 6 yo. Dad present. No concerns. MH: mild asthma, salbutamol prn. NKDA. EO: NAD. IO: soft tissues NAD, OH fair. Charting: URE, ULE, LLE, LRE present and sound. LLD O caries. LRD DO caries. UR6, UL6 partially erupted. LR6 erupted, deep fissures. LL6 not yet erupted. BWs not taken, contacts open. Dx: caries LLD, LRD. Discussed diet: fruit juice between meals. Advice: 1450 ppm toothpaste, spit don't rinse. Duraphat varnish applied. Plan: FS LR6 when dry field possible, GIC fillings LLD and LRD. NV: GIC fillings (30 min). Recall 6/12.",
    expect: {
      CC: 'Routine exam, 6 yo. No concerns',
      'MED HX': 'Mild asthma, salbutamol prn. NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, OH fair',
      DENTAL: [
        ['URE', 'Present and sound'],
        ['ULE', 'Present and sound'],
        ['LLE', 'Present and sound'],
        ['LRE', 'Present and sound'],
        ['LLD', 'O caries'],
        ['LRD', 'DO caries'],
        ['UR6', 'Partially erupted'],
        ['UL6', 'Partially erupted'],
        ['LR6', 'Erupted, deep fissures'],
        ['LL6', 'Not yet erupted'],
      ],
      RADIO: 'BWs not taken, contacts open',
      DX: ['Caries LLD, LRD'],
      CONSULT: "Discussed diet: fruit juice between meals. Advice: 1450 ppm toothpaste, spit don't rinse",
      TX: ['Duraphat varnish applied'],
      'TX TODAY': ['Fluoride varnish'],
      'TX PLAN': ['Fissure sealant LR6 when dry field possible', 'GIC fillings LLD, LRD'],
      NOTES: 'Dad present',
      NV: ['GIC fillings (30 min)'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    ...ukFdi,
    id: 'h14-34-perio-re-evaluation',
    asr: true,
    transcript:
      "okay re evaluation eight weeks after root surface debridement medical history no change she's stopped smoking which is great bpe today two two three three two three bleeding on probing down to fifteen percent residual pocket six millimetres distal of two seven pockets elsewhere four millimetres or less o h i reinforced duraphat varnish applied she's happy with progress plan periodontal maintenance every three months",
    appends: ['remove duraphat varnish applied', 'next visit periodontal maintenance in three months'],
    expect: {
      CC: 'Re-evaluation 8 weeks after root surface debridement',
      'MED HX': "No change. She's stopped smoking which is great",
      PERIO:
        'BPE today 2 2 3 3 2 3. Bleeding on probing down to 15%. Residual pocket 6 mm distal of 27. Pockets elsewhere 4 mm or less',
      TX: ['OHI reinforced'],
      'TX TODAY': ['OHI'],
      NOTES: "She's happy with progress",
      'TX PLAN': ['Periodontal maintenance every 3 months'],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    ...us,
    id: 'h14-35-quick-recall',
    asr: true,
    transcript:
      "um quick recall exam no complaints medical history no changes p s r one one one one one one on exam no new caries number nineteen crown margins look good number two small occlusal stain monitor x rays not due until next year patient's seeing the hygienist after this recall six months",
    expect: {
      CC: 'Quick recall exam. No complaints',
      'MED HX': 'No changes',
      PERIO: 'PSR 1 1 1 1 1 1',
      INTRA: 'No new caries',
      DENTAL: [
        ['19', 'Crown margins look good'],
        ['2', 'Small O stain, monitor'],
      ],
      RADIO: 'X-rays not due until next year',
      NOTES: "Patient's seeing the hygienist after this",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    ...us,
    id: 'h14-36-ortho-extractions',
    asr: false,
    transcript:
      '13 yo referred by orthodontist for extraction of #5 and #12 (upper first premolars). Mom present. Written consent signed by mom. Med hx: ADHD, methylphenidate. NKDA. IO: #5, #12 fully erupted, sound. Brackets on lower arch only. Topical benzocaine. LA: 2 carpules articaine 4% 1:100,000 epi, buccal infiltration + palatal infiltration #5 and #12. #5 and #12 extracted atraumatically with forceps. Roots intact. Hemostasis with gauze. POI given to mom. Pt cooperative. Review prn. Plan: continue ortho tx with orthodontist.',
    expect: {
      CC: '13 yo referred by orthodontist for extraction of #5 and #12 (upper first premolars)',
      CONSENT: 'Written consent signed by mom',
      'MED HX': 'ADHD, methylphenidate. NKDA',
      DENTAL: [
        ['5', 'Fully erupted, sound'],
        ['12', 'Fully erupted, sound'],
      ],
      INTRA: 'Brackets on lower arch only',
      TX: [
        'Topical benzocaine',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #5, #12',
        '#5, #12 extracted atraumatically with forceps',
        'Roots intact',
        'Hemostasis with gauze',
        'POI given to mom',
      ],
      'TX TODAY': ['Extraction #5, #12'],
      NOTES: 'Mom present. Pt cooperative',
      'F/U': 'Review prn',
      'TX PLAN': ['Continue ortho tx with orthodontist'],
    },
  }),
];
