// heldout9 (30): a ninth held-out split, written blind from the corpus README's contract on 26 November 2026 by a
// helper that had not seen the engine, the dev corpus or any other held-out split (only the README, case.ts, the
// ClinicalNotes schema and the shared dental reference were read). Every label was written from the contract before
// and independently of any software; no engine was run on these dictations.
//
// Mix: one week of end-of-appointment dictation at one UK practice (h9-01 … h9-15: 10 FDI, 5 Palmer incl. primary
// teeth by letter) and one US practice (h9-16 … h9-30: Universal, incl. primary teeth by letter). 18 recogniser-style
// (lower case, numbers as words, no punctuation, fillers, self-corrections, dictated "full stop" / "comma" / "new
// line", run-on) and 12 typed (abbreviations MH, EO, IO, O/E, PA, Dx, Tx, NV, R/V, 2/52 …). Five cases append later
// dictation (h9-08, h9-11, h9-15, h9-20, h9-27). Visits: recall and periodic exams with charting and radiograph
// reports, new patients, emergencies (pulpitis with extirpation, abscess with I&D, broken tooth, lost filling, lost
// crown, child trauma), fillings (amalgam with matrix, composites with etch / bond / shade), simple and surgical
// extractions, endodontic first stage and obturation, crown prep / seat / recement, bridge fit, implant and cosmetic
// consultations, hygiene / perio maintenance / SRP, children (pulpotomy and SSC, sealants, fluoride varnish), denture
// ease and reline, night guard, a retainer repair and a suspicious tongue lesion referral.
//
// Judgement calls where the contract was silent (each applied throughout this file):
//  1. A child's age and who came with them go to NOTES even when said in one breath with the reason for attending
//     ("six year old attended with dad for check up" → NOTES "6 year old attended with dad", CC "Check up"); a remark
//     on how the child coped said right after the complaint ("first time in the chair so a bit shy") is NOTES too.
//  2. Several findings said in one run after one tooth (restoration, tenderness, vitality, mobility) are one DENTAL
//     entry for that tooth; teeth said together share it ("35 and 36 heavily restored, sound").
//  3. A title takes the teeth said in its own step; a filling title takes the tooth of the earlier step as the README
//     says; a title taken from the CC takes the CC's tooth; a step said with no tooth (an I&D) has a title with none.
//  4. "composite bandage … on 11" is titled "Composite 11" ("bandage" is not a name of the table).
//  5. Two infiltrations said before one tooth ("buccal and lingual infiltration four seven") are written
//     "buccal + lingual infiltration 47": the techniques joined by " + ", the tooth once after the last.
//  6. A second anaesthetic agent is its own LA line, written "LA: …" like the first.
//  7. Risks explained said after the consent go to CONSULT; CONSENT keeps only the consent words.
//  8. An NHS band said on its own (what the course was charged) is NOTES; a band said as the cost while options are
//     discussed is CONSULT.
//  9. Photos or scans taken, said as a sentence of their own, are a TX step with no title; "photographed" said inside
//     a lesion's description stays in INTRA.
// 10. A radiograph taken during treatment and reported ("final PA taken good fill to length") is RADIO; a film named
//     as the means of a step ("confirmed with a PA", "checked with explorer and bitewing") stays in that step.
// 11. A finding about an appliance that names teeth only as where it is attached ("retainer debonded from LR3") is
//     INTRA, with no DENTAL entry.
// 12. Plaque scores, calculus, probing depths, BOP and mobility said around the BPE / PSR are PERIO.
// 13. Periodontitis stages said as words become digits ("stage two" → "stage 2"); typed Roman numerals stay.
// 14. A colon after a label word ("LA:", "Rx:", "PA #14:") starts no new item; "rx" said aloud is written "Rx …".
// 15. F/U keeps its own words ("Recall", "Review", "R/V", "F/U", "Follow up"): the contract lists no header for it.
// 16. A bridge's span said as a range keeps the range ("Bridge fit #12-#14"); quadrants said with SRP stay in its
//     title ("SRP UR and LR").
// 17. "sealants" said bare in a next visit stays "Sealants"; "fissure sealants" done today are titled as said.
// 18. "Will call pt once insurance pre-auth comes back" is F/U (how the patient will be followed up).
// 19. Social asides with no clinical or practice content ("poor thing") are dropped like fillers.
// 20. Advice given after treatment (soft diet, dentures out at night, avoid sticky foods, jaw stretches) is CONSULT;
//     post-op instructions named as such are a TX step.
// 21. Findings said after a try-in, split by commas ("Margins closed, contacts OK, shade A3 matches"), are TX items.
// 22. When the patient last saw a dentist, said in the complaint sentence, stays in CC.
// 23. "change X to Y" appended replaces X wherever it appears (a tooth in TX and in the title); "scratch that" in an
//     appended next visit drops the item said before it; "add to notes" appends to NOTES after what it holds.
// 24. "lower denture eased" is titled "Denture adjustment"; a reline is no title (not in the table); a temporary
//     dressing made with glass ionomer or IRM is titled "Temporary dressing" and its material is no title.
// 25. A lost restoration said in the complaint names no procedure, so it gives no title.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout9Cases: NotesCase[] = [
  // ───────────────────────────── UK practice ─────────────────────────────
  defineCase({
    id: 'h9-01-uk-asr-fdi-recall-bpe-bitewings',
    style: 'UK',
    asr: true,
    transcript:
      'um attended for routine recall no problems medical history no changes still on amlodipine for blood pressure extra oral no abnormalities detected intra oral soft tissues healthy full stop bpe two one two two two two full stop new line charting one eight missing two eight missing three six occlusal caries four six mesial occlusal amalgam sound uh two four buccal abfraction one four porcelain crown sorry one five porcelain crown satisfactory full stop bitewings taken right and left grade one caries into dentine three six occlusal otherwise no caries bone levels good full stop diagnosis caries three six full stop discussed options for three six composite or amalgam she would prefer white full stop plan composite three six comma recall nine months',
    expect: {
      CC: 'Routine recall. No problems',
      'MED HX': 'No changes, still on amlodipine for blood pressure',
      EXTRA: 'No abnormalities detected',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 1 2 / 2 2 2',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['36', 'O caries'],
        ['46', 'MO amalgam sound'],
        ['24', 'B abfraction'],
        ['15', 'Porcelain crown satisfactory'],
      ],
      RADIO: 'Bitewings taken right and left, grade 1. Caries into dentine 36 occlusal, otherwise no caries. Bone levels good',
      DX: ['Caries 36'],
      CONSULT: 'Discussed options for 36 composite or amalgam. She would prefer white',
      'TX PLAN': ['Composite 36'],
      'F/U': 'Recall 9 months',
    },
  }),

  defineCase({
    id: 'h9-02-uk-typed-fdi-new-patient-opg-perio',
    style: 'UK',
    asr: false,
    transcript:
      'New patient, moved to the area, last dental visit 3 years ago. MH: asthma, salbutamol inhaler PRN. Allergic to penicillin. Smoker 10/day. EO: NAD. IO: OH fair, generalised marginal gingivitis, tongue and FOM healthy. BPE 3 2 3 / 3 2 3. O/E: 17 DO caries, 26 fractured MP cusp, 46 RCT with large amalgam, 38 partially erupted. OPG taken for 38 and overall assessment, grade 1: horizontally impacted 38, 46 periapical radiolucency, generalised horizontal bone loss 20%. Dx: generalised periodontitis stage II grade B; chronic apical periodontitis 46. Smoking cessation advice given. Discussed RCT retreat vs extraction 46, pt wants to keep tooth. Tx plan: 1) OHI and RSD 2) DO composite 17 3) crown 26 4) refer 46 for re-RCT. NV: OHI and RSD upper arch. Band 3 NHS course.',
    expect: {
      CC: 'New patient, moved to the area, last dental visit 3 years ago',
      'MED HX': 'Asthma, salbutamol inhaler PRN. Allergic to penicillin. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'OH fair, generalised marginal gingivitis, tongue and FOM healthy',
      PERIO: 'BPE 3 2 3 / 3 2 3',
      DENTAL: [
        ['17', 'DO caries'],
        ['26', 'Fractured MP cusp', 'MP cusp'],
        ['46', 'RCT with large amalgam'],
        ['38', 'Partially erupted'],
      ],
      RADIO:
        'OPG taken for 38 and overall assessment, grade 1: horizontally impacted 38, 46 periapical radiolucency, generalised horizontal bone loss 20%',
      DX: ['Generalised periodontitis stage II grade B', 'Chronic apical periodontitis 46'],
      CONSULT: 'Smoking cessation advice given. Discussed RCT retreat vs extraction 46, pt wants to keep tooth',
      'TX PLAN': ['OHI', 'RSD', 'DO composite 17', 'Crown 26', 'Refer 46 for re-RCT'],
      NV: ['OHI', 'RSD upper arch'],
      NOTES: 'Band 3 NHS course',
    },
  }),

  defineCase({
    id: 'h9-03-uk-asr-fdi-emergency-pulpitis-extirpation-46',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment er patient complaining of severe throbbing pain lower right for three days keeping her up at night taking ibuprofen and paracetamol not helping medical history fit and well no allergies on examination four six large mesial occlusal distal amalgam tender to percussion four five and four seven sound uh periapical taken of four six widened pdl space at mesial root deep restoration close to pulp comma diagnosis symptomatic irreversible pulpitis four six full stop discussed extirpation or extraction she wants to save it verbal consent obtained so la two cartridges lidocaine two percent one in eighty thousand adrenaline idb right plus buccal infiltration then rubber dam placed pulp extirpated from four six full stop three canals irrigated with sodium hypochlorite ledermix and cavit placed full stop next visit complete root canal four six',
    expect: {
      CC: 'Emergency appointment. Severe throbbing pain lower right for 3 days, keeping her up at night, taking ibuprofen and paracetamol, not helping',
      'MED HX': 'Fit and well, no allergies',
      DENTAL: [
        ['46', 'Large MOD amalgam tender to percussion'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'Periapical taken of 46, widened PDL space at mesial root, deep restoration close to pulp',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Discussed extirpation or extraction. She wants to save it',
      CONSENT: 'Verbal consent obtained',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        'Rubber dam placed',
        'Pulp extirpated 46',
        '3 canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit placed',
      ],
      'TX TODAY': ['Extirpation 46'],
      NV: ['Complete RCT 46'],
    },
  }),

  defineCase({
    id: 'h9-04-uk-asr-palmer-broken-ul6-temporary-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended with a broken tooth upper left happened eating toast yesterday no pain just sharp on the tongue medical history type two diabetic on metformin well controlled full stop upper left six fractured mesio palatal cusp sorry disto palatal cusp old mesial occlusal distal amalgam still intact upper left seven sound full stop discussed crown versus large filling explained crown better long term um costs band three she wants to think about it full stop today smoothed sharp edge and placed temporary dressing on upper left six with glass ionomer full stop review two weeks to decide on treatment',
    expect: {
      CC: 'Broken tooth upper left, happened eating toast yesterday. No pain, just sharp on the tongue',
      'MED HX': 'Type 2 diabetic on metformin, well controlled',
      DENTAL: [
        ['UL6', 'Fractured DP cusp, old MOD amalgam still intact', 'DP cusp'],
        ['UL7', 'Sound'],
      ],
      CONSULT: 'Discussed crown versus large filling. Explained crown better long term. Costs band 3. She wants to think about it',
      TX: ['Smoothed sharp edge', 'Placed temporary dressing UL6 with glass ionomer'],
      'TX TODAY': ['Temporary dressing UL6'],
      'F/U': 'Review 2 weeks to decide on treatment',
    },
  }),

  defineCase({
    id: 'h9-05-uk-typed-fdi-lost-crown-recement-11',
    style: 'UK',
    asr: false,
    transcript:
      'Pt attended, crown came off 11 last night eating a chewy sweet, has the crown with her. No pain. MH: no changes, NKDA. O/E: 11 core intact, no caries, crown fits well. PA 11: post and core sound, no periapical pathology. Discussed recementing vs new crown if it comes off again. Verbal consent. Crown and core cleaned with pumice, crown recemented on 11 with RMGIC, excess removed, occlusion checked. Advised to avoid sticky foods. R/V 6/12 at recall.',
    expect: {
      CC: 'Crown came off 11 last night eating a chewy sweet, has the crown with her. No pain',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['11', 'Core intact, no caries, crown fits well']],
      RADIO: 'PA 11: post and core sound, no periapical pathology',
      CONSULT: 'Discussed recementing vs new crown if it comes off again. Advised to avoid sticky foods',
      CONSENT: 'Verbal consent',
      TX: ['Crown and core cleaned with pumice', 'Crown recemented 11 with RMGIC', 'Excess removed', 'Occlusion checked'],
      'TX TODAY': ['Crown recement 11'],
      'F/U': 'R/V 6 months at recall',
    },
  }),

  defineCase({
    id: 'h9-06-uk-asr-fdi-child-trauma-11-composite-bandage',
    style: 'UK',
    asr: true,
    transcript:
      'eight year old attended with mum fell off her scooter this morning and hit her front teeth on the pavement no loss of consciousness medical history fit and well full stop extra oral grazed chin comma intra oral upper lip swollen no lacerations full stop one one enamel dentine fracture mesial incisal corner no pulp exposure not mobile tender to percussion full stop two one and one two no injury full stop periapical taken of upper anteriors no root fracture apices open full stop discussed risk of the tooth darkening or the nerve dying mum happy to go ahead full stop composite bandage placed over exposed dentine on one one full stop advised soft diet for a week and chlorhexidine mouthwash comma review two weeks',
    expect: {
      CC: 'Fell off her scooter this morning and hit her front teeth on the pavement. No loss of consciousness',
      'MED HX': 'Fit and well',
      EXTRA: 'Grazed chin',
      INTRA: 'Upper lip swollen, no lacerations',
      DENTAL: [
        ['11', 'Enamel dentine fracture MI corner, no pulp exposure, not mobile, tender to percussion', 'MI corner'],
        ['21', 'No injury'],
        ['12', 'No injury'],
      ],
      RADIO: 'Periapical taken of upper anteriors, no root fracture, apices open',
      CONSULT:
        'Discussed risk of the tooth darkening or the nerve dying. Mum happy to go ahead. Advised soft diet for a week and chlorhexidine mouthwash',
      TX: ['Composite bandage placed over exposed dentine 11'],
      'TX TODAY': ['Composite 11'],
      NOTES: '8 year old attended with mum',
      'F/U': 'Review 2 weeks',
    },
  }),

  defineCase({
    id: 'h9-07-uk-asr-palmer-mo-amalgam-ll6-tofflemire',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for filling lower left six medical history no change full stop la one cartridge lidocaine two percent with one in eighty thousand adrenaline idb right sorry left uh cotton wool rolls for isolation old amalgam removed caries removed lower left six mesial occlusal cavity prepared tofflemire matrix and wooden wedge placed amalgam condensed and carved occlusion checked with articulating paper and adjusted full stop patient tolerated well full stop post op advice given full stop next visit scale and polish with the hygienist',
    expect: {
      CC: 'Filling LL6',
      'MED HX': 'No change',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Cotton wool rolls for isolation',
        'Old amalgam removed',
        'Caries removed',
        'LL6 MO cavity prepared',
        'Tofflemire matrix and wooden wedge placed',
        'Amalgam condensed and carved',
        'Occlusion checked with articulating paper and adjusted',
        'Post op advice given',
      ],
      'TX TODAY': ['MO amalgam LL6'],
      NOTES: 'Patient tolerated well',
      NV: ['Scale and polish with the hygienist'],
    },
  }),

  defineCase({
    id: 'h9-08-uk-asr-fdi-extraction-47-apixaban-appends',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of lower right seven as planned medical history takes apixaban omitted dose this morning as advised by gp full stop consent form signed risks explained including bleeding infection and damage to adjacent teeth full stop la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration four seven um elevated and delivered with upper sorry lower molar forceps in one piece socket checked full stop haemostasis achieved with surgicel full stop one vicryl suture placed full stop post op instructions given verbal and written full stop review if any problems',
    appends: [
      'add to treatment bit on gauze for twenty minutes before leaving',
      'next visit implant consultation in three months',
    ],
    expect: {
      CC: 'Extraction of 47 as planned',
      'MED HX': 'Takes apixaban, omitted dose this morning as advised by GP',
      CONSENT: 'Consent form signed',
      CONSULT: 'Risks explained including bleeding, infection and damage to adjacent teeth',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal + lingual infiltration 47',
        'Elevated and delivered with lower molar forceps in one piece',
        'Socket checked',
        'Haemostasis achieved with Surgicel',
        '1 Vicryl suture placed',
        'Post op instructions given verbal and written',
        'Bit on gauze for 20 minutes before leaving',
      ],
      'TX TODAY': ['Extraction 47'],
      NV: ['Implant consultation in 3 months'],
      'F/U': 'Review if any problems',
    },
  }),

  defineCase({
    id: 'h9-09-uk-typed-fdi-crown-prep-36-gold',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for crown prep 36 as planned - cracked tooth, RCT completed 3 months ago. MH: NKDA, no changes. Written consent on file reconfirmed. Band 3 fee explained. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration. Old MOD amalgam removed, core build-up in composite. Crown prep 36 for full gold crown, 1.5 mm occlusal reduction, chamfer margin. Retraction cord placed. PVS impressions upper and lower, bite registration. Temporary crown 36 made with Protemp, cemented with TempBond. Occlusion checked. POIG. NV: crown fit 36 in 2/52.',
    expect: {
      CC: 'Crown prep 36 as planned, cracked tooth, RCT completed 3 months ago',
      'MED HX': 'NKDA, no changes',
      CONSENT: 'Written consent on file reconfirmed',
      CONSULT: 'Band 3 fee explained',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
        'Old MOD amalgam removed',
        'Core build-up in composite',
        'Crown prep 36 for full gold crown',
        '1.5 mm occlusal reduction',
        'Chamfer margin',
        'Retraction cord placed',
        'PVS impressions upper and lower',
        'Bite registration',
        'Temporary crown 36 made with Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'POIG',
      ],
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown 36'],
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),

  defineCase({
    id: 'h9-10-uk-typed-palmer-implant-consultation-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Implant consultation LL6 - extracted 8 months ago, wants a fixed replacement. MH: non-smoker, no bisphosphonates, well-controlled hypertension (ramipril). O/E: ridge width good clinically. LL6 missing, LL5 and LL7 unrestored and sound, UL6 not overerupted. BPE 1 1 1 / 1 1 1. CBCT LL6 region: 11 mm bone height above IAN canal, 7 mm width. Options discussed: no treatment, partial denture, bridge LL5-LL7 (involves cutting sound teeth), single implant. Risks of implant explained: failure, nerve damage with altered sensation, infection, peri-implantitis. Fees: implant + crown £2,750, private. Pt keen on implant. Written consent given. Plan: implant placement LL6 then implant crown after 3 months. NV: implant surgery (45 min).',
    expect: {
      CC: 'Implant consultation LL6, extracted 8 months ago, wants a fixed replacement',
      'MED HX': 'Non-smoker, no bisphosphonates, well-controlled hypertension (ramipril)',
      INTRA: 'Ridge width good clinically',
      DENTAL: [
        ['LL6', 'Missing'],
        ['LL5', 'Unrestored and sound'],
        ['LL7', 'Unrestored and sound'],
        ['UL6', 'Not overerupted'],
      ],
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'CBCT LL6 region: 11 mm bone height above IAN canal, 7 mm width',
      CONSULT:
        'Options discussed: no treatment, partial denture, bridge LL5-LL7 (involves cutting sound teeth), single implant. Risks of implant explained: failure, nerve damage with altered sensation, infection, peri-implantitis. Fees: implant + crown £2,750, private. Pt keen on implant',
      CONSENT: 'Written consent given',
      'TX PLAN': ['Implant placement LL6', 'Implant crown after 3 months'],
      NV: ['Implant surgery (45 min)'],
    },
  }),

  defineCase({
    id: 'h9-11-uk-asr-fdi-hygiene-scale-polish-nhs-appends',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene appointment patient attended for scale and polish no concerns medical history no changes smokes about five a day trying to cut down full stop bpe three two two two two three comma bleeding on probing around lower incisors plaque score forty percent comma probing depths four millimetres distal of one seven and four seven full stop subgingival calculus lower right full stop er supra and subgingival scaling with ultrasonic and hand instruments then polished full stop ohi given with interdental brushes sizes two and three full stop smoking cessation advice given full stop nhs band two full stop recall three months',
    appends: ['change recall three months to four months', 'add to notes patient declined local anaesthetic'],
    expect: {
      CC: 'Hygiene appointment. Scale and polish, no concerns',
      'MED HX': 'No changes, smokes about 5 a day, trying to cut down',
      PERIO:
        'BPE 3 2 2 / 2 2 3, bleeding on probing around lower incisors, plaque score 40%, probing depths 4 mm distal of 17 and 47. Subgingival calculus lower right',
      TX: [
        'Supra and subgingival scaling with ultrasonic and hand instruments',
        'Polished',
        'OHI given with interdental brushes sizes 2 and 3',
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      CONSULT: 'Smoking cessation advice given',
      NOTES: 'NHS band 2. Patient declined local anaesthetic',
      'F/U': 'Recall 4 months',
    },
  }),

  defineCase({
    id: 'h9-12-uk-asr-palmer-child-varnish-sealants-lrd',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'six year old attended with dad for check up first time in the chair so a bit shy but sat well after tell show do full stop medical history fit and well no medicines full stop upper right e and upper left e occlusal caries into enamel only lower left d sound lower right e small distal cavity sorry lower right d small distal cavity full stop lower left six and lower right six fully erupted deep fissures full stop no radiographs today too young to cooperate full stop diet advice given less juice between meals comma fluoride varnish applied to all teeth comma fissure sealants on lower left six and lower right six full stop recall six months and review lower right d',
    expect: {
      CC: 'Check up',
      'MED HX': 'Fit and well, no medicines',
      DENTAL: [
        ['URE', 'O caries into enamel only'],
        ['ULE', 'O caries into enamel only'],
        ['LLD', 'Sound'],
        ['LRD', 'Small D cavity'],
        ['LL6', 'Fully erupted, deep fissures'],
        ['LR6', 'Fully erupted, deep fissures'],
      ],
      RADIO: 'No radiographs today, too young to cooperate',
      CONSULT: 'Diet advice given, less juice between meals',
      TX: ['Fluoride varnish applied to all teeth', 'Fissure sealants LL6, LR6'],
      'TX TODAY': ['Fluoride varnish', 'Fissure sealants LL6, LR6'],
      NOTES: '6 year old attended with dad. First time in the chair so a bit shy but sat well after tell show do',
      'F/U': 'Recall 6 months and review LRD',
    },
  }),

  defineCase({
    id: 'h9-13-uk-asr-fdi-denture-ease-soft-reline',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended new lower complete denture rubbing on the right side for a week poor thing finding it hard to eat full stop medical history unchanged warfarin inr last week two point four full stop intra oral ulcer lower right lingual sulcus about five millimetres healing comma upper denture fit good lower denture loose posteriorly full stop lower denture eased on the lingual flange right side using pressure indicating paste and polished full stop chairside soft reline of the lower denture with a tissue conditioner comma occlusion checked full stop advised to leave dentures out at night and rinse with salt water comma review in one week',
    expect: {
      CC: 'New lower complete denture rubbing on the right side for a week, finding it hard to eat',
      'MED HX': 'Unchanged, warfarin, INR last week 2.4',
      INTRA:
        'Ulcer lower right lingual sulcus about 5 mm, healing, upper denture fit good, lower denture loose posteriorly',
      TX: [
        'Lower denture eased on the lingual flange right side using pressure indicating paste and polished',
        'Chairside soft reline of the lower denture with a tissue conditioner',
        'Occlusion checked',
      ],
      'TX TODAY': ['Denture adjustment'],
      CONSULT: 'Advised to leave dentures out at night and rinse with salt water',
      'F/U': 'Review in 1 week',
    },
  }),

  defineCase({
    id: 'h9-14-uk-typed-fdi-tongue-lesion-2ww-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for routine exam, mentions a sore patch on the left side of her tongue for about 6 weeks, not healing. MH: ex-smoker (stopped 2 yrs ago, 20/day for 30 yrs), drinks approx. 20 units/week. EO: 1 cm firm, non-tender left submandibular lymph node. IO: 1.5 cm red and white patch with raised edge, left lateral border of tongue, indurated, slightly tender, photographed. Rest of soft tissues NAD. BPE 2 2 2 / 2 2 2. 35 and 36 heavily restored, sound. No sharp teeth or cusps adjacent to the lesion. Dx: suspicious lesion left lateral tongue. Discussed findings calmly, explained need for urgent specialist assessment to rule out anything serious, pt understands. Urgent 2WW referral to OMFS sent today. Alcohol advice given. Review 2/52.',
    expect: {
      CC: 'Routine exam, mentions a sore patch on the left side of her tongue for about 6 weeks, not healing',
      'MED HX': 'Ex-smoker (stopped 2 yrs ago, 20/day for 30 yrs), drinks approx. 20 units/week',
      EXTRA: '1 cm firm, non-tender left submandibular lymph node',
      INTRA:
        '1.5 cm red and white patch with raised edge, left lateral border of tongue, indurated, slightly tender, photographed. Rest of soft tissues NAD. No sharp teeth or cusps adjacent to the lesion',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['35', 'Heavily restored, sound'],
        ['36', 'Heavily restored, sound'],
      ],
      DX: ['Suspicious lesion left lateral tongue'],
      CONSULT:
        'Discussed findings calmly, explained need for urgent specialist assessment to rule out anything serious, pt understands. Alcohol advice given',
      'TX PLAN': ['Urgent 2WW referral to OMFS sent today'],
      'F/U': 'Review 2 weeks',
    },
  }),

  defineCase({
    id: 'h9-15-uk-typed-palmer-bonded-retainer-rebond-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended - lower bonded retainer come loose on LR3 2 days ago. Finished ortho 18 months ago at the hospital. No pain. MH: NAD. O/E: lingual retainer debonded from LR3, intact from LR2 to LL3, no relapse. Upper Essix cracked, pt wearing it nightly. Discussed rebonding today vs replacing the whole retainer, and a new upper Essix (£95). Pt agreed, verbal consent. Tx: LR3 lingual surface cleaned with pumice, etched, bond applied, wire rebonded with flowable composite, checked passive, excess removed. Upper alginate taken for new Essix.',
    appends: [
      'Add to treatment: OHI given.',
      'Next visit: fit upper Essix in 1 week. Scratch that. Next visit: fit upper Essix in 2 weeks.',
    ],
    expect: {
      CC: 'Lower bonded retainer come loose on LR3 2 days ago. Finished ortho 18 months ago at the hospital. No pain',
      'MED HX': 'NAD',
      INTRA:
        'Lingual retainer debonded from LR3, intact from LR2 to LL3, no relapse. Upper Essix cracked, pt wearing it nightly',
      CONSULT: 'Discussed rebonding today vs replacing the whole retainer, and a new upper Essix (£95). Pt agreed',
      CONSENT: 'Verbal consent',
      TX: [
        'LR3 lingual surface cleaned with pumice',
        'Etched',
        'Bond applied',
        'Wire rebonded with flowable composite',
        'Checked passive',
        'Excess removed',
        'Upper alginate taken for new Essix',
        'OHI given',
      ],
      'TX TODAY': ['OHI'],
      NV: ['Fit upper Essix in 2 weeks'],
    },
  }),

  // ───────────────────────────── US practice ─────────────────────────────
  defineCase({
    id: 'h9-16-us-asr-universal-periodic-exam-psr-bitewings',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy uh no complaints except some sensitivity to cold on the lower left medical history no changes takes lisinopril and a baby aspirin full stop psr two two two three two two full stop new line charting number one and number sixteen missing number nineteen occlusal composite and distal caries number twenty buccal abfraction comma number thirty porcelain fused to metal crown margins intact full stop four bitewings taken recurrent decay distal of nineteen into dentin no bone loss full stop prophy done with cavitron then polished full stop fluoride varnish applied oral hygiene instructions given focusing on lower left full stop diagnosis recurrent caries number nineteen full stop plan distal occlusal composite number nineteen comma six month recall',
    expect: {
      CC: 'Periodic exam and prophy. No complaints except some sensitivity to cold on the lower left',
      'MED HX': 'No changes, takes lisinopril and a baby aspirin',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['19', 'O composite and D caries'],
        ['20', 'B abfraction'],
        ['30', 'Porcelain fused to metal crown margins intact'],
      ],
      RADIO: '4 bitewings taken, recurrent decay distal of #19 into dentin, no bone loss',
      TX: [
        'Prophy done with Cavitron',
        'Polished',
        'Fluoride varnish applied',
        'Oral hygiene instructions given focusing on lower left',
      ],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      DX: ['Recurrent caries #19'],
      'TX PLAN': ['DO composite #19'],
      'F/U': '6 month recall',
    },
  }),

  defineCase({
    id: 'h9-17-us-typed-universal-new-patient-fmx-perio',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam. Presents wanting a cleaning and checkup, last dental visit 4 yrs ago, bleeding gums when brushing. Med Hx: type 2 diabetes (A1c 7.8), metformin, atorvastatin. NKDA. Non-smoker. EO: WNL, TMJ no clicking. IO: generalized gingival inflammation, moderate calculus, tongue and floor of mouth WNL. PSR 3 3 3 / 4 3 3. Charting: #2 MOD amalgam, #3 missing, #14 fractured MB cusp, #18 and #31 occlusal caries, #30 PFM crown with open distal margin. FMX taken: generalized horizontal bone loss 20-30%, vertical defect distal #19, periapical lesion #30. Dx: generalized periodontitis stage III grade C; caries #18, #31. Discussed link between diabetes and gum disease, SRP needed before restorative work. Insurance covers SRP at 80%. Pt agreed to proceed. Tx plan: SRP 4 quads, then fillings #18, #31, evaluate #30 for RCT and new crown. NV: SRP UR/LR with local.',
    expect: {
      CC: 'New pt comprehensive exam. Wanting a cleaning and checkup, last dental visit 4 yrs ago, bleeding gums when brushing',
      'MED HX': 'Type 2 diabetes (A1c 7.8), metformin, atorvastatin. NKDA. Non-smoker',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Generalized gingival inflammation, moderate calculus, tongue and floor of mouth WNL',
      PERIO: 'PSR 3 3 3 / 4 3 3',
      DENTAL: [
        ['2', 'MOD amalgam'],
        ['3', 'Missing'],
        ['14', 'Fractured MB cusp', 'MB cusp'],
        ['18', 'O caries'],
        ['31', 'O caries'],
        ['30', 'PFM crown with open D margin'],
      ],
      RADIO: 'FMX taken: generalized horizontal bone loss 20-30%, vertical defect distal #19, periapical lesion #30',
      DX: ['Generalized periodontitis stage III grade C', 'Caries #18, #31'],
      CONSULT:
        'Discussed link between diabetes and gum disease, SRP needed before restorative work. Insurance covers SRP at 80%. Pt agreed to proceed',
      'TX PLAN': ['SRP 4 quads', 'Fillings #18, #31', 'Evaluate #30 for RCT and new crown'],
      NV: ['SRP UR/LR with local'],
    },
  }),

  defineCase({
    id: 'h9-18-us-asr-universal-abscess-incision-drainage-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient came in with swelling lower right side started two days ago throbbing pain could not sleep took advil and tylenol no help medical history allergic to penicillin gets hives full stop extra oral mild swelling right mandible no trismus afebrile comma intra oral fluctuant swelling buccal vestibule next to number thirty full stop number thirty deep distal caries tender to percussion and palpation no response to cold full stop pa shows large periapical radiolucency on thirty full stop diagnosis pulp necrosis with acute apical abscess number thirty full stop discussed root canal versus extraction she wants to save the tooth um verbal consent full stop two carpules lidocaine two percent with one to one hundred thousand epi ianb right plus buccal infiltration full stop incision and drainage with a scalpel uh lots of pus drained irrigated with saline full stop rx clindamycin three hundred milligrams four times a day for seven days full stop next visit start root canal number thirty in one week',
    expect: {
      CC: 'Swelling lower right side started 2 days ago, throbbing pain, could not sleep. Took Advil and Tylenol, no help',
      'MED HX': 'Allergic to penicillin, gets hives',
      EXTRA: 'Mild swelling right mandible, no trismus, afebrile',
      INTRA: 'Fluctuant swelling buccal vestibule next to #30',
      DENTAL: [['30', 'Deep D caries, tender to percussion and palpation, no response to cold']],
      RADIO: 'PA shows large periapical radiolucency on #30',
      DX: ['Pulp necrosis with acute apical abscess #30'],
      CONSULT: 'Discussed root canal versus extraction. She wants to save the tooth',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Incision and drainage with a scalpel',
        'Lots of pus drained',
        'Irrigated with saline',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
      ],
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      NV: ['Start RCT #30 in 1 week'],
    },
  }),

  defineCase({
    id: 'h9-19-us-typed-universal-lost-filling-14-temp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit - lost filling #14 yesterday while flossing, sensitive to cold and sweets, no spontaneous pain. Med Hx reviewed, no changes. O/E: #14 missing MO restoration, large cavity, no pulp exposure, responds normally to cold, not TTP. #15 sound. PA #14: caries close to pulp, no periapical pathology. Dx: reversible pulpitis #14. Options: temp filling today and crown vs large composite. Pt wants to check insurance first. Tx: cavity cleaned, IRM temp dressing placed #14, bite checked. Will call pt once insurance pre-auth comes back. Tx plan: #14 buildup and crown.',
    expect: {
      CC: 'Emergency visit, lost filling #14 yesterday while flossing, sensitive to cold and sweets, no spontaneous pain',
      'MED HX': 'Reviewed, no changes',
      DENTAL: [
        ['14', 'Missing MO restoration, large cavity, no pulp exposure, responds normally to cold, not TTP'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA #14: caries close to pulp, no periapical pathology',
      DX: ['Reversible pulpitis #14'],
      CONSULT: 'Options: temp filling today and crown vs large composite. Pt wants to check insurance first',
      TX: ['Cavity cleaned', 'IRM temp dressing placed #14', 'Bite checked'],
      'TX TODAY': ['Temporary dressing #14'],
      'TX PLAN': ['#14 buildup and crown'],
      'F/U': 'Will call pt once insurance pre-auth comes back',
    },
  }),

  defineCase({
    id: 'h9-20-us-asr-universal-composites-19-20-change-tooth',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for fillings on the lower left as planned medical history no changes full stop two carpules articaine four percent with one to one hundred thousand epi ianb left um rubber dam placed number nineteen mesial occlusal caries removed no exposure comma sectional matrix and wedge placed mesially selective etch with phosphoric acid for fifteen seconds then bond applied and light cured shade a two composite placed in increments and light cured occlusion adjusted and polished full stop then number twenty one distal caries removed shade a two composite placed cured and polished full stop patient did great full stop next visit prophy in three months',
    appends: ['change number twenty one to number twenty'],
    expect: {
      CC: 'Fillings on the lower left as planned',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        '#19 MO caries removed no exposure',
        'Sectional matrix and wedge placed mesially',
        'Selective etch with phosphoric acid for 15 seconds',
        'Bond applied and light cured',
        'Shade A2 composite placed in increments and light cured',
        'Occlusion adjusted and polished',
        '#20 D caries removed',
        'Shade A2 composite placed cured and polished',
      ],
      'TX TODAY': ['MO composite #19', 'D composite #20'],
      NOTES: 'Patient did great',
      NV: ['Prophy in 3 months'],
    },
  }),

  defineCase({
    id: 'h9-21-us-typed-universal-surgical-extraction-17',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for surgical extraction #17, referred by hygienist for recurrent pericoronitis (3 episodes this year). Med Hx: healthy, NKDA, takes oral contraceptive. Pano reviewed: #17 mesioangular, partially bony impacted, roots close to IAN canal. Discussed risks incl. paresthesia, dry socket, infection, damage to #18. Written consent signed. 3 carpules lidocaine 2% 1:100,000 epi, IANB left + long buccal. Full-thickness flap raised, buccal bone removed with surgical handpiece, tooth sectioned, #17 delivered in 3 pieces. Socket irrigated with saline and curetted. Closed with 3 x 4-0 chromic gut sutures. Hemostasis achieved with gauze pressure. POI given verbally and in writing. Rx: ibuprofen 600 mg q6h prn pain. Pt tolerated well. F/U 1 week for post-op check.',
    expect: {
      CC: 'Surgical extraction #17, referred by hygienist for recurrent pericoronitis (3 episodes this year)',
      'MED HX': 'Healthy, NKDA, takes oral contraceptive',
      RADIO: 'Pano reviewed: #17 mesioangular, partially bony impacted, roots close to IAN canal',
      CONSULT: 'Discussed risks incl. paresthesia, dry socket, infection, damage to #18',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + long buccal',
        'Full-thickness flap raised',
        'Buccal bone removed with surgical handpiece',
        'Tooth sectioned',
        '#17 delivered in 3 pieces',
        'Socket irrigated with saline and curetted',
        'Closed with 3 x 4-0 chromic gut sutures',
        'Hemostasis achieved with gauze pressure',
        'POI given verbally and in writing',
        'Rx: ibuprofen 600 mg q6h prn pain',
      ],
      'TX TODAY': ['Surgical extraction #17'],
      NOTES: 'Pt tolerated well',
      'F/U': 'F/U 1 week for post-op check',
    },
  }),

  defineCase({
    id: 'h9-22-us-asr-universal-obturation-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for completion of root canal on number three started two weeks ago no pain since no swelling medical history no changes full stop two carpules of lidocaine two percent one to one hundred k epi buccal and palatal infiltration number three full stop rubber dam on cavit and calcium hydroxide removed four canals mb one mb two db and palatal re irrigated with sodium hypochlorite and edta dried with paper points master cones fit and confirmed with a pa comma obturated number three with gutta percha and ah plus sealer warm vertical compaction full stop core built up with composite full stop final pa taken good fill to length no voids full stop next visit crown prep number three in two weeks',
    expect: {
      CC: 'Completion of root canal on #3 started 2 weeks ago. No pain since, no swelling',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal + palatal infiltration #3',
        'Rubber dam on',
        'Cavit and calcium hydroxide removed',
        '4 canals MB1, MB2, DB and palatal re-irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Master cones fit and confirmed with a PA',
        'Obturated #3 with gutta percha and AH Plus sealer',
        'Warm vertical compaction',
        'Core built up with composite',
      ],
      RADIO: 'Final PA taken, good fill to length, no voids',
      'TX TODAY': ['Obturation #3'],
      NV: ['Crown prep #3 in 2 weeks'],
    },
  }),

  defineCase({
    id: 'h9-23-us-asr-universal-crown-seat-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for crown seat on number nineteen medical history reviewed no changes full stop temporary crown removed temp cement cleaned off with a scaler and pumice full stop crown tried in mesial contact adjusted with a disc and polished margins checked with explorer and bitewing all closed full stop patient happy with the look full stop crown cemented on number nineteen with resin modified glass ionomer excess cement removed flossed contacts occlusion checked and adjusted full stop post op instructions given full stop insurance claim sent for the crown full stop recall in six months',
    expect: {
      CC: 'Crown seat on #19',
      'MED HX': 'Reviewed, no changes',
      TX: [
        'Temporary crown removed',
        'Temp cement cleaned off with a scaler and pumice',
        'Crown tried in',
        'Mesial contact adjusted with a disc and polished',
        'Margins checked with explorer and bitewing all closed',
        'Crown cemented #19 with resin modified glass ionomer',
        'Excess cement removed',
        'Flossed contacts',
        'Occlusion checked and adjusted',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown fit #19'],
      NOTES: 'Patient happy with the look. Insurance claim sent for the crown',
      'F/U': 'Recall in 6 months',
    },
  }),

  defineCase({
    id: 'h9-24-us-typed-universal-bridge-fit-12-14',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for delivery of 3-unit bridge #12-#14 (pontic #13). No sensitivity with temp. Med Hx: no changes, premed not required. Temp bridge removed, abutments cleaned with pumice. Bridge tried in. Margins closed, contacts OK, pontic contact with ridge good, shade A3 matches. Pt approved esthetics. Bridge #12-#14 cemented with RMGI (FujiCEM 2). Excess removed, floss threaders used. Occlusion adjusted in CR and excursions. OHI with Superfloss under pontic. F/U 2 weeks to check tissue.',
    expect: {
      CC: 'Delivery of 3-unit bridge #12-#14 (pontic #13). No sensitivity with temp',
      'MED HX': 'No changes, premed not required',
      TX: [
        'Temp bridge removed',
        'Abutments cleaned with pumice',
        'Bridge tried in',
        'Margins closed',
        'Contacts OK',
        'Pontic contact with ridge good',
        'Shade A3 matches',
        'Bridge #12-#14 cemented with RMGI (FujiCEM 2)',
        'Excess removed',
        'Floss threaders used',
        'Occlusion adjusted in CR and excursions',
        'OHI with Superfloss under pontic',
      ],
      'TX TODAY': ['Bridge fit #12-#14', 'OHI'],
      NOTES: 'Pt approved esthetics',
      'F/U': 'F/U 2 weeks to check tissue',
    },
  }),

  defineCase({
    id: 'h9-25-us-typed-universal-veneer-whitening-consult',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Cosmetic consult - unhappy with color and shape of upper front teeth, wedding in 6 months. Med Hx: NKDA, no meds. Non-smoker, drinks 3 coffees a day. EO: high smile line, lips symmetrical. IO: soft tissues WNL. #8 and #9 large old composites, discolored. #7 and #10 peg shaped. Mild crowding lower anteriors. Shade A3.5 overall. Photos and iTero scan taken. Options discussed: 1) in-office + take-home whitening then composite bonding #7-#10, 2) whitening then porcelain veneers #7-#10, 3) clear aligners first. Risks of veneers: irreversible enamel removal, sensitivity, chipping, replacement in 10-15 yrs. Fees: whitening $650, veneers $1,400 per tooth, not covered by insurance. Pt leaning towards whitening and veneers, will decide after talking to her fiancé. Consent for whitening signed. NV: impressions for whitening trays, in-office whitening.',
    expect: {
      CC: 'Cosmetic consult, unhappy with color and shape of upper front teeth, wedding in 6 months',
      'MED HX': 'NKDA, no meds. Non-smoker, drinks 3 coffees a day',
      EXTRA: 'High smile line, lips symmetrical',
      INTRA: 'Soft tissues WNL. Mild crowding lower anteriors. Shade A3.5 overall',
      DENTAL: [
        ['8', 'Large old composites, discolored'],
        ['9', 'Large old composites, discolored'],
        ['7', 'Peg shaped'],
        ['10', 'Peg shaped'],
      ],
      TX: ['Photos and iTero scan taken'],
      CONSULT:
        'Options discussed: 1) in-office + take-home whitening then composite bonding #7-#10, 2) whitening then porcelain veneers #7-#10, 3) clear aligners first. Risks of veneers: irreversible enamel removal, sensitivity, chipping, replacement in 10-15 yrs. Fees: whitening $650, veneers $1,400 per tooth, not covered by insurance. Pt leaning towards whitening and veneers, will decide after talking to her fiancé',
      CONSENT: 'Consent for whitening signed',
      NV: ['Impressions for whitening trays', 'In-office whitening'],
    },
  }),

  defineCase({
    id: 'h9-26-us-asr-universal-perio-maintenance-arestin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for three month recall maintenance had srp last year doing much better medical history type two diabetes last a one c six point nine takes metformin full stop full probing done mostly two to three millimeters four millimeter pockets distal of number two and mesial of number fifteen bleeding on probing about ten percent no mobility comma psr three two three two two two full stop plaque mainly lingual of the lower anteriors full stop periodontal maintenance with cavitron and hand scaling all quadrants then polished uh arestin placed in both four millimeter sites full stop oral hygiene instructions given with a water flosser full stop diagnosis periodontitis stage two grade b stable full stop next visit periodontal maintenance in three months',
    expect: {
      CC: '3 month recall maintenance. Had SRP last year, doing much better',
      'MED HX': 'Type 2 diabetes, last A1c 6.9, takes metformin',
      PERIO:
        'Full probing done, mostly 2 to 3 mm, 4 mm pockets distal of #2 and mesial of #15, bleeding on probing about 10%, no mobility. PSR 3 2 3 / 2 2 2. Plaque mainly lingual of the lower anteriors',
      TX: [
        'Periodontal maintenance with Cavitron and hand scaling all quadrants',
        'Polished',
        'Arestin placed in both 4 mm sites',
        'Oral hygiene instructions given with a water flosser',
      ],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      DX: ['Periodontitis stage 2 grade B stable'],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),

  defineCase({
    id: 'h9-27-us-typed-universal-srp-two-quads-remove-step',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP UR and LR quads as planned. Med Hx: HTN - amlodipine, BP today 138/84. NKDA. Perio: 5-7 mm pockets UR and LR, heavy subgingival calculus, BOP 40%. Consent reviewed and signed. LA: 2 carpules articaine 4% 1:100,000 epi, buccal + palatal infiltration UR; 1 carpule lidocaine 2% 1:100,000 epi, IANB right. SRP UR and LR with ultrasonic and Gracey curettes. Irrigated with chlorhexidine. Arestin placed #3 MB and #30 DL. OHI with interdental brushes. Pt tolerated well, a bit sore after. Rx: chlorhexidine 0.12% rinse bid x 2 wks. NV: SRP UL and LL quads in 1 wk. Perio re-eval 6 wks after.',
    appends: ['Remove irrigated with chlorhexidine.'],
    expect: {
      CC: 'SRP UR and LR quads as planned',
      'MED HX': 'HTN - amlodipine, BP today 138/84. NKDA',
      PERIO: '5-7 mm pockets UR and LR, heavy subgingival calculus, BOP 40%',
      CONSENT: 'Consent reviewed and signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal + palatal infiltration UR',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR and LR with ultrasonic and Gracey curettes',
        'Arestin placed #3 MB and #30 DL',
        'OHI with interdental brushes',
        'Rx: chlorhexidine 0.12% rinse bid x 2 wks',
      ],
      'TX TODAY': ['SRP UR and LR', 'OHI'],
      NOTES: 'Pt tolerated well, a bit sore after',
      NV: ['SRP UL and LL quads in 1 wk'],
      'F/U': 'Perio re-eval 6 wks after',
    },
  }),

  defineCase({
    id: 'h9-28-us-asr-universal-child-pulpotomy-ssc-k',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'five year old boy here with mom for treatment on the lower left medical history healthy no allergies full stop letter k large mesial occlusal distal caries full stop bitewing from last visit shows caries close to pulp full stop mom gave consent for pulpotomy and stainless steel crown on k full stop nitrous oxide thirty percent then topical then one carpule lidocaine two percent with one to one hundred thousand epi ianb left rubber dam on caries removed pulp exposed pulpotomy done on k hemostasis with a cotton pellet in about two minutes formocresol sorry ferric sulfate applied then chamber filled with irm uh size four stainless steel crown on k cemented with glass ionomer full stop he did really well a bit wiggly at the start full stop post op instructions given to mom about lip biting full stop next visit sealants on number nineteen and thirty in six months',
    expect: {
      CC: 'Treatment on the lower left',
      'MED HX': 'Healthy, no allergies',
      DENTAL: [['K', 'Large MOD caries']],
      RADIO: 'Bitewing from last visit shows caries close to pulp',
      CONSENT: 'Mom gave consent for pulpotomy and stainless steel crown on #K',
      TX: [
        'Nitrous oxide 30%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam on',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy done #K',
        'Hemostasis with a cotton pellet in about 2 minutes',
        'Ferric sulfate applied',
        'Chamber filled with IRM',
        'Size 4 stainless steel crown #K cemented with glass ionomer',
        'Post op instructions given to mom about lip biting',
      ],
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      NOTES: '5 year old boy here with mom. He did really well, a bit wiggly at the start',
      NV: ['Sealants #19, #30 in 6 months'],
    },
  }),

  defineCase({
    id: 'h9-29-us-asr-universal-child-sealants-varnish-primary',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old girl with dad in for six month checkup and cleaning no concerns medical history mild asthma uses albuterol as needed full stop on exam numbers three fourteen nineteen and thirty erupted caries free deep grooves uh letter a and letter j occlusal caries letter s sound full stop two bitewings taken incipient caries distal of letter i otherwise clear full stop prophy done fluoride varnish applied fissure sealants on three fourteen nineteen and thirty after etch and bond full stop she was a superstar full stop talked to dad about juice and gummies full stop next visit occlusal fillings letters a and j comma six month recall',
    expect: {
      CC: '6 month checkup and cleaning. No concerns',
      'MED HX': 'Mild asthma, uses albuterol as needed',
      DENTAL: [
        ['3', 'Erupted, caries free, deep grooves'],
        ['14', 'Erupted, caries free, deep grooves'],
        ['19', 'Erupted, caries free, deep grooves'],
        ['30', 'Erupted, caries free, deep grooves'],
        ['A', 'O caries'],
        ['J', 'O caries'],
        ['S', 'Sound'],
      ],
      RADIO: '2 bitewings taken, incipient caries distal of #I, otherwise clear',
      TX: ['Prophy done', 'Fluoride varnish applied', 'Fissure sealants #3, #14, #19, #30 after etch and bond'],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      CONSULT: 'Talked to dad about juice and gummies',
      NOTES: '7 year old girl with dad. She was a superstar',
      NV: ['O fillings #A, #J'],
      'F/U': '6 month recall',
    },
  }),

  defineCase({
    id: 'h9-30-us-asr-universal-night-guard-delivery',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for night guard delivery grinding a lot with work stress wakes up with sore jaw muscles and morning headaches medical history takes sertraline full stop extra oral masseters tender on palpation bilaterally no tmj clicking opening forty five millimeters full stop intra oral linea alba and scalloped tongue full stop wear facets on numbers six and eleven full stop hard acrylic upper night guard seated adjusted for even contacts in centric and smooth canine guidance then polished full stop instructions given on wear and cleaning and to bring it to every visit i mean every recall full stop advised jaw stretches and to cut down caffeine full stop follow up four weeks to check comfort',
    expect: {
      CC: 'Night guard delivery. Grinding a lot with work stress, wakes up with sore jaw muscles and morning headaches',
      'MED HX': 'Takes sertraline',
      EXTRA: 'Masseters tender on palpation bilaterally, no TMJ clicking, opening 45 mm',
      INTRA: 'Linea alba and scalloped tongue',
      DENTAL: [
        ['6', 'Wear facets'],
        ['11', 'Wear facets'],
      ],
      TX: [
        'Hard acrylic upper night guard seated',
        'Adjusted for even contacts in centric and smooth canine guidance',
        'Polished',
        'Instructions given on wear and cleaning and to bring it to every recall',
      ],
      'TX TODAY': ['Night guard'],
      CONSULT: 'Advised jaw stretches and to cut down caffeine',
      'F/U': 'Follow up 4 weeks to check comfort',
    },
  }),
];
