// A hundred-and-fifteenth development batch (ids dm01–dm30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen
// the engine or any held-out split; every case was labelled before any check. It is problem-oriented notes: the dentist
// goes problem by problem ("problem one, the upper left … problem two …", "first issue … secondly … thirdly", "number one
// … number two", "the other thing", "Issue 1:", "Concern 2 -", "Re denture:", "First, the gums:", "Her second concern is
// …"), each problem with its own complaint, findings, diagnosis, options and plan, some treated today; visits where the
// patient (or a parent or daughter) brings a list of concerns; and reviews that go through several items from last time.
// Six clinicians, five visits each:
//   dm01–dm05 a UK general dentist (FDI, recogniser-style, "problem one … problem two"): a cracked 26 planned for an onlay
//     and an open contact at 46 planned for a new DO composite; a check-up with the patient's list (torus palatinus, TMJ
//     click, staining) and scale and polish; a review of three items with "sorry" and an arrested enamel lesion varnished
//     (appended dictation); an MI composite on a fractured 11 and irrigation of a pericoronitis 38; a short return visit
//     with a high filling eased and Duraphat on 31, 41;
//   dm06–dm10 a UK dentist using Palmer (dm07, dm09 recogniser-style Palmer words; dm06, dm08, dm10 typed UR6 shorthand):
//     "Problem 1: UR6 …" apical periodontitis and gingivitis in a warfarin patient; a patient's list read "first issue …
//     secondly … thirdly" (denture, mobile LL4, wisdom tooth); a review "1) … 2) … 3)" of LR6, UL2 and LL3 (appended
//     dictation); "number one … number two" emergency with a fractured UL6 cusp dressed and an amalgam edge smoothed
//     under a tongue ulcer; a terse two-problem note with an overhang removed;
//   dm11–dm15 a US general dentist (Universal, typed): "First issue / Second issue" recurrent caries and bruxism with an
//     occlusal guard planned; a periodic exam with a list of three concerns and whitening impressions; an emergency with
//     a DO composite on #19 and angular cheilitis; a full-sentence review of three items ("First, the gums: … Second, #3:
//     … Third, the implant at #30: …") with periodontal maintenance (appended dictation); a comprehensive consultation
//     through a problem list with no treatment;
//   dm16–dm20 a US general dentist (Universal, recogniser-style, "number one … number two", "the other thing",
//     "secondly"): enumerators next to spoken tooth numbers ("number one tooth fourteen", "the other thing number nine",
//     "number twenty" after "number one / two / three", "number one srp"), a B composite and an MI composite with a
//     "sorry" on the carpules; a partial denture eased with xerostomia; a pulpectomy on #30 and a crown recemented on
//     #14; a periodic exam with the patient's list (appended "also …"); a short SRP visit with Gluma;
//   dm21–dm25 a UK dentist (FDI, typed): a written list of four concerns with a Palmer "LL6" in an FDI note; an emergency
//     "Issue 1 / Issue 2" with an extraction of 38 (socket irrigated, no Irrigation title) and a porcelain chip polished;
//     a daughter's list with "Re denture: / Re broken tooth: / Re breath:"; a full-sentence new-patient examination ("Her
//     first concern is …"); a terse post-extraction review with "Other thing:" a mucocele;
//   dm26–dm30 a US paediatric dentist (Universal with primary letters; dm26, dm28, dm30 recogniser-style, dm27, dm29
//     typed): mom's three concerns (thumb, gray #E, lingual eruption of #24, #25); dad's numbered concerns with an SSC on
//     #S under nitrous; grandma's follow-up on three things (appended dictation); a teenager's concerns with pericoronitis
//     irrigated and white spot lesions; two problems after a soccer ball injury.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in dm26–dm28); 15 recogniser-style (dm01–dm05, dm07, dm09,
// dm16–dm20, dm26, dm28, dm30) and 15 typed; 46 to 189 words (most 90 to 170; short ones dm05, dm10, dm20, dm25);
// appended dictation in five cases (dm03 "add to notes …"; dm08 "Add to notes: …"; dm14 "Add to notes: …" / "Next
// visit: …"; dm19 "also …"; dm28 "add to notes …" / "next visit …"). DENTAL in 28 cases (not dm17, dm25).
//
// Judgement calls where the contract was silent:
// - Enumerators that only order the problems ("problem one", "problem number two", "first issue", "secondly", "thirdly",
//   "first thing", "the other thing", "number one", "Issue 1:", "Concern 2 -", "1.", "1)", "(2)", "First,", "Other
//   thing:") are organising words like section headers and are dropped wherever they open a clause; so is "Her first /
//   second / third concern is (that)" in dm24. In Universal notes "number one / two / three" used as enumerators are no
//   teeth (dm16, dm19, dm20), while "number nine", "number twenty", "number eight" that name a tooth are.
// - A topic that follows the enumerator stays with what follows when that is the complaint ("problem one the upper left
//   sharp pain …" → "Upper left sharp pain …" in the CC; "First, the gums: she reports …" → "Gums: she reports …"; "the
//   pulpotomy and crown on letter k grandma says no pain" → "Pulpotomy and crown on #K. Grandma says no pain"); a topic
//   that only names the problem before a tooth finding, an examination finding or a treatment step is dropped, the tooth
//   or finding saying it again ("problem one the front tooth one one …", "regarding the gray tooth letter e …", "Re
//   denture: upper complete denture …", "first the partial denture adjusted …" → TX "Partial denture adjusted").
// - Each problem's parts go to their own fields in spoken order: complaints to CC (joined with the opening "2 problems"
//   / "list of things"), findings to DENTAL / INTRA / PERIO / EXTRA / RADIO, diagnoses to DX, options and decisions to
//   CONSULT, planned work to TX PLAN, today's steps to TX. A review item's opening ("LR6 RCT completed 6 months ago - no
//   symptoms since") is the CC, and the CC's done-before work gives no title.
// - In recogniser-style CC text the reported words after a topic start a new sentence ("New filling on 36. She says it
//   was sensitive … and it's settled now"), keeping "and" inside the patient's report (as more58 bh23).
// - Teeth in another system are rewritten: "lower left four" in a Palmer case → "LL4"; "Missing LL6" and "UR1 crown
//   chipped" typed in FDI notes → "Missing 36", "11 crown chipped"; "LR6/7" typed in a Palmer note stays.
// - Rule 4: "open distal contact", "buccal recession", "sharp lingual edge" keep their surface words (contact, recession
//   and edge are not in the list); "distal marginal ridge" → "D marginal ridge", "buccal cervical abfraction lesion" → "B
//   cervical abfraction lesion", "facial white spot lesions" → "F white spot lesions", "overhang on the distal" → "D
//   overhang", "mesial incisal corner / chip" → "MI corner / chip" (two surfaces); RADIO keeps "distal overhang" as typed.
// - Fractures: "MI corner fractured" → "MI corner"; "fractured palatal cusp" → "P cusp"; "fractured MOD amalgam" → "MOD
//   amalgam"; "enamel fracture at the incisal edge" → "Enamel"; "chipped" and "porcelain chip" give no fracture.
// - Titles: "irrigated under the operculum" / "Irrigated #17 operculum" → "Irrigation", "Socket irrigated with saline" and
//   canals irrigated are not; "Duraphat varnish applied" → "Fluoride varnish", a Duraphat 5000 toothpaste prescription is
//   no title; "partial denture adjusted" → "Denture adjustment"; "recemented crown fourteen" → "Crown recement #14";
//   "Whitening impressions taken" → "Impressions" (whitening is their purpose, as more58 took the night guard);
//   "Periodontal maintenance done" → "Periodontal maintenance"; "Scaled lower anteriors", an overhang removed, a sharp
//   edge smoothed, Gluma and "Adjusted and polished" have none; "SSC #S size 4" → "SSC #S"; "S&P lower" → "Scale and
//   polish". "Occlusal guard" in a plan is written "Night guard" (table name); "internal bleaching" is kept out of plan
//   items (only in CONSULT) so no whitening name is forced on it.
// - Connecting words before a tooth go in list items ("applied to four seven" → "applied 47", "no anesthetic for nine" →
//   "No anesthetic #9", "Chip on 11 smoothed" → "Chip 11 smoothed", "sealants on three and fourteen" → "Sealants #3,
//   #14"), but not before a place ("Lingual flange near #28 relieved").
// - "about two hundred and fifty pounds" → "about £250"; "forty millimetres" / "three millimeter" → "40 mm" / "3 mm";
//   "duraphat five thousand" → "Duraphat 5000"; "tooth slooth" → "Tooth Slooth", "rely x unicem" → "RelyX Unicem",
//   "orajel" → "Orajel", "biotene" → "Biotene".
// - "Reassured" / "told him no antibiotics needed" / "Problem list reviewed with pt" are CONSULT; the child's age and who
//   came (also "Accompanied by daughter", "16 y/o, here alone") are NOTES; "parent consent on file" is CONSENT; a
//   gingival finding between two teeth ("bleeding from the papilla between 46 and 47") is PERIO; a space between teeth
//   ("Diastema between 11 and 21"), a sore spot "lingual to #28" and an extraction site are INTRA (rule 7); a denture's
//   own findings are INTRA; peri-implant tissue said in its own sentence is INTRA (as more56).
// - Appends: "add to notes …" adds to NOTES, "next visit …" adds an NV item, "also …" (a question and advice) adds to
//   CONSULT with "also" dropped as a clause opener.
import { defineCase, type NotesCase } from '../case.ts';

export const more115Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, recogniser-style ("problem one … problem two")
  defineCase({
    id: 'dm01-uk-asr-fdi-two-problems-cracked-26-onlay-open-contact-46',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's attended with two problems medical history no changes takes omeprazole no allergies problem one the upper left sharp pain when she bites on something hard for about three weeks two six large mesial occlusal distal amalgam crack line on the distal marginal ridge pain on the distobuccal cusp with the tooth slooth not tender to percussion normal response to cold diagnosis cracked tooth two six options are an onlay or a crown or leave it and monitor she'd like the onlay plan onlay two six problem two the lower right food packing between four six and four seven gum sore there four six disto occlusal composite open distal contact four seven sound bleeding from the papilla between four six and four seven diagnosis food packing due to open contact four six plan replace the disto occlusal composite four six with a better contact she's happy to do that first next visit disto occlusal composite four six then onlay prep two six",
    expect: {
      CC: '2 problems. Upper left sharp pain when she bites on something hard for about 3 weeks. Lower right food packing between 46 and 47. Gum sore there',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      PERIO: 'Bleeding from the papilla between 46 and 47',
      DENTAL: [
        [
          '26',
          'Large MOD amalgam crack line on the D marginal ridge pain on the DB cusp with the Tooth Slooth not tender to percussion normal response to cold',
        ],
        ['46', 'DO composite open distal contact'],
        ['47', 'Sound'],
      ],
      DX: ['Cracked tooth 26', 'Food packing due to open contact 46'],
      CONSULT: "Options are an onlay or a crown or leave it and monitor. She'd like the onlay. She's happy to do that first",
      'TX PLAN': ['Onlay 26', 'Replace the DO composite 46 with a better contact'],
      NV: ['DO composite 46', 'Onlay prep 26'],
    },
  }),
  defineCase({
    id: 'dm02-uk-asr-fdi-check-up-patient-list-torus-tmj-click-staining-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "check up and she's brought a few things she wants looked at medical history no changes no medication no allergies extra oral nad intra oral soft tissues healthy bpe one one one one one one first thing she's worried about a lump on the roof of her mouth bony hard swelling in the midline of the palate non tender normal mucosa over it diagnosis torus palatinus reassured her it's harmless and nothing needs doing second thing her jaw clicks on the left when she opens wide left tmj click on opening no pain no deviation mouth opening forty millimetres advised soft diet and avoid chewing gum third thing she doesn't like the staining on her front teeth extrinsic tea and coffee staining on the lower anteriors one one and two one sound scale and polish to remove the staining she asked about whitening told her it's private and about two hundred and fifty pounds she'll think about it recall twelve months",
    expect: {
      CC: "Check up. She's brought a few things she wants looked at. She's worried about a lump on the roof of her mouth. Her jaw clicks on the left when she opens wide. She doesn't like the staining on her front teeth",
      'MED HX': 'No changes. No medication. No allergies',
      EXTRA: 'NAD. Left TMJ click on opening. No pain. No deviation. Mouth opening 40 mm',
      INTRA:
        'Soft tissues healthy. Bony hard swelling in the midline of the palate. Non tender. Normal mucosa over it. Extrinsic tea and coffee staining on the lower anteriors',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'Sound'],
        ['21', 'Sound'],
      ],
      DX: ['Torus palatinus'],
      CONSULT:
        "Reassured her it's harmless and nothing needs doing. Advised soft diet and avoid chewing gum. She asked about whitening. Told her it's private and about £250. She'll think about it",
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish to remove the staining'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'dm03-uk-asr-fdi-review-three-items-36-settled-ulcer-healed-47-sorry-enamel-lesion-appends',
    style: 'UK',
    asr: true,
    transcript:
      "review going through the three things from last time medical history no changes problem one the new filling on three six she says it was sensitive to cold for about a week and it's settled now three six occlusal composite intact not tender to percussion normal response to cold reassured her problem two the ulcer on her tongue she says it healed after a few days left lateral border of tongue healed no ulcer seen problem three four seven distal caries sorry distal enamel lesion no cavitation bitewing today four seven lesion still in enamel unchanged from last year diagnosis arrested enamel lesion four seven fluoride varnish applied to four seven advised high fluoride toothpaste prescription duraphat five thousand toothpaste recall six months",
    appends: ["add to notes she's moving away in the summer so may transfer her care"],
    expect: {
      CC: "Review going through the 3 things from last time. New filling on 36. She says it was sensitive to cold for about a week and it's settled now. Ulcer on her tongue. She says it healed after a few days",
      'MED HX': 'No changes',
      INTRA: 'Left lateral border of tongue healed. No ulcer seen',
      DENTAL: [
        ['36', 'O composite intact not tender to percussion normal response to cold'],
        ['47', 'D enamel lesion no cavitation'],
      ],
      RADIO: 'Bitewing today 47 lesion still in enamel unchanged from last year',
      DX: ['Arrested enamel lesion 47'],
      CONSULT: 'Reassured her. Advised high fluoride toothpaste',
      'TX TODAY': ['Fluoride varnish 47'],
      TX: ['Fluoride varnish applied 47', 'Prescription Duraphat 5000 toothpaste'],
      NOTES: "She's moving away in the summer so may transfer her care",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dm04-uk-asr-fdi-two-problems-11-mi-fracture-composite-38-pericoronitis-irrigated',
    style: 'UK',
    asr: true,
    transcript:
      "he came in with two problems he chipped his front tooth on a fork last night and his bottom left wisdom tooth is sore medical history asthma uses a salbutamol inhaler no allergies extra oral nad no lymphadenopathy problem one the front tooth one one mesial incisal corner fractured enamel and dentine not sensitive sorry slightly sensitive to air no pulp exposure not mobile two one sound diagnosis enamel dentine fracture one one options smooth it or bond a composite he wants it built up today no la needed etched bonded mesial incisal composite one one shade a two polished problem number two the wisdom tooth three eight partially erupted operculum red and swollen tender three seven sound diagnosis pericoronitis three eight irrigated under the operculum with chlorhexidine advised warm salt water rinses and chlorhexidine mouthwash told him no antibiotics needed review in one week if no better",
    expect: {
      CC: '2 problems. He chipped his front tooth on a fork last night. His bottom left wisdom tooth is sore',
      'MED HX': 'Asthma. Uses a salbutamol inhaler. No allergies',
      EXTRA: 'NAD. No lymphadenopathy',
      DENTAL: [
        ['11', 'MI corner fractured enamel and dentine slightly sensitive to air no pulp exposure not mobile', 'MI corner'],
        ['21', 'Sound'],
        ['38', 'Partially erupted operculum red and swollen tender'],
        ['37', 'Sound'],
      ],
      DX: ['Enamel dentine fracture 11', 'Pericoronitis 38'],
      CONSULT:
        'Options smooth it or bond a composite. He wants it built up today. Advised warm salt water rinses and chlorhexidine mouthwash. Told him no antibiotics needed',
      'TX TODAY': ['MI composite 11', 'Irrigation'],
      TX: [
        'No LA needed',
        'Etched',
        'Bonded',
        'MI composite 11',
        'Shade A2',
        'Polished',
        'Irrigated under the operculum with chlorhexidine',
      ],
      'F/U': 'Review in 1 week if no better',
    },
  }),
  defineCase({
    id: 'dm05-uk-asr-fdi-short-two-things-45-high-filling-sorry-31-41-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "she's come back about two things problem one the filling on three five sorry four five feels high four five occlusal composite high spot on articulating paper adjusted and polished problem two sensitivity on her lower front teeth to cold three one and four one buccal recession sensitive to air duraphat varnish applied to three one and four one review as needed",
    expect: {
      CC: "She's come back about 2 things. Filling on 45 feels high. Sensitivity on her lower front teeth to cold",
      DENTAL: [
        ['45', 'O composite high spot on articulating paper'],
        ['31', 'Buccal recession sensitive to air'],
        ['41', 'Buccal recession sensitive to air'],
      ],
      'TX TODAY': ['Fluoride varnish 31, 41'],
      TX: ['Adjusted and polished', 'Duraphat varnish applied 31, 41'],
      'F/U': 'Review as needed',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist, Palmer ("Problem 1: UR6 …", "first issue … secondly …")
  defineCase({
    id: 'dm06-uk-typed-palmer-problem-1-ur6-apical-periodontitis-problem-2-gingivitis-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended with 2 problems. MH: no change, warfarin (INR 2.4 yesterday), NKDA. Problem 1: UR6 - dull ache on biting x 2/52. UR6 MOD amalgam, TTP +, EPT -ve, no mobility. PA UR6: periapical radiolucency MB root. Dx: symptomatic apical periodontitis UR6. Options: RCT + crown, XLA, no tx. Pt wants to keep it. Problem 2: lower front gums bleed when brushing. BPE 2 1 2 / 2 2 2. Calculus lingual lower anteriors, marginal gingivitis. Dx: plaque-induced gingivitis. OHI (TePe sizes 1 + 2). Scaled lower anteriors. Plan: RCT UR6 then crown UR6. NV: RCT UR6 (1 hr appt), check INR on the day.',
    expect: {
      CC: '2 problems. UR6 - dull ache on biting x 2 weeks. Lower front gums bleed when brushing',
      'MED HX': 'No change, warfarin (INR 2.4 yesterday), NKDA',
      PERIO: 'BPE 2 1 2 / 2 2 2. Calculus lingual lower anteriors, marginal gingivitis',
      DENTAL: [['UR6', 'MOD amalgam, TTP +, EPT -ve, no mobility']],
      RADIO: 'PA UR6: periapical radiolucency MB root',
      DX: ['Symptomatic apical periodontitis UR6', 'Plaque-induced gingivitis'],
      CONSULT: 'Options: RCT + crown, XLA, no tx. Pt wants to keep it',
      'TX TODAY': ['OHI'],
      TX: ['OHI (TePe sizes 1 + 2)', 'Scaled lower anteriors'],
      'TX PLAN': ['RCT UR6', 'Crown UR6'],
      NV: ['RCT UR6 (1 hr appt)', 'Check INR on the day'],
    },
  }),
  defineCase({
    id: 'dm07-uk-asr-palmer-list-first-issue-secondly-thirdly-denture-ll4-mobile-lr8',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended with a list of things first issue her upper denture is loose when she eats secondly the lower left four feels wobbly and thirdly she wants to know if she needs her wisdom tooth out medical history no changes type two diabetes on metformin no allergies first issue upper complete denture eight years old poor retention teeth worn ridge resorbed advised a new upper denture she agreed secondly lower left four grade two mobile pa lower left four bone loss to half the root length lower left three and lower left five sound diagnosis periodontitis lower left four poor prognosis options extraction and add a tooth to a partial denture or keep it and monitor she'd like to keep it for now thirdly lower right eight fully erupted no caries no symptoms told her there's no need to take it out plan new upper complete denture next visit primary impressions for the upper denture",
    expect: {
      CC: 'List of things. Her upper denture is loose when she eats. LL4 feels wobbly. She wants to know if she needs her wisdom tooth out',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      INTRA: 'Upper complete denture 8 years old. Poor retention. Teeth worn. Ridge resorbed',
      DENTAL: [
        ['LL4', 'Grade 2 mobile'],
        ['LL3', 'Sound'],
        ['LL5', 'Sound'],
        ['LR8', 'Fully erupted no caries no symptoms'],
      ],
      RADIO: 'PA LL4 bone loss to half the root length',
      DX: ['Periodontitis LL4 poor prognosis'],
      CONSULT:
        "Advised a new upper denture. She agreed. Options extraction and add a tooth to a partial denture or keep it and monitor. She'd like to keep it for now. Told her there's no need to take it out",
      'TX PLAN': ['New upper complete denture'],
      NV: ['Primary impressions for the upper denture'],
    },
  }),
  defineCase({
    id: 'dm08-uk-typed-palmer-review-items-1-2-3-lr6-healing-ul2-grey-ll3-recession-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Review appt - going through the items from last visit. MH: no change, NKDA. 1) LR6 RCT completed 6/12 ago - no symptoms since. LR6 MOD comp intact, not TTP, no sinus. PA LR6: periapical lesion healing, reduced in size. Dx: healing apical periodontitis LR6. Still needs cuspal coverage - pt agrees. Plan: crown LR6. 2) UL2 discoloured - pt unhappy with the colour. UL2 RCT'd, grey, P comp intact. Options: internal bleaching or crown. Pt wants internal bleaching. 3) Gum recession LL3 - pt worried it's getting worse. LL3 2 mm buccal recession, unchanged from photo last year, not sensitive. Reassured. NV: crown prep LR6.",
    appends: ['Add to notes: pt prefers Friday appts.'],
    expect: {
      CC: "Review appt - going through the items from last visit. LR6 RCT completed 6 months ago - no symptoms since. UL2 discoloured - pt unhappy with the colour. Gum recession LL3 - pt worried it's getting worse",
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LR6', 'MOD comp intact, not TTP, no sinus'],
        ['UL2', "RCT'd, grey, P comp intact"],
        ['LL3', '2 mm buccal recession, unchanged from photo last year, not sensitive'],
      ],
      RADIO: 'PA LR6: periapical lesion healing, reduced in size',
      DX: ['Healing apical periodontitis LR6'],
      CONSULT:
        'Still needs cuspal coverage - pt agrees. Options: internal bleaching or crown. Pt wants internal bleaching. Reassured',
      'TX PLAN': ['Crown LR6'],
      NOTES: 'Pt prefers Friday appts',
      NV: ['Crown prep LR6'],
    },
  }),
  defineCase({
    id: 'dm09-uk-asr-palmer-number-one-number-two-ul6-p-cusp-dressing-lr7-sharp-edge-ulcer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she's got two things going on number one she's broken a tooth on the upper left and number two there's a sore spot on the right side of her tongue medical history no changes takes amlodipine and atorvastatin allergic to penicillin extra oral nad number one upper left six fractured palatal cusp old mesial occlusal distal amalgam no caries seen not tender to percussion responds normally to cold upper left seven sound diagnosis fractured cusp upper left six options cusp replacement composite or an onlay she wants a white filling booked a longer appointment for that no la needed smoothed the sharp edges temporary dressing upper left six with glass ionomer number two lower right seven sharp lingual edge on an old amalgam traumatic ulcer four millimetres right lateral border of tongue opposite lower right seven smoothed the sharp edge on lower right seven with a finishing bur diagnosis traumatic ulcer review the ulcer in two weeks next visit mesial occlusal distal palatal composite upper left six",
    expect: {
      CC: "Emergency. She's got 2 things going on. She's broken a tooth on the upper left. There's a sore spot on the right side of her tongue",
      'MED HX': 'No changes. Takes amlodipine and atorvastatin. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Traumatic ulcer 4 mm right lateral border of tongue opposite LR7',
      DENTAL: [
        [
          'UL6',
          'Fractured P cusp old MOD amalgam no caries seen not tender to percussion responds normally to cold',
          'P cusp',
        ],
        ['UL7', 'Sound'],
        ['LR7', 'Sharp lingual edge on an old amalgam'],
      ],
      DX: ['Fractured cusp UL6', 'Traumatic ulcer'],
      CONSULT:
        'Options cusp replacement composite or an onlay. She wants a white filling. Booked a longer appointment for that',
      'TX TODAY': ['Temporary dressing UL6'],
      TX: [
        'No LA needed',
        'Smoothed the sharp edges',
        'Temporary dressing UL6 with glass ionomer',
        'Smoothed the sharp edge LR7 with a finishing bur',
      ],
      NV: ['MODP composite UL6'],
      'F/U': 'Review the ulcer in 2 weeks',
    },
  }),
  defineCase({
    id: 'dm10-uk-typed-palmer-terse-two-probs-ul1-dark-margin-lr6-d-overhang-removed',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Two probs today. 1. UL1 crown - pt unhappy, dark line at gum. UL1 PFM crown, 1 mm recession showing metal margin, crown otherwise sound. Options: replace w/ e.max crown or leave. Pt to think about it. 2. Food packing LR6/7. LR6 DO amalgam w/ overhang on the distal. BW: distal overhang LR6, no caries. Overhang removed w/ fine diamond + finishing strips, floss passes cleanly. Recall 6/12.',
    expect: {
      CC: '2 probs today. UL1 crown - pt unhappy, dark line at gum. Food packing LR6/7',
      DENTAL: [
        ['UL1', 'PFM crown, 1 mm recession showing metal margin, crown otherwise sound'],
        ['LR6', 'DO amalgam w/ D overhang'],
      ],
      RADIO: 'BW: distal overhang LR6, no caries',
      CONSULT: 'Options: replace w/ e.max crown or leave. Pt to think about it',
      TX: ['Overhang removed w/ fine diamond + finishing strips', 'Floss passes cleanly'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist, Universal, typed ("First issue:", "Concern 1 -", "First, the gums:")
  defineCase({
    id: 'dm11-us-typed-first-issue-14-recurrent-caries-second-issue-bruxism-occlusal-guard',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents w/ two concerns. Med hx: HTN, lisinopril, allergic to sulfa. First issue: sensitivity to sweets upper left x 1 month. #14 MO composite, recurrent caries at M margin, cold sensitive, no lingering, not TTP. #13 sound. BWX: #14 M recurrent caries into dentin, close to pulp. Dx: recurrent caries #14, reversible pulpitis #14. Discussed replacing the MO composite, possible pulp cap, small risk of RCT later. Second issue: pt grinds at night, wife hears it. Generalized attrition, flattened canines. #8 and #9 incisal chipping. Dx: bruxism. Recommended occlusal guard, pt agrees. Tx plan: MO composite #14, occlusal guard. NV: MO composite #14.',
    expect: {
      CC: '2 concerns. Sensitivity to sweets upper left x 1 month. Pt grinds at night, wife hears it',
      'MED HX': 'HTN, lisinopril, allergic to sulfa',
      INTRA: 'Generalized attrition, flattened canines',
      DENTAL: [
        ['14', 'MO composite, recurrent caries at M margin, cold sensitive, no lingering, not TTP'],
        ['13', 'Sound'],
        ['8', 'Incisal chipping'],
        ['9', 'Incisal chipping'],
      ],
      RADIO: 'BWX: #14 M recurrent caries into dentin, close to pulp',
      DX: ['Recurrent caries #14', 'Reversible pulpitis #14', 'Bruxism'],
      CONSULT:
        'Discussed replacing the MO composite, possible pulp cap, small risk of RCT later. Recommended occlusal guard, pt agrees',
      'TX PLAN': ['MO composite #14', 'Night guard'],
      NV: ['MO composite #14'],
    },
  }),
  defineCase({
    id: 'dm12-us-typed-periodic-exam-list-of-3-concerns-breath-crown-30-whitening-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Periodic exam and prophy. Pt brought a list of 3 concerns. Med hx: no changes, NKDA. EO: WNL. PSR 2 2 2 / 2 2 2. Concern 1 - bad breath in the mornings. Heavy coating on dorsum of tongue, light calculus lower anteriors. Advised tongue scraper and nightly flossing. Concern 2 - crown on the lower right feels loose when flossing. #30 PFM crown, not mobile, margins closed, no recurrent decay. Reassured pt. Concern 3 - wants whiter teeth for her daughter's wedding. #8, #9 shade A3. Explained composites on #7 and #10 won't whiten. Pt wants take-home trays. Prophy, OHI. Whitening impressions taken. NV: deliver whitening trays. Recall 6 months.",
    expect: {
      CC: "Periodic exam and prophy. Pt brought a list of 3 concerns. Bad breath in the mornings. Crown on the lower right feels loose when flossing. Wants whiter teeth for her daughter's wedding",
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Heavy coating on dorsum of tongue',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors',
      DENTAL: [
        ['30', 'PFM crown, not mobile, margins closed, no recurrent decay'],
        ['8', 'Shade A3'],
        ['9', 'Shade A3'],
      ],
      CONSULT:
        "Advised tongue scraper and nightly flossing. Reassured pt. Explained composites on #7 and #10 won't whiten. Pt wants take-home trays",
      'TX TODAY': ['Prophy', 'OHI', 'Impressions'],
      TX: ['Prophy', 'OHI', 'Whitening impressions taken'],
      NV: ['Deliver whitening trays'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dm13-us-typed-emergency-two-issues-do-composite-19-angular-cheilitis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Two issues. Med hx: type 2 diabetes (metformin), NKDA. BP 138/88. First issue: lost a filling on the lower left yesterday, food catching, no pain. #19 DO composite missing, D caries, no pulp exposure, cold WNL, not TTP. #18 sound. Dx: lost restoration #19 with recurrent caries. Pt wants it fixed today. 1 carpule 2% lido 1:100k epi, left IANB. Rubber dam. Caries removed, dentin firm. Tofflemire + wedge. Etch, bond, DO composite #19, shade A2. Occlusion checked. Second issue: sore cracks at the corners of the mouth x 3 weeks. EO: bilateral angular cheilitis, lips dry. Dx: angular cheilitis. Advised miconazole cream to both corners QID, check with PCP re blood sugar control. Recall as scheduled.',
    expect: {
      CC: 'Emergency. 2 issues. Lost a filling on the lower left yesterday, food catching, no pain. Sore cracks at the corners of the mouth x 3 weeks',
      'MED HX': 'Type 2 diabetes (metformin), NKDA. BP 138/88',
      EXTRA: 'Bilateral angular cheilitis, lips dry',
      DENTAL: [
        ['19', 'DO composite missing, D caries, no pulp exposure, cold WNL, not TTP'],
        ['18', 'Sound'],
      ],
      DX: ['Lost restoration #19 with recurrent caries', 'Angular cheilitis'],
      CONSULT:
        'Pt wants it fixed today. Advised miconazole cream to both corners QID, check with PCP re blood sugar control',
      'TX TODAY': ['DO composite #19'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Dentin firm',
        'Tofflemire + wedge',
        'Etch',
        'Bond',
        'DO composite #19',
        'Shade A2',
        'Occlusion checked',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dm14-us-typed-sentences-review-three-items-gums-3-implant-30-perio-maintenance-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient returns to review three items from her treatment plan. Medical history: no changes, takes metoprolol, NKDA. First, the gums: she reports much less bleeding since the deep cleaning. PSR 2 2 3 / 2 2 2. Pockets of 4-5 mm remain distal of #2 and #3, BOP 15%. Second, #3: the new MOD composite has been slightly sensitive to cold but is settling. #3 MOD composite intact, normal cold response, not tender to percussion. Third, the implant at #30: no concerns. #30 implant crown stable. Peri-implant tissue healthy, no bleeding on probing. PA #30: stable bone levels. Diagnosis: periodontitis stage III grade B (improving). Periodontal maintenance done, OHI with interdental brushes. Periodontal maintenance every 3 months discussed, patient agrees.',
    appends: ['Add to notes: patient would like morning appointments.', 'Next visit: periodontal maintenance in 3 months.'],
    expect: {
      CC: 'Patient returns to review 3 items from her treatment plan. Gums: she reports much less bleeding since the deep cleaning. #3: the new MOD composite has been slightly sensitive to cold but is settling. Implant at #30: no concerns',
      'MED HX': 'No changes, takes metoprolol, NKDA',
      INTRA: 'Peri-implant tissue healthy, no bleeding on probing',
      PERIO: 'PSR 2 2 3 / 2 2 2. Pockets of 4-5 mm remain distal of #2 and #3, BOP 15%',
      DENTAL: [
        ['3', 'MOD composite intact, normal cold response, not tender to percussion'],
        ['30', 'Implant crown stable'],
      ],
      RADIO: 'PA #30: stable bone levels',
      DX: ['Periodontitis stage III grade B (improving)'],
      CONSULT: 'Periodontal maintenance every 3 months discussed, patient agrees',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Periodontal maintenance done', 'OHI with interdental brushes'],
      NOTES: 'Patient would like morning appointments',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'dm15-us-typed-comprehensive-consult-problem-list-19-missing-12-b-cusp-attrition-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Comprehensive consult. Pt wants to 'fix everything' before he retires. Med hx: no changes, atorvastatin, NKDA. Problem list reviewed with pt. Problem 1: #19 missing (extracted 3 yrs ago). #18 tipped mesially. Options: implant, 3-unit bridge #18-#20, RPD, or no tx. Pt prefers implant. Problem 2: #12 fractured buccal cusp, large MOD amalgam, not TTP. Dx: fractured cusp #12. Crown recommended. Problem 3: #23, #24, #25, #26 worn flat, dentin exposed, not sensitive. Dx: attrition. Night guard recommended to prevent further wear. Pt wants to start with #12. Tx plan: crown #12, implant #19 (CBCT first), night guard. NV: crown prep #12.",
    expect: {
      CC: "Comprehensive consult. Pt wants to 'fix everything' before he retires",
      'MED HX': 'No changes, atorvastatin, NKDA',
      DENTAL: [
        ['19', 'Missing (extracted 3 yrs ago)'],
        ['18', 'Tipped mesially'],
        ['12', 'Fractured B cusp, large MOD amalgam, not TTP', 'B cusp'],
        ['23', 'Worn flat, dentin exposed, not sensitive'],
        ['24', 'Worn flat, dentin exposed, not sensitive'],
        ['25', 'Worn flat, dentin exposed, not sensitive'],
        ['26', 'Worn flat, dentin exposed, not sensitive'],
      ],
      DX: ['Fractured cusp #12', 'Attrition'],
      CONSULT:
        'Problem list reviewed with pt. Options: implant, 3-unit bridge #18-#20, RPD, or no tx. Pt prefers implant. Crown recommended. Night guard recommended to prevent further wear. Pt wants to start with #12',
      'TX PLAN': ['Crown #12', 'Implant #19 (CBCT first)', 'Night guard'],
      NV: ['Crown prep #12'],
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, Universal, recogniser-style ("number one … number two", "the other thing", "secondly")
  defineCase({
    id: 'dm16-us-asr-number-one-14-abfraction-b-composite-other-thing-9-mi-composite-sorry-carpule',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for a couple things um number one she's got sensitivity upper left when she drinks anything cold and number two she wants the chip on her front tooth fixed medical history no changes takes levothyroxine no allergies okay number one tooth fourteen buccal cervical abfraction lesion sensitive to air no caries thirteen and fifteen small buccal abfractions not sensitive diagnosis dentin hypersensitivity fourteen the other thing number nine mesial incisal corner chipped enamel only not sensitive diagnosis enamel fracture number nine she wants both done today two carpules sorry one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration fourteen buccal composite fourteen shade a three then no anesthetic for nine smoothed and bonded mesial incisal composite nine shade a one polished occlusion checked recall in six months",
    expect: {
      CC: "Couple things. She's got sensitivity upper left when she drinks anything cold. She wants the chip on her front tooth fixed",
      'MED HX': 'No changes. Takes levothyroxine. No allergies',
      DENTAL: [
        ['14', 'B cervical abfraction lesion sensitive to air no caries'],
        ['13', 'Small B abfractions not sensitive'],
        ['15', 'Small B abfractions not sensitive'],
        ['9', 'MI corner chipped enamel only not sensitive'],
      ],
      DX: ['Dentin hypersensitivity #14', 'Enamel fracture #9'],
      CONSULT: 'She wants both done today',
      'TX TODAY': ['B composite #14', 'MI composite #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #14',
        'B composite #14',
        'Shade A3',
        'No anesthetic #9',
        'Smoothed and bonded',
        'MI composite #9',
        'Shade A1',
        'Polished',
        'Occlusion checked',
      ],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'dm17-us-asr-follow-up-concerns-partial-rubbing-secondly-xerostomia-other-thing-socket',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for a follow up with a few concerns first her new lower partial is rubbing secondly her mouth is really dry and the other thing she wants the extraction site checked medical history she started oxybutynin last month for her bladder no allergies extraoral wnl intraoral sore spot lingual to twenty eight under the clasp mouth looks dry little saliva pooling extraction site twenty nine healing well first the partial denture adjusted lingual flange near twenty eight relieved with an acrylic bur checked with pressure indicator paste polished secondly diagnosis xerostomia likely from the oxybutynin discussed sipping water sugar free gum and biotene she'll ask her doctor about switching medication the other thing reassured her about the extraction site recall three months for fluoride because of the dry mouth",
    expect: {
      CC: 'Follow up with a few concerns. Her new lower partial is rubbing. Her mouth is really dry. She wants the extraction site checked',
      'MED HX': 'She started oxybutynin last month for her bladder. No allergies',
      EXTRA: 'WNL',
      INTRA:
        'Sore spot lingual to #28 under the clasp. Mouth looks dry. Little saliva pooling. Extraction site #29 healing well',
      DX: ['Xerostomia likely from the oxybutynin'],
      CONSULT:
        "Discussed sipping water sugar free gum and Biotene. She'll ask her doctor about switching medication. Reassured her about the extraction site",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Partial denture adjusted',
        'Lingual flange near #28 relieved with an acrylic bur',
        'Checked with pressure indicator paste',
        'Polished',
      ],
      'F/U': 'Recall 3 months for fluoride because of the dry mouth',
    },
  }),
  defineCase({
    id: 'dm18-us-asr-emergency-first-problem-pulpectomy-30-second-problem-recement-crown-14',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency two problems first problem throbbing pain lower right since the weekend keeping her up at night second problem the crown on fourteen came off yesterday she has it with her medical history no changes allergic to codeine takes ibuprofen for the pain first problem thirty deep distal caries lingering pain to cold tender to percussion thirty one sound pa of thirty caries into the pulp widened pdl diagnosis symptomatic irreversible pulpitis thirty with symptomatic apical periodontitis options root canal and crown or extraction she wants to save it consent form signed two carpules articaine four percent one to one hundred thousand epi right ianb rubber dam pulpectomy thirty canals irrigated with sodium hypochlorite calcium hydroxide and cavit second problem fourteen crown intact prep sound no decay recemented crown fourteen with rely x unicem excess removed bite checked rx ibuprofen six hundred milligrams every six hours as needed next visit finish root canal thirty",
    expect: {
      CC: 'Emergency. 2 problems. Throbbing pain lower right since the weekend. Keeping her up at night. Crown on #14 came off yesterday. She has it with her',
      'MED HX': 'No changes. Allergic to codeine. Takes ibuprofen for the pain',
      DENTAL: [
        ['30', 'Deep D caries lingering pain to cold tender to percussion'],
        ['31', 'Sound'],
        ['14', 'Crown intact prep sound no decay'],
      ],
      RADIO: 'PA of #30 caries into the pulp. Widened PDL',
      DX: ['Symptomatic irreversible pulpitis #30 with symptomatic apical periodontitis'],
      CONSULT: 'Options root canal and crown or extraction. She wants to save it',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Pulpectomy #30', 'Crown recement #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Pulpectomy #30',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Recemented crown #14 with RelyX Unicem',
        'Excess removed',
        'Bite checked',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Finish RCT #30'],
    },
  }),
  defineCase({
    id: 'dm19-us-asr-periodic-exam-list-number-one-two-three-stain-number-twenty-appends-also',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam she brought a list of three things number one her gums bleed when she flosses number two she noticed a dark spot on a bottom tooth on the left and number three she wants her old silver fillings replaced with white ones medical history no changes no meds no allergies extraoral wnl intraoral wnl psr two two two two two two bleeding on probing lower anteriors generalized gingivitis number twenty occlusal dark stain in the pit hard with the explorer no caries nineteen occlusal amalgam intact thirty mesial occlusal amalgam intact no recurrent decay bitewings no caries diagnosis generalized gingivitis and stain number twenty explained the stain on twenty is not decay explained the amalgams are sound and replacing them is elective she'll think about it prophy oral hygiene instruction flossing technique recall six months",
    appends: ['also she asked about an electric toothbrush recommended one with a timer'],
    expect: {
      CC: 'Periodic exam. She brought a list of 3 things. Her gums bleed when she flosses. She noticed a dark spot on a bottom tooth on the left. She wants her old silver fillings replaced with white ones',
      'MED HX': 'No changes. No meds. No allergies',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2. Bleeding on probing lower anteriors. Generalized gingivitis',
      DENTAL: [
        ['20', 'O dark stain in the pit hard with the explorer no caries'],
        ['19', 'O amalgam intact'],
        ['30', 'MO amalgam intact no recurrent decay'],
      ],
      RADIO: 'Bitewings no caries',
      DX: ['Generalized gingivitis', 'Stain #20'],
      CONSULT:
        "Explained the stain on #20 is not decay. Explained the amalgams are sound and replacing them is elective. She'll think about it. She asked about an electric toothbrush. Recommended one with a timer",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction flossing technique'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dm20-us-asr-short-two-things-number-one-srp-lr-number-two-31-gluma',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'two things today number one srp lower right and number two she says thirty one is sensitive to cold two carpules lidocaine two percent one to one hundred thousand epi right ianb srp lower right quadrant thirty one buccal recession sensitive to air no caries gluma applied to thirty one next visit srp lower left',
    expect: {
      CC: '2 things today. SRP lower right. She says #31 is sensitive to cold',
      DENTAL: [['31', 'Buccal recession sensitive to air no caries']],
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP lower right quadrant',
        'Gluma applied #31',
      ],
      NV: ['SRP lower left'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist, FDI, typed (patients' lists, "Issue 1:", "Re …:", "Her first concern is …")
  defineCase({
    id: 'dm21-uk-typed-fdi-exam-written-list-4-concerns-abrasion-diastema-linea-alba-ll6-implant',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. Pt brought a written list of concerns. MH: no change, ramipril, NKDA. SH: ex-smoker, 10 units/wk. EO: NAD. BPE 2 2 2 / 2 2 2. 1. Cold sensitivity LR. 45, 46 B cervical abrasion, sensitive to air, no caries. Dx: toothbrush abrasion 45, 46. Advised Sensodyne Rapid Relief, less brushing pressure. 2. Gap between upper front teeth getting bigger. Diastema between 11 and 21 now 2 mm, was 1 mm on photos 2 yrs ago. No mobility 11, 21. Discussed ortho referral vs composite bonding. Pt to think. 3. White line inside left cheek. L buccal mucosa: linea alba along occlusal plane, doesn\'t wipe off. Dx: linea alba. Reassured. 4. Missing LL6 - wants to know about implants. 36 missing, space 8 mm, ridge looks good. Implant info leaflet given. BWs: no caries. S&P. NV: implant consultation. Recall 6/12.',
    expect: {
      CC: 'Exam. Pt brought a written list of concerns. Cold sensitivity LR. Gap between upper front teeth getting bigger. White line inside left cheek. Missing 36 - wants to know about implants',
      'MED HX': 'No change, ramipril, NKDA. SH: ex-smoker, 10 units/wk',
      EXTRA: 'NAD',
      INTRA:
        "Diastema between 11 and 21 now 2 mm, was 1 mm on photos 2 yrs ago. L buccal mucosa: linea alba along occlusal plane, doesn't wipe off",
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['45', 'B cervical abrasion, sensitive to air, no caries'],
        ['46', 'B cervical abrasion, sensitive to air, no caries'],
        ['11', 'No mobility'],
        ['21', 'No mobility'],
        ['36', 'Missing, space 8 mm, ridge looks good'],
      ],
      RADIO: 'BWs: no caries',
      DX: ['Toothbrush abrasion 45, 46', 'Linea alba'],
      CONSULT:
        'Advised Sensodyne Rapid Relief, less brushing pressure. Discussed ortho referral vs composite bonding. Pt to think. Reassured. Implant info leaflet given',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      NV: ['Implant consultation'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dm22-uk-typed-fdi-emergency-issue-1-xla-38-socket-irrigated-issue-2-11-porcelain-chip',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency, 2 issues today. MH: no change, NKDA, smoker 15/day. Issue 1: LL wisdom tooth pain + swelling x 3 days, bad taste. EO: mild trismus, opening 30 mm, L submandibular LN tender, temp 37.2. 38 partially erupted, D caries, operculum swollen with pus. 37 sound. Dx: pericoronitis 38, D caries 38. Pt wants it out today. Written consent. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr IDB L + buccal infil. XLA 38 with luxator + forceps, uncomplicated. Socket irrigated with saline. Haemostasis achieved. POIG written + verbal. Analgesia advice: ibuprofen + paracetamol. Issue 2: UR1 crown chipped - cosmetic only. 11 PFM crown, porcelain chip MI corner, metal not exposed. Options: polish, composite repair, new crown. Pt chose polish for now. Chip on 11 smoothed + polished w/ porcelain polishing kit. Smoking cessation advice given. Review 1/52.',
    expect: {
      CC: 'Emergency, 2 issues today. LL wisdom tooth pain + swelling x 3 days, bad taste. 11 crown chipped - cosmetic only',
      'MED HX': 'No change, NKDA, smoker 15/day',
      EXTRA: 'Mild trismus, opening 30 mm, L submandibular LN tender, temp 37.2',
      DENTAL: [
        ['38', 'Partially erupted, D caries, operculum swollen with pus'],
        ['37', 'Sound'],
        ['11', 'PFM crown, porcelain chip MI corner, metal not exposed'],
      ],
      DX: ['Pericoronitis 38', 'D caries 38'],
      CONSULT:
        'Pt wants it out today. Analgesia advice: ibuprofen + paracetamol. Options: polish, composite repair, new crown. Pt chose polish for now. Smoking cessation advice given',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 38'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
        'XLA 38 with luxator + forceps',
        'Uncomplicated',
        'Socket irrigated with saline',
        'Haemostasis achieved',
        'POIG written + verbal',
        'Chip 11 smoothed + polished w/ porcelain polishing kit',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'dm23-uk-typed-fdi-daughters-list-re-denture-re-44-retained-root-re-breath-copy-denture',
    style: 'UK',
    asr: false,
    transcript:
      "Accompanied by daughter. Daughter's list of concerns: upper denture loose, broken lower tooth, bad breath. MH: no change, mild dementia, donepezil, allergic to penicillin. Re denture: upper complete denture 10 yrs old, poor retention, teeth worn, ridge resorbed. Re broken tooth: 44 retained root, carious, not mobile, no swelling, asymptomatic. PA 44: no apical pathology. Re breath: plaque++ lower teeth, calculus lingual lower anteriors, BPE (lower only) 3 2 3. Dx: retained root 44, periodontitis lower arch. Discussed with pt + daughter: copy denture upper, XLA 44 vs leave while asymptomatic. Daughter prefers to leave 44 for now. Daughter to help with brushing twice daily, electric TB advised. S&P lower. Plan: copy denture upper, review 44 at each visit. NV: copy denture impressions.",
    expect: {
      CC: "Daughter's list of concerns: upper denture loose, broken lower tooth, bad breath",
      'MED HX': 'No change, mild dementia, donepezil, allergic to penicillin',
      INTRA: 'Upper complete denture 10 yrs old, poor retention, teeth worn, ridge resorbed',
      PERIO: 'Plaque++ lower teeth, calculus lingual lower anteriors, BPE (lower only) 3 2 3',
      DENTAL: [['44', 'Retained root, carious, not mobile, no swelling, asymptomatic']],
      RADIO: 'PA 44: no apical pathology',
      DX: ['Retained root 44', 'Periodontitis lower arch'],
      CONSULT:
        'Discussed with pt + daughter: copy denture upper, XLA 44 vs leave while asymptomatic. Daughter prefers to leave 44 for now. Daughter to help with brushing twice daily, electric TB advised',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P lower'],
      'TX PLAN': ['Copy denture upper', 'Review 44 at each visit'],
      NOTES: 'Accompanied by daughter',
      NV: ['Copy denture impressions'],
    },
  }),
  defineCase({
    id: 'dm24-uk-typed-fdi-sentences-new-patient-three-concerns-perio-16-cusp-21-non-vital-plan',
    style: 'UK',
    asr: false,
    transcript:
      'New patient examination. She has moved to the area and has three concerns. Medical history: hypothyroidism, takes levothyroxine 100 mcg, no allergies. Non-smoker, drinks rarely. Extra-oral examination: no abnormalities. Intra-oral: soft tissues healthy. BPE 3 2 3 / 3 2 3. Her first concern is that her gums bleed. Generalised bleeding on probing, 4-5 mm pockets in the molar regions, no mobility. Her second concern is a broken filling on the upper right. 16 has a fractured MOD amalgam with a missing palatal cusp, not tender to percussion, normal response to cold. Her third concern is the colour of 21. 21 is darker than the adjacent teeth, has a large mesial composite and tested non-vital. Periapical radiograph of 21: periapical radiolucency. Bitewings: no further caries. Diagnosis: periodontitis stage II grade B, fractured cusp 16, pulp necrosis 21 with asymptomatic apical periodontitis. I explained all three problems, that the gums need treating first, and that 21 could be bleached internally after the root canal treatment. Plan: RSD all quadrants, crown 16, RCT 21. She agreed to the plan and signed the estimate. Next visit: RSD upper right and lower right.',
    expect: {
      CC: 'New patient examination. She has moved to the area and has 3 concerns. Her gums bleed. Broken filling on the upper right. Colour of 21',
      'MED HX': 'Hypothyroidism, takes levothyroxine 100 mcg, no allergies. Non-smoker, drinks rarely',
      EXTRA: 'No abnormalities',
      INTRA: 'Soft tissues healthy',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Generalised bleeding on probing, 4-5 mm pockets in the molar regions, no mobility',
      DENTAL: [
        [
          '16',
          'Fractured MOD amalgam with a missing P cusp, not tender to percussion, normal response to cold',
          'MOD amalgam',
        ],
        ['21', 'Darker than the adjacent teeth, has a large M composite and tested non-vital'],
      ],
      RADIO: 'Periapical radiograph of 21: periapical radiolucency. Bitewings: no further caries',
      DX: ['Periodontitis stage II grade B', 'Fractured cusp 16', 'Pulp necrosis 21 with asymptomatic apical periodontitis'],
      CONSULT:
        'I explained all 3 problems, that the gums need treating first, and that 21 could be bleached internally after the root canal treatment. She agreed to the plan and signed the estimate',
      'TX PLAN': ['RSD all quadrants', 'Crown 16', 'RCT 21'],
      NV: ['RSD upper right and lower right'],
    },
  }),
  defineCase({
    id: 'dm25-uk-typed-fdi-terse-review-post-xla-46-other-thing-mucocele-refer-if-persists',
    style: 'UK',
    asr: false,
    transcript:
      'Rv 2/52 post XLA 46 - healing well, no pain. Socket 46 healing, no dry socket. Other thing: pt noticed lump on lower lip x 1 wk. Lower lip mucocele 5 mm, soft, bluish. Dx: mucocele. Advised will likely resolve. Refer OMFS if persists >6/52. Discharged.',
    expect: {
      CC: 'Rv 2 weeks post XLA 46 - healing well, no pain. Pt noticed lump on lower lip x 1 wk',
      INTRA: 'Socket 46 healing, no dry socket. Lower lip mucocele 5 mm, soft, bluish',
      DX: ['Mucocele'],
      CONSULT: 'Advised will likely resolve',
      'TX PLAN': ['Refer OMFS if persists >6 weeks'],
      'F/U': 'Discharged',
    },
  }),

  // ---------------------------------------------------------------- 6. US paediatric dentist, Universal with primary letters (parents' concerns)
  defineCase({
    id: 'dm26-us-asr-child-mom-three-concerns-thumb-gray-e-lingual-eruption-24-25',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for her checkup mom has a few concerns first she's worried about the thumb sucking second there's a gray front tooth she fell on it last year and third her adult teeth are coming in behind the baby teeth on the bottom medical history healthy no meds no allergies extraoral wnl intraoral anterior open bite from thumb sucking regarding the gray tooth letter e gray discoloration not mobile no swelling no sinus tract pa of e no periapical radiolucency normal root resorption number twenty four and twenty five erupting lingual to o and p letters o and p slightly mobile letters a j k and t sound prophy fluoride varnish discussed with mom the thumb habit and a reminder chart and if it continues a habit appliance told mom the gray tooth is probably fine we'll watch it explained the lower incisors will move forward once the baby teeth come out recall six months",
    expect: {
      CC: "Her checkup. Mom has a few concerns. She's worried about the thumb sucking. There's a gray front tooth. She fell on it last year. Her adult teeth are coming in behind the baby teeth on the bottom",
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Anterior open bite from thumb sucking',
      DENTAL: [
        ['E', 'Gray discoloration not mobile no swelling no sinus tract'],
        ['24', 'Erupting lingual to #O and #P'],
        ['25', 'Erupting lingual to #O and #P'],
        ['O', 'Slightly mobile'],
        ['P', 'Slightly mobile'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: 'PA of #E no periapical radiolucency. Normal root resorption',
      CONSULT:
        "Discussed with mom the thumb habit and a reminder chart and if it continues a habit appliance. Told mom the gray tooth is probably fine. We'll watch it. Explained the lower incisors will move forward once the baby teeth come out",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dm27-us-typed-child-dads-concerns-1-2-3-ssc-s-nitrous-gingivitis-fluoride-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "5 y/o w/ dad. Dad's concerns: (1) pain on the lower right when eating, (2) bleeding gums, (3) is fluoride toothpaste safe for her. Med hx: healthy, NKDA. (1) #S large DO caries, no swelling, not mobile, pain on chewing only, goes quickly. #T O sealant intact. BWX: #S caries approaching pulp, no furcation RL. Dx: reversible pulpitis #S. Options SSC vs extraction + space maintainer; dad chose SSC. Dad gave verbal consent. Nitrous, topical, LA 1 carpule 2% lido 1:100k epi, right IANB. Rubber dam. Caries removed, no exposure. SSC #S size 4, cemented w/ Ketac. (2) Gingivitis lower anteriors, heavy plaque. OHI w/ dad. Advised brushing twice daily with dad helping. (3) Explained a rice-grain smear of fluoride toothpaste is safe and recommended. Pt did well. Recall 6 months.",
    expect: {
      CC: "Dad's concerns: pain on the lower right when eating, bleeding gums, is fluoride toothpaste safe for her",
      'MED HX': 'Healthy, NKDA',
      PERIO: 'Gingivitis lower anteriors, heavy plaque',
      DENTAL: [
        ['S', 'Large DO caries, no swelling, not mobile, pain on chewing only, goes quickly'],
        ['T', 'O sealant intact'],
      ],
      RADIO: 'BWX: #S caries approaching pulp, no furcation RL',
      DX: ['Reversible pulpitis #S'],
      CONSULT:
        'Options SSC vs extraction + space maintainer; dad chose SSC. Advised brushing twice daily with dad helping. Explained a rice-grain smear of fluoride toothpaste is safe and recommended',
      CONSENT: 'Dad gave verbal consent',
      'TX TODAY': ['SSC #S', 'OHI'],
      TX: [
        'Nitrous',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'No exposure',
        'SSC #S size 4',
        'Cemented w/ Ketac',
        'OHI w/ dad',
      ],
      NOTES: '5 y/o w/ dad. Pt did well',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dm28-us-asr-child-grandma-follow-up-three-things-ssc-k-sealants-chip-8-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eight year old with grandma here for a follow up on three things first the pulpotomy and crown on letter k grandma says no pain k stainless steel crown intact gums healthy around it not mobile second nineteen and thirty sealants intact third the chipped front tooth number eight mesial incisal chip enamel only smooth no sensitivity grandma also says her new front teeth look yellow explained adult teeth look darker than baby teeth and that's normal medical history no changes no allergies fluoride varnish applied recall in six months",
    appends: ['add to notes she was chatty and relaxed today', "next visit sealants on three and fourteen when they're through"],
    expect: {
      CC: 'Follow up on 3 things. Pulpotomy and crown on #K. Grandma says no pain. Grandma also says her new front teeth look yellow',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['K', 'Stainless steel crown intact gums healthy around it not mobile'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['8', 'MI chip enamel only smooth no sensitivity'],
      ],
      CONSULT: "Explained adult teeth look darker than baby teeth and that's normal",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '8 year old with grandma. She was chatty and relaxed today',
      NV: ["Sealants #3, #14 when they're through"],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'dm29-us-typed-teen-concerns-17-pericoronitis-irrigation-white-spot-lesions-refer-os',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '16 y/o, here alone, parent consent on file. Concerns: wisdom tooth hurting lower left x 4 days; white spots on front teeth since braces came off, wants them gone. Med hx: asthma (albuterol PRN), NKDA. EO: WNL. #17 partially erupted, operculum slightly red, not swollen. #32 unerupted. #1, #16 erupting normally. Pano: #17 mesioangular, #32 horizontal impaction, roots 2/3 formed. Dx: mild pericoronitis #17, impacted #17 and #32. #7, #8, #9, #10 facial white spot lesions, non-cavitated. Dx: post-orthodontic white spot lesions. Options: remineralization with MI Paste vs resin infiltration (Icon). Pt chose MI Paste for 3 months first. Irrigated #17 operculum w/ chlorhexidine. Refer #17, #32 to oral surgeon for evaluation. Recall 3 months to reassess spots.',
    expect: {
      CC: 'Concerns: wisdom tooth hurting lower left x 4 days; white spots on front teeth since braces came off, wants them gone',
      'MED HX': 'Asthma (albuterol PRN), NKDA',
      EXTRA: 'WNL',
      DENTAL: [
        ['17', 'Partially erupted, operculum slightly red, not swollen'],
        ['32', 'Unerupted'],
        ['1', 'Erupting normally'],
        ['16', 'Erupting normally'],
        ['7', 'F white spot lesions, non-cavitated'],
        ['8', 'F white spot lesions, non-cavitated'],
        ['9', 'F white spot lesions, non-cavitated'],
        ['10', 'F white spot lesions, non-cavitated'],
      ],
      RADIO: 'Pano: #17 mesioangular, #32 horizontal impaction, roots 2/3 formed',
      DX: ['Mild pericoronitis #17', 'Impacted #17, #32', 'Post-orthodontic white spot lesions'],
      CONSULT:
        'Options: remineralization with MI Paste vs resin infiltration (Icon). Pt chose MI Paste for 3 months first',
      CONSENT: 'Parent consent on file',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated #17 operculum w/ chlorhexidine'],
      'TX PLAN': ['Refer #17, #32 to oral surgeon for evaluation'],
      NOTES: '16 y/o, here alone',
      'F/U': 'Recall 3 months to reassess spots',
    },
  }),
  defineCase({
    id: 'dm30-us-asr-child-dad-two-problems-soccer-ball-8-enamel-fracture-aphthous-ulcer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "ten year old with dad two problems he got hit in the mouth with a ball at soccer yesterday and he's got a sore on his lip medical history healthy no allergies extraoral small abrasion on the chin problem one number eight enamel fracture at the incisal edge no mobility normal response to cold not tender to percussion number nine sound pa of eight and nine no root fracture diagnosis enamel fracture number eight smoothed number eight incisal edge problem two inside the lower lip a three millimeter ulcer yellow base red halo diagnosis minor aphthous ulcer advised orajel and salt water rinses told dad to call if eight turns dark review in four weeks with a pa",
    expect: {
      CC: "2 problems. He got hit in the mouth with a ball at soccer yesterday. He's got a sore on his lip",
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'Small abrasion on the chin',
      INTRA: 'Inside the lower lip a 3 mm ulcer. Yellow base. Red halo',
      DENTAL: [
        ['8', 'Enamel fracture at the incisal edge no mobility normal response to cold not tender to percussion', 'Enamel'],
        ['9', 'Sound'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture',
      DX: ['Enamel fracture #8', 'Minor aphthous ulcer'],
      CONSULT: 'Advised Orajel and salt water rinses. Told dad to call if #8 turns dark',
      TX: ['Smoothed #8 incisal edge'],
      NOTES: '10 year old with dad',
      'F/U': 'Review in 4 weeks with a PA',
    },
  }),
];
