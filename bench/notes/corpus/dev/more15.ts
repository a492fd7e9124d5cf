// A sixteenth development batch (ids q01–q24), written from this contract by a helper that had not seen the engine,
// each case labelled before the engine was run on it (UK and US; FDI, Universal and Palmer, with primary teeth in
// words, by Palmer letter and by Universal letter; 14 recogniser-style and 10 typed; 34 to 212 words). Its visits are
// ones the corpus had few of: implant second stage with a healing abutment, post and core with a crown prep, veneer
// preps, an onlay seat, a bridge try-in and cementation, a denture repair and a chairside reline, night guard
// delivery, home whitening trays, a lost orthodontic retainer, a biopsy referral, a TMD consultation, sensitivity with
// a desensitiser, a dry socket dressing, suture removal, a paediatric pulpectomy with a preformed crown, a space
// maintainer, fluoride varnish only, an emergency post crown recementation, pericoronitis, a cracked tooth, an abscess
// given antibiotics only, SDF for adult root caries and periodontal maintenance with localised SRP. Its focus is
// today's treatment titles: which steps are titles (with surfaces and teeth, plurals as said, a filling material
// only with its surfaces or tooth or one tooth named in an earlier step) and which are not (try-in, bite
// registration, suture removal, healing abutment, post, reline, onlay cementation, desensitiser, a socket irrigated,
// a material something is cemented with), procedures named only in the complaint's history, in discussion, in the
// plan or as declined, and a title taken from the complaint when today's steps name no procedure; step boundaries
// in run-on speech; small free-text fields (notes on escorts, anxiety, payment and remarks anywhere in the
// dictation, BPE / PSR with pockets, bleeding, plaque, recession, mobility and furcation, intra- and extra-oral
// findings, radiograph reports, discussion, consent); several diagnoses with and without a header; plans and next
// visits of several items and referrals; sparse visits and sections in an unusual order.
import { defineCase, type NotesCase } from '../case.ts';

export const more15Cases: NotesCase[] = [
  defineCase({
    id: 'q01-uk-asr-implant-second-stage-healing-abutment-36-words',
    style: 'UK',
    asr: true,
    transcript:
      'attended for second stage implant surgery lower left six um implant placed three months ago no problems since medical history no changes takes levothyroxine non smoker allergic to latex intra oral soft tissues healthy ridge well healed over the implant keratinised tissue adequate buccally lower left seven mesial occlusal composite intact lower left five sound periapical taken to check integration good bone level around the implant no radiolucency verbal consent given la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration small crestal incision cover screw removed healing abutment five millimetres high placed and hand tightened one vicryl rapide suture post op instructions given chlorhexidine mouthwash prescribed twice a day for one week notes patient brought his own headphones next visit impressions for implant crown lower left six in two weeks',
    expect: {
      CC: 'Second stage implant surgery 36. Implant placed 3 months ago. No problems since',
      'MED HX': 'No changes. Takes levothyroxine. Non smoker. Allergic to latex',
      INTRA: 'Soft tissues healthy. Ridge well healed over the implant. Keratinised tissue adequate buccally',
      DENTAL: [
        ['37', 'MO composite intact'],
        ['35', 'Sound'],
      ],
      RADIO: 'Periapical taken to check integration. Good bone level around the implant. No radiolucency',
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration',
        'Small crestal incision',
        'Cover screw removed',
        'Healing abutment 5 mm high placed and hand tightened',
        '1 Vicryl Rapide suture',
        'Post op instructions given',
        'Chlorhexidine mouthwash prescribed twice a day for 1 week',
      ],
      NOTES: 'Patient brought his own headphones',
      NV: ['Impressions for implant crown 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'q02-us-asr-universal-post-and-core-crown-prep-8',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for post and core and crown prep on number eight uh root canal was finished last month by the endodontist no pain medical history no changes high blood pressure takes losartan nkda number eight root canal treated access sealed with cavit number seven and number nine mesial composites intact gingiva healthy pa from the endodontist reviewed well condensed fill no periapical lesion reviewed fee and that the post may make retreatment harder patient agreed signed consent one carpule lidocaine two percent one to one hundred thousand epi labial infiltration shade a two gutta percha removed to leave five millimeters apical seal post space prepared with peeso reamers fiber post cemented with relyx unicem core built up with composite crown prep number eight for emax crown retraction cord final impression with pvs temporary crown made with protemp cemented with tempbond bite checked patient wants the temporary to look natural for a work event next visit seat crown number eight in two weeks',
    expect: {
      CC: 'Post and core and crown prep on #8. Root canal was finished last month by the endodontist. No pain',
      'MED HX': 'No changes. High blood pressure. Takes losartan. NKDA',
      DENTAL: [
        ['8', 'Root canal treated access sealed with Cavit'],
        ['7', 'M composites intact'],
        ['9', 'M composites intact'],
      ],
      INTRA: 'Gingiva healthy',
      RADIO: 'PA from the endodontist reviewed. Well condensed fill. No periapical lesion',
      CONSULT: 'Reviewed fee and that the post may make retreatment harder. Patient agreed',
      CONSENT: 'Signed consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration',
        'Shade A2',
        'Gutta percha removed to leave 5 mm apical seal',
        'Post space prepared with Peeso reamers',
        'Fiber post cemented with RelyX Unicem',
        'Core built up with composite',
        'Crown prep #8 for emax crown',
        'Retraction cord',
        'Final impression with PVS',
        'Temporary crown made with Protemp cemented with TempBond',
        'Bite checked',
      ],
      'TX TODAY': ['Crown prep #8', 'Impression', 'Temporary crown'],
      NOTES: 'Patient wants the temporary to look natural for a work event',
      NV: ['Crown fit #8 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'q03-uk-asr-palmer-veneer-preps-ur1-ul1-whitening-discussed',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for veneer preparation upper right one and upper left one unhappy with the shape and colour of her front teeth medical history fit and well no medications no allergies intra oral soft tissues healthy good oral hygiene upper right one and upper left one mesial incisal composites discoloured upper right two peg shaped bpe one one one one one one whitening was discussed at consultation but she prefers veneers fee accepted written consent signed last visit confirmed today la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration upper right one and upper left one shade b one agreed with the patient using a mock up old composites removed veneer preparation upper right one and upper left one with depth cutting bur point five millimetre labial reduction retraction cord placed impressions taken with pvs bite registration temporary veneers made from the mock up matrix with protemp spot etched and bonded occlusion checked in protrusion patient nervous about the look of the temporaries but happy by the end next visit fit veneers upper right one and upper left one in two weeks',
    expect: {
      CC: 'Veneer preparation UR1 and UL1. Unhappy with the shape and colour of her front teeth',
      'MED HX': 'Fit and well. No medications. No allergies',
      INTRA: 'Soft tissues healthy. Good oral hygiene',
      DENTAL: [
        ['UR1', 'MI composites discoloured'],
        ['UL1', 'MI composites discoloured'],
        ['UR2', 'Peg shaped'],
      ],
      PERIO: 'BPE 1 1 1 1 1 1',
      CONSULT: 'Whitening was discussed at consultation but she prefers veneers. Fee accepted',
      CONSENT: 'Written consent signed last visit confirmed today',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1, UL1',
        'Shade B1 agreed with the patient using a mock up',
        'Old composites removed',
        'Veneer preparation UR1, UL1 with depth cutting bur',
        '0.5 mm labial reduction',
        'Retraction cord placed',
        'Impressions taken with PVS',
        'Bite registration',
        'Temporary veneers made from the mock up matrix with Protemp',
        'Spot etched and bonded',
        'Occlusion checked in protrusion',
      ],
      'TX TODAY': ['Impressions'],
      NOTES: 'Patient nervous about the look of the temporaries but happy by the end',
      NV: ['Fit veneers UR1, UL1 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'q04-us-asr-universal-onlay-seat-30-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for onlay seat number thirty uh temporary came off twice and it's a bit sensitive to cold medical history no changes allergic to codeine temporary onlay number thirty missing prep clean no decay number thirty one sealant intact gingiva slightly inflamed around number thirty no anesthetic needed prep cleaned with pumice and chlorhexidine gold onlay tried in contacts adjusted margins checked with explorer rubber dam placed onlay cemented with relyx unicem excess removed with floss and scaler bite adjusted in centric and excursions polished post op instructions given told to chew on the other side for the rest of the day next visit prophy and fluoride varnish recall six months",
    expect: {
      CC: "Onlay seat #30. Temporary came off twice and it's a bit sensitive to cold",
      'MED HX': 'No changes. Allergic to codeine',
      DENTAL: [
        ['30', 'Temporary onlay missing prep clean no decay'],
        ['31', 'Sealant intact'],
      ],
      INTRA: 'Gingiva slightly inflamed around #30',
      TX: [
        'No anesthetic needed',
        'Prep cleaned with pumice and chlorhexidine',
        'Gold onlay tried in',
        'Contacts adjusted',
        'Margins checked with explorer',
        'Rubber dam placed',
        'Onlay cemented with RelyX Unicem',
        'Excess removed with floss and scaler',
        'Bite adjusted in centric and excursions',
        'Polished',
        'Post op instructions given',
      ],
      CONSULT: 'Told to chew on the other side for the rest of the day',
      NV: ['Prophy', 'Fluoride varnish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'q05-uk-asr-bridge-try-in-cementation-44-46',
    style: 'UK',
    asr: true,
    transcript:
      'attended for fit of bridge forty four to forty six replacing forty five comma temporary bridge came out last week and was recemented at our emergency clinic full stop medical history no changes takes warfarin inr two point three yesterday intra oral soft tissues healthy gingivae around forty four and forty six slightly inflamed bpe two two two two two three temporary bridge removed abutments cleaned with pumice and chlorhexidine bridge tried in contact with forty seven tight eased with an abrasive strip margins and shade checked patient happy with the colour in the mirror bridge cemented with glass ionomer luting cement excess cement removed with floss superfloss under pontic occlusion checked and adjusted in lateral excursions oral hygiene instruction with superfloss and interdental brushes notes her husband is hard of hearing and waited in reception review three months with hygienist',
    expect: {
      CC: 'Fit of bridge 44 to 46 replacing 45, temporary bridge came out last week and was recemented at our emergency clinic',
      'MED HX': 'No changes. Takes warfarin. INR 2.3 yesterday',
      INTRA: 'Soft tissues healthy. Gingivae around 44 and 46 slightly inflamed',
      PERIO: 'BPE 2 2 2 2 2 3',
      TX: [
        'Temporary bridge removed',
        'Abutments cleaned with pumice and chlorhexidine',
        'Bridge tried in',
        'Contact with 47 tight',
        'Eased with an abrasive strip',
        'Margins and shade checked',
        'Bridge cemented with glass ionomer luting cement',
        'Excess cement removed with floss',
        'Superfloss under pontic',
        'Occlusion checked and adjusted in lateral excursions',
        'Oral hygiene instruction with Superfloss and interdental brushes',
      ],
      'TX TODAY': ['Bridge fit', 'OHI'],
      NOTES:
        'Patient happy with the colour in the mirror. Her husband is hard of hearing and waited in reception',
      'F/U': 'Review 3 months with hygienist',
    },
  }),
  defineCase({
    id: 'q06-uk-asr-palmer-denture-repair-ease-carer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency appointment upper denture snapped in half last night while eating comma wants it fixed today full stop medical history no changes type two diabetes lives in a care home notes came with her carer intra oral upper edentulous ridge healthy small ulcer in the lower right buccal sulcus under the lower partial denture lower right three and lower left three worn but sound lower left four missing denture repaired in the lab over lunch fracture line joined with cold cure acrylic and polished lower denture flange eased over the ulcer um discussed a new upper denture with a metal palate as this is the third repair and extraction of the lower left three in future if it loosens carer will discuss with family review two weeks',
    expect: {
      CC: 'Emergency appointment. Upper denture snapped in half last night while eating, wants it fixed today',
      'MED HX': 'No changes. Type 2 diabetes. Lives in a care home',
      NOTES: 'Came with her carer',
      INTRA:
        'Upper edentulous ridge healthy. Small ulcer in the lower right buccal sulcus under the lower partial denture',
      DENTAL: [
        ['LR3', 'Worn but sound'],
        ['LL3', 'Worn but sound'],
        ['LL4', 'Missing'],
      ],
      TX: [
        'Denture repaired in the lab over lunch',
        'Fracture line joined with cold cure acrylic and polished',
        'Lower denture flange eased over the ulcer',
      ],
      'TX TODAY': ['Denture adjustment'],
      CONSULT:
        'Discussed a new upper denture with a metal palate as this is the third repair and extraction of LL3 in future if it loosens. Carer will discuss with family',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'q07-us-asr-universal-night-guard-delivery-crown-planned',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for delivery of night guard uh still clenching at night jaw sore in the mornings medical history no changes takes sertraline and ibuprofen as needed no known allergies extraoral masseters tender bilaterally no tmj clicking today opening forty five millimeters intraoral linea alba bilaterally scalloped tongue number three and number thirteen no wait number fourteen wear facets number nineteen mesial occlusal distal amalgam with a crack line visible night guard fitted retention good occlusion adjusted to even contacts in centric and canine guidance in excursions polished night guard care and cleaning instructions given advised to bring it to every check up discussed crown for number nineteen because of the crack patient wants to wait until next year for insurance plan crown number nineteen next year review night guard in four weeks',
    expect: {
      CC: 'Delivery of night guard. Still clenching at night. Jaw sore in the mornings',
      'MED HX': 'No changes. Takes sertraline and ibuprofen as needed. No known allergies',
      EXTRA: 'Masseters tender bilaterally. No TMJ clicking today. Opening 45 mm',
      INTRA: 'Linea alba bilaterally. Scalloped tongue',
      DENTAL: [
        ['3', 'Wear facets'],
        ['14', 'Wear facets'],
        ['19', 'MOD amalgam with a crack line visible'],
      ],
      TX: [
        'Night guard fitted',
        'Retention good',
        'Occlusion adjusted to even contacts in centric and canine guidance in excursions',
        'Polished',
        'Night guard care and cleaning instructions given',
      ],
      'TX TODAY': ['Night guard'],
      CONSULT:
        'Advised to bring it to every check up. Discussed crown for #19 because of the crack. Patient wants to wait until next year for insurance',
      'TX PLAN': ['Crown #19 next year'],
      'F/U': 'Review night guard in 4 weeks',
    },
  }),
  defineCase({
    id: 'q08-uk-asr-sensitivity-desensitiser-gic-two-teeth-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'attends with sensitive upper front teeth since starting home whitening ten days ago sharp pain with cold drinks medical history no changes asthma uses a brown inhaler no allergies extra oral nad intra oral soft tissues healthy oral hygiene good bpe one one one one one one recession two millimetres on upper canines thirteen and twenty three buccal abrasion cavities sensitive to air thirty four and forty four small buccal abrasion cavities er diagnosis dentine hypersensitivity and abrasion cavities thirty four and forty four advised to stop whitening for a week then use the gel every other night and to use sensodyne repair twice a day without rinsing patient agreed verbal consent gluma desensitiser applied to thirteen and twenty three for sixty seconds thirty four and forty four buccal cavities cleaned with pumice glass ionomer placed fluoride varnish to all buccal cervical areas review in four weeks',
    expect: {
      CC: 'Sensitive upper front teeth since starting home whitening 10 days ago. Sharp pain with cold drinks',
      'MED HX': 'No changes. Asthma. Uses a brown inhaler. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Oral hygiene good',
      PERIO: 'BPE 1 1 1 1 1 1. Recession 2 mm on upper canines',
      DENTAL: [
        ['13', 'B abrasion cavities sensitive to air'],
        ['23', 'B abrasion cavities sensitive to air'],
        ['34', 'Small B abrasion cavities'],
        ['44', 'Small B abrasion cavities'],
      ],
      DX: ['Dentine hypersensitivity', 'Abrasion cavities 34, 44'],
      CONSULT:
        'Advised to stop whitening for a week then use the gel every other night and to use Sensodyne Repair twice a day without rinsing. Patient agreed',
      CONSENT: 'Verbal consent',
      TX: [
        'Gluma desensitiser applied 13, 23 for 60 seconds',
        '34, 44 B cavities cleaned with pumice',
        'Glass ionomer placed',
        'Fluoride varnish to all buccal cervical areas',
      ],
      'TX TODAY': ['Fluoride varnish'],
      'F/U': 'Review in 4 weeks',
    },
  }),
  defineCase({
    id: 'q09-uk-asr-dry-socket-46-words-extraction-in-history',
    style: 'UK',
    asr: true,
    transcript:
      "um patient's sister drove her in as she feels unwell with the pain full stop throbbing pain lower right since extraction of lower right six four days ago at another practice pain radiating to the ear paracetamol not helping medical history smoker fifteen a day takes the combined pill allergic to penicillin extra oral no swelling no lymphadenopathy intra oral halitosis no pus lower right six socket empty with exposed bone and food debris lower right seven distal sorry mesial cavity visible from the socket diagnosis dry socket lower right six and caries lower right seven explained smoking and the pill increase the risk la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with warm saline debris removed alvogyl packed advised not to smoke for three days and ibuprofen four hundred mg with paracetamol plan mesial filling lower right seven once healed review in three days",
    expect: {
      NOTES: "Patient's sister drove her in as she feels unwell with the pain",
      CC: 'Throbbing pain lower right since extraction of 46 4 days ago at another practice. Pain radiating to the ear. Paracetamol not helping',
      'MED HX': 'Smoker 15 a day. Takes the combined pill. Allergic to penicillin',
      EXTRA: 'No swelling. No lymphadenopathy',
      // The socket of an extracted tooth is a place (rule 7), as in later batches.
      INTRA: 'Halitosis. No pus. 46 socket empty with exposed bone and food debris',
      DENTAL: [['47', 'M cavity visible from the socket']],
      DX: ['Dry socket 46', 'Caries 47'],
      CONSULT:
        'Explained smoking and the pill increase the risk. Advised not to smoke for 3 days and ibuprofen 400 mg with paracetamol',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl packed',
      ],
      'TX PLAN': ['M filling 47 once healed'],
      'F/U': 'Review in 3 days',
    },
  }),
  defineCase({
    id: 'q10-us-asr-universal-suture-removal-sparse',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for suture removal one week after extraction of number thirty two healing well no pain medical history no changes site healing nicely three sutures removed area rinsed with saline review as needed',
    expect: {
      CC: 'Suture removal 1 week after extraction of #32. Healing well. No pain',
      'MED HX': 'No changes',
      INTRA: 'Site healing nicely',
      TX: ['3 sutures removed', 'Area rinsed with saline'],
      'F/U': 'Review as needed',
    },
  }),
  defineCase({
    id: 'q11-uk-asr-child-pulpectomy-lower-right-d-pmc-gic-e',
    style: 'UK',
    asr: true,
    transcript:
      'five year old came in with mum and her little brother full stop toothache lower right on and off for two weeks woke her up last night medical history fit and well allergic to amoxicillin extra oral no swelling intra oral small gumboil buccal to lower right d lower right d large disto occlusal cavity tender to percussion lower right e occlusal caries upper right e and upper left e fissure sealants intact periapical taken of lower right d furcation radiolucency roots not resorbed diagnosis irreversible pulpitis lower right d with furcal involvement and caries lower right e explained pulpectomy and crown or extraction mum chose to keep the tooth mum gave verbal consent topical la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration rubber dam pulpectomy lower right d canals cleaned with files and irrigated with saline filled with vitapex preformed metal crown size five fitted with glass ionomer cement lower right e occlusal caries removed glass ionomer placed child became upset towards the end but managed with breaks plan fissure sealants lower right six and lower left six when erupted review two weeks',
    expect: {
      NOTES:
        '5 year old came in with mum and her little brother. Child became upset towards the end but managed with breaks',
      CC: 'Toothache lower right on and off for 2 weeks. Woke her up last night',
      'MED HX': 'Fit and well. Allergic to amoxicillin',
      EXTRA: 'No swelling',
      INTRA: 'Small gumboil buccal to 84',
      DENTAL: [
        ['84', 'Large DO cavity tender to percussion'],
        ['85', 'O caries'],
        ['55', 'Fissure sealants intact'],
        ['65', 'Fissure sealants intact'],
      ],
      RADIO: 'Periapical taken of 84. Furcation radiolucency. Roots not resorbed',
      DX: ['Irreversible pulpitis 84 with furcal involvement', 'Caries 85'],
      CONSULT: 'Explained pulpectomy and crown or extraction. Mum chose to keep the tooth',
      CONSENT: 'Mum gave verbal consent',
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Rubber dam',
        'Pulpectomy 84',
        'Canals cleaned with files and irrigated with saline',
        'Filled with Vitapex',
        'Preformed metal crown size 5 fitted with glass ionomer cement',
        '85 O caries removed',
        'Glass ionomer placed',
      ],
      'TX TODAY': ['Pulpectomy 84', 'SSC', 'O GIC 85'],
      'TX PLAN': ['Fissure sealants 46, 36 when erupted'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'q12-us-asr-universal-perio-maintenance-localized-srp-2-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for three month perio maintenance uh says floss keeps shredding upper right medical history no changes type two diabetes a1c seven point four on metformin and jardiance allergic to sulfa quit smoking two years ago extraoral wnl intraoral tongue coated mild gingival inflammation upper right buccal perio psr three four three three three three probing depths mostly three to four with six millimeter pockets distal of number two and mesial of number three bleeding on probing twenty two percent plaque index thirty percent number two class two furcation buccal number three mobility one number four distal overhang on the composite sorry on the amalgam four bitewings taken bone stable since last year calculus distal of number two two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration upper right scaling and root planing number two and number three periodontal maintenance remaining teeth with cavitron and hand scalers oral hygiene instructions with a rubber tip and end tuft brush arestin into the distal pocket of number two discussed that number two may need a periodontist and the overhang should be replaced patient agrees plan replace amalgam number four with composite refer number two to periodontist next visit mesial occlusal distal composite number four recall three months',
    expect: {
      CC: '3 month perio maintenance. Says floss keeps shredding upper right',
      'MED HX':
        'No changes. Type 2 diabetes. A1C 7.4. On metformin and Jardiance. Allergic to sulfa. Quit smoking 2 years ago',
      EXTRA: 'WNL',
      INTRA: 'Tongue coated. Mild gingival inflammation upper right buccal',
      PERIO:
        'PSR 3 4 3 3 3 3. Probing depths mostly 3 to 4 with 6 mm pockets distal of #2 and mesial of #3. Bleeding on probing 22%. Plaque index 30%',
      DENTAL: [
        ['2', 'Class 2 furcation buccal'],
        ['3', 'Mobility 1'],
        ['4', 'D overhang on the amalgam'],
      ],
      RADIO: '4 bitewings taken. Bone stable since last year. Calculus distal of #2',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing #2, #3',
        'Periodontal maintenance remaining teeth with Cavitron and hand scalers',
        'Oral hygiene instructions with a rubber tip and end tuft brush',
        'Arestin into the distal pocket #2',
      ],
      'TX TODAY': ['SRP #2, #3', 'Periodontal maintenance', 'OHI'],
      CONSULT: 'Discussed that #2 may need a periodontist and the overhang should be replaced. Patient agrees',
      'TX PLAN': ['Replace amalgam #4 with composite', 'Refer #2 to periodontist'],
      NV: ['MOD composite #4'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'q13-us-asr-universal-notes-first-pericoronitis-17-irrigation-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient is a college student home for the holidays mom in the waiting room full stop pain and swelling behind the lower left back tooth for four days hard to open comma bad taste medical history no medical problems no meds allergic to penicillin vapes daily extraoral left submandibular node tender mouth opening thirty millimeters intraoral operculum over number seventeen red and swollen with pus no other lesions number seventeen partially erupted number eighteen distal occlusal composite intact number thirty two fully erupted pano taken number seventeen mesioangular impaction roots close to the canal diagnosis acute pericoronitis number seventeen discussed irrigation and antibiotics today and removal of number seventeen and number thirty two by an oral surgeon once it settles patient agreed verbal consent area under the operculum irrigated with peridex using a monoject syringe sharp cusp of number sixteen sorry number fifteen smoothed prescribed clindamycin three hundred mg four times a day for seven days advised ibuprofen six hundred mg every six hours as needed and warm salt water rinses referral to oral surgery for removal of number seventeen and number thirty two follow up in three days by phone',
    expect: {
      NOTES: 'Patient is a college student home for the holidays. Mom in the waiting room',
      CC: 'Pain and swelling behind the lower left back tooth for 4 days. Hard to open, bad taste',
      'MED HX': 'No medical problems. No meds. Allergic to penicillin. Vapes daily',
      EXTRA: 'Left submandibular node tender. Mouth opening 30 mm',
      INTRA: 'Operculum over #17 red and swollen with pus. No other lesions',
      DENTAL: [
        ['17', 'Partially erupted'],
        ['18', 'DO composite intact'],
        ['32', 'Fully erupted'],
      ],
      RADIO: 'Pano taken. #17 mesioangular impaction. Roots close to the canal',
      DX: ['Acute pericoronitis #17'],
      CONSULT:
        'Discussed irrigation and antibiotics today and removal of #17 and #32 by an oral surgeon once it settles. Patient agreed. Advised ibuprofen 600 mg every 6 hours as needed and warm salt water rinses',
      CONSENT: 'Verbal consent',
      TX: [
        'Area under the operculum irrigated with Peridex using a Monoject syringe',
        'Sharp cusp #15 smoothed',
        'Prescribed clindamycin 300 mg 4 times a day for 7 days',
      ],
      'TX TODAY': ['Irrigation'],
      'TX PLAN': ['Referral to oral surgery for removal #17, #32'],
      'F/U': 'Follow up in 3 days by phone',
    },
  }),
  defineCase({
    id: 'q14-uk-asr-abscess-antibiotics-only-dx-first-words',
    style: 'UK',
    asr: true,
    transcript:
      'acute apical abscess upper right four and cracked cusp upper right five full stop patient declined extraction and wants root canal treatment full stop notes she has to collect her children at three so no time for treatment today new paragraph complains of swelling upper right cheek since yesterday and throbbing pain for three days medical history hypertension on amlodipine allergic to penicillin rash extra oral mild swelling over right canine fossa no lymphadenopathy no trismus temperature thirty seven point two intra oral fluctuant swelling buccal to upper right four upper right four deep distal caries tender to percussion no response to cold upper right five palatal cusp cracked pa upper right four periapical radiolucency around the apex caries into pulp discussed draining today but she was too anxious for an injection full stop metronidazole four hundred mg three times a day for five days prescribed advised ibuprofen and paracetamol and to go to a and e if swelling spreads to the eye or she has difficulty swallowing plan root canal treatment upper right four then crown next visit extirpation upper right four in two days',
    expect: {
      DX: ['Acute apical abscess 14', 'Cracked cusp 15'],
      NOTES: 'She has to collect her children at 3 so no time for treatment today',
      CC: 'Swelling upper right cheek since yesterday and throbbing pain for 3 days',
      'MED HX': 'Hypertension on amlodipine. Allergic to penicillin rash',
      EXTRA: 'Mild swelling over right canine fossa. No lymphadenopathy. No trismus. Temperature 37.2',
      INTRA: 'Fluctuant swelling buccal to 14',
      DENTAL: [
        ['14', 'Deep D caries tender to percussion no response to cold'],
        ['15', 'P cusp cracked'],
      ],
      RADIO: 'PA 14. Periapical radiolucency around the apex. Caries into pulp',
      CONSULT:
        'Patient declined extraction and wants root canal treatment. Discussed draining today but she was too anxious for an injection. Advised ibuprofen and paracetamol and to go to A and E if swelling spreads to the eye or she has difficulty swallowing',
      TX: ['Metronidazole 400 mg 3 times a day for 5 days prescribed'],
      'TX PLAN': ['RCT 14', 'Crown'],
      NV: ['Extirpation 14 in 2 days'],
    },
  }),
  defineCase({
    id: 'q15-uk-palmer-child-space-maintainer-lr6-try-in-cemented-gic',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '8 year old attended with dad. Here for fit of space maintainer; LRE extracted 3 weeks ago under GA, healing well. MH: asthma, salbutamol inhaler PRN; no allergies. IO: extraction site healed, plaque around lower molars, gingivae healthy. LR6 erupted, sound. LLE DO GIC intact. ULE and URE arrested occlusal caries. Band and loop tried in on LR6; fit checked; cemented with GIC; excess removed; occlusion checked. Fluoride varnish and OHI with disclosing tablets to dad. Dad asked for an invoice for his insurer. Child very well behaved, earned a sticker. Plan: fissure sealants LR6, LL6, UR6 and UL6. Review 6 weeks to check the space maintainer. Recall 3 months.',
    expect: {
      NOTES:
        '8 year old attended with dad. Dad asked for an invoice for his insurer. Child very well behaved, earned a sticker',
      CC: 'Fit of space maintainer; LRE extracted 3 weeks ago under GA, healing well',
      'MED HX': 'Asthma, salbutamol inhaler PRN; no allergies',
      INTRA: 'Extraction site healed, plaque around lower molars, gingivae healthy',
      DENTAL: [
        ['LR6', 'Erupted, sound'],
        ['LLE', 'DO GIC intact'],
        ['ULE', 'Arrested O caries'],
        ['URE', 'Arrested O caries'],
      ],
      TX: [
        'Band and loop tried in LR6',
        'Fit checked',
        'Cemented with GIC',
        'Excess removed',
        'Occlusion checked',
        'Fluoride varnish',
        'OHI with disclosing tablets to dad',
      ],
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      'TX PLAN': ['Fissure sealants LR6, LL6, UR6, UL6'],
      'F/U': 'Review 6 weeks to check the space maintainer. Recall 3 months',
    },
  }),
  defineCase({
    id: 'q16-us-universal-child-letters-fluoride-varnish-only-sparse',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 yo, came in with grandma. Here for fluoride varnish only; no problems. Med hx: healthy, no meds. #K and #T sealants intact; #E and #F early white spot lesions facially. Fluoride varnish 5% NaF applied to all teeth. Recall 3 months.',
    expect: {
      NOTES: '5 yo, came in with grandma',
      CC: 'Fluoride varnish only; no problems',
      'MED HX': 'Healthy, no meds',
      DENTAL: [
        ['K', 'Sealants intact'],
        ['T', 'Sealants intact'],
        ['E', 'Early white spot lesions facially'],
        ['F', 'Early white spot lesions facially'],
      ],
      TX: ['Fluoride varnish 5% NaF applied to all teeth'],
      'TX TODAY': ['Fluoride varnish'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'q17-uk-emergency-post-crown-recement-21',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Crown on 21 came off this morning eating a sandwich; has it with him. No pain. MH: no changes; takes apixaban. 21 post crown dislodged with the post still inside the crown, root face intact, no caries, no mobility. 22 M composite sound. PA 21: good root filling, no periapical pathology, no root fracture seen. Discussed that recementing may not last and that an implant or a new post crown are the longer-term options; patient wants it recemented today and will think about the rest. Verbal consent. No LA. Post and crown cleaned of old cement; canal cleaned with EDTA and dried; tried in; post crown recemented with RelyX Unicem; excess removed; occlusion checked with light contact only. Notes: patient is a teacher and needs to be back for afternoon classes. Review at routine exam in 2 months.',
    expect: {
      CC: 'Emergency. Crown on 21 came off this morning eating a sandwich; has it with him. No pain',
      'MED HX': 'No changes; takes apixaban',
      DENTAL: [
        ['21', 'Post crown dislodged with the post still inside the crown, root face intact, no caries, no mobility'],
        ['22', 'M composite sound'],
      ],
      RADIO: 'PA 21: good root filling, no periapical pathology, no root fracture seen',
      CONSULT:
        'Discussed that recementing may not last and that an implant or a new post crown are the longer-term options; patient wants it recemented today and will think about the rest',
      CONSENT: 'Verbal consent',
      TX: [
        'No LA',
        'Post and crown cleaned of old cement',
        'Canal cleaned with EDTA and dried',
        'Tried in',
        'Post crown recemented with RelyX Unicem',
        'Excess removed',
        'Occlusion checked with light contact only',
      ],
      'TX TODAY': ['Crown recement'],
      NOTES: 'Patient is a teacher and needs to be back for afternoon classes',
      'F/U': 'Review at routine exam in 2 months',
    },
  }),
  defineCase({
    id: 'q18-us-universal-cracked-tooth-19-dx-no-header-temp-dressing',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: pain on biting lower left for 3 weeks, sharp and brief, worse with hard foods. Med hx: GERD, omeprazole 20 mg; NKDA. Wife waited in the car; pt asked to finish by 11. EO: WNL. IO: soft tissues WNL, generalized attrition, mild plaque. #19 MOD amalgam, crack line mesially, positive bite test on distolingual cusp with Tooth Slooth, normal response to cold. #18 O composite intact. #20 sound. BWX and PA #19: no caries, no periapical radiolucency, bone levels normal. Cracked tooth #19; reversible pulpitis #19. Discussed crown to hold the tooth together, possible RCT later if symptoms persist, and extraction if the crack extends below the gum; fee $1,250 quoted. Pt elected crown. Verbal consent. 2 carpules 2% lidocaine 1:100,000 epi, left IANB. Amalgam removed, crack confirmed running mesial to distal across the pulpal floor, no pulp exposure; temp dressing with IRM placed; occlusion reduced. Plan: crown prep #19 next week; RCT #19 if symptoms persist. Next visit: crown prep #19 and impressions.',
    expect: {
      CC: 'Pain on biting lower left for 3 weeks, sharp and brief, worse with hard foods',
      'MED HX': 'GERD, omeprazole 20 mg; NKDA',
      NOTES: 'Wife waited in the car; pt asked to finish by 11',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, generalized attrition, mild plaque',
      DENTAL: [
        ['19', 'MOD amalgam, crack line mesially, positive bite test on DL cusp with Tooth Slooth, normal response to cold'],
        ['18', 'O composite intact'],
        ['20', 'Sound'],
      ],
      RADIO: 'BWX and PA #19: no caries, no periapical radiolucency, bone levels normal',
      DX: ['Cracked tooth #19', 'Reversible pulpitis #19'],
      CONSULT:
        'Discussed crown to hold the tooth together, possible RCT later if symptoms persist, and extraction if the crack extends below the gum; fee $1,250 quoted. Pt elected crown',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Amalgam removed',
        'Crack confirmed running mesial to distal across the pulpal floor',
        'No pulp exposure',
        'Temp dressing with IRM placed',
        'Occlusion reduced',
      ],
      'TX TODAY': ['Temporary dressing'],
      'TX PLAN': ['Crown prep #19 next week', 'RCT #19 if symptoms persist'],
      NV: ['Crown prep #19', 'Impressions'],
    },
  }),
  defineCase({
    id: 'q19-uk-palmer-biopsy-referral-first-notes-then-complaint',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Urgent 2-week wait referral to OMFS for biopsy of white patch on the left lateral tongue. Notes: patient very worried about cancer; wife present and asked most of the questions. C/O rough patch on the side of the tongue noticed 6 weeks ago, painless. MH: type 2 diabetes, metformin; atrial fibrillation, apixaban. Ex-smoker (quit 2019, 30 pack-years), drinks 20 units a week. EO: no palpable cervical lymph nodes, no facial asymmetry. IO: 15 x 10 mm white non-wipeable patch with red speckled areas on the left lateral border of the tongue opposite LL6 and LL7; floor of mouth and other soft tissues normal. LL6 sharp lingual cusp. LL7 DO amalgam with ditched margins. BPE 2 2 2 / 3 2 2. No radiographs today. Impression: speckled leukoplakia of the left lateral tongue. Explained the need for a biopsy to find out what the patch is and that the hospital will contact him within 2 weeks; advised to stop drinking and not to restart smoking. LL6 cusp smoothed. Plan: replace LL7 amalgam after hospital review. Review 4 weeks.',
    expect: {
      'TX PLAN': [
        'Urgent 2-week wait referral to OMFS for biopsy of white patch on the left lateral tongue',
        'Replace LL7 amalgam after hospital review',
      ],
      NOTES: 'Patient very worried about cancer; wife present and asked most of the questions',
      CC: 'Rough patch on the side of the tongue noticed 6 weeks ago, painless',
      'MED HX':
        'Type 2 diabetes, metformin; atrial fibrillation, apixaban. Ex-smoker (quit 2019, 30 pack-years), drinks 20 units a week',
      EXTRA: 'No palpable cervical lymph nodes, no facial asymmetry',
      INTRA:
        '15 x 10 mm white non-wipeable patch with red speckled areas on the left lateral border of the tongue opposite LL6 and LL7; floor of mouth and other soft tissues normal',
      DENTAL: [
        ['LL6', 'Sharp L cusp'],
        ['LL7', 'DO amalgam with ditched margins'],
      ],
      PERIO: 'BPE 2 2 2 / 3 2 2',
      RADIO: 'No radiographs today',
      DX: ['Speckled leukoplakia of the left lateral tongue'],
      CONSULT:
        'Explained the need for a biopsy to find out what the patch is and that the hospital will contact him within 2 weeks; advised to stop drinking and not to restart smoking',
      TX: ['LL6 cusp smoothed'],
      'F/U': 'Review 4 weeks',
    },
  }),
  defineCase({
    id: 'q20-us-universal-tmd-consult-three-dx-impressions-night-guard-planned',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'TMD consult, referred by PCP. Pt reports right jaw pain and clicking for 6 months, worse in the morning and after chewing gum; occasional locking open last month. Med hx: anxiety, escitalopram 10 mg; migraines; NKDA. EO: right TMJ reciprocal click on opening and closing, no crepitus; tender right masseter and temporalis, left masseter mildly tender; max opening 38 mm with deviation to the right, lateral excursions 8 mm each side. IO: linea alba, tongue scalloping, generalized attrition on canines. #3 and #14 MO composites intact; #30 PFM crown. PSR 1 1 1 1 1 1. Pano: condyles symmetric, no degenerative changes. Dx: myofascial pain; disc displacement with reduction of the right TMJ; sleep bruxism. Reviewed self-care (soft diet, no gum, heat, jaw rest, stress management), NSAIDs for flares, and a maxillary night guard; possible referral to PT if no improvement. Pt wants the night guard; cost $650 discussed, insurance pre-authorization to be sent. Upper and lower alginate impressions taken; bite registration taken. Pt tearful when discussing stress at work. Next visit: deliver night guard. Re-eval 6 weeks.',
    expect: {
      CC: 'TMD consult, referred by PCP. Pt reports right jaw pain and clicking for 6 months, worse in the morning and after chewing gum; occasional locking open last month',
      'MED HX': 'Anxiety, escitalopram 10 mg; migraines; NKDA',
      EXTRA:
        'Right TMJ reciprocal click on opening and closing, no crepitus; tender right masseter and temporalis, left masseter mildly tender; max opening 38 mm with deviation to the right, lateral excursions 8 mm each side',
      INTRA: 'Linea alba, tongue scalloping, generalized attrition on canines',
      DENTAL: [
        ['3', 'MO composites intact'],
        ['14', 'MO composites intact'],
        ['30', 'PFM crown'],
      ],
      PERIO: 'PSR 1 1 1 1 1 1',
      RADIO: 'Pano: condyles symmetric, no degenerative changes',
      DX: ['Myofascial pain', 'Disc displacement with reduction of the right TMJ', 'Sleep bruxism'],
      CONSULT:
        'Reviewed self-care (soft diet, no gum, heat, jaw rest, stress management), NSAIDs for flares, and a maxillary night guard; possible referral to PT if no improvement. Pt wants the night guard; cost $650 discussed, insurance pre-authorization to be sent',
      TX: ['Upper and lower alginate impressions taken', 'Bite registration taken'],
      'TX TODAY': ['Impressions'],
      NOTES: 'Pt tearful when discussing stress at work',
      NV: ['Deliver night guard'],
      'F/U': 'Re-eval 6 weeks',
    },
  }),
  defineCase({
    id: 'q21-uk-sdf-adult-root-caries-gic-tooth-in-earlier-step',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for review of root caries. Home help brought her today. MH: Parkinson's, co-careldopa; dry mouth; no allergies; lives alone. Soft tissues healthy but dry, heavy plaque along lower gingival margins. 33 and 43 buccal root caries, soft, not tender. 44 buccal GIC lost. 31 and 41 missing (partial denture). BPE 2 2 2 / 2 3 2. Dx: active root caries 33, 43 and 44; xerostomia. Explained SDF to arrest the caries and that it stains black; she is not worried about appearance. Verbal consent given. Teeth cleaned and dried with cotton rolls; SDF applied to 33 and 43 for 1 minute; 44 buccal cavity cleaned, GIC placed; Duraphat varnish applied. Duraphat 5000 toothpaste prescribed. Advised to sip water often and use the toothpaste at bedtime. Plan: reapply SDF in 6 months. Recall 3 months.",
    expect: {
      CC: 'Review of root caries',
      NOTES: 'Home help brought her today',
      'MED HX': "Parkinson's, co-careldopa; dry mouth; no allergies; lives alone",
      INTRA: 'Soft tissues healthy but dry, heavy plaque along lower gingival margins',
      DENTAL: [
        ['33', 'B root caries, soft, not tender'],
        ['43', 'B root caries, soft, not tender'],
        ['44', 'B GIC lost'],
        ['31', 'Missing (partial denture)'],
        ['41', 'Missing (partial denture)'],
      ],
      PERIO: 'BPE 2 2 2 / 2 3 2',
      DX: ['Active root caries 33, 43, 44', 'Xerostomia'],
      CONSULT:
        'Explained SDF to arrest the caries and that it stains black; she is not worried about appearance. Advised to sip water often and use the toothpaste at bedtime',
      CONSENT: 'Verbal consent given',
      TX: [
        'Teeth cleaned and dried with cotton rolls',
        'SDF applied 33, 43 for 1 minute',
        '44 B cavity cleaned',
        'GIC placed',
        'Duraphat varnish applied',
        'Duraphat 5000 toothpaste prescribed',
      ],
      'TX TODAY': ['SDF 33, 43', 'B GIC 44', 'Fluoride varnish'],
      'TX PLAN': ['Reapply SDF in 6 months'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'q22-us-universal-lost-essex-retainer-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '16 yo, came with dad. Lost upper Essex retainer at school 2 weeks ago, wearing lower only; braces removed 8 months ago. Med hx: ADHD, methylphenidate; NKDA. IO: soft tissues WNL, mild gingivitis lower anteriors, lower bonded retainer intact, 1 mm space between #8 and #9. #7 and #10 slightly rotated. #3 and #14 sealants intact. Discussed that teeth will keep moving without the retainer, new retainer fee $180, wear full time for 2 weeks then nights only. Dad agreed. Upper and lower alginate impressions taken for new Essex retainers. Lower bonded retainer checked, calculus removed around it. OHI with floss threaders. Pt says he left the case in his locker. Next visit: deliver upper and lower Essex retainers in 1 week. Recall 6 months.',
    expect: {
      NOTES: '16 yo, came with dad. Pt says he left the case in his locker',
      CC: 'Lost upper Essex retainer at school 2 weeks ago, wearing lower only; braces removed 8 months ago',
      'MED HX': 'ADHD, methylphenidate; NKDA',
      INTRA:
        'Soft tissues WNL, mild gingivitis lower anteriors, lower bonded retainer intact, 1 mm space between #8 and #9',
      DENTAL: [
        ['7', 'Slightly rotated'],
        ['10', 'Slightly rotated'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
      ],
      CONSULT:
        'Discussed that teeth will keep moving without the retainer, new retainer fee $180, wear full time for 2 weeks then nights only. Dad agreed',
      TX: [
        'Upper and lower alginate impressions taken for new Essex retainers',
        'Lower bonded retainer checked',
        'Calculus removed around it',
        'OHI with floss threaders',
      ],
      'TX TODAY': ['Impressions', 'OHI'],
      NV: ['Deliver upper and lower Essex retainers in 1 week'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'q23-uk-whitening-trays-fit-first-session-payment-note',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of home whitening trays; impressions were taken 2 weeks ago. No sensitivity at present. MH: no changes. IO: soft tissues healthy, good oral hygiene, starting shade A3, upper canines A3.5. 11 and 21 composite veneers, margins intact. 36 O amalgam sound. Trays tried in; extension and comfort good. Patient loaded the gel herself under supervision. First whitening session of 30 minutes done in the surgery; no sensitivity afterwards. 4 syringes of 10% carbamide peroxide gel supplied. Reminded that the veneers on 11 and 21 will not change colour. Advised to wear the trays 2 hours a day or overnight for 2 weeks and to stop and use Sensodyne if sensitive. Written consent form signed at the consultation. Notes: paid in full today. Review 2 weeks to check shade.',
    expect: {
      CC: 'Fit of home whitening trays; impressions were taken 2 weeks ago. No sensitivity at present',
      'MED HX': 'No changes',
      INTRA: 'Soft tissues healthy, good oral hygiene, starting shade A3, upper canines A3.5',
      DENTAL: [
        ['11', 'Composite veneers, margins intact'],
        ['21', 'Composite veneers, margins intact'],
        ['36', 'O amalgam sound'],
      ],
      TX: [
        'Trays tried in',
        'Extension and comfort good',
        'Patient loaded the gel herself under supervision',
        'First whitening session of 30 minutes done in the surgery',
        'No sensitivity afterwards',
        '4 syringes of 10% carbamide peroxide gel supplied',
      ],
      'TX TODAY': ['Whitening'],
      CONSULT:
        'Reminded that the veneers on 11 and 21 will not change colour. Advised to wear the trays 2 hours a day or overnight for 2 weeks and to stop and use Sensodyne if sensitive',
      CONSENT: 'Written consent form signed at the consultation',
      NOTES: 'Paid in full today',
      'F/U': 'Review 2 weeks to check shade',
    },
  }),
  defineCase({
    id: 'q24-us-lower-denture-chairside-reline-ease',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with loose lower complete denture, 6 years old, food getting under it; upper denture fine. Med hx: osteoporosis, alendronate weekly for 4 years; hypothyroidism, levothyroxine; allergic to penicillin. Husband drove her and is waiting outside. EO: angular cheilitis bilaterally, reduced vertical dimension. IO: resorbed mandibular ridge, mild erythema under lower denture, tongue normal; maxillary ridge firm. Dx: ill-fitting lower denture; angular cheilitis. Options: chairside reline today vs lab reline vs new dentures vs implant overdenture; explained alendronate and implant risk. Pt chose chairside reline, fee $295. Verbal consent. Lower denture eased over sore spots using PIP paste; border molded with compound; relined chairside with Tokuyama hard reline; trimmed and polished. Retention much improved. Nystatin ointment 4 times daily for 2 weeks prescribed for angular cheilitis. Denture hygiene reviewed. Advised to remove the denture at night. Plan: new upper and lower dentures next year. Follow-up 1 week for adjustment.',
    expect: {
      CC: 'Loose lower complete denture, 6 years old, food getting under it; upper denture fine',
      'MED HX': 'Osteoporosis, alendronate weekly for 4 years; hypothyroidism, levothyroxine; allergic to penicillin',
      NOTES: 'Husband drove her and is waiting outside',
      EXTRA: 'Angular cheilitis bilaterally, reduced vertical dimension',
      INTRA: 'Resorbed mandibular ridge, mild erythema under lower denture, tongue normal; maxillary ridge firm',
      DX: ['Ill-fitting lower denture', 'Angular cheilitis'],
      CONSULT:
        'Options: chairside reline today vs lab reline vs new dentures vs implant overdenture; explained alendronate and implant risk. Pt chose chairside reline, fee $295. Advised to remove the denture at night',
      CONSENT: 'Verbal consent',
      TX: [
        'Lower denture eased over sore spots using PIP paste',
        'Border molded with compound',
        'Relined chairside with Tokuyama hard reline',
        'Trimmed and polished',
        'Retention much improved',
        'Nystatin ointment 4 times daily for 2 weeks prescribed for angular cheilitis',
        'Denture hygiene reviewed',
      ],
      'TX TODAY': ['Denture adjustment'],
      'TX PLAN': ['New upper and lower dentures next year'],
      'F/U': 'Follow-up 1 week for adjustment',
    },
  }),
];
