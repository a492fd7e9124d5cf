// A development batch of 24 whole appointments (ids z01–z24), written blind from this contract by a helper that had
// not seen the engine, each case labelled before the engine was run on it. It aims at the small text fields and at
// the boundaries between sections, where most errors on unseen dictation happen: the reason for attending said in many
// ways and lengths (one word "toothache", a long typed story with duration, triggers, analgesics tried and what the
// patient wants, a referral letter's reason, a parent's, a dad's and a foster carer's report, "no complaints" / "no
// concerns" at a new patient or recall exam, "review of ulcer", "perio maintenance", "retainer check"); the last
// words of one section running into the next with no cue (a complaint running into the medical history, findings
// running into a diagnosis, a discussion running into consent, treatment running into advice, a plan running into the
// next visit and the recall); NOTES said in the middle of other sections ("note …", a child's behaviour, "patient
// happy", who came with the patient); follow-up said many ways ("see in 6 months", "recall 9 months", "review in 2
// weeks if symptoms persist", "return as needed", "discharged … to GDP", "6 monthly recall with hygienist", "recall as
// per usual", "phone check tomorrow"); next visits with durations and with several items; TX TODAY titles where today's
// treatment mixes titled and untitled steps (crown prep with cord, impressions, bite registration and a temporary
// crown; implant placement; I and D with irrigation and a prescription; a filling titled from the CC). Whole visits:
// exams, emergencies, a filling, extractions, endodontics, crowns, perio, children, dentures, an implant, an
// orthodontic retainer check, TMD, an ulcer review with an urgent referral, and a referral-in. UK and US (12 each);
// FDI, Universal and Palmer, with primary teeth in each (61 / 51, #K / #L, LLD / LLE); 14 recogniser-style (fillers,
// "sorry" / "I mean" / "no wait" self-corrections) and 10 typed; 3 cases with appended dictation ("add …", "remove …",
// "change … to …", "next visit …", an appended recall); 30 to 200 words.
//
// Judgement calls where the contract was silent:
// - A DENTAL entry holds everything said about the tooth in one run ("46: Large DO amalgam tender to percussion"),
//   not one entry per clause.
// - BPE / PSR scores said digit by digit are written as separate digits ("BPE 4 4 3 4 3 4").
// - Quadrant words after a whole-quadrant procedure stay in its title ("RSD upper right and upper left"), as they are
//   neither teeth nor surfaces but the only place the procedure was done.
// - A title whose step names no tooth (impressions taken upper and lower, a temporary crown, irrigation with saline)
//   has no tooth; the tooth was put into the step wherever the dictation meant it to be part of the title.
// - A post-op radiograph said among the treatment steps goes to RADIO.
// - An urgent referral "sent today" goes to TX PLAN (a referral for treatment elsewhere), not TX.
// - "Smoking advice given" / "smoking cessation advice given" is advice (CONSULT), not a treatment step.
// - "Retention and stability checked", "pressure indicating paste used" at a denture fit are TX steps.
// - In text fields teeth said together keep the spoken "and" ("#14 and #15"); in list items they become "#14, #15".
// - "Review …" / "phone check" / "phone in 1 week to check …" are follow-up (F/U); "return as needed" too.
// - A reporter before the complaint ("Mum reports", "Dad reports", "Foster carer reports", "Pt says") is not a header
//   word and stays in CC; "Referred by her GDP for …" is the reason for attending and stays whole in CC.
// - "Letter to GDP" at the end of a referral-in visit is NOTES (no treatment elsewhere is asked for).
// - "patient happy" / "patient happy with appearance" go to NOTES (as the Treatment section says), while "mum happy to
//   go ahead" is the decision and stays in CONSULT.
// After the first run one label was brought in line with the rest of the corpus (no dictation changed): when the
// patient last saw a dentist, said right after their nerves, is part of that remark, as in n23 and v11 (z19).
import { defineCase, type NotesCase } from '../case.ts';

export const more24Cases: NotesCase[] = [
  defineCase({
    id: 'z01-uk-asr-one-word-toothache-runs-into-medhx-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      'toothache asthmatic uses a salbutamol inhaler no allergies extra oral no swelling intra oral soft tissues healthy forty six large disto occlusal amalgam tender to percussion periapical forty six widened pdl space diagnosis symptomatic apical periodontitis forty six discussed root canal treatment or extraction patient wants to save the tooth verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration forty six rubber dam pulp extirpated forty six canals irrigated with sodium hypochlorite ledermix and cavit placed next visit complete root canal treatment forty six ninety minutes review in two weeks if symptoms persist',
    expect: {
      CC: 'Toothache',
      'MED HX': 'Asthmatic uses a salbutamol inhaler. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues healthy',
      RADIO: 'Periapical 46 widened PDL space',
      DENTAL: [['46', 'Large DO amalgam tender to percussion']],
      DX: ['Symptomatic apical periodontitis 46'],
      CONSULT: 'Discussed root canal treatment or extraction. Patient wants to save the tooth',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit placed',
      ],
      'TX TODAY': ['Extirpation 46'],
      NV: ['Complete RCT 46 90 minutes'],
      'F/U': 'Review in 2 weeks if symptoms persist',
    },
  }),
  defineCase({
    id: 'z02-us-typed-long-story-cc-runs-into-medhx-cracked-tooth',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents with sensitivity on the upper right for about three weeks, sharp pain when biting on hard food and with cold drinks, has been taking Advil twice a day which helps a little, wants it fixed before her vacation. Type 2 diabetic on metformin, last A1c 6.8, allergic to codeine. EO WNL. IO: mild generalized gingivitis. #3 MOD amalgam with a distal crack, positive bite test on the distobuccal cusp. #2 and #4 sound. BWs taken, no interproximal caries, no periapical pathology. Dx cracked tooth #3. Discussed crown to protect the tooth versus monitoring, risk that it may need root canal later. Patient wants to proceed. Consent signed. Tx plan crown #3. Next appointment: 90 minutes for crown prep #3. Recall 6 months with hygiene.',
    expect: {
      CC: 'Sensitivity on the upper right for about 3 weeks, sharp pain when biting on hard food and with cold drinks, has been taking Advil twice a day which helps a little, wants it fixed before her vacation',
      'MED HX': 'Type 2 diabetic on metformin, last A1c 6.8, allergic to codeine',
      EXTRA: 'WNL',
      INTRA: 'Mild generalized gingivitis',
      DENTAL: [
        ['3', 'MOD amalgam with a D crack, positive bite test on the DB cusp'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'BWs taken, no interproximal caries, no periapical pathology',
      DX: ['Cracked tooth #3'],
      CONSULT:
        'Discussed crown to protect the tooth versus monitoring, risk that it may need root canal later. Patient wants to proceed',
      CONSENT: 'Consent signed',
      'TX PLAN': ['Crown #3'],
      NV: ['90 minutes for crown prep #3'],
      'F/U': 'Recall 6 months with hygiene',
    },
  }),
  defineCase({
    id: 'z03-uk-asr-palmer-child-mum-report-primary-letters-note-midway',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um mum reports he has had pain lower left when eating sweets for about a week no swelling fit and well no medicines no allergies extra oral nad intra oral soft tissues normal lower left d large occlusal cavity lower left e disto occlusal caries diagnosis caries lower left d and lower left e note he was a bit nervous but coped well discussed diet with mum sugary drinks between meals advised brushing twice daily with fifteen hundred ppm toothpaste mum happy to go ahead fluoride varnish applied next visit fillings lower left d and lower left e under la forty five minutes recall four months',
    expect: {
      CC: 'Mum reports he has had pain lower left when eating sweets for about a week. No swelling',
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['LLD', 'Large O cavity'],
        ['LLE', 'DO caries'],
      ],
      DX: ['Caries LLD, LLE'],
      NOTES: 'He was a bit nervous but coped well',
      CONSULT:
        'Discussed diet with mum sugary drinks between meals. Advised brushing twice daily with 1500 ppm toothpaste. Mum happy to go ahead',
      TX: ['Fluoride varnish applied'],
      'TX TODAY': ['Fluoride varnish'],
      NV: ['Fillings LLD, LLE under LA 45 minutes'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'z04-us-asr-new-patient-no-complaints-findings-into-dx-see-in-six-months',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient exam no complaints uh medical history high blood pressure on lisinopril allergic to sulfa drugs extraoral within normal limits intraoral tongue and floor of mouth normal psr two two three two two two number thirty mesial occlusal amalgam with recurrent caries on the mesial number fourteen buccal abfraction bitewings slight horizontal bone loss localized stage two grade b periodontitis and recurrent caries number thirty discussed scaling and root planing patient prefers to start with a regular cleaning prophy done oral hygiene instructions given next visit one hour for mesial occlusal composite number thirty see in six months',
    expect: {
      CC: 'New patient exam. No complaints',
      'MED HX': 'High blood pressure on lisinopril. Allergic to sulfa drugs',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue and floor of mouth normal',
      PERIO: 'PSR 2 2 3 2 2 2',
      DENTAL: [
        ['30', 'MO amalgam with recurrent M caries'],
        ['14', 'B abfraction'],
      ],
      RADIO: 'Bitewings slight horizontal bone loss',
      DX: ['Localized stage 2 grade B periodontitis', 'Recurrent caries #30'],
      CONSULT: 'Discussed scaling and root planing. Patient prefers to start with a regular cleaning',
      TX: ['Prophy done', 'Oral hygiene instructions given'],
      'TX TODAY': ['Prophy', 'OHI'],
      NV: ['1 hour for MO composite #30'],
      'F/U': 'See in 6 months',
    },
  }),
  defineCase({
    id: 'z05-uk-typed-referral-letter-reason-third-molar-assessment',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by her GDP for assessment and removal of 38 following recurrent pericoronitis, 3 episodes in the last year, last one treated with metronidazole. MH: penicillin allergy (rash), otherwise fit and well. Non-smoker. EO: no swelling, no trismus. IO: 38 partially erupted with mildly inflamed operculum. 48 fully erupted and sound. OPG: 38 mesioangular impaction, roots close to the ID canal. CBCT taken to assess relation to the canal. Dx: recurrent pericoronitis 38. Discussed risks of extraction including nerve damage, dry socket and infection; coronectomy discussed as an alternative. She would like full removal. Written consent obtained. Plan: surgical extraction 38 under LA. NV: surgical extraction 38 under LA in a 45 minute slot. Letter to GDP.',
    expect: {
      CC: 'Referred by her GDP for assessment and removal of 38 following recurrent pericoronitis, 3 episodes in the last year, last one treated with metronidazole',
      'MED HX': 'Penicillin allergy (rash), otherwise fit and well. Non-smoker',
      EXTRA: 'No swelling, no trismus',
      DENTAL: [
        ['38', 'Partially erupted with mildly inflamed operculum'],
        ['48', 'Fully erupted and sound'],
      ],
      RADIO: 'OPG: 38 mesioangular impaction, roots close to the ID canal. CBCT taken to assess relation to the canal',
      DX: ['Recurrent pericoronitis 38'],
      CONSULT:
        'Discussed risks of extraction including nerve damage, dry socket and infection; coronectomy discussed as an alternative. She would like full removal',
      CONSENT: 'Written consent obtained',
      'TX PLAN': ['Surgical extraction 38 under LA'],
      NV: ['Surgical extraction 38 under LA in a 45 minute slot'],
      NOTES: 'Letter to GDP',
    },
  }),
  defineCase({
    id: 'z06-us-asr-endo-completion-obturation-treatment-into-advice',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'in for completion of root canal number nineteen no pain since last visit medical history no changes number nineteen temporary intact not tender to percussion la one carpule lidocaine two percent one to one hundred thousand epi inferior alveolar nerve block left rubber dam placed temporary removed canals irrigated with sodium hypochlorite uh three no wait four canals located dried with paper points number nineteen obturated with gutta percha and sealer core buildup with composite post op radiograph shows good fill advised to avoid chewing on that side until the crown is done ibuprofen as needed for soreness next visit crown prep number nineteen recall as scheduled',
    expect: {
      CC: 'Completion of root canal #19. No pain since last visit',
      'MED HX': 'No changes',
      DENTAL: [['19', 'Temporary intact not tender to percussion']],
      RADIO: 'Post op radiograph shows good fill',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        'Temporary removed',
        'Canals irrigated with sodium hypochlorite',
        '4 canals located',
        'Dried with paper points',
        '#19 obturated with gutta percha and sealer',
        'Core buildup with composite',
      ],
      'TX TODAY': ['Obturation #19'],
      CONSULT: 'Advised to avoid chewing on that side until the crown is done. Ibuprofen as needed for soreness',
      NV: ['Crown prep #19'],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'z07-uk-asr-extraction-warfarin-appends-medhx-remove-step-next-visit',
    style: 'UK',
    asr: true,
    transcript:
      'attends with broken down lower right molar wants it out um no pain at the moment medical history takes warfarin for atrial fibrillation inr two point four yesterday no allergies forty six grossly carious periapical forty six periapical radiolucency diagnosis non restorable forty six discussed extraction and risk of bleeding written consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block plus buccal infiltration extraction forty six surgicel placed sutured with one vicryl rapide suture haemostasis achieved post op instructions given verbal and written review in one week',
    appends: [
      'add to medical history on bisoprolol',
      'remove surgicel placed',
      'next visit partial denture consultation twenty minutes',
    ],
    expect: {
      CC: 'Broken down lower right molar wants it out. No pain at the moment',
      'MED HX': 'Takes warfarin for atrial fibrillation. INR 2.4 yesterday. No allergies. On bisoprolol',
      DENTAL: [['46', 'Grossly carious']],
      RADIO: 'Periapical 46 periapical radiolucency',
      DX: ['Non restorable 46'],
      CONSULT: 'Discussed extraction and risk of bleeding',
      CONSENT: 'Written consent',
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB + buccal infiltration',
        'Extraction 46',
        'Sutured with 1 Vicryl Rapide suture',
        'Haemostasis achieved',
        'Post op instructions given verbal and written',
      ],
      'TX TODAY': ['Extraction 46'],
      NV: ['Partial denture consultation 20 minutes'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'z08-us-typed-crown-seat-discussion-runs-into-consent-nv-two-items',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for crown seat #30. No complaints with the temporary. Med hx: no changes, takes lisinopril 10 mg. Temporary removed, prep cleaned with pumice. Try-in: contacts and margins good, occlusion adjusted. Discussed that the bite may feel different for a few days and to call if it feels high verbal consent given for cementation. Crown #30 cemented with RelyX Unicem, excess cement removed, floss through contacts. Post-op instructions given. NV: 30 min for MO composite #3 and buccal composite #14. Recall 6 months.',
    expect: {
      CC: 'Crown seat #30. No complaints with the temporary',
      'MED HX': 'No changes, takes lisinopril 10 mg',
      TX: [
        'Temporary removed',
        'Prep cleaned with pumice',
        'Try-in: contacts and margins good',
        'Occlusion adjusted',
        'Crown #30 cemented with RelyX Unicem',
        'Excess cement removed',
        'Floss through contacts',
        'Post-op instructions given',
      ],
      'TX TODAY': ['Crown fit #30'],
      CONSULT: 'Discussed that the bite may feel different for a few days and to call if it feels high',
      CONSENT: 'Verbal consent given for cementation',
      NV: ['30 min for MO composite #3', 'B composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'z09-uk-asr-palmer-perio-rsd-quadrants-smoking-advice-nv-and-review',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um patient attends for first session of root surface debridement upper right and upper left gums bleeding when brushing for months medical history type two diabetes on metformin hba1c fifty two smokes ten a day bpe four four three four three four full six point pocket chart done pocketing up to seven millimetres upper right six furcation grade one upper right six diagnosis generalised periodontitis stage three grade b currently unstable smoking advice given er patient not ready to quit la four cartridges articaine four percent one in one hundred thousand adrenaline infiltration root surface debridement upper right and upper left ohi interdental brushes sizes three and four next visit root surface debridement lower right and lower left ninety minutes review three months after completion',
    expect: {
      CC: 'First session of root surface debridement upper right and upper left. Gums bleeding when brushing for months',
      'MED HX': 'Type 2 diabetes on metformin. HbA1c 52. Smokes 10 a day',
      PERIO: 'BPE 4 4 3 4 3 4. Full 6 point pocket chart done. Pocketing up to 7 mm UR6. Furcation grade 1 UR6',
      DX: ['Generalised periodontitis stage 3 grade B currently unstable'],
      CONSULT: 'Smoking advice given. Patient not ready to quit',
      TX: [
        'LA: 4 cartridges articaine 4% 1:100,000 adrenaline, infiltration',
        'Root surface debridement upper right and upper left',
        'OHI interdental brushes sizes 3 and 4',
      ],
      'TX TODAY': ['RSD upper right and upper left', 'OHI'],
      NV: ['RSD lower right and lower left 90 minutes'],
      'F/U': 'Review 3 months after completion',
    },
  }),
  defineCase({
    id: 'z10-us-asr-child-dad-report-primary-letters-nitrous-nv-two-items',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'dad reports she has a hole in a back tooth lower left that hurts with ice cream for two weeks no medical problems no allergies extraoral normal intraoral soft tissues normal tooth k occlusal caries tooth l mesial occlusal distal caries number thirty sealed and intact diagnosis caries k and l discussed fillings versus silver diamine fluoride dad wants fillings she was very brave for the exam fluoride varnish applied next visit occlusal composite k and stainless steel crown l forty five minutes with nitrous recall six months',
    expect: {
      CC: 'Dad reports she has a hole in a back tooth lower left that hurts with ice cream for 2 weeks',
      'MED HX': 'No medical problems. No allergies',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['K', 'O caries'],
        ['L', 'MOD caries'],
        ['30', 'Sealed and intact'],
      ],
      DX: ['Caries #K, #L'],
      CONSULT: 'Discussed fillings versus silver diamine fluoride. Dad wants fillings',
      NOTES: 'She was very brave for the exam',
      TX: ['Fluoride varnish applied'],
      'TX TODAY': ['Fluoride varnish'],
      NV: ['O composite #K', 'SSC #L 45 minutes with nitrous'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'z11-uk-typed-denture-ulcer-adjustment-advice-review-ulcer',
    style: 'UK',
    asr: false,
    transcript:
      'C/O lower denture loose and rubbing on the left side for 2 weeks since she lost weight, sore when eating, using Fixodent. MH: hypothyroidism on levothyroxine, osteoporosis on alendronic acid weekly for 3 years. EO: NAD. IO: 3 mm ulcer lingual to 35 under the denture flange. Edentulous upper. Upper complete denture satisfactory, lower acrylic partial denture poor retention. Dx: traumatic ulcer from denture flange. Denture adjustment done, lingual flange relieved and polished, checked with pressure indicating paste. Advised to leave the denture out at night and use warm salt water mouthwash. Discussed a new cobalt chrome lower partial denture, she would like to think about the cost. Review ulcer in 2 weeks.',
    expect: {
      CC: 'Lower denture loose and rubbing on the left side for 2 weeks since she lost weight, sore when eating, using Fixodent',
      'MED HX': 'Hypothyroidism on levothyroxine, osteoporosis on alendronic acid weekly for 3 years',
      EXTRA: 'NAD',
      INTRA:
        '3 mm ulcer lingual to 35 under the denture flange. Edentulous upper. Upper complete denture satisfactory, lower acrylic partial denture poor retention',
      DX: ['Traumatic ulcer from denture flange'],
      TX: ['Denture adjustment done', 'Lingual flange relieved and polished', 'Checked with pressure indicating paste'],
      'TX TODAY': ['Denture adjustment'],
      CONSULT:
        'Advised to leave the denture out at night and use warm salt water mouthwash. Discussed a new cobalt chrome lower partial denture, she would like to think about the cost',
      'F/U': 'Review ulcer in 2 weeks',
    },
  }),
  defineCase({
    id: 'z12-us-asr-tmd-note-midway-impressions-untitled-bite-reg-deliver-and-review',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient complains of jaw pain on the right side worse in the morning and clicking when opening for about six months her partner says she grinds at night tried ibuprofen and a warm compress medical history anxiety on sertraline no known drug allergies note patient is a teacher and very stressed at work uh extraoral tenderness right masseter and temporalis click on opening right tmj maximum opening forty two millimeters no deviation intraoral linea alba bilateral scalloped tongue wear facets on number six and number eleven diagnosis myofascial pain with right tmj disc displacement with reduction discussed soft diet jaw exercises and night guard patient wants the night guard impressions taken upper and lower for night guard bite registration next visit deliver night guard in two weeks review six weeks after delivery',
    expect: {
      CC: 'Jaw pain on the right side worse in the morning and clicking when opening for about 6 months. Her partner says she grinds at night. Tried ibuprofen and a warm compress',
      'MED HX': 'Anxiety on sertraline. No known drug allergies',
      NOTES: 'Patient is a teacher and very stressed at work',
      EXTRA: 'Tenderness right masseter and temporalis. Click on opening right TMJ. Maximum opening 42 mm. No deviation',
      INTRA: 'Linea alba bilateral. Scalloped tongue',
      DENTAL: [
        ['6', 'Wear facets'],
        ['11', 'Wear facets'],
      ],
      DX: ['Myofascial pain with right TMJ disc displacement with reduction'],
      CONSULT: 'Discussed soft diet jaw exercises and night guard. Patient wants the night guard',
      TX: ['Impressions taken upper and lower for night guard', 'Bite registration'],
      'TX TODAY': ['Impressions'],
      NV: ['Deliver night guard in 2 weeks'],
      'F/U': 'Review 6 weeks after delivery',
    },
  }),
  defineCase({
    id: 'z13-uk-typed-ulcer-review-urgent-referral-note-escort-phone-follow-up',
    style: 'UK',
    asr: false,
    transcript:
      'Review of ulcer on the left side of the tongue, first noticed 5 weeks ago, not healing despite Difflam and smoothing the sharp cusp on 36 last visit. MH: smoker 20/day, drinks about 30 units a week, on omeprazole. EO: 1 cm firm node left submandibular. IO: 8 mm indurated ulcer left lateral border of tongue opposite 36. 36 smooth, no sharp edges. Dx: non-healing ulcer left lateral tongue suspicious of malignancy. Discussed findings and need for urgent referral, patient understands. Urgent 2 week wait referral to OMFS sent today. Smoking cessation advice given. Note: daughter attended with him for support. Phone in 1 week to check appointment received.',
    expect: {
      CC: 'Review of ulcer on the left side of the tongue, first noticed 5 weeks ago, not healing despite Difflam and smoothing the sharp cusp on 36 last visit',
      'MED HX': 'Smoker 20/day, drinks about 30 units a week, on omeprazole',
      EXTRA: '1 cm firm node left submandibular',
      INTRA: '8 mm indurated ulcer left lateral border of tongue opposite 36',
      DENTAL: [['36', 'Smooth, no sharp edges']],
      DX: ['Non-healing ulcer left lateral tongue suspicious of malignancy'],
      CONSULT: 'Discussed findings and need for urgent referral, patient understands. Smoking cessation advice given',
      'TX PLAN': ['Urgent 2 week wait referral to OMFS sent today'],
      NOTES: 'Daughter attended with him for support',
      'F/U': 'Phone in 1 week to check appointment received',
    },
  }),
  defineCase({
    id: 'z14-us-typed-implant-placement-mixed-steps-prescription-nv-then',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for implant placement #30, missing for 2 years, tired of chewing on the left. Med hx: HTN controlled on amlodipine, no allergies, non-smoker. CBCT reviewed: bone height 12 mm, width 7 mm. IO: ridge well healed, keratinized tissue adequate. Discussed risks including nerve injury and failure rate about 5%; patient signed consent. LA: 3 carpules articaine 4% 1:100,000 epi, IANB right and buccal infiltration. Crestal incision, full thickness flap, osteotomy to 4.8 mm, 4.8 x 10 mm implant placed #30, ISQ 75, healing abutment placed, sutured with 4-0 PTFE. Post-op instructions given, amoxicillin 500 mg TID x 7 days, chlorhexidine rinse. NV: suture removal in 2 weeks, then implant crown impressions in 3 months.',
    expect: {
      CC: 'Implant placement #30, missing for 2 years, tired of chewing on the left',
      'MED HX': 'HTN controlled on amlodipine, no allergies, non-smoker',
      RADIO: 'CBCT reviewed: bone height 12 mm, width 7 mm',
      INTRA: 'Ridge well healed, keratinized tissue adequate',
      CONSULT: 'Discussed risks including nerve injury and failure rate about 5%',
      CONSENT: 'Patient signed consent',
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Crestal incision',
        'Full thickness flap',
        'Osteotomy to 4.8 mm',
        '4.8 x 10 mm implant placed #30',
        'ISQ 75',
        'Healing abutment placed',
        'Sutured with 4-0 PTFE',
        'Post-op instructions given',
        'Amoxicillin 500 mg TID x 7 days',
        'Chlorhexidine rinse',
      ],
      'TX TODAY': ['Implant placement #30'],
      NV: ['Suture removal in 2 weeks', 'Implant crown impressions in 3 months'],
    },
  }),
  defineCase({
    id: 'z15-uk-asr-palmer-filling-title-from-cc-appends-shade-nv-dx',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for filling upper left five medical history no changes upper left five disto occlusal caries la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration upper left five rubber dam caries removed composite placed shade a three occlusion checked patient happy recall as per usual',
    appends: [
      'change shade a three to shade a two',
      'next visit scale and polish with hygienist thirty minutes',
      'add to diagnosis caries upper left five',
    ],
    expect: {
      CC: 'Filling UL5',
      'MED HX': 'No changes',
      DENTAL: [['UL5', 'DO caries']],
      DX: ['Caries UL5'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL5',
        'Rubber dam',
        'Caries removed',
        'Composite placed',
        'Shade A2',
        'Occlusion checked',
      ],
      'TX TODAY': ['Filling UL5'],
      NOTES: 'Patient happy',
      NV: ['Scale and polish with hygienist 30 minutes'],
      'F/U': 'Recall as per usual',
    },
  }),
  defineCase({
    id: 'z16-us-asr-emergency-swelling-i-and-d-irrigation-advice-phone-check',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency visit swelling lower right since yesterday throbbing pain kept her up all night took tylenol and advil alternating no relief medical history penicillin allergy hives takes the birth control pill extraoral right submandibular swelling no trismus temperature ninety nine point one intraoral fluctuant buccal swelling adjacent to number thirty deep distal caries number thirty tender to percussion pa shows large periapical radiolucency number thirty diagnosis acute apical abscess number thirty discussed draining today and root canal or extraction later verbal consent for drainage la two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration incision and drainage number thirty pus drained irrigated with saline clindamycin three hundred milligrams four times a day for seven days advised warm salt water rinses and to go to the er if swelling spreads phone check tomorrow next visit start root canal number thirty in one week',
    expect: {
      CC: 'Emergency visit. Swelling lower right since yesterday. Throbbing pain kept her up all night. Took Tylenol and Advil alternating no relief',
      'MED HX': 'Penicillin allergy hives. Takes the birth control pill',
      EXTRA: 'Right submandibular swelling. No trismus. Temperature 99.1',
      INTRA: 'Fluctuant buccal swelling adjacent to #30',
      DENTAL: [['30', 'Deep D caries tender to percussion']],
      RADIO: 'PA shows large periapical radiolucency #30',
      DX: ['Acute apical abscess #30'],
      CONSULT:
        'Discussed draining today and root canal or extraction later. Advised warm salt water rinses and to go to the ER if swelling spreads',
      CONSENT: 'Verbal consent for drainage',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration',
        'Incision and drainage #30',
        'Pus drained',
        'Irrigated with saline',
        'Clindamycin 300 mg 4 times a day for 7 days',
      ],
      'TX TODAY': ['Incision and drainage #30', 'Irrigation'],
      NV: ['Start RCT #30 in 1 week'],
      'F/U': 'Phone check tomorrow',
    },
  }),
  defineCase({
    id: 'z17-uk-typed-ortho-retainer-check-spare-essix-discharged-to-gdp',
    style: 'UK',
    asr: false,
    transcript:
      'Retainer check. Finished fixed appliance treatment 6 months ago with Mr Khan, wearing upper Essix every night, lower bonded retainer feels fine, no problems. MH: fit and well, no meds, NKDA. EO: NAD. IO: lower bonded retainer canine to canine intact with no debonds, upper Essix fits well with slight wear, oral hygiene good, no relapse. BPE 1 1 1 / 1 2 1. Advised to keep wearing the Essix every night indefinitely and to contact us if the wire debonds. Impressions taken for a spare upper Essix. NV: fit spare Essix in 2 weeks. Discharged from orthodontic care to GDP after that, retainer checks with GDP annually.',
    expect: {
      CC: 'Retainer check. Finished fixed appliance treatment 6 months ago with Mr Khan, wearing upper Essix every night, lower bonded retainer feels fine, no problems',
      'MED HX': 'Fit and well, no meds, NKDA',
      EXTRA: 'NAD',
      INTRA:
        'Lower bonded retainer canine to canine intact with no debonds, upper Essix fits well with slight wear, oral hygiene good, no relapse',
      PERIO: 'BPE 1 1 1 / 1 2 1',
      CONSULT:
        'Advised to keep wearing the Essix every night indefinitely and to contact us if the wire debonds',
      TX: ['Impressions taken for a spare upper Essix'],
      'TX TODAY': ['Impressions'],
      NV: ['Fit spare Essix in 2 weeks'],
      'F/U': 'Discharged from orthodontic care to GDP after that, retainer checks with GDP annually',
    },
  }),
  defineCase({
    id: 'z18-us-typed-perio-maintenance-unheaded-probing-recall-three-months',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Perio maintenance. Pt says gums feel better since the deep cleaning, still some bleeding upper left when flossing. Med hx: no changes, still on atorvastatin and baby aspirin. Probing depths mostly 2-3 mm, 4 mm pockets #14 and #15 with BOP, generalized light plaque, #15 class 1 furcation. Dx: stable stage 3 grade B periodontitis. Periodontal maintenance with ultrasonic and hand scaling full mouth, Arestin placed #14 and #15, OHI reinforced with Waterpik. Recall 3 months for perio maintenance.',
    expect: {
      CC: 'Perio maintenance. Pt says gums feel better since the deep cleaning, still some bleeding upper left when flossing',
      'MED HX': 'No changes, still on atorvastatin and baby aspirin',
      PERIO:
        'Probing depths mostly 2-3 mm, 4 mm pockets #14 and #15 with BOP, generalized light plaque, #15 class 1 furcation',
      DX: ['Stable stage 3 grade B periodontitis'],
      TX: [
        'Periodontal maintenance with ultrasonic and hand scaling full mouth',
        'Arestin placed #14, #15',
        'OHI reinforced with Waterpik',
      ],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      'F/U': 'Recall 3 months for perio maintenance',
    },
  }),
  defineCase({
    id: 'z19-uk-asr-new-patient-nervous-scale-polish-advice-six-monthly-hygienist',
    style: 'UK',
    asr: true,
    transcript:
      'new patient quite nervous has not been to a dentist in five years just wants a check up and clean no pain medical history fit and well no medications allergic to latex extra oral nad intra oral soft tissues nad calculus lower anteriors bpe two two two two two two thirty six occlusal amalgam forty six occlusal amalgam eighteen and forty eight missing bitewings no caries diagnosis plaque induced gingivitis scale and polish done oral hygiene instruction advised to use interdental brushes and an electric toothbrush twice daily six monthly recall with hygienist',
    expect: {
      CC: 'New patient. Just wants a check up and clean. No pain',
      NOTES: 'Quite nervous. Has not been to a dentist in 5 years',
      'MED HX': 'Fit and well. No medications. Allergic to latex',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Calculus lower anteriors',
      PERIO: 'BPE 2 2 2 2 2 2',
      DENTAL: [
        ['36', 'O amalgam'],
        ['46', 'O amalgam'],
        ['18', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings no caries',
      DX: ['Plaque induced gingivitis'],
      TX: ['Scale and polish done', 'Oral hygiene instruction'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      CONSULT: 'Advised to use interdental brushes and an electric toothbrush twice daily',
      'F/U': '6 monthly recall with hygienist',
    },
  }),
  defineCase({
    id: 'z20-us-typed-broken-premolar-extraction-apixaban-return-as-needed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt came in because of a broken tooth lower left, sharp and now painful to bite since it broke last week. Med hx: no changes; takes Eliquis 5 mg BID, cleared by cardiologist to continue. NKDA. #20 fractured buccal cusp to below the gumline, remaining crown thin. PA #20: no periapical pathology, root straight. Dx: non-restorable #20. Options discussed: extraction with implant, bridge, or leave the space; patient chose extraction and will think about the implant. Consent signed. LA: 2 carpules 2% lido 1:100k epi, mental block and lingual infiltration. #20 extracted atraumatically with periotome and forceps, socket curetted, Gelfoam placed, 2 chromic gut sutures, pressure with gauze. Post-op instructions given verbally and in writing, ibuprofen 600 mg q6h prn. Tx plan: implant consult when ready. Return as needed.',
    expect: {
      CC: 'Broken tooth lower left, sharp and now painful to bite since it broke last week',
      'MED HX': 'No changes; takes Eliquis 5 mg BID, cleared by cardiologist to continue. NKDA',
      DENTAL: [['20', 'Fractured B cusp to below the gumline, remaining crown thin', 'B cusp']],
      RADIO: 'PA #20: no periapical pathology, root straight',
      DX: ['Non-restorable #20'],
      CONSULT:
        'Options discussed: extraction with implant, bridge, or leave the space; patient chose extraction and will think about the implant',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, mental block + lingual infiltration',
        '#20 extracted atraumatically with periotome and forceps',
        'Socket curetted',
        'Gelfoam placed',
        '2 chromic gut sutures',
        'Pressure with gauze',
        'Post-op instructions given verbally and in writing',
        'Ibuprofen 600 mg q6h prn',
      ],
      'TX TODAY': ['Extraction #20'],
      'TX PLAN': ['Implant consult when ready'],
      'F/U': 'Return as needed',
    },
  }),
  defineCase({
    id: 'z21-uk-asr-palmer-crown-prep-titled-and-untitled-steps-recall-nine-months',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attends for crown prep upper right six as planned no problems since the root filling medical history no changes la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration and palatal infiltration upper right six er shade a three point five i mean a three crown prep upper right six for porcelain bonded crown retraction cord placed impressions taken upper and lower bite registration temporary crown made with protemp cemented with temp bond occlusion checked post op instructions given next visit crown fit upper right six in two weeks twenty minutes recall nine months',
    expect: {
      CC: 'Crown prep UR6 as planned. No problems since the root filling',
      'MED HX': 'No changes',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Shade A3',
        'Crown prep UR6 for porcelain bonded crown',
        'Retraction cord placed',
        'Impressions taken upper and lower',
        'Bite registration',
        'Temporary crown made with Protemp',
        'Cemented with temp bond',
        'Occlusion checked',
        'Post op instructions given',
      ],
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      NV: ['Crown fit UR6 in 2 weeks 20 minutes'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'z22-us-asr-recall-exam-corrections-plan-into-nv-into-recall',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'recall exam patient has no concerns um medical history updated no changes allergic to latex no wait allergic to amoxicillin bitewings taken no new caries number three sealant intact number eighteen sorry number nineteen distal caries number thirty crown with open distal margin psr two in all sextants generalized plaque induced gingivitis plan distal composite number nineteen and replace crown number thirty next visit distal composite number nineteen forty minutes then crown prep number thirty recall six months with prophy',
    expect: {
      CC: 'Recall exam. Patient has no concerns',
      'MED HX': 'Updated no changes. Allergic to amoxicillin',
      RADIO: 'Bitewings taken. No new caries',
      DENTAL: [
        ['3', 'Sealant intact'],
        ['19', 'D caries'],
        ['30', 'Crown with open D margin'],
      ],
      PERIO: 'PSR 2 in all sextants',
      DX: ['Generalized plaque induced gingivitis'],
      'TX PLAN': ['D composite #19', 'Replace crown #30'],
      NV: ['D composite #19 40 minutes', 'Crown prep #30'],
      'F/U': 'Recall 6 months with prophy',
    },
  }),
  defineCase({
    id: 'z23-uk-typed-child-trauma-foster-carer-report-primary-incisors-review',
    style: 'UK',
    asr: false,
    transcript:
      'Foster carer reports 4 year old fell off her scooter yesterday and knocked her front teeth, upper front tooth now wobbly and grey, no loss of consciousness. MH: eczema, uses emollients, no allergies. EO: healing graze on chin, no TMJ tenderness. IO: upper labial frenum torn but healing. 61 grade 2 mobility, tender, slightly extruded. 51 intact, not mobile. Occlusion undisturbed. Periapical: no root fracture 61. Dx: extrusive luxation 61. Discussed with carer: monitor vs extraction, soft diet for 2 weeks, brush gently with a soft brush, chlorhexidine gel wiped on twice daily. Carer prefers to monitor. Review 1 week, then 4 weeks.',
    expect: {
      CC: 'Foster carer reports 4 year old fell off her scooter yesterday and knocked her front teeth, upper front tooth now wobbly and grey, no loss of consciousness',
      'MED HX': 'Eczema, uses emollients, no allergies',
      EXTRA: 'Healing graze on chin, no TMJ tenderness',
      INTRA: 'Upper labial frenum torn but healing. Occlusion undisturbed',
      DENTAL: [
        ['61', 'Grade 2 mobility, tender, slightly extruded'],
        ['51', 'Intact, not mobile'],
      ],
      RADIO: 'Periapical: no root fracture 61',
      DX: ['Extrusive luxation 61'],
      CONSULT:
        'Discussed with carer: monitor vs extraction, soft diet for 2 weeks, brush gently with a soft brush, chlorhexidine gel wiped on twice daily. Carer prefers to monitor',
      'F/U': 'Review 1 week, then 4 weeks',
    },
  }),
  defineCase({
    id: 'z24-us-asr-denture-delivery-treatment-into-advice-appends-a1c-remove-change-recall',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh here for delivery of upper complete denture and lower partial denture medical history no changes type one diabetic on insulin pump intraoral ridges healthy no sore spots upper and lower dentures fitted pressure indicating paste used two high spots relieved on upper flange occlusion adjusted retention and stability checked patient happy with appearance advised to remove dentures at night and clean them daily next visit denture adjustment in one week',
    appends: [
      'add to medical history last a one c seven point two',
      'remove occlusion adjusted',
      'change one week to ten days',
      'recall twelve months',
    ],
    expect: {
      CC: 'Delivery of upper complete denture and lower partial denture',
      'MED HX': 'No changes. Type 1 diabetic on insulin pump. Last A1c 7.2',
      INTRA: 'Ridges healthy. No sore spots',
      TX: [
        'Upper and lower dentures fitted',
        'Pressure indicating paste used',
        '2 high spots relieved on upper flange',
        'Retention and stability checked',
      ],
      'TX TODAY': ['Denture fit'],
      NOTES: 'Patient happy with appearance',
      CONSULT: 'Advised to remove dentures at night and clean them daily',
      NV: ['Denture adjustment in 10 days'],
      'F/U': 'Recall 12 months',
    },
  }),
];
