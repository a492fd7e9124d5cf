// A hundred-and-eleventh development batch (ids di01–di30), written blind from the contract (corpus README from "##
// General rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the
// engine or any held-out split; every case was labelled before any check. It is hospital dentistry and oral and
// maxillofacial outpatient work in a UK NHS hospital and a US hospital dental service: consultant and registrar clinics,
// dental assessments before radiotherapy, chemotherapy, stem cell transplant, cardiac (valve) surgery and bisphosphonates
// or denosumab, extractions of teeth of poor prognosis before radiotherapy, inpatient ward and ICU consults (a facial
// swelling on a medical ward, ventilated patients, patients with heart valves or endocarditis), orthognathic and cleft
// reviews with dental findings, dentoalveolar lists under LA or IV sedation, post-operative reviews, biopsy results given,
// letters to the GP / GDP / medical teams and referrals. Six clinicians, five visits each:
//   di01–di05 a UK OMFS consultant clinic (FDI, typed with section words "MH:", "EO:", "IO:", "OPG:", "Dx:", "Plan:"): a
//     pre-radiotherapy assessment for a tongue SCC, lichen planus biopsy results with a cusp smoothed, a pre-zoledronic
//     acid assessment with an extraction (appended dictation), a review after lower third molar surgery with lip
//     paraesthesia, a new-patient mucocele excised under LA (no title);
//   di06–di10 a UK OMFS registrar saying Palmer words (Palmer, all recogniser-style): a ward referral for a facial
//     swelling with a bedside extraction, an ITU patient on a ventilator with a loose incisor extracted (best interests
//     form 4), an assessment before aortic valve replacement (appended dictation), a joint cleft clinic review with no
//     section words but "plan", a dentoalveolar list (surgical LR8 + UR8) with a nurse aside and "scratch that";
//   di11–di15 a UK hospital dental trainee (FDI; di11, di12, di14 recogniser-style with no section words, di13, di15 typed
//     with section words): extractions of teeth of poor prognosis before radiotherapy with fluoride tray impressions, an
//     assessment before chemotherapy for AML with a temporary dressing, a joint orthognathic clinic, a dentoalveolar list
//     with a palatal canine removed (appended dictation), a cardiology ward consult for endocarditis;
//   di16–di20 a US hospital dental service attending (Universal, typed with section words): clearance before mitral valve
//     replacement with two extractions, a pre-transplant (stem cell) evaluation with prophy, MRONJ on zoledronic acid with
//     irrigation, an ED consult for a buccal space abscess in a mechanical-valve patient (appended dictation), biopsy
//     results of a dysplastic leukoplakia with a referral;
//   di21–di25 a US OMFS resident (Universal, all recogniser-style with section words): a MICU consult for a ventilated
//     patient with fractured incisors, four third molars under IV sedation, a short post-op check with a benign biopsy
//     result, a one-week review after bimaxillary surgery (appended dictation), a cleft team visit of a child (primary
//     letters);
//   di26–di30 a US general practice residency hospital clinic (Universal, mostly no section words; di26, di28
//     recogniser-style, di27, di29, di30 typed): extractions before radiation with a nurse aside and "I mean", clearance
//     for heart transplant listing with prophy (appended dictation), a dry socket review, a pre-Prolia evaluation with two
//     composites, a bedside consult for a mechanical-valve patient with a temporary dressing.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in di25); 15 recogniser-style (lower case, number words,
// fillers, no punctuation) and 15 typed; 58 to 201 words with appends (most 100 to 190); six cases with appended dictation (di03,
// di19, di27 typed; di08, di14, di24 recogniser-style). DENTAL in all 30 cases.
//
// Judgement calls where the contract was silent:
// - The cancer, admission, transplant or valve history, blood counts, INR, vitals, ASA grade and an anticoagulant
//   omitted on advice are MED HX; the referral and what the patient is being assessed for ("dental clearance prior to
//   mitral valve replacement, scheduled next week", "planned allogeneic stem cell transplant in 3 weeks") said before
//   the medical history is the CC. A complaint said right after the referral ("gums bleeding when brushing for 2 weeks")
//   stays in the CC.
// - A histology / pathology result read out ("Histology confirms oral lichen planus without dysplasia", "path came back as
//   a benign irritation fibroma") is one DX item, kept with its opening words; explaining it to the patient is CONSULT.
// - A letter sent ("Letter to GDP", "Letter to haematology: OK to start …", "letter faxed to endocrinology") and the
//   clearance it gives ("Cleared from dental standpoint for MVR") are NOTES; a referral or a request that someone else
//   treats ("Refer oral medicine …", "GDP to restore 34, 44", "Pt to f/u with outside dentist for #19 crown", "Referral
//   to OMFS for excision") is TX PLAN. A decision agreed with a medical team is CONSULT when said with the patient or
//   family ("discussed with the ITU consultant and with his wife …", "Reviewed findings with pt and cardiology …"); a
//   coordination note ("Will coordinate INR management with HF team", "Admitted by medicine for IV …") is NOTES.
// - Advice given after treatment, also to ward staff ("advised nursing staff mouth care with chlorhexidine gel …",
//   "chlorhexidine mouthwash from tomorrow", "ibuprofen and paracetamol advised"), is CONSULT; a prescription written
//   ("Rx …", "Duraphat 5000 toothpaste prescribed", "high fluoride toothpaste prescribed") is a TX item with no title.
// - Mouth opening and trismus are EXTRA; an endotracheal tube, bite block, fixed appliances, overjet / overbite, sockets,
//   biopsy sites and exposed bone are INTRA (a socket or "lingual to #19-#20" is a place, rule 7); plaque, calculus,
//   gingival bleeding, gingival hyperplasia and OH said with the BPE are PERIO.
// - Pre-op sedation checks and recovery ("nothing to eat since midnight", "escort present", "tolerated well", "recovered to
//   Aldrete 10", "discharged home with escort") and anxiety are NOTES; the IV line and sedation drugs are TX items.
// - Titles: "surgical extraction LR8" → "Surgical extraction LR8"; "#1, #16 extracted" → "Extraction #1, #16"; "retained
//   roots extracted with elevators" → "Extraction 46"; "impressions for fluoride trays" → "Impressions"; "gentle
//   irrigation of exposed bone" → "Irrigation" (not a socket); "socket irrigated" gives no title; "I&D" → "Incision and
//   drainage"; mucocele excision, alveoloplasty, fluoride trays delivered, sutures removed, a cusp smoothed, elastics
//   changed and Alvogyl placed are no titles. A review whose CC says the surgery was done before takes no title.
// - "stage three grade b" is written with digits ("stage 3 grade B") and "le fort one" as "Le Fort 1", by rule 2; typed
//   roman numerals stay as typed. "class one" occlusion → "class 1".
// - A tooth history that is not an examination finding ("after #19 extraction at outside office 4 months ago") stays in
//   the CC. A radiograph still to be taken ("Plan: CBCT") is TX PLAN.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions and runs of risks keep the spoken words without added commas (as more53 / more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more111Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK OMFS consultant clinic (FDI, typed)
  defineCase({
    id: 'di01-uk-typed-fdi-pre-radiotherapy-assessment-tongue-scc-plan-xla-47-48',
    style: 'UK',
    asr: false,
    transcript:
      'Pre-radiotherapy dental assessment, referred by H&N MDT. MH: new SCC R lateral tongue T2N1, for R neck dissection + free flap then adjuvant RT 60 Gy in 30 fractions. T2DM on metformin, hypertension on amlodipine. Ex-smoker 30 pack yrs, alcohol 20 units/wk. NKDA. EO: firm 2 cm node R level II, no trismus, mouth opening 40 mm. IO: ulcerated lesion R lateral tongue as per MDT, FOM clear. BPE 3 2 3 / 3 2 4, OH fair. 47 grossly carious, retained roots. 48 partially erupted, hx of pericoronitis. 46 MOD amalgam, sound. 36 DO comp, sound. 17 buccal caries. OPG: 47 periapical radiolucency, 48 mesioangular impaction, generalised horizontal bone loss 30%. Dx: periodontitis stage III grade B, 47 unrestorable. Discussed ORN risk, need for lifelong high fluoride, importance of attending GDP. Pt understands and agrees to extraction of 47, 48 prior to RT. Today: Duraphat 5000 toothpaste prescribed. Plan: XLA 47, surgical XLA 48 under GA at time of neck dissection. B comp 17 by GDP. Letter to GDP and MDT coordinator.',
    expect: {
      CC: 'Pre-radiotherapy dental assessment, referred by H&N MDT',
      'MED HX':
        'New SCC R lateral tongue T2N1, for R neck dissection + free flap then adjuvant RT 60 Gy in 30 fractions. T2DM on metformin, hypertension on amlodipine. Ex-smoker 30 pack yrs, alcohol 20 units/wk. NKDA',
      EXTRA: 'Firm 2 cm node R level II, no trismus, mouth opening 40 mm',
      INTRA: 'Ulcerated lesion R lateral tongue as per MDT, FOM clear',
      PERIO: 'BPE 3 2 3 / 3 2 4, OH fair',
      DENTAL: [
        ['47', 'Grossly carious, retained roots'],
        ['48', 'Partially erupted, hx of pericoronitis'],
        ['46', 'MOD amalgam, sound'],
        ['36', 'DO comp, sound'],
        ['17', 'B caries'],
      ],
      RADIO: 'OPG: 47 periapical radiolucency, 48 mesioangular impaction, generalised horizontal bone loss 30%',
      DX: ['Periodontitis stage III grade B', '47 unrestorable'],
      CONSULT:
        'Discussed ORN risk, need for lifelong high fluoride, importance of attending GDP. Pt understands and agrees to extraction of 47, 48 prior to RT',
      TX: ['Duraphat 5000 toothpaste prescribed'],
      'TX PLAN': [
        'Extraction 47',
        'Surgical extraction 48 under GA at time of neck dissection',
        'B composite 17 by GDP',
      ],
      NOTES: 'Letter to GDP and MDT coordinator',
    },
  }),
  defineCase({
    id: 'di02-uk-typed-fdi-biopsy-results-lichen-planus-36-l-cusp-smoothed-oral-med',
    style: 'UK',
    asr: false,
    transcript:
      'Review for biopsy results, incisional biopsy L buccal mucosa 2/52 ago. MH: no change, on omeprazole, allergic to penicillin (rash). Non-smoker. EO: NAD. IO: biopsy site healed, white reticular striae bilateral buccal mucosa, erosive area 5 mm L buccal mucosa opposite 36. 36 MOD amalgam, sharp lingual cusp edge. 37 crown. Histology confirms oral lichen planus without dysplasia. Results explained. Pt relieved. Discussed chronic nature, avoid SLS toothpaste and spicy foods. Rx betamethasone 500 mcg soluble tablets as mouthwash QDS. 36 lingual cusp smoothed. Letter to GP + GDP. Plan: refer oral medicine for long-term review. Review 3/12.',
    expect: {
      CC: 'Review for biopsy results, incisional biopsy L buccal mucosa 2 weeks ago',
      'MED HX': 'No change, on omeprazole, allergic to penicillin (rash). Non-smoker',
      EXTRA: 'NAD',
      INTRA:
        'Biopsy site healed, white reticular striae bilateral buccal mucosa, erosive area 5 mm L buccal mucosa opposite 36',
      DENTAL: [
        ['36', 'MOD amalgam, sharp L cusp edge'],
        ['37', 'Crown'],
      ],
      DX: ['Histology confirms oral lichen planus without dysplasia'],
      CONSULT: 'Results explained. Discussed chronic nature, avoid SLS toothpaste and spicy foods',
      TX: ['Rx betamethasone 500 mcg soluble tablets as mouthwash QDS', '36 L cusp smoothed'],
      'TX PLAN': ['Refer oral medicine for long-term review'],
      NOTES: 'Pt relieved. Letter to GP + GDP',
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'di03-uk-typed-fdi-pre-zoledronic-acid-myeloma-xla-25-apixaban-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by haematology for dental assessment before IV zoledronic acid. MH: multiple myeloma, on lenalidomide + dexamethasone, AF on apixaban. Allergic to codeine. Lives alone, independent. EO: NAD, no lymphadenopathy. IO: soft tissues healthy, no exposed bone. Partially dentate. BPE 2 2 2 / 2 2 2. 16 MO comp, sound. 25 retained root, non-tender. 34, 44 buccal abrasion. 46 missing. OPG: 25 retained root with small periapical radiolucency, no other pathology. Dx: 25 retained root. Explained MRONJ risk, importance of completing dental treatment before starting and of regular check-ups. Pt keen to proceed. Consent form 1 signed for XLA 25. Apixaban omitted this morning as advised by haem. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration 25. XLA 25 with luxator and forceps, root complete. Surgicel + 3-0 Vicryl Rapide. Haemostasis achieved. POIG verbal + written. Letter to haematology: OK to start zoledronic acid once socket healed. Review 2/52.',
    appends: ['Add to notes: restart apixaban this evening.', 'GDP to restore 34, 44.'],
    expect: {
      CC: 'Referred by haematology for dental assessment before IV zoledronic acid',
      'MED HX':
        'Multiple myeloma, on lenalidomide + dexamethasone, AF on apixaban. Allergic to codeine. Lives alone, independent. Apixaban omitted this morning as advised by haem',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'Soft tissues healthy, no exposed bone. Partially dentate',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['16', 'MO comp, sound'],
        ['25', 'Retained root, non-tender'],
        ['34', 'B abrasion'],
        ['44', 'B abrasion'],
        ['46', 'Missing'],
      ],
      RADIO: 'OPG: 25 retained root with small periapical radiolucency, no other pathology',
      DX: ['25 retained root'],
      CONSULT:
        'Explained MRONJ risk, importance of completing dental treatment before starting and of regular check-ups. Pt keen to proceed',
      CONSENT: 'Consent form 1 signed for XLA 25',
      'TX TODAY': ['Extraction 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'XLA 25 with luxator and forceps',
        'Root complete',
        'Surgicel + 3-0 Vicryl Rapide',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      'TX PLAN': ['GDP to restore 34, 44'],
      NOTES: 'Letter to haematology: OK to start zoledronic acid once socket healed. Restart apixaban this evening',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'di04-uk-typed-fdi-review-post-surgical-xla-38-48-ian-paraesthesia-sutures-out',
    style: 'UK',
    asr: false,
    transcript:
      'Review 1/52 post surgical XLA 38, 48 under LA. Pain settling, some trismus. L lower lip still numb, R normal. MH: no change. EO: mild swelling L angle, mouth opening 30 mm. Altered sensation L lower lip + chin, mapped and photographed, 2-point discrimination reduced. IO: 38 socket healing, sutures intact, no food trapping. 48 socket healed. 37 D surface sound. Sutures removed. Dx: L IAN paraesthesia post XLA 38. Explained likely to improve over months, small chance permanent. Pt anxious but understands. Review 4/52 with sensory testing.',
    expect: {
      CC: 'Review 1 week post surgical XLA 38, 48 under LA. Pain settling, some trismus. L lower lip still numb, R normal',
      'MED HX': 'No change',
      EXTRA:
        'Mild swelling L angle, mouth opening 30 mm. Altered sensation L lower lip + chin, mapped and photographed, 2-point discrimination reduced',
      INTRA: '38 socket healing, sutures intact, no food trapping. 48 socket healed',
      DENTAL: [['37', 'D surface sound']],
      DX: ['L IAN paraesthesia post XLA 38'],
      CONSULT: 'Explained likely to improve over months, small chance permanent',
      TX: ['Sutures removed'],
      NOTES: 'Pt anxious but understands',
      'F/U': 'Review 4 weeks with sensory testing',
    },
  }),
  defineCase({
    id: 'di05-uk-typed-fdi-new-pt-mucocele-lower-lip-excised-no-title-32-recession',
    style: 'UK',
    asr: false,
    transcript:
      'New pt, referred by GDP re painless swelling lower lip 3/12, comes and goes. MH: asthma, salbutamol PRN. NKDA. Non-smoker. EO: NAD. IO: 8 mm bluish fluctuant swelling L lower labial mucosa, consistent with mucocele. Lower incisors crowded. 32 labially placed, 3 mm recession. 31, 41 sound. Dx: mucocele L lower lip. Options: leave, excision. Pt wants it removed. Verbal + written consent (form 1), risks incl. recurrence and numb patch. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration around lesion. Elliptical incision, mucocele + associated minor glands excised, sent for histology. 4-0 Vicryl Rapide x 3. POIG. Letter to GDP. Review 2/52 with histology.',
    expect: {
      CC: 'New pt, referred by GDP re painless swelling lower lip 3 months, comes and goes',
      'MED HX': 'Asthma, salbutamol PRN. NKDA. Non-smoker',
      EXTRA: 'NAD',
      INTRA: '8 mm bluish fluctuant swelling L lower labial mucosa, consistent with mucocele. Lower incisors crowded',
      DENTAL: [
        ['32', 'Labially placed, 3 mm recession'],
        ['31', 'Sound'],
        ['41', 'Sound'],
      ],
      DX: ['Mucocele L lower lip'],
      CONSULT: 'Options: leave, excision. Pt wants it removed',
      CONSENT: 'Verbal + written consent (form 1), risks incl. recurrence and numb patch',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration around lesion',
        'Elliptical incision',
        'Mucocele + associated minor glands excised',
        'Sent for histology',
        '4-0 Vicryl Rapide x 3',
        'POIG',
      ],
      NOTES: 'Letter to GDP',
      'F/U': 'Review 2 weeks with histology',
    },
  }),

  // ---------------------------------------------------------------- 2. UK OMFS registrar saying Palmer words (Palmer, recogniser)
  defineCase({
    id: 'di06-uk-asr-palmer-ward-referral-facial-swelling-ll6-bedside-extraction',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'ward referral from the medical team swelling left side of the face since yesterday medical history admitted three days ago with a chest infection copd heart failure on furosemide and bisoprolol type two diabetes allergic to penicillin extra oral firm tender swelling left mandible not crossing the lower border no trismus swallowing fine afebrile today intra oral partial upper denture poorly fitting buccal sulcus swelling lower left um lower left six grossly carious grade two mobile tender to percussion lower left seven sound lower left five crown no bedside radiograph available diagnosis dentoalveolar abscess lower left six discussed with her and her daughter she wants it out today consent form one signed la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and lingual infiltration lower left six extraction lower left six with forceps some pus from the socket socket irrigated with saline bite on gauze haemostasis achieved post op instructions given to her and the nurse letter to the ward team review on the ward tomorrow',
    expect: {
      CC: 'Ward referral from the medical team. Swelling left side of the face since yesterday',
      'MED HX':
        'Admitted 3 days ago with a chest infection. COPD. Heart failure on furosemide and bisoprolol. Type 2 diabetes. Allergic to penicillin',
      EXTRA:
        'Firm tender swelling left mandible not crossing the lower border. No trismus. Swallowing fine. Afebrile today',
      INTRA: 'Partial upper denture poorly fitting. Buccal sulcus swelling lower left',
      DENTAL: [
        ['LL6', 'Grossly carious grade 2 mobile tender to percussion'],
        ['LL7', 'Sound'],
        ['LL5', 'Crown'],
      ],
      RADIO: 'No bedside radiograph available',
      DX: ['Dentoalveolar abscess LL6'],
      CONSULT: 'Discussed with her and her daughter. She wants it out today',
      CONSENT: 'Consent form 1 signed',
      'TX TODAY': ['Extraction LL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Extraction LL6 with forceps',
        'Some pus from the socket',
        'Socket irrigated with saline',
        'Bite on gauze',
        'Haemostasis achieved',
        'Post-op instructions given to her and the nurse',
      ],
      NOTES: 'Letter to the ward team',
      'F/U': 'Review on the ward tomorrow',
    },
  }),
  defineCase({
    id: 'di07-uk-asr-palmer-itu-ventilated-loose-ur1-best-interests-extraction',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "itu referral nurses worried about a loose front tooth medical history intubated and ventilated day four after cardiac arrest ischaemic heart disease on aspirin and clopidogrel no known allergies per the notes platelets one hundred and eighty inr one point one extra oral nad no swelling intra oral endotracheal tube in situ secured left mouth dry coated tongue heavy plaque and calculus lower incisors upper right one grade three mobile extruded periodontally involved upper left one grade one mobile no other mobile teeth diagnosis upper right one hopeless prognosis risk of aspiration discussed with the itu consultant and with his wife on the phone she's happy for it to come out best interests form four completed la one cartridge lidocaine two percent one in eighty thousand adrenaline labial and palatal infiltration upper right one then upper right one extracted with forceps socket sutured with a single three oh vicryl rapide haemostasis achieved tooth shown to the nurse and recorded advised nursing staff mouth care with chlorhexidine gel twice a day review on itu friday",
    expect: {
      CC: 'ITU referral. Nurses worried about a loose front tooth',
      'MED HX':
        'Intubated and ventilated day 4 after cardiac arrest. Ischaemic heart disease on aspirin and clopidogrel. No known allergies per the notes. Platelets 180. INR 1.1',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Endotracheal tube in situ secured left. Mouth dry. Coated tongue. No other mobile teeth',
      PERIO: 'Heavy plaque and calculus lower incisors',
      DENTAL: [
        ['UR1', 'Grade 3 mobile extruded periodontally involved'],
        ['UL1', 'Grade 1 mobile'],
      ],
      DX: ['UR1 hopeless prognosis risk of aspiration'],
      CONSULT:
        "Discussed with the ITU consultant and with his wife on the phone. She's happy for it to come out. Advised nursing staff mouth care with chlorhexidine gel twice a day",
      CONSENT: 'Best interests form 4 completed',
      'TX TODAY': ['Extraction UR1'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration UR1',
        'UR1 extracted with forceps',
        'Socket sutured with a single 3-0 Vicryl Rapide',
        'Haemostasis achieved',
        'Tooth shown to the nurse and recorded',
      ],
      'F/U': 'Review on ITU Friday',
    },
  }),
  defineCase({
    id: 'di08-uk-asr-palmer-pre-aortic-valve-assessment-lr8-ll7-plan-sorry-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'dental assessment before aortic valve replacement referred by the cardiothoracic team surgery planned in the next four weeks no dental pain medical history severe aortic stenosis breathless on exertion atrial fibrillation on warfarin inr last week two point six hypertension no allergies he smokes ten a day extra oral nad intra oral soft tissues healthy bpe three two three three two four lower right eight partially erupted distal pocket eight millimetres sorry nine millimetres upper left six mesial occlusal distal amalgam sound upper right seven buccal caries lower left seven root filled crown no tenderness opg lower right eight vertically impacted distal bone loss lower left seven periapical area two millimetres diagnosis periodontitis stage three grade b lower right eight chronic pericoronitis lower left seven apical periodontitis explained the risk of infective endocarditis and why these need sorting before surgery he agrees plan surgical extraction lower right eight and extraction lower left seven under la next week on the dentoalveolar list inr check on the day letter to the cardiothoracic surgeon and gdp',
    appends: ['add to notes his wife will drive him in', 'also gdp to restore upper right seven'],
    expect: {
      CC: 'Dental assessment before aortic valve replacement. Referred by the cardiothoracic team. Surgery planned in the next 4 weeks. No dental pain',
      'MED HX':
        'Severe aortic stenosis. Breathless on exertion. Atrial fibrillation on warfarin. INR last week 2.6. Hypertension. No allergies. He smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 3 2 3 / 3 2 4',
      DENTAL: [
        ['LR8', 'Partially erupted distal pocket 9 mm'],
        ['UL6', 'MOD amalgam sound'],
        ['UR7', 'B caries'],
        ['LL7', 'Root filled crown no tenderness'],
      ],
      RADIO: 'OPG LR8 vertically impacted distal bone loss. LL7 periapical area 2 mm',
      DX: ['Periodontitis stage 3 grade B', 'LR8 chronic pericoronitis', 'LL7 apical periodontitis'],
      CONSULT: 'Explained the risk of infective endocarditis and why these need sorting before surgery. He agrees',
      'TX PLAN': [
        'Surgical extraction LR8',
        'Extraction LL7 under LA next week on the dentoalveolar list',
        'INR check on the day',
        'GDP to restore UR7',
      ],
      NOTES: 'Letter to the cardiothoracic surgeon and GDP. His wife will drive him in',
    },
  }),
  defineCase({
    id: 'di09-uk-asr-palmer-joint-cleft-clinic-ul2-absent-ul1-mi-sorry-no-section-words',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "joint cleft clinic review fifteen year old with mum mum says he's been getting food stuck near the cleft site repaired left unilateral cleft lip and palate alveolar bone graft at age nine fit and well no medications no allergies fixed appliances upper and lower plaque around the brackets gingivitis upper anteriors upper left two congenitally absent upper left three erupted through the graft site rotated upper left one mesial occlusal sorry mesial incisal composite chipped upper left four and upper right four occlusal caries small lower left six and lower right six fissure sealants intact bitewings upper left four and upper right four enamel caries only discussed better brushing around the brackets with a single tufted brush high fluoride toothpaste prescribed fluoride varnish applied he wants the gap filled eventually plan resin bonded bridge or implant upper left two after orthodontics gdp to repair the composite upper left one letter to gdp review in six months at joint clinic",
    expect: {
      CC: "Joint cleft clinic review. Mum says he's been getting food stuck near the cleft site",
      'MED HX':
        'Repaired left unilateral cleft lip and palate. Alveolar bone graft at age 9. Fit and well. No medications. No allergies',
      INTRA: 'Fixed appliances upper and lower',
      PERIO: 'Plaque around the brackets. Gingivitis upper anteriors',
      DENTAL: [
        ['UL2', 'Congenitally absent'],
        ['UL3', 'Erupted through the graft site rotated'],
        ['UL1', 'MI composite chipped'],
        ['UL4', 'O caries small'],
        ['UR4', 'O caries small'],
        ['LL6', 'Fissure sealants intact'],
        ['LR6', 'Fissure sealants intact'],
      ],
      RADIO: 'Bitewings UL4 and UR4 enamel caries only',
      CONSULT:
        'Discussed better brushing around the brackets with a single tufted brush. He wants the gap filled eventually',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['High fluoride toothpaste prescribed', 'Fluoride varnish applied'],
      'TX PLAN': ['Resin bonded bridge or implant UL2 after orthodontics', 'GDP to repair the composite UL1'],
      NOTES: '15 year old with mum. Letter to GDP',
      'F/U': 'Review in 6 months at joint clinic',
    },
  }),
  defineCase({
    id: 'di10-uk-asr-palmer-dentoalveolar-list-surgical-lr8-ur8-nurse-aside-scratch-that',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'dentoalveolar list surgical removal sorry surgical extraction lower right eight and extraction upper right eight under la recurrent pericoronitis three episodes this year medical history asthma uses a brown and a blue inhaler allergic to elastoplast no changes since the consultation consent form one signed risks of nerve damage dry socket and infection explained again lower right eight partially erupted distally angled upper right eight erupted buccally inclined lower right seven sound la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower right eight and buccal and palatal infiltration upper right eight could I have the fifteen blade please thanks surgical extraction lower right eight envelope flap with distal relief buccal bone removed with a round bur under saline tooth sectioned crown and roots elevated out socket checked and irrigated with saline three sutures four oh vicryl rapide then upper right eight extracted with forceps haemostasis achieved with pressure post op instructions verbal and written ibuprofen and paracetamol advised chlorhexidine mouthwash from tomorrow review two weeks in the registrar clinic sorry scratch that discharge to gdp for suture check',
    expect: {
      CC: 'Dentoalveolar list. Surgical extraction LR8 and extraction UR8 under LA. Recurrent pericoronitis 3 episodes this year',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to Elastoplast. No changes since the consultation',
      DENTAL: [
        ['LR8', 'Partially erupted distally angled'],
        ['UR8', 'Erupted buccally inclined'],
        ['LR7', 'Sound'],
      ],
      CONSULT: 'Ibuprofen and paracetamol advised. Chlorhexidine mouthwash from tomorrow',
      CONSENT: 'Consent form 1 signed. Risks of nerve damage dry socket and infection explained again',
      'TX TODAY': ['Surgical extraction LR8', 'Extraction UR8'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR8 + buccal infiltration + palatal infiltration UR8',
        'Surgical extraction LR8',
        'Envelope flap with distal relief',
        'Buccal bone removed with a round bur under saline',
        'Tooth sectioned',
        'Crown and roots elevated out',
        'Socket checked and irrigated with saline',
        '3 sutures 4-0 Vicryl Rapide',
        'UR8 extracted with forceps',
        'Haemostasis achieved with pressure',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Discharge to GDP for suture check',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hospital dental trainee (FDI)
  defineCase({
    id: 'di11-uk-asr-fdi-pre-radiotherapy-extractions-46-47-38-tray-impressions-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "pre radiotherapy extractions as planned at the assessment clinic nasopharyngeal carcinoma radiotherapy starts in ten days with cisplatin alongside he's got type two diabetes on metformin no allergies no change since last week he's quite nervous today soft tissues fine mouth opening good four six retained roots four seven distal caries into the pulp three eight partially erupted recurrent pericoronitis consent form one signed for four six four seven and three eight explained again why they have to come out before radiotherapy la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and buccal infiltration four six four seven then two cartridges articaine four percent buccal infiltration three eight sorry id block left um four six retained roots extracted with elevators four seven extracted with forceps three eight extracted with forceps sockets smoothed primary closure with vicryl rapide haemostasis good post op instructions verbal and written chlorhexidine mouthwash from tomorrow impressions for fluoride trays duraphat five thousand toothpaste prescribed review one week before radiotherapy starts to check healing",
    expect: {
      CC: 'Pre radiotherapy extractions as planned at the assessment clinic',
      'MED HX':
        "Nasopharyngeal carcinoma. Radiotherapy starts in 10 days with cisplatin alongside. He's got type 2 diabetes on metformin. No allergies. No change since last week",
      EXTRA: 'Mouth opening good',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['46', 'Retained roots'],
        ['47', 'D caries into the pulp'],
        ['38', 'Partially erupted recurrent pericoronitis'],
      ],
      CONSULT:
        'Explained again why they have to come out before radiotherapy. Chlorhexidine mouthwash from tomorrow',
      CONSENT: 'Consent form 1 signed for 46, 47 and 38',
      'TX TODAY': ['Extraction 46', 'Extraction 47', 'Extraction 38', 'Impressions'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46, 47',
        'LA: 2 cartridges articaine 4%, IDB left',
        '46 retained roots extracted with elevators',
        '47 extracted with forceps',
        '38 extracted with forceps',
        'Sockets smoothed',
        'Primary closure with Vicryl Rapide',
        'Haemostasis good',
        'Post-op instructions verbal and written',
        'Impressions for fluoride trays',
        'Duraphat 5000 toothpaste prescribed',
      ],
      NOTES: "He's quite nervous today",
      'F/U': 'Review 1 week before radiotherapy starts to check healing',
    },
  }),
  defineCase({
    id: 'di12-uk-asr-fdi-pre-chemo-aml-low-platelets-temp-dressing-26-no-section-words',
    style: 'UK',
    asr: true,
    transcript:
      'haematology referral for dental assessment before chemotherapy gums bleeding when brushing for two weeks newly diagnosed acute myeloid leukaemia starting induction on monday neutrophils zero point eight platelets forty two penicillin allergy pale mucosa bpe three three three three three three gingival hyperplasia upper and lower anteriors bleeding spontaneously two six large mesial occlusal cavity no symptoms responds to cold three six crown sound opg no periapical pathology two six deep caries close to the pulp explained to him extraction is not safe with these counts so temporary filling for now temporary dressing two six with glass ionomer no la oral hygiene instruction soft brush chlorhexidine mouthwash advised explained to him that the gums are from the leukaemia and should settle with treatment letter to haematology review on the ward in two weeks or sooner if pain',
    expect: {
      CC: 'Haematology referral for dental assessment before chemotherapy. Gums bleeding when brushing for 2 weeks',
      'MED HX':
        'Newly diagnosed acute myeloid leukaemia starting induction on Monday. Neutrophils 0.8. Platelets 42. Penicillin allergy',
      INTRA: 'Pale mucosa',
      PERIO: 'BPE 3 3 3 / 3 3 3. Gingival hyperplasia upper and lower anteriors bleeding spontaneously',
      DENTAL: [
        ['26', 'Large MO cavity no symptoms responds to cold'],
        ['36', 'Crown sound'],
      ],
      RADIO: 'OPG no periapical pathology. 26 deep caries close to the pulp',
      CONSULT:
        'Explained to him extraction is not safe with these counts so temporary filling for now. Chlorhexidine mouthwash advised. Explained to him that the gums are from the leukaemia and should settle with treatment',
      'TX TODAY': ['Temporary dressing 26', 'OHI'],
      TX: ['Temporary dressing 26 with glass ionomer', 'No LA', 'Oral hygiene instruction soft brush'],
      NOTES: 'Letter to haematology',
      'F/U': 'Review on the ward in 2 weeks or sooner if pain',
    },
  }),
  defineCase({
    id: 'di13-uk-typed-fdi-joint-orthognathic-clinic-class-iii-plan-surgical-xla-38-48',
    style: 'UK',
    asr: false,
    transcript:
      "Joint orthognathic clinic. Pre-surgical orthodontics 18/12, decompensation nearly complete. Pt's main concern prominent chin. MH: fit and well, NKDA, non-smoker. EO: Class III skeletal pattern, mandibular prognathism, chin deviated 3 mm to R, competent lips, TMJ NAD. IO: fixed appliances U/L, OH good. OJ -4 mm, OB 10%, lower centreline 2 mm R. 38, 48 unerupted, mesioangular. 16 O comp sound. 46 MO comp, marginal staining. Lateral ceph + OPG: 38, 48 close to IAN canal. Dx: Class III skeletal malocclusion with mandibular asymmetry. Discussed bimaxillary osteotomy (Le Fort I + BSSO), risks incl. numb lip, relapse, 6 wks soft diet, 2 wks off work. Pt wants to go ahead, written info given. Plan: surgical XLA 38, 48 under GA as day case at least 6/12 before BSSO. Listed for bimax. Ortho to finalise arch coordination. Review 3/12 with models.",
    expect: {
      CC: "Joint orthognathic clinic. Pre-surgical orthodontics 18 months, decompensation nearly complete. Pt's main concern prominent chin",
      'MED HX': 'Fit and well, NKDA, non-smoker',
      EXTRA: 'Class III skeletal pattern, mandibular prognathism, chin deviated 3 mm to R, competent lips, TMJ NAD',
      INTRA: 'Fixed appliances U/L, OH good. OJ -4 mm, OB 10%, lower centreline 2 mm R',
      DENTAL: [
        ['38', 'Unerupted, mesioangular'],
        ['48', 'Unerupted, mesioangular'],
        ['16', 'O comp sound'],
        ['46', 'MO comp, marginal staining'],
      ],
      RADIO: 'Lateral ceph + OPG: 38, 48 close to IAN canal',
      DX: ['Class III skeletal malocclusion with mandibular asymmetry'],
      CONSULT:
        'Discussed bimaxillary osteotomy (Le Fort I + BSSO), risks incl. numb lip, relapse, 6 wks soft diet, 2 wks off work. Pt wants to go ahead, written info given',
      'TX PLAN': [
        'Surgical extraction 38, 48 under GA as day case at least 6 months before BSSO',
        'Listed for bimax',
        'Ortho to finalise arch coordination',
      ],
      'F/U': 'Review 3 months with models',
    },
  }),
  defineCase({
    id: 'di14-uk-asr-fdi-dentoalveolar-list-palatal-13-surgical-xla-53-latex-appends',
    style: 'UK',
    asr: true,
    transcript:
      'dentoalveolar list adult with a palatally impacted one three and a retained five three orthodontist advised removal not alignment fit and well allergic to latex consent form one signed last month reconfirmed today risks of damage to adjacent roots and oronasal communication explained one two and one four sound five three grade one mobile cbct from the consultation one three palatal close to the root of one two no resorption la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration five three and palatal infiltration one three extraction five three with forceps palatal flap from one one to one five surgical extraction one three bone removed with a round bur tooth sectioned horizontally and removed in two pieces no communication checked with valsalva socket irrigated with saline interrupted sutures four oh vicryl rapide post op instructions given chlorhexidine mouthwash from tomorrow soft diet review two weeks for suture removal',
    appends: [
      'add to notes she brought her partner who will drive her home',
      'also rx paracetamol and ibuprofen as needed',
    ],
    expect: {
      CC: 'Dentoalveolar list. Adult with a palatally impacted 13 and a retained 53. Orthodontist advised removal not alignment',
      'MED HX': 'Fit and well. Allergic to latex',
      DENTAL: [
        ['12', 'Sound'],
        ['14', 'Sound'],
        ['53', 'Grade 1 mobile'],
      ],
      RADIO: 'CBCT from the consultation 13 palatal close to the root of 12. No resorption',
      CONSULT: 'Chlorhexidine mouthwash from tomorrow. Soft diet',
      CONSENT:
        'Consent form 1 signed last month reconfirmed today. Risks of damage to adjacent roots and oronasal communication explained',
      'TX TODAY': ['Extraction 53', 'Surgical extraction 13'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 53 + palatal infiltration 13',
        'Extraction 53 with forceps',
        'Palatal flap from 11 to 15',
        'Surgical extraction 13',
        'Bone removed with a round bur',
        'Tooth sectioned horizontally and removed in 2 pieces',
        'No communication checked with Valsalva',
        'Socket irrigated with saline',
        'Interrupted sutures 4-0 Vicryl Rapide',
        'Post-op instructions given',
        'Rx paracetamol and ibuprofen as needed',
      ],
      NOTES: 'She brought her partner who will drive her home',
      'F/U': 'Review 2 weeks for suture removal',
    },
  }),
  defineCase({
    id: 'di15-uk-typed-fdi-cardiology-ward-consult-endocarditis-source-plan-xla-17-36-46',
    style: 'UK',
    asr: false,
    transcript:
      'Ward consult, cardiology, ?dental source of endocarditis. No dental pain. MH: Strep. mitis endocarditis native mitral valve, on IV benzylpenicillin + gentamicin, awaiting mitral valve repair. Hypertension, T2DM. NKDA. EO: NAD, no lymphadenopathy. IO: soft tissues NAD. OH poor, generalised plaque + calculus, BPE 4 3 4 / 4 3 4. 17 grade II mobile, 8 mm pockets. 36 retained roots. 46 large DO caries, TTP, buccal sinus. 12, 22 Cl V caries. OPG: 36 retained roots with PA radiolucency, 46 PA radiolucency, generalised bone loss to 50%, 17 to apex. Dx: periodontitis stage IV grade C. 17, 36, 46 unrestorable (likely source). Discussed with pt and cardiology: XLA 17, 36, 46 before valve surgery. Pt agrees. Plan: XLA 17, 36, 46 under LA on ward Thursday, platelets + INR beforehand. Refer GDP for perio tx + 12, 22 restorations on discharge.',
    expect: {
      CC: 'Ward consult, cardiology, ?dental source of endocarditis. No dental pain',
      'MED HX':
        'Strep. mitis endocarditis native mitral valve, on IV benzylpenicillin + gentamicin, awaiting mitral valve repair. Hypertension, T2DM. NKDA',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'Soft tissues NAD',
      PERIO: 'OH poor, generalised plaque + calculus, BPE 4 3 4 / 4 3 4',
      DENTAL: [
        ['17', 'Grade II mobile, 8 mm pockets'],
        ['36', 'Retained roots'],
        ['46', 'Large DO caries, TTP, buccal sinus'],
        ['12', 'Cl V caries'],
        ['22', 'Cl V caries'],
      ],
      RADIO:
        'OPG: 36 retained roots with PA radiolucency, 46 PA radiolucency, generalised bone loss to 50%, 17 to apex',
      DX: ['Periodontitis stage IV grade C', '17, 36, 46 unrestorable (likely source)'],
      CONSULT: 'Discussed with pt and cardiology: XLA 17, 36, 46 before valve surgery. Pt agrees',
      'TX PLAN': [
        'Extraction 17, 36, 46 under LA on ward Thursday',
        'Platelets + INR beforehand',
        'Refer GDP for perio tx + 12, 22 restorations on discharge',
      ],
    },
  }),

  // ---------------------------------------------------------------- 4. US hospital dental service attending (Universal, typed)
  defineCase({
    id: 'di16-us-typed-clearance-before-mitral-valve-replacement-xla-2-15-heparin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Inpatient consult for dental clearance prior to mitral valve replacement, scheduled next week. Pt denies dental pain. Med hx: severe mitral regurgitation, CHF (EF 35%), AFib on heparin drip (held 4 hrs ago per cardiology), CKD stage 3. Allergies: sulfa. Vitals: BP 118/72, HR 88. EO: WNL. IO: dry mucosa, no lesions. PSR 3 3 3 / 3 3 3. #2 MOD amalgam, recurrent caries, non-restorable. #15 grade 2 mobility. #18, #31 missing. #19 crown, margins open. #28 DO composite, sound. Portable pano: #2 periapical radiolucency, #15 vertical bone loss to apical third. Dx: #2 non-restorable caries with apical periodontitis, #15 hopeless periodontal prognosis. Reviewed findings with pt and cardiology, recommended extraction of #2 and #15 prior to valve surgery. Pt consented, written consent signed. 2 carpules lidocaine 2% 1:100,000 epi, buccal + palatal infiltration #2 and #15. #2 extracted with forceps, #15 extracted with forceps. Gelfoam placed, 3-0 chromic gut sutures. Hemostasis achieved. POI given to pt and RN. Cleared from dental standpoint for MVR. Pt to f/u with outside dentist for #19 crown.',
    expect: {
      CC: 'Inpatient consult for dental clearance prior to mitral valve replacement, scheduled next week. Pt denies dental pain',
      'MED HX':
        'Severe mitral regurgitation, CHF (EF 35%), AFib on heparin drip (held 4 hrs ago per cardiology), CKD stage 3. Allergies: sulfa. Vitals: BP 118/72, HR 88',
      EXTRA: 'WNL',
      INTRA: 'Dry mucosa, no lesions',
      PERIO: 'PSR 3 3 3 / 3 3 3',
      DENTAL: [
        ['2', 'MOD amalgam, recurrent caries, non-restorable'],
        ['15', 'Grade 2 mobility'],
        ['18', 'Missing'],
        ['31', 'Missing'],
        ['19', 'Crown, margins open'],
        ['28', 'DO composite, sound'],
      ],
      RADIO: 'Portable pano: #2 periapical radiolucency, #15 vertical bone loss to apical third',
      DX: ['#2 non-restorable caries with apical periodontitis', '#15 hopeless periodontal prognosis'],
      CONSULT:
        'Reviewed findings with pt and cardiology, recommended extraction of #2 and #15 prior to valve surgery',
      CONSENT: 'Pt consented, written consent signed',
      'TX TODAY': ['Extraction #2', 'Extraction #15'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #2, #15',
        '#2 extracted with forceps',
        '#15 extracted with forceps',
        'Gelfoam placed',
        '3-0 chromic gut sutures',
        'Hemostasis achieved',
        'POI given to pt and RN',
      ],
      'TX PLAN': ['Pt to f/u with outside dentist for #19 crown'],
      NOTES: 'Cleared from dental standpoint for MVR',
    },
  }),
  defineCase({
    id: 'di17-us-typed-pre-stem-cell-transplant-eval-14-caries-prophy-nv-composite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pre-transplant dental evaluation, referred by BMT team. Planned allogeneic stem cell transplant in 3 weeks for AML in remission. Med hx: AML s/p 2 cycles chemo, port in place, on acyclovir + fluconazole prophylaxis. NKDA. Labs today: ANC 1.9, platelets 96. EO: WNL. IO: mucosa pink and moist, no ulcers, no candida. Gingiva mildly inflamed, PSR 2 2 2 / 2 2 2. #3 MO composite, intact. #14 O caries, small, asymptomatic. #17, #32 fully bony impacted, asymptomatic. #30 RCT + crown, no TTP. 4 BWX + pano: #14 caries into dentin, #17/#32 no pericoronal radiolucency, #30 RCT well sealed, no PARL. Dx: caries #14, gingivitis. Discussed oral mucositis, need for meticulous OH during transplant, soft brush, bland rinses. Advised #17, #32 can stay per guidelines. Prophy, OHI. NV: O composite #14 next week before admission. Will send note to BMT team.',
    expect: {
      CC: 'Pre-transplant dental evaluation, referred by BMT team. Planned allogeneic stem cell transplant in 3 weeks for AML in remission',
      'MED HX':
        'AML s/p 2 cycles chemo, port in place, on acyclovir + fluconazole prophylaxis. NKDA. Labs today: ANC 1.9, platelets 96',
      EXTRA: 'WNL',
      INTRA: 'Mucosa pink and moist, no ulcers, no candida',
      PERIO: 'Gingiva mildly inflamed, PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'MO composite, intact'],
        ['14', 'O caries, small, asymptomatic'],
        ['17', 'Fully bony impacted, asymptomatic'],
        ['32', 'Fully bony impacted, asymptomatic'],
        ['30', 'RCT + crown, no TTP'],
      ],
      RADIO:
        '4 BWX + pano: #14 caries into dentin, #17/#32 no pericoronal radiolucency, #30 RCT well sealed, no PARL',
      DX: ['Caries #14', 'Gingivitis'],
      CONSULT:
        'Discussed oral mucositis, need for meticulous OH during transplant, soft brush, bland rinses. Advised #17, #32 can stay per guidelines',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      NOTES: 'Will send note to BMT team',
      NV: ['O composite #14 next week before admission'],
    },
  }),
  defineCase({
    id: 'di18-us-typed-mronj-stage-2-zoledronic-acid-irrigation-title-plan-cbct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by oncology for exposed bone lower left after #19 extraction at outside office 4 months ago. Pt reports sore area x 6 wks, bad taste. Med hx: metastatic breast CA to spine, zoledronic acid IV monthly x 2 yrs (held since last month by oncology), letrozole. Allergic to PCN (hives). EO: no swelling, no paresthesia, no fistula. IO: 8 x 5 mm exposed necrotic bone lingual to #19-#20 area, surrounding erythema, purulence on palpation. #20 grade 1 mobile, not TTP. #21 sound. Pano: mottled radiolucency #19 socket area, no sequestrum, no pathologic fracture. Dx: MRONJ stage 2 of L mandible. Discussed nature of condition, conservative mgmt first, possible surgery later. Pt understands. Gentle irrigation of exposed bone with chlorhexidine. Rx: clindamycin 300 mg TID x 10 days, chlorhexidine 0.12% rinse BID. Letter to oncology. Plan: CBCT. RTC 2 wks.',
    expect: {
      CC: 'Referred by oncology for exposed bone lower left after #19 extraction at outside office 4 months ago. Pt reports sore area x 6 wks, bad taste',
      'MED HX':
        'Metastatic breast CA to spine, zoledronic acid IV monthly x 2 yrs (held since last month by oncology), letrozole. Allergic to PCN (hives)',
      EXTRA: 'No swelling, no paresthesia, no fistula',
      INTRA: '8 x 5 mm exposed necrotic bone lingual to #19-#20 area, surrounding erythema, purulence on palpation',
      DENTAL: [
        ['20', 'Grade 1 mobile, not TTP'],
        ['21', 'Sound'],
      ],
      RADIO: 'Pano: mottled radiolucency #19 socket area, no sequestrum, no pathologic fracture',
      DX: ['MRONJ stage 2 of L mandible'],
      CONSULT: 'Discussed nature of condition, conservative mgmt first, possible surgery later. Pt understands',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Gentle irrigation of exposed bone with chlorhexidine',
        'Rx: clindamycin 300 mg TID x 10 days',
        'Chlorhexidine 0.12% rinse BID',
      ],
      'TX PLAN': ['CBCT'],
      NOTES: 'Letter to oncology',
      'F/U': 'RTC 2 wks',
    },
  }),
  defineCase({
    id: 'di19-us-typed-ed-consult-buccal-space-abscess-30-mechanical-valve-i-and-d-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'ED consult for R facial swelling x 3 days, worsening, pain 8/10. Med hx: mechanical aortic valve on warfarin, INR 2.8 today, HTN. NKDA. T 38.1, HR 102. EO: R buccal/lower face swelling, fluctuant, not crossing midline, no submandibular involvement, trismus 30 mm, voice normal. IO: floor of mouth soft, R buccal vestibular swelling. #30 gross caries, TTP. #29 DO composite. #31 MO amalgam. Pano: #30 large PARL. Dx: buccal space abscess from #30. Discussed with pt: I&D and extraction #30 today, risks of bleeding on warfarin. Verbal and written consent. Premedicated w/ amoxicillin 2 g PO 1 hr prior per AHA guidelines. 3 carpules articaine 4% 1:100,000 epi, right IANB + buccal infiltration. Extraction #30. I&D of buccal vestibule, 10 ml purulence, culture sent. Penrose drain sutured. Socket packed w/ Surgicel, 3-0 chromic sutures, tranexamic acid soaked gauze. Admitted by medicine for IV ampicillin-sulbactam. Will see daily.',
    appends: ["Add to notes: pt's daughter at bedside, updated.", 'Add to treatment: POI given to pt and RN.'],
    expect: {
      CC: 'ED consult for R facial swelling x 3 days, worsening, pain 8/10',
      'MED HX': 'Mechanical aortic valve on warfarin, INR 2.8 today, HTN. NKDA. T 38.1, HR 102',
      EXTRA:
        'R buccal/lower face swelling, fluctuant, not crossing midline, no submandibular involvement, trismus 30 mm, voice normal',
      INTRA: 'Floor of mouth soft, R buccal vestibular swelling',
      DENTAL: [
        ['30', 'Gross caries, TTP'],
        ['29', 'DO composite'],
        ['31', 'MO amalgam'],
      ],
      RADIO: 'Pano: #30 large PARL',
      DX: ['Buccal space abscess from #30'],
      CONSULT: 'Discussed with pt: I&D and extraction #30 today, risks of bleeding on warfarin',
      CONSENT: 'Verbal and written consent',
      'TX TODAY': ['Extraction #30', 'Incision and drainage'],
      TX: [
        'Premedicated w/ amoxicillin 2 g PO 1 hr prior per AHA guidelines',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Extraction #30',
        'I&D of buccal vestibule',
        '10 ml purulence',
        'Culture sent',
        'Penrose drain sutured',
        'Socket packed w/ Surgicel',
        '3-0 chromic sutures',
        'Tranexamic acid soaked gauze',
        'POI given to pt and RN',
      ],
      NOTES: "Admitted by medicine for IV ampicillin-sulbactam. Pt's daughter at bedside, updated",
      'F/U': 'Will see daily',
    },
  }),
  defineCase({
    id: 'di20-us-typed-biopsy-results-leukoplakia-dysplasia-18-fractured-l-cusp-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'F/u for biopsy results, incisional bx L lateral border of tongue 10 days ago. Healing well, mild soreness. Med hx: no changes, ex-smoker (quit 2 yrs), levothyroxine. NKDA. Biopsy site healed. Residual white patch 15 x 10 mm L lateral tongue, non-wipeable. #18 lingual cusp fractured, sharp, adjacent to lesion. #19 MOD amalgam, intact. Pathology shows leukoplakia with moderate epithelial dysplasia. Results reviewed with pt, copy given. Explained risk of progression, need for complete excision and long-term surveillance. Pt anxious, wife present. Questions answered. #18 sharp cusp smoothed and polished. Referral to OMFS for excision. Tobacco cessation reinforced. RTC 3 months for surveillance.',
    expect: {
      CC: 'F/u for biopsy results, incisional bx L lateral border of tongue 10 days ago. Healing well, mild soreness',
      'MED HX': 'No changes, ex-smoker (quit 2 yrs), levothyroxine. NKDA',
      INTRA: 'Biopsy site healed. Residual white patch 15 x 10 mm L lateral tongue, non-wipeable',
      DENTAL: [
        ['18', 'L cusp fractured, sharp, adjacent to lesion', 'L cusp'],
        ['19', 'MOD amalgam, intact'],
      ],
      DX: ['Pathology shows leukoplakia with moderate epithelial dysplasia'],
      CONSULT:
        'Results reviewed with pt, copy given. Explained risk of progression, need for complete excision and long-term surveillance. Questions answered. Tobacco cessation reinforced',
      TX: ['#18 sharp cusp smoothed and polished'],
      'TX PLAN': ['Referral to OMFS for excision'],
      NOTES: 'Pt anxious, wife present',
      'F/U': 'RTC 3 months for surveillance',
    },
  }),

  // ---------------------------------------------------------------- 5. US OMFS resident (Universal, recogniser)
  defineCase({
    id: 'di21-us-asr-micu-consult-ventilated-fractured-8-9-platelets-sorry-disc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult from the micu team concerned about broken teeth and bleeding from the mouth medical history intubated since tuesday for ards covid pneumonia type two diabetes obesity sedated on propofol and fentanyl no known drug allergies per chart platelets sixty two inr one point four extraoral no facial swelling no lymphadenopathy lips crusted small laceration lower lip from the tube intraoral oral ett in place bite block in oozing from the gingiva upper anterior heavy plaque number eight fractured incisal edge sharp number nine fractured mesial incisal angle no pulp exposure numbers twenty four and twenty five grade two mobility number three large mesial occlusal distal amalgam intact no other loose teeth diagnosis gingival bleeding related to thrombocytopenia and poor oral hygiene number eight and nine enamel dentin fractures likely from intubation discussed with the icu team recommend oral care with chlorhexidine every twelve hours and suction toothbrush bite block to protect the lower incisors smoothed the sharp edge on number eight with a sandpaper strip sorry with a finishing disc plan reassess twenty four and twenty five for extraction when platelets recover we'll follow along",
    expect: {
      CC: 'Consult from the MICU team concerned about broken teeth and bleeding from the mouth',
      'MED HX':
        'Intubated since Tuesday for ARDS. COVID pneumonia. Type 2 diabetes. Obesity. Sedated on propofol and fentanyl. No known drug allergies per chart. Platelets 62. INR 1.4',
      EXTRA: 'No facial swelling. No lymphadenopathy. Lips crusted. Small laceration lower lip from the tube',
      INTRA: 'Oral ETT in place. Bite block in. No other loose teeth',
      PERIO: 'Oozing from the gingiva upper anterior. Heavy plaque',
      DENTAL: [
        ['8', 'Fractured incisal edge sharp', 'Incisal edge'],
        ['9', 'Fractured MI angle no pulp exposure', 'MI angle'],
        ['24', 'Grade 2 mobility'],
        ['25', 'Grade 2 mobility'],
        ['3', 'Large MOD amalgam intact'],
      ],
      DX: [
        'Gingival bleeding related to thrombocytopenia and poor oral hygiene',
        '#8, #9 enamel dentin fractures likely from intubation',
      ],
      CONSULT:
        'Discussed with the ICU team. Recommend oral care with chlorhexidine every 12 hours and suction toothbrush. Bite block to protect the lower incisors',
      TX: ['Smoothed the sharp edge on #8 with a finishing disc'],
      'TX PLAN': ['Reassess #24, #25 for extraction when platelets recover'],
      'F/U': "We'll follow along",
    },
  }),
  defineCase({
    id: 'di22-us-asr-four-third-molars-iv-sedation-surgical-17-32-two-la-lines',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'outpatient oral surgery here for removal of all four wisdom teeth under iv sedation recurrent pericoronitis lower right medical history healthy no meds allergic to amoxicillin causes a rash asa one nothing to eat since midnight escort present consent signed and reviewed numbers one and sixteen erupted number seventeen partial bony impaction number thirty two full bony impaction pano shows thirty two close to the canal coronectomy option discussed at consult he chose extraction iv in the right antecubital fossa midazolam five milligrams fentanyl one hundred micrograms titrated local four carpules articaine four percent one to one hundred thousand epi bilateral ianb and long buccal blocks plus two carpules lidocaine two percent one to one hundred thousand epi maxillary infiltrations numbers one and sixteen extracted with elevators and forceps number seventeen surgical extraction with buccal flap and bone removal number thirty two surgical extraction with flap bone removal and sectioning uh mesial root close to the canal removed in one piece sockets irrigated with saline three oh chromic gut sutures gauze packs tolerated well recovered to aldrete ten discharged home with escort rx ibuprofen eight hundred milligrams every eight hours as needed post op instructions given follow up in one week',
    expect: {
      CC: 'Outpatient oral surgery. Removal of all 4 wisdom teeth under IV sedation. Recurrent pericoronitis lower right',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin causes a rash. ASA 1',
      DENTAL: [
        ['1', 'Erupted'],
        ['16', 'Erupted'],
        ['17', 'Partial bony impaction'],
        ['32', 'Full bony impaction'],
      ],
      RADIO: 'Pano shows #32 close to the canal',
      CONSULT: 'Coronectomy option discussed at consult. He chose extraction',
      CONSENT: 'Consent signed and reviewed',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17', 'Surgical extraction #32'],
      TX: [
        'IV in the right antecubital fossa',
        'Midazolam 5 mg',
        'Fentanyl 100 micrograms titrated',
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, IANB bilateral + long buccal blocks',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, maxillary infiltrations',
        '#1, #16 extracted with elevators and forceps',
        '#17 surgical extraction with buccal flap and bone removal',
        '#32 surgical extraction with flap bone removal and sectioning',
        'M root close to the canal removed in 1 piece',
        'Sockets irrigated with saline',
        '3-0 chromic gut sutures',
        'Gauze packs',
        'Rx ibuprofen 800 mg every 8 hours as needed',
        'Post-op instructions given',
      ],
      NOTES:
        'Nothing to eat since midnight. Escort present. Tolerated well. Recovered to Aldrete 10. Discharged home with escort',
      'F/U': 'Follow up in 1 week',
    },
  }),
  defineCase({
    id: 'di23-us-asr-short-post-op-check-benign-irritation-fibroma-30-b-cusp-released',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'post op check and biopsy results excision of the buccal mucosa lesion two weeks ago healing nicely no complaints no changes to medical history site healed sutures dissolved path came back as a benign irritation fibroma told her the good news number thirty sharp buccal cusp rubbing the cheek smoothed the cusp released back to her general dentist',
    expect: {
      CC: 'Post-op check and biopsy results. Excision of the buccal mucosa lesion 2 weeks ago. Healing nicely. No complaints',
      'MED HX': 'No changes to medical history',
      INTRA: 'Site healed. Sutures dissolved',
      DENTAL: [['30', 'Sharp B cusp rubbing the cheek']],
      DX: ['Path came back as a benign irritation fibroma'],
      CONSULT: 'Told her the good news',
      TX: ['Smoothed the cusp'],
      'F/U': 'Released back to her general dentist',
    },
  }),
  defineCase({
    id: 'di24-us-asr-one-week-post-bimax-review-elastics-ohi-nv-appends-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'one week post op bimax le fort one advancement and bsso setback doing well pain controlled with tylenol on a full liquid diet lower lip numb both sides no changes to meds no allergies extraoral moderate facial swelling resolving no hematoma lower lip and chin decreased sensation bilateral intraoral incisions healing well no dehiscence occlusion stable class one guiding elastics in place numbers eight and nine grade one mobility numbers twenty four and twenty five vital to cold no signs of infection diagnosis expected post op course changed elastics oral hygiene instruction soft baby toothbrush and chlorhexidine rinse told him stay on liquids two more weeks then soft next visit remove elastics and check occlusion in two weeks',
    appends: ['add to notes his mom is staying with him for the first month'],
    expect: {
      CC: '1 week post-op bimax Le Fort 1 advancement and BSSO setback. Doing well. Pain controlled with Tylenol. On a full liquid diet. Lower lip numb both sides',
      'MED HX': 'No changes to meds. No allergies',
      EXTRA: 'Moderate facial swelling resolving. No hematoma. Lower lip and chin decreased sensation bilateral',
      INTRA:
        'Incisions healing well. No dehiscence. Occlusion stable class 1. Guiding elastics in place. No signs of infection',
      DENTAL: [
        ['8', 'Grade 1 mobility'],
        ['9', 'Grade 1 mobility'],
        ['24', 'Vital to cold'],
        ['25', 'Vital to cold'],
      ],
      DX: ['Expected post-op course'],
      CONSULT: 'Told him stay on liquids 2 more weeks then soft',
      'TX TODAY': ['OHI'],
      TX: ['Changed elastics', 'Oral hygiene instruction soft baby toothbrush and chlorhexidine rinse'],
      NOTES: 'His mom is staying with him for the first month',
      NV: ['Remove elastics and check occlusion in 2 weeks'],
    },
  }),
  defineCase({
    id: 'di25-us-asr-cleft-team-child-retained-d-g-supernumerary-plan-ga-fluoride',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'cleft team visit eight year old with dad bilateral cleft lip and palate lip repair as a baby palate repair at one year alveolar bone graft planned this summer otherwise healthy no meds no allergies lip scars well healed small anterior palatal fistula no nasal regurgitation per dad letters d and g retained in the cleft sites mobile numbers seven and ten congenitally missing numbers three fourteen nineteen and thirty erupted no caries letters k and l occlusal caries pano and occlusal film supernumerary palatal to number nine roots of eight and nine forming normally diagnosis supernumerary in the premaxilla retained d and g explained to dad d g and the supernumerary need to come out about eight weeks before the graft he agrees plan extract d g and the supernumerary under general anesthesia and restore k and l same session fluoride varnish applied he did great follow up with the surgeon in four weeks',
    expect: {
      CC: 'Cleft team visit',
      'MED HX':
        'Bilateral cleft lip and palate. Lip repair as a baby. Palate repair at 1 year. Alveolar bone graft planned this summer. Otherwise healthy. No meds. No allergies',
      EXTRA: 'Lip scars well healed',
      INTRA: 'Small anterior palatal fistula. No nasal regurgitation per dad',
      DENTAL: [
        ['D', 'Retained in the cleft sites mobile'],
        ['G', 'Retained in the cleft sites mobile'],
        ['7', 'Congenitally missing'],
        ['10', 'Congenitally missing'],
        ['3', 'Erupted no caries'],
        ['14', 'Erupted no caries'],
        ['19', 'Erupted no caries'],
        ['30', 'Erupted no caries'],
        ['K', 'O caries'],
        ['L', 'O caries'],
      ],
      RADIO: 'Pano and occlusal film supernumerary palatal to #9. Roots of #8 and #9 forming normally',
      DX: ['Supernumerary in the premaxilla', 'Retained #D, #G'],
      CONSULT:
        'Explained to dad #D, #G and the supernumerary need to come out about 8 weeks before the graft. He agrees',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': [
        'Extraction #D, #G and the supernumerary under general anesthesia',
        'Restore #K, #L same session',
      ],
      NOTES: '8 year old with dad. He did great',
      'F/U': 'Follow up with the surgeon in 4 weeks',
    },
  }),

  // ---------------------------------------------------------------- 6. US general practice residency hospital clinic (Universal)
  defineCase({
    id: 'di26-us-asr-extractions-before-radiation-1-16-surgical-17-i-mean-cowhorns',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for extractions before radiation tonsil cancer radiation starts in two weeks seventy gray she has high blood pressure on lisinopril allergic to codeine number one partially erupted pericoronitis number sixteen buccal caries into the pulp number seventeen distal pocket ten millimeters we talked again about osteoradionecrosis and why it's safer to take them out now she signed the consent three carpules lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration number one and sixteen could I get the cowhorns please thanks number seventeen surgical extraction flap and bone removal I mean flap and sectioning numbers one and sixteen extracted with forceps alveoloplasty primary closure with chromic gut hemostasis achieved post op instructions fluoride trays delivered told her to use prevident five thousand in the trays every night for life check healing in ten days before radiation starts",
    expect: {
      CC: 'Extractions before radiation',
      'MED HX':
        'Tonsil cancer. Radiation starts in 2 weeks 70 gray. She has high blood pressure on lisinopril. Allergic to codeine',
      DENTAL: [
        ['1', 'Partially erupted pericoronitis'],
        ['16', 'B caries into the pulp'],
        ['17', 'Distal pocket 10 mm'],
      ],
      CONSULT:
        "We talked again about osteoradionecrosis and why it's safer to take them out now. Told her to use PreviDent 5000 in the trays every night for life",
      CONSENT: 'She signed the consent',
      'TX TODAY': ['Surgical extraction #17', 'Extraction #1, #16'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration #1, #16',
        '#17 surgical extraction',
        'Flap and sectioning',
        '#1, #16 extracted with forceps',
        'Alveoloplasty',
        'Primary closure with chromic gut',
        'Hemostasis achieved',
        'Post-op instructions',
        'Fluoride trays delivered',
      ],
      'F/U': 'Check healing in 10 days before radiation starts',
    },
  }),
  defineCase({
    id: 'di27-us-typed-heart-transplant-listing-clearance-lvad-prophy-latex-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dental clearance for heart transplant listing, referred by advanced heart failure team. No pain. Has an LVAD since last year, on warfarin (INR 2.3 last week) and aspirin. Diabetic, A1c 7.9. Allergic to latex. Mucosa healthy, no lesions. Generalized moderate plaque and calculus, bleeding on probing, pockets 4-5 mm posteriors. #4 retained root. #13 MOD composite with recurrent caries, asymptomatic, cold positive. #30 crown, open distal margin. FMX: #4 root tip with PARL, #13 caries approaching pulp, #30 recurrent caries under distal margin. Generalized mild horizontal bone loss. Gingivitis with localized periodontitis stage II. Went over what needs to happen before he can be listed: #4 extraction, #13 restoration, #30 new crown or extraction, and periodontal therapy. He'd like to keep #30 if possible. Will coordinate INR management with HF team. Today: prophy (latex-free), OHI. NV extraction #4 with INR check.",
    appends: ['Add to notes: wife manages his medications.', 'Also scheduled SRP for next month.'],
    expect: {
      CC: 'Dental clearance for heart transplant listing, referred by advanced heart failure team. No pain',
      'MED HX': 'Has an LVAD since last year, on warfarin (INR 2.3 last week) and aspirin. Diabetic, A1c 7.9. Allergic to latex',
      INTRA: 'Mucosa healthy, no lesions',
      PERIO: 'Generalized moderate plaque and calculus, bleeding on probing, pockets 4-5 mm posteriors',
      DENTAL: [
        ['4', 'Retained root'],
        ['13', 'MOD composite with recurrent caries, asymptomatic, cold positive'],
        ['30', 'Crown, open D margin'],
      ],
      RADIO:
        'FMX: #4 root tip with PARL, #13 caries approaching pulp, #30 recurrent caries under distal margin. Generalized mild horizontal bone loss',
      DX: ['Gingivitis with localized periodontitis stage II'],
      CONSULT:
        "Went over what needs to happen before he can be listed: #4 extraction, #13 restoration, #30 new crown or extraction, and periodontal therapy. He'd like to keep #30 if possible",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy (latex-free)', 'OHI'],
      'TX PLAN': ['Scheduled SRP for next month'],
      NOTES: 'Will coordinate INR management with HF team. Wife manages his medications',
      NV: ['Extraction #4 with INR check'],
    },
  }),
  defineCase({
    id: 'di28-us-asr-dry-socket-17-review-alvogyl-no-title-no-section-words',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'post op check four days after extraction of number seventeen on the oral surgery list pain getting worse since yesterday radiating to the ear bad taste taking ibuprofen no relief no changes in her health still smoking half a pack a day no swelling no lymph nodes mouth opens fine seventeen socket empty no clot exposed bone tender number eighteen sound not tender alveolar osteitis number seventeen irrigated the socket with warm saline placed alvogyl dry socket paste no local needed told her to stop smoking for at least a few more days and rinse gently she says it already feels better come back in three days to change the dressing',
    expect: {
      CC: 'Post-op check 4 days after extraction of #17 on the oral surgery list. Pain getting worse since yesterday radiating to the ear. Bad taste. Taking ibuprofen. No relief',
      'MED HX': 'No changes in her health. Still smoking half a pack a day',
      EXTRA: 'No swelling. No lymph nodes. Mouth opens fine',
      INTRA: '#17 socket empty. No clot. Exposed bone tender',
      DENTAL: [['18', 'Sound not tender']],
      DX: ['Alveolar osteitis #17'],
      CONSULT: 'Told her to stop smoking for at least a few more days and rinse gently',
      TX: ['Irrigated the socket with warm saline', 'Placed Alvogyl dry socket paste', 'No local needed'],
      NOTES: 'She says it already feels better',
      'F/U': 'Come back in 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'di29-us-typed-pre-prolia-eval-do-composite-5-b-composite-12-no-section-words',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pre-Prolia dental eval, referred by endocrinology for osteoporosis. No complaints. Alendronate x 5 yrs, stopped 6 months ago, denosumab to start once cleared. HTN on amlodipine. NKDA. Soft tissues WNL, no exposed bone. Light plaque, gingiva healthy, probing depths 2-3 mm. #5 DO caries, small. #12 B cervical caries. #19 MO amalgam, intact. #1, #16, #17, #32 missing. 2 BWX + 2 PAs: #5 D caries into dentin, #12 no periapical pathology. Explained MRONJ risk is low with osteoporosis dosing but best to finish treatment first. 1 carpule lidocaine 2% 1:100,000 epi, buccal infiltration #5. Isolation with cotton rolls. DO composite #5, shade A2. B composite #12 without LA, shade A3. Occlusion checked, polished. Cleared for Prolia; letter faxed to endocrinology. Recall 6 months.',
    expect: {
      CC: 'Pre-Prolia dental eval, referred by endocrinology for osteoporosis. No complaints',
      'MED HX':
        'Alendronate x 5 yrs, stopped 6 months ago, denosumab to start once cleared. HTN on amlodipine. NKDA',
      INTRA: 'Soft tissues WNL, no exposed bone',
      PERIO: 'Light plaque, gingiva healthy, probing depths 2-3 mm',
      DENTAL: [
        ['5', 'DO caries, small'],
        ['12', 'B cervical caries'],
        ['19', 'MO amalgam, intact'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: '2 BWX + 2 PAs: #5 D caries into dentin, #12 no periapical pathology',
      CONSULT: 'Explained MRONJ risk is low with osteoporosis dosing but best to finish treatment first',
      'TX TODAY': ['DO composite #5', 'B composite #12'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #5',
        'Isolation with cotton rolls',
        'DO composite #5',
        'Shade A2',
        'B composite #12 without LA',
        'Shade A3',
        'Occlusion checked',
        'Polished',
      ],
      NOTES: 'Cleared for Prolia; letter faxed to endocrinology',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'di30-us-typed-bedside-consult-mechanical-mitral-valve-14-temp-dressing-endo-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Bedside consult, cardiology floor. Pt c/o toothache UL x 1 wk, worse with cold. Hx mechanical mitral valve on warfarin, INR 3.4 today, admitted for CHF exacerbation. PCN allergy (anaphylaxis). No facial swelling. #14 large MO caries, lingering cold, not TTP. #13 sound. #15 DO amalgam. Portable PA #14: deep caries near pulp, no PARL. Irreversible pulpitis #14. Discussed options: RCT vs extraction once medically stable and INR in range; pt prefers RCT. No LA. Caries excavated w/ hand instruments, temporary dressing #14 with IRM. Rx Tylenol 650 mg q6h PRN (no NSAIDs per cardiology). Referral to endodontics after discharge. Will f/u tomorrow.',
    expect: {
      CC: 'Bedside consult, cardiology floor. Toothache UL x 1 wk, worse with cold',
      'MED HX':
        'Hx mechanical mitral valve on warfarin, INR 3.4 today, admitted for CHF exacerbation. PCN allergy (anaphylaxis)',
      EXTRA: 'No facial swelling',
      DENTAL: [
        ['14', 'Large MO caries, lingering cold, not TTP'],
        ['13', 'Sound'],
        ['15', 'DO amalgam'],
      ],
      RADIO: 'Portable PA #14: deep caries near pulp, no PARL',
      DX: ['Irreversible pulpitis #14'],
      CONSULT: 'Discussed options: RCT vs extraction once medically stable and INR in range; pt prefers RCT',
      'TX TODAY': ['Temporary dressing #14'],
      TX: [
        'No LA',
        'Caries excavated w/ hand instruments',
        'Temporary dressing #14 with IRM',
        'Rx Tylenol 650 mg q6h PRN (no NSAIDs per cardiology)',
      ],
      'TX PLAN': ['Referral to endodontics after discharge'],
      'F/U': 'Will f/u tomorrow',
    },
  }),
];
