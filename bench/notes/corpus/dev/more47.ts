// A forty-seventh development batch (ids aw01–aw24), written blind from the contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is one week at a UK mixed NHS / private practice,
// dictated the way UK dentists talk: "c/o", "O/E", "NAD", "EO / IO", "BPE", "LA", "IDB", "RSD", "PA", "OPG", "BWs",
// "XLA", "RCT", "RD", "POIG", "OHI", "TTP", "2/52", "6/12", "3/7"; Palmer ("UR6", "LL8", "lower right e") and FDI
// ("36", "three six", "one four"), and Palmer words said in an FDI practice ("lower left seven" → 37). Check-ups and a
// new-patient exam, NHS bands, private fees and deposits, Denplan, FP17, exemption, referrals to oral surgery and
// orthodontics, fillings, extractions (simple, orthodontic, a child's primary molar), RCT stages (extirpation,
// preparation, obturation), a crown prep and a crown fit, a bridge fit, denture impressions and a denture ease, an
// abscess with I&D, a dry socket, a fractured incisor, pericoronitis, whitening impressions. All UK; 14 FDI and 10
// Palmer; 13 recogniser-style (lower case, number words, fillers, "sorry" / "no sorry" / "scratch that") and 11 typed
// (several as terse "C/O: … O/E: … Tx: …" lines); 30 to 200 words; two cases with appended dictation.
//
// Judgement calls where the contract was silent:
// - Money said as explained, quoted, paid or a deposit ("band 2 charge explained", "fee £650", "balance £1,180
//   paid") is CONSULT, as in earlier batches; a bare NHS band / course status, FP17 claim, Denplan membership or an
//   exemption ("band 3 course now complete", "FP17 sent", "exempt on universal credit") is administration and goes to
//   NOTES.
// - A BPE said as six numbers in speech is written in the two-row form with a slash ("BPE 1 1 1 / 1 1 2"), the way
//   the reference writes it.
// - "buccal + palatal infiltration" typed with one "infiltration" (aw02) is written as two techniques joined by " + "
//   ("buccal infiltration + palatal infiltration UR6").
// - Abbreviations typed by the dentist stay as typed (TTP, RD, POIG, NaOCl, CaOH, XLA in a discussion, "Bite reg");
//   only titles follow the naming table.
// - A radiograph taken in the middle of treatment with its own report ("Working length PA taken: …", "post op pa
//   taken good length and seal") is OE.RADIO, not a TX step.
// - The CC "RCT LL5 stage 2" (aw16) gives the title "RCT LL5": today's steps (canal preparation, dressing) name no
//   procedure of the table. The dry-socket CC (aw15) says the extraction was before, so that visit has no title
//   (irrigation of a socket is no title).
// - Advice on mouthwashes, analgesics and mouthguards is CONSULT; a prescription ("Rx …", "prescribed …") is a TX
//   step.
// - A temperature ("apyrexial (36.9°C)") and a periodontal stage ("stage 3") are numbers, not teeth.
// - Only one chart finding per tooth was dictated, so no label depends on whether two findings on one tooth are one
//   entry or two.
import { defineCase, type NotesCase } from '../case.ts';

export const more47Cases: NotesCase[] = [
  defineCase({
    id: 'aw01-uk-asr-nhs-check-up-band-one-bitewings',
    style: 'UK',
    asr: true,
    transcript:
      'okay so attended for routine check up um medical history no changes still on amlodipine for blood pressure non smoker eo nad io soft tissues healthy no lesions oral cancer screen clear bpe one one one one one two slight calculus lower anteriors bitewings taken er grade one no caries forty six mod amalgam sound twenty six occlusal composite sound oral hygiene instruction given um interdental brushes recommended nhs band one explained patient happy recall nine months',
    expect: {
      CC: 'Routine check up',
      'MED HX': 'No changes. Still on amlodipine for blood pressure. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. No lesions. Oral cancer screen clear',
      PERIO: 'BPE 1 1 1 / 1 1 2. Slight calculus lower anteriors',
      RADIO: 'Bitewings taken grade 1. No caries',
      DENTAL: [
        ['46', 'MOD amalgam sound'],
        ['26', 'O composite sound'],
      ],
      CONSULT: 'Interdental brushes recommended. NHS band 1 explained',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction given'],
      NOTES: 'Patient happy',
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'aw02-uk-typed-palmer-note-lines-toothache-ur6-extirpation',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O: throbbing pain UR6 x 3 days, worse lying down, keeping her awake. Paracetamol not helping.\nMH: asthma (Clenil), NKDA.\nO/E: UR6 deep recurrent caries under MOD amalgam and TTP.\nPA UR6: deep caries close to pulp, widened PDL space.\nDx: symptomatic irreversible pulpitis UR6.\nOptions RCT vs XLA discussed. Pt opted to save tooth. Band 2 charge explained.\nVerbal consent.\nTx: LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration UR6. RD. Access. UR6 pulp extirpated. Canals irrigated NaOCl. Ledermix + Cavit.\nNV: complete RCT UR6 2/52.',
    expect: {
      CC: 'Throbbing pain UR6 x 3 days, worse lying down, keeping her awake. Paracetamol not helping',
      'MED HX': 'Asthma (Clenil), NKDA',
      DENTAL: [['UR6', 'Deep recurrent caries under MOD amalgam and TTP']],
      RADIO: 'PA UR6: deep caries close to pulp, widened PDL space',
      DX: ['Symptomatic irreversible pulpitis UR6'],
      CONSULT: 'Options RCT vs XLA discussed. Pt opted to save tooth. Band 2 charge explained',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation UR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'RD',
        'Access',
        'UR6 pulp extirpated',
        'Canals irrigated NaOCl',
        'Ledermix + Cavit',
      ],
      NV: ['Complete RCT UR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'aw03-uk-asr-fdi-digit-teeth-mo-amalgam-36-b-composite-37-fp17',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for fillings three six and three seven medical history no changes la two point two mls lidocaine two percent one in eighty thousand adrenaline id block left rubber dam er three six mesial occlusal caries removed matrix band amalgam placed three seven occlusal caries sorry buccal caries removed composite placed shade a three occlusion checked nhs band two course completed fp seventeen submitted next visit scale and polish with the hygienist',
    expect: {
      CC: 'Fillings 36 and 37',
      'MED HX': 'No changes',
      'TX TODAY': ['MO amalgam 36', 'B composite 37'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam',
        '36 MO caries removed',
        'Matrix band',
        'Amalgam placed',
        '37 B caries removed',
        'Composite placed',
        'Shade A3',
        'Occlusion checked',
      ],
      NOTES: 'NHS band 2 course completed. FP17 submitted',
      NV: ['Scale and polish with the hygienist'],
    },
  }),
  defineCase({
    id: 'aw04-uk-typed-palmer-pericoronitis-ll8-irrigation-os-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "C/O: pain and swelling around lower left wisdom tooth, 4 days, bad taste. Can't open fully.\nMH: NKDA, no meds. Smoker 15/day.\nEO: mild swelling L angle of mandible, tender L submandibular node. Mouth opening 30 mm.\nIO: operculum over LL8 red and swollen, pus on pressure.\nOPG: LL8 mesioangular impaction, roots close to ID canal.\nDx: acute pericoronitis LL8.\nTx: irrigated under operculum with chlorhexidine 0.2%. Rx metronidazole 400 mg TDS 3/7.\nHot salt water mouthwashes advised.\nLL8 referred to hospital oral surgery for removal.\nReview 1/52.",
    expect: {
      CC: "Pain and swelling around lower left wisdom tooth, 4 days, bad taste. Can't open fully",
      'MED HX': 'NKDA, no meds. Smoker 15/day',
      EXTRA: 'Mild swelling L angle of mandible, tender L submandibular node. Mouth opening 30 mm',
      INTRA: 'Operculum over LL8 red and swollen, pus on pressure',
      RADIO: 'OPG: LL8 mesioangular impaction, roots close to ID canal',
      DX: ['Acute pericoronitis LL8'],
      CONSULT: 'Hot salt water mouthwashes advised',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under operculum with chlorhexidine 0.2%', 'Rx metronidazole 400 mg TDS 3 days'],
      'TX PLAN': ['LL8 referred to hospital oral surgery for removal'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'aw05-uk-asr-fdi-rct-obturation-46-post-op-pa-no-sorry',
    style: 'UK',
    asr: true,
    transcript:
      'right then er attended for completion of root canal four six no pain since the dressing medical history fit and well la two point two mls articaine four percent one in a hundred thousand adrenaline buccal infiltration four six rubber dam on cavit removed four canals no sorry three canals irrigated with sodium hypochlorite dried with paper points master cones fitted four six obturated with gutta percha and sealapex um post op pa taken good length and seal core with amalgam occlusion checked next visit crown prep four six in a month fee for the crown explained under nhs band three',
    expect: {
      CC: 'Completion of root canal 46. No pain since the dressing',
      'MED HX': 'Fit and well',
      RADIO: 'Post-op PA taken. Good length and seal',
      CONSULT: 'Fee for the crown explained under NHS band 3',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam on',
        'Cavit removed',
        '3 canals irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Master cones fitted',
        '46 obturated with gutta percha and Sealapex',
        'Core with amalgam',
        'Occlusion checked',
      ],
      NV: ['Crown prep 46 in a month'],
    },
  }),
  defineCase({
    id: 'aw06-uk-typed-palmer-private-emax-crown-prep-ul1-deposit',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for crown prep UL1, private. MH: NAD. Discussed e.max vs PFM, pt chose e.max, fee £650 incl. temporary, deposit £325 paid. Written consent signed. LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, infiltration UL1. Putty index taken. Crown prep UL1 for e.max, chamfer margin. Retraction cord. PVS impressions upper, alginate lower. Bite reg. Shade A2 body with B1 incisal. Temp crown from index in Protemp, cemented with TempBond NE. POIG. NV: crown fit UL1 in 2/52.',
    expect: {
      CC: 'Crown prep UL1, private',
      'MED HX': 'NAD',
      CONSULT: 'Discussed e.max vs PFM, pt chose e.max, fee £650 incl. temporary, deposit £325 paid',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep UL1', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, infiltration UL1',
        'Putty index taken',
        'Crown prep UL1 for e.max',
        'Chamfer margin',
        'Retraction cord',
        'PVS impressions upper',
        'Alginate lower',
        'Bite reg',
        'Shade A2 body with B1 incisal',
        'Temp crown from index in Protemp',
        'Cemented with TempBond NE',
        'POIG',
      ],
      NV: ['Crown fit UL1 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'aw07-uk-asr-fdi-extraction-47-alendronic-acid-mronj',
    style: 'UK',
    asr: true,
    transcript:
      'er patient came in for extraction of four seven broken down medical history osteoporosis takes alendronic acid weekly for three years um no other meds risk of mronj discussed along with pain swelling bleeding and dry socket patient happy to proceed written consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four seven elevated and extracted with lower molar forceps roots complete socket compressed haemostasis achieved with gauze surgicel placed post op instructions verbal and written prescribed chlorhexidine mouthwash from tomorrow review two weeks to check healing',
    expect: {
      CC: 'Extraction of 47 broken down',
      'MED HX': 'Osteoporosis takes alendronic acid weekly for 3 years. No other meds',
      CONSULT: 'Risk of MRONJ discussed along with pain swelling bleeding and dry socket. Patient happy to proceed',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration',
        '47 elevated and extracted with lower molar forceps',
        'Roots complete',
        'Socket compressed',
        'Haemostasis achieved with gauze',
        'Surgicel placed',
        'Post-op instructions verbal and written',
        'Prescribed chlorhexidine mouthwash from tomorrow',
      ],
      'F/U': 'Review 2 weeks to check healing',
    },
  }),
  defineCase({
    id: 'aw08-uk-typed-fdi-denplan-recall-hygiene-duraphat-toothpaste',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. Notes: Denplan Essentials patient. MH: updated, started lansoprazole. Ex-smoker. EO NAD. IO: linea alba, otherwise NAD. BPE 2 2 2 / 2 3 2, 4 mm pocket 31 lingual. Charting: 16 MO amalgam, 26 crown, 36 DO composite, 46 missing. BWs R+L, grade 1: early enamel lesion 15 D, no dentine caries. Tx: S&P with ultrasonic. OHI re interdental cleaning lower incisors. Duraphat 22,600 ppm toothpaste prescribed. Recall 6/12, hygienist 6/12.',
    expect: {
      CC: 'Recall exam',
      'MED HX': 'Updated, started lansoprazole. Ex-smoker',
      EXTRA: 'NAD',
      INTRA: 'Linea alba, otherwise NAD',
      PERIO: 'BPE 2 2 2 / 2 3 2, 4 mm pocket 31 lingual',
      RADIO: 'BWs R+L, grade 1: early enamel lesion 15 D, no dentine caries',
      DENTAL: [
        ['16', 'MO amalgam'],
        ['26', 'Crown'],
        ['36', 'DO composite'],
        ['46', 'Missing'],
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'S&P with ultrasonic',
        'OHI re interdental cleaning lower incisors',
        'Duraphat 22,600 ppm toothpaste prescribed',
      ],
      NOTES: 'Denplan Essentials patient',
      'F/U': 'Recall 6 months, hygienist 6 months',
    },
  }),
  defineCase({
    id: 'aw09-uk-asr-palmer-child-lre-abscess-extraction-mum',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'okay um complaining of a gumboil lower right back tooth for a couple of weeks no pain mum present medical history fit and well no allergies on examination lower right e large caries with buccal sinus pa lower right e shows furcation radiolucency diagnosis chronic apical abscess lower right e discussed options with mum extraction recommended mum agrees verbal consent from mum topical applied la one point one mls lidocaine two percent one in eighty thousand adrenaline buccal infiltration and lingual infiltration then lower right e extracted with forceps bite pack post op instructions given to mum child coped brilliantly recall six months',
    expect: {
      CC: 'Gumboil lower right back tooth for a couple of weeks. No pain',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [['LRE', 'Large caries with buccal sinus']],
      RADIO: 'PA LRE shows furcation radiolucency',
      DX: ['Chronic apical abscess LRE'],
      CONSULT: 'Discussed options with mum. Extraction recommended. Mum agrees',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical applied',
        'LA: 1.1 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration',
        'LRE extracted with forceps',
        'Bite pack',
        'Post-op instructions given to mum',
      ],
      NOTES: 'Mum present. Child coped brilliantly',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aw10-uk-typed-fdi-private-bridge-fit-24-26-balance-paid',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for fit of 3 unit PFM bridge, abutments 24 and 26, pontic 25. MH no change. Temps removed, abutments cleaned with chlorhexidine. Bridge tried in. Margins good, contacts OK with floss. Shade matches. Occlusion adjusted in ICP and lateral excursions. Bridge cemented on 24 and 26 with RelyX Unicem 2. Excess removed. Superfloss OHI under pontic. Pt pleased. Balance £1,180 paid. Review 4/52 then routine recall.',
    expect: {
      CC: 'Fit of 3 unit PFM bridge, abutments 24 and 26, pontic 25',
      'MED HX': 'No change',
      CONSULT: 'Balance £1,180 paid',
      'TX TODAY': ['Bridge fit 24, 26', 'OHI'],
      TX: [
        'Temps removed',
        'Abutments cleaned with chlorhexidine',
        'Bridge tried in',
        'Margins good',
        'Contacts OK with floss',
        'Shade matches',
        'Occlusion adjusted in ICP and lateral excursions',
        'Bridge cemented 24, 26 with RelyX Unicem 2',
        'Excess removed',
        'Superfloss OHI under pontic',
      ],
      NOTES: 'Pt pleased',
      'F/U': 'Review 4 weeks then routine recall',
    },
  }),
  defineCase({
    id: 'aw11-uk-asr-palmer-denture-secondary-impressions-exempt',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um attended for secondary impressions new upper complete and lower partial dentures current upper denture loose and cracked down the midline medical history type two diabetes diet controlled no allergies on examination upper ridge well formed lower left six and lower left seven missing remaining lower teeth firm special trays tried in border moulded with greenstick secondary impressions taken upper and lower light body silicone patient wants the new teeth a bit whiter than the old ones nhs band three patient exempt on universal credit next visit bite registration',
    expect: {
      CC: 'Secondary impressions new upper complete and lower partial dentures. Current upper denture loose and cracked down the midline',
      'MED HX': 'Type 2 diabetes diet controlled. No allergies',
      INTRA: 'Upper ridge well formed. Remaining lower teeth firm',
      DENTAL: [
        ['LL6', 'Missing'],
        ['LL7', 'Missing'],
      ],
      CONSULT: 'Patient wants the new teeth a bit whiter than the old ones',
      'TX TODAY': ['Impressions'],
      TX: [
        'Special trays tried in',
        'Border moulded with greenstick',
        'Secondary impressions taken upper and lower light body silicone',
      ],
      NOTES: 'NHS band 3. Patient exempt on universal credit',
      NV: ['Bite registration'],
    },
  }),
  defineCase({
    id: 'aw12-uk-typed-fdi-appends-fractured-11-rugby-mi-composite',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. C/O: chipped front tooth playing rugby yesterday, sensitive to cold. MH: fit and well, NKDA. EO: small healed graze chin, TMJ NAD. O/E 11 fractured MI corner, no pulp exposure. 21 crazing only. PA 11: no root fracture, PDL normal. Dx: uncomplicated crown fracture 11. Advised custom mouthguard for rugby, fee £120. Tx: no LA. Optibond FL applied. MI composite 11, shade A2. Polished. Review 2/52 for sensibility tests 11.',
    appends: ['Add to notes dad present throughout.', 'Change 2 weeks to 4 weeks. Add to treatment occlusion checked.'],
    expect: {
      CC: 'Emergency. Chipped front tooth playing rugby yesterday, sensitive to cold',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'Small healed graze chin, TMJ NAD',
      DENTAL: [
        ['11', 'Fractured MI corner, no pulp exposure', 'MI corner'],
        ['21', 'Crazing only'],
      ],
      RADIO: 'PA 11: no root fracture, PDL normal',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT: 'Advised custom mouthguard for rugby, fee £120',
      'TX TODAY': ['MI composite 11'],
      TX: ['No LA', 'Optibond FL applied', 'MI composite 11', 'Shade A2', 'Polished', 'Occlusion checked'],
      NOTES: 'Dad present throughout',
      'F/U': 'Review 4 weeks for sensibility tests 11',
    },
  }),
  defineCase({
    id: 'aw13-uk-asr-fdi-rsd-upper-left-lower-left-stage-3-grade-b',
    style: 'UK',
    asr: true,
    transcript:
      'so patient in for root surface debridement upper left and lower left upper right and lower right done two weeks ago says gums bleeding less since last visit using interdental brushes once a day medical history no changes ex smoker quit last year still on ramipril bpe at last visit three four three four three three plaque score today twenty two percent down from forty bleeding score eighteen percent twenty seven distal pocket eight millimetres diagnosis generalised periodontitis stage three grade b discussed that twenty seven has a guarded prognosis and may need extraction in future patient understands topical applied la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration twenty six plus id block left rsd upper left and lower left with piezo and gracey curettes er heavy subgingival calculus twenty seven and thirty seven oral hygiene instruction given with interdental brushes electric toothbrush recommended um patient a bit anxious about the injection but fine once numb next visit perio reassessment three months with full pocket chart',
    expect: {
      CC: 'Root surface debridement upper left and lower left. Upper right and lower right done 2 weeks ago. Says gums bleeding less since last visit using interdental brushes once a day',
      'MED HX': 'No changes. Ex smoker quit last year. Still on ramipril',
      PERIO:
        'BPE at last visit 3 4 3 / 4 3 3. Plaque score today 22% down from 40. Bleeding score 18%. 27 distal pocket 8 mm',
      DX: ['Generalised periodontitis stage 3 grade B'],
      CONSULT:
        'Discussed that 27 has a guarded prognosis and may need extraction in future. Patient understands. Electric toothbrush recommended',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'Topical applied',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + IDB left',
        'RSD upper left and lower left with piezo and Gracey curettes',
        'Heavy subgingival calculus 27, 37',
        'Oral hygiene instruction given with interdental brushes',
      ],
      NOTES: 'Patient a bit anxious about the injection but fine once numb',
      NV: ['Perio reassessment 3 months with full pocket chart'],
    },
  }),
  defineCase({
    id: 'aw14-uk-typed-palmer-child-exam-sealants-ortho-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Routine exam. Mum present. MH: ADHD, methylphenidate. NKDA. EO NAD. IO: OH fair, plaque UR and UL gingival margins. Class II div 1 incisors, OJ 8 mm. URC retained. UR3 unerupted, palpable buccally. BWs grade 1, no caries. Tx: fissure sealants LR6 and LL6 (Delton). Duraphat varnish 22,600 ppm applied. OHI with mum. Referral to specialist orthodontist for assessment. Recall 6/12.',
    expect: {
      CC: 'Routine exam',
      'MED HX': 'ADHD, methylphenidate. NKDA',
      EXTRA: 'NAD',
      INTRA: 'OH fair, plaque UR and UL gingival margins. Class II div 1 incisors, OJ 8 mm',
      DENTAL: [
        ['URC', 'Retained'],
        ['UR3', 'Unerupted, palpable buccally'],
      ],
      RADIO: 'BWs grade 1, no caries',
      'TX TODAY': ['Fissure sealants LR6, LL6', 'Fluoride varnish', 'OHI'],
      TX: ['Fissure sealants LR6, LL6 (Delton)', 'Duraphat varnish 22,600 ppm applied', 'OHI with mum'],
      'TX PLAN': ['Referral to specialist orthodontist for assessment'],
      NOTES: 'Mum present',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aw15-uk-asr-fdi-dry-socket-37-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'er emergency appointment pain after extraction of three eight sorry three seven four days ago at another practice throbbing radiating to the ear not helped by co-codamol medical history smoker twenty a day on the contraceptive pill on examination extraoral nad empty socket lower left with exposed bone and food debris diagnosis dry socket la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket gently irrigated with warm saline alvogyl placed advised no smoking for forty eight hours hot salt mouthwashes ibuprofen and paracetamol together review in three days if not settling',
    expect: {
      CC: 'Emergency appointment. Pain after extraction of 37 4 days ago at another practice. Throbbing radiating to the ear. Not helped by co-codamol',
      'MED HX': 'Smoker 20 a day. On the contraceptive pill',
      EXTRA: 'NAD',
      INTRA: 'Empty socket lower left with exposed bone and food debris',
      DX: ['Dry socket'],
      CONSULT: 'Advised no smoking for 48 hours. Hot salt mouthwashes. Ibuprofen and paracetamol together',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket gently irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review in 3 days if not settling',
    },
  }),
  defineCase({
    id: 'aw16-uk-typed-palmer-private-rct-ll5-stage-2-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for RCT LL5 stage 2 (private). Asymptomatic since extirpation. MH: no change, BP 128/82. LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL5. RD. Cavit removed. 2 canals found (B+L). Apex locator WL 21.5 mm B canal and 21 mm L canal. Working length PA taken: both files within 1 mm of radiographic apex. Canals prepared with WaveOne Gold Primary. NaOCl 3% + EDTA 17% irrigation. Non-setting CaOH dressing, sponge, Cavit. Fee £450, £200 paid today. NV: obturation LL5 in 3/52.',
    expect: {
      CC: 'RCT LL5 stage 2 (private). Asymptomatic since extirpation',
      'MED HX': 'No change, BP 128/82',
      RADIO: 'Working length PA taken: both files within 1 mm of radiographic apex',
      CONSULT: 'Fee £450, £200 paid today',
      'TX TODAY': ['RCT LL5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL5',
        'RD',
        'Cavit removed',
        '2 canals found (B+L)',
        'Apex locator WL 21.5 mm B canal and 21 mm L canal',
        'Canals prepared with WaveOne Gold Primary',
        'NaOCl 3% + EDTA 17% irrigation',
        'Non-setting CaOH dressing',
        'Sponge',
        'Cavit',
      ],
      NV: ['Obturation LL5 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'aw17-uk-asr-fdi-gold-crown-fit-36-band-3-complete',
    style: 'UK',
    asr: true,
    transcript:
      'patient in for fit of gold crown three six medical history no changes temp crown removed tooth cleaned with pumice crown tried in mesial contact tight eased and polished margins good occlusion checked er high distobuccal cusp adjusted crown cemented with fuji plus on three six excess cement removed floss through contacts post op instructions given band three course now complete fp seventeen sent recall six months',
    expect: {
      CC: 'Fit of gold crown 36',
      'MED HX': 'No changes',
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'Temp crown removed',
        'Tooth cleaned with pumice',
        'Crown tried in',
        'Mesial contact tight eased and polished',
        'Margins good',
        'Occlusion checked',
        'High DB cusp adjusted',
        'Crown cemented with Fuji Plus 36',
        'Excess cement removed',
        'Floss through contacts',
        'Post-op instructions given',
      ],
      NOTES: 'Band 3 course now complete. FP17 sent',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'aw18-uk-typed-fdi-facial-swelling-46-i-and-d-extirpation-metronidazole',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency, unscheduled.\nC/O: swelling R cheek since last night, throbbing 46 for a week.\nMH: T1DM on insulin pump, last HbA1c 58. Allergy: penicillin (rash).\nEO: firm tender swelling R buccal region, no trismus, swallowing OK, apyrexial (36.9°C).\nIO: fluctuant buccal swelling adjacent 46.\nO/E: 46 large recurrent caries under DO amalgam.\nPA 46: periapical radiolucency both roots.\nDx: acute apical abscess 46.\nOptions RCT (band 2) or XLA, pt wants to keep tooth.\nTx: LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration. I&D of buccal swelling. Pus drained. RD. Access 46. 46 pulp extirpated. Canals irrigated NaOCl. Ledermix, Cavit. Rx metronidazole 400 mg TDS 5/7 (pen allergic).\nAdvised A&E if swelling spreads or difficulty swallowing or breathing.\nReview 2/7.',
    expect: {
      CC: 'Emergency, unscheduled. Swelling R cheek since last night, throbbing 46 for a week',
      'MED HX': 'T1DM on insulin pump, last HbA1c 58. Allergy: penicillin (rash)',
      EXTRA: 'Firm tender swelling R buccal region, no trismus, swallowing OK, apyrexial (36.9°C)',
      INTRA: 'Fluctuant buccal swelling adjacent 46',
      DENTAL: [['46', 'Large recurrent caries under DO amalgam']],
      RADIO: 'PA 46: periapical radiolucency both roots',
      DX: ['Acute apical abscess 46'],
      CONSULT:
        'Options RCT (band 2) or XLA, pt wants to keep tooth. Advised A&E if swelling spreads or difficulty swallowing or breathing',
      'TX TODAY': ['Incision and drainage', 'Extirpation 46'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'I&D of buccal swelling',
        'Pus drained',
        'RD',
        'Access 46',
        '46 pulp extirpated',
        'Canals irrigated NaOCl',
        'Ledermix',
        'Cavit',
        'Rx metronidazole 400 mg TDS 5 days (pen allergic)',
      ],
      'F/U': 'Review 2 days',
    },
  }),
  defineCase({
    id: 'aw19-uk-asr-palmer-private-mod-composite-ul6-do-ul7-no-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um in for fillings upper left six and upper left seven private patient wants white fillings medical history no change la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration upper left six rubber dam upper left six mesial occlusal distal caries removed sectional matrix composite placed shade a two upper left seven occlusal no sorry distal occlusal caries removed composite placed shade a two occlusion checked polished fee one hundred and eighty pounds each paid today next visit hygienist',
    expect: {
      CC: 'Fillings UL6 and UL7',
      'MED HX': 'No change',
      CONSULT: 'Private patient wants white fillings. Fee £180 each paid today',
      'TX TODAY': ['MOD composite UL6', 'DO composite UL7'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL6',
        'Rubber dam',
        'UL6 MOD caries removed',
        'Sectional matrix',
        'Composite placed',
        'Shade A2',
        'UL7 DO caries removed',
        'Composite placed',
        'Shade A2',
        'Occlusion checked',
        'Polished',
      ],
      NV: ['Hygienist'],
    },
  }),
  defineCase({
    id: 'aw20-uk-asr-palmer-appends-new-patient-exam-opg-plan-scratch-that',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'new patient exam medical history hypothyroid on levothyroxine no allergies eo nad io nad oral cancer screen clear bpe two two two two two two upper right six heavily restored mod amalgam lower left six root filled no crown lower right eight partially erupted opg taken for new patient assessment grade one no periapical pathology lower right eight horizontally impacted er bitewings no interproximal caries diagnosis generalised gingivitis treatment plan crown lower left six then hygienist scale and polish fee estimate given five hundred and sixty five pounds patient to think about it',
    appends: [
      'add to notes patient very nervous previous bad experience',
      'next visit crown prep lower left six under la recall twelve months scratch that recall nine months',
    ],
    expect: {
      CC: 'New patient exam',
      'MED HX': 'Hypothyroid on levothyroxine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['UR6', 'Heavily restored MOD amalgam'],
        ['LL6', 'Root filled no crown'],
        ['LR8', 'Partially erupted'],
      ],
      RADIO:
        'OPG taken for new patient assessment grade 1. No periapical pathology. LR8 horizontally impacted. Bitewings no interproximal caries',
      DX: ['Generalised gingivitis'],
      CONSULT: 'Fee estimate given £565. Patient to think about it',
      'TX PLAN': ['Crown LL6', 'Hygienist scale and polish'],
      NOTES: 'Patient very nervous previous bad experience',
      NV: ['Crown prep LL6 under LA'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'aw21-uk-typed-fdi-short-partial-denture-ease',
    style: 'UK',
    asr: false,
    transcript:
      'C/O: new lower partial rubbing under tongue. MH: no change. IO: 2 small ulcers lingual to 44 and 45. Tx: PIP, lingual flange eased, polished. Denture ease complete. Advised Difflam rinse. Review 1/52 if not settled.',
    expect: {
      CC: 'New lower partial rubbing under tongue',
      'MED HX': 'No change',
      INTRA: '2 small ulcers lingual to 44 and 45',
      CONSULT: 'Advised Difflam rinse',
      'TX TODAY': ['Denture adjustment'],
      TX: ['PIP', 'Lingual flange eased', 'Polished', 'Denture ease complete'],
      'F/U': 'Review 1 week if not settled',
    },
  }),
  defineCase({
    id: 'aw22-uk-asr-fdi-ortho-extractions-14-24-orthodontist-letter',
    style: 'UK',
    asr: true,
    transcript:
      "er attended for orthodontic extractions one four and two four as per the orthodontist's letter mum present medical history fit and well no allergies consent form signed by mum la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration one four and two four um one four and two four extracted with upper premolar forceps roots complete haemostasis achieved post op instructions given to patient and mum next visit extraction three four and four four in one week",
    expect: {
      CC: "Orthodontic extractions 14 and 24 as per the orthodontist's letter",
      'MED HX': 'Fit and well. No allergies',
      CONSENT: 'Consent form signed by mum',
      'TX TODAY': ['Extraction 14, 24'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 14, 24',
        '14, 24 extracted with upper premolar forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to patient and mum',
      ],
      NOTES: 'Mum present',
      NV: ['Extraction 34, 44 in 1 week'],
    },
  }),
  defineCase({
    id: 'aw23-uk-typed-palmer-whitening-impressions-abfraction-gic',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for home whitening impressions and sensitive teeth to air blast. MH: NAD. O/E: UR4, UR5 and UL4 buccal abfraction lesions. UL1 composite stained at margin. Discussed: whitening won't change UL1 composite, may need replacing after. Fee £350 for trays + gel. Consent form signed. Tx: no LA. Buccal GIC restorations (Fuji IX) UR4, UR5 and UL4. Alginate impressions upper and lower for whitening trays. Shade recorded B2. NV: fit whitening trays in 2/52.",
    expect: {
      CC: 'Home whitening impressions and sensitive teeth to air blast',
      'MED HX': 'NAD',
      DENTAL: [
        ['UR4', 'B abfraction lesions'],
        ['UR5', 'B abfraction lesions'],
        ['UL4', 'B abfraction lesions'],
        ['UL1', 'Composite stained at margin'],
      ],
      CONSULT: "Discussed: whitening won't change UL1 composite, may need replacing after. Fee £350 for trays + gel",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['B GIC UR4, UR5, UL4', 'Impressions'],
      TX: [
        'No LA',
        'B GIC restorations (Fuji IX) UR4, UR5, UL4',
        'Alginate impressions upper and lower for whitening trays',
        'Shade recorded B2',
      ],
      NV: ['Fit whitening trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'aw24-uk-asr-fdi-palmer-words-routine-exam-apixaban-plan',
    style: 'UK',
    asr: true,
    transcript:
      'okay routine exam medical history updated now on apixaban for af no allergies extra oral nad intra oral small fibroepithelial polyp left buccal mucosa unchanged bpe two two three two two two lower left seven mesial caries lower left six crown margin open upper right five fractured buccal cusp bitewings grade one lower left seven mesial caries into dentine diagnosis caries lower left seven plan mesial occlusal composite lower left seven crown upper right five um nhs band three explained patient happy to go ahead next visit filling lower left seven recall six months',
    expect: {
      CC: 'Routine exam',
      'MED HX': 'Updated. Now on apixaban for AF. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small fibroepithelial polyp left buccal mucosa unchanged',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['37', 'M caries'],
        ['36', 'Crown margin open'],
        ['15', 'Fractured B cusp', 'B cusp'],
      ],
      RADIO: 'Bitewings grade 1. 37 mesial caries into dentine',
      DX: ['Caries 37'],
      CONSULT: 'NHS band 3 explained. Patient happy to go ahead',
      'TX PLAN': ['MO composite 37', 'Crown 15'],
      NV: ['Filling 37'],
      'F/U': 'Recall 6 months',
    },
  }),
];
