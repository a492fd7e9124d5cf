// An eighty-third development batch (ids cg01–cg30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is comprehensive examinations: new-patient
// and periodic exams where the dentist charts many teeth in one go (missing teeth, existing restorations with their
// surfaces and state, caries, fractured cusps, wear, abrasion and erosion, crowns, bridge retainers and pontics, implant
// crowns, root fillings, retained roots, mobility, erupting and retained primary teeth), takes and reports radiographs
// (bitewings, PAs, OPG / pano, FMX), records BPE / PSR and other periodontal findings, gives several diagnoses, discusses
// options, fees, NHS bands and insurance, and dictates multi-item and sometimes phased treatment plans. Most visits have
// no treatment or only a scale and polish / prophy, fluoride varnish or one small item (a B GIC, a fissure sealant
// replaced, a sharp edge smoothed, sealants, SDF, a hopeless tooth extracted at the patient's request). Six clinicians,
// five visits each:
//   cg01–cg05 a UK general dentist (FDI, all recogniser-style): a long new-patient exam with full charting and a plan
//     in steps, a six-month check-up with wear, erosion and an implant crown (S&P and Duraphat), a recall with a bridge
//     and root-filled tooth and perio findings (appended dictation), an anxious new patient with an OPG and a long
//     plan of extractions and perio treatment, an eight-year-old's mixed-dentition exam (fluoride varnish);
//   cg06–cg10 a UK dentist who says Palmer words (Palmer; cg06, cg08, cg10 recogniser-style, cg07, cg09 typed UR6
//     shorthand): a routine exam with a fractured cusp (edge smoothed, S&P), a new patient with a cracked tooth and a
//     plan later changed from onlay to crown (appended dictation), an elderly denture wearer with root caries (BPE with
//     X sextants, varnish and a toothpaste prescription), a six-year-old's primary-dentition exam, a fifteen-year-old in
//     fixed braces (fissure sealant replaced);
//   cg11–cg15 a UK mixed NHS / private practice (FDI, typed): a long private new-patient exam with veneers, implants and
//     a phased plan, a terse recall under 30 words, an NHS periodic exam with perio disease and a B GIC placed, an
//     eleven-year-old with MIH and an orthodontic referral, a periodic exam with a resin-bonded bridge and a failing
//     crown;
//   cg16–cg20 a US general dentist (Universal, typed): a long comprehensive new-patient exam with FMX and a three-phase
//     plan, a periodic exam in full sentences, a terse periodic exam, a bruxism exam with Gluma (appended dictation), a
//     new patient with advanced periodontitis and a broken partial whose hopeless #24 is extracted at his request;
//   cg21–cg25 a US general dentist (Universal, recogniser-style): a long new-patient exam with FMX and a non-vital #8, a
//     short periodic exam, a periodontitis exam with full mouth debridement, a periodic exam with a bridge and an onlay
//     with recurrent caries (appended dictation), a cosmetic comprehensive exam with a nurse aside and "sorry";
//   cg26–cg30 a US family practice with many children (Universal with primary letters; cg26, cg29 recogniser-style,
//     cg27, cg28, cg30 typed): a four-year-old with early childhood caries, a nine-year-old's mixed dentition with
//     fissure sealants placed, a six-year-old's recall exam (appended dictation), a twelve-year-old with a retained #A
//     and "scratch that", an older adult with dry mouth and root caries treated with SDF.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in cg26–cg29); 15 recogniser-style (lower case, number
// words, fillers, no punctuation) and 15 typed (terse shorthand in cg07, cg09, cg12–cg16, cg18–cg20, cg27, cg28, cg30;
// full sentences in cg11 and cg17); 27 to 253 words (cg12, cg18 and cg22 under 30, most 120 to 220); five cases with appended dictation (cg03
// recogniser "add to chart …" / "next visit …"; cg07 typed "Add to notes: … Change onlay LL7 to crown LL7."; cg19 typed
// "Add to chart: … Add to plan: …"; cg24 recogniser "add to notes …" / "change recall six months to recall four
// months"; cg28 typed "Add to chart: … Add to notes: …"). DENTAL in all 30 cases.
//
// Judgement calls where the contract was silent:
// - Charting runs: teeth said together ("one six two six three six and four six", "#1, #16, #17, #32") get one
//   entry each with the same condition (plurals kept as said: "Crowns discoloured open margins", "DO composites
//   sound"); a tooth said only as where a bridge is bonded ("resin-bonded bridge off 23") gets no entry (rule 7); bridge
//   retainers / abutments and pontics are entries of their own teeth ("16 and 14 bridge retainers … 15 pontic"). Tooth
//   ranges were not dictated in charting; a region with no tooth number ("lower anteriors sound") is INTRA.
// - Rule 4 was applied as written in chart entries: "incisal wear" → "I wear", "palatal erosion" → "P erosion", "buccal
//   abfraction" → "B abfraction", "root caries buccal" → "B root caries", "composite on the mesial" → "M composite",
//   "open margin on the distal" → "open D margin", "crack line on the mesial marginal ridge" → "on the M marginal
//   ridge"; "cervical" stays a word ("B cervical abrasion"). "fractured … cusp / angle" gives a fracture ("Fractured MI
//   angle" → "MI angle"); "cracked" and "chipped" give none (as more56). In radiograph reports (a text field) a single
//   surface stays a word ("Distal caries 16 into dentine") and typed shorthand stays as typed.
// - Dental attendance history said with the reason ("last seen about 3 years ago", "hasn't seen a dentist in about 10
//   years", "last cleaning 18 months ago") stays in the CC; anxiety, a child's age and who came with the patient are
//   NOTES (as more58); smoking, alcohol and living arrangements are social history, so MED HX.
// - Plaque, oral hygiene and gingival remarks ("plaque on the lower molars", "OH fair", "gingivitis around the brackets",
//   "heavy calculus everywhere") are PERIO (as more58 bh23 / bh25); soft-tissue pigmentation, occlusion, crowding,
//   denture findings and a broken partial denture are INTRA. A BPE with edentulous sextants is written "BPE X X X / 2 2
//   3"; a typed furcation star and typed "PSR 1s" are kept as typed ("2 2 3*"); typed probing findings with teeth ("7 mm #31 D") stay in PERIO.
// - Fees, NHS bands, insurance cover, written estimates and the patient's decisions are CONSULT; "Pt signed tx plan and
//   financial consent" is CONSENT. Smoking cessation and diet advice are CONSULT.
// - Phased plans: the phase label stays at the front of the first item of its phase ("Phase 1: OHI", "Phase II: PFM
//   crowns #2, #30 (#30 may need RCT)"); plan items use the table names ("S&P" → "Scale and polish", "XLA" →
//   "Extraction", "FS" → "Fissure sealant", "root canal" → "RCT", "oral hygiene instruction" → "OHI"); a referral is a
//   plan item ("Refer to orthodontist"). A review sentence after the plan ("Review 3/12 after RSD …") is F/U.
// - DX items are split at commas, full stops and semicolons and at careful-writer commas in recogniser text; teeth said
//   together stay in one item ("Caries 16, 37", "Recurrent caries #3, #5, #20, #29").
// - Titles: "full mouth debridement" is no title (not in the table, so TX TODAY is empty in cg23); "Gluma applied",
//   "smoothed the sharp edge", "Prescribed Duraphat 5000 toothpaste", "Rx: Clinpro 5000 toothpaste" and "flossing
//   instructions" are steps with no title; "fissure sealant replaced" is "Fissure sealant LR6"; "SDF applied to root
//   caries #5, …" is "SDF #5, …"; "Duraphat varnish on 24 and 25" is "Fluoride varnish 24, 25"; "Sealants" alone stays
//   as said in a chart entry and a plan item and is no title; "today we did a prophy and oral hygiene instruction" is
//   two items, "Prophy" and "Oral hygiene instruction" (titles "Prophy", "OHI").
// - Nurse asides ("can you chart that as fifteen thanks") are dropped entirely (as more58).
// - Appends: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "add to plan …" adds a TX PLAN item
//   at the end, "next visit …" adds an NV item, and "change X to Y" edits the one place X is said (cg07's "onlay LL7"
//   is said only as a plan item, cg24's "recall six months" only as the recall).
import { defineCase, type NotesCase } from '../case.ts';

export const more83Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, recogniser-style
  defineCase({
    id: 'cg01-uk-asr-fdi-new-patient-full-charting-bitewings-stepped-plan',
    style: 'UK',
    asr: true,
    transcript:
      "new patient exam she's moved to the area and wants a new dentist last seen about three years ago no pain medical history asthma uses a brown and blue inhaler allergic to penicillin smokes ten a day drinks about fourteen units a week extra oral tmj nad no lymphadenopathy intra oral soft tissues healthy oral cancer screen clear bpe two two three two two three charting one eight missing one seven mesial occlusal amalgam sound one six disto occlusal amalgam ditched margins recurrent caries distally one five and one four sound um two four occlusal composite stained margin two six crown sound two seven and two eight missing three seven disto occlusal caries three six root filled with a crown three five sound four five buccal cervical abrasion four six mesial occlusal distal amalgam fractured lingual cusp four eight partially erupted bitewings taken grade one distal caries one six into dentine distal caries three seven into dentine no other caries bone levels fine pa three six periapical area healed diagnosis caries one six and three seven generalised gingivitis discussed fillings on one six and three seven and a crown or onlay on four six crown is band three she'd like to do the fillings first and think about four six smoking cessation advice given plan scale and polish with the hygienist then disto occlusal composite one six then disto occlusal composite three seven then crown four six recall six months",
    expect: {
      CC: "New patient exam. She's moved to the area and wants a new dentist. Last seen about 3 years ago. No pain",
      'MED HX':
        'Asthma. Uses a brown and blue inhaler. Allergic to penicillin. Smokes 10 a day. Drinks about 14 units a week',
      EXTRA: 'TMJ NAD. No lymphadenopathy',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 2 2 3 / 2 2 3',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'MO amalgam sound'],
        ['16', 'DO amalgam ditched margins recurrent caries distally'],
        ['15', 'Sound'],
        ['14', 'Sound'],
        ['24', 'O composite stained margin'],
        ['26', 'Crown sound'],
        ['27', 'Missing'],
        ['28', 'Missing'],
        ['37', 'DO caries'],
        ['36', 'Root filled with a crown'],
        ['35', 'Sound'],
        ['45', 'B cervical abrasion'],
        ['46', 'MOD amalgam fractured L cusp', 'L cusp'],
        ['48', 'Partially erupted'],
      ],
      RADIO:
        'Bitewings taken grade 1. Distal caries 16 into dentine. Distal caries 37 into dentine. No other caries. Bone levels fine. PA 36 periapical area healed',
      DX: ['Caries 16, 37', 'Generalised gingivitis'],
      CONSULT:
        "Discussed fillings on 16 and 37 and a crown or onlay on 46. Crown is band 3. She'd like to do the fillings first and think about 46. Smoking cessation advice given",
      'TX PLAN': ['Scale and polish with the hygienist', 'DO composite 16', 'DO composite 37', 'Crown 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg02-uk-asr-fdi-six-month-check-wear-erosion-implant-s-and-p-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "six month check up he's got a bit of sensitivity upper left with cold drinks medical history no changes takes ramipril and atorvastatin no allergies extra oral nad intra oral linea alba both cheeks scalloped tongue bpe one two one one two one calculus lower anteriors charting one two implant crown sound one one and two one incisal wear into dentine two three palatal erosion two four and two five buccal cervical abrasion sensitive to air three six mesial occlusal composite sound four six mesial occlusal distal amalgam crack line on the mesial marginal ridge not tender to bite no bitewings due this time diagnosis tooth wear mainly erosive and cervical abrasion two four and two five discussed a night guard and cutting down the fizzy water he's not keen on the night guard yet scale and polish duraphat varnish on two four and two five recall six months",
    expect: {
      CC: "6 month check up. He's got a bit of sensitivity upper left with cold drinks",
      'MED HX': 'No changes. Takes ramipril and atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Linea alba both cheeks. Scalloped tongue',
      PERIO: 'BPE 1 2 1 / 1 2 1. Calculus lower anteriors',
      DENTAL: [
        ['12', 'Implant crown sound'],
        ['11', 'I wear into dentine'],
        ['21', 'I wear into dentine'],
        ['23', 'P erosion'],
        ['24', 'B cervical abrasion sensitive to air'],
        ['25', 'B cervical abrasion sensitive to air'],
        ['36', 'MO composite sound'],
        ['46', 'MOD amalgam crack line on the M marginal ridge not tender to bite'],
      ],
      RADIO: 'No bitewings due this time',
      DX: ['Tooth wear mainly erosive', 'Cervical abrasion 24, 25'],
      CONSULT: "Discussed a night guard and cutting down the fizzy water. He's not keen on the night guard yet",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 24, 25'],
      TX: ['Scale and polish', 'Duraphat varnish 24, 25'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg03-uk-asr-fdi-recall-bridge-root-filled-46-perio-appends-chart-nv',
    style: 'UK',
    asr: true,
    transcript:
      "recall exam no complaints medical history no changes type two diabetes on metformin no allergies extra oral nad intra oral nad bpe three two three three two three bleeding on probing upper molars charting one six and one four bridge retainers margins sound one five pontic two six disto occlusal amalgam recurrent caries at the distal margin two seven missing three seven mesial occlusal composite sound four six root filled disto occlusal amalgam no crown four seven occlusal caries bitewings grade one show two six distal caries into dentine and four seven occlusal caries into dentine horizontal bone loss about twenty percent diagnosis caries two six and four seven periodontitis stage two grade b explained the periodontal findings and the link with his diabetes advised a crown on four six because it's root filled he'd like to spread the cost plan rsd upper and lower right then disto occlusal composite two six occlusal composite four seven then crown four six recall three months",
    appends: ['add to chart four eight partially erupted no caries', 'next visit rsd with the hygienist'],
    expect: {
      CC: 'Recall exam. No complaints',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 3 2 3 / 3 2 3. Bleeding on probing upper molars',
      DENTAL: [
        ['16', 'Bridge retainers margins sound'],
        ['14', 'Bridge retainers margins sound'],
        ['15', 'Pontic'],
        ['26', 'DO amalgam recurrent caries at the D margin'],
        ['27', 'Missing'],
        ['37', 'MO composite sound'],
        ['46', 'Root filled DO amalgam no crown'],
        ['47', 'O caries'],
        ['48', 'Partially erupted no caries'],
      ],
      RADIO:
        'Bitewings grade 1 show 26 distal caries into dentine and 47 occlusal caries into dentine. Horizontal bone loss about 20%',
      DX: ['Caries 26, 47', 'Periodontitis stage 2 grade B'],
      CONSULT:
        "Explained the periodontal findings and the link with his diabetes. Advised a crown on 46 because it's root filled. He'd like to spread the cost",
      'TX PLAN': ['RSD upper and lower right', 'DO composite 26', 'O composite 47', 'Crown 46'],
      NV: ['RSD with the hygienist'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cg04-uk-asr-fdi-anxious-new-patient-opg-retained-roots-long-plan',
    style: 'UK',
    asr: true,
    transcript:
      "new patient hasn't seen a dentist in about ten years broken teeth upper front no pain at the moment medical history high blood pressure takes amlodipine no allergies ex smoker stopped two years ago extra oral nad intra oral soft tissues nad bpe four three four four three four charting one seven and one six missing one five retained root one four disto occlusal caries one one fractured mesial incisal angle two one and two two crowns discoloured open margins two four retained root two six mesial occlusal distal amalgam sound three six and three seven missing three five buccal cervical caries four six grade two mobile four seven mesial occlusal amalgam sound opg taken for full assessment grade one generalised horizontal bone loss forty to fifty percent retained roots one five and two four periapical area four six diagnosis periodontitis stage three grade c retained roots one five and two four caries one four and three five explained he'll need gum treatment before anything else and some teeth may not be saveable talked about a partial denture to replace the gaps later he wants to take it step by step plan oral hygiene instruction and rsd all quadrants then extraction one five two four and four six then fillings one four and three five then review for an upper partial denture next visit rsd upper right and lower right he's very nervous his wife booked it for him he did well today",
    expect: {
      CC: "New patient. Hasn't seen a dentist in about 10 years. Broken teeth upper front. No pain at the moment",
      'MED HX': 'High blood pressure. Takes amlodipine. No allergies. Ex smoker stopped 2 years ago',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 4 3 4 / 4 3 4',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'Missing'],
        ['15', 'Retained root'],
        ['14', 'DO caries'],
        ['11', 'Fractured MI angle', 'MI angle'],
        ['21', 'Crowns discoloured open margins'],
        ['22', 'Crowns discoloured open margins'],
        ['24', 'Retained root'],
        ['26', 'MOD amalgam sound'],
        ['36', 'Missing'],
        ['37', 'Missing'],
        ['35', 'B cervical caries'],
        ['46', 'Grade 2 mobile'],
        ['47', 'MO amalgam sound'],
      ],
      RADIO:
        'OPG taken for full assessment grade 1. Generalised horizontal bone loss 40 to 50%. Retained roots 15 and 24. Periapical area 46',
      DX: ['Periodontitis stage 3 grade C', 'Retained roots 15, 24', 'Caries 14, 35'],
      CONSULT:
        "Explained he'll need gum treatment before anything else and some teeth may not be saveable. Talked about a partial denture to replace the gaps later. He wants to take it step by step",
      'TX PLAN': [
        'OHI',
        'RSD all quadrants',
        'Extraction 15, 24, 46',
        'Fillings 14, 35',
        'Review for an upper partial denture',
      ],
      NV: ['RSD upper right and lower right'],
      NOTES: "He's very nervous. His wife booked it for him. He did well today",
    },
  }),
  defineCase({
    id: 'cg05-uk-asr-fdi-child-mixed-dentition-caries-74-75-fluoride-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old attended with mum for his check up mum says he's had no problems but he has a lot of sweets at his dad's at weekends medical history fit and well no allergies intra oral soft tissues healthy plaque on the lower molars one six two six three six and four six erupted deep fissures no caries five five and six five sound five four occlusal caries small seven five disto occlusal caries seven four distal caries eight four and eight five sound one one one two two one erupted two two erupting bitewings taken grade one show seven five caries close to the pulp and seven four caries into dentine diagnosis caries seven four and seven five high caries risk talked to mum about fizzy drinks and brushing at bedtime with a pea sized amount of toothpaste fluoride varnish applied plan fissure sealants one six two six three six and four six then gic fillings seven four and seven five then monitor five four recall three months he was great",
    expect: {
      CC: "His check up. Mum says he's had no problems but he has a lot of sweets at his dad's at weekends",
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['16', 'Erupted deep fissures no caries'],
        ['26', 'Erupted deep fissures no caries'],
        ['36', 'Erupted deep fissures no caries'],
        ['46', 'Erupted deep fissures no caries'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['54', 'O caries small'],
        ['75', 'DO caries'],
        ['74', 'D caries'],
        ['84', 'Sound'],
        ['85', 'Sound'],
        ['11', 'Erupted'],
        ['12', 'Erupted'],
        ['21', 'Erupted'],
        ['22', 'Erupting'],
      ],
      RADIO: 'Bitewings taken grade 1 show 75 caries close to the pulp and 74 caries into dentine',
      DX: ['Caries 74, 75', 'High caries risk'],
      CONSULT: 'Talked to mum about fizzy drinks and brushing at bedtime with a pea sized amount of toothpaste',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['Fissure sealants 16, 26, 36, 46', 'GIC fillings 74, 75', 'Monitor 54'],
      NOTES: '8 year old attended with mum. He was great',
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'cg06-uk-asr-palmer-routine-exam-ul6-fractured-p-cusp-smoothed-onlay-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "routine exam she says a filling upper left feels rough on her tongue medical history no changes on the pill no allergies extra oral nad intra oral soft tissues nad bpe one one two one one one charting upper right eight and lower right eight missing upper right six mesial occlusal distal amalgam sound upper left six occlusal amalgam fractured palatal cusp sharp no caries upper left seven disto occlusal composite sound lower left six crown sound lower left seven mesial occlusal composite marginal staining lower right six occlusal composite sound bitewings grade one no caries diagnosis fractured cusp upper left six explained the options a large white filling or an onlay she's going for the onlay privately smoothed the sharp edge upper left six scale and polish next visit onlay prep upper left six recall nine months",
    expect: {
      CC: 'Routine exam. She says a filling upper left feels rough on her tongue',
      'MED HX': 'No changes. On the pill. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['UR8', 'Missing'],
        ['LR8', 'Missing'],
        ['UR6', 'MOD amalgam sound'],
        ['UL6', 'O amalgam fractured P cusp sharp no caries', 'P cusp'],
        ['UL7', 'DO composite sound'],
        ['LL6', 'Crown sound'],
        ['LL7', 'MO composite marginal staining'],
        ['LR6', 'O composite sound'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      DX: ['Fractured cusp UL6'],
      CONSULT: "Explained the options a large white filling or an onlay. She's going for the onlay privately",
      'TX TODAY': ['Scale and polish'],
      TX: ['Smoothed the sharp edge UL6', 'Scale and polish'],
      NV: ['Onlay prep UL6'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'cg07-uk-typed-palmer-new-patient-cracked-ll7-appends-onlay-changed-to-crown',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'NP exam. Referred by a friend, wants a check-up and to know about replacing a missing tooth. MH: hypothyroid (levothyroxine 100 mcg), NKDA, non-smoker. EO: NAD, TMJ clicks L on opening, no pain. IO: NAD, OCS clear. BPE 2 2 2 / 2 1 2. Charting: UR8, UL8, LL8, LR8 missing. UR6 MOD amalgam, ditched, no caries. UR5 DO comp sound. UL6 RCT, PFM crown, margins OK. UL5 missing, space closed to 3 mm. LL7 MOD amalgam, cracked ML cusp, TTB. LL6 O comp sound. LR6 MO amalgam, D overhang. LR5 B cervical abrasion. BWs x2 (grade 1): LR6 D overhang, no caries. PA UL6: RCT well condensed, no PA pathology. PA LL7: no PA pathology. Dx: cracked ML cusp LL7, localised gingivitis LR. Discussed implant vs bridge vs denture for UL5 - space small, pt happy to leave it. Onlay advised for LL7, £650 private. Pt agreed. Plan: S&P, replace MO amalgam LR6, onlay LL7. Recall 6/12.',
    appends: [
      'Add to notes: pt phoned, wants a crown rather than an onlay on LL7. Change onlay LL7 to crown LL7.',
    ],
    expect: {
      CC: 'NP exam. Referred by a friend, wants a check-up and to know about replacing a missing tooth',
      'MED HX': 'Hypothyroid (levothyroxine 100 mcg), NKDA, non-smoker',
      EXTRA: 'NAD, TMJ clicks L on opening, no pain',
      INTRA: 'NAD, OCS clear',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['UR8', 'Missing'],
        ['UL8', 'Missing'],
        ['LL8', 'Missing'],
        ['LR8', 'Missing'],
        ['UR6', 'MOD amalgam, ditched, no caries'],
        ['UR5', 'DO comp sound'],
        ['UL6', 'RCT, PFM crown, margins OK'],
        ['UL5', 'Missing, space closed to 3 mm'],
        ['LL7', 'MOD amalgam, cracked ML cusp, TTB'],
        ['LL6', 'O comp sound'],
        ['LR6', 'MO amalgam, D overhang'],
        ['LR5', 'B cervical abrasion'],
      ],
      RADIO: 'BWs x2 (grade 1): LR6 D overhang, no caries. PA UL6: RCT well condensed, no PA pathology. PA LL7: no PA pathology',
      DX: ['Cracked ML cusp LL7', 'Localised gingivitis LR'],
      CONSULT:
        'Discussed implant vs bridge vs denture for UL5 - space small, pt happy to leave it. Onlay advised for LL7, £650 private. Pt agreed',
      'TX PLAN': ['Scale and polish', 'Replace MO amalgam LR6', 'Crown LL7'],
      NOTES: 'Pt phoned, wants a crown rather than an onlay on LL7',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg08-uk-asr-palmer-denture-wearer-root-caries-bpe-x-varnish-duraphat-5000',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "recall exam says his top denture is a bit loose medical history atrial fibrillation on apixaban type two diabetes no allergies extra oral nad intra oral upper edentulous ridge healthy slight redness under the denture bpe x x x two two three upper complete denture worn teeth loose fit lower right six implant crown sound lower right five and lower right four root caries buccal lower left three and lower right three buccal cervical composites sound lower left five crown margin caries lower left six and lower left seven missing lower left four sound no radiographs today diagnosis root caries lower right five lower right four and lower left five loose upper denture denture stomatitis mild explained root caries and high strength toothpaste talked about a new upper denture or a reline he wants a new one on the nhs fluoride varnish prescribed duraphat five thousand toothpaste plan fillings lower right four and lower right five then repair crown margin lower left five then new upper complete denture recall three months",
    expect: {
      CC: 'Recall exam. Says his top denture is a bit loose',
      'MED HX': 'Atrial fibrillation on apixaban. Type 2 diabetes. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Upper edentulous ridge healthy. Slight redness under the denture. Upper complete denture worn teeth loose fit',
      PERIO: 'BPE X X X / 2 2 3',
      DENTAL: [
        ['LR6', 'Implant crown sound'],
        ['LR5', 'B root caries'],
        ['LR4', 'B root caries'],
        ['LL3', 'B cervical composites sound'],
        ['LR3', 'B cervical composites sound'],
        ['LL5', 'Crown margin caries'],
        ['LL6', 'Missing'],
        ['LL7', 'Missing'],
        ['LL4', 'Sound'],
      ],
      RADIO: 'No radiographs today',
      DX: ['Root caries LR5, LR4, LL5', 'Loose upper denture', 'Denture stomatitis mild'],
      CONSULT:
        'Explained root caries and high strength toothpaste. Talked about a new upper denture or a reline. He wants a new one on the NHS',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish', 'Prescribed Duraphat 5000 toothpaste'],
      'TX PLAN': ['Fillings LR4, LR5', 'Repair crown margin LL5', 'New upper complete denture'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cg09-uk-typed-palmer-child-6-primary-dentition-grey-ula-caries-lle-lre',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '6 y/o, attended w/ dad + younger sister. First visit here, dad worried about a dark tooth at the front. MH: fit + well, NKDA. IO: soft tissues NAD. OH fair, plaque on lower molars. ULA grey, not mobile, no sinus, hx of trauma age 3. URA, URB, ULB sound. LLE, LRE DO caries. LLD O caries. URE, ULE sound. LL6, LR6 erupting. LLA, LRA mobile; LL1, LR1 erupting lingually. BWs x2 (grade 1): LLE, LRE caries into dentine, not near pulp. LLD enamel only. No PA (ULA asymptomatic). Dx: caries LLE, LRE, LLD. Probable non-vital ULA. Explained the grey tooth is likely dead but not causing problems, will watch it. Diet advice: juice with meals only. FV applied. Plan: DO GIC LLE, LRE, O GIC LLD, FS LL6, LR6 when erupted. Recall 3/12.',
    expect: {
      CC: 'First visit here, dad worried about a dark tooth at the front',
      'MED HX': 'Fit + well, NKDA',
      INTRA: 'Soft tissues NAD',
      PERIO: 'OH fair, plaque on lower molars',
      DENTAL: [
        ['ULA', 'Grey, not mobile, no sinus, hx of trauma age 3'],
        ['URA', 'Sound'],
        ['URB', 'Sound'],
        ['ULB', 'Sound'],
        ['LLE', 'DO caries'],
        ['LRE', 'DO caries'],
        ['LLD', 'O caries'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LL6', 'Erupting'],
        ['LR6', 'Erupting'],
        ['LLA', 'Mobile'],
        ['LRA', 'Mobile'],
        ['LL1', 'Erupting lingually'],
        ['LR1', 'Erupting lingually'],
      ],
      RADIO:
        'BWs x2 (grade 1): LLE, LRE caries into dentine, not near pulp. LLD enamel only. No PA (ULA asymptomatic)',
      DX: ['Caries LLE, LRE, LLD', 'Probable non-vital ULA'],
      CONSULT:
        'Explained the grey tooth is likely dead but not causing problems, will watch it. Diet advice: juice with meals only',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV applied'],
      'TX PLAN': ['DO GIC LLE, LRE', 'O GIC LLD', 'Fissure sealant LL6, LR6 when erupted'],
      NOTES: '6 y/o, attended w/ dad + younger sister',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cg10-uk-asr-palmer-teen-braces-lr6-fissure-sealant-replaced-whitening-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "fifteen year old attended with dad for her check up she has braces upper and lower no problems medical history fit and well no allergies intra oral soft tissues healthy gingivitis around the brackets bpe one two one one two one lower right six fissure sealant partly lost no caries lower left six occlusal composite sound upper right five and upper left five missing extracted for ortho upper left two white spot lesion near the gum no bitewings can't take them well with the brackets diagnosis gingivitis white spot lesion upper left two lower right six fissure sealant replaced ohi interdental brushes round the brackets dad asked about whitening told him not until the braces are off and she's eighteen recall six months",
    expect: {
      CC: 'Her check up. She has braces upper and lower. No problems',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Gingivitis around the brackets. BPE 1 2 1 / 1 2 1',
      DENTAL: [
        ['LR6', 'Fissure sealant partly lost no caries'],
        ['LL6', 'O composite sound'],
        ['UR5', 'Missing extracted for ortho'],
        ['UL5', 'Missing extracted for ortho'],
        ['UL2', 'White spot lesion near the gum'],
      ],
      RADIO: "No bitewings. Can't take them well with the brackets",
      DX: ['Gingivitis', 'White spot lesion UL2'],
      CONSULT: "Dad asked about whitening. Told him not until the braces are off and she's 18",
      'TX TODAY': ['Fissure sealant LR6', 'OHI'],
      TX: ['LR6 fissure sealant replaced', 'OHI interdental brushes round the brackets'],
      NOTES: '15 year old attended with dad',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK mixed NHS / private practice (FDI, typed)
  defineCase({
    id: 'cg11-uk-typed-fdi-private-new-patient-veneers-implants-phased-plan-estimate',
    style: 'UK',
    asr: false,
    transcript:
      'New patient examination. She is unhappy with the appearance of her front teeth and has a loose filling lower left. Medical history: hypertension on losartan, allergic to latex, non-smoker, 6 units alcohol a week. Extra-oral: NAD, no lymphadenopathy, TMJ normal. Intra-oral: soft tissues healthy, oral cancer screening negative, mild crowding lower incisors. BPE 2 2 2 / 2 2 3*, localised 5 mm pocket 47 distal with furcation involvement. Charting: 18 and 28 missing. 16 MOD amalgam, sound. 14 DO composite, sound. 13, 12, 11, 21, 22 and 23 composite veneers, stained and chipped. 24 implant crown, sound. 26 crown, sound. 36 DO amalgam, loose, recurrent caries. 37 implant crown, sound. 46 RCT, MOD composite, no crown. 47 O amalgam, sound. Radiographs: bitewings x2 and PA 46, grade 1. Bitewings show distal caries 36 into dentine. PA 46 shows adequate root filling, no periapical pathology. Diagnosis: secondary caries 36, failing composite veneers, localised periodontitis 47. We discussed replacing the veneers with porcelain veneers or composite, costs £850 per porcelain veneer or £250 per composite. She would like to start with the urgent work and think about the veneers. Treatment plan. Phase 1: OHI, hygienist visits x2, DO composite 36, crown 46. Phase 2: veneers 13 to 23 after whitening. Written estimate given. Recall 6 months.',
    expect: {
      CC: 'New patient examination. She is unhappy with the appearance of her front teeth and has a loose filling lower left',
      'MED HX': 'Hypertension on losartan, allergic to latex, non-smoker, 6 units alcohol a week',
      EXTRA: 'NAD, no lymphadenopathy, TMJ normal',
      INTRA: 'Soft tissues healthy, oral cancer screening negative, mild crowding lower incisors',
      PERIO: 'BPE 2 2 2 / 2 2 3*, localised 5 mm pocket 47 distal with furcation involvement',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['16', 'MOD amalgam, sound'],
        ['14', 'DO composite, sound'],
        ['13', 'Composite veneers, stained and chipped'],
        ['12', 'Composite veneers, stained and chipped'],
        ['11', 'Composite veneers, stained and chipped'],
        ['21', 'Composite veneers, stained and chipped'],
        ['22', 'Composite veneers, stained and chipped'],
        ['23', 'Composite veneers, stained and chipped'],
        ['24', 'Implant crown, sound'],
        ['26', 'Crown, sound'],
        ['36', 'DO amalgam, loose, recurrent caries'],
        ['37', 'Implant crown, sound'],
        ['46', 'RCT, MOD composite, no crown'],
        ['47', 'O amalgam, sound'],
      ],
      RADIO:
        'Bitewings x2 and PA 46, grade 1. Bitewings show distal caries 36 into dentine. PA 46 shows adequate root filling, no periapical pathology',
      DX: ['Secondary caries 36', 'Failing composite veneers', 'Localised periodontitis 47'],
      CONSULT:
        'We discussed replacing the veneers with porcelain veneers or composite, costs £850 per porcelain veneer or £250 per composite. She would like to start with the urgent work and think about the veneers. Written estimate given',
      'TX PLAN': [
        'Phase 1: OHI',
        'Hygienist visits x2',
        'DO composite 36',
        'Crown 46',
        'Phase 2: veneers 13 to 23 after whitening',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg12-uk-typed-fdi-terse-recall-short-chart-s-and-p-12-12',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. No c/o. MH NC. BPE 1 1 1 / 1 1 1. 16 MO amalgam sound, 26 O comp sound, 36 crown OK. BWs NAD. S&P. Recall 12/12.',
    expect: {
      CC: 'Recall. No c/o',
      'MED HX': 'NC',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'O comp sound'],
        ['36', 'Crown OK'],
      ],
      RADIO: 'BWs NAD',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'cg13-uk-typed-fdi-nhs-periodic-perio-stage-iii-overhang-45-b-gic-33',
    style: 'UK',
    asr: false,
    transcript:
      'Periodic exam. C/o food trapping between lower right teeth. MH: no changes, takes omeprazole and sertraline, NKDA. Smokes 15/day. EO NAD. IO: stained tongue, soft tissues otherwise NAD. BPE 3 3 3 / 4 3 3, heavy calculus, BOP ++. 17 MOD amalgam, sound. 16 crown, sound. 26 MO comp, sound. 33 B cervical caries, shallow. 36 DO amalgam, sound. 45 DO amalgam, D overhang, food trap. 46 MOD amalgam, M caries. 48 partially erupted, pericoronal tissues healthy. BWs (grade 2, some cone cut): 46 M caries into outer dentine, 45 D overhang, generalised horizontal bone loss ~30%. Dx: periodontitis stage III grade C (smoker), caries 46, 33, overhang 45. Advised smoking cessation, pt not ready. Explained perio tx is needed before restorative. Band 2 NHS, pt happy. 33: caries removed w/ hand excavator, no LA, B GIC 33 (Fuji IX). Plan: RSD all quadrants over 2 visits with hygienist, replace MOD amalgam 46, replace DO amalgam 45. Review 3/12 after RSD for perio reassessment.',
    expect: {
      CC: 'Periodic exam. Food trapping between lower right teeth',
      'MED HX': 'No changes, takes omeprazole and sertraline, NKDA. Smokes 15/day',
      EXTRA: 'NAD',
      INTRA: 'Stained tongue, soft tissues otherwise NAD',
      PERIO: 'BPE 3 3 3 / 4 3 3, heavy calculus, BOP ++',
      DENTAL: [
        ['17', 'MOD amalgam, sound'],
        ['16', 'Crown, sound'],
        ['26', 'MO comp, sound'],
        ['33', 'B cervical caries, shallow'],
        ['36', 'DO amalgam, sound'],
        ['45', 'DO amalgam, D overhang, food trap'],
        ['46', 'MOD amalgam, M caries'],
        ['48', 'Partially erupted, pericoronal tissues healthy'],
      ],
      RADIO:
        'BWs (grade 2, some cone cut): 46 M caries into outer dentine, 45 D overhang, generalised horizontal bone loss ~30%',
      DX: ['Periodontitis stage III grade C (smoker)', 'Caries 46, 33', 'Overhang 45'],
      CONSULT:
        'Advised smoking cessation, pt not ready. Explained perio tx is needed before restorative. Band 2 NHS, pt happy',
      'TX TODAY': ['B GIC 33'],
      TX: ['33: caries removed w/ hand excavator', 'No LA', 'B GIC 33 (Fuji IX)'],
      'TX PLAN': [
        'RSD all quadrants over 2 visits with hygienist',
        'Replace MOD amalgam 46',
        'Replace DO amalgam 45',
      ],
      'F/U': 'Review 3 months after RSD for perio reassessment',
    },
  }),
  defineCase({
    id: 'cg14-uk-typed-fdi-child-11-mih-class-ii-retained-75-85-ortho-referral',
    style: 'UK',
    asr: false,
    transcript:
      '11 year old, attended with mum for routine exam. Mum concerned about his crooked front teeth and that the back teeth are sensitive when he brushes. MH: mild asthma (salbutamol PRN), NKDA. EO: NAD. IO: soft tissues healthy. Class II div 1, overjet 8 mm, lower incisors crowded. BPE (index teeth) 1 1 1 / 1 1 1. 16 and 46 MIH, yellow-brown opacities, O enamel breakdown, sensitive to air. 26 and 36 MIH, white opacities, intact. 55, 65 mobile. 75 and 85 retained; 35 and 45 erupting lingually. 13 and 23 palpable buccally. BWs (grade 1): no caries. Dx: MIH 16, 46, 26, 36, Class II div 1 malocclusion. Explained MIH to mum and that 16 and 46 may need crowns later. Mum keen on braces; explained NHS eligibility depends on IOTN. FV 22,600 ppm applied. Plan: FS 26, 36, O GIC 16, XLA 75, 85, refer to orthodontist. Recall 3/12.',
    expect: {
      CC: 'Routine exam. Mum concerned about his crooked front teeth and that the back teeth are sensitive when he brushes',
      'MED HX': 'Mild asthma (salbutamol PRN), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Class II div 1, overjet 8 mm, lower incisors crowded',
      PERIO: 'BPE (index teeth) 1 1 1 / 1 1 1',
      DENTAL: [
        ['16', 'MIH, yellow-brown opacities, O enamel breakdown, sensitive to air'],
        ['46', 'MIH, yellow-brown opacities, O enamel breakdown, sensitive to air'],
        ['26', 'MIH, white opacities, intact'],
        ['36', 'MIH, white opacities, intact'],
        ['55', 'Mobile'],
        ['65', 'Mobile'],
        ['75', 'Retained'],
        ['85', 'Retained'],
        ['35', 'Erupting lingually'],
        ['45', 'Erupting lingually'],
        ['13', 'Palpable buccally'],
        ['23', 'Palpable buccally'],
      ],
      RADIO: 'BWs (grade 1): no caries',
      DX: ['MIH 16, 46, 26, 36', 'Class II div 1 malocclusion'],
      CONSULT:
        'Explained MIH to mum and that 16 and 46 may need crowns later. Mum keen on braces; explained NHS eligibility depends on IOTN',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied'],
      'TX PLAN': ['Fissure sealant 26, 36', 'O GIC 16', 'Extraction 75, 85', 'Refer to orthodontist'],
      NOTES: '11 year old, attended with mum',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cg15-uk-typed-fdi-periodic-resin-bonded-bridge-22-failing-crown-46-nv-prep',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. Pt has noticed a dark line around the crown UL front tooth and bleeding gums. MH: no change, type 1 diabetes (insulin pump), HbA1c 58, penicillin allergy (rash). EO NAD. IO NAD. BPE 2 3 2 / 2 2 3. Dental chart: 11 PFM crown, sound. 21 PFM crown, grey margin, recession 2 mm. 22 missing, replaced by a resin-bonded bridge off 23, wing intact. 25 MOD comp, sound. 26 MO amalgam, cracked P cusp, not TTB. 27 DO amalgam, sound. 36 implant crown, screw access comp intact. 45 O comp, sound. 46 crown, open D margin, caries at margin. 47 missing. PA 46 (grade 1): caries at D margin 46, no PA pathology. Dx: secondary caries 46, recession 21. Options for 21: leave, or new all-ceramic crown £750. Pt will leave 21 for now. New crown 46 advised, £700. Pt agreed. Plan: hygienist x2, new crown 46, monitor 26 crack. Next visit: crown prep 46. Recall 6/12.',
    expect: {
      CC: 'Exam. Pt has noticed a dark line around the crown UL front tooth and bleeding gums',
      'MED HX': 'No change, type 1 diabetes (insulin pump), HbA1c 58, penicillin allergy (rash)',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 3 2 / 2 2 3',
      DENTAL: [
        ['11', 'PFM crown, sound'],
        ['21', 'PFM crown, grey margin, recession 2 mm'],
        ['22', 'Missing, replaced by a resin-bonded bridge off 23, wing intact'],
        ['25', 'MOD comp, sound'],
        ['26', 'MO amalgam, cracked P cusp, not TTB'],
        ['27', 'DO amalgam, sound'],
        ['36', 'Implant crown, screw access comp intact'],
        ['45', 'O comp, sound'],
        ['46', 'Crown, open D margin, caries at margin'],
        ['47', 'Missing'],
      ],
      RADIO: 'PA 46 (grade 1): caries at D margin 46, no PA pathology',
      DX: ['Secondary caries 46', 'Recession 21'],
      CONSULT:
        'Options for 21: leave, or new all-ceramic crown £750. Pt will leave 21 for now. New crown 46 advised, £700. Pt agreed',
      'TX PLAN': ['Hygienist x2', 'New crown 46', 'Monitor 26 crack'],
      NV: ['Crown prep 46'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal, typed)
  defineCase({
    id: 'cg16-us-typed-comprehensive-new-patient-fmx-three-phase-plan-signed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'NPE / comprehensive oral evaluation. Pt moved from out of state, last cleaning 18 months ago. CC: wants a checkup, #30 sensitive to cold. Med hx: HTN (lisinopril 10 mg), hyperlipidemia (atorvastatin), NKDA. Former smoker, quit 2015. BP 138/86. EO: WNL, TMJ WNL, no lymphadenopathy. IO: soft tissues WNL, oral cancer screening neg, mild tori mandibular bilat. PSR 3 2 3 / 3 2 4. Probing: generalized 4-5 mm pockets posterior, 7 mm #31 D, BOP 35%. Charting: #1, #16, #17 missing. #2 MOD amalgam, fractured ML cusp. #3 crown, margins OK. #12 DO composite, recurrent decay. #14 and #15 MOD amalgams, sound. #18 RCT, crown, sound. #19 implant crown. #30 large MO amalgam, deep recurrent decay. #31 O amalgam, Class II mobility. FMX: recurrent caries #12 D, #30 M approaching pulp, generalized horizontal bone loss 20-30%, vertical defect #31 D, #19 implant bone level stable. Dx: generalized periodontitis stage III grade B; recurrent caries #12, #30; fractured cusp #2. Treatment options reviewed incl. RCT vs extraction of #31 if perio does not respond. Pt wants to save teeth. Insurance est. 50% for crowns. Tx plan Phase I: SRP 4 quads, DO composite #12. Phase II: PFM crowns #2 and #30 (#30 may need RCT). Phase III: Re-eval 6 wks after SRP, decide on #31. Pt signed tx plan and financial consent. NV SRP UR/LR.',
    expect: {
      CC: 'NPE / comprehensive oral evaluation. Pt moved from out of state, last cleaning 18 months ago. Wants a checkup, #30 sensitive to cold',
      'MED HX': 'HTN (lisinopril 10 mg), hyperlipidemia (atorvastatin), NKDA. Former smoker, quit 2015. BP 138/86',
      EXTRA: 'WNL, TMJ WNL, no lymphadenopathy',
      INTRA: 'Soft tissues WNL, oral cancer screening neg, mild tori mandibular bilat',
      PERIO: 'PSR 3 2 3 / 3 2 4. Probing: generalized 4-5 mm pockets posterior, 7 mm #31 D, BOP 35%',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['2', 'MOD amalgam, fractured ML cusp', 'ML cusp'],
        ['3', 'Crown, margins OK'],
        ['12', 'DO composite, recurrent decay'],
        ['14', 'MOD amalgams, sound'],
        ['15', 'MOD amalgams, sound'],
        ['18', 'RCT, crown, sound'],
        ['19', 'Implant crown'],
        ['30', 'Large MO amalgam, deep recurrent decay'],
        ['31', 'O amalgam, Class II mobility'],
      ],
      RADIO:
        'FMX: recurrent caries #12 D, #30 M approaching pulp, generalized horizontal bone loss 20-30%, vertical defect #31 D, #19 implant bone level stable',
      DX: ['Generalized periodontitis stage III grade B', 'Recurrent caries #12, #30', 'Fractured cusp #2'],
      CONSULT:
        'Treatment options reviewed incl. RCT vs extraction of #31 if perio does not respond. Pt wants to save teeth. Insurance est. 50% for crowns',
      CONSENT: 'Pt signed tx plan and financial consent',
      'TX PLAN': [
        'Phase I: SRP 4 quads',
        'DO composite #12',
        'Phase II: PFM crowns #2, #30 (#30 may need RCT)',
        'Phase III: Re-eval 6 wks after SRP',
        'Decide on #31',
      ],
      NV: ['SRP UR/LR'],
    },
  }),
  defineCase({
    id: 'cg17-us-typed-sentences-periodic-exam-fractured-dl-cusp-19-crown-advised-prophy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for her six-month periodic exam and cleaning. She reports that a filling on the lower left broke last week and food gets stuck. Medical history: no changes, takes levothyroxine, allergic to sulfa drugs. Extraoral exam within normal limits. Intraoral soft tissues are healthy. PSR scores 2 2 2 / 2 2 2 with light supragingival calculus. #3 has an MO amalgam that is intact. #4 and #5 have DO composites that are intact. #8 and #9 have porcelain veneers in good condition. #14 has a gold onlay that is intact. #19 has a fractured DL cusp under a large MOD amalgam, with no decay visible. #20 has a small O composite. #30 has a PFM crown with recession exposing the margin. Four bitewings were taken and show no interproximal caries. Diagnosis: fractured cusp #19. I recommended a crown on #19 and explained that a large filling would likely break again. Her insurance should cover half. She agreed to the crown. Prophy completed. Flossing instructions given. Next visit crown prep #19. Recall in 6 months.',
    expect: {
      CC: 'Her 6-month periodic exam and cleaning. She reports that a filling on the lower left broke last week and food gets stuck',
      'MED HX': 'No changes, takes levothyroxine, allergic to sulfa drugs',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues are healthy',
      PERIO: 'PSR scores 2 2 2 / 2 2 2 with light supragingival calculus',
      DENTAL: [
        ['3', 'MO amalgam that is intact'],
        ['4', 'DO composites that are intact'],
        ['5', 'DO composites that are intact'],
        ['8', 'Porcelain veneers in good condition'],
        ['9', 'Porcelain veneers in good condition'],
        ['14', 'Gold onlay that is intact'],
        ['19', 'Fractured DL cusp under a large MOD amalgam, with no decay visible', 'DL cusp'],
        ['20', 'Small O composite'],
        ['30', 'PFM crown with recession exposing the margin'],
      ],
      RADIO: '4 bitewings were taken and show no interproximal caries',
      DX: ['Fractured cusp #19'],
      CONSULT:
        'I recommended a crown on #19 and explained that a large filling would likely break again. Her insurance should cover half. She agreed to the crown',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy completed', 'Flossing instructions given'],
      NV: ['Crown prep #19'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'cg18-us-typed-terse-periodic-exam-30-o-decay-prophy-nv-composite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam. Med hx NC. PSR 1s. #3 MO amal ok, #14 crown ok, #30 O decay. BWX: #30 O caries to DEJ. Prophy. NV: O comp #30.',
    expect: {
      CC: 'Periodic exam',
      'MED HX': 'NC',
      PERIO: 'PSR 1s',
      DENTAL: [
        ['3', 'MO amal ok'],
        ['14', 'Crown ok'],
        ['30', 'O decay'],
      ],
      RADIO: 'BWX: #30 O caries to DEJ',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy'],
      NV: ['O composite #30'],
    },
  }),
  defineCase({
    id: 'cg19-us-typed-bruxism-exam-incisal-wear-abfraction-gluma-appends-chart-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. Pt reports sensitivity upper left; wife says he grinds at night. Med hx: no changes, takes sertraline, NKDA. EO: masseters hypertrophic, TMJ WNL. IO: linea alba, scalloped tongue, otherwise WNL. PSR 2 1 2 / 2 2 2. #7, #8, #9, #10 incisal wear into dentin. #12 B abfraction, sensitive to air. #13 MOD composite, sound. #14 crown, sound. #18 O amalgam, sound. #19 MO composite, sound. #29 and #28 B abfractions. 2 BWX: no caries, bone levels WNL. Dx: bruxism with attrition, abfraction #12. Discussed night guard ($450, not covered by his plan) and composite on #12 to cover the notch. Pt will think about the guard. Prophy, Gluma applied #12. NV: B composite #12. Recall 6 months.',
    appends: ['Add to chart: #2 DO amalgam, sound. Add to plan: night guard if pt decides to go ahead.'],
    expect: {
      CC: 'Periodic exam + prophy. Pt reports sensitivity upper left; wife says he grinds at night',
      'MED HX': 'No changes, takes sertraline, NKDA',
      EXTRA: 'Masseters hypertrophic, TMJ WNL',
      INTRA: 'Linea alba, scalloped tongue, otherwise WNL',
      PERIO: 'PSR 2 1 2 / 2 2 2',
      DENTAL: [
        ['7', 'I wear into dentin'],
        ['8', 'I wear into dentin'],
        ['9', 'I wear into dentin'],
        ['10', 'I wear into dentin'],
        ['12', 'B abfraction, sensitive to air'],
        ['13', 'MOD composite, sound'],
        ['14', 'Crown, sound'],
        ['18', 'O amalgam, sound'],
        ['19', 'MO composite, sound'],
        ['29', 'B abfractions'],
        ['28', 'B abfractions'],
        ['2', 'DO amalgam, sound'],
      ],
      RADIO: '2 BWX: no caries, bone levels WNL',
      DX: ['Bruxism with attrition', 'Abfraction #12'],
      CONSULT:
        'Discussed night guard ($450, not covered by his plan) and composite on #12 to cover the notch. Pt will think about the guard',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy', 'Gluma applied #12'],
      'TX PLAN': ['Night guard if pt decides to go ahead'],
      NV: ['B composite #12'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg20-us-typed-new-patient-stage-iv-pano-broken-rpd-hopeless-24-extracted',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Comprehensive exam for new pt. Wants to replace his lower partial, which is broken, and get his teeth fixed. Med hx: type 2 DM (metformin, last A1c 7.2), Plavix after stent 2021, NKDA. Smokes 1/2 ppd. EO: WNL. IO: smoker's melanosis gingiva, no suspicious lesions, OCS neg. Lower RPD: broken lingual bar. PSR 4 3 4 / 4 4 4. Charting: #1, #2, #15, #16, #17, #18, #19, #30, #31, #32 missing. #3 MOD amalgam, recurrent decay at M margin. #5 crown, margin decay. #8 and #9 Class III composites, stained. #14 crown, sound. #20 and #29 clasped abutments, B cervical decay. #24 Class III mobility, 80% bone loss. Pano: generalized moderate to severe horizontal bone loss, #24 bone loss to apex, no other pathology. Dx: generalized periodontitis stage IV grade C, recurrent caries #3, #5, #20, #29, hopeless #24. Discussed all options incl. new RPD vs implants. Implants not advised until smoking and diabetes under control. Pt chose new RPD. He asked to have #24 out today. Consent signed. 1 carp 2% lido 1:100k epi, infiltration #24. #24 extracted w/ forceps, hemostasis w/ gauze pressure (on Plavix). POI given. Tx plan: SRP 4 quads, replace MOD amalgam #3, crown #5, B composites #20 and #29, new lower RPD. NV SRP LL/LR. Post-op check 1 wk.",
    expect: {
      CC: 'Comprehensive exam for new pt. Wants to replace his lower partial, which is broken, and get his teeth fixed',
      'MED HX': 'Type 2 DM (metformin, last A1c 7.2), Plavix after stent 2021, NKDA. Smokes 1/2 ppd',
      EXTRA: 'WNL',
      INTRA: "Smoker's melanosis gingiva, no suspicious lesions, OCS neg. Lower RPD: broken lingual bar",
      PERIO: 'PSR 4 3 4 / 4 4 4',
      DENTAL: [
        ['1', 'Missing'],
        ['2', 'Missing'],
        ['15', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['18', 'Missing'],
        ['19', 'Missing'],
        ['30', 'Missing'],
        ['31', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MOD amalgam, recurrent decay at M margin'],
        ['5', 'Crown, margin decay'],
        ['8', 'Class III composites, stained'],
        ['9', 'Class III composites, stained'],
        ['14', 'Crown, sound'],
        ['20', 'Clasped abutments, B cervical decay'],
        ['29', 'Clasped abutments, B cervical decay'],
        ['24', 'Class III mobility, 80% bone loss'],
      ],
      RADIO: 'Pano: generalized moderate to severe horizontal bone loss, #24 bone loss to apex, no other pathology',
      DX: [
        'Generalized periodontitis stage IV grade C',
        'Recurrent caries #3, #5, #20, #29',
        'Hopeless #24',
      ],
      CONSULT:
        'Discussed all options incl. new RPD vs implants. Implants not advised until smoking and diabetes under control. Pt chose new RPD. He asked to have #24 out today',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #24'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #24',
        '#24 extracted w/ forceps',
        'Hemostasis w/ gauze pressure (on Plavix)',
        'POI given',
      ],
      'TX PLAN': ['SRP 4 quads', 'Replace MOD amalgam #3', 'Crown #5', 'B composites #20, #29', 'New lower RPD'],
      NV: ['SRP LL/LR'],
      'F/U': 'Post-op check 1 wk',
    },
  }),

  // ---------------------------------------------------------------- 5. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'cg21-us-asr-new-patient-comprehensive-fmx-nonvital-8-crowns-split-over-two-years',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she just moved here and hasn't been seen in two years wants a cleaning and her front tooth looks dark medical history rheumatoid arthritis on methotrexate allergic to codeine no tobacco blood pressure one twenty two over seventy eight extraoral within normal limits intraoral soft tissues normal oral cancer screening negative psr two two two three two two charting number one and number sixteen missing number two mesial occlusal amalgam sound number three porcelain fused to metal crown open margin on the distal number eight dark gray composite on the mesial no response to cold not tender numbers twelve and thirteen disto occlusal composites sound number fourteen large occlusal amalgam cracked mesial marginal ridge number seventeen and thirty two partially erupted number nineteen root canal treated no crown fractured buccal cusp uh full mouth series taken number eight periapical radiolucency number three distal recurrent decay number nineteen root filling looks good no other decay diagnosis pulp necrosis with asymptomatic apical periodontitis number eight recurrent caries number three fractured cusp number nineteen gingivitis went over a root canal on eight and maybe internal bleaching and crowns on three and nineteen she asked which is most urgent told her nineteen because the root filled tooth can split her insurance max is almost used up this year so we'll split it over two years today we did a prophy and oral hygiene instruction plan root canal number eight then crown number nineteen then crown number three next year recall six months",
    expect: {
      CC: "New patient comprehensive exam. She just moved here and hasn't been seen in 2 years. Wants a cleaning and her front tooth looks dark",
      'MED HX': 'Rheumatoid arthritis on methotrexate. Allergic to codeine. No tobacco. Blood pressure 122/78',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['2', 'MO amalgam sound'],
        ['3', 'Porcelain fused to metal crown open D margin'],
        ['8', 'Dark gray M composite no response to cold not tender'],
        ['12', 'DO composites sound'],
        ['13', 'DO composites sound'],
        ['14', 'Large O amalgam cracked M marginal ridge'],
        ['17', 'Partially erupted'],
        ['32', 'Partially erupted'],
        ['19', 'Root canal treated no crown fractured B cusp', 'B cusp'],
      ],
      RADIO:
        'Full mouth series taken. #8 periapical radiolucency. #3 distal recurrent decay. #19 root filling looks good. No other decay',
      DX: [
        'Pulp necrosis with asymptomatic apical periodontitis #8',
        'Recurrent caries #3',
        'Fractured cusp #19',
        'Gingivitis',
      ],
      CONSULT:
        "Went over a root canal on #8 and maybe internal bleaching and crowns on #3 and #19. She asked which is most urgent. Told her #19 because the root filled tooth can split. Her insurance max is almost used up this year so we'll split it over 2 years",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction'],
      'TX PLAN': ['RCT #8', 'Crown #19', 'Crown #3 next year'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg22-us-asr-short-periodic-exam-three-teeth-prophy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam no medical changes psr one one one one one one fourteen occlusal composite sound nineteen sealant intact thirty occlusal stain prophy recall six months',
    expect: {
      CC: 'Periodic exam',
      'MED HX': 'No medical changes',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [
        ['14', 'O composite sound'],
        ['19', 'Sealant intact'],
        ['30', 'O stain'],
      ],
      'TX TODAY': ['Prophy'],
      TX: ['Prophy'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg23-us-asr-periodic-stage-iv-perio-debridement-no-title-root-tip-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam he says his gums bleed and the lower front teeth feel loose medical history type two diabetes uncontrolled last a one c nine point one on metformin and glipizide allergic to penicillin smokes a pack a day extraoral within normal limits intraoral soft tissues normal heavy calculus everywhere psr four four four four four four numbers twenty four and twenty five class two mobility number three mesial occlusal distal amalgam sound number fourteen crown sound number thirty root tip um number thirty one occlusal amalgam sound full mouth series generalized severe bone loss about fifty percent number thirty root tip with periapical radiolucency diagnosis generalized periodontitis stage four grade c retained root number thirty explained the link between his diabetes smoking and gum disease advised him to see his physician about his sugars he wants to try to keep his teeth full mouth debridement done today to get the heavy calculus off plan four quads srp extraction of the root tip number thirty refer to periodontist if no improvement next visit srp upper right and lower right",
    expect: {
      CC: 'Periodic exam. He says his gums bleed and the lower front teeth feel loose',
      'MED HX':
        'Type 2 diabetes uncontrolled. Last A1c 9.1. On metformin and glipizide. Allergic to penicillin. Smokes a pack a day',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO: 'Heavy calculus everywhere. PSR 4 4 4 / 4 4 4',
      DENTAL: [
        ['24', 'Class 2 mobility'],
        ['25', 'Class 2 mobility'],
        ['3', 'MOD amalgam sound'],
        ['14', 'Crown sound'],
        ['30', 'Root tip'],
        ['31', 'O amalgam sound'],
      ],
      RADIO: 'Full mouth series. Generalized severe bone loss about 50%. #30 root tip with periapical radiolucency',
      DX: ['Generalized periodontitis stage 4 grade C', 'Retained root #30'],
      CONSULT:
        'Explained the link between his diabetes smoking and gum disease. Advised him to see his physician about his sugars. He wants to try to keep his teeth',
      TX: ['Full mouth debridement done today to get the heavy calculus off'],
      'TX PLAN': ['4 quads SRP', 'Extraction of the root tip #30', 'Refer to periodontist if no improvement'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'cg24-us-asr-periodic-bridge-3-5-onlay-14-recurrent-caries-appends-notes-recall',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam she's happy no problems medical history no changes on lisinopril no allergies extraoral within normal limits intraoral within normal limits psr two two two two two two numbers three and five bridge abutments margins sound number four pontic number eight composite on the distal chipped number nine composite on the mesial sound number twelve occlusal composite sound number fourteen onlay open margin on the mesial with decay number nineteen implant crown sound number twenty nine buccal abfraction number thirty crown sound two bitewings number fourteen mesial decay under the onlay into dentin diagnosis recurrent caries number fourteen recommended a crown on fourteen her insurance covers half she wants to go ahead prophy done next visit crown prep fourteen recall six months",
    appends: [
      "add to notes she'd like to get it done before the end of the year",
      'change recall six months to recall four months',
    ],
    expect: {
      CC: "Periodic exam. She's happy. No problems",
      'MED HX': 'No changes. On lisinopril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'Bridge abutments margins sound'],
        ['5', 'Bridge abutments margins sound'],
        ['4', 'Pontic'],
        ['8', 'D composite chipped'],
        ['9', 'M composite sound'],
        ['12', 'O composite sound'],
        ['14', 'Onlay open M margin with decay'],
        ['19', 'Implant crown sound'],
        ['29', 'B abfraction'],
        ['30', 'Crown sound'],
      ],
      RADIO: '2 bitewings. #14 mesial decay under the onlay into dentin',
      DX: ['Recurrent caries #14'],
      CONSULT: 'Recommended a crown on #14. Her insurance covers half. She wants to go ahead',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy done'],
      NOTES: "She'd like to get it done before the end of the year",
      NV: ['Crown prep #14'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'cg25-us-asr-cosmetic-comprehensive-peg-lateral-missing-10-sorry-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "comprehensive exam he wants a nicer smile for his wedding next year medical history healthy no meds no allergies extraoral within normal limits intraoral within normal limits psr one one one one one two number seven peg lateral number eight and number nine crowded and rotated number ten missing congenitally with a flipper number eleven sound number three occlusal composite sound number fourteen occlusal caries sorry number fifteen occlusal caries can you chart that as fifteen thanks number nineteen mesial occlusal amalgam sound number thirty sound two bitewings no decay except fifteen occlusal into enamel diagnosis congenitally missing number ten peg lateral number seven crowding upper anteriors caries number fifteen we went over clear aligners then an implant for ten and a veneer on seven he asked about cost gave him a written estimate he'll think about it plan occlusal composite fifteen clear aligner consult implant ten after ortho veneer seven recall six months",
    expect: {
      CC: 'Comprehensive exam. He wants a nicer smile for his wedding next year',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 1 1 1 / 1 1 2',
      DENTAL: [
        ['7', 'Peg lateral'],
        ['8', 'Crowded and rotated'],
        ['9', 'Crowded and rotated'],
        ['10', 'Missing congenitally with a flipper'],
        ['11', 'Sound'],
        ['3', 'O composite sound'],
        ['15', 'O caries'],
        ['19', 'MO amalgam sound'],
        ['30', 'Sound'],
      ],
      RADIO: '2 bitewings. No decay except #15 occlusal into enamel',
      DX: ['Congenitally missing #10', 'Peg lateral #7', 'Crowding upper anteriors', 'Caries #15'],
      CONSULT:
        "We went over clear aligners then an implant for #10 and a veneer on #7. He asked about cost. Gave him a written estimate. He'll think about it",
      'TX PLAN': ['O composite #15', 'Clear aligner consult', 'Implant #10 after ortho', 'Veneer #7'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US family practice, children (Universal, letters)
  defineCase({
    id: 'cg26-us-asr-child-4-first-exam-ecc-pulpitis-t-nitrous-plan-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old here for his first exam mom's with him mom noticed holes in his back teeth and he drinks milk in bed medical history healthy no meds allergic to amoxicillin extraoral within normal limits intraoral soft tissues normal plaque on all teeth letters a and j sound letters b and i occlusal caries letters d e f and g sound letter k large mesial occlusal caries letter l distal caries letter s occlusal caries letter t large disto occlusal caries close to the pulp two bitewings t caries into the pulp k deep caries l and s into dentin diagnosis severe early childhood caries and irreversible pulpitis letter t went over the options with mom treatment in the office with nitrous or under general anesthesia she'd like to try nitrous first he cried for most of the exam fluoride varnish applied plan letters t and k pulpotomy and ssc then composites b i l and s recall every three months",
    expect: {
      CC: 'His first exam. Mom noticed holes in his back teeth and he drinks milk in bed',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO: 'Plaque on all teeth',
      DENTAL: [
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['B', 'O caries'],
        ['I', 'O caries'],
        ['D', 'Sound'],
        ['E', 'Sound'],
        ['F', 'Sound'],
        ['G', 'Sound'],
        ['K', 'Large MO caries'],
        ['L', 'D caries'],
        ['S', 'O caries'],
        ['T', 'Large DO caries close to the pulp'],
      ],
      RADIO: '2 bitewings. #T caries into the pulp. #K deep caries. #L and #S into dentin',
      DX: ['Severe early childhood caries', 'Irreversible pulpitis #T'],
      CONSULT:
        "Went over the options with mom. Treatment in the office with nitrous or under general anesthesia. She'd like to try nitrous first",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['#T, #K pulpotomy and SSC', 'Composites #B, #I, #L, #S'],
      NOTES: "4 year old. Mom's with him. He cried for most of the exam",
      'F/U': 'Recall every 3 months',
    },
  }),
  defineCase({
    id: 'cg27-us-typed-child-9-mixed-dentition-fissure-sealants-four-molars-caries-i',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '9 y/o w/ dad, periodic exam. No concerns. Med hx: ADHD (Vyvanse), NKDA. EO WNL. IO WNL, Class I molars. Gingiva: mild marginal gingivitis lower anteriors, plaque index fair. #3, #14, #19, #30 erupted, deep grooves, no decay. #A, #B sound. #I DO decay. #J SSC intact. #K exfoliating, mobile. #L O composite, sound. #S, #T sound. #8, #9 erupted; #7, #10 erupting. 2 BWX: #I D decay into dentin, #J SSC margins OK. Dx: caries #I. Isolite, fissure sealants #3, #14, #19, #30 (Clinpro), occlusion checked. Told dad #K will come out on its own. NV: DO composite #I. Recall 6 months.',
    expect: {
      CC: 'Periodic exam. No concerns',
      'MED HX': 'ADHD (Vyvanse), NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, Class I molars',
      PERIO: 'Gingiva: mild marginal gingivitis lower anteriors, plaque index fair',
      DENTAL: [
        ['3', 'Erupted, deep grooves, no decay'],
        ['14', 'Erupted, deep grooves, no decay'],
        ['19', 'Erupted, deep grooves, no decay'],
        ['30', 'Erupted, deep grooves, no decay'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'DO decay'],
        ['J', 'SSC intact'],
        ['K', 'Exfoliating, mobile'],
        ['L', 'O composite, sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['8', 'Erupted'],
        ['9', 'Erupted'],
        ['7', 'Erupting'],
        ['10', 'Erupting'],
      ],
      RADIO: '2 BWX: #I D decay into dentin, #J SSC margins OK',
      DX: ['Caries #I'],
      CONSULT: 'Told dad #K will come out on its own',
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30'],
      TX: ['Isolite', 'Fissure sealants #3, #14, #19, #30 (Clinpro)', 'Occlusion checked'],
      NOTES: '9 y/o w/ dad',
      NV: ['DO composite #I'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg28-us-typed-child-6-recall-exam-deep-caries-s-ssc-plan-appends-chart-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom & grandma, recall exam + cleaning. Mom reports #S hurts when he eats candy. Med hx: no changes, NKDA. EO: WNL. IO: soft tissues WNL. Plaque heavy on molars. #A, #J sound. #B DO composite, intact. #I O caries. #K MO composite, open M margin. #L sound. #S large O caries, sensitive to sweets, no swelling. #T SSC, intact. #E, #F mobile (exfoliating); #8, #9 not yet erupted. #19, #30 erupting. 2 BWX: #S caries approx 1 mm from pulp, #I caries into dentin, #K recurrent decay M. Dx: caries #S, #I, recurrent caries #K. Options for #S: composite vs SSC, possible pulpotomy; mom prefers SSC to last until it falls out. Prophy, FV 5% NaF. Tx plan: SSC #S (poss. pulpotomy), O composite #I, replace MO composite #K. NV: SSC #S with nitrous. Recall 3 months.',
    appends: [
      'Add to chart: #3 and #14 partially erupted. Add to notes: mom asked us to call her cell, not the home number.',
    ],
    expect: {
      CC: 'Recall exam + cleaning. Mom reports #S hurts when he eats candy',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Plaque heavy on molars',
      DENTAL: [
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['B', 'DO composite, intact'],
        ['I', 'O caries'],
        ['K', 'MO composite, open M margin'],
        ['L', 'Sound'],
        ['S', 'Large O caries, sensitive to sweets, no swelling'],
        ['T', 'SSC, intact'],
        ['E', 'Mobile (exfoliating)'],
        ['F', 'Mobile (exfoliating)'],
        ['8', 'Not yet erupted'],
        ['9', 'Not yet erupted'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
        ['3', 'Partially erupted'],
        ['14', 'Partially erupted'],
      ],
      RADIO: '2 BWX: #S caries approx 1 mm from pulp, #I caries into dentin, #K recurrent decay M',
      DX: ['Caries #S, #I', 'Recurrent caries #K'],
      CONSULT:
        'Options for #S: composite vs SSC, possible pulpotomy; mom prefers SSC to last until it falls out',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'FV 5% NaF'],
      'TX PLAN': ['SSC #S (poss. pulpotomy)', 'O composite #I', 'Replace MO composite #K'],
      NOTES: '6 y/o w/ mom & grandma. Mom asked us to call her cell, not the home number',
      NV: ['SSC #S with nitrous'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cg29-us-asr-child-12-retained-a-scratch-that-pano-prophy-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "twelve year old here for her six month checkup dad is with her she wears a retainer at night no problems medical history asthma uses albuterol no allergies extraoral within normal limits intraoral soft tissues normal gums a little puffy lower front psr one two one one two one numbers three fourteen nineteen and thirty sealants intact numbers two fifteen eighteen and thirty one erupting letter a retained no mobility scratch that letter a retained slightly mobile number four erupting palatally numbers twenty and twenty nine erupted two bitewings no caries pano to check the canines and premolars numbers six and eleven developing normally diagnosis gingivitis retained primary molar letter a talked to dad about letter a it should come out soon if not we'll take it out prophy fluoride varnish plan sealants on the twelve year molars when erupted recall six months",
    expect: {
      CC: 'Her 6 month checkup. She wears a retainer at night. No problems',
      'MED HX': 'Asthma. Uses albuterol. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums a little puffy lower front. PSR 1 2 1 / 1 2 1',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['2', 'Erupting'],
        ['15', 'Erupting'],
        ['18', 'Erupting'],
        ['31', 'Erupting'],
        ['A', 'Retained slightly mobile'],
        ['4', 'Erupting palatally'],
        ['20', 'Erupted'],
        ['29', 'Erupted'],
      ],
      RADIO:
        '2 bitewings. No caries. Pano to check the canines and premolars. #6 and #11 developing normally',
      DX: ['Gingivitis', 'Retained primary molar #A'],
      CONSULT: "Talked to dad about #A. It should come out soon. If not we'll take it out",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      'TX PLAN': ['Sealants on the 12 year molars when erupted'],
      NOTES: '12 year old. Dad is with her',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cg30-us-typed-older-adult-dry-mouth-root-caries-sdf-clinpro-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Comprehensive exam, new patient. Pt reports dry mouth since starting new meds and several teeth breaking at the gumline. Med hx: depression (amitriptyline), hypertension (HCTZ), Parkinson's (carbidopa-levodopa), NKDA. Lives in assisted living, daughter helps with brushing. EO: WNL. IO: dry, frothy saliva, tongue fissured, no lesions. PSR 3 3 3 / 3 2 3. #1, #16, #17, #32 missing. #3 PFM crown, root caries at M margin. #5 and #12 B root caries. #8 and #9 crowns, sound. #14 crown, sound. #19 MOD amalgam, fractured ML cusp. #20, #21, #28 B root caries. Lower anteriors sound. #30 crown, D margin decay. FMX: root caries confirmed, #19 D caries close to pulp, moderate horizontal bone loss. Dx: xerostomia (medication-related), multiple root caries, fractured cusp #19. Discussed high caries risk, spoke with daughter by phone with pt's permission. SDF applied to root caries #5, #12, #20, #21, #28. Rx: Clinpro 5000 toothpaste. Plan: RMGIC #3, #30 margins, onlay or crown #19, 3-month recalls with fluoride varnish. Pt's daughter will bring her next time.",
    expect: {
      CC: 'Comprehensive exam, new patient. Pt reports dry mouth since starting new meds and several teeth breaking at the gumline',
      'MED HX':
        "Depression (amitriptyline), hypertension (HCTZ), Parkinson's (carbidopa-levodopa), NKDA. Lives in assisted living, daughter helps with brushing",
      EXTRA: 'WNL',
      INTRA: 'Dry, frothy saliva, tongue fissured, no lesions. Lower anteriors sound',
      PERIO: 'PSR 3 3 3 / 3 2 3',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'PFM crown, root caries at M margin'],
        ['5', 'B root caries'],
        ['12', 'B root caries'],
        ['8', 'Crowns, sound'],
        ['9', 'Crowns, sound'],
        ['14', 'Crown, sound'],
        ['19', 'MOD amalgam, fractured ML cusp', 'ML cusp'],
        ['20', 'B root caries'],
        ['21', 'B root caries'],
        ['28', 'B root caries'],
        ['30', 'Crown, D margin decay'],
      ],
      RADIO: 'FMX: root caries confirmed, #19 D caries close to pulp, moderate horizontal bone loss',
      DX: ['Xerostomia (medication-related)', 'Multiple root caries', 'Fractured cusp #19'],
      CONSULT: "Discussed high caries risk, spoke with daughter by phone with pt's permission",
      'TX TODAY': ['SDF #5, #12, #20, #21, #28'],
      TX: ['SDF applied to root caries #5, #12, #20, #21, #28', 'Rx: Clinpro 5000 toothpaste'],
      'TX PLAN': ['RMGIC #3, #30 margins', 'Onlay or crown #19', '3-month recalls with fluoride varnish'],
      NOTES: "Pt's daughter will bring her next time",
    },
  }),
];
