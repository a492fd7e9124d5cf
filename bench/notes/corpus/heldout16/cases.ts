// The sixteenth held-out split (ids h16-01 to h16-36): scored, never tuned on. Written blind from the labelling
// contract by a helper that had not seen the engine or any held-out split, on 27 November 2026: it read only the
// contract, case.ts, the dental reference and two development batches (more56 / more58) as format examples, and
// labelled every case from the contract before anything was run. It is one realistic week of six clinicians, six
// visits each, dictated the way each of them really dictates: check-ups with charting, emergencies, fillings,
// extractions, root canal stages, crowns, hygiene and periodontal visits, children, dentures and consultations that end
// with only a plan; short and long; with and without section words; with remarks, patients' questions and decisions,
// self-corrections ("sorry", "I mean", "no wait", "scratch that") and nurse asides; six with appended dictations.
//   h16-01–h16-06 a UK general dentist (FDI):
//     01 recogniser: routine exam with BPE, full charting, bitewings, "no wait" correction, scale and polish, OHI;
//     02 typed: emergency pericoronitis 38, irrigation under the operculum, metronidazole;
//     03 recogniser, no section words: DO composite 25 with "sorry" and "scratch that" and a nurse aside;
//     04 typed terse: extraction 46 on clopidogrel, crown fractured, roots sectioned, two LA lines, anxious patient;
//     05 typed sentences: new patient consultation for missing 21, options and a plan only (no treatment);
//     06 recogniser: emergency irreversible pulpitis 26, extirpation; appends "add to notes …" / "change … next visit …".
//   h16-07–h16-12 a UK dentist who uses Palmer:
//     07 recogniser: 10-year-old's check-up, mixed dentition (LLE, URC), bitewing "sorry" correction, varnish;
//     08 typed terse: emax crown fit UR1 bonded with Variolink;
//     09 recogniser: second stage RCT LL7, canals redressed, title from the CC;
//     10 typed sentences: acrylic partial denture fit replacing UL1, UL2, title from the CC;
//     11 recogniser: dry socket LL8, socket irrigated and Alvogyl (no title: extraction done before);
//     12 typed: DO amalgam LR5 and O composite LR7; appends "Add to treatment: …" / "Change A3 to A2. Next visit: …".
//   h16-13–h16-18 a UK hygienist-therapist (FDI):
//     13 recogniser short: hygiene visit for a smoker, "I mean" correction, scale and polish;
//     14 typed: first RSD visit UL + LL, diabetic, stage III grade C, mobile 31;
//     15 recogniser: 7-year-old's fissure sealants on four first molars and Duraphat, nurse aside;
//     16 typed terse: 3-monthly perio maintenance, title from the CC; appends "Add to notes: …" / "Change 3 months …";
//     17 recogniser: buccal glass ionomer fillings 33, 43 on prescription, no LA;
//     18 typed: 6-year-old's Hall crown 84 on prescription.
//   h16-19–h16-24 a US general dentist (Universal):
//     19 typed: new patient comprehensive exam, FMX, white patch, full plan only (no treatment);
//     20 recogniser: emergency fractured DL cusp #19, DOL composite for now, crown planned;
//     21 typed: SRP UR + LR with Arestin, two LA lines;
//     22 recogniser: crown prep #3 with a fractured MB cusp, scan, temporary; nurse aside; appends notes / "change …";
//     23 typed sentences: surgical extraction #32 after pericoronitis;
//     24 recogniser, very short, no section words: lower denture eased.
//   h16-25–h16-30 a US pediatric dentist (Universal with primary letters):
//     25 recogniser: 6-year-old's recall, letters and first molars, bitewings, prophy and fluoride varnish;
//     26 typed: pulpotomy and SSC #K under nitrous;
//     27 recogniser: extraction #S for a chronic abscess, space maintainer next, consent by phone;
//     28 typed: 9-year-old's crown fracture #8, fragment reattached (no title), concussion #9;
//     29 recogniser: anxious 4-year-old's first visit, knee-to-knee exam, early childhood caries, plan only;
//     30 typed: DO composite #J and O composite #I under nitrous; appends "Add to notes: …" / "Next visit: …".
//   h16-31–h16-36 a US endodontist (Universal):
//     31 typed: consultation for a cracked #30 with tests and CBCT, plan only;
//     32 recogniser: first visit RCT #19, cleaning and shaping, title from the CC, nurse aside;
//     33 typed sentences: obturation #14 with MB2 found, crown back with the referring dentist;
//     34 recogniser, short: 1-year recall after RCT #8, healed, discharged;
//     35 typed: apicoectomy #9 (no title of the table);
//     36 recogniser: flare-up #3 with incision and drainage; appends treatment / notes / next visit.
// UK 18 (FDI 12, Palmer 6), US 18 (Universal; primary letters in h16-25 to h16-30 and in Palmer h16-07); 18
// recogniser-style (lower case, number words, no punctuation) and 18 typed; 49 to 211 words. DENTAL in 31 cases (not
// h16-08, h16-13, h16-16, h16-21, h16-24); TX TODAY empty in h16-11, h16-28, h16-35 and (no treatment) h16-05, h16-19,
// h16-29, h16-31, h16-34.
//
// Judgement calls where the contract was silent (kept consistent within the batch, following more56 / more58 where
// they had decided the same point):
// - A child's age and who came with them are NOTES, as are remarks about the patient (anxiety, embarrassment,
//   cooperation, pleased remarks, "he works nights so …", "report and radiographs sent to the referring dentist"); a
//   patient's or parent's question with its answer, options, fees and advice after treatment are CONSULT; "call us if
//   the swelling spreads" is F/U; a crown to be done by the referring dentist and a referral for biopsy are TX PLAN.
// - Temperature is EXTRA; tobacco stain on the lower incisors with no tooth number is INTRA; calculus, plaque, oral
//   hygiene, pockets, furcation and probing depths are PERIO; a tooth-first run on a typed IO line (h16-02) and
//   vitality and bite tests in a tooth's run are chart entries; sockets, sinus tracts and parulis by a tooth are INTRA
//   (rule 7).
// - Single surfaces in text fields stay words ("Mesial caries 37 into dentine" in RADIO, "4 mm pocket distal of 36");
//   "facial caries" in a chart entry is "F caries"; "open distal contact" stays a word (contact is not in rule 4).
// - Titles: irrigation under an operculum is Irrigation, of a socket or canals none; "Hall crown" is SSC; scans, cores,
//   Arestin, Alvogyl, fragment reattachment, apicoectomy and "Splint not needed" give none; "eased the flange" of a
//   denture is Denture adjustment; a filling material is a title with its surfaces and tooth ("B glass ionomer
//   fillings 33, 43" → "B GIC 33, 43"); second-stage RCT, a partial denture fit and a perio maintenance visit whose TX
//   names no procedure of the table (or only OHI) take the title from the CC.
// - "Sealants" said alone stays as said in NV (no table name); "S&P" and "root canal" in NV take the table names.
// - In list items teeth joined by "and" are written with a comma ("cribs on UR6, UL6", "Caries #S, #T") and "on"
//   before a tooth goes ("occlusion reduced on number three" → "Occlusion reduced #3").
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is written in the note (each X is said once).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout16Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'h16-01-uk-asr-fdi-routine-exam-bpe-chart-no-wait-37-m-caries-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "okay routine exam no complaints apart from food trapping lower left medical history no changes still on atorvastatin no allergies ex smoker extra oral nad lymph nodes not palpable intra oral soft tissues healthy tongue and floor of mouth fine bpe two two two three two two four millimetre pocket distal of three six charting one seven missing one six mesial occlusal distal amalgam sound one five disto occlusal composite two six crown margins fine three six disto occlusal amalgam with an open distal contact three seven mesial caries four six occlusal amalgam no wait occlusal composite sound bitewings both sides grade one mesial caries three seven into dentine no other caries diagnosis caries three seven he asked whether it's his filling or the tooth causing the food trapping explained the decay on three seven has opened up the contact and a filling should sort it scale and polish oral hygiene instruction with tepe brushes size three between the molars next visit forty minute appointment for mesial occlusal composite three seven recall twelve months",
    expect: {
      CC: 'Routine exam. No complaints apart from food trapping lower left',
      'MED HX': 'No changes. Still on atorvastatin. No allergies. Ex smoker',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth fine',
      PERIO: 'BPE 2 2 2 / 3 2 2. 4 mm pocket distal of 36',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MOD amalgam sound'],
        ['15', 'DO composite'],
        ['26', 'Crown margins fine'],
        ['36', 'DO amalgam with an open distal contact'],
        ['37', 'M caries'],
        ['46', 'O composite sound'],
      ],
      RADIO: 'Bitewings both sides grade 1. Mesial caries 37 into dentine. No other caries',
      DX: ['Caries 37'],
      CONSULT:
        "He asked whether it's his filling or the tooth causing the food trapping. Explained the decay on 37 has opened up the contact and a filling should sort it",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction with TePe brushes size 3 between the molars'],
      NV: ['40 minute appointment for MO composite 37'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h16-02-uk-typed-fdi-emergency-pericoronitis-38-irrigation-metronidazole',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. C/O pain + swelling behind lower left back tooth x3 days, worse on swallowing, bad taste. MH: asthma (salbutamol PRN), NKDA. EO: L submandibular node tender, mouth opening reduced ~30 mm. Temp 37.4. IO: 38 partially erupted, operculum red + swollen, pus on pressure. 28 over-erupted, biting on operculum. 37 sound. OPG: 38 mesioangular, roots close to ID canal. Dx: acute pericoronitis 38. Irrigation under operculum w/ 0.2% chlorhexidine, debris removed. Rx metronidazole 400 mg TDS 3/7 (raised temp, node involvement). Advised hot salt water mouthwash, soft toothbrush to area. Discussed XLA 38 +/- 28 once settled, pt keen. Review 1/52, ring if worse.',
    expect: {
      CC: 'Emergency appt. Pain + swelling behind lower left back tooth x3 days, worse on swallowing, bad taste',
      'MED HX': 'Asthma (salbutamol PRN), NKDA',
      EXTRA: 'L submandibular node tender, mouth opening reduced ~30 mm. Temp 37.4',
      DENTAL: [
        ['38', 'Partially erupted, operculum red + swollen, pus on pressure'],
        ['28', 'Over-erupted, biting on operculum'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG: 38 mesioangular, roots close to ID canal',
      DX: ['Acute pericoronitis 38'],
      CONSULT:
        'Advised hot salt water mouthwash, soft toothbrush to area. Discussed XLA 38 +/- 28 once settled, pt keen',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigation under operculum w/ 0.2% chlorhexidine',
        'Debris removed',
        'Rx metronidazole 400 mg TDS 3 days (raised temp, node involvement)',
      ],
      'F/U': 'Review 1 week, ring if worse',
    },
  }),
  defineCase({
    id: 'h16-03-uk-asr-fdi-no-section-words-do-composite-25-scratch-that-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on two five nothing new medically no allergies two five distal caries sorry disto occlusal caries two four sound two six crown la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two five um can you get me the sectional matrix kit please thanks rubber dam caries removed dentine hard at the end no exposure sectional matrix and wedge selective etch then universal bond disto occlusal composite two five shade a two scratch that shade a three checked the bite polished she said she can't even tell which one it is post op instructions given recall in six months",
    expect: {
      CC: 'Filling on 25',
      'MED HX': 'Nothing new medically. No allergies',
      DENTAL: [
        ['25', 'DO caries'],
        ['24', 'Sound'],
        ['26', 'Crown'],
      ],
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Rubber dam',
        'Caries removed',
        'Dentine hard at the end',
        'No exposure',
        'Sectional matrix and wedge',
        'Selective etch',
        'Universal bond',
        'DO composite 25',
        'Shade A3',
        'Checked the bite',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: "She said she can't even tell which one it is",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h16-04-uk-typed-fdi-xla-46-clopidogrel-crown-fractured-sectioned-two-la',
    style: 'UK',
    asr: false,
    transcript:
      "XLA 46 as planned. Pt anxious, had a bad experience as a child. MH: T2 diabetes (metformin), on clopidogrel - not stopped, NKDA. BP 138/84. 46 grossly carious, unrestorable, buccal sinus, grade I mobile. 45, 47 sound. PA 46 (last visit): periapical radiolucency on both roots. Risks discussed inc. bleeding (clopidogrel), infection, nerve damage. Written consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB right. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 46. Crown fractured on first application of forceps. Roots sectioned w/ fissure bur, elevated w/ Coupland's. XLA 46, roots complete. Surgicel + 2 x 3-0 Vicryl Rapide sutures. Haemostasis achieved. POIG verbal + written. Advised paracetamol not ibuprofen for pain. Review 1/52 if needed.",
    expect: {
      CC: 'XLA 46 as planned',
      'MED HX': 'T2 diabetes (metformin), on clopidogrel - not stopped, NKDA. BP 138/84',
      DENTAL: [
        ['46', 'Grossly carious, unrestorable, buccal sinus, grade I mobile'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 (last visit): periapical radiolucency on both roots',
      CONSULT:
        'Risks discussed inc. bleeding (clopidogrel), infection, nerve damage. Advised paracetamol not ibuprofen for pain',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Crown fractured on first application of forceps',
        'Roots sectioned w/ fissure bur',
        "Elevated w/ Coupland's",
        'XLA 46',
        'Roots complete',
        'Surgicel + 2 x 3-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      NOTES: 'Pt anxious, had a bad experience as a child',
      'F/U': 'Review 1 week if needed',
    },
  }),
  defineCase({
    id: 'h16-05-uk-typed-fdi-sentences-consultation-missing-21-options-plan-only',
    style: 'UK',
    asr: false,
    transcript:
      'New patient consultation. She lost 21 in a cycling accident in the spring and has been wearing a one-tooth acrylic denture since, which she hates. Medical history: fit and well, no medications, allergic to latex. Non-smoker, drinks about 6 units a week. Extra-oral examination normal, lip scar healed. 21 missing, ridge has a labial concavity. 11 mesial composite, slightly darker than 12. 22 sound. BPE 1 1 1 / 1 1 1. OPG and PA 11: root intact, no periapical pathology, adequate bone height at 21. Options discussed: keep the denture, an adhesive bridge from 22, a conventional bridge, or an implant with probably a bone graft. Risks and costs of each explained. She is leaning towards the implant but wants to talk it over with her partner. She asked whether the implant would look natural next to 11, and I said we may need to whiten or crown 11 to match. Written treatment plan and estimate to be posted. Plan: hygienist visit first, then CBCT 21 site, then implant planning appointment with bone graft assessment.',
    expect: {
      CC: 'New patient consultation. She lost 21 in a cycling accident in the spring and has been wearing a one-tooth acrylic denture since, which she hates',
      'MED HX': 'Fit and well, no medications, allergic to latex. Non-smoker, drinks about 6 units a week',
      EXTRA: 'Normal, lip scar healed',
      DENTAL: [
        ['21', 'Missing, ridge has a labial concavity'],
        ['11', 'M composite, slightly darker than 12'],
        ['22', 'Sound'],
      ],
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'OPG and PA 11: root intact, no periapical pathology, adequate bone height at 21',
      CONSULT:
        'Options discussed: keep the denture, an adhesive bridge from 22, a conventional bridge, or an implant with probably a bone graft. Risks and costs of each explained. She is leaning towards the implant but wants to talk it over with her partner. She asked whether the implant would look natural next to 11, and I said we may need to whiten or crown 11 to match. Written treatment plan and estimate to be posted',
      'TX PLAN': [
        'Hygienist visit first',
        'CBCT 21 site',
        'Implant planning appointment with bone graft assessment',
      ],
    },
  }),
  defineCase({
    id: 'h16-06-uk-asr-fdi-emergency-pulpitis-26-extirpation-appends-notes-change-nv',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's been in pain upper left for four days kept him up the last two nights throbbing worse when lying down paracetamol and ibuprofen barely touching it medical history no changes no regular meds no allergies extra oral nad two six large mesial occlusal distal composite with distal caries tender to percussion lingering to cold two five and two seven sound normal to ethyl chloride pa two six widened ligament space on the palatal root deep caries close to the pulp diagnosis symptomatic irreversible pulpitis two six talked through root canal versus taking it out he wants to keep it but knows it'll need a crown after verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two six rubber dam composite and caries removed access pulp bleeding heavily pulp extirpated two six three canals located mesiobuccal canal narrow irrigated with sodium hypochlorite ledermix cotton wool and cavit bite relieved post op instructions given review two weeks",
    appends: [
      'add to notes he works nights so prefers morning appointments',
      'change two weeks to one week next visit ninety minutes for root canal two six',
    ],
    expect: {
      CC: "Emergency. He's been in pain upper left for 4 days. Kept him up the last 2 nights. Throbbing worse when lying down. Paracetamol and ibuprofen barely touching it",
      'MED HX': 'No changes. No regular meds. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['26', 'Large MOD composite with D caries tender to percussion lingering to cold'],
        ['25', 'Sound normal to ethyl chloride'],
        ['27', 'Sound normal to ethyl chloride'],
      ],
      RADIO: 'PA 26 widened ligament space on the palatal root. Deep caries close to the pulp',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT: "Talked through root canal versus taking it out. He wants to keep it but knows it'll need a crown after",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Composite and caries removed',
        'Access',
        'Pulp bleeding heavily',
        'Pulp extirpated 26',
        '3 canals located',
        'MB canal narrow',
        'Irrigated with sodium hypochlorite',
        'Ledermix',
        'Cotton wool and Cavit',
        'Bite relieved',
        'Post-op instructions given',
      ],
      NOTES: 'He works nights so prefers morning appointments',
      NV: ['90 minutes for RCT 26'],
      'F/U': 'Review 1 week',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist using Palmer
  defineCase({
    id: 'h16-07-uk-asr-palmer-child-check-up-mixed-dentition-lle-d-caries-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "ten year old attended with mum for a check up no problems medical history fit and well no allergies extra oral nad intra oral nad oral hygiene fair plaque on the lower incisors upper right six and upper left six fissure sealants intact lower left six and lower right six fissures stained no caries lower left e distal caries lower right e sound upper right c and upper left c mobile lower left two slightly rotated bitewings lower left e caries into dentine close to the pulp sorry about halfway to the pulp diagnosis caries lower left e mum asked if it's worth filling a baby tooth explained it should be there for another two years so it's worth doing fluoride varnish applied he was a bit nervous of the air syringe next visit disto occlusal composite lower left e recall six months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'Oral hygiene fair. Plaque on the lower incisors',
      DENTAL: [
        ['UR6', 'Fissure sealants intact'],
        ['UL6', 'Fissure sealants intact'],
        ['LL6', 'Fissures stained no caries'],
        ['LR6', 'Fissures stained no caries'],
        ['LLE', 'D caries'],
        ['LRE', 'Sound'],
        ['URC', 'Mobile'],
        ['ULC', 'Mobile'],
        ['LL2', 'Slightly rotated'],
      ],
      RADIO: 'Bitewings LLE caries into dentine about halfway to the pulp',
      DX: ['Caries LLE'],
      CONSULT: "Mum asked if it's worth filling a baby tooth. Explained it should be there for another 2 years so it's worth doing",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '10 year old attended with mum. He was a bit nervous of the air syringe',
      NV: ['DO composite LLE'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h16-08-uk-typed-palmer-terse-emax-crown-fit-ur1-variolink-wedding',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Crown fit UR1 (emax). Temp fine, no sensitivity. MH: no change. NKDA. No LA. Temp off, cement cleaned w/ pumice + prophy cup. Try-in: contacts OK both sides, margins good, shade slightly grey in the surgery light but fine in daylight. Try-in paste removed, crown cleaned w/ Ivoclean. UR1 prep etched, bonded. UR1 crown cemented w/ Variolink Esthetic DC. Excess removed, floss through, cured. Occlusion checked ICP + protrusion, light contact only. POIG. Pt delighted, off to a wedding Sat. Recall 6/12.',
    expect: {
      CC: 'Crown fit UR1 (emax). Temp fine, no sensitivity',
      'MED HX': 'No change. NKDA',
      'TX TODAY': ['Crown fit UR1'],
      TX: [
        'No LA',
        'Temp off',
        'Cement cleaned w/ pumice + prophy cup',
        'Try-in: contacts OK both sides',
        'Margins good',
        'Shade slightly grey in the surgery light but fine in daylight',
        'Try-in paste removed',
        'Crown cleaned w/ Ivoclean',
        'UR1 prep etched',
        'Bonded',
        'UR1 crown cemented w/ Variolink Esthetic DC',
        'Excess removed',
        'Floss through',
        'Cured',
        'Occlusion checked ICP + protrusion',
        'Light contact only',
        'POIG',
      ],
      NOTES: 'Pt delighted, off to a wedding Sat',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h16-09-uk-asr-palmer-second-stage-rct-ll7-redressed-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for the second stage of root canal treatment on the lower left seven no pain since the last visit medical history no changes takes amlodipine allergic to penicillin the sinus buccal to the lower left seven has healed lower left seven cavit intact not tender to percussion lower left six sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower left seven rubber dam cavit and cotton wool removed calcium hydroxide washed out with sodium hypochlorite and ultrasonic four canals sorry three canals working lengths confirmed with the apex locator nineteen point five millimetres for the mesial canals and twenty millimetres for the distal canal shaped to size twenty five with reciproc blue irrigated with sodium hypochlorite and edta distal canal still weeping so redressed with calcium hydroxide sterile sponge and cavit told him that's quite common and it should settle before we fill it next visit obturation lower left seven in three weeks",
    expect: {
      CC: 'Second stage of root canal treatment on LL7. No pain since the last visit',
      'MED HX': 'No changes. Takes amlodipine. Allergic to penicillin',
      INTRA: 'Sinus buccal to LL7 has healed',
      DENTAL: [
        ['LL7', 'Cavit intact not tender to percussion'],
        ['LL6', 'Sound'],
      ],
      CONSULT: "Told him that's quite common and it should settle before we fill it",
      'TX TODAY': ['RCT LL7'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL7',
        'Rubber dam',
        'Cavit and cotton wool removed',
        'Calcium hydroxide washed out with sodium hypochlorite and ultrasonic',
        '3 canals',
        'Working lengths confirmed with the apex locator 19.5 mm for the M canals and 20 mm for the D canal',
        'Shaped to size 25 with Reciproc Blue',
        'Irrigated with sodium hypochlorite and EDTA',
        'D canal still weeping',
        'Redressed with calcium hydroxide',
        'Sterile sponge and Cavit',
      ],
      NV: ['Obturation LL7 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h16-10-uk-typed-palmer-sentences-acrylic-partial-denture-fit-ul1-ul2',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Patient attended for fit of her new upper acrylic partial denture replacing UL1 and UL2. The old one cracked in half last month. Medical history: no changes, takes omeprazole and alendronic acid, NKDA. UR1 and UL3 sound. Upper ridge healthy. The denture was tried in and seated easily. The labial flange was overextended near the fraenum, so it was trimmed and polished. Retention from the cribs on UR6 and UL6 was good. The tooth shade matched her own teeth. The midline was correct. Occlusion checked, no contact on the denture teeth in the intercuspal position. She was shown how to insert and remove it and how to clean it. Advised to leave it out at night in water. She said she finally feels able to smile in photos again. Review in 1 week for easing.',
    expect: {
      CC: 'Fit of her new upper acrylic partial denture replacing UL1 and UL2. Old one cracked in half last month',
      'MED HX': 'No changes, takes omeprazole and alendronic acid, NKDA',
      DENTAL: [
        ['UR1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      INTRA: 'Upper ridge healthy',
      CONSULT: 'She was shown how to insert and remove it and how to clean it. Advised to leave it out at night in water',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture was tried in and seated easily',
        'Labial flange was overextended near the fraenum',
        'It was trimmed and polished',
        'Retention from the cribs on UR6, UL6 was good',
        'Tooth shade matched her own teeth',
        'Midline was correct',
        'Occlusion checked',
        'No contact on the denture teeth in the intercuspal position',
      ],
      NOTES: 'She said she finally feels able to smile in photos again',
      'F/U': 'Review in 1 week for easing',
    },
  }),
  defineCase({
    id: 'h16-11-uk-asr-palmer-dry-socket-ll8-saline-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's back in pain after the lower left eight came out on monday it was fine for two days but now it's throbbing up to his ear can't sleep medical history no changes smokes ten a day no allergies extra oral no swelling mouth opening normal no lymphadenopathy intra oral lower left eight socket empty no clot food debris in the socket bone exposed distally very tender lower left seven sound not tender diagnosis dry socket lower left eight la one cartridge lidocaine two percent one in eighty thousand adrenaline id block left socket gently irrigated with warm saline debris removed alvogyl packed into the socket he said it eased almost straight away advised no smoking for at least three days warm salt water rinses from tomorrow ibuprofen and paracetamol together review in three days to change the dressing",
    expect: {
      CC: "He's back in pain after LL8 came out on Monday. It was fine for 2 days but now it's throbbing up to his ear. Can't sleep",
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      EXTRA: 'No swelling. Mouth opening normal. No lymphadenopathy',
      INTRA: 'LL8 socket empty. No clot. Food debris in the socket. Bone exposed distally. Very tender',
      DENTAL: [['LL7', 'Sound not tender']],
      DX: ['Dry socket LL8'],
      CONSULT:
        'Advised no smoking for at least 3 days. Warm salt water rinses from tomorrow. Ibuprofen and paracetamol together',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Socket gently irrigated with warm saline',
        'Debris removed',
        'Alvogyl packed into the socket',
      ],
      NOTES: 'He said it eased almost straight away',
      'F/U': 'Review in 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'h16-12-uk-typed-palmer-do-amalgam-lr5-o-comp-lr7-appends-treatment-change-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fillings LR5 + LR7 as per tx plan. MH: no change, NKDA. LR5 DO caries. LR7 O caries, small. LR6 PFM crown, sound. Pt prefers silver filling for LR5 (NHS), white for LR7. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr, IDB right. CWRs + dry guard. LR5 caries removed, Tofflemire + wedge, DO amalgam LR5 (Tytin), carved. LR7 caries removed, shallow. O comp LR7 shade A3. Occlusion checked, amalgam high, adjusted. POIG incl. no chewing on amalgam for 2 hrs. Recall 6/12.',
    appends: [
      'Add to treatment: Vitrebond liner under LR5 amalgam.',
      'Change A3 to A2. Next visit: S&P with hygienist.',
    ],
    expect: {
      CC: 'Fillings LR5 + LR7 as per tx plan',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LR5', 'DO caries'],
        ['LR7', 'O caries, small'],
        ['LR6', 'PFM crown, sound'],
      ],
      CONSULT: 'Pt prefers silver filling for LR5 (NHS), white for LR7',
      'TX TODAY': ['DO amalgam LR5', 'O composite LR7'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'CWRs + dry guard',
        'LR5 caries removed',
        'Tofflemire + wedge',
        'DO amalgam LR5 (Tytin)',
        'Carved',
        'LR7 caries removed',
        'Shallow',
        'O comp LR7 shade A2',
        'Occlusion checked',
        'Amalgam high',
        'Adjusted',
        'POIG incl. no chewing on amalgam for 2 hrs',
        'Vitrebond liner under LR5 amalgam',
      ],
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist-therapist (FDI)
  defineCase({
    id: 'h16-13-uk-asr-fdi-hygienist-short-smoker-s-and-p-i-mean-air-polishing',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene appointment no concerns medical history no change smokes about fifteen a day bpe two two two two two two supragingival calculus lower anteriors heavy tobacco staining on the lower incisors scale and polish with the cavitron and prophy paste I mean air polishing gave smoking cessation advice not interested at the moment recall six months',
    expect: {
      CC: 'Hygiene appointment. No concerns',
      'MED HX': 'No change. Smokes about 15 a day',
      PERIO: 'BPE 2 2 2 / 2 2 2. Supragingival calculus lower anteriors',
      INTRA: 'Heavy tobacco staining on the lower incisors',
      CONSULT: 'Gave smoking cessation advice. Not interested at the moment',
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish with the Cavitron and air polishing'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h16-14-uk-typed-fdi-therapist-rsd-ul-ll-diabetic-stage-iii-mobile-31',
    style: 'UK',
    asr: false,
    transcript:
      "RSD UL + LL (visit 1 of 2). Gums bleeding on brushing, loose lower front tooth. MH: T2 diabetes, HbA1c 61, metformin + gliclazide. NKDA. Ex-smoker (stopped 2 yrs). BPE 4 3 4 / 4 3 3. 6PPC done last visit: generalised 4-6 mm, 7 mm 26 MP + 37 DL. BOP 48%, plaque 62%. 31 grade II mobile. Dx: generalised periodontitis stage III grade C. LA 2 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UL + IDB left. RSD UL + LL w/ ultrasonic + Gracey curettes. Chlorhexidine gel to 26 MP pocket. OHI: TePe 3 (green) + single tuft for 31. Explained link between diabetes + gum disease, pt to tell GP. Pt embarrassed about state of her mouth. Reassured her it's very treatable. NV RSD UR + LR 2/52. Re-eval 3/12 after last RSD.",
    expect: {
      CC: 'RSD UL + LL (visit 1 of 2). Gums bleeding on brushing, loose lower front tooth',
      'MED HX': 'T2 diabetes, HbA1c 61, metformin + gliclazide. NKDA. Ex-smoker (stopped 2 yrs)',
      PERIO: 'BPE 4 3 4 / 4 3 3. 6PPC done last visit: generalised 4-6 mm, 7 mm 26 MP + 37 DL. BOP 48%, plaque 62%',
      DENTAL: [['31', 'Grade II mobile']],
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: "Explained link between diabetes + gum disease, pt to tell GP. Reassured her it's very treatable",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL + IDB left',
        'RSD UL + LL w/ ultrasonic + Gracey curettes',
        'Chlorhexidine gel to 26 MP pocket',
        'OHI: TePe 3 (green) + single tuft for 31',
      ],
      NOTES: 'Pt embarrassed about state of her mouth',
      NV: ['RSD UR + LR 2 weeks'],
      'F/U': 'Re-eval 3 months after last RSD',
    },
  }),
  defineCase({
    id: 'h16-15-uk-asr-fdi-therapist-child-fissure-sealants-four-molars-duraphat-aside',
    style: 'UK',
    asr: true,
    transcript:
      'fissure sealants on the six year molars as prescribed seven year old with dad medical history fit and well allergic to elastoplast three six four six one six and two six fully erupted deep fissures no caries eight five and seven five sound could you pass the dry guards please thank you isolation with cotton wool rolls and dry guards etched rinsed dried fissure sealants three six four six one six and two six checked with a probe all retained duraphat varnish on all teeth talked to dad about swapping her after school snacks for cheese or fruit and keeping sweets to mealtimes she was chatty and brilliant throughout recall four months for varnish',
    expect: {
      CC: 'Fissure sealants on the 6 year molars as prescribed',
      'MED HX': 'Fit and well. Allergic to Elastoplast',
      DENTAL: [
        ['36', 'Fully erupted deep fissures no caries'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['16', 'Fully erupted deep fissures no caries'],
        ['26', 'Fully erupted deep fissures no caries'],
        ['85', 'Sound'],
        ['75', 'Sound'],
      ],
      CONSULT:
        'Talked to dad about swapping her after school snacks for cheese or fruit and keeping sweets to mealtimes',
      'TX TODAY': ['Fissure sealants 36, 46, 16, 26', 'Fluoride varnish'],
      TX: [
        'Isolation with cotton wool rolls and dry guards',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants 36, 46, 16, 26',
        'Checked with a probe',
        'All retained',
        'Duraphat varnish on all teeth',
      ],
      NOTES: '7 year old with dad. She was chatty and brilliant throughout',
      'F/U': 'Recall 4 months for varnish',
    },
  }),
  defineCase({
    id: 'h16-16-uk-typed-fdi-hygienist-terse-perio-maintenance-furcation-appends',
    style: 'UK',
    asr: false,
    transcript:
      '3-monthly perio maintenance. Happy w/ interdental cleaning, some bleeding UL. MH: no change, amlodipine, NKDA. BPE 3 2 3 / 2 2 3. BOP 18%. 5 mm 16 DB + 27 D, grade I furcation 16. OH good. Supra + subgingival scaling, polish. OHI: IDBs UL molars. RV 3/12.',
    appends: ['Add to notes: starting a new job, wants late afternoon appts.', 'Change 3 months to 4 months.'],
    expect: {
      CC: '3-monthly perio maintenance. Happy w/ interdental cleaning, some bleeding UL',
      'MED HX': 'No change, amlodipine, NKDA',
      PERIO: 'BPE 3 2 3 / 2 2 3. BOP 18%. 5 mm 16 DB + 27 D, grade I furcation 16. OH good',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Supra + subgingival scaling', 'Polish', 'OHI: IDBs UL molars'],
      NOTES: 'Starting a new job, wants late afternoon appts',
      'F/U': 'RV 4 months',
    },
  }),
  defineCase({
    id: 'h16-17-uk-asr-fdi-therapist-b-gic-33-43-abrasion-no-la-prescribed',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the fillings on the lower canines as prescribed by the dentist sensitive to cold on both sides medical history no changes takes sertraline no allergies three three and four three buccal cervical abrasion cavities sensitive to air four four buccal abrasion shallow not sensitive no la needed cleaned with pumice and a brush conditioner for ten seconds buccal glass ionomer fillings three three and four three in fuji nine vaseline over the top told her to change to a soft toothbrush and stop scrubbing side to side she was pleased it didn't need an injection next visit hygienist in three months",
    expect: {
      CC: 'Fillings on the lower canines as prescribed by the dentist. Sensitive to cold on both sides',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      DENTAL: [
        ['33', 'B cervical abrasion cavities sensitive to air'],
        ['43', 'B cervical abrasion cavities sensitive to air'],
        ['44', 'B abrasion shallow not sensitive'],
      ],
      CONSULT: 'Told her to change to a soft toothbrush and stop scrubbing side to side',
      'TX TODAY': ['B GIC 33, 43'],
      TX: [
        'No LA needed',
        'Cleaned with pumice and a brush',
        'Conditioner for 10 seconds',
        'B glass ionomer fillings 33, 43 in Fuji IX',
        'Vaseline over the top',
      ],
      NOTES: "She was pleased it didn't need an injection",
      NV: ['Hygienist in 3 months'],
    },
  }),
  defineCase({
    id: 'h16-18-uk-typed-fdi-therapist-child-hall-crown-84-separator-sticker',
    style: 'UK',
    asr: false,
    transcript:
      'Hall crown 84 as prescribed by dentist. 6 y/o w/ mum. Mum reports no pain. MH: fit + well, NKDA. 84 DO caries, asymptomatic, not mobile. 85 FS intact. No LA. Orthodontic separator (placed last visit) removed. Size 4 tried, too loose. Hall crown 84 size 5 cemented w/ GIC, pt bit down on cotton roll. Excess removed, floss through contacts. Occlusion high as expected. Explained to mum it will settle in a few weeks. Great patient, sticker chosen. Review 6/12.',
    expect: {
      CC: 'Hall crown 84 as prescribed by dentist. Mum reports no pain',
      'MED HX': 'Fit + well, NKDA',
      DENTAL: [
        ['84', 'DO caries, asymptomatic, not mobile'],
        ['85', 'FS intact'],
      ],
      CONSULT: 'Explained to mum it will settle in a few weeks',
      'TX TODAY': ['SSC 84'],
      TX: [
        'No LA',
        'Orthodontic separator (placed last visit) removed',
        'Size 4 tried',
        'Too loose',
        'Hall crown 84 size 5 cemented w/ GIC',
        'Pt bit down on cotton roll',
        'Excess removed',
        'Floss through contacts',
        'Occlusion high as expected',
      ],
      NOTES: '6 y/o w/ mum. Great patient, sticker chosen',
      'F/U': 'Review 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'h16-19-us-typed-universal-new-patient-comprehensive-exam-fmx-white-patch-plan-only',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt comprehensive exam. Last dental visit ~4 yrs ago. C/O lower left tooth sensitive to sweets. Med hx: HTN (lisinopril), hyperlipidemia (atorvastatin), allergic to sulfa. Smokes 1/2 ppd. BP 142/88. EO: TMJ WNL, no lymphadenopathy. IO: 6 mm white patch L buccal mucosa, does not wipe off. PSR 3 2 3 / 3 2 3. Generalized BOP, heavy subgingival calculus. #1, #16, #17, #32 missing. #3 MOD amalgam, recurrent decay M margin. #14 PFM crown, open D margin. #19 DO caries. #20 D caries. #30 RCT'd, no crown. FMX: #19 DO caries into dentin, #20 D caries into enamel only, #30 RCT adequate, no PA lesion, generalized horizontal bone loss 20-30%. Dx: generalized periodontitis stage II grade B, caries #3, #19, #20. Reviewed findings w/ pt. Pt wants to start with SRP. Tx plan: SRP 4 quads, DO composite #19, D composite #20, crown #30, replace crown #14, MOD composite #3, referral to oral surgeon for biopsy of white patch. NV SRP UR + LR.",
    expect: {
      CC: 'New pt comprehensive exam. Last dental visit ~4 yrs ago. Lower left tooth sensitive to sweets',
      'MED HX': 'HTN (lisinopril), hyperlipidemia (atorvastatin), allergic to sulfa. Smokes 1/2 ppd. BP 142/88',
      EXTRA: 'TMJ WNL, no lymphadenopathy',
      INTRA: '6 mm white patch L buccal mucosa, does not wipe off',
      PERIO: 'PSR 3 2 3 / 3 2 3. Generalized BOP, heavy subgingival calculus',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MOD amalgam, recurrent decay M margin'],
        ['14', 'PFM crown, open D margin'],
        ['19', 'DO caries'],
        ['20', 'D caries'],
        ['30', "RCT'd, no crown"],
      ],
      RADIO:
        'FMX: #19 DO caries into dentin, #20 D caries into enamel only, #30 RCT adequate, no PA lesion, generalized horizontal bone loss 20-30%',
      DX: ['Generalized periodontitis stage II grade B', 'Caries #3, #19, #20'],
      CONSULT: 'Reviewed findings w/ pt. Pt wants to start with SRP',
      'TX PLAN': [
        'SRP 4 quads',
        'DO composite #19',
        'D composite #20',
        'Crown #30',
        'Replace crown #14',
        'MOD composite #3',
        'Referral to oral surgeon for biopsy of white patch',
      ],
      NV: ['SRP UR + LR'],
    },
  }),
  defineCase({
    id: 'h16-20-us-asr-universal-emergency-fractured-dl-cusp-19-dol-composite-sorry-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency she broke a tooth on the lower left eating popcorn last night sharp edge rubbing her tongue no pain medical history hypothyroid on synthroid allergic to codeine number nineteen fractured distolingual cusp large mesial occlusal distal amalgam no tenderness to percussion normal to cold number eighteen sound number twenty disto occlusal composite intact bitewing no decay fracture line above the bone diagnosis fractured cusp number nineteen told her it really needs a crown but she's flying out on friday so a bonded composite for now she was ok with that two carpules lidocaine two percent one to one hundred thousand epi left ianb um rubber dam loose amalgam fragments removed margins clean bonded distal occlusal lingual composite number nineteen shade a three sorry a two checked the bite post op instructions given next visit crown prep number nineteen when she's back",
    expect: {
      CC: 'Emergency. She broke a tooth on the lower left eating popcorn last night. Sharp edge rubbing her tongue. No pain',
      'MED HX': 'Hypothyroid on Synthroid. Allergic to codeine',
      DENTAL: [
        ['19', 'Fractured DL cusp large MOD amalgam no tenderness to percussion normal to cold', 'DL cusp'],
        ['18', 'Sound'],
        ['20', 'DO composite intact'],
      ],
      RADIO: 'Bitewing no decay. Fracture line above the bone',
      DX: ['Fractured cusp #19'],
      CONSULT:
        "Told her it really needs a crown but she's flying out on Friday so a bonded composite for now. She was ok with that",
      'TX TODAY': ['DOL composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Loose amalgam fragments removed',
        'Margins clean',
        'Bonded DOL composite #19',
        'Shade A2',
        'Checked the bite',
        'Post-op instructions given',
      ],
      NV: ["Crown prep #19 when she's back"],
    },
  }),
  defineCase({
    id: 'h16-21-us-typed-universal-srp-ur-lr-arestin-two-la-lines-waterpik',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR per tx plan. Pt reports gums bleed when flossing. Med hx: no changes since last visit (HTN, lisinopril; hyperlipidemia, atorvastatin), sulfa allergy. BP 136/86. PSR 3 2 3 / 3 2 3. Pockets UR 4-6 mm, LR 4-5 mm, BOP 40%. 1 carp articaine 4% 1:100k epi buccal + palatal infiltration UR. 1 carp 2% lido 1:100k epi right IANB. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin placed in #3 D pocket (6 mm). OHI: Waterpik + floss. Pt tolerated well. NV SRP UL + LL in 1 wk. Re-eval 6 wks after UL + LL.',
    expect: {
      CC: 'SRP UR + LR per tx plan. Pt reports gums bleed when flossing',
      'MED HX':
        'No changes since last visit (HTN, lisinopril; hyperlipidemia, atorvastatin), sulfa allergy. BP 136/86',
      PERIO: 'PSR 3 2 3 / 3 2 3. Pockets UR 4-6 mm, LR 4-5 mm, BOP 40%',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration UR',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin placed in #3 D pocket (6 mm)',
        'OHI: Waterpik + floss',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP UL + LL in 1 wk'],
      'F/U': 'Re-eval 6 wks after UL + LL',
    },
  }),
  defineCase({
    id: 'h16-22-us-asr-universal-crown-prep-3-fractured-mb-cusp-scan-aside-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the crown prep on number three the old filling broke again medical history no changes takes metformin no allergies number three large mesial occlusal distal composite with a fractured buccal cusp sorry mesiobuccal cusp number two and four sound two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three old composite removed caries removed core build up with multicore crown prep number three for zirconia hey can you grab me the size zero cord please thanks size zero cord packed scanned with the trios upper lower and bite shade a three temporary crown with integrity cemented with tempbond post op instructions given next visit crown seat number three in two weeks',
    appends: ["add to notes she's a teacher so needs appointments after school", 'change two weeks to three weeks'],
    expect: {
      CC: 'Crown prep on #3. Old filling broke again',
      'MED HX': 'No changes. Takes metformin. No allergies',
      DENTAL: [
        ['3', 'Large MOD composite with a fractured MB cusp', 'MB cusp'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Old composite removed',
        'Caries removed',
        'Core build up with MultiCore',
        'Crown prep #3 for zirconia',
        'Size 0 cord packed',
        'Scanned with the TRIOS upper lower and bite',
        'Shade A3',
        'Temporary crown with Integrity',
        'Cemented with TempBond',
        'Post-op instructions given',
      ],
      NOTES: "She's a teacher so needs appointments after school",
      NV: ['Crown fit #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h16-23-us-typed-universal-sentences-surgical-extraction-32-pericoronitis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for removal of #32, which has caused 3 episodes of pericoronitis this year. Medical history: no changes, asthma controlled with Symbicort, NKDA. Extraoral exam within normal limits. #32 partially erupted, mesioangular, distal operculum, no current inflammation. #31 sound, no distal caries. Panoramic radiograph: #32 roots close to but not overlapping the IAN canal. Risks including nerve injury, dry socket and swelling were reviewed. Written consent was obtained. 3 carpules lidocaine 2% 1:100,000 epi, right IANB + long buccal. A full thickness envelope flap was raised. Buccal bone was removed with a round bur and the crown was sectioned. Surgical extraction #32 was completed, roots intact. The socket was irrigated with saline and closed with 2 x 3-0 chromic gut sutures. Hemostasis was achieved with gauze pressure. Post-op instructions were given verbally and in writing. Rx ibuprofen 600 mg every 6 hours for 3 days. Review in 1 week.',
    expect: {
      CC: 'Removal of #32, which has caused 3 episodes of pericoronitis this year',
      'MED HX': 'No changes, asthma controlled with Symbicort, NKDA',
      EXTRA: 'Within normal limits',
      DENTAL: [
        ['32', 'Partially erupted, mesioangular, distal operculum, no current inflammation'],
        ['31', 'Sound, no D caries'],
      ],
      RADIO: 'Panoramic radiograph: #32 roots close to but not overlapping the IAN canal',
      CONSULT: 'Risks including nerve injury, dry socket and swelling were reviewed',
      CONSENT: 'Written consent was obtained',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Full thickness envelope flap was raised',
        'Buccal bone was removed with a round bur',
        'Crown was sectioned',
        'Surgical extraction #32 was completed',
        'Roots intact',
        'Socket was irrigated with saline and closed with 2 x 3-0 chromic gut sutures',
        'Hemostasis was achieved with gauze pressure',
        'Post-op instructions were given verbally and in writing',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h16-24-us-asr-universal-very-short-no-section-words-lower-denture-eased',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "lower denture sore spot on the left for a week since she started wearing it all day red area under the left lingual flange about three millimeters no ulcer pressure indicating paste marked it eased the flange and polished she said it feels better already see her in two weeks if it's still sore",
    expect: {
      CC: 'Lower denture sore spot on the left for a week since she started wearing it all day',
      INTRA: 'Red area under the left lingual flange about 3 mm. No ulcer',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Pressure indicating paste marked it', 'Eased the flange and polished'],
      NOTES: 'She said it feels better already',
      'F/U': "See her in 2 weeks if it's still sore",
    },
  }),

  // ---------------------------------------------------------------- 5. US pediatric dentist (Universal, letters)
  defineCase({
    id: 'h16-25-us-asr-universal-peds-6yo-recall-letters-s-t-caries-prophy-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old here with mom for her six month checkup mom says she's been complaining about the bottom right back teeth when she eats candy medical history healthy takes zyrtec no drug allergies extraoral normal intraoral soft tissues normal gingiva healthy plaque on the lower molars number nineteen and thirty erupted deep grooves no decay letter s distal caries letter t mesial caries letters a b i j k and l sound two bitewings s and t caries into dentin no pulp involvement diagnosis caries s and t prophy fluoride varnish mom asked if the new molars need sealants told her yes we'll do them next time with the fillings she sat really nicely for her pictures next visit disto occlusal composite s and mesial occlusal composite t and sealants nineteen and thirty recall six months",
    expect: {
      CC: "Her 6 month checkup. Mom says she's been complaining about the bottom right back teeth when she eats candy",
      'MED HX': 'Healthy. Takes Zyrtec. No drug allergies',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Plaque on the lower molars',
      DENTAL: [
        ['19', 'Erupted deep grooves no decay'],
        ['30', 'Erupted deep grooves no decay'],
        ['S', 'D caries'],
        ['T', 'M caries'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
      ],
      RADIO: '2 bitewings #S and #T caries into dentin. No pulp involvement',
      DX: ['Caries #S, #T'],
      CONSULT: "Mom asked if the new molars need sealants. Told her yes we'll do them next time with the fillings",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old here with mom. She sat really nicely for her pictures',
      NV: ['DO composite #S', 'MO composite #T', 'Sealants #19, #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h16-26-us-typed-universal-peds-pulpotomy-ssc-k-nitrous-mta-toy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ dad. Pulpotomy + SSC #K per tx plan. No changes to health, NKDA. #K large MO caries, no swelling, no mobility. #L sound. #T O caries, small. N2O/O2 30% for anxiety. Topical benzocaine. 1 carpule 2% lido 1:100k epi left IANB. Rubber dam. Caries removed, pulp exposed, coronal pulp amputated, hemostasis w/ moist cotton pellet in 2 min. Pulpotomy #K w/ MTA. IRM base. SSC #K size 4 cemented w/ Ketac Cem. 100% O2 x 5 min. Dad told to watch for cheek biting. Pt did great, picked a toy. NV: O composite #T. Recall 6 months.',
    expect: {
      CC: 'Pulpotomy + SSC #K per tx plan',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['K', 'Large MO caries, no swelling, no mobility'],
        ['L', 'Sound'],
        ['T', 'O caries, small'],
      ],
      CONSULT: 'Dad told to watch for cheek biting',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'N2O/O2 30% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Coronal pulp amputated',
        'Hemostasis w/ moist cotton pellet in 2 min',
        'Pulpotomy #K w/ MTA',
        'IRM base',
        'SSC #K size 4 cemented w/ Ketac Cem',
        '100% O2 x 5 min',
      ],
      NOTES: '5 y/o w/ dad. Pt did great, picked a toy',
      NV: ['O composite #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h16-27-us-asr-universal-peds-extraction-s-parulis-space-maintainer-phone-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eight year old with grandpa grandpa noticed a bump on the gum by the lower right back tooth two weeks ago no pain medical history healthy no meds allergic to amoxicillin intraoral parulis buccal to letter s letter s large distal occlusal composite with recurrent decay mobile grade one number thirty fully erupted sound letter t sound pa of s furcation radiolucency premolar bud intact diagnosis chronic apical abscess letter s explained to grandpa it needs to come out and we'll need a space maintainer to hold the space for the premolar grandpa gave verbal consent and mom okayed it over the phone topical then one carpule lidocaine two percent one to one hundred thousand epi right ianb and buccal infiltration extracted letter s with forceps roots complete bit on gauze he was a champ told grandpa soft foods today and no straws next visit impression for a band and loop space maintainer for the s space in one week",
    expect: {
      CC: 'Grandpa noticed a bump on the gum by the lower right back tooth 2 weeks ago. No pain',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      INTRA: 'Parulis buccal to #S',
      DENTAL: [
        ['S', 'Large DO composite with recurrent decay mobile grade 1'],
        ['30', 'Fully erupted sound'],
        ['T', 'Sound'],
      ],
      RADIO: 'PA of #S furcation radiolucency. Premolar bud intact',
      DX: ['Chronic apical abscess #S'],
      CONSULT:
        "Explained to grandpa it needs to come out and we'll need a space maintainer to hold the space for the premolar. Told grandpa soft foods today and no straws",
      CONSENT: 'Grandpa gave verbal consent and mom okayed it over the phone',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Extracted #S with forceps',
        'Roots complete',
        'Bit on gauze',
      ],
      NOTES: '8 year old with grandpa. He was a champ',
      NV: ['Impression for a band and loop space maintainer for #S space in 1 week'],
    },
  }),
  defineCase({
    id: 'h16-28-us-typed-universal-peds-trauma-crown-fracture-8-fragment-reattached-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. 9 y/o w/ mom. Hit by a baseball at practice 2 hrs ago, brought the broken piece in milk. No LOC, no headache. Med hx: ADHD (methylphenidate), NKDA. Tetanus UTD. EO: upper lip swollen, no lacerations. IO: no other soft tissue injury. #8 uncomplicated crown fracture, enamel + dentin, no pulp exposure, not mobile, sensitive to air, cold +. #9 TTP slightly, not mobile, cold +. #7, #10 sound. PA #7-#10: no root fractures, open apices. Dx: uncomplicated crown fracture #8, concussion #9. Options: reattach fragment vs composite buildup; mom chose reattachment. No LA. Isolation w/ cotton rolls. Fragment reattached #8 w/ etch + bond + flowable composite. Margin polished. Splint not needed. POI: soft diet 1 wk + gentle brushing. Advised mouthguard for baseball. Pt was very brave. NV: sensibility tests + PA 6-8 wks.',
    expect: {
      CC: 'Emergency. Hit by a baseball at practice 2 hrs ago, brought the broken piece in milk. No LOC, no headache',
      'MED HX': 'ADHD (methylphenidate), NKDA. Tetanus UTD',
      EXTRA: 'Upper lip swollen, no lacerations',
      INTRA: 'No other soft tissue injury',
      DENTAL: [
        [
          '8',
          'Uncomplicated crown fracture, enamel + dentin, no pulp exposure, not mobile, sensitive to air, cold +',
          'Crown',
        ],
        ['9', 'TTP slightly, not mobile, cold +'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA #7-#10: no root fractures, open apices',
      DX: ['Uncomplicated crown fracture #8', 'Concussion #9'],
      CONSULT: 'Options: reattach fragment vs composite buildup; mom chose reattachment. Advised mouthguard for baseball',
      TX: [
        'No LA',
        'Isolation w/ cotton rolls',
        'Fragment reattached #8 w/ etch + bond + flowable composite',
        'Margin polished',
        'Splint not needed',
        'POI: soft diet 1 wk + gentle brushing',
      ],
      NOTES: '9 y/o w/ mom. Pt was very brave',
      NV: ['Sensibility tests + PA 6-8 wks'],
    },
  }),
  defineCase({
    id: 'h16-29-us-asr-universal-peds-anxious-4yo-first-visit-knee-to-knee-ecc-plan-only',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient four year old here with mom and dad first dental visit ever she was crying at the door so knee to knee exam with mom healthy no meds no allergies soft tissues normal gums red along the upper front teeth heavy plaque letters e and f facial caries cavitated letters d and g facial caries not cavitated letters a j k l s and t sound no radiographs today as she wouldn't tolerate them diagnosis early childhood caries talked to mom and dad about stopping the bedtime bottle of milk and brushing twice a day with a rice grain smear of fluoride toothpaste explained the options silver diamine fluoride to stop the decay or fillings with nitrous or general anesthesia at the hospital they'd like to start with silver diamine fluoride plan reassess at three months for fillings with nitrous next visit silver diamine fluoride d e f and g and fluoride varnish",
    expect: {
      CC: 'New patient. First dental visit ever',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums red along the upper front teeth. Heavy plaque',
      DENTAL: [
        ['E', 'F caries cavitated'],
        ['F', 'F caries cavitated'],
        ['D', 'F caries not cavitated'],
        ['G', 'F caries not cavitated'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: "No radiographs today as she wouldn't tolerate them",
      DX: ['Early childhood caries'],
      CONSULT:
        "Talked to mom and dad about stopping the bedtime bottle of milk and brushing twice a day with a rice grain smear of fluoride toothpaste. Explained the options silver diamine fluoride to stop the decay or fillings with nitrous or general anesthesia at the hospital. They'd like to start with silver diamine fluoride",
      'TX PLAN': ['Reassess at 3 months for fillings with nitrous'],
      NOTES: '4 year old here with mom and dad. She was crying at the door so knee to knee exam with mom',
      NV: ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
    },
  }),
  defineCase({
    id: 'h16-30-us-typed-universal-peds-do-composite-j-o-composite-i-nitrous-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7 y/o w/ mom. Here for fillings #I and #J. No health changes, NKDA. #J DO caries. #I O caries. #3, #14 erupting. N2O/O2 up to 40%. Topical benzocaine. 1 carpule 4% articaine 1:100k epi buccal + palatal infiltration #I and #J. Rubber dam. Caries removed. DO composite #J w/ sectional matrix. O composite #I. Filtek A1. Cured, occlusion checked. 5 min 100% O2. Pt giggly on nitrous but cooperative. Recall 6 months.',
    appends: ['Add to notes: mom would prefer Saturday appointments.', 'Next visit: sealants #3, #14.'],
    expect: {
      CC: 'Fillings #I and #J',
      'MED HX': 'No health changes, NKDA',
      DENTAL: [
        ['J', 'DO caries'],
        ['I', 'O caries'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
      ],
      'TX TODAY': ['DO composite #J', 'O composite #I'],
      TX: [
        'N2O/O2 up to 40%',
        'Topical benzocaine',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #I, #J',
        'Rubber dam',
        'Caries removed',
        'DO composite #J w/ sectional matrix',
        'O composite #I',
        'Filtek A1',
        'Cured',
        'Occlusion checked',
        '5 min 100% O2',
      ],
      NOTES: '7 y/o w/ mom. Pt giggly on nitrous but cooperative. Mom would prefer Saturday appointments',
      NV: ['Sealants #3, #14'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US endodontist (Universal)
  defineCase({
    id: 'h16-31-us-typed-universal-endo-consult-cracked-30-tests-cbct-plan-only',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by general dentist for eval of #30. Pt reports sharp pain biting on lower right x 2 months, occasional lingering to cold. Med hx: hypothyroidism (levothyroxine), takes baby aspirin, allergic to latex. BP 128/82. EO: WNL. IO: no swelling, no sinus tract. #30 MOD composite, crack line M marginal ridge on transillumination, cold: lingering 15 s, EPT +, percussion +, palpation -, Tooth Slooth + on DL cusp. #29, #31 cold WNL, percussion -. Probing 2-3 mm all sites #30. PA + CBCT: #30 widened PDL M root, no periapical lesion, no vertical bone loss. Dx: symptomatic irreversible pulpitis #30, symptomatic apical periodontitis #30, cracked tooth #30. Discussed RCT + crown with guarded prognosis due to crack vs extraction + implant. Pt wants to keep tooth, understands crack may extend. Written consent signed for RCT. Plan: RCT #30, crown by referring dentist within 1 month of completion. NV RCT #30 (90 min).',
    expect: {
      CC: 'Referred by general dentist for eval of #30. Pt reports sharp pain biting on lower right x 2 months, occasional lingering to cold',
      'MED HX': 'Hypothyroidism (levothyroxine), takes baby aspirin, allergic to latex. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'No swelling, no sinus tract',
      DENTAL: [
        [
          '30',
          'MOD composite, crack line M marginal ridge on transillumination, cold: lingering 15 s, EPT +, percussion +, palpation -, Tooth Slooth + on DL cusp',
        ],
        ['29', 'Cold WNL, percussion -'],
        ['31', 'Cold WNL, percussion -'],
      ],
      PERIO: 'Probing 2-3 mm all sites #30',
      RADIO: 'PA + CBCT: #30 widened PDL M root, no periapical lesion, no vertical bone loss',
      DX: [
        'Symptomatic irreversible pulpitis #30',
        'Symptomatic apical periodontitis #30',
        'Cracked tooth #30',
      ],
      CONSULT:
        'Discussed RCT + crown with guarded prognosis due to crack vs extraction + implant. Pt wants to keep tooth, understands crack may extend',
      CONSENT: 'Written consent signed for RCT',
      'TX PLAN': ['RCT #30', 'Crown by referring dentist within 1 month of completion'],
      NV: ['RCT #30 (90 min)'],
    },
  }),
  defineCase({
    id: 'h16-32-us-asr-universal-endo-first-visit-rct-19-shaping-title-from-cc-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for root canal number nineteen on referral from her general dentist pain has settled a bit on ibuprofen medical history no changes since consult takes lisinopril no allergies number nineteen temporary filling intact tender to percussion three carpules articaine four percent one to one hundred thousand epi left ianb and buccal infiltration nineteen waited ten minutes cold test negative after anesthesia rubber dam with a fourteen a clamp access through the temporary and old composite three canals the distal canal is ribbon shaped working lengths with the apex locator confirmed with a radiograph mesiobuccal canal twenty one millimeters mesiolingual canal twenty one millimeters sorry twenty point five millimeters distal canal twenty one point five millimeters could you turn the light up a bit thanks cleaned and shaped to size twenty five six percent taper in the mesial canals and size thirty five four percent taper in the distal canal irrigated with five point two five percent sodium hypochlorite and seventeen percent edta dried with paper points calcium hydroxide cotton pellet and cavit occlusion reduced she had a bad experience with a root canal years ago and was really relieved it didn't hurt rx ibuprofen six hundred milligrams every six hours as needed next visit obturation nineteen in two weeks",
    expect: {
      CC: 'Root canal #19 on referral from her general dentist. Pain has settled a bit on ibuprofen',
      'MED HX': 'No changes since consult. Takes lisinopril. No allergies',
      DENTAL: [['19', 'Temporary filling intact tender to percussion']],
      'TX TODAY': ['RCT #19'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #19',
        'Waited 10 minutes',
        'Cold test negative after anesthesia',
        'Rubber dam with a 14A clamp',
        'Access through the temporary and old composite',
        '3 canals',
        'D canal is ribbon shaped',
        'Working lengths with the apex locator confirmed with a radiograph',
        'MB canal 21 mm',
        'ML canal 20.5 mm',
        'D canal 21.5 mm',
        'Cleaned and shaped to size 25 6% taper in the M canals and size 35 4% taper in the D canal',
        'Irrigated with 5.25% sodium hypochlorite and 17% EDTA',
        'Dried with paper points',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: "She had a bad experience with a root canal years ago and was really relieved it didn't hurt",
      NV: ['Obturation #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h16-33-us-typed-universal-endo-sentences-obturation-14-mb2-followed-by',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for completion of RCT #14. Asymptomatic since the first visit. Medical history: no changes, NKDA. #14 temporary intact, not tender to percussion or palpation. Local anesthesia: 1 carpule articaine 4% 1:100,000 epi buccal infiltration #14. The rubber dam was placed and the temporary and calcium hydroxide were removed. An MB2 canal was located under the microscope and negotiated to length with a size 10 C+ file. Working lengths were confirmed with the apex locator and a PA. All four canals were shaped to 30/.04 with Vortex Blue. Final irrigation was 3% NaOCl followed by 17% EDTA with ultrasonic activation. #14 was obturated with warm vertical condensation using gutta-percha and AH Plus. A core was placed with Fluorocore 2+ and the access was sealed. Post-operative PA: obturation to length, well condensed, small lateral canal filled in the DB root. The patient was told the tooth may be tender for a few days. Report and radiographs sent to the referring dentist. Plan: crown #14 with referring dentist within 4 weeks. Follow-up in 1 year with PA.',
    expect: {
      CC: 'Completion of RCT #14. Asymptomatic since the first visit',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['14', 'Temporary intact, not tender to percussion or palpation']],
      RADIO: 'Post-operative PA: obturation to length, well condensed, small lateral canal filled in the DB root',
      CONSULT: 'Patient was told the tooth may be tender for a few days',
      'TX TODAY': ['Obturation #14'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'Rubber dam was placed',
        'Temporary and calcium hydroxide were removed',
        'MB2 canal was located under the microscope and negotiated to length with a size 10 C+ file',
        'Working lengths were confirmed with the apex locator and a PA',
        'All 4 canals were shaped to 30/.04 with Vortex Blue',
        'Final irrigation was 3% NaOCl',
        '17% EDTA with ultrasonic activation',
        '#14 was obturated with warm vertical condensation using gutta-percha and AH Plus',
        'Core was placed with Fluorocore 2+',
        'Access was sealed',
      ],
      'TX PLAN': ['Crown #14 with referring dentist within 4 weeks'],
      NOTES: 'Report and radiographs sent to the referring dentist',
      'F/U': 'Follow-up in 1 year with PA',
    },
  }),
  defineCase({
    id: 'h16-34-us-asr-universal-endo-short-one-year-recall-8-healed-discharged',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "one year recall after root canal on number eight no symptoms medical history no changes number eight crown intact not tender no mobility pa shows the lesion has healed lamina dura continuous diagnosis healed periapical lesion number eight she's happy with the crown color her dentist did discharged back to her general dentist",
    expect: {
      CC: '1 year recall after root canal on #8. No symptoms',
      'MED HX': 'No changes',
      DENTAL: [['8', 'Crown intact not tender no mobility']],
      RADIO: 'PA shows the lesion has healed. Lamina dura continuous',
      DX: ['Healed periapical lesion #8'],
      NOTES: "She's happy with the crown color her dentist did",
      'F/U': 'Discharged back to her general dentist',
    },
  }),
  defineCase({
    id: 'h16-35-us-typed-universal-endo-apicoectomy-9-mta-biopsy-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Apicoectomy #9 per consult. Persistent sinus tract after RCT 2 yrs ago, post + crown, pt declined retreatment. Med hx: no changes, HTN (amlodipine), NKDA. BP 134/80. Sinus tract labial to #9. #9 PFM crown, post, TTP +, no mobility. #8, #10 WNL. CBCT (consult): 5 mm periapical lesion #9, labial cortical plate perforated. Dx: persistent apical periodontitis #9. Reviewed risks incl. gum recession + scar. Written consent signed. 3 carps 2% lido 1:50k epi labial infiltration #8-#10 + nasopalatine block. Sulcular full-thickness flap #7 to #11. Osteotomy, lesion curetted + sent for biopsy. 3 mm root end resected, root end prep w/ ultrasonic tips, MTA root end fill. Flap repositioned, 5-0 polypropylene sutures x 6. Post-op PA: root end fill dense, good seal. POI given. Rx ibuprofen 600 mg q6h x 3 days + CHX 0.12% rinse BID. Pt comfortable throughout. NV suture removal 5-7 days. Recall 6 months with PA/CBCT.',
    expect: {
      CC: 'Apicoectomy #9 per consult. Persistent sinus tract after RCT 2 yrs ago, post + crown, pt declined retreatment',
      'MED HX': 'No changes, HTN (amlodipine), NKDA. BP 134/80',
      INTRA: 'Sinus tract labial to #9',
      DENTAL: [
        ['9', 'PFM crown, post, TTP +, no mobility'],
        ['8', 'WNL'],
        ['10', 'WNL'],
      ],
      RADIO:
        'CBCT (consult): 5 mm periapical lesion #9, labial cortical plate perforated. Post-op PA: root end fill dense, good seal',
      DX: ['Persistent apical periodontitis #9'],
      CONSULT: 'Reviewed risks incl. gum recession + scar',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:50,000 epinephrine, labial infiltration #8-#10 + nasopalatine block',
        'Sulcular full-thickness flap #7 to #11',
        'Osteotomy',
        'Lesion curetted + sent for biopsy',
        '3 mm root end resected',
        'Root end prep w/ ultrasonic tips',
        'MTA root end fill',
        'Flap repositioned',
        '5-0 polypropylene sutures x 6',
        'POI given',
        'Rx ibuprofen 600 mg q6h x 3 days + CHX 0.12% rinse BID',
      ],
      NOTES: 'Pt comfortable throughout',
      NV: ['Suture removal 5-7 days'],
      'F/U': 'Recall 6 months with PA/CBCT',
    },
  }),
  defineCase({
    id: 'h16-36-us-asr-universal-endo-flare-up-3-drainage-i-and-d-appends-tx-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency flare up she had the root canal started on number three on monday and woke up this morning with her cheek swollen throbbing pain medical history no changes allergic to penicillin takes lisinopril extraoral mild swelling right cheek no fever temperature ninety nine point one intraoral fluctuant swelling buccal to number three number three temporary intact very tender to percussion diagnosis acute apical abscess number three explained this happens sometimes after the first visit and we need to let it drain she was ok with that two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three rubber dam temporary removed purulent drainage from the palatal canal uh let it drain for five minutes irrigated with sodium hypochlorite dried with paper points calcium hydroxide replaced cotton pellet and cavit then incision and drainage of the vestibular swelling with a fifteen blade good amount of pus rx clindamycin three hundred milligrams four times a day for seven days rx ibuprofen six hundred milligrams every six hours call us if the swelling spreads toward the eye follow up in two days",
    appends: [
      'add to treatment occlusion reduced on number three',
      'add to notes her husband is driving her home',
      'next visit continue root canal number three in one week',
    ],
    expect: {
      CC: 'Emergency flare up. She had the root canal started on #3 on Monday and woke up this morning with her cheek swollen. Throbbing pain',
      'MED HX': 'No changes. Allergic to penicillin. Takes lisinopril',
      EXTRA: 'Mild swelling right cheek. No fever. Temperature 99.1',
      INTRA: 'Fluctuant swelling buccal to #3',
      DENTAL: [['3', 'Temporary intact very tender to percussion']],
      DX: ['Acute apical abscess #3'],
      CONSULT: 'Explained this happens sometimes after the first visit and we need to let it drain. She was ok with that',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Temporary removed',
        'Purulent drainage from the P canal',
        'Let it drain for 5 minutes',
        'Irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Calcium hydroxide replaced',
        'Cotton pellet and Cavit',
        'Incision and drainage of the vestibular swelling with a 15 blade',
        'Good amount of pus',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
        'Rx ibuprofen 600 mg every 6 hours',
        'Occlusion reduced #3',
      ],
      NOTES: 'Her husband is driving her home',
      NV: ['Continue RCT #3 in 1 week'],
      'F/U': 'Call us if the swelling spreads toward the eye. Follow up in 2 days',
    },
  }),
];
