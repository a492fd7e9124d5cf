// A fifty-ninth development batch (ids bi01–bi30), written blind from the contract on 26 November 2026 (corpus README
// from "## General rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had
// not seen the engine or any held-out split; every case was labelled before any engine run. It is treatment told step
// by step in long run-on speech: most of each dictation is what was done today, told in order with few or no full
// stops ("numbed him up with … then rubber dam … caries dug out deep … so vitrebond liner … then sectional matrix …"),
// with anaesthetic said many ways ("numbed him up with", "got her numb with one carp of septocaine", "four percent
// articaine two cartridges", "lignocaine", "prilocaine with felypressin", "mepivacaine plain"), materials by brand and
// by type, remarks to the patient, nurse asides and self-corrections ("sorry", "correction") inside the stream. Four
// practices:
//   bi01–bi08 a UK general dentist (FDI; bi04, bi07 typed comma runs, the rest recogniser-style): DO and O composites on
//     two teeth with a liner and a nurse aside, a retained-root extraction with "correction", a crown prep scanned with
//     a temporary crown (appended dictation), RSD of two quadrants with two LA lines, a child's pulpotomy and SSC on 84,
//     a surgical extraction of 48 with sectioning and a nurse aside, an emergency extirpation of 26, an acrylic partial
//     denture fitted;
//   bi09–bi15 a UK dentist who says Palmer words (Palmer; bi11, bi14 typed UR6 shorthand, the rest recogniser-style): an
//     MOD amalgam and a B composite under prilocaine in a patient on warfarin, a first-stage RCT of LL6 with four canals,
//     primary impressions for partial dentures, a Hall crown on LLE with varnish, an implant placed at LR6, an e.max
//     crown fitted with resin cement, an emergency pericoronitis irrigated;
//   bi16–bi23 a US general dentist (Universal, primary letters in bi20; bi18, bi21, bi23 typed, the rest
//     recogniser-style): DO and MO composites #12 / #13, a bridge prep #3 to #5 with a temporary bridge (appended
//     dictation), SRP of two quadrants with Arestin, four extractions with an immediate partial denture, a child's MTA
//     pulpotomy and SSC on #L under nitrous, a simple and a surgical extraction, an emergency temporary dressing in IRM,
//     a wax try-in with no title;
//   bi24–bi30 a US endodontist (Universal; bi26, bi28, bi30 typed, the rest recogniser-style): a first RCT visit on #30,
//     an obturation of #3 after MB2 was found, a single-visit obturation of #8 after trauma (appended dictation), a full
//     pulpotomy of #14 in a pregnant patient, an extirpation of #12, an apicoectomy of #9 (no title), an internal bleach
//     of #9.
// UK 15 (FDI 8, Palmer 7), US 15 (Universal); 20 recogniser-style (lower case, number words, fillers, no punctuation)
// and 10 typed (bi04, bi07, bi11, bi14, bi18, bi21, bi23, bi26, bi28, bi30: terse shorthand with long comma runs); 106
// to 253 words (most 130 to 200); three cases with appended dictation (bi03 recogniser "add to notes …" / "next visit …"; bi17
// recogniser "add to notes …" / "add to treatment …"; bi26 typed "Add to notes: …" / "Add to treatment: …"). DENTAL in
// 28 cases (not bi14, bi18).
//
// Judgement calls where the contract was silent:
// - Remarks spoken to the patient while working ("you're doing really well nearly there", "just a bit of pressure and
//   vibration now", "big wide open like a lion for me buddy") and asides to the nurse ("could you pop the light on for
//   me please thanks", "could I have the warwick james please thanks", "could you load another articaine for me
//   thanks") are dropped entirely (as more56 / more58); what the patient was told ("told him he'll be numb …", "showed
//   her how to use Superfloss …", "told her no ibuprofen because of the pregnancy") is CONSULT, also when it names
//   later treatment elsewhere ("she needs a crown with her dentist within a month"); "plan crown with her general
//   dentist" said as a plan is TX PLAN.
// - Cutting the run-on stream: a new TX item starts at each new step, at "then", and at "so" between a finding and the
//   step it led to ("36 caries dug out deep close to the pulp | Vitrebond liner …"); a finding said after a step is its
//   own item ("Checked contacts with floss | Good tight contacts", "Pulp exposed | Bleeding heavy"); one subject with two
//   verbs stays one item ("Etched and bonded with Scotchbond Universal", "Sockets curetted and irrigated with saline",
//   "condensed carved and burnished"); two subjects split ("Socket irrigated with saline | Edges smoothed"); "and"
//   between two fillings splits ("DO composite #12 | MO composite #13 Filtek Supreme in layers"); a shade said after a
//   material is its own item ("Shade A3", "Same shade", "Shade A2 body").
// - LA: "numbed him up with …", "got her numb with …", "four percent articaine two cartridges …" are written in the LA
//   form; a brand said as the agent stays the agent ("Septocaine"); "with felypressin" → "felypressin"; "one to one
//   hundred k epi" → "1:100,000 epinephrine"; "buccal infiltration two four correction two five and palatal" →
//   "buccal infiltration 25 + palatal infiltration"; an articaine top-up said after the block is a second LA line.
// - Titles: "silver filling" → amalgam ("MOD amalgam UR6"); "root canal treatment lower left six" / "root canal
//   treatment number thirty first visit" → "RCT"; "obturated" → "Obturation" (CC's RCT not used, as more56); "pulp
//   extirpated" → "Extirpation"; "MTA pulpotomy" and "full pulpotomy" → "Pulpotomy" (adjective dropped, as more56
//   "atraumatic extraction"); "stainless steel crown …" → "SSC"; "temp dressing … with IRM" → "Temporary dressing";
//   "irrigated under the operculum …" → "Irrigation" (not canals or a socket; bone cut "with saline coolant" is no
//   irrigation); "internal bleaching #9" → "Whitening #9"; "fitted the upper partial denture" and "seated the immediate
//   partial denture" → "Denture fit" (a denture "relieved" at the fit is no Denture adjustment, as more56); "final
//   impressions" / "alginate impressions" → "Impressions"; a crown "cemented" with no tooth in its item takes its tooth
//   from the CC ("Crown fit UL6"); an implant "placed" takes its site from the CC ("Implant placement LR6", as more56);
//   "SRP UR + LR completed" / "RSD UL + LL" → "SRP" / "RSD" (quadrants are no teeth); fillings removed ("#3 amalgam
//   removed", "#5 composite and recurrent decay removed"), liners and barriers ("GIC barrier", "resin modified glass
//   ionomer on top", "orifice barrier with flowable composite"), a temporary MO restoration in Fuji IX, a wax try-in and
//   an apicoectomy are no titles (TX TODAY empty in bi23 and bi29).
// - In list items a tooth that names a place keeps its word ("binding distal to 13", "vertical release distal to #11");
//   "the" before a tooth goes ("25 clasp tightened slightly"); surfaces of canals, roots, cusps and ridges follow rule 4
//   ("D root", "M canals", "P cusp", "D marginal ridge", "4 canals found MB ML DB and DL"), "between MB and palatal"
//   keeps "palatal" as a canal name; "mb two" → "MB2".
// - A radiograph taken during treatment for working length, cone fit or a paralleling pin stays in its step; a
//   post-op film with its own report is RADIO (as more56). "Bitewing last month / from last time …" is RADIO. An
//   operculum, an implant site, a separator between two teeth, a pontic space ("#4 space healed") and a sinus tract
//   traced to a tooth are INTRA (rule 7).
// - The patient's report and remarks during or after treatment ("pt said she's been using them most nights", "she was
//   a bit wriggly but fine", "she loves it", "Pt approved in mirror") are NOTES, as is "Report sent to referring
//   dentist"; "Pt said he'll try" after OHI is the patient's decision (CONSULT); post-op advice after treatment (soft
//   diet, salt water, ice) is CONSULT.
// - Recogniser brand names are written as their makers write them (Scotchbond Universal, Filtek Supreme, TRIOS,
//   Luxatemp, TempBond NE, Astringedent, G-Bond, Dispersalloy, PathFiles, Reciproc Blue, Ketac Molar, Fuji I, Fuji IX,
//   TheraCal LC, LuxaCore, Imprint 4, Integrity, Ketac Cem, Root ZX, Vortex Blue, UltraCal, EndoActivator, BC Sealer,
//   Lindemann, Stropko); "fuji one" → "Fuji I", "eight a clamp" → "8A clamp", "three oh vicryl rapide" → "3-0 Vicryl
//   Rapide", "a one c" → "A1c", "post op" / "pre op" → "Post-op" / "Pre-op".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds TX items at the end (split at punctuation as
//   typed), "next visit …" sets the next visit of a note that had none.
import { defineCase, type NotesCase } from '../case.ts';

export const more59Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'bi01-uk-asr-fdi-do-composite-36-o-composite-37-vitrebond-light-aside',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the two fillings on the lower left medical history no changes no allergies three six disto occlusal caries three seven occlusal caries small three five sound so we numbed him up with two cartridges of lidocaine two percent with one in eighty thousand adrenaline id block left waited a few minutes lip numb then rubber dam on three five to three seven could you pop the light on for me please thanks three six caries dug out deep close to the pulp so vitrebond liner over the deepest part then sectional matrix and wedge etched and bonded with scotch bond universal disto occlusal composite three six in layers filtek supreme shade a three cured each layer you're doing really well nearly there then three seven occlusal caries removed occlusal composite three seven same shade dam off checked the bite three six distal ridge sorry distal marginal ridge high adjusted polished told him he'll be numb for a couple of hours and not to chew his lip recall six months",
    expect: {
      CC: '2 fillings on the lower left',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['36', 'DO caries'],
        ['37', 'O caries small'],
        ['35', 'Sound'],
      ],
      CONSULT: "Told him he'll be numb for a couple of hours and not to chew his lip",
      'TX TODAY': ['DO composite 36', 'O composite 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Waited a few minutes',
        'Lip numb',
        'Rubber dam 35 to 37',
        '36 caries dug out deep close to the pulp',
        'Vitrebond liner over the deepest part',
        'Sectional matrix and wedge',
        'Etched and bonded with Scotchbond Universal',
        'DO composite 36 in layers Filtek Supreme',
        'Shade A3',
        'Cured each layer',
        '37 O caries removed',
        'O composite 37',
        'Same shade',
        'Dam off',
        'Checked the bite',
        '36 D marginal ridge high adjusted',
        'Polished',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bi02-uk-asr-fdi-emergency-retained-roots-25-lignocaine-correction-coupland',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she's got a broken down tooth upper left been aching on and off for a month medical history asthma uses a brown and a blue inhaler allergic to penicillin two five retained roots tender to percussion no swelling two four and two six sound pa two five no periapical pathology roots look straight discussed options root canal and a post crown or extraction she wants it out verbal consent la two cartridges lignocaine two percent one in eighty thousand adrenaline buccal infiltration two four correction two five and palatal waited a couple of minutes numbness checked with a probe used a coupland elevator first then a luxator mesially then extracted two five with upper root forceps both roots out intact checked the socket bit on a damp gauze haemostasis achieved post op instructions verbal and written no hot drinks no rinsing today she asked about going back to work told her fine tomorrow next visit denture or implant consult for the gap",
    expect: {
      CC: "Emergency. She's got a broken down tooth upper left. Been aching on and off for a month",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to penicillin',
      DENTAL: [
        ['25', 'Retained roots tender to percussion no swelling'],
        ['24', 'Sound'],
        ['26', 'Sound'],
      ],
      RADIO: 'PA 25 no periapical pathology. Roots look straight',
      CONSULT:
        'Discussed options root canal and a post crown or extraction. She wants it out. She asked about going back to work. Told her fine tomorrow',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 25'],
      TX: [
        'LA: 2 cartridges lignocaine 2% 1:80,000 adrenaline, buccal infiltration 25 + palatal infiltration',
        'Waited a couple of minutes',
        'Numbness checked with a probe',
        'Used a Coupland elevator first',
        'Luxator mesially',
        'Extracted 25 with upper root forceps',
        'Both roots out intact',
        'Checked the socket',
        'Bit on a damp gauze',
        'Haemostasis achieved',
        'Post-op instructions verbal and written no hot drinks no rinsing today',
      ],
      NV: ['Denture or implant consult for the gap'],
    },
  }),
  defineCase({
    id: 'bi03-uk-asr-fdi-appends-crown-prep-16-zirconia-trios-luxatemp-shoulder-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's here for the crown prep on one six root treated last year medical history no changes on omeprazole no allergies one six root filled large mesial occlusal distal composite crack line through the palatal cusp not tender one five and one seven sound la one cartridge of articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one six then took an alignment putty index um crown prep one six for zirconia occlusal reduction about one and a half millimetres axial reduction with a chamfer bur deeper chamfer palatally sorry deeper shoulder palatally double cord size zero zero and size one soaked in astringedent scanned with the trios upper lower and bite shade a two body a one incisal made the temporary crown with luxatemp from the index trimmed and cemented with tempbond ne checked the occlusion explained the temp might feel a bit bulky and to floss by pulling it out sideways",
    appends: [
      "add to notes he's asked for an early morning slot for the fit because of work",
      'next visit crown fit one six in two weeks',
    ],
    expect: {
      CC: 'Crown prep on 16. Root treated last year',
      'MED HX': 'No changes. On omeprazole. No allergies',
      DENTAL: [
        ['16', 'Root filled large MOD composite crack line through the P cusp not tender'],
        ['15', 'Sound'],
        ['17', 'Sound'],
      ],
      CONSULT: 'Explained the temp might feel a bit bulky and to floss by pulling it out sideways',
      'TX TODAY': ['Crown prep 16', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Took an alignment putty index',
        'Crown prep 16 for zirconia',
        'Occlusal reduction about 1.5 mm',
        'Axial reduction with a chamfer bur',
        'Deeper shoulder palatally',
        'Double cord size 00 and size 1 soaked in Astringedent',
        'Scanned with the TRIOS upper lower and bite',
        'Shade A2 body A1 incisal',
        'Made the temporary crown with Luxatemp from the index',
        'Trimmed and cemented with TempBond NE',
        'Checked the occlusion',
      ],
      NOTES: "He's asked for an early morning slot for the fit because of work",
      NV: ['Crown fit 16 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bi04-uk-typed-fdi-rsd-ul-ll-two-la-lines-cavitron-gracey-tepe-comma-run',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for RSD UL + LL as per perio plan, says gums bleed less since last visit. MH no change, type 2 diabetic (metformin), ex-smoker, NKDA. BPE 4 3 4 / 4 3 3, 6-7 mm pockets 26, 27, 36, 37, BOP 30%, plaque score 35%. 31 grade I mobility. LA 2 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UL, then 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB left, waited 5 min, RSD UL + LL w/ Cavitron then Gracey curettes 11/12 + 13/14, calculus mostly subgingival, bled a lot but settled w/ pressure, polished w/ prophy paste, OHI TePe brushes size 3 (blue) around molars + single tufted brush, pt said she's been using them most nights. Advised HbA1c check w/ GP. Re-eval 3/12 w/ 6PPC. NV RSD UR + LR 2/52.",
    expect: {
      CC: 'RSD UL + LL as per perio plan, says gums bleed less since last visit',
      'MED HX': 'No change, type 2 diabetic (metformin), ex-smoker, NKDA',
      PERIO: 'BPE 4 3 4 / 4 3 3, 6-7 mm pockets 26, 27, 36, 37, BOP 30%, plaque score 35%',
      DENTAL: [['31', 'Grade I mobility']],
      CONSULT: 'Advised HbA1c check w/ GP',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Waited 5 min',
        'RSD UL + LL w/ Cavitron',
        'Gracey curettes 11/12 + 13/14',
        'Calculus mostly subgingival',
        'Bled a lot but settled w/ pressure',
        'Polished w/ prophy paste',
        'OHI TePe brushes size 3 (blue) around molars + single tufted brush',
      ],
      NOTES: "Pt said she's been using them most nights",
      NV: ['RSD UR + LR 2 weeks'],
      'F/U': 'Re-eval 3 months w/ 6PPC',
    },
  }),
  defineCase({
    id: 'bi05-uk-asr-fdi-child-pulpotomy-ssc-84-ferric-sorry-biodentine-sticker',
    style: 'UK',
    asr: true,
    transcript:
      "six year old with mum she's here for the tooth on the lower right that's been hurting with sweets no pain at night medical history fit and well no allergies eight four large disto occlusal cavity no swelling not mobile eight five occlusal caries small eight three sound bitewing last month deep caries eight four close to the pulp diagnosis reversible pulpitis eight four discussed a pulpotomy and a metal crown with mum she's happy to go ahead verbal consent topical on then la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration eight four she was a bit wriggly but fine rubber dam caries removed pulp exposed as expected roof of the chamber removed coronal pulp amputated with a large round bur bleeding stopped in about two minutes with a damp cotton pellet pulpotomy eight four with ferric sulphate sorry with biodentine then ketac molar on top stainless steel crown eight four size four cemented with fuji one occlusion checked she got a sticker told mum to watch she doesn't bite her lip next visit occlusal filling eight five",
    expect: {
      CC: "Tooth on the lower right that's been hurting with sweets. No pain at night",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['84', 'Large DO cavity no swelling not mobile'],
        ['85', 'O caries small'],
        ['83', 'Sound'],
      ],
      RADIO: 'Bitewing last month deep caries 84 close to the pulp',
      DX: ['Reversible pulpitis 84'],
      CONSULT:
        "Discussed a pulpotomy and a metal crown with mum. She's happy to go ahead. Told mum to watch she doesn't bite her lip",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy 84', 'SSC 84'],
      TX: [
        'Topical on',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 84',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed as expected',
        'Roof of the chamber removed',
        'Coronal pulp amputated with a large round bur',
        'Bleeding stopped in about 2 minutes with a damp cotton pellet',
        'Pulpotomy 84 with Biodentine',
        'Ketac Molar on top',
        'Stainless steel crown 84 size 4 cemented with Fuji I',
        'Occlusion checked',
      ],
      NOTES: '6 year old with mum. She was a bit wriggly but fine. She got a sticker',
      NV: ['O filling 85'],
    },
  }),
  defineCase({
    id: 'bi06-uk-asr-fdi-surgical-extraction-48-sectioned-envelope-flap-warwick-james-aside',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for removal of the lower right wisdom tooth as planned after two bouts of pericoronitis medical history no changes takes sertraline no allergies non smoker four eight partially erupted mesioangular distal caries four seven sound opg from the consultation roots close to the canal but no signs of intimate relation reconfirmed the risks numbness of lip and tongue dry socket infection written consent signed la two cartridges lidocaine two percent one in eighty thousand adrenaline inferior dental block right and one cartridge articaine four percent buccal infiltration four eight three sided flap sorry envelope flap with a distal relief raised full thickness buccal bone removed with a round bur and saline coolant tooth sectioned through the furcation with a fissure bur could I have the warwick james please thanks distal root elevated out with the warwick james then crown and mesial root with a coupland surgical extraction four eight complete apices checked socket irrigated with saline and edges smoothed two sutures three oh vicryl rapide haemostasis with gauze pressure post op instructions verbal and written rx ibuprofen four hundred milligrams three times a day with food and paracetamol he's got his brother driving him home review one week for suture check",
    expect: {
      CC: 'Removal of the lower right wisdom tooth as planned after 2 bouts of pericoronitis',
      'MED HX': 'No changes. Takes sertraline. No allergies. Non smoker',
      DENTAL: [
        ['48', 'Partially erupted mesioangular D caries'],
        ['47', 'Sound'],
      ],
      RADIO: 'OPG from the consultation roots close to the canal but no signs of intimate relation',
      CONSULT: 'Reconfirmed the risks numbness of lip and tongue dry socket infection',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4%, buccal infiltration 48',
        'Envelope flap with a distal relief raised full thickness',
        'Buccal bone removed with a round bur and saline coolant',
        'Tooth sectioned through the furcation with a fissure bur',
        'D root elevated out with the Warwick James',
        'Crown and M root with a Coupland',
        'Surgical extraction 48 complete',
        'Apices checked',
        'Socket irrigated with saline',
        'Edges smoothed',
        '2 sutures 3-0 Vicryl Rapide',
        'Haemostasis with gauze pressure',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 400 mg 3 times a day with food and paracetamol',
      ],
      NOTES: "He's got his brother driving him home",
      'F/U': 'Review 1 week for suture check',
    },
  }),
  defineCase({
    id: 'bi07-uk-typed-fdi-emergency-extirpation-26-ledermix-mb2-not-found-comma-run',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg appt, throbbing pain UL since Sat, kept awake last 2 nights, worse lying down, ibuprofen not helping. MH: no change, hypertension (amlodipine), NKDA. 26 large MOD amalgam, recurrent caries palatally, TTP +, lingering pain to cold >30 s, no swelling. 25 DO comp sound, 27 sound. PA 26: deep caries approaching pulp horn, widened PDL MB root. Dx symptomatic irreversible pulpitis 26. Options: RCT, XLA or no tx, pt wants to keep tooth, verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil 26, RD, amalgam + caries removed, access, pulp chamber bled profusely, pulp extirpated 26 (MB + DB + P), MB2 not found, canals irrigated 3% NaOCl, Ledermix + Cavit, occlusion relieved, POIG, advised paracetamol + ibuprofen combined. Pt v relieved. NV RCT 26 1/52 (90 min).',
    expect: {
      CC: 'Emerg appt, throbbing pain UL since Sat, kept awake last 2 nights, worse lying down, ibuprofen not helping',
      'MED HX': 'No change, hypertension (amlodipine), NKDA',
      DENTAL: [
        ['26', 'Large MOD amalgam, recurrent caries palatally, TTP +, lingering pain to cold >30 s, no swelling'],
        ['25', 'DO comp sound'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26: deep caries approaching pulp horn, widened PDL MB root',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT: 'Options: RCT, XLA or no tx, pt wants to keep tooth. Advised paracetamol + ibuprofen combined',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'RD',
        'Amalgam + caries removed',
        'Access',
        'Pulp chamber bled profusely',
        'Pulp extirpated 26 (MB + DB + P)',
        'MB2 not found',
        'Canals irrigated 3% NaOCl',
        'Ledermix + Cavit',
        'Occlusion relieved',
        'POIG',
      ],
      NOTES: 'Pt v relieved',
      NV: ['RCT 26 1 week (90 min)'],
    },
  }),
  defineCase({
    id: 'bi08-uk-asr-fdi-acrylic-partial-denture-fit-12-21-relieved-clasp-sorry-25',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the fit of her new acrylic upper partial denture replacing one two and two one lost them in a fall in the summer medical history no changes osteoporosis on alendronic acid no allergies one one crown sound two two and one three sound plaque on the lower incisors tried the denture in it wouldn't go up fully pressure relief cream showed it binding distal to one three relieved the acrylic there with a bur then it seated fully retention good with wrought clasps on one four and two four sorry two five two five clasp tightened slightly occlusion checked with articulating paper light contact on the anterior denture teeth in protrusion smoothed the flange polished then fitted the upper partial denture she's really pleased with the smile showed her how to put it in and take it out how to clean it with a soft brush and not to sleep in it review in one week for any sore spots",
    expect: {
      CC: 'Fit of her new acrylic upper partial denture replacing 12 and 21. Lost them in a fall in the summer',
      'MED HX': 'No changes. Osteoporosis on alendronic acid. No allergies',
      DENTAL: [
        ['11', 'Crown sound'],
        ['22', 'Sound'],
        ['13', 'Sound'],
      ],
      PERIO: 'Plaque on the lower incisors',
      CONSULT: 'Showed her how to put it in and take it out how to clean it with a soft brush and not to sleep in it',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Tried the denture in',
        "It wouldn't go up fully",
        'Pressure relief cream showed it binding distal to 13',
        'Relieved the acrylic there with a bur',
        'It seated fully',
        'Retention good with wrought clasps 14, 25',
        '25 clasp tightened slightly',
        'Occlusion checked with articulating paper',
        'Light contact on the anterior denture teeth in protrusion',
        'Smoothed the flange',
        'Polished',
        'Fitted the upper partial denture',
      ],
      NOTES: "She's really pleased with the smile",
      'F/U': 'Review in 1 week for any sore spots',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bi09-uk-asr-palmer-mod-amalgam-ur6-b-composite-ur4-prilocaine-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for two fillings upper right medical history no changes takes warfarin inr two point four yesterday no allergies upper right six mesial occlusal distal amalgam fractured with recurrent caries upper right four buccal cervical caries sensitive to cold upper right five sound la two cartridges prilocaine three percent with felypressin buccal infiltration upper right six and upper right four plus palatal infiltration upper right six waited five minutes isolated with cotton wool rolls and dry tips old amalgam removed upper right six caries excavated deep mesially gingival bleeding minimal despite the warfarin dycal base then siqveland matrix and wedges mesial occlusal distal silver filling upper right six dispersalloy condensed carved and burnished then upper right four buccal caries removed with a slow round bur bonded with g bond buccal composite upper right four shade a three point five checked the bite bit high on the amalgam adjusted told him not to chew on the right for a few hours recall six months',
    expect: {
      CC: '2 fillings upper right',
      'MED HX': 'No changes. Takes warfarin. INR 2.4 yesterday. No allergies',
      DENTAL: [
        ['UR6', 'MOD amalgam fractured with recurrent caries'],
        ['UR4', 'B cervical caries sensitive to cold'],
        ['UR5', 'Sound'],
      ],
      CONSULT: 'Told him not to chew on the right for a few hours',
      'TX TODAY': ['MOD amalgam UR6', 'B composite UR4'],
      TX: [
        'LA: 2 cartridges prilocaine 3% felypressin, buccal infiltration UR6, UR4 + palatal infiltration UR6',
        'Waited 5 minutes',
        'Isolated with cotton wool rolls and dry tips',
        'Old amalgam removed UR6',
        'Caries excavated deep mesially',
        'Gingival bleeding minimal despite the warfarin',
        'Dycal base',
        'Siqveland matrix and wedges',
        'MOD silver filling UR6 Dispersalloy condensed carved and burnished',
        'UR4 B caries removed with a slow round bur',
        'Bonded with G-Bond',
        'B composite UR4',
        'Shade A3.5',
        'Checked the bite',
        'Bit high on the amalgam adjusted',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bi10-uk-asr-palmer-rct-ll6-first-stage-four-canals-dl-calcified-reciproc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right she's in for the first stage of the root canal on the lower left six as planned been settled since the emergency visit medical history no changes no allergies lower left six temporary dressing intact slightly tender to bite lower left seven disto occlusal composite sound numbed her up with two cartridges lidocaine two percent one in eighty thousand adrenaline inferior dental block left then one cartridge of articaine four percent buccal infiltration lower left six rubber dam with a winged seven clamp root canal treatment lower left six removed the dressing four canals found mesiobuccal mesiolingual distobuccal and distolingual hmm distolingual calcified at the orifice opened it up with an ultrasonic tip glide path with pathfiles working lengths with the apex locator confirmed on a pa all four around twenty one millimetres to the mesiobuccal cusp shaped with reciproc blue r twenty five irrigated with sodium hypochlorite between every file and edta at the end non setting calcium hydroxide then cotton pellet and cavit bite checked told her it might be a bit tender for a few days and to take ibuprofen if needed next visit complete root canal lower left six in two weeks",
    expect: {
      CC: 'First stage of the root canal on LL6 as planned. Been settled since the emergency visit',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LL6', 'Temporary dressing intact slightly tender to bite'],
        ['LL7', 'DO composite sound'],
      ],
      CONSULT: 'Told her it might be a bit tender for a few days and to take ibuprofen if needed',
      'TX TODAY': ['RCT LL6'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4%, buccal infiltration LL6',
        'Rubber dam with a winged 7 clamp',
        'Root canal treatment LL6',
        'Removed the dressing',
        '4 canals found MB ML DB and DL',
        'DL calcified at the orifice',
        'Opened it up with an ultrasonic tip',
        'Glide path with PathFiles',
        'Working lengths with the apex locator confirmed on a PA',
        'All 4 around 21 mm to the MB cusp',
        'Shaped with Reciproc Blue R25',
        'Irrigated with sodium hypochlorite between every file and EDTA at the end',
        'Non setting calcium hydroxide',
        'Cotton pellet and Cavit',
        'Bite checked',
      ],
      NV: ['Complete RCT LL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bi11-uk-typed-palmer-partial-denture-impressions-alginate-retaken-cocr-quote',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for P/P denture impressions. Current upper denture 10+ yrs old, loose, clasp on UR4 broke last month. MH: no change, AF on apixaban, NKDA. UR4 mobile grade I. UR3, UL3, UL4 sound. LR6, LL6 missing. BPE 2 2 2 / 2 1 2. Upper ridge resorbed anteriorly. Alginate impressions upper + lower in stock trays, upper tray extended w/ wax at tuberosities, lower retaken (air bubble over LR5), bite taken in wax, impressions disinfected + sent to lab w/ request for special trays. CoCr lower discussed. Pt asked about cost, private CoCr quoted £1,150, she'll think about it. NV border moulding + secondary impressions 3/52.",
    expect: {
      CC: 'P/P denture impressions. Current upper denture 10+ yrs old, loose, clasp on UR4 broke last month',
      'MED HX': 'No change, AF on apixaban, NKDA',
      DENTAL: [
        ['UR4', 'Mobile grade I'],
        ['UR3', 'Sound'],
        ['UL3', 'Sound'],
        ['UL4', 'Sound'],
        ['LR6', 'Missing'],
        ['LL6', 'Missing'],
      ],
      PERIO: 'BPE 2 2 2 / 2 1 2',
      INTRA: 'Upper ridge resorbed anteriorly',
      CONSULT: "CoCr lower discussed. Pt asked about cost, private CoCr quoted £1,150, she'll think about it",
      'TX TODAY': ['Impressions'],
      TX: [
        'Alginate impressions upper + lower in stock trays',
        'Upper tray extended w/ wax at tuberosities',
        'Lower retaken (air bubble over LR5)',
        'Bite taken in wax',
        'Impressions disinfected + sent to lab w/ request for special trays',
      ],
      NV: ['Border moulding + secondary impressions 3 weeks'],
    },
  }),
  defineCase({
    id: 'bi12-uk-asr-palmer-child-hall-crown-lle-o-sorry-do-separator-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'five year old attended with dad for the hall crown on the lower left e orthodontic separator was placed last week dad says it was a bit sore for a day medical history fit and well no allergies lower left e occlusal sorry disto occlusal cavity no abscess no mobility lower left d sound upper left e sealant intact separator still in place between lower left d and lower left e bitewing from last time caries not into the pulp no la needed for the hall technique separator removed with a probe sized up size five too big then stainless steel crown lower left e size four filled with fuji one then seated with finger pressure he bit down on a cotton roll for a few minutes excess cleaned off floss through the contact occlusion slightly high as expected told dad the bite will settle in a couple of weeks fluoride varnish all teeth he was really good recall three months',
    expect: {
      CC: 'Hall crown on LLE. Orthodontic separator was placed last week. Dad says it was a bit sore for a day',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LLE', 'DO cavity no abscess no mobility'],
        ['LLD', 'Sound'],
        ['ULE', 'Sealant intact'],
      ],
      INTRA: 'Separator still in place between LLD and LLE',
      RADIO: 'Bitewing from last time caries not into the pulp',
      CONSULT: 'Told dad the bite will settle in a couple of weeks',
      'TX TODAY': ['SSC LLE', 'Fluoride varnish'],
      TX: [
        'No LA needed for the Hall technique',
        'Separator removed with a probe',
        'Sized up',
        'Size 5 too big',
        'Stainless steel crown LLE size 4 filled with Fuji I',
        'Seated with finger pressure',
        'He bit down on a cotton roll for a few minutes',
        'Excess cleaned off',
        'Floss through the contact',
        'Occlusion slightly high as expected',
        'Fluoride varnish all teeth',
      ],
      NOTES: '5 year old attended with dad. He was really good',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bi13-uk-asr-palmer-implant-placement-lr6-astra-sulcular-sorry-patient-remark',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for implant placement lower right six as planned after the cbct medical history no changes non smoker no allergies blood pressure one thirty four over eighty two lower right six site healed ridge good width lower right five and lower right seven sound cbct reviewed eleven millimetres above the canal and seven millimetres width reconfirmed risks nerve damage failure infection signed consent pre op chlorhexidine mouthwash one minute then four percent articaine two cartridges one in a hundred thousand adrenaline id block right plus buccal infiltration lower right six crestal incision with a mesial relieving incision sorry with a sulcular extension mesially full thickness flap raised osteotomy sequence pilot drill to ten millimetres checked with a paralleling pin on a pa then three point two and three point six drills just a bit of pressure and vibration now astra ev four point two by nine millimetre implant placed primary stability good insertion torque thirty five newton centimetres cover screw placed flap closed with five oh prolene interrupted sutures gauze pressure post op instructions verbal and written rx amoxicillin five hundred milligrams three times a day for five days review ten days for suture removal',
    expect: {
      CC: 'Implant placement LR6 as planned after the CBCT',
      'MED HX': 'No changes. Non smoker. No allergies. Blood pressure 134/82',
      INTRA: 'LR6 site healed. Ridge good width',
      DENTAL: [
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'CBCT reviewed. 11 mm above the canal and 7 mm width',
      CONSULT: 'Reconfirmed risks nerve damage failure infection',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Implant placement LR6'],
      TX: [
        'Pre-op chlorhexidine mouthwash 1 minute',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR6',
        'Crestal incision with a sulcular extension mesially',
        'Full thickness flap raised',
        'Osteotomy sequence pilot drill to 10 mm',
        'Checked with a paralleling pin on a PA',
        '3.2 and 3.6 drills',
        'Astra EV 4.2 by 9 mm implant placed',
        'Primary stability good',
        'Insertion torque 35 Ncm',
        'Cover screw placed',
        'Flap closed with 5-0 Prolene interrupted sutures',
        'Gauze pressure',
        'Post-op instructions verbal and written',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
      ],
      'F/U': 'Review 10 days for suture removal',
    },
  }),
  defineCase({
    id: 'bi14-uk-typed-palmer-emax-crown-fit-ul6-panavia-comma-run-no-chart',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of emax crown UL6, temp lost 3 days ago, tooth a bit sensitive since. MH: no change, NKDA. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal infil UL6, prep cleaned w/ pumice + chlorhexidine, no caries, crown tried in, D contact heavy, eased w/ fine diamond + polished, contacts checked w/ floss, margins OK w/ probe, shade good (A2), pt approved in mirror, crown etched w/ HF 20 s, silane, prep isolated w/ OptraGate + cotton rolls, crown cemented w/ Panavia V5, excess removed at tack cure, floss through, occlusion checked in ICP + excursions, MP cusp sl high, adjusted + polished w/ Dialite, POIG. Pt asked if she can floss: yes, pull through sideways for first week. Recall 6/12.',
    expect: {
      CC: 'Fit of emax crown UL6, temp lost 3 days ago, tooth a bit sensitive since',
      'MED HX': 'No change, NKDA',
      CONSULT: 'Pt asked if she can floss: yes, pull through sideways for first week',
      'TX TODAY': ['Crown fit UL6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL6',
        'Prep cleaned w/ pumice + chlorhexidine',
        'No caries',
        'Crown tried in',
        'D contact heavy',
        'Eased w/ fine diamond + polished',
        'Contacts checked w/ floss',
        'Margins OK w/ probe',
        'Shade good (A2)',
        'Crown etched w/ HF 20 s',
        'Silane',
        'Prep isolated w/ OptraGate + cotton rolls',
        'Crown cemented w/ Panavia V5',
        'Excess removed at tack cure',
        'Floss through',
        'Occlusion checked in ICP + excursions',
        'MP cusp sl high',
        'Adjusted + polished w/ Dialite',
        'POIG',
      ],
      NOTES: 'Pt approved in mirror',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bi15-uk-asr-palmer-emergency-pericoronitis-lr8-irrigation-ur8-cusp-sorry-metronidazole',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's got pain and swelling round the lower right wisdom tooth for three days bad taste hard to open medical history no changes no allergies smokes ten a day extra oral tender submandibular node on the right no facial swelling temperature normal mouth opening about thirty millimetres intra oral operculum over lower right eight red and swollen pus on pressure lower right eight partially erupted vertical no caries upper right eight over erupted biting on the flap lower right seven sound diagnosis pericoronitis lower right eight topical then irrigated under the operculum with warm saline and chlorhexidine using a blunt needle debris and pus flushed out upper right eight buccal sorry palatal cusp smoothed with a bur to relieve the bite rx metronidazole four hundred milligrams three times a day for three days advised hot salt water rinses and no alcohol with the metronidazole smoking advice given discussed taking out the lower and upper eights when it settles he wants to think about it review one week or sooner if worse",
    expect: {
      CC: "Emergency. He's got pain and swelling round the lower right wisdom tooth for 3 days. Bad taste. Hard to open",
      'MED HX': 'No changes. No allergies. Smokes 10 a day',
      EXTRA: 'Tender submandibular node on the right. No facial swelling. Temperature normal. Mouth opening about 30 mm',
      INTRA: 'Operculum over LR8 red and swollen. Pus on pressure',
      DENTAL: [
        ['LR8', 'Partially erupted vertical no caries'],
        ['UR8', 'Over erupted biting on the flap'],
        ['LR7', 'Sound'],
      ],
      DX: ['Pericoronitis LR8'],
      CONSULT:
        'Advised hot salt water rinses and no alcohol with the metronidazole. Smoking advice given. Discussed taking out the lower and upper eights when it settles. He wants to think about it',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Topical',
        'Irrigated under the operculum with warm saline and chlorhexidine using a blunt needle',
        'Debris and pus flushed out',
        'UR8 P cusp smoothed with a bur to relieve the bite',
        'Rx metronidazole 400 mg 3 times a day for 3 days',
      ],
      'F/U': 'Review 1 week or sooner if worse',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal)
  defineCase({
    id: 'bi16-us-asr-do-composite-12-mo-composite-13-septocaine-theracal-enhance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for the two fillings upper left twelve and thirteen between the teeth medical history no changes takes lexapro no allergies number twelve distal caries into dentin number thirteen mesial caries number fourteen mesial occlusal distal amalgam intact got her numb with one carp of septocaine four percent one to one hundred thousand epi buccal infiltration twelve and thirteen plus palatal infiltration isolated with isolite twelve distal caries removed then thirteen mesial caries removed close to the pulp so theracal lc over the deepest spot two sectional bands garrison rings and wedges selective etch enamel scotchbond universal flowable liner then distal occlusal composite twelve and mesial occlusal composite thirteen filtek supreme in layers shade a two body cured each increment bands off checked contacts with floss good tight contacts occlusion adjusted polished with enhance cups she asked why the filling on thirteen was bigger than she thought told her the decay spread under the enamel post op instructions given recall as scheduled",
    expect: {
      CC: '2 fillings upper left #12 and #13 between the teeth',
      'MED HX': 'No changes. Takes Lexapro. No allergies',
      DENTAL: [
        ['12', 'D caries into dentin'],
        ['13', 'M caries'],
        ['14', 'MOD amalgam intact'],
      ],
      CONSULT: 'She asked why the filling on #13 was bigger than she thought. Told her the decay spread under the enamel',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 1 carpule Septocaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13 + palatal infiltration',
        'Isolated with Isolite',
        '#12 D caries removed',
        '#13 M caries removed close to the pulp',
        'TheraCal LC over the deepest spot',
        '2 sectional bands Garrison rings and wedges',
        'Selective etch enamel',
        'Scotchbond Universal',
        'Flowable liner',
        'DO composite #12',
        'MO composite #13 Filtek Supreme in layers',
        'Shade A2 body',
        'Cured each increment',
        'Bands off',
        'Checked contacts with floss',
        'Good tight contacts',
        'Occlusion adjusted',
        'Polished with Enhance cups',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'bi17-us-asr-appends-bridge-prep-3-to-5-luxacore-imprint-integrity-temp-bridge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the bridge prep upper right three to five replacing four which was extracted in the spring medical history no changes high blood pressure on losartan no allergies bp one thirty eight over eighty four number three large mesial occlusal amalgam no caries number five disto occlusal composite with recurrent decay distally number four space healed ridge slight buccal concavity two carps of lido two percent with one to one hundred k epi buccal and palatal infiltration three and five took a putty matrix for the temp three amalgam removed five composite and recurrent decay removed core buildup with luxacore on both then bridge prep three to five chamfer margins path of insertion checked with the mirror zero zero cord then size one cord with hemodent final impressions with imprint four heavy and light body alginate lower bite registration shade a three sorry a three point five temporary bridge made in integrity from the matrix cemented with tempbond checked the bite showed her how to use superfloss under the pontic told her the temp is just plastic so go easy on it next visit bridge seat three to five in two weeks',
    appends: ['add to notes she brought her granddaughter with her today', 'add to treatment photos taken for the lab'],
    expect: {
      CC: 'Bridge prep upper right #3 to #5 replacing #4 which was extracted in the spring',
      'MED HX': 'No changes. High blood pressure on losartan. No allergies. BP 138/84',
      DENTAL: [
        ['3', 'Large MO amalgam no caries'],
        ['5', 'DO composite with recurrent decay distally'],
      ],
      INTRA: '#4 space healed. Ridge slight buccal concavity',
      CONSULT:
        'Showed her how to use Superfloss under the pontic. Told her the temp is just plastic so go easy on it',
      'TX TODAY': ['Bridge prep #3 to #5', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #5',
        'Took a putty matrix for the temp',
        '#3 amalgam removed',
        '#5 composite and recurrent decay removed',
        'Core buildup with LuxaCore on both',
        'Bridge prep #3 to #5',
        'Chamfer margins',
        'Path of insertion checked with the mirror',
        '00 cord',
        'Size 1 cord with Hemodent',
        'Final impressions with Imprint 4 heavy and light body',
        'Alginate lower',
        'Bite registration',
        'Shade A3.5',
        'Temporary bridge made in Integrity from the matrix',
        'Cemented with TempBond',
        'Checked the bite',
        'Photos taken for the lab',
      ],
      NOTES: 'She brought her granddaughter with her today',
      NV: ['Bridge fit #3 to #5 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bi18-us-typed-srp-ur-lr-arestin-peridex-comma-run-no-chart',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "SRP UR/LR quads, 1st of 2 visits. Pt reports bleeding when brushing, bad breath. Med hx: no changes, pre-diabetic, atorvastatin, NKDA. PSR 4 3 3 / 3 3 4. Generalized 4-6 mm pockets, 7 mm #2 DB and #31 D, BOP 45%, heavy subg calculus. Dx: generalized periodontitis stage III grade B. 20% benzocaine topical, 2 carps 4% articaine 1:100k epi R IANB + buccal infil #2, Cavitron then hand scaling w/ Gracey 11/12 + 13/14, SRP UR + LR completed, Arestin #2 DB + #31 D, OHI: Sonicare + floss picks. Pt said he'll try. Rx Peridex 0.12% rinse BID x 2 wks. NV SRP UL/LL 2 wks. Re-eval 6 wks after.",
    expect: {
      CC: 'SRP UR/LR quads, 1st of 2 visits. Pt reports bleeding when brushing, bad breath',
      'MED HX': 'No changes, pre-diabetic, atorvastatin, NKDA',
      PERIO:
        'PSR 4 3 3 / 3 3 4. Generalized 4-6 mm pockets, 7 mm #2 DB and #31 D, BOP 45%, heavy subg calculus',
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT: "Pt said he'll try",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        '20% benzocaine topical',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #2',
        'Cavitron',
        'Hand scaling w/ Gracey 11/12 + 13/14',
        'SRP UR + LR completed',
        'Arestin #2 DB + #31 D',
        'OHI: Sonicare + floss picks',
        'Rx Peridex 0.12% rinse BID x 2 wks',
      ],
      NV: ['SRP UL/LL 2 wks'],
      'F/U': 'Re-eval 6 wks after',
    },
  }),
  defineCase({
    id: 'bi19-us-asr-extractions-7-10-immediate-partial-denture-150-forceps-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of the upper front teeth and the immediate partial denture medical history no changes type two diabetes on metformin last a one c seven point one allergic to codeine numbers seven eight nine and ten grade two mobility heavy calculus numbers six and eleven sound consent signed three carpules lidocaine two percent one to one hundred thousand epi labial and palatal infiltration seven through ten waited five minutes periotome around each tooth then extracted seven eight nine and ten with the upper universal forceps sorry with the one fifty forceps all roots intact sockets curetted and irrigated with saline um gauze pressure then tried in the immediate partial denture it was tight labially over the ridge relieved with an acrylic bur then seated the immediate partial denture good retention checked the bite heavy contact on the lower incisors adjusted bite on gauze for thirty minutes told her leave it in for twenty four hours soft diet warm salt water from tomorrow rx ibuprofen six hundred milligrams every six hours as needed she was worried about how she'd look but she loves it review tomorrow",
    expect: {
      CC: 'Extraction of the upper front teeth and the immediate partial denture',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Last A1c 7.1. Allergic to codeine',
      DENTAL: [
        ['7', 'Grade 2 mobility heavy calculus'],
        ['8', 'Grade 2 mobility heavy calculus'],
        ['9', 'Grade 2 mobility heavy calculus'],
        ['10', 'Grade 2 mobility heavy calculus'],
        ['6', 'Sound'],
        ['11', 'Sound'],
      ],
      CONSULT: 'Told her leave it in for 24 hours. Soft diet. Warm salt water from tomorrow',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #7, #8, #9, #10', 'Denture fit'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #7 through #10',
        'Waited 5 minutes',
        'Periotome around each tooth',
        'Extracted #7, #8, #9, #10 with the 150 forceps',
        'All roots intact',
        'Sockets curetted and irrigated with saline',
        'Gauze pressure',
        'Tried in the immediate partial denture',
        'It was tight labially over the ridge',
        'Relieved with an acrylic bur',
        'Seated the immediate partial denture',
        'Good retention',
        'Checked the bite',
        'Heavy contact on the lower incisors adjusted',
        'Bite on gauze for 30 minutes',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: "She was worried about how she'd look but she loves it",
      'F/U': 'Review tomorrow',
    },
  }),
  defineCase({
    id: 'bi20-us-asr-child-mta-pulpotomy-ssc-l-nitrous-ferric-sorry-grandpa',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with grandpa here for the crown on the lower left back baby tooth number l he's had some pain with cold medical history asthma uses albuterol as needed no allergies letter l large mesial occlusal caries no swelling not mobile letter k sound number nineteen sealant intact bitewing last visit decay close to the pulp on l nitrous oxide thirty percent with oxygen for comfort topical benzocaine then one carpule of lido two percent one to one hundred k epi left ianb big wide open like a lion for me buddy rubber dam eight a clamp decay removed pulp exposure coronal pulp removed hemostasis in three minutes with cotton pellets ferric sulfate sorry mta pulpotomy letter l irm base stainless steel crown letter l size five crimped and cemented with ketac cem occlusion checked oxygen for five minutes after he did great picked a toy grandpa asked if the crown falls out with the tooth told him yes around age ten to twelve recall six months",
    expect: {
      CC: "Crown on the lower left back baby tooth #L. He's had some pain with cold",
      'MED HX': 'Asthma. Uses albuterol as needed. No allergies',
      DENTAL: [
        ['L', 'Large MO caries no swelling not mobile'],
        ['K', 'Sound'],
        ['19', 'Sealant intact'],
      ],
      RADIO: 'Bitewing last visit decay close to the pulp on #L',
      CONSULT: 'Grandpa asked if the crown falls out with the tooth. Told him yes around age 10 to 12',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Nitrous oxide 30% with oxygen for comfort',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam 8A clamp',
        'Decay removed',
        'Pulp exposure',
        'Coronal pulp removed',
        'Hemostasis in 3 minutes with cotton pellets',
        'MTA pulpotomy #L',
        'IRM base',
        'Stainless steel crown #L size 5 crimped and cemented with Ketac Cem',
        'Occlusion checked',
        'Oxygen for 5 minutes after',
      ],
      NOTES: '7 year old with grandpa. He did great. Picked a toy',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bi21-us-typed-extraction-32-surgical-extraction-17-702-bur-chromic-comma-run',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for ext #17 + #32, wants LA only (declined IV sedation). Med hx: no changes, oral contraceptive, NKDA. #17 partially impacted, mesioangular, food trap. #32 fully erupted, D caries into pulp. #18, #31 sound. Pano reviewed: #17 roots near IAN canal, no darkening or narrowing, #32 single conical root. Risks reviewed incl. paresthesia, dry socket, trismus. Consent signed. 2 carps 2% lido 1:100k epi R IANB + buccal infil #32, extracted #32 w/ 301 elevator + 151 forceps, roots intact. 2 carps 4% articaine 1:100k epi L IANB + buccal infil #17, full thickness envelope flap w/ distal release, buccal bone removed w/ size 8 round bur + sterile saline, sectioned w/ 702 bur, M + D roots elevated out separately, surgical extraction #17 complete, socket curetted + irrigated, bone filed smooth, 2 x 3-0 chromic gut sutures, gauze pressure. POI verbal + written. Rx ibuprofen 600 mg q6h PRN + acetaminophen 500 mg q6h PRN. Pt tolerated well, mom driving her home. F/u 1 wk PRN.',
    expect: {
      CC: 'Ext #17 + #32, wants LA only (declined IV sedation)',
      'MED HX': 'No changes, oral contraceptive, NKDA',
      DENTAL: [
        ['17', 'Partially impacted, mesioangular, food trap'],
        ['32', 'Fully erupted, D caries into pulp'],
        ['18', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'Pano reviewed: #17 roots near IAN canal, no darkening or narrowing, #32 single conical root',
      CONSULT: 'Risks reviewed incl. paresthesia, dry socket, trismus',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #32', 'Surgical extraction #17'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #32',
        'Extracted #32 w/ 301 elevator + 151 forceps',
        'Roots intact',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #17',
        'Full thickness envelope flap w/ distal release',
        'Buccal bone removed w/ size 8 round bur + sterile saline',
        'Sectioned w/ 702 bur',
        'M + D roots elevated out separately',
        'Surgical extraction #17 complete',
        'Socket curetted + irrigated',
        'Bone filed smooth',
        '2 x 3-0 chromic gut sutures',
        'Gauze pressure',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h PRN + acetaminophen 500 mg q6h PRN',
      ],
      NOTES: 'Pt tolerated well, mom driving her home',
      'F/U': 'F/u 1 wk PRN',
    },
  }),
  defineCase({
    id: 'bi22-us-asr-emergency-fractured-dl-cusp-30-temp-dressing-irm-mepivacaine-plain',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency walk in he bit on a popcorn kernel last night and a big piece of his lower right back tooth broke off now sensitive to cold and sweet medical history no changes takes metoprolol no allergies extraoral within normal limits intraoral number thirty fractured mesiolingual cusp sorry distolingual cusp old mesial occlusal distal amalgam still there decay under it lingers a little to cold not tender to percussion number thirty one sound number twenty nine disto occlusal composite intact pa of thirty no periapical lesion decay close to the pulp distally diagnosis reversible pulpitis number thirty we talked about a crown he wants it but needs to check his insurance first one carpule of mepivacaine three percent plain right ianb cotton rolls removed the loose amalgam and decay stepwise left a little leathery dentin over the pulp temp dressing thirty with irm smoothed the edges bite checked told him to avoid chewing hard stuff on that side and to call if it starts throbbing at night next visit crown prep number thirty',
    expect: {
      CC: 'Emergency walk in. He bit on a popcorn kernel last night and a big piece of his lower right back tooth broke off. Sensitive to cold and sweet',
      'MED HX': 'No changes. Takes metoprolol. No allergies',
      EXTRA: 'Within normal limits',
      DENTAL: [
        [
          '30',
          'Fractured DL cusp old MOD amalgam still there decay under it lingers a little to cold not tender to percussion',
          'DL cusp',
        ],
        ['31', 'Sound'],
        ['29', 'DO composite intact'],
      ],
      RADIO: 'PA of #30 no periapical lesion. Decay close to the pulp distally',
      DX: ['Reversible pulpitis #30'],
      CONSULT:
        'We talked about a crown. He wants it but needs to check his insurance first. Told him to avoid chewing hard stuff on that side and to call if it starts throbbing at night',
      'TX TODAY': ['Temporary dressing #30'],
      TX: [
        'LA: 1 carpule mepivacaine 3% plain, IANB right',
        'Cotton rolls',
        'Removed the loose amalgam and decay stepwise',
        'Left a little leathery dentin over the pulp',
        'Temp dressing #30 with IRM',
        'Smoothed the edges',
        'Bite checked',
      ],
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'bi23-us-typed-upper-cd-wax-try-in-vdo-post-dam-no-title-comma-run',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for wax try-in, upper CD opposing natural lower teeth. Current upper denture loose, cracked at midline, repaired twice. Med hx: no changes, hypothyroid (levothyroxine), NKDA. Upper ridge healed, mild flabby tissue anteriorly. #19 missing, #20 + #29 sound, #30 MOD amalgam intact. Try-in seated, retention + stability good, lip support good, 2 mm incisal display at rest, midline OK, VDO checked w/ phonetics + 3 mm freeway space, centric checked w/ wax bite, posterior contacts even, posterior palatal seal marked w/ T-burnisher. Pt approved shade (A2) + tooth arrangement in mirror, daughter agreed. Explained new denture will feel bulky for a few weeks. Sent to lab for processing. NV denture fit 2 wks.',
    expect: {
      CC: 'Wax try-in, upper CD opposing natural lower teeth. Current upper denture loose, cracked at midline, repaired twice',
      'MED HX': 'No changes, hypothyroid (levothyroxine), NKDA',
      INTRA: 'Upper ridge healed, mild flabby tissue anteriorly',
      DENTAL: [
        ['19', 'Missing'],
        ['20', 'Sound'],
        ['29', 'Sound'],
        ['30', 'MOD amalgam intact'],
      ],
      CONSULT: 'Explained new denture will feel bulky for a few weeks',
      TX: [
        'Try-in seated',
        'Retention + stability good',
        'Lip support good',
        '2 mm incisal display at rest',
        'Midline OK',
        'VDO checked w/ phonetics + 3 mm freeway space',
        'Centric checked w/ wax bite',
        'Posterior contacts even',
        'Posterior palatal seal marked w/ T-burnisher',
        'Sent to lab for processing',
      ],
      NOTES: 'Pt approved shade (A2) + tooth arrangement in mirror, daughter agreed',
      NV: ['Denture fit 2 wks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US endodontist (Universal)
  defineCase({
    id: 'bi24-us-asr-endo-rct-30-first-visit-cbct-vortex-ultracal-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient referred by her general dentist for root canal on number thirty lower right molar she's had pain on biting for two weeks and lingering cold pain medical history no changes takes levothyroxine allergic to sulfa drugs number thirty large disto occlusal composite cold lingering fifteen seconds percussion positive palpation negative probing within normal limits numbers twenty nine and thirty one cold normal not tender limited field cbct mesial root two canals distal root one wide canal no periapical lesion diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number thirty reviewed the procedure and the risks file separation perforation possible need for retreatment she signed consent two carpules of lidocaine two percent one to one hundred thousand epi right ianb could you load another articaine for me thanks then one carpule articaine four percent buccal infiltration thirty rubber dam access through the composite root canal treatment number thirty first visit three canals located under the microscope patency with a ten k file working lengths with the root zx twenty one millimeters for the mesial canals and twenty point five for the distal canal cleaned and shaped with vortex blue to size thirty five irrigated with sodium hypochlorite and edta ultrasonically activated ultracal in the canals cotton and cavit post op instructions reviewed advised ibuprofen six hundred milligrams with tylenol every six hours as needed next visit obturation thirty in two weeks",
    expect: {
      CC: "New patient referred by her general dentist for root canal on #30 lower right molar. She's had pain on biting for 2 weeks and lingering cold pain",
      'MED HX': 'No changes. Takes levothyroxine. Allergic to sulfa drugs',
      DENTAL: [
        [
          '30',
          'Large DO composite cold lingering 15 seconds percussion positive palpation negative probing within normal limits',
        ],
        ['29', 'Cold normal not tender'],
        ['31', 'Cold normal not tender'],
      ],
      RADIO: 'Limited field CBCT mesial root 2 canals distal root 1 wide canal. No periapical lesion',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #30'],
      CONSULT:
        'Reviewed the procedure and the risks file separation perforation possible need for retreatment. Advised ibuprofen 600 mg with Tylenol every 6 hours as needed',
      CONSENT: 'She signed consent',
      'TX TODAY': ['RCT #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration #30',
        'Rubber dam',
        'Access through the composite',
        'Root canal treatment #30 first visit',
        '3 canals located under the microscope',
        'Patency with a 10 K file',
        'Working lengths with the Root ZX 21 mm for the M canals and 20.5 for the D canal',
        'Cleaned and shaped with Vortex Blue to size 35',
        'Irrigated with sodium hypochlorite and EDTA ultrasonically activated',
        'UltraCal in the canals',
        'Cotton and Cavit',
        'Post-op instructions reviewed',
      ],
      NV: ['Obturation #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bi25-us-asr-endo-obturation-3-mb2-troughing-bc-sealer-plan-crown-elsewhere',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for completion of the root canal on number three upper right first molar no pain since last visit medical history no changes no allergies number three temporary intact not tender to percussion no swelling one carpule articaine four percent one to one hundred thousand epi buccal infiltration three rubber dam cavit removed calcium hydroxide flushed out with sodium hypochlorite and the endoactivator looked again for mb two under the microscope found it troughing with the ultrasonic between mb and palatal negotiated with size six to ten files working length mb two twenty millimeters joins mb one about three millimeters short of the apex shaped to size twenty five in the mb canals and forty palatal master cones checked with a pa dried with paper points obturated number three with gutta percha and bc sealer single cone technique orifice barrier with flowable composite then cavit post op pa good fill sealer puff at the palatal apex she asked if she can chew on it told her gently till the crown's on plan crown with her general dentist within a month report sent to her dentist recall one year for a check film",
    expect: {
      CC: 'Completion of the root canal on #3 upper right first molar. No pain since last visit',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['3', 'Temporary intact not tender to percussion no swelling']],
      RADIO: 'Post-op PA good fill. Sealer puff at the palatal apex',
      CONSULT: "She asked if she can chew on it. Told her gently till the crown's on",
      'TX TODAY': ['Obturation #3'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'Rubber dam',
        'Cavit removed',
        'Calcium hydroxide flushed out with sodium hypochlorite and the EndoActivator',
        'Looked again for MB2 under the microscope',
        'Found it troughing with the ultrasonic between MB and palatal',
        'Negotiated with size 6 to 10 files',
        'Working length MB2 20 mm',
        'Joins MB1 about 3 mm short of the apex',
        'Shaped to size 25 in the MB canals and 40 palatal',
        'Master cones checked with a PA',
        'Dried with paper points',
        'Obturated #3 with gutta percha and BC Sealer single cone technique',
        'Orifice barrier with flowable composite',
        'Cavit',
      ],
      'TX PLAN': ['Crown with her general dentist within a month'],
      NOTES: 'Report sent to her dentist',
      'F/U': 'Recall 1 year for a check film',
    },
  }),
  defineCase({
    id: 'bi26-us-typed-endo-appends-single-visit-obturation-8-necrosis-sinus-traced',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred for RCT #8, hit by a soccer ball 2 yrs ago, tooth darkening, small bump on gum last month. Med hx: no changes, NKDA. #8 gray discoloration, no response to cold or EPT, TTP neg, palpation + over apex, probing WNL. Sinus tract labial to #8, traced w/ GP to its apex. #7, #9 cold +, normal. PA: 4 mm PARL #8, mature apex. Dx: pulp necrosis w/ chronic apical abscess #8. Options RCT vs ext + implant, pt chose RCT. Consent signed. 1 carp 2% lido 1:100k epi labial infil #8, RD, access lingual, necrotic pulp, WL 23 mm to incisal edge, apex locator + PA confirmed, shaped to 50/.04 w/ Vortex Blue, irrigated 6% NaOCl 20 ml + 17% EDTA, final rinse NaOCl w/ XP-endo Finisher, dried, obturated #8 warm vertical w/ GP + AH Plus, GP removed to 2 mm below CEJ, GIC barrier, Cavit, POI incl. ibuprofen PRN. Post-op PA: dense fill to WL. Told pt bleaching may help the color later. Report sent to referring dentist. Recall 6 mo for healing check.',
    appends: ["Add to notes: pt's wife waited in the car.", 'Add to treatment: occlusion checked, no contact in protrusion.'],
    expect: {
      CC: 'Referred for RCT #8, hit by a soccer ball 2 yrs ago, tooth darkening, small bump on gum last month',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['8', 'Gray discoloration, no response to cold or EPT, TTP neg, palpation + over apex, probing WNL'],
        ['7', 'Cold +, normal'],
        ['9', 'Cold +, normal'],
      ],
      INTRA: 'Sinus tract labial to #8, traced w/ GP to its apex',
      RADIO: 'PA: 4 mm PARL #8, mature apex. Post-op PA: dense fill to WL',
      DX: ['Pulp necrosis w/ chronic apical abscess #8'],
      CONSULT: 'Options RCT vs ext + implant, pt chose RCT. Told pt bleaching may help the color later',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'RD',
        'Access lingual',
        'Necrotic pulp',
        'WL 23 mm to incisal edge',
        'Apex locator + PA confirmed',
        'Shaped to 50/.04 w/ Vortex Blue',
        'Irrigated 6% NaOCl 20 ml + 17% EDTA',
        'Final rinse NaOCl w/ XP-endo Finisher',
        'Dried',
        'Obturated #8 warm vertical w/ GP + AH Plus',
        'GP removed to 2 mm below CEJ',
        'GIC barrier',
        'Cavit',
        'POI incl. ibuprofen PRN',
        'Occlusion checked',
        'No contact in protrusion',
      ],
      NOTES: "Report sent to referring dentist. Pt's wife waited in the car",
      'F/U': 'Recall 6 mo for healing check',
    },
  }),
  defineCase({
    id: 'bi27-us-asr-endo-emergency-full-pulpotomy-14-pregnant-biodentine-fuji-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency same day referral severe pain upper left since yesterday wakes her up throbbing medical history pregnant twenty two weeks cleared by her ob no medications except prenatal vitamins allergic to penicillin number fourteen deep mesial caries cold lingering over a minute percussion slightly positive palpation negative numbers thirteen and fifteen cold normal one pa with lead apron and thyroid collar deep caries into the pulp no periapical changes diagnosis symptomatic irreversible pulpitis number fourteen discussed root canal versus a full pulpotomy as a less invasive option for now she chose the pulpotomy consent signed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam caries removed under the microscope pulp exposed bleeding heavy roof removed full pulpotomy fourteen down to the canal orifices bleeding controlled in four minutes with two point five percent sodium hypochlorite on a cotton pellet biodentine three millimeters over the orifices then resin modified glass ionomer on top temporary mesial occlusal restoration with fuji two lc sorry with fuji nine bite adjusted out of occlusion told her the pain should settle in a few days and she needs a crown with her dentist within a month rx acetaminophen five hundred milligrams every six hours as needed told her no ibuprofen because of the pregnancy follow up in six weeks',
    expect: {
      CC: 'Emergency same day referral. Severe pain upper left since yesterday. Wakes her up. Throbbing',
      'MED HX': 'Pregnant 22 weeks cleared by her OB. No medications except prenatal vitamins. Allergic to penicillin',
      DENTAL: [
        ['14', 'Deep M caries cold lingering over a minute percussion slightly positive palpation negative'],
        ['13', 'Cold normal'],
        ['15', 'Cold normal'],
      ],
      RADIO: '1 PA with lead apron and thyroid collar. Deep caries into the pulp. No periapical changes',
      DX: ['Symptomatic irreversible pulpitis #14'],
      CONSULT:
        'Discussed root canal versus a full pulpotomy as a less invasive option for now. She chose the pulpotomy. Told her the pain should settle in a few days and she needs a crown with her dentist within a month. Told her no ibuprofen because of the pregnancy',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpotomy #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Caries removed under the microscope',
        'Pulp exposed',
        'Bleeding heavy',
        'Roof removed',
        'Full pulpotomy #14 down to the canal orifices',
        'Bleeding controlled in 4 minutes with 2.5% sodium hypochlorite on a cotton pellet',
        'Biodentine 3 mm over the orifices',
        'Resin modified glass ionomer on top',
        'Temporary MO restoration with Fuji IX',
        'Bite adjusted out of occlusion',
        'Rx acetaminophen 500 mg every 6 hours as needed',
      ],
      'F/U': 'Follow up in 6 weeks',
    },
  }),
  defineCase({
    id: 'bi28-us-typed-endo-extirpation-12-b-p-canals-insulin-pump-comma-run',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited eval, referred for #12, sharp pain to cold x 1 wk, spontaneous pain since yesterday. Med hx: no changes, type 1 diabetic (insulin pump), BG 142 today, NKDA. #12 DO composite w/ recurrent D caries, cold lingering 20 s, TTP +, palp neg, no mobility, probing 3 mm. #11 + #13 cold WNL. PA #12: 2 roots, deep D caries near pulp, widened PDL. Dx: symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #12. Options discussed, pt wants to save tooth, consent signed. 2 carps 4% articaine 1:100k epi buccal + palatal infil #12, RD, composite + caries removed, access, B + P canals found, pulp extirpated #12, bleeding controlled, WL 21.5 mm (B) + 21 mm (P) to B cusp tip w/ Root ZX, coronal flaring w/ Gates, irrigated 5.25% NaOCl, Ca(OH)2, Cavit, occlusion reduced. Rx ibuprofen 800 mg q8h x 3 days. Pt asked about cost, front desk gave estimate. NV complete RCT #12 in 2 wks.',
    expect: {
      CC: 'Limited eval, referred for #12, sharp pain to cold x 1 wk, spontaneous pain since yesterday',
      'MED HX': 'No changes, type 1 diabetic (insulin pump), BG 142 today, NKDA',
      DENTAL: [
        ['12', 'DO composite w/ recurrent D caries, cold lingering 20 s, TTP +, palp neg, no mobility, probing 3 mm'],
        ['11', 'Cold WNL'],
        ['13', 'Cold WNL'],
      ],
      RADIO: 'PA #12: 2 roots, deep D caries near pulp, widened PDL',
      DX: ['Symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #12'],
      CONSULT: 'Options discussed, pt wants to save tooth. Pt asked about cost, front desk gave estimate',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extirpation #12'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #12',
        'RD',
        'Composite + caries removed',
        'Access',
        'B + P canals found',
        'Pulp extirpated #12',
        'Bleeding controlled',
        'WL 21.5 mm (B) + 21 mm (P) to B cusp tip w/ Root ZX',
        'Coronal flaring w/ Gates',
        'Irrigated 5.25% NaOCl',
        'Ca(OH)2',
        'Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 800 mg q8h x 3 days',
      ],
      NV: ['Complete RCT #12 in 2 wks'],
    },
  }),
  defineCase({
    id: 'bi29-us-asr-endo-apicoectomy-9-mta-retrofill-latex-allergy-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the apico on number nine root canal done five years ago by her dentist with a post and crown lesion hasn't healed medical history no changes takes a baby aspirin allergic to latex number nine pfm crown with post not tender to percussion slight tenderness to palpation over the apex probing normal numbers eight and ten cold normal cbct from the consult four millimeter lesion at the apex of nine buccal plate thin no fracture seen reviewed risks recession of the gum scar swelling bruising chance it doesn't heal she signed consent latex free gloves used three carpules lidocaine two percent one to one hundred thousand epi labial and palatal infiltration eight nine and ten submarginal incision sorry intrasulcular incision from seven to eleven with vertical release distal to eleven full thickness flap reflected lesion found through a fenestration in the buccal plate osteotomy enlarged with a round bur lesion curetted out in one piece sent for biopsy three millimeters of root end resected with a lindemann bur at ninety degrees stained with methylene blue no crack seen retroprep three millimeters with ultrasonic tips dried with a stropko retrofill with mta flap repositioned six oh prolene sutures pressure with saline gauze post op pa retrofill in place advised ice twenty minutes on and off for the rest of the day rx ibuprofen six hundred milligrams every six hours and chlorhexidine rinse she was nervous but did well with music in her headphones follow up in five days for suture removal",
    expect: {
      CC: "Apico on #9. Root canal done 5 years ago by her dentist with a post and crown. Lesion hasn't healed",
      'MED HX': 'No changes. Takes a baby aspirin. Allergic to latex',
      DENTAL: [
        [
          '9',
          'PFM crown with post not tender to percussion slight tenderness to palpation over the apex probing normal',
        ],
        ['8', 'Cold normal'],
        ['10', 'Cold normal'],
      ],
      RADIO:
        'CBCT from the consult 4 mm lesion at the apex of #9. Buccal plate thin. No fracture seen. Post-op PA retrofill in place',
      CONSULT:
        "Reviewed risks recession of the gum scar swelling bruising chance it doesn't heal. Advised ice 20 minutes on and off for the rest of the day",
      CONSENT: 'She signed consent',
      TX: [
        'Latex free gloves used',
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8, #9, #10',
        'Intrasulcular incision from #7 to #11 with vertical release distal to #11',
        'Full thickness flap reflected',
        'Lesion found through a fenestration in the buccal plate',
        'Osteotomy enlarged with a round bur',
        'Lesion curetted out in one piece',
        'Sent for biopsy',
        '3 mm of root end resected with a Lindemann bur at 90 degrees',
        'Stained with methylene blue',
        'No crack seen',
        'Retroprep 3 mm with ultrasonic tips',
        'Dried with a Stropko',
        'Retrofill with MTA',
        'Flap repositioned',
        '6-0 Prolene sutures',
        'Pressure with saline gauze',
        'Rx ibuprofen 600 mg every 6 hours and chlorhexidine rinse',
      ],
      NOTES: 'She was nervous but did well with music in her headphones',
      'F/U': 'Follow up in 5 days for suture removal',
    },
  }),
  defineCase({
    id: 'bi30-us-typed-endo-internal-bleaching-9-sodium-perborate-rmgic-barrier-whitening',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Internal bleach #9 (walking bleach), RCT done here 6 mo ago, PA healed on recall film. Pt unhappy w/ dark tooth. Med hx: no changes, NKDA. #9 gray-brown, L access composite intact, no TTP, no sinus. #8, #10 shade A2, sound. Consent signed incl. risk of cervical resorption + color relapse. Pre-op shade #9 C4, photo taken. No LA. Isolated w/ OptraDam + OpalDam, access composite removed, GP removed to 2 mm below CEJ w/ heated plugger, 2 mm RMGIC barrier (Vitrebond) placed, internal bleaching #9 w/ sodium perborate + water paste in chamber, cotton pellet, sealed w/ Cavit + composite over. Told pt tooth may look slightly darker at first, may need up to 3 changes. NV assess shade + change paste 1 wk. Plan: final composite once shade stable.',
    expect: {
      CC: 'Internal bleach #9 (walking bleach), RCT done here 6 mo ago, PA healed on recall film. Pt unhappy w/ dark tooth',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['9', 'Gray-brown, L access composite intact, no TTP, no sinus'],
        ['8', 'Shade A2, sound'],
        ['10', 'Shade A2, sound'],
      ],
      CONSULT: 'Told pt tooth may look slightly darker at first, may need up to 3 changes',
      CONSENT: 'Consent signed incl. risk of cervical resorption + color relapse',
      'TX TODAY': ['Whitening #9'],
      TX: [
        'Pre-op shade #9 C4',
        'Photo taken',
        'No LA',
        'Isolated w/ OptraDam + OpalDam',
        'Access composite removed',
        'GP removed to 2 mm below CEJ w/ heated plugger',
        '2 mm RMGIC barrier (Vitrebond) placed',
        'Internal bleaching #9 w/ sodium perborate + water paste in chamber',
        'Cotton pellet',
        'Sealed w/ Cavit + composite over',
      ],
      'TX PLAN': ['Final composite once shade stable'],
      NV: ['Assess shade + change paste 1 wk'],
    },
  }),
];
