// A twenty-sixth development batch (ids ab01–ab24), written blind from this contract by a helper that had not seen
// the engine, each case labelled before the engine was run on it. It is a sample of clinically dense visits at a
// referral-heavy mixed practice: a periodontist (BPE / PSR, full 6-point charting said aloud, pockets per tooth,
// bleeding and plaque scores, recession, mobility, furcations, staging and grading, RSD / SRP by quadrant under LA,
// local antimicrobials), an oral surgeon (surgical third molar removal with flap, bone removal and sectioning,
// sutures, IV sedation, an incisional biopsy, a coronectomy consultation, an implant with a graft, consent with risks
// listed), an endodontist (access, canals found with MB2 and a middle mesial canal, working lengths, files,
// irrigants, medicaments, obturation, cone-fit and post-op films, a retreatment, a cracked tooth), a prosthodontist
// (crown preps with temporaries, an implant crown, a bridge fit, complete and partial dentures at registration and
// delivery) and two general dentists handling emergencies (trauma with splinting, facial swelling with I&D, dry
// socket, avulsion and replantation, a complicated crown fracture with pulpotomy). UK and US (12 each); FDI,
// Universal and Palmer; 14 recogniser-style (fillers, "sorry" / "I mean" / "no wait" self-corrections) and 10 typed;
// 60 to 250 words; three cases with appended dictation (a medical history and a step changed, a next visit replaced,
// an addition to the notes, a chart entry changed, "scratch that" inside an addition).
//
// Judgement calls where the contract was silent:
// - Pockets, bleeding / plaque scores, recession, furcations and mobility said inside a perio exam or perio charting
//   go to PERIO as one text, not to DENTAL; only findings after "dental chart" / "charting" (or said outside the perio
//   exam) are DENTAL entries.
// - Several findings said in one run about one tooth are one DENTAL entry ("Large DO amalgam tender to percussion …"),
//   and a sensibility result said with its tooth is a chart finding.
// - "37 socket …", "#8 socket …", "tissue around #30 …" name the tooth as a place: INTRA, no DENTAL entry.
// - Risks listed in the same sentence as the consent ("written consent … after risks explained …", "informed consent
//   signed risks reviewed …") go to CONSENT; risks discussed with the options in their own sentence go to CONSULT.
// - A film taken in the middle of treatment (cone-fit, post-op PA, a bitewing to confirm margins) goes to RADIO.
// - Pre-operative vital signs (BP, pulse, blood sugar) and ASA grade go to MED HX.
// - A biopsy, a replantation and a retreatment are not in the naming table, so they give no TX TODAY title; an item
//   "implant crown #30 seated" is titled "Crown fit #30" and "glass ionomer placed over exposed dentine 22" "GIC 22".
// - A fee said in pounds / dollars is written with the symbol ("£60", "$1,850").
// - A fracture field names the part said ("Incisal edge", "MI corner", "Crown"); "fractured to gum line" names none.
// - A range of teeth in a title keeps the form said ("Splint #7-#10", "Bridge fit #12-#14").
// - A title takes teeth only from its own item: "obturated with warm vertical compaction …" is "Obturation" (no UR6),
//   "RSD upper left and lower left" keeps the quadrants said as words, "dentures fitted" is "Denture fit".
// - An LA side said before the technique stays where it was said ("bilateral IANB").
// - Appends: "change X to Y" replaces in place (a TX item keeps its position, its title follows TX order); "add …"
//   to notes or history appends a clause; a later "next visit …" replaces the earlier one.
import { defineCase, type NotesCase } from '../case.ts';

export const more26Cases: NotesCase[] = [
  defineCase({
    id: 'ab01-uk-asr-perio-new-referral-full-chart-staging',
    style: 'UK',
    asr: true,
    transcript:
      'um new patient referred by her gdp for periodontal assessment medical history type two diabetes on metformin last hba1c fifty eight smoker ten a day no allergies extra oral nad perio bpe four four four four three four full six point chart pockets seven millimetres mesial of sixteen six millimetres distal of twenty six eight millimetres mesial of thirty six sorry thirty seven five millimetres on forty six bleeding on probing forty two percent plaque score sixty five percent recession two millimetres on thirty one and forty one sixteen grade two furcation thirty seven grade one mobility dental chart thirty six missing forty seven occlusal amalgam diagnosis generalised periodontitis stage three grade c unstable current smoker er discussed smoking cessation and diabetes control verbal consent given today oral hygiene instruction with tepe brushes plan rsd all four quadrants under la in two visits next visit rsd upper right and lower right under la review three months after completion',
    expect: {
      CC: 'New patient referred by her GDP for periodontal assessment',
      'MED HX': 'Type 2 diabetes on metformin. Last HbA1c 58. Smoker 10 a day. No allergies',
      EXTRA: 'NAD',
      PERIO:
        'BPE 4 4 4 4 3 4. Full 6 point chart. Pockets 7 mm mesial of 16, 6 mm distal of 26, 8 mm mesial of 37, 5 mm on 46. Bleeding on probing 42%. Plaque score 65%. Recession 2 mm on 31 and 41. 16 grade 2 furcation. 37 grade 1 mobility',
      DENTAL: [
        ['36', 'Missing'],
        ['47', 'O amalgam'],
      ],
      DX: ['Generalised periodontitis stage 3 grade C unstable current smoker'],
      CONSULT: 'Discussed smoking cessation and diabetes control',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction with TePe brushes'],
      'TX PLAN': ['RSD all 4 quadrants under LA in 2 visits'],
      NV: ['RSD upper right and lower right under LA'],
      'F/U': 'Review 3 months after completion',
    },
  }),
  defineCase({
    id: 'ab02-uk-typed-oral-surgeon-surgical-48-flap-bone-section',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by GDP for removal of lower wisdom teeth. C/O recurrent pericoronitis 48, three episodes in the last year. Medical history: asthma, uses salbutamol inhaler. Allergic to penicillin. Extra-oral: no lymphadenopathy, mouth opening 40 millimetres. Intra-oral: oral hygiene fair. 48 partially erupted, mesioangular, operculum inflamed. 38 fully erupted, sound. OPG: 48 mesioangular impaction, roots in close proximity to the ID canal, darkening of the roots. CBCT taken: no direct contact with the canal. Diagnosis: recurrent pericoronitis 48. Mesioangular impaction 48. Options discussed: leave and monitor, coronectomy, surgical extraction. Patient chose surgical extraction. Written consent signed after risks explained including pain, swelling, infection, dry socket and temporary or permanent numbness of the lip and tongue. Today: LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB + buccal infiltration. Buccal flap raised, bone removed with bur under saline irrigation, tooth sectioned, 48 surgically extracted. Socket irrigated, 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. Post-op instructions given verbally and written. Prescribed ibuprofen 400 mg. Review 1 week.',
    expect: {
      CC: 'Referred by GDP for removal of lower wisdom teeth. Recurrent pericoronitis 48, 3 episodes in the last year',
      'MED HX': 'Asthma, uses salbutamol inhaler. Allergic to penicillin',
      EXTRA: 'No lymphadenopathy, mouth opening 40 mm',
      INTRA: 'Oral hygiene fair',
      RADIO:
        'OPG: 48 mesioangular impaction, roots in close proximity to the ID canal, darkening of the roots. CBCT taken: no direct contact with the canal',
      DENTAL: [
        ['48', 'Partially erupted, mesioangular, operculum inflamed'],
        ['38', 'Fully erupted, sound'],
      ],
      DX: ['Recurrent pericoronitis 48', 'Mesioangular impaction 48'],
      CONSULT: 'Options discussed: leave and monitor, coronectomy, surgical extraction. Patient chose surgical extraction',
      CONSENT:
        'Written consent signed after risks explained including pain, swelling, infection, dry socket and temporary or permanent numbness of the lip and tongue',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB + buccal infiltration',
        'Buccal flap raised',
        'Bone removed with bur under saline irrigation',
        'Tooth sectioned',
        '48 surgically extracted',
        'Socket irrigated',
        '2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post-op instructions given verbally and written',
        'Prescribed ibuprofen 400 mg',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ab03-uk-asr-endo-first-stage-36-four-canals-working-lengths',
    style: 'UK',
    asr: true,
    transcript:
      'er referred by gdp with pain thirty six to hot and cold lingering for an hour keeps her awake at night medical history fit and well no allergies extra oral nad thirty six large disto occlusal amalgam tender to percussion lingering response to cold thirty five and thirty seven sound periapical taken widened pdl space mesial root thirty six diagnosis symptomatic irreversible pulpitis thirty six symptomatic apical periodontitis thirty six verbal consent given after discussing success rate and risk of file separation root canal treatment thirty six started la two cartridges articaine four percent one in one hundred thousand adrenaline i d block and buccal infiltration rubber dam amalgam removed access cavity four canals found mb ml db and d working lengths with apex locator mb twenty point five ml twenty point five db twenty d um twenty one instrumented to twenty five point zero six irrigated with three percent sodium hypochlorite calcium hydroxide dressed temporary cavit next visit obturation thirty six in two weeks',
    expect: {
      CC: 'Referred by GDP with pain 36 to hot and cold lingering for an hour keeps her awake at night',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'Large DO amalgam tender to percussion lingering response to cold'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'Periapical taken widened PDL space mesial root 36',
      DX: ['Symptomatic irreversible pulpitis 36', 'Symptomatic apical periodontitis 36'],
      CONSENT: 'Verbal consent given after discussing success rate and risk of file separation',
      'TX TODAY': ['RCT 36'],
      TX: [
        'Root canal treatment 36 started',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB + buccal infiltration',
        'Rubber dam',
        'Amalgam removed',
        'Access cavity',
        '4 canals found MB ML DB and D',
        'Working lengths with apex locator MB 20.5 ML 20.5 DB 20 D 21',
        'Instrumented to 25.06',
        'Irrigated with 3% sodium hypochlorite',
        'Calcium hydroxide dressed',
        'Temporary Cavit',
      ],
      NV: ['Obturation 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ab04-uk-palmer-typed-prostho-crown-preps-ur1-ul1-temporaries',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for crown preparation UR1 and UL1. No change to medical history. On examination: UR1 and UL1 heavily restored with discoloured composites. UR2 mesial caries. Periapicals UR1, UL1: no periapical pathology, adequate bone. Diagnosis: failing restorations UR1 and UL1. Discussed options of composite veneers versus crowns; patient chose lithium disilicate crowns. Fee of £1,100 quoted. Written consent signed. Today: LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UR1 and UL1 + palatal infiltration. Shade taken A2. Crown preps UR1 and UL1. Retraction cord placed. Impressions with PVS. Bite registration. Temporary crowns made with Protemp and cemented with Tempbond. Occlusion checked. Plan: mesial composite UR2. Next visit: crown fit UR1 and UL1 in 2 weeks.',
    expect: {
      CC: 'Crown preparation UR1 and UL1',
      'MED HX': 'No change to medical history',
      DENTAL: [
        ['UR1', 'Heavily restored with discoloured composites'],
        ['UL1', 'Heavily restored with discoloured composites'],
        ['UR2', 'M caries'],
      ],
      RADIO: 'Periapicals UR1, UL1: no periapical pathology, adequate bone',
      DX: ['Failing restorations UR1, UL1'],
      CONSULT:
        'Discussed options of composite veneers versus crowns; patient chose lithium disilicate crowns. Fee of £1,100 quoted',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown preps UR1, UL1', 'Impressions', 'Temporary crowns'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UR1, UL1 + palatal infiltration',
        'Shade taken A2',
        'Crown preps UR1, UL1',
        'Retraction cord placed',
        'Impressions with PVS',
        'Bite registration',
        'Temporary crowns made with Protemp and cemented with Tempbond',
        'Occlusion checked',
      ],
      'TX PLAN': ['M composite UR2'],
      NV: ['Crown fit UR1, UL1 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ab05-uk-asr-emergency-trauma-extrusion-luxation-splint',
    style: 'UK',
    asr: true,
    transcript:
      'um emergency appointment fell off his bike this morning hit his front teeth no loss of consciousness no vomiting medical history asthma uses inhaler no allergies tetanus up to date extra oral abrasion on chin and swollen upper lip intra oral laceration of the upper labial mucosa about one centimetre eleven extruded about two millimetres and mobile twenty one laterally luxated palatally twenty two fractured incisal edge into dentine no pulp exposure periapicals taken eleven and twenty one widened pdl space no root fracture diagnosis extrusive luxation eleven lateral luxation twenty one uncomplicated crown fracture twenty two verbal consent from mum la two point two millilitres lidocaine two percent one in eighty thousand adrenaline buccal infiltration eleven and twenty one teeth repositioned with finger pressure eleven and twenty one splinted to adjacent teeth with flexible wire and composite glass ionomer placed over exposed dentine twenty two post op instructions given prescribed chlorhexidine mouthwash zero point two percent plan splint removal in two weeks review in one week next visit sensibility testing eleven twenty one and twenty two',
    expect: {
      CC: 'Emergency appointment. Fell off his bike this morning hit his front teeth. No loss of consciousness. No vomiting',
      'MED HX': 'Asthma uses inhaler. No allergies. Tetanus up to date',
      EXTRA: 'Abrasion on chin and swollen upper lip',
      INTRA: 'Laceration of the upper labial mucosa about 1 cm',
      DENTAL: [
        ['11', 'Extruded about 2 mm and mobile'],
        ['21', 'Laterally luxated palatally'],
        ['22', 'Fractured incisal edge into dentine no pulp exposure', 'Incisal edge'],
      ],
      RADIO: 'Periapicals taken 11 and 21 widened PDL space no root fracture',
      DX: ['Extrusive luxation 11', 'Lateral luxation 21', 'Uncomplicated crown fracture 22'],
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Splint 11, 21', 'GIC 22'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 11, 21',
        'Teeth repositioned with finger pressure',
        '11, 21 splinted to adjacent teeth with flexible wire and composite',
        'Glass ionomer placed over exposed dentine 22',
        'Post op instructions given',
        'Prescribed chlorhexidine mouthwash 0.2%',
      ],
      'TX PLAN': ['Splint removal in 2 weeks'],
      NV: ['Sensibility testing 11, 21, 22'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'ab06-uk-typed-emergency-facial-swelling-id-extirpation-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Swelling right side of face since yesterday, throbbing pain lower right, painkillers not helping. Medical history: hypertension on ramipril. No allergies. Extra-oral: right submandibular swelling, firm, not crossing the midline, temperature 37.8, mouth opening 35 mm, swallowing normal. Intra-oral: fluctuant buccal swelling adjacent to 46. 46 deep distal caries, tender to percussion, grade 2 mobility. PA 46: periapical radiolucency 6 mm. Diagnosis: acute periapical abscess 46 with spreading infection. Discussed extraction versus RCT; patient wants to try to save the tooth. Verbal consent. LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46. Incision and drainage of buccal swelling, pus drained. Pulp extirpated 46, canals irrigated with sodium hypochlorite, Ledermix dressing, Cavit. Amoxicillin 500 mg TDS for 5 days prescribed. Review 2 days.',
    appends: [
      'Change no allergies to allergic to latex.',
      'Change Cavit to IRM temporary dressing. Next visit: complete RCT 46 in 1 week.',
    ],
    expect: {
      CC: 'Emergency. Swelling right side of face since yesterday, throbbing pain lower right, painkillers not helping',
      'MED HX': 'Hypertension on ramipril. Allergic to latex',
      EXTRA:
        'Right submandibular swelling, firm, not crossing the midline, temperature 37.8, mouth opening 35 mm, swallowing normal',
      INTRA: 'Fluctuant buccal swelling adjacent to 46',
      DENTAL: [['46', 'Deep D caries, tender to percussion, grade 2 mobility']],
      RADIO: 'PA 46: periapical radiolucency 6 mm',
      DX: ['Acute periapical abscess 46 with spreading infection'],
      CONSULT: 'Discussed extraction versus RCT; patient wants to try to save the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Extirpation 46', 'Temporary dressing'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Incision and drainage of buccal swelling',
        'Pus drained',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix dressing',
        'IRM temporary dressing',
        'Amoxicillin 500 mg TDS for 5 days prescribed',
      ],
      NV: ['Complete RCT 46 in 1 week'],
      'F/U': 'Review 2 days',
    },
  }),
  defineCase({
    id: 'ab07-uk-palmer-asr-perio-rsd-upper-left-lower-left-chx-gel',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um patient attends for root surface debridement upper left and lower left under local medical history no change still smoking about five a day perio plaque score thirty percent bleeding score twenty five percent improved from last time pockets still six millimetres mesial of upper left six and seven millimetres I mean eight millimetres distal of lower left seven lower left seven grade one furcation buccal verbal consent given after risks of sensitivity and recession explained la four point four mls articaine four percent one in one hundred thousand adrenaline buccal infiltration palatal infiltration and inferior dental block rsd upper left and lower left with ultrasonic and gracey curettes er chlorhexidine gel to lower left seven pocket ohi given with interdental brushes smoking cessation advice given next visit re evaluation in three months with full six point chart',
    expect: {
      CC: 'Root surface debridement upper left and lower left under local',
      'MED HX': 'No change. Still smoking about 5 a day',
      PERIO:
        'Plaque score 30%. Bleeding score 25% improved from last time. Pockets still 6 mm mesial of UL6 and 8 mm distal of LL7. LL7 grade 1 furcation buccal',
      CONSENT: 'Verbal consent given after risks of sensitivity and recession explained',
      CONSULT: 'Smoking cessation advice given',
      'TX TODAY': ['RSD upper left and lower left', 'OHI'],
      TX: [
        'LA: 4.4 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration + IDB',
        'RSD upper left and lower left with ultrasonic and Gracey curettes',
        'Chlorhexidine gel to LL7 pocket',
        'OHI given with interdental brushes',
      ],
      NV: ['Re-evaluation in 3 months with full 6 point chart'],
    },
  }),
  defineCase({
    id: 'ab08-uk-typed-oral-surgeon-incisional-biopsy-tongue',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by GDP with a white patch on the left lateral border of the tongue, noticed 2 months ago, painless. Medical history: ex-smoker, stopped 5 years ago, drinks 20 units a week. Takes atorvastatin. No allergies. Extra-oral: no cervical lymphadenopathy. Intra-oral: 15 x 10 mm non-homogeneous white patch left lateral tongue, not rubbed off, slightly indurated. 36 sharp lingual cusp. Provisional diagnosis: oral leukoplakia. Discussed need for incisional biopsy and that results take 2 weeks. Written consent obtained after risks explained: pain, bleeding, altered taste. LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB + lingual infiltration. Incisional biopsy taken from the posterior margin, specimen in formalin sent to histopathology. 3 x 4-0 Vicryl Rapide sutures. Haemostasis. Post-op instructions given. 36 lingual cusp smoothed. Next visit: results of biopsy in 2 weeks.',
    expect: {
      CC: 'Referred by GDP with a white patch on the left lateral border of the tongue, noticed 2 months ago, painless',
      'MED HX': 'Ex-smoker, stopped 5 years ago, drinks 20 units a week. Takes atorvastatin. No allergies',
      EXTRA: 'No cervical lymphadenopathy',
      INTRA: '15 x 10 mm non-homogeneous white patch left lateral tongue, not rubbed off, slightly indurated',
      DENTAL: [['36', 'Sharp L cusp']],
      DX: ['Oral leukoplakia'],
      CONSULT: 'Discussed need for incisional biopsy and that results take 2 weeks',
      CONSENT: 'Written consent obtained after risks explained: pain, bleeding, altered taste',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB + lingual infiltration',
        'Incisional biopsy taken from the posterior margin',
        'Specimen in formalin sent to histopathology',
        '3 x 4-0 Vicryl Rapide sutures',
        'Haemostasis',
        'Post-op instructions given',
        '36 L cusp smoothed',
      ],
      NV: ['Results of biopsy in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ab09-uk-asr-prostho-complete-dentures-jaw-registration',
    style: 'UK',
    asr: true,
    transcript:
      'er attends for second stage new complete dentures upper and lower medical history no change type two diabetes diet controlled intra oral edentulous upper ridge well formed lower ridge resorbed flabby ridge anterior maxilla today jaw registration with wax rims occlusal vertical dimension set at sixty eight millimetres freeway space three millimetres centre line marked high lip line marked shade of teeth a three I mean a two mould selected patient wants teeth slightly more visible than old denture um discussed soft liner for lower denture extra cost of sixty pounds she agreed next visit try in in two weeks',
    expect: {
      CC: 'Second stage new complete dentures upper and lower',
      'MED HX': 'No change. Type 2 diabetes diet controlled',
      INTRA: 'Edentulous. Upper ridge well formed. Lower ridge resorbed. Flabby ridge anterior maxilla',
      TX: [
        'Jaw registration with wax rims',
        'Occlusal vertical dimension set at 68 mm',
        'Freeway space 3 mm',
        'Centre line marked',
        'High lip line marked',
        'Shade of teeth A2',
        'Mould selected',
      ],
      CONSULT:
        'Patient wants teeth slightly more visible than old denture. Discussed soft liner for lower denture extra cost of £60 she agreed',
      NV: ['Try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ab10-uk-typed-emergency-dry-socket-37-alvogyl',
    style: 'UK',
    asr: false,
    transcript:
      'Pain after extraction of 37 four days ago, worse since yesterday, radiating to ear, not helped by paracetamol. Medical history: smoker 15 a day, otherwise fit. No allergies. Extra-oral: no swelling, no lymphadenopathy. Intra-oral: 37 socket empty, exposed bone, halitosis. 36 sound. Diagnosis: alveolar osteitis 37 socket. Explained that this is dry socket, not infection, and advised no smoking for 1 week. LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration. Socket irrigated with warm saline, Alvogyl placed. Advised ibuprofen 400 mg and paracetamol 1 g four times a day. Review 3 days, sooner if worse.',
    expect: {
      CC: 'Pain after extraction of 37 4 days ago, worse since yesterday, radiating to ear, not helped by paracetamol',
      'MED HX': 'Smoker 15 a day, otherwise fit. No allergies',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '37 socket empty, exposed bone, halitosis',
      DENTAL: [['36', 'Sound']],
      DX: ['Alveolar osteitis 37 socket'],
      CONSULT:
        'Explained that this is dry socket, not infection, and advised no smoking for 1 week. Advised ibuprofen 400 mg and paracetamol 1 g 4 times a day',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review 3 days, sooner if worse',
    },
  }),
  defineCase({
    id: 'ab11-uk-palmer-asr-endo-obturation-ur6-mb2-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um second visit root canal treatment upper right six asymptomatic since last visit medical history no change on warfarin inr two point four yesterday la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper right six rubber dam temporary removed calcium hydroxide removed with irrigation and ultrasonic activation four canals mb one mb two db and p master cones fitted mb one and mb two twenty one millimetres db twenty point five p twenty two cone fit radiograph satisfactory canals dried with paper points obturated with warm vertical compaction and ah plus sealer access sealed with cavit and composite post op periapical obturation satisfactory to length no voids plan cuspal coverage crown upper right six er refer back to gdp review twelve months with periapical',
    expect: {
      CC: 'Second visit root canal treatment UR6. Asymptomatic since last visit',
      'MED HX': 'No change. On warfarin INR 2.4 yesterday',
      RADIO: 'Cone fit radiograph satisfactory. Post op periapical obturation satisfactory to length no voids',
      'TX TODAY': ['Obturation'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UR6',
        'Rubber dam',
        'Temporary removed',
        'Calcium hydroxide removed with irrigation and ultrasonic activation',
        '4 canals MB1 MB2 DB and P',
        'Master cones fitted MB1 and MB2 21 mm DB 20.5 P 22',
        'Canals dried with paper points',
        'Obturated with warm vertical compaction and AH Plus sealer',
        'Access sealed with Cavit and composite',
      ],
      'TX PLAN': ['Cuspal coverage crown UR6', 'Refer back to GDP'],
      'F/U': 'Review 12 months with periapical',
    },
  }),
  defineCase({
    id: 'ab12-uk-asr-oral-surgeon-coronectomy-consultation-38-cbct',
    style: 'UK',
    asr: true,
    transcript:
      'er new patient referred for assessment of thirty eight very nervous medical history fit and well no medications allergic to codeine extra oral nad mouth opening normal intra oral thirty eight partially erupted thirty seven distal caries cone beam thirty eight roots grooved by the inferior alveolar canal canal lingual to roots diagnosis horizontally impacted thirty eight distal caries thirty seven caused by impaction options discussed no treatment surgical extraction or coronectomy risks of coronectomy discussed including root migration possible second surgery and infection risk of nerve injury with extraction about five percent temporary um one percent permanent she prefers coronectomy under iv sedation wants to think about sedation cost plan coronectomy thirty eight under iv sedation distal composite thirty seven with gdp next visit coronectomy thirty eight',
    expect: {
      CC: 'New patient referred for assessment of 38',
      NOTES: 'Very nervous',
      'MED HX': 'Fit and well. No medications. Allergic to codeine',
      EXTRA: 'NAD. Mouth opening normal',
      DENTAL: [
        ['38', 'Partially erupted'],
        ['37', 'D caries'],
      ],
      RADIO: 'Cone beam 38 roots grooved by the inferior alveolar canal. Canal lingual to roots',
      DX: ['Horizontally impacted 38', 'D caries 37 caused by impaction'],
      CONSULT:
        'Options discussed no treatment surgical extraction or coronectomy. Risks of coronectomy discussed including root migration possible second surgery and infection. Risk of nerve injury with extraction about 5% temporary 1% permanent. She prefers coronectomy under IV sedation. Wants to think about sedation cost',
      'TX PLAN': ['Coronectomy 38 under IV sedation', 'D composite 37 with GDP'],
      NV: ['Coronectomy 38'],
    },
  }),
  defineCase({
    id: 'ab13-us-typed-perio-comprehensive-eval-psr-fmx-staging',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient referred for periodontal evaluation, gums bleed when brushing. Medical history: hypertension controlled with lisinopril, BP 138/84. Penicillin allergy (hives). Nonsmoker. PSR: 4 4 3 / 4 4 3. Full mouth periodontal charting: generalized 4-6 mm probing depths, localized 7 mm #3 MB and #14 mesial, #19 and #30 class II furcation, #24 and #25 mobility 1, recession 3 mm #6 and #11. BOP 38%. Plaque index 55%. FMX: generalized horizontal bone loss 30-40%, vertical defect #14 mesial. Charting: #1, #16, #17 and #32 missing. #30 MOD amalgam with recurrent caries. #8 PFM crown. Diagnosis: generalized periodontitis stage III grade B. Recurrent caries #30. Discussed SRP in 4 visits, then re-evaluation, possible osseous surgery on #14. Patient agreed. Informed consent signed. Today: OHI with modified Bass and floss. Plan: SRP UR and LR with local anesthesia, SRP UL and LL, MOD composite #30. Next visit: SRP UR and LR. Follow-up 6 weeks after SRP for re-evaluation.',
    expect: {
      CC: 'New patient referred for periodontal evaluation, gums bleed when brushing',
      'MED HX': 'Hypertension controlled with lisinopril, BP 138/84. Penicillin allergy (hives). Nonsmoker',
      PERIO:
        'PSR: 4 4 3 / 4 4 3. Full mouth periodontal charting: generalized 4-6 mm probing depths, localized 7 mm #3 MB and #14 mesial, #19 and #30 class II furcation, #24 and #25 mobility 1, recession 3 mm #6 and #11. BOP 38%. Plaque index 55%',
      RADIO: 'FMX: generalized horizontal bone loss 30-40%, vertical defect #14 mesial',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['30', 'MOD amalgam with recurrent caries'],
        ['8', 'PFM crown'],
      ],
      DX: ['Generalized periodontitis stage III grade B', 'Recurrent caries #30'],
      CONSULT: 'Discussed SRP in 4 visits, then re-evaluation, possible osseous surgery on #14. Patient agreed',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['OHI'],
      TX: ['OHI with modified Bass and floss'],
      'TX PLAN': ['SRP UR and LR with local anesthesia', 'SRP UL and LL', 'MOD composite #30'],
      NV: ['SRP UR and LR'],
      'F/U': 'Follow-up 6 weeks after SRP for re-evaluation',
    },
  }),
  defineCase({
    id: 'ab14-us-asr-oral-surgeon-four-third-molars-iv-sedation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for extraction of all four wisdom teeth referred by orthodontist medical history no significant history no meds nkda asa one preop vitals bp one eighteen over seventy six pulse seventy two pano reviewed one and sixteen erupted seventeen and thirty two mesioangular partial bony impactions thirty two close to the canal informed consent signed risks reviewed including nerve injury dry socket sinus communication bleeding and infection iv sedation with midazolam five milligrams and fentanyl fifty micrograms local anesthesia four carpules lidocaine two percent one to one hundred thousand epi bilateral ianb and buccal infiltration one and sixteen extracted with elevators and forceps seventeen and thirty one sorry thirty two surgically extracted with full thickness flap bone removal and sectioning sockets irrigated with saline three oh chromic gut sutures gauze placed prescribed ibuprofen six hundred milligrams and amoxicillin no wait peridex rinse post op instructions given to patient and escort um escort is mom follow up one week',
    expect: {
      CC: 'Extraction of all 4 wisdom teeth referred by orthodontist',
      'MED HX': 'No significant history. No meds. NKDA. ASA 1. Preop vitals BP 118/76 pulse 72',
      RADIO:
        'Pano reviewed #1 and #16 erupted #17 and #32 mesioangular partial bony impactions #32 close to the canal',
      CONSENT:
        'Informed consent signed. Risks reviewed including nerve injury dry socket sinus communication bleeding and infection',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17, #32'],
      TX: [
        'IV sedation with midazolam 5 mg and fentanyl 50 mcg',
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, bilateral IANB + buccal infiltration',
        '#1, #16 extracted with elevators and forceps',
        '#17, #32 surgically extracted with full thickness flap bone removal and sectioning',
        'Sockets irrigated with saline',
        '3-0 chromic gut sutures',
        'Gauze placed',
        'Prescribed ibuprofen 600 mg and Peridex rinse',
        'Post op instructions given to patient and escort',
      ],
      NOTES: 'Escort is mom',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'ab15-us-typed-endo-retreatment-19-middle-mesial-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: pain on biting #19, RCT done 3 years ago by GDP. Medical history: type 2 diabetes, A1c 6.8, metformin. Allergic to sulfa. On examination: #19 PFM crown intact, tender to percussion and palpation, no mobility. #18 and #20 normal response to cold. Radiographs: PA and CBCT #19, short fill mesial canals, periapical radiolucency mesial root 4 mm. Diagnosis: previously treated #19 with symptomatic apical periodontitis. Options: nonsurgical retreatment, apicoectomy, extraction and implant. Patient elected retreatment; fee $1,450 quoted, insurance pre-authorization submitted. Consent signed. LA: 2 carpules articaine 4% 1:100,000 epi, IANB + buccal infiltration #19. Rubber dam. Crown access. Gutta-percha removed with ProTaper retreatment files and chloroform. Middle mesial canal found. Working lengths MB 21 mm ML 21 mm MM 20.5 mm D 20 mm. Irrigated with 6% NaOCl and 17% EDTA. Calcium hydroxide. Cavit. Next visit: obturation #19 in 3 weeks.',
    appends: [
      'Add to medical history: takes aspirin 81 mg daily.',
      'Add post-op instructions given. Next visit: obturation #19 in 2 weeks.',
    ],
    expect: {
      CC: 'Pain on biting #19, RCT done 3 years ago by GDP',
      'MED HX': 'Type 2 diabetes, A1c 6.8, metformin. Allergic to sulfa. Takes aspirin 81 mg daily',
      DENTAL: [
        ['19', 'PFM crown intact, tender to percussion and palpation, no mobility'],
        ['18', 'Normal response to cold'],
        ['20', 'Normal response to cold'],
      ],
      RADIO: 'PA and CBCT #19, short fill mesial canals, periapical radiolucency mesial root 4 mm',
      DX: ['Previously treated #19 with symptomatic apical periodontitis'],
      CONSULT:
        'Options: nonsurgical retreatment, apicoectomy, extraction and implant. Patient elected retreatment; fee $1,450 quoted, insurance pre-authorization submitted',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB + buccal infiltration #19',
        'Rubber dam',
        'Crown access',
        'Gutta-percha removed with ProTaper retreatment files and chloroform',
        'Middle mesial canal found',
        'Working lengths MB 21 mm ML 21 mm MM 20.5 mm D 20 mm',
        'Irrigated with 6% NaOCl and 17% EDTA',
        'Calcium hydroxide',
        'Cavit',
        'Post-op instructions given',
      ],
      NV: ['Obturation #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ab16-us-asr-prostho-implant-crown-30-bridge-discussion',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient presents for delivery of implant crown number thirty medical history no changes still on alendronate seventy milligrams weekly no allergies intra oral tissue around thirty healthy no bleeding nineteen missing eighteen and twenty large old amalgams healing abutment removed crown tried in contacts adjusted occlusion light in centric no excursive contacts implant crown thirty seated screw retained torqued to thirty five newton centimeters periapical taken no gaps access sealed with ptfe tape and composite patient happy with shade uh discussed bridge eighteen to twenty versus implant nineteen patient declined implant because of alendronate risk wants bridge fee one thousand eight hundred fifty dollars quoted next visit bridge prep eighteen to twenty',
    expect: {
      CC: 'Delivery of implant crown #30',
      'MED HX': 'No changes. Still on alendronate 70 mg weekly. No allergies',
      INTRA: 'Tissue around #30 healthy no bleeding',
      DENTAL: [
        ['19', 'Missing'],
        ['18', 'Large old amalgams'],
        ['20', 'Large old amalgams'],
      ],
      RADIO: 'Periapical taken no gaps',
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'Healing abutment removed',
        'Crown tried in',
        'Contacts adjusted',
        'Occlusion light in centric no excursive contacts',
        'Implant crown #30 seated screw retained torqued to 35 Ncm',
        'Access sealed with PTFE tape and composite',
      ],
      NOTES: 'Patient happy with shade',
      CONSULT:
        'Discussed bridge #18 to #20 versus implant #19. Patient declined implant because of alendronate risk wants bridge. Fee $1,850 quoted',
      NV: ['Bridge prep #18 to #20'],
    },
  }),
  defineCase({
    id: 'ab17-us-typed-emergency-avulsion-8-replant-splint',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency: 12-year-old avulsed #8 playing basketball 40 minutes ago, tooth stored in milk within 20 minutes. No LOC. Accompanied by dad. Medical history: ADHD on methylphenidate. NKDA. Tetanus current. Extra-oral: upper lip laceration 5 mm, no sutures needed. Intra-oral: #8 socket intact with clot. #9 fractured mesial incisal corner, enamel only. PA: no alveolar fracture, #8 root fully formed. Diagnosis: avulsion #8. Enamel fracture #9. Verbal consent from dad. LA: 1 carpule lidocaine 2% 1:100,000 epi, infiltration #8. Socket irrigated with saline. Clot removed. #8 rinsed and replanted with gentle pressure. Splinted #7-#10 with flexible wire and composite. Occlusion checked. Prescribed amoxicillin 500 mg TID for 7 days and chlorhexidine rinse. Post-op instructions given to dad. Plan: splint removal in 2 weeks. Next visit: start RCT #8 in 7-10 days. Follow up at 4 weeks, 3 months, 6 months and yearly.',
    expect: {
      CC: 'Emergency: 12-year-old avulsed #8 playing basketball 40 minutes ago, tooth stored in milk within 20 minutes. No LOC',
      NOTES: 'Accompanied by dad',
      'MED HX': 'ADHD on methylphenidate. NKDA. Tetanus current',
      EXTRA: 'Upper lip laceration 5 mm, no sutures needed',
      INTRA: '#8 socket intact with clot',
      DENTAL: [['9', 'Fractured MI corner, enamel only', 'MI corner']],
      RADIO: 'PA: no alveolar fracture, #8 root fully formed',
      DX: ['Avulsion #8', 'Enamel fracture #9'],
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Splint #7-#10'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #8',
        'Socket irrigated with saline',
        'Clot removed',
        '#8 rinsed and replanted with gentle pressure',
        'Splinted #7-#10 with flexible wire and composite',
        'Occlusion checked',
        'Prescribed amoxicillin 500 mg TID for 7 days and chlorhexidine rinse',
        'Post-op instructions given to dad',
      ],
      'TX PLAN': ['Splint removal in 2 weeks'],
      NV: ['Start RCT #8 in 7-10 days'],
      'F/U': 'Follow up at 4 weeks, 3 months, 6 months and yearly',
    },
  }),
  defineCase({
    id: 'ab18-us-asr-emergency-buccal-space-swelling-id-extraction-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency visit patient presents with swelling lower left jaw for three days took ibuprofen and leftover amoxicillin medical history hypertension on amlodipine allergic to codeine extra oral left buccal space swelling no trismus afebrile temp ninety nine point one intra oral fluctuant swelling buccal vestibule near nineteen nineteen fractured to gum line non restorable eighteen mesial caries pa nineteen large periapical lesion diagnosis acute apical abscess nineteen non restorable nineteen treatment options were extraction or root canal build up and crown patient chose extraction informed consent obtained local anesthesia two carpules lidocaine two percent one to one hundred thousand epi ianb and buccal infiltration i and d buccal vestibule purulent drainage nineteen sectioned and extracted socket irrigated gelfoam placed prescribed amoxicillin five hundred milligrams tid for seven days um post op instructions given follow up two days',
    expect: {
      CC: 'Emergency visit. Swelling lower left jaw for 3 days took ibuprofen and leftover amoxicillin',
      'MED HX': 'Hypertension on amlodipine. Allergic to codeine',
      EXTRA: 'Left buccal space swelling no trismus afebrile temp 99.1',
      INTRA: 'Fluctuant swelling buccal vestibule near #19',
      DENTAL: [
        ['19', 'Fractured to gum line non restorable', 'Not specified'],
        ['18', 'M caries'],
      ],
      RADIO: 'PA #19 large periapical lesion',
      DX: ['Acute apical abscess #19', 'Non restorable #19'],
      CONSULT: 'Treatment options were extraction or root canal build up and crown. Patient chose extraction',
      CONSENT: 'Informed consent obtained',
      'TX TODAY': ['Incision and drainage', 'Extraction #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB + buccal infiltration',
        'I and D buccal vestibule',
        'Purulent drainage',
        '#19 sectioned and extracted',
        'Socket irrigated',
        'Gelfoam placed',
        'Prescribed amoxicillin 500 mg TID for 7 days',
        'Post op instructions given',
      ],
      'F/U': 'Follow up 2 days',
    },
  }),
  defineCase({
    id: 'ab19-us-asr-perio-srp-right-quadrants-arestin-diabetic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient here for scaling and root planing upper right and lower right medical history no changes type two diabetes a one c seven point two on metformin and glipizide nkda blood sugar today one forty two perio probing depths upper right five to seven millimeters with bleeding lower right four to six millimeters number thirty class one furcation buccal heavy subgingival calculus local anesthesia three carpules lidocaine two percent one to one hundred thousand epi ianb buccal infiltration and palatal infiltration srp upper right and lower right with cavitron and hand instruments arestin placed in number three mesial pocket and number thirty sorry thirty one distal pocket uh ohi reviewed advised water flosser next visit srp upper left and lower left in two weeks recall for perio maintenance every three months after re eval',
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes. Type 2 diabetes A1c 7.2 on metformin and glipizide. NKDA. Blood sugar today 142',
      PERIO:
        'Probing depths upper right 5 to 7 mm with bleeding. Lower right 4 to 6 mm. #30 class 1 furcation buccal. Heavy subgingival calculus',
      'TX TODAY': ['SRP upper right and lower right', 'OHI'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB + buccal infiltration + palatal infiltration',
        'SRP upper right and lower right with Cavitron and hand instruments',
        'Arestin placed in #3 mesial pocket and #31 distal pocket',
        'OHI reviewed',
      ],
      CONSULT: 'Advised water flosser',
      NV: ['SRP upper left and lower left in 2 weeks'],
      'F/U': 'Recall for perio maintenance every 3 months after re-eval',
    },
  }),
  defineCase({
    id: 'ab20-us-typed-endo-cracked-14-pulpectomy-latex-allergy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by Dr Patel for evaluation of #14. Sharp pain on release of biting for 2 months, with spontaneous pain at night for 1 week. Medical history: GERD on omeprazole, hypothyroidism on levothyroxine. Allergic to latex. On examination: #14 MOD composite, marginal ridge crack distally visible with transillumination, positive bite test DB cusp, lingering response to cold 15 seconds. #13 and #15 normal response to cold. PA and bitewing: no periapical changes. Diagnosis: symptomatic irreversible pulpitis #14, cracked tooth #14. Discussed guarded prognosis; crack may extend, may need extraction. Patient wants to proceed with RCT and crown. Informed consent signed. LA: 2 carpules articaine 4% 1:100,000 epi, buccal infiltration + palatal infiltration #14. Non-latex rubber dam. Composite removed. Crack confirmed not into pulp floor. Pulpectomy #14. Canals MB1 MB2 DB P negotiated to length with apex locator. Irrigated with 5.25% NaOCl. Calcium hydroxide. Orthodontic band placed for protection. Occlusion reduced. Next visit: complete RCT #14 in 2 weeks. Plan: full coverage crown #14 with referring dentist.',
    expect: {
      CC: 'Referred by Dr Patel for evaluation of #14. Sharp pain on release of biting for 2 months, with spontaneous pain at night for 1 week',
      'MED HX': 'GERD on omeprazole, hypothyroidism on levothyroxine. Allergic to latex',
      DENTAL: [
        [
          '14',
          'MOD composite, marginal ridge crack distally visible with transillumination, positive bite test DB cusp, lingering response to cold 15 seconds',
        ],
        ['13', 'Normal response to cold'],
        ['15', 'Normal response to cold'],
      ],
      RADIO: 'PA and bitewing: no periapical changes',
      DX: ['Symptomatic irreversible pulpitis #14', 'Cracked tooth #14'],
      CONSULT:
        'Discussed guarded prognosis; crack may extend, may need extraction. Patient wants to proceed with RCT and crown',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Non-latex rubber dam',
        'Composite removed',
        'Crack confirmed not into pulp floor',
        'Pulpectomy #14',
        'Canals MB1 MB2 DB P negotiated to length with apex locator',
        'Irrigated with 5.25% NaOCl',
        'Calcium hydroxide',
        'Orthodontic band placed for protection',
        'Occlusion reduced',
      ],
      NV: ['Complete RCT #14 in 2 weeks'],
      'TX PLAN': ['Full coverage crown #14 with referring dentist'],
    },
  }),
  defineCase({
    id: 'ab21-us-asr-prostho-denture-delivery-appends-notes-mobility-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for delivery of new upper complete denture and lower cast partial denture medical history no changes dry mouth from amitriptyline intra oral upper ridge healthy twenty three grade one mobility twenty seven distal root caries dentures fitted pressure indicating paste used flange relieved at upper left tuberosity clasps adjusted on twenty two and twenty seven occlusion checked and adjusted patient happy with appearance instructions given on insertion removal and cleaning um advised to leave dentures out at night next visit adjustment in one week',
    appends: [
      'add to notes wife present for the visit',
      'change twenty three grade one mobility to grade two mobility next visit denture adjustment in one week scratch that next visit denture adjustment in three days',
    ],
    expect: {
      CC: 'Delivery of new upper complete denture and lower cast partial denture',
      'MED HX': 'No changes. Dry mouth from amitriptyline',
      INTRA: 'Upper ridge healthy',
      DENTAL: [
        ['23', 'Grade 2 mobility'],
        ['27', 'D root caries'],
      ],
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures fitted',
        'Pressure indicating paste used',
        'Flange relieved at upper left tuberosity',
        'Clasps adjusted #22, #27',
        'Occlusion checked and adjusted',
        'Instructions given on insertion removal and cleaning',
      ],
      NOTES: 'Patient happy with appearance. Wife present for the visit',
      CONSULT: 'Advised to leave dentures out at night',
      NV: ['Denture adjustment in 3 days'],
    },
  }),
  defineCase({
    id: 'ab22-us-asr-oral-surgeon-implant-30-graft-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient presents for implant placement number thirty medical history no changes prediabetic nonsmoker penicillin allergy took clindamycin six hundred milligrams one hour preop bp one twenty six over eighty cbct reviewed bone width seven millimeters height fourteen millimeters to canal informed consent signed risks discussed nerve injury implant failure sinus no wait infection local anesthesia two carpules articaine four percent one to one hundred thousand epi buccal infiltration and lingual infiltration thirty full thickness crestal incision flap raised osteotomy sequential drills to four point two millimeters implant placed number thirty four point five by ten millimeters insertion torque forty newton centimeters cover screw buccal dehiscence grafted with xenograft and collagen membrane four oh ptfe sutures post op pa taken implant position good prescribed clindamycin three hundred milligrams qid seven days and chlorhexidine rinse next visit suture removal two weeks plan uncover in four months',
    expect: {
      CC: 'Implant placement #30',
      'MED HX':
        'No changes. Prediabetic. Nonsmoker. Penicillin allergy. Took clindamycin 600 mg 1 hour preop. BP 126/80',
      RADIO: 'CBCT reviewed bone width 7 mm height 14 mm to canal. Post op PA taken implant position good',
      CONSENT: 'Informed consent signed. Risks discussed nerve injury implant failure infection',
      'TX TODAY': ['Implant placement #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #30',
        'Full thickness crestal incision',
        'Flap raised',
        'Osteotomy sequential drills to 4.2 mm',
        'Implant placed #30 4.5 x 10 mm',
        'Insertion torque 40 Ncm',
        'Cover screw',
        'Buccal dehiscence grafted with xenograft and collagen membrane',
        '4-0 PTFE sutures',
        'Prescribed clindamycin 300 mg QID 7 days and chlorhexidine rinse',
      ],
      NV: ['Suture removal 2 weeks'],
      'TX PLAN': ['Uncover in 4 months'],
    },
  }),
  defineCase({
    id: 'ab23-us-typed-prostho-bridge-fit-12-14-apixaban-night-guard-fee',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Presents for seating of 3-unit zirconia bridge #12-#14. Temporary bridge came off yesterday, no sensitivity. Medical history: no changes, on apixaban for AFib. No known drug allergies. Intra-oral: gingiva around #12 and #14 slightly inflamed, mild bleeding. #18 occlusal wear facets. Temporary bridge removed. Abutments cleaned with pumice and chlorhexidine. Bridge tried in with margins closed and contacts good. Shade A2 matched. Bitewing taken to confirm margins. Occlusion adjusted and polished. Bridge #12-#14 cemented with RelyX Unicem. Excess removed. Floss threader instructions given. Discussed night guard for bruxism, fee $550; patient will think about it. Next visit: impressions for night guard if patient agrees. Recall 6 months.',
    expect: {
      CC: 'Seating of 3-unit zirconia bridge #12-#14. Temporary bridge came off yesterday, no sensitivity',
      'MED HX': 'No changes, on apixaban for AFib. No known drug allergies',
      INTRA: 'Gingiva around #12 and #14 slightly inflamed, mild bleeding',
      DENTAL: [['18', 'O wear facets']],
      RADIO: 'Bitewing taken to confirm margins',
      'TX TODAY': ['Bridge fit #12-#14'],
      TX: [
        'Temporary bridge removed',
        'Abutments cleaned with pumice and chlorhexidine',
        'Bridge tried in with margins closed and contacts good',
        'Shade A2 matched',
        'Occlusion adjusted and polished',
        'Bridge #12-#14 cemented with RelyX Unicem',
        'Excess removed',
        'Floss threader instructions given',
      ],
      CONSULT: 'Discussed night guard for bruxism, fee $550; patient will think about it',
      NV: ['Impressions for night guard if patient agrees'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ab24-us-asr-emergency-complicated-crown-fracture-9-pulpotomy-splint',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency visit sixteen year old patient football injury this afternoon mouthguard not worn no head injury medical history healthy no meds allergic to amoxicillin extra oral upper lip swollen no lacerations intra oral gingival bleeding around eight and nine number nine complicated crown fracture mesial incisal pulp exposure about one millimeter number eight tender to percussion slightly mobile no displacement pa eight and nine no root fracture diagnosis complicated crown fracture nine subluxation eight discussed pulpotomy versus root canal mom and patient agreed to pulpotomy verbal consent from mom local anesthesia one carpule lidocaine two percent one to one hundred thousand epi infiltration nine rubber dam pulpotomy nine with diamond bur mta placed glass ionomer liner mesial incisal composite nine um eight and nine splinted with flexible wire for two weeks post op instructions soft diet follow up two weeks for splint removal and sensibility tests',
    expect: {
      CC: 'Emergency visit. 16 year old patient football injury this afternoon mouthguard not worn no head injury',
      'MED HX': 'Healthy no meds allergic to amoxicillin',
      EXTRA: 'Upper lip swollen no lacerations',
      INTRA: 'Gingival bleeding around #8 and #9',
      DENTAL: [
        ['9', 'Complicated crown fracture MI pulp exposure about 1 mm', 'Crown'],
        ['8', 'Tender to percussion slightly mobile no displacement'],
      ],
      RADIO: 'PA #8 and #9 no root fracture',
      DX: ['Complicated crown fracture #9', 'Subluxation #8'],
      CONSULT: 'Discussed pulpotomy versus root canal. Mom and patient agreed to pulpotomy',
      CONSENT: 'Verbal consent from mom',
      'TX TODAY': ['Pulpotomy #9', 'MI composite #9', 'Splint #8, #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #9',
        'Rubber dam',
        'Pulpotomy #9 with diamond bur',
        'MTA placed',
        'Glass ionomer liner',
        'MI composite #9',
        '#8, #9 splinted with flexible wire for 2 weeks',
        'Post op instructions soft diet',
      ],
      'F/U': 'Follow up 2 weeks for splint removal and sensibility tests',
    },
  }),
];
