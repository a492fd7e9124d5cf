// A ninety-third development batch (ids cq01–cq30), written blind from the contract (contract.md, case.ts, the dental
// reference and more56 / more58 as format examples) by a helper that had not seen the engine or any held-out split;
// every case was labelled before any check was run. It is one orthodontic theme told by five clinicians: new-patient
// assessments (IOTN, overjet and overbite in mm, molar, canine and incisor relationships, crowding, crossbites,
// centrelines / midlines, skeletal pattern and profile), records (photos, scans, OPG / pano, ceph), treatment planning
// with extractions or repairs left to the general dentist, bond-ups with bands and brackets, archwire changes (0.012 /
// 0.014 / 0.018 NiTi, 16x22 NiTi, 19 by 25 steel), elastics and power chain, brackets and retainer pads rebonded,
// emergencies with poking wires cut back, functional appliances (Twin Block, Herbst, expander, removable appliance),
// debonds with bonded and removable retainers, retention checks and aligner reviews, with patients' and parents'
// remarks, questions and decisions. Five clinicians, six visits each:
//   cq01–cq06 a UK orthodontist (FDI, all recogniser-style): a new-patient assessment with OPG, IOTN 4a and a Twin Block
//     discussed, a bond-up after premolar extractions with a nurse aside and a wire "sorry" correction, an emergency with
//     a wire cut back distal to 27 and 42 rebonded, a routine adjustment to 19 by 25 steel with power chain, elastics
//     and decalcification (appended dictation), a debond with a lower bonded retainer and Essix impressions, a Twin
//     Block review with "scratch that";
//   cq07–cq12 a UK orthodontic therapist (Palmer, typed UR6 shorthand): an archwire change as prescribed with UR2
//     rebonded, a records visit with OPG, lateral ceph, scan and separators, an emergency LL5 rebond with the wire cut
//     back (appended dictation), a debond with bonded retainers and scans for VFRs, a retention check with an LL2 pad
//     rebonded and a private replacement VFR, an upper removable appliance fitted with fluoride varnish;
//   cq13–cq18 a US orthodontist (Universal with primary letters, all recogniser-style): a new-patient exam with pano,
//     ceph and a phase 1 expander recommended, an upper bond-up with an assistant aside, an adjustment with #10 rebonded,
//     power chain and elastics (appended dictation), an emergency with a loose band on #30 and a poking wire, a debond
//     with a lingual retainer #22 to #27 and "scratch that", an expander check with the screw tied off;
//   cq19–cq24 a US orthodontist (Universal, typed full sentences): an adult consultation for aligners with pano, ceph and
//     a plan that starts with the general dentist, a full bond-up with Damon brackets, a month-14 adjustment with #7
//     repositioned, a debond with fixed lingual retainers and Hawley impressions (appended dictation), a banded Herbst
//     delivered, a 12-month retention check in pregnancy with a pad rebonded on #25;
//   cq25–cq30 a UK dentist doing some orthodontics (FDI; cq26, cq28, cq30 recogniser-style, cq25, cq27, cq29 typed): a
//     child's recall with an orthodontic screen, IOTN 4d and a referral planned, an Invisalign Go review with IPR and an
//     attachment replaced, an emergency bonded retainer repair with Essix impressions, orthodontic extractions of 14 and
//     24 for the orthodontist (appended dictation), a recall of a patient in fixed appliances with decalcification and
//     varnish, a short-term ortho debond with a bonded retainer and Essix impressions.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in cq13, cq18, cq23); 15 recogniser-style (lower case,
// number words, fillers, "sorry" and "scratch that" corrections, no punctuation) and 15 typed (terse shorthand in
// cq07–cq12, cq25, cq27, cq29; full sentences in cq19–cq24); roughly 70 to 300 words; five cases with appended dictation
// (cq04 recogniser "add to notes …" / "change six weeks to eight weeks"; cq09 typed "Add to treatment: …" / "Add to
// notes: …"; cq15 recogniser "add to notes …" / "change four weeks to six weeks"; cq22 typed "Add to notes: …" /
// "Change 1 week to 2 days."; cq28 recogniser "add to notes …" / "change four weeks to six weeks"). DENTAL in 29 cases
// (not cq02).
//
// Judgement calls where the contract was silent:
// - Occlusal findings not about one tooth (incisor relationship, overjet, overbite, molar / canine / buccal segment
//   relationships, crowding, crossbites, centrelines and midlines, spaces, "tracking good", "aligners fitting well",
//   appliances and retainers spanning several teeth) are INTRA; skeletal base, FMPA, profile, lips, chin and TMJ are
//   EXTRA; oral hygiene, plaque, gingivitis, gingival recession and overgrowth are PERIO (as more58 put "OH fair" and
//   plaque in PERIO); the malocclusion and IOTN said after "diagnosis" / "Dx" are DX items, split where a careful writer
//   puts a comma ("Class 2 division 1 malocclusion", "IOTN 4a").
// - Spoken classes are written with digits as rule 2 asks ("class two division one" → "Class 2 division 1", "class one
//   molars" → "Class 1 molars"); typed Roman numerals and shorthand stay as typed ("Class II division 2", "Cl II/1",
//   "Class I mobility"). Wire sizes: "nought point nought one four niti" → "0.014 NiTi", "point oh one six niti" →
//   "0.016 NiTi", "point zero one seven five braided wire" → "0.0175 braided wire", "nineteen by twenty five stainless
//   steel" → "19 by 25 stainless steel" ("by" kept as said, as more56 kept it in implant sizes); these numbers are never
//   teeth, also in Universal (cq15 "19 by 25 NiTi" gets no "#"). Typed "16x22 NiTi", "19x25 SS", ".014 Copper NiTi",
//   "3/16 4.5oz" stay as typed; "quarter inch" stays in words; "eight and a half millimetres" → "8.5 mm", "forty
//   percent" → "40%", "one turn" → "1 turn". Recogniser words are written as their makers write them (NiTi, MBT, OPG,
//   FMPA, IOTN, NHS, RPE, Twin Block, Essix, iTero, ClinCheck, Invisalign Go, Transbond XT, Orajel, Difflam,
//   Proxabrush); "post op" → "Post-op".
// - Titles: orthodontic steps are no procedures of the table (separators, bands, brackets, bond-ups, archwires, ties,
//   power chain, elastics, debonds, adhesive removal, bonded retainers, pads, attachments, IPR, appliance fits,
//   activations, expansion screws, scans, photos), so TX TODAY is often empty. "Impressions for Essix / Hawley
//   retainers" (also "alginate impressions") → "Impressions". Glass ionomer, band cement, Ketac Cem and flowable
//   composite used to cement bands or bond brackets, retainers, pads or attachments are materials something is done
//   with, so no filling title even with a tooth in the item ("Band #30 recemented with glass ionomer", "LL2 pad
//   rebonded w/ flowable composite …", "Attachment 22 replaced with composite using the template"); a band recemented is
//   no "Crown recement". "Oral hygiene instruction(s)" / "OHI" → "OHI"; "FV …" → "Fluoride varnish"; "Scaled lower
//   anteriors" is no Scale and polish. Orthodontic extractions done by the UK dentist at the orthodontist's request are
//   today's treatment (cq28 "Extraction 14, 24").
// - A bracket, band, tube, attachment or retainer-pad finding said of one tooth is a chart entry ("four two bracket
//   debonded" → 42 "Bracket debonded", "numbers three and fourteen bands tight" → "Bands tight"); a poking wire, ulcer,
//   space, diastema or black triangle placed by teeth ("distal to 27", "between #7 and #8", "between 11 and 21",
//   "opposite LL6", "over #3") is INTRA with no chart entry (rule 7). "distally", "buccally", "incisally", "gingivally"
//   stay words; "buccal carious lesion" → "B carious lesion" (rule 4); "worn incisal edges" keeps its words.
// - Records: OPG / pano / ceph / bitewings with their reports are RADIO, photos and scans are TX items.
// - Referrals and work left to the general dentist or specialist are TX PLAN (cq19, cq22, cq25), with table names ("XLA
//   55 if …" → "Extraction 55 if …"); a recommended or discussed plan with no "plan" word stays in CONSULT (cq01, cq13).
// - A compliance report given with the reason for the visit (elastics worn, turns of the expander, bracket off) is CC;
//   the patient's age and companion are NOTES (as more58), also "He is 12 and came with his father"; the patient's
//   excitement, nervousness or happiness and how they coped are NOTES; instructions on wear, wax, food, hygiene and
//   demonstrations (turning the screw, inserting the appliance), questions and answers, costs and decisions are CONSULT;
//   "Mum asked for after school appointments" is NOTES.
// - Connecting words before a tooth go in list items also for bands and brackets ("bands cemented on one six …" →
//   "Bands cemented 16, 26, 36, 46 …", "bracket on ten cleaned and rebonded" → "Bracket #10 cleaned and rebonded"),
//   while "distal to" before a tooth that names a place stays. Teeth said together are written "16, 26" also when typed
//   "and".
// - Recogniser text fields: a new finding or clause starts a new sentence and an opening "and" goes (as more58); a
//   verbless continuation stays in the run without an added comma ("Molars Class 2 full unit on the right half unit on
//   the left"). Typed text keeps its own punctuation.
// - "Review …", "Retention check 6/12" and "We will see her …" are F/U also when typed after the next visit; "Next visit
//   … then …" gives two NV items (cq13). Nurse and assistant asides are dropped.
// - Appends follow more56 / more58: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end,
//   "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more93Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK orthodontist (FDI, recogniser-style)
  defineCase({
    id: 'cq01-uk-asr-fdi-new-patient-class-2-div-1-oj-8-5-opg-iotn-4a-twin-block-discussed',
    style: 'UK',
    asr: true,
    transcript:
      "new patient assessment twelve year old with mum referred by her dentist for her sticking out top teeth she gets teased at school medical history fit and well mild asthma uses a blue inhaler no allergies extra oral class two skeletal base average fmpa lips incompetent convex profile no tmj problems intra oral oral hygiene fair gingivitis around the lower incisors er class two division one incisors overjet eight and a half millimetres overbite increased and complete to the palate no trauma molars class two full unit on the right half unit on the left canines class two both sides upper arch mildly crowded lower arch moderately crowded upper centreline on with the face lower centreline two millimetres to the left one two palatally displaced three five not yet erupted eight five retained opg all permanent teeth present including third molar crypts no pathology photos taken diagnosis class two division one malocclusion iotn four a discussed a twin block first then upper and lower fixed braces mum asked how long it all takes told her about two years in total mum asked if it's free on the nhs explained she qualifies with an iotn of four she's keen to go ahead next visit impressions for the twin block",
    expect: {
      CC: 'New patient assessment. Referred by her dentist for her sticking out top teeth. She gets teased at school',
      'MED HX': 'Fit and well. Mild asthma. Uses a blue inhaler. No allergies',
      EXTRA: 'Class 2 skeletal base. Average FMPA. Lips incompetent. Convex profile. No TMJ problems',
      INTRA:
        'Class 2 division 1 incisors. Overjet 8.5 mm. Overbite increased and complete to the palate. No trauma. Molars Class 2 full unit on the right half unit on the left. Canines Class 2 both sides. Upper arch mildly crowded. Lower arch moderately crowded. Upper centreline on with the face. Lower centreline 2 mm to the left',
      PERIO: 'Oral hygiene fair. Gingivitis around the lower incisors',
      DENTAL: [
        ['12', 'Palatally displaced'],
        ['35', 'Not yet erupted'],
        ['85', 'Retained'],
      ],
      RADIO: 'OPG all permanent teeth present including third molar crypts. No pathology',
      DX: ['Class 2 division 1 malocclusion', 'IOTN 4a'],
      CONSULT:
        "Discussed a Twin Block first then upper and lower fixed braces. Mum asked how long it all takes. Told her about 2 years in total. Mum asked if it's free on the NHS. Explained she qualifies with an IOTN of 4. She's keen to go ahead",
      TX: ['Photos taken'],
      NOTES: '12 year old with mum',
      NV: ['Impressions for the Twin Block'],
    },
  }),
  defineCase({
    id: 'cq02-uk-asr-fdi-bond-up-after-premolar-xla-bands-gic-nurse-aside-wire-sorry-clarinet',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for the bond up fourteen year old with dad extractions of the four first premolars done by her dentist three weeks ago medical history no changes no allergies no nickel allergy intra oral sockets healed oral hygiene good extraction spaces about six millimetres each separators removed bands cemented on one six two six three six and four six with glass ionomer could I have the bracket holder please thanks etched with thirty seven percent phosphoric acid bonded mbt point zero two two slot brackets one five to two five and three five to four five upper and lower nought point nought one four niti sorry nought point nought one two niti because of the crowding tied in with grey modules oral hygiene instruction with an interspace brush and disclosing tablets ortho wax given explained the teeth will ache for three to five days take paracetamol or ibuprofen avoid hard and sticky foods dad asked if she can still play the clarinet told him yes it takes a couple of weeks to get used to next visit upper and lower nought point nought one four niti in six weeks",
    expect: {
      CC: 'Bond up. Extractions of the 4 first premolars done by her dentist 3 weeks ago',
      'MED HX': 'No changes. No allergies. No nickel allergy',
      INTRA: 'Sockets healed. Extraction spaces about 6 mm each',
      PERIO: 'Oral hygiene good',
      CONSULT:
        'Explained the teeth will ache for 3 to 5 days. Take paracetamol or ibuprofen. Avoid hard and sticky foods. Dad asked if she can still play the clarinet. Told him yes it takes a couple of weeks to get used to',
      'TX TODAY': ['OHI'],
      TX: [
        'Separators removed',
        'Bands cemented 16, 26, 36, 46 with glass ionomer',
        'Etched with 37% phosphoric acid',
        'Bonded MBT 0.022 slot brackets 15 to 25 and 35 to 45',
        'Upper and lower 0.012 NiTi because of the crowding',
        'Tied in with grey modules',
        'Oral hygiene instruction with an interspace brush and disclosing tablets',
        'Ortho wax given',
      ],
      NOTES: '14 year old with dad',
      NV: ['Upper and lower 0.014 NiTi in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cq03-uk-asr-fdi-emergency-wire-poking-distal-27-ulcer-42-rebonded-swimming-gala',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment she's got a wire sticking into her cheek on the upper left since yesterday fifteen year old came on her own medical history no change extra oral nad intra oral upper archwire protruding about three millimetres distal to two seven small ulcer on the left buccal mucosa opposite it four two bracket debonded four one and four three brackets fine um cut the upper wire flush distal to two seven with distal end cutters checked with a finger no sharp ends four two bracket rebonded with transbond lower wire tied back in ortho wax given advised warm salt water rinses and difflam for the ulcer she asked if she can still go to her swimming gala tomorrow no problem at all review at her next adjustment as planned",
    expect: {
      CC: "Emergency appointment. She's got a wire sticking into her cheek on the upper left since yesterday",
      'MED HX': 'No change',
      EXTRA: 'NAD',
      INTRA: 'Upper archwire protruding about 3 mm distal to 27. Small ulcer on the left buccal mucosa opposite it',
      DENTAL: [
        ['42', 'Bracket debonded'],
        ['41', 'Brackets fine'],
        ['43', 'Brackets fine'],
      ],
      CONSULT:
        'Advised warm salt water rinses and Difflam for the ulcer. She asked if she can still go to her swimming gala tomorrow. No problem at all',
      TX: [
        'Cut the upper wire flush distal to 27 with distal end cutters',
        'Checked with a finger',
        'No sharp ends',
        '42 bracket rebonded with Transbond',
        'Lower wire tied back in',
        'Ortho wax given',
      ],
      NOTES: '15 year old came on her own',
      'F/U': 'Review at her next adjustment as planned',
    },
  }),
  defineCase({
    id: 'cq04-uk-asr-fdi-appends-adjustment-19-by-25-steel-power-chain-class-2-elastics-decalcification',
    style: 'UK',
    asr: true,
    transcript:
      "routine adjustment thirteen year old with mum he says the elastics keep snapping medical history no changes oral hygiene poor plaque around the lower brackets gingivitis lower labial segment one two and two two decalcification starting overjet three millimetres overbite normal molars half a unit class two on the right class one on the left lower spaces closing one millimetre space distal to three three upper and lower nought point nought one eight niti removed upper and lower nineteen by twenty five stainless steel placed tied in with modules power chain three three to four three class two elastics both sides quarter inch medium full time oral hygiene instruction again with mum showed him the disclosing tablets discussed that the decalcification can leave permanent white marks if brushing doesn't improve mum said she'll check his brushing every night next visit upper power chain in six weeks",
    appends: ["add to notes he's going on a school trip for a week next month", 'change six weeks to eight weeks'],
    expect: {
      CC: 'Routine adjustment. He says the elastics keep snapping',
      'MED HX': 'No changes',
      PERIO: 'Oral hygiene poor. Plaque around the lower brackets. Gingivitis lower labial segment',
      DENTAL: [
        ['12', 'Decalcification starting'],
        ['22', 'Decalcification starting'],
      ],
      INTRA:
        'Overjet 3 mm. Overbite normal. Molars half a unit Class 2 on the right Class 1 on the left. Lower spaces closing. 1 mm space distal to 33',
      CONSULT:
        "Discussed that the decalcification can leave permanent white marks if brushing doesn't improve. Mum said she'll check his brushing every night",
      'TX TODAY': ['OHI'],
      TX: [
        'Upper and lower 0.018 NiTi removed',
        'Upper and lower 19 by 25 stainless steel placed',
        'Tied in with modules',
        'Power chain 33 to 43',
        'Class 2 elastics both sides quarter inch medium full time',
        'Oral hygiene instruction again with mum',
        'Showed him the disclosing tablets',
      ],
      NOTES: "13 year old with mum. He's going on a school trip for a week next month",
      NV: ['Upper power chain in 8 weeks'],
    },
  }),
  defineCase({
    id: 'cq05-uk-asr-fdi-debond-lower-bonded-retainer-33-43-essix-impressions-white-spot-sorry-distally',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for her debond sixteen year old on her own she's really excited to get the braces off medical history no changes no allergies occlusion before debond class one molars and canines both sides overjet two millimetres overbite forty percent centrelines coincident all spaces closed two one small white spot lesion mesially sorry distally two two sound brackets and bands removed with debonding pliers adhesive removed with a tungsten carbide bur teeth polished lower bonded retainer three three to four three with point zero one seven five braided wire and flowable composite checked floss threads under it upper and lower alginate impressions for essix retainers final photos taken explained to wear the essix retainers every night for life she asked if she can have her teeth whitened now told her to ask her dentist and wait a few weeks next visit fit essix retainers tomorrow review three months",
    expect: {
      CC: 'Her debond',
      'MED HX': 'No changes. No allergies',
      INTRA:
        'Occlusion before debond Class 1 molars and canines both sides. Overjet 2 mm. Overbite 40%. Centrelines coincident. All spaces closed',
      DENTAL: [
        ['21', 'Small white spot lesion distally'],
        ['22', 'Sound'],
      ],
      CONSULT:
        'Explained to wear the Essix retainers every night for life. She asked if she can have her teeth whitened now. Told her to ask her dentist and wait a few weeks',
      'TX TODAY': ['Impressions'],
      TX: [
        'Brackets and bands removed with debonding pliers',
        'Adhesive removed with a tungsten carbide bur',
        'Teeth polished',
        'Lower bonded retainer 33 to 43 with 0.0175 braided wire and flowable composite',
        'Checked floss threads under it',
        'Upper and lower alginate impressions for Essix retainers',
        'Final photos taken',
      ],
      NOTES: "16 year old on her own. She's really excited to get the braces off",
      NV: ['Fit Essix retainers tomorrow'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'cq06-uk-asr-fdi-twin-block-review-oj-10-to-5-screw-sorry-one-turn-scratch-that-acrylic',
    style: 'UK',
    asr: true,
    transcript:
      "twin block review eleven year old with mum he's wearing it full time except for sport mum says he sometimes takes it out to eat his speech is much better now medical history no changes extra oral profile improved lips now competent intra oral overjet reduced from ten millimetres to five millimetres overbite reducing buccal segments on the right class one buccal segments on the left half a unit class two soft tissues healthy no ulcers appliance fits well five five mobile adams clasps on one six and two six tightened activated the expansion screw two turns sorry one turn showed mum how to turn it once a week told him to keep it in for meals trimmed the acrylic behind the lower incisors scratch that trimmed the acrylic behind the upper incisors to allow them to retrocline he asked when he can stop wearing it explained probably another four to six months then fixed braces review eight weeks",
    expect: {
      CC: "Twin Block review. He's wearing it full time except for sport. Mum says he sometimes takes it out to eat. His speech is much better now",
      'MED HX': 'No changes',
      EXTRA: 'Profile improved. Lips now competent',
      INTRA:
        'Overjet reduced from 10 mm to 5 mm. Overbite reducing. Buccal segments on the right Class 1. Buccal segments on the left half a unit Class 2. Soft tissues healthy. No ulcers. Appliance fits well',
      DENTAL: [['55', 'Mobile']],
      CONSULT:
        'Showed mum how to turn it once a week. Told him to keep it in for meals. He asked when he can stop wearing it. Explained probably another 4 to 6 months then fixed braces',
      TX: [
        'Adams clasps 16, 26 tightened',
        'Activated the expansion screw 1 turn',
        'Trimmed the acrylic behind the upper incisors to allow them to retrocline',
      ],
      NOTES: '11 year old with mum',
      'F/U': 'Review 8 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK orthodontic therapist (Palmer, typed)
  defineCase({
    id: 'cq07-uk-typed-palmer-therapist-adj-per-rx-16x22-niti-ur2-rebonded-class-ii-elastics',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Adj. as per Rx. Pt reports no problems, wearing elastics most of the time. MH: NKDA, no change. OH fair, mild gingival inflammation LR. UR2 bracket debonded. LL5 not fully erupted. U/L 0.018 NiTi removed. U/L 16x22 NiTi placed, elastomerics changed (purple). UR2 bracket rebonded (Transbond XT). Class II elastics 3/16 4.5oz both sides full time. OHI: single tufted brush around brackets. NV 19x25 SS as per Rx in 6/52.',
    expect: {
      CC: 'Adj. as per Rx. Pt reports no problems, wearing elastics most of the time',
      'MED HX': 'NKDA, no change',
      PERIO: 'OH fair, mild gingival inflammation LR',
      DENTAL: [
        ['UR2', 'Bracket debonded'],
        ['LL5', 'Not fully erupted'],
      ],
      'TX TODAY': ['OHI'],
      TX: [
        'U/L 0.018 NiTi removed',
        'U/L 16x22 NiTi placed',
        'Elastomerics changed (purple)',
        'UR2 bracket rebonded (Transbond XT)',
        'Class II elastics 3/16 4.5oz both sides full time',
        'OHI: single tufted brush around brackets',
      ],
      NV: ['19x25 SS as per Rx in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cq08-uk-typed-palmer-therapist-records-opg-lat-ceph-itero-separators-ceramic-quote-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Records appt. 13 y/o attended w/ mum. MH: eczema, hydrocortisone cream, NKDA. Nickel allergy query, mum unsure, to check with GP. URE retained, UR5 not yet erupted. UR3 + UL3 palpable buccally. OPG + lat ceph taken as per Rx, for orthodontist to report. Clinical photos x 8. iTero scan U/L + bite. Separators placed UR6, UL6, LL6, LR6. Explained separators may feel tight for a couple of days and to avoid toffee. Mum asked if he can have clear brackets: explained ceramic upper brackets are private only (£350 extra), mum will think about it. Treatment consent form signed by mum and pt. NV bond-up U/L fixed appliances in 1/52.',
    expect: {
      CC: 'Records appt',
      'MED HX': 'Eczema, hydrocortisone cream, NKDA. Nickel allergy query, mum unsure, to check with GP',
      DENTAL: [
        ['URE', 'Retained'],
        ['UR5', 'Not yet erupted'],
        ['UR3', 'Palpable buccally'],
        ['UL3', 'Palpable buccally'],
      ],
      RADIO: 'OPG + lat ceph taken as per Rx, for orthodontist to report',
      CONSULT:
        'Explained separators may feel tight for a couple of days and to avoid toffee. Mum asked if he can have clear brackets: explained ceramic upper brackets are private only (£350 extra), mum will think about it',
      CONSENT: 'Treatment consent form signed by mum and pt',
      TX: ['Clinical photos x 8', 'iTero scan U/L + bite', 'Separators placed UR6, UL6, LL6, LR6'],
      NOTES: '13 y/o attended w/ mum',
      NV: ['Bond-up U/L fixed appliances in 1 week'],
    },
  }),
  defineCase({
    id: 'cq09-uk-typed-palmer-therapist-appends-emergency-ll5-rebond-wire-cut-distal-ll7-bagel',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency appt: LL5 bracket came off eating a bagel 3 days ago, wire poking into cheek. MH: no change. LL5 bracket debonded, still on wire. LL7 tube intact. Ulcer LL buccal mucosa opposite LL6, healing. Wire cut back distal to LL7 tube with distal end cutters. LL5 bracket rebonded (Transbond Plus SEP + XT). Wire religated, elastomeric changed. Reminded re: hard foods. Review at next adj. as booked.',
    appends: ['Add to treatment: ortho wax given.', 'Add to notes: dad present, asked for a school note.'],
    expect: {
      CC: 'Emergency appt: LL5 bracket came off eating a bagel 3 days ago, wire poking into cheek',
      'MED HX': 'No change',
      DENTAL: [
        ['LL5', 'Bracket debonded, still on wire'],
        ['LL7', 'Tube intact'],
      ],
      INTRA: 'Ulcer LL buccal mucosa opposite LL6, healing',
      CONSULT: 'Reminded re: hard foods',
      TX: [
        'Wire cut back distal to LL7 tube with distal end cutters',
        'LL5 bracket rebonded (Transbond Plus SEP + XT)',
        'Wire religated',
        'Elastomeric changed',
        'Ortho wax given',
      ],
      NOTES: 'Dad present, asked for a school note',
      'F/U': 'Review at next adj. as booked',
    },
  }),
  defineCase({
    id: 'cq10-uk-typed-palmer-therapist-debond-bonded-retainers-ur3-ul3-lr3-ll3-vfr-scan-popcorn',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Debond U/L as per Rx. 17 y/o, attended alone. MH: no change, NKDA. Brackets + bands removed. Composite removed w/ TC bur + Sof-Lex discs. LR6 band site decalcified buccally, mild. Small black triangle between UR1 and UL1. Bonded retainers UR3-UL3 + LR3-LL3 (Ortho-FlexTech w/ G-aenial Universal Flo). Occlusion checked, no interferences. Post-tx photos + iTero scan for VFRs. OHI: Superfloss under bonded retainers. Pt asked if she can eat popcorn: fine, avoid biting hard things w/ front teeth. Pt thrilled with result. NV fit VFRs in 1/52.',
    expect: {
      CC: 'Debond U/L as per Rx',
      'MED HX': 'No change, NKDA',
      DENTAL: [['LR6', 'Band site decalcified buccally, mild']],
      INTRA: 'Small black triangle between UR1 and UL1',
      CONSULT: 'Pt asked if she can eat popcorn: fine, avoid biting hard things w/ front teeth',
      'TX TODAY': ['OHI'],
      TX: [
        'Brackets + bands removed',
        'Composite removed w/ TC bur + Sof-Lex discs',
        'Bonded retainers UR3-UL3 + LR3-LL3 (Ortho-FlexTech w/ G-aenial Universal Flo)',
        'Occlusion checked',
        'No interferences',
        'Post-tx photos + iTero scan for VFRs',
        'OHI: Superfloss under bonded retainers',
      ],
      NOTES: '17 y/o, attended alone. Pt thrilled with result',
      NV: ['Fit VFRs in 1 week'],
    },
  }),
  defineCase({
    id: 'cq11-uk-typed-palmer-therapist-retention-check-ll2-pad-rebonded-ur2-relapse-vfr-80',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Retention check, 3/12 post debond. Wearing VFRs every night, upper one cracked at UL6 last week. MH: asthma (Clenil + Ventolin), NKDA. OH good. Lower bonded retainer LR3-LL3 intact, wire not distorted. LL2 pad debonded. UR2 slight relapse, rotated approx 5 degrees. Remainder of occlusion stable. LL2 pad rebonded w/ flowable composite after pumice + etch. Checked w/ floss. Cracked upper VFR discarded. iTero scan upper for replacement VFR. Explained UR2 rotation is minor, new VFR should hold it, if it worsens may need short course of aligners. Pt asked if she still needs to wear them at uni: yes, nightly indefinitely. Replacement VFR £80 as outside NHS retention period, pt agreed. NV fit new upper VFR in 2/52. Retention check 6/12.',
    expect: {
      CC: 'Retention check, 3 months post debond. Wearing VFRs every night, upper one cracked at UL6 last week',
      'MED HX': 'Asthma (Clenil + Ventolin), NKDA',
      PERIO: 'OH good',
      INTRA: 'Lower bonded retainer LR3-LL3 intact, wire not distorted. Remainder of occlusion stable',
      DENTAL: [
        ['LL2', 'Pad debonded'],
        ['UR2', 'Slight relapse, rotated approx 5 degrees'],
      ],
      CONSULT:
        'Explained UR2 rotation is minor, new VFR should hold it, if it worsens may need short course of aligners. Pt asked if she still needs to wear them at uni: yes, nightly indefinitely. Replacement VFR £80 as outside NHS retention period, pt agreed',
      TX: [
        'LL2 pad rebonded w/ flowable composite after pumice + etch',
        'Checked w/ floss',
        'Cracked upper VFR discarded',
        'iTero scan upper for replacement VFR',
      ],
      NV: ['Fit new upper VFR in 2 weeks'],
      'F/U': 'Retention check 6 months',
    },
  }),
  defineCase({
    id: 'cq12-uk-typed-palmer-therapist-ura-fit-z-spring-ul2-crossbite-fv-football',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'URA fit as per Rx (Z spring UL2, posterior bite planes). 9 y/o w/ mum. MH: fit and well, NKDA. UL2 in crossbite w/ 3mm overbite. URE + ULE mobile. OH good. URA tried in, Adams clasps UR6 and UL6 adjusted for retention. Z spring UL2 activated 1mm. Bite planes checked, UL2 clear of lower incisors. Insertion + removal demonstrated to pt and mum. Advised to wear full time incl. meals, remove only to clean and brush appliance. Explained speech may be lispy for a few days. FV (Duraphat 22,600ppm) applied. Mum asked about football: take it out for matches, keep in the case. NV review + activate in 4/52.',
    expect: {
      CC: 'URA fit as per Rx (Z spring UL2, posterior bite planes)',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['UL2', 'In crossbite w/ 3mm overbite'],
        ['URE', 'Mobile'],
        ['ULE', 'Mobile'],
      ],
      PERIO: 'OH good',
      CONSULT:
        'Insertion + removal demonstrated to pt and mum. Advised to wear full time incl. meals, remove only to clean and brush appliance. Explained speech may be lispy for a few days. Mum asked about football: take it out for matches, keep in the case',
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'URA tried in',
        'Adams clasps UR6, UL6 adjusted for retention',
        'Z spring UL2 activated 1mm',
        'Bite planes checked',
        'UL2 clear of lower incisors',
        'FV (Duraphat 22,600ppm) applied',
      ],
      NOTES: '9 y/o w/ mum',
      NV: ['Review + activate in 4 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. US orthodontist (Universal, recogniser-style)
  defineCase({
    id: 'cq13-us-asr-new-patient-exam-posterior-crossbite-shift-pano-ceph-letters-c-h-phase-1-rpe',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient exam nine year old with mom referred by her dentist for a crossbite mom says she's been grinding at night medical history healthy no meds allergic to amoxicillin extraoral symmetrical face slight chin deviation to the left straight profile lips competent intraoral class one molars right and left overjet two millimeters overbite twenty percent bilateral posterior crossbite with a functional shift to the left lower midline two millimeters left of upper midline moderate upper crowding mild lower crowding letters c and h still present numbers eight and nine erupted number seven erupting palatally pano and ceph taken for records pano all permanent teeth developing no missing teeth no pathology ceph class one skeletal normal vertical photos taken itero scan taken diagnosis class one malocclusion bilateral posterior crossbite with functional shift moderate crowding recommended phase one palatal expander then phase two braces later mom asked how much insurance covers our coordinator will go over the estimate with her mom wants to go ahead next visit separators then rpe delivery one week later",
    expect: {
      CC: "New patient exam. Referred by her dentist for a crossbite. Mom says she's been grinding at night",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Symmetrical face. Slight chin deviation to the left. Straight profile. Lips competent',
      INTRA:
        'Class 1 molars right and left. Overjet 2 mm. Overbite 20%. Bilateral posterior crossbite with a functional shift to the left. Lower midline 2 mm left of upper midline. Moderate upper crowding. Mild lower crowding',
      DENTAL: [
        ['C', 'Still present'],
        ['H', 'Still present'],
        ['8', 'Erupted'],
        ['9', 'Erupted'],
        ['7', 'Erupting palatally'],
      ],
      RADIO:
        'Pano and ceph taken for records. Pano all permanent teeth developing. No missing teeth. No pathology. Ceph Class 1 skeletal. Normal vertical',
      DX: ['Class 1 malocclusion', 'Bilateral posterior crossbite with functional shift', 'Moderate crowding'],
      CONSULT:
        'Recommended phase 1 palatal expander then phase 2 braces later. Mom asked how much insurance covers. Our coordinator will go over the estimate with her. Mom wants to go ahead',
      TX: ['Photos taken', 'iTero scan taken'],
      NOTES: '9 year old with mom',
      NV: ['Separators', 'RPE delivery 1 week later'],
    },
  }),
  defineCase({
    id: 'cq14-us-asr-upper-bond-up-bands-3-14-bracket-4-sorry-5-assistant-aside-team-colors',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for his upper braces thirteen year old with dad no changes to his health no allergies oral hygiene good upper second molars not erupted yet number five slightly rotated separators removed bands fitted on three and fourteen hey can you hand me the band pusher thanks cemented with band cement um bracket on number four sorry number five placed with a slight overrotation to correct it rest of the brackets bonded four to thirteen with transbond xt upper point oh one four niti tied in with blue and orange ties he picked his team colors ortho wax and care kit given oral hygiene instructions with the proxabrush went over foods to avoid popcorn hard candy gum dad asked when the bottom braces go on told him in four weeks next visit bond lower arch in four weeks",
    expect: {
      CC: 'His upper braces',
      'MED HX': 'No changes to his health. No allergies',
      PERIO: 'Oral hygiene good',
      INTRA: 'Upper second molars not erupted yet',
      DENTAL: [['5', 'Slightly rotated']],
      CONSULT:
        'Went over foods to avoid popcorn hard candy gum. Dad asked when the bottom braces go on. Told him in 4 weeks',
      'TX TODAY': ['OHI'],
      TX: [
        'Separators removed',
        'Bands fitted #3, #14',
        'Cemented with band cement',
        'Bracket #5 placed with a slight overrotation to correct it',
        'Rest of the brackets bonded #4 to #13 with Transbond XT',
        'Upper 0.014 NiTi tied in with blue and orange ties',
        'Ortho wax and care kit given',
        'Oral hygiene instructions with the Proxabrush',
      ],
      NOTES: '13 year old with dad. He picked his team colors',
      NV: ['Bond lower arch in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cq15-us-asr-appends-adjustment-10-rebonded-19-by-25-steel-power-chain-elastics-sorry-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "adjustment visit fifteen year old came with her mom she says the bracket on number ten came off last week and it's been rubbing her lip she admits she's only wearing her elastics about half the time medical history no changes no allergies oral hygiene fair some plaque on the lower brackets number ten bracket loose on the wire number three band intact space between seven and eight closing overjet three millimeters removed the upper nineteen by twenty five niti bracket on ten cleaned and rebonded upper nineteen by twenty five stainless steel placed power chain six to eleven lower wire left in class two elastics quarter inch medium six to thirty one sorry six to thirty and eleven to nineteen explained she needs to wear them full time or treatment will take longer she said she'll try next visit elastic check in four weeks",
    appends: ['add to notes mom asked for after school appointments', 'change four weeks to six weeks'],
    expect: {
      CC: "Adjustment visit. She says the bracket on #10 came off last week. It's been rubbing her lip. She admits she's only wearing her elastics about half the time",
      'MED HX': 'No changes. No allergies',
      PERIO: 'Oral hygiene fair. Some plaque on the lower brackets',
      DENTAL: [
        ['10', 'Bracket loose on the wire'],
        ['3', 'Band intact'],
      ],
      INTRA: 'Space between #7 and #8 closing. Overjet 3 mm',
      CONSULT: "Explained she needs to wear them full time or treatment will take longer. She said she'll try",
      TX: [
        'Removed the upper 19 by 25 NiTi',
        'Bracket #10 cleaned and rebonded',
        'Upper 19 by 25 stainless steel placed',
        'Power chain #6 to #11',
        'Lower wire left in',
        'Class 2 elastics quarter inch medium #6 to #30 and #11 to #19',
      ],
      NOTES: '15 year old came with her mom. Mom asked for after school appointments',
      NV: ['Elastic check in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cq16-us-asr-emergency-loose-band-30-recemented-gic-wire-poking-sorry-niti-orajel',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit the wire is poking him in the back on the lower right and he thinks a band is loose started two days ago sixteen year old here on his own no changes medically no allergies extraoral no swelling intraoral ulcer on the right buccal mucosa opposite the band lower wire sticking out two millimeters distal to thirty number thirty band loose cement washed out number thirty one partially erupted not banded removed lower wire band on thirty recemented with glass ionomer lower point oh one eight stainless steel sorry point oh one eight niti reinserted wire cut flush with the tube end and cinched back checked with floss and finger nothing sharp he asked if he could use orajel on the ulcer told him yes for a few days plus warm salt water rinses and wax review at his regular appointment in three weeks",
    expect: {
      CC: 'Emergency visit. Wire is poking him in the back on the lower right. He thinks a band is loose. Started 2 days ago',
      'MED HX': 'No changes medically. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Ulcer on the right buccal mucosa opposite the band. Lower wire sticking out 2 mm distal to #30',
      DENTAL: [
        ['30', 'Band loose cement washed out'],
        ['31', 'Partially erupted not banded'],
      ],
      CONSULT:
        'He asked if he could use Orajel on the ulcer. Told him yes for a few days plus warm salt water rinses and wax',
      TX: [
        'Removed lower wire',
        'Band #30 recemented with glass ionomer',
        'Lower 0.018 NiTi reinserted',
        'Wire cut flush with the tube end and cinched back',
        'Checked with floss and finger',
        'Nothing sharp',
      ],
      NOTES: '16 year old here on his own',
      'F/U': 'Review at his regular appointment in 3 weeks',
    },
  }),
  defineCase({
    id: 'cq17-us-asr-debond-lingual-retainer-22-27-scratch-that-final-pano-essix-scans',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "debond appointment sixteen year old with mom she's super excited to get her braces off healthy no meds no allergies final occlusion class one canines and molars overjet and overbite ideal midlines on all spaces closed slight gingival overgrowth around the lower incisors number eight small white spot lesion removed all brackets and bands cleaned off the adhesive with a carbide bur polished final pano roots parallel mild blunting of the upper incisor roots nothing of concern lower fixed lingual retainer twenty two to twenty seven bonded with a point oh one nine five twisted wire scratch that lower fixed lingual retainer twenty two to twenty seven bonded with a point oh one seven five twisted wire upper and lower itero scans for essix retainers final photos taken explained wear the essix full time for one month then nights forever mom asked who to call if the lingual wire breaks told her to call us right away next visit deliver essix retainers tomorrow review in three months",
    expect: {
      CC: 'Debond appointment',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Final occlusion Class 1 canines and molars. Overjet and overbite ideal. Midlines on. All spaces closed',
      PERIO: 'Slight gingival overgrowth around the lower incisors',
      DENTAL: [['8', 'Small white spot lesion']],
      RADIO: 'Final pano roots parallel. Mild blunting of the upper incisor roots. Nothing of concern',
      CONSULT:
        'Explained wear the Essix full time for 1 month then nights forever. Mom asked who to call if the lingual wire breaks. Told her to call us right away',
      TX: [
        'Removed all brackets and bands',
        'Cleaned off the adhesive with a carbide bur',
        'Polished',
        'Lower fixed lingual retainer #22 to #27 bonded with a 0.0175 twisted wire',
        'Upper and lower iTero scans for Essix retainers',
        'Final photos taken',
      ],
      NOTES: "16 year old with mom. She's super excited to get her braces off",
      NV: ['Deliver Essix retainers tomorrow'],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'cq18-us-asr-expander-check-24-turns-overcorrected-diastema-8-9-screw-tied-off',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "expander check eight year old with mom mom's been turning it once a day for twenty four turns says he's eating fine now medical history no changes extraoral nad intraoral crossbite overcorrected palatal cusps of the upper molars sitting on the buccal cusps of the lowers diastema about three millimeters between eight and nine as expected palate healthy no ulcers under the expander numbers three and fourteen bands tight letters c and h slightly mobile stopped the expansion tied off the screw with a ligature wire covered with flowable composite mom asked about the gap told her it'll close on its own over a few weeks expander stays in for six months to stabilize no more turns review in six weeks",
    expect: {
      CC: "Expander check. Mom's been turning it once a day for 24 turns. Says he's eating fine now",
      'MED HX': 'No changes',
      EXTRA: 'NAD',
      INTRA:
        'Crossbite overcorrected. Palatal cusps of the upper molars sitting on the buccal cusps of the lowers. Diastema about 3 mm between #8 and #9 as expected. Palate healthy. No ulcers under the expander',
      DENTAL: [
        ['3', 'Bands tight'],
        ['14', 'Bands tight'],
        ['C', 'Slightly mobile'],
        ['H', 'Slightly mobile'],
      ],
      CONSULT:
        "Mom asked about the gap. Told her it'll close on its own over a few weeks. Expander stays in for 6 months to stabilize. No more turns",
      TX: ['Stopped the expansion', 'Tied off the screw with a ligature wire', 'Covered with flowable composite'],
      NOTES: '8 year old with mom',
      'F/U': 'Review in 6 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. US orthodontist (Universal, typed sentences)
  defineCase({
    id: 'cq19-us-typed-sentences-adult-consult-class-ii-div-2-deep-bite-pano-ceph-plan-gp-invisalign',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for an orthodontic consultation. She has never had braces and is bothered by her crowded lower front teeth and by her upper front teeth tipping back. Medical history: no changes from the form, takes levothyroxine, allergic to latex. Extraoral: brachyfacial, strong chin, lips competent, reduced lower face height. Intraoral: Class II division 2 incisors. #8 and #9 are retroclined. Overjet is 2 mm and the overbite is 90%, impinging on the lower labial gingiva. Molars are end-on Class II bilaterally. The lower arch has 6 mm of crowding. The upper midline is coincident with the face and the lower midline is 1 mm to the right. Mild gingival recession on the lower incisors. #24 and #25 have worn incisal edges. #19 has a broken MO composite. A panoramic radiograph and a cephalometric radiograph were taken. The pano shows no pathology and all third molars are present. The ceph shows a mild Class II skeletal pattern with a low angle. Diagnosis: Class II division 2 malocclusion with deep impinging bite, lower crowding. We discussed clear aligners versus fixed braces, and the risks including root resorption and recession. She prefers aligners. Photos were taken. An iTero scan was taken for the ClinCheck. Plan: repair of #19 by her general dentist, periodontal clearance, then Invisalign Comprehensive with bite ramps on the upper incisors. Next visit: ClinCheck review in 3 weeks.',
    expect: {
      CC: 'Orthodontic consultation. She has never had braces and is bothered by her crowded lower front teeth and by her upper front teeth tipping back',
      'MED HX': 'No changes from the form, takes levothyroxine, allergic to latex',
      EXTRA: 'Brachyfacial, strong chin, lips competent, reduced lower face height',
      INTRA:
        'Class II division 2 incisors. Overjet is 2 mm and the overbite is 90%, impinging on the lower labial gingiva. Molars are end-on Class II bilaterally. Lower arch has 6 mm of crowding. Upper midline is coincident with the face and the lower midline is 1 mm to the right',
      PERIO: 'Mild gingival recession on the lower incisors',
      DENTAL: [
        ['8', 'Retroclined'],
        ['9', 'Retroclined'],
        ['24', 'Worn incisal edges'],
        ['25', 'Worn incisal edges'],
        ['19', 'Broken MO composite'],
      ],
      RADIO:
        'Panoramic radiograph and a cephalometric radiograph were taken. Pano shows no pathology and all third molars are present. Ceph shows a mild Class II skeletal pattern with a low angle',
      DX: ['Class II division 2 malocclusion with deep impinging bite', 'Lower crowding'],
      CONSULT:
        'We discussed clear aligners versus fixed braces, and the risks including root resorption and recession. She prefers aligners',
      TX: ['Photos were taken', 'iTero scan was taken for the ClinCheck'],
      'TX PLAN': [
        'Repair #19 by her general dentist',
        'Periodontal clearance',
        'Invisalign Comprehensive with bite ramps on the upper incisors',
      ],
      NV: ['ClinCheck review in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cq20-us-typed-sentences-full-bond-up-damon-bands-ultra-band-lok-13-left-off-trumpet',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for placement of full upper and lower braces. Separators were placed last week and she reports that they were sore for 2 days. Medical history: no changes, uses an albuterol inhaler as needed, no known drug allergies. Oral hygiene is good and the gingiva is healthy. #2, #15, #18 and #31 are fully erupted. #13 is still erupting. The separators were removed. Bands were fitted on #3, #14, #19 and #30. They were cemented with Ultra Band-Lok. The teeth were pumiced, etched with 37% phosphoric acid and primed. Damon Q brackets were bonded #4-#12 and #20-#29 with Transbond XT. #13 was left unbracketed until it erupts further. Upper and lower .014 Copper NiTi wires were placed and the doors were closed. Oral hygiene instruction was given with the Waterpik and a proxy brush. I went over the list of foods to avoid and how to handle a poking wire. Her mother asked whether she can still play the trumpet, and I told her she can but it will feel odd for the first couple of weeks. She was nervous at the start but did very well. Next visit: bond #13 in 8 weeks.',
    expect: {
      CC: 'Placement of full upper and lower braces. Separators were placed last week and she reports that they were sore for 2 days',
      'MED HX': 'No changes, uses an albuterol inhaler as needed, no known drug allergies',
      PERIO: 'Oral hygiene is good and the gingiva is healthy',
      DENTAL: [
        ['2', 'Fully erupted'],
        ['15', 'Fully erupted'],
        ['18', 'Fully erupted'],
        ['31', 'Fully erupted'],
        ['13', 'Still erupting'],
      ],
      CONSULT:
        'I went over the list of foods to avoid and how to handle a poking wire. Her mother asked whether she can still play the trumpet, and I told her she can but it will feel odd for the first couple of weeks',
      'TX TODAY': ['OHI'],
      TX: [
        'Separators were removed',
        'Bands were fitted #3, #14, #19, #30',
        'They were cemented with Ultra Band-Lok',
        'Teeth were pumiced',
        'Etched with 37% phosphoric acid and primed',
        'Damon Q brackets were bonded #4-#12 and #20-#29 with Transbond XT',
        '#13 was left unbracketed until it erupts further',
        'Upper and lower .014 Copper NiTi wires were placed',
        'Doors were closed',
        'Oral hygiene instruction was given with the Waterpik and a proxy brush',
      ],
      NOTES: 'She was nervous at the start but did very well',
      NV: ['Bond #13 in 8 weeks'],
    },
  }),
  defineCase({
    id: 'cq21-us-typed-sentences-month-14-adjustment-7-repositioned-016-niti-elastics-compliance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a routine adjustment, month 14 of treatment. He reports the upper left back tooth feels loose and he has been wearing his elastics at night only. Medical history: no changes, allergic to sulfa drugs. Oral hygiene is fair with plaque at the gingival margins of the lower brackets. The upper extraction spaces are closed. There is 1 mm of space remaining distal to #22 and #27. #14 has Class I mobility, which is within normal limits during tooth movement. #7 bracket is positioned too gingivally and the crown is flared. Overjet is 3 mm and the molars are Class I on the right and Class II by 2 mm on the left. The upper 19x25 stainless steel wire was removed. The #7 bracket was debonded, repositioned 0.5 mm incisally and rebonded with Transbond XT. An upper .016 NiTi was placed to level #7, and the other brackets were tied in with steel ligatures. Lower elastomeric chain #22-#27 was replaced. Class II elastics 3/16 inch 4.5 oz were continued on the left only. I explained that wearing the elastics only at night is slowing the left side correction and that we need 22 hours a day. He agreed to try harder. Next visit: 19x25 SS upper in 6 weeks.',
    expect: {
      CC: 'Routine adjustment, month 14 of treatment. He reports the upper left back tooth feels loose and he has been wearing his elastics at night only',
      'MED HX': 'No changes, allergic to sulfa drugs',
      PERIO: 'Oral hygiene is fair with plaque at the gingival margins of the lower brackets',
      INTRA:
        'Upper extraction spaces are closed. There is 1 mm of space remaining distal to #22 and #27. Overjet is 3 mm and the molars are Class I on the right and Class II by 2 mm on the left',
      DENTAL: [
        ['14', 'Class I mobility, which is within normal limits during tooth movement'],
        ['7', 'Bracket is positioned too gingivally and the crown is flared'],
      ],
      CONSULT:
        'I explained that wearing the elastics only at night is slowing the left side correction and that we need 22 hours a day. He agreed to try harder',
      TX: [
        'Upper 19x25 stainless steel wire was removed',
        '#7 bracket was debonded',
        'Repositioned 0.5 mm incisally and rebonded with Transbond XT',
        'Upper .016 NiTi was placed to level #7',
        'Other brackets were tied in with steel ligatures',
        'Lower elastomeric chain #22-#27 was replaced',
        'Class II elastics 3/16 inch 4.5 oz were continued on the left only',
      ],
      NV: ['19x25 SS upper in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cq22-us-typed-sentences-appends-debond-lingual-retainers-hawley-impressions-19-b-lesion-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for removal of braces after 22 months of treatment. She has prom next week. Medical history: no changes, no known drug allergies. The final occlusion is Class I with ideal overjet and overbite, and the midlines are coincident. All brackets and bands were removed with debonding pliers. Residual adhesive was removed with a 12-fluted carbide bur and the teeth were polished with pumice. #7 and #10 have mild decalcification at the gingival third. #19 has a small buccal carious lesion at the band margin. Fixed lingual retainers were bonded #6-#11 and #22-#27 with .0195 twisted wire and flowable composite. Upper and lower alginate impressions were taken for Hawley retainers. Final photos were taken. A final pano shows good root parallelism and no resorption. She is very happy with her smile. I explained that she should wear the Hawleys at night indefinitely and that the fixed retainers need careful flossing. Plan: referral to her general dentist to restore #19. We will see her for a retention check in 3 months. Next visit: Hawley delivery in 1 week.',
    appends: ['Add to notes: she brought cupcakes for the team.', 'Change 1 week to 2 days.'],
    expect: {
      CC: 'Removal of braces after 22 months of treatment. She has prom next week',
      'MED HX': 'No changes, no known drug allergies',
      INTRA: 'Final occlusion is Class I with ideal overjet and overbite, and the midlines are coincident',
      DENTAL: [
        ['7', 'Mild decalcification at the gingival third'],
        ['10', 'Mild decalcification at the gingival third'],
        ['19', 'Small B carious lesion at the band margin'],
      ],
      RADIO: 'Final pano shows good root parallelism and no resorption',
      CONSULT:
        'I explained that she should wear the Hawleys at night indefinitely and that the fixed retainers need careful flossing',
      'TX TODAY': ['Impressions'],
      TX: [
        'All brackets and bands were removed with debonding pliers',
        'Residual adhesive was removed with a 12-fluted carbide bur',
        'Teeth were polished with pumice',
        'Fixed lingual retainers were bonded #6-#11 and #22-#27 with .0195 twisted wire and flowable composite',
        'Upper and lower alginate impressions were taken for Hawley retainers',
        'Final photos were taken',
      ],
      'TX PLAN': ['Referral to her general dentist to restore #19'],
      NOTES: 'She is very happy with her smile. She brought cupcakes for the team',
      NV: ['Hawley delivery in 2 days'],
      'F/U': 'We will see her for a retention check in 3 months',
    },
  }),
  defineCase({
    id: 'cq23-us-typed-sentences-banded-herbst-delivery-ketac-cem-shims-tmj-click-letters-a-j',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for delivery of a banded Herbst appliance. He has been complaining that his jaw clicks when he opens wide. He is 12 and came with his father. Medical history: ADHD, takes methylphenidate, no known drug allergies. Extraoral: convex profile with a retrusive mandible, mild clicking of the left TMJ on wide opening, no pain or deviation. Intraoral: overjet 9 mm, overbite 60%, full cusp Class II molars bilaterally. #4 and #13 are erupting. #A and #J are retained. The separators were removed. The Herbst was tried in and the fit was good. The bands on #3, #14, #19 and #30 were cemented with Ketac Cem. The mandible was advanced 4 mm with shims to an edge-to-edge incisor position. The occlusion was checked and the screws were tightened and sealed with flowable composite. I showed him how to open and close without disengaging the arms. His father asked if the clicking will get worse; I explained that the Herbst does not usually make the joint worse and we will monitor it. He was a little overwhelmed but did well. Next visit: Herbst check in 6 weeks.',
    expect: {
      CC: 'Delivery of a banded Herbst appliance. He has been complaining that his jaw clicks when he opens wide',
      'MED HX': 'ADHD, takes methylphenidate, no known drug allergies',
      EXTRA:
        'Convex profile with a retrusive mandible, mild clicking of the left TMJ on wide opening, no pain or deviation',
      INTRA: 'Overjet 9 mm, overbite 60%, full cusp Class II molars bilaterally',
      DENTAL: [
        ['4', 'Erupting'],
        ['13', 'Erupting'],
        ['A', 'Retained'],
        ['J', 'Retained'],
      ],
      CONSULT:
        'I showed him how to open and close without disengaging the arms. His father asked if the clicking will get worse; I explained that the Herbst does not usually make the joint worse and we will monitor it',
      TX: [
        'Separators were removed',
        'Herbst was tried in',
        'Fit was good',
        'Bands #3, #14, #19, #30 were cemented with Ketac Cem',
        'Mandible was advanced 4 mm with shims to an edge-to-edge incisor position',
        'Occlusion was checked',
        'Screws were tightened and sealed with flowable composite',
      ],
      NOTES: 'He is 12 and came with his father. He was a little overwhelmed but did well',
      NV: ['Herbst check in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cq24-us-typed-sentences-12-month-retention-check-pregnant-25-pad-rebonded-essix-scan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a 12-month retention check. She noticed the lower wire felt loose on one tooth about a week ago. Medical history: no changes, pregnant 20 weeks, no known drug allergies. The gingiva is mildly inflamed, consistent with pregnancy gingivitis. The lower fixed retainer wire #22-#27 is intact. #25 has a debonded composite pad, with no movement of the tooth. The upper Essix retainer is cracked over #3 and fits loosely. The occlusion is otherwise stable. The wire and #25 were cleaned with pumice. #25 was etched. The pad was rebonded with flowable composite. I checked the repair with floss. An iTero scan of the upper arch was taken for a new Essix retainer. I reviewed flossing with a floss threader. She asked if dental X-rays are safe during pregnancy; I told her we did not need any today. She asked whether pregnancy can make her teeth move, and I explained that the hormones can make teeth slightly more mobile, so she should keep wearing her retainers every night. Next visit: deliver upper Essix in 2 weeks. We will see her for a retention check in 1 year.',
    expect: {
      CC: '12-month retention check. She noticed the lower wire felt loose on one tooth about a week ago',
      'MED HX': 'No changes, pregnant 20 weeks, no known drug allergies',
      PERIO: 'Gingiva is mildly inflamed, consistent with pregnancy gingivitis',
      INTRA:
        'Lower fixed retainer wire #22-#27 is intact. Upper Essix retainer is cracked over #3 and fits loosely. Occlusion is otherwise stable',
      DENTAL: [['25', 'Debonded composite pad, with no movement of the tooth']],
      CONSULT:
        'She asked if dental X-rays are safe during pregnancy; I told her we did not need any today. She asked whether pregnancy can make her teeth move, and I explained that the hormones can make teeth slightly more mobile, so she should keep wearing her retainers every night',
      TX: [
        'Wire and #25 were cleaned with pumice',
        '#25 was etched',
        'Pad was rebonded with flowable composite',
        'I checked the repair with floss',
        'iTero scan of the upper arch was taken for a new Essix retainer',
        'I reviewed flossing with a floss threader',
      ],
      NV: ['Deliver upper Essix in 2 weeks'],
      'F/U': 'We will see her for a retention check in 1 year',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist doing some orthodontics (FDI, mixed)
  defineCase({
    id: 'cq25-uk-typed-fdi-child-recall-ortho-screen-cl-ii-1-iotn-4d-13-buccal-referral-plan-xla-55',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam, 12 y/o w/ mum. Mum worried about his sticking out teeth. MH: fit and well, NKDA. EO: NAD, lips incompetent at rest. IO: soft tissues NAD. Ortho screen: Cl II/1 incisors, OJ 7 mm, OB increased, complete. Upper arch moderately crowded, lower mildly. Centrelines OK. BPE 1 1 1 / 1 1 1 (index teeth). 36, 46 FS intact. 55 retained, 15 palpable buccally. 13 buccally excluded. Dx: Cl II/1 malocclusion, IOTN 4d. Discussed referral for NHS ortho assessment, mum keen. Explained waiting list approx 12-18 months locally. FV 22,600ppm applied. OHI. Plan: refer to specialist orthodontist for assessment, XLA 55 if 15 still unerupted at next recall. Recall 6/12.',
    expect: {
      CC: 'Recall exam. Mum worried about his sticking out teeth',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD, lips incompetent at rest',
      INTRA:
        'Soft tissues NAD. Ortho screen: Cl II/1 incisors, OJ 7 mm, OB increased, complete. Upper arch moderately crowded, lower mildly. Centrelines OK',
      PERIO: 'BPE 1 1 1 / 1 1 1 (index teeth)',
      DENTAL: [
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['55', 'Retained'],
        ['15', 'Palpable buccally'],
        ['13', 'Buccally excluded'],
      ],
      DX: ['Cl II/1 malocclusion', 'IOTN 4d'],
      CONSULT: 'Discussed referral for NHS ortho assessment, mum keen. Explained waiting list approx 12-18 months locally',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['FV 22,600ppm applied', 'OHI'],
      'TX PLAN': ['Refer to specialist orthodontist for assessment', 'Extraction 55 if 15 still unerupted at next recall'],
      NOTES: '12 y/o w/ mum',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cq26-uk-asr-fdi-invisalign-go-review-ipr-attachment-22-replaced-34-sorry-33-coffee',
    style: 'UK',
    asr: true,
    transcript:
      "invisalign go review she's on aligner six of twenty says it's going well apart from the lower ones feeling tight for a day when she changes them medical history no changes on the pill no allergies soft tissues healthy aligners fitting well no gaps at the incisal edges tracking good on the upper two two attachment missing one two and one three attachments intact three four slightly behind sorry three three slightly behind the aligner ipr point two millimetres lower incisors with strips as per clincheck attachment two two replaced with composite using the template checked fit of aligner seven she asked if she can drink coffee with them in told her to take them out for coffee and brush before putting them back issued aligners seven to ten to change every ten days review in six weeks",
    expect: {
      CC: "Invisalign Go review. She's on aligner 6 of 20. Says it's going well apart from the lower ones feeling tight for a day when she changes them",
      'MED HX': 'No changes. On the pill. No allergies',
      INTRA: 'Soft tissues healthy. Aligners fitting well. No gaps at the incisal edges. Tracking good on the upper',
      DENTAL: [
        ['22', 'Attachment missing'],
        ['12', 'Attachments intact'],
        ['13', 'Attachments intact'],
        ['33', 'Slightly behind the aligner'],
      ],
      CONSULT:
        'She asked if she can drink coffee with them in. Told her to take them out for coffee and brush before putting them back',
      TX: [
        'IPR 0.2 mm lower incisors with strips as per ClinCheck',
        'Attachment 22 replaced with composite using the template',
        'Checked fit of aligner 7',
        'Issued aligners 7 to 10 to change every 10 days',
      ],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'cq27-uk-typed-fdi-emergency-bonded-retainer-42-repair-essix-impressions-relapse-41-costs',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Lower bonded retainer came loose 2 days ago, ortho finished 3 yrs ago elsewhere. Lost upper Essix on holiday last month. MH: no change, NKDA. 42 retainer pad debonded, wire intact, not distorted. 41 slightly rotated MB. Upper: mild spacing developing between 11 and 21 (approx 0.5 mm). BPE 1 1 1 / 2 1 1, calculus on lingual of lower anteriors behind retainer. Dx: debonded bonded retainer 42, early relapse 41. Discussed repair today vs replacement of the full retainer; pt wants repair. Calculus removed from retainer area with hand scaler. 42 pumiced, etched, bonded, pad rebonded w/ flowable composite (G-aenial Flo). Floss check OK. Upper + lower alginate impressions for Essix retainers. OHI: Superfloss under retainer. Cost: repair £60, Essix £120 pair, pt happy. NV fit Essix retainers in 1/52.',
    expect: {
      CC: 'Emergency. Lower bonded retainer came loose 2 days ago, ortho finished 3 yrs ago elsewhere. Lost upper Essix on holiday last month',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['42', 'Retainer pad debonded, wire intact, not distorted'],
        ['41', 'Slightly rotated MB'],
      ],
      INTRA: 'Upper: mild spacing developing between 11 and 21 (approx 0.5 mm)',
      PERIO: 'BPE 1 1 1 / 2 1 1, calculus on lingual of lower anteriors behind retainer',
      DX: ['Debonded bonded retainer 42', 'Early relapse 41'],
      CONSULT:
        'Discussed repair today vs replacement of the full retainer; pt wants repair. Cost: repair £60, Essix £120 pair, pt happy',
      'TX TODAY': ['Impressions', 'OHI'],
      TX: [
        'Calculus removed from retainer area with hand scaler',
        '42 pumiced',
        'Etched',
        'Bonded',
        'Pad rebonded w/ flowable composite (G-aenial Flo)',
        'Floss check OK',
        'Upper + lower alginate impressions for Essix retainers',
        'OHI: Superfloss under retainer',
      ],
      NV: ['Fit Essix retainers in 1 week'],
    },
  }),
  defineCase({
    id: 'cq28-uk-asr-fdi-appends-orthodontic-extractions-14-24-sorry-for-orthodontist-nervous',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the orthodontic extractions upper fours as requested by the orthodontist thirteen year old with mum she's very nervous medical history fit and well no allergies extra oral nad intra oral soft tissues healthy one four and two four sound fully erupted one three and two three erupting buccally mum signed the consent form topical first then la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration one four and two four extracted one four and two five sorry two four with upper premolar forceps roots complete haemostasis achieved with gauze post op instructions given to mum and a written sheet she did really well in the end mum asked when the braces go on told her the orthodontist will see her in about four weeks review if any problems",
    appends: ['add to notes letter sent to the orthodontist confirming the extractions', 'change four weeks to six weeks'],
    expect: {
      CC: 'Orthodontic extractions upper fours as requested by the orthodontist',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['14', 'Sound fully erupted'],
        ['24', 'Sound fully erupted'],
        ['13', 'Erupting buccally'],
        ['23', 'Erupting buccally'],
      ],
      CONSENT: 'Mum signed the consent form',
      CONSULT: 'Mum asked when the braces go on. Told her the orthodontist will see her in about 6 weeks',
      'TX TODAY': ['Extraction 14, 24'],
      TX: [
        'Topical first',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 14, 24',
        'Extracted 14, 24 with upper premolar forceps',
        'Roots complete',
        'Haemostasis achieved with gauze',
        'Post-op instructions given to mum and a written sheet',
      ],
      NOTES:
        "13 year old with mum. She's very nervous. She did really well in the end. Letter sent to the orthodontist confirming the extractions",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'cq29-uk-typed-fdi-exam-patient-in-fixed-appliances-decalcification-12-22-fv-duraphat-5000',
    style: 'UK',
    asr: false,
    transcript:
      "Routine exam. 15 y/o. Bleeding when brushing since braces fitted 12 months ago (under orthodontist). MH: fit and well, NKDA. EO NAD. IO: soft tissues NAD, small ulcer L buccal mucosa from 27 tube. BPE 2 2 2 / 2 2 2 (calculus and plaque around brackets), generalised gingivitis, hyperplastic papillae lower anteriors. 12 and 22 early decalcification around brackets. 36 O composite sound. 46 FS intact. BWs x2: no caries, bone levels normal. Dx: plaque-induced gingivitis, early decalcification 12 and 22. OHI: single-tufted brush + TePe size 1 around brackets + electric brush. Scaled lower anteriors. FV 22,600ppm applied. Rx Duraphat 5000 toothpaste to use at night. Advised spit don't rinse. Diet advice re: daily energy drinks. Recall 3/12.",
    expect: {
      CC: 'Routine exam. Bleeding when brushing since braces fitted 12 months ago (under orthodontist)',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, small ulcer L buccal mucosa from 27 tube',
      PERIO:
        'BPE 2 2 2 / 2 2 2 (calculus and plaque around brackets), generalised gingivitis, hyperplastic papillae lower anteriors',
      DENTAL: [
        ['12', 'Early decalcification around brackets'],
        ['22', 'Early decalcification around brackets'],
        ['36', 'O composite sound'],
        ['46', 'FS intact'],
      ],
      RADIO: 'BWs x2: no caries, bone levels normal',
      DX: ['Plaque-induced gingivitis', 'Early decalcification 12, 22'],
      CONSULT: "Advised spit don't rinse. Diet advice re: daily energy drinks",
      'TX TODAY': ['OHI', 'Fluoride varnish'],
      TX: [
        'OHI: single-tufted brush + TePe size 1 around brackets + electric brush',
        'Scaled lower anteriors',
        'FV 22,600ppm applied',
        'Rx Duraphat 5000 toothpaste to use at night',
      ],
      NOTES: '15 y/o',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cq30-uk-asr-fdi-short-term-ortho-debond-bonded-retainer-12-22-sorry-bur-scratch-that-essix',
    style: 'UK',
    asr: true,
    transcript:
      "in for removal of her upper brace short term ortho on the upper front teeth finished after seven months medical history no changes no allergies extra oral nad upper incisors aligned well small black triangle between one one and two one patient happy with it lower arch not treated four one and three one still slightly crowded as expected removed the clear brackets one four to two four adhesive removed with a white stone sorry with a tungsten carbide bur teeth polished bonded retainer one two to two two with a braided wire and flowable composite floss threaded and checked upper and lower impressions for essix retainers photos taken explained essix every night for six months scratch that explained essix every night for life she asked if the black triangle can be fixed discussed composite bonding to close it she'll think about it next visit fit essix retainers in one week",
    expect: {
      CC: 'Removal of her upper brace. Short term ortho on the upper front teeth finished after 7 months',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Upper incisors aligned well. Small black triangle between 11 and 21. Lower arch not treated',
      DENTAL: [
        ['41', 'Still slightly crowded as expected'],
        ['31', 'Still slightly crowded as expected'],
      ],
      CONSULT:
        "Explained Essix every night for life. She asked if the black triangle can be fixed. Discussed composite bonding to close it. She'll think about it",
      'TX TODAY': ['Impressions'],
      TX: [
        'Removed the clear brackets 14 to 24',
        'Adhesive removed with a tungsten carbide bur',
        'Teeth polished',
        'Bonded retainer 12 to 22 with a braided wire and flowable composite',
        'Floss threaded and checked',
        'Upper and lower impressions for Essix retainers',
        'Photos taken',
      ],
      NOTES: 'Patient happy with it',
      NV: ['Fit Essix retainers in 1 week'],
    },
  }),
];
