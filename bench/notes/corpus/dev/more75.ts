// A seventy-fifth development batch (ids by01–by30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is children and adolescents at five
// practices: dental trauma (avulsion with replantation, lateral luxation, subluxation, crown fractures, flexible splints
// and their removal, sensibility tests with ethyl chloride, cold and EPT), primary teeth (pulpotomies, Hall crowns and
// preformed metal crowns, extractions under LA, a band and loop space maintainer), behaviour management and parents'
// questions and consent, orthodontic-adjacent work (referrals with IOTN, a bonded retainer rebonded, a loose bracket, a
// fixed-appliance patient with white spot lesions, primary canines extracted for the orthodontist), fissure sealants,
// fluoride varnish, diet advice, MIH, and teenagers' wisdom-tooth and sports-guard visits. Five practices:
//   by01–by06 a UK community / paediatric dentist (FDI; by01, by03, by05 recogniser-style, by02, by04, by06 typed):
//     a replanted avulsed 11 with a flexible splint and a nurse aside; a splint removal after lateral luxation of 21
//     with EPT and cold (no title); a Hall crown on 85 with tell-show-do and consent from mum; a pulpotomy and PMC on 74
//     with written consent from dad (parental responsibility); extractions of 54 and 64 with a space maintainer question
//     and "sorry" in the LA (appended dictation); a terse fluoride varnish visit with diet advice;
//   by07–by12 a UK dentist who says Palmer words (Palmer; by07, by08, by10 recogniser-style, by09, by11, by12 typed
//     UR1 shorthand): a twelve-year-old's check-up with crowding, an orthodontic referral and sealants on LL7 / LR7;
//     pericoronitis LL8 in a seventeen-year-old with irrigation and a referral; a referral for orthodontic assessment
//     with IOTN 4a and an NHS question; a lower bonded retainer rebonded (appended dictation with "change"); an
//     uncomplicated crown fracture UR1 with consent by phone from mum; sports guard impressions;
//   by13–by17 a UK general dentist seeing many teenagers (FDI; by13, by15 recogniser-style, by14, by16, by17 typed): a
//     fixed-appliance patient with white spot lesions and a toothpaste prescription with "scratch that"; a loose bracket
//     on 25 removed; MIH in an eight-year-old with an occlusal GIC and diet advice (appended dictation); a
//     sixteen-year-old's wisdom teeth checked on OPG with no treatment; a very short fissure sealant note;
//   by18–by24 a US pediatric dentist (Universal with primary letters; by18, by20, by22, by24 recogniser-style, by19,
//     by21, by23 typed): a pulpotomy and SSC on #S under nitrous with a nurse aside and "sorry"; an extraction of #L with
//     a band and loop planned; an avulsed primary #E not replanted with "sorry" in the diagnosis; a band and loop
//     cemented (no title, appended dictation); a two-year-old's first visit with knee-to-knee exam, white spot lesions
//     and diet advice; sealants on the twelve-year molars; a four-year-old who could not be examined, referred for
//     general anesthesia;
//   by25–by30 a US family practice (Universal; by26, by28, by30 recogniser-style, by25, by27, by29 typed): a sports
//     guard delivered (no title); a wisdom tooth consult with a panoramic x-ray and "I mean"; a lateral luxation of #8
//     and crown fracture of #9 repositioned and splinted #7 to #10 (long typed); a splint removed at four weeks with a
//     necrotic #8 (appended dictation with "change"); a fifteen-year-old with soda caries, diet counseling and a
//     prescription toothpaste; primary canines #C and #H extracted at the orthodontist's request with "then" after
//     the topical.
// UK 17 (FDI 11, Palmer 6; primary teeth as 53–85 and Palmer URE), US 13 (Universal, primary letters A–T in by18–by24,
// by30); 15 recogniser-style (lower case, number words, fillers, no punctuation) and 15 typed; 14 to 241 words (three
// under 30: by06, by14, by17; most 80 to 170; long ones by01, by27); five cases with appended dictation (by05, by10,
// by15, by28 recogniser-style "add to chart / add to notes / next visit / change …"; by21 typed "Add to treatment: … /
// Add to notes: …"). DENTAL in 26 cases (not by06, by17, by24, by25).
//
// Judgement calls where the contract was silent:
// - Splints: "flexible splint 12 to 22 with wire and composite" is the title "Splint 12 to 22" (adjective dropped as
//   more56 dropped "atraumatic"; a range with "to" as "Bridge fit 14 to 16"); the composite it is made with is no
//   filling title. Splint removal (and polishing off the resin) is no title, like a temporary taken off, also when the
//   CC names it, so by02 and by28 have no TX TODAY. "Splint removal at 2 weeks" said after "plan" is TX PLAN.
// - No titles either: replantation, repositioning, a separator removed, a band and loop tried in and cemented (the
//   table's "Crown fit" is for crowns), a bonded retainer rebonded "with flowable composite", "scaled the lower incisors
//   lingually" (not Scale and polish), a bracket removed, a custom sports / athletic mouthguard delivered (a sports guard
//   is no Night guard); sports guard impressions are "Impressions" (as more58 bh18). "Hall crown" and "PMC" are SSC;
//   "socket irrigated with saline" is no Irrigation title (a socket), "irrigation under the operculum" is.
// - Behaviour management and cooperation are NOTES with the child's age and who came (as more58 "good cooperation,
//   sticker given"): "tell show do used", "settled with distraction (iPad)", "knee to knee exam", stickers, "he cried
//   through the exam", a child who could not be examined. Nitrous oxide and 100% oxygen are TX steps.
// - Consent from a parent is CONSENT as said: "Mum gave verbal consent", "Dad has PR, written consent signed", "mum gave
//   verbal consent by phone" (split from "Attended with gran" at the semicolon), "verbal consent from both parents for
//   the referral".
// - Occlusion findings (Cl II div 1, OJ, OB, centreline, IOTN DHC grade, "crowded upper arch") are INTRA; a referral
//   for orthodontic assessment or to oral surgery / a hospital for general anesthesia is TX PLAN; "plan letter to the
//   orthodontist about her oral hygiene" is TX PLAN; "advised to contact orthodontist for rebond" is CONSULT.
// - Sensibility tests said tooth by tooth stay in that tooth's chart entry as said ("EC +ve", "EPT +ve (38)", "EPT NR",
//   "no response to cold or EPT"). Fracture: "enamel-dentine fracture MI corner" → fracture "MI corner", "enamel
//   fracture incisal edge" → "Incisal edge"; an avulsion, luxation or "post eruptive breakdown of the MB cusp" gives no
//   fracture. An avulsed primary or permanent tooth still gets its chart entry; "#L space healed", a retainer "from LR3
//   to LL3", "operculum over LL8" and "splint intact from #7 to #10" are INTRA (teeth as places, rule 7).
// - Oral hygiene, plaque, calculus and gingival inflammation are PERIO (as more58 bh19 / bh23); "first permanent molars
//   sound" and "second molars coming through" (regions with no tooth number) are INTRA (as more58).
// - Diet advice, advice after treatment and a parent's question with its answer are CONSULT (as more58); a toothpaste
//   prescription is a TX step. A radiograph from an earlier visit or from the orthodontist is RADIO.
// - Rule 4 words outside its list stay words: "enamel breakdown occlusally", "white demarcated opacities on the labial
//   surface", "etched LL2 lingually"; "white spot lesions on the buccal" → "B white spot lesions", "small buccal
//   cavity" → "Small B cavity".
// - Appends (as more56 / more58): "add to chart …" adds DENTAL entries, "add to notes …" adds to NOTES, "add to
//   treatment …" adds a TX item (and its title, "OHI"), "next visit (also) …" adds an NV item, "change X to Y" edits the
//   one place X was said (by10's "three months" only in the review, by28's "next week" only in the next visit).
// - In recogniser-style text fields a new clause starts a new sentence, "and" opening a clause goes and so does a
//   leading article; recogniser-style chart conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more75Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK community / paediatric dentist (FDI)
  defineCase({
    id: 'by01-uk-asr-fdi-avulsion-11-replanted-flexible-splint-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency nine year old boy brought in by mum he came off his scooter about an hour ago and knocked out his top front tooth mum found it on the pavement and put it in milk straight away no loss of consciousness no vomiting no headache medical history fit and well no allergies mum says his tetanus is up to date extra oral graze on the chin small cut on the lower lip intra oral laceration of the upper labial mucosa one one avulsed tooth intact root clean open apex socket has a clot one two sound two one chipped incisal edge not mobile not tender to percussion pa upper anteriors no alveolar fracture no root fragments in the socket diagnosis avulsion one one explained to mum it may not survive long term and could need root canal treatment or be lost in the future verbal consent from mum la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration one one um socket irrigated with saline could you pass me the saline again please thanks tooth rinsed with saline holding it by the crown replanted one one position checked flexible splint one two to two two with wire and composite occlusion checked rx amoxicillin two hundred and fifty milligrams three times a day for seven days advised soft diet for two weeks and chlorhexidine mouthwash twice a day plan splint removal at two weeks review in one week",
    expect: {
      CC: 'Emergency. He came off his scooter about an hour ago and knocked out his top front tooth. Mum found it on the pavement and put it in milk straight away. No loss of consciousness. No vomiting. No headache',
      'MED HX': 'Fit and well. No allergies. Mum says his tetanus is up to date',
      EXTRA: 'Graze on the chin. Small cut on the lower lip',
      INTRA: 'Laceration of the upper labial mucosa',
      DENTAL: [
        ['11', 'Avulsed tooth intact root clean open apex socket has a clot'],
        ['12', 'Sound'],
        ['21', 'Chipped incisal edge not mobile not tender to percussion'],
      ],
      RADIO: 'PA upper anteriors no alveolar fracture. No root fragments in the socket',
      DX: ['Avulsion 11'],
      CONSULT:
        'Explained to mum it may not survive long term and could need root canal treatment or be lost in the future. Advised soft diet for 2 weeks and chlorhexidine mouthwash twice a day',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Splint 12 to 22'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 11',
        'Socket irrigated with saline',
        'Tooth rinsed with saline holding it by the crown',
        'Replanted 11',
        'Position checked',
        'Flexible splint 12 to 22 with wire and composite',
        'Occlusion checked',
        'Rx amoxicillin 250 mg 3 times a day for 7 days',
      ],
      'TX PLAN': ['Splint removal at 2 weeks'],
      NOTES: '9 year old boy brought in by mum',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'by02-uk-typed-fdi-splint-removal-21-lateral-luxation-ept-cold-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Review 4/52 post lateral luxation 21 for splint removal. 11 y/o with dad. No pain, eating normally. MH: no change, NKDA. EO: NAD. IO: splint intact, soft tissues healed. Splint removed with a fine diamond, resin remnants removed with Sof-Lex discs. 21 physiological mobility, not TTP, no discolouration, EPT +ve (38), cold +ve. 11, 12, 22 EPT +ve, cold +ve. PA 21: no periapical change, no resorption, PDL space normal. Dad asked if it could still die: explained yes, necrosis can show months later so we keep checking. Review 6/52 with sensibility tests + PA.',
    expect: {
      CC: 'Review 4 weeks post lateral luxation 21 for splint removal. No pain, eating normally',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Splint intact, soft tissues healed',
      DENTAL: [
        ['21', 'Physiological mobility, not TTP, no discolouration, EPT +ve (38), cold +ve'],
        ['11', 'EPT +ve, cold +ve'],
        ['12', 'EPT +ve, cold +ve'],
        ['22', 'EPT +ve, cold +ve'],
      ],
      RADIO: 'PA 21: no periapical change, no resorption, PDL space normal',
      CONSULT: 'Dad asked if it could still die: explained yes, necrosis can show months later so we keep checking',
      TX: ['Splint removed with a fine diamond', 'Resin remnants removed with Sof-Lex discs'],
      NOTES: '11 y/o with dad',
      'F/U': 'Review 6 weeks with sensibility tests + PA',
    },
  }),
  defineCase({
    id: 'by03-uk-asr-fdi-hall-crown-85-tell-show-do-mum-verbal-consent',
    style: 'UK',
    asr: true,
    transcript:
      'six year old with mum here for the hall crown on eight five separators went in last week um medical history fit and well no allergies eight five mesial occlusal caries no pain no swelling not tender seven five disto occlusal caries small bitewing from last visit eight five caries not near the pulp mum gave verbal consent tell show do used separator removed hall crown size four cemented on eight five with glass ionomer he bit it into place on a cotton roll excess removed bite high as expected fluoride varnish applied he did really well two stickers told mum the bite will even out in a few weeks next visit disto occlusal gic seven five',
    expect: {
      CC: 'Hall crown on 85. Separators went in last week',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['85', 'MO caries no pain no swelling not tender'],
        ['75', 'DO caries small'],
      ],
      RADIO: 'Bitewing from last visit 85 caries not near the pulp',
      CONSULT: 'Told mum the bite will even out in a few weeks',
      CONSENT: 'Mum gave verbal consent',
      'TX TODAY': ['SSC 85', 'Fluoride varnish'],
      TX: [
        'Separator removed',
        'Hall crown size 4 cemented 85 with glass ionomer',
        'He bit it into place on a cotton roll',
        'Excess removed',
        'Bite high as expected',
        'Fluoride varnish applied',
      ],
      NOTES: '6 year old with mum. Tell show do used. He did really well. 2 stickers',
      NV: ['DO GIC 75'],
    },
  }),
  defineCase({
    id: 'by04-uk-typed-fdi-pulpotomy-pmc-74-dad-pr-written-consent-ipad',
    style: 'UK',
    asr: false,
    transcript:
      '7 y/o attended with dad for pulpotomy 74. Dad has PR, written consent signed. MH: mild asthma, salbutamol PRN, NKDA. 74 deep DO caries, no spontaneous pain, not mobile, no sinus. 73, 75 sound. BW (last visit): caries close to pulp 74, no furcation involvement. Topical 20% benzocaine. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB left. RD. Caries removed, pulp exposed, bleeding bright red. Pulpotomy 74, haemostasis in 2 min with damp pledget, MTA over the stumps, GIC core. PMC 74 size 5, cemented with GIC. Occlusion checked. POIG to dad. Advised dad to watch for lip biting. Pt anxious at start, settled with distraction (iPad). Review 6/12 with BW.',
    expect: {
      CC: 'Pulpotomy 74',
      'MED HX': 'Mild asthma, salbutamol PRN, NKDA',
      DENTAL: [
        ['74', 'Deep DO caries, no spontaneous pain, not mobile, no sinus'],
        ['73', 'Sound'],
        ['75', 'Sound'],
      ],
      RADIO: 'BW (last visit): caries close to pulp 74, no furcation involvement',
      CONSULT: 'Advised dad to watch for lip biting',
      CONSENT: 'Dad has PR, written consent signed',
      'TX TODAY': ['Pulpotomy 74', 'SSC 74'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RD',
        'Caries removed',
        'Pulp exposed',
        'Bleeding bright red',
        'Pulpotomy 74',
        'Haemostasis in 2 min with damp pledget',
        'MTA over the stumps',
        'GIC core',
        'PMC 74 size 5',
        'Cemented with GIC',
        'Occlusion checked',
        'POIG to dad',
      ],
      NOTES: '7 y/o attended with dad. Pt anxious at start, settled with distraction (iPad)',
      'F/U': 'Review 6 months with BW',
    },
  }),
  defineCase({
    id: 'by05-uk-asr-fdi-xla-54-64-sorry-palatal-space-maintainer-question-appends',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old girl with mum here for extraction of five four and six four she's a bit nervous today medical history fit and well no allergies mum signed the consent form five four grossly carious mobile grade one six four grossly carious mobile grade one buccal sinus five five and six five sound first permanent molars sound um topical applied la two cartridges lidocaine two percent one in eighty thousand adrenaline buccal infiltration five four and six four sorry buccal and palatal infiltration five four and six four extracted five four and six four roots complete haemostasis achieved bit on gauze post op instructions given to mum told mum to watch she doesn't chew her lip while she's numb mum asked if she needs a space maintainer explained losing the first baby molars doesn't usually need one she was brave with lots of encouragement recall three months",
    appends: ['add to chart five three mobile', 'add to notes mum would like a text reminder before the next appointment'],
    expect: {
      CC: 'Extraction of 54 and 64',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'First permanent molars sound',
      DENTAL: [
        ['54', 'Grossly carious mobile grade 1'],
        ['64', 'Grossly carious mobile grade 1 buccal sinus'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['53', 'Mobile'],
      ],
      CONSULT:
        "Told mum to watch she doesn't chew her lip while she's numb. Mum asked if she needs a space maintainer. Explained losing the first baby molars doesn't usually need one",
      CONSENT: 'Mum signed the consent form',
      'TX TODAY': ['Extraction 54, 64'],
      TX: [
        'Topical applied',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 54, 64',
        'Extracted 54, 64',
        'Roots complete',
        'Haemostasis achieved',
        'Bit on gauze',
        'Post-op instructions given to mum',
      ],
      NOTES:
        "8 year old girl with mum. She's a bit nervous today. She was brave with lots of encouragement. Mum would like a text reminder before the next appointment",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'by06-uk-typed-fdi-terse-fluoride-varnish-diet-advice',
    style: 'UK',
    asr: false,
    transcript: 'FV appt. 5 y/o w/ mum. MH NAD. FV 22,600 ppm applied. Diet advice: water or milk between meals only. RV 3/12.',
    expect: {
      CC: 'FV appt',
      'MED HX': 'NAD',
      CONSULT: 'Diet advice: water or milk between meals only',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied'],
      NOTES: '5 y/o w/ mum',
      'F/U': 'RV 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'by07-uk-asr-palmer-check-up-12yo-crowding-ortho-referral-fs-ll7-lr7',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "twelve year old with dad check up dad's worried about her crooked teeth medical history fit and well no allergies extra oral nad intra oral soft tissues healthy er crowded upper arch upper right three and upper left three buccally erupted upper right e still present mobile lower left seven and lower right seven newly erupted deep fissures no caries lower left six occlusal composite sound no bitewings due this time discussed braces with her and dad she's keen referral to the orthodontist for assessment fissure sealants lower left seven and lower right seven fluoride varnish she was very chatty recall six months",
    expect: {
      CC: "Check up. Dad's worried about her crooked teeth",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Crowded upper arch',
      DENTAL: [
        ['UR3', 'Buccally erupted'],
        ['UL3', 'Buccally erupted'],
        ['URE', 'Still present mobile'],
        ['LL7', 'Newly erupted deep fissures no caries'],
        ['LR7', 'Newly erupted deep fissures no caries'],
        ['LL6', 'O composite sound'],
      ],
      RADIO: 'No bitewings due this time',
      CONSULT: "Discussed braces with her and dad. She's keen",
      'TX TODAY': ['Fissure sealants LL7, LR7', 'Fluoride varnish'],
      TX: ['Fissure sealants LL7, LR7', 'Fluoride varnish'],
      'TX PLAN': ['Referral to the orthodontist for assessment'],
      NOTES: '12 year old with dad. She was very chatty',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'by08-uk-asr-palmer-pericoronitis-ll8-17yo-irrigation-opg-oral-surgery',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seventeen year old lad pain round the lower left back tooth for four days hurts to open wide and there's a bad taste medical history asthma uses a brown inhaler allergic to penicillin extra oral left submandibular node slightly tender mouth opening three fingers intra oral operculum over lower left eight red and swollen pus when pressed lower left eight partially erupted upper left eight over erupted biting on the operculum lower left seven sound opg taken lower left eight mesioangular impaction roots close to the canal diagnosis pericoronitis lower left eight irrigation under the operculum with chlorhexidine um advised warm salt water mouthwashes told him no antibiotics needed as there's no spreading swelling or fever referral to oral surgery to assess lower left eight review in one week if not settling",
    expect: {
      CC: "Pain round the lower left back tooth for 4 days. Hurts to open wide and there's a bad taste",
      'MED HX': 'Asthma. Uses a brown inhaler. Allergic to penicillin',
      EXTRA: 'Left submandibular node slightly tender. Mouth opening 3 fingers',
      INTRA: 'Operculum over LL8 red and swollen. Pus when pressed',
      DENTAL: [
        ['LL8', 'Partially erupted'],
        ['UL8', 'Over erupted biting on the operculum'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'OPG taken. LL8 mesioangular impaction. Roots close to the canal',
      DX: ['Pericoronitis LL8'],
      CONSULT:
        "Advised warm salt water mouthwashes. Told him no antibiotics needed as there's no spreading swelling or fever",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigation under the operculum with chlorhexidine'],
      'TX PLAN': ['Referral to oral surgery to assess LL8'],
      NOTES: '17 year old lad',
      'F/U': 'Review in 1 week if not settling',
    },
  }),
  defineCase({
    id: 'by09-uk-typed-palmer-ortho-referral-iotn-4a-overjet-nhs-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '13 y/o with mum, c/o sticking-out front teeth, being teased at school. MH: fit & well, NKDA. EO: convex profile, lips incompetent. IO: Cl II div 1, OJ 9 mm, OB increased & complete to palate, lower CL 2 mm to left, IOTN DHC 4a. UR1, UL1 proclined, no trauma. UR2 peg-shaped. UL6 O comp intact. Caries-free. Mum asked whether braces are free on the NHS: explained IOTN 4 qualifies but the orthodontist decides. Advised mouthguard for sport meanwhile as front teeth at risk. Pt and mum keen on braces. Referral to orthodontist for assessment. Recall 6/12.',
    expect: {
      CC: 'Sticking-out front teeth, being teased at school',
      'MED HX': 'Fit & well, NKDA',
      EXTRA: 'Convex profile, lips incompetent',
      INTRA: 'Cl II div 1, OJ 9 mm, OB increased & complete to palate, lower CL 2 mm to left, IOTN DHC 4a. Caries-free',
      DENTAL: [
        ['UR1', 'Proclined, no trauma'],
        ['UL1', 'Proclined, no trauma'],
        ['UR2', 'Peg-shaped'],
        ['UL6', 'O comp intact'],
      ],
      CONSULT:
        'Mum asked whether braces are free on the NHS: explained IOTN 4 qualifies but the orthodontist decides. Advised mouthguard for sport meanwhile as front teeth at risk. Pt and mum keen on braces',
      'TX PLAN': ['Referral to orthodontist for assessment'],
      NOTES: '13 y/o with mum',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'by10-uk-asr-palmer-bonded-retainer-ll2-rebonded-appends-change-review',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "sixteen year old here because her lower bonded retainer has come unstuck at the front she noticed it last night braces came off a year ago at the hospital medical history fit and well no allergies intra oral lower bonded retainer from lower right three to lower left three wire intact not distorted calculus on the lingual of the lower incisors lower left two wire debonded no spacing scaled the lower incisors lingually isolated with cotton wool rolls etched lower left two lingually rebonded the wire with flowable composite checked it's passive um flossed under the wire she asked if she has to keep it forever told her ideally yes or the teeth can move advised superfloss daily review in three months",
    appends: [
      'change three months to six months',
      'add to notes she lost her upper removable retainer in the summer and wants a new one',
    ],
    expect: {
      CC: 'Her lower bonded retainer has come unstuck at the front. She noticed it last night. Braces came off a year ago at the hospital',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Lower bonded retainer from LR3 to LL3 wire intact not distorted',
      PERIO: 'Calculus on the lingual of the lower incisors',
      DENTAL: [['LL2', 'Wire debonded no spacing']],
      CONSULT:
        'She asked if she has to keep it forever. Told her ideally yes or the teeth can move. Advised Superfloss daily',
      TX: [
        'Scaled the lower incisors lingually',
        'Isolated with cotton wool rolls',
        'Etched LL2 lingually',
        'Rebonded the wire with flowable composite',
        "Checked it's passive",
        'Flossed under the wire',
      ],
      NOTES: '16 year old. She lost her upper removable retainer in the summer and wants a new one',
      'F/U': 'Review in 6 months',
    },
  }),
  defineCase({
    id: 'by11-uk-typed-palmer-crown-fracture-ur1-mi-composite-gran-phone-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "10 y/o, fell in the playground yesterday, chipped UR1. No LOC, no other injuries, sensitive to cold air. Attended with gran; mum gave verbal consent by phone. MH: fit & well, NKDA. EO: NAD. IO: upper lip bruised, no lacerations, no fragments in lip. UR1 enamel-dentine fracture MI corner, no pulp exposure, not mobile, not TTP, EC +ve. UL1 enamel fracture incisal edge, not mobile, EC +ve. UR2, UL2 NAD, EC +ve. PA UR1, UL1: no root fracture, apices open. Dx: uncomplicated crown fracture UR1, enamel fracture UL1. No LA. Dentine covered with Vitrebond. MI composite UR1 (A1 body). Incisal edge UL1 smoothed. Gran asked about the fragment: not found, so can't be bonded back. Soft diet and soft toothbrush for 1/52. Review 6-8/52 with sensibility tests + PA.",
    expect: {
      CC: 'Fell in the playground yesterday, chipped UR1. No LOC, no other injuries, sensitive to cold air',
      'MED HX': 'Fit & well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Upper lip bruised, no lacerations, no fragments in lip',
      DENTAL: [
        ['UR1', 'Enamel-dentine fracture MI corner, no pulp exposure, not mobile, not TTP, EC +ve', 'MI corner'],
        ['UL1', 'Enamel fracture incisal edge, not mobile, EC +ve', 'Incisal edge'],
        ['UR2', 'NAD, EC +ve'],
        ['UL2', 'NAD, EC +ve'],
      ],
      RADIO: 'PA UR1, UL1: no root fracture, apices open',
      DX: ['Uncomplicated crown fracture UR1', 'Enamel fracture UL1'],
      CONSULT:
        "Gran asked about the fragment: not found, so can't be bonded back. Soft diet and soft toothbrush for 1 week",
      CONSENT: 'Mum gave verbal consent by phone',
      'TX TODAY': ['MI composite UR1'],
      TX: ['No LA', 'Dentine covered with Vitrebond', 'MI composite UR1 (A1 body)', 'Incisal edge UL1 smoothed'],
      NOTES: '10 y/o. Attended with gran',
      'F/U': 'Review 6-8 weeks with sensibility tests + PA',
    },
  }),
  defineCase({
    id: 'by12-uk-typed-palmer-sports-guard-impressions-rugby-nv-fit',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '15 y/o attended for sports guard impressions – plays rugby for school. MH: NKDA, no change. UR6, UL6 FS intact. Upper and lower alginate impressions, wax bite. Pt chose red and black. NV: fit sports guard in 2/52.',
    expect: {
      CC: 'Sports guard impressions – plays rugby for school',
      'MED HX': 'NKDA, no change',
      DENTAL: [
        ['UR6', 'FS intact'],
        ['UL6', 'FS intact'],
      ],
      CONSULT: 'Pt chose red and black',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions', 'Wax bite'],
      NOTES: '15 y/o',
      NV: ['Fit sports guard in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK general dentist seeing many teenagers (FDI)
  defineCase({
    id: 'by13-uk-asr-fdi-fixed-braces-white-spot-lesions-duraphat-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "fourteen year old with mum here for her check up she's in fixed braces with the hospital no problems medical history fit and well no allergies extra oral nad intra oral fixed appliances upper and lower poor oral hygiene plaque around the brackets gingivae swollen and bleeding around the lower brackets one two one one two one and two two white spot lesions on the buccal two three small buccal cavity three six and four six fissure sealants intact bitewings no interproximal caries diagnosis decalcification around the brackets and caries two three and gingivitis discussed with her and mum that the orthodontist could take the braces off early if it doesn't improve fluoride varnish applied oral hygiene instruction with a single tufted brush prescribed duraphat five thousand toothpaste scratch that prescribed duraphat two thousand eight hundred ppm toothpaste told her spit don't rinse plan letter to the orthodontist about her oral hygiene next visit buccal composite two three recall three months",
    expect: {
      CC: "Her check up. She's in fixed braces with the hospital. No problems",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Fixed appliances upper and lower',
      PERIO: 'Poor oral hygiene. Plaque around the brackets. Gingivae swollen and bleeding around the lower brackets',
      DENTAL: [
        ['12', 'B white spot lesions'],
        ['11', 'B white spot lesions'],
        ['21', 'B white spot lesions'],
        ['22', 'B white spot lesions'],
        ['23', 'Small B cavity'],
        ['36', 'Fissure sealants intact'],
        ['46', 'Fissure sealants intact'],
      ],
      RADIO: 'Bitewings no interproximal caries',
      DX: ['Decalcification around the brackets', 'Caries 23', 'Gingivitis'],
      CONSULT:
        "Discussed with her and mum that the orthodontist could take the braces off early if it doesn't improve. Told her spit don't rinse",
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: [
        'Fluoride varnish applied',
        'Oral hygiene instruction with a single tufted brush',
        'Prescribed Duraphat 2,800 ppm toothpaste',
      ],
      'TX PLAN': ['Letter to the orthodontist about her oral hygiene'],
      NOTES: '14 year old with mum',
      NV: ['B composite 23'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'by14-uk-typed-fdi-short-loose-bracket-25-removed-wire-cut',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency, ortho pt: bracket 25 loose, rubbing cheek. MH NKDA. 25 bracket debonded, on wire. Bracket removed, wire cut distal to 24. Wax given. Advised to contact orthodontist for rebond.',
    expect: {
      CC: 'Emergency, ortho pt: bracket 25 loose, rubbing cheek',
      'MED HX': 'NKDA',
      DENTAL: [['25', 'Bracket debonded, on wire']],
      CONSULT: 'Advised to contact orthodontist for rebond',
      TX: ['Bracket removed', 'Wire cut distal to 24', 'Wax given'],
    },
  }),
  defineCase({
    id: 'by15-uk-asr-fdi-mih-8yo-o-gic-46-squash-whitening-question-appends',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old with mum and dad referred by the hygienist for sensitive back teeth mum says she won't brush the back ones because it hurts medical history fit and well no allergies intra oral soft tissues normal one six and two six yellow brown demarcated opacities no breakdown three six demarcated opacities with post eruptive breakdown of the mesiobuccal cusp sensitive to air four six creamy opacities with enamel breakdown occlusally sensitive to cold one one and two one white demarcated opacities on the labial surface bitewings no caries diagnosis molar incisor hypomineralisation explained to mum and dad it's a developmental problem with the enamel and not caused by anything they did and that the back teeth may need crowns later dad asked if the front teeth can be whitened said we can look at that when she's older advised swapping the squash she sips all day for water no la needed cotton wool rolls occlusal glass ionomer four six fluoride varnish applied to the molars she was nervous but coped well with tell show do next visit stainless steel crown three six recall three months",
    appends: ['add to chart five five and six five sound', 'next visit also fissure sealants one six and two six'],
    expect: {
      CC: "Referred by the hygienist for sensitive back teeth. Mum says she won't brush the back ones because it hurts",
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['16', 'Yellow brown demarcated opacities no breakdown'],
        ['26', 'Yellow brown demarcated opacities no breakdown'],
        ['36', 'Demarcated opacities with post eruptive breakdown of the MB cusp sensitive to air'],
        ['46', 'Creamy opacities with enamel breakdown occlusally sensitive to cold'],
        ['11', 'White demarcated opacities on the labial surface'],
        ['21', 'White demarcated opacities on the labial surface'],
        ['55', 'Sound'],
        ['65', 'Sound'],
      ],
      RADIO: 'Bitewings no caries',
      DX: ['Molar incisor hypomineralisation'],
      CONSULT:
        "Explained to mum and dad it's a developmental problem with the enamel and not caused by anything they did and that the back teeth may need crowns later. Dad asked if the front teeth can be whitened. Said we can look at that when she's older. Advised swapping the squash she sips all day for water",
      'TX TODAY': ['O GIC 46', 'Fluoride varnish'],
      TX: ['No LA needed', 'Cotton wool rolls', 'O glass ionomer 46', 'Fluoride varnish applied to the molars'],
      NOTES: '8 year old with mum and dad. She was nervous but coped well with tell show do',
      NV: ['SSC 36', 'Fissure sealants 16, 26'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'by16-uk-typed-fdi-16yo-wisdom-teeth-opg-nice-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      "16 y/o. Mum wants wisdom teeth checked as older brother needed his out. Asymptomatic. MH: NKDA, fit & well. EO: NAD. IO: 38, 48 unerupted, mucosa over them healthy, no operculum. 18, 28 unerupted. 37, 47 sound. OPG (justification: assess 3rd molar development): 38, 48 mesioangular, roots half formed, clear of IAN canal; 18, 28 vertical, developing. No caries seen. Dx: developing third molars with no pathology. Explained NICE guidance – we don't remove wisdom teeth without symptoms or disease; mum happy with that. Recall 12/12 – review 3rd molars then.",
    expect: {
      CC: 'Mum wants wisdom teeth checked as older brother needed his out. Asymptomatic',
      'MED HX': 'NKDA, fit & well',
      EXTRA: 'NAD',
      DENTAL: [
        ['38', 'Unerupted, mucosa over them healthy, no operculum'],
        ['48', 'Unerupted, mucosa over them healthy, no operculum'],
        ['18', 'Unerupted'],
        ['28', 'Unerupted'],
        ['37', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO:
        'OPG (justification: assess 3rd molar development): 38, 48 mesioangular, roots half formed, clear of IAN canal; 18, 28 vertical, developing. No caries seen',
      DX: ['Developing third molars with no pathology'],
      CONSULT:
        "Explained NICE guidance – we don't remove wisdom teeth without symptoms or disease; mum happy with that",
      NOTES: '16 y/o',
      'F/U': 'Recall 12 months – review 3rd molars then',
    },
  }),
  defineCase({
    id: 'by17-uk-typed-fdi-very-short-fs-36-46-fv',
    style: 'UK',
    asr: false,
    transcript: 'FS 36, 46 under CWR + dry guards. Tolerated well. FV applied. RV 6/12.',
    expect: {
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: ['FS 36, 46 under CWR + dry guards', 'FV applied'],
      NOTES: 'Tolerated well',
      'F/U': 'RV 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric dentist (Universal, letters)
  defineCase({
    id: 'by18-us-asr-pulpotomy-ssc-s-nitrous-ferric-sorry-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old boy with mom here for treatment on letter s mom signed consent for pulpotomy and crown medical history healthy no meds no allergies letter s deep distal occlusal caries no swelling no mobility no pain at night letter t sealant intact nitrous oxide thirty percent topical benzocaine one carpule lidocaine two percent with one to one hundred thousand epi right ianb rubber dam caries removed pulp exposed pulpotomy letter s bleeding stopped in two minutes with a moist cotton pellet ferric sulfate fifteen seconds sorry twenty seconds irm base can I get the size five crown please thanks stainless steel crown size five letter s cemented with ketac excess removed occlusion checked one hundred percent oxygen for five minutes he did great with the nitrous and tell show do post op instructions given to mom about lip biting and soft foods recall in six months',
    expect: {
      CC: 'Treatment on #S',
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['S', 'Deep DO caries no swelling no mobility no pain at night'],
        ['T', 'Sealant intact'],
      ],
      CONSENT: 'Mom signed consent for pulpotomy and crown',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Nitrous oxide 30%',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #S',
        'Bleeding stopped in 2 minutes with a moist cotton pellet',
        'Ferric sulfate 20 seconds',
        'IRM base',
        'Stainless steel crown size 5 #S cemented with Ketac',
        'Excess removed',
        'Occlusion checked',
        '100% oxygen for 5 minutes',
        'Post-op instructions given to mom about lip biting and soft foods',
      ],
      NOTES: '6 year old boy with mom. He did great with the nitrous and tell show do',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'by19-us-typed-ext-l-abscess-band-and-loop-discussed-nv-split',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ext #L. 6 y/o w/ dad. Dad signed consent. Med hx: no changes, NKDA. #L grossly decayed, buccal abscess, grade 1 mobility. #K DO caries. #M sound. PA #L: furcation radiolucency, #21 crypt intact. Dx: #L necrotic pulp w/ abscess. Topical 20% benzocaine. 1 carpule 2% lido 1:100k epi, left IANB + buccal infiltration. #L extracted, roots intact. Gauze pressure, hemostasis OK. POI given to dad. Advised no straws and soft foods today. Pt cried at LA but settled quickly w/ tell-show-do. Band and loop on #K for #L space discussed, dad agrees. NV: DO composite #K and band & loop impression.',
    expect: {
      CC: 'Ext #L',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['L', 'Grossly decayed, buccal abscess, grade 1 mobility'],
        ['K', 'DO caries'],
        ['M', 'Sound'],
      ],
      RADIO: 'PA #L: furcation radiolucency, #21 crypt intact',
      DX: ['#L necrotic pulp w/ abscess'],
      CONSULT: 'Advised no straws and soft foods today. Band and loop on #K for #L space discussed, dad agrees',
      CONSENT: 'Dad signed consent',
      'TX TODAY': ['Extraction #L'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration',
        '#L extracted',
        'Roots intact',
        'Gauze pressure',
        'Hemostasis OK',
        'POI given to dad',
      ],
      NOTES: '6 y/o w/ dad. Pt cried at LA but settled quickly w/ tell-show-do',
      NV: ['DO composite #K', 'Band & loop impression'],
    },
  }),
  defineCase({
    id: 'by20-us-asr-avulsed-primary-e-not-replanted-concussion-sorry-subluxation-f',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency three year old with dad she fell off the couch about an hour ago and knocked out a top front tooth dad has the tooth in a napkin no loss of consciousness no vomiting medical history healthy no allergies shots up to date extraoral swollen upper lip small abrasion on the chin intraoral letter e avulsed socket has a clot no bone fragments felt letter f slightly mobile tender to touch letters d and g not mobile pa shows no fracture of f and the permanent tooth bud looks okay diagnosis avulsion of e and concussion of f sorry subluxation of f explained to dad we don't put baby teeth back in because it can damage the adult tooth underneath it's possible the adult tooth comes in with a mark or late soft diet for ten days brush gently with a soft brush chlorhexidine on a q tip twice a day for a week watch for fever swelling or darkening of f she was upset but calmed down on dad's lap review in one week",
    expect: {
      CC: 'Emergency. She fell off the couch about an hour ago and knocked out a top front tooth. Dad has the tooth in a napkin. No loss of consciousness. No vomiting',
      'MED HX': 'Healthy. No allergies. Shots up to date',
      EXTRA: 'Swollen upper lip. Small abrasion on the chin',
      DENTAL: [
        ['E', 'Avulsed socket has a clot no bone fragments felt'],
        ['F', 'Slightly mobile tender to touch'],
        ['D', 'Not mobile'],
        ['G', 'Not mobile'],
      ],
      RADIO: 'PA shows no fracture of #F. Permanent tooth bud looks okay',
      DX: ['Avulsion of #E', 'Subluxation of #F'],
      CONSULT:
        "Explained to dad we don't put baby teeth back in because it can damage the adult tooth underneath. It's possible the adult tooth comes in with a mark or late. Soft diet for 10 days. Brush gently with a soft brush. Chlorhexidine on a Q-tip twice a day for a week. Watch for fever swelling or darkening of #F",
      NOTES: "3 year old with dad. She was upset but calmed down on dad's lap",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'by21-us-typed-band-and-loop-k-cemented-no-title-appends-ohi-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Space maintainer delivery. #L extracted 3 wks ago. 7 y/o w/ mom. Med hx: no changes, NKDA. #L space healed, no soft tissue issues. #K DO composite intact. #M sound. #K band tried in, fit good, loop clears ridge by 1 mm. Cemented w/ Ketac Cem, excess removed, floss under loop. Occlusion checked. Told mom no sticky candy or gum, brush around the band. Mom asked how long it stays: until #21 erupts, ~age 10-11. Recall 6 mo, check SM each visit.',
    appends: ['Add to treatment: OHI with mom.', 'Add to notes: mom prefers after-school appointments.'],
    expect: {
      CC: 'Space maintainer delivery. #L extracted 3 wks ago',
      'MED HX': 'No changes, NKDA',
      INTRA: '#L space healed, no soft tissue issues',
      DENTAL: [
        ['K', 'DO composite intact'],
        ['M', 'Sound'],
      ],
      CONSULT:
        'Told mom no sticky candy or gum, brush around the band. Mom asked how long it stays: until #21 erupts, ~age 10-11',
      'TX TODAY': ['OHI'],
      TX: [
        '#K band tried in',
        'Fit good',
        'Loop clears ridge by 1 mm',
        'Cemented w/ Ketac Cem',
        'Excess removed',
        'Floss under loop',
        'Occlusion checked',
        'OHI with mom',
      ],
      NOTES: '7 y/o w/ mom. Mom prefers after-school appointments',
      'F/U': 'Recall 6 mo, check SM each visit',
    },
  }),
  defineCase({
    id: 'by22-us-asr-2yo-first-visit-knee-to-knee-white-spots-bottle-diet',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "two year old first visit with mom and grandma knee to knee exam mom's worried about white spots on his top teeth he still has a bottle of milk at bedtime and sips juice from a sippy cup during the day medical history healthy no meds allergic to amoxicillin gets a rash extraoral normal intraoral soft tissues normal second molars coming through plaque on the upper front teeth letters d e f and g white spot lesions along the gumline no cavitation letters b i l and s sound diagnosis early childhood caries at the white spot stage and high caries risk fluoride varnish applied talked to mom about weaning him off the bottle at bedtime told her water only in the sippy cup between meals brush twice a day with a rice grain smear of fluoride toothpaste showed her how to lift the lip to check he cried through the exam which is normal for his age recall in three months for fluoride",
    expect: {
      CC: "First visit. Mom's worried about white spots on his top teeth. He still has a bottle of milk at bedtime and sips juice from a sippy cup during the day",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin gets a rash',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal. Second molars coming through',
      PERIO: 'Plaque on the upper front teeth',
      DENTAL: [
        ['D', 'White spot lesions along the gumline no cavitation'],
        ['E', 'White spot lesions along the gumline no cavitation'],
        ['F', 'White spot lesions along the gumline no cavitation'],
        ['G', 'White spot lesions along the gumline no cavitation'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
      ],
      DX: ['Early childhood caries at the white spot stage', 'High caries risk'],
      CONSULT:
        'Talked to mom about weaning him off the bottle at bedtime. Told her water only in the sippy cup between meals. Brush twice a day with a rice grain smear of fluoride toothpaste. Showed her how to lift the lip to check',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '2 year old with mom and grandma. Knee to knee exam. He cried through the exam which is normal for his age',
      'F/U': 'Recall in 3 months for fluoride',
    },
  }),
  defineCase({
    id: 'by23-us-typed-12yo-recall-fissure-sealants-2-18-31-15-partial-t-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Recall + sealants on 12-yr molars. 12 y/o w/ mom. Med hx: ADHD (Vyvanse), NKDA. EO: WNL. IO: WNL. Light plaque, gingivitis lower anteriors. #2, #18, #31 fully erupted, deep grooves, no caries. #15 partially erupted, gingiva over distal. #3, #14, #19, #30 sealants intact. #T mobile. 2 BWX: no caries. Dx: gingivitis. Prophy, OHI. Isolite. Fissure sealants #2, #18, #31 (Clinpro), cured, checked w/ explorer. Fluoride varnish. Mom asked if #T should come out: told her leave it, it's almost out. Pt polite, good cooperation. NV: fissure sealant #15 when erupted. Recall 6 mo.",
    expect: {
      CC: 'Recall + sealants on 12-yr molars',
      'MED HX': 'ADHD (Vyvanse), NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Light plaque, gingivitis lower anteriors',
      DENTAL: [
        ['2', 'Fully erupted, deep grooves, no caries'],
        ['18', 'Fully erupted, deep grooves, no caries'],
        ['31', 'Fully erupted, deep grooves, no caries'],
        ['15', 'Partially erupted, gingiva over distal'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['T', 'Mobile'],
      ],
      RADIO: '2 BWX: no caries',
      DX: ['Gingivitis'],
      CONSULT: "Mom asked if #T should come out: told her leave it, it's almost out",
      'TX TODAY': ['Prophy', 'OHI', 'Fissure sealants #2, #18, #31', 'Fluoride varnish'],
      TX: [
        'Prophy',
        'OHI',
        'Isolite',
        'Fissure sealants #2, #18, #31 (Clinpro)',
        'Cured',
        'Checked w/ explorer',
        'Fluoride varnish',
      ],
      NOTES: '12 y/o w/ mom. Pt polite, good cooperation',
      NV: ['Fissure sealant #15 when erupted'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'by24-us-asr-4yo-no-exam-behavior-referral-general-anesthesia-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with mom and dad here for treatment of the cavities we found at his last visit medical history autism spectrum mostly nonverbal no meds no allergies he would not sit in the chair and screamed and kicked tried tell show do and distraction for about ten minutes couldn't get a mirror in so no exam today discussed sedation or general anesthesia at the hospital with mom and dad mom doesn't want him held down they chose general anesthesia mom asked if we can do all the teeth at once told her yes that's the advantage and we'll take x rays while he's asleep explained the fasting rules before the day verbal consent from both parents for the referral referral to the children's hospital for full mouth treatment under general anesthesia",
    expect: {
      CC: 'Treatment of the cavities we found at his last visit',
      'MED HX': 'Autism spectrum mostly nonverbal. No meds. No allergies',
      CONSULT:
        "Discussed sedation or general anesthesia at the hospital with mom and dad. Mom doesn't want him held down. They chose general anesthesia. Mom asked if we can do all the teeth at once. Told her yes that's the advantage and we'll take x-rays while he's asleep. Explained the fasting rules before the day",
      CONSENT: 'Verbal consent from both parents for the referral',
      'TX PLAN': ["Referral to the children's hospital for full mouth treatment under general anesthesia"],
      NOTES:
        "4 year old with mom and dad. He would not sit in the chair and screamed and kicked. Tried tell show do and distraction for about 10 minutes. Couldn't get a mirror in so no exam today",
    },
  }),

  // ---------------------------------------------------------------- 5. US family practice (Universal)
  defineCase({
    id: 'by25-us-typed-sports-guard-delivery-hockey-no-title-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Sports guard delivery. 16 y/o hockey player. Med hx: no changes. Custom athletic mouthguard tried in, labial flange trimmed, fit good, retention good. Pt happy with fit. Advised rinse after use, keep in vented case, replace if damaged or loose. Recall 6 mo.',
    expect: {
      CC: 'Sports guard delivery',
      'MED HX': 'No changes',
      CONSULT: 'Advised rinse after use, keep in vented case, replace if damaged or loose',
      TX: ['Custom athletic mouthguard tried in', 'Labial flange trimmed', 'Fit good', 'Retention good'],
      NOTES: '16 y/o hockey player. Pt happy with fit',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'by26-us-asr-wisdom-tooth-consult-17-32-pano-i-mean-oral-surgeon-iv-sedation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seventeen year old with mom here for a wisdom tooth consult her orthodontist suggested having them looked at she gets some pressure in the back now and then no pain medical history healthy takes birth control no allergies extraoral no swelling intraoral soft tissues healthy numbers seventeen and thirty two partially erupted operculum healthy numbers one and sixteen unerupted panoramic x ray taken all four third molars present seventeen and thirty two mesioangular roots near the canal on thirty I mean thirty two one and sixteen vertical roots about half formed diagnosis impacted third molars discussed keeping them and monitoring versus removal and the risks including numbness of the lip mom asked about being asleep for it told her the oral surgeon offers iv sedation they'd like the referral verbal consent from mom referral to oral surgeon for extraction of all four third molars with iv sedation recall six months",
    expect: {
      CC: 'Wisdom tooth consult. Her orthodontist suggested having them looked at. She gets some pressure in the back now and then. No pain',
      'MED HX': 'Healthy. Takes birth control. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['17', 'Partially erupted operculum healthy'],
        ['32', 'Partially erupted operculum healthy'],
        ['1', 'Unerupted'],
        ['16', 'Unerupted'],
      ],
      RADIO:
        'Panoramic x-ray taken. All 4 third molars present. #17 and #32 mesioangular. Roots near the canal on #32. #1 and #16 vertical. Roots about half formed',
      DX: ['Impacted third molars'],
      CONSULT:
        "Discussed keeping them and monitoring versus removal and the risks including numbness of the lip. Mom asked about being asleep for it. Told her the oral surgeon offers IV sedation. They'd like the referral",
      CONSENT: 'Verbal consent from mom',
      'TX PLAN': ['Referral to oral surgeon for extraction of all 4 third molars with IV sedation'],
      NOTES: '17 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'by27-us-typed-lateral-luxation-8-crown-fracture-9-splint-7-10-ept',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. 15 y/o M w/ dad. Elbow to the mouth at basketball 2 hrs ago. No LOC, no headache, no nausea. Med hx: healthy, NKDA, tetanus current. EO: upper lip laceration 5 mm, superficial, no sutures needed. No TMJ pain, opens fully. IO: no other soft tissue injury. #8 displaced palatally ~2 mm, crown locked in occlusion, immobile, high metallic percussion note, EPT NR, cold NR. #9 enamel-dentin fracture DI corner, no pulp exposure, mobility 1, TTP, EPT NR, cold NR. #7, #10 not mobile, not TTP, EPT +, cold +. PA + occlusal: #8 widened apical PDL, no root fx; #9 no root fx. Dx: lateral luxation #8, uncomplicated crown fracture + subluxation #9. Discussed prognosis: #8 may need RCT, risk of resorption; #9 likely to recover. Verbal consent from dad. 1 carp 4% articaine 1:100k epi labial infiltration #8, #9. #8 repositioned digitally. Position confirmed w/ PA. Flexible splint #7 to #10 w/ 0.016 SS wire + flowable composite. Exposed dentin #9 covered w/ GIC. Occlusion checked. Rx chlorhexidine 0.12% rinse BID x 1 wk. Ibuprofen 400 mg q6h PRN. POI: soft diet + no contact sports for 2 wks. NV: splint check 2 wks. Plan: splint removal at 4 wks, then composite #9.',
    expect: {
      CC: 'Emergency. Elbow to the mouth at basketball 2 hrs ago. No LOC, no headache, no nausea',
      'MED HX': 'Healthy, NKDA, tetanus current',
      EXTRA: 'Upper lip laceration 5 mm, superficial, no sutures needed. No TMJ pain, opens fully',
      INTRA: 'No other soft tissue injury',
      DENTAL: [
        [
          '8',
          'Displaced palatally ~2 mm, crown locked in occlusion, immobile, high metallic percussion note, EPT NR, cold NR',
        ],
        ['9', 'Enamel-dentin fracture DI corner, no pulp exposure, mobility 1, TTP, EPT NR, cold NR', 'DI corner'],
        ['7', 'Not mobile, not TTP, EPT +, cold +'],
        ['10', 'Not mobile, not TTP, EPT +, cold +'],
      ],
      RADIO: 'PA + occlusal: #8 widened apical PDL, no root fx; #9 no root fx',
      DX: ['Lateral luxation #8', 'Uncomplicated crown fracture + subluxation #9'],
      CONSULT: 'Discussed prognosis: #8 may need RCT, risk of resorption; #9 likely to recover',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Splint #7 to #10'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, labial infiltration #8, #9',
        '#8 repositioned digitally',
        'Position confirmed w/ PA',
        'Flexible splint #7 to #10 w/ 0.016 SS wire + flowable composite',
        'Exposed dentin #9 covered w/ GIC',
        'Occlusion checked',
        'Rx chlorhexidine 0.12% rinse BID x 1 wk',
        'Ibuprofen 400 mg q6h PRN',
        'POI: soft diet + no contact sports for 2 wks',
      ],
      'TX PLAN': ['Splint removal at 4 wks', 'Composite #9'],
      NOTES: '15 y/o M w/ dad',
      NV: ['Splint check 2 wks'],
    },
  }),
  defineCase({
    id: 'by28-us-asr-splint-off-4-weeks-necrotic-8-gray-appends-change-next-week',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay four week follow up after lateral luxation of number eight splint comes off today fifteen year old with dad he says no pain and he's been staying off the basketball court medical history no changes no allergies intraoral splint intact from seven to ten lip healed splint removed with a finishing bur adhesive remnants polished off with discs number eight grayish discoloration tender to percussion physiological mobility no response to cold or ept numbers seven nine and ten normal response to cold not tender pa of number eight early periapical radiolucency no signs of resorption diagnosis pulp necrosis number eight with apical periodontitis explained to dad the nerve has died and it needs a root canal to stop infection and resorption dad agreed next visit start root canal number eight next week",
    appends: ['add to notes dad asked for a letter for school p e', 'change next week to in two weeks'],
    expect: {
      CC: "4 week follow up after lateral luxation of #8. Splint comes off today. He says no pain and he's been staying off the basketball court",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Splint intact from #7 to #10. Lip healed',
      DENTAL: [
        ['8', 'Grayish discoloration tender to percussion physiological mobility no response to cold or EPT'],
        ['7', 'Normal response to cold not tender'],
        ['9', 'Normal response to cold not tender'],
        ['10', 'Normal response to cold not tender'],
      ],
      RADIO: 'PA of #8 early periapical radiolucency. No signs of resorption',
      DX: ['Pulp necrosis #8 with apical periodontitis'],
      CONSULT:
        'Explained to dad the nerve has died and it needs a root canal to stop infection and resorption. Dad agreed',
      TX: ['Splint removed with a finishing bur', 'Adhesive remnants polished off with discs'],
      NOTES: '15 year old with dad. Dad asked for a letter for school PE',
      NV: ['Start RCT #8 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'by29-us-typed-15yo-soda-caries-diet-counseling-prevident-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam. 15 y/o F w/ mom. Mom says she drinks 3-4 sodas a day plus energy drinks at volleyball. Med hx: no changes, NKDA. EO: WNL. IO: WNL. Heavy plaque, generalized marginal gingivitis. #3 O caries. #14 O caries. #19 M marginal ridge shadow. #20 B decalcification at gingival margin. #30 sealant intact. 2 BWX: #3, #14 O caries into dentin, #19 M caries into enamel. Dx: caries #3, #14, high caries risk. Prophy, OHI. Fluoride varnish. Rx PreviDent 5000 Plus toothpaste to use at bedtime. Diet counseling w/ pt and mom: water instead of soda, soda only w/ meals. Pt agreed to try 1 soda a day max. NV: O composites #3, #14. Recall 3 mo.',
    expect: {
      CC: 'Periodic exam. Mom says she drinks 3-4 sodas a day plus energy drinks at volleyball',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Heavy plaque, generalized marginal gingivitis',
      DENTAL: [
        ['3', 'O caries'],
        ['14', 'O caries'],
        ['19', 'M marginal ridge shadow'],
        ['20', 'B decalcification at gingival margin'],
        ['30', 'Sealant intact'],
      ],
      RADIO: '2 BWX: #3, #14 O caries into dentin, #19 M caries into enamel',
      DX: ['Caries #3, #14', 'High caries risk'],
      CONSULT:
        'Diet counseling w/ pt and mom: water instead of soda, soda only w/ meals. Pt agreed to try 1 soda a day max',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'OHI', 'Fluoride varnish', 'Rx PreviDent 5000 Plus toothpaste to use at bedtime'],
      NOTES: '15 y/o F w/ mom',
      NV: ['O composites #3, #14'],
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'by30-us-asr-ortho-request-extract-c-h-retained-canines-review-3-months',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "thirteen year old with mom her orthodontist sent a letter asking us to take out the baby canines letters c and h to help the adult canines come in medical history healthy no allergies mom signed the consent form letters c and h retained not mobile numbers six and eleven unerupted palpable high in the buccal sulcus pano from the orthodontist shows six and eleven coming in high but on a good path uh mom asked if the adult canines will come in on their own told her the orthodontist will watch them and they may still need help topical then two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration c and h extracted c and h roots complete hemostasis with gauze post op instructions given she was nervous but did fine review in three months to check the canines",
    expect: {
      CC: 'Her orthodontist sent a letter asking us to take out the baby canines #C and #H to help the adult canines come in',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['C', 'Retained not mobile'],
        ['H', 'Retained not mobile'],
        ['6', 'Unerupted palpable high in the buccal sulcus'],
        ['11', 'Unerupted palpable high in the buccal sulcus'],
      ],
      RADIO: 'Pano from the orthodontist shows #6 and #11 coming in high but on a good path',
      CONSULT:
        'Mom asked if the adult canines will come in on their own. Told her the orthodontist will watch them and they may still need help',
      CONSENT: 'Mom signed the consent form',
      'TX TODAY': ['Extraction #C, #H'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #C, #H',
        'Extracted #C, #H',
        'Roots complete',
        'Hemostasis with gauze',
        'Post-op instructions given',
      ],
      NOTES: '13 year old with mom. She was nervous but did fine',
      'F/U': 'Review in 3 months to check the canines',
    },
  }),
];
