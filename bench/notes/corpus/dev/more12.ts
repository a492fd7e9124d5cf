// A thirteenth development batch, written in the 2026-11-23 session from this contract by a helper that had
// not seen the engine, each case labelled before the engine was run on it (UK and US; FDI, Universal and
// Palmer; 14 recogniser-style and 10 typed). Its focus is the free-text fields, each scored as one item:
// intra-oral findings (soft tissues, occlusion, wear, oral hygiene, gingivae, ulcers, denture-bearing areas)
// said with and without a header and interleaved with chart findings; extra-oral findings (nodes, TMJ,
// muscles, swelling); BPE / PSR said many ways with pockets, bleeding and plaque scores, recession, mobility
// and furcation; bitewing, PA, OPG, CBCT and FMX reports with reason, grade and findings; discussion of
// options, risks, costs, decisions, advice and referral; consent said several ways; notes on anxiety,
// escorts, interpreters, late arrival and cooperation; medical and social history with medications,
// allergies and "no changes"; complaints said many ways; reviews and recalls; dictations with no section
// cues and with cues in an unusual order; short treatment narratives titled from the naming table.
import { defineCase } from '../case.ts';

export const more12Cases = [
  defineCase({
    id: 'l01-uk-asr-recall-perio-notes',
    style: 'UK',
    asr: true,
    transcript:
      'okay patient attended for routine examination um no complaints medical history no changes still on amlodipine and omeprazole allergic to penicillin smokes about ten a day extra oral lymph nodes not palpable tmj nad intra oral soft tissues healthy tongue slightly coated generalised marginal gingivitis lower anteriors perio bpe two two three two two three bleeding on probing thirty percent plaque score fifty five percent bitewings taken for caries assessment grade one no caries detected horizontal bone loss lower molars discussed link between smoking and gum disease advised to stop smoking and to use interdental brushes daily scale and polish done oral hygiene instruction given notes patient asked for early morning appointments recall six months',
    expect: {
      CC: 'Routine examination. No complaints',
      'MED HX': 'No changes. Still on amlodipine and omeprazole. Allergic to penicillin. Smokes about 10 a day',
      EXTRA: 'Lymph nodes not palpable. TMJ NAD',
      INTRA: 'Soft tissues healthy. Tongue slightly coated. Generalised marginal gingivitis lower anteriors',
      PERIO: 'BPE 2 2 3 2 2 3. Bleeding on probing 30%. Plaque score 55%',
      RADIO:
        'Bitewings taken for caries assessment. Grade 1. No caries detected. Horizontal bone loss lower molars',
      CONSULT:
        'Discussed link between smoking and gum disease. Advised to stop smoking and to use interdental brushes daily',
      TX: ['Scale and polish done', 'Oral hygiene instruction given'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      NOTES: 'Patient asked for early morning appointments',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'l02-us-asr-psr-fmx-perio-evaluation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for periodontal evaluation referred by her hygienist medical history type two diabetes controlled with metformin last a1c six point eight uh no known drug allergies former smoker quit five years ago periodontal exam psr four three three four three four generalized probing depths four to five with localized six millimeter pockets on number three number fourteen and number thirty bleeding on probing forty two percent grade one mobility number twenty four and number twenty five class two furcation number thirty buccal generalized one to two millimeter recession fmx taken to assess bone levels generalized horizontal bone loss twenty to thirty percent vertical defect mesial of number thirty diagnosis generalized stage three grade b periodontitis discussed diagnosis and need for scaling and root planing in four quadrants explained link between diabetes and gum disease patient agrees to proceed verbal consent obtained next visit srp upper right and lower right follow up re-evaluation six weeks after srp',
    expect: {
      CC: 'Periodontal evaluation referred by her hygienist',
      'MED HX':
        'Type 2 diabetes controlled with metformin. Last A1C 6.8. No known drug allergies. Former smoker quit 5 years ago',
      PERIO:
        'PSR 4 3 3 4 3 4. Generalized probing depths 4 to 5 with localized 6 mm pockets on #3, #14 and #30. Bleeding on probing 42%. Grade 1 mobility #24 and #25. Class 2 furcation #30 buccal. Generalized 1 to 2 mm recession',
      RADIO:
        'FMX taken to assess bone levels. Generalized horizontal bone loss 20 to 30%. Vertical defect mesial of #30',
      DX: ['Generalized stage 3 grade B periodontitis'],
      CONSULT:
        'Discussed diagnosis and need for scaling and root planing in 4 quadrants. Explained link between diabetes and gum disease. Patient agrees to proceed',
      CONSENT: 'Verbal consent obtained',
      NV: ['SRP upper right and lower right'],
      'F/U': 'Follow up re-evaluation 6 weeks after SRP',
    },
  }),
  defineCase({
    id: 'l03-uk-palmer-denture-bearing-ulcer',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended complaining of a loose upper denture and a sore area under the lower denture. MH: hypothyroidism, levothyroxine 100 mcg daily; type 2 diabetes, metformin. No allergies. Non-smoker. EO: NAD. IO: upper complete denture and lower partial denture present. Denture-bearing areas: flabby anterior maxillary ridge, denture stomatitis under the upper denture. 3 mm traumatic ulcer in the lower left buccal sulcus adjacent to LL5, corresponding to an overextended flange. Upper denture 12 years old, poor retention, worn teeth. LL3 and LR3 heavily worn, LR4 buccal caries. Pressure indicating paste used, lower denture eased over the ulcer. Advised to leave dentures out at night and clean them with a soft brush and non-perfumed soap. Discussed a new upper denture; patient would like to go ahead. Notes: daughter present to help with hearing. Review ulcer 2 weeks.',
    expect: {
      CC: 'Loose upper denture and a sore area under the lower denture',
      'MED HX': 'Hypothyroidism, levothyroxine 100 mcg daily; type 2 diabetes, metformin. No allergies. Non-smoker',
      EXTRA: 'NAD',
      INTRA:
        'Upper complete denture and lower partial denture present. Denture-bearing areas: flabby anterior maxillary ridge, denture stomatitis under the upper denture. 3 mm traumatic ulcer in the lower left buccal sulcus adjacent to LL5, corresponding to an overextended flange. Upper denture 12 years old, poor retention, worn teeth',
      DENTAL: [
        ['LL3', 'Heavily worn'],
        ['LR3', 'Heavily worn'],
        ['LR4', 'B caries'],
      ],
      TX: ['Pressure indicating paste used', 'Lower denture eased over the ulcer'],
      'TX TODAY': ['Denture adjustment'],
      CONSULT:
        'Advised to leave dentures out at night and clean them with a soft brush and non-perfumed soap. Discussed a new upper denture; patient would like to go ahead',
      NOTES: 'Daughter present to help with hearing',
      'F/U': 'Review ulcer 2 weeks',
    },
  }),
  defineCase({
    id: 'l04-us-universal-emergency-no-cues',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pain upper right for 4 days, worse at night and keeping her awake. Hypertension, on lisinopril. Allergic to codeine. No facial swelling, no lymphadenopathy. Soft tissues within normal limits. #3 large MO amalgam with recurrent decay, tender to percussion, lingering response to cold. PA of #3: deep MO restoration approaching the pulp, widened PDL at the mesial root apex. Symptomatic irreversible pulpitis #3. Options reviewed: root canal therapy and crown, or extraction. Patient chose to start RCT today. Informed consent signed. 2 carpules 4% articaine 1:100,000 epi, buccal infiltration and palatal infiltration. Rubber dam placed. #3 pulp extirpated, canals irrigated with NaOCl. Calcium hydroxide placed, Cavit placed. Patient very anxious but tolerated well. Next visit: complete RCT #3.',
    expect: {
      CC: 'Pain upper right for 4 days, worse at night and keeping her awake',
      'MED HX': 'Hypertension, on lisinopril. Allergic to codeine',
      EXTRA: 'No facial swelling, no lymphadenopathy',
      INTRA: 'Soft tissues within normal limits',
      RADIO: 'PA of #3: deep MO restoration approaching the pulp, widened PDL at the mesial root apex',
      DENTAL: [['3', 'Large MO amalgam with recurrent decay, tender to percussion, lingering response to cold']],
      DX: ['Symptomatic irreversible pulpitis #3'],
      CONSULT: 'Options reviewed: root canal therapy and crown, or extraction. Patient chose to start RCT today',
      CONSENT: 'Informed consent signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Rubber dam placed',
        '#3 pulp extirpated',
        'Canals irrigated with NaOCl',
        'Calcium hydroxide placed',
        'Cavit placed',
      ],
      'TX TODAY': ['Extirpation #3'],
      NOTES: 'Patient very anxious but tolerated well',
      NV: ['Complete RCT #3'],
    },
  }),
  defineCase({
    id: 'l05-uk-asr-palmer-trauma-escort',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'eight year old attended with dad full stop fell in the playground yesterday and hit his upper front teeth um medically fit and well no allergies extra oral grazed chin upper lip swollen intra oral laceration of upper labial frenum upper lip mucosa bruised no foreign bodies felt occlusion normal upper right one fractured mesial incisal corner into dentine no pulp exposure upper left two sorry upper left one tender to percussion pa of upper incisors taken no root fracture seen open apices on upper right one and upper left one explained possible discolouration and loss of vitality advised soft diet for one week and chlorhexidine mouthwash dad gave verbal consent glass ionomer placed over exposed dentine upper right one tolerated well review two weeks with sensibility tests',
    expect: {
      CC: 'Fell in the playground yesterday and hit his upper front teeth',
      'MED HX': 'Medically fit and well. No allergies',
      EXTRA: 'Grazed chin. Upper lip swollen',
      INTRA:
        'Laceration of upper labial frenum. Upper lip mucosa bruised. No foreign bodies felt. Occlusion normal',
      RADIO: 'PA of upper incisors taken. No root fracture seen. Open apices on UR1 and UL1',
      DENTAL: [
        ['UR1', 'Fractured MI corner into dentine no pulp exposure', 'MI corner'],
        ['UL1', 'Tender to percussion'],
      ],
      CONSULT:
        'Explained possible discolouration and loss of vitality. Advised soft diet for 1 week and chlorhexidine mouthwash',
      CONSENT: 'Dad gave verbal consent',
      TX: ['Glass ionomer placed over exposed dentine UR1'],
      'TX TODAY': ['GIC UR1'],
      NOTES: '8 year old attended with dad. Tolerated well',
      'F/U': 'Review 2 weeks with sensibility tests',
    },
  }),
  defineCase({
    id: 'l06-us-asr-universal-periodic-odd-order',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for periodic exam no concerns medical history updated full stop started sertraline fifty mg daily in march seasonal allergies allergic to latex x-rays bitewings taken caries distal of number four and mesial of number thirteen into dentin bone levels within normal limits extraoral exam within normal limits no tmj clicking intraoral exam mild generalized plaque buildup slight gingival inflammation lower anteriors tongue and floor of mouth normal mandibular tori present bilaterally psr two two two two two two number four distal caries number thirteen mesial caries number thirty sealant intact prophy completed fluoride varnish applied uh discussed electric toothbrush and flossing once a day patient wants fillings done before insurance resets next visit distal composite number four and mesial composite number thirteen recall six months',
    expect: {
      CC: 'Periodic exam. No concerns',
      'MED HX': 'Updated. Started sertraline 50 mg daily in March. Seasonal allergies. Allergic to latex',
      RADIO: 'Bitewings taken. Caries distal of #4 and mesial of #13 into dentin. Bone levels within normal limits',
      EXTRA: 'Within normal limits. No TMJ clicking',
      INTRA:
        'Mild generalized plaque buildup. Slight gingival inflammation lower anteriors. Tongue and floor of mouth normal. Mandibular tori present bilaterally',
      PERIO: 'PSR 2 2 2 2 2 2',
      DENTAL: [
        ['4', 'D caries'],
        ['13', 'M caries'],
        ['30', 'Sealant intact'],
      ],
      TX: ['Prophy completed', 'Fluoride varnish applied'],
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      CONSULT:
        'Discussed electric toothbrush and flossing once a day. Patient wants fillings done before insurance resets',
      NV: ['D composite #4', 'M composite #13'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'l07-uk-asr-extraction-warfarin-consented',
    style: 'UK',
    asr: true,
    transcript:
      "pt came in complaining of a broken down lower right molar which keeps swelling up comma wants it out full stop medical history atrial fibrillation on warfarin inr this morning two point four also takes bisoprolol and ramipril no known allergies drinks around twenty units a week extra oral no swelling no lymphadenopathy mouth opening normal intra oral buccal sulcus tender adjacent to forty six sorry forty seven no sinus forty seven grossly carious crown non restorable er pa forty seven taken large periapical radiolucency on mesial root no other pathology diagnosis chronic apical periodontitis forty seven discussed options extraction or root canal treatment and crown patient opted for extraction risks explained including bleeding due to warfarin infection dry socket patient consented to extraction of forty seven two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration and id block forty seven extracted with forceps surgicel placed two sutures placed haemostasis achieved post op instructions given notes patient's wife waiting in car to drive him home review one week for suture removal",
    expect: {
      CC: 'Broken down lower right molar which keeps swelling up, wants it out',
      'MED HX':
        'Atrial fibrillation on warfarin. INR this morning 2.4. Takes bisoprolol and ramipril. No known allergies. Drinks around 20 units a week',
      EXTRA: 'No swelling. No lymphadenopathy. Mouth opening normal',
      INTRA: 'Buccal sulcus tender adjacent to 47. No sinus',
      RADIO: 'PA 47 taken. Large periapical radiolucency on mesial root. No other pathology',
      DENTAL: [['47', 'Grossly carious crown non restorable']],
      DX: ['Chronic apical periodontitis 47'],
      CONSULT:
        'Discussed options extraction or root canal treatment and crown. Patient opted for extraction. Risks explained including bleeding due to warfarin infection dry socket',
      CONSENT: 'Patient consented to extraction of 47',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + IDB',
        '47 extracted with forceps',
        'Surgicel placed',
        '2 sutures placed',
        'Haemostasis achieved',
        'Post op instructions given',
      ],
      'TX TODAY': ['Extraction 47'],
      NOTES: "Patient's wife waiting in car to drive him home",
      'F/U': 'Review 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'l08-uk-new-patient-perio-interpreter',
    style: 'UK',
    asr: false,
    transcript:
      "C/O bleeding gums when brushing for several months and bad breath. MH: asthma, Clenil and salbutamol inhalers; allergic to latex. Smokes 15 cigarettes a day, drinks occasionally. EO: submandibular lymph nodes not palpable, TMJ clicks on opening, no pain. IO: heavy supra- and subgingival calculus, especially lingual to lower incisors; generalised gingival inflammation; tongue and floor of mouth normal; smoker's keratosis on the palate. Occlusion: Class II div 2, deep overbite. BPE: 4 3 4 / 4 3 4. Plaque score 80%, BOP 65%. 16 and 26 grade II mobility. OPG: generalised horizontal bone loss to mid-root level, vertical defect on 36 distal, 18 and 28 unerupted. Dx: generalised periodontitis stage III grade C. Discussed diagnosis, role of smoking and that 16 and 26 have a poor prognosis. Smoking cessation advice given, patient interested in referral to stop smoking service. Explained cost of a course of periodontal therapy, about £320. Patient wishes to proceed. Verbal consent via interpreter. Plan: OHI, RSD all quadrants under LA. Next appointment: RSD upper right and lower right. Reassess 3 months after RSD. Notes: Polish interpreter present; patient very anxious about injections.",
    expect: {
      CC: 'Bleeding gums when brushing for several months and bad breath',
      'MED HX':
        'Asthma, Clenil and salbutamol inhalers; allergic to latex. Smokes 15 cigarettes a day, drinks occasionally',
      EXTRA: 'Submandibular lymph nodes not palpable, TMJ clicks on opening, no pain',
      INTRA:
        "Heavy supra- and subgingival calculus, especially lingual to lower incisors; generalised gingival inflammation; tongue and floor of mouth normal; smoker's keratosis on the palate. Occlusion: Class II div 2, deep overbite",
      PERIO: 'BPE: 4 3 4 / 4 3 4. Plaque score 80%, BOP 65%',
      DENTAL: [
        ['16', 'Grade II mobility'],
        ['26', 'Grade II mobility'],
      ],
      RADIO:
        'OPG: generalised horizontal bone loss to mid-root level, vertical defect on 36 distal, 18 and 28 unerupted',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT:
        'Discussed diagnosis, role of smoking and that 16 and 26 have a poor prognosis. Smoking cessation advice given, patient interested in referral to stop smoking service. Explained cost of a course of periodontal therapy, about £320. Patient wishes to proceed',
      CONSENT: 'Verbal consent via interpreter',
      'TX PLAN': ['OHI', 'RSD all quadrants under LA'],
      NV: ['RSD upper right and lower right'],
      'F/U': 'Reassess 3 months after RSD',
      NOTES: 'Polish interpreter present; patient very anxious about injections',
    },
  }),
  defineCase({
    id: 'l09-us-universal-implant-consult-cbct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for implant consultation, missing #19 since extraction 2 years ago. Difficulty chewing on the left. Medical history: osteoporosis, took alendronate for 3 years, stopped 2022. Takes levothyroxine. NKDA. Non-smoker, social drinker. Extraoral: no asymmetry, TMJ normal. Intraoral: healed edentulous ridge at #19 site, adequate keratinized tissue, buccal concavity. #18 tipped mesially 10 degrees. #14 supraerupted toward #19 space. Perio: PSR 2 in all sextants. CBCT taken to evaluate bone volume at #19 site: ridge width 6 mm, 14 mm to the IAN canal. Reviewed options: implant with crown, 3-unit bridge #18-#20, removable partial denture, or no treatment. Discussed history of bisphosphonate use and small risk of osteonecrosis. Fee for implant and crown $4,200, estimate given. Patient elected implant; wants to check insurance benefits first. Consent for implant surgery signed today. Plan: implant #19, implant crown #19. Follow-up call in 1 week about insurance.',
    expect: {
      CC: 'Implant consultation, missing #19 since extraction 2 years ago. Difficulty chewing on the left',
      'MED HX':
        'Osteoporosis, took alendronate for 3 years, stopped 2022. Takes levothyroxine. NKDA. Non-smoker, social drinker',
      EXTRA: 'No asymmetry, TMJ normal',
      INTRA: 'Healed edentulous ridge at #19 site, adequate keratinized tissue, buccal concavity',
      DENTAL: [
        ['18', 'Tipped mesially 10 degrees'],
        ['14', 'Supraerupted toward #19 space'],
      ],
      PERIO: 'PSR 2 in all sextants',
      RADIO: 'CBCT taken to evaluate bone volume at #19 site: ridge width 6 mm, 14 mm to the IAN canal',
      CONSULT:
        'Reviewed options: implant with crown, 3-unit bridge #18-#20, removable partial denture, or no treatment. Discussed history of bisphosphonate use and small risk of osteonecrosis. Fee for implant and crown $4,200, estimate given. Patient elected implant; wants to check insurance benefits first',
      CONSENT: 'Consent for implant surgery signed today',
      'TX PLAN': ['Implant #19', 'Implant crown #19'],
      'F/U': 'Follow-up call in 1 week about insurance',
    },
  }),
  defineCase({
    id: 'l10-uk-asr-hygiene-no-cues-late',
    style: 'UK',
    asr: true,
    transcript:
      'here for scale and polish gums bleed when flossing um no changes to medical history still taking sertraline plaque mainly on lingual of lower incisors and buccal of upper molars gingivae red and swollen around lower anteriors bpe two two two three two two bleeding on probing twenty percent five millimetre pocket distal of one six plaque score forty percent down from sixty percent last visit supragingival and subgingival scaling with ultrasonic polished oral hygiene instruction given with interdental brushes pink and orange advised to brush for two minutes twice a day and not to rinse after brushing patient keen to improve notes patient came straight from work and was ten minutes late recall three months with hygienist',
    expect: {
      CC: 'Scale and polish. Gums bleed when flossing',
      'MED HX': 'No changes to medical history. Still taking sertraline',
      INTRA:
        'Plaque mainly on lingual of lower incisors and buccal of upper molars. Gingivae red and swollen around lower anteriors',
      PERIO:
        'BPE 2 2 2 3 2 2. Bleeding on probing 20%. 5 mm pocket distal of 16. Plaque score 40% down from 60% last visit',
      TX: [
        'Supragingival and subgingival scaling with ultrasonic',
        'Polished',
        'Oral hygiene instruction given with interdental brushes pink and orange',
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      CONSULT: 'Advised to brush for 2 minutes twice a day and not to rinse after brushing',
      NOTES: 'Patient keen to improve. Patient came straight from work and was 10 minutes late',
      'F/U': 'Recall 3 months with hygienist',
    },
  }),
  defineCase({
    id: 'l11-uk-asr-palmer-tongue-ulcer-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient complains of a painful ulcer on the left side of the tongue for three weeks er not healing medical history hypertension on amlodipine type two diabetes on metformin smokes twenty a day for thirty years drinks about thirty units a week no allergies extra oral left submandibular lymph node palpable firm non tender no facial asymmetry intra oral eight millimetre indurated ulcer on the left lateral border of tongue with rolled margins adjacent to lower left six rest of soft tissues normal lower left six lingual cusp fractured upper left seven buccal caries no radiographs taken today discussed findings and need for urgent referral to oral and maxillofacial surgery to rule out anything serious patient understands and agrees advised to stop smoking and cut down alcohol lower left six cusp smoothed notes patient worried wife attended with him urgent two week wait referral to omfs review after hospital appointment',
    expect: {
      CC: 'Painful ulcer on the left side of the tongue for 3 weeks. Not healing',
      'MED HX':
        'Hypertension on amlodipine. Type 2 diabetes on metformin. Smokes 20 a day for 30 years. Drinks about 30 units a week. No allergies',
      EXTRA: 'Left submandibular lymph node palpable firm non tender. No facial asymmetry',
      INTRA:
        '8 mm indurated ulcer on the left lateral border of tongue with rolled margins adjacent to LL6. Rest of soft tissues normal',
      DENTAL: [
        ['LL6', 'L cusp fractured', 'L cusp'],
        ['UL7', 'B caries'],
      ],
      RADIO: 'No radiographs taken today',
      CONSULT:
        'Discussed findings and need for urgent referral to oral and maxillofacial surgery to rule out anything serious. Patient understands and agrees. Advised to stop smoking and cut down alcohol',
      TX: ['LL6 cusp smoothed'],
      NOTES: 'Patient worried. Wife attended with him',
      'TX PLAN': ['Urgent 2 week wait referral to OMFS'],
      'F/U': 'Review after hospital appointment',
    },
  }),
  defineCase({
    id: 'l12-us-asr-universal-crown-prep-cusp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint broken tooth lower right when eating popcorn last week no pain medical history reviewed no changes takes lisinopril and baby aspirin allergic to amoxicillin rash intraoral exam soft tissues wnl light generalized attrition number thirty large mod amalgam mesial lingual cusp fractured pa taken of number thirty no periapical pathology adequate bone support diagnosis fractured cusp number thirty treatment options discussed crown versus onlay versus large filling risks of crown prep including possible need for root canal later explained patient chose full coverage crown fee quoted and accepted informed consent signed two carpules lidocaine two percent with one to one hundred thousand epi right ianb old amalgam removed core buildup with composite crown prep number thirty digital scan taken shade a three temporary crown cemented with temp bond patient comfortable next visit seat crown number thirty',
    expect: {
      CC: 'Broken tooth lower right when eating popcorn last week. No pain',
      'MED HX': 'Reviewed no changes. Takes lisinopril and baby aspirin. Allergic to amoxicillin rash',
      INTRA: 'Soft tissues WNL. Light generalized attrition',
      DENTAL: [['30', 'Large MOD amalgam ML cusp fractured', 'ML cusp']],
      RADIO: 'PA taken of #30. No periapical pathology. Adequate bone support',
      DX: ['Fractured cusp #30'],
      CONSULT:
        'Treatment options discussed crown versus onlay versus large filling. Risks of crown prep including possible need for root canal later explained. Patient chose full coverage crown. Fee quoted and accepted',
      CONSENT: 'Informed consent signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Old amalgam removed',
        'Core buildup with composite',
        'Crown prep #30',
        'Digital scan taken',
        'Shade A3',
        'Temporary crown cemented with temp bond',
      ],
      'TX TODAY': ['Crown prep #30', 'Temporary crown'],
      NOTES: 'Patient comfortable',
      NV: ['Crown fit #30'],
    },
  }),
  defineCase({
    id: 'l13-uk-palmer-perio-reevaluation-rsd',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for periodontal re-evaluation 3 months after RSD. Bleeding much reduced. MH: no changes, stopped smoking in June (vaping). Perio: 6-point chart updated. Plaque score 25% (was 70%), BOP 12% (was 48%). Residual 5 mm pockets UR6 distal and LL7 mesial with bleeding; all other sites 4 mm or less. UR6 grade I furcation buccally, LR1 grade I mobility. Recession 2-3 mm lower incisors. PA UR6: 30% bone loss, no periapical change. Soft tissues healthy, gingivae firm and pink. Diagnosis: stable periodontitis stage III grade B. Discussed results, praised improvement and cessation of smoking. Advised to continue interdental brushes daily and single-tufted brush around UR6. Verbal consent given for RSD. LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration and palatal infiltration UR6. RSD UR6 and LL7 residual sites with hand instruments. Patient happy with progress. Hygiene recall 3 months, dental recall 6 months.',
    expect: {
      CC: 'Periodontal re-evaluation 3 months after RSD. Bleeding much reduced',
      'MED HX': 'No changes, stopped smoking in June (vaping)',
      PERIO:
        '6-point chart updated. Plaque score 25% (was 70%), BOP 12% (was 48%). Residual 5 mm pockets UR6 distal and LL7 mesial with bleeding; all other sites 4 mm or less. Recession 2-3 mm lower incisors',
      DENTAL: [
        ['UR6', 'Grade I furcation buccally'],
        ['LR1', 'Grade I mobility'],
      ],
      RADIO: 'PA UR6: 30% bone loss, no periapical change',
      INTRA: 'Soft tissues healthy, gingivae firm and pink',
      DX: ['Stable periodontitis stage III grade B'],
      CONSULT:
        'Discussed results, praised improvement and cessation of smoking. Advised to continue interdental brushes daily and single-tufted brush around UR6',
      CONSENT: 'Verbal consent given for RSD',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'RSD UR6, LL7 residual sites with hand instruments',
      ],
      'TX TODAY': ['RSD UR6, LL7'],
      NOTES: 'Patient happy with progress',
      'F/U': 'Hygiene recall 3 months, dental recall 6 months',
    },
  }),
  defineCase({
    id: 'l14-uk-asr-cues-unusual-order-filling',
    style: 'UK',
    asr: true,
    transcript:
      'notes patient arrived twenty minutes late and flustered full stop verbal consent obtained for filling twenty six full stop presenting complaint food trapping between upper left teeth for a month medical history nothing significant no medications no allergies uh radiographs bitewing left side distal caries twenty five in outer dentine mesial caries twenty four sorry twenty six deep into dentine close to pulp intra oral moderate generalised tooth wear attrition facets on canines lower anteriors crowded twenty six mesial occlusal caries twenty five distal caries discussed doing twenty five at the next visit patient agreed two cartridges lidocaine two percent one in eighty thousand adrenaline buccal infiltration rubber dam placed twenty six mesial occlusal caries removed composite placed in layers occlusion checked next visit distal composite twenty five recall six months',
    expect: {
      NOTES: 'Patient arrived 20 minutes late and flustered',
      CONSENT: 'Verbal consent obtained for filling 26',
      CC: 'Food trapping between upper left teeth for a month',
      'MED HX': 'Nothing significant. No medications. No allergies',
      RADIO:
        'Bitewing left side. Distal caries 25 in outer dentine. Mesial caries 26 deep into dentine close to pulp',
      INTRA: 'Moderate generalised tooth wear. Attrition facets on canines. Lower anteriors crowded',
      DENTAL: [
        ['26', 'MO caries'],
        ['25', 'D caries'],
      ],
      CONSULT: 'Discussed doing 25 at the next visit. Patient agreed',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Rubber dam placed',
        '26 MO caries removed',
        'Composite placed in layers',
        'Occlusion checked',
      ],
      'TX TODAY': ['MO composite 26'],
      NV: ['D composite 25'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'l15-uk-whitening-consult-impressions',
    style: 'UK',
    asr: false,
    transcript:
      'Presents for whitening consultation before her wedding in August; unhappy with yellow teeth. Medical history: fit and well, no medications, allergic to peanuts. Non-smoker, 2 coffees a day. Extra-oral: NAD. Intra-oral: soft tissues healthy, good oral hygiene, mild crowding lower incisors, generalised extrinsic staining. 11 and 21 have composite veneers with stained margins. 36 occlusal amalgam sound. Shade A3 on the Vita scale (upper canines A3.5). BPE 1 1 1 / 1 1 1. Discussed home whitening with 10% carbamide peroxide trays for 2-3 weeks; explained sensitivity, that existing veneers on 11 and 21 will not change colour and may need replacing afterwards, and that results vary. Cost £350 for trays and gel. Written consent for whitening signed. Scale and polish done to remove staining. Upper and lower impressions taken for whitening trays. Next visit: fit whitening trays. Review 2 weeks after starting.',
    expect: {
      CC: 'Whitening consultation before her wedding in August; unhappy with yellow teeth',
      'MED HX': 'Fit and well, no medications, allergic to peanuts. Non-smoker, 2 coffees a day',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy, good oral hygiene, mild crowding lower incisors, generalised extrinsic staining. Shade A3 on the Vita scale (upper canines A3.5)',
      DENTAL: [
        ['11', 'Composite veneers with stained margins'],
        ['21', 'Composite veneers with stained margins'],
        ['36', 'O amalgam sound'],
      ],
      PERIO: 'BPE 1 1 1 / 1 1 1',
      CONSULT:
        'Discussed home whitening with 10% carbamide peroxide trays for 2-3 weeks; explained sensitivity, that existing veneers on 11 and 21 will not change colour and may need replacing afterwards, and that results vary. Cost £350 for trays and gel',
      CONSENT: 'Written consent for whitening signed',
      TX: ['Scale and polish done to remove staining', 'Upper and lower impressions taken for whitening trays'],
      'TX TODAY': ['Scale and polish', 'Impressions'],
      NV: ['Fit whitening trays'],
      'F/U': 'Review 2 weeks after starting',
    },
  }),
  defineCase({
    id: 'l16-uk-asr-sensitivity-erosion-diet',
    style: 'UK',
    asr: true,
    transcript:
      'she attends complaining of sensitivity to cold on lower left and upper right for two months worse with cold drinks medical history gastric reflux on lansoprazole no allergies er no other changes extra oral nothing abnormal detected intra oral palatal erosion on upper incisors cupping on lower first molars sorry lower molars buccal cervical abrasion on premolars oral hygiene good thirty four and forty four buccal abrasion cavities sensitive to air bpe one one one one one one generalised recession one to two millimetres diagnosis dentine hypersensitivity and erosive tooth wear discussed her diet lots of sparkling water and fruit tea through the day advised to limit acidic drinks to meal times use a straw and wait an hour before brushing use a soft brush full stop high fluoride toothpaste prescribed duraphat varnish applied to sensitive areas full stop thirty four and forty four desensitiser applied review in three months to monitor wear with study models',
    expect: {
      CC: 'Sensitivity to cold on lower left and upper right for 2 months. Worse with cold drinks',
      'MED HX': 'Gastric reflux on lansoprazole. No allergies. No other changes',
      EXTRA: 'Nothing abnormal detected',
      INTRA:
        'Palatal erosion on upper incisors. Cupping on lower molars. Buccal cervical abrasion on premolars. Oral hygiene good',
      DENTAL: [
        ['34', 'B abrasion cavities sensitive to air'],
        ['44', 'B abrasion cavities sensitive to air'],
      ],
      PERIO: 'BPE 1 1 1 1 1 1. Generalised recession 1 to 2 mm',
      DX: ['Dentine hypersensitivity', 'Erosive tooth wear'],
      CONSULT:
        'Discussed her diet lots of sparkling water and fruit tea through the day. Advised to limit acidic drinks to meal times, use a straw and wait an hour before brushing, use a soft brush',
      TX: [
        'High fluoride toothpaste prescribed',
        'Duraphat varnish applied to sensitive areas',
        '34, 44 desensitiser applied',
      ],
      'TX TODAY': ['Fluoride varnish'],
      'F/U': 'Review in 3 months to monitor wear with study models',
    },
  }),
  defineCase({
    id: 'l17-uk-dry-socket-emergency-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appointment: severe throbbing pain lower left since extraction of 36 4 days ago at another practice. Pain radiating to ear, not helped by co-codamol. MH: epilepsy, on lamotrigine; penicillin allergy (anaphylaxis). Smoker, 20/day. EO: no swelling, no trismus, submandibular nodes not palpable. IO: lower left socket empty, no clot, exposed bone, food debris; adjacent gingivae inflamed; halitosis. No sinus. PA: no retained root, no foreign body. Diagnosis: alveolar osteitis 36 socket. Explained dry socket and that smoking delays healing. Advised warm salt-water rinses and to avoid smoking for 72 hours. Advised ibuprofen 400 mg with paracetamol 1 g for pain. Verbal consent. LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left. Socket irrigated with saline, Alvogyl placed. Notes: patient 45 minutes late for her slot, distressed and tearful; husband drove her. Review in 2 days, sooner if worse.',
    expect: {
      CC: 'Emergency appointment: severe throbbing pain lower left since extraction of 36 4 days ago at another practice. Pain radiating to ear, not helped by co-codamol',
      'MED HX': 'Epilepsy, on lamotrigine; penicillin allergy (anaphylaxis). Smoker, 20/day',
      EXTRA: 'No swelling, no trismus, submandibular nodes not palpable',
      INTRA:
        'Lower left socket empty, no clot, exposed bone, food debris; adjacent gingivae inflamed; halitosis. No sinus',
      RADIO: 'PA: no retained root, no foreign body',
      DX: ['Alveolar osteitis 36 socket'],
      CONSULT:
        'Explained dry socket and that smoking delays healing. Advised warm salt-water rinses and to avoid smoking for 72 hours. Advised ibuprofen 400 mg with paracetamol 1 g for pain',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Socket irrigated with saline',
        'Alvogyl placed',
      ],
      NOTES: 'Patient 45 minutes late for her slot, distressed and tearful; husband drove her',
      'F/U': 'Review in 2 days, sooner if worse',
    },
  }),
  defineCase({
    id: 'l18-us-asr-universal-child-sealants-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old came in with mom full stop here for six month checkup no complaints medical history healthy no meds no allergies um extraoral wnl intraoral soft tissues normal plaque along gumline lower anteriors mild gingivitis mixed dentition number three number fourteen number nineteen and number thirty fully erupted with deep pits and fissures number k and number t occlusal caries number s sealant intact two bitewings taken caries into dentin on number k and number t no interproximal caries good cooperation discussed sealants on the first molars and fillings on number k and number t mom agrees mom signed consent prophy fluoride varnish fissure sealants number three number fourteen number nineteen and number thirty tolerated well next visit occlusal composites number k and number t recall six months',
    expect: {
      NOTES: '7 year old came in with mom. Good cooperation. Tolerated well',
      CC: '6 month checkup. No complaints',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues normal. Plaque along gumline lower anteriors. Mild gingivitis. Mixed dentition',
      DENTAL: [
        ['3', 'Fully erupted with deep pits and fissures'],
        ['14', 'Fully erupted with deep pits and fissures'],
        ['19', 'Fully erupted with deep pits and fissures'],
        ['30', 'Fully erupted with deep pits and fissures'],
        ['K', 'O caries'],
        ['T', 'O caries'],
        ['S', 'Sealant intact'],
      ],
      RADIO: '2 bitewings taken. Caries into dentin on #K and #T. No interproximal caries',
      CONSULT: 'Discussed sealants on the first molars and fillings on #K and #T. Mom agrees',
      CONSENT: 'Mom signed consent',
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      NV: ['O composites #K, #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'l19-uk-tmj-bruxism-night-guard',
    style: 'UK',
    asr: false,
    transcript:
      'Reason for attendance: jaw ache on waking and headaches for 3 months; partner says she grinds at night. Medical history: migraine, sumatriptan as needed; citalopram 20 mg. No allergies. Drinks 3-4 coffees a day, stressful job. Extraoral: tender left masseter and temporalis on palpation, left TMJ click on opening, no crepitus, mouth opening 42 mm, deviation to the left on opening. Intraoral: linea alba bilaterally, scalloped lateral borders of tongue, generalised attrition with flattened canine tips. 46 MOD amalgam with wear facets. BPE: 1 1 1 / 1 1 2. OPG: condyles symmetrical, no bony abnormality; no other pathology. Impression: myofascial pain with bruxism. Discussed self-care: soft diet, avoid chewing gum, warm compresses, jaw exercises, stress management. Recommended upper full-coverage hard acrylic night guard; patient would like to proceed. Upper and lower alginate impressions taken for night guard. Bite registration recorded. Notes: patient asked for a copy of the OPG report for her GP. Next visit: fit night guard. Review 6 weeks to assess symptoms.',
    expect: {
      CC: 'Jaw ache on waking and headaches for 3 months; partner says she grinds at night',
      'MED HX':
        'Migraine, sumatriptan as needed; citalopram 20 mg. No allergies. Drinks 3-4 coffees a day, stressful job',
      EXTRA:
        'Tender left masseter and temporalis on palpation, left TMJ click on opening, no crepitus, mouth opening 42 mm, deviation to the left on opening',
      INTRA: 'Linea alba bilaterally, scalloped lateral borders of tongue, generalised attrition with flattened canine tips',
      DENTAL: [['46', 'MOD amalgam with wear facets']],
      PERIO: 'BPE: 1 1 1 / 1 1 2',
      RADIO: 'OPG: condyles symmetrical, no bony abnormality; no other pathology',
      DX: ['Myofascial pain with bruxism'],
      CONSULT:
        'Discussed self-care: soft diet, avoid chewing gum, warm compresses, jaw exercises, stress management. Recommended upper full-coverage hard acrylic night guard; patient would like to proceed',
      TX: ['Upper and lower alginate impressions taken for night guard', 'Bite registration recorded'],
      'TX TODAY': ['Impressions'],
      NOTES: 'Patient asked for a copy of the OPG report for her GP',
      NV: ['Fit night guard'],
      'F/U': 'Review 6 weeks to assess symptoms',
    },
  }),
  defineCase({
    id: 'l20-uk-asr-palmer-denture-fit-interleaved',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for fit of new upper complete and lower partial dentures um medical history no changes since last visit still on warfarin and digoxin allergic to elastoplast lives alone and walks with a frame intra oral upper ridge well healed denture bearing areas healthy no signs of stomatitis lower left five sorry lower left four buccal caries lower right three and lower left three cervical caries lower ridge knife edge posteriorly tongue large dry mouth noted dentures fitted lower right three clasp adjusted denture care instructions given advised to remove dentures at night and leave in water discussed that lower left three has a poor long term prognosis and may need adding to the denture patient happy with appearance son present for the appointment review in one week for eases',
    expect: {
      CC: 'Fit of new upper complete and lower partial dentures',
      'MED HX':
        'No changes since last visit. Still on warfarin and digoxin. Allergic to elastoplast. Lives alone and walks with a frame',
      INTRA:
        'Upper ridge well healed. Denture bearing areas healthy. No signs of stomatitis. Lower ridge knife edge posteriorly. Tongue large. Dry mouth noted',
      DENTAL: [
        ['LL4', 'B caries'],
        ['LR3', 'Cervical caries'],
        ['LL3', 'Cervical caries'],
      ],
      TX: ['Dentures fitted', 'LR3 clasp adjusted', 'Denture care instructions given'],
      'TX TODAY': ['Denture fit'],
      CONSULT:
        'Advised to remove dentures at night and leave in water. Discussed that LL3 has a poor long term prognosis and may need adding to the denture',
      NOTES: 'Patient happy with appearance. Son present for the appointment',
      'F/U': 'Review in 1 week for eases',
    },
  }),
  defineCase({
    id: 'l21-us-universal-abscess-incision-drainage',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "CC: swelling lower left face since yesterday, pain 8/10, difficulty chewing. PMH: HTN on amlodipine, GERD on omeprazole. Allergies: sulfa. Denies tobacco; 2-3 beers on weekends. EO: left submandibular swelling, firm and tender, no trismus, no difficulty swallowing or breathing. IO: fluctuant buccal swelling adjacent to #19 and #20, floor of mouth soft. #19 deep distal caries, non-vital to cold, TTP. PA #19: large periapical radiolucency at the apex of the mesial root. Dx: acute apical abscess #19. Discussed treatment: drainage today, antibiotics, then RCT or extraction of #19; patient prefers to try to save the tooth. Risks of spreading infection explained; told to go to the ER if swelling worsens or she has difficulty breathing. Verbal and written consent. LA: 2 carpules 2% lidocaine 1:100,000 epi, buccal infiltration #19. Incision and drainage of buccal swelling, pus drained. Amoxicillin 500 mg TID x 7 days prescribed. Patient's sister drove her today. Plan: RCT #19 once swelling resolves, then crown. Review in 2 days.",
    expect: {
      CC: 'Swelling lower left face since yesterday, pain 8/10, difficulty chewing',
      'MED HX': 'HTN on amlodipine, GERD on omeprazole. Allergies: sulfa. Denies tobacco; 2-3 beers on weekends',
      EXTRA: 'Left submandibular swelling, firm and tender, no trismus, no difficulty swallowing or breathing',
      INTRA: 'Fluctuant buccal swelling adjacent to #19 and #20, floor of mouth soft',
      DENTAL: [['19', 'Deep D caries, non-vital to cold, TTP']],
      RADIO: 'PA #19: large periapical radiolucency at the apex of the mesial root',
      DX: ['Acute apical abscess #19'],
      CONSULT:
        'Discussed treatment: drainage today, antibiotics, then RCT or extraction of #19; patient prefers to try to save the tooth. Risks of spreading infection explained; told to go to the ER if swelling worsens or she has difficulty breathing',
      CONSENT: 'Verbal and written consent',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #19',
        'Incision and drainage of buccal swelling',
        'Pus drained',
        'Amoxicillin 500 mg TID x 7 days prescribed',
      ],
      'TX TODAY': ['Incision and drainage'],
      NOTES: "Patient's sister drove her today",
      'TX PLAN': ['RCT #19 once swelling resolves', 'Crown'],
      'F/U': 'Review in 2 days',
    },
  }),
  defineCase({
    id: 'l22-uk-asr-recall-no-cues-white-patch',
    style: 'UK',
    asr: true,
    transcript:
      "routine recall no problems since last visit er she's had a hip replacement in june and is now on apixaban and alendronic acid weekly as well as her inhalers still allergic to penicillin ex smoker drinks about ten units a week nodes not palpable tmjs normal no clicking lips and perioral skin normal soft tissues healthy apart from a small white patch on the right buccal mucosa along the occlusal plane consistent with frictional keratosis sixteen mesial occlusal distal amalgam fractured palatal cusp twenty one composite veneer chipped incisally generalised moderate plaque with calculus lingual of lower incisors bpe score of two in every sextant bleeding from ten percent of sites right and left bitewings taken grade one no new caries sixteen amalgam overhang distally discussed crown for sixteen to protect the tooth patient wants to wait until after her hip rehab advised to tell us before any extraction because of the alendronic acid scale and polish oral hygiene instruction given recall six months review white patch in three months",
    expect: {
      CC: 'Routine recall. No problems since last visit',
      'MED HX':
        "She's had a hip replacement in June and is now on apixaban and alendronic acid weekly as well as her inhalers. Still allergic to penicillin. Ex smoker. Drinks about 10 units a week",
      EXTRA: 'Nodes not palpable. TMJs normal. No clicking. Lips and perioral skin normal',
      INTRA:
        'Soft tissues healthy apart from a small white patch on the right buccal mucosa along the occlusal plane consistent with frictional keratosis. Generalised moderate plaque with calculus lingual of lower incisors',
      DENTAL: [
        ['16', 'MOD amalgam fractured P cusp', 'P cusp'],
        ['21', 'Composite veneer chipped incisally'],
      ],
      PERIO: 'BPE score of 2 in every sextant. Bleeding from 10% of sites',
      RADIO: 'Right and left bitewings taken. Grade 1. No new caries. 16 amalgam overhang distally',
      CONSULT:
        'Discussed crown for 16 to protect the tooth. Patient wants to wait until after her hip rehab. Advised to tell us before any extraction because of the alendronic acid',
      TX: ['Scale and polish', 'Oral hygiene instruction given'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      'F/U': 'Recall 6 months. Review white patch in 3 months',
    },
  }),
  defineCase({
    id: 'l23-uk-endo-obturation-postop-pa',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for completion of RCT 21 (started 2 weeks ago). Asymptomatic since last visit. MH: no changes; on sertraline, nut allergy. O/E: 21 temporary intact, no longer TTP. No sinus, gingivae healthy, labial mucosa normal. Written consent on file from first visit, verbal consent confirmed today. LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration. Rubber dam. Temporary removed, canal irrigated with 2.5% sodium hypochlorite and 17% EDTA. Master cone fitted at working length 22 mm. Obturated with gutta-percha and AH Plus, warm vertical compaction. Composite core placed. Post-op PA: well-condensed root filling to within 1 mm of the radiographic apex, no voids, PDL space slightly widened apically. Discussed that 21 may darken, options include internal bleaching or a crown in future. Advised to avoid biting hard foods with 21. Notes: patient more relaxed today, listened to music. Review 12 months with PA.',
    expect: {
      CC: 'Completion of RCT 21 (started 2 weeks ago). Asymptomatic since last visit',
      'MED HX': 'No changes; on sertraline, nut allergy',
      DENTAL: [['21', 'Temporary intact, no longer TTP']],
      INTRA: 'No sinus, gingivae healthy, labial mucosa normal',
      CONSENT: 'Written consent on file from first visit, verbal consent confirmed today',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration',
        'Rubber dam',
        'Temporary removed',
        'Canal irrigated with 2.5% sodium hypochlorite and 17% EDTA',
        'Master cone fitted at working length 22 mm',
        'Obturated with gutta-percha and AH Plus',
        'Warm vertical compaction',
        'Composite core placed',
      ],
      'TX TODAY': ['Obturation'],
      RADIO:
        'Post-op PA: well-condensed root filling to within 1 mm of the radiographic apex, no voids, PDL space slightly widened apically',
      CONSULT:
        'Discussed that 21 may darken, options include internal bleaching or a crown in future. Advised to avoid biting hard foods with 21',
      NOTES: 'Patient more relaxed today, listened to music',
      'F/U': 'Review 12 months with PA',
    },
  }),
  defineCase({
    id: 'l24-us-asr-universal-perio-maintenance-referral-talk',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for three month perio maintenance uh reports gums bleed less medical history no changes still on metformin and atorvastatin allergic to codeine quit smoking last year extraoral exam negative intraoral exam small aphthous ulcer on the lower left labial mucosa healing tongue normal moderate plaque interproximally light calculus lower anteriors perio exam pockets four to five on the molars six on number two distal and number fifteen mesial bleeding on probing eighteen percent down from thirty number two class one furcation buccal number twenty four and number twenty five mobility one generalized recession one to three number eighteen mesial occlusal composite open margin four vertical bitewings taken bone levels stable compared to last year no caries periodontal maintenance full mouth with cavitron and hand scaling arestin placed in the six millimeter pockets oral hygiene instructions reviewed with water flosser discussed referral to periodontist for number two and number fifteen patient wants to think about it told her the extra cost notes patient very nervous about needles prefers no anesthetic recall three months next visit replace composite number eighteen',
    expect: {
      CC: '3 month perio maintenance. Reports gums bleed less',
      'MED HX': 'No changes. Still on metformin and atorvastatin. Allergic to codeine. Quit smoking last year',
      EXTRA: 'Negative',
      INTRA:
        'Small aphthous ulcer on the lower left labial mucosa healing. Tongue normal. Moderate plaque interproximally. Light calculus lower anteriors',
      PERIO:
        'Pockets 4 to 5 on the molars, 6 on #2 distal and #15 mesial. Bleeding on probing 18% down from 30. #2 class 1 furcation buccal. #24 and #25 mobility 1. Generalized recession 1 to 3',
      DENTAL: [['18', 'MO composite open margin']],
      RADIO: '4 vertical bitewings taken. Bone levels stable compared to last year. No caries',
      TX: [
        'Periodontal maintenance full mouth with Cavitron and hand scaling',
        'Arestin placed in the 6 mm pockets',
        'Oral hygiene instructions reviewed with water flosser',
      ],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      CONSULT:
        'Discussed referral to periodontist for #2 and #15. Patient wants to think about it. Told her the extra cost',
      NOTES: 'Patient very nervous about needles, prefers no anesthetic',
      'F/U': 'Recall 3 months',
      NV: ['Replace composite #18'],
    },
  }),
];
