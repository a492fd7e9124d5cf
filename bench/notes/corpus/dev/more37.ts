// A thirty-seventh development batch (ids am01–am20), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. Twenty LONG dictations (about 150 to 260 words each), the
// whole appointment said in one go, so that every field of the notes is used across the batch and most cases fill eight
// or more: the complaint with its history, a medical history of several conditions, drugs and allergies (with smoking,
// alcohol, INR, HbA1c / A1c, a blood pressure said as words), extra- and intra-oral findings, BPE / PSR with bleeding,
// calculus and pockets, radiographs with their reports (bitewings, PA, OPG / pano, full mouth series, CBCT), several
// chart findings, several diagnoses, a discussion of options with risks, costs and the patient's decision, consent, a
// multi-step treatment today under LA (RCT stages, extirpation, I and D, RSD / SRP, fillings, crown and bridge preps, a
// crown seat, surgical extractions, trauma, a child's pulpotomy and SSC, denture work, periodontal maintenance), a plan
// of several items, the next visit, the follow-up and remarks. UK (am01–am10: FDI, Palmer in am02, am05, am09) and US
// (am11–am20: Universal, primary teeth by letter in am14); 12 recogniser-style (fillers, "sorry" self-corrections) and
// 8 typed; two cases with appended dictation (am07 "change … to …" and "add to notes …", am17 "add to notes …" and
// "change … to …").
//
// Judgement calls where the contract was silent:
// - Each tooth was given one chart finding, said as one phrase ("#9 dark gray discoloration tender to percussion no
//   response to cold"), so no label depends on whether two findings on one tooth are one entry or two; mobility of a
//   single tooth was not dictated (chart or periodontal finding is unclear).
// - Periodontal findings that name teeth ("4-5 mm pockets on #2 and #31") stay in PERIO with their teeth; no chart entry.
// - A soft-tissue finding that names a tooth only as a place ("fluctuant swelling labial gingiva above #9", "edentulous
//   ridge at #4") is intra-oral (rule 7), not a chart entry.
// - Who came with the patient was dictated apart from the complaint ("mum present", "notes … mom present") and is NOTES.
// - Advice said inside the discussion (diet advice, jaw exercises, salt water mouthwashes, remove dentures at night) is
//   CONSULT; post-op instructions and prescriptions said among today's steps are TX steps.
// - Hall crown in the plan and next visit is written "SSC LRE" (the naming table's names are used in TX PLAN and NV).
// - "MOD amalgam fractured" gets fracture "MOD amalgam"; "fractured incisal edge" gets fracture "incisal edge";
//   "fractured mesio-incisal corner" is "Fractured MI corner" with fracture "MI corner".
// - "Lower partial denture adjustment" is titled "Denture adjustment"; the chairside reline, clasp tightening and flange
//   relief are steps without a title. A core build-up with Fluorocore is no title.
// - "Pulpectomy completed on #30" is titled "Pulpectomy #30" although the discussion and plan speak of a root canal.
// - Irrigation of an operculum is titled "Irrigation" (it is neither a canal nor a socket); socket and canal irrigation
//   are not titled.
// - Fluoride varnish "applied to sensitive areas" / "to lower teeth" is titled bare ("Fluoride varnish").
// - A post-op or suture check said after a "next visit" / "NV" header is NV (as more28's ad18); a review, recall or
//   "follow up …" said on its own is F/U.
// - In text fields a single surface stays a word ("distal caries UR6 into dentine" in a radiograph report), as rule 4
//   abbreviates single surfaces only in chart conditions and list items.
// - A dictated "Allergies:" label was avoided; typed dashes and ranges are kept as typed ("4-5 mm", "6-8 weeks", "3-0").
import { defineCase, type NotesCase } from '../case.ts';

export const more37Cases: NotesCase[] = [
  defineCase({
    id: 'am01-uk-asr-emergency-extirpation-46-diabetic-penicillin-allergy',
    style: 'UK',
    asr: true,
    transcript:
      'okay um patient attended complaining of severe throbbing pain lower right for three days worse at night kept her awake taking ibuprofen and paracetamol with little relief medical history type two diabetes on metformin hypertension on ramipril allergic to penicillin non smoker extra oral no swelling no lymphadenopathy intra oral soft tissues healthy bpe two two two two two two forty six deep distal caries tender to percussion forty seven occlusal amalgam sound forty five mesial caries pa taken of forty six deep distal caries approaching pulp widened pdl space no periapical radiolucency diagnosis symptomatic irreversible pulpitis forty six and caries forty five discussed options root canal treatment and crown around six hundred pounds or extraction about ninety pounds risks of rct explained including file fracture and failure patient wants to keep the tooth verbal consent obtained la two point two mls articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration rubber dam placed access cavity prepared then pulp extirpated forty six canals irrigated with sodium hypochlorite ledermix placed cavit placed occlusion checked plan rct forty six then crown forty six then mesial composite forty five and scale and polish next visit complete rct forty six in two weeks review if any swelling notes patient very anxious',
    expect: {
      CC: 'Severe throbbing pain lower right for 3 days worse at night kept her awake. Taking ibuprofen and paracetamol with little relief',
      'MED HX': 'Type 2 diabetes on metformin. Hypertension on ramipril. Allergic to penicillin. Non smoker',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 2 2 2',
      DENTAL: [
        ['46', 'Deep D caries tender to percussion'],
        ['47', 'O amalgam sound'],
        ['45', 'M caries'],
      ],
      RADIO: 'PA taken of 46. Deep distal caries approaching pulp. Widened PDL space. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis 46', 'Caries 45'],
      CONSULT:
        'Discussed options root canal treatment and crown around £600 or extraction about £90. Risks of RCT explained including file fracture and failure. Patient wants to keep the tooth',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Rubber dam placed',
        'Access cavity prepared',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix placed',
        'Cavit placed',
        'Occlusion checked',
      ],
      'TX PLAN': ['RCT 46', 'Crown 46', 'M composite 45', 'Scale and polish'],
      NOTES: 'Patient very anxious',
      NV: ['Complete RCT 46 in 2 weeks'],
      'F/U': 'Review if any swelling',
    },
  }),
  defineCase({
    id: 'am02-uk-asr-palmer-new-patient-exam-scale-polish-smoker',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um attended for new patient examination and scale and polish last saw a dentist four years ago no problems medical history hypothyroidism on levothyroxine asthma uses a blue inhaler allergic to latex smokes ten a day drinks about twenty units a week extra oral tmj no clicking no lymphadenopathy intra oral small white patch left sorry right buccal mucosa consistent with frictional keratosis tongue and floor of mouth normal upper right six distal caries lower left seven occlusal caries lower right six mesial occlusal distal amalgam with overhang upper left eight partially erupted bpe three two three three two two generalised bleeding on probing heavy calculus lower anteriors bitewings taken grade one distal caries upper right six into dentine no other caries mild horizontal bone loss diagnosis generalised periodontitis stage two grade b currently unstable current smoker and caries upper right six and lower left seven discussed findings explained link between smoking and gum disease smoking cessation advised course of treatment one hundred and twenty pounds patient agreed verbal consent given today scale and polish done with ultrasonic and hand scalers oral hygiene instruction given with interdental brushes size two plan distal composite upper right six then occlusal composite lower left seven then replace lower right six amalgam next visit fillings upper right six and lower left seven with la hygienist review three months notes patient nervous about needles',
    expect: {
      CC: 'New patient examination and scale and polish. Last saw a dentist 4 years ago. No problems',
      'MED HX':
        'Hypothyroidism on levothyroxine. Asthma uses a blue inhaler. Allergic to latex. Smokes 10 a day. Drinks about 20 units a week',
      EXTRA: 'TMJ no clicking. No lymphadenopathy',
      INTRA: 'Small white patch right buccal mucosa consistent with frictional keratosis. Tongue and floor of mouth normal',
      DENTAL: [
        ['UR6', 'D caries'],
        ['LL7', 'O caries'],
        ['LR6', 'MOD amalgam with overhang'],
        ['UL8', 'Partially erupted'],
      ],
      PERIO: 'BPE 3 2 3 3 2 2. Generalised bleeding on probing. Heavy calculus lower anteriors',
      RADIO: 'Bitewings taken grade 1. Distal caries UR6 into dentine. No other caries. Mild horizontal bone loss',
      DX: ['Generalised periodontitis stage 2 grade B currently unstable current smoker', 'Caries UR6, LL7'],
      CONSULT:
        'Discussed findings. Explained link between smoking and gum disease. Smoking cessation advised. Course of treatment £120. Patient agreed',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done with ultrasonic and hand scalers', 'Oral hygiene instruction given with interdental brushes size 2'],
      'TX PLAN': ['D composite UR6', 'O composite LL7', 'Replace LR6 amalgam'],
      NOTES: 'Patient nervous about needles',
      NV: ['Fillings UR6, LL7 with LA'],
      'F/U': 'Hygienist review 3 months',
    },
  }),
  defineCase({
    id: 'am03-uk-typed-surgical-extraction-38-pericoronitis-opg-epilepsy',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for removal of 38, recurrent pericoronitis, 4 episodes in the last year, 2 courses of antibiotics. MH: epilepsy controlled on lamotrigine, last seizure 3 years ago. Allergic to codeine. Ex-smoker. EO: no swelling, mouth opening 40 mm, no lymphadenopathy. IO: soft tissues healthy, no pus. 38 partially erupted. 37 distal caries. BPE 2 2 2 / 2 2 2. OPG: 38 mesioangular impaction, roots close to ID canal, 37 distal caries into dentine. Dx: recurrent pericoronitis 38, distal caries 37. Discussed options: leave and monitor, extraction 38, coronectomy. Risks explained: pain, swelling, bruising, dry socket, infection, temporary or permanent numbness of lip and tongue. Fee £250. Patient chose extraction. Written consent signed. LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration. Buccal flap raised, bone removed with round bur, tooth sectioned, surgical extraction 38 completed. Socket irrigated with saline, 2 Vicryl Rapide sutures placed. Haemostasis achieved. Post-op instructions given verbally and in writing. Prescribed ibuprofen 400 mg and paracetamol 1 g. Plan: distal composite 37, scale and polish. NV: suture check in 1 week. Notes: patient tolerated well, escorted home by partner.',
    expect: {
      CC: 'Removal of 38, recurrent pericoronitis, 4 episodes in the last year, 2 courses of antibiotics',
      'MED HX': 'Epilepsy controlled on lamotrigine, last seizure 3 years ago. Allergic to codeine. Ex-smoker',
      EXTRA: 'No swelling, mouth opening 40 mm, no lymphadenopathy',
      INTRA: 'Soft tissues healthy, no pus',
      DENTAL: [
        ['38', 'Partially erupted'],
        ['37', 'D caries'],
      ],
      PERIO: 'BPE 2 2 2 / 2 2 2',
      RADIO: 'OPG: 38 mesioangular impaction, roots close to ID canal, 37 distal caries into dentine',
      DX: ['Recurrent pericoronitis 38', 'D caries 37'],
      CONSULT:
        'Discussed options: leave and monitor, extraction 38, coronectomy. Risks explained: pain, swelling, bruising, dry socket, infection, temporary or permanent numbness of lip and tongue. Fee £250. Patient chose extraction',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Buccal flap raised',
        'Bone removed with round bur',
        'Tooth sectioned',
        'Surgical extraction 38 completed',
        'Socket irrigated with saline',
        '2 Vicryl Rapide sutures placed',
        'Haemostasis achieved',
        'Post-op instructions given verbally and in writing',
        'Prescribed ibuprofen 400 mg and paracetamol 1 g',
      ],
      'TX PLAN': ['D composite 37', 'Scale and polish'],
      NOTES: 'Patient tolerated well, escorted home by partner',
      NV: ['Suture check in 1 week'],
    },
  }),
  defineCase({
    id: 'am04-uk-asr-crown-prep-36-root-filled-abfractions-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for crown on thirty six root filled last year by endodontist also sensitivity upper left when drinking cold medical history no changes since last visit takes atorvastatin and aspirin seventy five milligrams allergic to elastoplast extra oral nothing abnormal detected intra oral linea alba both cheeks scalloped tongue thirty six root filled with mesial occlusal distal amalgam core twenty four buccal abfraction twenty five buccal abfraction sensitive to air bpe one one two one one one pa thirty six taken last week good root filling no periapical pathology diagnosis root treated thirty six requiring cuspal coverage and dentine hypersensitivity twenty four and twenty five discussed crown options full gold or emax or porcelain bonded patient chose emax fee five hundred and twenty pounds risk of fracture of remaining tooth and debond explained advised sensodyne repair twice daily written consent signed la two point two mls lidocaine two percent one in eighty thousand adrenaline id block left amalgam core refined crown prep thirty six completed retraction cord placed impressions upper and lower with silicone bite registration shade a three temporary crown made with protemp cemented with temp bond occlusion checked duraphat varnish applied to sensitive areas plan buccal composites twenty four and twenty five if sensitivity persists then scale and polish with hygienist next visit crown fit thirty six in two weeks recall six months notes patient has a wedding in three weeks wants crown before then',
    expect: {
      CC: 'Crown on 36 root filled last year by endodontist. Sensitivity upper left when drinking cold',
      'MED HX': 'No changes since last visit. Takes atorvastatin and aspirin 75 mg. Allergic to Elastoplast',
      EXTRA: 'Nothing abnormal detected',
      INTRA: 'Linea alba both cheeks. Scalloped tongue',
      DENTAL: [
        ['36', 'Root filled with MOD amalgam core'],
        ['24', 'B abfraction'],
        ['25', 'B abfraction sensitive to air'],
      ],
      PERIO: 'BPE 1 1 2 1 1 1',
      RADIO: 'PA 36 taken last week. Good root filling. No periapical pathology',
      DX: ['Root treated 36 requiring cuspal coverage', 'Dentine hypersensitivity 24, 25'],
      CONSULT:
        'Discussed crown options full gold or emax or porcelain bonded. Patient chose emax. Fee £520. Risk of fracture of remaining tooth and debond explained. Advised Sensodyne Repair twice daily',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown', 'Fluoride varnish'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Amalgam core refined',
        'Crown prep 36 completed',
        'Retraction cord placed',
        'Impressions upper and lower with silicone',
        'Bite registration',
        'Shade A3',
        'Temporary crown made with Protemp',
        'Cemented with Temp Bond',
        'Occlusion checked',
        'Duraphat varnish applied to sensitive areas',
      ],
      'TX PLAN': ['B composites 24, 25 if sensitivity persists', 'Scale and polish with hygienist'],
      NOTES: 'Patient has a wedding in 3 weeks wants crown before then',
      NV: ['Crown fit 36 in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'am05-uk-typed-palmer-child-sealants-varnish-hall-crown-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for check-up, mum noticed a hole in a lower back tooth, no pain. Mum present. MH: mild asthma, salbutamol inhaler as needed, allergic to peanuts. EO: NAD. IO: soft tissues healthy, tonsils slightly enlarged. BPE not recorded due to age. LLD occlusal caries into dentine. LRE mesio-occlusal caries. LRD sound. UR6 and UL6 fully erupted with deep fissures. LR6 and LL6 partially erupted. Bitewings: LRE caries into outer dentine, LLD caries into dentine, no furcation involvement. Dx: caries LLD and LRE. Discussed options with mum: Hall crown LRE, composite LLD, or monitoring with fluoride. Mum chose Hall crown and composite, no charge under NHS. Diet advice given: reduce juice between meals. Verbal consent from mum. Today: fluoride varnish applied. Fissure sealants UR6 and UL6 placed with cotton roll isolation. OHI given to mum and child. Plan: Hall crown LRE, occlusal composite LLD, fissure sealants LR6 and LL6 when erupted. NV: Hall crown LRE. Recall 3 months. Child very cooperative.',
    expect: {
      CC: 'Check-up, mum noticed a hole in a lower back tooth, no pain',
      'MED HX': 'Mild asthma, salbutamol inhaler as needed, allergic to peanuts',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, tonsils slightly enlarged',
      PERIO: 'BPE not recorded due to age',
      DENTAL: [
        ['LLD', 'O caries into dentine'],
        ['LRE', 'MO caries'],
        ['LRD', 'Sound'],
        ['UR6', 'Fully erupted with deep fissures'],
        ['UL6', 'Fully erupted with deep fissures'],
        ['LR6', 'Partially erupted'],
        ['LL6', 'Partially erupted'],
      ],
      RADIO: 'Bitewings: LRE caries into outer dentine, LLD caries into dentine, no furcation involvement',
      DX: ['Caries LLD, LRE'],
      CONSULT:
        'Discussed options with mum: Hall crown LRE, composite LLD, or monitoring with fluoride. Mum chose Hall crown and composite, no charge under NHS. Diet advice given: reduce juice between meals',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Fluoride varnish', 'Fissure sealants UR6, UL6', 'OHI'],
      TX: [
        'Fluoride varnish applied',
        'Fissure sealants UR6, UL6 placed with cotton roll isolation',
        'OHI given to mum and child',
      ],
      'TX PLAN': ['SSC LRE', 'O composite LLD', 'Fissure sealants LR6, LL6 when erupted'],
      NOTES: 'Mum present. Child very cooperative',
      NV: ['SSC LRE'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'am06-uk-asr-rsd-ur-lr-diabetic-smoker-opg-fractured-cusp',
    style: 'UK',
    asr: true,
    transcript:
      'right so patient attended for root surface debridement upper right and lower right first of four sessions bleeding gums and bad breath for six months medical history type two diabetes on metformin and gliclazide last hba1c sixty two takes amlodipine for blood pressure no known allergies smokes twenty a day extra oral no abnormalities intra oral soft tissues normal tongue coated sixteen fractured palatal cusp forty seven distal caries bpe four four three four three four generalised bleeding on probing heavy subgingival calculus pockets up to seven millimetres in upper right and lower right molar regions opg taken generalised horizontal bone loss up to fifty percent worst in molar regions diagnosis generalised periodontitis stage three grade c unstable current smoker and caries forty seven and fractured cusp sixteen discussed diagnosis and link with smoking and diabetes explained treatment will take four visits cost two hundred and eighty pounds risks of sensitivity and gum recession explained smoking cessation advised patient keen to proceed verbal consent obtained la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and buccal infiltration sixteen rsd upper right and lower right with ultrasonic and gracey curettes oral hygiene instruction given with interdental brushes and single tufted brush chlorhexidine mouthwash prescribed for one week plan rsd upper left and lower left then distal composite forty seven then crown sixteen next visit rsd upper left and lower left in two weeks perio review three months after rsd notes patient embarrassed about breath reassured',
    expect: {
      CC: 'Root surface debridement upper right and lower right first of 4 sessions. Bleeding gums and bad breath for 6 months',
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide. Last HbA1c 62. Takes amlodipine for blood pressure. No known allergies. Smokes 20 a day',
      EXTRA: 'No abnormalities',
      INTRA: 'Soft tissues normal. Tongue coated',
      DENTAL: [
        ['16', 'Fractured P cusp', 'P cusp'],
        ['47', 'D caries'],
      ],
      PERIO:
        'BPE 4 4 3 4 3 4. Generalised bleeding on probing. Heavy subgingival calculus. Pockets up to 7 mm in upper right and lower right molar regions',
      RADIO: 'OPG taken. Generalised horizontal bone loss up to 50% worst in molar regions',
      DX: ['Generalised periodontitis stage 3 grade C unstable current smoker', 'Caries 47', 'Fractured cusp 16'],
      CONSULT:
        'Discussed diagnosis and link with smoking and diabetes. Explained treatment will take 4 visits. Cost £280. Risks of sensitivity and gum recession explained. Smoking cessation advised. Patient keen to proceed',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 16',
        'RSD upper right and lower right with ultrasonic and Gracey curettes',
        'Oral hygiene instruction given with interdental brushes and single tufted brush',
        'Chlorhexidine mouthwash prescribed for 1 week',
      ],
      'TX PLAN': ['RSD upper left and lower left', 'D composite 47', 'Crown 16'],
      NOTES: 'Patient embarrassed about breath, reassured',
      NV: ['RSD upper left and lower left in 2 weeks'],
      'F/U': 'Perio review 3 months after RSD',
    },
  }),
  defineCase({
    id: 'am07-uk-asr-appends-d-composite-24-m-composite-25-shade-change',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for fillings on twenty four and twenty five food trapping between them for a few weeks occasional sensitivity to sweet things medical history ulcerative colitis on mesalazine previous hip replacement two years ago no allergies extra oral nad intra oral small ulcer left lateral border of tongue healing patient bit it last week twenty four distal caries twenty five mesial caries twenty six occlusal composite intact bpe two one one one one two bitewings from last visit show twenty four distal and twenty five mesial caries into dentine no periapical pathology diagnosis caries twenty four and twenty five discussed composite versus amalgam patient chose composite fee one hundred and forty pounds for both verbal consent given la two point two mls articaine four percent one in one hundred thousand adrenaline buccal infiltration twenty four and twenty five rubber dam placed caries removed from twenty four and twenty five sectional matrix and wedge distal composite placed twenty four then mesial composite twenty five shade a two contacts checked with floss occlusion checked polished plan scale and polish with hygienist next visit hygienist in one month recall six months notes patient asked to be seen early mornings',
    appends: ['change shade a two to shade a three', 'add to notes patient very pleased with appearance'],
    expect: {
      CC: 'Fillings on 24 and 25. Food trapping between them for a few weeks. Occasional sensitivity to sweet things',
      'MED HX': 'Ulcerative colitis on mesalazine. Previous hip replacement 2 years ago. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small ulcer left lateral border of tongue healing. Patient bit it last week',
      DENTAL: [
        ['24', 'D caries'],
        ['25', 'M caries'],
        ['26', 'O composite intact'],
      ],
      PERIO: 'BPE 2 1 1 1 1 2',
      RADIO: 'Bitewings from last visit show 24 distal and 25 mesial caries into dentine. No periapical pathology',
      DX: ['Caries 24, 25'],
      CONSULT: 'Discussed composite versus amalgam. Patient chose composite. Fee £140 for both',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['D composite 24', 'M composite 25'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 24, 25',
        'Rubber dam placed',
        'Caries removed 24, 25',
        'Sectional matrix and wedge',
        'D composite placed 24',
        'M composite 25',
        'Shade A3',
        'Contacts checked with floss',
        'Occlusion checked',
        'Polished',
      ],
      'TX PLAN': ['Scale and polish with hygienist'],
      NOTES: 'Patient asked to be seen early mornings. Patient very pleased with appearance',
      NV: ['Hygienist in 1 month'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'am08-uk-typed-trauma-11-mi-composite-21-smoothed-pas',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Fell off bike yesterday, chipped upper front teeth, sensitive to cold and air, no loss of consciousness, no other injuries. MH: fit and well, no medications, NKDA, tetanus up to date. EO: healing abrasion on chin, upper lip swollen, no TMJ tenderness, no facial bone tenderness. IO: 5 mm laceration upper labial mucosa, no foreign bodies, occlusion normal. 11 fractured mesio-incisal corner into dentine, no pulp exposure. 21 fractured incisal edge, enamel only. 12 and 22 no injury. PAs 11 and 21: no root fracture, no displacement, apices closed. Dx: uncomplicated crown fracture 11, enamel fracture 21. Discussed options: composite restoration now, fragment lost so reattachment not possible. Risks of pulp necrosis and discolouration explained, may need RCT in future. Patient agreed. Verbal consent. LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 11. Exposed dentine covered with GIC liner. Mesio-incisal composite placed on 11, shade A2. 21 incisal edge smoothed. Post-op instructions given. Chlorhexidine mouthwash 0.2% prescribed. Plan: monitor 11 and 21 with sensibility tests and PAs for 1 year, RCT 11 if pulp necrosis. Review in 2 weeks and at 6-8 weeks. Notes: attended with father, clinical photos taken.',
    expect: {
      CC: 'Emergency. Fell off bike yesterday, chipped upper front teeth, sensitive to cold and air, no loss of consciousness, no other injuries',
      'MED HX': 'Fit and well, no medications, NKDA, tetanus up to date',
      EXTRA: 'Healing abrasion on chin, upper lip swollen, no TMJ tenderness, no facial bone tenderness',
      INTRA: '5 mm laceration upper labial mucosa, no foreign bodies, occlusion normal',
      DENTAL: [
        ['11', 'Fractured MI corner into dentine, no pulp exposure', 'MI corner'],
        ['21', 'Fractured incisal edge, enamel only', 'incisal edge'],
        ['12', 'No injury'],
        ['22', 'No injury'],
      ],
      RADIO: 'PAs 11 and 21: no root fracture, no displacement, apices closed',
      DX: ['Uncomplicated crown fracture 11', 'Enamel fracture 21'],
      CONSULT:
        'Discussed options: composite restoration now, fragment lost so reattachment not possible. Risks of pulp necrosis and discolouration explained, may need RCT in future. Patient agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MI composite 11'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 11',
        'Exposed dentine covered with GIC liner',
        'MI composite placed 11',
        'Shade A2',
        '21 incisal edge smoothed',
        'Post-op instructions given',
        'Chlorhexidine mouthwash 0.2% prescribed',
      ],
      'TX PLAN': ['Monitor 11, 21 with sensibility tests and PAs for 1 year', 'RCT 11 if pulp necrosis'],
      NOTES: 'Attended with father, clinical photos taken',
      'F/U': 'Review in 2 weeks and at 6-8 weeks',
    },
  }),
  defineCase({
    id: 'am09-uk-asr-palmer-extraction-ul4-impressions-partial-denture-apixaban',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'er patient attended for extraction of upper left four and impressions for upper partial denture tooth broken and loose for a month wants a denture to fill the gaps medical history atrial fibrillation on apixaban morning dose missed as advised by gp type two diabetes diet controlled allergic to penicillin extra oral no lymphadenopathy intra oral denture bearing areas healthy upper ridges well healed upper left four retained root upper right three large buccal cervical lesion upper right six and upper left six missing bpe three three x two two three pa upper left four retained root no periapical pathology adequate bone diagnosis non restorable upper left four and partial edentulism upper arch discussed options bridge implant or acrylic partial denture cost of denture two hundred and ninety pounds patient chose acrylic partial denture risks of extraction explained including bleeding infection and sinus involvement written consent signed la one point eight mls articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration upper left four then upper left four extracted with luxator and forceps haemostasis achieved surgicel placed post op instructions given alginate impressions upper and lower for partial denture plan acrylic upper partial denture then buccal composite upper right three next visit bite registration in two weeks review socket in one week if any bleeding notes hard of hearing speak clearly wife present',
    expect: {
      CC: 'Extraction of UL4 and impressions for upper partial denture. Tooth broken and loose for a month. Wants a denture to fill the gaps',
      'MED HX':
        'Atrial fibrillation on apixaban. Morning dose missed as advised by GP. Type 2 diabetes diet controlled. Allergic to penicillin',
      EXTRA: 'No lymphadenopathy',
      INTRA: 'Denture bearing areas healthy. Upper ridges well healed',
      DENTAL: [
        ['UL4', 'Retained root'],
        ['UR3', 'Large B cervical lesion'],
        ['UR6', 'Missing'],
        ['UL6', 'Missing'],
      ],
      PERIO: 'BPE 3 3 X 2 2 3',
      RADIO: 'PA UL4 retained root. No periapical pathology. Adequate bone',
      DX: ['Non restorable UL4', 'Partial edentulism upper arch'],
      CONSULT:
        'Discussed options bridge implant or acrylic partial denture. Cost of denture £290. Patient chose acrylic partial denture. Risks of extraction explained including bleeding infection and sinus involvement',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction UL4', 'Impressions'],
      TX: [
        'LA: 1.8 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL4',
        'UL4 extracted with luxator and forceps',
        'Haemostasis achieved',
        'Surgicel placed',
        'Post-op instructions given',
        'Alginate impressions upper and lower for partial denture',
      ],
      'TX PLAN': ['Acrylic upper partial denture', 'B composite UR3'],
      NOTES: 'Hard of hearing speak clearly. Wife present',
      NV: ['Bite registration in 2 weeks'],
      'F/U': 'Review socket in 1 week if any bleeding',
    },
  }),
  defineCase({
    id: 'am10-uk-typed-emergency-pericoronitis-48-irrigation-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pain and swelling lower right back of mouth for 4 days, difficulty opening, bad taste. Paracetamol not helping. MH: asthma (Symbicort), hay fever, cetirizine. Allergic to amoxicillin (lip swelling). Vapes daily. EO: tender right submandibular lymph node, no facial swelling, mouth opening 30 mm. IO: operculum lower right swollen and tender with pus, halitosis. 48 partially erupted. 47 distal cervical caries. 38 partially erupted, no inflammation. BPE 2 2 2 / 2 3 2. PA 48: vertically impacted, 47 distal caries into dentine, no bone loss. Dx: acute pericoronitis 48, caries 47. Discussed options: irrigation today and review, referral for extraction of 48, antibiotics only if spreading. Explained antibiotics not needed as no systemic signs. NHS waiting list about 6 months. Patient wants referral. Hot salt water mouthwashes advised. Verbal consent for irrigation. LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 48. Operculum irrigated with chlorhexidine 0.2% under pressure. Pus drained. Plan: referral to oral surgery for extraction 48, distal composite 47. NV: distal composite 47 in 2 weeks. Review in 3 days if worse. Notes: works night shifts, prefers afternoon appointments.',
    expect: {
      CC: 'Emergency. Pain and swelling lower right back of mouth for 4 days, difficulty opening, bad taste. Paracetamol not helping',
      'MED HX': 'Asthma (Symbicort), hay fever, cetirizine. Allergic to amoxicillin (lip swelling). Vapes daily',
      EXTRA: 'Tender right submandibular lymph node, no facial swelling, mouth opening 30 mm',
      INTRA: 'Operculum lower right swollen and tender with pus, halitosis',
      DENTAL: [
        ['48', 'Partially erupted'],
        ['47', 'D cervical caries'],
        ['38', 'Partially erupted, no inflammation'],
      ],
      PERIO: 'BPE 2 2 2 / 2 3 2',
      RADIO: 'PA 48: vertically impacted, 47 distal caries into dentine, no bone loss',
      DX: ['Acute pericoronitis 48', 'Caries 47'],
      CONSULT:
        'Discussed options: irrigation today and review, referral for extraction of 48, antibiotics only if spreading. Explained antibiotics not needed as no systemic signs. NHS waiting list about 6 months. Patient wants referral. Hot salt water mouthwashes advised',
      CONSENT: 'Verbal consent for irrigation',
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 48',
        'Operculum irrigated with chlorhexidine 0.2% under pressure',
        'Pus drained',
      ],
      'TX PLAN': ['Referral to oral surgery for extraction 48', 'D composite 47'],
      NOTES: 'Works night shifts, prefers afternoon appointments',
      NV: ['D composite 47 in 2 weeks'],
      'F/U': 'Review in 3 days if worse',
    },
  }),
  defineCase({
    id: 'am11-us-asr-new-patient-comprehensive-exam-srp-lr-arestin-diabetic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for comprehensive exam as a new patient last cleaning about five years ago gums bleed when brushing and lower front teeth feel loose medical history type two diabetes a one c eight point one on metformin and jardiance high blood pressure on losartan blood pressure one forty two over eighty eight allergic to sulfa drugs extraoral tmj within normal limits no lymphadenopathy intraoral tongue and floor of mouth normal number three distal occlusal caries number fourteen mesial occlusal distal amalgam fractured number nineteen missing number thirty occlusal caries psr four four three four four three generalized bleeding on probing pockets five to seven millimeters in posterior sextants full mouth series taken generalized moderate horizontal bone loss thirty to forty percent diagnosis generalized periodontitis stage three grade c and caries number three and number thirty and fractured amalgam number fourteen discussed periodontal disease and its link with diabetes recommended four quadrants of scaling and root planing two hundred and forty dollars per quadrant patient wants to start today informed consent signed two carpules lidocaine two percent with one to one hundred thousand epi right ianb scaling and root planing lower right quadrant with cavitron and gracey curettes arestin placed in number thirty distal pocket oral hygiene instructions given with waterpik plan scaling and root planing remaining three quadrants then distal occlusal composite number three then occlusal composite number thirty then crown number fourteen next visit srp upper right in one week follow up perio reeval in six weeks notes patient embarrassed about teeth but very motivated',
    expect: {
      CC: 'Comprehensive exam as a new patient. Last cleaning about 5 years ago. Gums bleed when brushing and lower front teeth feel loose',
      'MED HX':
        'Type 2 diabetes A1c 8.1 on metformin and Jardiance. High blood pressure on losartan. Blood pressure 142/88. Allergic to sulfa drugs',
      EXTRA: 'TMJ within normal limits. No lymphadenopathy',
      INTRA: 'Tongue and floor of mouth normal',
      DENTAL: [
        ['3', 'DO caries'],
        ['14', 'MOD amalgam fractured', 'MOD amalgam'],
        ['19', 'Missing'],
        ['30', 'O caries'],
      ],
      PERIO:
        'PSR 4 4 3 4 4 3. Generalized bleeding on probing. Pockets 5 to 7 mm in posterior sextants',
      RADIO: 'Full mouth series taken. Generalized moderate horizontal bone loss 30 to 40%',
      DX: ['Generalized periodontitis stage 3 grade C', 'Caries #3, #30', 'Fractured amalgam #14'],
      CONSULT:
        'Discussed periodontal disease and its link with diabetes. Recommended 4 quadrants of scaling and root planing. $240 per quadrant. Patient wants to start today',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Scaling and root planing lower right quadrant with Cavitron and Gracey curettes',
        'Arestin placed in #30 distal pocket',
        'Oral hygiene instructions given with Waterpik',
      ],
      'TX PLAN': ['SRP remaining 3 quadrants', 'DO composite #3', 'O composite #30', 'Crown #14'],
      NOTES: 'Patient embarrassed about teeth but very motivated',
      NV: ['SRP upper right in 1 week'],
      'F/U': 'Follow up perio reeval in 6 weeks',
    },
  }),
  defineCase({
    id: 'am12-us-asr-pulpectomy-30-recurrent-decay-fosamax-latex',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with pain lower right when chewing and lingering pain to cold for two weeks woke up last night took advil six hundred milligrams medical history hypothyroidism on synthroid osteoporosis took fosamax for three years stopped last year allergic to latex and codeine extraoral no swelling no lymphadenopathy intraoral soft tissues within normal limits no sinus tract number thirty mesial occlusal distal composite with recurrent decay tender to percussion number thirty one occlusal composite intact number twenty nine sound psr two two two two two two pa of number thirty shows deep recurrent decay close to pulp and widened pdl at mesial root apex diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number thirty discussed root canal therapy then build up and crown versus extraction and implant root canal and crown estimate two thousand one hundred dollars risks discussed including instrument separation perforation and possible need for retreatment patient elected root canal consent form signed two carpules lidocaine two percent one to one hundred thousand epi right ianb plus buccal infiltration rubber dam placed access opened pulpectomy completed on thirty then four canals located working lengths established with apex locator canals cleaned and shaped canals irrigated with sodium hypochlorite calcium hydroxide placed cavit placed occlusion reduced rx ibuprofen six hundred milligrams every six hours as needed plan complete rct thirty then core buildup thirty then crown thirty next visit obturation thirty in two weeks follow up by phone tomorrow notes patient very relaxed listened to music',
    expect: {
      CC: 'Pain lower right when chewing and lingering pain to cold for 2 weeks. Woke up last night. Took Advil 600 mg',
      'MED HX':
        'Hypothyroidism on Synthroid. Osteoporosis took Fosamax for 3 years stopped last year. Allergic to latex and codeine',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues within normal limits. No sinus tract',
      DENTAL: [
        ['30', 'MOD composite with recurrent decay tender to percussion'],
        ['31', 'O composite intact'],
        ['29', 'Sound'],
      ],
      PERIO: 'PSR 2 2 2 2 2 2',
      RADIO: 'PA of #30 shows deep recurrent decay close to pulp and widened PDL at mesial root apex',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #30'],
      CONSULT:
        'Discussed root canal therapy then build up and crown versus extraction and implant. Root canal and crown estimate $2,100. Risks discussed including instrument separation perforation and possible need for retreatment. Patient elected root canal',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Rubber dam placed',
        'Access opened',
        'Pulpectomy completed #30',
        '4 canals located',
        'Working lengths established with apex locator',
        'Canals cleaned and shaped',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cavit placed',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'TX PLAN': ['Complete RCT #30', 'Core buildup #30', 'Crown #30'],
      NOTES: 'Patient very relaxed listened to music',
      NV: ['Obturation #30 in 2 weeks'],
      'F/U': 'Follow up by phone tomorrow',
    },
  }),
  defineCase({
    id: 'am13-us-typed-bridge-prep-3-5-temporary-bridge-methotrexate',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for bridge prep on #3 and #5 to replace #4, extracted 4 months ago, socket healed. Med hx: rheumatoid arthritis on methotrexate weekly and folic acid, GERD on omeprazole. NKDA. Non-smoker. EO: WNL. IO: edentulous ridge at #4 healed with slight buccal concavity, moderate generalized attrition. PSR 2 2 1 / 2 2 2. #3 large MO amalgam. #5 DO composite. #4 missing. PAs #3 and #5: no periapical pathology, adequate bone support, favorable crown-root ratio. Dx: missing #4, defective restorations #3 and #5, bruxism. Options reviewed: implant $4,200, 3-unit PFM bridge $3,600, removable partial $1,100. Pt chose zirconia bridge, fee $3,900. Risks: sensitivity, possible RCT of abutments, debonding. Written consent signed. 2 carpules articaine 4% 1:100,000 epi, buccal infiltration and palatal infiltration #3 and #5. Old restorations removed, caries excavated, core buildups #3 and #5 with Fluorocore, bridge prep #3 and #5, cord packed, digital scan with iTero, bite registration, shade A2. Temporary bridge fabricated with Luxatemp. Cemented with TempBond NE. Occlusion adjusted. Post-op instructions given. Plan: night guard for bruxism, fluoride varnish at recalls. NV: deliver bridge in 3 weeks. Recall 6 months. Notes: pt travels for work, prefers Friday appointments.',
    expect: {
      CC: 'Bridge prep on #3 and #5 to replace #4, extracted 4 months ago, socket healed',
      'MED HX': 'Rheumatoid arthritis on methotrexate weekly and folic acid, GERD on omeprazole. NKDA. Non-smoker',
      EXTRA: 'WNL',
      INTRA: 'Edentulous ridge at #4 healed with slight buccal concavity, moderate generalized attrition',
      PERIO: 'PSR 2 2 1 / 2 2 2',
      DENTAL: [
        ['3', 'Large MO amalgam'],
        ['5', 'DO composite'],
        ['4', 'Missing'],
      ],
      RADIO: 'PAs #3 and #5: no periapical pathology, adequate bone support, favorable crown-root ratio',
      DX: ['Missing #4', 'Defective restorations #3, #5', 'Bruxism'],
      CONSULT:
        'Options reviewed: implant $4,200, 3-unit PFM bridge $3,600, removable partial $1,100. Pt chose zirconia bridge, fee $3,900. Risks: sensitivity, possible RCT of abutments, debonding',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Bridge prep #3, #5', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #5',
        'Old restorations removed',
        'Caries excavated',
        'Core buildups #3, #5 with Fluorocore',
        'Bridge prep #3, #5',
        'Cord packed',
        'Digital scan with iTero',
        'Bite registration',
        'Shade A2',
        'Temporary bridge fabricated with Luxatemp',
        'Cemented with TempBond NE',
        'Occlusion adjusted',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Night guard for bruxism', 'Fluoride varnish at recalls'],
      NOTES: 'Pt travels for work, prefers Friday appointments',
      NV: ['Deliver bridge in 3 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'am14-us-asr-child-pulpotomy-ssc-k-sdf-s-t-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for toothache lower left for three days hurts when eating candy woke up crying last night medical history healthy no meds allergic to amoxicillin hives vaccines up to date extraoral no swelling no lymphadenopathy intraoral soft tissues normal tonsils enlarged number k deep occlusal caries number l distal caries number s occlusal caries number t mesial occlusal caries two bitewings taken number k caries approaching pulp number l and number s caries into dentin number t caries into outer dentin diagnosis reversible pulpitis number k sorry irreversible pulpitis number k and caries number l number s and number t discussed with mom pulpotomy and stainless steel crown on number k versus extraction and space maintainer mom chose pulpotomy and crown discussed sdf for number s and number t as interim mom agreed cost after insurance about one hundred and eighty dollars mom signed consent topical benzocaine applied one carpule lidocaine two percent with one to one hundred thousand epi left ianb rubber dam placed caries removed on number k pulp exposed pulpotomy on number k with mta then stainless steel crown size four on number k cemented with glass ionomer sdf applied to number s and number t oral hygiene instructions given to mom plan distal composite number l then reapply sdf on number s and number t in six months next visit distal composite number l in two weeks recall three months notes child cried during injection but settled well mom present',
    expect: {
      CC: 'Toothache lower left for 3 days. Hurts when eating candy. Woke up crying last night',
      'MED HX': 'Healthy no meds. Allergic to amoxicillin hives. Vaccines up to date',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues normal. Tonsils enlarged',
      DENTAL: [
        ['K', 'Deep O caries'],
        ['L', 'D caries'],
        ['S', 'O caries'],
        ['T', 'MO caries'],
      ],
      RADIO: '2 bitewings taken. #K caries approaching pulp. #L and #S caries into dentin. #T caries into outer dentin',
      DX: ['Irreversible pulpitis #K', 'Caries #L, #S, #T'],
      CONSULT:
        'Discussed with mom pulpotomy and stainless steel crown on #K versus extraction and space maintainer. Mom chose pulpotomy and crown. Discussed SDF for #S and #T as interim. Mom agreed. Cost after insurance about $180',
      CONSENT: 'Mom signed consent',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'SDF #S, #T', 'OHI'],
      TX: [
        'Topical benzocaine applied',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        'Caries removed #K',
        'Pulp exposed',
        'Pulpotomy #K with MTA',
        'Stainless steel crown size 4 #K cemented with glass ionomer',
        'SDF applied #S, #T',
        'Oral hygiene instructions given to mom',
      ],
      'TX PLAN': ['D composite #L', 'Reapply SDF #S, #T in 6 months'],
      NOTES: 'Child cried during injection but settled well. Mom present',
      NV: ['D composite #L in 2 weeks'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'am15-us-typed-surgical-extraction-17-32-nitrous-bilateral-ianb',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for extraction of lower wisdom teeth #17 and #32, recurrent pain and food impaction for 1 year. Med hx: asthma controlled with albuterol PRN, anxiety on sertraline 50 mg, oral contraceptive. Allergic to penicillin (rash). Non-smoker, occasional alcohol. EO: no asymmetry, TMJ WNL, max opening 45 mm. IO: tonsils normal, floor of mouth and tongue WNL. #17 partially erupted, gingiva inflamed. #32 partially erupted. #18 distal caries. PSR 2 2 2 / 2 2 3. Pano: #17 and #32 mesioangular impactions, roots approximating IAN canal on #32, #18 distal caries into dentin. Dx: partially impacted #17 and #32 with recurrent pericoronitis, caries #18. Discussed extraction vs monitoring, coronectomy option for #32. Risks reviewed: pain, swelling, dry socket, infection, paresthesia of lip and tongue. Fee $890 after insurance. Pt elected extraction of both. Informed consent signed. N2O/O2 30% for anxiety. 3 carpules articaine 4% 1:100,000 epi, left IANB and right IANB and buccal infiltration. Envelope flaps raised, bone removed, teeth sectioned, surgical extraction #17 and #32 completed. Sockets irrigated. 3-0 chromic gut sutures placed. Hemostasis achieved. Post-op instructions given verbally and in writing. Rx ibuprofen 600 mg and acetaminophen 500 mg alternating every 3 hours. Plan: distal composite #18. NV: suture check in 1 week. Recall 6 months. Notes: pt's mother drove her home.",
    expect: {
      CC: 'Extraction of lower wisdom teeth #17 and #32, recurrent pain and food impaction for 1 year',
      'MED HX':
        'Asthma controlled with albuterol PRN, anxiety on sertraline 50 mg, oral contraceptive. Allergic to penicillin (rash). Non-smoker, occasional alcohol',
      EXTRA: 'No asymmetry, TMJ WNL, max opening 45 mm',
      INTRA: 'Tonsils normal, floor of mouth and tongue WNL',
      DENTAL: [
        ['17', 'Partially erupted, gingiva inflamed'],
        ['32', 'Partially erupted'],
        ['18', 'D caries'],
      ],
      PERIO: 'PSR 2 2 2 / 2 2 3',
      RADIO: 'Pano: #17 and #32 mesioangular impactions, roots approximating IAN canal on #32, #18 distal caries into dentin',
      DX: ['Partially impacted #17, #32 with recurrent pericoronitis', 'Caries #18'],
      CONSULT:
        'Discussed extraction vs monitoring, coronectomy option for #32. Risks reviewed: pain, swelling, dry socket, infection, paresthesia of lip and tongue. Fee $890 after insurance. Pt elected extraction of both',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Surgical extraction #17, #32'],
      TX: [
        'N2O/O2 30% for anxiety',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + IANB right + buccal infiltration',
        'Envelope flaps raised',
        'Bone removed',
        'Teeth sectioned',
        'Surgical extraction #17, #32 completed',
        'Sockets irrigated',
        '3-0 chromic gut sutures placed',
        'Hemostasis achieved',
        'Post-op instructions given verbally and in writing',
        'Rx ibuprofen 600 mg and acetaminophen 500 mg alternating every 3 hours',
      ],
      'TX PLAN': ['D composite #18'],
      NOTES: "Pt's mother drove her home",
      NV: ['Suture check in 1 week'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'am16-us-asr-appends-abscess-9-incision-drainage-extirpation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with swelling upper front gum above number nine for three days throbbing pain hit in the mouth with a ball as a child medical history type one diabetes on insulin pump last a one c seven point five hypertension on lisinopril allergic to erythromycin drinks socially extraoral mild swelling upper lip no lymphadenopathy intraoral fluctuant swelling labial gingiva above number nine no sinus tract number nine dark gray discoloration tender to percussion no response to cold number eight mesial composite intact number ten sound psr two two two two two two pa of number nine shows large periapical radiolucency about six millimeters no root fracture diagnosis pulp necrosis with acute apical abscess number nine discussed root canal therapy and crown versus extraction and implant root canal fee one thousand and fifty dollars patient wants to save the tooth verbal consent given one carpule lidocaine two percent one to one hundred thousand epi infiltration number nine incision and drainage number nine pus drained rubber dam placed access opened pulp extirpated from number nine canal irrigated with sodium hypochlorite calcium hydroxide placed cavit placed rx amoxicillin five hundred milligrams three times daily for five days plan complete rct number nine then crown number nine next visit rct number nine in one week follow up call tomorrow notes patient nervous about needles',
    appends: ['add to treatment occlusion relieved on number nine', 'change one week to ten days'],
    expect: {
      CC: 'Swelling upper front gum above #9 for 3 days. Throbbing pain. Hit in the mouth with a ball as a child',
      'MED HX':
        'Type 1 diabetes on insulin pump. Last A1c 7.5. Hypertension on lisinopril. Allergic to erythromycin. Drinks socially',
      EXTRA: 'Mild swelling upper lip. No lymphadenopathy',
      INTRA: 'Fluctuant swelling labial gingiva above #9. No sinus tract',
      DENTAL: [
        ['9', 'Dark gray discoloration tender to percussion no response to cold'],
        ['8', 'M composite intact'],
        ['10', 'Sound'],
      ],
      PERIO: 'PSR 2 2 2 2 2 2',
      RADIO: 'PA of #9 shows large periapical radiolucency about 6 mm. No root fracture',
      DX: ['Pulp necrosis with acute apical abscess #9'],
      CONSULT:
        'Discussed root canal therapy and crown versus extraction and implant. Root canal fee $1,050. Patient wants to save the tooth',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Incision and drainage #9', 'Extirpation #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #9',
        'Incision and drainage #9',
        'Pus drained',
        'Rubber dam placed',
        'Access opened',
        'Pulp extirpated #9',
        'Canal irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cavit placed',
        'Rx amoxicillin 500 mg 3 times daily for 5 days',
        'Occlusion relieved #9',
      ],
      'TX PLAN': ['Complete RCT #9', 'Crown #9'],
      NOTES: 'Patient nervous about needles',
      NV: ['RCT #9 in 10 days'],
      'F/U': 'Follow up call tomorrow',
    },
  }),
  defineCase({
    id: 'am17-us-typed-appends-perio-maintenance-implant-consult-30-cbct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for periodontal maintenance and implant consult for missing #30. #30 extracted 6 months ago due to fractured root. Med hx: hypercholesterolemia on atorvastatin, prediabetes with A1c 6.1, history of breast cancer in 2019 treated with surgery and chemo, no radiation to head and neck, no bisphosphonates. Allergic to latex. Never smoked. EO: WNL, no lymphadenopathy. IO: oral cancer screening negative, small bilateral mandibular tori. PSR 3 2 2 / 3 2 3, 4-5 mm pockets on #2 and #31, BOP 12%, light calculus lower anteriors. #30 missing, ridge healed. #29 MO composite intact. #31 slight mesial tipping. CBCT of #30 site: ridge width 7 mm, 14 mm bone height above IAN canal, adequate for 4.5 x 10 mm implant. Dx: missing #30, generalized periodontitis stage 2 grade B stable. Discussed implant vs 3-unit bridge vs no replacement; implant with crown estimated $4,500, bridge $3,400. Risks of implant reviewed: failure, infection, nerve injury. Pt wants implant, will check insurance. Verbal consent for maintenance. Periodontal maintenance with Cavitron and hand scaling. Polished. Flossed. Fluoride varnish applied. OHI given with Waterpik and proxabrush. Plan: refer to oral surgeon for implant #30, implant crown #30 after 3 months of integration. NV: periodontal maintenance in 4 months. Notes: pt hard of hearing in left ear, sit on her right.',
    appends: ['Add to notes pt requested written estimate.', 'Change 4 months to 3 months.'],
    expect: {
      CC: 'Periodontal maintenance and implant consult for missing #30. #30 extracted 6 months ago due to fractured root',
      'MED HX':
        'Hypercholesterolemia on atorvastatin, prediabetes with A1c 6.1, history of breast cancer in 2019 treated with surgery and chemo, no radiation to head and neck, no bisphosphonates. Allergic to latex. Never smoked',
      EXTRA: 'WNL, no lymphadenopathy',
      INTRA: 'Oral cancer screening negative, small bilateral mandibular tori',
      PERIO: 'PSR 3 2 2 / 3 2 3, 4-5 mm pockets on #2 and #31, BOP 12%, light calculus lower anteriors',
      DENTAL: [
        ['30', 'Missing, ridge healed'],
        ['29', 'MO composite intact'],
        ['31', 'Slight mesial tipping'],
      ],
      RADIO: 'CBCT of #30 site: ridge width 7 mm, 14 mm bone height above IAN canal, adequate for 4.5 x 10 mm implant',
      DX: ['Missing #30', 'Generalized periodontitis stage 2 grade B stable'],
      CONSULT:
        'Discussed implant vs 3-unit bridge vs no replacement; implant with crown estimated $4,500, bridge $3,400. Risks of implant reviewed: failure, infection, nerve injury. Pt wants implant, will check insurance',
      CONSENT: 'Verbal consent for maintenance',
      'TX TODAY': ['Periodontal maintenance', 'Fluoride varnish', 'OHI'],
      TX: [
        'Periodontal maintenance with Cavitron and hand scaling',
        'Polished',
        'Flossed',
        'Fluoride varnish applied',
        'OHI given with Waterpik and proxabrush',
      ],
      'TX PLAN': ['Refer to oral surgeon for implant #30', 'Implant crown #30 after 3 months of integration'],
      NOTES: 'Pt hard of hearing in left ear, sit on her right. Pt requested written estimate',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'am18-us-asr-mo-composite-3-o-composite-14-night-guard-impressions-bruxism',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for fillings on number three and number fourteen and night guard impressions wakes up with sore jaw and headaches most mornings partner hears grinding medical history migraines on sumatriptan as needed anxiety on buspirone allergic to ibuprofen takes tylenol extraoral bilateral masseter hypertrophy tender right masseter on palpation left tmj clicks on opening no pain intraoral linea alba both cheeks scalloped tongue psr one one two one one one number three mesial occlusal caries number fourteen occlusal caries number eight and number nine worn incisal edges two bitewings taken number three mesial caries into dentin number fourteen occlusal caries into dentin no bone loss diagnosis caries number three and number fourteen and sleep bruxism with myofascial pain discussed composite fillings and hard night guard night guard fee four hundred and fifty dollars insurance may not cover advised jaw exercises and warm compresses and avoid chewing gum patient agreed to both verbal and written consent obtained two carpules articaine four percent one to one hundred thousand epi buccal infiltration number three and number fourteen isolite placed caries removed on number three and number fourteen mesial occlusal composite placed on number three with sectional matrix occlusal composite on number fourteen shade a two occlusion checked polished upper and lower alginate impressions for night guard bite registration plan hard acrylic night guard then botox consult if symptoms persist next visit deliver night guard in two weeks recall six months notes patient asked for morning appointments',
    expect: {
      CC: 'Fillings on #3 and #14 and night guard impressions. Wakes up with sore jaw and headaches most mornings. Partner hears grinding',
      'MED HX': 'Migraines on sumatriptan as needed. Anxiety on buspirone. Allergic to ibuprofen. Takes Tylenol',
      EXTRA: 'Bilateral masseter hypertrophy. Tender right masseter on palpation. Left TMJ clicks on opening. No pain',
      INTRA: 'Linea alba both cheeks. Scalloped tongue',
      PERIO: 'PSR 1 1 2 1 1 1',
      DENTAL: [
        ['3', 'MO caries'],
        ['14', 'O caries'],
        ['8', 'Worn incisal edges'],
        ['9', 'Worn incisal edges'],
      ],
      RADIO: '2 bitewings taken. #3 mesial caries into dentin. #14 occlusal caries into dentin. No bone loss',
      DX: ['Caries #3, #14', 'Sleep bruxism with myofascial pain'],
      CONSULT:
        'Discussed composite fillings and hard night guard. Night guard fee $450. Insurance may not cover. Advised jaw exercises and warm compresses and avoid chewing gum. Patient agreed to both',
      CONSENT: 'Verbal and written consent obtained',
      'TX TODAY': ['MO composite #3', 'O composite #14', 'Impressions'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #14',
        'Isolite placed',
        'Caries removed #3, #14',
        'MO composite placed #3 with sectional matrix',
        'O composite #14',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'Upper and lower alginate impressions for night guard',
        'Bite registration',
      ],
      'TX PLAN': ['Hard acrylic night guard', 'Botox consult if symptoms persist'],
      NOTES: 'Patient asked for morning appointments',
      NV: ['Deliver night guard in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'am19-us-typed-crown-seat-14-periodic-exam-bwx-recurrent-caries-12',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for crown seat #14 and periodic exam. No issues with temp, slight cold sensitivity. Med hx: hypertension on amlodipine, BP 128/82, type 2 diabetes on metformin, A1c 6.8, sleep apnea, uses CPAP. Allergic to sulfa. EO: WNL, TMJ no clicking. IO: soft tissues WNL, oral cancer screening negative. PSR 2 2 2 / 2 2 2, localized BOP lower molars. #14 temp crown intact. #12 DO amalgam with open margin. #19 O composite stained. 4 BWX taken: #12 recurrent caries distal, no other caries, bone levels normal. Dx: recurrent caries #12. Discussed replacing #12 amalgam with composite, fee $245; pt agreed to schedule. Pt approved crown shade and contour. Verbal consent. No anesthetic. Temp removed, prep cleaned with pumice and chlorhexidine. Crown tried in, contacts adjusted, margins verified with explorer. Crown cemented on #14 with RelyX Unicem. Excess cement removed. Occlusion adjusted. Post-op instructions given. Plan: DO composite #12, replace #19 composite if stain worsens. NV: DO composite #12 in 2 weeks. Recall 6 months. Notes: pt very pleased with crown.',
    expect: {
      CC: 'Crown seat #14 and periodic exam. No issues with temp, slight cold sensitivity',
      'MED HX':
        'Hypertension on amlodipine, BP 128/82, type 2 diabetes on metformin, A1c 6.8, sleep apnea, uses CPAP. Allergic to sulfa',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Soft tissues WNL, oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 2 2, localized BOP lower molars',
      DENTAL: [
        ['14', 'Temp crown intact'],
        ['12', 'DO amalgam with open margin'],
        ['19', 'O composite stained'],
      ],
      RADIO: '4 BWX taken: #12 recurrent caries distal, no other caries, bone levels normal',
      DX: ['Recurrent caries #12'],
      CONSULT:
        'Discussed replacing #12 amalgam with composite, fee $245; pt agreed to schedule. Pt approved crown shade and contour',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown fit #14'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'Prep cleaned with pumice and chlorhexidine',
        'Crown tried in',
        'Contacts adjusted',
        'Margins verified with explorer',
        'Crown cemented #14 with RelyX Unicem',
        'Excess cement removed',
        'Occlusion adjusted',
        'Post-op instructions given',
      ],
      'TX PLAN': ['DO composite #12', 'Replace #19 composite if stain worsens'],
      NOTES: 'Pt very pleased with crown',
      NV: ['DO composite #12 in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'am20-us-asr-denture-adjustment-soft-reline-warfarin-biopsy-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient presents with loose upper denture and sore spot under lower partial for two weeks upper denture is eight years old medical history atrial fibrillation on warfarin inr two point six last week osteoporosis on alendronate for five years allergic to penicillin and latex extraoral angular cheilitis both corners of mouth no lymphadenopathy intraoral denture stomatitis under upper denture ulcer four millimeters lower left lingual sulcus under partial clasp white patch right lateral tongue about one centimeter does not rub off number twenty two root caries on the facial number twenty seven distal root caries under clasp two pas taken root caries confirmed no periapical pathology psr lower arch three three three diagnosis denture stomatitis and angular cheilitis and root caries number twenty two and number twenty seven and white lesion right tongue discussed new upper denture versus reline patient chose chairside soft reline today and new denture later new denture one thousand four hundred dollars explained white patch needs biopsy advised to remove dentures at night verbal consent from patient no anesthetic lower partial denture adjustment clasp tightened lingual flange relieved upper denture relined chairside with coe soft oral hygiene instructions for dentures given fluoride varnish applied to lower teeth rx nystatin oral suspension four times daily for two weeks plan referral to oral surgery for biopsy of right tongue lesion then new upper complete denture next visit impressions for new upper denture in three weeks review soft reline in two weeks notes patient came with daughter who helps with medications',
    expect: {
      CC: 'Loose upper denture and sore spot under lower partial for 2 weeks. Upper denture is 8 years old',
      'MED HX':
        'Atrial fibrillation on warfarin INR 2.6 last week. Osteoporosis on alendronate for 5 years. Allergic to penicillin and latex',
      EXTRA: 'Angular cheilitis both corners of mouth. No lymphadenopathy',
      INTRA:
        'Denture stomatitis under upper denture. Ulcer 4 mm lower left lingual sulcus under partial clasp. White patch right lateral tongue about 1 cm does not rub off',
      DENTAL: [
        ['22', 'F root caries'],
        ['27', 'D root caries under clasp'],
      ],
      RADIO: '2 PAs taken. Root caries confirmed. No periapical pathology',
      PERIO: 'PSR lower arch 3 3 3',
      DX: ['Denture stomatitis', 'Angular cheilitis', 'Root caries #22, #27', 'White lesion right tongue'],
      CONSULT:
        'Discussed new upper denture versus reline. Patient chose chairside soft reline today and new denture later. New denture $1,400. Explained white patch needs biopsy. Advised to remove dentures at night',
      CONSENT: 'Verbal consent from patient',
      'TX TODAY': ['Denture adjustment', 'OHI', 'Fluoride varnish'],
      TX: [
        'No anesthetic',
        'Lower partial denture adjustment',
        'Clasp tightened',
        'Lingual flange relieved',
        'Upper denture relined chairside with Coe Soft',
        'Oral hygiene instructions for dentures given',
        'Fluoride varnish applied to lower teeth',
        'Rx nystatin oral suspension 4 times daily for 2 weeks',
      ],
      'TX PLAN': ['Referral to oral surgery for biopsy of right tongue lesion', 'New upper complete denture'],
      NOTES: 'Patient came with daughter who helps with medications',
      NV: ['Impressions for new upper denture in 3 weeks'],
      'F/U': 'Review soft reline in 2 weeks',
    },
  }),
];
