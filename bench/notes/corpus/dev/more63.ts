// A sixty-third development batch (ids bm01–bm30), written blind from the labelling contract by a helper that had not
// seen the engine or any held-out split, on 27 November 2026 (case.ts, the dental reference and more56 / more58 as
// format examples); every case was labelled before anything was run. It is treatment visits told as they happened, with
// the talk of the visit interleaved with the treatment steps: the patient's remarks about their life, work, family and
// plans, their worries, questions and jokes, how they coped, what the nurse or assistant said, and the clinician's
// advice, explanations and answers, said before the treatment, between steps and after it. Five clinicians, six visits
// each:
//   bm01–bm06 a UK general dentist (FDI; bm03 typed, the rest recogniser-style): an MO composite for a patient who had
//     not slept for worrying about the injection, an extraction of a pericoronitis wisdom tooth with a joke and a nurse
//     remark, a private crown prep with a gold-or-e.max question mid-prep (typed), an extirpation after a rugby knock
//     with a question about the tooth going dark, an MOD amalgam and a B glass ionomer with a question about mercury, an
//     upper denture eased for a sore spot with the daughter's visit and a Fixodent question;
//   bm07–bm12 a UK dentist saying Palmer words (Palmer; bm08, bm12 typed UR7 shorthand, the rest recogniser-style): an
//     obturation with talk of an allotment, a nervous patient's UR7 extraction with a fractured root and a holiday
//     question (typed), two B composites for abrasion with a hard-brushing habit, a child's Hall crown with the tooth
//     fairy, a crown fit for a bride-to-be with an apple question and the nurse's remark, a partial denture eased with a
//     clasp tightened and a bleach-soaking habit (typed);
//   bm13–bm18 a US general dentist (Universal; bm15 typed, the rest recogniser-style): DO and MO composites with an
//     insurance question and a coffee joke, SRP with a diabetes question and breaks for a tired jaw, a sectioned
//     extraction under nitrous with an implant decision (typed), an obturation on the second RCT visit with a patient who
//     fell asleep, a crown prep with a scan and a question about the crack, a prophy with a whitening question;
//   bm19–bm24 a US dentist with many children and older patients (Universal with primary letters; bm20, bm23 typed, the
//     rest recogniser-style): a pulpotomy and stainless steel crown on #K, sealants with a braces question (typed), an
//     extraction of #T with the tooth fairy and a spacer question, an MOD amalgam for a night-shift nurse who dozed
//     off, a lower denture eased with a soup remark (typed), root caries GI fillings and SDF for an 87-year-old;
//   bm25–bm30 a UK hygienist-therapist (FDI; bm27, bm30 typed, the rest recogniser-style): a scale and polish in
//     pregnancy with a mouthwash question, a second RSD visit with a vaping question, a child's fissure sealants with a
//     sports-drink question (typed), a primary molar extraction on prescription, a periodontal maintenance after a
//     charity walk, an MO composite on prescription for a patient who wanted no numb face in the photos (typed).
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in bm19, bm21); 22 recogniser-style (lower case, number
// words, fillers, "sorry" corrections, no punctuation) and 8 typed; 97 to 183 words. DENTAL in 25 cases (not bm14,
// bm23, bm25, bm26, bm29 — bm14, bm25, bm26, bm29 have only periodontal findings, bm23 only denture-bearing tissues);
// CONSULT and NOTES in every case.
//
// Judgement calls where the contract was silent:
// - Talk goes by what it is, wherever in the visit it was said: what the patient said about their life, work, family,
//   plans and habits ("she's getting married in 3 weeks", "he's been soaking it in bleach"), how they felt or coped
//   ("she needed a short break halfway through", "she said she didn't feel a thing", "he fell asleep"), a worry or
//   nervousness ("she was worried it would hurt without the injection"), a joke, a child's age and who came with them,
//   and what the nurse or assistant said or noticed about the patient are NOTES, in spoken order (as more56 / more58).
//   A question together with its answer, the clinician's explanations, reassurance and advice (also advice given after
//   the treatment: no hot drinks, no smoking, no straws), and the patient's or parent's decision or reply to that advice
//   ("he was happy with that", "she said she'd try the water flosser", "he said he'd think about it", "she said that's
//   fine") are CONSULT. Every question in the batch is answered, so none is filed alone.
// - Remarks spoken to the patient while working ("you're doing great", "big wide open for me sweetie") are dropped
//   (as more56).
// - "Post-op instructions given" stays a TX step; advice with its own verb ("advised …", "told him …") is CONSULT.
// - Recogniser-style text fields start a new sentence at each new clause; the dictations avoid "and" or "so" opening a
//   second clause inside one remark, so each remark's sentence boundaries are plain.
// - Titles: "hall crown … placed with glass ionomer" and "stainless steel crown … luted with Ketac Cem" are "SSC" only
//   (the crown is not "cemented", so no Crown fit); "cemented with RelyX Unicem" after a crown try-in takes "Crown fit"
//   from the CC (as more58 bh15); "Cemented with TempBond" after a temporary crown is no title (as more56 bf01); a
//   filling "glass ionomer" keeps its words in TX and is "GIC" in the title ("B GIC 45"); "obturated LL6 …" is
//   "Obturation LL6"; "pulp extirpated 21" is "Extirpation 21"; canal and socket irrigation are no Irrigation title;
//   "eased" / "lower denture eased" is "Denture adjustment", a clasp tightened is no title; "scaling and root planing"
//   is "SRP", "periodontal maintenance" is "Periodontal maintenance", "Duraphat varnish" is "Fluoride varnish",
//   "prophy with …" is "Prophy"; a sectioned extraction whose steps never say "extract" takes "Extraction #30" from the
//   CC; "FS 16, 26" is "Fissure sealant 16, 26" (as more58 bh27); a core, a digital scan, separators removed, a try-in
//   and bite registration are no titles.
// - Teeth said together in a list item are written with a comma ("buccal infiltration #4, #5", "B composite UR3,
//   UR4"); "numbers" before teeth goes like "number".
// - Gingival findings around a tooth ("gums healthy around it") are PERIO (as more56); pockets given with a place
//   ("5 mm pockets still distal to 36 and 46") are PERIO with no chart entry (rule 7).
// - A fracture of a root during an extraction is a TX step; "fractured to gumline" in a typed chart gives fracture
//   "Not specified"; "cracked" gives no fracture.
import { defineCase, type NotesCase } from '../case.ts';

export const more63Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'bm01-uk-asr-fdi-mo-composite-26-injection-worry-break-halfway',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the filling on two six medical history no changes no allergies she said she hasn't slept properly all week worrying about the injection two six mesial occlusal caries two seven sound explained we'd use numbing gel first told her to raise her hand if she needs a break topical benzocaine la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six um she asked if she'd be numb for long told her about two hours rubber dam caries removed no exposure she needed a short break halfway through sectional matrix and ring etch bond mesial occlusal composite two six shade a two cured polished bite checked she said that was much easier than she expected post op instructions given advised no hot drinks until the numbness wears off recall six months",
    expect: {
      CC: 'Filling on 26',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['26', 'MO caries'],
        ['27', 'Sound'],
      ],
      CONSULT:
        "Explained we'd use numbing gel first. Told her to raise her hand if she needs a break. She asked if she'd be numb for long. Told her about 2 hours. Advised no hot drinks until the numbness wears off",
      'TX TODAY': ['MO composite 26'],
      TX: [
        'Topical benzocaine',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Caries removed',
        'No exposure',
        'Sectional matrix and ring',
        'Etch',
        'Bond',
        'MO composite 26',
        'Shade A2',
        'Cured',
        'Polished',
        'Bite checked',
        'Post-op instructions given',
      ],
      NOTES:
        "She said she hasn't slept properly all week worrying about the injection. She needed a short break halfway through. She said that was much easier than she expected",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bm02-uk-asr-fdi-extraction-38-pericoronitis-joke-nurse-pale-smoking',
    style: 'UK',
    asr: true,
    transcript:
      "attended for extraction of three eight because of recurrent pericoronitis medical history no changes no allergies smokes ten a day he joked he'd rather have this out than go to work today three eight partially erupted mesioangular no swelling today three seven sound he asked if it's going to hurt explained he'll feel pushing but no pain consent form signed la three cartridges lidocaine two percent one in eighty thousand adrenaline id block left plus buccal infiltration three eight the nurse said he'd gone a bit pale he perked up after a glass of water elevated with a straight elevator then extracted three eight with forceps roots complete socket irrigated with saline bit on gauze haemostasis achieved post op instructions verbal and written advised no smoking for at least forty eight hours he said he'd try review if any problems",
    expect: {
      CC: 'Extraction of 38 because of recurrent pericoronitis',
      'MED HX': 'No changes. No allergies. Smokes 10 a day',
      DENTAL: [
        ['38', 'Partially erupted mesioangular no swelling today'],
        ['37', 'Sound'],
      ],
      CONSULT:
        "He asked if it's going to hurt. Explained he'll feel pushing but no pain. Advised no smoking for at least 48 hours. He said he'd try",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 38'],
      TX: [
        'LA: 3 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 38',
        'Elevated with a straight elevator',
        'Extracted 38 with forceps',
        'Roots complete',
        'Socket irrigated with saline',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      NOTES:
        "He joked he'd rather have this out than go to work today. Nurse said he'd gone a bit pale. He perked up after a glass of water",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'bm03-uk-typed-fdi-private-crown-prep-36-gold-question-mid-prep-retired',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for crown prep 36, private. MH: no change, NKDA. Pt mentioned she has just retired and is finally getting her teeth sorted. 36 MOD amalgam with cracked ML cusp, not TTP. 37 DO comp, sound. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr, IDB left + buccal infil 36. Putty index taken. Amalgam removed, no caries beneath. Core built up with composite. Pt asked halfway through whether gold would last longer: explained both last well and gold is kinder to the opposing tooth; she preferred to stay with e.max. Crown prep 36, 1.5 mm occlusal reduction. Retraction cord. Impressions (Impregum), bite reg. Shade A2 taken in daylight. Temp crown (Protemp), TempBond. Occlusion checked. Pt said her jaw ached a bit from holding open, otherwise fine. POIG. NV: crown fit 36 in 2/52.',
    expect: {
      CC: 'Crown prep 36, private',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['36', 'MOD amalgam with cracked ML cusp, not TTP'],
        ['37', 'DO comp, sound'],
      ],
      CONSULT:
        'Pt asked halfway through whether gold would last longer: explained both last well and gold is kinder to the opposing tooth; she preferred to stay with e.max',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36',
        'Putty index taken',
        'Amalgam removed',
        'No caries beneath',
        'Core built up with composite',
        'Crown prep 36',
        '1.5 mm occlusal reduction',
        'Retraction cord',
        'Impressions (Impregum)',
        'Bite reg',
        'Shade A2 taken in daylight',
        'Temp crown (Protemp)',
        'TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NOTES:
        'Pt mentioned she has just retired and is finally getting her teeth sorted. Pt said her jaw ached a bit from holding open, otherwise fine',
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bm04-uk-asr-fdi-extirpation-21-rugby-knock-stay-dark-question-gum-shield',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the root canal on two one after the rugby knock last month medical history fit and well no allergies he told me his team won the cup final at the weekend two one slightly darker than one one tender to percussion no response to cold one one and two two respond normally to cold la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two one rubber dam access cavity he asked whether the tooth will stay dark explained we can bleach it from the inside once the root canal is finished pulp extirpated two one working length twenty three millimetres confirmed with the apex locator prepared to a size forty canal irrigated with sodium hypochlorite ledermix and cavit he was really relaxed he said he nearly fell asleep advised him to wear a gum shield for rugby from now on next visit complete root canal two one in three weeks",
    expect: {
      CC: 'Root canal on 21 after the rugby knock last month',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['21', 'Slightly darker than 11 tender to percussion no response to cold'],
        ['11', 'Respond normally to cold'],
        ['22', 'Respond normally to cold'],
      ],
      CONSULT:
        'He asked whether the tooth will stay dark. Explained we can bleach it from the inside once the root canal is finished. Advised him to wear a gum shield for rugby from now on',
      'TX TODAY': ['Extirpation 21'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 21',
        'Rubber dam',
        'Access cavity',
        'Pulp extirpated 21',
        'Working length 23 mm confirmed with the apex locator',
        'Prepared to a size 40',
        'Canal irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
      ],
      NOTES:
        'He told me his team won the cup final at the weekend. He was really relaxed. He said he nearly fell asleep',
      NV: ['Complete RCT 21 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bm05-uk-asr-fdi-mod-amalgam-46-b-glass-ionomer-45-mercury-question-grandad',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's here for the two fillings on the lower right medical history no changes takes atorvastatin no allergies he mentioned he's just become a grandad four six mesial occlusal distal amalgam ditched at the distal margin with caries four five buccal cervical cavity not carious sorry slightly soft la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right he asked if the old silver filling is dangerous explained there's no evidence it's harmful but we'll replace with amalgam as it's the strongest option here he was happy with that rubber dam old amalgam removed four six caries removed tofflemire and wedge mesial occlusal distal amalgam four six condensed and carved then four five cavity cleaned buccal glass ionomer four five dam off occlusion checked he said he'd bring his wife in next time as she's terrified of dentists told him not to chew on the amalgam for a couple of hours recall six months",
    expect: {
      CC: '2 fillings on the lower right',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['46', 'MOD amalgam ditched at the D margin with caries'],
        ['45', 'B cervical cavity slightly soft'],
      ],
      CONSULT:
        "He asked if the old silver filling is dangerous. Explained there's no evidence it's harmful but we'll replace with amalgam as it's the strongest option here. He was happy with that. Told him not to chew on the amalgam for a couple of hours",
      'TX TODAY': ['MOD amalgam 46', 'B GIC 45'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam',
        'Old amalgam removed 46',
        'Caries removed',
        'Tofflemire and wedge',
        'MOD amalgam 46 condensed and carved',
        '45 cavity cleaned',
        'B glass ionomer 45',
        'Dam off',
        'Occlusion checked',
      ],
      NOTES:
        "He mentioned he's just become a grandad. He said he'd bring his wife in next time as she's terrified of dentists",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bm06-uk-asr-fdi-upper-denture-eased-sore-spot-daughter-fixodent-question',
    style: 'UK',
    asr: true,
    transcript:
      "complains of a sore spot under her new upper denture on the left fitted ten days ago her daughter brought her in medical history no changes on warfarin and bisoprolol no allergies intra oral small ulcer left buccal sulcus near the post dam sorry near the left tuberosity upper denture flange overextended there three three and four three sound she said she managed a roast dinner at her daughter's on sunday but it hurt afterwards eased the upper denture buccal flange left side with an acrylic bur checked with pressure indicating paste eased again polished she said it feels much better already the nurse said she'd told her she's been taking it out to eat advised to keep wearing it during the day but out at night and to rinse with warm salt water she asked if she can use fixodent told her a little is fine but it shouldn't need much review in two weeks",
    expect: {
      CC: 'Sore spot under her new upper denture on the left fitted 10 days ago',
      'MED HX': 'No changes. On warfarin and bisoprolol. No allergies',
      INTRA: 'Small ulcer left buccal sulcus near the left tuberosity. Upper denture flange overextended there',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
      ],
      CONSULT:
        "Advised to keep wearing it during the day but out at night and to rinse with warm salt water. She asked if she can use Fixodent. Told her a little is fine but it shouldn't need much",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the upper denture buccal flange left side with an acrylic bur',
        'Checked with pressure indicating paste',
        'Eased again',
        'Polished',
      ],
      NOTES:
        "Her daughter brought her in. She said she managed a roast dinner at her daughter's on Sunday but it hurt afterwards. She said it feels much better already. Nurse said she'd told her she's been taking it out to eat",
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bm07-uk-asr-palmer-obturation-ll6-allotment-crown-timing-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's in for completion of the root canal on the lower left six no pain since last time medical history no changes no allergies lower left six temporary dressing intact not tender to percussion lower left five and lower left seven sound he was telling me about his new allotment and the size of his marrows la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower left six rubber dam dressing removed calcium hydroxide washed out with sodium hypochlorite and edta sorry with sodium hypochlorite and citric acid master cones fitted and checked with a pa he asked how long before he can have the crown told him give it a month to make sure it settles obturated lower left six with gutta percha and ah plus cold lateral condensation core in amalgam sorry core in composite occlusion checked he said it was the easiest dental visit he's ever had post op instructions given next visit crown prep lower left six in four weeks",
    expect: {
      CC: 'Completion of the root canal on LL6. No pain since last time',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LL6', 'Temporary dressing intact not tender to percussion'],
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      CONSULT: 'He asked how long before he can have the crown. Told him give it a month to make sure it settles',
      'TX TODAY': ['Obturation LL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'Rubber dam',
        'Dressing removed',
        'Calcium hydroxide washed out with sodium hypochlorite and citric acid',
        'Master cones fitted and checked with a PA',
        'Obturated LL6 with gutta percha and AH Plus cold lateral condensation',
        'Core in composite',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES:
        "He was telling me about his new allotment and the size of his marrows. He said it was the easiest dental visit he's ever had",
      NV: ['Crown prep LL6 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'bm08-uk-typed-palmer-xla-ur7-nervous-db-root-fractured-holiday-wine-joke',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for XLA UR7 as planned. MH: no change, takes amlodipine, NKDA. Pt nervous, bad experience as a child. UR7 grossly carious, buccal sinus, not mobile. UR6 MO amalgam, sound. Topical. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr buccal + palatal infil UR7. Pt asked if she can still fly on holiday on Fri: advised no problem after a simple XLA. XLA UR7 with upper molar forceps. DB root fractured, retrieved with Warwick James elevator. Roots complete. Haemostasis achieved with gauze. Pt joked she'd earned a large glass of wine. Advised no alcohol for 24 hrs. Nurse commented pt much calmer than at her last visit. POIG verbal + written. Review prn.",
    expect: {
      CC: 'XLA UR7 as planned',
      'MED HX': 'No change, takes amlodipine, NKDA',
      DENTAL: [
        ['UR7', 'Grossly carious, buccal sinus, not mobile'],
        ['UR6', 'MO amalgam, sound'],
      ],
      CONSULT:
        'Pt asked if she can still fly on holiday on Fri: advised no problem after a simple XLA. Advised no alcohol for 24 hrs',
      'TX TODAY': ['Extraction UR7'],
      TX: [
        'Topical',
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UR7',
        'XLA UR7 with upper molar forceps',
        'DB root fractured',
        'Retrieved with Warwick James elevator',
        'Roots complete',
        'Haemostasis achieved with gauze',
        'POIG verbal + written',
      ],
      NOTES:
        "Pt nervous, bad experience as a child. Pt joked she'd earned a large glass of wine. Nurse commented pt much calmer than at her last visit",
      'F/U': 'Review prn',
    },
  }),
  defineCase({
    id: 'bm09-uk-asr-palmer-b-composites-ur3-ur4-abrasion-hard-brushing-no-la-worry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for the two white fillings upper right she's had sensitivity to cold on the upper right for months medical history no changes on omeprazole allergic to penicillin upper right three and upper right four buccal cervical abrasion cavities sensitive to air she told me she's been brushing really hard with a medium brush because she thought it was better explained that's what's worn the necks of the teeth recommended a soft brush and a gentle technique no la needed she was worried it would hurt without the injection told her to let me know if she felt anything cotton wool rolls retraction cord surfaces cleaned with pumice etched bonded buccal composite upper right three and upper right four shade a three sorry a three point five polished with discs she said she didn't feel a thing duraphat varnish applied to the sensitive areas she asked if she can still use her whitening toothpaste told her to switch to a sensitive one recall six months",
    expect: {
      CC: "2 white fillings upper right. She's had sensitivity to cold on the upper right for months",
      'MED HX': 'No changes. On omeprazole. Allergic to penicillin',
      DENTAL: [
        ['UR3', 'B cervical abrasion cavities sensitive to air'],
        ['UR4', 'B cervical abrasion cavities sensitive to air'],
      ],
      CONSULT:
        "Explained that's what's worn the necks of the teeth. Recommended a soft brush and a gentle technique. Told her to let me know if she felt anything. She asked if she can still use her whitening toothpaste. Told her to switch to a sensitive one",
      'TX TODAY': ['B composite UR3, UR4', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Cotton wool rolls',
        'Retraction cord',
        'Surfaces cleaned with pumice',
        'Etched',
        'Bonded',
        'B composite UR3, UR4',
        'Shade A3.5',
        'Polished with discs',
        'Duraphat varnish applied to the sensitive areas',
      ],
      NOTES:
        "She told me she's been brushing really hard with a medium brush because she thought it was better. She was worried it would hurt without the injection. She said she didn't feel a thing",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bm10-uk-asr-palmer-child-hall-crown-lre-tooth-fairy-tight-squeeze',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "six year old attended with mum for the hall crown on the lower right e mum says he's had no pain medical history fit and well no allergies lower right e mesial caries into dentine not mobile no sinus lower right d sound he told me the tooth fairy brought him two pounds for his first wobbly tooth he asked if this one will hurt told him it's just a tight squeeze no la needed separators removed crown size four tried in hall crown on the lower right e placed with glass ionomer he said it felt funny and tight explained to mum it'll feel high for a few days while the bite settles fluoride varnish applied he chose a dinosaur sticker recall three months",
    expect: {
      CC: "Hall crown on LRE. Mum says he's had no pain",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LRE', 'M caries into dentine not mobile no sinus'],
        ['LRD', 'Sound'],
      ],
      CONSULT:
        "He asked if this one will hurt. Told him it's just a tight squeeze. Explained to mum it'll feel high for a few days while the bite settles",
      'TX TODAY': ['SSC LRE', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Separators removed',
        'Crown size 4 tried in',
        'Hall crown LRE placed with glass ionomer',
        'Fluoride varnish applied',
      ],
      NOTES:
        '6 year old attended with mum. He told me the tooth fairy brought him 2 pounds for his first wobbly tooth. He said it felt funny and tight. He chose a dinosaur sticker',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bm11-uk-asr-palmer-crown-fit-ur1-bride-teary-apples-nurse-smile',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "in for the crown fit on the upper right one she's getting married in three weeks medical history no changes no allergies temporary crown upper right one intact gums healthy around it no la temporary removed with a crown remover cement cleaned off with pumice crown tried in contacts fine margins good shade matches upper left one she looked in the mirror and got a bit teary she said it looks like her own tooth again she asked if she can bite into apples with it told her yes but not to bite her nails or open packets with it cemented with rely x unicem excess removed floss through contacts occlusion checked in protrusion eased slightly palatally the nurse said she's never seen her smile so much post op instructions given review at her next check up",
    expect: {
      CC: 'Crown fit on UR1',
      'MED HX': 'No changes. No allergies',
      PERIO: 'Gums healthy around it',
      DENTAL: [['UR1', 'Temporary crown intact']],
      CONSULT:
        'She asked if she can bite into apples with it. Told her yes but not to bite her nails or open packets with it',
      'TX TODAY': ['Crown fit UR1'],
      TX: [
        'No LA',
        'Temporary removed with a crown remover',
        'Cement cleaned off with pumice',
        'Crown tried in',
        'Contacts fine',
        'Margins good',
        'Shade matches UL1',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked in protrusion',
        'Eased slightly palatally',
        'Post-op instructions given',
      ],
      NOTES:
        "She's getting married in 3 weeks. She looked in the mirror and got a bit teary. She said it looks like her own tooth again. Nurse said she's never seen her smile so much",
      'F/U': 'Review at her next check up',
    },
  }),
  defineCase({
    id: 'bm12-uk-typed-palmer-partial-denture-eased-clasp-ll3-bleach-joke',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O lower partial denture loose and catching on the left. MH: no change, T2DM (metformin), NKDA. Pt joked the denture has a mind of its own. IO: small ulcer left lingual sulcus. LL3, LR3 abutments sound, no mobility. Tightened LL3 clasp with pliers. Eased lingual flange left side w/ acrylic bur, checked with PIP, polished. Pt asked if he needs a new denture: explained this one is 6 yrs old and fine for now, will reassess at recall. Pt said he has been soaking it in bleach overnight. Advised to stop and use denture cleaning tablets instead. Pt happy with fit now. Review 2/52 if still loose.',
    expect: {
      CC: 'Lower partial denture loose and catching on the left',
      'MED HX': 'No change, T2DM (metformin), NKDA',
      INTRA: 'Small ulcer left lingual sulcus',
      DENTAL: [
        ['LL3', 'Abutments sound, no mobility'],
        ['LR3', 'Abutments sound, no mobility'],
      ],
      CONSULT:
        'Pt asked if he needs a new denture: explained this one is 6 yrs old and fine for now, will reassess at recall. Advised to stop and use denture cleaning tablets instead',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Tightened LL3 clasp with pliers',
        'Eased lingual flange left side w/ acrylic bur',
        'Checked with PIP',
        'Polished',
      ],
      NOTES:
        'Pt joked the denture has a mind of its own. Pt said he has been soaking it in bleach overnight. Pt happy with fit now',
      'F/U': 'Review 2 weeks if still loose',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal)
  defineCase({
    id: 'bm13-us-asr-universal-do-4-mo-5-composites-insurance-coffee-joke',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for two fillings upper right medical history no changes takes lisinopril no allergies he said he's been under a lot of stress at work with a new baby at home number four distal occlusal caries number five mesial occlusal caries two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration numbers four and five isolite he asked if insurance covers both told him they're both covered at eighty percent caries removed both teeth sectional matrix with ring and wedge you're doing great etched bonded distal occlusal composite number four mesial occlusal composite number five shade a three cured polished occlusion checked he joked he'd be back on the coffee before the numbness wears off advised him to wait until the numbness is gone before hot drinks post op instructions given recall in six months",
    expect: {
      CC: '2 fillings upper right',
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      DENTAL: [
        ['4', 'DO caries'],
        ['5', 'MO caries'],
      ],
      CONSULT:
        "He asked if insurance covers both. Told him they're both covered at 80%. Advised him to wait until the numbness is gone before hot drinks",
      'TX TODAY': ['DO composite #4', 'MO composite #5'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #4, #5',
        'Isolite',
        'Caries removed both teeth',
        'Sectional matrix with ring and wedge',
        'Etched',
        'Bonded',
        'DO composite #4',
        'MO composite #5',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES:
        "He said he's been under a lot of stress at work with a new baby at home. He joked he'd be back on the coffee before the numbness wears off",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'bm14-us-asr-universal-srp-ur-lr-diabetes-question-jaw-breaks-arestin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for scaling and root planing upper right and lower right medical history no changes type two diabetes on metformin no allergies she told me she's started walking every morning with her neighbor and lost ten pounds psr four three three three three four pockets five to seven millimeters upper right and lower right molars bleeding on probing generalized two carpules lidocaine two percent one to one hundred thousand epi ianb right then one carpule articaine four percent one to one hundred thousand epi buccal infiltration upper right she asked if her diabetes is why her gums are bad explained it works both ways better sugar control helps the gums scaling and root planing upper right and lower right with the cavitron and gracey curettes she needed a couple of breaks because her jaw got tired arestin placed in the seven millimeter pockets sorry in the six and seven millimeter pockets oral hygiene instruction with interdental brushes and a water flosser she said she'd try the water flosser next visit scaling and root planing upper left and lower left in two weeks",
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      PERIO:
        'PSR 4 3 3 / 3 3 4. Pockets 5 to 7 mm upper right and lower right molars. Bleeding on probing generalized',
      CONSULT:
        "She asked if her diabetes is why her gums are bad. Explained it works both ways. Better sugar control helps the gums. She said she'd try the water flosser",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Arestin placed in the 6 and 7 mm pockets',
        'Oral hygiene instruction with interdental brushes and a water flosser',
      ],
      NOTES:
        "She told me she's started walking every morning with her neighbor and lost 10 pounds. She needed a couple of breaks because her jaw got tired",
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bm15-us-typed-universal-sectioned-extraction-30-nitrous-implant-decision',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for extraction #30, non-restorable. Med hx: HTN on lisinopril, allergic to codeine. Pt very anxious, husband came with her for support. #30 fractured to gumline, M root exposed. #29 and #31 sound. Pt asked if she'd be asleep: explained nitrous keeps her awake but relaxed. N2O/O2 30% titrated. Topical benzocaine. LA: 2 carps lidocaine 2% 1:100,000 epi, R IANB + buccal infil. Sectioned #30 with surgical handpiece. Roots elevated and removed separately. Socket curetted and irrigated w/ saline. 2 x 4-0 chromic gut sutures. Gauze pack. 100% O2 for 5 min. Pt said that was much easier than her last extraction. Discussed implant vs bridge for #30 space; pt wants implant, will schedule consult. Rx ibuprofen 600 mg q6h prn x 3 days. POI given verbally and in writing. NV: suture check 1 wk.",
    expect: {
      CC: 'Extraction #30, non-restorable',
      'MED HX': 'HTN on lisinopril, allergic to codeine',
      DENTAL: [
        ['30', 'Fractured to gumline, M root exposed', 'Not specified'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      CONSULT:
        "Pt asked if she'd be asleep: explained nitrous keeps her awake but relaxed. Discussed implant vs bridge for #30 space; pt wants implant, will schedule consult",
      'TX TODAY': ['Extraction #30'],
      TX: [
        'N2O/O2 30% titrated',
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Sectioned #30 with surgical handpiece',
        'Roots elevated and removed separately',
        'Socket curetted and irrigated w/ saline',
        '2 x 4-0 chromic gut sutures',
        'Gauze pack',
        '100% O2 for 5 min',
        'Rx ibuprofen 600 mg q6h prn x 3 days',
        'POI given verbally and in writing',
      ],
      NOTES:
        'Pt very anxious, husband came with her for support. Pt said that was much easier than her last extraction',
      NV: ['Suture check 1 wk'],
    },
  }),
  defineCase({
    id: 'bm16-us-asr-universal-obturation-19-second-visit-half-marathon-fell-asleep',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for the second visit of the root canal on number nineteen he says it's felt great since the pulpectomy medical history no changes no allergies number nineteen temporary intact not tender to percussion number eighteen mesial occlusal amalgam sound two carpules articaine four percent one to one hundred thousand epi ianb left rubber dam temporary and calcium hydroxide removed he mentioned he's training for a half marathon he asked if he can run tomorrow told him that's fine four canals located working lengths confirmed with the apex locator and a pa cleaned and shaped with vortex blue to size twenty five canals irrigated with sodium hypochlorite and edta with ultrasonic activation he actually fell asleep during the shaping obturated nineteen with gutta percha and bc sealer single cone core build up with fluorocore he asked how much the crown will be told him the front desk will go over his estimate post op instructions given next visit crown prep nineteen in two weeks",
    expect: {
      CC: "Second visit of the root canal on #19. He says it's felt great since the pulpectomy",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['19', 'Temporary intact not tender to percussion'],
        ['18', 'MO amalgam sound'],
      ],
      CONSULT:
        "He asked if he can run tomorrow. Told him that's fine. He asked how much the crown will be. Told him the front desk will go over his estimate",
      'TX TODAY': ['Obturation #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Temporary and calcium hydroxide removed',
        '4 canals located',
        'Working lengths confirmed with the apex locator and a PA',
        'Cleaned and shaped with Vortex Blue to size 25',
        'Canals irrigated with sodium hypochlorite and EDTA with ultrasonic activation',
        'Obturated #19 with gutta percha and BC Sealer single cone',
        'Core build up with FluoroCore',
        'Post-op instructions given',
      ],
      NOTES: "He mentioned he's training for a half marathon. He actually fell asleep during the shaping",
      NV: ['Crown prep #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bm17-us-asr-universal-crown-prep-3-latex-crack-question-itero-podcast',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the crown prep on number three she's been putting it off for a year because of her work schedule medical history no changes takes levothyroxine allergic to latex number three large mesial occlusal distal amalgam with a cracked distobuccal cusp number two sound number four distal occlusal composite sound two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three nonlatex rubber dam amalgam removed crack extends into the dentin under the distobuccal cusp no pulp exposure she asked if the crack means she'll need a root canal explained not unless it starts hurting we'll keep an eye on it core build up with multicore crown prep number three for a zirconia crown retraction cord digital scan with the itero she said she was glad there's no goopy impressions this time shade a two temporary crown in integrity cemented with tempbond occlusion checked she said she listened to a whole podcast episode post op instructions given next visit crown seat number three in two weeks",
    expect: {
      CC: 'Crown prep on #3',
      'MED HX': 'No changes. Takes levothyroxine. Allergic to latex',
      DENTAL: [
        ['3', 'Large MOD amalgam with a cracked DB cusp'],
        ['2', 'Sound'],
        ['4', 'DO composite sound'],
      ],
      CONSULT:
        "She asked if the crack means she'll need a root canal. Explained not unless it starts hurting. We'll keep an eye on it",
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Nonlatex rubber dam',
        'Amalgam removed',
        'Crack extends into the dentin under the DB cusp',
        'No pulp exposure',
        'Core build up with MultiCore',
        'Crown prep #3 for a zirconia crown',
        'Retraction cord',
        'Digital scan with the iTero',
        'Shade A2',
        'Temporary crown in Integrity',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES:
        "She's been putting it off for a year because of her work schedule. She said she was glad there's no goopy impressions this time. She said she listened to a whole podcast episode",
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bm18-us-asr-universal-prophy-fluoride-retired-trucker-whitening-strips',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for his cleaning no concerns medical history no changes on eliquis no allergies he told me he just retired after thirty years driving trucks psr two two two two two two light calculus lower anteriors number thirty buccal cervical caries small prophy with the cavitron and hand scalers he asked about whitening strips told him they're fine but his front fillings won't change color fluoride varnish oral hygiene instruction electric toothbrush he said his wife bought him one for christmas but it's still in the box next visit buccal composite number thirty recall six months",
    expect: {
      CC: 'His cleaning. No concerns',
      'MED HX': 'No changes. On Eliquis. No allergies',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors',
      DENTAL: [['30', 'B cervical caries small']],
      CONSULT: "He asked about whitening strips. Told him they're fine but his front fillings won't change color",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy with the Cavitron and hand scalers', 'Fluoride varnish', 'Oral hygiene instruction electric toothbrush'],
      NOTES:
        "He told me he just retired after 30 years driving trucks. He said his wife bought him one for Christmas but it's still in the box",
      NV: ['B composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist, children and older patients (Universal)
  defineCase({
    id: 'bm19-us-asr-universal-child-pulpotomy-ssc-k-sleepy-juice-candy-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with mom here for the pulpotomy and crown on letter k mom says it's been waking her up at night medical history healthy allergic to amoxicillin letter k deep distal occlusal caries no swelling not mobile letter l sealant intact she told me she wants to be a dentist when she grows up topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi ianb left she asked why her lip feels big told her it's the sleepy juice that wears off in a couple of hours big wide open for me sweetie rubber dam caries removed pulp exposure coronal pulp removed hemostasis in under a minute pulpotomy letter k with mta she held really still and counted the teeth on the poster stainless steel crown letter k size four luted with ketac cem excess removed occlusion checked mom asked if she can eat candy at a party tomorrow told her yes but nothing sticky on that side post op instructions given to mom she picked a prize from the treasure box recall in six months",
    expect: {
      CC: "Pulpotomy and crown on #K. Mom says it's been waking her up at night",
      'MED HX': 'Healthy. Allergic to amoxicillin',
      DENTAL: [
        ['K', 'Deep DO caries no swelling not mobile'],
        ['L', 'Sealant intact'],
      ],
      CONSULT:
        "She asked why her lip feels big. Told her it's the sleepy juice that wears off in a couple of hours. Mom asked if she can eat candy at a party tomorrow. Told her yes but nothing sticky on that side",
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Coronal pulp removed',
        'Hemostasis in under a minute',
        'Pulpotomy #K with MTA',
        'Stainless steel crown #K size 4 luted with Ketac Cem',
        'Excess removed',
        'Occlusion checked',
        'Post-op instructions given to mom',
      ],
      NOTES:
        '7 year old with mom. She told me she wants to be a dentist when she grows up. She held really still and counted the teeth on the poster. She picked a prize from the treasure box',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'bm20-us-typed-universal-child-sealants-19-30-puppy-armor-braces-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '9 y/o w/ dad. Here for sealants on #19 and #30. No changes to health, NKDA. #19, #30 deep grooves, no caries. #3, #14 sealed last year, intact. Pt told us all about his new puppy. Isolation w/ cotton rolls and dry angles. Pt asked if sealants taste bad: told him a little sour for a second. Etched, rinsed, dried. Fissure sealants #19, #30, cured. Pt joked he now has armor on his teeth. Checked with explorer, occlusion adjusted. Fluoride varnish. Dad asked if he needs braces: some crowding lower front, will monitor, ortho eval around age 10-11. Recall 6 months.',
    expect: {
      CC: 'Sealants on #19 and #30',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['19', 'Deep grooves, no caries'],
        ['30', 'Deep grooves, no caries'],
        ['3', 'Sealed last year, intact'],
        ['14', 'Sealed last year, intact'],
      ],
      CONSULT:
        'Pt asked if sealants taste bad: told him a little sour for a second. Dad asked if he needs braces: some crowding lower front, will monitor, ortho eval around age 10-11',
      'TX TODAY': ['Fissure sealants #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolation w/ cotton rolls and dry angles',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants #19, #30',
        'Cured',
        'Checked with explorer',
        'Occlusion adjusted',
        'Fluoride varnish',
      ],
      NOTES: '9 y/o w/ dad. Pt told us all about his new puppy. Pt joked he now has armor on his teeth',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bm21-us-asr-universal-child-extraction-t-grandpa-tooth-fairy-spacer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eight year old with grandpa here for the extraction of letter t it's got an abscess from the old filling medical history healthy no allergies letter t large mesial occlusal distal composite failing with a buccal abscess grade two mobile letter s sound he asked if he gets to keep the tooth for the tooth fairy told him yes we'll put it in a little treasure box grandpa gave verbal consent topical one carpule lidocaine two percent one to one hundred thousand epi ianb right he was squeezing grandpa's hand the whole time extraction letter t with forceps roots partly resorbed gauze pack grandpa asked if he needs a spacer explained yes because the six year molar could drift forward post op instructions given to grandpa advised no straws and soft foods today he told the nurse he was a champion next visit impressions for a band and loop for the letter t space",
    expect: {
      CC: "Extraction of #T. It's got an abscess from the old filling",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['T', 'Large MOD composite failing with a buccal abscess grade 2 mobile'],
        ['S', 'Sound'],
      ],
      CONSULT:
        "He asked if he gets to keep the tooth for the tooth fairy. Told him yes we'll put it in a little treasure box. Grandpa asked if he needs a spacer. Explained yes because the 6 year molar could drift forward. Advised no straws and soft foods today",
      CONSENT: 'Grandpa gave verbal consent',
      'TX TODAY': ['Extraction #T'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Extraction #T with forceps',
        'Roots partly resorbed',
        'Gauze pack',
        'Post-op instructions given to grandpa',
      ],
      NOTES:
        "8 year old with grandpa. He was squeezing grandpa's hand the whole time. He told the nurse he was a champion",
      NV: ['Impressions for a band and loop for #T space'],
    },
  }),
  defineCase({
    id: 'bm22-us-asr-universal-mod-amalgam-2-night-shift-nurse-dozed-off-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the filling on number two she works nights as a nurse and came straight from her shift medical history no changes no allergies number two mesial occlusal distal caries under old amalgam number three sound two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number two she asked why we're using silver again explained her insurance only covers amalgam on molars she was fine with that rubber dam old amalgam removed caries removed deep mesially vitrebond liner tofflemire and wedges mesial occlusal distal amalgam number two condensed carved and burnished she dozed off while it was setting occlusion checked she asked if she can sleep after her shift with it numb told her yes just don't chew until it wears off post op instructions given recall as scheduled",
    expect: {
      CC: 'Filling on #2',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['2', 'MOD caries under old amalgam'],
        ['3', 'Sound'],
      ],
      CONSULT:
        "She asked why we're using silver again. Explained her insurance only covers amalgam on molars. She was fine with that. She asked if she can sleep after her shift with it numb. Told her yes just don't chew until it wears off",
      'TX TODAY': ['MOD amalgam #2'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #2',
        'Rubber dam',
        'Old amalgam removed',
        'Caries removed deep mesially',
        'Vitrebond liner',
        'Tofflemire and wedges',
        'MOD amalgam #2 condensed carved and burnished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'She works nights as a nurse and came straight from her shift. She dozed off while it was setting',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'bm23-us-typed-universal-lower-denture-eased-soup-remark-steak-joke',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt c/o sore spots under new lower complete denture, delivered 1 wk ago. Med hx: no changes, Eliquis, NKDA. Pt says he's been eating soup all week and his wife is tired of making it. IO: 2 small ulcers left mylohyoid ridge area, 1 right retromolar pad. Upper denture fine. Pressure indicating paste applied, heavy contact left lingual flange. Lower denture eased at left lingual flange and right retromolar area w/ acrylic bur. Rechecked, polished. Pt asked if he'll ever get used to it: explained lower dentures take the longest, usually a few weeks. Advised leaving it out at night and rinsing with salt water. Pt said it feels much better already, joked he'll take his wife out for steak. NV: 1 wk adjustment check.",
    expect: {
      CC: 'Sore spots under new lower complete denture, delivered 1 wk ago',
      'MED HX': 'No changes, Eliquis, NKDA',
      INTRA: '2 small ulcers left mylohyoid ridge area, 1 right retromolar pad. Upper denture fine',
      CONSULT:
        "Pt asked if he'll ever get used to it: explained lower dentures take the longest, usually a few weeks. Advised leaving it out at night and rinsing with salt water",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste applied',
        'Heavy contact left lingual flange',
        'Lower denture eased at left lingual flange and right retromolar area w/ acrylic bur',
        'Rechecked',
        'Polished',
      ],
      NOTES:
        "Pt says he's been eating soup all week and his wife is tired of making it. Pt said it feels much better already, joked he'll take his wife out for steak",
      NV: ['1 wk adjustment check'],
    },
  }),
  defineCase({
    id: 'bm24-us-asr-universal-root-caries-b-gic-21-28-sdf-22-assisted-living-hearing-aid',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eighty seven year old here for the root cavities on the lower teeth her daughter brought her medical history no changes takes donepezil and amlodipine no allergies number twenty one buccal root caries number twenty eight buccal root caries number twenty two buccal root caries early she told me she's just moved into assisted living and loves the food there no anesthetic needed cotton rolls caries removed with a slow speed round bur buccal glass ionomer number twenty one then buccal glass ionomer number twenty eight my assistant noticed her hearing aid was turned off silver diamine fluoride number twenty two her daughter asked if it'll stain told her yes it turns black but it's on the side nobody sees she said that's fine fluoride varnish on the rest she did really well recall in three months",
    expect: {
      CC: 'Root cavities on the lower teeth',
      'MED HX': 'No changes. Takes donepezil and amlodipine. No allergies',
      DENTAL: [
        ['21', 'B root caries'],
        ['28', 'B root caries'],
        ['22', 'B root caries early'],
      ],
      CONSULT:
        "Her daughter asked if it'll stain. Told her yes it turns black but it's on the side nobody sees. She said that's fine",
      'TX TODAY': ['B GIC #21', 'B GIC #28', 'SDF #22', 'Fluoride varnish'],
      TX: [
        'No anesthetic needed',
        'Cotton rolls',
        'Caries removed with a slow speed round bur',
        'B glass ionomer #21',
        'B glass ionomer #28',
        'Silver diamine fluoride #22',
        'Fluoride varnish on the rest',
      ],
      NOTES:
        "87 year old. Her daughter brought her. She told me she's just moved into assisted living and loves the food there. My assistant noticed her hearing aid was turned off. She did really well",
      'F/U': 'Recall in 3 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist-therapist (FDI)
  defineCase({
    id: 'bm25-uk-asr-fdi-therapist-scale-polish-pregnancy-nursery-mouthwash-question',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment she's noticed her gums bleeding more since she got pregnant medical history twenty two weeks pregnant taking folic acid no allergies she told me they've already painted the nursery for the baby bpe two two two one two two gums puffy and bleeding generalised plaque score forty percent calculus lower anteriors explained pregnancy hormones make the gums more reactive to plaque scale and polish with hand scalers she was more comfortable sitting up a bit oral hygiene instruction interdental brushes size two and brushing along the gum line she asked if she should use mouthwash told her an alcohol free one is fine but brushing matters more recall three months while she's pregnant",
    expect: {
      CC: "Hygiene appointment. She's noticed her gums bleeding more since she got pregnant",
      'MED HX': '22 weeks pregnant. Taking folic acid. No allergies',
      PERIO:
        'BPE 2 2 2 / 1 2 2. Gums puffy and bleeding generalised. Plaque score 40%. Calculus lower anteriors',
      CONSULT:
        'Explained pregnancy hormones make the gums more reactive to plaque. She asked if she should use mouthwash. Told her an alcohol free one is fine but brushing matters more',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with hand scalers',
        'Oral hygiene instruction interdental brushes size 2 and brushing along the gum line',
      ],
      NOTES:
        "She told me they've already painted the nursery for the baby. She was more comfortable sitting up a bit",
      'F/U': "Recall 3 months while she's pregnant",
    },
  }),
  defineCase({
    id: 'bm26-uk-asr-fdi-therapist-second-rsd-ll-lr-vaping-question-nurse-dreading',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd visit lower left and lower right he says the upper gums feel tighter since last time medical history no changes vapes now instead of smoking no allergies he told me he's just started a new job on the railway bpe four three three four three four la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration lower left and lower right the nurse mentioned he'd told her he was dreading it rsd lower left and lower right with ultrasonic and gracey curettes he needed a break after the lower left because his jaw was aching he asked if vaping is any better for his gums explained it's less harmful than smoking but still affects healing encouraged him to stop completely he said he'd think about it ohi interdental brushes red and blue and single tufted brush around four seven next visit periodontal reassessment in three months",
    expect: {
      CC: 'Second RSD visit lower left and lower right. He says the upper gums feel tighter since last time',
      'MED HX': 'No changes. Vapes now instead of smoking. No allergies',
      PERIO: 'BPE 4 3 3 / 4 3 4',
      CONSULT:
        "He asked if vaping is any better for his gums. Explained it's less harmful than smoking but still affects healing. Encouraged him to stop completely. He said he'd think about it",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration lower left and lower right',
        'RSD lower left and lower right with ultrasonic and Gracey curettes',
        'OHI interdental brushes red and blue and single tufted brush around 47',
      ],
      NOTES:
        "He told me he's just started a new job on the railway. Nurse mentioned he'd told her he was dreading it. He needed a break after the lower left because his jaw was aching",
      NV: ['Periodontal reassessment in 3 months'],
    },
  }),
  defineCase({
    id: 'bm27-uk-typed-fdi-therapist-child-fs-16-26-football-sports-drinks-lemons',
    style: 'UK',
    asr: false,
    transcript:
      "10 y/o attended with mum for FS 16, 26 as prescribed. MH: fit and well, NKDA. 16, 26 fully erupted, deep stained fissures, no caries. 36, 46 FS intact. Pt told me he's just got into the school football team. Cotton wool rolls + dry guards. Pt asked if it would hurt: explained no injection needed, just a sour taste. Etched 37% phosphoric acid 30 secs, washed, dried. FS 16, 26 (Delton), cured. Occlusion checked, excess removed. FV 22,600 ppm. Mum asked about sports drinks: advised water at football instead. Pt said the etch tasted like lemons. Recall as per dentist.",
    expect: {
      CC: 'FS 16, 26 as prescribed',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['16', 'Fully erupted, deep stained fissures, no caries'],
        ['26', 'Fully erupted, deep stained fissures, no caries'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
      ],
      CONSULT:
        'Pt asked if it would hurt: explained no injection needed, just a sour taste. Mum asked about sports drinks: advised water at football instead',
      'TX TODAY': ['Fissure sealant 16, 26', 'Fluoride varnish'],
      TX: [
        'Cotton wool rolls + dry guards',
        'Etched 37% phosphoric acid 30 secs',
        'Washed',
        'Dried',
        'FS 16, 26 (Delton)',
        'Cured',
        'Occlusion checked',
        'Excess removed',
        'FV 22,600 ppm',
      ],
      NOTES:
        "10 y/o attended with mum. Pt told me he's just got into the school football team. Pt said the etch tasted like lemons",
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'bm28-uk-asr-fdi-therapist-child-extraction-85-strawberry-gel-teary-new-bike',
    style: 'UK',
    asr: true,
    transcript:
      "attended for extraction of eight five as prescribed by the dentist nine year old with dad dad says it's been wobbly and sore for a week medical history mild asthma uses a blue inhaler no allergies eight five grade two mobile buccal sinus four six fully erupted sound she told me she's saving up for a new bike topical gel she asked what the gel tastes of told her strawberry la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration eight five she was a bit teary during the injection but settled quickly extracted eight five with forceps roots resorbed bit on gauze haemostasis achieved dad asked if the adult tooth is there told him yes the premolar is underneath and will come through in about a year she took the tooth home in an envelope post op instructions given to dad recall as per the dentist",
    expect: {
      CC: "Extraction of 85 as prescribed by the dentist. Dad says it's been wobbly and sore for a week",
      'MED HX': 'Mild asthma. Uses a blue inhaler. No allergies',
      DENTAL: [
        ['85', 'Grade 2 mobile buccal sinus'],
        ['46', 'Fully erupted sound'],
      ],
      CONSULT:
        'She asked what the gel tastes of. Told her strawberry. Dad asked if the adult tooth is there. Told him yes the premolar is underneath and will come through in about a year',
      'TX TODAY': ['Extraction 85'],
      TX: [
        'Topical gel',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 85',
        'Extracted 85 with forceps',
        'Roots resorbed',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given to dad',
      ],
      NOTES:
        "9 year old with dad. She told me she's saving up for a new bike. She was a bit teary during the injection but settled quickly. She took the tooth home in an envelope",
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'bm29-uk-asr-fdi-therapist-perio-maintenance-charity-walk-fudge-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "three month perio maintenance no concerns medical history no changes type one diabetes on an insulin pump no allergies he told me he's just back from a long distance charity walk bpe three two three three two three bleeding on probing twelve percent down from thirty plaque score fifteen percent five millimetre pockets still distal to three six and four six periodontal maintenance with ultrasonic and hand instruments he joked the hot chocolate on the walk was his downfall he asked if he still needs to come every three months told him yes for at least another year duraphat varnish to the lower incisors for sensitivity ohi reinforced single tufted brush behind the lower molars the nurse said he'd brought in a box of fudge for the team recall three months for periodontal maintenance",
    expect: {
      CC: '3 month perio maintenance. No concerns',
      'MED HX': 'No changes. Type 1 diabetes on an insulin pump. No allergies',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Bleeding on probing 12% down from 30. Plaque score 15%. 5 mm pockets still distal to 36 and 46',
      CONSULT: 'He asked if he still needs to come every 3 months. Told him yes for at least another year',
      'TX TODAY': ['Periodontal maintenance', 'Fluoride varnish', 'OHI'],
      TX: [
        'Periodontal maintenance with ultrasonic and hand instruments',
        'Duraphat varnish to the lower incisors for sensitivity',
        'OHI reinforced single tufted brush behind the lower molars',
      ],
      NOTES:
        "He told me he's just back from a long distance charity walk. He joked the hot chocolate on the walk was his downfall. Nurse said he'd brought in a box of fudge for the team",
      'F/U': 'Recall 3 months for periodontal maintenance',
    },
  }),
  defineCase({
    id: 'bm30-uk-typed-fdi-therapist-mo-comp-24-hen-do-buccal-only-toothbrush-age',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for MO comp 24 as per Rx. MH: no change, on sertraline, NKDA. Pt says she's off to her sister's hen do this weekend and doesn't want a numb face in the photos. 24 MO caries, not TTP. 25 sound. Pt asked if we could do it without LA: explained it's fairly deep and advised LA; pt agreed to buccal only. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 24. Rubber dam. Caries removed, dentine firm. Sectional matrix + ring. Etch, bond (Clearfil SE). MO comp 24, shade A2. Occlusion checked, polished. Pt joked that was the most relaxing half hour of her week. Nurse noted pt's toothbrush is about a year old. Advised replacing it every 3 months. POIG. Recall as per dentist.",
    expect: {
      CC: 'MO comp 24 as per Rx',
      'MED HX': 'No change, on sertraline, NKDA',
      DENTAL: [
        ['24', 'MO caries, not TTP'],
        ['25', 'Sound'],
      ],
      CONSULT:
        "Pt asked if we could do it without LA: explained it's fairly deep and advised LA; pt agreed to buccal only. Advised replacing it every 3 months",
      'TX TODAY': ['MO composite 24'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 24',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix + ring',
        'Etch',
        'Bond (Clearfil SE)',
        'MO comp 24',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'POIG',
      ],
      NOTES:
        "Pt says she's off to her sister's hen do this weekend and doesn't want a numb face in the photos. Pt joked that was the most relaxing half hour of her week. Nurse noted pt's toothbrush is about a year old",
      'F/U': 'Recall as per dentist',
    },
  }),
];
