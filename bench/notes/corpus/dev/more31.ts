// A thirty-first development batch (ids ag01–ag24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a sample of examinations with charting at two
// practices, one UK and one US: new patient and recall examinations, children's examinations with primary teeth by
// letter, and emergency visits with a little treatment today (a temporary dressing, an incision and drainage, an
// irrigation, an extraction, a pulpectomy, a crown recement, SDF). The focus is the chart said in many orders: tooth
// then condition ("thirty six mesial occlusal distal caries"), condition then tooth ("caries on 14 and 15", "missing
// eighteen twenty eight ...", "crowns on the upper left six and seven"), runs of several teeth, existing restorations,
// fractured cusps, mobility, sound and erupting teeth; teeth said with "number", "tooth", "the", "#", Palmer words and
// letters. Also the chief complaint, medical history (medications, allergies, conditions, "no changes", blood
// pressure), extra- and intra-oral findings, BPE / PSR, radiographs, diagnoses, a short discussion, the plan, the next
// visit and recall. UK and US (12 each); FDI, Universal (primary teeth by letter) and Palmer (primary teeth by letter);
// 14 recogniser-style (fillers, "sorry" / "I mean" self-corrections) and 10 typed; 50 to 140 words; two cases with
// appended dictation ("add to medical history …", "change … to …", "next visit …", "add to notes …").
//
// Judgement calls where the contract was silent:
// - A condition said once for several teeth keeps its plural as said on every tooth ("crowns on the upper left six and
//   seven" → UL6 "Crowns", UL7 "Crowns"; "#8 and #9 porcelain veneers"; "existing composites on four five and
//   twelve"): the contract gives teeth said together "the same condition".
// - Several findings said in one run after a tooth named once are one entry ("46: large distal amalgam, tender to
//   percussion, grade 1 mobility"; "#3: large MO amalgam with craze lines, positive bite test ..."), as in earlier
//   batches ("Deep D caries tender to percussion"). A tooth named again in a later clause with another finding gets a
//   second entry (ag18: "#14 fractured ML cusp", then "existing MO amalgam on #14").
// - Six-figure BPE / PSR scores run together in recogniser text were avoided (said "upper … lower …", "all codes 1",
//   "code 3 in all sextants"); typed scores keep the slash as typed.
// - Gingivitis, plaque and calculus were kept out of intra-oral findings (said only after the BPE / PSR or under
//   "Perio"), so no label depends on INTRA vs PERIO for them.
// - In recogniser text fields a full stop is put where a careful writer would end a clause ("Emergency. Pain upper
//   right back tooth …"; "No changes. Allergic to codeine"); "recall exam no complaints" stays one clause, as earlier.
// - Single surfaces in text fields (RADIO, CONSULT, CC) stay words ("#20 distal caries into dentin"); rule 4
//   abbreviates them only in DENTAL conditions and list items.
// - Findings on a radiograph never make DENTAL entries; a tooth named only as a place ("buccal swelling adjacent to
//   46", "parulis buccal to tooth s", "fluctuant swelling buccal to number nineteen") makes none either.
// - ag09: "UR1 dentine covered with GIC" is a material something is done with, so no title; TX TODAY is empty. ag24:
//   an occlusal adjustment and Gluma are not in the naming table, so TX TODAY is empty there too.
// - ag11: "irrigated under operculum with chlorhexidine" is an irrigation not of canals or a socket → "Irrigation",
//   untoothed (the operculum is a place). "Operculum over 48 swollen and inflamed" is a soft-tissue finding (INTRA),
//   48 only its place; "48 partially erupted" is the chart entry.
// - Plan and next-visit items take the table's names: "scaling and root planing" → "SRP", "complete root canal" →
//   "Complete RCT #19", "buccal glass ionomer" → "B GIC 45". "Sealants" said without "fissure" stays "Sealants"
//   (ag15); "#19 fissure sealant redone" (ag19) is titled "Fissure sealant #19".
// - Who came with a child is said as "mum / mom / dad present" (NOTES), never "attended with …", which is a CC header.
// - ag23: "existing composites on four five and twelve" in Universal is #4, #5 and #12 (teeth said in a run), not 45.
// - ag22: "topical" before the anaesthetic is its own step, as said.
// - ag12: "buccal infiltration and palatal infiltration" are two techniques joined by " + ".
import { defineCase, type NotesCase } from '../case.ts';

export const more31Cases: NotesCase[] = [
  defineCase({
    id: 'ag01-uk-asr-new-patient-missing-eights-mod-caries-fractured-cusp',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for new patient exam no complaints medical history asthma uses salbutamol inhaler allergic to penicillin extra oral no abnormalities detected intra oral soft tissues healthy bpe upper two two two lower two three two charting missing eighteen twenty eight thirty eight forty eight thirty six mesial occlusal distal caries existing amalgam on forty six fractured distal cusp on twenty four sorry twenty five bitewings taken grade one caries thirty six into dentine diagnosis caries thirty six and fractured cusp twenty five discussed treatment options plan mesial occlusal distal composite thirty six and crown twenty five then scale and polish next visit mesial occlusal distal composite thirty six recall six months',
    expect: {
      CC: 'New patient exam no complaints',
      'MED HX': 'Asthma uses salbutamol inhaler. Allergic to penicillin',
      EXTRA: 'No abnormalities detected',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE upper 2 2 2 lower 2 3 2',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['36', 'MOD caries'],
        ['46', 'Existing amalgam'],
        ['25', 'Fractured D cusp', 'D cusp'],
      ],
      RADIO: 'Bitewings taken grade 1. Caries 36 into dentine',
      DX: ['Caries 36', 'Fractured cusp 25'],
      CONSULT: 'Discussed treatment options',
      'TX PLAN': ['MOD composite 36', 'Crown 25', 'Scale and polish'],
      NV: ['MOD composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ag02-uk-typed-recall-chart-list-restorations-abfraction',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. No complaints. MH: no changes, still on amlodipine and atorvastatin. NKDA. EO: NAD. IO: mild tongue scalloping, otherwise healthy soft tissues. BPE 1 1 2 / 1 1 1. Charting: 17 MO amalgam, 16 crown, 26 and 27 DO composite, 47 occlusal caries, 35 buccal abfraction. Bitewings taken (grade 1): 47 occlusal caries into dentine, 15 distal caries in enamel, no bone loss. Dx: caries 47. Discussed diet and fluoride toothpaste. Patient happy to proceed. Plan: O composite 47, monitor 15. NV: O composite 47 with LA. Recall 9 months.',
    expect: {
      CC: 'Recall exam. No complaints',
      'MED HX': 'No changes, still on amlodipine and atorvastatin. NKDA',
      EXTRA: 'NAD',
      INTRA: 'Mild tongue scalloping, otherwise healthy soft tissues',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['17', 'MO amalgam'],
        ['16', 'Crown'],
        ['26', 'DO composite'],
        ['27', 'DO composite'],
        ['47', 'O caries'],
        ['35', 'B abfraction'],
      ],
      RADIO: 'Bitewings taken (grade 1): 47 occlusal caries into dentine, 15 distal caries in enamel, no bone loss',
      DX: ['Caries 47'],
      CONSULT: 'Discussed diet and fluoride toothpaste. Patient happy to proceed',
      'TX PLAN': ['O composite 47', 'Monitor 15'],
      NV: ['O composite 47 with LA'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ag03-uk-asr-palmer-child-exam-primary-caries-erupting-sixes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for check up no problems mum present medical history fit and well no medications no allergies extra oral nad intra oral soft tissues normal charting upper right d and upper left d occlusal caries lower left e mesial occlusal caries lower right e sound upper right six and upper left six erupting no radiographs today as child would not tolerate diagnosis caries upper right d upper left d and lower left e discussed diet sugary snacks with mum fluoride varnish applied oral hygiene instruction given to child and mum plan fissure sealants upper right six and upper left six when fully erupted and fillings upper right d upper left d lower left e next visit fillings upper right d and upper left d recall three months',
    expect: {
      CC: 'Check up no problems',
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['URD', 'O caries'],
        ['ULD', 'O caries'],
        ['LLE', 'MO caries'],
        ['LRE', 'Sound'],
        ['UR6', 'Erupting'],
        ['UL6', 'Erupting'],
      ],
      RADIO: 'No radiographs today as child would not tolerate',
      DX: ['Caries URD, ULD, LLE'],
      CONSULT: 'Discussed diet sugary snacks with mum',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied', 'Oral hygiene instruction given to child and mum'],
      'TX PLAN': ['Fissure sealants UR6, UL6 when fully erupted', 'Fillings URD, ULD, LLE'],
      NOTES: 'Mum present',
      NV: ['Fillings URD, ULD'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ag04-uk-typed-emergency-abscess-46-incision-drainage',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Swelling and pain lower right for 3 days. MH: type 1 diabetes, insulin pump. Allergic to latex. EO: tender right submandibular lymph node, no facial swelling. IO: buccal swelling adjacent to 46. 46: large distal amalgam, tender to percussion, grade 1 mobility. PA 46: periapical radiolucency mesial and distal roots. Dx: acute apical abscess 46. Discussed RCT vs extraction, patient wants extraction. Today: LA 2.2ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 46. Incision and drainage of buccal swelling, pus drained. Rx amoxicillin 500 mg TDS 5 days. NV: extraction 46 next week.',
    expect: {
      CC: 'Emergency. Swelling and pain lower right for 3 days',
      'MED HX': 'Type 1 diabetes, insulin pump. Allergic to latex',
      EXTRA: 'Tender right submandibular lymph node, no facial swelling',
      INTRA: 'Buccal swelling adjacent to 46',
      DENTAL: [['46', 'Large D amalgam, tender to percussion, grade 1 mobility']],
      RADIO: 'PA 46: periapical radiolucency mesial and distal roots',
      DX: ['Acute apical abscess 46'],
      CONSULT: 'Discussed RCT vs extraction, patient wants extraction',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 46',
        'Incision and drainage of buccal swelling',
        'Pus drained',
        'Rx amoxicillin 500 mg TDS 5 days',
      ],
      NV: ['Extraction 46 next week'],
    },
  }),
  defineCase({
    id: 'ag05-uk-asr-palmer-recall-crowns-ul6-ul7-recurrent-caries-lr7',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'recall exam er no concerns medical history no changes still taking lansoprazole extra oral nothing abnormal intra oral healthy bpe all codes one crowns on the upper left six and seven lower right seven mesial occlusal amalgam with recurrent caries at mesial margin upper right two sorry upper right one chipped incisal edge lower left eight partially erupted bitewings taken grade one recurrent caries under lower right seven amalgam diagnosis recurrent caries lower right seven discussed replacing the filling patient agreed plan replace amalgam lower right seven with composite then smooth upper right one next visit mesial occlusal composite lower right seven recall twelve months',
    expect: {
      CC: 'Recall exam no concerns',
      'MED HX': 'No changes. Still taking lansoprazole',
      EXTRA: 'Nothing abnormal',
      INTRA: 'Healthy',
      PERIO: 'BPE all codes 1',
      DENTAL: [
        ['UL6', 'Crowns'],
        ['UL7', 'Crowns'],
        ['LR7', 'MO amalgam with recurrent caries at M margin'],
        ['UR1', 'Chipped incisal edge'],
        ['LL8', 'Partially erupted'],
      ],
      RADIO: 'Bitewings taken grade 1. Recurrent caries under LR7 amalgam',
      DX: ['Recurrent caries LR7'],
      CONSULT: 'Discussed replacing the filling. Patient agreed',
      'TX PLAN': ['Replace amalgam LR7 with composite', 'Smooth UR1'],
      NV: ['MO composite LR7'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'ag06-uk-typed-new-patient-smoker-perio-caries-on-14-and-15',
    style: 'UK',
    asr: false,
    transcript:
      'New patient exam, wants a full check-up. MH: hypothyroidism (levothyroxine 100 mcg), hay fever (cetirizine). Allergies: none known. Smoker 15/day, alcohol 10 units/week. EO: TMJ clicking on opening, no pain. IO: linea alba, frictional keratosis left buccal mucosa. BPE 3 2 3 / 3 2 3. Missing 18, 28, 38, 48. Caries on 14 and 15. 21 root filled and crowned. 36 fractured lingual cusp next to MOD amalgam. 46 occlusal amalgam. Bitewings (grade 1) and OPG taken: distal caries 14 and mesial caries 15 into dentine, generalised horizontal bone loss 20%, 21 periapical area. Dx: generalised periodontitis stage II grade B, caries 14 and 15, periapical periodontitis 21. Discussed smoking and gum disease. Smoking cessation advice given. Plan: OHI and RSD, composites 14 and 15, crown 36, review 21. NV: hygienist for RSD UR and UL.',
    expect: {
      CC: 'New patient exam, wants a full check-up',
      'MED HX':
        'Hypothyroidism (levothyroxine 100 mcg), hay fever (cetirizine). Allergies: none known. Smoker 15/day, alcohol 10 units/week',
      EXTRA: 'TMJ clicking on opening, no pain',
      INTRA: 'Linea alba, frictional keratosis left buccal mucosa',
      PERIO: 'BPE 3 2 3 / 3 2 3',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['14', 'Caries'],
        ['15', 'Caries'],
        ['21', 'Root filled and crowned'],
        ['36', 'Fractured L cusp next to MOD amalgam', 'L cusp'],
        ['46', 'O amalgam'],
      ],
      RADIO:
        'Bitewings (grade 1) and OPG taken: distal caries 14 and mesial caries 15 into dentine, generalised horizontal bone loss 20%, 21 periapical area',
      DX: ['Generalised periodontitis stage II grade B', 'Caries 14, 15', 'Periapical periodontitis 21'],
      CONSULT: 'Discussed smoking and gum disease. Smoking cessation advice given',
      'TX PLAN': ['OHI', 'RSD', 'Composites 14, 15', 'Crown 36', 'Review 21'],
      NV: ['Hygienist for RSD UR and UL'],
    },
  }),
  defineCase({
    id: 'ag07-uk-asr-emergency-lost-filling-26-temporary-dressing',
    style: 'UK',
    asr: true,
    transcript:
      'emergency um lost filling upper left this morning sensitive to cold medical history no changes on examination twenty six mesial occlusal distal amalgam lost no radiograph taken diagnosis lost restoration twenty six and reversible pulpitis today no la cavity cleaned temporary dressing placed on twenty six with glass ionomer advised avoid chewing on that side next visit crown prep twenty six',
    expect: {
      CC: 'Emergency. Lost filling upper left this morning. Sensitive to cold',
      'MED HX': 'No changes',
      DENTAL: [['26', 'MOD amalgam lost']],
      RADIO: 'No radiograph taken',
      DX: ['Lost restoration 26', 'Reversible pulpitis'],
      CONSULT: 'Advised avoid chewing on that side',
      'TX TODAY': ['Temporary dressing 26'],
      TX: ['No LA', 'Cavity cleaned', 'Temporary dressing placed 26 with glass ionomer'],
      NV: ['Crown prep 26'],
    },
  }),
  defineCase({
    id: 'ag08-uk-asr-appends-recall-abrasion-45-allergy-recall-change',
    style: 'UK',
    asr: true,
    transcript:
      'recall exam no problems medical history asthma uses brown and blue inhalers bpe upper one one one lower one two one thirty seven distal occlusal composite intact forty five buccal abrasion cavity sensitive to cold sorry sensitive to air no radiographs due scale and polish done oral hygiene instruction given recall six months',
    appends: [
      'add to medical history allergic to sticking plasters',
      'change recall six months to nine months next visit buccal glass ionomer forty five',
    ],
    expect: {
      CC: 'Recall exam no problems',
      'MED HX': 'Asthma uses brown and blue inhalers. Allergic to sticking plasters',
      PERIO: 'BPE upper 1 1 1 lower 1 2 1',
      DENTAL: [
        ['37', 'DO composite intact'],
        ['45', 'B abrasion cavity sensitive to air'],
      ],
      RADIO: 'No radiographs due',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'Oral hygiene instruction given'],
      NV: ['B GIC 45'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ag09-uk-typed-palmer-child-trauma-ur1-fracture-ul1-ttp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. 9 year old fell in playground 1 hour ago, knocked upper front teeth. Dad present. MH: fit and well, no allergies, tetanus up to date. EO: small graze on chin, no other injuries, no LOC. IO: small upper lip laceration, no foreign body. UR1 fractured mesio-incisal corner, no pulp exposure. UL1 TTP, not displaced. PAs UR1 and UL1: no root fractures, open apices. Dx: uncomplicated crown fracture UR1, concussion UL1. Today: no LA, UR1 dentine covered with GIC. Advised soft diet for 1 week and chlorhexidine mouthwash. Warned about possible discolouration. NV: composite build-up UR1 in 2 weeks. Review 4 weeks with sensibility tests.',
    expect: {
      CC: 'Emergency. 9 year old fell in playground 1 hour ago, knocked upper front teeth',
      'MED HX': 'Fit and well, no allergies, tetanus up to date',
      EXTRA: 'Small graze on chin, no other injuries, no LOC',
      INTRA: 'Small upper lip laceration, no foreign body',
      DENTAL: [
        ['UR1', 'Fractured MI corner, no pulp exposure', 'MI corner'],
        ['UL1', 'TTP, not displaced'],
      ],
      RADIO: 'PAs UR1 and UL1: no root fractures, open apices',
      DX: ['Uncomplicated crown fracture UR1', 'Concussion UL1'],
      CONSULT: 'Advised soft diet for 1 week and chlorhexidine mouthwash. Warned about possible discolouration',
      TX: ['No LA', 'UR1 dentine covered with GIC'],
      NOTES: 'Dad present',
      NV: ['Composite build-up UR1 in 2 weeks'],
      'F/U': 'Review 4 weeks with sensibility tests',
    },
  }),
  defineCase({
    id: 'ag10-uk-asr-routine-exam-mobility-lower-incisors-retained-root',
    style: 'UK',
    asr: true,
    transcript:
      'um routine examination patient complains of loose tooth lower front medical history type two diabetes on metformin and gliclazide penicillin allergy causes rash extra oral no lymphadenopathy intra oral denture stomatitis under lower sorry upper partial denture bpe upper four three four lower four four three tooth forty one grade two mobile thirty one and thirty two grade one mobile tooth number thirty six retained root periapical radiograph of forty one shows seventy percent bone loss diagnosis periodontitis stage four grade c and hopeless prognosis forty one discussed extraction of forty one and replacement with partial denture patient will think about it oral hygiene instruction given plan extraction forty one then partial denture then extraction thirty six root next visit extraction forty one',
    expect: {
      CC: 'Routine examination. Loose tooth lower front',
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Penicillin allergy causes rash',
      EXTRA: 'No lymphadenopathy',
      INTRA: 'Denture stomatitis under upper partial denture',
      PERIO: 'BPE upper 4 3 4 lower 4 4 3',
      DENTAL: [
        ['41', 'Grade 2 mobile'],
        ['31', 'Grade 1 mobile'],
        ['32', 'Grade 1 mobile'],
        ['36', 'Retained root'],
      ],
      RADIO: 'Periapical radiograph of 41 shows 70% bone loss',
      DX: ['Periodontitis stage 4 grade C', 'Hopeless prognosis 41'],
      CONSULT: 'Discussed extraction of 41 and replacement with partial denture. Patient will think about it',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction given'],
      'TX PLAN': ['Extraction 41', 'Partial denture', 'Extraction 36 root'],
      NV: ['Extraction 41'],
    },
  }),
  defineCase({
    id: 'ag11-uk-typed-emergency-pericoronitis-48-irrigation',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pain and swelling around lower right wisdom tooth 4 days, difficulty opening. MH: no medical problems, allergic to erythromycin. EO: trismus, mouth opening 25 mm, tender right submandibular node. IO: operculum over 48 swollen and inflamed. 48 partially erupted, 47 sound. OPG: 48 vertically impacted, no caries. Dx: pericoronitis 48. Today: irrigated under operculum with chlorhexidine, OHI given, Rx metronidazole 400 mg TDS 3 days. Advised warm salt water mouthwashes and analgesics. Plan: referral for removal of 48 if recurrent. Review 1 week.',
    expect: {
      CC: 'Emergency. Pain and swelling around lower right wisdom tooth 4 days, difficulty opening',
      'MED HX': 'No medical problems, allergic to erythromycin',
      EXTRA: 'Trismus, mouth opening 25 mm, tender right submandibular node',
      INTRA: 'Operculum over 48 swollen and inflamed',
      DENTAL: [
        ['48', 'Partially erupted'],
        ['47', 'Sound'],
      ],
      RADIO: 'OPG: 48 vertically impacted, no caries',
      DX: ['Pericoronitis 48'],
      CONSULT: 'Advised warm salt water mouthwashes and analgesics',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'Irrigated under operculum with chlorhexidine',
        'OHI given',
        'Rx metronidazole 400 mg TDS 3 days',
      ],
      'TX PLAN': ['Referral for removal of 48 if recurrent'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ag12-uk-asr-palmer-emergency-pulpitis-ur7-extraction',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency pain upper right back tooth for a week worse at night medical history no changes on examination upper right seven deep distal caries upper right six existing crown upper right eight missing periapical of upper right seven shows widened ligament space diagnosis symptomatic irreversible pulpitis upper right seven discussed root canal versus extraction patient opted for extraction written consent today la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration upper right seven extracted with forceps and luxator uh haemostasis achieved post op instructions given review if problems',
    expect: {
      CC: 'Emergency. Pain upper right back tooth for a week worse at night',
      'MED HX': 'No changes',
      DENTAL: [
        ['UR7', 'Deep D caries'],
        ['UR6', 'Existing crown'],
        ['UR8', 'Missing'],
      ],
      RADIO: 'Periapical of UR7 shows widened ligament space',
      DX: ['Symptomatic irreversible pulpitis UR7'],
      CONSULT: 'Discussed root canal versus extraction. Patient opted for extraction',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction UR7'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'UR7 extracted with forceps and luxator',
        'Haemostasis achieved',
        'Post-op instructions given',
      ],
      'F/U': 'Review if problems',
    },
  }),
  defineCase({
    id: 'ag13-us-asr-comprehensive-exam-missing-thirds-psr-srp-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient comprehensive exam wants a cleaning and checkup no pain medical history high blood pressure takes lisinopril and metoprolol allergic to sulfa drugs blood pressure one forty two over ninety extraoral exam within normal limits intraoral exam small fibroma left buccal mucosa psr code three in all sextants uh charting number one sixteen seventeen and thirty two missing number three mesial occlusal distal amalgam number fourteen crown number nineteen occlusal caries number thirty buccal caries full mouth series taken diagnosis caries nineteen and thirty and generalized moderate periodontitis treatment plan scaling and root planing all four quadrants then composites nineteen and thirty next visit srp upper right and lower right recall three months',
    expect: {
      CC: 'New patient comprehensive exam. Wants a cleaning and checkup. No pain',
      'MED HX': 'High blood pressure takes lisinopril and metoprolol. Allergic to sulfa drugs. Blood pressure 142/90',
      EXTRA: 'Within normal limits',
      INTRA: 'Small fibroma left buccal mucosa',
      PERIO: 'PSR code 3 in all sextants',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MOD amalgam'],
        ['14', 'Crown'],
        ['19', 'O caries'],
        ['30', 'B caries'],
      ],
      RADIO: 'Full mouth series taken',
      DX: ['Caries #19, #30', 'Generalized moderate periodontitis'],
      'TX PLAN': ['SRP all 4 quadrants', 'Composites #19, #30'],
      NV: ['SRP upper right and lower right'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ag14-us-typed-periodic-exam-hash-chart-veneers-fractured-mb-cusp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam and prophy. No complaints. Med hx: no changes, takes levothyroxine, NKDA. EO: WNL. IO: WNL. PSR 2 2 2 / 2 2 2. Charting: #2 MOD amalgam, #15 MO amalgam, #8 and #9 porcelain veneers, #30 PFM crown, #14 fractured MB cusp, #20 distal caries, #29 watch. 2 BWX taken: #20 distal caries into dentin, no other decay. Dx: fractured cusp #14, caries #20. Prophy done, fluoride varnish applied. Discussed crown for #14 and DO composite for #20, pt agrees. Tx plan: crown #14, DO composite #20. Next visit: crown prep #14. Recall 6 months.',
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX': 'No changes, takes levothyroxine, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['2', 'MOD amalgam'],
        ['15', 'MO amalgam'],
        ['8', 'Porcelain veneers'],
        ['9', 'Porcelain veneers'],
        ['30', 'PFM crown'],
        ['14', 'Fractured MB cusp', 'MB cusp'],
        ['20', 'D caries'],
        ['29', 'Watch'],
      ],
      RADIO: '2 BWX taken: #20 distal caries into dentin, no other decay',
      DX: ['Fractured cusp #14', 'Caries #20'],
      CONSULT: 'Discussed crown for #14 and DO composite for #20, pt agrees',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy done', 'Fluoride varnish applied'],
      'TX PLAN': ['Crown #14', 'DO composite #20'],
      NV: ['Crown prep #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ag15-us-asr-child-first-exam-primary-letters-b-i-s-t',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for first exam uh no complaints mom present medical history healthy no meds no allergies extraoral within normal limits intraoral healthy soft tissue tooth a sorry tooth b occlusal caries tooth i occlusal caries number s and t distal occlusal caries number three and fourteen erupting two bitewings taken caries on s and t into dentin diagnosis early childhood caries prophy done fluoride varnish applied oral hygiene instructions given to mom diet counseling limit juice plan fillings b i s and t then sealants three fourteen nineteen thirty next visit fillings s and t recall six months',
    expect: {
      CC: 'First exam no complaints',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Healthy soft tissue',
      DENTAL: [
        ['B', 'O caries'],
        ['I', 'O caries'],
        ['S', 'DO caries'],
        ['T', 'DO caries'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
      ],
      RADIO: '2 bitewings taken. Caries on #S and #T into dentin',
      DX: ['Early childhood caries'],
      CONSULT: 'Diet counseling limit juice',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy done', 'Fluoride varnish applied', 'Oral hygiene instructions given to mom'],
      'TX PLAN': ['Fillings #B, #I, #S, #T', 'Sealants #3, #14, #19, #30'],
      NOTES: 'Mom present',
      NV: ['Fillings #S, #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ag16-us-asr-emergency-abscess-19-pulpectomy-amoxicillin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit patient presents with swelling and pain lower left for two days medical history no changes allergic to codeine extraoral slight swelling left mandible intraoral fluctuant swelling buccal to number nineteen number nineteen large mesial occlusal distal amalgam tender to percussion and palpation pa shows periapical radiolucency on mesial and distal roots of nineteen diagnosis pulp necrosis with acute apical abscess nineteen discussed root canal and crown versus extraction patient chose root canal two carpules lidocaine two percent one to one hundred thousand epi left ianb rubber dam access opened pulpectomy number nineteen canals irrigated with sodium hypochlorite calcium hydroxide placed temporary filling with cavit rx amoxicillin five hundred milligrams three times a day for seven days next visit complete root canal nineteen',
    expect: {
      CC: 'Emergency visit. Swelling and pain lower left for 2 days',
      'MED HX': 'No changes. Allergic to codeine',
      EXTRA: 'Slight swelling left mandible',
      INTRA: 'Fluctuant swelling buccal to #19',
      DENTAL: [['19', 'Large MOD amalgam tender to percussion and palpation']],
      RADIO: 'PA shows periapical radiolucency on mesial and distal roots of #19',
      DX: ['Pulp necrosis with acute apical abscess #19'],
      CONSULT: 'Discussed root canal and crown versus extraction. Patient chose root canal',
      'TX TODAY': ['Pulpectomy #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Access opened',
        'Pulpectomy #19',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Temporary filling with Cavit',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      NV: ['Complete RCT #19'],
    },
  }),
  defineCase({
    id: 'ag17-us-typed-recall-root-caries-sdf-mobility-xerostomia',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall exam. Pt reports sensitivity lower left when brushing. Med hx: updated, now on Eliquis for AFib, allergic to latex. BP 128/76. EO: WNL. IO: dry mouth, tongue coated. Perio: generalized recession 2-3 mm, BOP 15%. Charting: buccal root caries on #22, #27 and #28, PFM crown #3 with open margin, tooth #18 mobility class II, #31 missing. FMX reviewed, 4 BWX taken: #18 furcation involvement, no new caries interproximally. Dx: root caries #22, #27 and #28, xerostomia. Discussed saliva substitutes and 5000 ppm fluoride toothpaste. SDF applied to #22, #27 and #28. Plan: B composites #27 and #28, extraction #18 (pt to think about). Return 3 months.',
    expect: {
      CC: 'Recall exam. Pt reports sensitivity lower left when brushing',
      'MED HX': 'Updated, now on Eliquis for AFib, allergic to latex. BP 128/76',
      EXTRA: 'WNL',
      INTRA: 'Dry mouth, tongue coated',
      PERIO: 'Generalized recession 2-3 mm, BOP 15%',
      DENTAL: [
        ['22', 'B root caries'],
        ['27', 'B root caries'],
        ['28', 'B root caries'],
        ['3', 'PFM crown with open margin'],
        ['18', 'Mobility class II'],
        ['31', 'Missing'],
      ],
      RADIO: 'FMX reviewed, 4 BWX taken: #18 furcation involvement, no new caries interproximally',
      DX: ['Root caries #22, #27, #28', 'Xerostomia'],
      CONSULT: 'Discussed saliva substitutes and 5000 ppm fluoride toothpaste',
      'TX TODAY': ['SDF #22, #27, #28'],
      TX: ['SDF applied #22, #27, #28'],
      'TX PLAN': ['B composites #27, #28', 'Extraction #18 (pt to think about)'],
      'F/U': 'Return 3 months',
    },
  }),
  defineCase({
    id: 'ag18-us-asr-emergency-fractured-cusp-14-irm-second-entry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency patient broke a tooth upper left yesterday on a popcorn kernel no pain just sharp medical history no changes no allergies number fourteen fractured mesial buccal I mean mesial lingual cusp existing mesial occlusal amalgam on fourteen pa of fourteen no periapical pathology diagnosis fractured cusp fourteen discussed onlay or crown patient wants crown today sharp edges smoothed temporary dressing placed on fourteen with irm next visit crown prep fourteen',
    expect: {
      CC: 'Emergency. Patient broke a tooth upper left yesterday on a popcorn kernel. No pain just sharp',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['14', 'Fractured ML cusp', 'ML cusp'],
        ['14', 'Existing MO amalgam'],
      ],
      RADIO: 'PA of #14 no periapical pathology',
      DX: ['Fractured cusp #14'],
      CONSULT: 'Discussed onlay or crown. Patient wants crown',
      'TX TODAY': ['Temporary dressing #14'],
      TX: ['Sharp edges smoothed', 'Temporary dressing placed #14 with IRM'],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'ag19-us-typed-child-recall-mixed-dentition-ssc-sealant-redone',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall exam, 9 yo. Mom present. Med hx: ADHD, takes methylphenidate. NKDA. EO: WNL. IO: tongue and mucosa normal. Charting: #A and #J missing (exfoliated). Occlusal caries on #K and #L. #T SSC intact. #3 and #14 sealants intact. #19 sealant partially lost. 2 BWX taken: #K and #L occlusal caries into dentin, #S distal caries in enamel. Dx: caries #K, #L. Prophy, fluoride varnish. #19 fissure sealant redone. OHI to pt and mom. Plan: O composites #K and #L, monitor #S. Next visit: composites #K and #L. Recall 6 months.',
    expect: {
      CC: 'Recall exam, 9 yo',
      'MED HX': 'ADHD, takes methylphenidate. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Tongue and mucosa normal',
      DENTAL: [
        ['A', 'Missing (exfoliated)'],
        ['J', 'Missing (exfoliated)'],
        ['K', 'O caries'],
        ['L', 'O caries'],
        ['T', 'SSC intact'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealant partially lost'],
      ],
      RADIO: '2 BWX taken: #K and #L occlusal caries into dentin, #S distal caries in enamel',
      DX: ['Caries #K, #L'],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealant #19', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', '#19 fissure sealant redone', 'OHI to pt and mom'],
      'TX PLAN': ['O composites #K, #L', 'Monitor #S'],
      NOTES: 'Mom present',
      NV: ['Composites #K, #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ag20-us-asr-crown-off-9-recement-periapical-veneers',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with crown off number nine since last night um medical history no changes takes simvastatin allergic to penicillin number nine prep intact no recurrent decay number eight and ten composite veneers intact pa of nine shows previous root canal with small periapical radiolucency diagnosis decemented crown nine and chronic apical periodontitis nine discussed possible retreatment and new post crown patient wants to try recementing first crown recemented on nine with rely x unicem excess removed bite checked next visit retreatment evaluation nine',
    expect: {
      CC: 'Crown off #9 since last night',
      'MED HX': 'No changes. Takes simvastatin. Allergic to penicillin',
      DENTAL: [
        ['9', 'Prep intact no recurrent decay'],
        ['8', 'Composite veneers intact'],
        ['10', 'Composite veneers intact'],
      ],
      RADIO: 'PA of #9 shows previous root canal with small periapical radiolucency',
      DX: ['Decemented crown #9', 'Chronic apical periodontitis #9'],
      CONSULT: 'Discussed possible retreatment and new post crown. Patient wants to try recementing first',
      'TX TODAY': ['Crown recement #9'],
      TX: ['Crown recemented #9 with RelyX Unicem', 'Excess removed', 'Bite checked'],
      NV: ['Retreatment evaluation #9'],
    },
  }),
  defineCase({
    id: 'ag21-us-typed-appends-new-patient-perio-chart-smoker-nv-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt exam. CC: wants teeth checked, last visit 3 years ago. Med hx: type 2 diabetes (metformin), asthma (albuterol PRN). NKDA. EO: WNL. IO: coated tongue. PSR 3 3 3 / 3 4 3, generalized mild gingival inflammation. Missing #1, #16, #17, #32. #3 MO amalgam with recurrent decay. #12 and #13 DO caries. #19 RCT with PFM crown. #30 fractured DL cusp. FMX taken: bone loss 20-30%, #19 periapical area resolved. Dx: chronic periodontitis, caries #3, #12, #13, fractured cusp #30. Discussed perio therapy and fillings, pt wants to start with cleaning. Tx plan: SRP 4 quads, MO composite #3, DO composites #12 and #13, crown #30. NV: SRP UR and LR.',
    appends: [
      'Add to medical history smokes half a pack a day.',
      'Change UR and LR to UL and LL. Add to notes pt nervous about injections.',
    ],
    expect: {
      CC: 'New pt exam. Wants teeth checked, last visit 3 years ago',
      'MED HX': 'Type 2 diabetes (metformin), asthma (albuterol PRN). NKDA. Smokes half a pack a day',
      EXTRA: 'WNL',
      INTRA: 'Coated tongue',
      PERIO: 'PSR 3 3 3 / 3 4 3, generalized mild gingival inflammation',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam with recurrent decay'],
        ['12', 'DO caries'],
        ['13', 'DO caries'],
        ['19', 'RCT with PFM crown'],
        ['30', 'Fractured DL cusp', 'DL cusp'],
      ],
      RADIO: 'FMX taken: bone loss 20-30%, #19 periapical area resolved',
      DX: ['Chronic periodontitis', 'Caries #3, #12, #13', 'Fractured cusp #30'],
      CONSULT: 'Discussed perio therapy and fillings, pt wants to start with cleaning',
      'TX PLAN': ['SRP 4 quads', 'MO composite #3', 'DO composites #12, #13', 'Crown #30'],
      NOTES: 'Pt nervous about injections',
      NV: ['SRP UL and LL'],
    },
  }),
  defineCase({
    id: 'ag22-us-asr-child-emergency-abscessed-s-extraction-space-maintainer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit seven year old with swelling lower right for one day dad present medical history healthy no allergies extraoral no facial swelling intraoral parulis buccal to tooth s tooth s large mesial occlusal distal caries grade two mobility pa shows furcation radiolucency on s diagnosis abscessed s non restorable dad consented to extraction topical then one carpule lidocaine two percent one to one hundred thousand epi right ianb tooth s extracted gauze pressure post op instructions given to dad next visit space maintainer for s space',
    expect: {
      CC: 'Emergency visit. 7 year old with swelling lower right for 1 day',
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'No facial swelling',
      INTRA: 'Parulis buccal to #S',
      DENTAL: [['S', 'Large MOD caries grade 2 mobility']],
      RADIO: 'PA shows furcation radiolucency on #S',
      DX: ['Abscessed #S non restorable'],
      CONSENT: 'Dad consented to extraction',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        '#S extracted',
        'Gauze pressure',
        'Post-op instructions given to dad',
      ],
      NOTES: 'Dad present',
      NV: ['Space maintainer for #S space'],
    },
  }),
  defineCase({
    id: 'ag23-us-asr-periodic-exam-runs-of-teeth-open-margin-29',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam uh no concerns medical history no changes still on lisinopril allergic to amoxicillin bp one twenty four over seventy eight extraoral wnl intraoral wnl psr two in all sextants existing composites on four five and twelve distal caries on the eighteen occlusal caries number thirty and thirty one number twenty nine mesial occlusal sorry distal occlusal composite with open margin bitewings taken confirm caries diagnosis caries eighteen thirty thirty one and open margin twenty nine prophy done treatment plan composites eighteen thirty thirty one then replace composite twenty nine next visit composites thirty and thirty one recall six months',
    expect: {
      CC: 'Periodic exam no concerns',
      'MED HX': 'No changes. Still on lisinopril. Allergic to amoxicillin. BP 124/78',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 in all sextants',
      DENTAL: [
        ['4', 'Existing composites'],
        ['5', 'Existing composites'],
        ['12', 'Existing composites'],
        ['18', 'D caries'],
        ['30', 'O caries'],
        ['31', 'O caries'],
        ['29', 'DO composite with open margin'],
      ],
      RADIO: 'Bitewings taken confirm caries',
      DX: ['Caries #18, #30, #31', 'Open margin #29'],
      'TX TODAY': ['Prophy'],
      TX: ['Prophy done'],
      'TX PLAN': ['Composites #18, #30, #31', 'Replace composite #29'],
      NV: ['Composites #30, #31'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ag24-us-typed-limited-exam-cracked-tooth-3-occlusal-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. CC: sharp pain biting on upper right for 2 weeks, worse with cold. Med hx: reviewed, no changes. No allergies. EO: WNL. IO: WNL. #3: large MO amalgam with craze lines, positive bite test DB cusp, cold lingering 5 seconds. #2 and #4 WNL. PA #3: no periapical radiolucency, no visible fracture. Dx: cracked tooth #3, symptomatic irreversible pulpitis. Discussed crown with possible RCT, prognosis guarded. Pt agrees. Today: occlusion adjusted on #3 to reduce load, Gluma applied. Tx plan: RCT #3 then crown. NV: RCT #3 in 1 week.',
    expect: {
      CC: 'Limited exam. Sharp pain biting on upper right for 2 weeks, worse with cold',
      'MED HX': 'Reviewed, no changes. No allergies',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      DENTAL: [
        ['3', 'Large MO amalgam with craze lines, positive bite test DB cusp, cold lingering 5 seconds'],
        ['2', 'WNL'],
        ['4', 'WNL'],
      ],
      RADIO: 'PA #3: no periapical radiolucency, no visible fracture',
      DX: ['Cracked tooth #3', 'Symptomatic irreversible pulpitis'],
      CONSULT: 'Discussed crown with possible RCT, prognosis guarded. Pt agrees',
      TX: ['Occlusion adjusted #3 to reduce load', 'Gluma applied'],
      'TX PLAN': ['RCT #3', 'Crown'],
      NV: ['RCT #3 in 1 week'],
    },
  }),
];
