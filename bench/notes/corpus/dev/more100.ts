// A hundredth development batch (ids cx01–cx30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is dentistry outside an ordinary surgery:
// school screenings and fluoride varnish programmes, a prison dental service, a homeless outreach clinic and a mobile
// dental van, a youth rugby festival and a footy club mouthguard night, military dental readiness checks before
// deployment and a field sick call, a volunteer clinic abroad with hand instruments only (extractions, ART fillings,
// SDF) and emergencies on an expedition cruise ship and at a remote station. The notes carry the constraints of the
// setting: no x-ray available, referred on, an interpreter used, an officer present, a parent consenting by phone.
// Five clinicians, six visits each:
//   cx01–cx06 a UK community dental service dentist (FDI, all recogniser-style): a reception child's school screening
//     with a referral, a nursery fluoride varnish programme (short), a child referred from screening with a telephone
//     interpreter and an extraction of 84, a homeless outreach patient given a temporary dressing with no x-ray and
//     referred on (appended dictation), an acclimatisation visit for a child with autism with SDF and varnish, a
//     fractured 21 at a youth rugby festival first aid tent with consent from mum by phone;
//   cx07–cx12 a UK prison dentist (FDI, typed): a new reception screen with a long plan and the x-ray machine awaiting
//     service, an extraction of 46 with an officer present and a sharps count, a suspected fractured mandible after an
//     assault referred to the maxillofacial unit, an MI composite on 21 (appended dictation), a dry socket review, a
//     check-up with scale and polish through a telephone interpreter;
//   cx13–cx18 a US public-health / mobile-van dentist (Universal with primary letters, all recogniser-style): a school
//     sealant program on the van, an extraction of #13 at a men's shelter with the x-ray sensor down, a farmworker
//     camp child with SDF through a Spanish interpreter, a short limited exam for a chipped #8, a prenatal program
//     patient with prophy and varnish (appended dictation), a Head Start screening (short);
//   cx19–cx24 a US military dentist (Universal, typed): an annual pre-deployment exam with a readiness class and plan, a
//     surgical extraction of #17 before deployment, a field sick call pulpectomy with no radiographs, a DO composite to
//     clear a Class 3 item (appended dictation), a terse periodic exam, an avulsed #9 from combatives training replanted
//     and splinted;
//   cx25–cx30 an Australian remote-area / flying dentist (FDI; cx25, cx28, cx30 recogniser-style, cx26, cx27, cx29
//     typed): a school program child with SDF and an Aboriginal health worker interpreting, an RFDS extraction of 36 at a
//     station with no radiograph facility, ART fillings and GIC sealants at a volunteer clinic in Timor-Leste, four
//     extractions by head torch at a charity extraction clinic (appended dictation), a post crown recemented on an
//     expedition cruise ship, a footy club custom mouthguard fit with a concussed 11.
// UK-style 18 (FDI: 12 UK, 6 Australian), US 12 (Universal, primary letters in cx13, cx15, cx18); 15 recogniser-style
// (lower case, number words, fillers, "sorry" corrections, no punctuation) and 15 typed (terse shorthand in cx07, cx08,
// cx10, cx12, cx19, cx21–cx23, cx26, cx27; fuller sentences in cx09, cx11, cx20, cx24, cx29); 40 to 171 words; five
// cases with appended dictation (cx04 recogniser "add to notes …" / "remove …"; cx10 typed "Change … Next visit: …" /
// "Add to notes: …"; cx17 recogniser "add to notes …" / "change … to …"; cx22 typed "Add to treatment: …" / "Remove …
// Add to notes: …"; cx28 recogniser "add to notes …" / "change … to …"). DENTAL in 29 cases (not cx02).
//
// Judgement calls where the contract was silent:
// - Where the visit took place is NOTES when said on its own ("Seen at the day centre outreach clinic", "Covering the
//   first aid tent at the youth rugby festival", "RFDS clinic at the station", "Volunteer clinic, Timor-Leste. No power
//   until 2 pm, hand instruments only", "Extraction clinic day 2 in the village hall. Generator's off so …", "Seen on
//   the van at the men's shelter", "Migrant health event at the farmworker camp", "Seen at field training exercise …");
//   a purpose said with its place is the CC ("School screening", "Fluoride varnish programme at the nursery", "School
//   sealant program on the van", "Limited exam on the van", "School program visit at the community clinic",
//   "Acclimatisation visit from the special school", "Head Start screening", "Dental sick call").
// - As more58, a child's age and who came are NOTES; so are an interpreter used, an officer present, a sharps count,
//   handcuffs removed, a hospital escort, the station manager who drove him and "knee to knee with his teacher".
//   Consent by a parent on the phone, a permission slip or "via interpreter" is CONSENT; an explanation through the
//   interpreter and the family's decision are CONSULT.
// - Missing or refused imaging is RADIO ("No x-ray available here", "X-ray sensor down today. No radiographs taken",
//   "No OPG available on site", "Radiographs not possible", "Bitewings not taken due to poor tolerance", "BWs not taken
//   (pt declined)"); the recogniser's "x ray" is written "x-ray".
// - A referral for treatment elsewhere is TX PLAN ("Referred to the community clinic for fillings", "Urgent referral to
//   the maxillofacial unit today", "Referral to the community health center for fillings", "Urgent referral letter
//   home for treatment", "Referred to medical for lip laceration"); a letter home advising a dental visit with no
//   referral, and "told him to see a doctor about his blood pressure", are advice (CONSULT). "plan extraction three
//   six at the community dental clinic" is "Extraction 36 at the community dental clinic".
// - Social history said with the medical history stays in MED HX ("Sleeping rough at the moment", "Drinks most days",
//   "smokes roll-ups"), and so do a blood pressure, a blood glucose and "Tetanus current …" said there.
// - The US military dental readiness class ("DRC Class 3", "DRC Class 1") typed after "Dx:" is a DX item; telling the
//   patient his class and deployability is CONSULT; a duty restriction ("Profile: no PT or field duty x 72 hrs") and
//   an appended "reclassified DRC Class 1" are NOTES; "then reclassify to DRC Class 1" stays in the F/U it is part of.
// - Titles: a sports mouthguard fitted is no title (it is not a night guard); "covered the exposed dentine with glass
//   ionomer" is a material something is done with (no title); socket irrigation, Alvogyl, replantation, "Cavit temp",
//   a flap, a prescription of toothpaste and a dry socket review have no title; "O GIC 46 (Fuji IX)" → "O GIC 46"; "FS
//   16, 26 with GIC" → "Fissure sealant 16, 26"; "Flexible splint #7-#11 w/ 0.016 wire" → "Splint #7-#11" (adjective
//   dropped); "Recemented crown 11 with GIC (Fuji I)" → "Crown recement 11"; "s d f on five four six four and seven
//   four" → "SDF 54, 64, 74"; a surgical extraction told only as flap, sectioning and elevation takes "Surgical
//   extraction #17" from the CC.
// - LA lines as more58: "buccal + palatal infiltration #14" → "buccal infiltration + palatal infiltration #14", "IDB
//   left", "left IANB" → "IANB left", "adr" / "epi" → adrenaline / epinephrine, "infil" → infiltration.
// - As more58, advice given after treatment (salt water rinses, soft diet, "no combatives until cleared", "Advised no
//   eating for 1 hr", analgesic advice) is CONSULT; "POIG incl. no smoking for 24 hrs" stays one TX step. A finding of a
//   fit ("Good retention and comfortable") is a TX step of the fitting.
// - A tooth finding typed after "IO:" ("IO: #14 large MO composite …") is a chart entry; a socket, a sinus or a
//   granuloma beside a tooth and "between 35 and 36" are INTRA with no chart entry (rule 7). Plaque and gum findings are
//   PERIO (as more58); "poor oral hygiene" / "poor OH" said after the intra-oral header is INTRA.
// - "one one enamel fracture sorry enamel chip only" leaves a chip and no fracture; "fractured mesial incisal corner" →
//   "Fractured MI corner", fracture "MI corner".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" sets the
//   next visit, "change X to Y" edits the one place X is said, "remove X" deletes the item X from TX.
import { defineCase, type NotesCase } from '../case.ts';

export const more100Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK community dental service (FDI, recogniser)
  defineCase({
    id: 'cx01-uk-asr-fdi-cds-school-screening-55-65-84-caries-referred',
    style: 'UK',
    asr: true,
    transcript:
      'school screening five year old in reception consent form returned by mum no pain reported soft tissues healthy plaque on the upper incisors five five and six five occlusal caries eight four distal caries five one and six one sound uh no radiographs in school letter home to parents advising a dental visit referred to the community clinic for fillings',
    expect: {
      CC: 'School screening. No pain reported',
      CONSENT: 'Consent form returned by mum',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the upper incisors',
      DENTAL: [
        ['55', 'O caries'],
        ['65', 'O caries'],
        ['84', 'D caries'],
        ['51', 'Sound'],
        ['61', 'Sound'],
      ],
      RADIO: 'No radiographs in school',
      CONSULT: 'Letter home to parents advising a dental visit',
      'TX PLAN': ['Referred to the community clinic for fillings'],
      NOTES: '5 year old in reception',
    },
  }),
  defineCase({
    id: 'cx02-uk-asr-fdi-cds-nursery-fluoride-varnish-programme-short',
    style: 'UK',
    asr: true,
    transcript:
      "um fluoride varnish programme at the nursery four year old consent form signed by dad medical history none no allergies lift the lip exam only no obvious caries seen fluoride varnish applied twenty two thousand six hundred ppm she sat on her key worker's lap and was fine next visit fluoride varnish in six months",
    expect: {
      CC: 'Fluoride varnish programme at the nursery',
      CONSENT: 'Consent form signed by dad',
      'MED HX': 'None. No allergies',
      INTRA: 'Lift the lip exam only. No obvious caries seen',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied 22,600 ppm'],
      NOTES: "4 year old. She sat on her key worker's lap and was fine",
      NV: ['Fluoride varnish in 6 months'],
    },
  }),
  defineCase({
    id: 'cx03-uk-asr-fdi-cds-referred-from-screening-xla-84-telephone-interpreter',
    style: 'UK',
    asr: true,
    transcript:
      "referred from the school screening for the lower right tooth seven year old with mum telephone interpreter used for polish mum says he's had pain on and off for two weeks it woke him twice last week medical history fit and well no medicines no allergies extra oral no swelling no lymphadenopathy intra oral buccal sinus next to eight four eight four large disto occlusal cavity mobile grade one tender to percussion eight five occlusal caries sorry distal caries small eight three sound bitewings not taken due to poor tolerance diagnosis chronic apical abscess eight four um explained through the interpreter extraction of eight four and a filling on eight five mum agreed verbal consent via interpreter topical anaesthetic la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration eight four extracted eight four with forceps roots complete haemostasis with gauze post op instructions given via the interpreter he was nervous but managed well next visit distal glass ionomer eight five review two weeks",
    expect: {
      CC: "Referred from the school screening for the lower right tooth. Mum says he's had pain on and off for 2 weeks. It woke him twice last week",
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Buccal sinus next to 84',
      DENTAL: [
        ['84', 'Large DO cavity mobile grade 1 tender to percussion'],
        ['85', 'D caries small'],
        ['83', 'Sound'],
      ],
      RADIO: 'Bitewings not taken due to poor tolerance',
      DX: ['Chronic apical abscess 84'],
      CONSULT: 'Explained through the interpreter extraction of 84 and a filling on 85. Mum agreed',
      CONSENT: 'Verbal consent via interpreter',
      'TX TODAY': ['Extraction 84'],
      TX: [
        'Topical anaesthetic',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 84',
        'Extracted 84 with forceps',
        'Roots complete',
        'Haemostasis with gauze',
        'Post-op instructions given via the interpreter',
      ],
      NOTES: '7 year old with mum. Telephone interpreter used for Polish. He was nervous but managed well',
      NV: ['D GIC 85'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'cx04-uk-asr-fdi-cds-homeless-outreach-temp-dressing-36-no-xray-appends-remove',
    style: 'UK',
    asr: true,
    transcript:
      'he came in because of pain lower left for a week keeping him awake medical history on methadone from the drug service hepatitis c no allergies smokes twenty a day sleeping rough at the moment extra oral no swelling intra oral poor oral hygiene three six large cavity tender to percussion lingering pain to cold three five and three seven root stumps not tender no x ray available here diagnosis irreversible pulpitis three six discussed extraction at the community clinic he agreed no la needed hand excavation temporary dressing three six with glass ionomer sorry with zinc oxide eugenol advised paracetamol and ibuprofen as needed plan extraction three six at the community dental clinic notes seen at the day centre outreach clinic',
    appends: [
      'add to notes his outreach worker came with him and will bring him to the clinic appointment',
      'remove hand excavation',
    ],
    expect: {
      CC: 'Pain lower left for a week keeping him awake',
      'MED HX':
        'On methadone from the drug service. Hepatitis C. No allergies. Smokes 20 a day. Sleeping rough at the moment',
      EXTRA: 'No swelling',
      INTRA: 'Poor oral hygiene',
      DENTAL: [
        ['36', 'Large cavity tender to percussion lingering pain to cold'],
        ['35', 'Root stumps not tender'],
        ['37', 'Root stumps not tender'],
      ],
      RADIO: 'No x-ray available here',
      DX: ['Irreversible pulpitis 36'],
      CONSULT: 'Discussed extraction at the community clinic. He agreed. Advised paracetamol and ibuprofen as needed',
      'TX TODAY': ['Temporary dressing 36'],
      TX: ['No LA needed', 'Temporary dressing 36 with zinc oxide eugenol'],
      'TX PLAN': ['Extraction 36 at the community dental clinic'],
      NOTES:
        'Seen at the day centre outreach clinic. His outreach worker came with him and will bring him to the clinic appointment',
    },
  }),
  defineCase({
    id: 'cx05-uk-asr-fdi-cds-special-school-acclimatisation-sdf-75-85-sorry-74',
    style: 'UK',
    asr: true,
    transcript:
      'acclimatisation visit from the special school nine year old came with dad and his teaching assistant medical history autism no medicines allergic to plasters intra oral soft tissues look fine seven four sorry seven five and eight five occlusal cavities not sore um three six and four six erupted sound radiographs not possible silver diamine fluoride seven five and eight five fluoride varnish applied discussed the black staining dad is happy with it he did really well with the mirror and the light next visit repeat fluoride varnish in three months',
    expect: {
      CC: 'Acclimatisation visit from the special school',
      'MED HX': 'Autism. No medicines. Allergic to plasters',
      INTRA: 'Soft tissues look fine',
      DENTAL: [
        ['75', 'O cavities not sore'],
        ['85', 'O cavities not sore'],
        ['36', 'Erupted sound'],
        ['46', 'Erupted sound'],
      ],
      RADIO: 'Radiographs not possible',
      CONSULT: 'Discussed the black staining. Dad is happy with it',
      'TX TODAY': ['SDF 75, 85', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride 75, 85', 'Fluoride varnish applied'],
      NOTES: '9 year old came with dad and his teaching assistant. He did really well with the mirror and the light',
      NV: ['Repeat fluoride varnish in 3 months'],
    },
  }),
  defineCase({
    id: 'cx06-uk-asr-fdi-cds-rugby-festival-fractured-21-mi-corner-chip-11-mum-phone',
    style: 'UK',
    asr: true,
    transcript:
      "covering the first aid tent at the youth rugby festival fourteen year old took a knee to the mouth in a tackle about ten minutes ago wasn't wearing a mouthguard no loss of consciousness no headache his coach is with him mum on the phone gave verbal consent medical history asthma uses a blue inhaler no allergies extra oral small cut on the lower lip no other injuries intra oral two one fractured mesial incisal corner into dentine no pulp exposure not mobile one one enamel fracture sorry enamel chip only three one and four one sound no x ray available at the pitch diagnosis uncomplicated crown fracture two one covered the exposed dentine with glass ionomer told him no more rugby today soft diet advised him to get a custom mouthguard referred to his own dentist on monday for a composite build up",
    expect: {
      CC: "Took a knee to the mouth in a tackle about 10 minutes ago. Wasn't wearing a mouthguard. No loss of consciousness. No headache",
      'MED HX': 'Asthma. Uses a blue inhaler. No allergies',
      EXTRA: 'Small cut on the lower lip. No other injuries',
      DENTAL: [
        ['21', 'Fractured MI corner into dentine no pulp exposure not mobile', 'MI corner'],
        ['11', 'Enamel chip only'],
        ['31', 'Sound'],
        ['41', 'Sound'],
      ],
      RADIO: 'No x-ray available at the pitch',
      DX: ['Uncomplicated crown fracture 21'],
      CONSULT: 'Told him no more rugby today. Soft diet. Advised him to get a custom mouthguard',
      CONSENT: 'Mum on the phone gave verbal consent',
      TX: ['Covered the exposed dentine with glass ionomer'],
      'TX PLAN': ['Referred to his own dentist on Monday for a composite build up'],
      NOTES: 'Covering the first aid tent at the youth rugby festival. 14 year old. His coach is with him',
    },
  }),

  // ---------------------------------------------------------------- 2. UK prison dentist (FDI, typed)
  defineCase({
    id: 'cx07-uk-typed-fdi-prison-new-reception-screen-bpe-343-plan-no-radiographs',
    style: 'UK',
    asr: false,
    transcript:
      'New reception, dental screen. Asks for a check-up, no pain. MH: methadone 60 ml daily, hep C (treated 2022), smoker 20/day, NKDA. EO: NAD. IO: poor OH, no suspicious lesions. BPE 3 3 3 / 3 4 3. 16, 26 grossly carious, not TTP. 36 DO caries. 46 retained root. 11, 21 M caries. No radiographs today (machine awaiting service). Dx: generalised periodontitis, multiple caries. Discussed diet (sugar in tea, energy drinks from canteen) and smoking cessation. Rx Duraphat 5000 toothpaste. Plan: OPG when machine fixed, XLA 16, 26, 46, fillings 36, 11, 21, RSD. Note: officer present throughout.',
    expect: {
      CC: 'New reception, dental screen. Asks for a check-up, no pain',
      'MED HX': 'Methadone 60 ml daily, hep C (treated 2022), smoker 20/day, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Poor OH, no suspicious lesions',
      PERIO: 'BPE 3 3 3 / 3 4 3',
      DENTAL: [
        ['16', 'Grossly carious, not TTP'],
        ['26', 'Grossly carious, not TTP'],
        ['36', 'DO caries'],
        ['46', 'Retained root'],
        ['11', 'M caries'],
        ['21', 'M caries'],
      ],
      RADIO: 'No radiographs today (machine awaiting service)',
      DX: ['Generalised periodontitis', 'Multiple caries'],
      CONSULT: 'Discussed diet (sugar in tea, energy drinks from canteen) and smoking cessation',
      TX: ['Rx Duraphat 5000 toothpaste'],
      'TX PLAN': ['OPG when machine fixed', 'Extraction 16, 26, 46', 'Fillings 36, 11, 21', 'RSD'],
      NOTES: 'Officer present throughout',
    },
  }),
  defineCase({
    id: 'cx08-uk-typed-fdi-prison-xla-46-officer-present-sharps-count-wing-application',
    style: 'UK',
    asr: false,
    transcript:
      'C/O pain LR 2/52, worse at night, taking paracetamol from healthcare. MH: no change, on methadone, NKDA. 46 grossly carious, TTP, buccal swelling. 45 and 47 sound. PA 46: large periapical radiolucency, grade 1. Dx: chronic apical abscess 46. Options: XLA or RCT (several visits, may be transferred before finished). Pt wants XLA. Written consent. LA 2 x 2.2ml lidocaine 2% 1:80,000 adr IDB right + buccal infil 46. XLA 46 with forceps, roots complete. Socket compressed, bite pack. Haemostasis achieved. POIG incl. no smoking for 24 hrs. Note: officer present throughout, pt calm, sharps count correct. Review via wing application if problems.',
    expect: {
      CC: 'Pain LR 2 weeks, worse at night, taking paracetamol from healthcare',
      'MED HX': 'No change, on methadone, NKDA',
      DENTAL: [
        ['46', 'Grossly carious, TTP, buccal swelling'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46: large periapical radiolucency, grade 1',
      DX: ['Chronic apical abscess 46'],
      CONSULT: 'Options: XLA or RCT (several visits, may be transferred before finished). Pt wants XLA',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'XLA 46 with forceps',
        'Roots complete',
        'Socket compressed',
        'Bite pack',
        'Haemostasis achieved',
        'POIG incl. no smoking for 24 hrs',
      ],
      NOTES: 'Officer present throughout, pt calm, sharps count correct',
      'F/U': 'Review via wing application if problems',
    },
  }),
  defineCase({
    id: 'cx09-uk-typed-fdi-prison-assault-suspected-fractured-mandible-omfs-referral',
    style: 'UK',
    asr: false,
    transcript:
      "Urgent appointment requested by healthcare. Patient was assaulted on the wing last night and says his jaw hurts and his teeth don't meet properly. Medical history: asthma, salbutamol inhaler, allergic to penicillin. Extra-oral: swelling and tenderness at the left angle of the mandible, numb lower lip on the left, mouth opening 25 mm. Intra-oral: step in the occlusion between 35 and 36, sublingual haematoma on the left. 36 and 37 tender to percussion. 38 partially erupted and mobile. No OPG available on site. Impression: suspected fracture of the left mandibular angle. Discussed with the on-call maxillofacial registrar, who accepted him. Urgent referral to the maxillofacial unit today. Advised nil by mouth until seen. Note: officer present throughout, hospital escort arranged by security.",
    expect: {
      CC: "Urgent appointment requested by healthcare. Patient was assaulted on the wing last night and says his jaw hurts and his teeth don't meet properly",
      'MED HX': 'Asthma, salbutamol inhaler, allergic to penicillin',
      EXTRA:
        'Swelling and tenderness at the left angle of the mandible, numb lower lip on the left, mouth opening 25 mm',
      INTRA: 'Step in the occlusion between 35 and 36, sublingual haematoma on the left',
      DENTAL: [
        ['36', 'Tender to percussion'],
        ['37', 'Tender to percussion'],
        ['38', 'Partially erupted and mobile'],
      ],
      RADIO: 'No OPG available on site',
      DX: ['Suspected fracture of the left mandibular angle'],
      CONSULT:
        'Discussed with the on-call maxillofacial registrar, who accepted him. Advised nil by mouth until seen',
      'TX PLAN': ['Urgent referral to the maxillofacial unit today'],
      NOTES: 'Officer present throughout, hospital escort arranged by security',
    },
  }),
  defineCase({
    id: 'cx10-uk-typed-fdi-prison-mi-composite-21-gym-football-appends-shade-nv-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for filling 21, broke it playing football in the gym 1/52 ago. No pain. MH: no change, NKDA. 21 fractured mesial incisal corner, enamel and dentine, vital to EPT, not TTP. 11 sound. No LA. Cotton wool rolls. Etch, bond, MI composite 21 (Filtek), shade A2. Polished, occlusion checked. POIG. Note: officer outside with the door open.',
    appends: [
      'Change A2 to A3. Next visit: S&P.',
      'Add to notes: wing officer confirmed he is not on the transfer list this month.',
    ],
    expect: {
      CC: 'Filling 21, broke it playing football in the gym 1 week ago. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['21', 'Fractured MI corner, enamel and dentine, vital to EPT, not TTP', 'MI corner'],
        ['11', 'Sound'],
      ],
      'TX TODAY': ['MI composite 21'],
      TX: [
        'No LA',
        'Cotton wool rolls',
        'Etch',
        'Bond',
        'MI composite 21 (Filtek)',
        'Shade A3',
        'Polished',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: 'Officer outside with the door open. Wing officer confirmed he is not on the transfer list this month',
      NV: ['Scale and polish'],
    },
  }),
  defineCase({
    id: 'cx11-uk-typed-fdi-prison-dry-socket-37-alvogyl-no-title-handcuffs',
    style: 'UK',
    asr: false,
    transcript:
      'Pain since XLA 37 4 days ago, getting worse each day, radiating to ear, not sleeping. MH: no change, smoker, NKDA. EO: no swelling, no lymphadenopathy. IO: 37 socket empty, no clot, bony walls visible, food debris, halitosis. 36 DO amalgam intact, not TTP. Dx: dry socket 37. Socket irrigated with warm saline, Alvogyl placed. Advised warm salt water rinses after meals, ibuprofen 400 mg + paracetamol 1 g QDS (via healthcare). Review 3/7. Note: pt admits smoking the same evening, officer present, handcuffs removed for treatment.',
    expect: {
      CC: 'Pain since XLA 37 4 days ago, getting worse each day, radiating to ear, not sleeping',
      'MED HX': 'No change, smoker, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '37 socket empty, no clot, bony walls visible, food debris, halitosis',
      DENTAL: [['36', 'DO amalgam intact, not TTP']],
      DX: ['Dry socket 37'],
      CONSULT:
        'Advised warm salt water rinses after meals, ibuprofen 400 mg + paracetamol 1 g QDS (via healthcare)',
      TX: ['Socket irrigated with warm saline', 'Alvogyl placed'],
      NOTES: 'Pt admits smoking the same evening, officer present, handcuffs removed for treatment',
      'F/U': 'Review 3 days',
    },
  }),
  defineCase({
    id: 'cx12-uk-typed-fdi-prison-check-up-s-and-p-albanian-telephone-interpreter',
    style: 'UK',
    asr: false,
    transcript:
      'Routine check-up + S&P. Telephone interpreter (Albanian) used throughout. Gums bleed when brushing. MH: no meds, NKDA, smokes roll-ups. EO NAD. IO NAD. BPE 2 2 2 / 2 2 2, supra calculus LL anteriors. 17 O amalgam sound. 47 MO caries, small. BWs not taken (pt declined). Dx: gingivitis, caries 47. S&P. OHI with interdental brushes (floss not permitted on the wing). Rx Duraphat 5000 toothpaste. NV: MO comp 47. Recall 6/12. Note: officer present.',
    expect: {
      CC: 'Routine check-up + S&P. Gums bleed when brushing',
      'MED HX': 'No meds, NKDA, smokes roll-ups',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 2 2, supra calculus LL anteriors',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['47', 'MO caries, small'],
      ],
      RADIO: 'BWs not taken (pt declined)',
      DX: ['Gingivitis', 'Caries 47'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'S&P',
        'OHI with interdental brushes (floss not permitted on the wing)',
        'Rx Duraphat 5000 toothpaste',
      ],
      NOTES: 'Telephone interpreter (Albanian) used throughout. Officer present',
      NV: ['MO composite 47'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US public-health / mobile-van dentist (Universal, recogniser)
  defineCase({
    id: 'cx13-us-asr-van-school-sealant-program-3-14-19-30-t-mesial-sorry-distal',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'school sealant program on the van second grader seven years old permission slip signed by mom no medical problems no allergies no meds soft tissues normal light plaque numbers three fourteen nineteen and thirty erupted deep grooves no cavities uh letter a occlusal caries letter t mesial sorry distal occlusal caries no x rays on the van today fissure sealants on three fourteen nineteen and thirty with cotton rolls fluoride varnish she did great referred to the health center for fillings',
    expect: {
      CC: 'School sealant program on the van',
      CONSENT: 'Permission slip signed by mom',
      'MED HX': 'No medical problems. No allergies. No meds',
      INTRA: 'Soft tissues normal',
      PERIO: 'Light plaque',
      DENTAL: [
        ['3', 'Erupted deep grooves no cavities'],
        ['14', 'Erupted deep grooves no cavities'],
        ['19', 'Erupted deep grooves no cavities'],
        ['30', 'Erupted deep grooves no cavities'],
        ['A', 'O caries'],
        ['T', 'DO caries'],
      ],
      RADIO: 'No x-rays on the van today',
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: ['Fissure sealants #3, #14, #19, #30 with cotton rolls', 'Fluoride varnish'],
      'TX PLAN': ['Referred to the health center for fillings'],
      NOTES: 'Second grader 7 years old. She did great',
    },
  }),
  defineCase({
    id: 'cx14-us-asr-van-mens-shelter-xla-13-fourteen-sorry-thirteen-sensor-down-bp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "came in with a broken tooth upper left it broke yesterday he can't chew on that side medical history high blood pressure ran out of his meds two weeks ago um blood pressure one fifty two over ninety no allergies drinks most days extraoral no swelling intraoral number fourteen sorry thirteen broken down to the gum line tender to percussion number fourteen large mesial occlusal caries not tender x ray sensor down today no radiographs taken diagnosis symptomatic apical periodontitis number thirteen nonrestorable talked about extraction versus root canal at the health center he wants it out today signed consent two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number thirteen extracted thirteen with elevator and forceps roots intact gauze pressure bleeding stopped post op instructions given gave him extra gauze and ibuprofen to take with him told him to see a doctor about his blood pressure plan filling on fourteen at the health center notes seen on the van at the men's shelter",
    expect: {
      CC: "Broken tooth upper left. It broke yesterday. He can't chew on that side",
      'MED HX':
        'High blood pressure. Ran out of his meds 2 weeks ago. Blood pressure 152/90. No allergies. Drinks most days',
      EXTRA: 'No swelling',
      DENTAL: [
        ['13', 'Broken down to the gum line tender to percussion'],
        ['14', 'Large MO caries not tender'],
      ],
      RADIO: 'X-ray sensor down today. No radiographs taken',
      DX: ['Symptomatic apical periodontitis #13 nonrestorable'],
      CONSULT:
        'Talked about extraction versus root canal at the health center. He wants it out today. Told him to see a doctor about his blood pressure',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #13'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13',
        'Extracted #13 with elevator and forceps',
        'Roots intact',
        'Gauze pressure',
        'Bleeding stopped',
        'Post-op instructions given',
        'Gave him extra gauze and ibuprofen to take with him',
      ],
      'TX PLAN': ['Filling #14 at the health center'],
      NOTES: "Seen on the van at the men's shelter",
    },
  }),
  defineCase({
    id: 'cx15-us-asr-farmworker-camp-child-sdf-k-l-s-spanish-interpreter-secc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'mom says he has holes in his back teeth no pain six year old with mom spanish interpreter from the clinic medical history healthy no medicines allergic to amoxicillin intraoral soft tissues fine lots of plaque gums red letters s and l big occlusal cavities no pain letter k distal caries letter t sound numbers nineteen and thirty erupting diagnosis early childhood caries sorry severe early childhood caries explained the black staining from silver diamine fluoride through the interpreter mom is okay with it verbal consent through the interpreter silver diamine fluoride on k l and s fluoride varnish on all teeth toothbrushes and toothpaste given referral to the community health center for fillings notes migrant health event at the farmworker camp',
    expect: {
      CC: 'Mom says he has holes in his back teeth. No pain',
      'MED HX': 'Healthy. No medicines. Allergic to amoxicillin',
      INTRA: 'Soft tissues fine',
      PERIO: 'Lots of plaque. Gums red',
      DENTAL: [
        ['S', 'Big O cavities no pain'],
        ['L', 'Big O cavities no pain'],
        ['K', 'D caries'],
        ['T', 'Sound'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
      ],
      DX: ['Severe early childhood caries'],
      CONSULT: 'Explained the black staining from silver diamine fluoride through the interpreter. Mom is okay with it',
      CONSENT: 'Verbal consent through the interpreter',
      'TX TODAY': ['SDF #K, #L, #S', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #K, #L, #S', 'Fluoride varnish on all teeth', 'Toothbrushes and toothpaste given'],
      'TX PLAN': ['Referral to the community health center for fillings'],
      NOTES: '6 year old with mom. Spanish interpreter from the clinic. Migrant health event at the farmworker camp',
    },
  }),
  defineCase({
    id: 'cx16-us-asr-van-limited-exam-chipped-8-smoothed-referred-short',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam on the van chipped her front tooth last week no pain number eight small chip on the incisal edge not mobile no sensitivity smoothed the edge with a disc referred to the clinic for bonding if she wants it',
    expect: {
      CC: 'Limited exam on the van. Chipped her front tooth last week. No pain',
      DENTAL: [['8', 'Small chip on the incisal edge not mobile no sensitivity']],
      TX: ['Smoothed the edge with a disc'],
      'TX PLAN': ['Referred to the clinic for bonding if she wants it'],
    },
  }),
  defineCase({
    id: 'cx17-us-asr-van-prenatal-program-prophy-psr-pyogenic-granuloma-appends-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'referred by the prenatal program first dental visit in years gums bleed when she brushes medical history twenty four weeks pregnant prenatal vitamins no allergies blood pressure one eighteen over seventy two extraoral within normal limits intraoral pregnancy tumor sorry small pyogenic granuloma between numbers eight and nine psr three two three three two three generalized bleeding on probing number three large mesial occlusal distal amalgam intact number nineteen distal occlusal caries number thirty missing two bitewings with lead apron nineteen distal caries into dentin diagnosis pregnancy gingivitis caries nineteen prophy oral hygiene instruction fluoride varnish uh she asked if the filling is safe while pregnant told her yes the second trimester is the best time next visit distal occlusal composite nineteen on the van in two weeks',
    appends: ['add to notes her toddler came with her and waited with the assistant', 'change two weeks to three weeks'],
    expect: {
      CC: 'Referred by the prenatal program. First dental visit in years. Gums bleed when she brushes',
      'MED HX': '24 weeks pregnant. Prenatal vitamins. No allergies. Blood pressure 118/72',
      EXTRA: 'Within normal limits',
      INTRA: 'Small pyogenic granuloma between #8 and #9',
      PERIO: 'PSR 3 2 3 / 3 2 3. Generalized bleeding on probing',
      DENTAL: [
        ['3', 'Large MOD amalgam intact'],
        ['19', 'DO caries'],
        ['30', 'Missing'],
      ],
      RADIO: '2 bitewings with lead apron. #19 distal caries into dentin',
      DX: ['Pregnancy gingivitis', 'Caries #19'],
      CONSULT: 'She asked if the filling is safe while pregnant. Told her yes. Second trimester is the best time',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'Oral hygiene instruction', 'Fluoride varnish'],
      NOTES: 'Her toddler came with her and waited with the assistant',
      NV: ['DO composite #19 on the van in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cx18-us-asr-head-start-screening-d-e-f-g-cavities-varnish-referral-short',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'head start screening four year old knee to knee with his teacher no medical problems per the form letters d e f and g brown cavities letters a j k and t sound fluoride varnish applied urgent referral letter home for treatment',
    expect: {
      CC: 'Head Start screening',
      'MED HX': 'No medical problems per the form',
      DENTAL: [
        ['D', 'Brown cavities'],
        ['E', 'Brown cavities'],
        ['F', 'Brown cavities'],
        ['G', 'Brown cavities'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['Urgent referral letter home for treatment'],
      NOTES: '4 year old. Knee to knee with his teacher',
    },
  }),

  // ---------------------------------------------------------------- 4. US military dentist (Universal, typed)
  defineCase({
    id: 'cx19-us-typed-military-annual-pre-deployment-exam-drc-class-3-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Annual exam / pre-deployment dental readiness check. Deploying in 60 days. No complaints. Med hx: no changes, NKDA, dips tobacco 1 can/wk. EO: WNL. IO: WNL. PSR 2 2 2 / 2 2 2. #1, #16 missing. #17 partially erupted, distal operculum, hx of pericoronitis x2. #30 DO caries, cavitated. Pano + 2 BWX: #30 DO caries into dentin, #32 full bony impaction. Dx: caries #30, hx of pericoronitis #17. DRC Class 3. Tobacco cessation discussed, pt not ready. Plan: DO composite #30, surgical extraction #17 before deployment. Pt informed he is Class 3 and non-deployable until treatment complete. Recall 12 months.',
    expect: {
      CC: 'Annual exam / pre-deployment dental readiness check. Deploying in 60 days. No complaints',
      'MED HX': 'No changes, NKDA, dips tobacco 1 can/wk',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Partially erupted, distal operculum, hx of pericoronitis x2'],
        ['30', 'DO caries, cavitated'],
      ],
      RADIO: 'Pano + 2 BWX: #30 DO caries into dentin, #32 full bony impaction',
      DX: ['Caries #30', 'Hx of pericoronitis #17', 'DRC Class 3'],
      CONSULT:
        'Tobacco cessation discussed, pt not ready. Pt informed he is Class 3 and non-deployable until treatment complete',
      'TX PLAN': ['DO composite #30', 'Surgical extraction #17 before deployment'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'cx20-us-typed-military-surgical-extraction-17-title-from-cc-profile-no-pt',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for surgical extraction #17 to upgrade from DRC Class 3 before deployment. Consent reviewed and signed. Med hx: no changes since exam, NKDA. BP 124/78. #17 partially erupted, mesioangular, operculum slightly inflamed. #18 sound. Pano reviewed: #17 mesioangular, roots close to IAN canal but not overlapping. Discussed risks incl. paresthesia, dry socket, infection; pt understands and wishes to proceed. LA: 2 carpules articaine 4% 1:100,000 epi, left IANB + buccal infiltration. Full-thickness envelope flap distal to #18. Buccal bone removed with surgical handpiece under sterile saline coolant. Crown sectioned, roots delivered with elevators. Socket irrigated with saline, curetted. 2 x 3-0 chromic gut sutures. Hemostasis achieved with gauze pressure. POI given verbal and written. Rx ibuprofen 600 mg q6h prn x 5 days, chlorhexidine 0.12% rinse bid x 7 days. Pt tolerated procedure well. Profile: no PT or field duty x 72 hrs. Post-op check in 1 week, then reclassify to DRC Class 1.',
    expect: {
      CC: 'Surgical extraction #17 to upgrade from DRC Class 3 before deployment',
      CONSENT: 'Consent reviewed and signed',
      'MED HX': 'No changes since exam, NKDA. BP 124/78',
      DENTAL: [
        ['17', 'Partially erupted, mesioangular, operculum slightly inflamed'],
        ['18', 'Sound'],
      ],
      RADIO: 'Pano reviewed: #17 mesioangular, roots close to IAN canal but not overlapping',
      CONSULT: 'Discussed risks incl. paresthesia, dry socket, infection; pt understands and wishes to proceed',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Full-thickness envelope flap distal to #18',
        'Buccal bone removed with surgical handpiece under sterile saline coolant',
        'Crown sectioned',
        'Roots delivered with elevators',
        'Socket irrigated with saline',
        'Curetted',
        '2 x 3-0 chromic gut sutures',
        'Hemostasis achieved with gauze pressure',
        'POI given verbal and written',
        'Rx ibuprofen 600 mg q6h prn x 5 days',
        'Chlorhexidine 0.12% rinse bid x 7 days',
      ],
      NOTES: 'Pt tolerated procedure well. Profile: no PT or field duty x 72 hrs',
      'F/U': 'Post-op check in 1 week, then reclassify to DRC Class 1',
    },
  }),
  defineCase({
    id: 'cx21-us-typed-military-field-sick-call-pulpectomy-14-no-radiographs-no-dam',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Dental sick call. Pt c/o severe throbbing pain UL x 2 days, keeps him awake, ibuprofen 800 mg not helping. Med hx: no meds, NKDA. EO: no swelling. IO: #14 large MO composite with recurrent caries, lingering pain to cold >30 sec, TTP+. #13 and #15 WNL. No radiographs available in the field (portable unit down). Dx: symptomatic irreversible pulpitis #14, symptomatic apical periodontitis. Options: pulpectomy now and RCT at home station, or extraction. Pt chose pulpectomy. Verbal consent. LA: 2 carpules lidocaine 2% 1:100,000 epi, buccal + palatal infiltration #14. Isolation w/ cotton rolls (no rubber dam in field kit). Access, pulp hemorrhagic. Pulpectomy #14, canals irrigated w/ NaOCl, Ca(OH)2 placed. Cavit temp. Occlusion relieved. Pain resolved before leaving chair, returned to duty. Plan: RCT #14 at home station dental clinic within 1 week. Note: seen at field training exercise on the portable dental unit.',
    expect: {
      CC: 'Dental sick call. Severe throbbing pain UL x 2 days, keeps him awake, ibuprofen 800 mg not helping',
      'MED HX': 'No meds, NKDA',
      EXTRA: 'No swelling',
      DENTAL: [
        ['14', 'Large MO composite with recurrent caries, lingering pain to cold >30 sec, TTP+'],
        ['13', 'WNL'],
        ['15', 'WNL'],
      ],
      RADIO: 'No radiographs available in the field (portable unit down)',
      DX: ['Symptomatic irreversible pulpitis #14', 'Symptomatic apical periodontitis'],
      CONSULT: 'Options: pulpectomy now and RCT at home station, or extraction. Pt chose pulpectomy',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Isolation w/ cotton rolls (no rubber dam in field kit)',
        'Access',
        'Pulp hemorrhagic',
        'Pulpectomy #14',
        'Canals irrigated w/ NaOCl',
        'Ca(OH)2 placed',
        'Cavit temp',
        'Occlusion relieved',
      ],
      'TX PLAN': ['RCT #14 at home station dental clinic within 1 week'],
      NOTES:
        'Pain resolved before leaving chair, returned to duty. Seen at field training exercise on the portable dental unit',
    },
  }),
  defineCase({
    id: 'cx22-us-typed-military-do-composite-30-class-3-item-appends-remove-poi',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for DO composite #30 (DRC Class 3 item). Med hx: no changes, NKDA. #30 DO caries, asymptomatic. #31 sound. Dx: caries #30. LA: 1 carpule lidocaine 2% 1:100,000 epi, right IANB. Rubber dam. Caries removed, dentin firm, no exposure. Sectional matrix + wedge. Selective etch, Scotchbond Universal. DO composite #30 (Filtek Supreme), shade A3. Cured, finished, occlusion checked. POI given.',
    appends: [
      'Add to treatment: OHI with floss.',
      'Remove POI given. Add to notes: pt deploys in 3 weeks, reclassified DRC Class 1.',
    ],
    expect: {
      CC: 'DO composite #30 (DRC Class 3 item)',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['30', 'DO caries, asymptomatic'],
        ['31', 'Sound'],
      ],
      DX: ['Caries #30'],
      'TX TODAY': ['DO composite #30', 'OHI'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Dentin firm',
        'No exposure',
        'Sectional matrix + wedge',
        'Selective etch',
        'Scotchbond Universal',
        'DO composite #30 (Filtek Supreme)',
        'Shade A3',
        'Cured',
        'Finished',
        'Occlusion checked',
        'OHI with floss',
      ],
      NOTES: 'Pt deploys in 3 weeks, reclassified DRC Class 1',
    },
  }),
  defineCase({
    id: 'cx23-us-typed-military-terse-periodic-exam-drc-class-1-bwx-current',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, no c/o. Med hx NC, NKDA. EO WNL. IO WNL, no caries. PSR 1 1 1 / 1 1 1. #19 MO amalgam intact. BWX current (8 mos ago), not taken. Dx: DRC Class 1. Recall 12 months.',
    expect: {
      CC: 'Periodic exam, no c/o',
      'MED HX': 'NC, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, no caries',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [['19', 'MO amalgam intact']],
      RADIO: 'BWX current (8 mos ago), not taken',
      DX: ['DRC Class 1'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'cx24-us-typed-military-combatives-avulsion-9-replanted-splint-7-11-doxycycline',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt hit in mouth by an elbow during combatives training approx 40 min ago, #9 knocked out, buddy put it in milk. No LOC, no nausea. Med hx: no meds, NKDA. Tetanus current (booster 2022 per record). EO: upper lip laceration 1 cm, not through and through. IO: #9 socket with clot, labial plate intact on palpation. #8 and #10 mobile grade 1, TTP. #9 crown and root intact, root surface clean. PA #8-#10: no alveolar fracture, no root fractures. Dx: avulsion #9, subluxation #8 and #10. Verbal consent. LA: 1 carpule lidocaine 2% 1:100,000 epi, infiltration #9. Socket gently irrigated with saline, clot removed. #9 replanted with digital pressure, position verified with PA. Flexible splint #7-#11 w/ 0.016 wire, bonded w/ flowable. Occlusion checked. Rx doxycycline 100 mg bid x 7 days, chlorhexidine 0.12% bid x 7 days. Soft diet 2 wks, no combatives until cleared. Referred to medical for lip laceration. Plan: RCT #9 in 7-10 days, custom mouthguard impressions once healed. NV: splint removal in 2 weeks.',
    expect: {
      CC: 'Emergency. Pt hit in mouth by an elbow during combatives training approx 40 min ago, #9 knocked out, buddy put it in milk. No LOC, no nausea',
      'MED HX': 'No meds, NKDA. Tetanus current (booster 2022 per record)',
      EXTRA: 'Upper lip laceration 1 cm, not through and through',
      INTRA: '#9 socket with clot, labial plate intact on palpation',
      DENTAL: [
        ['8', 'Mobile grade 1, TTP'],
        ['10', 'Mobile grade 1, TTP'],
        ['9', 'Crown and root intact, root surface clean'],
      ],
      RADIO: 'PA #8-#10: no alveolar fracture, no root fractures',
      DX: ['Avulsion #9', 'Subluxation #8, #10'],
      CONSENT: 'Verbal consent',
      CONSULT: 'Soft diet 2 wks, no combatives until cleared',
      'TX TODAY': ['Splint #7-#11'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #9',
        'Socket gently irrigated with saline',
        'Clot removed',
        '#9 replanted with digital pressure',
        'Position verified with PA',
        'Flexible splint #7-#11 w/ 0.016 wire',
        'Bonded w/ flowable',
        'Occlusion checked',
        'Rx doxycycline 100 mg bid x 7 days',
        'Chlorhexidine 0.12% bid x 7 days',
      ],
      'TX PLAN': ['Referred to medical for lip laceration', 'RCT #9 in 7-10 days', 'Custom mouthguard impressions once healed'],
      NV: ['Splint removal in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 5. Australian remote-area / flying dentist (FDI)
  defineCase({
    id: 'cx25-au-asr-fdi-remote-school-program-sdf-54-64-74-health-worker-rhd',
    style: 'UK',
    asr: true,
    transcript:
      'school program visit at the community clinic eight year old girl brought over from school by the aboriginal health worker who interpreted for her nan over the phone nan gave consent medical history rheumatic heart disease on monthly penicillin injections no allergies soft tissues fine gums puffy lots of plaque five four and six four occlusal sorry mesial occlusal cavities soft not sore seven four large cavity not sore seven five large cavity with a buccal sinus no pain three six and four six erupted sound no x ray machine here diagnosis multiple caries and chronic abscess seven five s d f on five four six four and seven four fluoride varnish all teeth toothbrush pack given plan extraction seven five with antibiotic cover on the next trip next visit review s d f in three months',
    expect: {
      CC: 'School program visit at the community clinic',
      CONSENT: 'Nan gave consent',
      'MED HX': 'Rheumatic heart disease on monthly penicillin injections. No allergies',
      INTRA: 'Soft tissues fine',
      PERIO: 'Gums puffy. Lots of plaque',
      DENTAL: [
        ['54', 'MO cavities soft not sore'],
        ['64', 'MO cavities soft not sore'],
        ['74', 'Large cavity not sore'],
        ['75', 'Large cavity with a buccal sinus no pain'],
        ['36', 'Erupted sound'],
        ['46', 'Erupted sound'],
      ],
      RADIO: 'No x-ray machine here',
      DX: ['Multiple caries', 'Chronic abscess 75'],
      'TX TODAY': ['SDF 54, 64, 74', 'Fluoride varnish'],
      TX: ['SDF 54, 64, 74', 'Fluoride varnish all teeth', 'Toothbrush pack given'],
      'TX PLAN': ['Extraction 75 with antibiotic cover on the next trip'],
      NOTES:
        '8 year old girl brought over from school by the Aboriginal health worker who interpreted for her nan over the phone',
      NV: ['Review SDF in 3 months'],
    },
  }),
  defineCase({
    id: 'cx26-au-typed-fdi-rfds-station-xla-36-no-radiograph-mb-root-tip-satellite-phone',
    style: 'UK',
    asr: false,
    transcript:
      'RFDS clinic at the station. Pt attended with toothache LL 1/52, swelling started yesterday. Station manager drove him 2 hrs to get here. MH: T2DM on metformin, BGL 9.2 today, smoker, NKDA. EO: mild swelling L submandibular, no trismus, temp 37.1. IO: buccal sulcus swelling adjacent to 36. 36 grossly carious, TTP, mobile grade I. 35 and 37 sound. No radiograph facility at the station. Dx: acute apical abscess 36. Options: XLA today, or antibiotics and a 6 hr drive to town for RCT. Pt chose XLA. Verbal consent. LA 2 x 2.2ml articaine 4% 1:100,000 adr IDB left + buccal infil 36. XLA 36 with forceps, MB root tip fractured, retrieved with luxator. Socket irrigated, sutured 1 x 4-0 Vicryl. Haemostasis achieved. Rx amoxicillin 500 mg TDS 5/7. POIG, written sheet given. Call the clinic on the satellite phone if problems, otherwise review next RFDS visit in 4/52.',
    expect: {
      CC: 'Toothache LL 1 week, swelling started yesterday',
      'MED HX': 'T2DM on metformin, BGL 9.2 today, smoker, NKDA',
      EXTRA: 'Mild swelling L submandibular, no trismus, temp 37.1',
      INTRA: 'Buccal sulcus swelling adjacent to 36',
      DENTAL: [
        ['36', 'Grossly carious, TTP, mobile grade I'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'No radiograph facility at the station',
      DX: ['Acute apical abscess 36'],
      CONSULT: 'Options: XLA today, or antibiotics and a 6 hr drive to town for RCT. Pt chose XLA',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'XLA 36 with forceps',
        'MB root tip fractured',
        'Retrieved with luxator',
        'Socket irrigated',
        'Sutured 1 x 4-0 Vicryl',
        'Haemostasis achieved',
        'Rx amoxicillin 500 mg TDS 5 days',
        'POIG',
        'Written sheet given',
      ],
      NOTES: 'RFDS clinic at the station. Station manager drove him 2 hrs to get here',
      'F/U': 'Call the clinic on the satellite phone if problems, otherwise review next RFDS visit in 4 weeks',
    },
  }),
  defineCase({
    id: 'cx27-au-typed-fdi-volunteer-clinic-timor-leste-art-o-gic-36-46-fs-16-26',
    style: 'UK',
    asr: false,
    transcript:
      "Volunteer clinic, Timor-Leste. No power until 2 pm, hand instruments only. Tetum interpreter used. 12 y/o girl with her aunt, pain eating sweets LR. MH: none known, NKDA. 46 O cavity, soft dentine, not TTP. 36 O cavity, small. 16, 26 deep fissures, sound. No radiographs available. Dx: caries 36, 46. ART explained via interpreter, aunt agreed. Verbal consent via interpreter. No LA. Cotton rolls. Caries removed with hand excavators. O GIC 46 (Fuji IX), press-finger technique. O GIC 36 (Fuji IX). Petroleum jelly over both. FS 16, 26 with GIC. Bite checked. Advised no eating for 1 hr. Toothbrush and paste given. Review on next year's trip.",
    expect: {
      CC: 'Pain eating sweets LR',
      'MED HX': 'None known, NKDA',
      DENTAL: [
        ['46', 'O cavity, soft dentine, not TTP'],
        ['36', 'O cavity, small'],
        ['16', 'Deep fissures, sound'],
        ['26', 'Deep fissures, sound'],
      ],
      RADIO: 'No radiographs available',
      DX: ['Caries 36, 46'],
      CONSULT: 'ART explained via interpreter, aunt agreed. Advised no eating for 1 hr',
      CONSENT: 'Verbal consent via interpreter',
      'TX TODAY': ['O GIC 46', 'O GIC 36', 'Fissure sealant 16, 26'],
      TX: [
        'No LA',
        'Cotton rolls',
        'Caries removed with hand excavators',
        'O GIC 46 (Fuji IX)',
        'Press-finger technique',
        'O GIC 36 (Fuji IX)',
        'Petroleum jelly over both',
        'FS 16, 26 with GIC',
        'Bite checked',
        'Toothbrush and paste given',
      ],
      NOTES:
        'Volunteer clinic, Timor-Leste. No power until 2 pm, hand instruments only. Tetum interpreter used. 12 y/o girl with her aunt',
      'F/U': "Review on next year's trip",
    },
  }),
  defineCase({
    id: 'cx28-au-asr-fdi-charity-extraction-clinic-head-torch-xla-16-17-36-38-appends',
    style: 'UK',
    asr: true,
    transcript:
      "extraction clinic day two in the village hall generator's off so working with a head torch and hand suction forty five year old man interpreter used he came in because of pain upper right for months and broken teeth lower left medical history says he's healthy no medicines no allergies known blood pressure one forty over eighty eight on the portable cuff extra oral no swelling intra oral one six and one seven root stumps three six grossly carious tender to percussion three seven sorry three eight root stump diagnosis unrestorable one six one seven three six and three eight discussed extraction of all four through the interpreter he agreed verbal consent la three cartridges lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration upper right and id block left um extracted one six one seven three six and three eight with forceps and elevators all roots complete bite on gauze haemostasis achieved post op instructions through the interpreter paracetamol given",
    appends: [
      'add to notes he walked three hours to get here',
      'change paracetamol given to paracetamol and ibuprofen given',
    ],
    expect: {
      CC: 'Pain upper right for months and broken teeth lower left',
      'MED HX':
        "Says he's healthy. No medicines. No allergies known. Blood pressure 140/88 on the portable cuff",
      EXTRA: 'No swelling',
      DENTAL: [
        ['16', 'Root stumps'],
        ['17', 'Root stumps'],
        ['36', 'Grossly carious tender to percussion'],
        ['38', 'Root stump'],
      ],
      DX: ['Unrestorable 16, 17, 36, 38'],
      CONSULT: 'Discussed extraction of all four through the interpreter. He agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 16, 17, 36, 38'],
      TX: [
        'LA: 3 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration upper right + IDB left',
        'Extracted 16, 17, 36, 38 with forceps and elevators',
        'All roots complete',
        'Bite on gauze',
        'Haemostasis achieved',
        'Post-op instructions through the interpreter',
        'Paracetamol and ibuprofen given',
      ],
      NOTES:
        "Extraction clinic day 2 in the village hall. Generator's off so working with a head torch and hand suction. 45 year old man. Interpreter used. He walked 3 hours to get here",
    },
  }),
  defineCase({
    id: 'cx29-au-typed-fdi-expedition-cruise-ship-post-crown-11-recemented-apixaban',
    style: 'UK',
    asr: false,
    transcript:
      "Dental emergency. Pt lost crown 11 eating a bread roll at dinner, has the crown with her. No pain. MH: AF on apixaban, hypertension, NKDA. 11 post crown off, post still in crown, root face sound, no caries, not mobile. 12 and 21 sound. No dental x-ray on board. Dx: decemented post crown 11. Discussed temporary recement on board and definitive review with own dentist on return home (ship docks in 9 days). Pt agreed. No LA. Crown and post cleaned of old cement. Canal space dried. Recemented crown 11 with GIC (Fuji I). Excess removed, occlusion checked. Advised avoid biting with front teeth, cut food small. Fee charged to onboard account. Return to the medical centre if it comes loose again. Note: seen in the expedition ship's medical centre, ship's nurse assisting.",
    expect: {
      CC: 'Dental emergency. Pt lost crown 11 eating a bread roll at dinner, has the crown with her. No pain',
      'MED HX': 'AF on apixaban, hypertension, NKDA',
      DENTAL: [
        ['11', 'Post crown off, post still in crown, root face sound, no caries, not mobile'],
        ['12', 'Sound'],
        ['21', 'Sound'],
      ],
      RADIO: 'No dental x-ray on board',
      DX: ['Decemented post crown 11'],
      CONSULT:
        'Discussed temporary recement on board and definitive review with own dentist on return home (ship docks in 9 days). Pt agreed. Advised avoid biting with front teeth, cut food small. Fee charged to onboard account',
      'TX TODAY': ['Crown recement 11'],
      TX: [
        'No LA',
        'Crown and post cleaned of old cement',
        'Canal space dried',
        'Recemented crown 11 with GIC (Fuji I)',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: "Seen in the expedition ship's medical centre, ship's nurse assisting",
      'F/U': 'Return to the medical centre if it comes loose again',
    },
  }),
  defineCase({
    id: 'cx30-au-asr-fdi-footy-club-custom-mouthguard-fit-no-title-concussion-11',
    style: 'UK',
    asr: true,
    transcript:
      "sixteen year old junior player from the footy club mouthguard night here for his custom mouthguard fit impressions were taken two weeks ago knocked his front tooth at training on tuesday it's a bit sore to bite medical history asthma ventolin as needed no allergies extra oral nad intra oral soft tissues healthy one one tender to percussion not mobile normal colour responds to cold sorry responds to ethyl chloride two one sound no displacement no x ray today portable unit away with the other team diagnosis concussion one one fitted the custom mouthguard good retention and comfortable adjusted the labial flange explained how to clean and store it told him to wear it at every training and game told him to come back if one one changes colour review one one in six weeks with an x ray",
    expect: {
      CC: "His custom mouthguard fit. Impressions were taken 2 weeks ago. Knocked his front tooth at training on Tuesday. It's a bit sore to bite",
      'MED HX': 'Asthma. Ventolin as needed. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['11', 'Tender to percussion not mobile normal colour responds to ethyl chloride'],
        ['21', 'Sound no displacement'],
      ],
      RADIO: 'No x-ray today. Portable unit away with the other team',
      DX: ['Concussion 11'],
      CONSULT:
        'Explained how to clean and store it. Told him to wear it at every training and game. Told him to come back if 11 changes colour',
      TX: ['Fitted the custom mouthguard', 'Good retention and comfortable', 'Adjusted the labial flange'],
      NOTES: '16 year old junior player from the footy club mouthguard night',
      'F/U': 'Review 11 in 6 weeks with an x-ray',
    },
  }),
];
