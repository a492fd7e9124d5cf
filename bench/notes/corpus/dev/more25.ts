// A twenty-fifth development batch (ids aa01–aa24), written blind from this contract by a helper that had not seen
// the engine, each case labelled before the engine was run on it. It is a sample of everyday visits dictated by four
// dentists not heard in earlier batches: a Welsh NHS dentist who says "right then" and "lovely" a lot (FDI and Palmer,
// a child's first visit with primary teeth by letter), a South African dentist working in London (FDI, very brisk,
// clipped typed notes), a Canadian dentist (Universal, "hygiene appointment", "x-rays", primary teeth by letter) and a
// US dentist who dictates between patients in long run-on sentences with "and then" everywhere. The visits are
// ordinary: recall exams with small findings, one- and two-surface fillings, a simple extraction, a broken filling
// patched, sensitivity, bleeding gums, a lost crown recemented, a denture ease, a wisdom tooth flare-up, a cracked tooth
// and a fractured cusp, a whitening consult, a night guard fit, post-op checks (a socket, a high filling). Special
// attention goes to the reason for attending, TX TODAY titles (including titles taken from the CC when today's steps
// name no procedure: a denture ease, a filling with the material placed without its tooth, an extraction said in the CC
// and in TX; and CCs that name a procedure done before, which give no title), plans with several items, next visits,
// follow-ups and NOTES. UK and US (12 each); FDI, Universal and Palmer; 14 recogniser-style (fillers, "sorry" /
// "no wait" self-corrections) and 10 typed; three cases with appended dictation ("add plan …", "change … to …",
// "remove …", an added discussion); 30 to 200 words.
//
// Judgement calls where the contract was silent:
// - BPE said as six number words is written digit by digit ("BPE 2 1 2 2 1 2"), as rule 2 converts each number.
// - "lovely" is no filler, so it is only used as content ("gums looking lovely", "child sat lovely in the chair") and
//   kept; "right then" is two clause openers and goes wherever it opens a clause.
// - "cracked DL cusp" names no fracture, so its fracture is null; "fractured ML cusp" has fracture "ML cusp".
// - A "no LA" / "no anesthetic" said among today's steps is a TX item of its own.
// - CC "here for a denture ease, new … dentures fitted 2 weeks ago": the title is "Denture adjustment" (the denture
//   fit was done before); TX only relieves a flange, so the CC gives the title.
// - "Full mouth debridement" and "flange relieved" are not in the naming table, so they are no titles.
// - "impressions for whitening trays" gives "Impressions" only (whitening is their purpose, not done today).
// - NV items use the table's names ("seat crown #3" → "Crown fit #3 in 2 weeks", "scaling and root planing" → "SRP").
// - A dictated edit "add discussed …" goes to CONSULT; "add plan …" to TX PLAN; "change recall 6 months to recall 3
//   months" rewrites F/U; "remove occlusion checked" drops that TX item.
// - Escorts and how the patient sat ("mum present throughout", "came with dad", "she did great") are NOTES; nerves
//   right after "new patient" are NOTES.
import { defineCase, type NotesCase } from '../case.ts';

export const more25Cases: NotesCase[] = [
  defineCase({
    id: 'aa01-uk-asr-welsh-recall-small-occlusal-caries-sealant-plan',
    style: 'UK',
    asr: true,
    transcript:
      'right then um routine check up no problems medical history no changes still on ramipril no allergies extra oral nothing abnormal intra oral soft tissues healthy bpe one one one one one one gums looking lovely thirty six small occlusal caries forty six occlusal amalgam sound bitewings taken caries thirty six occlusal in enamel only er diagnosis early occlusal caries thirty six advised high fluoride toothpaste and cutting down on sugary drinks right then scale and polish done plan fissure sealant thirty six next visit fissure sealant thirty six recall nine months',
    expect: {
      CC: 'Routine check up. No problems',
      'MED HX': 'No changes. Still on ramipril. No allergies',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 1 1 1. Gums looking lovely',
      DENTAL: [
        ['36', 'Small O caries'],
        ['46', 'O amalgam sound'],
      ],
      RADIO: 'Bitewings taken. Caries 36 occlusal in enamel only',
      DX: ['Early O caries 36'],
      CONSULT: 'Advised high fluoride toothpaste and cutting down on sugary drinks',
      TX: ['Scale and polish done'],
      'TX TODAY': ['Scale and polish'],
      'TX PLAN': ['Fissure sealant 36'],
      NV: ['Fissure sealant 36'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'aa02-uk-asr-welsh-palmer-child-first-visit-primary-letters-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'right then new patient age four first check up um no medical history no allergies extra oral nothing abnormal intra oral soft tissues healthy no caries seen lower right e stained fissures lower left e stained fissures no x-rays too young er discussed brushing twice a day with a smear of fluoride toothpaste and cutting down on juice right then fluoride varnish applied notes mum present throughout child sat lovely in the chair recall six months',
    expect: {
      CC: 'New patient age 4. First check up',
      'MED HX': 'No medical history. No allergies',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Soft tissues healthy. No caries seen',
      DENTAL: [
        ['LRE', 'Stained fissures'],
        ['LLE', 'Stained fissures'],
      ],
      RADIO: 'No x-rays. Too young',
      CONSULT: 'Discussed brushing twice a day with a smear of fluoride toothpaste and cutting down on juice',
      TX: ['Fluoride varnish applied'],
      'TX TODAY': ['Fluoride varnish'],
      NOTES: 'Mum present throughout. Child sat lovely in the chair',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aa03-uk-typed-welsh-broken-amalgam-patched-gic',
    style: 'UK',
    asr: false,
    transcript:
      'Right then. Attended with broken filling 26, lost a bit eating toast on Sunday. No pain. Medical history: no changes, no allergies. O/E: 26 fractured MO amalgam. PA taken: no periapical pathology, restoration close to pulp. Diagnosis: fractured MO amalgam 26. Discussed options, patch today and crown later if it keeps breaking. Patient happy to patch. Today: 26 M GIC placed, no LA. Occlusion checked. Plan: crown 26 if it breaks again. Review 3 months.',
    expect: {
      CC: 'Broken filling 26, lost a bit eating toast on Sunday. No pain',
      'MED HX': 'No changes, no allergies',
      DENTAL: [['26', 'Fractured MO amalgam', 'MO amalgam']],
      RADIO: 'PA taken: no periapical pathology, restoration close to pulp',
      DX: ['Fractured MO amalgam 26'],
      CONSULT: 'Discussed options, patch today and crown later if it keeps breaking. Patient happy to patch',
      TX: ['26 M GIC placed', 'No LA', 'Occlusion checked'],
      'TX TODAY': ['M GIC 26'],
      'TX PLAN': ['Crown 26 if it breaks again'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'aa04-uk-asr-welsh-palmer-sensitivity-varnish-appends-plan-and-recall-changed',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right then um complaining of sensitivity to cold lower left side for about a month medical history asthma uses a blue inhaler no allergies intra oral oral hygiene lovely no caries lower left four buccal abrasion lower left five buccal abrasion diagnosis dentine hypersensitivity lower left four and lower left five advised sensodyne repair and protect spit don't rinse right then duraphat varnish applied lower left four and lower left five recall six months",
    appends: [
      'add plan composite lower left five if still sensitive',
      'change recall six months to recall three months',
    ],
    expect: {
      CC: 'Sensitivity to cold lower left side for about a month',
      'MED HX': 'Asthma. Uses a blue inhaler. No allergies',
      INTRA: 'Oral hygiene lovely. No caries',
      DENTAL: [
        ['LL4', 'B abrasion'],
        ['LL5', 'B abrasion'],
      ],
      DX: ['Dentine hypersensitivity LL4, LL5'],
      CONSULT: "Advised Sensodyne Repair and Protect. Spit don't rinse",
      TX: ['Duraphat varnish applied LL4, LL5'],
      'TX TODAY': ['Fluoride varnish LL4, LL5'],
      'TX PLAN': ['Composite LL5 if still sensitive'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'aa05-uk-asr-welsh-simple-extraction-47-la-idb-buccal',
    style: 'UK',
    asr: true,
    transcript:
      'right then um attends for extraction of forty seven been aching on and off medical history no changes takes amlodipine no allergies er forty seven grossly carious pa from last visit roots conical verbal consent given right then la two cartridges articaine four percent one in a hundred thousand adrenaline inferior dental block and buccal infiltration forty seven extracted with forceps no complications haemostasis achieved post op instructions given verbal and written patient coped well next visit scale and polish with hygienist',
    expect: {
      CC: 'Extraction of 47. Been aching on and off',
      'MED HX': 'No changes. Takes amlodipine. No allergies',
      DENTAL: [['47', 'Grossly carious']],
      RADIO: 'PA from last visit. Roots conical',
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB + buccal infiltration',
        '47 extracted with forceps',
        'No complications',
        'Haemostasis achieved',
        'Post op instructions given verbal and written',
      ],
      'TX TODAY': ['Extraction 47'],
      NOTES: 'Patient coped well',
      NV: ['Scale and polish with hygienist'],
    },
  }),
  defineCase({
    id: 'aa06-uk-typed-welsh-denture-ease-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Right then. Here for a denture ease, new upper and lower acrylic dentures fitted 2 weeks ago, sore under the lower on the left. Medical history: type 2 diabetes, metformin, no allergies. EO: NAD. IO: ulcer lingual to 35 under the flange, upper denture fine, retention lovely. Lower lingual flange relieved at 35, checked with pressure indicating paste, polished. Advised to leave the denture out if sore and warm salt water rinses. Notes: husband waited in reception. Review 2 weeks if not settled.',
    expect: {
      CC: 'Denture ease, new upper and lower acrylic dentures fitted 2 weeks ago, sore under the lower on the left',
      'MED HX': 'Type 2 diabetes, metformin, no allergies',
      EXTRA: 'NAD',
      INTRA: 'Ulcer lingual to 35 under the flange, upper denture fine, retention lovely',
      TX: ['Lower lingual flange relieved at 35', 'Checked with pressure indicating paste', 'Polished'],
      'TX TODAY': ['Denture adjustment'],
      CONSULT: 'Advised to leave the denture out if sore and warm salt water rinses',
      NOTES: 'Husband waited in reception',
      'F/U': 'Review 2 weeks if not settled',
    },
  }),
  defineCase({
    id: 'aa07-uk-asr-saffer-brisk-recall-two-caries-plan-three-items',
    style: 'UK',
    asr: true,
    transcript:
      'recall exam no complaints medical history no changes no meds no known drug allergies extra oral clear intra oral clear bpe two one two two one two fifteen distal caries twenty five mesial caries thirty six mesial occlusal composite sound forty six crown sound bitewings both sides caries fifteen distal and twenty five mesial into dentine diagnosis caries fifteen and twenty five plan distal composite fifteen mesial composite twenty five scale and polish next visit fillings fifteen and twenty five recall twelve months',
    expect: {
      CC: 'Recall exam. No complaints',
      'MED HX': 'No changes. No meds. No known drug allergies',
      EXTRA: 'Clear',
      INTRA: 'Clear',
      PERIO: 'BPE 2 1 2 2 1 2',
      DENTAL: [
        ['15', 'D caries'],
        ['25', 'M caries'],
        ['36', 'MO composite sound'],
        ['46', 'Crown sound'],
      ],
      RADIO: 'Bitewings both sides. Caries 15 distal and 25 mesial into dentine',
      DX: ['Caries 15, 25'],
      'TX PLAN': ['D composite 15', 'M composite 25', 'Scale and polish'],
      NV: ['Fillings 15, 25'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'aa08-uk-typed-saffer-cracked-tooth-36-consent-crown-plan',
    style: 'UK',
    asr: false,
    transcript:
      'C/O sharp pain on biting lower left, 2/52. MH: hypertension, amlodipine, NKDA. EO NAD. 36 large MOD amalgam. 36 cracked DL cusp. 36 TTP negative. 36 cold test normal. PA 36: no periapical pathology. Dx: cracked tooth 36. Discussed cuspal coverage crown vs onlay, risk of RCT if crack extends. Pt wants crown. Advised to avoid chewing on left till then. Written consent for crown prep signed. Plan: crown prep 36, temp crown. NV: crown prep 36.',
    expect: {
      CC: 'Sharp pain on biting lower left, 2 weeks',
      'MED HX': 'Hypertension, amlodipine, NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'Large MOD amalgam'],
        ['36', 'Cracked DL cusp'],
        ['36', 'TTP negative'],
        ['36', 'Cold test normal'],
      ],
      RADIO: 'PA 36: no periapical pathology',
      DX: ['Cracked tooth 36'],
      CONSULT:
        'Discussed cuspal coverage crown vs onlay, risk of RCT if crack extends. Pt wants crown. Advised to avoid chewing on left till then',
      CONSENT: 'Written consent for crown prep signed',
      'TX PLAN': ['Crown prep 36', 'Temporary crown'],
      NV: ['Crown prep 36'],
    },
  }),
  defineCase({
    id: 'aa09-uk-asr-saffer-bleeding-gums-smoker-correction-s-and-p-ohi',
    style: 'UK',
    asr: true,
    transcript:
      'bleeding gums when brushing for a few months medical history nil smoker ten sorry fifteen a day no allergies extra oral clear intra oral calculus lower anteriors generalised marginal gingivitis bpe two two two two two two plaque score sixty percent diagnosis plaque induced gingivitis um advised smoking cessation and interdental brushes today scale and polish oral hygiene instruction with tepe sizing plan hygienist every three months next visit hygienist in six weeks',
    expect: {
      CC: 'Bleeding gums when brushing for a few months',
      'MED HX': 'Nil. Smoker 15 a day. No allergies',
      EXTRA: 'Clear',
      INTRA: 'Calculus lower anteriors. Generalised marginal gingivitis',
      PERIO: 'BPE 2 2 2 2 2 2. Plaque score 60%',
      DX: ['Plaque induced gingivitis'],
      CONSULT: 'Advised smoking cessation and interdental brushes',
      TX: ['Scale and polish', 'Oral hygiene instruction with TePe sizing'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      'TX PLAN': ['Hygienist every 3 months'],
      NV: ['Hygienist in 6 weeks'],
    },
  }),
  defineCase({
    id: 'aa10-uk-typed-saffer-lost-crown-11-recemented-appends-plan-and-remove',
    style: 'UK',
    asr: false,
    transcript:
      'Lost crown 11 yesterday eating a sandwich. MH: NAD, no meds, NKDA. O/E: 11 PFM crown debonded with core intact. PA 11: post in situ, no apical pathology. Today: crown 11 recemented with Fuji I. Excess cement removed. Occlusion checked. Advised to avoid biting hard food with front teeth. Review 6 months at recall.',
    appends: ['Add plan: new crown 11 if it comes off again.', 'Remove occlusion checked.'],
    expect: {
      CC: 'Lost crown 11 yesterday eating a sandwich',
      'MED HX': 'NAD, no meds, NKDA',
      DENTAL: [['11', 'PFM crown debonded with core intact']],
      RADIO: 'PA 11: post in situ, no apical pathology',
      TX: ['Crown 11 recemented with Fuji I', 'Excess cement removed'],
      'TX TODAY': ['Crown recement 11'],
      CONSULT: 'Advised to avoid biting hard food with front teeth',
      'TX PLAN': ['New crown 11 if it comes off again'],
      'F/U': 'Review 6 months at recall',
    },
  }),
  defineCase({
    id: 'aa11-uk-asr-saffer-pericoronitis-48-irrigation-opg-referral-plan',
    style: 'UK',
    asr: true,
    transcript:
      'pain around forty eight for three days difficulty opening medical history nil no allergies extra oral slight swelling right angle of mandible right submandibular node palpable intra oral forty eight partially erupted operculum inflamed and tender thirty eight fully erupted diagnosis pericoronitis forty eight today forty eight irrigated under operculum with chlorhexidine warm salt water rinses advised antibiotics not indicated plan opg if recurrent then referral to oral surgery review one week',
    expect: {
      CC: 'Pain around 48 for 3 days. Difficulty opening',
      'MED HX': 'Nil. No allergies',
      EXTRA: 'Slight swelling right angle of mandible. Right submandibular node palpable',
      DENTAL: [
        ['48', 'Partially erupted operculum inflamed and tender'],
        ['38', 'Fully erupted'],
      ],
      DX: ['Pericoronitis 48'],
      TX: ['48 irrigated under operculum with chlorhexidine'],
      'TX TODAY': ['Irrigation 48'],
      CONSULT: 'Warm salt water rinses advised. Antibiotics not indicated',
      'TX PLAN': ['OPG if recurrent', 'Referral to oral surgery'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'aa12-uk-typed-saffer-night-guard-fit-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Here for upper night guard fit. Grinding at night, waking with tight jaw muscles. MH: sertraline, NKDA. EO: masseters tender bilaterally, no TMJ clicking. IO: attrition lower incisors, linea alba. Night guard fitted, adjusted for even contacts, polished. Insertion and cleaning instructions given. Advised to wear nightly and bring it to each check-up. Review 4 weeks. Notes: pt very pleased with fit.',
    expect: {
      CC: 'Upper night guard fit. Grinding at night, waking with tight jaw muscles',
      'MED HX': 'Sertraline, NKDA',
      EXTRA: 'Masseters tender bilaterally, no TMJ clicking',
      INTRA: 'Attrition lower incisors, linea alba',
      TX: ['Night guard fitted', 'Adjusted for even contacts', 'Polished', 'Insertion and cleaning instructions given'],
      'TX TODAY': ['Night guard'],
      CONSULT: 'Advised to wear nightly and bring it to each check-up',
      NOTES: 'Pt very pleased with fit',
      'F/U': 'Review 4 weeks',
    },
  }),
  defineCase({
    id: 'aa13-us-typed-canadian-recall-hygiene-appointment-x-rays-do-caries',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall exam and hygiene appointment. No concerns. Med hx: no changes, takes Synthroid, allergic to codeine. EO: WNL. IO: tissues pink and healthy. Perio: generalized 2-3 mm probing, localized 4 mm #2 and #15 distal, light bleeding. X-rays: 2 BWs, #30 distal caries into dentin. #30 DO caries. #19 MOD amalgam with open mesial margin. Dx: caries #30. Today: prophy, fluoride varnish. Tx plan: DO composite #30, replace MOD amalgam #19 with composite. NV: DO composite #30. Recall 6 months.',
    expect: {
      CC: 'Recall exam and hygiene appointment. No concerns',
      'MED HX': 'No changes, takes Synthroid, allergic to codeine',
      EXTRA: 'WNL',
      INTRA: 'Tissues pink and healthy',
      PERIO: 'Generalized 2-3 mm probing, localized 4 mm #2 and #15 distal, light bleeding',
      RADIO: '2 BWs, #30 distal caries into dentin',
      DENTAL: [
        ['30', 'DO caries'],
        ['19', 'MOD amalgam with open M margin'],
      ],
      DX: ['Caries #30'],
      TX: ['Prophy', 'Fluoride varnish'],
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      'TX PLAN': ['DO composite #30', 'Replace MOD amalgam #19 with composite'],
      NV: ['DO composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aa14-us-asr-canadian-child-hygiene-primary-letters-sealants-notes-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay um here for hygiene appointment and checkup nine years old no concerns medical history healthy no meds no allergies uh extra oral within normal limits intra oral tissues healthy number three deep pits and fissures number fourteen deep pits and fissures number k small occlusal caries number b mobile near exfoliation x-rays two bitewings no interproximal caries diagnosis caries number k today prophy fluoride varnish fissure sealants number three and number fourteen plan occlusal composite number k next visit composite number k notes came with dad recall six months',
    expect: {
      CC: 'Hygiene appointment and checkup. 9 years old. No concerns',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Tissues healthy',
      DENTAL: [
        ['3', 'Deep pits and fissures'],
        ['14', 'Deep pits and fissures'],
        ['K', 'Small O caries'],
        ['B', 'Mobile near exfoliation'],
      ],
      RADIO: '2 bitewings. No interproximal caries',
      DX: ['Caries #K'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14'],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14'],
      'TX PLAN': ['O composite #K'],
      NV: ['Composite #K'],
      NOTES: 'Came with dad',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aa15-us-typed-canadian-whitening-consult-fee-consent-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for whitening consult, wedding in June. Med hx: healthy, no meds, NKA. IO: mild extrinsic staining. #8 M composite. #9 M composite. Discussed take-home whitening with custom trays vs in-office, sensitivity risk, and that composites on #8 and #9 will not change colour and may need replacing after. Fee quoted $450 for take-home kit. Pt chose take-home. Consent form signed. Today: upper and lower alginate impressions for whitening trays, shade recorded A3. NV: deliver whitening trays in 1 week. Tx plan: take-home whitening, then replace composites #8 and #9 if needed.',
    expect: {
      CC: 'Whitening consult, wedding in June',
      'MED HX': 'Healthy, no meds, NKA',
      INTRA: 'Mild extrinsic staining',
      DENTAL: [
        ['8', 'M composite'],
        ['9', 'M composite'],
      ],
      CONSULT:
        'Discussed take-home whitening with custom trays vs in-office, sensitivity risk, and that composites on #8 and #9 will not change colour and may need replacing after. Fee quoted $450 for take-home kit. Pt chose take-home',
      CONSENT: 'Consent form signed',
      TX: ['Upper and lower alginate impressions for whitening trays', 'Shade recorded A3'],
      'TX TODAY': ['Impressions'],
      NV: ['Deliver whitening trays in 1 week'],
      'TX PLAN': ['Take-home whitening', 'Replace composites #8, #9 if needed'],
    },
  }),
  defineCase({
    id: 'aa16-us-asr-canadian-filling-19-title-from-cc-la-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient here for filling number nineteen been catching floss no pain medical history no changes no allergies number nineteen occlusal caries under old sealant uh la one carpule articaine four percent one in one hundred thousand epi buccal infiltration number eighteen sorry nineteen rubber dam placed caries removed composite placed occlusion checked polished patient did great next visit hygiene appointment in three months',
    expect: {
      CC: 'Filling #19. Been catching floss. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['19', 'O caries under old sealant']],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam placed',
        'Caries removed',
        'Composite placed',
        'Occlusion checked',
        'Polished',
      ],
      'TX TODAY': ['Filling #19'],
      NOTES: 'Patient did great',
      NV: ['Hygiene appointment in 3 months'],
    },
  }),
  defineCase({
    id: 'aa17-us-typed-canadian-post-op-check-sutures-out-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Post-op check, #17 extracted last week by Dr. Singh. Some soreness first 3 days, settled since. Med hx: no changes. EO: no swelling. IO: socket healing well, sutures in place. Today: sutures removed, socket irrigated with saline. Advised to continue warm salt water rinses for a few more days. Next visit: hygiene appointment as scheduled. No further follow-up needed unless concerns.',
    expect: {
      CC: 'Post-op check, #17 extracted last week by Dr. Singh. Some soreness first 3 days, settled since',
      'MED HX': 'No changes',
      EXTRA: 'No swelling',
      INTRA: 'Socket healing well, sutures in place',
      TX: ['Sutures removed', 'Socket irrigated with saline'],
      CONSULT: 'Advised to continue warm salt water rinses for a few more days',
      NV: ['Hygiene appointment as scheduled'],
      'F/U': 'No further follow-up needed unless concerns',
    },
  }),
  defineCase({
    id: 'aa18-us-asr-canadian-bleeding-gums-periodontitis-srp-plan-stage-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient came in for hygiene appointment says gums bleed when flossing medical history type two diabetes on metformin well controlled no allergies extra oral within normal limits perio generalized four to five millimetre pockets bleeding on probing about forty percent localized six millimetre pocket number three mesial x-rays four bitewings generalized horizontal bone loss diagnosis generalized periodontitis stage two sorry stage three grade b today full mouth debridement oral hygiene instructions given plan scaling and root planing all four quadrants with local over two visits then perio maintenance every three months next visit scaling and root planing right side review gums in three months',
    expect: {
      CC: 'Hygiene appointment. Says gums bleed when flossing',
      'MED HX': 'Type 2 diabetes on metformin well controlled. No allergies',
      EXTRA: 'Within normal limits',
      PERIO: 'Generalized 4 to 5 mm pockets. Bleeding on probing about 40%. Localized 6 mm pocket #3 mesial',
      RADIO: '4 bitewings. Generalized horizontal bone loss',
      DX: ['Generalized periodontitis stage 3 grade B'],
      TX: ['Full mouth debridement', 'Oral hygiene instructions given'],
      'TX TODAY': ['OHI'],
      'TX PLAN': ['SRP all 4 quadrants with local over 2 visits', 'Periodontal maintenance every 3 months'],
      NV: ['SRP right side'],
      'F/U': 'Review gums in 3 months',
    },
  }),
  defineCase({
    id: 'aa19-us-asr-run-on-and-then-mo-composite-30-ianb',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay she came in for the mesial occlusal filling on number thirty and then medical history no changes and then allergic to penicillin and then la two carpules lidocaine two percent one in one hundred thousand epi inferior alveolar nerve block and then rubber dam and then caries removed and then vitrebond liner and then mesial occlusal composite number thirty and then occlusion checked and then she did great and then next visit her cleaning with the hygienist and then recall in six months',
    expect: {
      CC: 'MO filling on #30',
      'MED HX': 'No changes. Allergic to penicillin',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB',
        'Rubber dam',
        'Caries removed',
        'Vitrebond liner',
        'MO composite #30',
        'Occlusion checked',
      ],
      'TX TODAY': ['MO composite #30'],
      NOTES: 'She did great',
      NV: ['Her cleaning with the hygienist'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'aa20-us-asr-run-on-periodic-exam-recurrent-caries-appends-discussion-recall-changed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay uh periodic exam no complaints and then medical history no changes takes lisinopril no allergies and then extra oral within normal limits and then intra oral tissues within normal limits and then number fourteen mesial occlusal amalgam with mesial recurrent caries and then number three buccal pit stain and then x-rays two bitewings showed recurrent decay under number fourteen mesial and then diagnosis recurrent caries number fourteen and then prophy done and then plan mesial occlusal composite number fourteen to replace the amalgam and then next visit composite number fourteen and then recall six months',
    appends: [
      'add discussed replacing the other old amalgams over time and then patient wants to wait',
      'change recall six months to recall four months',
    ],
    expect: {
      CC: 'Periodic exam. No complaints',
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Tissues within normal limits',
      DENTAL: [
        ['14', 'MO amalgam with M recurrent caries'],
        ['3', 'B pit stain'],
      ],
      RADIO: '2 bitewings showed recurrent decay under #14 mesial',
      DX: ['Recurrent caries #14'],
      TX: ['Prophy done'],
      'TX TODAY': ['Prophy'],
      'TX PLAN': ['MO composite #14 to replace the amalgam'],
      NV: ['Composite #14'],
      CONSULT: 'Discussed replacing the other old amalgams over time. Patient wants to wait',
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'aa21-us-asr-run-on-fractured-cusp-3-crown-prep-temp-no-wait-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so she came in because of a broken tooth number three broke a piece off eating popcorn and then no pain and then medical history no changes no allergies and then number three large mesial occlusal distal amalgam and then number three fractured distal lingual no wait mesial lingual cusp and then pa of number three no periapical pathology and then diagnosis fractured cusp number three and then discussed crown versus onlay and she wants the crown and then we did la one carpule articaine four percent one in one hundred thousand epi buccal infiltration and palatal infiltration and then crown prep number three and then impressions and then temporary crown cemented with temp bond and then next visit seat crown number three in two weeks',
    expect: {
      CC: 'Broken tooth #3. Broke a piece off eating popcorn. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['3', 'Large MOD amalgam'],
        ['3', 'Fractured ML cusp', 'ML cusp'],
      ],
      RADIO: 'PA of #3. No periapical pathology',
      DX: ['Fractured cusp #3'],
      CONSULT: 'Discussed crown versus onlay. She wants the crown',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Crown prep #3',
        'Impressions',
        'Temporary crown cemented with temp bond',
      ],
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'aa22-us-typed-run-on-lost-filling-19-temp-dressing-fee-insurance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with lost filling on #19 and then says food keeps getting stuck there and then no pain. Med hx reviewed, no changes, allergic to latex. #19 DO restoration missing with distal caries. #18 O composite intact. PA #19: no periapical radiolucency, caries close to pulp distally. Dx: recurrent caries #19. Today: no anesthetic, caries excavated and then temp dressing #19 with IRM and then occlusion checked. Discussed crown vs large filling and then cost of crown is $1,200 and then pt wants to check insurance first. Tx plan: core buildup #19 and then crown #19. NV: crown prep #19 with buildup. Notes: use latex-free gloves.',
    expect: {
      CC: 'Lost filling on #19. Says food keeps getting stuck there. No pain',
      'MED HX': 'Reviewed, no changes, allergic to latex',
      DENTAL: [
        ['19', 'DO restoration missing with D caries'],
        ['18', 'O composite intact'],
      ],
      RADIO: 'PA #19: no periapical radiolucency, caries close to pulp distally',
      DX: ['Recurrent caries #19'],
      TX: ['No anesthetic', 'Caries excavated', 'Temp dressing #19 with IRM', 'Occlusion checked'],
      'TX TODAY': ['Temporary dressing #19'],
      CONSULT: 'Discussed crown vs large filling. Cost of crown is $1,200. Pt wants to check insurance first',
      'TX PLAN': ['Core buildup #19', 'Crown #19'],
      NV: ['Crown prep #19 with buildup'],
      NOTES: 'Use latex-free gloves',
    },
  }),
  defineCase({
    id: 'aa23-us-typed-run-on-high-bite-after-filling-14-adjusted-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt came in because of high bite since MO composite #14 last Tuesday and then some sensitivity to cold that lingers a few seconds. Med hx: no changes. #14 MO composite with heavy occlusal contact. #14 cold test normal and not TTP. Dx: high restoration #14. Today: occlusion checked with articulating paper, #14 high spot adjusted, polished and then Gluma applied. Advised sensitivity toothpaste and then call if pain lingers or wakes her at night. Review in 2 weeks.',
    expect: {
      CC: 'High bite since MO composite #14 last Tuesday. Some sensitivity to cold that lingers a few seconds',
      'MED HX': 'No changes',
      DENTAL: [
        ['14', 'MO composite with heavy occlusal contact'],
        ['14', 'Cold test normal and not TTP'],
      ],
      DX: ['High restoration #14'],
      TX: ['Occlusion checked with articulating paper', '#14 high spot adjusted', 'Polished', 'Gluma applied'],
      CONSULT: 'Advised sensitivity toothpaste. Call if pain lingers or wakes her at night',
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'aa24-us-asr-run-on-new-patient-nervous-cleaning-checkup-missing-thirds',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay new patient very nervous and then here for a cleaning and checkup and then medical history high cholesterol takes atorvastatin and then allergic to sulfa drugs and then extra oral within normal limits and then intra oral tissues within normal limits and then perio generalized moderate calculus and bleeding and then number eighteen occlusal caries and then number thirty one occlusal caries and then number one number sixteen number seventeen and number thirty two missing and then x-rays full mouth series taken and then diagnosis caries number eighteen and number thirty one and then gingivitis and then today we did a prophy and oral hygiene instructions and then plan occlusal composites number eighteen and number thirty one and then prophy every six months and then next visit fillings number eighteen and number thirty one',
    expect: {
      CC: 'New patient. Cleaning and checkup',
      NOTES: 'Very nervous',
      'MED HX': 'High cholesterol. Takes atorvastatin. Allergic to sulfa drugs',
      EXTRA: 'Within normal limits',
      INTRA: 'Tissues within normal limits',
      PERIO: 'Generalized moderate calculus and bleeding',
      DENTAL: [
        ['18', 'O caries'],
        ['31', 'O caries'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: 'Full mouth series taken',
      DX: ['Caries #18, #31', 'Gingivitis'],
      TX: ['Prophy', 'Oral hygiene instructions'],
      'TX TODAY': ['Prophy', 'OHI'],
      'TX PLAN': ['O composites #18, #31', 'Prophy every 6 months'],
      NV: ['Fillings #18, #31'],
    },
  }),
];
