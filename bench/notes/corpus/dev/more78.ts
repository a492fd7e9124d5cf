// A seventy-eighth development batch (ids cb01–cb30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is periodontal care at five practices:
// new-patient periodontal assessments with BPE / PSR and pocket depths said tooth by tooth or measure first, bleeding,
// suppuration, recession, mobility and furcation findings, staging and grading, RSD / SRP by quadrant under local
// anaesthetic, re-evaluations, periodontal maintenance / SPT, local antimicrobials (Arestin, Atridox, PerioChip,
// chlorhexidine gel), peri-implant mucositis and peri-implantitis, gingival enlargement from amlodipine and ciclosporin,
// smokers and diabetics, a pregnancy epulis, a periodontal abscess, oral hygiene instruction with named aids, referrals
// and letters, and ordinary check-up findings (soft tissues, caries, restorations) mixed in with the perio findings.
//   cb01–cb06 a UK general dentist (FDI): a new patient with stage 3 grade C periodontitis and caries (recogniser), a
//     terse typed recall with a BPE 3 site, an amlodipine gingival enlargement in a diabetic with a letter to the GP
//     (recogniser), a first RSD visit with two LA lines (recogniser, appended dictation), a typed re-evaluation with
//     residual pockets re-treated and a conditional referral, a terse typed SPT visit;
//   cb07–cb11 a UK periodontist (Palmer; cb08, cb10 recogniser-style Palmer words, cb07, cb09, cb11 typed UR6
//     shorthand): a long typed referral assessment (stage IV grade C smoker, six-point chart, OPG), peri-implantitis LL6
//     debrided and irrigated, a re-evaluation with PerioChip (appended dictation), peri-implant mucositis UL1 at a
//     check-up, a second RSD visit for molar-incisor pattern periodontitis with metronidazole;
//   cb12–cb15 a UK dental hygienist / therapist (FDI; cb12–cb14 recogniser-style, cb15 typed): a second RSD visit with
//     Oraqix and a nurse aside, a very short hygiene visit, PMPR for a type 1 diabetic with a nurse aside (appended
//     dictation), a pregnancy gingivitis and epulis;
//   cb16–cb23 a US general practice (Universal; cb17, cb19, cb21, cb23 recogniser-style, cb16, cb18, cb20, cb22 typed):
//     a long comprehensive new-patient exam with FMX and pocket depths, SRP upper right and lower right with Arestin, a
//     terse perio maintenance (title from the CC), a periodic exam with recession and abrasion, SRP lower left and lower
//     right with Oraqix on Eliquis (appended dictation), a re-evaluation with a periodontist referral, peri-implant
//     mucositis #30 from residual cement, an emergency periodontal abscess #19 in a poorly controlled diabetic;
//   cb24–cb30 a US periodontal office (Universal; cb24, cb26, cb28 recogniser-style, cb25, cb27, cb29, cb30 typed): a
//     long new-patient evaluation with six-site depths said tooth by tooth (stage 4 grade C, hopeless #24), full-mouth
//     SRP with Atridox, periodontal maintenance with an assistant aside (appended dictation), a peri-implantitis #19
//     consultation with written consent, a ciclosporin / amlodipine gingival enlargement consultation, a terse
//     connective tissue graft post-op check, a typed full-sentence re-evaluation declining osseous surgery.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal); 15 recogniser-style (lower case, number words, fillers, no punctuation)
// and 15 typed; 22 to 217 words (cb02, cb06, cb13, cb18, cb29 under 30; most 100 to 170; cb07, cb24 over 200); five
// cases with appended dictation (cb04 recogniser "add to notes …" / "change two weeks to three weeks"; cb09 typed "Add to
// treatment: …" / "Change 3/12 to 4/12."; cb14 recogniser "add to chart …" / "add to notes …"; cb20 typed "Next visit:
// …" / "Add to notes: …"; cb26 recogniser "add to chart …" / "add to notes …"). DENTAL in 22 cases (not cb04, cb06,
// cb12, cb13, cb17, cb18, cb25, cb29).
//
// Judgement calls where the contract was silent:
// - Pocket depths (measure first or tooth first, also six-site runs "#3 buccal 5 4 7 lingual 6 5 7"), bleeding,
//   suppuration, recession, furcations, plaque / bleeding scores, false pockets and gingival enlargement are periodontal
//   findings, so PERIO even when a tooth is said first (the contract keeps perio findings out of DENTAL); mobility said
//   tooth first ("three one and four one grade two mobile", "UL1 mobility II, flared + extruded", "#3 has grade 1
//   mobility") is a chart entry (as more58 bh17). A single surface in a PERIO text stays a word ("7 mm pocket distal of
//   17"); a run of two is abbreviated ("mesiopalatal" → MP); typed shorthand is kept as typed ("16 DP 6 mm").
// - In recogniser-style PERIO text each tooth's or measurement's clause is its own sentence ("Pockets #3 mesial 5 mm
//   distal 6 mm. #2 distal 7 mm with bleeding."), as other recogniser-style findings are.
// - Peri-implant findings (probing, bleeding, pus, erythema around an implant, "Around implant #19: …", "Peri-implant
//   tissue #30: …") are INTRA, as more56 put peri-implant tissue and implant sites; bone loss round an implant on a PA
//   is RADIO; "peri implantitis" / "peri implant mucositis" / "re eval" / "re evaluation" from the recogniser are
//   written with hyphens; "reevaluation" run together stays as said.
// - Stage and grade said as number words become digits ("stage 3 grade C", "class 2 furcation", "Class 3 mobility");
//   typed Roman numerals stay as typed ("stage III grade B", "grade II furcation", "mobility I"). Ordinals stay words
//   ("First RSD visit", "Second RSD visit"), as more58 bh28.
// - Titles: RSD / SRP by quadrant, arch or "all 4 quads" is "RSD" / "SRP" (quadrants are no teeth, as more58 bh28);
//   RSD with teeth said is "RSD 16, 26" / "RSD UR6, LL7". PMPR is "PMPR" (not the CC's periodontal maintenance). A CC
//   of perio maintenance whose TX names only scaling, polishing and OHI ("Scaled + polished, OHI") gives "Periodontal
//   maintenance" and "OHI". Irrigating a pocket or round an implant with chlorhexidine is "Irrigation"; draining a
//   periodontal abscess through the pocket, debriding round an implant, local antimicrobials (Arestin, Atridox,
//   PerioChip, chlorhexidine gel), suture removal and "localized scaling of the residual sites" have no title. Oraqix
//   gel is a plain TX step, not an LA line (as "Topical benzocaine" in more58 bh22). "PMPR + OHI" typed as one step
//   stays one TX item with two titles.
// - A two-drug LA in one dictation gives two LA lines (as more56 bf02); "bilateral IANB" → "IANB bilateral";
//   "carps" → carpules; "lido" → lidocaine; "1:100k" → 1:100,000.
// - Letters to the GP / nephrologist asking about another drug and referrals to a periodontist or OMFS are TX PLAN
//   (the contract sends referrals there); a patient's wish to be referred, smoking cessation advice, "Congratulated on
//   quitting", "Reassured", mouthwash / toothpaste advice and the patient's decisions are CONSULT (as more58 bh28).
// - Typed "SH:" / "FH:" lines stay in MED HX with their labels (social and family history are history); a blood
//   pressure typed in the history stays there (as more56 bf06).
// - A papilla or lump "between 11 and 21", "opposite LL6", "distal of 37" names places and makes no chart entry (rule
//   7); "Implant UL1 gum red around the crown" is INTRA (the implant site, not a tooth finding).
// - A connective tissue graft seen at a post-op check ("Graft pink, well adapted") is PERIO (gingival tissue round
//   teeth, as more56 "gums slightly inflamed around the abutments").
// - "Re-eval …" and "Review …" are F/U, also with a discharge back to the general dentist; a "next visit re-evaluation
//   …" is NV because it is said as the next visit; a re-eval written inside a plan was kept out of the plan sentence.
// - Nurse and assistant asides ("could you pop the cavitron tip on for me thanks", "can you grab me the purple tepes
//   please thanks", "hey can you hand me the ultrasonic insert the thin one thanks") are dropped (as more58).
// - Appends: "add to notes …" → NOTES, "add to chart …" → a DENTAL entry, "Add to treatment: …" → a TX item at the end
//   (and its title), "Next visit: …" → NV, "change X to Y" edits the one place X is said (cb04's "two weeks" only in NV;
//   cb09's "3/12" only in the F/U).
import { defineCase, type NotesCase } from '../case.ts';

export const more78Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'cb01-uk-asr-fdi-new-patient-smoker-bpe-434-stage-3-grade-c-mobile-incisors',
    style: 'UK',
    asr: true,
    transcript:
      "new patient exam hasn't seen a dentist for about six years says his gums bleed when he brushes lower front teeth feel a bit loose medical history fit and well no medication no allergies smokes twenty a day for twenty five years extra oral nad no lymphadenopathy intra oral soft tissues nad no suspicious lesions bpe four three four four three four oral hygiene poor heavy subgingival calculus generalised bleeding on probing one six mesial occlusal amalgam sound two six occlusal caries three six crown four six missing three one and four one grade two mobile bitewings and pa of the lower incisors horizontal bone loss up to fifty percent worst at the lower incisors caries two six into dentine diagnosis generalised periodontitis stage three grade c currently unstable and caries two six explained the link with smoking and that he could lose teeth without treatment smoking cessation advice given he says he'll try oral hygiene instruction interdental brushes and an electric toothbrush plan full periodontal chart then rsd four quadrants then occlusal composite two six next visit rsd upper right and lower right with full perio chart",
    expect: {
      CC: "New patient exam. Hasn't seen a dentist for about 6 years. Says his gums bleed when he brushes. Lower front teeth feel a bit loose",
      'MED HX': 'Fit and well. No medication. No allergies. Smokes 20 a day for 25 years',
      EXTRA: 'NAD. No lymphadenopathy',
      INTRA: 'Soft tissues NAD. No suspicious lesions',
      PERIO: 'BPE 4 3 4 / 4 3 4. Oral hygiene poor. Heavy subgingival calculus. Generalised bleeding on probing',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'O caries'],
        ['36', 'Crown'],
        ['46', 'Missing'],
        ['31', 'Grade 2 mobile'],
        ['41', 'Grade 2 mobile'],
      ],
      RADIO:
        'Bitewings and PA of the lower incisors. Horizontal bone loss up to 50% worst at the lower incisors. Caries 26 into dentine',
      DX: ['Generalised periodontitis stage 3 grade C currently unstable', 'Caries 26'],
      CONSULT:
        "Explained the link with smoking and that he could lose teeth without treatment. Smoking cessation advice given. He says he'll try",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes and an electric toothbrush'],
      'TX PLAN': ['Full periodontal chart', 'RSD 4 quadrants', 'O composite 26'],
      NV: ['RSD upper right and lower right with full perio chart'],
    },
  }),
  defineCase({
    id: 'cb02-uk-typed-fdi-terse-recall-bpe-3-lr-s-and-p-tepe',
    style: 'UK',
    asr: false,
    transcript: 'Recall, no c/o. MH NC. BPE 2 2 2 / 2 2 3, 4 mm 46 D. 36 MO comp sound. S&P, OHI TePe 0.6. RV 6/12.',
    expect: {
      CC: 'Recall, no c/o',
      'MED HX': 'NC',
      PERIO: 'BPE 2 2 2 / 2 2 3, 4 mm 46 D',
      DENTAL: [['36', 'MO comp sound']],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI TePe 0.6'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'cb03-uk-asr-fdi-amlodipine-gingival-enlargement-diabetic-letter-to-gp',
    style: 'UK',
    asr: true,
    transcript:
      "check up her gums have got bigger at the front over the last year and bleed when she brushes medical history high blood pressure on amlodipine ten milligrams type two diabetes on metformin last hba one c fifty eight no allergies non smoker extra oral nad intra oral soft tissues healthy apart from the gums bpe two three two three two two gingival enlargement upper and lower anteriors mainly the papillae false pockets up to five millimetres bleeding on probing forty percent plaque mainly interproximal one one and two one mesial composites sound three seven occlusal amalgam ditched margin no caries diagnosis drug induced gingival enlargement and plaque induced gingivitis explained that plaque and the amlodipine can both cause this she's happy for us to write to her gp scale and polish um oral hygiene instruction electric toothbrush and interdental brushes size one and two plan letter to gp re alternative to amlodipine then gingivectomy if it doesn't settle review three months",
    expect: {
      CC: 'Check up. Her gums have got bigger at the front over the last year and bleed when she brushes',
      'MED HX':
        'High blood pressure on amlodipine 10 mg. Type 2 diabetes on metformin. Last HbA1c 58. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy apart from the gums',
      PERIO:
        'BPE 2 3 2 / 3 2 2. Gingival enlargement upper and lower anteriors mainly the papillae. False pockets up to 5 mm. Bleeding on probing 40%. Plaque mainly interproximal',
      DENTAL: [
        ['11', 'M composites sound'],
        ['21', 'M composites sound'],
        ['37', 'O amalgam ditched margin no caries'],
      ],
      DX: ['Drug induced gingival enlargement', 'Plaque induced gingivitis'],
      CONSULT: "Explained that plaque and the amlodipine can both cause this. She's happy for us to write to her GP",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction electric toothbrush and interdental brushes size 1 and 2'],
      'TX PLAN': ['Letter to GP re alternative to amlodipine', "Gingivectomy if it doesn't settle"],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'cb04-uk-asr-fdi-first-rsd-ur-lr-two-la-lines-appends-notes-change-weeks',
    style: 'UK',
    asr: true,
    transcript:
      'okay first rsd visit upper right and lower right medical history no changes since the assessment ex smoker stopped last year no allergies seven millimetre pocket distal of one seven six millimetres mesial of one six eight millimetres mesial of four seven grade one furcation buccal four six bleeding from all of them la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right then one cartridge lidocaine two percent one in eighty thousand adrenaline id block right rsd upper right and lower right with the cavitron and gracey curettes heavy subgingival calculus removed four seven mesial pocket hard to reach oral hygiene instruction reinforced interdental brushes red and blue he asked if his gums will shrink back explained some recession is likely as the swelling settles next visit rsd upper left and lower left in two weeks',
    appends: ['add to notes prefers evening appointments once he starts his new job', 'change two weeks to three weeks'],
    expect: {
      CC: 'First RSD visit upper right and lower right',
      'MED HX': 'No changes since the assessment. Ex smoker stopped last year. No allergies',
      PERIO:
        '7 mm pocket distal of 17. 6 mm mesial of 16. 8 mm mesial of 47. Grade 1 furcation buccal 46. Bleeding from all of them',
      CONSULT: 'He asked if his gums will shrink back. Explained some recession is likely as the swelling settles',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD upper right and lower right with the Cavitron and Gracey curettes',
        'Heavy subgingival calculus removed',
        '47 mesial pocket hard to reach',
        'Oral hygiene instruction reinforced interdental brushes red and blue',
      ],
      NOTES: 'Prefers evening appointments once he starts his new job',
      NV: ['RSD upper left and lower left in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cb05-uk-typed-fdi-re-eval-residual-pockets-rsd-16-26-furcation-conditional-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Re-eval 3/12 post RSD (4 quads). Pt pleased, gums bleed much less. MH: T2DM, HbA1c now 49 (was 64), metformin + gliclazide, NKDA, non-smoker. Plaque 18% (was 65%), BOP 9% (was 52%). Residual pockets ≥5 mm: 16 DP 6 mm, 26 MB 5 mm and DB 7 mm w/ BOP, 36 D 6 mm. Grade II furcation 26 B. All other sites ≤4 mm. 26 mobility grade I. 27 DO amalgam sound. No new caries. Dx: generalised periodontitis stage III grade B currently unstable. Discussed re-treating the residual sites here vs referral to a periodontist for 26; pt would like to try here first. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil 16, 26. RSD 16, 26 residual sites w/ ultrasonic + mini-five Graceys. OHI: TePe 0.8 red for 26 furcation + end-tufted brush. NV RSD 36. Re-eval 3/12. Refer to periodontist if 26 no better.',
    expect: {
      CC: 'Re-eval 3 months post RSD (4 quads). Pt pleased, gums bleed much less',
      'MED HX': 'T2DM, HbA1c now 49 (was 64), metformin + gliclazide, NKDA, non-smoker',
      INTRA: 'No new caries',
      PERIO:
        'Plaque 18% (was 65%), BOP 9% (was 52%). Residual pockets ≥5 mm: 16 DP 6 mm, 26 MB 5 mm and DB 7 mm w/ BOP, 36 D 6 mm. Grade II furcation 26 B. All other sites ≤4 mm',
      DENTAL: [
        ['26', 'Mobility grade I'],
        ['27', 'DO amalgam sound'],
      ],
      DX: ['Generalised periodontitis stage III grade B currently unstable'],
      CONSULT:
        'Discussed re-treating the residual sites here vs referral to a periodontist for 26; pt would like to try here first',
      'TX TODAY': ['RSD 16, 26', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16, 26',
        'RSD 16, 26 residual sites w/ ultrasonic + mini-five Graceys',
        'OHI: TePe 0.8 red for 26 furcation + end-tufted brush',
      ],
      'TX PLAN': ['Refer to periodontist if 26 no better'],
      NV: ['RSD 36'],
      'F/U': 'Re-eval 3 months',
    },
  }),
  defineCase({
    id: 'cb06-uk-typed-fdi-terse-spt-pmpr-plus-ohi',
    style: 'UK',
    asr: false,
    transcript: 'SPT 3/12, no concerns. MH no change. BPE 2 2 2 / 2 2 2, BOP 6%, no pockets ≥5 mm. PMPR + OHI. RV 3/12.',
    expect: {
      CC: 'SPT 3 months, no concerns',
      'MED HX': 'No change',
      PERIO: 'BPE 2 2 2 / 2 2 2, BOP 6%, no pockets ≥5 mm',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['PMPR + OHI'],
      'F/U': 'RV 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK periodontist (Palmer)
  defineCase({
    id: 'cb07-uk-typed-palmer-referral-assessment-6ppc-stage-iv-grade-c-smoker-opg',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt referred by GDP for perio assessment. C/o bleeding gums and UL1 drifting forward over the past year. MH: well controlled asthma (Clenil), NKDA. SH: smoker 15/day, ~1 unit alcohol/wk. FH: mother lost teeth early. EO: NAD. IO: soft tissues healthy, no lesions. BPE 4 4 4 / 4 3 4. Plaque 55%, BOP 48%. 6PPC: UR7 DP 7 mm, UR6 MP 6 mm DP 8 mm, grade II furcation UR6 B, UR1 MP 5 mm, UL1 MP 8 mm w/ suppuration, UL6 DB 7 mm, LL6 MB 6 mm, grade I furcation LL6 B, LR6 D 7 mm. Recession 2-3 mm LL1, LR1. UL1 mobility II, flared + extruded. LL1, LR1 mobility I. UR5 DO amalgam, sound. LL7 O comp sound. OPG: generalised horizontal bone loss 30-40%, vertical defect UL1 M to 70% of root length. Dx: generalised periodontitis stage IV grade C currently unstable (risk factor smoking). Explained diagnosis, smoking as main risk factor, guarded prognosis UL1. Smoking cessation advice given, pt keen to stop. Plan: full mouth RSD under LA in 2 visits, then possible surgery UR6 + UL1. Re-eval 3/12 after RSD. OHI: TePe 0.5 pink + 0.6 orange and Curaprox 5460 brush. NV RSD UR + LR.',
    expect: {
      CC: 'New pt referred by GDP for perio assessment. Bleeding gums and UL1 drifting forward over the past year',
      'MED HX':
        'Well controlled asthma (Clenil), NKDA. SH: smoker 15/day, ~1 unit alcohol/wk. FH: mother lost teeth early',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, no lesions',
      PERIO:
        'BPE 4 4 4 / 4 3 4. Plaque 55%, BOP 48%. 6PPC: UR7 DP 7 mm, UR6 MP 6 mm DP 8 mm, grade II furcation UR6 B, UR1 MP 5 mm, UL1 MP 8 mm w/ suppuration, UL6 DB 7 mm, LL6 MB 6 mm, grade I furcation LL6 B, LR6 D 7 mm. Recession 2-3 mm LL1, LR1',
      DENTAL: [
        ['UL1', 'Mobility II, flared + extruded'],
        ['LL1', 'Mobility I'],
        ['LR1', 'Mobility I'],
        ['UR5', 'DO amalgam, sound'],
        ['LL7', 'O comp sound'],
      ],
      RADIO: 'OPG: generalised horizontal bone loss 30-40%, vertical defect UL1 M to 70% of root length',
      DX: ['Generalised periodontitis stage IV grade C currently unstable (risk factor smoking)'],
      CONSULT:
        'Explained diagnosis, smoking as main risk factor, guarded prognosis UL1. Smoking cessation advice given, pt keen to stop',
      'TX TODAY': ['OHI'],
      TX: ['OHI: TePe 0.5 pink + 0.6 orange and Curaprox 5460 brush'],
      'TX PLAN': ['Full mouth RSD under LA in 2 visits', 'Possible surgery UR6 + UL1'],
      NV: ['RSD UR + LR'],
      'F/U': 'Re-eval 3 months after RSD',
    },
  }),
  defineCase({
    id: 'cb08-uk-asr-palmer-peri-implantitis-ll6-debrided-airflow-irrigation',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended with soreness around the implant lower left six for a month with a bad taste medical history no changes type two diabetes on metformin and sitagliptin ex smoker no allergies extra oral nad intra oral around the implant lower left six red swollen probing seven millimetres on the buccal bleeding and pus on probing crown not mobile bpe two two two two two three elsewhere lower left seven disto occlusal composite sound lower left five sound pa of the implant about three threads of bone loss since the baseline at placement diagnosis peri implantitis lower left six implant discussed treating it without surgery first then likely surgery if it does not settle she agreed la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration lower left six debrided around the implant with titanium curettes and the airflow with erythritol powder irrigated with chlorhexidine oral hygiene instruction implant brush and superfloss around the crown review six weeks',
    expect: {
      CC: 'Soreness around the implant LL6 for a month with a bad taste',
      'MED HX': 'No changes. Type 2 diabetes on metformin and sitagliptin. Ex smoker. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Around the implant LL6 red swollen. Probing 7 mm on the buccal. Bleeding and pus on probing. Crown not mobile',
      PERIO: 'BPE 2 2 2 / 2 2 3 elsewhere',
      DENTAL: [
        ['LL7', 'DO composite sound'],
        ['LL5', 'Sound'],
      ],
      RADIO: 'PA of the implant about 3 threads of bone loss since the baseline at placement',
      DX: ['Peri-implantitis LL6 implant'],
      CONSULT: 'Discussed treating it without surgery first then likely surgery if it does not settle. She agreed',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Debrided around the implant with titanium curettes and the Airflow with erythritol powder',
        'Irrigated with chlorhexidine',
        'Oral hygiene instruction implant brush and Superfloss around the crown',
      ],
      'F/U': 'Review 6 weeks',
    },
  }),
  defineCase({
    id: 'cb09-uk-typed-palmer-re-eval-periochip-ur6-quit-smoking-appends-treatment-change',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Re-eval 12/52 after full mouth RSD. Pt says gums much firmer, no bleeding on brushing. MH: no change, stopped smoking 2 months ago (vaping). Plaque 15%, BOP 8%. Pockets now ≤4 mm except UR6 DP 6 mm BOP+ and LL7 D 5 mm BOP+. Grade I furcation UR6 B. UR6 mobility I (unchanged). UL2 D comp, stained margin, no caries. IO: white patch left buccal mucosa opposite LL6 - frictional, linea alba. Dx: generalised periodontitis stage III grade B currently unstable (2 residual sites). Congratulated on quitting. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration UR6. RSD UR6, LL7 residual pockets w/ mini-Graceys + ultrasonic. PerioChip placed UR6 DP pocket. POIG: no interdental cleaning at UR6 for 10 days. Re-eval 3/12, then back to GDP for SPT with hygienist if stable.',
    appends: ['Add to treatment: OHI with TePe 0.6 orange for UR6 furcation.', 'Change 3/12 to 4/12.'],
    expect: {
      CC: 'Re-eval 12 weeks after full mouth RSD. Pt says gums much firmer, no bleeding on brushing',
      'MED HX': 'No change, stopped smoking 2 months ago (vaping)',
      INTRA: 'White patch left buccal mucosa opposite LL6 - frictional, linea alba',
      PERIO: 'Plaque 15%, BOP 8%. Pockets now ≤4 mm except UR6 DP 6 mm BOP+ and LL7 D 5 mm BOP+. Grade I furcation UR6 B',
      DENTAL: [
        ['UR6', 'Mobility I (unchanged)'],
        ['UL2', 'D comp, stained margin, no caries'],
      ],
      DX: ['Generalised periodontitis stage III grade B currently unstable (2 residual sites)'],
      CONSULT: 'Congratulated on quitting',
      'TX TODAY': ['RSD UR6, LL7', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'RSD UR6, LL7 residual pockets w/ mini-Graceys + ultrasonic',
        'PerioChip placed UR6 DP pocket',
        'POIG: no interdental cleaning at UR6 for 10 days',
        'OHI with TePe 0.6 orange for UR6 furcation',
      ],
      'F/U': 'Re-eval 4 months, then back to GDP for SPT with hygienist if stable',
    },
  }),
  defineCase({
    id: 'cb10-uk-asr-palmer-check-up-peri-implant-mucositis-ul1-sorry-crown-ur6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up and clean she's noticed the gum bleeding around her front implant no changes medically on levothyroxine no allergies extra oral nad intra oral soft tissues healthy implant upper left one gum red around the crown bleeds on probing probing four millimetres no pus no bone loss on the pa compared with last year bpe one two one two one two upper right six mesio occlusal distal composite sorry crown margins sound lower right seven occlusal caries diagnosis peri implant mucositis upper left one and caries lower right seven told her it's reversible if she keeps it clean scale and polish debrided around the implant with a plastic scaler chlorhexidine gel around the implant um oral hygiene instruction single tufted brush around the implant crown next visit occlusal composite lower right seven recall six months",
    expect: {
      CC: "Check up and clean. She's noticed the gum bleeding around her front implant",
      'MED HX': 'No changes medically. On levothyroxine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Implant UL1 gum red around the crown. Bleeds on probing. Probing 4 mm. No pus',
      RADIO: 'No bone loss on the PA compared with last year',
      PERIO: 'BPE 1 2 1 / 2 1 2',
      DENTAL: [
        ['UR6', 'Crown margins sound'],
        ['LR7', 'O caries'],
      ],
      DX: ['Peri-implant mucositis UL1', 'Caries LR7'],
      CONSULT: "Told her it's reversible if she keeps it clean",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish',
        'Debrided around the implant with a plastic scaler',
        'Chlorhexidine gel around the implant',
        'Oral hygiene instruction single tufted brush around the implant crown',
      ],
      NV: ['O composite LR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cb11-uk-typed-palmer-second-rsd-ul-ll-molar-incisor-grade-c-metronidazole',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '2nd RSD visit UL + LL. Referred for molar-incisor pattern periodontitis. UR/LR done 1/52 ago, some sensitivity, settling. MH: fit and well, no meds, allergic to penicillin (rash). Non-smoker. BPE at assessment 4 3 4 / 4 3 4. Pockets: UL6 MP 8 mm, DB 7 mm; UL1 D 6 mm; LL6 M 9 mm, D 7 mm. BOP throughout. LL6 mobility I. UL7 O comp sound. Dx: periodontitis stage III grade C molar-incisor pattern. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UL. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB left. RSD UL + LL w/ ultrasonic + mini-five Graceys. Heavy subgingival calculus. Rx metronidazole 400 mg TDS 7/7 (pen allergy). Advised no alcohol w/ metronidazole + Sensodyne Rapid for sensitivity. Re-eval 3/12.',
    expect: {
      CC: '2nd RSD visit UL + LL. Referred for molar-incisor pattern periodontitis. UR/LR done 1 week ago, some sensitivity, settling',
      'MED HX': 'Fit and well, no meds, allergic to penicillin (rash). Non-smoker',
      PERIO: 'BPE at assessment 4 3 4 / 4 3 4. Pockets: UL6 MP 8 mm, DB 7 mm; UL1 D 6 mm; LL6 M 9 mm, D 7 mm. BOP throughout',
      DENTAL: [
        ['LL6', 'Mobility I'],
        ['UL7', 'O comp sound'],
      ],
      DX: ['Periodontitis stage III grade C molar-incisor pattern'],
      CONSULT: 'Advised no alcohol w/ metronidazole + Sensodyne Rapid for sensitivity',
      'TX TODAY': ['RSD'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD UL + LL w/ ultrasonic + mini-five Graceys',
        'Heavy subgingival calculus',
        'Rx metronidazole 400 mg TDS 7 days (pen allergy)',
      ],
      'F/U': 'Re-eval 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dental hygienist / therapist (FDI)
  defineCase({
    id: 'cb12-uk-asr-fdi-hygienist-second-rsd-ul-ll-oraqix-roll-ups-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd visit upper left and lower left prescribed by the dentist medical history no changes smokes about ten roll ups a day no allergies upper left pockets up to six millimetres mainly interproximal lower left up to seven millimetres distal of three seven bleeding on probing still heavy on the left side oraqix into the pockets lower left la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left could you pop the cavitron tip on for me thanks rsd upper left and lower left with the cavitron and hand scalers calculus very tenacious lower left lingual oral hygiene instruction interdental brushes green and pink he's going to try a water flosser smoking cessation advice again he says he'll think about the patches next visit re evaluation in three months with the dentist",
    expect: {
      CC: 'Second RSD visit upper left and lower left prescribed by the dentist',
      'MED HX': 'No changes. Smokes about 10 roll ups a day. No allergies',
      PERIO:
        'Upper left pockets up to 6 mm mainly interproximal. Lower left up to 7 mm distal of 37. Bleeding on probing still heavy on the left side',
      CONSULT:
        "He's going to try a water flosser. Smoking cessation advice again. He says he'll think about the patches",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'Oraqix into the pockets lower left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'RSD upper left and lower left with the Cavitron and hand scalers',
        'Calculus very tenacious lower left lingual',
        'Oral hygiene instruction interdental brushes green and pink',
      ],
      NV: ['Re-evaluation in 3 months with the dentist'],
    },
  }),
  defineCase({
    id: 'cb13-uk-asr-fdi-hygienist-very-short-hygiene-visit-tepes',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene visit medical history no changes bpe one two one two two one bleeding on probing twelve percent scale and polish ohi flossing and tepes recall six months',
    expect: {
      CC: 'Hygiene visit',
      'MED HX': 'No changes',
      PERIO: 'BPE 1 2 1 / 2 2 1. Bleeding on probing 12%',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI flossing and TePes'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cb14-uk-asr-fdi-therapist-pmpr-type-1-diabetic-corsodyl-question-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      "periodontal maintenance three months since rsd medical history type one diabetes insulin pump last hba one c sixty eight says it's been up and down no allergies non smoker bpe three three three three two three bleeding on probing twenty five percent plaque score thirty percent pockets five millimetres mesial of one six and distal of two seven bleeding four millimetres elsewhere in the molars uh can you grab me the purple tepes please thanks pmpr full mouth with the ultrasonic and hand instruments oral hygiene instruction interdental brushes purple for the molars she asked if she should use corsodyl advised only short term because of staining explained her sugar control affects her gums recall three months",
    appends: [
      'add to chart two six buccal cervical caries small',
      'add to notes she is seeing the diabetic nurse next month',
    ],
    expect: {
      CC: 'Periodontal maintenance 3 months since RSD',
      'MED HX': "Type 1 diabetes insulin pump. Last HbA1c 68. Says it's been up and down. No allergies. Non smoker",
      PERIO:
        'BPE 3 3 3 / 3 2 3. Bleeding on probing 25%. Plaque score 30%. Pockets 5 mm mesial of 16 and distal of 27 bleeding. 4 mm elsewhere in the molars',
      DENTAL: [['26', 'B cervical caries small']],
      CONSULT:
        'She asked if she should use Corsodyl. Advised only short term because of staining. Explained her sugar control affects her gums',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR full mouth with the ultrasonic and hand instruments',
        'Oral hygiene instruction interdental brushes purple for the molars',
      ],
      NOTES: 'She is seeing the diabetic nurse next month',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cb15-uk-typed-fdi-pregnancy-gingivitis-epulis-between-11-21-omfs-if-persists',
    style: 'UK',
    asr: false,
    transcript:
      'C/o bleeding gums + lump between upper front teeth for 3 wks, bleeds when eating. MH: 24 wks pregnant, folic acid, NKDA. EO: NAD. IO: 8 mm red lobulated lump on the papilla between 11 and 21, bleeds on touch, painless. BPE 2 2 2 / 2 1 2, generalised marginal gingivitis, BOP 45%, no pockets >3.5 mm. 46 O comp sound. Dx: pregnancy gingivitis, pregnancy epulis between 11 and 21. Reassured - usually shrinks after the birth. Advised alcohol-free CHX mouthwash short term. S&P, hand scaling only around the lump. OHI: soft brush + TePe extra soft 0.4. Review 6/52. Refer to OMFS if lump persists after delivery.',
    expect: {
      CC: 'Bleeding gums + lump between upper front teeth for 3 wks, bleeds when eating',
      'MED HX': '24 wks pregnant, folic acid, NKDA',
      EXTRA: 'NAD',
      INTRA: '8 mm red lobulated lump on the papilla between 11 and 21, bleeds on touch, painless',
      PERIO: 'BPE 2 2 2 / 2 1 2, generalised marginal gingivitis, BOP 45%, no pockets >3.5 mm',
      DENTAL: [['46', 'O comp sound']],
      DX: ['Pregnancy gingivitis', 'Pregnancy epulis between 11 and 21'],
      CONSULT: 'Reassured - usually shrinks after the birth. Advised alcohol-free CHX mouthwash short term',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'Hand scaling only around the lump', 'OHI: soft brush + TePe extra soft 0.4'],
      'TX PLAN': ['Refer to OMFS if lump persists after delivery'],
      'F/U': 'Review 6 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. US general practice (Universal)
  defineCase({
    id: 'cb16-us-typed-comprehensive-new-patient-fmx-pocket-depths-stage-iii-srp-insurance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam, last cleaning 3+ yrs ago. Bleeding when flossing and bad breath. Med hx: HTN on lisinopril, prediabetes (A1c 6.1), NKDA. Former smoker, quit 2015. BP 138/86. EO: WNL, no lymphadenopathy, TMJ WNL. IO: tongue, FOM, buccal mucosa WNL; oral cancer screening negative. PSR 3 3 4 / 3 2 4. Pocket depths: generalized 4-5 mm, 6 mm #3 DL and #14 MB, 7 mm #19 D and #30 M with BOP. Class I furcation #19 B, #30 B. Generalized 1-2 mm recession, 3 mm #24, #25 facial. Moderate subgingival calculus, BOP 38%. #2 MOD amalgam, sound. #19 large MO composite w/ recurrent caries D. #30 O caries. #31 PFM crown, open M margin. FMX: generalized horizontal bone loss 20-30%, vertical defect #19 D, calculus #19, #30, caries #19 D, #30 O. Dx: generalized periodontitis stage III grade B, caries #19 and #30, defective crown #31. Discussed SRP first then restorative. Insurance covers SRP at 80%, pt wants to start ASAP. OHI: Sonicare + floss picks. Tx plan: SRP 4 quads, O composite #30, crown #19, replace crown #31. NV SRP UR/LR w/ hygienist. Re-eval 6 wks after SRP.',
    expect: {
      CC: 'New pt comprehensive exam, last cleaning 3+ yrs ago. Bleeding when flossing and bad breath',
      'MED HX': 'HTN on lisinopril, prediabetes (A1c 6.1), NKDA. Former smoker, quit 2015. BP 138/86',
      EXTRA: 'WNL, no lymphadenopathy, TMJ WNL',
      INTRA: 'Tongue, FOM, buccal mucosa WNL; oral cancer screening negative',
      PERIO:
        'PSR 3 3 4 / 3 2 4. Pocket depths: generalized 4-5 mm, 6 mm #3 DL and #14 MB, 7 mm #19 D and #30 M with BOP. Class I furcation #19 B, #30 B. Generalized 1-2 mm recession, 3 mm #24, #25 facial. Moderate subgingival calculus, BOP 38%',
      DENTAL: [
        ['2', 'MOD amalgam, sound'],
        ['19', 'Large MO composite w/ recurrent caries D'],
        ['30', 'O caries'],
        ['31', 'PFM crown, open M margin'],
      ],
      RADIO: 'FMX: generalized horizontal bone loss 20-30%, vertical defect #19 D, calculus #19, #30, caries #19 D, #30 O',
      DX: ['Generalized periodontitis stage III grade B', 'Caries #19, #30', 'Defective crown #31'],
      CONSULT: 'Discussed SRP first then restorative. Insurance covers SRP at 80%, pt wants to start ASAP',
      'TX TODAY': ['OHI'],
      TX: ['OHI: Sonicare + floss picks'],
      'TX PLAN': ['SRP 4 quads', 'O composite #30', 'Crown #19', 'Replace crown #31'],
      NV: ['SRP UR/LR w/ hygienist'],
      'F/U': 'Re-eval 6 wks after SRP',
    },
  }),
  defineCase({
    id: 'cb17-us-asr-srp-ur-lr-arestin-2-31-diabetic-two-la-lines',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for scaling and root planing upper right and lower right medical history no changes type two diabetes on metformin a one c seven point two no allergies pockets number three mesial five millimeters distal six millimeters number two distal seven millimeters with bleeding number thirty one distal six millimeters class two furcation buccal of number thirty um two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration upper right srp upper right and lower right with the cavitron and hand scalers arestin placed in number two distal and number thirty one distal oral hygiene instruction floss threaders and the waterpik she asked if it'll be sore tonight told her ibuprofen should be enough next visit srp upper left and lower left in two weeks",
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes. Type 2 diabetes on metformin. A1c 7.2. No allergies',
      PERIO:
        'Pockets #3 mesial 5 mm distal 6 mm. #2 distal 7 mm with bleeding. #31 distal 6 mm. Class 2 furcation buccal of #30',
      CONSULT: "She asked if it'll be sore tonight. Told her ibuprofen should be enough",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper right',
        'SRP upper right and lower right with the Cavitron and hand scalers',
        'Arestin placed in #2 distal and #31 distal',
        'Oral hygiene instruction floss threaders and the Waterpik',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cb18-us-typed-terse-perio-maintenance-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Perio maintenance. Med hx no changes. PSR 2 2 3 / 2 2 2, #14 MB 5 mm w/ BOP. Scaled + polished, OHI. Recall 3 mo.',
    expect: {
      CC: 'Perio maintenance',
      'MED HX': 'No changes',
      PERIO: 'PSR 2 2 3 / 2 2 2, #14 MB 5 mm w/ BOP',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Scaled + polished', 'OHI'],
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'cb19-us-asr-periodic-exam-recession-24-25-abrasion-12-13-caries-14',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and cleaning says her teeth are sensitive to cold on the upper left medical history no changes takes sertraline allergic to codeine extraoral within normal limits intraoral soft tissues within normal limits oral cancer screening negative psr two two two two three two recession three millimeters on numbers twenty four and twenty five facial gums healthy otherwise numbers twelve and thirteen buccal abrasion sensitive to air number three mesial occlusal distal amalgam sound number fourteen occlusal caries uh number fifteen sound four bitewings number fourteen occlusal caries into dentin no other caries diagnosis dentin hypersensitivity twelve and thirteen and caries fourteen prophy fluoride varnish oral hygiene instruction soft brush and gentler technique recommended sensodyne next visit occlusal composite fourteen recall six months',
    expect: {
      CC: 'Periodic exam and cleaning. Says her teeth are sensitive to cold on the upper left',
      'MED HX': 'No changes. Takes sertraline. Allergic to codeine',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues within normal limits. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 3 2. Recession 3 mm on #24 and #25 facial. Gums healthy otherwise',
      DENTAL: [
        ['12', 'B abrasion sensitive to air'],
        ['13', 'B abrasion sensitive to air'],
        ['3', 'MOD amalgam sound'],
        ['14', 'O caries'],
        ['15', 'Sound'],
      ],
      RADIO: '4 bitewings. #14 occlusal caries into dentin. No other caries',
      DX: ['Dentin hypersensitivity #12, #13', 'Caries #14'],
      CONSULT: 'Recommended Sensodyne',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'Oral hygiene instruction soft brush and gentler technique'],
      NV: ['O composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cb20-us-typed-srp-ll-lr-oraqix-eliquis-mobility-25-appends-nv-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP LL + LR (2nd visit). UR/UL done 2 wks ago, healing well. Med hx: AFib on Eliquis, took dose this AM per cardiologist, NKDA. PSR at eval 3 3 3 / 4 3 4. Pockets: #18 D 6 mm, #19 D 7 mm w/ class II furcation B, #30 M 5 mm, #31 D 6 mm, #23-#26 3-4 mm w/ BOP. #25 mobility 1. Oraqix placed LL/LR pockets. 2 carps 4% articaine 1:100k epi, left IANB. SRP LL + LR w/ ultrasonic + Gracey curettes. Bleeding controlled w/ gauze pressure. OHI: Waterpik + proxabrush. Pt tolerated well.',
    appends: ['Next visit: re-eval + full perio charting in 6 wks.', 'Add to notes: prefers morning appts.'],
    expect: {
      CC: 'SRP LL + LR (2nd visit). UR/UL done 2 wks ago, healing well',
      'MED HX': 'AFib on Eliquis, took dose this AM per cardiologist, NKDA',
      PERIO:
        'PSR at eval 3 3 3 / 4 3 4. Pockets: #18 D 6 mm, #19 D 7 mm w/ class II furcation B, #30 M 5 mm, #31 D 6 mm, #23-#26 3-4 mm w/ BOP',
      DENTAL: [['25', 'Mobility 1']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Oraqix placed LL/LR pockets',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'SRP LL + LR w/ ultrasonic + Gracey curettes',
        'Bleeding controlled w/ gauze pressure',
        'OHI: Waterpik + proxabrush',
      ],
      NOTES: 'Pt tolerated well. Prefers morning appts',
      NV: ['Re-eval + full perio charting in 6 wks'],
    },
  }),
  defineCase({
    id: 'cb21-us-asr-re-eval-after-srp-smoker-furcations-3-14-refer-periodontist',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "re eval six weeks after scaling and root planing all four quadrants he says his gums don't bleed anymore medical history no changes still smoking about half a pack a day no allergies bleeding on probing down to fifteen percent from forty most pockets three to four millimeters still six millimeters on number three distal and number fourteen mesial with bleeding class two furcations on three and fourteen buccal number fourteen class one mobility diagnosis generalized periodontitis stage three grade c improved but not stable talked about referring to the periodontist for the furcations possible surgery he's okay with that also talked about quitting smoking again he's not ready prophy oral hygiene instruction end tuft brush for the furcations refer to periodontist for evaluation of three and fourteen periodontal maintenance every three months here alternating with the periodontist",
    expect: {
      CC: "Re-eval 6 weeks after scaling and root planing all 4 quadrants. He says his gums don't bleed anymore",
      'MED HX': 'No changes. Still smoking about half a pack a day. No allergies',
      PERIO:
        'Bleeding on probing down to 15% from 40. Most pockets 3 to 4 mm. Still 6 mm on #3 distal and #14 mesial with bleeding. Class 2 furcations on #3 and #14 buccal',
      DENTAL: [['14', 'Class 1 mobility']],
      DX: ['Generalized periodontitis stage 3 grade C improved but not stable'],
      CONSULT:
        "Talked about referring to the periodontist for the furcations possible surgery. He's okay with that. Talked about quitting smoking again. He's not ready",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction end tuft brush for the furcations'],
      'TX PLAN': ['Refer to periodontist for evaluation of #3, #14'],
      'F/U': 'Periodontal maintenance every 3 months here alternating with the periodontist',
    },
  }),
  defineCase({
    id: 'cb22-us-typed-peri-implant-mucositis-30-residual-cement-irrigation-prophy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. Pt notes bleeding around implant #30 when flossing. Med hx: no changes, Crestor, NKDA. EO: WNL. IO: soft tissues WNL. Peri-implant tissue #30: BOP, probing 4-5 mm, slight erythema, no suppuration, no mobility. PA #30 implant: bone level stable vs 2022, small radiopaque fleck at D margin c/w residual cement. PSR 2 2 2 / 2 2 2. #18 MO composite sound. #19 PFM crown, margins intact. Dx: peri-implant mucositis #30 (likely residual cement). Removed cement fragment D #30 w/ plastic scaler, irrigated w/ 0.12% CHX. Prophy. OHI: water flosser around implant. Recall 3 mo to recheck #30, then 6 mo.',
    expect: {
      CC: 'Periodic exam + prophy. Pt notes bleeding around implant #30 when flossing',
      'MED HX': 'No changes, Crestor, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL. Peri-implant tissue #30: BOP, probing 4-5 mm, slight erythema, no suppuration, no mobility',
      RADIO: 'PA #30 implant: bone level stable vs 2022, small radiopaque fleck at D margin c/w residual cement',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['18', 'MO composite sound'],
        ['19', 'PFM crown, margins intact'],
      ],
      DX: ['Peri-implant mucositis #30 (likely residual cement)'],
      'TX TODAY': ['Irrigation', 'Prophy', 'OHI'],
      TX: [
        'Removed cement fragment D #30 w/ plastic scaler',
        'Irrigated w/ 0.12% CHX',
        'Prophy',
        'OHI: water flosser around implant',
      ],
      'F/U': 'Recall 3 mo to recheck #30, then 6 mo',
    },
  }),
  defineCase({
    id: 'cb23-us-asr-emergency-periodontal-abscess-19-uncontrolled-diabetic-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit swelling and pain on the gum lower left for three days tastes salty medical history type two diabetes on metformin and glipizide not well controlled last a one c nine point one allergic to penicillin extraoral no swelling no lymph nodes palpable intraoral fluctuant swelling on the buccal gingiva of number nineteen probing nine millimeters buccal with pus from the pocket number nineteen vital to cold slight mobility no caries number eighteen missing number twenty sound pa of nineteen bone loss to the middle third of the mesial root no periapical lesion diagnosis periodontal abscess number nineteen two carpules lidocaine two percent one to one hundred thousand epi left ianb drained through the pocket debrided the pocket with a curette irrigated with chlorhexidine rx clindamycin three hundred milligrams four times a day for five days told him his blood sugar is making his gums worse and to see his doctor advised warm salt water rinses next visit srp lower left review in one week',
    expect: {
      CC: 'Emergency visit. Swelling and pain on the gum lower left for 3 days. Tastes salty',
      'MED HX': 'Type 2 diabetes on metformin and glipizide not well controlled. Last A1c 9.1. Allergic to penicillin',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'Fluctuant swelling on the buccal gingiva of #19',
      PERIO: 'Probing 9 mm buccal with pus from the pocket',
      DENTAL: [
        ['19', 'Vital to cold slight mobility no caries'],
        ['18', 'Missing'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA of #19 bone loss to the middle third of the mesial root. No periapical lesion',
      DX: ['Periodontal abscess #19'],
      CONSULT:
        'Told him his blood sugar is making his gums worse and to see his doctor. Advised warm salt water rinses',
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Drained through the pocket',
        'Debrided the pocket with a curette',
        'Irrigated with chlorhexidine',
        'Rx clindamycin 300 mg 4 times a day for 5 days',
      ],
      NV: ['SRP lower left'],
      'F/U': 'Review in 1 week',
    },
  }),

  // ---------------------------------------------------------------- 5. US periodontal office (Universal)
  defineCase({
    id: 'cb24-us-asr-periodontist-new-patient-six-site-depths-stage-4-grade-c-hopeless-24',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient referred by his general dentist for periodontal evaluation he says his front teeth have started spreading and one of the lower front teeth is very loose medical history hypertension on losartan no diabetes no allergies smokes a pack a day for thirty years extraoral within normal limits intraoral tongue and floor of mouth normal no lesions pocket depths number three buccal five four seven lingual six five seven number fourteen buccal seven five six lingual six four eight number nineteen buccal six four nine lingual seven five eight number twenty four buccal eight six eight lingual eight seven nine number thirty buccal five three six lingual five four six generalized bleeding on probing suppuration from twenty four class two furcation number nineteen buccal and lingual number twenty four class three mobility number twenty five class one mobility full mouth series generalized horizontal bone loss forty to sixty percent number twenty four bone loss to the apex diagnosis generalized periodontitis stage four grade c and hopeless number twenty four explained the prognosis and that smoking is the biggest factor he wants to keep as many teeth as possible referral to his physician for smoking cessation plan extraction twenty four with a flipper then scaling and root planing four quadrants then decide on surgery at the reevaluation',
    expect: {
      CC: 'New patient referred by his general dentist for periodontal evaluation. He says his front teeth have started spreading and one of the lower front teeth is very loose',
      'MED HX': 'Hypertension on losartan. No diabetes. No allergies. Smokes a pack a day for 30 years',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue and floor of mouth normal. No lesions',
      PERIO:
        'Pocket depths #3 buccal 5 4 7 lingual 6 5 7. #14 buccal 7 5 6 lingual 6 4 8. #19 buccal 6 4 9 lingual 7 5 8. #24 buccal 8 6 8 lingual 8 7 9. #30 buccal 5 3 6 lingual 5 4 6. Generalized bleeding on probing. Suppuration from #24. Class 2 furcation #19 buccal and lingual',
      DENTAL: [
        ['24', 'Class 3 mobility'],
        ['25', 'Class 1 mobility'],
      ],
      RADIO: 'Full mouth series generalized horizontal bone loss 40 to 60%. #24 bone loss to the apex',
      DX: ['Generalized periodontitis stage 4 grade C', 'Hopeless #24'],
      CONSULT:
        'Explained the prognosis and that smoking is the biggest factor. He wants to keep as many teeth as possible',
      'TX PLAN': [
        'Referral to his physician for smoking cessation',
        'Extraction #24 with a flipper',
        'SRP 4 quadrants',
        'Decide on surgery at the reevaluation',
      ],
    },
  }),
  defineCase({
    id: 'cb25-us-typed-full-mouth-srp-one-visit-atridox-bilateral-ianb',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for full mouth SRP (1 visit) as planned. Med hx: no changes, hypothyroid on levothyroxine, sulfa allergy. BP 124/78. PSR at eval 3 3 4 / 4 3 3. Dx: generalized periodontitis stage III grade B. LA: 2 carps 2% lido 1:100k epi bilateral IANB. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration upper arch. SRP all 4 quads w/ Cavitron + Gracey curettes. Heavy subgingival calculus lower lingual. Atridox placed #3 DL + #14 MB + #19 D. Rx 0.12% CHX rinse BID x 2 wks. POI: no flossing at Atridox sites x 7 days. Pt did well, a bit sore by the end. Re-eval 6-8 wks.',
    expect: {
      CC: 'Full mouth SRP (1 visit) as planned',
      'MED HX': 'No changes, hypothyroid on levothyroxine, sulfa allergy. BP 124/78',
      PERIO: 'PSR at eval 3 3 4 / 4 3 3',
      DX: ['Generalized periodontitis stage III grade B'],
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB bilateral',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper arch',
        'SRP all 4 quads w/ Cavitron + Gracey curettes',
        'Heavy subgingival calculus lower lingual',
        'Atridox placed #3 DL + #14 MB + #19 D',
        'Rx 0.12% CHX rinse BID x 2 wks',
        'POI: no flossing at Atridox sites x 7 days',
      ],
      NOTES: 'Pt did well, a bit sore by the end',
      'F/U': 'Re-eval 6-8 wks',
    },
  }),
  defineCase({
    id: 'cb26-us-asr-periodontist-maintenance-4-months-assistant-aside-appends-chart-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for perio maintenance it's been four months instead of three because she was traveling medical history no changes on alendronate for osteoporosis no allergies psr three three three three two three bleeding on probing thirty percent up from twelve pockets five millimeters on number two distal number fifteen mesial and number eighteen distal rest three millimeters or less hey can you hand me the ultrasonic insert the thin one thanks number two distal buccal furcation class one numbers eight and nine composites stained margins number twenty nine buccal abfraction diagnosis periodontitis stage three grade b currently unstable periodontal maintenance full mouth with ultrasonic and hand scalers polished oral hygiene instruction interdental brushes for the molars told her the extra month made a difference she agreed to stay on three months recall three months",
    appends: [
      'add to chart number thirty one distal occlusal composite recurrent caries',
      "add to notes she'd like to discuss whitening next time",
    ],
    expect: {
      CC: "Perio maintenance. It's been 4 months instead of 3 because she was traveling",
      'MED HX': 'No changes. On alendronate for osteoporosis. No allergies',
      PERIO:
        'PSR 3 3 3 / 3 2 3. Bleeding on probing 30% up from 12. Pockets 5 mm on #2 distal #15 mesial and #18 distal. Rest 3 mm or less. #2 DB furcation class 1',
      DENTAL: [
        ['8', 'Composites stained margins'],
        ['9', 'Composites stained margins'],
        ['29', 'B abfraction'],
        ['31', 'DO composite recurrent caries'],
      ],
      DX: ['Periodontitis stage 3 grade B currently unstable'],
      CONSULT: 'Told her the extra month made a difference. She agreed to stay on 3 months',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth with ultrasonic and hand scalers',
        'Polished',
        'Oral hygiene instruction interdental brushes for the molars',
      ],
      NOTES: "She'd like to discuss whitening next time",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cb27-us-typed-peri-implantitis-19-consult-surgical-plan-written-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by general dentist re implant #19, bleeding + bad taste x 2 mo. Implant placed ~2016 elsewhere, screw-retained crown. Med hx: T2DM (A1c 7.8) on metformin, former smoker, NKDA. EO: WNL. Around implant #19: PD 7-8 mm B + D, BOP + suppuration, no mobility, 2 mm B recession w/ 2 threads exposed. PSR elsewhere 2 2 2 / 2 2 3. #18 MOD amalgam, sound. #20 sound. PA #19: crater-like bone loss to 4th thread M + D (~45% of implant length). Dx: peri-implantitis #19. Options discussed: non-surgical debridement alone (limited success), surgical debridement + bone graft, or removal + new implant. Pt chose surgery, understands risk of recession + implant loss. Written consent. Rx CHX 0.12% BID starting 3 days pre-op. Plan: crown removal, surgical debridement w/ implantoplasty + bone graft #19. NV surgery #19 in 2 wks.',
    expect: {
      CC: 'Referred by general dentist re implant #19, bleeding + bad taste x 2 mo. Implant placed ~2016 elsewhere, screw-retained crown',
      'MED HX': 'T2DM (A1c 7.8) on metformin, former smoker, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Around implant #19: PD 7-8 mm B + D, BOP + suppuration, no mobility, 2 mm B recession w/ 2 threads exposed',
      PERIO: 'PSR elsewhere 2 2 2 / 2 2 3',
      DENTAL: [
        ['18', 'MOD amalgam, sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA #19: crater-like bone loss to 4th thread M + D (~45% of implant length)',
      DX: ['Peri-implantitis #19'],
      CONSULT:
        'Options discussed: non-surgical debridement alone (limited success), surgical debridement + bone graft, or removal + new implant. Pt chose surgery, understands risk of recession + implant loss',
      CONSENT: 'Written consent',
      TX: ['Rx CHX 0.12% BID starting 3 days pre-op'],
      'TX PLAN': ['Crown removal', 'Surgical debridement w/ implantoplasty + bone graft #19'],
      NV: ['Surgery #19 in 2 wks'],
    },
  }),
  defineCase({
    id: 'cb28-us-asr-ciclosporin-amlodipine-gingival-enlargement-transplant-gingivectomy-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult for gum overgrowth referred by her dentist she says her gums cover her teeth and bleed when she eats medical history kidney transplant four years ago on cyclosporine and mycophenolate amlodipine for blood pressure no allergies doesn't smoke extraoral within normal limits intraoral no lesions tongue normal generalized fibrous gingival enlargement worse on the facial of the upper and lower anteriors covering up to half the crowns of numbers seven through ten pseudopockets up to seven millimeters plaque and bleeding psr three three three three three three bone levels normal on the bitewings number five occlusal composite sound diagnosis drug influenced gingival enlargement from cyclosporine and amlodipine explained both medicines can cause it she wants it removed talked about gingivectomy but it may come back if the drugs stay the same prophy and oral hygiene instruction electric toothbrush and water flosser plan letter to her nephrologist about switching to tacrolimus then gingivectomy numbers six through eleven after three months of good hygiene review in three months",
    expect: {
      CC: 'Consult for gum overgrowth referred by her dentist. She says her gums cover her teeth and bleed when she eats',
      'MED HX':
        "Kidney transplant 4 years ago on cyclosporine and mycophenolate. Amlodipine for blood pressure. No allergies. Doesn't smoke",
      EXTRA: 'Within normal limits',
      INTRA: 'No lesions. Tongue normal',
      PERIO:
        'Generalized fibrous gingival enlargement worse on the facial of the upper and lower anteriors covering up to half the crowns of #7 through #10. Pseudopockets up to 7 mm. Plaque and bleeding. PSR 3 3 3 / 3 3 3',
      RADIO: 'Bone levels normal on the bitewings',
      DENTAL: [['5', 'O composite sound']],
      DX: ['Drug influenced gingival enlargement from cyclosporine and amlodipine'],
      CONSULT:
        'Explained both medicines can cause it. She wants it removed. Talked about gingivectomy but it may come back if the drugs stay the same',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction electric toothbrush and water flosser'],
      'TX PLAN': [
        'Letter to her nephrologist about switching to tacrolimus',
        'Gingivectomy #6 through #11 after 3 months of good hygiene',
      ],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'cb29-us-typed-terse-ctg-post-op-24-25-sutures-removed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript: '2 wk post-op CTG #24-#25. No pain. Graft pink, well adapted. Sutures removed. Soft brush from now, stop CHX. RV 6 wks.',
    expect: {
      CC: '2 wk post-op CTG #24-#25. No pain',
      PERIO: 'Graft pink, well adapted',
      CONSULT: 'Soft brush from now, stop CHX',
      TX: ['Sutures removed'],
      'F/U': 'RV 6 wks',
    },
  }),
  defineCase({
    id: 'cb30-us-typed-sentences-re-eval-after-srp-arestin-declines-osseous-surgery',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for re-evaluation 8 weeks after scaling and root planing with Arestin. He reports that his gums no longer bleed when he brushes. Medical history: no changes, high cholesterol on atorvastatin, no known drug allergies. Plaque score is 20% and bleeding on probing is 10%, down from 46%. Most pockets have reduced to 3-4 mm. Residual 6 mm pockets remain at #2 DB, #3 MB and #3 DB with a class II furcation on #3 buccal. #3 has grade 1 mobility. #4 has an MOD composite with an open distal contact and food impaction. The diagnosis is generalized periodontitis stage III grade B with residual disease in the upper right molars. I recommended osseous surgery in the upper right sextant. He does not want surgery at this time and prefers to continue with maintenance. The residual sites were scaled without anesthesia. Oral hygiene instruction was given for an end-tuft brush at the #3 furcation. Plan: replace MOD composite #4 to close the contact. He will return for periodontal maintenance every 3 months, alternating with his general dentist.',
    expect: {
      CC: 'Re-evaluation 8 weeks after scaling and root planing with Arestin. He reports that his gums no longer bleed when he brushes',
      'MED HX': 'No changes, high cholesterol on atorvastatin, no known drug allergies',
      PERIO:
        'Plaque score is 20% and bleeding on probing is 10%, down from 46%. Most pockets have reduced to 3-4 mm. Residual 6 mm pockets remain at #2 DB, #3 MB and #3 DB with a class II furcation on #3 buccal',
      DENTAL: [
        ['3', 'Grade 1 mobility'],
        ['4', 'MOD composite with an open distal contact and food impaction'],
      ],
      DX: ['Generalized periodontitis stage III grade B with residual disease in the upper right molars'],
      CONSULT:
        'I recommended osseous surgery in the upper right sextant. He does not want surgery at this time and prefers to continue with maintenance',
      'TX TODAY': ['OHI'],
      TX: [
        'Residual sites were scaled without anesthesia',
        'Oral hygiene instruction was given for an end-tuft brush at #3 furcation',
      ],
      'TX PLAN': ['Replace MOD composite #4 to close the contact'],
      'F/U': 'He will return for periodontal maintenance every 3 months, alternating with his general dentist',
    },
  }),
];
