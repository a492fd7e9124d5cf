// The seventh held-out split (ids h7-01–h7-30), written blind from the corpus README's contract by a helper that had
// not seen the engine or any other held-out split; it is scored by aggregate only and no engine rule is written from it.
// It is a sample of what dentists dictate at the end of an appointment in one UK and one US practice: recall and new
// patient exams with charting and radiograph reports, emergencies (abscess, irreversible pulpitis, dry socket, trauma,
// a lost crown), fillings, simple and surgical extractions, root canal first stages and obturation, a crown prep and
// crown fit, RSD / SRP and periodontal maintenance, children's visits (primary teeth by letter in Palmer and
// Universal, a pulpotomy with a stainless steel crown), denture stages (primary impressions, try-in, fit), a night
// guard, a whitening consult and an implant consultation with options, consent and quotes. UK and US (15 each); FDI,
// Universal and Palmer (UK Palmer in four cases, "upper right eight" said in words in an FDI case); 18 recogniser-style
// (fillers, "sorry" / "I mean" / "no wait" self-corrections, "full stop" dictated) and 12 typed; about 35 to 215 words;
// three cases with appended dictation ("add to treatment …", "add to notes …", "change … to …", "next visit …").
//
// Judgement calls where the contract was silent:
// - A single surface in a text field (RADIO, CC) stays a word ("Distal caries 36 into dentine"): rule 4 abbreviates a
//   single surface only in DENTAL conditions and list items.
// - A BPE said as six numbers without a slash is written as six numbers ("BPE 2 1 1 1 2 1").
// - Primary impressions for dentures, impressions for a night guard and for bleaching trays are titled "Impressions"
//   (the naming-table row), the words "primary" / "for bleaching trays" staying in TX.
// - A whole-mouth or quadrant procedure (RSD, SRP, periodontal maintenance) is titled bare.
// - A socket named by its tooth ("socket at 37 empty") is a place, so it is OE.INTRA, not a DENTAL entry.
// - "Seat crown #3" in a next visit is written with the table's name ("Crown fit #3 in 2 weeks").
// - "Irrigated with saline" after an incision and drainage is titled "Irrigation" (the table excludes only canals and a
//   socket).
// - Prescriptions and post-op instructions are TX steps; advice (diet, smoking, sticky foods, denture care) and fees,
//   quotes and estimates are CONSULT; "patient happy" / "tolerated well" / "motivated" and who came with the patient are
//   NOTES.
// - Chart findings were dictated one per tooth, so no label depends on whether two findings on one tooth are one entry
//   or two; tooth findings said in a consultation were said inside the examination.
// - In a US case "sealant" alone (not in the naming table) was avoided rather than labelled.
// - "Exposed dentine UR1 covered with GIC" (h7-13) and "access sealed with composite" (h7-23) are materials something is
//   done with, so no filling title.
// - "Fit night guard" as a next visit keeps its words: the table names a night guard but has no row for fitting one.
// - "Prophy and fluoride varnish done" (h7-27) is split at "and" (both sides name a procedure): "Prophy", "Fluoride
//   varnish done".
// - A tooth said in words in an FDI case ("upper right eight") is written in FDI ("18") everywhere, by rule 3.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout7Cases: NotesCase[] = [
  defineCase({
    id: 'h7-01-uk-asr-recall-exam-charting-bitewings-scale-polish',
    style: 'UK',
    asr: true,
    transcript:
      'okay patient attended for routine exam no complaints medical history no changes still on amlodipine for blood pressure non smoker extra oral exam no abnormalities detected tmj normal intra oral soft tissues healthy tongue and floor of mouth normal mild generalised attrition bpe two one one one two one charting eighteen and twenty eight missing sixteen mesial occlusal amalgam sound twenty six occlusal caries um thirty six distal caries forty six fractured mesiolingual cusp bitewings taken grade one distal caries thirty six into dentine occlusal caries twenty six in enamel only diagnosis caries thirty six and twenty six scale and polish done oral hygiene instruction given interdental brushes advised discussed options for forty six crown or onlay patient prefers crown fee quoted four hundred and twenty pounds plan distal occlusal composite thirty six fissure sealant twenty six crown forty six next visit filling thirty six recall six months',
    expect: {
      CC: 'Routine exam. No complaints',
      'MED HX': 'No changes. Still on amlodipine for blood pressure. Non smoker',
      EXTRA: 'No abnormalities detected. TMJ normal',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth normal. Mild generalised attrition',
      PERIO: 'BPE 2 1 1 1 2 1',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['26', 'O caries'],
        ['36', 'D caries'],
        ['46', 'Fractured ML cusp', 'ML cusp'],
      ],
      RADIO: 'Bitewings taken. Grade 1. Distal caries 36 into dentine. Occlusal caries 26 in enamel only',
      DX: ['Caries 36, 26'],
      CONSULT: 'Interdental brushes advised. Discussed options for 46 crown or onlay. Patient prefers crown. Fee quoted £420',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'Oral hygiene instruction given'],
      'TX PLAN': ['DO composite 36', 'Fissure sealant 26', 'Crown 46'],
      NV: ['Filling 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h7-02-uk-asr-emergency-abscess-46-extraction-metronidazole',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment patient attended with swelling lower right side for three days throbbing pain medical history allergic to penicillin takes sertraline extra oral swelling right submandibular region no trismus apyrexial intra oral buccal swelling adjacent to forty six er forty six grossly carious tender to percussion pa taken periapical radiolucency forty six diagnosis acute apical abscess forty six discussed options extraction or root canal treatment patient opted for extraction verbal consent obtained la two point two mls articaine four percent one in one hundred thousand adrenaline id block right and buccal infiltration forty six extracted pus drained from socket haemostasis achieved post op instructions given prescribed metronidazole four hundred milligrams three times a day for five days review one week',
    expect: {
      CC: 'Emergency appointment. Swelling lower right side for 3 days. Throbbing pain',
      'MED HX': 'Allergic to penicillin. Takes sertraline',
      EXTRA: 'Swelling right submandibular region. No trismus. Apyrexial',
      INTRA: 'Buccal swelling adjacent to 46',
      DENTAL: [['46', 'Grossly carious tender to percussion']],
      RADIO: 'PA taken. Periapical radiolucency 46',
      DX: ['Acute apical abscess 46'],
      CONSULT: 'Discussed options extraction or root canal treatment. Patient opted for extraction',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        '46 extracted',
        'Pus drained from socket',
        'Haemostasis achieved',
        'Post-op instructions given',
        'Prescribed metronidazole 400 mg 3 times a day for 5 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h7-03-uk-typed-short-mo-composite-25',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for filling 25, sensitive to sweets for a month. MH: no changes. LA: 1 x 2.2ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 25. Cotton rolls. 25 MO caries removed, composite placed, shade A3. Occlusion checked. Patient happy. Recall 6/12.',
    expect: {
      CC: 'Filling 25, sensitive to sweets for a month',
      'MED HX': 'No changes',
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 25',
        'Cotton rolls',
        '25 MO caries removed',
        'Composite placed',
        'Shade A3',
        'Occlusion checked',
      ],
      NOTES: 'Patient happy',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h7-04-uk-asr-palmer-rct-first-stage-ur6-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for root canal treatment upper right six pain settled since last visit slightly tender to bite medical history no changes la two point two mls articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration upper right six rubber dam placed access cavity um four canals located working lengths taken with apex locator canals prepared with protaper to f two canals irrigated with sodium hypochlorite three percent sorry two point five percent non setting calcium hydroxide placed cavit temporary next visit obturation upper right six in three weeks',
    expect: {
      CC: 'Root canal treatment UR6. Pain settled since last visit. Slightly tender to bite',
      'MED HX': 'No changes',
      'TX TODAY': ['RCT UR6'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Rubber dam placed',
        'Access cavity',
        '4 canals located',
        'Working lengths taken with apex locator',
        'Canals prepared with ProTaper to F2',
        'Canals irrigated with sodium hypochlorite 2.5%',
        'Non setting calcium hydroxide placed',
        'Cavit temporary',
      ],
      NV: ['Obturation UR6 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h7-05-uk-asr-palmer-child-check-primary-letters-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'mum present attended for check up no problems reported medical history fit and well no allergies extra oral nad intra oral soft tissues healthy charting upper right e and upper left e occlusal caries lower left d distal caries lower right six and lower left six fissures stained bitewings taken lower left d distal caries into dentine er bpe not recorded too young fluoride varnish applied oral hygiene instruction given diet advice given to mum reduce juice between meals plan fissure sealants lower right six and lower left six next visit fillings upper right e and upper left e with gic recall three months',
    expect: {
      CC: 'Check up. No problems reported',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE not recorded too young',
      DENTAL: [
        ['URE', 'O caries'],
        ['ULE', 'O caries'],
        ['LLD', 'D caries'],
        ['LR6', 'Fissures stained'],
        ['LL6', 'Fissures stained'],
      ],
      RADIO: 'Bitewings taken. LLD distal caries into dentine',
      CONSULT: 'Diet advice given to mum. Reduce juice between meals',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied', 'Oral hygiene instruction given'],
      'TX PLAN': ['Fissure sealants LR6, LL6'],
      NOTES: 'Mum present',
      NV: ['Fillings URE, ULE with GIC'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h7-06-uk-typed-consultation-missing-36-options-quote',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for consultation re missing 36, extracted 2 years ago, finds chewing difficult on left. MH: fit and well, non-smoker. O/E 36 missing. 37 mesially tilted. 35 unrestored. Good OH. BPE 1 1 1 / 1 1 1. OPG taken: adequate bone height at 36 site, no pathology. Options discussed: implant, bridge 35 to 37, partial denture, or leave space. Risks and benefits of each explained. Implant quote £2,400, bridge £1,350. Patient wishes to proceed with implant. Written estimate given. Consent to be signed at next visit. Plan: CBCT, implant 36. NV: CBCT scan.',
    expect: {
      CC: 'Consultation re missing 36, extracted 2 years ago, finds chewing difficult on left',
      'MED HX': 'Fit and well, non-smoker',
      INTRA: 'Good OH',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Mesially tilted'],
        ['35', 'Unrestored'],
      ],
      RADIO: 'OPG taken: adequate bone height at 36 site, no pathology',
      CONSULT:
        'Options discussed: implant, bridge 35 to 37, partial denture, or leave space. Risks and benefits of each explained. Implant quote £2,400, bridge £1,350. Patient wishes to proceed with implant. Written estimate given',
      CONSENT: 'Consent to be signed at next visit',
      'TX PLAN': ['CBCT', 'Implant 36'],
      NV: ['CBCT scan'],
    },
  }),
  defineCase({
    id: 'h7-07-uk-asr-rsd-left-quadrants-diabetic-fortnight',
    style: 'UK',
    asr: true,
    transcript:
      'right patient attended for periodontal treatment upper left and lower left medical history type two diabetes well controlled on metformin ex smoker stopped last year bpe four four three four four four um pockets up to seven millimetres lower molars bleeding on probing forty percent plaque score thirty five percent la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration upper left rsd upper left and lower left quadrants with cavitron and hand instruments oral hygiene instruction given with tepe brushes size two and three full stop patient motivated plan rsd upper right and lower right in a fortnight review three months after rsd',
    expect: {
      CC: 'Periodontal treatment upper left and lower left',
      'MED HX': 'Type 2 diabetes well controlled on metformin. Ex smoker stopped last year',
      PERIO: 'BPE 4 4 3 4 4 4. Pockets up to 7 mm lower molars. Bleeding on probing 40%. Plaque score 35%',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration upper left',
        'RSD upper left and lower left quadrants with Cavitron and hand instruments',
        'Oral hygiene instruction given with TePe brushes size 2 and 3',
      ],
      NOTES: 'Patient motivated',
      'TX PLAN': ['RSD upper right and lower right in 2 weeks'],
      'F/U': 'Review 3 months after RSD',
    },
  }),
  defineCase({
    id: 'h7-08-uk-typed-denture-primary-impressions',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for new upper and lower dentures. MH: no changes. Edentulous upper and lower. Existing dentures 12 years old, loose and worn. Ridges well healed. Primary impressions taken with alginate in stock trays. Tooth shade and mould discussed. NV: secondary impressions in special trays.',
    expect: {
      CC: 'New upper and lower dentures',
      'MED HX': 'No changes',
      INTRA: 'Edentulous upper and lower. Existing dentures 12 years old, loose and worn. Ridges well healed',
      CONSULT: 'Tooth shade and mould discussed',
      'TX TODAY': ['Impressions'],
      TX: ['Primary impressions taken with alginate in stock trays'],
      NV: ['Secondary impressions in special trays'],
    },
  }),
  defineCase({
    id: 'h7-09-uk-typed-appends-denture-try-in-change-shade-add-note',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for try-in of upper complete denture. MH: no changes. Wax try-in done. Appearance and midline checked. Occlusal vertical dimension satisfactory. Speech good. Centric relation re-recorded. Shade A3 confirmed. Patient and wife happy with appearance. NV: finish upper complete denture in 2 weeks.',
    appends: ['Change A3 to A2. Add to notes lab to move midline 1 mm to the left.'],
    expect: {
      CC: 'Try-in of upper complete denture',
      'MED HX': 'No changes',
      TX: [
        'Wax try-in done',
        'Appearance and midline checked',
        'Occlusal vertical dimension satisfactory',
        'Speech good',
        'Centric relation re-recorded',
        'Shade A2 confirmed',
      ],
      NOTES: 'Patient and wife happy with appearance. Lab to move midline 1 mm to the left',
      NV: ['Finish upper complete denture in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h7-10-uk-typed-palmer-crown-fit-ul1',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for fit of crown UL1. No problems with temporary. MH: no change. No LA required. Temporary removed, cement cleaned off. Crown tried in. Margins and contacts good. Shade good. Crown UL1 cemented with RelyX Unicem, excess removed. Occlusion checked in ICP and protrusion. Post-op instructions given. Patient delighted with appearance. Recall 6/12 with hygienist.',
    expect: {
      CC: 'Fit of crown UL1. No problems with temporary',
      'MED HX': 'No change',
      'TX TODAY': ['Crown fit UL1'],
      TX: [
        'No LA required',
        'Temporary removed',
        'Cement cleaned off',
        'Crown tried in',
        'Margins and contacts good',
        'Shade good',
        'Crown UL1 cemented with RelyX Unicem',
        'Excess removed',
        'Occlusion checked in ICP and protrusion',
        'Post-op instructions given',
      ],
      NOTES: 'Patient delighted with appearance',
      'F/U': 'Recall 6 months with hygienist',
    },
  }),
  defineCase({
    id: 'h7-11-uk-asr-appends-extraction-18-said-in-words-bp',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of upper right eight medical history no changes on ramipril blood pressure one forty two over eighty eight upper right eight carious and food trapping lower right eight missing risks explained including sinus involvement consent form signed la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration um upper right eight elevated and extracted with forceps haemostasis achieved post op instructions given',
    appends: ['add to treatment socket checked no oroantral communication', 'add to notes patient nervous but coped well'],
    expect: {
      CC: 'Extraction of 18',
      'MED HX': 'No changes. On ramipril. Blood pressure 142/88',
      DENTAL: [
        ['18', 'Carious and food trapping'],
        ['48', 'Missing'],
      ],
      CONSULT: 'Risks explained including sinus involvement',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 18'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        '18 elevated and extracted with forceps',
        'Haemostasis achieved',
        'Post-op instructions given',
        'Socket checked no oroantral communication',
      ],
      NOTES: 'Patient nervous but coped well',
    },
  }),
  defineCase({
    id: 'h7-12-uk-asr-dry-socket-37-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended complaining of pain after extraction of thirty seven five days ago pain keeping her awake full stop medical history smoker ten a day no allergies extra oral no swelling intra oral socket at thirty seven empty no clot food debris present um diagnosis dry socket thirty seven la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with warm saline alvogyl placed advised to stop smoking for a few days warm salt water rinses and regular paracetamol and ibuprofen review in three days if not improving',
    expect: {
      CC: 'Pain after extraction of 37 5 days ago. Pain keeping her awake',
      'MED HX': 'Smoker 10 a day. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Socket at 37 empty. No clot. Food debris present',
      DX: ['Dry socket 37'],
      CONSULT: 'Advised to stop smoking for a few days. Warm salt water rinses and regular paracetamol and ibuprofen',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review in 3 days if not improving',
    },
  }),
  defineCase({
    id: 'h7-13-uk-typed-palmer-trauma-ur1-ul1-splint',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Fell off scooter this morning, hit upper front teeth. Dad present. MH: fit and well, no allergies. Tetanus up to date. EO: graze on chin, no other injuries. IO: small upper lip laceration, no foreign body. UR1 crown fracture into dentine, no pulp exposure. UL1 extruded 2mm, tender. PA UR1, UL1: no root fracture, open apices. Dx: uncomplicated crown fracture UR1, extrusive luxation UL1. Verbal consent from dad. LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL1. UL1 repositioned with finger pressure. Flexible wire and composite splint placed UR2, UR1, UL1, UL2. Exposed dentine UR1 covered with GIC. Advised soft diet and chlorhexidine mouthwash. Review 1/52. NV: splint removal in 2 weeks.',
    expect: {
      CC: 'Emergency. Fell off scooter this morning, hit upper front teeth',
      'MED HX': 'Fit and well, no allergies. Tetanus up to date',
      EXTRA: 'Graze on chin, no other injuries',
      INTRA: 'Small upper lip laceration, no foreign body',
      DENTAL: [
        ['UR1', 'Crown fracture into dentine, no pulp exposure', 'Crown'],
        ['UL1', 'Extruded 2 mm, tender'],
      ],
      RADIO: 'PA UR1, UL1: no root fracture, open apices',
      DX: ['Uncomplicated crown fracture UR1', 'Extrusive luxation UL1'],
      CONSULT: 'Advised soft diet and chlorhexidine mouthwash',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Splint UR2, UR1, UL1, UL2'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL1',
        'UL1 repositioned with finger pressure',
        'Flexible wire and composite splint placed UR2, UR1, UL1, UL2',
        'Exposed dentine UR1 covered with GIC',
      ],
      NOTES: 'Dad present',
      NV: ['Splint removal in 2 weeks'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h7-14-uk-asr-short-scale-polish-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'attended for scale and polish no concerns medical history no changes bpe one one one one two one supragingival scaling done er polished oral hygiene instruction given advised to floss daily recall six months',
    expect: {
      CC: 'Scale and polish. No concerns',
      'MED HX': 'No changes',
      PERIO: 'BPE 1 1 1 1 2 1',
      CONSULT: 'Advised to floss daily',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Supragingival scaling done', 'Polished', 'Oral hygiene instruction given'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h7-15-uk-asr-bruxism-consult-night-guard-impressions',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for consultation about grinding wife reports grinding at night jaw aches in the morning medical history anxiety on sertraline extra oral masseters hypertrophic and tender to palpation tmj clicking left side no locking intra oral linea alba and scalloped tongue wear facets on lower incisors and canines diagnosis bruxism discussed night guard cost one hundred and eighty pounds patient happy to go ahead uh impressions taken upper and lower with alginate bite registration next visit fit night guard',
    expect: {
      CC: 'Consultation about grinding. Wife reports grinding at night. Jaw aches in the morning',
      'MED HX': 'Anxiety on sertraline',
      EXTRA: 'Masseters hypertrophic and tender to palpation. TMJ clicking left side. No locking',
      INTRA: 'Linea alba and scalloped tongue. Wear facets on lower incisors and canines',
      DX: ['Bruxism'],
      CONSULT: 'Discussed night guard cost £180. Patient happy to go ahead',
      'TX TODAY': ['Impressions'],
      TX: ['Impressions taken upper and lower with alginate', 'Bite registration'],
      NV: ['Fit night guard'],
    },
  }),
  defineCase({
    id: 'h7-16-us-asr-new-patient-comprehensive-exam-fmx-treatment-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh new patient comprehensive exam patient states she has not seen a dentist in five years wants a cleaning and her teeth checked medical history high blood pressure on lisinopril type two diabetes on metformin allergic to sulfa drugs drinks socially quit smoking ten years ago blood pressure one forty over ninety extraoral exam within normal limits no lymphadenopathy intraoral exam tongue and floor of mouth normal full mouth series taken generalized horizontal bone loss periapical radiolucency on number thirty perio exam four to five millimeter pockets posterior generalized bleeding on probing heavy calculus lower anteriors charting number one sixteen seventeen and thirty two missing number three mesial occlusal amalgam with recurrent decay number fourteen occlusal caries number thirty large mesial occlusal distal composite fractured buccal cusp number nineteen porcelain fused to metal crown margins open diagnosis generalized moderate chronic periodontitis symptomatic apical periodontitis number thirty treatment plan scaling and root planing all four quadrants root canal number thirty and crown number thirty mesial occlusal distal composite number three occlusal composite number fourteen replace crown on nineteen um discussed findings and sequence explained gum treatment has to come first printed estimate given patient wants to start with the cleaning she is anxious about needles next visit srp upper right and lower right with topical anesthetic first',
    expect: {
      CC: 'New patient comprehensive exam. Patient states she has not seen a dentist in 5 years. Wants a cleaning and her teeth checked',
      'MED HX': 'High blood pressure on lisinopril. Type 2 diabetes on metformin. Allergic to sulfa drugs. Drinks socially. Quit smoking 10 years ago. Blood pressure 140/90',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'Tongue and floor of mouth normal',
      RADIO: 'Full mouth series taken. Generalized horizontal bone loss. Periapical radiolucency on #30',
      PERIO: '4 to 5 mm pockets posterior. Generalized bleeding on probing. Heavy calculus lower anteriors',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam with recurrent decay'],
        ['14', 'O caries'],
        ['30', 'Large MOD composite fractured B cusp', 'B cusp'],
        ['19', 'Porcelain fused to metal crown margins open'],
      ],
      DX: ['Generalized moderate chronic periodontitis', 'Symptomatic apical periodontitis #30'],
      'TX PLAN': ['SRP all 4 quadrants', 'RCT #30', 'Crown #30', 'MOD composite #3', 'O composite #14', 'Replace crown #19'],
      CONSULT: 'Discussed findings and sequence. Explained gum treatment has to come first. Printed estimate given. Patient wants to start with the cleaning',
      NOTES: 'She is anxious about needles',
      NV: ['SRP upper right and lower right with topical anesthetic first'],
    },
  }),
  defineCase({
    id: 'h7-17-us-asr-emergency-pulpectomy-14-irreversible-pulpitis',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with severe pain upper left for three days lingering pain to cold now throbbing woke him up last night medical history no changes no known drug allergies number fourteen deep distal caries tender to percussion pa shows deep caries close to pulp widened pdl diagnosis symptomatic irreversible pulpitis fourteen options root canal and crown or extraction patient chose root canal consent signed two carpules lidocaine two percent with one to one hundred thousand epi buccal infiltration and palatal infiltration rubber dam pulpectomy completed on fourteen three canals sorry two canals located canals irrigated with sodium hypochlorite calcium hydroxide placed cavit rx ibuprofen six hundred milligrams next visit complete root canal on fourteen',
    expect: {
      CC: 'Severe pain upper left for 3 days. Lingering pain to cold now throbbing. Woke him up last night',
      'MED HX': 'No changes. No known drug allergies',
      DENTAL: [['14', 'Deep D caries tender to percussion']],
      RADIO: 'PA shows deep caries close to pulp. Widened PDL',
      DX: ['Symptomatic irreversible pulpitis #14'],
      CONSULT: 'Options root canal and crown or extraction. Patient chose root canal',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Rubber dam',
        'Pulpectomy completed #14',
        '2 canals located',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cavit',
        'Rx ibuprofen 600 mg',
      ],
      NV: ['Complete RCT #14'],
    },
  }),
  defineCase({
    id: 'h7-18-us-typed-short-periodic-exam-prophy-bwx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for periodic exam and prophy. Med hx: no changes. PSR 1 1 1 / 1 1 1. Light plaque and stain. 2 BWX taken, no interproximal caries. Prophy, floss, OHI. Recall 6 months.',
    expect: {
      CC: 'Periodic exam and prophy',
      'MED HX': 'No changes',
      PERIO: 'PSR 1 1 1 / 1 1 1. Light plaque and stain',
      RADIO: '2 BWX taken, no interproximal caries',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Floss', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h7-19-us-asr-crown-prep-3-buildup-temp-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for crown on number three medical history no changes allergic to latex two carpules articaine four percent with one to one hundred thousand epi buccal infiltration number three old amalgam removed uh no recurrent decay core buildup with multicore crown prep number three for full contour zirconia retraction cord placed final impressions with vps bite registration shade a two temporary crown made with integrity cemented with temp bond insurance estimate reviewed patient portion four hundred twenty dollars next visit seat crown number three in two weeks',
    expect: {
      CC: 'Crown on #3',
      'MED HX': 'No changes. Allergic to latex',
      CONSULT: 'Insurance estimate reviewed. Patient portion $420',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'Old amalgam removed',
        'No recurrent decay',
        'Core buildup with MultiCore',
        'Crown prep #3 for full contour zirconia',
        'Retraction cord placed',
        'Final impressions with VPS',
        'Bite registration',
        'Shade A2',
        'Temporary crown made with Integrity',
        'Cemented with Temp Bond',
      ],
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h7-20-us-asr-child-pulpotomy-ssc-t-composite-s-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for fillings lower right mom present medical history healthy no allergies nitrous oxide fifty percent for comfort one carpule lidocaine two percent with one to one hundred thousand epi right ianb rubber dam placed number t caries removed pulp exposed pulpotomy on t with formocresol no wait with mta stainless steel crown on t size four cemented with ketac occlusal composite on s um patient cooperated well post op instructions given to mom next visit upper left fillings i and j recall six months',
    expect: {
      CC: 'Fillings lower right',
      'MED HX': 'Healthy. No allergies',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T', 'O composite #S'],
      TX: [
        'Nitrous oxide 50% for comfort',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam placed',
        '#T caries removed',
        'Pulp exposed',
        'Pulpotomy #T with MTA',
        'Stainless steel crown #T size 4 cemented with Ketac',
        'O composite #S',
        'Post-op instructions given to mom',
      ],
      NOTES: 'Mom present. Patient cooperated well',
      NV: ['Upper left fillings #I, #J'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h7-21-us-typed-extraction-17-surgical-32',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for extraction of #17 and #32. Med hx: no changes, NKDA. Pano reviewed: #17 and #32 partially erupted, mesioangular, roots clear of canal. Risks incl. paresthesia, dry socket and infection reviewed. Written consent signed. LA: 3 carpules 2% lidocaine 1:100,000 epi, left IANB and buccal infiltration. #17 extracted with elevators and forceps. #32 buccal flap raised. Bone removed with surgical handpiece. Tooth sectioned. Surgical extraction #32 completed. Sockets irrigated. 2 x 4-0 chromic gut sutures placed. Gauze pressure, hemostasis achieved. Post-op instructions verbal and written. Rx ibuprofen 600mg q6h and Peridex rinse. Pt tolerated well. Follow up 1 week prn.',
    expect: {
      CC: 'Extraction of #17 and #32',
      'MED HX': 'No changes, NKDA',
      RADIO: 'Pano reviewed: #17 and #32 partially erupted, mesioangular, roots clear of canal',
      CONSULT: 'Risks incl. paresthesia, dry socket and infection reviewed',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction #17', 'Surgical extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration',
        '#17 extracted with elevators and forceps',
        '#32 buccal flap raised',
        'Bone removed with surgical handpiece',
        'Tooth sectioned',
        'Surgical extraction #32 completed',
        'Sockets irrigated',
        '2 x 4-0 chromic gut sutures placed',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 600 mg q6h and Peridex rinse',
      ],
      NOTES: 'Pt tolerated well',
      'F/U': 'Follow up 1 week prn',
    },
  }),
  defineCase({
    id: 'h7-22-us-asr-perio-maintenance-arestin-18',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for perio maintenance medical history no changes takes eliquis former smoker blood pressure one twenty eight over seventy six six point probing done pockets mostly three to four millimeters five millimeter pocket distal of number eighteen bleeding on probing upper molars moderate calculus periodontal maintenance full mouth with cavitron and hand scaling polished arestin placed distal of eighteen oral hygiene instructions floss threaders under bridge recommended next visit perio maintenance in three months',
    expect: {
      CC: 'Perio maintenance',
      'MED HX': 'No changes. Takes Eliquis. Former smoker. Blood pressure 128/76',
      PERIO: '6 point probing done. Pockets mostly 3 to 4 mm. 5 mm pocket distal of #18. Bleeding on probing upper molars. Moderate calculus',
      CONSULT: 'Floss threaders under bridge recommended',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth with Cavitron and hand scaling',
        'Polished',
        'Arestin placed distal of #18',
        'Oral hygiene instructions',
      ],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'h7-23-us-asr-obturation-8-final-pa-bleaching-discussed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for completion of root canal on number eight no symptoms since last visit medical history no changes one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration number eight rubber dam placed temporary removed canal irrigated with sodium hypochlorite dried with paper points master cone fit verified number eight obturated with gutta percha and ah plus sealer using warm vertical condensation access sealed with composite final pa taken good fill to length discussed internal bleaching if discoloration occurs next visit crown prep on number eight',
    expect: {
      CC: 'Completion of root canal on #8. No symptoms since last visit',
      'MED HX': 'No changes',
      RADIO: 'Final PA taken. Good fill to length',
      CONSULT: 'Discussed internal bleaching if discoloration occurs',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #8',
        'Rubber dam placed',
        'Temporary removed',
        'Canal irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Master cone fit verified',
        '#8 obturated with gutta percha and AH Plus sealer using warm vertical condensation',
        'Access sealed with composite',
      ],
      NV: ['Crown prep #8'],
    },
  }),
  defineCase({
    id: 'h7-24-us-typed-complete-dentures-delivery',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for delivery of upper and lower complete dentures. Med hx: no changes. Dentures fitted. Pressure indicator paste used, 2 high spots relieved on lower lingual flange. Occlusion adjusted. Pt satisfied with fit and esthetics. Advised to remove dentures at night and clean daily. Next visit: 24 hour adjustment.',
    expect: {
      CC: 'Delivery of upper and lower complete dentures',
      'MED HX': 'No changes',
      CONSULT: 'Advised to remove dentures at night and clean daily',
      'TX TODAY': ['Denture fit'],
      TX: ['Dentures fitted', 'Pressure indicator paste used', '2 high spots relieved on lower lingual flange', 'Occlusion adjusted'],
      NOTES: 'Pt satisfied with fit and esthetics',
      NV: ['24 hour adjustment'],
    },
  }),
  defineCase({
    id: 'h7-25-us-asr-appends-composites-4-5-change-shade-next-visit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient here for fillings on number four and number five medical history no changes two carpules septocaine four percent one to one hundred thousand epi buccal infiltration upper right isolite placed number four distal caries removed number five mesial occlusal caries removed etched and bonded with scotchbond universal distal composite on number four mesial occlusal composite on number five shade a two occlusion checked and adjusted polished',
    appends: ['change a two to a three', 'add to notes patient tolerated well next visit prophy in six months'],
    expect: {
      CC: 'Fillings on #4 and #5',
      'MED HX': 'No changes',
      'TX TODAY': ['D composite #4', 'MO composite #5'],
      TX: [
        'LA: 2 carpules Septocaine 4% 1:100,000 epinephrine, buccal infiltration upper right',
        'Isolite placed',
        '#4 D caries removed',
        '#5 MO caries removed',
        'Etched and bonded with Scotchbond Universal',
        'D composite #4',
        'MO composite #5',
        'Shade A3',
        'Occlusion checked and adjusted',
        'Polished',
      ],
      NOTES: 'Patient tolerated well',
      NV: ['Prophy in 6 months'],
    },
  }),
  defineCase({
    id: 'h7-26-us-asr-implant-consult-19-cbct-bisphosphonate-fee',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for implant consultation for number nineteen which was extracted four months ago medical history osteoporosis took fosamax for three years stopped last year non smoker intraoral exam site healed well adequate keratinized tissue number eighteen and number twenty unrestored cbct taken adequate bone height about twelve millimeters width seven millimeters mandibular canal well clear discussed implant versus three unit bridge discussed risk of medication related osteonecrosis with bisphosphonate history patient understands risks informed consent signed for implant fee for implant abutment and crown four thousand two hundred dollars plan implant placement number nineteen then restore after four months of healing next visit implant placement nineteen',
    expect: {
      CC: 'Implant consultation for #19 which was extracted 4 months ago',
      'MED HX': 'Osteoporosis took Fosamax for 3 years stopped last year. Non smoker',
      INTRA: 'Site healed well. Adequate keratinized tissue',
      DENTAL: [
        ['18', 'Unrestored'],
        ['20', 'Unrestored'],
      ],
      RADIO: 'CBCT taken. Adequate bone height about 12 mm. Width 7 mm. Mandibular canal well clear',
      CONSULT:
        'Discussed implant versus 3 unit bridge. Discussed risk of medication related osteonecrosis with bisphosphonate history. Patient understands risks. Fee for implant abutment and crown $4,200',
      CONSENT: 'Informed consent signed for implant',
      'TX PLAN': ['Implant placement #19', 'Restore after 4 months of healing'],
      NV: ['Implant placement #19'],
    },
  }),
  defineCase({
    id: 'h7-27-us-typed-child-recall-primary-letters-prophy-varnish',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for 6 month recall. Dad present. Med hx: asthma, albuterol inhaler PRN. No allergies. EO: WNL. IO: soft tissues WNL, gingiva healthy. #K DO caries. #T O caries. #F mobile. #8 erupting. 2 BWX: #K DO caries into dentin, #L D incipient. Prophy and fluoride varnish done. OHI given to dad. Advised flossing between back teeth nightly. Tx plan: DO composite #K, O composite #T, monitor #L. NV: fillings #K and #T with nitrous. Recall 6 months.',
    expect: {
      CC: '6 month recall',
      'MED HX': 'Asthma, albuterol inhaler PRN. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, gingiva healthy',
      DENTAL: [
        ['K', 'DO caries'],
        ['T', 'O caries'],
        ['F', 'Mobile'],
        ['8', 'Erupting'],
      ],
      RADIO: '2 BWX: #K DO caries into dentin, #L D incipient',
      CONSULT: 'Advised flossing between back teeth nightly',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish done', 'OHI given to dad'],
      'TX PLAN': ['DO composite #K', 'O composite #T', 'Monitor #L'],
      NOTES: 'Dad present',
      NV: ['Fillings #K, #T with nitrous'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h7-28-us-asr-incision-drainage-9-amoxicillin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with swelling upper front for two days medical history no changes blood pressure one twenty over eighty extraoral mild swelling left upper lip no fever intraoral fluctuant swelling labial to number nine number nine dark and no response to cold pa shows large periapical radiolucency number nine diagnosis acute apical abscess number nine uh one carpule lidocaine two percent with one to one hundred thousand epi infiltration incision and drainage number nine pus expressed irrigated with saline number nine accessed for drainage rx amoxicillin five hundred milligrams three times a day for seven days next visit start root canal number nine in one week',
    expect: {
      CC: 'Swelling upper front for 2 days',
      'MED HX': 'No changes. Blood pressure 120/80',
      EXTRA: 'Mild swelling left upper lip. No fever',
      INTRA: 'Fluctuant swelling labial to #9',
      DENTAL: [['9', 'Dark and no response to cold']],
      RADIO: 'PA shows large periapical radiolucency #9',
      DX: ['Acute apical abscess #9'],
      'TX TODAY': ['Incision and drainage #9', 'Irrigation'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration',
        'Incision and drainage #9',
        'Pus expressed',
        'Irrigated with saline',
        '#9 accessed for drainage',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      NV: ['Start RCT #9 in 1 week'],
    },
  }),
  defineCase({
    id: 'h7-29-us-typed-short-crown-recement-19',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with crown off #19 since yesterday, no pain. Med hx unchanged. #19 crown and prep intact, no recurrent decay. Crown #19 recemented with FujiCEM, excess removed, bite checked. Advised avoid sticky foods. Pt happy.',
    expect: {
      CC: 'Crown off #19 since yesterday, no pain',
      'MED HX': 'Unchanged',
      DENTAL: [['19', 'Crown and prep intact, no recurrent decay']],
      CONSULT: 'Advised avoid sticky foods',
      'TX TODAY': ['Crown recement #19'],
      TX: ['Crown #19 recemented with FujiCEM', 'Excess removed', 'Bite checked'],
      NOTES: 'Pt happy',
    },
  }),
  defineCase({
    id: 'h7-30-us-typed-whitening-consult-tray-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for whitening consult, wants whiter teeth for her wedding. Med hx: no changes, no allergies, not pregnant. IO: mild generalized extrinsic stain, shade A3. #8 and #9 old composites stained. Discussed in-office vs take-home whitening, sensitivity risk and that composites will not change color. Pt chose take-home trays, fee $350. Impressions taken for bleaching trays. Plan: replace composites #8 and #9 after whitening. NV: deliver bleaching trays.',
    expect: {
      CC: 'Whitening consult, wants whiter teeth for her wedding',
      'MED HX': 'No changes, no allergies, not pregnant',
      INTRA: 'Mild generalized extrinsic stain, shade A3',
      DENTAL: [
        ['8', 'Old composites stained'],
        ['9', 'Old composites stained'],
      ],
      CONSULT:
        'Discussed in-office vs take-home whitening, sensitivity risk and that composites will not change color. Pt chose take-home trays, fee $350',
      'TX TODAY': ['Impressions'],
      TX: ['Impressions taken for bleaching trays'],
      'TX PLAN': ['Replace composites #8, #9 after whitening'],
      NV: ['Deliver bleaching trays'],
    },
  }),
];
