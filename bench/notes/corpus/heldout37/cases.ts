// The thirty-seventh held-out split (ids h37-01–h37-36): scored, never tuned on. Written blind from the contract,
// case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any
// other held-out split or any other corpus file; every case was labelled before any check was run.
// It is an ordinary day — a Monday after a bank holiday / long weekend, so more emergencies than usual — at four
// practices, nine visits each, whatever came in, dictated the way each clinician really dictates: short terse typed
// notes and long recogniser run-on stories, section words said or not, remarks, the patient's own words and questions,
// nurse asides, self-corrections ("sorry", "scratch that", "correction") and fillers, and one dictation with spoken
// punctuation ("full stop", "comma", "new paragraph"):
//   h37-01–h37-09 an English NHS / private practice (FDI, style UK; h37-02, h37-04, h37-06, h37-08, h37-09
//     recogniser-style, h37-01, h37-03, h37-05, h37-07 typed): a terse emergency temporary dressing on a lost filling, a
//     long emergency extraction of an abscessed tooth after an out-of-hours antibiotic prescription with a nurse aside, a
//     routine exam with charting, bitewings and scale and polish (appended "Add to chart"), a child's crown fracture after
//     a scooter fall covered with glass ionomer (appended "add to notes"), a second RSD visit by the therapist, an upper
//     denture snapped in half sent for repair, a dry socket dressed, an emergency extirpation dictated with spoken
//     punctuation, a planned MO composite with "scratch that" and a remark to the patient;
//   h37-10–h37-18 an Irish practice (Palmer, style UK; h37-10, h37-12, h37-14, h37-16, h37-18 recogniser-style with
//     Palmer words, h37-11, h37-13, h37-15, h37-17 typed UR6 shorthand): an emergency fractured cusp built up in
//     composite, a PRSI exam with scale and polish, a medical-card child's abscessed LLD extracted, a partial denture fit,
//     a long pericoronitis emergency with an oral surgery referral (two appended dictations), a terse crown recement, an
//     orthodontic consultation with referrals and no treatment, a second-stage RCT with obturation and an MOD composite,
//     a pregnant patient's check-up with "a fortnight" and "one" as a pronoun;
//   h37-19–h37-27 a Texas family practice (Universal, style US; h37-19, h37-21, h37-23, h37-25, h37-27
//     recogniser-style, h37-20, h37-22, h37-24, h37-26 typed): a long emergency pulpectomy after an emergency-room
//     visit, a CHIP child's periodic exam with a Spanish interpreter, a child's pulpotomy, stainless steel crown and
//     composite under nitrous with no section words (two appended dictations), a first SRP visit, a lake-weekend crown
//     fracture restored in composite, a crown prep with an insurance estimate, a long new-patient comprehensive exam with
//     a treatment plan and no treatment, a terse post-extraction check, a self-pay emergency extraction through the
//     patient's daughter with a nurse aside (two appended dictations);
//   h37-28–h37-36 an Ontario group practice (FDI as Canadian dentists chart, with North American conventions — carpules,
//     epi, IANB, hygienists, insurers — so style US; h37-29, h37-32, h37-35 recogniser-style, the rest typed): a
//     hygiene recall with CDCP cover, a periodontal abscess after a cottage weekend (teeth said "forty seven"), a planned
//     surgical extraction with the title from the CC (appended "Add to notes"), a Hall crown on a Healthy Smiles Ontario
//     child, a crown seat with "correction", a non-healing tongue ulcer referred for biopsy, two composites written in
//     full sentences, bleeding after a weekend extraction elsewhere in a patient on apixaban (two appended dictations,
//     one a "change … to …"), a night guard delivery.
// UK 18 (FDI 9, Palmer 9), US 18 (Universal 9, FDI 9); 18 recogniser-style (lower case, number words, fillers, little or
// no punctuation, self-corrections) and 18 typed (terse lines in h37-01, h37-15, h37-26; full sentences in h37-34);
// 16 to 228 words (most 60 to 200); seven cases with appended dictation (h37-03, h37-04, h37-14, h37-21, h37-27, h37-30,
// h37-35). DENTAL in 32 cases (not h37-05, h37-22, h37-26, h37-36).
//
// Judgement calls where the contract was silent:
// - Ontario dictations are style US with FDI numbering; "forty seven", "three six" and "thirty six" are all the FDI
//   tooth. "EO/IO NAD" (h37-11) and "EO/IO WNL" (h37-20) typed together fill both EXTRA and INTRA.
// - Medicines given elsewhere for this complaint over the weekend (the out-of-hours service's amoxicillin, the emergency
//   room's clindamycin and ibuprofen) stay in the CC with the story; regular medicines are MED HX. A blood sugar, a blood
//   pressure and a pregnancy said with the history are MED HX.
// - Fees, cover and payment are CONSULT (as more58): "It'll be 85 euro today", "It's covered on her medical card",
//   "Fee €60", NHS bands, CHIP, CDCP, HSO, Sun Life, Delta Dental, "Self pay"; money said in words keeps its currency
//   word ("210 dollars"), typed amounts stay as typed ("€120", "$612").
// - A denture's state (snapped in half, lower partial fine) is INTRA (as more58 bh08); "Upper alginate impression with
//   the denture in place" for a repair is the title "Impression" (singular as said, as more56).
// - Socket irrigation (dry socket, bleeding socket) is no title (contract); irrigation under an operculum and of a
//   periodontal pocket is "Irrigation". The dry socket review, the bleeding socket and the suture-removal check have no
//   TX TODAY because their CC says the extraction was done before. "Exposed dentine covered with glass ionomer" with no
//   tooth in its item is a material something is done with, so the child's fracture (h37-04) has no TX TODAY.
// - Titles from the CC when TX names no procedure of the table: "Fit of upper acrylic partial denture" → "Denture fit",
//   "Surgical extraction 48" (TX says "48 delivered in 2 pieces"), "Crown seat on 36" → "Crown fit 36", "Night guard
//   delivery" → "Night guard". "Hall crown 75" and "stainless steel crown on k" are "SSC"; "root surface debridement
//   forty seven" is "RSD 47"; "Crown recemented UL6" is "Crown recement UL6".
// - A child's age and who came, the patient's language and who interpreted, and remarks about the patient are NOTES (as
//   more58); "Pt approved the appearance" of a denture is NOTES (as more56's approved shade); instructions demonstrated or
//   explained with an appliance ("Insertion/removal + cleaning demonstrated", "Cleaning + storage explained, case given")
//   are CONSULT (as more56 bf10).
// - A pocket said measure first stays PERIO ("perio eight millimetre pocket distobuccal forty seven …" → "8 mm pocket DB
//   47 …"); a tooth-first mobility is a chart entry (as more58). An operculum, a swelling or a socket at a tooth is INTRA
//   with no chart entry (rule 7); "upper right eight over erupted biting on the flap" is a chart entry.
// - Referrals (HSE and private orthodontics, oral surgery for LR8, OMFS for a biopsy) are TX PLAN (contract); the
//   patient's wish for one ("He'd like a referral to the hospital for LR8") is CONSULT.
// - "Sealants" said alone in an NV stays as said (not a table name, as more58 kept it in CC and CONSULT); "Scale and polish
//   (2 units scaling)" keeps the Canadian scaling units in TX.
// - Spoken "full stop", "comma" and "new paragraph" (h37-08) are punctuation; sentences follow them, and clauses with no
//   dictated stop between them still start new sentences in text fields (as more58). "correction" (h37-32) replaces the
//   clause said just before it, as "sorry" does. A remark to the patient mid-treatment ("nearly done you're doing great")
//   and asides to the nurse or assistant are dropped (as more56 / more58).
// - Appends: "add to chart …" / "Add to chart: …" adds a DENTAL entry, "add to notes …" adds to NOTES (even a question
//   about cost), "next visit …" adds an NV item, "change tomorrow morning to tomorrow afternoon" edits the F/U where it
//   is said.
// - Spoken staging, grades and scores are digits ("stage 2 grade B", "grade 1 mobile", "9 out of 10"); typed Roman
//   numerals stay ("stage III grade C"); "ibuprofen eight hundred" → "ibuprofen 800"; "four oh vicryl" → "4-0 Vicryl";
//   brand names are written as their makers write them (Ozempic, Zyrtec, RelyX Unicem 2, Surgicel, Sensodyne).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout37Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. English NHS / private practice (FDI)
  defineCase({
    id: 'h37-01-uk-typed-fdi-terse-emergency-lost-filling-46-temp-dressing-kalzinol',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Lost filling 46 Sat, no pain. MH: NC. 46 MO amalgam lost, no caries, not TTP. Temp dressing 46 (Kalzinol). NV: MO comp 46.',
    expect: {
      CC: 'Emergency. Lost filling 46 Sat, no pain',
      'MED HX': 'NC',
      DENTAL: [['46', 'MO amalgam lost, no caries, not TTP']],
      'TX TODAY': ['Temporary dressing 46'],
      TX: ['Temp dressing 46 (Kalzinol)'],
      NV: ['MO composite 46'],
    },
  }),
  defineCase({
    id: 'h37-02-uk-asr-fdi-emergency-abscess-37-out-of-hours-amoxicillin-extraction-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she's had a swelling lower left since saturday couldn't get through to anyone over the bank holiday the out of hours service gave her amoxicillin on sunday says it's a bit better today medical history asthma uses a brown and a blue inhaler allergic to latex blood pressure one thirty eight over eighty eight extra oral mild swelling left submandibular not tender no trismus temperature thirty six point nine intra oral buccal swelling next to three six sorry three seven not fluctuant three seven grossly carious unrestorable tender to percussion grade one mobile three six disto occlusal amalgam sound three eight missing pa three seven periapical radiolucency on the mesial root diagnosis acute apical abscess three seven discussed extraction or root canal and a crown privately she wants it out today verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three seven then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left could you get me the luxator please thanks extraction three seven with luxator and forceps roots complete socket irrigated with saline bite pack haemostasis achieved post op instructions verbal and written told her to finish the amoxicillin she asked if she can go back to work tomorrow said yes if she feels up to it review if the swelling doesn't settle in three days",
    expect: {
      CC: "Emergency. She's had a swelling lower left since Saturday. Couldn't get through to anyone over the bank holiday. Out of hours service gave her amoxicillin on Sunday. Says it's a bit better today",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to latex. Blood pressure 138/88',
      EXTRA: 'Mild swelling left submandibular. Not tender. No trismus. Temperature 36.9',
      INTRA: 'Buccal swelling next to 37. Not fluctuant',
      DENTAL: [
        ['37', 'Grossly carious unrestorable tender to percussion grade 1 mobile'],
        ['36', 'DO amalgam sound'],
        ['38', 'Missing'],
      ],
      RADIO: 'PA 37 periapical radiolucency on the mesial root',
      DX: ['Acute apical abscess 37'],
      CONSULT:
        'Discussed extraction or root canal and a crown privately. She wants it out today. Told her to finish the amoxicillin. She asked if she can go back to work tomorrow. Said yes if she feels up to it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 37'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 37',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Extraction 37 with luxator and forceps',
        'Roots complete',
        'Socket irrigated with saline',
        'Bite pack',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      'F/U': "Review if the swelling doesn't settle in 3 days",
    },
  }),
  defineCase({
    id: 'h37-03-uk-typed-fdi-routine-exam-bpe-bws-s-and-p-nhs-band-2-appends-chart',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam, no c/o. MH: no change, NKDA, non-smoker, 10 units/wk. EO NAD. IO: soft tissues healthy, OCS NAD. BPE 2 1 2 / 2 2 2, OH good, supra calc LLA. 17 MO amalgam, marginal ridge stained. 16 DO comp sound. 26 crown, margins OK. 36 O caries. 46 MOD amalgam sound. 18, 28, 38, 48 missing. BWs (R + L) taken, grade 1: 36 O caries into dentine, no other caries, bone levels WNL. Dx: caries 36. Discussed O comp 36 on NHS, band 2, pt happy to go ahead. S&P. OHI: TePe brushes. NV: O comp 36. Recall 9/12.',
    appends: ['Add to chart: 47 O FS intact.'],
    expect: {
      CC: 'Routine exam, no c/o',
      'MED HX': 'No change, NKDA, non-smoker, 10 units/wk',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, OCS NAD',
      PERIO: 'BPE 2 1 2 / 2 2 2, OH good, supra calc LLA',
      DENTAL: [
        ['17', 'MO amalgam, marginal ridge stained'],
        ['16', 'DO comp sound'],
        ['26', 'Crown, margins OK'],
        ['36', 'O caries'],
        ['46', 'MOD amalgam sound'],
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['47', 'O FS intact'],
      ],
      RADIO: 'BWs (R + L) taken, grade 1: 36 O caries into dentine, no other caries, bone levels WNL',
      DX: ['Caries 36'],
      CONSULT: 'Discussed O comp 36 on NHS, band 2, pt happy to go ahead',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI: TePe brushes'],
      NV: ['O composite 36'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h37-04-uk-asr-fdi-child-scooter-fall-11-mi-corner-fracture-gic-sorry-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "nine year old boy attended with mum he knocked his top front tooth coming off his scooter yesterday afternoon no loss of consciousness no other injuries medical history fit and well no allergies extra oral grazed chin healing intra oral upper lip slightly swollen no lacerations one one fractured mesial incisal corner enamel and dentine no pulp exposure not mobile sensitive to air two one sound not mobile one two and two two sound pa one one and two one no root fractures apices open diagnosis uncomplicated crown fracture one one no la needed cotton wool rolls exposed dentine covered with flowable composite um sorry with glass ionomer told mum he'll need a proper composite build up once it settles soft diet for a week keep the area clean with a soft brush he was really brave review two weeks with sensibility tests",
    appends: ["add to notes mum has the broken piece at home in milk she'll bring it next time"],
    expect: {
      CC: 'He knocked his top front tooth coming off his scooter yesterday afternoon. No loss of consciousness. No other injuries',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Grazed chin healing',
      INTRA: 'Upper lip slightly swollen. No lacerations',
      DENTAL: [
        ['11', 'Fractured MI corner enamel and dentine no pulp exposure not mobile sensitive to air', 'MI corner'],
        ['21', 'Sound not mobile'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11 and 21 no root fractures. Apices open',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "Told mum he'll need a proper composite build up once it settles. Soft diet for a week. Keep the area clean with a soft brush",
      TX: ['No LA needed', 'Cotton wool rolls', 'Exposed dentine covered with glass ionomer'],
      NOTES:
        "9 year old boy attended with mum. He was really brave. Mum has the broken piece at home in milk. She'll bring it next time",
      'F/U': 'Review 2 weeks with sensibility tests',
    },
  }),
  defineCase({
    id: 'h37-05-uk-typed-fdi-therapist-second-rsd-ul-ll-two-la-chlorhexidine-gel-pocket',
    style: 'UK',
    asr: false,
    transcript:
      "2nd RSD appt, UL + LL quadrants. Pt says gums bleeding less since last visit 2/52 ago, using TePes daily. MH: T2 diabetes (metformin), last HbA1c 61, NKDA. Ex-smoker (quit 2022). 6 mm pockets 26, 27 and 36, 37; BOP 30% (was 55%), plaque 25%. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infil UL. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left. RSD UL + LL w/ ultrasonic + Gracey curettes. Chlorhexidine gel to 36 pocket. OHI: single tuft brush + TePes. Pt asked if he'll lose teeth: explained stabilising is the aim, depends on home care + diabetes control. NV: 3/12 re-eval w/ full pocket chart.",
    expect: {
      CC: '2nd RSD appt, UL + LL quadrants. Pt says gums bleeding less since last visit 2 weeks ago, using TePes daily',
      'MED HX': 'T2 diabetes (metformin), last HbA1c 61, NKDA. Ex-smoker (quit 2022)',
      PERIO: '6 mm pockets 26, 27 and 36, 37; BOP 30% (was 55%), plaque 25%',
      CONSULT:
        "Pt asked if he'll lose teeth: explained stabilising is the aim, depends on home care + diabetes control",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD UL + LL w/ ultrasonic + Gracey curettes',
        'Chlorhexidine gel to 36 pocket',
        'OHI: single tuft brush + TePes',
      ],
      NV: ['3 months re-eval w/ full pocket chart'],
    },
  }),
  defineCase({
    id: 'h37-06-uk-asr-fdi-upper-denture-snapped-warfarin-impression-for-repair-band-1',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended with her upper denture snapped in half she dropped it in the sink on saturday night couldn't get it fixed over the bank holiday she's been managing without it but can't eat properly medical history no changes takes warfarin for af last inr two point six no allergies intra oral upper ridge healthy no sore spots lower partial denture fine three three and four three sound upper complete acrylic denture fractured through the midline clean break both pieces fit together well explained the options repair by the lab back tomorrow afternoon or a new denture on the nhs she'd rather have the repair as she has a wedding at the weekend pieces located and stuck with sticky wax upper alginate impression with the denture in place sent to the lab for repair she asked how much it'll cost told her it's band one for the repair next visit issue repaired upper denture tomorrow afternoon",
    expect: {
      CC: "Her upper denture snapped in half. She dropped it in the sink on Saturday night. Couldn't get it fixed over the bank holiday. She's been managing without it but can't eat properly",
      'MED HX': 'No changes. Takes warfarin for AF. Last INR 2.6. No allergies',
      INTRA:
        'Upper ridge healthy. No sore spots. Lower partial denture fine. Upper complete acrylic denture fractured through the midline. Clean break. Both pieces fit together well',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
      ],
      CONSULT:
        "Explained the options repair by the lab back tomorrow afternoon or a new denture on the NHS. She'd rather have the repair as she has a wedding at the weekend. She asked how much it'll cost. Told her it's band 1 for the repair",
      'TX TODAY': ['Impression'],
      TX: [
        'Pieces located and stuck with sticky wax',
        'Upper alginate impression with the denture in place',
        'Sent to the lab for repair',
      ],
      NV: ['Issue repaired upper denture tomorrow afternoon'],
    },
  }),
  defineCase({
    id: 'h37-07-uk-typed-fdi-emergency-dry-socket-48-alvogyl-no-title-review-2-7',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. XLA 48 (surgical) here on Thurs, severe throbbing pain since Sat, not helped by ibuprofen + paracetamol, bad taste. MH: NC, NKDA. EO: no swelling, no lymphadenopathy. IO: 48 socket empty, exposed bone, food debris, sutures in situ. 47 sound, not TTP. Dx: dry socket 48. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB right. Socket irrigated w/ warm saline, Alvogyl placed. Sutures left. Advised warm salt water rinses after 24 hrs, continue analgesics. Pt asked if it was something she did; reassured. Review 2/7, sooner if worse.',
    expect: {
      CC: 'Emergency. XLA 48 (surgical) here on Thurs, severe throbbing pain since Sat, not helped by ibuprofen + paracetamol, bad taste',
      'MED HX': 'NC, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '48 socket empty, exposed bone, food debris, sutures in situ',
      DENTAL: [['47', 'Sound, not TTP']],
      DX: ['Dry socket 48'],
      CONSULT:
        'Advised warm salt water rinses after 24 hrs, continue analgesics. Pt asked if it was something she did; reassured',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Socket irrigated w/ warm saline',
        'Alvogyl placed',
        'Sutures left',
      ],
      'F/U': 'Review 2 days, sooner if worse',
    },
  }),
  defineCase({
    id: 'h37-08-uk-asr-fdi-emergency-pulpitis-26-extirpation-spoken-full-stops-new-paragraph',
    style: 'UK',
    asr: true,
    transcript:
      'emergency full stop toothache upper left since friday night full stop kept her awake all weekend full stop worse with hot drinks full stop lasts for ages full stop paracetamol and ibuprofen helping a bit new paragraph medical history no changes full stop no allergies new paragraph two six large mesial occlusal distal amalgam lingering pain to cold about a minute tender to percussion full stop two seven sound full stop pa two six deep restoration close to the pulp comma slight widening of the pdl palatal root full stop diagnosis symptomatic irreversible pulpitis two six full stop discussed root canal on the nhs or extraction full stop she wants to keep it full stop la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six full stop rubber dam full stop amalgam removed full stop access cavity full stop three canals found full stop um mb two not found full stop pulp extirpated two six full stop irrigated with sodium hypochlorite full stop ledermix and cavit full stop occlusion relieved full stop post op instructions given new paragraph next visit complete root canal two six in two weeks',
    expect: {
      CC: 'Emergency. Toothache upper left since Friday night. Kept her awake all weekend. Worse with hot drinks. Lasts for ages. Paracetamol and ibuprofen helping a bit',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['26', 'Large MOD amalgam lingering pain to cold about a minute tender to percussion'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26 deep restoration close to the pulp, slight widening of the PDL palatal root',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT: 'Discussed root canal on the NHS or extraction. She wants to keep it',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Amalgam removed',
        'Access cavity',
        '3 canals found',
        'MB2 not found',
        'Pulp extirpated 26',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h37-09-uk-asr-fdi-mo-composite-15-scratch-that-shade-remark-to-patient-dropped',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's in for the filling on one five he's had a bit of food trapping there medical history no changes no allergies one five mesial occlusal caries not tender one four sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one five cotton wool rolls and dry guard caries removed dentine firm no exposure sectional matrix and wedge etched bonded mesial occlusal composite one five shade a three scratch that shade a two cured nearly done you're doing great bite checked high spot adjusted polished post op instructions given he asked how long before he can eat told him straight away but careful while he's numb recall as planned",
    expect: {
      CC: "Filling on 15. He's had a bit of food trapping there",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['15', 'MO caries not tender'],
        ['14', 'Sound'],
      ],
      CONSULT: "He asked how long before he can eat. Told him straight away but careful while he's numb",
      'TX TODAY': ['MO composite 15'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 15',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'MO composite 15',
        'Shade A2',
        'Cured',
        'Bite checked',
        'High spot adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned',
    },
  }),

  // ---------------------------------------------------------------- 2. Irish practice (Palmer)
  defineCase({
    id: 'h37-10-uk-asr-palmer-emergency-barbecue-fractured-l-cusp-lr6-modl-composite-euro',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he broke a tooth lower right at a barbecue on sunday biting on a chicken bone sharp on the tongue no pain medical history no changes takes atorvastatin no allergies lower right six fractured lingual cusp old mesial occlusal distal amalgam otherwise intact no caries not tender to percussion normal response to cold lower right seven sound lower right five occlusal composite sound diagnosis fractured cusp lower right six explained it needs a crown or onlay long term but we can build it up in composite today for now he's happy with that it'll be eighty five euro today la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower right six rubber dam loose amalgam removed no caries underneath mesial occlusal distal lingual composite lower right six with cusp replacement shade a three bite checked polished told him not to chew hard on that side next visit crown prep lower right six",
    expect: {
      CC: 'Emergency. He broke a tooth lower right at a barbecue on Sunday biting on a chicken bone. Sharp on the tongue. No pain',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        [
          'LR6',
          'Fractured L cusp old MOD amalgam otherwise intact no caries not tender to percussion normal response to cold',
          'L cusp',
        ],
        ['LR7', 'Sound'],
        ['LR5', 'O composite sound'],
      ],
      DX: ['Fractured cusp LR6'],
      CONSULT:
        "Explained it needs a crown or onlay long term but we can build it up in composite today for now. He's happy with that. It'll be 85 euro today. Told him not to chew hard on that side",
      'TX TODAY': ['MODL composite LR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam',
        'Loose amalgam removed',
        'No caries underneath',
        'MODL composite LR6 with cusp replacement',
        'Shade A3',
        'Bite checked',
        'Polished',
      ],
      NV: ['Crown prep LR6'],
    },
  }),
  defineCase({
    id: 'h37-11-uk-typed-palmer-prsi-exam-s-and-p-eo-io-nad-smoker-quote-o-comp-lr7',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'PRSI exam + S&P. No complaints. MH: no change, hypothyroid (Eltroxin), NKDA. Smoker 10/day. EO/IO NAD. BPE 2 2 2 / 2 3 2, stain + calculus lower anteriors. UR6 MO amalgam sound. UL6 crown sound. LL6 DO comp, marginal leakage, no caries. LR7 O caries. LL8, LR8 missing. BWs: LR7 O caries into dentine, no other caries. Dx: caries LR7. Smoking cessation advice given, not interested. S&P, OHI. Quote for O comp LR7 €120 (not covered by PRSI). NV: O comp LR7. Recall 12/12.',
    expect: {
      CC: 'PRSI exam + S&P. No complaints',
      'MED HX': 'No change, hypothyroid (Eltroxin), NKDA. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 3 2, stain + calculus lower anteriors',
      DENTAL: [
        ['UR6', 'MO amalgam sound'],
        ['UL6', 'Crown sound'],
        ['LL6', 'DO comp, marginal leakage, no caries'],
        ['LR7', 'O caries'],
        ['LL8', 'Missing'],
        ['LR8', 'Missing'],
      ],
      RADIO: 'BWs: LR7 O caries into dentine, no other caries',
      DX: ['Caries LR7'],
      CONSULT: 'Smoking cessation advice given, not interested. Quote for O comp LR7 €120 (not covered by PRSI)',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      NV: ['O composite LR7'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h37-12-uk-asr-palmer-child-emergency-abscess-lld-extraction-medical-card-sticker',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old girl with dad emergency she's had a sore tooth lower left since saturday woke up with a swollen gum this morning medical history fit and well no allergies extra oral no swelling no temperature intra oral gum boil buccal to lower left d lower left d large distal occlusal caries grade two mobile tender lower left e occlusal caries small lower left six erupted sound diagnosis abscess on the lower left d explained to dad the best thing is to take it out it's covered on her medical card he agreed verbal consent topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left d extracted lower left d roots complete bit on gauze haemostasis achieved post op instructions to dad she did brilliantly got a sticker next visit filling lower left e",
    expect: {
      CC: "Emergency. She's had a sore tooth lower left since Saturday. Woke up with a swollen gum this morning",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'No swelling. No temperature',
      INTRA: 'Gum boil buccal to LLD',
      DENTAL: [
        ['LLD', 'Large DO caries grade 2 mobile tender'],
        ['LLE', 'O caries small'],
        ['LL6', 'Erupted sound'],
      ],
      DX: ['Abscess LLD'],
      CONSULT: "Explained to dad the best thing is to take it out. It's covered on her medical card. He agreed",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction LLD'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLD',
        'Extracted LLD',
        'Roots complete',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions to dad',
      ],
      NOTES: '7 year old girl with dad. She did brilliantly. Got a sticker',
      NV: ['Filling LLE'],
    },
  }),
  defineCase({
    id: 'h37-13-uk-typed-palmer-upper-partial-denture-fit-ur1-ul2-relieved-communion',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Fit of upper acrylic partial denture replacing UR1, UL1, UL2 (lost in RTA 2 months ago). MH: no change, NKDA. UR2, UL3 sound. Denture tried in, flange blanching at UL3 labial, relieved. Retention good w/ wrought clasps UR6, UL6. Occlusion checked, even, midline OK. Pt approved the appearance. Insertion/removal + cleaning demonstrated. Advised out at night, expect some sore spots. Pt delighted, says she can smile at her daughter's communion now. Review 1/52 for ease.",
    expect: {
      CC: 'Fit of upper acrylic partial denture replacing UR1, UL1, UL2 (lost in RTA 2 months ago)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UR2', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT: 'Insertion/removal + cleaning demonstrated. Advised out at night, expect some sore spots',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        'Flange blanching at UL3 labial',
        'Relieved',
        'Retention good w/ wrought clasps UR6, UL6',
        'Occlusion checked',
        'Even',
        'Midline OK',
      ],
      NOTES: "Pt approved the appearance. Pt delighted, says she can smile at her daughter's communion now",
      'F/U': 'Review 1 week for ease',
    },
  }),
  defineCase({
    id: 'h37-14-uk-asr-palmer-emergency-pericoronitis-lr8-irrigation-referral-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency um he's had pain and swelling around the lower right wisdom tooth since friday can't open fully sore to swallow had it twice before medical history no changes no medications allergic to penicillin smokes about ten a day extra oral tender lymph node right submandibular mouth opening about twenty five millimetres temperature thirty seven point four intra oral operculum over lower right eight swollen red and tender pus on pressure upper right eight over erupted biting on the flap lower right eight partially erupted distal occlusal caries sorry no caries lower right seven sound opg lower right eight mesioangular impacted close to the ian canal diagnosis pericoronitis lower right eight irrigated under the operculum with warm chlorhexidine rx metronidazole four hundred milligrams three times a day for five days advised hot salt water mouthwashes and chlorhexidine mouthwash explained he should think about having the eights out he'd like a referral to the hospital for the lower right eight plan refer to oral surgery for extraction lower right eight review one week",
    appends: ["add to notes he's a chef works long shifts wants early appointments", 'next visit extraction upper right eight'],
    expect: {
      CC: "Emergency. He's had pain and swelling around the lower right wisdom tooth since Friday. Can't open fully. Sore to swallow. Had it twice before",
      'MED HX': 'No changes. No medications. Allergic to penicillin. Smokes about 10 a day',
      EXTRA: 'Tender lymph node right submandibular. Mouth opening about 25 mm. Temperature 37.4',
      INTRA: 'Operculum over LR8 swollen red and tender. Pus on pressure',
      DENTAL: [
        ['UR8', 'Over erupted biting on the flap'],
        ['LR8', 'Partially erupted no caries'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'OPG LR8 mesioangular impacted close to the IAN canal',
      DX: ['Pericoronitis LR8'],
      CONSULT:
        "Advised hot salt water mouthwashes and chlorhexidine mouthwash. Explained he should think about having the eights out. He'd like a referral to the hospital for LR8",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with warm chlorhexidine',
        'Rx metronidazole 400 mg 3 times a day for 5 days',
      ],
      'TX PLAN': ['Refer to oral surgery for extraction LR8'],
      NOTES: "He's a chef. Works long shifts. Wants early appointments",
      NV: ['Extraction UR8'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h37-15-uk-typed-palmer-terse-emergency-crown-ul6-recemented-fuji-fee',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript: 'Emerg. Crown UL6 off Sat eating. UL6 prep + crown sound, no caries. Crown recemented UL6 w/ Fuji I. Occl OK. Fee €60.',
    expect: {
      CC: 'Emerg. Crown UL6 off Sat eating',
      DENTAL: [['UL6', 'Prep + crown sound, no caries']],
      CONSULT: 'Fee €60',
      'TX TODAY': ['Crown recement UL6'],
      TX: ['Crown recemented UL6 w/ Fuji I', 'Occl OK'],
    },
  }),
  defineCase({
    id: 'h37-16-uk-asr-palmer-ortho-consultation-12-year-old-overjet-hse-private-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'consultation twelve year old boy with mum mum is worried about his teeth sticking out he gets slagged in school medical history asthma uses a blue inhaler no allergies extra oral convex profile lips incompetent intra oral overjet about nine millimetres deep overbite upper right c and upper left c still present lower right e mobile upper right six and upper left six fissure sealants intact explained the overjet is large enough to qualify for the hse orthodontic assessment the waiting list is long also offered a private referral mum wants both plan refer to hse orthodontics and a private orthodontist next visit routine exam in six months',
    expect: {
      CC: 'Consultation. Mum is worried about his teeth sticking out. He gets slagged in school',
      'MED HX': 'Asthma. Uses a blue inhaler. No allergies',
      EXTRA: 'Convex profile. Lips incompetent',
      INTRA: 'Overjet about 9 mm. Deep overbite',
      DENTAL: [
        ['URC', 'Still present'],
        ['ULC', 'Still present'],
        ['LRE', 'Mobile'],
        ['UR6', 'Fissure sealants intact'],
        ['UL6', 'Fissure sealants intact'],
      ],
      CONSULT:
        'Explained the overjet is large enough to qualify for the HSE orthodontic assessment. Waiting list is long. Offered a private referral. Mum wants both',
      'TX PLAN': ['Refer to HSE orthodontics and a private orthodontist'],
      NOTES: '12 year old boy with mum',
      NV: ['Routine exam in 6 months'],
    },
  }),
  defineCase({
    id: 'h37-17-uk-typed-palmer-rct-ur4-stage-2-obturation-mod-comp-crown-cost',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT UR4 stage 2. Comfortable since extirpation 2/52 ago. MH: no change, NKDA. UR4 Cavit intact, not TTP. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil UR4. RD. Cavit + Ledermix removed. 2 canals (B + P). WL (apex locator + PA): B 21 mm, P 21.5 mm. Prepared to F2 ProTaper Gold, 2.5% NaOCl, EDTA final rinse. Obturated UR4 warm vertical w/ GP + AH Plus. Vitrebond, MOD comp UR4 (Filtek A3). Post-op PA: good length + density. Pt asked about cost of a crown: €850. NV: crown prep UR4 (pt to decide).',
    expect: {
      CC: 'RCT UR4 stage 2. Comfortable since extirpation 2 weeks ago',
      'MED HX': 'No change, NKDA',
      DENTAL: [['UR4', 'Cavit intact, not TTP']],
      RADIO: 'Post-op PA: good length + density',
      CONSULT: 'Pt asked about cost of a crown: €850',
      'TX TODAY': ['Obturation UR4', 'MOD composite UR4'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR4',
        'RD',
        'Cavit + Ledermix removed',
        '2 canals (B + P)',
        'WL (apex locator + PA): B 21 mm',
        'P 21.5 mm',
        'Prepared to F2 ProTaper Gold',
        '2.5% NaOCl',
        'EDTA final rinse',
        'Obturated UR4 warm vertical w/ GP + AH Plus',
        'Vitrebond',
        'MOD comp UR4 (Filtek A3)',
      ],
      NV: ['Crown prep UR4 (pt to decide)'],
    },
  }),
  defineCase({
    id: 'h37-18-uk-asr-palmer-pregnant-check-up-ul4-abrasion-fortnight-one-pronoun',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right routine check up no problems except a bit of sensitivity upper left when she has cold drinks medical history no changes she's pregnant twenty weeks no medications no allergies extra oral nad intra oral nad bpe one one two two one one gingivitis around the lower incisors upper left four buccal abrasion cavity sensitive to air upper left five sound upper right six occlusal amalgam sound lower left six mesial occlusal composite sound lower right six disto occlusal amalgam with a chipped margin no caries lower left eight partially erupted no radiographs as she's pregnant diagnosis dentine hypersensitivity upper left four scale and polish oral hygiene instruction recommended sensodyne she asked which toothbrush to use recommended a soft one told her pregnancy gingivitis is common next visit buccal composite upper left four in a fortnight if still sensitive recall six months",
    expect: {
      CC: 'Routine check up. No problems except a bit of sensitivity upper left when she has cold drinks',
      'MED HX': "No changes. She's pregnant 20 weeks. No medications. No allergies",
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 2 1 1. Gingivitis around the lower incisors',
      DENTAL: [
        ['UL4', 'B abrasion cavity sensitive to air'],
        ['UL5', 'Sound'],
        ['UR6', 'O amalgam sound'],
        ['LL6', 'MO composite sound'],
        ['LR6', 'DO amalgam with a chipped margin no caries'],
        ['LL8', 'Partially erupted'],
      ],
      RADIO: "No radiographs as she's pregnant",
      DX: ['Dentine hypersensitivity UL4'],
      CONSULT:
        'Recommended Sensodyne. She asked which toothbrush to use. Recommended a soft one. Told her pregnancy gingivitis is common',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction'],
      NV: ['B composite UL4 in 2 weeks if still sensitive'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. Texas family practice (Universal)
  defineCase({
    id: 'h37-19-us-asr-emergency-pulpectomy-30-after-emergency-room-crack-d-wall-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency exam he's had a toothache lower right since friday went to the emergency room on saturday they gave him clindamycin and ibuprofen eight hundred pain is a nine out of ten keeping him up at night medical history high blood pressure on lisinopril prediabetic no allergies blood pressure one forty two over ninety extraoral no swelling no lymphadenopathy intraoral no swelling number thirty large mesial occlusal distal amalgam with a crack line on the distal marginal ridge lingering pain to cold tender to percussion numbers twenty nine and thirty one sound pa of thirty deep restoration close to the pulp widened pdl on the mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number thirty reviewed root canal and crown versus extraction he wants to save it signed consent two carpules articaine four percent one to one hundred thousand epi right ianb rubber dam amalgam removed crack extends into the distal wall access four canals pulpectomy number thirty irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit occlusion reduced told him to finish the clindamycin next visit finish root canal thirty with a core buildup in two weeks",
    expect: {
      CC: "Emergency exam. He's had a toothache lower right since Friday. Went to the emergency room on Saturday. They gave him clindamycin and ibuprofen 800. Pain is a 9 out of 10. Keeping him up at night",
      'MED HX': 'High blood pressure on lisinopril. Prediabetic. No allergies. Blood pressure 142/90',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'No swelling',
      DENTAL: [
        ['30', 'Large MOD amalgam with a crack line on the D marginal ridge lingering pain to cold tender to percussion'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 deep restoration close to the pulp. Widened PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #30'],
      CONSULT: 'Reviewed root canal and crown versus extraction. He wants to save it. Told him to finish the clindamycin',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Amalgam removed',
        'Crack extends into the D wall',
        'Access',
        '4 canals',
        'Pulpectomy #30',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
      ],
      NV: ['Finish RCT #30 with a core buildup in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h37-20-us-typed-child-periodic-exam-spanish-interpreter-chip-sealants-nv-then',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o here w/ mom for periodic exam. Mom speaks Spanish, our assistant interpreted. No concerns. Med hx: healthy, NKDA. EO/IO WNL. Gingiva healthy, mod plaque. #3, #14, #19, #30 erupted, deep grooves, no caries. #A O caries. #J sound. #K SSC intact. #T O caries. 2 BWX: #A and #T caries into dentin, #S D caries incipient. Dx: caries #A, #T. Prophy, fluoride varnish, OHI w/ mom. Discussed less juice + soda. CHIP covers sealants, mom informed. Pt very cooperative. NV: sealants #3, #14, #19, #30, then O composites #A, #T. Recall 6 months.',
    expect: {
      CC: 'Periodic exam. No concerns',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Gingiva healthy, mod plaque',
      DENTAL: [
        ['3', 'Erupted, deep grooves, no caries'],
        ['14', 'Erupted, deep grooves, no caries'],
        ['19', 'Erupted, deep grooves, no caries'],
        ['30', 'Erupted, deep grooves, no caries'],
        ['A', 'O caries'],
        ['J', 'Sound'],
        ['K', 'SSC intact'],
        ['T', 'O caries'],
      ],
      RADIO: '2 BWX: #A and #T caries into dentin, #S D caries incipient',
      DX: ['Caries #A, #T'],
      CONSULT: 'Discussed less juice + soda. CHIP covers sealants, mom informed',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'OHI w/ mom'],
      NOTES: '8 y/o here w/ mom. Mom speaks Spanish, our assistant interpreted. Pt very cooperative',
      NV: ['Sealants #3, #14, #19, #30', 'O composites #A, #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h37-21-us-asr-child-no-section-words-pulpotomy-ssc-k-o-composite-l-nitrous-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old boy here with dad for fillings on the lower left he had some pain over the weekend when eating candy he's healthy no meds no allergies letter k large disto occlusal caries no swelling not mobile letter l occlusal caries small letter j sound nitrous oxide thirty percent for comfort topical one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed pulp exposure pulpotomy on k bleeding controlled in two minutes with a cotton pellet then formocresol scratch that then mta placed stainless steel crown on k size four crimped cemented with glass ionomer then occlusal composite on l no la needed there shade a one he cried a bit at the start but settled with the nitrous told dad to watch for lip biting and soft foods tonight recall in six months",
    appends: ['add to notes dad asked about the sedation cost insurance covered it', 'next visit prophy with the hygienist'],
    expect: {
      CC: 'Fillings on the lower left. He had some pain over the weekend when eating candy',
      'MED HX': "He's healthy. No meds. No allergies",
      DENTAL: [
        ['K', 'Large DO caries no swelling not mobile'],
        ['L', 'O caries small'],
        ['J', 'Sound'],
      ],
      CONSULT: 'Told dad to watch for lip biting and soft foods tonight',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'O composite #L'],
      TX: [
        'Nitrous oxide 30% for comfort',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #K',
        'Bleeding controlled in 2 minutes with a cotton pellet',
        'MTA placed',
        'Stainless steel crown #K size 4 crimped',
        'Cemented with glass ionomer',
        'O composite #L',
        'No LA needed there',
        'Shade A1',
      ],
      NOTES:
        '5 year old boy here with dad. He cried a bit at the start but settled with the nitrous. Dad asked about the sedation cost. Insurance covered it',
      NV: ['Prophy with the hygienist'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h37-22-us-typed-first-srp-ur-lr-diabetic-a1c-arestin-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR quads (first visit). Pt reports bleeding gums for months, bad breath. Med hx: type 2 diabetes, A1c 8.1, metformin + Jardiance, allergic to sulfa. Former smoker. Pocket chart 2 wks ago: generalized 4-6 mm pockets, 7 mm #2 D and #31 D. FMX: generalized horizontal bone loss ~30%. Dx: generalized periodontitis stage III grade C. 2 carps 2% lido 1:100k epi R IANB + buccal infiltration #2, #3. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin placed #2 D, #31 D. OHI: Waterpik + soft brush. Discussed A1c control w/ PCP. NV: SRP UL + LL in 1 wk.',
    expect: {
      CC: 'SRP UR + LR quads (first visit). Pt reports bleeding gums for months, bad breath',
      'MED HX': 'Type 2 diabetes, A1c 8.1, metformin + Jardiance, allergic to sulfa. Former smoker',
      PERIO: 'Pocket chart 2 wks ago: generalized 4-6 mm pockets, 7 mm #2 D and #31 D',
      RADIO: 'FMX: generalized horizontal bone loss ~30%',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT: 'Discussed A1c control w/ PCP',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #2, #3',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin placed #2 D, #31 D',
        'OHI: Waterpik + soft brush',
      ],
      NV: ['SRP UL + LL in 1 wk'],
    },
  }),
  defineCase({
    id: 'h37-23-us-asr-emergency-lake-fall-8-mi-corner-fracture-composite-scratch-that-cord',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency walk in she fell on the boat ramp at the lake on sunday chipped her front tooth no loss of consciousness no other injuries sensitive to cold air medical history no changes takes birth control allergic to amoxicillin extraoral small abrasion on the chin healing intraoral upper lip slightly swollen number eight fractured mesial incisal corner enamel and dentin no pulp exposure not mobile responds to cold number nine craze lines not mobile responds to cold numbers seven and ten sound pa of eight and nine no root fractures diagnosis uncomplicated crown fracture number eight she wants it fixed today for work one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight isolation with cotton rolls and a retraction cord scratch that cotton rolls only bevel on the enamel etched bonded mesial incisal composite number eight shade a two body and enamel polished occlusion checked in protrusive told her the tooth might darken we'll check vitality at her recall she said she's glad she doesn't have to go to work with a gap review in six weeks with vitality test",
    expect: {
      CC: 'Emergency walk in. She fell on the boat ramp at the lake on Sunday. Chipped her front tooth. No loss of consciousness. No other injuries. Sensitive to cold air',
      'MED HX': 'No changes. Takes birth control. Allergic to amoxicillin',
      EXTRA: 'Small abrasion on the chin healing',
      INTRA: 'Upper lip slightly swollen',
      DENTAL: [
        ['8', 'Fractured MI corner enamel and dentin no pulp exposure not mobile responds to cold', 'MI corner'],
        ['9', 'Craze lines not mobile responds to cold'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA of #8 and #9 no root fractures',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT: "She wants it fixed today for work. Told her the tooth might darken. We'll check vitality at her recall",
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Cotton rolls only',
        'Bevel on the enamel',
        'Etched',
        'Bonded',
        'MI composite #8',
        'Shade A2 body and enamel',
        'Polished',
        'Occlusion checked in protrusive',
      ],
      NOTES: "She said she's glad she doesn't have to go to work with a gap",
      'F/U': 'Review in 6 weeks with vitality test',
    },
  }),
  defineCase({
    id: 'h37-24-us-typed-crown-prep-19-core-paste-itero-insurance-estimate-nv-seat',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #19 as planned (cracked tooth, MOD amalgam). No pain since last visit. Med hx: no changes, atorvastatin, NKDA. #19 MOD amalgam, crack line ML cusp, bite test neg today. #18 crown intact. #20 DO composite intact. 2 carps 4% articaine 1:100k epi L IANB. Amalgam removed, crack stops in dentin, no caries. Core buildup w/ Core Paste. Crown prep #19 for zirconia, 1 mm chamfer. Double cord, digital scan w/ iTero, shade A3. Temp crown w/ Integrity, cemented w/ TempBond NE. Occlusion checked. Pt asked about the insurance estimate: 50% after deductible, est. $612 out of pocket. POI given. NV crown seat #19 3 wks.',
    expect: {
      CC: 'Crown prep #19 as planned (cracked tooth, MOD amalgam). No pain since last visit',
      'MED HX': 'No changes, atorvastatin, NKDA',
      DENTAL: [
        ['19', 'MOD amalgam, crack line ML cusp, bite test neg today'],
        ['18', 'Crown intact'],
        ['20', 'DO composite intact'],
      ],
      CONSULT: 'Pt asked about the insurance estimate: 50% after deductible, est. $612 out of pocket',
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Amalgam removed',
        'Crack stops in dentin',
        'No caries',
        'Core buildup w/ Core Paste',
        'Crown prep #19 for zirconia',
        '1 mm chamfer',
        'Double cord',
        'Digital scan w/ iTero',
        'Shade A3',
        'Temp crown w/ Integrity',
        'Cemented w/ TempBond NE',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['Crown fit #19 3 wks'],
    },
  }),
  defineCase({
    id: 'h37-25-us-asr-long-new-patient-comprehensive-exam-fmx-psr-treatment-plan-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she just moved here from california last dental visit about two years ago no pain wants a cleaning and a check medical history hypothyroid on levothyroxine seasonal allergies takes zyrtec allergic to codeine drinks socially non smoker blood pressure one eighteen over seventy six extraoral tmj no clicking no tenderness lymph nodes normal intraoral oral cancer screening negative tongue and floor of mouth normal psr two three two two two three bleeding on probing four to five millimeter pockets lower molars heavy calculus lower anteriors charting numbers one sixteen seventeen and thirty two missing number three mesial occlusal amalgam recurrent decay number fourteen occlusal composite sound number nineteen root canal and crown number twenty buccal abfraction uh number thirty distal occlusal caries numbers eight and nine composites on the mesial sound fmx taken bone loss mild horizontal generalized periapical of nineteen within normal limits caries confirmed on three and thirty diagnosis generalized periodontitis stage two grade b caries numbers three and thirty discussed deep cleaning versus regular cleaning she'd like to start with the deep cleaning insurance is delta dental ppo treatment plan srp four quadrants mesial occlusal composite number three disto occlusal composite number thirty night guard to consider next visit srp upper right and lower right",
    expect: {
      CC: 'New patient comprehensive exam. She just moved here from California. Last dental visit about 2 years ago. No pain. Wants a cleaning and a check',
      'MED HX':
        'Hypothyroid on levothyroxine. Seasonal allergies. Takes Zyrtec. Allergic to codeine. Drinks socially. Non smoker. Blood pressure 118/76',
      EXTRA: 'TMJ no clicking. No tenderness. Lymph nodes normal',
      INTRA: 'Oral cancer screening negative. Tongue and floor of mouth normal',
      PERIO:
        'PSR 2 3 2 / 2 2 3. Bleeding on probing. 4 to 5 mm pockets lower molars. Heavy calculus lower anteriors',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam recurrent decay'],
        ['14', 'O composite sound'],
        ['19', 'Root canal and crown'],
        ['20', 'B abfraction'],
        ['30', 'DO caries'],
        ['8', 'M composites sound'],
        ['9', 'M composites sound'],
      ],
      RADIO:
        'FMX taken. Bone loss mild horizontal generalized. Periapical of #19 within normal limits. Caries confirmed on #3 and #30',
      DX: ['Generalized periodontitis stage 2 grade B', 'Caries #3, #30'],
      CONSULT:
        "Discussed deep cleaning versus regular cleaning. She'd like to start with the deep cleaning. Insurance is Delta Dental PPO",
      'TX PLAN': ['SRP 4 quadrants', 'MO composite #3', 'DO composite #30', 'Night guard to consider'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'h37-26-us-typed-terse-po-check-ext-32-sutures-removed-rtc-prn-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript: 'PO check 1 wk after ext #32. No pain. Socket healing well. Sutures removed. RTC PRN.',
    expect: {
      CC: 'PO check 1 wk after ext #32. No pain',
      INTRA: 'Socket healing well',
      TX: ['Sutures removed'],
      'F/U': 'RTC PRN',
    },
  }),
  defineCase({
    id: 'h37-27-us-asr-emergency-self-pay-extraction-14-daughter-interprets-nurse-aside-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency she's had pain upper left for a week got much worse over the holiday weekend can't chew on that side she speaks spanish her daughter interpreted medical history type two diabetes takes metformin and glipizide no allergies blood sugar this morning one forty two extraoral no swelling intraoral no swelling number fourteen broken down to the gumline decay into the furcation tender to percussion number thirteen distal caries number fifteen sound pa of fourteen large periapical radiolucency on the palatal root diagnosis nonrestorable number fourteen with symptomatic apical periodontitis went over options extraction or root canal buildup and crown she can't afford to save it self pay quoted two hundred ten dollars for the extraction she chose extraction signed consent in spanish two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen can you hand me the three oh one elevator thanks sectioned the roots elevated and extracted number fourteen socket curetted gauze pressure hemostasis achieved post op instructions in spanish rx ibuprofen six hundred milligrams every six hours as needed call if any problems",
    appends: [
      "add to notes daughter asked us to call her cell instead of her mom's house phone",
      'next visit filling number thirteen',
    ],
    expect: {
      CC: "Emergency. She's had pain upper left for a week. Got much worse over the holiday weekend. Can't chew on that side",
      'MED HX': 'Type 2 diabetes. Takes metformin and glipizide. No allergies. Blood sugar this morning 142',
      EXTRA: 'No swelling',
      INTRA: 'No swelling',
      DENTAL: [
        ['14', 'Broken down to the gumline decay into the furcation tender to percussion'],
        ['13', 'D caries'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA of #14 large periapical radiolucency on the palatal root',
      DX: ['Nonrestorable #14 with symptomatic apical periodontitis'],
      CONSULT:
        "Went over options extraction or root canal buildup and crown. She can't afford to save it. Self pay. Quoted 210 dollars for the extraction. She chose extraction",
      CONSENT: 'Signed consent in Spanish',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Sectioned the roots',
        'Elevated and extracted #14',
        'Socket curetted',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions in Spanish',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES:
        "She speaks Spanish. Her daughter interpreted. Daughter asked us to call her cell instead of her mom's house phone",
      NV: ['Filling #13'],
      'F/U': 'Call if any problems',
    },
  }),

  // ---------------------------------------------------------------- 4. Ontario group practice (FDI, North American style)
  defineCase({
    id: 'h37-28-us-typed-fdi-ontario-hygiene-recall-psr-scaling-units-cdcp',
    style: 'US',
    asr: false,
    transcript:
      'Recall hygiene appt. No concerns, some bleeding when flossing. Med hx: no changes, Crestor, NKDA. PSR 2 2 2 / 2 2 2, BOP localized lower anteriors, light calculus. 16 O comp sound. 36 DO amalgam sound. 46 O caries incipient, monitor. 2 BWs: no interproximal caries. Scale and polish (2 units scaling), fluoride varnish. OHI: floss daily + Waterpik. Pt covered by CDCP, co-pay explained. Recall 6 months.',
    expect: {
      CC: 'Recall hygiene appt. No concerns, some bleeding when flossing',
      'MED HX': 'No changes, Crestor, NKDA',
      PERIO: 'PSR 2 2 2 / 2 2 2, BOP localized lower anteriors, light calculus',
      DENTAL: [
        ['16', 'O comp sound'],
        ['36', 'DO amalgam sound'],
        ['46', 'O caries incipient, monitor'],
      ],
      RADIO: '2 BWs: no interproximal caries',
      CONSULT: 'Pt covered by CDCP, co-pay explained',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish', 'OHI'],
      TX: ['Scale and polish (2 units scaling)', 'Fluoride varnish', 'OHI: floss daily + Waterpik'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h37-29-us-asr-fdi-ontario-emergency-periodontal-abscess-47-forty-seven-rsd-irrigation',
    style: 'US',
    asr: true,
    transcript:
      "emergency he's had a gum swelling lower right since saturday at the cottage throbbing bad taste medical history type two diabetes on metformin and ozempic no allergies extraoral no swelling no lymph nodes intraoral localized fluctuant swelling on the buccal gingiva at forty seven perio eight millimetre pocket distobuccal forty seven with bleeding and pus on probing forty seven grade one mobility vital to cold not tender to percussion forty six and forty five sound pa of forty seven vertical bone loss distal no periapical lesion diagnosis periodontal abscess forty seven one carpule articaine four percent one to one hundred thousand epi buccal infiltration forty seven root surface debridement forty seven with ultrasonic and curettes drained pus through the pocket irrigated with chlorhexidine told him to rinse with warm salt water and keep his blood sugar under control he asked if he'll lose the tooth said it depends on how it heals review in one week",
    expect: {
      CC: "Emergency. He's had a gum swelling lower right since Saturday at the cottage. Throbbing. Bad taste",
      'MED HX': 'Type 2 diabetes on metformin and Ozempic. No allergies',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: 'Localized fluctuant swelling on the buccal gingiva at 47',
      PERIO: '8 mm pocket DB 47 with bleeding and pus on probing',
      DENTAL: [
        ['47', 'Grade 1 mobility vital to cold not tender to percussion'],
        ['46', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA of 47 vertical bone loss distal. No periapical lesion',
      DX: ['Periodontal abscess 47'],
      CONSULT:
        "Told him to rinse with warm salt water and keep his blood sugar under control. He asked if he'll lose the tooth. Said it depends on how it heals",
      'TX TODAY': ['RSD 47', 'Irrigation'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration 47',
        'Root surface debridement 47 with ultrasonic and curettes',
        'Drained pus through the pocket',
        'Irrigated with chlorhexidine',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h37-30-us-typed-fdi-ontario-surgical-extraction-48-title-from-cc-vaping-appends-notes',
    style: 'US',
    asr: false,
    transcript:
      'Surgical extraction 48 as planned, referred by hygienist for recurrent pericoronitis. Med hx: no changes, NKDA, vapes daily. 48 partially erupted, mesioangular, D caries. 47 sound. Pano (prev): roots close to IAN canal, no contact. Risks reviewed incl. paresthesia + dry socket. Written consent signed. 3 carps 2% lido 1:100k epi R IANB + long buccal. Envelope flap, buccal bone removed w/ surgical handpiece, crown sectioned, 48 delivered in 2 pieces, roots intact. Socket irrigated w/ saline, 2 x 4-0 chromic gut sutures. Hemostasis achieved. POI verbal + written. Rx ibuprofen 600 mg q6h x 3 days, Tylenol 500 mg PRN. Advised no vaping for 72 hrs. Review 1 wk PRN.',
    appends: ['Add to notes: mother waiting in reception to drive her home.'],
    expect: {
      CC: 'Surgical extraction 48 as planned, referred by hygienist for recurrent pericoronitis',
      'MED HX': 'No changes, NKDA, vapes daily',
      DENTAL: [
        ['48', 'Partially erupted, mesioangular, D caries'],
        ['47', 'Sound'],
      ],
      RADIO: 'Pano (prev): roots close to IAN canal, no contact',
      CONSULT: 'Risks reviewed incl. paresthesia + dry socket. Advised no vaping for 72 hrs',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Envelope flap',
        'Buccal bone removed w/ surgical handpiece',
        'Crown sectioned',
        '48 delivered in 2 pieces',
        'Roots intact',
        'Socket irrigated w/ saline',
        '2 x 4-0 chromic gut sutures',
        'Hemostasis achieved',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h x 3 days',
        'Tylenol 500 mg PRN',
      ],
      NOTES: 'Mother waiting in reception to drive her home',
      'F/U': 'Review 1 wk PRN',
    },
  }),
  defineCase({
    id: 'h37-31-us-typed-fdi-ontario-child-hall-crown-75-hso-separator-prize',
    style: 'US',
    asr: false,
    transcript:
      '6 y/o w/ dad for Hall crown 75. No pain. Med hx: healthy, NKDA. 75 DO caries, no symptoms, not mobile. 74 O sealant intact. 36 erupting. No LA. Separator from last wk removed. Hall crown 75 size 5 cemented w/ GIC, pt bit down firmly, excess removed. Occlusion high as expected. Explained to dad it settles in a few weeks. Covered by HSO. Pt did great, picked a prize. Recall 6 months.',
    expect: {
      CC: 'Hall crown 75. No pain',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['75', 'DO caries, no symptoms, not mobile'],
        ['74', 'O sealant intact'],
        ['36', 'Erupting'],
      ],
      CONSULT: 'Explained to dad it settles in a few weeks. Covered by HSO',
      'TX TODAY': ['SSC 75'],
      TX: [
        'No LA',
        'Separator from last wk removed',
        'Hall crown 75 size 5 cemented w/ GIC',
        'Pt bit down firmly',
        'Excess removed',
        'Occlusion high as expected',
      ],
      NOTES: '6 y/o w/ dad. Pt did great, picked a prize',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h37-32-us-asr-fdi-ontario-crown-seat-36-correction-distal-contact-title-from-cc',
    style: 'US',
    asr: true,
    transcript:
      "he's here for the crown seat on three six no problems with the temporary medical history no changes no allergies three six temporary intact gums healthy around it three seven mesial occlusal composite sound no anesthetic temporary removed cement cleaned off with a scaler and pumice crown tried in mesial contact tight correction distal contact tight adjusted with a rubber wheel margins closed bitewing confirms margins closed no excess shade good he's happy with it cemented with relyx unicem two excess removed at the gel stage flossed occlusion checked high on the mesiobuccal cusp adjusted polished told him it may feel a bit strange for a few days recall as scheduled",
    expect: {
      CC: 'Crown seat on 36. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['36', 'Temporary intact'],
        ['37', 'MO composite sound'],
      ],
      PERIO: 'Gums healthy around it',
      RADIO: 'Bitewing confirms margins closed. No excess',
      CONSULT: 'Told him it may feel a bit strange for a few days',
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No anesthetic',
        'Temporary removed',
        'Cement cleaned off with a scaler and pumice',
        'Crown tried in',
        'Distal contact tight',
        'Adjusted with a rubber wheel',
        'Margins closed',
        'Shade good',
        'Cemented with RelyX Unicem 2',
        'Excess removed at the gel stage',
        'Flossed',
        'Occlusion checked',
        'High on the MB cusp adjusted',
        'Polished',
      ],
      NOTES: "He's happy with it",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h37-33-us-typed-fdi-ontario-non-healing-tongue-ulcer-omfs-biopsy-referral-no-tx',
    style: 'US',
    asr: false,
    transcript:
      'Sore spot on tongue, called Sat. Noticed ~3 wks ago, not healing, painful w/ spicy food. Med hx: GERD (pantoprazole), NKDA. Smoker 20 pack-yrs, 2-3 beers/day. EO: 1 cm firm node L submandibular, non-tender. IO: 8 mm ulcer L lateral tongue, indurated, rolled borders. No sharp teeth or restorations nearby. 36 MO amalgam intact. 37 sound. Dx: non-healing ulcer L lateral tongue (r/o SCC). Explained findings + need for biopsy, pt understands. Urgent referral to OMFS for biopsy faxed today. Smoking cessation discussed. Will call pt in 1 wk to confirm appt booked.',
    expect: {
      CC: 'Sore spot on tongue, called Sat. Noticed ~3 wks ago, not healing, painful w/ spicy food',
      'MED HX': 'GERD (pantoprazole), NKDA. Smoker 20 pack-yrs, 2-3 beers/day',
      EXTRA: '1 cm firm node L submandibular, non-tender',
      INTRA: '8 mm ulcer L lateral tongue, indurated, rolled borders. No sharp teeth or restorations nearby',
      DENTAL: [
        ['36', 'MO amalgam intact'],
        ['37', 'Sound'],
      ],
      DX: ['Non-healing ulcer L lateral tongue (r/o SCC)'],
      CONSULT: 'Explained findings + need for biopsy, pt understands. Smoking cessation discussed',
      'TX PLAN': ['Urgent referral to OMFS for biopsy faxed today'],
      'F/U': 'Will call pt in 1 wk to confirm appt booked',
    },
  }),
  defineCase({
    id: 'h37-34-us-typed-fdi-ontario-full-sentences-do-composite-24-mo-composite-25-latex',
    style: 'US',
    asr: false,
    transcript:
      'Patient attended for two fillings on the upper left as treatment planned at her last recall. She has had no pain. Medical history: no changes, takes Synthroid, allergic to latex. 24 has distal caries. 25 has mesial occlusal caries. 26 crown intact. Local anesthetic: 1 carpule of 4% articaine with 1:100,000 epinephrine by buccal infiltration at 24 and 25. A non-latex rubber dam was placed from 23 to 26. Caries was removed from both teeth. The 25 lesion was deep but there was no exposure. 25 was lined with Vitrebond. Sectional matrices and wedges were used. The teeth were etched and bonded. DO composite 24 (Filtek Supreme A2), then MO composite 25 (Filtek Supreme A2). The occlusion was checked and adjusted. She asked whether she could drink coffee after; I told her to wait until the numbness wears off. Next visit: hygiene recall in 4 months.',
    expect: {
      CC: '2 fillings on the upper left as treatment planned at her last recall. She has had no pain',
      'MED HX': 'No changes, takes Synthroid, allergic to latex',
      DENTAL: [
        ['24', 'D caries'],
        ['25', 'MO caries'],
        ['26', 'Crown intact'],
      ],
      CONSULT: 'She asked whether she could drink coffee after; I told her to wait until the numbness wears off',
      'TX TODAY': ['DO composite 24', 'MO composite 25'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration 24, 25',
        'Non-latex rubber dam was placed from 23 to 26',
        'Caries was removed from both teeth',
        '25 lesion was deep but there was no exposure',
        '25 was lined with Vitrebond',
        'Sectional matrices and wedges were used',
        'Teeth were etched and bonded',
        'DO composite 24 (Filtek Supreme A2)',
        'MO composite 25 (Filtek Supreme A2)',
        'Occlusion was checked and adjusted',
      ],
      NV: ['Hygiene recall in 4 months'],
    },
  }),
  defineCase({
    id: 'h37-35-us-asr-fdi-ontario-bleeding-38-socket-apixaban-surgicel-sutures-appends-change',
    style: 'US',
    asr: true,
    transcript:
      "emergency she had her lower left wisdom tooth out at an oral surgeon on friday oozing on and off all weekend woke up this morning with blood on the pillow medical history atrial fibrillation on apixaban she was told to skip one dose before the surgery restarted it saturday no allergies blood pressure one fifty two over ninety four extraoral no swelling no bruising intraoral large clot on the three eight socket oozing from the lingual margin no sutures in place three seven sound diagnosis post extraction bleeding three eight socket one carpule lidocaine two percent one to one hundred thousand epi buccal and lingual infiltration clot removed socket irrigated with saline surgicel packed into the socket two horizontal mattress sutures four oh vicryl pressure with gauze soaked in tranexamic acid for twenty minutes bleeding stopped told her to bite on gauze if it starts again no hot drinks today not to rinse she asked if she should stop her apixaban said no not without talking to her doctor review tomorrow morning",
    appends: ['add to notes her husband drove her in she was quite shaken', 'change tomorrow morning to tomorrow afternoon'],
    expect: {
      CC: 'Emergency. She had her lower left wisdom tooth out at an oral surgeon on Friday. Oozing on and off all weekend. Woke up this morning with blood on the pillow',
      'MED HX':
        'Atrial fibrillation on apixaban. She was told to skip 1 dose before the surgery. Restarted it Saturday. No allergies. Blood pressure 152/94',
      EXTRA: 'No swelling. No bruising',
      INTRA: 'Large clot on 38 socket. Oozing from the lingual margin. No sutures in place',
      DENTAL: [['37', 'Sound']],
      DX: ['Post extraction bleeding 38 socket'],
      CONSULT:
        'Told her to bite on gauze if it starts again. No hot drinks today. Not to rinse. She asked if she should stop her apixaban. Said no not without talking to her doctor',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration',
        'Clot removed',
        'Socket irrigated with saline',
        'Surgicel packed into the socket',
        '2 horizontal mattress sutures 4-0 Vicryl',
        'Pressure with gauze soaked in tranexamic acid for 20 minutes',
        'Bleeding stopped',
      ],
      NOTES: 'Her husband drove her in. She was quite shaken',
      'F/U': 'Review tomorrow afternoon',
    },
  }),
  defineCase({
    id: 'h37-36-us-typed-fdi-ontario-night-guard-delivery-title-from-cc-sun-life-no-dental',
    style: 'US',
    asr: false,
    transcript:
      "Night guard delivery. Pt's partner hears grinding at night. Med hx: no changes, sertraline, NKDA. Upper hard acrylic guard tried in, rocking on 17, adjusted internally, seats fully. Retention good. Occlusion: even contacts in CR, canine guidance in laterals. Polished. Cleaning + storage explained, case given. Insurance (Sun Life) covers 80%, claim submitted. Review 4-6 wks for occlusal adjustment.",
    expect: {
      CC: "Night guard delivery. Pt's partner hears grinding at night",
      'MED HX': 'No changes, sertraline, NKDA',
      CONSULT: 'Cleaning + storage explained, case given. Insurance (Sun Life) covers 80%, claim submitted',
      'TX TODAY': ['Night guard'],
      TX: [
        'Upper hard acrylic guard tried in',
        'Rocking on 17',
        'Adjusted internally',
        'Seats fully',
        'Retention good',
        'Occlusion: even contacts in CR',
        'Canine guidance in laterals',
        'Polished',
      ],
      'F/U': 'Review 4-6 wks for occlusal adjustment',
    },
  }),
];
