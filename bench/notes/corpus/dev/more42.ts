// A forty-second development batch (ids ar01–ar24), written blind from the labelling contract (corpus README from
// "## General rules") by a helper that had not seen the engine, each case labelled before the engine was run on it.
// The focus is conversational, chatty dictation: a dentist talking naturally at the end of an appointment rather than
// dictating formally — first person, asides ("which was nice", "bless her", "poor chap"), the patient's words reported
// ("she says it's been killing her since Saturday"), hedges ("probably", "sort of", "a bit"), things said out of order
// and then returned to ("oh and I forgot, BP was fine"), over everyday work: fillings, extractions, hygiene, root canal
// stages, crowns, children, dentures and emergencies. Everything is still labelled by the contract: chat with no
// clinical content is dropped, clinical content goes to its field. UK and US (12 each); FDI, Universal (primary teeth
// by letter) and Palmer; 18 recogniser-style (lower case, number words, fillers, self-corrections) and 6 typed;
// 55 to 165 words.
//
// Judgement calls where the contract was silent:
// - Social chat and asides that say nothing clinical are dropped whole: "which was nice", "bless her / him", "poor
//   chap", "lovely lady", "can't blame him", talk of holidays, gardens and grandchildren, "fingers crossed".
// - "oh", "I forgot (to say)", "I should have said", "before I forget" only frame a clause said out of order; they
//   are dropped like fillers and the clause goes to its field (a late blood pressure to MED HX, a late allergy to
//   MED HX, a late finding to its field), in the spoken order within that field.
// - Reported patient words keep their frame ("She says it's been killing her since Saturday"): the frame tells the
//   reader it is the patient's account, and rule 1 keeps what was said. Pronoun subjects are dropped only before
//   the CC header words, as the naming table says.
// - Hedges that qualify clinical content ("probably", "sort of", "a bit", "looks like", "might") stay where they
//   were said, since the uncertainty is clinical ("Probably irreversible pulpitis LR7").
// - A first-person subject opening a treatment step or a consult clause ("I lined it with Vitrebond", "I told
//   him …") is dropped like "we did" / "today we": the step opens at its verb. Inside a clause it stays.
// - How the patient coped, felt or reacted ("she was really brave", "he says it feels much better now") is NOTES,
//   as in earlier batches; advice, options and the patient's choice are CONSULT; advice on over-the-counter
//   painkillers is CONSULT, a prescription is a TX step.
// - The socket of an extracted tooth ("LL8 socket empty, no clot") is a place, not a tooth finding: OE.INTRA.
// - A chip ("small chip off the lingual cusp") is not said as a fracture, so fracture is null.
// - "millimetres" / "millimeters" are written "mm".
// - "quick one" opening a dictation is chat and dropped; "walk in emergency" says the kind of visit and stays in
//   CC.
// - Closing remarks with no content ("I think that's everything", "I get it", "good news") are dropped.
// - A long buccal block is written as said ("IANB right + long buccal"): it is not in the contract's technique list.
// - "Oral hygiene instructions" is titled "OHI" as in earlier batches; "denture ease" in the CC gives "Denture
//   adjustment" when today's steps ("lingual flange eased") name no procedure of the table; a night guard delivery
//   likewise takes "Night guard" from the CC; "Dentures fitted" gives "Denture fit".
// - A saline irrigation after an incision and drainage is neither of canals nor of a socket, so it is titled
//   "Irrigation" (ar24); a socket irrigated after an extraction or for a dry socket is not.
// - "She brought it in a tissue" (the crown that came out) is a remark: NOTES. Diet and smoking talk that is advice
//   is CONSULT; what the patient admits about habits at the chair ("only flossing once a week or so") is NOTES.
// - A spoken diagnosis run with a hedge ("fractured cusp thirty possibly cracked tooth") is two DX items, as a
//   careful writer would put a comma there.
import { defineCase, type NotesCase } from '../case.ts';

export const more42Cases: NotesCase[] = [
  defineCase({
    id: 'ar01-uk-asr-do-composite-36-late-bp',
    style: 'UK',
    asr: true,
    transcript:
      'right so she came in for the filling on thirty five sorry thirty six she says it has been a bit sensitive to cold for a couple of weeks medical history no changes still on amlodipine la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration thirty six she was very relaxed today which was nice rubber dam on thirty six distal occlusal caries removed quite deep so I lined it with vitrebond um composite placed shade a three polished bite checked oh and I forgot bp was one twenty eight over eighty see her in six months for her check up',
    expect: {
      CC: "Filling on 36. She says it has been a bit sensitive to cold for a couple of weeks",
      'MED HX': 'No changes. Still on amlodipine. BP was 128/80',
      'TX TODAY': ['DO composite 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam on',
        '36 DO caries removed quite deep',
        'Lined it with Vitrebond',
        'Composite placed',
        'Shade A3',
        'Polished',
        'Bite checked',
      ],
      NOTES: 'She was very relaxed today',
      'F/U': 'See her in 6 months for her check up',
    },
  }),
  defineCase({
    id: 'ar02-uk-asr-emergency-abscess-extraction-46-late-allergy',
    style: 'UK',
    asr: true,
    transcript:
      'emergency um poor chap came in with a swollen face lower right he says it has been killing him since saturday and he hasn\'t slept medical history fit and well er no meds extra oral slight swelling right side of the jaw firm not fluctuant forty six broken down to the gum line really tender to tap pa shows big periapical area on forty six diagnosis acute apical abscess forty six talked through root canal versus taking it out he just wants it out today can\'t blame him his wife drove him in he was shaking a bit bless him so I gave him a minute verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and a buccal forty six extracted came out in two pieces all roots accounted for socket checked bite pack post op instructions given oh penicillin allergy I forgot to say review if the swelling doesn\'t settle',
    expect: {
      CC: "Emergency. Swollen face lower right. He says it has been killing him since Saturday and he hasn't slept",
      'MED HX': 'Fit and well. No meds. Penicillin allergy',
      EXTRA: 'Slight swelling right side of the jaw. Firm. Not fluctuant',
      DENTAL: [['46', 'Broken down to the gum line really tender to tap']],
      RADIO: 'PA shows big periapical area on 46',
      DX: ['Acute apical abscess 46'],
      CONSULT: 'Talked through root canal versus taking it out. He just wants it out today',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        '46 extracted',
        'Came out in 2 pieces',
        'All roots accounted for',
        'Socket checked',
        'Bite pack',
        'Post-op instructions given',
      ],
      NOTES: 'His wife drove him in. He was shaking a bit so I gave him a minute',
      'F/U': "Review if the swelling doesn't settle",
    },
  }),
  defineCase({
    id: 'ar03-uk-asr-palmer-extirpation-lr7-bless-her',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'okay so she came in with bad pain lower right she thinks it\'s the back one it woke her up at three in the morning and paracetamol isn\'t touching it medical history asthma uses her inhaler no other changes lower right seven big old amalgam with a crack across it tender to percussion lingering to cold ethyl chloride pa no periapical changes diagnosis probably irreversible pulpitis lower right seven explained root canal or extraction she\'d like to try and keep it bless her she\'s had a rough week verbal consent la two point two mls articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration rubber dam access cavity um lower right seven pulp extirpated three canals found irrigated with sodium hypochlorite ledermix and cavit she was really brave next visit complete root canal on lower right seven in two weeks',
    expect: {
      CC: "Bad pain lower right. She thinks it's the back one. It woke her up at 3 in the morning. Paracetamol isn't touching it",
      'MED HX': 'Asthma uses her inhaler. No other changes',
      DENTAL: [['LR7', 'Big old amalgam with a crack across it tender to percussion lingering to cold ethyl chloride']],
      RADIO: 'PA no periapical changes',
      DX: ['Probably irreversible pulpitis LR7'],
      CONSULT: "Explained root canal or extraction. She'd like to try and keep it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LR7'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration',
        'Rubber dam',
        'Access cavity',
        'LR7 pulp extirpated',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
      ],
      NOTES: 'She was really brave',
      NV: ['Complete RCT LR7 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ar04-uk-typed-scale-polish-chip-47-holiday-chat',
    style: 'UK',
    asr: false,
    transcript:
      "Came in for a scale and polish. Lovely to see her, she's just back from holiday. MH: no changes, still taking levothyroxine. Says her gums have been bleeding a bit when she brushes. BPE 2 1 2 / 2 2 2. Bit of calculus behind the lower front teeth as usual, probably a flossing thing. Scale and polish done. OHI given, showed her the TePe brushes again. She's promised to give them a go. Oh, and 47 has a small chip off the lingual cusp, smooth, not sensitive. Recall 6 months.",
    expect: {
      CC: 'Scale and polish. Says her gums have been bleeding a bit when she brushes',
      'MED HX': 'No changes, still taking levothyroxine',
      PERIO: 'BPE 2 1 2 / 2 2 2. Bit of calculus behind the lower front teeth as usual, probably a flossing thing',
      DENTAL: [['47', 'Small chip off the L cusp, smooth, not sensitive']],
      CONSULT: "She's promised to give them a go",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI given', 'Showed her the TePe brushes again'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ar05-uk-asr-child-fissure-sealants-16-26-squash-chat',
    style: 'UK',
    asr: true,
    transcript:
      'came in for fissure sealants mum with him medical history fit and well no allergies he was a bit wobbly at first bless him but settled once we showed him the tickle brush um sixteen and twenty six cleaned and dried cotton rolls etched fissure sealants placed sixteen and twenty six light cured retention good fluoride varnish painted on all teeth had a chat with mum about squash he\'s having about three glasses a day suggested water with meals instead next visit sealants on thirty six and forty six once they\'re fully through recall six months',
    expect: {
      CC: 'Fissure sealants',
      'MED HX': 'Fit and well. No allergies',
      CONSULT:
        "Had a chat with mum about squash. He's having about 3 glasses a day. Suggested water with meals instead",
      'TX TODAY': ['Fissure sealants 16, 26', 'Fluoride varnish'],
      TX: [
        '16, 26 cleaned and dried',
        'Cotton rolls',
        'Etched',
        'Fissure sealants placed 16, 26',
        'Light cured',
        'Retention good',
        'Fluoride varnish painted on all teeth',
      ],
      NOTES: 'Mum with him. He was a bit wobbly at first but settled once we showed him the tickle brush',
      NV: ["Sealants 36, 46 once they're fully through"],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ar06-uk-asr-denture-ease-lower-ulcer-allotment-chat',
    style: 'UK',
    asr: true,
    transcript:
      'he came in for a denture ease the new lower is rubbing on the left he says it\'s like walking on a stone when he eats lovely man talked my ear off about his allotment medical history no change still on warfarin intra oral small ulcer lower left lingual sulcus near where the thirty four would be about three millimetres no sign of anything nasty pressure indicating paste on the fitting surface lingual flange eased on the left er smoothed and polished he says it feels much better now advised salty mouthwashes and to leave it out if it\'s sore review two weeks just to make sure the ulcer\'s healed',
    expect: {
      CC: "Denture ease. New lower is rubbing on the left. He says it's like walking on a stone when he eats",
      'MED HX': 'No change. Still on warfarin',
      INTRA: 'Small ulcer lower left lingual sulcus near where 34 would be about 3 mm. No sign of anything nasty',
      CONSULT: "Advised salty mouthwashes and to leave it out if it's sore",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste on the fitting surface',
        'Lingual flange eased on the left',
        'Smoothed and polished',
      ],
      NOTES: 'He says it feels much better now',
      'F/U': "Review 2 weeks just to make sure the ulcer's healed",
    },
  }),
  defineCase({
    id: 'ar07-uk-asr-palmer-crown-prep-ul6-emax-fee',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'so she came in for the crown prep upper left six she\'d decided at her check up to go ahead medical history no change takes sertraline discussed again porcelain bonded versus all ceramic she went for emax it\'s four hundred and twenty pounds and she was fine with that signed the consent form la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left six old amalgam out bit of decay underneath removed core built up with composite crown prep upper left six margins sort of just subgingival palatally retraction cord impressions upper and lower bite reg shade a two temp crown made with protemp cemented with tempbond next visit crown fit upper left six in two weeks',
    expect: {
      CC: 'Crown prep UL6',
      'MED HX': 'No change. Takes sertraline',
      CONSULT:
        "She'd decided at her check up to go ahead. Discussed again porcelain bonded versus all ceramic. She went for emax. It's £420 and she was fine with that",
      CONSENT: 'Signed the consent form',
      'TX TODAY': ['Crown prep UL6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Old amalgam out',
        'Bit of decay underneath removed',
        'Core built up with composite',
        'Crown prep UL6',
        'Margins sort of just subgingival palatally',
        'Retraction cord',
        'Impressions upper and lower',
        'Bite reg',
        'Shade A2',
        'Temp crown made with Protemp',
        'Cemented with Tempbond',
      ],
      NV: ['Crown fit UL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ar08-uk-typed-palmer-dry-socket-ll8-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended with pain after extraction of LL8 4 days ago, poor thing. Says the pain started again on day 2 and it's now throbbing up to her ear. Not sleeping. MH: no changes, smoker, cut down to 5 a day she says. EO: no swelling, no lymphadenopathy. LL8 socket empty, no clot, bony walls exposed, smells a bit. Dx: dry socket LL8. Explained what it is and that it's not infected as such. No LA needed. Socket irrigated with warm saline, Alvogyl packed. Advised ibuprofen 400 mg and paracetamol together, went through the doses with her. Told her to stop smoking for a few days at least, fingers crossed. Review in 3 days if no better.",
    expect: {
      CC: "Pain after extraction of LL8 4 days ago. Says the pain started again on day 2 and it's now throbbing up to her ear. Not sleeping",
      'MED HX': 'No changes, smoker, cut down to 5 a day she says',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'LL8 socket empty, no clot, bony walls exposed, smells a bit',
      DX: ['Dry socket LL8'],
      CONSULT:
        "Explained what it is and that it's not infected as such. Advised ibuprofen 400 mg and paracetamol together, went through the doses with her. Told her to stop smoking for a few days at least",
      TX: ['No LA needed', 'Socket irrigated with warm saline', 'Alvogyl packed'],
      'F/U': 'Review in 3 days if no better',
    },
  }),
  defineCase({
    id: 'ar09-uk-asr-crown-recement-21-crusty-roll',
    style: 'UK',
    asr: true,
    transcript:
      'right she came in with the front crown off fell out last night eating a crusty roll she brought it in a tissue medical history no changes still on the blood pressure tablets er can\'t remember which she says on examination twenty one post crown off post still in the root core looks sound no decay I could see um crown and tooth cleaned up twenty one crown recemented with relyx unicem excess removed bite checked told her no toffees and nothing too hard on it if it comes out again we might have to talk about a new post crown or an implant lovely lady recall as normal',
    expect: {
      CC: 'Front crown off. Fell out last night eating a crusty roll',
      'MED HX': "No changes. Still on the blood pressure tablets. Can't remember which she says",
      DENTAL: [['21', 'Post crown off, post still in the root, core looks sound, no decay I could see']],
      CONSULT:
        'Told her no toffees and nothing too hard on it. If it comes out again we might have to talk about a new post crown or an implant',
      'TX TODAY': ['Crown recement 21'],
      TX: ['Crown and tooth cleaned up', '21 crown recemented with RelyX Unicem', 'Excess removed', 'Bite checked'],
      NOTES: 'She brought it in a tissue',
      'F/U': 'Recall as normal',
    },
  }),
  defineCase({
    id: 'ar10-uk-asr-obturation-36-mb2-onlay-chat',
    style: 'UK',
    asr: true,
    transcript:
      'second visit for the root canal on thirty six she says it\'s been much better since last time just a bit of a dull ache for a day or two after medical history same as before la two point two mls articaine I mean lidocaine two percent one in eighty thousand adrenaline id block left rubber dam on dressing out canals irrigated with hypochlorite four canals including mb two master cone pa all to length thirty six obturated with gutta percha and ah plus lateral condensation cavit on top post op pa good seal no voids she\'s going to have a think about a crown on thirty six we talked about an onlay as well next visit onlay prep thirty six if she goes for it I think that\'s everything',
    expect: {
      CC: "Second visit for the root canal on 36. She says it's been much better since last time just a bit of a dull ache for a day or two after",
      'MED HX': 'Same as before',
      RADIO: 'Master cone PA all to length. Post-op PA good seal no voids',
      CONSULT: "She's going to have a think about a crown on 36. Talked about an onlay as well",
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam on',
        'Dressing out',
        'Canals irrigated with hypochlorite',
        '4 canals including MB2',
        '36 obturated with gutta percha and AH Plus',
        'Lateral condensation',
        'Cavit on top',
      ],
      NV: ['Onlay prep 36 if she goes for it'],
    },
  }),
  defineCase({
    id: 'ar11-uk-typed-check-up-bws-twinge-25-quote',
    style: 'UK',
    asr: false,
    transcript:
      "Routine check-up. Nothing bothering her, she says, apart from the odd twinge upper left with cold drinks. MH: no changes, though she's started HRT since last time. Doesn't smoke, drinks a couple of glasses of wine at the weekend. EO: NAD. IO: soft tissues healthy, OH good. BPE 1 1 1 / 1 1 1. BWs taken (due), grade 1: 25 distal caries into dentine, 15 and 45 fine. Charting: 26 mesial overhang on old amalgam, 17 missing. Dx: caries 25 (probably her twinge). Explained we'd fill 25 and sort the overhang at the same visit, she's happy with that. Gave her a quote of £95. Her son's getting married next month so she's off to buy a hat! NV: DO composite 25, smooth overhang 26. Recall 9 months.",
    expect: {
      CC: 'Routine check-up. Nothing bothering her, she says, apart from the odd twinge upper left with cold drinks',
      'MED HX':
        "No changes, though she's started HRT since last time. Doesn't smoke, drinks a couple of glasses of wine at the weekend",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, OH good',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'BWs taken (due), grade 1: 25 distal caries into dentine, 15 and 45 fine',
      DENTAL: [
        ['26', 'M overhang on old amalgam'],
        ['17', 'Missing'],
      ],
      DX: ['Caries 25 (probably her twinge)'],
      CONSULT:
        "Explained we'd fill 25 and sort the overhang at the same visit, she's happy with that. Gave her a quote of £95",
      NV: ['DO composite 25', 'Smooth overhang 26'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ar12-uk-asr-palmer-short-lost-filling-ur5-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'quick one he lost a filling upper right five on sunday no pain just food trapping medical history no changes upper right five big mesial occlusal distal cavity no decay really no la temporary dressing upper right five with glass ionomer he wants it done properly next week next visit mesial occlusal distal composite upper right five',
    expect: {
      CC: 'He lost a filling UR5 on Sunday. No pain just food trapping',
      'MED HX': 'No changes',
      DENTAL: [['UR5', 'Big MOD cavity, no decay really']],
      CONSULT: 'He wants it done properly next week',
      'TX TODAY': ['Temporary dressing UR5'],
      TX: ['No LA', 'Temporary dressing UR5 with glass ionomer'],
      NV: ['MOD composite UR5'],
    },
  }),
  defineCase({
    id: 'ar13-us-asr-mo-composite-3-latex-grandkids',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'so she came in for the filling on number three she told me she\'s been chewing on the other side for a month medical history no changes allergic to latex two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration number three and a palatal she was chatting away about her grandkids the whole time non latex rubber dam placed mesial occlusal caries removed on three pretty close to the pulp so I put down some vitrebond uh composite placed shade a two she was happy with the color bite adjusted polished next visit cleaning with the hygienist in two months',
    expect: {
      CC: "Filling on #3. She told me she's been chewing on the other side for a month",
      'MED HX': 'No changes. Allergic to latex',
      'TX TODAY': ['MO composite #3'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #3 + palatal infiltration',
        'Non latex rubber dam placed',
        'MO caries removed #3 pretty close to the pulp',
        'Put down some Vitrebond',
        'Composite placed',
        'Shade A2',
        'Bite adjusted',
        'Polished',
      ],
      NOTES: 'She was chatting away about her grandkids the whole time. She was happy with the color',
      NV: ['Cleaning with the hygienist in 2 months'],
    },
  }),
  defineCase({
    id: 'ar14-us-asr-surgical-extraction-32-pericoronitis-trooper',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay she came in with pain lower right at the back she says it\'s been killing her since saturday can\'t open properly medical history on birth control and uh sertraline no allergies extra oral slight swelling right angle of the mandible limited opening about thirty millimeters number thirty two partially erupted with a red swollen operculum pano shows thirty two mesioangular close to the canal diagnosis pericoronitis thirty two went over the risks numbness dry socket infection she wants it out today signed consent three carpules articaine four percent one to one hundred thousand epi right ianb and long buccal flap raised bone removed tooth sectioned surgical extraction thirty two socket irrigated with saline two sutures post op instructions rx amoxicillin five hundred milligrams three times a day for five days ibuprofen six hundred milligrams as needed she was a trooper see her in a week to take the sutures out',
    expect: {
      CC: "Pain lower right at the back. She says it's been killing her since Saturday. Can't open properly",
      'MED HX': 'On birth control and sertraline. No allergies',
      EXTRA: 'Slight swelling right angle of the mandible. Limited opening about 30 mm',
      DENTAL: [['32', 'Partially erupted with a red swollen operculum']],
      RADIO: 'Pano shows #32 mesioangular close to the canal',
      DX: ['Pericoronitis #32'],
      CONSULT: 'Went over the risks numbness dry socket infection. She wants it out today',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + long buccal',
        'Flap raised',
        'Bone removed',
        'Tooth sectioned',
        'Surgical extraction #32',
        'Socket irrigated with saline',
        '2 sutures',
        'Post-op instructions',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Ibuprofen 600 mg as needed',
      ],
      NOTES: 'She was a trooper',
      'F/U': 'See her in a week to take the sutures out',
    },
  }),
  defineCase({
    id: 'ar15-us-asr-child-pulpotomy-ssc-t-nervous-treasure-box',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'came in for the tooth lower right that\'s been hurting when he eats mom with him bless his heart he was so nervous coming in medical history healthy no meds no allergies tooth t has big distal occlusal decay no swelling no mobility bitewing shows decay close to the pulp on t diagnosis deep caries t talked to mom about a baby root canal and a silver crown versus pulling it mom wants to save it mom gave verbal consent one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam decay removed pulp exposure um pulpotomy on t with formocresol no wait with mta then stainless steel crown on t size four cemented with glass ionomer he did amazing after the first couple of minutes got a prize from the treasure box next visit fillings on k and l',
    expect: {
      CC: "Tooth lower right that's been hurting when he eats",
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [['T', 'Big DO decay, no swelling, no mobility']],
      RADIO: 'Bitewing shows decay close to the pulp on #T',
      DX: ['Deep caries #T'],
      CONSULT: 'Talked to mom about a baby root canal and a silver crown versus pulling it. Mom wants to save it',
      CONSENT: 'Mom gave verbal consent',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Decay removed',
        'Pulp exposure',
        'Pulpotomy #T with MTA',
        'Stainless steel crown #T size 4 cemented with glass ionomer',
      ],
      NOTES: 'Mom with him. He was so nervous coming in. He did amazing after the first couple of minutes',
      NV: ['Fillings #K, #L'],
    },
  }),
  defineCase({
    id: 'ar16-us-typed-prophy-wedding-chat-flossing-admission',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for 6 month cleaning. Caught up on her daughter's wedding plans - sounds lovely. Med hx: no changes, still on lisinopril and metformin. BP 142/88, she says she's been a bit stressed. PSR 2 2 2 / 2 2 2. Generalized light plaque, some bleeding on probing around the lower molars. Prophy with Cavitron and hand scaling. Polished. Flossed. OHI given, went over flossing technique again. She admits she's only flossing once a week or so. Fluoride varnish declined. #14 buccal composite slightly stained at the margin. Recall 6 months.",
    expect: {
      CC: '6 month cleaning',
      'MED HX': "No changes, still on lisinopril and metformin. BP 142/88, she says she's been a bit stressed",
      PERIO: 'PSR 2 2 2 / 2 2 2. Generalized light plaque, some bleeding on probing around the lower molars',
      DENTAL: [['14', 'B composite slightly stained at the margin']],
      CONSULT: 'Fluoride varnish declined',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Prophy with Cavitron and hand scaling',
        'Polished',
        'Flossed',
        'OHI given',
        'Went over flossing technique again',
      ],
      NOTES: "She admits she's only flossing once a week or so",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ar17-us-asr-crown-seat-19-no-anesthetic-late-bp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'he came in for crown seat on nineteen the temporary came off twice he says which is a pain medical history nothing new no anesthetic needed temp removed cement cleaned off crown tried in adjusted the mesial contact it was a little tight margins good took the bite down a touch shade looks great he was really pleased uh crown cemented on nineteen with relyx unicem cleaned up the excess floss through both contacts bite rechecked fine and before I forget bp was one thirty over eighty five next visit cleaning in three months',
    expect: {
      CC: 'Crown seat on #19. Temporary came off twice he says',
      'MED HX': 'Nothing new. BP was 130/85',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic needed',
        'Temp removed',
        'Cement cleaned off',
        'Crown tried in',
        'Adjusted the mesial contact it was a little tight',
        'Margins good',
        'Took the bite down a touch',
        'Shade looks great',
        'Crown cemented #19 with RelyX Unicem',
        'Cleaned up the excess',
        'Floss through both contacts',
        'Bite rechecked fine',
      ],
      NOTES: 'He was really pleased',
      NV: ['Cleaning in 3 months'],
    },
  }),
  defineCase({
    id: 'ar18-us-asr-emergency-extirpation-14-worst-pain-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency she came in with throbbing upper left since last night she says it\'s the worst pain she\'s ever had medical history hypothyroid on synthroid allergic to codeine makes her sick number fourteen deep distal caries under an old filling very tender to percussion cold lingers pa shows widened pdl on fourteen diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis fourteen went through options root canal and crown or extraction she wants to keep it verbal consent two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam accessed fourteen um fourteen pulp extirpated from all three canals I mean four canals mb two was there too irrigated with sodium hypochlorite calcium hydroxide and cavit rx ibuprofen six hundred milligrams every six hours next visit cleaning and shaping on fourteen',
    expect: {
      CC: "Emergency. Throbbing upper left since last night. She says it's the worst pain she's ever had",
      'MED HX': 'Hypothyroid on Synthroid. Allergic to codeine makes her sick',
      DENTAL: [['14', 'Deep D caries under an old filling, very tender to percussion, cold lingers']],
      RADIO: 'PA shows widened PDL on #14',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: 'Went through options root canal and crown or extraction. She wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Accessed #14',
        '#14 pulp extirpated from all 4 canals',
        'MB2 was there too',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      NV: ['Cleaning and shaping #14'],
    },
  }),
  defineCase({
    id: 'ar19-us-asr-srp-lower-left-smoker-late-aspirin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for deep cleaning lower left right side was done last month and he says the bleeding\'s a lot better on that side medical history no changes still smoking about half a pack a day advised quitting again pockets five to six millimeters lower left with bleeding four carpules no sorry two carpules lidocaine two percent one to one hundred thousand epi left ianb scaling and root planing lower left quadrant with the cavitron and graceys lots of subgingival calculus arestin in number nineteen distal and eighteen mesial oral hygiene instructions with the proxabrush he\'s much better at it now oh and baby aspirin daily I forgot to mention plan periodontal maintenance every three months next visit scaling and root planing upper left',
    expect: {
      CC: "Deep cleaning lower left. Right side was done last month and he says the bleeding's a lot better on that side",
      'MED HX': 'No changes. Still smoking about half a pack a day. Baby aspirin daily',
      PERIO: 'Pockets 5 to 6 mm lower left with bleeding',
      CONSULT: 'Advised quitting again',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Scaling and root planing lower left quadrant with the Cavitron and Graceys',
        'Lots of subgingival calculus',
        'Arestin in #19 distal and #18 mesial',
        'Oral hygiene instructions with the Proxabrush',
      ],
      'TX PLAN': ['Periodontal maintenance every 3 months'],
      NOTES: "He's much better at it now",
      NV: ['SRP upper left'],
    },
  }),
  defineCase({
    id: 'ar20-us-typed-complete-dentures-fit-flat-ridge',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for delivery of new upper and lower complete dentures - she's been waiting ages, bless her. Med hx: no changes, on Eliquis. Dentures fitted. Retention good on the upper, lower a bit loose as expected with her flat ridge. Couple of pressure spots on the lower relieved with PIP. Occlusion checked and balanced. She loves the look of them. Advised to take them out at night, soak them and brush her gums. Told her the lower will take some getting used to and might need adhesive. Review in 1 week for adjustments.",
    expect: {
      CC: 'Delivery of new upper and lower complete dentures',
      'MED HX': 'No changes, on Eliquis',
      CONSULT:
        'Advised to take them out at night, soak them and brush her gums. Told her the lower will take some getting used to and might need adhesive',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures fitted',
        'Retention good on the upper',
        'Lower a bit loose as expected with her flat ridge',
        'Couple of pressure spots on the lower relieved with PIP',
        'Occlusion checked and balanced',
      ],
      NOTES: 'She loves the look of them',
      'F/U': 'Review in 1 week for adjustments',
    },
  }),
  defineCase({
    id: 'ar21-us-asr-fractured-l-cusp-30-irm-after-holidays',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'walk in emergency he broke a tooth lower right on a popcorn kernel last night um it\'s sort of sensitive to cold and he says his tongue keeps catching it medical history no changes allergic to sulfa number thirty fractured lingual cusp next to the old amalgam looks like the crack might go below the gum line a bit not tender to bite pa no periapical issues diagnosis fractured cusp thirty possibly cracked tooth explained he\'ll need a crown and there\'s a chance it might need a root canal if the crack goes deeper he\'d rather wait till after the holidays for the crown I get it no anesthetic smoothed the sharp edges temporary dressing irm on thirty bite checked next visit crown prep number thirty',
    expect: {
      CC: "Walk in emergency. He broke a tooth lower right on a popcorn kernel last night. It's sort of sensitive to cold and he says his tongue keeps catching it",
      'MED HX': 'No changes. Allergic to sulfa',
      DENTAL: [
        [
          '30',
          'Fractured L cusp next to the old amalgam, looks like the crack might go below the gum line a bit, not tender to bite',
          'L cusp',
        ],
      ],
      RADIO: 'PA no periapical issues',
      DX: ['Fractured cusp #30', 'Possibly cracked tooth'],
      CONSULT:
        "Explained he'll need a crown and there's a chance it might need a root canal if the crack goes deeper. He'd rather wait till after the holidays for the crown",
      'TX TODAY': ['Temporary dressing #30'],
      TX: ['No anesthetic', 'Smoothed the sharp edges', 'Temporary dressing IRM #30', 'Bite checked'],
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'ar22-us-asr-night-guard-title-from-cc-late-tmj',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'he came in for night guard delivery impressions were taken last visit his wife says he grinds like crazy at night um medical history no changes takes lisinopril tried the guard in fits nicely a bit tight on the anteriors so relieved it a touch checked the bite on it even contacts all round he said it feels weird but ok showed him how to clean it and to keep it in the case his dog ate his last retainer apparently oh and the jaw muscles were tender on the right side when I felt them no clicking next visit six month check and cleaning',
    expect: {
      CC: 'Night guard delivery. Impressions were taken last visit. His wife says he grinds like crazy at night',
      'MED HX': 'No changes. Takes lisinopril',
      EXTRA: 'Jaw muscles were tender on the right side when I felt them. No clicking',
      CONSULT: 'Showed him how to clean it and to keep it in the case',
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried the guard in',
        'Fits nicely',
        'Bit tight on the anteriors so relieved it a touch',
        'Checked the bite on it',
        'Even contacts all round',
      ],
      NOTES: 'He said it feels weird but ok',
      NV: ['6 month check and cleaning'],
    },
  }),
  defineCase({
    id: 'ar23-us-typed-do-amalgam-19-sealant-18-abrasion-8-9',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for filling #19, the one we found at her recall. Med hx: no changes. Quick catch-up about her new job - she's loving it. 1 carpule 2% lido 1:100k epi, left IANB. Isolite. #19 DO caries removed, wasn't as deep as I thought, good news. Tofflemire. Amalgam placed, carved, bite adjusted. Fissure sealant on #18 as well. She mentioned her upper front teeth feel sensitive sometimes. #8 and #9 have some facial abrasion at the gumline. Sensodyne recommended. Next visit: prophy in 4 months.",
    expect: {
      CC: 'Filling #19, the one we found at her recall. She mentioned her upper front teeth feel sensitive sometimes',
      'MED HX': 'No changes',
      DENTAL: [
        ['8', 'Some F abrasion at the gumline'],
        ['9', 'Some F abrasion at the gumline'],
      ],
      CONSULT: 'Sensodyne recommended',
      'TX TODAY': ['DO amalgam #19', 'Fissure sealant #18'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Isolite',
        '#19 DO caries removed',
        "Wasn't as deep as I thought",
        'Tofflemire',
        'Amalgam placed',
        'Carved',
        'Bite adjusted',
        'Fissure sealant #18 as well',
      ],
      NV: ['Prophy in 4 months'],
    },
  }),
  defineCase({
    id: 'ar24-us-asr-incision-drainage-29-clindamycin-er-advice',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency she came in with a swelling lower right since yesterday she says her face is sort of tight and it\'s throbbing medical history type two diabetic on metformin allergic to penicillin gives her a rash extra oral mild swelling right lower face no trismus temp ninety nine point one intra oral fluctuant swelling buccal to twenty nine twenty nine has a big old crown tender to percussion pa large radiolucency at the apex of twenty nine diagnosis acute apical abscess twenty nine we talked about root canal or extraction she wants to think about it and talk to her husband so today two carpules lidocaine two percent one to one hundred thousand epi right mental block incision and drainage on twenty nine lots of pus irrigated with saline rx clindamycin three hundred milligrams four times a day for seven days told her to go to the er if the swelling spreads or she can\'t swallow review in two days',
    expect: {
      CC: "Emergency. Swelling lower right since yesterday. She says her face is sort of tight and it's throbbing",
      'MED HX': 'Type 2 diabetic on metformin. Allergic to penicillin gives her a rash',
      EXTRA: 'Mild swelling right lower face. No trismus. Temp 99.1',
      INTRA: 'Fluctuant swelling buccal to #29',
      DENTAL: [['29', 'Big old crown tender to percussion']],
      RADIO: 'PA large radiolucency at the apex of #29',
      DX: ['Acute apical abscess #29'],
      CONSULT:
        "Talked about root canal or extraction. She wants to think about it and talk to her husband. Told her to go to the ER if the swelling spreads or she can't swallow",
      'TX TODAY': ['Incision and drainage #29', 'Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, mental block right',
        'Incision and drainage #29',
        'Lots of pus',
        'Irrigated with saline',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
      ],
      'F/U': 'Review in 2 days',
    },
  }),
];
