// A sixty-ninth development batch (ids bs01–bs30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) on 27 November 2026 by a helper that had
// not seen the engine or any held-out split; every case was labelled before any check was run. It is hygienist,
// therapist and periodontal appointments as they are really dictated: scale and polish, root surface debridement /
// scaling and root planing by quadrant under local anaesthetic, OHI with named aids (interdental brush colours and
// sizes, floss picks, single tuft, electric and sonic brushes, water flossers), fluoride varnish, fissure sealants,
// periodontal maintenance / SPT, perio findings (pocket depths at sites, bleeding on probing, recession, mobility,
// furcation, plaque scores), smoking cessation and diet advice, referral to a periodontist and re-evaluation after
// initial therapy. One line per case:
//   UK, FDI (bs01–bs10):
//   bs01 recogniser, long: first RSD visit UR + LR, BPE with a furcation star, pocket chart, two LA lines, smoker diabetic;
//   bs02 typed, terse (about 40 words): 3-monthly perio maintenance, PMPR, TePe;
//   bs03 recogniser, only "next time" as a section word: 12-year-old's fissure sealants 37, 47 and varnish, energy drinks;
//   bs04 typed, headers: re-evaluation 10/52 after RSD, residual pockets, RSD 17, 26, referral to a periodontist;
//   bs05 recogniser, appended dictation: pregnancy gingivitis, scale and polish, morning sickness advice;
//   bs06 typed full sentences, no section words: dry mouth, root caries 44, S&P, varnish, Duraphat 5000;
//   bs07 recogniser, no section words (about 65 words): nervous patient, topical then S&P, floss picks;
//   bs08 typed comma runs: second RSD visit LL + LR, two LA lines, CHX irrigation 36, 37, Corsodyl question;
//   bs09 recogniser, long: new patient hygiene assessment, stage 4 grade C, PAs and bitewings, referral;
//   bs10 typed: SPT with a recurrent 6 mm pocket on 46, RSD 46, PMPR rest of mouth, Duraphat 46.
//   UK, Palmer (bs11–bs15):
//   bs11 recogniser: second RSD visit UL + LL, Palmer sites, mobility "grade one sorry grade two";
//   bs12 typed shorthand (about 45 words): 7-year-old's FS UR6, UL6 and FV;
//   bs13 recogniser, appended dictation: smoker's stain, Airflow S&P, very brief advice, whitening next visit;
//   bs14 typed: specialist periodontal consultation, residual pockets, PAs, regenerative surgery planned;
//   bs15 recogniser, no section words: teenager in fixed braces, white spot lesions, S&P, varnish, 2,800 ppm paste.
//   US, Universal (bs16–bs30):
//   bs16 recogniser, long: SRP UR + LR, two LA lines, Arestin, diabetic, class 2 furcation #30;
//   bs17 typed: periodontal maintenance with localized SRP #18 under infiltration, Sonicare, re-probe;
//   bs18 recogniser, no section words: 14-year-old's prophy and fissure sealants #2, #15, #18, #31;
//   bs19 typed, terse (about 45 words): recall prophy, floss threaders, varnish declined;
//   bs20 recogniser, appended dictation: 6-week re-evaluation after 4-quadrant SRP, referral for #2 furcation;
//   bs21 typed full sentences: new patient periodontal evaluation, FMX, Class II mobility #24, #25, SRP planned;
//   bs22 recogniser: full mouth debridement, probing impossible, "scratch that" on the varnish, vaping;
//   bs23 typed: 6-year-old's prophy and fluoride varnish, primary letters, DO composite #S next visit;
//   bs24 recogniser, no section words: perio maintenance with peri-implant mucositis #19, "distal I mean mesial";
//   bs25 typed, short: SRP LL quad under IANB + infiltration;
//   bs26 recogniser: recall prophy and bitewings, hypersensitivity #14, soda, PreviDent 5000 Plus;
//   bs27 typed, appended dictation: SRP UL + LL second visit, Peridex prescription, re-eval changed to 6 wks;
//   bs28 recogniser, no section words (about 50 words): fluoride varnish after head and neck radiation;
//   bs29 typed, long: perio maintenance alternating with the periodontist, new 7 mm pocket #30, localized SRP;
//   bs30 typed full sentences: 82-year-old with a partial, SDF on root caries #22, #27, varnish, reline next visit.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in bs23); 15 recogniser-style (bs01, bs03, bs05, bs07,
// bs09, bs11, bs13, bs15, bs16, bs18, bs20, bs22, bs24, bs26, bs28) and 15 typed; about 40 to 300 words; four cases with
// appended dictation (bs05, bs13, bs20 recogniser-style; bs27 typed).
//
// Judgement calls where the contract was silent:
// - Pocket depths, bleeding on probing, plaque scores, recession, furcations, calculus and the state of the gums are
//   PERIO, also when a tooth is said first ("46 DB 6 mm", "#14 Class II furcation B"): the contract keeps perio findings
//   out of DENTAL. A mobility said tooth first is a chart entry (as more58 bh17); sensitivity, abrasion, root caries,
//   white spot lesions and sealants are chart entries. Findings about an implant are INTRA (as more56); staining of a
//   region with no tooth is INTRA (as more58).
// - Spoken BPE / PSR is written "BPE 3 4 4 / 4 3 4*", "four star" → "4*". Spoken stages, grades and classes are digits
//   ("stage three grade c" → "stage 3 grade C", "class two furcation" → "class 2 furcation"); typed Roman numerals
//   stay as typed. "millimetres" → "mm", "percent" → "%", "two thousand eight hundred ppm" → "2,800 ppm"; brand names as
//   their makers write them (TePe, Cavitron, Curaprox, Airflow, Arestin, Waterpik, Sonicare, PreviDent 5000 Plus,
//   Duraphat 5000, Peridex, Pregnacare, Ventolin); "hba one c" → "HbA1c", "a one c" → "A1c".
// - A pocket chart recorded as part of the examination ("full pocket chart recorded", "Full periodontal charting was
//   completed") is PERIO, not a treatment step.
// - Titles: RSD / SRP over quadrants with no tooth is "RSD" / "SRP" (as more58); "Localized SRP #18" → "SRP #18";
//   "perio maintenance" → "Periodontal maintenance"; "PMPR rest of mouth" → "PMPR"; pockets or an implant sulcus
//   irrigated with chlorhexidine → "Irrigation" (with the teeth when named); "FS" → "Fissure sealant", "FV" /
//   "Duraphat varnish" → "Fluoride varnish"; "Silver diamine fluoride #22, #27" → "SDF #22, #27". Full mouth
//   debridement, supragingival scale, TBI, "went over brushing", topical and prescriptions are no titles.
// - "Showed her how to …" is CONSULT (as more56 bf04) unless it follows "OHI" in the same step ("OHI showed her the
//   orthodontic brush …"), which is the OHI item. Smoking cessation and diet advice, a patient's decision and a
//   declined procedure ("FV declined", "she declined fluoride varnish") are CONSULT.
// - A referral to a periodontist (or a plan to see the dentist) is TX PLAN; "next visit re-evaluation …" is NV;
//   "recall for perio maintenance every 3 months" and "recheck the implant in 6 weeks" are F/U.
// - A child's age and companion are NOTES (as more58), also at the start of "… in with dad for …"; remarks about how the
//   patient felt or coped are NOTES.
import { defineCase, type NotesCase } from '../case.ts';

export const more69Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK, FDI
  defineCase({
    id: 'bs01-uk-asr-first-rsd-ur-lr-bpe-star-pocket-chart-two-la-smoker-diabetic',
    style: 'UK',
    asr: true,
    transcript:
      "right first root surface debridement visit upper right and lower right quadrants he says his gums bleed when he brushes and he's noticed a gap opening up between his front teeth medical history no changes type two diabetes on metformin last hba one c was fifty eight smokes fifteen a day for twenty years no allergies perio bpe three four four four three four star full pocket chart recorded generalised four to six millimetre pockets deepest seven millimetres at one six distobuccal and four six mesiolingual bleeding on probing forty two percent plaque score sixty eight percent grade two furcation four six buccal recession two millimetres on three one and four one subgingival calculus throughout three one and four one grade one mobile diagnosis generalised periodontitis stage three grade c explained that smoking and diabetes both make gum disease worse and the pockets may not heal as well while he smokes he's willing to try nicotine patches he asked if the front teeth will tighten up told him the gums should firm up but the bone won't grow back la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right one cartridge lidocaine two percent one in eighty thousand adrenaline id block right rsd upper right and lower right with the cavitron and gracey curettes um bleeding controlled with pressure ohi interdental brushes red for the front teeth and blue for the molars demonstrated in the mirror advised switching to an electric toothbrush next visit rsd upper left and lower left in one week",
    expect: {
      CC: "First root surface debridement visit upper right and lower right quadrants. He says his gums bleed when he brushes and he's noticed a gap opening up between his front teeth",
      'MED HX': 'No changes. Type 2 diabetes on metformin. Last HbA1c was 58. Smokes 15 a day for 20 years. No allergies',
      PERIO:
        'BPE 3 4 4 / 4 3 4*. Full pocket chart recorded. Generalised 4 to 6 mm pockets. Deepest 7 mm at 16 DB and 46 ML. Bleeding on probing 42%. Plaque score 68%. Grade 2 furcation 46 buccal. Recession 2 mm on 31 and 41. Subgingival calculus throughout',
      DENTAL: [
        ['31', 'Grade 1 mobile'],
        ['41', 'Grade 1 mobile'],
      ],
      DX: ['Generalised periodontitis stage 3 grade C'],
      CONSULT:
        "Explained that smoking and diabetes both make gum disease worse and the pockets may not heal as well while he smokes. He's willing to try nicotine patches. He asked if the front teeth will tighten up. Told him the gums should firm up but the bone won't grow back. Advised switching to an electric toothbrush",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD upper right and lower right with the Cavitron and Gracey curettes',
        'Bleeding controlled with pressure',
        'OHI interdental brushes red for the front teeth and blue for the molars demonstrated in the mirror',
      ],
      NV: ['RSD upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'bs02-uk-typed-terse-3-monthly-perio-maintenance-pmpr-tepe-blue',
    style: 'UK',
    asr: false,
    transcript:
      '3-monthly perio maintenance. No c/o. MH no change, still not smoking. BPE 2 3 2 / 2 2 3, BOP 9%, plaque score 15%. 5 mm D 47, stable. PMPR full mouth. OHI: TePe blue LR molars. RV 3/12.',
    expect: {
      CC: '3-monthly perio maintenance. No c/o',
      'MED HX': 'No change, still not smoking',
      PERIO: 'BPE 2 3 2 / 2 2 3, BOP 9%, plaque score 15%. 5 mm D 47, stable',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['PMPR full mouth', 'OHI: TePe blue LR molars'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'bs03-uk-asr-child-fissure-sealants-37-47-varnish-energy-drinks-next-time-17-27',
    style: 'UK',
    asr: true,
    transcript:
      "twelve year old here with her dad for fissure sealants on the second molars as prescribed um she's fit and well no medicines no allergies three seven and four seven fully erupted deep stained fissures no caries one seven and two seven just erupting three six and four six fissure sealants intact plaque on the lower molars gums a bit puffy around the upper front teeth isolated with cotton wool rolls and dry guards etched rinsed dried fissure sealants three seven and four seven checked with a probe bite checked fluoride varnish applied to all teeth diet advice she has energy drinks after school suggested water or milk instead and nothing to eat after brushing at night showed her how to angle the brush at the gum line she was lovely next time fissure sealants one seven and two seven when they're through recall six months",
    expect: {
      CC: 'Fissure sealants on the second molars as prescribed',
      'MED HX': "She's fit and well. No medicines. No allergies",
      PERIO: 'Plaque on the lower molars. Gums a bit puffy around the upper front teeth',
      DENTAL: [
        ['37', 'Fully erupted deep stained fissures no caries'],
        ['47', 'Fully erupted deep stained fissures no caries'],
        ['17', 'Just erupting'],
        ['27', 'Just erupting'],
        ['36', 'Fissure sealants intact'],
        ['46', 'Fissure sealants intact'],
      ],
      CONSULT:
        'Diet advice. She has energy drinks after school. Suggested water or milk instead and nothing to eat after brushing at night. Showed her how to angle the brush at the gum line',
      'TX TODAY': ['Fissure sealants 37, 47', 'Fluoride varnish'],
      TX: [
        'Isolated with cotton wool rolls and dry guards',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants 37, 47',
        'Checked with a probe',
        'Bite checked',
        'Fluoride varnish applied to all teeth',
      ],
      NOTES: '12 year old here with her dad. She was lovely',
      NV: ["Fissure sealants 17, 27 when they're through"],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bs04-uk-typed-re-evaluation-after-rsd-residual-pockets-rsd-17-26-refer-periodontist',
    style: 'UK',
    asr: false,
    transcript:
      'Re-evaluation 10/52 after RSD all quadrants. Pt reports much less bleeding, using interdental brushes nightly. MH: no change, NKDA. Stopped smoking 6 weeks ago, using patches. Perio: BPE 4 2 4* / 4* 2 3. BOP 18% (was 55%), plaque score 22% (was 70%). Residual pockets ≥5 mm: 17 DP 6 mm, 26 MB 7 mm, 36 D 6 mm, 46 MB 5 mm. Grade II furcation 26 B and 36 B. Recession 1-2 mm lower incisors. 26 mobility grade I. Dx: localised periodontitis stage III grade B (currently unstable). Pt pleased with the improvement. Discussed results. Explained the residual deep sites at 26 and 36 furcations may need specialist care. Pt agrees to referral. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil 26. RSD 17, 26 with ultrasonic and mini-Gracey curettes. OHI: TePe green for 26 furcation + single tuft brush. Plan: refer to specialist periodontist re 26, 36 furcations, continue 3-monthly supportive periodontal care here. RV 3/12.',
    expect: {
      CC: 'Re-evaluation 10 weeks after RSD all quadrants. Pt reports much less bleeding, using interdental brushes nightly',
      'MED HX': 'No change, NKDA. Stopped smoking 6 weeks ago, using patches',
      PERIO:
        'BPE 4 2 4* / 4* 2 3. BOP 18% (was 55%), plaque score 22% (was 70%). Residual pockets ≥5 mm: 17 DP 6 mm, 26 MB 7 mm, 36 D 6 mm, 46 MB 5 mm. Grade II furcation 26 B and 36 B. Recession 1-2 mm lower incisors',
      DENTAL: [['26', 'Mobility grade I']],
      DX: ['Localised periodontitis stage III grade B (currently unstable)'],
      CONSULT:
        'Discussed results. Explained the residual deep sites at 26 and 36 furcations may need specialist care. Pt agrees to referral',
      'TX TODAY': ['RSD 17, 26', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'RSD 17, 26 with ultrasonic and mini-Gracey curettes',
        'OHI: TePe green for 26 furcation + single tuft brush',
      ],
      'TX PLAN': [
        'Refer to specialist periodontist re 26, 36 furcations',
        'Continue 3-monthly supportive periodontal care here',
      ],
      NOTES: 'Pt pleased with the improvement',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'bs05-uk-asr-appends-pregnancy-gingivitis-scale-and-polish-duraphat-added',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for a scale and polish her gums have been bleeding a lot since she got pregnant medical history twenty two weeks pregnant otherwise fit and well takes pregnacare no allergies bpe two two two two two two generalised marginal gingivitis worse lower anteriors bleeding on probing thirty five percent plaque score forty percent no pockets over three millimetres diagnosis pregnancy gingivitis explained hormones make the gums react more to plaque and it should settle after the baby's born scale and polish oral hygiene instruction modified bass technique with a soft manual brush and tepe pink interdental brushes between the premolars she's been getting morning sickness so advised rinsing with water after being sick and waiting an hour before brushing recall three months",
    appends: [
      'add to treatment duraphat varnish applied to the lower anteriors',
      "change three months to four months add to notes she'd prefer afternoon appointments",
    ],
    expect: {
      CC: 'Scale and polish. Her gums have been bleeding a lot since she got pregnant',
      'MED HX': '22 weeks pregnant otherwise fit and well. Takes Pregnacare. No allergies',
      PERIO:
        'BPE 2 2 2 / 2 2 2. Generalised marginal gingivitis worse lower anteriors. Bleeding on probing 35%. Plaque score 40%. No pockets over 3 mm',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        "Explained hormones make the gums react more to plaque and it should settle after the baby's born. She's been getting morning sickness so advised rinsing with water after being sick and waiting an hour before brushing",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'Scale and polish',
        'Oral hygiene instruction modified Bass technique with a soft manual brush and TePe pink interdental brushes between the premolars',
        'Duraphat varnish applied to the lower anteriors',
      ],
      NOTES: "She'd prefer afternoon appointments",
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'bs06-uk-typed-sentences-dry-mouth-root-caries-44-s-and-p-varnish-duraphat-5000',
    style: 'UK',
    asr: false,
    transcript:
      "Hygiene appointment. She is worried about sensitivity and her gums shrinking on the lower teeth. She has Sjögren's syndrome and takes hydroxychloroquine; her mouth is dry most of the day. She is allergic to penicillin. The gums are generally pink and firm with localised bleeding at the lower molars. BPE 2 2 2 / 3 2 2. There is 3 mm buccal recession on 33, 34 and 43. Plaque score 30%. 34 has buccal cervical abrasion and is sensitive to air. 44 has early root caries buccally, which is leathery. I explained that a dry mouth raises the risk of root decay and that the brown spot on 44 can be stopped with fluoride. We discussed sipping water rather than sucking sweets for the dryness, and she agreed to cut down. Scale and polish was carried out with hand instruments only because of the sensitivity. Fluoride varnish was applied to the exposed roots. Oral hygiene instruction was given for a soft electric toothbrush and a gentle technique at the gum line. Prescribed Duraphat 5000 toothpaste to use at night without rinsing. Review the root caries on 44 in 3 months.",
    expect: {
      CC: 'Hygiene appointment. She is worried about sensitivity and her gums shrinking on the lower teeth',
      'MED HX':
        "She has Sjögren's syndrome and takes hydroxychloroquine; her mouth is dry most of the day. She is allergic to penicillin",
      PERIO:
        'Gums are generally pink and firm with localised bleeding at the lower molars. BPE 2 2 2 / 3 2 2. There is 3 mm buccal recession on 33, 34 and 43. Plaque score 30%',
      DENTAL: [
        ['34', 'B cervical abrasion and is sensitive to air'],
        ['44', 'Early root caries buccally, which is leathery'],
      ],
      CONSULT:
        'I explained that a dry mouth raises the risk of root decay and that the brown spot on 44 can be stopped with fluoride. We discussed sipping water rather than sucking sweets for the dryness, and she agreed to cut down',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish', 'OHI'],
      TX: [
        'Scale and polish was carried out with hand instruments only because of the sensitivity',
        'Fluoride varnish was applied to the exposed roots',
        'Oral hygiene instruction was given for a soft electric toothbrush and a gentle technique at the gum line',
        'Prescribed Duraphat 5000 toothpaste to use at night without rinsing',
      ],
      'F/U': 'Review the root caries on 44 in 3 months',
    },
  }),
  defineCase({
    id: 'bs07-uk-asr-no-section-words-nervous-topical-scale-and-polish-floss-picks',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene visit she's nervous because the scaler hurt last time no changes to her health on sertraline no allergies bpe two one two two two two gums bleeding upper molars palatally calculus lower incisors lingually used topical gel first then scale and polish with the ultrasonic on low power and hand scalers ohi floss picks for the back teeth she coped really well with breaks recall six months",
    expect: {
      CC: 'Hygiene visit',
      'MED HX': 'No changes to her health. On sertraline. No allergies',
      PERIO: 'BPE 2 1 2 / 2 2 2. Gums bleeding upper molars palatally. Calculus lower incisors lingually',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Used topical gel first',
        'Scale and polish with the ultrasonic on low power and hand scalers',
        'OHI floss picks for the back teeth',
      ],
      NOTES: "She's nervous because the scaler hurt last time. She coped really well with breaks",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bs08-uk-typed-second-rsd-ll-lr-two-la-chx-irrigation-36-37-corsodyl-question',
    style: 'UK',
    asr: false,
    transcript:
      '2nd RSD appt, LL + LR. Sore for 2 days after last visit, otherwise fine. MH: no change, amlodipine, NKDA, ex-smoker. Heavy subgingival calculus distal 36, 37. LA: 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB left, 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 46. RSD LL + LR w/ Cavitron (slim tips) + Gracey curettes. 36, 37 pockets irrigated w/ CHX 0.2%. OHI: TePe yellow for 36-37 and orange for premolars. Pt asked about Corsodyl mouthwash: advised max 2 weeks as it can stain. POIG. NV: re-eval + full pocket chart in 8/52.',
    expect: {
      CC: '2nd RSD appt, LL + LR. Sore for 2 days after last visit, otherwise fine',
      'MED HX': 'No change, amlodipine, NKDA, ex-smoker',
      PERIO: 'Heavy subgingival calculus distal 36, 37',
      CONSULT: 'Pt asked about Corsodyl mouthwash: advised max 2 weeks as it can stain',
      'TX TODAY': ['RSD', 'Irrigation 36, 37', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'RSD LL + LR w/ Cavitron (slim tips) + Gracey curettes',
        '36, 37 pockets irrigated w/ CHX 0.2%',
        'OHI: TePe yellow for 36-37 and orange for premolars',
        'POIG',
      ],
      NV: ['Re-eval + full pocket chart in 8 weeks'],
    },
  }),
  defineCase({
    id: 'bs09-uk-asr-new-patient-hygiene-assessment-stage-4-grade-c-pas-bitewings-refer',
    style: 'UK',
    asr: true,
    transcript:
      "okay new patient hygiene assessment referred by her dentist for gum disease she's noticed her lower front teeth moving and a bad taste in the morning medical history no changes high blood pressure on ramipril smokes twenty a day no allergies extra oral nad intra oral soft tissues healthy oral cancer screen clear perio bpe four four four four star four four star bleeding on probing sixty one percent plaque score eighty percent six to nine millimetre pockets on most molars nine millimetres at two seven distal grade three furcation three seven and four seven lingual recession three millimetres lower incisors heavy subgingival calculus three one and four one grade two mobile three seven grade two mobile radiographs pa three one to four one and horizontal bitewings um bone loss to the apical third on the lower incisors and molars vertical defect three seven distal diagnosis generalised periodontitis stage four grade c explained the diagnosis and that some teeth like three seven may be lost discussed stopping smoking she's ready to try vaping and will see her gp for support she wants to keep her teeth and is happy to see a specialist treatment today supragingival scale oral hygiene instruction curaprox single tuft brush and tepe interdental brushes sizes one and three and an electric toothbrush demonstrated plan referral to specialist periodontist for assessment of three seven and four seven review in four weeks to check the oral hygiene",
    expect: {
      CC: "New patient hygiene assessment. Referred by her dentist for gum disease. She's noticed her lower front teeth moving and a bad taste in the morning",
      'MED HX': 'No changes. High blood pressure on ramipril. Smokes 20 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO:
        'BPE 4 4 4 / 4* 4 4*. Bleeding on probing 61%. Plaque score 80%. 6 to 9 mm pockets on most molars. 9 mm at 27 distal. Grade 3 furcation 37 and 47 lingual. Recession 3 mm lower incisors. Heavy subgingival calculus',
      DENTAL: [
        ['31', 'Grade 2 mobile'],
        ['41', 'Grade 2 mobile'],
        ['37', 'Grade 2 mobile'],
      ],
      RADIO:
        'PA 31 to 41 and horizontal bitewings. Bone loss to the apical third on the lower incisors and molars. Vertical defect 37 distal',
      DX: ['Generalised periodontitis stage 4 grade C'],
      CONSULT:
        "Explained the diagnosis and that some teeth like 37 may be lost. Discussed stopping smoking. She's ready to try vaping and will see her GP for support. She wants to keep her teeth and is happy to see a specialist",
      'TX TODAY': ['OHI'],
      TX: [
        'Supragingival scale',
        'Oral hygiene instruction Curaprox single tuft brush and TePe interdental brushes sizes 1 and 3 and an electric toothbrush demonstrated',
      ],
      'TX PLAN': ['Referral to specialist periodontist for assessment of 37, 47'],
      'F/U': 'Review in 4 weeks to check the oral hygiene',
    },
  }),
  defineCase({
    id: 'bs10-uk-typed-spt-recurrent-pocket-46-rsd-46-pmpr-rest-duraphat-46',
    style: 'UK',
    asr: false,
    transcript:
      'SPT visit. No bleeding when brushing. MH: no change, NKDA, non-smoker. BPE 3 2 3 / 3 2 4*. BOP 8%, plaque 12%. Pockets stable apart from 46 DB 6 mm (was 4 mm) with BOP and suppuration. 46 grade I furcation B. 46 not mobile, no TTP, MO amalgam intact. Dx: localised recurrent periodontitis 46. Explained likely cause is plaque missed under the distal contact. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 46. RSD 46. PMPR rest of mouth. OHI: TePe red for 46 distal. Duraphat varnish 46. Recall 3 months.',
    expect: {
      CC: 'SPT visit. No bleeding when brushing',
      'MED HX': 'No change, NKDA, non-smoker',
      PERIO:
        'BPE 3 2 3 / 3 2 4*. BOP 8%, plaque 12%. Pockets stable apart from 46 DB 6 mm (was 4 mm) with BOP and suppuration. 46 grade I furcation B',
      DENTAL: [['46', 'Not mobile, no TTP, MO amalgam intact']],
      DX: ['Localised recurrent periodontitis 46'],
      CONSULT: 'Explained likely cause is plaque missed under the distal contact',
      'TX TODAY': ['RSD 46', 'PMPR', 'OHI', 'Fluoride varnish 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'RSD 46',
        'PMPR rest of mouth',
        'OHI: TePe red for 46 distal',
        'Duraphat varnish 46',
      ],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK, Palmer
  defineCase({
    id: 'bs11-uk-asr-palmer-second-rsd-ul-ll-sites-mobility-sorry-grade-two-single-tuft',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'second rsd visit for the left side upper left and lower left um no problems after the first one medical history no changes asthma uses ventolin no allergies non smoker bleeding on probing thirty percent today pockets upper left six mesiobuccal six millimetres upper left seven distal seven millimetres lower left seven distolingual six millimetres lower left six grade one furcation buccal lower left seven grade one sorry grade two mobile la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left one cartridge lidocaine two percent one in eighty thousand adrenaline id block left rsd upper left and lower left with the piezo and curettes ohi tepe green interdental brushes for the upper left molars and a single tuft brush for lower left seven distal he said the right side feels much tighter already next visit re-evaluation in eight weeks',
    expect: {
      CC: 'Second RSD visit for the left side upper left and lower left. No problems after the first one',
      'MED HX': 'No changes. Asthma uses Ventolin. No allergies. Non smoker',
      PERIO:
        'Bleeding on probing 30% today. Pockets UL6 MB 6 mm, UL7 distal 7 mm, LL7 DL 6 mm. LL6 grade 1 furcation buccal',
      DENTAL: [['LL7', 'Grade 2 mobile']],
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD upper left and lower left with the piezo and curettes',
        'OHI TePe green interdental brushes for the upper left molars and a single tuft brush for LL7 distal',
      ],
      NOTES: 'He said the right side feels much tighter already',
      NV: ['Re-evaluation in 8 weeks'],
    },
  }),
  defineCase({
    id: 'bs12-uk-typed-palmer-terse-child-fs-ur6-ul6-fv-diet-gran',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'FS UR6, UL6 as prescribed. 7 y/o w/ gran. MH: fit and well. UR6, UL6 caries-free, deep fissures. URE, ULE sound. FS UR6, UL6 under cotton wool rolls. FV 22,600 ppm. TBI. Diet advice: no juice at bedtime. RV 6/12.',
    expect: {
      CC: 'FS UR6, UL6 as prescribed',
      'MED HX': 'Fit and well',
      DENTAL: [
        ['UR6', 'Caries-free, deep fissures'],
        ['UL6', 'Caries-free, deep fissures'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
      ],
      CONSULT: 'Diet advice: no juice at bedtime',
      'TX TODAY': ['Fissure sealant UR6, UL6', 'Fluoride varnish'],
      TX: ['FS UR6, UL6 under cotton wool rolls', 'FV 22,600 ppm', 'TBI'],
      NOTES: '7 y/o w/ gran',
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'bs13-uk-asr-palmer-appends-smoker-stain-airflow-s-and-p-brief-advice-whitening-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "attended for a hygiene appointment says her teeth are stained from smoking and wants them cleaner medical history no changes on the pill smokes ten a day no allergies bpe two two two two two two supra calculus lower anteriors two millimetres of labial recession on lower right one and lower left one heavy tar staining lingual of the lower anteriors hmm scale and polish with airflow ohi tepe pink for the lower anteriors very brief advice on smoking she's thinking about stopping gave her the leaflet and the number for the stop smoking service advised cutting down on coffee and red wine for the staining recall six months",
    appends: ['next visit tooth whitening consultation with the dentist', 'change six months to four months'],
    expect: {
      CC: 'Hygiene appointment. Says her teeth are stained from smoking and wants them cleaner',
      'MED HX': 'No changes. On the pill. Smokes 10 a day. No allergies',
      INTRA: 'Heavy tar staining lingual of the lower anteriors',
      PERIO: 'BPE 2 2 2 / 2 2 2. Supra calculus lower anteriors. 2 mm of labial recession on LR1 and LL1',
      CONSULT:
        "Very brief advice on smoking. She's thinking about stopping. Gave her the leaflet and the number for the stop smoking service. Advised cutting down on coffee and red wine for the staining",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with Airflow', 'OHI TePe pink for the lower anteriors'],
      NV: ['Tooth whitening consultation with the dentist'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'bs14-uk-typed-palmer-specialist-consultation-residual-pockets-ul1-ur6-regenerative-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Specialist periodontal consultation, referred by GDP for persistent deep pockets after non-surgical therapy. Pt concerned about UL1 drifting. MH: well controlled hypertension (amlodipine), NKDA. Ex-smoker, quit 2 years ago. EO: NAD. IO: no soft tissue lesions. Plaque score 18%, BOP 14%. Residual pockets: UL1 MP 7 mm, UR6 DP 8 mm, LL6 MB 6 mm. UR6 grade II furcation distal. UL1 grade I mobility, flared and extruded 1 mm. PA UL1 and UR6: 50% bone loss UL1 with a 3-wall intrabony defect mesially, UR6 distal bone loss into the furcation. Dx: generalised periodontitis stage III grade B (unstable at 3 sites). Options discussed: further RSD, regenerative surgery UL1 (Emdogain), resective surgery or extraction UR6, and doing nothing. Risks including recession and black triangles explained. Pt wants to try to save both teeth. Written consent to follow. OHI reinforced: TePe for UL1 interproximal. Plan: regenerative surgery UL1 with Emdogain, then review UR6 for resective surgery.',
    expect: {
      CC: 'Specialist periodontal consultation, referred by GDP for persistent deep pockets after non-surgical therapy. Pt concerned about UL1 drifting',
      'MED HX': 'Well controlled hypertension (amlodipine), NKDA. Ex-smoker, quit 2 years ago',
      EXTRA: 'NAD',
      INTRA: 'No soft tissue lesions',
      PERIO:
        'Plaque score 18%, BOP 14%. Residual pockets: UL1 MP 7 mm, UR6 DP 8 mm, LL6 MB 6 mm. UR6 grade II furcation distal',
      DENTAL: [['UL1', 'Grade I mobility, flared and extruded 1 mm']],
      RADIO:
        'PA UL1 and UR6: 50% bone loss UL1 with a 3-wall intrabony defect mesially, UR6 distal bone loss into the furcation',
      DX: ['Generalised periodontitis stage III grade B (unstable at 3 sites)'],
      CONSULT:
        'Options discussed: further RSD, regenerative surgery UL1 (Emdogain), resective surgery or extraction UR6, and doing nothing. Risks including recession and black triangles explained. Pt wants to try to save both teeth',
      CONSENT: 'Written consent to follow',
      'TX TODAY': ['OHI'],
      TX: ['OHI reinforced: TePe for UL1 interproximal'],
      'TX PLAN': ['Regenerative surgery UL1 with Emdogain', 'Review UR6 for resective surgery'],
    },
  }),
  defineCase({
    id: 'bs15-uk-asr-palmer-no-section-words-braces-white-spots-s-and-p-varnish-2800-ppm',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "fifteen year old in with mum for a hygiene visit she's had braces on since last year and her gums bleed around the brackets she's got asthma uses a brown inhaler no allergies generalised gingival swelling around the brackets especially the upper anteriors plaque score seventy percent white spot lesions upper right two and upper left two at the gingival margin lower left six buccal white spot lesion scale and polish around the brackets with hand scalers fluoride varnish applied ohi showed her the orthodontic brush and tepe pink interdental brushes under the wire advised a fluoride mouthwash at a different time to brushing two thousand eight hundred ppm toothpaste prescribed recall three months",
    expect: {
      CC: "Hygiene visit. She's had braces on since last year and her gums bleed around the brackets",
      'MED HX': "She's got asthma uses a brown inhaler. No allergies",
      PERIO: 'Generalised gingival swelling around the brackets especially the upper anteriors. Plaque score 70%',
      DENTAL: [
        ['UR2', 'White spot lesions at the gingival margin'],
        ['UL2', 'White spot lesions at the gingival margin'],
        ['LL6', 'B white spot lesion'],
      ],
      CONSULT: 'Advised a fluoride mouthwash at a different time to brushing',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish', 'OHI'],
      TX: [
        'Scale and polish around the brackets with hand scalers',
        'Fluoride varnish applied',
        'OHI showed her the orthodontic brush and TePe pink interdental brushes under the wire',
        '2,800 ppm toothpaste prescribed',
      ],
      NOTES: '15 year old in with mum',
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US, Universal
  defineCase({
    id: 'bs16-us-asr-srp-ur-lr-two-la-arestin-diabetic-class-2-furcation-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for scaling and root planing upper right and lower right quadrants um medical history no changes type two diabetes on metformin and glipizide last a one c seven point nine high blood pressure on lisinopril no known drug allergies blood pressure one thirty eight over eighty four perio exam probing depths four to six millimeters in the upper right and lower right seven millimeters on number three distal and number thirty mesial bleeding on probing about fifty percent generalized moderate subgingival calculus class two furcation number thirty buccal recession two millimeters on number twenty eight buccal number thirty class one mobility radiographs from last month show generalized horizontal bone loss about thirty percent diagnosis generalized periodontitis stage three grade c two carpules lidocaine two percent one to one hundred thousand epinephrine right ianb and one carpule articaine four percent one to one hundred thousand epi infiltration number three scaling and root planing upper right and lower right with the cavitron and gracey curettes arestin placed number three distal and number thirty mesial ohi waterpik and proxabrush for the furcation post op instructions given advised no flossing around the arestin sites for ten days uh explained that good blood sugar control helps the gums heal and to check in with his physician he asked if he'll lose the tooth told him we'll see how it responds next visit scaling and root planing upper left and lower left in two weeks",
    expect: {
      CC: 'Scaling and root planing upper right and lower right quadrants',
      'MED HX':
        'No changes. Type 2 diabetes on metformin and glipizide. Last A1c 7.9. High blood pressure on lisinopril. No known drug allergies. Blood pressure 138/84',
      PERIO:
        'Probing depths 4 to 6 mm in the upper right and lower right. 7 mm on #3 distal and #30 mesial. Bleeding on probing about 50%. Generalized moderate subgingival calculus. Class 2 furcation #30 buccal. Recession 2 mm on #28 buccal',
      DENTAL: [['30', 'Class 1 mobility']],
      RADIO: 'Radiographs from last month show generalized horizontal bone loss about 30%',
      DX: ['Generalized periodontitis stage 3 grade C'],
      CONSULT:
        "Advised no flossing around the Arestin sites for 10 days. Explained that good blood sugar control helps the gums heal and to check in with his physician. He asked if he'll lose the tooth. Told him we'll see how it responds",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, infiltration #3',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Arestin placed #3 distal and #30 mesial',
        'OHI Waterpik and proxabrush for the furcation',
        'Post-op instructions given',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bs17-us-typed-periodontal-maintenance-localized-srp-18-sonicare-re-probe',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal maintenance, 3 mo interval. Pt reports occasional bleeding LL. Med hx: no changes, atorvastatin, allergic to sulfa. BP 124/78. PSR 3 2 3 / 4 2 3. Probing depths 2-4 mm generally, 5 mm #14 MB and #19 DL, 6 mm #18 D w/ BOP. BOP 11 sites. Plaque index 20%. #18 Class I mobility. Dx: periodontitis stage III grade B (stable except #18). Perio maintenance full mouth w/ Cavitron + hand instruments. 1 carpule articaine 4% 1:100,000 epi buccal infiltration #18. Localized SRP #18. OHI: Sonicare + GUM Soft-Picks LL. Fluoride varnish applied. NV: perio maintenance in 3 months, re-probe #18.',
    expect: {
      CC: 'Periodontal maintenance, 3 mo interval. Pt reports occasional bleeding LL',
      'MED HX': 'No changes, atorvastatin, allergic to sulfa. BP 124/78',
      PERIO:
        'PSR 3 2 3 / 4 2 3. Probing depths 2-4 mm generally, 5 mm #14 MB and #19 DL, 6 mm #18 D w/ BOP. BOP 11 sites. Plaque index 20%',
      DENTAL: [['18', 'Class I mobility']],
      DX: ['Periodontitis stage III grade B (stable except #18)'],
      'TX TODAY': ['Periodontal maintenance', 'SRP #18', 'OHI', 'Fluoride varnish'],
      TX: [
        'Perio maintenance full mouth w/ Cavitron + hand instruments',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #18',
        'Localized SRP #18',
        'OHI: Sonicare + GUM Soft-Picks LL',
        'Fluoride varnish applied',
      ],
      NV: ['Periodontal maintenance in 3 months', 'Re-probe #18'],
    },
  }),
  defineCase({
    id: 'bs18-us-asr-no-section-words-teen-prophy-fissure-sealants-2-15-18-31-isolite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'fourteen year old in with dad for a cleaning and sealants on the twelve year molars no health problems no allergies light plaque along the gumline gums healthy numbers two fifteen eighteen and thirty one fully erupted deep grooves no decay prophy with the rubber cup isolite placed fissure sealants on numbers two fifteen eighteen and thirty one checked with the explorer fluoride varnish went over brushing along the gumline he was chatty and relaxed six month recall',
    expect: {
      CC: 'Cleaning and sealants on the 12 year molars',
      'MED HX': 'No health problems. No allergies',
      PERIO: 'Light plaque along the gumline. Gums healthy',
      DENTAL: [
        ['2', 'Fully erupted deep grooves no decay'],
        ['15', 'Fully erupted deep grooves no decay'],
        ['18', 'Fully erupted deep grooves no decay'],
        ['31', 'Fully erupted deep grooves no decay'],
      ],
      'TX TODAY': ['Prophy', 'Fissure sealants #2, #15, #18, #31', 'Fluoride varnish'],
      TX: [
        'Prophy with the rubber cup',
        'Isolite placed',
        'Fissure sealants #2, #15, #18, #31',
        'Checked with the explorer',
        'Fluoride varnish',
        'Went over brushing along the gumline',
      ],
      NOTES: '14 year old in with dad. He was chatty and relaxed',
      'F/U': '6 month recall',
    },
  }),
  defineCase({
    id: 'bs19-us-typed-terse-recall-prophy-floss-threaders-fv-declined',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall prophy. No concerns. Med hx: no changes, NKDA. PSR 1 1 1 / 1 2 1, light calculus #23-#26 lingual. Prophy, flossed. OHI: floss threaders for the lower retainer. FV declined. Asked about whitening strips: fine to use, may cause sensitivity. 6 mo recall.',
    expect: {
      CC: 'Recall prophy. No concerns',
      'MED HX': 'No changes, NKDA',
      PERIO: 'PSR 1 1 1 / 1 2 1, light calculus #23-#26 lingual',
      CONSULT: 'FV declined. Asked about whitening strips: fine to use, may cause sensitivity',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Flossed', 'OHI: floss threaders for the lower retainer'],
      'F/U': '6 mo recall',
    },
  }),
  defineCase({
    id: 'bs20-us-asr-appends-re-evaluation-after-srp-residual-2-refer-periodontist-sorry-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for a six week re-evaluation after scaling and root planing all four quadrants says her gums feel great no more bleeding medical history no changes no allergies quit smoking four months ago and hasn't had one since plaque score down to fifteen percent bleeding on probing eight percent most pockets three millimeters or less four millimeters on number fourteen mesial and number nineteen distal number two still six millimeters distobuccal with a class two furcation diagnosis periodontitis stage three grade b responding well to therapy talked about how proud she should be of quitting discussed the residual pocket on number two and referring to the periodontist she's on board prophy done polished with fine paste ohi keep using the waterpik referral to the periodontist for number two furcation recall for perio maintenance every three months",
    appends: [
      'add to notes she brought her husband along for moral support',
      'next visit four month sorry three month perio maintenance with full charting',
    ],
    expect: {
      CC: '6 week re-evaluation after scaling and root planing all 4 quadrants. Says her gums feel great. No more bleeding',
      'MED HX': "No changes. No allergies. Quit smoking 4 months ago and hasn't had one since",
      PERIO:
        'Plaque score down to 15%. Bleeding on probing 8%. Most pockets 3 mm or less. 4 mm on #14 mesial and #19 distal. #2 still 6 mm DB with a class 2 furcation',
      DX: ['Periodontitis stage 3 grade B responding well to therapy'],
      CONSULT:
        "Talked about how proud she should be of quitting. Discussed the residual pocket on #2 and referring to the periodontist. She's on board",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy done', 'Polished with fine paste', 'OHI keep using the Waterpik'],
      'TX PLAN': ['Referral to the periodontist for #2 furcation'],
      NOTES: 'She brought her husband along for moral support',
      NV: ['3 month periodontal maintenance with full charting'],
      'F/U': 'Recall for perio maintenance every 3 months',
    },
  }),
  defineCase({
    id: 'bs21-us-typed-sentences-new-patient-perio-evaluation-fmx-mobility-24-25-srp-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient referred by her general dentist for evaluation of bleeding gums and loose lower front teeth. She has hypothyroidism treated with levothyroxine and is allergic to latex. She has never smoked. No extraoral findings. Oral cancer screening was negative. A full mouth series was taken, showing generalized horizontal bone loss of 20 to 30% and vertical defects on #19 mesial and #30 distal. Full-mouth probing showed generalized 4 to 5 mm pockets with 6 to 7 mm pockets on the lower molars. Bleeding on probing was 48% and the plaque score was 55%. There is a Class I furcation on #19 buccal. #24 and #25 have Class II mobility. Diagnosis: generalized periodontitis stage III grade B. I explained the findings using her radiographs and discussed scaling and root planing followed by re-evaluation, with surgery possibly needed later for the lower molars. She would like to go ahead. Written consent signed for SRP. Oral hygiene instruction was given with a soft toothbrush and interdental brushes. Treatment plan: SRP all 4 quadrants in 2 visits, re-evaluation 6 weeks after, possible osseous surgery #19 and #30.',
    expect: {
      CC: 'New patient referred by her general dentist for evaluation of bleeding gums and loose lower front teeth',
      'MED HX':
        'She has hypothyroidism treated with levothyroxine and is allergic to latex. She has never smoked',
      EXTRA: 'No extraoral findings',
      INTRA: 'Oral cancer screening was negative',
      PERIO:
        'Full-mouth probing showed generalized 4 to 5 mm pockets with 6 to 7 mm pockets on the lower molars. Bleeding on probing was 48% and the plaque score was 55%. There is a Class I furcation on #19 buccal',
      DENTAL: [
        ['24', 'Class II mobility'],
        ['25', 'Class II mobility'],
      ],
      RADIO:
        'Full mouth series was taken, showing generalized horizontal bone loss of 20 to 30% and vertical defects on #19 mesial and #30 distal',
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT:
        'I explained the findings using her radiographs and discussed scaling and root planing followed by re-evaluation, with surgery possibly needed later for the lower molars. She would like to go ahead',
      CONSENT: 'Written consent signed for SRP',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction was given with a soft toothbrush and interdental brushes'],
      'TX PLAN': ['SRP all 4 quadrants in 2 visits', 'Re-evaluation 6 weeks after', 'Possible osseous surgery #19, #30'],
    },
  }),
  defineCase({
    id: 'bs22-us-asr-full-mouth-debridement-no-probing-scratch-that-varnish-declined-vaping',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay new patient she's here because her gums bleed and she's embarrassed about the tartar hasn't seen a dentist in about eight years um she takes sertraline and birth control no allergies vapes nicotine every day heavy calculus everywhere especially lower anteriors lingual bridging across twenty three to twenty six couldn't get accurate probing because of the calculus gums red and swollen and bleed to the touch full mouth debridement with the cavitron and hand scalers applied fluoride varnish scratch that she declined fluoride varnish oral hygiene instruction with an electric toothbrush and floss picks explained the buildup has to come off before we can measure the pockets properly and she may have some bone loss talked about vaping and the gums she's not ready to quit yet she needed a couple of breaks next visit comprehensive exam with full mouth x-rays she was really nervous but did great",
    expect: {
      CC: "New patient. Her gums bleed and she's embarrassed about the tartar. Hasn't seen a dentist in about 8 years",
      'MED HX': 'She takes sertraline and birth control. No allergies. Vapes nicotine every day',
      PERIO:
        "Heavy calculus everywhere especially lower anteriors lingual. Bridging across #23 to #26. Couldn't get accurate probing because of the calculus. Gums red and swollen and bleed to the touch",
      CONSULT:
        "She declined fluoride varnish. Explained the buildup has to come off before we can measure the pockets properly and she may have some bone loss. Talked about vaping and the gums. She's not ready to quit yet",
      'TX TODAY': ['OHI'],
      TX: [
        'Full mouth debridement with the Cavitron and hand scalers',
        'Oral hygiene instruction with an electric toothbrush and floss picks',
      ],
      NOTES: 'She needed a couple of breaks. She was really nervous but did great',
      NV: ['Comprehensive exam with full mouth x-rays'],
    },
  }),
  defineCase({
    id: 'bs23-us-typed-child-prophy-fluoride-varnish-letters-do-caries-s-lift-the-lip',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom, recall prophy + FV. Mom says she brushes once a day and has juice in the afternoons. Med hx: asthma (albuterol PRN), NKDA. Plaque on #E-#H facial, gingiva mildly red. #K and #T O sealants intact. #3 and #14 erupting. #S DO caries (cavitated). Prophy w/ toothbrush and rubber cup. Fluoride varnish (5% NaF) applied. OHI w/ mom: brush 2x/day + lift the lip. Diet: water between meals. NV: DO composite #S. Recall 3 mo.',
    expect: {
      CC: 'Recall prophy + FV. Mom says she brushes once a day and has juice in the afternoons',
      'MED HX': 'Asthma (albuterol PRN), NKDA',
      PERIO: 'Plaque on #E-#H facial, gingiva mildly red',
      DENTAL: [
        ['K', 'O sealants intact'],
        ['T', 'O sealants intact'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['S', 'DO caries (cavitated)'],
      ],
      CONSULT: 'Diet: water between meals',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy w/ toothbrush and rubber cup',
        'Fluoride varnish (5% NaF) applied',
        'OHI w/ mom: brush 2x/day + lift the lip',
      ],
      NOTES: '6 y/o w/ mom',
      NV: ['DO composite #S'],
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'bs24-us-asr-no-section-words-perio-maintenance-peri-implant-mucositis-19-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for three month perio maintenance she noticed some bleeding around the implant on the lower left no changes to her health still taking alendronate for osteoporosis allergic to codeine bleeding on probing around the implant at number nineteen five millimeters distal I mean mesial no suppuration implant not mobile rest of the mouth pockets two to four millimeters bleeding on probing ten percent peri implant mucositis number nineteen perio maintenance full mouth with the piezo and plastic tips around the implant irrigated the implant sulcus with chlorhexidine showed her how to use the water flosser around the implant crown told her the alendronate is fine for cleanings but to let us know before any extractions recheck the implant in six weeks',
    expect: {
      CC: '3 month perio maintenance. She noticed some bleeding around the implant on the lower left',
      'MED HX': 'No changes to her health. Still taking alendronate for osteoporosis. Allergic to codeine',
      INTRA: 'Bleeding on probing around the implant at #19. 5 mm mesial. No suppuration. Implant not mobile',
      PERIO: 'Rest of the mouth pockets 2 to 4 mm. Bleeding on probing 10%',
      DX: ['Peri-implant mucositis #19'],
      CONSULT:
        'Showed her how to use the water flosser around the implant crown. Told her the alendronate is fine for cleanings but to let us know before any extractions',
      'TX TODAY': ['Periodontal maintenance', 'Irrigation'],
      TX: [
        'Perio maintenance full mouth with the piezo and plastic tips around the implant',
        'Irrigated the implant sulcus with chlorhexidine',
      ],
      'F/U': 'Recheck the implant in 6 weeks',
    },
  }),
  defineCase({
    id: 'bs25-us-typed-short-srp-ll-quad-ianb-plus-infiltration-nv-lr',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP LL quad. Med hx: no changes, NKDA. Depths 5-6 mm #18-#20, heavy subgingival calculus. 2 carpules articaine 4% 1:100,000 epi, IANB left + buccal infiltration #19. SRP LL quad w/ ultrasonic + hand scaling. POI given. Advised ibuprofen PRN for soreness. NV: SRP LR quad in 1 wk.',
    expect: {
      CC: 'SRP LL quad',
      'MED HX': 'No changes, NKDA',
      PERIO: 'Depths 5-6 mm #18-#20, heavy subgingival calculus',
      CONSULT: 'Advised ibuprofen PRN for soreness',
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #19',
        'SRP LL quad w/ ultrasonic + hand scaling',
        'POI given',
      ],
      NV: ['SRP LR quad in 1 wk'],
    },
  }),
  defineCase({
    id: 'bs26-us-asr-recall-prophy-bitewings-hypersensitivity-14-soda-prevident',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for six month recall prophy and bitewings no complaints except sensitivity to cold on the upper left medical history no changes no medications no allergies psr two two two two two two light generalized calculus bleeding on probing about fifteen percent mostly interproximal number fourteen buccal cervical abrasion sensitive to air two bitewings taken incipient interproximal lesions number thirteen distal and number fourteen mesial in enamel only diagnosis dentin hypersensitivity number fourteen he drinks about four cans of soda a day talked about cutting down and drinking it with meals instead of sipping prophy with the cavitron and polish ohi floss daily and use a soft brush fluoride varnish applied prescribed prevident five thousand plus toothpaste at night recall six months',
    expect: {
      CC: '6 month recall prophy and bitewings. No complaints except sensitivity to cold on the upper left',
      'MED HX': 'No changes. No medications. No allergies',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light generalized calculus. Bleeding on probing about 15% mostly interproximal',
      DENTAL: [['14', 'B cervical abrasion sensitive to air']],
      RADIO: '2 bitewings taken. Incipient interproximal lesions #13 distal and #14 mesial in enamel only',
      DX: ['Dentin hypersensitivity #14'],
      CONSULT:
        'He drinks about 4 cans of soda a day. Talked about cutting down and drinking it with meals instead of sipping',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy with the Cavitron and polish',
        'OHI floss daily and use a soft brush',
        'Fluoride varnish applied',
        'Prescribed PreviDent 5000 Plus toothpaste at night',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bs27-us-typed-appends-srp-ul-ll-second-visit-peridex-rx-re-eval-changed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UL + LL (2nd of 2 visits). Pt reports UR/LR were sore for 2 days after last visit, now fine. Med hx: no changes, HTN (amlodipine), NKDA. BP 142/88. Probing UL/LL 4-6 mm, 7 mm #15 DL, generalized BOP. #14 Class II furcation B. Topical benzocaine. 2 carpules lidocaine 2% 1:100,000 epi, buccal infiltration + palatal infiltration UL. 2 carpules lidocaine 2% 1:100,000 epi, IANB left. SRP UL + LL w/ Cavitron + Gracey curettes. Rx Peridex 0.12% rinse 15 ml BID x 2 wks. POI given. NV: re-eval in 4-6 wks.',
    appends: [
      'Add to treatment: OHI w/ proxabrush for #14 furcation. Add to notes: pt prefers morning appts.',
      'Change 4-6 wks to 6 wks.',
    ],
    expect: {
      CC: 'SRP UL + LL (2nd of 2 visits). Pt reports UR/LR were sore for 2 days after last visit, now fine',
      'MED HX': 'No changes, HTN (amlodipine), NKDA. BP 142/88',
      PERIO: 'Probing UL/LL 4-6 mm, 7 mm #15 DL, generalized BOP. #14 Class II furcation B',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration UL',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'SRP UL + LL w/ Cavitron + Gracey curettes',
        'Rx Peridex 0.12% rinse 15 ml BID x 2 wks',
        'POI given',
        'OHI w/ proxabrush for #14 furcation',
      ],
      NOTES: 'Pt prefers morning appts',
      NV: ['Re-eval in 6 wks'],
    },
  }),
  defineCase({
    id: 'bs28-us-asr-no-section-words-short-fluoride-varnish-after-radiation-trays',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'in for a three month fluoride varnish after head and neck radiation dry mouth still bad gums look healthy no new decay fluoride varnish applied to all teeth reminded him to use his fluoride trays every night and sip water through the day see him back in three months',
    expect: {
      CC: '3 month fluoride varnish after head and neck radiation. Dry mouth still bad',
      INTRA: 'No new decay',
      PERIO: 'Gums look healthy',
      CONSULT: 'Reminded him to use his fluoride trays every night and sip water through the day',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied to all teeth'],
      'F/U': 'See him back in 3 months',
    },
  }),
  defineCase({
    id: 'bs29-us-typed-long-perio-maintenance-new-7-mm-30-localized-srp-refer-back',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Periodontal maintenance visit, alternating with the periodontist's office. Last visit there 3 months ago. The patient reports that his lower right back tooth feels a little loose when he chews. Medical history: type 2 diabetes, last A1c 8.4 (up from 7.1), on metformin and Jardiance. He still smokes about half a pack a day. Allergic to amoxicillin. Blood pressure 136/82. Extraoral: within normal limits. Intraoral: tongue and floor of mouth normal, no lesions. Full periodontal charting was completed. Generalized probing depths of 3 to 4 mm, with 5 mm at #3 DB and #14 MB, and a new 7 mm pocket at #30 DL with bleeding and suppuration (was 4 mm). Bleeding on probing 22%, plaque index 35%. Class II furcation on #30 lingual and Class I on #3 buccal. Recession of 2 to 3 mm on the mandibular anteriors. #30 has Class I mobility and is not tender to percussion. A vertical bitewing and a PA of #30 were taken: angular bone loss on #30 distal extending to the furcation, no periapical pathology. Diagnosis: periodontitis stage III grade C with localized breakdown at #30. I discussed with him that rising blood sugar and smoking are likely making things worse and that #30 may need surgery or could be lost. He agreed to call his physician about his diabetes and asked for information on quitting, so I gave him the state quitline information. 2 carpules of lidocaine 2% with 1:100,000 epinephrine were given as a right IANB. Localized scaling and root planing #30, then periodontal maintenance for the rest of the mouth. Oral hygiene instruction was given with a Sonicare and a proxabrush for the #30 furcation. Plan: refer back to the periodontist for evaluation of #30. Recall for periodontal maintenance in 3 months.",
    expect: {
      CC: "Periodontal maintenance visit, alternating with the periodontist's office. Last visit there 3 months ago. Patient reports that his lower right back tooth feels a little loose when he chews",
      'MED HX':
        'Type 2 diabetes, last A1c 8.4 (up from 7.1), on metformin and Jardiance. He still smokes about half a pack a day. Allergic to amoxicillin. Blood pressure 136/82',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue and floor of mouth normal, no lesions',
      PERIO:
        'Full periodontal charting was completed. Generalized probing depths of 3 to 4 mm, with 5 mm at #3 DB and #14 MB, and a new 7 mm pocket at #30 DL with bleeding and suppuration (was 4 mm). Bleeding on probing 22%, plaque index 35%. Class II furcation on #30 lingual and Class I on #3 buccal. Recession of 2 to 3 mm on the mandibular anteriors',
      DENTAL: [['30', 'Class I mobility and is not tender to percussion']],
      RADIO:
        'Vertical bitewing and a PA of #30 were taken: angular bone loss on #30 distal extending to the furcation, no periapical pathology',
      DX: ['Periodontitis stage III grade C with localized breakdown at #30'],
      CONSULT:
        'I discussed with him that rising blood sugar and smoking are likely making things worse and that #30 may need surgery or could be lost. He agreed to call his physician about his diabetes and asked for information on quitting, so I gave him the state quitline information',
      'TX TODAY': ['SRP #30', 'Periodontal maintenance', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Localized scaling and root planing #30',
        'Periodontal maintenance for the rest of the mouth',
        'Oral hygiene instruction was given with a Sonicare and a proxabrush for the #30 furcation',
      ],
      'TX PLAN': ['Refer back to the periodontist for evaluation of #30'],
      'F/U': 'Recall for periodontal maintenance in 3 months',
    },
  }),
  defineCase({
    id: 'bs30-us-typed-sentences-elderly-partial-sdf-root-caries-22-27-varnish-reline-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Routine cleaning and fluoride. She is 82 and came with her daughter, who now helps her brush at night. She had a mild stroke last year and has weakness in her right hand. She takes clopidogrel and amlodipine and has no allergies. Her gums bleed easily around the lower front teeth, and there is heavy plaque on the lower partial denture abutments. #22 and #27 have buccal root caries that are soft. #28 has an old MO amalgam. The partial denture is clean but loose. We did a prophy with hand instruments and a rubber cup. Silver diamine fluoride #22 and #27. Fluoride varnish was applied to the rest of the teeth. I showed the daughter how to use an electric toothbrush with a large handle and how to clean the partial. I explained that the black staining from SDF is expected. Next visit: partial denture reline with the dentist. Recall in 3 months.',
    expect: {
      CC: 'Routine cleaning and fluoride',
      'MED HX':
        'She had a mild stroke last year and has weakness in her right hand. She takes clopidogrel and amlodipine and has no allergies',
      INTRA: 'Partial denture is clean but loose',
      PERIO:
        'Her gums bleed easily around the lower front teeth, and there is heavy plaque on the lower partial denture abutments',
      DENTAL: [
        ['22', 'B root caries that are soft'],
        ['27', 'B root caries that are soft'],
        ['28', 'Old MO amalgam'],
      ],
      CONSULT:
        'I showed the daughter how to use an electric toothbrush with a large handle and how to clean the partial. I explained that the black staining from SDF is expected',
      'TX TODAY': ['Prophy', 'SDF #22, #27', 'Fluoride varnish'],
      TX: [
        'Prophy with hand instruments and a rubber cup',
        'Silver diamine fluoride #22, #27',
        'Fluoride varnish was applied to the rest of the teeth',
      ],
      NOTES: 'She is 82 and came with her daughter, who now helps her brush at night',
      NV: ['Partial denture reline with the dentist'],
      'F/U': 'Recall in 3 months',
    },
  }),
];
