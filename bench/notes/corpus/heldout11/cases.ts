// heldout11 — a BLIND held-out split for the dental dictation → clinical notes engine.
// Written blind on 26 November 2026, from the labelling contract alone (corpus README "General rules" to the end,
// case.ts, shared/reference/dental-notes.md, and the first cases of dev/uk.ts for the file format only), by a helper
// that had not seen the engine, the rest of the dev corpus or any other held-out split. No software saw these
// dictations before the labels were written.
//
// Clinicians (all imagined):
//   h11-01…04  Welsh NHS general dentist — typed, FDI (02 in Palmer); band courses, "O/E", "/12" intervals
//   h11-05…08  Canadian general dentist using Universal numbers — recogniser, says "freezing" for local anaesthetic
//   h11-09…11  dental therapist in a Scottish school programme — recogniser, Palmer, primary teeth
//   h11-12…14  US endodontist — typed, Universal, terse chart style
//   h11-15…17  UK implant dentist — typed, FDI
//   h11-18…20  UK dentist visiting care / nursing homes — recogniser, Palmer, dentures, frail patients
//   h11-21…24  US locum who dictates very fast — recogniser, Universal, fillers and self-corrections
//   h11-25…26  US periodontal practice (PSR, SRP, maintenance) — typed, Universal
//   h11-27     US general dentist — typed, Universal, bridge prep
//   h11-28…30  UK general dentist (emergencies, fillings, trauma) — 28–29 recogniser, 30 typed, FDI
//
// Mix: 16 UK / 14 US-Canada; numbering 9 FDI, 7 Palmer, 14 Universal; 16 recogniser-style (asr: true), 14 typed;
// 2 cases with appends (h11-04 typed, h11-22 spoken); 30–220 words each. Check-ups, emergencies, fillings,
// extractions, RCT, crowns, bridge, implants, perio (BPE/PSR, SRP, maintenance), children (FDI 55/84, Universal
// #K/#L, Palmer URE/LRD), dentures, trauma.
//
// Judgement calls where the contract was silent:
//  1. Recogniser text fields: clauses are joined by ". " where a careful writer would end a sentence; a comma is
//     used only inside a short clause ("Reviewed, no changes"). Every field, clause and item starts with a
//     capital; no final full stop. Brand names are capitalised as printed (Isolite, Septocaine, RelyX Unicem,
//     Cavitron, Waterpik, Alvogyl, Surgicel, Duraphat) and hyphens restored (co-careldopa, Re-eval).
//  2. Several findings said after one mention of a tooth make ONE DENTAL entry, joined as said
//     ("UL6 large MO cavity, TTP and lingering response to ethyl chloride").
//  3. Sensibility and percussion results said with a tooth stay in its DENTAL condition; mobility and recession said
//     inside a probing / PSR sentence stay in PERIO (perio findings), not DENTAL.
//  4. LA "buccal and palatal (lingual) infiltration" is written "buccal infiltration + palatal infiltration".
//  5. The Canadian "freezing" is the local anaesthetic step and is written "LA: …"; "Anesthesia:" likewise.
//  6. A spoken BPE/PSR of six digits is written with the sextant slash: "PSR 2 2 2 / 2 2 2".
//  7. A Palmer-style tooth said in an FDI case ("lower right seven") is written in FDI (47), per rule 3.
//  8. Units said in words are abbreviated like "mls" → "ml": "milligrams" → "mg"; "three times a day" → "3 times a day".
//  9. Teeth in a TX TODAY title come only from the same item (or from the CC rule); a quadrant is not a tooth
//     ("SRP LR quadrant" → "SRP"); "Impressions taken with …" / "Impressions with PVS" → "Impressions".
// 10. One item naming two procedures for the same tooth ("#K pulpotomy with MTA and stainless steel crown") gives two
//     titles, in spoken order. A Hall crown is titled "SSC".
// 11. "Lower denture adjusted" → "Denture adjustment"; "dentures fitted" → "Denture fit" (table form, singular).
//     "Tooth brushing instruction"/"TBI" and "full mouth debridement" are not table procedures, so no title.
// 12. A crown "luted with" cement is not a named procedure, so the CC ("crown seat #14") gives "Crown fit #14".
// 13. Blood pressure measured at the visit goes to MED HX.
// 14. Advice ("advised …", "recommended …", post-op drug advice) → CONSULT; prescriptions ("Rx …", "prescribed …")
//     are TX steps. Companions (mum, dad, carer, wife, teacher) → NOTES; "patient approved", "she was happy with the
//     result" → NOTES.
// 15. "on exam" is treated like "on examination"; "med history" like "medical history"; "Next appointment:" like NV.
// 16. A tooth said with a socket or operculum ("socket 37", "operculum over #32") is a place: INTRA, no DENTAL entry.
// 17. A referral elsewhere ("refer to the dentist for fillings…", "return to GD for crown", "extraction with oral
//     surgeon") is TX PLAN.
// 18. Review intervals with a purpose ("Review 2 weeks for splint removal", vitality monitoring) are F/U, not NV;
//     timing words said inside a "next visit" item stay in the NV item.
// 19. CC keeps visit-type clauses ("Emergency appointment", "Domiciliary visit at the care home", "Limited exam").
// 20. In text fields teeth joined by "and" stay as said ("#3 and #4"); the "18, 28" form is used in list items.
// 21. The fracture field names the part in lower case as in the contract example ("B cusp", "incisal edge").
// 22. Appends: "add to <section>: X" adds X as a new clause/item of that section; "change A to B" replaces A by B;
//     "remove X" deletes clause X; "next visit X" adds an NV item.
// 23. "X sorry Y" replaces the whole preceding tooth statement (h11-10: "LRE sound sorry LRE has a mesial cavity").
import { defineCase, type NotesCase } from '../case.ts';

export const heldout11Cases: NotesCase[] = [
  // ---------------------------------------------------------------- Welsh NHS dentist (typed)
  defineCase({
    id: 'h11-01-welsh-checkup-multi-findings',
    style: 'UK',
    asr: false,
    transcript:
      'Routine check-up, no problems. MH: type 2 diabetes, metformin 500 mg BD. Smoker, 10 a day. EO: NAD. IO: soft tissues healthy, mild generalised plaque. BPE 2 2 2 / 3 2 2. O/E 17 MOD amalgam with overhang on the distal, 24 buccal abrasion, 36 fractured mesio-lingual cusp, 46 sound crown. Bitewings taken, grade 1: distal caries 25 into enamel only. Dx: localised periodontitis lower left, caries 25. Discussed smoking cessation, patient not ready to quit. Advised fluoride toothpaste 5000 ppm. OHI given, interdental brushes shown. Plan: replace 17 amalgam, composite 36, RSD lower left. Notes: Band 2 course opened. Recall 6/12.',
    expect: {
      CC: 'Routine check-up, no problems',
      'MED HX': 'Type 2 diabetes, metformin 500 mg BD. Smoker, 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, mild generalised plaque',
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['17', 'MOD amalgam with D overhang'],
        ['24', 'B abrasion'],
        ['36', 'Fractured ML cusp', 'ML cusp'],
        ['46', 'Sound crown'],
      ],
      RADIO: 'Bitewings taken, grade 1: distal caries 25 into enamel only',
      DX: ['Localised periodontitis lower left', 'Caries 25'],
      CONSULT: 'Discussed smoking cessation, patient not ready to quit. Advised fluoride toothpaste 5000 ppm',
      TX: ['OHI given', 'Interdental brushes shown'],
      'TX TODAY': ['OHI'],
      'TX PLAN': ['Replace 17 amalgam', 'Composite 36', 'RSD lower left'],
      NOTES: 'Band 2 course opened',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h11-02-welsh-palmer-extirpation',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency appointment. Pt c/o severe throbbing pain UL6 for 3 days, kept awake last night. MH: no changes, allergic to penicillin. O/E UL6 large MO cavity, TTP and lingering response to ethyl chloride, UL7 DO composite intact. PA UL6: deep caries close to pulp, no periapical radiolucency. Dx: irreversible pulpitis UL6. Options explained: RCT or extraction. Pt opted for RCT. Verbal consent. LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration and palatal infiltration UL6. RD placed. Access cavity, pulp extirpated UL6, canals irrigated with sodium hypochlorite. Ledermix and Cavit dressing. POIG. NV: complete RCT UL6.',
    expect: {
      CC: 'Emergency appointment. Severe throbbing pain UL6 for 3 days, kept awake last night',
      'MED HX': 'No changes, allergic to penicillin',
      DENTAL: [
        ['UL6', 'Large MO cavity, TTP and lingering response to ethyl chloride'],
        ['UL7', 'DO composite intact'],
      ],
      RADIO: 'PA UL6: deep caries close to pulp, no periapical radiolucency',
      DX: ['Irreversible pulpitis UL6'],
      CONSULT: 'Options explained: RCT or extraction. Pt opted for RCT',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'RD placed',
        'Access cavity',
        'Pulp extirpated UL6',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit dressing',
        'POIG',
      ],
      'TX TODAY': ['Extirpation UL6'],
      NV: ['Complete RCT UL6'],
    },
  }),
  defineCase({
    id: 'h11-03-welsh-child-checkup-primary',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for 6 month check-up. Mum present. MH: fit and well. EO: NAD. IO: gingivae healthy. Dental chart: 55 occlusal caries, 65 and 75 sound, 84 distal caries into dentine, 16 and 26 partially erupted. No radiographs taken, child unable to tolerate films. Dx: caries 55 and 84. Discussed diet: juice at bedtime, advised water only after brushing. Duraphat 22,600 ppm fluoride varnish applied. TBI given to mum and child. Plan: fissure sealants 16 and 26 when fully erupted, GIC 55 and 84 under LA. Notes: anxious child, good cooperation today. Recall 3/12.',
    expect: {
      CC: '6 month check-up',
      'MED HX': 'Fit and well',
      EXTRA: 'NAD',
      INTRA: 'Gingivae healthy',
      DENTAL: [
        ['55', 'O caries'],
        ['65', 'Sound'],
        ['75', 'Sound'],
        ['84', 'D caries into dentine'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
      ],
      RADIO: 'No radiographs taken, child unable to tolerate films',
      DX: ['Caries 55, 84'],
      CONSULT: 'Discussed diet: juice at bedtime, advised water only after brushing',
      TX: ['Duraphat 22,600 ppm fluoride varnish applied', 'TBI given to mum and child'],
      'TX TODAY': ['Fluoride varnish'],
      'TX PLAN': ['Fissure sealants 16, 26 when fully erupted', 'GIC 55, 84 under LA'],
      NOTES: 'Mum present. Anxious child, good cooperation today',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h11-04-welsh-extraction-appends',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for extraction of 46, unrestorable. MH: hypertension, amlodipine 5 mg. BP 142/88. Risks explained including dry socket and altered sensation. Written consent obtained. LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46. Roots sectioned, 46 extracted with elevators and forceps. Socket irrigated with saline. 1 Vicryl Rapide suture. Haemostasis achieved with bite pack. Verbal and written POIG. Notes: patient's first language is Welsh. Review 1 week.",
    appends: [
      'Add to medical history: allergic to latex.',
      'Change review 1 week to review 2 weeks.',
      'Next visit: discuss implant for 46 space.',
    ],
    expect: {
      CC: 'Extraction of 46, unrestorable',
      'MED HX': 'Hypertension, amlodipine 5 mg. BP 142/88. Allergic to latex',
      CONSULT: 'Risks explained including dry socket and altered sensation',
      CONSENT: 'Written consent obtained',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Roots sectioned',
        '46 extracted with elevators and forceps',
        'Socket irrigated with saline',
        '1 Vicryl Rapide suture',
        'Haemostasis achieved with bite pack',
        'Verbal and written POIG',
      ],
      'TX TODAY': ['Extraction 46'],
      NOTES: "Patient's first language is Welsh",
      'F/U': 'Review 2 weeks',
      NV: ['Discuss implant for 46 space'],
    },
  }),

  // ---------------------------------------------------------------- Canadian GP, Universal (recogniser)
  defineCase({
    id: 'h11-05-canada-recall-universal',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'recall exam patient has no concerns today medical history reviewed no changes takes levothyroxine daily um extra oral exam within normal limits intra oral exam tongue and floor of mouth normal mild linea alba psr two two two two two two generalized bleeding on probing four bitewings taken caries on the mesial of number fifteen sorry fourteen and the distal of number nineteen charting number three mesial occlusal amalgam number eight composite on the mesial with some staining number thirty large mesial occlusal distal composite with recurrent decay and number seventeen is missing oral hygiene instruction given advised to floss daily treatment plan mesial occlusal composite fourteen distal occlusal composite nineteen and replace filling on thirty recall in six months',
    expect: {
      CC: 'Recall exam. Patient has no concerns today',
      'MED HX': 'Reviewed, no changes. Takes levothyroxine daily',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue and floor of mouth normal. Mild linea alba',
      PERIO: 'PSR 2 2 2 / 2 2 2. Generalized bleeding on probing',
      RADIO: '4 bitewings taken. Caries on the mesial of #14 and the distal of #19',
      DENTAL: [
        ['3', 'MO amalgam'],
        ['8', 'M composite with some staining'],
        ['30', 'Large MOD composite with recurrent decay'],
        ['17', 'Missing'],
      ],
      TX: ['Oral hygiene instruction given'],
      'TX TODAY': ['OHI'],
      CONSULT: 'Advised to floss daily',
      'TX PLAN': ['MO composite #14', 'DO composite #19', 'Replace filling #30'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h11-06-canada-fractured-cusp-freezing',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient came in with a broken tooth upper left from popcorn last night no pain medical history healthy no medications allergic to codeine on exam number thirteen fractured buccal cusp no exposure number twelve sound pa taken of number thirteen no periapical pathology diagnosis fractured cusp number thirteen discussed options of a bonded restoration now versus a crown she chose the filling today verbal consent given freezing one carpule of articaine four percent with one to one hundred thousand epi buccal infiltration number thirteen um isolated with isolite mesial occlusal buccal composite on thirteen shade a two bite checked she was happy with the result',
    expect: {
      CC: 'Broken tooth upper left from popcorn last night. No pain',
      'MED HX': 'Healthy. No medications. Allergic to codeine',
      DENTAL: [
        ['13', 'Fractured B cusp, no exposure', 'B cusp'],
        ['12', 'Sound'],
      ],
      RADIO: 'PA taken of #13. No periapical pathology',
      DX: ['Fractured cusp #13'],
      CONSULT: 'Discussed options of a bonded restoration now versus a crown. She chose the filling today',
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #13',
        'Isolated with Isolite',
        'MOB composite #13',
        'Shade A2',
        'Bite checked',
      ],
      'TX TODAY': ['MOB composite #13'],
      NOTES: 'She was happy with the result',
    },
  }),
  defineCase({
    id: 'h11-07-canada-child-pulpotomy-ssc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for fillings lower left mom is with him medical history healthy no allergies on exam tooth k large mesial occlusal distal lesion tooth l caries on the distal freezing one carpule lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block left rubber dam placed tooth k pulpotomy with formocresol sorry with mta and stainless steel crown size four tooth l occlusal distal composite he did great today next visit silver diamine fluoride on tooth a and tooth j and fluoride varnish',
    expect: {
      CC: 'Fillings lower left',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['K', 'Large MOD lesion'],
        ['L', 'D caries'],
      ],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        '#K pulpotomy with MTA and stainless steel crown size 4',
        '#L DO composite',
      ],
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'DO composite #L'],
      NOTES: 'Mom is with him. He did great today',
      NV: ['SDF #A, #J', 'Fluoride varnish'],
    },
  }),
  defineCase({
    id: 'h11-08-canada-crown-prep',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown prep number three medical history no changes blood pressure one twenty eight over eighty two freezing two carpules of septocaine buccal and palatal infiltration number three old amalgam and recurrent decay removed core buildup with composite crown prep number three for a zirconia crown shade a three impressions taken with polyvinyl siloxane temporary crown placed with temporary cement occlusion adjusted post op instructions given next visit seat crown number three',
    expect: {
      CC: 'Crown prep #3',
      'MED HX': 'No changes. Blood pressure 128/82',
      TX: [
        'LA: 2 carpules Septocaine, buccal infiltration + palatal infiltration #3',
        'Old amalgam and recurrent decay removed',
        'Core buildup with composite',
        'Crown prep #3 for a zirconia crown',
        'Shade A3',
        'Impressions taken with polyvinyl siloxane',
        'Temporary crown placed with temporary cement',
        'Occlusion adjusted',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      NV: ['Crown fit #3'],
    },
  }),

  // ---------------------------------------------------------------- School-programme dental therapist, Palmer (recogniser)
  defineCase({
    id: 'h11-09-therapist-school-screening-sealants',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'school programme visit year three child consent form returned signed by parent medical history as per form no conditions um intra oral soft tissues healthy plaque on the lower incisors upper right e has a small occlusal cavity lower left e caries on the distal lower left six and lower right six fully erupted and caries free upper right six partially erupted fluoride varnish applied to all teeth fissure sealants lower left six and lower right six tooth brushing instruction given child very chatty and cooperative refer to the dentist for fillings upper right e and lower left e recall in six months',
    expect: {
      CC: 'School programme visit, year 3 child',
      CONSENT: 'Consent form returned signed by parent',
      'MED HX': 'As per form, no conditions',
      INTRA: 'Soft tissues healthy. Plaque on the lower incisors',
      DENTAL: [
        ['URE', 'Small O cavity'],
        ['LLE', 'D caries'],
        ['LL6', 'Fully erupted and caries free'],
        ['LR6', 'Fully erupted and caries free'],
        ['UR6', 'Partially erupted'],
      ],
      TX: ['Fluoride varnish applied to all teeth', 'Fissure sealants LL6, LR6', 'Tooth brushing instruction given'],
      'TX TODAY': ['Fluoride varnish', 'Fissure sealants LL6, LR6'],
      NOTES: 'Child very chatty and cooperative',
      'TX PLAN': ['Refer to the dentist for fillings URE, LLE'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h11-10-therapist-hall-crown',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient complaining of pain lower right when eating sweets medical history asthma uses brown and blue inhalers on examination lower right d large occlusal cavity not tender to percussion lower right e sound sorry lower right e has a mesial cavity lower right six fully erupted bitewings taken grade one lower right d caries close to the pulp diagnosis reversible pulpitis lower right d caries lower right e discussed options with mum she is happy for a hall crown on lower right d verbal consent from mum lower right d hall crown size five placed no local needed fluoride varnish applied next visit mesial glass ionomer lower right e review the hall crown in three months',
    expect: {
      CC: 'Pain lower right when eating sweets',
      'MED HX': 'Asthma. Uses brown and blue inhalers',
      DENTAL: [
        ['LRD', 'Large O cavity, not tender to percussion'],
        ['LRE', 'M cavity'],
        ['LR6', 'Fully erupted'],
      ],
      RADIO: 'Bitewings taken, grade 1. LRD caries close to the pulp',
      DX: ['Reversible pulpitis LRD', 'Caries LRE'],
      CONSULT: 'Discussed options with mum. She is happy for a Hall crown on LRD',
      CONSENT: 'Verbal consent from mum',
      TX: ['LRD Hall crown size 5 placed', 'No local needed', 'Fluoride varnish applied'],
      'TX TODAY': ['SSC LRD', 'Fluoride varnish'],
      NV: ['M GIC LRE'],
      'F/U': 'Review the Hall crown in 3 months',
    },
  }),
  defineCase({
    id: 'h11-11-therapist-sealant-review-scratch',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'school programme visit to review sealants and apply varnish teacher present medical history no changes per parent form um lower left e still sound upper left six sealant intact upper right six sealant partially lost fissure sealant placed on upper left six scratch that fissure sealant placed on upper right six duraphat varnish applied to all teeth discussed diet she drinks juice every day advised water at lunch recall six months with the school programme',
    expect: {
      CC: 'School programme visit to review sealants and apply varnish',
      NOTES: 'Teacher present',
      'MED HX': 'No changes per parent form',
      DENTAL: [
        ['LLE', 'Still sound'],
        ['UL6', 'Sealant intact'],
        ['UR6', 'Sealant partially lost'],
      ],
      TX: ['Fissure sealant placed UR6', 'Duraphat varnish applied to all teeth'],
      'TX TODAY': ['Fissure sealant UR6', 'Fluoride varnish'],
      CONSULT: 'Discussed diet. She drinks juice every day. Advised water at lunch',
      'F/U': 'Recall 6 months with the school programme',
    },
  }),

  // ---------------------------------------------------------------- US endodontist (typed)
  defineCase({
    id: 'h11-12-endo-single-visit-rct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: lingering pain to cold #19 for 2 weeks, now spontaneous and waking pt at night. Med hx: HTN controlled with lisinopril; NKDA. #19 large DO composite with recurrent caries, lingering response to cold, percussion +. #18 and #20 WNL to cold and percussion. PA #19: widened PDL on the mesial root. Dx: symptomatic irreversible pulpitis with symptomatic apical periodontitis #19. Discussed RCT vs extraction, risks including file separation and need for crown. Pt elected RCT. Informed consent signed. Tx today: single-visit RCT #19. Anesthesia: 2 carpules 2% lidocaine 1:100,000 epi, IANB left. Rubber dam isolation. Access, 4 canals located. WL confirmed with apex locator and radiograph. Cleaned and shaped to 30/.04 with 5.25% NaOCl and 17% EDTA. Warm vertical condensation with gutta-percha and AH Plus. Access sealed with Cavit. Rx ibuprofen 600 mg q6h prn pain. Return to GD for crown within 4 weeks. Recall 6 months for periapical review.',
    expect: {
      CC: 'Lingering pain to cold #19 for 2 weeks, now spontaneous and waking pt at night',
      'MED HX': 'HTN controlled with lisinopril; NKDA',
      DENTAL: [
        ['19', 'Large DO composite with recurrent caries, lingering response to cold, percussion +'],
        ['18', 'WNL to cold and percussion'],
        ['20', 'WNL to cold and percussion'],
      ],
      RADIO: 'PA #19: widened PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT: 'Discussed RCT vs extraction, risks including file separation and need for crown. Pt elected RCT',
      CONSENT: 'Informed consent signed',
      TX: [
        'Single-visit RCT #19',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam isolation',
        'Access',
        '4 canals located',
        'WL confirmed with apex locator and radiograph',
        'Cleaned and shaped to 30/.04 with 5.25% NaOCl and 17% EDTA',
        'Warm vertical condensation with gutta-percha and AH Plus',
        'Access sealed with Cavit',
        'Rx ibuprofen 600 mg q6h prn pain',
      ],
      'TX TODAY': ['RCT #19'],
      'TX PLAN': ['Return to GD for crown within 4 weeks'],
      'F/U': 'Recall 6 months for periapical review',
    },
  }),
  defineCase({
    id: 'h11-13-endo-abscess-incision-drainage',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt presents with swelling upper front and throbbing pain x3 days. Med hx: type 1 diabetes, insulin pump; allergic to amoxicillin (hives). EO: mild swelling left upper lip, no lymphadenopathy. IO: fluctuant swelling labial to #9. #9 PFM crown, previous RCT, tender to percussion, mobility 1. #8 and #10 normal response to cold. Limited FOV CBCT: 6 mm periapical radiolucency #9, short obturation. Dx: previously treated #9 with acute apical abscess. Options discussed: nonsurgical retreatment, apicoectomy, extraction and implant. Pt wants to keep the tooth. Verbal consent for I&D. Anesthesia: 1 carpule 4% articaine 1:100,000 epi, infiltration #9. Incision and drainage, purulent exudate. Irrigated with saline. Rx clindamycin 300 mg QID x 7 days. Advised to call if swelling spreads. Plan: nonsurgical retreatment #9. Next visit: retreatment #9 in 1 week.',
    expect: {
      CC: 'Emergency. Swelling upper front and throbbing pain x3 days',
      'MED HX': 'Type 1 diabetes, insulin pump; allergic to amoxicillin (hives)',
      EXTRA: 'Mild swelling left upper lip, no lymphadenopathy',
      INTRA: 'Fluctuant swelling labial to #9',
      DENTAL: [
        ['9', 'PFM crown, previous RCT, tender to percussion, mobility 1'],
        ['8', 'Normal response to cold'],
        ['10', 'Normal response to cold'],
      ],
      RADIO: 'Limited FOV CBCT: 6 mm periapical radiolucency #9, short obturation',
      DX: ['Previously treated #9 with acute apical abscess'],
      CONSULT:
        'Options discussed: nonsurgical retreatment, apicoectomy, extraction and implant. Pt wants to keep the tooth. Advised to call if swelling spreads',
      CONSENT: 'Verbal consent for I&D',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, infiltration #9',
        'Incision and drainage',
        'Purulent exudate',
        'Irrigated with saline',
        'Rx clindamycin 300 mg QID x 7 days',
      ],
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      'TX PLAN': ['Nonsurgical retreatment #9'],
      NV: ['Retreatment #9 in 1 week'],
    },
  }),
  defineCase({
    id: 'h11-14-endo-cracked-tooth-consult',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consultation for pain on biting #30 for 1 month, sharp and brief, worse on release. Med hx: no significant history, NKDA. #30 MOD amalgam with a crack line visible under transillumination, positive bite test on the DL cusp, cold normal, not TTP. #31 sound. Probing WNL, 3 mm max around #30. PA and BWX: no periapical pathology, no caries. Dx: cracked tooth #30, normal pulp. Discussed full-coverage crown to protect the tooth; prognosis fair; risk of needing RCT later. Pt will think about it. Refer back to GD for crown #30. Review 3 months if symptoms persist.',
    expect: {
      CC: 'Consultation for pain on biting #30 for 1 month, sharp and brief, worse on release',
      'MED HX': 'No significant history, NKDA',
      DENTAL: [
        [
          '30',
          'MOD amalgam with a crack line visible under transillumination, positive bite test on the DL cusp, cold normal, not TTP',
        ],
        ['31', 'Sound'],
      ],
      PERIO: 'Probing WNL, 3 mm max around #30',
      RADIO: 'PA and BWX: no periapical pathology, no caries',
      DX: ['Cracked tooth #30', 'Normal pulp'],
      CONSULT:
        'Discussed full-coverage crown to protect the tooth; prognosis fair; risk of needing RCT later. Pt will think about it',
      'TX PLAN': ['Refer back to GD for crown #30'],
      'F/U': 'Review 3 months if symptoms persist',
    },
  }),

  // ---------------------------------------------------------------- UK implant dentist (typed)
  defineCase({
    id: 'h11-15-implant-placement-36',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for implant placement 36 as planned. MH: no changes since assessment, non-smoker. BP 124/78. CBCT reviewed: 11 mm bone height above IAN canal, 7 mm width. Written consent signed at previous visit, reconfirmed verbally today. Pre-op chlorhexidine 0.2% mouthwash 1 minute. LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal and lingual infiltration 36. Crestal incision, full thickness flap raised. Osteotomy to 4.1 x 10 mm. 36 Straumann BLT 4.1 x 10 mm implant placed, insertion torque 35 Ncm, ISQ 72. Healing abutment fitted. 3 x 4-0 Vicryl sutures. POIG written and verbal. Rx ibuprofen 400 mg TDS 3/7. Review 10 days for suture removal. NV: impressions for implant crown 36 at 3 months.',
    expect: {
      CC: 'Implant placement 36 as planned',
      'MED HX': 'No changes since assessment, non-smoker. BP 124/78',
      RADIO: 'CBCT reviewed: 11 mm bone height above IAN canal, 7 mm width',
      CONSENT: 'Written consent signed at previous visit, reconfirmed verbally today',
      TX: [
        'Pre-op chlorhexidine 0.2% mouthwash 1 minute',
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
        'Crestal incision',
        'Full thickness flap raised',
        'Osteotomy to 4.1 x 10 mm',
        '36 Straumann BLT 4.1 x 10 mm implant placed',
        'Insertion torque 35 Ncm',
        'ISQ 72',
        'Healing abutment fitted',
        '3 x 4-0 Vicryl sutures',
        'POIG written and verbal',
        'Rx ibuprofen 400 mg TDS 3 days',
      ],
      'TX TODAY': ['Implant placement 36'],
      'F/U': 'Review 10 days for suture removal',
      NV: ['Impressions for implant crown 36 at 3 months'],
    },
  }),
  defineCase({
    id: 'h11-16-implant-crown-fit-21',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for fit of implant crown 21. MH: penicillin allergy, otherwise fit and well. O/E peri-implant mucosa healthy. Healing abutment removed. Screw-retained zirconia crown tried in, contacts and shade checked. PA 21 taken to check seating after try-in: crown fully seated, bone level stable at first thread. Crown fitted to 21, screw torqued to 35 Ncm, PTFE tape and composite in access hole. Occlusion checked, light contact only in ICP. Pt happy with appearance. OHI given with Superfloss and interspace brush around implant. Review 1 year with PA.',
    expect: {
      CC: 'Fit of implant crown 21',
      'MED HX': 'Penicillin allergy, otherwise fit and well',
      INTRA: 'Peri-implant mucosa healthy',
      RADIO: 'PA 21 taken to check seating after try-in: crown fully seated, bone level stable at first thread',
      TX: [
        'Healing abutment removed',
        'Screw-retained zirconia crown tried in',
        'Contacts and shade checked',
        'Crown fitted 21',
        'Screw torqued to 35 Ncm',
        'PTFE tape and composite in access hole',
        'Occlusion checked',
        'Light contact only in ICP',
        'OHI given with Superfloss and interspace brush around implant',
      ],
      'TX TODAY': ['Crown fit 21', 'OHI'],
      NOTES: 'Pt happy with appearance',
      'F/U': 'Review 1 year with PA',
    },
  }),
  defineCase({
    id: 'h11-17-implant-assessment-consult',
    style: 'UK',
    asr: false,
    transcript:
      'New patient referred for implant assessment, missing 46 extracted 2 years ago. MH: well controlled hypothyroidism, levothyroxine 100 mcg. Ex-smoker, stopped 5 years ago. EO: NAD, mouth opening 45 mm. IO: healthy keratinised tissue at 46 site, adequate interocclusal space. BPE 1 1 1 / 1 2 2. 45 DO composite, 47 mesially tilted, 16 overerupted 1 mm. OPG: adequate bone height above ID canal at 46 site, 37 and 47 root fillings satisfactory. Discussed options: implant, bridge, partial denture, leaving the space; costs and risks explained including nerve injury and 5% failure rate. Patient prefers implant. Plan: CBCT 46 site, implant placement 46 under LA, implant crown 46. Notes: wife present.',
    expect: {
      CC: 'New patient referred for implant assessment, missing 46 extracted 2 years ago',
      'MED HX': 'Well controlled hypothyroidism, levothyroxine 100 mcg. Ex-smoker, stopped 5 years ago',
      EXTRA: 'NAD, mouth opening 45 mm',
      INTRA: 'Healthy keratinised tissue at 46 site, adequate interocclusal space',
      PERIO: 'BPE 1 1 1 / 1 2 2',
      DENTAL: [
        ['45', 'DO composite'],
        ['47', 'Mesially tilted'],
        ['16', 'Overerupted 1 mm'],
      ],
      RADIO: 'OPG: adequate bone height above ID canal at 46 site, 37 and 47 root fillings satisfactory',
      CONSULT:
        'Discussed options: implant, bridge, partial denture, leaving the space; costs and risks explained including nerve injury and 5% failure rate. Patient prefers implant',
      'TX PLAN': ['CBCT 46 site', 'Implant placement 46 under LA', 'Implant crown 46'],
      NOTES: 'Wife present',
    },
  }),

  // ---------------------------------------------------------------- Care-home / nursing-home dentist, Palmer (recogniser)
  defineCase({
    id: 'h11-18-carehome-denture-ease',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'domiciliary visit at the care home complaining of sore gums under the lower denture for about a week carer present medical history dementia type two diabetes takes metformin and apixaban no known allergies extra oral angular cheilitis both corners of the mouth intra oral small ulcer lingual to lower left four region under the denture flange upper complete denture fits well lower partial denture clasps on lower right three and lower left three lower right three mobile grade two sorry grade one lower left three has a buccal cervical cavity lower denture adjusted flange reduced lingually on the left and polished advised to leave dentures out at night and clean with soap and water prescribed miconazole cream for the corners of the mouth plan buccal glass ionomer lower left three review in two weeks to check the ulcer has healed',
    expect: {
      CC: 'Domiciliary visit at the care home. Sore gums under the lower denture for about a week',
      NOTES: 'Carer present',
      'MED HX': 'Dementia. Type 2 diabetes. Takes metformin and apixaban. No known allergies',
      EXTRA: 'Angular cheilitis both corners of the mouth',
      INTRA:
        'Small ulcer lingual to LL4 region under the denture flange. Upper complete denture fits well. Lower partial denture clasps on LR3 and LL3',
      DENTAL: [
        ['LR3', 'Mobile grade 1'],
        ['LL3', 'B cervical cavity'],
      ],
      TX: [
        'Lower denture adjusted',
        'Flange reduced lingually on the left and polished',
        'Prescribed miconazole cream for the corners of the mouth',
      ],
      'TX TODAY': ['Denture adjustment'],
      CONSULT: 'Advised to leave dentures out at night and clean with soap and water',
      'TX PLAN': ['B GIC LL3'],
      'F/U': 'Review in 2 weeks to check the ulcer has healed',
    },
  }),
  defineCase({
    id: 'h11-19-carehome-denture-fit',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "care home visit to fit new upper and lower complete dentures patient's daughter present medical history unchanged parkinson's disease takes co careldopa and warfarin scratch that takes co careldopa only um dentures tried in fit and retention good occlusion checked and balanced dentures fitted denture hygiene instructions given to patient and care staff review one week for sore spots",
    expect: {
      CC: 'Care home visit to fit new upper and lower complete dentures',
      NOTES: "Patient's daughter present",
      'MED HX': "Unchanged. Parkinson's disease. Takes co-careldopa only",
      TX: [
        'Dentures tried in',
        'Fit and retention good',
        'Occlusion checked and balanced',
        'Dentures fitted',
        'Denture hygiene instructions given to patient and care staff',
      ],
      'TX TODAY': ['Denture fit'],
      'F/U': 'Review 1 week for sore spots',
    },
  }),
  defineCase({
    id: 'h11-20-nursinghome-root-extraction',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'nursing home visit resident has pain from a broken down upper left five medical history atrial fibrillation on apixaban dose omitted this morning as advised by the gp hypertension allergic to penicillin on examination upper left five retained root tender with a buccal sinus upper left four and upper left six missing lower teeth all present and sound diagnosis chronic apical abscess upper left five discussed extraction with resident and her son on the phone consent from resident who has capacity la one cartridge of articaine four percent buccal and palatal infiltration upper left five um upper left five root extracted with luxator and forceps surgicel placed and two sutures haemostasis achieved post op instructions given to carer advised to restart apixaban this evening review in one week',
    expect: {
      CC: 'Nursing home visit. Resident has pain from a broken down UL5',
      'MED HX':
        'Atrial fibrillation on apixaban, dose omitted this morning as advised by the GP. Hypertension. Allergic to penicillin',
      DENTAL: [
        ['UL5', 'Retained root, tender with a buccal sinus'],
        ['UL4', 'Missing'],
        ['UL6', 'Missing'],
      ],
      INTRA: 'Lower teeth all present and sound',
      DX: ['Chronic apical abscess UL5'],
      CONSULT:
        'Discussed extraction with resident and her son on the phone. Advised to restart apixaban this evening',
      CONSENT: 'Consent from resident who has capacity',
      TX: [
        'LA: 1 cartridge articaine 4%, buccal infiltration + palatal infiltration UL5',
        'UL5 root extracted with luxator and forceps',
        'Surgicel placed and 2 sutures',
        'Haemostasis achieved',
        'Post op instructions given to carer',
      ],
      'TX TODAY': ['Extraction UL5'],
      'F/U': 'Review in 1 week',
    },
  }),

  // ---------------------------------------------------------------- US locum, fast dictation (recogniser)
  defineCase({
    id: 'h11-21-locum-two-composites',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh okay patient here for two fillings upper right number three and number four med history reviewed no changes no allergies um one carpule lido two percent one to one hundred thousand epi buccal infiltration three and four isolated with dry angle and cotton rolls uh number three mesial occlusal composite sorry occlusal distal composite number four occlusal composite shade a two for both bite adjusted post op instructions given next visit scaling and root planing lower right quadrant',
    expect: {
      CC: '2 fillings upper right #3 and #4',
      'MED HX': 'Reviewed, no changes. No allergies',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #3, #4',
        'Isolated with dry angle and cotton rolls',
        '#3 DO composite',
        '#4 O composite',
        'Shade A2 for both',
        'Bite adjusted',
        'Post op instructions given',
      ],
      'TX TODAY': ['DO composite #3', 'O composite #4'],
      NV: ['SRP lower right quadrant'],
    },
  }),
  defineCase({
    id: 'h11-22-locum-pericoronitis-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam patient complains of pain and swelling lower right back for three days hard to open med history healthy takes no meds allergic to sulfa extra oral slight swelling right angle of mandible mild trismus intra oral operculum over number thirty two red and swollen number thirty two partially erupted number thirty one has a large occlusal cavity pano taken number thirty two mesioangular impaction close to the canal diagnosis pericoronitis thirty two irrigated under the operculum with chlorhexidine rx amoxicillin five hundred milligrams three times a day for seven days advised warm salt water rinses plan extraction of thirty two with oral surgeon',
    appends: [
      'add to the plan extraction of number one at the same visit',
      'change allergic to sulfa to allergic to sulfa and latex',
      'remove mild trismus',
      'next visit post op check one week after surgery',
    ],
    expect: {
      CC: 'Limited exam. Pain and swelling lower right back for 3 days. Hard to open',
      'MED HX': 'Healthy. Takes no meds. Allergic to sulfa and latex',
      EXTRA: 'Slight swelling right angle of mandible',
      INTRA: 'Operculum over #32 red and swollen',
      DENTAL: [
        ['32', 'Partially erupted'],
        ['31', 'Large O cavity'],
      ],
      RADIO: 'Pano taken. #32 mesioangular impaction close to the canal',
      DX: ['Pericoronitis #32'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Rx amoxicillin 500 mg 3 times a day for 7 days'],
      'TX TODAY': ['Irrigation'],
      CONSULT: 'Advised warm salt water rinses',
      'TX PLAN': ['Extraction #32 with oral surgeon', 'Extraction #1 at the same visit'],
      NV: ['Post op check 1 week after surgery'],
    },
  }),
  defineCase({
    id: 'h11-23-locum-new-patient-perio',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient comprehensive exam med history high blood pressure takes lisinopril and atorvastatin um no allergies blood pressure one thirty eight over eighty eight extra oral within normal limits intra oral torus mandibularis bilateral psr three two three three two three heavy calculus lower anteriors fmx taken generalized horizontal bone loss about twenty percent number two has a fractured mesiobuccal cusp scratch that number two has a fractured distobuccal cusp on an old mesial occlusal distal amalgam number fifteen buccal cervical lesion number eighteen and number thirty one missing diagnosis generalized periodontitis stage two grade b full mouth debridement with cavitron oral hygiene instruction with floss and waterpik plan four quadrants of scaling and root planing then crown on number two re eval four to six weeks after scaling',
    expect: {
      CC: 'New patient comprehensive exam',
      'MED HX':
        'High blood pressure. Takes lisinopril and atorvastatin. No allergies. Blood pressure 138/88',
      EXTRA: 'Within normal limits',
      INTRA: 'Torus mandibularis bilateral',
      PERIO: 'PSR 3 2 3 / 3 2 3. Heavy calculus lower anteriors',
      RADIO: 'FMX taken. Generalized horizontal bone loss about 20%',
      DENTAL: [
        ['2', 'Fractured DB cusp on an old MOD amalgam', 'DB cusp'],
        ['15', 'B cervical lesion'],
        ['18', 'Missing'],
        ['31', 'Missing'],
      ],
      DX: ['Generalized periodontitis stage 2 grade B'],
      TX: ['Full mouth debridement with Cavitron', 'Oral hygiene instruction with floss and Waterpik'],
      'TX TODAY': ['OHI'],
      'TX PLAN': ['4 quadrants of SRP', 'Crown #2'],
      'F/U': 'Re-eval 4 to 6 weeks after scaling',
    },
  }),
  defineCase({
    id: 'h11-24-locum-crown-seat-14',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for crown seat number fourteen um med history no changes temp removed site cleaned crown tried in margins and contacts good shade matches patient approved luted with relyx unicem excess cement removed bite checked and adjusted floss through contacts ok post op instructions given next visit prophy in three months',
    expect: {
      CC: 'Crown seat #14',
      'MED HX': 'No changes',
      TX: [
        'Temp removed',
        'Site cleaned',
        'Crown tried in',
        'Margins and contacts good',
        'Shade matches',
        'Luted with RelyX Unicem',
        'Excess cement removed',
        'Bite checked and adjusted',
        'Floss through contacts OK',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown fit #14'],
      NOTES: 'Patient approved',
      NV: ['Prophy in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- US periodontal practice (typed)
  defineCase({
    id: 'h11-25-perio-srp-lower-right',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP lower right. Med hx: type 2 diabetes, last A1c 7.8%, metformin; allergic to penicillin. Probing depths: LR quadrant 5-6 mm with BOP, 7 mm DL #30, class II furcation #30 B, #31 mobility 1. Dx: generalized periodontitis stage III grade C. Discussed link between diabetes control and perio health. Anesthesia: 1.7 ml 4% articaine 1:100,000 epi, IANB right. SRP LR quadrant with ultrasonic and Gracey curettes. Arestin placed #30 DL. OHI with interdental brushes. Pt tolerated well. Next appointment: SRP LL quadrant. Perio maintenance every 3 months after re-eval.',
    expect: {
      CC: 'SRP lower right',
      'MED HX': 'Type 2 diabetes, last A1c 7.8%, metformin; allergic to penicillin',
      PERIO: 'Probing depths: LR quadrant 5-6 mm with BOP, 7 mm DL #30, class II furcation #30 B, #31 mobility 1',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT: 'Discussed link between diabetes control and perio health',
      TX: [
        'LA: 1.7 ml articaine 4% 1:100,000 epinephrine, IANB right',
        'SRP LR quadrant with ultrasonic and Gracey curettes',
        'Arestin placed #30 DL',
        'OHI with interdental brushes',
      ],
      'TX TODAY': ['SRP', 'OHI'],
      NOTES: 'Pt tolerated well',
      NV: ['SRP LL quadrant'],
      'F/U': 'Perio maintenance every 3 months after re-eval',
    },
  }),
  defineCase({
    id: 'h11-26-perio-maintenance-psr',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal maintenance, 3-month interval. Med hx: no changes; takes alendronate for osteoporosis. NKDA. EO: WNL. IO: no suspicious lesions. PSR 2 3 2 / 3 2 3. PD mostly 2-4 mm, 5 mm MB #14 with BOP, 2 mm recession #24 and #25 facial. #14 MO composite intact. #24 facial abrasion. Periodontal maintenance completed, full mouth ultrasonic and hand scaling. Localized subgingival scaling #14. Fluoride varnish applied. Recommended electric toothbrush and Sensodyne for sensitivity. Continue 3-month recall.',
    expect: {
      CC: 'Periodontal maintenance, 3-month interval',
      'MED HX': 'No changes; takes alendronate for osteoporosis. NKDA',
      EXTRA: 'WNL',
      INTRA: 'No suspicious lesions',
      PERIO: 'PSR 2 3 2 / 3 2 3. PD mostly 2-4 mm, 5 mm MB #14 with BOP, 2 mm recession #24 and #25 facial',
      DENTAL: [
        ['14', 'MO composite intact'],
        ['24', 'F abrasion'],
      ],
      TX: [
        'Periodontal maintenance completed',
        'Full mouth ultrasonic and hand scaling',
        'Localized subgingival scaling #14',
        'Fluoride varnish applied',
      ],
      'TX TODAY': ['Periodontal maintenance', 'Fluoride varnish'],
      CONSULT: 'Recommended electric toothbrush and Sensodyne for sensitivity',
      'F/U': 'Continue 3-month recall',
    },
  }),

  // ---------------------------------------------------------------- US general dentist (typed)
  defineCase({
    id: 'h11-27-us-bridge-prep',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for bridge prep #3-#5, pontic #4. Med hx: no changes, NKDA. Anesthesia: 2 carpules lidocaine 2% 1:100,000 epi, buccal and palatal infiltration #3 and #5. Old restoration #5 removed, no recurrent caries. Core buildup #3 with composite. Bridge prep #3 and #5 for 3-unit zirconia bridge. Retraction cord placed. Impressions with PVS. Shade A3 selected in natural light. Protemp temporary bridge placed with TempBond NE. Occlusion adjusted. POI given. Pt advised to avoid sticky foods. Next visit: seat bridge in 2 weeks.',
    expect: {
      CC: 'Bridge prep #3-#5, pontic #4',
      'MED HX': 'No changes, NKDA',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #5',
        'Old restoration #5 removed',
        'No recurrent caries',
        'Core buildup #3 with composite',
        'Bridge prep #3, #5 for 3-unit zirconia bridge',
        'Retraction cord placed',
        'Impressions with PVS',
        'Shade A3 selected in natural light',
        'Protemp temporary bridge placed with TempBond NE',
        'Occlusion adjusted',
        'POI given',
      ],
      'TX TODAY': ['Bridge prep #3, #5', 'Impressions', 'Temporary bridge'],
      CONSULT: 'Pt advised to avoid sticky foods',
      NV: ['Bridge fit in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- UK general dentist (28–29 recogniser, 30 typed)
  defineCase({
    id: 'h11-28-uk-dry-socket',
    style: 'UK',
    asr: true,
    transcript:
      'right emergency appointment patient attends complaining of severe pain from the extraction site lower left since the extraction of three seven four days ago um pain keeping her awake paracetamol not helping medical history fit and well smoker twenty a day no allergies extra oral no swelling no lymphadenopathy intra oral socket three seven empty with exposed bone and food debris halitosis thirty six and thirty eight sound diagnosis dry socket three seven la one cartridge lidocaine two percent with one in eighty thousand adrenaline buccal infiltration three seven socket irrigated with warm saline alvogyl packed into socket advised ibuprofen four hundred milligrams four times a day and to stop smoking for a week review in three days if no better',
    expect: {
      CC:
        'Emergency appointment. Severe pain from the extraction site lower left since the extraction of 37 4 days ago. Pain keeping her awake. Paracetamol not helping',
      'MED HX': 'Fit and well. Smoker 20 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Socket 37 empty with exposed bone and food debris. Halitosis',
      DENTAL: [
        ['36', 'Sound'],
        ['38', 'Sound'],
      ],
      DX: ['Dry socket 37'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 37',
        'Socket irrigated with warm saline',
        'Alvogyl packed into socket',
      ],
      CONSULT: 'Advised ibuprofen 400 mg 4 times a day and to stop smoking for a week',
      'F/U': 'Review in 3 days if no better',
    },
  }),
  defineCase({
    id: 'h11-29-uk-filling-lower-right-seven',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for a filling on the lower right seven booked at last check up medical history no changes takes omeprazole la one point eight mls sorry two point two mls articaine four percent one in one hundred thousand adrenaline buccal infiltration lower right seven rubber dam caries removed from the mesial cavity dentine sound on the pulpal floor composite placed shade a three occlusion checked oral hygiene instruction given with interdental brushes size three next visit scale and polish with the hygienist',
    expect: {
      CC: 'Filling on 47 booked at last check up',
      'MED HX': 'No changes. Takes omeprazole',
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 47',
        'Rubber dam',
        'Caries removed from the M cavity',
        'Dentine sound on the pulpal floor',
        'Composite placed',
        'Shade A3',
        'Occlusion checked',
        'Oral hygiene instruction given with interdental brushes size 3',
      ],
      'TX TODAY': ['Filling 47', 'OHI'],
      NV: ['Scale and polish with the hygienist'],
    },
  }),
  defineCase({
    id: 'h11-30-uk-child-trauma-splint',
    style: 'UK',
    asr: false,
    transcript:
      'Trauma yesterday, fell off scooter. Dad present. MH: fit and well, tetanus up to date. EO: grazed chin, healing, no bony step. IO: lacerated upper lip, no foreign bodies. 11 enamel-dentine fracture of incisal edge, no pulp exposure, sensible to EPT. 21 laterally luxated palatally, occlusal interference, TTP. 12 and 22 NAD. PAs 11, 21: no root fractures, widened PDL 21. Dx: uncomplicated crown fracture 11, lateral luxation 21. Dad consented verbally. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 21. 21 repositioned digitally. Flexible wire and composite splint 12, 11, 21, 22. 11 incisal composite placed, shade A1. Advised soft diet for 1 week, CHX 0.2% mouthwash BD and to avoid contact sports. Review 2/52 for splint removal. Monitor vitality 11 and 21 at 4 weeks, 3 months, 6 months and 1 year.',
    expect: {
      CC: 'Trauma yesterday, fell off scooter',
      NOTES: 'Dad present',
      'MED HX': 'Fit and well, tetanus up to date',
      EXTRA: 'Grazed chin, healing, no bony step',
      INTRA: 'Lacerated upper lip, no foreign bodies',
      DENTAL: [
        ['11', 'Enamel-dentine fracture of incisal edge, no pulp exposure, sensible to EPT', 'incisal edge'],
        ['21', 'Laterally luxated palatally, occlusal interference, TTP'],
        ['12', 'NAD'],
        ['22', 'NAD'],
      ],
      RADIO: 'PAs 11, 21: no root fractures, widened PDL 21',
      DX: ['Uncomplicated crown fracture 11', 'Lateral luxation 21'],
      CONSENT: 'Dad consented verbally',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 21',
        '21 repositioned digitally',
        'Flexible wire and composite splint 12, 11, 21, 22',
        '11 I composite placed',
        'Shade A1',
      ],
      'TX TODAY': ['Splint 12, 11, 21, 22', 'I composite 11'],
      CONSULT: 'Advised soft diet for 1 week, CHX 0.2% mouthwash BD and to avoid contact sports',
      'F/U':
        'Review 2 weeks for splint removal. Monitor vitality 11 and 21 at 4 weeks, 3 months, 6 months and 1 year',
    },
  }),
];
