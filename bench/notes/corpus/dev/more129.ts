// A hundred-and-twenty-ninth development batch (ids ea01–ea30), written blind from the contract (contract.md, case.ts,
// the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine or any other
// corpus file; every case was labelled by hand before any check. It is notes dictated (or typed) by dentists for whom
// English is a second language: fluent but not native, with non-native word order and tenses ("patient is coming with
// pain since two days", "I have done the filling today", "was given to him the anaesthetic", "four six is having deep
// distal caries", "we will make the root canal next time", "he is not having any allergy"), dropped or extra articles,
// literal translations ("the nerve is dead", "to take out the tooth", "I make the cleaning", "the gum is inflamed",
// "sensible on cold", "control in six months" for recall, "anamnesis" for history, "the lower prosthesis" for a denture,
// "milk molar"), British and American words mixed (anaesthetic / anesthesia, dentine / dentin, cleaning / prophy) and
// the usual self-corrections. Recogniser-style cases carry a few accented-speech slips ("bite wings", "ledger mix").
// Five practices, six visits each:
//   ea01–ea06 a UK practice (FDI; ea01, ea03, ea05 recogniser-style, ea02, ea04, ea06 typed): an emergency with
//     irreversible pulpitis and extirpation, a typed check-up with charting and "I make the cleaning", an extraction of
//     a broken-down upper molar on warfarin, a child's check-up with fluoride varnish, a hygiene visit with scale and
//     polish (appended dictation), a crown preparation after root canal treatment;
//   ea07–ea12 a second UK practice (FDI; ea08, ea10, ea12 recogniser-style, ea07, ea09, ea11 typed): an emergency
//     abscess with incision and drainage ("the nerve is dead"), a filling whose title comes from the CC, the completion
//     of a root canal with obturation, a pericoronitis with irrigation and a hospital referral planned, a recall with a
//     denture clasp adjustment (appended "Change … to …"), a child's extraction of an abscessed primary molar;
//   ea13–ea18 a UK dentist using Palmer (ea13, ea15, ea17 recogniser-style with Palmer words, ea14, ea16, ea18 typed
//     UL2 shorthand): a check-up with Duraphat on sensitive teeth, an emergency post crown recemented, two composites,
//     an implant consultation with no treatment, an emergency temporary dressing for a pregnant patient (appended
//     "next visit … scratch that …" and "add to notes …"), a child's check-up with fissure sealants;
//   ea19–ea24 a US general practice (Universal; ea19, ea21, ea23 recogniser-style, ea20, ea22, ea24 typed): a periodic
//     exam with prophylaxis and charting, an emergency pulpectomy, a surgical wisdom tooth removal, a crown cementation
//     (appended "Remove …" and "Add to notes: …"), a fractured incisor built up in composite, a periodontal
//     consultation with an SRP plan;
//   ea25–ea30 a US practice with many children and a hygienist (Universal, primary letters; ea26, ea28, ea30
//     recogniser-style, ea25, ea27, ea29 typed): a pulpotomy and SSC on #K, a child's check-up with sealants, a first
//     SRP visit, extraction of over-retained #O and #P (appended "add to notes …"), a terse recall prophy, a denture
//     sore spot eased.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in ea25, ea26, ea28); 15 recogniser-style (lower case,
// number words, fillers, no punctuation) and 15 typed; about 55 to 200 words; five cases with appended dictation
// (ea05 "add to chart …" / "add to notes …", ea11 "Change … to …", ea17 "next visit … scratch that …" / "add to notes …",
// ea22 "Remove …" / "Add to notes: …", ea28 "add to notes …"). DENTAL in 27 cases (not ea22, ea27, ea30; ea05 only by
// its append).
//
// Judgement calls where the contract was silent:
// - Attendance phrases that are not in the contract's CC header list ("patient is coming with …", "pt is coming
//   for …", "is coming because (of) …") are kept with their subject as the clinician said them ("Patient is coming
//   with pain since 2 days …"); the listed ones ("attends for", "came in for / with", "is here for", "here for",
//   "presents with", "in for") are dropped with their subject as the contract says ("patient is here for" as "she's
//   here for" in more58 bh02).
// - "Anamnesis" is not a MED HX header word of the contract, so it stays at the start of MED HX as said ("Anamnesis:
//   healthy, no meds, …"). "Control in 6 months", "control as normal", "control at next exam" are F/U, kept as said.
// - In a chart condition "is having" / "are" in front of the finding are opening link words (a progressive "has" /
//   "is"): "four six is having deep distal caries" → "Deep D caries …", "are coming in" → "Coming in". In text fields
//   ("he is not having any allergy", "patient is not having complaints") everything is kept.
// - The leading article of a comma clause inside a typed run goes, as for any clause ("the gum is inflamed" → "gum is
//   inflamed", "the nerve is dead" → "nerve is dead"); non-native missing or extra articles elsewhere stay as said.
// - Lead-ins of a local anaesthetic ("was given to him the anaesthetic", "anesthesia", "Anesthesia:") are replaced by
//   the "LA:" form; "lignocaine" stays as said; "buccal and palatal infiltration" → "buccal infiltration + palatal
//   infiltration" (as more58 bh28); "inferior dental block" → IDB.
// - "took out", "taken out" (a form of "took out") with a tooth → "Extraction …"; "take out" said in CONSULT or CC
//   stays words. "I make the cleaning", "cleaning", "deep cleaning" are no titles (not in the table); "prophylaxis" →
//   "Prophy". "I adjusted the clasps on the denture", "I have adjusted the lower denture …" → "Denture adjustment" (as
//   more58 "eased the lower denture"); "crown cementation" is "cement crown" → "Crown fit" (NV in ea06; from the CC in
//   ea22, whose steps say only "Cemented with …"). "I have done the filling today with composite" has no tooth of its
//   own, so the CC gives "Filling 25" (ea08). "I make the filling with composite on number eight" → "Composite #8".
//   A temporary crown removed is no title (contract). Canal and socket irrigation is no Irrigation title; "irrigation
//   under the operculum" is.
// - Plans said "we will make …" without a plan word are TX PLAN, with the subject kept and table names used ("We will
//   make the crown #3"); a clause about "next time" / "next appointment" is NV, and "next time" stays when it does not
//   open the clause ("We will make the RCT next time in 2 weeks").
// - "I explained him …", "I told her …", advice after instructions ("paracetamol for pain not ibuprofen …", "no eating
//   for 1 hour") and the patient's decision ("she agree", "mom agreed") are CONSULT; "verbal consent", "signed the
//   consent" and "she was understanding the risks and she signed consent form" are CONSENT; remarks about the patient
//   ("she is happy", "he said now is better", "Pt tolerated well", "Pt approved shade and fit") are NOTES, and so are a
//   child's age and who came with them (as more58).
// - Oral hygiene and plaque ("oral hygiene is not so good, plaque on all teeth", "OH fair, some plaque on lower
//   molars", "gums are little bit red") are PERIO (as more58 bh23 / bh25); an operculum, an abscess on the gum next to
//   a tooth, a denture and its clasps, a sore spot are INTRA with no chart entry when the tooth is only a place.
// - Recogniser slips that split a known word are written as the word ("bite wings" → "Bitewings", "ledger mix" →
//   "Ledermix"); spoken units are abbreviated ("five millimetres" → "5 mm", "three millimeters" → "3 mm").
// - Palmer reads a bare two-digit number as FDI (contract): "upper right five and one seven" → UR5, UR7. "letter" /
//   "letters" before a primary tooth goes (as more58: "letter k" → "#K").
// - A surface said after cusp / caries moves in front (contract rule 4): "cusp DL is cracked" → "DL cusp is cracked",
//   "soft caries on the mesial" → "soft M caries"; "tilted mesially", "distal pocket", "on mesial" (a contact) stay.
// - Appends: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "next visit …" sets NV, "change X to
//   Y" edits the one place X is said, "remove X" removes that TX item (and its title), and "scratch that" inside an
//   append drops the clause before it in that append.
import { defineCase, type NotesCase } from '../case.ts';

export const more129Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK practice (FDI)
  defineCase({
    id: 'ea01-uk-asr-fdi-coming-with-pain-since-two-days-is-having-extirpation-46',
    style: 'UK',
    asr: true,
    transcript:
      'patient is coming with pain since two days on the lower right side um the pain is worse in the night and with hot drinks he was taking ibuprofen but is not helping medical history no changes he is not having any allergy extra oral nothing abnormal intra oral soft tissues are normal four six is having deep distal caries very tender on percussion four seven sound four five sound pa was taken from four six deep caries close to the pulp no lesion on the apex diagnosis irreversible pulpitis four six I explained him we can make the root canal or to take out the tooth he wants to keep the tooth was given to him the anaesthetic two cartridges articaine four percent with adrenaline one to one hundred thousand inferior dental block right rubber dam access cavity the nerve was bleeding a lot pulp extirpated four six canals irrigated with hypochlorite ledger mix and cavit post op instructions given we will make the root canal next time in two weeks',
    expect: {
      CC: 'Patient is coming with pain since 2 days on the lower right side. Pain is worse in the night and with hot drinks. He was taking ibuprofen but is not helping',
      'MED HX': 'No changes. He is not having any allergy',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Soft tissues are normal',
      DENTAL: [
        ['46', 'Deep D caries very tender on percussion'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA was taken from 46. Deep caries close to the pulp. No lesion on the apex',
      DX: ['Irreversible pulpitis 46'],
      CONSULT: 'I explained him we can make the root canal or to take out the tooth. He wants to keep the tooth',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right',
        'Rubber dam',
        'Access cavity',
        'Nerve was bleeding a lot',
        'Pulp extirpated 46',
        'Canals irrigated with hypochlorite',
        'Ledermix and Cavit',
        'Post-op instructions given',
      ],
      NV: ['We will make the RCT next time in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ea02-uk-typed-fdi-check-up-anamnesis-charting-i-make-the-cleaning-control',
    style: 'UK',
    asr: false,
    transcript:
      'Check-up, patient is not having complaints. Anamnesis: no changes, takes ramipril for blood pressure, allergic on penicillin. EO: nothing special. IO: mucosa healthy, tongue normal. BPE 2 2 1 / 2 2 2, the gum is inflamed around lower incisors, calculus lingual of lower front teeth. Charting: 17 MOD amalgam ok, 16 crown, 26 O composite with mesial secondary caries, 36 missing, 37 tilted mesially, 46 MO amalgam ok, 18 28 38 48 missing. Bitewings were taken, caries 26 mesial in dentin, 15 distal in enamel, to monitor. Diagnosis: secondary caries 26. I make the cleaning with ultrasonic and polish, OHI with interdental brushes. Explained to patient she needs filling on 26, she agree. Next visit: MO composite 26. Control in 6 months.',
    expect: {
      CC: 'Check-up, patient is not having complaints',
      'MED HX': 'Anamnesis: no changes, takes ramipril for blood pressure, allergic on penicillin',
      EXTRA: 'Nothing special',
      INTRA: 'Mucosa healthy, tongue normal',
      PERIO: 'BPE 2 2 1 / 2 2 2, gum is inflamed around lower incisors, calculus lingual of lower front teeth',
      DENTAL: [
        ['17', 'MOD amalgam ok'],
        ['16', 'Crown'],
        ['26', 'O composite with M secondary caries'],
        ['36', 'Missing'],
        ['37', 'Tilted mesially'],
        ['46', 'MO amalgam ok'],
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings were taken, caries 26 mesial in dentin, 15 distal in enamel, to monitor',
      DX: ['Secondary caries 26'],
      CONSULT: 'Explained to patient she needs filling on 26, she agree',
      'TX TODAY': ['OHI'],
      TX: ['I make the cleaning with ultrasonic and polish', 'OHI with interdental brushes'],
      NV: ['MO composite 26'],
      'F/U': 'Control in 6 months',
    },
  }),
  defineCase({
    id: 'ea03-uk-asr-fdi-to-take-out-the-tooth-17-warfarin-inr-sorry-three-sutures',
    style: 'UK',
    asr: true,
    transcript:
      'so patient came in for to take out the tooth one seven which is broken since long time medical history she is taking warfarin inr was two point four yesterday she brought the paper blood pressure one forty five over ninety no allergy one seven is decayed to the gum level only roots left not mobile one six crown one eight missing she was understanding the risks and she signed consent form was given to her the anaesthetic one cartridge articaine four percent one to one hundred thousand adrenaline buccal and palatal infiltration I took out one seven with the elevator and forceps all roots are out surgicel placed in the socket sutured with two sorry three vicryl sutures she was biting on gauze no bleeding after fifteen minutes I gave her the instructions written and verbal paracetamol for pain not ibuprofen because of the warfarin control in one week for the sutures',
    expect: {
      CC: 'To take out 17 which is broken since long time',
      'MED HX': 'She is taking warfarin. INR was 2.4 yesterday. She brought the paper. Blood pressure 145/90. No allergy',
      DENTAL: [
        ['17', 'Decayed to the gum level only roots left not mobile'],
        ['16', 'Crown'],
        ['18', 'Missing'],
      ],
      CONSULT: 'Paracetamol for pain not ibuprofen because of the warfarin',
      CONSENT: 'She was understanding the risks and she signed consent form',
      'TX TODAY': ['Extraction 17'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'I took out 17 with the elevator and forceps',
        'All roots are out',
        'Surgicel placed in the socket',
        'Sutured with 3 Vicryl sutures',
        'She was biting on gauze',
        'No bleeding after 15 minutes',
        'I gave her the instructions written and verbal',
      ],
      'F/U': 'Control in 1 week for the sutures',
    },
  }),
  defineCase({
    id: 'ea04-uk-typed-fdi-child-check-up-with-the-mother-75-do-caries-fv-control',
    style: 'UK',
    asr: false,
    transcript:
      '7 years old boy, with the mother. Attends for check up, mother says he is complaining sometimes from cold on left side down. MH: healthy, no medicines, no allergies. Intraoral: soft tissues ok. Oral hygiene is not so good, plaque on all teeth. 75 DO caries, cavitated. 74 sound. 84, 85 sound. 36 and 46 erupted, fissures deep. 16, 26 are erupting. Bitewings: 75 DO caries into dentine near pulp, 85 D enamel. Dx: caries 75. Fluoride varnish applied on all teeth. TBI with the mother. Advised brushing 2 times a day with 1450 ppm toothpaste and less sweet drinks. Mother agree for the filling. NV: DO filling 75 with GIC, fissure sealants 36, 46. Control 6 months.',
    expect: {
      CC: 'Check up, mother says he is complaining sometimes from cold on left side down',
      'MED HX': 'Healthy, no medicines, no allergies',
      INTRA: 'Soft tissues ok',
      PERIO: 'Oral hygiene is not so good, plaque on all teeth',
      DENTAL: [
        ['75', 'DO caries, cavitated'],
        ['74', 'Sound'],
        ['84', 'Sound'],
        ['85', 'Sound'],
        ['36', 'Erupted, fissures deep'],
        ['46', 'Erupted, fissures deep'],
        ['16', 'Erupting'],
        ['26', 'Erupting'],
      ],
      RADIO: 'Bitewings: 75 DO caries into dentine near pulp, 85 D enamel',
      DX: ['Caries 75'],
      CONSULT:
        'Advised brushing 2 times a day with 1450 ppm toothpaste and less sweet drinks. Mother agree for the filling',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied on all teeth', 'TBI with the mother'],
      NOTES: '7 years old boy, with the mother',
      NV: ['DO filling 75 with GIC', 'Fissure sealants 36, 46'],
      'F/U': 'Control 6 months',
    },
  }),
  defineCase({
    id: 'ea05-uk-asr-fdi-cleaning-smoker-gum-is-inflamed-s-and-p-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      'patient is here for cleaning he says the gums are bleeding when he brush medical history he is smoking ten cigarettes per day no medicines no allergies bpe three two three three two three the gum is inflamed and bleeding everywhere lots of calculus on lower front teeth pockets five millimetres on one six and two six I have done scale and polish full mouth with ultrasonic oral hygiene instruction with interdental brushes size three I explained him the smoking is making the gums worse he is thinking about to stop control in three months',
    appends: ['add to chart three six missing since many years', 'add to notes he prefers the appointments after work'],
    expect: {
      CC: 'Cleaning. He says the gums are bleeding when he brush',
      'MED HX': 'He is smoking 10 cigarettes per day. No medicines. No allergies',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Gum is inflamed and bleeding everywhere. Lots of calculus on lower front teeth. Pockets 5 mm on 16 and 26',
      DENTAL: [['36', 'Missing since many years']],
      CONSULT: 'I explained him the smoking is making the gums worse. He is thinking about to stop',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['I have done scale and polish full mouth with ultrasonic', 'Oral hygiene instruction with interdental brushes size 3'],
      NOTES: 'He prefers the appointments after work',
      'F/U': 'Control in 3 months',
    },
  }),
  defineCase({
    id: 'ea06-uk-typed-fdi-crown-prep-36-after-rct-cusp-dl-cracked-crown-cementation-nv',
    style: 'UK',
    asr: false,
    transcript:
      'Patient came in for crown preparation 36, root canal was done 3 months ago by me, no pain since then. MH: no changes, diabetic type 2 on metformin, NKDA. 36 RCT, large MOD composite, cusp DL is cracked, not tender. PA from last month: good filling of canals, no periapical lesion. Discussed again: zirconia crown or PFM, she choose zirconia, price £650 explained. Written consent signed. LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left. Crown prep 36, retraction cord, impression with silicone, bite registration, shade A3. Temporary crown with Protemp, cemented with TempBond. Occlusion checked. I told her she will be numb till evening and not chewing on left side. NV: crown cementation 36 in 2 weeks.',
    expect: {
      CC: 'Crown preparation 36, root canal was done 3 months ago by me, no pain since then',
      'MED HX': 'No changes, diabetic type 2 on metformin, NKDA',
      DENTAL: [['36', 'RCT, large MOD composite, DL cusp is cracked, not tender']],
      RADIO: 'PA from last month: good filling of canals, no periapical lesion',
      CONSULT:
        'Discussed again: zirconia crown or PFM, she choose zirconia, price £650 explained. I told her she will be numb till evening and not chewing on left side',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep 36', 'Impression', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Crown prep 36',
        'Retraction cord',
        'Impression with silicone',
        'Bite registration',
        'Shade A3',
        'Temporary crown with Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
      ],
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. Second UK practice (FDI)
  defineCase({
    id: 'ea07-uk-typed-fdi-emergency-abscess-25-nerve-is-dead-i-and-d-next-time-rct',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pt is coming with swelling on upper left since yesterday, before she had pain for one week but now pain is less. MH: asthma, uses inhaler Ventolin, allergic to penicillin (rash). EO: swelling left cheek, not hot, no fever 36.9, lymph nodes on left side palpable. IO: swelling buccal of 24 and 25, fluctuant. 25 has big distal caries, tooth is not vital, the nerve is dead, TTP ++. 24 DO composite ok. PA 25: big radiolucency on apex. Dx: acute apical abscess 25. Options explained: RCT or extraction, she want to keep tooth. LA 1 cartridge articaine 4% 1:100,000 adrenaline buccal infiltration 25. Incision and drainage, lot of pus. Access opening 25, pulp necrotic, canals irrigated with NaOCl, closed with Ledermix and Cavit. Rx metronidazole 400 mg 3 times per day 5 days. Review in 3 days, next time RCT 25.',
    expect: {
      CC: 'Emergency. Pt is coming with swelling on upper left since yesterday, before she had pain for 1 week but now pain is less',
      'MED HX': 'Asthma, uses inhaler Ventolin, allergic to penicillin (rash)',
      EXTRA: 'Swelling left cheek, not hot, no fever 36.9, lymph nodes on left side palpable',
      INTRA: 'Swelling buccal of 24 and 25, fluctuant',
      DENTAL: [
        ['25', 'Big D caries, tooth is not vital, nerve is dead, TTP ++'],
        ['24', 'DO composite ok'],
      ],
      RADIO: 'PA 25: big radiolucency on apex',
      DX: ['Acute apical abscess 25'],
      CONSULT: 'Options explained: RCT or extraction, she want to keep tooth',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Incision and drainage',
        'Lot of pus',
        'Access opening 25',
        'Pulp necrotic',
        'Canals irrigated with NaOCl',
        'Closed with Ledermix and Cavit',
        'Rx metronidazole 400 mg 3 times per day 5 days',
      ],
      NV: ['RCT 25'],
      'F/U': 'Review in 3 days',
    },
  }),
  defineCase({
    id: 'ea08-uk-asr-fdi-filling-25-i-have-done-the-filling-today-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'okay patient attends for filling on twenty five she says food is going inside between the teeth medical history same like before no allergy twenty five mesial caries with cavity twenty four distal caries small only enamel no anesthesia needed uh I removed the caries with the slow drill dentin is hard matrix and wedge I have done the filling today with composite shade a two then the bite checked and polished she is happy control as normal',
    expect: {
      CC: 'Filling on 25. She says food is going inside between the teeth',
      'MED HX': 'Same like before. No allergy',
      DENTAL: [
        ['25', 'M caries with cavity'],
        ['24', 'D caries small only enamel'],
      ],
      'TX TODAY': ['Filling 25'],
      TX: [
        'No anesthesia needed',
        'I removed the caries with the slow drill',
        'Dentin is hard',
        'Matrix and wedge',
        'I have done the filling today with composite',
        'Shade A2',
        'Bite checked and polished',
      ],
      NOTES: 'She is happy',
      'F/U': 'Control as normal',
    },
  }),
  defineCase({
    id: 'ea09-uk-typed-fdi-finish-the-root-canal-46-working-lengths-obturation',
    style: 'UK',
    asr: false,
    transcript:
      'Pt attends for finish the root canal on 46. From last time no pain, only little bit sensitive first 2 days. MH: no change. 46 temporary filling is intact, not tender on percussion. LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right and buccal infiltration. Rubber dam. Temporary removed, Ledermix washed out. 4 canals found. Working lengths with apex locator and confirmed with PA. MB 20.5 mm, ML 20 mm, DB 19.5 mm, DL 20 mm. Preparation with ProTaper until F2. Canals irrigated with NaOCl 3% and EDTA 17%. Canals dried with paper points. Warm vertical obturation 46 with gutta percha and AH Plus. Post-op PA: obturation is good, all canals filled to length. Core build-up with composite to seal. Occlusion adjusted. Patient informed tooth need crown because is weak. NV: crown preparation 46 in 1 month.',
    expect: {
      CC: 'Finish the root canal on 46. From last time no pain, only little bit sensitive first 2 days',
      'MED HX': 'No change',
      DENTAL: [['46', 'Temporary filling is intact, not tender on percussion']],
      RADIO: 'Post-op PA: obturation is good, all canals filled to length',
      CONSULT: 'Patient informed tooth need crown because is weak',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Rubber dam',
        'Temporary removed',
        'Ledermix washed out',
        '4 canals found',
        'Working lengths with apex locator and confirmed with PA',
        'MB 20.5 mm',
        'ML 20 mm',
        'DB 19.5 mm',
        'DL 20 mm',
        'Preparation with ProTaper until F2',
        'Canals irrigated with NaOCl 3% and EDTA 17%',
        'Canals dried with paper points',
        'Warm vertical obturation 46 with gutta percha and AH Plus',
        'Core build-up with composite to seal',
        'Occlusion adjusted',
      ],
      NV: ['Crown prep 46 in 1 month'],
    },
  }),
  defineCase({
    id: 'ea10-uk-asr-fdi-coming-because-of-pericoronitis-38-irrigation-sorry-two-fingers',
    style: 'UK',
    asr: true,
    transcript:
      'the patient is coming because of pain behind on the lower left since three days he cannot open the mouth good and it is bad taste medical history he is healthy he is not taking any medicine no allergy extra oral the lymph node under the jaw on the left is little bit swollen and tender mouth opening is around three fingers sorry two fingers intra oral operculum over thirty eight is red and swollen with pus thirty eight is half erupted thirty seven sound I took opg thirty eight is mesioangular impacted roots are close to the nerve canal diagnosis pericoronitis thirty eight I have done irrigation under the operculum with chlorhexidine and saline I told him warm salt water mouthwash and to brush there good plan is extraction of thirty eight when it is calm I will refer him to the hospital because of the nerve control in one week',
    expect: {
      CC: 'Patient is coming because of pain behind on the lower left since 3 days. He cannot open the mouth good and it is bad taste',
      'MED HX': 'He is healthy. He is not taking any medicine. No allergy',
      EXTRA: 'Lymph node under the jaw on the left is little bit swollen and tender. Mouth opening is around 2 fingers',
      INTRA: 'Operculum over 38 is red and swollen with pus',
      DENTAL: [
        ['38', 'Half erupted'],
        ['37', 'Sound'],
      ],
      RADIO: 'I took OPG. 38 is mesioangular impacted. Roots are close to the nerve canal',
      DX: ['Pericoronitis 38'],
      CONSULT: 'I told him warm salt water mouthwash and to brush there good',
      'TX TODAY': ['Irrigation'],
      TX: ['I have done irrigation under the operculum with chlorhexidine and saline'],
      'TX PLAN': ['Extraction 38 when it is calm', 'I will refer him to the hospital because of the nerve'],
      'F/U': 'Control in 1 week',
    },
  }),
  defineCase({
    id: 'ea11-uk-typed-fdi-recall-denture-clasps-adjusted-cracked-l-cusp-appends-change',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. Patient is not having any problems, only the upper denture is little bit loose. MH: hypertension - amlodipine, atorvastatin, NKDA, ex-smoker. EO: NAD. IO: soft tissues ok, denture stomatitis no. Upper partial acrylic denture, clasps are loose. BPE 2 3 2 / 2 2 3. 13 crown, margin ok. 17 MO amalgam ok. 25 buccal cervical abrasion. 36 RCT + crown. 47 big amalgam, cracked lingual cusp. Radiographs: BW x2, no new caries, horizontal bone loss 20%. I adjusted the clasps on the denture with pliers. Patient says it is better now. OHI. Discussed new cobalt chrome denture, patient will think. Control in 6 months.',
    appends: ['Change 6 months to 9 months.'],
    expect: {
      CC: 'Recall exam. Patient is not having any problems, only the upper denture is little bit loose',
      'MED HX': 'Hypertension - amlodipine, atorvastatin, NKDA, ex-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues ok, denture stomatitis no. Upper partial acrylic denture, clasps are loose',
      PERIO: 'BPE 2 3 2 / 2 2 3',
      DENTAL: [
        ['13', 'Crown, margin ok'],
        ['17', 'MO amalgam ok'],
        ['25', 'B cervical abrasion'],
        ['36', 'RCT + crown'],
        ['47', 'Big amalgam, cracked L cusp'],
      ],
      RADIO: 'BW x2, no new caries, horizontal bone loss 20%',
      CONSULT: 'Discussed new cobalt chrome denture, patient will think',
      'TX TODAY': ['Denture adjustment', 'OHI'],
      TX: ['I adjusted the clasps on the denture with pliers', 'OHI'],
      NOTES: 'Patient says it is better now',
      'F/U': 'Control in 9 months',
    },
  }),
  defineCase({
    id: 'ea12-uk-asr-fdi-child-milk-molar-45-sorry-85-abscess-extraction-with-father',
    style: 'UK',
    asr: true,
    transcript:
      'six years old girl with her father she came in with pain on the lower right milk molar four five sorry eight five since the weekend and the cheek was swollen a little bit medical history she is healthy no allergy no medicines extra oral no swelling now intra oral small abscess on the gum buccal of eight five eight five big disto occlusal cavity and mobile eight four sound four six erupted sound diagnosis abscess on eight five I explained to the father the tooth cannot be saved better to take it out he agreed verbal consent topical gel then one cartridge lidocaine two percent with adrenaline one to eighty thousand buccal and lingual infiltration eight five extraction eight five with forceps roots are complete she was very brave instructions given to the father no eating for one hour recall in six months',
    expect: {
      CC: 'Pain on the lower right milk molar 85 since the weekend. Cheek was swollen a little bit',
      'MED HX': 'She is healthy. No allergy. No medicines',
      EXTRA: 'No swelling now',
      INTRA: 'Small abscess on the gum buccal of 85',
      DENTAL: [
        ['85', 'Big DO cavity and mobile'],
        ['84', 'Sound'],
        ['46', 'Erupted sound'],
      ],
      DX: ['Abscess 85'],
      CONSULT:
        'I explained to the father the tooth cannot be saved. Better to take it out. He agreed. No eating for 1 hour',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 85'],
      TX: [
        'Topical gel',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 85',
        'Extraction 85 with forceps',
        'Roots are complete',
        'Instructions given to the father',
      ],
      NOTES: '6 years old girl with her father. She was very brave',
      'F/U': 'Recall in 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist using Palmer (Palmer)
  defineCase({
    id: 'ea13-uk-asr-palmer-check-up-sensible-on-air-duraphat-ll4-ll5-bite-wings',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'check up um patient is not having any complaint medical history no change she is taking the contraceptive pill allergy on latex extra oral no problem intra oral soft tissues normal bpe one two one two two two bleeding on lower front gum upper right six mesial occlusal distal amalgam ok upper right seven occlusal composite ok upper left six crown ok lower left five and lower left four buccal cervical abrasion sensible on air lower left six occlusal caries small lower right six missing bite wings two taken lower left six occlusal caries in dentine no other caries diagnosis caries lower left six dentine hypersensitivity lower left four and five I applied duraphat varnish on lower left four and five advised sensodyne toothpaste next visit occlusal composite lower left six control six months',
    expect: {
      CC: 'Check up. Patient is not having any complaint',
      'MED HX': 'No change. She is taking the contraceptive pill. Allergy on latex',
      EXTRA: 'No problem',
      INTRA: 'Soft tissues normal',
      PERIO: 'BPE 1 2 1 / 2 2 2. Bleeding on lower front gum',
      DENTAL: [
        ['UR6', 'MOD amalgam ok'],
        ['UR7', 'O composite ok'],
        ['UL6', 'Crown ok'],
        ['LL5', 'B cervical abrasion sensible on air'],
        ['LL4', 'B cervical abrasion sensible on air'],
        ['LL6', 'O caries small'],
        ['LR6', 'Missing'],
      ],
      RADIO: 'Bitewings 2 taken. LL6 occlusal caries in dentine. No other caries',
      DX: ['Caries LL6', 'Dentine hypersensitivity LL4, LL5'],
      CONSULT: 'Advised Sensodyne toothpaste',
      'TX TODAY': ['Fluoride varnish LL4, LL5'],
      TX: ['I applied Duraphat varnish LL4, LL5'],
      NV: ['O composite LL6'],
      'F/U': 'Control 6 months',
    },
  }),
  defineCase({
    id: 'ea14-uk-typed-palmer-emergency-post-crown-ul2-fell-off-recemented',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency - pt is coming because crown from UL2 fell off yesterday when she was eating bread, she brought the crown in a tissue. No pain. MH: no changes, on levothyroxine, NKDA. UL2 post crown came off with the post, root is intact, no caries, no mobility. UL1, UL3 sound. PA UL2: root filling ok, no periapical pathology. Crown cleaned, old cement removed from inside, post space cleaned. Tried in, fit is good. Recemented crown UL2 with RelyX Unicem. Excess removed, occlusion checked, no contact in protrusion. Told her no biting with front teeth on hard food, if it fall again we need new post crown. Control at next exam.',
    expect: {
      CC: 'Emergency - pt is coming because crown from UL2 fell off yesterday when she was eating bread, she brought the crown in a tissue. No pain',
      'MED HX': 'No changes, on levothyroxine, NKDA',
      DENTAL: [
        ['UL2', 'Post crown came off with the post, root is intact, no caries, no mobility'],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      RADIO: 'PA UL2: root filling ok, no periapical pathology',
      CONSULT: 'Told her no biting with front teeth on hard food, if it fall again we need new post crown',
      'TX TODAY': ['Crown recement UL2'],
      TX: [
        'Crown cleaned',
        'Old cement removed from inside',
        'Post space cleaned',
        'Tried in',
        'Fit is good',
        'Recemented crown UL2 with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
        'No contact in protrusion',
      ],
      'F/U': 'Control at next exam',
    },
  }),
  defineCase({
    id: 'ea15-uk-asr-palmer-two-fillings-lr5-d-lr4-m-lignocaine-given-to-him',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attends for two fillings lower right side um medical history no change no allergy lower right five distal caries lower right four mesial caries was given to him anaesthetic one cartridge lignocaine two percent one in eighty thousand adrenaline buccal infiltration lower right four and five cotton rolls and dry guard caries removed from both teeth sectional matrix distal composite lower right five and mesial composite lower right four shade a three light cured the contact is good floss is passing bite checked polished patient is happy he asked if he can drink coffee I said yes but careful with the numb lip control in six months',
    expect: {
      CC: '2 fillings lower right side',
      'MED HX': 'No change. No allergy',
      DENTAL: [
        ['LR5', 'D caries'],
        ['LR4', 'M caries'],
      ],
      CONSULT: 'He asked if he can drink coffee. I said yes but careful with the numb lip',
      'TX TODAY': ['D composite LR5', 'M composite LR4'],
      TX: [
        'LA: 1 cartridge lignocaine 2% 1:80,000 adrenaline, buccal infiltration LR4, LR5',
        'Cotton rolls and dry guard',
        'Caries removed from both teeth',
        'Sectional matrix',
        'D composite LR5',
        'M composite LR4',
        'Shade A3',
        'Light cured',
        'Contact is good',
        'Floss is passing',
        'Bite checked',
        'Polished',
      ],
      NOTES: 'Patient is happy',
      'F/U': 'Control in 6 months',
    },
  }),
  defineCase({
    id: 'ea16-uk-typed-palmer-consultation-missing-ll6-anamnesis-options-no-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Consultation. Pt came in for replacement of missing LL6, extracted 2 years ago in other country. Anamnesis: healthy, no meds, NKDA, non smoker. LL6 missing, space is reduced. LL7 tilted mesially about 2 mm, O amalgam ok. LL5 DO composite ok. BPE 1 1 1 / 1 1 1. OPG: bone height good in LL6 region, no pathology. Options explained: 1) nothing, 2) partial denture, 3) bridge LL5-LL7, 4) implant. Explained pros and cons and prices (implant about £2400 private, bridge on NHS band 3). She prefer implant, but wants to discuss with husband first. Given written treatment plan. Plan: CBCT, then implant assessment with our implant dentist. She will call us to book.',
    expect: {
      CC: 'Consultation. Replacement of missing LL6, extracted 2 years ago in other country',
      'MED HX': 'Anamnesis: healthy, no meds, NKDA, non smoker',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['LL6', 'Missing, space is reduced'],
        ['LL7', 'Tilted mesially about 2 mm, O amalgam ok'],
        ['LL5', 'DO composite ok'],
      ],
      RADIO: 'OPG: bone height good in LL6 region, no pathology',
      CONSULT:
        'Options explained: 1) nothing, 2) partial denture, 3) bridge LL5-LL7, 4) implant. Explained pros and cons and prices (implant about £2400 private, bridge on NHS band 3). She prefer implant, but wants to discuss with husband first. Given written treatment plan. She will call us to book',
      'TX PLAN': ['CBCT', 'Implant assessment with our implant dentist'],
    },
  }),
  defineCase({
    id: 'ea17-uk-asr-palmer-emergency-pregnant-temp-dressing-ur6-one-seven-appends-scratch-that',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency patient is coming with pain from upper right since last night the filling fell out when she was eating nuts it is sensible on cold and sweet but the pain goes quickly medical history no change she is pregnant twenty weeks no allergy extra oral normal intra oral upper right six big mesial occlusal distal cavity old amalgam missing soft caries on the mesial not tender on percussion upper right five and one seven are fine no x-ray because she is pregnant diagnosis reversible pulpitis upper right six I explained to her we will put a temporary filling today and make the definitive filling after she agree no anaesthetic caries removed with excavator temporary dressing upper right six with glass ionomer bite is okay control if pain is getting worse',
    appends: [
      'next visit onlay upper right six scratch that next visit mesial occlusal distal composite upper right six',
      'add to notes she was very anxious today',
    ],
    expect: {
      CC: 'Emergency. Patient is coming with pain from upper right since last night. Filling fell out when she was eating nuts. It is sensible on cold and sweet but the pain goes quickly',
      'MED HX': 'No change. She is pregnant 20 weeks. No allergy',
      EXTRA: 'Normal',
      DENTAL: [
        ['UR6', 'Big MOD cavity old amalgam missing soft M caries not tender on percussion'],
        ['UR5', 'Fine'],
        ['UR7', 'Fine'],
      ],
      RADIO: 'No x-ray because she is pregnant',
      DX: ['Reversible pulpitis UR6'],
      CONSULT:
        'I explained to her we will put a temporary filling today and make the definitive filling after. She agree',
      'TX TODAY': ['Temporary dressing UR6'],
      TX: [
        'No anaesthetic',
        'Caries removed with excavator',
        'Temporary dressing UR6 with glass ionomer',
        'Bite is okay',
      ],
      NOTES: 'She was very anxious today',
      NV: ['MOD composite UR6'],
      'F/U': 'Control if pain is getting worse',
    },
  }),
  defineCase({
    id: 'ea18-uk-typed-palmer-child-check-up-fs-ll6-lr6-ur6-ul6-lle-caries-diet',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '9 yrs old boy with mum. In for check up and fissure sealants, no complaints. MH: asthma, Clenil inhaler, no allergies. IO: soft tissues healthy. OH fair, some plaque on lower molars. URE, ULE sound. LLE DO caries. LRE O amalgam ok. LL6, LR6 fully erupted, deep fissures, caries free. UR6, UL6 erupted, fissures stained. BW: LLE DO caries in dentine close to pulp, LL6 mesial ok. Dx: caries LLE. FS LL6, LR6, UR6, UL6 with cotton rolls. Fluoride varnish. TBI with mum - disclosing tablets. Diet: too much juice, advised water. Mum prefers to keep the tooth if possible. NV: pulpotomy LLE. Control 6 months.',
    expect: {
      CC: 'Check up and fissure sealants, no complaints',
      'MED HX': 'Asthma, Clenil inhaler, no allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'OH fair, some plaque on lower molars',
      DENTAL: [
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LLE', 'DO caries'],
        ['LRE', 'O amalgam ok'],
        ['LL6', 'Fully erupted, deep fissures, caries free'],
        ['LR6', 'Fully erupted, deep fissures, caries free'],
        ['UR6', 'Erupted, fissures stained'],
        ['UL6', 'Erupted, fissures stained'],
      ],
      RADIO: 'BW: LLE DO caries in dentine close to pulp, LL6 mesial ok',
      DX: ['Caries LLE'],
      CONSULT: 'Diet: too much juice, advised water. Mum prefers to keep the tooth if possible',
      'TX TODAY': ['Fissure sealant LL6, LR6, UR6, UL6', 'Fluoride varnish'],
      TX: ['FS LL6, LR6, UR6, UL6 with cotton rolls', 'Fluoride varnish', 'TBI with mum - disclosing tablets'],
      NOTES: '9 yrs old boy with mum',
      NV: ['Pulpotomy LLE'],
      'F/U': 'Control 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general practice (Universal)
  defineCase({
    id: 'ea19-us-asr-universal-periodic-exam-prophylaxis-fractured-b-cusp-3-we-will-make-crown',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and cleaning patient is not having any problem medical history he is taking lisinopril and metformin for the sugar no allergies to medicines extraoral within normal limits intraoral tongue and cheeks normal psr two two two two three two the gum is inflamed especially on the lower number three mesial occlusal amalgam and fractured buccal cusp number fourteen crown ok number nineteen root canal and crown number thirty distal occlusal caries number thirty one occlusal sealant ok four bitewings taken number thirty distal caries to dentin number three recurrent caries under the amalgam prophylaxis done with cavitron and polish oral hygiene instruction flossing every day diagnosis caries number thirty fractured cusp number three we will make the crown on number three and filling on thirty next appointment the filling on thirty control in six months',
    expect: {
      CC: 'Periodic exam and cleaning. Patient is not having any problem',
      'MED HX': 'He is taking lisinopril and metformin for the sugar. No allergies to medicines',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue and cheeks normal',
      PERIO: 'PSR 2 2 2 / 2 3 2. Gum is inflamed especially on the lower',
      DENTAL: [
        ['3', 'MO amalgam and fractured B cusp', 'B cusp'],
        ['14', 'Crown ok'],
        ['19', 'Root canal and crown'],
        ['30', 'DO caries'],
        ['31', 'Occlusal sealant ok'],
      ],
      RADIO: '4 bitewings taken. #30 distal caries to dentin. #3 recurrent caries under the amalgam',
      DX: ['Caries #30', 'Fractured cusp #3'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophylaxis done with Cavitron and polish', 'Oral hygiene instruction flossing every day'],
      'TX PLAN': ['We will make the crown #3', 'Filling #30'],
      NV: ['Filling #30'],
      'F/U': 'Control in 6 months',
    },
  }),
  defineCase({
    id: 'ea20-us-typed-universal-emergency-pulpectomy-14-since-3-days-finish-rct-then-crown',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with strong pain upper left since 3 days, pain is waking him up in the night, ibuprofen not helping anymore. Med Hx: no changes, allergic to codeine. EO: no swelling. #14 big MOD composite with recurrent caries, lingering pain to cold (more than 30 sec), TTP +. #13 and #15 normal to cold. PA #14: deep caries under composite close to pulp, widened PDL on MB root. Dx: symptomatic irreversible pulpitis with symptomatic apical periodontitis #14. Options: RCT and crown, or extraction. Pt wants to save tooth. Consent signed. 2 carpules articaine 4% 1:100,000 epi, buccal and palatal infiltration #14. Rubber dam, access, pulpectomy #14, 3 canals found, MB2 not found. Canals irrigated with NaOCl, calcium hydroxide, Cavit. Occlusion reduced. Rx ibuprofen 600 mg every 6 hours. NV: finish RCT #14 in 2 wks, then crown.',
    expect: {
      CC: 'Strong pain upper left since 3 days, pain is waking him up in the night, ibuprofen not helping anymore',
      'MED HX': 'No changes, allergic to codeine',
      EXTRA: 'No swelling',
      DENTAL: [
        ['14', 'Big MOD composite with recurrent caries, lingering pain to cold (more than 30 sec), TTP +'],
        ['13', 'Normal to cold'],
        ['15', 'Normal to cold'],
      ],
      RADIO: 'PA #14: deep caries under composite close to pulp, widened PDL on MB root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: 'Options: RCT and crown, or extraction. Pt wants to save tooth',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Access',
        'Pulpectomy #14',
        '3 canals found',
        'MB2 not found',
        'Canals irrigated with NaOCl',
        'Calcium hydroxide',
        'Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      NV: ['Finish RCT #14 in 2 wks', 'Crown'],
    },
  }),
  defineCase({
    id: 'ea21-us-asr-universal-wisdom-tooth-32-sectioned-taken-out-four-oh-vicryl',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient is here for the extraction of number thirty two the wisdom tooth um we did the consultation two weeks ago medical history no changes he is not having any allergy he is not smoking blood pressure one twenty eight over eighty two extraoral normal intraoral thirty two partially erupted gum around is healthy now no infection thirty one sound panoramic from consultation roots are close to the canal we explained again the risk of numbness of the lip and the tongue and dry socket he understand and signed the consent anesthesia three carpules lidocaine two percent one to one hundred thousand epinephrine right ianb and buccal infiltration incision flap raised bone removal with the bur thirty two sectioned and taken out in two pieces socket irrigated with saline three sutures four oh vicryl gauze pack hemostasis is good prescription ibuprofen six hundred and amoxicillin five hundred three times a day for five days post op instructions given verbal and written control in one week for the suture removal',
    expect: {
      CC: 'Extraction of #32 the wisdom tooth. We did the consultation 2 weeks ago',
      'MED HX': 'No changes. He is not having any allergy. He is not smoking. Blood pressure 128/82',
      EXTRA: 'Normal',
      DENTAL: [
        ['32', 'Partially erupted gum around is healthy now no infection'],
        ['31', 'Sound'],
      ],
      RADIO: 'Panoramic from consultation. Roots are close to the canal',
      CONSULT: 'We explained again the risk of numbness of the lip and the tongue and dry socket',
      CONSENT: 'He understand and signed the consent',
      'TX TODAY': ['Extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Incision',
        'Flap raised',
        'Bone removal with the bur',
        '#32 sectioned and taken out in 2 pieces',
        'Socket irrigated with saline',
        '3 sutures 4-0 Vicryl',
        'Gauze pack',
        'Hemostasis is good',
        'Prescription ibuprofen 600 and amoxicillin 500 3 times a day for 5 days',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Control in 1 week for the suture removal',
    },
  }),
  defineCase({
    id: 'ea22-us-typed-universal-crown-cementation-30-title-from-cc-appends-remove-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for crown cementation #30. He says temporary was OK, little sensitive to cold. Med hx: no changes. No anesthesia. Temporary crown removed, cement cleaned. Zirconia crown tried in, contacts were too tight on mesial, adjusted. Margins good, checked with explorer and BWX. Pt approved shade and fit. Cemented with RelyX Luting, excess cement removed, floss passed. Occlusion adjusted, polished. Post-op instructions: no sticky food 24 h. Fluoride varnish applied. Recall 6 months.',
    appends: ['Remove fluoride varnish applied.', 'Add to notes: pt asked about whitening for next year.'],
    expect: {
      CC: 'Crown cementation #30. He says temporary was OK, little sensitive to cold',
      'MED HX': 'No changes',
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'No anesthesia',
        'Temporary crown removed',
        'Cement cleaned',
        'Zirconia crown tried in',
        'Contacts were too tight on mesial',
        'Adjusted',
        'Margins good',
        'Checked with explorer and BWX',
        'Cemented with RelyX Luting',
        'Excess cement removed',
        'Floss passed',
        'Occlusion adjusted',
        'Polished',
        'Post-op instructions: no sticky food 24 h',
      ],
      NOTES: 'Pt approved shade and fit. Pt asked about whitening for next year',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ea23-us-asr-universal-broke-front-tooth-8-mi-corner-i-make-the-filling-sorry-four-weeks',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency patient is coming because he broke the front tooth yesterday playing basketball uh medical history he is healthy no medicines no allergy extraoral small cut on the lower lip healing no swelling intraoral number eight mesial incisal corner fractured enamel and dentin no pulp exposure not mobile sensitive on air number nine sound not mobile number seven sound pa of eight and nine no root fracture diagnosis enamel dentin fracture number eight I make the filling with composite on number eight without anesthesia etch bond shade a one build up of the corner polished bite checked he is happy with it we have to check the vitality in six weeks sorry in four weeks',
    expect: {
      CC: 'Emergency. Patient is coming because he broke the front tooth yesterday playing basketball',
      'MED HX': 'He is healthy. No medicines. No allergy',
      EXTRA: 'Small cut on the lower lip healing. No swelling',
      DENTAL: [
        ['8', 'MI corner fractured enamel and dentin no pulp exposure not mobile sensitive on air', 'MI corner'],
        ['9', 'Sound not mobile'],
        ['7', 'Sound'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture',
      DX: ['Enamel dentin fracture #8'],
      'TX TODAY': ['Composite #8'],
      TX: [
        'I make the filling with composite #8 without anesthesia',
        'Etch',
        'Bond',
        'Shade A1',
        'Build up of the corner',
        'Polished',
        'Bite checked',
      ],
      NOTES: 'He is happy with it',
      'F/U': 'We have to check the vitality in 4 weeks',
    },
  }),
  defineCase({
    id: 'ea24-us-typed-universal-perio-consult-second-opinion-anamnesis-srp-plan-insurance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient. Came in for second opinion about her gums, she says the gums bleeding when brushing since many months and the lower front teeth are moving. Anamnesis: hypertension (amlodipine), pre-diabetic, smokes 1 pack per day for 20 years. NKDA. EO: WNL. IO: mucosa normal. Full perio charting done: generalized 4-6 mm pockets, localized 7 mm at #3, #14, #19, BOP 60%, gingiva inflamed and swollen. #24, #25 mobility grade 2. #30 missing. FMX taken: generalized horizontal bone loss 30-40%, vertical defect #19 mesial. Dx: generalized periodontitis stage III grade C. Explained the disease, smoking as risk factor, need for SRP 4 quadrants and re-evaluation after 6 weeks. Insurance will cover 80%, pt asked for estimate, given. Pt agrees with treatment. TX plan: SRP UR+LR, then SRP UL+LL, re-eval 6 weeks. Smoking cessation advice given.',
    expect: {
      CC: 'New patient. Second opinion about her gums, she says the gums bleeding when brushing since many months and the lower front teeth are moving',
      'MED HX': 'Anamnesis: hypertension (amlodipine), pre-diabetic, smokes 1 pack per day for 20 years. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Mucosa normal',
      PERIO:
        'Full perio charting done: generalized 4-6 mm pockets, localized 7 mm at #3, #14, #19, BOP 60%, gingiva inflamed and swollen',
      DENTAL: [
        ['24', 'Mobility grade 2'],
        ['25', 'Mobility grade 2'],
        ['30', 'Missing'],
      ],
      RADIO: 'FMX taken: generalized horizontal bone loss 30-40%, vertical defect #19 mesial',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT:
        'Explained the disease, smoking as risk factor, need for SRP 4 quadrants and re-evaluation after 6 weeks. Insurance will cover 80%, pt asked for estimate, given. Pt agrees with treatment. Smoking cessation advice given',
      'TX PLAN': ['SRP UR+LR', 'SRP UL+LL', 'Re-eval 6 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 5. US practice with children and a hygienist (Universal)
  defineCase({
    id: 'ea25-us-typed-universal-child-pulpotomy-ssc-k-bleeding-stop-crying-little-bit',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "6 y/o girl with her mom. Here for treatment of #K, pain when eating sweets. Medical history: healthy, no allergies, no meds. #K big DO caries, no swelling, no mobility. #L O caries small. Topical benzocaine, 1 carpule lidocaine 2% 1:100,000 epi IANB left. Rubber dam. Caries removed, pulp exposed, bleeding stop after 2 min with cotton pellet. Pulpotomy #K with MTA, SSC #K size 4 cemented with GIC. She was crying little bit in the beginning but after was fine. POI given to mom. Advised no eating till numbness gone and watch that she don't bite the lip. NV: O filling #L. Recall 6 months.",
    expect: {
      CC: 'Treatment of #K, pain when eating sweets',
      'MED HX': 'Healthy, no allergies, no meds',
      DENTAL: [
        ['K', 'Big DO caries, no swelling, no mobility'],
        ['L', 'O caries small'],
      ],
      CONSULT: "Advised no eating till numbness gone and watch that she don't bite the lip",
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Bleeding stop after 2 min with cotton pellet',
        'Pulpotomy #K with MTA',
        'SSC #K size 4 cemented with GIC',
        'POI given to mom',
      ],
      NOTES: '6 y/o girl with her mom. She was crying little bit in the beginning but after was fine',
      NV: ['O filling #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ea26-us-asr-universal-child-checkup-grandmother-sealants-19-30-letters-are-coming-in',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um eight years old boy with the grandmother he is here for the checkup and cleaning he is not having any pain medical history he has asthma he use albuterol when needed no allergy extraoral normal intraoral gums are little bit red plaque on the lower molars letters s and t occlusal fillings okay letter k occlusal caries small letter l sound numbers nineteen and thirty erupted deep grooves numbers three and fourteen are coming in two bitewings no caries between the teeth prophy done fluoride varnish fissure sealants on nineteen and thirty I explained to the grandmother to brush two times with the small amount fluoride toothpaste and less candy next time filling on letter k recall six months',
    expect: {
      CC: 'Checkup and cleaning. He is not having any pain',
      'MED HX': 'He has asthma. He use albuterol when needed. No allergy',
      EXTRA: 'Normal',
      PERIO: 'Gums are little bit red. Plaque on the lower molars',
      DENTAL: [
        ['S', 'O fillings okay'],
        ['T', 'O fillings okay'],
        ['K', 'O caries small'],
        ['L', 'Sound'],
        ['19', 'Erupted deep grooves'],
        ['30', 'Erupted deep grooves'],
        ['3', 'Coming in'],
        ['14', 'Coming in'],
      ],
      RADIO: '2 bitewings. No caries between the teeth',
      CONSULT:
        'I explained to the grandmother to brush 2 times with the small amount fluoride toothpaste and less candy',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      TX: ['Prophy done', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      NOTES: '8 years old boy with the grandmother',
      NV: ['Filling #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ea27-us-typed-universal-hygiene-coming-for-deep-cleaning-srp-ur-lr-arestin-a1c',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt is coming for deep cleaning UR and LR quadrants (SRP). Med hx: diabetes type 2, last A1c 7.9, takes metformin and atorvastatin, NKDA. BP 138/86. Pockets 5-7 mm UR and LR, heavy subgingival calculus, bleeding a lot. Anesthesia: 2 carpules articaine 4% 1:100,000 epi, buccal infiltration upper right + IANB right. SRP UR and LR with ultrasonic and Gracey curettes. Arestin placed in #3 distal pocket 7 mm. OHI: interdental brushes + water flosser. Pt tolerated well. Told him control the sugar is important for the gums. NV: SRP UL and LL in 1 week. Re-eval 6 weeks after.',
    expect: {
      CC: 'Pt is coming for deep cleaning UR and LR quadrants (SRP)',
      'MED HX': 'Diabetes type 2, last A1c 7.9, takes metformin and atorvastatin, NKDA. BP 138/86',
      PERIO: 'Pockets 5-7 mm UR and LR, heavy subgingival calculus, bleeding a lot',
      CONSULT: 'Told him control the sugar is important for the gums',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration upper right + IANB right',
        'SRP UR and LR with ultrasonic and Gracey curettes',
        'Arestin placed in #3 distal pocket 7 mm',
        'OHI: interdental brushes + water flosser',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP UL and LL in 1 week'],
      'F/U': 'Re-eval 6 weeks after',
    },
  }),
  defineCase({
    id: 'ea28-us-asr-universal-child-over-retained-o-p-took-out-lingual-24-25-appends-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven years old girl with her mom the mom is worried because the new teeth on the bottom are coming behind the baby teeth medical history healthy no allergies no medicines intraoral numbers twenty four and twenty five are erupting lingual letters o and p are not mobile letters n and q little bit mobile pa shows roots of o and p not resorbed much diagnosis over retained primary teeth o and p I explained to mom we take out the two baby teeth so the new teeth can move forward mom agreed topical then one carpule lidocaine two percent with one to one hundred thousand epi infiltration o and p took out letters o and p with forceps no complication gauze pressure she was very good and got a sticker post op instructions to mom control in three months for the check of the front teeth',
    appends: ['add to notes she has orthodontic consult in the summer'],
    expect: {
      CC: 'Mom is worried because the new teeth on the bottom are coming behind the baby teeth',
      'MED HX': 'Healthy. No allergies. No medicines',
      DENTAL: [
        ['24', 'Erupting lingual'],
        ['25', 'Erupting lingual'],
        ['O', 'Not mobile'],
        ['P', 'Not mobile'],
        ['N', 'Little bit mobile'],
        ['Q', 'Little bit mobile'],
      ],
      RADIO: 'PA shows roots of #O and #P not resorbed much',
      DX: ['Over retained primary teeth #O, #P'],
      CONSULT: 'I explained to mom we take out the 2 baby teeth so the new teeth can move forward. Mom agreed',
      'TX TODAY': ['Extraction #O, #P'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #O, #P',
        'Took out #O, #P with forceps',
        'No complication',
        'Gauze pressure',
        'Post-op instructions to mom',
      ],
      NOTES: '7 years old girl with her mom. She was very good and got a sticker. She has orthodontic consult in the summer',
      'F/U': 'Control in 3 months for the check of the front teeth',
    },
  }),
  defineCase({
    id: 'ea29-us-typed-universal-terse-recall-prophy-no-complains-control-with-hygienist',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall prophy. No complains. Med hx no changes, NKDA. PSR 1 1 1/1 2 1. Light plaque, gum healthy. #2 MO amalgam ok, #15 O composite ok, #18 PFM crown ok, #31 DO composite ok. 2 BWX no caries. Prophy with Cavitron and polish, flossing. OHI. Control 6 months with hygienist.',
    expect: {
      CC: 'Recall prophy. No complains',
      'MED HX': 'No changes, NKDA',
      PERIO: 'PSR 1 1 1/1 2 1. Light plaque, gum healthy',
      DENTAL: [
        ['2', 'MO amalgam ok'],
        ['15', 'O composite ok'],
        ['18', 'PFM crown ok'],
        ['31', 'DO composite ok'],
      ],
      RADIO: '2 BWX no caries',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with Cavitron and polish', 'Flossing', 'OHI'],
      'F/U': 'Control 6 months with hygienist',
    },
  }),
  defineCase({
    id: 'ea30-us-asr-universal-lower-prosthesis-hurting-sore-spot-denture-adjusted-eliquis',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient is coming because the lower prosthesis is hurting him since one week he got the new dentures two weeks ago in our office medical history no changes he is taking blood thinner eliquis no allergies intraoral sore spot lower left lingual in the premolar region red ulcer about three millimeters upper denture is fitting good lower denture is little bit loose I marked with pressure indicator paste and I have adjusted the lower denture on the lingual flange with acrylic bur polished he said now is better I told him to take out the denture in the night and keep in water control in one week if still pain we will make reline',
    expect: {
      CC: 'Patient is coming because the lower prosthesis is hurting him since 1 week. He got the new dentures 2 weeks ago in our office',
      'MED HX': 'No changes. He is taking blood thinner Eliquis. No allergies',
      INTRA:
        'Sore spot lower left lingual in the premolar region. Red ulcer about 3 mm. Upper denture is fitting good. Lower denture is little bit loose',
      CONSULT: 'I told him to take out the denture in the night and keep in water',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'I marked with pressure indicator paste',
        'I have adjusted the lower denture on the lingual flange with acrylic bur',
        'Polished',
      ],
      'TX PLAN': ['If still pain we will make reline'],
      NOTES: 'He said now is better',
      'F/U': 'Control in 1 week',
    },
  }),
];
