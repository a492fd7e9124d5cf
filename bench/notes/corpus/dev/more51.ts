// A fifty-first development batch (ids ba01–ba30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and earlier dev batches as examples) by a helper that had not seen the engine;
// every case was labelled before any engine run. It is everyday visits where the talk wanders between sections, so the
// hard part is deciding which field each remark belongs to: remarks about the patient's life and habits, advice and
// explanations, fees, insurance and NHS bands, the patient's decision, consent said many ways, complaints told as a
// story (with a relative's report), medical history said late or in bits (after the treatment, after the chart, "oh",
// "forgot to mention"), soft-tissue findings (INTRA) next to tooth findings (DENTAL) next to gum / pocket findings
// (PERIO), radiograph reports naming teeth, diagnoses said without a header, and plans vs today's treatment vs next
// visit vs recall. Six clinicians, five visits each:
//   ba01–ba05 a chatty US family dentist (Universal; primary teeth by letter in ba04): checkup, fillings, an
//     extraction, a child's recall with sealants, a crown prep;
//   ba06–ba10 a brisk UK NHS associate (FDI; Palmer words said in the FDI practice in ba09): exam, extirpation,
//     fillings in pregnancy, extraction, a traumatic ulcer;
//   ba11–ba15 a UK hygienist (FDI ba11, ba12, ba14; Palmer ba13, ba15): scale and polish, RSD, a teenager with braces,
//     implant maintenance with PMPR, a nervous denture wearer;
//   ba16–ba20 a US hygienist (Universal): recare with exam findings, SRP with Arestin, a child prophy with sealants,
//     periodontal maintenance, a new patient with gross debridement;
//   ba21–ba25 a UK dentist who dictates findings and plans interleaved tooth by tooth ("one five distal caries needs a
//     filling, two six crown open margin needs a new crown eventually, three seven stained fissure watch") (FDI ba21,
//     ba23; Palmer ba22, ba24, ba25);
//   ba26–ba30 a US dentist who dictates the conversation with the patient ("I told her …", "she asked whether …", "we
//     agreed …") (Universal).
// UK 15 (FDI 10, Palmer 5), US 15 (Universal); 15 recogniser-style (lower case, number words, fillers, "sorry" / "I
// mean" corrections, "scratch that") and 15 typed; 87 to 180 words; two cases with appended dictation (ba09
// recogniser-style "add to notes …" / "next visit … recall … sorry …"; ba18 typed "Add to treatment: …" / "Add to
// notes: …" / a second "Next visit: …").
//
// Judgement calls where the contract was silent:
// - Interleaved chart-and-plan dictation ("<tooth> <finding> needs <procedure>"): the finding is the tooth's DENTAL
//   entry and the need is a TX PLAN item written with the table name and the tooth after it, dropping "needs" / "he
//   needs" like "plan to" ("one five distal caries needs a filling" → DENTAL 15 "D caries", TX PLAN "Filling 15";
//   "needs a new crown eventually" → "New crown 26 eventually"; "needs GIC" → "GIC LR4"; "he needs a night guard" after
//   the wear facets → "Night guard"). A plan said only in the consult ("explained #13 needs a filling") stays CONSULT.
//   "watch" said right after a finding stays in the DENTAL condition (as more35 / more36: "Stained fissure watch");
//   "fine" and "sound" are chart entries ("Fine").
// - A first-person "I" opening a consult clause ("I told her …", "I explained …", "I said …", "I went over …") is
//   dropped as more42 / more46 did ("Told her …"); "we agreed …" / "we'll …" keep "we" (it says the decision was
//   joint; more18 / more34 / more46 kept "We talked" / "We'll send").
// - The patient's questions and what they said in the treatment conversation ("she asked whether whitening would fix
//   it", "he said his wife has been telling him for years") are CONSULT; remarks about the patient's life (a new job,
//   a wedding, a cruise, a trip to the grandkids, a puppy, gardening, exams, moving house) are NOTES, as more46 did —
//   not dropped as chat, since they are about the patient. Who came with the patient, lateness, nerves, how they coped,
//   Denplan and an NHS exemption are NOTES; fees, NHS bands, insurance shares and plan limits are CONSULT.
// - What the patient admits about their own habits at the chair ("he admits he only brushes once a day", "says she's
//   been flossing more since …") is NOTES (more42, more46); smoking and vaping status is MED HX (social history), also
//   when said before the medical-history header (ba19) or after the treatment (ba11); cessation advice is CONSULT.
// - A relative's report about the complaint told with it ("his wife says he grinds his teeth at night", "mum says
//   she's been complaining …") stays in CC, as more46 av24.
// - A late history clause framed by "oh", "forgot to mention", "forgot to say", "forgot to note" drops the frame and
//   goes to MED HX in spoken order (more42); "also" opening it drops as a clause opener.
// - A diagnosis said without a header next to a finding goes to DX and the finding stays in its field ("gums bleeding
//   around upper molars, pregnancy gingivitis" → PERIO + DX; "palate under the denture red and inflamed probably
//   denture stomatitis" → INTRA + DX "Probably denture stomatitis"; "Traumatic ulcer from sharp 36."; "Stable
//   periodontitis stage III.").
// - Denture findings not about one tooth ("upper full denture fine", "upper partial denture worn at night") and "fixed
//   appliances upper and lower" are INTRA; plaque and gingival swelling around brackets, calculus and pockets at named
//   teeth are PERIO and make no DENTAL entry; a tooth's sensitivity with an exposed root is DENTAL.
// - Spoken BPE / PSR scores were dictated by sextant ("bpe code three lower left code two elsewhere"); six digits only
//   typed, with the slash.
// - "Hygiene appointment" / "Hygienist appt:" stay in CC as the reason for attending (as more35 kept "Therapist
//   appointment"); "Exam." and "Consult for …" likewise.
// - Palmer words said in the FDI practice (ba09 "upper right seven") are written in FDI (more47 / more49). A number
//   with a unit is no tooth ("14 units a week" in ba23, "2022" a year in ba25).
// - An orthodontic band placed to hold a cracked tooth, smoothing a sharp edge and "topical applied first" are TX steps
//   with no title; where the CC names no procedure either, TX TODAY is empty (ba10, ba22).
// - "I&D #3" typed is titled "Incision and drainage #3", and saline irrigation after it "Irrigation" (more49);
//   "silver diamine fluoride on l" → "SDF #L"; "Duraphat varnish applied" with teeth → "Fluoride varnish LR4, LR5";
//   "Impressions for night guard taken" → "Impressions"; "Sealants" without "fissure" stays "Sealants" (more17 /
//   more49); "Crown cemented #3" → "Crown fit #3".
// - Surfaces: "buccal cervical caries" → "B cervical caries"; "crack line on the distal marginal ridge" → "D marginal
//   ridge"; "recurrent decay on the buccal margin" → "B margin"; "open distal margin" → "open D margin"; "exposed root
//   buccally" keeps its adverb; surfaces in radiograph reports stay words.
// - In recogniser-style text fields a new clause starts a new sentence; recogniser-style DENTAL conditions keep the
//   spoken run without added commas (as more46).
// - Appends: "add to treatment …" adds TX items (and the OHI title), "add to notes …" adds to NOTES, a later "next
//   visit …" replaces the earlier next visit (as more26 / more49), and a correction inside an append ("recall twelve
//   months sorry nine months") is applied.
import { defineCase, type NotesCase } from '../case.ts';

export const more51Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. chatty US family dentist (Universal)
  defineCase({
    id: 'ba01-us-asr-chatty-checkup-bwx-30-caries-late-mh-salmon',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so he came in for his six month checkup and cleaning um he says number thirty has been a little sensitive to cold for about two weeks four bitewings taken shows distal decay on number thirty into dentin and number nineteen looks fine psr code two all sextants light calculus lower anteriors intraoral soft tissues healthy oral cancer screening negative number thirty distal occlusal caries number three occlusal amalgam intact diagnosis caries number thirty oh medical history no changes still on lipitor allergic to penicillin gives him hives he just got back from a fishing trip and brought the whole office smoked salmon prophy done with the cavitron and polish fluoride varnish insurance covers the filling at eighty percent so he's looking at about forty dollars he was fine with that next visit distal occlusal composite number thirty recall six months",
    expect: {
      CC: 'His 6 month checkup and cleaning. He says #30 has been a little sensitive to cold for about 2 weeks',
      'MED HX': 'No changes. Still on Lipitor. Allergic to penicillin gives him hives',
      RADIO: '4 bitewings taken. Shows distal decay on #30 into dentin and #19 looks fine',
      PERIO: 'PSR code 2 all sextants. Light calculus lower anteriors',
      INTRA: 'Soft tissues healthy. Oral cancer screening negative',
      DENTAL: [
        ['30', 'DO caries'],
        ['3', 'O amalgam intact'],
      ],
      DX: ['Caries #30'],
      CONSULT: "Insurance covers the filling at 80% so he's looking at about $40. He was fine with that",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy done with the Cavitron and polish', 'Fluoride varnish'],
      NOTES: 'He just got back from a fishing trip and brought the whole office smoked salmon',
      NV: ['DO composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba02-us-typed-chatty-mod-composite-14-b-composite-12-late-mh',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt in for fillings upper left, #14 and #12 from her last exam. She's just started a new job at a bakery and is loving it. 2 carps 4% articaine 1:100k epi, buccal infiltration #12 and #14. Rubber dam. #14 MOD caries removed close to the pulp. Vitrebond liner. Tofflemire. MOD composite #14, shade A2. #12 buccal cervical caries removed. B composite #12, shade A2. Bite checked, polished. Forgot to mention, med hx: no changes, on birth control, NKDA. #13 has some buccal abrasion too, not bothering her. Told her to cut down on the sports drinks during her runs and use a fluoride rinse. She said she'll give it a go. Recall 6 months.",
    expect: {
      CC: 'Fillings upper left, #14 and #12 from her last exam',
      'MED HX': 'No changes, on birth control, NKDA',
      DENTAL: [['13', 'Some B abrasion too, not bothering her']],
      CONSULT:
        "Told her to cut down on the sports drinks during her runs and use a fluoride rinse. She said she'll give it a go",
      'TX TODAY': ['MOD composite #14', 'B composite #12'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #14',
        'Rubber dam',
        '#14 MOD caries removed close to the pulp',
        'Vitrebond liner',
        'Tofflemire',
        'MOD composite #14',
        'Shade A2',
        '#12 B cervical caries removed',
        'B composite #12',
        'Shade A2',
        'Bite checked',
        'Polished',
      ],
      NOTES: "She's just started a new job at a bakery and is loving it",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba03-us-asr-chatty-fractured-l-cusp-extraction-31-aspirin-grandkids',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so she came in with the lower right back tooth broken she bit down on an olive pit at a party saturday and half the tooth came off it's not really painful just sharp medical history high blood pressure on lisinopril number thirty one fractured lingual cusp and the fracture goes way below the gum line number thirty mesial occlusal distal amalgam intact pa of thirty one shows the fracture extends into the root no periapical lesion diagnosis non restorable thirty one went over extraction versus trying to save it with crown lengthening and a crown she doesn't want to spend a lot she wants it out implant later maybe insurance pays fifty percent on implants oh and she takes a baby aspirin too she's babysitting her grandkids all week signed consent for extraction two carpules lidocaine two percent one to one hundred thousand epi right ianb extracted thirty one with forceps in one piece gauze pressure hemostasis good post op instructions given she asked what to take for pain told her ibuprofen and tylenol alternating next visit implant consult",
    expect: {
      CC: "Lower right back tooth broken. She bit down on an olive pit at a party Saturday and half the tooth came off. It's not really painful just sharp",
      'MED HX': 'High blood pressure on lisinopril. She takes a baby aspirin too',
      DENTAL: [
        ['31', 'Fractured L cusp and the fracture goes way below the gum line', 'L cusp'],
        ['30', 'MOD amalgam intact'],
      ],
      RADIO: 'PA of #31 shows the fracture extends into the root. No periapical lesion',
      DX: ['Non restorable #31'],
      CONSULT:
        "Went over extraction versus trying to save it with crown lengthening and a crown. She doesn't want to spend a lot. She wants it out. Implant later maybe. Insurance pays 50% on implants. She asked what to take for pain. Told her ibuprofen and Tylenol alternating",
      CONSENT: 'Signed consent for extraction',
      'TX TODAY': ['Extraction #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Extracted #31 with forceps in one piece',
        'Gauze pressure',
        'Hemostasis good',
        'Post-op instructions given',
      ],
      NOTES: "She's babysitting her grandkids all week",
      NV: ['Implant consult'],
    },
  }),
  defineCase({
    id: 'ba04-us-typed-chatty-child-recall-mobile-o-p-sealants-3-14',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for checkup and cleaning, mom with her. Mom says she's been complaining about a loose tooth that won't come out. Med hx: healthy, no meds, allergic to amoxicillin (rash). 2 BWX: small distal caries #K into enamel, no other decay. #O and #P mobile with the permanent incisors erupting behind them. #3 and #14 erupted, deep grooves. #19 and #30 sealants intact. Gingiva healthy, mild plaque on the lowers. Prophy and fluoride varnish. Sealants #3 and #14. She's starting 2nd grade and just lost her first tooth last week. Explained the shark teeth will likely fall out on their own; if not in 4 weeks we'll take them out. Advised mom to floss the back teeth nightly. Next visit: recheck #O and #P in 4 weeks. Recall 6 months.",
    expect: {
      CC: "Checkup and cleaning. Mom says she's been complaining about a loose tooth that won't come out",
      'MED HX': 'Healthy, no meds, allergic to amoxicillin (rash)',
      RADIO: '2 BWX: small distal caries #K into enamel, no other decay',
      DENTAL: [
        ['O', 'Mobile with the permanent incisors erupting behind them'],
        ['P', 'Mobile with the permanent incisors erupting behind them'],
        ['3', 'Erupted, deep grooves'],
        ['14', 'Erupted, deep grooves'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      PERIO: 'Gingiva healthy, mild plaque on the lowers',
      CONSULT:
        "Explained the shark teeth will likely fall out on their own; if not in 4 weeks we'll take them out. Advised mom to floss the back teeth nightly",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Sealants #3, #14'],
      TX: ['Prophy', 'Fluoride varnish', 'Sealants #3, #14'],
      NOTES: "Mom with her. She's starting 2nd grade and just lost her first tooth last week",
      NV: ['Recheck #O, #P in 4 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba05-us-asr-chatty-crown-prep-19-zirconia-copay-remodel',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "alright she's in for the crown on number nineteen we talked about it at her last visit the big old filling cracked um she's doing a kitchen remodel so she's been living on takeout medical history she started metformin last month for borderline diabetes otherwise no changes number nineteen mesial occlusal distal amalgam with a crack line on the distal marginal ridge number eighteen fine number twenty small occlusal stain watch went over gold versus zirconia again she picked zirconia her portion after insurance is five hundred ten dollars she's okay with that verbal consent two carpules lidocaine two percent one to one hundred thousand epi left ianb removed the amalgam crack stopped in dentin core buildup with fluorocore crown prep on nineteen packed cord digital scan shade a three sorry a two temp crown with luxatemp cemented with tempbond next visit seat crown nineteen in two weeks",
    expect: {
      CC: 'Crown on #19. We talked about it at her last visit. Big old filling cracked',
      'MED HX': 'She started metformin last month for borderline diabetes. Otherwise no changes',
      DENTAL: [
        ['19', 'MOD amalgam with a crack line on the D marginal ridge'],
        ['18', 'Fine'],
        ['20', 'Small O stain watch'],
      ],
      CONSULT:
        "Went over gold versus zirconia again. She picked zirconia. Her portion after insurance is $510. She's okay with that",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Removed the amalgam',
        'Crack stopped in dentin',
        'Core buildup with Fluorocore',
        'Crown prep #19',
        'Packed cord',
        'Digital scan',
        'Shade A2',
        'Temp crown with Luxatemp',
        'Cemented with Tempbond',
      ],
      NOTES: "She's doing a kitchen remodel so she's been living on takeout",
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. brisk UK NHS associate (FDI)
  defineCase({
    id: 'ba06-uk-typed-brisk-nhs-exam-46-caries-band-2-taxi-nights',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. No complaints. BPE 2 1 2 / 2 1 2. MH: asthma, salbutamol PRN. 16 MO amalgam sound. 46 DO caries. 47 FS intact. 36 crown OK. BWs (due) grade 1: 46 distal caries into dentine, 45 mesial enamel lesion. Dx: caries 46. EO NAD. IO: linea alba, otherwise NAD. Smokes 10 a day, wants to quit. Band 2 explained, £73.20. Pt wants filling done next week, happy with amalgam. Stop smoking advice given, leaflet. Works nights as a taxi driver, mornings only. NV: DO amalgam 46. Recall 6/12.',
    expect: {
      CC: 'Exam. No complaints',
      'MED HX': 'Asthma, salbutamol PRN. Smokes 10 a day, wants to quit',
      EXTRA: 'NAD',
      INTRA: 'Linea alba, otherwise NAD',
      PERIO: 'BPE 2 1 2 / 2 1 2',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['46', 'DO caries'],
        ['47', 'FS intact'],
        ['36', 'Crown OK'],
      ],
      RADIO: 'BWs (due) grade 1: 46 distal caries into dentine, 45 mesial enamel lesion',
      DX: ['Caries 46'],
      CONSULT:
        'Band 2 explained, £73.20. Pt wants filling done next week, happy with amalgam. Stop smoking advice given, leaflet',
      NOTES: 'Works nights as a taxi driver, mornings only',
      NV: ['DO amalgam 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba07-uk-asr-brisk-nhs-extirpation-36-band-3-chef-shifts',
    style: 'UK',
    asr: true,
    transcript:
      "complains of pain lower left two days keeping him up at night um medical history no changes no allergies extra oral nad thirty six large disto occlusal amalgam tender to percussion ethyl chloride lingering thirty seven sound pa thirty six widened pdl no periapical area diagnosis symptomatic irreversible pulpitis thirty six options root canal or extraction he wants to keep it band three explained for the root canal and crown he consented to root canal la two cartridges articaine four percent one in one hundred thousand adrenaline id block left plus buccal rubber dam pulp extirpated thirty six four canals sorry three canals irrigated hypochlorite ledermix and cavit he's a chef works split shifts so needs late appointments next visit complete rct thirty six in two weeks",
    expect: {
      CC: 'Pain lower left 2 days. Keeping him up at night',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'Large DO amalgam tender to percussion ethyl chloride lingering'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36 widened PDL. No periapical area',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: 'Options root canal or extraction. He wants to keep it. Band 3 explained for the root canal and crown',
      CONSENT: 'He consented to root canal',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Rubber dam',
        'Pulp extirpated 36',
        '3 canals',
        'Irrigated hypochlorite',
        'Ledermix and Cavit',
      ],
      NOTES: "He's a chef. Works split shifts so needs late appointments",
      NV: ['Complete RCT 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ba08-uk-typed-brisk-nhs-do-24-mo-25-pregnant-gingivitis-exempt',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for fillings 24 and 25. MH no change. Pregnant, 20 weeks. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 24 and 25. Verbal consent confirmed before starting. Cotton wool rolls, OptraGate. 24 DO caries removed, 25 MO caries removed, sectional matrices. DO composite 24, MO composite 25, shade A3. Occlusion checked. Also on folic acid. Gums bleeding around upper molars, pregnancy gingivitis. OHI given with TePe brushes. Free NHS treatment while pregnant, MATB1 seen. Partner waiting in the car. Review 3/12 with hygienist.',
    expect: {
      CC: 'Fillings 24 and 25',
      'MED HX': 'No change. Pregnant, 20 weeks. On folic acid',
      PERIO: 'Gums bleeding around upper molars',
      DX: ['Pregnancy gingivitis'],
      CONSENT: 'Verbal consent confirmed before starting',
      'TX TODAY': ['DO composite 24', 'MO composite 25', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 24, 25',
        'Cotton wool rolls',
        'OptraGate',
        '24 DO caries removed',
        '25 MO caries removed',
        'Sectional matrices',
        'DO composite 24',
        'MO composite 25',
        'Shade A3',
        'Occlusion checked',
        'OHI given with TePe brushes',
      ],
      NOTES: 'Free NHS treatment while pregnant, MATB1 seen. Partner waiting in the car',
      'F/U': 'Review 3 months with hygienist',
    },
  }),
  defineCase({
    id: 'ba09-uk-asr-fdi-palmer-words-extraction-17-scratch-that-appends',
    style: 'UK',
    asr: true,
    transcript:
      "right attended for extraction upper right seven it's been grumbling for months medical history type two diabetes on metformin also takes ramipril no allergies upper right seven grossly carious roots only upper right six mesial occlusal distal amalgam sound upper right five missing scratch that upper right five distal caries small diagnosis non restorable upper right seven risks explained including sinus he signed the consent form la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right seven then elevated and extracted upper right seven with upper molar forceps roots intact haemostasis with bite pack post op instructions given verbal and written he's off on a cruise next week so wanted it done before",
    appends: [
      'add to notes wife waiting in reception',
      'next visit distal composite upper right five under la recall twelve months sorry nine months',
    ],
    expect: {
      CC: "Extraction 17. It's been grumbling for months",
      'MED HX': 'Type 2 diabetes on metformin. Takes ramipril. No allergies',
      DENTAL: [
        ['17', 'Grossly carious roots only'],
        ['16', 'MOD amalgam sound'],
        ['15', 'D caries small'],
      ],
      DX: ['Non restorable 17'],
      CONSULT: 'Risks explained including sinus',
      CONSENT: 'He signed the consent form',
      'TX TODAY': ['Extraction 17'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 17',
        'Elevated and extracted 17 with upper molar forceps',
        'Roots intact',
        'Haemostasis with bite pack',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "He's off on a cruise next week so wanted it done before. Wife waiting in reception",
      NV: ['D composite 15 under LA'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ba10-uk-typed-brisk-nhs-traumatic-ulcer-sharp-l-cusp-36',
    style: 'UK',
    asr: false,
    transcript:
      'Attended c/o sore tongue left side, 3 weeks, worse eating crisps. MH: no change, omeprazole. EO: no lymphadenopathy. IO: 5 mm ulcer left lateral border of tongue adjacent to 36, soft, not indurated. 36 fractured lingual cusp, sharp edge. 37 MOD amalgam, ditched margins. BPE 1 1 2 / 2 1 1. Traumatic ulcer from sharp 36. Sharp edge 36 smoothed, no LA needed. Difflam spray advised. Explained 36 needs an onlay or crown eventually, £480 private or band 3 NHS. Pt undecided. Ex-smoker, quit 5 years ago. Son waited in the car. Review 2/52 to check ulcer healed.',
    expect: {
      CC: 'Sore tongue left side, 3 weeks, worse eating crisps',
      'MED HX': 'No change, omeprazole. Ex-smoker, quit 5 years ago',
      EXTRA: 'No lymphadenopathy',
      INTRA: '5 mm ulcer left lateral border of tongue adjacent to 36, soft, not indurated',
      DENTAL: [
        ['36', 'Fractured L cusp, sharp edge', 'L cusp'],
        ['37', 'MOD amalgam, ditched margins'],
      ],
      PERIO: 'BPE 1 1 2 / 2 1 1',
      DX: ['Traumatic ulcer from sharp 36'],
      CONSULT:
        'Difflam spray advised. Explained 36 needs an onlay or crown eventually, £480 private or band 3 NHS. Pt undecided',
      TX: ['Sharp edge 36 smoothed', 'No LA needed'],
      NOTES: 'Son waited in the car',
      'F/U': 'Review 2 weeks to check ulcer healed',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist (FDI and Palmer)
  defineCase({
    id: 'ba11-uk-asr-hygienist-scale-polish-stain-36-lost-filling-wedding',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment for scale and polish she says her gums bleed when she brushes medical history no changes no allergies bpe code three lower right sorry lower left code two elsewhere generalised marginal bleeding calculus lingual of the lower incisors four millimetre pocket distal of three seven heavy tobacco stain on the lower anteriors soft tissues healthy three six lost its filling er occlusal cavity not sensitive scale and polish with ultrasonic and hand instruments stain removed with air polishing oh she smokes about ten a day and she's getting married in june so she wants her teeth white for the photos smoking cessation advice given she wants to try patches ohi interdental brushes size two next visit dentist to fill three six recall three months",
    expect: {
      CC: 'Hygiene appointment for scale and polish. She says her gums bleed when she brushes',
      'MED HX': 'No changes. No allergies. She smokes about 10 a day',
      PERIO:
        'BPE code 3 lower left. Code 2 elsewhere. Generalised marginal bleeding. Calculus lingual of the lower incisors. 4 mm pocket distal of 37',
      INTRA: 'Heavy tobacco stain on the lower anteriors. Soft tissues healthy',
      DENTAL: [['36', 'Lost its filling O cavity not sensitive']],
      CONSULT: 'Smoking cessation advice given. She wants to try patches',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with ultrasonic and hand instruments',
        'Stain removed with air polishing',
        'OHI interdental brushes size 2',
      ],
      NOTES: "She's getting married in June so she wants her teeth white for the photos",
      NV: ['Dentist to fill 36'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ba12-uk-typed-hygienist-rsd-ul-ll-diabetes-late-statin-grandmother',
    style: 'UK',
    asr: false,
    transcript:
      "Hygienist appt: RSD upper left and lower left under LA, 2nd of 2 visits. Pt says bleeding much less since starting interdental brushes. MH: type 2 diabetes on metformin, last HbA1c 58. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 26. Pocket chart updated: residual 5-6 mm 26 distal and 37 mesial, BOP 28% (was 54%). Small ulcer left buccal mucosa from cheek biting. RSD UL and LL with ultrasonic and Gracey curettes. Chlorhexidine gel to 37 pocket. 35 buccal cervical abrasion, sensitive. Duraphat varnish applied 35. Explained diabetes control and gum health go together. Forgot to say: also on atorvastatin, no allergies. She's just become a grandmother, very excited. Re-evaluation 3 months.",
    expect: {
      CC: 'Hygienist appt: RSD upper left and lower left under LA, 2nd of 2 visits. Pt says bleeding much less since starting interdental brushes',
      'MED HX': 'Type 2 diabetes on metformin, last HbA1c 58. On atorvastatin, no allergies',
      PERIO: 'Pocket chart updated: residual 5-6 mm 26 distal and 37 mesial, BOP 28% (was 54%)',
      INTRA: 'Small ulcer left buccal mucosa from cheek biting',
      DENTAL: [['35', 'B cervical abrasion, sensitive']],
      CONSULT: 'Explained diabetes control and gum health go together',
      'TX TODAY': ['RSD', 'Fluoride varnish 35'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 26',
        'RSD UL and LL with ultrasonic and Gracey curettes',
        'Chlorhexidine gel to 37 pocket',
        'Duraphat varnish applied 35',
      ],
      NOTES: "She's just become a grandmother, very excited",
      'F/U': 'Re-evaluation 3 months',
    },
  }),
  defineCase({
    id: 'ba13-uk-asr-palmer-hygienist-teen-braces-white-spots-ur2-ul2',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "um hygiene visit he says his gums bleed around his braces mum brought him in and waited outside medical history fit and well no allergies intra oral fixed appliances upper and lower tongue and cheeks fine heavy plaque around the brackets gingivae swollen and bleeding lower anteriors bpe not recorded because of the braces upper right two and upper left two white spot lesions next to the brackets upper right six occlusal fissure stain he admits he only brushes once a day scale and polish around the brackets with ultrasonic ohi with single tufted brush and orthodontic brush showed him disclosing tablets fluoride varnish applied diet advice cut the energy drinks to mealtimes er duraphat toothpaste five thousand ppm prescribed he's doing his gcses so he's pretty stressed recall three months",
    expect: {
      CC: 'Hygiene visit. He says his gums bleed around his braces',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Fixed appliances upper and lower. Tongue and cheeks fine',
      PERIO:
        'Heavy plaque around the brackets. Gingivae swollen and bleeding lower anteriors. BPE not recorded because of the braces',
      DENTAL: [
        ['UR2', 'White spot lesions next to the brackets'],
        ['UL2', 'White spot lesions next to the brackets'],
        ['UR6', 'O fissure stain'],
      ],
      CONSULT: 'Diet advice cut the energy drinks to mealtimes',
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'Scale and polish around the brackets with ultrasonic',
        'OHI with single tufted brush and orthodontic brush',
        'Showed him disclosing tablets',
        'Fluoride varnish applied',
        'Duraphat toothpaste 5,000 ppm prescribed',
      ],
      NOTES:
        "Mum brought him in and waited outside. He admits he only brushes once a day. He's doing his GCSEs so he's pretty stressed",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ba14-uk-typed-hygienist-pmpr-implant-46-denplan-late-hrt',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for PMPR and implant maintenance. No concerns, says the implant feels like her own tooth now. MH: no changes, hypothyroid on levothyroxine, penicillin allergy. BPE 3 2 2 / 2 2 3. Probing 3 mm all round implant 46, no BOP, no suppuration. Stable periodontitis stage III. IO: white line left buccal mucosa along the occlusal plane, linea alba, nothing of concern. 33 lingual composite chipped, rough. PMPR full mouth, titanium-safe tips around implant 46. Advised Waterpik around the implant, keep using TePes. Denplan patient. Forgot to note: she started HRT last month. Moved house recently so a long drive now, asked for afternoon appointments. Recall 4 months hygienist, 12 months dentist.',
    expect: {
      CC: 'PMPR and implant maintenance. No concerns, says the implant feels like her own tooth now',
      'MED HX': 'No changes, hypothyroid on levothyroxine, penicillin allergy. She started HRT last month',
      PERIO: 'BPE 3 2 2 / 2 2 3. Probing 3 mm all round implant 46, no BOP, no suppuration',
      DX: ['Stable periodontitis stage III'],
      INTRA: 'White line left buccal mucosa along the occlusal plane, linea alba, nothing of concern',
      DENTAL: [['33', 'L composite chipped, rough']],
      CONSULT: 'Advised Waterpik around the implant, keep using TePes',
      'TX TODAY': ['PMPR'],
      TX: ['PMPR full mouth', 'Titanium-safe tips around implant 46'],
      NOTES: 'Denplan patient. Moved house recently so a long drive now, asked for afternoon appointments',
      'F/U': 'Recall 4 months hygienist, 12 months dentist',
    },
  }),
  defineCase({
    id: 'ba15-uk-asr-palmer-hygienist-nervous-denture-stomatitis-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hygiene appointment she was ten minutes late because of traffic she's very nervous of the scaler so we took it slowly medical history no changes on warfarin inr was two point five last week um upper partial denture worn at night palate under the denture red and inflamed probably denture stomatitis heavy calculus lingual to lower left six and lower left seven bleeding on probing generalised four millimetre pockets lower left seven distal upper left three sensitive to air exposed root buccally advised denture out at night and clean it with a brush and soap scale and polish with hand instruments mostly gentle she managed well sensodyne repair recommended for upper left three bpe code three lower right sorry lower left code two elsewhere review three months",
    expect: {
      CC: 'Hygiene appointment',
      'MED HX': 'No changes. On warfarin. INR was 2.5 last week',
      INTRA: 'Upper partial denture worn at night. Palate under the denture red and inflamed',
      DX: ['Probably denture stomatitis'],
      PERIO:
        'Heavy calculus lingual to LL6 and LL7. Bleeding on probing generalised. 4 mm pockets LL7 distal. BPE code 3 lower left. Code 2 elsewhere',
      DENTAL: [['UL3', 'Sensitive to air exposed root buccally']],
      CONSULT:
        'Advised denture out at night and clean it with a brush and soap. Sensodyne Repair recommended for UL3',
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish with hand instruments mostly gentle'],
      NOTES:
        "She was 10 minutes late because of traffic. She's very nervous of the scaler so we took it slowly. She managed well",
      'F/U': 'Review 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US hygienist (Universal)
  defineCase({
    id: 'ba16-us-typed-hygienist-recare-bwx-13-m-caries-fsa-nursing-school',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for prophy and periodic exam. Med hx: no changes, takes Zoloft, NKDA. BP 118/76. PSR 2 2 1 / 2 2 2. Light calculus lower linguals, localized bleeding lower molars. Pt says she's been flossing more since her sister had gum surgery. 4 BWX: mesial caries #13 into dentin, bone levels WNL. #13 M caries. #30 MO amalgam, marginal breakdown. #1, #16, #17, #32 missing. Oral cancer screening negative, tongue slightly coated. Prophy with Cavitron and hand scaling, coronal polish, flossed. Fluoride varnish declined, insurance doesn't cover adult fluoride. Explained #13 needs a filling, est. $185 after insurance; she'll call once she checks her FSA. Just started nursing school so her schedule is tight. Next visit: composite #13. Recall 6 months.",
    expect: {
      CC: 'Prophy and periodic exam',
      'MED HX': 'No changes, takes Zoloft, NKDA. BP 118/76',
      PERIO: 'PSR 2 2 1 / 2 2 2. Light calculus lower linguals, localized bleeding lower molars',
      RADIO: '4 BWX: mesial caries #13 into dentin, bone levels WNL',
      DENTAL: [
        ['13', 'M caries'],
        ['30', 'MO amalgam, marginal breakdown'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      INTRA: 'Oral cancer screening negative, tongue slightly coated',
      CONSULT:
        "Fluoride varnish declined, insurance doesn't cover adult fluoride. Explained #13 needs a filling, est. $185 after insurance; she'll call once she checks her FSA",
      'TX TODAY': ['Prophy'],
      TX: ['Prophy with Cavitron and hand scaling', 'Coronal polish', 'Flossed'],
      NOTES:
        "Pt says she's been flossing more since her sister had gum surgery. Just started nursing school so her schedule is tight",
      NV: ['Composite #13'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba17-us-asr-hygienist-srp-ur-lr-arestin-i-mean-late-eliquis',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient's here for scaling and root planing upper right and lower right she says her gums don't bleed as much since she started the electric toothbrush medical history type two diabetic on metformin pocket depths five to seven millimeters upper right and lower right bleeding on probing heavy subgingival calculus she's a bit nervous about needles um topical applied first three carpules lidocaine two percent one to one hundred thousand epi right ianb plus buccal infiltration upper right scaling and root planing upper right and lower right with cavitron and graceys arestin placed number three distal and number thirty I mean number thirty one mesial oral hygiene instructions with the waterpik oh and she's allergic to sulfa and she just started eliquis for atrial fibrillation insurance covered the srp at eighty percent next visit scaling and root planing upper left and lower left",
    expect: {
      CC: "Scaling and root planing upper right and lower right. She says her gums don't bleed as much since she started the electric toothbrush",
      'MED HX':
        "Type 2 diabetic on metformin. She's allergic to sulfa. She just started Eliquis for atrial fibrillation",
      PERIO: 'Pocket depths 5 to 7 mm upper right and lower right. Bleeding on probing. Heavy subgingival calculus',
      CONSULT: 'Insurance covered the SRP at 80%',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Topical applied first',
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with Cavitron and Graceys',
        'Arestin placed #3 distal and #31 mesial',
        'Oral hygiene instructions with the Waterpik',
      ],
      NOTES: "She's a bit nervous about needles",
      NV: ['SRP upper left and lower left'],
    },
  }),
  defineCase({
    id: 'ba18-us-typed-hygienist-child-prophy-sealants-k-caries-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Child prophy, mom present. Mom says he's been complaining his back teeth hurt with ice cream. Med hx: ADHD, takes Adderall, NKDA. #3, #14, #19, #30 erupted, deep grooves. #K DO caries. #L sound. BWX: caries #K distal into dentin, #J mesial enamel only. Plaque along the gumline of the upper molars, gums puffy. Prophy, fluoride varnish, sealants #3, #14, #19, #30. He's really into dinosaurs, was great with tell-show-do. Advised mom to swap his juice boxes for water at school. Next visit: DO composite #K with the doctor.",
    appends: [
      'Add to treatment: OHI with mom, flossing demonstrated. Add to notes: mom asked about an orthodontic consult.',
      'Next visit: DO composite #K and sealant #L.',
    ],
    expect: {
      CC: "Child prophy. Mom says he's been complaining his back teeth hurt with ice cream",
      'MED HX': 'ADHD, takes Adderall, NKDA',
      DENTAL: [
        ['3', 'Erupted, deep grooves'],
        ['14', 'Erupted, deep grooves'],
        ['19', 'Erupted, deep grooves'],
        ['30', 'Erupted, deep grooves'],
        ['K', 'DO caries'],
        ['L', 'Sound'],
      ],
      RADIO: 'BWX: caries #K distal into dentin, #J mesial enamel only',
      PERIO: 'Plaque along the gumline of the upper molars, gums puffy',
      CONSULT: 'Advised mom to swap his juice boxes for water at school',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Sealants #3, #14, #19, #30', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'Sealants #3, #14, #19, #30', 'OHI with mom', 'Flossing demonstrated'],
      NOTES:
        "Mom present. He's really into dinosaurs, was great with tell-show-do. Mom asked about an orthodontic consult",
      NV: ['DO composite #K', 'Sealant #L'],
    },
  }),
  defineCase({
    id: 'ba19-us-asr-hygienist-perio-maintenance-vaping-tori-out-of-pocket',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "perio maintenance she's been vaping instead of smoking since january medical history no changes high blood pressure on amlodipine no allergies psr code three upper right and lower left code two everywhere else pockets four to five millimeters around the molars bleeding on probing about twenty percent intraoral mandibular tori bilateral soft tissues otherwise normal number eight crown margin exposed a little recession there number nineteen recurrent decay on the buccal margin periodontal maintenance with cavitron and hand instruments polished flossed talked about vaping and gum health she wants to quit by summer her insurance only covers two cleanings a year so this one's out of pocket a hundred forty five dollars she's fine with that she just got a puppy recall three months perio maintenance",
    expect: {
      CC: 'Perio maintenance',
      'MED HX':
        "She's been vaping instead of smoking since January. No changes. High blood pressure on amlodipine. No allergies",
      PERIO:
        'PSR code 3 upper right and lower left. Code 2 everywhere else. Pockets 4 to 5 mm around the molars. Bleeding on probing about 20%',
      INTRA: 'Mandibular tori bilateral. Soft tissues otherwise normal',
      DENTAL: [
        ['8', 'Crown margin exposed a little recession there'],
        ['19', 'Recurrent decay on the B margin'],
      ],
      CONSULT:
        "Talked about vaping and gum health. She wants to quit by summer. Her insurance only covers 2 cleanings a year so this one's out of pocket $145. She's fine with that",
      'TX TODAY': ['Periodontal maintenance'],
      TX: ['Periodontal maintenance with Cavitron and hand instruments', 'Polished', 'Flossed'],
      NOTES: 'She just got a puppy',
      'F/U': 'Recall 3 months perio maintenance',
    },
  }),
  defineCase({
    id: 'ba20-us-typed-hygienist-new-patient-fmx-gross-debridement-refer-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt for cleaning, says her gums bleed when she brushes and her breath is bad. Very embarrassed about her teeth. FMX taken: generalized moderate horizontal bone loss, periapical radiolucency #30, caries #2 D and #15 M. Med hx: type 1 diabetic, insulin pump. Former smoker. Allergic to latex. PSR 4 4 3 / 4 4 4. Generalized 5-7 mm pockets with heavy subgingival calculus, BOP 70%. #30 large O caries, broken down. #19 PFM crown, open distal margin. Tongue and floor of mouth WNL. Dx: generalized periodontitis stage III grade C (per doctor). Gross debridement full mouth with Cavitron. OHI with soft brush and floss picks. Explained SRP in 4 quads, fee approx $1,200; she has a new plan starting next month, so we'll send a predetermination. She cried a bit, relieved to finally get it looked at. Refer #30 to endo for eval. Next visit: SRP UR and LR.",
    expect: {
      CC: 'New pt for cleaning, says her gums bleed when she brushes and her breath is bad',
      'MED HX': 'Type 1 diabetic, insulin pump. Former smoker. Allergic to latex',
      RADIO:
        'FMX taken: generalized moderate horizontal bone loss, periapical radiolucency #30, caries #2 D and #15 M',
      PERIO: 'PSR 4 4 3 / 4 4 4. Generalized 5-7 mm pockets with heavy subgingival calculus, BOP 70%',
      DENTAL: [
        ['30', 'Large O caries, broken down'],
        ['19', 'PFM crown, open D margin'],
      ],
      INTRA: 'Tongue and floor of mouth WNL',
      DX: ['Generalized periodontitis stage III grade C (per doctor)'],
      CONSULT:
        "Explained SRP in 4 quads, fee approx $1,200; she has a new plan starting next month, so we'll send a predetermination",
      'TX TODAY': ['OHI'],
      TX: ['Gross debridement full mouth with Cavitron', 'OHI with soft brush and floss picks'],
      'TX PLAN': ['Refer #30 to endo for eval'],
      NOTES: 'Very embarrassed about her teeth. She cried a bit, relieved to finally get it looked at',
      NV: ['SRP UR and LR'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist, findings and plans tooth by tooth
  defineCase({
    id: 'ba21-uk-asr-fdi-interleaved-exam-needs-filling-15-36-crown-26',
    style: 'UK',
    asr: true,
    transcript:
      "routine exam no problems she says medical history no changes no allergies extra oral nad soft tissues healthy bpe code two throughout one six mesial occlusal amalgam fine one five distal caries needs a filling two six crown open margin needs a new crown eventually two seven sound three six disto occlusal caries needs a filling three seven stained fissure watch four six root filled not tender four seven fine bitewings grade one caries distal one five and distal three six into dentine diagnosis caries one five and three six explained the two fillings first and the crown on two six can wait she's happy with that band two explained she's moving house next month so wants it done quickly next visit distal composite one five and disto occlusal composite three six recall six months",
    expect: {
      CC: 'Routine exam. No problems she says',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE code 2 throughout',
      DENTAL: [
        ['16', 'MO amalgam fine'],
        ['15', 'D caries'],
        ['26', 'Crown open margin'],
        ['27', 'Sound'],
        ['36', 'DO caries'],
        ['37', 'Stained fissure watch'],
        ['46', 'Root filled not tender'],
        ['47', 'Fine'],
      ],
      RADIO: 'Bitewings grade 1. Caries distal 15 and distal 36 into dentine',
      DX: ['Caries 15, 36'],
      CONSULT:
        "Explained the 2 fillings first and the crown on 26 can wait. She's happy with that. Band 2 explained",
      'TX PLAN': ['Filling 15', 'New crown 26 eventually', 'Filling 36'],
      NOTES: "She's moving house next month so wants it done quickly",
      NV: ['D composite 15', 'DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba22-uk-asr-palmer-interleaved-cracked-ul6-band-night-guard',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's got pain upper left when he bites on anything hard for about a week his wife says he grinds his teeth at night medical history no changes takes omeprazole upper left six cracked mesial marginal ridge tender on biting the mesial cusp needs a crown upper left seven big mesial occlusal distal amalgam sound upper left five fine upper left four buccal abfraction not sensitive lower left six and lower left seven heavy wear facets he needs a night guard pa upper left six no periapical change diagnosis cracked tooth upper left six explained the crack and that a crown should hold it together but it might still need a root canal he wants to go ahead with the crown private fee six hundred and fifty pounds verbal consent orthodontic band placed on upper left six to hold it till the prep he's a builder so he's worried about time off work next visit crown prep upper left six and impressions for night guard",
    expect: {
      CC: "Emergency. He's got pain upper left when he bites on anything hard for about a week. His wife says he grinds his teeth at night",
      'MED HX': 'No changes. Takes omeprazole',
      DENTAL: [
        ['UL6', 'Cracked M marginal ridge tender on biting the M cusp'],
        ['UL7', 'Big MOD amalgam sound'],
        ['UL5', 'Fine'],
        ['UL4', 'B abfraction not sensitive'],
        ['LL6', 'Heavy wear facets'],
        ['LL7', 'Heavy wear facets'],
      ],
      RADIO: 'PA UL6 no periapical change',
      DX: ['Cracked tooth UL6'],
      CONSULT:
        'Explained the crack and that a crown should hold it together but it might still need a root canal. He wants to go ahead with the crown. Private fee £650',
      CONSENT: 'Verbal consent',
      TX: ['Orthodontic band placed UL6 to hold it till the prep'],
      'TX PLAN': ['Crown UL6', 'Night guard'],
      NOTES: "He's a builder so he's worried about time off work",
      NV: ['Crown prep UL6', 'Impressions for night guard'],
    },
  }),
  defineCase({
    id: 'ba23-uk-typed-fdi-interleaved-new-patient-onlay-16-fillings-36-46',
    style: 'UK',
    asr: false,
    transcript:
      "New patient. Food packing lower right, otherwise happy. MH: epilepsy, well controlled on lamotrigine. NKDA. EO NAD. IO: small fibroepithelial polyp left buccal mucosa, says it's been there for years, unchanged. BPE 2 2 2 / 3 2 2. 17 O amalgam fine. 16 MOD amalgam with fractured distal marginal ridge, needs onlay. 14 missing, space closed. 36 MO caries, needs filling. 37 FS intact. 46 mesial caries where the food packs, needs filling. 47 fine. BWs grade 1: 36 and 46 lesions into dentine, 45 distal enamel only, watch. Oh, non-smoker, drinks about 14 units a week. Dx: caries 36 and 46, fractured marginal ridge 16. Band 3 explained for the onlay, or gold privately £560; she'll think about the gold. Starts a new job next month. Wants the fillings done first. NV: M composite 46, MO composite 36. Recall 6/12.",
    expect: {
      CC: 'New patient. Food packing lower right, otherwise happy',
      'MED HX': 'Epilepsy, well controlled on lamotrigine. NKDA. Non-smoker, drinks about 14 units a week',
      EXTRA: 'NAD',
      INTRA: "Small fibroepithelial polyp left buccal mucosa, says it's been there for years, unchanged",
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['17', 'O amalgam fine'],
        ['16', 'MOD amalgam with fractured D marginal ridge', 'D marginal ridge'],
        ['14', 'Missing, space closed'],
        ['36', 'MO caries'],
        ['37', 'FS intact'],
        ['46', 'M caries where the food packs'],
        ['47', 'Fine'],
      ],
      RADIO: 'BWs grade 1: 36 and 46 lesions into dentine, 45 distal enamel only, watch',
      DX: ['Caries 36, 46', 'Fractured marginal ridge 16'],
      CONSULT:
        "Band 3 explained for the onlay, or gold privately £560; she'll think about the gold. Wants the fillings done first",
      'TX PLAN': ['Onlay 16', 'Filling 36', 'Filling 46'],
      NOTES: 'Starts a new job next month',
      NV: ['M composite 46', 'MO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ba24-uk-asr-palmer-interleaved-child-ule-lrd-fillings-sealant-ul6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up mum says she's been complaining about the top left when she eats sweets medical history fit and well no allergies upper left e big occlusal cavity not tender needs a filling upper left d fine upper left six erupted deep fissures needs a fissure sealant upper right six sealant intact lower left e disto occlusal caries watch it's loose anyway upper right d sorry lower right d occlusal caries needs a filling lower left six and lower right six sealed bitewings taken caries into dentine upper left e and lower right d lower left e enamel only diet advice no juice at bedtime water only after brushing she's on a school trip next week she was really good fluoride varnish applied next visit fillings upper left e and lower right d with happy gas",
    expect: {
      CC: "Check up. Mum says she's been complaining about the top left when she eats sweets",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['ULE', 'Big O cavity not tender'],
        ['ULD', 'Fine'],
        ['UL6', 'Erupted deep fissures'],
        ['UR6', 'Sealant intact'],
        ['LLE', "DO caries watch it's loose anyway"],
        ['LRD', 'O caries'],
        ['LL6', 'Sealed'],
        ['LR6', 'Sealed'],
      ],
      RADIO: 'Bitewings taken. Caries into dentine ULE and LRD. LLE enamel only',
      CONSULT: 'Diet advice no juice at bedtime. Water only after brushing',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['Filling ULE', 'Fissure sealant UL6', 'Filling LRD'],
      NOTES: "She's on a school trip next week. She was really good",
      NV: ['Fillings ULE, LRD with happy gas'],
    },
  }),
  defineCase({
    id: 'ba25-uk-typed-palmer-interleaved-partial-denture-lr3-root-apixaban',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for check-up, lower partial denture loose. Daughter with her. MH: AF on apixaban, type 2 diabetes on metformin, hip replacement 2022. Allergic to codeine. Upper full denture fine. Denture-bearing mucosa healthy. LR3 retained root, needs extraction. LR4 buccal root caries, needs GIC. LR5 sound. LL3 sound, clasp worn. LL4 missing. Discussed extraction LR3 and adding a tooth to the lower denture; pt agreed, daughter will bring her. Advised to skip the morning apixaban dose on the day of extraction. Consent form for extraction signed. Duraphat varnish applied LR4 and LR5. Loves gardening, grows tomatoes for the whole street. Plan: LR3 to be added to lower denture same day as extraction. NV: XLA LR3 and impressions for the denture addition.',
    expect: {
      CC: 'Check-up, lower partial denture loose',
      'MED HX': 'AF on apixaban, type 2 diabetes on metformin, hip replacement 2022. Allergic to codeine',
      INTRA: 'Upper full denture fine. Denture-bearing mucosa healthy',
      DENTAL: [
        ['LR3', 'Retained root'],
        ['LR4', 'B root caries'],
        ['LR5', 'Sound'],
        ['LL3', 'Sound, clasp worn'],
        ['LL4', 'Missing'],
      ],
      CONSULT:
        'Discussed extraction LR3 and adding a tooth to the lower denture; pt agreed, daughter will bring her. Advised to skip the morning apixaban dose on the day of extraction',
      CONSENT: 'Consent form for extraction signed',
      'TX TODAY': ['Fluoride varnish LR4, LR5'],
      TX: ['Duraphat varnish applied LR4, LR5'],
      'TX PLAN': ['Extraction LR3', 'GIC LR4', 'LR3 to be added to lower denture same day as extraction'],
      NOTES: 'Daughter with her. Loves gardening, grows tomatoes for the whole street',
      NV: ['Extraction LR3', 'Impressions for the denture addition'],
    },
  }),

  // ---------------------------------------------------------------- 6. US dentist dictating the conversation (Universal)
  defineCase({
    id: 'ba26-us-asr-conversation-dark-9-necrosis-whitening-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she came in for number nine looking darker than the others she noticed it in photos from her son's graduation she hit it on a pool ladder as a kid medical history no changes no meds no allergies number nine gray discoloration no response to cold slightly tender to percussion number eight and ten fine pa of nine shows a periapical radiolucency about three millimeters diagnosis pulp necrosis with asymptomatic apical periodontitis number nine I told her the nerve in the tooth has died and that it needs a root canal she asked whether whitening would fix it I explained regular whitening won't but we can do internal bleaching after the root canal she asked about cost I told her the root canal is about nine hundred fifty dollars I mean eight hundred fifty and insurance covers half we agreed to start the root canal next week she gave verbal consent for the root canal her daughter is getting married in the fall next visit root canal number nine",
    expect: {
      CC: "#9 looking darker than the others. She noticed it in photos from her son's graduation. She hit it on a pool ladder as a kid",
      'MED HX': 'No changes. No meds. No allergies',
      DENTAL: [
        ['9', 'Gray discoloration no response to cold slightly tender to percussion'],
        ['8', 'Fine'],
        ['10', 'Fine'],
      ],
      RADIO: 'PA of #9 shows a periapical radiolucency about 3 mm',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #9'],
      CONSULT:
        "Told her the nerve in the tooth has died and that it needs a root canal. She asked whether whitening would fix it. Explained regular whitening won't but we can do internal bleaching after the root canal. She asked about cost. Told her the root canal is about $850 and insurance covers half. We agreed to start the root canal next week",
      CONSENT: 'She gave verbal consent for the root canal',
      NOTES: 'Her daughter is getting married in the fall',
      NV: ['RCT #9'],
    },
  }),
  defineCase({
    id: 'ba27-us-typed-conversation-crown-seat-3-night-guard-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt in for crown seat #3. Says the temp has been fine, except it felt tall the first day. Med hx: no changes, still on lisinopril. BP 136/84 today. Temp removed, #3 prep cleaned with pumice. Crown tried in, contacts good. BW: margins closed. Crown cemented #3 with RelyX Unicem, excess removed, occlusion adjusted. I told him the cracks on #2 and #14 look like grinding. He asked whether a night guard would help. I explained it protects the teeth but won't stop the clenching. We agreed to make one, fee $450, not covered by his plan. He said his wife has been telling him for years. #2 MO amalgam with craze lines. #14 DO composite, small crack on the mesial marginal ridge. Verbal consent for the night guard. Impressions for night guard taken. Next visit: night guard delivery 2 weeks.",
    expect: {
      CC: 'Crown seat #3. Says the temp has been fine, except it felt tall the first day',
      'MED HX': 'No changes, still on lisinopril. BP 136/84 today',
      RADIO: 'BW: margins closed',
      DENTAL: [
        ['2', 'MO amalgam with craze lines'],
        ['14', 'DO composite, small crack on the M marginal ridge'],
      ],
      CONSULT:
        "Told him the cracks on #2 and #14 look like grinding. He asked whether a night guard would help. Explained it protects the teeth but won't stop the clenching. We agreed to make one, fee $450, not covered by his plan. He said his wife has been telling him for years",
      CONSENT: 'Verbal consent for the night guard',
      'TX TODAY': ['Crown fit #3', 'Impressions'],
      TX: [
        'Temp removed',
        '#3 prep cleaned with pumice',
        'Crown tried in',
        'Contacts good',
        'Crown cemented #3 with RelyX Unicem',
        'Excess removed',
        'Occlusion adjusted',
        'Impressions for night guard taken',
      ],
      NV: ['Night guard delivery 2 weeks'],
    },
  }),
  defineCase({
    id: 'ba28-us-asr-conversation-child-deep-caries-k-sdf-l-dad-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he came in with a toothache lower left started last night after eating candy dad's with him dad says he's had tylenol medical history healthy allergic to eggs number k large disto occlusal cavity close to the nerve no swelling number l small occlusal caries number nineteen and thirty sealants intact bitewing shows k caries approaching the pulp and l into dentin diagnosis deep caries k I told dad we could do a baby root canal with a stainless steel crown or pull it and place a space maintainer dad asked whether it matters since it's a baby tooth I explained it holds the space for the adult tooth we agreed to save it dad asked about the cost I said his insurance covers it at a hundred percent for kids dad signed the consent today we did silver diamine fluoride on l and applied fluoride varnish he was a little shy but did great next visit stainless steel crown on k with nitrous",
    expect: {
      CC: "Toothache lower left started last night after eating candy. Dad says he's had Tylenol",
      'MED HX': 'Healthy. Allergic to eggs',
      DENTAL: [
        ['K', 'Large DO cavity close to the nerve no swelling'],
        ['L', 'Small O caries'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      RADIO: 'Bitewing shows #K caries approaching the pulp and #L into dentin',
      DX: ['Deep caries #K'],
      CONSULT:
        "Told dad we could do a baby root canal with a stainless steel crown or pull it and place a space maintainer. Dad asked whether it matters since it's a baby tooth. Explained it holds the space for the adult tooth. We agreed to save it. Dad asked about the cost. Said his insurance covers it at 100% for kids",
      CONSENT: 'Dad signed the consent',
      'TX TODAY': ['SDF #L', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #L', 'Applied fluoride varnish'],
      NOTES: "Dad's with him. He was a little shy but did great",
      NV: ['SSC #K with nitrous'],
    },
  }),
  defineCase({
    id: 'ba29-us-typed-conversation-implant-consult-19-fosamax-late',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Consult for missing #19, extracted 2 years ago. Food gets stuck and she's tired of chewing on one side. Pano reviewed: adequate bone height at #19 site, #18 tipped mesially. #18 MO composite intact, tipped into the space. #20 DO composite intact. Ridge at #19 site healthy. I went over implant vs bridge vs partial. She asked whether the implant hurts; told her most people say it's less than the extraction. She asked about cost: implant + crown about $4,200, her insurance max is $1,500 a year. She wants the implant, split over 2 calendar years. Med hx: on Fosamax for 5 years for osteoporosis, otherwise unchanged, NKDA. Explained bisphosphonates carry a small risk of jaw osteonecrosis; we'll request a letter from her physician. She's a retired teacher, volunteers at the library. Plan: CBCT, referral to periodontist for implant #19. Next visit: CBCT.",
    expect: {
      CC: "Consult for missing #19, extracted 2 years ago. Food gets stuck and she's tired of chewing on one side",
      'MED HX': 'On Fosamax for 5 years for osteoporosis, otherwise unchanged, NKDA',
      RADIO: 'Pano reviewed: adequate bone height at #19 site, #18 tipped mesially',
      DENTAL: [
        ['18', 'MO composite intact, tipped into the space'],
        ['20', 'DO composite intact'],
      ],
      INTRA: 'Ridge at #19 site healthy',
      CONSULT:
        "Went over implant vs bridge vs partial. She asked whether the implant hurts; told her most people say it's less than the extraction. She asked about cost: implant + crown about $4,200, her insurance max is $1,500 a year. She wants the implant, split over 2 calendar years. Explained bisphosphonates carry a small risk of jaw osteonecrosis; we'll request a letter from her physician",
      'TX PLAN': ['CBCT', 'Referral to periodontist for implant #19'],
      NOTES: "She's a retired teacher, volunteers at the library",
      NV: ['CBCT'],
    },
  }),
  defineCase({
    id: 'ba30-us-typed-conversation-abscess-3-i-and-d-flying-friday',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Walk-in. Swelling upper right, started 2 days ago. He's flying to see his grandkids on Friday and is worried. Med hx: heart murmur, no premed needed per his cardiologist. Allergic to penicillin. EO: mild swelling right cheek, afebrile. IO: fluctuant swelling buccal to #3. #3 large MOD amalgam, TTP. #2 and #4 fine. PA: periapical radiolucency #3. Dx: acute apical abscess #3. I told him we can drain it today and start antibiotics, but the tooth needs a root canal or extraction. He asked whether he could still fly. I said yes, once the swelling goes down. He wants to save it, so we agreed on an endo referral when he's back. He consented verbally to the drainage. 1 carpule 2% lido 1:100k epi, buccal infiltration #3. I&D #3, irrigated with saline. Rx clindamycin 300 mg QID x 7 days. Refer #3 to endodontist. Follow-up phone call in 2 days.",
    expect: {
      CC: 'Walk-in. Swelling upper right, started 2 days ago',
      'MED HX': 'Heart murmur, no premed needed per his cardiologist. Allergic to penicillin',
      EXTRA: 'Mild swelling right cheek, afebrile',
      INTRA: 'Fluctuant swelling buccal to #3',
      DENTAL: [
        ['3', 'Large MOD amalgam, TTP'],
        ['2', 'Fine'],
        ['4', 'Fine'],
      ],
      RADIO: 'PA: periapical radiolucency #3',
      DX: ['Acute apical abscess #3'],
      CONSULT:
        "Told him we can drain it today and start antibiotics, but the tooth needs a root canal or extraction. He asked whether he could still fly. Said yes, once the swelling goes down. He wants to save it, so we agreed on an endo referral when he's back",
      CONSENT: 'He consented verbally to the drainage',
      'TX TODAY': ['Incision and drainage #3', 'Irrigation'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #3',
        'I&D #3',
        'Irrigated with saline',
        'Rx clindamycin 300 mg QID x 7 days',
      ],
      'TX PLAN': ['Refer #3 to endodontist'],
      NOTES: "He's flying to see his grandkids on Friday and is worried",
      'F/U': 'Follow-up phone call in 2 days',
    },
  }),
];
