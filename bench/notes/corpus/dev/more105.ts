// A hundred-and-fifth development batch (ids dc01–dc30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is prevention and minimal-intervention
// dentistry at every age, dictated by dentists, dental therapists and hygienists: caries risk assessments (high /
// medium / low), ICDAS codes on named surfaces, early lesions monitored rather than filled, fluoride varnish (Duraphat
// 22,600 ppm), high-fluoride toothpaste prescriptions (2,800 / 5,000 ppm, PreviDent, Clinpro), diet diaries and sugar
// advice, fissure sealants and preventive resin restorations, silver diamine fluoride, Hall crowns, resin infiltration
// (Icon), erosion advice, dry mouth management and recall intervals set by risk (NICE). Five practices, six visits each:
//   dc01–dc06 a UK NHS family practice dentist (FDI): a six-year-old's check-up with high caries risk, Duraphat and a
//     diet diary handed out, "sorry" in the next visit (recogniser); a teenager in fixed braces with white spot lesions,
//     ICDAS codes and Duraphat 2800 prescribed (typed); a Hall crown on 84 after separators, "distal sorry mesial"
//     (recogniser); an adult of medium risk whose enamel lesions on bitewings are monitored, not filled (typed); a
//     seven-year-old's fissure sealants with a "so" split (recogniser, appended dictation); private Icon resin
//     infiltration on 11, 21 with a re-etch (typed, no title);
//   dc07–dc12 a UK dental therapist and hygienist (Palmer; dc07, dc09, dc11 recogniser-style with Palmer words, dc08,
//     dc10, dc12 typed UR6 shorthand): a preventive resin restoration on LR6 ("ICDAS 3 sorry ICDAS 4"), a hygienist's
//     erosion visit with BEWE and reflux, a terse teenager's sealants on the sevens with "scratch that", an ART GIC on LRD
//     with a diet diary reviewed and a Hall crown planned, an older man's dry mouth and root caries (appended dictation),
//     MIH with GIC fissure sealants;
//   dc13–dc18 a US pediatric practice (Universal with primary letters; dc13, dc15, dc17 recogniser-style, dc14, dc16,
//     dc18 typed): a toddler's early childhood caries with SDF on #K, #T, a terse PRR on #30 with sealants, a Hall
//     technique SSC on #L ("letter k … sorry letter l"), an SDF recheck with arrested lesions and reapplication (appended
//     dictation), a teenager of high risk with energy drinks, ICDAS codes, white spot lesions watched and PreviDent 5000
//     Plus, an age-one visit with white spot lesions and anticipatory guidance;
//   dc19–dc24 a US general practice with adults and older patients (Universal; dc19, dc21, dc23 recogniser-style, dc20,
//     dc22, dc24 typed): an older woman's xerostomia from polypharmacy with root caries arrested by SDF ("twenty seven
//     sorry twenty six"), an adult of moderate risk with incipient lesions monitored and Clinpro 5000, a hygienist's
//     prophy with reflux erosion and "scratch that" (appended dictation), fluoride tray impressions before head and neck
//     radiation, proximal Icon infiltration on #13 (no title), a nursing facility visit with SDF on root caries and consent
//     from the daughter by phone;
//   dc25–dc30 a UK mixed NHS / private practice with adults and older patients (FDI; dc25, dc27, dc29 recogniser-style,
//     dc26, dc28, dc30 typed): Sjögren's dry mouth with root caries, an overhang ("one four I mean one five") and 5,000 ppm
//     toothpaste, a terse low-risk exam with an 18-month NICE recall, erosion from lemon water with BEWE and study models,
//     a preschooler's SDF (Riva Star) to avoid a general anaesthetic, an adult's diet diary review with sugar attacks
//     counted (appended dictation with "change … to …"), a pregnant patient's gingivitis and erosion advice.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in dc13, dc15, dc16 and dc18); 15 recogniser-style
// (lower case, number words, fillers, no punctuation) and 15 typed; 43 to 205 words (most 105 to 185); five cases with appended
// dictation (dc05, dc11 recogniser "add to notes …" / "next visit …"; dc16 typed "Add to notes: …" / "Next visit: …";
// dc21 recogniser "add to notes …" / "next visit …"; dc29 recogniser "add to notes …" / "change three months to two
// months"). DENTAL in 29 cases (not dc26).
//
// Judgement calls where the contract was silent:
// - A caries risk category said on its own ("caries risk high because of …", "High caries risk (new lesion)", "caries
//   risk assessment high", "Moderate caries risk (…)", "Caries risk low, perio risk low") is an assessment and so a DX
//   item, in spoken order with the diagnoses; "MIH affecting 6s and incisors" after "Dx:" is DX too. A risk named with
//   the recall ("Recall 3/12 (high risk)", "as high risk per NICE guidelines") stays in F/U.
// - ICDAS: "occlusal caries ICDAS two" → "O caries ICDAS 2" (the surface qualifies caries); typed "16 O ICDAS 1" is kept
//   as typed; dictations name caries or a lesion with a code so that rule 4 applies. "Occlusal sealant intact" keeps the
//   word (sealant is no listed word, as more58 bh05), "occlusal erosion with cupping" → "O erosion with cupping",
//   "overhang on the distal" → "D overhang", "facial root caries" → "F root caries", "buccal white spot lesion" → "B
//   white spot lesion"; "incisal edges" stay words.
// - BEWE (erosive wear scores per sextant) is INTRA, not PERIO, even said right after the BPE; "OH good/poor", "plaque
//   on …" and gingivitis are PERIO (as more58 bh23 / bh25).
// - Diet: habits said in the history right after the medical history ("she drinks two or three energy drinks a day …",
//   "she drinks hot water with lemon …") are social history and so MED HX; a typed "Diet: …" line, a diet diary handed
//   out or gone through, and all diet and sugar advice are CONSULT (as more58 bh27). A habit inside the carer's report
//   of the complaint ("he still has a bottle of milk at bedtime", "bottle of squash at bedtime") stays in the CC.
// - A high-fluoride toothpaste prescription is a TX step ("Rx Duraphat 2800 ppm toothpaste 75 ml to use twice daily",
//   "Prescribed 5,000 ppm fluoride toothpaste", "Wrote a prescription for PreviDent 5000 Plus", "Rx PreviDent 5000
//   Plus sent to facility pharmacy"); the instructions told to the patient afterwards ("told her to use it twice a day
//   and spit don't rinse") are CONSULT. A hygienist's "Plan: Dr to consider 5,000 ppm toothpaste at next exam" is TX
//   PLAN. "Advised to see GP re reflux", "ask her physician about the oxybutynin" are advice (CONSULT), not referrals.
// - Numbers: ppm values take the thousands comma when spoken ("twenty two thousand six hundred ppm" → "22,600 ppm",
//   "one thousand four hundred and fifty ppm" → "1,450 ppm", "five thousand ppm" → "5,000 ppm"); product names keep
//   their makers' form ("Duraphat 5000", "Duraphat 2800", "PreviDent 5000 Plus", "Clinpro 5000"); typed "1000 ppm" is
//   kept; "thirty eight percent" → "38%"; brand names from the recogniser as their makers write them (Clinpro, Biotene,
//   Icon-Etch, Icon-Dry, Icon-Infiltrant, PreviDent, Adderall, Sjögren's).
// - Titles: Hall crowns are "SSC" ("Hall crown 84 size 4 seated with GIC" → "SSC 84", "Hall technique stainless steel
//   crown #L …" → "SSC #L", NV "Hall crown LLE with Dr" → "SSC LLE with Dr"); "Riva Star (SDF) applied 54, 64" → "SDF 54,
//   64"; "Silver diamine fluoride 38% #K, #T …" → "SDF #K, #T"; resin infiltration (Icon), photos, separators removed,
//   toothbrushing instruction / demo and TBI are no titles (dc06 and dc23 have no TX TODAY); "O composite #30
//   (flowable)" → "O composite #30"; a PRR is titled by its steps ("O composite LR6 in the pit" → "O composite LR6",
//   "Fissure sealant over the rest of the fissures" → "Fissure sealant", no tooth in that item); "Fissure sealants LL6,
//   LR6 in GIC" → "Fissure sealants LL6, LR6" (GIC is what they are made of); "Supragingival scale and polish" → "Scale
//   and polish"; "alginate impressions" → "Impressions"; "FV", "Duraphat varnish …", "Fluoride varnish 5% NaF" →
//   "Fluoride varnish"; "ART" in the CC is no title, the "O GIC LRD" step is.
// - Items: "rubber dam not tolerated so cotton wool rolls …" is cut at "so" (as more56); "rinsed and dried" (one
//   subject, two verbs) stays one item; a glass ionomer a crown is seated or cemented with stays in the crown's item.
// - Ages and who came are NOTES for adults too ("72 year old gentleman", "84 y/o resident", "23 year old"), as are
//   remarks about the patient or carer ("Pt delighted with the result", "Mum relieved", "She was shocked it was the
//   lemon water", "Pt seated in wheelchair, exam w/ headlamp"); "Pt understands and agrees", "he set himself a target"
//   and "mom prefers to wait" are decisions (CONSULT).
// - Radiographs deferred or not taken ("BWs deferred until after the birth", "No radiographs (pt unable)", "BWs not due
//   …") are RADIO; in recogniser-style RADIO text single surfaces stay words ("85 distal lesion into outer dentine",
//   "#13 mesial radiolucency …", rule 4 abbreviating them only in DENTAL and list items); "No restorations, no caries"
//   and "Molars sound" said of the mouth are INTRA.
// - Appends: "add to notes …" adds to NOTES, "next visit …" sets the next visit ("Recheck #S and #I" → "Recheck #S,
//   #I"), "change three months to two months" edits the one place "three months" is said (dc29's review).
import { defineCase, type NotesCase } from '../case.ts';

export const more105Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS family practice, dentist (FDI)
  defineCase({
    id: 'dc01-uk-asr-fdi-child-check-up-high-risk-duraphat-diet-diary-sorry-d-gic-85',
    style: 'UK',
    asr: true,
    transcript:
      "okay six year old with mum here for his check up mum says he's had no pain um medical history fit and well no medicines no allergies extra oral nad intra oral soft tissues healthy plaque on the lower molars gums a bit red there charting five five and six five sound seven five occlusal caries icdas two eight five distal caries into dentine seven four and eight four sound three six and four six partially erupted two bitewings grade one eight five distal lesion into outer dentine seven five occlusal enamel only caries risk high because of juice and biscuits between meals diagnosis caries eight five fluoride varnish duraphat twenty two thousand six hundred ppm applied to all teeth toothbrushing instruction with mum gave mum a three day diet diary to fill in advised juice with meals only and water between meals use a family toothpaste one thousand four hundred and fifty ppm spit don't rinse he was a superstar next visit occlusal gic eight five sorry distal gic eight five then review the diet diary recall three months as high risk",
    expect: {
      CC: "His check up. Mum says he's had no pain",
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars. Gums a bit red there',
      DENTAL: [
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['75', 'O caries ICDAS 2'],
        ['85', 'D caries into dentine'],
        ['74', 'Sound'],
        ['84', 'Sound'],
        ['36', 'Partially erupted'],
        ['46', 'Partially erupted'],
      ],
      RADIO: '2 bitewings grade 1. 85 distal lesion into outer dentine. 75 occlusal enamel only',
      DX: ['Caries risk high because of juice and biscuits between meals', 'Caries 85'],
      CONSULT:
        "Gave mum a 3 day diet diary to fill in. Advised juice with meals only and water between meals. Use a family toothpaste 1,450 ppm. Spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish Duraphat 22,600 ppm applied to all teeth', 'Toothbrushing instruction with mum'],
      NOTES: '6 year old with mum. He was a superstar',
      NV: ['D GIC 85', 'Review the diet diary'],
      'F/U': 'Recall 3 months as high risk',
    },
  }),
  defineCase({
    id: 'dc02-uk-typed-fdi-teen-braces-white-spots-icdas-rx-duraphat-2800-fv-recall-3-12',
    style: 'UK',
    asr: false,
    transcript:
      "14 y/o, attended alone. Check-up, no c/o. MH: fit and well, NKDA. IO: fixed appliances U/L, soft tissues healthy. BPE 1 1 1 / 1 1 1, OH poor, plaque around brackets. 12, 11, 21, 22 B white spot lesions around brackets (ICDAS 2). 16 O ICDAS 1, FS partially lost. 26 O ICDAS 2, FS partially lost. 36, 46 FS intact. High caries risk. Diet: 2-3 energy drinks a day, advised cut down, water or milk between meals. Pt asked if the marks will go: explained some may fade, Icon infiltration can be considered after debond. Rx Duraphat 2800 ppm toothpaste 75 ml to use twice daily. FV Duraphat 22,600 ppm applied. OHI: single tufted brush + interdental brushes around brackets. Recall 3/12 (high risk).",
    expect: {
      CC: 'Check-up, no c/o',
      'MED HX': 'Fit and well, NKDA',
      INTRA: 'Fixed appliances U/L, soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 1 1, OH poor, plaque around brackets',
      DENTAL: [
        ['12', 'B white spot lesions around brackets (ICDAS 2)'],
        ['11', 'B white spot lesions around brackets (ICDAS 2)'],
        ['21', 'B white spot lesions around brackets (ICDAS 2)'],
        ['22', 'B white spot lesions around brackets (ICDAS 2)'],
        ['16', 'O ICDAS 1, FS partially lost'],
        ['26', 'O ICDAS 2, FS partially lost'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
      ],
      DX: ['High caries risk'],
      CONSULT:
        'Diet: 2-3 energy drinks a day, advised cut down, water or milk between meals. Pt asked if the marks will go: explained some may fade, Icon infiltration can be considered after debond',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: [
        'Rx Duraphat 2800 ppm toothpaste 75 ml to use twice daily',
        'FV Duraphat 22,600 ppm applied',
        'OHI: single tufted brush + interdental brushes around brackets',
      ],
      NOTES: '14 y/o, attended alone',
      'F/U': 'Recall 3 months (high risk)',
    },
  }),
  defineCase({
    id: 'dc03-uk-asr-fdi-child-hall-crown-84-separator-distal-sorry-mesial-no-la',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old with dad in for the hall crown on eight four separators went in last week dad says no problems medical history asthma uses a brown and a blue inhaler no allergies eight four distal sorry mesial caries into dentine no symptoms not tender no sinus eight five sound seven four and seven five sound bitewing from last visit showed the lesion well clear of the pulp diagnosis asymptomatic caries eight four no la needed separator removed hall crown eight four size four seated with gic he bit down on a cotton roll excess cement removed floss through the contacts fluoride varnish applied explained to dad the bite will feel high for a few days and that's normal he was a bit nervous but did really well recall three months",
    expect: {
      CC: 'Hall crown on 84. Separators went in last week. Dad says no problems',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. No allergies',
      DENTAL: [
        ['84', 'M caries into dentine no symptoms not tender no sinus'],
        ['85', 'Sound'],
        ['74', 'Sound'],
        ['75', 'Sound'],
      ],
      RADIO: 'Bitewing from last visit showed the lesion well clear of the pulp',
      DX: ['Asymptomatic caries 84'],
      CONSULT: "Explained to dad the bite will feel high for a few days and that's normal",
      'TX TODAY': ['SSC 84', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Separator removed',
        'Hall crown 84 size 4 seated with GIC',
        'He bit down on a cotton roll',
        'Excess cement removed',
        'Floss through the contacts',
        'Fluoride varnish applied',
      ],
      NOTES: '7 year old with dad. He was a bit nervous but did really well',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dc04-uk-typed-fdi-adult-medium-risk-enamel-lesions-monitor-not-fill-fv-15-25-36',
    style: 'UK',
    asr: false,
    transcript:
      "Exam, no problems, last seen 2 yrs ago. MH: no change, NKDA, non-smoker. EO NAD. IO: soft tissues NAD. BPE 1 1 1 / 1 1 2. 15, 25 sound clinically. 36 D marginal ridge intact, no shadowing. 16 O amalgam sound. 46 MO composite sound. 2 BWs (grade 1): 15 D and 25 M radiolucencies in outer half of enamel; 36 D to the enamel-dentine junction. No other caries. Caries risk medium (snacking at work + previous fillings). Dx: initial caries 15, 25, 36. Discussed that these early lesions can be arrested: we will monitor rather than fill. Diet advice: keep snacks to mealtimes, sugar-free gum after lunch. Advised 1,450 ppm toothpaste, spit don't rinse, floss daily. FV applied 15, 25, 36. Plan: repeat BWs in 12 months to monitor 15, 25, 36. Recall 6/12.",
    expect: {
      CC: 'Exam, no problems, last seen 2 yrs ago',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 1 1 1 / 1 1 2',
      DENTAL: [
        ['15', 'Sound clinically'],
        ['25', 'Sound clinically'],
        ['36', 'D marginal ridge intact, no shadowing'],
        ['16', 'O amalgam sound'],
        ['46', 'MO composite sound'],
      ],
      RADIO:
        '2 BWs (grade 1): 15 D and 25 M radiolucencies in outer half of enamel; 36 D to the enamel-dentine junction. No other caries',
      DX: ['Caries risk medium (snacking at work + previous fillings)', 'Initial caries 15, 25, 36'],
      CONSULT:
        "Discussed that these early lesions can be arrested: we will monitor rather than fill. Diet advice: keep snacks to mealtimes, sugar-free gum after lunch. Advised 1,450 ppm toothpaste, spit don't rinse, floss daily",
      'TX TODAY': ['Fluoride varnish 15, 25, 36'],
      TX: ['FV applied 15, 25, 36'],
      'TX PLAN': ['Repeat BWs in 12 months to monitor 15, 25, 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dc05-uk-asr-fdi-child-fissure-sealants-36-46-clinpro-so-split-appends-notes-nv',
    style: 'UK',
    asr: true,
    transcript:
      'seven year old with mum attended for fissure sealants on the six year molars medical history fit and well no allergies intra oral nad three six and four six fully erupted deep stained fissures icdas one no cavitation one six and two six partially erupted seven five and eight five occlusal gic intact caries risk medium rubber dam not tolerated so cotton wool rolls and dry guards fissure sealants three six and four six with clinpro after etch rinse and dry checked with a probe all retained fluoride varnish applied she asked if she can still have sweets said keep them to mealtimes recall six months',
    appends: [
      'add to notes mum would like the next appointment after school',
      'next visit fissure sealants one six and two six when erupted',
    ],
    expect: {
      CC: 'Fissure sealants on the 6 year molars',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'NAD',
      DENTAL: [
        ['36', 'Fully erupted deep stained fissures ICDAS 1 no cavitation'],
        ['46', 'Fully erupted deep stained fissures ICDAS 1 no cavitation'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['75', 'O GIC intact'],
        ['85', 'O GIC intact'],
      ],
      DX: ['Caries risk medium'],
      CONSULT: 'She asked if she can still have sweets. Said keep them to mealtimes',
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: [
        'Rubber dam not tolerated',
        'Cotton wool rolls and dry guards',
        'Fissure sealants 36, 46 with Clinpro after etch rinse and dry',
        'Checked with a probe',
        'All retained',
        'Fluoride varnish applied',
      ],
      NOTES: '7 year old with mum. Mum would like the next appointment after school',
      NV: ['Fissure sealants 16, 26 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dc06-uk-typed-fdi-private-icon-resin-infiltration-11-21-no-title-re-etched',
    style: 'UK',
    asr: false,
    transcript:
      'Private appt for resin infiltration (Icon) 11, 21. White marks since braces came off 1 yr ago, pt unhappy with appearance. MH: no change, NKDA. 11, 21 B white spot lesion, non-cavitated, ICDAS 2. 12, 22 sound. Options discussed again: leave and monitor, remineralisation with Tooth Mousse, Icon, microabrasion. Pt chose Icon, fee £180 per tooth. Written consent signed. Photos taken pre-op. No LA. OptraGate + rubber dam 13-23. Icon-Etch 2 min, rinsed, Icon-Dry applied. Lesions still chalky so re-etched 2 min. Icon-Dry 30 sec, Icon-Infiltrant 3 min, light cured 40 sec, 2nd application 1 min, cured. Polished with discs. Photos post-op. Pt delighted with the result. Advised avoid coffee/red wine 24 hrs. Review 6/12 with photos.',
    expect: {
      CC: 'Private appt for resin infiltration (Icon) 11, 21. White marks since braces came off 1 yr ago, pt unhappy with appearance',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['11', 'B white spot lesion, non-cavitated, ICDAS 2'],
        ['21', 'B white spot lesion, non-cavitated, ICDAS 2'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      CONSULT:
        'Options discussed again: leave and monitor, remineralisation with Tooth Mousse, Icon, microabrasion. Pt chose Icon, fee £180 per tooth. Advised avoid coffee/red wine 24 hrs',
      CONSENT: 'Written consent signed',
      TX: [
        'Photos taken pre-op',
        'No LA',
        'OptraGate + rubber dam 13-23',
        'Icon-Etch 2 min',
        'Rinsed',
        'Icon-Dry applied',
        'Lesions still chalky',
        'Re-etched 2 min',
        'Icon-Dry 30 sec',
        'Icon-Infiltrant 3 min',
        'Light cured 40 sec',
        '2nd application 1 min',
        'Cured',
        'Polished with discs',
        'Photos post-op',
      ],
      NOTES: 'Pt delighted with the result',
      'F/U': 'Review 6 months with photos',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dental therapist and hygienist (Palmer)
  defineCase({
    id: 'dc07-uk-asr-palmer-therapist-prr-lr6-icdas-sorry-o-composite-fissure-sealant',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for the preventive resin restoration on the lower right six as prescribed by the dentist eleven year old with mum medical history fit and well no allergies lower right six occlusal caries in the central pit icdas three sorry icdas four rest of the fissures stained lower left six fissure sealant intact caries risk medium no la needed rubber dam lower right six caries removed with a small round bur lesion just into dentine occlusal composite lower right six in the pit then fissure sealant over the rest of the fissures occlusion checked fluoride varnish applied she was great had a chat with mum about fizzy drinks suggested water or milk recall six months as per the dentist',
    expect: {
      CC: 'Preventive resin restoration on LR6 as prescribed by the dentist',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LR6', 'O caries in the central pit ICDAS 4 rest of the fissures stained'],
        ['LL6', 'Fissure sealant intact'],
      ],
      DX: ['Caries risk medium'],
      CONSULT: 'Had a chat with mum about fizzy drinks. Suggested water or milk',
      'TX TODAY': ['O composite LR6', 'Fissure sealant', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Rubber dam LR6',
        'Caries removed with a small round bur',
        'Lesion just into dentine',
        'O composite LR6 in the pit',
        'Fissure sealant over the rest of the fissures',
        'Occlusion checked',
        'Fluoride varnish applied',
      ],
      NOTES: '11 year old with mum. She was great',
      'F/U': 'Recall 6 months as per the dentist',
    },
  }),
  defineCase({
    id: 'dc08-uk-typed-palmer-hygienist-erosion-bewe-gord-duraphat-advice-plan-5000',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Hygiene appt + erosion check (referred by Dr at exam). Pt c/o sensitivity upper front teeth with cold drinks. MH: GORD, takes omeprazole 20 mg daily. NKDA. BPE 1 1 1 / 1 2 1. OH good. BEWE 2 2 3 / 1 1 2. UR1, UL1 P erosion into dentine, incisal edges thin. UR6, UL6 O cupping. LL6, LR6 O cupping, amalgam margins proud. Diet: sparkling water with lemon all day, sports drinks on bike rides. Scale and polish with hand scalers only. Duraphat varnish 22,600 ppm applied to sensitive areas. Photos taken for monitoring. Erosion advice: acidic drinks with meals only, use a straw, water or milk between meals, don't brush for an hour after acid, sugar-free gum, Pronamel toothpaste. Advised to see GP re reflux control. Plan: Dr to consider 5,000 ppm toothpaste at next exam. Recall with Dr 6/12, hygiene 6/12.",
    expect: {
      CC: 'Hygiene appt + erosion check (referred by Dr at exam). Sensitivity upper front teeth with cold drinks',
      'MED HX': 'GORD, takes omeprazole 20 mg daily. NKDA',
      INTRA: 'BEWE 2 2 3 / 1 1 2',
      PERIO: 'BPE 1 1 1 / 1 2 1. OH good',
      DENTAL: [
        ['UR1', 'P erosion into dentine, incisal edges thin'],
        ['UL1', 'P erosion into dentine, incisal edges thin'],
        ['UR6', 'O cupping'],
        ['UL6', 'O cupping'],
        ['LL6', 'O cupping, amalgam margins proud'],
        ['LR6', 'O cupping, amalgam margins proud'],
      ],
      CONSULT:
        "Diet: sparkling water with lemon all day, sports drinks on bike rides. Erosion advice: acidic drinks with meals only, use a straw, water or milk between meals, don't brush for an hour after acid, sugar-free gum, Pronamel toothpaste. Advised to see GP re reflux control",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish'],
      TX: [
        'Scale and polish with hand scalers only',
        'Duraphat varnish 22,600 ppm applied to sensitive areas',
        'Photos taken for monitoring',
      ],
      'TX PLAN': ['Dr to consider 5,000 ppm toothpaste at next exam'],
      'F/U': 'Recall with Dr 6 months, hygiene 6 months',
    },
  }),
  defineCase({
    id: 'dc09-uk-asr-palmer-therapist-terse-fissure-sealants-ll7-lr7-scratch-that-ul6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'fissure sealants lower sevens as prescribed thirteen year old on his own medical history fit and well lower left seven and lower right seven deep fissures icdas one upper left six occlusal amalgam scratch that upper left six fissure sealant intact caries risk medium fissure sealants lower left seven and lower right seven under dry guards fluoride varnish recall six months',
    expect: {
      CC: 'Fissure sealants lower sevens as prescribed',
      'MED HX': 'Fit and well',
      DENTAL: [
        ['LL7', 'Deep fissures ICDAS 1'],
        ['LR7', 'Deep fissures ICDAS 1'],
        ['UL6', 'Fissure sealant intact'],
      ],
      DX: ['Caries risk medium'],
      'TX TODAY': ['Fissure sealants LL7, LR7', 'Fluoride varnish'],
      TX: ['Fissure sealants LL7, LR7 under dry guards', 'Fluoride varnish'],
      NOTES: '13 year old on his own',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dc10-uk-typed-palmer-therapist-child-art-gic-lrd-diet-diary-nv-hall-crown-lle',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '5 y/o w/ dad. Attended for ART LRD as prescribed by Dr. MH: fit and well, NKDA. LRD O cavity, soft dentine, no pain, no sinus. LLE D caries, asymptomatic. URE, ULE sound. No LA. Cotton wool rolls. Soft caries removed w/ hand excavators, firm dentine left on pulpal floor. O GIC LRD (Fuji IX), petroleum jelly over. Duraphat varnish 22,600 ppm applied. Diet diary discussed w/ dad: juice x4/day, sweets after school. Advised juice with meals only, water between, sweets only after tea on Saturdays. Advised 2 x daily brushing w/ 1,450 ppm toothpaste, dad to help until age 7. Dad keen, will try. Pt coped well, sticker. NV: Hall crown LLE with Dr. Recall 3/12 (high risk).',
    expect: {
      CC: 'ART LRD as prescribed by Dr',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['LRD', 'O cavity, soft dentine, no pain, no sinus'],
        ['LLE', 'D caries, asymptomatic'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
      ],
      CONSULT:
        'Diet diary discussed w/ dad: juice x4/day, sweets after school. Advised juice with meals only, water between, sweets only after tea on Saturdays. Advised 2 x daily brushing w/ 1,450 ppm toothpaste, dad to help until age 7. Dad keen, will try',
      'TX TODAY': ['O GIC LRD', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Cotton wool rolls',
        'Soft caries removed w/ hand excavators',
        'Firm dentine left on pulpal floor',
        'O GIC LRD (Fuji IX)',
        'Petroleum jelly over',
        'Duraphat varnish 22,600 ppm applied',
      ],
      NOTES: '5 y/o w/ dad. Pt coped well, sticker',
      NV: ['SSC LLE with Dr'],
      'F/U': 'Recall 3 months (high risk)',
    },
  }),
  defineCase({
    id: 'dc11-uk-asr-palmer-hygienist-older-dry-mouth-root-caries-ll3-ll4-appends-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hygiene visit seventy two year old gentleman his mouth's been really dry since he started the new tablets medical history type two diabetes on metformin amitriptyline for nerve pain started three months ago tamsulosin no allergies intra oral mouth dry tongue fissured saliva frothy bpe two two three two two two plaque along the gum margins lower left three and lower left four buccal root caries soft and yellow lower right four buccal root caries dark and hard arrested upper left five crown margin sound caries risk high supragingival scale and polish oral hygiene instruction electric toothbrush and interdental brushes duraphat varnish applied to the exposed roots advised sipping water and sugar free gum and biotene gel at night told him to ask his gp if the amitriptyline could be changed recall three months",
    appends: [
      "add to notes his wife usually brings him and she'd like to come in with him next time",
      'next visit dentist to restore the root caries lower left three and lower left four',
    ],
    expect: {
      CC: "Hygiene visit. His mouth's been really dry since he started the new tablets",
      'MED HX': 'Type 2 diabetes on metformin. Amitriptyline for nerve pain started 3 months ago. Tamsulosin. No allergies',
      INTRA: 'Mouth dry. Tongue fissured. Saliva frothy',
      PERIO: 'BPE 2 2 3 / 2 2 2. Plaque along the gum margins',
      DENTAL: [
        ['LL3', 'B root caries soft and yellow'],
        ['LL4', 'B root caries soft and yellow'],
        ['LR4', 'B root caries dark and hard arrested'],
        ['UL5', 'Crown margin sound'],
      ],
      DX: ['Caries risk high'],
      CONSULT:
        'Advised sipping water and sugar free gum and Biotene gel at night. Told him to ask his GP if the amitriptyline could be changed',
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'Supragingival scale and polish',
        'Oral hygiene instruction electric toothbrush and interdental brushes',
        'Duraphat varnish applied to the exposed roots',
      ],
      NOTES: "72 year old gentleman. His wife usually brings him and she'd like to come in with him next time",
      NV: ['Dentist to restore the root caries LL3, LL4'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dc12-uk-typed-palmer-therapist-mih-gic-fissure-sealants-ll6-lr6-tooth-mousse',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '9 y/o w/ mum. Attended for GIC sealants on lower 6s (MIH), prescribed by Dr. Mum says he avoids cold drinks, brushing hurts on the back teeth. MH: asthma, inhalers, NKDA. UR6, UL6 partially erupted, yellow-brown opacities. LL6 B opacity with post-eruptive breakdown, sensitive to air. LR6 creamy opacities, intact. UR1, UL1 white opacities labially. Dx: MIH affecting 6s and incisors. Caries risk medium. LL6, LR6 cleaned with prophy brush. Cotton wool rolls. Fissure sealants LL6, LR6 in GIC (Fuji Triage). Duraphat varnish applied. Explained MIH to mum: developmental, not her fault, may need crowns later. Tooth Mousse advised at night, Sensodyne Pronamel for kids. Mum relieved. Recall 3/12 (MIH monitoring).',
    expect: {
      CC: 'GIC sealants on lower 6s (MIH), prescribed by Dr. Mum says he avoids cold drinks, brushing hurts on the back teeth',
      'MED HX': 'Asthma, inhalers, NKDA',
      DENTAL: [
        ['UR6', 'Partially erupted, yellow-brown opacities'],
        ['UL6', 'Partially erupted, yellow-brown opacities'],
        ['LL6', 'B opacity with post-eruptive breakdown, sensitive to air'],
        ['LR6', 'Creamy opacities, intact'],
        ['UR1', 'White opacities labially'],
        ['UL1', 'White opacities labially'],
      ],
      DX: ['MIH affecting 6s and incisors', 'Caries risk medium'],
      CONSULT:
        'Explained MIH to mum: developmental, not her fault, may need crowns later. Tooth Mousse advised at night, Sensodyne Pronamel for kids',
      'TX TODAY': ['Fissure sealants LL6, LR6', 'Fluoride varnish'],
      TX: [
        'LL6, LR6 cleaned with prophy brush',
        'Cotton wool rolls',
        'Fissure sealants LL6, LR6 in GIC (Fuji Triage)',
        'Duraphat varnish applied',
      ],
      NOTES: '9 y/o w/ mum. Mum relieved',
      'F/U': 'Recall 3 months (MIH monitoring)',
    },
  }),

  // ---------------------------------------------------------------- 3. US pediatric practice (Universal, primary letters)
  defineCase({
    id: 'dc13-us-asr-toddler-new-patient-ecc-sdf-k-t-caries-risk-assessment-high',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient three year old boy with mom and grandpa mom noticed dark spots on his back teeth no pain he still has a bottle of milk at bedtime healthy no meds no allergies soft tissues normal heavy plaque on the upper incisors letters k and t occlusal cavitated lesion into dentin not tender letters a and j occlusal lesion enamel only letters e and f white spot lesions along the gumline caries risk assessment high diagnosis early childhood caries silver diamine fluoride thirty eight percent to k and t with a microbrush one minute each then fluoride varnish on all teeth talked about weaning off the bottle at night water only in the bottle brushing twice a day with a rice grain smear of fluoride toothpaste mom said she'll try told mom the spots on k and t will turn black she's okay with that he cried through the exam but calmed down with grandpa recall in three months to recheck and reapply sdf",
    expect: {
      CC: 'New patient. Mom noticed dark spots on his back teeth. No pain. He still has a bottle of milk at bedtime',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Heavy plaque on the upper incisors',
      DENTAL: [
        ['K', 'O cavitated lesion into dentin not tender'],
        ['T', 'O cavitated lesion into dentin not tender'],
        ['A', 'O lesion enamel only'],
        ['J', 'O lesion enamel only'],
        ['E', 'White spot lesions along the gumline'],
        ['F', 'White spot lesions along the gumline'],
      ],
      DX: ['Caries risk assessment high', 'Early childhood caries'],
      CONSULT:
        "Talked about weaning off the bottle at night. Water only in the bottle. Brushing twice a day with a rice grain smear of fluoride toothpaste. Mom said she'll try. Told mom the spots on #K and #T will turn black. She's okay with that",
      'TX TODAY': ['SDF #K, #T', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride 38% #K, #T with a microbrush 1 minute each', 'Fluoride varnish on all teeth'],
      NOTES: '3 year old boy with mom and grandpa. He cried through the exam but calmed down with grandpa',
      'F/U': 'Recall in 3 months to recheck and reapply SDF',
    },
  }),
  defineCase({
    id: 'dc14-us-typed-terse-child-prr-30-o-composite-flowable-sealants-3-14-19-30-fv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ dad, here for sealants. Med hx: no changes, NKDA. #3, #14, #19 deep fissures, no caries. #30 O pit ICDAS 3. Moderate caries risk. Isolite. O composite #30 (flowable), fissure sealants #3, #14, #19, #30 (Delton). FV. Recall 6 months.',
    expect: {
      CC: 'Sealants',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['3', 'Deep fissures, no caries'],
        ['14', 'Deep fissures, no caries'],
        ['19', 'Deep fissures, no caries'],
        ['30', 'O pit ICDAS 3'],
      ],
      DX: ['Moderate caries risk'],
      'TX TODAY': ['O composite #30', 'Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: ['Isolite', 'O composite #30 (flowable)', 'Fissure sealants #3, #14, #19, #30 (Delton)', 'FV'],
      NOTES: '8 y/o w/ dad',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dc15-us-asr-child-hall-technique-ssc-l-separators-letter-k-sorry-l-no-anesthetic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old girl with her dad here for the hall crown on letter l we placed orthodontic separators last week dad says she's been chewing fine healthy no meds no allergies letter k distal caries sorry letter l distal caries into dentin asymptomatic no swelling no mobility letter k sound letter s occlusal sealant intact letter t stainless steel crown intact caries risk high no anesthetic separator removed hall technique stainless steel crown letter l size five cemented with glass ionomer she bit down on a cotton roll for two minutes excess cement cleared floss through contacts fluoride varnish explained to dad her bite will feel high and will settle in a couple of weeks she did amazing recall three months",
    expect: {
      CC: "Hall crown on #L. We placed orthodontic separators last week. Dad says she's been chewing fine",
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['L', 'D caries into dentin asymptomatic no swelling no mobility'],
        ['K', 'Sound'],
        ['S', 'Occlusal sealant intact'],
        ['T', 'Stainless steel crown intact'],
      ],
      DX: ['Caries risk high'],
      CONSULT: 'Explained to dad her bite will feel high and will settle in a couple of weeks',
      'TX TODAY': ['SSC #L', 'Fluoride varnish'],
      TX: [
        'No anesthetic',
        'Separator removed',
        'Hall technique stainless steel crown #L size 5 cemented with glass ionomer',
        'She bit down on a cotton roll for 2 minutes',
        'Excess cement cleared',
        'Floss through contacts',
        'Fluoride varnish',
      ],
      NOTES: '5 year old girl with her dad. She did amazing',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dc16-us-typed-child-sdf-recheck-arrested-d-g-reapply-sdf-s-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6-month recall / SDF recheck. 4 y/o w/ mom. SDF placed on #D, #E, #F, #G at last visit. Mom says no pain, stopped juice at bedtime, brushing 2x/day now. Med hx: no changes, NKDA. #D, #E, #F, #G lesions black, hard to explorer, arrested. #I B white spot lesion, new, non-cavitated. #S O caries, cavitated, soft. #A, #J, #K, #T sound. High caries risk (new lesion). SDF 38% reapplied #D, #E, #F, #G. SDF #S. Fluoride varnish all surfaces. Praised mom for the diet changes. Discussed ITR vs SSC for #S down the road; mom prefers to wait. Pt cooperative in knee-to-knee. Recall 3 months.',
    appends: [
      'Add to notes: mom asked for a letter for daycare re SDF staining.',
      'Next visit: recheck #S and #I, reapply SDF as needed.',
    ],
    expect: {
      CC: '6-month recall / SDF recheck. SDF placed on #D, #E, #F, #G at last visit. Mom says no pain, stopped juice at bedtime, brushing 2x/day now',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['D', 'Lesions black, hard to explorer, arrested'],
        ['E', 'Lesions black, hard to explorer, arrested'],
        ['F', 'Lesions black, hard to explorer, arrested'],
        ['G', 'Lesions black, hard to explorer, arrested'],
        ['I', 'B white spot lesion, new, non-cavitated'],
        ['S', 'O caries, cavitated, soft'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      DX: ['High caries risk (new lesion)'],
      CONSULT: 'Praised mom for the diet changes. Discussed ITR vs SSC for #S down the road; mom prefers to wait',
      'TX TODAY': ['SDF #D, #E, #F, #G', 'SDF #S', 'Fluoride varnish'],
      TX: ['SDF 38% reapplied #D, #E, #F, #G', 'SDF #S', 'Fluoride varnish all surfaces'],
      NOTES: '4 y/o w/ mom. Pt cooperative in knee-to-knee. Mom asked for a letter for daycare re SDF staining',
      NV: ['Recheck #S, #I', 'Reapply SDF as needed'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dc17-us-asr-teen-high-risk-energy-drinks-icdas-wsl-monitor-prevident-5000-plus',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "sixteen year old here for her six month checkup and cleaning she says her teeth feel sensitive sometimes with sweets um medical history adhd takes adderall no allergies she drinks two or three energy drinks a day and snacks a lot at school extraoral within normal limits intraoral mouth a little dry psr one one one one two one generalized plaque gingivitis around the lower anteriors number three occlusal caries icdas two number fourteen occlusal caries icdas two numbers nineteen and thirty sealants intact number twelve distal white spot lesion number thirteen mesial white spot lesion four bitewings twelve distal and thirteen mesial in enamel only no dentin caries caries risk high prophy fluoride varnish wrote a prescription for prevident five thousand plus told her to use it twice a day and spit don't rinse talked about the adderall causing dry mouth and the energy drinks she said she'd switch to sugar free told her these spots can heal if she cuts back so we'll watch them instead of filling recall three months",
    expect: {
      CC: 'Her 6 month checkup and cleaning. She says her teeth feel sensitive sometimes with sweets',
      'MED HX': 'ADHD. Takes Adderall. No allergies. She drinks 2 or 3 energy drinks a day and snacks a lot at school',
      EXTRA: 'Within normal limits',
      INTRA: 'Mouth a little dry',
      PERIO: 'PSR 1 1 1 / 1 2 1. Generalized plaque. Gingivitis around the lower anteriors',
      DENTAL: [
        ['3', 'O caries ICDAS 2'],
        ['14', 'O caries ICDAS 2'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['12', 'D white spot lesion'],
        ['13', 'M white spot lesion'],
      ],
      RADIO: '4 bitewings #12 distal and #13 mesial in enamel only. No dentin caries',
      DX: ['Caries risk high'],
      CONSULT:
        "Told her to use it twice a day and spit don't rinse. Talked about the Adderall causing dry mouth and the energy drinks. She said she'd switch to sugar free. Told her these spots can heal if she cuts back so we'll watch them instead of filling",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish', 'Wrote a prescription for PreviDent 5000 Plus'],
      NOTES: '16 year old',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dc18-us-typed-toddler-age-1-visit-wsl-e-f-fluoride-varnish-anticipatory-guidance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Age 1 visit. 22 m/o w/ mom and older sister. Mom has no concerns, still breastfeeding on demand at night, drinks from sippy cup (milk, juice). Med hx: healthy, no meds, NKDA. Soft tissues WNL. 16 teeth present. Plaque on upper incisors. #E, #F B white spot lesions at gingival margin, non-cavitated. #D, #G sound. Molars sound. High caries risk: WSLs + night feeding + mom with recent cavities. Dx: early enamel lesions #E, #F. Toothbrushing demo with mom using a smear of 1000 ppm toothpaste. Fluoride varnish 5% NaF applied. Anticipatory guidance: wipe teeth after night feeds, water only in sippy cup between meals, no juice at bedtime, mom to see her own dentist. Pt cried (age-appropriate). Recall 3 months for FV + recheck WSLs.',
    expect: {
      CC: 'Age 1 visit. Mom has no concerns, still breastfeeding on demand at night, drinks from sippy cup (milk, juice)',
      'MED HX': 'Healthy, no meds, NKDA',
      INTRA: 'Soft tissues WNL. 16 teeth present. Molars sound',
      PERIO: 'Plaque on upper incisors',
      DENTAL: [
        ['E', 'B white spot lesions at gingival margin, non-cavitated'],
        ['F', 'B white spot lesions at gingival margin, non-cavitated'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      DX: ['High caries risk: WSLs + night feeding + mom with recent cavities', 'Early enamel lesions #E, #F'],
      CONSULT:
        'Anticipatory guidance: wipe teeth after night feeds, water only in sippy cup between meals, no juice at bedtime, mom to see her own dentist',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Toothbrushing demo with mom using a smear of 1000 ppm toothpaste', 'Fluoride varnish 5% NaF applied'],
      NOTES: '22 m/o w/ mom and older sister. Pt cried (age-appropriate)',
      'F/U': 'Recall 3 months for FV + recheck WSLs',
    },
  }),

  // ---------------------------------------------------------------- 4. US general practice, adults and older patients (Universal)
  defineCase({
    id: 'dc19-us-asr-older-xerostomia-polypharmacy-root-caries-sdf-22-26-sorry-prevident',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seventy eight year old here for her periodic exam her daughter brought her she says her mouth is dry all the time and food sticks medical history hypertension on lisinopril and hydrochlorothiazide depression on sertraline overactive bladder on oxybutynin no allergies extraoral within normal limits intraoral tissues dry tongue coated minimal pooling of saliva psr two two two two two two generalized recession lots of plaque at the gumline number twenty two facial root caries soft number twenty seven sorry twenty six facial root caries soft number twenty eight facial root caries hard and dark arrested number three crown margins intact two bitewings no interproximal caries caries risk high diagnosis xerostomia and active root caries twenty two and twenty six discussed options she'd rather not have fillings right now silver diamine fluoride twenty two and twenty six fluoride varnish on the other exposed roots prescribed prevident five thousand plus to use at bedtime recommended xylitol mints and biotene spray told her to ask her physician about the oxybutynin recall three months to reapply sdf",
    expect: {
      CC: 'Her periodic exam. She says her mouth is dry all the time and food sticks',
      'MED HX':
        'Hypertension on lisinopril and hydrochlorothiazide. Depression on sertraline. Overactive bladder on oxybutynin. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Tissues dry. Tongue coated. Minimal pooling of saliva',
      PERIO: 'PSR 2 2 2 / 2 2 2. Generalized recession. Lots of plaque at the gumline',
      DENTAL: [
        ['22', 'F root caries soft'],
        ['26', 'F root caries soft'],
        ['28', 'F root caries hard and dark arrested'],
        ['3', 'Crown margins intact'],
      ],
      RADIO: '2 bitewings no interproximal caries',
      DX: ['Caries risk high', 'Xerostomia', 'Active root caries #22, #26'],
      CONSULT:
        "Discussed options. She'd rather not have fillings right now. Recommended xylitol mints and Biotene spray. Told her to ask her physician about the oxybutynin",
      'TX TODAY': ['SDF #22, #26', 'Fluoride varnish'],
      TX: [
        'Silver diamine fluoride #22, #26',
        'Fluoride varnish on the other exposed roots',
        'Prescribed PreviDent 5000 Plus to use at bedtime',
      ],
      NOTES: '78 year old. Her daughter brought her',
      'F/U': 'Recall 3 months to reapply SDF',
    },
  }),
  defineCase({
    id: 'dc20-us-typed-adult-moderate-risk-incipient-lesions-monitor-clinpro-5000-bwx-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Periodic exam w/ prophy (RDH). No complaints. Med hx: no changes, NKDA. EO: WNL. IO: WNL. PSR 1 1 2 / 2 1 1. #30 O caries ICDAS 2, stained fissure, no cavitation. #18 MO composite, sound. #3 crown, margins sound. 4 BWX: incipient lesions #4 D, #5 M, #13 D (enamel only), unchanged from last year's BWX. Moderate caries risk (coffee with sugar throughout workday). Dx: non-cavitated incipient caries #4, #5, #13, #30. Discussed monitoring vs. restoring: non-cavitated enamel lesions can remineralize, pt prefers to monitor. Prophy, OHI (floss), fluoride varnish. Rx: Clinpro 5000 1.1% NaF toothpaste to use nightly instead of regular toothpaste. Advised sugar-free sweetener or drinking coffee with meals only. Plan: repeat BWX in 12 months to monitor #4, #5, #13, #30. Recall 6 months.",
    expect: {
      CC: 'Periodic exam w/ prophy (RDH). No complaints',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 1 1 2 / 2 1 1',
      DENTAL: [
        ['30', 'O caries ICDAS 2, stained fissure, no cavitation'],
        ['18', 'MO composite, sound'],
        ['3', 'Crown, margins sound'],
      ],
      RADIO: "4 BWX: incipient lesions #4 D, #5 M, #13 D (enamel only), unchanged from last year's BWX",
      DX: ['Moderate caries risk (coffee with sugar throughout workday)', 'Non-cavitated incipient caries #4, #5, #13, #30'],
      CONSULT:
        'Discussed monitoring vs. restoring: non-cavitated enamel lesions can remineralize, pt prefers to monitor. Advised sugar-free sweetener or drinking coffee with meals only',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy',
        'OHI (floss)',
        'Fluoride varnish',
        'Rx: Clinpro 5000 1.1% NaF toothpaste to use nightly instead of regular toothpaste',
      ],
      'TX PLAN': ['Repeat BWX in 12 months to monitor #4, #5, #13, #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dc21-us-asr-hygienist-reflux-erosion-abfraction-20-scratch-that-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "um thirty five year old here for her cleaning no concerns except some sensitivity on the lower left medical history acid reflux on pantoprazole no allergies she's pregnant scratch that she's not pregnant she's trying to get pregnant extraoral within normal limits intraoral within normal limits psr two one two two two two bleeding on probing around the lower molars light calculus lower anteriors number nineteen and number thirty occlusal erosion with cupping into dentin numbers eight and nine lingual erosion enamel thin number twenty facial abfraction sensitive to air prophy with hand scaling and fine paste fluoride varnish gave her erosion advice rinse with water after reflux episodes and wait an hour before brushing use a soft brush she asked about whitening told her to hold off while she's trying to get pregnant and because of the sensitivity recall six months with the doctor exam",
    appends: [
      "add to notes she'll bring her records from the previous dentist",
      'next visit doctor to evaluate number twenty for a composite',
    ],
    expect: {
      CC: 'Her cleaning. No concerns except some sensitivity on the lower left',
      'MED HX': "Acid reflux on pantoprazole. No allergies. She's not pregnant. She's trying to get pregnant",
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 1 2 / 2 2 2. Bleeding on probing around the lower molars. Light calculus lower anteriors',
      DENTAL: [
        ['19', 'O erosion with cupping into dentin'],
        ['30', 'O erosion with cupping into dentin'],
        ['8', 'L erosion enamel thin'],
        ['9', 'L erosion enamel thin'],
        ['20', 'F abfraction sensitive to air'],
      ],
      CONSULT:
        "Gave her erosion advice. Rinse with water after reflux episodes and wait an hour before brushing. Use a soft brush. She asked about whitening. Told her to hold off while she's trying to get pregnant and because of the sensitivity",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy with hand scaling and fine paste', 'Fluoride varnish'],
      NOTES: "35 year old. She'll bring her records from the previous dentist",
      NV: ['Doctor to evaluate #20 for a composite'],
      'F/U': 'Recall 6 months with the doctor exam',
    },
  }),
  defineCase({
    id: 'dc22-us-typed-pre-radiation-fluoride-trays-alginate-impressions-prevident-booster',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pre-radiation dental clearance follow-up / fluoride trays. Pt starting radiation for oropharyngeal cancer in 2 weeks. Med hx: oropharyngeal SCC, cisplatin planned, HTN on amlodipine, NKDA, ex-smoker. EO: healed biopsy scar L neck. IO: no active lesions, mucosa healthy. Perio: PSR 2 2 2 / 2 2 2, no hopeless teeth. #2 MO composite intact. #15 extracted 1 yr ago. #19 crown, margins sound. #30 DO amalgam, sound. FMX last month: no periapical pathology, no caries. Explained radiation caries and dry mouth risk, lifelong daily fluoride needed. Pt understands and agrees. Alginate impressions upper and lower for custom fluoride trays. Rx: PreviDent 5000 Booster Plus. NV: deliver fluoride trays + Rx 1.1% NaF gel (5 min daily in trays). Recall every 3 months during and after radiation.',
    expect: {
      CC: 'Pre-radiation dental clearance follow-up / fluoride trays. Pt starting radiation for oropharyngeal cancer in 2 weeks',
      'MED HX': 'Oropharyngeal SCC, cisplatin planned, HTN on amlodipine, NKDA, ex-smoker',
      EXTRA: 'Healed biopsy scar L neck',
      INTRA: 'No active lesions, mucosa healthy',
      PERIO: 'PSR 2 2 2 / 2 2 2, no hopeless teeth',
      DENTAL: [
        ['2', 'MO composite intact'],
        ['15', 'Extracted 1 yr ago'],
        ['19', 'Crown, margins sound'],
        ['30', 'DO amalgam, sound'],
      ],
      RADIO: 'FMX last month: no periapical pathology, no caries',
      CONSULT: 'Explained radiation caries and dry mouth risk, lifelong daily fluoride needed. Pt understands and agrees',
      'TX TODAY': ['Impressions'],
      TX: ['Alginate impressions upper and lower for custom fluoride trays', 'Rx: PreviDent 5000 Booster Plus'],
      NV: ['Deliver fluoride trays + Rx 1.1% NaF gel (5 min daily in trays)'],
      'F/U': 'Recall every 3 months during and after radiation',
    },
  }),
  defineCase({
    id: 'dc23-us-asr-adult-icon-proximal-infiltration-13-m-no-title-re-etched-iced-coffee',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'twenty three year old here for the resin infiltration on number thirteen we saw on the bitewings last month no pain no sensitivity medical history healthy takes birth control no allergies number thirteen mesial marginal ridge intact no cavitation number twelve sound bitewing from last visit thirteen mesial radiolucency into the inner half of enamel not into dentin diagnosis non cavitated mesial caries number thirteen she prefers infiltration to a filling no anesthetic rubber dam twelve to fourteen wedge placed to separate the teeth icon etch two minutes rinsed and dried icon dry thirty seconds lesion still looked chalky so re etched two minutes icon infiltrant three minutes then light cured forty seconds second layer one minute cured floss through the contact polished told her to cut down on the sweet iced coffees recall six months and bitewings next year to check thirteen',
    expect: {
      CC: 'Resin infiltration on #13 we saw on the bitewings last month. No pain. No sensitivity',
      'MED HX': 'Healthy. Takes birth control. No allergies',
      DENTAL: [
        ['13', 'M marginal ridge intact no cavitation'],
        ['12', 'Sound'],
      ],
      RADIO: 'Bitewing from last visit #13 mesial radiolucency into the inner half of enamel not into dentin',
      DX: ['Non-cavitated M caries #13'],
      CONSULT: 'She prefers infiltration to a filling. Told her to cut down on the sweet iced coffees',
      TX: [
        'No anesthetic',
        'Rubber dam #12 to #14',
        'Wedge placed to separate the teeth',
        'Icon-Etch 2 minutes',
        'Rinsed and dried',
        'Icon-Dry 30 seconds',
        'Lesion still looked chalky',
        'Re-etched 2 minutes',
        'Icon-Infiltrant 3 minutes',
        'Light cured 40 seconds',
        'Second layer 1 minute',
        'Cured',
        'Floss through the contact',
        'Polished',
      ],
      NOTES: '23 year old',
      'F/U': 'Recall 6 months and bitewings next year to check #13',
    },
  }),
  defineCase({
    id: 'dc24-us-typed-nursing-facility-dementia-sdf-root-caries-poa-consent-caregiver',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Nursing facility visit (mobile dentistry). 84 y/o resident. Staff report she resists brushing and pockets food. Med hx: Alzheimer's (moderate), AFib on apixaban, donepezil, NKDA (per facility chart). Pt seated in wheelchair, exam w/ headlamp. EO: WNL. IO: dry mucosa, food debris buccal vestibules, no lesions. Partially edentulous, upper partial denture loose. #6, #11 F root caries, soft. #22, #27 cervical caries, cavitated, leathery. #23, #24, #25, #26 sound, mobility grade 1. No radiographs (unable to cooperate). Dx: active root caries #6, #11, #22, #27. Discussed with daughter (POA) by phone: no drilling, SDF + fluoride instead. Verbal consent from daughter. Cotton roll isolation. SDF 38% applied #6, #11, #22, #27 for 1 min each. Fluoride varnish to all teeth. Partial denture cleaned and labeled. Rx PreviDent 5000 Plus sent to facility pharmacy. Caregiver instructions: brush 2x daily with PreviDent, remove partial at night, sweet snacks at mealtimes only. Plan: reline upper partial. Recall 3 months on next facility visit to reapply SDF.",
    expect: {
      CC: 'Nursing facility visit (mobile dentistry). Staff report she resists brushing and pockets food',
      'MED HX': "Alzheimer's (moderate), AFib on apixaban, donepezil, NKDA (per facility chart)",
      EXTRA: 'WNL',
      INTRA: 'Dry mucosa, food debris buccal vestibules, no lesions. Partially edentulous, upper partial denture loose',
      DENTAL: [
        ['6', 'F root caries, soft'],
        ['11', 'F root caries, soft'],
        ['22', 'Cervical caries, cavitated, leathery'],
        ['27', 'Cervical caries, cavitated, leathery'],
        ['23', 'Sound, mobility grade 1'],
        ['24', 'Sound, mobility grade 1'],
        ['25', 'Sound, mobility grade 1'],
        ['26', 'Sound, mobility grade 1'],
      ],
      RADIO: 'No radiographs (unable to cooperate)',
      DX: ['Active root caries #6, #11, #22, #27'],
      CONSULT:
        'Discussed with daughter (POA) by phone: no drilling, SDF + fluoride instead. Caregiver instructions: brush 2x daily with PreviDent, remove partial at night, sweet snacks at mealtimes only',
      CONSENT: 'Verbal consent from daughter',
      'TX TODAY': ['SDF #6, #11, #22, #27', 'Fluoride varnish'],
      TX: [
        'Cotton roll isolation',
        'SDF 38% applied #6, #11, #22, #27 for 1 min each',
        'Fluoride varnish to all teeth',
        'Partial denture cleaned and labeled',
        'Rx PreviDent 5000 Plus sent to facility pharmacy',
      ],
      'TX PLAN': ['Reline upper partial'],
      NOTES: '84 y/o resident. Pt seated in wheelchair, exam w/ headlamp',
      'F/U': 'Recall 3 months on next facility visit to reapply SDF',
    },
  }),

  // ---------------------------------------------------------------- 5. UK mixed NHS / private practice, adults and older patients (FDI)
  defineCase({
    id: 'dc25-uk-asr-fdi-sjogrens-dry-mouth-root-caries-33-i-mean-15-overhang-5000-ppm',
    style: 'UK',
    asr: true,
    transcript:
      "sixty eight year old lady attended for her check up her mouth is very dry especially at night and she's getting more fillings than she used to medical history sjogren's syndrome takes hydroxychloroquine and omeprazole allergic to penicillin extra oral parotids not enlarged intra oral mucosa dry and sticky tongue lobulated angular cheilitis both sides bpe two two two two two two charting three three buccal cervical caries active soft four three buccal cervical caries arrested hard one four I mean one five disto occlusal composite overhang on the distal uh two three crown margins sound bitewings grade one no new interproximal caries caries risk high diagnosis xerostomia secondary to sjogren's and active root caries three three explained dry mouth makes her high risk for decay advised saliva substitute gel at night and sugar free gum instead of sweets duraphat varnish twenty two thousand six hundred ppm applied to all teeth prescribed five thousand ppm fluoride toothpaste told her to use it twice a day and spit don't rinse next visit buccal gic three three recall three months as high risk per nice guidelines",
    expect: {
      CC: "Her check up. Her mouth is very dry especially at night and she's getting more fillings than she used to",
      'MED HX': "Sjögren's syndrome. Takes hydroxychloroquine and omeprazole. Allergic to penicillin",
      EXTRA: 'Parotids not enlarged',
      INTRA: 'Mucosa dry and sticky. Tongue lobulated. Angular cheilitis both sides',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['33', 'B cervical caries active soft'],
        ['43', 'B cervical caries arrested hard'],
        ['15', 'DO composite D overhang'],
        ['23', 'Crown margins sound'],
      ],
      RADIO: 'Bitewings grade 1. No new interproximal caries',
      DX: ['Caries risk high', "Xerostomia secondary to Sjögren's", 'Active root caries 33'],
      CONSULT:
        "Explained dry mouth makes her high risk for decay. Advised saliva substitute gel at night and sugar free gum instead of sweets. Told her to use it twice a day and spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish 22,600 ppm applied to all teeth', 'Prescribed 5,000 ppm fluoride toothpaste'],
      NOTES: '68 year old lady',
      NV: ['B GIC 33'],
      'F/U': 'Recall 3 months as high risk per NICE guidelines',
    },
  }),
  defineCase({
    id: 'dc26-uk-typed-fdi-terse-low-risk-exam-bpe-001-recall-18-12-nice',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam. No c/o. MH: NKDA, no meds, non-smoker, 4 units/wk. EO NAD. IO NAD. BPE 0 0 1 / 0 0 0, OH excellent. No restorations, no caries. BWs not due (last 2 yrs ago, clear). Caries risk low, perio risk low. Recall 18/12 as per NICE (low risk).',
    expect: {
      CC: 'Routine exam. No c/o',
      'MED HX': 'NKDA, no meds, non-smoker, 4 units/wk',
      EXTRA: 'NAD',
      INTRA: 'NAD. No restorations, no caries',
      PERIO: 'BPE 0 0 1 / 0 0 0, OH excellent',
      RADIO: 'BWs not due (last 2 yrs ago, clear)',
      DX: ['Caries risk low', 'Perio risk low'],
      'F/U': 'Recall 18 months as per NICE (low risk)',
    },
  }),
  defineCase({
    id: 'dc27-uk-asr-fdi-erosion-lemon-water-bewe-study-models-sorry-toothpaste-nv-then',
    style: 'UK',
    asr: true,
    transcript:
      "twenty nine year old presents with front teeth that look see through at the edges and are sensitive to cold medical history fit and well no medication no allergies she drinks hot water with lemon every morning and fruit teas all day extra oral nad intra oral soft tissues healthy bpe one one one one one one bewe three in the upper anterior sextant and two in the lower posteriors one one and two one palatal erosion into dentine incisal edges translucent and chipping one two and two two palatal erosion enamel only three six and four six occlusal erosion with cupping restorations standing proud no caries diagnosis erosive tooth wear dietary cause explained the acid from the lemon and fruit tea is dissolving the enamel advised lemon water through a straw with breakfast only swap fruit tea for normal tea or water don't brush for an hour after acidic drinks use a high fluoride toothpaste sorry an enamel protecting toothpaste she was shocked it was the lemon water photos taken and upper and lower alginate impressions for study models duraphat varnish applied to the upper anteriors next visit review the wear then discuss composite bonding on one one and two one recall six months",
    expect: {
      CC: 'Front teeth that look see through at the edges and are sensitive to cold',
      'MED HX':
        'Fit and well. No medication. No allergies. She drinks hot water with lemon every morning and fruit teas all day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. BEWE 3 in the upper anterior sextant and 2 in the lower posteriors',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine incisal edges translucent and chipping'],
        ['21', 'P erosion into dentine incisal edges translucent and chipping'],
        ['12', 'P erosion enamel only'],
        ['22', 'P erosion enamel only'],
        ['36', 'O erosion with cupping restorations standing proud no caries'],
        ['46', 'O erosion with cupping restorations standing proud no caries'],
      ],
      DX: ['Erosive tooth wear dietary cause'],
      CONSULT:
        "Explained the acid from the lemon and fruit tea is dissolving the enamel. Advised lemon water through a straw with breakfast only. Swap fruit tea for normal tea or water. Don't brush for an hour after acidic drinks. Use an enamel protecting toothpaste",
      'TX TODAY': ['Impressions', 'Fluoride varnish'],
      TX: [
        'Photos taken',
        'Upper and lower alginate impressions for study models',
        'Duraphat varnish applied to the upper anteriors',
      ],
      NOTES: '29 year old. She was shocked it was the lemon water',
      NV: ['Review the wear', 'Discuss composite bonding 11, 21'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dc28-uk-typed-fdi-preschool-ecc-riva-star-sdf-54-64-avoid-ga-verbal-consent',
    style: 'UK',
    asr: false,
    transcript:
      "New pt. 4 y/o w/ mum. Mum worried about brown marks on back teeth; bottle of squash at bedtime. MH: fit and well, NKDA. Pt shy, sat on mum's lap. 54, 64 O cavity into dentine, open, no pain, no swelling. 74, 84 O ICDAS 2. 51, 61 sound. Plaque +++. No radiographs (pt unable). Caries risk high. Dx: ECC 54, 64. Options: SDF, NRCC, fillings, GA referral. Mum keen to avoid GA; chose SDF. Explained black staining. Verbal consent from mum. Riva Star (SDF) applied 54, 64 with microbrush for 1 min. Duraphat varnish 22,600 ppm all teeth. TBI with mum using pea-size 1,450 ppm toothpaste. Diet: water only in bottle at night, squash with meals. Pt coped well. Recall 3/12 (high risk).",
    expect: {
      CC: 'New pt. Mum worried about brown marks on back teeth; bottle of squash at bedtime',
      'MED HX': 'Fit and well, NKDA',
      PERIO: 'Plaque +++',
      DENTAL: [
        ['54', 'O cavity into dentine, open, no pain, no swelling'],
        ['64', 'O cavity into dentine, open, no pain, no swelling'],
        ['74', 'O ICDAS 2'],
        ['84', 'O ICDAS 2'],
        ['51', 'Sound'],
        ['61', 'Sound'],
      ],
      RADIO: 'No radiographs (pt unable)',
      DX: ['Caries risk high', 'ECC 54, 64'],
      CONSULT:
        'Options: SDF, NRCC, fillings, GA referral. Mum keen to avoid GA; chose SDF. Explained black staining. Diet: water only in bottle at night, squash with meals',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['SDF 54, 64', 'Fluoride varnish'],
      TX: [
        'Riva Star (SDF) applied 54, 64 with microbrush for 1 min',
        'Duraphat varnish 22,600 ppm all teeth',
        'TBI with mum using pea-size 1,450 ppm toothpaste',
      ],
      NOTES: "4 y/o w/ mum. Pt shy, sat on mum's lap. Pt coped well",
      'F/U': 'Recall 3 months (high risk)',
    },
  }),
  defineCase({
    id: 'dc29-uk-asr-fdi-adult-diet-diary-review-sugar-attacks-duraphat-5000-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for his diet diary review after last month's exam he says he's been trying medical history no changes type two diabetes diet controlled no allergies intra oral nad charting one five distal caries cavitated two four mesial caries non cavitated icdas two three seven buccal cervical caries active four five occlusal composite sound went through his diet diary eight sugary drinks a day three sugars in each tea biscuits at work and sweets in the car at night so about twelve sugar attacks a day diagnosis high caries risk explained every sugar attack means an hour of acid he agreed to switch to sweetener in his tea and stop the sweets in the car um he set himself a target prescribed duraphat five thousand toothpaste one tube duraphat varnish applied next visit disto occlusal composite one five review in three months",
    appends: [
      'add to notes his wife does the shopping and has agreed to stop buying biscuits',
      'change three months to two months',
    ],
    expect: {
      CC: "His diet diary review after last month's exam. He says he's been trying",
      'MED HX': 'No changes. Type 2 diabetes diet controlled. No allergies',
      INTRA: 'NAD',
      DENTAL: [
        ['15', 'D caries cavitated'],
        ['24', 'M caries non-cavitated ICDAS 2'],
        ['37', 'B cervical caries active'],
        ['45', 'O composite sound'],
      ],
      DX: ['High caries risk'],
      CONSULT:
        'Went through his diet diary. 8 sugary drinks a day. 3 sugars in each tea. Biscuits at work and sweets in the car at night so about 12 sugar attacks a day. Explained every sugar attack means an hour of acid. He agreed to switch to sweetener in his tea and stop the sweets in the car. He set himself a target',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Prescribed Duraphat 5000 toothpaste 1 tube', 'Duraphat varnish applied'],
      NOTES: 'His wife does the shopping and has agreed to stop buying biscuits',
      NV: ['DO composite 15'],
      'F/U': 'Review in 2 months',
    },
  }),
  defineCase({
    id: 'dc30-uk-typed-fdi-pregnant-gingivitis-morning-sickness-erosion-advice-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      "Exam. 26 weeks pregnant (1st baby), gums bleeding when brushing for 2 months. Had bad morning sickness until 16 weeks. MH: pregnant, folic acid, NKDA. EO NAD. IO: soft tissues NAD. BPE 2 2 2 / 2 2 2, generalised marginal gingivitis, BOP 40%. 16, 26 P erosion, enamel only. 36 O composite sound. 47 O ICDAS 2. BWs deferred until after the birth. Dx: pregnancy gingivitis. Caries risk medium. Advice: after vomiting rinse with water or fluoride mouthwash and don't brush for 1 hr; daily fluoride mouthwash (225 ppm) at a different time to brushing; choose non-sugary snacks. Explained link between gum health and pregnancy. Free NHS treatment during pregnancy + 12 months after (MatEx). S&P. OHI with interdental brushes size 1. Recall 6/12, hygienist 3/12.",
    expect: {
      CC: 'Exam. 26 weeks pregnant (1st baby), gums bleeding when brushing for 2 months. Had bad morning sickness until 16 weeks',
      'MED HX': 'Pregnant, folic acid, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 2 2 2 / 2 2 2, generalised marginal gingivitis, BOP 40%',
      DENTAL: [
        ['16', 'P erosion, enamel only'],
        ['26', 'P erosion, enamel only'],
        ['36', 'O composite sound'],
        ['47', 'O ICDAS 2'],
      ],
      RADIO: 'BWs deferred until after the birth',
      DX: ['Pregnancy gingivitis', 'Caries risk medium'],
      CONSULT:
        "Advice: after vomiting rinse with water or fluoride mouthwash and don't brush for 1 hr; daily fluoride mouthwash (225 ppm) at a different time to brushing; choose non-sugary snacks. Explained link between gum health and pregnancy. Free NHS treatment during pregnancy + 12 months after (MatEx)",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI with interdental brushes size 1'],
      'F/U': 'Recall 6 months, hygienist 3 months',
    },
  }),
];
