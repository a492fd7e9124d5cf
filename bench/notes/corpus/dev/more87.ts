// An eighty-seventh development batch (ids ck01–ck30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is review and follow-up visits where the
// patient reports how things went: post-op checks after extractions (with sutures out, a dry socket dressed and a lower
// lip paresthesia mapped), reviews after root canal treatment and fillings, periodontal re-evaluations ("gums bleed much
// less", "Pt pleased"), denture eases, trauma reviews with sensibility tests, ulcer, leukoplakia, lichen planus and
// denture stomatitis reviews, orthodontic retainer checks, sensitivity after a filling, a crown that feels high adjusted,
// and reviews where the plan changes (monitoring to RCT, crown to gold onlay, a cracked tooth to a crown, a wisdom tooth
// to referral, a deepened pocket to a dentist's assessment). The patient's reports, remarks and questions, the findings,
// what was discussed and advised, what was done (often a small adjustment or nothing) and when to come back are mixed,
// sometimes without section words. Five clinicians, six visits each:
//   ck01–ck06 a UK general dentist (FDI, recogniser-style): a review after a surgical extraction of 38 with sutures
//     removed, a periodontal re-evaluation after RSD with residual pockets and a new plan, a trauma review of 11 / 21 with
//     ethyl chloride and EPT ("forty two sorry thirty two"), a new crown on 46 that feels high adjusted (nurse aside), a
//     sensitivity review after an MOD composite on 36 with a desensitiser ("scratch that"), an ulcer and lichen planus
//     review turned into a referral ("urgent referral sorry routine", appended dictation);
//   ck07–ck12 a UK dentist typing Palmer shorthand (Palmer, typed): a dry socket LL6 irrigated and dressed, a 6-month RCT
//     review UL6 where the plan changes from crown to gold onlay, an F/- denture ease, a trauma review where UR1 has died
//     and the plan changes to RCT (appended dictation), a retainer check with a pad rebonded on LR2, a pericoronitis review
//     with irrigation under the operculum and a referral;
//   ck13–ck18 a US general dentist (Universal, recogniser-style): a post-op check after extraction of #30 with a graft, a
//     6-week check after SRP with Arestin, a sensitivity review after a composite on #19 that turns into a pulpectomy
//     ("pulpotomy sorry pulpectomy"), a teenager's retainer check with a new upper impression ("upper and lower … sorry
//     upper impression only"), a lower partial eased, a leukoplakia review referred for biopsy (appended dictation);
//   ck19–ck24 a US general dentist typing full sentences (Universal, typed): a 1-week visit after four third molars with
//     lip paresthesia, a crown #14 that feels high, a 1-year review of RCT #30 with new caries on #31, a child's 6-month
//     trauma review with pulp canal obliteration, an erosive lichen planus review on clobetasol, a cracked #3 where the
//     plan changes from monitoring to a crown (appended dictation);
//   ck25–ck30 a UK hygienist (FDI; ck26, ck28, ck29 recogniser-style, ck25, ck27, ck30 typed): a re-evaluation after RSD
//     ("Pt pleased"), a teenager's scale and polish with a loose retainer pad and a referral ("to the orthodontist … sorry
//     to her dentist"), a gingivitis review in pregnancy, an ulcer review with a rough amalgam on 36, a denture stomatitis
//     review, a supportive periodontal care visit where a pocket on 46 has deepened (appended dictation).
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers, no punctuation)
// and 15 typed (shorthand in ck07–ck12, ck25, ck27, ck30; full sentences in ck19–ck24); most 90 to 200 words; five cases
// with appended dictation (ck06 recogniser "add to notes …"; ck10 typed "Add to notes: …"; ck18 recogniser "change … to
// …" / "add to notes …"; ck24 typed "Add to treatment: … Add to notes: …" / "Change … to …."; ck30 typed "Add to notes:
// …" / "Change next wk to within 2 weeks."). DENTAL in 29 cases (not ck27).
//
// Judgement calls where the contract was silent:
// - The patient's (or parent's) report said with the reason for the visit stays in the CC with it ("she says it was quite
//   swollen …", "Pt reports gums bleed much less …", "Mom says she's kept wearing it anyway", "Dad says there have been no
//   problems"), as more58 bh17 / bh23 / bh24. Pleased remarks and how the patient felt afterwards ("he's really pleased
//   with the progress", "Pt pleased", "she's really pleased", "she said it feels normal now", "Pt felt relief straight
//   away", "she said she'd never flossed under it before") are NOTES (as more58 bh08 / bh17); a patient's reply to what
//   was discussed ("she's happy with that", "he agreed", "Pt keen to have it out now", "He understood and agreed to the
//   referral") is CONSULT, as are questions with their answers and all advice.
// - Reviews whose CC says the work was done before ("review one week after the surgical extraction of three eight",
//   "Review 6/12 post RCT UL6", "the composite on two one is still there", "cemented 10 days ago", "restored with
//   composite at the emergency visit", "repositioned + splinted") take no title from the CC; when today's TX names no
//   table procedure TX TODAY stays empty. No titles: occlusal adjustment of a crown, a desensitiser, suture removal, a
//   socket irrigated and Alvogyl placed (socket irrigation is no Irrigation), Arestin, a retainer pad "rebonded w/ flowable
//   composite" (a material it is done with; "LR2 etched" names no surface), "Calculus removed", "scaled the lower
//   incisors", a denture cleaned in the ultrasonic bath, an area of altered sensation mapped, "Chlorhexidine gel to 46 DB
//   pocket". Titles: "eased" a denture or partial → "Denture adjustment" (as more58 bh08, also from the CC "Denture
//   ease"); "Irrigation under operculum w/ chlorhexidine 0.2%" → "Irrigation" (not a canal or socket, no tooth in the
//   item); "upper impression only for a new clear retainer" → "Impression" (singular as said, as more56); "RSD residual
//   sites" → "RSD"; "PMPR all areas" → "PMPR"; "pulpectomy number nineteen" → "Pulpectomy #19".
// - Sensibility tests said after a tooth are part of its chart entry ("positive to ethyl chloride ept reading 32", "EC -ve,
//   EPT -ve at 80", "responds to cold (Endo-Ice) within normal limits"); teeth said together get one entry each.
// - Places make no chart entry (rule 7): an extraction socket or site ("38 socket", "Site #30"), "LR8 area", an ulcer
//   "opposite 47" / "opposite 36", a retainer wire "LR3-LL3" / "from 33 to 43" / "from #22 to #27", an epulis on the
//   papilla "between 43 and 44". A retainer pad said after its tooth ("LR2 retainer pad debonded", "four two retainer pad
//   loose") and a clasp or rest seat said after its tooth are chart entries. An appliance's state (Essix, Vivera, clear
//   retainer, "Upper denture fine" in more58) is INTRA; an epulis is a soft-tissue lesion, so INTRA.
// - Pockets said measure first, bleeding and plaque scores, furcation, calculus and gingival redness are PERIO; a
//   tooth-first mobility is a chart entry (as more53 / more58). Mouth opening and lip sensation tests are EXTRA.
// - Ages said as numbers ("eleven year old", "fourteen year old", "sixteen year old") are ages, not teeth, and go to NOTES
//   with who came (as more58).
// - Referrals go to TX PLAN ("urgent referral sorry routine referral to oral medicine" → "Routine referral to oral
//   medicine"; "referral to the orthodontist for the rebond sorry to her dentist for the rebond" → "Referral to her dentist
//   for the rebond"); in TX PLAN / NV items the table names are used ("refer to OS for XLA LR8 + CBCT" → "Refer to OS for
//   extraction LR8 + CBCT", "complete root canal nineteen … then crown" → "Complete RCT #19 in 2 weeks", "Crown"). A typed
//   "Tx plan: gold onlay UL6 (instead of crown)" is the changed plan; why it changed is CONSULT. A condition told to the
//   patient ("I also told her that if the twinge on biting persists, we will take a periapical radiograph …") is CONSULT.
// - "The diagnosis is …" drops its header words (as more56 bf30); in DX items the connecting word before a tooth goes
//   ("cracked tooth syndrome on #3" → "Cracked tooth syndrome #3", "obliteration of #8" → "… obliteration #8"), and "and"
//   between two diagnoses splits ("healed apical periodontitis on #30 and caries on #31").
// - "post op" → "Post-op" / "post-op" (as more56); typed "Six-month" / "one-year" / "one-week" → "6-month" / "1-year" /
//   "1-week"; "Dentist informed re 17" (a message to a colleague) is NOTES; "No further review of #30 is needed apart from
//   routine radiographs", "Retainer check 6/12, recall as normal", "SPT 3/12" and "Follow up by phone in 2 weeks" are F/U.
// - A nurse aside ("could you pass me the articulating paper please thanks") is dropped (as more58).
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; chart conditions
//   keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more87Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI, recogniser-style)
  defineCase({
    id: 'ck01-uk-asr-fdi-review-surgical-xla-38-sutures-removed-gym-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "um review one week after the surgical extraction of three eight she says it was quite swollen for the first three days now settled no numbness of the lip or tongue medical history no changes no allergies extra oral no swelling mouth opening good intra oral three eight socket healing well no exposed bone two sutures in situ three seven distal surface sound not tender to percussion sutures removed advised to keep up the warm salt water rinses for another few days she asked if she can go back to the gym told her that's fine now discharged back to routine recall",
    expect: {
      CC: 'Review 1 week after the surgical extraction of 38. She says it was quite swollen for the first 3 days. Now settled. No numbness of the lip or tongue',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'No swelling. Mouth opening good',
      INTRA: '38 socket healing well. No exposed bone. 2 sutures in situ',
      DENTAL: [['37', 'D surface sound not tender to percussion']],
      CONSULT:
        "Advised to keep up the warm salt water rinses for another few days. She asked if she can go back to the gym. Told her that's fine now",
      TX: ['Sutures removed'],
      'F/U': 'Discharged back to routine recall',
    },
  }),
  defineCase({
    id: 'ck02-uk-asr-fdi-perio-review-after-rsd-residual-pockets-26-36-pleased-plan-rsd',
    style: 'UK',
    asr: true,
    transcript:
      "okay review three months after rsd he says his gums bleed much less when he brushes and he's using the interdental brushes every night medical history type two diabetes on metformin latest hba1c forty eight down from fifty eight doesn't smoke no allergies bpe two two four three two two bleeding on probing twelve percent down from forty five percent plaque score eighteen percent residual pockets six millimetres two six distobuccal and five millimetres three six mesiolingual everything else four millimetres or less two six grade one mobile he's really pleased with the progress diagnosis generalised periodontitis improving ohi reinforced with the interdental brushes explained the two remaining pockets need a bit more treatment plan rsd two six and three six under local then supportive periodontal care with the hygienist every three months book in for the rsd next week",
    expect: {
      CC: "Review 3 months after RSD. He says his gums bleed much less when he brushes. He's using the interdental brushes every night",
      'MED HX': "Type 2 diabetes on metformin. Latest HbA1c 48 down from 58. Doesn't smoke. No allergies",
      PERIO:
        'BPE 2 2 4 / 3 2 2. Bleeding on probing 12% down from 45%. Plaque score 18%. Residual pockets 6 mm 26 DB and 5 mm 36 ML. Everything else 4 mm or less',
      DENTAL: [['26', 'Grade 1 mobile']],
      DX: ['Generalised periodontitis improving'],
      CONSULT: 'Explained the 2 remaining pockets need a bit more treatment',
      'TX TODAY': ['OHI'],
      TX: ['OHI reinforced with the interdental brushes'],
      'TX PLAN': ['RSD 26, 36 under local', 'Supportive periodontal care with the hygienist every 3 months'],
      NOTES: "He's really pleased with the progress",
      NV: ['RSD next week'],
    },
  }),
  defineCase({
    id: 'ck03-uk-asr-fdi-trauma-review-11-21-ethyl-chloride-ept-sorry-rugby-gum-shield',
    style: 'UK',
    asr: true,
    transcript:
      "trauma review four weeks after he fell off his bike eleven year old with mum no pain he's been eating normally and the composite on two one is still there medical history fit and well no allergies extra oral lip healed fully intra oral soft tissues healed one one not mobile not tender to percussion positive to ethyl chloride ept reading forty two sorry thirty two colour normal two one incisal composite intact positive to ethyl chloride ept twenty eight not tender one two and two two positive to ethyl chloride pa of the upper centrals no root fracture no periapical changes no resorption explained to mum the nerve can still die off in the first year so we need to keep checking watch for any darkening or swelling mum asked if he can go back to rugby told her yes with a gum shield review three months with sensibility tests and a pa",
    expect: {
      CC: "Trauma review 4 weeks after he fell off his bike. No pain. He's been eating normally. Composite on 21 is still there",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Lip healed fully',
      INTRA: 'Soft tissues healed',
      DENTAL: [
        ['11', 'Not mobile not tender to percussion positive to ethyl chloride EPT reading 32 colour normal'],
        ['21', 'I composite intact positive to ethyl chloride EPT 28 not tender'],
        ['12', 'Positive to ethyl chloride'],
        ['22', 'Positive to ethyl chloride'],
      ],
      RADIO: 'PA of the upper centrals no root fracture. No periapical changes. No resorption',
      CONSULT:
        'Explained to mum the nerve can still die off in the first year so we need to keep checking. Watch for any darkening or swelling. Mum asked if he can go back to rugby. Told her yes with a gum shield',
      NOTES: '11 year old with mum',
      'F/U': 'Review 3 months with sensibility tests and a PA',
    },
  }),
  defineCase({
    id: 'ck04-uk-asr-fdi-crown-46-feels-high-adjusted-d-marginal-ridge-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because the new crown on four six feels high since it was fitted last week and it's a bit tender when she bites medical history no changes on amlodipine no allergies four six crown margins fine slightly tender to percussion four five and four seven sound could you pass me the articulating paper please thanks occlusion checked crown heavy in intercuspal position on the distal marginal ridge and in right lateral excursion on the mesiobuccal cusp adjusted with a fine diamond then polished with the ceramic polishing kit rechecked even contacts both sides she said it feels normal now explained the tenderness should settle in a few days review in two weeks if not settled",
    expect: {
      CC: "New crown on 46 feels high since it was fitted last week. It's a bit tender when she bites",
      'MED HX': 'No changes. On amlodipine. No allergies',
      DENTAL: [
        ['46', 'Crown margins fine slightly tender to percussion'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Explained the tenderness should settle in a few days',
      TX: [
        'Occlusion checked',
        'Crown heavy in intercuspal position on the D marginal ridge and in right lateral excursion on the MB cusp',
        'Adjusted with a fine diamond',
        'Polished with the ceramic polishing kit',
        'Rechecked even contacts both sides',
      ],
      NOTES: 'She said it feels normal now',
      'F/U': 'Review in 2 weeks if not settled',
    },
  }),
  defineCase({
    id: 'ck05-uk-asr-fdi-sensitivity-after-mod-composite-36-desensitiser-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "review of the filling on three six done three weeks ago he says it's still sensitive to cold drinks and a bit when he bites on it but it's getting better no pain at night medical history no changes no allergies three six mesial occlusal distal composite intact margins sealed no high spots ethyl chloride positive not lingering not tender to percussion three seven sound bitewing three six no overhang deep restoration close to the pulp diagnosis post op sensitivity three six desensitiser applied to the margins advised sensodyne rubbed on twice a day and to avoid very cold drinks for now explained if it gets worse or starts aching at night it may need a root canal scratch that explained if it gets worse it may need the filling replaced with a sedative lining review six weeks",
    expect: {
      CC: "Review of the filling on 36 done 3 weeks ago. He says it's still sensitive to cold drinks and a bit when he bites on it but it's getting better. No pain at night",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        [
          '36',
          'MOD composite intact margins sealed no high spots ethyl chloride positive not lingering not tender to percussion',
        ],
        ['37', 'Sound'],
      ],
      RADIO: 'Bitewing 36 no overhang. Deep restoration close to the pulp',
      DX: ['Post-op sensitivity 36'],
      CONSULT:
        'Advised Sensodyne rubbed on twice a day and to avoid very cold drinks for now. Explained if it gets worse it may need the filling replaced with a sedative lining',
      TX: ['Desensitiser applied to the margins'],
      'F/U': 'Review 6 weeks',
    },
  }),
  defineCase({
    id: 'ck06-uk-asr-fdi-ulcer-and-lichen-planus-review-37-referral-sorry-routine-appends',
    style: 'UK',
    asr: true,
    transcript:
      "review of the ulcer on the left side of the tongue and the lichen planus she says the tongue is much better since we smoothed the tooth but her right cheek has been sore with spicy food medical history no changes on omeprazole and ramipril allergic to penicillin extra oral no lymph nodes palpable intra oral ulcer left lateral tongue healed no scarring white lacy striae both buccal mucosae unchanged from the photos new red eroded area about eight millimetres right buccal mucosa opposite four seven three seven lingual cusp smoothed last time no sharp edges diagnosis oral lichen planus erosive on the right explained we should get a specialist to have a look in case it needs a biopsy she's happy with that advised a bland toothpaste without sls and to avoid spicy food urgent referral sorry routine referral to oral medicine review in three months",
    appends: ["add to notes she'd like a copy of the referral letter sent to her gp"],
    expect: {
      CC: 'Review of the ulcer on the left side of the tongue and the lichen planus. She says the tongue is much better since we smoothed the tooth but her right cheek has been sore with spicy food',
      'MED HX': 'No changes. On omeprazole and ramipril. Allergic to penicillin',
      EXTRA: 'No lymph nodes palpable',
      INTRA:
        'Ulcer left lateral tongue healed. No scarring. White lacy striae both buccal mucosae unchanged from the photos. New red eroded area about 8 mm right buccal mucosa opposite 47',
      DENTAL: [['37', 'L cusp smoothed last time no sharp edges']],
      DX: ['Oral lichen planus erosive on the right'],
      CONSULT:
        "Explained we should get a specialist to have a look in case it needs a biopsy. She's happy with that. Advised a bland toothpaste without SLS and to avoid spicy food",
      'TX PLAN': ['Routine referral to oral medicine'],
      NOTES: "She'd like a copy of the referral letter sent to her GP",
      'F/U': 'Review in 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist, Palmer shorthand (typed)
  defineCase({
    id: 'ck07-uk-typed-palmer-dry-socket-ll6-4-7-post-xla-irrigated-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '4/7 post XLA LL6, pain worse since day 2, throbbing, radiating to ear, bad taste. Paracetamol not touching it. MH: no change, smoker 10/day, NKDA. EO: NAD, no lymphadenopathy. IO: LL6 socket empty, exposed bone, food debris, v tender. LL5, LL7 not TTP. Dx: dry socket LL6. LA 1 x 2.2ml lido 2% 1:80k adr buccal infil LL6. Socket irrigated w/ warm saline, debris removed. Alvogyl placed. Pt felt relief straight away. Advised ibuprofen 400 mg + paracetamol 1 g QDS, no smoking for 48 h, warm salt water rinses from tomorrow. Rv 2/7, sooner if worse.',
    expect: {
      CC: '4 days post XLA LL6, pain worse since day 2, throbbing, radiating to ear, bad taste. Paracetamol not touching it',
      'MED HX': 'No change, smoker 10/day, NKDA',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'LL6 socket empty, exposed bone, food debris, v tender',
      DENTAL: [
        ['LL5', 'Not TTP'],
        ['LL7', 'Not TTP'],
      ],
      DX: ['Dry socket LL6'],
      CONSULT:
        'Advised ibuprofen 400 mg + paracetamol 1 g QDS, no smoking for 48 h, warm salt water rinses from tomorrow',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration LL6',
        'Socket irrigated w/ warm saline',
        'Debris removed',
        'Alvogyl placed',
      ],
      NOTES: 'Pt felt relief straight away',
      'F/U': 'Rv 2 days, sooner if worse',
    },
  }),
  defineCase({
    id: 'ck08-uk-typed-palmer-rct-review-ul6-6-12-plan-changes-crown-to-gold-onlay',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review 6/12 post RCT UL6. No sx since obturation, chewing on it normally. MH: no change, NKDA. UL6 MOD comp intact, not TTP, no mobility, no sinus. UL5, UL7 sound. PA UL6: obturation to length, PA radiolucency on MB root much smaller. Dx: healing apical periodontitis UL6. Discussed cuspal coverage again: gold onlay vs crown. Pt now prefers gold onlay (less tooth removed), fees given. Tx plan: gold onlay UL6 (instead of crown). NV: onlay prep UL6 (40 min).',
    expect: {
      CC: 'Review 6 months post RCT UL6. No sx since obturation, chewing on it normally',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL6', 'MOD comp intact, not TTP, no mobility, no sinus'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      RADIO: 'PA UL6: obturation to length, PA radiolucency on MB root much smaller',
      DX: ['Healing apical periodontitis UL6'],
      CONSULT:
        'Discussed cuspal coverage again: gold onlay vs crown. Pt now prefers gold onlay (less tooth removed), fees given',
      'TX PLAN': ['Gold onlay UL6 (instead of crown)'],
      NV: ['Onlay prep UL6 (40 min)'],
    },
  }),
  defineCase({
    id: 'ck09-uk-typed-palmer-f-denture-ease-ulcer-ul-sulcus-pip-ll6-cusp-smoothed',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Denture ease. F/- fitted 1/52 ago, sore UL side when eating, otherwise happy with the look. MH: no change, T2DM (metformin), NKDA. IO: 3 mm ulcer UL buccal sulcus adj UL4 region, flange overextended there. Mild erythema under fitting surface, no candida. LL6 MOD amalgam, sharp ML cusp. LR6 crown sound. PIP: pressure areas UL buccal flange + post dam. Eased w/ acrylic bur, polished. Occlusion checked. Premature contact UR canine region, adjusted. LL6 ML cusp smoothed. Pt says it feels much better. Advised leave out at night, brush palate, Difflam rinse for ulcer. Rv 2/52, sooner if not healed.',
    expect: {
      CC: 'Denture ease. F/- fitted 1 week ago, sore UL side when eating, otherwise happy with the look',
      'MED HX': 'No change, T2DM (metformin), NKDA',
      INTRA:
        '3 mm ulcer UL buccal sulcus adj UL4 region, flange overextended there. Mild erythema under fitting surface, no candida',
      DENTAL: [
        ['LL6', 'MOD amalgam, sharp ML cusp'],
        ['LR6', 'Crown sound'],
      ],
      CONSULT: 'Advised leave out at night, brush palate, Difflam rinse for ulcer',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'PIP: pressure areas UL buccal flange + post dam',
        'Eased w/ acrylic bur',
        'Polished',
        'Occlusion checked',
        'Premature contact UR canine region',
        'Adjusted',
        'LL6 ML cusp smoothed',
      ],
      NOTES: 'Pt says it feels much better',
      'F/U': 'Rv 2 weeks, sooner if not healed',
    },
  }),
  defineCase({
    id: 'ck10-uk-typed-palmer-trauma-review-ur1-necrosis-ec-ept-plan-changes-rct-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Trauma review 3/12. UR1 lat luxation playing hockey, repositioned + splinted UR2-UL2, splint off at 4/52. Pt noticed UR1 going darker over last 2 wks, no pain. MH: fit + well, NKDA. EO: NAD. IO: soft tissues healed. UR1 grey, TTP slight, mobility normal, EC -ve, EPT -ve at 80. UL1 EC +ve, EPT 38, not TTP. UR2, UL2 EC +ve. PA UR1: small PA radiolucency, no resorption, no root fracture. Dx: pulp necrosis UR1. Explained nerve has died and RCT now needed (previously monitoring only). Risks + benefits explained, pt agrees. Verbal consent. Tx plan: RCT UR1, then composite veneer if still dark. NV: start RCT UR1 (60 min).',
    appends: ['Add to notes: pt asked for a copy of his trauma notes for the hockey club insurance.'],
    expect: {
      CC: 'Trauma review 3 months. UR1 lat luxation playing hockey, repositioned + splinted UR2-UL2, splint off at 4 weeks. Pt noticed UR1 going darker over last 2 wks, no pain',
      'MED HX': 'Fit + well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healed',
      DENTAL: [
        ['UR1', 'Grey, TTP slight, mobility normal, EC -ve, EPT -ve at 80'],
        ['UL1', 'EC +ve, EPT 38, not TTP'],
        ['UR2', 'EC +ve'],
        ['UL2', 'EC +ve'],
      ],
      RADIO: 'PA UR1: small PA radiolucency, no resorption, no root fracture',
      DX: ['Pulp necrosis UR1'],
      CONSULT:
        'Explained nerve has died and RCT now needed (previously monitoring only). Risks + benefits explained, pt agrees',
      CONSENT: 'Verbal consent',
      'TX PLAN': ['RCT UR1', 'Composite veneer if still dark'],
      NOTES: 'Pt asked for a copy of his trauma notes for the hockey club insurance',
      NV: ['Start RCT UR1 (60 min)'],
    },
  }),
  defineCase({
    id: 'ck11-uk-typed-palmer-retainer-check-lr2-pad-rebonded-flowable-essix-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Retainer check, 6/12 post debond (ortho done privately elsewhere). Wearing upper Essix nightly, still fits snugly. Lower wire feels loose on one tooth. MH: no change, NKDA. Lower bonded retainer LR3-LL3 intact apart from LR2. LR2 retainer pad debonded, no caries. Upper Essix fits well, no cracks, slight wear. BPE 1 1 1 / 1 2 1, calculus lingual to lower incisors. Isolated w/ cotton wool rolls, LR2 etched, bond, pad rebonded w/ flowable composite. Wire checked passive. Calculus removed lower incisors lingually. Advised Superfloss under wire daily, keep wearing Essix every night indefinitely. Pt asked if she can stop wearing the Essix: advised not as teeth will move. Retainer check 6/12, recall as normal.',
    expect: {
      CC: 'Retainer check, 6 months post debond (ortho done privately elsewhere). Wearing upper Essix nightly, still fits snugly. Lower wire feels loose on one tooth',
      'MED HX': 'No change, NKDA',
      INTRA: 'Lower bonded retainer LR3-LL3 intact apart from LR2. Upper Essix fits well, no cracks, slight wear',
      PERIO: 'BPE 1 1 1 / 1 2 1, calculus lingual to lower incisors',
      DENTAL: [['LR2', 'Retainer pad debonded, no caries']],
      CONSULT:
        'Advised Superfloss under wire daily, keep wearing Essix every night indefinitely. Pt asked if she can stop wearing the Essix: advised not as teeth will move',
      TX: [
        'Isolated w/ cotton wool rolls',
        'LR2 etched',
        'Bond',
        'Pad rebonded w/ flowable composite',
        'Wire checked passive',
        'Calculus removed lower incisors lingually',
      ],
      'F/U': 'Retainer check 6 months, recall as normal',
    },
  }),
  defineCase({
    id: 'ck12-uk-typed-palmer-pericoronitis-review-lr8-irrigation-operculum-refer-os',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review 1/52 pericoronitis LR8. Metronidazole finished, swelling gone, can open fully now. Still food trapping. MH: no change, NKDA. EO: no swelling, no lymphadenopathy, opening 45 mm. IO: soft tissues healthy apart from LR8 area. LR8 partially erupted, operculum slightly red, no pus. LR7 D surface sound, not TTP. OPG: LR8 mesioangular, roots close to ID canal. Dx: recurrent pericoronitis LR8 (3rd episode this year). Irrigation under operculum w/ chlorhexidine 0.2%. Discussed XLA LR8 given repeated episodes, risk of numbness explained due to ID canal proximity. Pt keen to have it out now (previously wanted to leave it). Advised hot salt water rinses + soft brush to area. Plan: refer to OS for XLA LR8 + CBCT. Rv sooner if flares up before OS appt.',
    expect: {
      CC: 'Review 1 week pericoronitis LR8. Metronidazole finished, swelling gone, can open fully now. Still food trapping',
      'MED HX': 'No change, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy, opening 45 mm',
      INTRA: 'Soft tissues healthy apart from LR8 area',
      DENTAL: [
        ['LR8', 'Partially erupted, operculum slightly red, no pus'],
        ['LR7', 'D surface sound, not TTP'],
      ],
      RADIO: 'OPG: LR8 mesioangular, roots close to ID canal',
      DX: ['Recurrent pericoronitis LR8 (3rd episode this year)'],
      CONSULT:
        'Discussed XLA LR8 given repeated episodes, risk of numbness explained due to ID canal proximity. Pt keen to have it out now (previously wanted to leave it). Advised hot salt water rinses + soft brush to area',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigation under operculum w/ chlorhexidine 0.2%'],
      'TX PLAN': ['Refer to OS for extraction LR8 + CBCT'],
      'F/U': 'Rv sooner if flares up before OS appt',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'ck13-us-asr-post-op-check-xla-30-graft-sutures-removed-implant-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for her post op check one week after extraction of number thirty with the bone graft she says she was sore the first couple of days but ibuprofen helped no bleeding since no changes to her health takes lisinopril no allergies extraoral no swelling intraoral site thirty healing nicely membrane edge visible buccally no signs of infection three sutures in place number thirty one mesial marginal ridge sound number twenty nine not tender removed three sutures rinsed with chlorhexidine uh she asked when she can get the implant told her we'll take a cone beam in about four months and place it then keep brushing gently around the area follow up in four months with a cbct for implant planning",
    expect: {
      CC: 'Her post-op check 1 week after extraction of #30 with the bone graft. She says she was sore the first couple of days but ibuprofen helped. No bleeding since',
      'MED HX': 'No changes to her health. Takes lisinopril. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Site #30 healing nicely. Membrane edge visible buccally. No signs of infection. 3 sutures in place',
      DENTAL: [
        ['31', 'M marginal ridge sound'],
        ['29', 'Not tender'],
      ],
      CONSULT:
        "She asked when she can get the implant. Told her we'll take a cone beam in about 4 months and place it then. Keep brushing gently around the area",
      TX: ['Removed 3 sutures', 'Rinsed with chlorhexidine'],
      'F/U': 'Follow up in 4 months with a CBCT for implant planning',
    },
  }),
  defineCase({
    id: 'ck14-us-asr-six-week-check-after-srp-psr-arestin-3-mb-pocket-perio-maintenance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for his six week check after scaling and root planing all four quadrants he says his gums bleed way less and he's flossing every night now medical history no changes high cholesterol on atorvastatin no allergies psr two two three two two two pockets mostly three to four millimeters a six millimeter pocket remaining on number three mesiobuccal bleeding on probing down to ten percent from thirty eight percent light plaque lower lingual number three class one mobility no caries noted he's really happy with how his gums feel diagnosis generalized periodontitis improving arestin placed in the number three mesiobuccal pocket ohi reviewed flossing technique around the lower anteriors discussed periodontal maintenance every three months he agreed next visit periodontal maintenance in three months",
    expect: {
      CC: "His 6 week check after scaling and root planing all 4 quadrants. He says his gums bleed way less. He's flossing every night now",
      'MED HX': 'No changes. High cholesterol on atorvastatin. No allergies',
      INTRA: 'No caries noted',
      PERIO:
        'PSR 2 2 3 / 2 2 2. Pockets mostly 3 to 4 mm. 6 mm pocket remaining on #3 MB. Bleeding on probing down to 10% from 38%. Light plaque lower lingual',
      DENTAL: [['3', 'Class 1 mobility']],
      DX: ['Generalized periodontitis improving'],
      CONSULT: 'Discussed periodontal maintenance every 3 months. He agreed',
      'TX TODAY': ['OHI'],
      TX: ['Arestin placed in #3 MB pocket', 'OHI reviewed flossing technique around the lower anteriors'],
      NOTES: "He's really happy with how his gums feel",
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'ck15-us-asr-sensitivity-after-mod-composite-19-irreversible-pulpectomy-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited exam she had a mesial occlusal distal composite on nineteen done two weeks ago and it's been getting worse hurts with cold and lingers for a minute now it woke her up last night medical history no changes takes sertraline allergic to codeine number nineteen composite intact no open margins no high spots cold test lingers about thirty seconds tender to percussion numbers eighteen and twenty normal to cold not tender pa of nineteen deep restoration close to the mesial horn widened pdl on the mesial root diagnosis symptomatic irreversible pulpitis number nineteen explained the nerve isn't recovering after the deep filling and the options are root canal then crown or extraction she wants to keep the tooth so we're going ahead with the root canal today two carpules lidocaine two percent one to one hundred thousand epi left ianb rubber dam pulpotomy sorry pulpectomy number nineteen calcium hydroxide and cavit occlusion relieved rx ibuprofen six hundred milligrams every six hours as needed next visit complete root canal nineteen in two weeks then crown",
    expect: {
      CC: "Limited exam. She had a MOD composite on #19 done 2 weeks ago. It's been getting worse. Hurts with cold and lingers for a minute now. It woke her up last night",
      'MED HX': 'No changes. Takes sertraline. Allergic to codeine',
      DENTAL: [
        ['19', 'Composite intact no open margins no high spots cold test lingers about 30 seconds tender to percussion'],
        ['18', 'Normal to cold not tender'],
        ['20', 'Normal to cold not tender'],
      ],
      RADIO: 'PA of #19 deep restoration close to the mesial horn. Widened PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis #19'],
      CONSULT:
        "Explained the nerve isn't recovering after the deep filling and the options are root canal then crown or extraction. She wants to keep the tooth so we're going ahead with the root canal today",
      'TX TODAY': ['Pulpectomy #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Pulpectomy #19',
        'Calcium hydroxide and Cavit',
        'Occlusion relieved',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Complete RCT #19 in 2 weeks', 'Crown'],
    },
  }),
  defineCase({
    id: 'ck16-us-asr-teen-retainer-check-cracked-clear-retainer-upper-impression-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "retainer check fourteen year old with mom braces came off eight months ago she's been wearing the upper clear retainer every night but it cracked last week mom says she's kept wearing it anyway healthy no meds no allergies soft tissues normal gums a little puffy behind the lower front teeth lower fixed retainer from twenty two to twenty seven intact no loose pads upper clear retainer cracked through on the left side still fits number seven slightly rotated some relapse there upper and lower alginate impressions sorry upper impression only for a new clear retainer brushing and flossing behind the lower wire reviewed told mom the new one will be ready in about a week and to stop using the cracked one if it starts to cut her gums she asked if she can get a fixed wire on the top too explained that's up to the orthodontist next visit deliver new upper retainer",
    expect: {
      CC: "Retainer check. Braces came off 8 months ago. She's been wearing the upper clear retainer every night but it cracked last week. Mom says she's kept wearing it anyway",
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA:
        'Soft tissues normal. Lower fixed retainer from #22 to #27 intact. No loose pads. Upper clear retainer cracked through on the left side. Still fits',
      PERIO: 'Gums a little puffy behind the lower front teeth',
      DENTAL: [['7', 'Slightly rotated some relapse there']],
      CONSULT:
        "Told mom the new one will be ready in about a week and to stop using the cracked one if it starts to cut her gums. She asked if she can get a fixed wire on the top too. Explained that's up to the orthodontist",
      'TX TODAY': ['Impression'],
      TX: ['Upper impression only for a new clear retainer', 'Brushing and flossing behind the lower wire reviewed'],
      NOTES: '14 year old with mom',
      NV: ['Deliver new upper retainer'],
    },
  }),
  defineCase({
    id: 'ck17-us-asr-lower-partial-eased-clasp-21-opened-warfarin-no-section-words',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient came in complaining of her new lower partial rubbing on the left side and the clasp on twenty one feeling tight she got it two weeks ago she's on warfarin for atrial fibrillation last inr two point five no allergies sore spot lingual to the left premolar area under the partial about three millimeters the other tissues look fine number twenty one clasp tight no mobility number twenty eight rest seat intact pressure indicating paste shows the lingual flange pressing there eased the lingual flange with an acrylic bur polished clasp on twenty one opened slightly um checked the fit seats fully no rocking she says that's much better advised to take it out at night and rinse with warm salt water review in one week if it's still sore",
    expect: {
      CC: 'Her new lower partial rubbing on the left side and the clasp on #21 feeling tight. She got it 2 weeks ago',
      'MED HX': "She's on warfarin for atrial fibrillation. Last INR 2.5. No allergies",
      INTRA: 'Sore spot lingual to the left premolar area under the partial about 3 mm. Other tissues look fine',
      DENTAL: [
        ['21', 'Clasp tight no mobility'],
        ['28', 'Rest seat intact'],
      ],
      CONSULT: 'Advised to take it out at night and rinse with warm salt water',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste shows the lingual flange pressing there',
        'Eased the lingual flange with an acrylic bur',
        'Polished',
        'Clasp #21 opened slightly',
        'Checked the fit',
        'Seats fully',
        'No rocking',
      ],
      NOTES: "She says that's much better",
      'F/U': "Review in 1 week if it's still sore",
    },
  }),
  defineCase({
    id: 'ck18-us-asr-leukoplakia-review-tongue-18-cusp-referral-biopsy-appends-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "two week review of the white patch on the left side of his tongue we smoothed the sharp cusp on number eighteen last time he says the tongue feels less rough but the patch is still there medical history no changes smokes about half a pack a day drinks on weekends no allergies extraoral no palpable nodes intraoral white patch left lateral border of the tongue about one centimeter by five millimeters doesn't wipe off same size as the photo two weeks ago not tender no ulceration number eighteen lingual cusp smooth no sharp edges diagnosis leukoplakia left lateral tongue not resolved after removing the irritation explained it needs a biopsy to rule out anything serious he understood and agreed to the referral strongly advised quitting smoking gave him information on the quit line referral to oral surgery for biopsy follow up after the biopsy results",
    appends: [
      'change half a pack a day to a pack a day',
      "add to notes he'd prefer an oral surgeon near his work if possible",
    ],
    expect: {
      CC: '2 week review of the white patch on the left side of his tongue. We smoothed the sharp cusp on #18 last time. He says the tongue feels less rough but the patch is still there',
      'MED HX': 'No changes. Smokes about a pack a day. Drinks on weekends. No allergies',
      EXTRA: 'No palpable nodes',
      INTRA:
        "White patch left lateral border of the tongue about 1 cm by 5 mm. Doesn't wipe off. Same size as the photo 2 weeks ago. Not tender. No ulceration",
      DENTAL: [['18', 'L cusp smooth no sharp edges']],
      DX: ['Leukoplakia left lateral tongue not resolved after removing the irritation'],
      CONSULT:
        'Explained it needs a biopsy to rule out anything serious. He understood and agreed to the referral. Strongly advised quitting smoking. Gave him information on the quit line',
      'TX PLAN': ['Referral to oral surgery for biopsy'],
      NOTES: "He'd prefer an oral surgeon near his work if possible",
      'F/U': 'Follow up after the biopsy results',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, full sentences (Universal, typed)
  defineCase({
    id: 'ck19-us-typed-sentences-1-week-post-op-third-molars-lip-paresthesia-mapped',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a one-week post-operative visit after surgical extraction of #1, #16, #17 and #32 under IV sedation. She is 19 and came with her mother. She reports moderate swelling for three days that has now resolved, and she has been taking ibuprofen only at night. She still has tingling of the left lower lip and chin. Medical history: no changes, takes an oral contraceptive, NKDA. Extraoral: swelling resolved, mild bruising at the left angle of the mandible. Mouth opening is 38 mm. Light touch and 2-point discrimination are reduced on the left lower lip and chin compared with the right. The upper sockets are healing well. The lower sockets have granulation tissue and the sutures have dissolved. #18 and #31 are not tender. The diagnosis is paresthesia of the left inferior alveolar nerve. I explained that this usually improves over weeks to months and that we will map the area at each visit. She asked if it will be permanent. I told her most cases recover fully but a few do not. The area of altered sensation was mapped and photographed. We will see her in 4 weeks to re-test sensation.',
    expect: {
      CC: '1-week post-operative visit after surgical extraction of #1, #16, #17 and #32 under IV sedation. She reports moderate swelling for 3 days that has now resolved, and she has been taking ibuprofen only at night. She still has tingling of the left lower lip and chin',
      'MED HX': 'No changes, takes an oral contraceptive, NKDA',
      EXTRA:
        'Swelling resolved, mild bruising at the left angle of the mandible. Mouth opening is 38 mm. Light touch and 2-point discrimination are reduced on the left lower lip and chin compared with the right',
      INTRA: 'Upper sockets are healing well. Lower sockets have granulation tissue and the sutures have dissolved',
      DENTAL: [
        ['18', 'Not tender'],
        ['31', 'Not tender'],
      ],
      DX: ['Paresthesia of the left inferior alveolar nerve'],
      CONSULT:
        'I explained that this usually improves over weeks to months and that we will map the area at each visit. She asked if it will be permanent. I told her most cases recover fully but a few do not',
      TX: ['Area of altered sensation was mapped and photographed'],
      NOTES: 'She is 19 and came with her mother',
      'F/U': 'We will see her in 4 weeks to re-test sensation',
    },
  }),
  defineCase({
    id: 'ck20-us-typed-sentences-crown-14-feels-high-mp-cusp-working-interference',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents with the crown on #14, cemented 10 days ago, feeling high. She has been chewing on the right side. She also notices a sharp twinge when she bites on something hard. Medical history: no changes, hypertension on losartan, NKDA. #14 zirconia crown with intact margins, no recurrent caries, slightly tender to percussion, and normal response to cold. #13 and #15 are sound. Occlusion was checked with articulating paper and shimstock. The crown was heavy in maximum intercuspation on the mesiopalatal cusp. There was also a working-side interference in right lateral excursion. Both contacts were reduced with a fine diamond, and the crown was polished with a zirconia polishing kit. Contacts are now even with the adjacent teeth. She said the bite felt right immediately. I told her the tenderness should settle within a week now that the tooth is no longer overloaded. I also told her that if the twinge on biting persists, we will take a periapical radiograph to check for a crack. Follow up by phone in 2 weeks.',
    expect: {
      CC: 'Crown on #14, cemented 10 days ago, feeling high. She has been chewing on the right side. She also notices a sharp twinge when she bites on something hard',
      'MED HX': 'No changes, hypertension on losartan, NKDA',
      DENTAL: [
        [
          '14',
          'Zirconia crown with intact margins, no recurrent caries, slightly tender to percussion, and normal response to cold',
        ],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      CONSULT:
        'I told her the tenderness should settle within a week now that the tooth is no longer overloaded. I also told her that if the twinge on biting persists, we will take a periapical radiograph to check for a crack',
      TX: [
        'Occlusion was checked with articulating paper and shimstock',
        'Crown was heavy in maximum intercuspation on the MP cusp',
        'There was also a working-side interference in right lateral excursion',
        'Both contacts were reduced with a fine diamond',
        'Crown was polished with a zirconia polishing kit',
        'Contacts are now even with the adjacent teeth',
      ],
      NOTES: 'She said the bite felt right immediately',
      'F/U': 'Follow up by phone in 2 weeks',
    },
  }),
  defineCase({
    id: 'ck21-us-typed-sentences-1-year-rct-review-30-healed-m-caries-31-nv-composite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient is here for a one-year review of the root canal on #30, which was done by an endodontist, and the crown we placed afterward. He says the tooth has been completely comfortable and he chews on it normally. Medical history: no changes, type 2 diabetes controlled with metformin, NKDA. #30 PFM crown with closed margins, not tender to percussion or palpation, no sinus tract. #31 has a small area of mesial caries at the contact. #29 is sound. A periapical radiograph of #30 shows a well-condensed root filling, and the periapical radiolucency on the mesial root has completely resolved. A bitewing confirms mesial caries on #31 into dentin. The diagnosis is healed apical periodontitis on #30 and caries on #31. I showed him the radiographs and explained that the root canal has healed. We discussed filling #31 before it gets bigger, and he agreed. Next visit: MO composite #31. No further review of #30 is needed apart from routine radiographs.',
    expect: {
      CC: '1-year review of the root canal on #30, which was done by an endodontist, and the crown we placed afterward. He says the tooth has been completely comfortable and he chews on it normally',
      'MED HX': 'No changes, type 2 diabetes controlled with metformin, NKDA',
      DENTAL: [
        ['30', 'PFM crown with closed margins, not tender to percussion or palpation, no sinus tract'],
        ['31', 'Small area of M caries at the contact'],
        ['29', 'Sound'],
      ],
      RADIO:
        'Periapical radiograph of #30 shows a well-condensed root filling, and the periapical radiolucency on the mesial root has completely resolved. Bitewing confirms mesial caries on #31 into dentin',
      DX: ['Healed apical periodontitis #30', 'Caries #31'],
      CONSULT:
        'I showed him the radiographs and explained that the root canal has healed. We discussed filling #31 before it gets bigger, and he agreed',
      NV: ['MO composite #31'],
      'F/U': 'No further review of #30 is needed apart from routine radiographs',
    },
  }),
  defineCase({
    id: 'ck22-us-typed-sentences-child-trauma-review-8-9-cold-test-canal-obliteration',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Six-month trauma review. The patient is 8 and came with his father. He intruded #8 and fractured the incisal edge of #9 falling off a scooter; #8 re-erupted on its own and #9 was restored with composite at the emergency visit. Dad says there have been no problems and no swelling. Medical history: healthy, no medications, NKDA. Soft tissues are normal. #8 is fully re-erupted, slightly yellow compared with #9, not mobile, not tender to percussion, and responds to cold (Endo-Ice) within normal limits. #9 composite is intact, not tender, and responds normally to cold. #7 and #10 respond normally to cold. A periapical radiograph of #8 and #9 shows continued root development, early narrowing of the pulp canal in #8, and no periapical radiolucency or resorption. The diagnosis is early pulp canal obliteration of #8. I explained to Dad that the yellow color is the tooth laying down more dentin, which is a sign the nerve survived, and that no treatment is needed unless symptoms develop. He asked about whitening it later; I told him that can be considered once he is a teenager. We will review in 6 months with cold testing and a radiograph.',
    expect: {
      CC: '6-month trauma review. He intruded #8 and fractured the incisal edge of #9 falling off a scooter; #8 re-erupted on its own and #9 was restored with composite at the emergency visit. Dad says there have been no problems and no swelling',
      'MED HX': 'Healthy, no medications, NKDA',
      INTRA: 'Soft tissues are normal',
      DENTAL: [
        [
          '8',
          'Fully re-erupted, slightly yellow compared with #9, not mobile, not tender to percussion, and responds to cold (Endo-Ice) within normal limits',
        ],
        ['9', 'Composite is intact, not tender, and responds normally to cold'],
        ['7', 'Respond normally to cold'],
        ['10', 'Respond normally to cold'],
      ],
      RADIO:
        'Periapical radiograph of #8 and #9 shows continued root development, early narrowing of the pulp canal in #8, and no periapical radiolucency or resorption',
      DX: ['Early pulp canal obliteration #8'],
      CONSULT:
        'I explained to Dad that the yellow color is the tooth laying down more dentin, which is a sign the nerve survived, and that no treatment is needed unless symptoms develop. He asked about whitening it later; I told him that can be considered once he is a teenager',
      NOTES: 'Patient is 8 and came with his father',
      'F/U': 'We will review in 6 months with cold testing and a radiograph',
    },
  }),
  defineCase({
    id: 'ck23-us-typed-sentences-erosive-lichen-planus-review-clobetasol-taper-21-28',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Follow-up for biopsy-confirmed erosive lichen planus of the buccal mucosa, 4 weeks after starting clobetasol 0.05% gel twice daily. She reports that eating is much less painful and she can tolerate tomatoes again, but the gums on the lower front still sting with mint toothpaste. Medical history: no changes, hypothyroidism on levothyroxine, allergic to sulfa drugs. Extraoral: no lymphadenopathy. The right buccal mucosa now shows white striae only, with the erosion healed. The left buccal mucosa has a small residual erosion of about 3 mm. The lower anterior gingiva is red but not ulcerated, with plaque along the margins. #21 and #28 have buccal cervical abrasion, not sensitive. The diagnosis is oral lichen planus (improving). We discussed reducing clobetasol to once daily for 2 weeks and then using it only for flare-ups. I also recommended an SLS-free, unflavored toothpaste and gentle brushing of the lower front gums even if they bleed. She asked whether lichen planus is contagious, and I reassured her that it is not. Review in 3 months, sooner if a new ulcer lasts more than 2 weeks.',
    expect: {
      CC: 'Follow-up for biopsy-confirmed erosive lichen planus of the buccal mucosa, 4 weeks after starting clobetasol 0.05% gel twice daily. She reports that eating is much less painful and she can tolerate tomatoes again, but the gums on the lower front still sting with mint toothpaste',
      'MED HX': 'No changes, hypothyroidism on levothyroxine, allergic to sulfa drugs',
      EXTRA: 'No lymphadenopathy',
      INTRA:
        'Right buccal mucosa now shows white striae only, with the erosion healed. Left buccal mucosa has a small residual erosion of about 3 mm',
      PERIO: 'Lower anterior gingiva is red but not ulcerated, with plaque along the margins',
      DENTAL: [
        ['21', 'B cervical abrasion, not sensitive'],
        ['28', 'B cervical abrasion, not sensitive'],
      ],
      DX: ['Oral lichen planus (improving)'],
      CONSULT:
        'We discussed reducing clobetasol to once daily for 2 weeks and then using it only for flare-ups. I also recommended an SLS-free, unflavored toothpaste and gentle brushing of the lower front gums even if they bleed. She asked whether lichen planus is contagious, and I reassured her that it is not',
      'F/U': 'Review in 3 months, sooner if a new ulcer lasts more than 2 weeks',
    },
  }),
  defineCase({
    id: 'ck24-us-typed-sentences-cracked-3-monitoring-to-crown-plan-change-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for review of #3, which we have been monitoring for a crack since his last exam. He now reports sharp pain when he releases his bite on hard foods, starting about a month ago, but no pain to cold or at night. Medical history: no changes, NKDA. #3 has a large MOD amalgam with a visible crack line on the distal marginal ridge extending toward the palatal cusp, positive bite test on the palatal cusp, normal response to cold, and no tenderness to percussion. Probing depths around #3 are 2 to 3 mm with no isolated deep pocket. #2 and #4 are sound. A periapical radiograph of #3 shows no periapical changes. The diagnosis is cracked tooth syndrome on #3. I explained that the crack is progressing and that monitoring is no longer appropriate. We discussed a full-coverage crown now to hold the cusps together, with a possible root canal later if symptoms persist. He agreed to proceed with the crown. He was advised to avoid chewing hard foods on the right side until then. Treatment plan: crown #3. Next visit: crown prep #3 with core buildup.',
    appends: [
      'Add to treatment: #3 occlusion adjusted to relieve the palatal cusp. Add to notes: patient asked for the earliest available appointment because he is traveling next month.',
      'Change crown prep #3 with core buildup to crown prep #3 with amalgam removal and core buildup.',
    ],
    expect: {
      CC: 'Review of #3, which we have been monitoring for a crack since his last exam. He now reports sharp pain when he releases his bite on hard foods, starting about a month ago, but no pain to cold or at night',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        [
          '3',
          'Large MOD amalgam with a visible crack line on the D marginal ridge extending toward the P cusp, positive bite test on the P cusp, normal response to cold, and no tenderness to percussion',
        ],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      PERIO: 'Probing depths around #3 are 2 to 3 mm with no isolated deep pocket',
      RADIO: 'Periapical radiograph of #3 shows no periapical changes',
      DX: ['Cracked tooth syndrome #3'],
      CONSULT:
        'I explained that the crack is progressing and that monitoring is no longer appropriate. We discussed a full-coverage crown now to hold the cusps together, with a possible root canal later if symptoms persist. He agreed to proceed with the crown. He was advised to avoid chewing hard foods on the right side until then',
      TX: ['#3 occlusion adjusted to relieve the P cusp'],
      'TX PLAN': ['Crown #3'],
      NOTES: 'Patient asked for the earliest available appointment because he is traveling next month',
      NV: ['Crown prep #3 with amalgam removal and core buildup'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist (FDI, mixed)
  defineCase({
    id: 'ck25-uk-typed-fdi-hygienist-re-eval-post-rsd-pt-pleased-rsd-residual-17-caries',
    style: 'UK',
    asr: false,
    transcript:
      'Re-eval 3/12 post RSD all quadrants. Pt reports gums bleed much less, using TePes daily (red + blue). Pt pleased. MH: no change, ex-smoker (stopped 6/12 ago), NKDA. BPE 3 2 3 / 3 2 3, BOP 14% (was 52%), plaque 20% (was 65%). PPD: residual 5 mm 16 DP, 26 MB, 46 DL, all other sites ≤4 mm. 17 D cervical caries. RSD residual sites w/ ultrasonic, no LA needed. OHI: TePe size between 16 and 17 increased to yellow. Advised keep up the good work + stay off cigarettes. Discussed 3-monthly SPT, pt happy. Dentist informed re 17. Recall 3/12 for SPT w/ hygienist + exam w/ dentist.',
    expect: {
      CC: 'Re-eval 3 months post RSD all quadrants. Pt reports gums bleed much less, using TePes daily (red + blue)',
      'MED HX': 'No change, ex-smoker (stopped 6 months ago), NKDA',
      PERIO:
        'BPE 3 2 3 / 3 2 3, BOP 14% (was 52%), plaque 20% (was 65%). PPD: residual 5 mm 16 DP, 26 MB, 46 DL, all other sites ≤4 mm',
      DENTAL: [['17', 'D cervical caries']],
      CONSULT: 'Advised keep up the good work + stay off cigarettes. Discussed 3-monthly SPT, pt happy',
      'TX TODAY': ['RSD', 'OHI'],
      TX: ['RSD residual sites w/ ultrasonic', 'No LA needed', 'OHI: TePe size between 16 and 17 increased to yellow'],
      NOTES: 'Pt pleased. Dentist informed re 17',
      'F/U': 'Recall 3 months for SPT w/ hygienist + exam w/ dentist',
    },
  }),
  defineCase({
    id: 'ck26-uk-asr-fdi-hygienist-teen-s-and-p-loose-retainer-pad-42-referral-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "scale and polish sixteen year old came on her own mum's in the waiting room she had her braces off a year ago and says her gums bleed behind the bottom teeth medical history fit and well no allergies intra oral soft tissues healthy lower bonded retainer from three three to four three upper vivera retainer fits well four two retainer pad loose wire lifts when I touch it bpe one one one one two one heavy calculus lingual to the lower retainer bleeding from the lower lingual gums scale and polish took the calculus off around the wire with the ultrasonic ohi superfloss threaded under the wire shown in the mirror she said she'd never flossed under it before told her the loose pad needs rebonding before the teeth move referral to the orthodontist for the rebond sorry to her dentist for the rebond recall six months",
    expect: {
      CC: 'Scale and polish. She had her braces off a year ago and says her gums bleed behind the bottom teeth',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy. Lower bonded retainer from 33 to 43. Upper Vivera retainer fits well',
      DENTAL: [['42', 'Retainer pad loose wire lifts when I touch it']],
      PERIO:
        'BPE 1 1 1 / 1 2 1. Heavy calculus lingual to the lower retainer. Bleeding from the lower lingual gums',
      CONSULT: 'Told her the loose pad needs rebonding before the teeth move',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish',
        'Took the calculus off around the wire with the ultrasonic',
        'OHI Superfloss threaded under the wire shown in the mirror',
      ],
      'TX PLAN': ['Referral to her dentist for the rebond'],
      NOTES: "16 year old came on her own. Mum's in the waiting room. She said she'd never flossed under it before",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ck27-uk-typed-fdi-hygienist-gingivitis-review-pregnancy-epulis-no-dental',
    style: 'UK',
    asr: false,
    transcript:
      '6/52 gingivitis review following OHI. Pt says gums bleed much less since switching to electric brush, still bleeds a bit when flossing. MH: pregnant (24 wks), otherwise no change, NKDA. BPE 1 1 1 / 1 1 1 (was 2 1 2 / 2 2 2). Plaque score 22% (was 58%), BOP 9%. Mild marginal gingivitis lower anteriors only. Small pregnancy epulis on buccal papilla between 43 and 44, not bleeding. Scale and polish, OHI floss technique with mirror. Pt very pleased. Explained the epulis often shrinks after the birth, will keep an eye on it. Advised keep up electric brush 2x daily + floss nightly, no need for mouthwash. Recall 3/12, then routine after baby.',
    expect: {
      CC: '6 weeks gingivitis review following OHI. Pt says gums bleed much less since switching to electric brush, still bleeds a bit when flossing',
      'MED HX': 'Pregnant (24 wks), otherwise no change, NKDA',
      PERIO:
        'BPE 1 1 1 / 1 1 1 (was 2 1 2 / 2 2 2). Plaque score 22% (was 58%), BOP 9%. Mild marginal gingivitis lower anteriors only',
      INTRA: 'Small pregnancy epulis on buccal papilla between 43 and 44, not bleeding',
      CONSULT:
        'Explained the epulis often shrinks after the birth, will keep an eye on it. Advised keep up electric brush 2x daily + floss nightly, no need for mouthwash',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI floss technique with mirror'],
      NOTES: 'Pt very pleased',
      'F/U': 'Recall 3 months, then routine after baby',
    },
  }),
  defineCase({
    id: 'ck28-uk-asr-fdi-hygienist-ulcer-review-opposite-36-rough-amalgam-nv-dentist',
    style: 'UK',
    asr: true,
    transcript:
      "two week review of the ulcer on the inside of her left cheek that I noticed at her last hygiene visit she says it healed after about a week and she's been using the soft toothbrush medical history no changes still on alendronic acid no allergies extra oral no lymph nodes intra oral ulcer left buccal mucosa opposite three six fully healed small white line along the occlusal plane no other lesions three six disto lingual cusp sharp amalgam edge rough there no caries visible bpe two two two two two two scale and polish ohi single tufted brush for the lower molars explained the rough filling is probably what's catching her cheek so I'll ask the dentist to smooth it she's happy with that next visit dentist to smooth three six filling recall four months",
    expect: {
      CC: "2 week review of the ulcer on the inside of her left cheek that I noticed at her last hygiene visit. She says it healed after about a week. She's been using the soft toothbrush",
      'MED HX': 'No changes. Still on alendronic acid. No allergies',
      EXTRA: 'No lymph nodes',
      INTRA: 'Ulcer left buccal mucosa opposite 36 fully healed. Small white line along the occlusal plane. No other lesions',
      DENTAL: [['36', 'DL cusp sharp amalgam edge rough there no caries visible']],
      PERIO: 'BPE 2 2 2 / 2 2 2',
      CONSULT:
        "Explained the rough filling is probably what's catching her cheek so I'll ask the dentist to smooth it. She's happy with that",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI single tufted brush for the lower molars'],
      NV: ['Dentist to smooth 36 filling'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'ck29-uk-asr-fdi-hygienist-denture-stomatitis-review-43-mobile-ultrasonic-bath',
    style: 'UK',
    asr: true,
    transcript:
      "review of the sore palate under her upper denture six weeks after the antifungal from the dentist she's been leaving the denture out at night and brushing it and the redness has gone down a lot she's really pleased medical history type two diabetes on metformin uses a steroid inhaler for asthma rinses her mouth after it no allergies extra oral angular cheilitis both corners healed intra oral palate mild redness under the denture much improved no thrush visible four three mobile grade one heavy plaque on the lingual of the lower incisors diagnosis denture stomatitis resolving cleaned the upper denture in the ultrasonic bath scaled the lower incisors ohi single tufted brush and denture brush advised to keep leaving it out at night and rinse after the inhaler recall three months",
    expect: {
      CC: "Review of the sore palate under her upper denture 6 weeks after the antifungal from the dentist. She's been leaving the denture out at night and brushing it. Redness has gone down a lot",
      'MED HX': 'Type 2 diabetes on metformin. Uses a steroid inhaler for asthma. Rinses her mouth after it. No allergies',
      EXTRA: 'Angular cheilitis both corners healed',
      INTRA: 'Palate mild redness under the denture much improved. No thrush visible',
      DENTAL: [['43', 'Mobile grade 1']],
      PERIO: 'Heavy plaque on the lingual of the lower incisors',
      DX: ['Denture stomatitis resolving'],
      CONSULT: 'Advised to keep leaving it out at night and rinse after the inhaler',
      'TX TODAY': ['OHI'],
      TX: [
        'Cleaned the upper denture in the ultrasonic bath',
        'Scaled the lower incisors',
        'OHI single tufted brush and denture brush',
      ],
      NOTES: "She's really pleased",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ck30-uk-typed-fdi-hygienist-spt-46-pocket-deepened-pmpr-plan-changes-appends',
    style: 'UK',
    asr: false,
    transcript:
      'SPT visit (3-monthly). No problems, but occasional bad taste LR. MH: no change, amlodipine, NKDA, non-smoker. BPE 3 2 3 / 3 2 4*. BOP 11%, plaque 15%. 7 mm pocket 46 DB (was 5 mm), BOP + slight suppuration, grade I furcation 46 B. Other sites stable ≤5 mm. 46 mobility grade I. PMPR all areas w/ ultrasonic + hand scalers. Chlorhexidine gel to 46 DB pocket. OHI: interdental brush into 46 B furcation. Discussed that 46 has got worse despite good OH; needs dentist assessment + PA, possible referral to perio specialist. Pt keen to keep the tooth. Plan: dentist exam + PA 46 next wk, then decide on specialist referral. SPT 3/12.',
    appends: ['Add to notes: pt would prefer a morning appt with the dentist.', 'Change next wk to within 2 weeks.'],
    expect: {
      CC: 'SPT visit (3-monthly). No problems, but occasional bad taste LR',
      'MED HX': 'No change, amlodipine, NKDA, non-smoker',
      PERIO:
        'BPE 3 2 3 / 3 2 4*. BOP 11%, plaque 15%. 7 mm pocket 46 DB (was 5 mm), BOP + slight suppuration, grade I furcation 46 B. Other sites stable ≤5 mm',
      DENTAL: [['46', 'Mobility grade I']],
      CONSULT:
        'Discussed that 46 has got worse despite good OH; needs dentist assessment + PA, possible referral to perio specialist. Pt keen to keep the tooth',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR all areas w/ ultrasonic + hand scalers',
        'Chlorhexidine gel to 46 DB pocket',
        'OHI: interdental brush into 46 B furcation',
      ],
      'TX PLAN': ['Dentist exam + PA 46 within 2 weeks', 'Decide on specialist referral'],
      NOTES: 'Pt would prefer a morning appt with the dentist',
      'F/U': 'SPT 3 months',
    },
  }),
];
