// A sixty-first development batch (ids bk01–bk30), written blind from the contract on 26 November 2026 (corpus README
// from "## General rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not
// seen the engine or any held-out split; every case was labelled before any engine run. It is examinations with a lot of
// charting, as a speech recogniser hears them: new-patient exams, recall exams, emergency exams and second opinions in
// which the dentist charts many teeth one after another: caries with surfaces (said as words "mesial occlusal distal",
// "disto occlusal", run together "mesiobuccal", or typed "MOD"), existing restorations (amalgams, composites, gold onlays,
// crowns, veneers, bridge abutments and pontics, implant crowns), root fillings, fractured cusps, incisal edges,
// marginal ridges and corners, cracks and chips, missing and partially erupted teeth, mobility, wear, erosion, abrasion
// and abfraction, then BPE / PSR, recession and pockets, soft tissues, radiographs taken with their report (caries depth,
// periapical areas, bone loss), diagnosis and a treatment plan of several items with teeth. Self-corrections on tooth
// numbers ("three five sorry three six", "forty seven sorry thirty seven", "lower right d sorry lower right e", "number
// nineteen sorry twenty"), "the same tooth", "also on", "also has", "and the one behind it", "scratch that". Five
// practices, six visits each, each practice keeping its own numbering:
//   bk01–bk06 a UK NHS / private practice (FDI, digits said in pairs "two six"; bk03, bk06 typed): a new-patient exam,
//     a recall with "the same tooth" and "also on" and scale and polish (appended dictation), a typed new-patient exam
//     with perio, an emergency fractured palatal cusp with a temporary dressing, a second opinion on "four crowns", a
//     typed recall on warfarin with an implant and a mobile incisor;
//   bk07–bk12 a UK private practice (FDI, numbers said whole "twenty six", "eleven"; bk09, bk11 typed): a nervous new
//     patient, a routine exam with "the one behind it" and Duraphat, a typed second opinion on a root-filled 21 with a
//     sinus, an emergency irreversible pulpitis with extirpation, a typed recall with a bridge and a fractured cusp, a
//     retired new patient with a partial denture and root caries;
//   bk13–bk18 a UK practice using Palmer (words "upper right six", letters "u r six", primary "lower right e"; typed
//     "UL6" in bk15, bk17): a new-patient exam with "the one behind it", a nine-year-old's check-up with primary teeth, a
//     typed new patient with a gap, an emergency pericoronitis with "scratch that" (appended dictation), a typed second
//     opinion on tooth wear, a recall said in letters;
//   bk19–bk24 a US general practice (Universal, "number fourteen", "#3"; bk20, bk22 typed): a comprehensive new-patient
//     exam with a full mouth series, a typed periodic exam, a limited exam for a basketball injury with an MI composite,
//     a typed recall (appended dictation), a second opinion on "six fillings", a new patient with an implant and "the one
//     behind it";
//   bk25–bk30 a US family practice (Universal with primary letters "tooth k"; bk26, bk28 typed): a seven-year-old's new
//     patient exam, a typed mixed-dentition recall with a fractured incisal edge, an emergency abscess on warfarin with a
//     pulpectomy and "the same tooth", a typed new patient of 78 with a partial denture, a periodic exam with "also on",
//     a second opinion on a "deep cleaning" (perio only, no chart entry).
// UK 18 (FDI 12, Palmer 6), US 12 (Universal; primary letters in bk25, bk26); 20 recogniser-style (lower case, number
// words, fillers, no punctuation, self-corrections) and 10 typed (bk03, bk06, bk09, bk11, bk15, bk17, bk20, bk22, bk26,
// bk28); 123 to 217 words (most 130 to 200); three cases with appended dictation (bk02 recogniser "add to chart
// …" / "add to notes …"; bk16 recogniser "change one week to five days" / "next visit …"; bk22 typed "Add to chart: …" /
// "Next visit: …"). DENTAL in 29 cases (all but bk30).
//
// Judgement calls where the contract was silent:
// - "The same tooth …" and a tooth said again ("one one also has …") give a second chart entry for that tooth ("one entry
//   per tooth finding"), its condition without "the same tooth" / "also" / link words ("one four … the same tooth buccal
//   cervical abrasion" → ['14', 'B cervical abrasion']). "… also on four seven" gives 47 the condition just said for the
//   tooth before (teeth said together). "And the one behind it (too / as well)" is the next tooth distally in the same
//   quadrant (said only behind premolars and molars, where it is unambiguous): LL6 → LL7, 25 → 26, #12 → #13; it takes
//   the condition said for it, or the same condition when none is said ("too", "as well" go).
// - "Numbers" and "teeth" directly before teeth go, as "number" and "tooth" do ("numbers eighteen and thirty one
//   sealants intact" → #18, #31; "teeth s and t" → #S, #T).
// - Recession and pocket depths on single teeth are PERIO whichever comes first (periodontal findings, which the DENTAL row
//   excludes), with the teeth in the text; a tooth's mobility is a chart entry (as more58). "Gums …", "plaque …",
//   "mild generalised gingivitis" and "oral hygiene fair" are PERIO; a tooth-wear index (BEWE) and "mixed dentition" are
//   INTRA; a swelling or sinus "above / labial to" a tooth is INTRA with no chart entry (rule 7).
// - Radiograph reports (caries depth, periapical areas, root fillings, bone levels, implant bone levels) are RADIO with
//   the teeth in the text and single surfaces left as words ("12 distal caries into dentine", "mesial root"); a tooth
//   finding said in the chart run stays in DENTAL. "Bite wings" from the recogniser is kept as heard (bk13).
// - Rule 4 in chart runs: "root caries on the buccal" → "B root caries", "open margin buccal" → "open B margin", "occlusal
//   wear" → "O wear", "occlusal stain" → "O stain", "distal lesions" → "D lesions", "mesial marginal ridge" → "M marginal
//   ridge"; "distally", "mesially" and "incisal edge" stay words; "mesioangular" (an angulation) is no surface.
// - "Fractured" / "fracture" names what is fractured ("fractured mesial incisal corner" → fracture "MI corner", "incisal
//   edge fractured" → "Incisal edge", "fractured distal marginal ridge" → "D marginal ridge"); "chipped" and "cracked"
//   give none (as more56 / more58).
// - Typed shorthand is kept in chart entries and text ("DO comp, sound", "RCT + crown, sound"); TX PLAN and NV use the
//   table names ("DO comp 37" → "DO composite 37", "S&P w/ hygienist" → "Scale and polish w/ hygienist", "root surface
//   debridement" → "RSD", "scaling and root planing" → "SRP", "root canal therapy" → "RCT", "extract" → "Extraction",
//   "duraphat varnish" → "Fluoride varnish", "perio maintenance" → "Periodontal maintenance"); "root canal retreatment"
//   → "RCT retreatment"; "sealants" said alone stays "Sealants"; "monitor …", "check the abutment screw …", "letter to
//   GP …", "CBCT 21" and "hygienist 2 visits" are plan items as said.
// - Spoken staging keeps the number as a digit and the grade letter as a capital ("stage three grade b" → "stage 3 grade
//   B"); typed roman numerals stay. A spoken PSR / BPE of six scores is written "PSR 3 3 4 / 3 3 3".
// - Today's work: "eased lower partial denture …" is "Denture adjustment" (as more58); "irrigated under the operculum" is
//   "Irrigation"; "pulp extirpated thirty seven" is "Extirpation 37" and "pulpectomy number three" "Pulpectomy #3" (canal
//   irrigation and Ledermix / calcium hydroxide with Cavit are no titles); "study models + photos taken" and "smoothed
//   the edge of #9" are steps with no title; radiographs taken are RADIO, not TX.
// - In recogniser-style text fields a new clause starts a new sentence and a clause joined by "and" stays in its
//   sentence (as more58 bh23); recogniser-style chart conditions keep the spoken run without added commas. A child's or
//   an adult's age and who came with them are NOTES, as are remarks about the patient ("she was relieved", "Pt
//   relieved", "she was nervous but let me look at everything") and what follows "notes"; advice, a patient's question or
//   agreement with the plan ("she was happy with that"), costs and diet advice are CONSULT.
// - Appends: "add to chart …" adds a DENTAL entry at the end, "add to notes …" adds to NOTES, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said (bk16's "one week" is said only in the review).
import { defineCase, type NotesCase } from '../case.ts';

export const more61Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS / private practice (FDI, "two six")
  defineCase({
    id: 'bk01-uk-asr-fdi-new-patient-full-chart-35-sorry-36-bws-pa-46-plan',
    style: 'UK',
    asr: true,
    transcript:
      "new patient exam um she's moved to the area and hasn't seen a dentist for three years no pain but food packing lower left medical history asthma uses a salbutamol inhaler allergic to latex erm non smoker extra oral nad tmj normal intra oral soft tissues healthy oral cancer screen clear bpe two two two two one three charting one eight missing one seven occlusal amalgam sound one six mesial occlusal distal amalgam with recurrent caries distally two six disto occlusal composite sound two seven occlusal caries three five sorry three six large mesial occlusal caries food trap three seven sound three eight partially erupted four six root filled with a porcelain bonded crown four seven buccal pit caries four eight missing bitewings both sides grade one caries three six into dentine close to the pulp two seven into dentine four seven enamel only pa four six periapical area on the mesial root diagnosis caries three six and two seven and asymptomatic apical periodontitis four six treatment plan oral hygiene instruction then mesial occlusal composite three six and occlusal composite two seven then monitor four six with a pa in twelve months then fissure sealant four seven she's happy to go ahead starting with three six recall six months",
    expect: {
      CC: "New patient exam. She's moved to the area and hasn't seen a dentist for 3 years. No pain but food packing lower left",
      'MED HX': 'Asthma. Uses a salbutamol inhaler. Allergic to latex. Non smoker',
      EXTRA: 'NAD. TMJ normal',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 1 3',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'O amalgam sound'],
        ['16', 'MOD amalgam with recurrent caries distally'],
        ['26', 'DO composite sound'],
        ['27', 'O caries'],
        ['36', 'Large MO caries food trap'],
        ['37', 'Sound'],
        ['38', 'Partially erupted'],
        ['46', 'Root filled with a porcelain bonded crown'],
        ['47', 'B pit caries'],
        ['48', 'Missing'],
      ],
      RADIO:
        'Bitewings both sides grade 1. Caries 36 into dentine close to the pulp. 27 into dentine. 47 enamel only. PA 46 periapical area on the mesial root',
      DX: ['Caries 36, 27', 'Asymptomatic apical periodontitis 46'],
      CONSULT: "She's happy to go ahead starting with 36",
      'TX PLAN': [
        'OHI',
        'MO composite 36',
        'O composite 27',
        'Monitor 46 with a PA in 12 months',
        'Fissure sealant 47',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk02-uk-asr-fdi-recall-same-tooth-14-also-on-47-s-and-p-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      'recall exam no problems medical history no changes takes amlodipine and atorvastatin no allergies extra oral nad intra oral small frictional keratosis left buccal mucosa otherwise nad bpe one two one two two two oral hygiene fair calculus lower anteriors charting one seven mesial occlusal composite sound one six crown sound one five missing one four disto occlusal amalgam fractured distal marginal ridge the same tooth buccal cervical abrasion two four two five and two six occlusal amalgams sound three six mesial occlusal distal amalgam ditched margins no caries three seven occlusal caries also on four seven four six implant crown sound four five worn occlusal surface no bitewings due diagnosis fractured restoration one four and caries three seven and four seven today scale and polish oral hygiene instruction interdental brushes treatment plan replace one four amalgam with a disto occlusal composite and occlusal composites three seven and four seven he wants to wait until after his holiday recall six months',
    appends: ['add to chart one eight missing', 'add to notes he prefers appointments after four pm'],
    expect: {
      CC: 'Recall exam. No problems',
      'MED HX': 'No changes. Takes amlodipine and atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small frictional keratosis left buccal mucosa otherwise NAD',
      PERIO: 'BPE 1 2 1 / 2 2 2. Oral hygiene fair. Calculus lower anteriors',
      DENTAL: [
        ['17', 'MO composite sound'],
        ['16', 'Crown sound'],
        ['15', 'Missing'],
        ['14', 'DO amalgam fractured D marginal ridge', 'D marginal ridge'],
        ['14', 'B cervical abrasion'],
        ['24', 'O amalgams sound'],
        ['25', 'O amalgams sound'],
        ['26', 'O amalgams sound'],
        ['36', 'MOD amalgam ditched margins no caries'],
        ['37', 'O caries'],
        ['47', 'O caries'],
        ['46', 'Implant crown sound'],
        ['45', 'Worn occlusal surface'],
        ['18', 'Missing'],
      ],
      RADIO: 'No bitewings due',
      DX: ['Fractured restoration 14', 'Caries 37, 47'],
      CONSULT: 'He wants to wait until after his holiday',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      'TX PLAN': ['Replace 14 amalgam with a DO composite', 'O composites 37, 47'],
      NOTES: 'He prefers appointments after 4 pm',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk03-uk-typed-fdi-new-patient-perio-chart-16-fractured-mb-cusp-opg-plan',
    style: 'UK',
    asr: false,
    transcript:
      'NP exam. Moved from another practice, wants a check-up; some sensitivity UR. MH: T2 diabetes (metformin), penicillin allergy (rash). Smoker 10/day. EO: NAD. IO: soft tissues NAD, OCS neg. BPE 3 3 3 / 3 2 4. OH poor, generalised supra + subgingival calculus. Recession 3 mm buccal 13, 14. Charting: 18, 28, 38, 48 missing. 17 MO amalgam, sound. 16 MOD amalgam, fractured MB cusp. 14 B cervical abrasion, sensitive to air. 13 sound. 11, 21 M composites, stained. 24 DO comp, sound. 26 crown, open D margin. 36 RCT + crown, sound. 37 DO caries. 46 missing. 47 tilted mesially, mobile grade I. X-rays: BWs + OPG, gr 1. Generalised horizontal bone loss ~30%. 37 DO caries into dentine. 26 D recurrent caries. 16 no caries. Dx: generalised periodontitis stage III grade B. Caries 37, 26. Plan: OHI + smoking cessation, RSD all quadrants, DO comp 37, replace crown 26, re-eval 3/12 post RSD. Discussed perio condition and link with smoking. Pt wants to try to quit; leaflet given. NV: RSD UR + LR.',
    expect: {
      CC: 'NP exam. Moved from another practice, wants a check-up; some sensitivity UR',
      'MED HX': 'T2 diabetes (metformin), penicillin allergy (rash). Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, OCS neg',
      PERIO:
        'BPE 3 3 3 / 3 2 4. OH poor, generalised supra + subgingival calculus. Recession 3 mm buccal 13, 14',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['17', 'MO amalgam, sound'],
        ['16', 'MOD amalgam, fractured MB cusp', 'MB cusp'],
        ['14', 'B cervical abrasion, sensitive to air'],
        ['13', 'Sound'],
        ['11', 'M composites, stained'],
        ['21', 'M composites, stained'],
        ['24', 'DO comp, sound'],
        ['26', 'Crown, open D margin'],
        ['36', 'RCT + crown, sound'],
        ['37', 'DO caries'],
        ['46', 'Missing'],
        ['47', 'Tilted mesially, mobile grade I'],
      ],
      RADIO:
        'BWs + OPG, gr 1. Generalised horizontal bone loss ~30%. 37 DO caries into dentine. 26 D recurrent caries. 16 no caries',
      DX: ['Generalised periodontitis stage III grade B', 'Caries 37, 26'],
      CONSULT: 'Discussed perio condition and link with smoking. Pt wants to try to quit; leaflet given',
      'TX PLAN': [
        'OHI + smoking cessation',
        'RSD all quadrants',
        'DO composite 37',
        'Replace crown 26',
        'Re-eval 3 months post RSD',
      ],
      NV: ['RSD UR + LR'],
    },
  }),
  defineCase({
    id: 'bk04-uk-asr-fdi-emergency-26-fractured-palatal-cusp-temp-dressing-nv-crown-prep',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he bit on a popcorn kernel last night and a bit of his upper left back tooth came off now sharp on the tongue no pain medical history no changes no allergies extra oral nad intra oral small abrasion left lateral tongue two six large mesial occlusal distal amalgam fractured palatal cusp fracture margin just supragingival not tender to percussion ethyl chloride positive two seven disto occlusal composite sound two five mesial caries small two four sound pa two six no periapical changes diagnosis fractured cusp two six options discussed onlay or crown privately or amalgam core on the nhs he'd like the crown la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two six sharp edges smoothed temporary dressing two six with glass ionomer post op instructions given next visit crown prep two six and mesial composite two five",
    expect: {
      CC: 'Emergency. He bit on a popcorn kernel last night and a bit of his upper left back tooth came off. Now sharp on the tongue. No pain',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small abrasion left lateral tongue',
      DENTAL: [
        [
          '26',
          'Large MOD amalgam fractured P cusp fracture margin just supragingival not tender to percussion ethyl chloride positive',
          'P cusp',
        ],
        ['27', 'DO composite sound'],
        ['25', 'M caries small'],
        ['24', 'Sound'],
      ],
      RADIO: 'PA 26 no periapical changes',
      DX: ['Fractured cusp 26'],
      CONSULT:
        "Options discussed onlay or crown privately or amalgam core on the NHS. He'd like the crown",
      'TX TODAY': ['Temporary dressing 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Sharp edges smoothed',
        'Temporary dressing 26 with glass ionomer',
        'Post-op instructions given',
      ],
      NV: ['Crown prep 26', 'M composite 25'],
    },
  }),
  defineCase({
    id: 'bk05-uk-asr-fdi-second-opinion-four-crowns-11-also-has-fractured-incisal-edge',
    style: 'UK',
    asr: true,
    transcript:
      "second opinion she was told at her old practice she needs four crowns and wants to know if that's right medical history fit and well no medications no allergies extra oral nad intra oral nad bpe one one one one one one one two one one two one and two two small mesial composites um one one also has a fractured incisal edge mesially the fracture is small enamel only one four and two four occlusal composites sound one six and two six mesial occlusal distal amalgams intact no cracks visible three six disto occlusal amalgam slight ditching no caries four six large mesial occlusal distal amalgam cracked mesio lingual cusp tender on release four five sound bitewings grade one no caries diagnosis cracked tooth four six discussed that only four six needs a crown at this stage the others are sound and can be monitored she was relieved treatment plan crown four six and composite repair of one one notes she brought her previous radiographs on a usb stick",
    expect: {
      CC: "Second opinion. She was told at her old practice she needs 4 crowns and wants to know if that's right",
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['12', 'Small M composites'],
        ['11', 'Small M composites'],
        ['21', 'Small M composites'],
        ['22', 'Small M composites'],
        ['11', 'Fractured incisal edge mesially the fracture is small enamel only', 'Incisal edge'],
        ['14', 'O composites sound'],
        ['24', 'O composites sound'],
        ['16', 'MOD amalgams intact no cracks visible'],
        ['26', 'MOD amalgams intact no cracks visible'],
        ['36', 'DO amalgam slight ditching no caries'],
        ['46', 'Large MOD amalgam cracked ML cusp tender on release'],
        ['45', 'Sound'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      DX: ['Cracked tooth 46'],
      CONSULT:
        'Discussed that only 46 needs a crown at this stage. The others are sound and can be monitored',
      'TX PLAN': ['Crown 46', 'Composite repair 11'],
      NOTES: 'She was relieved. She brought her previous radiographs on a USB stick',
    },
  }),
  defineCase({
    id: 'bk06-uk-typed-fdi-recall-warfarin-implant-36-41-mobile-recession-perio-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. C/O bleeding gums when flossing. MH: no change; warfarin (AF), INR 2.4 last week. NKDA. EO NAD. IO: NAD. BPE 2 3 2 / 3 3 2, BOP 25%. Recession 3-4 mm labial 31, 41. Charting: 15 DO amalgam, sound. 16 PFM crown, sound. 17 missing. 26 DO comp, leakage at D margin. 33, 43 cusp tips worn into dentine. 36 implant crown, sound, no mobility. 37 MO amalgam, sound. 41 mobile grade II. 46 RCT, MOD amalgam, no TTP. BWs (gr 1): 26 D recurrent caries, 46 PA area unchanged since 2023. Dx: localised periodontitis stage II grade A. Recurrent caries 26. S&P supra only, OHI (TePe 0.6 lower anteriors). Tx plan: RSD lower anteriors, replace DO comp 26. Recall 4/12.',
    expect: {
      CC: 'Recall exam. Bleeding gums when flossing',
      'MED HX': 'No change; warfarin (AF), INR 2.4 last week. NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 3 2 / 3 3 2, BOP 25%. Recession 3-4 mm labial 31, 41',
      DENTAL: [
        ['15', 'DO amalgam, sound'],
        ['16', 'PFM crown, sound'],
        ['17', 'Missing'],
        ['26', 'DO comp, leakage at D margin'],
        ['33', 'Cusp tips worn into dentine'],
        ['43', 'Cusp tips worn into dentine'],
        ['36', 'Implant crown, sound, no mobility'],
        ['37', 'MO amalgam, sound'],
        ['41', 'Mobile grade II'],
        ['46', 'RCT, MOD amalgam, no TTP'],
      ],
      RADIO: 'BWs (gr 1): 26 D recurrent caries, 46 PA area unchanged since 2023',
      DX: ['Localised periodontitis stage II grade A', 'Recurrent caries 26'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P supra only', 'OHI (TePe 0.6 lower anteriors)'],
      'TX PLAN': ['RSD lower anteriors', 'Replace DO composite 26'],
      'F/U': 'Recall 4 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private practice (FDI, "twenty six")
  defineCase({
    id: 'bk07-uk-asr-fdi-nervous-new-patient-front-teeth-35-sorry-34-rct-retreatment',
    style: 'UK',
    asr: true,
    transcript:
      "new patient private wants her front teeth looked at hasn't seen a dentist for about ten years medical history hypothyroidism on levothyroxine no allergies drinks about fourteen units a week extra oral nad intra oral tongue and floor of mouth nad bpe two two two two two two mild generalised gingivitis charting eleven and twenty one large composites discoloured twelve distal caries twenty two missing with a denture tooth sixteen mesial occlusal distal amalgam sound twenty six root filled not crowned heavily restored thirty six thirty seven and forty six occlusal amalgams sound forty seven mesial occlusal caries thirty five sorry thirty four buccal abrasion cavity bitewings and two anterior pas taken grade one twelve distal caries into dentine twenty six root filling short with a periapical radiolucency diagnosis caries twelve and forty seven and chronic apical periodontitis twenty six and gingivitis discussed options for the front teeth she'd like composites first and will think about the denture later treatment plan hygienist two visits then distal composite twelve and mesial occlusal composite forty seven then twenty six root canal retreatment or extraction to be decided and composite replacements eleven and twenty one notes very nervous because of a bad experience as a child happy with a slow pace",
    expect: {
      CC: "New patient private. Wants her front teeth looked at. Hasn't seen a dentist for about 10 years",
      'MED HX': 'Hypothyroidism on levothyroxine. No allergies. Drinks about 14 units a week',
      EXTRA: 'NAD',
      INTRA: 'Tongue and floor of mouth NAD',
      PERIO: 'BPE 2 2 2 / 2 2 2. Mild generalised gingivitis',
      DENTAL: [
        ['11', 'Large composites discoloured'],
        ['21', 'Large composites discoloured'],
        ['12', 'D caries'],
        ['22', 'Missing with a denture tooth'],
        ['16', 'MOD amalgam sound'],
        ['26', 'Root filled not crowned heavily restored'],
        ['36', 'O amalgams sound'],
        ['37', 'O amalgams sound'],
        ['46', 'O amalgams sound'],
        ['47', 'MO caries'],
        ['34', 'B abrasion cavity'],
      ],
      RADIO:
        'Bitewings and 2 anterior PAs taken grade 1. 12 distal caries into dentine. 26 root filling short with a periapical radiolucency',
      DX: ['Caries 12, 47', 'Chronic apical periodontitis 26', 'Gingivitis'],
      CONSULT:
        "Discussed options for the front teeth. She'd like composites first and will think about the denture later",
      'TX PLAN': [
        'Hygienist 2 visits',
        'D composite 12',
        'MO composite 47',
        '26 RCT retreatment or extraction to be decided',
        'Composite replacements 11, 21',
      ],
      NOTES: 'Very nervous because of a bad experience as a child. Happy with a slow pace',
    },
  }),
  defineCase({
    id: 'bk08-uk-asr-fdi-routine-exam-25-one-behind-it-44-also-on-45-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "routine exam he's had some sensitivity on the lower right when drinking cold medical history no changes takes omeprazole no allergies extra oral nad intra oral linea alba both cheeks otherwise healthy bpe one one two two one two charting seventeen and sixteen gold onlays sound fifteen and fourteen sound twenty four mesial occlusal composite sound twenty five small distal caries and the one behind it small mesial caries thirty six crown sound thirty seven occlusal amalgam sound forty four buccal cervical abrasion sensitive to probing also on forty five forty six large mesial occlusal distal composite with a crack across the marginal ridge uh forty seven occlusal wear into dentine bitewings grade one twenty five distal and twenty six mesial in enamel diagnosis dentine hypersensitivity forty four and forty five and cracked tooth forty six treatment today duraphat varnish to forty four and forty five advised sensodyne twice daily plan monitor twenty five and twenty six with fluoride then onlay forty six if symptoms recall six months",
    expect: {
      CC: "Routine exam. He's had some sensitivity on the lower right when drinking cold",
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Linea alba both cheeks otherwise healthy',
      PERIO: 'BPE 1 1 2 / 2 1 2',
      DENTAL: [
        ['17', 'Gold onlays sound'],
        ['16', 'Gold onlays sound'],
        ['15', 'Sound'],
        ['14', 'Sound'],
        ['24', 'MO composite sound'],
        ['25', 'Small D caries'],
        ['26', 'Small M caries'],
        ['36', 'Crown sound'],
        ['37', 'O amalgam sound'],
        ['44', 'B cervical abrasion sensitive to probing'],
        ['45', 'B cervical abrasion sensitive to probing'],
        ['46', 'Large MOD composite with a crack across the marginal ridge'],
        ['47', 'O wear into dentine'],
      ],
      RADIO: 'Bitewings grade 1. 25 distal and 26 mesial in enamel',
      DX: ['Dentine hypersensitivity 44, 45', 'Cracked tooth 46'],
      CONSULT: 'Advised Sensodyne twice daily',
      'TX TODAY': ['Fluoride varnish 44, 45'],
      TX: ['Duraphat varnish 44, 45'],
      'TX PLAN': ['Monitor 25, 26 with fluoride', 'Onlay 46 if symptoms'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk09-uk-typed-fdi-second-opinion-21-sinus-short-rct-refer-endodontist',
    style: 'UK',
    asr: false,
    transcript:
      '2nd opinion re 21. Told elsewhere 21 needs XLA + implant; pt would rather keep it. Trauma age 12, RCT 2015, crowned 2018. Occasional gumboil above 21. MH: NAD, NKDA. Non-smoker. EO: NAD. IO: sinus tract labial to 21, discharging. BPE 1 1 1 / 1 1 1, isolated 6 mm pocket palatal 21. 21 PFM crown, grade I mobility, TTP. 11 sound, TTP neg. 22 M composite, sound. 12, 13, 23 sound. PA 21: RCT short by ~3 mm, periapical radiolucency ~5 mm, no obvious root fracture. No CBCT available. Dx: chronic apical abscess 21, ?vertical root fracture. Options: re-RCT + new crown (guarded prognosis), XLA + implant, XLA + bridge, no tx. Pt wants to try re-RCT first. Plan: CBCT 21, refer to endodontist for re-RCT 21, letter to GDP.',
    expect: {
      CC: '2nd opinion re 21. Told elsewhere 21 needs XLA + implant; pt would rather keep it. Trauma age 12, RCT 2015, crowned 2018. Occasional gumboil above 21',
      'MED HX': 'NAD, NKDA. Non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Sinus tract labial to 21, discharging',
      PERIO: 'BPE 1 1 1 / 1 1 1, isolated 6 mm pocket palatal 21',
      DENTAL: [
        ['21', 'PFM crown, grade I mobility, TTP'],
        ['11', 'Sound, TTP neg'],
        ['22', 'M composite, sound'],
        ['12', 'Sound'],
        ['13', 'Sound'],
        ['23', 'Sound'],
      ],
      RADIO:
        'PA 21: RCT short by ~3 mm, periapical radiolucency ~5 mm, no obvious root fracture. No CBCT available',
      DX: ['Chronic apical abscess 21', '?vertical root fracture'],
      CONSULT:
        'Options: re-RCT + new crown (guarded prognosis), XLA + implant, XLA + bridge, no tx. Pt wants to try re-RCT first',
      'TX PLAN': ['CBCT 21', 'Refer to endodontist for re-RCT 21', 'Letter to GDP'],
    },
  }),
  defineCase({
    id: 'bk10-uk-asr-fdi-emergency-37-irreversible-pulpitis-47-sorry-37-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment throbbing pain lower left for three days kept her awake last night worse with hot drinks painkillers not helping medical history type one diabetes on an insulin pump allergic to codeine extra oral no swelling no lymphadenopathy intra oral nad thirty seven large distal occlusal caries tender to percussion lingering pain to cold thirty six mesial occlusal amalgam sound not tender thirty eight partially erupted thirty five and thirty four sound twenty six and twenty seven occlusal composites sound pa forty seven sorry thirty seven deep caries approaching the pulp widened periodontal ligament space around the mesial root diagnosis symptomatic irreversible pulpitis thirty seven discussed root canal treatment then a crown or extraction she wants to keep it verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left plus buccal infiltration thirty seven rubber dam access pulp extirpated thirty seven canals irrigated with sodium hypochlorite ledermix and cavit dressing post op instructions given next visit complete root canal thirty seven then crown prep thirty seven',
    expect: {
      CC: 'Emergency appointment. Throbbing pain lower left for 3 days. Kept her awake last night. Worse with hot drinks. Painkillers not helping',
      'MED HX': 'Type 1 diabetes on an insulin pump. Allergic to codeine',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'NAD',
      DENTAL: [
        ['37', 'Large DO caries tender to percussion lingering pain to cold'],
        ['36', 'MO amalgam sound not tender'],
        ['38', 'Partially erupted'],
        ['35', 'Sound'],
        ['34', 'Sound'],
        ['26', 'O composites sound'],
        ['27', 'O composites sound'],
      ],
      RADIO:
        'PA 37 deep caries approaching the pulp. Widened periodontal ligament space around the mesial root',
      DX: ['Symptomatic irreversible pulpitis 37'],
      CONSULT: 'Discussed root canal treatment then a crown or extraction. She wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 37',
        'Rubber dam',
        'Access',
        'Pulp extirpated 37',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit dressing',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 37', 'Crown prep 37'],
    },
  }),
  defineCase({
    id: 'bk11-uk-typed-fdi-recall-bridge-13-15-implant-21-fractured-dp-cusp-26-costs',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. No c/o. MH: no change, ramipril, NKDA. EO: NAD. IO: NAD, OCS neg. BPE 2 2 2 / 2 1 2. Charting: 18, 28 missing. 17 O comp, sound. 16 gold MOD onlay, sound. 15 bridge abutment, sound. 14 pontic. 13 bridge abutment, sound. 21 implant crown, sound. 22 M composite, chipped. 24 sound. 26 MOD amalgam, fractured DP cusp. 36 crown, RCT, sound. 37 MO comp, sound. 46 DO amalgam, sound. 47 O caries. BWs (gr 1, due): 47 O caries into dentine, 24 D caries in enamel. No bone loss. Dx: caries 47, fractured cusp 26. Tx plan: O comp 47, onlay 26, monitor 24. Discussed costs: onlay £650, comp £120. Pt to book both. Recall 6/12, hygienist 3/12.',
    expect: {
      CC: 'Recall exam. No c/o',
      'MED HX': 'No change, ramipril, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD, OCS neg',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['17', 'O comp, sound'],
        ['16', 'Gold MOD onlay, sound'],
        ['15', 'Bridge abutment, sound'],
        ['14', 'Pontic'],
        ['13', 'Bridge abutment, sound'],
        ['21', 'Implant crown, sound'],
        ['22', 'M composite, chipped'],
        ['24', 'Sound'],
        ['26', 'MOD amalgam, fractured DP cusp', 'DP cusp'],
        ['36', 'Crown, RCT, sound'],
        ['37', 'MO comp, sound'],
        ['46', 'DO amalgam, sound'],
        ['47', 'O caries'],
      ],
      RADIO: 'BWs (gr 1, due): 47 O caries into dentine, 24 D caries in enamel. No bone loss',
      DX: ['Caries 47', 'Fractured cusp 26'],
      CONSULT: 'Discussed costs: onlay £650, comp £120. Pt to book both',
      'TX PLAN': ['O composite 47', 'Onlay 26', 'Monitor 24'],
      'F/U': 'Recall 6 months, hygienist 3 months',
    },
  }),
  defineCase({
    id: 'bk12-uk-asr-fdi-retired-new-patient-partial-denture-14-same-tooth-24-sorry-25',
    style: 'UK',
    asr: true,
    transcript:
      "new patient he's recently retired and moved here wants a full check his partial denture is loose medical history type two diabetes on metformin and gliclazide had a heart stent two years ago takes clopidogrel and aspirin no allergies ex smoker extra oral nad intra oral mild denture stomatitis under the upper denture upper partial acrylic denture with worn clasps tongue nad bpe three three three three two three charting thirteen and twenty three crowns sound fourteen root caries on the buccal the same tooth distal caries sixteen and twenty six missing twenty four sorry twenty five mesial occlusal distal amalgam sound thirty three and forty three cervical abrasion cavities thirty six thirty seven and forty six missing forty seven grade one mobile forty five root filled with a post crown sound opg taken generalised horizontal bone loss about forty percent periapical lesion forty five diagnosis generalised periodontitis stage three grade b and root caries fourteen and denture stomatitis treatment plan hygienist for root surface debridement then composites fourteen then new cobalt chrome upper denture discussed diabetes control and gum disease advised to leave the denture out at night recall three months",
    expect: {
      CC: "New patient. He's recently retired and moved here. Wants a full check. His partial denture is loose",
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide. Had a heart stent 2 years ago. Takes clopidogrel and aspirin. No allergies. Ex smoker',
      EXTRA: 'NAD',
      INTRA:
        'Mild denture stomatitis under the upper denture. Upper partial acrylic denture with worn clasps. Tongue NAD',
      PERIO: 'BPE 3 3 3 / 3 2 3',
      DENTAL: [
        ['13', 'Crowns sound'],
        ['23', 'Crowns sound'],
        ['14', 'B root caries'],
        ['14', 'D caries'],
        ['16', 'Missing'],
        ['26', 'Missing'],
        ['25', 'MOD amalgam sound'],
        ['33', 'Cervical abrasion cavities'],
        ['43', 'Cervical abrasion cavities'],
        ['36', 'Missing'],
        ['37', 'Missing'],
        ['46', 'Missing'],
        ['47', 'Grade 1 mobile'],
        ['45', 'Root filled with a post crown sound'],
      ],
      RADIO: 'OPG taken. Generalised horizontal bone loss about 40%. Periapical lesion 45',
      DX: ['Generalised periodontitis stage 3 grade B', 'Root caries 14', 'Denture stomatitis'],
      CONSULT: 'Discussed diabetes control and gum disease. Advised to leave the denture out at night',
      'TX PLAN': ['Hygienist for RSD', 'Composites 14', 'New cobalt chrome upper denture'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK practice using Palmer
  defineCase({
    id: 'bk13-uk-asr-palmer-new-patient-ur6-fractured-mp-cusp-ll6-one-behind-it-bite-wings',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'new patient exam transferred from a practice that closed no complaints apart from a chipped front tooth medical history epilepsy on lamotrigine well controlled last seizure four years ago no allergies extra oral nad intra oral soft tissues nad bpe two two two two two two charting upper right eight and upper left eight missing upper right six mesial occlusal distal amalgam with a fractured mesio palatal cusp upper right five disto occlusal composite sound upper right one incisal edge fractured mesially enamel and dentine not tender upper left one sound upper left six occlusal caries lower left six buccal pit caries and the one behind it as well lower right six crown sound lower right seven root filled with an amalgam core bite wings taken grade one caries upper left six into dentine lower left six and lower left seven enamel only pa of lower right seven satisfactory root filling no periapical changes diagnosis fractured cusp upper right six and caries upper left six treatment plan crown upper right six then occlusal composite upper left six then composite build up upper right one then duraphat varnish lower left six and lower left seven recall six months',
    expect: {
      CC: 'New patient exam. Transferred from a practice that closed. No complaints apart from a chipped front tooth',
      'MED HX': 'Epilepsy on lamotrigine well controlled. Last seizure 4 years ago. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['UR8', 'Missing'],
        ['UL8', 'Missing'],
        ['UR6', 'MOD amalgam with a fractured MP cusp', 'MP cusp'],
        ['UR5', 'DO composite sound'],
        ['UR1', 'Incisal edge fractured mesially enamel and dentine not tender', 'Incisal edge'],
        ['UL1', 'Sound'],
        ['UL6', 'O caries'],
        ['LL6', 'B pit caries'],
        ['LL7', 'B pit caries'],
        ['LR6', 'Crown sound'],
        ['LR7', 'Root filled with an amalgam core'],
      ],
      RADIO:
        'Bite wings taken grade 1. Caries UL6 into dentine. LL6 and LL7 enamel only. PA of LR7 satisfactory root filling. No periapical changes',
      DX: ['Fractured cusp UR6', 'Caries UL6'],
      'TX PLAN': ['Crown UR6', 'O composite UL6', 'Composite build up UR1', 'Fluoride varnish LL6, LL7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk14-uk-asr-palmer-child-check-up-primary-teeth-lrd-sorry-lre-extract-lle',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'check up nine year old came with his dad no problems reported medical history fit and well no allergies intra oral soft tissues healthy gums healthy plaque on the lower molars upper right six and upper left six fissure sealants intact lower left six occlusal caries small lower right six fissure sealant partly lost upper right e and upper left e sound lower left e disto occlusal caries lower right d sorry lower right e mobile upper left c mobile lower left d mesial caries bitewings grade one lower left e caries into dentine close to the pulp lower left six enamel only diagnosis caries lower left e lower left d and lower left six fluoride varnish applied diet advice fewer fizzy drinks dad will cut down treatment plan occlusal composite lower left six then extract lower left e then reseal lower right six then monitor lower left d next visit extract lower left e with la recall six months',
    expect: {
      CC: 'Check up. No problems reported',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Gums healthy. Plaque on the lower molars',
      DENTAL: [
        ['UR6', 'Fissure sealants intact'],
        ['UL6', 'Fissure sealants intact'],
        ['LL6', 'O caries small'],
        ['LR6', 'Fissure sealant partly lost'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LLE', 'DO caries'],
        ['LRE', 'Mobile'],
        ['ULC', 'Mobile'],
        ['LLD', 'M caries'],
      ],
      RADIO: 'Bitewings grade 1. LLE caries into dentine close to the pulp. LL6 enamel only',
      DX: ['Caries LLE, LLD, LL6'],
      CONSULT: 'Diet advice fewer fizzy drinks. Dad will cut down',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['O composite LL6', 'Extraction LLE', 'Reseal LR6', 'Monitor LLD'],
      NOTES: '9 year old came with his dad',
      NV: ['Extraction LLE with LA'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk15-uk-typed-palmer-new-patient-ul5-fractured-p-cusp-ll6-gap-implant-estimate',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'NP. Wants a check-up + clean; gap LL bothers her. MH: hypertension (amlodipine), NKDA. Vapes daily. EO: NAD. IO: NAD. BPE 2 2 3 / 3 2 2, 4-5 mm pockets UL7, LL7. Charting: UR7 MO amalgam, sound. UR6 PFM crown, open M margin. UR4 DO comp, sound. UL3 B cervical abrasion. UL5 MOD comp, fractured P cusp. UL6 O amalgam, ditched, no caries. LL5 D caries. LL6 missing. LL7 tilted mesially, O amalgam. LR6 MO comp, sound. LR8 partially erupted, operculum healthy. X-rays: BWs + PA LL5. LL5 D caries into dentine, no periapical changes. UR6 M margin open, no caries. Bone levels within 2 mm of CEJ. Dx: caries LL5, fractured cusp UL5, localised periodontitis stage II. Options for LL6 gap: implant, bridge, partial denture, leave. Pt keen on implant, wants costs; written estimate given. Tx plan: S&P w/ hygienist, D comp LL5, crown UL5, implant assessment LL6. Recall 6/12.',
    expect: {
      CC: 'NP. Wants a check-up + clean; gap LL bothers her',
      'MED HX': 'Hypertension (amlodipine), NKDA. Vapes daily',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 3 / 3 2 2, 4-5 mm pockets UL7, LL7',
      DENTAL: [
        ['UR7', 'MO amalgam, sound'],
        ['UR6', 'PFM crown, open M margin'],
        ['UR4', 'DO comp, sound'],
        ['UL3', 'B cervical abrasion'],
        ['UL5', 'MOD comp, fractured P cusp', 'P cusp'],
        ['UL6', 'O amalgam, ditched, no caries'],
        ['LL5', 'D caries'],
        ['LL6', 'Missing'],
        ['LL7', 'Tilted mesially, O amalgam'],
        ['LR6', 'MO comp, sound'],
        ['LR8', 'Partially erupted, operculum healthy'],
      ],
      RADIO:
        'BWs + PA LL5. LL5 D caries into dentine, no periapical changes. UR6 M margin open, no caries. Bone levels within 2 mm of CEJ',
      DX: ['Caries LL5', 'Fractured cusp UL5', 'Localised periodontitis stage II'],
      CONSULT:
        'Options for LL6 gap: implant, bridge, partial denture, leave. Pt keen on implant, wants costs; written estimate given',
      'TX PLAN': ['Scale and polish w/ hygienist', 'D composite LL5', 'Crown UL5', 'Implant assessment LL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk16-uk-asr-palmer-emergency-pericoronitis-lr8-scratch-that-appends-change-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency lower right swelling and pain for two days hard to open medical history no changes no allergies extra oral slight swelling right angle of mandible trismus about twenty five millimetres right submandibular node palpable intra oral lower right eight partially erupted operculum swollen and red pus on pressure lower right seven disto occlusal composite sound not tender lower right six sound upper right eight over erupted biting on the operculum opg lower right eight mesioangular impaction close to the canal no caries diagnosis pericoronitis lower right eight irrigated under the operculum with chlorhexidine scratch that irrigated under the operculum with warm saline rx metronidazole four hundred milligrams three times a day for three days advised hot salt water mouthwashes treatment plan extract upper right eight and refer lower right eight for surgical extraction review in one week',
    appends: ['change one week to five days', 'next visit extraction upper right eight'],
    expect: {
      CC: 'Emergency. Lower right swelling and pain for 2 days. Hard to open',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Slight swelling right angle of mandible. Trismus about 25 mm. Right submandibular node palpable',
      DENTAL: [
        ['LR8', 'Partially erupted operculum swollen and red pus on pressure'],
        ['LR7', 'DO composite sound not tender'],
        ['LR6', 'Sound'],
        ['UR8', 'Over erupted biting on the operculum'],
      ],
      RADIO: 'OPG LR8 mesioangular impaction close to the canal. No caries',
      DX: ['Pericoronitis LR8'],
      CONSULT: 'Advised hot salt water mouthwashes',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with warm saline',
        'Rx metronidazole 400 mg 3 times a day for 3 days',
      ],
      'TX PLAN': ['Extraction UR8', 'Refer LR8 for surgical extraction'],
      NV: ['Extraction UR8'],
      'F/U': 'Review in 5 days',
    },
  }),
  defineCase({
    id: 'bk17-uk-typed-palmer-second-opinion-tooth-wear-p-erosion-ul2-incisal-edge-fractured',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "2nd opinion: worried her teeth are getting shorter; told elsewhere she needs 'crowns on everything'. MH: GORD (lansoprazole), NKDA. Drinks 2 cans cola/day. EO: masseters hypertrophic, TMJ NAD. IO: NAD, BEWE 3 sextants 2 + 5. BPE 1 1 1 / 1 1 1. Charting: UR1, UL1 P erosion into dentine, incisal edges thin + chipped. UL2 incisal edge fractured, small. UR2 sound. UR3, UL3 cusp tips flattened. UR6, UL6 O cupping, amalgams proud. LL1, LR1 worn incisal edges, sensitive. LL6, LR6 O cupping. Study models + photos taken. Dx: erosive + attritional tooth wear. Discussed causes (cola, reflux, grinding) and night guard. Advised no crowns at this stage; monitor + protect. Pt relieved. Plan: soft night guard, Duraphat 5000 toothpaste, monitor w/ models in 12/12, letter to GP re reflux.",
    expect: {
      CC: "2nd opinion: worried her teeth are getting shorter; told elsewhere she needs 'crowns on everything'",
      'MED HX': 'GORD (lansoprazole), NKDA. Drinks 2 cans cola/day',
      EXTRA: 'Masseters hypertrophic, TMJ NAD',
      INTRA: 'NAD, BEWE 3 sextants 2 + 5',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['UR1', 'P erosion into dentine, incisal edges thin + chipped'],
        ['UL1', 'P erosion into dentine, incisal edges thin + chipped'],
        ['UL2', 'Incisal edge fractured, small', 'Incisal edge'],
        ['UR2', 'Sound'],
        ['UR3', 'Cusp tips flattened'],
        ['UL3', 'Cusp tips flattened'],
        ['UR6', 'O cupping, amalgams proud'],
        ['UL6', 'O cupping, amalgams proud'],
        ['LL1', 'Worn incisal edges, sensitive'],
        ['LR1', 'Worn incisal edges, sensitive'],
        ['LL6', 'O cupping'],
        ['LR6', 'O cupping'],
      ],
      DX: ['Erosive + attritional tooth wear'],
      CONSULT:
        'Discussed causes (cola, reflux, grinding) and night guard. Advised no crowns at this stage; monitor + protect',
      TX: ['Study models + photos taken'],
      'TX PLAN': [
        'Soft night guard',
        'Duraphat 5000 toothpaste',
        'Monitor w/ models in 12 months',
        'Letter to GP re reflux',
      ],
      NOTES: 'Pt relieved',
    },
  }),
  defineCase({
    id: 'bk18-uk-asr-palmer-recall-said-in-letters-ur7-open-contact-ul6-implant-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'recall exam u r six and u r seven feel a bit food trappy medical history no changes takes lansoprazole penicillin allergy extra oral nad intra oral soft tissues healthy bpe two two two two one two u r seven mesial occlusal amalgam open contact mesially food packing u r six disto occlusal composite sound u r five sound u l six implant crown sound no mobility u l seven mesial occlusal distal onlay sound l l six root filled crown margins sound l l seven distal caries l r six crown l r seven disto occlusal composite sound l r eight missing um bitewings grade one l l seven distal caries into dentine u r six and u r seven no caries open contact confirmed implant u l six bone levels stable diagnosis caries l l seven and food trap u r six and u r seven scale and polish ohi with floss treatment plan distal composite l l seven and replace u r seven amalgam with a mesial occlusal composite to close the contact recall six months',
    expect: {
      CC: 'Recall exam. UR6 and UR7 feel a bit food trappy',
      'MED HX': 'No changes. Takes lansoprazole. Penicillin allergy',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['UR7', 'MO amalgam open contact mesially food packing'],
        ['UR6', 'DO composite sound'],
        ['UR5', 'Sound'],
        ['UL6', 'Implant crown sound no mobility'],
        ['UL7', 'MOD onlay sound'],
        ['LL6', 'Root filled crown margins sound'],
        ['LL7', 'D caries'],
        ['LR6', 'Crown'],
        ['LR7', 'DO composite sound'],
        ['LR8', 'Missing'],
      ],
      RADIO:
        'Bitewings grade 1. LL7 distal caries into dentine. UR6 and UR7 no caries. Open contact confirmed. Implant UL6 bone levels stable',
      DX: ['Caries LL7', 'Food trap UR6, UR7'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI with floss'],
      'TX PLAN': ['D composite LL7', 'Replace UR7 amalgam with a MO composite to close the contact'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general practice (Universal)
  defineCase({
    id: 'bk19-us-asr-comprehensive-new-patient-14-fractured-mb-cusp-fmx-srp-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam he hasn't had a cleaning in five years and has a broken tooth on the upper left medical history high blood pressure takes lisinopril and metoprolol allergic to sulfa drugs smokes half a pack a day extraoral no lymphadenopathy tmj within normal limits intraoral oral cancer screening negative white patch left lateral border of tongue wipes off psr three three four three three three heavy calculus generalized bleeding on probing charting number one and sixteen partially erupted number three mesial occlusal distal amalgam with recurrent caries distally number eight and nine porcelain veneers intact number fourteen fractured mesiobuccal cusp large old amalgam number fifteen occlusal caries number nineteen missing number eighteen tipped mesially number thirty crown open margin buccal number thirty one disto occlusal amalgam sound full mouth series taken generalized horizontal bone loss thirty to forty percent vertical defect mesial of eighteen periapical radiolucency number thirty mesial root diagnosis generalized periodontitis stage three grade c and caries number three number fifteen and number thirty and fractured cusp number fourteen discussed smoking cessation he's not ready to quit treatment plan scaling and root planing four quadrants then crown number fourteen and mesial occlusal distal composite number three and occlusal composite number fifteen then root canal therapy number thirty then new crown number thirty",
    expect: {
      CC: "New patient comprehensive exam. He hasn't had a cleaning in 5 years and has a broken tooth on the upper left",
      'MED HX':
        'High blood pressure. Takes lisinopril and metoprolol. Allergic to sulfa drugs. Smokes half a pack a day',
      EXTRA: 'No lymphadenopathy. TMJ within normal limits',
      INTRA: 'Oral cancer screening negative. White patch left lateral border of tongue wipes off',
      PERIO: 'PSR 3 3 4 / 3 3 3. Heavy calculus. Generalized bleeding on probing',
      DENTAL: [
        ['1', 'Partially erupted'],
        ['16', 'Partially erupted'],
        ['3', 'MOD amalgam with recurrent caries distally'],
        ['8', 'Porcelain veneers intact'],
        ['9', 'Porcelain veneers intact'],
        ['14', 'Fractured MB cusp large old amalgam', 'MB cusp'],
        ['15', 'O caries'],
        ['19', 'Missing'],
        ['18', 'Tipped mesially'],
        ['30', 'Crown open B margin'],
        ['31', 'DO amalgam sound'],
      ],
      RADIO:
        'Full mouth series taken. Generalized horizontal bone loss 30 to 40%. Vertical defect mesial of #18. Periapical radiolucency #30 mesial root',
      DX: ['Generalized periodontitis stage 3 grade C', 'Caries #3, #15, #30', 'Fractured cusp #14'],
      CONSULT: "Discussed smoking cessation. He's not ready to quit",
      'TX PLAN': ['SRP 4 quadrants', 'Crown #14', 'MOD composite #3', 'O composite #15', 'RCT #30', 'New crown #30'],
    },
  }),
  defineCase({
    id: 'bk20-us-typed-periodic-exam-13-mo-caries-b-abfraction-prophy-fluoride-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. Pt reports sensitivity to sweets UL. Med hx: no changes. Type 2 DM (A1c 6.8), metformin. NKDA. EO: WNL. IO: WNL, OC screen neg. PSR 2 2 2 / 2 2 3, gen. moderate plaque, 1-2 mm recession #24, #25. #2 MO amalgam, intact. #3 crown, intact. #12 DO caries. #13 MO caries, B abfraction. #14 MOD composite, sound. #17, #32 missing. #19 RCT + crown, sound. #20 DO composite, marginal stain. #29 O amalgam, sound. #30 implant crown, sound. 4 BWX: #12 D caries into dentin, #13 M caries into dentin, bone levels WNL. Dx: caries #12, #13. Prophy, OHI, fluoride varnish. Tx plan: DO composite #12, MO composite #13, B composite #13 if sensitive. NV: DO composite #12 + MO composite #13 (one visit). Recall 6 months.',
    expect: {
      CC: 'Periodic exam + prophy. Pt reports sensitivity to sweets UL',
      'MED HX': 'No changes. Type 2 DM (A1c 6.8), metformin. NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, OC screen neg',
      PERIO: 'PSR 2 2 2 / 2 2 3, gen. moderate plaque, 1-2 mm recession #24, #25',
      DENTAL: [
        ['2', 'MO amalgam, intact'],
        ['3', 'Crown, intact'],
        ['12', 'DO caries'],
        ['13', 'MO caries, B abfraction'],
        ['14', 'MOD composite, sound'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['19', 'RCT + crown, sound'],
        ['20', 'DO composite, marginal stain'],
        ['29', 'O amalgam, sound'],
        ['30', 'Implant crown, sound'],
      ],
      RADIO: '4 BWX: #12 D caries into dentin, #13 M caries into dentin, bone levels WNL',
      DX: ['Caries #12, #13'],
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'OHI', 'Fluoride varnish'],
      'TX PLAN': ['DO composite #12', 'MO composite #13', 'B composite #13 if sensitive'],
      NV: ['DO composite #12 + MO composite #13 (one visit)'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk21-us-asr-limited-exam-basketball-8-fractured-mi-corner-mi-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam he took an elbow to the mouth playing basketball last night upper front tooth broken sensitive to air medical history healthy no meds allergic to amoxicillin extraoral small laceration lower lip healing intraoral soft tissues otherwise normal number eight fractured mesial incisal corner enamel and dentin no pulp exposure not mobile slightly tender to percussion responds to cold number nine incisal edge chipped enamel only number seven and ten sound not mobile number twenty four and twenty five sound two pas of the upper anteriors no root fractures periodontal ligament normal diagnosis uncomplicated crown fracture number eight today no anesthetic needed smoothed the edge of nine etched bonded mesial incisal composite number eight shade a one polished occlusion checked told him to wear a mouthguard for basketball follow up in six weeks for vitality test',
    expect: {
      CC: 'Limited exam. He took an elbow to the mouth playing basketball last night. Upper front tooth broken. Sensitive to air',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Small laceration lower lip healing',
      INTRA: 'Soft tissues otherwise normal',
      DENTAL: [
        [
          '8',
          'Fractured MI corner enamel and dentin no pulp exposure not mobile slightly tender to percussion responds to cold',
          'MI corner',
        ],
        ['9', 'Incisal edge chipped enamel only'],
        ['7', 'Sound not mobile'],
        ['10', 'Sound not mobile'],
        ['24', 'Sound'],
        ['25', 'Sound'],
      ],
      RADIO: '2 PAs of the upper anteriors. No root fractures. Periodontal ligament normal',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT: 'Told him to wear a mouthguard for basketball',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No anesthetic needed',
        'Smoothed the edge of #9',
        'Etched',
        'Bonded',
        'MI composite #8',
        'Shade A1',
        'Polished',
        'Occlusion checked',
      ],
      'F/U': 'Follow up in 6 weeks for vitality test',
    },
  }),
  defineCase({
    id: 'bk22-us-typed-recall-18-19-food-trap-14-fractured-ml-cusp-appends-chart-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall exam, 12 mo since last visit. C/O food catching between #18 and #19. Med hx: no changes, NKDA. EO: WNL. IO: WNL. PSR 1 1 2 / 2 1 2. #3 MO composite, sound. #4 DO caries. #5 sound. #14 O amalgam, fractured ML cusp. #18 D caries, open contact w/ #19. #19 MOD amalgam, M overhang. #20 sound. #28, #29 Class V abfractions. #31 PFM crown, recurrent caries at M margin. BWX x4: #18 D caries into dentin, #19 M overhang confirmed, #4 DO caries at DEJ. Dx: caries #4, #18, #31. Fractured cusp #14. Prophy, OHI w/ floss threaders. Tx plan: DO composite #4, DO composite #18 + remove overhang #19, crown #14, replace crown #31. Pt wants to start with #18 (food trap).',
    appends: ['Add to chart: #2 MO amalgam, sound.', 'Next visit: DO composite #18 + remove overhang #19.'],
    expect: {
      CC: 'Recall exam, 12 mo since last visit. Food catching between #18 and #19',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 1 1 2 / 2 1 2',
      DENTAL: [
        ['3', 'MO composite, sound'],
        ['4', 'DO caries'],
        ['5', 'Sound'],
        ['14', 'O amalgam, fractured ML cusp', 'ML cusp'],
        ['18', 'D caries, open contact w/ #19'],
        ['19', 'MOD amalgam, M overhang'],
        ['20', 'Sound'],
        ['28', 'Class V abfractions'],
        ['29', 'Class V abfractions'],
        ['31', 'PFM crown, recurrent caries at M margin'],
        ['2', 'MO amalgam, sound'],
      ],
      RADIO: 'BWX x4: #18 D caries into dentin, #19 M overhang confirmed, #4 DO caries at DEJ',
      DX: ['Caries #4, #18, #31', 'Fractured cusp #14'],
      CONSULT: 'Pt wants to start with #18 (food trap)',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI w/ floss threaders'],
      'TX PLAN': ['DO composite #4', 'DO composite #18 + remove overhang #19', 'Crown #14', 'Replace crown #31'],
      NV: ['DO composite #18 + remove overhang #19'],
    },
  }),
  defineCase({
    id: 'bk23-us-asr-second-opinion-six-fillings-only-30-stains-enamel-lesions-numbers',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'second opinion she had an exam elsewhere last month and was told she needs six fillings no symptoms medical history hypothyroid on synthroid allergic to penicillin extraoral within normal limits intraoral within normal limits psr one one one one one one number three and fourteen occlusal stain no cavitation number four and number twelve distal lesions in enamel number nineteen occlusal composite intact number thirty mesial occlusal caries clinically cavitated numbers eighteen and thirty one sealants intact um I reviewed her bitewings from the other office and took two new ones thirty into dentin four and twelve enamel only three and fourteen clear diagnosis caries number thirty told her only thirty needs a filling now the others are stains or early enamel lesions we can watch and treat with fluoride she was happy with that treatment plan mesial occlusal composite number thirty then prescription fluoride toothpaste recall six months',
    expect: {
      CC: 'Second opinion. She had an exam elsewhere last month and was told she needs 6 fillings. No symptoms',
      'MED HX': 'Hypothyroid on Synthroid. Allergic to penicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [
        ['3', 'O stain no cavitation'],
        ['14', 'O stain no cavitation'],
        ['4', 'D lesions in enamel'],
        ['12', 'D lesions in enamel'],
        ['19', 'O composite intact'],
        ['30', 'MO caries clinically cavitated'],
        ['18', 'Sealants intact'],
        ['31', 'Sealants intact'],
      ],
      RADIO:
        'I reviewed her bitewings from the other office and took 2 new ones. #30 into dentin. #4 and #12 enamel only. #3 and #14 clear',
      DX: ['Caries #30'],
      CONSULT:
        'Told her only #30 needs a filling now. The others are stains or early enamel lesions we can watch and treat with fluoride. She was happy with that',
      'TX PLAN': ['MO composite #30', 'Prescription fluoride toothpaste'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk24-us-asr-new-patient-12-one-behind-it-implant-14-mobile-19-sorry-20',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient exam she moved here from texas wants to establish care no complaints medical history rheumatoid arthritis on methotrexate and folic acid knee replacement two years ago no allergies extraoral within normal limits intraoral dry mouth otherwise normal psr two two three two two two localized bleeding upper left charting number two crown sound number three root canal and crown number twelve buccal cervical caries and the one behind it too number fourteen implant crown slightly mobile number fifteen mesial occlusal amalgam sound number nineteen sorry twenty distal caries number nineteen crown open margin distal numbers twenty nine and thirty mesial occlusal distal composites sound number thirty two missing full mouth series taken periapical radiolucency number three mesial root minimal bone loss around the implant diagnosis caries number twelve thirteen and twenty and loose implant crown number fourteen and xerostomia today prophy oral hygiene instruction treatment plan buccal composites twelve and thirteen then distal composite twenty then check the abutment screw fourteen then monitor number three with a pa in a year recall four months',
    expect: {
      CC: 'New patient exam. She moved here from Texas. Wants to establish care. No complaints',
      'MED HX':
        'Rheumatoid arthritis on methotrexate and folic acid. Knee replacement 2 years ago. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Dry mouth otherwise normal',
      PERIO: 'PSR 2 2 3 / 2 2 2. Localized bleeding upper left',
      DENTAL: [
        ['2', 'Crown sound'],
        ['3', 'Root canal and crown'],
        ['12', 'B cervical caries'],
        ['13', 'B cervical caries'],
        ['14', 'Implant crown slightly mobile'],
        ['15', 'MO amalgam sound'],
        ['20', 'D caries'],
        ['19', 'Crown open D margin'],
        ['29', 'MOD composites sound'],
        ['30', 'MOD composites sound'],
        ['32', 'Missing'],
      ],
      RADIO:
        'Full mouth series taken. Periapical radiolucency #3 mesial root. Minimal bone loss around the implant',
      DX: ['Caries #12, #13, #20', 'Loose implant crown #14', 'Xerostomia'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction'],
      'TX PLAN': [
        'B composites #12, #13',
        'D composite #20',
        'Check the abutment screw #14',
        'Monitor #3 with a PA in a year',
      ],
      'F/U': 'Recall 4 months',
    },
  }),

  // ---------------------------------------------------------------- 5. US family practice (Universal, primary letters)
  defineCase({
    id: 'bk25-us-asr-child-new-patient-tooth-k-abscess-letters-space-maintainer-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient seven year old with mom mom noticed a hole in a back tooth and she's been chewing on the other side medical history asthma uses albuterol as needed no allergies extraoral within normal limits intraoral soft tissues normal gums mildly red plaque on all teeth tooth a occlusal caries tooth b sound tooth i mesial caries tooth j large disto occlusal caries tooth k large disto occlusal caries with a buccal sinus tooth l sound teeth s and t occlusal caries numbers three fourteen nineteen and thirty erupted deep grooves no caries two bitewings and a pa of k furcation radiolucency on k j close to the pulp a s and t into dentin i enamel only diagnosis caries a i j s and t and chronic abscess tooth k talked to mom about extracting k and a space maintainer and about juice and snacks she agreed today fluoride varnish treatment plan extract k with a band and loop space maintainer then j pulpotomy and stainless steel crown then occlusal composites a s and t and sealants three fourteen nineteen and thirty she was nervous but let me look at everything",
    expect: {
      CC: "New patient. Mom noticed a hole in a back tooth and she's been chewing on the other side",
      'MED HX': 'Asthma. Uses albuterol as needed. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums mildly red. Plaque on all teeth',
      DENTAL: [
        ['A', 'O caries'],
        ['B', 'Sound'],
        ['I', 'M caries'],
        ['J', 'Large DO caries'],
        ['K', 'Large DO caries with a buccal sinus'],
        ['L', 'Sound'],
        ['S', 'O caries'],
        ['T', 'O caries'],
        ['3', 'Erupted deep grooves no caries'],
        ['14', 'Erupted deep grooves no caries'],
        ['19', 'Erupted deep grooves no caries'],
        ['30', 'Erupted deep grooves no caries'],
      ],
      RADIO:
        '2 bitewings and a PA of #K. Furcation radiolucency on #K. #J close to the pulp. #A, #S and #T into dentin. #I enamel only',
      DX: ['Caries #A, #I, #J, #S, #T', 'Chronic abscess #K'],
      CONSULT:
        'Talked to mom about extracting #K and a space maintainer and about juice and snacks. She agreed',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish'],
      'TX PLAN': [
        'Extraction #K with a band and loop space maintainer',
        '#J pulpotomy and SSC',
        'O composites #A, #S, #T',
        'Sealants #3, #14, #19, #30',
      ],
      NOTES: '7 year old with mom. She was nervous but let me look at everything',
    },
  }),
  defineCase({
    id: 'bk26-us-typed-child-mixed-dentition-recall-9-incisal-edge-fractured-nv-n2o',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 mo recall, 9 y/o w/ dad. No concerns. Med hx: ADHD (methylphenidate), NKDA. EO: WNL. IO: WNL. Mixed dentition. #3, #14, #19, #30 sealants intact. #A, #J exfoliating, mobile. #B, #I O composites intact. #K SSC intact, gingiva healthy. #L D caries. #S DO caries. #T missing (exfoliated). #8 erupted, sound. #9 incisal edge fractured (fell off bike 2 wks ago), small enamel fracture, no sensitivity, not mobile. #7, #10 erupting. 2 BWX: #L D caries into dentin, #S DO caries into dentin close to pulp. PA #9: root development normal, no PA pathology. Dx: caries #L, #S. Enamel fracture #9. Prophy, fluoride varnish, smoothed #9 edge. Dad asked about braces; explained ortho eval recommended around age 10. Tx plan: DO composite #L, #S pulpotomy + SSC, monitor #9. NV: DO composite #L + #S pulpotomy/SSC w/ N2O. Recall 6 mo.',
    expect: {
      CC: '6 mo recall. No concerns',
      'MED HX': 'ADHD (methylphenidate), NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL. Mixed dentition',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['A', 'Exfoliating, mobile'],
        ['J', 'Exfoliating, mobile'],
        ['B', 'O composites intact'],
        ['I', 'O composites intact'],
        ['K', 'SSC intact, gingiva healthy'],
        ['L', 'D caries'],
        ['S', 'DO caries'],
        ['T', 'Missing (exfoliated)'],
        ['8', 'Erupted, sound'],
        [
          '9',
          'Incisal edge fractured (fell off bike 2 wks ago), small enamel fracture, no sensitivity, not mobile',
          'Incisal edge',
        ],
        ['7', 'Erupting'],
        ['10', 'Erupting'],
      ],
      RADIO:
        '2 BWX: #L D caries into dentin, #S DO caries into dentin close to pulp. PA #9: root development normal, no PA pathology',
      DX: ['Caries #L, #S', 'Enamel fracture #9'],
      CONSULT: 'Dad asked about braces; explained ortho eval recommended around age 10',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish', 'Smoothed #9 edge'],
      'TX PLAN': ['DO composite #L', '#S pulpotomy + SSC', 'Monitor #9'],
      NOTES: '9 y/o w/ dad',
      NV: ['DO composite #L + #S pulpotomy/SSC w/ N2O'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'bk27-us-asr-emergency-abscess-3-warfarin-same-tooth-mobility-pulpectomy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency exam pain upper right for a week and since yesterday her cheek is swollen up under the eye medical history on warfarin for a mechanical heart valve inr two point eight on monday allergic to latex extraoral swelling right infraorbital area no fever vision normal intraoral buccal vestibule swollen above number three and four number three large mesial occlusal caries into the pulp tender to percussion no response to cold the same tooth grade one mobility number four distal caries responds normally to cold number two crown sound number five sound pa of number three periapical radiolucency around the palatal root diagnosis acute apical abscess number three discussed root canal versus extraction with the warfarin she wants the root canal verbal consent two carpules articaine four percent with one to one hundred thousand epi buccal and palatal infiltration number three latex free rubber dam pulpectomy number three canals irrigated with sodium hypochlorite calcium hydroxide and cavit rx amoxicillin five hundred milligrams three times a day for seven days told her to let her anticoagulation clinic know about the antibiotic treatment plan distal composite number four and crown number three next visit finish root canal number three in one week',
    expect: {
      CC: 'Emergency exam. Pain upper right for a week and since yesterday her cheek is swollen up under the eye',
      'MED HX': 'On warfarin for a mechanical heart valve. INR 2.8 on Monday. Allergic to latex',
      EXTRA: 'Swelling right infraorbital area. No fever. Vision normal',
      INTRA: 'Buccal vestibule swollen above #3 and #4',
      DENTAL: [
        ['3', 'Large MO caries into the pulp tender to percussion no response to cold'],
        ['3', 'Grade 1 mobility'],
        ['4', 'D caries responds normally to cold'],
        ['2', 'Crown sound'],
        ['5', 'Sound'],
      ],
      RADIO: 'PA of #3 periapical radiolucency around the palatal root',
      DX: ['Acute apical abscess #3'],
      CONSULT:
        'Discussed root canal versus extraction with the warfarin. She wants the root canal. Told her to let her anticoagulation clinic know about the antibiotic',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpectomy #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Latex free rubber dam',
        'Pulpectomy #3',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      'TX PLAN': ['D composite #4', 'Crown #3'],
      NV: ['Finish RCT #3 in 1 week'],
    },
  }),
  defineCase({
    id: 'bk28-us-typed-new-patient-78-partial-denture-root-caries-alendronate-eased',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt comp exam. 78 y/o, here w/ daughter. C/O loose lower partial, sore spot. Med hx: Parkinson's (carbidopa-levodopa), HTN (amlodipine), osteoporosis - on alendronate 5 yrs. NKDA. EO: WNL. IO: xerostomia, angular cheilitis both corners, sore spot under lower RPD left lingual flange. PSR 3 3 3 / 3 4 3. Charting: #2, #3, #4 missing. #6 crown, recurrent caries at margin. #7 B root caries. #8, #9 composite veneers, chipped. #11 RCT, no crown, discolored. #14, #15 missing. #22 D root caries. #24, #25 grade II mobility. #27 RPD abutment, rest seat intact. PAN taken (FMX not tolerated): no PA pathology visible, generalized 40-50% bone loss, retained root tip #30 area. Dx: root caries #7, #22. Recurrent caries #6. Generalized periodontitis stage IV. Denture sore spot. Angular cheilitis. Eased lower partial denture left lingual flange, polished. Rx nystatin-triamcinolone cream to corners of mouth BID. Discussed w/ pt + daughter: on alendronate so avoid extractions if possible (MRONJ risk); 5000 ppm fluoride toothpaste; daughter to help with brushing. Tx plan: SDF #7, #22, crown #6, perio maintenance q3 months, new lower RPD later. Recall 3 mo.",
    expect: {
      CC: 'New pt comp exam. Loose lower partial, sore spot',
      'MED HX':
        "Parkinson's (carbidopa-levodopa), HTN (amlodipine), osteoporosis - on alendronate 5 yrs. NKDA",
      EXTRA: 'WNL',
      INTRA: 'Xerostomia, angular cheilitis both corners, sore spot under lower RPD left lingual flange',
      PERIO: 'PSR 3 3 3 / 3 4 3',
      DENTAL: [
        ['2', 'Missing'],
        ['3', 'Missing'],
        ['4', 'Missing'],
        ['6', 'Crown, recurrent caries at margin'],
        ['7', 'B root caries'],
        ['8', 'Composite veneers, chipped'],
        ['9', 'Composite veneers, chipped'],
        ['11', 'RCT, no crown, discolored'],
        ['14', 'Missing'],
        ['15', 'Missing'],
        ['22', 'D root caries'],
        ['24', 'Grade II mobility'],
        ['25', 'Grade II mobility'],
        ['27', 'RPD abutment, rest seat intact'],
      ],
      RADIO:
        'PAN taken (FMX not tolerated): no PA pathology visible, generalized 40-50% bone loss, retained root tip #30 area',
      DX: [
        'Root caries #7, #22',
        'Recurrent caries #6',
        'Generalized periodontitis stage IV',
        'Denture sore spot',
        'Angular cheilitis',
      ],
      CONSULT:
        'Discussed w/ pt + daughter: on alendronate so avoid extractions if possible (MRONJ risk); 5000 ppm fluoride toothpaste; daughter to help with brushing',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased lower partial denture left lingual flange',
        'Polished',
        'Rx nystatin-triamcinolone cream to corners of mouth BID',
      ],
      'TX PLAN': ['SDF #7, #22', 'Crown #6', 'Periodontal maintenance q3 months', 'New lower RPD later'],
      NOTES: '78 y/o, here w/ daughter',
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'bk29-us-asr-periodic-exam-14-chipped-m-marginal-ridge-20-also-on-29-31-sorry-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and cleaning no concerns except a rough filling upper left medical history no changes takes atorvastatin allergic to codeine extraoral within normal limits intraoral bilateral mandibular tori otherwise normal psr two two two two two two light calculus lingual of the lower anteriors tooth fourteen mesial occlusal distal composite chipped at the mesial marginal ridge no decay tooth fifteen occlusal composite sound tooth thirteen sound tooth nineteen crown margins intact tooth twenty buccal abfraction not sensitive also on twenty nine tooth thirty one sorry thirty disto occlusal amalgam sound teeth one sixteen seventeen and thirty two extracted four bitewings taken no interproximal caries chip on fourteen confirmed no recurrent decay diagnosis fractured composite tooth fourteen today prophy polished with fine paste fluoride varnish she asked about whitening before her daughter's wedding gave her the price for take home trays she'll think about it treatment plan replace the composite on fourteen recall six months",
    expect: {
      CC: 'Periodic exam and cleaning. No concerns except a rough filling upper left',
      'MED HX': 'No changes. Takes atorvastatin. Allergic to codeine',
      EXTRA: 'Within normal limits',
      INTRA: 'Bilateral mandibular tori otherwise normal',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lingual of the lower anteriors',
      DENTAL: [
        ['14', 'MOD composite chipped at the M marginal ridge no decay'],
        ['15', 'O composite sound'],
        ['13', 'Sound'],
        ['19', 'Crown margins intact'],
        ['20', 'B abfraction not sensitive'],
        ['29', 'B abfraction not sensitive'],
        ['30', 'DO amalgam sound'],
        ['1', 'Extracted'],
        ['16', 'Extracted'],
        ['17', 'Extracted'],
        ['32', 'Extracted'],
      ],
      RADIO: '4 bitewings taken. No interproximal caries. Chip on #14 confirmed. No recurrent decay',
      DX: ['Fractured composite #14'],
      CONSULT:
        "She asked about whitening before her daughter's wedding. Gave her the price for take home trays. She'll think about it",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Polished with fine paste', 'Fluoride varnish'],
      'TX PLAN': ['Replace the composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bk30-us-asr-second-opinion-deep-cleaning-perio-only-no-chart-srp-18-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'second opinion another office told him he needs a deep cleaning in all four quadrants he says his gums bleed sometimes when he flosses no pain medical history healthy no medications no allergies non smoker extraoral within normal limits intraoral within normal limits periodontal exam psr two two two two two three probing depths two to three millimeters throughout except five millimeters distal of eighteen and mesial of nineteen four millimeters distal of thirty bleeding on probing fifteen percent two millimeters of recession on twenty four and twenty five facial no mobility light subgingival calculus lower anteriors reviewed his bitewings from the other office three months old bone levels normal except a slight vertical defect distal of eighteen no caries diagnosis localized periodontitis stage two grade a around eighteen and nineteen and generalized gingivitis explained he only needs scaling and root planing around eighteen and nineteen not all four quadrants he was relieved treatment plan scaling and root planing eighteen and nineteen then prophy rest of mouth then reevaluate in six weeks',
    expect: {
      CC: 'Second opinion. Another office told him he needs a deep cleaning in all 4 quadrants. He says his gums bleed sometimes when he flosses. No pain',
      'MED HX': 'Healthy. No medications. No allergies. Non smoker',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO:
        'PSR 2 2 2 / 2 2 3. Probing depths 2 to 3 mm throughout except 5 mm distal of #18 and mesial of #19. 4 mm distal of #30. Bleeding on probing 15%. 2 mm of recession on #24 and #25 facial. No mobility. Light subgingival calculus lower anteriors',
      RADIO:
        'Reviewed his bitewings from the other office 3 months old. Bone levels normal except a slight vertical defect distal of #18. No caries',
      DX: ['Localized periodontitis stage 2 grade A around #18, #19', 'Generalized gingivitis'],
      CONSULT: 'Explained he only needs scaling and root planing around #18 and #19 not all 4 quadrants',
      'TX PLAN': ['SRP #18, #19', 'Prophy rest of mouth', 'Reevaluate in 6 weeks'],
      NOTES: 'He was relieved',
    },
  }),
];
