// A thirty-eighth development batch (ids an01–an24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is natural, conversational dictation by dentists who
// talk the way they think, mixed with ordinary clinical phrasing: "so she came in because of …", "I had a look and …",
// "there's a bit of …", "we did …", "I've put …", "she's happy with that", "I said we'd …", "looks like …", "which is
// fine", "and then", asides about the patient; findings, decisions, quotes and what was done told in the order they
// happened and sometimes out of order (a chart finding after the treatment, the medical history said last). Visits of
// every common kind: recall exams, fillings, extractions (simple and surgical), root canal stages and an emergency
// extirpation, a crown prep and seat, a recement, hygiene and RSD, children (Palmer and Universal primary teeth by
// letter, a pulpotomy and SSC), complete and partial dentures, an abscess drained, a dry socket, a night guard and an
// implant consultation. UK and US (12 each); FDI, Palmer and Universal; 16 recogniser-style (fillers, "no wait" / "I
// mean" self-corrections) and 8 typed; two cases with appended dictation ("add to notes …", "change … to …", "add to
// treatment …", a recall).
//
// Judgement calls where the contract was silent (the labelling keeps strictly to the contract: words that are not on
// its lists of fillers, openers and headers stay as said):
// - "came in because of" is a listed header; "came in because" (no "of") is not, so an13's complaint keeps "Because UL5
//   has been sensitive to cold …". "here for" drops but "here to" would not, so the dictations say "here for".
// - "and" is a clause opener: where it opens a clause with its own subject ("… and he'll think about an implant later",
//   "I had a look and the ridges are healthy") it goes and the clause is a new one (with a leading article dropped);
//   "and" joining two verbs of one subject ("she wants to do a filling for now and think about the crown") stays.
//   Likewise "so" before a new clause ("it was quite deep so I put a Vitrebond liner in") goes and starts a new step.
// - Framing such as "I had a look" is kept where it is said, in the text field of the findings after it (INTRA); it was
//   never said right before a chart entry, so no label depends on where framing before a tooth would go.
// - "looks like …" keeps its words wherever it falls: in a radiograph report ("PA looks like a big periapical lesion on
//   #30") and as a diagnosis item ("Looks like localized gingivitis", an08), as "possible" stays in a diagnosis.
// - "she's happy with that" / "he's fine with that" said right after a discussion or advice is the patient's decision
//   (CONSULT); "she was happy with that", "she loved it", "she did great" after treatment are remarks (NOTES). Asides
//   about the patient ("she's a lovely lady", "he's a bit of a talker", a daughter's wedding) are NOTES.
// - "I said we'd see her back in 3 months …" and "Said we'd review the ulcer in 2 weeks" are follow-ups (F/U) with their
//   words kept; "I said we'd keep an eye on 46" / "I said we'd fill that one too" are what was advised (CONSULT).
// - "Told him not to smoke for a few days" after post-op instructions is advice (CONSULT), as "told her it may be …"
//   is discussion; "Ibuprofen advised for pain" likewise.
// - Oral hygiene and plaque said after the chart ("oral hygiene's not great, lots of plaque on the lowers") are
//   periodontal findings (PERIO); tea staining on the lower anteriors is an intra-oral finding (INTRA).
// - A child's age and who came with them ("7 year old with mum", "he's 5 and came with dad") are NOTES.
// - "I've eased the lingual flange of the lower partial" is titled "Denture adjustment" (a denture ease said with words
//   between); "Upper and lower dentures fitted" is "Denture fit".
// - A saline irrigation of an incision ("irrigated with saline" after an I and D) is titled "Irrigation"; a socket or
//   canals irrigated are not.
// - "She's 9 and came with mom" and "Mom says she's been brushing better" said next to the reason for attending are
//   remarks (NOTES), not part of the complaint.
import { defineCase, type NotesCase } from '../case.ts';

export const more38Cases: NotesCase[] = [
  defineCase({
    id: 'an01-uk-asr-recall-check-up-scale-polish-keep-an-eye',
    style: 'UK',
    asr: true,
    transcript:
      "okay so she came in for her check up no problems medical history no changes still on levothyroxine soft tissues all fine there's a bit of tea staining on the lower anteriors bpe one one one one one one which is fine thirty six has a fractured distolingual cusp forty six has a ditched amalgam but it's sound I said we'd just keep an eye on forty six she's happy with that today we did a scale and polish and oral hygiene instruction um next visit distal occlusal composite thirty six recall six months",
    expect: {
      CC: 'Her check up. No problems',
      'MED HX': 'No changes. Still on levothyroxine',
      INTRA: "Soft tissues all fine. There's a bit of tea staining on the lower anteriors",
      PERIO: 'BPE 1 1 1 1 1 1 which is fine',
      DENTAL: [
        ['36', 'Fractured DL cusp', 'DL cusp'],
        ['46', "Ditched amalgam but it's sound"],
      ],
      CONSULT: "I said we'd just keep an eye on 46. She's happy with that",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'an02-us-asr-mod-composite-14-filling-for-now-crown-later',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so uh she came in because of a broken filling on the upper left number fourteen medical history no changes allergic to sulfa I had a look and soft tissues are fine fourteen has recurrent decay under the old amalgam we talked about a crown versus a filling she wants to do a filling for now and think about the crown which is fine we got her numb with one carpule of articaine four percent with one to one hundred thousand epi buccal infiltration isolite placed removed the old amalgam and the decay mesial occlusal distal composite on fourteen shade a three uh occlusion checked she was happy with that next visit crown consult on fourteen if it gives any trouble",
    expect: {
      CC: 'Broken filling on the upper left #14',
      'MED HX': 'No changes. Allergic to sulfa',
      INTRA: 'I had a look. Soft tissues are fine',
      DENTAL: [['14', 'Recurrent decay under the old amalgam']],
      CONSULT:
        'We talked about a crown versus a filling. She wants to do a filling for now and think about the crown which is fine',
      'TX TODAY': ['MOD composite #14'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration',
        'Isolite placed',
        'Removed the old amalgam and the decay',
        'MOD composite #14',
        'Shade A3',
        'Occlusion checked',
      ],
      NOTES: 'She was happy with that',
      NV: ['Crown consult #14 if it gives any trouble'],
    },
  }),
  defineCase({
    id: 'an03-uk-typed-palmer-emergency-extirpation-lr6-keep-the-tooth',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Emergency. She says the lower right six has been throbbing for 3 days and kept her up last night. MH: asthma, salbutamol. LR6 has a big distal cavity, TTP+. PA taken, looks like there's a widened PDL space on LR6 but no obvious lesion. Irreversible pulpitis LR6. I explained RCT or extraction and she wants to keep the tooth. Verbal consent. LA 2.2ml articaine 4% 1:100,000 adrenaline, IDB right. Rubber dam, access, pulp extirpated LR6, canals irrigated with hypochlorite, Ledermix and Cavit. Ibuprofen advised for pain. Next visit: finish RCT LR6 in 2 weeks.",
    expect: {
      CC: 'Emergency. She says LR6 has been throbbing for 3 days and kept her up last night',
      'MED HX': 'Asthma, salbutamol',
      DENTAL: [['LR6', 'Big D cavity, TTP+']],
      RADIO: "PA taken, looks like there's a widened PDL space on LR6 but no obvious lesion",
      DX: ['Irreversible pulpitis LR6'],
      CONSULT: 'I explained RCT or extraction. She wants to keep the tooth. Ibuprofen advised for pain',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LR6'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'Rubber dam',
        'Access',
        'Pulp extirpated LR6',
        'Canals irrigated with hypochlorite',
        'Ledermix and Cavit',
      ],
      NV: ['Finish RCT LR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'an04-us-asr-extraction-20-non-restorable-talker',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient is here for the broken tooth on the lower left um number twenty he's been putting it off for months medical history type two diabetes on metformin blood pressure one forty two over eighty eight number twenty is broken down to the gum line pa shows a periapical radiolucency on twenty diagnosis non restorable twenty we went over the options implant bridge or just leave the space he wants it out and he'll think about an implant later signed consent two carpules lidocaine two percent with one to one hundred thousand epi left ianb twenty extracted with forceps gauze pack hemostasis good post op instructions given he's a bit of a talker but did great next visit implant consult in three months",
    expect: {
      CC: "Broken tooth on the lower left #20. He's been putting it off for months",
      'MED HX': 'Type 2 diabetes on metformin. Blood pressure 142/88',
      DENTAL: [['20', 'Broken down to the gum line']],
      RADIO: 'PA shows a periapical radiolucency on #20',
      DX: ['Non restorable #20'],
      CONSULT:
        "We went over the options implant bridge or just leave the space. He wants it out. He'll think about an implant later",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        '#20 extracted with forceps',
        'Gauze pack',
        'Hemostasis good',
        'Post-op instructions given',
      ],
      NOTES: "He's a bit of a talker but did great",
      NV: ['Implant consult in 3 months'],
    },
  }),
  defineCase({
    id: 'an05-uk-asr-palmer-child-check-up-duraphat-dressing-lle',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "um seven year old with mum she's in for a check up she's had a bit of pain on the lower left when eating sweets medical history fit and well no allergies lower left e has a big occlusal cavity lower left d is sound upper right e has buccal caries oral hygiene's not great lots of plaque on the lowers we talked to mum about cutting down on sugary drinks and brushing twice a day with a pea sized amount of toothpaste mum's happy with that today we put duraphat varnish on all the teeth and I've put a temporary dressing in the lower left e she was really good next visit hall crown lower left e recall three months",
    expect: {
      CC: "Check up. She's had a bit of pain on the lower left when eating sweets",
      'MED HX': 'Fit and well. No allergies',
      PERIO: "Oral hygiene's not great. Lots of plaque on the lowers",
      DENTAL: [
        ['LLE', 'Big O cavity'],
        ['LLD', 'Sound'],
        ['URE', 'B caries'],
      ],
      CONSULT:
        "We talked to mum about cutting down on sugary drinks and brushing twice a day with a pea sized amount of toothpaste. Mum's happy with that",
      'TX TODAY': ['Fluoride varnish', 'Temporary dressing LLE'],
      TX: ['Put Duraphat varnish on all the teeth', "I've put a temporary dressing LLE"],
      NOTES: '7 year old with mum. She was really good',
      NV: ['Hall crown LLE'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'an06-us-typed-rct-second-visit-30-obturation-knows-needs-crown',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt in for root canal on #30, second visit. Says it's felt much better since we opened it up last time. Med hx: no changes, still on lisinopril. Got him numb with 1 carpule 4% articaine 1:100,000 epi, right IANB. Rubber dam on. Took the temp out. 4 canals, MB2 was there this time. Canals irrigated with 6% NaOCl and 17% EDTA, dried with paper points, obturated #30 with gutta percha and AH Plus using warm vertical. Core buildup with composite. He knows he needs a crown and he's fine with that. Told him no chewing on that side until the crown. Next visit: crown prep #30 in 2 weeks.",
    expect: {
      CC: "Root canal on #30, second visit. Says it's felt much better since we opened it up last time",
      'MED HX': 'No changes, still on lisinopril',
      CONSULT:
        "He knows he needs a crown. He's fine with that. Told him no chewing on that side until the crown",
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB right',
        'Rubber dam on',
        'Took the temp out',
        '4 canals',
        'MB2 was there this time',
        'Canals irrigated with 6% NaOCl and 17% EDTA',
        'Dried with paper points',
        'Obturated #30 with gutta percha and AH Plus using warm vertical',
        'Core buildup with composite',
      ],
      NV: ['Crown prep #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'an07-uk-asr-complete-dentures-fit-high-spots-ease-review',
    style: 'UK',
    asr: true,
    transcript:
      "so she's here for her new upper and lower full dentures to be fitted medical history no changes takes alendronic acid I had a look and the ridges are healthy no ulcers upper and lower dentures fitted fit and retention are good on the upper the lower's a bit loose which is what you'd expect occlusion checked I've adjusted a couple of high spots on the lower left she's happy with how they look I went through how to look after them and take them out at night review in one week for an ease",
    expect: {
      CC: 'Her new upper and lower full dentures to be fitted',
      'MED HX': 'No changes. Takes alendronic acid',
      INTRA: 'I had a look. Ridges are healthy. No ulcers',
      CONSULT: 'I went through how to look after them and take them out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper and lower dentures fitted',
        'Fit and retention are good on the upper',
        "Lower's a bit loose which is what you'd expect",
        'Occlusion checked',
        "I've adjusted a couple of high spots on the lower left",
      ],
      NOTES: "She's happy with how they look",
      'F/U': 'Review in 1 week for an ease',
    },
  }),
  defineCase({
    id: 'an08-us-asr-prophy-pregnant-gingivitis-no-wait-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so she's here for her cleaning it's been about two years since her last one medical history no changes she's pregnant about five months along psr two two three two two two there's a bit of bleeding on the lower anteriors and some calculus behind the lower front teeth looks like localized gingivitis um we did a full mouth debridement no wait we did a regular prophy with the cavitron and hand scaling polished with fine paste flossed oral hygiene instructions given I said we'd see her back in three months because of the pregnancy gingivitis she's a lovely lady",
    expect: {
      CC: "Her cleaning. It's been about 2 years since her last one",
      'MED HX': "No changes. She's pregnant about 5 months along",
      PERIO:
        "PSR 2 2 3 2 2 2. There's a bit of bleeding on the lower anteriors and some calculus behind the lower front teeth",
      DX: ['Looks like localized gingivitis'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Regular prophy with the Cavitron and hand scaling',
        'Polished with fine paste',
        'Flossed',
        'Oral hygiene instructions given',
      ],
      NOTES: "She's a lovely lady",
      'F/U': "I said we'd see her back in 3 months because of the pregnancy gingivitis",
    },
  }),
  defineCase({
    id: 'an09-uk-typed-crown-prep-46-nervous-with-the-drill',
    style: 'UK',
    asr: false,
    transcript:
      "So he's here for the crown prep on 46 we talked about last time. No changes to his medical history. We'd already agreed on zirconia and he's signed the consent form. LA 2.2ml articaine 4% 1:100,000 adrenaline, IDB right. Took off the old amalgam, there was a bit of decay under it which I removed. Core built up with composite, then crown prep 46. Cord, impressions upper and lower, bite reg, shade A2. Temporary crown made in Protemp and cemented with Tempbond. He's a bit nervous with the drill but he was fine. NV crown fit 46 in 2 weeks.",
    expect: {
      CC: 'Crown prep on 46 we talked about last time',
      'MED HX': 'No changes to his medical history',
      CONSULT: "We'd already agreed on zirconia",
      CONSENT: "He's signed the consent form",
      'TX TODAY': ['Crown prep 46', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'Took off the old amalgam',
        'There was a bit of decay under it which I removed',
        'Core built up with composite',
        'Crown prep 46',
        'Cord',
        'Impressions upper and lower',
        'Bite reg',
        'Shade A2',
        'Temporary crown made in Protemp and cemented with Tempbond',
      ],
      NOTES: "He's a bit nervous with the drill but he was fine",
      NV: ['Crown fit 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'an10-us-asr-child-pulpotomy-ssc-letter-s-dad-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so he's here for the tooth on the lower right that's been hurting he's five and came with dad um medical history healthy no allergies letter s has a big mesial occlusal cavity close to the nerve and letter t has distal caries bitewings show the decay on s is into the pulp horn diagnosis pulpitis on s we talked to dad about a pulpotomy and a crown and he's fine with that dad signed consent we used nitrous uh then one carpule lidocaine two percent with one to one hundred thousand epi right ianb rubber dam pulpotomy on s with formocresol I mean with mta and a stainless steel crown on s he did really well next visit filling on t",
    expect: {
      CC: "Tooth on the lower right that's been hurting",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['S', 'Big MO cavity close to the nerve'],
        ['T', 'D caries'],
      ],
      RADIO: 'Bitewings show the decay on #S is into the pulp horn',
      DX: ['Pulpitis #S'],
      CONSULT: "We talked to dad about a pulpotomy and a crown. He's fine with that",
      CONSENT: 'Dad signed consent',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'We used nitrous',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Pulpotomy #S with MTA',
        'Stainless steel crown #S',
      ],
      NOTES: "He's 5 and came with dad. He did really well",
      NV: ['Filling #T'],
    },
  }),
  defineCase({
    id: 'an11-uk-asr-surgical-extraction-38-risks-smoker',
    style: 'UK',
    asr: true,
    transcript:
      "right so he came in because of trouble with thirty eight it's been flaring up on and off for a year medical history fit and well smokes about ten a day opg shows thirty eight partially erupted and mesioangular close to the canal we went through the risks numbness of the lip and tongue dry socket infection he's happy to go ahead consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left and a buccal infiltration surgical extraction of thirty eight with a buccal flap and sectioning two vicryl sutures haemostasis fine post op instructions given verbal and written told him not to smoke for a few days review in one week",
    expect: {
      CC: "Trouble with 38. It's been flaring up on and off for a year",
      'MED HX': 'Fit and well. Smokes about 10 a day',
      RADIO: 'OPG shows 38 partially erupted and mesioangular close to the canal',
      CONSULT:
        "We went through the risks numbness of the lip and tongue dry socket infection. He's happy to go ahead. Told him not to smoke for a few days",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
        'Surgical extraction 38 with a buccal flap and sectioning',
        '2 Vicryl sutures',
        'Haemostasis fine',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'an12-us-typed-implant-consult-19-check-insurance-call-back',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for an implant consult for the missing lower left molar #19, lost it about a year ago to a cracked tooth. Med hx: controlled hypertension, amlodipine. Non-smoker. CBCT taken, plenty of bone height, about 9 mm width. I had a look and the ridge looks good, soft tissues healthy. We went over implant vs bridge vs leaving it, and the costs - implant and crown around $4,200. She's leaning towards the implant but wants to check her insurance first, which is totally fine. Plan: implant #19 with surgeon referral. I'll call her in 2 weeks once she's heard from insurance.",
    expect: {
      CC: 'Implant consult for the missing lower left molar #19, lost it about a year ago to a cracked tooth',
      'MED HX': 'Controlled hypertension, amlodipine. Non-smoker',
      RADIO: 'CBCT taken, plenty of bone height, about 9 mm width',
      INTRA: 'I had a look. Ridge looks good, soft tissues healthy',
      CONSULT:
        "We went over implant vs bridge vs leaving it, and the costs - implant and crown around $4,200. She's leaning towards the implant but wants to check her insurance first, which is totally fine",
      'TX PLAN': ['Implant #19 with surgeon referral'],
      'F/U': "I'll call her in 2 weeks once she's heard from insurance",
    },
  }),
  defineCase({
    id: 'an13-uk-asr-palmer-do-composite-ul5-came-in-because-ul7-found-after',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "so she came in because the upper left five has been sensitive to cold for a couple of weeks medical history no changes la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper left five cotton wool rolls caries removed it was quite deep so I put a vitrebond liner in then distal occlusal composite on the upper left five shade a two occlusion's fine and um the upper left seven has a small occlusal cavity as well I said we'd fill that one too she's happy with that next visit occlusal composite upper left seven",
    expect: {
      CC: 'Because UL5 has been sensitive to cold for a couple of weeks',
      'MED HX': 'No changes',
      DENTAL: [['UL7', 'Small O cavity as well']],
      CONSULT: "I said we'd fill that one too. She's happy with that",
      'TX TODAY': ['DO composite UL5'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
        'Cotton wool rolls',
        'Caries removed',
        'It was quite deep',
        'I put a Vitrebond liner in',
        'DO composite UL5',
        'Shade A2',
        "Occlusion's fine",
      ],
      NV: ['O composite UL7'],
    },
  }),
  defineCase({
    id: 'an14-us-typed-emergency-abscess-30-incision-drainage-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "He came in with a swollen face on the lower right, started 2 days ago. Had a fever last night. Med hx: penicillin allergy (rash), takes nothing else. EO: swelling right mandible, tender, no trismus, can swallow fine. #30 has a large DO restoration with recurrent decay, very tender to percussion. PA looks like a big periapical lesion on #30. Dx: acute apical abscess #30. I explained we need to drain it today and then either a root canal or extraction once it settles; he wants to try and save it. Verbal consent. 2 carpules 2% lidocaine 1:100,000 epi, right IANB. Incision and drainage of the buccal swelling, lots of pus, irrigated with saline. Rx clindamycin 300 mg QID x 7 days. Told him to come straight back or go to the ER if the swelling spreads. Next visit: start RCT #30 in 3 days.",
    expect: {
      CC: 'Swollen face on the lower right, started 2 days ago. Had a fever last night',
      'MED HX': 'Penicillin allergy (rash), takes nothing else',
      EXTRA: 'Swelling right mandible, tender, no trismus, can swallow fine',
      DENTAL: [['30', 'Large DO restoration with recurrent decay, very tender to percussion']],
      RADIO: 'PA looks like a big periapical lesion on #30',
      DX: ['Acute apical abscess #30'],
      CONSULT:
        'I explained we need to drain it today and then either a root canal or extraction once it settles. He wants to try and save it. Told him to come straight back or go to the ER if the swelling spreads',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Incision and drainage of the buccal swelling',
        'Lots of pus',
        'Irrigated with saline',
        'Rx clindamycin 300 mg QID x 7 days',
      ],
      NV: ['Start RCT #30 in 3 days'],
    },
  }),
  defineCase({
    id: 'an15-uk-asr-rsd-lower-quadrants-diabetic-really-trying',
    style: 'UK',
    asr: true,
    transcript:
      "okay so this is his second perio appointment he's here for root surface debridement on the lower left and lower right um medical history type two diabetic hba1c fifty eight last month which is a bit better smokes er about five a day now down from twenty pockets still five to seven millimetres on the lower molars bleeding on probing about thirty percent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left and id block right rsd lower left and lower right with the ultrasonic and gracey curettes oral hygiene instruction again with interdental brushes he's really trying which is good review in three months to re evaluate",
    expect: {
      CC: 'This is his second perio appointment. Root surface debridement on the lower left and lower right',
      'MED HX': 'Type 2 diabetic HbA1c 58 last month which is a bit better. Smokes about 5 a day now down from 20',
      PERIO: 'Pockets still 5 to 7 mm on the lower molars. Bleeding on probing about 30%',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + IDB right',
        'RSD lower left and lower right with the ultrasonic and Gracey curettes',
        'Oral hygiene instruction again with interdental brushes',
      ],
      NOTES: "He's really trying which is good",
      'F/U': 'Review in 3 months to re-evaluate',
    },
  }),
  defineCase({
    id: 'an16-us-asr-crown-seat-8-daughters-wedding-pa-margin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "uh she's here for her crown seat on number eight she's been waiting for this one for her daughter's wedding next month medical history no changes temp came off easy cleaned the prep tried in the crown shade looks great margins are closed she loved it we cemented the crown on eight with relyx unicem cleaned up the excess and flossed bite's fine and then I took a pa to check the margin it looks good next visit cleaning in six months",
    expect: {
      CC: 'Her crown seat on #8',
      'MED HX': 'No changes',
      RADIO: 'I took a PA to check the margin. It looks good',
      'TX TODAY': ['Crown fit #8'],
      TX: [
        'Temp came off easy',
        'Cleaned the prep',
        'Tried in the crown',
        'Shade looks great',
        'Margins are closed',
        'We cemented the crown #8 with RelyX Unicem',
        'Cleaned up the excess and flossed',
        "Bite's fine",
      ],
      NOTES: "She's been waiting for this one for her daughter's wedding next month. She loved it",
      NV: ['Cleaning in 6 months'],
    },
  }),
  defineCase({
    id: 'an17-uk-typed-palmer-recall-partial-denture-eased-ulcer-review',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Came in for his 6 monthly check, and his lower partial's been rubbing. MH: AF on apixaban, metformin. Wife came with him as usual. Soft tissues - small ulcer on the lingual of the lower left ridge under the denture. BPE 2 2 2 / 3 2 3. LR4 has a buccal cervical abrasion cavity, LL3 crown is fine. I've eased the lingual flange of the lower partial where it was rubbing and smoothed it off. Told him to leave the denture out as much as he can. He's happy with that. Said we'd review the ulcer in 2 weeks. Next visit GIC LR4.",
    expect: {
      CC: "His 6 monthly check. His lower partial's been rubbing",
      'MED HX': 'AF on apixaban, metformin',
      INTRA: 'Soft tissues - small ulcer on the lingual of the lower left ridge under the denture',
      PERIO: 'BPE 2 2 2 / 3 2 3',
      DENTAL: [
        ['LR4', 'B cervical abrasion cavity'],
        ['LL3', 'Crown is fine'],
      ],
      CONSULT: "Told him to leave the denture out as much as he can. He's happy with that",
      'TX TODAY': ['Denture adjustment'],
      TX: ["I've eased the lingual flange of the lower partial where it was rubbing and smoothed it off"],
      NOTES: 'Wife came with him as usual',
      NV: ['GIC LR4'],
      'F/U': "Said we'd review the ulcer in 2 weeks",
    },
  }),
  defineCase({
    id: 'an18-us-asr-new-patient-exam-fmx-plan-fillings-anxious-needles',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay new patient she's here for a checkup hasn't been to a dentist in like five years medical history asthma uses an albuterol inhaler allergic to latex full mouth x rays taken um looks like there's decay on three and fourteen and bone loss is mild generalized psr three three two three three three number three has a large mesial cavity fourteen has distal occlusal caries nineteen is missing thirty has a fractured lingual cusp diagnosis generalized moderate gingivitis and caries on three and fourteen we went over everything she wants to get the cavities done first then think about the bridge for nineteen plan is fillings on three and fourteen then crown on thirty she's a bit anxious about needles next visit fillings three and fourteen",
    expect: {
      CC: "New patient. Checkup. Hasn't been to a dentist in like 5 years",
      'MED HX': 'Asthma uses an albuterol inhaler. Allergic to latex',
      RADIO: "Full mouth x-rays taken. Looks like there's decay on #3 and #14. Bone loss is mild generalized",
      PERIO: 'PSR 3 3 2 3 3 3',
      DENTAL: [
        ['3', 'Large M cavity'],
        ['14', 'DO caries'],
        ['19', 'Missing'],
        ['30', 'Fractured L cusp', 'L cusp'],
      ],
      DX: ['Generalized moderate gingivitis', 'Caries #3, #14'],
      CONSULT: 'We went over everything. She wants to get the cavities done first then think about the bridge for #19',
      'TX PLAN': ['Fillings #3, #14', 'Crown #30'],
      NOTES: "She's a bit anxious about needles",
      NV: ['Fillings #3, #14'],
    },
  }),
  defineCase({
    id: 'an19-uk-asr-appends-obturation-36-star-hygienist-change-weeks',
    style: 'UK',
    asr: true,
    transcript:
      "so this is the second stage of the root canal on thirty six no problems since last time medical history no changes la two point two mls lidocaine two percent one in eighty thousand adrenaline id block left rubber dam dressing out canals re irrigated with sodium hypochlorite dried with paper points obturated thirty six with gutta percha and ah plus um cavit on top he was a star today plan is a crown on thirty six next visit crown prep thirty six in three weeks",
    appends: ["add to notes he'd like to see the hygienist as well", 'change three weeks to two weeks'],
    expect: {
      CC: 'This is the second stage of the root canal on 36. No problems since last time',
      'MED HX': 'No changes',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam',
        'Dressing out',
        'Canals re-irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Obturated 36 with gutta percha and AH Plus',
        'Cavit on top',
      ],
      'TX PLAN': ['Crown 36'],
      NOTES: "He was a star today. He'd like to see the hygienist as well",
      NV: ['Crown prep 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'an20-us-typed-appends-child-recall-sealants-k-cavity-mom',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for her 6 month checkup, she's 9 and came with mom. Mom says she's been brushing better which is great. Med hx: healthy, no meds, NKDA. Soft tissues normal. #3 and #14 erupted with deep grooves, #K has a small occlusal cavity. 2 BWX taken, no interproximal decay. Prophy with prophy angle, fluoride varnish on all teeth. We did fissure sealants on #3 and #14 too. Talked to mom about the cavity on #K and she's happy to fix it next time. Next visit: O composite #K.",
    appends: ['Add to treatment OHI given to patient and mom.', 'Recall 6 months.'],
    expect: {
      CC: 'Her 6 month checkup',
      'MED HX': 'Healthy, no meds, NKDA',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['3', 'Erupted with deep grooves'],
        ['14', 'Erupted with deep grooves'],
        ['K', 'Small O cavity'],
      ],
      RADIO: '2 BWX taken, no interproximal decay',
      CONSULT: "Talked to mom about the cavity on #K. She's happy to fix it next time",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14', 'OHI'],
      TX: [
        'Prophy with prophy angle',
        'Fluoride varnish on all teeth',
        'Fissure sealants #3, #14 too',
        'OHI given to patient and mom',
      ],
      NOTES: "She's 9 and came with mom. Mom says she's been brushing better which is great",
      NV: ['O composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'an21-uk-asr-palmer-dry-socket-ll8-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right so she came in with pain after the extraction of the lower left eight four days ago it's been getting worse and keeping her up medical history no changes she smokes no facial swelling no trismus I had a look and the socket's empty with bare bone and it smells a bit diagnosis dry socket lower left eight I irrigated the socket with warm saline and um packed it with alvogyl told her to keep off the cigarettes and take ibuprofen and paracetamol together she's happy with that review in three days if it's no better",
    expect: {
      CC: "Pain after the extraction of LL8 4 days ago. It's been getting worse and keeping her up",
      'MED HX': 'No changes. She smokes',
      EXTRA: 'No facial swelling. No trismus',
      INTRA: "I had a look. Socket's empty with bare bone. It smells a bit",
      DX: ['Dry socket LL8'],
      CONSULT:
        "Told her to keep off the cigarettes and take ibuprofen and paracetamol together. She's happy with that",
      TX: ['I irrigated the socket with warm saline', 'Packed it with Alvogyl'],
      'F/U': "Review in 3 days if it's no better",
    },
  }),
  defineCase({
    id: 'an22-us-asr-o-composite-18-do-composite-19-history-said-last',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so she's here for the fillings we found last time on eighteen and nineteen we got her numb with two carpules of lidocaine two percent with one to one hundred thousand epi left ianb isolite placed uh caries removed occlusal composite on eighteen and then distal occlusal composite on nineteen shade a two bite's good she did great and medical history she started sertraline last month otherwise no changes next visit cleaning in three months",
    expect: {
      CC: 'Fillings we found last time on #18 and #19',
      'MED HX': 'She started sertraline last month. Otherwise no changes',
      'TX TODAY': ['O composite #18', 'DO composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Isolite placed',
        'Caries removed',
        'O composite #18',
        'DO composite #19',
        'Shade A2',
        "Bite's good",
      ],
      NOTES: 'She did great',
      NV: ['Cleaning in 3 months'],
    },
  }),
  defineCase({
    id: 'an23-uk-typed-night-guard-fit-grinding-new-job',
    style: 'UK',
    asr: false,
    transcript:
      "Here for her night guard fit. She's been grinding a lot since starting her new job, husband says he can hear it at night. MH: nothing new. 13 and 23 have wear facets. TMJ clicks on the left but no pain. Fitted the upper night guard, adjusted the occlusion so she's getting even contacts, polished. Went through how to wear it and clean it, and to bring it to every check up. She's happy with the fit. Review in 6 weeks to see how the jaw is.",
    expect: {
      CC: "Her night guard fit. She's been grinding a lot since starting her new job, husband says he can hear it at night",
      'MED HX': 'Nothing new',
      EXTRA: 'TMJ clicks on the left but no pain',
      DENTAL: [
        ['13', 'Wear facets'],
        ['23', 'Wear facets'],
      ],
      CONSULT: 'Went through how to wear it and clean it, and to bring it to every check up',
      'TX TODAY': ['Night guard'],
      TX: [
        'Fitted the upper night guard',
        "Adjusted the occlusion so she's getting even contacts",
        'Polished',
      ],
      NOTES: "She's happy with the fit",
      'F/U': 'Review in 6 weeks to see how the jaw is',
    },
  }),
  defineCase({
    id: 'an24-us-asr-crown-recement-19-caramel-warfarin-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "uh so he came in because of his crown on number nineteen it came off last night eating caramel no pain medical history no changes still on warfarin nineteen looks good underneath no decay crown's intact we talked about it and he just wants it back on for now cleaned out the crown and the tooth recemented the crown on nineteen with fuji plus checked the bite cleaned up the excess he's happy with that I mean he's happy it's back on next visit exam in two months",
    expect: {
      CC: 'His crown on #19. It came off last night eating caramel. No pain',
      'MED HX': 'No changes. Still on warfarin',
      DENTAL: [['19', "Looks good underneath, no decay, crown's intact"]],
      CONSULT: 'We talked about it. He just wants it back on for now',
      'TX TODAY': ['Crown recement #19'],
      TX: [
        'Cleaned out the crown and the tooth',
        'Recemented the crown #19 with Fuji Plus',
        'Checked the bite',
        'Cleaned up the excess',
      ],
      NOTES: "He's happy it's back on",
      NV: ['Exam in 2 months'],
    },
  }),
];
