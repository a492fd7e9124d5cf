// A fifty-eighth development batch (ids bh01–bh30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more53 / more54 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is an ordinary Tuesday list at five
// practices, dictated the way each clinician really dictates: mostly short notes (a few terse lines, most 40 to 160
// words), some with section words and some with none, with remarks, patients' questions and decisions, nurse asides,
// self-corrections ("sorry", "I mean", "scratch that") and every kind of day-to-day work: check-ups with short charting,
// single fillings, crown fits, extractions, a denture ease, children's sealants, fluoride and SDF, emergencies, hygiene
// visits, reviews after treatment and consultations without treatment. Five practices, six visits each:
//   bh01–bh06 a UK mixed NHS / private practice (FDI): a terse typed recall ("Recall. NAD. BPE 111/111. S&P. RV 6/12."),
//     an NHS occlusal composite with a nurse aside (recogniser), a private crown fit (typed), an emergency extraction of
//     a fractured tooth with a nurse aside (recogniser), a check-up with short charting and scale and polish (recogniser,
//     appended dictation), a private implant consultation with no treatment (typed);
//   bh07–bh12 a UK dentist who says Palmer words ("upper right six", "lower left e") (Palmer; bh07, bh08, bh10, bh12
//     recogniser-style, bh09, bh11 typed UR6 shorthand): a check-up, a lower denture eased, an MO composite, an
//     emergency temporary dressing, a review after a wisdom tooth extraction with suture removal, a child's fissure
//     sealants and varnish;
//   bh13–bh18 a US general practice (Universal; bh14, bh16, bh18 recogniser-style, bh13, bh15, bh17 typed): a periodic
//     exam with prophy, an MO composite dictated with no section words, a crown seat with "scratch that", an emergency
//     incision and drainage, a periodontal re-evaluation after SRP, a bruxism consultation with night guard impressions;
//   bh19–bh24 a US practice with many children (Universal with primary letters; bh19, bh21, bh23 recogniser-style,
//     bh20, bh22, bh24 typed): a five-year-old's check-up with no section words, sealants on the first molars, a primary
//     incisor luxation, a DO composite on #S (appended dictation), a toddler's first visit with SDF, a review after a
//     pulpotomy and SSC;
//   bh25–bh30 a UK dental therapist (FDI; bh26, bh28 recogniser-style, bh25, bh27, bh29, bh30 typed): a terse hygiene
//     visit, a child's GIC on prescription, a child's fissure sealants and varnish, a first RSD visit with "scratch
//     that", a primary molar extraction on prescription, a sensitivity review after RSD.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in bh19–bh24); 15 recogniser-style (lower case, number
// words, fillers, no punctuation) and 15 typed; 8 to 164 words (most 60 to 130); two cases with appended dictation
// (bh05 recogniser "add to chart …" / "add to notes …"; bh22 typed "Add to notes: …" / "Next visit: …"). DENTAL in 25
// cases (not bh01, bh03, bh15, bh25, bh28).
//
// Judgement calls where the contract was silent:
// - A bare "NAD" with no EO / IO word (bh01) is the intra-oral examination (INTRA), said once so written once.
// - A typed BPE / PSR written without spaces ("BPE 111/111", "BPE 222/212") is kept as typed; spoken scores are written
//   "BPE 1 2 1 / 2 2 2" (as more53 / more54).
// - Shorthand follows more54: TX items keep what was typed ("S&P", "FS 36, 46 (Delton) …", "FV 22,600 ppm applied",
//   "XLA 74 with forceps", "MO comp UL5", "POIG", "POI given"), titles, NV and TX PLAN use the table names ("Scale and
//   polish", "Fissure sealant 36, 46", "MO composite UL5"); the CC keeps the shorthand as typed ("MO comp UL5", "XLA 74
//   as prescribed", "FS, prescribed by dentist at last exam"); "adr" / "epi" in an LA line are adrenaline / epinephrine
//   and "infil" is infiltration.
// - Titles: a crown seat whose steps are only "tried in … Cemented with …" takes "Crown fit" from the CC (as more54
//   bd20); "eased the lower denture lingual flange" is "Denture adjustment"; "temporary dressing UL6 with glass ionomer"
//   is "Temporary dressing UL6" (the GIC is a material it is done with); "upper and lower impressions for the night
//   guard" is "Impressions" only (the night guard is its purpose, to be delivered at the next visit, not done today);
//   "incision and drainage of the buccal swelling" is "Incision and drainage"; "Duraphat varnish applied 33, 34" is
//   "Fluoride varnish 33, 34"; "silver diamine fluoride on e and f" is "SDF #E, #F"; "occlusal gic eight five" is "O GIC
//   85"; "RSD upper right and lower right …" is "RSD" (quadrants are no teeth, as more54 bd15). Suture removal and
//   "reinforced brushing" are steps with no title, and the reviews whose CC says the work was done before ("post XLA
//   LL8", "post-op check after pulpotomy + SSC #T") take no title from the CC, so they have no TX TODAY.
// - "Sealants" said or typed alone stays as said in the CC and CONSULT; the treatment steps were dictated as "fissure
//   sealants" so that they are titles of the table.
// - A child's age and who came with them are NOTES (as more53 / more54), also when said at the start of "… attended with
//   mum for …" (as more54 bd24); so are remarks about the patient ("he was brilliant", "pt happy with fit", "she said it
//   felt much better straight away", "Pt cooperative, watched a movie throughout"). A patient's (or parent's) question
//   and the answer are CONSULT (as more52 / more54), as are fees, NHS bands, private quotes, insurance / Medicaid and
//   written estimates, and advice given after treatment (salt water rinses, soft diet, "watch for lip biting").
// - Nurse asides ("could you pass me the dry guards please thanks", "could I have the lower molar forceps please
//   thanks") are dropped entirely (as more54).
// - A reported habit inside the carer's report of the complaint ("grandma says she has brown spots … and she has apple
//   juice in a sippy cup at night") stays in the CC with it.
// - A review's reason typed with an interval ("Review 1/52 post XLA LL8", "Review 4/52 re sensitivity after RSD") is the
//   CC, with the interval in words; "Discharged to routine recall", "Recall as per the dentist", "Call if the swelling
//   spreads" are F/U; "No bitewings due this time" and "Bitewing not taken" are RADIO; "No caries noted" said of the
//   mouth is INTRA; a region with no tooth number ("wear facets on the canines") is INTRA; an ulcer "opposite LR4" and
//   a socket "LL8 socket healing well" are INTRA with no chart entry (rule 7, as more53).
// - Recession and pockets said measure first stay in PERIO; a tooth-first mobility ("#18 Class I mobility") is a chart
//   entry (as more53). "Buccal sinus" in a tooth's typed run stays in its chart entry, in words (rule 4).
// - Appends: "add to chart …" adds a DENTAL entry and "add to notes …" adds to NOTES (as more53); a "Next visit: …"
//   appended to a note that had none sets the next visit.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions keep the spoken run without added commas (as more53 / more54).
import { defineCase, type NotesCase } from '../case.ts';

export const more58Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'bh01-uk-typed-fdi-terse-recall-nad-bpe-111-s-and-p-rv-6-12',
    style: 'UK',
    asr: false,
    transcript: 'Recall. NAD. BPE 111/111. S&P. RV 6/12.',
    expect: {
      CC: 'Recall',
      INTRA: 'NAD',
      PERIO: 'BPE 111/111',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'bh02-uk-asr-fdi-nhs-o-composite-36-nurse-aside-shade-sorry-band-2',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for the filling on three six medical history no changes no allergies three six occlusal caries three seven sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six could you pass me the dry guards please thanks cotton wool rolls and dry guards caries removed dentine firm occlusal composite three six shade a two sorry shade a three cured bite checked polished post op instructions given she asked if she can eat straight away told her yes it's set explained it's band two on the nhs recall six months as planned",
    expect: {
      CC: 'Filling on 36',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['36', 'O caries'],
        ['37', 'Sound'],
      ],
      CONSULT: "She asked if she can eat straight away. Told her yes it's set. Explained it's band 2 on the NHS",
      'TX TODAY': ['O composite 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Cotton wool rolls and dry guards',
        'Caries removed',
        'Dentine firm',
        'O composite 36',
        'Shade A3',
        'Cured',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall 6 months as planned',
    },
  }),
  defineCase({
    id: 'bh03-uk-typed-fdi-private-crown-fit-26-title-from-cc-whitening-quote',
    style: 'UK',
    asr: false,
    transcript:
      'Crown fit 26, private. No problems with the temp. MH: no change, NKDA. Temp crown removed, TempBond cleaned off. Emax crown tried in, contacts OK, margins good, shade matches. Pt happy with how it looks. Cemented w/ RelyX Unicem. Excess removed, floss through contacts. Occlusion checked, eased slightly on P cusp. POIG. Pt asked about whitening, quoted £395, will think about it. Recall 6/12 as normal.',
    expect: {
      CC: 'Crown fit 26, private. No problems with the temp',
      'MED HX': 'No change, NKDA',
      CONSULT: 'Pt asked about whitening, quoted £395, will think about it',
      'TX TODAY': ['Crown fit 26'],
      TX: [
        'Temp crown removed',
        'TempBond cleaned off',
        'Emax crown tried in',
        'Contacts OK',
        'Margins good',
        'Shade matches',
        'Cemented w/ RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked',
        'Eased slightly on P cusp',
        'POIG',
      ],
      NOTES: 'Pt happy with how it looks',
      'F/U': 'Recall 6 months as normal',
    },
  }),
  defineCase({
    id: 'bh04-uk-asr-fdi-emergency-37-fractured-dl-cusp-i-mean-extraction-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment he broke a tooth lower left on a crisp last night sharp and sore when he bites medical history high blood pressure takes amlodipine no allergies extra oral nad intra oral soft tissues fine three seven fractured mesial lingual cusp I mean distal lingual cusp fracture goes below the gum caries under the old filling tender to bite three six sound three eight missing pa three seven fracture extends below the bone level no periapical changes diagnosis unrestorable three seven explained crown lengthening and a crown privately or extraction on the nhs he wants it out consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left could I have the lower molar forceps please thanks extracted three seven with forceps roots complete bit on gauze haemostasis achieved post op instructions given verbal and written he asked if he can play football tomorrow I said leave it a couple of days review if any problems",
    expect: {
      CC: 'Emergency appointment. He broke a tooth lower left on a crisp last night. Sharp and sore when he bites',
      'MED HX': 'High blood pressure. Takes amlodipine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['37', 'Fractured DL cusp fracture goes below the gum caries under the old filling tender to bite', 'DL cusp'],
        ['36', 'Sound'],
        ['38', 'Missing'],
      ],
      RADIO: 'PA 37 fracture extends below the bone level. No periapical changes',
      DX: ['Unrestorable 37'],
      CONSULT:
        'Explained crown lengthening and a crown privately or extraction on the NHS. He wants it out. He asked if he can play football tomorrow. I said leave it a couple of days',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Extracted 37 with forceps',
        'Roots complete',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'bh05-uk-asr-fdi-check-up-short-chart-s-and-p-one-pronoun-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      'check up no problems medical history no changes still on her inhalers no allergies extra oral nad intra oral nad bpe two one two two one two calculus lower anteriors charting one six mesial occlusal amalgam sound two six occlusal composite sound three six crown four six disto occlusal amalgam ditched no caries bitewings grade one no caries scale and polish oral hygiene instruction interdental brushes she asked about electric toothbrushes recommended one with a pressure sensor recall nine months',
    appends: ['add to chart four seven occlusal fissure sealant intact', "add to notes she'd prefer early morning appointments"],
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Still on her inhalers. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 1 2 / 2 1 2. Calculus lower anteriors',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'Crown'],
        ['46', 'DO amalgam ditched no caries'],
        ['47', 'Occlusal fissure sealant intact'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      CONSULT: 'She asked about electric toothbrushes. Recommended one with a pressure sensor',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: "She'd prefer early morning appointments",
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'bh06-uk-typed-fdi-private-implant-consultation-46-no-treatment-cbct-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Consultation re missing 46, private. XLA 2 yrs ago elsewhere, wants to know options. MH: no change, NKDA, non-smoker. BPE 1 1 1 / 1 1 2. 46 missing, ridge width looks adequate. 45 DO comp, sound. 47 MO amalgam, sound, not tilted. Options discussed: leave the gap, bridge 45-47, partial denture, implant. Risks, benefits and costs explained, implant approx £2,500 incl. crown. Pt keen on implant, wants to check finances and will call to book. Written estimate given. Plan: CBCT 46 region if going ahead.',
    expect: {
      CC: 'Consultation re missing 46, private. XLA 2 yrs ago elsewhere, wants to know options',
      'MED HX': 'No change, NKDA, non-smoker',
      PERIO: 'BPE 1 1 1 / 1 1 2',
      DENTAL: [
        ['46', 'Missing, ridge width looks adequate'],
        ['45', 'DO comp, sound'],
        ['47', 'MO amalgam, sound, not tilted'],
      ],
      CONSULT:
        'Options discussed: leave the gap, bridge 45-47, partial denture, implant. Risks, benefits and costs explained, implant approx £2,500 incl. crown. Pt keen on implant, wants to check finances and will call to book. Written estimate given',
      'TX PLAN': ['CBCT 46 region if going ahead'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bh07-uk-asr-palmer-check-up-lr7-b-cervical-caries-patient-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up no complaints medical history no changes takes bisoprolol no allergies extra oral nad intra oral nad bpe one two one two two two upper right six occlusal amalgam sound lower left six disto occlusal composite sound lower right seven buccal cervical caries small upper left eight and lower left eight missing no bitewings due this time diagnosis caries lower right seven scale and polish ohi he asked if the lower right seven needs doing today explained it's small and we'll do it another day next visit buccal composite lower right seven recall six months",
    expect: {
      CC: 'Check up. No complaints',
      'MED HX': 'No changes. Takes bisoprolol. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 1 / 2 2 2',
      DENTAL: [
        ['UR6', 'O amalgam sound'],
        ['LL6', 'DO composite sound'],
        ['LR7', 'B cervical caries small'],
        ['UL8', 'Missing'],
        ['LL8', 'Missing'],
      ],
      RADIO: 'No bitewings due this time',
      DX: ['Caries LR7'],
      CONSULT: "He asked if LR7 needs doing today. Explained it's small and we'll do it another day",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      NV: ['B composite LR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bh08-uk-asr-palmer-lower-denture-eased-ulcer-opposite-lr4-felt-better',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended complaining of her lower denture rubbing on the right since it was fitted last week sore when she eats medical history no changes takes levothyroxine allergic to penicillin intra oral small ulcer lower right lingual sulcus opposite lower right four lower flange overextended there upper denture fine lower left three and lower right three sound eased the lower denture lingual flange with an acrylic bur checked with pressure relief cream smoothed and polished she said it felt much better straight away advised salt water rinses and leave it out at night for a few days review two weeks if still sore',
    expect: {
      CC: 'Her lower denture rubbing on the right since it was fitted last week. Sore when she eats',
      'MED HX': 'No changes. Takes levothyroxine. Allergic to penicillin',
      INTRA: 'Small ulcer lower right lingual sulcus opposite LR4. Lower flange overextended there. Upper denture fine',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound'],
      ],
      CONSULT: 'Advised salt water rinses and leave it out at night for a few days',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the lower denture lingual flange with an acrylic bur',
        'Checked with pressure relief cream',
        'Smoothed and polished',
      ],
      NOTES: 'She said it felt much better straight away',
      'F/U': 'Review 2 weeks if still sore',
    },
  }),
  defineCase({
    id: 'bh09-uk-typed-palmer-mo-comp-ul5-adr-infil-how-long-will-it-last',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for MO comp UL5. MH: no change, NKDA. UL5 MO caries, not TTP. UL4 sound. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil UL5. Cotton wool rolls + dry guard. Caries removed, dentine firm, no exposure. Sectional matrix + wedge. Etch, bond, MO comp UL5, shade A2. Bite checked, polished. POIG. Pt asked how long it will last: explained 5-10 yrs with good care. Recall as planned (6/12).',
    expect: {
      CC: 'MO comp UL5',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL5', 'MO caries, not TTP'],
        ['UL4', 'Sound'],
      ],
      CONSULT: 'Pt asked how long it will last: explained 5-10 yrs with good care',
      'TX TODAY': ['MO composite UL5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
        'Cotton wool rolls + dry guard',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix + wedge',
        'Etch',
        'Bond',
        'MO comp UL5',
        'Shade A2',
        'Bite checked',
        'Polished',
        'POIG',
      ],
      'F/U': 'Recall as planned (6 months)',
    },
  }),
  defineCase({
    id: 'bh10-uk-asr-palmer-emergency-lost-filling-ul6-no-caries-sorry-temp-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she lost a filling upper left yesterday eating toffee sensitive to cold no pain at night medical history no changes on the pill no allergies extra oral nad intra oral soft tissues nad upper left six mesial occlusal amalgam lost large cavity no caries sorry some soft caries at the mesial margin normal response to cold not tender to percussion upper left seven sound diagnosis reversible pulpitis upper left six discussed a new amalgam or a white filling on the nhs or an onlay privately she'd like the white filling no la needed temporary dressing upper left six with glass ionomer next visit mesial occlusal composite upper left six",
    expect: {
      CC: 'Emergency. She lost a filling upper left yesterday eating toffee. Sensitive to cold. No pain at night',
      'MED HX': 'No changes. On the pill. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        [
          'UL6',
          'MO amalgam lost large cavity some soft caries at the M margin normal response to cold not tender to percussion',
        ],
        ['UL7', 'Sound'],
      ],
      DX: ['Reversible pulpitis UL6'],
      CONSULT:
        "Discussed a new amalgam or a white filling on the NHS or an onlay privately. She'd like the white filling",
      'TX TODAY': ['Temporary dressing UL6'],
      TX: ['No LA needed', 'Temporary dressing UL6 with glass ionomer'],
      NV: ['MO composite UL6'],
    },
  }),
  defineCase({
    id: 'bh11-uk-typed-palmer-review-post-xla-ll8-socket-sutures-removed-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review 1/52 post XLA LL8. Some aching days 2-3, now settling, no bad taste. MH: no change. EO: NAD, no swelling. IO: LL8 socket healing well, no exposed bone, 2 sutures in situ. LL7 D surface sound, not TTP. Sutures removed. Reassured. Pt asked when he can go back to the gym: fine from now. Discharged to routine recall.',
    expect: {
      CC: 'Review 1 week post XLA LL8. Some aching days 2-3, now settling, no bad taste',
      'MED HX': 'No change',
      EXTRA: 'NAD, no swelling',
      INTRA: 'LL8 socket healing well, no exposed bone, 2 sutures in situ',
      DENTAL: [['LL7', 'D surface sound, not TTP']],
      CONSULT: 'Reassured. Pt asked when he can go back to the gym: fine from now',
      TX: ['Sutures removed'],
      'F/U': 'Discharged to routine recall',
    },
  }),
  defineCase({
    id: 'bh12-uk-asr-palmer-child-fissure-sealants-ll6-lr6-sorry-dry-guards-lle',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'eight year old attended with mum for fissure sealants mum says no problems medical history fit and well no allergies intra oral soft tissues healthy lower left six and lower right six fully erupted deep stained fissures no caries upper right six and upper left six partially erupted lower left e occlusal amalgam sound upper right d sound fissure sealants lower left six and lower right six with cotton wool rolls sorry with dry guards fluoride varnish applied toothbrushing instruction with mum he was brilliant next visit fissure sealants upper right six and upper left six when erupted recall six months',
    expect: {
      CC: 'Fissure sealants. Mum says no problems',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LL6', 'Fully erupted deep stained fissures no caries'],
        ['LR6', 'Fully erupted deep stained fissures no caries'],
        ['UR6', 'Partially erupted'],
        ['UL6', 'Partially erupted'],
        ['LLE', 'O amalgam sound'],
        ['URD', 'Sound'],
      ],
      'TX TODAY': ['Fissure sealants LL6, LR6', 'Fluoride varnish'],
      TX: ['Fissure sealants LL6, LR6 with dry guards', 'Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '8 year old attended with mum. He was brilliant',
      NV: ['Fissure sealants UR6, UL6 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'bh13-us-typed-periodic-exam-prophy-short-chart-30-o-caries-invisalign-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. No concerns. Med hx: no changes, lisinopril, NKDA. EO: WNL. IO: WNL. PSR 2 2 2 / 2 2 2, light calculus lower anteriors. #3 MOD amalgam, sound. #14 crown, margins intact. #19 DO composite, sound. #30 O caries. 2 BWX: #30 O caries into dentin, no other caries. Dx: caries #30. Prophy, OHI. Pt asked about Invisalign; gave her a brochure. NV: O composite #30. Recall 6 months.',
    expect: {
      CC: 'Periodic exam + prophy. No concerns',
      'MED HX': 'No changes, lisinopril, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2, light calculus lower anteriors',
      DENTAL: [
        ['3', 'MOD amalgam, sound'],
        ['14', 'Crown, margins intact'],
        ['19', 'DO composite, sound'],
        ['30', 'O caries'],
      ],
      RADIO: '2 BWX: #30 O caries into dentin, no other caries',
      DX: ['Caries #30'],
      CONSULT: 'Pt asked about Invisalign; gave her a brochure',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      NV: ['O composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bh14-us-asr-no-section-words-mo-composite-19-vitrebond-eat-tonight',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for the filling on nineteen nothing new medically no allergies number nineteen mesial occlusal caries number eighteen sound two carpules lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed close to the pulp vitrebond liner placed tofflemire band and wedge etched bonded mesial occlusal composite nineteen shade a two cured polished occlusion checked uh he asked if he can eat tonight told him once the numbness wears off post op instructions given recall as scheduled",
    expect: {
      CC: 'Filling on #19',
      'MED HX': 'Nothing new medically. No allergies',
      DENTAL: [
        ['19', 'MO caries'],
        ['18', 'Sound'],
      ],
      CONSULT: 'He asked if he can eat tonight. Told him once the numbness wears off',
      'TX TODAY': ['MO composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed close to the pulp',
        'Vitrebond liner placed',
        'Tofflemire band and wedge',
        'Etched',
        'Bonded',
        'MO composite #19',
        'Shade A2',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'bh15-us-typed-crown-seat-30-scratch-that-shade-title-from-cc-fixodent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown seat #30. Temp came off once last week; pt put it back with Fixodent. No sensitivity. Med hx: no changes, NKDA. No anesthesia needed. Temp removed, prep cleaned with pumice. Crown tried in, M contact tight, adjusted. Margins closed, checked with BWX. Shade A3, scratch that, shade A2 matches. Cemented with RelyX Unicem. Excess removed, floss through. Occlusion adjusted. Pt happy with fit. POI given. Recall 6 months.',
    expect: {
      CC: 'Crown seat #30. Temp came off once last week; pt put it back with Fixodent. No sensitivity',
      'MED HX': 'No changes, NKDA',
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'No anesthesia needed',
        'Temp removed',
        'Prep cleaned with pumice',
        'Crown tried in',
        'M contact tight',
        'Adjusted',
        'Margins closed',
        'Checked with BWX',
        'Shade A2 matches',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through',
        'Occlusion adjusted',
        'POI given',
      ],
      NOTES: 'Pt happy with fit',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bh16-us-asr-limited-exam-abscess-30-incision-drainage-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam swelling lower right since saturday getting bigger and throbbing medical history type two diabetes on metformin allergic to penicillin extraoral slight swelling right mandible no fever intraoral fluctuant swelling buccal to number thirty number thirty large distal occlusal caries tender to percussion no response to cold numbers twenty nine and thirty one sound pa of thirty periapical radiolucency diagnosis acute apical abscess number thirty options root canal or extraction he wants to save it two carpules lidocaine two percent one to one hundred thousand epi right ianb incision and drainage of the buccal swelling pus drained rx clindamycin three hundred milligrams four times a day for seven days advised warm salt water rinses next visit root canal number thirty call if the swelling spreads',
    expect: {
      CC: 'Limited exam. Swelling lower right since Saturday getting bigger and throbbing',
      'MED HX': 'Type 2 diabetes on metformin. Allergic to penicillin',
      EXTRA: 'Slight swelling right mandible. No fever',
      INTRA: 'Fluctuant swelling buccal to #30',
      DENTAL: [
        ['30', 'Large DO caries tender to percussion no response to cold'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 periapical radiolucency',
      DX: ['Acute apical abscess #30'],
      CONSULT: 'Options root canal or extraction. He wants to save it. Advised warm salt water rinses',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Incision and drainage of the buccal swelling',
        'Pus drained',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
      ],
      NV: ['RCT #30'],
      'F/U': 'Call if the swelling spreads',
    },
  }),
  defineCase({
    id: 'bh17-us-typed-re-eval-after-srp-18-class-i-mobility-prophy-maintenance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Re-eval 6 wks after SRP (4 quads). Pt reports gums bleed much less, flossing daily now. Med hx: no changes, metformin, NKDA. PSR 2 2 2 / 2 2 3. Pockets mostly 3-4 mm, 5 mm remaining #18 D and #31 D, BOP 12% (was 40%). #18 Class I mobility. No caries noted. Pt pleased with progress. Dx: periodontitis stage III grade B (improving). Prophy, OHI reinforced with interdental brushes. Discussed periodontal maintenance every 3 months, pt agrees. NV: 3-month periodontal maintenance.',
    expect: {
      CC: 'Re-eval 6 wks after SRP (4 quads). Pt reports gums bleed much less, flossing daily now',
      'MED HX': 'No changes, metformin, NKDA',
      INTRA: 'No caries noted',
      PERIO: 'PSR 2 2 2 / 2 2 3. Pockets mostly 3-4 mm, 5 mm remaining #18 D and #31 D, BOP 12% (was 40%)',
      DENTAL: [['18', 'Class I mobility']],
      DX: ['Periodontitis stage III grade B (improving)'],
      CONSULT: 'Discussed periodontal maintenance every 3 months, pt agrees',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI reinforced with interdental brushes'],
      NOTES: 'Pt pleased with progress',
      NV: ['3-month periodontal maintenance'],
    },
  }),
  defineCase({
    id: 'bh18-us-asr-bruxism-consult-night-guard-impressions-insurance-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because she's been waking up with jaw pain and her husband says she grinds medical history anxiety takes sertraline no allergies extraoral masseters tender both sides tmj clicking on the left no locking intraoral wear facets on the canines linea alba scalloped tongue number three mesial occlusal distal composite sound numbers eight and nine chipped incisal edges diagnosis bruxism with myofascial pain discussed a night guard and ways to manage stress she asked if insurance covers it told her we'll check her plan upper and lower impressions for the night guard bite registration taken next visit deliver night guard",
    expect: {
      CC: "She's been waking up with jaw pain. Her husband says she grinds",
      'MED HX': 'Anxiety. Takes sertraline. No allergies',
      EXTRA: 'Masseters tender both sides. TMJ clicking on the left. No locking',
      INTRA: 'Wear facets on the canines. Linea alba. Scalloped tongue',
      DENTAL: [
        ['3', 'MOD composite sound'],
        ['8', 'Chipped incisal edges'],
        ['9', 'Chipped incisal edges'],
      ],
      DX: ['Bruxism with myofascial pain'],
      CONSULT:
        "Discussed a night guard and ways to manage stress. She asked if insurance covers it. Told her we'll check her plan",
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower impressions for the night guard', 'Bite registration taken'],
      NV: ['Deliver night guard'],
    },
  }),

  // ---------------------------------------------------------------- 4. US practice with many children (Universal, letters)
  defineCase({
    id: 'bh19-us-asr-child-checkup-no-section-words-letters-l-do-sorry-d-caries',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'five year old here for her checkup dad is with her no problems healthy no meds no allergies soft tissues normal gums healthy light plaque letters a j k and t sound letter s occlusal caries letters b and i sound uh letter l distal occlusal caries sorry distal caries two bitewings s into dentin l into enamel only prophy fluoride varnish she was a bit shy but did great dad asked about sealants explained they go on the six year molars when they come in book her in for an occlusal composite on s recall six months',
    expect: {
      CC: 'Her checkup. No problems',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums healthy. Light plaque',
      DENTAL: [
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
        ['S', 'O caries'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['L', 'D caries'],
      ],
      RADIO: '2 bitewings. #S into dentin. #L into enamel only',
      CONSULT: 'Dad asked about sealants. Explained they go on the 6 year molars when they come in',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '5 year old. Dad is with her. She was a bit shy but did great',
      NV: ['O composite #S'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bh20-us-typed-child-fissure-sealants-3-14-19-30-isolite-medicaid-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7 y/o w/ mom. Here for sealants #3, #14, #19, #30. No changes to health, NKDA. #3, #14, #19, #30 fully erupted, deep pits, no caries. #A and #J sound. #K and #T DO composites intact. Isolation with Isolite. Etched, rinsed, dried, fissure sealants placed #3, #14, #19, #30, cured, checked with explorer. Occlusion checked. Fluoride varnish applied. Mom asked if sealants are covered by Medicaid; front desk to check. Pt did great. Recall in 3 months for fluoride (high caries risk).',
    expect: {
      CC: 'Sealants #3, #14, #19, #30',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['3', 'Fully erupted, deep pits, no caries'],
        ['14', 'Fully erupted, deep pits, no caries'],
        ['19', 'Fully erupted, deep pits, no caries'],
        ['30', 'Fully erupted, deep pits, no caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'DO composites intact'],
        ['T', 'DO composites intact'],
      ],
      CONSULT: 'Mom asked if sealants are covered by Medicaid; front desk to check',
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolation with Isolite',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants placed #3, #14, #19, #30',
        'Cured',
        'Checked with explorer',
        'Occlusion checked',
        'Fluoride varnish applied',
      ],
      NOTES: '7 y/o w/ mom. Pt did great',
      'F/U': 'Recall in 3 months for fluoride (high caries risk)',
    },
  }),
  defineCase({
    id: 'bh21-us-asr-child-emergency-lateral-luxation-e-daycare-fall-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency four year old with mom she fell at daycare this morning and hit her top front teeth no loss of consciousness medical history healthy no allergies extraoral small cut on the upper lip intraoral letter e pushed back toward the palate slightly mobile no occlusal interference letter f sound not mobile letters d and g sound pa of e no root fracture diagnosis lateral luxation letter e explained to mom we leave it to reposition on its own it may turn gray soft diet for a week brush gently with a soft brush she was very brave review in one week',
    expect: {
      CC: 'Emergency. She fell at daycare this morning and hit her top front teeth. No loss of consciousness',
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'Small cut on the upper lip',
      DENTAL: [
        ['E', 'Pushed back toward the palate slightly mobile no occlusal interference'],
        ['F', 'Sound not mobile'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      RADIO: 'PA of #E no root fracture',
      DX: ['Lateral luxation #E'],
      CONSULT:
        'Explained to mom we leave it to reposition on its own. It may turn gray. Soft diet for a week. Brush gently with a soft brush',
      NOTES: '4 year old with mom. She was very brave',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bh22-us-typed-child-do-composite-s-benzocaine-movie-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ dad. Here for filling #S. No changes, NKDA. #S DO caries, no symptoms. #T sound. #K O caries, small. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100,000 epi, right IANB. Rubber dam. Caries removed, no pulp exposure. Tofflemire + wedge. DO composite #S, shade A1. Cured, polished, occlusion checked. Pt cooperative, watched a movie throughout. POI given to dad. Advised dad to watch for lip biting. Recall 6 months.',
    appends: ['Add to notes: older brother is a patient here too.', 'Next visit: O composite #K.'],
    expect: {
      CC: 'Filling #S',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['S', 'DO caries, no symptoms'],
        ['T', 'Sound'],
        ['K', 'O caries, small'],
      ],
      CONSULT: 'Advised dad to watch for lip biting',
      'TX TODAY': ['DO composite #S'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'No pulp exposure',
        'Tofflemire + wedge',
        'DO composite #S',
        'Shade A1',
        'Cured',
        'Polished',
        'Occlusion checked',
        'POI given to dad',
      ],
      NOTES: '8 y/o w/ dad. Pt cooperative, watched a movie throughout. Older brother is a patient here too',
      NV: ['O composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bh23-us-asr-toddler-first-visit-sdf-e-f-grandma-dentin-sorry-enamel',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "first visit three year old with grandma mom's at work grandma says she has brown spots on her top front teeth and she has apple juice in a sippy cup at night healthy no meds no allergies soft tissues normal plaque along the upper gum line letters e and f cavitated caries letters d and g caries into dentin sorry into enamel letters a j k and t sound diagnosis early childhood caries silver diamine fluoride on e and f fluoride varnish talked to grandma about no juice at night and brushing twice a day with a smear of fluoride toothpaste warned grandma the spots will turn black she said that's fine recall three months",
    expect: {
      CC: 'First visit. Grandma says she has brown spots on her top front teeth and she has apple juice in a sippy cup at night',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Plaque along the upper gum line',
      DENTAL: [
        ['E', 'Cavitated caries'],
        ['F', 'Cavitated caries'],
        ['D', 'Caries into enamel'],
        ['G', 'Caries into enamel'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      DX: ['Early childhood caries'],
      CONSULT:
        "Talked to grandma about no juice at night and brushing twice a day with a smear of fluoride toothpaste. Warned grandma the spots will turn black. She said that's fine",
      'TX TODAY': ['SDF #E, #F', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #E, #F', 'Fluoride varnish'],
      NOTES: "3 year old with grandma. Mom's at work",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bh24-us-typed-child-review-after-pulpotomy-ssc-t-no-title-tooth-fall-out',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2 wk post-op check after pulpotomy + SSC #T. 6 y/o w/ mom. Mom says no pain, eating fine. No changes to health. #T SSC intact, margins OK, gingiva slightly red, not TTP, not mobile, no sinus tract. #S O composite intact. Bitewing not taken. Reinforced brushing around the crown with mom. Mom asked when the tooth will fall out; told her around age 11-12. Recall as scheduled in 3 months.',
    expect: {
      CC: '2 wk post-op check after pulpotomy + SSC #T. Mom says no pain, eating fine',
      'MED HX': 'No changes to health',
      DENTAL: [
        ['T', 'SSC intact, margins OK, gingiva slightly red, not TTP, not mobile, no sinus tract'],
        ['S', 'O composite intact'],
      ],
      RADIO: 'Bitewing not taken',
      CONSULT: 'Mom asked when the tooth will fall out; told her around age 11-12',
      TX: ['Reinforced brushing around the crown with mom'],
      NOTES: '6 y/o w/ mom',
      'F/U': 'Recall as scheduled in 3 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dental therapist (FDI)
  defineCase({
    id: 'bh25-uk-typed-fdi-therapist-terse-hygiene-bpe-222-212-s-and-p-tepe',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene visit, no c/o. MH no change. BPE 222/212, supra calculus lower anteriors, OH fair. S&P, OHI (TePe size 2). RV 6/12.',
    expect: {
      CC: 'Hygiene visit, no c/o',
      'MED HX': 'No change',
      PERIO: 'BPE 222/212, supra calculus lower anteriors, OH fair',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (TePe size 2)'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'bh26-uk-asr-fdi-therapist-child-o-gic-85-prescribed-handpiece-sorry-sweets',
    style: 'UK',
    asr: true,
    transcript:
      'attended for the filling on eight five as prescribed by the dentist seven year old with dad medical history fit and well no allergies eight five occlusal caries not tender eight four sound no la needed cotton wool rolls caries removed with hand excavators sorry with the slow handpiece occlusal gic eight five fluoride varnish applied he asked if he can have sweets today told him better not he was a little star recall as per the dentist',
    expect: {
      CC: 'Filling on 85 as prescribed by the dentist',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['85', 'O caries not tender'],
        ['84', 'Sound'],
      ],
      CONSULT: 'He asked if he can have sweets today. Told him better not',
      'TX TODAY': ['O GIC 85', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Cotton wool rolls',
        'Caries removed with the slow handpiece',
        'O GIC 85',
        'Fluoride varnish applied',
      ],
      NOTES: '7 year old with dad. He was a little star',
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'bh27-uk-typed-fdi-therapist-child-fs-36-46-fv-53-mobile-diet-nv-fs-16-26',
    style: 'UK',
    asr: false,
    transcript:
      '9 y/o attended with dad for FS, prescribed by dentist at last exam. MH: asthma (blue inhaler), NKDA. 36, 46 fully erupted, deep fissures, no caries. 16, 26 partially erupted. 75, 85 sound. 53 mobile. Plaque score 40%. FS 36, 46 (Delton) under cotton wool rolls. FV 22,600 ppm applied. TBI with disclosing tablets and 2-minute timer. Diet: squash with meals only. He was a star. NV: FS 16, 26 in 6 months when erupted.',
    expect: {
      CC: 'FS, prescribed by dentist at last exam',
      'MED HX': 'Asthma (blue inhaler), NKDA',
      PERIO: 'Plaque score 40%',
      DENTAL: [
        ['36', 'Fully erupted, deep fissures, no caries'],
        ['46', 'Fully erupted, deep fissures, no caries'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['75', 'Sound'],
        ['85', 'Sound'],
        ['53', 'Mobile'],
      ],
      CONSULT: 'Diet: squash with meals only',
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: [
        'FS 36, 46 (Delton) under cotton wool rolls',
        'FV 22,600 ppm applied',
        'TBI with disclosing tablets and 2-minute timer',
      ],
      NOTES: '9 y/o attended with dad. He was a star',
      NV: ['Fissure sealant 16, 26 in 6 months when erupted'],
    },
  }),
  defineCase({
    id: 'bh28-uk-asr-fdi-therapist-first-rsd-ur-lr-scratch-that-tepe-smoking',
    style: 'UK',
    asr: true,
    transcript:
      "first rsd visit upper right and lower right gums bleed when he brushes medical history type two diabetes on metformin hba1c fifty two smokes five a day no allergies bpe four three four three three four bleeding on probing sixty percent plaque score fifty percent six millimetre pockets upper right molars la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right plus id block right rsd upper right and lower right with ultrasonic and hand scalers ohi interdental brushes pink and orange scratch that ohi interdental brushes pink and red smoking cessation advice he said he'll think about it next visit rsd upper left and lower left in two weeks",
    expect: {
      CC: 'First RSD visit upper right and lower right. Gums bleed when he brushes',
      'MED HX': 'Type 2 diabetes on metformin. HbA1c 52. Smokes 5 a day. No allergies',
      PERIO: 'BPE 4 3 4 / 3 3 4. Bleeding on probing 60%. Plaque score 50%. 6 mm pockets upper right molars',
      CONSULT: "Smoking cessation advice. He said he'll think about it",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right + IDB right',
        'RSD upper right and lower right with ultrasonic and hand scalers',
        'OHI interdental brushes pink and red',
      ],
      NV: ['RSD upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bh29-uk-typed-fdi-therapist-xla-74-buccal-sinus-prescribed-sticker',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 74 as prescribed. 8 y/o w/ mum. MH: fit and well, NKDA. 74 grossly carious, mobile grade I, buccal sinus. 75 sound. Topical. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal + lingual infil 74. XLA 74 with forceps, roots complete. Haemostasis achieved. POIG to mum. Good cooperation, sticker given. Review at next recall.',
    expect: {
      CC: 'XLA 74 as prescribed',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['74', 'Grossly carious, mobile grade I, buccal sinus'],
        ['75', 'Sound'],
      ],
      'TX TODAY': ['Extraction 74'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 74',
        'XLA 74 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'POIG to mum',
      ],
      NOTES: '8 y/o w/ mum. Good cooperation, sticker given',
      'F/U': 'Review at next recall',
    },
  }),
  defineCase({
    id: 'bh30-uk-typed-fdi-therapist-sensitivity-review-33-34-duraphat-recession',
    style: 'UK',
    asr: false,
    transcript:
      "Review 4/52 re sensitivity after RSD. Cold sensitivity LL much better with Sensodyne Repair, still twinges on 33, 34. MH: no change. BPE 2 2 2 / 3 2 2, BOP 15% (was 45%). Recession 2-3 mm buccal 33, 34. 33, 34 sensitive to air, no caries. Duraphat varnish applied 33, 34. Advised continue Sensodyne, spit don't rinse. Pt asked if the gums will grow back: explained recession is permanent but can be stabilised. Discharged to 3-monthly hygiene.",
    expect: {
      CC: 'Review 4 weeks re sensitivity after RSD. Cold sensitivity LL much better with Sensodyne Repair, still twinges on 33, 34',
      'MED HX': 'No change',
      PERIO: 'BPE 2 2 2 / 3 2 2, BOP 15% (was 45%). Recession 2-3 mm buccal 33, 34',
      DENTAL: [
        ['33', 'Sensitive to air, no caries'],
        ['34', 'Sensitive to air, no caries'],
      ],
      CONSULT:
        "Advised continue Sensodyne, spit don't rinse. Pt asked if the gums will grow back: explained recession is permanent but can be stabilised",
      'TX TODAY': ['Fluoride varnish 33, 34'],
      TX: ['Duraphat varnish applied 33, 34'],
      'F/U': 'Discharged to 3-monthly hygiene',
    },
  }),
];
