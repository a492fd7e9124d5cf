// The thirty-third held-out split (ids h33-01–h33-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is one Thursday at three practices, twelve visits each, whatever came in: recalls with charting and BPE / PSR,
// fillings, an extraction, a root canal stage, crown preparation and fit, a denture visit, a hygiene visit, a child's
// visit with a parent, an emergency and a consultation with options and a decision. Each clinician dictates the way
// they really do: terse typed lines to long stories, section words said or none, remarks, patients' questions,
// self-corrections ("sorry", "I mean") and fillers, nurse asides.
//   h33-01–h33-12 a UK mixed NHS / private practice (FDI; h33-05, h33-09, h33-10 Palmer): a typed NHS exam with BPE,
//     charting and bitewings (h33-01), an NHS DO composite with a nurse aside and an LA correction (h33-02, recogniser),
//     a typed private crown prep with core and temporary (h33-03), an extraction of retained roots on warfarin with a
//     nurse aside and a tooth corrected (h33-04, recogniser), the second stage of a root canal with Palmer words
//     (h33-05, recogniser), a terse typed private hygienist visit with PMPR (h33-06), a six-year-old's check-up with dad
//     and no section words (h33-07, recogniser), an NHS emergency pericoronitis irrigated under the operculum with a
//     referral plan (h33-08, recogniser), a typed NHS acrylic partial denture fit in UL shorthand (h33-09), a private
//     crown fit with Palmer words and two appended dictations (h33-10, recogniser), a typed whitening / bonding
//     consultation with costs and a decision (h33-11), a private check-up with full charting and an appended note
//     (h33-12, recogniser);
//   h33-13–h33-24 a US family dentistry office (Universal, primary letters in h33-21): a typed periodic exam with PSR,
//     4 BWX and prophy (h33-13), two composites with a pinpoint exposure corrected in speech (h33-14, recogniser), an
//     extraction after the patient declined RCT and crown (h33-15, recogniser), a typed obturation with MB2 not found
//     (h33-16), a crown prep with buildup, scan and an insurance question (h33-17, recogniser), a typed crown seat with
//     appended treatment and next visit (h33-18), a lower partial denture adjustment and reline discussion (h33-19,
//     recogniser), a typed hygienist SRP visit with two LA lines and Arestin (h33-20), a seven-year-old's recall with
//     mom, sealants and an appended note (h33-21, recogniser), an emergency chipped incisor bonded (h33-22,
//     recogniser), a typed implant / bridge / partial consultation with fees and a plan (h33-23), a terse typed recall
//     (h33-24);
//   h33-25–h33-36 an Australian practice (style 'UK', FDI): a check and clean with health fund, charting and varnish
//     (h33-25, recogniser), a typed amalgam replaced by an MO composite with lignocaine and a HICAPS gap (h33-26), a
//     surgical wisdom tooth extraction told as a story (h33-27, recogniser), a typed first RCT visit with extirpation
//     and Ledermix (h33-28), a same-day CEREC crown prepared and cemented with an appended note (h33-29, recogniser), a
//     typed complete denture consultation with preliminary impressions and an antifungal (h33-30), a periodontal
//     maintenance visit with the oral health therapist (h33-31, recogniser), a typed CDBS child check-up with mum and
//     an appended note (h33-32), an emergency dry socket dressed with Alvogyl (h33-33, recogniser), a typed wisdom
//     tooth consultation ending in a referral (h33-34), a terse typed recall with root caries and high-fluoride
//     toothpaste (h33-35), a very short lost-filling dressing (h33-36, recogniser).
// UK-style 24 (UK practice FDI 9, Palmer 3; Australian practice FDI 12), US 12 (Universal); 19 recogniser-style (lower
// case, number words, no punctuation, fillers, self-corrections) and 17 typed; about 35 to 220 words (most 70 to 170).
// Appended dictation in six cases: h33-10 ("add to notes …" / "also next visit …"), h33-12 ("add to notes …"), h33-18
// ("Add to treatment: …" / "Next visit: …"), h33-21 ("add to notes …"), h33-29 ("also add to notes …"), h33-32 ("Add
// to notes: …"). DENTAL in 31 cases (not h33-06, h33-20, h33-24, h33-30, h33-31).
//
// Judgement calls where the contract left room:
// - The Australian practice is written style 'UK' with FDI numbering; "lignocaine" is kept as said in the LA line (the
//   agent as said), "adr" is adrenaline and "infil" infiltration (as more58).
// - Fees, NHS bands, item numbers, health funds (Bupa, HICAPS gap, fund rebate) and US insurance answers are CONSULT (as
//   more58), also when said at the start of a note ("she's with Bupa so it's covered").
// - Irrigation: irrigating under an operculum is the "Irrigation" title (h33-08); canals and sockets irrigated are no
//   title (h33-05, h33-15, h33-16, h33-27, h33-28, h33-33). The dry socket visit (h33-33) has no title: its CC says
//   the extraction was done before and Alvogyl is no procedure of the table.
// - Titles from the CC: "surgical extraction of … 38" when TX names no procedure (h33-27 → "Surgical extraction 38"),
//   "second stage of the root canal on UL6" (h33-05 → "RCT UL6"), crown fits cemented with no tooth in the step
//   (h33-10, h33-18). The same-day CEREC crown (h33-29) is both "Crown prep 25" and "Crown fit 25" ("cemented the crown
//   on 25"). "36 pulp extirpated" is "Extirpation 36" and no RCT title (as more56). Scans, cores, buildups, Arestin,
//   a denture "relieved" at fit and toothbrushing instruction / TBI are no titles; "adjusted the partial denture
//   lingual flange" is "Denture adjustment"; "Denture fitted" is "Denture fit"; "Duraphat varnish" is "Fluoride
//   varnish"; quadrant SRP is "SRP" (quadrants are no teeth).
// - "Fractured margin" gives the fracture "Margin" / "M margin"; "chipped" gives none; "fractured lingual cusp" gives
//   "L cusp"; "fractured mesial incisal corner" gives "MI corner".
// - A tooth named only as a place stays in the text with no chart entry: "operculum … over 48", "46 socket empty",
//   "blanching on palatal gingiva UL3" (a TX step), "Arestin #3 D pocket"; a clasp or rest seat said of a tooth is that
//   tooth's chart entry ("#22 Clasp loose").
// - In RADIO and other text fields a single surface stays a word ("47 buccal pit caries into dentine") unless typed as
//   a letter; in DENTAL and list items it is abbreviated ("B pit caries", "P cusp"); "occlusal sealant intact",
//   "distal operculum", "slight mesial tilt" keep the word (sealant, operculum and tilt are not in rule 4's list; as
//   more58 "Occlusal fissure sealant intact").
// - Advice and diet advice, smoking cessation advice, insertion / removal shown, patients' questions and answers are
//   CONSULT; "post-op instructions" stay a TX step; a remark about the patient ("she was great", "he's doing really
//   well with them", "pt pleased w/ appearance") and fear of needles are NOTES; a child's age and who came are NOTES.
// - A referral for treatment elsewhere is TX PLAN, also a conditional one ("referral to oral surgery if a third
//   episode") and one whose letter was sent today ("Referral to OMFS (letter + OPG sent)").
// - Plaque and gingiva said on their own in a recogniser note are PERIO (as more58); stain on a region and shade said
//   at an exam are INTRA.
// - Nurse asides ("could I have the wedges please thanks") are dropped entirely (as more58).
// - Shorthand: NV and TX PLAN use the table names ("O comp 36" → "O composite 36", "FS 36, 46" → "Fissure sealant 36,
//   46", "D comp 37" → "D composite 37"); TX items keep what was typed ("S&P", "POI", "RD").
import { defineCase, type NotesCase } from '../case.ts';

export const heldout33Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice
  defineCase({
    id: 'h33-01-uk-typed-fdi-nhs-exam-bpe-chart-bws-caries-36-band-2',
    style: 'UK',
    asr: false,
    transcript:
      'NHS exam. No c/o. MH: no change, amlodipine, NKDA. EO: NAD. IO: soft tissues NAD, OH good. BPE 1 2 1 / 2 1 2. 16 MOD amalgam sound. 15 DO comp sound. 26 crown, margins OK. 36 O caries. 46 missing. BWs (caries assessment, grade 1): 36 O caries into dentine, 25 D caries in enamel. Dx: caries 36. Band 2 explained, pt happy to go ahead. OHI: ID brushes. NV O comp 36. Recall 9/12.',
    expect: {
      CC: 'NHS exam. No c/o',
      'MED HX': 'No change, amlodipine, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, OH good',
      PERIO: 'BPE 1 2 1 / 2 1 2',
      DENTAL: [
        ['16', 'MOD amalgam sound'],
        ['15', 'DO comp sound'],
        ['26', 'Crown, margins OK'],
        ['36', 'O caries'],
        ['46', 'Missing'],
      ],
      RADIO: 'BWs (caries assessment, grade 1): 36 O caries into dentine, 25 D caries in enamel',
      DX: ['Caries 36'],
      CONSULT: 'Band 2 explained, pt happy to go ahead',
      'TX TODAY': ['OHI'],
      TX: ['OHI: ID brushes'],
      NV: ['O composite 36'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h33-02-uk-asr-fdi-nhs-do-composite-24-palatal-sorry-buccal-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the filling on two four um medical history no changes still on the levothyroxine no allergies two four disto occlusal caries not tender two five sound la one cartridge articaine four percent one in one hundred thousand adrenaline palatal sorry buccal infiltration two four could I have the wedges please thanks rubber dam caries removed dentine firm sectional matrix and wedge etched bonded disto occlusal composite two four shade a two cured contacts checked with floss bite checked polished post op instructions given she asked if it'll be sensitive told her maybe for a few days to cold explained it's a band two course recall as planned",
    expect: {
      CC: 'Filling on 24',
      'MED HX': 'No changes. Still on the levothyroxine. No allergies',
      DENTAL: [
        ['24', 'DO caries not tender'],
        ['25', 'Sound'],
      ],
      CONSULT:
        "She asked if it'll be sensitive. Told her maybe for a few days to cold. Explained it's a band 2 course",
      'TX TODAY': ['DO composite 24'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 24',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite 24',
        'Shade A2',
        'Cured',
        'Contacts checked with floss',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h33-03-uk-typed-fdi-private-crown-prep-36-core-temp-look-natural',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 36, private, as per tx plan. MH: no change, NKDA. 36 large MOD comp, cracked ML cusp, not TTP, +ve to cold. 35, 37 sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adr IDB left + buccal infil 36. Putty index. Old comp removed, crack into dentine at ML cusp, no caries. Core w/ Luxacore. Crown prep 36 for Emax, 1 mm chamfer. Cord size 0. Impressions Aquasil + alginate upper, bite reg. Shade A3 (with nurse). Temp crown Protemp, TempBond. Occlusion checked. POIG incl. temp care. Pt asked whether it will look natural; reassured. NV crown fit 36 2/52.',
    expect: {
      CC: 'Crown prep 36, private, as per tx plan',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['36', 'Large MOD comp, cracked ML cusp, not TTP, +ve to cold'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      CONSULT: 'Pt asked whether it will look natural; reassured',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Putty index',
        'Old comp removed',
        'Crack into dentine at ML cusp',
        'No caries',
        'Core w/ Luxacore',
        'Crown prep 36 for Emax',
        '1 mm chamfer',
        'Cord size 0',
        'Impressions Aquasil + alginate upper',
        'Bite reg',
        'Shade A3 (with nurse)',
        'Temp crown Protemp',
        'TempBond',
        'Occlusion checked',
        'POIG incl. temp care',
      ],
      NV: ['Crown fit 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'h33-04-uk-asr-fdi-extraction-47-retained-roots-warfarin-46-sorry-47-aside',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the extraction of four six sorry four seven we discussed last time medical history no changes takes warfarin inr yesterday two point four no allergies four seven retained roots not tender four six sound four eight missing consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent buccal infiltration four seven could you hold the suction there please thanks elevated with a straight elevator extracted four seven with lower root forceps two roots complete surgicel in the socket one vicryl suture haemostasis achieved post op instructions verbal and written he asked if he can go to work tomorrow said yes just no heavy lifting review one week",
    expect: {
      CC: 'Extraction of 47 we discussed last time',
      'MED HX': 'No changes. Takes warfarin. INR yesterday 2.4. No allergies',
      DENTAL: [
        ['47', 'Retained roots not tender'],
        ['46', 'Sound'],
        ['48', 'Missing'],
      ],
      CONSULT: 'He asked if he can go to work tomorrow. Said yes just no heavy lifting',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4%, buccal infiltration 47',
        'Elevated with a straight elevator',
        'Extracted 47 with lower root forceps',
        '2 roots complete',
        'Surgicel in the socket',
        '1 Vicryl suture',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h33-05-uk-asr-palmer-rct-ul6-second-stage-mb2-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for the second stage of the root canal on the upper left six no pain since the last visit medical history no changes asthma uses a brown inhaler no allergies upper left six temporary dressing intact not tender to percussion upper left seven sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left six rubber dam dressing removed er four canals located m b two found with the microscope working lengths with the apex locator confirmed with a pa prepared to size twenty five with waveone gold canals irrigated with sodium hypochlorite calcium hydroxide dressing and cavit she asked how many more visits told her one more visit to fill the canals then a crown next visit obturation upper left six in two weeks',
    expect: {
      CC: 'Second stage of the root canal on UL6. No pain since the last visit',
      'MED HX': 'No changes. Asthma. Uses a brown inhaler. No allergies',
      DENTAL: [
        ['UL6', 'Temporary dressing intact not tender to percussion'],
        ['UL7', 'Sound'],
      ],
      CONSULT: 'She asked how many more visits. Told her 1 more visit to fill the canals then a crown',
      'TX TODAY': ['RCT UL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Rubber dam',
        'Dressing removed',
        '4 canals located',
        'MB2 found with the microscope',
        'Working lengths with the apex locator confirmed with a PA',
        'Prepared to size 25 with WaveOne Gold',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing and Cavit',
      ],
      NV: ['Obturation UL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h33-06-uk-typed-fdi-private-hygienist-pmpr-airflow-smoker-not-ready',
    style: 'UK',
    asr: false,
    transcript:
      'Hygienist appt, private. Pt reports bleeding when flossing. MH: no change, smoker 10/day, NKDA. BPE 2 3 2 / 3 2 2. Generalised supra + subgingival calculus, BOP 30%, plaque score 45%. Stain lingual lower anteriors. PMPR full mouth w/ ultrasonic + hand scalers. Airflow for stain. OHI: TePe pink + orange and electric toothbrush. Smoking cessation advice given, pt not ready to quit. RV 3/12 w/ hygienist.',
    expect: {
      CC: 'Hygienist appt, private. Pt reports bleeding when flossing',
      'MED HX': 'No change, smoker 10/day, NKDA',
      INTRA: 'Stain lingual lower anteriors',
      PERIO: 'BPE 2 3 2 / 3 2 2. Generalised supra + subgingival calculus, BOP 30%, plaque score 45%',
      CONSULT: 'Smoking cessation advice given, pt not ready to quit',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR full mouth w/ ultrasonic + hand scalers',
        'Airflow for stain',
        'OHI: TePe pink + orange and electric toothbrush',
      ],
      'F/U': 'RV 3 months w/ hygienist',
    },
  }),
  defineCase({
    id: 'h33-07-uk-asr-fdi-child-6-check-up-dad-wobbly-71-fv-no-section-words',
    style: 'UK',
    asr: true,
    transcript:
      "six year old here for her check up dad's with her dad says she's been complaining about a wobbly tooth at the front no medical problems no allergies extra oral nad soft tissues healthy plaque on the lower molars seven one mobile four one erupting behind it five five and six five deep fissures no caries seven four seven five and eight four sound eight five disto occlusal caries sorry distal caries small no bitewings today fluoride varnish applied toothbrushing instruction with dad diet advice fewer fizzy drinks dad asked if the wobbly tooth should come out explained it'll fall out on its own she was great next visit distal gic eight five recall six months",
    expect: {
      CC: "Her check up. Dad says she's been complaining about a wobbly tooth at the front",
      'MED HX': 'No medical problems. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['71', 'Mobile'],
        ['41', 'Erupting behind it'],
        ['55', 'Deep fissures no caries'],
        ['65', 'Deep fissures no caries'],
        ['74', 'Sound'],
        ['75', 'Sound'],
        ['84', 'Sound'],
        ['85', 'D caries small'],
      ],
      RADIO: 'No bitewings today',
      CONSULT:
        "Diet advice fewer fizzy drinks. Dad asked if the wobbly tooth should come out. Explained it'll fall out on its own",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with dad'],
      NOTES: "6 year old. Dad's with her. She was great",
      NV: ['D GIC 85'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-08-uk-asr-fdi-nhs-emergency-pericoronitis-48-irrigation-referral-plan',
    style: 'UK',
    asr: true,
    transcript:
      'nhs emergency appointment pain lower right back for three days hard to open and a bad taste medical history fit and well no meds allergic to penicillin extra oral tender right submandibular lymph node mouth opening about three fingers sorry two fingers intra oral operculum swollen and red over four eight four eight partially erupted tender four seven sound opg four eight vertically impacted close to the canal no other pathology diagnosis pericoronitis four eight um irrigated under the operculum with chlorhexidine hot salty mouthwashes advised explained no antibiotics needed as no spreading infection discussed removal of four eight if it keeps happening referral to oral surgery if a third episode review if it gets worse',
    expect: {
      CC: 'NHS emergency appointment. Pain lower right back for 3 days. Hard to open and a bad taste',
      'MED HX': 'Fit and well. No meds. Allergic to penicillin',
      EXTRA: 'Tender right submandibular lymph node. Mouth opening about 2 fingers',
      INTRA: 'Operculum swollen and red over 48',
      DENTAL: [
        ['48', 'Partially erupted tender'],
        ['47', 'Sound'],
      ],
      RADIO: 'OPG 48 vertically impacted close to the canal. No other pathology',
      DX: ['Pericoronitis 48'],
      CONSULT:
        'Hot salty mouthwashes advised. Explained no antibiotics needed as no spreading infection. Discussed removal of 48 if it keeps happening',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine'],
      'TX PLAN': ['Referral to oral surgery if a third episode'],
      'F/U': 'Review if it gets worse',
    },
  }),
  defineCase({
    id: 'h33-09-uk-typed-palmer-nhs-acrylic-partial-denture-fit-ul1-ul2-relieved',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'NHS acrylic P/- fit replacing UL1, UL2 (XLA 3/12 ago). MH: no change, T2 diabetes (metformin), NKDA. UR1, UR2, UL3 sound. UL4 MO amalgam intact. Ridge well healed, no sore areas. Denture tried in, blanching on palatal gingiva UL3, relieved w/ acrylic bur. Denture fitted, retention good, clasp UL4 adjusted. Occlusion even. Insertion/removal shown, cleaning + out at night advised. Pt pleased w/ appearance. Review 1/52 for ease if needed.',
    expect: {
      CC: 'NHS acrylic P/- fit replacing UL1, UL2 (XLA 3 months ago)',
      'MED HX': 'No change, T2 diabetes (metformin), NKDA',
      INTRA: 'Ridge well healed, no sore areas',
      DENTAL: [
        ['UR1', 'Sound'],
        ['UR2', 'Sound'],
        ['UL3', 'Sound'],
        ['UL4', 'MO amalgam intact'],
      ],
      CONSULT: 'Insertion/removal shown, cleaning + out at night advised',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        'Blanching on palatal gingiva UL3',
        'Relieved w/ acrylic bur',
        'Denture fitted',
        'Retention good',
        'Clasp UL4 adjusted',
        'Occlusion even',
      ],
      NOTES: 'Pt pleased w/ appearance',
      'F/U': 'Review 1 week for ease if needed',
    },
  }),
  defineCase({
    id: 'h33-10-uk-asr-palmer-private-crown-fit-lr6-title-from-cc-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "crown fit lower right six private no problems with the temporary medical history no changes no allergies lower right six temporary crown intact gum healthy around it no la temporary removed tempbond cleaned off tried in the zirconia crown contacts tight distally eased with a rubber wheel margins fine shade good she's really pleased with it cemented with rely x unicem excess removed floss through occlusion checked in all excursions post op instructions given recall six months",
    appends: [
      "add to notes she'd like a text reminder the day before her appointments",
      'also next visit hygienist for scale and polish',
    ],
    expect: {
      CC: 'Crown fit LR6 private. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['LR6', 'Temporary crown intact']],
      PERIO: 'Gum healthy around it',
      'TX TODAY': ['Crown fit LR6'],
      TX: [
        'No LA',
        'Temporary removed',
        'TempBond cleaned off',
        'Tried in the zirconia crown',
        'Contacts tight distally',
        'Eased with a rubber wheel',
        'Margins fine',
        'Shade good',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through',
        'Occlusion checked in all excursions',
        'Post-op instructions given',
      ],
      NOTES: "She's really pleased with it. She'd like a text reminder the day before her appointments",
      NV: ['Hygienist for scale and polish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-11-uk-typed-fdi-private-whitening-bonding-consult-21-costs-decision',
    style: 'UK',
    asr: false,
    transcript:
      'Private consultation, wants whiter teeth for her wedding next year. Unhappy w/ yellow colour + chipped 21. MH: fit and well, no meds, NKDA. BPE 1 1 1 / 1 1 1. Shade A3 (Vita). 21 chipped MI corner, vital. 11, 12, 22 sound. Mild crowding lower anteriors. Options: home whitening, whitening then composite bonding 21, porcelain veneers (not advised, destructive). Costs: whitening £350, bonding £180/tooth. Pt chose whitening then bonding 21. Written estimate given. Consent form given to take home to sign. Plan: upper and lower whitening trays, then MI composite 21 2 weeks after whitening. NV: impressions for whitening trays.',
    expect: {
      CC: 'Private consultation, wants whiter teeth for her wedding next year. Unhappy w/ yellow colour + chipped 21',
      'MED HX': 'Fit and well, no meds, NKDA',
      INTRA: 'Shade A3 (Vita). Mild crowding lower anteriors',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['21', 'Chipped MI corner, vital'],
        ['11', 'Sound'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      CONSULT:
        'Options: home whitening, whitening then composite bonding 21, porcelain veneers (not advised, destructive). Costs: whitening £350, bonding £180/tooth. Pt chose whitening then bonding 21. Written estimate given',
      CONSENT: 'Consent form given to take home to sign',
      'TX PLAN': ['Upper and lower whitening trays', 'MI composite 21 2 weeks after whitening'],
      NV: ['Impressions for whitening trays'],
    },
  }),
  defineCase({
    id: 'h33-12-uk-asr-fdi-private-check-up-full-chart-bpe-222-223-occlusal-sorry-buccal-appends',
    style: 'UK',
    asr: true,
    transcript:
      "private check up um no problems except her gums bleed sometimes medical history she's started on ramipril for blood pressure since last time no allergies extra oral nad intra oral soft tissues nad tongue and floor of mouth fine bpe two two two two two three charting one seven disto occlusal amalgam sound one six crown two six mesial occlusal composite sound three six mesial occlusal distal amalgam with a cracked distal marginal ridge four six occlusal composite four seven buccal pit caries three eight and four eight missing two bitewings grade one four seven buccal pit caries into dentine no other caries bone levels normal diagnosis caries four seven and gingivitis explained the cracked ridge on three six may need a crown in the future she'd like to leave it for now next visit occlusal sorry buccal composite four seven then scale and polish with the hygienist recall six months",
    appends: ["add to notes she's moving away in the summer and may transfer her records"],
    expect: {
      CC: 'Private check up. No problems except her gums bleed sometimes',
      'MED HX': "She's started on ramipril for blood pressure since last time. No allergies",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Tongue and floor of mouth fine',
      PERIO: 'BPE 2 2 2 / 2 2 3',
      DENTAL: [
        ['17', 'DO amalgam sound'],
        ['16', 'Crown'],
        ['26', 'MO composite sound'],
        ['36', 'MOD amalgam with a cracked D marginal ridge'],
        ['46', 'O composite'],
        ['47', 'B pit caries'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: '2 bitewings grade 1. 47 buccal pit caries into dentine. No other caries. Bone levels normal',
      DX: ['Caries 47', 'Gingivitis'],
      CONSULT: "Explained the cracked ridge on 36 may need a crown in the future. She'd like to leave it for now",
      NOTES: "She's moving away in the summer and may transfer her records",
      NV: ['B composite 47', 'Scale and polish with the hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. US family dentistry office (Universal)
  defineCase({
    id: 'h33-13-us-typed-periodic-exam-psr-4-bwx-prophy-whitening-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, prophy, 4 BWX. Pt has no concerns, wants to know about whitening. Med hx: no changes, atorvastatin, allergic to sulfa. BP 128/82. EO: WNL. IO: WNL, oral cancer screening neg. PSR 2 2 2 / 2 3 2, BOP lower anteriors. #2 MO amalgam, sound. #3 PFM crown, margins intact. #14 O composite. #15 DO caries. #18 MOD amalgam, sound. #31 MOD amalgam, open D margin. #17, #32 missing. 4 BWX: #15 D caries into dentin, recurrent decay #31 D. Dx: caries #15, #31. Prophy w/ Cavitron + hand scaling, coronal polish. OHI: flossing lower anteriors. Discussed Opalescence take-home whitening, $350, pt will think about it after fillings. NV: DO composite #15, MOD composite #31 (replace amalgam). Recall 6 months.',
    expect: {
      CC: 'Periodic exam, prophy, 4 BWX. Pt has no concerns, wants to know about whitening',
      'MED HX': 'No changes, atorvastatin, allergic to sulfa. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL, oral cancer screening neg',
      PERIO: 'PSR 2 2 2 / 2 3 2, BOP lower anteriors',
      DENTAL: [
        ['2', 'MO amalgam, sound'],
        ['3', 'PFM crown, margins intact'],
        ['14', 'O composite'],
        ['15', 'DO caries'],
        ['18', 'MOD amalgam, sound'],
        ['31', 'MOD amalgam, open D margin'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: '4 BWX: #15 D caries into dentin, recurrent decay #31 D',
      DX: ['Caries #15, #31'],
      CONSULT: 'Discussed Opalescence take-home whitening, $350, pt will think about it after fillings',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy w/ Cavitron + hand scaling', 'Coronal polish', 'OHI: flossing lower anteriors'],
      NV: ['DO composite #15', 'MOD composite #31 (replace amalgam)'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-14-us-asr-mo-composite-14-o-composite-15-no-sorry-pinpoint-exposure',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient's here for two fillings upper left fourteen and fifteen uh medical history no changes no allergies number fourteen mesial occlusal caries number fifteen occlusal caries number thirteen sound two carpules articaine four percent one to one hundred thousand epi buccal infiltration fourteen and fifteen isolite fourteen caries removed moderately deep no exposure sorry pinpoint exposure calcium hydroxide placed then vitrebond tofflemire and wedge etched bonded mesial occlusal composite fourteen shade a three then fifteen caries removed occlusal composite fifteen shade a three bite checked polished she asked if she'll need a root canal on fourteen told her hopefully not but it's possible we'll watch it post op instructions given recall as scheduled",
    expect: {
      CC: '2 fillings upper left #14 and #15',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['14', 'MO caries'],
        ['15', 'O caries'],
        ['13', 'Sound'],
      ],
      CONSULT:
        "She asked if she'll need a root canal on #14. Told her hopefully not but it's possible. We'll watch it",
      'TX TODAY': ['MO composite #14', 'O composite #15'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #14, #15',
        'Isolite',
        '#14 caries removed moderately deep',
        'Pinpoint exposure',
        'Calcium hydroxide placed',
        'Vitrebond',
        'Tofflemire and wedge',
        'Etched',
        'Bonded',
        'MO composite #14',
        'Shade A3',
        '#15 caries removed',
        'O composite #15',
        'Shade A3',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h33-15-us-asr-extraction-30-fractured-l-cusp-declined-rct-cowhorn-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for extraction of number thirty medical history type two diabetes on metformin blood sugar this morning one thirty two takes a baby aspirin no allergies blood pressure one forty over eighty eight number thirty fractured lingual cusp large mesial occlusal distal caries nonrestorable number thirty one sound pa thirty no periapical pathology roots slightly curved reviewed risks including dry socket and nerve numbness he decided against the root canal and crown because of cost signed consent three carpules lidocaine two percent one to one hundred thousand epi right ianb and long buccal elevated with a three oh one extracted number thirty with one fifty one sorry twenty three cowhorn forceps roots intact socket irrigated with saline gelfoam placed one chromic gut suture gauze pressure post op instructions given verbal and written rx ibuprofen six hundred milligrams every six hours as needed he asked about replacing it later told him an implant or bridge we can discuss at his next exam',
    expect: {
      CC: 'Extraction of #30',
      'MED HX':
        'Type 2 diabetes on metformin. Blood sugar this morning 132. Takes a baby aspirin. No allergies. Blood pressure 140/88',
      DENTAL: [
        ['30', 'Fractured L cusp large MOD caries nonrestorable', 'L cusp'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA #30 no periapical pathology. Roots slightly curved',
      CONSULT:
        'Reviewed risks including dry socket and nerve numbness. He decided against the root canal and crown because of cost. He asked about replacing it later. Told him an implant or bridge we can discuss at his next exam',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Elevated with a 301',
        'Extracted #30 with 23 cowhorn forceps',
        'Roots intact',
        'Socket irrigated with saline',
        'Gelfoam placed',
        '1 chromic gut suture',
        'Gauze pressure',
        'Post-op instructions given verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
    },
  }),
  defineCase({
    id: 'h33-16-us-typed-obturation-3-mb2-not-found-warm-vertical-sealer-p-root',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for completion of RCT #3 (started 2 wks ago, Ca(OH)2 placed). Asymptomatic since. Med hx: no changes, hypothyroid (levothyroxine), NKDA. #3 temp intact, not TTP, no swelling. #2, #4 sound. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #3. RD. Cavit + Ca(OH)2 removed. Canals irrigated 6% NaOCl + 17% EDTA w/ ultrasonic activation. MB2 still not found after 10 min under scope, stopped. WL confirmed w/ apex locator: MB 20.5 mm, DB 20 mm, P 21.5 mm (ref MB cusp). Master cones fit + PA taken. Dried w/ paper points. Obturated #3 w/ GP + AH Plus using warm vertical. Core buildup w/ Fluorocore. Post-op PA: obturation good, slight sealer extrusion P root. Told pt about possible missed MB2, may need endo referral if symptoms, and that the tooth needs a crown ASAP. NV crown prep #3. Recall w/ PA in 6 months.',
    expect: {
      CC: 'Completion of RCT #3 (started 2 wks ago, Ca(OH)2 placed). Asymptomatic since',
      'MED HX': 'No changes, hypothyroid (levothyroxine), NKDA',
      DENTAL: [
        ['3', 'Temp intact, not TTP, no swelling'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'Post-op PA: obturation good, slight sealer extrusion P root',
      CONSULT:
        'Told pt about possible missed MB2, may need endo referral if symptoms, and that the tooth needs a crown ASAP',
      'TX TODAY': ['Obturation #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'RD',
        'Cavit + Ca(OH)2 removed',
        'Canals irrigated 6% NaOCl + 17% EDTA w/ ultrasonic activation',
        'MB2 still not found after 10 min under scope',
        'Stopped',
        'WL confirmed w/ apex locator: MB 20.5 mm',
        'DB 20 mm',
        'P 21.5 mm (ref MB cusp)',
        'Master cones fit + PA taken',
        'Dried w/ paper points',
        'Obturated #3 w/ GP + AH Plus using warm vertical',
        'Core buildup w/ Fluorocore',
      ],
      NV: ['Crown prep #3'],
      'F/U': 'Recall w/ PA in 6 months',
    },
  }),
  defineCase({
    id: 'h33-17-us-asr-crown-prep-18-crack-distal-sorry-mesial-ridge-itero-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the crown prep on number eighteen um medical history no changes takes lisinopril no allergies number eighteen large mesial occlusal distal amalgam with a crack through the distal marginal ridge sorry the mesial marginal ridge no pain number nineteen sound number seventeen missing two carpules lidocaine two percent one to one hundred thousand epi left ianb amalgam removed crack into dentin stops short of the pulp no caries buildup with multicore crown prep eighteen for a full contour zirconia double cord technique with hemodent scanned with the itero upper lower and bite shade a three temporary crown with integrity cemented with tempbond checked the bite she asked if her insurance pays for the crown told her it's fifty percent after the deductible and we sent a pre authorization post op instructions given next visit crown seat eighteen in two weeks",
    expect: {
      CC: 'Crown prep on #18',
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      DENTAL: [
        ['18', 'Large MOD amalgam with a crack through the M marginal ridge no pain'],
        ['19', 'Sound'],
        ['17', 'Missing'],
      ],
      CONSULT:
        "She asked if her insurance pays for the crown. Told her it's 50% after the deductible and we sent a pre authorization",
      'TX TODAY': ['Crown prep #18', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Amalgam removed',
        'Crack into dentin stops short of the pulp',
        'No caries',
        'Buildup with MultiCore',
        'Crown prep #18 for a full contour zirconia',
        'Double cord technique with Hemodent',
        'Scanned with the iTero upper lower and bite',
        'Shade A3',
        'Temporary crown with Integrity',
        'Cemented with TempBond',
        'Checked the bite',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #18 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h33-18-us-typed-crown-seat-19-temp-lost-title-from-cc-appends-tx-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown seat #19 (zirconia). Temp lost 3 days ago, slight cold sensitivity since. Med hx: no changes, NKDA. #19 prep exposed, no caries, gingiva slightly inflamed. No anesthesia. Prep cleaned w/ pumice + chlorhexidine. Crown tried in: contacts OK w/ floss, margins closed, shade OK. Occlusion high on DL cusp, adjusted + polished. Cemented w/ RelyX Luting Plus, excess removed. BWX: margins sealed, no excess cement. Pt happy. Recall 6 months.',
    appends: ['Add to treatment: Gluma applied to prep before cementation.', 'Next visit: prophy with hygienist.'],
    expect: {
      CC: 'Crown seat #19 (zirconia). Temp lost 3 days ago, slight cold sensitivity since',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['19', 'Prep exposed, no caries, gingiva slightly inflamed']],
      RADIO: 'BWX: margins sealed, no excess cement',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthesia',
        'Prep cleaned w/ pumice + chlorhexidine',
        'Crown tried in: contacts OK w/ floss',
        'Margins closed',
        'Shade OK',
        'Occlusion high on DL cusp',
        'Adjusted + polished',
        'Cemented w/ RelyX Luting Plus',
        'Excess removed',
        'Gluma applied to prep before cementation',
      ],
      NOTES: 'Pt happy',
      NV: ['Prophy with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-19-us-asr-lower-partial-adjustment-clasp-22-acrylic-sorry-carbide-reline-later',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because her lower partial is rubbing on the left side and one of the clasps feels loose medical history no changes osteoporosis takes fosamax allergic to codeine intraoral sore spot on the lower left lingual ridge in the premolar area no ulcer upper complete denture fits well number twenty two clasp loose number twenty seven rest seat intact twenty three and twenty six sound pressure indicating paste showed the flange rubbing adjusted the partial denture lingual flange with an acrylic bur sorry with a carbide polished tightened the twenty two clasp retention better she said that feels much better already discussed a reline of the upper denture since it's five years old she'd like to wait till after the holidays recheck in two weeks",
    expect: {
      CC: 'Her lower partial is rubbing on the left side and one of the clasps feels loose',
      'MED HX': 'No changes. Osteoporosis. Takes Fosamax. Allergic to codeine',
      INTRA:
        'Sore spot on the lower left lingual ridge in the premolar area. No ulcer. Upper complete denture fits well',
      DENTAL: [
        ['22', 'Clasp loose'],
        ['27', 'Rest seat intact'],
        ['23', 'Sound'],
        ['26', 'Sound'],
      ],
      CONSULT:
        "Discussed a reline of the upper denture since it's 5 years old. She'd like to wait till after the holidays",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste showed the flange rubbing',
        'Adjusted the partial denture lingual flange with a carbide',
        'Polished',
        'Tightened the #22 clasp',
        'Retention better',
      ],
      NOTES: 'She said that feels much better already',
      'F/U': 'Recheck in 2 weeks',
    },
  }),
  defineCase({
    id: 'h33-20-us-typed-hygienist-srp-ur-lr-two-la-lines-arestin-quitline',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for SRP UR + LR quads. Reports gums bleed when brushing. Med hx: no changes, smoker 1/2 ppd, NKDA. BP 122/80. Perio: 4-6 mm pockets UR + LR posteriors, 7 mm #3 D, BOP 40%, moderate subgingival calculus. Topical Oraqix LR. 1 carp 2% lido 1:100k epi IANB right. 2 carps 4% articaine 1:100k epi buccal infiltration UR. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin #3 D pocket. OHI: interdental brushes + Waterpik. Tobacco cessation discussed, pt interested, gave quitline info. NV SRP UL + LL in 1 week.',
    expect: {
      CC: 'SRP UR + LR quads. Reports gums bleed when brushing',
      'MED HX': 'No changes, smoker 1/2 ppd, NKDA. BP 122/80',
      PERIO: '4-6 mm pockets UR + LR posteriors, 7 mm #3 D, BOP 40%, moderate subgingival calculus',
      CONSULT: 'Tobacco cessation discussed, pt interested, gave quitline info',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Topical Oraqix LR',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration UR',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin #3 D pocket',
        'OHI: interdental brushes + Waterpik',
      ],
      NV: ['SRP UL + LL in 1 week'],
    },
  }),
  defineCase({
    id: 'h33-21-us-asr-child-7-recall-mom-letters-k-do-caries-sealants-19-30-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old here for her six month checkup and cleaning mom's with her mom says she's been brushing by herself no medical issues no allergies soft tissues normal gingiva healthy plaque on the lower molars numbers three fourteen nineteen and thirty erupted deep grooves no decay letter k distal occlusal caries letter l sound letter s occlusal sealant intact letter t sound two bitewings k distal caries into dentin uh close to the pulp sorry not close to the pulp diagnosis caries letter k prophy fluoride varnish fissure sealants nineteen and thirty mom asked if k needs a filling since it's a baby tooth explained it won't fall out till about age eleven so yes she was super brave next visit distal occlusal composite on k and fissure sealants three and fourteen recall six months",
    appends: ['add to notes mom prefers after school appointments'],
    expect: {
      CC: "Her 6 month checkup and cleaning. Mom says she's been brushing by herself",
      'MED HX': 'No medical issues. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Plaque on the lower molars',
      DENTAL: [
        ['3', 'Erupted deep grooves no decay'],
        ['14', 'Erupted deep grooves no decay'],
        ['19', 'Erupted deep grooves no decay'],
        ['30', 'Erupted deep grooves no decay'],
        ['K', 'DO caries'],
        ['L', 'Sound'],
        ['S', 'Occlusal sealant intact'],
        ['T', 'Sound'],
      ],
      RADIO: '2 bitewings. #K distal caries into dentin not close to the pulp',
      DX: ['Caries #K'],
      CONSULT:
        "Mom asked if #K needs a filling since it's a baby tooth. Explained it won't fall out till about age 11 so yes",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      NOTES: "7 year old. Mom's with her. She was super brave. Mom prefers after school appointments",
      NV: ['DO composite #K', 'Fissure sealants #3, #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-22-us-asr-emergency-fractured-mi-corner-8-bonding-a1-sorry-b1',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit he chipped his front tooth on a fork at dinner last night no pain just sharp on his tongue medical history no changes no allergies number eight fractured mesial incisal corner into dentin no pulp exposure not mobile not tender cold normal number nine sound pa number eight no root fracture no periapical changes diagnosis uncomplicated crown fracture number eight um discussed bonding today versus a crown later he wants the bonding no anesthesia needed beveled enamel etched bonded mesial incisal composite number eight shade a two body and a one incisal sorry b one incisal polished checked protrusive told him it could chip again if he bites on hard things recall as scheduled',
    expect: {
      CC: 'Emergency visit. He chipped his front tooth on a fork at dinner last night. No pain just sharp on his tongue',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        [
          '8',
          'Fractured MI corner into dentin no pulp exposure not mobile not tender cold normal',
          'MI corner',
        ],
        ['9', 'Sound'],
      ],
      RADIO: 'PA #8 no root fracture. No periapical changes',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT:
        'Discussed bonding today versus a crown later. He wants the bonding. Told him it could chip again if he bites on hard things',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No anesthesia needed',
        'Beveled enamel',
        'Etched',
        'Bonded',
        'MI composite #8',
        'Shade A2 body and B1 incisal',
        'Polished',
        'Checked protrusive',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h33-23-us-typed-sentences-consult-missing-19-implant-bridge-partial-fees-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consultation for replacement of #19, extracted 6 months ago at another office. Patient would like something fixed. Medical history: no changes, controlled hypertension on amlodipine, NKDA, non-smoker. #19 missing, ridge healed, adequate width clinically. #18 MO composite, sound, slight mesial tilt. #20 sound, no restorations. PSR 2 2 2 / 2 2 2. PA of #19 area: adequate bone height, no residual root. Options discussed: implant with crown, three-unit bridge #18-#20, removable partial denture, or no treatment with risk of drifting. Explained that the bridge would require cutting down a healthy #20. Fees: implant and crown about $4,200, bridge about $3,300. Insurance will cover part of either. Patient chose the implant. She asked how long the whole thing takes; told her about 4 to 6 months. Treatment plan: CBCT, then implant placement #19, then implant crown #19 after 3 to 4 months. Next visit: CBCT and surgical consult.',
    expect: {
      CC: 'Consultation for replacement of #19, extracted 6 months ago at another office. Patient would like something fixed',
      'MED HX': 'No changes, controlled hypertension on amlodipine, NKDA, non-smoker',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['19', 'Missing, ridge healed, adequate width clinically'],
        ['18', 'MO composite, sound, slight mesial tilt'],
        ['20', 'Sound, no restorations'],
      ],
      RADIO: 'PA of #19 area: adequate bone height, no residual root',
      CONSULT:
        'Options discussed: implant with crown, 3-unit bridge #18-#20, removable partial denture, or no treatment with risk of drifting. Explained that the bridge would require cutting down a healthy #20. Fees: implant and crown about $4,200, bridge about $3,300. Insurance will cover part of either. Patient chose the implant. She asked how long the whole thing takes; told her about 4 to 6 months',
      'TX PLAN': ['CBCT', 'Implant placement #19', 'Implant crown #19 after 3 to 4 months'],
      NV: ['CBCT and surgical consult'],
    },
  }),
  defineCase({
    id: 'h33-24-us-typed-terse-periodic-exam-adult-prophy-psr-111-rtc-6-mo',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + adult prophy. No c/o. Med hx NC, NKDA. PSR 1 1 1 / 1 1 1. No new caries, existing restorations intact. No BWX due. Prophy, OHI. RTC 6 mo.',
    expect: {
      CC: 'Periodic exam + adult prophy. No c/o',
      'MED HX': 'NC, NKDA',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      INTRA: 'No new caries, existing restorations intact',
      RADIO: 'No BWX due',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      'F/U': 'RTC 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 3. Australian practice (style UK, FDI)
  defineCase({
    id: 'h33-25-au-asr-fdi-check-and-clean-bupa-chart-46-fractured-margin-fv-24',
    style: 'UK',
    asr: true,
    transcript:
      "check and clean no problems apart from a bit of sensitivity upper left she's with bupa so it's covered medical history no changes takes the pill no allergies extra oral nad intra oral nad bpe one two one one one two charting one six occlusal amalgam sound two four buccal cervical abrasion sensitive to air two six mesial occlusal composite sound three six disto occlusal composite sound four six occlusal amalgam fractured margin no caries two bitewings no caries no bone loss scale and polish fluoride varnish on two four advised sensodyne rapid and a softer brush recall six months",
    expect: {
      CC: 'Check and clean. No problems apart from a bit of sensitivity upper left',
      'MED HX': 'No changes. Takes the pill. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 1 / 1 1 2',
      DENTAL: [
        ['16', 'O amalgam sound'],
        ['24', 'B cervical abrasion sensitive to air'],
        ['26', 'MO composite sound'],
        ['36', 'DO composite sound'],
        ['46', 'O amalgam fractured margin no caries', 'Margin'],
      ],
      RADIO: '2 bitewings. No caries. No bone loss',
      CONSULT: "She's with Bupa so it's covered. Advised Sensodyne Rapid and a softer brush",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 24'],
      TX: ['Scale and polish', 'Fluoride varnish 24'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-26-au-typed-fdi-46-amalgam-replaced-mo-composite-lignocaine-hicaps-gap',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for replacement of 46 O amalgam, fractured margin noted at last exam. MH: nil change, NKDA. 46 O amalgam, fractured M margin, recurrent caries M. 45, 47 sound. LA 1 x 2.2 ml lignocaine 2% 1:80,000 adr, IANB right. Rubber dam. Amalgam removed, caries removed, dentine firm, no exposure. Cavity extended to MO. Sectional matrix + ring. Etch, SBU. MO composite 46 (Filtek Z350 A3) placed incrementally. Occlusion adjusted, polished. POI. Fee quoted item 532 $245, gap after HICAPS $98. Recall 6/12.',
    expect: {
      CC: 'Replacement of 46 O amalgam, fractured margin noted at last exam',
      'MED HX': 'Nil change, NKDA',
      DENTAL: [
        ['46', 'O amalgam, fractured M margin, recurrent caries M', 'M margin'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Fee quoted item 532 $245, gap after HICAPS $98',
      'TX TODAY': ['MO composite 46'],
      TX: [
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, IANB right',
        'Rubber dam',
        'Amalgam removed',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Cavity extended to MO',
        'Sectional matrix + ring',
        'Etch',
        'SBU',
        'MO composite 46 (Filtek Z350 A3) placed incrementally',
        'Occlusion adjusted',
        'Polished',
        'POI',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-27-au-asr-fdi-surgical-extraction-38-story-two-point-two-sorry-two-by-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the surgical extraction of the lower left wisdom tooth three eight as discussed last time he's had three bouts of pericoronitis this year medical history fit and well no meds no allergies doesn't smoke extra oral nad mouth opening normal three eight partially erupted mesioangular distal operculum no inflammation today three seven sound opg from last visit shows three eight mesioangular with roots close to the id canal but not crossing it reviewed the risks including nerve damage and dry socket signed consent form la two point two mls sorry two by two point two mls articaine four percent one in one hundred thousand adrenaline ianb left and buccal infiltration three eight envelope flap with a distal relieving incision buccal bone removed with a round bur tooth sectioned delivered in two pieces socket curetted and irrigated with saline three vicryl rapide sutures haemostasis achieved post op instructions verbal and written rx ibuprofen four hundred milligrams and paracetamol one gram four times a day for three days he asked when he can go back to the gym told him give it five days review one week",
    expect: {
      CC: "Surgical extraction of the lower left wisdom tooth 38 as discussed last time. He's had 3 bouts of pericoronitis this year",
      'MED HX': "Fit and well. No meds. No allergies. Doesn't smoke",
      EXTRA: 'NAD. Mouth opening normal',
      DENTAL: [
        ['38', 'Partially erupted mesioangular distal operculum no inflammation today'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG from last visit shows 38 mesioangular with roots close to the ID canal but not crossing it',
      CONSULT:
        'Reviewed the risks including nerve damage and dry socket. He asked when he can go back to the gym. Told him give it 5 days',
      CONSENT: 'Signed consent form',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IANB left + buccal infiltration 38',
        'Envelope flap with a distal relieving incision',
        'Buccal bone removed with a round bur',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Socket curetted and irrigated with saline',
        '3 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 400 mg and paracetamol 1 g 4 times a day for 3 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h33-28-au-typed-fdi-rct-36-visit-1-extirpation-ledermix-crown-cost-question',
    style: 'UK',
    asr: false,
    transcript:
      'RCT 36 visit 1. Seen as emergency last wk, pain settled on Panadeine Forte. MH: NKDA, nil meds. 36 large DO comp, TTP +, cold lingering. LA 2 x 2.2 ml articaine 4% 1:100,000 adr, IANB left + buccal infil 36. RD. Access 36, 4 canals located. 36 pulp extirpated. WL w/ apex locator + PA. Shaped to 25/.06 w/ Reciproc. Canals irrigated NaOCl 1%. Ledermix + cotton pellet + Cavit. Occlusion reduced. Pt asked about crown cost after RCT, quoted approx $1,800 before fund rebate. NV obturation 36 2/52.',
    expect: {
      CC: 'RCT 36 visit 1. Seen as emergency last wk, pain settled on Panadeine Forte',
      'MED HX': 'NKDA, nil meds',
      DENTAL: [['36', 'Large DO comp, TTP +, cold lingering']],
      CONSULT: 'Pt asked about crown cost after RCT, quoted approx $1,800 before fund rebate',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IANB left + buccal infiltration 36',
        'RD',
        'Access 36',
        '4 canals located',
        '36 pulp extirpated',
        'WL w/ apex locator + PA',
        'Shaped to 25/.06 w/ Reciproc',
        'Canals irrigated NaOCl 1%',
        'Ledermix + cotton pellet + Cavit',
        'Occlusion reduced',
      ],
      NV: ['Obturation 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'h33-29-au-asr-fdi-same-day-cerec-crown-25-prep-and-fit-la-correction-appends',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for the cerec crown on two five um medical history no changes takes thyroxine no allergies two five large mesial occlusal distal composite with a cracked palatal cusp vital not tender two four and two six sound la one point eight sorry two point two mls articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two five old composite removed crack stops in dentine core with bulk fill composite crown prep two five scanned with the primescan designed and milled an emax crown crystallised shade a two tried in contacts and margins good adjusted occlusion on the palatal cusp cemented the crown on two five with variolink excess cleaned off floss through occlusion checked she was amazed it was done in one visit post op instructions given recall six months",
    appends: ['also add to notes she wants the other side done the same way next year'],
    expect: {
      CC: 'CEREC crown on 25',
      'MED HX': 'No changes. Takes thyroxine. No allergies',
      DENTAL: [
        ['25', 'Large MOD composite with a cracked P cusp vital not tender'],
        ['24', 'Sound'],
        ['26', 'Sound'],
      ],
      'TX TODAY': ['Crown prep 25', 'Crown fit 25'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Old composite removed',
        'Crack stops in dentine',
        'Core with bulk fill composite',
        'Crown prep 25',
        'Scanned with the Primescan',
        'Designed and milled an Emax crown',
        'Crystallised',
        'Shade A2',
        'Tried in',
        'Contacts and margins good',
        'Adjusted occlusion on the P cusp',
        'Cemented the crown 25 with Variolink',
        'Excess cleaned off',
        'Floss through',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'She was amazed it was done in 1 visit. She wants the other side done the same way next year',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-30-au-typed-fdi-complete-denture-consult-prelim-impressions-stomatitis-daktarin',
    style: 'UK',
    asr: false,
    transcript:
      'New F/F consult + prelim impressions. Current dentures 15 yrs old, lower loose, wants a new set. MH: AF on apixaban, T2DM (metformin), NKDA. EO: angular cheilitis both corners. IO: upper ridge good, lower ridge resorbed, mild denture stomatitis under upper. OVD reduced on old set. Dx: denture stomatitis, angular cheilitis. Advised leave dentures out overnight in Steradent, brush palate. Discussed implant-retained lower overdenture, pt prefers conventional. Prelim impressions alginate upper + lower in stock trays. Rx Daktarin oral gel to corners TDS 2/52. NV special tray impressions 2/52.',
    expect: {
      CC: 'New F/F consult + prelim impressions. Current dentures 15 yrs old, lower loose, wants a new set',
      'MED HX': 'AF on apixaban, T2DM (metformin), NKDA',
      EXTRA: 'Angular cheilitis both corners',
      INTRA: 'Upper ridge good, lower ridge resorbed, mild denture stomatitis under upper. OVD reduced on old set',
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        'Advised leave dentures out overnight in Steradent, brush palate. Discussed implant-retained lower overdenture, pt prefers conventional',
      'TX TODAY': ['Impressions'],
      TX: [
        'Prelim impressions alginate upper + lower in stock trays',
        'Rx Daktarin oral gel to corners TDS 2 weeks',
      ],
      NV: ['Special tray impressions 2 weeks'],
    },
  }),
  defineCase({
    id: 'h33-31-au-asr-fdi-oht-periodontal-maintenance-diabetic-bpe-323-airflow',
    style: 'UK',
    asr: true,
    transcript:
      "periodontal maintenance visit with the oral health therapist he's on three monthly recalls gums feeling good medical history no changes type two diabetes last hba1c fifty five no allergies bpe three two three three two three pockets four to five millimetres around the molars bleeding on probing fifteen percent down from thirty light subgingival calculus upper molars periodontal maintenance full mouth with the cavitron and hand instruments airflow polish ohi reinforced interdental brushes he's doing really well with them told him to keep it up recall three months",
    expect: {
      CC: "Periodontal maintenance visit with the oral health therapist. He's on 3 monthly recalls. Gums feeling good",
      'MED HX': 'No changes. Type 2 diabetes. Last HbA1c 55. No allergies',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Pockets 4 to 5 mm around the molars. Bleeding on probing 15% down from 30. Light subgingival calculus upper molars',
      CONSULT: 'Told him to keep it up',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth with the Cavitron and hand instruments',
        'Airflow polish',
        'OHI reinforced interdental brushes',
      ],
      NOTES: "He's doing really well with them",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h33-32-au-typed-fdi-cdbs-child-8-mum-caries-75-85-fv-baby-teeth-question-appends',
    style: 'UK',
    asr: false,
    transcript:
      '8 y/o w/ mum. Here for CDBS check-up. Mum concerned about brown spot on back tooth. MH: asthma (Ventolin PRN), NKDA. EO NAD. IO: soft tissues healthy. 36, 46 erupted, sound, deep fissures. 16, 26 erupting. 75 DO caries. 85 O caries, cavitated. 54, 64 mobile. BWs x2: 75 D caries into dentine, 85 O caries into dentine, 74 M enamel lesion. Dx: caries 75, 85. Fluoride varnish (Duraphat). TBI w/ mum. Diet: limit juice to mealtimes. Mum asked whether baby teeth are worth filling, explained they hold space until 11-12. NV: DO GIC 75, O GIC 85, FS 36, 46. Recall 6/12.',
    appends: ['Add to notes: younger sister booked in next week.'],
    expect: {
      CC: 'CDBS check-up. Mum concerned about brown spot on back tooth',
      'MED HX': 'Asthma (Ventolin PRN), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Erupted, sound, deep fissures'],
        ['46', 'Erupted, sound, deep fissures'],
        ['16', 'Erupting'],
        ['26', 'Erupting'],
        ['75', 'DO caries'],
        ['85', 'O caries, cavitated'],
        ['54', 'Mobile'],
        ['64', 'Mobile'],
      ],
      RADIO: 'BWs x2: 75 D caries into dentine, 85 O caries into dentine, 74 M enamel lesion',
      DX: ['Caries 75, 85'],
      CONSULT:
        'Diet: limit juice to mealtimes. Mum asked whether baby teeth are worth filling, explained they hold space until 11-12',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish (Duraphat)', 'TBI w/ mum'],
      NOTES: '8 y/o w/ mum. Younger sister booked in next week',
      NV: ['DO GIC 75', 'O GIC 85', 'Fissure sealant 36, 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h33-33-au-asr-fdi-emergency-dry-socket-46-alvogyl-monday-sorry-tuesday-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she had four six out here on monday sorry tuesday pain's got worse since yesterday throbbing up to her ear panadol not helping medical history no changes smokes about ten a day no allergies extra oral no swelling no lymphadenopathy intra oral four six socket empty no clot exposed bone tender four five and four seven not tender diagnosis dry socket four six la one cartridge lignocaine two percent one in eighty thousand adrenaline buccal infiltration four six socket irrigated with warm saline debris removed alvogyl placed in the socket advised her to take ibuprofen and panadol together and to avoid smoking she asked if it's infected told her no it's a healing problem and should settle in a week or so review in three days for another dressing if needed",
    expect: {
      CC: "Emergency. She had 46 out here on Tuesday. Pain's got worse since yesterday. Throbbing up to her ear. Panadol not helping",
      'MED HX': 'No changes. Smokes about 10 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '46 socket empty. No clot. Exposed bone tender',
      DENTAL: [
        ['45', 'Not tender'],
        ['47', 'Not tender'],
      ],
      DX: ['Dry socket 46'],
      CONSULT:
        "Advised her to take ibuprofen and Panadol together and to avoid smoking. She asked if it's infected. Told her no it's a healing problem and should settle in a week or so",
      TX: [
        'LA: 1 cartridge lignocaine 2% 1:80,000 adrenaline, buccal infiltration 46',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed in the socket',
      ],
      'F/U': 'Review in 3 days for another dressing if needed',
    },
  }),
  defineCase({
    id: 'h33-34-au-typed-fdi-wisdom-teeth-consult-options-referral-omfs-ga-d-comp-37',
    style: 'UK',
    asr: false,
    transcript:
      'Consult re wisdom teeth. Recurrent pericoronitis 48 (3 episodes this year), occasional food trap 38. MH: fit and well, NKDA, nil meds. Very anxious about needles. EO NAD. 48 partially erupted, operculum healthy today. 38 partially erupted. 37 D caries suspected. 18, 28 erupted, sound. OPG: 38, 48 mesioangular, 48 roots overlapping IAN canal. 37 D caries into dentine. Dx: recurrent pericoronitis 48, caries 37. Options discussed: 1) XLA 38, 48 in chair under LA, 2) referral to OMFS for removal of all 4 under GA, 3) leave and monitor (not advised given recurrent infection). Risks explained incl. nerve injury (higher for 48 given OPG), dry socket, swelling. Pt chose referral to OMFS for all 4 under GA, aware of hospital costs w/ private health. Plan: referral to OMFS (letter + OPG sent), D comp 37 here in meantime. NV D comp 37.',
    expect: {
      CC: 'Consult re wisdom teeth. Recurrent pericoronitis 48 (3 episodes this year), occasional food trap 38',
      'MED HX': 'Fit and well, NKDA, nil meds',
      EXTRA: 'NAD',
      DENTAL: [
        ['48', 'Partially erupted, operculum healthy today'],
        ['38', 'Partially erupted'],
        ['37', 'D caries suspected'],
        ['18', 'Erupted, sound'],
        ['28', 'Erupted, sound'],
      ],
      RADIO: 'OPG: 38, 48 mesioangular, 48 roots overlapping IAN canal. 37 D caries into dentine',
      DX: ['Recurrent pericoronitis 48', 'Caries 37'],
      CONSULT:
        'Options discussed: 1) XLA 38, 48 in chair under LA, 2) referral to OMFS for removal of all 4 under GA, 3) leave and monitor (not advised given recurrent infection). Risks explained incl. nerve injury (higher for 48 given OPG), dry socket, swelling. Pt chose referral to OMFS for all 4 under GA, aware of hospital costs w/ private health',
      'TX PLAN': ['Referral to OMFS (letter + OPG sent)', 'D composite 37 here in meantime'],
      NOTES: 'Very anxious about needles',
      NV: ['D composite 37'],
    },
  }),
  defineCase({
    id: 'h33-35-au-typed-fdi-terse-recall-dry-mouth-root-caries-duraphat-neutrafluor',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam + S&P. C/o dry mouth. MH: HTN (amlodipine), overactive bladder (oxybutynin), NKDA. BPE 2 2 2 / 2 2 2. 33, 43 B root caries arrested, hard. 44 B cervical caries, soft. Dx: active root caries 44. S&P. Duraphat varnish to all exposed root surfaces. Rx Neutrafluor 5000 nocte. NV B GIC 44. Recall 3/12.',
    expect: {
      CC: 'Recall exam + S&P. Dry mouth',
      'MED HX': 'HTN (amlodipine), overactive bladder (oxybutynin), NKDA',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['33', 'B root caries arrested, hard'],
        ['43', 'B root caries arrested, hard'],
        ['44', 'B cervical caries, soft'],
      ],
      DX: ['Active root caries 44'],
      'TX TODAY': ['Scale and polish', 'Fluoride varnish'],
      TX: ['S&P', 'Duraphat varnish to all exposed root surfaces', 'Rx Neutrafluor 5000 nocte'],
      NV: ['B GIC 44'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h33-36-au-asr-fdi-very-short-lost-filling-24-temporary-dressing-book-in',
    style: 'UK',
    asr: true,
    transcript:
      'lost a filling top left yesterday no pain medical history no changes two four occlusal cavity no caries sensitive to air no la temporary dressing two four with glass ionomer book in for an occlusal composite two four',
    expect: {
      CC: 'Lost a filling top left yesterday. No pain',
      'MED HX': 'No changes',
      DENTAL: [['24', 'O cavity no caries sensitive to air']],
      'TX TODAY': ['Temporary dressing 24'],
      TX: ['No LA', 'Temporary dressing 24 with glass ionomer'],
      NV: ['O composite 24'],
    },
  }),
];
