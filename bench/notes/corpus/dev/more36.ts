// A thirty-sixth development batch (ids al01–al24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a representative sample of a week at two US general
// practices (18 cases, Universal numbering: teeth said as "number fourteen", "tooth fourteen", "#14", bare "fourteen",
// primary teeth by letter) with six UK cases (FDI) for contrast: comprehensive and periodic evaluations with PSR and
// probing, FMX / BWX / PA / CBCT findings, composites and amalgams with surfaces, extractions, an emergency pulpectomy and
// an obturation, a crown prep, a bridge prep, SRP and periodontal maintenance, an implant consult, children (sealants,
// fluoride varnish, pulpotomy and SSC on a primary molar), an emergency chip, a night guard and in-office whitening; fees
// and insurance remarks, informed consent, prescriptions, post-op instructions and RTC / recall. 14 recogniser-style
// (fillers, "sorry" self-corrections) and 10 typed; two cases with appended dictation (al18, al23).
//
// Judgement calls where the contract was silent:
// - Fees, estimates and what insurance pays are said inside the discussion and are CONSULT ("Fee $1,250. Insurance pays
//   50% after deductible"); a bare office remark about insurance paperwork ("Pre-auth sent to insurance") is NOTES.
// - "RTC 6 months" / "RTC 6 months for recall" is a return interval and goes to F/U as said; "RTC" was never used for
//   a named procedure, so no label depends on whether it opens a next visit.
// - Prescriptions ("Rx ibuprofen 600 mg every 6 hours", "Rx Peridex rinse …") and "post-op instructions given" are TX
//   steps; advice said separately ("advised avoid …") is CONSULT; "patient tolerated well" / "very happy" is NOTES.
// - Each prescription was dictated as its own "rx …" so no label depends on whether two drugs joined by "and" are one
//   step.
// - SRP and periodontal maintenance of named quadrants or the full mouth are titled bare ("SRP", "Periodontal
//   maintenance"): quadrants are places, not teeth.
// - "Fissure sealants" was dictated in full wherever a sealant title is expected (US "sealants" alone was avoided, as
//   the naming table has "fissure sealant").
// - A crown or bridge "delivery" / "deliver" in a next visit is not the table's seat / fit / cement and stays as said.
// - A try-in of a named appliance ("night guard tried in") and its delivery in one visit give one title.
// - Whitening done today is named in the treatment ("in office whitening with Opalescence Boost" → "Whitening"); its
//   pre-op and post-op shades are TX steps.
// - A tooth "missing" said only inside the reason for attending (al12) makes no chart entry; probing depths, recession and
//   pockets at a tooth are PERIO, never DENTAL.
// - Only one chart finding per tooth was dictated (several said as one run: "#8 fractured MI corner into dentin no pulp
//   exposure"), so no label depends on whether two findings on one tooth are one entry or two.
// - In text fields (RADIO, CONSULT) a surface said alone stays a word ("caries #K distal"); only DENTAL conditions and
//   list items abbreviate it.
// - Appended "change #13 to #12" (al18) changes the tooth everywhere it appears, chart, radiograph, diagnosis and plan.
import { defineCase, type NotesCase } from '../case.ts';

export const more36Cases: NotesCase[] = [
  defineCase({
    id: 'al01-us-asr-comprehensive-eval-fmx-psr-plan-fees',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents for comprehensive evaluation as a new patient has not seen a dentist in about three years medical history high blood pressure takes amlodipine allergic to penicillin extraoral exam within normal limits intraoral exam soft tissues healthy number three mesial occlusal caries number thirteen sorry number fourteen distal occlusal caries number thirty large amalgam with recurrent decay number nineteen missing fmx taken generalized mild horizontal bone loss periapical radiolucency on number thirty psr three three two three three two um full mouth probing done generalized four to five millimeter pockets with bleeding on probing diagnosis generalized periodontitis stage two and apical periodontitis number thirty treatment plan scaling and root planing all four quadrants then mo composite number three then do composite number fourteen then root canal number thirty then crown number thirty discussed treatment plan and fees total estimate three thousand two hundred dollars insurance estimated to cover about half patient wants to start with the cleaning next visit srp upper right and lower right',
    expect: {
      CC: 'Comprehensive evaluation as a new patient. Has not seen a dentist in about 3 years',
      'MED HX': 'High blood pressure takes amlodipine. Allergic to penicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['3', 'MO caries'],
        ['14', 'DO caries'],
        ['30', 'Large amalgam with recurrent decay'],
        ['19', 'Missing'],
      ],
      RADIO: 'FMX taken. Generalized mild horizontal bone loss. Periapical radiolucency on #30',
      PERIO: 'PSR 3 3 2 3 3 2. Full mouth probing done. Generalized 4 to 5 mm pockets with bleeding on probing',
      DX: ['Generalized periodontitis stage 2', 'Apical periodontitis #30'],
      'TX PLAN': ['SRP all 4 quadrants', 'MO composite #3', 'DO composite #14', 'RCT #30', 'Crown #30'],
      CONSULT:
        'Discussed treatment plan and fees. Total estimate $3,200. Insurance estimated to cover about half. Patient wants to start with the cleaning',
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'al02-us-typed-periodic-eval-bwx-psr-prophy-varnish-declined',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic eval and prophy. Pt reports no concerns. Med hx: no changes, takes levothyroxine. NKDA. 4 BWX taken: no interproximal caries, slight bone loss lower anteriors. PSR 2 2 2 / 2 3 2. Light calculus and generalized marginal gingivitis. #18 existing MO amalgam intact. #31 occlusal stain, watch. Prophy with Cavitron and polish. OHI given, floss daily recommended. Fluoride varnish declined. Recall 6 months for periodic eval and prophy.',
    expect: {
      CC: 'Periodic eval and prophy. Pt reports no concerns',
      'MED HX': 'No changes, takes levothyroxine. NKDA',
      RADIO: '4 BWX taken: no interproximal caries, slight bone loss lower anteriors',
      PERIO: 'PSR 2 2 2 / 2 3 2. Light calculus and generalized marginal gingivitis',
      DENTAL: [
        ['18', 'Existing MO amalgam intact'],
        ['31', 'O stain, watch'],
      ],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with Cavitron and polish', 'OHI given'],
      CONSULT: 'Floss daily recommended. Fluoride varnish declined',
      'F/U': 'Recall 6 months for periodic eval and prophy',
    },
  }),
  defineCase({
    id: 'al03-us-asr-mod-composite-14-o-composite-15-surface-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient presents for fillings on number fourteen and fifteen medical history no changes no allergies uh two carpules of lidocaine two percent with one to one hundred thousand epi buccal infiltration and palatal infiltration rubber dam placed number fourteen mesial occlusal caries removed sorry mesial occlusal distal caries removed sectional matrix mod composite placed on fourteen number fifteen occlusal caries removed occlusal composite placed on fifteen shade a two bite checked polished patient tolerated well rtc six months for recall',
    expect: {
      CC: 'Fillings on #14 and #15',
      'MED HX': 'No changes. No allergies',
      'TX TODAY': ['MOD composite #14', 'O composite #15'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Rubber dam placed',
        '#14 MOD caries removed',
        'Sectional matrix',
        'MOD composite placed #14',
        '#15 O caries removed',
        'O composite placed #15',
        'Shade A2',
        'Bite checked',
        'Polished',
      ],
      NOTES: 'Patient tolerated well',
      'F/U': 'RTC 6 months for recall',
    },
  }),
  defineCase({
    id: 'al04-us-typed-do-amalgam-30-insurance-choice-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for filling #30. Med hx: type 2 diabetes, metformin; NKDA. Reviewed risks and benefits of amalgam vs composite; pt chose amalgam due to insurance coverage. Verbal consent obtained. LA: 1 carpule 2% lidocaine 1:100,000 epi, right IANB. Isolation with cotton rolls and dri-angles. #30 DO caries removed. Tofflemire band and wedge. Amalgam condensed, carved and burnished. Occlusion checked with articulating paper. Post-op instructions given. Advised to avoid chewing on right side for 24 hours. NV: O composite #31.',
    expect: {
      CC: 'Filling #30',
      'MED HX': 'Type 2 diabetes, metformin; NKDA',
      CONSULT:
        'Reviewed risks and benefits of amalgam vs composite; pt chose amalgam due to insurance coverage. Advised to avoid chewing on right side for 24 hours',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['DO amalgam #30'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Isolation with cotton rolls and dri-angles',
        '#30 DO caries removed',
        'Tofflemire band and wedge',
        'Amalgam condensed',
        'Carved and burnished',
        'Occlusion checked with articulating paper',
        'Post-op instructions given',
      ],
      NV: ['O composite #31'],
    },
  }),
  defineCase({
    id: 'al05-us-asr-extraction-2-abscess-options-fee-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with pain and swelling upper right back tooth for one week medical history no changes takes lisinopril no known drug allergies blood pressure one forty two over eighty eight intraoral exam mild buccal swelling adjacent to number two number two grossly decayed non restorable pa taken large periapical radiolucency number two diagnosis chronic apical abscess number two discussed extraction versus root canal and crown fee for root canal and crown about two thousand one hundred dollars patient elected extraction informed consent signed uh two carpules articaine four percent one to one hundred thousand epi buccal infiltration and palatal infiltration number two extracted with elevator and forceps socket irrigated gauze pack placed post op instructions given verbal and written rx amoxicillin five hundred milligrams three times a day for seven days rx ibuprofen six hundred milligrams as needed follow up one week if swelling persists',
    expect: {
      CC: 'Pain and swelling upper right back tooth for 1 week',
      'MED HX': 'No changes. Takes lisinopril. No known drug allergies. Blood pressure 142/88',
      INTRA: 'Mild buccal swelling adjacent to #2',
      DENTAL: [['2', 'Grossly decayed non restorable']],
      RADIO: 'PA taken. Large periapical radiolucency #2',
      DX: ['Chronic apical abscess #2'],
      CONSULT:
        'Discussed extraction versus root canal and crown. Fee for root canal and crown about $2,100. Patient elected extraction',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Extraction #2'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        '#2 extracted with elevator and forceps',
        'Socket irrigated',
        'Gauze pack placed',
        'Post-op instructions given verbal and written',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx ibuprofen 600 mg as needed',
      ],
      'F/U': 'Follow up 1 week if swelling persists',
    },
  }),
  defineCase({
    id: 'al06-us-asr-emergency-pulpectomy-tooth-19-fees-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit patient complaining of severe pain lower left since last night keeps him up at night medical history asthma uses albuterol inhaler allergic to sulfa drugs tooth nineteen large mesial caries tender to percussion lingering pain to cold pa tooth nineteen deep caries close to pulp widened pdl diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis tooth nineteen discussed root canal and crown versus extraction root canal fee one thousand one hundred dollars crown one thousand three hundred dollars patient chose root canal consent signed um two carpules lidocaine two percent one to one hundred thousand epi left ianb plus buccal infiltration rubber dam placed pulpectomy on nineteen canals irrigated with sodium hypochlorite calcium hydroxide placed cavit rx ibuprofen six hundred milligrams every six hours next visit complete root canal tooth nineteen',
    expect: {
      CC: 'Emergency visit. Severe pain lower left since last night. Keeps him up at night',
      'MED HX': 'Asthma uses albuterol inhaler. Allergic to sulfa drugs',
      DENTAL: [['19', 'Large M caries tender to percussion lingering pain to cold']],
      RADIO: 'PA #19 deep caries close to pulp. Widened PDL',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT:
        'Discussed root canal and crown versus extraction. Root canal fee $1,100. Crown $1,300. Patient chose root canal',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Rubber dam placed',
        'Pulpectomy #19',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cavit',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      NV: ['Complete RCT #19'],
    },
  }),
  defineCase({
    id: 'al07-us-typed-obturation-30-post-op-pa-preauth',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for completion of RCT #30. Asymptomatic since pulpectomy 2 weeks ago. Med hx: no changes. NKDA. LA: 1.7 ml 4% articaine 1:100,000 epi, right IANB. Rubber dam isolation. CaOH removed. 3 canals located. Working lengths confirmed with apex locator. Canals irrigated with 6% NaOCl and 17% EDTA. Final rinse chlorhexidine. #30 obturated with gutta percha and AH Plus, continuous wave. Core build-up with composite. Post-op PA: adequate fill, no voids. Pt advised crown needed within 1 month to prevent fracture. Crown fee est. $1,250. Pre-auth sent to insurance. NV: crown prep #30.',
    expect: {
      CC: 'Completion of RCT #30. Asymptomatic since pulpectomy 2 weeks ago',
      'MED HX': 'No changes. NKDA',
      RADIO: 'Post-op PA: adequate fill, no voids',
      CONSULT: 'Pt advised crown needed within 1 month to prevent fracture. Crown fee est. $1,250',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 1.7 ml articaine 4% 1:100,000 epinephrine, IANB right',
        'Rubber dam isolation',
        'CaOH removed',
        '3 canals located',
        'Working lengths confirmed with apex locator',
        'Canals irrigated with 6% NaOCl and 17% EDTA',
        'Final rinse chlorhexidine',
        '#30 obturated with gutta percha and AH Plus',
        'Continuous wave',
        'Core build-up with composite',
      ],
      NOTES: 'Pre-auth sent to insurance',
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'al08-us-asr-crown-prep-3-buildup-impressions-temp-insurance',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown on number three medical history no changes allergic to latex discussed pfm versus zirconia patient chose zirconia fee one thousand two hundred fifty dollars insurance pays fifty percent after deductible consent form signed uh two carpules of articaine four percent one to one hundred thousand epi buccal infiltration and palatal infiltration old mod amalgam removed um no pulp exposure core buildup with paracore crown prep number three retraction cord placed final impressions with polyvinyl siloxane bite registration shade a three temporary crown made with integrity cemented with temp bond post op instructions given next visit deliver crown number three in three weeks',
    expect: {
      CC: 'Crown on #3',
      'MED HX': 'No changes. Allergic to latex',
      CONSULT:
        'Discussed PFM versus zirconia. Patient chose zirconia. Fee $1,250. Insurance pays 50% after deductible',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Old MOD amalgam removed',
        'No pulp exposure',
        'Core buildup with ParaCore',
        'Crown prep #3',
        'Retraction cord placed',
        'Final impressions with polyvinyl siloxane',
        'Bite registration',
        'Shade A3',
        'Temporary crown made with Integrity',
        'Cemented with Temp Bond',
        'Post-op instructions given',
      ],
      NV: ['Deliver crown #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'al09-us-typed-bridge-prep-28-30-temp-bridge-alternatives-fees',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for 3-unit bridge, abutments #28 and #30, pontic #29. Med hx: no changes; takes Eliquis, NKDA. Alternatives discussed: implant $4,200, RPD $1,600. Bridge fee $3,300. Consent form signed. LA: 2 carpules 2% lidocaine 1:100,000 epi, right IANB. Bridge prep #28 and #30. Cord packed. Impressions taken with PVS. Bite registration. Shade A2. Temporary bridge fabricated with Luxatemp. Cemented with TempBond NE. Occlusion adjusted. Post-op instructions given. NV: bridge delivery in 2 weeks.',
    expect: {
      CC: '3-unit bridge, abutments #28 and #30, pontic #29',
      'MED HX': 'No changes; takes Eliquis, NKDA',
      CONSULT: 'Alternatives discussed: implant $4,200, RPD $1,600. Bridge fee $3,300',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Bridge prep #28, #30', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Bridge prep #28, #30',
        'Cord packed',
        'Impressions taken with PVS',
        'Bite registration',
        'Shade A2',
        'Temporary bridge fabricated with Luxatemp',
        'Cemented with TempBond NE',
        'Occlusion adjusted',
        'Post-op instructions given',
      ],
      NV: ['Bridge delivery in 2 weeks'],
    },
  }),
  defineCase({
    id: 'al10-us-asr-srp-upper-left-lower-left-arestin-peridex',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for scaling and root planing upper left and lower left medical history type two diabetes controlled on metformin last a1c six point eight smoker half a pack a day probing depths from last visit generalized five to six millimeter pockets on the left side with bleeding on probing um two carpules lidocaine two percent one to one hundred thousand epi left ianb and buccal infiltration tooth fourteen scaling and root planing upper left and lower left with ultrasonic and gracey curettes heavy subgingival calculus removed arestin placed in tooth fourteen mesial pocket oral hygiene instructions given with interdental brushes smoking cessation discussed rx peridex rinse twice a day for two weeks next visit scaling and root planing upper right and lower right re evaluation six weeks after',
    expect: {
      CC: 'Scaling and root planing upper left and lower left',
      'MED HX': 'Type 2 diabetes controlled on metformin. Last A1c 6.8. Smoker half a pack a day',
      PERIO: 'Probing depths from last visit generalized 5 to 6 mm pockets on the left side with bleeding on probing',
      CONSULT: 'Smoking cessation discussed',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration #14',
        'Scaling and root planing upper left and lower left with ultrasonic and Gracey curettes',
        'Heavy subgingival calculus removed',
        'Arestin placed in #14 mesial pocket',
        'Oral hygiene instructions given with interdental brushes',
        'Rx Peridex rinse twice a day for 2 weeks',
      ],
      NV: ['SRP upper right and lower right'],
      'F/U': 'Re-evaluation 6 weeks after',
    },
  }),
  defineCase({
    id: 'al11-us-typed-perio-maintenance-psr-probing-bwx-refer-if-worse',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for periodontal maintenance, 3 month interval. Pt reports bleeding when flossing lower front. Med hx: no changes, HTN on losartan. BP 128/78. PSR 3 3 3 / 3 4 3. Probing: 4-5 mm pockets #2, #15, #18, #31; 6 mm pocket #19 distal with BOP. Recession 2 mm #24 and #25. BWX taken: stable bone levels, no caries. Dx: stable stage III grade B periodontitis. Periodontal maintenance full mouth with Cavitron and hand instruments. Polished. OHI given for Waterpik and soft brush. Plan: refer #19 to periodontist if pocket deepens. Recall 3 months for perio maintenance.',
    expect: {
      CC: 'Periodontal maintenance, 3 month interval. Pt reports bleeding when flossing lower front',
      'MED HX': 'No changes, HTN on losartan. BP 128/78',
      PERIO:
        'PSR 3 3 3 / 3 4 3. Probing: 4-5 mm pockets #2, #15, #18, #31; 6 mm pocket #19 distal with BOP. Recession 2 mm #24 and #25',
      RADIO: 'BWX taken: stable bone levels, no caries',
      DX: ['Stable stage III grade B periodontitis'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth with Cavitron and hand instruments',
        'Polished',
        'OHI given for Waterpik and soft brush',
      ],
      'TX PLAN': ['Refer #19 to periodontist if pocket deepens'],
      'F/U': 'Recall 3 months for perio maintenance',
    },
  }),
  defineCase({
    id: 'al12-us-asr-implant-consult-30-cbct-bisphosphonate-fees',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for implant consult missing number thirty extracted about six months ago medical history no changes takes alendronate for osteoporosis for two years no allergies uh cbct taken adequate bone height about eleven millimeters width about seven millimeters intraoral exam ridge healed well healthy keratinized tissue over the ridge discussed implant with abutment and crown versus three unit bridge versus partial denture implant fee four thousand one hundred dollars total insurance covers implant crown only discussed bisphosphonate risk of osteonecrosis patient wants to think about it and check with her physician gave written estimate plan implant number thirty if medically cleared',
    expect: {
      CC: 'Implant consult missing #30 extracted about 6 months ago',
      'MED HX': 'No changes. Takes alendronate for osteoporosis for 2 years. No allergies',
      RADIO: 'CBCT taken. Adequate bone height about 11 mm. Width about 7 mm',
      INTRA: 'Ridge healed well. Healthy keratinized tissue over the ridge',
      CONSULT:
        'Discussed implant with abutment and crown versus 3 unit bridge versus partial denture. Implant fee $4,100 total. Insurance covers implant crown only. Discussed bisphosphonate risk of osteonecrosis. Patient wants to think about it and check with her physician. Gave written estimate',
      'TX PLAN': ['Implant #30 if medically cleared'],
    },
  }),
  defineCase({
    id: 'al13-us-asr-child-recall-prophy-varnish-fissure-sealants-k-t',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for six month checkup and cleaning no complaints mom present medical history healthy no allergies um tooth k distal caries tooth t distal caries first molars fully erupted with deep grooves soft tissues healthy bitewings taken caries tooth k distal and tooth t distal into enamel prophy done fluoride varnish applied fissure sealants placed on three fourteen nineteen and thirty oral hygiene instructions given to mom and child diet counseling less juice next visit distal occlusal composites k and t recall six months',
    expect: {
      CC: '6 month checkup and cleaning. No complaints',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['K', 'D caries'],
        ['T', 'D caries'],
      ],
      INTRA: 'First molars fully erupted with deep grooves. Soft tissues healthy',
      RADIO: 'Bitewings taken. Caries #K distal and #T distal into enamel',
      CONSULT: 'Diet counseling less juice',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30', 'OHI'],
      TX: [
        'Prophy done',
        'Fluoride varnish applied',
        'Fissure sealants placed #3, #14, #19, #30',
        'Oral hygiene instructions given to mom and child',
      ],
      NOTES: 'Mom present',
      NV: ['DO composites #K, #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'al14-us-typed-child-pulpotomy-ssc-s-nitrous-dad-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for treatment of #S. Dad present. Med hx: healthy, NKDA. #S large DO caries, no swelling. Options discussed: pulpotomy and SSC vs extraction with space maintainer; dad chose pulpotomy and SSC. Written consent from dad. Nitrous oxide 30% for anxiety. Topical benzocaine. LA: 1 carpule 2% lidocaine 1:100,000 epi, right IANB. Rubber dam. Caries removed. Pulp exposure. Pulpotomy #S with MTA. SSC #S size 4. Cemented with GIC. Occlusion checked. Pt cooperative. Post-op instructions given to dad. Soft diet and watch for lip biting advised. RTC 6 months.',
    expect: {
      CC: 'Treatment of #S',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [['S', 'Large DO caries, no swelling']],
      CONSULT:
        'Options discussed: pulpotomy and SSC vs extraction with space maintainer; dad chose pulpotomy and SSC. Soft diet and watch for lip biting advised',
      CONSENT: 'Written consent from dad',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Nitrous oxide 30% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #S with MTA',
        'SSC #S size 4',
        'Cemented with GIC',
        'Occlusion checked',
        'Post-op instructions given to dad',
      ],
      NOTES: 'Dad present. Pt cooperative',
      'F/U': 'RTC 6 months',
    },
  }),
  defineCase({
    id: 'al15-us-asr-emergency-chipped-8-mi-composite-no-anesthetic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient presents with chipped front tooth fell on the ice yesterday no pain slight sensitivity to cold medical history no changes no allergies extraoral exam small healed abrasion on chin number eight fractured mesial incisal corner into dentin no pulp exposure pa number eight no root fracture normal periapical diagnosis uncomplicated crown fracture number eight discussed bonding today versus veneer later patient wants bonding today verbal consent no anesthetic needed shade matched a one bevel placed etch and bond mesial incisal composite number eight layered with body and enamel shades finished and polished occlusion checked in protrusive advised avoid biting hard foods with front teeth review in two months with vitality test',
    expect: {
      CC: 'Chipped front tooth fell on the ice yesterday. No pain. Slight sensitivity to cold',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Small healed abrasion on chin',
      DENTAL: [['8', 'Fractured MI corner into dentin no pulp exposure', 'MI corner']],
      RADIO: 'PA #8 no root fracture. Normal periapical',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT:
        'Discussed bonding today versus veneer later. Patient wants bonding today. Advised avoid biting hard foods with front teeth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No anesthetic needed',
        'Shade matched A1',
        'Bevel placed',
        'Etch and bond',
        'MI composite #8',
        'Layered with body and enamel shades',
        'Finished and polished',
        'Occlusion checked in protrusive',
      ],
      'F/U': 'Review in 2 months with vitality test',
    },
  }),
  defineCase({
    id: 'al16-us-typed-night-guard-delivery-bruxism-fee-not-covered',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for night guard delivery. Reports morning jaw soreness, husband hears grinding at night. Med hx: no changes, takes sertraline. NKDA. EO: masseters hypertrophic and tender to palpation bilaterally, no TMJ clicking. Generalized attrition on anteriors. Maxillary hard acrylic night guard tried in. Adjusted for even contacts in CR and smooth excursions. Night guard delivered. Instructions for wear and cleaning given. Fee $550 collected, not covered by insurance. Follow up 2 weeks for adjustment.',
    expect: {
      CC: 'Night guard delivery. Reports morning jaw soreness, husband hears grinding at night',
      'MED HX': 'No changes, takes sertraline. NKDA',
      EXTRA: 'Masseters hypertrophic and tender to palpation bilaterally, no TMJ clicking',
      INTRA: 'Generalized attrition on anteriors',
      CONSULT: 'Fee $550 collected, not covered by insurance',
      'TX TODAY': ['Night guard'],
      TX: [
        'Maxillary hard acrylic night guard tried in',
        'Adjusted for even contacts in CR and smooth excursions',
        'Night guard delivered',
        'Instructions for wear and cleaning given',
      ],
      'F/U': 'Follow up 2 weeks for adjustment',
    },
  }),
  defineCase({
    id: 'al17-us-asr-in-office-whitening-shades-impressions-trays',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for in office whitening medical history no changes no allergies um pre op shade a three cheek retractor placed gingival barrier applied in office whitening with opalescence boost three applications of twenty minutes each post op shade b one relief acp applied to all teeth impressions taken for take home trays advised avoid coffee red wine and dark foods for forty eight hours patient very happy with the result next visit deliver take home trays',
    expect: {
      CC: 'In office whitening',
      'MED HX': 'No changes. No allergies',
      'TX TODAY': ['Whitening', 'Impressions'],
      TX: [
        'Pre-op shade A3',
        'Cheek retractor placed',
        'Gingival barrier applied',
        'In office whitening with Opalescence Boost',
        '3 applications of 20 minutes each',
        'Post-op shade B1',
        'Relief ACP applied to all teeth',
        'Impressions taken for take home trays',
      ],
      CONSULT: 'Advised avoid coffee red wine and dark foods for 48 hours',
      NOTES: 'Patient very happy with the result',
      NV: ['Deliver take home trays'],
    },
  }),
  defineCase({
    id: 'al18-us-typed-appends-periodic-exam-change-tooth-add-history-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam. Pt c/o sensitivity upper left to cold drinks for 2 weeks. Med hx: no changes, NKDA. 2 BWX taken: #13 distal caries into dentin, no other caries. PSR 2 2 2 / 2 2 2. #13 D caries. #14 O wear facet. Dx: caries #13. Plan: DO composite #13. Est. pt portion $245 after insurance. Recall 6 months.',
    appends: ['Add to medical history takes omeprazole daily.', 'Change #13 to #12. Add to treatment prophy and fluoride varnish.'],
    expect: {
      CC: 'Periodic exam. Sensitivity upper left to cold drinks for 2 weeks',
      'MED HX': 'No changes, NKDA. Takes omeprazole daily',
      RADIO: '2 BWX taken: #12 distal caries into dentin, no other caries',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['12', 'D caries'],
        ['14', 'O wear facet'],
      ],
      DX: ['Caries #12'],
      'TX PLAN': ['DO composite #12'],
      CONSULT: 'Est. pt portion $245 after insurance',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'al19-uk-asr-routine-exam-bpe-bitewings-onlay-quote-scale-polish',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for routine examination no problems medical history no changes takes ramipril non smoker extra oral nad intra oral soft tissues healthy sixteen occlusal caries twenty six fractured mesio palatal cusp thirty six mod amalgam sound forty six missing bpe two one two two one two bitewings taken no interproximal caries diagnosis caries sixteen discussed options for twenty six onlay or composite patient would like the onlay quoted four hundred and twenty pounds scale and polish done oral hygiene instruction given treatment plan occlusal composite sixteen then onlay prep twenty six recall nine months',
    expect: {
      CC: 'Routine examination. No problems',
      'MED HX': 'No changes. Takes ramipril. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['16', 'O caries'],
        ['26', 'Fractured MP cusp', 'MP cusp'],
        ['36', 'MOD amalgam sound'],
        ['46', 'Missing'],
      ],
      PERIO: 'BPE 2 1 2 2 1 2',
      RADIO: 'Bitewings taken. No interproximal caries',
      DX: ['Caries 16'],
      CONSULT: 'Discussed options for 26 onlay or composite. Patient would like the onlay. Quoted £420',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'Oral hygiene instruction given'],
      'TX PLAN': ['O composite 16', 'Onlay prep 26'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'al20-uk-typed-emergency-lost-filling-36-dressing-onlay-options',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. Lost filling LL back tooth 3 days ago, sensitive to cold, no spontaneous pain. MH: asthma (salbutamol), allergic to latex. O/E 36 MOD amalgam lost, lingual cusp undermined, TTP negative. PA 36: deep cavity, no periapical radiolucency, grade 1. Dx: reversible pulpitis 36. Options: amalgam £85, composite £160 or onlay £550. Pt would like onlay. No LA. Cavity cleaned. 36 temporary dressing with IRM. Bite checked. NV: onlay prep 36 in 2 weeks.',
    expect: {
      CC: 'Emergency appt. Lost filling LL back tooth 3 days ago, sensitive to cold, no spontaneous pain',
      'MED HX': 'Asthma (salbutamol), allergic to latex',
      DENTAL: [['36', 'MOD amalgam lost, L cusp undermined, TTP negative']],
      RADIO: 'PA 36: deep cavity, no periapical radiolucency, grade 1',
      DX: ['Reversible pulpitis 36'],
      CONSULT: 'Options: amalgam £85, composite £160 or onlay £550. Pt would like onlay',
      'TX TODAY': ['Temporary dressing 36'],
      TX: ['No LA', 'Cavity cleaned', '36 temporary dressing with IRM', 'Bite checked'],
      NV: ['Onlay prep 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'al21-uk-asr-hygienist-scaling-bpe-plaque-score-smoking-rsd-plan',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for hygiene appointment er gums bleeding when brushing medical history no changes smoker ten a day bpe three two three three two three bleeding on probing generalised plaque score forty percent supra and subgingival scaling done with cavitron polished with prophy paste oral hygiene instruction given with tepe brushes size two and three smoking cessation advice given patient interested next visit root surface debridement under la lower right and lower left',
    expect: {
      CC: 'Hygiene appointment. Gums bleeding when brushing',
      'MED HX': 'No changes. Smoker 10 a day',
      PERIO: 'BPE 3 2 3 3 2 3. Bleeding on probing generalised. Plaque score 40%',
      CONSULT: 'Smoking cessation advice given. Patient interested',
      'TX TODAY': ['OHI'],
      TX: [
        'Supra and subgingival scaling done with Cavitron',
        'Polished with prophy paste',
        'Oral hygiene instruction given with TePe brushes size 2 and 3',
      ],
      NV: ['RSD under LA lower right and lower left'],
    },
  }),
  defineCase({
    id: 'al22-uk-asr-mod-composite-26-tooth-correction-dycal',
    style: 'UK',
    asr: true,
    transcript:
      'attended for filling twenty seven sorry twenty six medical history no changes la one point eight mls articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration rubber dam placed old amalgam removed twenty six mesial occlusal distal caries removed no exposure dycal liner sectional matrix composite placed incrementally shade a three um occlusion checked and adjusted polished post op instructions given next visit examination in six months',
    expect: {
      CC: 'Filling 26',
      'MED HX': 'No changes',
      'TX TODAY': ['MOD composite 26'],
      TX: [
        'LA: 1.8 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Rubber dam placed',
        'Old amalgam removed',
        '26 MOD caries removed',
        'No exposure',
        'Dycal liner',
        'Sectional matrix',
        'Composite placed incrementally',
        'Shade A3',
        'Occlusion checked and adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['Examination in 6 months'],
    },
  }),
  defineCase({
    id: 'al23-uk-typed-appends-crown-fit-21-pa-change-recall-add-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for crown fit 21. MH: no changes. No LA. Temporary crown removed, cement cleaned off. E.max crown tried in. Contact points and margins checked, shade good. Patient happy with appearance. Crown cemented 21 with RelyX Unicem. Excess cement removed, floss passed. Occlusion checked in ICP and protrusion. PA 21 taken: crown seated, no cement excess. Recall 6 months.',
    appends: [
      'Add to notes patient would like whitening before any more crowns.',
      'Change recall 6 months to 9 months. Next visit scale and polish with hygienist.',
    ],
    expect: {
      CC: 'Crown fit 21',
      'MED HX': 'No changes',
      'TX TODAY': ['Crown fit 21'],
      TX: [
        'No LA',
        'Temporary crown removed',
        'Cement cleaned off',
        'E.max crown tried in',
        'Contact points and margins checked',
        'Shade good',
        'Crown cemented 21 with RelyX Unicem',
        'Excess cement removed',
        'Floss passed',
        'Occlusion checked in ICP and protrusion',
      ],
      RADIO: 'PA 21 taken: crown seated, no cement excess',
      NOTES: 'Patient happy with appearance. Patient would like whitening before any more crowns',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'al24-uk-asr-child-check-fissure-sealants-36-46-duraphat-75-caries',
    style: 'UK',
    asr: true,
    transcript:
      'attended for check up and fissure sealants mum present medical history fit and well no allergies child anxious but managed well seventy five occlusal caries small eighty five sound thirty six and forty six erupted deep fissures bitewings taken seventy five caries into outer dentine no other caries fissure sealants placed on thirty six and forty six duraphat varnish applied er toothbrushing instruction given to mum and child diet advice reduce fruit juice between meals next visit composite seventy five recall six months',
    expect: {
      CC: 'Check up and fissure sealants',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['75', 'O caries small'],
        ['85', 'Sound'],
        ['36', 'Erupted deep fissures'],
        ['46', 'Erupted deep fissures'],
      ],
      RADIO: 'Bitewings taken. 75 caries into outer dentine. No other caries',
      CONSULT: 'Diet advice reduce fruit juice between meals',
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: [
        'Fissure sealants placed 36, 46',
        'Duraphat varnish applied',
        'Toothbrushing instruction given to mum and child',
      ],
      NOTES: 'Mum present. Child anxious but managed well',
      NV: ['Composite 75'],
      'F/U': 'Recall 6 months',
    },
  }),
];
