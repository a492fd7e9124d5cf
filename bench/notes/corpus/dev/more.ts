// A second development batch, written after the engine's first version to check it generalises.
import { defineCase } from '../case.ts';

export const moreCases = [
  defineCase({
    id: 'm01-uk-asr-crown-fit',
    style: 'UK',
    asr: true,
    transcript:
      'uh okay patient here for fit of crown on two one um no problems with the temporary medical history no changes temporary removed crown tried in margins good shade good patient happy with the look cemented with relyx unicem excess cement removed occlusion checked and adjusted review six months',
    expect: {
      CC: 'Fit of crown on 21 no problems with the temporary',
      'MED HX': 'No changes',
      TX: [
        'Temporary removed',
        'Crown tried in',
        'Margins good',
        'Shade good',
        'Cemented with RelyX Unicem',
        'Excess cement removed',
        'Occlusion checked and adjusted',
      ],
      'TX TODAY': ['Crown fit 21'],
      NOTES: 'Patient happy with the look',
      'F/U': 'Review 6 months',
    },
  }),
  defineCase({
    id: 'm02-us-soap',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: Pt c/o sensitivity to sweets on upper left for 1 month. Med hx reviewed, takes atorvastatin, NKDA. O: #13 distal caries, #14 MO amalgam with open margin. BWX confirm #13 D caries into dentin. A: caries #13, defective restoration #14. P: DO composite #13, MO composite #14. Pt agrees.',
    expect: {
      CC: 'Sensitivity to sweets on upper left for 1 month',
      'MED HX': 'Reviewed, takes atorvastatin, NKDA',
      DENTAL: [
        ['13', 'D caries'],
        ['14', 'MO amalgam with open margin'],
      ],
      RADIO: 'BWX confirm #13 D caries into dentin',
      DX: ['Caries #13', 'Defective restoration #14'],
      'TX PLAN': ['DO composite #13', 'MO composite #14'],
      CONSULT: 'Pt agrees',
    },
  }),
  defineCase({
    id: 'm03-uk-palmer-bridge-prep',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Bridge prep appointment. MH: no changes. LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal and palatal infiltrations UR3 and UR5. UR3 and UR5 prepared for a 3-unit bridge, UR4 pontic. Impressions with light and heavy body PVS. Shade A3.5. Temporary bridge made with Protemp and cemented with TempBond. Next visit: fit bridge in 2 weeks.',
    expect: {
      CC: 'Bridge prep appointment',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR3, UR5',
        'UR3, UR5 prepared for a 3-unit bridge',
        'UR4 pontic',
        'Impressions with light and heavy body PVS',
        'Shade A3.5',
        'Temporary bridge made with Protemp and cemented with TempBond',
      ],
      'TX TODAY': ['Bridge prep UR3, UR5', 'Impressions', 'Temporary bridge'],
      NV: ['Bridge fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'm04-uk-asr-dry-socket',
    style: 'UK',
    asr: true,
    transcript:
      'patient complaining of severe pain from the socket where the lower left eight was taken out four days ago medical history no changes extra oral no swelling intra oral three eight socket empty no clot food debris tender diagnosis dry socket three eight socket irrigated with warm saline alvogyl placed no la needed advised warm salt water rinses and painkillers review in three days',
    expect: {
      CC: 'Severe pain from the socket where 38 was taken out 4 days ago',
      'MED HX': 'No changes',
      EXTRA: 'No swelling',
      // The socket of an extracted tooth is a place (rule 7), as in later batches.
      INTRA: '38 socket empty no clot food debris tender',
      DX: ['Dry socket 38'],
      TX: ['Socket irrigated with warm saline', 'Alvogyl placed', 'No LA needed'],
      CONSULT: 'Advised warm salt water rinses and painkillers',
      'F/U': 'Review in 3 days',
    },
  }),
  defineCase({
    id: 'm05-us-asr-mob-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for filling on number three medical history no changes two carpules lidocaine two percent with epi buccal infiltration number three rubber dam placed decay removed mesial occlusal buccal composite on number three shade a two occlusion adjusted',
    expect: {
      CC: 'Filling on #3',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 carpules lidocaine 2% epinephrine, buccal infiltration #3',
        'Rubber dam placed',
        'Decay removed',
        'MOB composite #3',
        'Shade A2',
        'Occlusion adjusted',
      ],
      'TX TODAY': ['MOB composite #3'],
    },
  }),
  defineCase({
    id: 'm06-uk-child-intrusion',
    style: 'UK',
    asr: false,
    transcript:
      'Mum brought [NAME] in after he fell in the playground this morning. 3 years old. Fit and well. 51 intruded about 2 mm, 61 mobile grade 1, gingival bleeding. No radiographs, not cooperative. Discussed likely re-eruption of 51 and signs of infection to look out for. Soft diet, brush with soft brush. Review 1 week.',
    expect: {
      CC: 'Mum brought [NAME] in after he fell in the playground this morning. 3 years old',
      'MED HX': 'Fit and well',
      DENTAL: [
        ['51', 'Intruded about 2 mm'],
        ['61', 'Mobile grade 1, gingival bleeding'],
      ],
      RADIO: 'No radiographs, not cooperative',
      CONSULT: 'Discussed likely re-eruption of 51 and signs of infection to look out for. Soft diet, brush with soft brush',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'm07-uk-asr-warfarin-extraction',
    style: 'UK',
    asr: true,
    transcript:
      'attended for extraction of upper right three medical history warfarin inr two point six checked today consent signed la one cartridge lidocaine two percent with adrenaline buccal and palatal infiltration one three extracted surgicel placed in socket two sutures haemostasis achieved written and verbal post op instructions given review one week',
    expect: {
      CC: 'Extraction of 13',
      'MED HX': 'Warfarin INR 2.6 checked today',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 1 cartridge lidocaine 2% adrenaline, buccal infiltration + palatal infiltration',
        '13 extracted',
        'Surgicel placed in socket',
        '2 sutures',
        'Haemostasis achieved',
        'Written and verbal post op instructions given',
      ],
      'TX TODAY': ['Extraction 13'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'm08-us-perio-reeval',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal re-evaluation after SRP. Pt reports gums feel better, still some bleeding when flossing. Med hx: no changes. Probing depths reduced, residual 5-6 mm pockets #2, #3, #14 and #31 with bleeding. Furcation involvement #30 grade II. Dx: generalized periodontitis stage III grade B, partially resolved. Discussed referral to periodontist for surgery on residual sites. Pt would like to try perio maintenance first. Next visit: perio maintenance in 3 months.',
    expect: {
      CC: 'Periodontal re-evaluation after SRP. Pt reports gums feel better, still some bleeding when flossing',
      'MED HX': 'No changes',
      PERIO: 'Probing depths reduced, residual 5-6 mm pockets #2, #3, #14 and #31 with bleeding. Furcation involvement #30 grade II',
      DX: ['Generalized periodontitis stage III grade B', 'Partially resolved'],
      CONSULT: 'Discussed referral to periodontist for surgery on residual sites. Pt would like to try perio maintenance first',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'm09-uk-check-up-excluded-sextant',
    style: 'UK',
    asr: false,
    transcript:
      'Check-up. No problems. MH: new medication, sertraline. EO NAD. IO: soft tissues healthy, mild generalised gingivitis. BPE 2 1 2 / X 1 2. 36 and 37 missing, 46 MO amalgam sound, 47 DO composite sound. No radiographs due. OHI with TePe brushes. Recall 9 months, hygienist 6 months.',
    expect: {
      CC: 'Check-up. No problems',
      'MED HX': 'New medication, sertraline',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, mild generalised gingivitis',
      PERIO: 'BPE 2 1 2 / X 1 2',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Missing'],
        ['46', 'MO amalgam sound'],
        ['47', 'DO composite sound'],
      ],
      RADIO: 'No radiographs due',
      TX: ['OHI with TePe brushes'],
      'TX TODAY': ['OHI'],
      'F/U': 'Recall 9 months, hygienist 6 months',
    },
  }),
  defineCase({
    id: 'm10-uk-asr-palmer-rct-first-visit',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for root canal treatment upper left five sorry upper left four first visit no pain today medical history no changes la one cartridge articaine buccal and palatal infiltration rubber dam access cavity two canals found buccal and palatal working lengths taken canals prepared with protaper to f two irrigated with sodium hypochlorite non setting calcium hydroxide dressing and cavit next visit obturation upper left four',
    expect: {
      CC: 'Root canal treatment UL4 first visit no pain today',
      'MED HX': 'No changes',
      TX: [
        'LA: 1 cartridge articaine, buccal infiltration + palatal infiltration',
        'Rubber dam',
        'Access cavity',
        '2 canals found buccal and palatal',
        'Working lengths taken',
        'Canals prepared with ProTaper to F2',
        'Irrigated with sodium hypochlorite',
        'Non setting calcium hydroxide dressing and Cavit',
      ],
      'TX TODAY': ['RCT UL4'],
      NV: ['Obturation UL4'],
    },
  }),
  defineCase({
    id: 'm11-uk-phone-call',
    style: 'UK',
    asr: false,
    transcript:
      'Telephone call from patient re sensitivity after filling on 36 yesterday. No pain at night, only with cold. Advised Sensodyne Rapid Relief and to avoid very cold drinks. Review if not settling in 2 weeks.',
    expect: {
      CC: 'Telephone call from patient re sensitivity after filling on 36 yesterday. No pain at night, only with cold',
      CONSULT: 'Advised Sensodyne Rapid Relief and to avoid very cold drinks',
      'F/U': 'Review if not settling in 2 weeks',
    },
  }),
  defineCase({
    id: 'm12-us-fractured-cusp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit. Pt bit on hard candy, piece of tooth broke off #18. No pain. Med hx: type 1 diabetes, insulin pump. #18 lingual cusp fractured, existing MOD amalgam, no pulp exposure. PA: no periapical pathology. Dx: fractured lingual cusp #18. Options: onlay, crown, or large composite. Pt chose crown. Temporary smoothing of sharp edges today. Next visit: crown prep #18.',
    expect: {
      CC: 'Emergency visit. Pt bit on hard candy, piece of tooth broke off #18. No pain',
      'MED HX': 'Type 1 diabetes, insulin pump',
      DENTAL: [['18', 'L cusp fractured, existing MOD amalgam, no pulp exposure', 'L cusp']],
      RADIO: 'PA: no periapical pathology',
      DX: ['Fractured L cusp #18'],
      CONSULT: 'Options: onlay, crown, or large composite. Pt chose crown',
      TX: ['Temporary smoothing of sharp edges today'],
      NV: ['Crown prep #18'],
    },
  }),
];
