// A sixtieth development batch (ids bj01–bj30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) on 26 November 2026 by a helper that had
// not seen the engine or any held-out split; every case was labelled before any engine run. It is the talkative
// chairside dictation: thirty visits at five practices where the dentist mixes clinical content with what sounds like
// conversation — the patient's job, family, holidays, hobbies, worries and questions, what the patient said, the advice
// given, the options discussed and the patient's decision, gum findings (bleeding, recession, pockets, inflammation,
// plaque, oral hygiene) said in one breath with soft-tissue findings, medical history told casually (medicines,
// allergies, smoking, vaping, coffee and energy drinks), consent said in many ways ("verbal consent", "he gave verbal
// consent", "written consent form signed", "verbal consent obtained", "dad consented to varnish", "consented verbally",
// "consent verbal", "signed consent for whitening", "mom gave verbal consent for the filling", "dad signed consent",
// "mom gave verbal consent by phone", "verbal consent given", "written consent signed") and the next visit and recall
// said in many ways ("see her again in six months", "review when back from holiday", "next appointment …", "book in for
// …", "we'll see her for her cleaning in three months", "recheck in three months", "recall when he's back in six
// months", "Review PRN", "6 month recall"). Visits: check-ups, hygiene and periodontal maintenance, consultations,
// emergencies, fillings, extractions, orthodontic referrals, whitening consultations, night guards and children's
// visits. Five practices, six visits each:
//   bj01–bj06 a UK practice (FDI): a check-up with a night-shift nurse (recogniser), an emergency fractured palatal cusp
//     before a holiday (typed), an extraction for a builder who can't take time off (recogniser), a private whitening
//     consultation before a wedding with tray impressions (typed), a twelve-year-old's check-up with an orthodontic
//     referral (recogniser, appended dictation), a night guard fit for a stressed deputy head (typed);
//   bj07–bj12 a UK dentist saying Palmer words (Palmer): a hygiene visit for a chef back from holiday (recogniser, no
//     chart), a DO composite for a taxi driver on warfarin (typed), an emergency pericoronitis for a student in exams
//     (recogniser), a six-year-old new patient with thumb sucking and primary letters (typed), a thirteen-year-old rugby
//     player with a large overjet referred for orthodontics (recogniser), a cracked-tooth consultation for a concert
//     pianist (typed);
//   bj13–bj18 a US general practice (Universal): a periodic exam and prophy for an accountant (typed), a chipped DO
//     composite for a teacher with "scratch that" (recogniser), a dry socket after an extraction elsewhere for an ER nurse
//     (recogniser), a whitening consultation before a reunion (typed, appended dictation), a night guard delivery for a
//     software engineer (recogniser, no chart), a wisdom-teeth consultation with a referral (typed full sentences);
//   bj19–bj24 a US paediatric office (Universal with primary letters): a five-year-old's check-up with a "no wait"
//     correction (recogniser), an eight-year-old's extraction of an over-retained #G (typed), a toddler's first visit
//     (recogniser), two composites under nitrous oxide with grandpa and consent by phone (typed), a twelve-year-old in
//     braces at a cleaning (recogniser), an avulsed primary incisor (typed);
//   bj25–bj30 an Australian practice (FDI, written with style 'UK' as Australian notes follow UK conventions: adrenaline,
//     2.2 ml cartridges, BPE): a check and clean for a FIFO miner (typed), an emergency cusp fracture for an electrician
//     off to Bali (recogniser), a fifteen-year-old's check-up with sealants (recogniser, appended dictation), an upper
//     wisdom tooth extraction for a theatre nurse (typed), periodontal maintenance for a retiree about to go caravanning
//     (recogniser, no chart), a clear-aligner consultation with an orthodontic referral (typed).
// UK-style 18 (FDI 12 of which 6 Australian, Palmer 6), US 12 (Universal, primary letters in bj19–bj24); 15
// recogniser-style (bj01, bj03, bj05, bj07, bj09, bj11, bj14, bj15, bj17, bj19, bj21, bj23, bj26, bj27, bj29: lower case,
// number words, fillers, no punctuation, corrections "I mean", "no wait", "sorry", "scratch that", two misheard words)
// and 15 typed (shorthand in most, full sentences in bj18); 17 with no section words (no medical-history, exam,
// diagnosis or plan headings; some still say "next visit" / "NV"), 13 with some (bj02, bj09, bj10, bj11, bj12, bj13,
// bj15, bj18, bj21, bj22, bj24, bj28, bj30); 80 to 183 words (most 105 to 160); three cases with appended dictation (bj05
// recogniser "add to chart …" / "add to notes …"; bj16 typed "Add to notes: …" / "Change 2 weeks to 10 days."; bj27
// recogniser "next visit …" / "add to notes …"). DENTAL in 27 cases (not bj07, bj17, bj29).
//
// Judgement calls where the contract was silent:
// - Remarks about the patient's life (job, family, school, hobbies, holidays, a wedding told as its own sentence) are
//   NOTES, also when said in the middle of the history; so are worries and feelings ("worried it'll flare up while she's
//   away", "finding it stressful", "Mom very upset, blames herself", "she was nervous it would hurt but said it already
//   feels better") and statements that are neither a question nor a decision ("He admitted he only brushes at night").
//   A life event that is itself the reason for attending stays in the CC ("Whitening consultation … Getting married next
//   summer and wants a brighter smile for the photos", "… before her 20-yr high school reunion"). Occupation is NOTES
//   (as more56 "He's a keen golfer"); smoking, vaping, alcohol, coffee and energy drinks are social history in MED HX,
//   except a habit told inside a remark about the job, which stays with it (bj01 "… so she's been snacking a lot on
//   shift").
// - Questions with their answers, advice, options, fees and the patient's decision are CONSULT, including "Happy to
//   proceed", "She said go ahead", "He's happy with that", "Dad agreed to the referral" and a reply to advice ("She said
//   she'll try nicotine patches", "He said he'd bring it up at his next physical"); only words of consenting are
//   CONSENT, also when the consent is for the next visit's filling (bj19) or given by phone (bj22).
// - Gum findings are PERIO (bleeding, puffiness, redness, overgrowth around brackets, recession and pockets with their
//   teeth, plaque, calculus, oral hygiene, BOP, BPE / PSR), soft-tissue findings are INTRA (ulcers, tongue, linea alba,
//   frictional keratosis, tori, operculum, sockets, frenum) with crowding, overjet, deep bite and open bite; face, jaw
//   muscles, TMJ, lymph nodes, lips at rest and profile are EXTRA also with no heading. A tooth named only as the place
//   of a soft-tissue or gum finding gives no chart entry (rule 7).
// - "see her again in six months", "see her back in …", "we'll see her for her cleaning in three months", "see him in
//   four weeks to check the guard", "recheck", "recall when he's back" are F/U; "next visit", "next appointment", "NV",
//   "book in for" give NV items. "class two" is written "Class 2" (numbers as digits). Misheard words are labelled as
//   said (bj17 "linear alba", bj23 "proxy brush"); "minty" (an Australian sweet) and "lollies" stay as said.
// - Titles: "Upper hard acrylic night guard fitted" / "seated fully" → "Night guard"; impressions for whitening or
//   bleaching trays → "Impressions" (as more58 did for night guard impressions); a shade photo, ortho wax, topical,
//   nitrous oxide and 100% oxygen are steps with no title; "irrigated under the operculum" (no tooth in the step) →
//   "Irrigation"; irrigating a dry socket and placing Alvogyl are no titles and the CC says the extraction was done
//   before, so bj15 has no TX TODAY; "Extracted #G" → "Extraction #G"; "prophy and fluoride varnish done" is two steps;
//   "OHI incl. electric toothbrush" → "OHI"; "periodontal maintenance full mouth …" → "Periodontal maintenance". The
//   Australian "check and clean" stays as said in the CC; the treatment was dictated as "scale and polish".
// - "Sealants" alone in a US NV stays as said (it is not a form of the table; as more58 kept it in the CC); "FS" in an
//   NV is "Fissure sealant" and "comp" is "composite" (as more58). "Erosion on the palatal of 11, 12, 21, 22" is "P
//   erosion" for each tooth (rule 4, the surface moves in front). Referrals are TX PLAN also with no "plan" word.
// - "No antibiotics needed as no spreading infection" said among the advice is CONSULT. A child's age and who came are
//   NOTES (as more58), also "new pt", "mom at work", "Tooth fairy bag given" and a crying toddler at the knee-to-knee exam.
// - In recogniser-style text fields a new clause starts a new sentence, but clauses joined by "and" stay together (as
//   more58 bh23); recogniser-style chart conditions keep the spoken run without added commas.
// - Appends: "add to chart …" adds a DENTAL entry at the end, "add to notes …" adds to NOTES, "next visit …" sets the
//   next visit of a note that had none, "change X to Y" edits the one place X is said (bj16's "2 weeks" only in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more60Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK practice (FDI)
  defineCase({
    id: 'bj01-uk-asr-fdi-check-up-night-nurse-lip-ulcer-gums-bleed-whitening-question',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for a check up no problems really except her gums bleed when she brushes um she's still on sertraline and the brown inhaler nothing new no allergies she works nights as a nurse on the children's ward so she's been snacking a lot on shift face and neck fine soft tissues fine apart from a small ulcer inside the lower lip where she bit it gums puffy and bleeding around the lower front teeth bpe two one two two two two calculus behind the lower incisors three six occlusal amalgam fine four six mesial occlusal composite fine two four buccal cervical abrasion not sensitive no bitewings due this time scale and polish oral hygiene instruction with interdental brushes she asked if whitening would work before her daughter's wedding told her we'd get her gums healthy first advised cutting down the snacking on nights or chewing sugar free gum see her again in six months",
    expect: {
      CC: 'Check up. No problems really except her gums bleed when she brushes',
      'MED HX': "She's still on sertraline and the brown inhaler. Nothing new. No allergies",
      EXTRA: 'Face and neck fine',
      INTRA: 'Soft tissues fine apart from a small ulcer inside the lower lip where she bit it',
      PERIO: 'Gums puffy and bleeding around the lower front teeth. BPE 2 1 2 / 2 2 2. Calculus behind the lower incisors',
      DENTAL: [
        ['36', 'O amalgam fine'],
        ['46', 'MO composite fine'],
        ['24', 'B cervical abrasion not sensitive'],
      ],
      RADIO: 'No bitewings due this time',
      CONSULT:
        "She asked if whitening would work before her daughter's wedding. Told her we'd get her gums healthy first. Advised cutting down the snacking on nights or chewing sugar free gum",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction with interdental brushes'],
      NOTES: "She works nights as a nurse on the children's ward so she's been snacking a lot on shift",
      'F/U': 'See her again in 6 months',
    },
  }),
  defineCase({
    id: 'bj02-uk-typed-fdi-emergency-fractured-p-cusp-26-holiday-worry-composite-repair',
    style: 'UK',
    asr: false,
    transcript:
      "Emergency. Broke a back tooth upper left on a granola bar yesterday, sharp on the tongue, no pain. Flying to Spain on Sat w/ her grandchildren and worried it'll flare up while she's away. MH: hypothyroid (levothyroxine), allergic to Elastoplast. EO: NAD. IO: L lateral border of tongue sore from the sharp edge, no ulceration. Gingivae healthy. 26 fractured P cusp, MOD amalgam otherwise intact, no caries, not TTP, +ve to cold. 27 sound. PA 26: no periapical pathology, amalgam close to pulp. Dx: fractured P cusp 26. Options: smooth + monitor, composite repair today, or onlay later. Pt wants a quick fix before her holiday. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr P infil 26 + buccal infil. Cotton wool rolls. P composite 26 bonded to amalgam (A3). Occlusion checked. Advised onlay long term. Review when back from holiday.",
    expect: {
      CC: 'Emergency. Broke a back tooth upper left on a granola bar yesterday, sharp on the tongue, no pain',
      'MED HX': 'Hypothyroid (levothyroxine), allergic to Elastoplast',
      EXTRA: 'NAD',
      INTRA: 'L lateral border of tongue sore from the sharp edge, no ulceration',
      PERIO: 'Gingivae healthy',
      DENTAL: [
        ['26', 'Fractured P cusp, MOD amalgam otherwise intact, no caries, not TTP, +ve to cold', 'P cusp'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26: no periapical pathology, amalgam close to pulp',
      DX: ['Fractured P cusp 26'],
      CONSULT:
        'Options: smooth + monitor, composite repair today, or onlay later. Pt wants a quick fix before her holiday. Advised onlay long term',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['P composite 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, palatal infiltration 26 + buccal infiltration',
        'Cotton wool rolls',
        'P composite 26 bonded to amalgam (A3)',
        'Occlusion checked',
      ],
      NOTES: "Flying to Spain on Sat w/ her grandchildren and worried it'll flare up while she's away",
      'F/U': 'Review when back from holiday',
    },
  }),
  defineCase({
    id: 'bj03-uk-asr-fdi-extraction-46-builder-no-time-off-rash-penicillin-bridge-or-implant',
    style: 'UK',
    asr: true,
    transcript:
      "he's here because the lower right tooth's been aching on and off for months and broke yesterday er he's a builder and can't really take time off he's on ramipril for his blood pressure gets a rash with penicillin smokes about ten a day face not swollen soft tissues healthy gums a bit red around the lower molars with some bleeding four six grossly broken down only the roots left tender to percussion four five and four seven sound pa four six periapical radiolucency on both roots talked through root canal and a crown versus taking it out he'd rather have it out and not keep coming back he gave verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and buccal infiltration four six extracted four six with luxators and forceps after sectioning the roots roots complete socket compressed bit on gauze good haemostasis post op instructions given verbal and written told him no smoking for at least a day next appointment discuss a bridge or implant for the gap",
    expect: {
      CC: "Lower right tooth's been aching on and off for months and broke yesterday",
      'MED HX': "He's on ramipril for his blood pressure. Gets a rash with penicillin. Smokes about 10 a day",
      EXTRA: 'Face not swollen',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Gums a bit red around the lower molars with some bleeding',
      DENTAL: [
        ['46', 'Grossly broken down only the roots left tender to percussion'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 periapical radiolucency on both roots',
      CONSULT:
        "Talked through root canal and a crown versus taking it out. He'd rather have it out and not keep coming back. Told him no smoking for at least a day",
      CONSENT: 'He gave verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Extracted 46 with luxators and forceps after sectioning the roots',
        'Roots complete',
        'Socket compressed',
        'Bit on gauze',
        'Good haemostasis',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "He's a builder and can't really take time off",
      NV: ['Discuss a bridge or implant for the gap'],
    },
  }),
  defineCase({
    id: 'bj04-uk-typed-fdi-private-whitening-consult-wedding-coffee-tray-impressions',
    style: 'UK',
    asr: false,
    transcript:
      'Whitening consultation, private. Getting married next summer and wants a brighter smile for the photos. No medical problems, no meds, NKDA. Non-smoker, drinks 3-4 coffees a day. Soft tissues NAD. Gums healthy, BPE 1 1 1 / 1 1 1, OH good. 11, 21 sound, shade A3. 12 M composite stained at margin. 22 sound. 36 DO amalgam sound. Explained home whitening w/ custom trays + 10% carbamide peroxide, nightly for 2-3 weeks, possible sensitivity, results vary. Composite on 12 won\'t whiten and may need replacing afterwards. Fee £350 incl. trays. Pt keen to go ahead, written consent form signed. Upper + lower alginate impressions for trays, shade photo taken. Advised cutting down on coffee during whitening. Next appointment: fit whitening trays in 2/52.',
    expect: {
      CC: 'Whitening consultation, private. Getting married next summer and wants a brighter smile for the photos',
      'MED HX': 'No medical problems, no meds, NKDA. Non-smoker, drinks 3-4 coffees a day',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Gums healthy, BPE 1 1 1 / 1 1 1, OH good',
      DENTAL: [
        ['11', 'Sound, shade A3'],
        ['21', 'Sound, shade A3'],
        ['12', 'M composite stained at margin'],
        ['22', 'Sound'],
        ['36', 'DO amalgam sound'],
      ],
      CONSULT:
        "Explained home whitening w/ custom trays + 10% carbamide peroxide, nightly for 2-3 weeks, possible sensitivity, results vary. Composite on 12 won't whiten and may need replacing afterwards. Fee £350 incl. trays. Pt keen to go ahead. Advised cutting down on coffee during whitening",
      CONSENT: 'Written consent form signed',
      'TX TODAY': ['Impressions'],
      TX: ['Upper + lower alginate impressions for trays', 'Shade photo taken'],
      NV: ['Fit whitening trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bj05-uk-asr-fdi-child-check-up-crowding-ortho-referral-goalkeeper-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      "twelve year old in with mum for a check up mum's worried his teeth are coming through crooked and he's being teased at school he's fit and well no medicines no allergies he's mad about football and wants to be a goalkeeper um face fine soft tissues healthy gums a bit inflamed around the upper front teeth plaque on the upper incisors crowding upper and lower one three buccally placed not enough space four two lingually placed three six and four six fissure sealants intact talked to mum about braces think he'll qualify on the nhs explained the waiting list can be over a year mum wants the referral fluoride varnish applied brushing advice for him referral to the orthodontist for assessment recall six months",
    appends: ['add to chart six three retained not mobile', 'add to notes mum would prefer appointments after school'],
    expect: {
      CC: "Check up. Mum's worried his teeth are coming through crooked and he's being teased at school",
      'MED HX': "He's fit and well. No medicines. No allergies",
      EXTRA: 'Face fine',
      INTRA: 'Soft tissues healthy. Crowding upper and lower',
      PERIO: 'Gums a bit inflamed around the upper front teeth. Plaque on the upper incisors',
      DENTAL: [
        ['13', 'Buccally placed not enough space'],
        ['42', 'Lingually placed'],
        ['36', 'Fissure sealants intact'],
        ['46', 'Fissure sealants intact'],
        ['63', 'Retained not mobile'],
      ],
      CONSULT:
        "Talked to mum about braces. Think he'll qualify on the NHS. Explained the waiting list can be over a year. Mum wants the referral. Brushing advice for him",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['Referral to the orthodontist for assessment'],
      NOTES:
        "12 year old in with mum. He's mad about football and wants to be a goalkeeper. Mum would prefer appointments after school",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bj06-uk-typed-fdi-night-guard-fit-deputy-head-stress-tmj-click-linea-alba-recession',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for night guard fit. Still clenching, partner says she grinds most nights. Started as deputy head this term and finding it stressful. Health unchanged, takes propranolol for migraines, no allergies. Jaw muscles tender on palpation bilaterally, L TMJ click on opening, no pain. Linea alba both cheeks, scalloped tongue. Gums healthy apart from 1 mm recession 33, 43. 13, 23 wear facets on canine tips. 16 O amalgam intact. Upper hard acrylic night guard fitted, retentive, even contacts in RCP, canine guidance, adjusted w/ acrylic bur + polished. Showed her how to insert, clean + store it. Advised wear every night, bring it to each check-up. She laughed that her partner will finally get some sleep. Review 6/52 to check the guard + TMJ.',
    expect: {
      CC: 'Night guard fit. Still clenching, partner says she grinds most nights',
      'MED HX': 'Health unchanged, takes propranolol for migraines, no allergies',
      EXTRA: 'Jaw muscles tender on palpation bilaterally, L TMJ click on opening, no pain',
      INTRA: 'Linea alba both cheeks, scalloped tongue',
      PERIO: 'Gums healthy apart from 1 mm recession 33, 43',
      DENTAL: [
        ['13', 'Wear facets on canine tips'],
        ['23', 'Wear facets on canine tips'],
        ['16', 'O amalgam intact'],
      ],
      CONSULT: 'Showed her how to insert, clean + store it. Advised wear every night, bring it to each check-up',
      'TX TODAY': ['Night guard'],
      TX: [
        'Upper hard acrylic night guard fitted',
        'Retentive',
        'Even contacts in RCP',
        'Canine guidance',
        'Adjusted w/ acrylic bur + polished',
      ],
      NOTES:
        'Started as deputy head this term and finding it stressful. She laughed that her partner will finally get some sleep',
      'F/U': 'Review 6 weeks to check the guard + TMJ',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bj07-uk-asr-palmer-hygiene-chef-greece-geographic-tongue-pocket-ul7-smoking-no-chart',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hygiene appointment she's a chef and just got back from two weeks in greece says her gums have been bleeding when she flosses no changes health wise still on the pill she's cut down to about five cigarettes a day no allergies tongue's got that geographic pattern again not sore cheeks and floor of mouth fine bpe three two three two two three bleeding on probing around thirty percent five millimetre pocket distal of upper left seven recession about two millimetres on lower right one and lower left one oral hygiene fair plaque mainly interproximal uh scale and polish supra and subgingival with the ultrasonic oral hygiene instruction interdental brushes size two and three she asked if the smoking is making her gums worse explained it hides the bleeding and slows healing encouraged her to keep cutting down she said she'll try nicotine patches see her back in three months with the hygienist",
    expect: {
      CC: 'Hygiene appointment. Says her gums have been bleeding when she flosses',
      'MED HX': "No changes health wise. Still on the pill. She's cut down to about 5 cigarettes a day. No allergies",
      INTRA: "Tongue's got that geographic pattern again not sore. Cheeks and floor of mouth fine",
      PERIO:
        'BPE 3 2 3 / 2 2 3. Bleeding on probing around 30%. 5 mm pocket distal of UL7. Recession about 2 mm on LR1 and LL1. Oral hygiene fair. Plaque mainly interproximal',
      CONSULT:
        "She asked if the smoking is making her gums worse. Explained it hides the bleeding and slows healing. Encouraged her to keep cutting down. She said she'll try nicotine patches",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish supra and subgingival with the ultrasonic',
        'Oral hygiene instruction interdental brushes size 2 and 3',
      ],
      NOTES: "She's a chef and just got back from 2 weeks in Greece",
      'F/U': 'See her back in 3 months with the hygienist',
    },
  }),
  defineCase({
    id: 'bj08-uk-typed-palmer-do-comp-lr5-taxi-driver-warfarin-inr-latex-free-dam',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "DO comp LR5 as planned. Pt is a taxi driver. Asked if he'll be OK to work this afternoon. On warfarin for AF, INR 2.4 yesterday. Allergic to latex. LR5 DO caries, not TTP. LR4 sound. Gum slightly inflamed distal to LR5. Happy to proceed, verbal consent obtained. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil LR5. Non-latex dam. DO comp LR5, shade A3. Occlusion checked. Told him he can drive once he feels normal. Recall 6/12.",
    expect: {
      CC: 'DO comp LR5 as planned',
      'MED HX': 'On warfarin for AF, INR 2.4 yesterday. Allergic to latex',
      PERIO: 'Gum slightly inflamed distal to LR5',
      DENTAL: [
        ['LR5', 'DO caries, not TTP'],
        ['LR4', 'Sound'],
      ],
      CONSULT:
        "Asked if he'll be OK to work this afternoon. Happy to proceed. Told him he can drive once he feels normal",
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['DO composite LR5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LR5',
        'Non-latex dam',
        'DO comp LR5',
        'Shade A3',
        'Occlusion checked',
      ],
      NOTES: 'Pt is a taxi driver',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bj09-uk-asr-palmer-emergency-pericoronitis-ll8-i-mean-student-exams-irrigation-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she's a uni student in the middle of exams bottom left wisdom tooth has flared up again third time this year sore to open and a bad taste uh medical history asthma uses the blue inhaler when she needs it allergic to ibuprofen so just paracetamol extra oral tender lymph node left submandibular mouth opening about three fingers intra oral operculum over the lower right eight I mean lower left eight red and swollen with pus on pressure upper left eight over erupted biting on the operculum lower left eight partially erupted no caries lower left seven sound gums elsewhere healthy opg lower left eight vertically impacted roots close to the canal diagnosis pericoronitis lower left eight irrigated under the operculum with chlorhexidine advised hot salt water rinses and paracetamol regularly no antibiotics needed as no spreading infection explained as it keeps coming back she should think about having it out she'd like to wait until after exams plan referral to oral surgery for removal of lower left eight and upper left eight review in a week if not settling",
    expect: {
      CC: 'Emergency. Bottom left wisdom tooth has flared up again third time this year. Sore to open and a bad taste',
      'MED HX': 'Asthma uses the blue inhaler when she needs it. Allergic to ibuprofen so just paracetamol',
      EXTRA: 'Tender lymph node left submandibular. Mouth opening about 3 fingers',
      INTRA: 'Operculum over LL8 red and swollen with pus on pressure',
      PERIO: 'Gums elsewhere healthy',
      DENTAL: [
        ['UL8', 'Over erupted biting on the operculum'],
        ['LL8', 'Partially erupted no caries'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'OPG LL8 vertically impacted roots close to the canal',
      DX: ['Pericoronitis LL8'],
      CONSULT:
        "Advised hot salt water rinses and paracetamol regularly. No antibiotics needed as no spreading infection. Explained as it keeps coming back she should think about having it out. She'd like to wait until after exams",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine'],
      'TX PLAN': ['Referral to oral surgery for removal of LL8, UL8'],
      NOTES: "She's a uni student in the middle of exams",
      'F/U': 'Review in a week if not settling',
    },
  }),
  defineCase({
    id: 'bj10-uk-typed-palmer-child-new-pt-thumb-sucking-open-bite-lld-caries-fv-nv-gic-fs',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '6 y/o new pt, in with dad for check-up. Dad says she sucks her thumb at night. Loves swimming, just got her 10 m badge. MH: fit + well, no meds, NKDA. Soft tissues healthy. Gingivae slightly red around upper incisors, plaque ++. LLD O caries into dentine. LRD O caries, small. URE, ULE sound. UR6, UL6 erupting. Open bite anteriorly. BWs: LLD O caries into dentine, LRD O caries in enamel, no other caries. Dx: caries LLD, LRD. Talked to dad about the thumb sucking and the open bite, should settle if she stops before adult front teeth come in. Diet advice: no juice between meals. Dad consented to varnish. FV 22,600 ppm applied. TBI w/ dad. NV: O GIC LLD and FS UR6, UL6 when erupted. Recall 3/12.',
    expect: {
      CC: 'Check-up. Dad says she sucks her thumb at night',
      'MED HX': 'Fit + well, no meds, NKDA',
      INTRA: 'Soft tissues healthy. Open bite anteriorly',
      PERIO: 'Gingivae slightly red around upper incisors, plaque ++',
      DENTAL: [
        ['LLD', 'O caries into dentine'],
        ['LRD', 'O caries, small'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['UR6', 'Erupting'],
        ['UL6', 'Erupting'],
      ],
      RADIO: 'BWs: LLD O caries into dentine, LRD O caries in enamel, no other caries',
      DX: ['Caries LLD, LRD'],
      CONSULT:
        'Talked to dad about the thumb sucking and the open bite, should settle if she stops before adult front teeth come in. Diet advice: no juice between meals',
      CONSENT: 'Dad consented to varnish',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied', 'TBI w/ dad'],
      NOTES: '6 y/o new pt, in with dad. Loves swimming, just got her 10 m badge',
      NV: ['O GIC LLD', 'Fissure sealant UR6, UL6 when erupted'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bj11-uk-asr-palmer-teen-overjet-rugby-gum-shield-retained-lle-ortho-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "thirteen year old with dad for a check up dad thinks his top teeth stick out too much and he's self conscious in photos medical history healthy no medicines allergic to plasters he plays rugby for the school and doesn't wear a gum shield um extra oral lips apart at rest class two profile intra oral soft tissues fine overjet about eight millimetres deep bite gums healthy bit of plaque along the lower molars upper right one and upper left one proclined lower left e retained firm no caries opg lower left five present developing under the lower left e explained he'd benefit from braces and the risk of knocking the front teeth with that overjet strongly advised a gum shield for rugby dad agreed to the referral plan refer to the orthodontist for class two assessment and advice about the lower left e recall six months",
    expect: {
      CC: "Check up. Dad thinks his top teeth stick out too much and he's self conscious in photos",
      'MED HX': 'Healthy. No medicines. Allergic to plasters',
      EXTRA: 'Lips apart at rest. Class 2 profile',
      INTRA: 'Soft tissues fine. Overjet about 8 mm. Deep bite',
      PERIO: 'Gums healthy. Bit of plaque along the lower molars',
      DENTAL: [
        ['UR1', 'Proclined'],
        ['UL1', 'Proclined'],
        ['LLE', 'Retained firm no caries'],
      ],
      RADIO: 'OPG LL5 present developing under LLE',
      CONSULT:
        "Explained he'd benefit from braces and the risk of knocking the front teeth with that overjet. Strongly advised a gum shield for rugby. Dad agreed to the referral",
      'TX PLAN': ['Refer to the orthodontist for Class 2 assessment and advice about LLE'],
      NOTES: "13 year old with dad. He plays rugby for the school and doesn't wear a gum shield",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bj12-uk-typed-palmer-cracked-ul6-consult-concert-pianist-tour-crown-chosen-no-tx',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "C/O sharp pain biting on UL6 for 3 wks, esp. on nuts, no pain to hot/cold. Concert pianist, on tour in the new year and can't afford to be in pain on the road. MH: well controlled type 1 diabetes (insulin pump), NKDA. EO: NAD. IO: soft tissues NAD. Slight gingival recession UL6 buccal, BOP nil. UL6 large MOD amalgam, MP crack line, +ve Tooth Slooth on MP cusp, +ve to cold, not TTP. UL7 O composite sound. UL5 sound. PA UL6: no periapical changes. Dx: cracked tooth UL6. Discussed onlay vs full crown, risk of crack progressing and needing RCT or XLA, fees £650/£750. Pt opted for the crown. Consented verbally. Written estimate signed. Plan: crown UL6, consider RCT if symptoms persist. NV: crown prep UL6 (1 hr).",
    expect: {
      CC: 'Sharp pain biting on UL6 for 3 wks, esp. on nuts, no pain to hot/cold',
      'MED HX': 'Well controlled type 1 diabetes (insulin pump), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Slight gingival recession UL6 buccal, BOP nil',
      DENTAL: [
        ['UL6', 'Large MOD amalgam, MP crack line, +ve Tooth Slooth on MP cusp, +ve to cold, not TTP'],
        ['UL7', 'O composite sound'],
        ['UL5', 'Sound'],
      ],
      RADIO: 'PA UL6: no periapical changes',
      DX: ['Cracked tooth UL6'],
      CONSULT:
        'Discussed onlay vs full crown, risk of crack progressing and needing RCT or XLA, fees £650/£750. Pt opted for the crown. Written estimate signed',
      CONSENT: 'Consented verbally',
      'TX PLAN': ['Crown UL6', 'Consider RCT if symptoms persist'],
      NOTES: "Concert pianist, on tour in the new year and can't afford to be in pain on the road",
      NV: ['Crown prep UL6 (1 hr)'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'bj13-us-typed-periodic-exam-prophy-cpa-tax-season-frictional-keratosis-recurrent-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam and cleaning. No complaints. Pt is a CPA, says this is the calm before tax season, son just started college. Med hx: metformin + lisinopril, allergic to sulfa. EO: WNL, no lymphadenopathy. IO: frictional keratosis L buccal mucosa along occlusal plane, pt aware, chews gum a lot. Generalized mild marginal inflammation, BOP lower anteriors, 4 mm pocket #31 DL, light calculus lower linguals. PSR 2 2 2 / 2 3 2. #3 MOD amalgam, intact. #19 PFM crown, margins intact. #30 DO composite, recurrent decay D margin. 2 BWX: #30 D recurrent caries into dentin, bone levels WNL. Dx: recurrent caries #30. Prophy, OHI: Waterpik for the lower anteriors. Discussed replacing #30 DO composite, pt wants to wait until after tax season. Explained it may get bigger and need a crown. NV: DO composite #30. Recall 6 mos.',
    expect: {
      CC: 'Periodic exam and cleaning. No complaints',
      'MED HX': 'Metformin + lisinopril, allergic to sulfa',
      EXTRA: 'WNL, no lymphadenopathy',
      INTRA: 'Frictional keratosis L buccal mucosa along occlusal plane, pt aware, chews gum a lot',
      PERIO:
        'Generalized mild marginal inflammation, BOP lower anteriors, 4 mm pocket #31 DL, light calculus lower linguals. PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['3', 'MOD amalgam, intact'],
        ['19', 'PFM crown, margins intact'],
        ['30', 'DO composite, recurrent decay D margin'],
      ],
      RADIO: '2 BWX: #30 D recurrent caries into dentin, bone levels WNL',
      DX: ['Recurrent caries #30'],
      CONSULT:
        'Discussed replacing #30 DO composite, pt wants to wait until after tax season. Explained it may get bigger and need a crown',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI: Waterpik for the lower anteriors'],
      NOTES: 'Pt is a CPA, says this is the calm before tax season, son just started college',
      NV: ['DO composite #30'],
      'F/U': 'Recall 6 mos',
    },
  }),
  defineCase({
    id: 'bj14-us-asr-chipped-do-composite-12-teacher-coach-zyrtec-scratch-that-shade-coffee',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the filling on number twelve that she chipped she teaches middle school science and coaches the girls basketball team they just made the playoffs she's on birth control and takes zyrtec for allergies no drug allergies number twelve disto occlusal composite chipped at the distal marginal ridge with a little decay underneath numbers eleven and thirteen fine gums a little puffy between twelve and thirteen bleeds on probing explained we'd replace the whole filling she said go ahead consent verbal one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration twelve isolite old composite and decay removed sectional matrix and wedge etched bonded disto occlusal composite twelve shade a two scratch that shade a one cured checked the bite polished she asked if she can have coffee after told her yes just wait till the numbness wears off so she doesn't burn her lip we'll see her for her cleaning in three months",
    expect: {
      CC: 'Filling on #12 that she chipped',
      'MED HX': "She's on birth control and takes Zyrtec for allergies. No drug allergies",
      PERIO: 'Gums a little puffy between #12 and #13. Bleeds on probing',
      DENTAL: [
        ['12', 'DO composite chipped at the D marginal ridge with a little decay underneath'],
        ['11', 'Fine'],
        ['13', 'Fine'],
      ],
      CONSULT:
        "Explained we'd replace the whole filling. She said go ahead. She asked if she can have coffee after. Told her yes just wait till the numbness wears off so she doesn't burn her lip",
      CONSENT: 'Consent verbal',
      'TX TODAY': ['DO composite #12'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12',
        'Isolite',
        'Old composite and decay removed',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #12',
        'Shade A1',
        'Cured',
        'Checked the bite',
        'Polished',
      ],
      NOTES: 'She teaches middle school science and coaches the girls basketball team. They just made the playoffs',
      'F/U': "We'll see her for her cleaning in 3 months",
    },
  }),
  defineCase({
    id: 'bj15-us-asr-dry-socket-17-extracted-elsewhere-er-nurse-alvogyl-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit she had her lower left wisdom tooth number seventeen taken out at the oral surgeon four days ago pain's got worse since yesterday and goes up to her ear she's an er nurse and has to go back on shift tomorrow night medical history on the pill smokes socially about five a day allergic to codeine extraoral no swelling mild tenderness left angle of the jaw intraoral seventeen socket empty with exposed bone on the lingual gums around eighteen slightly red number eighteen sound not tender diagnosis alveolar osteitis seventeen socket um irrigated the socket gently with warm saline placed alvogyl in the socket advised no smoking no straws and ibuprofen six hundred milligrams every six hours with food she was nervous it would hurt but said it already feels better follow up in two days to change the dressing",
    expect: {
      CC: "Emergency visit. She had her lower left wisdom tooth #17 taken out at the oral surgeon 4 days ago. Pain's got worse since yesterday and goes up to her ear",
      'MED HX': 'On the pill. Smokes socially about 5 a day. Allergic to codeine',
      EXTRA: 'No swelling. Mild tenderness left angle of the jaw',
      INTRA: '#17 socket empty with exposed bone on the lingual',
      PERIO: 'Gums around #18 slightly red',
      DENTAL: [['18', 'Sound not tender']],
      DX: ['Alveolar osteitis #17 socket'],
      CONSULT: 'Advised no smoking no straws and ibuprofen 600 mg every 6 hours with food',
      TX: ['Irrigated the socket gently with warm saline', 'Placed Alvogyl in the socket'],
      NOTES:
        "She's an ER nurse and has to go back on shift tomorrow night. She was nervous it would hurt but said it already feels better",
      'F/U': 'Follow up in 2 days to change the dressing',
    },
  }),
  defineCase({
    id: 'bj16-us-typed-whitening-consult-reunion-take-home-trays-impressions-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Whitening consult. Wants whiter teeth before her 20-yr high school reunion, feels her smile looks yellow in photos. Healthy, no meds, NKA. Drinks 3 iced coffees a day, no tobacco. Soft tissues WNL. Gingiva healthy, no BOP, slight recession #24, #25 facial. #8, #9 MI composites, stained margins. #7, #10 sound. Went over in-office vs take-home trays: take-home gives more control, cost $450, possible sensitivity, composites on #8 and #9 won't lighten and may need replacing after. Pt chose take-home trays. Signed consent for whitening. Alginate impressions upper + lower for bleaching trays. Shade photo taken (A3.5). NV: deliver trays + whitening instructions in 2 weeks.",
    appends: [
      'Add to notes: pt is nervous about sensitivity, her sister had a bad experience.',
      'Change 2 weeks to 10 days.',
    ],
    expect: {
      CC: 'Whitening consult. Wants whiter teeth before her 20-yr high school reunion, feels her smile looks yellow in photos',
      'MED HX': 'Healthy, no meds, NKA. Drinks 3 iced coffees a day, no tobacco',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Gingiva healthy, no BOP, slight recession #24, #25 facial',
      DENTAL: [
        ['8', 'MI composites, stained margins'],
        ['9', 'MI composites, stained margins'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      CONSULT:
        "Went over in-office vs take-home trays: take-home gives more control, cost $450, possible sensitivity, composites on #8 and #9 won't lighten and may need replacing after. Pt chose take-home trays",
      CONSENT: 'Signed consent for whitening',
      'TX TODAY': ['Impressions'],
      TX: ['Alginate impressions upper + lower for bleaching trays', 'Shade photo taken (A3.5)'],
      NOTES: 'Pt is nervous about sensitivity, her sister had a bad experience',
      NV: ['Deliver trays + whitening instructions in 10 days'],
    },
  }),
  defineCase({
    id: 'bj17-us-asr-night-guard-delivery-software-engineer-sertraline-linear-alba-no-chart',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for night guard delivery he's a software engineer and works from home his wife hears him grinding most nights and he wakes up with headaches he started sertraline a few months ago for anxiety otherwise healthy no allergies jaw muscles a bit tender on the right no clicking soft tissues show a linear alba and some ridging on the tongue gums healthy upper hard night guard seated fully good retention adjusted the occlusion even contacts both sides canine guidance uh polished showed him how to clean it with cold water and a soft brush and keep it in the case away from the dog mentioned the sertraline can make grinding worse and he should talk to his doctor if the headaches carry on he said he'd bring it up at his next physical see him in four weeks to check the guard",
    expect: {
      CC: 'Night guard delivery. His wife hears him grinding most nights and he wakes up with headaches',
      'MED HX': 'He started sertraline a few months ago for anxiety. Otherwise healthy. No allergies',
      EXTRA: 'Jaw muscles a bit tender on the right. No clicking',
      INTRA: 'Soft tissues show a linear alba and some ridging on the tongue',
      PERIO: 'Gums healthy',
      CONSULT:
        "Showed him how to clean it with cold water and a soft brush and keep it in the case away from the dog. Mentioned the sertraline can make grinding worse and he should talk to his doctor if the headaches carry on. He said he'd bring it up at his next physical",
      'TX TODAY': ['Night guard'],
      TX: [
        'Upper hard night guard seated fully',
        'Good retention',
        'Adjusted the occlusion',
        'Even contacts both sides',
        'Canine guidance',
        'Polished',
      ],
      NOTES: "He's a software engineer and works from home",
      'F/U': 'See him in 4 weeks to check the guard',
    },
  }),
  defineCase({
    id: 'bj18-us-typed-sentences-wisdom-teeth-consult-college-break-pano-referral-oral-surgeon',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'This is a consultation about his wisdom teeth. He has had on-and-off soreness in the lower right back for a couple of months. He is a college sophomore home for winter break, and his mom made the appointment. He is healthy, takes no medications and has no allergies. He vapes occasionally. The soft tissues are normal. The operculum over #32 is slightly red but there is no pus. The gums are otherwise healthy with good oral hygiene. #32 and #17 are partially erupted. #1 and #16 are fully erupted and sound. #31 has a small distal caries lesion. The panoramic radiograph shows #17 and #32 mesioangular impactions close to the inferior alveolar canal. The diagnosis is recurrent pericoronitis #32 and caries #31. I explained the risks of leaving them and the risks of removal, including numbness. He wants all four out over the break. I am referring him to the oral surgeon for extraction of #1, #16, #17 and #32 under IV sedation. Next visit: distal composite #31. Recall in 6 months.',
    expect: {
      CC: 'This is a consultation about his wisdom teeth. He has had on-and-off soreness in the lower right back for a couple of months',
      'MED HX': 'He is healthy, takes no medications and has no allergies. He vapes occasionally',
      INTRA: 'Soft tissues are normal. Operculum over #32 is slightly red but there is no pus',
      PERIO: 'Gums are otherwise healthy with good oral hygiene',
      DENTAL: [
        ['32', 'Partially erupted'],
        ['17', 'Partially erupted'],
        ['1', 'Fully erupted and sound'],
        ['16', 'Fully erupted and sound'],
        ['31', 'Small D caries lesion'],
      ],
      RADIO: 'Panoramic radiograph shows #17 and #32 mesioangular impactions close to the inferior alveolar canal',
      DX: ['Recurrent pericoronitis #32', 'Caries #31'],
      CONSULT:
        'I explained the risks of leaving them and the risks of removal, including numbness. He wants all 4 out over the break',
      'TX PLAN': ['I am referring him to the oral surgeon for extraction of #1, #16, #17, #32 under IV sedation'],
      NOTES: 'He is a college sophomore home for winter break, and his mom made the appointment',
      NV: ['D composite #31'],
      'F/U': 'Recall in 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US paediatric office (Universal, primary letters)
  defineCase({
    id: 'bj19-us-asr-child-checkup-kindergarten-bedtime-bottle-no-wait-sealants-s-caries',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old with mom for a six month checkup mom says she still has a bottle of milk at bedtime sometimes she just started kindergarten and loves dinosaurs healthy no meds no allergies soft tissues look good gums a little red along the lower front teeth with plaque letters a b i and j sealants no wait letters a and j have sealants intact letter s distal caries letter t sound letters k and l occlusal stain no cavitation two bitewings letter s distal caries into dentin letter l distal incipient um prophy and fluoride varnish done talked to mom about stopping the bedtime bottle and brushing with a pea sized amount of toothpaste she said she'll try water instead mom gave verbal consent for the filling next visit distal occlusal composite letter s see her back in six months for her checkup",
    expect: {
      CC: '6 month checkup. Mom says she still has a bottle of milk at bedtime sometimes',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues look good',
      PERIO: 'Gums a little red along the lower front teeth with plaque',
      DENTAL: [
        ['A', 'Sealants intact'],
        ['J', 'Sealants intact'],
        ['S', 'D caries'],
        ['T', 'Sound'],
        ['K', 'O stain no cavitation'],
        ['L', 'O stain no cavitation'],
      ],
      RADIO: '2 bitewings #S distal caries into dentin. #L distal incipient',
      CONSULT:
        "Talked to mom about stopping the bedtime bottle and brushing with a pea sized amount of toothpaste. She said she'll try water instead",
      CONSENT: 'Mom gave verbal consent for the filling',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish done'],
      NOTES: '5 year old with mom. She just started kindergarten and loves dinosaurs',
      NV: ['DO composite #S'],
      'F/U': 'See her back in 6 months for her checkup',
    },
  }),
  defineCase({
    id: 'bj20-us-typed-child-extraction-over-retained-g-10-palatal-dad-signed-prize-box',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "8 y/o w/ dad. Here for extraction of #G, still there with #10 coming in behind it. Dad says she's been wiggling it for weeks. Healthy, NKDA, no meds. Soft tissues WNL. Gingiva healthy. #G grade 1 mobile, no caries. #10 erupting palatal to #G. #F exfoliated. #9 erupted. Discussed removing #G so #10 can move forward, may still need braces later. Dad signed consent. Topical benzocaine. 0.9 ml lidocaine 2% 1:100,000 epi facial + palatal infiltration #G. Extracted #G w/ forceps, root 2/3 resorbed. Gauze pressure, hemostasis achieved. POI to dad: soft foods today + no spitting. She picked a yo-yo from the prize box. Tooth fairy bag given. Review at 6 month recall.",
    expect: {
      CC: "Extraction of #G, still there with #10 coming in behind it. Dad says she's been wiggling it for weeks",
      'MED HX': 'Healthy, NKDA, no meds',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Gingiva healthy',
      DENTAL: [
        ['G', 'Grade 1 mobile, no caries'],
        ['10', 'Erupting palatal to #G'],
        ['F', 'Exfoliated'],
        ['9', 'Erupted'],
      ],
      CONSULT: 'Discussed removing #G so #10 can move forward, may still need braces later',
      CONSENT: 'Dad signed consent',
      'TX TODAY': ['Extraction #G'],
      TX: [
        'Topical benzocaine',
        'LA: 0.9 ml lidocaine 2% 1:100,000 epinephrine, facial infiltration + palatal infiltration #G',
        'Extracted #G w/ forceps',
        'Root 2/3 resorbed',
        'Gauze pressure',
        'Hemostasis achieved',
        'POI to dad: soft foods today + no spitting',
      ],
      NOTES: '8 y/o w/ dad. She picked a yo-yo from the prize box. Tooth fairy bag given',
      'F/U': 'Review at 6 month recall',
    },
  }),
  defineCase({
    id: 'bj21-us-asr-toddler-first-visit-night-nursing-white-spots-e-f-amoxicillin-hives',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "two year old with mom first dental visit mom's worried because he still nurses at night and she saw white spots on his front teeth he was born a bit early but he's healthy now no medications allergic to amoxicillin gets hives he cried the whole time during the knee to knee exam which is totally normal tongue and cheeks look normal plaque along the upper gum line gums bleed a little when brushed letters e and f white spot lesions at the gum line letters d and g sound diagnosis early enamel demineralization e and f high caries risk fluoride varnish applied talked to mom about wiping his teeth after night feeds and brushing twice a day with a rice size smear of fluoride toothpaste no juice in the sippy cup mom asked if the spots will go away explained they can harden back up if we keep them clean see him back in three months for another varnish",
    expect: {
      CC: "First dental visit. Mom's worried because he still nurses at night and she saw white spots on his front teeth",
      'MED HX': "He was born a bit early but he's healthy now. No medications. Allergic to amoxicillin gets hives",
      INTRA: 'Tongue and cheeks look normal',
      PERIO: 'Plaque along the upper gum line. Gums bleed a little when brushed',
      DENTAL: [
        ['E', 'White spot lesions at the gum line'],
        ['F', 'White spot lesions at the gum line'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      DX: ['Early enamel demineralization #E, #F', 'High caries risk'],
      CONSULT:
        'Talked to mom about wiping his teeth after night feeds and brushing twice a day with a rice size smear of fluoride toothpaste. No juice in the sippy cup. Mom asked if the spots will go away. Explained they can harden back up if we keep them clean',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '2 year old with mom. He cried the whole time during the knee to knee exam which is totally normal',
      'F/U': 'See him back in 3 months for another varnish',
    },
  }),
  defineCase({
    id: 'bj22-us-typed-child-do-composite-j-o-composite-i-nitrous-grandpa-consent-by-phone',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ grandpa, mom at work. Mom gave verbal consent by phone. Here for fillings upper left. Loves soccer, scored 2 goals on Saturday. Med hx: asthma, albuterol PRN, used this AM. NKDA. #J DO caries. #I O caries. #H, #K sound. N2O/O2 30% via nasal hood. Topical, 1 carpule lidocaine 2% 1:100,000 epi buccal infiltration #I, #J. Rubber dam. Caries removed, no exposure. Tofflemire + wedge. DO composite #J, shade A1. O composite #I, shade A1. Occlusion checked. 100% O2 5 min. Told grandpa to watch for lip/cheek biting. Pt did great, watched cartoons. NV: sealants #3, #14 when erupted. Recall 6 months.',
    expect: {
      CC: 'Fillings upper left',
      'MED HX': 'Asthma, albuterol PRN, used this AM. NKDA',
      DENTAL: [
        ['J', 'DO caries'],
        ['I', 'O caries'],
        ['H', 'Sound'],
        ['K', 'Sound'],
      ],
      CONSULT: 'Told grandpa to watch for lip/cheek biting',
      CONSENT: 'Mom gave verbal consent by phone',
      'TX TODAY': ['DO composite #J', 'O composite #I'],
      TX: [
        'N2O/O2 30% via nasal hood',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #I, #J',
        'Rubber dam',
        'Caries removed',
        'No exposure',
        'Tofflemire + wedge',
        'DO composite #J',
        'Shade A1',
        'O composite #I',
        'Shade A1',
        'Occlusion checked',
        '100% O2 5 min',
      ],
      NOTES: '6 y/o w/ grandpa, mom at work. Loves soccer, scored 2 goals on Saturday. Pt did great, watched cartoons',
      NV: ['Sealants #3, #14 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bj23-us-asr-child-braces-cleaning-trumpet-lip-ulcer-gums-swollen-proxy-brush-ortho-wax',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "twelve year old here for a cleaning he's had braces for about eight months and the brackets have been cutting his lips he plays the trumpet in the school band he has adhd takes adderall no allergies ulcer on the inside of the upper lip from the brackets cheeks fine gums swollen and bleeding around the lower front brackets some overgrowth between the upper incisors heavy plaque above the brackets letters a and j still in numbers three and fourteen sealants intact white spot starting on number seven near the bracket um prophy fluoride varnish oral hygiene instruction with the proxy brush and angling the brush above and below the brackets gave him ortho wax for the lip he admitted he only brushes at night told him twice a day or he'll end up with marks when the braces come off recheck in three months",
    expect: {
      CC: "Cleaning. He's had braces for about 8 months and the brackets have been cutting his lips",
      'MED HX': 'He has ADHD takes Adderall. No allergies',
      INTRA: 'Ulcer on the inside of the upper lip from the brackets. Cheeks fine',
      PERIO:
        'Gums swollen and bleeding around the lower front brackets. Some overgrowth between the upper incisors. Heavy plaque above the brackets',
      DENTAL: [
        ['A', 'Still in'],
        ['J', 'Still in'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['7', 'White spot starting near the bracket'],
      ],
      CONSULT: "Told him twice a day or he'll end up with marks when the braces come off",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy',
        'Fluoride varnish',
        'Oral hygiene instruction with the proxy brush and angling the brush above and below the brackets',
        'Gave him ortho wax for the lip',
      ],
      NOTES: '12 year old. He plays the trumpet in the school band. He admitted he only brushes at night',
      'F/U': 'Recheck in 3 months',
    },
  }),
  defineCase({
    id: 'bj24-us-typed-child-emergency-avulsed-f-monkey-bars-not-replanted-mom-upset',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency. 4 y/o w/ mom. Fell off the monkey bars at the playground 1 hr ago, #F knocked out, mom brought the tooth in milk. No LOC, no vomiting. Healthy, no meds, NKDA, vaccinations up to date. Mom very upset, blames herself. EO: small abrasion on chin, upper lip swollen. IO: #F socket clotting well, no alveolar fracture palpable, small laceration upper labial frenum, no sutures needed. #E slightly mobile, not displaced. #D, #G sound. PA: #F socket empty, no fracture of #E root, #8 and #9 tooth buds intact. Dx: avulsion #F, subluxation #E. Explained we don't replant baby teeth as it can damage the adult tooth; mom understood. Mom asked if the adult tooth will come in ok; told her most likely but it may look different, we'll monitor. Soft diet 10 days, soft brush, chlorhexidine swabs. Pt was brave, got a sticker. Review 2 wks, then at 6 months.",
    expect: {
      CC: 'Emergency. Fell off the monkey bars at the playground 1 hr ago, #F knocked out, mom brought the tooth in milk. No LOC, no vomiting',
      'MED HX': 'Healthy, no meds, NKDA, vaccinations up to date',
      EXTRA: 'Small abrasion on chin, upper lip swollen',
      INTRA:
        '#F socket clotting well, no alveolar fracture palpable, small laceration upper labial frenum, no sutures needed',
      DENTAL: [
        ['E', 'Slightly mobile, not displaced'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      RADIO: 'PA: #F socket empty, no fracture of #E root, #8 and #9 tooth buds intact',
      DX: ['Avulsion #F', 'Subluxation #E'],
      CONSULT:
        "Explained we don't replant baby teeth as it can damage the adult tooth; mom understood. Mom asked if the adult tooth will come in ok; told her most likely but it may look different, we'll monitor. Soft diet 10 days, soft brush, chlorhexidine swabs",
      NOTES: '4 y/o w/ mom. Mom very upset, blames herself. Pt was brave, got a sticker',
      'F/U': 'Review 2 wks, then at 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. Australian practice (FDI, style UK)
  defineCase({
    id: 'bj25-au-typed-fdi-check-and-clean-fifo-miner-energy-drinks-p-erosion-health-fund',
    style: 'UK',
    asr: false,
    transcript:
      'Check and clean. Works FIFO on the mines, 2 weeks on 1 off, so hard to get in. Nothing new medically, takes Nexium for reflux, NKDA. Drinks a lot of energy drinks on site. Soft tissues healthy, no lumps or bumps. Gums OK, BPE 2 2 2 / 2 2 2, supra calculus lingual lower anteriors, OH fair. Erosion on the palatal of 11, 12, 21, 22. 16 O amalgam sound. 26 MO comp sound. 47 O caries, small. 2 BWs: 47 O caries into dentine, no other caries, bone levels good. Scale and polish. OHI incl. electric toothbrush. Talked about the energy drinks and the acid wear, suggested a straw and water after. Asked whether his health fund covers fillings, front desk will check. NV: O comp 47 on his next week off. 6 month recall.',
    expect: {
      CC: 'Check and clean',
      'MED HX': 'Nothing new medically, takes Nexium for reflux, NKDA. Drinks a lot of energy drinks on site',
      INTRA: 'Soft tissues healthy, no lumps or bumps',
      PERIO: 'Gums OK, BPE 2 2 2 / 2 2 2, supra calculus lingual lower anteriors, OH fair',
      DENTAL: [
        ['11', 'P erosion'],
        ['12', 'P erosion'],
        ['21', 'P erosion'],
        ['22', 'P erosion'],
        ['16', 'O amalgam sound'],
        ['26', 'MO comp sound'],
        ['47', 'O caries, small'],
      ],
      RADIO: '2 BWs: 47 O caries into dentine, no other caries, bone levels good',
      CONSULT:
        'Talked about the energy drinks and the acid wear, suggested a straw and water after. Asked whether his health fund covers fillings, front desk will check',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI incl. electric toothbrush'],
      NOTES: 'Works FIFO on the mines, 2 weeks on 1 off, so hard to get in',
      NV: ['O composite 47 on his next week off'],
      'F/U': '6 month recall',
    },
  }),
  defineCase({
    id: 'bj26-au-asr-fdi-emergency-dl-cusp-46-minty-electrician-bali-modl-composite-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's an electrician off to bali next week with his mates cracked a tooth on a minty last night lower right sharp on the tongue no pain nothing medical no meds no allergies he vapes um tongue has a small cut on the right side from the sharp edge gums look healthy bit of bleeding around the lower molars four six distolingual cusp fractured off old amalgam still there no caries under it not tender to percussion normal to cold four seven sound four five occlusal composite fine told him the proper fix is a crown or onlay but we can build it up today with composite to get him through the holiday he's happy with that verbal consent given la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six old amalgam removed no caries rubber dam sectional matrix etched bonded distal lingual composite sorry mesial occlusal distal lingual composite four six shade a three bite adjusted polished warned him not to chew hard lollies on that side book in for the onlay when he's back",
    expect: {
      CC: 'Emergency. Cracked a tooth on a minty last night lower right. Sharp on the tongue. No pain',
      'MED HX': 'Nothing medical. No meds. No allergies. He vapes',
      INTRA: 'Tongue has a small cut on the right side from the sharp edge',
      PERIO: 'Gums look healthy. Bit of bleeding around the lower molars',
      DENTAL: [
        [
          '46',
          'DL cusp fractured off old amalgam still there no caries under it not tender to percussion normal to cold',
          'DL cusp',
        ],
        ['47', 'Sound'],
        ['45', 'O composite fine'],
      ],
      CONSULT:
        "Told him the proper fix is a crown or onlay but we can build it up today with composite to get him through the holiday. He's happy with that. Warned him not to chew hard lollies on that side",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['MODL composite 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Old amalgam removed',
        'No caries',
        'Rubber dam',
        'Sectional matrix',
        'Etched',
        'Bonded',
        'MODL composite 46',
        'Shade A3',
        'Bite adjusted',
        'Polished',
      ],
      NOTES: "He's an electrician off to Bali next week with his mates",
      NV: ["Onlay when he's back"],
    },
  }),
  defineCase({
    id: 'bj27-au-asr-fdi-teen-check-up-cdbs-netball-sealants-17-27-mouthguard-appends-nv-notes',
    style: 'UK',
    asr: true,
    transcript:
      "fifteen year old here with mum for a check up under the child dental benefits schedule no problems she's in year ten and plays netball three times a week she has asthma uses ventolin before sport allergic to penicillin soft tissues healthy lower bonded retainer intact gums a bit red and bleeding around the lower front teeth plaque along the gum line one seven and two seven erupted deep fissures no caries three seven and four seven partially erupted three six occlusal composite fine no bitewings today as last ones were a year ago erm scale and polish fissure sealants one seven and two seven fluoride varnish mum asked about a mouthguard for netball explained a custom one fits better than the boil and bite ones recall twelve months",
    appends: ['next visit custom mouthguard impressions', "add to notes she's hoping to study dentistry"],
    expect: {
      CC: 'Check up under the Child Dental Benefits Schedule. No problems',
      'MED HX': 'She has asthma uses Ventolin before sport. Allergic to penicillin',
      INTRA: 'Soft tissues healthy. Lower bonded retainer intact',
      PERIO: 'Gums a bit red and bleeding around the lower front teeth. Plaque along the gum line',
      DENTAL: [
        ['17', 'Erupted deep fissures no caries'],
        ['27', 'Erupted deep fissures no caries'],
        ['37', 'Partially erupted'],
        ['47', 'Partially erupted'],
        ['36', 'O composite fine'],
      ],
      RADIO: 'No bitewings today as last ones were a year ago',
      CONSULT: 'Mum asked about a mouthguard for netball. Explained a custom one fits better than the boil and bite ones',
      'TX TODAY': ['Scale and polish', 'Fissure sealants 17, 27', 'Fluoride varnish'],
      TX: ['Scale and polish', 'Fissure sealants 17, 27', 'Fluoride varnish'],
      NOTES:
        "15 year old here with mum. She's in year 10 and plays netball 3 times a week. She's hoping to study dentistry",
      NV: ['Custom mouthguard impressions'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'bj28-au-typed-fdi-xla-18-theatre-nurse-nights-written-consent-coupland-no-oac',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 18 as discussed at last visit, food trapping + caries, no pain. Works as a theatre nurse, on nights this week so wanted an early appt. MH: high cholesterol (atorvastatin), mild asthma, NKDA, ex-smoker (quit 5 yrs). EO: NAD. IO: soft tissues NAD. Gingiva inflamed between 17 and 18. 18 buccally placed, D caries, not mobile. 17 MO comp intact, D surface sound. PA 18: conical roots, clear of sinus. Risks explained incl. sinus communication + dry socket. Written consent signed. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 18 + palatal infil. XLA 18 w/ Coupland elevator + upper molar forceps, roots intact. No OAC, nose blow test neg. Haemostasis w/ gauze. POIG verbal + written. Pt said that was much easier than she expected. Review PRN.',
    expect: {
      CC: 'XLA 18 as discussed at last visit, food trapping + caries, no pain',
      'MED HX': 'High cholesterol (atorvastatin), mild asthma, NKDA, ex-smoker (quit 5 yrs)',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Gingiva inflamed between 17 and 18',
      DENTAL: [
        ['18', 'Buccally placed, D caries, not mobile'],
        ['17', 'MO comp intact, D surface sound'],
      ],
      RADIO: 'PA 18: conical roots, clear of sinus',
      CONSULT: 'Risks explained incl. sinus communication + dry socket',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction 18'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 18 + palatal infiltration',
        'XLA 18 w/ Coupland elevator + upper molar forceps',
        'Roots intact',
        'No OAC',
        'Nose blow test neg',
        'Haemostasis w/ gauze',
        'POIG verbal + written',
      ],
      NOTES:
        'Works as a theatre nurse, on nights this week so wanted an early appt. Pt said that was much easier than she expected',
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'bj29-au-asr-fdi-perio-maintenance-retiree-caravan-big-lap-tori-pockets-no-chart',
    style: 'UK',
    asr: true,
    transcript:
      "perio maintenance he's retired and he and his wife are heading off on the big lap around australia in the caravan for six months so he wants everything checked before they go he's a type two diabetic on metformin and jardiance last hba1c he thinks was about seven blood pressure tablets no allergies ex smoker soft tissues fine mandibular tori both sides unchanged tongue fissured and a bit coated no lumps gums firm and pink not much bleeding this time bleeding on probing fifteen percent down from forty pockets five millimetres mesial of one six and distal of two seven rest four or under recession around the lower incisors about three millimetres stable plaque score twenty percent erm periodontal maintenance full mouth with ultrasonic and hand instruments polished told him his gums are the best they've been and to keep up the interdental brushes on the trip he asked what to do if something breaks while they're away told him any dentist can do a temporary fix and to give us a call recall when he's back in six months",
    expect: {
      CC: 'Perio maintenance',
      'MED HX':
        "He's a type 2 diabetic on metformin and Jardiance. Last HbA1c he thinks was about 7. Blood pressure tablets. No allergies. Ex smoker",
      INTRA: 'Soft tissues fine. Mandibular tori both sides unchanged. Tongue fissured and a bit coated. No lumps',
      PERIO:
        'Gums firm and pink. Not much bleeding this time. Bleeding on probing 15% down from 40. Pockets 5 mm mesial of 16 and distal of 27. Rest 4 or under. Recession around the lower incisors about 3 mm stable. Plaque score 20%',
      CONSULT:
        "Told him his gums are the best they've been and to keep up the interdental brushes on the trip. He asked what to do if something breaks while they're away. Told him any dentist can do a temporary fix and to give us a call",
      'TX TODAY': ['Periodontal maintenance'],
      TX: ['Periodontal maintenance full mouth with ultrasonic and hand instruments', 'Polished'],
      NOTES:
        "He's retired and he and his wife are heading off on the big lap around Australia in the caravan for 6 months so he wants everything checked before they go",
      'F/U': "Recall when he's back in 6 months",
    },
  }),
  defineCase({
    id: 'bj30-au-typed-fdi-clear-aligner-consult-relapse-wedding-health-fund-ortho-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Consult re straightening lower front teeth. Had braces as a teenager, stopped wearing retainer, teeth have moved. Getting married in 18 months and wants them sorted before then. Fit and well, on the pill, allergic to sulfa drugs. Non-smoker, social drinker. EO: NAD, TMJs no clicking. IO: soft tissues healthy, mild crowding lower anteriors. Gums healthy apart from lingual calculus 31-41, BPE 1 1 1 / 1 2 1. 31 rotated. 42 lingually placed. 32 sound. 36, 46 MO comps intact. Options: clear aligners w/ orthodontist, fixed braces, or accept. Explained need for long-term retention this time. Costs approx $5-7k, some cover from her health fund. Pt keen on aligners, would rather see a specialist. Referral letter to orthodontist for aligner assessment. NV: scale and polish. Routine recall 6/12.',
    expect: {
      CC: 'Consult re straightening lower front teeth. Had braces as a teenager, stopped wearing retainer, teeth have moved',
      'MED HX': 'Fit and well, on the pill, allergic to sulfa drugs. Non-smoker, social drinker',
      EXTRA: 'NAD, TMJs no clicking',
      INTRA: 'Soft tissues healthy, mild crowding lower anteriors',
      PERIO: 'Gums healthy apart from lingual calculus 31-41, BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['31', 'Rotated'],
        ['42', 'Lingually placed'],
        ['32', 'Sound'],
        ['36', 'MO comps intact'],
        ['46', 'MO comps intact'],
      ],
      CONSULT:
        'Options: clear aligners w/ orthodontist, fixed braces, or accept. Explained need for long-term retention this time. Costs approx $5-7k, some cover from her health fund. Pt keen on aligners, would rather see a specialist',
      'TX PLAN': ['Referral letter to orthodontist for aligner assessment'],
      NOTES: 'Getting married in 18 months and wants them sorted before then',
      NV: ['Scale and polish'],
      'F/U': 'Routine recall 6 months',
    },
  }),
];
