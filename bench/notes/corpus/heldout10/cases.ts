// heldout10: a tenth held-out split of 30 labelled dictations, written blind from the corpus README's contract on
// 26 November 2026 by a helper that had not seen the engine, the dev corpus or any other held-out split. Each label
// was written from the contract alone, before and without running any software on the dictation.
//
// Mix: six imagined clinicians with distinct habits, five cases each —
//   h10-01..05 a terse UK NHS dentist (clipped phrases, abbreviations, spelled-out letters);
//   h10-06..10 a chatty US general dentist (the visit told as a story, asides about the patient's life);
//   h10-11..15 a UK hygienist-therapist (perio, BPE, OHI, fluoride, fissure sealants, children);
//   h10-16..20 a US oral surgeon (extractions, implant, biopsy, IV sedation, sutures, prescriptions, I&D);
//   h10-21..25 a UK endodontist / restorative dentist (RCT stages, post crown, onlay, re-RCT consultation);
//   h10-26..30 a US pediatric dentist (primary teeth by letter, nitrous, pulpotomy, SSC, SDF, sealants, parents).
// Numbering: FDI 9 (01, 03, 05, 11, 13, 15, 21, 23, 25), Palmer 6 (02, 04, 12, 14, 22, 24), Universal 15 (06–10,
// 16–20, 26–30; letters A–T in 26–30). Recogniser-style 18 (01–03, 06–08, 11–13, 16–18, 21–23, 26–28), typed 12.
// Appended dictation in five cases: 04 (add to treatment, change), 08 (change, next visit), 13 (remove, change),
// 19 (add to treatment, add to notes), 28 (add to treatment, next visit with "scratch that").
//
// Judgement calls where the contract was silent (each applied the same way in every case):
//  1. All that is said about a tooth in one run after it is named (commas, "and") is one DENTAL entry, its condition
//     as said ("Large MOD amalgam, TTP"); a tooth named again later with a new finding gets a second entry (08).
//     "both" before a shared condition is a link word and goes.
//  2. "chip" said without "fracture" / "fractured" / "#" is no fracture: fracture stays null (08).
//  3. Letters spelled out by the recogniser are written as the abbreviation they spell ("e o n a d" → EO NAD,
//     "p d l" → PDL, "c b c t" → CBCT, "s d f" → SDF, "e max" → e.max, "a h plus" → AH Plus).
//  4. Typed abbreviations (R/V, RTC, POIG, XLA, ext, w/, Pt, NC, y/o, incl.) stay as typed in text fields and in TX,
//     TX PLAN and NV items; only titles (naming table) and the LA line expand them.
//  5. LA line: "lido" → lidocaine, "adr" → adrenaline, "epi" → epinephrine, "carps" → carpules, "infil" →
//     infiltration, "1:100k" → 1:100,000; "with adrenaline" / "with epi" said without a ratio is written bare
//     ("adrenaline"); "buccal and palatal infiltration" / "buccal + palatal infil" → "buccal infiltration + palatal
//     infiltration", a tooth said once after the last technique stays once at the end; "bilateral" is the side; a
//     place said after a technique is kept ("infiltration around the lesion"); "local anesthetic" opening the line is
//     the LA cue and goes; "topical" said before it is a step of its own.
//  6. Oral hygiene ratings, plaque and calculus go to PERIO ("OH fair", "mild plaque on the lower front teeth").
//  7. A lip finding said with no header is extra-oral; said under an "IO:" header it stays intra-oral (the header
//     decides).
//  8. An aside about the patient's life said as its own sentence ("he just got engaged", "brought the front desk
//     cookies") goes to NOTES; an interjection ("bless him") is dropped like a filler; an aside said inside the
//     sentence of the patient's decision stays with the decision in CONSULT.
//  9. The patient's decision said without the word consent ("he said go for it", "mom agrees to monitor", "wants to
//     keep it") is CONSULT; CONSENT is filled only when consent is said.
// 10. "came in because" is the CC header "came in because of"; the subject before it goes with it ("she came in
//     because" → dropped), but the subject of the complaint clause after it stays ("She bit down …").
// 11. An age and escort said with or before the reason for attending ("6 year old boy here with dad", "8 year old girl
//     with mom", "4 y/o M w/ mom") go to NOTES as said; the reason alone goes to CC. Who is legal guardian is NOTES.
// 12. History of the tooth complained of, said right after the reason for attending ("extracted and grafted 4 months
//     ago", "trauma age 12, RCT 2009, crown 2015", "chewing on the other side for 3 weeks", "asymptomatic since last
//     visit"), stays in CC; when the patient was last seen, said as an aside, is NOTES.
// 13. "I" and "we" opening a told clause or step are kept (only the TX headers "we did" / "today we did" go).
// 14. "medical history updated" loses its header ("Updated, now on …"); "no change(s) to (his) medical history" keeps
//     its words (the header does not open the clause).
// 15. Only rows of the naming table give titles: onlay fit, post placement, biopsy / excision, band and loop, IV
//     sedation, nitrous oxide, topical, suturing and a dressing named by its material ("Ledermix and Cavit",
//     "calcium hydroxide dressing") give none; a core or seal named by its material ("composite core", "coronal seal
//     with glass ionomer") is no filling title.
// 16. US "sealants" (without "fissure") is the fissure-sealant procedure and is titled as said ("Sealants #3, #14, #19,
//     #30"); NV keeps it as said.
// 17. A quadrant said in words is no tooth: RSD by quadrant is titled "RSD" and keeps its quadrants in TX and NV.
// 18. Irrigation of sockets ("irrigated with saline" after extractions) and of canals gives no title.
// 19. A radiograph taken and read during treatment (a BW to check crown margins, a post-op PA of an obturation) is
//     RADIO, not a TX step; findings read off a pan or PA are RADIO and make no DENTAL entry.
// 20. "differential diagnosis" is a DX header; a differential "X versus Y" is one DX item.
// 21. "OHI given" is a TX step titled OHI; advice given alongside it (toothbrush, interdental brushes, diet, smoking
//     cessation, home care after trauma) is CONSULT; "tooth brushing instruction" is a TX step with no title.
// 22. A return said with its interval and purpose in one clause ("back in 2 weeks for suture removal", "see him in 6
//     weeks to recheck vitality", "recall 3 months to reapply SDF") is F/U whole, not NV; a promised phone call with
//     results is F/U.
// 23. A blood pressure typed among the history is MED HX.
// 24. "stage three" is written "stage 3" (numbers as digits, no Roman numerals).
// 25. A tooth before "site" is a place: "#30 site healed nicely" is INTRA and makes no DENTAL entry.
// 26. When nothing was done today (TX null), the reason for attending gives no title, even if it names a procedure
//     ("Re-RCT assessment 11").
// 27. Appended dictation: "add to treatment" adds TX items at the end (with any title); "add to notes" adds to NOTES;
//     "change X to Y" replaces the words inside the item or field that holds them; "remove <step>" drops that TX item
//     and its title; "next visit …" adds an NV item; "scratch that" inside an appended dictation drops the clause
//     before it in that dictation.
// 28. Units are written as symbols with a space ("6 mm", "500 mg", "35 Ncm", "50 mcg", "3-0" for "three oh").
// 29. "no complaints" and a symptom the patient reports ("patient reports bleeding gums when brushing") are CC, kept
//     after the reason for attending in spoken order even when the history is said between them.
// 30. A shade said as its own sentence after two fillings ("both shade A2") is its own TX item, not joined to either.
// 31. "Options:" opening a list of options is content, not a header: it stays in CONSULT with the numbered options.
// 32. What an escort reports about the accident ("no LOC per mom") stays in the complaint.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout10Cases: NotesCase[] = [
  // ───────────── (1) terse UK NHS dentist ─────────────
  defineCase({
    id: 'h10-01-uk-asr-terse-recall-fdi',
    style: 'UK',
    asr: true,
    transcript:
      'recall exam full stop medical history no change full stop no complaints full stop e o n a d full stop i o soft tissues healthy full stop b p e two one two two one two o h fair full stop three six sorry three seven d o caries full stop four six m o d amalgam sound full stop one eight two eight missing full stop bitewings taken um grade one full stop three seven caries into dentine full stop plan d o composite three seven full stop recall nine months',
    expect: {
      CC: 'Recall exam. No complaints',
      'MED HX': 'No change',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 1 2 / 2 1 2. OH fair',
      DENTAL: [
        ['37', 'DO caries'],
        ['46', 'MOD amalgam sound'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. 37 caries into dentine',
      'TX PLAN': ['DO composite 37'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h10-02-uk-asr-terse-emergency-extirpation-ur6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency full stop c o pain upper right six three days comma keeping him awake full stop m h asthma comma salbutamol inhaler full stop o e upper right six large m o d amalgam comma t t p full stop p a taken full stop widened p d l space upper right six full stop dx irreversible pulpitis upper right six full stop discussed r c t versus extraction full stop wants to keep it full stop verbal consent full stop l a two point two ml articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration full stop r d full stop access comma pulp extirpated upper right six comma ledermix and cavit full stop n v complete r c t upper right six',
    expect: {
      CC: 'Emergency. Pain UR6 3 days, keeping him awake',
      'MED HX': 'Asthma, salbutamol inhaler',
      DENTAL: [['UR6', 'Large MOD amalgam, TTP']],
      RADIO: 'PA taken. Widened PDL space UR6',
      DX: ['Irreversible pulpitis UR6'],
      CONSULT: 'Discussed RCT versus extraction. Wants to keep it',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'RD',
        'Access',
        'Pulp extirpated UR6',
        'Ledermix and Cavit',
      ],
      'TX TODAY': ['Extirpation UR6'],
      NV: ['Complete RCT UR6'],
    },
  }),
  defineCase({
    id: 'h10-03-uk-asr-terse-mo-composite-46',
    style: 'UK',
    asr: true,
    transcript:
      'in for filling four six full stop m h n k d a comma no meds full stop l a one cartridge lido two percent with adrenaline i d b left no wait right full stop r d full stop caries removed comma pulp not exposed full stop vitrebond lining full stop four six m o composite shade a three full stop occlusion checked full stop p o i g full stop um n v s and p with hygienist',
    expect: {
      CC: 'Filling 46',
      'MED HX': 'NKDA, no meds',
      TX: [
        'LA: 1 cartridge lidocaine 2% adrenaline, IDB right',
        'RD',
        'Caries removed',
        'Pulp not exposed',
        'Vitrebond lining',
        '46 MO composite shade A3',
        'Occlusion checked',
        'POIG',
      ],
      'TX TODAY': ['MO composite 46'],
      NV: ['Scale and polish with hygienist'],
    },
  }),
  defineCase({
    id: 'h10-04-uk-typed-terse-xla-lr1-append',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O loose LR1, wobbly for months. MH: T2 diabetes, metformin 500mg BD. Ex-smoker. O/E: LR1 grade III mobility. PA: 50% bone loss LR1. BPE 3 3 3/3 4 3. Dx: periodontally compromised LR1. Options XLA vs splint. Pt opts XLA, immediate denture declined. Verbal + written consent. LA 1 x 2.2ml lido 2% 1:80,000 adr, infil LR1. LR1 XLA, haemostasis achieved. POIG. R/V 1/52.',
    appends: ['Add to treatment: 1 x 4-0 Vicryl Rapide suture placed.', 'Change R/V 1/52 to 2/52.'],
    expect: {
      CC: 'Loose LR1, wobbly for months',
      'MED HX': 'T2 diabetes, metformin 500 mg BD. Ex-smoker',
      DENTAL: [['LR1', 'Grade III mobility']],
      RADIO: 'PA: 50% bone loss LR1',
      PERIO: 'BPE 3 3 3/3 4 3',
      DX: ['Periodontally compromised LR1'],
      CONSULT: 'Options XLA vs splint. Pt opts XLA, immediate denture declined',
      CONSENT: 'Verbal + written consent',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration LR1',
        'LR1 XLA',
        'Haemostasis achieved',
        'POIG',
        '1 x 4-0 Vicryl Rapide suture placed',
      ],
      'TX TODAY': ['Extraction LR1'],
      'F/U': 'R/V 2 weeks',
    },
  }),
  defineCase({
    id: 'h10-05-uk-typed-terse-crown-fit-16',
    style: 'UK',
    asr: false,
    transcript:
      'Crown fit 16. MH NC. O/E 27 DO amalgam chipped. Temp off, prep cleaned. Try-in OK, margins and contacts good, shade A2 matches. Pt happy w/ appearance. Crown cemented 16 w/ RelyX Unicem. XS cement removed, floss through contacts. Occ adj. POIG. Recall 6/12 w/ BWs.',
    expect: {
      CC: 'Crown fit 16',
      'MED HX': 'NC',
      DENTAL: [['27', 'DO amalgam chipped']],
      TX: [
        'Temp off',
        'Prep cleaned',
        'Try-in OK',
        'Margins and contacts good',
        'Shade A2 matches',
        'Crown cemented 16 w/ RelyX Unicem',
        'XS cement removed',
        'Floss through contacts',
        'Occ adj',
        'POIG',
      ],
      'TX TODAY': ['Crown fit 16'],
      NOTES: 'Pt happy w/ appearance',
      'F/U': 'Recall 6 months w/ BWs',
    },
  }),

  // ───────────── (2) chatty US general dentist ─────────────
  defineCase({
    id: 'h10-06-us-asr-chatty-cracked-14-olive-pit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay so she came in because she bit down on an olive pit at a birthday party for her granddaughter and the upper left has been zinging when she chews ever since full stop she takes lisinopril for her blood pressure full stop no allergies full stop i had a look and number fourteen has a big old m o d amalgam with a fractured mesiolingual cusp full stop number fifteen has a small buccal composite that looks fine full stop the p a looks clean at the apex full stop diagnosis cracked tooth number fourteen full stop i told her she really needs a crown and there is a chance it ends up needing a root canal down the road full stop she is retiring next month and wants it done before her cruise so she wants to go ahead full stop her husband sat in the waiting room the whole time bless him full stop she signed the consent form full stop next visit crown prep number fourteen',
    expect: {
      CC: 'She bit down on an olive pit at a birthday party for her granddaughter and the upper left has been zinging when she chews ever since',
      'MED HX': 'She takes lisinopril for her blood pressure. No allergies',
      DENTAL: [
        ['14', 'Big old MOD amalgam with a fractured ML cusp', 'ML cusp'],
        ['15', 'Small B composite that looks fine'],
      ],
      RADIO: 'PA looks clean at the apex',
      DX: ['Cracked tooth #14'],
      CONSULT:
        'I told her she really needs a crown and there is a chance it ends up needing a root canal down the road. She is retiring next month and wants it done before her cruise so she wants to go ahead',
      NOTES: 'Her husband sat in the waiting room the whole time',
      CONSENT: 'She signed the consent form',
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'h10-07-us-asr-chatty-composites-29-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'alright so he is in for two fillings on the lower right full stop he just got engaged so he was in a great mood full stop no changes to his medical history full stop got him numb with two carpules of lidocaine two percent with one to one hundred thousand epi um right i a n b full stop we put the rubber dam on full stop cleaned out the decay on thirty and twenty nine full stop vitrebond liner on thirty because it was pretty deep full stop d o composite on thirty full stop o composite on twenty nine full stop both shade a two full stop checked the bite and polished full stop he was a champ and slept through half of it full stop we talked about cutting back on the energy drinks and using the prescription toothpaste full stop see him back in three months for his cleaning',
    expect: {
      CC: '2 fillings on the lower right',
      NOTES: 'He just got engaged so he was in a great mood. He was a champ and slept through half of it',
      'MED HX': 'No changes to his medical history',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'We put the rubber dam on',
        'Cleaned out the decay #30, #29',
        'Vitrebond liner #30 because it was pretty deep',
        'DO composite #30',
        'O composite #29',
        'Both shade A2',
        'Checked the bite and polished',
      ],
      'TX TODAY': ['DO composite #30', 'O composite #29'],
      CONSULT: 'We talked about cutting back on the energy drinks and using the prescription toothpaste',
      'F/U': 'See him back in 3 months for his cleaning',
    },
  }),
  defineCase({
    id: 'h10-08-us-asr-chatty-trauma-8-9-append',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'so he came in because he took a line drive to the mouth coaching little league on saturday full stop he is healthy no meds no allergies full stop upper lip is a little swollen but healing full stop number eight has an incisal edge fracture into dentin no pulp showing full stop number nine is um just a tiny enamel chip full stop eight and nine both normal to cold and not tender to percussion full stop two p a films show no root fracture full stop i explained bonding now and that the nerve could still die off later so we will keep an eye on it full stop he said go for it full stop etched and bonded full stop incisal composite on eight shade a one full stop smoothed off nine full stop he was cracking jokes the whole time full stop see him in six weeks to recheck vitality',
    appends: ['change shade a one to shade a two', 'next visit whitening consult'],
    expect: {
      CC: 'He took a line drive to the mouth coaching little league on Saturday',
      'MED HX': 'He is healthy, no meds, no allergies',
      EXTRA: 'Upper lip is a little swollen but healing',
      DENTAL: [
        ['8', 'Incisal edge fracture into dentin, no pulp showing', 'Incisal edge'],
        ['9', 'Just a tiny enamel chip'],
        ['8', 'Normal to cold and not tender to percussion'],
        ['9', 'Normal to cold and not tender to percussion'],
      ],
      RADIO: '2 PA films show no root fracture',
      CONSULT:
        'I explained bonding now and that the nerve could still die off later so we will keep an eye on it. He said go for it',
      TX: ['Etched and bonded', 'I composite #8 shade A2', 'Smoothed off #9'],
      'TX TODAY': ['I composite #8'],
      NOTES: 'He was cracking jokes the whole time',
      'F/U': 'See him in 6 weeks to recheck vitality',
      NV: ['Whitening consult'],
    },
  }),
  defineCase({
    id: 'h10-09-us-typed-chatty-checkup-prophy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for her 6 month checkup and cleaning. First time we've seen her since she moved back from overseas, and she brought photos of the grandkids for the whole front desk. MH: hypothyroid, takes levothyroxine. Allergic to codeine. PSR 2 2 2 / 2 3 2, 4-5 mm pockets around #18 and #19 distal, some bleeding. 4 BWX taken, no new decay. #3 MOD amalgam with recurrent decay at the mesial margin. #19 existing PFM crown, margins OK. Prophy done, coronal polish w/ medium grit paste. OHI given, Waterpik demonstrated. Tx plan: #3 MOD composite replacing the amalgam; re-eval perio at next cleaning. Recall 6 months.",
    expect: {
      CC: 'Her 6 month checkup and cleaning',
      NOTES:
        "First time we've seen her since she moved back from overseas, and she brought photos of the grandkids for the whole front desk",
      'MED HX': 'Hypothyroid, takes levothyroxine. Allergic to codeine',
      PERIO: 'PSR 2 2 2 / 2 3 2, 4-5 mm pockets around #18 and #19 distal, some bleeding',
      RADIO: '4 BWX taken, no new decay',
      DENTAL: [
        ['3', 'MOD amalgam with recurrent decay at the M margin'],
        ['19', 'Existing PFM crown, margins OK'],
      ],
      TX: ['Prophy done', 'Coronal polish w/ medium grit paste', 'OHI given', 'Waterpik demonstrated'],
      'TX TODAY': ['Prophy', 'OHI'],
      'TX PLAN': ['#3 MOD composite replacing the amalgam', 'Re-eval perio at next cleaning'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h10-10-us-typed-chatty-crown-seat-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Here for crown seat #30. She's been chewing on the other side for 3 weeks and is so ready. No med changes. Temp came off easy, cleaned up the prep. Tried in the zirconia crown: contacts a little tight, adjusted the mesial contact and polished it. BW taken to check margins, looked great. Cemented #30 crown w/ RelyX Luting, cleaned up the excess. Bite adjusted. She brought the front desk cookies again, as always. She asked about replacing #19 that was extracted years ago - went over implant vs bridge, ~$4,200 for the implant and crown. She wants to think about it over the holidays. Next visit: cleaning in 4 months.",
    expect: {
      CC: "Crown seat #30. She's been chewing on the other side for 3 weeks and is so ready",
      'MED HX': 'No med changes',
      TX: [
        'Temp came off easy',
        'Cleaned up the prep',
        'Tried in the zirconia crown',
        'Contacts a little tight',
        'Adjusted the mesial contact and polished it',
        'Cemented #30 crown w/ RelyX Luting',
        'Cleaned up the excess',
        'Bite adjusted',
      ],
      RADIO: 'BW taken to check margins, looked great',
      'TX TODAY': ['Crown fit #30'],
      NOTES: 'She brought the front desk cookies again, as always',
      CONSULT:
        'She asked about replacing #19 that was extracted years ago - went over implant vs bridge, ~$4,200 for the implant and crown. She wants to think about it over the holidays',
      NV: ['Cleaning in 4 months'],
    },
  }),

  // ───────────── (3) UK hygienist-therapist ─────────────
  defineCase({
    id: 'h10-11-uk-asr-hygienist-rsd-stage3-smoker',
    style: 'UK',
    asr: true,
    transcript:
      'patient attends for hygiene appointment for her gum disease full stop no changes to medical history um still smoking about ten a day full stop b p e four three four three three four full stop bleeding on probing thirty percent comma plaque score forty five percent full stop six point pocket chart done full stop deepest pockets six millimetres distal of one seven and four seven full stop diagnosis generalised periodontitis stage three grade c current smoker full stop o h i given comma interdental brushes size three and four shown full stop smoking cessation advice given and she is thinking about it full stop l a two cartridges articaine four percent with adrenaline buccal infiltration upper right and i d b lower right full stop r s d upper right and lower right quadrants with ultrasonic and hand instruments full stop next visit r s d upper left and lower left',
    expect: {
      CC: 'Hygiene appointment for her gum disease',
      'MED HX': 'No changes to medical history. Still smoking about 10 a day',
      PERIO:
        'BPE 4 3 4 / 3 3 4. Bleeding on probing 30%, plaque score 45%. 6 point pocket chart done. Deepest pockets 6 mm distal of 17 and 47',
      DX: ['Generalised periodontitis stage 3 grade C current smoker'],
      TX: [
        'OHI given',
        'Interdental brushes size 3 and 4 shown',
        'LA: 2 cartridges articaine 4% adrenaline, buccal infiltration upper right + IDB lower right',
        'RSD upper right and lower right quadrants with ultrasonic and hand instruments',
      ],
      'TX TODAY': ['OHI', 'RSD'],
      CONSULT: 'Smoking cessation advice given and she is thinking about it',
      NV: ['RSD upper left and lower left'],
    },
  }),
  defineCase({
    id: 'h10-12-uk-asr-therapist-child-fissure-sealants-palmer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'eight year old attended with mum for fissure sealants full stop medically fit and well full stop no allergies full stop soft tissues healthy full stop lower right e has a small occlusal cavity full stop upper right six and upper left six caries free er deep fissures full stop lower left six and lower right six sealed and intact full stop tooth brushing instruction given to mum and child with disclosing tablets full stop fissure sealants upper right six and upper left six full stop isolated with cotton wool rolls and dry guards full stop fluoride varnish applied full stop child very good full stop next visit lower right e filling and fluoride varnish full stop recall six months',
    expect: {
      NOTES: '8 year old attended with mum. Child very good',
      CC: 'Fissure sealants',
      'MED HX': 'Medically fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LRE', 'Small O cavity'],
        ['UR6', 'Caries free deep fissures'],
        ['UL6', 'Caries free deep fissures'],
        ['LL6', 'Sealed and intact'],
        ['LR6', 'Sealed and intact'],
      ],
      TX: [
        'Tooth brushing instruction given to mum and child with disclosing tablets',
        'Fissure sealants UR6, UL6',
        'Isolated with cotton wool rolls and dry guards',
        'Fluoride varnish applied',
      ],
      'TX TODAY': ['Fissure sealants UR6, UL6', 'Fluoride varnish'],
      NV: ['LRE filling', 'Fluoride varnish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h10-13-uk-asr-hygienist-scale-polish-append',
    style: 'UK',
    asr: true,
    transcript:
      'right so routine scale and polish full stop medical history updated comma now on amlodipine for blood pressure full stop patient reports bleeding gums when brushing full stop b p e two two two two two two full stop supragingival calculus lower anteriors full stop staining on the lingual of lower incisors from tea full stop um scale and polish with ultrasonic and prophy paste full stop o h i given comma advised electric toothbrush and interdental brushes full stop fluoride varnish applied full stop recall six months with hygienist',
    appends: ['remove fluoride varnish applied', 'change recall six months to three months'],
    expect: {
      CC: 'Routine scale and polish. Patient reports bleeding gums when brushing',
      'MED HX': 'Updated, now on amlodipine for blood pressure',
      PERIO: 'BPE 2 2 2 / 2 2 2. Supragingival calculus lower anteriors',
      INTRA: 'Staining on the lingual of lower incisors from tea',
      TX: ['Scale and polish with ultrasonic and prophy paste', 'OHI given'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      CONSULT: 'Advised electric toothbrush and interdental brushes',
      'F/U': 'Recall 3 months with hygienist',
    },
  }),
  defineCase({
    id: 'h10-14-uk-typed-therapist-child-gic-lld-palmer',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '6 y/o attended w/ dad. C/O food packing LLD. MH: asthma - Clenil inhaler. O/E: LLD DO caries, LLE sound, URE O caries (arrested). BWs: LLD caries into dentine, not near pulp. Topical applied. LA 1.1ml lido 2% 1:80,000 adr, buccal infil LLD. Cotton wool isolation. LLD DO caries removed w/ slow speed, GIC (Fuji IX) placed. Good coop. Fluoride varnish 22,600ppm applied all teeth. Diet advice - no juice at bedtime. R/V 3/12.',
    expect: {
      NOTES: '6 y/o attended w/ dad. Good coop',
      CC: 'Food packing LLD',
      'MED HX': 'Asthma - Clenil inhaler',
      DENTAL: [
        ['LLD', 'DO caries'],
        ['LLE', 'Sound'],
        ['URE', 'O caries (arrested)'],
      ],
      RADIO: 'BWs: LLD caries into dentine, not near pulp',
      TX: [
        'Topical applied',
        'LA: 1.1 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration LLD',
        'Cotton wool isolation',
        'LLD DO caries removed w/ slow speed',
        'GIC (Fuji IX) placed',
        'Fluoride varnish 22,600 ppm applied all teeth',
      ],
      'TX TODAY': ['DO GIC LLD', 'Fluoride varnish'],
      CONSULT: 'Diet advice - no juice at bedtime',
      'F/U': 'R/V 3 months',
    },
  }),
  defineCase({
    id: 'h10-15-uk-typed-hygienist-perio-maintenance-implant',
    style: 'UK',
    asr: false,
    transcript:
      'Perio maintenance, 3-monthly. MHx: no changes, T2DM, HbA1c 52 last month per pt. Smoker 5/day (down from 20). BPE 3 3 3/3 2 3. Pockets up to 5mm, BOP 12% (was 28%). Recession 31, 41 2mm. Implant 46: no BOP, PPD 3mm, no suppuration. Pt v. pleased with progress. PMPR full mouth with Airflow and PS tip, implant cleaned w/ titanium-safe tip. OHI given with TePe orange for lower incisors. Smoking cessation advice reinforced. Recall 3/12 for perio maintenance.',
    expect: {
      CC: 'Perio maintenance, 3-monthly',
      'MED HX': 'No changes, T2DM, HbA1c 52 last month per pt. Smoker 5/day (down from 20)',
      PERIO:
        'BPE 3 3 3/3 2 3. Pockets up to 5 mm, BOP 12% (was 28%). Recession 31, 41 2 mm. Implant 46: no BOP, PPD 3 mm, no suppuration',
      NOTES: 'Pt v. pleased with progress',
      TX: [
        'PMPR full mouth with Airflow and PS tip',
        'Implant cleaned w/ titanium-safe tip',
        'OHI given with TePe orange for lower incisors',
      ],
      'TX TODAY': ['PMPR', 'OHI'],
      CONSULT: 'Smoking cessation advice reinforced',
      'F/U': 'Recall 3 months for perio maintenance',
    },
  }),

  // ───────────── (4) US oral surgeon ─────────────
  defineCase({
    id: 'h10-16-us-asr-surgeon-third-molars-iv-sedation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for removal of all four wisdom teeth full stop no medical history no allergies no meds full stop mom is his driver and is in the waiting room full stop pan reviewed full stop number one and sixteen erupted full stop number seventeen and thirty two partially bony impacted mesioangular full stop discussed risks including dry socket and nerve injury with numbness of the lip full stop consent form signed full stop i v sedation with midazolam five milligrams and fentanyl fifty micrograms full stop local anesthetic four carpules of articaine four percent one to one hundred thousand epi bilateral i a n b and buccal infiltration full stop number one and sixteen extracted with elevator and forceps full stop seventeen and thirty two surgical extraction with full thickness flap bone removal and sectioning full stop irrigated with saline full stop closed with three oh chromic gut full stop gauze packs placed full stop post op instructions given to mom full stop rx ibuprofen six hundred milligrams every six hours as needed full stop rx amoxicillin five hundred milligrams three times a day for seven days full stop post op in one week',
    expect: {
      CC: 'Removal of all 4 wisdom teeth',
      'MED HX': 'No medical history, no allergies, no meds',
      NOTES: 'Mom is his driver and is in the waiting room',
      RADIO: 'Pan reviewed. #1 and #16 erupted. #17 and #32 partially bony impacted mesioangular',
      CONSULT: 'Discussed risks including dry socket and nerve injury with numbness of the lip',
      CONSENT: 'Consent form signed',
      TX: [
        'IV sedation with midazolam 5 mg and fentanyl 50 mcg',
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, IANB bilateral + buccal infiltration',
        '#1, #16 extracted with elevator and forceps',
        '#17, #32 surgical extraction with full thickness flap bone removal and sectioning',
        'Irrigated with saline',
        'Closed with 3-0 chromic gut',
        'Gauze packs placed',
        'Post op instructions given to mom',
        'Rx ibuprofen 600 mg every 6 hours as needed',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17, #32'],
      'F/U': 'Post op in 1 week',
    },
  }),
  defineCase({
    id: 'h10-17-us-asr-surgeon-implant-placement-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for implant placement number thirty full stop extracted and grafted four months ago full stop she is healthy no meds allergic to sulfa drugs full stop number thirty site healed nicely with good keratinized tissue full stop c b c t showed eleven millimetres of bone height and about seven millimetres width full stop reviewed risks of nerve injury and implant failure again full stop she signed consent full stop three carpules lidocaine two percent with epi one to one hundred thousand right i a n b and buccal infiltration full stop crestal incision full stop full thickness flap raised full stop osteotomy sequence to uh four point one millimetres full stop placed a straumann four point one by ten millimetre implant number thirty at thirty five newton centimetres full stop healing abutment placed full stop sutured with four oh p t f e full stop post op instructions given full stop chlorhexidine rinse prescribed full stop back in two weeks for suture removal',
    expect: {
      CC: 'Implant placement #30. Extracted and grafted 4 months ago',
      'MED HX': 'She is healthy, no meds, allergic to sulfa drugs',
      INTRA: '#30 site healed nicely with good keratinized tissue',
      RADIO: 'CBCT showed 11 mm of bone height and about 7 mm width',
      CONSULT: 'Reviewed risks of nerve injury and implant failure again',
      CONSENT: 'She signed consent',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Crestal incision',
        'Full thickness flap raised',
        'Osteotomy sequence to 4.1 mm',
        'Placed a Straumann 4.1 by 10 mm implant #30 at 35 Ncm',
        'Healing abutment placed',
        'Sutured with 4-0 PTFE',
        'Post op instructions given',
        'Chlorhexidine rinse prescribed',
      ],
      'TX TODAY': ['Implant placement #30'],
      'F/U': 'Back in 2 weeks for suture removal',
    },
  }),
  defineCase({
    id: 'h10-18-us-asr-surgeon-tongue-biopsy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'referred by her general dentist for a white patch on the left lateral border of the tongue present about three months full stop former smoker quit ten years ago full stop takes metformin and atorvastatin full stop no allergies full stop extra oral no lymphadenopathy full stop intra oral one point five by one centimetre white plaque left lateral tongue non wipeable slightly rough no ulceration full stop differential diagnosis frictional keratosis versus leukoplakia full stop we talked about doing an excisional biopsy today and she was fine with that full stop written consent full stop two carpules lidocaine with epi infiltration around the lesion full stop elliptical excision with three millimetre margins full stop specimen to pathology in formalin full stop hemostasis achieved full stop four oh vicryl three interrupted sutures full stop will call her with the path results full stop follow up in ten days',
    expect: {
      CC: 'Referred by her general dentist for a white patch on the left lateral border of the tongue present about 3 months',
      'MED HX': 'Former smoker quit 10 years ago. Takes metformin and atorvastatin. No allergies',
      EXTRA: 'No lymphadenopathy',
      INTRA: '1.5 by 1 cm white plaque left lateral tongue non wipeable slightly rough no ulceration',
      DX: ['Frictional keratosis versus leukoplakia'],
      CONSULT: 'We talked about doing an excisional biopsy today and she was fine with that',
      CONSENT: 'Written consent',
      TX: [
        'LA: 2 carpules lidocaine epinephrine, infiltration around the lesion',
        'Elliptical excision with 3 mm margins',
        'Specimen to pathology in formalin',
        'Hemostasis achieved',
        '4-0 Vicryl 3 interrupted sutures',
      ],
      'F/U': 'Will call her with the path results. Follow up in 10 days',
    },
  }),
  defineCase({
    id: 'h10-19-us-typed-surgeon-surgical-ext-3-graft-append',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'CC: referred by general dentist for ext #3, non-restorable (subgingival caries). PMH: HTN - lisinopril, on Eliquis 5mg BID - held x 1 dose per cardiologist. NKDA. BP 138/84. Exam: #3 grossly carious to bone level, no swelling. PA: periapical radiolucency #3, roots close to sinus floor. Dx: non-restorable #3 w/ chronic apical periodontitis. Risks incl. sinus communication discussed. Consent signed. LA 2 carps 4% articaine 1:100k epi, buccal + palatal infil #3. Surgical ext #3, sectioned and elevated, roots delivered intact. Socket curetted, no oroantral communication. Socket graft w/ FDBA + collagen plug, 3-0 chromic figure-8. Hemostasis w/ gauze. Rx Tylenol ES 500mg q6h prn. RTC 1 wk.',
    appends: ['Add to treatment: POIG, gauze pack x 30 min.', "Add to notes: pt's daughter driving her home."],
    expect: {
      CC: 'Referred by general dentist for ext #3, non-restorable (subgingival caries)',
      'MED HX': 'HTN - lisinopril, on Eliquis 5 mg BID - held x 1 dose per cardiologist. NKDA. BP 138/84',
      DENTAL: [['3', 'Grossly carious to bone level, no swelling']],
      RADIO: 'PA: periapical radiolucency #3, roots close to sinus floor',
      DX: ['Non-restorable #3 w/ chronic apical periodontitis'],
      CONSULT: 'Risks incl. sinus communication discussed',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Surgical ext #3',
        'Sectioned and elevated',
        'Roots delivered intact',
        'Socket curetted',
        'No oroantral communication',
        'Socket graft w/ FDBA + collagen plug',
        '3-0 chromic figure-8',
        'Hemostasis w/ gauze',
        'Rx Tylenol ES 500 mg q6h prn',
        'POIG',
        'Gauze pack x 30 min',
      ],
      'TX TODAY': ['Surgical extraction #3'],
      NOTES: "Pt's daughter driving her home",
      'F/U': 'RTC 1 wk',
    },
  }),
  defineCase({
    id: 'h10-20-us-typed-surgeon-buccal-space-i-and-d-31',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. 34M w/ swelling R mandible x 3 days, worsening, trismus. MH: T1DM on insulin pump, BG 210 this am. PCN allergy (hives). EO: firm fluctuant R buccal space swelling, no airway compromise. IO: vestibular swelling #30-31. #31 TTP, grade 2 mobile. Pano: large PARL #31 mesial root, vertical root fracture suspected. Dx: buccal space abscess from #31. Discussed ext #31 + I&D today, possible hospital admission if spreading. Verbal + written consent. LA: 3 carpules 2% lido 1:100k epi, R IANB + buccal infil. I&D R buccal vestibule, purulent drainage ~3 mL, C&S sample sent. #31 extracted, socket curetted. 1/4 inch iodoform drain sutured w/ 3-0 silk. Rx clindamycin 300mg QID x 7 days. RTC 24-48 hrs for drain removal.',
    expect: {
      CC: 'Emergency. 34M w/ swelling R mandible x 3 days, worsening, trismus',
      'MED HX': 'T1DM on insulin pump, BG 210 this am. PCN allergy (hives)',
      EXTRA: 'Firm fluctuant R buccal space swelling, no airway compromise',
      INTRA: 'Vestibular swelling #30-31',
      DENTAL: [['31', 'TTP, grade 2 mobile']],
      RADIO: 'Pano: large PARL #31 mesial root, vertical root fracture suspected',
      DX: ['Buccal space abscess from #31'],
      CONSULT: 'Discussed ext #31 + I&D today, possible hospital admission if spreading',
      CONSENT: 'Verbal + written consent',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB R + buccal infiltration',
        'I&D R buccal vestibule',
        'Purulent drainage ~3 mL',
        'C&S sample sent',
        '#31 extracted',
        'Socket curetted',
        '1/4 inch iodoform drain sutured w/ 3-0 silk',
        'Rx clindamycin 300 mg QID x 7 days',
      ],
      'TX TODAY': ['Incision and drainage', 'Extraction #31'],
      'F/U': 'RTC 24-48 hrs for drain removal',
    },
  }),

  // ───────────── (5) UK endodontist / restorative dentist ─────────────
  defineCase({
    id: 'h10-21-uk-asr-endo-first-stage-36',
    style: 'UK',
    asr: true,
    transcript:
      'referred by her dentist for root canal treatment on three six full stop lingering pain to cold for two weeks comma now throbbing at night full stop medical history fit and well comma allergic to latex full stop three six deep distal composite comma tender to percussion comma cold test lingering comma e p t positive full stop three seven cold normal full stop p a deep distal restoration close to pulp comma widened p d l space mesial root full stop diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis three six full stop options discussed including extraction full stop written consent full stop l a two point two ml articaine four percent one in one hundred thousand adrenaline i d b left plus buccal infiltration three six full stop first stage r c t three six full stop non latex rubber dam full stop access cavity full stop four canals located m b m l d b d l full stop working lengths confirmed radiographically full stop chemomechanical prep to size twenty five full stop sodium hypochlorite three percent irrigation full stop non setting calcium hydroxide dressing comma cavit full stop next visit obturation three six',
    expect: {
      CC: 'Referred by her dentist for root canal treatment on 36. Lingering pain to cold for 2 weeks, now throbbing at night',
      'MED HX': 'Fit and well, allergic to latex',
      DENTAL: [
        ['36', 'Deep D composite, tender to percussion, cold test lingering, EPT positive'],
        ['37', 'Cold normal'],
      ],
      RADIO: 'PA deep distal restoration close to pulp, widened PDL space mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis 36'],
      CONSULT: 'Options discussed including extraction',
      CONSENT: 'Written consent',
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'First stage RCT 36',
        'Non latex rubber dam',
        'Access cavity',
        '4 canals located MB ML DB DL',
        'Working lengths confirmed radiographically',
        'Chemomechanical prep to size 25',
        'Sodium hypochlorite 3% irrigation',
        'Non setting calcium hydroxide dressing',
        'Cavit',
      ],
      'TX TODAY': ['RCT 36'],
      NV: ['Obturation 36'],
    },
  }),
  defineCase({
    id: 'h10-22-uk-asr-restorative-post-crown-ul1',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'right attends for post crown upper left one full stop no change to medical history full stop upper left one root filled last year comma discoloured comma old composite leaking full stop p a satisfactory root filling no periapical changes full stop discussed post core and crown versus veneer comma patient chose the crown full stop verbal consent for today full stop l a one point one ml lidocaine two percent one in eighty thousand adrenaline infiltration upper left one full stop gutta percha removed to ten millimetres with gates glidden drills full stop fibre post cemented with dual cure resin cement full stop composite core build up full stop crown prep upper left one for e max full stop shade a two sorry a three full stop impressions upper and lower full stop temporary crown upper left one made with protemp full stop cemented with temp bond n e full stop next visit crown fit upper left one',
    expect: {
      CC: 'Post crown UL1',
      'MED HX': 'No change to medical history',
      DENTAL: [['UL1', 'Root filled last year, discoloured, old composite leaking']],
      RADIO: 'PA satisfactory root filling no periapical changes',
      CONSULT: 'Discussed post core and crown versus veneer, patient chose the crown',
      CONSENT: 'Verbal consent for today',
      TX: [
        'LA: 1.1 ml lidocaine 2% 1:80,000 adrenaline, infiltration UL1',
        'Gutta percha removed to 10 mm with Gates Glidden drills',
        'Fibre post cemented with dual cure resin cement',
        'Composite core build up',
        'Crown prep UL1 for e.max',
        'Shade A3',
        'Impressions upper and lower',
        'Temporary crown UL1 made with Protemp',
        'Cemented with Temp Bond NE',
      ],
      'TX TODAY': ['Crown prep UL1', 'Impressions', 'Temporary crown UL1'],
      NV: ['Crown fit UL1'],
    },
  }),
  defineCase({
    id: 'h10-23-uk-asr-endo-obturation-46',
    style: 'UK',
    asr: true,
    transcript:
      'second stage root canal four six full stop asymptomatic since last visit full stop no medical changes full stop four six temporary intact comma not tender to percussion comma no sinus full stop l a two point two ml lidocaine two percent with adrenaline i d b right full stop rubber dam full stop er cavit and calcium hydroxide removed full stop canals irrigated with hypochlorite and e d t a with ultrasonic activation full stop dried with paper points full stop four six obturated with warm vertical compaction and a h plus sealer full stop post op p a shows three canals obturated to length full stop coronal seal with glass ionomer full stop composite core full stop plan crown four six with referring dentist full stop letter sent to referring dentist full stop review six months for healing',
    expect: {
      CC: 'Second stage root canal 46. Asymptomatic since last visit',
      'MED HX': 'No medical changes',
      DENTAL: [['46', 'Temporary intact, not tender to percussion, no sinus']],
      TX: [
        'LA: 2.2 ml lidocaine 2% adrenaline, IDB right',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        'Canals irrigated with hypochlorite and EDTA with ultrasonic activation',
        'Dried with paper points',
        '46 obturated with warm vertical compaction and AH Plus sealer',
        'Coronal seal with glass ionomer',
        'Composite core',
      ],
      RADIO: 'Post op PA shows 3 canals obturated to length',
      'TX TODAY': ['Obturation 46'],
      'TX PLAN': ['Crown 46 with referring dentist'],
      NOTES: 'Letter sent to referring dentist',
      'F/U': 'Review 6 months for healing',
    },
  }),
  defineCase({
    id: 'h10-24-uk-typed-restorative-onlay-fit-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for fit of e.max onlay LL6. MH: NC. Temp onlay removed, prep cleaned w/ pumice. Onlay tried in, fit and contacts good. Pt happy with shade. RD placed. Onlay etched (HF), silanated; tooth selective etch + bond. Cemented w/ Variolink Esthetic LC. Excess removed, margins polished. Occlusion adjusted in ICP and lateral excursions. O/E LL7 crack line across MD marginal ridges, no symptoms. Advised monitor LL7, possible onlay in future. POIG. R/V 2/52.',
    expect: {
      CC: 'Fit of e.max onlay LL6',
      'MED HX': 'NC',
      TX: [
        'Temp onlay removed',
        'Prep cleaned w/ pumice',
        'Onlay tried in',
        'Fit and contacts good',
        'RD placed',
        'Onlay etched (HF)',
        'Silanated',
        'Tooth selective etch + bond',
        'Cemented w/ Variolink Esthetic LC',
        'Excess removed',
        'Margins polished',
        'Occlusion adjusted in ICP and lateral excursions',
        'POIG',
      ],
      NOTES: 'Pt happy with shade',
      DENTAL: [['LL7', 'Crack line across MD marginal ridges, no symptoms']],
      CONSULT: 'Advised monitor LL7, possible onlay in future',
      'F/U': 'R/V 2 weeks',
    },
  }),
  defineCase({
    id: 'h10-25-uk-typed-endo-re-rct-consultation-11',
    style: 'UK',
    asr: false,
    transcript:
      'Re-RCT assessment 11, referred by GDP. Trauma age 12, RCT 2009, crown 2015; intermittent swelling above 11 for 6/12. MH: penicillin allergy (rash). Takes sertraline. EO: NAD. IO: sinus tract in labial sulcus above 11, traced w/ GP to 11 apex. 11 PFM crown, margins sound, TTP mild. 12, 21 EPT +ve. BPE 1 1 1/1 1 1. PA + limited CBCT: short RF 11 (3mm short), apical radiolucency 5mm, no root fracture seen. Dx: previously treated 11 with chronic apical abscess. Options: 1) re-RCT through crown, 2) apicectomy, 3) XLA + implant/bridge, 4) no tx. Risks and success rates (~80% re-RCT) discussed. Fee quoted £950. Pt wants re-RCT, will confirm after checking with insurer. Plan: re-RCT 11 through crown over 2 visits. Written summary sent to pt and GDP.',
    expect: {
      CC: 'Re-RCT assessment 11, referred by GDP. Trauma age 12, RCT 2009, crown 2015; intermittent swelling above 11 for 6 months',
      'MED HX': 'Penicillin allergy (rash). Takes sertraline',
      EXTRA: 'NAD',
      INTRA: 'Sinus tract in labial sulcus above 11, traced w/ GP to 11 apex',
      DENTAL: [
        ['11', 'PFM crown, margins sound, TTP mild'],
        ['12', 'EPT +ve'],
        ['21', 'EPT +ve'],
      ],
      PERIO: 'BPE 1 1 1/1 1 1',
      RADIO: 'PA + limited CBCT: short RF 11 (3 mm short), apical radiolucency 5 mm, no root fracture seen',
      DX: ['Previously treated 11 with chronic apical abscess'],
      CONSULT:
        'Options: 1) re-RCT through crown, 2) apicectomy, 3) XLA + implant/bridge, 4) no tx. Risks and success rates (~80% re-RCT) discussed. Fee quoted £950. Pt wants re-RCT, will confirm after checking with insurer',
      'TX PLAN': ['Re-RCT 11 through crown over 2 visits'],
      NOTES: 'Written summary sent to pt and GDP',
    },
  }),

  // ───────────── (6) US pediatric dentist ─────────────
  defineCase({
    id: 'h10-26-us-asr-pedo-pulpotomy-ssc-k-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old boy here with dad for a filling on the lower left full stop healthy no meds no allergies full stop he was pretty nervous full stop nitrous oxide at thirty percent full stop he settled right down full stop topical then one carpule lidocaine two percent with one to one hundred thousand epi left i a n b full stop rubber dam full stop caries removed on k full stop pulp exposure full stop pulpotomy on k with formocresol full stop zinc oxide eugenol base full stop stainless steel crown size four on k full stop cemented with glass ionomer full stop one hundred percent oxygen for five minutes full stop he did awesome and picked a dinosaur from the prize box full stop talked to dad about no more juice in the sippy cup at night full stop next visit sealants on the six year molars',
    expect: {
      NOTES:
        '6 year old boy here with dad. He was pretty nervous. He settled right down. He did awesome and picked a dinosaur from the prize box',
      CC: 'Filling on the lower left',
      'MED HX': 'Healthy, no meds, no allergies',
      TX: [
        'Nitrous oxide at 30%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed #K',
        'Pulp exposure',
        'Pulpotomy #K with formocresol',
        'Zinc oxide eugenol base',
        'Stainless steel crown size 4 #K',
        'Cemented with glass ionomer',
        '100% oxygen for 5 minutes',
      ],
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      CONSULT: 'Talked to dad about no more juice in the sippy cup at night',
      NV: ['Sealants on the 6 year molars'],
    },
  }),
  defineCase({
    id: 'h10-27-us-asr-pedo-recall-sealants-letters',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'eight year old girl with mom full stop here for six month checkup full stop no changes in health full stop soft tissues look good full stop mild plaque on the lower front teeth full stop number three and fourteen and nineteen and thirty erupted with deep grooves full stop i has a small distal cavity and j has occlusal caries full stop l and s are loose and about to come out full stop two bitewings taken comma confirmed i and j caries into dentin full stop prophy full stop fluoride varnish full stop sealants on three fourteen nineteen and thirty full stop um reviewed thumb habit with mom and brushing twice a day full stop next visit fillings i and j',
    expect: {
      NOTES: '8 year old girl with mom',
      CC: '6 month checkup',
      'MED HX': 'No changes in health',
      INTRA: 'Soft tissues look good',
      PERIO: 'Mild plaque on the lower front teeth',
      DENTAL: [
        ['3', 'Erupted with deep grooves'],
        ['14', 'Erupted with deep grooves'],
        ['19', 'Erupted with deep grooves'],
        ['30', 'Erupted with deep grooves'],
        ['I', 'Small D cavity'],
        ['J', 'O caries'],
        ['L', 'Loose and about to come out'],
        ['S', 'Loose and about to come out'],
      ],
      RADIO: '2 bitewings taken, confirmed #I and #J caries into dentin',
      TX: ['Prophy', 'Fluoride varnish', 'Sealants #3, #14, #19, #30'],
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Sealants #3, #14, #19, #30'],
      CONSULT: 'Reviewed thumb habit with mom and brushing twice a day',
      NV: ['Fillings #I, #J'],
    },
  }),
  defineCase({
    id: 'h10-28-us-asr-pedo-toddler-sdf-grandma-append',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'three year old with grandma who is his legal guardian full stop first visit full stop no medical problems comma allergic to amoxicillin full stop d e f and g facial caries full stop upper and lower molars look clean full stop frankl two crying but we got through it full stop silver diamine fluoride on d e f and g full stop fluoride varnish on the rest full stop explained the black staining from s d f and grandma was okay with it full stop talked to grandma about stopping the bottle of milk at bedtime full stop grandma signed consent for s d f full stop recall three months to reapply s d f',
    appends: [
      'add to treatment toothbrushing demo with grandma',
      'next visit strip crowns under sedation scratch that next visit recheck s d f',
    ],
    expect: {
      NOTES: '3 year old with grandma who is his legal guardian. Frankl 2 crying but we got through it',
      CC: 'First visit',
      'MED HX': 'No medical problems, allergic to amoxicillin',
      DENTAL: [
        ['D', 'F caries'],
        ['E', 'F caries'],
        ['F', 'F caries'],
        ['G', 'F caries'],
      ],
      INTRA: 'Upper and lower molars look clean',
      TX: ['Silver diamine fluoride #D, #E, #F, #G', 'Fluoride varnish on the rest', 'Toothbrushing demo with grandma'],
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
      CONSULT:
        'Explained the black staining from SDF and grandma was okay with it. Talked to grandma about stopping the bottle of milk at bedtime',
      CONSENT: 'Grandma signed consent for SDF',
      'F/U': 'Recall 3 months to reapply SDF',
      NV: ['Recheck SDF'],
    },
  }),
  defineCase({
    id: 'h10-29-us-typed-pedo-trauma-intrusion-e',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '4 y/o M w/ mom. Fell off scooter this AM, hit upper front teeth, no LOC per mom. MH: NKDA, UTD on vaccines. EO: small abrasion on chin. IO: upper lip lac ~5mm, not through and through. #E intruded ~50%, #F mobile (grade 1) w/ slight gingival bleeding. #D, #G WNL. PA: #E intruded towards labial, away from permanent successor. Dx: intrusion #E, subluxation #F. Discussed allowing #E to re-erupt spontaneously, risk of discoloration/abscess and damage to the permanent tooth. Mom agrees to monitor. Advised soft diet x 2 wks, CHX swabs, no pacifier. Pt cried but cooperated for exam + x-ray. RTC 1 wk, then 1 and 3 mo.',
    expect: {
      NOTES: '4 y/o M w/ mom. Pt cried but cooperated for exam + x-ray',
      CC: 'Fell off scooter this AM, hit upper front teeth, no LOC per mom',
      'MED HX': 'NKDA, UTD on vaccines',
      EXTRA: 'Small abrasion on chin',
      INTRA: 'Upper lip lac ~5 mm, not through and through',
      DENTAL: [
        ['E', 'Intruded ~50%'],
        ['F', 'Mobile (grade 1) w/ slight gingival bleeding'],
        ['D', 'WNL'],
        ['G', 'WNL'],
      ],
      RADIO: 'PA: #E intruded towards labial, away from permanent successor',
      DX: ['Intrusion #E', 'Subluxation #F'],
      CONSULT:
        'Discussed allowing #E to re-erupt spontaneously, risk of discoloration/abscess and damage to the permanent tooth. Mom agrees to monitor. Advised soft diet x 2 wks, CHX swabs, no pacifier',
      'F/U': 'RTC 1 wk, then 1 and 3 mo',
    },
  }),
  defineCase({
    id: 'h10-30-us-typed-pedo-band-loop-composite-a',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '9 y/o F w/ dad. Here for band & loop delivery (lost #K to abscess 3 wks ago) and filling #A. MH: ADHD - methylphenidate; NKDA. N2O/O2 30% for anxiety. Band & loop tried in on #19, good fit, cemented w/ RMGIC. Topical, 0.9 ml 2% lido 1:100k epi infiltration #A. Isolite. #A DO caries removed, DO composite placed. Flossed, bite checked. 100% O2 x 5 min. Very cooperative - Frankl 4. Reviewed space maintainer care w/ dad: no sticky candy, brush around band. Recall 6 mo. NV: sealants #3, #14.',
    expect: {
      NOTES: '9 y/o F w/ dad. Very cooperative - Frankl 4',
      CC: 'Band & loop delivery (lost #K to abscess 3 wks ago) and filling #A',
      'MED HX': 'ADHD - methylphenidate; NKDA',
      TX: [
        'N2O/O2 30% for anxiety',
        'Band & loop tried in #19',
        'Good fit',
        'Cemented w/ RMGIC',
        'Topical',
        'LA: 0.9 ml lidocaine 2% 1:100,000 epinephrine, infiltration #A',
        'Isolite',
        '#A DO caries removed',
        'DO composite placed',
        'Flossed',
        'Bite checked',
        '100% O2 x 5 min',
      ],
      'TX TODAY': ['DO composite #A'],
      CONSULT: 'Reviewed space maintainer care w/ dad: no sticky candy, brush around band',
      'F/U': 'Recall 6 mo',
      NV: ['Sealants #3, #14'],
    },
  }),
];
