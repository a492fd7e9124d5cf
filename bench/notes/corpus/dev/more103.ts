// A hundred-and-third development batch (ids da01–da30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is ordinary general-practice visits dictated
// by clinicians from six countries, each with their own habits, vocabulary and funding schemes (all style 'UK', FDI
// numbering, Palmer for one New Zealand and two Irish visits): exams with charting, fillings, extractions, root canals,
// scale and polish, emergencies and consultations, from a terse typed denture ease to long recogniser-style emergencies.
// Six countries, five visits each:
//   da01–da05 Australia (FDI): a comprehensive new-patient exam with an OPG for the wisdom teeth, bitewings and a "scale
//     and clean" (recogniser); a child's check-up with fissure sealants and varnish under the Child Dental Benefits
//     Schedule (typed); an emergency irreversible pulpitis 46 extirpated with Ledermix (recogniser); a DO composite 25
//     with lignocaine and a health-fund gap quote (typed, appended dictation); a consultation for a cracked 36 with a
//     gold onlay quote and no treatment (recogniser);
//   da06–da10 New Zealand (FDI; da08 Palmer words): an ACC rugby injury with a fractured incisal edge 11 restored with an
//     MI composite and "shade a three sorry a two" (recogniser); a 14-year-old's annual check with bitewings and a
//     sealant repair under the Combined Dental Agreement (typed); an extraction of the lower right seven with a root tip
//     retrieved, sutures and "scratch that" (recogniser, Palmer); a WINZ quote consultation for a partial denture with a
//     hopeless 26 (typed); a hygienist's scale and polish with air polishing (recogniser, appended dictation);
//   da11–da15 Canada (FDI said as "tooth one six"; "freezing" for the anaesthetic): a recall exam with PSR, scaling, prophy
//     and the Canadian Dental Care Plan (recogniser); a DO composite 35 under "Freezing:" (typed); an emergency abscess
//     with retained roots 47 removed, "root tip only sorry retained roots" and Ontario Works (recogniser); an obturation 36
//     by warm vertical condensation (typed, appended dictation); a 4-year-old's first visit with SDF on 84, 85 under
//     Healthy Smiles Ontario (recogniser);
//   da16–da20 South Africa (FDI): a check-up with scale & polish and a medical-aid discussion about 46 (typed, E/O and
//     I/O); an extraction 36 with Lignospan, "mesial cusp sorry mesiolingual cusp" and "upper sorry lower molar forceps"
//     (recogniser); a pericoronitis 48 irrigated with metronidazole prescribed (typed); a first RCT visit 21 with a sinus
//     tract, "open apex sorry closed apex" and the title from the CC (recogniser); a terse denture ease (typed);
//   da21–da25 India (FDI; "c/o", "H/o", "TTP +ve", "IOPA", "RVG", "BMP", "K/C/O", "SOS"): an RCT 46 started with access
//     opening and extirpation (typed); a check-up with RVG and oral prophylaxis (recogniser); an extraction 28 with
//     "Cap" / "Tab" prescriptions (typed); an oral prophylaxis with a midline diastema, peg laterals and an orthodontic
//     referral (recogniser); an obturation 36 with a post-obturation IOPA (typed, appended dictation);
//   da26–da30 Ireland (FDI; da27, da28 Palmer): a PRSI check-up with scale and polish and a private filling quoted in euro
//     (recogniser); a medical-card (DTSS) extraction LL6 on warfarin with sutures (typed, LL6 shorthand); an emergency lost
//     MOD composite upper left five dressed under the medical card with "caries removed sorry no caries found"
//     (recogniser, Palmer words); a consultation for a discoloured root-treated 11 with costs and no treatment (typed); an
//     MO composite 14 with "one five sorry one four" (recogniser, appended dictation).
// UK 30 (FDI 27, Palmer 3: da08, da27, da28); 16 recogniser-style (lower case, number words, no punctuation, some fillers
// and "sorry" / "scratch that" corrections) and 14 typed; 36 to 156 words (most 80 to 140); five cases with appended
// dictation (da04 typed "Add to notes: …"; da10 recogniser "add to notes …" / "change six months to nine months"; da14
// typed "Add to notes: …"; da25 typed "Add to treatment: …"; da30 recogniser "add to notes …" / "next visit …"). DENTAL
// in 28 cases (not da10, da20).
//
// Judgement calls where the contract was silent:
// - "Scale and clean" (Australian) is not a name in the title table, so it stays in TX as said and gives no title (only
//   table procedures are titles); it is one item, a fixed phrase like "scale and polish". "Scaling 1 unit" (Canadian) and
//   "polishing done" are steps with no title; "prophy" beside them is "Prophy".
// - "Oral prophylaxis" (Indian) is "Prophy": "oral" is an adjective dropped from the title, as more56 dropped
//   "atraumatic".
// - "Freezing" (Canadian) is the local anaesthetic: "Freezing: 1 carpule …" and "freezing two carpules …" are written as
//   the LA line; "freezing" said elsewhere ("how long the freezing lasts") stays. The agent is kept as said:
//   "lignocaine", "Lignospan".
// - Funding schemes and costs are CONSULT (as more58 for fees, NHS bands, quotes and insurance), also when stated rather
//   than discussed: ACC claim lodged, CDBS bulk billing, health fund gaps, WINZ quotes, Canadian Dental Care Plan,
//   Healthy Smiles Ontario, Ontario Works, medical aid, PRSI, medical card and DTSS. "WINZ quote requested" inside the
//   reason for attending stays in the CC.
// - Typed "E/O:", "I/O:" and "O/E:" are the extra-oral, intra-oral and examination headers; Indian "c/o" opens the CC and
//   "H/o …" stays in it; "Pt consented" is CONSENT; "Advised RCT and crown 46" is CONSULT.
// - Root canal steps with no table name (access cavity, access opening, working length, BMP, "prepared to size 50",
//   closed dressing, Ledermix and Cavit dressing, core build-up, GIC core) give no title; canal irrigation is no
//   Irrigation; a first RCT visit with none of the table procedures takes "RCT 21" from the CC (as more56 bf02);
//   "Extirpation 46" / "Pulp extirpated 46" → "Extirpation 46"; "Obturated 36 …" / "Obturation 36 done …" → "Obturation
//   36". "Irrigated under the operculum" (not a canal or socket) is "Irrigation", with no tooth said in the item.
// - "Retained roots of 47 extracted" → item "Retained roots 47 extracted …" (the connecting word before the tooth goes)
//   and title "Extraction 47"; "temporary dressing upper left five in glass ionomer" is "Temporary dressing UL5" only (as
//   more58 bh10); "mesial incisal composite one one" is "MI composite 11"; "FS 36 (repair of partly lost sealant)" is
//   "Fissure sealant 36"; "silver diamine fluoride eight four and eight five" is "SDF 84, 85"; "fluoride varnish all
//   teeth" is "Fluoride varnish".
// - Text fields keep a single surface in words (RADIO "46 occlusal caries into dentine", "periapical radiolucency on the
//   mesial root", "47 mesial bone defect"); chart conditions and list items abbreviate it ("crack line distal marginal
//   ridge" → "crack line D marginal ridge", "crack line through the lingual cusp" → "through the L cusp", "distal root
//   tip fractured" → "D root tip fractured"); "buccal swelling" stays words. "Fractured incisal edge" gives fracture
//   "Incisal edge"; "chipped" gives none.
// - "Oral hygiene fair", calculus, plaque and bleeding on probing are PERIO, also after an "intra oral" run ends;
//   stains are INTRA. A diastema between 11 and 21, a sinus tract labial to 21 and an ulcer opposite 34 name teeth only
//   as places (INTRA, no chart entry); teeth seen only on a radiograph (54) have no chart entry.
// - "Pre-op photos taken" at a consultation is a TX step with no title; a referral to an orthodontist is TX PLAN.
// - A leading article of a clause goes also in CONSULT ("the filling is private" → "Filling is private"); the ages and
//   who came are NOTES (as more58), also "19 year old college student came in with his mother".
// - Appends: "add to treatment …" adds a TX item at the end (as more56); "change six months to nine months" edits the
//   recall, the one place "six months" is said ("six monthly" in the CC is another word).
import { defineCase, type NotesCase } from '../case.ts';

export const more103Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. Australia (FDI)
  defineCase({
    id: 'da01-au-asr-fdi-comprehensive-exam-opg-wisdom-teeth-scale-and-clean',
    style: 'UK',
    asr: true,
    transcript:
      'okay comprehensive exam new patient um last check up about three years ago no complaints medical history high cholesterol on atorvastatin no allergies non smoker extra oral nad intra oral soft tissues healthy bpe two two two one two two calculus lower anteriors charting one seven missing one six mesial occlusal amalgam sound two six occlusal composite sound three six mesial occlusal distal amalgam crack line distal marginal ridge four six occlusal caries three eight and four eight partially erupted opg taken for the wisdom teeth shows three eight and four eight mesioangular no pathology bitewings four six occlusal caries into dentine no other caries diagnosis caries four six and generalised gingivitis scale and clean oral hygiene instruction flossing daily discussed the wisdom teeth no treatment needed unless they flare up next visit occlusal composite four six recall six months',
    expect: {
      CC: 'Comprehensive exam. New patient. Last check up about 3 years ago. No complaints',
      'MED HX': 'High cholesterol on atorvastatin. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 1 2 2. Calculus lower anteriors',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'MOD amalgam crack line D marginal ridge'],
        ['46', 'O caries'],
        ['38', 'Partially erupted'],
        ['48', 'Partially erupted'],
      ],
      RADIO:
        'OPG taken for the wisdom teeth shows 38 and 48 mesioangular. No pathology. Bitewings. 46 occlusal caries into dentine. No other caries',
      DX: ['Caries 46', 'Generalised gingivitis'],
      CONSULT: 'Discussed the wisdom teeth. No treatment needed unless they flare up',
      'TX TODAY': ['OHI'],
      TX: ['Scale and clean', 'Oral hygiene instruction flossing daily'],
      NV: ['O composite 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'da02-au-typed-fdi-child-cdbs-check-up-fs-36-46-varnish-55-do-caries',
    style: 'UK',
    asr: false,
    transcript:
      '7yo attended with dad for check-up. MH: fit and well, NKDA. EO: NAD. IO: soft tissues healthy. 16, 26 partially erupted. 36, 46 erupted, deep fissures, no caries. 55 DO caries, cavitated. 65 sound. 74 mobile. 2 BWs: 55 D caries into dentine, 54 D enamel lesion. Dx: caries 55. FS 36, 46 under cotton rolls. Fluoride varnish applied. TBI with dad. Diet advice: limit juice to mealtimes. Dad asked if sealants are covered under the Child Dental Benefits Schedule: yes, bulk billed under CDBS. Good cooperation. NV: DO GIC 55. Recall 6 months.',
    expect: {
      CC: 'Check-up',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['36', 'Erupted, deep fissures, no caries'],
        ['46', 'Erupted, deep fissures, no caries'],
        ['55', 'DO caries, cavitated'],
        ['65', 'Sound'],
        ['74', 'Mobile'],
      ],
      RADIO: '2 BWs: 55 D caries into dentine, 54 D enamel lesion',
      DX: ['Caries 55'],
      CONSULT:
        'Diet advice: limit juice to mealtimes. Dad asked if sealants are covered under the Child Dental Benefits Schedule: yes, bulk billed under CDBS',
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: ['FS 36, 46 under cotton rolls', 'Fluoride varnish applied', 'TBI with dad'],
      NOTES: '7yo attended with dad. Good cooperation',
      NV: ['DO GIC 55'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'da03-au-asr-fdi-emergency-irreversible-pulpitis-46-extirpation-ledermix',
    style: 'UK',
    asr: true,
    transcript:
      "emergency um toothache lower right since the weekend kept her up last night throbbing pain worse with hot drinks painkillers not helping medical history asthma uses ventolin allergic to penicillin extra oral no swelling intra oral four six large distal occlusal caries tender to percussion lingering pain to cold four seven and four five sound pa four six deep caries close to the pulp widened pdl space diagnosis symptomatic irreversible pulpitis four six discussed root canal treatment or extraction she wants to keep the tooth understands she'll need a crown afterwards verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four six uh rubber dam placed extirpation four six three canals found irrigated with sodium hypochlorite ledermix and cavit dressing occlusion relieved post op instructions given next visit rct four six in two weeks",
    expect: {
      CC: 'Emergency. Toothache lower right since the weekend. Kept her up last night. Throbbing pain worse with hot drinks. Painkillers not helping',
      'MED HX': 'Asthma. Uses Ventolin. Allergic to penicillin',
      EXTRA: 'No swelling',
      DENTAL: [
        ['46', 'Large DO caries tender to percussion lingering pain to cold'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 deep caries close to the pulp. Widened PDL space',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        "Discussed root canal treatment or extraction. She wants to keep the tooth. Understands she'll need a crown afterwards",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam placed',
        'Extirpation 46',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit dressing',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NV: ['RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'da04-au-typed-fdi-do-composite-25-lignocaine-health-fund-gap-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for filling 25. Pt reports food trapping. MH: no change, NKDA. 25 DO caries. 24 sound. 26 MO comp sound. LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal + palatal infiltration 25. Rubber dam. Caries removed, dentine sound. Sectional matrix, wedge. Etch, bond, DO composite 25 (Filtek Z350 A2). Contact checked with floss, occlusion adjusted, polished. POIG. Pt asked what her health fund will pay: gap quoted $85 after rebate. Recall 6 months.',
    appends: ['Add to notes: pt prefers afternoon appointments.'],
    expect: {
      CC: 'Filling 25. Pt reports food trapping',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['25', 'DO caries'],
        ['24', 'Sound'],
        ['26', 'MO comp sound'],
      ],
      CONSULT: 'Pt asked what her health fund will pay: gap quoted $85 after rebate',
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Rubber dam',
        'Caries removed',
        'Dentine sound',
        'Sectional matrix',
        'Wedge',
        'Etch',
        'Bond',
        'DO composite 25 (Filtek Z350 A2)',
        'Contact checked with floss',
        'Occlusion adjusted',
        'Polished',
        'POIG',
      ],
      NOTES: 'Pt prefers afternoon appointments',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'da05-au-asr-fdi-consult-cracked-36-gold-onlay-quote-no-treatment',
    style: 'UK',
    asr: true,
    transcript:
      "consult about three six cracked filling she's worried about it breaking no pain medical history no changes three six large mesial occlusal distal amalgam crack line through the lingual cusp tender on release biting test three seven sound diagnosis cracked tooth three six options onlay or crown or monitor she'd like a gold onlay gave her a written quote her health fund covers about half she'll think about it and let us know plan gold onlay three six",
    expect: {
      CC: "Consult about 36 cracked filling. She's worried about it breaking. No pain",
      'MED HX': 'No changes',
      DENTAL: [
        ['36', 'Large MOD amalgam crack line through the L cusp tender on release biting test'],
        ['37', 'Sound'],
      ],
      DX: ['Cracked tooth 36'],
      CONSULT:
        "Options onlay or crown or monitor. She'd like a gold onlay. Gave her a written quote. Her health fund covers about half. She'll think about it and let us know",
      'TX PLAN': ['Gold onlay 36'],
    },
  }),

  // ---------------------------------------------------------------- 2. New Zealand (FDI; Palmer words in da08)
  defineCase({
    id: 'da06-nz-asr-fdi-acc-rugby-fractured-11-mi-composite-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      'he knocked his upper front teeth playing rugby on saturday no mouthguard chipped front tooth slightly sensitive to cold medical history fit and well no allergies extra oral small graze on the chin healing intra oral upper lip slightly bruised one one fractured incisal edge enamel and dentine no pulp exposure not mobile positive to cold two one chipped incisal edge not mobile one two and two two sound pa one one and two one no root fractures diagnosis uncomplicated crown fracture one one no la needed mesial incisal composite one one shade a three sorry a two polished advised a custom mouthguard for rugby quote given acc claim lodged review six weeks for sensibility testing',
    expect: {
      CC: 'He knocked his upper front teeth playing rugby on Saturday. No mouthguard. Chipped front tooth. Slightly sensitive to cold',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Small graze on the chin healing',
      INTRA: 'Upper lip slightly bruised',
      DENTAL: [
        ['11', 'Fractured incisal edge enamel and dentine no pulp exposure not mobile positive to cold', 'Incisal edge'],
        ['21', 'Chipped incisal edge not mobile'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11 and 21 no root fractures',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT: 'Advised a custom mouthguard for rugby. Quote given. ACC claim lodged',
      'TX TODAY': ['MI composite 11'],
      TX: ['No LA needed', 'MI composite 11', 'Shade A2', 'Polished'],
      'F/U': 'Review 6 weeks for sensibility testing',
    },
  }),
  defineCase({
    id: 'da07-nz-typed-fdi-adolescent-annual-check-bws-fs-repair-36-cda',
    style: 'UK',
    asr: false,
    transcript:
      '14yo attended with mum for annual check, no concerns. MH: eczema, NKDA. EO: NAD. IO: NAD. OH fair, gingivitis around lower incisors. BWs x2: 36 D caries into enamel, 46 O caries into dentine, no other caries. 16, 26 FS intact. 36 FS partly lost. 46 O caries, cavitated. 17, 27, 37, 47 erupting. Dx: caries 46, gingivitis. OHI: floss lower front. Fluoride varnish. FS 36 (repair of partly lost sealant). Mum asked about cost: free under the Combined Dental Agreement until 18. NV: O composite 46. Recall 12 months.',
    expect: {
      CC: 'Annual check, no concerns',
      'MED HX': 'Eczema, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'OH fair, gingivitis around lower incisors',
      DENTAL: [
        ['16', 'FS intact'],
        ['26', 'FS intact'],
        ['36', 'FS partly lost'],
        ['46', 'O caries, cavitated'],
        ['17', 'Erupting'],
        ['27', 'Erupting'],
        ['37', 'Erupting'],
        ['47', 'Erupting'],
      ],
      RADIO: 'BWs x2: 36 D caries into enamel, 46 O caries into dentine, no other caries',
      DX: ['Caries 46', 'Gingivitis'],
      CONSULT: 'Mum asked about cost: free under the Combined Dental Agreement until 18',
      'TX TODAY': ['OHI', 'Fluoride varnish', 'Fissure sealant 36'],
      TX: ['OHI: floss lower front', 'Fluoride varnish', 'FS 36 (repair of partly lost sealant)'],
      NOTES: '14yo attended with mum',
      NV: ['O composite 46'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'da08-nz-asr-palmer-extraction-lr7-root-tip-luxator-sutures-scratch-that',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's in for the extraction of the lower right seven it's been aching on and off for months medical history type two diabetes on metformin well controlled takes aspirin no allergies blood pressure one thirty eight over eighty four lower right seven grossly carious unrestorable slight buccal swelling not mobile lower right six mesial occlusal amalgam sound lower right eight missing pa lower right seven periapical radiolucency on both roots curved distal root diagnosis chronic apical periodontitis lower right seven risks explained including dry socket and numb lip written consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration lower right seven uh extracted lower right seven with forceps after elevation distal root tip fractured but retrieved with a luxator socket checked haemostasis with gauze two sutures four oh vicryl rapide post op instructions given verbal and written review one week scratch that review if any problems",
    expect: {
      CC: "Extraction of LR7. It's been aching on and off for months",
      'MED HX': 'Type 2 diabetes on metformin well controlled. Takes aspirin. No allergies. Blood pressure 138/84',
      DENTAL: [
        ['LR7', 'Grossly carious unrestorable slight buccal swelling not mobile'],
        ['LR6', 'MO amalgam sound'],
        ['LR8', 'Missing'],
      ],
      RADIO: 'PA LR7 periapical radiolucency on both roots. Curved distal root',
      DX: ['Chronic apical periodontitis LR7'],
      CONSULT: 'Risks explained including dry socket and numb lip',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction LR7'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR7',
        'Extracted LR7 with forceps after elevation',
        'D root tip fractured but retrieved with a luxator',
        'Socket checked',
        'Haemostasis with gauze',
        '2 sutures 4-0 Vicryl Rapide',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'da09-nz-typed-fdi-winz-quote-partial-denture-consult-26-hopeless',
    style: 'UK',
    asr: false,
    transcript:
      'Consult re upper partial denture, WINZ quote requested. Lost 14 and 15 some years ago, now 26 loose. MH: hypertension (cilazapril), ex-smoker, NKDA. BPE 3 3 4 / 3 2 3. 26 grade II mobile, 6 mm pocket distal, furcation involvement. 14, 15 missing. 27 MO comp sound. OPG: generalised horizontal bone loss 30-40%, 26 bone loss to apex. Dx: periodontitis stage III grade B, 26 hopeless. Options: XLA 26 and acrylic P/- replacing 14, 15, 26, or cobalt chrome (not covered by WINZ). Pt wants XLA and acrylic denture. WINZ quote written and given to pt. Plan: XLA 26, impressions for acrylic P/-, RSD with hygienist.',
    expect: {
      CC: 'Consult re upper partial denture, WINZ quote requested. Lost 14 and 15 some years ago, now 26 loose',
      'MED HX': 'Hypertension (cilazapril), ex-smoker, NKDA',
      PERIO: 'BPE 3 3 4 / 3 2 3',
      DENTAL: [
        ['26', 'Grade II mobile, 6 mm pocket distal, furcation involvement'],
        ['14', 'Missing'],
        ['15', 'Missing'],
        ['27', 'MO comp sound'],
      ],
      RADIO: 'OPG: generalised horizontal bone loss 30-40%, 26 bone loss to apex',
      DX: ['Periodontitis stage III grade B', '26 hopeless'],
      CONSULT:
        'Options: XLA 26 and acrylic P/- replacing 14, 15, 26, or cobalt chrome (not covered by WINZ). Pt wants XLA and acrylic denture. WINZ quote written and given to pt',
      'TX PLAN': ['Extraction 26', 'Impressions for acrylic P/-', 'RSD with hygienist'],
    },
  }),
  defineCase({
    id: 'da10-nz-asr-fdi-hygienist-scale-and-polish-air-polish-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      'six monthly scale and polish with the hygienist no concerns medical history no changes no allergies bpe one two one one one two calculus lingual lower incisors light staining from tea scale and polish with the cavitron stain removed with air polishing oral hygiene instruction interdental brushes she asked about whitening told her to book a consult with the dentist recall six months',
    appends: ["add to notes she'd like a text reminder", 'change six months to nine months'],
    expect: {
      CC: '6 monthly scale and polish with the hygienist. No concerns',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Light staining from tea',
      PERIO: 'BPE 1 2 1 / 1 1 2. Calculus lingual lower incisors',
      CONSULT: 'She asked about whitening. Told her to book a consult with the dentist',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with the Cavitron',
        'Stain removed with air polishing',
        'Oral hygiene instruction interdental brushes',
      ],
      NOTES: "She'd like a text reminder",
      'F/U': 'Recall 9 months',
    },
  }),

  // ---------------------------------------------------------------- 3. Canada (FDI said as "tooth one six")
  defineCase({
    id: 'da11-ca-asr-fdi-recall-exam-tooth-one-six-psr-prophy-cdcp',
    style: 'UK',
    asr: true,
    transcript:
      "recall exam and cleaning patient says tooth two six is sensitive to cold sometimes medical history no changes takes synthroid no allergies extraoral nad intraoral nad psr two two two two one two tooth one six occlusal amalgam intact tooth two six buccal cervical abrasion sensitive to air tooth three six crown tooth four six mesial occlusal composite intact two bitewings no caries diagnosis dentin hypersensitivity two six scaling one unit prophy and fluoride varnish recommended sensodyne she's covered under the canadian dental care plan so no charge today next visit buccal composite two six if still sensitive recall nine months",
    expect: {
      CC: 'Recall exam and cleaning. Patient says 26 is sensitive to cold sometimes',
      'MED HX': 'No changes. Takes Synthroid. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'PSR 2 2 2 / 2 1 2',
      DENTAL: [
        ['16', 'O amalgam intact'],
        ['26', 'B cervical abrasion sensitive to air'],
        ['36', 'Crown'],
        ['46', 'MO composite intact'],
      ],
      RADIO: '2 bitewings. No caries',
      DX: ['Dentin hypersensitivity 26'],
      CONSULT: "Recommended Sensodyne. She's covered under the Canadian Dental Care Plan so no charge today",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Scaling 1 unit', 'Prophy', 'Fluoride varnish'],
      NV: ['B composite 26 if still sensitive'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'da12-ca-typed-fdi-do-composite-35-freezing-how-long',
    style: 'UK',
    asr: false,
    transcript:
      'Pt in for DO filling 35. Broke a piece off last week, no pain. Med hx: no changes, NKDA. 35 DO caries, D marginal ridge broken down. 34 sound. 36 MOD amalgam, sound. Freezing: 1 carpule articaine 4% 1:100,000 epi, buccal infiltration 35. Rubber dam. Caries removed, dentin firm. Tofflemire + wedge. Etch, bond, DO composite 35, shade A3. Occlusion checked, polished. POI given. Pt asked how long the freezing lasts: 2-3 hrs. Recall as scheduled.',
    expect: {
      CC: 'DO filling 35. Broke a piece off last week, no pain',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['35', 'DO caries, D marginal ridge broken down'],
        ['34', 'Sound'],
        ['36', 'MOD amalgam, sound'],
      ],
      CONSULT: 'Pt asked how long the freezing lasts: 2-3 hrs',
      'TX TODAY': ['DO composite 35'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration 35',
        'Rubber dam',
        'Caries removed',
        'Dentin firm',
        'Tofflemire + wedge',
        'Etch',
        'Bond',
        'DO composite 35',
        'Shade A3',
        'Occlusion checked',
        'Polished',
        'POI given',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'da13-ca-asr-fdi-emergency-retained-roots-47-ontario-works-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "emergency pain tooth four seven for two weeks swelling came up yesterday medical history hep c no meds allergic to codeine extraoral mild swelling right mandible no trismus intraoral tooth four seven root tip only sorry retained roots tender to percussion buccal swelling tooth four six distal caries pa four seven retained roots with periapical radiolucency diagnosis acute apical abscess four seven patient wants it out consent form signed freezing two carpules lidocaine two percent one to one hundred thousand epi right ianb plus buccal infiltration then retained roots of four seven extracted with root forceps socket irrigated with saline post op instructions given rx amoxicillin five hundred milligrams three times a day for five days advised ibuprofen for pain he's on ontario works so today is covered under the provincial plan next visit filling four six",
    expect: {
      CC: 'Emergency. Pain 47 for 2 weeks. Swelling came up yesterday',
      'MED HX': 'Hep C. No meds. Allergic to codeine',
      EXTRA: 'Mild swelling right mandible. No trismus',
      DENTAL: [
        ['47', 'Retained roots tender to percussion buccal swelling'],
        ['46', 'D caries'],
      ],
      RADIO: 'PA 47 retained roots with periapical radiolucency',
      DX: ['Acute apical abscess 47'],
      CONSULT:
        "Patient wants it out. Advised ibuprofen for pain. He's on Ontario Works so today is covered under the provincial plan",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Retained roots 47 extracted with root forceps',
        'Socket irrigated with saline',
        'Post-op instructions given',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
      ],
      NV: ['Filling 46'],
    },
  }),
  defineCase({
    id: 'da14-ca-typed-fdi-obturation-36-warm-vertical-insurance-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      "RCT 36 visit 2 (obturation). Asymptomatic since first visit. Med hx: no changes, NKDA. 36 Cavit intact, not TTP. Freezing: 1 carpule lidocaine 2% 1:100,000 epi, left IANB. Rubber dam. Cavit and CaOH removed. Canals irrigated with NaOCl 5.25% and EDTA 17%. WL confirmed (MB 20.5 mm / ML 20.5 mm / D 21 mm). Master cones fitted and checked with PA. Obturated 36 with warm vertical condensation and AH Plus sealer. Core buildup in composite. PA: good fill, no voids. Discussed crown needed within 3 months, pt's insurance covers 50%. NV: crown prep 36.",
    appends: ['Add to notes: pt travelling for work next month, wants the crown prep booked before then.'],
    expect: {
      CC: 'RCT 36 visit 2 (obturation). Asymptomatic since first visit',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['36', 'Cavit intact, not TTP']],
      RADIO: 'PA: good fill, no voids',
      CONSULT: "Discussed crown needed within 3 months, pt's insurance covers 50%",
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Cavit and CaOH removed',
        'Canals irrigated with NaOCl 5.25% and EDTA 17%',
        'WL confirmed (MB 20.5 mm / ML 20.5 mm / D 21 mm)',
        'Master cones fitted and checked with PA',
        'Obturated 36 with warm vertical condensation and AH Plus sealer',
        'Core buildup in composite',
      ],
      NOTES: 'Pt travelling for work next month, wants the crown prep booked before then',
      NV: ['Crown prep 36'],
    },
  }),
  defineCase({
    id: 'da15-ca-asr-fdi-child-first-visit-sdf-84-85-healthy-smiles-ontario',
    style: 'UK',
    asr: true,
    transcript:
      "four year old with dad first check up dad noticed dark spots on her back teeth medical history healthy no meds no allergies soft tissues normal plaque on the lower molars tooth eight four occlusal caries dark arrested tooth eight five mesial occlusal caries soft tooth seven four and seven five sound tooth five five and six five sound no x rays today she wouldn't tolerate them diagnosis early childhood caries silver diamine fluoride eight four and eight five fluoride varnish all teeth told dad the spots will go black brush twice a day with a rice grain of toothpaste she did really well for her first visit dad asked about cost it's covered by healthy smiles ontario next visit try bitewings recall three months",
    expect: {
      CC: 'First check up. Dad noticed dark spots on her back teeth',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['84', 'O caries dark arrested'],
        ['85', 'MO caries soft'],
        ['74', 'Sound'],
        ['75', 'Sound'],
        ['55', 'Sound'],
        ['65', 'Sound'],
      ],
      RADIO: "No x-rays today. She wouldn't tolerate them",
      DX: ['Early childhood caries'],
      CONSULT:
        "Told dad the spots will go black. Brush twice a day with a rice grain of toothpaste. Dad asked about cost. It's covered by Healthy Smiles Ontario",
      'TX TODAY': ['SDF 84, 85', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride 84, 85', 'Fluoride varnish all teeth'],
      NOTES: '4 year old with dad. She did really well for her first visit',
      NV: ['Try bitewings'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. South Africa (FDI)
  defineCase({
    id: 'da16-za-typed-fdi-check-up-scale-and-polish-medical-aid-bridge-implant',
    style: 'UK',
    asr: false,
    transcript:
      'Pt presented for 6-monthly check-up and scale & polish. No complaints. Med hx: type 2 DM, on metformin and gliclazide, HbA1c 7.1%. Allergic to sulphur drugs. Non-smoker. E/O: NAD. I/O: mucosa healthy. BPE 2 2 2 / 2 2 2, mild marginal gingivitis. 17 MO amalgam - intact. 14 RCT + PFM crown. 36 O composite - marginal staining. 46 missing. 47 mesially tilted. Bitewings (R & L): no interproximal caries, 47 mesial bone defect. Dx: gingivitis. Scale & polish, OHI (interdental brushes). Discussed replacing 46: implant vs bridge; medical aid will only cover part of the bridge. Pt to think about it. Recall 6/12.',
    expect: {
      CC: '6-monthly check-up and scale & polish. No complaints',
      'MED HX': 'Type 2 DM, on metformin and gliclazide, HbA1c 7.1%. Allergic to sulphur drugs. Non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Mucosa healthy',
      PERIO: 'BPE 2 2 2 / 2 2 2, mild marginal gingivitis',
      DENTAL: [
        ['17', 'MO amalgam - intact'],
        ['14', 'RCT + PFM crown'],
        ['36', 'O composite - marginal staining'],
        ['46', 'Missing'],
        ['47', 'Mesially tilted'],
      ],
      RADIO: 'Bitewings (R & L): no interproximal caries, 47 mesial bone defect',
      DX: ['Gingivitis'],
      CONSULT:
        'Discussed replacing 46: implant vs bridge; medical aid will only cover part of the bridge. Pt to think about it',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale & polish', 'OHI (interdental brushes)'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'da17-za-asr-fdi-extraction-36-lignospan-ml-cusp-sorry-medical-aid',
    style: 'UK',
    asr: true,
    transcript:
      "she came in with pain lower left for a week can't chew on that side medical history epilepsy on epilim no allergies extraoral nad intraoral three six mesial occlusal distal caries into the pulp mesial cusp sorry mesiolingual cusp fractured tender to percussion three seven occlusal composite sound three five sound pa three six caries into the pulp periapical radiolucency on the mesial root diagnosis symptomatic apical periodontitis three six discussed root canal and crown versus extraction she said her medical aid won't cover the crown and wants it out risks explained verbal consent la two cartridges lignospan two percent one in eighty thousand adrenaline id block left plus buccal infiltration three six extracted three six with upper sorry lower molar forceps socket curetted bite pack post op instructions given verbal and written advised chlorhexidine mouthwash from tomorrow review one week",
    expect: {
      CC: "Pain lower left for a week. Can't chew on that side",
      'MED HX': 'Epilepsy on Epilim. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'MOD caries into the pulp ML cusp fractured tender to percussion', 'ML cusp'],
        ['37', 'O composite sound'],
        ['35', 'Sound'],
      ],
      RADIO: 'PA 36 caries into the pulp. Periapical radiolucency on the mesial root',
      DX: ['Symptomatic apical periodontitis 36'],
      CONSULT:
        "Discussed root canal and crown versus extraction. She said her medical aid won't cover the crown and wants it out. Risks explained. Advised chlorhexidine mouthwash from tomorrow",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 cartridges Lignospan 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36',
        'Extracted 36 with lower molar forceps',
        'Socket curetted',
        'Bite pack',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'da18-za-typed-fdi-pericoronitis-48-irrigation-metronidazole',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. C/O pain and swelling around lower right wisdom tooth x 3 days, bad taste, difficulty opening. Med hx: HIV positive, on ARVs (TLD), CD4 good per pt. NKDA. E/O: R submandibular lymph node palpable, tender. Mouth opening 30 mm. I/O: 48 partially erupted, operculum swollen and red, pus on pressure. 47 sound. 18 over-erupted, biting on operculum. Dx: acute pericoronitis 48. Irrigated under the operculum with chlorhexidine 0.2%. 18 cusp smoothed. Rx metronidazole 400 mg TDS x 5/7. Rx ibuprofen 400 mg TDS x 3/7. Warm salt water rinses advised. Discussed XLA 48 (+/- 18) once settled; OPG needed first. Review 1/52.',
    expect: {
      CC: 'Emergency. Pain and swelling around lower right wisdom tooth x 3 days, bad taste, difficulty opening',
      'MED HX': 'HIV positive, on ARVs (TLD), CD4 good per pt. NKDA',
      EXTRA: 'R submandibular lymph node palpable, tender. Mouth opening 30 mm',
      DENTAL: [
        ['48', 'Partially erupted, operculum swollen and red, pus on pressure'],
        ['47', 'Sound'],
        ['18', 'Over-erupted, biting on operculum'],
      ],
      DX: ['Acute pericoronitis 48'],
      CONSULT: 'Warm salt water rinses advised. Discussed XLA 48 (+/- 18) once settled; OPG needed first',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine 0.2%',
        '18 cusp smoothed',
        'Rx metronidazole 400 mg TDS x 5 days',
        'Rx ibuprofen 400 mg TDS x 3 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'da19-za-asr-fdi-rct-21-first-visit-sinus-tract-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'patient here for root canal on two one he had a knock years ago tooth went grey now a pimple on the gum medical history no changes no allergies intra oral sinus tract labial to two one two one discoloured grey no response to cold not tender one one and two two respond normally pa two one large periapical radiolucency open apex sorry closed apex diagnosis pulp necrosis with chronic apical abscess two one verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration two one rubber dam access cavity working length twenty two millimetres confirmed with apex locator prepared to size fifty irrigated with sodium hypochlorite calcium hydroxide dressing and cavit explained it might need internal bleaching later next visit obturation two one in three weeks',
    expect: {
      CC: 'Root canal on 21. He had a knock years ago. Tooth went grey. Now a pimple on the gum',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Sinus tract labial to 21',
      DENTAL: [
        ['21', 'Discoloured grey no response to cold not tender'],
        ['11', 'Respond normally'],
        ['22', 'Respond normally'],
      ],
      RADIO: 'PA 21 large periapical radiolucency. Closed apex',
      DX: ['Pulp necrosis with chronic apical abscess 21'],
      CONSULT: 'Explained it might need internal bleaching later',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RCT 21'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 21',
        'Rubber dam',
        'Access cavity',
        'Working length 22 mm confirmed with apex locator',
        'Prepared to size 50',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing and Cavit',
      ],
      NV: ['Obturation 21 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'da20-za-typed-fdi-terse-denture-ease-ff-ulcer-opposite-34',
    style: 'UK',
    asr: false,
    transcript:
      'Denture ease. New F/F fitted 1/52 ago, lower sore on L side. MH no change. Ulcer L lingual sulcus opposite 34 region, lower flange overextended. Eased lower lingual flange, PIP checked, polished. Pt comfortable. Review 2/52.',
    expect: {
      CC: 'Denture ease. New F/F fitted 1 week ago, lower sore on L side',
      'MED HX': 'No change',
      INTRA: 'Ulcer L lingual sulcus opposite 34 region, lower flange overextended',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased lower lingual flange', 'PIP checked', 'Polished'],
      NOTES: 'Pt comfortable',
      'F/U': 'Review 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. India (FDI)
  defineCase({
    id: 'da21-in-typed-fdi-rct-46-access-extirpation-iopa-rvg-ketorol',
    style: 'UK',
    asr: false,
    transcript:
      'Pt c/o pain in lower right back tooth since 1 week. H/o night pain, pain on chewing. Pain aggravated by hot & cold. Medical history: not significant. Drug allergy: none. O/E: 46 deep caries, TTP +ve. 45, 47 NAD. IOPA 46: radiolucency involving pulp, widening of PDL space. Diagnosis: symptomatic irreversible pulpitis with apical periodontitis 46. Advised RCT and crown 46. Pt consented. LA: 1 cartridge 2% lignocaine with 1:80,000 adrenaline, right IANB. Rubber dam placed. Access opening done. Pulp extirpated 46. WL determined with RVG. BMP done till 25 K-file. Canals irrigated with NaOCl and saline. Closed dressing given. Rx: Amoxicillin 500 mg TDS x 5 days. Ketorol DT 1 tab SOS for pain. NV: obturation 46 after 1 week.',
    expect: {
      CC: 'Pain in lower right back tooth since 1 week. H/o night pain, pain on chewing. Pain aggravated by hot & cold',
      'MED HX': 'Not significant. Drug allergy: none',
      DENTAL: [
        ['46', 'Deep caries, TTP +ve'],
        ['45', 'NAD'],
        ['47', 'NAD'],
      ],
      RADIO: 'IOPA 46: radiolucency involving pulp, widening of PDL space',
      DX: ['Symptomatic irreversible pulpitis with apical periodontitis 46'],
      CONSULT: 'Advised RCT and crown 46',
      CONSENT: 'Pt consented',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 1 cartridge lignocaine 2% 1:80,000 adrenaline, IANB right',
        'Rubber dam placed',
        'Access opening done',
        'Pulp extirpated 46',
        'WL determined with RVG',
        'BMP done till 25 K-file',
        'Canals irrigated with NaOCl and saline',
        'Closed dressing given',
        'Rx: Amoxicillin 500 mg TDS x 5 days',
        'Ketorol DT 1 tab SOS for pain',
      ],
      NV: ['Obturation 46 after 1 week'],
    },
  }),
  defineCase({
    id: 'da22-in-asr-fdi-check-up-rvg-oral-prophylaxis-36-37-caries',
    style: 'UK',
    asr: true,
    transcript:
      'patient came in for routine check up and cleaning no complaints except food lodgement in lower left back teeth medical history hypothyroidism on thyronorm no drug allergies extra oral nad intra oral soft tissues normal tea stains on lower anteriors periodontal examination oral hygiene fair supragingival calculus lower anteriors three six distal caries three seven mesial caries four six occlusal composite intact one eight and two eight missing rvg of three six and three seven mesial caries on three seven close to pulp distal caries on three six into dentine diagnosis dental caries three six and three seven oral prophylaxis done with ultrasonic scaler polishing done advised composite restorations for three six and three seven patient wants to get it done next week next visit distal composite three six and mesial composite three seven',
    expect: {
      CC: 'Routine check up and cleaning. No complaints except food lodgement in lower left back teeth',
      'MED HX': 'Hypothyroidism on Thyronorm. No drug allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal. Tea stains on lower anteriors',
      PERIO: 'Oral hygiene fair. Supragingival calculus lower anteriors',
      DENTAL: [
        ['36', 'D caries'],
        ['37', 'M caries'],
        ['46', 'O composite intact'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      RADIO: 'RVG of 36 and 37. Mesial caries on 37 close to pulp. Distal caries on 36 into dentine',
      DX: ['Dental caries 36, 37'],
      CONSULT: 'Advised composite restorations for 36 and 37. Patient wants to get it done next week',
      'TX TODAY': ['Prophy'],
      TX: ['Oral prophylaxis done with ultrasonic scaler', 'Polishing done'],
      NV: ['D composite 36', 'M composite 37'],
    },
  }),
  defineCase({
    id: 'da23-in-typed-fdi-extraction-28-kco-hypertension-cap-amoxicillin',
    style: 'UK',
    asr: false,
    transcript:
      'Pt c/o food lodgement and pain in upper left back tooth region since 15 days. Medical history: K/C/O hypertension since 5 years on Tab Amlodipine 5 mg OD. BP today 140/90. Allergies: nil. O/E: 28 grossly decayed, non-restorable, mobility grade I. 27 D caries, shallow. IOPA 27, 28: 28 caries involving pulp, 27 distal caries involving enamel and dentine, no periapical changes. Dx: chronic irreversible pulpitis 28, dental caries 27. Advised extraction 28 and composite restoration 27. Pt agreed. Written consent taken. LA: 2% lignocaine with 1:80,000 adrenaline, buccal + palatal infiltration 28. Extraction of 28 done with upper molar forceps. Haemostasis achieved. Post extraction instructions given. Rx: Cap Amoxicillin 500 mg TDS x 3 days. Tab Paracetamol 650 mg SOS. Next appointment: composite restoration 27 after 1 week.',
    expect: {
      CC: 'Food lodgement and pain in upper left back tooth region since 15 days',
      'MED HX': 'K/C/O hypertension since 5 years on Tab Amlodipine 5 mg OD. BP today 140/90. Allergies: nil',
      DENTAL: [
        ['28', 'Grossly decayed, non-restorable, mobility grade I'],
        ['27', 'D caries, shallow'],
      ],
      RADIO: 'IOPA 27, 28: 28 caries involving pulp, 27 distal caries involving enamel and dentine, no periapical changes',
      DX: ['Chronic irreversible pulpitis 28', 'Dental caries 27'],
      CONSULT: 'Advised extraction 28 and composite restoration 27. Pt agreed',
      CONSENT: 'Written consent taken',
      'TX TODAY': ['Extraction 28'],
      TX: [
        'LA: lignocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 28',
        'Extraction 28 done with upper molar forceps',
        'Haemostasis achieved',
        'Post extraction instructions given',
        'Rx: Cap Amoxicillin 500 mg TDS x 3 days',
        'Tab Paracetamol 650 mg SOS',
      ],
      NV: ['Composite restoration 27 after 1 week'],
    },
  }),
  defineCase({
    id: 'da24-in-asr-fdi-oral-prophylaxis-diastema-peg-laterals-ortho-referral',
    style: 'UK',
    asr: true,
    transcript:
      'nineteen year old college student came in with his mother for cleaning he also wants braces to close the gap in his front teeth medical history nil no allergies extra oral convex profile competent lips intra oral generalised stains midline diastema of about three millimetres sorry four millimetres between one one and two one proclined upper anteriors one two and two two peg shaped periodontal generalised calculus and bleeding on probing diagnosis chronic generalised gingivitis and midline diastema oral prophylaxis done advised opg and lateral ceph for orthodontic assessment explained fixed braces versus aligners approximate cost and duration eighteen months mother wants to discuss with father referred to orthodontist for braces review after one month for gingival check',
    expect: {
      CC: 'Cleaning. He also wants braces to close the gap in his front teeth',
      'MED HX': 'Nil. No allergies',
      EXTRA: 'Convex profile. Competent lips',
      INTRA: 'Generalised stains. Midline diastema of about 4 mm between 11 and 21. Proclined upper anteriors',
      PERIO: 'Generalised calculus and bleeding on probing',
      DENTAL: [
        ['12', 'Peg shaped'],
        ['22', 'Peg shaped'],
      ],
      DX: ['Chronic generalised gingivitis', 'Midline diastema'],
      CONSULT:
        'Advised OPG and lateral ceph for orthodontic assessment. Explained fixed braces versus aligners approximate cost and duration 18 months. Mother wants to discuss with father',
      'TX TODAY': ['Prophy'],
      TX: ['Oral prophylaxis done'],
      'TX PLAN': ['Referred to orthodontist for braces'],
      NOTES: '19 year old college student came in with his mother',
      'F/U': 'Review after 1 month for gingival check',
    },
  }),
  defineCase({
    id: 'da25-in-typed-fdi-obturation-36-post-obturation-iopa-appends-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Pt came in for RCT continuation 36 (obturation). Asymptomatic. Med hx: diabetic, on Metformin 500 mg BD, FBS 130 today. NKDA. 36 temporary restoration intact, TTP -ve. Rubber dam placed. Dressing removed, canals irrigated with NaOCl and saline, dried with paper points. Master cones checked with IOPA, all 3 canals at WL. Obturation 36 done with GP and AH Plus sealer by lateral condensation. Post-obturation IOPA: well-condensed obturation up to WL. GIC core placed. Advised crown within 1 month, PFM vs zirconia explained with cost. Pt opted for zirconia. NV: crown preparation 36.',
    appends: ['Add to treatment: occlusal reduction done 36.'],
    expect: {
      CC: 'RCT continuation 36 (obturation). Asymptomatic',
      'MED HX': 'Diabetic, on Metformin 500 mg BD, FBS 130 today. NKDA',
      DENTAL: [['36', 'Temporary restoration intact, TTP -ve']],
      RADIO: 'Post-obturation IOPA: well-condensed obturation up to WL',
      CONSULT: 'Advised crown within 1 month, PFM vs zirconia explained with cost. Pt opted for zirconia',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'Rubber dam placed',
        'Dressing removed',
        'Canals irrigated with NaOCl and saline',
        'Dried with paper points',
        'Master cones checked with IOPA',
        'All 3 canals at WL',
        'Obturation 36 done with GP and AH Plus sealer by lateral condensation',
        'GIC core placed',
        'Occlusal reduction done 36',
      ],
      NV: ['Crown prep 36'],
    },
  }),

  // ---------------------------------------------------------------- 6. Ireland (FDI; Palmer in da27, da28)
  defineCase({
    id: 'da26-ie-asr-fdi-prsi-check-up-scale-and-polish-47-o-caries-quote',
    style: 'UK',
    asr: true,
    transcript:
      "in for her prsi check up and scale and polish no problems medical history no changes takes lansoprazole allergic to elastoplast extra oral nad intra oral nad oral cancer screen clear bpe one one two one one one charting one six disto occlusal amalgam sound two five crown two four mesial occlusal composite slight ditching three six and four six fissure sealed four seven occlusal caries small bitewings grade one four seven occlusal caries into dentine no interproximal caries diagnosis caries four seven scale and polish done explained the scale and polish is covered under prsi the filling is private quoted ninety euro she's happy to go ahead next visit occlusal composite four seven recall twelve months",
    expect: {
      CC: 'Her PRSI check up and scale and polish. No problems',
      'MED HX': 'No changes. Takes lansoprazole. Allergic to Elastoplast',
      EXTRA: 'NAD',
      INTRA: 'NAD. Oral cancer screen clear',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['16', 'DO amalgam sound'],
        ['25', 'Crown'],
        ['24', 'MO composite slight ditching'],
        ['36', 'Fissure sealed'],
        ['46', 'Fissure sealed'],
        ['47', 'O caries small'],
      ],
      RADIO: 'Bitewings grade 1. 47 occlusal caries into dentine. No interproximal caries',
      DX: ['Caries 47'],
      CONSULT:
        "Explained the scale and polish is covered under PRSI. Filling is private. Quoted 90 euro. She's happy to go ahead",
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish done'],
      NV: ['O composite 47'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'da27-ie-typed-palmer-medical-card-xla-ll6-warfarin-sutures',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Medical card pt. Attended c/o LL6 broken, food packing, occasional ache. MH: COPD, inhalers (Seretide, Ventolin), warfarin for AF, INR 2.4 yesterday. NKDA. EO NAD. LL6 grossly broken down, MOD cavity to gum level, not mobile. LL7 DO amalgam, sound. LL5 sound. PA LL6: extensive caries into pulp, PA radiolucency mesial root. Dx: unrestorable LL6. RCT not available on medical card for molars; pt doesn't want private RCT + crown. Opted for XLA under DTSS. Consent signed. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adr, IDB left + buccal infil LL6. XLA LL6, roots sectioned, elevated, all roots out. Surgicel + 2 sutures (3-0 Vicryl). Haemostasis good. POIG including bleeding advice. Review 1/52 for suture removal.",
    expect: {
      CC: 'LL6 broken, food packing, occasional ache',
      'MED HX': 'COPD, inhalers (Seretide, Ventolin), warfarin for AF, INR 2.4 yesterday. NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['LL6', 'Grossly broken down, MOD cavity to gum level, not mobile'],
        ['LL7', 'DO amalgam, sound'],
        ['LL5', 'Sound'],
      ],
      RADIO: 'PA LL6: extensive caries into pulp, PA radiolucency mesial root',
      DX: ['Unrestorable LL6'],
      CONSULT:
        "Medical card pt. RCT not available on medical card for molars; pt doesn't want private RCT + crown. Opted for XLA under DTSS",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction LL6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration LL6',
        'XLA LL6',
        'Roots sectioned',
        'Elevated',
        'All roots out',
        'Surgicel + 2 sutures (3-0 Vicryl)',
        'Haemostasis good',
        'POIG including bleeding advice',
      ],
      'F/U': 'Review 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'da28-ie-asr-palmer-emergency-lost-mod-composite-ul5-temp-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency lost a filling upper left back yesterday no pain just sharp on the tongue medical history no changes no allergies upper left five mesial occlusal distal composite lost large cavity no caries visible not tender to percussion responds to cold upper left six occlusal amalgam sound upper left four sound diagnosis lost restoration upper left five she has a medical card explained we can do a temporary today and a permanent filling at the next visit under the scheme la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration upper left five caries removed sorry no caries found cavity cleaned temporary dressing upper left five in glass ionomer occlusion checked next visit mesial occlusal distal composite upper left five',
    expect: {
      CC: 'Emergency. Lost a filling upper left back yesterday. No pain. Just sharp on the tongue',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UL5', 'MOD composite lost large cavity no caries visible not tender to percussion responds to cold'],
        ['UL6', 'O amalgam sound'],
        ['UL4', 'Sound'],
      ],
      DX: ['Lost restoration UL5'],
      CONSULT:
        'She has a medical card. Explained we can do a temporary today and a permanent filling at the next visit under the scheme',
      'TX TODAY': ['Temporary dressing UL5'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL5',
        'No caries found',
        'Cavity cleaned',
        'Temporary dressing UL5 in glass ionomer',
        'Occlusion checked',
      ],
      NV: ['MOD composite UL5'],
    },
  }),
  defineCase({
    id: 'da29-ie-typed-fdi-consult-discoloured-11-internal-whitening-costs',
    style: 'UK',
    asr: false,
    transcript:
      'Consultation. Pt unhappy with colour of 11, trauma as a child. No pain. MH: no change, NKDA. 11 grey discolouration, RCT approx 15 yrs ago (elsewhere), access cavity restoration intact, not TTP. 21 sound, vital. PA 11: RCT well condensed, no PA pathology. Dx: discoloured root-treated 11. Options: internal bleaching, veneer, crown. Costs: bleaching €250, veneer €750, crown €950; not covered by PRSI. Pt prefers to try internal bleaching first. Written estimate given. Pre-op photos taken. Plan: internal whitening 11 (2-3 sessions).',
    expect: {
      CC: 'Consultation. Pt unhappy with colour of 11, trauma as a child. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['11', 'Grey discolouration, RCT approx 15 yrs ago (elsewhere), access cavity restoration intact, not TTP'],
        ['21', 'Sound, vital'],
      ],
      RADIO: 'PA 11: RCT well condensed, no PA pathology',
      DX: ['Discoloured root-treated 11'],
      CONSULT:
        'Options: internal bleaching, veneer, crown. Costs: bleaching €250, veneer €750, crown €950; not covered by PRSI. Pt prefers to try internal bleaching first. Written estimate given',
      TX: ['Pre-op photos taken'],
      'TX PLAN': ['Internal whitening 11 (2-3 sessions)'],
    },
  }),
  defineCase({
    id: 'da30-ie-asr-fdi-mo-composite-14-one-five-sorry-one-four-appends',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on one five sorry one four medical history no changes no allergies one four mesial caries cavitated one five sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one four rubber dam caries removed dentine firm sectional matrix and wedge etch and bond mesial occlusal composite one four shade a two cured contact checked with floss occlusion checked polished she asked if it would be sensitive told her maybe for a few days she asked if prsi covers it told her fillings aren't covered only the exam and scale and polish recall as normal",
    appends: ['add to notes she gets nervous with the drill music helped', 'next visit scale and polish with the hygienist'],
    expect: {
      CC: 'Filling on 14',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['14', 'M caries cavitated'],
        ['15', 'Sound'],
      ],
      CONSULT:
        "She asked if it would be sensitive. Told her maybe for a few days. She asked if PRSI covers it. Told her fillings aren't covered only the exam and scale and polish",
      'TX TODAY': ['MO composite 14'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 14',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etch and bond',
        'MO composite 14',
        'Shade A2',
        'Cured',
        'Contact checked with floss',
        'Occlusion checked',
        'Polished',
      ],
      NOTES: 'She gets nervous with the drill. Music helped',
      NV: ['Scale and polish with the hygienist'],
      'F/U': 'Recall as normal',
    },
  }),
];
