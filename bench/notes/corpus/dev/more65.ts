// A sixty-fifth development batch (ids bo01–bo30), written blind from the labelling contract by a helper that had not
// seen the engine or any held-out split, on 27 November 2026 (case.ts, the dental reference and more56 / more58 as
// format examples); every case was labelled before any engine run. It is examinations where soft tissues, gums and
// periodontal findings are dictated with and without section words, mixed with tooth charting: gum state (inflamed,
// swollen, enlarged, desquamating, necrotic papillae), bleeding on probing, pocket depths with their teeth, recession,
// mobility, furcation involvement, plaque and bleeding scores, BPE / PSR (with "*" and "X"), calculus, ulcers, tongue,
// palate, cheeks, lips, denture-bearing areas, tori, frenum, operculum, lymph nodes, TMJ and mouth opening; then
// diagnosis, discussion and treatment (scale and polish, prophy, RSD / SRP, periodontal maintenance, OHI, irrigation,
// some fillings) or a plan. Five clinicians, six visits each:
//   bo01–bo06 a UK general dentist (FDI; bo01, bo02, bo04, bo05 recogniser-style, bo03, bo06 typed): a check-up with
//     lingual tori and a DO caries, a pregnancy gingivitis with no section words, a denture stomatitis with angular
//     cheilitis and "BPE X X X", a periodontal abscess with RSD and irrigation and no section words, a new patient
//     smoker with a white patch on the tongue referred on the two week wait, a recall with an amalgam tattoo, a
//     fractured cusp and an occlusal composite;
//   bo07–bo12 a UK periodontist (FDI; bo07, bo08, bo10, bo11 recogniser-style, bo09, bo12 typed): a new referral with
//     stage 4 grade C periodontitis, furcations and mobile incisors, a second RSD visit with two LA lines and a "sorry"
//     correction, a re-evaluation with residual pockets and a repeat RSD of three teeth, a desquamative gingivitis with
//     "scratch that" and a biopsy planned, supportive therapy with an implant with mucositis, a recession consultation
//     with a high frenum and a graft planned (typed with almost no section words);
//   bo13–bo18 a UK dentist who says Palmer words (Palmer; bo13, bo14, bo16, bo17 recogniser-style, bo15, bo18 typed
//     UR6 shorthand): a check-up with a TMJ click and a palatal torus, a partial denture ulcer eased with no section
//     words, a new patient with furcation stars in the BPE and a mobile LR6, a pericoronitis with irrigation and
//     metronidazole, a drug-influenced gingival enlargement with scale and polish and a D composite, a F/P denture
//     wearer with mandibular tori and a polyp;
//   bo19–bo24 a US general dentist (Universal; bo19, bo20, bo22, bo23 recogniser-style, bo21, bo24 typed): a new
//     patient comprehensive exam with PSR, furcation and an SRP plan, a necrotizing gingivitis with no section words, a
//     periodic exam with recession and two B composites done, a limited exam for a traumatic ulcer and geographic tongue
//     (no title), a teenager in braces with gingival enlargement and white spot lesions, a popcorn-hull gingival abscess;
//   bo25–bo30 a US hygienist (Universal; bo25, bo27, bo28, bo30 recogniser-style, bo26, bo29 typed): SRP of two
//     quadrants with two LA lines and Arestin, a periodontal maintenance visit in terse shorthand, a prophy with tori and
//     varnish declined, a full mouth debridement with a fractured cusp beside a tongue ulcer, a new patient who declined
//     SRP and had a prophy, a recall after neck radiation with a dry mouth, thrush and cervical caries.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 20 recogniser-style (lower case, number words, no punctuation, a few
// fillers and "sorry" / "scratch that" corrections) and 10 typed (shorthand and comma runs); 75 to 225 words. DENTAL in
// every case; TX TODAY empty only in bo22.
//
// Judgement calls where the contract was silent:
// - Periodontal findings go to PERIO whichever comes first, the tooth or the measure: pockets (also "pus on probing",
//   "pseudopockets"), recession, furcation involvement, keratinised tissue, phenotype, bleeding on probing, plaque and
//   bleeding scores, calculus, oral hygiene ("OH good"), and the gum state (inflamed, swollen, enlarged, peeling,
//   punched-out papillae, an abraded or abscessed papilla); the teeth in them are places and make no chart entry.
//   Mobility said of a tooth is a chart entry (as more58: "33 grade II mobility", "#24, #25 class I mobility").
// - Ulcers (also on the cheek or tongue next to a tooth), tongue, palate, cheeks, linea alba, tori, a frenum, a polyp,
//   an operculum, ridges and denture-bearing areas, a swelling buccal to a tooth and the mucosa around an implant with
//   its probing depths (as more56) are INTRA; lymph nodes, TMJ, muscles, lips said under "extra oral", mouth opening,
//   temperature and a neck scar are EXTRA.
// - Calculus found during RSD ("heavy subgingival calculus distal of 27 …") is a TX step, as a crack found during a prep.
// - Titles: RSD / SRP of quadrants have no teeth ("RSD", "SRP"), of teeth keep them ("RSD 37", "RSD 36, 17, 26"); an
//   irrigated pocket or papilla is "Irrigation" ("Irrigated 36 with CHX" → "Irrigation 36"); "periodontal maintenance
//   with …" is "Periodontal maintenance"; full mouth / ultrasonic debridement, curettage, Arestin, Oraqix, photos,
//   smoothing a chipped edge and a prescription are no titles; "fluoride varnish declined" is CONSULT and no title;
//   "OHI + denture hygiene instruction given" is "OHI"; an eased partial denture flange is "Denture adjustment".
// - Numbers: spoken "stage four grade c" → "stage 4 grade C", "class two furcation" → "Class 2 furcation" (numbers are
//   digits); typed "stage III", "grade II", "class I" are kept as typed; "one centimetre" → "1 cm", "millimeter" → "mm",
//   "point one two percent" → "0.12%", "hba one c" → "HbA1c", "a one c" → "A1c", "ninety nine point one" → "99.1".
//   A typed BPE with "*" or "X" is kept as typed ("BPE 3* 2 3 / 4* 2 3", "BPE X X X / 3 2 3").
// - Single surfaces in text fields stay words ("distal of 37", "Distal caries 36 into dentine" in RADIO); runs are
//   abbreviated everywhere ("7 mm DL of #31"). In chart conditions "composites on the mesial" → "M composites" and
//   "facial cervical caries" → "F cervical caries"; "occlusal sealant" stays words (as more58's "occlusal fissure
//   sealant").
// - Smoking cessation advice, a declined procedure and a patient's question with its answer are CONSULT (as more58);
//   "she's a nervous patient", "hard of hearing so I wrote the instructions down", who came with the patient, exams
//   next week and pleased or relieved remarks are NOTES; a blood pressure reading is MED HX; referrals (oral medicine
//   two week wait, surgical referral) and a biopsy if not healed are TX PLAN.
// - Palmer "where the lower right six was" → "where LR6 was" (rule 3 drops "the" before a tooth); "extraction of lower
//   left eight and upper left eight" → "Extraction LL8, UL8" (rule 6).
import { defineCase, type NotesCase } from '../case.ts';

export const more65Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'bo01-uk-asr-fdi-check-up-lingual-tori-bpe-2s-s-and-p-do-caries-36',
    style: 'UK',
    asr: true,
    transcript:
      "okay routine check up she's got no problems medical history no changes takes omeprazole no allergies extra oral tmj no clicking lymph nodes not palpable intra oral bilateral lingual tori tongue and floor of mouth healthy periodontal bpe two two two two two two supragingival calculus lower anteriors gums bleed slightly on probing charting one seven mesial occlusal amalgam sound one six occlusal composite sound two six mesial occlusal distal amalgam ditched distal margin no caries three six disto occlusal caries four six crown sound bitewings grade one distal caries three six into dentine diagnosis caries three six scale and polish oral hygiene instruction interdental brushes size two next visit disto occlusal composite three six recall six months",
    expect: {
      CC: "Routine check up. She's got no problems",
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'TMJ no clicking. Lymph nodes not palpable',
      INTRA: 'Bilateral lingual tori. Tongue and floor of mouth healthy',
      PERIO: 'BPE 2 2 2 / 2 2 2. Supragingival calculus lower anteriors. Gums bleed slightly on probing',
      DENTAL: [
        ['17', 'MO amalgam sound'],
        ['16', 'O composite sound'],
        ['26', 'MOD amalgam ditched D margin no caries'],
        ['36', 'DO caries'],
        ['46', 'Crown sound'],
      ],
      RADIO: 'Bitewings grade 1. Distal caries 36 into dentine',
      DX: ['Caries 36'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes size 2'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bo02-uk-asr-fdi-no-section-words-pregnancy-gingivitis-lip-ulcer-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because her gums have been bleeding when she brushes for about two months she's twenty four weeks pregnant no other medical problems no allergies lymph nodes fine small healing ulcer on the inside of the lower lip gums red and swollen especially around the lower front teeth bleeding on probing everywhere bpe two one two two two two plaque along the gum margins three four buccal cervical abrasion not sensitive four five sound diagnosis pregnancy gingivitis explained why the gums bleed more in pregnancy and that it'll settle if she keeps them clean scale and polish oral hygiene instruction brushing along the gum line and flossing her partner came in with her review six weeks to check the gums",
    expect: {
      CC: 'Her gums have been bleeding when she brushes for about 2 months',
      'MED HX': "She's 24 weeks pregnant. No other medical problems. No allergies",
      EXTRA: 'Lymph nodes fine',
      INTRA: 'Small healing ulcer on the inside of the lower lip',
      PERIO:
        'Gums red and swollen especially around the lower front teeth. Bleeding on probing everywhere. BPE 2 1 2 / 2 2 2. Plaque along the gum margins',
      DENTAL: [
        ['34', 'B cervical abrasion not sensitive'],
        ['45', 'Sound'],
      ],
      DX: ['Pregnancy gingivitis'],
      CONSULT: "Explained why the gums bleed more in pregnancy and that it'll settle if she keeps them clean",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction brushing along the gum line and flossing'],
      NOTES: 'Her partner came in with her',
      'F/U': 'Review 6 weeks to check the gums',
    },
  }),
  defineCase({
    id: 'bo03-uk-typed-fdi-denture-stomatitis-angular-cheilitis-bpe-x-miconazole',
    style: 'UK',
    asr: false,
    transcript:
      'C/O upper denture loose and corners of mouth sore. MH: type 2 diabetes (metformin), NKDA. EO: angular cheilitis both sides, no LNs palpable. IO: erythema of palate under upper denture, upper ridge flabby anteriorly, lower denture-bearing area healthy, tongue coated. BPE X X X / 3 2 3. Recession 3-4 mm lower incisors. 33 grade II mobility. 43 D caries. 34, 44 sound. Dx: denture stomatitis, angular cheilitis. Advised denture out at night, soak in Milton, brush palate. OHI + denture hygiene instruction given. Rx miconazole oral gel 20 mg/g to fitting surface of denture QDS 14/7. Plan: new upper complete denture, D comp 43. Review 2/52.',
    expect: {
      CC: 'Upper denture loose and corners of mouth sore',
      'MED HX': 'Type 2 diabetes (metformin), NKDA',
      EXTRA: 'Angular cheilitis both sides, no LNs palpable',
      INTRA:
        'Erythema of palate under upper denture, upper ridge flabby anteriorly, lower denture-bearing area healthy, tongue coated',
      PERIO: 'BPE X X X / 3 2 3. Recession 3-4 mm lower incisors',
      DENTAL: [
        ['33', 'Grade II mobility'],
        ['43', 'D caries'],
        ['34', 'Sound'],
        ['44', 'Sound'],
      ],
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT: 'Advised denture out at night, soak in Milton, brush palate',
      'TX TODAY': ['OHI'],
      TX: [
        'OHI + denture hygiene instruction given',
        'Rx miconazole oral gel 20 mg/g to fitting surface of denture QDS 14 days',
      ],
      'TX PLAN': ['New upper complete denture', 'D composite 43'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'bo04-uk-asr-fdi-no-section-words-periodontal-abscess-37-rsd-irrigation',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she's had a throbbing gum on the lower left for three days and a bad taste medical history no changes takes sertraline penicillin allergy swollen tender node under the left side of the jaw fluctuant swelling buccal to three seven eight millimetre pocket distal of three seven with pus on probing three seven grade one mobile not tender to percussion responds normally to cold three six mesial occlusal composite sound pa three seven vertical bone loss on the distal no periapical lesion diagnosis periodontal abscess three seven explained it's a gum infection and the tooth may not have a good long term outlook she wants to try and keep it verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three seven drained through the pocket root surface debridement three seven irrigated with chlorhexidine advised warm salt water mouthwashes and keep brushing the area she's a nervous patient review in one week",
    expect: {
      CC: "Emergency. She's had a throbbing gum on the lower left for 3 days and a bad taste",
      'MED HX': 'No changes. Takes sertraline. Penicillin allergy',
      EXTRA: 'Swollen tender node under the left side of the jaw',
      INTRA: 'Fluctuant swelling buccal to 37',
      PERIO: '8 mm pocket distal of 37 with pus on probing',
      DENTAL: [
        ['37', 'Grade 1 mobile not tender to percussion responds normally to cold'],
        ['36', 'MO composite sound'],
      ],
      RADIO: 'PA 37 vertical bone loss on the distal. No periapical lesion',
      DX: ['Periodontal abscess 37'],
      CONSULT:
        "Explained it's a gum infection and the tooth may not have a good long term outlook. She wants to try and keep it. Advised warm salt water mouthwashes and keep brushing the area",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD 37', 'Irrigation'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 37',
        'Drained through the pocket',
        'Root surface debridement 37',
        'Irrigated with chlorhexidine',
      ],
      NOTES: "She's a nervous patient",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bo05-uk-asr-fdi-new-patient-smoker-white-patch-tongue-2ww-referral-bpe-4',
    style: 'UK',
    asr: true,
    transcript:
      "new patient hasn't seen a dentist for about eight years wants a check up medical history high cholesterol on atorvastatin smokes twenty a day drinks about thirty units a week no allergies extra oral no lymphadenopathy tmj normal intra oral white patch about one centimetre on the left lateral border of the tongue doesn't rub off tobacco staining on the teeth buccal mucosa and palate normal periodontal bpe three three four three three three generalised recession two to three millimetres heavy subgingival calculus lower anteriors bleeding on probing charting one six and two six missing three six occlusal amalgam sound four seven large buccal caries radiographs bitewings and opg grade one generalised horizontal bone loss about thirty percent four seven caries close to the pulp diagnosis generalised periodontitis stage three and white patch left lateral tongue for investigation explained the white patch needs checking at the hospital and that smoking makes gum disease worse smoking cessation advice he agreed to the referral oral hygiene instruction interdental brushes urgent referral to oral medicine two week wait plan rsd all four quadrants under local then buccal composite four seven review in two weeks",
    expect: {
      CC: "New patient. Hasn't seen a dentist for about 8 years. Wants a check up",
      'MED HX': 'High cholesterol on atorvastatin. Smokes 20 a day. Drinks about 30 units a week. No allergies',
      EXTRA: 'No lymphadenopathy. TMJ normal',
      INTRA:
        "White patch about 1 cm on the left lateral border of the tongue. Doesn't rub off. Tobacco staining on the teeth. Buccal mucosa and palate normal",
      PERIO:
        'BPE 3 3 4 / 3 3 3. Generalised recession 2 to 3 mm. Heavy subgingival calculus lower anteriors. Bleeding on probing',
      DENTAL: [
        ['16', 'Missing'],
        ['26', 'Missing'],
        ['36', 'O amalgam sound'],
        ['47', 'Large B caries'],
      ],
      RADIO: 'Bitewings and OPG grade 1. Generalised horizontal bone loss about 30%. 47 caries close to the pulp',
      DX: ['Generalised periodontitis stage 3', 'White patch left lateral tongue for investigation'],
      CONSULT:
        'Explained the white patch needs checking at the hospital and that smoking makes gum disease worse. Smoking cessation advice. He agreed to the referral',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes'],
      'TX PLAN': ['Urgent referral to oral medicine 2 week wait', 'RSD all 4 quadrants under local', 'B composite 47'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'bo06-uk-typed-fdi-recall-amalgam-tattoo-fractured-ml-cusp-46-o-comp-47',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. No c/o. MH no change. LNs NAD, TMJ NAD. Soft tissues: amalgam tattoo buccal mucosa adjacent to 36, otherwise NAD. Gingivae healthy, BPE 1 1 1 / 1 1 1, OH good. 15 O comp sound. 25 MO comp sound. 46 MOD amalgam, fractured ML cusp, not TTP. 47 O caries, small. BW R+L: 47 O caries into dentine, no other caries. Discussed crown 46, pt wants to think about it. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 47. Caries removed, O comp 47 A3. S&P, OHI. Recall 12/12.',
    expect: {
      CC: 'Recall. No c/o',
      'MED HX': 'No change',
      EXTRA: 'LNs NAD, TMJ NAD',
      INTRA: 'Soft tissues: amalgam tattoo buccal mucosa adjacent to 36, otherwise NAD',
      PERIO: 'Gingivae healthy, BPE 1 1 1 / 1 1 1, OH good',
      DENTAL: [
        ['15', 'O comp sound'],
        ['25', 'MO comp sound'],
        ['46', 'MOD amalgam, fractured ML cusp, not TTP', 'ML cusp'],
        ['47', 'O caries, small'],
      ],
      RADIO: 'BW R+L: 47 O caries into dentine, no other caries',
      CONSULT: 'Discussed crown 46, pt wants to think about it',
      'TX TODAY': ['O composite 47', 'Scale and polish', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 47',
        'Caries removed',
        'O comp 47 A3',
        'S&P',
        'OHI',
      ],
      'F/U': 'Recall 12 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK periodontist (FDI)
  defineCase({
    id: 'bo07-uk-asr-fdi-perio-new-referral-stage-4-grade-c-furcation-mobility',
    style: 'UK',
    asr: true,
    transcript:
      "new patient referred by her dentist for management of periodontitis she's noticed her upper front teeth drifting and her gums bleeding medical history type two diabetes on metformin and gliclazide last hba one c sixty two ex smoker stopped five years ago no allergies extra oral nad intra oral soft tissues healthy periodontal assessment plaque score seventy percent bleeding score fifty five percent generalised pocketing four to six millimetres eight millimetre pockets mesial of one six and distal of two six nine millimetres mesial of three one grade two furcation involvement buccal of one six and lingual of four six recession three millimetres on the lower incisors charting one one and two one flared and spaced three one grade two mobile four one grade one mobile one six mesial occlusal amalgam sound radiographs opg horizontal bone loss up to sixty percent of root length at the molars vertical defect mesial of three one diagnosis generalised periodontitis stage four grade c discussed the diagnosis and the link with her diabetes explained the plan and the likely outcome for three one she understands it may be lost oral hygiene instruction interdental brushes sizes two and three and a powered toothbrush plan root surface debridement all four quadrants over two visits under local review three months after completing rsd next visit rsd upper right and lower right",
    expect: {
      CC: "New patient referred by her dentist for management of periodontitis. She's noticed her upper front teeth drifting and her gums bleeding",
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide. Last HbA1c 62. Ex smoker stopped 5 years ago. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO:
        'Plaque score 70%. Bleeding score 55%. Generalised pocketing 4 to 6 mm. 8 mm pockets mesial of 16 and distal of 26. 9 mm mesial of 31. Grade 2 furcation involvement buccal of 16 and lingual of 46. Recession 3 mm on the lower incisors',
      DENTAL: [
        ['11', 'Flared and spaced'],
        ['21', 'Flared and spaced'],
        ['31', 'Grade 2 mobile'],
        ['41', 'Grade 1 mobile'],
        ['16', 'MO amalgam sound'],
      ],
      RADIO: 'OPG horizontal bone loss up to 60% of root length at the molars. Vertical defect mesial of 31',
      DX: ['Generalised periodontitis stage 4 grade C'],
      CONSULT:
        'Discussed the diagnosis and the link with her diabetes. Explained the plan and the likely outcome for 31. She understands it may be lost',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes sizes 2 and 3 and a powered toothbrush'],
      'TX PLAN': ['RSD all 4 quadrants over 2 visits under local'],
      NV: ['RSD upper right and lower right'],
      'F/U': 'Review 3 months after completing RSD',
    },
  }),
  defineCase({
    id: 'bo08-uk-asr-fdi-perio-second-rsd-ul-ll-two-la-lines-sorry-furcation-37',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd visit for the upper left and lower left she says the right side feels much tighter and the bleeding's stopped when she brushes medical history no changes no allergies small ulcer on the left cheek where she bites it papilla between two four and two five abraded from the interdental brush plaque score twenty five percent down from seventy bleeding on probing still heavy upper left and lower left two seven grade one mobile three six disto occlusal composite sound la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left um root surface debridement upper left and lower left with ultrasonic and gracey curettes heavy subgingival calculus distal of two seven and in the furcation of three six sorry three seven advised a smaller interdental brush between two four and two five until it heals she's pleased with the progress so far review in three months for reassessment",
    expect: {
      CC: "Second RSD visit for the upper left and lower left. She says the right side feels much tighter and the bleeding's stopped when she brushes",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Small ulcer on the left cheek where she bites it',
      PERIO:
        'Papilla between 24 and 25 abraded from the interdental brush. Plaque score 25% down from 70. Bleeding on probing still heavy upper left and lower left',
      DENTAL: [
        ['27', 'Grade 1 mobile'],
        ['36', 'DO composite sound'],
      ],
      CONSULT: 'Advised a smaller interdental brush between 24 and 25 until it heals',
      'TX TODAY': ['RSD'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Root surface debridement upper left and lower left with ultrasonic and Gracey curettes',
        'Heavy subgingival calculus distal of 27 and in the furcation of 37',
      ],
      NOTES: "She's pleased with the progress so far",
      'F/U': 'Review in 3 months for reassessment',
    },
  }),
  defineCase({
    id: 'bo09-uk-typed-fdi-perio-reeval-residual-pockets-repeat-rsd-36-17-26',
    style: 'UK',
    asr: false,
    transcript:
      'Re-evaluation 3/12 post RSD. Pt reports no bleeding on brushing, using ID brushes daily. MH: no change, non-smoker, NKDA. EO: NAD. IO: soft tissues healthy, mild linea alba. Perio: FMPS 12%, FMBS 8%. Residual PPD ≥5 mm: 17 DP 6 mm, 26 MB 5 mm, 36 D 7 mm with BOP. Class II furcation 36 B. Recession 2 mm 31, 41. 36 mobility grade I. Dx: generalised periodontitis stage III grade B currently in remission with residual sites. Discussed: good response overall, 36 needs further treatment, options repeat RSD or surgical referral. Pt opted for repeat RSD. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + lingual infil 36. Oraqix 17, 26. RSD 36, 17, 26 with ultrasonic + mini-five Graceys. Irrigated 36 with CHX. Plan: reassess 36 in 3/12, surgical referral if not resolved, SPT 3-monthly with hygienist.',
    expect: {
      CC: 'Re-evaluation 3 months post RSD. Pt reports no bleeding on brushing, using ID brushes daily',
      'MED HX': 'No change, non-smoker, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, mild linea alba',
      PERIO:
        'FMPS 12%, FMBS 8%. Residual PPD ≥5 mm: 17 DP 6 mm, 26 MB 5 mm, 36 D 7 mm with BOP. Class II furcation 36 B. Recession 2 mm 31, 41',
      DENTAL: [['36', 'Mobility grade I']],
      DX: ['Generalised periodontitis stage III grade B currently in remission with residual sites'],
      CONSULT:
        'Discussed: good response overall, 36 needs further treatment, options repeat RSD or surgical referral. Pt opted for repeat RSD',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD 36, 17, 26', 'Irrigation 36'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
        'Oraqix 17, 26',
        'RSD 36, 17, 26 with ultrasonic + mini-five Graceys',
        'Irrigated 36 with CHX',
      ],
      'TX PLAN': ['Reassess 36 in 3 months', 'Surgical referral if not resolved', 'SPT 3-monthly with hygienist'],
    },
  }),
  defineCase({
    id: 'bo10-uk-asr-fdi-perio-no-section-words-desquamative-gingivitis-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "referred by her dentist with sore gums for about six months worse with spicy food and toothpaste hypertension on amlodipine and bendroflumethiazide allergic to penicillin no lymphadenopathy tmj fine white lacy striae on both buccal mucosae tongue normal gums fiery red and peeling on the labial of the upper and lower anteriors bleeding on brushing but probing depths all three millimetres or less plaque score forty percent because brushing hurts one one and two one crowns sound three one and four one recession one millimetre scratch that three one and four one sound impression desquamative gingivitis probably due to oral lichen planus explained it's an immune condition not an infection and it tends to come and go she asked if it could be cancer reassured her but we need a biopsy to confirm advised a sodium lauryl sulphate free toothpaste and a soft brush oral hygiene instruction with a single tufted brush plan incisional biopsy left buccal mucosa under local next visit biopsy in two weeks",
    expect: {
      CC: 'Referred by her dentist with sore gums for about 6 months. Worse with spicy food and toothpaste',
      'MED HX': 'Hypertension on amlodipine and bendroflumethiazide. Allergic to penicillin',
      EXTRA: 'No lymphadenopathy. TMJ fine',
      INTRA: 'White lacy striae on both buccal mucosae. Tongue normal',
      PERIO:
        'Gums fiery red and peeling on the labial of the upper and lower anteriors. Bleeding on brushing but probing depths all 3 mm or less. Plaque score 40% because brushing hurts',
      DENTAL: [
        ['11', 'Crowns sound'],
        ['21', 'Crowns sound'],
        ['31', 'Sound'],
        ['41', 'Sound'],
      ],
      DX: ['Desquamative gingivitis probably due to oral lichen planus'],
      CONSULT:
        "Explained it's an immune condition not an infection and it tends to come and go. She asked if it could be cancer. Reassured her but we need a biopsy to confirm. Advised a sodium lauryl sulphate free toothpaste and a soft brush",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction with a single tufted brush'],
      'TX PLAN': ['Incisional biopsy left buccal mucosa under local'],
      NV: ['Biopsy in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bo11-uk-asr-fdi-perio-spt-implant-46-mucositis-periodontal-maintenance',
    style: 'UK',
    asr: true,
    transcript:
      "supportive periodontal therapy three monthly no new problems medical history no changes still smoking about five a day no allergies extra oral nad intra oral mucosa around the implant at four six red and bleeds on probing five millimetre probing depths there no suppuration periodontal plaque score thirty five percent bleeding score eighteen percent residual pockets five millimetres distal of one seven and mesial of two seven two millimetres recession on the lower canines stable charting four six implant crown screw retained intact four seven grade one mobile radiographs pa four six bone level stable at the first thread diagnosis mucositis around the implant four six and periodontitis currently stable treatment today periodontal maintenance with full mouth ultrasonic debridement implant cleaned with titanium curettes and glycine powder air polishing oral hygiene instruction superfloss around the implant smoking cessation advice again he's not ready to quit review three months",
    expect: {
      CC: 'Supportive periodontal therapy 3 monthly. No new problems',
      'MED HX': 'No changes. Still smoking about 5 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Mucosa around the implant at 46 red and bleeds on probing. 5 mm probing depths there. No suppuration',
      PERIO:
        'Plaque score 35%. Bleeding score 18%. Residual pockets 5 mm distal of 17 and mesial of 27. 2 mm recession on the lower canines stable',
      DENTAL: [
        ['46', 'Implant crown screw retained intact'],
        ['47', 'Grade 1 mobile'],
      ],
      RADIO: 'PA 46 bone level stable at the first thread',
      DX: ['Mucositis around the implant 46', 'Periodontitis currently stable'],
      CONSULT: "Smoking cessation advice again. He's not ready to quit",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance with full mouth ultrasonic debridement',
        'Implant cleaned with titanium curettes and glycine powder air polishing',
        'Oral hygiene instruction Superfloss around the implant',
      ],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'bo12-uk-typed-fdi-perio-recession-31-frenum-ctg-plan-no-section-words',
    style: 'UK',
    asr: false,
    transcript:
      'Referred re recession 31. Pt noticed the gum shrinking over past year, occasional sensitivity, brushes hard. Healthy, no meds, NKDA, non-smoker. Lower labial frenum high, pulls on 31 margin. Thin gingival phenotype lower anteriors. 31 recession 4 mm labial, no keratinised tissue apical to it, PPD 2 mm. 41 recession 2 mm labial. BPE 1 1 1 / 1 2 1. 31 cervical abrasion cavity, not carious. 32, 42 sound. Dx: localised gingival recession 31 (RT1). Discussed options: monitor, connective tissue graft, or desensitising only. Risks/benefits explained incl. donor site pain. Pt would like graft. OHI: soft brush with roll technique. Photos taken. Plan: CTG + coronally advanced flap 31, frenectomy at same time. Review 6/52 pre-surgery.',
    expect: {
      CC: 'Referred re recession 31. Pt noticed the gum shrinking over past year, occasional sensitivity, brushes hard',
      'MED HX': 'Healthy, no meds, NKDA, non-smoker',
      INTRA: 'Lower labial frenum high, pulls on 31 margin',
      PERIO:
        'Thin gingival phenotype lower anteriors. 31 recession 4 mm labial, no keratinised tissue apical to it, PPD 2 mm. 41 recession 2 mm labial. BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['31', 'Cervical abrasion cavity, not carious'],
        ['32', 'Sound'],
        ['42', 'Sound'],
      ],
      DX: ['Localised gingival recession 31 (RT1)'],
      CONSULT:
        'Discussed options: monitor, connective tissue graft, or desensitising only. Risks/benefits explained incl. donor site pain. Pt would like graft',
      'TX TODAY': ['OHI'],
      TX: ['OHI: soft brush with roll technique', 'Photos taken'],
      'TX PLAN': ['CTG + coronally advanced flap 31', 'Frenectomy at same time'],
      'F/U': 'Review 6 weeks pre-surgery',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bo13-uk-asr-palmer-check-up-tmj-click-palatal-torus-bpe-3-ul7-caries',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right she's here for her check up says her jaw clicks on the left when she opens wide no pain medical history no changes takes levothyroxine no allergies extra oral left tmj click on opening no muscle tenderness lymph nodes not palpable intra oral palatal torus in the midline tongue slightly fissured buccal mucosa normal perio bpe two two three two two two calculus lingual of the lower anteriors bleeding on probing upper left posteriors four millimetre pocket distal of upper left six charting upper left six mesial occlusal distal amalgam sound upper left seven occlusal caries lower left five buccal cervical abrasion sensitive lower right one and lower left one grade one mobile bitewings grade one upper left seven occlusal caries into dentine diagnosis caries upper left seven and localised periodontitis upper left posteriors scale and polish ohi single tufted brush for the distal of upper left six next visit occlusal composite upper left seven recall six months",
    expect: {
      CC: 'Her check up. Says her jaw clicks on the left when she opens wide. No pain',
      'MED HX': 'No changes. Takes levothyroxine. No allergies',
      EXTRA: 'Left TMJ click on opening. No muscle tenderness. Lymph nodes not palpable',
      INTRA: 'Palatal torus in the midline. Tongue slightly fissured. Buccal mucosa normal',
      PERIO:
        'BPE 2 2 3 / 2 2 2. Calculus lingual of the lower anteriors. Bleeding on probing upper left posteriors. 4 mm pocket distal of UL6',
      DENTAL: [
        ['UL6', 'MOD amalgam sound'],
        ['UL7', 'O caries'],
        ['LL5', 'B cervical abrasion sensitive'],
        ['LR1', 'Grade 1 mobile'],
        ['LL1', 'Grade 1 mobile'],
      ],
      RADIO: 'Bitewings grade 1. UL7 occlusal caries into dentine',
      DX: ['Caries UL7', 'Localised periodontitis upper left posteriors'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI single tufted brush for the distal of UL6'],
      NV: ['O composite UL7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bo14-uk-asr-palmer-no-section-words-partial-denture-ulcer-eased-clasped-teeth',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "here because her lower partial denture has been rubbing on the right for about a week atrial fibrillation on apixaban no allergies four millimetre ulcer on the lower right ridge under the denture flange where the lower right six was upper denture bearing area healthy no signs of stomatitis two millimetres buccal recession on the clasped teeth lower right four and lower right five gums otherwise healthy plaque on the clasped teeth lower right five grade one mobile lower right four sound lower left three distal caries eased the flange over the ulcer with an acrylic bur and polished lower right five clasp checked and adjusted slightly she's a bit hard of hearing so I wrote the instructions down for her advised leaving the denture out as much as possible until it heals and warm salt water rinses told her if it hasn't healed in two weeks we'll refer her next visit distal composite lower left three review in two weeks",
    expect: {
      CC: 'Her lower partial denture has been rubbing on the right for about a week',
      'MED HX': 'Atrial fibrillation on apixaban. No allergies',
      INTRA:
        '4 mm ulcer on the lower right ridge under the denture flange where LR6 was. Upper denture bearing area healthy. No signs of stomatitis',
      PERIO: '2 mm buccal recession on the clasped teeth LR4 and LR5. Gums otherwise healthy. Plaque on the clasped teeth',
      DENTAL: [
        ['LR5', 'Grade 1 mobile'],
        ['LR4', 'Sound'],
        ['LL3', 'D caries'],
      ],
      CONSULT:
        "Advised leaving the denture out as much as possible until it heals and warm salt water rinses. Told her if it hasn't healed in 2 weeks we'll refer her",
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased the flange over the ulcer with an acrylic bur and polished', 'LR5 clasp checked and adjusted slightly'],
      NOTES: "She's a bit hard of hearing so I wrote the instructions down for her",
      NV: ['D composite LL3'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'bo15-uk-typed-palmer-np-bpe-furcation-stars-lr6-mobility-opg-smoker',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'NP exam. C/O loose tooth LR6, bad taste. MH: asthma (salbutamol), NKDA, smoker 15/day, 14 units/wk. EO: NAD, TMJ NAD, no LNs. IO: soft tissues NAD, halitosis. BPE 3* 2 3 / 4* 2 3. Generalised marginal inflammation, BOP ++. Supra + subgingival calculus. PPD 7 mm LR6 D with suppuration, grade II furcation LR6 B. UR6 grade I furcation B. Charting: LR6 mobility grade II, DO amalgam. UR6 O amalgam sound. UL7 MO comp sound. LL8 partially erupted. Radiographs: OPG - generalised horizontal bone loss 30-40%, vertical defect LR6 D to apical third, no caries. Dx: generalised periodontitis stage III grade C, LR6 poor prognosis. Discussed perio disease, smoking as risk factor. Smoking cessation advice, leaflet given. Pt wants to try to keep LR6. S&P, OHI: TePe sizes 1 & 2. Plan: RSD 4 quads under LA, reassess LR6 at 3/12. NV: RSD UR + LR.',
    expect: {
      CC: 'NP exam. Loose tooth LR6, bad taste',
      'MED HX': 'Asthma (salbutamol), NKDA, smoker 15/day, 14 units/wk',
      EXTRA: 'NAD, TMJ NAD, no LNs',
      INTRA: 'Soft tissues NAD, halitosis',
      PERIO:
        'BPE 3* 2 3 / 4* 2 3. Generalised marginal inflammation, BOP ++. Supra + subgingival calculus. PPD 7 mm LR6 D with suppuration, grade II furcation LR6 B. UR6 grade I furcation B',
      DENTAL: [
        ['LR6', 'Mobility grade II, DO amalgam'],
        ['UR6', 'O amalgam sound'],
        ['UL7', 'MO comp sound'],
        ['LL8', 'Partially erupted'],
      ],
      RADIO: 'OPG - generalised horizontal bone loss 30-40%, vertical defect LR6 D to apical third, no caries',
      DX: ['Generalised periodontitis stage III grade C', 'LR6 poor prognosis'],
      CONSULT:
        'Discussed perio disease, smoking as risk factor. Smoking cessation advice, leaflet given. Pt wants to try to keep LR6',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI: TePe sizes 1 & 2'],
      'TX PLAN': ['RSD 4 quads under LA', 'Reassess LR6 at 3 months'],
      NV: ['RSD UR + LR'],
    },
  }),
  defineCase({
    id: 'bo16-uk-asr-palmer-no-section-words-pericoronitis-ll8-irrigation-metronidazole',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's got pain at the back on the lower left for three days can't open fully worse when he eats fit and well no medication no allergies mouth opening about twenty five millimetres tender swollen left submandibular node temperature normal operculum over the lower left eight red swollen and tender food trapped under it upper left eight over erupted biting on the operculum lower left eight partially erupted no caries lower left seven sound diagnosis pericoronitis lower left eight explained what's causing it and the options irrigated under the operculum with warm chlorhexidine using a blunt needle prescription metronidazole four hundred milligrams three times a day for three days advised hot salt water mouthwashes every few hours he's got exams next week plan extraction of lower left eight and upper left eight if it keeps flaring up review in one week",
    expect: {
      CC: "Emergency. He's got pain at the back on the lower left for 3 days. Can't open fully. Worse when he eats",
      'MED HX': 'Fit and well. No medication. No allergies',
      EXTRA: 'Mouth opening about 25 mm. Tender swollen left submandibular node. Temperature normal',
      INTRA: 'Operculum over LL8 red swollen and tender. Food trapped under it',
      DENTAL: [
        ['UL8', 'Over erupted biting on the operculum'],
        ['LL8', 'Partially erupted no caries'],
        ['LL7', 'Sound'],
      ],
      DX: ['Pericoronitis LL8'],
      CONSULT: "Explained what's causing it and the options. Advised hot salt water mouthwashes every few hours",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with warm chlorhexidine using a blunt needle',
        'Prescription metronidazole 400 mg 3 times a day for 3 days',
      ],
      'TX PLAN': ['Extraction LL8, UL8 if it keeps flaring up'],
      NOTES: "He's got exams next week",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bo17-uk-asr-palmer-gingival-enlargement-amlodipine-s-and-p-d-composite-lr5',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for a scale and polish and the filling on the lower right five medical history no changes on amlodipine and ramipril for his blood pressure no allergies perio gums enlarged and fibrous around the upper and lower anteriors localised bleeding on probing bpe two two two two three two plaque score thirty percent intra oral frictional keratosis along the left cheek lower right five distal caries lower right four mesial occlusal composite sound diagnosis drug influenced gingival enlargement treatment today scale and polish oral hygiene instruction interdental brushes la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration lower right five cotton wool rolls caries removed distal composite lower right five shade a three occlusion checked discussed that the blood pressure tablets can make the gums grow and asked him to mention it to his gp recall four months',
    expect: {
      CC: 'Scale and polish and the filling on LR5',
      'MED HX': 'No changes. On amlodipine and ramipril for his blood pressure. No allergies',
      INTRA: 'Frictional keratosis along the left cheek',
      PERIO:
        'Gums enlarged and fibrous around the upper and lower anteriors. Localised bleeding on probing. BPE 2 2 2 / 2 3 2. Plaque score 30%',
      DENTAL: [
        ['LR5', 'D caries'],
        ['LR4', 'MO composite sound'],
      ],
      DX: ['Drug influenced gingival enlargement'],
      CONSULT: 'Discussed that the blood pressure tablets can make the gums grow and asked him to mention it to his GP',
      'TX TODAY': ['Scale and polish', 'OHI', 'D composite LR5'],
      TX: [
        'Scale and polish',
        'Oral hygiene instruction interdental brushes',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration LR5',
        'Cotton wool rolls',
        'Caries removed',
        'D composite LR5',
        'Shade A3',
        'Occlusion checked',
      ],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'bo18-uk-typed-palmer-f-p-dentures-mandibular-tori-polyp-bpe-x-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Annual check. Wears F/P, no problems. MH: COPD, inhalers, NKDA, ex-smoker. No LNs, TMJ NAD. Mandibular tori bilat, large, lower denture rocks on them. Upper ridge firm, palate healthy under denture. Small fibroepithelial polyp L buccal mucosa, pt says present for years, unchanged. BPE X X X / 2 2 2. Calculus lingual LL3-LR3. LR2 grade I mobile. LL3 cervical abrasion. S&P, OHI. Discussed tori may need removing if new lower denture needed. Recall 12/12.',
    expect: {
      CC: 'Annual check. Wears F/P, no problems',
      'MED HX': 'COPD, inhalers, NKDA, ex-smoker',
      EXTRA: 'No LNs, TMJ NAD',
      INTRA:
        'Mandibular tori bilat, large, lower denture rocks on them. Upper ridge firm, palate healthy under denture. Small fibroepithelial polyp L buccal mucosa, pt says present for years, unchanged',
      PERIO: 'BPE X X X / 2 2 2. Calculus lingual LL3-LR3',
      DENTAL: [
        ['LR2', 'Grade I mobile'],
        ['LL3', 'Cervical abrasion'],
      ],
      CONSULT: 'Discussed tori may need removing if new lower denture needed',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      'F/U': 'Recall 12 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'bo19-us-asr-universal-new-patient-psr-furcation-19-fmx-srp-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she hasn't had a cleaning in five years gums bleed when she flosses medical history hypertension takes lisinopril allergic to sulfa drugs extraoral no lymphadenopathy tmj within normal limits no deviation on opening lips dry and cracked intraoral small torus palatinus tongue and floor of mouth normal no lesions perio psr three three four three three three generalized four to five millimeter pockets seven millimeters on the distal of numbers two and fifteen class two furcation on the buccal of number nineteen generalized bleeding on probing moderate calculus number nineteen mesial occlusal amalgam with recurrent decay number thirty crown sound numbers eight and nine composites on the mesial intact number three missing fmx generalized horizontal bone loss about thirty percent diagnosis generalized periodontitis stage three grade b and recurrent caries number nineteen went over the radiographs and the perio chart with her explained scaling and root planing oral hygiene instruction with floss and a water flosser treatment plan scaling and root planing four quadrants then mesial occlusal composite number nineteen next visit srp upper right and lower right",
    expect: {
      CC: "New patient comprehensive exam. She hasn't had a cleaning in 5 years. Gums bleed when she flosses",
      'MED HX': 'Hypertension. Takes lisinopril. Allergic to sulfa drugs',
      EXTRA: 'No lymphadenopathy. TMJ within normal limits. No deviation on opening. Lips dry and cracked',
      INTRA: 'Small torus palatinus. Tongue and floor of mouth normal. No lesions',
      PERIO:
        'PSR 3 3 4 / 3 3 3. Generalized 4 to 5 mm pockets. 7 mm on the distal of #2 and #15. Class 2 furcation on the buccal of #19. Generalized bleeding on probing. Moderate calculus',
      DENTAL: [
        ['19', 'MO amalgam with recurrent decay'],
        ['30', 'Crown sound'],
        ['8', 'M composites intact'],
        ['9', 'M composites intact'],
        ['3', 'Missing'],
      ],
      RADIO: 'FMX generalized horizontal bone loss about 30%',
      DX: ['Generalized periodontitis stage 3 grade B', 'Recurrent caries #19'],
      CONSULT: 'Went over the radiographs and the perio chart with her. Explained scaling and root planing',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction with floss and a water flosser'],
      'TX PLAN': ['SRP 4 quadrants', 'MO composite #19'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'bo20-us-asr-universal-no-section-words-necrotizing-gingivitis-chlorhexidine',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here because his gums have been really sore and bleeding for four days bad taste in his mouth he's a college student with finals next week smokes about half a pack a day no medical problems no meds no allergies temp ninety nine point one small tender nodes under the jaw on both sides punched out papillae on the lower anteriors with gray slough gums bleed on touch worst around numbers twenty four and twenty five lots of plaque no pockets deeper than four millimeters number thirty occlusal sealant intact number nineteen sound diagnosis necrotizing gingivitis explained it's linked to stress smoking and plaque gentle ultrasonic debridement under topical anesthetic oral hygiene instruction with an extra soft brush prescription chlorhexidine point one two percent rinse twice a day for two weeks advised him to stop smoking and eat soft food review in one week",
    expect: {
      CC: 'His gums have been really sore and bleeding for 4 days. Bad taste in his mouth',
      'MED HX': 'Smokes about half a pack a day. No medical problems. No meds. No allergies',
      EXTRA: 'Temp 99.1. Small tender nodes under the jaw on both sides',
      PERIO:
        'Punched out papillae on the lower anteriors with gray slough. Gums bleed on touch. Worst around #24 and #25. Lots of plaque. No pockets deeper than 4 mm',
      DENTAL: [
        ['30', 'Occlusal sealant intact'],
        ['19', 'Sound'],
      ],
      DX: ['Necrotizing gingivitis'],
      CONSULT: "Explained it's linked to stress smoking and plaque. Advised him to stop smoking and eat soft food",
      'TX TODAY': ['OHI'],
      TX: [
        'Gentle ultrasonic debridement under topical anesthetic',
        'Oral hygiene instruction with an extra soft brush',
        'Prescription chlorhexidine 0.12% rinse twice a day for 2 weeks',
      ],
      NOTES: "He's a college student with finals next week",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bo21-us-typed-universal-periodic-prophy-recession-abfraction-b-composites-20-21',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, adult prophy. Pt reports sensitivity to cold LL. Med hx: no changes; atorvastatin, metformin; allergic to latex. EO: WNL, no TMJ sounds, LNs non-palpable. IO: tongue scalloped, mild linea alba bilat, otherwise WNL; oral cancer screening neg. Perio: PSR 2 2 2 / 3 2 2. Gingiva pink, firm; localized BOP #18-#20. Recession 2-3 mm #20, #21 B. Light supra calculus. #20 B abfraction, sensitive to air. #21 B abfraction. #19 MOD amalgam, D margin broken down. #14 crown, M margin open. 2 BWX: no interproximal caries, slight bone loss #18-#19 area. Dx: localized gingivitis, abfraction #20, #21. Prophy, OHI (soft brush + less pressure). Discussed B composites #20, #21 vs desensitizer; pt wants composites today. LA 1 carpule 2% lido 1:100k epi buccal infiltration #20, #21. Cotton rolls + retraction cord. Etch, bond, B composites #20, #21 shade A3. Finished, polished. Tx plan: crown #19, new crown #14. Recall 6 mo.',
    expect: {
      CC: 'Periodic exam, adult prophy. Pt reports sensitivity to cold LL',
      'MED HX': 'No changes; atorvastatin, metformin; allergic to latex',
      EXTRA: 'WNL, no TMJ sounds, LNs non-palpable',
      INTRA: 'Tongue scalloped, mild linea alba bilat, otherwise WNL; oral cancer screening neg',
      PERIO:
        'PSR 2 2 2 / 3 2 2. Gingiva pink, firm; localized BOP #18-#20. Recession 2-3 mm #20, #21 B. Light supra calculus',
      DENTAL: [
        ['20', 'B abfraction, sensitive to air'],
        ['21', 'B abfraction'],
        ['19', 'MOD amalgam, D margin broken down'],
        ['14', 'Crown, M margin open'],
      ],
      RADIO: '2 BWX: no interproximal caries, slight bone loss #18-#19 area',
      DX: ['Localized gingivitis', 'Abfraction #20, #21'],
      CONSULT: 'Discussed B composites #20, #21 vs desensitizer; pt wants composites today',
      'TX TODAY': ['Prophy', 'OHI', 'B composites #20, #21'],
      TX: [
        'Prophy',
        'OHI (soft brush + less pressure)',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #20, #21',
        'Cotton rolls + retraction cord',
        'Etch',
        'Bond',
        'B composites #20, #21 shade A3',
        'Finished',
        'Polished',
      ],
      'TX PLAN': ['Crown #19', 'New crown #14'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'bo22-us-asr-universal-limited-exam-traumatic-ulcer-geographic-tongue-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited exam for a painful sore inside her lower lip for five days she thinks she bit it medical history healthy takes vitamin d no allergies no lymphadenopathy shallow ulcer about five millimeters with a yellow base and red halo on the lower labial mucosa across from number twenty four tongue has geographic patches that she says come and go rest of the soft tissues normal gums healthy number twenty three chipped incisal edge sharp numbers twenty four and twenty five sound diagnosis traumatic ulcer lower lip and geographic tongue smoothed number twenty three incisal edge with a finishing disc prescription triamcinolone in orabase three times a day after meals told her the tongue is harmless and needs no treatment plan biopsy if it hasn't healed in two weeks review in two weeks",
    expect: {
      CC: 'Limited exam for a painful sore inside her lower lip for 5 days. She thinks she bit it',
      'MED HX': 'Healthy. Takes vitamin D. No allergies',
      EXTRA: 'No lymphadenopathy',
      INTRA:
        'Shallow ulcer about 5 mm with a yellow base and red halo on the lower labial mucosa across from #24. Tongue has geographic patches that she says come and go. Rest of the soft tissues normal',
      PERIO: 'Gums healthy',
      DENTAL: [
        ['23', 'Chipped incisal edge sharp'],
        ['24', 'Sound'],
        ['25', 'Sound'],
      ],
      DX: ['Traumatic ulcer lower lip', 'Geographic tongue'],
      CONSULT: 'Told her the tongue is harmless and needs no treatment',
      TX: [
        'Smoothed #23 incisal edge with a finishing disc',
        'Prescription triamcinolone in Orabase 3 times a day after meals',
      ],
      'TX PLAN': ["Biopsy if it hasn't healed in 2 weeks"],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'bo23-us-asr-universal-teen-braces-gingival-enlargement-white-spots-prophy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "fifteen year old here with mom for her cleaning and exam braces on for a year now gums bleed when she brushes medical history healthy no meds allergic to amoxicillin extraoral within normal limits intraoral cheeks irritated by the brackets no ulcers perio gums puffy and red around the brackets especially the upper anteriors generalized bleeding on probing pseudopockets of four millimeters from the overgrowth heavy plaque around the brackets numbers seven eight nine and ten white spot lesions along the gum line numbers three fourteen nineteen and thirty sealants intact diagnosis plaque induced gingivitis with gingival enlargement and white spot lesions seven through ten prophy oral hygiene instruction with an orthodontic brush and a water flosser fluoride varnish showed mom the white spots and explained they can turn into cavities if the plaque stays she's going to let the orthodontist know prescription prevident five thousand toothpaste recall three months",
    expect: {
      CC: 'Her cleaning and exam. Braces on for a year now. Gums bleed when she brushes',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Cheeks irritated by the brackets. No ulcers',
      PERIO:
        'Gums puffy and red around the brackets especially the upper anteriors. Generalized bleeding on probing. Pseudopockets of 4 mm from the overgrowth. Heavy plaque around the brackets',
      DENTAL: [
        ['7', 'White spot lesions along the gum line'],
        ['8', 'White spot lesions along the gum line'],
        ['9', 'White spot lesions along the gum line'],
        ['10', 'White spot lesions along the gum line'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      DX: ['Plaque induced gingivitis with gingival enlargement', 'White spot lesions #7 through #10'],
      CONSULT:
        "Showed mom the white spots and explained they can turn into cavities if the plaque stays. She's going to let the orthodontist know",
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy',
        'Oral hygiene instruction with an orthodontic brush and a water flosser',
        'Fluoride varnish',
        'Prescription PreviDent 5000 toothpaste',
      ],
      NOTES: '15 year old here with mom',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bo24-us-typed-universal-popcorn-gingival-abscess-14-15-irrigation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. C/O popcorn hull stuck between #14/#15 since Saturday, gum sore and swollen. Med hx: no changes, NKDA. EO: no swelling, no LNs. Papilla #14-#15 red, swollen, tender, fluctuant; 5 mm pocket with pus on probing, rest of mouth probing 2-3 mm. #14 MO composite intact, not TTP, cold WNL. #15 sound, slightly TTP. PA: no bone loss, no periapical pathology. Dx: gingival abscess #14-#15 (foreign body). Topical benzocaine. LA 1 carpule 2% lido 1:100k epi buccal infiltration #14. Curettage of papilla, popcorn hull fragment removed, irrigated with saline, drained. Rx chlorhexidine 0.12% 15 ml BID x 1 wk. Advised floss after popcorn, warm salt water rinses. Review in 1 wk if not settled.',
    expect: {
      CC: 'Limited exam. Popcorn hull stuck between #14/#15 since Saturday, gum sore and swollen',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'No swelling, no LNs',
      PERIO:
        'Papilla #14-#15 red, swollen, tender, fluctuant; 5 mm pocket with pus on probing, rest of mouth probing 2-3 mm',
      DENTAL: [
        ['14', 'MO composite intact, not TTP, cold WNL'],
        ['15', 'Sound, slightly TTP'],
      ],
      RADIO: 'PA: no bone loss, no periapical pathology',
      DX: ['Gingival abscess #14-#15 (foreign body)'],
      CONSULT: 'Advised floss after popcorn, warm salt water rinses',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #14',
        'Curettage of papilla',
        'Popcorn hull fragment removed',
        'Irrigated with saline',
        'Drained',
        'Rx chlorhexidine 0.12% 15 ml BID x 1 wk',
      ],
      'F/U': 'Review in 1 wk if not settled',
    },
  }),

  // ---------------------------------------------------------------- 5. US hygienist (Universal)
  defineCase({
    id: 'bo25-us-asr-universal-hygienist-srp-ur-lr-arestin-31-two-la-lines',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper right and lower right quadrants medical history no changes since last visit type two diabetes on metformin last a one c seven point two no allergies blood pressure one thirty eight over eighty four extraoral no changes intraoral no lesions perio five to six millimeter pockets interproximal upper right seven millimeters distal lingual of number thirty one class one furcation buccal of number three bleeding on probing throughout heavy subgingival calculus lower right number thirty one class one mobility two carpules lidocaine two percent one to one hundred thousand epi right ianb one carpule septocaine four percent one to one hundred thousand epi buccal infiltration upper right scaling and root planing upper right and lower right with the cavitron and hand instruments arestin placed in number thirty one distal lingual pocket oral hygiene instruction with interdental brushes she was nervous about the needle but did fine next visit scaling and root planing upper left and lower left in two weeks',
    expect: {
      CC: 'Scaling and root planing upper right and lower right quadrants',
      'MED HX':
        'No changes since last visit. Type 2 diabetes on metformin. Last A1c 7.2. No allergies. Blood pressure 138/84',
      EXTRA: 'No changes',
      INTRA: 'No lesions',
      PERIO:
        '5 to 6 mm pockets interproximal upper right. 7 mm DL of #31. Class 1 furcation buccal of #3. Bleeding on probing throughout. Heavy subgingival calculus lower right',
      DENTAL: [['31', 'Class 1 mobility']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule Septocaine 4% 1:100,000 epinephrine, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and hand instruments',
        'Arestin placed in #31 DL pocket',
        'Oral hygiene instruction with interdental brushes',
      ],
      NOTES: 'She was nervous about the needle but did fine',
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bo26-us-typed-universal-hygienist-perio-maintenance-furcation-19-mobility',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '3-month recall for periodontal maintenance. Pt has no concerns, flossing most days. Med hx: updated, no changes, NKDA, BP 124/78. EO: WNL. IO: WNL, OCS neg. Perio: BOP 14%, plaque light interproximal posterior. PD 4-5 mm #2 D, #15 D, #18 M; rest 1-3 mm. Class II furcation #19 B, stable. Recession 1-2 mm generalized lower anteriors. #24, #25 class I mobility (unchanged). Calculus light lingual lower anteriors. Periodontal maintenance w/ ultrasonic + hand scaling, polished w/ fine paste. OHI: end-tuft brush #2, #15 distal. Fluoride varnish applied. Next appointment: FMX + perio charting with periodontal maintenance. Recall 3 mo.',
    expect: {
      CC: '3-month recall for periodontal maintenance. Pt has no concerns, flossing most days',
      'MED HX': 'Updated, no changes, NKDA, BP 124/78',
      EXTRA: 'WNL',
      INTRA: 'WNL, OCS neg',
      PERIO:
        'BOP 14%, plaque light interproximal posterior. PD 4-5 mm #2 D, #15 D, #18 M; rest 1-3 mm. Class II furcation #19 B, stable. Recession 1-2 mm generalized lower anteriors. Calculus light lingual lower anteriors',
      DENTAL: [
        ['24', 'Class I mobility (unchanged)'],
        ['25', 'Class I mobility (unchanged)'],
      ],
      'TX TODAY': ['Periodontal maintenance', 'OHI', 'Fluoride varnish'],
      TX: [
        'Periodontal maintenance w/ ultrasonic + hand scaling',
        'Polished w/ fine paste',
        'OHI: end-tuft brush #2, #15 distal',
        'Fluoride varnish applied',
      ],
      NV: ['FMX + perio charting with periodontal maintenance'],
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'bo27-us-asr-universal-hygienist-no-section-words-prophy-tori-varnish-declined',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'adult prophy and periodic exam no concerns no changes to her health takes sertraline no allergies no lumps or bumps in the neck tmj normal small mandibular tori on both sides uh linea alba on the cheeks tongue normal psr one one one two two one light bleeding on probing lower left light calculus lingual of the lower anteriors probing depths two to three millimeters throughout number three occlusal caries number fourteen crown margins intact number nineteen mesial occlusal distal sorry mesial occlusal composite intact four bitewings no interproximal caries bone levels normal prophy with the cavitron then polished oral hygiene instruction flossing lower left fluoride varnish declined doctor recommended an occlusal composite on number three next visit occlusal composite number three recall six months',
    expect: {
      CC: 'Adult prophy and periodic exam. No concerns',
      'MED HX': 'No changes to her health. Takes sertraline. No allergies',
      EXTRA: 'No lumps or bumps in the neck. TMJ normal',
      INTRA: 'Small mandibular tori on both sides. Linea alba on the cheeks. Tongue normal',
      PERIO:
        'PSR 1 1 1 / 2 2 1. Light bleeding on probing lower left. Light calculus lingual of the lower anteriors. Probing depths 2 to 3 mm throughout',
      DENTAL: [
        ['3', 'O caries'],
        ['14', 'Crown margins intact'],
        ['19', 'MO composite intact'],
      ],
      RADIO: '4 bitewings. No interproximal caries. Bone levels normal',
      CONSULT: 'Fluoride varnish declined. Doctor recommended an occlusal composite on #3',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with the Cavitron', 'Polished', 'Oral hygiene instruction flossing lower left'],
      NV: ['O composite #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bo28-us-asr-universal-hygienist-heavy-calculus-debridement-fractured-l-cusp-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient last cleaning more than ten years ago wants her teeth cleaned and is worried about bad breath medical history asthma uses an albuterol inhaler former smoker quit two years ago no allergies extraoral submandibular nodes not palpable tmj no clicking intraoral small ulcer on the right lateral border of the tongue next to number thirty tongue coated perio heavy calculus bridging the lower anteriors gums red and swollen generalized bleeding on probing couldn't probe accurately because of the calculus number thirty fractured lingual cusp sharp number thirty one missing number eighteen large occlusal caries fmx taken horizontal bone loss moderate in the lower anteriors periapical lucency number eighteen full mouth debridement with the cavitron oral hygiene instruction with a power brush and floss picks explained she'll need a comprehensive exam and full probing once the calculus is off and the dentist will look at numbers thirty and eighteen she was relieved nobody lectured her next visit comprehensive exam with full perio charting in four weeks",
    expect: {
      CC: 'New patient. Last cleaning more than 10 years ago. Wants her teeth cleaned and is worried about bad breath',
      'MED HX': 'Asthma. Uses an albuterol inhaler. Former smoker quit 2 years ago. No allergies',
      EXTRA: 'Submandibular nodes not palpable. TMJ no clicking',
      INTRA: 'Small ulcer on the right lateral border of the tongue next to #30. Tongue coated',
      PERIO:
        "Heavy calculus bridging the lower anteriors. Gums red and swollen. Generalized bleeding on probing. Couldn't probe accurately because of the calculus",
      DENTAL: [
        ['30', 'Fractured L cusp sharp', 'L cusp'],
        ['31', 'Missing'],
        ['18', 'Large O caries'],
      ],
      RADIO: 'FMX taken. Horizontal bone loss moderate in the lower anteriors. Periapical lucency #18',
      CONSULT:
        "Explained she'll need a comprehensive exam and full probing once the calculus is off and the dentist will look at #30 and #18",
      'TX TODAY': ['OHI'],
      TX: ['Full mouth debridement with the Cavitron', 'Oral hygiene instruction with a power brush and floss picks'],
      NOTES: 'She was relieved nobody lectured her',
      NV: ['Comprehensive exam with full perio charting in 4 weeks'],
    },
  }),
  defineCase({
    id: 'bo29-us-typed-universal-hygienist-np-psr-4-srp-declined-prophy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'NP hygiene visit. CC: gums receding, teeth look longer. Med hx: HTN (amlodipine), hypothyroid (levothyroxine), NKDA. EO: WNL. IO: large torus palatinus, soft tissues otherwise WNL. PSR 3 3 3 / 4 3 4. Probing: gen 4-5 mm, 6 mm #3 MB, #14 DB, #30 DL. Class I furcation #3 B, #30 B. Recession 3 mm #6, #11 F, 4 mm #22, #27 F. Gen BOP ~40%, mod sub calculus. #23, #26 class I mobility. 4 BWX + 2 PA anteriors: gen horizontal bone loss 20-30%. Dx: gen periodontitis stage III grade B. Rec 4 quad SRP; pt declined today due to cost, will discuss with husband. Prophy at pt request. OHI: Sonicare + floss picks. NV: SRP UR/LR if accepted. Recall 3 mo.',
    expect: {
      CC: 'NP hygiene visit. Gums receding, teeth look longer',
      'MED HX': 'HTN (amlodipine), hypothyroid (levothyroxine), NKDA',
      EXTRA: 'WNL',
      INTRA: 'Large torus palatinus, soft tissues otherwise WNL',
      PERIO:
        'PSR 3 3 3 / 4 3 4. Probing: gen 4-5 mm, 6 mm #3 MB, #14 DB, #30 DL. Class I furcation #3 B, #30 B. Recession 3 mm #6, #11 F, 4 mm #22, #27 F. Gen BOP ~40%, mod sub calculus',
      DENTAL: [
        ['23', 'Class I mobility'],
        ['26', 'Class I mobility'],
      ],
      RADIO: '4 BWX + 2 PA anteriors: gen horizontal bone loss 20-30%',
      DX: ['Gen periodontitis stage III grade B'],
      CONSULT: 'Rec 4 quad SRP; pt declined today due to cost, will discuss with husband',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy at pt request', 'OHI: Sonicare + floss picks'],
      NV: ['SRP UR/LR if accepted'],
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'bo30-us-asr-universal-hygienist-radiation-dry-mouth-thrush-cervical-caries',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six month recall she finished radiation to her neck in the spring her mouth is really dry medical history throat cancer treated with radiation no chemo now takes levothyroxine and omeprazole no allergies neck scar healing well no palpable nodes mouth opening reduced about thirty millimeters mucosa dry and shiny white patches on the tongue that wipe off with redness underneath gums mostly healthy light bleeding lower anteriors probing three millimeters or less plaque heavier than usual numbers twenty three and twenty six facial cervical caries number twenty nine facial cervical caries sorry lingual cervical caries prophy with hand scaling then polished oral hygiene instruction with a soft brush fluoride varnish prescription prevident five thousand booster plus for bedtime told her the doctor will check the cavities and the white patches look like thrush next visit doctor exam for fillings on twenty three twenty six and twenty nine recall three months',
    expect: {
      CC: '6 month recall. She finished radiation to her neck in the spring. Her mouth is really dry',
      'MED HX': 'Throat cancer treated with radiation. No chemo now. Takes levothyroxine and omeprazole. No allergies',
      EXTRA: 'Neck scar healing well. No palpable nodes. Mouth opening reduced about 30 mm',
      INTRA: 'Mucosa dry and shiny. White patches on the tongue that wipe off with redness underneath',
      PERIO: 'Gums mostly healthy. Light bleeding lower anteriors. Probing 3 mm or less. Plaque heavier than usual',
      DENTAL: [
        ['23', 'F cervical caries'],
        ['26', 'F cervical caries'],
        ['29', 'L cervical caries'],
      ],
      CONSULT: 'Told her the doctor will check the cavities and the white patches look like thrush',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy with hand scaling',
        'Polished',
        'Oral hygiene instruction with a soft brush',
        'Fluoride varnish',
        'Prescription PreviDent 5000 Booster Plus for bedtime',
      ],
      NV: ['Doctor exam for fillings #23, #26, #29'],
      'F/U': 'Recall 3 months',
    },
  }),
];
