// An eighty-ninth development batch (ids cm01–cm30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is cosmetic and adult orthodontic
// dentistry: smile consultations with photos, scans and shade taking, in-surgery and home whitening, composite bonding,
// edge bonding and diastema closure, porcelain veneers from consultation and mock-up through preparation and try-in to
// cementation, old crowns replaced for looks, gum contouring, tooth wear monitoring, and clear aligner treatment from
// records and consent through attachments, IPR with the amount at each contact, aligner reviews and refinements to
// attachment removal and retainers. The dictations carry what these visits really hold: patients' expectations and
// disappointments, fees, insurance and finance, decisions taken or put off, family opinions, aligner counts that are
// not teeth, remarks to the patient and the nurse, and self-corrections. Five clinicians, six visits each:
//   cm01–cm06 a UK cosmetic dentist (FDI, all recogniser-style): a new-patient smile consultation with photos, shade and
//     fees (no treatment), in-surgery whitening with a "sorry" correction, diastema closure with mesial composites and
//     an edge build-up (appended dictation), two porcelain veneer preps with a composite replaced and a nurse aside, two
//     old PFM crowns replaced for looks (crown preps, impressions, temporaries), a yearly tooth wear review with BEWE,
//     a scan comparison, "scratch that" and night guard impressions;
//   cm07–cm12 a UK dentist typing Palmer shorthand (Palmer, all typed): a bonding consultation with quotes and alginates
//     for a wax-up, a home whitening tray fit, four e.max veneers cemented (no title), laser gum contouring (appended
//     dictation), an e.max crown fitted on UL1 replacing a PFM, lower incisor edge bonding;
//   cm13–cm18 a US cosmetic dentist (Universal, all recogniser-style): a smile makeover consultation with fees and
//     CareCredit, bonding of peg laterals #7 and #10, an Invisalign start with attachments and IPR (appended dictation),
//     a veneer try-in that was not cemented, an aligner check with a tooth not tracking, in-office whitening with a
//     disappointed patient;
//   cm19–cm24 a US dentist typing full sentences (Universal): an aligner consultation with a panoramic radiograph,
//     records, fee, insurance and consent, a veneer consultation with a mock-up and impressions for a whitening tray,
//     two e.max crowns seated on #8 and #9, a refinement scan (appended dictation), attachment removal with a bonded
//     lingual retainer, Vivera retainers and fluoride varnish, two composites replaced after whitening;
//   cm25–cm30 a UK orthodontic therapist / aligner provider (FDI; cm26, cm27, cm29 recogniser-style, cm25, cm28, cm30
//     typed): aligner records with OHI and cost, an aligner review with IPR and a "sorry" correction, attachments off and
//     retainers fitted (appended dictation), a fixed retainer pad rebonded for a pregnant patient, a refinement visit
//     with an upset patient, a retainer check with relapse and a plan.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 15 recogniser-style (lower case, number words, no punctuation, fillers,
// self-corrections) and 15 typed (Palmer shorthand in cm07–cm12, full sentences in cm19–cm24, FDI shorthand in cm25,
// cm28, cm30); roughly 90 to 260 words. Five cases with appended dictation (cm03 "add to notes …" / "change two weeks to
// three weeks"; cm10 "Add to notes: …" / "Change 2 weeks to 10 days."; cm15 "add to notes …" / "change six weeks to eight
// weeks"; cm22 "Add to notes: …" / "Next visit: …"; cm27 "add to chart …" / "next visit …"). DENTAL in 29 cases (not
// cm02).
//
// Judgement calls where the contract was silent:
// - Titles: veneer preparation, try-in and cementation, veneer temporaries, attachments, IPR, scans, photographs, shade
//   taking, mock-ups, gum contouring, desensitiser, aligners issued, bonded / Essix / Vivera retainers and a retainer
//   wire rebonded "w/ flowable" are no titles (the flowable composite is a material the retainer is bonded with), so
//   cm09, cm10, cm15, cm16, cm17, cm22, cm27, cm29 and cm30 have no TX TODAY and the consultations (cm01, cm13, cm19)
//   none either. Impressions for a wax-up, a night guard or a whitening tray are "Impressions" (as more58 bh18); scans
//   never are (as more56).
// - Whitening: in-surgery whitening whose TX steps never say "whitening" takes "Whitening" from the CC (cm02, cm18);
//   "Home whitening trays fitted" is "Whitening" (cm08: the home whitening is started and handed over today, as a night
//   guard fitted would be "Night guard"). "Home whitening" in TX PLAN keeps its word (other words stay).
// - Composite placed on named teeth in cosmetic work is a composite title with its surfaces if said: "mesial composites
//   one one and two one built up" → "M composites 11, 21"; "composite added to one two incisal edge" → "Composite 12"
//   ("incisal edge" stays words, so no surface, and "to" stays before a tooth that names a place, as "to LR7 pocket");
//   "composite seven and ten built up against the putty matrix" → "Composite #7, #10"; "I comp LR2, …" → "I composite
//   LR2, …"; a composite replaced → "D composite 21" (as more56 bf22). "Fluoride varnish to the IPR sites" →
//   "Fluoride varnish"; "… applied to the decalcified area on #8" → "Fluoride varnish #8" ("on #8" names a place).
// - "Between X and Y" names a contact (IPR amounts, a diastema, a black triangle, a papilla, a tight contact), so its
//   "and" stays in list items; a diastema or black triangle between teeth is INTRA with no chart entry (rule 7). Each
//   IPR amount at its own contact is its own TX item. "Attachment missing on one three" / "#11 has a debonded
//   attachment" are chart entries; "placed attachments on six seven …" and "removed from #6 and #11" drop the connecting
//   word (as more56 bf29 "removed #30").
// - Aligner counts and times ("aligner fourteen of twenty six", "twenty two aligners", "aligners nine to twelve",
//   "twenty two hours", "aligner 24 of 24") are numbers, never teeth.
// - Spoken money is written with its sign: "three hundred and fifty pounds" → "£350", "twelve hundred dollars" →
//   "$1,200", "ninety six hundred" → "$9,600", "fifty dollars" → "$50". Fees, finance, insurance, quotes and written
//   estimates are CONSULT (as more58).
// - BEWE sextant scores are an intra-oral finding written like a spoken BPE ("BEWE scores 2 3 2 / 2 3 2", INTRA). Smile
//   line, lip line, gum shown on smiling, buccal corridors, lips and profile are EXTRA; crowding, overjet / overbite,
//   centrelines / midlines, molar relationship, spaces, "teeth clean no caries", aligner fit, "all attachments intact",
//   a retainer's or Essix's state, a crack "distal to 17" and the whitened shade of the teeth are INTRA; gums, probing,
//   bone sounding, oral hygiene and plaque are PERIO (as more58 bh25).
// - The result of comparing today's scan with last year's (cm06) is a TX item after the scan, as findings made during a
//   step are (more56 bf06); a panoramic radiograph's report naming missing teeth stays in RADIO with no chart entries.
// - Demonstrations (insertion and removal, loading the whitening gel) are CONSULT (as more56 bf10); "chewies given",
//   "4 syringes dispensed" and "aligner 1 inserted" are TX. A patient approving the shade in the mirror, happy tears,
//   disappointment, worry and family remarks are NOTES (as more56 bf07); a decision about today's work ("we decided not
//   to cement today", "pt happy to accept, did not want a lab remake", "pt declined for now", "pt wants to start before
//   summer") is CONSULT.
// - "Mesial and distal" joined by "and" is not a run, so each is abbreviated alone ("M and D composites"). "Labially",
//   "mesially" and the like stay words, as "distally". "Try in" → "try-in" (as more56), "e max" → "e.max".
// - Remarks to the patient during treatment and the nurse aside in cm04 are dropped (as more56 / more58).
// - In typed list items "and" between teeth said together becomes a comma ("#7, #10 are about 0.5 mm too long",
//   "Preps 11, 21 …"), as more56 bf23; in text fields (CC, RADIO, PERIO, CONSULT) teeth keep their "and".
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions keep the spoken run without added commas (as more58).
// - Appends follow more56 / more58: "add to notes …" adds to NOTES, "add to chart …" adds a chart entry, "next visit
//   …" adds an NV item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more89Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK cosmetic dentist (FDI, recogniser-style)
  defineCase({
    id: 'cm01-uk-asr-fdi-smile-consult-photos-shade-diastema-bonding-vs-veneers-fees',
    style: 'UK',
    asr: true,
    transcript:
      "right new patient smile consultation she's unhappy with the colour of her teeth and a gap between her front teeth um medical history fit and well no medications no allergies non smoker extra oral lips symmetrical medium smile line showing about one millimetre of gum intra oral soft tissues healthy two millimetre diastema between one one and two one mild crowding lower incisors bpe one one one one one one charting one two and two two slightly peg shaped one one and two one mesial composites stained at the margins full set of clinical photos taken er shade taken a three on the vita classical guide she'd like to go to about b one talked through whitening first then composite bonding to close the gap and build up the laterals versus porcelain veneers explained bonding is additive with no drilling but can chip and stain over time veneers would need some preparation of the teeth she wants to avoid drilling quoted three hundred and fifty pounds for home whitening and two hundred and fifty pounds a tooth for bonding she's going to think about it notes she's getting married next summer plan home whitening then composite bonding one two to two two",
    expect: {
      CC: "New patient smile consultation. She's unhappy with the colour of her teeth and a gap between her front teeth",
      'MED HX': 'Fit and well. No medications. No allergies. Non smoker',
      EXTRA: 'Lips symmetrical. Medium smile line showing about 1 mm of gum',
      INTRA: 'Soft tissues healthy. 2 mm diastema between 11 and 21. Mild crowding lower incisors',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['12', 'Slightly peg shaped'],
        ['22', 'Slightly peg shaped'],
        ['11', 'M composites stained at the margins'],
        ['21', 'M composites stained at the margins'],
      ],
      CONSULT:
        "She'd like to go to about B1. Talked through whitening first then composite bonding to close the gap and build up the laterals versus porcelain veneers. Explained bonding is additive with no drilling but can chip and stain over time. Veneers would need some preparation of the teeth. She wants to avoid drilling. Quoted £350 for home whitening and £250 a tooth for bonding. She's going to think about it",
      TX: ['Full set of clinical photos taken', 'Shade taken A3 on the Vita classical guide'],
      'TX PLAN': ['Home whitening', 'Composite bonding 12 to 22'],
      NOTES: "She's getting married next summer",
    },
  }),
  defineCase({
    id: 'cm02-uk-asr-fdi-in-surgery-whitening-barrier-zing-21-sorry-blanching',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the in surgery whitening we did the trays last month and she's been using the home gel for two weeks as well medical history no changes takes the pill no allergies shade before a two on the vita guide cheek retractor placed gingival barrier painted on from one five to two five and four five to three five cured checked for gaps twenty five percent hydrogen peroxide gel applied three cycles of fifteen minutes under the light er she had a zing on two one during the second cycle so we skipped the light on the last one gel suctioned and rinsed barrier removed no blanching sorry slight blanching on the papilla between one one and two one which settled desensitiser applied shade after b one she's thrilled with it advised no tea coffee red wine or curry for forty eight hours and sensodyne for the sensitivity continue the home trays for another week review in two weeks for photos",
    expect: {
      CC: "In surgery whitening. We did the trays last month. She's been using the home gel for 2 weeks as well",
      'MED HX': 'No changes. Takes the pill. No allergies',
      CONSULT:
        'Advised no tea coffee red wine or curry for 48 hours and Sensodyne for the sensitivity. Continue the home trays for another week',
      'TX TODAY': ['Whitening'],
      TX: [
        'Shade before A2 on the Vita guide',
        'Cheek retractor placed',
        'Gingival barrier painted on from 15 to 25 and 45 to 35',
        'Cured',
        'Checked for gaps',
        '25% hydrogen peroxide gel applied 3 cycles of 15 minutes under the light',
        'She had a zing on 21 during the second cycle',
        'We skipped the light on the last one',
        'Gel suctioned and rinsed',
        'Barrier removed',
        'Slight blanching on the papilla between 11 and 21 which settled',
        'Desensitiser applied',
        'Shade after B1',
      ],
      NOTES: "She's thrilled with it",
      'F/U': 'Review in 2 weeks for photos',
    },
  }),
  defineCase({
    id: 'cm03-uk-asr-fdi-diastema-closure-m-composites-11-21-edge-12-appends',
    style: 'UK',
    asr: true,
    transcript:
      'patient in for the composite bonding to close the gap between one one and two one and tidy up the edges medical history no changes asthmatic on a brown inhaler no allergies intra oral two millimetre diastema between one one and two one charting one one and two one sound one two chipped incisal edge bpe unchanged verbal consent no la needed teeth cleaned with pumice shade a one body and enamel silicone index from the wax up tried in ptfe tape on the adjacent teeth etched bonded with optibond fl mesial composites one one and two one built up using the palatal silicone index diastema closed contact tight to floss um then composite added to one two incisal edge shaped with discs and polished with spiral wheels occlusion checked in protrusion and lateral excursions she loved it in the mirror told her to avoid biting into hard things like crusty bread and to come back if anything chips review in two weeks for polish and photos',
    appends: ["add to notes she's bringing her mum in for a consultation next month", 'change two weeks to three weeks'],
    expect: {
      CC: 'Composite bonding to close the gap between 11 and 21 and tidy up the edges',
      'MED HX': 'No changes. Asthmatic on a brown inhaler. No allergies',
      INTRA: '2 mm diastema between 11 and 21',
      PERIO: 'BPE unchanged',
      DENTAL: [
        ['11', 'Sound'],
        ['21', 'Sound'],
        ['12', 'Chipped incisal edge'],
      ],
      CONSULT: 'Told her to avoid biting into hard things like crusty bread and to come back if anything chips',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['M composites 11, 21', 'Composite 12'],
      TX: [
        'No LA needed',
        'Teeth cleaned with pumice',
        'Shade A1 body and enamel',
        'Silicone index from the wax up tried in',
        'PTFE tape on the adjacent teeth',
        'Etched',
        'Bonded with OptiBond FL',
        'M composites 11, 21 built up using the palatal silicone index',
        'Diastema closed',
        'Contact tight to floss',
        'Composite added to 12 incisal edge',
        'Shaped with discs and polished with spiral wheels',
        'Occlusion checked in protrusion and lateral excursions',
      ],
      NOTES: "She loved it in the mirror. She's bringing her mum in for a consultation next month",
      'F/U': 'Review in 3 weeks for polish and photos',
    },
  }),
  defineCase({
    id: 'cm04-uk-asr-fdi-veneer-preps-11-21-d-composite-replaced-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the veneer preps on one one and two one medical history no changes no allergies one one discoloured with large mesial and distal composites two one discoloured with a leaking distal composite one two and two two sound gingivae healthy consent form for the veneers signed last visit reconfirmed today la two cartridges articaine four percent one in a hundred thousand adrenaline labial and palatal infiltration one one and two one could you pass me the ptfe tape please thanks mock up from the index checked depth cuts through the mock up at nought point five millimetres preps one one and two one nought point five to nought point seven millimetres labially and one point five millimetres incisal reduction margins just subgingival to hide the dark colour you're doing really well nearly there distal composite two one replaced with estelite a two size double zero cord scanned with the trios upper lower and bite stump shade taken nd five and photos for the lab temporaries in protemp from the mock up index spot etched occlusion checked she said they already look better than her old teeth advised no biting into apples and careful with hard food next visit veneer fit in two weeks",
    expect: {
      CC: 'Veneer preps on 11 and 21',
      'MED HX': 'No changes. No allergies',
      PERIO: 'Gingivae healthy',
      DENTAL: [
        ['11', 'Discoloured with large M and D composites'],
        ['21', 'Discoloured with a leaking D composite'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      CONSULT: 'Advised no biting into apples and careful with hard food',
      CONSENT: 'Consent form for the veneers signed last visit reconfirmed today',
      'TX TODAY': ['D composite 21'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, labial infiltration + palatal infiltration 11, 21',
        'Mock up from the index checked',
        'Depth cuts through the mock up at 0.5 mm',
        'Preps 11, 21 0.5 to 0.7 mm labially and 1.5 mm incisal reduction',
        'Margins just subgingival to hide the dark colour',
        'D composite 21 replaced with Estelite A2',
        'Size 00 cord',
        'Scanned with the Trios upper lower and bite',
        'Stump shade taken ND5 and photos for the lab',
        'Temporaries in Protemp from the mock up index',
        'Spot etched',
        'Occlusion checked',
      ],
      NOTES: 'She said they already look better than her old teeth',
      NV: ['Veneer fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cm05-uk-asr-fdi-replace-old-pfms-11-21-crown-prep-emax-temps',
    style: 'UK',
    asr: true,
    transcript:
      "um she's in for replacement of her two old crowns on one one and two one she hates the grey line at the gum medical history no changes on levothyroxine allergic to penicillin one one and two one porcelain bonded crowns with dark margins and slight recession one two sound two two mesial composite sorry distal composite intact pa one one and two one last visit both root filled no periapical problems she chose e max crowns at the consultation written consent signed la two cartridges lidocaine two percent one in eighty thousand adrenaline labial and palatal infiltration one one and two one old crowns sectioned and removed cores sound two one dentine dark so took the margin a bit deeper crown prep one one and two one with a one millimetre shoulder double cord technique size zero and size one impressions in honigum heavy and light body bite registration in putty shade a one with normal and polarised photos for the lab temporary crowns made in protemp from the putty index cemented with tempbond ne occlusion checked she was worried they'd look bulky but she's happy with the temps advised floss by pulling through not up next visit crown fit one one and two one in two weeks",
    expect: {
      CC: 'Replacement of her 2 old crowns on 11 and 21. She hates the grey line at the gum',
      'MED HX': 'No changes. On levothyroxine. Allergic to penicillin',
      DENTAL: [
        ['11', 'Porcelain bonded crowns with dark margins and slight recession'],
        ['21', 'Porcelain bonded crowns with dark margins and slight recession'],
        ['12', 'Sound'],
        ['22', 'D composite intact'],
      ],
      RADIO: 'PA 11 and 21 last visit both root filled. No periapical problems',
      CONSULT: 'She chose e.max crowns at the consultation. Advised floss by pulling through not up',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep 11, 21', 'Impressions', 'Temporary crowns'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration 11, 21',
        'Old crowns sectioned and removed',
        'Cores sound',
        '21 dentine dark',
        'Took the margin a bit deeper',
        'Crown prep 11, 21 with a 1 mm shoulder',
        'Double cord technique size 0 and size 1',
        'Impressions in Honigum heavy and light body',
        'Bite registration in putty',
        'Shade A1 with normal and polarised photos for the lab',
        'Temporary crowns made in Protemp from the putty index',
        'Cemented with TempBond NE',
        'Occlusion checked',
      ],
      NOTES: "She was worried they'd look bulky but she's happy with the temps",
      NV: ['Crown fit 11, 21 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cm06-uk-asr-fdi-tooth-wear-review-bewe-scan-compare-scratch-that-night-guard',
    style: 'UK',
    asr: true,
    transcript:
      "tooth wear review yearly check her husband says she still grinds at night medical history acid reflux on omeprazole no allergies extra oral masseters bulky not tender intra oral tongue scalloping linea alba bewe scores two three two two three two charting one one and two one palatal erosion into dentine incisal edges thin and chipping three six cupped cusps three three and four three flat canine tips bpe one one one one one one scanned with the trios and compared with last year's scan about nought point two sorry nought point three millimetres more loss on the upper incisors photos taken diagnosis erosive tooth wear with bruxism explained the wear is slowly getting worse talked about a night guard and composite build ups on the upper front teeth now or monitoring for another year she'd like the night guard now and will think about the build ups advised drink fizzy drinks through a straw scratch that advised fizzy drinks with meals only no brushing for an hour after anything acidic upper and lower impressions for a soft night guard next visit fit night guard in two weeks",
    expect: {
      CC: 'Tooth wear review yearly check. Her husband says she still grinds at night',
      'MED HX': 'Acid reflux on omeprazole. No allergies',
      EXTRA: 'Masseters bulky not tender',
      INTRA: 'Tongue scalloping. Linea alba. BEWE scores 2 3 2 / 2 3 2',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine incisal edges thin and chipping'],
        ['21', 'P erosion into dentine incisal edges thin and chipping'],
        ['36', 'Cupped cusps'],
        ['33', 'Flat canine tips'],
        ['43', 'Flat canine tips'],
      ],
      DX: ['Erosive tooth wear with bruxism'],
      CONSULT:
        "Explained the wear is slowly getting worse. Talked about a night guard and composite build ups on the upper front teeth now or monitoring for another year. She'd like the night guard now and will think about the build ups. Advised fizzy drinks with meals only. No brushing for an hour after anything acidic",
      'TX TODAY': ['Impressions'],
      TX: [
        "Scanned with the Trios and compared with last year's scan",
        'About 0.3 mm more loss on the upper incisors',
        'Photos taken',
        'Upper and lower impressions for a soft night guard',
      ],
      NV: ['Fit night guard in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist typing Palmer shorthand (Palmer)
  defineCase({
    id: 'cm07-uk-typed-palmer-cosmetic-consult-edge-bonding-quote-alginates-wax-up',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Cosmetic consult. C/o chipped, worn upper front teeth, wants them evened up. MH: fit & well, NKDA. Smokes 10/day. EO: NAD, low lip line. IO: NAD. BPE 2 1 2/2 2 2. UR1, UL1 chipped incisal edges, approx 1.5 mm short. UR2 incisal wear into dentine. LR1, LL1 crowded, incisal wear. Photos + shade A3 taken. Upper + lower alginate impressions for diagnostic wax-up. Opts: edge bonding UR2-UL2 (£220/tooth), porcelain veneers (£850/tooth), no tx. Discussed smoking will stain composite. Pt keen on bonding. Written estimate given. NV: mock-up + composite bonding UR2-UL2.',
    expect: {
      CC: 'Cosmetic consult. Chipped, worn upper front teeth, wants them evened up',
      'MED HX': 'Fit & well, NKDA. Smokes 10/day',
      EXTRA: 'NAD, low lip line',
      INTRA: 'NAD',
      PERIO: 'BPE 2 1 2/2 2 2',
      DENTAL: [
        ['UR1', 'Chipped incisal edges, approx 1.5 mm short'],
        ['UL1', 'Chipped incisal edges, approx 1.5 mm short'],
        ['UR2', 'I wear into dentine'],
        ['LR1', 'Crowded, I wear'],
        ['LL1', 'Crowded, I wear'],
      ],
      CONSULT:
        'Opts: edge bonding UR2-UL2 (£220/tooth), porcelain veneers (£850/tooth), no tx. Discussed smoking will stain composite. Pt keen on bonding. Written estimate given',
      'TX TODAY': ['Impressions'],
      TX: ['Photos + shade A3 taken', 'Upper + lower alginate impressions for diagnostic wax-up'],
      NV: ['Mock-up + composite bonding UR2-UL2'],
    },
  }),
  defineCase({
    id: 'cm08-uk-typed-palmer-home-whitening-tray-fit-comps-wont-change',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Home whitening tray fit. MH: no change, NKDA. Not pregnant or breastfeeding. UR1 + UL1 M comps, A3, good margins. UR3 buccal cervical abrasion, sensitive to air. Pre-op shade A3.5 (Vita classical), photos taken. Trays tried in: good fit, no blanching, scalloped short of gingivae. Home whitening trays fitted. Demo of loading + wearing: 10% carbamide peroxide (Opalescence PF), 1 small drop per tooth, overnight. 4 syringes dispensed. Warned re sensitivity – use Sensodyne, skip a night if needed. Reminded comps UR1/UL1 won't change colour + may need replacing after, pt aware. Review 2/52 shade + photos.",
    expect: {
      CC: 'Home whitening tray fit',
      'MED HX': 'No change, NKDA. Not pregnant or breastfeeding',
      DENTAL: [
        ['UR1', 'M comps, A3, good margins'],
        ['UL1', 'M comps, A3, good margins'],
        ['UR3', 'B cervical abrasion, sensitive to air'],
      ],
      CONSULT:
        "Demo of loading + wearing: 10% carbamide peroxide (Opalescence PF), 1 small drop per tooth, overnight. Warned re sensitivity – use Sensodyne, skip a night if needed. Reminded comps UR1/UL1 won't change colour + may need replacing after, pt aware",
      'TX TODAY': ['Whitening'],
      TX: [
        'Pre-op shade A3.5 (Vita classical)',
        'Photos taken',
        'Trays tried in: good fit',
        'No blanching',
        'Scalloped short of gingivae',
        'Home whitening trays fitted',
        '4 syringes dispensed',
      ],
      'F/U': 'Review 2 weeks shade + photos',
    },
  }),
  defineCase({
    id: 'cm09-uk-typed-palmer-four-emax-veneers-cemented-ur2-ul2-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit 4x e.max veneers UR2-UL2. Temps OK, UL2 temp came off last wk, pt kept it safe. MH: no change, NKDA. Gingivae healthy around temps, slight inflammation UL2. UR3, UL3 sound. No LA (pt preference). Temps removed, preps cleaned w/ pumice + chlorhex. Veneers tried in w/ neutral try-in paste. Fit + margins + contacts OK. Pt approved shade + shape in mirror. Photos taken. Veneers: HF 20s, rinsed, Monobond Plus. Teeth: OptraGate, PTFE tape, 37% etch 30s, Adhese Universal. Cemented w/ Variolink Esthetic LC neutral (centrals first), tack cure, excess removed, floss through, glycerin gel, final cure 20s/surface. Margins finished w/ 12 blade + Sof-Lex strips. Occlusion: UL1 light in protrusion, adjusted + polished. Night guard advised, pt declined for now. Review 2/52 + photos.',
    expect: {
      CC: 'Fit 4x e.max veneers UR2-UL2. Temps OK, UL2 temp came off last wk, pt kept it safe',
      'MED HX': 'No change, NKDA',
      PERIO: 'Gingivae healthy around temps, slight inflammation UL2',
      DENTAL: [
        ['UR3', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT: 'Night guard advised, pt declined for now',
      TX: [
        'No LA (pt preference)',
        'Temps removed',
        'Preps cleaned w/ pumice + chlorhex',
        'Veneers tried in w/ neutral try-in paste',
        'Fit + margins + contacts OK',
        'Photos taken',
        'Veneers: HF 20s',
        'Rinsed',
        'Monobond Plus',
        'Teeth: OptraGate',
        'PTFE tape',
        '37% etch 30s',
        'Adhese Universal',
        'Cemented w/ Variolink Esthetic LC neutral (centrals first)',
        'Tack cure',
        'Excess removed',
        'Floss through',
        'Glycerin gel',
        'Final cure 20s/surface',
        'Margins finished w/ 12 blade + Sof-Lex strips',
        'Occlusion: UL1 light in protrusion',
        'Adjusted + polished',
      ],
      NOTES: 'Pt approved shade + shape in mirror',
      'F/U': 'Review 2 weeks + photos',
    },
  }),
  defineCase({
    id: 'cm10-uk-typed-palmer-laser-gum-contouring-ur3-ul3-appends-change-review',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Laser gum contouring UR3-UL3 as planned. MH: no change, NKDA. EO: high smile line, 4 mm gum showing on full smile. Probing 3-4 mm labially UR3-UL3, bone sounding 3 mm+ from planned margins. UR1 + UL1 short square clinical crowns, 8 mm. Pre-op photos taken. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr, labial infil UR3-UL3. Planned margins marked w/ probe + surgical guide. Diode laser 1.5 W, margins recontoured UR3-UL3, zeniths evened, approx 1.5 mm removed UR1/UL1, approx 1 mm UR2/UL2. Haemostasis good. Post-op photos taken. POIG: soft brush + CHX gel 2x daily for 1/52 + avoid hot/spicy food. Pt pleased w/ immediate result. Plan: composite bonding UR2, UL2 once healed (6/52). Review 2 weeks.',
    appends: ["Add to notes: pt's sister also interested in gum contouring.", 'Change 2 weeks to 10 days.'],
    expect: {
      CC: 'Laser gum contouring UR3-UL3 as planned',
      'MED HX': 'No change, NKDA',
      EXTRA: 'High smile line, 4 mm gum showing on full smile',
      PERIO: 'Probing 3-4 mm labially UR3-UL3, bone sounding 3 mm+ from planned margins',
      DENTAL: [
        ['UR1', 'Short square clinical crowns, 8 mm'],
        ['UL1', 'Short square clinical crowns, 8 mm'],
      ],
      TX: [
        'Pre-op photos taken',
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR3-UL3',
        'Planned margins marked w/ probe + surgical guide',
        'Diode laser 1.5 W',
        'Margins recontoured UR3-UL3',
        'Zeniths evened',
        'Approx 1.5 mm removed UR1/UL1',
        'Approx 1 mm UR2/UL2',
        'Haemostasis good',
        'Post-op photos taken',
        'POIG: soft brush + CHX gel 2x daily for 1 week + avoid hot/spicy food',
      ],
      'TX PLAN': ['Composite bonding UR2, UL2 once healed (6 weeks)'],
      NOTES: "Pt pleased w/ immediate result. Pt's sister also interested in gum contouring",
      'F/U': 'Review 10 days',
    },
  }),
  defineCase({
    id: 'cm11-uk-typed-palmer-crown-fit-ul1-emax-replacing-pfm-shade-accepted',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Crown fit UL1 (e.max, replacing old PFM). No sensitivity w/ temp. MH: no change, on amlodipine, NKDA. UL1 temp intact, gingiva slightly inflamed P margin. UR1 natural, A2 w/ white flecks. No LA. Temp removed w/ crown remover, prep cleaned w/ pumice. Crown tried in: M contact tight, eased + polished. Shade very close but slightly bright incisally. Pt happy to accept, did not want a lab remake. Photos taken. Cemented w/ RelyX Unicem 2, tack cure, excess removed, floss through contacts. Occlusion: ICP light contact, guidance shared w/ UR1 in protrusion. POIG. Pt asked about whitening lower teeth, advised whiten before any future crowns. Recall 6/12 as normal.',
    expect: {
      CC: 'Crown fit UL1 (e.max, replacing old PFM). No sensitivity w/ temp',
      'MED HX': 'No change, on amlodipine, NKDA',
      DENTAL: [
        ['UL1', 'Temp intact, gingiva slightly inflamed P margin'],
        ['UR1', 'Natural, A2 w/ white flecks'],
      ],
      CONSULT:
        'Pt happy to accept, did not want a lab remake. Pt asked about whitening lower teeth, advised whiten before any future crowns',
      'TX TODAY': ['Crown fit UL1'],
      TX: [
        'No LA',
        'Temp removed w/ crown remover',
        'Prep cleaned w/ pumice',
        'Crown tried in: M contact tight',
        'Eased + polished',
        'Shade very close but slightly bright incisally',
        'Photos taken',
        'Cemented w/ RelyX Unicem 2',
        'Tack cure',
        'Excess removed',
        'Floss through contacts',
        'Occlusion: ICP light contact',
        'Guidance shared w/ UR1 in protrusion',
        'POIG',
      ],
      'F/U': 'Recall 6 months as normal',
    },
  }),
  defineCase({
    id: 'cm12-uk-typed-palmer-edge-bonding-lower-incisors-i-comp-night-guard-advice',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Edge bonding lower incisors as planned. Pt bothered by chipped, uneven lower front teeth in photos. MH: no change, NKDA. BPE 1 1 1/1 1 1. LR2, LR1, LL1, LL2 incisal wear, enamel chipping, no sensitivity. LR3 + LL3 flat cusp tips. No LA. Pumice, PTFE tape, shade A2 enamel (Essentia LE). Etch 30s, Clearfil Universal Bond. I comp LR2, LR1, LL1, LL2 freehand w/ Mylar strip. Shaped w/ discs, polished w/ Enhance + diamond paste. Occlusion checked ICP + protrusion, LR1 high – adjusted. Pt happy. Advised no nail biting or opening packets w/ teeth. Night guard recommended given wear – pt will think about it. Review 6/12 w/ photos.',
    expect: {
      CC: 'Edge bonding lower incisors as planned. Pt bothered by chipped, uneven lower front teeth in photos',
      'MED HX': 'No change, NKDA',
      PERIO: 'BPE 1 1 1/1 1 1',
      DENTAL: [
        ['LR2', 'I wear, enamel chipping, no sensitivity'],
        ['LR1', 'I wear, enamel chipping, no sensitivity'],
        ['LL1', 'I wear, enamel chipping, no sensitivity'],
        ['LL2', 'I wear, enamel chipping, no sensitivity'],
        ['LR3', 'Flat cusp tips'],
        ['LL3', 'Flat cusp tips'],
      ],
      CONSULT:
        'Advised no nail biting or opening packets w/ teeth. Night guard recommended given wear – pt will think about it',
      'TX TODAY': ['I composite LR2, LR1, LL1, LL2'],
      TX: [
        'No LA',
        'Pumice',
        'PTFE tape',
        'Shade A2 enamel (Essentia LE)',
        'Etch 30s',
        'Clearfil Universal Bond',
        'I comp LR2, LR1, LL1, LL2 freehand w/ Mylar strip',
        'Shaped w/ discs',
        'Polished w/ Enhance + diamond paste',
        'Occlusion checked ICP + protrusion',
        'LR1 high – adjusted',
      ],
      NOTES: 'Pt happy',
      'F/U': 'Review 6 months w/ photos',
    },
  }),

  // ---------------------------------------------------------------- 3. US cosmetic dentist (Universal, recogniser-style)
  defineCase({
    id: 'cm13-us-asr-smile-makeover-consult-veneers-5-12-fees-carecredit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient cosmetic consult she wants a hollywood smile she had whitening years ago that's gone back yellow um medical history healthy takes vitamin d only no allergies extraoral lips full smile line average dark buccal corridors intraoral soft tissues normal mild crowding upper and lower psr one one one one one one number seven and number ten rotated slightly numbers eight and nine large mesial composites stained numbers six and eleven sound full series of photos and video for smile design intraoral scan upper and lower shade today a three she wants bl two went over whitening plus bonding versus eight porcelain veneers number five through twelve explained veneers are a lifetime commitment they'll need replacing in ten to fifteen years and some tooth gets removed about twelve hundred dollars a veneer so around ninety six hundred total told her about carecredit twelve months no interest she wants to see the digital smile design before deciding plan digital smile design with a wax up then a mock up visit",
    expect: {
      CC: "New patient cosmetic consult. She wants a Hollywood smile. She had whitening years ago that's gone back yellow",
      'MED HX': 'Healthy. Takes vitamin D only. No allergies',
      EXTRA: 'Lips full. Smile line average. Dark buccal corridors',
      INTRA: 'Soft tissues normal. Mild crowding upper and lower',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [
        ['7', 'Rotated slightly'],
        ['10', 'Rotated slightly'],
        ['8', 'Large M composites stained'],
        ['9', 'Large M composites stained'],
        ['6', 'Sound'],
        ['11', 'Sound'],
      ],
      CONSULT:
        "She wants BL2. Went over whitening plus bonding versus 8 porcelain veneers #5 through #12. Explained veneers are a lifetime commitment. They'll need replacing in 10 to 15 years and some tooth gets removed. About $1,200 a veneer so around $9,600 total. Told her about CareCredit 12 months no interest. She wants to see the digital smile design before deciding",
      TX: ['Full series of photos and video for smile design', 'Intraoral scan upper and lower', 'Shade today A3'],
      'TX PLAN': ['Digital smile design with a wax up', 'Mock up visit'],
    },
  }),
  defineCase({
    id: 'cm14-us-asr-composite-bonding-peg-laterals-7-10-shade-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for bonding on the peg laterals seven and ten medical history no changes takes adderall no allergies numbers seven and ten peg shaped with small spaces either side numbers eight and nine sound gums healthy no anesthetic needed teeth pumiced isolated with an optragate shade b one sorry a one selective etch on enamel bonded with scotchbond universal composite seven and ten built up against the putty matrix from the wax up contours finished with a flame bur and discs polished with rubber points and paste contacts flossed cleanly occlusion checked in protrusive took after photos she was crying happy tears told her to avoid biting her nails and pens because composite can chip follow up in two weeks for a polish',
    expect: {
      CC: 'Bonding on the peg laterals #7 and #10',
      'MED HX': 'No changes. Takes Adderall. No allergies',
      PERIO: 'Gums healthy',
      DENTAL: [
        ['7', 'Peg shaped with small spaces either side'],
        ['10', 'Peg shaped with small spaces either side'],
        ['8', 'Sound'],
        ['9', 'Sound'],
      ],
      CONSULT: 'Told her to avoid biting her nails and pens because composite can chip',
      'TX TODAY': ['Composite #7, #10'],
      TX: [
        'No anesthetic needed',
        'Teeth pumiced',
        'Isolated with an OptraGate',
        'Shade A1',
        'Selective etch on enamel',
        'Bonded with Scotchbond Universal',
        'Composite #7, #10 built up against the putty matrix from the wax up',
        'Contours finished with a flame bur and discs',
        'Polished with rubber points and paste',
        'Contacts flossed cleanly',
        'Occlusion checked in protrusive',
        'Took after photos',
      ],
      NOTES: 'She was crying happy tears',
      'F/U': 'Follow up in 2 weeks for a polish',
    },
  }),
  defineCase({
    id: 'cm15-us-asr-invisalign-start-attachments-ipr-appends-change-weeks',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for invisalign start twenty two aligners upper and lower medical history no changes no allergies not on any meds teeth clean no caries gums healthy mild plaque lower anteriors numbers twenty four and twenty five crowded number eight mesial composite intact consent form signed for aligner treatment including root resorption and relapse risks uh polished the buccal surfaces with pumice placed attachments on six seven ten eleven twenty two and twenty seven with the template used tetric evoceram flash removed with a scalpel blade ipr point two millimeters between twenty three and twenty four then point three millimeters between twenty four and twenty five then point two millimeters between twenty five and twenty six checked with the gauge inserted aligner one fit good showed him insertion and removal wear them twenty two hours a day only water with them in change every two weeks chewies given he asked if he can still drink coffee told him take them out first next visit aligner check in six weeks',
    appends: ['add to notes he plays the clarinet and is worried about his embouchure', 'change six weeks to eight weeks'],
    expect: {
      CC: 'Invisalign start 22 aligners upper and lower',
      'MED HX': 'No changes. No allergies. Not on any meds',
      INTRA: 'Teeth clean. No caries',
      PERIO: 'Gums healthy. Mild plaque lower anteriors',
      DENTAL: [
        ['24', 'Crowded'],
        ['25', 'Crowded'],
        ['8', 'M composite intact'],
      ],
      CONSULT:
        'Showed him insertion and removal. Wear them 22 hours a day. Only water with them in. Change every 2 weeks. He asked if he can still drink coffee. Told him take them out first',
      CONSENT: 'Consent form signed for aligner treatment including root resorption and relapse risks',
      TX: [
        'Polished the buccal surfaces with pumice',
        'Placed attachments #6, #7, #10, #11, #22, #27 with the template',
        'Used Tetric EvoCeram',
        'Flash removed with a scalpel blade',
        'IPR 0.2 mm between #23 and #24',
        '0.3 mm between #24 and #25',
        '0.2 mm between #25 and #26',
        'Checked with the gauge',
        'Inserted aligner 1',
        'Fit good',
        'Chewies given',
      ],
      NOTES: 'He plays the clarinet and is worried about his embouchure',
      NV: ['Aligner check in 8 weeks'],
    },
  }),
  defineCase({
    id: 'cm16-us-asr-veneer-try-in-6-11-too-long-midline-not-cemented',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the veneer try in six e max veneers six through eleven medical history no changes allergic to latex temps intact gums a little puffy around seven and eight numbers five and twelve sound no anesthetic temps removed with a spoon excavator preps cleaned with pumice and chlorhexidine tried in all six with clear try in paste fit and margins good but seven and ten are about point five millimeters too long and the midline is a touch to the left she noticed it too in the mirror and her sister on facetime agreed um we decided not to cement today photos taken with the retractor and without sent back to the lab to shorten seven and ten and shift the midline temps recemented with a dot of flowable on each occlusion checked told her the lab needs about ten days and there's no extra fee she said she'd rather wait and get them perfect next visit veneer cementation six through eleven",
    expect: {
      CC: 'Veneer try-in 6 e.max veneers #6 through #11',
      'MED HX': 'No changes. Allergic to latex',
      INTRA: 'Temps intact',
      PERIO: 'Gums a little puffy around #7 and #8',
      DENTAL: [
        ['5', 'Sound'],
        ['12', 'Sound'],
      ],
      CONSULT:
        "We decided not to cement today. Told her the lab needs about 10 days and there's no extra fee. She said she'd rather wait and get them perfect",
      TX: [
        'No anesthetic',
        'Temps removed with a spoon excavator',
        'Preps cleaned with pumice and chlorhexidine',
        'Tried in all 6 with clear try-in paste',
        'Fit and margins good but #7, #10 are about 0.5 mm too long',
        'Midline is a touch to the left',
        'Photos taken with the retractor and without',
        'Sent back to the lab to shorten #7, #10 and shift the midline',
        'Temps recemented with a dot of flowable on each',
        'Occlusion checked',
      ],
      NOTES: 'She noticed it too in the mirror. Her sister on FaceTime agreed',
      NV: ['Veneer cementation #6 through #11'],
    },
  }),
  defineCase({
    id: 'cm17-us-asr-aligner-check-14-of-26-7-not-tracking-attachment-12',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "aligner check she's on aligner fourteen of twenty six wearing them about twenty hours a day she says number seven feels like it's not moving medical history no changes no allergies aligners fitting well number seven not tracking about one millimeter gap at the incisal edge attachment missing on number twelve number twenty two attachment intact gums healthy mild inflammation lower anteriors replaced the twelve attachment with the template and tetric evoceram ipr point two millimeters between seven and eight to make room checked with a strip told her to use the chewies on seven for five minutes twice a day and to stay on aligner fourteen for an extra week she asked if a refinement costs more told her refinements are included in her fee plan refinement scan if seven hasn't caught up next visit aligner check in six weeks",
    expect: {
      CC: "Aligner check. She's on aligner 14 of 26 wearing them about 20 hours a day. She says #7 feels like it's not moving",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Aligners fitting well',
      PERIO: 'Gums healthy. Mild inflammation lower anteriors',
      DENTAL: [
        ['7', 'Not tracking about 1 mm gap at the incisal edge'],
        ['12', 'Attachment missing'],
        ['22', 'Attachment intact'],
      ],
      CONSULT:
        'Told her to use the chewies on #7 for 5 minutes twice a day and to stay on aligner 14 for an extra week. She asked if a refinement costs more. Told her refinements are included in her fee',
      TX: [
        'Replaced the #12 attachment with the template and Tetric EvoCeram',
        'IPR 0.2 mm between #7 and #8 to make room',
        'Checked with a strip',
      ],
      'TX PLAN': ["Refinement scan if #7 hasn't caught up"],
      NV: ['Aligner check in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cm18-us-asr-in-office-whitening-boost-pfm-8-disappointed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for in office whitening with opalescence boost she has an event next weekend and wants them as white as possible medical history no changes takes lexapro no allergies number eight pfm crown shade a two numbers seven and nine natural a three numbers six and eleven slight recession sensitive to air no cavities starting shade a three on the vita guide retractor on gingival barrier from four to thirteen and twenty one to twenty eight cured boost forty percent applied two applications of twenty minutes rinsed between sensitivity on the lower left sorry lower right during the second application so we stopped there shade after b two she's disappointed it's not whiter explained the crown won't change and the teeth may lighten a bit more over the next two days offered home trays for fifty dollars off told her the crown on eight might need replacing to match applied relief acp desensitizer white diet for forty eight hours follow up in two weeks to check the shade",
    expect: {
      CC: 'In office whitening with Opalescence Boost. She has an event next weekend and wants them as white as possible',
      'MED HX': 'No changes. Takes Lexapro. No allergies',
      INTRA: 'No cavities',
      DENTAL: [
        ['8', 'PFM crown shade A2'],
        ['7', 'Natural A3'],
        ['9', 'Natural A3'],
        ['6', 'Slight recession sensitive to air'],
        ['11', 'Slight recession sensitive to air'],
      ],
      CONSULT:
        "Explained the crown won't change and the teeth may lighten a bit more over the next 2 days. Offered home trays for $50 off. Told her the crown on #8 might need replacing to match. White diet for 48 hours",
      'TX TODAY': ['Whitening'],
      TX: [
        'Starting shade A3 on the Vita guide',
        'Retractor on',
        'Gingival barrier from #4 to #13 and #21 to #28',
        'Cured',
        'Boost 40% applied 2 applications of 20 minutes',
        'Rinsed between',
        'Sensitivity on the lower right during the second application',
        'We stopped there',
        'Shade after B2',
        'Applied Relief ACP desensitizer',
      ],
      NOTES: "She's disappointed it's not whiter",
      'F/U': 'Follow up in 2 weeks to check the shade',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist typing full sentences (Universal)
  defineCase({
    id: 'cm19-us-typed-aligner-consult-pano-records-fee-insurance-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for a consultation about clear aligners. She is unhappy with crowding of her lower front teeth, which has worsened since she stopped wearing her retainer years ago. Medical history: no changes, hypothyroidism on levothyroxine, no known drug allergies. Extraoral: facial profile straight, lips competent. Intraoral: moderate crowding of the lower incisors, mild spacing upper, overbite 4 mm, overjet 3 mm, Class I molars bilaterally. PSR 1 1 1 / 2 2 1. #24 is blocked out lingually. #8 and #9 have intact mesial composites. #30 has an intact crown. A panoramic radiograph was taken for orthodontic assessment and showed normal bone levels and no pathology; #1, #16, #17 and #32 are missing. Records were taken: full photographs and an iTero scan. The diagnosis is moderate lower crowding due to relapse. We reviewed a simulation of the result on the scanner together. Options discussed were comprehensive aligners, limited lower aligners, and no treatment. The fee for comprehensive treatment is $5,800 including refinements and retainers; her insurance has a $1,500 lifetime orthodontic maximum. She asked about financing and was given the CareCredit information. She would like to proceed with comprehensive aligners. Informed consent was reviewed and signed. Next visit: aligner delivery with attachments in 4 weeks.',
    expect: {
      CC: 'Consultation about clear aligners. She is unhappy with crowding of her lower front teeth, which has worsened since she stopped wearing her retainer years ago',
      'MED HX': 'No changes, hypothyroidism on levothyroxine, no known drug allergies',
      EXTRA: 'Facial profile straight, lips competent',
      INTRA:
        'Moderate crowding of the lower incisors, mild spacing upper, overbite 4 mm, overjet 3 mm, Class I molars bilaterally',
      PERIO: 'PSR 1 1 1 / 2 2 1',
      DENTAL: [
        ['24', 'Blocked out lingually'],
        ['8', 'Intact M composites'],
        ['9', 'Intact M composites'],
        ['30', 'Intact crown'],
      ],
      RADIO:
        'Panoramic radiograph was taken for orthodontic assessment and showed normal bone levels and no pathology; #1, #16, #17 and #32 are missing',
      DX: ['Moderate lower crowding due to relapse'],
      CONSULT:
        'We reviewed a simulation of the result on the scanner together. Options discussed were comprehensive aligners, limited lower aligners, and no treatment. Fee for comprehensive treatment is $5,800 including refinements and retainers; her insurance has a $1,500 lifetime orthodontic maximum. She asked about financing and was given the CareCredit information. She would like to proceed with comprehensive aligners',
      CONSENT: 'Informed consent was reviewed and signed',
      TX: ['Records were taken: full photographs and an iTero scan'],
      NV: ['Aligner delivery with attachments in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cm20-us-typed-veneer-consult-mock-up-6-11-lower-whitening-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "The patient presents for a veneer consultation. He dislikes his small, worn upper front teeth and dark old fillings and says he has avoided smiling in photos for years. Medical history: no changes, hypertension controlled on lisinopril, no known drug allergies. His blood pressure today was 128/82. Extraoral: low smile line, upper incisors not visible at rest. Intraoral: generalized incisal wear on the upper and lower anteriors. PSR 2 2 2 / 2 2 2. #7 and #10 have stained distal composites. #8 and #9 are short with chipped incisal edges. #6 and #11 have cervical abrasion. Full photographs and a scan were taken, and the shade was recorded as A3.5. #6 through #11 were mocked up in bis-acryl from last week's wax-up so he could see the proposed length. He liked the length but wanted the laterals a little shorter, and this was noted for the lab. We discussed six porcelain veneers versus composite veneers, including lifespan, maintenance, cost, and the need for a night guard because of his wear. The fee is $1,450 per porcelain veneer. He chose porcelain and will start with home whitening of the lower teeth. The mock-up was removed, and alginate impressions were taken for a lower whitening tray. Plan: home whitening of the lower arch, then six porcelain veneers #6 to #11. Next visit: lower whitening tray delivery in 1 week.",
    expect: {
      CC: 'Veneer consultation. He dislikes his small, worn upper front teeth and dark old fillings and says he has avoided smiling in photos for years',
      'MED HX':
        'No changes, hypertension controlled on lisinopril, no known drug allergies. His blood pressure today was 128/82',
      EXTRA: 'Low smile line, upper incisors not visible at rest',
      INTRA: 'Generalized incisal wear on the upper and lower anteriors',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['7', 'Stained D composites'],
        ['10', 'Stained D composites'],
        ['8', 'Short with chipped incisal edges'],
        ['9', 'Short with chipped incisal edges'],
        ['6', 'Cervical abrasion'],
        ['11', 'Cervical abrasion'],
      ],
      CONSULT:
        'He liked the length but wanted the laterals a little shorter, and this was noted for the lab. We discussed 6 porcelain veneers versus composite veneers, including lifespan, maintenance, cost, and the need for a night guard because of his wear. Fee is $1,450 per porcelain veneer. He chose porcelain and will start with home whitening of the lower teeth',
      'TX TODAY': ['Impressions'],
      TX: [
        'Full photographs and a scan were taken',
        'Shade was recorded as A3.5',
        "#6 through #11 were mocked up in bis-acryl from last week's wax-up so he could see the proposed length",
        'Mock-up was removed',
        'Alginate impressions were taken for a lower whitening tray',
      ],
      'TX PLAN': ['Home whitening of the lower arch', '6 porcelain veneers #6 to #11'],
      NV: ['Lower whitening tray delivery in 1 week'],
    },
  }),
  defineCase({
    id: 'cm21-us-typed-emax-crowns-8-9-seated-replacing-pfms',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for seating of two e.max crowns on #8 and #9, which replace her old PFM crowns that had gray margins and did not match her other teeth. She reports no sensitivity with the temporaries. Medical history: no changes, takes sertraline, allergic to penicillin. #8 and #9 have intact temporaries. The gingiva around the temporaries is slightly inflamed. #7 and #10 are shade B1 after whitening last month. No anesthetic was needed. The temporaries were removed and the preparations were cleaned with pumice. Both crowns were tried in with water-soluble try-in paste. The contact between #8 and #9 was tight and was adjusted and polished. The patient and her husband viewed them in a hand mirror and approved the shade. The crowns were etched with hydrofluoric acid, rinsed, and silanated. Crown #8 was cemented with Panavia V5 and tack cured, and excess cement was removed. Crown #9 was cemented the same way. A final light cure was done on each surface. The occlusion was checked in centric and protrusive, and a heavy contact on #9 in protrusive was adjusted. Post-operative instructions were given. She asked whether the crowns will stain, and I told her they will not but her natural teeth may darken over time. We will see her in 2 weeks to check the gingiva.',
    expect: {
      CC: 'Seating of 2 e.max crowns on #8 and #9, which replace her old PFM crowns that had gray margins and did not match her other teeth. She reports no sensitivity with the temporaries',
      'MED HX': 'No changes, takes sertraline, allergic to penicillin',
      PERIO: 'Gingiva around the temporaries is slightly inflamed',
      DENTAL: [
        ['8', 'Intact temporaries'],
        ['9', 'Intact temporaries'],
        ['7', 'Shade B1 after whitening last month'],
        ['10', 'Shade B1 after whitening last month'],
      ],
      CONSULT:
        'She asked whether the crowns will stain, and I told her they will not but her natural teeth may darken over time',
      'TX TODAY': ['Crown fit #8', 'Crown fit #9'],
      TX: [
        'No anesthetic was needed',
        'Temporaries were removed',
        'Preparations were cleaned with pumice',
        'Both crowns were tried in with water-soluble try-in paste',
        'Contact between #8 and #9 was tight and was adjusted and polished',
        'Crowns were etched with hydrofluoric acid',
        'Rinsed',
        'Silanated',
        'Crown #8 was cemented with Panavia V5 and tack cured',
        'Excess cement was removed',
        'Crown #9 was cemented the same way',
        'Final light cure was done on each surface',
        'Occlusion was checked in centric and protrusive',
        'Heavy contact on #9 in protrusive was adjusted',
        'Post-operative instructions were given',
      ],
      NOTES: 'Patient and her husband viewed them in a hand mirror and approved the shade',
      'F/U': 'We will see her in 2 weeks to check the gingiva',
    },
  }),
  defineCase({
    id: 'cm22-us-typed-refinement-scan-ipr-6-7-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for a refinement scan at the end of his first series of aligners (aligner 24 of 24). He reports wearing them about 22 hours a day, but he says the upper right canine never felt tight. Medical history: no changes, seasonal allergies, takes loratadine, no known drug allergies. The upper midline is 1 mm to the right of the lower. Lower crowding has resolved. #6 is not fully expressed and is about 1.5 mm short of the planned position. #11 has a debonded attachment. There is a small black triangle between #24 and #25. The gingiva is healthy. Attachments were removed from #6 and #11 with a finishing bur because new attachments are planned. IPR of 0.3 mm was done between #6 and #7, and the contacts were checked with a gauge. A full iTero scan with a bite scan and photos was taken. He asked if the black triangle can be fixed, and we discussed small composite additions after treatment. He will continue wearing aligner 24 at night until the refinement aligners arrive.',
    appends: [
      'Add to notes: he is traveling for work for 3 weeks next month and would like the refinements before then.',
      'Next visit: refinement aligner delivery with new attachments #6, #11.',
    ],
    expect: {
      CC: 'Refinement scan at the end of his first series of aligners (aligner 24 of 24). He reports wearing them about 22 hours a day, but he says the upper right canine never felt tight',
      'MED HX': 'No changes, seasonal allergies, takes loratadine, no known drug allergies',
      INTRA:
        'Upper midline is 1 mm to the right of the lower. Lower crowding has resolved. There is a small black triangle between #24 and #25',
      PERIO: 'Gingiva is healthy',
      DENTAL: [
        ['6', 'Not fully expressed and is about 1.5 mm short of the planned position'],
        ['11', 'Debonded attachment'],
      ],
      CONSULT:
        'He asked if the black triangle can be fixed, and we discussed small composite additions after treatment. He will continue wearing aligner 24 at night until the refinement aligners arrive',
      TX: [
        'Attachments were removed #6, #11 with a finishing bur because new attachments are planned',
        'IPR of 0.3 mm was done between #6 and #7',
        'Contacts were checked with a gauge',
        'Full iTero scan with a bite scan and photos was taken',
      ],
      NOTES: 'He is traveling for work for 3 weeks next month and would like the refinements before then',
      NV: ['Refinement aligner delivery with new attachments #6, #11'],
    },
  }),
  defineCase({
    id: 'cm23-us-typed-attachment-removal-bonded-retainer-22-27-vivera-fluoride-8',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for attachment removal and retainer delivery at the end of aligner treatment. She is very pleased with her smile. Medical history: no changes, no medications, allergic to sulfa drugs. All attachments were intact. Spaces are closed and the midlines are coincident. #8 has slight decalcification on the labial surface near the gingiva. The gingiva is mildly inflamed on the lower anteriors. The attachments were removed with a 12-fluted carbide bur and the enamel was polished with Sof-Lex discs. A lingual bonded retainer was placed from #22 to #27 with 0.0175 braided wire and flowable composite. The contacts were checked with floss. Vivera retainers upper and lower were tried in and fit well. Fluoride varnish was applied to the decalcified area on #8. She was shown how to clean under the wire with floss threaders. The retainers are to be worn full-time for 2 weeks and then every night indefinitely. She asked about whitening now that the attachments are off, and we will make trays for her if she wants. Final photographs were taken. Recall in 6 months with a retainer check.',
    expect: {
      CC: 'Attachment removal and retainer delivery at the end of aligner treatment',
      'MED HX': 'No changes, no medications, allergic to sulfa drugs',
      INTRA: 'All attachments were intact. Spaces are closed and the midlines are coincident',
      PERIO: 'Gingiva is mildly inflamed on the lower anteriors',
      DENTAL: [['8', 'Slight decalcification on the labial surface near the gingiva']],
      CONSULT:
        'She was shown how to clean under the wire with floss threaders. Retainers are to be worn full-time for 2 weeks and then every night indefinitely. She asked about whitening now that the attachments are off, and we will make trays for her if she wants',
      'TX TODAY': ['Fluoride varnish #8'],
      TX: [
        'Attachments were removed with a 12-fluted carbide bur',
        'Enamel was polished with Sof-Lex discs',
        'Lingual bonded retainer was placed from #22 to #27 with 0.0175 braided wire and flowable composite',
        'Contacts were checked with floss',
        'Vivera retainers upper and lower were tried in and fit well',
        'Fluoride varnish was applied to the decalcified area on #8',
        'Final photographs were taken',
      ],
      NOTES: 'She is very pleased with her smile',
      'F/U': 'Recall in 6 months with a retainer check',
    },
  }),
  defineCase({
    id: 'cm24-us-typed-post-whitening-composites-8-9-replaced-bl2',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for replacement of the old composites on #8 and #9 after finishing home whitening 2 weeks ago. She used 10% carbamide peroxide nightly for 3 weeks and had mild sensitivity that resolved. Medical history: no changes, type 1 diabetes with an insulin pump, no known drug allergies. #8 has a stained mesial composite that is now darker than the tooth. #9 has a stained distal composite with a chipped edge. #7 and #10 are sound. The whitened shade is B1, compared with A3 before. I explained that bonding should be done at least 2 weeks after whitening, which has now passed. Verbal consent was given. One carpule of 2% lidocaine with 1:100,000 epinephrine was given as a labial infiltration of #8 and #9. A rubber dam was placed from #6 to #11. The old composite was removed from #8, and there was no recurrent caries. A mesial composite was placed on #8 in shade BL2 (Filtek Supreme Ultra) with a Mylar strip. The old composite was removed from #9, and a distal composite was placed on #9 in the same shade. Both were finished with discs and polished. The shade matched well. She asked how long the whitening will last, and I advised a touch-up of 1 to 2 nights every few months. Next visit: hygiene recall in 4 months.',
    expect: {
      CC: 'Replacement of the old composites on #8 and #9 after finishing home whitening 2 weeks ago. She used 10% carbamide peroxide nightly for 3 weeks and had mild sensitivity that resolved',
      'MED HX': 'No changes, type 1 diabetes with an insulin pump, no known drug allergies',
      INTRA: 'Whitened shade is B1, compared with A3 before',
      DENTAL: [
        ['8', 'Stained M composite that is now darker than the tooth'],
        ['9', 'Stained D composite with a chipped edge'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      CONSULT:
        'I explained that bonding should be done at least 2 weeks after whitening, which has now passed. She asked how long the whitening will last, and I advised a touch-up of 1 to 2 nights every few months',
      CONSENT: 'Verbal consent was given',
      'TX TODAY': ['M composite #8', 'D composite #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8, #9',
        'Rubber dam was placed from #6 to #11',
        'Old composite was removed #8',
        'There was no recurrent caries',
        'M composite was placed #8 in shade BL2 (Filtek Supreme Ultra) with a Mylar strip',
        'Old composite was removed #9',
        'D composite was placed #9 in the same shade',
        'Both were finished with discs and polished',
        'Shade matched well',
      ],
      NV: ['Hygiene recall in 4 months'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK orthodontic therapist / aligner provider (FDI)
  defineCase({
    id: 'cm25-uk-typed-fdi-aligner-records-itero-ohi-cost-finance',
    style: 'UK',
    asr: false,
    transcript:
      'Records for clear aligners, as prescribed by dentist following consult. MH: no change, hay fever (cetirizine), NKDA. BPE 1 1 1/1 1 1, OH good. Crowding mild upper, moderate lower. OJ 3 mm, OB 40%. Upper centreline coincident w/ face, lower 1.5 mm to L. 31 and 41 crowded, 32 rotated. 16 MOD amalgam. Clinical photos taken. Scanned w/ iTero: upper + lower + bite. Pt informed of likely IPR (approx 0.2-0.5 mm lower incisors) + attachments. Consent to proceed with records. Reinforced OHI: TePe + electric brush. Pt asked re cost – Invisalign Lite £2,950 incl. retainers, 0% finance over 12 months available. Pt wants to start before summer. NV: ClinCheck review w/ dentist in 2/52.',
    expect: {
      CC: 'Records for clear aligners, as prescribed by dentist following consult',
      'MED HX': 'No change, hay fever (cetirizine), NKDA',
      INTRA:
        'Crowding mild upper, moderate lower. OJ 3 mm, OB 40%. Upper centreline coincident w/ face, lower 1.5 mm to L',
      PERIO: 'BPE 1 1 1/1 1 1, OH good',
      DENTAL: [
        ['31', 'Crowded'],
        ['41', 'Crowded'],
        ['32', 'Rotated'],
        ['16', 'MOD amalgam'],
      ],
      CONSULT:
        'Pt informed of likely IPR (approx 0.2-0.5 mm lower incisors) + attachments. Pt asked re cost – Invisalign Lite £2,950 incl. retainers, 0% finance over 12 months available. Pt wants to start before summer',
      CONSENT: 'Consent to proceed with records',
      'TX TODAY': ['OHI'],
      TX: ['Clinical photos taken', 'Scanned w/ iTero: upper + lower + bite', 'Reinforced OHI: TePe + electric brush'],
      NV: ['ClinCheck review w/ dentist in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cm26-uk-asr-fdi-aligner-review-8-of-20-ipr-sorry-attachment-13-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "okay aligner review she's on aligner eight of twenty no problems apart from a bit of soreness on changeover days wearing them twenty two hours medical history no changes no allergies oral hygiene good gums healthy aligners seating fully no gaps attachment missing on one three all other attachments intact four two rotation tracking well replaced the one three attachment using the template with tetric evoflow ipr as per the clincheck nought point three millimetres between three one and four one then nought point two millimetres between three one and three two sorry between three two and three three checked with the gauge polished with strips fluoride varnish to the ipr sites reminded her to keep using the chewies and to clean the aligners in cold water not hot she asked if she can whiten at the same time told her yes with the dentist's okay issued aligners nine to twelve change every ten days review in six weeks",
    expect: {
      CC: "Aligner review. She's on aligner 8 of 20. No problems apart from a bit of soreness on changeover days. Wearing them 22 hours",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Aligners seating fully. No gaps. All other attachments intact',
      PERIO: 'Oral hygiene good. Gums healthy',
      DENTAL: [
        ['13', 'Attachment missing'],
        ['42', 'Rotation tracking well'],
      ],
      CONSULT:
        "Reminded her to keep using the chewies and to clean the aligners in cold water not hot. She asked if she can whiten at the same time. Told her yes with the dentist's okay. Change every 10 days",
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Replaced the 13 attachment using the template with Tetric EvoFlow',
        'IPR as per the ClinCheck 0.3 mm between 31 and 41',
        '0.2 mm between 32 and 33',
        'Checked with the gauge',
        'Polished with strips',
        'Fluoride varnish to the IPR sites',
        'Issued aligners 9 to 12',
      ],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'cm27-uk-asr-fdi-attachments-off-bonded-retainer-33-43-essix-appends',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for attachment removal and retainers at the end of his aligner treatment medical history no changes no allergies oral hygiene fair slight plaque lower incisors all attachments present spaces closed centrelines coincident three two small white spot near the gum he's really happy with his smile um attachments removed with a tungsten carbide bur and polished with soflex discs lower bonded retainer three three to four three with braided wire and flowable checked with floss upper and lower essix retainers fitted fit good told him to wear the essix every night for life on top of the bonded one use superfloss under the wire he asked what happens if the wire breaks told him to call straight away retainer check in three months",
    appends: ['add to chart one one small chip on the incisal edge', 'next visit scale and polish with the hygienist'],
    expect: {
      CC: 'Attachment removal and retainers at the end of his aligner treatment',
      'MED HX': 'No changes. No allergies',
      INTRA: 'All attachments present. Spaces closed. Centrelines coincident',
      PERIO: 'Oral hygiene fair. Slight plaque lower incisors',
      DENTAL: [
        ['32', 'Small white spot near the gum'],
        ['11', 'Small chip on the incisal edge'],
      ],
      CONSULT:
        'Told him to wear the Essix every night for life on top of the bonded one. Use Superfloss under the wire. He asked what happens if the wire breaks. Told him to call straight away',
      TX: [
        'Attachments removed with a tungsten carbide bur and polished with Sof-Lex discs',
        'Lower bonded retainer 33 to 43 with braided wire and flowable',
        'Checked with floss',
        'Upper and lower Essix retainers fitted',
        'Fit good',
      ],
      NOTES: "He's really happy with his smile",
      NV: ['Scale and polish with the hygienist'],
      'F/U': 'Retainer check in 3 months',
    },
  }),
  defineCase({
    id: 'cm28-uk-typed-fdi-retainer-pad-rebond-42-pregnant-new-essix-scan',
    style: 'UK',
    asr: false,
    transcript:
      'Lower fixed retainer debonded on 42, noticed 3/7 ago. Aligner tx finished 2 yrs ago elsewhere. MH: pregnant (20 wks), otherwise fit & well, NKDA. BPE 2 2 2/2 2 2, pregnancy gingivitis. Retainer wire intact, other pads bonded. 42 pad lost, tooth not moved. Upper Essix cracked distally. Pad area cleaned w/ pumice, isolated w/ cotton rolls + dry guards. Etch, bond, wire rebonded 42 w/ flowable. Occlusion checked, no contact on pad. Scan upper for new Essix. OHI: interdental brushes + Superfloss under wire. Explained pregnancy gingivitis. Pt asked if X-rays needed; told her not for this. Fees: repair £60, new Essix £120. NV: fit new upper Essix 1/52.',
    expect: {
      CC: 'Lower fixed retainer debonded on 42, noticed 3 days ago. Aligner tx finished 2 yrs ago elsewhere',
      'MED HX': 'Pregnant (20 wks), otherwise fit & well, NKDA',
      INTRA: 'Retainer wire intact, other pads bonded. Upper Essix cracked distally',
      PERIO: 'BPE 2 2 2/2 2 2, pregnancy gingivitis',
      DENTAL: [['42', 'Pad lost, tooth not moved']],
      CONSULT:
        'Explained pregnancy gingivitis. Pt asked if X-rays needed; told her not for this. Fees: repair £60, new Essix £120',
      'TX TODAY': ['OHI'],
      TX: [
        'Pad area cleaned w/ pumice',
        'Isolated w/ cotton rolls + dry guards',
        'Etch',
        'Bond',
        'Wire rebonded 42 w/ flowable',
        'Occlusion checked',
        'No contact on pad',
        'Scan upper for new Essix',
        'OHI: interdental brushes + Superfloss under wire',
      ],
      NV: ['Fit new upper Essix 1 week'],
    },
  }),
  defineCase({
    id: 'cm29-uk-asr-fdi-refinement-attachments-removed-ipr-21-22-upset',
    style: 'UK',
    asr: true,
    transcript:
      "aligner refinement appointment she's finished her first set of twenty aligners but she's not happy with the left lateral still sticking out and a small gap between the front teeth medical history no changes on sertraline no allergies gums healthy bpe one one one one one one charting two two still labially placed about one millimetre two one still rotated about twenty degrees attachment debonded on two three sorry two four small black triangle between one one and two one removed the remaining attachments on the upper left with a finishing bur for the new plan ipr nought point two millimetres between two one and two two checked with the gauge scanned with the itero upper lower and bite photos taken for the dentist explained the black triangle is from the gum shape and can be improved with bonding at the end she was a bit upset as she thought it'd be finished by now told her refinements are normal and included in the fee and probably another eight to ten weeks next visit fit refinement aligners with new attachments in four weeks",
    expect: {
      CC: "Aligner refinement appointment. She's finished her first set of 20 aligners but she's not happy with the left lateral still sticking out and a small gap between the front teeth",
      'MED HX': 'No changes. On sertraline. No allergies',
      INTRA: 'Small black triangle between 11 and 21',
      PERIO: 'Gums healthy. BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['22', 'Still labially placed about 1 mm'],
        ['21', 'Still rotated about 20 degrees'],
        ['24', 'Attachment debonded'],
      ],
      CONSULT:
        'Explained the black triangle is from the gum shape and can be improved with bonding at the end. Told her refinements are normal and included in the fee and probably another 8 to 10 weeks',
      TX: [
        'Removed the remaining attachments on the upper left with a finishing bur for the new plan',
        'IPR 0.2 mm between 21 and 22',
        'Checked with the gauge',
        'Scanned with the iTero upper lower and bite',
        'Photos taken for the dentist',
      ],
      NOTES: "She was a bit upset as she thought it'd be finished by now",
      NV: ['Fit refinement aligners with new attachments in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cm30-uk-typed-fdi-retainer-check-relapse-31-41-lost-essix-plan',
    style: 'UK',
    asr: false,
    transcript:
      '3/12 retainer check post aligners. Wearing upper Essix nightly, says it feels tight some mornings. Lost lower Essix on holiday 2/52 ago, not worn since. MH: no change, NKDA. OH good, BPE 1 0 1/1 1 1. Upper Essix fits, small crack distal to 17. Mild lower relapse. 31 + 41 slightly overlapping (0.5 mm). Photos taken. Scanned lower w/ iTero for replacement Essix. Explained relapse likely to continue w/o retainer; option of new Essix + short course of 2-3 aligners if it worsens. Pt chose new Essix only for now. Fee £120 quoted + agreed. Pt asked about whitening before a wedding – advised to book consult w/ dentist. Plan: fit new lower Essix 1/52. Retainer check 6/12.',
    expect: {
      CC: '3 months retainer check post aligners. Wearing upper Essix nightly, says it feels tight some mornings. Lost lower Essix on holiday 2 weeks ago, not worn since',
      'MED HX': 'No change, NKDA',
      INTRA: 'Upper Essix fits, small crack distal to 17. Mild lower relapse',
      PERIO: 'OH good, BPE 1 0 1/1 1 1',
      DENTAL: [
        ['31', 'Slightly overlapping (0.5 mm)'],
        ['41', 'Slightly overlapping (0.5 mm)'],
      ],
      CONSULT:
        'Explained relapse likely to continue w/o retainer; option of new Essix + short course of 2-3 aligners if it worsens. Pt chose new Essix only for now. Fee £120 quoted + agreed. Pt asked about whitening before a wedding – advised to book consult w/ dentist',
      TX: ['Photos taken', 'Scanned lower w/ iTero for replacement Essix'],
      'TX PLAN': ['Fit new lower Essix 1 week'],
      'F/U': 'Retainer check 6 months',
    },
  }),
];
