// A thirty-fifth development batch (ids ak01–ak24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a representative sample of a week at two UK
// practices, one NHS-heavy and one private, with a few US visits alongside: new patient and recall examinations with
// BPE and charting, fillings, an extraction, root canal stages (first stage, obturation, an emergency pulpectomy),
// crown prep and fit, a resin bonded bridge fit and a bridge prep, a denture try-in, hygienist and therapist visits,
// children (fissure sealants, fluoride varnish, primary teeth, an orthodontic referral), emergencies (dry socket,
// abscess with incision and drainage, fractured cusp, a crown off) and an implant consultation. Some dentists are
// terse, some thorough, some dictate the headers aloud ("presenting complaint", "medical history", "extra oral",
// "intra oral", "BPE", "charting", "radiographs", "diagnosis", "treatment options", "plan", "next visit", "recall"),
// others not at all. 18 UK (9 FDI, 9 Palmer, primary teeth by letter) and 6 US (Universal, primary teeth by letter);
// 14 recogniser-style (fillers, "sorry" / "I mean" self-corrections) and 10 typed; 48 to 162 words; two cases with
// appended dictation ("add to notes …", "change … to …", "add to treatment …", "next visit …").
//
// Judgement calls where the contract was silent:
// - "treatment options" said aloud as a header stays in CONSULT ("Treatment options discussed …"): the fields table
//   lists no dropped header words for CONSULT. Consent was only dictated as content ("consent obtained", "consent to
//   proceed with plan"), and bare "treatment" as a header was avoided ("treatment today" is in the TX list), so no
//   label depends on whether a bare "consent" / "treatment" header word drops.
// - A BPE / PSR keeps its name ("BPE 2 2 2 2 2 2"); spoken sextants are written as six digits, typed ones as typed.
// - A single surface in a radiograph report stays a word ("36 mesial caries into dentine"): rule 4 abbreviates a
//   single surface only in DENTAL conditions and list items.
// - Pockets, bleeding and gingivitis at named teeth are PERIO, and those teeth make no DENTAL entry (rule 7 and the
//   DENTAL row: not from perio findings).
// - A tooth finding of several words in one clause ("tender to percussion with large MOD composite", "retained and
//   mobile") is one DENTAL entry; no case has two separate findings dictated for one tooth.
// - "Therapist appointment …" / "Hygienist appointment" are the reason for attending and stay in CC; who came with a
//   child ("mum present", "dad present", "daughter present") is NOTES.
// - ak10: CC "scale and polish" with TX only "supra and subgingival scaling", "polished", "OHI given" → titles
//   "Scale and polish", "OHI", as in the contract's own example.
// - ak13: a dry socket irrigated and dressed with Alvogyl has no title (socket irrigation is excluded, Alvogyl is not
//   in the table), and the CC says the extraction was done before, so TX TODAY is empty. The socket is said without
//   its tooth, so it is INTRA.
// - ak09: a wax try-in (and shade, mould, freeway space) has no title, and the CC names no procedure of the table.
// - ak05: first-stage root canal with no titled step today (canals located, prepared, irrigated, calcium hydroxide)
//   takes "RCT 46" from the CC; the CC says the extirpation, not the root canal, was done before.
// - ak08: the resin bonded bridge is titled with the abutment said in the cementation step ("Bridge fit UL3"); the
//   pontic tooth is said only in the CC and the advice.
// - ak24: "seat bridge" in the next visit is written with the table's name ("Bridge fit #3-#5 in 2 weeks"), as the
//   contract says the same names are used in NV items; a "digital scan" is not titled Impressions (as ad19).
// - ak11: the glass ionomer follows "75 occlusal caries removed", so it is titled "O GIC 75" from that step; the CC's
//   "a filling on 75" gives no second title (the CC gives a filling title only when the material is no title).
// - ak21: nitrous oxide is a TX step with no title; "stainless steel crown … cemented on K" is titled "SSC #K".
// - ak16: "broke tooth upper left five" drops "tooth" before the tooth in the CC too ("Broke UL5 …", rule 3).
// - ak17, ak23: what the patient asked, added with "add to notes", is NOTES (the dentist said which field).
// - Advice, fees, NHS bands and the patient's choice are CONSULT; OHI and post-op instructions are TX steps;
//   prescriptions are TX steps; "patient happy", "child very good", "did great" are NOTES.
// - "next visit six month recall" is NV (as ad24 in more28); "recall …" said on its own is F/U.
import { defineCase, type NotesCase } from '../case.ts';

export const more35Cases: NotesCase[] = [
  defineCase({
    id: 'ak01-uk-asr-nhs-new-patient-exam-headers-bpe-charting',
    style: 'UK',
    asr: true,
    transcript:
      'okay um new patient examination presenting complaint sensitivity lower left when drinking cold for about a month medical history asthma uses brown and blue inhalers allergic to penicillin non smoker drinks about ten units a week extra oral no abnormalities detected lymph nodes not palpable intra oral soft tissues healthy tongue and floor of mouth normal bpe two two two two two two charting eighteen twenty eight thirty eight and forty eight missing thirty six mesial occlusal amalgam with recurrent caries thirty five buccal cervical abrasion forty six fissure sealed radiographs bitewings taken left and right thirty six mesial caries into dentine close to the old restoration no other caries grade one diagnosis recurrent caries thirty six generalised plaque induced gingivitis treatment options discussed mesial occlusal composite or amalgam on thirty six patient prefers white filling nhs band two charge explained plan mesial occlusal composite thirty six scale and polish next visit mesial occlusal composite thirty six under la recall nine months',
    expect: {
      CC: 'New patient examination. Sensitivity lower left when drinking cold for about a month',
      'MED HX': 'Asthma uses brown and blue inhalers. Allergic to penicillin. Non smoker. Drinks about 10 units a week',
      EXTRA: 'No abnormalities detected. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth normal',
      PERIO: 'BPE 2 2 2 2 2 2',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['36', 'MO amalgam with recurrent caries'],
        ['35', 'B cervical abrasion'],
        ['46', 'Fissure sealed'],
      ],
      RADIO:
        'Bitewings taken left and right. 36 mesial caries into dentine close to the old restoration. No other caries. Grade 1',
      DX: ['Recurrent caries 36', 'Generalised plaque induced gingivitis'],
      CONSULT:
        'Treatment options discussed MO composite or amalgam on 36. Patient prefers white filling. NHS band 2 charge explained',
      'TX PLAN': ['MO composite 36', 'Scale and polish'],
      NV: ['MO composite 36 under LA'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ak02-uk-asr-palmer-terse-recall-scale-polish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um six month check no complaints mh no changes still on amlodipine bpe one one one one two one soft tissues nad lower left six mod amalgam sound er upper right seven small buccal pit caries no radiographs due scale and polish done ohi given with interdental brushes recall six months',
    expect: {
      CC: '6 month check. No complaints',
      'MED HX': 'No changes. Still on amlodipine',
      PERIO: 'BPE 1 1 1 1 2 1',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['LL6', 'MOD amalgam sound'],
        ['UR7', 'Small B pit caries'],
      ],
      RADIO: 'No radiographs due',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI given with interdental brushes'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ak03-uk-typed-private-mod-composite-25-replacing-amalgam',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for filling 25. MH: no changes, takes levothyroxine. O/E 25 MOD amalgam failing with distal caries. Discussed amalgam vs composite, patient chose composite, private fee £140 explained. Verbal consent. LA: 1 x 2.2ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25. Rubber dam. Old amalgam removed. Caries removed to sound dentine. Sectional matrix with Garrison ring. Bonded with Optibond FL. 25 MOD composite placed in layers, shade A3. Occlusion checked, polished. Patient happy. NV: S&P with hygienist. Recall 6 months.',
    expect: {
      CC: 'Filling 25',
      'MED HX': 'No changes, takes levothyroxine',
      DENTAL: [['25', 'MOD amalgam failing with D caries']],
      CONSULT: 'Discussed amalgam vs composite, patient chose composite, private fee £140 explained',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MOD composite 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Rubber dam',
        'Old amalgam removed',
        'Caries removed to sound dentine',
        'Sectional matrix with Garrison ring',
        'Bonded with Optibond FL',
        '25 MOD composite placed in layers',
        'Shade A3',
        'Occlusion checked',
        'Polished',
      ],
      NOTES: 'Patient happy',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ak04-uk-asr-palmer-extraction-lr7-aspirin-bp',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for extraction lower right seven broke down over the weekend not painful medical history on aspirin seventy five milligrams and ramipril for blood pressure blood pressure today one forty two over eighty eight lower right seven grossly broken down unrestorable explained risks pain swelling bleeding and possible root fracture um consent form signed la two cartridges lignocaine two percent one in eighty thousand adrenaline id block right and long buccal sorry buccal infiltration lower right seven extracted with luxator and lower molar forceps er all roots out surgicel placed in socket haemostasis achieved post op instructions given verbally and written patient tolerated well review if problems',
    expect: {
      CC: 'Extraction LR7 broke down over the weekend. Not painful',
      'MED HX': 'On aspirin 75 mg and ramipril for blood pressure. Blood pressure today 142/88',
      DENTAL: [['LR7', 'Grossly broken down unrestorable']],
      CONSULT: 'Explained risks pain swelling bleeding and possible root fracture',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction LR7'],
      TX: [
        'LA: 2 cartridges lignocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        'LR7 extracted with luxator and lower molar forceps',
        'All roots out',
        'Surgicel placed in socket',
        'Haemostasis achieved',
        'Post-op instructions given verbally and written',
      ],
      NOTES: 'Patient tolerated well',
      'F/U': 'Review if problems',
    },
  }),
  defineCase({
    id: 'ak05-uk-asr-rct-first-stage-46-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for first stage root canal treatment on forty six following extirpation last week by a colleague symptoms settled medical history no changes la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right rubber dam placed ledermix dressing removed four canals located um working lengths taken with apex locator canals prepared with protaper gold to f two canals irrigated with three percent sodium hypochlorite non setting calcium hydroxide placed sponge and cavit nhs band three explained next visit obturation forty six in three weeks',
    expect: {
      CC: 'First stage root canal treatment on 46 following extirpation last week by a colleague. Symptoms settled',
      'MED HX': 'No changes',
      CONSULT: 'NHS band 3 explained',
      'TX TODAY': ['RCT 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam placed',
        'Ledermix dressing removed',
        '4 canals located',
        'Working lengths taken with apex locator',
        'Canals prepared with ProTaper Gold to F2',
        'Canals irrigated with 3% sodium hypochlorite',
        'Non setting calcium hydroxide placed',
        'Sponge and Cavit',
      ],
      NV: ['Obturation 46 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ak06-uk-typed-palmer-obturation-ur4-postop-pa-crown-options',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for completion of RCT UR4. Asymptomatic since last visit, temporary intact. MH: no changes. LA: 1 x 2.2ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR4. Rubber dam. Cavit and CaOH removed. 2 canals (B and P) irrigated with 3% NaOCl, final rinse 17% EDTA. Dried with paper points. UR4 obturated with GP and AH Plus, cold lateral condensation. Coronal seal with Vitrebond, GIC core. Post-op PA: obturation satisfactory, no voids. Discussed need for cuspal coverage, crown UR4 private £580 or NHS band 3. Patient to decide. NV: crown prep UR4.',
    expect: {
      CC: 'Completion of RCT UR4. Asymptomatic since last visit, temporary intact',
      'MED HX': 'No changes',
      RADIO: 'Post-op PA: obturation satisfactory, no voids',
      CONSULT: 'Discussed need for cuspal coverage, crown UR4 private £580 or NHS band 3. Patient to decide',
      'TX TODAY': ['Obturation UR4'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR4',
        'Rubber dam',
        'Cavit and CaOH removed',
        '2 canals (B and P) irrigated with 3% NaOCl',
        'Final rinse 17% EDTA',
        'Dried with paper points',
        'UR4 obturated with GP and AH Plus',
        'Cold lateral condensation',
        'Coronal seal with Vitrebond',
        'GIC core',
      ],
      NV: ['Crown prep UR4'],
    },
  }),
  defineCase({
    id: 'ak07-uk-asr-private-crown-prep-26-emax-fee-correction',
    style: 'UK',
    asr: true,
    transcript:
      'right patient attended for crown preparation on sixteen sorry twenty six medical history no changes discussed options gold versus emax crown patient chose emax fee six hundred and twenty pounds um consent obtained la two point two mls articaine four percent one in one hundred thousand adrenaline buccal infiltration twenty six old amalgam core retained crown prep twenty six for emax with shoulder margins retraction cord placed impressions taken with aquasil upper and alginate lower bite registration with blu mousse er shade a three point five temporary crown made with protemp cemented with temp bond next visit crown fit twenty six in two weeks',
    expect: {
      CC: 'Crown preparation on 26',
      'MED HX': 'No changes',
      CONSULT: 'Discussed options gold versus emax crown. Patient chose emax. Fee £620',
      CONSENT: 'Consent obtained',
      'TX TODAY': ['Crown prep 26', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'Old amalgam core retained',
        'Crown prep 26 for emax with shoulder margins',
        'Retraction cord placed',
        'Impressions taken with Aquasil upper and alginate lower',
        'Bite registration with Blu Mousse',
        'Shade A3.5',
        'Temporary crown made with Protemp',
        'Cemented with Temp Bond',
      ],
      NV: ['Crown fit 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ak08-uk-typed-palmer-resin-bonded-bridge-fit-ul3',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for fit of resin bonded bridge to replace UL2. MH: fit and well. Temporary denture removed. Bridge tried in, fit and shade good, patient happy with appearance. Rubber dam. UL3 palatal surface sandblasted and etched. Bridge cemented on UL3 with Panavia V5. Excess cement removed with floss. Occlusion checked in ICP and excursions, no contact on pontic in protrusion. OHI given, Superfloss under pontic demonstrated. Advised to avoid biting hard foods on UL2. Review 2 weeks. Recall 6 months.',
    expect: {
      CC: 'Fit of resin bonded bridge to replace UL2',
      'MED HX': 'Fit and well',
      CONSULT: 'Advised to avoid biting hard foods on UL2',
      'TX TODAY': ['Bridge fit UL3', 'OHI'],
      TX: [
        'Temporary denture removed',
        'Bridge tried in',
        'Fit and shade good',
        'Rubber dam',
        'UL3 palatal surface sandblasted and etched',
        'Bridge cemented UL3 with Panavia V5',
        'Excess cement removed with floss',
        'Occlusion checked in ICP and excursions',
        'No contact on pontic in protrusion',
        'OHI given',
        'Superfloss under pontic demonstrated',
      ],
      NOTES: 'Patient happy with appearance',
      'F/U': 'Review 2 weeks. Recall 6 months',
    },
  }),
  defineCase({
    id: 'ak09-uk-typed-complete-denture-try-in-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for try-in of upper and lower complete dentures. Daughter present. MH: type 2 diabetes, diet controlled. Wax try-in upper and lower. Occlusal vertical dimension checked, freeway space 3mm. Centre line and smile line good. Shade A3, mould as before. Patient happy with appearance. Discussed implant retained lower overdenture, patient not interested due to cost. NV: denture fit in 2 weeks.',
    expect: {
      CC: 'Try-in of upper and lower complete dentures',
      'MED HX': 'Type 2 diabetes, diet controlled',
      CONSULT: 'Discussed implant retained lower overdenture, patient not interested due to cost',
      TX: [
        'Wax try-in upper and lower',
        'Occlusal vertical dimension checked',
        'Freeway space 3 mm',
        'Centre line and smile line good',
        'Shade A3',
        'Mould as before',
      ],
      NOTES: 'Daughter present. Patient happy with appearance',
      NV: ['Denture fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ak10-uk-asr-palmer-hygienist-scale-polish-smoker-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'hygienist appointment patient attended for scale and polish um medical history no changes smokes fifteen a day bpe three two three three two three bleeding on probing generalised pockets four to five millimetres upper right six and lower left seven gingivitis upper and lower anteriors supra and subgingival scaling with cavitron and hand instruments er polished ohi given tepe brushes size two and three shown for interdental cleaning smoking cessation advice given patient not ready to quit next visit hygienist three months for rsd',
    expect: {
      CC: 'Hygienist appointment. Scale and polish',
      'MED HX': 'No changes. Smokes 15 a day',
      PERIO:
        'BPE 3 2 3 3 2 3. Bleeding on probing generalised. Pockets 4 to 5 mm UR6 and LL7. Gingivitis upper and lower anteriors',
      CONSULT: 'Smoking cessation advice given. Patient not ready to quit',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Supra and subgingival scaling with Cavitron and hand instruments',
        'Polished',
        'OHI given',
        'TePe brushes size 2 and 3 shown for interdental cleaning',
      ],
      NV: ['Hygienist 3 months for RSD'],
    },
  }),
  defineCase({
    id: 'ak11-uk-asr-therapist-child-gic-75-fissure-sealants-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'therapist appointment for fissure sealants and a filling on seventy five mum present medical history fit and well no allergies er thirty six and forty six fully erupted caries free seventy five occlusal caries treatment today no la seventy five occlusal caries removed with hand excavator sorry with slow handpiece glass ionomer placed thirty six and forty six fissure sealants placed with cotton roll isolation duraphat varnish applied diet advice given to mum child very good next visit fissure sealants sixteen and twenty six recall three months',
    expect: {
      CC: 'Therapist appointment for fissure sealants and a filling on 75',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['36', 'Fully erupted caries free'],
        ['46', 'Fully erupted caries free'],
        ['75', 'O caries'],
      ],
      CONSULT: 'Diet advice given to mum',
      'TX TODAY': ['O GIC 75', 'Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: [
        'No LA',
        '75 O caries removed with slow handpiece',
        'Glass ionomer placed',
        '36, 46 fissure sealants placed with cotton roll isolation',
        'Duraphat varnish applied',
      ],
      NOTES: 'Mum present. Child very good',
      NV: ['Fissure sealants 16, 26'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ak12-uk-asr-palmer-child-exam-primary-teeth-ortho-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um routine check no complaints dad present medical history fit and well extra oral nad intra oral soft tissues healthy oral hygiene fair plaque on lower incisors crowding upper and lower arches charting upper right e and lower left e retained and mobile upper right five and lower left five erupting upper right three buccally placed bpe one one one one one one bitewings taken both sides no caries fluoride varnish applied ohi given to patient and dad discussed orthodontic treatment dad keen for referral plan refer to orthodontist for assessment recall six months',
    expect: {
      CC: 'Routine check. No complaints',
      'MED HX': 'Fit and well',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Oral hygiene fair plaque on lower incisors. Crowding upper and lower arches',
      DENTAL: [
        ['URE', 'Retained and mobile'],
        ['LLE', 'Retained and mobile'],
        ['UR5', 'Erupting'],
        ['LL5', 'Erupting'],
        ['UR3', 'Buccally placed'],
      ],
      PERIO: 'BPE 1 1 1 1 1 1',
      RADIO: 'Bitewings taken both sides. No caries',
      CONSULT: 'Discussed orthodontic treatment. Dad keen for referral',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied', 'OHI given to patient and dad'],
      'TX PLAN': ['Refer to orthodontist for assessment'],
      NOTES: 'Dad present',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ak13-uk-asr-terse-dry-socket-38-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'emergency pain after extraction of thirty eight four days ago getting worse not sleeping medical history no changes smoker socket empty no clot food debris present diagnosis dry socket no la socket irrigated with warm saline alvogyl placed advised no smoking hot salt water mouthwash ibuprofen and paracetamol review two days if no better',
    expect: {
      CC: 'Emergency. Pain after extraction of 38 4 days ago getting worse. Not sleeping',
      'MED HX': 'No changes. Smoker',
      INTRA: 'Socket empty. No clot. Food debris present',
      DX: ['Dry socket'],
      CONSULT: 'Advised no smoking hot salt water mouthwash ibuprofen and paracetamol',
      TX: ['No LA', 'Socket irrigated with warm saline', 'Alvogyl placed'],
      'F/U': 'Review 2 days if no better',
    },
  }),
  defineCase({
    id: 'ak14-uk-typed-palmer-headers-abscess-ur6-incision-drainage',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O swelling upper right since yesterday, throbbing pain UR6, bad taste. MH: penicillin allergy (rash), asthma. EO: slight swelling right cheek, no trismus, temp 37.2. IO: fluctuant buccal swelling adjacent to UR6. UR6 very tender to percussion with large DO amalgam. Radiographs: PA UR6 periapical radiolucency on MB root. Dx: acute apical abscess UR6. Discussed options RCT or XLA, pt wants RCT if possible. Verbal consent obtained. Tx today: LA 2.2ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6. Incision and drainage of buccal swelling, pus drained. Access cavity UR6, canals irrigated with NaOCl, Ledermix and Cavit placed. Rx metronidazole 400mg tds 5/7. NV: RCT UR6 in 1 week.',
    expect: {
      CC: 'Swelling upper right since yesterday, throbbing pain UR6, bad taste',
      'MED HX': 'Penicillin allergy (rash), asthma',
      EXTRA: 'Slight swelling right cheek, no trismus, temp 37.2',
      INTRA: 'Fluctuant buccal swelling adjacent to UR6',
      DENTAL: [['UR6', 'Very tender to percussion with large DO amalgam']],
      RADIO: 'PA UR6 periapical radiolucency on MB root',
      DX: ['Acute apical abscess UR6'],
      CONSULT: 'Discussed options RCT or XLA, pt wants RCT if possible',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6',
        'Incision and drainage of buccal swelling',
        'Pus drained',
        'Access cavity UR6',
        'Canals irrigated with NaOCl',
        'Ledermix and Cavit placed',
        'Rx metronidazole 400 mg tds 5 days',
      ],
      NV: ['RCT UR6 in 1 week'],
    },
  }),
  defineCase({
    id: 'ak15-uk-typed-private-implant-consultation-36-options-fees',
    style: 'UK',
    asr: false,
    transcript:
      'Consultation re missing 36, extracted 2 years ago, food trapping and wants to replace it. MH: fit and well, non smoker. 36 missing, 37 tilted mesially, 35 sound. Good OH. BPE 1 1 1 / 1 1 1. OPG: adequate bone height above ID canal, no pathology. Options discussed: implant retained crown, bridge 35-37, partial denture, or leave space. Risks of implant explained including nerve damage and failure. Fees: implant and crown £2,450, CBCT £250. Patient would like to go ahead with implant. Written treatment plan and estimate given. Plan: CBCT then implant placement 36. NV: CBCT scan.',
    expect: {
      CC: 'Consultation re missing 36, extracted 2 years ago, food trapping and wants to replace it',
      'MED HX': 'Fit and well, non smoker',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Tilted mesially'],
        ['35', 'Sound'],
      ],
      INTRA: 'Good OH',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'OPG: adequate bone height above ID canal, no pathology',
      CONSULT:
        'Options discussed: implant retained crown, bridge 35-37, partial denture, or leave space. Risks of implant explained including nerve damage and failure. Fees: implant and crown £2,450, CBCT £250. Patient would like to go ahead with implant. Written treatment plan and estimate given',
      'TX PLAN': ['CBCT', 'Implant placement 36'],
      NV: ['CBCT scan'],
    },
  }),
  defineCase({
    id: 'ak16-uk-asr-palmer-terse-fractured-cusp-ul5-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency broke tooth upper left five eating crisps last night sharp on tongue no pain mh no changes upper left five fractured palatal cusp no la sharp edges smoothed temporary dressing with gic placed on upper left five um advised crown or large filling nv onlay or crown upper left five',
    expect: {
      CC: 'Emergency. Broke UL5 eating crisps last night. Sharp on tongue. No pain',
      'MED HX': 'No changes',
      DENTAL: [['UL5', 'Fractured P cusp', 'P cusp']],
      CONSULT: 'Advised crown or large filling',
      'TX TODAY': ['Temporary dressing UL5'],
      TX: ['No LA', 'Sharp edges smoothed', 'Temporary dressing with GIC placed UL5'],
      NV: ['Onlay or crown UL5'],
    },
  }),
  defineCase({
    id: 'ak17-uk-typed-appends-crown-fit-21-notes-recall-change',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for crown fit 21. MH: no changes. Temp crown removed, prep cleaned with chlorhexidine. Emax crown tried in, fit and shade good. Rubber dam. Crown cemented on 21 with Variolink Esthetic. Excess removed, floss through contacts. Occlusion checked in ICP and protrusion. Patient delighted. Recall 6 months.',
    appends: [
      'Add to notes patient asked about whitening lower teeth, to discuss at recall. Change recall 6 months to 9 months.',
      'Next visit hygienist scale and polish.',
    ],
    expect: {
      CC: 'Crown fit 21',
      'MED HX': 'No changes',
      'TX TODAY': ['Crown fit 21'],
      TX: [
        'Temp crown removed',
        'Prep cleaned with chlorhexidine',
        'Emax crown tried in',
        'Fit and shade good',
        'Rubber dam',
        'Crown cemented 21 with Variolink Esthetic',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked in ICP and protrusion',
      ],
      NOTES: 'Patient delighted. Patient asked about whitening lower teeth, to discuss at recall',
      NV: ['Hygienist scale and polish'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ak18-uk-asr-palmer-private-new-patient-headers-whitening-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'new patient examination um presenting complaint wants a check up and is unhappy with the colour of her front teeth medical history hypothyroidism on levothyroxine no allergies non smoker social drinker extra oral tmj no clicking no tenderness lymph nodes nad intra oral soft tissues nad mild linea alba bpe one two one two two one charting upper right six mod amalgam upper left one composite discoloured lower left six crown lower right seven occlusal caries sorry distal occlusal caries radiographs bitewings both sides grade one lower right seven distal caries into dentine diagnosis caries lower right seven extrinsic staining treatment options discussed whitening before replacing upper left one composite distal occlusal composite lower right seven fee quoted one hundred and sixty pounds consent to proceed with plan plan distal occlusal composite lower right seven home whitening then replace composite upper left one next visit distal occlusal composite lower right seven recall six months',
    expect: {
      CC: 'New patient examination. Wants a check up and is unhappy with the colour of her front teeth',
      'MED HX': 'Hypothyroidism on levothyroxine. No allergies. Non smoker. Social drinker',
      EXTRA: 'TMJ no clicking no tenderness. Lymph nodes NAD',
      INTRA: 'Soft tissues NAD. Mild linea alba',
      PERIO: 'BPE 1 2 1 2 2 1',
      DENTAL: [
        ['UR6', 'MOD amalgam'],
        ['UL1', 'Composite discoloured'],
        ['LL6', 'Crown'],
        ['LR7', 'DO caries'],
      ],
      RADIO: 'Bitewings both sides. Grade 1. LR7 distal caries into dentine',
      DX: ['Caries LR7', 'Extrinsic staining'],
      CONSULT:
        'Treatment options discussed whitening before replacing UL1 composite. DO composite LR7 fee quoted £160',
      CONSENT: 'Consent to proceed with plan',
      'TX PLAN': ['DO composite LR7', 'Home whitening', 'Replace composite UL1'],
      NV: ['DO composite LR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ak19-us-asr-periodic-exam-prophy-bwx-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for periodic exam and prophy no concerns medical history no changes takes lisinopril and metformin blood pressure one twenty eight over seventy nine uh bitewings taken four films no interproximal decay psr two two two two two two light plaque and calculus lower anteriors number three occlusal amalgam intact number nineteen crown margins intact number thirty mesial occlusal incipient caries watch prophy completed with cavitron and polish oral hygiene instructions reviewed fluoride varnish applied next visit six month recall',
    expect: {
      CC: 'Periodic exam and prophy. No concerns',
      'MED HX': 'No changes. Takes lisinopril and metformin. Blood pressure 128/79',
      RADIO: 'Bitewings taken 4 films. No interproximal decay',
      PERIO: 'PSR 2 2 2 2 2 2. Light plaque and calculus lower anteriors',
      DENTAL: [
        ['3', 'O amalgam intact'],
        ['19', 'Crown margins intact'],
        ['30', 'MO incipient caries watch'],
      ],
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy completed with Cavitron and polish',
        'Oral hygiene instructions reviewed',
        'Fluoride varnish applied',
      ],
      NV: ['6 month recall'],
    },
  }),
  defineCase({
    id: 'ak20-us-typed-emergency-pulpectomy-30-fees',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt presents with severe pain lower right, lingering to cold, woke up last night. Med hx: NKDA, no meds. #30 tender to percussion with large MOD composite. PA #30: deep restoration close to pulp, widened PDL. Dx: symptomatic irreversible pulpitis #30, symptomatic apical periodontitis. Discussed RCT and crown vs extraction; pt chose RCT. Fee for RCT $1,150 and crown $1,350 discussed. Consent signed. 2 carpules lidocaine 2% 1:100,000 epi, right IANB + buccal infiltration. Rubber dam. Pulpectomy #30, 3 canals located, canals irrigated with 6% NaOCl, CaOH placed, Cavit. Rx ibuprofen 600mg q6h. Next visit: complete RCT #30 in 2 weeks.',
    expect: {
      CC: 'Emergency. Severe pain lower right, lingering to cold, woke up last night',
      'MED HX': 'NKDA, no meds',
      DENTAL: [['30', 'Tender to percussion with large MOD composite']],
      RADIO: 'PA #30: deep restoration close to pulp, widened PDL',
      DX: ['Symptomatic irreversible pulpitis #30', 'Symptomatic apical periodontitis'],
      CONSULT: 'Discussed RCT and crown vs extraction; pt chose RCT. Fee for RCT $1,150 and crown $1,350 discussed',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Rubber dam',
        'Pulpectomy #30',
        '3 canals located',
        'Canals irrigated with 6% NaOCl',
        'CaOH placed',
        'Cavit',
        'Rx ibuprofen 600 mg q6h',
      ],
      NV: ['Complete RCT #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ak21-us-asr-child-pulpotomy-ssc-k-sealant-19-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for pulpotomy and crown on number k mom present medical history healthy no allergies nitrous oxide fifty percent one carpule lidocaine two percent with one to one hundred thousand epi left ianb rubber dam placed number k deep distal occlusal caries removed pulp exposure pulpotomy on k with ferric sulfate i mean with mta stainless steel crown size four cemented on k with fuji then fissure sealant on number nineteen patient did great prize from treasure box next visit distal occlusal composite on l',
    expect: {
      CC: 'Pulpotomy and crown on #K',
      'MED HX': 'Healthy. No allergies',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'Fissure sealant #19'],
      TX: [
        'Nitrous oxide 50%',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        '#K deep DO caries removed',
        'Pulp exposure',
        'Pulpotomy #K with MTA',
        'Stainless steel crown size 4 cemented #K with Fuji',
        'Fissure sealant #19',
      ],
      NOTES: 'Mom present. Patient did great. Prize from treasure box',
      NV: ['DO composite #L'],
    },
  }),
  defineCase({
    id: 'ak22-us-typed-comprehensive-exam-headers-perio-charting',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient comprehensive exam. CC: gums bleed when brushing for several months. Med hx: type 2 diabetes (A1c 7.8), metformin, atorvastatin. Allergies: sulfa. Former smoker, quit 5 years ago. EO: no lymphadenopathy, TMJ WNL. IO: no lesions, tongue and FOM WNL. Perio: PSR 3 3 3 / 3 4 3, BOP generalized, 5-6 mm pockets #2, #15, #18. FMX taken: generalized horizontal bone loss 20-30%. Charting: #1, #16, #17, #32 missing. #14 MO composite with recurrent decay. #19 PFM crown open distal margin. Dx: generalized stage III grade B periodontitis; recurrent caries #14. Tx plan: SRP all 4 quadrants, then perio re-eval at 6 weeks, MO composite #14, crown #19. Discussed link between diabetes and gum disease. Next visit: SRP upper right and lower right.',
    expect: {
      CC: 'New patient comprehensive exam. Gums bleed when brushing for several months',
      'MED HX':
        'Type 2 diabetes (A1c 7.8), metformin, atorvastatin. Allergies: sulfa. Former smoker, quit 5 years ago',
      EXTRA: 'No lymphadenopathy, TMJ WNL',
      INTRA: 'No lesions, tongue and FOM WNL',
      PERIO: 'PSR 3 3 3 / 3 4 3, BOP generalized, 5-6 mm pockets #2, #15, #18',
      RADIO: 'FMX taken: generalized horizontal bone loss 20-30%',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['14', 'MO composite with recurrent decay'],
        ['19', 'PFM crown open D margin'],
      ],
      DX: ['Generalized stage III grade B periodontitis', 'Recurrent caries #14'],
      CONSULT: 'Discussed link between diabetes and gum disease',
      'TX PLAN': ['SRP all 4 quadrants', 'Perio re-eval at 6 weeks', 'MO composite #14', 'Crown #19'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'ak23-us-asr-appends-crown-recement-8-eliquis',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents with crown came off number eight last night while eating no pain medical history no changes on eliquis number eight core intact no decay pa shows no periapical pathology crown and tooth cleaned crown recemented on eight with relyx unicem excess cement removed occlusion checked patient advised to avoid biting into hard food with front teeth recall in three months',
    appends: [
      'add to treatment floss through contacts',
      'change three months to six months add to notes patient asked about whitening before any new crown',
    ],
    expect: {
      CC: 'Crown came off #8 last night while eating. No pain',
      'MED HX': 'No changes. On Eliquis',
      DENTAL: [['8', 'Core intact no decay']],
      RADIO: 'PA shows no periapical pathology',
      CONSULT: 'Patient advised to avoid biting into hard food with front teeth',
      'TX TODAY': ['Crown recement #8'],
      TX: [
        'Crown and tooth cleaned',
        'Crown recemented #8 with RelyX Unicem',
        'Excess cement removed',
        'Occlusion checked',
        'Floss through contacts',
      ],
      NOTES: 'Patient asked about whitening before any new crown',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'ak24-us-typed-bridge-prep-3-5-temporary-bridge-seat-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for bridge prep #3-#5 (#4 pontic). Med hx: no changes, NKDA. Reviewed treatment plan and fee $3,600; pt agreed, consent signed. 2 carpules articaine 4% 1:100,000 epi, buccal infiltration #3 and #5. Old amalgam #3 removed, core buildup with MultiCore. Bridge prep on #3 and #5. Retraction cord placed. Digital scan with iTero. Bite registration. Shade A2 with pt in natural light. Temporary bridge fabricated with Luxatemp, cemented with TempBond NE. Occlusion adjusted. Post-op instructions given. Pt advised to use Superfloss under temp. Next visit: seat bridge #3-#5 in 2 weeks.',
    expect: {
      CC: 'Bridge prep #3-#5 (#4 pontic)',
      'MED HX': 'No changes, NKDA',
      CONSULT: 'Reviewed treatment plan and fee $3,600; pt agreed. Pt advised to use Superfloss under temp',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Bridge prep #3, #5', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #5',
        'Old amalgam #3 removed',
        'Core buildup with MultiCore',
        'Bridge prep #3, #5',
        'Retraction cord placed',
        'Digital scan with iTero',
        'Bite registration',
        'Shade A2 with pt in natural light',
        'Temporary bridge fabricated with Luxatemp',
        'Cemented with TempBond NE',
        'Occlusion adjusted',
        'Post-op instructions given',
      ],
      NV: ['Bridge fit #3-#5 in 2 weeks'],
    },
  }),
];
