// A thirty-fourth development batch (ids aj01–aj24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is chatty, conversational dictation, as a dentist talks
// into the phone walking back to the office: full sentences with "so", "basically", "we went ahead and", "I've",
// "she's", "he said", "I told her", "looks like", "kind of", hedges and asides; quotes and fees, what the patient asked
// and decided, agreement said in passing ("she's happy to go ahead", "he's okay with that"), treatment told as a story in
// the past tense ("I numbed her up with …", "took out the old filling", "we put two sutures in"), findings mentioned
// along the way, and what happens next. Visits: fillings, extractions, root canal visits, crown prep and fit, hygiene
// (scale and polish, prophy, SRP), children (a Hall crown, a pulpotomy and stainless steel crown, an extraction),
// emergencies, dentures, a whitening consult and an in-office whitening visit, a partial denture eased, a new-patient exam. UK and US (12 each); FDI, Palmer
// (five cases) and Universal (primary teeth by letter); 16 recogniser-style and 8 typed; two cases with appended
// dictation ("add to treatment …", "change recall … to …", "add to notes …", "remove …").
//
// Judgement calls where the contract was silent:
// - Hedges, asides and framing words that are not on the contract's lists of fillers, clause openers or header words
//   ("basically", "kind of", "we went ahead and", "I", "we", "looks like") stay where they are said:
//   the contract's clean-up lists are closed ("Only what was said"). Only "today we" at the head of a clause goes (TX
//   header, as "we did" is: "we did nitrous fifty percent" → "Nitrous 50%"), and a clause opener ("so", "and",
//   "then") goes at the head of a clause. Numbers said inside chat are digits ("two fillings" → "2 fillings").
// - The patient agreeing in passing without the word consent ("she's happy to go ahead", "he's okay with that", "mum's
//   happy with the plan") is the patient's decision, so CONSULT; CONSENT only when consent, a consent form or "signed
//   the form" is said.
// - "took out the old filling / amalgam" names no extraction: the naming table's "took out" is of a tooth or root, so
//   only a tooth taken out ("we went ahead and took out #30") is titled Extraction.
// - A denture "eased" on the day it is fitted ("eased the lingual flange a bit") is a step of the fit, not a
//   separate "Denture adjustment" title; dentures "fitted" ("we went ahead and fitted them", the dentures named in the
//   complaint) are titled "Denture fit".
// - "Told her / him …" advice after treatment is CONSULT (also when it is about after-care, as more18 labels it);
//   "post op instructions given" said as such is a TX step.
// - An extraction told as a story without a naming verb ("got it out in the end") takes its title from the complaint
//   ("in for the extraction of 36" → "Extraction 36"), as the contract says for a day's treatment that names no
//   procedure.
// - Canals irrigated during a root canal visit are said with "canals" so no "Irrigation" title arises; a socket
//   irrigated is no title.
// - How the patient was during or after the visit ("she was brilliant", "he loved it", "she felt much better before she
//   left") is NOTES; who came with the patient is NOTES.
// - A finding noticed during treatment ("#S had deep decay", "the distal root snapped") is a TX step, not a chart entry
//   (OE.DENTAL is the examination's).
// - A step told with its tooth in the same breath ("did a disto occlusal amalgam on the lower right six", "layered MI
//   composite on #9") was dictated so that the filling's title does not depend on an earlier step; "LR5 just a small
//   occlusal composite" is titled "O composite LR5".
// - Chatty remarks about the patient's complaint said straight after it ("he said it settled down within a day", "she
//   said her gums have been bleeding") stay in CC; "she said her last A1c was 6.8" after the history stays in MED HX.
// - Teeth said in words in the text fields keep their connecting words ("Filling on 36 …"); rule 6 drops them in list
//   items only.
import { defineCase, type NotesCase } from '../case.ts';

export const more34Cases: NotesCase[] = [
  defineCase({
    id: 'aj01-uk-asr-chatty-mo-composite-36-old-filling-out-dycal',
    style: 'UK',
    asr: true,
    transcript:
      'okay so she came in for the filling on thirty six that we found at her check up um medical history no changes I numbed her up with one cartridge of articaine four percent one in a hundred thousand adrenaline buccal infiltration we put the rubber dam on took out the old filling there was quite a bit of decay underneath kind of close to the nerve so I put a dycal liner in then a mesial occlusal composite on thirty six shade a three checked the bite it was fine she was happy with it I told her it might be a bit sensitive for a few days next time scale and polish with the hygienist',
    expect: {
      CC: 'Filling on 36 that we found at her check up',
      'MED HX': 'No changes',
      CONSULT: 'I told her it might be a bit sensitive for a few days',
      'TX TODAY': ['MO composite 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration',
        'We put the rubber dam on',
        'Took out the old filling',
        'There was quite a bit of decay underneath kind of close to the nerve',
        'I put a Dycal liner in',
        'MO composite 36',
        'Shade A3',
        'Checked the bite, it was fine',
      ],
      NOTES: 'She was happy with it',
      NV: ['Scale and polish with the hygienist'],
    },
  }),
  defineCase({
    id: 'aj02-us-asr-chatty-emergency-extraction-30-abscess-amoxicillin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'alright so emergency visit broken down lower molar number thirty he said it has been throbbing for like a week and keeping him up at night medical history he is on lisinopril for blood pressure no allergies took a pa it looks like there is a big abscess at the apex of thirty I told him it is basically non restorable and went over the options root canal and crown or extraction he does not want to spend the money on a crown he just wants it out he is okay with the risks we went over um two carpules lidocaine two percent with one to one hundred thousand epi right ianb we went ahead and took out thirty it came out in one piece irrigated the socket put in some gelfoam placed one gut suture gave him post op instructions prescribed amoxicillin five hundred milligrams three times a day for seven days follow up in one week',
    expect: {
      CC: 'Emergency visit. Broken down lower molar #30. He said it has been throbbing for like a week and keeping him up at night',
      'MED HX': 'He is on lisinopril for blood pressure. No allergies',
      RADIO: 'Took a PA. It looks like there is a big abscess at the apex of #30',
      CONSULT:
        'I told him it is basically non restorable and went over the options root canal and crown or extraction. He does not want to spend the money on a crown. He just wants it out. He is okay with the risks we went over',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'We went ahead and took out #30',
        'It came out in one piece',
        'Irrigated the socket',
        'Put in some Gelfoam',
        'Placed 1 gut suture',
        'Gave him post op instructions',
        'Prescribed amoxicillin 500 mg 3 times a day for 7 days',
      ],
      'F/U': 'Follow up in 1 week',
    },
  }),
  defineCase({
    id: 'aj03-uk-asr-palmer-chatty-rct-completion-ur6-crown-quote',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'right so he came in for the root canal on the upper right six no problems since the dressing he said it settled down within a day medical history no changes two point two mls articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration rubber dam on took the dressing out found three canals sorry four canals including an mb two cleaned and shaped to working length canals irrigated with sodium hypochlorite then obturated upper right six with gutta percha and ah plus put a cavit seal on top I told him he will need a crown on it quoted him five hundred and fifty pounds for the crown he is okay with that he wants to go ahead next visit crown prep upper right six',
    expect: {
      CC: 'Root canal on UR6. No problems since the dressing. He said it settled down within a day',
      'MED HX': 'No changes',
      CONSULT:
        'I told him he will need a crown on it. Quoted him £550 for the crown. He is okay with that. He wants to go ahead',
      'TX TODAY': ['Obturation UR6'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Rubber dam on',
        'Took the dressing out',
        'Found 4 canals including an MB2',
        'Cleaned and shaped to working length',
        'Canals irrigated with sodium hypochlorite',
        'Obturated UR6 with gutta percha and AH Plus',
        'Put a Cavit seal on top',
      ],
      NV: ['Crown prep UR6'],
    },
  }),
  defineCase({
    id: 'aj04-us-typed-chatty-recall-prophy-bwx-whitening-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "She's in for her 6 month cleaning, says her gums bleed a bit when she flosses. Med hx: no changes, still on levothyroxine. PSR 2 2 2 / 2 2 2, some bleeding on the lower anteriors. Took 4 BWX, no new decay. #14 has a craze line in the MO amalgam, asymptomatic. Prophy with the Cavitron, polished. Went over flossing again, I told her to try a water flosser. She asked about whitening, quoted $450 for take-home trays, she's going to think about it. Recall 6 months.",
    expect: {
      CC: 'Her 6 month cleaning, says her gums bleed a bit when she flosses',
      'MED HX': 'No changes, still on levothyroxine',
      PERIO: 'PSR 2 2 2 / 2 2 2, some bleeding on the lower anteriors',
      RADIO: 'Took 4 BWX, no new decay',
      DENTAL: [['14', 'Craze line in the MO amalgam, asymptomatic']],
      CONSULT:
        "Went over flossing again, I told her to try a water flosser. She asked about whitening, quoted $450 for take-home trays, she's going to think about it",
      'TX TODAY': ['Prophy'],
      TX: ['Prophy with the Cavitron', 'Polished'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aj05-uk-asr-chatty-child-hall-crown-75-mum-fizzy-drinks',
    style: 'UK',
    asr: true,
    transcript:
      'okay so she is in for her check up and she has been complaining about the bottom left back tooth when she has sweets mum is with her medical history fit and well no allergies seventy five has a big cavity on the distal seventy four looks fine had a chat with mum about the fizzy drinks I told her to cut them down to mealtimes we went ahead and put a hall crown on seventy five no numbing needed she was brilliant then fluoride varnish on all her teeth mum is happy with the plan next visit fissure sealants on thirty six and forty six recall three months',
    expect: {
      CC: 'Her check up. She has been complaining about the bottom left back tooth when she has sweets',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['75', 'Big D cavity'],
        ['74', 'Looks fine'],
      ],
      CONSULT:
        'Had a chat with mum about the fizzy drinks. I told her to cut them down to mealtimes. Mum is happy with the plan',
      'TX TODAY': ['SSC 75', 'Fluoride varnish'],
      TX: ['We went ahead and put a Hall crown 75', 'No numbing needed', 'Fluoride varnish on all her teeth'],
      NOTES: 'Mum is with her. She was brilliant',
      NV: ['Fissure sealants 36, 46'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'aj06-us-asr-chatty-crown-prep-19-latex-allergy-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh so she is in for the crown prep on nineteen she has had that big cracked amalgam for ages medical history no changes she is allergic to latex so we used the non latex dam I numbed her up with two carpules of articaine four percent one to one hundred thousand epi left ianb took off the old amalgam there was a crack across the pulpal floor but it did not go into the pulp did a core buildup with fluorocore crown prep on nineteen for zirconia took a scan with the itero shade a two temp crown made with luxatemp cemented with tempbond she is happy with the temp insurance should cover about half and she is okay with paying the rest which is about six hundred dollars next visit seat crown on nineteen in three weeks',
    expect: {
      CC: 'Crown prep on #19. She has had that big cracked amalgam for ages',
      'MED HX': 'No changes. She is allergic to latex',
      CONSULT: 'Insurance should cover about half and she is okay with paying the rest which is about $600',
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'We used the non latex dam',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Took off the old amalgam',
        'There was a crack across the pulpal floor but it did not go into the pulp',
        'Did a core buildup with Fluorocore',
        'Crown prep #19 for zirconia',
        'Took a scan with the iTero',
        'Shade A2',
        'Temp crown made with Luxatemp',
        'Cemented with TempBond',
      ],
      NOTES: 'She is happy with the temp',
      NV: ['Crown fit #19 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'aj07-uk-typed-chatty-emergency-extraction-48-pericoronitis',
    style: 'UK',
    asr: false,
    transcript:
      "Saw him as an emergency this morning. Basically 48 has been flaring up on and off for months, he's had 2 courses of antibiotics from his GP and he's fed up, wants it out. MH: asthma, uses a blue inhaler, allergic to penicillin. O/E 48 partially erupted with inflamed operculum. OPG from last year shows 48 vertically impacted, roots well clear of the canal. Dx: recurrent pericoronitis 48. Went through the risks (pain, swelling, dry socket, numbness) and he signed the consent form. LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration. Took out 48 with forceps, came out easily, no need to raise a flap. Bite pack, haemostasis fine. Post-op instructions given verbally and written. Advised paracetamol and ibuprofen for pain. Review only if problems.",
    expect: {
      CC: "Saw him as an emergency this morning. Basically 48 has been flaring up on and off for months, he's had 2 courses of antibiotics from his GP and he's fed up, wants it out",
      'MED HX': 'Asthma, uses a blue inhaler, allergic to penicillin',
      DENTAL: [['48', 'Partially erupted with inflamed operculum']],
      RADIO: 'OPG from last year shows 48 vertically impacted, roots well clear of the canal',
      DX: ['Recurrent pericoronitis 48'],
      CONSULT: 'Went through the risks (pain, swelling, dry socket, numbness). Advised paracetamol and ibuprofen for pain',
      CONSENT: 'He signed the consent form',
      'TX TODAY': ['Extraction 48'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        'Took out 48 with forceps',
        'Came out easily',
        'No need to raise a flap',
        'Bite pack',
        'Haemostasis fine',
        'Post-op instructions given verbally and written',
      ],
      'F/U': 'Review only if problems',
    },
  }),
  defineCase({
    id: 'aj08-us-asr-chatty-pulpectomy-14-pregnant-happy-to-go-ahead',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so she came in with bad pain upper left number fourteen she said it started over the weekend it's throbbing now hot and cold make it worse um medical history she's pregnant about twenty weeks her ob said local anesthetic is fine fourteen lingering pain to cold and tender to percussion pa shows widened pdl on the palatal root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis fourteen I went over root canal versus extraction she wants to save it she's happy to go ahead two carpules lidocaine two percent with one to one hundred thousand epi buccal and palatal infiltration rubber dam we went ahead and did a pulpectomy on fourteen found three canals canals irrigated with sodium hypochlorite calcium hydroxide placed cavit temp on top she felt much better before she left next visit complete root canal fourteen in two weeks",
    expect: {
      CC: "Bad pain upper left #14. She said it started over the weekend it's throbbing now hot and cold make it worse",
      'MED HX': "She's pregnant about 20 weeks. Her OB said local anesthetic is fine",
      DENTAL: [['14', 'Lingering pain to cold and tender to percussion']],
      RADIO: 'PA shows widened PDL on the palatal root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: "I went over root canal versus extraction. She wants to save it. She's happy to go ahead",
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Rubber dam',
        'We went ahead and did a pulpectomy #14',
        'Found 3 canals',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cavit temp on top',
      ],
      NOTES: 'She felt much better before she left',
      NV: ['Complete RCT #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'aj09-uk-asr-chatty-denture-fit-full-upper-cocr-lower-eased',
    style: 'UK',
    asr: true,
    transcript:
      "right so she's in for the fit of her new dentures full upper and cobalt chrome partial lower medical history no changes still on amlodipine tried them in first she was really pleased with how they look we went ahead and fitted them retention's good on both occlusion checked with articulating paper the lower was catching her tongue on the right so I eased the lingual flange a bit I told her to take them out at night and clean them after meals review in a week for an ease if she needs it",
    expect: {
      CC: 'Fit of her new dentures full upper and cobalt chrome partial lower',
      'MED HX': 'No changes. Still on amlodipine',
      CONSULT: 'I told her to take them out at night and clean them after meals',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Tried them in first',
        'We went ahead and fitted them',
        "Retention's good on both",
        'Occlusion checked with articulating paper',
        'Lower was catching her tongue on the right',
        'I eased the lingual flange a bit',
      ],
      NOTES: 'She was really pleased with how they look',
      'F/U': 'Review in a week for an ease if she needs it',
    },
  }),
  defineCase({
    id: 'aj10-us-typed-chatty-whitening-consult-trays-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Cosmetic consult. She wants her front teeth whiter for her wedding in the spring and doesn't like the dark filling on #8. Med hx: healthy, no meds, NKDA. EO WNL. #8 mesial composite stained at the margin. #7 and #10 slightly rotated. We talked about in-office whitening vs take-home trays and I explained the #8 filling won't whiten and would need replacing after. She went with take-home trays ($395) and wants the #8 composite redone after. Took alginate impressions upper and lower for the trays. Starting shade A3.5. Plan: replace M composite #8 after whitening. NV: deliver whitening trays in 1 week.",
    expect: {
      CC: "Cosmetic consult. She wants her front teeth whiter for her wedding in the spring and doesn't like the dark filling on #8",
      'MED HX': 'Healthy, no meds, NKDA',
      EXTRA: 'WNL',
      DENTAL: [
        ['8', 'M composite stained at the margin'],
        ['7', 'Slightly rotated'],
        ['10', 'Slightly rotated'],
      ],
      CONSULT:
        "We talked about in-office whitening vs take-home trays and I explained the #8 filling won't whiten and would need replacing after. She went with take-home trays ($395) and wants the #8 composite redone after",
      'TX TODAY': ['Impressions'],
      TX: ['Took alginate impressions upper and lower for the trays', 'Starting shade A3.5'],
      'TX PLAN': ['Replace M composite #8 after whitening'],
      NV: ['Deliver whitening trays in 1 week'],
    },
  }),
  defineCase({
    id: 'aj11-uk-asr-palmer-chatty-lost-filling-ll6-dressing-warfarin-quote',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "um so emergency he lost a filling in the lower left six last night eating a crusty roll he said it's not sore just sharp on his tongue medical history he's on warfarin for af inr was two point eight yesterday lower left six mesial occlusal amalgam gone lower left seven looks fine no la needed smoothed the edges put a temporary dressing on the lower left six with gic I told him it's only temporary he needs a proper filling he asked about white versus silver told him the white one would be sixty pounds he's happy with white so next visit mesial occlusal composite lower left six under la",
    expect: {
      CC: "Emergency. He lost a filling in LL6 last night eating a crusty roll. He said it's not sore just sharp on his tongue",
      'MED HX': "He's on warfarin for AF. INR was 2.8 yesterday",
      DENTAL: [
        ['LL6', 'MO amalgam gone'],
        ['LL7', 'Looks fine'],
      ],
      CONSULT:
        "I told him it's only temporary he needs a proper filling. He asked about white versus silver. Told him the white one would be £60. He's happy with white",
      'TX TODAY': ['Temporary dressing LL6'],
      TX: ['No LA needed', 'Smoothed the edges', 'Put a temporary dressing LL6 with GIC'],
      NV: ['MO composite LL6 under LA'],
    },
  }),
  defineCase({
    id: 'aj12-us-asr-chatty-child-nitrous-pulpotomy-ssc-s-mo-composite-t',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so he's in for fillings on the lower right baby molars mom's with him medical history healthy no allergies we did nitrous fifty percent and he did great one carpule lidocaine two percent with one to one hundred thousand epi right ianb um tooth s had deep decay so we went ahead and did a pulpotomy on tooth s with formocresol no I mean with mta then stainless steel crown on tooth s tooth t got a mesial occlusal composite told mom no eating until the numbness wears off and watch he doesn't bite his lip next visit fillings on the upper left recall six months",
    expect: {
      CC: 'Fillings on the lower right baby molars',
      'MED HX': 'Healthy. No allergies',
      CONSULT: "Told mom no eating until the numbness wears off and watch he doesn't bite his lip",
      'TX TODAY': ['Pulpotomy #S', 'SSC #S', 'MO composite #T'],
      TX: [
        'Nitrous 50%',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        '#S had deep decay',
        'We went ahead and did a pulpotomy #S with MTA',
        'Stainless steel crown #S',
        '#T got a MO composite',
      ],
      NOTES: "Mom's with him. He did great",
      NV: ['Fillings on the upper left'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aj13-uk-typed-palmer-chatty-crown-fit-ur1-balance-paid',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "He's in for the crown fit on UR1. No problems with the temp, he said it felt a bit loose yesterday. MH no changes. Temp off, cleaned up the prep. Tried the crown in, the shade was spot on and he was really happy with it. Contacts and margins all good. Cemented the crown on UR1 with RelyX Unicem. Cleaned off the excess. Checked the bite. I told him to be careful biting into apples for the first day. He's paid the balance of £320. Recall in 6 months with the hygienist.",
    expect: {
      CC: 'Crown fit on UR1. No problems with the temp, he said it felt a bit loose yesterday',
      'MED HX': 'No changes',
      CONSULT: "I told him to be careful biting into apples for the first day. He's paid the balance of £320",
      'TX TODAY': ['Crown fit UR1'],
      TX: [
        'Temp off',
        'Cleaned up the prep',
        'Tried the crown in',
        'Shade was spot on',
        'Contacts and margins all good',
        'Cemented the crown UR1 with RelyX Unicem',
        'Cleaned off the excess',
        'Checked the bite',
      ],
      NOTES: 'He was really happy with it',
      'F/U': 'Recall in 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'aj14-us-asr-chatty-srp-second-visit-left-arestin-electric-brush',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so she's in for her second srp visit upper left and lower left she said the right side feels a lot better since last time medical history type two diabetes on metformin and she said her last a one c was six point eight pockets on the left are five to seven millimeters with bleeding um two carpules lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration number fourteen scaling and root planing upper left and lower left with the cavitron and gracey curettes placed arestin in the distal pocket of fourteen gave oral hygiene instructions again she's doing better with it she asked about an electric toothbrush I told her it's worth it next visit perio re eval in six weeks",
    expect: {
      CC: 'Her second SRP visit upper left and lower left. She said the right side feels a lot better since last time',
      'MED HX': 'Type 2 diabetes on metformin. She said her last A1c was 6.8',
      PERIO: 'Pockets on the left are 5 to 7 mm with bleeding',
      CONSULT: "She asked about an electric toothbrush. I told her it's worth it",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration #14',
        'Scaling and root planing upper left and lower left with the Cavitron and Gracey curettes',
        'Placed Arestin in the distal pocket of #14',
        'Gave oral hygiene instructions again',
      ],
      NOTES: "She's doing better with it",
      NV: ['Perio re eval in 6 weeks'],
    },
  }),
  defineCase({
    id: 'aj15-uk-asr-chatty-extraction-36-root-snapped-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "okay so he's in for the extraction of thirty six we talked about last time it's been broken down for ages medical history he's a smoker about ten a day no medical problems no allergies I went through the risks again and he's happy to go ahead he signed the form so I gave him two cartridges of articaine four percent one in a hundred thousand adrenaline id block left and buccal infiltration the distal root snapped so I had to raise a small flap and take some bone got it out in the end we put two vicryl rapide sutures in haemostasis was fine post op instructions given told him no smoking for at least forty eight hours review in one week to check the socket is healing",
    expect: {
      CC: "Extraction of 36 we talked about last time. It's been broken down for ages",
      'MED HX': "He's a smoker about 10 a day. No medical problems. No allergies",
      CONSULT: "I went through the risks again and he's happy to go ahead. Told him no smoking for at least 48 hours",
      CONSENT: 'He signed the form',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Distal root snapped',
        'I had to raise a small flap and take some bone',
        'Got it out in the end',
        'We put 2 Vicryl Rapide sutures in',
        'Haemostasis was fine',
        'Post op instructions given',
      ],
      'F/U': 'Review in 1 week to check the socket is healing',
    },
  }),
  defineCase({
    id: 'aj16-us-typed-chatty-walk-in-chipped-9-bonding-mouthguard',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Walk-in emergency. He chipped #9 on a water bottle at the gym this morning, no pain, just doesn't like how it looks. Med hx: none, NKDA. #9 mesio-incisal corner fractured, enamel and dentin, no pulp exposure. PA #9 normal, no root fracture. Dx: Ellis class II fracture #9. Told him we could bond it today and he's okay with that, fee $210. No anesthetic needed. Shade A1. Etched. Bonded. Layered MI composite on #9. Shaped and polished. He loved it. Told him to wear a mouthguard at the gym. Recheck vitality in 6 weeks.",
    expect: {
      CC: "Walk-in emergency. He chipped #9 on a water bottle at the gym this morning, no pain, just doesn't like how it looks",
      'MED HX': 'None, NKDA',
      DENTAL: [['9', 'MI corner fractured, enamel and dentin, no pulp exposure', 'MI corner']],
      RADIO: 'PA #9 normal, no root fracture',
      DX: ['Ellis class II fracture #9'],
      CONSULT: "Told him we could bond it today and he's okay with that, fee $210. Told him to wear a mouthguard at the gym",
      'TX TODAY': ['MI composite #9'],
      TX: ['No anesthetic needed', 'Shade A1', 'Etched', 'Bonded', 'Layered MI composite #9', 'Shaped and polished'],
      NOTES: 'He loved it',
      'F/U': 'Recheck vitality in 6 weeks',
    },
  }),
  defineCase({
    id: 'aj17-uk-asr-appends-chatty-scale-polish-ohi-quote-26-varnish-recall',
    style: 'UK',
    asr: true,
    transcript:
      "so she's in for her scale and polish and check up she said her gums have been bleeding when she brushes medical history no changes not on anything bpe two two two two two two some calculus behind the lower front teeth twenty six has a small occlusal cavity did the scale and polish oral hygiene instruction interdental brushes she's going to try the tepe ones quoted her eighty five pounds for the filling on twenty six she's happy to book it next visit occlusal composite twenty six recall six months",
    appends: [
      'add to treatment fluoride varnish applied',
      "change recall six months to three months add to notes she's a bit nervous about the filling",
    ],
    expect: {
      CC: 'Her scale and polish and check up. She said her gums have been bleeding when she brushes',
      'MED HX': 'No changes. Not on anything',
      PERIO: 'BPE 2 2 2 2 2 2. Some calculus behind the lower front teeth',
      DENTAL: [['26', 'Small O cavity']],
      CONSULT: "She's going to try the TePe ones. Quoted her £85 for the filling on 26. She's happy to book it",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: ['Did the scale and polish', 'Oral hygiene instruction interdental brushes', 'Fluoride varnish applied'],
      NOTES: "She's a bit nervous about the filling",
      NV: ['O composite 26'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'aj18-us-asr-chatty-do-composite-19-o-composite-20-recurrent-decay',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so he's in for two fillings on eighteen sorry nineteen and twenty he's been putting them off for a year medical history no changes he's on atorvastatin I've got him numb with one carpule articaine four percent one to one hundred thousand epi left ianb and buccal infiltration on twenty isolite in we went ahead and took out the old amalgam on nineteen looks like there was recurrent decay under the distal margin so we went a bit deeper no exposure then distal occlusal composite on nineteen and an occlusal composite on twenty shade a three point five bite felt good to him he asked if the other old fillings need doing I told him they're holding up fine for now we'll keep an eye on them next visit prophy with the hygienist",
    expect: {
      CC: "2 fillings on #19 and #20. He's been putting them off for a year",
      'MED HX': "No changes. He's on atorvastatin",
      CONSULT:
        "He asked if the other old fillings need doing. I told him they're holding up fine for now. We'll keep an eye on them",
      'TX TODAY': ['DO composite #19', 'O composite #20'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #20',
        'Isolite in',
        'We went ahead and took out the old amalgam #19',
        'Looks like there was recurrent decay under the D margin',
        'We went a bit deeper',
        'No exposure',
        'DO composite #19',
        'O composite #20',
        'Shade A3.5',
        'Bite felt good to him',
      ],
      NV: ['Prophy with the hygienist'],
    },
  }),
  defineCase({
    id: 'aj19-uk-asr-palmer-chatty-child-extraction-lre-dad-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay so he came in with pain from the lower right e for about a week he said it hurts when he eats dad's with him medical history fit and well no allergies lower right e big disto occlusal cavity with a buccal sinus lower right d has an occlusal cavity as well I told dad it really needs to come out and he's okay with that dad gave verbal consent one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration and lingual infiltration lower right e took out the lower right e with forceps no problems he was really brave told dad no hot food until the numbness wears off next visit fissure sealant lower right six and filling lower right d",
    expect: {
      CC: 'Pain from LRE for about a week. He said it hurts when he eats',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LRE', 'Big DO cavity with a buccal sinus'],
        ['LRD', 'O cavity as well'],
      ],
      CONSULT: "I told dad it really needs to come out and he's okay with that. Told dad no hot food until the numbness wears off",
      CONSENT: 'Dad gave verbal consent',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Took out LRE with forceps',
        'No problems',
      ],
      NOTES: "Dad's with him. He was really brave",
      NV: ['Fissure sealant LR6', 'Filling LRD'],
    },
  }),
  defineCase({
    id: 'aj20-us-asr-chatty-partial-denture-sore-spot-adjustment-alendronate',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "so she's in for a sore spot from her lower partial on the left she said it's been about two weeks since she got it back from the repair medical history no changes she's on alendronate for osteoporosis intraoral there's a small ulcer on the lower left ridge under the clasp area about three millimeters denture adjustment used pressure indicating paste took down the flange by the ulcer smoothed the clasp and polished she said it already feels better she asked if she needs a new partial I told her this one's fine for now told her to rinse with warm salt water and leave it out at night if she can recheck in one week",
    expect: {
      CC: "Sore spot from her lower partial on the left. She said it's been about 2 weeks since she got it back from the repair",
      'MED HX': "No changes. She's on alendronate for osteoporosis",
      INTRA: "There's a small ulcer on the lower left ridge under the clasp area about 3 mm",
      CONSULT:
        "She asked if she needs a new partial. I told her this one's fine for now. Told her to rinse with warm salt water and leave it out at night if she can",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Denture adjustment',
        'Used pressure indicating paste',
        'Took down the flange by the ulcer',
        'Smoothed the clasp and polished',
      ],
      NOTES: 'She said it already feels better',
      'F/U': 'Recheck in 1 week',
    },
  }),
  defineCase({
    id: 'aj21-uk-typed-chatty-rct-second-visit-46-title-from-cc-crown-figure',
    style: 'UK',
    asr: false,
    transcript:
      "Came in for root canal 46, second visit. He said it's been much better since the emergency visit, just a bit tender biting. MH: no changes, type 2 diabetes on metformin. 46 slightly TTP, no swelling. LA: 2 x 2.2ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration. Rubber dam on. Took out the Ledermix dressing. Found 4 canals. Working lengths with the apex locator. Instrumented with WaveOne Gold to primary. Canals irrigated with 3% hypochlorite and EDTA. Non-setting calcium hydroxide, Cavit. I've explained he'll need a crown afterwards and gave him a rough figure of £650. He's fine with that. NV: obturation 46 in 3 weeks.",
    expect: {
      CC: "Root canal 46, second visit. He said it's been much better since the emergency visit, just a bit tender biting",
      'MED HX': 'No changes, type 2 diabetes on metformin',
      DENTAL: [['46', 'Slightly TTP, no swelling']],
      CONSULT: "I've explained he'll need a crown afterwards and gave him a rough figure of £650. He's fine with that",
      'TX TODAY': ['RCT 46'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Rubber dam on',
        'Took out the Ledermix dressing',
        'Found 4 canals',
        'Working lengths with the apex locator',
        'Instrumented with WaveOne Gold to primary',
        'Canals irrigated with 3% hypochlorite and EDTA',
        'Non-setting calcium hydroxide',
        'Cavit',
      ],
      NV: ['Obturation 46 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'aj22-us-typed-appends-chatty-in-office-whitening-varnish-remove-step',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for in-office whitening. She said her teeth get sensitive with cold drinks. Med hx: no changes, NKDA. Starting shade A3. Cheek retractor in. Gingival barrier painted on and cured. We went ahead and did 3 rounds of in-office whitening with Opalescence Boost 40% for 20 minutes each. Rinsed off. Final shade B1, she was thrilled. Applied fluoride varnish for the sensitivity. I told her no coffee, red wine or curry for 48 hours. She paid $550 today. Follow-up in 2 weeks to check shade.",
    appends: [
      'Add to notes she wants to come back for a touch-up before her wedding.',
      'Remove rinsed off. Change 2 weeks to 1 week.',
    ],
    expect: {
      CC: 'In-office whitening. She said her teeth get sensitive with cold drinks',
      'MED HX': 'No changes, NKDA',
      CONSULT: 'I told her no coffee, red wine or curry for 48 hours. She paid $550 today',
      'TX TODAY': ['Whitening', 'Fluoride varnish'],
      TX: [
        'Starting shade A3',
        'Cheek retractor in',
        'Gingival barrier painted on and cured',
        'We went ahead and did 3 rounds of in-office whitening with Opalescence Boost 40% for 20 minutes each',
        'Final shade B1',
        'Applied fluoride varnish for the sensitivity',
      ],
      NOTES: 'She was thrilled. She wants to come back for a touch-up before her wedding',
      'F/U': 'Follow-up in 1 week to check shade',
    },
  }),
  defineCase({
    id: 'aj23-uk-asr-palmer-chatty-do-amalgam-lr6-o-composite-lr5-hard-to-numb',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right so he's in for his fillings on the lower right five and lower right six medical history no changes he's had a hip replacement since we last saw him no antibiotic cover needed I gave him two cartridges of lidocaine two percent one in eighty thousand adrenaline id block right and buccal infiltration lower right six he's always hard to get numb um lower right six had distal caries under the old filling took it all out put a matrix band on and did a disto occlusal amalgam on the lower right six lower right five just a small occlusal composite shade a two checked the bite and it was high so I adjusted it I told him he'd probably want a crown on that tooth one day it's a big filling he said he'll think about it recall nine months",
    expect: {
      CC: 'His fillings on LR5 and LR6',
      'MED HX': "No changes. He's had a hip replacement since we last saw him. No antibiotic cover needed",
      CONSULT:
        "I told him he'd probably want a crown on that tooth one day, it's a big filling. He said he'll think about it",
      'TX TODAY': ['DO amalgam LR6', 'O composite LR5'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration LR6',
        'LR6 had D caries under the old filling',
        'Took it all out',
        'Put a matrix band on',
        'Did a DO amalgam LR6',
        'LR5 just a small O composite',
        'Shade A2',
        'Checked the bite and it was high',
        'I adjusted it',
      ],
      NOTES: "He's always hard to get numb",
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'aj24-us-typed-chatty-new-patient-exam-fmx-prophy-plan-quote',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New patient exam. Came in with #3 sensitive to sweets. She's a bit nervous, her last dentist was rough. Med hx: asthma, albuterol PRN, allergic to sulfa. EO: WNL. IO: tongue and floor of mouth normal. PSR 2 2 2 / 2 3 2, mild generalized gingivitis. FMX taken, no periapical pathology, interproximal caries #3 distal and #14 mesial. #3 DO caries. #14 MO caries. #19 PFM crown with an open margin on the distal. #30 big old MOD amalgam with a lingual crack line. Dx: caries #3 and #14, gingivitis. Went over everything with her, looks like #30 will need a crown at some point. She wants to start with the fillings and think about the crowns. Quoted $180 per filling. Today: prophy, OHI. Plan: DO composite #3, MO composite #14, replace crown #19, crown #30. NV: fillings #3 and #14.",
    expect: {
      CC: 'New patient exam. #3 sensitive to sweets',
      'MED HX': 'Asthma, albuterol PRN, allergic to sulfa',
      EXTRA: 'WNL',
      INTRA: 'Tongue and floor of mouth normal',
      PERIO: 'PSR 2 2 2 / 2 3 2, mild generalized gingivitis',
      RADIO: 'FMX taken, no periapical pathology, interproximal caries #3 distal and #14 mesial',
      DENTAL: [
        ['3', 'DO caries'],
        ['14', 'MO caries'],
        ['19', 'PFM crown with an open D margin'],
        ['30', 'Big old MOD amalgam with a L crack line'],
      ],
      DX: ['Caries #3, #14', 'Gingivitis'],
      CONSULT:
        'Went over everything with her, looks like #30 will need a crown at some point. She wants to start with the fillings and think about the crowns. Quoted $180 per filling',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      'TX PLAN': ['DO composite #3', 'MO composite #14', 'Replace crown #19', 'Crown #30'],
      NOTES: "She's a bit nervous, her last dentist was rough",
      NV: ['Fillings #3, #14'],
    },
  }),
];
