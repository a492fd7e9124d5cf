// A forty-sixth held-out test split (ids h46-01–h46-36), written blind from the labelling contract (contract.md, case.ts,
// the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine or any other
// held-out split; every case was labelled before any check. It is an ordinary week at four practices, dictated the way
// each clinician really dictates: some terse typed shorthand, some long and chatty recogniser output, some with section
// words and some with none, with patients' questions, remarks, self-corrections ("sorry", "I mean", "scratch that") and
// the usual run of work: check-ups with charting and BPE / PSR, fillings with local anaesthetic details, extractions,
// root canal stages, crown preps and fits, dentures, hygiene and periodontal visits, children, emergencies (some seen
// after a telephone triage call, one handled on the phone only) and consultations. Four practices, nine visits each:
//   h46-01–h46-09 a UK general practice (FDI): a terse typed exam with bitewings and a plan (typed), an MO composite with
//     two LA lines (recogniser, appended dictation), a planned extraction with a "sorry" elevator (recogniser), a first
//     RCT stage with extirpation (typed), a gold crown prep (recogniser, appended dictation), an emergency after telephone
//     triage with incision and drainage and extirpation (typed), a six-year-old's check-up with varnish (recogniser), an
//     extraction with an immediate partial denture (typed sentences, appended dictation), a periodontal maintenance visit
//     with RSD (recogniser);
//   h46-10–h46-18 a UK dentist who says Palmer words ("lower left seven", "lower left e") and types UR6 shorthand
//     (Palmer): a check-up with full charting (recogniser, appended dictation), a terse MO composite whose title comes
//     from the CC (typed), an emergency extraction after telephone triage (recogniser), an obturation (typed), a crown fit
//     (recogniser, appended dictation), a child's primary molar extraction (recogniser), a partial denture ease (typed), an
//     implant consultation with no treatment (recogniser, appended dictation), a terse hygiene visit (typed);
//   h46-19–h46-27 a US general practice (Universal): a periodic exam with a fractured cusp (recogniser), two composites
//     (typed, appended dictation), a surgical third molar extraction (recogniser), an unscheduled visit after a phone
//     triage with a temporary dressing (typed sentences), a crown prep scanned with iTero (recogniser, appended
//     dictation), a terse crown seat (typed), an immediate denture adjustment and soft reline (recogniser), SRP of two
//     quadrants (typed, appended dictation), a cosmetic / bruxism consultation (recogniser);
//   h46-28–h46-36 a US family practice with many children (Universal, primary letters): a three-year-old's first visit
//     after a fall (recogniser), a pulpotomy and SSC (typed, appended dictation), an adult prophy with "scratch that"
//     (recogniser), a telephone-only call after an extraction with a prescription (typed), a teenager's sealants
//     (recogniser, appended dictation), an avulsion replanted and splinted (typed), a DO amalgam with "I mean"
//     (recogniser), a periodontal maintenance visit (typed, appended dictation), a night guard delivery (typed sentences).
// UK 18 (FDI 9, Palmer 9), US 18 (Universal, primary letters in h46-28, h46-29); 19 recogniser-style (lower case, number
// words, fillers, no punctuation) and 17 typed (terse shorthand in h46-01, h46-11, h46-18, h46-24; comma runs in h46-04,
// h46-06, h46-13, h46-16, h46-20, h46-26, h46-29, h46-31, h46-33, h46-35; full sentences in h46-08, h46-22, h46-36); about 35 to
// 220 words; appended dictation in 12 cases (h46-02, h46-05, h46-08, h46-10, h46-14, h46-17, h46-20, h46-23, h46-26,
// h46-29, h46-32, h46-35); telephone triage in h46-06, h46-12, h46-22 (visits) and h46-31 (phone only). DENTAL in 32
// cases (not h46-18, h46-24, h46-26, h46-31).
//
// Judgement calls where the contract was silent:
// - Appended dictation uses the edit wordings of the earlier batches (the packet's contract names none): "add to notes …"
//   adds to NOTES, "add to chart …" adds a DENTAL entry, "add to treatment …" adds TX items at the end (split as any TX
//   text: h46-26's comma gives two items; h46-20's "#12 and #13" is written "#12, #13"), "next visit …" adds an NV item
//   and "change X to Y" edits the one place X is said (h46-02 and h46-20 the recall, h46-05 / h46-23 / h46-26 the next
//   visit). An appended treatment step that is no title of the table adds no title.
// - Telephone triage: the call's report is the reason for attending and stays in the CC with the triage words
//   ("Emergency appt following telephone triage this am. Pt rang with …", "She was triaged by phone and worked in at
//   lunch"); advice given on the phone ("Advised on phone to attend today", "Advised warm salt water rinses + ibuprofen")
//   is CONSULT; a safety-net instruction ("If swelling worsens or difficulty swallowing, attend A&E", "ER if swelling
//   spreads …") is F/U, as more58 took "Call if the swelling spreads". In the phone-only call (h46-31) the prescription
//   sent to the pharmacy is a TX item (a prescription is a treatment step) with no title, and the CC's surgical extraction
//   was done 3 days before, so TX TODAY is empty.
// - A child's age and who came with them are NOTES also when said before "here for" / "came in with" (as more58); a
//   remark about the patient ("she did amazing", "Pt watched cartoons, no tears", "She was relieved it didn't need a root
//   canal", "Pt motivated, wants to keep teeth", "Pt happier") is NOTES; a patient's question with the answer, advice after
//   treatment, options, decisions, fees and written estimates are CONSULT.
// - Titles: "Immediate denture was fitted" → "Denture fit"; "adjusted the flange over the sore spot" (with the CC
//   "denture adjustment") and "Eased lingual flange" → "Denture adjustment"; soft reline, air polish, PIP check, Gluma /
//   desensitiser, toothbrushing instruction, scans, core build-ups, replantation and sectioning are no titles; "I&D" →
//   "Incision and drainage"; "necrotic pulp extirpated 46" → "Extirpation 46" (canal irrigation no Irrigation title);
//   "Supragingival scale and polish of the rest" → "Scale and polish"; RSD / SRP of quadrants → "RSD" / "SRP" (quadrants
//   are no teeth, as more58); "Full-mouth periodontal maintenance …" → "Periodontal maintenance"; "temporary dressing of
//   glass ionomer … on #14" → "Temporary dressing #14"; "Splint #7-#10 w/ wire + composite" → "Splint #7-#10" (the
//   composite is what it is done with); the night guard "tried in and fit well" at its delivery → "Night guard"; "Comp
//   A2" with no tooth takes the filling title from the CC "MO comp UR5"; crown seats whose steps are try-in and cementing
//   take "Crown fit" from the CC (as more58). A CC that names periodontal maintenance gives no title when TX names RSD,
//   scale and polish (h46-09).
// - NV / TX PLAN use the table names with other words kept: "crown seat" → "Crown fit", "perio maintenance" →
//   "Periodontal maintenance", "occlusal filling eight four" → "O filling 84", "repair buccal composite fifteen" →
//   "Repair B composite #15", "composite bonding eight and nine" → "Composite bonding #8, #9", "DO comp 46" → "DO
//   composite 46", "S&P w/ hygienist" → "Scale and polish w/ hygienist".
// - Two anaesthetics said one after the other ("… then one cartridge lidocaine …") are two LA items; an infiltration and a
//   block in one anaesthetic are joined with " + ". "1 carp 4% articaine 1:100k epi" is written in the contract's order;
//   "R IANB" / "right ianb" → "IANB right"; "left ianb I mean right ianb" → "IANB right".
// - Tooth-first mobility and furcation ("three one and four one grade one mobile", "#19 furcation class I") are chart
//   entries (as more58's tooth-first mobility); pockets and recession said with a tooth as a place ("pockets five
//   millimetres distal of one seven", "4 mm pocket mesial of #18") stay in PERIO; "gums healthy around it" is PERIO (as
//   more56). A socket, an operculum, a sinus "buccal to" a tooth and staining with no tooth number are INTRA (rule 7).
// - MED HX takes blood pressure, INR, A1c, smoking, tetanus status and a habit such as sparkling water.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; reported speech
//   under "told her" / "mum says" stays one clause. Recogniser-style chart conditions keep the spoken run without added
//   commas; "grossly carious distal root only" → "Grossly carious D root only" (rule 4, root); "broken down … mesially"
//   keeps the adverb as a word.
// - Brand and device names are written as their makers write them (Coupland, Vicryl, RelyX Unicem, TempBond, Protemp,
//   Blu-Mousse, Fluorocore, Ultrapak, iTero, Integrity, Cavitron, Gracey); "cone beam ct" → "Cone beam CT"; "a one c" →
//   "A1c"; "three oh chromic gut" → "3-0 chromic gut"; "one and a half millimetres" → "1.5 mm".
import { defineCase, type NotesCase } from '../case.ts';

export const heldout46Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general practice (FDI)
  defineCase({
    id: 'h46-01-uk-typed-fdi-terse-exam-bpe-bitewings-do-caries-46-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. No c/o. MH NC, NKDA. EO NAD. IO NAD. BPE 1 2 1 / 2 2 2. 16 MO amalg sound. 26 O comp sound. 46 DO caries under amalgam. 38 PE. BWs (grade 1): 46 D caries into dentine, otherwise NAD. Dx caries 46. Discussed, pt happy to go ahead. Tx plan: DO comp 46, S&P w/ hygienist. Recall 6/12.',
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'NC, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 1 / 2 2 2',
      DENTAL: [
        ['16', 'MO amalg sound'],
        ['26', 'O comp sound'],
        ['46', 'DO caries under amalgam'],
        ['38', 'PE'],
      ],
      RADIO: 'BWs (grade 1): 46 D caries into dentine, otherwise NAD',
      DX: ['Caries 46'],
      CONSULT: 'Discussed, pt happy to go ahead',
      'TX PLAN': ['DO composite 46', 'Scale and polish w/ hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-02-uk-asr-fdi-mo-composite-25-two-la-lines-appends-notes-change-recall',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the filling on two five from her check up medical history no changes takes omeprazole allergic to plasters two five mesial occlusal caries not tender to percussion two four sound two six occlusal amalgam sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two five then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration two five rubber dam caries removed dentine hard no exposure sectional matrix and wedge etch bond mesial occlusal composite two five shade a three bite checked polished post op instructions given she asked if it'll be sensitive told her maybe for a few days recall six months",
    appends: ["add to notes she'd like her next appointment after school drop off", 'change six months to nine months'],
    expect: {
      CC: 'Filling on 25 from her check up',
      'MED HX': 'No changes. Takes omeprazole. Allergic to plasters',
      DENTAL: [
        ['25', 'MO caries not tender to percussion'],
        ['24', 'Sound'],
        ['26', 'O amalgam sound'],
      ],
      CONSULT: "She asked if it'll be sensitive. Told her maybe for a few days",
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration 25',
        'Rubber dam',
        'Caries removed',
        'Dentine hard',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'MO composite 25',
        'Shade A3',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: "She'd like her next appointment after school drop off",
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h46-03-uk-asr-fdi-planned-extraction-47-sorry-coupland-diabetic-bp',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the extraction of four seven we talked about last time it's been grumbling on and off medical history no changes type two diabetes on metformin and gliclazide no allergies blood pressure one forty two over eighty eight extra oral nad four seven grossly carious distal root only not tender to percussion four six mesial occlusal distal amalgam sound four eight missing pa four seven from last visit shows periapical radiolucency on the mesial root risks explained including dry socket and a numb lip she's happy to go ahead written consent signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four seven waited five minutes elevated with a cryer sorry a coupland elevator extracted four seven with lower root forceps roots complete socket squeezed bit on gauze haemostasis achieved post op instructions given verbal and written told her no smoking or hot drinks today and salt water rinses from tomorrow she said she's going to take it easy this afternoon review if any problems",
    expect: {
      CC: "Extraction of 47 we talked about last time. It's been grumbling on and off",
      'MED HX': 'No changes. Type 2 diabetes on metformin and gliclazide. No allergies. Blood pressure 142/88',
      EXTRA: 'NAD',
      DENTAL: [
        ['47', 'Grossly carious D root only not tender to percussion'],
        ['46', 'MOD amalgam sound'],
        ['48', 'Missing'],
      ],
      RADIO: 'PA 47 from last visit shows periapical radiolucency on the mesial root',
      CONSULT:
        "Risks explained including dry socket and a numb lip. She's happy to go ahead. Told her no smoking or hot drinks today and salt water rinses from tomorrow",
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 47',
        'Waited 5 minutes',
        'Elevated with a Coupland elevator',
        'Extracted 47 with lower root forceps',
        'Roots complete',
        'Socket squeezed',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "She said she's going to take it easy this afternoon",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'h46-04-uk-typed-fdi-rct-36-stage-1-extirpation-ledermix-ibuprofen',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for RCT 36, stage 1. Lingering pain to hot + cold since last wk, woke her twice. MH: no change, asthma (Ventolin PRN), NKDA. 36 large MOD comp, lingering response to cold, TTP +. 37 sound. PA 36: deep restoration close to pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis 36. Options discussed: RCT + crown vs XLA, pt chose RCT. Verbal consent. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36. RD. Access. 3 canals located. Pulp extirpated 36. WL w/ apex locator confirmed on PA. Irrigated NaOCl 3%. Ledermix + Cavit. Occlusion checked. POIG. Rx ibuprofen 400 mg QDS 3/7 PRN. NV: complete RCT 36 in 2/52.',
    expect: {
      CC: 'RCT 36, stage 1. Lingering pain to hot + cold since last wk, woke her twice',
      'MED HX': 'No change, asthma (Ventolin PRN), NKDA',
      DENTAL: [
        ['36', 'Large MOD comp, lingering response to cold, TTP +'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36: deep restoration close to pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: 'Options discussed: RCT + crown vs XLA, pt chose RCT',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36',
        'RD',
        'Access',
        '3 canals located',
        'Pulp extirpated 36',
        'WL w/ apex locator confirmed on PA',
        'Irrigated NaOCl 3%',
        'Ledermix + Cavit',
        'Occlusion checked',
        'POIG',
        'Rx ibuprofen 400 mg QDS 3 days PRN',
      ],
      NV: ['Complete RCT 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h46-05-uk-asr-fdi-gold-crown-prep-16-cracked-p-cusp-appends-treatment-change',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the crown prep on one six um medical history no changes on atorvastatin no allergies one six large mesial occlusal distal amalgam with a cracked palatal cusp not tender one five disto occlusal composite sound one seven sound he's gone for the gold crown after we talked last time verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration one six amalgam removed no caries under it core built up with glass ionomer crown prep one six for full gold one and a half millimetres occlusal reduction chamfer margins retraction cord size one impressions silicone putty and wash bite registration with blu mousse temporary crown in protemp cemented with tempbond occlusion checked post op instructions given he's off to spain on friday so wanted it prepped before he goes next visit crown fit one six in two weeks",
    appends: ['add to treatment shade not needed for gold', 'change two weeks to three weeks'],
    expect: {
      CC: 'Crown prep on 16',
      'MED HX': 'No changes. On atorvastatin. No allergies',
      DENTAL: [
        ['16', 'Large MOD amalgam with a cracked P cusp not tender'],
        ['15', 'DO composite sound'],
        ['17', 'Sound'],
      ],
      CONSULT: "He's gone for the gold crown after we talked last time",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration 16',
        'Amalgam removed',
        'No caries under it',
        'Core built up with glass ionomer',
        'Crown prep 16 for full gold',
        '1.5 mm occlusal reduction',
        'Chamfer margins',
        'Retraction cord size 1',
        'Impressions silicone putty and wash',
        'Bite registration with Blu-Mousse',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
        'Shade not needed for gold',
      ],
      NOTES: "He's off to Spain on Friday so wanted it prepped before he goes",
      NV: ['Crown fit 16 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h46-06-uk-typed-fdi-telephone-triage-abscess-46-i-and-d-extirpation',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt following telephone triage this am. Pt rang with swelling LR since yesterday, throbbing, no difficulty swallowing or breathing, temp normal. Advised on phone to attend today. MH: no change, penicillin allergy (rash). EO: slight swelling R mandible, not extending below lower border, no lymphadenopathy. IO: fluctuant buccal swelling adjacent to 46. 46 MO comp, deep, TTP ++, no response to cold, grade I mobility. 45, 47 sound. PA 46: periapical radiolucency M + D roots. Dx: acute apical abscess 46. Options: RCT vs XLA; pt wants to keep it if possible. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infiltration 46. I&D buccal swelling, pus drained. RD. Access, necrotic pulp extirpated 46, irrigated NaOCl, Odontopaste + Cavit. Occlusion relieved. Advised hot salt water mouthwashes + analgesics. NV: RCT 46 in 1/52. If swelling worsens or difficulty swallowing, attend A&E.',
    expect: {
      CC: 'Emergency appt following telephone triage this am. Pt rang with swelling LR since yesterday, throbbing, no difficulty swallowing or breathing, temp normal',
      'MED HX': 'No change, penicillin allergy (rash)',
      EXTRA: 'Slight swelling R mandible, not extending below lower border, no lymphadenopathy',
      INTRA: 'Fluctuant buccal swelling adjacent to 46',
      DENTAL: [
        ['46', 'MO comp, deep, TTP ++, no response to cold, grade I mobility'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46: periapical radiolucency M + D roots',
      DX: ['Acute apical abscess 46'],
      CONSULT:
        'Advised on phone to attend today. Options: RCT vs XLA; pt wants to keep it if possible. Advised hot salt water mouthwashes + analgesics',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Extirpation 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'I&D buccal swelling',
        'Pus drained',
        'RD',
        'Access',
        'Necrotic pulp extirpated 46',
        'Irrigated NaOCl',
        'Odontopaste + Cavit',
        'Occlusion relieved',
      ],
      NV: ['RCT 46 in 1 week'],
      'F/U': 'If swelling worsens or difficulty swallowing, attend A&E',
    },
  }),
  defineCase({
    id: 'h46-07-uk-asr-fdi-child-check-up-mobile-71-caries-84-varnish-mum',
    style: 'UK',
    asr: true,
    transcript:
      "six year old with mum here for her check up mum says she's got a wobbly tooth at the front medical history fit and well no medicines no allergies soft tissues healthy plaque on the lower molars seven one very mobile three one erupting lingually eight one firm eight four occlusal caries small eight five sound three six and four six partially erupted no bitewings as she wouldn't tolerate them today diagnosis caries eight four reassured mum the seven one will come out on its own tooth brushing instruction with mum fluoride varnish applied she was really good next visit occlusal filling eight four recall three months",
    expect: {
      CC: "Her check up. Mum says she's got a wobbly tooth at the front",
      'MED HX': 'Fit and well. No medicines. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['71', 'Very mobile'],
        ['31', 'Erupting lingually'],
        ['81', 'Firm'],
        ['84', 'O caries small'],
        ['85', 'Sound'],
        ['36', 'Partially erupted'],
        ['46', 'Partially erupted'],
      ],
      RADIO: "No bitewings as she wouldn't tolerate them today",
      DX: ['Caries 84'],
      CONSULT: 'Reassured mum 71 will come out on its own',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Tooth brushing instruction with mum', 'Fluoride varnish applied'],
      NOTES: '6 year old with mum. She was really good',
      NV: ['O filling 84'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h46-08-uk-typed-fdi-sentences-extraction-21-immediate-partial-denture-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for extraction of 21 and fitting of an immediate upper acrylic partial denture, as planned. 21 has been loose for months. Medical history: no changes, takes amlodipine and bendroflumethiazide, NKDA. 21 grade III mobile, not restorable. 11 and 22 sound. 12 DO composite sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 21 and palatal infiltration. 21 extracted with upper root forceps. The socket was compressed. Haemostasis achieved. The immediate denture was fitted. Retention was good. The flange sat well over the socket. The occlusion was checked. A high spot on the replacement 21 was adjusted. Post-op instructions given verbally and in writing. I advised her to keep the denture in for 24 hours. She was pleased with the appearance. Review 1 week for denture adjustment.',
    appends: ['Add to treatment: denture care leaflet given.', 'Add to notes: her husband drove her today.'],
    expect: {
      CC: 'Extraction of 21 and fitting of an immediate upper acrylic partial denture, as planned. 21 has been loose for months',
      'MED HX': 'No changes, takes amlodipine and bendroflumethiazide, NKDA',
      DENTAL: [
        ['21', 'Grade III mobile, not restorable'],
        ['11', 'Sound'],
        ['22', 'Sound'],
        ['12', 'DO composite sound'],
      ],
      CONSULT: 'I advised her to keep the denture in for 24 hours',
      'TX TODAY': ['Extraction 21', 'Denture fit'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 21 + palatal infiltration',
        '21 extracted with upper root forceps',
        'Socket was compressed',
        'Haemostasis achieved',
        'Immediate denture was fitted',
        'Retention was good',
        'Flange sat well over the socket',
        'Occlusion was checked',
        'High spot on the replacement 21 was adjusted',
        'Post-op instructions given verbally and in writing',
        'Denture care leaflet given',
      ],
      NOTES: 'She was pleased with the appearance. Her husband drove her today',
      'F/U': 'Review 1 week for denture adjustment',
    },
  }),
  defineCase({
    id: 'h46-09-uk-asr-fdi-perio-maintenance-rsd-5mm-sites-31-41-mobile-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment for her three monthly perio maintenance she says her gums are bleeding less but the lower front is sensitive medical history no changes ex smoker stopped last year no allergies bpe three two three three three three bleeding on probing twenty two percent down from forty plaque score thirty percent pockets five millimetres distal of one seven and mesial of four seven recession two millimetres lower incisors three one and four one grade one mobile er la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration one seven plus id block right rsd of the five millimetre sites with ultrasonic and gracey curettes supragingival scale and polish of the rest ohi interdental brushes size three in the lower anteriors duraphat varnish on the lower incisors for the sensitivity she asked if she'll lose her front teeth explained they're stable at the moment if she keeps cleaning well next visit perio maintenance in three months",
    expect: {
      CC: 'Hygiene appointment for her 3 monthly perio maintenance. She says her gums are bleeding less but the lower front is sensitive',
      'MED HX': 'No changes. Ex smoker stopped last year. No allergies',
      PERIO:
        'BPE 3 2 3 / 3 3 3. Bleeding on probing 22% down from 40. Plaque score 30%. Pockets 5 mm distal of 17 and mesial of 47. Recession 2 mm lower incisors',
      DENTAL: [
        ['31', 'Grade 1 mobile'],
        ['41', 'Grade 1 mobile'],
      ],
      CONSULT: "She asked if she'll lose her front teeth. Explained they're stable at the moment if she keeps cleaning well",
      'TX TODAY': ['RSD', 'Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 17 + IDB right',
        'RSD of the 5 mm sites with ultrasonic and Gracey curettes',
        'Supragingival scale and polish of the rest',
        'OHI interdental brushes size 3 in the lower anteriors',
        'Duraphat varnish on the lower incisors for the sensitivity',
      ],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'h46-10-uk-asr-palmer-check-up-full-charting-smoker-appends-chart-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up no problems he says medical history no changes on ramipril and aspirin no allergies smokes ten a day extra oral nad intra oral soft tissues nad oral cancer screen clear bpe two two three two two two charting upper right seven missing upper right six mesio occlusal amalgam sound upper left six crown lower left six disto occlusal composite with a ditched margin lower left seven occlusal caries lower right six root filled with a crown lower right eight partially erupted bitewings taken grade one caries lower left seven into dentine no other caries bone levels fine diagnosis caries lower left seven and localised periodontitis smoking cessation advice given he's not ready to stop scale and polish oral hygiene instruction next visit occlusal composite lower left seven recall six months",
    appends: ['add to chart lower left eight missing', 'add to notes he works night shifts so afternoons are best'],
    expect: {
      CC: 'Check up. No problems he says',
      'MED HX': 'No changes. On ramipril and aspirin. No allergies. Smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Oral cancer screen clear',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['UR7', 'Missing'],
        ['UR6', 'MO amalgam sound'],
        ['UL6', 'Crown'],
        ['LL6', 'DO composite with a ditched margin'],
        ['LL7', 'O caries'],
        ['LR6', 'Root filled with a crown'],
        ['LR8', 'Partially erupted'],
        ['LL8', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. Caries LL7 into dentine. No other caries. Bone levels fine',
      DX: ['Caries LL7', 'Localised periodontitis'],
      CONSULT: "Smoking cessation advice given. He's not ready to stop",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction'],
      NOTES: 'He works night shifts so afternoons are best',
      NV: ['O composite LL7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-11-uk-typed-palmer-terse-mo-comp-ur5-title-from-cc-cwr',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'MO comp UR5. MH NC. UR5 MO caries, not TTP. LA 1 x 2.2 ml articaine 4% 1:100k adr buccal infil UR5. CWR. Caries removed, dentine firm. Sectional matrix. Comp A2. POIG. NV DO comp UR4.',
    expect: {
      CC: 'MO comp UR5',
      'MED HX': 'NC',
      DENTAL: [['UR5', 'MO caries, not TTP']],
      'TX TODAY': ['MO composite UR5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR5',
        'CWR',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix',
        'Comp A2',
        'POIG',
      ],
      NV: ['DO composite UR4'],
    },
  }),
  defineCase({
    id: 'h46-12-uk-asr-palmer-telephone-triage-extraction-lr6-sorry-mesially-sutured',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency slot after telephone triage this morning he rang first thing with throbbing pain lower right kept him up all night been taking ibuprofen and paracetamol no swelling medical history no changes asthmatic on a brown and a blue inhaler no allergies extra oral nad intra oral nad lower right six large cavity broken down distally sorry mesially lingering pain to cold very tender to percussion lower right seven occlusal amalgam sound lower right five sound pa lower right six caries into the pulp widened periodontal ligament space diagnosis symptomatic irreversible pulpitis lower right six discussed root canal and crown or extraction he can't afford the crown and wants it out consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower right six sectioned the roots with a fissure bur extracted lower right six with forceps roots complete haemostasis achieved sutured with one vicryl suture post op instructions given he asked when he can go back to work told him tomorrow should be fine recall as normal",
    expect: {
      CC: 'Emergency slot after telephone triage this morning. He rang first thing with throbbing pain lower right. Kept him up all night. Been taking ibuprofen and paracetamol. No swelling',
      'MED HX': 'No changes. Asthmatic on a brown and a blue inhaler. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['LR6', 'Large cavity broken down mesially lingering pain to cold very tender to percussion'],
        ['LR7', 'O amalgam sound'],
        ['LR5', 'Sound'],
      ],
      RADIO: 'PA LR6 caries into the pulp. Widened periodontal ligament space',
      DX: ['Symptomatic irreversible pulpitis LR6'],
      CONSULT:
        "Discussed root canal and crown or extraction. He can't afford the crown and wants it out. He asked when he can go back to work. Told him tomorrow should be fine",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction LR6'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Sectioned the roots with a fissure bur',
        'Extracted LR6 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Sutured with 1 Vicryl suture',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as normal',
    },
  }),
  defineCase({
    id: 'h46-13-uk-typed-palmer-obturation-ul6-mb2-warm-vertical-fuji-ix-seal',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT UL6 stage 2 (obturation). Comfortable since last visit. MH: no change, NKDA. UL6 Cavit intact, not TTP, no sinus. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil UL6 + palatal infil. RD. Cavit + Ca(OH)2 removed. 4 canals located, MB2 found under the microscope. WL confirmed w/ apex locator. Final irrigation 3% NaOCl + 17% EDTA w/ EndoActivator. Dried w/ paper points. Master cones checked w/ PA. Obturated UL6 warm vertical w/ GP + AH Plus. Coronal seal: Vitrebond + Fuji IX. Post-op PA: good length + condensation, no voids. Advised cuspal coverage, crown within 3/12. NV crown prep UL6. Recall 6/12.',
    expect: {
      CC: 'RCT UL6 stage 2 (obturation). Comfortable since last visit',
      'MED HX': 'No change, NKDA',
      DENTAL: [['UL6', 'Cavit intact, not TTP, no sinus']],
      RADIO: 'Post-op PA: good length + condensation, no voids',
      CONSULT: 'Advised cuspal coverage, crown within 3 months',
      'TX TODAY': ['Obturation UL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL6 + palatal infiltration',
        'RD',
        'Cavit + Ca(OH)2 removed',
        '4 canals located',
        'MB2 found under the microscope',
        'WL confirmed w/ apex locator',
        'Final irrigation 3% NaOCl + 17% EDTA w/ EndoActivator',
        'Dried w/ paper points',
        'Master cones checked w/ PA',
        'Obturated UL6 warm vertical w/ GP + AH Plus',
        'Coronal seal: Vitrebond + Fuji IX',
      ],
      NV: ['Crown prep UL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-14-uk-asr-palmer-crown-fit-lr6-title-from-cc-appends-treatment-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "here for the crown fit on the lower right six no problems with the temporary medical history no changes no allergies lower right six temporary crown intact gums healthy around it no la temporary off cement cleaned off with a scaler crown tried in contacts a bit tight mesially eased with a rubber wheel floss goes through now margins good shade good she's happy with it cemented with rely x unicem excess removed occlusion checked high in lateral excursion adjusted and polished post op instructions given recall in six months",
    appends: [
      'add to treatment interdental brush size two shown for the crown margins',
      'add to notes her daughter waited in reception',
    ],
    expect: {
      CC: 'Crown fit on LR6. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['LR6', 'Temporary crown intact']],
      PERIO: 'Gums healthy around it',
      'TX TODAY': ['Crown fit LR6'],
      TX: [
        'No LA',
        'Temporary off',
        'Cement cleaned off with a scaler',
        'Crown tried in',
        'Contacts a bit tight mesially',
        'Eased with a rubber wheel',
        'Floss goes through now',
        'Margins good',
        'Shade good',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
        'High in lateral excursion adjusted and polished',
        'Post-op instructions given',
        'Interdental brush size 2 shown for the crown margins',
      ],
      NOTES: "She's happy with it. Her daughter waited in reception",
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h46-15-uk-asr-palmer-child-extraction-lle-sinus-dad-sticker-nv-lld',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old with dad came in with a gum boil on his lower left back tooth and it hurts when he eats dad says it's been on and off for a few weeks medical history fit and well no allergies extra oral nad no swelling intra oral sinus buccal to lower left e lower left e large disto occlusal cavity grade two mobile tender lower left six erupted sound lower left d occlusal caries small diagnosis chronic abscess lower left e explained to dad we'd take it out as it can't be saved dad happy verbal consent topical anaesthetic then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left e extracted lower left e with paediatric forceps roots complete bit on gauze post op instructions given to dad he was very brave and got a sticker next visit occlusal filling lower left d review the space at recall",
    expect: {
      CC: "Gum boil on his lower left back tooth. It hurts when he eats. Dad says it's been on and off for a few weeks",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Sinus buccal to LLE',
      DENTAL: [
        ['LLE', 'Large DO cavity grade 2 mobile tender'],
        ['LL6', 'Erupted sound'],
        ['LLD', 'O caries small'],
      ],
      DX: ['Chronic abscess LLE'],
      CONSULT: "Explained to dad we'd take it out as it can't be saved. Dad happy",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction LLE'],
      TX: [
        'Topical anaesthetic',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLE',
        'Extracted LLE with paediatric forceps',
        'Roots complete',
        'Bit on gauze',
        'Post-op instructions given to dad',
      ],
      NOTES: '7 year old with dad. He was very brave and got a sticker',
      NV: ['O filling LLD'],
      'F/U': 'Review the space at recall',
    },
  }),
  defineCase({
    id: 'h46-16-uk-typed-palmer-partial-denture-ease-ulcer-opposite-lr5-clasp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Denture ease. New lower acrylic P/- fitted 1/52 ago, rubbing LR and loose when eating. MH: no change, type 2 diabetes (diet controlled), NKDA. IO: 3 mm ulcer LR lingual sulcus opposite LR5. Denture overextended lingually in that area. LL3, LR3 abutments sound. Eased lingual flange w/ acrylic bur, PIP check, polished. Tightened LR4 clasp w/ Adams pliers, retention improved. Pt happier. Difflam spray advised. Review 2/52.',
    expect: {
      CC: 'Denture ease. New lower acrylic P/- fitted 1 week ago, rubbing LR and loose when eating',
      'MED HX': 'No change, type 2 diabetes (diet controlled), NKDA',
      INTRA: '3 mm ulcer LR lingual sulcus opposite LR5. Denture overextended lingually in that area',
      DENTAL: [
        ['LL3', 'Abutments sound'],
        ['LR3', 'Abutments sound'],
      ],
      CONSULT: 'Difflam spray advised',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased lingual flange w/ acrylic bur',
        'PIP check',
        'Polished',
        'Tightened LR4 clasp w/ Adams pliers',
        'Retention improved',
      ],
      NOTES: 'Pt happier',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'h46-17-uk-asr-palmer-implant-consultation-ul1-no-treatment-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient consultation she's unhappy with the gap at the front since she lost the upper left one in a bike accident years ago she wears a plastic denture she hates medical history fit and well no medicines allergic to latex non smoker extra oral nad intra oral nad bpe one one one one one one upper left one missing ridge looks a bit thin labially upper right one sound upper left two sound but slightly rotated lower left six large occlusal amalgam sound pa upper left one area good bone height we talked about three options keeping the denture or a resin bonded bridge from the upper left two or an implant she'd like an implant if the bone is good enough explained she may need a bone graft first it takes about six months from start to finish gave her a written estimate plan cone beam ct upper left one region then implant assessment with our implant dentist",
    appends: [
      "add to notes she's getting married next year and wants it done before then",
      'next visit photos and study models',
    ],
    expect: {
      CC: "New patient consultation. She's unhappy with the gap at the front since she lost UL1 in a bike accident years ago. She wears a plastic denture she hates",
      'MED HX': 'Fit and well. No medicines. Allergic to latex. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['UL1', 'Missing ridge looks a bit thin labially'],
        ['UR1', 'Sound'],
        ['UL2', 'Sound but slightly rotated'],
        ['LL6', 'Large O amalgam sound'],
      ],
      RADIO: 'PA UL1 area good bone height',
      CONSULT:
        "We talked about 3 options keeping the denture or a resin bonded bridge from UL2 or an implant. She'd like an implant if the bone is good enough. Explained she may need a bone graft first. It takes about 6 months from start to finish. Gave her a written estimate",
      'TX PLAN': ['Cone beam CT UL1 region', 'Implant assessment with our implant dentist'],
      NOTES: "She's getting married next year and wants it done before then",
      NV: ['Photos and study models'],
    },
  }),
  defineCase({
    id: 'h46-18-uk-typed-palmer-terse-hygiene-bpe-222-air-polish-tepe-rv-hyg',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Hygiene appt, pt says gums bleed when flossing. MH no change. BPE 2 2 2 / 2 2 2, OH improved since last visit. Supra calculus LL + LR lingual. 4 mm pocket distal LR7. Coffee staining upper anteriors. S&P, air polish anteriors. OHI: TePe 0.6 mm lower anteriors + floss upper. RV 6/12 w/ hyg.',
    expect: {
      CC: 'Hygiene appt, pt says gums bleed when flossing',
      'MED HX': 'No change',
      PERIO: 'BPE 2 2 2 / 2 2 2, OH improved since last visit. Supra calculus LL + LR lingual. 4 mm pocket distal LR7',
      INTRA: 'Coffee staining upper anteriors',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'Air polish anteriors', 'OHI: TePe 0.6 mm lower anteriors + floss upper'],
      'F/U': 'RV 6 months w/ hyg',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'h46-19-us-asr-universal-periodic-exam-psr-fractured-l-cusp-2-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and cleaning no concerns today medical history no changes takes metoprolol and a statin allergic to codeine blood pressure one thirty over eighty two extraoral within normal limits intraoral oral cancer screening negative psr two two two three two two number two mesial occlusal distal amalgam with a fractured lingual cusp number three crown margins intact number fourteen occlusal composite sound number eighteen missing number thirty distal caries number thirty one sound uh four bitewings no interproximal caries except thirty distal into enamel diagnosis fractured cusp number two and incipient caries number thirty prophy ohi fluoride varnish talked to her about a crown on number two she wants to wait until the new year for her insurance next visit crown prep number two recall six months',
    expect: {
      CC: 'Periodic exam and cleaning. No concerns today',
      'MED HX': 'No changes. Takes metoprolol and a statin. Allergic to codeine. Blood pressure 130/82',
      EXTRA: 'Within normal limits',
      INTRA: 'Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      DENTAL: [
        ['2', 'MOD amalgam with a fractured L cusp', 'L cusp'],
        ['3', 'Crown margins intact'],
        ['14', 'O composite sound'],
        ['18', 'Missing'],
        ['30', 'D caries'],
        ['31', 'Sound'],
      ],
      RADIO: '4 bitewings no interproximal caries except #30 distal into enamel',
      DX: ['Fractured cusp #2', 'Incipient caries #30'],
      CONSULT: 'Talked to her about a crown on #2. She wants to wait until the new year for her insurance',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'OHI', 'Fluoride varnish'],
      NV: ['Crown prep #2'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-20-us-typed-universal-do-12-mo-13-composites-appends-treatment-change-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for fillings #12 DO and #13 MO. Med hx: no changes, NKDA. #12 DO caries, asymptomatic. #13 MO caries, asymptomatic. 1 carp 4% articaine 1:100k epi buccal infiltration #12, #13. Isolite. Caries removed #12, #13, no exposures. Sectional matrix + ring. Etch, bond (Scotchbond Universal). DO composite #12 and MO composite #13, shade A2 (Filtek Supreme). Cured, contacts checked w/ floss, occlusion adjusted, polished. POI given. Pt asked about whitening before her daughter's wedding; gave take-home tray info. NV prophy w/ hygienist. Recall 6 months.",
    appends: [
      'Add to treatment: Gluma applied to #12 and #13 before bonding.',
      'Change 6 months to 4 months. Add to notes: pt prefers morning appointments.',
    ],
    expect: {
      CC: 'Fillings #12 DO and #13 MO',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['12', 'DO caries, asymptomatic'],
        ['13', 'MO caries, asymptomatic'],
      ],
      CONSULT: "Pt asked about whitening before her daughter's wedding; gave take-home tray info",
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolite',
        'Caries removed #12, #13',
        'No exposures',
        'Sectional matrix + ring',
        'Etch',
        'Bond (Scotchbond Universal)',
        'DO composite #12',
        'MO composite #13',
        'Shade A2 (Filtek Supreme)',
        'Cured',
        'Contacts checked w/ floss',
        'Occlusion adjusted',
        'Polished',
        'POI given',
        'Gluma applied to #12, #13 before bonding',
      ],
      NOTES: 'Pt prefers morning appointments',
      NV: ['Prophy w/ hygienist'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'h46-21-us-asr-universal-surgical-extraction-32-pericoronitis-chromic-gut',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for removal of number thirty two he's had three bouts of pericoronitis this year medical history no changes no meds allergic to penicillin extraoral no swelling no trismus intraoral operculum over thirty two slightly red no pus number thirty two partially erupted mesioangular number thirty one sound pan from the consult shows thirty two mesioangular roots close to the canal reviewed risks including numbness of the lip and tongue dry socket and infection he understands and wants to proceed signed consent three carpules lidocaine two percent one to one hundred thousand epi right ianb plus buccal infiltration thirty two incision and full thickness flap buccal bone removed with a round bur tooth sectioned surgical extraction number thirty two roots intact socket irrigated with saline closed with two sutures three oh chromic gut gauze placed post op instructions verbal and written rx ibuprofen six hundred milligrams every six hours as needed next visit post op check in one week",
    expect: {
      CC: "Removal of #32. He's had 3 bouts of pericoronitis this year",
      'MED HX': 'No changes. No meds. Allergic to penicillin',
      EXTRA: 'No swelling. No trismus',
      INTRA: 'Operculum over #32 slightly red. No pus',
      DENTAL: [
        ['32', 'Partially erupted mesioangular'],
        ['31', 'Sound'],
      ],
      RADIO: 'Pan from the consult shows #32 mesioangular. Roots close to the canal',
      CONSULT:
        'Reviewed risks including numbness of the lip and tongue dry socket and infection. He understands and wants to proceed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #32',
        'Incision and full thickness flap',
        'Buccal bone removed with a round bur',
        'Tooth sectioned',
        'Surgical extraction #32',
        'Roots intact',
        'Socket irrigated with saline',
        'Closed with 2 sutures 3-0 chromic gut',
        'Gauze placed',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Post-op check in 1 week'],
    },
  }),
  defineCase({
    id: 'h46-22-us-typed-universal-sentences-phone-triage-fractured-mb-cusp-14-temp-dressing',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Unscheduled visit. Patient called this morning reporting a broken tooth on the upper left and sharp pain to cold since yesterday evening. She was triaged by phone and worked in at lunch. Medical history: no changes, hypothyroid on levothyroxine, NKDA. #14 large MOD amalgam with the MB cusp fractured off, dentin exposed, sensitive to air and cold, not tender to percussion. #13 and #15 sound. PA #14: no periapical changes, no pulp involvement. Diagnosis: fractured MB cusp #14 with reversible pulpitis. I explained that #14 will need a crown and we will place a temporary filling today. She agreed. 1 carpule 2% lidocaine 1:100,000 epi buccal infiltration #14. The sharp edges were smoothed. A temporary dressing of glass ionomer was placed on #14. The bite was checked. She was relieved it didn't need a root canal. Next visit: crown prep #14 in 2 weeks.",
    expect: {
      CC: 'Unscheduled visit. Patient called this morning reporting a broken tooth on the upper left and sharp pain to cold since yesterday evening. She was triaged by phone and worked in at lunch',
      'MED HX': 'No changes, hypothyroid on levothyroxine, NKDA',
      DENTAL: [
        [
          '14',
          'Large MOD amalgam with the MB cusp fractured off, dentin exposed, sensitive to air and cold, not tender to percussion',
          'MB cusp',
        ],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA #14: no periapical changes, no pulp involvement',
      DX: ['Fractured MB cusp #14 with reversible pulpitis'],
      CONSULT: 'I explained that #14 will need a crown and we will place a temporary filling today. She agreed',
      'TX TODAY': ['Temporary dressing #14'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #14',
        'Sharp edges were smoothed',
        'Temporary dressing of glass ionomer was placed on #14',
        'Bite was checked',
      ],
      NOTES: "She was relieved it didn't need a root canal",
      NV: ['Crown prep #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h46-23-us-asr-universal-crown-prep-3-cracked-sorry-mb-itero-appends-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay he's here for the crown prep on number three um medical history no changes type two diabetic a one c six point nine no allergies number three mesial occlusal distal amalgam with a crack line on the distal marginal ridge tender on biting the distobuccal cusp sorry the mesiobuccal cusp cold normal numbers two and four sound diagnosis cracked tooth number three explained he needs a crown to hold it together he agreed two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three amalgam removed crack stops at the dentin no pulp involvement core build up with fluorocore crown prep number three for zirconia retraction cord ultrapak size one scanned with itero bite scanned shade a three temporary crown with integrity cemented with tempbond occlusion checked post op instructions given next visit crown seat number three in three weeks",
    appends: ['add to treatment stump shade photos sent to the lab', 'change three weeks to two weeks'],
    expect: {
      CC: 'Crown prep on #3',
      'MED HX': 'No changes. Type 2 diabetic. A1c 6.9. No allergies',
      DENTAL: [
        ['3', 'MOD amalgam with a crack line on the D marginal ridge tender on biting the MB cusp cold normal'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      DX: ['Cracked tooth #3'],
      CONSULT: 'Explained he needs a crown to hold it together. He agreed',
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Amalgam removed',
        'Crack stops at the dentin',
        'No pulp involvement',
        'Core build up with Fluorocore',
        'Crown prep #3 for zirconia',
        'Retraction cord Ultrapak size 1',
        'Scanned with iTero',
        'Bite scanned',
        'Shade A3',
        'Temporary crown with Integrity',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
        'Stump shade photos sent to the lab',
      ],
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h46-24-us-typed-universal-terse-crown-seat-19-pfm-fujicem-bwx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown seat #19 (PFM). No sx w/ temp. Med hx NC. No anesthetic. Temp removed, prep cleaned. Crown tried in: contacts good, margins closed, occlusion light. Cemented w/ FujiCEM 2. Excess removed, floss. BWX confirms seat, no excess cement. POI. Recall 6 mo.',
    expect: {
      CC: 'Crown seat #19 (PFM). No sx w/ temp',
      'MED HX': 'NC',
      RADIO: 'BWX confirms seat, no excess cement',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'Prep cleaned',
        'Crown tried in: contacts good',
        'Margins closed',
        'Occlusion light',
        'Cemented w/ FujiCEM 2',
        'Excess removed',
        'Floss',
        'POI',
      ],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h46-25-us-asr-universal-immediate-denture-adjustment-soft-reline-warfarin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for a denture adjustment on her upper complete denture she had her upper teeth out three weeks ago the immediate denture is getting loose and sore on the left medical history no changes takes warfarin inr last week two point four allergic to sulfa drugs extraoral within normal limits intraoral sockets healing well sore spot on the left buccal vestibule near the canine area upper ridge shrinking numbers twenty two and twenty seven sound adjusted the flange over the sore spot with an acrylic bur then soft reline chairside retention much better she said it feels tight in a good way told her the soft liner is only temporary until healing is done she'll need a hard reline in about three months next visit hard reline in three months review in two weeks",
    expect: {
      CC: 'Denture adjustment on her upper complete denture. She had her upper teeth out 3 weeks ago. Immediate denture is getting loose and sore on the left',
      'MED HX': 'No changes. Takes warfarin. INR last week 2.4. Allergic to sulfa drugs',
      EXTRA: 'Within normal limits',
      INTRA: 'Sockets healing well. Sore spot on the left buccal vestibule near the canine area. Upper ridge shrinking',
      DENTAL: [
        ['22', 'Sound'],
        ['27', 'Sound'],
      ],
      CONSULT:
        "Told her the soft liner is only temporary until healing is done. She'll need a hard reline in about 3 months",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Adjusted the flange over the sore spot with an acrylic bur',
        'Soft reline chairside',
        'Retention much better',
      ],
      NOTES: 'She said it feels tight in a good way',
      NV: ['Hard reline in 3 months'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'h46-26-us-typed-universal-srp-ur-lr-arestin-diabetic-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR quads. Pt reports bleeding gums, no pain. Med hx: no changes, type 2 diabetes (metformin), A1c 7.4, NKDA. Pockets generalized 4-6 mm, BOP 45% (charted last visit). Probing 5-6 mm UR molars, 7 mm #3 DB. Dx: generalized periodontitis stage III grade B. 2 carps 2% lido 1:100k epi R IANB. 1 carp 4% articaine 1:100k epi buccal infiltration #2-#5. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin #3 DB pocket. OHI: Waterpik + interdental brushes. Pt motivated, wants to keep teeth. NV: SRP UL + LL in 1 week. Re-eval 6 weeks after SRP.',
    appends: [
      'Add to treatment: post-op instructions given, Rx chlorhexidine 0.12% rinse BID x 2 weeks.',
      'Change 1 week to 2 weeks.',
    ],
    expect: {
      CC: 'SRP UR + LR quads. Pt reports bleeding gums, no pain',
      'MED HX': 'No changes, type 2 diabetes (metformin), A1c 7.4, NKDA',
      PERIO: 'Pockets generalized 4-6 mm, BOP 45% (charted last visit). Probing 5-6 mm UR molars, 7 mm #3 DB',
      DX: ['Generalized periodontitis stage III grade B'],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #2-#5',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin #3 DB pocket',
        'OHI: Waterpik + interdental brushes',
        'Post-op instructions given',
        'Rx chlorhexidine 0.12% rinse BID x 2 weeks',
      ],
      NOTES: 'Pt motivated, wants to keep teeth',
      NV: ['SRP UL + LL in 2 weeks'],
      'F/U': 'Re-eval 6 weeks after SRP',
    },
  }),
  defineCase({
    id: 'h46-27-us-asr-universal-cosmetic-bruxism-consult-erosion-bonding-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient consult she wants to fix her front teeth they've gotten short and chipped over the years she thinks from grinding medical history migraines takes sumatriptan as needed no allergies drinks a lot of sparkling water extraoral masseters enlarged no tmj pain intraoral tongue scalloping numbers eight and nine worn and chipped incisal edges numbers seven and ten lingual erosion number nineteen occlusal wear into dentin psr one one one one one one diagnosis bruxism and erosion we went over options night guard first to protect what's there then composite bonding to build up eight and nine or porcelain veneers later she'd like to start with the night guard and bonding and think about veneers advised cutting down the sparkling water and using a straw plan upper and lower impressions for a night guard then composite bonding eight and nine next visit cleaning with the hygienist",
    expect: {
      CC: "New patient consult. She wants to fix her front teeth. They've gotten short and chipped over the years. She thinks from grinding",
      'MED HX': 'Migraines. Takes sumatriptan as needed. No allergies. Drinks a lot of sparkling water',
      EXTRA: 'Masseters enlarged. No TMJ pain',
      INTRA: 'Tongue scalloping',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [
        ['8', 'Worn and chipped incisal edges'],
        ['9', 'Worn and chipped incisal edges'],
        ['7', 'L erosion'],
        ['10', 'L erosion'],
        ['19', 'O wear into dentin'],
      ],
      DX: ['Bruxism', 'Erosion'],
      CONSULT:
        "We went over options night guard first to protect what's there then composite bonding to build up #8 and #9 or porcelain veneers later. She'd like to start with the night guard and bonding and think about veneers. Advised cutting down the sparkling water and using a straw",
      'TX PLAN': ['Upper and lower impressions for a night guard', 'Composite bonding #8, #9'],
      NV: ['Cleaning with the hygienist'],
    },
  }),

  // ---------------------------------------------------------------- 4. US family practice with many children (Universal)
  defineCase({
    id: 'h46-28-us-asr-universal-toddler-first-visit-gray-e-after-fall-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "three year old with mom and big sister first dental visit mom's worried about a dark spot on her front tooth she fell off the couch last month medical history healthy no meds allergic to amoxicillin soft tissues normal gums healthy letter e gray not mobile no swelling letter f sound letters a j k and t sound took one pa of the upper front teeth no root fracture no periapical changes on e diagnosis discolored e after trauma told mom the gray color may stay or fade we'll watch for a pimple on the gum or swelling talked to mom about brushing with a rice size smear of toothpaste fluoride varnish applied she did amazing recall six months",
    expect: {
      CC: "First dental visit. Mom's worried about a dark spot on her front tooth. She fell off the couch last month",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums healthy',
      DENTAL: [
        ['E', 'Gray not mobile no swelling'],
        ['F', 'Sound'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: 'Took 1 PA of the upper front teeth. No root fracture. No periapical changes on #E',
      DX: ['Discolored #E after trauma'],
      CONSULT:
        "Told mom the gray color may stay or fade. We'll watch for a pimple on the gum or swelling. Talked to mom about brushing with a rice size smear of toothpaste",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '3 year old with mom and big sister. She did amazing',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-29-us-typed-universal-child-pulpotomy-ssc-s-mta-appends-nv-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ dad. Here for pulpotomy + SSC #S as planned. No changes to health, NKDA. #S large DO caries, no sx, no swelling. #T O sealant intact. Topical 20% benzocaine. LA 1 carp 2% lido 1:100k epi R IANB. Rubber dam. Caries removed, carious exposure. Pulpotomy #S w/ MTA, hemostasis in 2 min. SSC #S size 4, cemented w/ Ketac Cem. Occlusion checked. POI given to dad (watch for lip biting). Pt watched cartoons, no tears.',
    appends: ['Next visit: DO composite #L.', 'Add to notes: school excuse note given to dad.'],
    expect: {
      CC: 'Pulpotomy + SSC #S as planned',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['S', 'Large DO caries, no sx, no swelling'],
        ['T', 'O sealant intact'],
      ],
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Carious exposure',
        'Pulpotomy #S w/ MTA',
        'Hemostasis in 2 min',
        'SSC #S size 4',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        'POI given to dad (watch for lip biting)',
      ],
      NOTES: '6 y/o w/ dad. Pt watched cartoons, no tears. School excuse note given to dad',
      NV: ['DO composite #L'],
    },
  }),
  defineCase({
    id: 'h46-30-us-asr-universal-adult-prophy-psr-scratch-that-fine-paste-b-composite-15',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "recare visit adult prophy she's been flossing more since last time no changes to her health still on lisinopril no allergies blood pressure one twenty six over seventy eight extraoral within normal limits intraoral within normal limits psr two one two two one two light calculus lower lingual anteriors minimal bleeding on probing four millimeter pocket mesial of eighteen number fifteen buccal composite chipped prophy with cavitron and hand scaling polished with coarse paste scratch that polished with fine paste flossed ohi told her to keep using the electric brush next visit repair buccal composite fifteen recall six months",
    expect: {
      CC: "Recare visit adult prophy. She's been flossing more since last time",
      'MED HX': 'No changes to her health. Still on lisinopril. No allergies. Blood pressure 126/78',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO:
        'PSR 2 1 2 / 2 1 2. Light calculus lower lingual anteriors. Minimal bleeding on probing. 4 mm pocket mesial of #18',
      DENTAL: [['15', 'B composite chipped']],
      CONSULT: 'Told her to keep using the electric brush',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with Cavitron and hand scaling', 'Polished with fine paste', 'Flossed', 'OHI'],
      NV: ['Repair B composite #15'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-31-us-typed-universal-phone-only-triage-swelling-after-surgical-extraction-17-rx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Phone call (triage), no visit. Pt called 3 days after surgical extraction #17: increasing swelling L jaw + bad taste, no fever, swallowing + breathing OK. Med hx: no changes, NKDA. Advised warm salt water rinses + ibuprofen 600 mg q6h. Rx amoxicillin 500 mg TID x 7 days sent to pharmacy. ER if swelling spreads to eye or neck or trouble swallowing. NV: post-op check tomorrow AM.',
    expect: {
      CC: 'Phone call (triage), no visit. Pt called 3 days after surgical extraction #17: increasing swelling L jaw + bad taste, no fever, swallowing + breathing OK',
      'MED HX': 'No changes, NKDA',
      CONSULT: 'Advised warm salt water rinses + ibuprofen 600 mg q6h',
      TX: ['Rx amoxicillin 500 mg TID x 7 days sent to pharmacy'],
      NV: ['Post-op check tomorrow AM'],
      'F/U': 'ER if swelling spreads to eye or neck or trouble swallowing',
    },
  }),
  defineCase({
    id: 'h46-32-us-asr-universal-teen-sealants-second-molars-varnish-appends-chart-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'thirteen year old with mom here for sealants on the second molars no problems no changes to health no allergies numbers two fifteen eighteen and thirty one fully erupted deep grooves no caries numbers three fourteen nineteen and thirty sealants intact isolated with dry angles and cotton rolls etched rinsed dried fissure sealants placed two fifteen eighteen and thirty one cured checked the bite fluoride varnish applied he asked if he can eat after told him wait thirty minutes for the varnish recall six months',
    appends: ['add to chart number twenty nine occlusal caries small', 'next visit occlusal composite twenty nine'],
    expect: {
      CC: 'Sealants on the second molars. No problems',
      'MED HX': 'No changes to health. No allergies',
      DENTAL: [
        ['2', 'Fully erupted deep grooves no caries'],
        ['15', 'Fully erupted deep grooves no caries'],
        ['18', 'Fully erupted deep grooves no caries'],
        ['31', 'Fully erupted deep grooves no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['29', 'O caries small'],
      ],
      CONSULT: 'He asked if he can eat after. Told him wait 30 minutes for the varnish',
      'TX TODAY': ['Fissure sealants #2, #15, #18, #31', 'Fluoride varnish'],
      TX: [
        'Isolated with dry angles and cotton rolls',
        'Etched',
        'Rinsed',
        'Dried',
        'Fissure sealants placed #2, #15, #18, #31',
        'Cured',
        'Checked the bite',
        'Fluoride varnish applied',
      ],
      NOTES: '13 year old with mom',
      NV: ['O composite #29'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h46-33-us-typed-universal-avulsion-8-replanted-splint-7-10-subluxation-9',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit. Fell off his bike about an hour ago, #8 knocked out, mom put it in milk. No LOC, no vomiting. 9 y/o w/ mom. Med hx: healthy, NKDA, tetanus up to date. EO: abrasions chin, lip swollen. IO: #8 socket w/ clot, no alveolar fracture palpable. #9 mobile grade I, TTP. #7 and #10 sound. PA: #8 socket intact, #9 no root fracture, open apices. Dx: avulsion #8, subluxation #9. Discussed prognosis (guarded) w/ mom, she agreed to replant. Verbal consent. 1 carp 2% lido 1:100k epi labial infiltration #8 + palatal infiltration. Socket irrigated w/ saline, clot removed. #8 rinsed w/ saline, replanted w/ finger pressure. Position checked on PA. Splint #7-#10 w/ wire + composite. Rx amoxicillin 500 mg TID x 7 days. POI: soft diet 2 weeks + chlorhexidine rinse. NV: splint removal + check #8, #9 in 2 weeks.',
    expect: {
      CC: 'Emergency visit. Fell off his bike about an hour ago, #8 knocked out, mom put it in milk. No LOC, no vomiting',
      'MED HX': 'Healthy, NKDA, tetanus up to date',
      EXTRA: 'Abrasions chin, lip swollen',
      INTRA: '#8 socket w/ clot, no alveolar fracture palpable',
      DENTAL: [
        ['9', 'Mobile grade I, TTP'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA: #8 socket intact, #9 no root fracture, open apices',
      DX: ['Avulsion #8', 'Subluxation #9'],
      CONSULT: 'Discussed prognosis (guarded) w/ mom, she agreed to replant',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7-#10'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8 + palatal infiltration',
        'Socket irrigated w/ saline',
        'Clot removed',
        '#8 rinsed w/ saline',
        'Replanted w/ finger pressure',
        'Position checked on PA',
        'Splint #7-#10 w/ wire + composite',
        'Rx amoxicillin 500 mg TID x 7 days',
        'POI: soft diet 2 weeks + chlorhexidine rinse',
      ],
      NOTES: '9 y/o w/ mom',
      NV: ['Splint removal + check #8, #9 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h46-34-us-asr-universal-no-section-words-do-amalgam-31-left-i-mean-right-ianb',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'filling on thirty one nothing new medically no allergies thirty one disto occlusal caries thirty two missing one carpule two percent lidocaine one to one hundred thousand epi left ianb I mean right ianb cotton rolls and dry angle caries removed close to the pulp distally vitrebond liner tofflemire disto occlusal amalgam thirty one condensed and carved bite checked told him no chewing on that side for a few hours recall as scheduled',
    expect: {
      CC: 'Filling on #31',
      'MED HX': 'Nothing new medically. No allergies',
      DENTAL: [
        ['31', 'DO caries'],
        ['32', 'Missing'],
      ],
      CONSULT: 'Told him no chewing on that side for a few hours',
      'TX TODAY': ['DO amalgam #31'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Cotton rolls and dry angle',
        'Caries removed close to the pulp distally',
        'Vitrebond liner',
        'Tofflemire',
        'DO amalgam #31 condensed and carved',
        'Bite checked',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h46-35-us-typed-universal-perio-maintenance-furcation-19-recurrent-caries-30-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '3-month perio maintenance visit, last SRP 1 year ago. Pt reports occasional bleeding LL. Med hx: no changes, former smoker, NKDA. PSR 3 2 3 / 3 2 3. Pockets 4-5 mm posterior, BOP 18%. #19 furcation class I. #30 recurrent caries at M margin of crown. BWX: #30 M recurrent caries under crown margin. Dx: periodontitis stage III grade B (stable), recurrent caries #30. Full-mouth periodontal maintenance w/ ultrasonic + hand instruments. Polished. OHI: end-tuft brush for #19 furcation. Tx plan: new crown #30. NV: perio maintenance 3 months.',
    appends: ['Add to chart: #31 MO amalgam, sound.', 'Add to notes: pt going abroad for 2 months, will book on return.'],
    expect: {
      CC: '3-month perio maintenance visit, last SRP 1 year ago. Pt reports occasional bleeding LL',
      'MED HX': 'No changes, former smoker, NKDA',
      PERIO: 'PSR 3 2 3 / 3 2 3. Pockets 4-5 mm posterior, BOP 18%',
      DENTAL: [
        ['19', 'Furcation class I'],
        ['30', 'Recurrent caries at M margin of crown'],
        ['31', 'MO amalgam, sound'],
      ],
      RADIO: 'BWX: #30 M recurrent caries under crown margin',
      DX: ['Periodontitis stage III grade B (stable)', 'Recurrent caries #30'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Full-mouth periodontal maintenance w/ ultrasonic + hand instruments',
        'Polished',
        'OHI: end-tuft brush for #19 furcation',
      ],
      'TX PLAN': ['New crown #30'],
      NOTES: 'Pt going abroad for 2 months, will book on return',
      NV: ['Periodontal maintenance 3 months'],
    },
  }),
  defineCase({
    id: 'h46-36-us-typed-universal-sentences-night-guard-delivery-gluma-14',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Patient presents for delivery of her upper hard night guard. She reports her jaw is still sore in the mornings and #14 is sensitive to cold since her filling last month. Medical history: no changes, takes sertraline, allergic to latex. Masseters tender on palpation bilaterally. #14 MO composite intact, sensitive to cold, not lingering, not tender to percussion. #15 sound. The night guard was tried in and fit well. Two high spots on the right side were adjusted with an acrylic bur, and even contacts were achieved in centric. Smooth canine guidance was confirmed. The night guard was polished. Gluma desensitizer was applied to #14. I showed her how to insert and clean the guard and advised bringing it to every visit. She said she's glad to finally have it. We will review the night guard and #14 in 4 weeks.",
    expect: {
      CC: 'Delivery of her upper hard night guard. She reports her jaw is still sore in the mornings and #14 is sensitive to cold since her filling last month',
      'MED HX': 'No changes, takes sertraline, allergic to latex',
      EXTRA: 'Masseters tender on palpation bilaterally',
      DENTAL: [
        ['14', 'MO composite intact, sensitive to cold, not lingering, not tender to percussion'],
        ['15', 'Sound'],
      ],
      CONSULT: 'I showed her how to insert and clean the guard and advised bringing it to every visit',
      'TX TODAY': ['Night guard'],
      TX: [
        'Night guard was tried in and fit well',
        '2 high spots on the right side were adjusted with an acrylic bur',
        'Even contacts were achieved in centric',
        'Smooth canine guidance was confirmed',
        'Night guard was polished',
        'Gluma desensitizer was applied to #14',
      ],
      NOTES: "She said she's glad to finally have it",
      'F/U': 'We will review the night guard and #14 in 4 weeks',
    },
  }),
];
