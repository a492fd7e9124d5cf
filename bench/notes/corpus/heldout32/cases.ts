// The thirty-second held-out split (ids h32-01–h32-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is a Saturday emergency and walk-in clinic followed by a Monday at a mixed family practice, dictated the way each
// clinician really dictates. The Saturday brings toothache, swellings, broken teeth and fillings, a lost crown, a dry
// socket, trauma, denture problems and children in pain; the Monday brings routine care: check-ups with charting,
// fillings, scale and polish / prophy, extractions, crown preparations, new dentures and orthodontic retainer checks.
// Notes run from a few terse lines to long stories, some with section words and some with none, with remarks, patients'
// questions and decisions, a nurse aside and self-corrections ("sorry", "scratch that"). Six clinicians, six visits each
// (three Saturday visits, then three Monday visits):
//   h32-01–h32-06 a UK general dentist (FDI; h32-01, h32-03, h32-05 recogniser-style, h32-02, h32-04, h32-06 typed):
//     Saturday toothache on 46 with pulp extirpation, a dry socket 38 dressed with Alvogyl (no title: the extraction was
//     done before), a crown 21 recemented with "one one sorry two one"; Monday a typed exam with charting, bitewings and
//     S&P (appended chart line), a DO composite 36 and a buccal glass ionomer 35 with "scratch that", a private crown
//     prep 26 with impressions and a temporary crown;
//   h32-07–h32-12 a UK dentist who says Palmer words (Palmer; h32-07, h32-09, h32-11 recogniser-style with "lower right
//     six", h32-08, h32-10, h32-12 typed UR6 shorthand): Saturday a buccal abscess LR6 drained with "one cartridge sorry
//     two cartridges", a broken UL5 palatal cusp dressed (patient on warfarin), a partial denture whose clasp on UL4
//     snapped, eased; Monday a teenager's retainer check with a debonded pad on LL3 (appended note), an extraction LL7
//     with "lower left six sorry lower left seven", a new upper complete denture fitted;
//   h32-13–h32-18 a UK general dentist (FDI; h32-13, h32-15, h32-16, h32-18 recogniser-style, h32-14, h32-17 typed):
//     Saturday a seven-year-old's abscessed 85 extracted, an avulsed 11 replanted and splinted with a fractured MI angle
//     on 21, a lost filling 26 dressed (47 words); Monday a check-up with a BPE furcation star, charting and a fractured
//     lingual cusp on 37 ("three six sorry three seven"), a surgical extraction 48 (appended note and treatment line), a
//     DO amalgam 45 dictated with no section words and a nurse aside;
//   h32-19–h32-24 a US general dentist (Universal; h32-20, h32-22 recogniser-style, h32-19, h32-21, h32-23, h32-24
//     typed): Saturday pericoronitis #32 irrigated under the operculum, a cracked #30 extracted after two anaesthetic
//     lines with "number thirty one sorry number thirty", a bike fall with an MI composite #8 and concussion #9; Monday a
//     periodic exam with charting, PSR and prophy (appended chart line and note), a crown prep #3 with build-up,
//     impressions and a temporary crown, a terse typed pair of composites #12 and #13;
//   h32-25–h32-30 a US paediatric dentist (Universal with primary letters; h32-25, h32-27, h32-29 recogniser-style,
//     h32-26, h32-28, h32-30 typed): Saturday a six-year-old's pulpotomy and SSC on #S ("occlusal caries sorry distal
//     occlusal caries"), a toddler's intruded #F with no treatment, an abscessed #L extracted with a space maintainer
//     planned; Monday a six-year-old's recall with letters, prophy, varnish and fissure sealants #19, #30, an over-retained
//     #H extracted (appended note and next visit), a teenager's Hawley retainer check with a retained #K;
//   h32-31–h32-36 a US general dentist (Universal; h32-31, h32-33, h32-35 recogniser-style, h32-32, h32-34, h32-36
//     typed): Saturday a denture tooth reattached and a lower denture eased (no chart), a swelling on #19 given
//     clindamycin only, a broken DO composite #12 replaced with "shade a two sorry a three"; Monday a pregnant patient's
//     prophy and exam (appended note and "Change 3 months to 4 months."), two premolar extractions #4, #13 for braces,
//     impressions for a new upper cast partial denture.
// UK 18 (FDI 12, Palmer 6), US 18 (Universal, primary letters in h32-25–h32-30 and h32-29's #C / #H); 18 recogniser-style
// (lower case, number words, fillers, no punctuation) and 18 typed; 38 to 170 words (most 95 to 150); six cases with
// appended dictation (h32-04, h32-10, h32-17, h32-34 typed "Add to chart / notes / treatment: …", "Change …"; h32-22,
// h32-29 recogniser "add to chart …", "add to notes …", "next visit …"). DENTAL in 34 cases (not h32-24, h32-31).
//
// Judgement calls where the contract was silent:
// - A child's age and who came with them, and remarks about the patient ("she was really brave", "pt anxious
//   beforehand, listened to music throughout", "she was worried about a wedding photo on Monday") are NOTES (as more58);
//   patients' questions with the answers, advice, options, fees, insurance and NHS bands are CONSULT; "verbal consent",
//   "consent from dad", "signed consent" are CONSENT.
// - Treatment with its own dentist after an emergency ("plan complete root canal four six with his own dentist", "Tx
//   plan: crown UL5 w/ own dentist", "Plan: RCT or extraction #19 w/ own dentist") is TX PLAN; "review with her own
//   dentist …" and "Follow up w/ own dentist …" are F/U; "Go to ER if swelling spreads …" and "call if the bleeding
//   doesn't stop" are F/U (as more58 "Call if the swelling spreads").
// - A socket or operculum named with a tooth ("38 socket empty", "11 socket clot", "operculum over #32") is INTRA with no
//   chart entry (rule 7); socket irrigation is no Irrigation title (dry socket, replant), irrigation under an operculum
//   is ("Irrigation", no tooth said in that step). A dry socket after an extraction done elsewhere has no title.
// - Titles: "flexible splint 12-22 w/ wire + composite" → "Splint 12-22" (the composite is a material it is done with);
//   "temporary dressing 26 with glass ionomer" / "Temp dressing UL5 w/ GIC" → "Temporary dressing"; "stainless steel
//   crown letter s size four" → "SSC #S"; "recemented crown two one" → "Crown recement 21"; "eased the denture …" →
//   "Denture adjustment" (a denture tooth reattached is no title); "New denture fitted" → "Denture fit"; "Final
//   impressions" → "Impressions"; "extracted four and thirteen" → "Extraction #4, #13"; a retainer pad rebonded with
//   flowable composite is no filling title; "buccal glass ionomer three five" → "B GIC 35".
// - A fracture with a named part: "fractured MI angle" → "MI angle", "fractured incisal edge" → "Incisal edge" (rule 4
//   keeps "incisal edge" in words), "fractured distal marginal ridge" → "D marginal ridge".
// - "BPE two two three star …" is written "BPE 2 2 3* / 2 2 3"; "stage two grade a" is "stage 2 grade A" (numbers as
//   digits); "three am" is "3 am"; "seventy five milligrams" is "75 mg".
// - Remarks to the nurse ("could I have the amalgam carrier please thanks") are dropped entirely (as more58).
// - Surfaces in text fields other than DENTAL stay words ("PA 46 deep distal caries", "4 bitewings show recurrent
//   caries distal of #14"); in chart entries and list items they are abbreviated when they qualify a part ("D caries",
//   "D root exposed", "D margin", "L cusp", "B cervical lesion", "B glass ionomer 35").
// - A leading article of a clause goes also inside the CC ("the clasp on the upper left four snapped" → "Clasp on UL4
//   snapped", "a front tooth came off" → "Front tooth came off"); "also" opening a clause goes.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout32Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'h32-01-saturday-toothache-46-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      "saturday emergency clinic he's had toothache lower right for three days um kept him awake last night painkillers not helping medical history no medical problems no medications no allergies extra oral nad no swelling intra oral soft tissues healthy four six large disto occlusal amalgam with distal caries lingering pain to cold tender to percussion four seven sound four five sound pa four six deep distal caries close to the pulp widened pdl on the distal root diagnosis symptomatic irreversible pulpitis four six options discussed root canal or extraction he wants to keep the tooth verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block right plus buccal infiltration four six rubber dam access pulp extirpated four six canals irrigated with sodium hypochlorite ledermix and cavit occlusion relieved post op instructions given plan complete root canal four six with his own dentist",
    expect: {
      CC: "Saturday emergency clinic. He's had toothache lower right for 3 days. Kept him awake last night. Painkillers not helping",
      'MED HX': 'No medical problems. No medications. No allergies',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['46', 'Large DO amalgam with D caries lingering pain to cold tender to percussion'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 deep distal caries close to the pulp. Widened PDL on the distal root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Options discussed root canal or extraction. He wants to keep the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Access',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Complete RCT 46 with his own dentist'],
    },
  }),
  defineCase({
    id: 'h32-02-dry-socket-38-alvogyl',
    style: 'UK',
    asr: false,
    transcript:
      'Walk-in. Pain LL since XLA 38 at own dentist 4 days ago, throbbing, radiating to ear, bad taste. MH: asthma (salbutamol PRN), NKDA, smoker 10/day. EO: no swelling, no lymphadenopathy. IO: 38 socket empty, no clot, exposed bone, food debris. 37 sound, not TTP. Dx: dry socket 38. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration. Socket irrigated w/ warm saline, debris removed, Alvogyl placed. Advised no smoking for 72 hrs, warm salt water rinses, ibuprofen + paracetamol. Pt asked if she needs antibiotics: explained not needed for a dry socket. Review in 3 days if not settling.',
    expect: {
      CC: 'Walk-in. Pain LL since XLA 38 at own dentist 4 days ago, throbbing, radiating to ear, bad taste',
      'MED HX': 'Asthma (salbutamol PRN), NKDA, smoker 10/day',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '38 socket empty, no clot, exposed bone, food debris',
      DENTAL: [['37', 'Sound, not TTP']],
      DX: ['Dry socket 38'],
      CONSULT:
        'Advised no smoking for 72 hrs, warm salt water rinses, ibuprofen + paracetamol. Pt asked if she needs antibiotics: explained not needed for a dry socket',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated w/ warm saline',
        'Debris removed',
        'Alvogyl placed',
      ],
      'F/U': 'Review in 3 days if not settling',
    },
  }),
  defineCase({
    id: 'h32-03-lost-crown-21-recement-sorry-tooth',
    style: 'UK',
    asr: true,
    transcript:
      "emergency her crown came off the upper front tooth eating a bagel this morning she's got the crown with her no pain medical history no changes takes amlodipine no allergies intra oral nad one one sorry two one core intact no caries not mobile not tender one one and two two sound diagnosis decemented crown two one no la needed crown cleaned out prep cleaned with pumice tried in seats fully recemented crown two one with rely x unicem excess removed occlusion checked she was worried about a wedding photo on monday reassured her advised no sticky foods review with her own dentist in two weeks",
    expect: {
      CC: "Emergency. Her crown came off the upper front tooth eating a bagel this morning. She's got the crown with her. No pain",
      'MED HX': 'No changes. Takes amlodipine. No allergies',
      INTRA: 'NAD',
      DENTAL: [
        ['21', 'Core intact no caries not mobile not tender'],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      DX: ['Decemented crown 21'],
      CONSULT: 'Reassured her. Advised no sticky foods',
      'TX TODAY': ['Crown recement 21'],
      TX: [
        'No LA needed',
        'Crown cleaned out',
        'Prep cleaned with pumice',
        'Tried in',
        'Seats fully',
        'Recemented crown 21 with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: 'She was worried about a wedding photo on Monday',
      'F/U': 'Review with her own dentist in 2 weeks',
    },
  }),
  defineCase({
    id: 'h32-04-monday-exam-charting-bwx-s-and-p-appends-chart',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. No c/o. MH: no change, NKDA. EO: NAD. IO: NAD, OH good. BPE 1 2 1 / 1 1 2. 17 O amalgam sound. 16 MOD amalgam, ditched D margin. 15 DO comp sound. 26 crown sound. 36 MO comp sound. 46 missing. 47 mesially tilted. BWs x2 gr 1: 16 D caries into dentine, nil else. Dx: caries 16. S&P. OHI re interdental brushes LR. Band 2 explained. NV: MOD amalgam 16. Recall 9/12.',
    appends: ['Add to chart: 48 partially erupted, gum healthy around it.'],
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD, OH good',
      PERIO: 'BPE 1 2 1 / 1 1 2',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MOD amalgam, ditched D margin'],
        ['15', 'DO comp sound'],
        ['26', 'Crown sound'],
        ['36', 'MO comp sound'],
        ['46', 'Missing'],
        ['47', 'Mesially tilted'],
        ['48', 'Partially erupted, gum healthy around it'],
      ],
      RADIO: 'BWs x2 gr 1: 16 D caries into dentine, nil else',
      DX: ['Caries 16'],
      CONSULT: 'Band 2 explained',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI re interdental brushes LR'],
      NV: ['MOD amalgam 16'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h32-05-do-composite-36-b-gic-35-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the two fillings lower left from her check up medical history no changes still on levothyroxine no allergies three six disto occlusal caries three five buccal cervical lesion sensitive to cold three seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six and three five um rubber dam caries removed three six dentine firm sectional matrix and wedge etched bonded disto occlusal composite three six shade a three then three five cleaned with pumice buccal composite three five scratch that buccal glass ionomer three five bite checked polished post op instructions given she asked if it will ache afterwards told her it might be tender for a day or so recall as planned",
    expect: {
      CC: '2 fillings lower left from her check up',
      'MED HX': 'No changes. Still on levothyroxine. No allergies',
      DENTAL: [
        ['36', 'DO caries'],
        ['35', 'B cervical lesion sensitive to cold'],
        ['37', 'Sound'],
      ],
      CONSULT: 'She asked if it will ache afterwards. Told her it might be tender for a day or so',
      'TX TODAY': ['DO composite 36', 'B GIC 35'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36, 35',
        'Rubber dam',
        'Caries removed 36',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite 36',
        'Shade A3',
        '35 cleaned with pumice',
        'B glass ionomer 35',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h32-06-crown-prep-26-emax-private-fee',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for crown prep 26, RCT completed last month, no symptoms since. MH: no change, type 2 diabetes (metformin), NKDA. 26 RCT'd, MOD comp core intact, not TTP. 25, 27 sound. Discussed PFM vs e.max; pt chose e.max for appearance, private fee £650 confirmed. Written consent signed. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration. Crown prep 26, 1.5 mm occlusal reduction, shoulder margins. Retraction cord size 1. PVS impressions, alginate lower, bite reg. Shade A3. Temp crown (Protemp) cemented w/ TempBond. Occlusion checked. POIG. NV crown fit 26 in 2/52.",
    expect: {
      CC: 'Crown prep 26, RCT completed last month, no symptoms since',
      'MED HX': 'No change, type 2 diabetes (metformin), NKDA',
      DENTAL: [
        ['26', "RCT'd, MOD comp core intact, not TTP"],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      CONSULT: 'Discussed PFM vs e.max; pt chose e.max for appearance, private fee £650 confirmed',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep 26', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Crown prep 26',
        '1.5 mm occlusal reduction',
        'Shoulder margins',
        'Retraction cord size 1',
        'PVS impressions',
        'Alginate lower',
        'Bite reg',
        'Shade A3',
        'Temp crown (Protemp) cemented w/ TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit 26 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'h32-07-saturday-swelling-lr6-incision-drainage-sorry-cartridges',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency clinic he's had a swelling on the lower right since thursday getting worse tried paracetamol medical history no medical problems allergic to penicillin extra oral mild swelling right cheek no trismus temperature thirty seven point two palpable right submandibular node intra oral fluctuant buccal swelling next to lower right six lower right six root filled large mesial occlusal distal amalgam grade one mobile tender to percussion lower right seven sound pa lower right six periapical radiolucency on the mesial root diagnosis acute apical abscess lower right six discussed options retreatment or extraction he'll decide with his own dentist verbal consent la one cartridge sorry two cartridges lidocaine two percent one in eighty thousand adrenaline buccal infiltration lower right six incision and drainage pus drained prescription metronidazole four hundred milligrams three times a day for five days advised warm salt water rinses review in two days",
    expect: {
      CC: "Emergency clinic. He's had a swelling on the lower right since Thursday getting worse. Tried paracetamol",
      'MED HX': 'No medical problems. Allergic to penicillin',
      EXTRA: 'Mild swelling right cheek. No trismus. Temperature 37.2. Palpable right submandibular node',
      INTRA: 'Fluctuant buccal swelling next to LR6',
      DENTAL: [
        ['LR6', 'Root filled large MOD amalgam grade 1 mobile tender to percussion'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'PA LR6 periapical radiolucency on the mesial root',
      DX: ['Acute apical abscess LR6'],
      CONSULT:
        "Discussed options retreatment or extraction. He'll decide with his own dentist. Advised warm salt water rinses",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration LR6',
        'Incision and drainage',
        'Pus drained',
        'Prescription metronidazole 400 mg 3 times a day for 5 days',
      ],
      'F/U': 'Review in 2 days',
    },
  }),
  defineCase({
    id: 'h32-08-broken-ul5-p-cusp-temp-dressing-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Sat emergency. Broke UL5 on a nut yesterday, sharp edge catching tongue, mild sensitivity to cold. MH: no change, warfarin (INR 2.4 yesterday), NKDA. UL5 fractured P cusp, large MOD amalgam, no exposure, +ve to cold, not TTP. UL4 sound. UL6 crown. Dx: fractured cusp UL5. Options: temp dressing today, crown later. Pt agreed. No LA needed. Sharp edges smoothed. Temp dressing UL5 w/ GIC. Advised chew on the other side. Tx plan: crown UL5 w/ own dentist.',
    expect: {
      CC: 'Sat emergency. Broke UL5 on a nut yesterday, sharp edge catching tongue, mild sensitivity to cold',
      'MED HX': 'No change, warfarin (INR 2.4 yesterday), NKDA',
      DENTAL: [
        ['UL5', 'Fractured P cusp, large MOD amalgam, no exposure, +ve to cold, not TTP', 'P cusp'],
        ['UL4', 'Sound'],
        ['UL6', 'Crown'],
      ],
      DX: ['Fractured cusp UL5'],
      CONSULT: 'Options: temp dressing today, crown later. Pt agreed. Advised chew on the other side',
      'TX TODAY': ['Temporary dressing UL5'],
      TX: ['No LA needed', 'Sharp edges smoothed', 'Temp dressing UL5 w/ GIC'],
      'TX PLAN': ['Crown UL5 w/ own dentist'],
    },
  }),
  defineCase({
    id: 'h32-09-partial-denture-clasp-ul4-snapped-eased',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she's got an upper partial denture the clasp on the upper left four snapped yesterday it's digging into her cheek medical history no changes takes alendronic acid once a week no allergies extra oral nad intra oral small ulcer left buccal mucosa opposite the upper left four denture otherwise fits well upper left four sound not mobile upper right three sound removed the broken clasp arm smoothed the acrylic where it sat eased the denture over the ulcer and polished she said that feels much better told her it will be a bit looser without the clasp review with her own dentist about a new clasp",
    expect: {
      CC: "Emergency. She's got an upper partial denture. Clasp on UL4 snapped yesterday. It's digging into her cheek",
      'MED HX': 'No changes. Takes alendronic acid once a week. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small ulcer left buccal mucosa opposite UL4. Denture otherwise fits well',
      DENTAL: [
        ['UL4', 'Sound not mobile'],
        ['UR3', 'Sound'],
      ],
      CONSULT: 'Told her it will be a bit looser without the clasp',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Removed the broken clasp arm',
        'Smoothed the acrylic where it sat',
        'Eased the denture over the ulcer and polished',
      ],
      NOTES: 'She said that feels much better',
      'F/U': 'Review with her own dentist about a new clasp',
    },
  }),
  defineCase({
    id: 'h32-10-monday-retainer-check-ll3-pad-rebonded-appends-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Retainer check. 15 y/o w/ mum. Ortho finished 1 yr ago at the hospital, upper Essix nightly, lower bonded retainer LR3-LL3. MH: fit and well, NKDA. IO: soft tissues NAD. Lower retainer wire intact. LL3 retainer pad debonded. UR2 slight rotational relapse. Upper Essix fits well. LL3 etched, pad rebonded w/ flowable composite. OHI w/ Superfloss under lower retainer. Mum asked about a spare Essix: quoted £120. Mum would like one. Advised keep wearing nightly long term. NV: impressions for new upper Essix. Recall 6/12.',
    appends: ['Add to notes: pt plays the trumpet, finds the Essix fine.'],
    expect: {
      CC: 'Retainer check. Ortho finished 1 yr ago at the hospital, upper Essix nightly, lower bonded retainer LR3-LL3',
      'MED HX': 'Fit and well, NKDA',
      INTRA: 'Soft tissues NAD. Lower retainer wire intact. Upper Essix fits well',
      DENTAL: [
        ['LL3', 'Retainer pad debonded'],
        ['UR2', 'Slight rotational relapse'],
      ],
      CONSULT: 'Mum asked about a spare Essix: quoted £120. Mum would like one. Advised keep wearing nightly long term',
      'TX TODAY': ['OHI'],
      TX: ['LL3 etched', 'Pad rebonded w/ flowable composite', 'OHI w/ Superfloss under lower retainer'],
      NOTES: '15 y/o w/ mum. Pt plays the trumpet, finds the Essix fine',
      NV: ['Impressions for new upper Essix'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h32-11-monday-extraction-ll7-aspirin-sorry-tooth',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for the extraction of the lower left seven as planned medical history no changes takes aspirin seventy five milligrams no allergies lower left seven grossly carious distal root exposed not restorable lower left six mesial occlusal amalgam sound lower left eight missing verbal consent confirmed risks explained including bleeding with the aspirin la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left plus buccal infiltration lower left seven tested numb uh elevated and extracted lower left six sorry lower left seven with lower molar forceps roots complete socket compressed surgicel placed one vicryl suture haemostasis achieved post op instructions given verbal and written he asked about going to the gym told him not for forty eight hours review if any problems',
    expect: {
      CC: 'Extraction of LL7 as planned',
      'MED HX': 'No changes. Takes aspirin 75 mg. No allergies',
      DENTAL: [
        ['LL7', 'Grossly carious D root exposed not restorable'],
        ['LL6', 'MO amalgam sound'],
        ['LL8', 'Missing'],
      ],
      CONSULT:
        'Risks explained including bleeding with the aspirin. He asked about going to the gym. Told him not for 48 hours',
      CONSENT: 'Verbal consent confirmed',
      'TX TODAY': ['Extraction LL7'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration LL7',
        'Tested numb',
        'Elevated and extracted LL7 with lower molar forceps',
        'Roots complete',
        'Socket compressed',
        'Surgicel placed',
        '1 Vicryl suture',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'h32-12-monday-new-upper-complete-denture-fit',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of new upper complete denture, NHS. Old one 15 yrs, teeth worn flat. MH: no change, AF on apixaban, NKDA. Upper ridge healthy, no sore areas. LR3, LL3 sound. LR6 MO amalgam sound. New denture fitted, good retention + stability. Pressure relief paste: high spot over R tuberosity, relieved. Occlusion: premature contact on the left, adjusted. Pt happy w/ appearance in mirror, daughter agreed. Insertion/removal + cleaning demonstrated. Advised leave out at night, expect sore spots. Review 1/52 for ease.',
    expect: {
      CC: 'Fit of new upper complete denture, NHS. Old one 15 yrs, teeth worn flat',
      'MED HX': 'No change, AF on apixaban, NKDA',
      INTRA: 'Upper ridge healthy, no sore areas',
      DENTAL: [
        ['LR3', 'Sound'],
        ['LL3', 'Sound'],
        ['LR6', 'MO amalgam sound'],
      ],
      CONSULT: 'Insertion/removal + cleaning demonstrated. Advised leave out at night, expect sore spots',
      'TX TODAY': ['Denture fit'],
      TX: [
        'New denture fitted',
        'Good retention + stability',
        'Pressure relief paste: high spot over R tuberosity',
        'Relieved',
        'Occlusion: premature contact on the left',
        'Adjusted',
      ],
      NOTES: 'Pt happy w/ appearance in mirror, daughter agreed',
      'F/U': 'Review 1 week for ease',
    },
  }),

  // ---------------------------------------------------------------- 3. UK general dentist (FDI)
  defineCase({
    id: 'h32-13-saturday-child-abscess-85-extraction-sorry-swelling',
    style: 'UK',
    asr: true,
    transcript:
      "saturday emergency seven year old with mum toothache lower right for two days woke up crying last night mum's been giving calpol medical history fit and well no allergies extra oral slight swelling right cheek no temperature intra oral buccal sinus sorry buccal swelling next to eight five eight five large disto occlusal cavity grade two mobile tender eight four occlusal caries four six erupted sound diagnosis dental abscess eight five discussed extraction today with mum mum agreed verbal consent from mum topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration eight five plus lingual infiltration extracted eight five with forceps roots complete bit on gauze haemostasis achieved she was really brave post op instructions to mum plan filling eight four with her own dentist",
    expect: {
      CC: "Saturday emergency. Toothache lower right for 2 days. Woke up crying last night. Mum's been giving Calpol",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Slight swelling right cheek. No temperature',
      INTRA: 'Buccal swelling next to 85',
      DENTAL: [
        ['85', 'Large DO cavity grade 2 mobile tender'],
        ['84', 'O caries'],
        ['46', 'Erupted sound'],
      ],
      DX: ['Dental abscess 85'],
      CONSULT: 'Discussed extraction today with mum. Mum agreed',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Extraction 85'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 85 + lingual infiltration',
        'Extracted 85 with forceps',
        'Roots complete',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions to mum',
      ],
      'TX PLAN': ['Filling 84 with her own dentist'],
      NOTES: '7 year old with mum. She was really brave',
    },
  }),
  defineCase({
    id: 'h32-14-trauma-avulsion-11-replant-splint-21-mi-angle',
    style: 'UK',
    asr: false,
    transcript:
      'Trauma walk-in. 12 y/o w/ dad. Hit in mouth by a football boot 1 hr ago, no LOC. 11 knocked out, dad kept it in milk, extra-oral time approx 40 min. MH: fit and well, NKDA, tetanus up to date. EO: lower lip laceration, superficial, no sutures needed. IO: 11 socket clot, alveolus intact. 21 fractured MI angle, enamel + dentine, no exposure, TTP, +ve to cold. 12, 22 sound, not mobile. PA: 11 socket no alveolar fracture, 21 no root fracture. Dx: avulsion 11, uncomplicated crown fracture 21. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11. Socket irrigated w/ saline. 11 rinsed w/ saline, replanted w/ finger pressure. Position checked w/ PA. Flexible splint 12-22 w/ wire + composite. 21 exposed dentine covered w/ GIC. Rx amoxicillin 250 mg TDS 7/7. Advised soft diet 2/52, CHX mouthwash, soft toothbrush. Dad asked if the tooth will survive: explained it may need RCT in 7-10 days. Review 1/52.',
    expect: {
      CC: 'Trauma walk-in. Hit in mouth by a football boot 1 hr ago, no LOC. 11 knocked out, dad kept it in milk, extra-oral time approx 40 min',
      'MED HX': 'Fit and well, NKDA, tetanus up to date',
      EXTRA: 'Lower lip laceration, superficial, no sutures needed',
      INTRA: '11 socket clot, alveolus intact',
      DENTAL: [
        ['21', 'Fractured MI angle, enamel + dentine, no exposure, TTP, +ve to cold', 'MI angle'],
        ['12', 'Sound, not mobile'],
        ['22', 'Sound, not mobile'],
      ],
      RADIO: 'PA: 11 socket no alveolar fracture, 21 no root fracture',
      DX: ['Avulsion 11', 'Uncomplicated crown fracture 21'],
      CONSULT:
        'Advised soft diet 2 weeks, CHX mouthwash, soft toothbrush. Dad asked if the tooth will survive: explained it may need RCT in 7-10 days',
      'TX TODAY': ['Splint 12-22'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11',
        'Socket irrigated w/ saline',
        '11 rinsed w/ saline',
        'Replanted w/ finger pressure',
        'Position checked w/ PA',
        'Flexible splint 12-22 w/ wire + composite',
        '21 exposed dentine covered w/ GIC',
        'Rx amoxicillin 250 mg TDS 7 days',
      ],
      NOTES: '12 y/o w/ dad',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h32-15-lost-filling-26-temp-dressing-short',
    style: 'UK',
    asr: true,
    transcript:
      'lost a filling upper left at breakfast no pain just sharp medical history no changes no allergies two six mesial occlusal cavity filling lost no caries not tender no la temporary dressing two six with glass ionomer plan mesial occlusal composite two six with her own dentist',
    expect: {
      CC: 'Lost a filling upper left at breakfast. No pain just sharp',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['26', 'MO cavity filling lost no caries not tender']],
      'TX TODAY': ['Temporary dressing 26'],
      TX: ['No LA', 'Temporary dressing 26 with glass ionomer'],
      'TX PLAN': ['MO composite 26 with her own dentist'],
    },
  }),
  defineCase({
    id: 'h32-16-monday-check-up-bpe-star-charting-37-l-cusp-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "routine check up no problems medical history no changes takes omeprazole no allergies extra oral nad intra oral soft tissues nad oral cancer screen clear bpe two two three star two two three pocket five millimetres distal of four seven charting one seven occlusal amalgam sound one six crown sound twenty six mesial occlusal composite sound three six sorry three seven disto occlusal amalgam fractured lingual cusp no bitewings due diagnosis localised periodontitis stage two grade a scale and polish oral hygiene instruction interdental brushes red and blue discussed a crown for three seven she'll think about it next visit hygienist in three months recall six months",
    expect: {
      CC: 'Routine check up. No problems',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Oral cancer screen clear',
      PERIO: 'BPE 2 2 3* / 2 2 3. Pocket 5 mm distal of 47',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'Crown sound'],
        ['26', 'MO composite sound'],
        ['37', 'DO amalgam fractured L cusp', 'L cusp'],
      ],
      RADIO: 'No bitewings due',
      DX: ['Localised periodontitis stage 2 grade A'],
      CONSULT: "Discussed a crown for 37. She'll think about it",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes red and blue'],
      NV: ['Hygienist in 3 months'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h32-17-monday-surgical-extraction-48-appends-notes-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 48 as planned (recurrent pericoronitis x3 in last year). MH: no change, NKDA, non-smoker. 48 partially erupted, mesioangular, operculum healthy today, no caries. 47 sound, D surface caries-free. OPG (last visit): 48 mesioangular, roots close to ID canal, no darkening of roots. Risks incl. numbness of lip/tongue and dry socket explained, written consent signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration. Buccal flap raised, bone removed w/ round bur under saline, crown sectioned. Surgical extraction 48, roots complete. Socket irrigated, 2 x 3-0 Vicryl Rapide sutures. Haemostasis achieved. POIG verbal + written. Rx ibuprofen 400 mg QDS 3/7. Review 1/52 if problems.',
    appends: [
      'Add to notes: pt anxious beforehand, listened to music throughout.',
      'Add to treatment: spare gauze given to take home.',
    ],
    expect: {
      CC: 'XLA 48 as planned (recurrent pericoronitis x3 in last year)',
      'MED HX': 'No change, NKDA, non-smoker',
      DENTAL: [
        ['48', 'Partially erupted, mesioangular, operculum healthy today, no caries'],
        ['47', 'Sound, D surface caries-free'],
      ],
      RADIO: 'OPG (last visit): 48 mesioangular, roots close to ID canal, no darkening of roots',
      CONSULT: 'Risks incl. numbness of lip/tongue and dry socket explained',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Buccal flap raised',
        'Bone removed w/ round bur under saline',
        'Crown sectioned',
        'Surgical extraction 48',
        'Roots complete',
        'Socket irrigated',
        '2 x 3-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx ibuprofen 400 mg QDS 3 days',
        'Spare gauze given to take home',
      ],
      NOTES: 'Pt anxious beforehand, listened to music throughout',
      'F/U': 'Review 1 week if problems',
    },
  }),
  defineCase({
    id: 'h32-18-monday-do-amalgam-45-no-section-words-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on four five nothing new medically four five disto occlusal caries not tender four four sound one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration four five cotton wool rolls caries removed tofflemire and wedge could I have the amalgam carrier please thanks disto occlusal amalgam four five carved bite checked told her no chewing on it for a couple of hours recall six months",
    expect: {
      CC: 'Filling on 45',
      'MED HX': 'Nothing new medically',
      DENTAL: [
        ['45', 'DO caries not tender'],
        ['44', 'Sound'],
      ],
      CONSULT: 'Told her no chewing on it for a couple of hours',
      'TX TODAY': ['DO amalgam 45'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 45',
        'Cotton wool rolls',
        'Caries removed',
        'Tofflemire and wedge',
        'DO amalgam 45 carved',
        'Bite checked',
      ],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'h32-19-saturday-pericoronitis-32-irrigation-amoxicillin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Saturday walk-in. Pain + swelling behind lower right back tooth x 3 days, hurts to swallow, bad taste. Med hx: no changes, NKDA. EO: tender R submandibular node, no facial swelling, opening 35 mm. IO: operculum over #32 red, swollen, pus on pressure. #32 partially erupted, no caries. #31 MO composite intact, not TTP. #1 over-erupted, biting on the operculum. Dx: pericoronitis #32. Irrigated under operculum w/ 0.12% CHX, debris removed. Rx amoxicillin 500 mg TID x 7 days. Advised warm salt water rinses, soft brush. Pt asked about having it out: told him to discuss w/ own dentist once settled. Follow up w/ own dentist in 1 week.',
    expect: {
      CC: 'Saturday walk-in. Pain + swelling behind lower right back tooth x 3 days, hurts to swallow, bad taste',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'Tender R submandibular node, no facial swelling, opening 35 mm',
      INTRA: 'Operculum over #32 red, swollen, pus on pressure',
      DENTAL: [
        ['32', 'Partially erupted, no caries'],
        ['31', 'MO composite intact, not TTP'],
        ['1', 'Over-erupted, biting on the operculum'],
      ],
      DX: ['Pericoronitis #32'],
      CONSULT:
        'Advised warm salt water rinses, soft brush. Pt asked about having it out: told him to discuss w/ own dentist once settled',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under operculum w/ 0.12% CHX', 'Debris removed', 'Rx amoxicillin 500 mg TID x 7 days'],
      'F/U': 'Follow up w/ own dentist in 1 week',
    },
  }),
  defineCase({
    id: 'h32-20-saturday-cracked-30-l-cusp-extraction-sorry-tooth-two-la',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit he bit down on a popcorn kernel last night and felt a crack lower right it's throbbing and woke him up at three am medical history high cholesterol takes atorvastatin allergic to codeine extraoral no swelling intraoral number thirty one sorry number thirty mesial occlusal distal amalgam fractured lingual cusp fracture runs below the gum tender to bite lingering pain to cold numbers twenty nine and thirty one sound pa of thirty no periapical lesion diagnosis cracked tooth number thirty with symptomatic irreversible pulpitis went over root canal with a crown versus extraction he doesn't have insurance and wants it out signed consent two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty uh extracted number thirty with forceps after sectioning the roots roots complete gauze pressure bleeding controlled post op instructions given rx ibuprofen six hundred milligrams every six hours as needed talked about an implant or bridge later",
    expect: {
      CC: "Emergency visit. He bit down on a popcorn kernel last night and felt a crack lower right. It's throbbing and woke him up at 3 am",
      'MED HX': 'High cholesterol. Takes atorvastatin. Allergic to codeine',
      EXTRA: 'No swelling',
      DENTAL: [
        ['30', 'MOD amalgam fractured L cusp fracture runs below the gum tender to bite lingering pain to cold', 'L cusp'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 no periapical lesion',
      DX: ['Cracked tooth #30 with symptomatic irreversible pulpitis'],
      CONSULT:
        "Went over root canal with a crown versus extraction. He doesn't have insurance and wants it out. Talked about an implant or bridge later",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Extracted #30 with forceps after sectioning the roots',
        'Roots complete',
        'Gauze pressure',
        'Bleeding controlled',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
    },
  }),
  defineCase({
    id: 'h32-21-saturday-bike-fall-8-incisal-edge-mi-composite-9-concussion',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Saturday walk-in. Fell off his bike this morning, chipped upper front tooth, was wearing a helmet, no LOC. Med hx: no changes, NKDA. EO: abrasion on chin. IO: upper lip bruised, no lacerations. #8 fractured incisal edge, enamel + dentin, no pulp exposure, not mobile, cold +. #9 TTP, not mobile, cold +, no displacement. #7, #10 WNL. PAs #7-#10: no root fractures, no displacement. Dx: uncomplicated crown fracture #8, concussion #9. 1 carp 2% lido 1:100k epi labial infiltration #8. Bevel, etch, bond. MI composite #8 (Filtek Supreme A2) w/ Mylar strip. Polished, occlusion checked. Pt asked if #9 will go dark: told him possibly, needs vitality testing. Advised soft diet 1 week. Follow-up w/ own dentist for vitality tests in 4 weeks.',
    expect: {
      CC: 'Saturday walk-in. Fell off his bike this morning, chipped upper front tooth, was wearing a helmet, no LOC',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'Abrasion on chin',
      INTRA: 'Upper lip bruised, no lacerations',
      DENTAL: [
        ['8', 'Fractured incisal edge, enamel + dentin, no pulp exposure, not mobile, cold +', 'Incisal edge'],
        ['9', 'TTP, not mobile, cold +, no displacement'],
        ['7', 'WNL'],
        ['10', 'WNL'],
      ],
      RADIO: 'PAs #7-#10: no root fractures, no displacement',
      DX: ['Uncomplicated crown fracture #8', 'Concussion #9'],
      CONSULT:
        'Pt asked if #9 will go dark: told him possibly, needs vitality testing. Advised soft diet 1 week',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Bevel',
        'Etch',
        'Bond',
        'MI composite #8 (Filtek Supreme A2) w/ Mylar strip',
        'Polished',
        'Occlusion checked',
      ],
      'F/U': 'Follow-up w/ own dentist for vitality tests in 4 weeks',
    },
  }),
  defineCase({
    id: 'h32-22-monday-periodic-exam-charting-prophy-appends-chart-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy no concerns medical history no changes takes metformin and lisinopril no allergies blood pressure one thirty two over eighty six extraoral within normal limits intraoral within normal limits psr two two two two three two charting number two mesial occlusal amalgam sound number three crown number fourteen distal occlusal composite with recurrent decay at the distal margin number nineteen missing number eighteen mesially tipped number thirty occlusal composite sound four bitewings show recurrent caries distal of fourteen diagnosis recurrent caries number fourteen prophy oral hygiene instruction floss daily um she asked about replacing nineteen explained implant versus bridge next visit distal occlusal composite fourteen recall six months',
    appends: [
      'add to chart number thirty one buccal cervical abfraction not sensitive',
      "add to notes she'd like a morning appointment",
    ],
    expect: {
      CC: 'Periodic exam and prophy. No concerns',
      'MED HX': 'No changes. Takes metformin and lisinopril. No allergies. Blood pressure 132/86',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['2', 'MO amalgam sound'],
        ['3', 'Crown'],
        ['14', 'DO composite with recurrent decay at the D margin'],
        ['19', 'Missing'],
        ['18', 'Mesially tipped'],
        ['30', 'O composite sound'],
        ['31', 'B cervical abfraction not sensitive'],
      ],
      RADIO: '4 bitewings show recurrent caries distal of #14',
      DX: ['Recurrent caries #14'],
      CONSULT: 'She asked about replacing #19. Explained implant versus bridge',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction floss daily'],
      NOTES: "She'd like a morning appointment",
      NV: ['DO composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h32-23-monday-crown-prep-3-buildup-impressions-temp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #3 per tx plan (cracked MB cusp, MOD amalgam). Med hx: no changes, NKDA. #3 MOD amalgam, craze lines MB + DB cusps, no TTP, cold WNL. #2 sound. #4 DO composite intact. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #3. Amalgam removed, no caries, crack in MB cusp stops in dentin. Core buildup w/ Fluorocore. Crown prep #3 for zirconia, 1 mm chamfer. Size 00 + size 1 cord w/ Hemodent. Final impressions w/ Impregum, bite reg. Shade A3. Temp crown w/ Integrity, cemented w/ TempBond. Occlusion checked, POI given. Insurance pre-auth approved, pt portion reviewed at front desk. NV seat crown #3 in 3 weeks.',
    expect: {
      CC: 'Crown prep #3 per tx plan (cracked MB cusp, MOD amalgam)',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['3', 'MOD amalgam, craze lines MB + DB cusps, no TTP, cold WNL'],
        ['2', 'Sound'],
        ['4', 'DO composite intact'],
      ],
      CONSULT: 'Insurance pre-auth approved, pt portion reviewed at front desk',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Amalgam removed',
        'No caries',
        'Crack in MB cusp stops in dentin',
        'Core buildup w/ Fluorocore',
        'Crown prep #3 for zirconia',
        '1 mm chamfer',
        'Size 00 + size 1 cord w/ Hemodent',
        'Final impressions w/ Impregum',
        'Bite reg',
        'Shade A3',
        'Temp crown w/ Integrity',
        'Cemented w/ TempBond',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['Crown fit #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h32-24-monday-terse-do-composite-12-mo-composite-13-latex',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'DO #12, MO #13 per tx plan. Med hx: no changes, latex allergy. 1 carp 2% lido 1:100k epi buccal infiltration #12, #13. Non-latex dam. DO composite #12, MO composite #13, shade A2. Bite adjusted. Recall 6 months.',
    expect: {
      CC: 'DO #12, MO #13 per tx plan',
      'MED HX': 'No changes, latex allergy',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Non-latex dam',
        'DO composite #12',
        'MO composite #13',
        'Shade A2',
        'Bite adjusted',
      ],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. US paediatric dentist (Universal, primary letters)
  defineCase({
    id: 'h32-25-saturday-child-toothache-s-pulpotomy-ssc-sorry-surfaces',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency six year old with dad toothache lower right since thursday hurts when she eats not at night medical history healthy no meds no allergies extraoral no swelling intraoral letter s occlusal caries sorry distal occlusal caries not mobile no swelling no fistula letter t sound number thirty erupted sound bitewing shows caries close to the pulp on s no furcation lesion diagnosis reversible pulpitis letter s dad chose pulpotomy and crown to keep it consent from dad topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulp exposed pulpotomy letter s bleeding controlled with a cotton pellet mta placed stainless steel crown letter s size four cemented with glass ionomer occlusion checked she watched cartoons the whole time post op instructions to dad told dad to watch for lip biting',
    expect: {
      CC: 'Emergency. Toothache lower right since Thursday. Hurts when she eats not at night',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'No swelling',
      DENTAL: [
        ['S', 'DO caries not mobile no swelling no fistula'],
        ['T', 'Sound'],
        ['30', 'Erupted sound'],
      ],
      RADIO: 'Bitewing shows caries close to the pulp on #S. No furcation lesion',
      DX: ['Reversible pulpitis #S'],
      CONSULT: 'Dad chose pulpotomy and crown to keep it. Told dad to watch for lip biting',
      CONSENT: 'Consent from dad',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #S',
        'Bleeding controlled with a cotton pellet',
        'MTA placed',
        'Stainless steel crown #S size 4',
        'Cemented with glass ionomer',
        'Occlusion checked',
        'Post-op instructions to dad',
      ],
      NOTES: '6 year old with dad. She watched cartoons the whole time',
    },
  }),
  defineCase({
    id: 'h32-26-saturday-toddler-intrusion-f-concussion-e-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Walk-in trauma. 2 y/o w/ mom. Fell against coffee table 2 hrs ago, bled from mouth, cried right away, no LOC, no vomiting. Med hx: healthy, NKDA, vaccines up to date. EO: swollen upper lip, no lacerations. IO: upper labial frenum torn, bleeding stopped. #F intruded approx 3 mm, not mobile. #E slightly mobile, TTP, in position. #D, #G WNL. PA: #F apex displaced labially, away from permanent tooth bud. Dx: intrusion #F, concussion #E. Explained to mom #F should re-erupt on its own over 2-6 months and may discolor; risk to permanent tooth discussed. Advised soft diet 10-14 days, brush w/ soft brush, CHX on a swab twice daily for 1 week, no pacifier. Mom asked about pain: children's ibuprofen as directed. Pt very upset at first, settled on mom's lap. Follow-up in 1 week and again at 4 weeks.",
    expect: {
      CC: 'Walk-in trauma. Fell against coffee table 2 hrs ago, bled from mouth, cried right away, no LOC, no vomiting',
      'MED HX': 'Healthy, NKDA, vaccines up to date',
      EXTRA: 'Swollen upper lip, no lacerations',
      INTRA: 'Upper labial frenum torn, bleeding stopped',
      DENTAL: [
        ['F', 'Intruded approx 3 mm, not mobile'],
        ['E', 'Slightly mobile, TTP, in position'],
        ['D', 'WNL'],
        ['G', 'WNL'],
      ],
      RADIO: 'PA: #F apex displaced labially, away from permanent tooth bud',
      DX: ['Intrusion #F', 'Concussion #E'],
      CONSULT:
        "Explained to mom #F should re-erupt on its own over 2-6 months and may discolor; risk to permanent tooth discussed. Advised soft diet 10-14 days, brush w/ soft brush, CHX on a swab twice daily for 1 week, no pacifier. Mom asked about pain: children's ibuprofen as directed",
      NOTES: "2 y/o w/ mom. Pt very upset at first, settled on mom's lap",
      'F/U': 'Follow-up in 1 week and again at 4 weeks',
    },
  }),
  defineCase({
    id: 'h32-27-saturday-child-swelling-l-extraction-space-maintainer-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit seven year old with grandma his face is swollen on the lower left since yesterday medical history asthma on albuterol as needed allergic to amoxicillin extraoral mild swelling left cheek no fever intraoral buccal abscess next to l letter l large mesial occlusal caries mobile tender letter k sound number nineteen erupted sound pa of l radiolucency in the furcation diagnosis abscessed primary molar letter l explained to grandma it needs to come out she agreed signed consent topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb extracted letter l roots complete pus drained from the socket gauze pressure he did really well for a tough day rx clindamycin liquid dosed by weight plan space maintainer for the l space once healed',
    expect: {
      CC: 'Emergency visit. His face is swollen on the lower left since yesterday',
      'MED HX': 'Asthma on albuterol as needed. Allergic to amoxicillin',
      EXTRA: 'Mild swelling left cheek. No fever',
      INTRA: 'Buccal abscess next to #L',
      DENTAL: [
        ['L', 'Large MO caries mobile tender'],
        ['K', 'Sound'],
        ['19', 'Erupted sound'],
      ],
      RADIO: 'PA of #L radiolucency in the furcation',
      DX: ['Abscessed primary molar #L'],
      CONSULT: 'Explained to grandma it needs to come out. She agreed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #L'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #L',
        'Roots complete',
        'Pus drained from the socket',
        'Gauze pressure',
        'Rx clindamycin liquid dosed by weight',
      ],
      'TX PLAN': ['Space maintainer for #L space once healed'],
      NOTES: '7 year old with grandma. He did really well for a tough day',
    },
  }),
  defineCase({
    id: 'h32-28-monday-child-recall-letters-prophy-fv-fissure-sealants-19-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall exam. 6 y/o w/ mom and little brother. No concerns. Med hx: healthy, NKDA. EO: WNL. IO: WNL. Gingiva healthy, moderate plaque lower incisors. #3, #14 erupting. #19, #30 fully erupted, deep grooves, no caries. #A DO caries. #J O sealant intact. #K MO composite intact. #L, #S sound. #O, #P mobile. #24, #25 erupting lingually. 2 BWX: #A DO caries into dentin, #B D incipient. Dx: caries #A. Prophy, fluoride varnish. Fissure sealants #19, #30 w/ Isolite. Discussed flossing with mom. Told her the lower incisors usually move forward once the baby teeth come out. NV DO composite #A. Recall 6 months.',
    expect: {
      CC: 'Recall exam. No concerns',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Gingiva healthy, moderate plaque lower incisors',
      DENTAL: [
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Fully erupted, deep grooves, no caries'],
        ['30', 'Fully erupted, deep grooves, no caries'],
        ['A', 'DO caries'],
        ['J', 'O sealant intact'],
        ['K', 'MO composite intact'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['O', 'Mobile'],
        ['P', 'Mobile'],
        ['24', 'Erupting lingually'],
        ['25', 'Erupting lingually'],
      ],
      RADIO: '2 BWX: #A DO caries into dentin, #B D incipient',
      DX: ['Caries #A'],
      CONSULT:
        'Discussed flossing with mom. Told her the lower incisors usually move forward once the baby teeth come out',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30 w/ Isolite'],
      NOTES: '6 y/o w/ mom and little brother',
      NV: ['DO composite #A'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h32-29-monday-extraction-h-over-retained-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'eleven year old with mom here for extraction of the baby canine upper left medical history healthy no allergies letter h over retained mobile grade one number eleven erupting buccally letter c exfoliated number six fully erupted pa shows h root mostly resorbed topical then one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration h extracted letter h roots complete gauze pressure she was nervous but did fine she asked if the canine will move down into place told her it should over the next few months post op instructions given recall as scheduled',
    appends: ['add to notes she brought her tooth fairy box for the tooth', 'next visit ortho consult for upper crowding'],
    expect: {
      CC: 'Extraction of the baby canine upper left',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['H', 'Over retained mobile grade 1'],
        ['11', 'Erupting buccally'],
        ['C', 'Exfoliated'],
        ['6', 'Fully erupted'],
      ],
      RADIO: 'PA shows #H root mostly resorbed',
      CONSULT: 'She asked if the canine will move down into place. Told her it should over the next few months',
      'TX TODAY': ['Extraction #H'],
      TX: [
        'Topical',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #H',
        'Extracted #H',
        'Roots complete',
        'Gauze pressure',
        'Post-op instructions given',
      ],
      NOTES: '11 year old with mom. She was nervous but did fine. She brought her tooth fairy box for the tooth',
      NV: ['Ortho consult for upper crowding'],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h32-30-monday-teen-hawley-retainer-check-k-retained-prophy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Retainer check. 13 y/o, came alone. Braces off 6 months ago. Wears upper Hawley nights only, lower fixed retainer #22-#27. Says upper feels tight in the mornings. Med hx: healthy, NKDA. IO: lower fixed retainer intact, all bonds OK. Upper Hawley fits, clasps tight. Light calculus lingual lower incisors. #8, #9 small space opening (0.5 mm). #K retained, stable, not mobile. Pano (last year): #20 congenitally missing. Labial bow adjusted to close the midline space. Clasps loosened slightly. Prophy, OHI with floss threaders around lower retainer. Discussed long-term retainer wear, pt agreed to wear the Hawley full-time for 2 weeks. NV: retainer check 2 months.',
    expect: {
      CC: 'Retainer check. Braces off 6 months ago. Wears upper Hawley nights only, lower fixed retainer #22-#27. Says upper feels tight in the mornings',
      'MED HX': 'Healthy, NKDA',
      INTRA: 'Lower fixed retainer intact, all bonds OK. Upper Hawley fits, clasps tight',
      PERIO: 'Light calculus lingual lower incisors',
      DENTAL: [
        ['8', 'Small space opening (0.5 mm)'],
        ['9', 'Small space opening (0.5 mm)'],
        ['K', 'Retained, stable, not mobile'],
      ],
      RADIO: 'Pano (last year): #20 congenitally missing',
      CONSULT: 'Discussed long-term retainer wear, pt agreed to wear the Hawley full-time for 2 weeks',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Labial bow adjusted to close the midline space',
        'Clasps loosened slightly',
        'Prophy',
        'OHI with floss threaders around lower retainer',
      ],
      NOTES: '13 y/o, came alone',
      NV: ['Retainer check 2 months'],
    },
  }),

  // ---------------------------------------------------------------- 6. US general dentist (Universal)
  defineCase({
    id: 'h32-31-saturday-denture-tooth-reattached-lower-denture-eased-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here because a front tooth came off her upper denture last night she brought it with her also her lower denture is sore on the left medical history no changes takes amlodipine and metformin no allergies intraoral sore spot lower left buccal sulcus in the premolar area upper ridge healthy reattached the tooth to the upper denture with cold cure acrylic trimmed and polished um pressure indicating paste on the lower showed a high spot over the sore area eased the lower denture flange and polished she said it's more comfortable told her the dentures are ten years old and new ones would fit better she'll think about it",
    expect: {
      CC: 'Front tooth came off her upper denture last night. She brought it with her. Her lower denture is sore on the left',
      'MED HX': 'No changes. Takes amlodipine and metformin. No allergies',
      INTRA: 'Sore spot lower left buccal sulcus in the premolar area. Upper ridge healthy',
      CONSULT: "Told her the dentures are 10 years old and new ones would fit better. She'll think about it",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Reattached the tooth to the upper denture with cold cure acrylic',
        'Trimmed and polished',
        'Pressure indicating paste on the lower showed a high spot over the sore area',
        'Eased the lower denture flange and polished',
      ],
      NOTES: "She said it's more comfortable",
    },
  }),
  defineCase({
    id: 'h32-32-saturday-swelling-19-clindamycin-only-er-if-spreads',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Saturday walk-in. Swelling L lower jaw x 2 days, throbbing, ibuprofen not helping. Med hx: HTN on lisinopril, BP 148/92 today, allergic to PCN (hives). EO: temp 99.1 F, firm swelling L mandible, not crossing lower border, opening 40 mm, swallowing OK. IO: vestibular swelling buccal to #19, not fluctuant. #19 PFM crown, TTP, no response to cold. #18 O composite intact. #20 WNL. PA #19: large PARL both roots. Dx: acute apical abscess #19. Discussed RCT vs extraction; pt will decide w/ own dentist on Monday. Rx clindamycin 300 mg QID x 7 days. Advised warm salt water rinses, alternate ibuprofen + acetaminophen. Go to ER if swelling spreads or trouble swallowing. Plan: RCT or extraction #19 w/ own dentist.',
    expect: {
      CC: 'Saturday walk-in. Swelling L lower jaw x 2 days, throbbing, ibuprofen not helping',
      'MED HX': 'HTN on lisinopril, BP 148/92 today, allergic to PCN (hives)',
      EXTRA: 'Temp 99.1 F, firm swelling L mandible, not crossing lower border, opening 40 mm, swallowing OK',
      INTRA: 'Vestibular swelling buccal to #19, not fluctuant',
      DENTAL: [
        ['19', 'PFM crown, TTP, no response to cold'],
        ['18', 'O composite intact'],
        ['20', 'WNL'],
      ],
      RADIO: 'PA #19: large PARL both roots',
      DX: ['Acute apical abscess #19'],
      CONSULT:
        'Discussed RCT vs extraction; pt will decide w/ own dentist on Monday. Advised warm salt water rinses, alternate ibuprofen + acetaminophen',
      TX: ['Rx clindamycin 300 mg QID x 7 days'],
      'TX PLAN': ['RCT or extraction #19 w/ own dentist'],
      'F/U': 'Go to ER if swelling spreads or trouble swallowing',
    },
  }),
  defineCase({
    id: 'h32-33-saturday-broken-filling-12-d-marginal-ridge-do-composite-sorry-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit she broke a filling upper left eating almonds it's sharp on her tongue no pain medical history no changes on levothyroxine allergic to sulfa intraoral number twelve fractured distal marginal ridge under a disto occlusal composite no caries visible not tender number thirteen mesial occlusal amalgam intact number eleven sound diagnosis fractured restoration number twelve she wanted it fixed today one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration twelve isolite old composite removed no decay underneath sectional matrix etch bond disto occlusal composite number twelve shade a two sorry a three cured polished bite checked she was happy to get it done on a weekend",
    expect: {
      CC: "Emergency visit. She broke a filling upper left eating almonds. It's sharp on her tongue. No pain",
      'MED HX': 'No changes. On levothyroxine. Allergic to sulfa',
      DENTAL: [
        ['12', 'Fractured D marginal ridge under a DO composite no caries visible not tender', 'D marginal ridge'],
        ['13', 'MO amalgam intact'],
        ['11', 'Sound'],
      ],
      DX: ['Fractured restoration #12'],
      CONSULT: 'She wanted it fixed today',
      'TX TODAY': ['DO composite #12'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12',
        'Isolite',
        'Old composite removed',
        'No decay underneath',
        'Sectional matrix',
        'Etch',
        'Bond',
        'DO composite #12',
        'Shade A3',
        'Cured',
        'Polished',
        'Bite checked',
      ],
      NOTES: 'She was happy to get it done on a weekend',
    },
  }),
  defineCase({
    id: 'h32-34-monday-prophy-exam-pregnant-gingivitis-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Prophy + periodic exam. No c/o except gums bleed when flossing. Med hx: no changes, 20 wks pregnant, prenatal vitamins, NKDA. EO: WNL. IO: WNL. PSR 2 2 2 / 2 2 2, BOP 30%, gingiva puffy + red interproximally. #3 O composite intact. #14 MOD amalgam, ditched margins. #30 crown, margins OK. #31 O caries, small. No BWX today, pt prefers to wait until after delivery. Dx: pregnancy gingivitis. Prophy, OHI: floss daily + soft brush. Explained dental care is safe during pregnancy, 2nd trimester best time for the filling. NV: O composite #31 in 2 weeks. Recall 3 months while pregnant.',
    appends: [
      'Add to notes: husband waiting in reception, pt felt faint when reclined fully, treated sitting up.',
      'Change 3 months to 4 months.',
    ],
    expect: {
      CC: 'Prophy + periodic exam. No c/o except gums bleed when flossing',
      'MED HX': 'No changes, 20 wks pregnant, prenatal vitamins, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2, BOP 30%, gingiva puffy + red interproximally',
      DENTAL: [
        ['3', 'O composite intact'],
        ['14', 'MOD amalgam, ditched margins'],
        ['30', 'Crown, margins OK'],
        ['31', 'O caries, small'],
      ],
      RADIO: 'No BWX today, pt prefers to wait until after delivery',
      DX: ['Pregnancy gingivitis'],
      CONSULT: 'Explained dental care is safe during pregnancy, 2nd trimester best time for the filling',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI: floss daily + soft brush'],
      NOTES: 'Husband waiting in reception, pt felt faint when reclined fully, treated sitting up',
      NV: ['O composite #31 in 2 weeks'],
      'F/U': 'Recall 4 months while pregnant',
    },
  }),
  defineCase({
    id: 'h32-35-monday-ortho-extractions-4-13-latex-allergy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "fourteen year old with mom here for the two premolar extractions for her braces referral from her orthodontist medical history healthy no meds allergic to latex extraoral within normal limits intraoral braces not on yet numbers four and thirteen fully erupted sound numbers five and twelve sound pano from the orthodontist roots fully formed verbal and written consent from mom latex free gloves two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration four and thirteen elevated then extracted four and thirteen with upper premolar forceps roots complete gauze pressure hemostasis good she was nervous but did great post op instructions to mom with a written sheet advised ibuprofen as needed call if the bleeding doesn't stop",
    expect: {
      CC: '2 premolar extractions for her braces. Referral from her orthodontist',
      'MED HX': 'Healthy. No meds. Allergic to latex',
      EXTRA: 'Within normal limits',
      INTRA: 'Braces not on yet',
      DENTAL: [
        ['4', 'Fully erupted sound'],
        ['13', 'Fully erupted sound'],
        ['5', 'Sound'],
        ['12', 'Sound'],
      ],
      RADIO: 'Pano from the orthodontist roots fully formed',
      CONSULT: 'Advised ibuprofen as needed',
      CONSENT: 'Verbal and written consent from mom',
      'TX TODAY': ['Extraction #4, #13'],
      TX: [
        'Latex free gloves',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #4, #13',
        'Elevated',
        'Extracted #4, #13 with upper premolar forceps',
        'Roots complete',
        'Gauze pressure',
        'Hemostasis good',
        'Post-op instructions to mom with a written sheet',
      ],
      NOTES: '14 year old with mom. She was nervous but did great',
      'F/U': "Call if the bleeding doesn't stop",
    },
  }),
  defineCase({
    id: 'h32-36-monday-new-upper-partial-denture-impressions-rest-seats',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for impressions for new upper partial denture (cast metal) to replace #7, #10, #13; old acrylic flipper cracked. Med hx: no changes, osteoporosis on alendronate, NKDA. #6, #8, #9, #11 sound. #12 MO composite intact. #14 crown. Palate healthy. Guide plane prepped on #12. Rest seats prepped on #5, #11 and #14 w/ diamond. Final impressions upper + lower w/ alginate, poured in stone immediately. Bite registration w/ wax. Shade A2, mold selected w/ pt. Pt asked how long it takes: 3-4 weeks to framework try-in. Fee reviewed, insurance covers 50%. NV: framework try-in in 3 weeks.',
    expect: {
      CC: 'Impressions for new upper partial denture (cast metal) to replace #7, #10, #13; old acrylic flipper cracked',
      'MED HX': 'No changes, osteoporosis on alendronate, NKDA',
      INTRA: 'Palate healthy',
      DENTAL: [
        ['6', 'Sound'],
        ['8', 'Sound'],
        ['9', 'Sound'],
        ['11', 'Sound'],
        ['12', 'MO composite intact'],
        ['14', 'Crown'],
      ],
      CONSULT: 'Pt asked how long it takes: 3-4 weeks to framework try-in. Fee reviewed, insurance covers 50%',
      'TX TODAY': ['Impressions'],
      TX: [
        'Guide plane prepped #12',
        'Rest seats prepped #5, #11, #14 w/ diamond',
        'Final impressions upper + lower w/ alginate',
        'Poured in stone immediately',
        'Bite registration w/ wax',
        'Shade A2',
        'Mold selected w/ pt',
      ],
      NV: ['Framework try-in in 3 weeks'],
    },
  }),
];
