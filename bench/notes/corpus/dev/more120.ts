// A hundred-and-twentieth development batch (ids dr01–dr30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is hygienists, dental therapists and paediatric
// dentists who leave the recorder running while they work and talk: most dictations are one recogniser stream of words
// with no speaker labels, in which the clinical content sits between talk to the patient, the child, the parent and the
// nurse; a few are typed transcripts with speaker labels ("Hyg:", "RDH:", "Dr:", "Pt:", "Child:", "Mum:", "Mom:",
// "Dad:"); a few are ordinary typed notes. The visits: hygiene and periodontal maintenance with pocket depths, bleeding,
// suppuration and furcations called out to the nurse, scaling talk, oral hygiene coaching said straight to the patient
// ("you're missing the inside of the bottom front teeth", "try the size 3 brush between your back teeth"), children's
// check-ups, sealants, fillings, crowns, pulpotomies, extractions and trauma with parents answering the history and asking
// their own questions, tell-show-do talk, praise, bargaining, stickers and prizes, and the clinician summarising "for the
// record" at the end. Five clinicians, six visits each:
//   dr01–dr06 a UK hygienist at a mixed NHS / private practice (FDI; dr01, dr03, dr04, dr06 recogniser-style, dr02 a
//     typed transcript labelled "Hyg:" / "Pt:", dr05 typed shorthand): a three-monthly perio maintenance with pocket
//     depths called out and coaching said to the patient, a scale and polish with a whitening question and a caries
//     finding referred to the dentist, a terse hygiene visit (appended dictation), a first RSD visit for a diabetic smoker
//     with mobile lower incisors, a typed PMPR visit with Duraphat varnish and a prescription, a teenager in fixed braces
//     with white spot lesions (appended dictation);
//   dr07–dr12 a UK dental therapist seeing children (Palmer; dr07, dr08, dr10, dr11, dr12 recogniser-style with Palmer
//     words, dr09 a typed transcript labelled "Hyg:" (the therapist) / "Dad:" / "Child:" with LRD shorthand): a check-up
//     with fissure sealants and a closing summary "for the record", a Hall crown on prescription (title from the CC),
//     an occlusal GIC under LA, a primary molar extraction (appended dictation), a toddler's first check-up
//     knee-to-knee, a frightened five-year-old whose fillings could not be done and who was referred;
//   dr13–dr18 a US hygienist (Universal; dr13, dr15, dr17, dr18 recogniser-style, dr14 a typed transcript labelled
//     "RDH:" / "Pt:", dr16 typed shorthand): a periodontal maintenance with six-point calls, suppuration and Arestin
//     (title from the CC), an adult prophy with bitewings, sensitivity and an insurance question, a second SRP visit with
//     pocket irrigation, a prophy and FMX with a declined varnish (appended dictation), a pregnant new patient, a
//     teenager's sealants with a parent's vaping question;
//   dr19–dr24 a US pediatric dentist (Universal with primary letters; dr19, dr20, dr21, dr23 recogniser-style, dr22
//     typed, dr24 a typed transcript labelled "Dr:" / "Mom:" / "Child:"): a four-year-old's recall with a thumb habit, a
//     pulpotomy and SSC under nitrous, SDF for severe early childhood caries, two composites on primary molars (appended
//     dictation), over-retained lower primary incisors extracted, an intrusion injury with the lip irrigated;
//   dr25–dr30 a UK paediatric dentist (FDI; dr25, dr27, dr29 recogniser-style, dr26 and dr30 typed transcripts labelled
//     "Dr:" / "Mum:" / "Dad:" / "Child:", dr28 typed): MIH with an OB GIC under inhalation sedation, a crown fracture with
//     the fragment reattached (no title), a check-up with a diet diary (appended dictation), a new referral planned for
//     GA, a pulpotomy and preformed metal crown under inhalation sedation, a review after GA.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in dr19–dr24);
// 20 recogniser-style (lower case, number words, fillers, no punctuation, "sorry" corrections) and 10 typed (6 labelled
// transcripts: dr02, dr09, dr14, dr24, dr26, dr30; 4 notes: dr05, dr16, dr22, dr28); 26 to 251 words (one terse
// recogniser note of 26 words, three short typed notes of 61 to 83, the rest 124 to 251, most 130 to 180); six cases
// with appended dictation (recogniser-style dr03, dr06 "add to notes …", dr10 "add to notes …" / "next visit …", dr27
// "add to chart …"; typed dr16 "Add to treatment: …" / "Change … to …", dr22 "Add to notes: …" / "Next visit: …").
// DENTAL in 24 cases (not dr01, dr03, dr05, dr13, dr15, dr17).
//
// Judgement calls where the contract was silent:
// - Speaker labels ("Hyg:", "RDH:", "Dr:", "Pt:", "Child:", "Mum:", "Mom:", "Dad:") go; each turn is labelled by what it
//   says, whoever says it: a parent's or patient's history answer is MED HX, their report of the trouble is CC.
//   Questions from the clinician that carry no content ("Any changes to your health since last time?", "Anything
//   bothering you?", "Any concerns?") go.
// - Talk to the patient, child or parent that is no note content goes entirely (as more56 dropped remarks to the
//   patient): greetings, instructions for the work ("can you open like a lion", "breathe through your nose for me"),
//   praise and acknowledgements ("good boy", "lovely", "well done", "you're doing great", "you're all done buddy"),
//   bargaining ("if you sit really still you can pick two stickers from the box"), tell-show-do explanations ("this is
//   my magic toothbrush it tickles your teeth …", "that's the bubble gum air in your nose"), and a child's fears and
//   chatter with the comfort given ("Is it going to hurt?", "It's bleeding!", "I got to keep my teeth in a box!").
//   Working remarks ("right let's get the probe in", "okay ready to chart"), nurse asides ("can you chart for me
//   please", "suction please thanks", "could I have the size four crowns please thanks") and the meta words "recorder's
//   on" and "for the record" go too (as more58 dropped nurse asides).
// - Oral hygiene, diet and home-care coaching said straight to the patient or parent ("you're missing the inside of the
//   bottom front teeth", "try the size 3 brush between your back teeth on the right", "lift the lip every night …",
//   "no juice in the bottle") is advice given, so CONSULT in the words said (the "you" kept), as more58 put advice
//   after treatment in CONSULT; the OHI step named for the record ("OHI TePe size 3 lower right") is a TX item with its
//   OHI title. A home-care product recommended without a prescription (chlorhexidine rinse, Tooth Mousse) is CONSULT;
//   one prescribed ("Duraphat 5000 toothpaste prescribed", "Rx Duraphat 5000 ppm toothpaste") is a TX item.
// - A question about care or treatment and its answer are CONSULT whoever asks (patient, parent or child: "Can you put
//   my tooth back on?"), as more58. In the typed labelled transcripts a question keeps its question mark and the next
//   clause follows it after a space (no ". " after "?").
// - Age and who came, anxiety, behaviour and behaviour management named for the record ("used tell-show-do", "he cried
//   and climbed off the chair", "Frankl 2"), prizes, stickers and certificates, and remarks about the patient are NOTES
//   (as more58); so is a precaution taken for the visit ("latex free gloves today").
// - Pocket depths, bleeding points, suppuration, furcations and recession called out per tooth are PERIO even when said
//   tooth-first (the contract keeps perio findings out of DENTAL), with each tooth's call a sentence, teeth in the
//   numbering, two-surface sites abbreviated by rule 4 ("distal buccal" → DB, "distal lingual" → DL) and a single site
//   left a word ("#18 mesial 5", "16 buccal 4 3 4"); a tooth-first mobility is a chart entry (as more58). Plaque,
//   calculus, oral hygiene and gum findings are PERIO; extrinsic staining and a pregnancy tumor on a papilla are INTRA
//   (its teeth are a place, rule 7); findings made during the treatment ("heavy subgingival calculus #18, #19") stay in
//   TX in order (as more56).
// - Diet and habits told as their own clause in the history ("diet diary shows lots of fruit juice …", "dad says he has
//   juice in the daytime and a bottle at night", "he's started vaping mom found one in his backpack") are social
//   history, MED HX; a habit inside a parent's question stays with the question in CONSULT.
// - Titles: "Hall crown" in the CC gives "SSC LLD" when TX names no procedure (the crown was "tried" and "cemented with
//   glass ionomer"); "stainless steel crown" / "preformed metal crown" → SSC; "PMCs" in a plan → "SSCs" (plural as
//   said); a perio maintenance visit whose TX has only scaling, polishing, Arestin or OHI takes "Periodontal
//   maintenance" from the CC (with "OHI"), but a typed "PMPR" is the title itself (dr05); "irrigated pockets with
//   chlorhexidine" and "irrigated the lip with saline" → Irrigation; "sealant … repaired", "sealants" alone, TBI /
//   toothbrushing instruction, Arestin, Airflow, inhalation sedation and nitrous oxide, disclosing, fragment reattachment
//   with flowable composite (dr26, no TX TODAY), "splint not needed" and "fluoride varnish declined" are no titles;
//   "Duraphat varnish" and "FV" → Fluoride varnish; "OB GIC 36 with Fuji Triage" → "OB GIC 36". A hygiene visit,
//   check-up or referral in the CC names no procedure.
// - A child's age and who came said before the reason ("seven year old with dad for his check up and sealants", "8 y/o
//   w/ Mom for fillings #K and #L") are NOTES and the reason after "for" is the CC, with "the" dropped (as more58 bh12 /
//   bh27); "referred by her dentist for …" stays in the CC as the reason for attending.
// - "Occlusal" before a sealant stays a word in a chart entry ("Occlusal sealant intact"), as more58 bh05 kept
//   "Occlusal fissure sealant intact"; "facial" before composites is abbreviated ("F composites stained"), "buccal"
//   before white spot lesions too (lesion is in rule 4's list) but not before "early decalcification".
// - A repeated spoken correction over two teeth ("three six and four six erupting sorry three six erupted four six
//   erupting") replaces the whole phrase; a corrected LA technique ("id block right sorry buccal infiltration eight
//   four") replaces the technique.
// - Fixed clinical compounds are hyphenated as a careful writer would ("tell-show-do", "knee-to-knee", "post-op", as
//   more56 wrote "try-in"); other recogniser words stay as given ("ex smoker", "latex free", "post eruptive", "over
//   retained"). Brand names are written as their makers write them (TePe, Cavitron, Waterpik, Arestin, Gracey,
//   Duraphat, Fuji Triage, Tooth Mousse, Ketac Cem, Biodentine, MTA, Adderall).
// - In recogniser-style text fields a new clause starts a new sentence (as more58); "referred by the dentist for gum
//   treatment" after "this is his first visit with me" is its own sentence in the CC.
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "add to treatment: …" adds a TX item,
//   "next visit …" adds an NV item, "change X to Y" edits the one place X is said (as more56 / more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more120Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK hygienist, mixed NHS / private (FDI)
  defineCase({
    id: 'dr01-uk-asr-fdi-hygienist-perio-maintenance-pocket-calls-coaching-sorry-right',
    style: 'UK',
    asr: true,
    transcript:
      "okay recorder's on three monthly perio maintenance she says her gums are bleeding less since she started the interdental brushes medical history no changes still on amlodipine for blood pressure no allergies ex smoker stopped last year right let's get the probe in can you chart for me please one seven distal buccal five bleeding mesial buccal four one six buccal four three four furcation grade one buccal two six distal palatal six bleeding three six buccal four four five bleeding four six all three and under everything else three and under lovely bleeding on probing twelve percent down from twenty plaque score twenty eight percent you're missing the inside of the bottom front teeth try angling the brush down behind them try the size three brush between your back teeth on the left sorry the right supra and subgingival scaling with the cavitron and hand scalers polished with prophy paste ohi tepe size three lower right she asked if she still needs to come every three months told her yes while those two pockets are still there recall three months perio maintenance",
    expect: {
      CC: '3 monthly perio maintenance. She says her gums are bleeding less since she started the interdental brushes',
      'MED HX': 'No changes. Still on amlodipine for blood pressure. No allergies. Ex smoker stopped last year',
      PERIO:
        '17 DB 5 bleeding MB 4. 16 buccal 4 3 4 furcation grade 1 buccal. 26 DP 6 bleeding. 36 buccal 4 4 5 bleeding. 46 all 3 and under. Everything else 3 and under. Bleeding on probing 12% down from 20. Plaque score 28%',
      CONSULT:
        "You're missing the inside of the bottom front teeth. Try angling the brush down behind them. Try the size 3 brush between your back teeth on the right. She asked if she still needs to come every 3 months. Told her yes while those 2 pockets are still there",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Supra and subgingival scaling with the Cavitron and hand scalers',
        'Polished with prophy paste',
        'OHI TePe size 3 lower right',
      ],
      'F/U': 'Recall 3 months perio maintenance',
    },
  }),
  defineCase({
    id: 'dr02-uk-typed-labelled-hyg-pt-fdi-scale-polish-17-b-caries-whitening-question',
    style: 'UK',
    asr: false,
    transcript:
      "Hyg: Scale and polish today. Anything bothering you?\nPt: My gums bleed a bit when I floss.\nHyg: Any changes to your health since last time?\nPt: I've started on sertraline. Still no allergies.\nHyg: BPE 2 1 2 / 2 2 2. Calculus on the lingual of the lower incisors. Tea staining on the lower teeth. 17 buccal cervical caries.\nHyg: Scale and polish with the ultrasonic, polished with Cleanic.\nHyg: You're missing the inside of the bottom teeth. Tilt the brush upright behind the front teeth.\nPt: Would whitening work on me?\nHyg: Once the staining's off they'll look brighter, but the dentist can talk you through whitening.\nHyg: OHI given, TePe size 2 between the lower front teeth. Refer 17 to the dentist. Recall 6/12 with the hygienist.",
    expect: {
      CC: 'Scale and polish today. My gums bleed a bit when I floss',
      'MED HX': "I've started on sertraline. Still no allergies",
      INTRA: 'Tea staining on the lower teeth',
      PERIO: 'BPE 2 1 2 / 2 2 2. Calculus on the lingual of the lower incisors',
      DENTAL: [['17', 'B cervical caries']],
      CONSULT:
        "You're missing the inside of the bottom teeth. Tilt the brush upright behind the front teeth. Would whitening work on me? Once the staining's off they'll look brighter, but the dentist can talk you through whitening",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with the ultrasonic',
        'Polished with Cleanic',
        'OHI given',
        'TePe size 2 between the lower front teeth',
      ],
      'TX PLAN': ['Refer 17 to the dentist'],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'dr03-uk-asr-fdi-hygienist-terse-bpe-111111-s-and-p-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene visit no complaints medical history no change bpe one one one one one one light plaque lower anteriors scale and polish ohi recall twelve months',
    appends: ["add to notes she's happy to go on the cancellation list"],
    expect: {
      CC: 'Hygiene visit. No complaints',
      'MED HX': 'No change',
      PERIO: 'BPE 1 1 1 / 1 1 1. Light plaque lower anteriors',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      NOTES: "She's happy to go on the cancellation list",
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'dr04-uk-asr-fdi-hygienist-first-rsd-ur-diabetic-smoker-31-41-mobility-suction-aside',
    style: 'UK',
    asr: true,
    transcript:
      "this is his first visit with me referred by the dentist for gum treatment he says his gums bleed and his lower front teeth feel loose medical history type two diabetes on metformin and gliclazide last hba1c fifty eight no allergies smokes ten a day bpe four three four four three four pocket chart done pockets up to seven millimetres mostly on the molars bleeding on probing forty five percent plaque score sixty percent three one and four one grade one mobility opg from last week generalised horizontal bone loss up to fifty percent worst lower incisors diagnosis generalised periodontitis stage three grade c we talked about the link with diabetes and smoking told him the smoking is the biggest thing he can change he said he'll try the patches explained four visits of deep cleaning under local he's happy to go ahead verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right rsd upper right with the ultrasonic and gracey curettes suction please thanks ohi interdental brushes red and blue next visit rsd lower right in two weeks re-evaluation three months after the last quadrant",
    expect: {
      CC: 'This is his first visit with me. Referred by the dentist for gum treatment. He says his gums bleed and his lower front teeth feel loose',
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Last HbA1c 58. No allergies. Smokes 10 a day',
      PERIO:
        'BPE 4 3 4 / 4 3 4. Pocket chart done. Pockets up to 7 mm mostly on the molars. Bleeding on probing 45%. Plaque score 60%',
      DENTAL: [
        ['31', 'Grade 1 mobility'],
        ['41', 'Grade 1 mobility'],
      ],
      RADIO: 'OPG from last week generalised horizontal bone loss up to 50% worst lower incisors',
      DX: ['Generalised periodontitis stage 3 grade C'],
      CONSULT:
        "We talked about the link with diabetes and smoking. Told him the smoking is the biggest thing he can change. He said he'll try the patches. Explained 4 visits of deep cleaning under local. He's happy to go ahead",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right',
        'RSD upper right with the ultrasonic and Gracey curettes',
        'OHI interdental brushes red and blue',
      ],
      NV: ['RSD lower right in 2 weeks'],
      'F/U': 'Re-evaluation 3 months after the last quadrant',
    },
  }),
  defineCase({
    id: 'dr05-uk-typed-fdi-hygienist-pmpr-ppd-furcation-duraphat-varnish-rx-5000',
    style: 'UK',
    asr: false,
    transcript:
      'Perio maint. MH NC, NKDA. BOP 18%, PPD ≥5 mm: 17 D 5, 27 D 6 (BOP), 37 M 5. 36 buccal furcation grade II. OH good except lingual lowers. PMPR w/ Cavitron + Gracey 11/12 + 13/14. Airflow. OHI: TePe size 3 LR, size 1 LL. Duraphat varnish to 33, 43 root surfaces. Rx Duraphat 5000 ppm toothpaste. RV 3/12.',
    expect: {
      CC: 'Perio maint',
      'MED HX': 'NC, NKDA',
      PERIO: 'BOP 18%, PPD ≥5 mm: 17 D 5, 27 D 6 (BOP), 37 M 5. 36 buccal furcation grade II. OH good except lingual lowers',
      'TX TODAY': ['PMPR', 'OHI', 'Fluoride varnish 33, 43'],
      TX: [
        'PMPR w/ Cavitron + Gracey 11/12 + 13/14',
        'Airflow',
        'OHI: TePe size 3 LR',
        'Size 1 LL',
        'Duraphat varnish to 33, 43 root surfaces',
        'Rx Duraphat 5000 ppm toothpaste',
      ],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'dr06-uk-asr-fdi-hygienist-teen-fixed-braces-white-spot-lesions-coaching-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "fourteen year old with mum for a hygiene visit she's in fixed braces upper and lower mum says she's been lazy with brushing medical history fit and well no medicines no allergies one four and two four buccal white spot lesions one five buccal early decalcification gums swollen and bleeding around the brackets upper and lower heavy plaque along the gum line bpe two two two two two two see how the plaque sits right under the wire that's where you need to aim the little brush one tuft brush around every bracket every night scale and polish around the brackets with hand scalers duraphat varnish applied ohi single tufted brush and interspace brushes she chose a purple one mum asked if the white marks will go away told her some will fade if she keeps them clean but some may stay recall three months with me",
    appends: ['add to notes mum would like after school appointments'],
    expect: {
      CC: "Hygiene visit. She's in fixed braces upper and lower. Mum says she's been lazy with brushing",
      'MED HX': 'Fit and well. No medicines. No allergies',
      PERIO:
        'Gums swollen and bleeding around the brackets upper and lower. Heavy plaque along the gum line. BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['14', 'B white spot lesions'],
        ['24', 'B white spot lesions'],
        ['15', 'Buccal early decalcification'],
      ],
      CONSULT:
        "See how the plaque sits right under the wire. That's where you need to aim the little brush. One tuft brush around every bracket every night. Mum asked if the white marks will go away. Told her some will fade if she keeps them clean but some may stay",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish', 'OHI'],
      TX: [
        'Scale and polish around the brackets with hand scalers',
        'Duraphat varnish applied',
        'OHI single tufted brush and interspace brushes',
      ],
      NOTES: '14 year old with mum. She chose a purple one. Mum would like after school appointments',
      'F/U': 'Recall 3 months with me',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dental therapist seeing children (Palmer)
  defineCase({
    id: 'dr07-uk-asr-palmer-therapist-child-check-up-fs-ll6-lr6-tell-show-do-for-the-record',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'seven year old with dad for his check up and sealants dad says no problems medical history asthma brown and blue inhalers no allergies this is my magic toothbrush it tickles your teeth shall we try it on your finger first good boy soft tissues healthy lower left six and lower right six erupted deep fissures no caries upper right six and upper left six erupting lower left e and lower right e occlusal amalgams sound upper left d mesial caries small if you sit really still you can pick two stickers from the box dad asked if the sealants will stop him getting holes told him they help a lot on the biting surfaces but he still needs to brush okay for the record fissure sealants lower left six and lower right six under cotton wool rolls fluoride varnish on all the teeth used tell show do he was brilliant picked two stickers plan monitor upper left d next visit fissure sealants upper right six and upper left six recall six months',
    expect: {
      CC: 'His check up and sealants. Dad says no problems',
      'MED HX': 'Asthma brown and blue inhalers. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LL6', 'Erupted deep fissures no caries'],
        ['LR6', 'Erupted deep fissures no caries'],
        ['UR6', 'Erupting'],
        ['UL6', 'Erupting'],
        ['LLE', 'O amalgams sound'],
        ['LRE', 'O amalgams sound'],
        ['ULD', 'M caries small'],
      ],
      CONSULT:
        'Dad asked if the sealants will stop him getting holes. Told him they help a lot on the biting surfaces but he still needs to brush',
      'TX TODAY': ['Fissure sealants LL6, LR6', 'Fluoride varnish'],
      TX: ['Fissure sealants LL6, LR6 under cotton wool rolls', 'Fluoride varnish on all the teeth'],
      'TX PLAN': ['Monitor ULD'],
      NOTES: '7 year old with dad. Used tell-show-do. He was brilliant. Picked 2 stickers',
      NV: ['Fissure sealants UR6, UL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dr08-uk-asr-palmer-therapist-hall-crown-lld-prescribed-size-sorry-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "attended for the hall crown on lower left d as the dentist prescribed six year old with mum medical history mum says she's well no medicines no allergies she had a bit of toothache last week but it's settled lower left d mesial occlusal caries not tender no swelling no sinus lower left e sound lower right d occlusal caries arrested we're going to give this tooth a shiny princess crown no la needed orthodontic separators removed size four crown tried sorry size five crown tried fits cemented with glass ionomer she bit on a cotton roll excess removed occlusion high as expected mum asked if it'll hurt when she eats told her the bite feels high for a few days and settles she was a superstar chose a sticker and a bubble wand recall three months with the dentist",
    expect: {
      CC: "Hall crown on LLD as the dentist prescribed. She had a bit of toothache last week but it's settled",
      'MED HX': "Mum says she's well. No medicines. No allergies",
      DENTAL: [
        ['LLD', 'MO caries not tender no swelling no sinus'],
        ['LLE', 'Sound'],
        ['LRD', 'O caries arrested'],
      ],
      CONSULT:
        "Mum asked if it'll hurt when she eats. Told her the bite feels high for a few days and settles",
      'TX TODAY': ['SSC LLD'],
      TX: [
        'No LA needed',
        'Orthodontic separators removed',
        'Size 5 crown tried',
        'Fits',
        'Cemented with glass ionomer',
        'She bit on a cotton roll',
        'Excess removed',
        'Occlusion high as expected',
      ],
      NOTES: '6 year old with mum. She was a superstar. Chose a sticker and a bubble wand',
      'F/U': 'Recall 3 months with the dentist',
    },
  }),
  defineCase({
    id: 'dr09-uk-typed-labelled-hyg-dad-child-palmer-o-gic-lrd-la-tea-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Hyg: Here for the filling on LRD that the dentist prescribed. 6 y/o with Dad.\nHyg: Any changes to his health since we last saw him?\nDad: He's been fine. Still no allergies.\nHyg: LRD occlusal caries into dentine, LRE sound, LR6 fissure sealant intact.\nChild: Is it going to hurt?\nHyg: You'll feel a little pinch and then your tooth goes to sleep.\nHyg: Topical on. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline buccal infiltration LRD. Cotton wool rolls. Caries removed with the slow handpiece, no exposure. O GIC LRD (Fuji IX).\nDad: Can he have his tea after?\nHyg: After the numbness has gone, so he doesn't bite his lip.\nHyg: Notes: really brave, chose a dinosaur sticker. Recall 6/12.",
    expect: {
      CC: 'Filling on LRD that the dentist prescribed',
      'MED HX': "He's been fine. Still no allergies",
      DENTAL: [
        ['LRD', 'O caries into dentine'],
        ['LRE', 'Sound'],
        ['LR6', 'Fissure sealant intact'],
      ],
      CONSULT: "Can he have his tea after? After the numbness has gone, so he doesn't bite his lip",
      'TX TODAY': ['O GIC LRD'],
      TX: [
        'Topical on',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration LRD',
        'Cotton wool rolls',
        'Caries removed with the slow handpiece',
        'No exposure',
        'O GIC LRD (Fuji IX)',
      ],
      NOTES: '6 y/o with Dad. Really brave, chose a dinosaur sticker',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dr10-uk-asr-palmer-therapist-xla-ure-prescribed-strawberry-jelly-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "nine year old with mum for the extraction of upper right e prescribed by the dentist abscess on it last month had antibiotics from the gp medical history mum says fit and well no allergies upper right e grossly carious mobile grade two buccal sinus upper right six erupted sound i'm going to put some strawberry jelly on your gum first then the sleepy juice topical benzocaine la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right e extracted upper right e with forceps roots resorbed haemostasis bit on gauze post op instructions to mum mum asked about a space maintainer told her the adult molar is through so it's not needed he did really well certificate for being brave review at his next check up",
    appends: ['add to notes mum prefers a text reminder', 'next visit fissure sealant upper right six'],
    expect: {
      CC: 'Extraction of URE prescribed by the dentist. Abscess on it last month. Had antibiotics from the GP',
      'MED HX': 'Mum says fit and well. No allergies',
      DENTAL: [
        ['URE', 'Grossly carious mobile grade 2 buccal sinus'],
        ['UR6', 'Erupted sound'],
      ],
      CONSULT: "Mum asked about a space maintainer. Told her the adult molar is through so it's not needed",
      'TX TODAY': ['Extraction URE'],
      TX: [
        'Topical benzocaine',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration URE',
        'Extracted URE with forceps',
        'Roots resorbed',
        'Haemostasis',
        'Bit on gauze',
        'Post-op instructions to mum',
      ],
      NOTES: '9 year old with mum. He did really well. Certificate for being brave. Mum prefers a text reminder',
      NV: ['Fissure sealant UR6'],
      'F/U': 'Review at his next check up',
    },
  }),
  defineCase({
    id: 'dr11-uk-asr-palmer-therapist-toddler-first-check-up-knee-to-knee-bottle-question-ura-ula',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "first check up with us three year old with mum mum says she's had a few chest infections this winter otherwise healthy no allergies can you count your teeth with me one two three lovely knee to knee exam soft tissues healthy plaque on the upper front teeth upper right a and upper left a white spot lesions at the gum line upper right d and upper left d sound lower teeth all sound mum asked if the bedtime bottle of milk is the problem told her milk sitting on the teeth overnight is what's causing the white marks try water only in the bottle and aim for a cup by her next birthday lift the lip every night and brush twice a day with a smear of fluoride toothpaste fluoride varnish applied toothbrushing instruction with mum she chose a unicorn sticker recall three months for varnish",
    expect: {
      CC: 'First check up with us',
      'MED HX': "Mum says she's had a few chest infections this winter otherwise healthy. No allergies",
      INTRA: 'Knee-to-knee exam. Soft tissues healthy. Lower teeth all sound',
      PERIO: 'Plaque on the upper front teeth',
      DENTAL: [
        ['URA', 'White spot lesions at the gum line'],
        ['ULA', 'White spot lesions at the gum line'],
        ['URD', 'Sound'],
        ['ULD', 'Sound'],
      ],
      CONSULT:
        "Mum asked if the bedtime bottle of milk is the problem. Told her milk sitting on the teeth overnight is what's causing the white marks. Try water only in the bottle and aim for a cup by her next birthday. Lift the lip every night and brush twice a day with a smear of fluoride toothpaste",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '3 year old with mum. She chose a unicorn sticker',
      'F/U': 'Recall 3 months for varnish',
    },
  }),
  defineCase({
    id: 'dr12-uk-asr-palmer-therapist-frightened-child-no-fillings-fv-referral-community-ga',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "five year old with dad and his little sister for fillings on the lower right d and e prescribed by the dentist dad says he's been complaining of toothache at night on the right medical history dad says fit and well allergic to plasters okay mister wiggly is going to count your teeth can you open like a lion lower right d mesial occlusal caries lower right e occlusal caries large tender to tap upper left d distal caries he wouldn't let me go any further tried tell show do with the slow handpiece on his finger he cried and climbed off the chair we stopped there no fillings done fluoride varnish managed on the lower teeth only dad says he had a bad experience at his old dentist discussed referral to the community paediatric dental service for treatment possibly under general anaesthetic dad agrees referral letter sent to the community service he chose a sticker anyway review in two weeks for a pain check",
    expect: {
      CC: "Fillings on LRD and LRE prescribed by the dentist. Dad says he's been complaining of toothache at night on the right",
      'MED HX': 'Dad says fit and well. Allergic to plasters',
      DENTAL: [
        ['LRD', 'MO caries'],
        ['LRE', 'O caries large tender to tap'],
        ['ULD', 'D caries'],
      ],
      CONSULT:
        'Discussed referral to the community paediatric dental service for treatment possibly under general anaesthetic. Dad agrees',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['No fillings done', 'Fluoride varnish managed on the lower teeth only'],
      'TX PLAN': ['Referral letter sent to the community service'],
      NOTES:
        "5 year old with dad and his little sister. He wouldn't let me go any further. Tried tell-show-do with the slow handpiece on his finger. He cried and climbed off the chair. We stopped there. Dad says he had a bad experience at his old dentist. He chose a sticker anyway",
      'F/U': 'Review in 2 weeks for a pain check',
    },
  }),

  // ---------------------------------------------------------------- 3. US hygienist (Universal)
  defineCase({
    id: 'dr13-us-asr-rdh-perio-maintenance-six-point-calls-suppuration-arestin-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodontal maintenance three month interval she says her gums feel good she's flossing most nights medical history no changes takes lisinopril and metformin no known drug allergies okay ready to chart number two facial five four five bleeding lingual four three five number three facial four three four furcation class one number fourteen facial three three five number fifteen distal lingual six bleeding suppuration number eighteen mesial five number thirty one distal six bleeding everything else three or less recession two millimeters on twenty two through twenty seven can I get the air water syringe thanks the back teeth on the left are where the plaque is hiding try the waterpik back there she asked if she'll lose fifteen told her it's stable for now but we're watching it okay for the record full mouth scaling with the cavitron hand scaling fifteen and thirty one polished with fine paste arestin placed fifteen and thirty one plan doctor to check fifteen at the exam recall three months for periodontal maintenance",
    expect: {
      CC: "Periodontal maintenance 3 month interval. She says her gums feel good. She's flossing most nights",
      'MED HX': 'No changes. Takes lisinopril and metformin. No known drug allergies',
      PERIO:
        '#2 facial 5 4 5 bleeding lingual 4 3 5. #3 facial 4 3 4 furcation class 1. #14 facial 3 3 5. #15 DL 6 bleeding suppuration. #18 mesial 5. #31 distal 6 bleeding. Everything else 3 or less. Recession 2 mm on #22 through #27',
      CONSULT:
        "Back teeth on the left are where the plaque is hiding. Try the Waterpik back there. She asked if she'll lose #15. Told her it's stable for now but we're watching it",
      'TX TODAY': ['Periodontal maintenance'],
      TX: [
        'Full mouth scaling with the Cavitron',
        'Hand scaling #15, #31',
        'Polished with fine paste',
        'Arestin placed #15, #31',
      ],
      'TX PLAN': ['Doctor to check #15 at the exam'],
      'F/U': 'Recall 3 months for periodontal maintenance',
    },
  }),
  defineCase({
    id: 'dr14-us-typed-labelled-rdh-pt-adult-prophy-bwx-30-d-caries-brushing-too-hard-insurance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "RDH: Adult prophy and 4 BWX. Any concerns?\nPt: My lower front teeth have been sensitive to cold lately.\nRDH: Any changes to your health or meds?\nPt: I started taking vitamin D. Still allergic to sulfa.\nRDH: PSR 2 2 2 / 2 3 2. Generalized light plaque, moderate calculus lingual lower anteriors. Recession 1-2 mm facial #23-#26.\nRDH: 4 BWX: #30 D caries into dentin, no bone loss.\nRDH: #30 D caries confirmed with explorer. #19 MOD amalgam sound. #14 crown margins intact.\nRDH: Prophy with Cavitron and hand scalers, coarse paste polish, floss.\nPt: Do you think I'm brushing too hard?\nRDH: You're scrubbing at the gum line on the bottom teeth, that's why they're sensitive. Let the brush do the work, soft bristles only.\nRDH: OHI with soft brush and Sensodyne. Fluoride varnish applied.\nRDH: Dx: caries #30. Tx plan: DO composite #30.\nPt: Will my insurance cover the filling?\nRDH: Front desk will send a pre-estimate.\nRDH: Recall 6 months.",
    expect: {
      CC: 'Adult prophy and 4 BWX. My lower front teeth have been sensitive to cold lately',
      'MED HX': 'I started taking vitamin D. Still allergic to sulfa',
      PERIO:
        'PSR 2 2 2 / 2 3 2. Generalized light plaque, moderate calculus lingual lower anteriors. Recession 1-2 mm facial #23-#26',
      DENTAL: [
        ['30', 'D caries confirmed with explorer'],
        ['19', 'MOD amalgam sound'],
        ['14', 'Crown margins intact'],
      ],
      RADIO: '4 BWX: #30 D caries into dentin, no bone loss',
      DX: ['Caries #30'],
      CONSULT:
        "Do you think I'm brushing too hard? You're scrubbing at the gum line on the bottom teeth, that's why they're sensitive. Let the brush do the work, soft bristles only. Will my insurance cover the filling? Front desk will send a pre-estimate",
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy with Cavitron and hand scalers',
        'Coarse paste polish',
        'Floss',
        'OHI with soft brush and Sensodyne',
        'Fluoride varnish applied',
      ],
      'TX PLAN': ['DO composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dr15-us-asr-rdh-srp-second-visit-ll-ul-two-la-lines-pocket-irrigation-nervous',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "second visit for scaling and root planing lower left and upper left she says the right side feels much better after last time no changes to her health no allergies she's a bit nervous today so we went slow two carpules lidocaine two percent one to one hundred thousand epi left ianb and one carpule articaine four percent one to one hundred thousand epi buccal infiltration upper left you're doing great just a little pressure here srp lower left and upper left with the cavitron and gracey curettes heavy subgingival calculus on eighteen and nineteen bleeding controlled with pressure irrigated pockets with chlorhexidine post op instructions given told her to take ibuprofen for soreness and rinse with warm salt water next visit re-eval in six weeks",
    expect: {
      CC: 'Second visit for scaling and root planing lower left and upper left. She says the right side feels much better after last time',
      'MED HX': 'No changes to her health. No allergies',
      CONSULT: 'Told her to take ibuprofen for soreness and rinse with warm salt water',
      'TX TODAY': ['SRP', 'Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper left',
        'SRP lower left and upper left with the Cavitron and Gracey curettes',
        'Heavy subgingival calculus #18, #19',
        'Bleeding controlled with pressure',
        'Irrigated pockets with chlorhexidine',
        'Post-op instructions given',
      ],
      NOTES: "She's a bit nervous today so we went slow",
      NV: ['Re-eval in 6 weeks'],
    },
  }),
  defineCase({
    id: 'dr16-us-typed-rdh-prophy-fmx-31-overhang-fluoride-declined-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Prophy + FMX. Pt reports no concerns. Med hx: HTN (amlodipine), NKDA. PSR 1 1 1 / 1 1 2. Light plaque, localized calculus lower anteriors. FMX: no periapical pathology, bone levels WNL, #31 MO overhang. #31 MO amalgam overhang, flossing shreds. #8, #9 facial composites stained. Prophy w/ hand scalers + polish. OHI: floss threader #31. Pt asked about replacing front fillings for cosmetics; to discuss w/ Dr at exam. Recall 6 mo.',
    appends: ['Add to treatment: fluoride varnish declined.', 'Change 6 mo to 12 mo.'],
    expect: {
      CC: 'Prophy + FMX. Pt reports no concerns',
      'MED HX': 'HTN (amlodipine), NKDA',
      PERIO: 'PSR 1 1 1 / 1 1 2. Light plaque, localized calculus lower anteriors',
      DENTAL: [
        ['31', 'MO amalgam overhang, flossing shreds'],
        ['8', 'F composites stained'],
        ['9', 'F composites stained'],
      ],
      RADIO: 'FMX: no periapical pathology, bone levels WNL, #31 MO overhang',
      CONSULT: 'Pt asked about replacing front fillings for cosmetics; to discuss w/ Dr at exam',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy w/ hand scalers + polish', 'OHI: floss threader #31', 'Fluoride varnish declined'],
      'F/U': 'Recall 12 mo',
    },
  }),
  defineCase({
    id: 'dr17-us-asr-rdh-new-patient-pregnant-pregnancy-tumor-25-26-sorry-latex-chlorhexidine',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient she's twenty weeks pregnant and her gums have been bleeding a lot when she brushes medical history pregnant second trimester taking prenatal vitamins had gestational diabetes with her first allergic to latex latex free gloves today extraoral within normal limits intraoral pregnancy tumor on the facial papilla between twenty four and twenty five sorry between twenty five and twenty six about four millimeters bleeds easily psr three two three three two three generalized bleeding on probing moderate plaque pockets up to five millimeters on the molars no bitewings today because of the pregnancy she asked if the cleaning is safe for the baby told her yes the second trimester is actually the best time and healthy gums matter for the baby too diagnosis pregnancy gingivitis you're missing along the gumline on the upper back teeth angle the bristles up into the gum like this prophy with hand instruments only polished ohi soft brush and floss daily chlorhexidine rinse twice a day for two weeks next visit gum recheck in six weeks bitewings after the baby is born",
    expect: {
      CC: "New patient. She's 20 weeks pregnant and her gums have been bleeding a lot when she brushes",
      'MED HX':
        'Pregnant second trimester. Taking prenatal vitamins. Had gestational diabetes with her first. Allergic to latex',
      EXTRA: 'Within normal limits',
      INTRA: 'Pregnancy tumor on the facial papilla between #25 and #26 about 4 mm. Bleeds easily',
      PERIO:
        'PSR 3 2 3 / 3 2 3. Generalized bleeding on probing. Moderate plaque. Pockets up to 5 mm on the molars',
      RADIO: 'No bitewings today because of the pregnancy',
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        "She asked if the cleaning is safe for the baby. Told her yes the second trimester is actually the best time and healthy gums matter for the baby too. You're missing along the gumline on the upper back teeth. Angle the bristles up into the gum like this. Chlorhexidine rinse twice a day for 2 weeks",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with hand instruments only', 'Polished', 'OHI soft brush and floss daily'],
      NOTES: 'Latex free gloves today',
      NV: ['Gum recheck in 6 weeks', 'Bitewings after the baby is born'],
    },
  }),
  defineCase({
    id: 'dr18-us-asr-rdh-teen-sealants-2-15-18-31-sealant-14-repaired-vaping-mom-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "fifteen year old with mom here for his cleaning and sealants on the twelve year molars mom says no health changes he takes adderall for adhd no allergies he's started vaping mom found one in his backpack gums red and puffy on the lower front teeth bleeding on probing lower anteriors psr one one one one two one numbers two fifteen eighteen and thirty one fully erupted deep grooves no caries number three occlusal sealant intact fourteen occlusal sealant partly lost mom asked if vaping can hurt his teeth told her it dries the mouth and raises the risk of cavities and gum disease gave him the quit vaping handout prophy fissure sealants two fifteen eighteen and thirty one sealant on fourteen repaired fluoride varnish you're all done buddy recall six months",
    expect: {
      CC: 'His cleaning and sealants on the 12 year molars',
      'MED HX':
        "Mom says no health changes. He takes Adderall for ADHD. No allergies. He's started vaping. Mom found one in his backpack",
      PERIO: 'Gums red and puffy on the lower front teeth. Bleeding on probing lower anteriors. PSR 1 1 1 / 1 2 1',
      DENTAL: [
        ['2', 'Fully erupted deep grooves no caries'],
        ['15', 'Fully erupted deep grooves no caries'],
        ['18', 'Fully erupted deep grooves no caries'],
        ['31', 'Fully erupted deep grooves no caries'],
        ['3', 'Occlusal sealant intact'],
        ['14', 'Occlusal sealant partly lost'],
      ],
      CONSULT:
        'Mom asked if vaping can hurt his teeth. Told her it dries the mouth and raises the risk of cavities and gum disease. Gave him the quit vaping handout',
      'TX TODAY': ['Prophy', 'Fissure sealants #2, #15, #18, #31', 'Fluoride varnish'],
      TX: ['Prophy', 'Fissure sealants #2, #15, #18, #31', 'Sealant #14 repaired', 'Fluoride varnish'],
      NOTES: '15 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric dentist (Universal, primary letters)
  defineCase({
    id: 'dr19-us-asr-pedo-four-year-recall-k-d-caries-thumb-habit-treasure-chest-do-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with mom for her six month checkup mom says she's doing great no medical changes no allergies we're gonna count your teeth with mister thumb and then tickle them with the spinning toothbrush extraoral within normal limits intraoral soft tissues normal anterior open bite from the thumb light plaque letter k distal caries letter l mesial incipient caries letters a b i j s and t sound two bitewings k into dentin l into enamel only mom asked when she should stop the thumb sucking told her ideally before the adult front teeth come in around six we can try a reward chart for the record prophy with the prophy angle and fluoride varnish diagnosis caries letter k she got to pick a toy from the treasure chest next visit mesial occlusal sorry disto occlusal composite on k recall six months",
    expect: {
      CC: "Her 6 month checkup. Mom says she's doing great",
      'MED HX': 'No medical changes. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. Anterior open bite from the thumb',
      PERIO: 'Light plaque',
      DENTAL: [
        ['K', 'D caries'],
        ['L', 'M incipient caries'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 bitewings. #K into dentin. #L into enamel only',
      DX: ['Caries #K'],
      CONSULT:
        'Mom asked when she should stop the thumb sucking. Told her ideally before the adult front teeth come in around 6. We can try a reward chart',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy with the prophy angle', 'Fluoride varnish'],
      NOTES: '4 year old with mom. She got to pick a toy from the treasure chest',
      NV: ['DO composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dr20-us-asr-pedo-pulpotomy-ssc-s-nitrous-bubble-gum-air-school-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with dad for the crown on s dad says he's had no toothache he's healthy no meds no allergies letter s large distal occlusal caries no swelling not mobile letter t occlusal sealant intact that's the bubble gum air in your nose just breathe slowly nitrous oxide thirty percent titrated topical one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulp exposure pulpotomy s with mta bleeding controlled in two minutes stainless steel crown s size five cemented with ketac cem one hundred percent oxygen for five minutes dad asked if he can go back to school this afternoon told him yes just soft food until the numbness goes great patient picked from the prize box recall six months",
    expect: {
      CC: "Crown on #S. Dad says he's had no toothache",
      'MED HX': "He's healthy. No meds. No allergies",
      DENTAL: [
        ['S', 'Large DO caries no swelling not mobile'],
        ['T', 'Occlusal sealant intact'],
      ],
      CONSULT:
        'Dad asked if he can go back to school this afternoon. Told him yes just soft food until the numbness goes',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Nitrous oxide 30% titrated',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #S with MTA',
        'Bleeding controlled in 2 minutes',
        'Stainless steel crown #S size 5',
        'Cemented with Ketac Cem',
        '100% oxygen for 5 minutes',
      ],
      NOTES: '6 year old with dad. Great patient. Picked from the prize box',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dr21-us-asr-pedo-toddler-severe-ecc-sdf-e-f-d-consent-bargaining-sticker',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "three year old with dad he's been pointing at his top teeth and won't eat apples healthy no meds allergic to amoxicillin it gave him a rash dad says he has juice in the daytime and a bottle at night knee to knee exam no swelling no abscess plaque on the upper front teeth letters e and f facial cavitated caries into dentin letter d mesial caries letter g sound letters a j k l s and t sound diagnosis early childhood caries severe we talked about the options treating it under general anesthesia or arresting the cavities with silver diamine fluoride dad wants to try the sdf first showed dad the photos of the black staining he's okay with it consent form signed for sdf if you hold still for thirty seconds you get a sticker silver diamine fluoride applied e f and d one minute each fluoride varnish on the rest no juice in the bottle water only at night sticker given recall three months to reapply sdf",
    expect: {
      CC: "He's been pointing at his top teeth and won't eat apples",
      'MED HX':
        'Healthy. No meds. Allergic to amoxicillin it gave him a rash. Dad says he has juice in the daytime and a bottle at night',
      INTRA: 'Knee-to-knee exam. No swelling. No abscess',
      PERIO: 'Plaque on the upper front teeth',
      DENTAL: [
        ['E', 'F cavitated caries into dentin'],
        ['F', 'F cavitated caries into dentin'],
        ['D', 'M caries'],
        ['G', 'Sound'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      DX: ['Early childhood caries severe'],
      CONSULT:
        "We talked about the options treating it under general anesthesia or arresting the cavities with silver diamine fluoride. Dad wants to try the SDF first. Showed dad the photos of the black staining. He's okay with it. No juice in the bottle. Water only at night",
      CONSENT: 'Consent form signed for SDF',
      'TX TODAY': ['SDF #E, #F, #D', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride applied #E, #F, #D 1 minute each', 'Fluoride varnish on the rest'],
      NOTES: '3 year old with dad. Sticker given',
      'F/U': 'Recall 3 months to reapply SDF',
    },
  }),
  defineCase({
    id: 'dr22-us-typed-pedo-do-composite-k-o-composite-l-tell-show-do-prize-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ Mom for fillings #K and #L. No changes to health, NKDA. Mom reports sensitivity to sweets lower left. #K DO caries. #L O caries. #19 erupted, no caries. Tell-show-do, pt calm. Topical 20% benzocaine. 1 carpule 4% articaine 1:100k epi, left IANB. Isolite. #K DO prep, caries removed, no exposure. Sectional matrix. DO composite #K, O composite #L, shade A1. Occlusion checked. Pt picked a prize. POI given to Mom: watch lip/cheek biting. NV: FS #19, #30. Recall 6 mo.',
    appends: ['Add to notes: Mom asked for morning appts before school.', 'Next visit: also FS #3, #14.'],
    expect: {
      CC: 'Fillings #K and #L. Mom reports sensitivity to sweets lower left',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['K', 'DO caries'],
        ['L', 'O caries'],
        ['19', 'Erupted, no caries'],
      ],
      'TX TODAY': ['DO composite #K', 'O composite #L'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left',
        'Isolite',
        '#K DO prep',
        'Caries removed',
        'No exposure',
        'Sectional matrix',
        'DO composite #K',
        'O composite #L',
        'Shade A1',
        'Occlusion checked',
        'POI given to Mom: watch lip/cheek biting',
      ],
      NOTES: '8 y/o w/ Mom. Tell-show-do, pt calm. Pt picked a prize. Mom asked for morning appts before school',
      NV: ['Fissure sealant #19, #30', 'Fissure sealant #3, #14'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'dr23-us-asr-pedo-shark-teeth-over-retained-o-p-extracted-mobility-sorry-tooth-fairy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with dad shark teeth on the bottom the new front teeth are coming in behind the baby ones healthy no meds no allergies letters o and p grade one mobility sorry grade two mobility numbers twenty four and twenty five erupting lingually halfway in letters n and q firm pa not needed diagnosis over retained primary incisors o and p dad asked if the new teeth will move forward told him the tongue usually pushes them forward in a few months topical twenty percent benzocaine one carpule lidocaine two percent one to one hundred thousand epi infiltration o and p you're gonna feel me pushing it's like a big hug for your tooth extracted o and p with forceps bit on gauze bleeding stopped for the record he was a champ he got the tooth fairy box post op instructions to dad no straws today",
    expect: {
      CC: 'Shark teeth on the bottom. New front teeth are coming in behind the baby ones',
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['O', 'Grade 2 mobility'],
        ['P', 'Grade 2 mobility'],
        ['24', 'Erupting lingually halfway in'],
        ['25', 'Erupting lingually halfway in'],
        ['N', 'Firm'],
        ['Q', 'Firm'],
      ],
      RADIO: 'PA not needed',
      DX: ['Over retained primary incisors #O, #P'],
      CONSULT:
        'Dad asked if the new teeth will move forward. Told him the tongue usually pushes them forward in a few months',
      'TX TODAY': ['Extraction #O, #P'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #O, #P',
        'Extracted #O, #P with forceps',
        'Bit on gauze',
        'Bleeding stopped',
        'Post-op instructions to dad no straws today',
      ],
      NOTES: '7 year old with dad. He was a champ. He got the tooth fairy box',
    },
  }),
  defineCase({
    id: 'dr24-us-typed-labelled-dr-mom-child-intrusion-f-concussion-e-lip-irrigated',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dr: Emergency. 5 y/o with Mom. Fell off her scooter an hour ago and hit her top teeth.\nMom: She didn't pass out. She's had all her shots. No medical problems, no allergies.\nChild: It's bleeding!\nDr: I know, sweetie, we're going to make it feel better.\nDr: EO: small laceration upper lip, no bleeding now. IO: gingival laceration around #F. #F intruded approx 2 mm, not mobile. #E tender to percussion, not displaced. #D, #G sound.\nDr: PA #E, #F: #F apex displaced labially, away from the permanent tooth bud.\nDr: Dx: intrusion #F, concussion #E.\nDr: We'll let #F re-erupt on its own, it usually comes back down in a few weeks to months. Soft diet, brush gently, chlorhexidine on a swab twice a day.\nMom: Will her adult tooth be OK?\nDr: There's a small chance the adult tooth could be marked; we'll keep an eye on it as it comes in.\nDr: Irrigated the lip with saline. Sticker for being brave. Review in 1 week, then 1 month.",
    expect: {
      CC: "Emergency. Fell off her scooter an hour ago and hit her top teeth. She didn't pass out",
      'MED HX': "She's had all her shots. No medical problems, no allergies",
      EXTRA: 'Small laceration upper lip, no bleeding now',
      INTRA: 'Gingival laceration around #F',
      DENTAL: [
        ['F', 'Intruded approx 2 mm, not mobile'],
        ['E', 'Tender to percussion, not displaced'],
        ['D', 'Sound'],
        ['G', 'Sound'],
      ],
      RADIO: 'PA #E, #F: #F apex displaced labially, away from the permanent tooth bud',
      DX: ['Intrusion #F', 'Concussion #E'],
      CONSULT:
        "We'll let #F re-erupt on its own, it usually comes back down in a few weeks to months. Soft diet, brush gently, chlorhexidine on a swab twice a day. Will her adult tooth be OK? There's a small chance the adult tooth could be marked; we'll keep an eye on it as it comes in",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated the lip with saline'],
      NOTES: '5 y/o with Mom. Sticker for being brave',
      'F/U': 'Review in 1 week, then 1 month',
    },
  }),

  // ---------------------------------------------------------------- 5. UK paediatric dentist (FDI)
  defineCase({
    id: 'dr25-uk-asr-fdi-paed-mih-36-ob-gic-inhalation-sedation-sorry-ortho-referral-long',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old with mum referred by her dentist for the sensitive back teeth mum says she can't brush the lower left because it hurts and she won't have cold drinks medical history mild asthma uses a blue inhaler when needed no allergies she's anxious after a bad experience with an injection extra oral nad intra oral soft tissues healthy three six yellow brown hypomineralised enamel post eruptive breakdown occlusal and buccal sensitive to air four six hypomineralised intact one one and two one demarcated opacities mild one six and two six hypomineralised intact bitewings taken no caries in the primary molars three six breakdown into dentine diagnosis molar incisor hypomineralisation severe three six discussed options with mum protect three six now with a glass ionomer and a stainless steel crown later or plan extraction of the first molars at the right age with the orthodontist mum wants to protect it for now and see the orthodontist later inhalation sedation nitrous oxide thirty percent titrated breathe through your nose for me you're doing really well topical one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six cotton wool rolls and dry guards loose enamel removed no caries excavation needed occlusal sorry occlusal buccal gic three six with fuji triage fluoride varnish on all the molars tooth mousse twice a day for the sensitivity for the record she did brilliantly chose two stickers referral to the orthodontist at age nine for first molar assessment review three months",
    expect: {
      CC: "Referred by her dentist for the sensitive back teeth. Mum says she can't brush the lower left because it hurts and she won't have cold drinks",
      'MED HX': 'Mild asthma uses a blue inhaler when needed. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Yellow brown hypomineralised enamel post eruptive breakdown occlusal and buccal sensitive to air'],
        ['46', 'Hypomineralised intact'],
        ['11', 'Demarcated opacities mild'],
        ['21', 'Demarcated opacities mild'],
        ['16', 'Hypomineralised intact'],
        ['26', 'Hypomineralised intact'],
      ],
      RADIO: 'Bitewings taken. No caries in the primary molars. 36 breakdown into dentine',
      DX: ['Molar incisor hypomineralisation severe 36'],
      CONSULT:
        'Discussed options with mum protect 36 now with a glass ionomer and a stainless steel crown later or plan extraction of the first molars at the right age with the orthodontist. Mum wants to protect it for now and see the orthodontist later. Tooth Mousse twice a day for the sensitivity',
      'TX TODAY': ['OB GIC 36', 'Fluoride varnish'],
      TX: [
        'Inhalation sedation nitrous oxide 30% titrated',
        'Topical',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Cotton wool rolls and dry guards',
        'Loose enamel removed',
        'No caries excavation needed',
        'OB GIC 36 with Fuji Triage',
        'Fluoride varnish on all the molars',
      ],
      'TX PLAN': ['Referral to the orthodontist at age 9 for first molar assessment'],
      NOTES:
        "8 year old with mum. She's anxious after a bad experience with an injection. She did brilliantly. Chose 2 stickers",
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'dr26-uk-typed-labelled-dr-mum-child-fdi-crown-fracture-11-fragment-reattached-no-title',
    style: 'UK',
    asr: false,
    transcript:
      "Dr: Emergency. 10 y/o with Mum. Hit by a cricket ball at school this morning, broke her front tooth. Mum has the piece in milk.\nMum: She didn't hit her head. She's healthy, no medicines, allergic to plasters.\nDr: EO: bruised upper lip, no lacerations. IO: soft tissues otherwise healthy. 11 uncomplicated crown fracture, MI angle, no pulp exposure, not mobile, TTP. 21 enamel infraction, not mobile. 12, 22 sound.\nDr: PA 11, 21: no root fracture, open apices.\nDr: Dx: uncomplicated crown fracture 11, enamel infraction 21.\nChild: Can you put my tooth back on?\nDr: I'm going to try, that's why Mum kept it in milk.\nDr: Verbal consent from Mum. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline labial infiltration 11. Rubber dam. Fragment reattached with Scotchbond Universal and flowable composite. Polished. Occlusion checked. Splint not needed.\nMum: Can she play netball on Saturday?\nDr: Only with a gumshield, and soft food for a week.\nDr: Review 2/52 with sensibility tests, then 6/52.",
    expect: {
      CC: "Emergency. Hit by a cricket ball at school this morning, broke her front tooth. Mum has the piece in milk. She didn't hit her head",
      'MED HX': "She's healthy, no medicines, allergic to plasters",
      EXTRA: 'Bruised upper lip, no lacerations',
      INTRA: 'Soft tissues otherwise healthy',
      DENTAL: [
        ['11', 'Uncomplicated crown fracture, MI angle, no pulp exposure, not mobile, TTP', 'Crown'],
        ['21', 'Enamel infraction, not mobile'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11, 21: no root fracture, open apices',
      DX: ['Uncomplicated crown fracture 11', 'Enamel infraction 21'],
      CONSULT:
        "Can you put my tooth back on? I'm going to try, that's why Mum kept it in milk. Can she play netball on Saturday? Only with a gumshield, and soft food for a week",
      CONSENT: 'Verbal consent from Mum',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11',
        'Rubber dam',
        'Fragment reattached with Scotchbond Universal and flowable composite',
        'Polished',
        'Occlusion checked',
        'Splint not needed',
      ],
      NOTES: '10 y/o with Mum',
      'F/U': 'Review 2 weeks with sensibility tests, then 6 weeks',
    },
  }),
  defineCase({
    id: 'dr27-uk-asr-fdi-paed-check-up-diet-diary-55-65-caries-erupting-sorry-appends-chart',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old with dad for his check up and to go over the diet diary dad says he's had no pain medical history eczema uses a steroid cream no allergies diet diary shows lots of fruit juice and sweets after school can you show me your wobbly tooth wow that's really wobbly extra oral nad intra oral soft tissues healthy plaque on the lower molars bpe not done too young seven one mobile exfoliating three one erupting five five distal caries six five mesial caries seven five and eight five fissure sealed intact three six and four six erupting sorry three six erupted four six erupting bitewings grade one caries five five distal and six five mesial into outer dentine diagnosis caries five five and six five went through the diet diary with dad swap juice for water or milk and keep sweets to mealtimes duraphat five thousand toothpaste prescribed fluoride varnish applied he was great picked a sticker and a pencil next visit fissure sealant three six and composites five five and six five recall three months",
    appends: ['add to chart seven four occlusal caries small'],
    expect: {
      CC: "His check up and to go over the diet diary. Dad says he's had no pain",
      'MED HX': 'Eczema uses a steroid cream. No allergies. Diet diary shows lots of fruit juice and sweets after school',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars. BPE not done too young',
      DENTAL: [
        ['71', 'Mobile exfoliating'],
        ['31', 'Erupting'],
        ['55', 'D caries'],
        ['65', 'M caries'],
        ['75', 'Fissure sealed intact'],
        ['85', 'Fissure sealed intact'],
        ['36', 'Erupted'],
        ['46', 'Erupting'],
        ['74', 'O caries small'],
      ],
      RADIO: 'Bitewings grade 1. Caries 55 distal and 65 mesial into outer dentine',
      DX: ['Caries 55, 65'],
      CONSULT:
        'Went through the diet diary with dad. Swap juice for water or milk and keep sweets to mealtimes',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Duraphat 5000 toothpaste prescribed', 'Fluoride varnish applied'],
      NOTES: '7 year old with dad. He was great. Picked a sticker and a pencil',
      NV: ['Fissure sealant 36', 'Composites 55, 65'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dr28-uk-typed-fdi-paed-new-referral-ecc-ga-planning-pmcs-frankl-consent-at-pre-op',
    style: 'UK',
    asr: false,
    transcript:
      "New referral from GDP: multiple carious teeth, unable to treat in the chair. 4 y/o, attended w/ mum + grandad. MH: Down syndrome, repaired VSD (no abx cover per cardiologist), NKDA. Cooperation: sat on mum's lap for exam only, Frankl 2. EO: NAD. IO: soft tissues NAD. Poor OH, gingivitis upper anteriors. 51, 61, 62 gross caries. 52 gross caries, draining sinus. 54, 64 O caries. 74, 84 DO caries. 55, 65, 75, 85 caries-free. Unable to take radiographs. Dx: severe early childhood caries. Discussed options w/ mum: GA for XLA 51, 52, 61, 62 + restorations/PMCs on molars; IS not suitable at this age. Mum keen on GA. Risks of GA explained, written info given. Consent to be signed at pre-op. Prevention: 1,450 ppm toothpaste twice daily, no sugar between meals, stop bedtime bottle. FV applied to molars. Plan: GA list. XLA 51, 52, 61, 62. PMCs 74, 84. Composites 54, 64. Radiographs under GA. Review 3/12 if GA delayed.",
    expect: {
      CC: 'New referral from GDP: multiple carious teeth, unable to treat in the chair',
      'MED HX': 'Down syndrome, repaired VSD (no abx cover per cardiologist), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Poor OH, gingivitis upper anteriors',
      DENTAL: [
        ['51', 'Gross caries'],
        ['61', 'Gross caries'],
        ['62', 'Gross caries'],
        ['52', 'Gross caries, draining sinus'],
        ['54', 'O caries'],
        ['64', 'O caries'],
        ['74', 'DO caries'],
        ['84', 'DO caries'],
        ['55', 'Caries-free'],
        ['65', 'Caries-free'],
        ['75', 'Caries-free'],
        ['85', 'Caries-free'],
      ],
      RADIO: 'Unable to take radiographs',
      DX: ['Severe early childhood caries'],
      CONSULT:
        'Discussed options w/ mum: GA for XLA 51, 52, 61, 62 + restorations/PMCs on molars; IS not suitable at this age. Mum keen on GA. Risks of GA explained, written info given. Prevention: 1,450 ppm toothpaste twice daily, no sugar between meals, stop bedtime bottle',
      CONSENT: 'Consent to be signed at pre-op',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV applied to molars'],
      'TX PLAN': ['GA list', 'Extraction 51, 52, 61, 62', 'SSCs 74, 84', 'Composites 54, 64', 'Radiographs under GA'],
      NOTES: "4 y/o, attended w/ mum + grandad. Cooperation: sat on mum's lap for exam only, Frankl 2",
      'F/U': 'Review 3 months if GA delayed',
    },
  }),
  defineCase({
    id: 'dr29-uk-asr-fdi-paed-pulpotomy-pmc-84-inhalation-sedation-la-sorry-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "six year old with mum for the nerve treatment and crown on eight four she's had no pain since the antibiotics medical history well no medicines no allergies eight four disto occlusal caries large no swelling not mobile eight five sound she's nervous inhalation sedation nitrous oxide titrated to thirty five percent you're floating on a cloud now well done topical one cartridge lidocaine two percent one in eighty thousand adrenaline id block right sorry buccal infiltration eight four plus lingual infiltration rubber dam caries removed pulp exposure pulpotomy eight four bleeding stopped with ferric sulphate in about a minute biodentine could I have the size four crowns please thanks preformed metal crown eight four size four cemented with glass ionomer cement excess cleaned bite checked for the record she was amazing mum asked if this crown will fall out with the tooth told her yes around age ten to twelve post op instructions given review at the next check up in three months",
    expect: {
      CC: "Nerve treatment and crown on 84. She's had no pain since the antibiotics",
      'MED HX': 'Well. No medicines. No allergies',
      DENTAL: [
        ['84', 'DO caries large no swelling not mobile'],
        ['85', 'Sound'],
      ],
      CONSULT: 'Mum asked if this crown will fall out with the tooth. Told her yes around age 10 to 12',
      'TX TODAY': ['Pulpotomy 84', 'SSC 84'],
      TX: [
        'Inhalation sedation nitrous oxide titrated to 35%',
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 84 + lingual infiltration',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy 84',
        'Bleeding stopped with ferric sulphate in about a minute',
        'Biodentine',
        'Preformed metal crown 84 size 4',
        'Cemented with glass ionomer cement',
        'Excess cleaned',
        'Bite checked',
        'Post-op instructions given',
      ],
      NOTES: "6 year old with mum. She's nervous. She was amazing",
      'F/U': 'Review at the next check up in 3 months',
    },
  }),
  defineCase({
    id: 'dr30-uk-typed-labelled-dr-dad-child-fdi-review-after-ga-no-cc-title-fv-brace-question',
    style: 'UK',
    asr: false,
    transcript:
      "Dr: Review 2/52 after GA: XLA 54, 64, 74, 84 and FS 16, 26, 36, 46.\nDad: He was sore for 2 days then fine. Eating everything now.\nDr: Any changes to his health?\nDad: No changes, still no allergies.\nChild: I got to keep my teeth in a box!\nDr: EO: NAD. IO: sockets 54, 64, 74, 84 healed, no sign of infection. FS 16, 26, 36, 46 intact. 55, 65 sound. Plaque on the lower incisors, gingivae slightly red.\nDad: Will he need a brace because of the gaps?\nDr: The adult premolars should come through in a couple of years; we'll check his bite at 9.\nDr: Disclosed. TBI with Dad: 2 minutes twice a day, 1,450 ppm toothpaste. FV applied.\nDr: Notes: much more relaxed than at his first visit, sat in the chair himself. Discharged back to GDP with 3/12 FV recall.",
    expect: {
      CC: 'Review 2 weeks after GA: XLA 54, 64, 74, 84 and FS 16, 26, 36, 46. He was sore for 2 days then fine. Eating everything now',
      'MED HX': 'No changes, still no allergies',
      EXTRA: 'NAD',
      INTRA: 'Sockets 54, 64, 74, 84 healed, no sign of infection',
      PERIO: 'Plaque on the lower incisors, gingivae slightly red',
      DENTAL: [
        ['16', 'FS intact'],
        ['26', 'FS intact'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['55', 'Sound'],
        ['65', 'Sound'],
      ],
      CONSULT:
        "Will he need a brace because of the gaps? Adult premolars should come through in a couple of years; we'll check his bite at 9",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Disclosed', 'TBI with Dad: 2 minutes twice a day', '1,450 ppm toothpaste', 'FV applied'],
      NOTES: 'Much more relaxed than at his first visit, sat in the chair himself',
      'F/U': 'Discharged back to GDP with 3 months FV recall',
    },
  }),
];
