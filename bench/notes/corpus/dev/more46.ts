// A forty-sixth development batch (ids av01–av24), written blind from the contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is one week at a US general practice dictated fast
// and informally by two dentists: one tells the visit as a run-on first-person story ("so we numbed him up, then I put
// the rubber dam on, took out the old amalgam, found some decay under it ..."), the other is chatty, with asides and
// what the patient said, and both mix findings, treatment, advice and plans without saying any section header.
// Operative dentistry (one- and two-tooth composites, a bonding of a chipped incisor), crowns (prep with core and
// temporary, seat, recement), extractions (simple, sectioned, with a socket graft, a primary molar), endodontics
// (pulpectomy, one-visit root canal, obturation), emergencies (abscess with incision and drainage, lost filling,
// fractured cusp), exams with radiographs, insurance, fees and referrals. US 18 (Universal, primary teeth by letter),
// UK 6 (3 FDI, 3 Palmer); 18 recogniser-style (lower case, number words, fillers, "sorry" / "I mean" / "no wait"
// self-corrections) and 6 typed; 50 to 220 words.
//
// Judgement calls where the contract was silent:
// - A first-person subject opening a treatment step ("I put the rubber dam on", "we numbed him up") is dropped in TX
//   items, as "we did" is; the rest of the step keeps its words ("Put the rubber dam on"). Dictations avoid "I" in
//   text fields.
// - "Took out the old amalgam" (av01) removes a filling, not a tooth: no Extraction title.
// - A patient's words reported about the complaint ("she said it's been throbbing like a heartbeat all night") stay in
//   CC; what the patient said about the choice of treatment stays in CONSULT.
// - Remarks about the patient that are not clinical findings (who drove or came with them, a gag reflex that needed
//   breaks, being thrilled or brave, a wedding next week) go to NOTES; fees, insurance shares and
//   predeterminations go to CONSULT.
// - A post-op or final radiograph said on its own is OE.RADIO; "PA not needed" is OE.RADIO.
// - A digital scan is not "Impressions"; a temporary crown taken off is no title (contract); a try-in of a night guard
//   at its delivery visit (CC "night guard delivery") is titled "Night guard".
// - "Irrigated with saline" after an incision and drainage, and "irrigated under the operculum", are titled
//   "Irrigation" (not canals or a socket).
// - A temporary dressing made of a named product (Cavit, Fuji) is titled "Temporary dressing" only; the product is no
//   filling title.
// - Mouth opening is an extra-oral finding; blood pressure goes with MED HX.
// - "Care instructions given" for a night guard is a treatment step like post-op instructions.
// - "Buccal and palatal infiltration on one" is written as two techniques, "buccal infiltration + palatal infiltration
//   #1"; "left IANB" / "left ianb" is written technique first, "IANB left".
// - A root canal or extraction told only through steps that are not titles ("filled the canals with gutta percha",
//   "got it out in one piece with forceps") is titled from the CC (av18 "RCT #5", av20 "Extraction #20").
// - "Seat the crown" in the next visit is named "Crown fit"; "sealants" (not "fissure sealants") stays "Sealants".
// - In recogniser-style text fields, a new clause is a new sentence ("covered at 80%. About $50 out of pocket each").
import { defineCase, type NotesCase } from '../case.ts';

export const more46Cases: NotesCase[] = [
  defineCase({
    id: 'av01-us-asr-run-on-mo-composite-19-old-amalgam-out',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'so he came in with food getting stuck lower left um medical history no changes no allergies so we numbed him up two carpules lidocaine two percent with one to one hundred thousand epi left ianb then I put the rubber dam on took out the old amalgam on nineteen found some decay under it cleaned all that out then a sectional matrix and wedge and I placed mesial occlusal composite on nineteen shade a three checked the bite adjusted it polished he did great next visit prophy with the hygienist in three months',
    expect: {
      CC: 'Food getting stuck lower left',
      'MED HX': 'No changes. No allergies',
      'TX TODAY': ['MO composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Put the rubber dam on',
        'Took out the old amalgam #19',
        'Found some decay under it',
        'Cleaned all that out',
        'Sectional matrix and wedge',
        'Placed MO composite #19',
        'Shade A3',
        'Checked the bite',
        'Adjusted it',
        'Polished',
      ],
      NOTES: 'He did great',
      NV: ['Prophy with the hygienist in 3 months'],
    },
  }),
  defineCase({
    id: 'av02-us-asr-chatty-emergency-pulpectomy-30-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay emergency this morning she came in with a toothache lower right and she said it\'s been throbbing like a heartbeat all night um medical history levothyroxine allergic to sulfa number thirty large mod amalgam with a crack line tender to percussion lingering pain to cold pa of thirty shows widened pdl no periapical lesion diagnosis symptomatic irreversible pulpitis thirty went through root canal and crown versus extraction and she said just save it if you can insurance covers eighty percent of the root canal verbal consent given so three carpules articaine four percent one to one hundred thousand epi right ianb plus buccal infiltration rubber dam on pulpectomy on thirty canals irrigated with sodium hypochlorite calcium hydroxide and cavit her husband drove her home next visit finish root canal on thirty and then the crown prep on thirty',
    expect: {
      CC: "Emergency this morning. Toothache lower right. She said it's been throbbing like a heartbeat all night",
      'MED HX': 'Levothyroxine. Allergic to sulfa',
      DENTAL: [['30', 'Large MOD amalgam with a crack line tender to percussion lingering pain to cold']],
      RADIO: 'PA of #30 shows widened PDL. No periapical lesion',
      DX: ['Symptomatic irreversible pulpitis #30'],
      CONSULT:
        'Went through root canal and crown versus extraction. She said just save it if you can. Insurance covers 80% of the root canal',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Rubber dam on',
        'Pulpectomy #30',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
      ],
      NOTES: 'Her husband drove her home',
      NV: ['Finish RCT #30', 'Crown prep #30'],
    },
  }),
  defineCase({
    id: 'av03-us-asr-run-on-crown-prep-3-core-temp-copay',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'alright so she\'s here for the crown on number three medical history no changes still on the metformin so I numbed her up with one carpule articaine four percent one to one hundred thousand epi buccal infiltration on three and then um I took off the old amalgam there was a little recurrent decay under it cleaned that out did a core buildup with fluorocore then I did the crown prep on three for emax packed cord took a digital scan upper and lower bite registration shade a two made a temp crown with luxatemp cemented it with tempbond checked the bite she was happy insurance already approved it her copay is four hundred twenty dollars next visit seat the crown on three in two weeks',
    expect: {
      CC: 'Crown on #3',
      'MED HX': 'No changes. Still on the metformin',
      CONSULT: 'Insurance already approved it. Her copay is $420',
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'Took off the old amalgam',
        'There was a little recurrent decay under it',
        'Cleaned that out',
        'Did a core buildup with Fluorocore',
        'Did the crown prep #3 for emax',
        'Packed cord',
        'Took a digital scan upper and lower',
        'Bite registration',
        'Shade A2',
        'Made a temp crown with Luxatemp',
        'Cemented it with Tempbond',
        'Checked the bite',
      ],
      NOTES: 'She was happy',
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'av04-us-typed-chatty-new-patient-exam-fmx-debridement-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New patient exam. Hasn't seen a dentist in about 5 years. Very anxious, says she's terrified of the drill. Med hx: high blood pressure, takes amlodipine, NKDA. BP 142/88. FMX taken. Generalized horizontal bone loss, periapical lesion #31, recurrent decay under crown #14. PSR 3 3 3 / 3 4 3. #31 non-vital to cold. #3 large MO amalgam, cracked. Dx: generalized periodontitis stage III grade B. Talked to her about SRP all 4 quadrants, RCT #31 and a new crown on #14, roughly $3,800 total before insurance. She has a PPO, we'll send a predetermination. She asked about being sedated next time, told her we'd talk about nitrous. Today: gross debridement, OHI. Refer #31 to endodontist. Next visit: SRP UR and LR quadrants.",
    expect: {
      CC: "New patient exam. Hasn't seen a dentist in about 5 years",
      'MED HX': 'High blood pressure, takes amlodipine, NKDA. BP 142/88',
      RADIO:
        'FMX taken. Generalized horizontal bone loss, periapical lesion #31, recurrent decay under crown #14',
      PERIO: 'PSR 3 3 3 / 3 4 3',
      DENTAL: [
        ['31', 'Non-vital to cold'],
        ['3', 'Large MO amalgam, cracked'],
      ],
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT:
        "Talked to her about SRP all 4 quadrants, RCT #31 and a new crown on #14, roughly $3,800 total before insurance. She has a PPO, we'll send a predetermination. She asked about being sedated next time, told her we'd talk about nitrous",
      'TX TODAY': ['OHI'],
      TX: ['Gross debridement', 'OHI'],
      'TX PLAN': ['Refer #31 to endodontist'],
      NOTES: "Very anxious, says she's terrified of the drill",
      NV: ['SRP UR and LR quadrants'],
    },
  }),
  defineCase({
    id: 'av05-uk-asr-run-on-sectioned-extraction-46-no-wait-agent',
    style: 'UK',
    asr: true,
    transcript:
      'er so he came in for extraction of the lower right six medical history no changes takes amlodipine so I gave him two cartridges articaine no wait lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration then I tried forceps on forty six crown was brittle sectioned it through the furcation with a fissure bur elevated both roots out separately extraction of forty six complete socket looked clean bite pack on haemostasis fine post op instructions given verbal and written he\'s back at work tomorrow advised no heavy lifting review if any problems',
    expect: {
      CC: 'Extraction of 46',
      'MED HX': 'No changes. Takes amlodipine',
      CONSULT: 'Advised no heavy lifting',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        'Tried forceps 46',
        'Crown was brittle',
        'Sectioned it through the furcation with a fissure bur',
        'Elevated both roots out separately',
        'Extraction 46 complete',
        'Socket looked clean',
        'Bite pack on',
        'Haemostasis fine',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "He's back at work tomorrow",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'av06-us-asr-chatty-child-pulpotomy-ssc-t-mom-quote',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'he came in with pain on the lower right when eating candy and mom said he\'s been crying every night uh medical history healthy no allergies number t deep distal occlusal caries bitewing shows caries into the pulp horn no abscess diagnosis reversible no wait irreversible pulpitis t talked to mom about pulpotomy and a stainless steel crown versus extraction with a space maintainer she chose the pulpotomy mom signed consent one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam t pulpotomy and stainless steel crown formocresol no sorry mta used cemented with ketac he was a champ next visit fluoride varnish and sealants on three and fourteen',
    expect: {
      CC: "Pain on the lower right when eating candy. Mom said he's been crying every night",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [['T', 'Deep DO caries']],
      RADIO: 'Bitewing shows caries into the pulp horn. No abscess',
      DX: ['Irreversible pulpitis #T'],
      CONSULT:
        'Talked to mom about pulpotomy and a stainless steel crown versus extraction with a space maintainer. She chose the pulpotomy',
      CONSENT: 'Mom signed consent',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        '#T pulpotomy and stainless steel crown',
        'MTA used',
        'Cemented with Ketac',
      ],
      NOTES: 'He was a champ',
      NV: ['Fluoride varnish', 'Sealants #3, #14'],
    },
  }),
  defineCase({
    id: 'av07-us-asr-run-on-extraction-1-refer-17-oral-surgeon',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'so she came in for extraction of number one it\'s been bugging her food traps and she bites her cheek on it medical history no changes allergic to codeine pano from last month shows one erupted and seventeen horizontally impacted close to the canal so two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration on one then I elevated and extracted number one with upper forceps gauze pack hemostasis good post op instructions given explained seventeen is a job for the oral surgeon because of the nerve she\'s fine with that so refer seventeen to oral surgeon recall six months',
    expect: {
      CC: "Extraction of #1. It's been bugging her. Food traps and she bites her cheek on it",
      'MED HX': 'No changes. Allergic to codeine',
      RADIO: 'Pano from last month shows #1 erupted and #17 horizontally impacted close to the canal',
      CONSULT: "Explained #17 is a job for the oral surgeon because of the nerve. She's fine with that",
      'TX TODAY': ['Extraction #1'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #1',
        'Elevated and extracted #1 with upper forceps',
        'Gauze pack',
        'Hemostasis good',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Refer #17 to oral surgeon'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'av08-us-asr-chatty-crown-seat-14-insurance-balance-wedding',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'she came in for crown seat on fourteen she said the temp felt like a marshmallow um no changes to her medical history no anesthetic needed took the temp off cleaned up the prep tried in the crown margins were perfect contacts a little tight adjusted the mesial contact cemented the crown on fourteen with relyx unicem cleaned up the cement flossed checked occlusion with articulating paper took a bitewing to check the margins all closed her insurance paid their half and she paid the balance of six hundred fifty dollars today told her no sticky stuff for a day she\'s off to her daughter\'s wedding next week so she was thrilled recall in six months',
    expect: {
      CC: 'Crown seat on #14. She said the temp felt like a marshmallow',
      'MED HX': 'No changes to her medical history',
      RADIO: 'Took a bitewing to check the margins. All closed',
      CONSULT:
        'Her insurance paid their half and she paid the balance of $650 today. Told her no sticky stuff for a day',
      'TX TODAY': ['Crown fit #14'],
      TX: [
        'No anesthetic needed',
        'Took the temp off',
        'Cleaned up the prep',
        'Tried in the crown',
        'Margins were perfect',
        'Contacts a little tight',
        'Adjusted the mesial contact',
        'Cemented the crown #14 with RelyX Unicem',
        'Cleaned up the cement',
        'Flossed',
        'Checked occlusion with articulating paper',
      ],
      NOTES: "She's off to her daughter's wedding next week so she was thrilled",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'av09-uk-asr-palmer-chatty-lost-filling-ur6-cavit-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency slot this afternoon she came in with a lost filling upper right six she said it came out on a crusty roll and my tongue won't leave the hole alone no pain medical history asthma brown inhaler upper right six large mesial occlusal cavity sound walls no caries no tenderness pa not needed explained we could do a proper filling today or a temporary and come back she wanted a temporary as she's due back at work she's a bit nervous of needles anyway no la cleaned out the cavity placed a cavit temporary dressing in upper right six smoothed it off bite checked next visit mesial occlusal composite upper right six with la",
    expect: {
      CC: "Emergency slot this afternoon. Lost filling UR6. She said it came out on a crusty roll and my tongue won't leave the hole alone. No pain",
      'MED HX': 'Asthma brown inhaler',
      DENTAL: [['UR6', 'Large MO cavity sound walls no caries no tenderness']],
      RADIO: 'PA not needed',
      CONSULT:
        "Explained we could do a proper filling today or a temporary and come back. She wanted a temporary as she's due back at work",
      'TX TODAY': ['Temporary dressing UR6'],
      TX: [
        'No LA',
        'Cleaned out the cavity',
        'Placed a Cavit temporary dressing UR6',
        'Smoothed it off',
        'Bite checked',
      ],
      NOTES: "She's a bit nervous of needles anyway",
      NV: ['MO composite UR6 with LA'],
    },
  }),
  defineCase({
    id: 'av10-us-typed-chatty-obturation-9-after-bike-accident',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt in for completion of RCT #9 (hit it on the handlebars last year). Says no problems at all since. Med hx unchanged. 1 carpule 2% lido 1:100k epi, buccal infiltration #9. Isolated with rubber dam, removed Cavit and cotton pellet. Calcium hydroxide flushed out with NaOCl, dried with paper points. Obturated #9 with gutta percha and AH Plus, warm vertical. Placed composite in the access. Post-op PA: canal well sealed to length. Told him the tooth may darken over time, a crown would fix that. He plays hockey so I pushed the mouthguard again. Plan: crown #9 if it discolors. Review PA in 6 months.',
    expect: {
      CC: 'Completion of RCT #9 (hit it on the handlebars last year). Says no problems at all since',
      'MED HX': 'Unchanged',
      RADIO: 'Post-op PA: canal well sealed to length',
      CONSULT:
        'Told him the tooth may darken over time, a crown would fix that. He plays hockey so I pushed the mouthguard again',
      'TX TODAY': ['Obturation #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #9',
        'Isolated with rubber dam',
        'Removed Cavit and cotton pellet',
        'Calcium hydroxide flushed out with NaOCl',
        'Dried with paper points',
        'Obturated #9 with gutta percha and AH Plus',
        'Warm vertical',
        'Placed composite in the access',
      ],
      'TX PLAN': ['Crown #9 if it discolors'],
      'F/U': 'Review PA in 6 months',
    },
  }),
  defineCase({
    id: 'av11-us-asr-run-on-do-composite-12-mod-composite-13-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so he's in for the two fillings upper left um no changes medical wise so I numbed him two carpules articaine four percent one to two hundred thousand epi buccal infiltration on twelve and thirteen isolite in then I opened up twelve distal occlusal decay was into dentin took it all out put a sectional matrix between them and did distal occlusal composite on twelve then thirteen had an old amalgam drilled that out no decay under it and placed mesial occlusal sorry mesial occlusal distal composite on thirteen as well shade a two I mean a one checked the bite polished he's got a tricky gag reflex so had to take breaks next visit six month recall",
    expect: {
      CC: '2 fillings upper left',
      'MED HX': 'No changes medical wise',
      'TX TODAY': ['DO composite #12', 'MOD composite #13'],
      TX: [
        'LA: 2 carpules articaine 4% 1:200,000 epinephrine, buccal infiltration #12, #13',
        'Isolite in',
        'Opened up #12',
        'DO decay was into dentin',
        'Took it all out',
        'Put a sectional matrix between them',
        'Did DO composite #12',
        '#13 had an old amalgam',
        'Drilled that out',
        'No decay under it',
        'Placed MOD composite #13 as well',
        'Shade A1',
        'Checked the bite',
        'Polished',
      ],
      NOTES: "He's got a tricky gag reflex so had to take breaks",
      NV: ['6 month recall'],
    },
  }),
  defineCase({
    id: 'av12-us-asr-chatty-periodic-exam-bitewings-prophy-fees',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he came in for periodic exam and cleaning he admitted he only flosses the night before he sees us medical history no changes no meds four bitewings taken last ones were three years ago shows distal caries on two into dentin and mesial caries on thirty one just into dentin perio generalized plaque and bleeding on probing pockets three to four millimeters number two is sensitive to cold intraoral soft tissues normal oral cancer screening negative prophy done with cavitron and polish fluoride varnish applied went over flossing and told him he really does need to do it every day he's got dental insurance so fillings are covered at eighty percent about fifty dollars out of pocket each he asked about whitening before his sister's wedding told him fillings first and whitening trays are three hundred fifty dollars treatment plan distal occlusal composite two and mesial occlusal composite thirty one next visit both fillings on the right side with anesthetic recall six months",
    expect: {
      CC: 'Periodic exam and cleaning',
      'MED HX': 'No changes. No meds',
      RADIO:
        '4 bitewings taken. Last ones were 3 years ago. Shows distal caries on #2 into dentin and mesial caries on #31 just into dentin',
      PERIO: 'Generalized plaque and bleeding on probing. Pockets 3 to 4 mm',
      DENTAL: [['2', 'Sensitive to cold']],
      INTRA: 'Soft tissues normal. Oral cancer screening negative',
      CONSULT:
        "Went over flossing and told him he really does need to do it every day. He's got dental insurance so fillings are covered at 80%. About $50 out of pocket each. He asked about whitening before his sister's wedding. Told him fillings first and whitening trays are $350",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy done with Cavitron and polish', 'Fluoride varnish applied'],
      'TX PLAN': ['DO composite #2', 'MO composite #31'],
      NOTES: 'He admitted he only flosses the night before he sees us',
      NV: ['Both fillings on the right side with anesthetic'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'av13-uk-typed-fdi-chatty-post-crown-prep-21-mi-corner',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for crown prep 21. Mesial-incisal corner broke off again last month, she's had enough of bonding. MH: fit and well, NKDA. O/E 21 root filled, not TTP. PA 21: good root filling, no periapical change. Discussed post crown vs crown over existing core, emax vs PFM. She chose emax, fee £620, half paid today. Written consent. LA 1 x 2.2ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 21. Old composite removed. Fibre post cemented. Composite core. Crown prep 21. Cord. PVS impressions. Shade A2 with stump shade ND3. Temporary crown with Protemp. Cemented with Tempbond. NV: crown fit 21 in 2 weeks.",
    expect: {
      CC: "Crown prep 21. MI corner broke off again last month, she's had enough of bonding",
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [['21', 'Root filled, not TTP']],
      RADIO: 'PA 21: good root filling, no periapical change',
      CONSULT: 'Discussed post crown vs crown over existing core, emax vs PFM. She chose emax, fee £620, half paid today',
      CONSENT: 'Written consent',
      'TX TODAY': ['Crown prep 21', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 21',
        'Old composite removed',
        'Fibre post cemented',
        'Composite core',
        'Crown prep 21',
        'Cord',
        'PVS impressions',
        'Shade A2 with stump shade ND3',
        'Temporary crown with Protemp',
        'Cemented with Tempbond',
      ],
      NV: ['Crown fit 21 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'av14-us-asr-run-on-abscess-19-incision-drainage-clinda-refer-endo',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "walk in emergency he came in with swelling on the left side of his face said it blew up overnight and he can't chew anything medical history penicillin allergy gets a rash type two diabetic on metformin extraoral swelling left mandible no trismus temp normal intraoral fluctuant swelling buccal to nineteen nineteen old crown tender to percussion pa shows large periapical radiolucency on nineteen diagnosis acute apical abscess nineteen talked about root canal versus extraction he wants to see the specialist about saving it verbal consent for drainage so I gave him one carpule lidocaine two percent one to one hundred thousand epi left ianb plus buccal infiltration then incision and drainage on nineteen buccally got a good amount of pus irrigated with saline rx clindamycin three hundred milligrams four times a day for seven days and ibuprofen six hundred refer nineteen to the endodontist asap follow up call tomorrow",
    expect: {
      CC: "Walk in emergency. Swelling on the left side of his face. Said it blew up overnight and he can't chew anything",
      'MED HX': 'Penicillin allergy gets a rash. Type 2 diabetic on metformin',
      EXTRA: 'Swelling left mandible. No trismus. Temp normal',
      INTRA: 'Fluctuant swelling buccal to #19',
      DENTAL: [['19', 'Old crown tender to percussion']],
      RADIO: 'PA shows large periapical radiolucency on #19',
      DX: ['Acute apical abscess #19'],
      CONSULT: 'Talked about root canal versus extraction. He wants to see the specialist about saving it',
      CONSENT: 'Verbal consent for drainage',
      'TX TODAY': ['Incision and drainage #19', 'Irrigation'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Incision and drainage #19 buccally',
        'Got a good amount of pus',
        'Irrigated with saline',
        'Rx clindamycin 300 mg 4 times a day for 7 days and ibuprofen 600',
      ],
      'TX PLAN': ['Refer #19 to the endodontist ASAP'],
      'F/U': 'Follow up call tomorrow',
    },
  }),
  defineCase({
    id: 'av15-us-typed-chatty-perio-maintenance-arestin-out-of-pocket',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for perio maintenance. She's been using the Waterpik religiously since last time. Med hx: no changes, osteoporosis on Fosamax. Perio: generalized 3-4 mm pockets, 5 mm with BOP #2 DB and #15 MB. Full mouth periodontal maintenance with Cavitron and Gracey curettes. Arestin placed #2 DB and #15 MB. Polished. Discussed that the 5 mm sites are stable vs last time. Fee $185, insurance covers 2 per year so she pays out of pocket for this one. Next visit: perio maintenance in 3 months with re-chart.",
    expect: {
      CC: 'Perio maintenance',
      'MED HX': 'No changes, osteoporosis on Fosamax',
      PERIO: 'Generalized 3-4 mm pockets, 5 mm with BOP #2 DB and #15 MB',
      CONSULT:
        'Discussed that the 5 mm sites are stable vs last time. Fee $185, insurance covers 2 per year so she pays out of pocket for this one',
      'TX TODAY': ['Periodontal maintenance'],
      TX: [
        'Full mouth periodontal maintenance with Cavitron and Gracey curettes',
        'Arestin placed #2 DB and #15 MB',
        'Polished',
      ],
      NOTES: "She's been using the Waterpik religiously since last time",
      NV: ['Periodontal maintenance in 3 months with re-chart'],
    },
  }),
  defineCase({
    id: 'av16-us-asr-chatty-crown-recement-20-crack-line-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she came in with her crown in a sandwich bag number twenty came off eating caramel at the movies she said I swear I was chewing gently um medical history no changes takes lisinopril twenty prep looks intact no decay little bit of old cement not sensitive cleaned out the crown and the tooth tried it back on fit is fine recemented the crown on twenty with fuji plus cleaned off the excess floss went through checked her bite nineteen distal marginal ridge crack line no symptoms told her to keep an eye on it and we might need a crown on nineteen down the road she said let's cross that bridge later advised no caramels recall in six months as planned",
    expect: {
      CC: 'Her crown in a sandwich bag. #20 came off eating caramel at the movies. She said I swear I was chewing gently',
      'MED HX': 'No changes. Takes lisinopril',
      DENTAL: [
        ['20', 'Prep looks intact no decay little bit of old cement not sensitive'],
        ['19', 'D marginal ridge crack line no symptoms'],
      ],
      CONSULT:
        "Told her to keep an eye on it and we might need a crown on #19 down the road. She said let's cross that bridge later. Advised no caramels",
      'TX TODAY': ['Crown recement #20'],
      TX: [
        'Cleaned out the crown and the tooth',
        'Tried it back on',
        'Fit is fine',
        'Recemented the crown #20 with Fuji Plus',
        'Cleaned off the excess',
        'Floss went through',
        'Checked her bite',
      ],
      'F/U': 'Recall in 6 months as planned',
    },
  }),
  defineCase({
    id: 'av17-uk-asr-palmer-child-extraction-lre-sinus-fissure-sealant-lr6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right um he came in with a gumboil on lower right e on and off for a month dad says he's had two courses of antibiotics from the gp dad present medical history fit and well no allergies on examination lower right e grossly carious with a buccal sinus mobile lower right six erupted caries free bitewing right side shows lower right e root resorption about half no wait about a third furcation radiolucency diagnosis chronic apical abscess lower right e discussed extraction with dad he agreed verbal consent from dad topical applied then la one point one mls lidocaine two percent one in eighty thousand adrenaline buccal infiltration plus lingual infiltration lower right e extracted with forceps bleeding controlled with gauze fissure sealant on lower right six dad given post op instructions he was very brave review three months",
    expect: {
      CC: "Gumboil on LRE on and off for a month. Dad says he's had 2 courses of antibiotics from the GP",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LRE', 'Grossly carious with a buccal sinus mobile'],
        ['LR6', 'Erupted caries free'],
      ],
      RADIO: 'Bitewing right side shows LRE root resorption about a third. Furcation radiolucency',
      DX: ['Chronic apical abscess LRE'],
      CONSULT: 'Discussed extraction with dad. He agreed',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Extraction LRE', 'Fissure sealant LR6'],
      TX: [
        'Topical applied',
        'LA: 1.1 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration',
        'LRE extracted with forceps',
        'Bleeding controlled with gauze',
        'Fissure sealant LR6',
        'Dad given post-op instructions',
      ],
      NOTES: 'Dad present. He was very brave',
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'av18-us-asr-run-on-one-visit-rct-5-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so she came in for root canal on number five the emergency dentist opened it up last weekend medical history no changes allergic to latex two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration on five then I put on the latex free dam removed the cotton pellet found two canals buccal and palatal got working lengths with the apex locator twenty and twenty point five millimeters cleaned and shaped to a thirty five irrigated the canals with sodium hypochlorite and edta dried them filled the canals with gutta percha and sealer put in a core of ketac molar final pa looks good explained she'll need a crown on five her insurance will cover half next visit crown prep on five in a month",
    expect: {
      CC: 'Root canal on #5. Emergency dentist opened it up last weekend',
      'MED HX': 'No changes. Allergic to latex',
      RADIO: 'Final PA looks good',
      CONSULT: "Explained she'll need a crown on #5. Her insurance will cover half",
      'TX TODAY': ['RCT #5'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #5',
        'Put on the latex free dam',
        'Removed the cotton pellet',
        'Found 2 canals buccal and palatal',
        'Got working lengths with the apex locator 20 and 20.5 mm',
        'Cleaned and shaped to a 35',
        'Irrigated the canals with sodium hypochlorite and EDTA',
        'Dried them',
        'Filled the canals with gutta percha and sealer',
        'Put in a core of Ketac Molar',
      ],
      NV: ['Crown prep #5 in a month'],
    },
  }),
  defineCase({
    id: 'av19-us-asr-chatty-teen-chipped-8-mi-composite-prom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she came in with chipped front teeth tripped at soccer practice yesterday she said I'm not going to prom looking like a hockey player mom's with her medical history healthy no allergies number eight mesial incisal corner fractured into dentin number nine small enamel chip on the incisal edge pa of eight and nine no root fractures talked about bonding now and maybe veneers when she's older mom happy to go ahead one carpule lidocaine two percent one to one hundred thousand epi infiltration on eight cotton rolls etched bonded mesial incisal composite on eight shade b one then smoothed and polished nine she loved it recheck vitality in six weeks",
    expect: {
      CC: "Chipped front teeth. Tripped at soccer practice yesterday. She said I'm not going to prom looking like a hockey player",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['8', 'MI corner fractured into dentin', 'MI corner'],
        ['9', 'Small enamel chip on the incisal edge'],
      ],
      RADIO: 'PA of #8 and #9. No root fractures',
      CONSULT: "Talked about bonding now and maybe veneers when she's older. Mom happy to go ahead",
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #8',
        'Cotton rolls',
        'Etched',
        'Bonded MI composite #8',
        'Shade B1',
        'Smoothed and polished #9',
      ],
      NOTES: "Mom's with her. She loved it",
      'F/U': 'Recheck vitality in 6 weeks',
    },
  }),
  defineCase({
    id: 'av20-us-typed-run-on-extraction-20-socket-graft-implant-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt in for extraction #20, fractured at the gumline, non-restorable per last visit. No changes to health hx, takes baby aspirin daily, didn't stop it. 2 carps 2% lido 1:100k epi, left IANB. Luxated with periotomes so I didn't blow out the buccal plate, then got it out in one piece with forceps. Curetted the socket, placed 0.5 cc allograft and a collagen plug, 2 chromic sutures. Gauze pressure, bleeding controlled in about 10 min. POI verbal and written, Rx ibuprofen 600 mg. She was worried about the gap showing when she smiles, reassured her it's far enough back. Quoted $2,400 for the implant and crown, graft fee $350 today. Referral to periodontist for implant #20 in 4 months. NV: suture check 1 week.",
    expect: {
      CC: 'Extraction #20, fractured at the gumline, non-restorable per last visit',
      'MED HX': "No changes to health hx, takes baby aspirin daily, didn't stop it",
      CONSULT:
        "She was worried about the gap showing when she smiles, reassured her it's far enough back. Quoted $2,400 for the implant and crown, graft fee $350 today",
      'TX TODAY': ['Extraction #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        "Luxated with periotomes so I didn't blow out the buccal plate",
        'Got it out in one piece with forceps',
        'Curetted the socket',
        'Placed 0.5 cc allograft and a collagen plug',
        '2 chromic sutures',
        'Gauze pressure',
        'Bleeding controlled in about 10 min',
        'POI verbal and written',
        'Rx ibuprofen 600 mg',
      ],
      'TX PLAN': ['Referral to periodontist for implant #20 in 4 months'],
      NV: ['Suture check 1 week'],
    },
  }),
  defineCase({
    id: 'av21-uk-typed-palmer-chatty-gold-crown-fit-ur6-ll7-caries',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for crown fit UR6. Temp had been rocking for a week, she said it clicked whenever she ate. MH: no changes, hypothyroid on levothyroxine. Temp crown removed, prep cleaned with chlorhexidine. Gold crown tried in, contacts slightly tight mesially, adjusted. Margins good. UR6 crown cemented with Aquacem. Excess removed, occlusion checked in ICP and excursions. LL7 has occlusal caries, not urgent. Advised floss threaders under the crown margin. Fee balance £310 paid. She's flying out on holiday next week so relieved it's done. NV: O composite LL7. Recall 6 months.",
    expect: {
      CC: 'Crown fit UR6. Temp had been rocking for a week, she said it clicked whenever she ate',
      'MED HX': 'No changes, hypothyroid on levothyroxine',
      DENTAL: [['LL7', 'O caries, not urgent']],
      CONSULT: 'Advised floss threaders under the crown margin. Fee balance £310 paid',
      'TX TODAY': ['Crown fit UR6'],
      TX: [
        'Temp crown removed',
        'Prep cleaned with chlorhexidine',
        'Gold crown tried in',
        'Contacts slightly tight mesially',
        'Adjusted',
        'Margins good',
        'UR6 crown cemented with Aquacem',
        'Excess removed',
        'Occlusion checked in ICP and excursions',
      ],
      NOTES: "She's flying out on holiday next week so relieved it's done",
      NV: ['O composite LL7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'av22-us-asr-run-on-new-patient-fractured-dl-cusp-18-dressing',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay new patient emergency he came in with a broken tooth lower left from a popcorn kernel last night says it's sharp on his tongue but no pain medical history no medical problems no meds no allergies eighteen lingual cusp fractured off sorry distolingual cusp fractured off rest of the tooth sound not tender pa of eighteen shows no periapical issues and the fracture is well away from the pulp so diagnosis fractured cusp eighteen explained it needs a crown eventually we'll send a predetermination to his insurance for the crown no numbing needed smoothed the sharp edges then put a temporary dressing of fuji on eighteen to cover the dentin next visit crown prep on eighteen once insurance comes back",
    expect: {
      CC: "New patient emergency. Broken tooth lower left from a popcorn kernel last night. Says it's sharp on his tongue but no pain",
      'MED HX': 'No medical problems. No meds. No allergies',
      DENTAL: [['18', 'DL cusp fractured off rest of the tooth sound not tender', 'DL cusp']],
      RADIO: 'PA of #18 shows no periapical issues and the fracture is well away from the pulp',
      DX: ['Fractured cusp #18'],
      CONSULT: "Explained it needs a crown eventually. We'll send a predetermination to his insurance for the crown",
      'TX TODAY': ['Temporary dressing #18'],
      TX: [
        'No numbing needed',
        'Smoothed the sharp edges',
        'Put a temporary dressing of Fuji #18 to cover the dentin',
      ],
      NV: ['Crown prep #18 once insurance comes back'],
    },
  }),
  defineCase({
    id: 'av23-uk-asr-fdi-chatty-pericoronitis-38-irrigation-refer',
    style: 'UK',
    asr: true,
    transcript:
      "okay so she came in with the wisdom tooth lower left flaring up again it's been twice already this year she said it's like having a sore throat on one side medical history no changes takes the pill no allergies extra oral slightly tender left submandibular node no swelling mouth opening about thirty millimetres thirty eight partially erupted operculum red and swollen thirty seven sound opg shows thirty eight vertically impacted roots close to the canal diagnosis pericoronitis thirty eight explained removal is best but with the roots near the nerve it's a hospital job she's happy to be referred irrigated under the operculum with chlorhexidine oral hygiene instruction with a single tufted brush advised warm salty mouthwashes refer thirty eight to oral surgery for removal review if it flares again before then",
    expect: {
      CC: "Wisdom tooth lower left flaring up again. It's been twice already this year. She said it's like having a sore throat on one side",
      'MED HX': 'No changes. Takes the pill. No allergies',
      EXTRA: 'Slightly tender left submandibular node. No swelling. Mouth opening about 30 mm',
      DENTAL: [
        ['38', 'Partially erupted operculum red and swollen'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG shows 38 vertically impacted roots close to the canal',
      DX: ['Pericoronitis 38'],
      CONSULT:
        "Explained removal is best but with the roots near the nerve it's a hospital job. She's happy to be referred. Advised warm salty mouthwashes",
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Oral hygiene instruction with a single tufted brush'],
      'TX PLAN': ['Refer 38 to oral surgery for removal'],
      'F/U': 'Review if it flares again before then',
    },
  }),
  defineCase({
    id: 'av24-us-asr-chatty-night-guard-delivery-wife-quote-not-covered',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he came in for night guard delivery his wife says he sounds like he's chewing gravel at night um medical history no changes on sertraline so tried in the upper night guard fits nicely adjusted the occlusion so he's got even contacts and smooth canine guidance polished it care instructions given cold water only not hot told him it might feel bulky for the first few days and his jaw might be a bit sore in the morning at first insurance doesn't cover it so he paid three hundred seventy five dollars today he said he'll actually wear this one unlike the last one he lost next visit night guard check in four weeks",
    expect: {
      CC: "Night guard delivery. His wife says he sounds like he's chewing gravel at night",
      'MED HX': 'No changes. On sertraline',
      CONSULT:
        "Told him it might feel bulky for the first few days and his jaw might be a bit sore in the morning at first. Insurance doesn't cover it so he paid $375 today",
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried in the upper night guard',
        'Fits nicely',
        "Adjusted the occlusion so he's got even contacts and smooth canine guidance",
        'Polished it',
        'Care instructions given cold water only not hot',
      ],
      NOTES: "He said he'll actually wear this one unlike the last one he lost",
      NV: ['Night guard check in 4 weeks'],
    },
  }),
];
