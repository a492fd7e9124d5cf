// A sixty-fourth development batch (ids bn01–bn30), written blind from the labelling contract by a helper that had not
// seen the engine or any held-out split, on 27 November 2026 (case.ts, the dental reference and more56 / more58 as format
// examples); every case was labelled before any engine run. It is about how visits open and how the reason for
// attending is told: referrals from another dentist, an orthodontist, a GP, a cardiologist, a paediatrician or a school
// nurse; returning patients ("back for", "following up on", "returns", "back to finish"); emergencies; a complaint told
// with its history (how long, what makes it worse or better, what was tried); chit-chat before the complaint; a parent,
// grandparent or carer telling it for the patient; several complaints at once; no complaint at all; a patient who changed
// their mind about the plan. Then the rest of a normal visit, short or long. Five clinicians, six visits each:
//   bn01–bn06 a UK general dentist (FDI; bn01, bn02, bn04, bn05 recogniser-style, bn03, bn06 typed):
//     bn01 new patient referred by her own dentist for RCT 36, canals located, extirpation ("sorry" on the block side);
//     bn02 chit-chat about retiring and cycling, then cold sensitivity with its history, Duraphat 24, 25;
//     bn03 "Following up on" a tongue ulcer that healed, no treatment, discharged;
//     bn04 emergency after three nights of pain (hot worse, cold eases, painkillers tried), extirpation 47 ("sorry");
//     bn05 nursing-home carer tells it for a man with dementia, best interests, extraction 16 (nurse aside);
//     bn06 three complaints typed in one line (chip 21, bleeding gums, whitening), smoothing, S&P and OHI;
//   bn07–bn12 a UK dentist saying Palmer words (Palmer; bn07, bn08, bn10, bn11 recogniser-style, bn09, bn12 typed):
//     bn07 her GP asked her to have a white patch checked, sharp cusp LL7 smoothed, oral medicine if not gone ("sorry");
//     bn08 "back for" two fillings, DO composite UL5 and MO composite UL6 ("uh");
//     bn09 here for XLA LR6 but changed her mind, extirpation LR6 instead;
//     bn10 routine check with nothing bothering him, cracked amalgam LL6 left alone, S&P ("I mean");
//     bn11 mum tells a child's trauma, MI fracture UR1 with a composite bandage ("scratch that");
//     bn12 referred by the orthodontist for four premolar extractions, uppers today;
//   bn13–bn18 a US general dentist (Universal; bn13, bn14, bn16, bn17 recogniser-style, bn15, bn18 typed):
//     bn13 dental clearance asked for by a cardiologist before valve surgery, FMX, prophy, plan ("no wait");
//     bn14 a list of three complaints (broken filling, partial rubbing, bleeding gums), partial eased ("uh");
//     bn15 returns a week after extraction #17 with a dry socket, Alvogyl (no title);
//     bn16 chit-chat about the grandchildren, then a cracked tooth #19 and a crown prep ("um");
//     bn17 declined extraction last time, flared up twice, changed his mind, extraction #32 (nurse aside);
//     bn18 new patient who moved here, no complaints, comprehensive exam, FMX, treatment plan, prophy;
//   bn19–bn24 a US pediatric dentist (Universal with primary letters; bn19, bn21, bn23 recogniser-style, bn20, bn22,
//     bn24 typed):
//     bn19 pediatrician referral of a two-year-old with white spots, dad tells the bottle habit, varnish ("uh");
//     bn20 emergency, mom reports a swollen cheek, abscess #K extracted, space maintainer planned;
//     bn21 back to finish the treatment plan, pulpotomy and SSC #S under nitrous ("sorry");
//     bn22 mom's three numbered concerns (shark teeth, grinding, gray #E), prophy and varnish;
//     bn23 twelve-year-old checkup with no concerns, sealants #18, #31, ortho referral ("I mean");
//     bn24 school nurse referral, grandma (guardian) tells it for a nonverbal autistic boy, SDF, GA referral;
//   bn25–bn30 a UK general dentist who types terse notes (FDI, all typed):
//     bn25 emergency perio abscess 16 with what was tried, RSD and irrigation, XLA next;
//     bn26 recall, declined a crown last time and changed her mind, S&P;
//     bn27 sent by the GP about facial pain, sinusitis, no dental cause, no treatment;
//     bn28 back for the permanent restoration after a sedative dressing, DO amalgam 46;
//     bn29 back from travelling (chit-chat), lost filling 36 and overdue check-up, MO composite;
//     bn30 emergency avulsion 11 replanted by the coach, mum tells it, splint 12-22.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in bn19–bn24); 15 recogniser-style (lower case, number
// words, fillers, "sorry" / "I mean" / "no wait" / "scratch that", two nurse asides) and 15 typed (terse shorthand in
// bn25–bn30, sentences in bn18 and bn22, mixed elsewhere); 58 to 222 words; no appended dictation. DENTAL in all 30.
//
// Judgement calls where the contract was silent:
// - Who came with the patient, a child's age, chit-chat before the complaint ("he's just retired from teaching …", "we
//   spent the first few minutes talking about her trip …", "Pt back from 6 months travelling, had a great time"),
//   anxiety and how the patient coped are NOTES (as more58); the carer's or parent's report of the complaint ("Carer
//   says …", "Mum says …", "Dad says …", "Mom reports …", "Grandma (guardian) says …", "Mom's concerns: …") is the CC,
//   with a reported habit inside it (as more58 bh23).
// - The history of the complaint (how long, worse, better, painkillers or rinses tried and whether they helped) is CC,
//   also when it names a drug ("Ibuprofen 600 mg helps for about 3 hrs", "Tried Corsodyl - helps a bit", "They've been
//   giving him paracetamol for it at the home …"); regular medication is MED HX.
// - Referrals to us ("referred by her own dentist for …", "Her GP asked her to …", "Sent by GP …", "Referred by
//   orthodontist for …", "Referred by school nurse …", "His pediatrician referred him …", "Her cardiologist wants her
//   cleared …") are CC with their words kept; onward referrals ("refer to oral medicine if it hasn't gone", "referral to
//   orthodontist for evaluation", "referral to hospital dentistry …") are TX PLAN.
// - Opening words that are not header words of the contract stay in the CC: "Back for …", "Back to finish …",
//   "Following up on …", "Pt returns …", "New patient …", "Emergency" / "Emerg." (as more58); "here for", "here because
//   of", "C/O" and "in for" go with their subject.
// - A changed mind: what the visit was booked for and a decision taken at an earlier visit are told as history, so CC
//   ("XLA LR6 as agreed last visit", "At his last visit he decided to leave #32 alone …", "Declined crown 36 at last
//   recall"); the new decision told today ("Pt has changed her mind - wants to keep the tooth …", "He's changed his mind
//   and wants it out", "Has now changed her mind and wants to go ahead") is CONSULT, as the patient's decision.
// - "Reassured" advice, soft diet, lip-biting warnings, vaping or smoking advice are CONSULT (as more58); "OHI …" is TX.
// - Titles: a composite bandage with its surfaces and tooth is a filling ("MI composite UR1"); "Core build up with
//   composite" and a crown cemented "with glass ionomer" are no titles; canal and socket irrigation are no Irrigation,
//   pocket irrigation ("Irrigated chlorhex" after RSD) is; "Flexible splint 12-22" is "Splint 12-22"; "seat crown" in NV
//   is "Crown fit"; "impression" alone is "Impression" (as more56); a review whose CC says the extraction was done before
//   has no title (bn15).
// - In recogniser-style text fields a new clause starts a new sentence and an "and" opening a clause goes; one subject
//   with two verbs stays one clause ("he's been off his food … and keeps holding …", "eased … and relieved …").
// - Units said in words are written as in more56 / more58 ("forty millimeters" → "40 mm"); typed shorthand in TX items
//   and chart entries stays as typed ("RD", "CWRs", "S&P", "MO comp 36 A3"); "R+L" stays; "#" for fracture in a UK
//   radiograph report ("no root #") stays.
import { defineCase, type NotesCase } from '../case.ts';

export const more64Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'bn01-uk-asr-fdi-referred-by-own-dentist-rct-36-canals-located-extirpation-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "new patient referred by her own dentist for root canal treatment on three six they opened it three weeks ago and couldn't find all the canals no pain since then medical history asthmatic on a brown and a blue inhaler allergic to latex extra oral nad intra oral soft tissues healthy three six temporary dressing intact not tender to percussion three seven mesial occlusal composite sound pa of three six shows four canals mesial canals sclerosed in the coronal third periapical widening on the mesial root diagnosis previously initiated therapy three six with asymptomatic apical periodontitis explained success is about eighty five percent and she'll need a crown afterwards she's happy to go ahead verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right sorry left latex free rubber dam dressing removed all four canals located under the microscope remaining pulp extirpated three six working lengths with the apex locator irrigated with sodium hypochlorite calcium hydroxide dressing cavit next visit complete root canal treatment three six in three weeks",
    expect: {
      CC: "New patient referred by her own dentist for root canal treatment on 36. They opened it 3 weeks ago and couldn't find all the canals. No pain since then",
      'MED HX': 'Asthmatic on a brown and a blue inhaler. Allergic to latex',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Temporary dressing intact not tender to percussion'],
        ['37', 'MO composite sound'],
      ],
      RADIO:
        'PA of 36 shows 4 canals. Mesial canals sclerosed in the coronal third. Periapical widening on the mesial root',
      DX: ['Previously initiated therapy 36 with asymptomatic apical periodontitis'],
      CONSULT: "Explained success is about 85% and she'll need a crown afterwards. She's happy to go ahead",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left',
        'Latex free rubber dam',
        'Dressing removed',
        'All 4 canals located under the microscope',
        'Remaining pulp extirpated 36',
        'Working lengths with the apex locator',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing',
        'Cavit',
      ],
      NV: ['Complete RCT 36 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bn02-uk-asr-fdi-chit-chat-retired-cyclist-then-sensitivity-history-duraphat-24-25',
    style: 'UK',
    asr: true,
    transcript:
      "he's just retired from teaching and has taken up cycling um he's had sensitivity upper left for about a month worse with cold drinks and when he's out on the bike in the cold air better since he started sensodyne but it still catches him no pain at night medical history no changes takes atorvastatin no allergies extra oral nad intra oral nad bpe one one one one one one two four and two five buccal cervical abrasion sensitive to air from the three in one two six mesial occlusal distal amalgam sound no cracks seen two seven sound diagnosis dentine hypersensitivity two four and two five due to toothbrush abrasion showed him he's scrubbing side to side with a hard brush advised a soft brush and gentle circles said if it doesn't settle we can cover them with white fillings duraphat varnish applied two four and two five review in six weeks",
    expect: {
      CC: "He's had sensitivity upper left for about a month. Worse with cold drinks and when he's out on the bike in the cold air. Better since he started Sensodyne but it still catches him. No pain at night",
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['24', 'B cervical abrasion sensitive to air from the 3 in 1'],
        ['25', 'B cervical abrasion sensitive to air from the 3 in 1'],
        ['26', 'MOD amalgam sound no cracks seen'],
        ['27', 'Sound'],
      ],
      DX: ['Dentine hypersensitivity 24, 25 due to toothbrush abrasion'],
      CONSULT:
        "Showed him he's scrubbing side to side with a hard brush. Advised a soft brush and gentle circles. Said if it doesn't settle we can cover them with white fillings",
      'TX TODAY': ['Fluoride varnish 24, 25'],
      TX: ['Duraphat varnish applied 24, 25'],
      NOTES: "He's just retired from teaching and has taken up cycling",
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'bn03-uk-typed-fdi-following-up-on-tongue-ulcer-healed-reassured-discharged',
    style: 'UK',
    asr: false,
    transcript:
      'Following up on ulcer L lateral border of tongue seen 2/52 ago. Pt says it healed within a week of smoothing the sharp cusp on 36, no pain now. MH: no change, NKDA, ex-smoker 10 yrs. EO: NAD, no lymphadenopathy. IO: L lateral tongue healed, no ulcer, no white or red patches. 36 DL cusp smooth, amalgam intact. 37 sound. Reassured pt. Advised to come back if any ulcer lasts more than 3 weeks. Discharged, recall as due in 4/12.',
    expect: {
      CC: 'Following up on ulcer L lateral border of tongue seen 2 weeks ago. Pt says it healed within a week of smoothing the sharp cusp on 36, no pain now',
      'MED HX': 'No change, NKDA, ex-smoker 10 yrs',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'L lateral tongue healed, no ulcer, no white or red patches',
      DENTAL: [
        ['36', 'DL cusp smooth, amalgam intact'],
        ['37', 'Sound'],
      ],
      CONSULT: 'Reassured pt. Advised to come back if any ulcer lasts more than 3 weeks',
      'F/U': 'Discharged, recall as due in 4 months',
    },
  }),
  defineCase({
    id: 'bn04-uk-asr-fdi-emergency-three-nights-heat-worse-cold-eases-extirpation-47-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "emergency squeezed in at lunchtime she's been up three nights with throbbing toothache lower right hot drinks set it off holding cold water in her mouth eases it she's been taking ibuprofen and paracetamol which barely takes the edge off medical history no changes no medication allergic to penicillin extra oral no swelling intra oral soft tissues nad four seven large disto occlusal amalgam with distal caries tender to percussion lingering pain to cold sorry to heat four six and four eight sound pa four seven deep caries close to the pulp widened ligament space at the distal apex diagnosis symptomatic irreversible pulpitis four seven with symptomatic apical periodontitis gave her the options root canal and a crown or extraction she doesn't want to lose the tooth verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four seven rubber dam access caries removed pulp extirpated four seven three canals irrigated with sodium hypochlorite ledermix and cavit bite relieved post op instructions given next visit root canal treatment four seven in two weeks review sooner if it swells",
    expect: {
      CC: "Emergency squeezed in at lunchtime. She's been up 3 nights with throbbing toothache lower right. Hot drinks set it off. Holding cold water in her mouth eases it. She's been taking ibuprofen and paracetamol which barely takes the edge off",
      'MED HX': 'No changes. No medication. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['47', 'Large DO amalgam with D caries tender to percussion lingering pain to heat'],
        ['46', 'Sound'],
        ['48', 'Sound'],
      ],
      RADIO: 'PA 47 deep caries close to the pulp. Widened ligament space at the distal apex',
      DX: ['Symptomatic irreversible pulpitis 47 with symptomatic apical periodontitis'],
      CONSULT: "Gave her the options root canal and a crown or extraction. She doesn't want to lose the tooth",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 47',
        'Rubber dam',
        'Access',
        'Caries removed',
        'Pulp extirpated 47',
        '3 canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Bite relieved',
        'Post-op instructions given',
      ],
      NV: ['RCT 47 in 2 weeks'],
      'F/U': 'Review sooner if it swells',
    },
  }),
  defineCase({
    id: 'bn05-uk-asr-fdi-carer-tells-it-dementia-perio-abscess-16-best-interests-extraction',
    style: 'UK',
    asr: true,
    transcript:
      "carer from his nursing home is with him he can't tell us much himself carer says he's been off his food for about a week and keeps holding the right side of his face worse at mealtimes they've been giving him paracetamol for it at the home which seems to settle him medical history vascular dementia atrial fibrillation on apixaban type two diabetes no known allergies extra oral no swelling no lymph nodes intra oral upper partial denture rocking no ulcers under it pus draining from the gum upper right buccally one six grade three mobile tender to touch one four retained root not tender one five missing diagnosis periodontal abscess one six best interests discussion with the carer and his son on the phone agreed to take out one six today best interests consent form completed la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration one six could you pass me the upper molar forceps please extracted one six with forceps surgicel and two sutures haemostasis achieved post op instructions given to the carer written as well plan upper denture addition to replace one six review in one week",
    expect: {
      CC: "Carer says he's been off his food for about a week and keeps holding the right side of his face. Worse at mealtimes. They've been giving him paracetamol for it at the home which seems to settle him",
      'MED HX': 'Vascular dementia. Atrial fibrillation on apixaban. Type 2 diabetes. No known allergies',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: 'Upper partial denture rocking. No ulcers under it. Pus draining from the gum upper right buccally',
      DENTAL: [
        ['16', 'Grade 3 mobile tender to touch'],
        ['14', 'Retained root not tender'],
        ['15', 'Missing'],
      ],
      DX: ['Periodontal abscess 16'],
      CONSULT: 'Best interests discussion with the carer and his son on the phone. Agreed to take out 16 today',
      CONSENT: 'Best interests consent form completed',
      'TX TODAY': ['Extraction 16'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Extracted 16 with forceps',
        'Surgicel and 2 sutures',
        'Haemostasis achieved',
        'Post-op instructions given to the carer written as well',
      ],
      'TX PLAN': ['Upper denture addition to replace 16'],
      NOTES: "Carer from his nursing home is with him. He can't tell us much himself",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bn06-uk-typed-fdi-three-complaints-one-line-chip-21-gums-whitening-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      "C/O three things: chipped 21 on a fork last week, not sore; gums bleed when brushing for a few months; would like whiter teeth before her daughter's wedding. MH: no change, on sertraline, NKDA. Non-smoker, 6 units/wk. EO NAD. IO NAD. BPE 2 2 2 / 2 2 2, generalised marginal gingivitis, calculus lower anteriors. 21 small chip MI corner, enamel only, not TTP, vital to cold. 11 sound. BWs R+L grade 1: no caries, bone levels normal. Dx: enamel fracture 21, plaque-induced gingivitis. Discussed: smooth or composite add-on 21; S&P + OHI for gums; whitening once gums healthy, home trays £350, warned about sensitivity and that the composite won't whiten. Pt chose to have the chip smoothed today and think about whitening. Verbal consent. 21 chip smoothed with fine diamond + polished. S&P. OHI (TePe sizes 1 and 2). NV: whitening impressions if going ahead. Recall 6/12.",
    expect: {
      CC: "3 things: chipped 21 on a fork last week, not sore; gums bleed when brushing for a few months; would like whiter teeth before her daughter's wedding",
      'MED HX': 'No change, on sertraline, NKDA. Non-smoker, 6 units/wk',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 2 2, generalised marginal gingivitis, calculus lower anteriors',
      DENTAL: [
        ['21', 'Small chip MI corner, enamel only, not TTP, vital to cold'],
        ['11', 'Sound'],
      ],
      RADIO: 'BWs R+L grade 1: no caries, bone levels normal',
      DX: ['Enamel fracture 21', 'Plaque-induced gingivitis'],
      CONSULT:
        "Discussed: smooth or composite add-on 21; S&P + OHI for gums; whitening once gums healthy, home trays £350, warned about sensitivity and that the composite won't whiten. Pt chose to have the chip smoothed today and think about whitening",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['21 chip smoothed with fine diamond + polished', 'S&P', 'OHI (TePe sizes 1 and 2)'],
      NV: ['Whitening impressions if going ahead'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bn07-uk-asr-palmer-gp-asked-white-patch-cheek-ll7-cusp-smoothed-oral-medicine-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "her gp asked her to get her mouth checked about a white patch inside her left cheek she noticed it about two months ago when she was brushing not sore doesn't rub off medical history hypothyroidism on levothyroxine allergic to codeine smokes ten a day drinks at weekends extra oral no lymph nodes palpable tmj nad intra oral white patch left buccal mucosa along the occlusal plane doesn't wipe off no ulceration rest of the soft tissues nad lower left seven sharp lingual cusp sorry sharp buccal cusp upper left seven overerupted with a sharp palatal cusp diagnosis query frictional keratosis explained it's most likely from the teeth rubbing but because she smokes we need to see it go away smoothed the sharp buccal cusp lower left seven smoking cessation advice she'll think about it review in two weeks plan refer to oral medicine if it hasn't gone",
    expect: {
      CC: "Her GP asked her to get her mouth checked about a white patch inside her left cheek. She noticed it about 2 months ago when she was brushing. Not sore. Doesn't rub off",
      'MED HX': 'Hypothyroidism on levothyroxine. Allergic to codeine. Smokes 10 a day. Drinks at weekends',
      EXTRA: 'No lymph nodes palpable. TMJ NAD',
      INTRA:
        "White patch left buccal mucosa along the occlusal plane. Doesn't wipe off. No ulceration. Rest of the soft tissues NAD",
      DENTAL: [
        ['LL7', 'Sharp B cusp'],
        ['UL7', 'Overerupted with a sharp P cusp'],
      ],
      DX: ['Query frictional keratosis'],
      CONSULT:
        "Explained it's most likely from the teeth rubbing but because she smokes we need to see it go away. Smoking cessation advice. She'll think about it",
      TX: ['Smoothed the sharp B cusp LL7'],
      'TX PLAN': ["Refer to oral medicine if it hasn't gone"],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'bn08-uk-asr-palmer-back-for-two-fillings-do-composite-ul5-mo-composite-ul6-uh',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'back for the two fillings from her check up last month upper left five and upper left six no problems in the meantime medical history no changes no allergies upper left five distal caries upper left six mesial caries la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left six rubber dam caries removed both teeth dentine firm uh sectional matrix and wedge etched bonded disto occlusal composite upper left five mesial occlusal composite upper left six shade a two both occlusion checked slight high spot on upper left five adjusted polished post op instructions given recall as planned in six months',
    expect: {
      CC: 'Back for the 2 fillings from her check up last month UL5 and UL6. No problems in the meantime',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UL5', 'D caries'],
        ['UL6', 'M caries'],
      ],
      'TX TODAY': ['DO composite UL5', 'MO composite UL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Rubber dam',
        'Caries removed both teeth',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite UL5',
        'MO composite UL6',
        'Shade A2 both',
        'Occlusion checked',
        'Slight high spot on UL5 adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned in 6 months',
    },
  }),
  defineCase({
    id: 'bn09-uk-typed-palmer-here-for-xla-lr6-changed-mind-rct-extirpation',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Here for XLA LR6 as agreed last visit. Pt has changed her mind - wants to keep the tooth and go ahead with RCT + crown after all. Pain now occasional, no swelling. MH: no change, NKDA. EO: NAD. IO: NAD. LR6 large MOD amalgam, D caries, TTP +, no mobility. LR7 sound. PA LR6 (from last visit): deep D caries to pulp, periapical radiolucency M root. Dx: symptomatic apical periodontitis LR6. Re-discussed RCT vs XLA: success ~85%, cost of RCT + crown, may still fail. Pt understands and is sure. Written consent. LA 2 x 2.2ml articaine 4% 1:100,000 adr IDB right + buccal infil LR6. RD. Amalgam and caries removed, access. Pulp extirpated LR6, 4 canals located. Canals irrigated NaOCl. Ledermix + Cavit. NV: continue RCT LR6 (90 min).',
    expect: {
      CC: 'XLA LR6 as agreed last visit. Pain now occasional, no swelling',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['LR6', 'Large MOD amalgam, D caries, TTP +, no mobility'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'PA LR6 (from last visit): deep D caries to pulp, periapical radiolucency M root',
      DX: ['Symptomatic apical periodontitis LR6'],
      CONSULT:
        'Pt has changed her mind - wants to keep the tooth and go ahead with RCT + crown after all. Re-discussed RCT vs XLA: success ~85%, cost of RCT + crown, may still fail. Pt understands and is sure',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extirpation LR6'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR6',
        'RD',
        'Amalgam and caries removed',
        'Access',
        'Pulp extirpated LR6',
        '4 canals located',
        'Canals irrigated NaOCl',
        'Ledermix + Cavit',
      ],
      NV: ['Continue RCT LR6 (90 min)'],
    },
  }),
  defineCase({
    id: 'bn10-uk-asr-palmer-routine-check-nothing-bothering-cracked-amalgam-ll6-i-mean',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "routine six month check nothing bothering him at all he says medical history no changes still on ramipril and aspirin no allergies extra oral nad intra oral soft tissues healthy oral cancer screen clear upper partial denture fits well bpe two two two three two two four millimetre pocket lower left six distal upper right six crown margins sound upper left seven occlusal amalgam I mean occlusal composite sound lower left six mesial occlusal distal amalgam with a crack along the mesial marginal ridge no symptoms lower right six missing lower right seven tilted mesially bitewings grade one no caries diagnosis cracked amalgam restoration lower left six explained the crack could let the tooth split and suggested an onlay or a crown he'd rather keep an eye on it for now he asked if he still needs to see the hygienist told him yes every six months scale and polish ohi with interdental brushes recall six months",
    expect: {
      CC: 'Routine 6 month check. Nothing bothering him at all he says',
      'MED HX': 'No changes. Still on ramipril and aspirin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear. Upper partial denture fits well',
      PERIO: 'BPE 2 2 2 / 3 2 2. 4 mm pocket LL6 distal',
      DENTAL: [
        ['UR6', 'Crown margins sound'],
        ['UL7', 'O composite sound'],
        ['LL6', 'MOD amalgam with a crack along the M marginal ridge no symptoms'],
        ['LR6', 'Missing'],
        ['LR7', 'Tilted mesially'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      DX: ['Cracked amalgam restoration LL6'],
      CONSULT:
        "Explained the crack could let the tooth split and suggested an onlay or a crown. He'd rather keep an eye on it for now. He asked if he still needs to see the hygienist. Told him yes every 6 months",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI with interdental brushes'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bn11-uk-asr-palmer-mum-tells-climbing-frame-trauma-ur1-mi-fracture-scratch-that',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency seven year old brought in by mum mum says he caught his top front tooth on the climbing frame at school this morning corner's snapped off sensitive when he breathes in no knock to the head no other injuries medical history fit and well no allergies extra oral small graze on the chin lips intact intra oral no soft tissue lacerations upper right one fractured mesial incisal corner into dentine no pulp exposure not mobile not tender responds to cold upper left one tender to percussion scratch that upper left one not mobile not tender responds to cold upper right two and upper left two partially erupted lower incisors fine pa upper right one no root fracture root still open diagnosis enamel dentine fracture upper right one explained to mum the nerve could still die over the coming months so we need to keep checking it no la mesial incisal composite bandage upper right one to cover the dentine he was brilliant soft diet for a few days review in two weeks then at six to eight weeks",
    expect: {
      CC: "Emergency. Mum says he caught his top front tooth on the climbing frame at school this morning. Corner's snapped off. Sensitive when he breathes in. No knock to the head. No other injuries",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Small graze on the chin. Lips intact',
      INTRA: 'No soft tissue lacerations. Lower incisors fine',
      DENTAL: [
        ['UR1', 'Fractured MI corner into dentine no pulp exposure not mobile not tender responds to cold', 'MI corner'],
        ['UL1', 'Not mobile not tender responds to cold'],
        ['UR2', 'Partially erupted'],
        ['UL2', 'Partially erupted'],
      ],
      RADIO: 'PA UR1 no root fracture. Root still open',
      DX: ['Enamel dentine fracture UR1'],
      CONSULT:
        'Explained to mum the nerve could still die over the coming months so we need to keep checking it. Soft diet for a few days',
      'TX TODAY': ['MI composite UR1'],
      TX: ['No LA', 'MI composite bandage UR1 to cover the dentine'],
      NOTES: '7 year old brought in by mum. He was brilliant',
      'F/U': 'Review in 2 weeks then at 6 to 8 weeks',
    },
  }),
  defineCase({
    id: 'bn12-uk-typed-palmer-orthodontist-referral-four-premolars-uppers-today-dad',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Referred by orthodontist for ortho XLAs: UR4, UL4, LR4, LL4. No symptoms. 13 y/o, attended with dad. Pt nervous. MH: fit and well, mild asthma (salbutamol PRN, brought inhaler), NKDA. EO: NAD. IO: crowded, upper canines buccally placed. OH good. UR4, UL4, LR4, LL4 sound, fully erupted. Discussed with pt and dad: uppers today, lowers in 2/52; risks explained (pain, bleeding, infection). Dad signed consent form. Topical. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal + palatal infil UR4. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal + palatal infil UL4. XLA UR4, UL4 with forceps, roots complete. Haemostasis. POIG to pt and dad. Coped well with lots of encouragement. NV: XLA LR4, LL4 in 2/52.',
    expect: {
      CC: 'Referred by orthodontist for ortho XLAs: UR4, UL4, LR4, LL4. No symptoms',
      'MED HX': 'Fit and well, mild asthma (salbutamol PRN, brought inhaler), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Crowded, upper canines buccally placed',
      PERIO: 'OH good',
      DENTAL: [
        ['UR4', 'Sound, fully erupted'],
        ['UL4', 'Sound, fully erupted'],
        ['LR4', 'Sound, fully erupted'],
        ['LL4', 'Sound, fully erupted'],
      ],
      CONSULT: 'Discussed with pt and dad: uppers today, lowers in 2 weeks; risks explained (pain, bleeding, infection)',
      CONSENT: 'Dad signed consent form',
      'TX TODAY': ['Extraction UR4, UL4'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UR4',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UL4',
        'XLA UR4, UL4 with forceps',
        'Roots complete',
        'Haemostasis',
        'POIG to pt and dad',
      ],
      NOTES: '13 y/o, attended with dad. Pt nervous. Coped well with lots of encouragement',
      NV: ['Extraction LR4, LL4 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal)
  defineCase({
    id: 'bn13-us-asr-universal-cardiologist-clearance-valve-surgery-fmx-prophy-plan-no-wait',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for a dental clearance her cardiologist wants her cleared before her aortic valve replacement which is scheduled for next month no dental complaints medical history aortic stenosis high blood pressure takes metoprolol and lisinopril on baby aspirin allergic to sulfa drugs blood pressure today one forty two over eighty eight extraoral wnl intraoral soft tissues wnl full mouth series taken number thirty root tip with a periapical radiolucency number three mesial occlusal distal amalgam with recurrent decay on the mesial no other pathology perio generalized four to five millimeter pockets with bleeding moderate calculus number thirty retained root not tender number three recurrent caries under the distal no wait mesial margin numbers fourteen and nineteen crowns intact diagnosis chronic apical abscess number thirty generalized periodontitis stage two grade b explained all infection needs to be cleared before surgery told her we'll send a letter to the cardiologist once it's done she's happy to go ahead prophy done ohi given plan extraction number thirty scaling and root planing all four quadrants mesial occlusal distal composite number three next visit extraction number thirty",
    expect: {
      CC: 'Dental clearance. Her cardiologist wants her cleared before her aortic valve replacement which is scheduled for next month. No dental complaints',
      'MED HX':
        'Aortic stenosis. High blood pressure. Takes metoprolol and lisinopril. On baby aspirin. Allergic to sulfa drugs. Blood pressure today 142/88',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Generalized 4 to 5 mm pockets with bleeding. Moderate calculus',
      DENTAL: [
        ['30', 'Retained root not tender'],
        ['3', 'Recurrent caries under the M margin'],
        ['14', 'Crowns intact'],
        ['19', 'Crowns intact'],
      ],
      RADIO:
        'Full mouth series taken. #30 root tip with a periapical radiolucency. #3 MOD amalgam with recurrent decay on the mesial. No other pathology',
      DX: ['Chronic apical abscess #30', 'Generalized periodontitis stage 2 grade B'],
      CONSULT:
        "Explained all infection needs to be cleared before surgery. Told her we'll send a letter to the cardiologist once it's done. She's happy to go ahead",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy done', 'OHI given'],
      'TX PLAN': ['Extraction #30', 'SRP all 4 quadrants', 'MOD composite #3'],
      NV: ['Extraction #30'],
    },
  }),
  defineCase({
    id: 'bn14-us-asr-universal-few-things-broken-filling-14-partial-rubbing-gums-eased-uh',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "uh he's got a few things today a filling broke upper left over the weekend doesn't hurt just sharp on his tongue his lower partial has been rubbing on the right side for about two weeks worse when he chews his gums bleed when he flosses medical history no changes takes metformin no allergies extraoral wnl intraoral sore spot on the lingual gum under the clasp near number twenty eight rest of the soft tissues wnl number fourteen mesial occlusal distal amalgam with the mesiolingual cusp fractured off no decay visible not tender number twenty eight clasp tooth sound localized bleeding on probing lower anteriors with light calculus diagnosis fractured amalgam number fourteen denture sore spot gingivitis eased the lingual flange and relieved the clasp arm on the partial smoothed number fourteen with a finishing bur discussed a crown on fourteen since the cusp is gone he wants to get a quote first ohi floss daily next visit crown prep number fourteen",
    expect: {
      CC: "He's got a few things today. Filling broke upper left over the weekend. Doesn't hurt just sharp on his tongue. His lower partial has been rubbing on the right side for about 2 weeks. Worse when he chews. His gums bleed when he flosses",
      'MED HX': 'No changes. Takes metformin. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Sore spot on the lingual gum under the clasp near #28. Rest of the soft tissues WNL',
      PERIO: 'Localized bleeding on probing lower anteriors with light calculus',
      DENTAL: [
        ['14', 'MOD amalgam with the ML cusp fractured off no decay visible not tender', 'ML cusp'],
        ['28', 'Clasp tooth sound'],
      ],
      DX: ['Fractured amalgam #14', 'Denture sore spot', 'Gingivitis'],
      CONSULT: 'Discussed a crown on #14 since the cusp is gone. He wants to get a quote first',
      'TX TODAY': ['Denture adjustment', 'OHI'],
      TX: [
        'Eased the lingual flange and relieved the clasp arm on the partial',
        'Smoothed #14 with a finishing bur',
        'OHI floss daily',
      ],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'bn15-us-typed-universal-returns-after-ext-17-dry-socket-tried-ibuprofen-alvogyl-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt returns 1 wk after surgical ext #17. C/O throbbing pain since day 3, radiating to L ear, bad taste. Ibuprofen 600 mg helps for about 3 hrs then it comes back. Med hx: no changes, smoker ~10/day (smoked the evening of the ext), NKDA. EO: no swelling, no trismus, L submandibular node slightly tender. IO: #17 socket empty, no clot, exposed bone, food debris, no pus. #18 DO composite intact, not TTP. Dx: alveolar osteitis #17 socket. Discussed dry socket, likely linked to smoking. LA 1 carpule lidocaine 2% 1:100,000 epi, IANB left. Socket irrigated w/ warm saline, debris removed, Alvogyl packed. Advised no smoking for at least 72 hrs, warm salt water rinses after meals, keep on ibuprofen. Pt felt relief before leaving. Return in 3 days for check + repack if needed.',
    expect: {
      CC: 'Pt returns 1 wk after surgical ext #17. Throbbing pain since day 3, radiating to L ear, bad taste. Ibuprofen 600 mg helps for about 3 hrs then it comes back',
      'MED HX': 'No changes, smoker ~10/day (smoked the evening of the ext), NKDA',
      EXTRA: 'No swelling, no trismus, L submandibular node slightly tender',
      INTRA: '#17 socket empty, no clot, exposed bone, food debris, no pus',
      DENTAL: [['18', 'DO composite intact, not TTP']],
      DX: ['Alveolar osteitis #17 socket'],
      CONSULT:
        'Discussed dry socket, likely linked to smoking. Advised no smoking for at least 72 hrs, warm salt water rinses after meals, keep on ibuprofen',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Socket irrigated w/ warm saline',
        'Debris removed',
        'Alvogyl packed',
      ],
      NOTES: 'Pt felt relief before leaving',
      'F/U': 'Return in 3 days for check + repack if needed',
    },
  }),
  defineCase({
    id: 'bn16-us-asr-universal-chit-chat-grandkids-then-cracked-tooth-19-crown-prep-um',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "we spent the first few minutes talking about her trip to see the grandkids she's got a new granddaughter um so she's here because of a sharp pain lower left when she bites down it's been going on about three weeks only on hard things like nuts or crusty bread it's a quick zing that goes away as soon as she lets go she's been chewing on the right side to avoid it cold is fine no pain at night medical history no changes osteoarthritis takes meloxicam no allergies extraoral wnl intraoral wnl number nineteen large mesial occlusal amalgam craze lines on the distal marginal ridge tooth slooth positive on the distolingual cusp normal response to cold not tender to percussion numbers eighteen and twenty sound pa number nineteen no periapical changes diagnosis cracked tooth number nineteen explained the crack can get worse and recommended a crown to hold it together she wants to go ahead today consent signed two carpules articaine four percent one to one hundred thousand epi left ianb old amalgam removed crack visible across the distal marginal ridge not into the pulp core build up with composite crown prep number nineteen retraction cord impression bite registration temporary crown with protemp cemented with tempbond occlusion checked post op instructions given next visit seat crown number nineteen in two weeks",
    expect: {
      CC: "Sharp pain lower left when she bites down. It's been going on about 3 weeks. Only on hard things like nuts or crusty bread. It's a quick zing that goes away as soon as she lets go. She's been chewing on the right side to avoid it. Cold is fine. No pain at night",
      'MED HX': 'No changes. Osteoarthritis. Takes meloxicam. No allergies',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      DENTAL: [
        [
          '19',
          'Large MO amalgam craze lines on the D marginal ridge Tooth Slooth positive on the DL cusp normal response to cold not tender to percussion',
        ],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA #19 no periapical changes',
      DX: ['Cracked tooth #19'],
      CONSULT: 'Explained the crack can get worse and recommended a crown to hold it together. She wants to go ahead today',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #19', 'Impression', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Old amalgam removed',
        'Crack visible across the D marginal ridge not into the pulp',
        'Core build up with composite',
        'Crown prep #19',
        'Retraction cord',
        'Impression',
        'Bite registration',
        'Temporary crown with Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: "We spent the first few minutes talking about her trip to see the grandkids. She's got a new granddaughter",
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bn17-us-asr-universal-changed-mind-recurrent-pericoronitis-32-extraction-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "at his last visit he decided to leave number thirty two alone but it's flared up twice since then gum swells up behind the last tooth bad taste hard to open wide the last one settled with the rinse we gave him so he's changed his mind and wants it out medical history no changes no meds no allergies extraoral no swelling opens about forty millimeters no lymph nodes intraoral operculum over number thirty two slightly red no pus today number thirty two partially erupted no decay number thirty one sound pano from last visit shows number thirty two mesioangular with the roots clear of the canal diagnosis recurrent pericoronitis number thirty two went over the risks again swelling dry socket numbness of the lip and tongue he's fine with that consent signed two carpules lidocaine two percent one to one hundred thousand epi right ianb plus buccal infiltration could you grab me the elevators please thanks extracted number thirty two with elevators and forceps roots intact socket irrigated with saline one chromic gut suture gauze pack post op instructions given verbal and written rx ibuprofen six hundred milligrams every six hours as needed call if any problems",
    expect: {
      CC: "At his last visit he decided to leave #32 alone but it's flared up twice since then. Gum swells up behind the last tooth. Bad taste. Hard to open wide. Last one settled with the rinse we gave him",
      'MED HX': 'No changes. No meds. No allergies',
      EXTRA: 'No swelling. Opens about 40 mm. No lymph nodes',
      INTRA: 'Operculum over #32 slightly red. No pus today',
      DENTAL: [
        ['32', 'Partially erupted no decay'],
        ['31', 'Sound'],
      ],
      RADIO: 'Pano from last visit shows #32 mesioangular with the roots clear of the canal',
      DX: ['Recurrent pericoronitis #32'],
      CONSULT:
        "He's changed his mind and wants it out. Went over the risks again swelling dry socket numbness of the lip and tongue. He's fine with that",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #32'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Extracted #32 with elevators and forceps',
        'Roots intact',
        'Socket irrigated with saline',
        '1 chromic gut suture',
        'Gauze pack',
        'Post-op instructions given verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Call if any problems',
    },
  }),
  defineCase({
    id: 'bn18-us-typed-universal-new-patient-moved-no-complaints-comprehensive-exam-fmx-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient comprehensive exam. Recently moved here and looking for a new dental home; no complaints, just wants a checkup and cleaning. Last dental visit about a year ago. Medical history: hypothyroidism, takes levothyroxine 75 mcg daily; seasonal allergies; allergic to amoxicillin (rash). Nonsmoker, social drinker. Extraoral: WNL, TMJ no clicking. Intraoral: mild linea alba, bilateral mandibular tori, otherwise WNL. Oral cancer screening negative. PSR 2 2 1 / 2 2 2, generalized mild gingival inflammation, BOP 20%. #2 MO amalgam intact. #3 O composite intact. #14 PFM crown, open M margin. #19 DO composite with recurrent caries. #30 buccal pit caries. #1, #16, #17, #32 missing. FMX taken: #19 D recurrent caries into dentin, #14 open M margin, no periapical pathology. Dx: recurrent caries #19, caries #30, defective crown #14, gingivitis. Reviewed findings with pt using intraoral photos. Pt asked which to do first; recommended #19 first. Prophy and OHI completed. Tx plan: DO composite #19, B composite #30, crown #14. NV: DO composite #19. Recall 6 months.',
    expect: {
      CC: 'New patient comprehensive exam. Recently moved here and looking for a new dental home; no complaints, just wants a checkup and cleaning. Last dental visit about a year ago',
      'MED HX':
        'Hypothyroidism, takes levothyroxine 75 mcg daily; seasonal allergies; allergic to amoxicillin (rash). Nonsmoker, social drinker',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Mild linea alba, bilateral mandibular tori, otherwise WNL. Oral cancer screening negative',
      PERIO: 'PSR 2 2 1 / 2 2 2, generalized mild gingival inflammation, BOP 20%',
      DENTAL: [
        ['2', 'MO amalgam intact'],
        ['3', 'O composite intact'],
        ['14', 'PFM crown, open M margin'],
        ['19', 'DO composite with recurrent caries'],
        ['30', 'B pit caries'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: 'FMX taken: #19 D recurrent caries into dentin, #14 open M margin, no periapical pathology',
      DX: ['Recurrent caries #19', 'Caries #30', 'Defective crown #14', 'Gingivitis'],
      CONSULT: 'Reviewed findings with pt using intraoral photos. Pt asked which to do first; recommended #19 first',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI completed'],
      'TX PLAN': ['DO composite #19', 'B composite #30', 'Crown #14'],
      NV: ['DO composite #19'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric dentist (Universal, letters)
  defineCase({
    id: 'bn19-us-asr-universal-peds-pediatrician-referral-first-visit-white-spots-dad-uh',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'two year old here with dad his pediatrician referred him for a first dental visit she noticed chalky white spots on his top front teeth at his two year well check dad says he still has a bottle of milk to fall asleep and uh sometimes in the night too no pain eating fine medical history healthy no meds no allergies soft tissues normal heavy plaque on the upper incisors white spot lesions along the gumline on letters d e f and g no cavitation letters b i l and s sound diagnosis early childhood caries noncavitated high caries risk talked with dad about weaning off the night bottle and only water after brushing showed him how to brush with a rice sized smear of fluoride toothpaste twice a day asked him to lift the lip once a month to check the spots fluoride varnish applied he cried through the exam which is normal at this age recall three months for fluoride',
    expect: {
      CC: 'His pediatrician referred him for a first dental visit. She noticed chalky white spots on his top front teeth at his 2 year well check. Dad says he still has a bottle of milk to fall asleep and sometimes in the night too. No pain. Eating fine',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Heavy plaque on the upper incisors',
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
      DX: ['Early childhood caries noncavitated', 'High caries risk'],
      CONSULT:
        'Talked with dad about weaning off the night bottle and only water after brushing. Showed him how to brush with a rice sized smear of fluoride toothpaste twice a day. Asked him to lift the lip once a month to check the spots',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '2 year old here with dad. He cried through the exam which is normal at this age',
      'F/U': 'Recall 3 months for fluoride',
    },
  }),
  defineCase({
    id: 'bn20-us-typed-universal-peds-emergency-mom-reports-swollen-cheek-abscess-k-extraction',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency. 6 y/o w/ mom. Mom reports L cheek swollen since last night; he's been complaining about a tooth lower left for a week, worse when eating, Tylenol helped until yesterday. No fever at home. Med hx: healthy, NKDA, immunizations up to date. EO: mild L buccal swelling, temp 98.9°F, no lymphadenopathy. IO: vestibular swelling buccal to #K, fluctuant. #K large MO caries, grade 2 mobility, TTP. #L DO caries, small. #19 erupting, no caries. PA #K: furcation radiolucency, #20 crypt intact. Dx: dentoalveolar abscess #K. Options reviewed w/ mom: ext #K now vs pulpectomy (poor prognosis due to bone loss); mom chose ext. Mom signed consent. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100,000 epi, IANB left. #K extracted, roots intact, pus drained from socket. Gauze, hemostasis. Rx amoxicillin 400 mg/5 mL susp 5 mL BID x 7 days. POI given to mom. Pt cried but let us finish. Tx plan: band and loop space maintainer for #K space, DO composite #L. NV: impressions for space maintainer in 1 wk.",
    expect: {
      CC: "Emergency. Mom reports L cheek swollen since last night; he's been complaining about a tooth lower left for a week, worse when eating, Tylenol helped until yesterday. No fever at home",
      'MED HX': 'Healthy, NKDA, immunizations up to date',
      EXTRA: 'Mild L buccal swelling, temp 98.9°F, no lymphadenopathy',
      INTRA: 'Vestibular swelling buccal to #K, fluctuant',
      DENTAL: [
        ['K', 'Large MO caries, grade 2 mobility, TTP'],
        ['L', 'DO caries, small'],
        ['19', 'Erupting, no caries'],
      ],
      RADIO: 'PA #K: furcation radiolucency, #20 crypt intact',
      DX: ['Dentoalveolar abscess #K'],
      CONSULT: 'Options reviewed w/ mom: ext #K now vs pulpectomy (poor prognosis due to bone loss); mom chose ext',
      CONSENT: 'Mom signed consent',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        '#K extracted',
        'Roots intact',
        'Pus drained from socket',
        'Gauze',
        'Hemostasis',
        'Rx amoxicillin 400 mg/5 mL susp 5 mL BID x 7 days',
        'POI given to mom',
      ],
      'TX PLAN': ['Band and loop space maintainer for #K space', 'DO composite #L'],
      NOTES: '6 y/o w/ mom. Pt cried but let us finish',
      NV: ['Impressions for space maintainer in 1 wk'],
    },
  }),
  defineCase({
    id: 'bn21-us-asr-universal-peds-back-to-finish-plan-pulpotomy-ssc-s-nitrous-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'back to finish his treatment plan lower right letter s needs a pulpotomy and a stainless steel crown mom says no problems since the fillings last time seven year old with mom medical history no changes healthy no allergies letter s large distal occlusal caries no swelling not mobile letter t distal occlusal composite from last visit intact nitrous oxide at thirty percent topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulp exposure pulpotomy letter s with ferric sulfate hemostasis achieved zinc oxide eugenol sorry irm base stainless steel crown letter s size four cemented with glass ionomer occlusion checked one hundred percent oxygen for five minutes post op instructions to mom told her to watch for lip biting he was great and watched cartoons the whole time recall six months',
    expect: {
      CC: 'Back to finish his treatment plan. Lower right #S needs a pulpotomy and a stainless steel crown. Mom says no problems since the fillings last time',
      'MED HX': 'No changes. Healthy. No allergies',
      DENTAL: [
        ['S', 'Large DO caries no swelling not mobile'],
        ['T', 'DO composite from last visit intact'],
      ],
      CONSULT: 'Told her to watch for lip biting',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Nitrous oxide at 30%',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #S with ferric sulfate',
        'Hemostasis achieved',
        'IRM base',
        'Stainless steel crown #S size 4',
        'Cemented with glass ionomer',
        'Occlusion checked',
        '100% oxygen for 5 minutes',
        'Post-op instructions to mom',
      ],
      NOTES: '7 year old with mom. He was great and watched cartoons the whole time',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bn22-us-typed-universal-peds-moms-three-concerns-shark-teeth-grinding-gray-e',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Mom's concerns: 1) lower front baby teeth loose for months and adult teeth showing up behind them; 2) grinding at night, loud enough to hear from the hallway; 3) upper front tooth went gray after he fell off his scooter last year, never hurt. 7 y/o, anxious, sat in mom's lap at first. Med hx: ADHD, takes methylphenidate, NKDA. EO: WNL. IO: soft tissues WNL, flat wear on primary canines and molars. #O, #P mobile grade 1. #24, #25 erupting lingual to #O, #P. #E gray, not mobile, no sinus tract, not TTP. PA #E: no periapical radiolucency, root resorbing normally. Dx: ectopic eruption #24, #25, discolored nonvital #E, bruxism. Explained to mom: lower baby teeth usually loosen and fall out on their own and the tongue pushes the adult teeth forward; if #O, #P still there in 6-8 wks we'll extract them. Told mom we'll monitor #E and treat only if it gets infected. Grinding is common at this age and usually outgrown, no guard needed. Prophy + fluoride varnish. Recall 6 wks to check lower incisors.",
    expect: {
      CC: "Mom's concerns: 1) lower front baby teeth loose for months and adult teeth showing up behind them; 2) grinding at night, loud enough to hear from the hallway; 3) upper front tooth went gray after he fell off his scooter last year, never hurt",
      'MED HX': 'ADHD, takes methylphenidate, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, flat wear on primary canines and molars',
      DENTAL: [
        ['O', 'Mobile grade 1'],
        ['P', 'Mobile grade 1'],
        ['24', 'Erupting lingual to #O, #P'],
        ['25', 'Erupting lingual to #O, #P'],
        ['E', 'Gray, not mobile, no sinus tract, not TTP'],
      ],
      RADIO: 'PA #E: no periapical radiolucency, root resorbing normally',
      DX: ['Ectopic eruption #24, #25', 'Discolored nonvital #E', 'Bruxism'],
      CONSULT:
        "Explained to mom: lower baby teeth usually loosen and fall out on their own and the tongue pushes the adult teeth forward; if #O, #P still there in 6-8 wks we'll extract them. Told mom we'll monitor #E and treat only if it gets infected. Grinding is common at this age and usually outgrown, no guard needed",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy + fluoride varnish'],
      NOTES: "7 y/o, anxious, sat in mom's lap at first",
      'F/U': 'Recall 6 wks to check lower incisors',
    },
  }),
  defineCase({
    id: 'bn23-us-asr-universal-peds-twelve-year-checkup-no-concerns-sealants-18-31-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'twelve year old with mom here for her six month checkup no concerns from either of them medical history mild asthma uses albuterol as needed no allergies extraoral wnl intraoral soft tissues wnl class two malocclusion with about six millimeters of overjet gums healthy mild plaque lower lingual numbers three fourteen nineteen and thirty sealants intact numbers eighteen and thirty one erupted deep grooves no decay numbers two and fifteen not erupted yet I mean partially erupted letter a still present and mobile two bitewings no decay diagnosis caries free class two malocclusion discussed a mouthguard for soccer because of the overjet mom asked if she needs braces recommended an ortho evaluation prophy fluoride varnish fissure sealants numbers eighteen and thirty one referral to orthodontist for evaluation recall six months',
    expect: {
      CC: 'Her 6 month checkup. No concerns from either of them',
      'MED HX': 'Mild asthma. Uses albuterol as needed. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL. Class 2 malocclusion with about 6 mm of overjet',
      PERIO: 'Gums healthy. Mild plaque lower lingual',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['18', 'Erupted deep grooves no decay'],
        ['31', 'Erupted deep grooves no decay'],
        ['2', 'Partially erupted'],
        ['15', 'Partially erupted'],
        ['A', 'Still present and mobile'],
      ],
      RADIO: '2 bitewings. No decay',
      DX: ['Caries free', 'Class 2 malocclusion'],
      CONSULT:
        'Discussed a mouthguard for soccer because of the overjet. Mom asked if she needs braces. Recommended an ortho evaluation',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #18, #31'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #18, #31'],
      'TX PLAN': ['Referral to orthodontist for evaluation'],
      NOTES: '12 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bn24-us-typed-universal-peds-school-nurse-grandma-guardian-autism-sdf-ga-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by school nurse after a screening flagged a cavity lower right. Grandma (guardian) says he holds his jaw and cries with candy or cold milk, about 2 months, no swelling, no night waking. 9 y/o, nonverbal, came with grandma and his aide. Med hx: autism spectrum disorder, takes risperidone, NKDA. EO: no swelling. IO: soft tissues WNL as far as seen. Heavy plaque. #T large O cavity, soft dentin. #30 O caries, cavitated. #S and #K deep DO caries. Radiographs not possible today. Dx: caries #T, #30, #S, #K. Discussed with grandma: too much treatment to do awake, options are SDF now to slow it down and treatment under general anesthesia. Grandma agrees to both; warned SDF stains black. Verbal consent from grandma. SDF applied #T, #30, #S, #K (1 min each). Fluoride varnish. Plan: referral to hospital dentistry for comprehensive treatment under GA. Tolerated exam well with weighted blanket and lights dimmed. Recall 3 months for SDF reapplication.',
    expect: {
      CC: 'Referred by school nurse after a screening flagged a cavity lower right. Grandma (guardian) says he holds his jaw and cries with candy or cold milk, about 2 months, no swelling, no night waking',
      'MED HX': 'Autism spectrum disorder, takes risperidone, NKDA',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues WNL as far as seen',
      PERIO: 'Heavy plaque',
      DENTAL: [
        ['T', 'Large O cavity, soft dentin'],
        ['30', 'O caries, cavitated'],
        ['S', 'Deep DO caries'],
        ['K', 'Deep DO caries'],
      ],
      RADIO: 'Radiographs not possible today',
      DX: ['Caries #T, #30, #S, #K'],
      CONSULT:
        'Discussed with grandma: too much treatment to do awake, options are SDF now to slow it down and treatment under general anesthesia. Grandma agrees to both; warned SDF stains black',
      CONSENT: 'Verbal consent from grandma',
      'TX TODAY': ['SDF #T, #30, #S, #K', 'Fluoride varnish'],
      TX: ['SDF applied #T, #30, #S, #K (1 min each)', 'Fluoride varnish'],
      'TX PLAN': ['Referral to hospital dentistry for comprehensive treatment under GA'],
      NOTES:
        '9 y/o, nonverbal, came with grandma and his aide. Tolerated exam well with weighted blanket and lights dimmed',
      'F/U': 'Recall 3 months for SDF reapplication',
    },
  }),

  // ---------------------------------------------------------------- 5. UK general dentist who types terse notes (FDI)
  defineCase({
    id: 'bn25-uk-typed-fdi-terse-emerg-swollen-gum-tried-corsodyl-perio-abscess-16-rsd',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg. C/O swollen gum UR, 3/7, bad taste, no pain. Tried Corsodyl - helps a bit. MH: NKDA, T2DM (metformin). O/E: 16 mobile II, TTP. 8 mm pocket B of 16, pus on probing. 17 NAD. PA 16: vertical bone loss M root. Dx: perio abscess 16. Discussed: hopeless long-term, XLA vs try to stabilise; pt wants XLA but not today. LA 1 x 2.2ml articaine 4% 1:100k adr buccal infil 16. RSD 16. Irrigated chlorhex. NV: XLA 16 (40 min). RV PRN.',
    expect: {
      CC: 'Emerg. Swollen gum UR, 3 days, bad taste, no pain. Tried Corsodyl - helps a bit',
      'MED HX': 'NKDA, T2DM (metformin)',
      PERIO: '8 mm pocket B of 16, pus on probing',
      DENTAL: [
        ['16', 'Mobile II, TTP'],
        ['17', 'NAD'],
      ],
      RADIO: 'PA 16: vertical bone loss M root',
      DX: ['Perio abscess 16'],
      CONSULT: 'Discussed: hopeless long-term, XLA vs try to stabilise; pt wants XLA but not today',
      'TX TODAY': ['RSD 16', 'Irrigation'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 16',
        'RSD 16',
        'Irrigated chlorhex',
      ],
      NV: ['Extraction 16 (40 min)'],
      'F/U': 'RV PRN',
    },
  }),
  defineCase({
    id: 'bn26-uk-typed-fdi-terse-recall-36-chipped-again-changed-mind-crown-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. No pain, but 36 has chipped again. Declined crown 36 at last recall. Has now changed her mind and wants to go ahead. MH no change, NKDA. EO NAD. IO NAD. BPE 1 1 1/1 2 1. 36 MOD comp, ML cusp chipped, no caries, not TTP. 37 O comp sound. 26 crown sound. BWs: no caries, bone levels OK. Discussed crown 36: metal-ceramic vs emax, £520 vs £610, pt chose emax. S&P. NV crown prep 36. RV 12/12.',
    expect: {
      CC: 'Recall. No pain, but 36 has chipped again. Declined crown 36 at last recall',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1/1 2 1',
      DENTAL: [
        ['36', 'MOD comp, ML cusp chipped, no caries, not TTP'],
        ['37', 'O comp sound'],
        ['26', 'Crown sound'],
      ],
      RADIO: 'BWs: no caries, bone levels OK',
      CONSULT:
        'Has now changed her mind and wants to go ahead. Discussed crown 36: metal-ceramic vs emax, £520 vs £610, pt chose emax',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      NV: ['Crown prep 36'],
      'F/U': 'RV 12 months',
    },
  }),
  defineCase({
    id: 'bn27-uk-typed-fdi-terse-sent-by-gp-facial-pain-sinusitis-no-dental-cause',
    style: 'UK',
    asr: false,
    transcript:
      'Sent by GP ?dental cause of L facial pain. 2/52 dull ache L cheek + upper teeth, worse bending forward and walking downstairs, blocked nose since a cold 3/52 ago. Paracetamol helps. MH: no change, hay fever (cetirizine), NKDA. EO: tender over L maxillary sinus, no swelling, TMJ NAD. IO: NAD. 24, 25, 26 mildly TTP, all +ve to EPT, no caries, restorations intact. 27 crown intact. PA 25-27: no periapical pathology, sinus floor close to roots. Dx: ?maxillary sinusitis (no dental cause found). Explained teeth sore because roots sit next to the sinus. Advised steam inhalation + back to GP if not settling in 1/52. RV PRN.',
    expect: {
      CC: 'Sent by GP ?dental cause of L facial pain. 2 weeks dull ache L cheek + upper teeth, worse bending forward and walking downstairs, blocked nose since a cold 3 weeks ago. Paracetamol helps',
      'MED HX': 'No change, hay fever (cetirizine), NKDA',
      EXTRA: 'Tender over L maxillary sinus, no swelling, TMJ NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['24', 'Mildly TTP, all +ve to EPT, no caries, restorations intact'],
        ['25', 'Mildly TTP, all +ve to EPT, no caries, restorations intact'],
        ['26', 'Mildly TTP, all +ve to EPT, no caries, restorations intact'],
        ['27', 'Crown intact'],
      ],
      RADIO: 'PA 25-27: no periapical pathology, sinus floor close to roots',
      DX: ['?maxillary sinusitis (no dental cause found)'],
      CONSULT:
        'Explained teeth sore because roots sit next to the sinus. Advised steam inhalation + back to GP if not settling in 1 week',
      'F/U': 'RV PRN',
    },
  }),
  defineCase({
    id: 'bn28-uk-typed-fdi-terse-back-for-perm-resto-46-after-sedative-dressing-do-amalgam',
    style: 'UK',
    asr: false,
    transcript:
      'Back for perm resto 46 following sedative dressing 2/52 ago. Sx settled completely, no night pain. MH no change. 46 IRM intact, not TTP, cold +ve, normal. LA 1 x 2.2ml lido 2% 1:80,000 adr IDB right. IRM + residual caries removed, no exposure. Vitrebond. Tofflemire + wedge. DO amalgam 46. Carved, occlusion checked. POIG. RV at recall.',
    expect: {
      CC: 'Back for perm resto 46 following sedative dressing 2 weeks ago. Sx settled completely, no night pain',
      'MED HX': 'No change',
      DENTAL: [['46', 'IRM intact, not TTP, cold +ve, normal']],
      'TX TODAY': ['DO amalgam 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'IRM + residual caries removed',
        'No exposure',
        'Vitrebond',
        'Tofflemire + wedge',
        'DO amalgam 46',
        'Carved',
        'Occlusion checked',
        'POIG',
      ],
      'F/U': 'RV at recall',
    },
  }),
  defineCase({
    id: 'bn29-uk-typed-fdi-terse-back-from-travelling-lost-filling-36-overdue-mo-comp',
    style: 'UK',
    asr: false,
    transcript:
      'Pt back from 6 months travelling, had a great time. C/O lost filling 36 while away, food packing, cold sens. Overdue for check-up. MH: no change, NKDA. Started vaping. EO NAD. IO NAD. BPE 2 2 2/2 2 2. 36 MO cavity, old comp lost, soft M caries, cold +ve short. 35 sound. BWs: 36 M caries into dentine, 37 D enamel only. Dx: caries 36. OHI. Vaping advice given. LA 1 x 2.2ml articaine 4% 1:100k adr buccal infil 36. CWRs. Caries removed. Sectional matrix. MO comp 36 A3. Occlusion checked. POIG. RV 6/12, BWs 12/12.',
    expect: {
      CC: 'Lost filling 36 while away, food packing, cold sens. Overdue for check-up',
      'MED HX': 'No change, NKDA. Started vaping',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2/2 2 2',
      DENTAL: [
        ['36', 'MO cavity, old comp lost, soft M caries, cold +ve short'],
        ['35', 'Sound'],
      ],
      RADIO: 'BWs: 36 M caries into dentine, 37 D enamel only',
      DX: ['Caries 36'],
      CONSULT: 'Vaping advice given',
      'TX TODAY': ['OHI', 'MO composite 36'],
      TX: [
        'OHI',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'CWRs',
        'Caries removed',
        'Sectional matrix',
        'MO comp 36 A3',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: 'Pt back from 6 months travelling, had a great time',
      'F/U': 'RV 6 months, BWs 12 months',
    },
  }),
  defineCase({
    id: 'bn30-uk-typed-fdi-terse-emerg-avulsion-11-replanted-by-coach-mum-splint-12-22',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg. 15 y/o w/ mum. 11 knocked out at rugby ~1 hr ago, coach put it back in at the pitch after rinsing it in milk. Mum says ~20 min out of mouth. No LOC, no head injury. MH: fit + well, tetanus up to date per mum, NKDA. EO: superficial laceration upper lip. IO: 11 replanted, slightly extruded, mobile. 21 TTP, not mobile. 12, 22 NAD. PA 11: PDL space widened apically, no root #. Dx: avulsion 11 (replanted), concussion 21. LA 1 x 2.2ml lido 2% 1:80,000 adr buccal infil 11. 11 repositioned with finger pressure, checked on PA. Flexible splint 12-22, composite + 0.4 mm wire. Occlusion clear. Rx doxycycline 100 mg OD 7/7 (200 mg day 1). Advised soft diet 2/52, CHX mouthwash 2x daily, soft brush. Explained RCT will be needed on 11 in 7-10 days, prognosis guarded. NV: extirpation 11 + CaOH in 7-10 days. Plan: splint off at 2/52. RV 1/52.',
    expect: {
      CC: 'Emerg. 11 knocked out at rugby ~1 hr ago, coach put it back in at the pitch after rinsing it in milk. Mum says ~20 min out of mouth. No LOC, no head injury',
      'MED HX': 'Fit + well, tetanus up to date per mum, NKDA',
      EXTRA: 'Superficial laceration upper lip',
      DENTAL: [
        ['11', 'Replanted, slightly extruded, mobile'],
        ['21', 'TTP, not mobile'],
        ['12', 'NAD'],
        ['22', 'NAD'],
      ],
      RADIO: 'PA 11: PDL space widened apically, no root #',
      DX: ['Avulsion 11 (replanted)', 'Concussion 21'],
      CONSULT:
        'Advised soft diet 2 weeks, CHX mouthwash 2x daily, soft brush. Explained RCT will be needed on 11 in 7-10 days, prognosis guarded',
      'TX TODAY': ['Splint 12-22'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 11',
        '11 repositioned with finger pressure',
        'Checked on PA',
        'Flexible splint 12-22',
        'Composite + 0.4 mm wire',
        'Occlusion clear',
        'Rx doxycycline 100 mg OD 7 days (200 mg day 1)',
      ],
      'TX PLAN': ['Splint off at 2 weeks'],
      NOTES: '15 y/o w/ mum',
      NV: ['Extirpation 11 + CaOH in 7-10 days'],
      'F/U': 'RV 1 week',
    },
  }),
];
