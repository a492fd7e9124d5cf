// The thirty-ninth held-out split (ids h39-01–h39-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
//
// An ordinary Thursday at four practices, nine visits each, whatever came in: recalls with charting, fillings,
// extractions, root canals, crowns and a bridge, dentures, children, periodontal visits, emergencies, consultations and
// reviews, dictated the way each clinician really dictates: terse typed shorthand, typed sentences and long recogniser
// run-ons, section words said or not, remarks, the patient's own words and questions, nurse asides, self-corrections
// ("sorry", "I mean", "no wait", "scratch that") and fillers.
//   h39-01–h39-09 an NHS practice in Scotland (FDI): a senior partner near retirement who types terse shorthand (h39-01
//     a routine exam with short charting and bitewings, h39-03 an emergency extraction of 46 in a patient on warfarin,
//     h39-06 a new upper acrylic partial denture fitted); a young associate who dictates long recogniser run-ons with
//     "wee", fillers and nurse asides (h39-02 an MO composite on 25 with "no wait", h39-04 a six-year-old's check-up
//     with primary teeth, varnish and appended dictation, h39-07 pericoronitis irrigated with "scratch that" and appended
//     dictation, h39-09 a crown prep on 26 after NHS prior approval); a hygienist-therapist who types (h39-05 a second
//     RSD visit with smoking advice, no chart entries, h39-08 a teenager with a fixed brace and white spot lesions);
//   h39-10–h39-18 a New Zealand practice (Palmer): an older UK-trained dentist who types UR6 shorthand (h39-10 a terse
//     recall, h39-14 a PFM crown cemented on UR6, h39-17 a cracked-tooth consultation with no treatment); a younger
//     dentist who dictates Palmer words (h39-11 a rugby injury with an ACC claim and an MI composite on UR1, h39-13 an
//     emergency extraction of LL6 with a Work and Income quote and appended dictation, h39-16 a first-stage RCT on UL6
//     with "change three weeks to two weeks" appended); an oral health therapist (h39-12 a typed adolescent exam with
//     fissure sealants, h39-15 a Hall crown on LLE, recogniser, h39-18 a pregnant patient's scale and polish,
//     recogniser);
//   h39-19–h39-27 a New York general practice (Universal): an older dentist who types (h39-19 a limited exam for a
//     fractured cusp with no title, h39-23 a three-unit bridge seated, h39-25 two amalgams under two LA lines, no chart
//     entries); a young associate on the recogniser (h39-20 a periodic exam with prophy and appended dictation, h39-22 an
//     emergency pulpectomy on #5 with a nurse aside, h39-24 a night guard delivered, h39-26 an extraction of #1 under
//     nitrous with "scratch that"); a hygienist who types (h39-21 SRP with Arestin, no chart entries, h39-27 a
//     periodontal maintenance visit);
//   h39-28–h39-36 a US community health centre with many children (Universal with primary letters): a paediatric
//     dentist on the recogniser (h39-28 a four-year-old's first visit with an interpreter, SDF and appended chart entry,
//     h39-30 a pulpotomy and stainless steel crown on #L under nitrous, h39-32 an abscessed #K extracted, h39-34 a band
//     and loop fitted, h39-36 two occlusal composites with two appended dictations); a hygienist who types (h39-29 a
//     prophy with fissure sealants, h39-33 a terse SDF reapplication); a general dentist who types (h39-31 a walk-in
//     extraction of #15 on the sliding fee scale, h39-35 a new patient's comprehensive exam with a phased treatment plan).
// UK 18 (FDI 9, Palmer 9; the New Zealand practice follows UK conventions), US 18 (Universal, primary letters in h39-28
// to h39-30 and h39-32 to h39-34); 18 recogniser-style (lower case, number words, fillers, little or no punctuation:
// h39-02, 04, 07, 09, 11, 13, 15, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36) and 18 typed; 23 to 224 words (terse: h39-10,
// h39-33, h39-19, h39-01; most 60 to 170; long: h39-35, h39-22);
// seven cases with appended dictation (h39-04 "add to notes …", h39-07 "add to notes …", h39-13 "add to notes …", h39-16
// "change three weeks to two weeks", h39-20 "next visit …", h39-28 "add to chart …", h39-36 "add to treatment …" /
// "next visit …"). DENTAL in 31 cases (not h39-05, h39-14, h39-21, h39-23, h39-25).
//
// Judgement calls where the contract was silent:
// - In recogniser-style text fields a new clause starts a new sentence and an "and" opening a clause goes (as more58);
//   one subject with two verbs stays one sentence ("he laughed and said …", "told aunt no sticky candy or gum and to call
//   if it comes loose", "told him yes but soft foods … and watch for lip biting"). Recogniser-style chart conditions keep
//   the spoken run without added commas (as more53 / more54 / more58).
// - A child's age and who came with them (also "in with mum", "with her nana", an interpreter on the phone) are NOTES, as
//   are remarks about the patient ("she was a wee star", "he did awesome watched Paw Patrol", "Pt tolerated well"), a
//   shade the patient approved ("Pt approved shade in mirror", "Pt checked shade + was happy"), anxiety ("she's really
//   nervous about needles", "she relaxed nicely" under nitrous) and a stated background with no discussion ("34 y/o M,
//   works construction, uninsured - sliding fee scale"). A patient's or parent's question and its answer, advice after
//   treatment, fees, quotes, exemptions and cover (NHS exemption, ACC cover and "ACC claim lodged", a Work and Income quote,
//   CDA cover, Medicaid and prior authorisation, an insurance predetermination) are CONSULT (as more58).
// - A carer's report of the complaint stays in the CC ("mom says he won't let her brush his teeth", "mom says no more
//   bottle at night", "nana says no pain"); a reported complaint after the reason for attending stays in the CC too.
// - Nurse asides ("could you pop the suction in for me please thanks", "could i get the cord packer please ta", "can you
//   grab me the lower molar forceps cheers", "hey can you hand me the apex locator thanks", "could you pass the crown
//   crimpers please thank you") are dropped entirely (as more54 / more58).
// - "Head and neck exam normal" is EXTRA; "oral cancer screening negative" / "OCS negative" and a soft-tissue finding
//   "on knee to knee exam" are INTRA; an extraction site with no tooth is INTRA. Oral hygiene, plaque, gingivitis,
//   bleeding, probing depths and a furcation said after its pockets ("PD 5-7 mm #2, #3, #30, #31 w/ class II furcation
//   #31") are PERIO; a tooth-first mobility ("#24, #25 mobility 3") is a chart entry (as more58).
// - Titles: "Hall crown" → SSC (table), "stainless steel crown letter l" → "SSC #L" with "luted with glass ionomer" a step
//   of its own; "irrigated under the operculum with warm saline" → Irrigation; "tried in the upper hard night guard" →
//   Night guard; a typed CC "Cementation PFM crown UR6" gives "Crown fit UR6" when the steps are only "Crown tried in …
//   Cemented w/ Ketac Cem" (as more58 bh03); "Denture seated" for a new partial → Denture fit; "Cemented bridge #3-#5" →
//   "Bridge fit #3-#5"; "Perio maintenance" → Periodontal maintenance; "FS" → Fissure sealant and "FV" → Fluoride
//   varnish (as more58); "Prophy with the Cavitron and polish" → Prophy; "RSD upper left + lower left" → RSD (quadrants
//   are no teeth); a first-stage root canal whose steps name no procedure takes "RCT UL6" from the CC (as more56 bf02).
//   Band and loop, separator removal, Arestin, nitrous oxide, topical, putty index, a composite core, a sharp edge
//   smoothed and "Rx Duraphat 5000 toothpaste" are no titles. A typed "LOE" (limited oral evaluation) names no procedure.
// - NV and TX PLAN use the table names ("NV O comp 17" → "O composite 17", "finish root canal number five" → "Finish RCT
//   #5"); "sealants" (not the table's "fissure sealant") stays as said in NV and CC. A referral to another service
//   ("Referred to our medical clinic for BP", "Referred to our tobacco cessation program") is TX PLAN; a conditional
//   referral inside an explanation ("explained if it keeps happening we'd refer her to the hospital", "we'll refer her to
//   the orthodontist once …") stays CONSULT. "Call us if it gets worse", "Review PRN", "Recall as due", "RC 3 mo" and
//   "Re-evaluation 3/12 w/ 6PPC" are F/U; a typed "NV 4-6 wk re-eval" is NV because it is labelled NV.
// - Surfaces (rule 4): "abfraction lesions on the buccal" → "B abfraction lesions", "occlusal stain" → "O stain",
//   "mesial incisal corner" → "MI corner", "cracked palatal cusp" → "cracked P cusp", "mesial root fractured" (a TX item)
//   → "M root fractured"; "worn incisal edges" stays words; "pulp exposure on the distal horn" and "loop resting on the
//   distal of #L" keep the word (horn and surface are not in rule 4's list); text fields keep a single surface as a word
//   ("75 occlusal into dentine"). "Uncomplicated crown fracture" gives fracture "Crown", "fractured MB cusp" gives "MB
//   cusp" (as more56).
// - Self-corrections replace the whole phrase corrected ("two canals found buccal and lingual um sorry buccal and
//   palatal" → "2 canals found buccal and palatal", "six five disto occlusal no wait distal caries" → "D caries", "letter k
//   occlusal sealant intact sorry occlusal composite intact" → "O composite intact").
// - Typed shorthand is kept as typed outside the LA line ("amalg", "comp", "S&P", "FV", "POIG", "TTP++", "w/"), and the
//   LA line is normalised ("lido" → lidocaine, "carps" → carpules, "adr" → adrenaline, "infil" → infiltration, "1:100k" →
//   1:100,000); a brand named as the agent stays ("1 carp 4% Septocaine"). Proper names and brands are written as their
//   owners write them (NHS, ACC, Work and Income, CDA, Advil, Synthroid, Tylenol, Adderall, Ledermix, Reciproc Blue,
//   Cavit, Protemp, TempBond, Cavitron, Mylar, Paw Patrol). Ages, percentages, temperatures and millimetres that look like
//   tooth numbers stay numbers ("till she's about 11", "maybe age 10 or 11", "24 weeks pregnant", "temperature 37.2",
//   "over 30 seconds", "BOP 38% (was 62%)").
// - TX items: "etch and bond" said with "and" is one step; "etch bond" said without it is two (as more58 bh09 "Etch, bond");
//   a finding met during treatment is a TX step ("M root fractured", "Pulp exposure on the distal horn"); a typed "Perio
//   maint" / "Perio maintenance" opening a clause is a procedure, not the PERIO section word.
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry at the end, "add to treatment …" adds a
//   TX item at the end, "next visit …" adds an NV item, and "change X to Y" edits the one place X is said (as more56 /
//   more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout39Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. NHS practice in Scotland (FDI)
  defineCase({
    id: 'h39-01-uk-typed-fdi-senior-terse-exam-bws-17-o-caries-wait-till-holiday',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam, no c/o. MH NC, NKDA. EO NAD. IO NAD. BPE 121/112. 46 MOD amalg sound. 17 O caries. BWs x2: 17 O caries into dentine, nil else. Dx caries 17. OHI. Pt would prefer to wait till after her holiday for 17. NV O comp 17. RV 6/12.',
    expect: {
      CC: 'Routine exam, no c/o',
      'MED HX': 'NC, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 121/112',
      DENTAL: [
        ['46', 'MOD amalg sound'],
        ['17', 'O caries'],
      ],
      RADIO: 'BWs x2: 17 O caries into dentine, nil else',
      DX: ['Caries 17'],
      CONSULT: 'Pt would prefer to wait till after her holiday for 17',
      'TX TODAY': ['OHI'],
      TX: ['OHI'],
      NV: ['O composite 17'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'h39-02-uk-asr-fdi-associate-mo-composite-25-no-wait-suction-aside-exempt',
    style: 'UK',
    asr: true,
    transcript:
      "right she's here for the filling on two five says it's been catching her floss for a wee while medical history no changes takes omeprazole no allergies two five mesial occlusal caries not tender two four sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two four no wait two five could you pop the suction in for me please thanks rubber dam caries removed dentine hard no exposure sectional matrix and wedge etch and bond mesial occlusal composite two five shade a two cured bite checked polished she asked if she'll have to pay for this explained it's free on the nhs as she's exempt post op instructions given recall as normal",
    expect: {
      CC: "Filling on 25. Says it's been catching her floss for a wee while",
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['25', 'MO caries not tender'],
        ['24', 'Sound'],
      ],
      CONSULT: "She asked if she'll have to pay for this. Explained it's free on the NHS as she's exempt",
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Rubber dam',
        'Caries removed',
        'Dentine hard',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch and bond',
        'MO composite 25',
        'Shade A2',
        'Cured',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as normal',
    },
  }),
  defineCase({
    id: 'h39-03-uk-typed-fdi-senior-emergency-xla-46-warfarin-inr-surgicel-txa',
    style: 'UK',
    asr: false,
    transcript:
      'Emerg appt. Pain LR 4/7, kept her up last night. MH: AF on warfarin, INR 2.6 yesterday, T2DM (metformin), NKDA. EO: NAD, no swelling. 46 grossly carious, TTP++, grade I mobile. 45 DO amalg sound. 47 missing. PA 46: large PA radiolucency M root, caries into pulp. Dx: symptomatic apical periodontitis 46. RCT vs XLA discussed, pt wants XLA, not keen on RCT. Written consent. LA 2 x 2.2ml lidocaine 2% 1:80,000 adr IDB right + buccal infil 46. XLA 46 w/ forceps, roots intact. Surgicel + 2 x 3-0 Vicryl Rapide. Haemostasis achieved. POIG verbal + written. Rx tranexamic acid 5% mouthwash QDS 2/7. Review PRN.',
    expect: {
      CC: 'Emerg appt. Pain LR 4 days, kept her up last night',
      'MED HX': 'AF on warfarin, INR 2.6 yesterday, T2DM (metformin), NKDA',
      EXTRA: 'NAD, no swelling',
      DENTAL: [
        ['46', 'Grossly carious, TTP++, grade I mobile'],
        ['45', 'DO amalg sound'],
        ['47', 'Missing'],
      ],
      RADIO: 'PA 46: large PA radiolucency M root, caries into pulp',
      DX: ['Symptomatic apical periodontitis 46'],
      CONSULT: 'RCT vs XLA discussed, pt wants XLA, not keen on RCT',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'XLA 46 w/ forceps',
        'Roots intact',
        'Surgicel + 2 x 3-0 Vicryl Rapide',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx tranexamic acid 5% mouthwash QDS 2 days',
      ],
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'h39-04-uk-asr-fdi-associate-child-check-up-81-41-65-no-wait-varnish-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "six year old in with mum for her check up mum says she's been complaining about a wiggly tooth at the front medical history fit and well no medicines no allergies soft tissues fine oral hygiene fair plaque on the upper molars eight one mobile four one erupting behind it seven five occlusal caries small eight five sound six five disto occlusal no wait distal caries three six partially erupted two bitewings taken seven five occlusal into dentine six five distal enamel only diagnosis caries seven five fluoride varnish applied toothbrushing instruction with mum advised two minutes twice a day and spit don't rinse mum asked if the baby teeth really need filling explained they need to last till she's about eleven she was a wee star next visit occlusal gic seven five recall six months",
    appends: ['add to notes mum would like appointments after school'],
    expect: {
      CC: "Her check up. Mum says she's been complaining about a wiggly tooth at the front",
      'MED HX': 'Fit and well. No medicines. No allergies',
      INTRA: 'Soft tissues fine',
      PERIO: 'Oral hygiene fair. Plaque on the upper molars',
      DENTAL: [
        ['81', 'Mobile'],
        ['41', 'Erupting behind it'],
        ['75', 'O caries small'],
        ['85', 'Sound'],
        ['65', 'D caries'],
        ['36', 'Partially erupted'],
      ],
      RADIO: '2 bitewings taken. 75 occlusal into dentine. 65 distal enamel only',
      DX: ['Caries 75'],
      CONSULT:
        "Advised 2 minutes twice a day and spit don't rinse. Mum asked if the baby teeth really need filling. Explained they need to last till she's about 11",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '6 year old in with mum. She was a wee star. Mum would like appointments after school',
      NV: ['O GIC 75'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h39-05-uk-typed-fdi-hygienist-therapist-rsd-visit-2-smoker-tepe-no-dental',
    style: 'UK',
    asr: false,
    transcript:
      'Hygienist appt: RSD upper left + lower left (visit 2 of 2). Pt says gums bleed less since starting TePes. MH: no change, smoker 15/day, NKDA. BPE 434/334 at last visit. BOP 38% (was 62%), plaque score 30%. Residual 6-7 mm pockets 26, 27, 36. LA 2 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil upper left + IDB left. RSD upper left + lower left w/ ultrasonic + Gracey curettes. OHI: TePe green + orange + single tufted brush around 27. Smoking cessation advice given, pt keen to try patches. Re-evaluation 3/12 w/ 6PPC.',
    expect: {
      CC: 'Hygienist appt: RSD upper left + lower left (visit 2 of 2). Pt says gums bleed less since starting TePes',
      'MED HX': 'No change, smoker 15/day, NKDA',
      PERIO: 'BPE 434/334 at last visit. BOP 38% (was 62%), plaque score 30%. Residual 6-7 mm pockets 26, 27, 36',
      CONSULT: 'Smoking cessation advice given, pt keen to try patches',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left + IDB left',
        'RSD upper left + lower left w/ ultrasonic + Gracey curettes',
        'OHI: TePe green + orange + single tufted brush around 27',
      ],
      'F/U': 'Re-evaluation 3 months w/ 6PPC',
    },
  }),
  defineCase({
    id: 'h39-06-uk-typed-fdi-senior-fit-upper-acrylic-partial-denture-bulky-pip',
    style: 'UK',
    asr: false,
    transcript:
      'Fit new upper acrylic partial denture (replacing 12, 11, 21). MH: no change, ramipril, NKDA. 13, 22 sound. 14 MO amalg sound. Denture seated, PIP - relieved over 13 palatal gingiva. Retention good, occlusion even. Pt says it feels bulky, explained this usually settles in 1-2 wks. Pt pleased with appearance. Insertion/removal + cleaning demonstrated, out at night. Review 1/52 for ease.',
    expect: {
      CC: 'Fit new upper acrylic partial denture (replacing 12, 11, 21)',
      'MED HX': 'No change, ramipril, NKDA',
      DENTAL: [
        ['13', 'Sound'],
        ['22', 'Sound'],
        ['14', 'MO amalg sound'],
      ],
      CONSULT:
        'Pt says it feels bulky, explained this usually settles in 1-2 wks. Insertion/removal + cleaning demonstrated, out at night',
      'TX TODAY': ['Denture fit'],
      TX: ['Denture seated', 'PIP - relieved over 13 palatal gingiva', 'Retention good', 'Occlusion even'],
      NOTES: 'Pt pleased with appearance',
      'F/U': 'Review 1 week for ease',
    },
  }),
  defineCase({
    id: 'h39-07-uk-asr-fdi-associate-pericoronitis-48-scratch-that-saline-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment um sore at the back on the lower right for three days hurts to swallow medical history asthmatic on a brown and a blue inhaler allergic to penicillin extra oral tender right submandibular lymph node mouth opening about three fingers no facial swelling temperature thirty seven point two intra oral four eight partially erupted operculum swollen and red tender four seven sound one eight over erupted biting on the operculum diagnosis pericoronitis four eight irrigated under the operculum with chlorhexidine scratch that irrigated under the operculum with warm saline debris removed advised hot salt water mouthwashes and ibuprofen and paracetamol for the pain she asked if the tooth needs to come out explained if it keeps happening we'd refer her to the hospital review if not settling in three days",
    appends: ["add to notes she's got exams next week and was worried about missing them"],
    expect: {
      CC: 'Emergency appointment. Sore at the back on the lower right for 3 days. Hurts to swallow',
      'MED HX': 'Asthmatic on a brown and a blue inhaler. Allergic to penicillin',
      EXTRA: 'Tender right submandibular lymph node. Mouth opening about 3 fingers. No facial swelling. Temperature 37.2',
      DENTAL: [
        ['48', 'Partially erupted operculum swollen and red tender'],
        ['47', 'Sound'],
        ['18', 'Over erupted biting on the operculum'],
      ],
      DX: ['Pericoronitis 48'],
      CONSULT:
        "Advised hot salt water mouthwashes and ibuprofen and paracetamol for the pain. She asked if the tooth needs to come out. Explained if it keeps happening we'd refer her to the hospital",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with warm saline', 'Debris removed'],
      NOTES: "She's got exams next week and was worried about missing them",
      'F/U': 'Review if not settling in 3 days',
    },
  }),
  defineCase({
    id: 'h39-08-uk-typed-fdi-hygienist-therapist-teen-fixed-brace-white-spots-s-and-p-fv',
    style: 'UK',
    asr: false,
    transcript:
      "15 y/o, attended alone. Hygiene appt, fixed brace (ortho at the hospital). MH: fit and well, NKDA. Gingivae swollen + bleeding around lower brackets. BPE 2 2 2 / 2 2 2. 12, 11, 21, 22 B white spot lesions around brackets. S&P around brackets w/ ultrasonic. OHI: interspace brush + TePe ortho brush. FV Duraphat 22,600 ppm applied. Rx Duraphat 5000 toothpaste. Pt admits she only brushes once a day, encouraged twice. Told her the white marks may be permanent if it doesn't improve. RV 3/12.",
    expect: {
      CC: 'Hygiene appt, fixed brace (ortho at the hospital)',
      'MED HX': 'Fit and well, NKDA',
      PERIO: 'Gingivae swollen + bleeding around lower brackets. BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['12', 'B white spot lesions around brackets'],
        ['11', 'B white spot lesions around brackets'],
        ['21', 'B white spot lesions around brackets'],
        ['22', 'B white spot lesions around brackets'],
      ],
      CONSULT:
        "Pt admits she only brushes once a day, encouraged twice. Told her the white marks may be permanent if it doesn't improve",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'S&P around brackets w/ ultrasonic',
        'OHI: interspace brush + TePe ortho brush',
        'FV Duraphat 22,600 ppm applied',
        'Rx Duraphat 5000 toothpaste',
      ],
      NOTES: '15 y/o, attended alone',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h39-09-uk-asr-fdi-associate-crown-prep-26-prior-approval-no-wait-shade-cord-aside',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the crown prep on two six the prior approval came through last week medical history no changes still on the levothyroxine no allergies two six large mesial occlusal distal amalgam with a cracked palatal cusp root treated two seven disto occlusal composite sound two five sound verbal consent she's happy with metal ceramic la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six waited a few minutes then putty index old amalgam removed core built up in composite then crown prep two six with a shoulder buccally and a chamfer palatally retraction cord size zero could i get the cord packer please ta impressions upper in putty and wash and lower in alginate bite registration shade a three no wait a three point five temporary crown in protemp cemented with tempbond occlusion checked er she said she'd been dreading it but it was fine post op instructions given next visit crown fit two six in three weeks",
    expect: {
      CC: 'Crown prep on 26. Prior approval came through last week',
      'MED HX': 'No changes. Still on the levothyroxine. No allergies',
      DENTAL: [
        ['26', 'Large MOD amalgam with a cracked P cusp root treated'],
        ['27', 'DO composite sound'],
        ['25', 'Sound'],
      ],
      CONSULT: "She's happy with metal ceramic",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 26', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Waited a few minutes',
        'Putty index',
        'Old amalgam removed',
        'Core built up in composite',
        'Crown prep 26 with a shoulder buccally and a chamfer palatally',
        'Retraction cord size 0',
        'Impressions upper in putty and wash and lower in alginate',
        'Bite registration',
        'Shade A3.5',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: "She said she'd been dreading it but it was fine",
      NV: ['Crown fit 26 in 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. New Zealand practice (Palmer)
  defineCase({
    id: 'h39-10-uk-typed-palmer-older-terse-recall-ur6-ll7-bws-s-and-p-rv-12',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript: 'Recall exam. No c/o. MH NC. BPE 111/121. UR6 MOD amalg sound, LL7 O comp sound. BWs: no caries. S&P, OHI. RV 12/12.',
    expect: {
      CC: 'Recall exam. No c/o',
      'MED HX': 'NC',
      PERIO: 'BPE 111/121',
      DENTAL: [
        ['UR6', 'MOD amalg sound'],
        ['LL7', 'O comp sound'],
      ],
      RADIO: 'BWs: no caries',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      'F/U': 'RV 12 months',
    },
  }),
  defineCase({
    id: 'h39-11-uk-asr-palmer-younger-rugby-ur1-crown-fracture-acc-mi-composite-mouthguard',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's here because he got an elbow to the face at rugby on saturday chipped his front tooth no pain just sharp on his tongue medical history fit and well no meds no allergies extra oral small graze on the chin healing intra oral lips fine no lacerations upper right one uncomplicated crown fracture mesial incisal corner enamel and dentine no pulp exposure not mobile responds to cold upper left one sound upper right two sound pa upper right one no root fracture diagnosis enamel dentine fracture upper right one explained we can bond it with composite today and that acc covers it he was keen acc claim lodged no la needed isolated with cotton wool rolls etch bond mesial incisal composite upper right one with a mylar strip shade a two polished with discs checked the bite told him to get a mouthguard made he laughed and said his mum's been telling him that for years review in six weeks with a vitality test",
    expect: {
      CC: 'He got an elbow to the face at rugby on Saturday. Chipped his front tooth. No pain just sharp on his tongue',
      'MED HX': 'Fit and well. No meds. No allergies',
      EXTRA: 'Small graze on the chin healing',
      INTRA: 'Lips fine. No lacerations',
      DENTAL: [
        [
          'UR1',
          'Uncomplicated crown fracture MI corner enamel and dentine no pulp exposure not mobile responds to cold',
          'Crown',
        ],
        ['UL1', 'Sound'],
        ['UR2', 'Sound'],
      ],
      RADIO: 'PA UR1 no root fracture',
      DX: ['Enamel dentine fracture UR1'],
      CONSULT:
        'Explained we can bond it with composite today and that ACC covers it. He was keen. ACC claim lodged. Told him to get a mouthguard made',
      'TX TODAY': ['MI composite UR1'],
      TX: [
        'No LA needed',
        'Isolated with cotton wool rolls',
        'Etch',
        'Bond',
        'MI composite UR1 with a Mylar strip',
        'Shade A2',
        'Polished with discs',
        'Checked the bite',
      ],
      NOTES: "He laughed and said his mum's been telling him that for years",
      'F/U': 'Review in 6 weeks with a vitality test',
    },
  }),
  defineCase({
    id: 'h39-12-uk-typed-palmer-oht-adolescent-exam-cda-fs-ll7-lr7-fv-braces-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "13 y/o w/ dad. Annual adolescent exam (CDA, free). MH: ADHD on methylphenidate, NKDA. OH fair, plaque on lower molars, gingivitis lower anteriors. UL7, UR7 erupting. LL6 O stained fissure, sound. LR6 FS intact. LL7, LR7 deep fissures, no caries. BWs R + L: no caries. Dx: plaque-induced gingivitis. OHI w/ disclosing tablets. FS LL7, LR7. FV. Dad asked about braces - explained ortho isn't covered under the CDA, gave him a list of orthodontists. RV 12/12.",
    expect: {
      CC: 'Annual adolescent exam (CDA, free)',
      'MED HX': 'ADHD on methylphenidate, NKDA',
      PERIO: 'OH fair, plaque on lower molars, gingivitis lower anteriors',
      DENTAL: [
        ['UL7', 'Erupting'],
        ['UR7', 'Erupting'],
        ['LL6', 'O stained fissure, sound'],
        ['LR6', 'FS intact'],
        ['LL7', 'Deep fissures, no caries'],
        ['LR7', 'Deep fissures, no caries'],
      ],
      RADIO: 'BWs R + L: no caries',
      DX: ['Plaque-induced gingivitis'],
      CONSULT:
        "Dad asked about braces - explained ortho isn't covered under the CDA, gave him a list of orthodontists",
      'TX TODAY': ['OHI', 'Fissure sealant LL7, LR7', 'Fluoride varnish'],
      TX: ['OHI w/ disclosing tablets', 'FS LL7, LR7', 'FV'],
      NOTES: '13 y/o w/ dad',
      'F/U': 'RV 12 months',
    },
  }),
  defineCase({
    id: 'h39-13-uk-asr-palmer-younger-emergency-xla-ll6-sorry-work-and-income-appends-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's had a toothache lower left for a week it's keeping him up at night medical history smoker twenty a day takes nothing no allergies extra oral no swelling lower left six grossly broken down with a buccal sinus tender to percussion lower left seven mesial occlusal caries lower left five sound pa lower left seven sorry lower left six periapical radiolucency on both roots diagnosis chronic apical abscess lower left six talked about root canal and a crown or taking it out he can't afford the root canal so he wants it out gave him a work and income quote for the extraction and the filling on the lower left seven verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration lower left six can you grab me the lower molar forceps cheers extracted lower left six with forceps mesial root fractured removed with elevators socket checked haemostasis with gauze post op instructions given told him no smoking for forty eight hours next visit mesial occlusal composite lower left seven",
    appends: ['add to notes he starts a new job on monday so wanted it sorted'],
    expect: {
      CC: "Emergency. He's had a toothache lower left for a week. It's keeping him up at night",
      'MED HX': 'Smoker 20 a day. Takes nothing. No allergies',
      EXTRA: 'No swelling',
      DENTAL: [
        ['LL6', 'Grossly broken down with a buccal sinus tender to percussion'],
        ['LL7', 'MO caries'],
        ['LL5', 'Sound'],
      ],
      RADIO: 'PA LL6 periapical radiolucency on both roots',
      DX: ['Chronic apical abscess LL6'],
      CONSULT:
        "Talked about root canal and a crown or taking it out. He can't afford the root canal so he wants it out. Gave him a Work and Income quote for the extraction and the filling on LL7. Told him no smoking for 48 hours",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction LL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL6',
        'Extracted LL6 with forceps',
        'M root fractured',
        'Removed with elevators',
        'Socket checked',
        'Haemostasis with gauze',
        'Post-op instructions given',
      ],
      NOTES: 'He starts a new job on Monday so wanted it sorted',
      NV: ['MO composite LL7'],
    },
  }),
  defineCase({
    id: 'h39-14-uk-typed-palmer-older-cementation-pfm-crown-ur6-title-from-cc-airport',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Cementation PFM crown UR6. Temp came off 2/7 ago, pt recemented it w/ Fixodent, no sensitivity. MH NC, NKDA. No LA. Temp + Fixodent removed, prep cleaned w/ pumice + CHX. Crown tried in, D contact tight, adjusted + polished. Margins sealed to probe. Pt approved shade in mirror. Cemented w/ Ketac Cem, excess removed, floss through. Occlusion high in left lateral, adjusted. POIG. Pt asked if it'll set off airport scanners - no. Recall as due.",
    expect: {
      CC: 'Cementation PFM crown UR6. Temp came off 2 days ago, pt recemented it w/ Fixodent, no sensitivity',
      'MED HX': 'NC, NKDA',
      CONSULT: "Pt asked if it'll set off airport scanners - no",
      'TX TODAY': ['Crown fit UR6'],
      TX: [
        'No LA',
        'Temp + Fixodent removed',
        'Prep cleaned w/ pumice + CHX',
        'Crown tried in',
        'D contact tight',
        'Adjusted + polished',
        'Margins sealed to probe',
        'Cemented w/ Ketac Cem',
        'Excess removed',
        'Floss through',
        'Occlusion high in left lateral',
        'Adjusted',
        'POIG',
      ],
      NOTES: 'Pt approved shade in mirror',
      'F/U': 'Recall as due',
    },
  }),
  defineCase({
    id: 'h39-15-uk-asr-palmer-oht-child-hall-crown-lle-size-sorry-nana-sticker',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'seven year old in with her nana for the hall crown on lower left e nana says no pain medical history fit and well no allergies lower left e disto occlusal caries not tender no sinus lower left d sound lower left six partially erupted no la needed separator removed placed a size four sorry size five hall crown on lower left e with glass ionomer she bit down on a cotton wool roll to seat it excess removed occlusion slightly high as expected told nana the bite will feel high for a couple of weeks she was so brave got a sticker recall six months',
    expect: {
      CC: 'Hall crown on LLE. Nana says no pain',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LLE', 'DO caries not tender no sinus'],
        ['LLD', 'Sound'],
        ['LL6', 'Partially erupted'],
      ],
      CONSULT: 'Told nana the bite will feel high for a couple of weeks',
      'TX TODAY': ['SSC LLE'],
      TX: [
        'No LA needed',
        'Separator removed',
        'Placed a size 5 Hall crown LLE with glass ionomer',
        'She bit down on a cotton wool roll to seat it',
        'Excess removed',
        'Occlusion slightly high as expected',
      ],
      NOTES: '7 year old in with her nana. She was so brave. Got a sticker',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h39-16-uk-asr-palmer-younger-first-stage-rct-ul6-mb2-ledermix-appends-change-weeks',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right um she's here for the root canal on the upper left six we started it as an emergency last week she's been fine since then medical history no changes on the pill no allergies upper left six temporary filling intact not tender to percussion upper left five sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left six er rubber dam with a winged clamp temporary and ledermix removed four canals found including m b two with the microscope working lengths confirmed with the apex locator and a pa all between twenty and twenty two millimetres shaped with reciproc blue r twenty five irrigated with sodium hypochlorite and edta non setting calcium hydroxide cotton pellet and cavit she asked how much the crown will be gave her a written quote post op instructions given next visit obturation upper left six in three weeks",
    appends: ['change three weeks to two weeks'],
    expect: {
      CC: "Root canal on UL6. We started it as an emergency last week. She's been fine since then",
      'MED HX': 'No changes. On the pill. No allergies',
      DENTAL: [
        ['UL6', 'Temporary filling intact not tender to percussion'],
        ['UL5', 'Sound'],
      ],
      CONSULT: 'She asked how much the crown will be. Gave her a written quote',
      'TX TODAY': ['RCT UL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Rubber dam with a winged clamp',
        'Temporary and Ledermix removed',
        '4 canals found including MB2 with the microscope',
        'Working lengths confirmed with the apex locator and a PA all between 20 and 22 mm',
        'Shaped with Reciproc Blue R25',
        'Irrigated with sodium hypochlorite and EDTA',
        'Non setting calcium hydroxide',
        'Cotton pellet and Cavit',
        'Post-op instructions given',
      ],
      NV: ['Obturation UL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h39-17-uk-typed-palmer-older-cracked-tooth-consult-lr7-tooth-slooth-tx-plan-onlay',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Consultation re intermittent sharp pain biting on LR side for 2/12, cold sensitive. MH: NC, on atorvastatin, NKDA. LR7 large MO amalgam, craze lines, pain on release on Tooth Slooth (DL cusp), cold +ve not lingering. LR6 crown sound. LR5 sound. PA LR7: no PA pathology. Dx: cracked tooth LR7 (DL cusp). Discussed onlay or full crown to protect the cusp, risk it may still need RCT or XLA if the crack extends. Pt wants to think about it - going overseas next month. Advised avoid hard food on R side meanwhile. Tx plan: cuspal coverage onlay LR7. Review PRN.',
    expect: {
      CC: 'Consultation re intermittent sharp pain biting on LR side for 2 months, cold sensitive',
      'MED HX': 'NC, on atorvastatin, NKDA',
      DENTAL: [
        ['LR7', 'Large MO amalgam, craze lines, pain on release on Tooth Slooth (DL cusp), cold +ve not lingering'],
        ['LR6', 'Crown sound'],
        ['LR5', 'Sound'],
      ],
      RADIO: 'PA LR7: no PA pathology',
      DX: ['Cracked tooth LR7 (DL cusp)'],
      CONSULT:
        'Discussed onlay or full crown to protect the cusp, risk it may still need RCT or XLA if the crack extends. Pt wants to think about it - going overseas next month. Advised avoid hard food on R side meanwhile',
      'TX PLAN': ['Cuspal coverage onlay LR7'],
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'h39-18-uk-asr-palmer-oht-pregnancy-gingivitis-scale-and-polish-ultrasonic-safe',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for a scale and polish she's twenty four weeks pregnant her gums have been bleeding a lot medical history pregnant takes pregnancy multivitamins no allergies soft tissues healthy apart from the gums bpe two two two two two two generalised marginal gingivitis bleeding on probing forty percent calculus lower anteriors upper right six and upper left six occlusal composites sound lower left eight partially erupted no pericoronitis diagnosis pregnancy gingivitis scale and polish with the ultrasonic and hand scalers ohi brushing along the gum line and floss once a day she asked if the ultrasonic is safe for the baby told her yes it's completely safe explained that healthy gums are better for the baby too no x-rays today because of the pregnancy recall in three months",
    expect: {
      CC: "Scale and polish. She's 24 weeks pregnant. Her gums have been bleeding a lot",
      'MED HX': 'Pregnant. Takes pregnancy multivitamins. No allergies',
      INTRA: 'Soft tissues healthy apart from the gums',
      PERIO:
        'BPE 2 2 2 / 2 2 2. Generalised marginal gingivitis. Bleeding on probing 40%. Calculus lower anteriors',
      DENTAL: [
        ['UR6', 'O composites sound'],
        ['UL6', 'O composites sound'],
        ['LL8', 'Partially erupted no pericoronitis'],
      ],
      RADIO: 'No x-rays today because of the pregnancy',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        "She asked if the ultrasonic is safe for the baby. Told her yes it's completely safe. Explained that healthy gums are better for the baby too",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with the ultrasonic and hand scalers', 'OHI brushing along the gum line and floss once a day'],
      'F/U': 'Recall in 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. New York general practice (Universal)
  defineCase({
    id: 'h39-19-us-typed-older-loe-fractured-mb-cusp-14-predetermination-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LOE. Pt broke #14 on a popcorn kernel last night, no pain. Med hx: NC. #14 fractured MB cusp, large MOD amalgam, no TTP. PA #14: no periapical pathology. Dx: fractured cusp #14. Recommended crown, pt agrees; predetermination sent to Delta. Smoothed sharp edge. NV: crown prep #14.',
    expect: {
      CC: 'LOE. Pt broke #14 on a popcorn kernel last night, no pain',
      'MED HX': 'NC',
      DENTAL: [['14', 'Fractured MB cusp, large MOD amalgam, no TTP', 'MB cusp']],
      RADIO: 'PA #14: no periapical pathology',
      DX: ['Fractured cusp #14'],
      CONSULT: 'Recommended crown, pt agrees; predetermination sent to Delta',
      TX: ['Smoothed sharp edge'],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'h39-20-us-asr-associate-periodic-exam-prophy-cavitron-whitening-trays-appends-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and cleaning no complaints she wants her teeth whiter for her sister's wedding nothing new medically takes lisinopril allergic to sulfa head and neck exam normal oral cancer screening negative psr two two two two one two generalized light plaque and calculus number three mesial occlusal distal amalgam with a crack line no symptoms numbers eight and nine composite veneers stained at the margins number thirty crown margins intact number nineteen missing four bitewings no interproximal caries bone levels normal prophy with the cavitron and polish oral hygiene instruction water flosser discussed in office whitening versus take home trays she wants the trays quote given recall six months",
    appends: ['next visit impressions for whitening trays'],
    expect: {
      CC: "Periodic exam and cleaning. No complaints. She wants her teeth whiter for her sister's wedding",
      'MED HX': 'Nothing new medically. Takes lisinopril. Allergic to sulfa',
      EXTRA: 'Head and neck exam normal',
      INTRA: 'Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 1 2. Generalized light plaque and calculus',
      DENTAL: [
        ['3', 'MOD amalgam with a crack line no symptoms'],
        ['8', 'Composite veneers stained at the margins'],
        ['9', 'Composite veneers stained at the margins'],
        ['30', 'Crown margins intact'],
        ['19', 'Missing'],
      ],
      RADIO: '4 bitewings. No interproximal caries. Bone levels normal',
      CONSULT: 'Discussed in office whitening versus take home trays. She wants the trays. Quote given',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with the Cavitron and polish', 'Oral hygiene instruction water flosser'],
      NV: ['Impressions for whitening trays'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h39-21-us-typed-hygienist-srp-ur-lr-arestin-diabetes-furcation-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP upper right + lower right quads (UL/LL done 2 wks ago). Pt reports cold sensitivity upper left since last visit, improving w/ Sensodyne. Med hx: T2DM (A1c 7.4), metformin + Jardiance, NKDA. BP 138/88. PD 5-7 mm #2, #3, #30, #31 w/ class II furcation #31, generalized BOP. 2 carps 4% articaine 1:100k epi right IANB + buccal infil #2, #3. SRP w/ Cavitron + Gracey curettes. Arestin placed #3 D, #30 MB. OHI: Waterpik + Perio-Aid. Dx: periodontitis stage III grade B. NV 4-6 wk re-eval.',
    expect: {
      CC: 'SRP upper right + lower right quads (UL/LL done 2 wks ago). Pt reports cold sensitivity upper left since last visit, improving w/ Sensodyne',
      'MED HX': 'T2DM (A1c 7.4), metformin + Jardiance, NKDA. BP 138/88',
      PERIO: 'PD 5-7 mm #2, #3, #30, #31 w/ class II furcation #31, generalized BOP',
      DX: ['Periodontitis stage III grade B'],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #2, #3',
        'SRP w/ Cavitron + Gracey curettes',
        'Arestin placed #3 D, #30 MB',
        'OHI: Waterpik + Perio-Aid',
      ],
      NV: ['4-6 wk re-eval'],
    },
  }),
  defineCase({
    id: 'h39-22-us-asr-associate-emergency-pulpectomy-5-canals-sorry-apex-locator-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit she's been up all night with throbbing pain upper right advil isn't touching it she says it's the worst pain of her life medical history hypothyroid on synthroid allergic to codeine extraoral no swelling no lymphadenopathy intraoral number five deep distal caries under an old composite lingering pain to cold over thirty seconds tender to percussion numbers four and six sound pa of five deep caries approaching the pulp slight widening of the pdl diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number five went over root canal and crown versus extraction she wants to keep the tooth informed consent signed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number five rubber dam access two canals found buccal and lingual um sorry buccal and palatal hey can you hand me the apex locator thanks pulpectomy number five working lengths twenty one millimeters both canals irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit occlusion reduced rx ibuprofen six hundred milligrams every six hours as needed told her it should settle in a couple of days she asked if she can go back to work tomorrow she teaches second grade told her yes if she feels up to it next visit finish root canal number five in two weeks call us if it gets worse",
    expect: {
      CC: "Emergency visit. She's been up all night with throbbing pain upper right. Advil isn't touching it. She says it's the worst pain of her life",
      'MED HX': 'Hypothyroid on Synthroid. Allergic to codeine',
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [
        ['5', 'Deep D caries under an old composite lingering pain to cold over 30 seconds tender to percussion'],
        ['4', 'Sound'],
        ['6', 'Sound'],
      ],
      RADIO: 'PA of #5 deep caries approaching the pulp. Slight widening of the PDL',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #5'],
      CONSULT:
        'Went over root canal and crown versus extraction. She wants to keep the tooth. Told her it should settle in a couple of days. She asked if she can go back to work tomorrow. Told her yes if she feels up to it',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #5'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #5',
        'Rubber dam',
        'Access',
        '2 canals found buccal and palatal',
        'Pulpectomy #5',
        'Working lengths 21 mm both canals',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: 'She teaches second grade',
      NV: ['Finish RCT #5 in 2 weeks'],
      'F/U': 'Call us if it gets worse',
    },
  }),
  defineCase({
    id: 'h39-23-us-typed-older-seat-bridge-3-5-pfm-fujicem-superfloss-eliquis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Seat bridge #3-#5 (PFM, pontic #4). Temp bridge intact, no sensitivity. Med hx: NC, on Eliquis, NKDA. No anesthetic. Temp removed, abutments cleaned w/ pumice. Bridge tried in, contacts good, margins closed to explorer, occlusion adjusted in MIP. Pt checked shade + was happy. Cemented bridge #3-#5 w/ FujiCEM 2. Excess removed, Superfloss under pontic. Showed pt how to use Superfloss + proxabrush under the pontic. POI given. Recall 6 mo.',
    expect: {
      CC: 'Seat bridge #3-#5 (PFM, pontic #4). Temp bridge intact, no sensitivity',
      'MED HX': 'NC, on Eliquis, NKDA',
      CONSULT: 'Showed pt how to use Superfloss + proxabrush under the pontic',
      'TX TODAY': ['Bridge fit #3-#5'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'Abutments cleaned w/ pumice',
        'Bridge tried in',
        'Contacts good',
        'Margins closed to explorer',
        'Occlusion adjusted in MIP',
        'Cemented bridge #3-#5 w/ FujiCEM 2',
        'Excess removed',
        'Superfloss under pontic',
        'POI given',
      ],
      NOTES: 'Pt checked shade + was happy',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h39-24-us-asr-associate-night-guard-delivery-b-abfraction-14-15-dog-chewed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the night guard delivery medical history no changes takes sertraline no allergies masseters still a bit tender on the right numbers eight and nine worn incisal edges numbers fourteen and fifteen abfraction lesions on the buccal no sensitivity tried in the upper hard night guard it seated fully retention good adjusted so there's even contact on all the back teeth and canine guidance polished it showed her how to clean it and keep it in the case with cool water she asked if she can drink coffee with it in told her take it out first she said her dog chewed the last one recall as scheduled",
    expect: {
      CC: 'Night guard delivery',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      EXTRA: 'Masseters still a bit tender on the right',
      DENTAL: [
        ['8', 'Worn incisal edges'],
        ['9', 'Worn incisal edges'],
        ['14', 'B abfraction lesions no sensitivity'],
        ['15', 'B abfraction lesions no sensitivity'],
      ],
      CONSULT:
        'Showed her how to clean it and keep it in the case with cool water. She asked if she can drink coffee with it in. Told her take it out first',
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried in the upper hard night guard',
        'It seated fully',
        'Retention good',
        "Adjusted so there's even contact on all the back teeth and canine guidance",
        'Polished it',
      ],
      NOTES: 'She said her dog chewed the last one',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h39-25-us-typed-older-mo-amalgam-18-do-amalgam-19-two-la-lines-septocaine-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for fillings #18 MO, #19 DO. MH reviewed, NC, NKDA. 2 carps 2% lido 1:100k epi left IANB. 1 carp 4% Septocaine 1:100k epi buccal infil #18. Rubber dam. Caries removed, deep on #19 - Vitrebond. Tofflemire + wedges. #18 MO amalgam (Tytin), #19 DO amalgam. Carved, occlusion adjusted. Pt tolerated well. POI: no chewing on that side 24 hrs. NV: SRP lower right quad.',
    expect: {
      CC: 'Fillings #18 MO, #19 DO',
      'MED HX': 'Reviewed, NC, NKDA',
      'TX TODAY': ['MO amalgam #18', 'DO amalgam #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule Septocaine 4% 1:100,000 epinephrine, buccal infiltration #18',
        'Rubber dam',
        'Caries removed',
        'Deep on #19 - Vitrebond',
        'Tofflemire + wedges',
        '#18 MO amalgam (Tytin)',
        '#19 DO amalgam',
        'Carved',
        'Occlusion adjusted',
        'POI: no chewing on that side 24 hrs',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP lower right quad'],
    },
  }),
  defineCase({
    id: 'h39-26-us-asr-associate-extraction-1-nitrous-scratch-that-nervous-pano',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of number one she's really nervous about needles medical history anxiety takes propranolol as needed no allergies blood pressure one eighteen over seventy six number one fully erupted nonfunctional distal caries number two mesial occlusal distal composite sound pano from last month number one conical roots no sinus involvement went over the risks of dry socket and sinus involvement consent signed nitrous oxide forty percent scratch that nitrous oxide thirty percent she relaxed nicely topical benzocaine two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number one elevated and extracted number one with upper forceps uneventful gauze pressure hemostasis achieved nitrous off then five minutes of oxygen post op instructions verbal and written recommended ibuprofen and tylenol for pain follow up if any problems",
    expect: {
      CC: 'Extraction of #1',
      'MED HX': 'Anxiety. Takes propranolol as needed. No allergies. Blood pressure 118/76',
      DENTAL: [
        ['1', 'Fully erupted nonfunctional D caries'],
        ['2', 'MOD composite sound'],
      ],
      RADIO: 'Pano from last month #1 conical roots. No sinus involvement',
      CONSULT: 'Went over the risks of dry socket and sinus involvement. Recommended ibuprofen and Tylenol for pain',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #1'],
      TX: [
        'Nitrous oxide 30%',
        'Topical benzocaine',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #1',
        'Elevated and extracted #1 with upper forceps',
        'Uneventful',
        'Gauze pressure',
        'Hemostasis achieved',
        'Nitrous off',
        '5 minutes of oxygen',
        'Post-op instructions verbal and written',
      ],
      NOTES: "She's really nervous about needles. She relaxed nicely",
      'F/U': 'Follow up if any problems',
    },
  }),
  defineCase({
    id: 'h39-27-us-typed-hygienist-perio-maintenance-14-recurrent-decay-sonicare-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Perio maint (3 mo). No changes in health, takes Plavix + ASA, NKDA. BP 126/80. Probing generalized 3-4 mm, 5 mm #14 DB + #15 MB, BOP 10%. Light supra calculus lingual lower anteriors. #14 MOD composite, recurrent decay D margin. Perio maintenance w/ Cavitron + hand scaling, polish. OHI: proxabrush for posterior contacts. Pt asked about an electric brush - recommended Sonicare. NV: periodic exam + 4 BWX. RC 3 mo.',
    expect: {
      CC: 'Perio maint (3 mo)',
      'MED HX': 'No changes in health, takes Plavix + ASA, NKDA. BP 126/80',
      PERIO: 'Probing generalized 3-4 mm, 5 mm #14 DB + #15 MB, BOP 10%. Light supra calculus lingual lower anteriors',
      DENTAL: [['14', 'MOD composite, recurrent decay D margin']],
      CONSULT: 'Pt asked about an electric brush - recommended Sonicare',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Perio maintenance w/ Cavitron + hand scaling', 'Polish', 'OHI: proxabrush for posterior contacts'],
      NV: ['Periodic exam + 4 BWX'],
      'F/U': 'RC 3 mo',
    },
  }),

  // ---------------------------------------------------------------- 4. US community health centre, many children (Universal, letters)
  defineCase({
    id: 'h39-28-us-asr-paeds-first-visit-interpreter-sdf-d-e-f-g-appends-chart-b',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with mom spanish interpreter on the phone first visit here mom says he won't let her brush his teeth he drinks chocolate milk at bedtime healthy no medicines no allergies soft tissues normal on knee to knee exam heavy plaque on the upper front teeth letters d e f and g cavitated caries letter s occlusal caries letters a j k l and t sound diagnosis severe early childhood caries sdf on d e f and g fluoride varnish showed mom how to lift the lip and brush with a rice grain of fluoride toothpaste talked about switching to water at bedtime mom asked if he needs to be put to sleep for the fillings explained we'll try sdf first and see how he does in the chair he cried but let us finish recall three months",
    appends: ['add to chart letter b occlusal caries small'],
    expect: {
      CC: "First visit here. Mom says he won't let her brush his teeth. He drinks chocolate milk at bedtime",
      'MED HX': 'Healthy. No medicines. No allergies',
      INTRA: 'Soft tissues normal on knee to knee exam',
      PERIO: 'Heavy plaque on the upper front teeth',
      DENTAL: [
        ['D', 'Cavitated caries'],
        ['E', 'Cavitated caries'],
        ['F', 'Cavitated caries'],
        ['G', 'Cavitated caries'],
        ['S', 'O caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['T', 'Sound'],
        ['B', 'O caries small'],
      ],
      DX: ['Severe early childhood caries'],
      CONSULT:
        "Showed mom how to lift the lip and brush with a rice grain of fluoride toothpaste. Talked about switching to water at bedtime. Mom asked if he needs to be put to sleep for the fillings. Explained we'll try SDF first and see how he does in the chair",
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
      TX: ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
      NOTES: '4 year old with mom. Spanish interpreter on the phone. He cried but let us finish',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h39-29-us-typed-hygienist-child-prophy-fissure-sealants-3-14-19-30-grandma-juice',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ grandma. Prophy + sealants. Asthma - albuterol PRN, NKDA. OH fair, plaque along lower molars. #3, #14, #19, #30 erupted, no caries. #K O composite intact. #L, #S mobile. Prophy. Fissure sealants #3, #14, #19, #30 (Clinpro) w/ Isolite. FV 5% NaF. OHI w/ grandma (brush 2x/day + floss back teeth). Grandma asked if he can have juice - advised water or milk between meals. Recall 6 mo.',
    expect: {
      CC: 'Prophy + sealants',
      'MED HX': 'Asthma - albuterol PRN, NKDA',
      PERIO: 'OH fair, plaque along lower molars',
      DENTAL: [
        ['3', 'Erupted, no caries'],
        ['14', 'Erupted, no caries'],
        ['19', 'Erupted, no caries'],
        ['30', 'Erupted, no caries'],
        ['K', 'O composite intact'],
        ['L', 'Mobile'],
        ['S', 'Mobile'],
      ],
      CONSULT: 'Grandma asked if he can have juice - advised water or milk between meals',
      'TX TODAY': ['Prophy', 'Fissure sealants #3, #14, #19, #30', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy',
        'Fissure sealants #3, #14, #19, #30 (Clinpro) w/ Isolite',
        'FV 5% NaF',
        'OHI w/ grandma (brush 2x/day + floss back teeth)',
      ],
      NOTES: '8 y/o w/ grandma',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h39-30-us-asr-paeds-pulpotomy-ssc-l-nitrous-ferric-sulfate-sorry-crimpers-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old with dad here for the crown on l medical history healthy no allergies letter l deep disto occlusal caries no spontaneous pain no swelling not mobile bitewing last visit caries close to the pulp letter k occlusal sealant intact sorry occlusal composite intact nitrous oxide forty percent topical one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed pulp exposure on the distal horn pulpotomy letter l bleeding stopped with a moist cotton pellet in two minutes formocresol sorry ferric sulfate fifteen seconds then irm stainless steel crown letter l size four luted with glass ionomer could you pass the crown crimpers please thank you checked the bite rubber dam off he did awesome watched paw patrol dad asked if he can go back to school today told him yes but soft foods until the numbness wears off and watch for lip biting recall as scheduled',
    expect: {
      CC: 'Crown on #L',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['L', 'Deep DO caries no spontaneous pain no swelling not mobile'],
        ['K', 'O composite intact'],
      ],
      RADIO: 'Bitewing last visit caries close to the pulp',
      CONSULT:
        'Dad asked if he can go back to school today. Told him yes but soft foods until the numbness wears off and watch for lip biting',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Nitrous oxide 40%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure on the distal horn',
        'Pulpotomy #L',
        'Bleeding stopped with a moist cotton pellet in 2 minutes',
        'Ferric sulfate 15 seconds',
        'IRM',
        'Stainless steel crown #L size 4',
        'Luted with glass ionomer',
        'Checked the bite',
        'Rubber dam off',
      ],
      NOTES: '6 year old with dad. He did awesome. Watched Paw Patrol',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h39-31-us-typed-general-walk-in-extraction-15-sliding-fee-bp-referral-medical-clinic',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Walk-in emergency: pain upper left 2 wks, worse at night, took leftover amoxicillin from a friend. 34 y/o M, works construction, uninsured - sliding fee scale. Medical history: HTN, not taking meds (ran out), NKDA. BP 152/96. EO: no swelling, no lymphadenopathy. IO: #15 gross caries, crown mostly gone, TTP, not mobile. #14 MOD amalgam w/ open margins, recurrent decay. #16 missing. PA #15: periapical radiolucency, roots separate. Dx: pulp necrosis w/ symptomatic apical periodontitis #15. Options explained: RCT + crown (would need referral out) or extraction. Pt chose extraction. Consent signed. 2 carps 2% lidocaine 1:100k epi buccal + palatal infiltration #15. Extraction #15 w/ upper molar forceps, all roots removed. Hemostasis w/ gauze. POI verbal + written. Rx ibuprofen 600 mg q6h PRN pain. Told pt not to take other people's antibiotics. Referred to our medical clinic for BP. NV: comprehensive exam + FMX + options for #14.",
    expect: {
      CC: 'Walk-in emergency: pain upper left 2 wks, worse at night, took leftover amoxicillin from a friend',
      'MED HX': 'HTN, not taking meds (ran out), NKDA. BP 152/96',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['15', 'Gross caries, crown mostly gone, TTP, not mobile'],
        ['14', 'MOD amalgam w/ open margins, recurrent decay'],
        ['16', 'Missing'],
      ],
      RADIO: 'PA #15: periapical radiolucency, roots separate',
      DX: ['Pulp necrosis w/ symptomatic apical periodontitis #15'],
      CONSULT:
        "Options explained: RCT + crown (would need referral out) or extraction. Pt chose extraction. Told pt not to take other people's antibiotics",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #15'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #15',
        'Extraction #15 w/ upper molar forceps',
        'All roots removed',
        'Hemostasis w/ gauze',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h PRN pain',
      ],
      'TX PLAN': ['Referred to our medical clinic for BP'],
      NOTES: '34 y/o M, works construction, uninsured - sliding fee scale',
      NV: ['Comprehensive exam + FMX + options for #14'],
    },
  }),
  defineCase({
    id: 'h39-32-us-asr-paeds-abscess-k-extraction-amoxicillin-space-maintainer-next-thursday',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old with mom her cheek's been swollen since yesterday mom says she cried all night medical history healthy no allergies extraoral mild swelling left cheek no fever not affecting the eye intraoral fluctuant swelling buccal to letter k letter k large mesial occlusal caries grade two mobile letter l sound pa of k furcation radiolucency the six year molar bud looks fine diagnosis acute abscess letter k talked to mom about taking it out today she agreed consent signed topical one carpule lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration extracted letter k roots intact pus drained from the socket gauze pressure rx amoxicillin two fifty milligrams three times a day for five days she was scared but so brave mom asked about a space maintainer explained we'll check at the next visit follow up next thursday",
    expect: {
      CC: "Her cheek's been swollen since yesterday. Mom says she cried all night",
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'Mild swelling left cheek. No fever. Not affecting the eye',
      INTRA: 'Fluctuant swelling buccal to #K',
      DENTAL: [
        ['K', 'Large MO caries grade 2 mobile'],
        ['L', 'Sound'],
      ],
      RADIO: 'PA of #K furcation radiolucency. 6 year molar bud looks fine',
      DX: ['Acute abscess #K'],
      CONSULT:
        "Talked to mom about taking it out today. She agreed. Mom asked about a space maintainer. Explained we'll check at the next visit",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Extracted #K',
        'Roots intact',
        'Pus drained from the socket',
        'Gauze pressure',
        'Rx amoxicillin 250 mg 3 times a day for 5 days',
      ],
      NOTES: '5 year old with mom. She was scared but so brave',
      'F/U': 'Follow up next Thursday',
    },
  }),
  defineCase({
    id: 'h39-33-us-typed-hygienist-terse-sdf-reapplication-d-e-f-g-arrested-fv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '3 y/o w/ mom. SDF 6-mo reapplication, mom says no more bottle at night. Healthy, NKDA. #E, #F arrested (black, hard). #D, #G soft, active. SDF #D, #E, #F, #G. FV. RC 3 mo.',
    expect: {
      CC: 'SDF 6-mo reapplication, mom says no more bottle at night',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['E', 'Arrested (black, hard)'],
        ['F', 'Arrested (black, hard)'],
        ['D', 'Soft, active'],
        ['G', 'Soft, active'],
      ],
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
      TX: ['SDF #D, #E, #F, #G', 'FV'],
      NOTES: '3 y/o w/ mom',
      'F/U': 'RC 3 mo',
    },
  }),
  defineCase({
    id: 'h39-34-us-asr-paeds-band-and-loop-19-for-k-space-sorry-aunt-no-title-but-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with her aunt here for the spacer on the lower left letter k was taken out last month healthy no allergies extraction site healed well number nineteen fully erupted no caries letter l occlusal stain no caries tried in band and loop on thirty sorry on nineteen good fit loop resting on the distal of l cemented with glass ionomer excess removed checked the bite fluoride varnish told aunt no sticky candy or gum and to call if it comes loose aunt asked how long it stays in explained until the premolar comes through maybe age ten or eleven she was a champ recall six months',
    expect: {
      CC: 'Spacer on the lower left. #K was taken out last month',
      'MED HX': 'Healthy. No allergies',
      INTRA: 'Extraction site healed well',
      DENTAL: [
        ['19', 'Fully erupted no caries'],
        ['L', 'O stain no caries'],
      ],
      CONSULT:
        'Told aunt no sticky candy or gum and to call if it comes loose. Aunt asked how long it stays in. Explained until the premolar comes through maybe age 10 or 11',
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Tried in band and loop #19',
        'Good fit',
        'Loop resting on the distal of #L',
        'Cemented with glass ionomer',
        'Excess removed',
        'Checked the bite',
        'Fluoride varnish',
      ],
      NOTES: '7 year old with her aunt. She was a champ',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h39-35-us-typed-general-new-patient-comprehensive-exam-perio-stage-iv-phased-tx-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt comprehensive exam, referred by our medical team (diabetes). C/o loose lower front teeth + bleeding gums, hasn't seen a dentist in 6 years. Medical history: T2DM (A1c 9.1), metformin + insulin glargine, HTN on lisinopril, smokes 1 ppd, NKDA. BP 144/90. EO: WNL. IO: tongue coated, no lesions, OCS negative. Perio: generalized heavy calculus, BOP 70%, PD 5-8 mm, recession 2-4 mm lower anteriors. #24, #25 mobility 3. #23, #26 mobility 1. #3 DO caries. #14 O caries, deep. #19 RCT'd, no crown, fractured B cusp. #30 missing. FMX: generalized horizontal bone loss 40-60%, vertical defect #3 M, #24, #25 bone loss to apex, #14 caries approaching pulp. Dx: periodontitis stage IV grade C (diabetes + smoking), caries #3, #14. Discussed diagnosis, link between diabetes and gum disease, smoking cessation - pt wants to quit. Pt worried about losing front teeth before his daughter's graduation - explained the immediate partial avoids a gap. Medicaid covers SRP + extractions, partial denture needs prior auth. Tx plan: extraction #24, #25 w/ immediate partial denture, SRP 4 quads, DO composite #3, RCT vs extraction #14 pending pulp test, crown #19. Pt agrees to plan, consent for plan signed. Referred to our tobacco cessation program. OHI given. Pt's wife came with him. NV: extraction #24, #25 + impressions for immediate partial.",
    expect: {
      CC: "New pt comprehensive exam, referred by our medical team (diabetes). Loose lower front teeth + bleeding gums, hasn't seen a dentist in 6 years",
      'MED HX':
        'T2DM (A1c 9.1), metformin + insulin glargine, HTN on lisinopril, smokes 1 ppd, NKDA. BP 144/90',
      EXTRA: 'WNL',
      INTRA: 'Tongue coated, no lesions, OCS negative',
      PERIO: 'Generalized heavy calculus, BOP 70%, PD 5-8 mm, recession 2-4 mm lower anteriors',
      DENTAL: [
        ['24', 'Mobility 3'],
        ['25', 'Mobility 3'],
        ['23', 'Mobility 1'],
        ['26', 'Mobility 1'],
        ['3', 'DO caries'],
        ['14', 'O caries, deep'],
        ['19', "RCT'd, no crown, fractured B cusp", 'B cusp'],
        ['30', 'Missing'],
      ],
      RADIO:
        'FMX: generalized horizontal bone loss 40-60%, vertical defect #3 M, #24, #25 bone loss to apex, #14 caries approaching pulp',
      DX: ['Periodontitis stage IV grade C (diabetes + smoking)', 'Caries #3, #14'],
      CONSULT:
        "Discussed diagnosis, link between diabetes and gum disease, smoking cessation - pt wants to quit. Pt worried about losing front teeth before his daughter's graduation - explained the immediate partial avoids a gap. Medicaid covers SRP + extractions, partial denture needs prior auth. Pt agrees to plan",
      CONSENT: 'Consent for plan signed',
      'TX TODAY': ['OHI'],
      TX: ['OHI given'],
      'TX PLAN': [
        'Extraction #24, #25 w/ immediate partial denture',
        'SRP 4 quads',
        'DO composite #3',
        'RCT vs extraction #14 pending pulp test',
        'Crown #19',
        'Referred to our tobacco cessation program',
      ],
      NOTES: "Pt's wife came with him",
      NV: ['Extraction #24, #25 + impressions for immediate partial'],
    },
  }),
  defineCase({
    id: 'h39-36-us-asr-paeds-o-composites-30-31-shade-sorry-braces-appends-tx-and-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "twelve year old with mom she's here for the two fillings on the lower right from her last exam mom says she's been sensitive to sweets medical history adhd on adderall no allergies number thirty occlusal caries number thirty one occlusal caries number twenty nine sound topical two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed on thirty and thirty one both into dentin not deep etched bonded occlusal composite thirty and occlusal composite thirty one shade a one sorry a two cured polished bite checked fluoride varnish she asked if she can get her braces now told her we'll refer her to the orthodontist once all the baby teeth are out she was great recall six months",
    appends: ['add to treatment post op instructions given to mom', 'next visit sealants on two and fifteen when they come in'],
    expect: {
      CC: "2 fillings on the lower right from her last exam. Mom says she's been sensitive to sweets",
      'MED HX': 'ADHD on Adderall. No allergies',
      DENTAL: [
        ['30', 'O caries'],
        ['31', 'O caries'],
        ['29', 'Sound'],
      ],
      CONSULT:
        "She asked if she can get her braces now. Told her we'll refer her to the orthodontist once all the baby teeth are out",
      'TX TODAY': ['O composite #30', 'O composite #31', 'Fluoride varnish'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed #30, #31',
        'Both into dentin not deep',
        'Etched',
        'Bonded',
        'O composite #30',
        'O composite #31',
        'Shade A2',
        'Cured',
        'Polished',
        'Bite checked',
        'Fluoride varnish',
        'Post-op instructions given to mom',
      ],
      NOTES: '12 year old with mom. She was great',
      NV: ['Sealants #2, #15 when they come in'],
      'F/U': 'Recall 6 months',
    },
  }),
];
