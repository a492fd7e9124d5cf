// A hundred-and-thirteenth development batch (ids dk01–dk30), written blind from the contract (corpus README from
// "## General rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen
// the engine or any held-out split; every case was labelled before any check. It is pregnancy, babies and toddlers at UK
// and US practices: pregnant patients (pregnancy gingivitis, an epulis, morning sickness and erosion, which radiographs
// and anaesthetics are safe, what waits for which trimester, lying back in the third trimester, breastfeeding after the
// birth) and the first visits of babies and toddlers (lift-the-lip and knee-to-knee examinations, teething, a tongue-tie,
// a natal tooth, bottles and breastfeeding at night, early childhood caries, fluoride varnish, how much toothpaste, SDF,
// an ART filling, a Hall crown, a pulpotomy under nitrous oxide, falls with intruded incisors), with parents' questions and
// worries and referrals to the health visitor, the paediatrician or the community dental service. Primary teeth are
// written in every notation (FDI 51–85, Palmer ULA / LRE, Universal #E / #P). Six clinicians, five visits each:
//   dk01–dk05 a UK NHS general dentist (FDI, pregnant patients; dk01, dk03, dk05 recogniser-style, dk02, dk04 typed):
//     pregnancy gingivitis with scale and polish and the maternity exemption, erosion from hyperemesis with Duraphat on
//     the incisors, a third-trimester extirpation with a justified PA and a pillow under the hip (appended dictation), a
//     pregnancy epulis left until after the birth, a first-trimester check-up with bitewings, amalgam replacement and
//     whitening all deferred;
//   dk06–dk10 a UK dentist saying Palmer words (Palmer; dk06, dk08, dk10 recogniser-style, dk07, dk09 typed ULA
//     shorthand): a nine-month-old's first visit for teething, a two-year-old's early childhood caries from a night bottle
//     with a health visitor referral, a toddler's intruded ULA after a fall against a coffee table, a tongue-tie with a
//     letter to the GP (appended dictation), a Hall crown on LRE after separators;
//   dk11–dk15 a US general dentist seeing pregnant and breastfeeding patients (Universal; dk12, dk14 recogniser-style,
//     dk11, dk13, dk15 typed): a second-trimester MO composite with a hip wedge, a third-trimester prophy with supine
//     dizziness, a first-trimester emergency pulpectomy with the pregnancy typed before "Presents w/", a post-partum
//     extraction while breastfeeding (appended dictation), a new patient exam at 12 weeks with shielded bitewings and
//     fillings planned for the second trimester;
//   dk16–dk20 a US paediatric dentist (Universal primary letters; dk16, dk18, dk20 recogniser-style, dk17, dk19 typed):
//     an age-one visit with fluoride varnish and "scratch that", severe ECC with SDF on four teeth, a two-year-old's #F
//     intruded toward the tooth germ and extracted, a three-week-old's natal tooth removed on a paediatrician's referral
//     (appended dictation), a four-year-old's recall with SDF-arrested lesions while mum is expecting again;
//   dk21–dk25 a UK dental therapist in a community clinic (FDI primary and permanent; dk22, dk24, dk25 recogniser-style,
//     dk21, dk23 typed): a terse varnish and brushing visit, an ART occlusal GIC on 74, a health visitor's referral
//     of severe ECC on to the community dental service for GA assessment, a pregnant mother's hygiene visit (appended
//     dictation), a twenty-month-old's eruption haematoma over 64;
//   dk26–dk30 a US family dentist (Universal; dk27, dk29 recogniser-style, dk26, dk28, dk30 typed): a pregnant patient's
//     pericoronitis irrigated with amoxicillin prescribed, a seven-month-old's infant visit with untested well water, SRP
//     at 20 weeks with gestational diabetes, an eighteen-month-old's teething with a high fever sent to the paediatrician,
//     a pulpotomy and SSC on #S under nitrous oxide while the pregnant mother waited outside.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in dk16–dk20, dk27, dk29, dk30); 16 recogniser-style (lower
// case, number words, fillers, "sorry" / "I mean" / "scratch that", no punctuation) and 14 typed; 33 to 186 words (most
// 100 to 160, dk21 a 33-word typed line); five cases
// with appended dictation (dk03 "add to notes …" / "add to treatment …"; dk09 typed "Add to notes: …" / "Add to
// treatment: …"; dk14 "add to notes …" and a parent's question; dk19 typed "Add to notes: …" / "Add to treatment: …";
// dk24 "add to notes …" / "add to chart …"). DENTAL in 28 cases (not dk12, dk28; dk24 only from its appended chart entry).
//
// Judgement calls where the contract was silent:
// - How far along a pregnancy is ("28 weeks pregnant", "16/40 pregnant", "4 months postpartum breastfeeding") is MED HX
//   wherever it is said, also when typed before the complaint ("9 wks pregnant (1st trimester). Presents w/ …", dk13);
//   "16/40", "30/40", "37/40" (weeks of gestation) are kept as typed, as the contract converts only /7, /52 and /12.
// - A baby's or toddler's age and who came with them are NOTES (as more58), as are remarks about the child or parent ("he
//   cried the whole time which is normal", "mum and dad happy", "history consistent with the injury", "dad very engaged",
//   the pregnant mother who waited in reception). A carer's report of the complaint keeps its feeding habit in the CC
//   ("Bottle of milk to sleep + during the night", as more58 bh23).
// - Examination set-ups said where the intra-oral findings start ("examined knee to knee", "knee to knee exam", "lap to lap
//   exam", "Lift the lip exam: soft tissues NAD") are INTRA; plaque on the teeth is PERIO (as more58 bh23); gums swollen
//   over erupting teeth, an eruption haematoma "over the erupting 64", an epulis "between 21 and 22" and a Riga-Fede ulcer
//   are INTRA, the teeth only naming the place (rule 7); a region with no tooth number ("lower incisors sound") is INTRA.
// - Referrals elsewhere go to TX PLAN (health visitor for sleep support, community dental service for GA assessment, a
//   letter to the GP for paediatrics / ENT, a letter to the pediatrician about fluoride drops); a child sent on to the
//   pediatrician the same day by the parent's own call (dk29) is CONSULT, as no referral was made.
// - Advice to parents (toothpaste amount, cups, dummies, pacifiers, amber necklaces, teething rings, paracetamol), and to
//   pregnant patients (safe anaesthetics and radiographs, paracetamol not ibuprofen, rinsing after vomiting), with their
//   questions and answers, is CONSULT, as are the maternity exemption and "OB aware". Positioning a pregnant patient
//   ("sat her semi upright with a pillow under her right hip", "wedge under R hip") and her dizziness lying back, with what
//   was done for it, are TX steps of the visit; a break for the restroom is NOTES.
// - Numbers: "one thousand ppm" → "1,000 ppm" (thousands with a comma, as 22,600 ppm and 1:80,000); "a hundred and two"
//   (a fever) → "102"; "point nine milliliters" → "0.9 ml"; "age one" → "Age 1"; "thirty month old" → "30 month old".
// - Titles: "Hall crown" is SSC (the table), and a Hall crown said with its tooth gives "SSC LRE"; "Duraphat varnish …
//   applied", "FV" and "fluoride varnish on remaining teeth" are "Fluoride varnish"; "SDF 38% #E, #F, #L, #S (1 min each)"
//   is "SDF #E, #F, #L, #S"; "irrigated under operculum" is "Irrigation" (not a canal or socket); "scale around 21, 22"
//   and "TBI" are no titles; "pulpectomy #14" in an adult is "Pulpectomy #14"; a natal tooth "extracted #P w/ gauze +
//   fingers" is "Extraction #P"; canal irrigation and "Non setting calcium hydroxide and Cavit" are steps without titles.
// - A natal tooth is charted by its letter (#P); a not-yet-erupted tooth said with its letter is a chart entry ("Not
//   erupted"); "letter f" / "letters d and g" lose "letter(s)" as "tooth" and "number" do (as more58 bh21).
import { defineCase, type NotesCase } from '../case.ts';

export const more113Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS general dentist, pregnant patients (FDI)
  defineCase({
    id: 'dk01-uk-asr-fdi-pregnancy-gingivitis-24-weeks-s-and-p-exemption-bpe-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here because her gums have been bleeding a lot when she brushes since she got pregnant medical history twenty four weeks pregnant first baby otherwise fit and well taking folic acid and vitamin d no allergies extra oral nad intra oral soft tissues healthy apart from the gums bpe two two two two two two sorry two two two two one two generalised marginal gingivitis bleeding on probing everywhere plaque along the gum margins three six occlusal composite sound four six occlusal composite sound diagnosis pregnancy gingivitis explained the hormones make the gums react more to plaque and it should settle after the baby scale and polish oral hygiene instruction electric toothbrush and interdental brushes she asked if the bleeding is harmful to the baby told her no but keeping the gums healthy is important she has a maternity exemption certificate so nhs treatment is free until the baby's first birthday recall three months",
    expect: {
      CC: 'Her gums have been bleeding a lot when she brushes since she got pregnant',
      'MED HX': '24 weeks pregnant. First baby. Otherwise fit and well. Taking folic acid and vitamin D. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy apart from the gums',
      PERIO:
        'BPE 2 2 2 / 2 1 2. Generalised marginal gingivitis. Bleeding on probing everywhere. Plaque along the gum margins',
      DENTAL: [
        ['36', 'O composite sound'],
        ['46', 'O composite sound'],
      ],
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        "Explained the hormones make the gums react more to plaque and it should settle after the baby. She asked if the bleeding is harmful to the baby. Told her no but keeping the gums healthy is important. She has a maternity exemption certificate so NHS treatment is free until the baby's first birthday",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction electric toothbrush and interdental brushes'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dk02-uk-typed-fdi-hyperemesis-palatal-erosion-11-22-duraphat-16-40',
    style: 'UK',
    asr: false,
    transcript:
      "C/O sensitive upper front teeth to cold, 3/52. MH: 16/40 pregnant, hyperemesis, on cyclizine from GP, vomiting most mornings. NKDA. EO NAD. IO: soft tissues NAD. BPE 1 1 1 / 1 1 1. 11, 12, 21, 22 P erosion into dentine, sensitive to air. 16, 26 O erosion, cupping. No caries. Dx: erosion 2° to vomiting. Advised rinse w/ water or fluoride mouthwash after vomiting, don't brush for 1 hr, sugar-free gum, Sensodyne Repair. Pt asked if she can still have fillings while pregnant — explained yes, 2nd trimester is best. Duraphat varnish 22,600 ppm applied 11, 12, 21, 22. Plan: monitor, composite 11, 12, 21, 22 if worse after the baby. RV 3/12.",
    expect: {
      CC: 'Sensitive upper front teeth to cold, 3 weeks',
      'MED HX': '16/40 pregnant, hyperemesis, on cyclizine from GP, vomiting most mornings. NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. No caries',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine, sensitive to air'],
        ['12', 'P erosion into dentine, sensitive to air'],
        ['21', 'P erosion into dentine, sensitive to air'],
        ['22', 'P erosion into dentine, sensitive to air'],
        ['16', 'O erosion, cupping'],
        ['26', 'O erosion, cupping'],
      ],
      DX: ['Erosion 2° to vomiting'],
      CONSULT:
        "Advised rinse w/ water or fluoride mouthwash after vomiting, don't brush for 1 hr, sugar-free gum, Sensodyne Repair. Pt asked if she can still have fillings while pregnant — explained yes, 2nd trimester is best",
      'TX TODAY': ['Fluoride varnish 11, 12, 21, 22'],
      TX: ['Duraphat varnish 22,600 ppm applied 11, 12, 21, 22'],
      'TX PLAN': ['Monitor', 'Composite 11, 12, 21, 22 if worse after the baby'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'dk03-uk-asr-fdi-28-weeks-pulpitis-46-justified-pa-extirpation-hip-pillow-appends',
    style: 'UK',
    asr: true,
    transcript:
      "emergency throbbing toothache lower right for three days keeping her up at night medical history twenty eight weeks pregnant going well no other conditions takes pregnancy multivitamins allergic to penicillin extra oral nad no swelling intra oral soft tissues nad four six large disto occlusal caries very tender to percussion lingering pain to cold four seven sound four five sound pa four six justified for diagnosis grade one shows deep caries close to the pulp and a widened pdl space no periapical radiolucency diagnosis symptomatic irreversible pulpitis four six um discussed options root canal or extraction and that the local anaesthetic and the x ray are safe in pregnancy she wants to keep the tooth verbal consent sat her semi upright with a pillow under her right hip la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right rubber dam access pulp extirpated four six irrigated with sodium hypochlorite non setting calcium hydroxide and cavit told her to take paracetamol not ibuprofen while pregnant next visit complete root canal four six in two weeks",
    appends: ["add to notes her midwife knows she's having dental treatment", 'add to treatment occlusion relieved on four six'],
    expect: {
      CC: 'Emergency. Throbbing toothache lower right for 3 days keeping her up at night',
      'MED HX': '28 weeks pregnant going well. No other conditions. Takes pregnancy multivitamins. Allergic to penicillin',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Large DO caries very tender to percussion lingering pain to cold'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO:
        'PA 46 justified for diagnosis grade 1 shows deep caries close to the pulp and a widened PDL space. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        'Discussed options root canal or extraction and that the local anaesthetic and the x-ray are safe in pregnancy. She wants to keep the tooth. Told her to take paracetamol not ibuprofen while pregnant',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'Sat her semi upright with a pillow under her right hip',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam',
        'Access',
        'Pulp extirpated 46',
        'Irrigated with sodium hypochlorite',
        'Non setting calcium hydroxide and Cavit',
        'Occlusion relieved 46',
      ],
      NOTES: "Her midwife knows she's having dental treatment",
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dk04-uk-typed-fdi-pregnancy-epulis-21-22-chx-excision-postpartum-plan',
    style: 'UK',
    asr: false,
    transcript:
      "C/o lump on gum upper front, bleeds when she eats, noticed 4/52 ago, not painful. MH: 30/40 pregnant, gestational diabetes (diet-controlled), NKDA. EO: NAD. IO: 8 mm red lobulated pedunculated swelling on interdental papilla between 21 and 22 labially, bleeds on touch. BPE 2 2 2 / 2 1 2. 21, 22 no caries, not mobile. Dx: pregnancy epulis (pyogenic granuloma). Explained it usually shrinks after the birth. Pt relieved it's not anything serious. Supra + subgingival scale around 21, 22. OHI: soft brush + interdental brush size 1. Chlorhexidine mouthwash 0.2% 10 ml bd 2/52. Plan: excision + histology if still present 3/12 postpartum. RV 4/52.",
    expect: {
      CC: 'Lump on gum upper front, bleeds when she eats, noticed 4 weeks ago, not painful',
      'MED HX': '30/40 pregnant, gestational diabetes (diet-controlled), NKDA',
      EXTRA: 'NAD',
      INTRA:
        '8 mm red lobulated pedunculated swelling on interdental papilla between 21 and 22 labially, bleeds on touch',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['21', 'No caries, not mobile'],
        ['22', 'No caries, not mobile'],
      ],
      DX: ['Pregnancy epulis (pyogenic granuloma)'],
      CONSULT: 'Explained it usually shrinks after the birth',
      'TX TODAY': ['OHI'],
      TX: [
        'Supra + subgingival scale around 21, 22',
        'OHI: soft brush + interdental brush size 1',
        'Chlorhexidine mouthwash 0.2% 10 ml bd 2 weeks',
      ],
      'TX PLAN': ['Excision + histology if still present 3 months postpartum'],
      NOTES: "Pt relieved it's not anything serious",
      'F/U': 'RV 4 weeks',
    },
  }),
  defineCase({
    id: 'dk05-uk-asr-fdi-10-weeks-check-up-amalgam-whitening-deferred-i-mean',
    style: 'UK',
    asr: true,
    transcript:
      "check up um she wanted to ask about having her old silver fillings swapped for white ones and tooth whitening before the baby comes medical history ten weeks pregnant feeling sick in the mornings on folic acid no allergies extra oral nad intra oral nad no caries visible bpe one one one one one one three six and four six occlusal I mean mesial occlusal amalgams sound bitewings due but deferred until after the baby at her request explained the amalgams are sound and replacing them during pregnancy isn't advised and whitening should wait until after she's finished breastfeeding she's happy to wait oral hygiene instruction recall six months",
    expect: {
      CC: 'Check up. She wanted to ask about having her old silver fillings swapped for white ones and tooth whitening before the baby comes',
      'MED HX': '10 weeks pregnant. Feeling sick in the mornings. On folic acid. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD. No caries visible',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['36', 'MO amalgams sound'],
        ['46', 'MO amalgams sound'],
      ],
      RADIO: 'Bitewings due but deferred until after the baby at her request',
      CONSULT:
        "Explained the amalgams are sound and replacing them during pregnancy isn't advised and whitening should wait until after she's finished breastfeeding. She's happy to wait",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words, babies and toddlers
  defineCase({
    id: 'dk06-uk-asr-palmer-first-visit-9-months-teething-lra-lla-amber-necklace',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "um first visit nine month old with mum and dad mum says he's been dribbling loads and chewing everything and his cheeks are red medical history born at term fit and well no medicines no allergies examined knee to knee soft tissues healthy lower right a and lower left a erupted sound upper right a and upper left a just coming through gum slightly swollen diagnosis teething advised a chilled teething ring sugar free paracetamol if he's really unsettled no amber necklaces brush twice a day with a smear of family toothpaste at least one thousand ppm mum asked if breastfeeding at night will cause decay explained breast milk alone is low risk but brush before the last feed and start a free flow cup now mum and dad happy recall six months",
    expect: {
      CC: "First visit. Mum says he's been dribbling loads and chewing everything and his cheeks are red",
      'MED HX': 'Born at term. Fit and well. No medicines. No allergies',
      INTRA: 'Examined knee to knee. Soft tissues healthy',
      DENTAL: [
        ['LRA', 'Erupted sound'],
        ['LLA', 'Erupted sound'],
        ['URA', 'Just coming through gum slightly swollen'],
        ['ULA', 'Just coming through gum slightly swollen'],
      ],
      DX: ['Teething'],
      CONSULT:
        "Advised a chilled teething ring. Sugar free paracetamol if he's really unsettled. No amber necklaces. Brush twice a day with a smear of family toothpaste at least 1,000 ppm. Mum asked if breastfeeding at night will cause decay. Explained breast milk alone is low risk but brush before the last feed and start a free flow cup now",
      NOTES: '9 month old with mum and dad. Mum and dad happy',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dk07-uk-typed-palmer-ecc-night-bottle-ura-ula-health-visitor-referral-duraphat',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "First visit. 2 y/o w/ mum. Mum noticed white and brown marks on top front teeth. Bottle of milk to sleep + during the night. MH: fit and well, NKDA. Lift the lip exam: soft tissues NAD. Plaque ++ on upper incisors. URA, ULA cavitated caries at gum line, not TTP, no swelling. URB, ULB white spot lesions at gum line. LRA, LLA sound. URD, ULD, LRD, LLD erupted, sound. Dx: early childhood caries. Discussed: stop bottle at night, water only after brushing, cup instead of bottle, 1,000 ppm toothpaste smear 2x/day, spit don't rinse. Mum finds it hard as he won't settle without it. Referred to health visitor for sleep support. Duraphat varnish 22,600 ppm applied. NV: FV + reassess URA, ULA in 3/12.",
    expect: {
      CC: 'First visit. Mum noticed white and brown marks on top front teeth. Bottle of milk to sleep + during the night',
      'MED HX': 'Fit and well, NKDA',
      INTRA: 'Lift the lip exam: soft tissues NAD',
      PERIO: 'Plaque ++ on upper incisors',
      DENTAL: [
        ['URA', 'Cavitated caries at gum line, not TTP, no swelling'],
        ['ULA', 'Cavitated caries at gum line, not TTP, no swelling'],
        ['URB', 'White spot lesions at gum line'],
        ['ULB', 'White spot lesions at gum line'],
        ['LRA', 'Sound'],
        ['LLA', 'Sound'],
        ['URD', 'Erupted, sound'],
        ['ULD', 'Erupted, sound'],
        ['LRD', 'Erupted, sound'],
        ['LLD', 'Erupted, sound'],
      ],
      DX: ['Early childhood caries'],
      CONSULT:
        "Discussed: stop bottle at night, water only after brushing, cup instead of bottle, 1,000 ppm toothpaste smear 2x/day, spit don't rinse. Mum finds it hard as he won't settle without it",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish 22,600 ppm applied'],
      'TX PLAN': ['Referred to health visitor for sleep support'],
      NOTES: '2 y/o w/ mum',
      NV: ['Fluoride varnish + reassess URA, ULA in 3 months'],
    },
  }),
  defineCase({
    id: 'dk08-uk-asr-palmer-toddler-fall-intruded-ula-occlusal-film-sorry-subluxation-ura',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she fell against the coffee table about an hour ago and banged her top teeth there was some bleeding from the mouth which has stopped twenty month old with mum and grandad mum says she didn't lose consciousness no vomiting medical history fit and well vaccinations up to date no allergies extra oral swollen upper lip graze on the chin intra oral small cut inside the upper lip upper left a intruded about three millimetres not mobile upper right a slightly mobile tender no displacement upper left b and upper right b sound upper anterior occlusal upper left a apex displaced labially no root fracture diagnosis intrusion upper left a and concussion sorry subluxation upper right a explained we'll let the upper left a come back down on its own over the next few weeks it may go dark there's a small risk to the adult tooth underneath soft diet brush gently with a soft brush chlorhexidine gel on a cotton bud twice a day paracetamol if sore history consistent with the injury review in one week",
    expect: {
      CC: "Emergency. She fell against the coffee table about an hour ago and banged her top teeth. There was some bleeding from the mouth which has stopped. Mum says she didn't lose consciousness. No vomiting",
      'MED HX': 'Fit and well. Vaccinations up to date. No allergies',
      EXTRA: 'Swollen upper lip. Graze on the chin',
      INTRA: 'Small cut inside the upper lip',
      DENTAL: [
        ['ULA', 'Intruded about 3 mm not mobile'],
        ['URA', 'Slightly mobile tender no displacement'],
        ['ULB', 'Sound'],
        ['URB', 'Sound'],
      ],
      RADIO: 'Upper anterior occlusal ULA apex displaced labially. No root fracture',
      DX: ['Intrusion ULA', 'Subluxation URA'],
      CONSULT:
        "Explained we'll let ULA come back down on its own over the next few weeks. It may go dark. There's a small risk to the adult tooth underneath. Soft diet. Brush gently with a soft brush. Chlorhexidine gel on a cotton bud twice a day. Paracetamol if sore",
      NOTES: '20 month old with mum and grandad. History consistent with the injury',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'dk09-uk-typed-palmer-tongue-tie-14-months-letter-to-gp-appends-notes-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "14 m/o w/ mum. Mum worried about tongue-tie — can't poke tongue out past lips, tip goes heart-shaped when crying. Still breastfeeding, feeding OK, gaining weight well per HV. MH: born 37/40, fit and well, NKDA. Lift the lip exam: soft tissues NAD. Short, thick lingual frenum attached near tongue tip, limited elevation + protrusion. URA, ULA, LRA, LLA, URB, ULB erupted, sound. LRB, LLB erupting. Dx: ankyloglossia (anterior). Explained many kids manage fine; no feeding problem at present; speech can be assessed later. Mum would like an opinion. Letter to GP for referral to paediatrics/ENT re frenotomy. Advised brushing 2x/day w/ smear of 1,000 ppm toothpaste. Recall 6/12.",
    appends: ['Add to notes: mum says dad also had a tongue-tie as a child.', 'Add to treatment: TBI with mum, finger brush demo.'],
    expect: {
      CC: "Mum worried about tongue-tie — can't poke tongue out past lips, tip goes heart-shaped when crying. Still breastfeeding, feeding OK, gaining weight well per HV",
      'MED HX': 'Born 37/40, fit and well, NKDA',
      INTRA:
        'Lift the lip exam: soft tissues NAD. Short, thick lingual frenum attached near tongue tip, limited elevation + protrusion',
      DENTAL: [
        ['URA', 'Erupted, sound'],
        ['ULA', 'Erupted, sound'],
        ['LRA', 'Erupted, sound'],
        ['LLA', 'Erupted, sound'],
        ['URB', 'Erupted, sound'],
        ['ULB', 'Erupted, sound'],
        ['LRB', 'Erupting'],
        ['LLB', 'Erupting'],
      ],
      DX: ['Ankyloglossia (anterior)'],
      CONSULT:
        'Explained many kids manage fine; no feeding problem at present; speech can be assessed later. Mum would like an opinion. Advised brushing 2x/day w/ smear of 1,000 ppm toothpaste',
      TX: ['TBI with mum', 'Finger brush demo'],
      'TX PLAN': ['Letter to GP for referral to paediatrics/ENT re frenotomy'],
      NOTES: '14 m/o w/ mum. Mum says dad also had a tongue-tie as a child',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dk10-uk-asr-palmer-hall-crown-lre-separators-sorry-size-4-title-ssc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "three year old attended with dad for the hall crown on the lower right e orthodontic separators went in last week no problems since medical history fit and well no allergies lower right e separators still in place occlusal caries into dentine no sinus not tender lower right d sound lower left e fissure sealant intact no la needed separators removed size five sorry size four hall crown on the lower right e filled with glass ionomer luting cement seated with finger pressure then he bit it down on a cotton wool roll excess removed floss through the contacts blanching of the gum settled occlusion propped open slightly as expected told dad the bite will settle in a few weeks and he can eat normally today dad asked if the crown comes out when the tooth falls out explained yes it comes out with the baby tooth he was brilliant sticker given next visit fluoride varnish in three months",
    expect: {
      CC: 'Hall crown on LRE. Orthodontic separators went in last week. No problems since',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LRE', 'Separators still in place O caries into dentine no sinus not tender'],
        ['LRD', 'Sound'],
        ['LLE', 'Fissure sealant intact'],
      ],
      CONSULT:
        'Told dad the bite will settle in a few weeks and he can eat normally today. Dad asked if the crown comes out when the tooth falls out. Explained yes it comes out with the baby tooth',
      'TX TODAY': ['SSC LRE'],
      TX: [
        'No LA needed',
        'Separators removed',
        'Size 4 Hall crown LRE filled with glass ionomer luting cement',
        'Seated with finger pressure',
        'He bit it down on a cotton wool roll',
        'Excess removed',
        'Floss through the contacts',
        'Blanching of the gum settled',
        'Occlusion propped open slightly as expected',
      ],
      NOTES: '3 year old with dad. He was brilliant. Sticker given',
      NV: ['Fluoride varnish in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist, pregnant and breastfeeding patients (Universal)
  defineCase({
    id: 'dk11-us-typed-22-weeks-mo-composite-30-hip-wedge-ob-clearance-numbing-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for filling #30. Med hx: 22 wks pregnant, uncomplicated, prenatal vitamins, NKDA, OB clearance letter on file. BP 112/70. #30 MO caries, no symptoms. #31 sound. Positioned semi-reclined w/ wedge under R hip. 1.7 ml lidocaine 2% 1:100k epi, R IANB. Rubber dam. Caries removed, no exposure. Tofflemire + wedge. Etch, bond. MO composite #30, shade A2. Occlusion checked, polished. POI given. Pt asked if the numbing affects the baby; explained lidocaine w/ epi is safe in pregnancy at normal doses. Recall 6 months, after the baby.',
    expect: {
      CC: 'Filling #30',
      'MED HX': '22 wks pregnant, uncomplicated, prenatal vitamins, NKDA, OB clearance letter on file. BP 112/70',
      DENTAL: [
        ['30', 'MO caries, no symptoms'],
        ['31', 'Sound'],
      ],
      CONSULT:
        'Pt asked if the numbing affects the baby; explained lidocaine w/ epi is safe in pregnancy at normal doses',
      'TX TODAY': ['MO composite #30'],
      TX: [
        'Positioned semi-reclined w/ wedge under R hip',
        'LA: 1.7 ml lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'No exposure',
        'Tofflemire + wedge',
        'Etch',
        'Bond',
        'MO composite #30',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'POI given',
      ],
      'F/U': 'Recall 6 months, after the baby',
    },
  }),
  defineCase({
    id: 'dk12-us-asr-34-weeks-prophy-supine-dizziness-left-side-bitewings-deferred',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient is here for her cleaning uh medical history thirty four weeks pregnant gestational hypertension on labetalol no allergies blood pressure one thirty over eighty two extraoral within normal limits intraoral soft tissues normal psr two two two two two two generalized gingival inflammation bleeding on probing about forty percent no caries noted no x rays today she's due for bitewings but we'll wait until after delivery prophy oral hygiene instruction halfway through she felt dizzy and nauseous lying back rolled her onto her left side symptoms passed within a minute finished with her sitting up more diagnosis pregnancy gingivitis she asked about using a mouthwash recommended an alcohol free one recall three months after the baby is born",
    expect: {
      CC: 'Her cleaning',
      'MED HX':
        '34 weeks pregnant. Gestational hypertension on labetalol. No allergies. Blood pressure 130/82',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. No caries noted',
      PERIO: 'PSR 2 2 2 / 2 2 2. Generalized gingival inflammation. Bleeding on probing about 40%',
      RADIO: "No x-rays today. She's due for bitewings but we'll wait until after delivery",
      DX: ['Pregnancy gingivitis'],
      CONSULT: 'She asked about using a mouthwash. Recommended an alcohol free one',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Prophy',
        'Oral hygiene instruction',
        'Halfway through she felt dizzy and nauseous lying back',
        'Rolled her onto her left side',
        'Symptoms passed within a minute',
        'Finished with her sitting up more',
      ],
      'F/U': 'Recall 3 months after the baby is born',
    },
  }),
  defineCase({
    id: 'dk13-us-typed-9-weeks-first-trimester-pulpectomy-14-lead-apron-pa-no-nsaids',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '9 wks pregnant (1st trimester). Presents w/ severe throbbing pain upper left since last night, worse lying down, Tylenol not helping. Med hx: otherwise healthy, prenatal vitamins, allergic to sulfa. EO: WNL, no swelling. IO: WNL. #14 deep MO caries, lingering pain to cold > 30 s, TTP +. #13, #15 WNL. PA #14 w/ lead apron + thyroid collar: deep caries into pulp, slight PDL widening. Dx: symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #14. Discussed RCT vs ext, and that emergency care is safe now but elective tx waits till 2nd trimester. Pt chose RCT. Informed consent signed. 2 carps 2% lido 1:100k epi buccal + palatal infiltration #14. RD. Pulpectomy #14, 3 canals located, MB2 not found. Irrigated w/ NaOCl. CaOH + cotton + Cavit. Rx acetaminophen 500 mg q6h PRN. Advised no ibuprofen while pregnant. NV complete RCT #14 in 3-4 wks (2nd trimester).',
    expect: {
      CC: 'Severe throbbing pain upper left since last night, worse lying down, Tylenol not helping',
      'MED HX': '9 wks pregnant (1st trimester). Otherwise healthy, prenatal vitamins, allergic to sulfa',
      EXTRA: 'WNL, no swelling',
      INTRA: 'WNL',
      DENTAL: [
        ['14', 'Deep MO caries, lingering pain to cold > 30 s, TTP +'],
        ['13', 'WNL'],
        ['15', 'WNL'],
      ],
      RADIO: 'PA #14 w/ lead apron + thyroid collar: deep caries into pulp, slight PDL widening',
      DX: ['Symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #14'],
      CONSULT:
        'Discussed RCT vs ext, and that emergency care is safe now but elective tx waits till 2nd trimester. Pt chose RCT. Advised no ibuprofen while pregnant',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'RD',
        'Pulpectomy #14',
        '3 canals located',
        'MB2 not found',
        'Irrigated w/ NaOCl',
        'CaOH + cotton + Cavit',
        'Rx acetaminophen 500 mg q6h PRN',
      ],
      NV: ['Complete RCT #14 in 3-4 wks (2nd trimester)'],
    },
  }),
  defineCase({
    id: 'dk14-us-asr-postpartum-breastfeeding-extraction-16-pano-appends-baby-first-visit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for extraction of number sixteen she had it dressed when she was pregnant so we could wait until after the baby medical history four months postpartum breastfeeding no other problems takes a vitamin d supplement no allergies number sixteen large distal caries temporary filling intact not tender number fifteen sound pano from last visit reviewed roots conical no sinus involvement two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration sixteen elevated and extracted sixteen with upper forceps roots intact gauze pressure hemostasis achieved she asked if she can keep breastfeeding with the numbing and the painkillers told her yes the anesthetic and ibuprofen or tylenol are fine post op instructions given verbal and written call if any problems',
    appends: [
      'add to notes baby came along and slept in the stroller the whole time',
      'she asked when to bring the baby in for a first checkup told her by the first birthday or when the first tooth comes in',
    ],
    expect: {
      CC: 'Extraction of #16. She had it dressed when she was pregnant so we could wait until after the baby',
      'MED HX':
        '4 months postpartum breastfeeding. No other problems. Takes a vitamin D supplement. No allergies',
      DENTAL: [
        ['16', 'Large D caries temporary filling intact not tender'],
        ['15', 'Sound'],
      ],
      RADIO: 'Pano from last visit reviewed. Roots conical. No sinus involvement',
      CONSULT:
        'She asked if she can keep breastfeeding with the numbing and the painkillers. Told her yes the anesthetic and ibuprofen or Tylenol are fine. She asked when to bring the baby in for a first checkup. Told her by the first birthday or when the first tooth comes in',
      'TX TODAY': ['Extraction #16'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #16',
        'Elevated and extracted #16 with upper forceps',
        'Roots intact',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'Baby came along and slept in the stroller the whole time',
      'F/U': 'Call if any problems',
    },
  }),
  defineCase({
    id: 'dk15-us-typed-sentences-12-weeks-new-patient-shielded-bwx-fillings-second-trimester',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient exam. She wants her teeth checked before the baby arrives. Medical history: 12 weeks pregnant, first pregnancy, mild asthma (albuterol PRN), prenatal vitamins, NKDA. Extraoral: WNL. Intraoral: soft tissues WNL. PSR 2 2 2 / 2 2 2, mild generalized gingivitis. #3 O caries. #19 DO caries. #14 and #30 MOD amalgams intact. 2 BWX only, taken with lead apron and thyroid collar (pt declined FMX during pregnancy): #19 DO caries into dentin, #3 O caries into dentin, no other caries. Diagnosis: caries #3 and #19. I explained that dental x-rays with shielding are very low dose and that the second trimester is the best time for fillings. We talked about xylitol gum, limiting snacking, and not sharing spoons with the baby later on. Plan: O composite #3 and DO composite #19 at 14-16 weeks. Prophy, OHI. Recall 6 months.',
    expect: {
      CC: 'New patient exam. She wants her teeth checked before the baby arrives',
      'MED HX': '12 weeks pregnant, first pregnancy, mild asthma (albuterol PRN), prenatal vitamins, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2, mild generalized gingivitis',
      DENTAL: [
        ['3', 'O caries'],
        ['19', 'DO caries'],
        ['14', 'MOD amalgams intact'],
        ['30', 'MOD amalgams intact'],
      ],
      RADIO:
        '2 BWX only, taken with lead apron and thyroid collar (pt declined FMX during pregnancy): #19 DO caries into dentin, #3 O caries into dentin, no other caries',
      DX: ['Caries #3, #19'],
      CONSULT:
        'I explained that dental x-rays with shielding are very low dose and that the second trimester is the best time for fillings. We talked about xylitol gum, limiting snacking, and not sharing spoons with the baby later on',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      'TX PLAN': ['O composite #3', 'DO composite #19 at 14-16 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric dentist (Universal primary letters)
  defineCase({
    id: 'dk16-us-asr-age-one-visit-knee-to-knee-varnish-rice-grain-scratch-that-pacifier',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "age one checkup first dental visit twelve month old with mom mom says no concerns but he still takes a bottle of formula to bed medical history healthy full term no meds no allergies knee to knee exam soft tissues normal letters d e f g n o p q erupted sound no white spots light plaque on the upper incisors diagnosis moderate caries risk because of the bedtime bottle fluoride varnish applied brushed his teeth with mom showed her how to lift the lip talked about a pea sized amount of toothpaste scratch that talked about a rice grain smear of fluoride toothpaste twice a day and moving from the bottle to a cup water only in the bottle at bedtime mom asked if the pacifier will hurt his teeth told her it's fine for now but try to stop by age two or three he cried the whole time which is normal recall six months",
    expect: {
      CC: 'Age 1 checkup. First dental visit. Mom says no concerns but he still takes a bottle of formula to bed',
      'MED HX': 'Healthy. Full term. No meds. No allergies',
      INTRA: 'Knee to knee exam. Soft tissues normal',
      PERIO: 'Light plaque on the upper incisors',
      DENTAL: [
        ['D', 'Erupted sound no white spots'],
        ['E', 'Erupted sound no white spots'],
        ['F', 'Erupted sound no white spots'],
        ['G', 'Erupted sound no white spots'],
        ['N', 'Erupted sound no white spots'],
        ['O', 'Erupted sound no white spots'],
        ['P', 'Erupted sound no white spots'],
        ['Q', 'Erupted sound no white spots'],
      ],
      DX: ['Moderate caries risk because of the bedtime bottle'],
      CONSULT:
        "Talked about a rice grain smear of fluoride toothpaste twice a day and moving from the bottle to a cup. Water only in the bottle at bedtime. Mom asked if the pacifier will hurt his teeth. Told her it's fine for now but try to stop by age 2 or 3",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Brushed his teeth with mom', 'Showed her how to lift the lip'],
      NOTES: '12 month old with mom. He cried the whole time which is normal',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dk17-us-typed-s-ecc-pediatrician-referral-sdf-e-f-l-s-written-consent-varnish',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Referred by pediatrician for 'brown teeth'. 2 y/o w/ mom + grandma. Sippy cup w/ juice all day, nurses to sleep. Med hx: healthy, no meds, NKDA. Knee-to-knee exam. Soft tissues WNL. Heavy plaque upper anteriors. #E, #F cavitated caries, not into pulp. #D, #G white spot lesions. #L, #S O caries, small. #B, #I sound. No swelling, no sinus. Dx: S-ECC. Discussed SDF vs restorations under GA; mom prefers to try SDF first. Shown photos of black staining, mom OK w/ it. Written consent for SDF. Cotton rolls, petroleum jelly on lips. SDF 38% #E, #F, #L, #S (1 min each). Fluoride varnish on remaining teeth. Diet advice: juice in a cup at meals only, water in between. Pt upset but managed. NV: 2nd SDF application in 1 month.",
    expect: {
      CC: "Referred by pediatrician for 'brown teeth'. Sippy cup w/ juice all day, nurses to sleep",
      'MED HX': 'Healthy, no meds, NKDA',
      INTRA: 'Knee-to-knee exam. Soft tissues WNL. No swelling, no sinus',
      PERIO: 'Heavy plaque upper anteriors',
      DENTAL: [
        ['E', 'Cavitated caries, not into pulp'],
        ['F', 'Cavitated caries, not into pulp'],
        ['D', 'White spot lesions'],
        ['G', 'White spot lesions'],
        ['L', 'O caries, small'],
        ['S', 'O caries, small'],
        ['B', 'Sound'],
        ['I', 'Sound'],
      ],
      DX: ['S-ECC'],
      CONSULT:
        'Discussed SDF vs restorations under GA; mom prefers to try SDF first. Shown photos of black staining, mom OK w/ it. Diet advice: juice in a cup at meals only, water in between',
      CONSENT: 'Written consent for SDF',
      'TX TODAY': ['SDF #E, #F, #L, #S', 'Fluoride varnish'],
      TX: [
        'Cotton rolls',
        'Petroleum jelly on lips',
        'SDF 38% #E, #F, #L, #S (1 min each)',
        'Fluoride varnish on remaining teeth',
      ],
      NOTES: '2 y/o w/ mom + grandma. Pt upset but managed',
      NV: ['2nd SDF application in 1 month'],
    },
  }),
  defineCase({
    id: 'dk18-us-asr-toddler-fall-couch-f-intruded-toward-germ-extracted-i-mean-periotome',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency two year old with dad he fell off the couch onto the hardwood floor about two hours ago hit his mouth bled a little no loss of consciousness no vomiting acting normal since medical history healthy shots up to date no allergies extraoral upper lip swollen small abrasion on the chin intraoral upper frenum slightly torn but not bleeding letter f intruded almost completely only the incisal edge visible letter e slightly mobile not displaced letters d and g sound lower incisors sound occlusal x ray letter f apex displaced toward the palate toward the permanent tooth bud diagnosis intrusion letter f explained to dad because it's pushed toward the adult tooth it's best to take it out dad agreed verbal consent topical point nine milliliters lidocaine two percent one to one hundred thousand epi labial and palatal infiltration letter f extracted f with forceps I mean with a periotome and forceps root complete gauze pressure bleeding stopped soft diet for a few days cold foods ibuprofen for pain may see some changes in the adult tooth when it comes in review in two weeks",
    expect: {
      CC: 'Emergency. He fell off the couch onto the hardwood floor about 2 hours ago. Hit his mouth. Bled a little. No loss of consciousness. No vomiting. Acting normal since',
      'MED HX': 'Healthy. Shots up to date. No allergies',
      EXTRA: 'Upper lip swollen. Small abrasion on the chin',
      INTRA: 'Upper frenum slightly torn but not bleeding. Lower incisors sound',
      DENTAL: [
        ['F', 'Intruded almost completely only the incisal edge visible'],
        ['E', 'Slightly mobile not displaced'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      RADIO: 'Occlusal x-ray #F apex displaced toward the palate toward the permanent tooth bud',
      DX: ['Intrusion #F'],
      CONSULT:
        "Explained to dad because it's pushed toward the adult tooth it's best to take it out. Dad agreed. Soft diet for a few days. Cold foods. Ibuprofen for pain. May see some changes in the adult tooth when it comes in",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction #F'],
      TX: [
        'Topical',
        'LA: 0.9 ml lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #F',
        'Extracted #F with a periotome and forceps',
        'Root complete',
        'Gauze pressure',
        'Bleeding stopped',
      ],
      NOTES: '2 year old with dad',
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'dk19-us-typed-natal-tooth-p-3-weeks-riga-fede-extraction-no-topical-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by pediatrician for a tooth in the lower front present since birth; mom says it hurts during breastfeeding. 3 wk old w/ mom + dad. Med hx: born full term, vit K given at birth (confirmed w/ pediatrician), healthy, NKDA. #P natal tooth, crown only, no root formed, grade 3 mobility. #O not erupted. Riga-Fede ulcer ventral tongue 3 mm. Dx: mobile natal tooth #P (aspiration risk), Riga-Fede ulcer. Discussed leaving vs extraction; parents want it out. Verbal + written consent. No topical (benzocaine not for infants). Extracted #P w/ gauze + fingers. Socket gently curetted. Pressure w/ gauze 5 min, bleeding minimal. Advised mom she can breastfeed right away; ulcer should heal in 1-2 wks. Review 1 week.',
    appends: [
      'Add to notes: pediatrician updated by phone after the visit.',
      'Add to treatment: tooth given to parents in a container.',
    ],
    expect: {
      CC: 'Referred by pediatrician for a tooth in the lower front present since birth; mom says it hurts during breastfeeding',
      'MED HX': 'Born full term, vit K given at birth (confirmed w/ pediatrician), healthy, NKDA',
      INTRA: 'Riga-Fede ulcer ventral tongue 3 mm',
      DENTAL: [
        ['P', 'Natal tooth, crown only, no root formed, grade 3 mobility'],
        ['O', 'Not erupted'],
      ],
      DX: ['Mobile natal tooth #P (aspiration risk)', 'Riga-Fede ulcer'],
      CONSULT:
        'Discussed leaving vs extraction; parents want it out. Advised mom she can breastfeed right away; ulcer should heal in 1-2 wks',
      CONSENT: 'Verbal + written consent',
      'TX TODAY': ['Extraction #P'],
      TX: [
        'No topical (benzocaine not for infants)',
        'Extracted #P w/ gauze + fingers',
        'Socket gently curetted',
        'Pressure w/ gauze 5 min',
        'Bleeding minimal',
        'Tooth given to parents in a container',
      ],
      NOTES: '3 wk old w/ mom + dad. Pediatrician updated by phone after the visit',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'dk20-us-asr-4-year-recall-sdf-arrested-e-f-open-bite-thumb-mom-expecting-again',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with mom here for his six month recall no problems mom's expecting again medical history healthy no meds no allergies soft tissues normal anterior open bite from thumb sucking letters e and f sdf treated lesions black hard arrested letter s occlusal sealant intact letter l distal caries small two bitewings l distal into enamel sorry into outer dentin no other caries prophy fluoride varnish talked about a pea sized amount of toothpaste now that he's over three and can spit and a sticker chart for the thumb uh mom asked when to bring the new baby in told her by the first birthday and not to share spoons also reminded mom to get her own cleaning during the pregnancy next visit distal composite l recall six months",
    expect: {
      CC: 'His 6 month recall. No problems',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal. Anterior open bite from thumb sucking',
      DENTAL: [
        ['E', 'SDF treated lesions black hard arrested'],
        ['F', 'SDF treated lesions black hard arrested'],
        ['S', 'Occlusal sealant intact'],
        ['L', 'D caries small'],
      ],
      RADIO: '2 bitewings. #L distal into outer dentin. No other caries',
      CONSULT:
        "Talked about a pea sized amount of toothpaste now that he's over 3 and can spit and a sticker chart for the thumb. Mom asked when to bring the new baby in. Told her by the first birthday and not to share spoons. Reminded mom to get her own cleaning during the pregnancy",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: "4 year old with mom. Mom's expecting again",
      NV: ['D composite #L'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dental therapist, community clinic (FDI)
  defineCase({
    id: 'dk21-uk-typed-fdi-therapist-terse-fv-tbi-3-yo-duraphat-pea-sized',
    style: 'UK',
    asr: false,
    transcript:
      'FV + TBI. 3 y/o w/ dad. MH: NAD. 51, 52, 61, 62 sound. Plaque upper incisors. Duraphat varnish 22,600 ppm applied. TBI w/ dad (pea-sized 1,450 ppm). Dad very engaged. RV 3/12.',
    expect: {
      CC: 'FV + TBI',
      'MED HX': 'NAD',
      PERIO: 'Plaque upper incisors',
      DENTAL: [
        ['51', 'Sound'],
        ['52', 'Sound'],
        ['61', 'Sound'],
        ['62', 'Sound'],
      ],
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish 22,600 ppm applied', 'TBI w/ dad (pea-sized 1,450 ppm)'],
      NOTES: '3 y/o w/ dad. Dad very engaged',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'dk22-uk-asr-fdi-therapist-art-o-gic-74-fuji-ix-30-months-swallowing-toothpaste',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the filling on seven four prescribed by the dentist thirty month old with mum medical history fit and well no allergies seven four occlusal cavity into dentine not tender no swelling seven five partially erupted eight four sound um no la cotton wool rolls soft caries removed with hand excavators only using the art technique occlusal gic seven four fuji nine bite checked fluoride varnish applied mum asked if it's bad that he swallows his toothpaste explained a smear is a safe amount but wipe off any extra he managed brilliantly recall three months",
    expect: {
      CC: 'Filling on 74 prescribed by the dentist',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['74', 'O cavity into dentine not tender no swelling'],
        ['75', 'Partially erupted'],
        ['84', 'Sound'],
      ],
      CONSULT:
        "Mum asked if it's bad that he swallows his toothpaste. Explained a smear is a safe amount but wipe off any extra",
      'TX TODAY': ['O GIC 74', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Cotton wool rolls',
        'Soft caries removed with hand excavators only using the ART technique',
        'O GIC 74 Fuji IX',
        'Bite checked',
        'Fluoride varnish applied',
      ],
      NOTES: '30 month old with mum. He managed brilliantly',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dk23-uk-typed-fdi-therapist-health-visitor-referral-severe-ecc-cds-ga-assessment',
    style: 'UK',
    asr: false,
    transcript:
      "Referred by health visitor — lift the lip at 2 yr review showed brown teeth. 2 y/o w/ mum. Bottle of juice at night, still breastfed to sleep. MH: eczema (emollients), NKDA. Knee-to-knee exam. Very upset throughout. Plaque ++. 51, 61 cavitated caries, no abscess. 52, 62 cervical decalcification. 54, 64 O caries into dentine. 74, 84 sound. No swelling. Dx: severe early childhood caries. Discussed diet: water or milk in a cup only, no bottle in bed, stop juice. Mum says it's been hard to stop night feeds; reassured. Duraphat varnish 22,600 ppm applied. Referred to community dental service for assessment re treatment under GA. NV: FV + review in 3/12.",
    expect: {
      CC: 'Referred by health visitor — lift the lip at 2 yr review showed brown teeth. Bottle of juice at night, still breastfed to sleep',
      'MED HX': 'Eczema (emollients), NKDA',
      INTRA: 'Knee-to-knee exam. No swelling',
      PERIO: 'Plaque ++',
      DENTAL: [
        ['51', 'Cavitated caries, no abscess'],
        ['61', 'Cavitated caries, no abscess'],
        ['52', 'Cervical decalcification'],
        ['62', 'Cervical decalcification'],
        ['54', 'O caries into dentine'],
        ['64', 'O caries into dentine'],
        ['74', 'Sound'],
        ['84', 'Sound'],
      ],
      DX: ['Severe early childhood caries'],
      CONSULT:
        "Discussed diet: water or milk in a cup only, no bottle in bed, stop juice. Mum says it's been hard to stop night feeds; reassured",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish 22,600 ppm applied'],
      'TX PLAN': ['Referred to community dental service for assessment re treatment under GA'],
      NOTES: '2 y/o w/ mum. Very upset throughout',
      NV: ['Fluoride varnish + review in 3 months'],
    },
  }),
  defineCase({
    id: 'dk24-uk-asr-fdi-therapist-32-weeks-hygiene-s-and-p-baby-toothpaste-appends-chart',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment gums bleeding and swollen medical history thirty weeks pregnant sorry thirty two weeks on iron tablets for anaemia no allergies bpe two three two two two two pocket of four millimetres upper anterior sextant bleeding on probing fifty percent diagnosis pregnancy gingivitis local anaesthetic not needed scale and polish with the ultrasonic ohi with small interdental brushes and a single tufted brush around one one she asked what toothpaste to use for the baby told her a smear of at least one thousand ppm fluoride toothpaste as soon as the first tooth comes through she was comfortable sitting upright with a cushion recall three months",
    appends: [
      "add to notes she's due in about eight weeks and will bring the baby in once the first tooth appears",
      'add to chart three six occlusal composite sound',
    ],
    expect: {
      CC: 'Hygiene appointment. Gums bleeding and swollen',
      'MED HX': '32 weeks pregnant. On iron tablets for anaemia. No allergies',
      PERIO: 'BPE 2 3 2 / 2 2 2. Pocket of 4 mm upper anterior sextant. Bleeding on probing 50%',
      DENTAL: [['36', 'O composite sound']],
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        'She asked what toothpaste to use for the baby. Told her a smear of at least 1,000 ppm fluoride toothpaste as soon as the first tooth comes through',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Local anaesthetic not needed',
        'Scale and polish with the ultrasonic',
        'OHI with small interdental brushes and a single tufted brush around 11',
      ],
      NOTES:
        "She was comfortable sitting upright with a cushion. She's due in about 8 weeks and will bring the baby in once the first tooth appears",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dk25-uk-asr-fdi-therapist-20-months-eruption-haematoma-64-sorry-dummy-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "twenty month old with dad first visit dad's worried about a blue swelling on her gum top left at the back she's been grumpy and chewing her fingers medical history fit and well had a cold last week no allergies extra oral nad intra oral bluish fluid filled swelling over the erupting six four about five millimetres not tender five one five two six one six two erupted sound seven four and eight four erupted sound five four partially erupted diagnosis eruption cyst sorry eruption haematoma six four explained it usually bursts on its own when the tooth comes through no treatment needed paracetamol if she's uncomfortable fluoride varnish applied dad asked about her dummy advised only for sleep and try to wean her off it now recall six months",
    expect: {
      CC: "First visit. Dad's worried about a blue swelling on her gum top left at the back. She's been grumpy and chewing her fingers",
      'MED HX': 'Fit and well. Had a cold last week. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Bluish fluid filled swelling over the erupting 64 about 5 mm not tender',
      DENTAL: [
        ['51', 'Erupted sound'],
        ['52', 'Erupted sound'],
        ['61', 'Erupted sound'],
        ['62', 'Erupted sound'],
        ['74', 'Erupted sound'],
        ['84', 'Erupted sound'],
        ['54', 'Partially erupted'],
      ],
      DX: ['Eruption haematoma 64'],
      CONSULT:
        "Explained it usually bursts on its own when the tooth comes through. No treatment needed. Paracetamol if she's uncomfortable. Dad asked about her dummy. Advised only for sleep and try to wean her off it now",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '20 month old with dad',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US family dentist (Universal)
  defineCase({
    id: 'dk26-us-typed-27-weeks-pericoronitis-17-irrigation-amoxicillin-ob-aware',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. Pain + swelling around lower left back tooth x 4 days, hard to open. Med hx: 27 wks pregnant, uncomplicated, prenatal vitamins, NKDA. EO: temp 99.1°F, mild swelling L angle of mandible, L submandibular node tender, mouth opening 30 mm. IO: #17 partially erupted, operculum red + swollen, pus on pressure. #18 sound. #19 DO composite intact. PA #17 w/ lead apron: vertically impacted, no caries. Dx: acute pericoronitis #17. Discussed extraction after delivery; OB aware. Irrigated under operculum w/ 0.12% chlorhexidine. Rx amoxicillin 500 mg TID x 7 days (safe in pregnancy). Rx acetaminophen 500 mg q6h PRN. Advised warm salt water rinses + chlorhexidine rinse bid. Call if swelling worse or difficulty swallowing. NV: consult for extraction #17 after delivery.',
    expect: {
      CC: 'Limited exam. Pain + swelling around lower left back tooth x 4 days, hard to open',
      'MED HX': '27 wks pregnant, uncomplicated, prenatal vitamins, NKDA',
      EXTRA: 'Temp 99.1°F, mild swelling L angle of mandible, L submandibular node tender, mouth opening 30 mm',
      DENTAL: [
        ['17', 'Partially erupted, operculum red + swollen, pus on pressure'],
        ['18', 'Sound'],
        ['19', 'DO composite intact'],
      ],
      RADIO: 'PA #17 w/ lead apron: vertically impacted, no caries',
      DX: ['Acute pericoronitis #17'],
      CONSULT:
        'Discussed extraction after delivery; OB aware. Advised warm salt water rinses + chlorhexidine rinse bid',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under operculum w/ 0.12% chlorhexidine',
        'Rx amoxicillin 500 mg TID x 7 days (safe in pregnancy)',
        'Rx acetaminophen 500 mg q6h PRN',
      ],
      NV: ['Consult for extraction #17 after delivery'],
      'F/U': 'Call if swelling worse or difficulty swallowing',
    },
  }),
  defineCase({
    id: 'dk27-us-asr-infant-visit-7-months-o-p-lap-to-lap-well-water-pediatrician-letter',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "infant visit seven month old with mom and dad uh first tooth came in last month mom's breastfeeding on demand including at night and asking if that's okay medical history healthy born full term no meds allergic to eggs lap to lap exam soft tissues normal letters o and p erupted sound letters e and f not erupted yet gums firm no plaque fluoride varnish applied talked about wiping the gums and brushing the teeth with a rice grain smear twice a day breastfeeding at night is fine for now but wipe the teeth after the last feed once more teeth come in they're on well water that's never been tested advised getting it tested plan letter to pediatrician about fluoride supplements once the water results are back mom was nervous but relieved recall six months",
    expect: {
      CC: "Infant visit. First tooth came in last month. Mom's breastfeeding on demand including at night and asking if that's okay",
      'MED HX': 'Healthy. Born full term. No meds. Allergic to eggs',
      INTRA: 'Lap to lap exam. Soft tissues normal',
      PERIO: 'Gums firm. No plaque',
      DENTAL: [
        ['O', 'Erupted sound'],
        ['P', 'Erupted sound'],
        ['E', 'Not erupted yet'],
        ['F', 'Not erupted yet'],
      ],
      CONSULT:
        "Talked about wiping the gums and brushing the teeth with a rice grain smear twice a day. Breastfeeding at night is fine for now but wipe the teeth after the last feed once more teeth come in. They're on well water that's never been tested. Advised getting it tested",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['Letter to pediatrician about fluoride supplements once the water results are back'],
      NOTES: '7 month old with mom and dad. Mom was nervous but relieved',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dk28-us-typed-20-weeks-gdm-srp-ur-lr-left-tilt-restroom-break-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "SRP UR + LR quads. Med hx: 20 wks pregnant, GDM on insulin since 16 wks, OB cleared for tx, NKDA. BG before appt 112 mg/dL (pt's meter). PSR 3 3 3 / 3 3 4. 5-6 mm pockets UR + LR posteriors, BOP 45%. Dx: generalized periodontitis stage III grade B. Pt on L side tilt w/ pillow under R hip. 2 carps lidocaine 2% 1:100k epi R IANB + buccal infiltration #2, #3. SRP UR + LR w/ Cavitron + Gracey curettes. OHI: interdental brushes + power brush. Discussed perio health + pregnancy outcomes; pt motivated. Break at 30 min for restroom. NV SRP UL + LL in 2 wks.",
    expect: {
      CC: 'SRP UR + LR quads',
      'MED HX':
        "20 wks pregnant, GDM on insulin since 16 wks, OB cleared for tx, NKDA. BG before appt 112 mg/dL (pt's meter)",
      PERIO: 'PSR 3 3 3 / 3 3 4. 5-6 mm pockets UR + LR posteriors, BOP 45%',
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT: 'Discussed perio health + pregnancy outcomes; pt motivated',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Pt on L side tilt w/ pillow under R hip',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #2, #3',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'OHI: interdental brushes + power brush',
      ],
      NOTES: 'Break at 30 min for restroom',
      NV: ['SRP UL + LL in 2 wks'],
    },
  }),
  defineCase({
    id: 'dk29-us-asr-18-months-teething-fever-102-pediatrician-same-day-b-i-erupting',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit eighteen month old with mom um mom says she's been teething for three days drooling chewing on everything not sleeping and she had a fever of a hundred and two last night medical history healthy up to date on shots no allergies extraoral flushed cheeks warm to touch no swelling intraoral gums red and swollen over the upper first molars throat looks red no ulcers letters b and i partially erupted letters l and s erupted sound incisors all erupted sound diagnosis teething of the upper first primary molars explained teething can cause fussiness and drooling but not a high fever so she needs to be seen by her pediatrician today mom called from the chair they can see her this afternoon advised a cold teething ring and children's tylenol by weight no numbing gels or teething tablets recall as scheduled",
    expect: {
      CC: "Emergency visit. Mom says she's been teething for 3 days drooling chewing on everything not sleeping and she had a fever of 102 last night",
      'MED HX': 'Healthy. Up to date on shots. No allergies',
      EXTRA: 'Flushed cheeks. Warm to touch. No swelling',
      INTRA:
        'Gums red and swollen over the upper first molars. Throat looks red. No ulcers. Incisors all erupted sound',
      DENTAL: [
        ['B', 'Partially erupted'],
        ['I', 'Partially erupted'],
        ['L', 'Erupted sound'],
        ['S', 'Erupted sound'],
      ],
      DX: ['Teething of the upper first primary molars'],
      CONSULT:
        "Explained teething can cause fussiness and drooling but not a high fever so she needs to be seen by her pediatrician today. Mom called from the chair. They can see her this afternoon. Advised a cold teething ring and children's Tylenol by weight. No numbing gels or teething tablets",
      NOTES: '18 month old with mom',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dk30-us-typed-pulpotomy-ssc-s-nitrous-pregnant-mom-waited-max-dose-ketac',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pulpotomy + SSC #S. 4 y/o w/ dad; mom is pregnant so waited in reception (N2O). Med hx: healthy, NKDA, wt 17 kg. #S deep DO caries, no sx, no swelling, not mobile. #T O sealant intact. PA #S (last visit): caries approaching pulp, no furcation radiolucency. N2O/O2 titrated to 50% N2O. Topical 20% benzocaine. 1 carp 2% lido 1:100k epi R IANB. Max lido dose 4.4 mg/kg = 75 mg; given 36 mg. RD. Caries removed, carious exposure, coronal pulp amputated, bleeding controlled w/ moist cotton pellet in 2 min. Pulpotomy #S w/ MTA, RMGIC base. SSC #S size 4, crimped, cemented w/ Ketac Cem. Occlusion checked. 100% O2 x 5 min. Pt did great. POI given to dad. Advised watch for lip/cheek biting + soft diet today. Recall 6 months.',
    expect: {
      CC: 'Pulpotomy + SSC #S',
      'MED HX': 'Healthy, NKDA, wt 17 kg',
      DENTAL: [
        ['S', 'Deep DO caries, no sx, no swelling, not mobile'],
        ['T', 'O sealant intact'],
      ],
      RADIO: 'PA #S (last visit): caries approaching pulp, no furcation radiolucency',
      CONSULT: 'Advised watch for lip/cheek biting + soft diet today',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O/O2 titrated to 50% N2O',
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Max lido dose 4.4 mg/kg = 75 mg; given 36 mg',
        'RD',
        'Caries removed',
        'Carious exposure',
        'Coronal pulp amputated',
        'Bleeding controlled w/ moist cotton pellet in 2 min',
        'Pulpotomy #S w/ MTA',
        'RMGIC base',
        'SSC #S size 4',
        'Crimped',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 x 5 min',
        'POI given to dad',
      ],
      NOTES: '4 y/o w/ dad; mom is pregnant so waited in reception (N2O). Pt did great',
      'F/U': 'Recall 6 months',
    },
  }),
];
