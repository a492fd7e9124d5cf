// A ninety-fifth development batch (ids cs01–cs30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is sedation and general anaesthesia in
// dentistry: IV midazolam sedation told from the pre-sedation checks (ASA grade, blood pressure, pulse, oxygen
// saturation, fasting, escort, consent) through cannulation, titration, monitoring, the treatment under sedation and
// recovery to flumazenil given or not, discharge and post-sedation instructions; inhalation sedation with nitrous oxide
// for anxious children and adults (percentages, flow, scavenging, 5 minutes of 100% oxygen); oral sedation with
// temazepam and oral midazolam; sedation assessments (MDAS, MCDAS, IOSN, Frankl, airway, STOP-BANG); children's GA
// pre-assessments (charting, extraction lists, consent by a parent) and comprehensive care under GA; a desaturation
// treated with airway support, oxygen and flumazenil; a sedation abandoned after failed cannulation and an IV sedation
// cancelled for want of an escort. Five clinicians, six visits each:
//   cs01–cs06 a UK community sedation dentist (FDI, all recogniser-style): IV sedation for two lower wisdom teeth, a
//     sedation assessment with MDAS / IOSN and no treatment, two composites under IV sedation with a desaturation and
//     flumazenil (appended dictation), a scale and polish under inhalation sedation for a gag reflex, a sedation
//     abandoned after two failed cannulations with a GA referral (appended dictation), IV sedation for an adult with a
//     learning disability and a re-sited cannula;
//   cs07–cs12 a UK paediatric specialist (typed; FDI in cs07, cs08, cs11, Palmer with primary letters in cs09, cs10,
//     cs12): a GA pre-assessment with caries charting, consent by mum and an extraction list, comprehensive care under GA
//     (Hall crowns, a composite, extractions, varnish), an extraction of LRE under inhalation sedation, a review after
//     GA with prevention, a pulpotomy and preformed metal crown under inhalation sedation, an MIH first-molar assessment
//     planned for extraction under GA;
//   cs13–cs18 a US oral surgeon (Universal, all recogniser-style): four third molars under IV sedation, a sedation
//     consult for a patient with sleep apnea (no treatment), two upper molars out under IV sedation with antiemetics
//     (appended dictation), four premolars for orthodontics under nitrous oxide, exposure and bonding of an impacted
//     canine with extraction of #C under IV sedation, an implant placed under midazolam alone;
//   cs19–cs24 a US pediatric dentist (Universal with primary letters, typed): a pulpotomy, SSC and composite under
//     nitrous oxide, SSCs under oral midazolam sedation (appended dictation), a GA consult with charting and an OR plan,
//     full-mouth rehabilitation under GA, a sedation consult turned into a GA referral because of large tonsils, a prophy
//     with sealants and varnish under nitrous oxide;
//   cs25–cs30 an Australian dentist-sedationist (FDI; cs25, cs27, cs29 recogniser-style, cs26, cs28, cs30 typed): an
//     extirpation and a wisdom tooth out under midazolam and fentanyl, two composites and a scale and polish under oral
//     temazepam, a crown prep under "happy gas", a pre-sedation assessment with STOP-BANG and no treatment, a first IV
//     sedation visit with EMLA cream (appended dictation with "change", "remove" and "add to notes"), an IV sedation
//     cancelled for want of an escort and the extraction done under nitrous oxide instead.
// UK 18 (FDI 15 with the Australian clinician, Palmer 3), US 12 (Universal, primary letters in cs17 and cs19–cs24); 15
// recogniser-style (lower case, number words, fillers, no punctuation) and 15 typed; five cases with appended dictation
// (cs03 "add to notes …"; cs05 "change … to …" / "add to notes …"; cs15 "add to treatment …" / "next visit …"; cs20 typed
// "Add to notes: …" / "Next visit: …"; cs29 "change … to …" / "remove …" / "add to notes …"). The Australian cases use
// style 'UK' (FDI, cartridges, adrenaline, "lignocaine"). DENTAL in 28 cases (not cs04, cs18).
//
// Judgement calls where the contract was silent:
// - Sedation and anaesthesia are no titles: IV sedation, midazolam, fentanyl, temazepam, nitrous oxide / N2O, 100%
//   oxygen, cannulation, intubation, throat packs, monitoring, recovery, flumazenil and discharge are TX steps in order,
//   and TX TODAY lists only the table's procedures done under them. Titles: "Hall crown 55, 75, 85 cemented with GIC" and
//   "PMC 84" → "SSC …" (GIC is what it is done with); "pulpotomy 84 with Biodentine" → "Pulpotomy 84"; "pulp extirpated
//   46" → "Extirpation 46"; "implant placed #19 4.6 by 10 mm" → "Implant placement #19"; "#1, #16 extracted" →
//   "Extraction #1, #16"; "surgical extraction #17, #32" stays surgical; "SDF applied #S, #T" → "SDF #S, #T"; "Duraphat
//   varnish applied" / "FV" → "Fluoride varnish"; canal and socket irrigation, TBI, exposure and bonding of a canine
//   and retraction cord are no titles. TX PLAN / NV use the table names ("XLA" → "Extraction", "Hall crown" → "SSC",
//   "O comp" → "O composite", "root canal" → "RCT", "FS" → "Fissure sealant"); sedation words in them stay.
// - Pre-sedation checks said with the medical history (ASA grade, blood pressure, pulse / heart rate, SpO2 / sats,
//   weight, BMI, fasting / NPO, medicines taken that morning, STOP-BANG, snoring) are MED HX, as more56 kept a blood
//   pressure said after the medical history there; readings during sedation and in recovery ("sats stayed above 95%",
//   "glucose 126 in recovery", appended "blood pressure 118/70 at discharge") are TX steps, and so are signs of the
//   sedation ("good sedation", "drowsy but rousable", "gag reflex much reduced", "still very drowsy"). An airway seen in
//   the mouth (Mallampati, tonsils) is INTRA. "ASA two" → "ASA 2"; typed "ASA I / II" is kept.
// - Anxiety and its scores (MDAS, MCDAS, IOSN, Frankl, "needle phobic", "fainted at the dentist before"), who came
//   with the patient and who escorts them home are NOTES, as are remarks about the patient ("she became very
//   distressed", "she did great", "she doesn't remember any of the procedure"). Being told an escort is needed, fasting
//   and pre-sedation instructions at an assessment, the options and the patient's choice, and advice after treatment
//   are CONSULT; "post-op" / "post-sedation instructions given" on a treatment day is a TX step (as more58's "POIG").
//   A capacity assessment and agreement to treatment are CONSENT.
// - Discharge after recovery ("discharge criteria met", "discharged to her husband", "discharged alone") is a TX step;
//   "Discharged back to GDP" is F/U. A referral for GA elsewhere is TX PLAN.
// - The CCs avoid naming a procedure that was not done (the abandoned sedation in cs05 attends "for her IV sedation
//   appointment for the painful lower right molar"), so no title comes from a CC in this batch.
// - Units: "milligrams" → mg, "mls" → ml, "kilograms" → kg, "millimeters" → mm, "newton centimeters" → Ncm; "micrograms"
//   stays in full (as prescribers write it), and flows stay as said ("6 litres a minute", "3 liters per minute"; typed
//   "6 L/min" kept). "three oh chromic" → "3-0 chromic", "four oh vicryl" → "4-0 Vicryl"; "pre op", "post op", "post
//   sedation", "re sited", "pre sedation" are hyphenated; brands as their makers write them (EMLA, Protemp, TempBond,
//   Emax, Ledermix, Cavit, Gelfoam, Biodentine, Ketac Cem). The agent is kept as said ("lignocaine").
// - Monitoring, findings and drugs said as one run stay one item ("Midazolam 5 mg and fentanyl 75 micrograms titrated
//   to effect", "Dexamethasone 4 mg and ondansetron 4 mg IV for nausea prevention"); a finding and the step it led to
//   are cut at "so" and "then" ("Still very drowsy" | "Flumazenil 200 micrograms IV given" | "Alert and oriented").
// - Heavy calculus and a mobile region with no tooth ("upper anteriors grade 2 mobile") are PERIO; an implant site, a
//   palatal bulge and healed extraction sockets are INTRA; a tooth named only in a radiograph report ("CBCT reviewed #6
//   palatally impacted") makes no chart entry; "fractured at the gumline" names no part (fracture "Not specified").
// - In text fields teeth joined by "and" keep the "and" ("Extraction of #14 and #15 under IV sedation"); in list items
//   they are written "#14, #15".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" / "Next
//   visit: …" adds an NV item, "change X to Y" edits the one place X is said, "remove X" drops the TX item X.
import { defineCase, type NotesCase } from '../case.ts';

export const more95Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK community sedation dentist (FDI, recogniser-style)
  defineCase({
    id: 'cs01-uk-asr-fdi-iv-midazolam-xla-38-48-two-la-lines-escort-husband',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for iv sedation for the lower wisdom teeth medical history no changes since her assessment asthma uses a salbutamol inhaler when needed took it this morning no allergies asa two pre op blood pressure one twenty eight over eighty two pulse eighty four sats ninety eight percent on air her husband is her escort and he'll stay with her overnight written consent from the assessment checked and confirmed three eight and four eight partially erupted distoangular um twenty two gauge cannula left dorsum of hand first attempt midazolam five milligrams in five mls titrated one milligram a minute to a total of six milligrams good sedation achieved verbal contact maintained sats stayed above ninety five percent on the pulse oximeter la two cartridges articaine four percent one in one hundred thousand adrenaline id block left plus buccal infiltration three eight la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four eight extracted three eight and four eight with elevators and forceps sockets irrigated with saline haemostasis achieved recovered for forty five minutes flumazenil not required cannula removed discharge criteria met discharged to her husband post sedation instructions given verbal and written to both review two weeks if any problems",
    expect: {
      CC: 'IV sedation for the lower wisdom teeth',
      'MED HX':
        'No changes since her assessment. Asthma. Uses a salbutamol inhaler when needed. Took it this morning. No allergies. ASA 2. Pre-op blood pressure 128/82. Pulse 84. Sats 98% on air',
      DENTAL: [
        ['38', 'Partially erupted distoangular'],
        ['48', 'Partially erupted distoangular'],
      ],
      CONSENT: 'Written consent from the assessment checked and confirmed',
      'TX TODAY': ['Extraction 38, 48'],
      TX: [
        '22 gauge cannula left dorsum of hand first attempt',
        'Midazolam 5 mg in 5 ml titrated 1 mg a minute to a total of 6 mg',
        'Good sedation achieved',
        'Verbal contact maintained',
        'Sats stayed above 95% on the pulse oximeter',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 38',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 48',
        'Extracted 38, 48 with elevators and forceps',
        'Sockets irrigated with saline',
        'Haemostasis achieved',
        'Recovered for 45 minutes',
        'Flumazenil not required',
        'Cannula removed',
        'Discharge criteria met',
        'Discharged to her husband',
        'Post-sedation instructions given verbal and written to both',
      ],
      NOTES: "Her husband is her escort. He'll stay with her overnight",
      'F/U': 'Review 2 weeks if any problems',
    },
  }),
  defineCase({
    id: 'cs02-uk-asr-fdi-sedation-assessment-mdas-iosn-17-sorry-no-treatment-plan',
    style: 'UK',
    asr: true,
    transcript:
      "new patient referred by her gdp for sedation assessment hasn't been to a dentist for eight years since a bad extraction very anxious mdas twenty three out of twenty five iosn six very high need medical history high blood pressure on ramipril type two diabetes on metformin no allergies smokes ten a day doesn't drink bmi thirty one asa two blood pressure one forty two over eighty eight pulse eighty eight sats ninety seven percent on air extra oral nad intra oral soft tissues healthy bpe three three two two two three charting one six grossly carious sorry one seven grossly carious four six retained roots three six distal occlusal caries two five occlusal caries um discussed iv sedation inhalation sedation and general anaesthetic explained the risks and benefits of iv sedation she'd like iv sedation written consent signed pre sedation instructions given verbally and in writing explained she needs an adult escort who can stay overnight she said her sister will come plan iv sedation for extraction one seven and four six then fillings three six and two five next visit iv sedation extraction one seven and four six",
    expect: {
      CC: "New patient referred by her GDP for sedation assessment. Hasn't been to a dentist for 8 years since a bad extraction",
      'MED HX':
        "High blood pressure on ramipril. Type 2 diabetes on metformin. No allergies. Smokes 10 a day. Doesn't drink. BMI 31. ASA 2. Blood pressure 142/88. Pulse 88. Sats 97% on air",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 3 3 2 / 2 2 3',
      DENTAL: [
        ['17', 'Grossly carious'],
        ['46', 'Retained roots'],
        ['36', 'DO caries'],
        ['25', 'O caries'],
      ],
      CONSULT:
        "Discussed IV sedation, inhalation sedation and general anaesthetic. Explained the risks and benefits of IV sedation. She'd like IV sedation. Pre-sedation instructions given verbally and in writing. Explained she needs an adult escort who can stay overnight. She said her sister will come",
      CONSENT: 'Written consent signed',
      'TX PLAN': ['IV sedation for extraction 17, 46', 'Fillings 36, 25'],
      NOTES: 'Very anxious. MDAS 23 out of 25. IOSN 6 very high need',
      NV: ['IV sedation extraction 17, 46'],
    },
  }),
  defineCase({
    id: 'cs03-uk-asr-fdi-iv-sedation-mo-16-o-26-desaturation-flumazenil-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for fillings under iv sedation medical history no changes no medications no allergies asa one blood pressure one twenty four over seventy eight pulse seventy two sats ninety nine percent on air his mum is his escort she's in the waiting room consent form rechecked one six mesial occlusal caries two six occlusal caries twenty two gauge cannula right antecubital fossa sorry right dorsum of hand midazolam titrated in one milligram increments to seven milligrams sats dropped to eighty nine percent after the last increment head tilt chin lift oxygen two litres a minute by nasal cannula sats back to ninety seven percent within a minute la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration one six and two six rubber dam caries removed mesial occlusal composite one six occlusal composite two six shade a two bite checked recovered for an hour still very drowsy so flumazenil two hundred micrograms iv given then alert and oriented observed for a further hour after flumazenil cannula removed discharged with mum post sedation instructions given to mum verbal and written recall six months with his own dentist",
    appends: ["add to notes start with a lower dose next time he's very sensitive to midazolam"],
    expect: {
      CC: 'Fillings under IV sedation',
      'MED HX': 'No changes. No medications. No allergies. ASA 1. Blood pressure 124/78. Pulse 72. Sats 99% on air',
      DENTAL: [
        ['16', 'MO caries'],
        ['26', 'O caries'],
      ],
      CONSENT: 'Consent form rechecked',
      'TX TODAY': ['MO composite 16', 'O composite 26'],
      TX: [
        '22 gauge cannula right dorsum of hand',
        'Midazolam titrated in 1 mg increments to 7 mg',
        'Sats dropped to 89% after the last increment',
        'Head tilt chin lift',
        'Oxygen 2 litres a minute by nasal cannula',
        'Sats back to 97% within a minute',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 16, 26',
        'Rubber dam',
        'Caries removed',
        'MO composite 16',
        'O composite 26',
        'Shade A2',
        'Bite checked',
        'Recovered for an hour',
        'Still very drowsy',
        'Flumazenil 200 micrograms IV given',
        'Alert and oriented',
        'Observed for a further hour after flumazenil',
        'Cannula removed',
        'Discharged with mum',
        'Post-sedation instructions given to mum verbal and written',
      ],
      NOTES:
        "His mum is his escort. She's in the waiting room. Start with a lower dose next time. He's very sensitive to midazolam",
      'F/U': 'Recall 6 months with his own dentist',
    },
  }),
  defineCase({
    id: 'cs04-uk-asr-fdi-inhalation-sedation-adult-gag-reflex-s-and-p-30-sorry-35-percent',
    style: 'UK',
    asr: true,
    transcript:
      "attended for scale and polish under inhalation sedation she has a strong gag reflex and couldn't tolerate it last time medical history no changes takes sertraline no allergies asa two sats ninety eight percent pulse seventy six bpe two two two two two two calculus lingual of the lower anteriors nasal hood fitted scavenging on flow rate six litres a minute nitrous oxide titrated in ten percent steps to thirty percent sorry thirty five percent good sedation gag reflex much reduced scale and polish with ultrasonic and hand scalers oral hygiene instruction five minutes of one hundred percent oxygen at the end alert and walking normally discharged alone as no escort is needed for inhalation sedation she said it's the first time she's managed a clean in years recall six months next visit scale and polish under inhalation sedation again",
    expect: {
      CC: "Scale and polish under inhalation sedation. She has a strong gag reflex and couldn't tolerate it last time",
      'MED HX': 'No changes. Takes sertraline. No allergies. ASA 2. Sats 98%. Pulse 76',
      PERIO: 'BPE 2 2 2 / 2 2 2. Calculus lingual of the lower anteriors',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Nasal hood fitted',
        'Scavenging on',
        'Flow rate 6 litres a minute',
        'Nitrous oxide titrated in 10% steps to 35%',
        'Good sedation',
        'Gag reflex much reduced',
        'Scale and polish with ultrasonic and hand scalers',
        'Oral hygiene instruction',
        '5 minutes of 100% oxygen at the end',
        'Alert and walking normally',
        'Discharged alone as no escort is needed for inhalation sedation',
      ],
      NOTES: "She said it's the first time she's managed a clean in years",
      NV: ['Scale and polish under inhalation sedation again'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cs05-uk-asr-fdi-sedation-abandoned-failed-cannulation-47-ga-referral-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "attends for her iv sedation appointment for the painful lower right molar medical history no changes epilepsy well controlled on lamotrigine no allergies asa two blood pressure one thirty eight over ninety pulse one hundred and four sats ninety eight percent on air her partner is here as escort she's very nervous today four seven grossly carious tender to bite first cannulation attempt left dorsum of hand failed vein collapsed second attempt right dorsum of hand failed she became very distressed sedation abandoned no midazolam given pressure applied to both sites discussed options inhalation sedation or referral for general anaesthetic she'd prefer a general anaesthetic referral to the community ga service for extraction four seven analgesia advice paracetamol and ibuprofen review six weeks",
    appends: ['change six weeks to eight weeks', 'add to notes copy of the referral letter to her own dentist'],
    expect: {
      CC: 'Her IV sedation appointment for the painful lower right molar',
      'MED HX':
        'No changes. Epilepsy well controlled on lamotrigine. No allergies. ASA 2. Blood pressure 138/90. Pulse 104. Sats 98% on air',
      DENTAL: [['47', 'Grossly carious tender to bite']],
      CONSULT:
        "Discussed options inhalation sedation or referral for general anaesthetic. She'd prefer a general anaesthetic. Analgesia advice paracetamol and ibuprofen",
      TX: [
        'First cannulation attempt left dorsum of hand failed',
        'Vein collapsed',
        'Second attempt right dorsum of hand failed',
        'Sedation abandoned',
        'No midazolam given',
        'Pressure applied to both sites',
      ],
      'TX PLAN': ['Referral to the community GA service for extraction 47'],
      NOTES:
        "Her partner is here as escort. She's very nervous today. She became very distressed. Copy of the referral letter to her own dentist",
      'F/U': 'Review 8 weeks',
    },
  }),
  defineCase({
    id: 'cs06-uk-asr-fdi-iv-sedation-learning-disability-capacity-xla-24-25-cannula-re-sited',
    style: 'UK',
    asr: true,
    transcript:
      "attended with his carer for iv sedation for the upper left roots medical history mild learning disability epilepsy takes sodium valproate lives in supported housing no allergies asa two blood pressure one thirty over eighty pulse seventy eight sats ninety seven percent on air weight eighty two kilograms capacity assessed he understood and agreed to the extractions consent form signed by him his carer will escort him home two four and two five retained roots not tender twenty two gauge cannula left dorsum of hand tissued on first flush re sited right dorsum of hand flushing freely midazolam titrated in one milligram increments to a total of five milligrams verbal contact maintained sats above ninety five percent throughout la two cartridges lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration two four and two five extracted two four and two five roots complete haemostasis with gauze he was very calm recovered for forty minutes flumazenil not given cannula removed discharge criteria met discharged to his carer post sedation instructions given written copy for the care home sorry for the supported housing staff review two weeks",
    expect: {
      CC: 'IV sedation for the upper left roots',
      'MED HX':
        'Mild learning disability. Epilepsy. Takes sodium valproate. Lives in supported housing. No allergies. ASA 2. Blood pressure 130/80. Pulse 78. Sats 97% on air. Weight 82 kg',
      DENTAL: [
        ['24', 'Retained roots not tender'],
        ['25', 'Retained roots not tender'],
      ],
      CONSENT: 'Capacity assessed. He understood and agreed to the extractions. Consent form signed by him',
      'TX TODAY': ['Extraction 24, 25'],
      TX: [
        '22 gauge cannula left dorsum of hand',
        'Tissued on first flush',
        'Re-sited right dorsum of hand',
        'Flushing freely',
        'Midazolam titrated in 1 mg increments to a total of 5 mg',
        'Verbal contact maintained',
        'Sats above 95% throughout',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 24, 25',
        'Extracted 24, 25',
        'Roots complete',
        'Haemostasis with gauze',
        'Recovered for 40 minutes',
        'Flumazenil not given',
        'Cannula removed',
        'Discharge criteria met',
        'Discharged to his carer',
        'Post-sedation instructions given',
        'Written copy for the supported housing staff',
      ],
      NOTES: 'Attended with his carer. His carer will escort him home. He was very calm',
      'F/U': 'Review 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK paediatric specialist (typed; FDI / Palmer letters)
  defineCase({
    id: 'cs07-uk-typed-fdi-child-ga-pre-assessment-charting-consent-mum-extraction-list',
    style: 'UK',
    asr: false,
    transcript:
      'New pt referred by GDP for treatment under GA. 5 y/o, attended with mum and dad; mum has parental responsibility. Toothache LL for 2 wks, woken at night x3. MH: fit and well, no meds, NKDA, born at term, no previous GA. Weight 19 kg. ASA I. Would not sit in chair, examined knee-to-knee. 54 O caries. 55 MO caries. 64 sound. 65 DO caries into pulp. 74 grossly carious. 75 DO caries. 84 grossly carious, buccal sinus. 85 O caries. 16, 26, 36, 46 unerupted. No radiographs – not cooperative. Dx: early childhood caries, dental abscess 74, 84. Discussed IS vs GA; with this many teeth and an abscess, GA recommended. Risks of GA explained incl. sore throat, nausea and rare serious complications. Parents agree to comprehensive care under GA. Written consent for GA signed by mum. Diet: juice in bottle at bedtime, advised water only. Duraphat varnish applied. Fasting instructions given in writing. Plan: comprehensive care under GA. XLA 65, 74, 84. Hall crown 55, 75, 85. O comp 54. NV: GA day-case list.',
    expect: {
      CC: 'New pt referred by GDP for treatment under GA. Toothache LL for 2 wks, woken at night x3',
      'MED HX': 'Fit and well, no meds, NKDA, born at term, no previous GA. Weight 19 kg. ASA I',
      DENTAL: [
        ['54', 'O caries'],
        ['55', 'MO caries'],
        ['64', 'Sound'],
        ['65', 'DO caries into pulp'],
        ['74', 'Grossly carious'],
        ['75', 'DO caries'],
        ['84', 'Grossly carious, buccal sinus'],
        ['85', 'O caries'],
        ['16', 'Unerupted'],
        ['26', 'Unerupted'],
        ['36', 'Unerupted'],
        ['46', 'Unerupted'],
      ],
      RADIO: 'No radiographs – not cooperative',
      DX: ['Early childhood caries', 'Dental abscess 74, 84'],
      CONSULT:
        'Discussed IS vs GA; with this many teeth and an abscess, GA recommended. Risks of GA explained incl. sore throat, nausea and rare serious complications. Parents agree to comprehensive care under GA. Diet: juice in bottle at bedtime, advised water only. Fasting instructions given in writing',
      CONSENT: 'Written consent for GA signed by mum',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish applied'],
      'TX PLAN': ['Comprehensive care under GA', 'Extraction 65, 74, 84', 'SSC 55, 75, 85', 'O composite 54'],
      NOTES: '5 y/o, attended with mum and dad; mum has parental responsibility. Would not sit in chair, examined knee-to-knee',
      NV: ['GA day-case list'],
    },
  }),
  defineCase({
    id: 'cs08-uk-typed-fdi-child-comprehensive-care-under-ga-hall-crowns-xla-throat-pack',
    style: 'UK',
    asr: false,
    transcript:
      'Comprehensive care under GA, day case. 5 y/o, mum present at induction. MH: no change since pre-assessment, NKDA, fasted as instructed. Weight 19 kg. ASA I. Consent form rechecked with mum. Nasal intubation by anaesthetist, throat pack placed. 54 O caries. 55 MO caries. 64 sound. 65 DO caries into pulp. 74, 84 grossly carious. 75 DO caries. 85 O caries. BWs taken under GA: 54 caries into dentine, 55 M caries close to pulp, no other caries. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal infil 65, 74, 84. Hall crown 55, 75, 85 cemented with GIC. O comp 54. XLA 65, 74, 84 with forceps, roots complete. Haemostasis achieved. FV 22,600 ppm applied. Throat pack removed. Recovered well on the ward. POIG to mum verbal and written. Advised soft diet today and paracetamol or ibuprofen for discomfort. Review 2/52 in clinic.',
    expect: {
      CC: 'Comprehensive care under GA, day case',
      'MED HX': 'No change since pre-assessment, NKDA, fasted as instructed. Weight 19 kg. ASA I',
      DENTAL: [
        ['54', 'O caries'],
        ['55', 'MO caries'],
        ['64', 'Sound'],
        ['65', 'DO caries into pulp'],
        ['74', 'Grossly carious'],
        ['84', 'Grossly carious'],
        ['75', 'DO caries'],
        ['85', 'O caries'],
      ],
      RADIO: 'BWs taken under GA: 54 caries into dentine, 55 M caries close to pulp, no other caries',
      CONSULT: 'Advised soft diet today and paracetamol or ibuprofen for discomfort',
      CONSENT: 'Consent form rechecked with mum',
      'TX TODAY': ['SSC 55, 75, 85', 'O composite 54', 'Extraction 65, 74, 84', 'Fluoride varnish'],
      TX: [
        'Nasal intubation by anaesthetist',
        'Throat pack placed',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 65, 74, 84',
        'Hall crown 55, 75, 85 cemented with GIC',
        'O comp 54',
        'XLA 65, 74, 84 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'FV 22,600 ppm applied',
        'Throat pack removed',
        'Recovered well on the ward',
        'POIG to mum verbal and written',
      ],
      NOTES: '5 y/o, mum present at induction',
      'F/U': 'Review 2 weeks in clinic',
    },
  }),
  defineCase({
    id: 'cs09-uk-typed-palmer-child-xla-lre-inhalation-sedation-35-percent-mcdas',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '8 y/o, attended with dad for XLA LRE under IS. Anxious, MCDAS 31/40. MH: fit and well, NKDA, no cold or blocked nose. ASA I. LRE grossly carious, mobile. LR6 sound, FS intact. LRD sound. Written consent for IS and XLA signed by dad at assessment, confirmed today. Nasal hood fitted, scavenging on. Flow 5 L/min, N2O titrated to 35% in 5-10% steps. Tell-show-do. Topical. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal + lingual infil LRE. XLA LRE with forceps, roots complete. Haemostasis achieved. 100% O2 for 5 min. Recovered in chair 10 min. POIG to dad. Good cooperation, sticker given. Recall with GDP.',
    expect: {
      CC: 'XLA LRE under IS',
      'MED HX': 'Fit and well, NKDA, no cold or blocked nose. ASA I',
      DENTAL: [
        ['LRE', 'Grossly carious, mobile'],
        ['LR6', 'Sound, FS intact'],
        ['LRD', 'Sound'],
      ],
      CONSENT: 'Written consent for IS and XLA signed by dad at assessment, confirmed today',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Nasal hood fitted',
        'Scavenging on',
        'Flow 5 L/min',
        'N2O titrated to 35% in 5-10% steps',
        'Tell-show-do',
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'XLA LRE with forceps',
        'Roots complete',
        'Haemostasis achieved',
        '100% O2 for 5 min',
        'Recovered in chair 10 min',
        'POIG to dad',
      ],
      NOTES: '8 y/o, attended with dad. Anxious, MCDAS 31/40. Good cooperation, sticker given',
      'F/U': 'Recall with GDP',
    },
  }),
  defineCase({
    id: 'cs10-uk-typed-palmer-child-review-after-ga-hall-crowns-ure-ule-fv-discharged-gdp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Review 2/52 after comprehensive care under GA. 6 y/o w/ mum. No pain since, eating well. MH: no change, NKDA. EO: NAD. IO: extraction sockets healed well. URE, ULE Hall crowns intact, gingivae slightly inflamed. URC, ULC sound. LL6, LR6 erupting, sound. Plaque score 60%. TBI with mum using 1450 ppm toothpaste. Advised spit don't rinse. Diet: bedtime juice stopped, praised mum. FV 22,600 ppm applied. Pt cooperative in chair today – much more confident. Plan: FS LL6, LR6 when erupted. FV every 3 months with GDP. Discharged back to GDP.",
    expect: {
      CC: 'Review 2 weeks after comprehensive care under GA. No pain since, eating well',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Extraction sockets healed well',
      PERIO: 'Plaque score 60%',
      DENTAL: [
        ['URE', 'Hall crowns intact, gingivae slightly inflamed'],
        ['ULE', 'Hall crowns intact, gingivae slightly inflamed'],
        ['URC', 'Sound'],
        ['ULC', 'Sound'],
        ['LL6', 'Erupting, sound'],
        ['LR6', 'Erupting, sound'],
      ],
      CONSULT: "Advised spit don't rinse. Diet: bedtime juice stopped, praised mum",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['TBI with mum using 1450 ppm toothpaste', 'FV 22,600 ppm applied'],
      'TX PLAN': ['Fissure sealant LL6, LR6 when erupted', 'Fluoride varnish every 3 months with GDP'],
      NOTES: '6 y/o w/ mum. Pt cooperative in chair today – much more confident',
      'F/U': 'Discharged back to GDP',
    },
  }),
  defineCase({
    id: 'cs11-uk-typed-fdi-child-inhalation-sedation-pulpotomy-pmc-84-fs-46-visit-2-of-3',
    style: 'UK',
    asr: false,
    transcript:
      'IS visit 2 of 3. 7 y/o with mum. MH: asthma (Clenil + salbutamol), well controlled, used inhaler this morning, NKDA. ASA II. SpO2 99%, HR 88. Consent form for IS signed by mum at assessment, confirmed today. 84 DO caries, no symptoms. 85 O GIC intact. 74 grossly carious. 46 erupted, stained fissures. Nasal hood fitted, scavenging on. O2 flow 6 L/min, N2O titrated to 30%. Topical. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 84. Rubber dam. Caries removed, carious pulp exposure. Pulpotomy 84 with Biodentine. PMC 84 cemented with GIC. FS 46. 100% O2 for 5 min. Recovered in chair 5 min. POIG to mum. She did brilliantly. NV: XLA 74 under IS (visit 3).',
    expect: {
      CC: 'IS visit 2 of 3',
      'MED HX':
        'Asthma (Clenil + salbutamol), well controlled, used inhaler this morning, NKDA. ASA II. SpO2 99%, HR 88',
      DENTAL: [
        ['84', 'DO caries, no symptoms'],
        ['85', 'O GIC intact'],
        ['74', 'Grossly carious'],
        ['46', 'Erupted, stained fissures'],
      ],
      CONSENT: 'Consent form for IS signed by mum at assessment, confirmed today',
      'TX TODAY': ['Pulpotomy 84', 'SSC 84', 'Fissure sealant 46'],
      TX: [
        'Nasal hood fitted',
        'Scavenging on',
        'O2 flow 6 L/min',
        'N2O titrated to 30%',
        'Topical',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 84',
        'Rubber dam',
        'Caries removed',
        'Carious pulp exposure',
        'Pulpotomy 84 with Biodentine',
        'PMC 84 cemented with GIC',
        'FS 46',
        '100% O2 for 5 min',
        'Recovered in chair 5 min',
        'POIG to mum',
      ],
      NOTES: '7 y/o with mum. She did brilliantly',
      NV: ['Extraction 74 under IS (visit 3)'],
    },
  }),
  defineCase({
    id: 'cs12-uk-typed-palmer-child-mih-first-molars-assessment-xla-6s-under-ga-primary-es',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt referred by GDP re poor prognosis first permanent molars (MIH). 11 y/o, attended with dad. Sensitivity UR6 and LL6 when brushing. Very anxious, MCDAS 34/40, IOSN: high need for sedation. MH: fit and well, NKDA. UR6 MIH, post-eruptive breakdown, O caries. UL6 MIH, mild, no breakdown. LL6 MIH, large DO breakdown, TTP (-). LR6 MIH, moderate. URE, ULE, LLE, LRE present, mobile. OPG: 7s developing, bifurcation forming, 8s present – good timing for XLA of 6s. Dx: MIH affecting all 6s. Discussed XLA all 6s under GA vs IS with LA vs restoring and keeping them. Dad and pt prefer XLA under GA. Consent for GA to be signed at pre-assessment. Duraphat varnish applied. Plan: XLA UR6, UL6, LL6, LR6 under GA. Ortho referral for opinion on balancing. NV: GA pre-assessment.',
    expect: {
      CC: 'New pt referred by GDP re poor prognosis first permanent molars (MIH). Sensitivity UR6 and LL6 when brushing',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['UR6', 'MIH, post-eruptive breakdown, O caries'],
        ['UL6', 'MIH, mild, no breakdown'],
        ['LL6', 'MIH, large DO breakdown, TTP (-)'],
        ['LR6', 'MIH, moderate'],
        ['URE', 'Present, mobile'],
        ['ULE', 'Present, mobile'],
        ['LLE', 'Present, mobile'],
        ['LRE', 'Present, mobile'],
      ],
      RADIO: 'OPG: 7s developing, bifurcation forming, 8s present – good timing for XLA of 6s',
      DX: ['MIH affecting all 6s'],
      CONSULT:
        'Discussed XLA all 6s under GA vs IS with LA vs restoring and keeping them. Dad and pt prefer XLA under GA',
      CONSENT: 'Consent for GA to be signed at pre-assessment',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat varnish applied'],
      'TX PLAN': ['Extraction UR6, UL6, LL6, LR6 under GA', 'Ortho referral for opinion on balancing'],
      NOTES: '11 y/o, attended with dad. Very anxious, MCDAS 34/40, IOSN: high need for sedation',
      NV: ['GA pre-assessment'],
    },
  }),

  // ---------------------------------------------------------------- 3. US oral surgeon (Universal, recogniser-style)
  defineCase({
    id: 'cs13-us-asr-iv-sedation-four-third-molars-surgical-17-32-capnography-aldrete',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for extraction of all four wisdom teeth under iv sedation nineteen year old male his mom is driving medical history healthy no meds allergic to sulfa asa one npo since midnight pre op vitals blood pressure one eighteen over seventy two heart rate sixty eight spo two ninety nine percent on room air weight seventy kilograms numbers one and sixteen erupted numbers seventeen and thirty two mesioangular partial bony impactions pano shows the roots of the lower thirds close to the canal reviewed risk of lip numbness consent signed twenty two gauge iv right antecubital first stick full monitoring with capnography nasal cannula oxygen three liters per minute midazolam five milligrams and fentanyl seventy five micrograms titrated to effect two carpules lidocaine two percent one to one hundred thousand epi right ianb two carpules lidocaine two percent one to one hundred thousand epi left ianb two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration one and sixteen numbers one and sixteen extracted with elevator and forceps surgical extraction seventeen and thirty two with full thickness flap buccal bone removal teeth sectioned sockets irrigated with saline closed with three oh chromic gut gauze packs placed vitals stable throughout patient tolerated the procedure well recovered thirty minutes aldrete score ten discharged to mom post op instructions given verbal and written to mom rx ibuprofen six hundred milligrams every six hours as needed follow up one week",
    expect: {
      CC: 'Extraction of all four wisdom teeth under IV sedation',
      'MED HX':
        'Healthy. No meds. Allergic to sulfa. ASA 1. NPO since midnight. Pre-op vitals blood pressure 118/72. Heart rate 68. SpO2 99% on room air. Weight 70 kg',
      DENTAL: [
        ['1', 'Erupted'],
        ['16', 'Erupted'],
        ['17', 'Mesioangular partial bony impactions'],
        ['32', 'Mesioangular partial bony impactions'],
      ],
      RADIO: 'Pano shows the roots of the lower thirds close to the canal',
      CONSULT: 'Reviewed risk of lip numbness',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17, #32'],
      TX: [
        '22 gauge IV right antecubital first stick',
        'Full monitoring with capnography',
        'Nasal cannula oxygen 3 liters per minute',
        'Midazolam 5 mg and fentanyl 75 micrograms titrated to effect',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #1, #16',
        '#1, #16 extracted with elevator and forceps',
        'Surgical extraction #17, #32 with full thickness flap',
        'Buccal bone removal',
        'Teeth sectioned',
        'Sockets irrigated with saline',
        'Closed with 3-0 chromic gut',
        'Gauze packs placed',
        'Vitals stable throughout',
        'Recovered 30 minutes',
        'Aldrete score 10',
        'Discharged to mom',
        'Post-op instructions given verbal and written to mom',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: '19 year old male. His mom is driving. Patient tolerated the procedure well',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'cs14-us-asr-sedation-consult-sleep-apnea-mallampati-asa-3-extraction-6-through-11-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult referred by his general dentist for removal of the remaining upper teeth under iv sedation he's very anxious about dental work medical history obstructive sleep apnea uses cpap hypertension on amlodipine type two diabetes on metformin a one c seven point two allergic to codeine smokes half a pack a day asa three bmi thirty four blood pressure one fifty two over ninety four heart rate eighty six spo two ninety five percent on room air extraoral no lymphadenopathy intraoral mallampati three upper posteriors missing heavy calculus upper anteriors grade two mobile number eight fractured at the gumline pano generalized horizontal bone loss upper arch about fifty percent diagnosis terminal upper dentition due to periodontitis discussed iv sedation in the office versus general anesthesia at the hospital because of his sleep apnea he'd prefer iv sedation here explained the higher airway risk and that we may need to stop and rebook at the hospital npo after midnight take his amlodipine with a sip of water skip metformin that morning bring his cpap he needs a driver consent form signed for sedation and extractions plan medical clearance from his primary care physician then extraction numbers six through eleven with alveoloplasty under iv sedation immediate upper denture with his general dentist next visit surgery ninety minutes",
    expect: {
      CC: 'Consult referred by his general dentist for removal of the remaining upper teeth under IV sedation',
      'MED HX':
        'Obstructive sleep apnea. Uses CPAP. Hypertension on amlodipine. Type 2 diabetes on metformin. A1c 7.2. Allergic to codeine. Smokes half a pack a day. ASA 3. BMI 34. Blood pressure 152/94. Heart rate 86. SpO2 95% on room air',
      EXTRA: 'No lymphadenopathy',
      INTRA: 'Mallampati 3. Upper posteriors missing',
      PERIO: 'Heavy calculus. Upper anteriors grade 2 mobile',
      DENTAL: [['8', 'Fractured at the gumline', 'Not specified']],
      RADIO: 'Pano generalized horizontal bone loss upper arch about 50%',
      DX: ['Terminal upper dentition due to periodontitis'],
      CONSULT:
        "Discussed IV sedation in the office versus general anesthesia at the hospital because of his sleep apnea. He'd prefer IV sedation here. Explained the higher airway risk and that we may need to stop and rebook at the hospital. NPO after midnight. Take his amlodipine with a sip of water. Skip metformin that morning. Bring his CPAP. He needs a driver",
      CONSENT: 'Consent form signed for sedation and extractions',
      'TX PLAN': [
        'Medical clearance from his primary care physician',
        'Extraction #6 through #11 with alveoloplasty under IV sedation',
        'Immediate upper denture with his general dentist',
      ],
      NOTES: "He's very anxious about dental work",
      NV: ['Surgery 90 minutes'],
    },
  }),
  defineCase({
    id: 'cs15-us-asr-iv-sedation-xla-14-15-type-1-diabetes-ondansetron-appends-treatment-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for extraction of fourteen and fifteen under iv sedation medical history type one diabetes on an insulin pump fingerstick glucose one thirty eight this morning hypothyroid on levothyroxine nausea with anesthesia in the past no known drug allergies asa two npo since ten last night blood pressure one twenty two over seventy six heart rate seventy four spo two ninety eight percent on room air her husband is driving consent signed number fourteen nonrestorable distal occlusal caries into the furcation number fifteen supraerupted no opposing tooth twenty gauge iv left hand dexamethasone four milligrams and ondansetron four milligrams iv for nausea prevention midazolam three milligrams and fentanyl fifty micrograms titrated standard asa monitoring with capnography oxygen by nasal cannula two liters per minute three carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen and fifteen extracted fourteen in sections extracted fifteen with forceps sockets curetted gelfoam placed closed with three oh chromic recovered forty five minutes mild nausea in recovery settled with sips of water glucose one twenty six in recovery discharged to husband post op instructions given follow up one week",
    appends: [
      'add to treatment blood pressure one eighteen over seventy at discharge',
      'next visit implant consult in three months',
    ],
    expect: {
      CC: 'Extraction of #14 and #15 under IV sedation',
      'MED HX':
        'Type 1 diabetes on an insulin pump. Fingerstick glucose 138 this morning. Hypothyroid on levothyroxine. Nausea with anesthesia in the past. No known drug allergies. ASA 2. NPO since 10 last night. Blood pressure 122/76. Heart rate 74. SpO2 98% on room air',
      DENTAL: [
        ['14', 'Nonrestorable DO caries into the furcation'],
        ['15', 'Supraerupted no opposing tooth'],
      ],
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #14', 'Extraction #15'],
      TX: [
        '20 gauge IV left hand',
        'Dexamethasone 4 mg and ondansetron 4 mg IV for nausea prevention',
        'Midazolam 3 mg and fentanyl 50 micrograms titrated',
        'Standard ASA monitoring with capnography',
        'Oxygen by nasal cannula 2 liters per minute',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14, #15',
        'Extracted #14 in sections',
        'Extracted #15 with forceps',
        'Sockets curetted',
        'Gelfoam placed',
        'Closed with 3-0 chromic',
        'Recovered 45 minutes',
        'Mild nausea in recovery settled with sips of water',
        'Glucose 126 in recovery',
        'Discharged to husband',
        'Post-op instructions given',
        'Blood pressure 118/70 at discharge',
      ],
      NOTES: 'Her husband is driving',
      NV: ['Implant consult in 3 months'],
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'cs16-us-asr-nitrous-oxide-40-percent-ortho-extractions-5-12-21-28-teen-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "thirteen year old with dad here for orthodontic extractions of the four first premolars referred by her orthodontist she's nervous about needles medical history healthy no meds no allergies weight fifty kilograms numbers five twelve twenty one and twenty eight fully erupted no caries mom signed consent at the consult dad confirmed today nitrous oxide titrated to forty percent via nasal hood scavenging on flow six liters per minute benzocaine topical two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration five and twelve two carpules articaine four percent one to one hundred thousand epi buccal and lingual infiltration twenty one and twenty eight extracted five twelve twenty one and twenty eight with forceps gauze packs placed one hundred percent oxygen for five minutes recovered in the chair discharged with dad post op instructions given to dad she did great follow up as needed",
    expect: {
      CC: 'Orthodontic extractions of the four first premolars referred by her orthodontist',
      'MED HX': 'Healthy. No meds. No allergies. Weight 50 kg',
      DENTAL: [
        ['5', 'Fully erupted no caries'],
        ['12', 'Fully erupted no caries'],
        ['21', 'Fully erupted no caries'],
        ['28', 'Fully erupted no caries'],
      ],
      CONSENT: 'Mom signed consent at the consult. Dad confirmed today',
      'TX TODAY': ['Extraction #5, #12, #21, #28'],
      TX: [
        'Nitrous oxide titrated to 40% via nasal hood',
        'Scavenging on',
        'Flow 6 liters per minute',
        'Benzocaine topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #5, #12',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #21, #28',
        'Extracted #5, #12, #21, #28 with forceps',
        'Gauze packs placed',
        '100% oxygen for 5 minutes',
        'Recovered in the chair',
        'Discharged with dad',
        'Post-op instructions given to dad',
      ],
      NOTES: "13 year old with dad. She's nervous about needles. She did great",
      'F/U': 'Follow up as needed',
    },
  }),
  defineCase({
    id: 'cs17-us-asr-iv-sedation-exposure-bonding-impacted-6-extraction-c-gold-chain',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "sixteen year old with mom here for exposure and bonding of impacted number six under iv sedation referred by her orthodontist medical history asthma uses albuterol as needed used it this morning no allergies asa two npo since midnight vitals blood pressure one ten over sixty eight heart rate eighty spo two ninety nine percent weight fifty eight kilograms cbct reviewed six palatally impacted no resorption of the incisor roots letter c retained grade one mobile intraoral palatal bulge upper right consent signed by mom twenty two gauge iv right hand midazolam four milligrams and fentanyl fifty micrograms titrated oxygen two liters per minute nasal cannula three carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration upper right letter c extracted palatal flap raised bone removed over the canine crown follicle removed number six bracket and gold chain bonded chain tied to the archwire flap closed with four oh chromic vitals stable throughout recovered thirty minutes discharged to mom post op instructions given rx ibuprofen four hundred milligrams every six hours as needed plan orthodontist to activate the chain in two weeks follow up one week",
    expect: {
      CC: 'Exposure and bonding of impacted #6 under IV sedation referred by her orthodontist',
      'MED HX':
        'Asthma. Uses albuterol as needed. Used it this morning. No allergies. ASA 2. NPO since midnight. Vitals blood pressure 110/68. Heart rate 80. SpO2 99%. Weight 58 kg',
      INTRA: 'Palatal bulge upper right',
      DENTAL: [['C', 'Retained grade 1 mobile']],
      RADIO: 'CBCT reviewed #6 palatally impacted. No resorption of the incisor roots',
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['Extraction #C'],
      TX: [
        '22 gauge IV right hand',
        'Midazolam 4 mg and fentanyl 50 micrograms titrated',
        'Oxygen 2 liters per minute nasal cannula',
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        '#C extracted',
        'Palatal flap raised',
        'Bone removed over the canine crown',
        'Follicle removed',
        '#6 bracket and gold chain bonded',
        'Chain tied to the archwire',
        'Flap closed with 4-0 chromic',
        'Vitals stable throughout',
        'Recovered 30 minutes',
        'Discharged to mom',
        'Post-op instructions given',
        'Rx ibuprofen 400 mg every 6 hours as needed',
      ],
      'TX PLAN': ['Orthodontist to activate the chain in 2 weeks'],
      NOTES: '16 year old with mom',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'cs18-us-asr-iv-midazolam-only-implant-placement-19-torque-35-ncm-suture-removal-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for implant placement number nineteen under iv sedation he's extremely anxious fainted at the dentist before medical history high cholesterol on atorvastatin no allergies asa two vitals blood pressure one thirty four over eighty two heart rate seventy eight spo two ninety seven percent on room air his wife is driving consent reviewed and signed site nineteen healed ridge adequate width cbct eleven millimeters of bone above the canal twenty two gauge iv left antecubital midazolam titrated in one milligram increments to six milligrams no opioid oxygen two liters per minute nasal cannula two carpules articaine four percent one to one hundred thousand epi buccal and lingual infiltration nineteen crestal incision full thickness flap osteotomy with sequential drills to four point two millimeters implant placed number nineteen four point six by ten millimeters insertion torque thirty five newton centimeters cover screw placed closed with four oh vicryl sats stayed above ninety five percent flumazenil not needed recovered forty minutes discharged to his wife post op instructions given rx amoxicillin five hundred milligrams three times a day for seven days rx chlorhexidine rinse twice a day next visit suture removal in ten days",
    expect: {
      CC: 'Implant placement #19 under IV sedation',
      'MED HX':
        'High cholesterol on atorvastatin. No allergies. ASA 2. Vitals blood pressure 134/82. Heart rate 78. SpO2 97% on room air',
      INTRA: 'Site #19 healed ridge adequate width',
      RADIO: 'CBCT 11 mm of bone above the canal',
      CONSENT: 'Consent reviewed and signed',
      'TX TODAY': ['Implant placement #19'],
      TX: [
        '22 gauge IV left antecubital',
        'Midazolam titrated in 1 mg increments to 6 mg',
        'No opioid',
        'Oxygen 2 liters per minute nasal cannula',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #19',
        'Crestal incision',
        'Full thickness flap',
        'Osteotomy with sequential drills to 4.2 mm',
        'Implant placed #19 4.6 by 10 mm',
        'Insertion torque 35 Ncm',
        'Cover screw placed',
        'Closed with 4-0 Vicryl',
        'Sats stayed above 95%',
        'Flumazenil not needed',
        'Recovered 40 minutes',
        'Discharged to his wife',
        'Post-op instructions given',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx chlorhexidine rinse twice a day',
      ],
      NOTES: "He's extremely anxious. Fainted at the dentist before. His wife is driving",
      NV: ['Suture removal in 10 days'],
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric dentist (Universal with letters, typed)
  defineCase({
    id: 'cs19-us-typed-child-nitrous-40-percent-pulpotomy-ssc-k-o-composite-l-frankl',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom. Here for restorative under N2O. Anxious at last visit (Frankl 2). Med hx: healthy, NKDA. Wt 22 kg. Mom signed consent for N2O and tx. #K DO caries, deep. #L O caries. N2O/O2 via nasal hood, titrated to 40% N2O, scavenger on. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100k epi, left IANB. Rubber dam. #K caries removed, carious pulp exposure. Pulpotomy #K w/ MTA. SSC #K cemented w/ RMGI. O composite #L. 100% O2 x 5 min. Pt did well, Frankl 3. POI given to mom. Warned mom about lip and cheek biting. Recall 6 months.',
    expect: {
      CC: 'Restorative under N2O',
      'MED HX': 'Healthy, NKDA. Wt 22 kg',
      DENTAL: [
        ['K', 'DO caries, deep'],
        ['L', 'O caries'],
      ],
      CONSULT: 'Warned mom about lip and cheek biting',
      CONSENT: 'Mom signed consent for N2O and tx',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'O composite #L'],
      TX: [
        'N2O/O2 via nasal hood',
        'Titrated to 40% N2O',
        'Scavenger on',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        '#K caries removed',
        'Carious pulp exposure',
        'Pulpotomy #K w/ MTA',
        'SSC #K cemented w/ RMGI',
        'O composite #L',
        '100% O2 x 5 min',
        'POI given to mom',
      ],
      NOTES: '6 y/o w/ mom. Anxious at last visit (Frankl 2). Pt did well, Frankl 3',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cs20-us-typed-child-oral-midazolam-sedation-ssc-s-t-discharge-criteria-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '4 y/o w/ dad. Here for oral sedation visit, SSCs #S and #T. Med hx: healthy, no meds, NKDA, no cold or fever this week. NPO since midnight, confirmed w/ dad. ASA I. Wt 16 kg. Pre-op HR 102, SpO2 99% RA, RR 22. Consent for sedation and tx signed by dad at consult, reviewed today. #S DO caries. #T MO caries. Midazolam 8 mg PO (0.5 mg/kg) given, good effect after 20 min. Monitored w/ pulse oximeter throughout, SpO2 97-100%. N2O 30% via nasal hood to supplement. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100k epi, right IANB. Rubber dam. Caries removed #S, #T, no exposures. SSC #S, #T cemented w/ Ketac Cem. 100% O2 x 5 min. Recovered 30 min, VSS. Discharge criteria met. Discharged to dad w/ written post-sedation instructions. Cried during LA but settled. Recall 6 months.',
    appends: ['Add to notes: sibling also needs a sedation eval.', 'Next visit: SSC #K, #L under oral sedation.'],
    expect: {
      CC: 'Oral sedation visit, SSCs #S and #T',
      'MED HX':
        'Healthy, no meds, NKDA, no cold or fever this week. NPO since midnight, confirmed w/ dad. ASA I. Wt 16 kg. Pre-op HR 102, SpO2 99% RA, RR 22',
      DENTAL: [
        ['S', 'DO caries'],
        ['T', 'MO caries'],
      ],
      CONSENT: 'Consent for sedation and tx signed by dad at consult, reviewed today',
      'TX TODAY': ['SSC #S, #T'],
      TX: [
        'Midazolam 8 mg PO (0.5 mg/kg) given',
        'Good effect after 20 min',
        'Monitored w/ pulse oximeter throughout',
        'SpO2 97-100%',
        'N2O 30% via nasal hood to supplement',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed #S, #T',
        'No exposures',
        'SSC #S, #T cemented w/ Ketac Cem',
        '100% O2 x 5 min',
        'Recovered 30 min',
        'VSS',
        'Discharge criteria met',
        'Discharged to dad w/ written post-sedation instructions',
      ],
      NOTES: '4 y/o w/ dad. Cried during LA but settled. Sibling also needs a sedation eval',
      NV: ['SSC #K, #L under oral sedation'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cs21-us-typed-child-ga-consult-secc-knee-to-knee-consent-mom-or-plan-strip-crowns',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '3 y/o w/ mom and grandma. Consult for full-mouth rehab under GA; referred by general dentist, unable to treat in chair. Mom reports pain in upper front teeth, waking at night. Med hx: mild intermittent asthma (albuterol PRN), no hospitalizations, NKDA. Wt 14 kg. ASA II. Examined knee-to-knee, pt crying throughout. Heavy plaque, generalized gingival inflammation. #E, #F caries into pulp. #D, #G cavitated caries. #A, #J, #K, #T O caries. No radiographs (unable to cooperate); will take in OR. Dx: severe early childhood caries. Discussed options: GA in OR vs protective stabilization vs SDF to arrest. Mom chose GA. Risks of GA reviewed. Informed consent for GA and tx signed by mom (legal guardian). NPO instructions given. Diet counseling: no bottle at night. Fluoride varnish applied. Tx plan: OR under GA. Extract #E, #F. SSC #A, #J, #K, #T. Strip crowns #D, #G. H&P from pediatrician. NV: OR day.',
    expect: {
      CC: 'Consult for full-mouth rehab under GA; referred by general dentist, unable to treat in chair. Mom reports pain in upper front teeth, waking at night',
      'MED HX': 'Mild intermittent asthma (albuterol PRN), no hospitalizations, NKDA. Wt 14 kg. ASA II',
      PERIO: 'Heavy plaque, generalized gingival inflammation',
      DENTAL: [
        ['E', 'Caries into pulp'],
        ['F', 'Caries into pulp'],
        ['D', 'Cavitated caries'],
        ['G', 'Cavitated caries'],
        ['A', 'O caries'],
        ['J', 'O caries'],
        ['K', 'O caries'],
        ['T', 'O caries'],
      ],
      RADIO: 'No radiographs (unable to cooperate); will take in OR',
      DX: ['Severe early childhood caries'],
      CONSULT:
        'Discussed options: GA in OR vs protective stabilization vs SDF to arrest. Mom chose GA. Risks of GA reviewed. NPO instructions given. Diet counseling: no bottle at night',
      CONSENT: 'Informed consent for GA and tx signed by mom (legal guardian)',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['OR under GA', 'Extraction #E, #F', 'SSC #A, #J, #K, #T', 'Strip crowns #D, #G', 'H&P from pediatrician'],
      NOTES: '3 y/o w/ mom and grandma. Examined knee-to-knee, pt crying throughout',
      NV: ['OR day'],
    },
  }),
  defineCase({
    id: 'cs22-us-typed-child-full-mouth-rehab-under-ga-nasotracheal-pulpotomy-t-xla-e-f',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Full-mouth rehab under GA at outpatient surgery center. 4 y/o. Mom present at pre-op. Consent reviewed with mom. Med hx: no changes, NKDA, NPO confirmed. Wt 17 kg. ASA I. Nasotracheal intubation by anesthesiologist, throat pack placed. #E, #F caries into pulp. #K, #T DO caries. #L, #S O caries. #A, #J sound. 2 BWX + 2 PAs: #T deep DO caries approaching pulp, #E periapical radiolucency. LA 1 carpule lidocaine 2% 1:100k epi, infiltration #E, #F. Pulpotomy #T w/ MTA. SSC #K, #T. O composite #L, #S. XLA #E, #F. Hemostasis w/ gauze. Fluoride varnish. Throat pack removed. Extubated by anesthesia, to PACU stable. Post-op instructions to mom verbal and written. Advised soft diet today and children's ibuprofen for pain. Post-op check 2 weeks.",
    expect: {
      CC: 'Full-mouth rehab under GA at outpatient surgery center',
      'MED HX': 'No changes, NKDA, NPO confirmed. Wt 17 kg. ASA I',
      DENTAL: [
        ['E', 'Caries into pulp'],
        ['F', 'Caries into pulp'],
        ['K', 'DO caries'],
        ['T', 'DO caries'],
        ['L', 'O caries'],
        ['S', 'O caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 BWX + 2 PAs: #T deep DO caries approaching pulp, #E periapical radiolucency',
      CONSULT: "Advised soft diet today and children's ibuprofen for pain",
      CONSENT: 'Consent reviewed with mom',
      'TX TODAY': ['Pulpotomy #T', 'SSC #K, #T', 'O composite #L, #S', 'Extraction #E, #F', 'Fluoride varnish'],
      TX: [
        'Nasotracheal intubation by anesthesiologist',
        'Throat pack placed',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #E, #F',
        'Pulpotomy #T w/ MTA',
        'SSC #K, #T',
        'O composite #L, #S',
        'XLA #E, #F',
        'Hemostasis w/ gauze',
        'Fluoride varnish',
        'Throat pack removed',
        'Extubated by anesthesia',
        'To PACU stable',
        'Post-op instructions to mom verbal and written',
      ],
      NOTES: '4 y/o. Mom present at pre-op',
      'F/U': 'Post-op check 2 weeks',
    },
  }),
  defineCase({
    id: 'cs23-us-typed-child-sedation-consult-tonsils-3-plus-ga-referral-sdf-s-t-interim',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "5 y/o w/ mom. Sedation consult: referred after recall visit, would not allow tx in chair (Frankl 1). Med hx: ADHD (methylphenidate), seasonal allergies (cetirizine), NKDA. Snores most nights, no sleep study. Wt 20 kg. ASA II. Airway: tonsils 3+, Mallampati II. Sat in chair holding mom's hand. #S, #T MO caries. #K O caries. #A, #J sound. 2 BWX (with difficulty): #S, #T MO caries into dentin, #K O caries in enamel. Dx: caries #S, #T, #K. Discussed oral sedation vs GA: large tonsils and snoring increase airway risk with oral sedation, so recommended GA in OR. Mom agrees. SDF applied #S, #T as interim. Told mom the treated areas will turn black. Plan: GA referral to hospital dental program, SSC #S, #T, O composite #K under GA.",
    expect: {
      CC: 'Sedation consult: referred after recall visit, would not allow tx in chair (Frankl 1)',
      'MED HX':
        'ADHD (methylphenidate), seasonal allergies (cetirizine), NKDA. Snores most nights, no sleep study. Wt 20 kg. ASA II',
      INTRA: 'Airway: tonsils 3+, Mallampati II',
      DENTAL: [
        ['S', 'MO caries'],
        ['T', 'MO caries'],
        ['K', 'O caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 BWX (with difficulty): #S, #T MO caries into dentin, #K O caries in enamel',
      DX: ['Caries #S, #T, #K'],
      CONSULT:
        'Discussed oral sedation vs GA: large tonsils and snoring increase airway risk with oral sedation, so recommended GA in OR. Mom agrees. Told mom the treated areas will turn black',
      'TX TODAY': ['SDF #S, #T'],
      TX: ['SDF applied #S, #T as interim'],
      'TX PLAN': ['GA referral to hospital dental program', 'SSC #S, #T', 'O composite #K under GA'],
      NOTES: "5 y/o w/ mom. Sat in chair holding mom's hand",
    },
  }),
  defineCase({
    id: 'cs24-us-typed-child-nitrous-30-percent-prophy-fissure-sealants-first-molars-fv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ mom. Prophy + sealants #3, #14, #19, #30 w/ N2O. Very anxious at last visit. Med hx: NC, NKDA. Verbal consent for N2O from mom. #3, #14, #19, #30 deep pits, caries-free. #A, #J O composites intact. N2O/O2 via nasal hood, N2O 30%, flow 6 L/min, scavenger on. Prophy. Fissure sealants #3, #14, #19, #30 under Isolite. FV. 100% O2 x 5 min. Pt relaxed, Frankl 4. RTC 6 mo.',
    expect: {
      CC: 'Prophy + sealants #3, #14, #19, #30 w/ N2O',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['3', 'Deep pits, caries-free'],
        ['14', 'Deep pits, caries-free'],
        ['19', 'Deep pits, caries-free'],
        ['30', 'Deep pits, caries-free'],
        ['A', 'O composites intact'],
        ['J', 'O composites intact'],
      ],
      CONSENT: 'Verbal consent for N2O from mom',
      'TX TODAY': ['Prophy', 'Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'N2O/O2 via nasal hood',
        'N2O 30%',
        'Flow 6 L/min',
        'Scavenger on',
        'Prophy',
        'Fissure sealants #3, #14, #19, #30 under Isolite',
        'FV',
        '100% O2 x 5 min',
      ],
      NOTES: '8 y/o w/ mom. Very anxious at last visit. Pt relaxed, Frankl 4',
      'F/U': 'RTC 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 5. Australian dentist-sedationist (FDI, mixed)
  defineCase({
    id: 'cs25-au-asr-fdi-iv-midazolam-fentanyl-extirpation-46-four-canals-xla-18-lignocaine',
    style: 'UK',
    asr: true,
    transcript:
      "um she's here for iv sedation for the root canal on four six and the upper wisdom tooth medical history no changes takes the pill and fluoxetine no allergies asa two fasted for six hours as instructed blood pressure one twenty over seventy eight pulse eighty sats ninety nine percent on room air her partner is her escort and will stay with her overnight signed consent on file reconfirmed four six large distal occlusal caries tender to percussion one eight buccally inclined carious diagnosis irreversible pulpitis four six twenty two gauge cannula right cubital fossa midazolam titrated to four milligrams plus fentanyl fifty micrograms oxygen two litres a minute via nasal cannula monitored with pulse oximetry and blood pressure every five minutes la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four six la one cartridge lignocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration one eight rubber dam access four six pulp extirpated four six four canals located working lengths with the apex locator canals irrigated with sodium hypochlorite ledermix and cavit extracted one eight with a luxator and forceps haemostasis achieved recovered thirty minutes flumazenil not given cannula removed discharged to her partner post sedation instructions written and verbal next visit complete root canal four six under iv sedation in three weeks",
    expect: {
      CC: 'IV sedation for the root canal on 46 and the upper wisdom tooth',
      'MED HX':
        'No changes. Takes the pill and fluoxetine. No allergies. ASA 2. Fasted for 6 hours as instructed. Blood pressure 120/78. Pulse 80. Sats 99% on room air',
      DENTAL: [
        ['46', 'Large DO caries tender to percussion'],
        ['18', 'Buccally inclined carious'],
      ],
      DX: ['Irreversible pulpitis 46'],
      CONSENT: 'Signed consent on file reconfirmed',
      'TX TODAY': ['Extirpation 46', 'Extraction 18'],
      TX: [
        '22 gauge cannula right cubital fossa',
        'Midazolam titrated to 4 mg plus fentanyl 50 micrograms',
        'Oxygen 2 litres a minute via nasal cannula',
        'Monitored with pulse oximetry and blood pressure every 5 minutes',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'LA: 1 cartridge lignocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 18',
        'Rubber dam',
        'Access 46',
        'Pulp extirpated 46',
        '4 canals located',
        'Working lengths with the apex locator',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Extracted 18 with a luxator and forceps',
        'Haemostasis achieved',
        'Recovered 30 minutes',
        'Flumazenil not given',
        'Cannula removed',
        'Discharged to her partner',
        'Post-sedation instructions written and verbal',
      ],
      NOTES: 'Her partner is her escort and will stay with her overnight',
      NV: ['Complete RCT 46 under IV sedation in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cs26-au-typed-fdi-oral-temazepam-o-comp-14-do-comp-15-s-and-p-escort-daughter',
    style: 'UK',
    asr: false,
    transcript:
      'Oral sedation appt. MDAS 19, needle phobic. MH: no change, hypertension (perindopril), NKDA. ASA II. BP 136/84, HR 76, SpO2 98% RA. Escort: daughter, driving her home. Consent on file, confirmed. 14 O caries. 15 DO caries. 16 MOD amalgam sound. Temazepam 10 mg PO taken in surgery 1 hr pre-op. Drowsy but rousable at 45 min. SpO2 96–99% throughout on pulse oximeter. LA 1 x 2.2 ml lignocaine 2% 1:80,000 adr buccal + palatal infil 14, 15. Rubber dam. O comp 14. DO comp 15, shade A3. Bite checked. S&P. Recovered 30 min, steady on feet. Discharged to daughter with written post-sedation instructions. Advised no driving, alcohol or important decisions for 24 hrs. Review 6/12.',
    expect: {
      CC: 'Oral sedation appt',
      'MED HX': 'No change, hypertension (perindopril), NKDA. ASA II. BP 136/84, HR 76, SpO2 98% RA',
      DENTAL: [
        ['14', 'O caries'],
        ['15', 'DO caries'],
        ['16', 'MOD amalgam sound'],
      ],
      CONSULT: 'Advised no driving, alcohol or important decisions for 24 hrs',
      CONSENT: 'Consent on file, confirmed',
      'TX TODAY': ['O composite 14', 'DO composite 15', 'Scale and polish'],
      TX: [
        'Temazepam 10 mg PO taken in surgery 1 hr pre-op',
        'Drowsy but rousable at 45 min',
        'SpO2 96–99% throughout on pulse oximeter',
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 14, 15',
        'Rubber dam',
        'O comp 14',
        'DO comp 15',
        'Shade A3',
        'Bite checked',
        'S&P',
        'Recovered 30 min',
        'Steady on feet',
        'Discharged to daughter with written post-sedation instructions',
      ],
      NOTES: 'MDAS 19, needle phobic. Escort: daughter, driving her home',
      'F/U': 'Review 6 months',
    },
  }),
  defineCase({
    id: 'cs27-au-asr-fdi-happy-gas-crown-prep-21-nitrous-30-sorry-40-emax-protemp',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the crown prep on two one with happy gas he's very anxious about the drill noise medical history no changes no meds no allergies asa one sats ninety nine percent two one root filled discoloured large palatal composite nasal hood on scavenging on oxygen flow six litres a minute nitrous titrated to thirty percent sorry forty percent good sedation la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two one shade a three crown prep two one for an emax crown with a chamfer margin retraction cord placed impressions in light and heavy body temporary crown in protemp cemented with tempbond five minutes of one hundred percent oxygen recovered fifteen minutes discharged alone next visit crown fit two one in two weeks with happy gas again",
    expect: {
      CC: 'Crown prep on 21 with happy gas',
      'MED HX': 'No changes. No meds. No allergies. ASA 1. Sats 99%',
      DENTAL: [['21', 'Root filled discoloured large P composite']],
      'TX TODAY': ['Crown prep 21', 'Impressions', 'Temporary crown'],
      TX: [
        'Nasal hood on',
        'Scavenging on',
        'Oxygen flow 6 litres a minute',
        'Nitrous titrated to 40%',
        'Good sedation',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 21',
        'Shade A3',
        'Crown prep 21 for an Emax crown with a chamfer margin',
        'Retraction cord placed',
        'Impressions in light and heavy body',
        'Temporary crown in Protemp cemented with TempBond',
        '5 minutes of 100% oxygen',
        'Recovered 15 minutes',
        'Discharged alone',
      ],
      NOTES: "He's very anxious about the drill noise",
      NV: ['Crown fit 21 in 2 weeks with happy gas again'],
    },
  }),
  defineCase({
    id: 'cs28-au-typed-fdi-pre-sedation-assessment-mdas-iosn-stop-bang-bmi-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Sedation assessment, referred by GP dentist. Last dental visit 6 yrs ago, wants all treatment under IV sedation. Severe dental anxiety since childhood, needle phobic. MDAS 24/25, IOSN: very high need. MH: hypothyroidism (thyroxine), depression (sertraline), NKDA. Non-smoker, alcohol 10 std drinks/wk. ASA II. Ht 165 cm, wt 84 kg, BMI 30.9. BP 128/82, HR 84, SpO2 98% RA. STOP-BANG 3. EO: NAD, mouth opening 45 mm. IO: soft tissues NAD, Mallampati II. BPE 2 2 2 / 2 3 2. 17 MOD caries, TTP. 26 O caries. 36 DO caries. 47 retained root. OPG: 17 deep caries close to pulp, 47 retained root, no other pathology. Dx: caries 17, 26, 36. Retained root 47. Discussed IV sedation (midazolam ± fentanyl), oral sedation and GA; risks incl. oversedation, bruising at cannula site, amnesia. Pt chose IV sedation. Pre- and post-sedation instructions given in writing. Escort needed for 24 hrs – husband will come. Written consent for IV sedation signed. Plan: XLA 47, DO comp 36 under IV sedation. RCT 17, O comp 26 under IV sedation. NV: IV sedation visit 1.',
    expect: {
      CC: 'Sedation assessment, referred by GP dentist. Last dental visit 6 yrs ago, wants all treatment under IV sedation',
      'MED HX':
        'Hypothyroidism (thyroxine), depression (sertraline), NKDA. Non-smoker, alcohol 10 std drinks/wk. ASA II. Ht 165 cm, wt 84 kg, BMI 30.9. BP 128/82, HR 84, SpO2 98% RA. STOP-BANG 3',
      EXTRA: 'NAD, mouth opening 45 mm',
      INTRA: 'Soft tissues NAD, Mallampati II',
      PERIO: 'BPE 2 2 2 / 2 3 2',
      DENTAL: [
        ['17', 'MOD caries, TTP'],
        ['26', 'O caries'],
        ['36', 'DO caries'],
        ['47', 'Retained root'],
      ],
      RADIO: 'OPG: 17 deep caries close to pulp, 47 retained root, no other pathology',
      DX: ['Caries 17, 26, 36', 'Retained root 47'],
      CONSULT:
        'Discussed IV sedation (midazolam ± fentanyl), oral sedation and GA; risks incl. oversedation, bruising at cannula site, amnesia. Pt chose IV sedation. Pre- and post-sedation instructions given in writing. Escort needed for 24 hrs – husband will come',
      CONSENT: 'Written consent for IV sedation signed',
      'TX PLAN': ['Extraction 47', 'DO composite 36 under IV sedation', 'RCT 17', 'O composite 26 under IV sedation'],
      NOTES: 'Severe dental anxiety since childhood, needle phobic. MDAS 24/25, IOSN: very high need',
      NV: ['IV sedation visit 1'],
    },
  }),
  defineCase({
    id: 'cs29-au-asr-fdi-first-iv-sedation-emla-xla-47-do-comp-36-appends-change-remove-notes',
    style: 'UK',
    asr: true,
    transcript:
      "first iv sedation visit for the retained root four seven and the filling on three six medical history no changes no allergies asa two fasted since midnight blood pressure one thirty over eighty four pulse ninety two sats ninety eight percent on room air her husband is here as escort consent reconfirmed four seven retained root three six distal occlusal caries emla cream on the left hand forty five minutes before twenty four gauge cannula left dorsum of hand first go midazolam titrated in one milligram increments to seven milligrams no fentanyl today oxygen two litres a minute via nasal cannula sats ninety six to ninety nine percent throughout la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four seven la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six extracted four seven retained root with luxators haemostasis achieved rubber dam three six caries removed distal occlusal composite three six shade a three recovered forty minutes flumazenil not needed cannula removed discharged with her husband post sedation instructions given verbal and written next visit iv sedation for root canal one seven and occlusal composite two six",
    appends: [
      'change seven milligrams to six milligrams',
      'remove no fentanyl today',
      "add to notes she doesn't remember any of the procedure and was very happy",
    ],
    expect: {
      CC: 'First IV sedation visit for the retained root 47 and the filling on 36',
      'MED HX':
        'No changes. No allergies. ASA 2. Fasted since midnight. Blood pressure 130/84. Pulse 92. Sats 98% on room air',
      DENTAL: [
        ['47', 'Retained root'],
        ['36', 'DO caries'],
      ],
      CONSENT: 'Consent reconfirmed',
      'TX TODAY': ['Extraction 47', 'DO composite 36'],
      TX: [
        'EMLA cream on the left hand 45 minutes before',
        '24 gauge cannula left dorsum of hand first go',
        'Midazolam titrated in 1 mg increments to 6 mg',
        'Oxygen 2 litres a minute via nasal cannula',
        'Sats 96 to 99% throughout',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 47',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Extracted 47 retained root with luxators',
        'Haemostasis achieved',
        'Rubber dam 36',
        'Caries removed',
        'DO composite 36',
        'Shade A3',
        'Recovered 40 minutes',
        'Flumazenil not needed',
        'Cannula removed',
        'Discharged with her husband',
        'Post-sedation instructions given verbal and written',
      ],
      NOTES: "Her husband is here as escort. She doesn't remember any of the procedure and was very happy",
      NV: ['IV sedation for RCT 17', 'O composite 26'],
    },
  }),
  defineCase({
    id: 'cs30-au-typed-fdi-iv-sedation-cancelled-no-escort-xla-38-under-nitrous-instead',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for IV sedation, XLA 38. No escort – friend cancelled, planned to get a taxi home. MH: no change, asthma (Ventolin PRN), NKDA. ASA II. BP 124/80, SpO2 99% RA. Explained IV sedation cannot go ahead without a responsible adult escort for 24 hrs. Options: rebook IV sedation, or XLA today under N2O as no escort needed. Pt chose N2O today. Consent form for inhalation sedation signed. 38 erupted, DO caries, previous pericoronitis. N2O/O2 via nasal hood, titrated to 35%, flow 6 L/min, active scavenging. LA 2 x 2.2 ml lignocaine 2% 1:80,000 adr, IDB left + buccal infil 38. XLA 38 with forceps, uncomplicated. Haemostasis achieved. 100% O2 for 5 min. Recovered 15 min, discharged alone. POIG. Review prn.',
    expect: {
      CC: 'IV sedation, XLA 38',
      'MED HX': 'No change, asthma (Ventolin PRN), NKDA. ASA II. BP 124/80, SpO2 99% RA',
      DENTAL: [['38', 'Erupted, DO caries, previous pericoronitis']],
      CONSULT:
        'Explained IV sedation cannot go ahead without a responsible adult escort for 24 hrs. Options: rebook IV sedation, or XLA today under N2O as no escort needed. Pt chose N2O today',
      CONSENT: 'Consent form for inhalation sedation signed',
      'TX TODAY': ['Extraction 38'],
      TX: [
        'N2O/O2 via nasal hood',
        'Titrated to 35%',
        'Flow 6 L/min',
        'Active scavenging',
        'LA: 2 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 38',
        'XLA 38 with forceps',
        'Uncomplicated',
        'Haemostasis achieved',
        '100% O2 for 5 min',
        'Recovered 15 min',
        'Discharged alone',
        'POIG',
      ],
      NOTES: 'No escort – friend cancelled, planned to get a taxi home',
      'F/U': 'Review prn',
    },
  }),
];
