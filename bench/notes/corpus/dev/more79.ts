// A seventy-ninth development batch (ids cc01–cc30), written blind from the contract, case.ts, the dental reference and
// more56 / more58 as format examples by a helper that had not seen the engine or any held-out split; every case was
// labelled before any check was run. Its theme is dictation with NO section words at all: the clinician just talks
// through the visit in order ("she's been getting pain on the upper right when she bites for about a week …") and every
// field has to be found from its content alone: the story of why the patient came, what they take and are allergic to,
// what was seen on the face, in the mouth, on the gums and on each tooth, what the x-rays showed, what it is, what was
// talked about and agreed, what was done, what is planned, when to come back, and remarks about the patient woven in.
// Everyday visits at six practices, five visits each:
//   cc01–cc05 a UK general dentist (FDI): an emergency cracked cusp with no treatment (recogniser), a check-up with
//     short charting and scale and polish (typed), a lower wisdom tooth extraction in a patient on warfarin (recogniser,
//     appended dictation), a very short lost filling with a temporary dressing (recogniser), the obturation visit of a
//     root canal (typed, appended dictation);
//   cc06–cc10 a UK dentist who says Palmer words (Palmer; cc06, cc08, cc10 recogniser-style, cc07, cc09 typed UR4
//     shorthand): a check-up with sensitivity and Duraphat, a crown fit, a child's primary molar extraction for an
//     abscess, a very short denture ease, a DO composite with a nurse aside (appended dictation);
//   cc11–cc15 a UK family dentist (FDI; cc11, cc13, cc15 recogniser-style, cc12, cc14 typed): a child's check-up with
//     fissure sealants, a new periodontitis patient who smokes, a child's crown fracture after a scooter fall (appended
//     dictation), a private crown preparation, a long new-patient examination with whitening questions;
//   cc16–cc20 a US general dentist (Universal; cc16, cc18, cc20 recogniser-style, cc17, cc19 typed): an emergency
//     pulpectomy, two composites in one visit, a cleaning and checkup with recurrent decay (appended dictation), a very
//     short crown recementation, a first scaling and root planing visit with "scratch that";
//   cc21–cc25 a US pediatric practice (Universal with primary letters; cc21, cc23, cc24 recogniser-style, cc22, cc25
//     typed): a six-year-old's checkup, a pulpotomy and SSC, a retained lower primary incisor extracted, two fillings
//     under nitrous, a teenager with braces;
//   cc26–cc30 a US general dentist (Universal, all recogniser-style): pericoronitis with irrigation and a referral, the
//     obturation visit of a root canal, a very short chipped incisor smoothed, a long new-patient comprehensive exam
//     with a treatment plan, a crown seat.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in cc21–cc24); 20 recogniser-style (lower case, number
// words, no punctuation, "sorry" / "I mean" / "scratch that" corrections, one nurse aside) and 10 typed (cc02, cc05,
// cc07, cc09, cc12, cc14, cc17, cc19, cc22, cc25); 27 to 225 words (four of 30 words or fewer: cc04, cc09, cc19,
// cc28; most 75 to 180; two over 200: cc15, cc29); five cases with appended dictation (cc03 "add to notes …"; cc05 typed
// "Add to treatment: …"; cc10 "add to notes …" / "recall nine months"; cc13 "add to notes …"; cc18 "add to chart …" /
// "recall six months"). DENTAL in 29 cases (not cc09).
//
// Judgement calls where the contract was silent:
// - With no section words, each clause goes to the field its content names: the story of the visit's reason is CC;
//   conditions, medicines, allergies, smoking, alcohol and vaccinations are MED HX; face, neck, lymph nodes, TMJ / jaw
//   joints, mouth opening and a head and neck exam are EXTRA; soft tissues, cheeks, tongue, floor of mouth, an oral
//   cancer screening, ulcers, a cut inside the lip, tissue over a tooth and a region with no tooth number ("upper front
//   teeth yellow staining") are INTRA; gums, plaque, calculus, bleeding, pockets, BPE / PSR and gum around a temporary
//   are PERIO; a radiograph taken (or not needed) and what it showed is RADIO ("took a PA of 16 …", "full mouth series
//   taken …", "final PA all 4 canals filled to length", "no x-rays needed"); tooth findings from the examination are
//   DENTAL, tooth findings in the radiograph report stay in RADIO only.
// - A bare diagnosis said after the findings ("early decay 75", "caries 47", "pericoronitis number thirty two") is DX,
//   and so is one led in by "so it's" / "it's": the lead-in only says what follows, like the opening link words of a
//   chart condition, and goes ("so it's a cracked tooth one six" → "Cracked tooth 16").
// - "Coming back for / to …", "he'll come back for …", "we'll see her for …" and typed "Back for …" only introduce
//   the next appointment, as "next visit" does, and go; the NV item is the procedure (table names) with its interval
//   ("she's coming back to finish the root canal in two weeks" → "Finish RCT in 2 weeks"). A bare procedure with an
//   interval ending a typed note ("Crown prep 46 in 4/52.", "6-point pocket chart + RSD UR in 2/52.") is NV too.
// - "She'll need …" introducing later treatment goes as "plan to" does ("she'll need a crown on fourteen after that" →
//   TX PLAN "Crown #14 after that"); a list of treatment after "went over the treatment he needs" is TX PLAN, the
//   sentence itself CONSULT; typed "RSD all 4 quads under LA over 4 visits." is TX PLAN. A referral (to oral surgery, to
//   a stop smoking service) is TX PLAN.
// - Recall, check-up and review phrasings ("see her in 6 months", "check up in 6 months", "back in 3 months for
//   fluoride and a checkup", "check him again at his next routine visit", "call if the swelling gets worse …") are
//   F/U and kept whole, as F/U has no header words.
// - Advice given after treatment without "advised" ("soft diet for a week and a soft toothbrush", "warm salt water
//   rinses", "no eating for an hour", "Avoid sticky foods."), fees ("no charge", "gave her the price list") and the
//   patient's or parent's decision ("she was happy with that", "he's fine with it", "mom will supervise") are CONSULT;
//   remarks about the patient ("he was very calm", "Pt happy", "Comfortable on leaving.", "she loves it", "we took
//   breaks") are NOTES, with a child's age and who came with them (as more58).
// - Titles: "covered the exposed dentine 11 with glass ionomer" is a material something is done with, no GIC title (TX
//   TODAY empty in cc13); "Denture eased at flange" is "Denture adjustment"; "irrigated under the flap" is
//   "Irrigation"; "Recemented crown #8" is "Crown recement #8"; "SSC #L size 4 cemented with Ketac" is "SSC #L";
//   "cemented the crown on nineteen" is "Crown fit #19"; "Duraphat varnish lower left five" is "Fluoride varnish LL5";
//   "scaling and root planing" is "SRP" (also in NV); "PVS impressions" → "Impressions", "Temp crown Protemp" →
//   "Temporary crown"; "Crown fit UR4" takes its title from the CC (TX says only "Cemented with …", as more58 bh03).
//   "Showed her how to use interdental brushes", "Reviewed brushing around brackets", "supragingival scale", nitrous
//   oxide, "smoothed it and polished" and a core buildup are steps with no title.
// - Fissure sealants in the chart keep their words ("Occlusal fissure sealant partly lost", "Occlusal sealant intact"),
//   as more58 bh05; "sealants" said alone stays as said in NV.
// - "Stage two" is written "stage 2" (numbers are digits); a typed "stage III" is kept as typed.
// - "X sorry Y" where Y repeats X's first word replaces the whole phrase ("allergic to elastoplast sorry allergic to
//   sticking plasters", "deep distal caries sorry deep mesial caries"); "for four days sorry five days" → "for 5 days";
//   "shade a two I mean a one" → "Shade A1".
// - "Letter" before a primary tooth goes as "number" does (as more58); "a one c" → "A1c"; "pano" stays as said.
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "Add to treatment: …" adds TX items
//   at the end, and a bare "recall …" sets F/U (the notes had none).
import { defineCase, type NotesCase } from '../case.ts';

export const more79Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'cc01-uk-asr-fdi-emergency-no-headers-cracked-cusp-16-crown-after-holiday',
    style: 'UK',
    asr: true,
    transcript:
      "she's been getting pain on the upper right when she bites for about a week worse with cold drinks nothing at night she's on amlodipine for her blood pressure and she's allergic to penicillin no facial swelling nodes not palpable soft tissues all fine one six has a large mesial occlusal distal amalgam crack line across the palatal cusp pain when she bites on the palatal cusp not tender to percussion normal response to cold one seven sound took a pa of one six no periapical changes no caries under the filling so it's a cracked tooth one six told her the cusp could break off she'd like a crown but wants to wait until after her holiday she's coming back for the crown prep on one six in three weeks",
    expect: {
      CC: "She's been getting pain on the upper right when she bites for about a week. Worse with cold drinks. Nothing at night",
      'MED HX': "She's on amlodipine for her blood pressure. She's allergic to penicillin",
      EXTRA: 'No facial swelling. Nodes not palpable',
      INTRA: 'Soft tissues all fine',
      DENTAL: [
        [
          '16',
          'Large MOD amalgam crack line across the P cusp pain when she bites on the P cusp not tender to percussion normal response to cold',
        ],
        ['17', 'Sound'],
      ],
      RADIO: 'Took a PA of 16. No periapical changes. No caries under the filling',
      DX: ['Cracked tooth 16'],
      CONSULT: "Told her the cusp could break off. She'd like a crown but wants to wait until after her holiday",
      NV: ['Crown prep 16 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cc02-uk-typed-fdi-check-up-no-headers-47-do-caries-s-and-p-back-for-composite',
    style: 'UK',
    asr: false,
    transcript:
      'Routine check-up, no problems. Still on atorvastatin, no allergies. Doesn\'t smoke. Head and neck fine. Mouth healthy, no ulcers. BPE 1 1 1 / 1 1 2. 36 MO amalgam, sound. 46 O composite, sound. 47 DO caries, small. 2 BWs: 47 D caries into dentine, nothing else. Caries 47. Explained options, pt wants a white filling. S&P and OHI. Just back from Spain, very chatty. Back for DO composite 47 in 2/52. Recall 9/12.',
    expect: {
      CC: 'Routine check-up, no problems',
      'MED HX': "Still on atorvastatin, no allergies. Doesn't smoke",
      EXTRA: 'Head and neck fine',
      INTRA: 'Mouth healthy, no ulcers',
      PERIO: 'BPE 1 1 1 / 1 1 2',
      DENTAL: [
        ['36', 'MO amalgam, sound'],
        ['46', 'O composite, sound'],
        ['47', 'DO caries, small'],
      ],
      RADIO: '2 BWs: 47 D caries into dentine, nothing else',
      DX: ['Caries 47'],
      CONSULT: 'Explained options, pt wants a white filling',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      NOTES: 'Just back from Spain, very chatty',
      NV: ['DO composite 47 in 2 weeks'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'cc03-uk-asr-fdi-no-headers-extraction-38-warfarin-inr-opg-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "he's had a broken lower left back tooth for months it's started to ache the last few days he wants it out he takes warfarin for atrial fibrillation inr was two point four yesterday no allergies smokes about ten a day no swelling of the face mouth otherwise healthy three eight grossly carious just roots left not mobile slightly tender to percussion three seven disto occlusal composite sound took an opg to see the roots of three eight close to the canal but not touching it periapical area on the distal root he knows the options and just wants it out went through the risks including numbness of the lip and tongue written consent signed two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine four percent buccal infiltration three eight extracted three eight with luxator and forceps roots complete socket packed with surgicel two sutures haemostasis fine post op instructions verbal and written advised paracetamol for pain not ibuprofen because of the warfarin he was very calm review in one week for the sutures",
    appends: ['add to notes his daughter is driving him home'],
    expect: {
      CC: "He's had a broken lower left back tooth for months. It's started to ache the last few days. He wants it out",
      'MED HX': 'He takes warfarin for atrial fibrillation. INR was 2.4 yesterday. No allergies. Smokes about 10 a day',
      EXTRA: 'No swelling of the face',
      INTRA: 'Mouth otherwise healthy',
      DENTAL: [
        ['38', 'Grossly carious just roots left not mobile slightly tender to percussion'],
        ['37', 'DO composite sound'],
      ],
      RADIO:
        'Took an OPG to see the roots of 38. Close to the canal but not touching it. Periapical area on the distal root',
      CONSULT:
        'He knows the options and just wants it out. Went through the risks including numbness of the lip and tongue. Advised paracetamol for pain not ibuprofen because of the warfarin',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction 38'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4%, buccal infiltration 38',
        'Extracted 38 with luxator and forceps',
        'Roots complete',
        'Socket packed with Surgicel',
        '2 sutures',
        'Haemostasis fine',
        'Post-op instructions verbal and written',
      ],
      NOTES: 'He was very calm. His daughter is driving him home',
      'F/U': 'Review in 1 week for the sutures',
    },
  }),
  defineCase({
    id: 'cc04-uk-asr-fdi-very-short-lost-filling-46-temporary-dressing',
    style: 'UK',
    asr: true,
    transcript:
      'lost a filling lower right no pain fit and well four six distal amalgam gone temporary dressing four six coming back for a distal composite on four six',
    expect: {
      CC: 'Lost a filling lower right. No pain',
      'MED HX': 'Fit and well',
      DENTAL: [['46', 'D amalgam gone']],
      'TX TODAY': ['Temporary dressing 46'],
      TX: ['Temporary dressing 46'],
      NV: ['D composite 46'],
    },
  }),
  defineCase({
    id: 'cc05-uk-typed-fdi-no-headers-obturation-46-post-op-pa-gold-crown-appends-treatment',
    style: 'UK',
    asr: false,
    transcript:
      "Second visit RCT 46. Comfortable since the last visit, no swelling. Metformin for type 2 diabetes, NKDA. 46 temp intact, not TTP, no sinus. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right. Rubber dam. Temp removed, CaOH washed out with hypochlorite. 4 canals, WL confirmed with apex locator. Obturated 46 with warm vertical GP and AH Plus. Post-op PA: good fill, all 4 canals to length. Vitrebond and amalgam core. Told him the tooth needs a crown to stop it splitting; he'd like gold. Really pleased it didn't hurt. Crown prep 46 in 4/52.",
    appends: ['Add to treatment: occlusion checked, POIG.'],
    expect: {
      CC: 'Second visit RCT 46. Comfortable since the last visit, no swelling',
      'MED HX': 'Metformin for type 2 diabetes, NKDA',
      DENTAL: [['46', 'Temp intact, not TTP, no sinus']],
      RADIO: 'Post-op PA: good fill, all 4 canals to length',
      CONSULT: "Told him the tooth needs a crown to stop it splitting; he'd like gold",
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'Rubber dam',
        'Temp removed',
        'CaOH washed out with hypochlorite',
        '4 canals',
        'WL confirmed with apex locator',
        'Obturated 46 with warm vertical GP and AH Plus',
        'Vitrebond and amalgam core',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: "Really pleased it didn't hurt",
      NV: ['Crown prep 46 in 4 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'cc06-uk-asr-palmer-check-up-no-headers-ll5-abrasion-sensitivity-duraphat-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "six month check up she's had a bit of sensitivity on the lower left with cold drinks for a couple of months no changes to her health still on levothyroxine allergic to latex doesn't smoke drinks a glass of wine at weekends lymph nodes fine tmj fine cheeks tongue and floor of mouth all healthy gums bleed a little on the lower front bpe one two one two two one upper right six occlusal amalgam sound upper left six crown margins fine lower left six mesial occlusal sorry disto occlusal composite sound lower left five buccal cervical abrasion sensitive to air lower right seven occlusal fissure sealant partly lost upper right eight and upper left eight missing two bitewings no caries bone levels fine it's dentine hypersensitivity lower left five she asked if she needs a filling there I said not yet we'll try sensodyne and a softer brush first she was happy with that scale and polish showed her how to use interdental brushes the pink ones duraphat varnish lower left five see her in six months",
    expect: {
      CC: "6 month check up. She's had a bit of sensitivity on the lower left with cold drinks for a couple of months",
      'MED HX':
        "No changes to her health. Still on levothyroxine. Allergic to latex. Doesn't smoke. Drinks a glass of wine at weekends",
      EXTRA: 'Lymph nodes fine. TMJ fine',
      INTRA: 'Cheeks tongue and floor of mouth all healthy',
      PERIO: 'Gums bleed a little on the lower front. BPE 1 2 1 / 2 2 1',
      DENTAL: [
        ['UR6', 'O amalgam sound'],
        ['UL6', 'Crown margins fine'],
        ['LL6', 'DO composite sound'],
        ['LL5', 'B cervical abrasion sensitive to air'],
        ['LR7', 'Occlusal fissure sealant partly lost'],
        ['UR8', 'Missing'],
        ['UL8', 'Missing'],
      ],
      RADIO: '2 bitewings. No caries. Bone levels fine',
      DX: ['Dentine hypersensitivity LL5'],
      CONSULT:
        "She asked if she needs a filling there. I said not yet. We'll try Sensodyne and a softer brush first. She was happy with that",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish LL5'],
      TX: ['Scale and polish', 'Showed her how to use interdental brushes the pink ones', 'Duraphat varnish LL5'],
      'F/U': 'See her in 6 months',
    },
  }),
  defineCase({
    id: 'cc07-uk-typed-palmer-crown-fit-ur4-no-headers-title-from-cc-whitening-leaflet',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Crown fit UR4. Temp fell out at the weekend, no pain. No change in health, NKDA. UR4 prep clean, no sensitivity. Crown tried in, contacts good, margins sealed. Shade blends well, pt happy. Cemented with RelyX Unicem, excess cleared, floss passes. Occlusion checked in ICP and lateral. POIG. Pt asked about whitening her lower teeth, gave leaflet and price. Routine recall due in 3/12.',
    expect: {
      CC: 'Crown fit UR4. Temp fell out at the weekend, no pain',
      'MED HX': 'No change in health, NKDA',
      DENTAL: [['UR4', 'Prep clean, no sensitivity']],
      CONSULT: 'Pt asked about whitening her lower teeth, gave leaflet and price',
      'TX TODAY': ['Crown fit UR4'],
      TX: [
        'Crown tried in',
        'Contacts good',
        'Margins sealed',
        'Shade blends well',
        'Cemented with RelyX Unicem',
        'Excess cleared',
        'Floss passes',
        'Occlusion checked in ICP and lateral',
        'POIG',
      ],
      NOTES: 'Pt happy',
      'F/U': 'Routine recall due in 3 months',
    },
  }),
  defineCase({
    id: 'cc08-uk-asr-palmer-child-gum-boil-lrd-extraction-bitewing-furcation-stickers',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old with mum he's had a gum boil on the lower right for a week not bothering him much healthy boy no medicines no allergies no swelling of the face lower right d large disto occlusal cavity sinus on the buccal gum grade one mobile lower right e and lower right six sound took a bitewing on the right lower right d radiolucency in the furcation lower right e no caries chronic abscess lower right d explained to mum it needs to come out she agreed topical then one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right d extracted lower right d with forceps roots complete bit on gauze mum given post op instructions he was amazing got two stickers check him again at his next routine visit",
    expect: {
      CC: "He's had a gum boil on the lower right for a week. Not bothering him much",
      'MED HX': 'Healthy boy. No medicines. No allergies',
      EXTRA: 'No swelling of the face',
      DENTAL: [
        ['LRD', 'Large DO cavity sinus on the buccal gum grade 1 mobile'],
        ['LRE', 'Sound'],
        ['LR6', 'Sound'],
      ],
      RADIO: 'Took a bitewing on the right. LRD radiolucency in the furcation. LRE no caries',
      DX: ['Chronic abscess LRD'],
      CONSULT: 'Explained to mum it needs to come out. She agreed',
      'TX TODAY': ['Extraction LRD'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRD',
        'Extracted LRD with forceps',
        'Roots complete',
        'Bit on gauze',
        'Mum given post-op instructions',
      ],
      NOTES: '7 year old with mum. He was amazing. Got 2 stickers',
      'F/U': 'Check him again at his next routine visit',
    },
  }),
  defineCase({
    id: 'cc09-uk-typed-palmer-very-short-denture-eased-ulcer-below-ll4',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Lower denture rubbing left side, sore 3 days. Fit and well. Ulcer LL buccal sulcus below LL4. Denture eased at flange, polished. Comfortable on leaving. Review 1/52 if not healed.',
    expect: {
      CC: 'Lower denture rubbing left side, sore 3 days',
      'MED HX': 'Fit and well',
      INTRA: 'Ulcer LL buccal sulcus below LL4',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Denture eased at flange', 'Polished'],
      NOTES: 'Comfortable on leaving',
      'F/U': 'Review 1 week if not healed',
    },
  }),
  defineCase({
    id: 'cc10-uk-asr-palmer-do-composite-ul5-nurse-aside-coffee-appends-notes-recall',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for the filling on the upper left five it's been catching her floss nothing new health wise no allergies upper left five distal caries marginal ridge broken down upper left four sound upper left six mesial amalgam sound one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper left five cotton rolls and dry guard caries removed dentine firm sectional matrix could you pass me a small wedge please thanks wedge placed etch bond disto occlusal composite upper left five shade a two floss through contact fine bite checked polished she asked if she can have a coffee told her yes just careful while she's numb she's a teacher and has to go back to school this afternoon",
    appends: ["add to notes she'd like her next check up in the school holidays", 'recall nine months'],
    expect: {
      CC: "Filling on UL5. It's been catching her floss",
      'MED HX': 'Nothing new health wise. No allergies',
      DENTAL: [
        ['UL5', 'D caries marginal ridge broken down'],
        ['UL4', 'Sound'],
        ['UL6', 'M amalgam sound'],
      ],
      CONSULT: "She asked if she can have a coffee. Told her yes. Just careful while she's numb",
      'TX TODAY': ['DO composite UL5'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
        'Cotton rolls and dry guard',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix',
        'Wedge placed',
        'Etch',
        'Bond',
        'DO composite UL5',
        'Shade A2',
        'Floss through contact fine',
        'Bite checked',
        'Polished',
      ],
      NOTES:
        "She's a teacher and has to go back to school this afternoon. She'd like her next check up in the school holidays",
      'F/U': 'Recall 9 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK family dentist (FDI)
  defineCase({
    id: 'cc11-uk-asr-fdi-child-check-up-no-headers-fissure-sealants-36-46-early-decay-75',
    style: 'UK',
    asr: true,
    transcript:
      "check up nine year old with her dad no problems she's got asthma uses a blue inhaler when she needs it no allergies face fine soft tissues healthy plaque on the lower molars gums a little puffy there one six two six three six and four six fully erupted sound five five and six five sound seven five small occlusal cavity eight five mobile nearly ready to come out no x rays needed early decay seven five talked to dad about her fizzy drinks and brushing last thing at night she's going to cut down fissure sealants three six and four six fluoride varnish all over she was great chatted away about her dance show we'll see her for a small filling on seven five in a few weeks check up in six months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': "She's got asthma. Uses a blue inhaler when she needs it. No allergies",
      EXTRA: 'Face fine',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars. Gums a little puffy there',
      DENTAL: [
        ['16', 'Fully erupted sound'],
        ['26', 'Fully erupted sound'],
        ['36', 'Fully erupted sound'],
        ['46', 'Fully erupted sound'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['75', 'Small O cavity'],
        ['85', 'Mobile nearly ready to come out'],
      ],
      RADIO: 'No x-rays needed',
      DX: ['Early decay 75'],
      CONSULT:
        "Talked to dad about her fizzy drinks and brushing last thing at night. She's going to cut down",
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: ['Fissure sealants 36, 46', 'Fluoride varnish all over'],
      NOTES: '9 year old with her dad. She was great. Chatted away about her dance show',
      NV: ['Small filling 75 in a few weeks'],
      'F/U': 'Check up in 6 months',
    },
  }),
  defineCase({
    id: 'cc12-uk-typed-fdi-new-perio-patient-smoker-diabetic-opg-referral-rsd-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Gums bleeding when brushing for a few months, partner says bad breath. Type 2 diabetic, HbA1c 58 last month, on metformin. Smokes 15/day. NKDA. No lymphadenopathy. Generalised marginal gingivitis, calculus lingual lower incisors. BPE 3 2 3 / 4 3 3. 6 mm pocket 46 D. 46 grade I mobile. OPG: generalised horizontal bone loss approx 30%, vertical defect 46 D. Generalised periodontitis stage III grade C. Explained link with diabetes and smoking; keen to stop. Referred to stop smoking service. Supragingival scale, OHI incl. TePe brushes (red + blue). Quite embarrassed about the breath. RSD all 4 quads under LA over 4 visits. 6-point pocket chart + RSD UR in 2/52.',
    expect: {
      CC: 'Gums bleeding when brushing for a few months, partner says bad breath',
      'MED HX': 'Type 2 diabetic, HbA1c 58 last month, on metformin. Smokes 15/day. NKDA',
      EXTRA: 'No lymphadenopathy',
      PERIO:
        'Generalised marginal gingivitis, calculus lingual lower incisors. BPE 3 2 3 / 4 3 3. 6 mm pocket 46 D',
      DENTAL: [['46', 'Grade I mobile']],
      RADIO: 'OPG: generalised horizontal bone loss approx 30%, vertical defect 46 D',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Explained link with diabetes and smoking; keen to stop',
      'TX TODAY': ['OHI'],
      TX: ['Supragingival scale', 'OHI incl. TePe brushes (red + blue)'],
      'TX PLAN': ['Referred to stop smoking service', 'RSD all 4 quads under LA over 4 visits'],
      NOTES: 'Quite embarrassed about the breath',
      NV: ['6-point pocket chart + RSD UR in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cc13-uk-asr-fdi-child-scooter-fall-crown-fracture-11-gic-no-title-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "she fell off her scooter this morning and knocked her front tooth part of it's broken off no head injury didn't lose consciousness normally fit and well no allergies vaccinations up to date small graze on the chin lip a bit swollen small cut inside the upper lip no tooth fragments in it one one mesial incisal corner fractured enamel and dentine no pulp showing not mobile tender to touch two one slightly tender not mobile crown intact one two and two two fine took a pa of the upper front teeth no root fractures roots still open uncomplicated crown fracture one one told mum we'll cover the dentine today and build the corner up properly later warned her it might go darker over time covered the exposed dentine one one with glass ionomer soft diet for a week and a soft toothbrush mum was more anxious than she was review in two weeks then at eight weeks with sensibility tests",
    appends: ['add to notes she wants to keep the broken piece for the tooth fairy'],
    expect: {
      CC: "She fell off her scooter this morning and knocked her front tooth. Part of it's broken off. No head injury. Didn't lose consciousness",
      'MED HX': 'Normally fit and well. No allergies. Vaccinations up to date',
      EXTRA: 'Small graze on the chin. Lip a bit swollen',
      INTRA: 'Small cut inside the upper lip. No tooth fragments in it',
      DENTAL: [
        ['11', 'MI corner fractured enamel and dentine no pulp showing not mobile tender to touch', 'MI corner'],
        ['21', 'Slightly tender not mobile crown intact'],
        ['12', 'Fine'],
        ['22', 'Fine'],
      ],
      RADIO: 'Took a PA of the upper front teeth. No root fractures. Roots still open',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "Told mum we'll cover the dentine today and build the corner up properly later. Warned her it might go darker over time. Soft diet for a week and a soft toothbrush",
      TX: ['Covered the exposed dentine 11 with glass ionomer'],
      NOTES: 'Mum was more anxious than she was. She wants to keep the broken piece for the tooth fairy',
      'F/U': 'Review in 2 weeks then at 8 weeks with sensibility tests',
    },
  }),
  defineCase({
    id: 'cc14-uk-typed-fdi-private-crown-prep-25-emax-estimate-protemp-no-headers',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 25 as planned, private. Root filled last year, old MOD composite cracking. Ramipril and a statin, NKDA. 25 MOD comp with marginal leakage distally, not TTP. 24, 26 sound. Options again: onlay vs full crown; chose e.max crown, £650, signed estimate. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration 25. Old comp removed, core rebuilt in composite. Crown prep 25, 1 mm shoulder. Cord, PVS impressions, bite reg. Shade A3 with photos for lab. Temp crown Protemp, TempBond. Bite OK. POIG. Slightly nervous but fine. Crown fit 25 in 2/52.',
    expect: {
      CC: 'Crown prep 25 as planned, private. Root filled last year, old MOD composite cracking',
      'MED HX': 'Ramipril and a statin, NKDA',
      DENTAL: [
        ['25', 'MOD comp with marginal leakage distally, not TTP'],
        ['24', 'Sound'],
        ['26', 'Sound'],
      ],
      CONSULT: 'Options again: onlay vs full crown; chose e.max crown, £650, signed estimate',
      'TX TODAY': ['Crown prep 25', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Old comp removed',
        'Core rebuilt in composite',
        'Crown prep 25',
        '1 mm shoulder',
        'Cord',
        'PVS impressions',
        'Bite reg',
        'Shade A3 with photos for lab',
        'Temp crown Protemp',
        'TempBond',
        'Bite OK',
        'POIG',
      ],
      NOTES: 'Slightly nervous but fine',
      NV: ['Crown fit 25 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cc15-uk-asr-fdi-long-new-patient-no-headers-whitening-question-sorry-plasters',
    style: 'UK',
    asr: true,
    transcript:
      "new patient moved to the area she hasn't seen a dentist for about three years no pain her front teeth have got darker she'd like them whiter she has an underactive thyroid on levothyroxine takes sertraline as well allergic to elastoplast sorry allergic to sticking plasters doesn't smoke drinks about fourteen units a week no lumps or swelling in the neck jaw joints fine cheeks tongue and floor of mouth all normal upper front teeth yellow staining from tea and red wine bpe two two two two two two bleeding and calculus in all areas one six mesial occlusal distal amalgam sound two six occlusal amalgam ditched at the buccal margin three six crown good three seven disto occlusal caries four six missing two bitewings distal caries three seven into dentine one four occlusal caries early enamel only caries three seven and gingivitis talked about whitening trays once her teeth and gums are healthy gave her the price list she wants to get the filling done first and think about whitening later scale and polish she's coming back for a disto occlusal composite on three seven then a hygienist appointment check up in six months she was a bit nervous about coming back but said it was easier than she expected",
    expect: {
      CC: "New patient. Moved to the area. She hasn't seen a dentist for about 3 years. No pain. Her front teeth have got darker. She'd like them whiter",
      'MED HX':
        "She has an underactive thyroid on levothyroxine. Takes sertraline as well. Allergic to sticking plasters. Doesn't smoke. Drinks about 14 units a week",
      EXTRA: 'No lumps or swelling in the neck. Jaw joints fine',
      INTRA: 'Cheeks tongue and floor of mouth all normal. Upper front teeth yellow staining from tea and red wine',
      PERIO: 'BPE 2 2 2 / 2 2 2. Bleeding and calculus in all areas',
      DENTAL: [
        ['16', 'MOD amalgam sound'],
        ['26', 'O amalgam ditched at the B margin'],
        ['36', 'Crown good'],
        ['37', 'DO caries'],
        ['46', 'Missing'],
      ],
      RADIO: '2 bitewings. Distal caries 37 into dentine. 14 occlusal caries early enamel only',
      DX: ['Caries 37', 'Gingivitis'],
      CONSULT:
        'Talked about whitening trays once her teeth and gums are healthy. Gave her the price list. She wants to get the filling done first and think about whitening later',
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish'],
      NOTES: 'She was a bit nervous about coming back but said it was easier than she expected',
      NV: ['DO composite 37', 'Hygienist appointment'],
      'F/U': 'Check up in 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'cc16-us-asr-emergency-no-headers-pulpectomy-14-codeine-sorry-mesial-crown-after',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's had a throbbing toothache upper left for three days kept her up last night ibuprofen helps a bit she's on lisinopril and metformin allergic to codeine it makes her sick no facial swelling lymph nodes normal number fourteen deep distal caries sorry deep mesial caries lingering pain to cold over a minute tender to percussion numbers thirteen and fifteen normal to cold took a periapical of fourteen caries close to the pulp slight widening of the pdl at the palatal root symptomatic irreversible pulpitis with apical periodontitis number fourteen went over root canal and crown versus extraction she wants to save the tooth signed consent two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam pulpectomy number fourteen three canals found irrigated with sodium hypochlorite calcium hydroxide and cavit occlusion relieved rx ibuprofen six hundred milligrams every six hours for three days she's coming back to finish the root canal in two weeks she'll need a crown on fourteen after that",
    expect: {
      CC: "She's had a throbbing toothache upper left for 3 days. Kept her up last night. Ibuprofen helps a bit",
      'MED HX': "She's on lisinopril and metformin. Allergic to codeine. It makes her sick",
      EXTRA: 'No facial swelling. Lymph nodes normal',
      DENTAL: [
        ['14', 'Deep M caries lingering pain to cold over a minute tender to percussion'],
        ['13', 'Normal to cold'],
        ['15', 'Normal to cold'],
      ],
      RADIO: 'Took a periapical of #14. Caries close to the pulp. Slight widening of the PDL at the palatal root',
      DX: ['Symptomatic irreversible pulpitis with apical periodontitis #14'],
      CONSULT: 'Went over root canal and crown versus extraction. She wants to save the tooth',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Pulpectomy #14',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Occlusion relieved',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
      ],
      'TX PLAN': ['Crown #14 after that'],
      NV: ['Finish RCT in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cc17-us-typed-no-headers-do-composite-12-mo-composite-13-fell-asleep-insurance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Fillings #12 DO and #13 MO, found on BWX at last recall. No changes to health, takes Synthroid, allergic to sulfa. #12 DO caries, not TTP. #13 MO caries, not TTP. #14 crown OK. 1 carpule 2% lido 1:100k epi buccal infiltration #12-#13. Isolite. Caries removed, both moderate depth. Sectional matrix. Etch, bond. DO composite #12 and MO composite #13, shade A2. Cured, contacts tight, occlusion adjusted, polished. Pt fell asleep halfway through! Pt asked about insurance coverage; front desk confirmed 80%. 6-month recall as scheduled.',
    expect: {
      CC: 'Fillings #12 DO and #13 MO, found on BWX at last recall',
      'MED HX': 'No changes to health, takes Synthroid, allergic to sulfa',
      DENTAL: [
        ['12', 'DO caries, not TTP'],
        ['13', 'MO caries, not TTP'],
        ['14', 'Crown OK'],
      ],
      CONSULT: 'Pt asked about insurance coverage; front desk confirmed 80%',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12-#13',
        'Isolite',
        'Caries removed',
        'Both moderate depth',
        'Sectional matrix',
        'Etch',
        'Bond',
        'DO composite #12',
        'MO composite #13',
        'Shade A2',
        'Cured',
        'Contacts tight',
        'Occlusion adjusted',
        'Polished',
      ],
      NOTES: 'Pt fell asleep halfway through!',
      'F/U': '6-month recall as scheduled',
    },
  }),
  defineCase({
    id: 'cc18-us-asr-cleaning-checkup-no-headers-recurrent-decay-3-appends-chart-recall',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for his six month cleaning and checkup no complaints except his gums bleed when he flosses which isn't often he takes lisinopril for blood pressure and a baby aspirin no known drug allergies quit smoking two years ago head and neck exam normal oral cancer screening negative mild gingivitis bleeding on probing lower anteriors light calculus psr two two two two two two number three mesial occlusal amalgam with recurrent decay at the mesial margin number thirty crown margins intact number nineteen buccal pit stain took four bitewings recurrent decay under the amalgam on three no bone loss recurrent caries number three and gingivitis prophy and oral hygiene instruction with floss picks explained the amalgam on three should be replaced with a composite he's fine with that he'll come back for a mesial occlusal composite on three",
    appends: ['add to chart number fourteen occlusal composite sound', 'recall six months'],
    expect: {
      CC: "His 6 month cleaning and checkup. No complaints except his gums bleed when he flosses which isn't often",
      'MED HX':
        'He takes lisinopril for blood pressure and a baby aspirin. No known drug allergies. Quit smoking 2 years ago',
      EXTRA: 'Head and neck exam normal',
      INTRA: 'Oral cancer screening negative',
      PERIO: 'Mild gingivitis. Bleeding on probing lower anteriors. Light calculus. PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'MO amalgam with recurrent decay at the M margin'],
        ['30', 'Crown margins intact'],
        ['19', 'B pit stain'],
        ['14', 'O composite sound'],
      ],
      RADIO: 'Took 4 bitewings. Recurrent decay under the amalgam on #3. No bone loss',
      DX: ['Recurrent caries #3', 'Gingivitis'],
      CONSULT: "Explained the amalgam on #3 should be replaced with a composite. He's fine with that",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction with floss picks'],
      NV: ['MO composite #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cc19-us-typed-very-short-crown-8-came-off-recemented-sticky-foods',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown #8 came off eating caramel last night. No med changes. #8 prep intact, no decay. Recemented crown #8 w/ RelyX Luting, bite OK. Avoid sticky foods.',
    expect: {
      CC: 'Crown #8 came off eating caramel last night',
      'MED HX': 'No med changes',
      DENTAL: [['8', 'Prep intact, no decay']],
      CONSULT: 'Avoid sticky foods',
      'TX TODAY': ['Crown recement #8'],
      TX: ['Recemented crown #8 w/ RelyX Luting', 'Bite OK'],
    },
  }),
  defineCase({
    id: 'cc20-us-asr-first-srp-ur-lr-no-headers-arestin-scratch-that-took-breaks',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "first of her deep cleanings upper right and lower right gums tender when she brushes type two diabetes on metformin and glipizide a one c was seven point eight last month allergic to penicillin four to six millimeter pockets upper right and lower right with heavy subgingival calculus bleeding on probing number thirty one grade one mobility two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent buccal infiltration upper right scaling and root planing upper right and lower right with the cavitron and hand instruments arestin placed in the distal pocket of thirty scratch that arestin placed in the distal pockets of thirty and thirty one oral hygiene instruction with a water flosser she was a bit uncomfortable on the lower right we took breaks she's coming back for scaling and root planing upper left and lower left in two weeks",
    expect: {
      CC: 'First of her deep cleanings upper right and lower right. Gums tender when she brushes',
      'MED HX': 'Type 2 diabetes on metformin and glipizide. A1c was 7.8 last month. Allergic to penicillin',
      PERIO: '4 to 6 mm pockets upper right and lower right with heavy subgingival calculus. Bleeding on probing',
      DENTAL: [['31', 'Grade 1 mobility']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and hand instruments',
        'Arestin placed in the distal pockets of #30, #31',
        'Oral hygiene instruction with a water flosser',
      ],
      NOTES: 'She was a bit uncomfortable on the lower right. We took breaks',
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 5. US pediatric practice (Universal, letters)
  defineCase({
    id: 'cc21-us-asr-child-checkup-no-headers-letters-k-t-cavities-erupting-molars',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "checkup six year old with mom mom says she's been brushing on her own no problems no medical problems no meds no allergies soft tissues look good gums healthy some plaque on the back teeth letters a b i and j sound letter k distal caries letter l occlusal sealant intact letter s sound letter t occlusal caries small numbers three fourteen nineteen and thirty erupting two bitewings k distal caries into dentin t enamel only cavities on k and t told mom she still needs help brushing till about eight and to cut down the gummy snacks mom will supervise prophy fluoride varnish she counted all her teeth for us we'll see her for a filling on k and sealants on the six year molars when they're in",
    expect: {
      CC: "Checkup. Mom says she's been brushing on her own. No problems",
      'MED HX': 'No medical problems. No meds. No allergies',
      INTRA: 'Soft tissues look good',
      PERIO: 'Gums healthy. Some plaque on the back teeth',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'D caries'],
        ['L', 'Occlusal sealant intact'],
        ['S', 'Sound'],
        ['T', 'O caries small'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
      ],
      RADIO: '2 bitewings. #K distal caries into dentin. #T enamel only',
      DX: ['Cavities #K, #T'],
      CONSULT:
        'Told mom she still needs help brushing till about 8 and to cut down the gummy snacks. Mom will supervise',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old with mom. She counted all her teeth for us',
      NV: ['Filling #K', "Sealants on the 6 year molars when they're in"],
    },
  }),
  defineCase({
    id: 'cc22-us-typed-child-pulpotomy-ssc-l-no-headers-dad-tell-show-do',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "5 y/o w/ dad. Toothache LL on and off for a week, worse with sweets, no swelling. Healthy, NKDA. #L large DO caries, no mobility, gingiva normal. #K O sealant intact. PA #L: caries into pulp, no furcation radiolucency. Reversible pulpitis #L. Discussed pulpotomy + SSC vs extraction + space maintainer; dad chose pulpotomy. Consent signed by dad. Topical, 1 carpule 2% lido 1:100k epi left IANB. Rubber dam. Caries removed, pulp exposed, bleeding controlled in 2 min. Pulpotomy #L with MTA, GI base. SSC #L size 4 cemented with Ketac. Occlusion checked. Pt cried a little at the start, settled with Tell-Show-Do. Advised dad children's Tylenol if sore. Recall in 6 months.",
    expect: {
      CC: 'Toothache LL on and off for a week, worse with sweets, no swelling',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['L', 'Large DO caries, no mobility, gingiva normal'],
        ['K', 'O sealant intact'],
      ],
      RADIO: 'PA #L: caries into pulp, no furcation radiolucency',
      DX: ['Reversible pulpitis #L'],
      CONSULT:
        "Discussed pulpotomy + SSC vs extraction + space maintainer; dad chose pulpotomy. Advised dad children's Tylenol if sore",
      CONSENT: 'Consent signed by dad',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Bleeding controlled in 2 min',
        'Pulpotomy #L with MTA',
        'GI base',
        'SSC #L size 4 cemented with Ketac',
        'Occlusion checked',
      ],
      NOTES: '5 y/o w/ dad. Pt cried a little at the start, settled with Tell-Show-Do',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'cc23-us-asr-child-retained-o-24-lingual-extraction-grandpa-phone-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with grandpa mom called ahead his adult tooth is coming in behind the baby tooth on the bottom healthy kid takes zyrtec for hay fever no drug allergies letter o still firm not mobile at all number twenty four erupting lingual to it about half way up letter p mobile number twenty five erupting in the right place no x ray needed retained primary incisor letter o explained to grandpa the baby tooth needs to come out to let the adult one move forward he's fine with it mom gave consent on the phone earlier topical then one carpule lidocaine two percent one to one hundred thousand epi infiltration letter o extracted letter o with forceps gauze pressure bleeding stopped told him his tongue will push the new tooth forward no eating for an hour he picked out a dinosaur toy check in six weeks",
    expect: {
      CC: 'His adult tooth is coming in behind the baby tooth on the bottom',
      'MED HX': 'Healthy kid. Takes Zyrtec for hay fever. No drug allergies',
      DENTAL: [
        ['O', 'Still firm not mobile at all'],
        ['24', 'Erupting lingual to it about half way up'],
        ['P', 'Mobile'],
        ['25', 'Erupting in the right place'],
      ],
      RADIO: 'No x-ray needed',
      DX: ['Retained primary incisor #O'],
      CONSULT:
        "Explained to grandpa the baby tooth needs to come out to let the adult one move forward. He's fine with it. Told him his tongue will push the new tooth forward. No eating for an hour",
      CONSENT: 'Mom gave consent on the phone earlier',
      'TX TODAY': ['Extraction #O'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #O',
        'Extracted #O with forceps',
        'Gauze pressure',
        'Bleeding stopped',
      ],
      NOTES: '7 year old with grandpa. Mom called ahead. He picked out a dinosaur toy',
      'F/U': 'Check in 6 weeks',
    },
  }),
  defineCase({
    id: 'cc24-us-asr-child-nitrous-o-composite-a-do-composite-b-i-mean-a1-paw-patrol',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "fillings on the upper right four year old with dad he's a bit nervous healthy no meds no allergies letter a occlusal caries letter b distal occlusal caries letter c sound nitrous oxide thirty percent with oxygen topical one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration upper right isolite occlusal composite letter a distal occlusal composite letter b with a matrix shade a two I mean a one occlusion checked nitrous off then five minutes of oxygen he did really well watched paw patrol told dad to watch he doesn't bite his lip or cheek while numb soft foods tonight back in three months for fluoride and a checkup",
    expect: {
      CC: 'Fillings on the upper right',
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['A', 'O caries'],
        ['B', 'DO caries'],
        ['C', 'Sound'],
      ],
      CONSULT: "Told dad to watch he doesn't bite his lip or cheek while numb. Soft foods tonight",
      'TX TODAY': ['O composite #A', 'DO composite #B'],
      TX: [
        'Nitrous oxide 30% with oxygen',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration upper right',
        'Isolite',
        'O composite #A',
        'DO composite #B with a matrix',
        'Shade A1',
        'Occlusion checked',
        'Nitrous off',
        '5 minutes of oxygen',
      ],
      NOTES: "4 year old with dad. He's a bit nervous. He did really well. Watched Paw Patrol",
      'F/U': 'Back in 3 months for fluoride and a checkup',
    },
  }),
  defineCase({
    id: 'cc25-us-typed-teen-braces-cleaning-white-spots-7-10-prevident-no-headers',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '14 y/o w/ mom. Cleaning and exam, braces on since last year, no complaints. Healthy, albuterol PRN, NKDA. Gingivitis around brackets, heavy plaque upper anteriors. #7 and #10 white spot lesions at the gumline. #3, #14, #19, #30 sealed, intact. 2 BWX, no interproximal caries. Plaque-induced gingivitis. Prophy, fluoride varnish. Reviewed brushing around brackets with Proxabrush. Recommended PreviDent 5000 at night, pt agreed. Rx PreviDent 5000 toothpaste. Typical teen, not keen on brushing. Recall 3 months.',
    expect: {
      CC: 'Cleaning and exam, braces on since last year, no complaints',
      'MED HX': 'Healthy, albuterol PRN, NKDA',
      PERIO: 'Gingivitis around brackets, heavy plaque upper anteriors',
      DENTAL: [
        ['7', 'White spot lesions at the gumline'],
        ['10', 'White spot lesions at the gumline'],
        ['3', 'Sealed, intact'],
        ['14', 'Sealed, intact'],
        ['19', 'Sealed, intact'],
        ['30', 'Sealed, intact'],
      ],
      RADIO: '2 BWX, no interproximal caries',
      DX: ['Plaque-induced gingivitis'],
      CONSULT: 'Recommended PreviDent 5000 at night, pt agreed',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish', 'Reviewed brushing around brackets with Proxabrush', 'Rx PreviDent 5000 toothpaste'],
      NOTES: '14 y/o w/ mom. Typical teen, not keen on brushing',
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'cc26-us-asr-pericoronitis-32-no-headers-irrigation-clindamycin-oral-surgery-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's had swelling and pain behind his lower right back tooth for four days sorry five days hurts to open wide and to swallow on that side healthy no meds allergic to amoxicillin gives him hives slightly swollen under the right jaw tender lymph node right side opening about thirty millimeters tissue over number thirty two red and swollen with pus when pressed number thirty two partially erupted number thirty one sound number one hitting the gum flap when he bites took a pano thirty two mesioangular impacted close to the nerve canal pericoronitis number thirty two irrigated under the flap with chlorhexidine rx clindamycin three hundred milligrams four times a day for seven days warm salt water rinses he'd like both wisdom teeth on the right out once it settles referring to oral surgery for extraction of one and thirty two call if the swelling gets worse or he can't swallow",
    expect: {
      CC: "He's had swelling and pain behind his lower right back tooth for 5 days. Hurts to open wide and to swallow on that side",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin. Gives him hives',
      EXTRA: 'Slightly swollen under the right jaw. Tender lymph node right side. Opening about 30 mm',
      INTRA: 'Tissue over #32 red and swollen with pus when pressed',
      DENTAL: [
        ['32', 'Partially erupted'],
        ['31', 'Sound'],
        ['1', 'Hitting the gum flap when he bites'],
      ],
      RADIO: 'Took a pano. #32 mesioangular impacted close to the nerve canal',
      DX: ['Pericoronitis #32'],
      CONSULT: "Warm salt water rinses. He'd like both wisdom teeth on the right out once it settles",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the flap with chlorhexidine', 'Rx clindamycin 300 mg 4 times a day for 7 days'],
      'TX PLAN': ['Referring to oral surgery for extraction of #1, #32'],
      'F/U': "Call if the swelling gets worse or he can't swallow",
    },
  }),
  defineCase({
    id: 'cc27-us-asr-obturation-30-no-headers-final-pa-core-insurance-resets',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for the second visit of his root canal on thirty it's felt fine since last time no changes health wise still no allergies number thirty temporary intact not tender to bite two carpules articaine four percent one to one hundred thousand epi right ianb rubber dam cavit and calcium hydroxide removed four canals irrigated with sodium hypochlorite and edta working lengths confirmed with the apex locator cone fit checked with a pa obturated thirty with gutta percha and ah plus sealer final pa all four canals filled to length no voids core buildup with composite occlusion checked told him the tooth is brittle now and needs a crown soon he wants to wait until his insurance resets he's coming back for the crown prep on thirty in a couple of months",
    expect: {
      CC: "Second visit of his root canal on #30. It's felt fine since last time",
      'MED HX': 'No changes health wise. Still no allergies',
      DENTAL: [['30', 'Temporary intact not tender to bite']],
      RADIO: 'Final PA all 4 canals filled to length. No voids',
      CONSULT: 'Told him the tooth is brittle now and needs a crown soon. He wants to wait until his insurance resets',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        '4 canals irrigated with sodium hypochlorite and EDTA',
        'Working lengths confirmed with the apex locator',
        'Cone fit checked with a PA',
        'Obturated #30 with gutta percha and AH Plus sealer',
        'Core buildup with composite',
        'Occlusion checked',
      ],
      NV: ['Crown prep #30 in a couple of months'],
    },
  }),
  defineCase({
    id: 'cc28-us-asr-very-short-chipped-9-smoothed-no-charge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "chipped number nine on a fork this morning no pain healthy small incisal chip number nine enamel only smoothed it and polished she's happy with that no charge",
    expect: {
      CC: 'Chipped #9 on a fork this morning. No pain',
      'MED HX': 'Healthy',
      DENTAL: [['9', 'Small incisal chip enamel only']],
      CONSULT: 'No charge',
      TX: ['Smoothed it and polished'],
      NOTES: "She's happy with that",
    },
  }),
  defineCase({
    id: 'cc29-us-asr-long-new-patient-comprehensive-no-headers-fmx-perio-treatment-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient last cleaning was about five years ago wants everything checked he's had some sensitivity on the lower left he has high cholesterol on atorvastatin had a stent two years ago takes plavix and aspirin no allergies smokes half a pack a day tmj no clicking no lymph nodes palpable oral cancer screening normal white patch on the left buccal mucosa wipes off generalized moderate plaque and calculus bleeding on probing about forty percent pockets four to five millimeters in the molars number two missing number three large mesial occlusal distal amalgam with a crack through the distal marginal ridge number eighteen distal caries number nineteen crown open margin distally number thirty occlusal composite sound numbers twenty and twenty one buccal cervical abrasion full mouth series taken horizontal bone loss about twenty percent recurrent decay under the crown on nineteen distal caries on eighteen close to the pulp generalized periodontitis stage two and caries eighteen and nineteen talked about quitting smoking and how it affects his gums he's thinking about it went over the treatment he needs scaling and root planing all four quadrants first then a new crown on nineteen a filling on eighteen and maybe a crown on three he wants to start with the gum treatment he's coming back for scaling and root planing on the right side in two weeks",
    expect: {
      CC: "New patient. Last cleaning was about 5 years ago. Wants everything checked. He's had some sensitivity on the lower left",
      'MED HX':
        'He has high cholesterol on atorvastatin. Had a stent 2 years ago. Takes Plavix and aspirin. No allergies. Smokes half a pack a day',
      EXTRA: 'TMJ no clicking. No lymph nodes palpable',
      INTRA: 'Oral cancer screening normal. White patch on the left buccal mucosa wipes off',
      PERIO: 'Generalized moderate plaque and calculus. Bleeding on probing about 40%. Pockets 4 to 5 mm in the molars',
      DENTAL: [
        ['2', 'Missing'],
        ['3', 'Large MOD amalgam with a crack through the D marginal ridge'],
        ['18', 'D caries'],
        ['19', 'Crown open margin distally'],
        ['30', 'O composite sound'],
        ['20', 'B cervical abrasion'],
        ['21', 'B cervical abrasion'],
      ],
      RADIO:
        'Full mouth series taken. Horizontal bone loss about 20%. Recurrent decay under the crown on #19. Distal caries on #18 close to the pulp',
      DX: ['Generalized periodontitis stage 2', 'Caries #18, #19'],
      CONSULT:
        "Talked about quitting smoking and how it affects his gums. He's thinking about it. Went over the treatment he needs. He wants to start with the gum treatment",
      'TX PLAN': ['SRP all 4 quadrants first', 'New crown #19', 'Filling #18', 'Maybe a crown #3'],
      NV: ['SRP on the right side in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cc30-us-asr-crown-seat-19-no-headers-mesial-contact-bitewing-she-loves-it',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "crown seat on nineteen the temporary's been fine slightly sensitive to cold no changes to meds no allergies gum around the temporary looks healthy removed the temporary cleaned off the cement tried in the crown contacts a bit tight on the mesial adjusted and polished margins closed checked with a bitewing shade looks good she loves it cemented the crown on nineteen with rely x unicem cleaned off the excess flossed bite adjusted on the distal cusp told her to take it easy on sticky food for a day recall in six months with her cleaning",
    expect: {
      CC: "Crown seat on #19. Temporary's been fine. Slightly sensitive to cold",
      'MED HX': 'No changes to meds. No allergies',
      PERIO: 'Gum around the temporary looks healthy',
      CONSULT: 'Told her to take it easy on sticky food for a day',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'Removed the temporary',
        'Cleaned off the cement',
        'Tried in the crown',
        'Contacts a bit tight on the mesial',
        'Adjusted and polished',
        'Margins closed',
        'Checked with a bitewing',
        'Shade looks good',
        'Cemented the crown #19 with RelyX Unicem',
        'Cleaned off the excess',
        'Flossed',
        'Bite adjusted on the D cusp',
      ],
      NOTES: 'She loves it',
      'F/U': 'Recall in 6 months with her cleaning',
    },
  }),
];
