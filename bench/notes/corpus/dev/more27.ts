// A twenty-seventh development batch (ids ac01–ac24), written blind from this contract by a helper that had not seen
// the engine, each case labelled before the engine was run on it. It is a sample of whole appointments in which the
// discussion (CONSULT), the consent (CONSENT) and the intra-oral findings (INTRA) are rich and said many ways: options
// with their risks, benefits and costs (£ and $ said as words or typed), the patient's or parent's questions and
// decision (chose, declined, wants to wait, wants to check insurance); consent verbal, written, implied, given by a
// parent, by a daughter or son holding a power of attorney, for part of the plan only, and given then withdrawn;
// soft-tissue findings (ulcers, a white patch, erythroleukoplakia, a polyp, a mucocele, epulis fissuratum, denture
// stomatitis, angular cheilitis, tongue tie, labial frenum, geographic, fissured and hairy tongues, tori, linea alba,
// gingival state and oral hygiene) said with and without headers and interleaved with chart findings by tooth; plus
// today's treatment with titles from the naming table (several procedures per visit, and visits whose only treatment
// is advice). UK and US (12 each); FDI (8), Universal (12, with primary teeth by letter) and Palmer (4, with primary
// teeth); 14 recogniser-style (fillers, "sorry" / "I mean" / "no wait" self-corrections, "scratch that") and 10
// typed; 50 to 220 words; two cases with appended dictation (ac11: an addition to the discussion, a removed
// procedure, a next visit and recall, a changed recall; ac20: added notes, a removal cancelled by "scratch that", a
// changed prescription, a phone follow-up).
//
// Judgement calls where the contract is silent:
// - gingival state said in the intra-oral run of soft tissues (with or without an "intra oral" header) is INTRA;
//   gingival findings said with the BPE / PSR (after the scores, with BOP) are PERIO;
// - occlusion said among the intra-oral findings ("Class II div 1, overjet 8 mm") is INTRA;
// - a lower-lip mucocele said after "extra oral" stays EXTRA; "lips and perioral skin normal" said bare is EXTRA;
// - (corrected after the first run, dictations unchanged: a side said in words is written as said after the technique,
//   "IDB right", as the contract's LA format has it; the writer had read a rule about sides dictated as "L" / "R");
// - SRP said on named quadrants ("SRP UR and LR quadrants …") is titled "SRP": quadrants are not teeth;
// - "seat crown #3" as the next visit is written with the naming table's name ("Crown fit #3");
// - a "cracked" cusp is no fracture (fracture null); only "fractured" fills the fracture field;
// - "letter" before a Universal primary tooth goes like "number" ("letter t pulpotomy" → "#T pulpotomy");
// - a patient's decision, including declining part of the plan, is CONSULT; consent limited to part of the plan
//   ("for prophy only", "for CBCT only today", "for UR and LR SRP") is CONSENT; consent given and then withdrawn is
//   CONSENT as one clause, the reason for withdrawing (said after it) CONSULT;
// - "patient understood and verbal consent given" and "signed informed consent and questions answered" are kept whole
//   in CONSENT (one clause joined by "and");
// - clinical photos taken are a TX step with no title; a CBCT or PA taken after consent or after treatment is RADIO;
// - a tooth said with "missing" and its ridge / space ("36 missing, 6 mm space") is one DENTAL condition;
// - "sealant" is not abbreviated after a surface ("Occlusal sealant intact"), as the README's dropped candidate says;
// - an appended "next visit …" when no next visit was said sets NV; "recall …" in an appendix goes to F/U.
// Note: the brief pointed at README lines 200–376 for the contract; the README has grown, so the contract sections
// were read where they now stand (General rules to the end of "Treatment: TX, TX TODAY").
import { defineCase, type NotesCase } from '../case.ts';

export const more27Cases: NotesCase[] = [
  defineCase({
    id: 'ac01-uk-asr-routine-tongue-ulcer-options-36-composite-or-amalgam',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attends for routine exam no complaints medical history no changes no allergies extra oral nad intra oral small ulcer on the left lateral border of tongue about three millimetres likely traumatic tongue otherwise normal floor of mouth normal er oral hygiene fair bpe two one two two one two thirty five sorry thirty six mesial occlusal caries forty six occlusal amalgam sound eighteen missing bitewings taken caries thirty six into dentine discussed options for thirty six composite or amalgam composite costs more advised composite patient chose composite verbal consent obtained scale and polish done ohi given plan mesial occlusal composite thirty six review ulcer in two weeks',
    expect: {
      'TX TODAY': ['Scale and polish', 'OHI'],
      CC: 'Routine exam. No complaints',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Small ulcer on the left lateral border of tongue about 3 mm likely traumatic. Tongue otherwise normal. Floor of mouth normal. Oral hygiene fair',
      PERIO: 'BPE 2 1 2 2 1 2',
      RADIO: 'Bitewings taken. Caries 36 into dentine',
      DENTAL: [
        ['36', 'MO caries'],
        ['46', 'O amalgam sound'],
        ['18', 'Missing'],
      ],
      CONSULT:
        'Discussed options for 36 composite or amalgam. Composite costs more. Advised composite. Patient chose composite',
      CONSENT: 'Verbal consent obtained',
      TX: ['Scale and polish done', 'OHI given'],
      'TX PLAN': ['MO composite 36'],
      'F/U': 'Review ulcer in 2 weeks',
    },
  }),
  defineCase({
    id: 'ac02-us-typed-comprehensive-tori-options-30-consent-prophy-only',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for comprehensive exam and cleaning. Med hx: type 2 diabetes, metformin, NKDA. EO: WNL. IO: bilateral mandibular tori, large, non-ulcerated. Tongue scalloped. Palatal mucosa WNL. PSR 2 2 2 3 2 2, generalized marginal gingival erythema, BOP 20%. #30 fractured ML cusp under large MOD amalgam. #19 PFM crown, margins intact. #1, #16 missing. FMX taken. Discussed options for #30: crown ($1,250), onlay ($1,100), or extraction and implant ($4,200). Risks of crown include need for RCT later. Pt asked whether tori need removal; advised no unless a denture is needed. Pt wants to check insurance before deciding. Verbal consent for prophy only. Prophy completed, OHI given. Plan: crown #30 pending pt decision. Recall 6 months.',
    expect: {
      'TX TODAY': ['Prophy', 'OHI'],
      CC: 'Comprehensive exam and cleaning',
      'MED HX': 'Type 2 diabetes, metformin, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Bilateral mandibular tori, large, non-ulcerated. Tongue scalloped. Palatal mucosa WNL',
      PERIO: 'PSR 2 2 2 3 2 2, generalized marginal gingival erythema, BOP 20%',
      RADIO: 'FMX taken',
      DENTAL: [
        ['30', 'Fractured ML cusp under large MOD amalgam', 'ML cusp'],
        ['19', 'PFM crown, margins intact'],
        ['1', 'Missing'],
        ['16', 'Missing'],
      ],
      CONSULT:
        'Discussed options for #30: crown ($1,250), onlay ($1,100), or extraction and implant ($4,200). Risks of crown include need for RCT later. Pt asked whether tori need removal; advised no unless a denture is needed. Pt wants to check insurance before deciding',
      CONSENT: 'Verbal consent for prophy only',
      TX: ['Prophy completed', 'OHI given'],
      'TX PLAN': ['Crown #30 pending pt decision'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ac03-uk-asr-palmer-denture-stomatitis-daughter-lasting-power-of-attorney',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'er patient complains of sore mouth under upper denture accompanied by her daughter medical history dementia type two diabetes on metformin and donepezil no allergies extra oral angular cheilitis both corners intra oral generalised erythema of palate under denture consistent with denture stomatitis upper denture ill fitting and poorly cleaned lower left six grossly carious lower right four buccal cervical caries oral hygiene poor diagnosis denture stomatitis discussed denture hygiene leave denture out at night soak in dilute hypochlorite sorry in denture cleanser advised miconazole gel discussed new upper denture cost two hundred and ten pounds daughter keen to proceed with new denture consent given by daughter who holds lasting power of attorney for health and welfare today denture ease upper flange plan extraction lower left six then new upper denture review two weeks',
    expect: {
      'TX TODAY': ['Denture adjustment'],
      CC: 'Sore mouth under upper denture',
      'MED HX': 'Dementia. Type 2 diabetes on metformin and donepezil. No allergies',
      EXTRA: 'Angular cheilitis both corners',
      INTRA:
        'Generalised erythema of palate under denture consistent with denture stomatitis. Upper denture ill fitting and poorly cleaned. Oral hygiene poor',
      DENTAL: [
        ['LL6', 'Grossly carious'],
        ['LR4', 'B cervical caries'],
      ],
      DX: ['Denture stomatitis'],
      CONSULT:
        'Discussed denture hygiene. Leave denture out at night. Soak in denture cleanser. Advised miconazole gel. Discussed new upper denture cost £210. Daughter keen to proceed with new denture',
      CONSENT: 'Consent given by daughter who holds lasting power of attorney for health and welfare',
      TX: ['Denture ease upper flange'],
      'TX PLAN': ['Extraction LL6', 'New upper denture'],
      NOTES: 'Accompanied by her daughter',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'ac04-us-asr-child-frenum-sdf-versus-fillings-mom-consent-sealants',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay periodic exam patient accompanied by mom um no medical history no allergies extra oral within normal limits intra oral soft tissues healthy maxillary labial frenum thick inserting between number eight and nine uh diastema noted gingiva healthy good oral hygiene letter t sorry letter s occlusal caries letter k distal caries number three and fourteen erupted deep grooves no caries two bitewings taken discussed sdf versus fillings for s and k with mom sdf stains black explained mom prefers sdf also discussed frenectomy mom will wait until the permanent canines erupt mom gave verbal consent sdf applied to s and k fissure sealants on three and fourteen fluoride varnish applied recall six months',
    expect: {
      'TX TODAY': ['SDF #S, #K', 'Fissure sealants #3, #14', 'Fluoride varnish'],
      CC: 'Periodic exam',
      'MED HX': 'No medical history. No allergies',
      EXTRA: 'Within normal limits',
      INTRA:
        'Soft tissues healthy. Maxillary labial frenum thick inserting between #8 and #9. Diastema noted. Gingiva healthy. Good oral hygiene',
      RADIO: '2 bitewings taken',
      DENTAL: [
        ['S', 'O caries'],
        ['K', 'D caries'],
        ['3', 'Erupted deep grooves no caries'],
        ['14', 'Erupted deep grooves no caries'],
      ],
      CONSULT:
        'Discussed SDF versus fillings for #S and #K with mom. SDF stains black explained. Mom prefers SDF. Discussed frenectomy. Mom will wait until the permanent canines erupt',
      CONSENT: 'Mom gave verbal consent',
      TX: ['SDF applied #S, #K', 'Fissure sealants #3, #14', 'Fluoride varnish applied'],
      NOTES: 'Patient accompanied by mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ac05-uk-typed-implant-bridge-denture-options-smoker-consent-cbct-only',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for discussion of replacing 36 (extracted 2023). MH: hypertension, ramipril. Smoker 10/day. EO: NAD. IO: soft tissues healthy, linea alba bilaterally, OH good. 36 missing, 6 mm space. 37 tilted mesially. 26 over-erupted 2 mm. BPE 2 2 2 / 2 2 2. Discussed options: implant (£2,400, success lower in smokers, needs CBCT), bridge 35-37 (£1,300, destroys tooth tissue on abutments), partial denture (£450, least invasive), or leave the space. Patient asked how long an implant lasts; explained 10+ years with good maintenance. Smoking cessation advised. Patient chose implant but wants to stop smoking first. Written consent signed for CBCT only today. CBCT taken. Plan: implant 36 once stopped smoking. Review 3 months.',
    expect: {
      CC: 'Discussion of replacing 36 (extracted 2023)',
      'MED HX': 'Hypertension, ramipril. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, linea alba bilaterally, OH good',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      RADIO: 'CBCT taken',
      DENTAL: [
        ['36', 'Missing, 6 mm space'],
        ['37', 'Tilted mesially'],
        ['26', 'Over-erupted 2 mm'],
      ],
      CONSULT:
        'Discussed options: implant (£2,400, success lower in smokers, needs CBCT), bridge 35-37 (£1,300, destroys tooth tissue on abutments), partial denture (£450, least invasive), or leave the space. Patient asked how long an implant lasts; explained 10+ years with good maintenance. Smoking cessation advised. Patient chose implant but wants to stop smoking first',
      CONSENT: 'Written consent signed for CBCT only today',
      'TX PLAN': ['Implant 36 once stopped smoking'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'ac06-us-asr-abscess-30-consent-withdrawn-for-extraction-i-and-d',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for swelling lower right for three days medical history penicillin allergy takes lisinopril extra oral mild swelling right mandible no lymphadenopathy intra oral fluctuant buccal swelling adjacent to number thirty um tongue and floor of mouth normal number thirty large distal caries into pulp tender to percussion number thirty one mesial occlusal composite intact pa taken periapical radiolucency number thirty diagnosis acute apical abscess number thirty discussed root canal and crown about two thousand dollars versus extraction about three hundred dollars risks of extraction include dry socket and nerve injury patient gave verbal consent for extraction then withdrew consent she wants to keep the tooth verbal consent for incision and drainage only local anesthetic one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration number thirty incision and drainage done rx clindamycin three hundred milligrams plan root canal number thirty next visit start root canal number thirty',
    expect: {
      'TX TODAY': ['Incision and drainage'],
      CC: 'Swelling lower right for 3 days',
      'MED HX': 'Penicillin allergy. Takes lisinopril',
      EXTRA: 'Mild swelling right mandible. No lymphadenopathy',
      INTRA: 'Fluctuant buccal swelling adjacent to #30. Tongue and floor of mouth normal',
      RADIO: 'PA taken. Periapical radiolucency #30',
      DENTAL: [
        ['30', 'Large D caries into pulp tender to percussion'],
        ['31', 'MO composite intact'],
      ],
      DX: ['Acute apical abscess #30'],
      CONSULT:
        'Discussed root canal and crown about $2,000 versus extraction about $300. Risks of extraction include dry socket and nerve injury. She wants to keep the tooth',
      CONSENT:
        'Patient gave verbal consent for extraction then withdrew consent. Verbal consent for incision and drainage only',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #30',
        'Incision and drainage done',
        'Rx clindamycin 300 mg',
      ],
      'TX PLAN': ['RCT #30'],
      NV: ['Start RCT #30'],
    },
  }),
  defineCase({
    id: 'ac07-uk-asr-new-patient-bleeding-gums-perio-advice-only-visit',
    style: 'UK',
    asr: true,
    transcript:
      'new patient concerned about bleeding gums medical history asthma salbutamol inhaler smokes twenty a day extra oral nad intra oral gingivae red and swollen generalised with spontaneous bleeding er soft tissues otherwise healthy oral hygiene poor heavy calculus lower anteriors thirty one and forty two sorry forty one grade two mobile seventeen missing bpe four four three three four four radiographs opg taken generalised horizontal bone loss up to fifty percent diagnosis generalised periodontitis stage three grade c um current smoker discussed periodontitis causes and risk of tooth loss smoking cessation advised advised electric toothbrush and interdental brushes twice daily patient asked if teeth can be saved explained prognosis guarded for lower incisors plan full mouth rsd under la four quadrants review oral hygiene in six weeks',
    expect: {
      CC: 'New patient concerned about bleeding gums',
      'MED HX': 'Asthma salbutamol inhaler. Smokes 20 a day',
      EXTRA: 'NAD',
      INTRA:
        'Gingivae red and swollen generalised with spontaneous bleeding. Soft tissues otherwise healthy. Oral hygiene poor. Heavy calculus lower anteriors',
      PERIO: 'BPE 4 4 3 3 4 4',
      RADIO: 'OPG taken. Generalised horizontal bone loss up to 50%',
      DENTAL: [
        ['31', 'Grade 2 mobile'],
        ['41', 'Grade 2 mobile'],
        ['17', 'Missing'],
      ],
      DX: ['Generalised periodontitis stage 3 grade C current smoker'],
      CONSULT:
        'Discussed periodontitis causes and risk of tooth loss. Smoking cessation advised. Advised electric toothbrush and interdental brushes twice daily. Patient asked if teeth can be saved. Explained prognosis guarded for lower incisors',
      'TX PLAN': ['Full mouth RSD under LA 4 quadrants'],
      'F/U': 'Review oral hygiene in 6 weeks',
    },
  }),
  defineCase({
    id: 'ac08-us-typed-cracked-3-crown-vs-onlay-written-consent-crown-prep',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: #3 cracked, sensitive to biting x 2 weeks. Med Hx: no changes since last visit, allergic to latex. IO exam: buccal mucosa and tongue WNL, small amalgam tattoo on the buccal gingiva near #4, no treatment needed. #3 MO amalgam, crack line visible on DL cusp. #2 O composite. BWs taken, no caries. Dx: cracked tooth #3. Discussed crown to protect #3, risk of needing RCT (about 10-15%) even after crown, and cost $1,350 with insurance covering 50%. Pt asked about onlay; explained crown gives better cusp coverage here. Pt decided on crown. Written consent signed. Treatment today: LA: 1.8 ml articaine 4% 1:100,000 epi, buccal infiltration #3. Crown prep #3, buildup with composite, impressions, shade A2, temporary crown cemented with TempBond. Post-op instructions given. NV: seat crown #3.',
    expect: {
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      CC: '#3 cracked, sensitive to biting x 2 weeks',
      'MED HX': 'No changes since last visit, allergic to latex',
      INTRA:
        'Buccal mucosa and tongue WNL, small amalgam tattoo on the buccal gingiva near #4, no treatment needed',
      RADIO: 'BWs taken, no caries',
      DENTAL: [
        ['3', 'MO amalgam, crack line visible on DL cusp'],
        ['2', 'O composite'],
      ],
      DX: ['Cracked tooth #3'],
      CONSULT:
        'Discussed crown to protect #3, risk of needing RCT (about 10-15%) even after crown, and cost $1,350 with insurance covering 50%. Pt asked about onlay; explained crown gives better cusp coverage here. Pt decided on crown',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 1.8 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'Crown prep #3',
        'Buildup with composite',
        'Impressions',
        'Shade A2',
        'Temporary crown cemented with TempBond',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #3'],
    },
  }),
  defineCase({
    id: 'ac09-uk-typed-palmer-child-tongue-tie-ulcer-dad-consent-sealants',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attends for check-up, accompanied by dad. MH: fit and well. EO: NAD. IO: tongue tie, lingual frenum short, tongue tip cannot reach palate; aphthous ulcer 2 mm on lower labial mucosa, healing. OH fair, plaque on lower incisors. UR6 and UL6 deep fissures, stained, no caries. LLE occlusal caries. LRD sound. BWs: LLE caries into dentine, no other caries. Discussed tongue tie with dad; no speech problems so no referral needed now. Dad asked about the ulcer; advised it should heal in 10 days, return if not. Diet advice: reduce fizzy drinks. Discussed LLE filling vs leaving it as it is due to exfoliate in 2 years; dad wants it filled. Dad gave verbal consent on his behalf. Fissure sealants UR6 and UL6. Fluoride varnish applied. Plan: GIC LLE. Recall 6 months.',
    expect: {
      'TX TODAY': ['Fissure sealants UR6, UL6', 'Fluoride varnish'],
      CC: 'Check-up',
      'MED HX': 'Fit and well',
      EXTRA: 'NAD',
      INTRA:
        'Tongue tie, lingual frenum short, tongue tip cannot reach palate; aphthous ulcer 2 mm on lower labial mucosa, healing. OH fair, plaque on lower incisors',
      RADIO: 'BWs: LLE caries into dentine, no other caries',
      DENTAL: [
        ['UR6', 'Deep fissures, stained, no caries'],
        ['UL6', 'Deep fissures, stained, no caries'],
        ['LLE', 'O caries'],
        ['LRD', 'Sound'],
      ],
      CONSULT:
        'Discussed tongue tie with dad; no speech problems so no referral needed now. Dad asked about the ulcer; advised it should heal in 10 days, return if not. Diet advice: reduce fizzy drinks. Discussed LLE filling vs leaving it as it is due to exfoliate in 2 years; dad wants it filled',
      CONSENT: 'Dad gave verbal consent on his behalf',
      TX: ['Fissure sealants UR6, UL6', 'Fluoride varnish applied'],
      'TX PLAN': ['GIC LLE'],
      NOTES: 'Accompanied by dad',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ac10-us-asr-edentulous-epulis-son-power-of-attorney-denture-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so chief complaint lower denture loose and sore patient accompanied by his son who has medical power of attorney medical history um parkinsons warfarin inr two point five sorry two point two last week allergic to sulfa drugs extra oral angular cheilitis right side intra oral edentulous both arches epulis fissuratum along lower labial vestibule about two centimeters uh denture stomatitis palate under upper denture tongue normal no suspicious lesions dentures ten years old worn lower flange overextended discussed options new dentures about two thousand four hundred dollars or reline about four hundred dollars and excision of epulis with oral surgeon after new dentures son asked about implants explained cost and surgery risks with warfarin son chose new dentures son gave written consent as power of attorney today denture adjustment lower flange trimmed tissue conditioner placed in lower denture plan new upper and lower dentures refer oral surgery excision epulis review one week',
    expect: {
      'TX TODAY': ['Denture adjustment'],
      CC: 'Lower denture loose and sore',
      'MED HX': 'Parkinsons. Warfarin INR 2.2 last week. Allergic to sulfa drugs',
      EXTRA: 'Angular cheilitis right side',
      INTRA:
        'Edentulous both arches. Epulis fissuratum along lower labial vestibule about 2 cm. Denture stomatitis palate under upper denture. Tongue normal. No suspicious lesions. Dentures 10 years old worn. Lower flange overextended',
      CONSULT:
        'Discussed options new dentures about $2,400 or reline about $400 and excision of epulis with oral surgeon after new dentures. Son asked about implants. Explained cost and surgery risks with warfarin. Son chose new dentures',
      CONSENT: 'Son gave written consent as power of attorney',
      TX: ['Denture adjustment', 'Lower flange trimmed', 'Tissue conditioner placed in lower denture'],
      'TX PLAN': ['New upper and lower dentures', 'Refer oral surgery excision epulis'],
      NOTES: 'Patient accompanied by his son who has medical power of attorney',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'ac11-uk-asr-append-white-patch-consult-added-sp-removed-recall-changed',
    style: 'UK',
    asr: true,
    transcript:
      'er routine examination medical history no changes extra oral nad intra oral white patch on the right buccal mucosa along the occlusal plane wipes off sorry does not wipe off about one centimetre tongue fissured otherwise normal bpe one one one one one one twenty six distal caries thirty seven occlusal amalgam fractured lingual cusp twenty one composite sound discussed white patch likely frictional keratosis from cheek biting advised to stop cheek biting patient understood and verbal consent given ohi given scale and polish done plan distal occlusal composite twenty six',
    appends: [
      'add to consult patient asked about whitening explained cost three hundred and fifty pounds',
      'remove scale and polish',
      'next visit distal occlusal composite twenty six recall six months',
      'change recall six months to nine months',
    ],
    expect: {
      'TX TODAY': ['OHI'],
      CC: 'Routine examination',
      'MED HX': 'No changes',
      EXTRA: 'NAD',
      INTRA:
        'White patch on the right buccal mucosa along the occlusal plane does not wipe off about 1 cm. Tongue fissured otherwise normal',
      PERIO: 'BPE 1 1 1 1 1 1',
      DENTAL: [
        ['26', 'D caries'],
        ['37', 'O amalgam fractured L cusp', 'L cusp'],
        ['21', 'Composite sound'],
      ],
      CONSULT:
        'Discussed white patch likely frictional keratosis from cheek biting. Advised to stop cheek biting. Patient asked about whitening. Explained cost £350',
      CONSENT: 'Patient understood and verbal consent given',
      TX: ['OHI given'],
      'TX PLAN': ['DO composite 26'],
      NV: ['DO composite 26'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ac12-us-typed-srp-two-quadrants-consent-partial-insurance-preauth',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient in for SRP consult and treatment. Medical history: hypertension on amlodipine, prediabetes, A1c 6.1. Allergies: codeine. Intraoral: generalized gingival recession, edematous papillae, cheek and tongue WNL, mild linea alba. Perio: PSR 4 4 3 4 3 4, BOP 40%, pockets 5-7 mm posterior. #18 class II furcation. #24 and #25 mobility 1. Diagnosis: generalized periodontitis stage III grade B. Reviewed options: SRP all 4 quadrants ($285 per quadrant), referral to periodontist, or no treatment with risk of tooth loss. Patient asked whether insurance pays; we will submit a pre-authorization. She chose UR and LR quadrants today, will decide on the left side after insurance response. Verbal and written consent obtained for UR and LR SRP. LA: 2 carpules lidocaine 2% 1:100,000 epi, right IANB and buccal infiltration #3. SRP UR and LR quadrants with Cavitron and hand scalers. Arestin placed #18. OHI given with interdental brushes. NV: SRP UL and LL.',
    expect: {
      'TX TODAY': ['SRP', 'OHI'],
      CC: 'SRP consult and treatment',
      'MED HX': 'Hypertension on amlodipine, prediabetes, A1c 6.1. Allergies: codeine',
      INTRA: 'Generalized gingival recession, edematous papillae, cheek and tongue WNL, mild linea alba',
      PERIO: 'PSR 4 4 3 4 3 4, BOP 40%, pockets 5-7 mm posterior',
      DENTAL: [
        ['18', 'Class II furcation'],
        ['24', 'Mobility 1'],
        ['25', 'Mobility 1'],
      ],
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT:
        'Reviewed options: SRP all 4 quadrants ($285 per quadrant), referral to periodontist, or no treatment with risk of tooth loss. Patient asked whether insurance pays; we will submit a pre-authorization. She chose UR and LR quadrants today, will decide on the left side after insurance response',
      CONSENT: 'Verbal and written consent obtained for UR and LR SRP',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'SRP UR and LR quadrants with Cavitron and hand scalers',
        'Arestin placed #18',
        'OHI given with interdental brushes',
      ],
      NV: ['SRP UL and LL'],
    },
  }),
  defineCase({
    id: 'ac13-uk-asr-surgical-extraction-48-risks-coronectomy-written-consent',
    style: 'UK',
    asr: true,
    transcript:
      'okay patient attends for extraction of forty eight as planned medical history no changes no allergies intra oral forty eight partially erupted with distal caries pericoronal tissues distal to forty eight inflamed no pus um soft tissues otherwise healthy discussed risks again including nerve damage numbness of lip and tongue dry socket swelling and bruising alternative of coronectomy or leaving it patient happy to proceed with extraction written consent signed la two cartridges lidocaine two percent one in eighty thousand adrenaline inferior dental block right and buccal infiltration forty eight er surgical extraction forty eight buccal flap raised bone removed tooth sectioned socket irrigated with saline three vicryl rapide sutures placed haemostasis achieved post op instructions given verbal and written prescribed ibuprofen four hundred milligrams review one week suture check',
    expect: {
      'TX TODAY': ['Surgical extraction 48'],
      CC: 'Extraction of 48 as planned',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Pericoronal tissues distal to 48 inflamed no pus. Soft tissues otherwise healthy',
      DENTAL: [['48', 'Partially erupted with D caries']],
      CONSULT:
        'Discussed risks again including nerve damage numbness of lip and tongue dry socket swelling and bruising. Alternative of coronectomy or leaving it. Patient happy to proceed with extraction',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 48',
        'Surgical extraction 48',
        'Buccal flap raised',
        'Bone removed',
        'Tooth sectioned',
        'Socket irrigated with saline',
        '3 Vicryl Rapide sutures placed',
        'Haemostasis achieved',
        'Post op instructions given verbal and written',
        'Prescribed ibuprofen 400 mg',
      ],
      'F/U': 'Review 1 week suture check',
    },
  }),
  defineCase({
    id: 'ac14-us-typed-new-patient-interleaved-soft-tissue-chart-implied-consent-advice',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for new patient checkup, last dental visit 3 years ago. No significant medical history, takes no meds, allergic to amoxicillin. Implied consent for exam. Lips and perioral skin normal. Tongue has a geographic pattern on the dorsum, asymptomatic. #14 DO caries. Hard palate torus palatinus, 1.5 cm, smooth. #15 occlusal sealant intact. Floor of mouth normal. Gingiva pink and stippled, mild plaque on lower lingual. #19 MOD amalgam with recurrent decay on the mesial margin. #31 buccal pit caries. PSR 2 2 2 2 2 2. 4 BWs and PAN taken. Reviewed findings with patient. Explained geographic tongue is benign. Advised fluoride toothpaste 5000 ppm, floss nightly and cut down on soda. Discussed composite vs amalgam for #14 and #19; patient prefers tooth-colored fillings. Patient asked about crown for #19; told it may need one later if the decay is deep. Tx plan: DO composite #14, MOD composite #19, buccal composite #31, prophy. NV: prophy, DO composite #14.',
    expect: {
      CC: 'New patient checkup, last dental visit 3 years ago',
      'MED HX': 'No significant medical history, takes no meds, allergic to amoxicillin',
      EXTRA: 'Lips and perioral skin normal',
      INTRA:
        'Tongue has a geographic pattern on the dorsum, asymptomatic. Hard palate torus palatinus, 1.5 cm, smooth. Floor of mouth normal. Gingiva pink and stippled, mild plaque on lower lingual',
      PERIO: 'PSR 2 2 2 2 2 2',
      RADIO: '4 BWs and PAN taken',
      DENTAL: [
        ['14', 'DO caries'],
        ['15', 'Occlusal sealant intact'],
        ['19', 'MOD amalgam with recurrent decay on the M margin'],
        ['31', 'B pit caries'],
      ],
      CONSULT:
        'Reviewed findings with patient. Explained geographic tongue is benign. Advised fluoride toothpaste 5000 ppm, floss nightly and cut down on soda. Discussed composite vs amalgam for #14 and #19; patient prefers tooth-colored fillings. Patient asked about crown for #19; told it may need one later if the decay is deep',
      CONSENT: 'Implied consent for exam',
      'TX PLAN': ['DO composite #14', 'MOD composite #19', 'B composite #31', 'Prophy'],
      NV: ['Prophy', 'DO composite #14'],
    },
  }),
  defineCase({
    id: 'ac15-uk-asr-palmer-crown-prep-ur6-bridge-implant-declined-verbal-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um patient attends for crown preparation on upper right six medical history no changes penicillin allergy intra oral soft tissues healthy no ulcers tongue normal upper right six large mesial occlusal distal amalgam with cracked palatal cusp upper right five missing upper right seven occlusal composite sound discussed bridge from upper right six to upper right four to replace upper right five versus implant patient declined both for now wants crown on upper right six only costs discussed crown five hundred and forty pounds patient gave verbal consent for crown on upper right six la one point eight mls sorry two point two mls lidocaine two percent one in eighty thousand adrenaline buccal infiltration upper right six amalgam removed core build up with composite crown prep upper right six impressions upper and lower shade a three temporary crown fitted with temp bond next visit crown fit upper right six',
    expect: {
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      CC: 'Crown preparation on UR6',
      'MED HX': 'No changes. Penicillin allergy',
      INTRA: 'Soft tissues healthy. No ulcers. Tongue normal',
      DENTAL: [
        ['UR6', 'Large MOD amalgam with cracked P cusp'],
        ['UR5', 'Missing'],
        ['UR7', 'O composite sound'],
      ],
      CONSULT:
        'Discussed bridge from UR6 to UR4 to replace UR5 versus implant. Patient declined both for now. Wants crown on UR6 only. Costs discussed crown £540',
      CONSENT: 'Patient gave verbal consent for crown on UR6',
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration UR6',
        'Amalgam removed',
        'Core build up with composite',
        'Crown prep UR6',
        'Impressions upper and lower',
        'Shade A3',
        'Temporary crown fitted with temp bond',
      ],
      NV: ['Crown fit UR6'],
    },
  }),
  defineCase({
    id: 'ac16-us-asr-child-pulpotomy-ssc-t-composite-s-nitrous-dad-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh in for fillings on the lower right accompanied by dad medical history healthy no allergies intra oral soft tissues within normal limits small aphthous ulcer on the left lateral tongue healing oral hygiene fair letter t large mesial occlusal caries letter s occlusal caries discussed pulpotomy and stainless steel crown on t and filling on s with dad risks include pain and future extraction dad asked about nitrous explained benefits dad gave verbal consent for everything today nitrous oxide fifty percent topical then two carpules sorry one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam letter t pulpotomy with formocresol stainless steel crown t letter s occlusal composite he did great post op instructions to dad recall six months',
    expect: {
      'TX TODAY': ['Pulpotomy #T', 'SSC #T', 'O composite #S'],
      CC: 'Fillings on the lower right',
      'MED HX': 'Healthy. No allergies',
      INTRA:
        'Soft tissues within normal limits. Small aphthous ulcer on the left lateral tongue healing. Oral hygiene fair',
      DENTAL: [
        ['T', 'Large MO caries'],
        ['S', 'O caries'],
      ],
      CONSULT:
        'Discussed pulpotomy and stainless steel crown on #T and filling on #S with dad. Risks include pain and future extraction. Dad asked about nitrous. Explained benefits',
      CONSENT: 'Dad gave verbal consent for everything today',
      TX: [
        'Nitrous oxide 50%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        '#T pulpotomy with formocresol',
        'Stainless steel crown #T',
        '#S O composite',
        'Post op instructions to dad',
      ],
      NOTES: 'Accompanied by dad. He did great',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ac17-uk-typed-suspicious-tongue-ulcer-urgent-referral-consent-photos',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for 6-monthly check. MH: ex-smoker (stopped 2019), drinks 30 units a week, on omeprazole. EO: no lymphadenopathy, TMJ NAD. IO: non-healing ulcer left lateral border of tongue, 8 mm, indurated, rolled margins, patient unaware of it; erythroleukoplakia of left floor of mouth. Rest of mucosa normal. OH good. BPE 1 1 2 / 1 1 1. 47 MOD amalgam, sound. 16 PFM crown. Discussed findings with patient calmly, explained need for urgent referral to rule out anything serious. Patient asked if it could be cancer; explained biopsy needed to know. Alcohol reduction advised. Patient very anxious. Patient consented to referral and to photos being sent. Clinical photos taken. Plan: urgent 2-week-wait referral to OMFS. Review after OMFS appointment.',
    expect: {
      CC: '6-monthly check',
      'MED HX': 'Ex-smoker (stopped 2019), drinks 30 units a week, on omeprazole',
      EXTRA: 'No lymphadenopathy, TMJ NAD',
      INTRA:
        'Non-healing ulcer left lateral border of tongue, 8 mm, indurated, rolled margins, patient unaware of it; erythroleukoplakia of left floor of mouth. Rest of mucosa normal. OH good',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['47', 'MOD amalgam, sound'],
        ['16', 'PFM crown'],
      ],
      CONSULT:
        'Discussed findings with patient calmly, explained need for urgent referral to rule out anything serious. Patient asked if it could be cancer; explained biopsy needed to know. Alcohol reduction advised',
      CONSENT: 'Patient consented to referral and to photos being sent',
      TX: ['Clinical photos taken'],
      'TX PLAN': ['Urgent 2-week-wait referral to OMFS'],
      NOTES: 'Patient very anxious',
      'F/U': 'Review after OMFS appointment',
    },
  }),
  defineCase({
    id: 'ac18-us-asr-emergency-fractured-14-extraction-bone-graft-declined',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay patient in for emergency broke upper left molar eating popcorn last night no pain medical history high cholesterol on atorvastatin uh allergic to codeine intra oral soft tissues normal no swelling slight laceration on left buccal mucosa from sharp edge number fourteen mesiolingual cusp fractured subgingivally large mesial occlusal distal composite number fifteen distal no wait mesial caries pa taken no periapical pathology fourteen diagnosis non restorable fourteen discussed extraction with bone graft for future implant about six hundred dollars versus extraction alone two hundred fifty dollars patient chose extraction alone declined bone graft signed consent for extraction of fourteen no bone graft la one carpule articaine four percent one to one hundred thousand epi buccal infiltration fourteen extraction number fourteen gauze pressure hemostasis achieved post op instructions given patient asked about the laceration advised salt water rinses next visit filling number fifteen',
    expect: {
      'TX TODAY': ['Extraction #14'],
      CC: 'Emergency. Broke upper left molar eating popcorn last night. No pain',
      'MED HX': 'High cholesterol on atorvastatin. Allergic to codeine',
      INTRA: 'Soft tissues normal. No swelling. Slight laceration on left buccal mucosa from sharp edge',
      RADIO: 'PA taken. No periapical pathology #14',
      DENTAL: [
        ['14', 'ML cusp fractured subgingivally large MOD composite', 'ML cusp'],
        ['15', 'M caries'],
      ],
      DX: ['Non restorable #14'],
      CONSULT:
        'Discussed extraction with bone graft for future implant about $600 versus extraction alone $250. Patient chose extraction alone. Declined bone graft. Patient asked about the laceration. Advised salt water rinses',
      CONSENT: 'Signed consent for extraction of #14 no bone graft',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'Extraction #14',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post op instructions given',
      ],
      NV: ['Filling #15'],
    },
  }),
  defineCase({
    id: 'ac19-uk-asr-perio-maintenance-whitening-leaflet-written-consent-impressions',
    style: 'UK',
    asr: true,
    transcript:
      'patient attends for perio maintenance and to discuss whitening medical history no changes non smoker extra oral nad intra oral gingivae pink and firm slight recession lower incisors er mandibular tori bilateral small tongue normal oral hygiene good bpe two two two two two two eleven and twenty one composite veneers sound twelve distal composite stained discussed home whitening ten percent sorry sixteen percent carbamide peroxide for two weeks sensitivity common and temporary composites will not change colour may need replacing after whitening cost three hundred and twenty five pounds patient has read the leaflet and signed the written consent form periodontal maintenance done ohi given impressions upper and lower for whitening trays next visit fit whitening trays recall six months',
    expect: {
      'TX TODAY': ['Periodontal maintenance', 'OHI', 'Impressions'],
      CC: 'Perio maintenance and to discuss whitening',
      'MED HX': 'No changes. Non smoker',
      EXTRA: 'NAD',
      INTRA:
        'Gingivae pink and firm. Slight recession lower incisors. Mandibular tori bilateral small. Tongue normal. Oral hygiene good',
      PERIO: 'BPE 2 2 2 2 2 2',
      DENTAL: [
        ['11', 'Composite veneers sound'],
        ['21', 'Composite veneers sound'],
        ['12', 'D composite stained'],
      ],
      CONSULT:
        'Discussed home whitening 16% carbamide peroxide for 2 weeks. Sensitivity common and temporary. Composites will not change colour may need replacing after whitening. Cost £325',
      CONSENT: 'Patient has read the leaflet and signed the written consent form',
      TX: ['Periodontal maintenance done', 'OHI given', 'Impressions upper and lower for whitening trays'],
      NV: ['Fit whitening trays'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ac20-us-typed-append-pulpitis-19-pulpectomy-notes-added-rx-changed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for emergency, pain #19 x 3 days, lingering to cold, keeps her up at night. Med hx: hypothyroidism on levothyroxine, NKDA. IO exam: soft tissues WNL, no swelling, no sinus tract. Mild hairy tongue. #19 deep DO caries, percussion positive. #18 O amalgam. PA #19: deep caries approximating pulp, widened PDL. Dx: symptomatic irreversible pulpitis #19. Discussed RCT + crown ($1,100 + $1,250) vs extraction ($280); explained RCT success about 90%. Pt chose RCT. Consent form signed. LA: 2 carpules lidocaine 2% 1:100,000 epi, left IANB. Rubber dam. Pulpectomy #19, 3 canals located. Calcium hydroxide placed, Cavit. Rx ibuprofen 600 mg. NV: complete RCT #19.',
    appends: [
      'Add to notes: patient very nervous, needed breaks.',
      'Remove Rx ibuprofen 600 mg. Scratch that. Change ibuprofen 600 mg to ibuprofen 800 mg.',
      'Follow-up phone call tomorrow.',
    ],
    expect: {
      'TX TODAY': ['Pulpectomy #19'],
      CC: 'Emergency, pain #19 x 3 days, lingering to cold, keeps her up at night',
      'MED HX': 'Hypothyroidism on levothyroxine, NKDA',
      INTRA: 'Soft tissues WNL, no swelling, no sinus tract. Mild hairy tongue',
      RADIO: 'PA #19: deep caries approximating pulp, widened PDL',
      DENTAL: [
        ['19', 'Deep DO caries, percussion positive'],
        ['18', 'O amalgam'],
      ],
      DX: ['Symptomatic irreversible pulpitis #19'],
      CONSULT:
        'Discussed RCT + crown ($1,100 + $1,250) vs extraction ($280); explained RCT success about 90%. Pt chose RCT',
      CONSENT: 'Consent form signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Pulpectomy #19',
        '3 canals located',
        'Calcium hydroxide placed',
        'Cavit',
        'Rx ibuprofen 800 mg',
      ],
      NOTES: 'Patient very nervous, needed breaks',
      NV: ['Complete RCT #19'],
      'F/U': 'Follow-up phone call tomorrow',
    },
  }),
  defineCase({
    id: 'ac21-uk-typed-palmer-teen-ortho-referral-mum-consents-part-of-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Routine check, accompanied by mum. MH: ADHD on methylphenidate, no allergies. EO: NAD. IO: buccal mucosa and tongue healthy, mild marginal gingivitis lower anteriors, heavy plaque. Class II div 1, overjet 8 mm. UL1 chipped incisal edge. UR7 and LR7 partially erupted. LL6 occlusal stain, no caries. Discussed orthodontic referral with patient and mum, benefits (reduced trauma risk with large overjet) and that treatment needs excellent oral hygiene. Mum keen, patient unsure. Patient did not want fissure sealants today. Diet and toothbrushing advice given. Mum consented to referral and fluoride varnish only. Duraphat varnish applied. OHI given. Plan: refer to orthodontist. Fissure sealants UR7, LR7 when fully erupted. Recall 6 months.',
    expect: {
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      CC: 'Routine check',
      'MED HX': 'ADHD on methylphenidate, no allergies',
      EXTRA: 'NAD',
      INTRA:
        'Buccal mucosa and tongue healthy, mild marginal gingivitis lower anteriors, heavy plaque. Class II div 1, overjet 8 mm',
      DENTAL: [
        ['UL1', 'Chipped incisal edge'],
        ['UR7', 'Partially erupted'],
        ['LR7', 'Partially erupted'],
        ['LL6', 'O stain, no caries'],
      ],
      CONSULT:
        'Discussed orthodontic referral with patient and mum, benefits (reduced trauma risk with large overjet) and that treatment needs excellent oral hygiene. Mum keen, patient unsure. Patient did not want fissure sealants today. Diet and toothbrushing advice given',
      CONSENT: 'Mum consented to referral and fluoride varnish only',
      TX: ['Duraphat varnish applied', 'OHI given'],
      'TX PLAN': ['Refer to orthodontist', 'Fissure sealants UR7, LR7 when fully erupted'],
      NOTES: 'Accompanied by mum',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ac22-us-asr-implant-placement-30-informed-consent-scratch-that-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay patient here for implant placement number thirty medical history um controlled hypertension lisinopril no allergies non smoker blood pressure one thirty two over eighty four intra oral number thirty missing healed ridge adequate keratinized tissue no lesions tongue and floor of mouth normal oral hygiene good cbct reviewed eleven millimeters bone height reviewed risks again infection implant failure nerve injury with numbness patient asked about healing time explained three to four months before crown fee four thousand two hundred dollars including crown patient signed informed consent and questions answered la three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration number thirty full thickness flap implant placement number thirty size four point five by eleven millimeters uh torque thirty five ncm cover screw placed sutures placed prescribed amoxicillin five hundred milligrams scratch that chlorhexidine rinse twice daily for one week post op instructions given next visit suture removal review in two weeks',
    expect: {
      'TX TODAY': ['Implant placement #30'],
      CC: 'Implant placement #30',
      'MED HX': 'Controlled hypertension lisinopril. No allergies. Non smoker. Blood pressure 132/84',
      INTRA: 'No lesions. Tongue and floor of mouth normal. Oral hygiene good',
      RADIO: 'CBCT reviewed 11 mm bone height',
      DENTAL: [['30', 'Missing healed ridge adequate keratinized tissue']],
      CONSULT:
        'Reviewed risks again infection implant failure nerve injury with numbness. Patient asked about healing time. Explained 3 to 4 months before crown. Fee $4,200 including crown',
      CONSENT: 'Patient signed informed consent and questions answered',
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Full thickness flap',
        'Implant placement #30 size 4.5 by 11 mm',
        'Torque 35 Ncm',
        'Cover screw placed',
        'Sutures placed',
        'Chlorhexidine rinse twice daily for 1 week',
        'Post op instructions given',
      ],
      NV: ['Suture removal'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'ac23-uk-typed-obturation-46-polyp-declined-verbal-consent-confirmed',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for completion of RCT 46, asymptomatic since last visit. MH: NKDA, no changes. IO: small fibroepithelial polyp on right buccal mucosa, unchanged, patient aware. Tongue and FOM NAD. 46 temporary dressing intact, non-tender, buccal sinus healed. 45 DO amalgam. Reminded patient of RCT success rate about 85% and need for crown afterwards; crown £495. Patient asked about removing the polyp; advised it can be excised by OMFS if it bothers her, she declined for now. Verbal consent confirmed. LA: 1 cartridge articaine 4% 1:100,000 adrenaline, IDB right. Rubber dam. Dressing removed. Canals irrigated with 3% sodium hypochlorite and dried. Obturation 46 with gutta percha and AH Plus using warm vertical compaction. Core with GIC. PA taken post obturation, good length and seal. Plan: crown 46. NV: crown prep 46.',
    expect: {
      'TX TODAY': ['Obturation 46'],
      CC: 'Completion of RCT 46, asymptomatic since last visit',
      'MED HX': 'NKDA, no changes',
      INTRA: 'Small fibroepithelial polyp on right buccal mucosa, unchanged, patient aware. Tongue and FOM NAD',
      RADIO: 'PA taken post obturation, good length and seal',
      DENTAL: [
        ['46', 'Temporary dressing intact, non-tender, buccal sinus healed'],
        ['45', 'DO amalgam'],
      ],
      CONSULT:
        'Reminded patient of RCT success rate about 85% and need for crown afterwards; crown £495. Patient asked about removing the polyp; advised it can be excised by OMFS if it bothers her, she declined for now',
      CONSENT: 'Verbal consent confirmed',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, IDB right',
        'Rubber dam',
        'Dressing removed',
        'Canals irrigated with 3% sodium hypochlorite and dried',
        'Obturation 46 with gutta percha and AH Plus using warm vertical compaction',
        'Core with GIC',
      ],
      'TX PLAN': ['Crown 46'],
      NV: ['Crown prep 46'],
    },
  }),
  defineCase({
    id: 'ac24-us-asr-limited-exam-mucocele-advice-only-patient-prefers-to-wait',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um limited exam patient complains of bump on the lower lip for three weeks comes and goes medical history asthma albuterol allergic to latex extra oral lower lip left side bluish fluctuant swelling about five millimeters sorry eight millimeters consistent with mucocele no lymph nodes palpable intra oral uh lip biting habit noted linea alba buccal mucosa tongue normal gingiva healthy number eight and nine worn incisal edges number nineteen occlusal amalgam sound diagnosis mucocele lower lip discussed it may resolve on its own advised stop lip biting if it persists excision by oral surgeon cost about five hundred dollars patient asked if it is cancer reassured benign appearance patient prefers to wait plan refer oral surgery if still present review in four weeks',
    expect: {
      CC: 'Limited exam. Bump on the lower lip for 3 weeks comes and goes',
      'MED HX': 'Asthma albuterol. Allergic to latex',
      EXTRA:
        'Lower lip left side bluish fluctuant swelling about 8 mm consistent with mucocele. No lymph nodes palpable',
      INTRA: 'Lip biting habit noted. Linea alba buccal mucosa. Tongue normal. Gingiva healthy',
      DENTAL: [
        ['8', 'Worn incisal edges'],
        ['9', 'Worn incisal edges'],
        ['19', 'O amalgam sound'],
      ],
      DX: ['Mucocele lower lip'],
      CONSULT:
        'Discussed it may resolve on its own. Advised stop lip biting. If it persists excision by oral surgeon cost about $500. Patient asked if it is cancer. Reassured benign appearance. Patient prefers to wait',
      'TX PLAN': ['Refer oral surgery if still present'],
      'F/U': 'Review in 4 weeks',
    },
  }),
];
