// A seventeenth development batch (ids r01–r24), written from this contract by a helper that had not seen the engine,
// each case labelled before the engine was run on it (UK and US; FDI, Universal and Palmer, with primary teeth by
// Universal and Palmer letter; 12 recogniser-style with fillers, "sorry" / "I mean" / "no wait" / "correction"
// self-corrections, dictated commas, full stops and new paragraphs and one "scratch that"; 12 typed, of which 3 are
// SOAP notes (S: / O: / A: / P:, section letters dropped as headers), 3 are written in a heavily abbreviated style
// (C/O, MH, NKDA, EO, IO, BPE, BWs, PA, Dx, Tx, Rx, NV, F/U, R/V) and 2 are written as short lines; 33 to 260 words).
// Its visits: new-patient exam, periodic exam with the hygienist, a night-time toothache, a broken tooth, a swelling
// given antibiotics, a child's first visit, an orthodontic referral, an implant consultation with CBCT, a retained
// root extraction, a second-stage root canal, a crown seat, an onlay prep, bonding of a chipped incisor, a periodontal
// review after RSD, pregnancy gingivitis, a diabetic SRP visit, an elderly patient with a carer, a denture ulcer, an
// oral cancer referral, TMJ pain, bruxism with a night guard impression, a whitening consultation, sensitivity and a
// hygiene visit with a nervous patient. Its focus is where the small free-text fields (NOTES, PERIO, CONSULT, RADIO,
// INTRA, EXTRA, CONSENT) start and end, said with and without headers and in unusual places (notes first, middle or
// last, perio after radiographs, consent before discussion, intra-oral findings on both sides of chart entries), cue
// words used inside other fields ("x-ray" in a complaint, "review" and "f/u" in a discussion, "consent", "next
// appointment" and "recall" in notes, "discussed" in a plan, "tx plan" in a complaint); today's titles and steps
// (steps that are table procedures and steps that are not, a title from the complaint, no title when the complaint
// names a procedure done before); diagnosis lists with and without a header; plans and next visits of several items;
// follow-ups said as recall, review, see again, RTC, return if, R/V, F/U and follow up; chart entries in varied orders.
import { defineCase, type NotesCase } from '../case.ts';

export const more16Cases: NotesCase[] = [
  defineCase({
    id: 'r01-uk-asr-night-toothache-36-extirpation-notes-middle',
    style: 'UK',
    asr: true,
    transcript:
      'emergency appointment um toothache lower left kept him awake most of last night comma throbbing and worse lying down full stop painkillers not touching it medical history asthma uses salbutamol inhaler no allergies notes patient came straight from a night shift and had not eaten so given a glucose drink before we started extra oral no swelling nodes not palpable intra oral soft tissues healthy thirty six large disto occlusal amalgam with recurrent caries tender to percussion lingering pain to ethyl chloride thirty seven mesial sorry distal occlusal composite intact thirty five sound periapical thirty six deep caries under the amalgam close to the pulp widened periodontal ligament space on the mesial root diagnosis symptomatic irreversible pulpitis thirty six with apical periodontitis discussed root canal treatment or extraction he wants to keep the tooth verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline inferior dental block left and buccal infiltration rubber dam amalgam and caries removed pulp extirpated from three canals canals irrigated with sodium hypochlorite ledermix placed cavit temporary dressing occlusion relieved plan crown thirty six once root canal treatment complete next visit obturation thirty six in one week',
    expect: {
      CC: 'Emergency appointment. Toothache lower left kept him awake most of last night, throbbing and worse lying down. Painkillers not touching it',
      'MED HX': 'Asthma. Uses salbutamol inhaler. No allergies',
      NOTES: 'Patient came straight from a night shift and had not eaten so given a glucose drink before we started',
      EXTRA: 'No swelling. Nodes not palpable',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Large DO amalgam with recurrent caries tender to percussion lingering pain to ethyl chloride'],
        ['37', 'DO composite intact'],
        ['35', 'Sound'],
      ],
      RADIO:
        'Periapical 36. Deep caries under the amalgam close to the pulp. Widened periodontal ligament space on the mesial root',
      DX: ['Symptomatic irreversible pulpitis 36 with apical periodontitis'],
      CONSULT: 'Discussed root canal treatment or extraction. He wants to keep the tooth',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Rubber dam',
        'Amalgam and caries removed',
        'Pulp extirpated from 3 canals',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix placed',
        'Cavit temporary dressing',
        'Occlusion relieved',
      ],
      'TX TODAY': ['Extirpation', 'Temporary dressing'],
      'TX PLAN': ['Crown 36 once RCT complete'],
      NV: ['Obturation 36 in 1 week'],
    },
  }),
  defineCase({
    id: 'r02-us-asr-universal-periodic-exam-hygienist-psr-after-bwx-rtc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for periodic exam and prophy with the hygienist no concerns except uh some bleeding when flossing medical history reviewed no changes takes atorvastatin and a baby aspirin nkda four bitewings taken no interproximal caries mild horizontal bone loss lower anteriors psr two two two two three two with bleeding on probing around the lower incisors extraoral wnl intraoral oral cancer screening negative mild marginal gingivitis lower anteriors number three mesial occlusal amalgam intact number fourteen i mean number thirteen distal caries incipient in enamel number thirty porcelain fused to metal crown with open margin on the distal number nineteen missing hygienist completed prophy with cavitron and hand scaling oral hygiene instructions with floss picks diagnosis plaque induced gingivitis incipient caries number thirteen discussed replacing the crown on number thirty and an implant for the space at number nineteen patient wants a quote first plan replace crown number thirty implant number nineteen monitor number thirteen next visit crown prep number thirty and impressions rtc six months for prophy with the hygienist',
    expect: {
      CC: 'Periodic exam and prophy with the hygienist. No concerns except some bleeding when flossing',
      'MED HX': 'Reviewed no changes. Takes atorvastatin and a baby aspirin. NKDA',
      RADIO: '4 bitewings taken. No interproximal caries. Mild horizontal bone loss lower anteriors',
      PERIO: 'PSR 2 2 2 2 3 2 with bleeding on probing around the lower incisors',
      EXTRA: 'WNL',
      INTRA: 'Oral cancer screening negative. Mild marginal gingivitis lower anteriors',
      DENTAL: [
        ['3', 'MO amalgam intact'],
        ['13', 'D caries incipient in enamel'],
        ['30', 'Porcelain fused to metal crown with open D margin'],
        ['19', 'Missing'],
      ],
      TX: ['Hygienist completed prophy with Cavitron and hand scaling', 'Oral hygiene instructions with floss picks'],
      'TX TODAY': ['Prophy', 'OHI'],
      DX: ['Plaque induced gingivitis', 'Incipient caries #13'],
      CONSULT: 'Discussed replacing the crown on #30 and an implant for the space at #19. Patient wants a quote first',
      'TX PLAN': ['Replace crown #30', 'Implant #19', 'Monitor #13'],
      NV: ['Crown prep #30', 'Impressions'],
      'F/U': 'RTC 6 months for prophy with the hygienist',
    },
  }),
  defineCase({
    id: 'r03-uk-asr-palmer-retained-root-lr6-consent-before-risks',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for extraction of retained root lower right six er it snapped off when the tooth was taken out at another practice last year and the gum keeps getting sore full stop verbal consent given for extraction of lower right six root risks of infection dry socket and a small chance of numbness were discussed and she was happy to go ahead medical history high blood pressure on ramipril penicillin allergy gives a rash non smoker extra oral nad intra oral gingiva red and swollen in the lower right molar region lower right six retained mesial root visible at gum level lower right seven tipped mesially lower right five occlusal amalgam sound periapical lower right six single retained root no apical pathology well clear of the inferior dental canal la two cartridges lidocaine two percent one in eighty thousand adrenaline inferior dental block right and lingual infiltration retained root lower right six extracted with a couplands elevator and luxator socket curetted and irrigated with saline one vicryl rapide suture bite pack haemostasis achieved post op instructions given verbally and written notes patient's husband waiting in the car review in one week if any problems",
    expect: {
      CC: 'Extraction of retained root LR6. It snapped off when the tooth was taken out at another practice last year and the gum keeps getting sore',
      CONSENT: 'Verbal consent given for extraction of LR6 root',
      CONSULT:
        'Risks of infection dry socket and a small chance of numbness were discussed and she was happy to go ahead',
      'MED HX': 'High blood pressure on ramipril. Penicillin allergy gives a rash. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Gingiva red and swollen in the lower right molar region',
      DENTAL: [
        ['LR6', 'Retained M root visible at gum level'],
        ['LR7', 'Tipped mesially'],
        ['LR5', 'O amalgam sound'],
      ],
      RADIO: 'Periapical LR6. Single retained root. No apical pathology. Well clear of the inferior dental canal',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + lingual infiltration',
        'Retained root LR6 extracted with a Couplands elevator and luxator',
        'Socket curetted and irrigated with saline',
        '1 Vicryl Rapide suture',
        'Bite pack',
        'Haemostasis achieved',
        'Post op instructions given verbally and written',
      ],
      'TX TODAY': ['Extraction LR6'],
      NOTES: "Patient's husband waiting in the car",
      'F/U': 'Review in 1 week if any problems',
    },
  }),
  defineCase({
    id: 'r04-us-asr-universal-child-first-visit-letters-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "three year old came in with mom and grandma full stop first dental visit no pain mom noticed brown spots on the back teeth um medical history healthy no meds allergic to amoxicillin very shy at first but sat on mom's lap for the exam extraoral wnl intraoral soft tissues normal plaque on the upper front teeth tooth a and tooth j occlusal caries tooth e and tooth f white spot lesions near the gum line scratch that tooth d tooth e tooth f and tooth g white spot lesions near the gum line no x-rays today as she is too young to cooperate discussed bottle at bedtime with milk and switching to water only at night brushing twice a day with a smear of fluoride toothpaste and mom to brush for her fluoride varnish applied to all teeth toothbrushing demonstrated to mom plan sdf tooth a and tooth j then fillings when she is older next visit sdf tooth a and tooth j in two weeks recall three months",
    expect: {
      NOTES: "3 year old came in with mom and grandma. Very shy at first but sat on mom's lap for the exam",
      CC: 'First dental visit. No pain. Mom noticed brown spots on the back teeth',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues normal. Plaque on the upper front teeth',
      DENTAL: [
        ['A', 'O caries'],
        ['J', 'O caries'],
        ['D', 'White spot lesions near the gum line'],
        ['E', 'White spot lesions near the gum line'],
        ['F', 'White spot lesions near the gum line'],
        ['G', 'White spot lesions near the gum line'],
      ],
      RADIO: 'No x-rays today as she is too young to cooperate',
      CONSULT:
        'Discussed bottle at bedtime with milk and switching to water only at night. Brushing twice a day with a smear of fluoride toothpaste and mom to brush for her',
      TX: ['Fluoride varnish applied to all teeth', 'Toothbrushing demonstrated to mom'],
      'TX TODAY': ['Fluoride varnish'],
      'TX PLAN': ['SDF #A, #J', 'Fillings when she is older'],
      NV: ['SDF #A, #J in 2 weeks'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'r05-uk-asr-rct-second-visit-46-consent-in-notes-discussed-in-plan',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for second stage root canal treatment forty six started two weeks ago no pain since the dressing was placed medical history no changes takes lansoprazole no allergies intra oral no sinus gingivae healthy forty six temporary dressing intact not tender to percussion forty seven disto occlusal composite sound written consent on file la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration forty six rubber dam placed dressing removed calcium hydroxide washed out four canals located mesiolingual canal sclerosed and negotiated with a size ten file working lengths confirmed with apex locator canals prepared to size thirty five with reciprocating files irrigated with three percent sodium hypochlorite and seventeen percent edta dried with paper points obturated with gutta percha and bioceramic sealer using single cone technique glass ionomer core placed post op periapical taken root fillings well condensed to length no voids discussed that forty six needs a crown within six months to protect it patient agreed notes patient paid the remainder of the fee today and took a copy of the consent form plan crown forty six as discussed next visit crown prep forty six and impressions in three weeks',
    expect: {
      CC: 'Second stage root canal treatment 46 started 2 weeks ago. No pain since the dressing was placed',
      'MED HX': 'No changes. Takes lansoprazole. No allergies',
      INTRA: 'No sinus. Gingivae healthy',
      DENTAL: [
        ['46', 'Temporary dressing intact not tender to percussion'],
        ['47', 'DO composite sound'],
      ],
      CONSENT: 'Written consent on file',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam placed',
        'Dressing removed',
        'Calcium hydroxide washed out',
        '4 canals located',
        'ML canal sclerosed and negotiated with a size 10 file',
        'Working lengths confirmed with apex locator',
        'Canals prepared to size 35 with reciprocating files',
        'Irrigated with 3% sodium hypochlorite and 17% EDTA',
        'Dried with paper points',
        'Obturated with gutta percha and bioceramic sealer using single cone technique',
        'Glass ionomer core placed',
      ],
      'TX TODAY': ['Obturation'],
      RADIO: 'Post op periapical taken. Root fillings well condensed to length. No voids',
      CONSULT: 'Discussed that 46 needs a crown within 6 months to protect it. Patient agreed',
      NOTES: 'Patient paid the remainder of the fee today and took a copy of the consent form',
      'TX PLAN': ['Crown 46 as discussed'],
      NV: ['Crown prep 46', 'Impressions in 3 weeks'],
    },
  }),
  defineCase({
    id: 'r06-us-asr-universal-crown-seat-19-bitewing-mid-treatment-notes-last',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'pt presents for crown seat number nineteen uh temporary has been fine just slight cold sensitivity medical history no changes type two diabetes on metformin nkda number nineteen temporary crown intact soft tissues wnl no anesthetic needed temporary removed with a crown remover prep cleaned with pumice zirconia crown tried in contacts checked with floss distal sorry mesial contact tight adjusted and polished margins verified with explorer patient approved the shade crown cemented with relyx unicem excess cement removed post cementation bitewing taken no excess cement margins closed occlusion adjusted in centric and excursions post op instructions given advised no sticky food for twenty four hours recall six months for periodic exam and cleaning pt mentioned she is starting a new job and may have new insurance',
    expect: {
      CC: 'Crown seat #19. Temporary has been fine just slight cold sensitivity',
      'MED HX': 'No changes. Type 2 diabetes on metformin. NKDA',
      DENTAL: [['19', 'Temporary crown intact']],
      INTRA: 'Soft tissues WNL',
      TX: [
        'No anesthetic needed',
        'Temporary removed with a crown remover',
        'Prep cleaned with pumice',
        'Zirconia crown tried in',
        'Contacts checked with floss',
        'Mesial contact tight',
        'Adjusted and polished',
        'Margins verified with explorer',
        'Patient approved the shade',
        'Crown cemented with RelyX Unicem',
        'Excess cement removed',
        'Occlusion adjusted in centric and excursions',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown fit'],
      RADIO: 'Post cementation bitewing taken. No excess cement. Margins closed',
      CONSULT: 'Advised no sticky food for 24 hours',
      'F/U': 'Recall 6 months for periodic exam and cleaning',
      NOTES: 'Pt mentioned she is starting a new job and may have new insurance',
    },
  }),
  defineCase({
    id: 'r07-uk-asr-perio-review-after-rsd-scratch-bpe-review-in-discussion',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for periodontal review three months after root surface debridement um says gums bleed much less but still gets food stuck between the lower back teeth medical history no changes metformin for type two diabetes last hba1c fifty two stopped smoking in the spring no allergies extra oral nad intra oral soft tissues healthy gingivae pink and firm except lower anterior lingual gingivae still red and puffy full stop bpe two three three four three three scratch that bpe two three three three three four pocket chart repeated residual five millimetre pockets distal of sixteen and mesial of forty six six millimetre pocket with bleeding distal of thirty six no wait thirty seven plaque score eighteen percent bleeding score twelve percent down from forty percent forty six grade one mobility thirty seven grade two furcation buccal diagnosis generalised periodontitis stage three grade b currently unstable and gingivitis lower anterior lingual explained that residual pockets will need further cleaning and that we would review the furcation on thirty seven with a radiograph next year patient understood advised to keep up the interdental brushes and a single tufted brush around thirty seven verbal consent for further debridement today la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration thirty seven rsd sixteen forty six and thirty seven residual sites with ultrasonic and gracey curettes supragingival scale lower lingual oral hygiene instruction repeated see again in three months with the hygienist',
    expect: {
      CC: 'Periodontal review 3 months after root surface debridement. Says gums bleed much less but still gets food stuck between the lower back teeth',
      'MED HX': 'No changes. Metformin for type 2 diabetes. Last HbA1c 52. Stopped smoking in the spring. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy. Gingivae pink and firm except lower anterior lingual gingivae still red and puffy',
      PERIO:
        'BPE 2 3 3 3 3 4. Pocket chart repeated. Residual 5 mm pockets distal of 16 and mesial of 46. 6 mm pocket with bleeding distal of 37. Plaque score 18%. Bleeding score 12% down from 40%',
      DENTAL: [
        ['46', 'Grade 1 mobility'],
        ['37', 'Grade 2 furcation buccal'],
      ],
      DX: ['Generalised periodontitis stage 3 grade B currently unstable', 'Gingivitis lower anterior lingual'],
      CONSULT:
        'Explained that residual pockets will need further cleaning and that we would review the furcation on 37 with a radiograph next year. Patient understood. Advised to keep up the interdental brushes and a single tufted brush around 37',
      CONSENT: 'Verbal consent for further debridement today',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 37',
        'RSD 16, 46, 37 residual sites with ultrasonic and Gracey curettes',
        'Supragingival scale lower lingual',
        'Oral hygiene instruction repeated',
      ],
      'TX TODAY': ['RSD 16, 46, 37', 'OHI'],
      'F/U': 'See again in 3 months with the hygienist',
    },
  }),
  defineCase({
    id: 'r08-uk-asr-palmer-pregnancy-gingivitis-epulis-book-in-for',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended complaining of gums bleeding and swollen since she became pregnant she is twenty four weeks now comma midwife told her to see a dentist full stop medical history pregnant twenty four weeks takes folic acid and pregnacare vitamins no allergies non smoker notes came in with her toddler who sat quietly in the buggy intra oral generalised gingival swelling and bleeding worse lower anteriors small pyogenic granuloma between upper right one and upper right two about four millimetres upper left six occlusal composite sound lower right seven mesial occlusal amalgam with ditched margins bpe two two two two two two no pockets over three point five millimetres no radiographs because of the pregnancy and no clinical need diagnosis pregnancy gingivitis and pregnancy epulis discussed hormone changes and that the epulis often shrinks after the birth advised to brush twice daily with a soft brush and fluoride toothpaste use interdental brushes and to rinse with water after morning sickness er scale and polish oral hygiene instruction with interdental brushes size two review in six weeks book in for replacement amalgam lower right seven after the baby is born',
    expect: {
      CC: 'Gums bleeding and swollen since she became pregnant she is 24 weeks now, midwife told her to see a dentist',
      'MED HX': 'Pregnant 24 weeks. Takes folic acid and Pregnacare vitamins. No allergies. Non smoker',
      NOTES: 'Came in with her toddler who sat quietly in the buggy',
      INTRA:
        'Generalised gingival swelling and bleeding worse lower anteriors. Small pyogenic granuloma between UR1 and UR2 about 4 mm',
      DENTAL: [
        ['UL6', 'O composite sound'],
        ['LR7', 'MO amalgam with ditched margins'],
      ],
      PERIO: 'BPE 2 2 2 2 2 2. No pockets over 3.5 mm',
      RADIO: 'No radiographs because of the pregnancy and no clinical need',
      DX: ['Pregnancy gingivitis', 'Pregnancy epulis'],
      CONSULT:
        'Discussed hormone changes and that the epulis often shrinks after the birth. Advised to brush twice daily with a soft brush and fluoride toothpaste, use interdental brushes and to rinse with water after morning sickness',
      TX: ['Scale and polish', 'Oral hygiene instruction with interdental brushes size 2'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      'F/U': 'Review in 6 weeks',
      NV: ['Replacement amalgam LR7 after the baby is born'],
    },
  }),
  defineCase({
    id: 'r09-us-asr-universal-tmj-pain-xray-in-complaint-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with pain in front of the left ear and clicking when opening for about two months worse after long meetings uh she had an x-ray at urgent care that was normal medical history anxiety on buspirone occasional migraines allergic to sulfa extraoral exam left tmj click on opening no crepitus tender left lateral pterygoid and masseter on palpation max opening thirty eight millimeters correction thirty six millimeters with deviation to the left no lymphadenopathy intraoral linea alba bilaterally scalloped tongue moderate wear on canines number three occlusal composite intact number fourteen mesial occlusal distal amalgam with a crack line number thirty one missing panoramic x-ray taken condyles appear normal no bony changes impression myofascial pain and left disc displacement with reduction discussed self care soft diet warm compresses jaw stretches and avoiding gum uh stress may be a factor recommended ibuprofen four hundred mg three times a day for one week patient would like to try that before a night guard plan night guard if no improvement follow up in four weeks',
    expect: {
      CC: 'Pain in front of the left ear and clicking when opening for about 2 months. Worse after long meetings. She had an x-ray at urgent care that was normal',
      'MED HX': 'Anxiety on buspirone. Occasional migraines. Allergic to sulfa',
      EXTRA:
        'Left TMJ click on opening. No crepitus. Tender left lateral pterygoid and masseter on palpation. Max opening 36 mm with deviation to the left. No lymphadenopathy',
      INTRA: 'Linea alba bilaterally. Scalloped tongue. Moderate wear on canines',
      DENTAL: [
        ['3', 'O composite intact'],
        ['14', 'MOD amalgam with a crack line'],
        ['31', 'Missing'],
      ],
      RADIO: 'Panoramic x-ray taken. Condyles appear normal. No bony changes',
      DX: ['Myofascial pain', 'Left disc displacement with reduction'],
      CONSULT:
        'Discussed self care soft diet warm compresses jaw stretches and avoiding gum. Stress may be a factor. Recommended ibuprofen 400 mg 3 times a day for 1 week. Patient would like to try that before a night guard',
      'TX PLAN': ['Night guard if no improvement'],
      'F/U': 'Follow up in 4 weeks',
    },
  }),
  defineCase({
    id: 'r10-uk-asr-elderly-carer-notes-first-new-paragraph',
    style: 'UK',
    asr: true,
    transcript:
      'eighty seven year old gentleman brought in by his carer from the nursing home full stop he has dementia and the carer answered most questions new paragraph carer says he has stopped eating on the left and keeps pulling at his cheek medical history dementia on donepezil atrial fibrillation on apixaban type two diabetes diet controlled allergic to penicillin extra oral no swelling no lymphadenopathy intra oral dry mouth heavy plaque and food debris tongue coated upper complete denture loose thirty three and forty three buccal root caries not tender thirty four broken down to the gum line tender to percussion thirty five sorry thirty six missing forty seven mesial occlusal amalgam sound no radiographs as he would not tolerate the film diagnosis caries thirty three and forty three retained root thirty four causing pain discussed with the carer extraction of thirty four and fluoride treatment for the root caries carer will discuss with his son who has power of attorney duraphat varnish applied to lower teeth high fluoride toothpaste prescribed denture cleaned in the ultrasonic bath advised carer to remove it at night plan extraction thirty four with apixaban advice from his gp and sdf to thirty three and forty three next visit extraction thirty four review in one month',
    expect: {
      NOTES:
        '87 year old gentleman brought in by his carer from the nursing home. He has dementia and the carer answered most questions',
      CC: 'Carer says he has stopped eating on the left and keeps pulling at his cheek',
      'MED HX':
        'Dementia on donepezil. Atrial fibrillation on apixaban. Type 2 diabetes diet controlled. Allergic to penicillin',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Dry mouth. Heavy plaque and food debris. Tongue coated. Upper complete denture loose',
      DENTAL: [
        ['33', 'B root caries not tender'],
        ['43', 'B root caries not tender'],
        ['34', 'Broken down to the gum line tender to percussion'],
        ['36', 'Missing'],
        ['47', 'MO amalgam sound'],
      ],
      RADIO: 'No radiographs as he would not tolerate the film',
      DX: ['Caries 33, 43', 'Retained root 34 causing pain'],
      CONSULT:
        'Discussed with the carer extraction of 34 and fluoride treatment for the root caries. Carer will discuss with his son who has power of attorney. Advised carer to remove it at night',
      TX: [
        'Duraphat varnish applied to lower teeth',
        'High fluoride toothpaste prescribed',
        'Denture cleaned in the ultrasonic bath',
      ],
      'TX TODAY': ['Fluoride varnish'],
      'TX PLAN': ['Extraction 34 with apixaban advice from his GP', 'SDF 33, 43'],
      NV: ['Extraction 34'],
      'F/U': 'Review in 1 month',
    },
  }),
  defineCase({
    id: 'r11-us-asr-universal-sensitivity-short-no-title-return-if',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'pt presents with sensitivity to cold upper left for three weeks since using whitening strips medical history no changes number twelve and number thirteen buccal recession with exposed root sensitive to air diagnosis dentin hypersensitivity gluma applied to number twelve and number thirteen advised to stop the strips and use sensodyne return if no better in four weeks',
    expect: {
      CC: 'Sensitivity to cold upper left for 3 weeks since using whitening strips',
      'MED HX': 'No changes',
      DENTAL: [
        ['12', 'Buccal recession with exposed root sensitive to air'],
        ['13', 'Buccal recession with exposed root sensitive to air'],
      ],
      DX: ['Dentin hypersensitivity'],
      TX: ['Gluma applied #12, #13'],
      CONSULT: 'Advised to stop the strips and use Sensodyne',
      'F/U': 'Return if no better in 4 weeks',
    },
  }),
  defineCase({
    id: 'r12-uk-asr-hygiene-nervous-patient-notes-first-title-from-complaint',
    style: 'UK',
    asr: true,
    transcript:
      'patient very nervous told us she had a bad experience as a child so we agreed a stop signal of raising her left hand and took regular breaks new paragraph here for scale and polish no problems medical history no changes takes sertraline for anxiety uses propranolol before appointments no allergies bpe two two two two two two bleeding on probing fifteen percent plaque score thirty percent intra oral soft tissues healthy calculus lingual of lower incisors mild gingivitis lower anteriors topical anaesthetic gel applied to lower lingual gingivae supragingival scale with hand scalers only as she dislikes the ultrasonic polished with prophy paste oral hygiene instruction interdental brushes size one and two tolerated well with four breaks discussed coming back for shorter appointments she would prefer that recall six months with the hygienist',
    expect: {
      NOTES:
        'Patient very nervous, told us she had a bad experience as a child so we agreed a stop signal of raising her left hand and took regular breaks. Tolerated well with 4 breaks',
      CC: 'Scale and polish. No problems',
      'MED HX': 'No changes. Takes sertraline for anxiety. Uses propranolol before appointments. No allergies',
      PERIO: 'BPE 2 2 2 2 2 2. Bleeding on probing 15%. Plaque score 30%',
      INTRA: 'Soft tissues healthy. Calculus lingual of lower incisors. Mild gingivitis lower anteriors',
      TX: [
        'Topical anaesthetic gel applied to lower lingual gingivae',
        'Supragingival scale with hand scalers only as she dislikes the ultrasonic',
        'Polished with prophy paste',
        'Oral hygiene instruction interdental brushes size 1 and 2',
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      CONSULT: 'Discussed coming back for shorter appointments. She would prefer that',
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'r13-uk-soap-swelling-36-antibiotics-xray-in-subjective',
    style: 'UK',
    asr: false,
    transcript:
      'S: Swelling left cheek since Tuesday and throbbing pain lower left for a week; now hurts a little to swallow. Had an x-ray of this tooth 2 years ago elsewhere and was told it needed a root filling. MH: type 1 diabetes, insulin pump, readings high this week; asthma. NKDA. Smokes 10/day.\nO: Temp 38.1. Left submandibular swelling, firm and tender, not crossing the midline; mouth opening 35 mm; swallowing and breathing normal. IO: buccal sulcus swelling 35-37, not fluctuant. 36 heavily broken down, TTP, grade I mobility. 37 MO amalgam. PA 36: large periapical radiolucency on both roots with furcation involvement. BPE not recorded due to swelling.\nA: Acute apical abscess 36 with spreading infection; poorly controlled diabetes.\nP: Discussed that the swelling is not ready to drain and that antibiotics are needed because of the fever and her diabetes; explained extraction of 36 is the best option once the swelling settles. Patient agreed. Rx: amoxicillin 500 mg TDS 5/7 and metronidazole 400 mg TDS 5/7. Advised to check her sugars more often and to go to A&E if the swelling spreads or she cannot swallow. Plan: extraction 36 under LA once swelling settles. Review 2 days by phone.',
    expect: {
      CC: 'Swelling left cheek since Tuesday and throbbing pain lower left for a week; now hurts a little to swallow. Had an x-ray of this tooth 2 years ago elsewhere and was told it needed a root filling',
      'MED HX': 'Type 1 diabetes, insulin pump, readings high this week; asthma. NKDA. Smokes 10/day',
      EXTRA:
        'Temp 38.1. Left submandibular swelling, firm and tender, not crossing the midline; mouth opening 35 mm; swallowing and breathing normal',
      INTRA: 'Buccal sulcus swelling 35-37, not fluctuant',
      DENTAL: [
        ['36', 'Heavily broken down, TTP, grade I mobility'],
        ['37', 'MO amalgam'],
      ],
      RADIO: 'PA 36: large periapical radiolucency on both roots with furcation involvement',
      PERIO: 'BPE not recorded due to swelling',
      DX: ['Acute apical abscess 36 with spreading infection', 'Poorly controlled diabetes'],
      CONSULT:
        'Discussed that the swelling is not ready to drain and that antibiotics are needed because of the fever and her diabetes; explained extraction of 36 is the best option once the swelling settles. Patient agreed. Advised to check her sugars more often and to go to A&E if the swelling spreads or she cannot swallow',
      TX: ['Rx: amoxicillin 500 mg TDS 5 days and metronidazole 400 mg TDS 5 days'],
      'TX PLAN': ['Extraction 36 under LA once swelling settles'],
      'F/U': 'Review 2 days by phone',
    },
  }),
  defineCase({
    id: 'r14-us-soap-universal-broken-cusp-14-composite-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: Pt states she broke a back tooth on the upper left eating almonds last night; sharp edge cutting her tongue, no pain. Med hx: hypertension, amlodipine; NKDA.\nO: EO: WNL. IO: left lateral border of tongue slightly abraded, otherwise soft tissues WNL. #14 fractured mesiolingual cusp, large MOD amalgam remaining, no pulp exposure, not TTP, normal response to cold. #15 DO composite intact. #13 sound. PA #14: no periapical pathology, amalgam close to the mesial pulp horn. PSR 2 2 2 / 2 2 2.\nA: Fractured mesiolingual cusp #14 with large amalgam; traumatic ulceration of tongue.\nP: Options reviewed: crown, onlay or large composite; pt chose crown, fee $1,180. Consent form signed. No anesthetic. Sharp edges smoothed and temporary composite bonded over the fractured area today. Next visit: crown prep #14 with core buildup. RTC 2 weeks.',
    expect: {
      CC: 'Pt states she broke a back tooth on the upper left eating almonds last night; sharp edge cutting her tongue, no pain',
      'MED HX': 'Hypertension, amlodipine; NKDA',
      EXTRA: 'WNL',
      INTRA: 'Left lateral border of tongue slightly abraded, otherwise soft tissues WNL',
      DENTAL: [
        [
          '14',
          'Fractured ML cusp, large MOD amalgam remaining, no pulp exposure, not TTP, normal response to cold',
          'ML cusp',
        ],
        ['15', 'DO composite intact'],
        ['13', 'Sound'],
      ],
      RADIO: 'PA #14: no periapical pathology, amalgam close to the mesial pulp horn',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DX: ['Fractured ML cusp #14 with large amalgam', 'Traumatic ulceration of tongue'],
      CONSULT: 'Options reviewed: crown, onlay or large composite; pt chose crown, fee $1,180',
      CONSENT: 'Consent form signed',
      TX: ['No anesthetic', 'Sharp edges smoothed and temporary composite bonded over the fractured area today'],
      NV: ['Crown prep #14 with core buildup'],
      'F/U': 'RTC 2 weeks',
    },
  }),
  defineCase({
    id: 'r15-uk-soap-palmer-denture-ulcer-intra-around-chart-rv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "S: Sore spot under new lower partial denture for 5 days; denture fitted 2 weeks ago elsewhere. Can't eat with it in. MH: rheumatoid arthritis, methotrexate weekly and folic acid; allergic to co-trimoxazole. Ex-smoker.\nO: EO: NAD, no lymphadenopathy. IO: 6 mm traumatic ulcer in the lingual sulcus opposite LL4, yellow base, red halo, corresponding to overextended lingual flange. Upper complete denture satisfactory. LL3 and LR3 sound. LR4 crowned, margins intact. No other lesions; oral cancer screen otherwise clear.\nA: Denture-induced traumatic ulcer; overextended lower denture flange.\nP: Explained the cause and that methotrexate can slow healing; if not healed in 2 weeks she will need a biopsy referral. Verbal consent. Lower denture eased over the ulcer, lingual flange reduced with acrylic bur, pressure indicating paste used to check, polished. Difflam spray prescribed. Advised to leave the denture out as much as possible for a few days and to rinse with warm salt water. R/V 2/52 to check ulcer has healed.",
    expect: {
      CC: "Sore spot under new lower partial denture for 5 days; denture fitted 2 weeks ago elsewhere. Can't eat with it in",
      'MED HX': 'Rheumatoid arthritis, methotrexate weekly and folic acid; allergic to co-trimoxazole. Ex-smoker',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA:
        '6 mm traumatic ulcer in the lingual sulcus opposite LL4, yellow base, red halo, corresponding to overextended lingual flange. Upper complete denture satisfactory. No other lesions; oral cancer screen otherwise clear',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound'],
        ['LR4', 'Crowned, margins intact'],
      ],
      DX: ['Denture-induced traumatic ulcer', 'Overextended lower denture flange'],
      CONSULT:
        'Explained the cause and that methotrexate can slow healing; if not healed in 2 weeks she will need a biopsy referral. Advised to leave the denture out as much as possible for a few days and to rinse with warm salt water',
      CONSENT: 'Verbal consent',
      TX: [
        'Lower denture eased over the ulcer',
        'Lingual flange reduced with acrylic bur',
        'Pressure indicating paste used to check',
        'Polished',
        'Difflam spray prescribed',
      ],
      'TX TODAY': ['Denture adjustment'],
      'F/U': 'R/V 2 weeks to check ulcer has healed',
    },
  }),
  defineCase({
    id: 'r16-uk-abbrev-new-patient-exam-three-dx-tx-plan-in-consent',
    style: 'UK',
    asr: false,
    transcript:
      'NP exam. C/O occasional food packing LR, last seen by a dentist 4 yrs ago. MH: hypothyroid, levothyroxine 50 mcg; PCOS. NKDA. Non-smoker, 6 units/wk. EO: NAD, TMJ NAD, LNs not palpable. IO: STs NAD, OCS clear. OH fair. Charting: 46 DO caries. 47 MO amalgam, marginal breakdown. 16 and 26 O composites. 18 and 28 unerupted. BPE 2 2 2 / 3 2 2. BWs (R and L), grade 1: 46 D caries into dentine, 45 D enamel lesion, bone levels WNL. Dx: caries 46; recurrent caries 47; gingivitis. Tx options d/w pt incl. composite vs amalgam; pt prefers composite. Fees given. Verbal consent for Tx plan. S&P and OHI with ID brushes today. Tx plan: DO composite 46, replace MO amalgam 47 with composite, fluoride varnish 45. NV: fillings 46 and 47 under LA. Recall 6/12.',
    expect: {
      CC: 'NP exam. Occasional food packing LR, last seen by a dentist 4 yrs ago',
      'MED HX': 'Hypothyroid, levothyroxine 50 mcg; PCOS. NKDA. Non-smoker, 6 units/wk',
      EXTRA: 'NAD, TMJ NAD, LNs not palpable',
      INTRA: 'STs NAD, OCS clear. OH fair',
      DENTAL: [
        ['46', 'DO caries'],
        ['47', 'MO amalgam, marginal breakdown'],
        ['16', 'O composites'],
        ['26', 'O composites'],
        ['18', 'Unerupted'],
        ['28', 'Unerupted'],
      ],
      PERIO: 'BPE 2 2 2 / 3 2 2',
      RADIO: 'BWs (R and L), grade 1: 46 D caries into dentine, 45 D enamel lesion, bone levels WNL',
      DX: ['Caries 46', 'Recurrent caries 47', 'Gingivitis'],
      CONSULT: 'Tx options d/w pt incl. composite vs amalgam; pt prefers composite. Fees given',
      CONSENT: 'Verbal consent for Tx plan',
      TX: ['S&P', 'OHI with ID brushes today'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      'TX PLAN': ['DO composite 46', 'Replace MO amalgam 47 with composite', 'Fluoride varnish 45'],
      NV: ['Fillings 46, 47 under LA'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'r17-uk-abbrev-palmer-oral-cancer-referral-notes-middle-rv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "C/O non-healing ulcer R side of tongue ~4/52, painless. MH: HTN on amlodipine; T2DM on metformin. NKDA. Smoker 20/day x 35 yrs, ETOH ~40 units/wk. Notes: pt's daughter booked the appt and came in with him; pt reluctant to be referred. EO: 1.5 cm firm, fixed R submandibular LN, non-tender. IO: 12 mm indurated ulcer with rolled margins R lateral border of tongue opposite LR6/LR7; floor of mouth NAD; rest of OCS clear. LR7 sharp DL cusp. UR6 MOD amalgam, ditched margins. BPE 3 3 3 / 3 3 4. No radiographs today. Dx: suspected SCC R lateral tongue; chronic periodontitis. Findings explained to pt and daughter; d/w need for urgent referral to rule out cancer. Pt agreed to referral after discussion. Smoking and alcohol cessation advice given. Tx today: LR7 cusp smoothed. Tx plan: urgent 2WW referral to OMFS (faxed today); RSD all quadrants once hospital Ix complete. R/V 2/52 by phone to check appt received.",
    expect: {
      CC: 'Non-healing ulcer R side of tongue ~4 weeks, painless',
      'MED HX': 'HTN on amlodipine; T2DM on metformin. NKDA. Smoker 20/day x 35 yrs, ETOH ~40 units/wk',
      NOTES: "Pt's daughter booked the appt and came in with him; pt reluctant to be referred",
      EXTRA: '1.5 cm firm, fixed R submandibular LN, non-tender',
      INTRA:
        '12 mm indurated ulcer with rolled margins R lateral border of tongue opposite LR6/LR7; floor of mouth NAD; rest of OCS clear',
      DENTAL: [
        ['LR7', 'Sharp DL cusp'],
        ['UR6', 'MOD amalgam, ditched margins'],
      ],
      PERIO: 'BPE 3 3 3 / 3 3 4',
      RADIO: 'No radiographs today',
      DX: ['Suspected SCC R lateral tongue', 'Chronic periodontitis'],
      CONSULT:
        'Findings explained to pt and daughter; d/w need for urgent referral to rule out cancer. Pt agreed to referral after discussion. Smoking and alcohol cessation advice given',
      TX: ['LR7 cusp smoothed'],
      'TX PLAN': ['Urgent 2WW referral to OMFS (faxed today)', 'RSD all quadrants once hospital Ix complete'],
      'F/U': 'R/V 2 weeks by phone to check appt received',
    },
  }),
  defineCase({
    id: 'r18-us-abbrev-universal-diabetic-srp-fu-in-discussion-notes-last',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP UR/LR per tx plan. MH: T2DM, A1c 8.2 last month, metformin and glipizide, took meds and ate breakfast today, glucose 142 pre-op; HTN, lisinopril. NKDA. EO: WNL. IO: generalized marginal erythema, heavy subgingival calculus. PSR 4 3 3 / 3 3 4. 5-7 mm PD UR and LR quadrants, BOP 40%. #3 class II furcation B. #30 mobility I. Dx: generalized periodontitis stage III grade C; T2DM poorly controlled. D/w pt link between A1c and gum healing; advised to f/u with PCP re: A1c. Consent signed. LA: 2 carpules 4% articaine 1:100,000 epi, right IANB and buccal infiltration UR. SRP UR and LR w/ Cavitron and Gracey curettes. Arestin #3 B. OHI w/ Waterpik. Rx: chlorhexidine 0.12% 15 ml BID x 2 wks. NV: SRP UL/LL. F/U re-eval 6 wks after SRP. Notes: pt asked for early morning appts for the remaining visits.',
    expect: {
      CC: 'SRP UR/LR per tx plan',
      'MED HX':
        'T2DM, A1c 8.2 last month, metformin and glipizide, took meds and ate breakfast today, glucose 142 pre-op; HTN, lisinopril. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Generalized marginal erythema, heavy subgingival calculus',
      PERIO: 'PSR 4 3 3 / 3 3 4. 5-7 mm PD UR and LR quadrants, BOP 40%',
      DENTAL: [
        ['3', 'Class II furcation B'],
        ['30', 'Mobility I'],
      ],
      DX: ['Generalized periodontitis stage III grade C', 'T2DM poorly controlled'],
      CONSULT: 'D/w pt link between A1c and gum healing; advised to f/u with PCP re: A1c',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration UR',
        'SRP UR and LR w/ Cavitron and Gracey curettes',
        'Arestin #3 B',
        'OHI w/ Waterpik',
        'Rx: chlorhexidine 0.12% 15 ml BID x 2 wks',
      ],
      'TX TODAY': ['SRP', 'OHI'],
      NV: ['SRP UL/LL'],
      'F/U': 'F/U re-eval 6 wks after SRP',
      NOTES: 'Pt asked for early morning appts for the remaining visits',
    },
  }),
  defineCase({
    id: 'r19-uk-short-lines-composite-bonding-chipped-11',
    style: 'UK',
    asr: false,
    transcript:
      'Chipped front tooth yesterday playing rugby.\nWants it fixed before a wedding on Saturday.\nNo pain.\nMH clear.\n11 mesio-incisal corner fractured, enamel and dentine, no pulp exposure, positive to cold, not TTP.\n21 sound.\nPA 11: no root fracture.\nVerbal consent given.\nNo LA.\nShade A2.\nRubber dam.\nEtch, bond.\nMI composite 11 placed with palatal silicone index.\nPolished.\nOcclusion checked.\nMouthguard advised for rugby.\nReview 6 weeks for sensibility test.',
    expect: {
      CC: 'Chipped front tooth yesterday playing rugby. Wants it fixed before a wedding on Saturday. No pain',
      'MED HX': 'Clear',
      DENTAL: [
        ['11', 'MI corner fractured, enamel and dentine, no pulp exposure, positive to cold, not TTP', 'MI corner'],
        ['21', 'Sound'],
      ],
      RADIO: 'PA 11: no root fracture',
      CONSENT: 'Verbal consent given',
      TX: [
        'No LA',
        'Shade A2',
        'Rubber dam',
        'Etch',
        'Bond',
        'MI composite 11 placed with palatal silicone index',
        'Polished',
        'Occlusion checked',
      ],
      'TX TODAY': ['MI composite 11'],
      CONSULT: 'Mouthguard advised for rugby',
      'F/U': 'Review 6 weeks for sensibility test',
    },
  }),
  defineCase({
    id: 'r20-us-short-lines-universal-bruxism-night-guard-impression',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt c/o tired jaw muscles in the morning.\nWife hears grinding at night.\nMed hx: no changes. NKDA.\nEO: masseters hypertrophic, non-tender.\nTMJ: no clicking, opening 48 mm.\nIO: generalized attrition, flattened cusps.\n#8 and #9 incisal edges chipped.\n#19 and #30 buccal abfractions.\nDx: sleep bruxism; attrition.\nDiscussed night guard to protect teeth.\nPt accepts. Fee $550.\nMax alginate impression taken.\nBite registration taken.\nNV: deliver night guard in 2 wks.\nRecall as scheduled.',
    expect: {
      CC: 'Tired jaw muscles in the morning. Wife hears grinding at night',
      'MED HX': 'No changes. NKDA',
      EXTRA: 'Masseters hypertrophic, non-tender. TMJ: no clicking, opening 48 mm',
      INTRA: 'Generalized attrition, flattened cusps',
      DENTAL: [
        ['8', 'Incisal edges chipped'],
        ['9', 'Incisal edges chipped'],
        ['19', 'Buccal abfractions'],
        ['30', 'Buccal abfractions'],
      ],
      DX: ['Sleep bruxism', 'Attrition'],
      CONSULT: 'Discussed night guard to protect teeth. Pt accepts. Fee $550',
      TX: ['Max alginate impression taken', 'Bite registration taken'],
      'TX TODAY': ['Impression'],
      NV: ['Deliver night guard in 2 wks'],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'r21-us-universal-implant-consult-cbct-first-notes-middle',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant consult for missing #30, extracted 8 months ago after a fracture. Pt wants a fixed option and does not want the neighboring teeth prepared. Med hx: osteopenia, calcium and vitamin D only, never on bisphosphonates; GERD, pantoprazole. Allergic to latex. Non-smoker. CBCT taken today to assess bone: ridge width 7.5 mm, height 15 mm above the IAN canal, no residual pathology. EO: WNL. IO: healed ridge at #30 site with slight buccal concavity, 3 mm keratinized tissue. #29 and #31 sound, no drifting. #3 slightly over-erupted. PSR 2 2 2 / 2 2 2. Notes: pt is a nurse, works 12-hour shifts, wants surgery on a Friday. Dx: single tooth edentulous space #30. Options: implant and crown, 3-unit bridge #29-#31, partial denture, or no treatment; risks including nerve injury, implant failure and the need for a bone graft discussed. Pt chose implant. Estimate $4,600 given; pt will check HSA. Informed consent for implant surgery signed. Plan: implant placement #30, then implant crown #30 after 3 months healing; enameloplasty #3. Follow-up: call pt in 1 week re: scheduling.',
    expect: {
      CC: 'Implant consult for missing #30, extracted 8 months ago after a fracture. Pt wants a fixed option and does not want the neighboring teeth prepared',
      'MED HX':
        'Osteopenia, calcium and vitamin D only, never on bisphosphonates; GERD, pantoprazole. Allergic to latex. Non-smoker',
      RADIO: 'CBCT taken today to assess bone: ridge width 7.5 mm, height 15 mm above the IAN canal, no residual pathology',
      EXTRA: 'WNL',
      INTRA: 'Healed ridge at #30 site with slight buccal concavity, 3 mm keratinized tissue',
      DENTAL: [
        ['29', 'Sound, no drifting'],
        ['31', 'Sound, no drifting'],
        ['3', 'Slightly over-erupted'],
      ],
      PERIO: 'PSR 2 2 2 / 2 2 2',
      NOTES: 'Pt is a nurse, works 12-hour shifts, wants surgery on a Friday',
      DX: ['Single tooth edentulous space #30'],
      CONSULT:
        'Options: implant and crown, 3-unit bridge #29-#31, partial denture, or no treatment; risks including nerve injury, implant failure and the need for a bone graft discussed. Pt chose implant. Estimate $4,600 given; pt will check HSA',
      CONSENT: 'Informed consent for implant surgery signed',
      'TX PLAN': ['Implant placement #30', 'Implant crown #30 after 3 months healing', 'Enameloplasty #3'],
      'F/U': 'Follow-up: call pt in 1 week re: scheduling',
    },
  }),
  defineCase({
    id: 'r22-uk-onlay-prep-36-consent-first-dx-no-header-next-appointment-in-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for onlay preparation 36 as planned at the last visit. Cracked tooth symptoms settled since the band was fitted. MH: no changes; asthma, Fostair inhaler. No allergies. Verbal consent confirmed; options of crown or onlay were discussed last time and she chose a gold onlay, fee £650. Soft tissues healthy. 36 orthodontic band intact, MOD amalgam beneath with a crack line visible distally. 37 O composite sound. Cracked tooth 36. LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left and buccal infiltration. Band removed. Amalgam removed; crack stained with caries detector, extends to pulpal floor distally but no pulp exposure. Cusps reduced by 2 mm for onlay. Immediate dentine sealing with Optibond FL. Prep refined, margins finished. PVS impressions taken with double cord technique. Bite registration. Temporary onlay made with Protemp and cemented with Tempbond NE. Occlusion checked. Notes: patient asked to move her next appointment to the afternoon. Next visit: fit onlay 36 in 2 weeks; scale and polish with hygienist.',
    expect: {
      CC: 'Onlay preparation 36 as planned at the last visit. Cracked tooth symptoms settled since the band was fitted',
      'MED HX': 'No changes; asthma, Fostair inhaler. No allergies',
      CONSENT: 'Verbal consent confirmed',
      CONSULT: 'Options of crown or onlay were discussed last time and she chose a gold onlay, fee £650',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Orthodontic band intact, MOD amalgam beneath with a crack line visible distally'],
        ['37', 'O composite sound'],
      ],
      DX: ['Cracked tooth 36'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Band removed',
        'Amalgam removed',
        'Crack stained with caries detector',
        'Extends to pulpal floor distally but no pulp exposure',
        'Cusps reduced by 2 mm for onlay',
        'Immediate dentine sealing with Optibond FL',
        'Prep refined',
        'Margins finished',
        'PVS impressions taken with double cord technique',
        'Bite registration',
        'Temporary onlay made with Protemp and cemented with Tempbond NE',
        'Occlusion checked',
      ],
      'TX TODAY': ['Impressions'],
      NOTES: 'Patient asked to move her next appointment to the afternoon',
      NV: ['Fit onlay 36 in 2 weeks', 'Scale and polish with hygienist'],
    },
  }),
  defineCase({
    id: 'r23-uk-palmer-orthodontic-referral-child-letters',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '11 year old, attended with mum. Routine check; mum concerned about crooked upper teeth and a gap at the front. MH: fit and well, no allergies. EO: Class II skeletal pattern, incompetent lips. IO: soft tissues healthy, OH fair, plaque on upper labial surfaces. Overjet 8 mm, overbite increased and complete to palate. UR2 and UL2 palatally placed. URE and ULE retained, firm. LRE and LLE mobile, exfoliating. UR6, UL6, LR6 and LL6 fissure sealants intact. OPG taken for orthodontic assessment: all permanent teeth present and developing, UR3 and UL3 palatally displaced, no pathology. Dx: Class II div 1 malocclusion with increased overjet; retained URE and ULE. Discussed risk of trauma with the large overjet and that extraction of URE and ULE may be advised by the orthodontist; mum keen for referral. Advised mouthguard for sport. Fluoride varnish applied. OHI given with disclosing tablets. Referral to orthodontist sent today. Plan: extraction URE and ULE if advised by orthodontist. Recall 6 months, sooner if any pain.',
    expect: {
      NOTES: '11 year old, attended with mum',
      CC: 'Routine check; mum concerned about crooked upper teeth and a gap at the front',
      'MED HX': 'Fit and well, no allergies',
      EXTRA: 'Class II skeletal pattern, incompetent lips',
      INTRA:
        'Soft tissues healthy, OH fair, plaque on upper labial surfaces. Overjet 8 mm, overbite increased and complete to palate',
      DENTAL: [
        ['UR2', 'Palatally placed'],
        ['UL2', 'Palatally placed'],
        ['URE', 'Retained, firm'],
        ['ULE', 'Retained, firm'],
        ['LRE', 'Mobile, exfoliating'],
        ['LLE', 'Mobile, exfoliating'],
        ['UR6', 'Fissure sealants intact'],
        ['UL6', 'Fissure sealants intact'],
        ['LR6', 'Fissure sealants intact'],
        ['LL6', 'Fissure sealants intact'],
      ],
      RADIO:
        'OPG taken for orthodontic assessment: all permanent teeth present and developing, UR3 and UL3 palatally displaced, no pathology',
      DX: ['Class II div 1 malocclusion with increased overjet', 'Retained URE, ULE'],
      CONSULT:
        'Discussed risk of trauma with the large overjet and that extraction of URE and ULE may be advised by the orthodontist; mum keen for referral. Advised mouthguard for sport',
      TX: ['Fluoride varnish applied', 'OHI given with disclosing tablets'],
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      'TX PLAN': ['Referral to orthodontist sent today', 'Extraction URE, ULE if advised by orthodontist'],
      'F/U': 'Recall 6 months, sooner if any pain',
    },
  }),
  defineCase({
    id: 'r24-us-universal-whitening-consult-recall-in-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Whitening consultation. Pt wants whiter teeth for her daughter's graduation in 6 weeks; had Zoom whitening 5 years ago elsewhere with good result but lots of sensitivity. Med hx: no changes; hypothyroidism, levothyroxine; seasonal allergies. Allergic to latex. Drinks 3 coffees and a glass of red wine daily. IO: soft tissues WNL, mild extrinsic staining lingual of lower incisors; shade A3.5 on the Vita classical guide. #8 and #9 facial composites, margins stained. #7 PFM crown. #20 and #29 facial abfractions sensitive to air. PSR 1 1 1 / 1 1 1. No radiographs needed; BWX current from 4 months ago. Options reviewed: in-office whitening vs take-home trays vs both; explained that the crown and composites will not whiten and may need replacing to match, and the risk of sensitivity given her history. Pt chose take-home trays with 10% carbamide peroxide; fee $395. Written consent signed. Prophy to remove stain. Upper and lower alginate impressions for bleaching trays. Sensodyne recommended for 2 weeks before starting. NV: deliver bleaching trays in 1 week. F/U 2 weeks after starting to check shade. Notes: pt also asked about Invisalign, to be discussed at next recall.",
    expect: {
      CC: "Whitening consultation. Pt wants whiter teeth for her daughter's graduation in 6 weeks; had Zoom whitening 5 years ago elsewhere with good result but lots of sensitivity",
      'MED HX':
        'No changes; hypothyroidism, levothyroxine; seasonal allergies. Allergic to latex. Drinks 3 coffees and a glass of red wine daily',
      INTRA:
        'Soft tissues WNL, mild extrinsic staining lingual of lower incisors; shade A3.5 on the Vita classical guide',
      DENTAL: [
        ['8', 'F composites, margins stained'],
        ['9', 'F composites, margins stained'],
        ['7', 'PFM crown'],
        ['20', 'Facial abfractions sensitive to air'],
        ['29', 'Facial abfractions sensitive to air'],
      ],
      PERIO: 'PSR 1 1 1 / 1 1 1',
      RADIO: 'No radiographs needed; BWX current from 4 months ago',
      CONSULT:
        'Options reviewed: in-office whitening vs take-home trays vs both; explained that the crown and composites will not whiten and may need replacing to match, and the risk of sensitivity given her history. Pt chose take-home trays with 10% carbamide peroxide; fee $395. Sensodyne recommended for 2 weeks before starting',
      CONSENT: 'Written consent signed',
      TX: ['Prophy to remove stain', 'Upper and lower alginate impressions for bleaching trays'],
      'TX TODAY': ['Prophy', 'Impressions'],
      NV: ['Deliver bleaching trays in 1 week'],
      'F/U': 'F/U 2 weeks after starting to check shade',
      NOTES: 'Pt also asked about Invisalign, to be discussed at next recall',
    },
  }),
];
