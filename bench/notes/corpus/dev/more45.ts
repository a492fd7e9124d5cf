// A forty-fifth development batch (ids au01–au24), written blind from the contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It samples hygiene, therapy and children's appointments
// at a UK and a US practice: hygienist and therapist visits (scale and polish, prophy, RSD / SRP by quadrant or sextant,
// periodontal maintenance and re-evaluation, pocket chart summaries, BPE / PSR with a furcation star, bleeding and plaque
// scores, OHI with named aids, smoking and vaping cessation advice, fluoride varnish, desensitising, SDF on root caries)
// and paediatric visits (primary and mixed dentition, primary teeth by letter, fissure sealants, fluoride varnish, SDF,
// a Hall crown, a pulpotomy with SSC, extractions of primary teeth, behaviour management, parents present, diet advice).
// UK and US (12 each); FDI (primary teeth 51–85 too), Universal (numbers and letters) and Palmer (primary teeth by
// letter); 14 recogniser-style (fillers, "sorry" / "I mean" / "no wait" self-corrections) and 10 typed; about 40 to 130
// words (two short typed notes); two cases with appended dictation ("add to notes …", "change … to …", "add to
// treatment …", "add to diagnosis …").
//
// Judgement calls where the contract was silent:
// - Oral hygiene status, plaque and bleeding scores, calculus, recession, pocket summaries, mobility and furcations are
//   periodontal findings (OE.PERIO); stain on a group of teeth is OE.INTRA. None of these makes a DENTAL entry.
// - Smoking / vaping cessation advice, diet advice, toothpaste advice and leaflets are CONSULT; a referral to a stop
//   smoking service is a referral for treatment elsewhere, so TX PLAN (au12).
// - A behaviour management technique said as a step of its own ("behaviour management with tell show do", "tell show
//   do used throughout", "nitrous oxide") is a TX step; said inside a remark about how the child coped ("child anxious
//   but managed well with tell-show-do and distraction") the whole remark is NOTES.
// - RSD / SRP of named quadrants or sextants is titled bare ("RSD", "SRP"), as in more28. Subgingival debridement,
//   re-debridement, full mouth debridement, root planing on its own and toothbrushing demonstrated are not table
//   procedures, so no titles; au05 takes "Periodontal maintenance" from the CC because its TX names no table procedure;
//   au12 (a re-evaluation with localised re-debridement) has no title at all.
// - "Sealants" is only dictated as "fissure sealants" so the title is unambiguous; a glass ionomer used for sealants
//   with no tooth in its item is no title (au24).
// - Chlorhexidine irrigation of a pocket is "Irrigation" (the table excludes only canals and sockets): "Irrigation 47"
//   (au09), bare "Irrigation" (au14).
// - "Perio maintenance" in NV is written with the table name, "Periodontal maintenance in 3 months" (au17); TX keeps it
//   as said.
// - "Stage three" said by the recogniser is written "stage 3" (numbers are digits); typed "stage III" stays.
// - "One thousand four hundred and fifty ppm" is written "1,450 ppm", like "1:80,000".
// - "Dad told this settles in a few weeks" and "warned about sensitivity" are advice (CONSULT); "post-op advice given"
//   stays a TX step.
// - "Prophy and fluoride varnish." (au22) is split at "and" into two TX items, both sides naming a procedure.
// - "Oraqix" with subgingival debridement (au05) and "topical benzocaine" are no LA line: no injection was said.
// - In unpunctuated recogniser text, separate findings or remarks in one text field are joined with ". " (a careful
//   writer's full stop), e.g. "No changes. Smokes 15 a day".
// - Where a tooth names a place in a list item ("applied to 33, 34, 35 cervical areas", "removed from 46 furcation",
//   "irrigation of 47 pocket") the connecting word stays; where the tooth is what was treated ("placed on 85", "SDF
//   applied to #D …") it goes.
import { defineCase, type NotesCase } from '../case.ts';

export const more45Cases: NotesCase[] = [
  defineCase({
    id: 'au01-uk-asr-hygienist-scale-polish-bpe-scores-smoker',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for six monthly hygiene appointment medical history no changes smokes fifteen a day bpe two two two two three two bleeding score thirty two percent plaque score forty percent er calculus lingual of lower incisors tx today scale and polish with ultrasonic and hand instruments oral hygiene instruction given with tepe interdental brushes size two for lower anteriors and size three for posteriors smoking cessation advice given patient not ready to quit at the moment leaflet provided recall with hygienist three months',
    expect: {
      CC: '6 monthly hygiene appointment',
      'MED HX': 'No changes. Smokes 15 a day',
      PERIO: 'BPE 2 2 2 / 2 3 2. Bleeding score 32%. Plaque score 40%. Calculus lingual of lower incisors',
      CONSULT: 'Smoking cessation advice given. Patient not ready to quit at the moment. Leaflet provided',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with ultrasonic and hand instruments',
        'Oral hygiene instruction given with TePe interdental brushes size 2 for lower anteriors and size 3 for posteriors',
      ],
      'F/U': 'Recall with hygienist 3 months',
    },
  }),
  defineCase({
    id: 'au02-uk-typed-rsd-ul-quadrant-pocket-chart-furcation',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for RSD UL quadrant, visit 2 of 4. MH: hypertension, amlodipine 5 mg. Ex-smoker, stopped 2 years ago. Full pocket chart: 5-7 mm pockets throughout UL, deepest 27 DP 7 mm, grade I furcation 26 B, BOP 28%. LA: 1 x 2.2ml articaine 4% 1:100,000 adrenaline, buccal infiltration and palatal infiltration 26. RSD UL quadrant with Piezo and mini-five Gracey curettes. OHI given with single-tufted brush and pink and orange interdental brushes. Desensitising toothpaste advised. NV: RSD LL quadrant in 2 weeks.',
    expect: {
      CC: 'RSD UL quadrant, visit 2 of 4',
      'MED HX': 'Hypertension, amlodipine 5 mg. Ex-smoker, stopped 2 years ago',
      PERIO: 'Full pocket chart: 5-7 mm pockets throughout UL, deepest 27 DP 7 mm, grade I furcation 26 B, BOP 28%',
      CONSULT: 'Desensitising toothpaste advised',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'RSD UL quadrant with Piezo and mini-five Gracey curettes',
        'OHI given with single-tufted brush and pink and orange interdental brushes',
      ],
      NV: ['RSD LL quadrant in 2 weeks'],
    },
  }),
  defineCase({
    id: 'au03-uk-asr-palmer-child-primary-caries-duraphat-diet-sheet',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'er attended for check up and fluoride varnish mum present medical history fit and well no medications on examination lower left d occlusal caries lower right e distal caries upper right e sound upper left six sorry lower left six partially erupted oral hygiene fair plaque on lower molars bitewings not taken child would not tolerate them um behaviour management with tell show do fluoride varnish duraphat applied to all erupted teeth toothbrushing demonstrated with mum diet sheet discussed juice in the bottle at bedtime to stop plan fillings lower left d and lower right e with the therapist',
    expect: {
      CC: 'Check up and fluoride varnish',
      'MED HX': 'Fit and well. No medications',
      PERIO: 'Oral hygiene fair. Plaque on lower molars',
      DENTAL: [
        ['LLD', 'O caries'],
        ['LRE', 'D caries'],
        ['URE', 'Sound'],
        ['LL6', 'Partially erupted'],
      ],
      RADIO: 'Bitewings not taken. Child would not tolerate them',
      CONSULT: 'Diet sheet discussed. Juice in the bottle at bedtime to stop',
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Behaviour management with tell show do',
        'Fluoride varnish Duraphat applied to all erupted teeth',
        'Toothbrushing demonstrated with mum',
      ],
      'TX PLAN': ['Fillings LLD, LRE with the therapist'],
      NOTES: 'Mum present',
    },
  }),
  defineCase({
    id: 'au04-uk-typed-palmer-extraction-urd-uld-child-dad-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for extraction of URD and ULD. Dad present. MH: mild asthma, Clenil inhaler. O/E URD and ULD grossly carious, non-restorable. Options discussed with dad: extraction or monitoring. Dad prefers extraction. Written consent from dad. Topical benzocaine. LA: 1 x 2.2ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration and palatal infiltration URD and ULD. URD and ULD extracted, roots complete. Haemostasis achieved. Post-op instructions given to dad. Child anxious but managed well with tell-show-do and distraction. Review 3 months for space assessment.',
    expect: {
      CC: 'Extraction of URD and ULD',
      'MED HX': 'Mild asthma, Clenil inhaler',
      DENTAL: [
        ['URD', 'Grossly carious, non-restorable'],
        ['ULD', 'Grossly carious, non-restorable'],
      ],
      CONSULT: 'Options discussed with dad: extraction or monitoring. Dad prefers extraction',
      CONSENT: 'Written consent from dad',
      'TX TODAY': ['Extraction URD, ULD'],
      TX: [
        'Topical benzocaine',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration URD, ULD',
        'URD, ULD extracted',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to dad',
      ],
      NOTES: 'Dad present. Child anxious but managed well with tell-show-do and distraction',
      'F/U': 'Review 3 months for space assessment',
    },
  }),
  defineCase({
    id: 'au05-uk-asr-periodontal-maintenance-bpe-star-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'right patient attended for periodontal maintenance with the hygienist medical history type two diabetes well controlled last hba1c forty eight non smoker bpe three two four star three two three er bleeding on probing eighteen percent down from forty percent at baseline residual pockets five millimetres at fourteen mesial and forty seven distal plaque score twenty two percent supragingival scale full mouth then subgingival debridement upper left and lower right sextants under topical oraqix air polishing with glycine powder interspace brush demonstrated for the lower molars patient pleased with progress recall three months',
    expect: {
      CC: 'Periodontal maintenance with the hygienist',
      'MED HX': 'Type 2 diabetes well controlled. Last HbA1c 48. Non smoker',
      PERIO:
        'BPE 3 2 4* / 3 2 3. Bleeding on probing 18% down from 40% at baseline. Residual pockets 5 mm at 14 mesial and 47 distal. Plaque score 22%',
      'TX TODAY': ['Periodontal maintenance'],
      TX: [
        'Supragingival scale full mouth',
        'Subgingival debridement upper left and lower right sextants under topical Oraqix',
        'Air polishing with glycine powder',
        'Interspace brush demonstrated for the lower molars',
      ],
      NOTES: 'Patient pleased with progress',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'au06-uk-asr-therapist-fissure-sealants-mixed-dentition-75',
    style: 'UK',
    asr: true,
    transcript:
      'um attended for fissure sealants on the six year molars medical history fit and well seventy five mesial caries into enamel only eighty five sound sixteen twenty six thirty six and forty six fully erupted with deep fissures tx today sixteen twenty six thirty six forty six cleaned with pumice and prophy brush isolated with cotton rolls and dry guards etched thirty seconds er washed and dried resin fissure sealants placed sixteen twenty six thirty six forty six light cured occlusion checked sealant retention checked with probe and satisfactory fluoride varnish applied to all teeth child very cooperative advised brushing with one thousand four hundred and fifty ppm toothpaste spit don\'t rinse recall six months with therapist',
    expect: {
      CC: 'Fissure sealants on the 6 year molars',
      'MED HX': 'Fit and well',
      DENTAL: [
        ['75', 'M caries into enamel only'],
        ['85', 'Sound'],
        ['16', 'Fully erupted with deep fissures'],
        ['26', 'Fully erupted with deep fissures'],
        ['36', 'Fully erupted with deep fissures'],
        ['46', 'Fully erupted with deep fissures'],
      ],
      CONSULT: "Advised brushing with 1,450 ppm toothpaste. Spit don't rinse",
      'TX TODAY': ['Fissure sealants 16, 26, 36, 46', 'Fluoride varnish'],
      TX: [
        '16, 26, 36, 46 cleaned with pumice and prophy brush',
        'Isolated with cotton rolls and dry guards',
        'Etched 30 seconds',
        'Washed and dried',
        'Resin fissure sealants placed 16, 26, 36, 46',
        'Light cured',
        'Occlusion checked',
        'Sealant retention checked with probe and satisfactory',
        'Fluoride varnish applied to all teeth',
      ],
      NOTES: 'Child very cooperative',
      'F/U': 'Recall 6 months with therapist',
    },
  }),
  defineCase({
    id: 'au07-uk-typed-desensitising-scale-polish-recession-abrasion',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for hygiene visit, c/o sensitivity to cold on lower left premolars for 2 months. MH: GORD, omeprazole 20 mg. BPE 1 1 1 / 2 1 1. Recession 2 mm 33, 34 and 35 buccal. 34 buccal cervical abrasion. Dx: dentine hypersensitivity lower left premolars. Scale and polish. Duraphat varnish applied to 33, 34 and 35 cervical areas. OHI given with modified Bass technique using soft brush. Advised Sensodyne Repair twice daily, avoid brushing straight after acidic drinks. Recall 6 months.',
    expect: {
      CC: 'Hygiene visit, sensitivity to cold on lower left premolars for 2 months',
      'MED HX': 'GORD, omeprazole 20 mg',
      PERIO: 'BPE 1 1 1 / 2 1 1. Recession 2 mm 33, 34 and 35 buccal',
      DENTAL: [['34', 'B cervical abrasion']],
      DX: ['Dentine hypersensitivity lower left premolars'],
      CONSULT: 'Advised Sensodyne Repair twice daily, avoid brushing straight after acidic drinks',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish', 'OHI'],
      TX: [
        'Scale and polish',
        'Duraphat varnish applied to 33, 34, 35 cervical areas',
        'OHI given with modified Bass technique using soft brush',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'au08-uk-asr-therapist-hall-crown-85-dad-size-correction',
    style: 'UK',
    asr: true,
    transcript:
      'okay attended for hall crown lower right separators placed last week dad present medical history fit and well no allergies eighty four sorry eighty five distal occlusal caries into dentine um separators removed crown size checked hall crown size five sorry size six seated on eighty five with glass ionomer cement child bit down on cotton wool roll excess removed occlusion high as expected dad told this settles in a few weeks fluoride varnish applied to all teeth diet advice no sugary snacks between meals child coped brilliantly with distraction review in three months',
    expect: {
      CC: 'Hall crown lower right. Separators placed last week',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [['85', 'DO caries into dentine']],
      CONSULT: 'Dad told this settles in a few weeks. Diet advice no sugary snacks between meals',
      'TX TODAY': ['SSC 85', 'Fluoride varnish'],
      TX: [
        'Separators removed',
        'Crown size checked',
        'Hall crown size 6 seated 85 with glass ionomer cement',
        'Child bit down on cotton wool roll',
        'Excess removed',
        'Occlusion high as expected',
        'Fluoride varnish applied to all teeth',
      ],
      NOTES: 'Dad present. Child coped brilliantly with distraction',
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'au09-uk-asr-appends-rsd-lr-sextant-irrigation-no-wait',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for root surface debridement lower right sextant under local medical history no changes stopped smoking three months ago bleeding score twenty five percent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration forty six and lingual infiltration er root surface debridement lower right sextant with ultrasonic and hand instruments subgingival calculus removed from forty six furcation chlorhexidine irrigation of forty six pocket no wait forty seven pocket post op advice given warned about sensitivity for a few days next visit re-evaluation in twelve weeks',
    appends: [
      'add to notes patient reports bleeding much improved since using interdental brushes',
      'change twelve weeks to eight weeks add to treatment oral hygiene instruction given with size four interdental brushes',
    ],
    expect: {
      CC: 'Root surface debridement lower right sextant under local',
      'MED HX': 'No changes. Stopped smoking 3 months ago',
      PERIO: 'Bleeding score 25%',
      CONSULT: 'Warned about sensitivity for a few days',
      'TX TODAY': ['RSD', 'Irrigation 47', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + lingual infiltration',
        'Root surface debridement lower right sextant with ultrasonic and hand instruments',
        'Subgingival calculus removed from 46 furcation',
        'Chlorhexidine irrigation of 47 pocket',
        'Post-op advice given',
        'Oral hygiene instruction given with size 4 interdental brushes',
      ],
      NOTES: 'Patient reports bleeding much improved since using interdental brushes',
      NV: ['Re-evaluation in 8 weeks'],
    },
  }),
  defineCase({
    id: 'au10-uk-typed-toddler-first-visit-white-spots-varnish',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for first dental visit. Brought by mum and gran. MH: born at 34 weeks, otherwise well, no meds. Note: examined knee to knee with mum. 51 and 61 white spot lesions. 52 and 62 sound. 54 and 64 erupting. Soft tissues healthy. Plaque along upper gingival margins. Diagnosis: high caries risk. Discussed night-time milk bottle, change to water only and open cup. Advised toothbrushing twice daily with a smear of 1,000 ppm toothpaste, mum to brush. Fluoride varnish 22,600 ppm applied. Recall 3 months for varnish.',
    expect: {
      CC: 'First dental visit',
      'MED HX': 'Born at 34 weeks, otherwise well, no meds',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque along upper gingival margins',
      DENTAL: [
        ['51', 'White spot lesions'],
        ['61', 'White spot lesions'],
        ['52', 'Sound'],
        ['62', 'Sound'],
        ['54', 'Erupting'],
        ['64', 'Erupting'],
      ],
      DX: ['High caries risk'],
      CONSULT:
        'Discussed night-time milk bottle, change to water only and open cup. Advised toothbrushing twice daily with a smear of 1,000 ppm toothpaste, mum to brush',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish 22,600 ppm applied'],
      NOTES: 'Brought by mum and gran. Examined knee to knee with mum',
      'F/U': 'Recall 3 months for varnish',
    },
  }),
  defineCase({
    id: 'au11-uk-asr-pregnancy-gingivitis-scale-polish-ohi',
    style: 'UK',
    asr: true,
    transcript:
      'er patient attended for hygiene appointment gums bleeding when brushing for the last month medical history twenty four weeks pregnant otherwise fit and well taking folic acid bpe two two two one one two generalised marginal gingivitis bleeding score sixty one percent diagnosis pregnancy gingivitis explained hormonal changes and importance of plaque control scale and polish completed oral hygiene instruction given with electric toothbrush and interdental brushes size one and two corsodyl mouthwash not recommended long term because of staining review with hygienist in six weeks',
    expect: {
      CC: 'Hygiene appointment. Gums bleeding when brushing for the last month',
      'MED HX': '24 weeks pregnant otherwise fit and well. Taking folic acid',
      PERIO: 'BPE 2 2 2 / 1 1 2. Generalised marginal gingivitis. Bleeding score 61%',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        'Explained hormonal changes and importance of plaque control. Corsodyl mouthwash not recommended long term because of staining',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish completed',
        'Oral hygiene instruction given with electric toothbrush and interdental brushes size 1 and 2',
      ],
      'F/U': 'Review with hygienist in 6 weeks',
    },
  }),
  defineCase({
    id: 'au12-uk-asr-palmer-perio-reevaluation-smoker-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'okay attended for periodontal re-evaluation twelve weeks after rsd medical history no changes still smoking ten a day six point pocket chart repeated pockets generally reduced to four millimetres or less residual six millimetre pockets upper right six distal and lower left seven distal sorry lower left six distal with bleeding bleeding on probing twelve percent plaque score fifteen percent diagnosis generalised periodontitis stage three grade c currently stable smoking cessation discussed again very brief advice given patient willing to try referred to local stop smoking service tx today la two cartridges lidocaine two percent one in eighty thousand adrenaline buccal infiltration upper right six and id block left um localised re-debridement upper right six and lower left six with ultrasonic and gracey curettes next visit supportive periodontal therapy in three months',
    expect: {
      CC: 'Periodontal re-evaluation 12 weeks after RSD',
      'MED HX': 'No changes. Still smoking 10 a day',
      PERIO:
        '6 point pocket chart repeated. Pockets generally reduced to 4 mm or less. Residual 6 mm pockets UR6 distal and LL6 distal with bleeding. Bleeding on probing 12%. Plaque score 15%',
      DX: ['Generalised periodontitis stage 3 grade C currently stable'],
      CONSULT: 'Smoking cessation discussed again. Very brief advice given. Patient willing to try',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration UR6 + IDB left',
        'Localised re-debridement UR6, LL6 with ultrasonic and Gracey curettes',
      ],
      'TX PLAN': ['Referred to local stop smoking service'],
      NV: ['Supportive periodontal therapy in 3 months'],
    },
  }),
  defineCase({
    id: 'au13-us-asr-adult-prophy-psr-stain-open-margin-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for routine cleaning and periodic exam medical history reviewed no changes allergic to latex psr two two one two two two generalized light plaque and bleeding on probing at interproximal sites mostly lower molars moderate stain on lower anteriors from coffee number thirty mesial occlusal amalgam with open margin prophy with cavitron and hand scaling coarse paste polish flossed um oral hygiene instructions given with emphasis on flossing once daily fluoride varnish applied next visit replace amalgam on number thirty recall six months',
    expect: {
      CC: 'Routine cleaning and periodic exam',
      'MED HX': 'Reviewed, no changes. Allergic to latex',
      INTRA: 'Moderate stain on lower anteriors from coffee',
      PERIO:
        'PSR 2 2 1 / 2 2 2. Generalized light plaque and bleeding on probing at interproximal sites mostly lower molars',
      DENTAL: [['30', 'MO amalgam with open margin']],
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy with Cavitron and hand scaling',
        'Coarse paste polish',
        'Flossed',
        'Oral hygiene instructions given with emphasis on flossing once daily',
        'Fluoride varnish applied',
      ],
      NV: ['Replace amalgam #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'au14-us-typed-srp-ur-lr-quads-chlorhexidine-irrigation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP UR and LR quads. Med hx: hypertension, losartan; type 2 diabetes, A1c 6.8. BP 128/82. Pocket depths from last visit: generalized 4-5 mm, localized 6-7 mm #2, #3, #30, #31, BOP 35%, class I mobility #31. Dx: generalized periodontitis stage III grade B. LA: 2 carpules 2% lidocaine 1:100,000 epi, IANB right and buccal infiltration #3. SRP UR and LR with ultrasonic and Gracey curettes. Heavy subgingival calculus removed. Irrigated with chlorhexidine. OHI given with Waterpik and proxabrush. Next visit: SRP UL and LL. Re-eval in 4-6 weeks after SRP completed.',
    expect: {
      CC: 'SRP UR and LR quads',
      'MED HX': 'Hypertension, losartan; type 2 diabetes, A1c 6.8. BP 128/82',
      PERIO:
        'Pocket depths from last visit: generalized 4-5 mm, localized 6-7 mm #2, #3, #30, #31, BOP 35%, class I mobility #31',
      DX: ['Generalized periodontitis stage III grade B'],
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'SRP UR and LR with ultrasonic and Gracey curettes',
        'Heavy subgingival calculus removed',
        'Irrigated with chlorhexidine',
        'OHI given with Waterpik and proxabrush',
      ],
      NV: ['SRP UL and LL'],
      'F/U': 'Re-eval in 4-6 weeks after SRP completed',
    },
  }),
  defineCase({
    id: 'au15-us-asr-child-recall-sealants-primary-letters-bitewings',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for six month recall mom present medical history no changes uses albuterol as needed intraoral exam soft tissues within normal limits number a and number j distal caries number s and t sound number three and fourteen erupted with deep grooves two bitewings taken distal caries into dentin number a and number j no other interproximal lesions uh prophy with rubber cup fissure sealants placed on three and fourteen fluoride varnish applied oral hygiene instructions given to mom and patient discussed limiting juice to mealtimes next visit fillings number a and number j',
    expect: {
      CC: '6 month recall',
      'MED HX': 'No changes. Uses albuterol as needed',
      INTRA: 'Soft tissues within normal limits',
      DENTAL: [
        ['A', 'D caries'],
        ['J', 'D caries'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['3', 'Erupted with deep grooves'],
        ['14', 'Erupted with deep grooves'],
      ],
      RADIO: '2 bitewings taken. Distal caries into dentin #A and #J. No other interproximal lesions',
      CONSULT: 'Discussed limiting juice to mealtimes',
      'TX TODAY': ['Prophy', 'Fissure sealants #3, #14', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy with rubber cup',
        'Fissure sealants placed #3, #14',
        'Fluoride varnish applied',
        'Oral hygiene instructions given to mom and patient',
      ],
      NOTES: 'Mom present',
      NV: ['Fillings #A, #J'],
    },
  }),
  defineCase({
    id: 'au16-us-typed-toddler-sdf-anterior-letters-dad-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Presents for caries arrest with SDF. Dad present. Med hx: healthy, NKDA. #D, #E, #F and #G facial cavitated lesions. #K occlusal cavitated lesion. Dx: early childhood caries. Discussed SDF vs restorations under GA. Black staining shown in photos, dad chose SDF. Verbal and written consent from dad. Isolated with cotton rolls. 38% SDF applied to #D, #E, #F, #G and #K with microbrush for 1 minute. Fluoride varnish 5% NaF applied to remaining teeth. Note: child refuses brushing at home per dad. Child cried but was manageable. NV: SDF reapplication in 6 months.',
    expect: {
      CC: 'Caries arrest with SDF',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['D', 'F cavitated lesions'],
        ['E', 'F cavitated lesions'],
        ['F', 'F cavitated lesions'],
        ['G', 'F cavitated lesions'],
        ['K', 'O cavitated lesion'],
      ],
      DX: ['Early childhood caries'],
      CONSULT: 'Discussed SDF vs restorations under GA. Black staining shown in photos, dad chose SDF',
      CONSENT: 'Verbal and written consent from dad',
      'TX TODAY': ['SDF #D, #E, #F, #G, #K', 'Fluoride varnish'],
      TX: [
        'Isolated with cotton rolls',
        '38% SDF applied #D, #E, #F, #G, #K with microbrush for 1 minute',
        'Fluoride varnish 5% NaF applied to remaining teeth',
      ],
      NOTES: 'Dad present. Child refuses brushing at home per dad. Child cried but was manageable',
      NV: ['SDF reapplication in 6 months'],
    },
  }),
  defineCase({
    id: 'au17-us-asr-perio-maintenance-localized-root-planing-rx-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for perio maintenance three month interval medical history no changes quit vaping last year pocket depths mostly two to four millimeters five millimeter pockets on number two distal and number fifteen mesial bleeding on probing at six sites um furcation involvement number three buccal stable two millimeters of recession on number twenty four and twenty five perio maintenance completed full mouth ultrasonic scaling localized root planing number two and fifteen polished with fine paste chlorhexidine rinse prescribed twice daily for two weeks sorry one week patient reports using water flosser daily next visit perio maintenance in three months',
    expect: {
      CC: 'Perio maintenance 3 month interval',
      'MED HX': 'No changes. Quit vaping last year',
      PERIO:
        'Pocket depths mostly 2 to 4 mm. 5 mm pockets on #2 distal and #15 mesial. Bleeding on probing at 6 sites. Furcation involvement #3 buccal stable. 2 mm of recession on #24 and #25',
      'TX TODAY': ['Periodontal maintenance'],
      TX: [
        'Perio maintenance completed',
        'Full mouth ultrasonic scaling',
        'Localized root planing #2, #15',
        'Polished with fine paste',
        'Chlorhexidine rinse prescribed twice daily for 1 week',
      ],
      NOTES: 'Patient reports using water flosser daily',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'au18-us-asr-extraction-primary-canine-h-nitrous-tell-show-do',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for extraction of number h over retained primary canine mom present medical history healthy no allergies number eleven erupting palatally verbal consent from mom nitrous oxide thirty percent for anxiety topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration number h and palatal infiltration tell show do used throughout number h extracted with forceps no complications gauze pressure post op instructions to mom patient did great plan ortho referral for palatal canine',
    expect: {
      CC: 'Extraction of #H over retained primary canine',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [['11', 'Erupting palatally']],
      CONSENT: 'Verbal consent from mom',
      'TX TODAY': ['Extraction #H'],
      TX: [
        'Nitrous oxide 30% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #H + palatal infiltration',
        'Tell show do used throughout',
        '#H extracted with forceps',
        'No complications',
        'Gauze pressure',
        'Post-op instructions to mom',
      ],
      'TX PLAN': ['Ortho referral for palatal canine'],
      NOTES: 'Mom present. Patient did great',
    },
  }),
  defineCase({
    id: 'au19-us-typed-pulpotomy-ssc-t-ianb-mom-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for treatment of #T. Mom present. Med hx: no changes. #T deep DO caries. PA: caries approaching pulp, no furcal radiolucency. Dx: reversible pulpitis #T. Mom consented to pulpotomy and SSC. Topical benzocaine. 1 carpule 2% lidocaine 1:100,000 epi, IANB right. Rubber dam. Caries removed, pulp exposed. #T pulpotomy with MTA after hemostasis with cotton pellet. RMGI base. SSC size 5 cemented on #T with Ketac Cem. Occlusion checked. Patient tolerated well. Recall 6 months.',
    expect: {
      CC: 'Treatment of #T',
      'MED HX': 'No changes',
      DENTAL: [['T', 'Deep DO caries']],
      RADIO: 'PA: caries approaching pulp, no furcal radiolucency',
      DX: ['Reversible pulpitis #T'],
      CONSENT: 'Mom consented to pulpotomy and SSC',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        '#T pulpotomy with MTA after hemostasis with cotton pellet',
        'RMGI base',
        'SSC size 5 cemented #T with Ketac Cem',
        'Occlusion checked',
      ],
      NOTES: 'Mom present. Patient tolerated well',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'au20-us-asr-appends-prophy-gluma-recession-add-diagnosis',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient presents for prophy complains of sensitivity on upper right premolars with cold medical history no changes on lisinopril psr two one two two two two gingival recession one to two millimeters on number four and five buccal prophy with ultrasonic and hand instruments polished with fine paste gluma desensitizer applied to number four and five oral hygiene instructions given for soft toothbrush and gentle technique recommended sensodyne pronamel next visit periodic exam in six months',
    appends: [
      'add to diagnosis dentin hypersensitivity number four and five',
      'add to notes patient drinks lemon water every morning change six months to three months',
    ],
    expect: {
      CC: 'Prophy. Sensitivity on upper right premolars with cold',
      'MED HX': 'No changes on lisinopril',
      PERIO: 'PSR 2 1 2 / 2 2 2. Gingival recession 1 to 2 mm on #4 and #5 buccal',
      DX: ['Dentin hypersensitivity #4, #5'],
      CONSULT: 'Recommended Sensodyne Pronamel',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: [
        'Prophy with ultrasonic and hand instruments',
        'Polished with fine paste',
        'Gluma desensitizer applied #4, #5',
        'Oral hygiene instructions given for soft toothbrush and gentle technique',
      ],
      NOTES: 'Patient drinks lemon water every morning',
      NV: ['Periodic exam in 3 months'],
    },
  }),
  defineCase({
    id: 'au21-us-typed-full-mouth-debridement-vaping-no-procedure-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for cleaning, has not been seen in 4 years. Gums bleed and feel puffy. Med hx: no medical conditions. Vapes daily, 20 mg nicotine pods. Heavy supragingival and subgingival calculus throughout, unable to probe accurately. #19 large carious lesion. Full mouth debridement with Cavitron, no anesthesia needed. OHI given with modified Bass technique and floss picks. Discussed vaping and gum health, patient interested in quitting, gave quit line information. NV: comprehensive evaluation with full probing in 2 weeks.',
    expect: {
      CC: 'Cleaning, has not been seen in 4 years. Gums bleed and feel puffy',
      'MED HX': 'No medical conditions. Vapes daily, 20 mg nicotine pods',
      PERIO: 'Heavy supragingival and subgingival calculus throughout, unable to probe accurately',
      DENTAL: [['19', 'Large carious lesion']],
      CONSULT: 'Discussed vaping and gum health, patient interested in quitting, gave quit line information',
      'TX TODAY': ['OHI'],
      TX: [
        'Full mouth debridement with Cavitron',
        'No anesthesia needed',
        'OHI given with modified Bass technique and floss picks',
      ],
      NV: ['Comprehensive evaluation with full probing in 2 weeks'],
    },
  }),
  defineCase({
    id: 'au22-us-typed-short-teen-braces-white-spots-prophy-and-varnish',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for prophy with braces on. Med hx: none. PSR 2 2 2 / 2 3 2. #7 and #10 facial white spot lesions. Prophy and fluoride varnish. OHI given with orthodontic toothbrush. Rx PreviDent 5000 Plus toothpaste. Recall 3 months.',
    expect: {
      CC: 'Prophy with braces on',
      'MED HX': 'None',
      PERIO: 'PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['7', 'F white spot lesions'],
        ['10', 'F white spot lesions'],
      ],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'OHI given with orthodontic toothbrush', 'Rx PreviDent 5000 Plus toothpaste'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'au23-us-typed-short-root-caries-sdf-caregiver-ohi',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for cleaning. Med hx: Parkinson's, xerostomia. #22 and #27 facial root caries. PSR 3 3 3 / 3 2 3. Prophy with hand scaling only. 38% SDF applied to root caries #22 and #27. Fluoride varnish applied. OHI given to caregiver. Rx Clinpro 5000 toothpaste. Recall 3 months.",
    expect: {
      CC: 'Cleaning',
      'MED HX': "Parkinson's, xerostomia",
      PERIO: 'PSR 3 3 3 / 3 2 3',
      DENTAL: [
        ['22', 'F root caries'],
        ['27', 'F root caries'],
      ],
      'TX TODAY': ['Prophy', 'SDF #22, #27', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy with hand scaling only',
        '38% SDF applied to root caries #22, #27',
        'Fluoride varnish applied',
        'OHI given to caregiver',
        'Rx Clinpro 5000 toothpaste',
      ],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'au24-us-asr-mixed-dentition-sealants-gi-uppers-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay patient here for recall and sealants dad present medical history adhd on methylphenidate no allergies number nineteen and thirty fully erupted number three and fourteen partially erupted with tissue over distal number t mobile exfoliating number k mesial occlusal I mean distal occlusal caries prophy with toothbrush um fissure sealants placed on three fourteen nineteen and thirty glass ionomer used on the uppers because of poor moisture control fluoride varnish applied patient had difficulty sitting still but managed with short breaks and positive reinforcement next visit distal occlusal composite on number k recall six months',
    expect: {
      CC: 'Recall and sealants',
      'MED HX': 'ADHD on methylphenidate. No allergies',
      DENTAL: [
        ['19', 'Fully erupted'],
        ['30', 'Fully erupted'],
        ['3', 'Partially erupted with tissue over distal'],
        ['14', 'Partially erupted with tissue over distal'],
        ['T', 'Mobile exfoliating'],
        ['K', 'DO caries'],
      ],
      'TX TODAY': ['Prophy', 'Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'Prophy with toothbrush',
        'Fissure sealants placed #3, #14, #19, #30',
        'Glass ionomer used on the uppers because of poor moisture control',
        'Fluoride varnish applied',
      ],
      NOTES: 'Dad present. Patient had difficulty sitting still but managed with short breaks and positive reinforcement',
      NV: ['DO composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
];
