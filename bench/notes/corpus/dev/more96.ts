// A ninety-sixth development batch (ids ct01–ct30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is tooth wear, bruxism, TMD and sleep:
// erosion from diet or reflux, attrition, abrasion and abfraction (BEWE scores per sextant, wear monitored with
// photographs and study models, diet diaries, fluoride and desensitising advice), worn teeth restored (Dahl palatal
// composite build-ups at an increased vertical dimension, a chipped build-up repaired), occlusal appliances (Michigan /
// stabilization splints and night guards: records, fit, adjustment, review; soft guards), TMD examinations (opening in
// mm, deviation, clicks, crepitus, muscle palpation, joint loading), TMD advice and jaw exercises, a closed lock,
// degenerative joint disease referred to oral surgery, mandibular advancement devices for snoring and sleep apnoea with
// the sleep physician's letter, and cusps fractured from clenching. Five clinicians, six visits each:
//   ct01–ct06 a UK general dentist (FDI, all recogniser-style): a check-up with dietary erosion, BEWE, photographs,
//     Duraphat 5000 and varnish; an emergency DP cusp fractured from clenching with a nurse aside and a temporary
//     dressing; Dahl palatal composite build-ups 13 to 23; a soft bite guard fitted (appended dictation); a TMD
//     examination with advice and jaw exercises and no treatment; a TMD review with an OPG and a referral to oral and
//     maxillofacial surgery;
//   ct07–ct12 a UK restorative specialist (FDI, typed; terse shorthand in ct07–ct11, full sentences in ct12): a new
//     tooth wear referral with BEWE, photographs, study model impressions and a letter to the GMP; a diet diary review
//     with Gluma and varnish; an upper Michigan splint fitted (title from the CC); a 3-month Dahl review with a chipped
//     build-up repaired (appended dictation); Michigan splint records with a fractured cusp charted; a splint review and
//     adjustment;
//   ct13–ct18 a US general dentist (Universal, all recogniser-style): a night guard delivered; facial composites on
//     abfraction lesions with Gluma; a fractured cusp on #3 prepared for a crown the same day (appended dictation);
//     impressions for a mandibular advancement device with the sleep physician's letter; a night guard check with
//     "scratch that"; a periodic exam with reflux erosion, PreviDent and a referral to the physician;
//   ct19–ct24 a US orofacial pain dentist (Universal, typed; shorthand in ct19–ct23, full sentences in ct24): a new TMD
//     evaluation (DC/TMD), an acute closed lock, a stabilization splint delivered, a splint check (appended dictation with
//     "remove"), a mandibular advancement device delivered with titration instructions, degenerative joint disease on
//     CBCT referred to OMFS;
//   ct25–ct30 a New Zealand dentist (FDI, style UK; ct26, ct28, ct30 recogniser-style, ct25, ct27, ct29 typed):
//     toothbrush abrasion with two GICs and a desensitiser, a wear monitoring recall with BEWE compared with photographs
//     and models, a soft night guard fitted, a snoring appliance review with the sleep physician's letter (appended
//     dictation), a TMD after a rugby tackle with an ACC claim, an MOD composite over a fractured cusp from clenching.
// UK 18 (FDI; the New Zealand dentist writes style UK), US 12 (Universal); 15 recogniser-style (lower case, number words,
// fillers, "sorry" corrections, no punctuation) and 15 typed; 90 to 215 words; five cases with appended dictation (ct04
// "add to notes …" / "change … to …"; ct10 "Add to treatment: … Add to notes: …" / "Change … to …"; ct15 "add to notes
// …" / "next visit …"; ct22 "Add to notes: …" / "Remove … Change … to …"; ct28 "add to notes …" / "change … to …").
// DENTAL in 22 cases (not ct04, ct06, ct09, ct20, ct21, ct22, ct24, ct28).
//
// Judgement calls where the contract was silent:
// - Titles for appliances: "splint" is a word of the table, so fitting or delivering a new occlusal splint (Michigan,
//   stabilization) is "Splint", also when only the CC names it and TX says "appliance … tried in" (ct09); adjusting,
//   relining or reviewing a splint or night guard that was fitted before is no title (as a temp taken off is none in
//   more56), so ct12, ct17, ct22 and ct28 have no TX TODAY. A night guard tried in and delivered / fitted is "Night
//   guard" (ct13, ct27); "soft bite guard" is no word of the table, so its fit has no title (ct04). A mandibular
//   advancement device ("oral appliance", "device", "snoring splint" at review) is no title; impressions for it, for a
//   splint or for study models are "Impressions". Photographs, facebow, bite registration (leaf gauge, George Gauge),
//   manual mobilization and desensitisers (Gluma) are steps with no title; "Duraphat varnish … applied" is "Fluoride
//   varnish".
// - "palatal composite build ups one three … two three" is the restoration itself, not a material something is done
//   with, so it is "P composite 13, 12, 11, 21, 22, 23"; "I comp 12" → "I composite 12"; "facial composite twelve and
//   thirteen" → "F composite #12, #13"; "B GIC 14, 24 (Fuji II LC)" → "B GIC 14, 24".
// - BEWE scores are tooth wear, not periodontal screening, so they are INTRA; spoken sextant scores are written like a
//   BPE ("BEWE 2 1 2 / 2 1 2"), typed ones as typed. Findings of the TMD examination (opening in mm, deviation /
//   deflection, clicks, crepitus, muscle and joint palpation, joint loading, neck) are EXTRA; linea alba, scalloped
//   tongue, wear facets on a group of teeth, freeway space, an open bite, posterior teeth back in occlusion and the
//   state of an appliance in the mouth ("bite guard worn through …", "splint intact, wear marks …", "device intact") are
//   INTRA. A finding on the appliance made while adjusting it ("heavy contacts on the R side") is a TX step.
// - Diet and habits said with the social history (sparkling water, units, cola) are MED HX; so is "Sleep: …" inside a
//   medical history; a diet diary discussed and diet advice are CONSULT. The sleep physician's letter said with the
//   reason for attending (the referral, AHI, CPAP intolerance, "letter … came through") stays in the CC.
// - Jaw exercises shown or taught, appliance care shown ("showed her how to clean it", "Pt shown insertion, removal …"),
//   self-care and medicines advised are CONSULT (as more56 "Showed her how to use Superfloss …"); a prescription ("Rx
//   …", "Duraphat 5000 toothpaste prescribed") is a TX step.
// - Referrals and letters to other clinicians (hospital OMFS, orofacial surgery, the primary care physician or GMP about
//   reflux, the rheumatologist, physical therapy, "refer back to GP dentist") are TX PLAN. "ACC claim lodged" (New
//   Zealand accident cover) is NOTES.
// - Rule 4: "cupping" is not in the list of qualified words, so "occlusal cupping" stays in words; "occlusal wear facets"
//   → "O wear facets"; "palatal erosion" → "P erosion"; "incisal edges" and "cusp tip" stay words; in text fields
//   ("generalized erosion lingual of the upper teeth") surfaces stay words. "mesio palatal … sorry disto palatal cusp"
//   → "Fractured DP cusp" with fracture "DP cusp"; "crazed" and "crack line visible" give no fracture.
// - Recogniser words "build ups", "wax up", "post op" are written "build-ups", "wax-up", "Post-op" (as more56
//   "try-in"); "b m i" → "BMI", "a h i" → "AHI", "mils" → "ml". DX is split at "and" between two diagnoses ("right TMJ
//   disc displacement with reduction and myofascial pain").
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" adds an NV
//   item to those already there, "change X to Y" edits the one place X is said, "remove X" deletes the TX item X.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions keep the spoken run without added commas (as more58). A finding and the step it led to are cut at
//   "so" (as more56).
import { defineCase, type NotesCase } from '../case.ts';

export const more96Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI, recogniser-style)
  defineCase({
    id: 'ct01-uk-asr-fdi-check-up-dietary-erosion-bewe-photos-duraphat-5000',
    style: 'UK',
    asr: true,
    transcript:
      "um she's here for a check up says her front teeth look shorter and see through at the edges and they're sensitive to cold drinks medical history no changes no medications no allergies she drinks about a litre of sparkling water with lemon a day and has fruit teas extra oral nad intra oral soft tissues healthy bpe one one one one one one bewe two one two two one two one one and two one palatal erosion into dentine incisal edges translucent three six and four six occlusal cupping exposed dentine four seven disto occlusal amalgam sound bitewings grade one no caries diagnosis erosive tooth wear mainly dietary explained acid from the sparkling water and lemon is causing it advised drinking through a straw and keeping acidic drinks to mealtimes no brushing for an hour after took clinical photographs of the upper anteriors for monitoring duraphat five thousand toothpaste prescribed fluoride varnish applied she asked if the teeth will grow back told her no but we can stop it getting worse recall six months with photos to compare",
    expect: {
      CC: "Check up. Says her front teeth look shorter and see through at the edges. They're sensitive to cold drinks",
      'MED HX':
        'No changes. No medications. No allergies. She drinks about a litre of sparkling water with lemon a day and has fruit teas',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. BEWE 2 1 2 / 2 1 2',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine incisal edges translucent'],
        ['21', 'P erosion into dentine incisal edges translucent'],
        ['36', 'Occlusal cupping exposed dentine'],
        ['46', 'Occlusal cupping exposed dentine'],
        ['47', 'DO amalgam sound'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      DX: ['Erosive tooth wear mainly dietary'],
      CONSULT:
        'Explained acid from the sparkling water and lemon is causing it. Advised drinking through a straw and keeping acidic drinks to mealtimes. No brushing for an hour after. She asked if the teeth will grow back. Told her no but we can stop it getting worse',
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Took clinical photographs of the upper anteriors for monitoring',
        'Duraphat 5000 toothpaste prescribed',
        'Fluoride varnish applied',
      ],
      'F/U': 'Recall 6 months with photos to compare',
    },
  }),
  defineCase({
    id: 'ct02-uk-asr-fdi-emergency-26-dp-cusp-sorry-clenching-nurse-aside-temp-dressing',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he bit on something yesterday and part of his top left back tooth came off sharp on the tongue no pain he says he clenches at work and wakes with a tight jaw medical history no changes no allergies extra oral masseters enlarged and a bit tender both sides intra oral linea alba both cheeks tongue scalloped two six fractured mesio palatal cusp sorry disto palatal cusp large mesial occlusal amalgam no caries not tender to percussion responds to cold two seven and two five wear facets pa two six no periapical changes fracture above the bone diagnosis fractured cusp two six from clenching could you get me the glass ionomer please thanks la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six loose amalgam removed temporary dressing two six with glass ionomer occlusion checked explained he needs an onlay or a crown and that the clenching is likely the cause discussed a hard splint for nights he's keen next visit crown prep two six and impressions for a splint",
    expect: {
      CC: 'Emergency. He bit on something yesterday. Part of his top left back tooth came off. Sharp on the tongue. No pain. He says he clenches at work and wakes with a tight jaw',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Masseters enlarged and a bit tender both sides',
      INTRA: 'Linea alba both cheeks. Tongue scalloped',
      DENTAL: [
        ['26', 'Fractured DP cusp large MO amalgam no caries not tender to percussion responds to cold', 'DP cusp'],
        ['27', 'Wear facets'],
        ['25', 'Wear facets'],
      ],
      RADIO: 'PA 26 no periapical changes. Fracture above the bone',
      DX: ['Fractured cusp 26 from clenching'],
      CONSULT:
        "Explained he needs an onlay or a crown and that the clenching is likely the cause. Discussed a hard splint for nights. He's keen",
      'TX TODAY': ['Temporary dressing 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'Loose amalgam removed',
        'Temporary dressing 26 with glass ionomer',
        'Occlusion checked',
      ],
      NV: ['Crown prep 26', 'Impressions for a splint'],
    },
  }),
  defineCase({
    id: 'ct03-uk-asr-fdi-dahl-palatal-composite-build-ups-13-23-increased-vertical-dimension',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the build ups on the upper front teeth medical history reflux on omeprazole twenty milligrams no allergies one three one two one one two one two two and two three palatal erosion into dentine no sensitivity today posterior teeth sound we went through the dahl approach again she understands the back teeth won't meet for a few months verbal consent no la needed split dam one three to two three teeth cleaned with pumice etched bonded with optibond palatal composite build ups one three one two one one two one two two two three with a wax up index shade a two increased vertical dimension about two millimetres at the incisors back teeth about one and a half millimetres apart even contacts on all six build ups canine guidance checked polished she said it feels like a mouthguard post op instructions given soft diet for a few days review in two weeks and again at three months to check the back teeth have come together",
    expect: {
      CC: 'Build-ups on the upper front teeth',
      'MED HX': 'Reflux on omeprazole 20 mg. No allergies',
      INTRA: 'Posterior teeth sound',
      DENTAL: [
        ['13', 'P erosion into dentine no sensitivity today'],
        ['12', 'P erosion into dentine no sensitivity today'],
        ['11', 'P erosion into dentine no sensitivity today'],
        ['21', 'P erosion into dentine no sensitivity today'],
        ['22', 'P erosion into dentine no sensitivity today'],
        ['23', 'P erosion into dentine no sensitivity today'],
      ],
      CONSULT:
        "We went through the Dahl approach again. She understands the back teeth won't meet for a few months. Soft diet for a few days",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['P composite 13, 12, 11, 21, 22, 23'],
      TX: [
        'No LA needed',
        'Split dam 13 to 23',
        'Teeth cleaned with pumice',
        'Etched',
        'Bonded with OptiBond',
        'P composite build-ups 13, 12, 11, 21, 22, 23 with a wax-up index',
        'Shade A2',
        'Increased vertical dimension about 2 mm at the incisors',
        'Back teeth about 1.5 mm apart',
        'Even contacts on all 6 build-ups',
        'Canine guidance checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'She said it feels like a mouthguard',
      'F/U': 'Review in 2 weeks and again at 3 months to check the back teeth have come together',
    },
  }),
  defineCase({
    id: 'ct04-uk-asr-fdi-appends-soft-bite-guard-fit-flange-trimmed-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the fit of her soft bite guard she says the jaw ache in the mornings is about the same medical history no changes takes sertraline no allergies extra oral slight tenderness left masseter no clicking intra oral wear facets on the lower incisors tried in the soft bite guard on the upper retention good flange rubbing near the frenum so trimmed and smoothed it even contacts on both sides showed her how to clean it with cold water and a soft brush and to keep it in the case told her it's for nights only and not to chew it review in four weeks",
    appends: ['add to notes her partner says the grinding noise has woken him up', 'change four weeks to six weeks'],
    expect: {
      CC: 'Fit of her soft bite guard. She says the jaw ache in the mornings is about the same',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      EXTRA: 'Slight tenderness left masseter. No clicking',
      INTRA: 'Wear facets on the lower incisors',
      CONSULT:
        "Showed her how to clean it with cold water and a soft brush and to keep it in the case. Told her it's for nights only and not to chew it",
      TX: [
        'Tried in the soft bite guard on the upper',
        'Retention good',
        'Flange rubbing near the frenum',
        'Trimmed and smoothed it',
        'Even contacts on both sides',
      ],
      NOTES: 'Her partner says the grinding noise has woken him up',
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'ct05-uk-asr-fdi-tmd-exam-opening-40-sorry-44-click-advice-jaw-exercises',
    style: 'UK',
    asr: true,
    transcript:
      "um he came in with clicking in his right jaw and pain when he chews for about two months worse after a stressful week at work medical history asthma uses a salbutamol inhaler no allergies extra oral maximum mouth opening forty millimetres sorry forty four millimetres deviates to the right on opening reciprocal click right tmj no crepitus left tmj normal tender right masseter and right temporalis joint loading comfortable both sides intra oral linea alba both sides ridged tongue one six and four six wear facets diagnosis right tmj disc displacement with reduction and myofascial pain explained it's very common and usually settles advised soft diet no chewing gum cut food small warm compresses on the muscles ibuprofen four hundred milligrams three times a day with food for a week if needed showed him jaw exercises tongue on the roof of the mouth and opening slowly in front of a mirror ten times twice a day he doesn't want a splint yet review in six weeks",
    expect: {
      CC: 'Clicking in his right jaw and pain when he chews for about 2 months. Worse after a stressful week at work',
      'MED HX': 'Asthma. Uses a salbutamol inhaler. No allergies',
      EXTRA:
        'Maximum mouth opening 44 mm. Deviates to the right on opening. Reciprocal click right TMJ. No crepitus. Left TMJ normal. Tender right masseter and right temporalis. Joint loading comfortable both sides',
      INTRA: 'Linea alba both sides. Ridged tongue',
      DENTAL: [
        ['16', 'Wear facets'],
        ['46', 'Wear facets'],
      ],
      DX: ['Right TMJ disc displacement with reduction', 'Myofascial pain'],
      CONSULT:
        "Explained it's very common and usually settles. Advised soft diet. No chewing gum. Cut food small. Warm compresses on the muscles. Ibuprofen 400 mg 3 times a day with food for a week if needed. Showed him jaw exercises tongue on the roof of the mouth and opening slowly in front of a mirror 10 times twice a day. He doesn't want a splint yet",
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'ct06-uk-asr-fdi-tmd-review-crepitus-opg-referral-omfs-hospital',
    style: 'UK',
    asr: true,
    transcript:
      "review of her jaw pain left side she's worn the soft bite guard for three months no better now getting grinding noises jaw gets stuck in the mornings medical history no changes amitriptyline ten milligrams at night from her gp no allergies extra oral maximum opening thirty two millimetres with pain deflects to the left crepitus left tmj left lateral pole tender left masseter and temporalis tender joint loading painful left intra oral nad bite guard worn through over the upper left molars opg taken to check the joints grade one left condyle flattened with possible erosion of the head right normal diagnosis possible left tmj osteoarthritis explained this needs a specialist opinion she's happy to be referred referral to the oral and maxillofacial surgery department at the hospital for assessment of left tmj keep doing the exercises and soft diet review after her hospital appointment",
    expect: {
      CC: "Review of her jaw pain left side. She's worn the soft bite guard for 3 months. No better. Now getting grinding noises. Jaw gets stuck in the mornings",
      'MED HX': 'No changes. Amitriptyline 10 mg at night from her GP. No allergies',
      EXTRA:
        'Maximum opening 32 mm with pain. Deflects to the left. Crepitus left TMJ. Left lateral pole tender. Left masseter and temporalis tender. Joint loading painful left',
      INTRA: 'NAD. Bite guard worn through over the upper left molars',
      RADIO:
        'OPG taken to check the joints. Grade 1. Left condyle flattened with possible erosion of the head. Right normal',
      DX: ['Possible left TMJ osteoarthritis'],
      CONSULT:
        "Explained this needs a specialist opinion. She's happy to be referred. Keep doing the exercises and soft diet",
      'TX PLAN': [
        'Referral to the oral and maxillofacial surgery department at the hospital for assessment of left TMJ',
      ],
      'F/U': 'Review after her hospital appointment',
    },
  }),

  // ---------------------------------------------------------------- 2. UK restorative specialist (FDI, typed)
  defineCase({
    id: 'ct07-uk-typed-fdi-specialist-tooth-wear-referral-bewe-study-models-letter-gmp',
    style: 'UK',
    asr: false,
    transcript:
      "New patient referral from GDP for assessment of tooth wear. Pt concerned upper front teeth are getting shorter and don't show when she smiles. Occasional sensitivity to cold. MH: GORD, on lansoprazole 30 mg, NKDA. Non-smoker, 14 units/wk, 2-3 cans of cola/day, sparkling water. EO: TMJ NAD, MIO 48 mm, no muscle tenderness. Masseters hypertrophic. IO: soft tissues healthy, tongue scalloped. BPE 1 1 1 / 1 1 1. BEWE 3 3 3 / 2 1 2 (cumulative 14). 11, 21 palatal erosion into dentine, incisal edges chipped, 2 mm incisal loss. 12, 22 palatal erosion into dentine. 36, 46 cupped cusps with exposed dentine. 16, 26 P cusps smooth and glassy. Freeway space approx 3 mm. Dx: generalised erosive tooth wear with attrition. Discussed: cause is multifactorial, acid from diet and reflux plus grinding. Options: monitor; Dahl composites on upper anteriors; conventional crowns (not recommended at this stage). Pt wants to restore upper anteriors. Diet diary given to complete for 4 days. Clinical photographs taken (standard series of 8). Alginate impressions U/L for study models, facebow. Letter to GMP re reflux control. Plan: diagnostic wax-up on study models, Dahl composite build-ups 13-23. NV: review diet diary and wax-up in 4 weeks.",
    expect: {
      CC: "New patient referral from GDP for assessment of tooth wear. Pt concerned upper front teeth are getting shorter and don't show when she smiles. Occasional sensitivity to cold",
      'MED HX': 'GORD, on lansoprazole 30 mg, NKDA. Non-smoker, 14 units/wk, 2-3 cans of cola/day, sparkling water',
      EXTRA: 'TMJ NAD, MIO 48 mm, no muscle tenderness. Masseters hypertrophic',
      INTRA: 'Soft tissues healthy, tongue scalloped. BEWE 3 3 3 / 2 1 2 (cumulative 14). Freeway space approx 3 mm',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine, incisal edges chipped, 2 mm incisal loss'],
        ['21', 'P erosion into dentine, incisal edges chipped, 2 mm incisal loss'],
        ['12', 'P erosion into dentine'],
        ['22', 'P erosion into dentine'],
        ['36', 'Cupped cusps with exposed dentine'],
        ['46', 'Cupped cusps with exposed dentine'],
        ['16', 'P cusps smooth and glassy'],
        ['26', 'P cusps smooth and glassy'],
      ],
      DX: ['Generalised erosive tooth wear with attrition'],
      CONSULT:
        'Discussed: cause is multifactorial, acid from diet and reflux plus grinding. Options: monitor; Dahl composites on upper anteriors; conventional crowns (not recommended at this stage). Pt wants to restore upper anteriors. Diet diary given to complete for 4 days',
      'TX TODAY': ['Impressions'],
      TX: [
        'Clinical photographs taken (standard series of 8)',
        'Alginate impressions U/L for study models',
        'Facebow',
      ],
      'TX PLAN': [
        'Letter to GMP re reflux control',
        'Diagnostic wax-up on study models',
        'Dahl composite build-ups 13-23',
      ],
      NV: ['Review diet diary and wax-up in 4 weeks'],
    },
  }),
  defineCase({
    id: 'ct08-uk-typed-fdi-specialist-diet-diary-review-gluma-24-25-duraphat-rx-5000',
    style: 'UK',
    asr: false,
    transcript:
      "Review of diet diary re tooth wear. Reflux much better since GP increased omeprazole to 40 mg. Sensitivity 24, 25 to cold. MH: GORD, omeprazole 40 mg, NKDA. IO: no change in wear vs photos of last visit. 24, 25 B cervical erosion, sensitive to air. 14 B cervical abrasion, not sensitive. Diet diary discussed: 5 acid intakes/day (orange juice at breakfast, fruit tea x3, wine with dinner). Advised acidic drinks with meals only, finish with water or milk, cheese after wine, wait 1 hour before brushing, soft brush, low-abrasion toothpaste. Pt agrees to swap fruit tea for normal tea. Gluma applied 24, 25. Duraphat varnish 22,600 ppm applied. Rx Duraphat 5000 toothpaste. Advised spit don't rinse. NV: wax-up review and consent for Dahl build-ups in 4 weeks.",
    expect: {
      CC: 'Review of diet diary re tooth wear. Reflux much better since GP increased omeprazole to 40 mg. Sensitivity 24, 25 to cold',
      'MED HX': 'GORD, omeprazole 40 mg, NKDA',
      INTRA: 'No change in wear vs photos of last visit',
      DENTAL: [
        ['24', 'B cervical erosion, sensitive to air'],
        ['25', 'B cervical erosion, sensitive to air'],
        ['14', 'B cervical abrasion, not sensitive'],
      ],
      CONSULT:
        "Diet diary discussed: 5 acid intakes/day (orange juice at breakfast, fruit tea x3, wine with dinner). Advised acidic drinks with meals only, finish with water or milk, cheese after wine, wait 1 hour before brushing, soft brush, low-abrasion toothpaste. Pt agrees to swap fruit tea for normal tea. Advised spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Gluma applied 24, 25', 'Duraphat varnish 22,600 ppm applied', 'Rx Duraphat 5000 toothpaste'],
      NV: ['Wax-up review and consent for Dahl build-ups in 4 weeks'],
    },
  }),
  defineCase({
    id: 'ct09-uk-typed-fdi-specialist-michigan-splint-fit-title-from-cc-canine-rise',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of upper Michigan splint. Pt reports morning jaw stiffness and temporal headaches 3-4x/week. MH: migraine, propranolol 40 mg bd, NKDA. EO: bilateral masseter and temporalis tenderness on palpation, MIO 42 mm, no deviation, no TMJ noises. IO: linea alba, tongue scalloped. Appliance checked on the cast, no sharp edges. Tried in: seats fully, retentive, no rocking. Occlusion adjusted in retruded contact position to even point contacts on all opposing cusps with shimstock. Canine rise adjusted for smooth lateral excursions, anterior guidance in protrusion, no posterior interferences. Polished. Pt shown insertion, removal and cleaning. Advised to wear at night only, bring it to every visit. May feel tight for a few days. Review 2/52 for adjustment.',
    expect: {
      CC: 'Fit of upper Michigan splint. Pt reports morning jaw stiffness and temporal headaches 3-4x/week',
      'MED HX': 'Migraine, propranolol 40 mg bd, NKDA',
      EXTRA: 'Bilateral masseter and temporalis tenderness on palpation, MIO 42 mm, no deviation, no TMJ noises',
      INTRA: 'Linea alba, tongue scalloped',
      CONSULT:
        'Pt shown insertion, removal and cleaning. Advised to wear at night only, bring it to every visit. May feel tight for a few days',
      'TX TODAY': ['Splint'],
      TX: [
        'Appliance checked on the cast',
        'No sharp edges',
        'Tried in: seats fully',
        'Retentive',
        'No rocking',
        'Occlusion adjusted in retruded contact position to even point contacts on all opposing cusps with shimstock',
        'Canine rise adjusted for smooth lateral excursions',
        'Anterior guidance in protrusion',
        'No posterior interferences',
        'Polished',
      ],
      'F/U': 'Review 2 weeks for adjustment',
    },
  }),
  defineCase({
    id: 'ct10-uk-typed-fdi-specialist-appends-dahl-review-chipped-build-up-12-i-comp',
    style: 'UK',
    asr: false,
    transcript:
      '3-month review of Dahl build-ups 13-23. Pt reports bite feels normal now, no sensitivity. Chipped one of the front fillings on a crust last week. MH: no change, NKDA. IO: posterior teeth back in occlusion, shimstock holds on first molars. 12 build-up chipped at incisal edge, approx 1 mm. Other build-ups intact, margins good. 11 P margin slight stain. No LA. 12 chip roughened with a diamond, etched, bonded, I comp 12 (Filtek Supreme A2E). 11 stain polished off with Sof-Lex. Occlusion checked: even contacts, canine guidance, no fremitus. Advised avoid biting hard crusts with the front teeth and wear the splint at night. Review 6 months.',
    appends: [
      'Add to treatment: post-op photographs taken. Add to notes: pt wants the lower anteriors looked at next year.',
      'Change 6 months to 4 months.',
    ],
    expect: {
      CC: '3-month review of Dahl build-ups 13-23. Pt reports bite feels normal now, no sensitivity. Chipped one of the front fillings on a crust last week',
      'MED HX': 'No change, NKDA',
      INTRA: 'Posterior teeth back in occlusion, shimstock holds on first molars. Other build-ups intact, margins good',
      DENTAL: [
        ['12', 'Build-up chipped at incisal edge, approx 1 mm'],
        ['11', 'P margin slight stain'],
      ],
      CONSULT: 'Advised avoid biting hard crusts with the front teeth and wear the splint at night',
      'TX TODAY': ['I composite 12'],
      TX: [
        'No LA',
        '12 chip roughened with a diamond',
        'Etched',
        'Bonded',
        'I comp 12 (Filtek Supreme A2E)',
        '11 stain polished off with Sof-Lex',
        'Occlusion checked: even contacts',
        'Canine guidance',
        'No fremitus',
        'Post-op photographs taken',
      ],
      NOTES: 'Pt wants the lower anteriors looked at next year',
      'F/U': 'Review 4 months',
    },
  }),
  defineCase({
    id: 'ct11-uk-typed-fdi-specialist-michigan-splint-records-47-fractured-dl-cusp',
    style: 'UK',
    asr: false,
    transcript:
      'Records for upper Michigan splint. Referred by GDP for bruxism and TMD, previous soft guard made symptoms worse. Pain 5/10 on waking, bilateral temporal. MH: fibromyalgia, duloxetine 60 mg, NKDA. EO: MIO 39 mm, assisted 45 mm, deviation to L on opening, L TMJ click on opening and closing, no crepitus. Masseter and temporalis tender bilaterally, R > L. Joint loading negative. IO: attrition facets canines. 47 MOD amalgam, fractured DL cusp, not TTP, vital. 17 crazed. Dx: myofascial pain with bruxism, L TMJ disc displacement with reduction. Discussed stabilisation splint, self-management, and that the soft guard can increase clenching. Crown 47 advised after splint phase; pt agrees. Upper and lower alginate impressions, facebow, bite registration in CR with leaf gauge. Photos taken. Amalgam 47 smoothed, no restoration needed today. NV: fit Michigan splint in 2 weeks. Plan: crown 47.',
    expect: {
      CC: 'Records for upper Michigan splint. Referred by GDP for bruxism and TMD, previous soft guard made symptoms worse. Pain 5/10 on waking, bilateral temporal',
      'MED HX': 'Fibromyalgia, duloxetine 60 mg, NKDA',
      EXTRA:
        'MIO 39 mm, assisted 45 mm, deviation to L on opening, L TMJ click on opening and closing, no crepitus. Masseter and temporalis tender bilaterally, R > L. Joint loading negative',
      INTRA: 'Attrition facets canines',
      DENTAL: [
        ['47', 'MOD amalgam, fractured DL cusp, not TTP, vital', 'DL cusp'],
        ['17', 'Crazed'],
      ],
      DX: ['Myofascial pain with bruxism', 'L TMJ disc displacement with reduction'],
      CONSULT:
        'Discussed stabilisation splint, self-management, and that the soft guard can increase clenching. Crown 47 advised after splint phase; pt agrees',
      'TX TODAY': ['Impressions'],
      TX: [
        'Upper and lower alginate impressions',
        'Facebow',
        'Bite registration in CR with leaf gauge',
        'Photos taken',
        'Amalgam 47 smoothed',
        'No restoration needed today',
      ],
      'TX PLAN': ['Crown 47'],
      NV: ['Fit Michigan splint in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ct12-uk-typed-fdi-specialist-sentences-michigan-splint-review-adjusted-16-crack',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for review of her upper Michigan splint, fitted 6 weeks ago. She has worn it every night. Morning headaches have gone from 4 a week to 1, and her jaw feels looser. Splint felt tight on the left for the first week but has settled. Medical history: no changes, NKDA. Extra-oral: MIO 44 mm, no deviation, masseters mildly tender on the right only. Intra-oral: splint intact, wear marks over the lower right molars. 16 palatal cusp sensitive to biting, crack line visible mesiopalatally. 26 sound. Occlusion on the splint checked with shimstock: heavy contact over the lower right molars. The splint was adjusted to even contacts and the canine guidance was smoothed. The splint was polished and returned. I explained that the 16 may need a crown if the crack progresses. She would like to carry on with the splint. Review in 3 months.',
    expect: {
      CC: 'Review of her upper Michigan splint, fitted 6 weeks ago. She has worn it every night. Morning headaches have gone from 4 a week to 1, and her jaw feels looser. Splint felt tight on the left for the first week but has settled',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'MIO 44 mm, no deviation, masseters mildly tender on the right only',
      INTRA: 'Splint intact, wear marks over the lower right molars',
      DENTAL: [
        ['16', 'P cusp sensitive to biting, crack line visible mesiopalatally'],
        ['26', 'Sound'],
      ],
      CONSULT:
        'I explained that 16 may need a crown if the crack progresses. She would like to carry on with the splint',
      TX: [
        'Occlusion on the splint checked with shimstock: heavy contact over the lower right molars',
        'Splint was adjusted to even contacts',
        'Canine guidance was smoothed',
        'Splint was polished and returned',
      ],
      'F/U': 'Review in 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'ct13-us-asr-night-guard-delivery-wear-facets-8-9-incisal-edges-worn-flat',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for night guard delivery uh she's still grinding her husband hears it most nights medical history no changes takes zolpidem for sleep no allergies extraoral masseters firm not tender no tmj sounds intraoral wear facets on the canines and premolars numbers eight and nine incisal edges worn flat number three mesial occlusal distal composite intact tried in the upper hard night guard seats fully good retention adjusted with articulating paper for even contacts and smooth canine guidance polished delivered the night guard showed her how to put it in and clean it with cool water not hot told her it may feel strange for a week and to bring it to every checkup recall in six months",
    expect: {
      CC: "Night guard delivery. She's still grinding. Her husband hears it most nights",
      'MED HX': 'No changes. Takes zolpidem for sleep. No allergies',
      EXTRA: 'Masseters firm not tender. No TMJ sounds',
      INTRA: 'Wear facets on the canines and premolars',
      DENTAL: [
        ['8', 'Incisal edges worn flat'],
        ['9', 'Incisal edges worn flat'],
        ['3', 'MOD composite intact'],
      ],
      CONSULT:
        'Showed her how to put it in and clean it with cool water not hot. Told her it may feel strange for a week and to bring it to every checkup',
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried in the upper hard night guard',
        'Seats fully',
        'Good retention',
        'Adjusted with articulating paper for even contacts and smooth canine guidance',
        'Polished',
        'Delivered the night guard',
      ],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'ct14-us-asr-abfraction-f-composite-12-13-gluma-5-hard-toothbrush-prevident',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for the fillings on the notches on his upper left premolars sensitive to cold and when he brushes medical history high blood pressure on lisinopril no allergies numbers twelve and thirteen facial abfraction lesions about one and a half millimeters deep sensitive to air number five facial abrasion shallow sensitive number eleven wear facet on the cusp tip two millimeters recession on twelve and thirteen diagnosis abfraction twelve and thirteen with dentin hypersensitivity two carpules lidocaine two percent one to one hundred thousand epi infiltration twelve and thirteen cotton rolls retraction cord roughened etched bonded facial composite twelve and thirteen shade a three polished gluma on number five he uses a hard toothbrush and scrubs so told him to switch to a soft brush and use prevident five thousand at night he asked if the notches will come back explained clenching and brushing hard both contribute and a night guard would help recall six months",
    expect: {
      CC: 'Fillings on the notches on his upper left premolars. Sensitive to cold and when he brushes',
      'MED HX': 'High blood pressure on lisinopril. No allergies',
      PERIO: '2 mm recession on #12 and #13',
      DENTAL: [
        ['12', 'F abfraction lesions about 1.5 mm deep sensitive to air'],
        ['13', 'F abfraction lesions about 1.5 mm deep sensitive to air'],
        ['5', 'F abrasion shallow sensitive'],
        ['11', 'Wear facet on the cusp tip'],
      ],
      DX: ['Abfraction #12, #13 with dentin hypersensitivity'],
      CONSULT:
        'He uses a hard toothbrush and scrubs so told him to switch to a soft brush and use PreviDent 5000 at night. He asked if the notches will come back. Explained clenching and brushing hard both contribute and a night guard would help',
      'TX TODAY': ['F composite #12, #13'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infiltration #12, #13',
        'Cotton rolls',
        'Retraction cord',
        'Roughened',
        'Etched',
        'Bonded',
        'F composite #12, #13',
        'Shade A3',
        'Polished',
        'Gluma #5',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ct15-us-asr-appends-fractured-ml-cusp-3-clencher-crown-prep-same-day',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here because part of his upper right back tooth broke off last night no pain just sharp on the tongue he clenches a lot when he's driving medical history no changes no allergies extraoral masseters hypertrophic not tender intraoral linea alba number three fractured mesiolingual cusp large mesial occlusal distal amalgam no decay not tender to percussion normal response to cold numbers two and four wear facets pa of three no periapical pathology diagnosis fractured cusp number three discussed a crown he wants to do it today two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three old amalgam removed core buildup with multicore crown prep number three double cord impressions with impregum bite registration temporary crown with protemp cemented with tempbond post op instructions given next visit crown seat number three in two weeks",
    appends: [
      'add to notes he drives trucks long distance so prefers early appointments',
      'next visit impressions for a night guard',
    ],
    expect: {
      CC: "Part of his upper right back tooth broke off last night. No pain. Just sharp on the tongue. He clenches a lot when he's driving",
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Masseters hypertrophic not tender',
      INTRA: 'Linea alba',
      DENTAL: [
        [
          '3',
          'Fractured ML cusp large MOD amalgam no decay not tender to percussion normal response to cold',
          'ML cusp',
        ],
        ['2', 'Wear facets'],
        ['4', 'Wear facets'],
      ],
      RADIO: 'PA of #3 no periapical pathology',
      DX: ['Fractured cusp #3'],
      CONSULT: 'Discussed a crown. He wants to do it today',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Old amalgam removed',
        'Core buildup with MultiCore',
        'Crown prep #3',
        'Double cord',
        'Impressions with Impregum',
        'Bite registration',
        'Temporary crown with Protemp',
        'Cemented with TempBond',
        'Post-op instructions given',
      ],
      NOTES: 'He drives trucks long distance so prefers early appointments',
      NV: ['Crown fit #3 in 2 weeks', 'Impressions for a night guard'],
    },
  }),
  defineCase({
    id: 'ct16-us-asr-mad-impressions-sleep-physician-letter-ahi-12-george-gauge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient referred by his sleep physician for an oral appliance for snoring and mild sleep apnea we have the letter sleep study a h i twelve mild obstructive sleep apnea he doesn't tolerate cpap physician recommends a mandibular advancement device his wife says the snoring is really loud medical history high blood pressure on amlodipine b m i thirty one no allergies extraoral no tmj pain or clicking maximum opening forty eight millimeters protrusion nine millimeters intraoral mallampati class three large scalloped tongue all teeth present no mobility gums healthy number nineteen crown intact number thirty occlusal composite intact discussed possible side effects of the appliance like jaw soreness bite changes and drooling he wants to go ahead upper and lower impressions bite registration with a george gauge at sixty percent of protrusion next visit deliver the appliance in three weeks",
    expect: {
      CC: "New patient referred by his sleep physician for an oral appliance for snoring and mild sleep apnea. We have the letter. Sleep study AHI 12 mild obstructive sleep apnea. He doesn't tolerate CPAP. Physician recommends a mandibular advancement device. His wife says the snoring is really loud",
      'MED HX': 'High blood pressure on amlodipine. BMI 31. No allergies',
      EXTRA: 'No TMJ pain or clicking. Maximum opening 48 mm. Protrusion 9 mm',
      INTRA: 'Mallampati class 3. Large scalloped tongue. All teeth present. No mobility',
      PERIO: 'Gums healthy',
      DENTAL: [
        ['19', 'Crown intact'],
        ['30', 'O composite intact'],
      ],
      CONSULT:
        'Discussed possible side effects of the appliance like jaw soreness bite changes and drooling. He wants to go ahead',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower impressions', 'Bite registration with a George Gauge at 60% of protrusion'],
      NV: ['Deliver the appliance in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ct17-us-asr-night-guard-check-relieved-9-10-scratch-that-heavier-left',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six week check on her night guard she says the morning headaches are better but the guard feels tight on the front teeth medical history no changes no allergies extraoral left masseter slightly tender right fine maximum opening forty five millimeters no deviation clicking left tmj on opening only intraoral night guard intact wear marks on the left side numbers nine and ten slightly tender to percussion no mobility adjusted the night guard relieved the inside over nine and ten with an acrylic bur rechecked with articulating paper contacts even on both sides scratch that contacts heavier on the left so adjusted until even polished she's happy it feels much better told her to keep wearing it every night and come back if the front teeth stay sore recall in three months",
    expect: {
      CC: '6 week check on her night guard. She says the morning headaches are better but the guard feels tight on the front teeth',
      'MED HX': 'No changes. No allergies',
      EXTRA:
        'Left masseter slightly tender. Right fine. Maximum opening 45 mm. No deviation. Clicking left TMJ on opening only',
      INTRA: 'Night guard intact. Wear marks on the left side',
      DENTAL: [
        ['9', 'Slightly tender to percussion no mobility'],
        ['10', 'Slightly tender to percussion no mobility'],
      ],
      CONSULT: 'Told her to keep wearing it every night and come back if the front teeth stay sore',
      TX: [
        'Adjusted the night guard',
        'Relieved the inside over #9, #10 with an acrylic bur',
        'Rechecked with articulating paper',
        'Contacts heavier on the left',
        'Adjusted until even',
        'Polished',
      ],
      NOTES: "She's happy it feels much better",
      'F/U': 'Recall in 3 months',
    },
  }),
  defineCase({
    id: 'ct18-us-asr-periodic-exam-reflux-erosion-palatal-sorry-lingual-prevident-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam she says her teeth are getting sensitive and look yellow medical history acid reflux takes tums most nights not seeing anyone for it no allergies extraoral within normal limits intraoral soft tissues normal psr two one two two one two generalized erosion lingual of the upper teeth and occlusal of the lower molars numbers eight and nine palatal erosion into dentin sorry lingual erosion into dentin thin incisal edges numbers nineteen and thirty occlusal erosion raised amalgam margins four bitewings no decay diagnosis erosive tooth wear likely from reflux prophy clinical photos taken for baseline explained the pattern looks like acid from the stomach she should see her physician about the reflux rx prevident five thousand plus to use at bedtime told her not to rinse after and to rinse with water after reflux episodes and wait an hour before brushing referral to her primary care physician for reflux evaluation recall six months to compare photos",
    expect: {
      CC: 'Periodic exam. She says her teeth are getting sensitive and look yellow',
      'MED HX': 'Acid reflux. Takes Tums most nights. Not seeing anyone for it. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. Generalized erosion lingual of the upper teeth and occlusal of the lower molars',
      PERIO: 'PSR 2 1 2 / 2 1 2',
      DENTAL: [
        ['8', 'L erosion into dentin thin incisal edges'],
        ['9', 'L erosion into dentin thin incisal edges'],
        ['19', 'O erosion raised amalgam margins'],
        ['30', 'O erosion raised amalgam margins'],
      ],
      RADIO: '4 bitewings. No decay',
      DX: ['Erosive tooth wear likely from reflux'],
      CONSULT:
        'Explained the pattern looks like acid from the stomach. She should see her physician about the reflux. Told her not to rinse after and to rinse with water after reflux episodes and wait an hour before brushing',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy', 'Clinical photos taken for baseline', 'Rx PreviDent 5000 Plus to use at bedtime'],
      'TX PLAN': ['Referral to her primary care physician for reflux evaluation'],
      'F/U': 'Recall 6 months to compare photos',
    },
  }),

  // ---------------------------------------------------------------- 4. US orofacial pain dentist (Universal, typed)
  defineCase({
    id: 'ct19-us-typed-ofp-new-tmd-eval-dc-tmd-myalgia-ddwr-exercises-pt-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt eval, referred by GP dentist for TMD. C/O R jaw pain x 4 months, dull ache 6/10, worse with chewing and in the evenings, R TMJ clicking x 2 yrs, no locking. Occasional R temporal headaches. Aware of daytime clenching at the computer. Med hx: anxiety, escitalopram 10 mg; seasonal allergies, loratadine; NKDA. Sleep: 6 hrs/night, wakes unrefreshed, no snoring reported. EO: MIO pain-free 34 mm, max unassisted 41 mm, assisted 46 mm, lateral R 9 mm, L 8 mm, protrusion 7 mm. Opening pattern: S-curve deviation to R, corrected. R TMJ reciprocal click, no crepitus. L TMJ WNL. Palpation: R masseter 2/3 with familiar pain, R temporalis 1/3, L masseter 1/3. Joint loading negative bilat. Cervical ROM full, R trapezius tender. IO: linea alba bilat, tongue scalloped. Attrition #6, #11, #22, #27. #2 MO amalgam, fractured ML cusp. Pano: condyles symmetrical, no degenerative changes. Dx: myalgia, R TMJ disc displacement with reduction, headache attributed to TMD (DC/TMD). Discussed diagnosis, favorable prognosis, self-care: soft diet, no gum, heat, jaw rest posture, habit reversal for daytime clenching with phone reminders. Jaw exercises taught: N-stretch, controlled opening with tongue up, 6x6. Plan: upper stabilization splint, PT referral for neck, refer back to GP dentist for #2. NV: impressions for stabilization splint in 1 wk.',
    expect: {
      CC: 'New pt eval, referred by GP dentist for TMD. R jaw pain x 4 months, dull ache 6/10, worse with chewing and in the evenings, R TMJ clicking x 2 yrs, no locking. Occasional R temporal headaches. Aware of daytime clenching at the computer',
      'MED HX':
        'Anxiety, escitalopram 10 mg; seasonal allergies, loratadine; NKDA. Sleep: 6 hrs/night, wakes unrefreshed, no snoring reported',
      EXTRA:
        'MIO pain-free 34 mm, max unassisted 41 mm, assisted 46 mm, lateral R 9 mm, L 8 mm, protrusion 7 mm. Opening pattern: S-curve deviation to R, corrected. R TMJ reciprocal click, no crepitus. L TMJ WNL. Palpation: R masseter 2/3 with familiar pain, R temporalis 1/3, L masseter 1/3. Joint loading negative bilat. Cervical ROM full, R trapezius tender',
      INTRA: 'Linea alba bilat, tongue scalloped',
      DENTAL: [
        ['6', 'Attrition'],
        ['11', 'Attrition'],
        ['22', 'Attrition'],
        ['27', 'Attrition'],
        ['2', 'MO amalgam, fractured ML cusp', 'ML cusp'],
      ],
      RADIO: 'Pano: condyles symmetrical, no degenerative changes',
      DX: ['Myalgia', 'R TMJ disc displacement with reduction', 'Headache attributed to TMD (DC/TMD)'],
      CONSULT:
        'Discussed diagnosis, favorable prognosis, self-care: soft diet, no gum, heat, jaw rest posture, habit reversal for daytime clenching with phone reminders. Jaw exercises taught: N-stretch, controlled opening with tongue up, 6x6',
      'TX PLAN': ['Upper stabilization splint', 'PT referral for neck', 'Refer back to GP dentist for #2'],
      NV: ['Impressions for stabilization splint in 1 wk'],
    },
  }),
  defineCase({
    id: 'ct20-us-typed-ofp-acute-closed-lock-ddwor-mio-26-naproxen-mri-if-no-better',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Urgent visit. Pt woke 5 days ago unable to open fully, L TMJ click stopped at the same time. Pain L preauricular 5/10 on opening. Hx of L TMJ clicking x 3 yrs, intermittent catching. Med hx: no changes, hypothyroidism, levothyroxine 75 mcg, NKDA. EO: MIO 26 mm, assisted 30 mm with hard end-feel, deflection to L on opening, lateral to R 4 mm, to L 8 mm. No click either side. L TMJ tender to palpation lateral pole. L masseter tender. Joint loading L painful. IO: no dental cause found, occlusion unchanged per pt. Dx: L TMJ disc displacement without reduction with limited opening (acute), L TMJ arthralgia. Explained disc position and that most cases improve with conservative care. Manual mobilization attempted, no improvement (MIO 27 mm). Rx naproxen 500 mg bid x 10 days with food, cyclobenzaprine 5 mg at bedtime x 10 days. Home care: ice 10 min then gentle passive stretch with fingers 5x/day, soft diet, no wide yawning. Pt understands. Plan: MRI L TMJ if no better in 2 wks, possible referral to OMFS for arthrocentesis. Follow-up in 2 wks.',
    expect: {
      CC: 'Urgent visit. Pt woke 5 days ago unable to open fully, L TMJ click stopped at the same time. Pain L preauricular 5/10 on opening. Hx of L TMJ clicking x 3 yrs, intermittent catching',
      'MED HX': 'No changes, hypothyroidism, levothyroxine 75 mcg, NKDA',
      EXTRA:
        'MIO 26 mm, assisted 30 mm with hard end-feel, deflection to L on opening, lateral to R 4 mm, to L 8 mm. No click either side. L TMJ tender to palpation lateral pole. L masseter tender. Joint loading L painful',
      INTRA: 'No dental cause found, occlusion unchanged per pt',
      DX: ['L TMJ disc displacement without reduction with limited opening (acute)', 'L TMJ arthralgia'],
      CONSULT:
        'Explained disc position and that most cases improve with conservative care. Home care: ice 10 min then gentle passive stretch with fingers 5x/day, soft diet, no wide yawning. Pt understands',
      TX: [
        'Manual mobilization attempted',
        'No improvement (MIO 27 mm)',
        'Rx naproxen 500 mg bid x 10 days with food',
        'Cyclobenzaprine 5 mg at bedtime x 10 days',
      ],
      'TX PLAN': ['MRI L TMJ if no better in 2 wks', 'Possible referral to OMFS for arthrocentesis'],
      'F/U': 'Follow-up in 2 wks',
    },
  }),
  defineCase({
    id: 'ct21-us-typed-ofp-stabilization-splint-delivery-shimstock-canine-guidance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Delivery of maxillary stabilization splint (hard acrylic, full coverage). Pt reports jaw pain 4/10, down from 6/10 with self-care; still clenching during the day. Med hx: no changes, NKDA. EO: R masseter tender 1/3, MIO 43 mm. Splint tried in, seated with light finger pressure, retention good. Internal adjusted with acrylic bur where it bound on #3. Occlusion: even bilateral contacts on all posterior teeth in CR, shimstock held, canine guidance smooth R and L, anterior guidance in protrusion. Splint delivered. Insertion/removal and cleaning shown. Wear at night only; do not wear for eating. Continue exercises and habit reversal. Warned it may feel tight or cause salivation for a few days. NV: splint check in 2 wks.',
    expect: {
      CC: 'Delivery of maxillary stabilization splint (hard acrylic, full coverage). Pt reports jaw pain 4/10, down from 6/10 with self-care; still clenching during the day',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'R masseter tender 1/3, MIO 43 mm',
      CONSULT:
        'Insertion/removal and cleaning shown. Wear at night only; do not wear for eating. Continue exercises and habit reversal. Warned it may feel tight or cause salivation for a few days',
      'TX TODAY': ['Splint'],
      TX: [
        'Splint tried in',
        'Seated with light finger pressure',
        'Retention good',
        'Internal adjusted with acrylic bur where it bound on #3',
        'Occlusion: even bilateral contacts on all posterior teeth in CR',
        'Shimstock held',
        'Canine guidance smooth R and L',
        'Anterior guidance in protrusion',
        'Splint delivered',
      ],
      NV: ['Splint check in 2 wks'],
    },
  }),
  defineCase({
    id: 'ct22-us-typed-ofp-appends-2-wk-splint-check-adjusted-remove-reline',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2-wk splint check. Wearing nightly, sleeping well with it. Morning jaw pain now 2/10, headaches 1x/wk (was 4x). Splint slightly loose. Med hx: no changes. EO: no masseter or temporalis tenderness, MIO 46 mm, R TMJ click unchanged, painless. IO: splint intact, wear marks on the splint over the R molars. Occlusion on splint rechecked: heavy contacts on the R side. Adjusted to even contacts. Reline with cold-cure acrylic. Polished. Pt very pleased. Continue nightly wear and exercises. Discussed tapering to alternate nights once pain-free for a month. Follow-up in 6 wks.',
    appends: [
      'Add to notes: pt starting a new job, asked for early morning appts.',
      'Remove reline with cold-cure acrylic. Change 6 wks to 8 wks.',
    ],
    expect: {
      CC: '2-wk splint check. Wearing nightly, sleeping well with it. Morning jaw pain now 2/10, headaches 1x/wk (was 4x). Splint slightly loose',
      'MED HX': 'No changes',
      EXTRA: 'No masseter or temporalis tenderness, MIO 46 mm, R TMJ click unchanged, painless',
      INTRA: 'Splint intact, wear marks on the splint over the R molars',
      CONSULT:
        'Continue nightly wear and exercises. Discussed tapering to alternate nights once pain-free for a month',
      TX: ['Occlusion on splint rechecked: heavy contacts on the R side', 'Adjusted to even contacts', 'Polished'],
      NOTES: 'Pt very pleased. Pt starting a new job, asked for early morning appts',
      'F/U': 'Follow-up in 8 wks',
    },
  }),
  defineCase({
    id: 'ct23-us-typed-ofp-mad-delivery-sleep-physician-letter-ahi-18-titration-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Delivery of custom mandibular advancement device (SomnoDent). Sleep physician letter on file: moderate OSA, AHI 18, CPAP-intolerant, requests MAD and follow-up sleep study once titrated. Bed partner reports loud snoring most nights. Med hx: HTN, losartan 50 mg; GERD, pantoprazole; NKDA. EO: TMJs WNL, MIO 50 mm, no muscle tenderness. IO: no tooth mobility. #14 crown intact. #19 crown intact. Baseline occlusion photographed and recorded with wax bite. Device tried in, retention good, set at 6 mm advancement (65% of max protrusion). Comfortable, lips close. Morning repositioner given. Pt shown insertion, removal, cleaning, and the titration key: 1 turn (0.25 mm) every 3 nights until snoring stops or jaw feels sore. Bite on the repositioner for 5 min each morning. Side effects reviewed: tooth/jaw soreness, drooling, bite change. NV: titration check in 4 wks.',
    expect: {
      CC: 'Delivery of custom mandibular advancement device (SomnoDent). Sleep physician letter on file: moderate OSA, AHI 18, CPAP-intolerant, requests MAD and follow-up sleep study once titrated. Bed partner reports loud snoring most nights',
      'MED HX': 'HTN, losartan 50 mg; GERD, pantoprazole; NKDA',
      EXTRA: 'TMJs WNL, MIO 50 mm, no muscle tenderness',
      INTRA: 'No tooth mobility',
      DENTAL: [
        ['14', 'Crown intact'],
        ['19', 'Crown intact'],
      ],
      CONSULT:
        'Pt shown insertion, removal, cleaning, and the titration key: 1 turn (0.25 mm) every 3 nights until snoring stops or jaw feels sore. Bite on the repositioner for 5 min each morning. Side effects reviewed: tooth/jaw soreness, drooling, bite change',
      TX: [
        'Baseline occlusion photographed and recorded with wax bite',
        'Device tried in',
        'Retention good',
        'Set at 6 mm advancement (65% of max protrusion)',
        'Comfortable',
        'Lips close',
        'Morning repositioner given',
      ],
      NV: ['Titration check in 4 wks'],
    },
  }),
  defineCase({
    id: 'ct24-us-typed-ofp-sentences-tmj-djd-cbct-crepitus-referral-omfs-arthrocentesis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Review 8 weeks after starting conservative care for left TMJ pain. She reports the splint and exercises helped the muscle pain, but the left joint still grinds and hurts when she chews, 6/10. Medical history: no changes, rheumatoid arthritis on methotrexate 15 mg weekly, NKDA. Extra-oral: maximum opening 35 mm with pain at the left joint, deflecting to the left. Coarse crepitus left TMJ. Right TMJ normal. Joint loading painful on the left. Muscles non-tender. Intra-oral: anterior open bite noted at the last visit has increased slightly. CBCT of both TMJs: left condyle flattened with erosion and osteophyte, reduced joint space; right condyle normal. Diagnosis: left TMJ degenerative joint disease possibly related to rheumatoid arthritis. I explained that this is beyond conservative care alone and discussed arthrocentesis and steroid injection. She would like a surgical opinion. Referral to oral and maxillofacial surgery for arthrocentesis. Letter to her rheumatologist with the CBCT findings. Continue splint at night and soft diet. Follow-up after her OMFS consultation.',
    expect: {
      CC: 'Review 8 weeks after starting conservative care for left TMJ pain. She reports the splint and exercises helped the muscle pain, but the left joint still grinds and hurts when she chews, 6/10',
      'MED HX': 'No changes, rheumatoid arthritis on methotrexate 15 mg weekly, NKDA',
      EXTRA:
        'Maximum opening 35 mm with pain at the left joint, deflecting to the left. Coarse crepitus left TMJ. Right TMJ normal. Joint loading painful on the left. Muscles non-tender',
      INTRA: 'Anterior open bite noted at the last visit has increased slightly',
      RADIO:
        'CBCT of both TMJs: left condyle flattened with erosion and osteophyte, reduced joint space; right condyle normal',
      DX: ['Left TMJ degenerative joint disease possibly related to rheumatoid arthritis'],
      CONSULT:
        'I explained that this is beyond conservative care alone and discussed arthrocentesis and steroid injection. She would like a surgical opinion. Continue splint at night and soft diet',
      'TX PLAN': [
        'Referral to oral and maxillofacial surgery for arthrocentesis',
        'Letter to her rheumatologist with the CBCT findings',
      ],
      'F/U': 'Follow-up after her OMFS consultation',
    },
  }),

  // ---------------------------------------------------------------- 5. New Zealand dentist (FDI, style UK, mixed)
  defineCase({
    id: 'ct25-nz-typed-fdi-toothbrush-abrasion-b-gic-14-24-gluma-15-25-modified-bass',
    style: 'UK',
    asr: false,
    transcript:
      "Attended with sensitive notches near the gum on upper premolars, both sides, 6 months. Brushes hard with a medium brush, scrubbing action. MH: nil, NKDA. Non-smoker. EO NAD. IO: soft tissues NAD. BPE 1 1 1 / 1 1 1. Recession 2 mm buccal 14, 24. 14, 24 B cervical abrasion, wedge-shaped, 1 mm deep, sensitive to air. 15, 25 B cervical abrasion, shallow, not sensitive. 44 B abfraction, small. Dx: toothbrush abrasion 14, 15, 24, 25 with dentine hypersensitivity. Discussed cause, options (desensitising toothpaste, fillings). Pt wants fillings on the sensitive ones. No LA. Cotton rolls, cleaned with pumice, B GIC 14, 24 (Fuji II LC), light cured, finished. Desensitiser (Gluma) 15, 25. OHI with soft brush and modified Bass technique. Advised Sensodyne Rapid Relief, spit don't rinse. Recall 12/12.",
    expect: {
      CC: 'Sensitive notches near the gum on upper premolars, both sides, 6 months. Brushes hard with a medium brush, scrubbing action',
      'MED HX': 'Nil, NKDA. Non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1. Recession 2 mm buccal 14, 24',
      DENTAL: [
        ['14', 'B cervical abrasion, wedge-shaped, 1 mm deep, sensitive to air'],
        ['24', 'B cervical abrasion, wedge-shaped, 1 mm deep, sensitive to air'],
        ['15', 'B cervical abrasion, shallow, not sensitive'],
        ['25', 'B cervical abrasion, shallow, not sensitive'],
        ['44', 'B abfraction, small'],
      ],
      DX: ['Toothbrush abrasion 14, 15, 24, 25 with dentine hypersensitivity'],
      CONSULT:
        "Discussed cause, options (desensitising toothpaste, fillings). Pt wants fillings on the sensitive ones. Advised Sensodyne Rapid Relief, spit don't rinse",
      'TX TODAY': ['B GIC 14, 24', 'OHI'],
      TX: [
        'No LA',
        'Cotton rolls',
        'Cleaned with pumice',
        'B GIC 14, 24 (Fuji II LC)',
        'Light cured',
        'Finished',
        'Desensitiser (Gluma) 15, 25',
        'OHI with soft brush and modified Bass technique',
      ],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'ct26-nz-asr-fdi-wear-monitoring-bewe-9-photos-study-models-stable-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "um tooth wear monitoring and check up no new problems she's cut the fizzy drinks down to weekends only medical history no changes still on omeprazole for reflux no allergies extra oral nad intra oral soft tissues healthy bpe one one two one one one bewe two two two one one one cumulative score nine same as last year compared with the photos and study models from last year no obvious progression one one and two one palatal erosion into dentine unchanged three six occlusal erosion cupping stable four six occlusal composite intact bitewings not due scale and polish took a new set of photos for the records keep using the high fluoride toothpaste recall twelve months with photos",
    expect: {
      CC: "Tooth wear monitoring and check up. No new problems. She's cut the fizzy drinks down to weekends only",
      'MED HX': 'No changes. Still on omeprazole for reflux. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy. BEWE 2 2 2 / 1 1 1. Cumulative score 9 same as last year. Compared with the photos and study models from last year no obvious progression',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine unchanged'],
        ['21', 'P erosion into dentine unchanged'],
        ['36', 'O erosion cupping stable'],
        ['46', 'O composite intact'],
      ],
      RADIO: 'Bitewings not due',
      CONSULT: 'Keep using the high fluoride toothpaste',
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish', 'Took a new set of photos for the records'],
      'F/U': 'Recall 12 months with photos',
    },
  }),
  defineCase({
    id: 'ct27-nz-typed-fdi-soft-night-guard-fit-flatmates-methylphenidate-title',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of soft night guard (3 mm EVA, upper). Grinding reported by flatmates, waking with sore teeth. MH: ADHD, methylphenidate, NKDA. EO: masseters tender on palpation bilaterally, MIO 46 mm, no TMJ sounds. IO: 16, 26 occlusal wear into dentine. 13, 23 cusp tips flattened. Night guard tried in, trimmed at the posterior border and buccal flange, smoothed. Retention good, even contacts. Night guard fitted. Shown how to rinse in cold water and store dry in the case. Advised methylphenidate can increase grinding; pt to mention it to GP. Review 6/52.',
    expect: {
      CC: 'Fit of soft night guard (3 mm EVA, upper). Grinding reported by flatmates, waking with sore teeth',
      'MED HX': 'ADHD, methylphenidate, NKDA',
      EXTRA: 'Masseters tender on palpation bilaterally, MIO 46 mm, no TMJ sounds',
      DENTAL: [
        ['16', 'O wear into dentine'],
        ['26', 'O wear into dentine'],
        ['13', 'Cusp tips flattened'],
        ['23', 'Cusp tips flattened'],
      ],
      CONSULT:
        'Shown how to rinse in cold water and store dry in the case. Advised methylphenidate can increase grinding; pt to mention it to GP',
      'TX TODAY': ['Night guard'],
      TX: [
        'Night guard tried in',
        'Trimmed at the posterior border and buccal flange',
        'Smoothed',
        'Retention good',
        'Even contacts',
        'Night guard fitted',
      ],
      'F/U': 'Review 6 weeks',
    },
  }),
  defineCase({
    id: 'ct28-nz-asr-fdi-appends-snoring-splint-review-sleep-physician-letter-ahi-22-to-6',
    style: 'UK',
    asr: true,
    transcript:
      "review of his snoring splint he's been wound out sorry wound forward eight turns since the fit his wife says the snoring has mostly stopped he says his back teeth don't meet properly for the first half hour in the morning the letter from the sleep physician came through the home sleep study with the device shows the ahi down from twenty two to six happy for him to continue medical history no changes still on cilazapril no allergies extra oral tmjs no clicking or tenderness maximum opening fifty millimetres intra oral slight soreness of the lingual mucosa behind the lower front teeth device intact no cracks lower tray rubbing there so eased it and polished occlusion checked with the device out posterior teeth meet evenly after the morning exercise told him to keep doing the morning bite exercise with the repositioner and not to wind it further recall in six months",
    appends: ['add to notes his wife came with him today', 'change six months to three months'],
    expect: {
      CC: "Review of his snoring splint. He's been wound forward 8 turns since the fit. His wife says the snoring has mostly stopped. He says his back teeth don't meet properly for the first half hour in the morning. Letter from the sleep physician came through. Home sleep study with the device shows the AHI down from 22 to 6. Happy for him to continue",
      'MED HX': 'No changes. Still on cilazapril. No allergies',
      EXTRA: 'TMJs no clicking or tenderness. Maximum opening 50 mm',
      INTRA: 'Slight soreness of the lingual mucosa behind the lower front teeth. Device intact. No cracks',
      CONSULT:
        'Told him to keep doing the morning bite exercise with the repositioner and not to wind it further',
      TX: [
        'Lower tray rubbing there',
        'Eased it and polished',
        'Occlusion checked with the device out',
        'Posterior teeth meet evenly after the morning exercise',
      ],
      NOTES: 'His wife came with him today',
      'F/U': 'Recall in 3 months',
    },
  }),
  defineCase({
    id: 'ct29-nz-typed-fdi-tmd-after-rugby-tackle-opg-no-fracture-acc-claim-advice',
    style: 'UK',
    asr: false,
    transcript:
      'Jaw pain L side since a tackle at rugby 3 weeks ago, hit on the L chin. Painful to chew and yawn, no clicking before the injury, now clicks on L. No change in bite. MH: nil, NKDA. EO: no swelling or bruising, L TMJ tender to palpation laterally, click on opening L, no crepitus. MIO 36 mm with pain, assisted 42 mm, slight deviation to L. L masseter tender. Joint loading uncomfortable L. IO: occlusion normal and stable, no tooth mobility, no fractured teeth. 31, 41 incisal edges chipped, not TTP, sensitive to cold. OPG: no condylar or mandibular fracture, 38, 48 unerupted. Dx: L TMJ arthralgia post trauma, myalgia. Advice: soft diet 2 weeks, ice first 48 h then warm packs, paracetamol + ibuprofen, avoid wide opening, support chin when yawning. Gentle jaw exercises shown: tongue-up controlled opening in front of a mirror, 10x 3 times a day. ACC claim lodged. Review 3/52, sooner if bite changes or locking. Plan: smooth chips 31, 41 at review.',
    expect: {
      CC: 'Jaw pain L side since a tackle at rugby 3 weeks ago, hit on the L chin. Painful to chew and yawn, no clicking before the injury, now clicks on L. No change in bite',
      'MED HX': 'Nil, NKDA',
      EXTRA:
        'No swelling or bruising, L TMJ tender to palpation laterally, click on opening L, no crepitus. MIO 36 mm with pain, assisted 42 mm, slight deviation to L. L masseter tender. Joint loading uncomfortable L',
      INTRA: 'Occlusion normal and stable, no tooth mobility, no fractured teeth',
      DENTAL: [
        ['31', 'Incisal edges chipped, not TTP, sensitive to cold'],
        ['41', 'Incisal edges chipped, not TTP, sensitive to cold'],
      ],
      RADIO: 'OPG: no condylar or mandibular fracture, 38, 48 unerupted',
      DX: ['L TMJ arthralgia post trauma', 'Myalgia'],
      CONSULT:
        'Advice: soft diet 2 weeks, ice first 48 h then warm packs, paracetamol + ibuprofen, avoid wide opening, support chin when yawning. Gentle jaw exercises shown: tongue-up controlled opening in front of a mirror, 10x 3 times a day',
      'TX PLAN': ['Smooth chips 31, 41 at review'],
      NOTES: 'ACC claim lodged',
      'F/U': 'Review 3 weeks, sooner if bite changes or locking',
    },
  }),
  defineCase({
    id: 'ct30-nz-asr-fdi-fractured-dl-cusp-36-clenching-mod-composite-la-sorry-2-2-ml',
    style: 'UK',
    asr: true,
    transcript:
      "he came in with a broken lower left back tooth from eating muesli this morning he knows he clenches at the gym medical history nil no allergies three six fractured disto lingual cusp old mesial occlusal distal amalgam margin leaking no caries responds to cold not tender three seven occlusal wear facets bitewing three six no caries under the amalgam fracture supragingival diagnosis fractured cusp three six talked about a crown or onlay long term versus a bonded white filling today he'd like the filling for now la one point eight mils sorry two point two mils articaine four percent one in one hundred thousand adrenaline buccal infiltration three six amalgam removed rubber dam sectional matrix etch and bond mesial occlusal distal composite three six with the distolingual cusp built up shade a three checked the bite in lateral movements no contact on the new cusp polished post op instructions given told him an onlay is still the better long term option next visit impressions for a night guard review six months",
    expect: {
      CC: 'Broken lower left back tooth from eating muesli this morning. He knows he clenches at the gym',
      'MED HX': 'Nil. No allergies',
      DENTAL: [
        ['36', 'Fractured DL cusp old MOD amalgam margin leaking no caries responds to cold not tender', 'DL cusp'],
        ['37', 'O wear facets'],
      ],
      RADIO: 'Bitewing 36 no caries under the amalgam. Fracture supragingival',
      DX: ['Fractured cusp 36'],
      CONSULT:
        "Talked about a crown or onlay long term versus a bonded white filling today. He'd like the filling for now. Told him an onlay is still the better long term option",
      'TX TODAY': ['MOD composite 36'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Amalgam removed',
        'Rubber dam',
        'Sectional matrix',
        'Etch and bond',
        'MOD composite 36 with the DL cusp built up',
        'Shade A3',
        'Checked the bite in lateral movements',
        'No contact on the new cusp',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['Impressions for a night guard'],
      'F/U': 'Review 6 months',
    },
  }),
];
