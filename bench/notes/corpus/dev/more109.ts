// A hundred-and-ninth development batch (ids dg01–dg30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is the difficult visits of UK and US general
// practices and how carefully they were written up: patients unhappy with earlier work (a crown that keeps coming off,
// a filling that still hurts, a denture that never fitted, a bridge whose porcelain keeps chipping, a crown with an open
// margin), second opinions on another dentist's plan, failed work redone, refunds, warranties and goodwill gestures,
// complaints recorded word for word, angry and very anxious patients, informed refusal of radiographs, of treatment
// and of local anaesthetic, late arrivals and missed appointments, and incidents during the visit (cheek nicked by a
// bur, a bur dropped into the mouth, a lip chewed after LA, a faint during the injection, a crown swallowed at try-in)
// with what was said to the patient. Dentistry still happens in most visits. Six clinicians, five visits each:
//   dg01–dg05 a UK NHS dentist (FDI; dg01, dg03, dg04 recogniser-style, dg02, dg05 typed): a crown that keeps coming
//     off recemented with the patient's words (appended dictation), a composite that still hurts found high and
//     adjusted (no title), a new patient who refuses bitewings (informed refusal), a late patient with failed
//     appointments who gets one filling of two, a cheek nicked by the bur during a composite with the accident book;
//   dg06–dg10 a US general dentist (Universal, typed): a second opinion on six crowns, an upper denture that never
//     fitted remade as goodwill, a class IV composite redone free with the patient's words, an emergency patient who
//     refuses RCT and extraction and wants antibiotics (informed refusal), a very anxious new patient who could not
//     tolerate bitewings (appended dictation);
//   dg11–dg15 a UK private dentist (Palmer; dg11, dg13, dg14 recogniser-style with Palmer words, dg12, dg15 typed UR6
//     shorthand): a filling from another practice that still hurts (extirpation), a crown remade as goodwill because
//     of its shade, a bur dropped into the mouth and coughed out (appended dictation), a second opinion on a rocking
//     partial denture from another practice with "scratch that", a hopeless molar kept against advice by a patient who
//     misses appointments;
//   dg16–dg20 a US general dentist (Universal, recogniser-style): a very nervous patient's extraction with nitrous, a
//     late patient who asked for the office manager, a child's lip chewed after LA and an upset father, a second opinion
//     on a failed root canal referred to an endodontist (appended dictation), a chipped bridge repaired under warranty;
//   dg21–dg25 a UK practice (FDI; dg21, dg23, dg24 typed, dg22, dg25 recogniser-style): a formal complaint recorded
//     word for word with a goodwill refund, an anxious patient who could not take the injection (referred for
//     sedation), a composite that fell out twice replaced in amalgam under the NHS guarantee, a faint during the
//     injection with the extraction postponed, a patient who refuses LA for a filling (temporary dressing);
//   dg26–dg30 a US general dentist (Universal; dg27, dg29 recogniser-style, dg26, dg28, dg30 typed): a crown from
//     another office with an open margin replaced, a patient who refuses SRP and wants a regular cleaning, a broken tooth
//     in a patient who misses appointments (appended dictation), a crown swallowed at try-in, a terse note on a filling
//     that still hurts turned into a pulpectomy with the fee credited.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, one child with primary letters in dg18); 15 recogniser-style (lower
// case, number words, fillers, "sorry" / "I mean" / "scratch that" corrections, nurse asides in dg13 and dg16) and 15
// typed (terse shorthand in dg02, dg05–dg10, dg12, dg15, dg26, dg28, dg30; full sentences in dg21 and dg24; shorthand
// with section words in dg23); about 40 to 210 words (most 110 to 190); five cases with appended dictation (dg01, dg13,
// dg19 recogniser-style "add to notes …"; dg10, dg28 typed "Add to notes: …"). DENTAL in 28 cases (not dg07, dg29).
//
// Judgement calls where the contract was silent:
// - The patient's own words about the problem they came with stay in the CC ("She said I've had enough of this crown
//   I want it sorted properly", `Pt's words: "…"`); their words about cost, feelings or the service ("states "I paid
//   for this twice already"", "said it's not my fault the traffic was terrible"), a formal complaint recorded in their
//   own words at a review (dg21), anger, anxiety, tears, lateness and missed appointments are NOTES. Quotation marks are
//   kept as typed; typed quotes end before the full stop so that no field ends in `."`.
// - What was said to the patient about an incident or a failure (explained, apologised, advice, "told her to seek
//   medical help if …"), and money (refunds, goodwill remakes, warranties, "no charge", NHS guarantee, fees credited,
//   missed-appointment and deposit policies) are CONSULT; what the practice did about it without the patient (office
//   manager approved a remake or waived a fee, accident book / incident form, handpiece taken out of use, lab notified,
//   records checked, complaint passed to the practice manager) is NOTES.
// - A recommendation declined and its risks are CONSULT; "informed refusal signed / recorded" is CONSENT. Bitewings
//   recommended and declined (dg03) are CONSULT only, with nothing in RADIO; bitewings the patient could not tolerate
//   and the pano taken instead (dg10) are RADIO.
// - An incident while treating (cheek nicked, bur dropped and coughed out, the patient fainting, the crown slipping and
//   being swallowed) and the checks straight after it (bleeding stopped, breathing normal, pulse and BP) are TX items, as
//   more56 kept a cusp fractured during prep in TX; the patient's own reaction ("she was shaken but happy to carry on")
//   is NOTES.
// - Titles: when the procedure the patient came for was stopped or could not be done (dg24 extraction postponed after
//   a faint, dg29 crown swallowed at try-in), the CC does not give the title, as a procedure declined or only planned is
//   not done today; TX TODAY is empty. Occlusal adjustment, a supragingival scale, a temporary recemented, a
//   "temporary repair" with layered composite (no tooth in the composite item), IRM typed as "temp dressing" ("Temporary
//   dressing #13"), "prep refined" (no "crown prep" said) and "attempted LA" are as the table says: only table words give
//   titles. "Eased the denture fitting surface" is "Denture adjustment"; "final impression upper" is "Impression".
// - "labial + palatal infil UL1" is written "labial infiltration + palatal infiltration UL1" (labial is the incisor's
//   buccal); "L IANB" is "IANB left".
// - Denture findings and a clasp on a tooth are INTRA (the tooth names a place, rule 7); a socket is INTRA.
// - "porcelain fractured off the facial" of a pontic gives fracture "Porcelain"; "crack line" gives none.
// - Spoken staging and mobility classes become digits ("stage 3 grade B", "Class 1 mobility").
// - "Attempted LA … stopped at his request" (dg22) is kept as said, with no LA line as nothing was given; a referral
//   elsewhere ("referred to urgent care for chest and abdominal x-rays today") and "crown to be remade" are TX PLAN; "she
//   had not eaten breakfast" (before a faint) and "his wife is driving him" are NOTES.
import { defineCase, type NotesCase } from '../case.ts';

export const more109Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS dentist (FDI)
  defineCase({
    id: 'dg01-uk-asr-fdi-crown-46-keeps-coming-off-recement-panavia-nhs-guarantee-appends',
    style: 'UK',
    asr: true,
    transcript:
      "right she's here because the crown on four six keeps coming off it's come off three times since we fitted it eight months ago she said I've had enough of this crown I want it sorted properly medical history no changes takes omeprazole no allergies four six crown debonded prep short and tapered no caries margins sound four five and four seven sound pa four six no periapical changes diagnosis debonded crown four six poor retention explained the preparation is short so the crown has less grip options are recement with a resin cement or a new crown with grooves in the prep or crown lengthening first told her as it's within twelve months a new crown is free under the nhs guarantee she wants it recemented today and a new crown if it comes off again verbal consent no la crown and prep cleaned with pumice sandblasted the fitting surface recemented crown four six with panavia um excess removed occlusion checked advised no toffee or chewing gum on that side review one month",
    appends: ['add to notes she was tearful at the start but calmer once we had a plan'],
    expect: {
      CC: "Crown on 46 keeps coming off. It's come off 3 times since we fitted it 8 months ago. She said I've had enough of this crown I want it sorted properly",
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['46', 'Crown debonded prep short and tapered no caries margins sound'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 no periapical changes',
      DX: ['Debonded crown 46 poor retention'],
      CONSULT:
        "Explained the preparation is short so the crown has less grip. Options are recement with a resin cement or a new crown with grooves in the prep or crown lengthening first. Told her as it's within 12 months a new crown is free under the NHS guarantee. She wants it recemented today and a new crown if it comes off again. Advised no toffee or chewing gum on that side",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown recement 46'],
      TX: [
        'No LA',
        'Crown and prep cleaned with pumice',
        'Sandblasted the fitting surface',
        'Recemented crown 46 with Panavia',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: 'She was tearful at the start but calmer once we had a plan',
      'F/U': 'Review 1 month',
    },
  }),
  defineCase({
    id: 'dg02-uk-typed-fdi-do-comp-36-still-hurts-high-spot-adjusted-pts-words-no-title',
    style: 'UK',
    asr: false,
    transcript:
      `C/O 36 still painful on biting since DO comp placed here 3/52 ago. Sharp pain when chewing, brief twinge w/ cold. Pt's words: "Nobody warned me this could happen and I've been chewing on the other side ever since". MH: no change, NKDA. EO: NAD. 36 DO comp intact, margins sealed, high spot on articulating paper, TTP +, cold +ve not lingering. 35, 37 sound. PA 36: restoration close to pulp, no PA radiolucency. Dx: high restoration 36. Explained bite was high and likely cause, apologised. Occlusion adjusted w/ fine diamond until even contacts, polished. Pt felt the difference immediately. Advised if pain continues the nerve may be inflamed and RCT could be needed. Review 2/52, no charge.`,
    expect: {
      CC: `36 still painful on biting since DO comp placed here 3 weeks ago. Sharp pain when chewing, brief twinge w/ cold. Pt's words: "Nobody warned me this could happen and I've been chewing on the other side ever since"`,
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'DO comp intact, margins sealed, high spot on articulating paper, TTP +, cold +ve not lingering'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36: restoration close to pulp, no PA radiolucency',
      DX: ['High restoration 36'],
      CONSULT:
        'Explained bite was high and likely cause, apologised. Advised if pain continues the nerve may be inflamed and RCT could be needed',
      TX: ['Occlusion adjusted w/ fine diamond until even contacts', 'Polished'],
      NOTES: 'Pt felt the difference immediately',
      'F/U': 'Review 2 weeks, no charge',
    },
  }),
  defineCase({
    id: 'dg03-uk-asr-fdi-new-patient-declines-bitewings-informed-refusal-charting-ohi',
    style: 'UK',
    asr: true,
    transcript:
      "new patient check up moved to the area no problems medical history asthma uses a brown inhaler and a blue inhaler allergic to plasters no other allergies extra oral nad intra oral soft tissues healthy bpe two two two two one two charting one seven occlusal amalgam sound one six mesial occlusal amalgam with a ditched margin two six occlusal composite sound three six disto occlusal caries suspected grey under the marginal ridge um four six buccal pit caries four seven fissure sealant intact recommended bitewings to check between the back teeth she declined she said she had loads of x-rays as a kid and doesn't want any more explained the dose is very low and that without them we could miss decay between the teeth and it could get bigger and need a root canal or extraction she understood and still declined informed refusal signed and scanned ohi interdental brushes next visit buccal composite four six recall twelve months and ask again about bitewings",
    expect: {
      CC: 'New patient check up. Moved to the area. No problems',
      'MED HX': 'Asthma. Uses a brown inhaler and a blue inhaler. Allergic to plasters. No other allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MO amalgam with a ditched margin'],
        ['26', 'O composite sound'],
        ['36', 'DO caries suspected grey under the marginal ridge'],
        ['46', 'B pit caries'],
        ['47', 'Fissure sealant intact'],
      ],
      CONSULT:
        "Recommended bitewings to check between the back teeth. She declined. She said she had loads of x-rays as a kid and doesn't want any more. Explained the dose is very low and that without them we could miss decay between the teeth and it could get bigger and need a root canal or extraction. She understood and still declined",
      CONSENT: 'Informed refusal signed and scanned',
      'TX TODAY': ['OHI'],
      TX: ['OHI interdental brushes'],
      NV: ['B composite 46'],
      'F/U': 'Recall 12 months and ask again about bitewings',
    },
  }),
  defineCase({
    id: 'dg04-uk-asr-fdi-late-failed-appointments-one-of-two-fillings-do-comp-24-policy',
    style: 'UK',
    asr: true,
    transcript:
      "attended for fillings upper left two four and two six arrived twenty five minutes late so only time for one she has failed two appointments in the last six months medical history no changes no allergies two four disto occlusal caries two six occlusal caries unchanged la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two four caries removed sectional matrix disto occlusal composite two four shade a three sorry a two bite checked polished post op instructions given discussed our missed appointment policy and that after another failed appointment we may not be able to keep her on our nhs list she said she understands and will set reminders next visit occlusal composite two six",
    expect: {
      CC: 'Fillings upper left 24 and 26',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['24', 'DO caries'],
        ['26', 'O caries unchanged'],
      ],
      CONSULT:
        'Discussed our missed appointment policy and that after another failed appointment we may not be able to keep her on our NHS list. She said she understands and will set reminders',
      'TX TODAY': ['DO composite 24'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 24',
        'Caries removed',
        'Sectional matrix',
        'DO composite 24',
        'Shade A2',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'Arrived 25 minutes late so only time for one. She has failed 2 appointments in the last 6 months',
      NV: ['O composite 26'],
    },
  }),
  defineCase({
    id: 'dg05-uk-typed-fdi-o-comp-36-cheek-nicked-by-bur-warfarin-accident-book',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for O comp 36 as per tx plan. MH: no change, takes warfarin for AF, INR 2.4 checked this morning, NKDA. 36 O caries, not TTP. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 36. Cotton wool rolls. During caries removal pt coughed and moved, L buccal mucosa nicked by the bur. 3 mm superficial laceration, bled, haemostasis w/ pressure + gauze 5 min. Told pt straight away what had happened and apologised. Caries removed, O comp 36, shade A3, bite checked. Laceration checked again at end, no bleeding. Advised warm salt water rinses, should heal in 7-10 days, to call if bleeding restarts. Pt accepting, said "these things happen". Incident logged in accident book. Review 1/52 for soft tissue check.',
    expect: {
      CC: 'O comp 36 as per tx plan',
      'MED HX': 'No change, takes warfarin for AF, INR 2.4 checked this morning, NKDA',
      DENTAL: [['36', 'O caries, not TTP']],
      CONSULT:
        'Told pt straight away what had happened and apologised. Advised warm salt water rinses, should heal in 7-10 days, to call if bleeding restarts',
      'TX TODAY': ['O composite 36'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Cotton wool rolls',
        'During caries removal pt coughed and moved',
        'L buccal mucosa nicked by the bur',
        '3 mm superficial laceration',
        'Bled',
        'Haemostasis w/ pressure + gauze 5 min',
        'Caries removed',
        'O comp 36',
        'Shade A3',
        'Bite checked',
        'Laceration checked again at end',
        'No bleeding',
      ],
      NOTES: 'Pt accepting, said "these things happen". Incident logged in accident book',
      'F/U': 'Review 1 week for soft tissue check',
    },
  }),

  // ---------------------------------------------------------------- 2. US general dentist (Universal, typed)
  defineCase({
    id: 'dg06-us-typed-second-opinion-six-crowns-fmx-crown-3-composite-19-only',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for second opinion. Previous dentist recommended crowns on #3, #4, #13, #14, #19, #30 (est. $7,800), pt feels pressured. No pain. Med hx: HTN, lisinopril, NKDA. EO: WNL. IO: WNL. Perio: PSR 2 2 2 / 2 2 2. #3 large MOD amalgam, crack line on ML cusp. #4 DO composite intact. #13 O composite intact. #14 MO amalgam intact, no cracks. #19 MO caries. #30 MOD amalgam, marginal staining, no caries detected. FMX taken: #19 MO caries into dentin, #3 no PA pathology, no other caries. Dx: cracked cusp #3, caries #19. Discussed findings: in my opinion crown #3 is indicated and #19 needs a filling, the others can be monitored. Told pt that treatment opinions differ and reviewed her x-rays with her. Pt wants to proceed here. Pt said she was relieved. Copy of findings and FMX given to pt at her request. NV: crown prep #3, MO composite #19.',
    expect: {
      CC: 'Second opinion. Previous dentist recommended crowns on #3, #4, #13, #14, #19, #30 (est. $7,800), pt feels pressured. No pain',
      'MED HX': 'HTN, lisinopril, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'Large MOD amalgam, crack line on ML cusp'],
        ['4', 'DO composite intact'],
        ['13', 'O composite intact'],
        ['14', 'MO amalgam intact, no cracks'],
        ['19', 'MO caries'],
        ['30', 'MOD amalgam, marginal staining, no caries detected'],
      ],
      RADIO: 'FMX taken: #19 MO caries into dentin, #3 no PA pathology, no other caries',
      DX: ['Cracked cusp #3', 'Caries #19'],
      CONSULT:
        'Discussed findings: in my opinion crown #3 is indicated and #19 needs a filling, the others can be monitored. Told pt that treatment opinions differ and reviewed her x-rays with her. Pt wants to proceed here',
      NOTES: 'Pt said she was relieved. Copy of findings and FMX given to pt at her request',
      NV: ['Crown prep #3', 'MO composite #19'],
    },
  }),
  defineCase({
    id: 'dg07-us-typed-upper-denture-never-fitted-goodwill-remake-eased-final-impression',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      `Upper complete denture delivered here 3 months ago, 4 adjustment visits since, still loose. Pt's complaint in her words: "This denture has never fitted from day one and I'm sick of coming back". Med hx: no changes, type 2 diabetes, metformin, NKDA. IO: upper ridge well healed, sore spot R tuberosity area, no ulcers. Upper CD: poor retention, post dam short, flange overextended R buccal. Lower natural dentition. Explained retention problem is mainly the short post dam. Offered remake at no charge or refund of denture fee; pt chose remake. Office manager informed and approved goodwill remake. Denture eased at R buccal flange, polished. Final impression upper w/ border molding (green stick + light body PVS). Pt calmer by end of appt. NV: jaw relation records + tooth selection 2 weeks.`,
    expect: {
      CC: `Upper complete denture delivered here 3 months ago, 4 adjustment visits since, still loose. Pt's complaint in her words: "This denture has never fitted from day one and I'm sick of coming back"`,
      'MED HX': 'No changes, type 2 diabetes, metformin, NKDA',
      INTRA:
        'Upper ridge well healed, sore spot R tuberosity area, no ulcers. Upper CD: poor retention, post dam short, flange overextended R buccal. Lower natural dentition',
      CONSULT:
        'Explained retention problem is mainly the short post dam. Offered remake at no charge or refund of denture fee; pt chose remake',
      'TX TODAY': ['Denture adjustment', 'Impression'],
      TX: [
        'Denture eased at R buccal flange',
        'Polished',
        'Final impression upper w/ border molding (green stick + light body PVS)',
      ],
      NOTES: 'Office manager informed and approved goodwill remake. Pt calmer by end of appt',
      NV: ['Jaw relation records + tooth selection 2 weeks'],
    },
  }),
  defineCase({
    id: 'dg08-us-typed-loe-mi-composite-8-chipped-again-redo-no-charge-paid-twice',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LOE #8, MI composite chipped again (placed 6 wks ago). Pt upset, states "I paid for this twice already". Med hx: no changes, NKDA. #8 MI composite, incisal third lost, no sensitivity, vital to cold. #9 sound. Deep bite, heavy contact on #8 in protrusive. Dx: fractured composite #8 due to occlusion. Explained the bite is putting load on the edge; redo w/ longer bevel at no charge, and night guard recommended. Pt accepted. 1 carp 2% lido 1:100k epi infiltration #8. Old composite removed, 2 mm bevel, etched, bonded, MI composite #8 A1 w/ putty matrix. Protrusive adjusted, polished. Pt happy w/ result. Follow-up 1 wk.',
    expect: {
      CC: 'LOE #8, MI composite chipped again (placed 6 wks ago)',
      'MED HX': 'No changes, NKDA',
      INTRA: 'Deep bite, heavy contact on #8 in protrusive',
      DENTAL: [
        ['8', 'MI composite, incisal third lost, no sensitivity, vital to cold'],
        ['9', 'Sound'],
      ],
      DX: ['Fractured composite #8 due to occlusion'],
      CONSULT:
        'Explained the bite is putting load on the edge; redo w/ longer bevel at no charge, and night guard recommended. Pt accepted',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #8',
        'Old composite removed',
        '2 mm bevel',
        'Etched',
        'Bonded',
        'MI composite #8 A1 w/ putty matrix',
        'Protrusive adjusted',
        'Polished',
      ],
      NOTES: 'Pt upset, states "I paid for this twice already". Pt happy w/ result',
      'F/U': 'Follow-up 1 wk',
    },
  }),
  defineCase({
    id: 'dg09-us-typed-emergency-30-refuses-rct-and-extraction-wants-antibiotics-refusal',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt c/o throbbing pain #30 x 5 days, kept awake. Med hx: no changes, allergic to sulfa. EO: no swelling. #30 large DO caries, TTP ++, lingering cold. #29, #31 sound. PA #30: caries into pulp, widened PDL. Dx: symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #30. Recommended RCT or extraction. Explained antibiotics will not fix the tooth and the infection can spread. Pt declined all treatment today, wants antibiotics only and says he will "deal with it after vacation". Informed refusal form signed. No Rx for antibiotics given as no swelling or systemic signs; advised ibuprofen 600 mg + acetaminophen 500 mg q6h. Pt unhappy with this. Told pt to go to the ER if swelling or fever. Pt to call when ready to book.',
    expect: {
      CC: 'Emergency. Throbbing pain #30 x 5 days, kept awake',
      'MED HX': 'No changes, allergic to sulfa',
      EXTRA: 'No swelling',
      DENTAL: [
        ['30', 'Large DO caries, TTP ++, lingering cold'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA #30: caries into pulp, widened PDL',
      DX: ['Symptomatic irreversible pulpitis w/ symptomatic apical periodontitis #30'],
      CONSULT:
        'Recommended RCT or extraction. Explained antibiotics will not fix the tooth and the infection can spread. Pt declined all treatment today, wants antibiotics only and says he will "deal with it after vacation". No Rx for antibiotics given as no swelling or systemic signs; advised ibuprofen 600 mg + acetaminophen 500 mg q6h. Told pt to go to the ER if swelling or fever',
      CONSENT: 'Informed refusal form signed',
      NOTES: 'Pt unhappy with this',
      'F/U': 'Pt to call when ready to book',
    },
  }),
  defineCase({
    id: 'dg10-us-typed-anxious-new-pt-could-not-tolerate-bwx-pano-nitrous-plan-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt exam. Last dental visit 10+ yrs ago. Very anxious (rates 9/10), had a bad extraction as a child. Came w/ her sister for support. Med hx: anxiety, sertraline 50 mg, NKDA. EO: WNL. IO: tongue + FOM WNL. PSR 3 3 3 / 3 2 3, heavy calculus lower anteriors, BOP generalized. #2 MO caries. #3 missing. #14 large O caries, cold sensitive. #15 DO caries. #18 root tip. #30 O amalgam, fractured L cusp. Pt could not tolerate BWX sensor (gagging, panic), stopped at her request; pano taken instead: #18 root tip, no PA lesions seen, generalized mild bone loss. Dx: caries #2, #14, #15, generalized periodontitis (staging pending FMX). Discussed nitrous oxide and oral sedation options; pt prefers nitrous. Agreed to go slowly, stop signal (raise left hand) agreed. Tx plan: SRP 4 quads, composites #2, #14, #15, ext #18 root tip, crown #30. NV: SRP UR w/ nitrous.',
    appends: ['Add to notes: pt asked for morning appts, less time to worry.'],
    expect: {
      CC: 'New pt exam. Last dental visit 10+ yrs ago',
      'MED HX': 'Anxiety, sertraline 50 mg, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Tongue + FOM WNL',
      PERIO: 'PSR 3 3 3 / 3 2 3, heavy calculus lower anteriors, BOP generalized',
      DENTAL: [
        ['2', 'MO caries'],
        ['3', 'Missing'],
        ['14', 'Large O caries, cold sensitive'],
        ['15', 'DO caries'],
        ['18', 'Root tip'],
        ['30', 'O amalgam, fractured L cusp', 'L cusp'],
      ],
      RADIO:
        'Pt could not tolerate BWX sensor (gagging, panic), stopped at her request; pano taken instead: #18 root tip, no PA lesions seen, generalized mild bone loss',
      DX: ['Caries #2, #14, #15', 'Generalized periodontitis (staging pending FMX)'],
      CONSULT:
        'Discussed nitrous oxide and oral sedation options; pt prefers nitrous. Agreed to go slowly, stop signal (raise left hand) agreed',
      'TX PLAN': ['SRP 4 quads', 'Composites #2, #14, #15', 'Extraction #18 root tip', 'Crown #30'],
      NOTES:
        'Very anxious (rates 9/10), had a bad extraction as a child. Came w/ her sister for support. Pt asked for morning appts, less time to worry',
      NV: ['SRP UR w/ nitrous'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK private dentist (Palmer)
  defineCase({
    id: 'dg11-uk-asr-palmer-filling-elsewhere-still-hurts-lr6-irreversible-pulpitis-extirpation',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended complaining of pain lower right six since a filling at his old practice two months ago wakes him at night and uh lasts for ages with hot drinks he asked whether the other dentist had done something wrong medical history no changes no allergies extra oral nad lower right six large mesial occlusal distal composite margins intact tender to percussion lingering pain to heat lower right seven sound lower right five sound pa lower right six restoration very close to the pulp widened periodontal ligament mesial root diagnosis irreversible pulpitis lower right six told him deep decay can irritate the nerve even with a good filling and I couldn't comment on work I hadn't seen being done options root canal or extraction he wants to keep it verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration lower right six rubber dam access pulp extirpated lower right six ledermix and cavit next visit complete root canal lower right six",
    expect: {
      CC: 'Pain LR6 since a filling at his old practice 2 months ago. Wakes him at night. Lasts for ages with hot drinks',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['LR6', 'Large MOD composite margins intact tender to percussion lingering pain to heat'],
        ['LR7', 'Sound'],
        ['LR5', 'Sound'],
      ],
      RADIO: 'PA LR6 restoration very close to the pulp. Widened periodontal ligament mesial root',
      DX: ['Irreversible pulpitis LR6'],
      CONSULT:
        "He asked whether the other dentist had done something wrong. Told him deep decay can irritate the nerve even with a good filling and I couldn't comment on work I hadn't seen being done. Options root canal or extraction. He wants to keep it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LR6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR6',
        'Rubber dam',
        'Access',
        'Pulp extirpated LR6',
        'Ledermix and Cavit',
      ],
      NV: ['Complete RCT LR6'],
    },
  }),
  defineCase({
    id: 'dg12-uk-typed-palmer-crown-ul1-shade-complaint-goodwill-remake-impressions-temp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Crown UL1 fitted 4/12 ago, pt unhappy with colour since fit ('it looks grey and fake next to my other teeth'). Agreed at last visit to remake as goodwill, lab to share cost, no charge to pt. MH: no change, NKDA. UL1 PFM crown, margin visible labially, gingiva slightly recessed, shade too low value vs UR1. UR1, UL2 sound. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr labial + palatal infil UL1. Crown sectioned and removed, core intact. Prep refined, margin dropped 0.5 mm subgingivally. Retraction cord, PVS impressions, custom shade taken w/ lab technician chairside, photos sent. Temp crown in Protemp A1, TempBond. POIG. Pt happier w/ temp shade already. NV: try-in UL1 crown 2/52 before glaze.",
    expect: {
      CC: "Crown UL1 fitted 4 months ago, pt unhappy with colour since fit ('it looks grey and fake next to my other teeth')",
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL1', 'PFM crown, margin visible labially, gingiva slightly recessed, shade too low value vs UR1'],
        ['UR1', 'Sound'],
        ['UL2', 'Sound'],
      ],
      CONSULT: 'Agreed at last visit to remake as goodwill, lab to share cost, no charge to pt',
      'TX TODAY': ['Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration UL1',
        'Crown sectioned and removed',
        'Core intact',
        'Prep refined',
        'Margin dropped 0.5 mm subgingivally',
        'Retraction cord',
        'PVS impressions',
        'Custom shade taken w/ lab technician chairside',
        'Photos sent',
        'Temp crown in Protemp A1',
        'TempBond',
        'POIG',
      ],
      NOTES: 'Pt happier w/ temp shade already',
      NV: ['Try-in UL1 crown 2 weeks before glaze'],
    },
  }),
  defineCase({
    id: 'dg13-uk-asr-palmer-mo-comp-ur4-bur-dropped-coughed-out-sorry-nurse-aside-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for the filling on the upper right five sorry upper right four medical history no changes takes lansoprazole no allergies upper right four mesial occlusal caries upper right five sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper right four cotton wool rolls could I have the slow handpiece please thanks during caries removal the bur came out of the fast handpiece and fell to the back of her mouth she sat up and coughed it straight out onto the bib bur retrieved and checked it was complete no coughing or wheezing after breathing normal explained exactly what happened and apologised told her to seek medical help if she develops a cough or chest pain she was shaken but happy to carry on handpiece taken out of use and reported for servicing rubber dam placed for the rest of the filling caries removed mesial occlusal composite upper right four shade a two bite checked polished incident form completed",
    appends: ['add to notes she rang this afternoon to say no cough and she feels fine'],
    expect: {
      CC: 'Filling on UR4',
      'MED HX': 'No changes. Takes lansoprazole. No allergies',
      DENTAL: [
        ['UR4', 'MO caries'],
        ['UR5', 'Sound'],
      ],
      CONSULT:
        'Explained exactly what happened and apologised. Told her to seek medical help if she develops a cough or chest pain',
      'TX TODAY': ['MO composite UR4'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UR4',
        'Cotton wool rolls',
        'During caries removal the bur came out of the fast handpiece and fell to the back of her mouth',
        'She sat up and coughed it straight out onto the bib',
        'Bur retrieved and checked it was complete',
        'No coughing or wheezing after',
        'Breathing normal',
        'Rubber dam placed for the rest of the filling',
        'Caries removed',
        'MO composite UR4',
        'Shade A2',
        'Bite checked',
        'Polished',
      ],
      NOTES:
        'She was shaken but happy to carry on. Handpiece taken out of use and reported for servicing. Incident form completed. She rang this afternoon to say no cough and she feels fine',
    },
  }),
  defineCase({
    id: 'dg14-uk-asr-palmer-second-opinion-rocking-partial-denture-eased-scratch-that-quote',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for a second opinion about her lower partial denture made at another practice six months ago she says it's never fitted and it rocks when she eats they told her she'd get used to it medical history no changes on amlodipine no allergies intra oral soft tissues healthy no ulcers lower acrylic partial denture rocks on the lower left four clasp on the lower right five loose bpe one one one one one one lower left four and lower right five sound adjusted the clasp on lower right five eased the denture fitting surface over lower left four checked with pressure indicating paste much less rocking explained a cobalt chrome denture designed with rests would be more stable quoted nine hundred pounds scratch that quoted eight hundred and fifty pounds she asked what she can do about the old practice advised her to raise it with them first and if it isn't resolved the dental complaints service can help she'll think about the new denture",
    expect: {
      CC: "Second opinion about her lower partial denture made at another practice 6 months ago. She says it's never fitted and it rocks when she eats. They told her she'd get used to it",
      'MED HX': 'No changes. On amlodipine. No allergies',
      INTRA: 'Soft tissues healthy. No ulcers. Lower acrylic partial denture rocks on LL4. Clasp on LR5 loose',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['LL4', 'Sound'],
        ['LR5', 'Sound'],
      ],
      CONSULT:
        "Explained a cobalt chrome denture designed with rests would be more stable. Quoted £850. She asked what she can do about the old practice. Advised her to raise it with them first and if it isn't resolved the Dental Complaints Service can help. She'll think about the new denture",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Adjusted the clasp on LR5',
        'Eased the denture fitting surface over LL4',
        'Checked with pressure indicating paste',
        'Much less rocking',
      ],
    },
  }),
  defineCase({
    id: 'dg15-uk-typed-palmer-hopeless-lr7-declines-xla-informed-refusal-dna-twice',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review LR7. Still mobile + food trapping. Has DNA\'d twice since last seen. MH: no change, smoker 15/day, NKDA. BPE 4 3 4 / 4 3 4*. LR7 grade III mobile, 9 mm pocket D, furcation involvement. LR6 grade I mobile. PA LR7: bone loss to apex. Dx: hopeless LR7, periodontitis stage IV grade C. Advised XLA LR7; risks of leaving it explained (infection, abscess, bone loss around LR6). Pt declines XLA, wants to keep it "as long as it doesn\'t hurt". Informed refusal recorded, pt signed. Supragingival scale LR quadrant, chlorhexidine gel to LR7 pocket. Smoking cessation advice, pt not ready. NV: hygienist 3/12. Review LR7 at next exam.',
    expect: {
      CC: 'Review LR7. Still mobile + food trapping',
      'MED HX': 'No change, smoker 15/day, NKDA',
      PERIO: 'BPE 4 3 4 / 4 3 4*',
      DENTAL: [
        ['LR7', 'Grade III mobile, 9 mm pocket D, furcation involvement'],
        ['LR6', 'Grade I mobile'],
      ],
      RADIO: 'PA LR7: bone loss to apex',
      DX: ['Hopeless LR7', 'Periodontitis stage IV grade C'],
      CONSULT:
        'Advised XLA LR7; risks of leaving it explained (infection, abscess, bone loss around LR6). Pt declines XLA, wants to keep it "as long as it doesn\'t hurt". Smoking cessation advice, pt not ready',
      CONSENT: 'Informed refusal recorded, pt signed',
      TX: ['Supragingival scale LR quadrant', 'Chlorhexidine gel to LR7 pocket'],
      NOTES: "Has DNA'd twice since last seen",
      NV: ['Hygienist 3 months'],
      'F/U': 'Review LR7 at next exam',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'dg16-us-asr-very-nervous-extraction-20-nitrous-sorry-bp-retaken-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for extraction of number twenty she's really nervous she was shaking in the waiting room and cried when she sat down medical history high blood pressure on amlodipine blood pressure today one fifty two over ninety four retook after she calmed down one thirty eight over eighty eight no allergies number twenty broken down to the gumline nonrestorable numbers nineteen and twenty one sound pa shows the root intact no periapical lesion diagnosis nonrestorable number twenty talked her through each step and agreed she can raise her hand to stop nitrous oxide forty percent sorry thirty percent topical benzocaine two carpules lidocaine two percent one to one hundred thousand epi left ianb plus buccal infiltration took two breaks could you hand me the lower premolar forceps thanks elevated and extracted number twenty with forceps root intact gauze pack hemostasis achieved post op instructions given verbal and written she said that was nothing like she expected follow up if any problems",
    expect: {
      CC: 'Extraction of #20',
      'MED HX':
        'High blood pressure on amlodipine. Blood pressure today 152/94. Retook after she calmed down 138/88. No allergies',
      DENTAL: [
        ['20', 'Broken down to the gumline nonrestorable'],
        ['19', 'Sound'],
        ['21', 'Sound'],
      ],
      RADIO: 'PA shows the root intact. No periapical lesion',
      DX: ['Nonrestorable #20'],
      CONSULT: 'Talked her through each step and agreed she can raise her hand to stop',
      'TX TODAY': ['Extraction #20'],
      TX: [
        'Nitrous oxide 30%',
        'Topical benzocaine',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Took 2 breaks',
        'Elevated and extracted #20 with forceps',
        'Root intact',
        'Gauze pack',
        'Hemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES:
        "She's really nervous. She was shaking in the waiting room and cried when she sat down. She said that was nothing like she expected",
      'F/U': 'Follow up if any problems',
    },
  }),
  defineCase({
    id: 'dg17-us-asr-periodic-exam-35-min-late-office-manager-late-fee-bitewings-only',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam patient arrived thirty five minutes late for her hour appointment so we did the exam and bitewings only and rebooked the cleaning she was upset and said it's not my fault the traffic was terrible and asked to speak to the office manager office manager spoke with her and waived the late fee she's been late to the last three visits uh medical history no changes takes levothyroxine allergic to penicillin extraoral within normal limits intraoral within normal limits psr two two two two two two number three mesial occlusal caries number fourteen crown margins intact number thirty distal occlusal composite sound two bitewings mesial occlusal caries on three into dentin no other caries diagnosis caries number three next visit prophy and mesial occlusal composite number three recall six months",
    expect: {
      CC: 'Periodic exam',
      'MED HX': 'No changes. Takes levothyroxine. Allergic to penicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'MO caries'],
        ['14', 'Crown margins intact'],
        ['30', 'DO composite sound'],
      ],
      RADIO: '2 bitewings. MO caries on #3 into dentin. No other caries',
      DX: ['Caries #3'],
      NOTES:
        "Patient arrived 35 minutes late for her hour appointment so we did the exam and bitewings only and rebooked the cleaning. She was upset and said it's not my fault the traffic was terrible and asked to speak to the office manager. Office manager spoke with her and waived the late fee. She's been late to the last 3 visits",
      NV: ['Prophy', 'MO composite #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dg18-us-asr-child-lip-chewed-after-la-filling-s-upset-dad-apology-no-charge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency seven year old back with dad he chewed his lower lip after his filling on letter s yesterday while he was numb dad is upset and said nobody told us this could happen medical history healthy no meds no allergies extraoral lower right lip swollen with a large ulcer yellow base no spreading redness no fever intraoral letter s disto occlusal composite intact not tender diagnosis traumatic ulcer lower lip from biting after local anesthetic explained this is common after numbing in kids and it looks worse than it is it should heal in seven to ten days apologized that dad had not been told our records show written instructions were given to mom advised vaseline on the lip soft cool foods children's ibuprofen for pain dad calmer at the end no charge for today's visit review in one week",
    expect: {
      CC: 'Emergency. He chewed his lower lip after his filling on #S yesterday while he was numb',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Lower right lip swollen with a large ulcer. Yellow base. No spreading redness. No fever',
      DENTAL: [['S', 'DO composite intact not tender']],
      DX: ['Traumatic ulcer lower lip from biting after local anesthetic'],
      CONSULT:
        "Explained this is common after numbing in kids and it looks worse than it is. It should heal in 7 to 10 days. Apologized that dad had not been told. Our records show written instructions were given to mom. Advised Vaseline on the lip soft cool foods children's ibuprofen for pain. No charge for today's visit",
      NOTES: '7 year old back with dad. Dad is upset and said nobody told us this could happen. Dad calmer at the end',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'dg19-us-asr-second-opinion-failed-rct-30-sinus-tract-endodontist-referral-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay he's here for a second opinion his dentist wants to take out number thirty and place an implant he wants to know if it can be saved root canal and crown done somewhere else about three years ago gets a bump on the gum on and off medical history no changes no allergies number thirty crown margins intact sinus tract buccal slightly tender to percussion probing within normal limits no mobility numbers twenty nine and thirty one sound pa of thirty root canal filling about three millimeters short in the mesial root with a periapical radiolucency on the mesial root um distal looks okay diagnosis previously treated tooth with chronic apical abscess number thirty he asked if the first dentist messed up told him the canals are curved and short fillings happen and a specialist can often fix it options retreatment with an endodontist or extraction and an implant explained retreatment keeps his own tooth and costs less he chose the endodontist referral sent to endodontist for retreatment of number thirty",
    appends: ["add to notes he'd like a copy of the x-ray sent to him"],
    expect: {
      CC: 'Second opinion. His dentist wants to take out #30 and place an implant. He wants to know if it can be saved. Root canal and crown done somewhere else about 3 years ago. Gets a bump on the gum on and off',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['30', 'Crown margins intact sinus tract buccal slightly tender to percussion probing within normal limits no mobility'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO:
        'PA of #30 root canal filling about 3 mm short in the mesial root with a periapical radiolucency on the mesial root. Distal looks okay',
      DX: ['Previously treated tooth with chronic apical abscess #30'],
      CONSULT:
        'He asked if the first dentist messed up. Told him the canals are curved and short fillings happen and a specialist can often fix it. Options retreatment with an endodontist or extraction and an implant. Explained retreatment keeps his own tooth and costs less. He chose the endodontist',
      'TX PLAN': ['Referral sent to endodontist for retreatment #30'],
      NOTES: "He'd like a copy of the x-ray sent to him",
    },
  }),
  defineCase({
    id: 'dg20-us-asr-bridge-8-10-porcelain-chipped-again-angry-warranty-composite-repair',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here because the porcelain chipped off the front of his bridge again it happened once last year too he's pretty angry he said he paid a lot for this and it keeps breaking medical history no changes no allergies number nine pontic porcelain fractured off the facial metal showing no sharp edges numbers eight and ten abutment crowns sound margins intact wear facets on the lower incisors diagnosis porcelain fracture bridge pontic number nine probably from grinding explained the bridge is still under our five year warranty and we'll remake it at no charge but he needs a night guard to protect it he agreed today temporary repair with composite no anesthetic roughened with a diamond bur silane and bonding agent uh opaquer to cover the metal layered composite shade a two cured polished he said it looks fine for now next visit bridge prep eight to ten and impressions for a night guard",
    expect: {
      CC: 'Porcelain chipped off the front of his bridge again. It happened once last year too',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Wear facets on the lower incisors',
      DENTAL: [
        ['9', 'Pontic porcelain fractured off the facial metal showing no sharp edges', 'Porcelain'],
        ['8', 'Abutment crowns sound margins intact'],
        ['10', 'Abutment crowns sound margins intact'],
      ],
      DX: ['Porcelain fracture bridge pontic #9 probably from grinding'],
      CONSULT:
        "Explained the bridge is still under our 5 year warranty and we'll remake it at no charge but he needs a night guard to protect it. He agreed",
      TX: [
        'Temporary repair with composite',
        'No anesthetic',
        'Roughened with a diamond bur',
        'Silane and bonding agent',
        'Opaquer to cover the metal',
        'Layered composite',
        'Shade A2',
        'Cured',
        'Polished',
      ],
      NOTES: "He's pretty angry. He said he paid a lot for this and it keeps breaking. He said it looks fine for now",
      NV: ['Bridge prep #8 to #10', 'Impressions for a night guard'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK practice (FDI)
  defineCase({
    id: 'dg21-uk-typed-fdi-review-after-xla-48-formal-complaint-verbatim-goodwill-refund',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for review 2 weeks after extraction of 48 by a colleague. She wished to make a complaint and asked that it be recorded in her own words: "I was told it would be a simple extraction and I ended up with a bruised face for over a week. Nobody explained the risks to me". Medical history: no changes, takes aspirin 75 mg daily, no allergies. Extra-oral: resolving yellow bruising right mandible, no swelling, mouth opening normal. Intra-oral: 48 socket healing well, no exposed bone. 47 sound, not tender. I checked the records: the consent form for the extraction was signed but the risk of bruising was not recorded. I apologised that she had not felt informed, explained that bruising is more likely in patients taking aspirin and that the healing is normal. Complaint passed to the practice manager as per the complaints procedure; she will receive a written acknowledgement within 3 working days. The practice has offered a refund of the extraction fee as a goodwill gesture, which she accepted. Review only if any problems.',
    expect: {
      CC: 'Review 2 weeks after extraction of 48 by a colleague',
      'MED HX': 'No changes, takes aspirin 75 mg daily, no allergies',
      EXTRA: 'Resolving yellow bruising right mandible, no swelling, mouth opening normal',
      INTRA: '48 socket healing well, no exposed bone',
      DENTAL: [['47', 'Sound, not tender']],
      CONSULT:
        'I apologised that she had not felt informed, explained that bruising is more likely in patients taking aspirin and that the healing is normal. Practice has offered a refund of the extraction fee as a goodwill gesture, which she accepted',
      NOTES:
        'She wished to make a complaint and asked that it be recorded in her own words: "I was told it would be a simple extraction and I ended up with a bruised face for over a week. Nobody explained the risks to me". I checked the records: the consent form for the extraction was signed but the risk of bruising was not recorded. Complaint passed to the practice manager as per the complaints procedure; she will receive a written acknowledgement within 3 working days',
      'F/U': 'Review only if any problems',
    },
  }),
  defineCase({
    id: 'dg22-uk-asr-fdi-anxious-emergency-37-could-not-take-la-referred-sedation',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment toothache lower left for a week er he's very anxious hasn't been to a dentist for years because of a bad experience medical history no changes no medication no allergies extra oral no swelling three seven grossly carious tender to percussion three six and three eight sound pa three seven periapical radiolucency both roots diagnosis acute apical periodontitis three seven unrestorable discussed extraction he agreed verbal consent attempted la stopped at his request no anaesthetic given he said I can't do it I'm sorry reassured him it's fine and that we can do it under sedation he's happy with that referral to the sedation clinic for extraction three seven advised paracetamol and ibuprofen in the meantime review if swelling",
    expect: {
      CC: 'Emergency appointment. Toothache lower left for a week',
      'MED HX': 'No changes. No medication. No allergies',
      EXTRA: 'No swelling',
      DENTAL: [
        ['37', 'Grossly carious tender to percussion'],
        ['36', 'Sound'],
        ['38', 'Sound'],
      ],
      RADIO: 'PA 37 periapical radiolucency both roots',
      DX: ['Acute apical periodontitis 37 unrestorable'],
      CONSULT:
        "Discussed extraction. He agreed. Reassured him it's fine and that we can do it under sedation. He's happy with that. Advised paracetamol and ibuprofen in the meantime",
      CONSENT: 'Verbal consent',
      TX: ['Attempted LA', 'Stopped at his request', 'No anaesthetic given'],
      'TX PLAN': ['Referral to the sedation clinic for extraction 37'],
      NOTES:
        "He's very anxious. Hasn't been to a dentist for years because of a bad experience. He said I can't do it I'm sorry",
      'F/U': 'Review if swelling',
    },
  }),
  defineCase({
    id: 'dg23-uk-typed-fdi-do-comp-26-fell-out-twice-amalgam-nhs-guarantee-pts-words',
    style: 'UK',
    asr: false,
    transcript:
      `C/O: filling 26 fallen out again, twice since placed 5/12 ago. Food packing, no pain. Pt's words: "I don't want to keep coming back for the same tooth". MH: no change. NKDA. O/E: 26 DO cavity, restoration lost, deep D box subgingival, no caries, no TTP. 25 MO comp sound, 27 sound. Dx: failed DO composite 26 (moisture control at D box). Discussed: replace with amalgam as more forgiving below the gum, or onlay privately (£520). Pt chose amalgam. Replacement free of charge under the 12-month NHS guarantee. Tx: LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal + palatal infil 26. Rubber dam, Automatrix + wedge, DO amalgam 26, carved, bite checked. POIG. Advised no chewing on it for 2 hrs. Recall 6/12.`,
    expect: {
      CC: `Filling 26 fallen out again, twice since placed 5 months ago. Food packing, no pain. Pt's words: "I don't want to keep coming back for the same tooth"`,
      'MED HX': 'No change. NKDA',
      DENTAL: [
        ['26', 'DO cavity, restoration lost, deep D box subgingival, no caries, no TTP'],
        ['25', 'MO comp sound'],
        ['27', 'Sound'],
      ],
      DX: ['Failed DO composite 26 (moisture control at D box)'],
      CONSULT:
        'Discussed: replace with amalgam as more forgiving below the gum, or onlay privately (£520). Pt chose amalgam. Replacement free of charge under the 12-month NHS guarantee. Advised no chewing on it for 2 hrs',
      'TX TODAY': ['DO amalgam 26'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Automatrix + wedge',
        'DO amalgam 26',
        'Carved',
        'Bite checked',
        'POIG',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dg24-uk-typed-fdi-faint-during-la-extraction-15-postponed-oxygen-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for extraction of 15 as planned (orthodontic). Medical history: no changes, no medication, no allergies. She had not eaten breakfast. Extra-oral: NAD. 15 sound, fully erupted. Consent form signed at the last visit, reconfirmed verbally. Topical applied. During the buccal infiltration she became pale and sweaty and said she felt faint. Injection stopped after approximately 0.5 ml. Chair laid flat with legs raised, oxygen 15 litres per minute via mask. Pulse 52 rising to 74, BP 96/60 rising to 112/70 after 5 minutes. Fully conscious throughout, no seizure. Recovered after 10 minutes, glucose drink given. Diagnosis: vasovagal syncope. I explained what had happened and that it is common and not dangerous. We agreed not to continue with the extraction today. Her partner collected her. Incident recorded. Next visit: extraction of 15 lying flat. Advised to eat beforehand and book a morning appointment.',
    expect: {
      CC: 'Extraction of 15 as planned (orthodontic)',
      'MED HX': 'No changes, no medication, no allergies',
      EXTRA: 'NAD',
      DENTAL: [['15', 'Sound, fully erupted']],
      DX: ['Vasovagal syncope'],
      CONSULT:
        'I explained what had happened and that it is common and not dangerous. We agreed not to continue with the extraction today. Advised to eat beforehand and book a morning appointment',
      CONSENT: 'Consent form signed at the last visit, reconfirmed verbally',
      TX: [
        'Topical applied',
        'During the buccal infiltration she became pale and sweaty and said she felt faint',
        'Injection stopped after approximately 0.5 ml',
        'Chair laid flat with legs raised',
        'Oxygen 15 litres per minute via mask',
        'Pulse 52 rising to 74',
        'BP 96/60 rising to 112/70 after 5 minutes',
        'Fully conscious throughout',
        'No seizure',
        'Recovered after 10 minutes',
        'Glucose drink given',
      ],
      NOTES: 'She had not eaten breakfast. Her partner collected her. Incident recorded',
      NV: ['Extraction 15 lying flat'],
    },
  }),
  defineCase({
    id: 'dg25-uk-asr-fdi-declines-la-for-filling-25-pain-stopped-temp-dressing-i-mean',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on two five she doesn't want an injection she said she hates the numb feeling explained it's likely to be sensitive as the decay is quite deep she still wants to try without and understands we'll stop if it hurts medical history no changes takes sertraline allergic to penicillin two five disto occlusal caries two six I mean two four sound no la at patient's request cotton wool rolls caries removal started she felt sharp pain at the distal so stopped she still declined la temporary dressing two five with glass ionomer explained the dressing is only temporary and the decay is not all removed she'll think about having the anaesthetic next time next visit disto occlusal composite two five with la",
    expect: {
      CC: 'Filling on 25',
      'MED HX': 'No changes. Takes sertraline. Allergic to penicillin',
      DENTAL: [
        ['25', 'DO caries'],
        ['24', 'Sound'],
      ],
      CONSULT:
        "She doesn't want an injection. She said she hates the numb feeling. Explained it's likely to be sensitive as the decay is quite deep. She still wants to try without and understands we'll stop if it hurts. She still declined LA. Explained the dressing is only temporary and the decay is not all removed. She'll think about having the anaesthetic next time",
      'TX TODAY': ['Temporary dressing 25'],
      TX: [
        "No LA at patient's request",
        'Cotton wool rolls',
        'Caries removal started',
        'She felt sharp pain at the distal',
        'Stopped',
        'Temporary dressing 25 with glass ionomer',
      ],
      NV: ['DO composite 25 with LA'],
    },
  }),

  // ---------------------------------------------------------------- 6. US general dentist (Universal, mixed)
  defineCase({
    id: 'dg26-us-typed-crown-14-from-elsewhere-open-margin-recurrent-caries-replaced',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with food trapping + bad taste #14, crown placed elsewhere ~1 yr ago. Pt states: "That crown never felt right, floss shreds every time". Med hx: no changes, atorvastatin, NKDA. #14 PFM crown, open D margin, explorer catches, D recurrent caries. #15 M decalcification. #13 sound. BWX: #14 D recurrent caries under crown margin, not near pulp. Dx: recurrent caries #14, defective crown. Discussed replacement; pt asked whether the previous office should pay, advised she contact them, we can send records. Pt wants to proceed today. Consent signed. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #14. Crown sectioned + removed. D caries removed, core buildup w/ composite. Crown prep #14. Retraction cord, digital scan, temp crown w/ Integrity, TempBond. POI given. NV: crown seat #14 3 wks.',
    expect: {
      CC: 'Food trapping + bad taste #14, crown placed elsewhere ~1 yr ago. Pt states: "That crown never felt right, floss shreds every time"',
      'MED HX': 'No changes, atorvastatin, NKDA',
      DENTAL: [
        ['14', 'PFM crown, open D margin, explorer catches, D recurrent caries'],
        ['15', 'M decalcification'],
        ['13', 'Sound'],
      ],
      RADIO: 'BWX: #14 D recurrent caries under crown margin, not near pulp',
      DX: ['Recurrent caries #14', 'Defective crown'],
      CONSULT:
        'Discussed replacement; pt asked whether the previous office should pay, advised she contact them, we can send records. Pt wants to proceed today',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #14', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Crown sectioned + removed',
        'D caries removed',
        'Core buildup w/ composite',
        'Crown prep #14',
        'Retraction cord',
        'Digital scan',
        'Temp crown w/ Integrity',
        'TempBond',
        'POI given',
      ],
      NV: ['Crown fit #14 3 wks'],
    },
  }),
  defineCase({
    id: 'dg27-us-asr-declines-srp-wants-regular-cleaning-informed-refusal-prophy-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her cleaning no concerns medical history no changes takes metformin and lisinopril no allergies extraoral within normal limits intraoral within normal limits periodontal exam pockets five to seven millimeters in the molars generalized bleeding on probing heavy subgingival calculus psr four three four four three three scratch that psr four three four four three four number two class one mobility number fifteen class one mobility four bitewings horizontal bone loss about thirty percent no caries diagnosis periodontitis stage three grade b recommended scaling and root planing four quadrants she declined she said her insurance won't cover it and she just wants a regular cleaning explained a regular cleaning won't treat the infection under the gums and she could lose teeth she understood and still declined informed refusal signed prophy supragingival only oral hygiene instruction reevaluate in three months",
    expect: {
      CC: 'Her cleaning. No concerns',
      'MED HX': 'No changes. Takes metformin and lisinopril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO:
        'Pockets 5 to 7 mm in the molars. Generalized bleeding on probing. Heavy subgingival calculus. PSR 4 3 4 / 4 3 4',
      DENTAL: [
        ['2', 'Class 1 mobility'],
        ['15', 'Class 1 mobility'],
      ],
      RADIO: '4 bitewings. Horizontal bone loss about 30%. No caries',
      DX: ['Periodontitis stage 3 grade B'],
      CONSULT:
        "Recommended scaling and root planing 4 quadrants. She declined. She said her insurance won't cover it and she just wants a regular cleaning. Explained a regular cleaning won't treat the infection under the gums and she could lose teeth. She understood and still declined",
      CONSENT: 'Informed refusal signed',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy supragingival only', 'Oral hygiene instruction'],
      'F/U': 'Reevaluate in 3 months',
    },
  }),
  defineCase({
    id: 'dg28-us-typed-emergency-broken-13-missed-appts-deposit-policy-irm-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt broke #13 on a pretzel last night, sharp, no pain. Note: pt has missed 3 scheduled appts for this tooth since the DO caries was diagnosed last year; each time sent reminder texts. Med hx: no changes, NKDA. #13 fractured B cusp, large DO caries, no exposure, cold normal, not TTP. #12 sound. PA #13: caries close to pulp, no PA lesion. Dx: cusp fracture #13. Explained a temporary filling today and that the tooth likely now needs a crown, possibly RCT. Pt apologized for missing appts, said work has been hectic. Discussed our policy: after 1 more missed appt we will require a deposit. Pt understands. No LA. Caries excavated partially, temp dressing #13 w/ IRM, sharp edges smoothed. NV: crown prep #13 (pt prefers early morning).',
    appends: ['Add to notes: pt paid the missed appt fee today.'],
    expect: {
      CC: 'Emergency. Pt broke #13 on a pretzel last night, sharp, no pain',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['13', 'Fractured B cusp, large DO caries, no exposure, cold normal, not TTP', 'B cusp'],
        ['12', 'Sound'],
      ],
      RADIO: 'PA #13: caries close to pulp, no PA lesion',
      DX: ['Cusp fracture #13'],
      CONSULT:
        'Explained a temporary filling today and that the tooth likely now needs a crown, possibly RCT. Discussed our policy: after 1 more missed appt we will require a deposit. Pt understands',
      'TX TODAY': ['Temporary dressing #13'],
      TX: ['No LA', 'Caries excavated partially', 'Temp dressing #13 w/ IRM', 'Sharp edges smoothed'],
      NOTES:
        'Pt has missed 3 scheduled appts for this tooth since the DO caries was diagnosed last year; each time sent reminder texts. Pt apologized for missing appts, said work has been hectic. Pt paid the missed appt fee today',
      NV: ['Crown prep #13 (pt prefers early morning)'],
    },
  }),
  defineCase({
    id: 'dg29-us-asr-crown-seat-3-crown-swallowed-at-try-in-urgent-care-xray-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for crown seat on number three no problems with the temp medical history no changes no allergies no anesthetic temp removed cleaned the prep uh tried in the crown while checking the contacts it slipped off and he swallowed it no coughing no choking breathing normal talking normally told him straight away what happened and apologized explained it will most likely pass on its own in a few days but we need an x-ray to make sure it went down the food pipe and not into the lungs referred to urgent care for chest and abdominal x-rays today his wife is driving him temp recemented with tempbond incident report completed crown to be remade lab notified no charge to patient",
    expect: {
      CC: 'Crown seat on #3. No problems with the temp',
      'MED HX': 'No changes. No allergies',
      CONSULT:
        'Told him straight away what happened and apologized. Explained it will most likely pass on its own in a few days but we need an x-ray to make sure it went down the food pipe and not into the lungs. No charge to patient',
      TX: [
        'No anesthetic',
        'Temp removed',
        'Cleaned the prep',
        'Tried in the crown',
        'While checking the contacts it slipped off and he swallowed it',
        'No coughing',
        'No choking',
        'Breathing normal',
        'Talking normally',
        'Temp recemented with TempBond',
      ],
      'TX PLAN': ['Referred to urgent care for chest and abdominal x-rays today', 'Crown to be remade'],
      NOTES: 'His wife is driving him. Incident report completed. Lab notified',
    },
  }),
  defineCase({
    id: 'dg30-us-typed-terse-loe-19-still-hurts-pulpectomy-fee-credited',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LOE #19. MOD comp placed here 3 wks ago, lingering cold pain since. Pt frustrated. #19 cold lingering, TTP +. Dx: symptomatic irreversible pulpitis #19. 2 carps lido L IANB. Pulpectomy #19, Cavit. Filling fee credited. NV complete RCT #19.',
    expect: {
      CC: 'LOE #19. MOD comp placed here 3 wks ago, lingering cold pain since',
      DENTAL: [['19', 'Cold lingering, TTP +']],
      DX: ['Symptomatic irreversible pulpitis #19'],
      CONSULT: 'Filling fee credited',
      'TX TODAY': ['Pulpectomy #19'],
      TX: ['LA: 2 carpules lidocaine, IANB left', 'Pulpectomy #19', 'Cavit'],
      NOTES: 'Pt frustrated',
      NV: ['Complete RCT #19'],
    },
  }),
];
