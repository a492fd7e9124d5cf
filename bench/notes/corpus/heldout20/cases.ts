// The twentieth held-out split (ids h20-01–h20-36): scored, never tuned on. Written blind from the labelling contract,
// case.ts, the dental reference and more56 / more58 as format examples, by a helper that had not seen the engine or any
// other corpus file; every case was labelled from the contract before any check was run, and the checks were for syntax
// and the case count only. It is one ordinary week at six chairs, six visits each, every chair a different clinician with
// their own way of dictating: check-ups with charting and radiographs, emergencies, fillings, crowns, root canal
// treatment, extractions, hygiene and perio, children, consultations without treatment and reviews.
//   h20-01–h20-06 a UK NHS / private general dentist (FDI), chatty recogniser dictation with "okay so", "right", "um"
//     and nurse asides, typing only the odd note:
//     h20-01 a recall check-up with charting, bitewings and secondary caries on 36, private composite question (recogniser);
//     h20-02 an emergency irreversible pulpitis 46 with two LA lines and pulp extirpation (recogniser, long);
//     h20-03 a chipped 11 repaired with an MI composite, "root #" in a UK PA report (typed);
//     h20-04 a seven-year-old's check-up with primary molar caries, diet advice and varnish (recogniser);
//     h20-05 a crown fit on 15 with an occlusal adjustment (recogniser, appended dictation: notes, next visit);
//     h20-06 a consultation for recurrent pericoronitis 38 with an OPG and a referral, no treatment (typed);
//   h20-07–h20-12 a UK private dentist (FDI) who types terse shorthand ("MH: NC", "BWs gr 1", "POIG", "1:100k adr"):
//     h20-07 a terse exam with charting, bitewings and a treatment plan (typed);
//     h20-08 RCT 36 stage two, obturation with a post-op PA and a crown quote (typed);
//     h20-09 a very short review of a traumatised 21 (typed);
//     h20-10 a crown prep 16 with a cracked DP cusp, core, impressions and temporary, dictated on the app (recogniser);
//     h20-11 a forceps extraction of 45 that became surgical, patient on apixaban (typed);
//     h20-12 a tooth wear consultation with diet history and a monitoring plan (typed, appended dictation: notes, change);
//   h20-13–h20-18 a UK dentist who says Palmer words ("upper left six") and dictates "full stop" (Palmer):
//     h20-13 a routine examination with a fractured cusp UL6 and scale and polish (recogniser);
//     h20-14 an emergency cracked tooth LL6 with occlusion relieved, no title (recogniser);
//     h20-15 a six-year-old's Hall crown LRE with separators removed and varnish (typed UR6 shorthand);
//     h20-16 two composites UL5 and UL7 under one anaesthetic with a shade correction and a nurse aside (recogniser);
//     h20-17 a very short review after an O composite LR5 (typed UR6 shorthand);
//     h20-18 an extraction of UR7 near the sinus (recogniser, appended dictation: notes, change);
//   h20-19–h20-24 a US general dentist (Universal) who says "number nineteen":
//     h20-19 a new patient comprehensive exam with a full mouth series, perio findings and a phased plan (recogniser, long);
//     h20-20 a limited exam for a fractured ML cusp #19, edges smoothed, no title (typed);
//     h20-21 a single-visit root canal on a dark #9 with a sinus tract (recogniser);
//     h20-22 scaling and root planing UR + LR with two LA lines and Arestin (typed);
//     h20-23 a very short post-op check after extraction of #32 (recogniser);
//     h20-24 an e.max crown seat #4, title from the CC (typed, appended dictation: treatment, notes);
//   h20-25–h20-30 a US family and children's dentist (Universal with primary letters):
//     h20-25 a nine-year-old's checkup with bitewings, prophy and varnish and a braces question (recogniser);
//     h20-26 a five-year-old's pulpotomy and stainless steel crown #S under nitrous (typed, full sentences);
//     h20-27 a DO composite #13 with a shade correction (recogniser);
//     h20-28 a second-opinion consultation about four crowns, no treatment (typed);
//     h20-29 a seven-year-old's emergency abscess on #T, extraction with phone consent from mom (recogniser, long);
//     h20-30 a periodic exam with bitewings and sensitivity #20 (typed, appended dictation: chart, next visit);
//   h20-31–h20-36 a UK dental hygienist-therapist (FDI):
//     h20-31 a very short hygiene recall with PMPR (typed);
//     h20-32 a second RSD visit upper left and lower left with "delete that" (recogniser);
//     h20-33 a thirteen-year-old with fixed braces: fissure sealants 37, 47 and Duraphat (typed);
//     h20-34 a three-monthly periodontal maintenance, title from the CC (recogniser, appended dictation: notes, change);
//     h20-35 buccal GIC 33, 34 on prescription for abrasion cavities (recogniser);
//     h20-36 a pregnant patient with gingivitis and a probable epulis, referral to the dentist (typed).
// UK 24 (FDI 18, Palmer 6), US 12 (Universal; primary letters in h20-25, h20-26, h20-29); 18 recogniser-style (lower
// case, number words, no punctuation, fillers, "sorry" corrections, dictated "full stop" in h20-13, h20-14, h20-16,
// h20-18) and 18 typed (terse shorthand, comma runs, and full sentences in h20-26); 20 to about 245 words (four under
// 30: h20-09, h20-17, h20-23, h20-31); six cases with appended dictation (h20-05, h20-12, h20-18, h20-24, h20-30,
// h20-34). DENTAL in 30 cases (not h20-22, h20-23, h20-31, h20-32, h20-34, h20-36).
//
// Judgement calls where the contract was silent:
// - Dictated "full stop" (h20-13, h20-14, h20-16, h20-18) ends a clause like a typed full stop; a final one adds nothing.
//   In recogniser-style text fields a new clause starts a new sentence and an opening "and" goes (as more58).
// - Remarks to the nurse ("could you pass me the probe please thanks", "could I have the curing light please thank
//   you") are dropped entirely (as more58). A child's age and who came with them are NOTES, also "attended alone (mum
//   in waiting room)" and "Patient is a 5-year-old boy, accompanied by his mother"; so are remarks about the patient
//   ("he sat really nicely", "Pt relieved it's out", "he was a trooper") and a shade the patient approved in the mirror
//   (as more56). Questions with their answers, fees, insurance, options, decisions and advice given after treatment
//   (restart apixaban, not blowing the nose, soft foods) are CONSULT.
// - "fractured" names the fractured part also when it follows it ("MI corner fractured" → fracture "MI corner", "ML
//   cusp fractured" → "ML cusp", "with a fractured buccal cusp" → "B cusp"); "cracked" gives no fracture (as more56); a
//   root that fractured during treatment is a TX step, not DENTAL. A "#" after "root" in a UK PA report ("no root #")
//   stays as typed.
// - Titles: "Hall crown LRE (PMC size 5) cemented" → "SSC LRE"; "stainless steel crown #S" → "SSC #S"; a single-visit
//   root canal whose TX says "obturated" → "Obturation #9" and a second stage → "Obturation 36" (as more56); "PMPR +
//   polish" → "PMPR"; "Duraphat varnish applied" → "Fluoride varnish"; "buccal gic three three and three four" → "B GIC
//   33, 34"; the crown seats whose steps do not say "crown cemented" take "Crown fit" from the CC (h20-05, h20-24); the
//   three-monthly periodontal maintenance whose TX names only scaling, polishing and OHI takes "Periodontal maintenance"
//   from the CC, then "OHI". "Occlusion relieved", "smoothed sharp edges", "tooth brushing instruction", "brushing
//   instruction", "TBI", Arestin, nitrous oxide and topical are no titles, so h20-14 and h20-20 have no TX TODAY; the
//   reviews whose CC says the work was done before (h20-09, h20-17, h20-23) have none either.
// - TX PLAN and NV use the table names: "four quadrants scaling and root planing" → "4 quadrants SRP", "crown
//   preparation" → "Crown prep", "DO comp 27" → "DO composite 27", "extraction" kept lower case inside "Refer to oral
//   surgery for extraction 38"; "sealants" said alone stays "Sealants" (as more58). Referrals ("Plan: refer to oral
//   surgery …", "Referred to dentist for assessment of epulis") are TX PLAN; "next visit review …" is avoided, and a
//   "review in 6 months with a PA" is F/U.
// - Surfaces: "open margin on the distal" → "open D margin", "palatal erosion" → "P erosion", "palatal root" in a
//   chart entry → "P root", "distolingual cusp" in a TX step → "DL cusp"; in RADIO and PERIO text single surfaces stay
//   words ("distal caries 36", "palatal root close to the sinus", "pockets on the distal of #2 and #15"). "Occlusal
//   sealant", "occlusal reduction", "occlusal adjustment", "cupped cusps" stay words (not in the rule 4 list).
// - Teeth joined by "and" in text fields keep "and" ("#2 and #15", "33 and 34", "between 22 and 23"); in list items
//   and LA lines teeth said together are written "#14, #19, #30", "UL5, UL7", "#2, #31".
// - Places, not chart entries (rule 7): "operculum over 38", "sinus tract labial to #9", "swelling buccal to #T", "lump on
//   papilla between 22 and 23", a socket after extraction; pocket depths and gingival findings are PERIO, "OH good" after
//   a BPE is PERIO (as more58), fixed ortho brackets are INTRA.
// - "SH: …" (social history: smoking, cola, lemon water) is MED HX with its label kept; "still vaping about 10 a day" is
//   MED HX. A reported BP is MED HX (as more56).
// - Radiographs: a film from a previous visit with its report is RADIO ("PA 45 (last visit): …", "BW (last visit): …",
//   "BWX from other office reviewed: …"); "master cones checked w/ PA" and "working length … confirmed with a PA" stay
//   in their TX step, a post-op PA with a report is RADIO (as more56).
// - Telephone consent from a parent ("verbal consent from mom by phone") is CONSENT; "written consent", "consent signed"
//   likewise.
// - Numbers: "twenty two point five millimeters" → "22.5 mm", "one point five millimetre" → "1.5 mm", "three monthly" →
//   "3 monthly", "hba1c forty eight" → "HbA1c 48", "one thirty eight over eighty six" → "138/86"; "post op" → "Post-op";
//   brand names as their makers write them (RelyX Unicem, Protemp, TempBond, Aquasil, Tooth Slooth, Isolite, Gracey).
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry at the end, "add to treatment …" adds
//   TX items at the end, "next visit …" adds an NV item, "change X to Y" edits the one place X is said (h20-12 "6
//   months" and h20-18 "one week" only in F/U; h20-34 "three months" only in the recall, "three monthly" being another
//   phrase).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout20Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS / private general dentist (FDI)
  defineCase({
    id: 'h20-01-recall',
    style: 'UK',
    asr: true,
    transcript:
      "okay so routine check up no problems medical history no changes still takes amlodipine no allergies extra oral nad intra oral soft tissues healthy could you pass me the probe please thanks bpe two two one one two two charting one seven missing one six occlusal amalgam sound two six mesial occlusal composite sound three six disto occlusal amalgam with caries at the distal margin four six crown four seven occlusal composite sound bitewings taken grade one distal caries three six into dentine nothing else diagnosis secondary caries three six scale and polish oral hygiene instruction flossing the lower molars he asked if the new filling can be white said yes but on the nhs it'd be amalgam on a back tooth or composite privately he's going for composite privately next visit disto occlusal composite three six recall six months",
    expect: {
      CC: 'Routine check up. No problems',
      'MED HX': 'No changes. Still takes amlodipine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 1 / 1 2 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'O amalgam sound'],
        ['26', 'MO composite sound'],
        ['36', 'DO amalgam with caries at the D margin'],
        ['46', 'Crown'],
        ['47', 'O composite sound'],
      ],
      RADIO: 'Bitewings taken grade 1. Distal caries 36 into dentine. Nothing else',
      DX: ['Secondary caries 36'],
      CONSULT:
        "He asked if the new filling can be white. Said yes but on the NHS it'd be amalgam on a back tooth or composite privately. He's going for composite privately",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction flossing the lower molars'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h20-02-emergency-pulpitis-46-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment she's had throbbing pain lower right for three days it's keeping her up at night painkillers not really helping medical history asthma on a blue inhaler allergic to penicillin extra oral no swelling no lymphadenopathy intra oral soft tissues nad four six large mesial occlusal distal amalgam lingering pain to cold tender to percussion four seven sound four five occlusal composite sound pa four six restoration close to the pulp widened pdl space on the mesial root diagnosis symptomatic irreversible pulpitis four six um options explained root canal treatment or extraction she wants to keep the tooth verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six waited five minutes rubber dam access through the amalgam pulp extirpated four six four canals found irrigated with sodium hypochlorite ledermix and cavit occlusion relieved post op instructions given she asked if she'll need a crown afterwards told her most likely yes next visit complete root canal four six in two weeks",
    expect: {
      CC: "Emergency appointment. She's had throbbing pain lower right for 3 days. It's keeping her up at night. Painkillers not really helping",
      'MED HX': 'Asthma on a blue inhaler. Allergic to penicillin',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Large MOD amalgam lingering pain to cold tender to percussion'],
        ['47', 'Sound'],
        ['45', 'O composite sound'],
      ],
      RADIO: 'PA 46 restoration close to the pulp. Widened PDL space on the mesial root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        "Options explained root canal treatment or extraction. She wants to keep the tooth. She asked if she'll need a crown afterwards. Told her most likely yes",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Waited 5 minutes',
        'Rubber dam',
        'Access through the amalgam',
        'Pulp extirpated 46',
        '4 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h20-03-typed-chipped-11-mi-composite-root-hash',
    style: 'UK',
    asr: false,
    transcript:
      'Chipped 11 on a fork at the weekend, no pain, wants it fixed before work photos this week. MH: no change, NKDA. 11 MI corner fractured, enamel + dentine only, not TTP, not mobile. 21 sound. PA 11: no root #, PDL normal. Dx: uncomplicated crown fracture 11. Discussed composite repair vs crown later if it chips again, pt happy w/ composite. No LA needed. Shade A1 taken before isolation. Rubber dam. Bevel, etch, bond. MI comp 11 built up w/ putty index + Mylar strip. Polished w/ Sof-Lex discs. Pt pleased w/ result. Advised care biting into hard foods. Review 6/12 w/ sensibility test.',
    expect: {
      CC: 'Chipped 11 on a fork at the weekend, no pain, wants it fixed before work photos this week',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['11', 'MI corner fractured, enamel + dentine only, not TTP, not mobile', 'MI corner'],
        ['21', 'Sound'],
      ],
      RADIO: 'PA 11: no root #, PDL normal',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        'Discussed composite repair vs crown later if it chips again, pt happy w/ composite. Advised care biting into hard foods',
      'TX TODAY': ['MI composite 11'],
      TX: [
        'No LA needed',
        'Shade A1 taken before isolation',
        'Rubber dam',
        'Bevel',
        'Etch',
        'Bond',
        'MI comp 11 built up w/ putty index + Mylar strip',
        'Polished w/ Sof-Lex discs',
      ],
      NOTES: 'Pt pleased w/ result',
      'F/U': 'Review 6 months w/ sensibility test',
    },
  }),
  defineCase({
    id: 'h20-04-child-check-up-75-85-caries-diet-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old here for his check up mum is with him she says he's been complaining the back tooth on the lower left hurts with sweets medical history fit and well no medicines no allergies extra oral nad intra oral soft tissues healthy plaque on the lower molars charting seven five disto occlusal caries not tender no swelling seven four sound eight five occlusal caries small eight four sound three six and four six erupted fissures stained but sound bitewings grade one seven five caries into dentine close to the pulp eight five into enamel only diagnosis caries seven five and eight five discussed diet with mum he has fizzy drinks after school told her water or milk between meals fluoride varnish applied tooth brushing instruction with mum he sat really nicely next visit disto occlusal filling seven five and fissure sealants three six and four six recall three months",
    expect: {
      CC: "His check up. She says he's been complaining the back tooth on the lower left hurts with sweets",
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['75', 'DO caries not tender no swelling'],
        ['74', 'Sound'],
        ['85', 'O caries small'],
        ['84', 'Sound'],
        ['36', 'Erupted fissures stained but sound'],
        ['46', 'Erupted fissures stained but sound'],
      ],
      RADIO: 'Bitewings grade 1. 75 caries into dentine close to the pulp. 85 into enamel only',
      DX: ['Caries 75, 85'],
      CONSULT: 'Discussed diet with mum. He has fizzy drinks after school. Told her water or milk between meals',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Tooth brushing instruction with mum'],
      NOTES: '7 year old. Mum is with him. He sat really nicely',
      NV: ['DO filling 75', 'Fissure sealants 36, 46'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h20-05-crown-fit-15-palatal-cusp-appends-notes-nv',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the crown fit on one five it's been a bit sensitive to cold since the prep medical history no changes no allergies one five temporary crown intact one four and one six sound no anaesthetic needed temporary removed cleaned the prep with pumice tried the crown in contacts fine margin good shade good she's happy with it occlusion a bit high on the palatal cusp adjusted and polished cemented with rely x unicem excess removed flossed she asked if she can floss around it normally told her yes post op instructions given recall as normal",
    appends: ['add to notes her granddaughter came in with her', 'next visit scale and polish with the hygienist'],
    expect: {
      CC: "Crown fit on 15. It's been a bit sensitive to cold since the prep",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['15', 'Temporary crown intact'],
        ['14', 'Sound'],
        ['16', 'Sound'],
      ],
      CONSULT: 'She asked if she can floss around it normally. Told her yes',
      'TX TODAY': ['Crown fit 15'],
      TX: [
        'No anaesthetic needed',
        'Temporary removed',
        'Cleaned the prep with pumice',
        'Tried the crown in',
        'Contacts fine',
        'Margin good',
        'Shade good',
        'Occlusion a bit high on the P cusp',
        'Adjusted and polished',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Flossed',
        'Post-op instructions given',
      ],
      NOTES: "She's happy with it. Her granddaughter came in with her",
      NV: ['Scale and polish with the hygienist'],
      'F/U': 'Recall as normal',
    },
  }),
  defineCase({
    id: 'h20-06-typed-pericoronitis-38-consultation-opg-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Consultation re recurrent pain lower left wisdom tooth region, 3rd episode this year, currently settled. MH: no change, NKDA. EO: NAD, no trismus. IO: operculum over 38 slightly inflamed, no pus. 38 partially erupted, no caries. 37 sound. OPG: 38 mesioangular impaction, roots close to ID canal. Dx: recurrent pericoronitis 38. Discussed options: monitor vs extraction, risks of extraction incl. nerve damage explained. Pt wants it out. Plan: refer to oral surgery for extraction 38. Advised CHX mouthwash + warm salt water if it flares. Review if worse.',
    expect: {
      CC: 'Consultation re recurrent pain lower left wisdom tooth region, 3rd episode this year, currently settled',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD, no trismus',
      INTRA: 'Operculum over 38 slightly inflamed, no pus',
      DENTAL: [
        ['38', 'Partially erupted, no caries'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG: 38 mesioangular impaction, roots close to ID canal',
      DX: ['Recurrent pericoronitis 38'],
      CONSULT:
        'Discussed options: monitor vs extraction, risks of extraction incl. nerve damage explained. Pt wants it out. Advised CHX mouthwash + warm salt water if it flares',
      'TX PLAN': ['Refer to oral surgery for extraction 38'],
      'F/U': 'Review if worse',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private dentist, terse typed shorthand (FDI)
  defineCase({
    id: 'h20-07-typed-terse-exam-bws-27-recurrent-caries-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. Nil c/o. MH: NC. EO: NAD. IO: NAD. BPE 1 1 1 / 1 1 1, OH good. Charting: 17 MOD amalgam sound. 16 crown. 26 O comp. 27 DO amalgam, ditched. 36 MO comp. BWs gr 1: 27 D caries into dentine, nil else. Dx: 27 recurrent caries. Tx plan: DO comp 27. Recall 12/12.',
    expect: {
      CC: 'Exam. Nil c/o',
      'MED HX': 'NC',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1, OH good',
      DENTAL: [
        ['17', 'MOD amalgam sound'],
        ['16', 'Crown'],
        ['26', 'O comp'],
        ['27', 'DO amalgam, ditched'],
        ['36', 'MO comp'],
      ],
      RADIO: 'BWs gr 1: 27 D caries into dentine, nil else',
      DX: ['27 recurrent caries'],
      'TX PLAN': ['DO composite 27'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h20-08-typed-rct-36-stage-2-obturation-crown-quote',
    style: 'UK',
    asr: false,
    transcript:
      'RCT 36 stage 2. Comfortable since extirpation 2/52 ago. MH: NC. 36 temp intact, not TTP. LA 1 x 2.2ml articaine 4% 1:100k adr, IDB left. RD. Temp + Ledermix removed. 3 canals located. MB canal curved, pre-curved 10 K-file to length. WL w/ apex locator: M canals 20 mm, D canal 21 mm. Shaped to 25/.06 rotary. NaOCl 3% + EDTA 17%, sonic activation. Dried w/ paper points. Master cones checked w/ PA. Obturated 36 w/ warm vertical + AH Plus. Vitrebond + composite core. Post-op PA: obturation to length, no voids. Pt asked re crown cost, quoted £650. NV crown prep 36 4/52.',
    expect: {
      CC: 'RCT 36 stage 2. Comfortable since extirpation 2 weeks ago',
      'MED HX': 'NC',
      DENTAL: [['36', 'Temp intact, not TTP']],
      RADIO: 'Post-op PA: obturation to length, no voids',
      CONSULT: 'Pt asked re crown cost, quoted £650',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left',
        'RD',
        'Temp + Ledermix removed',
        '3 canals located',
        'MB canal curved',
        'Pre-curved 10 K-file to length',
        'WL w/ apex locator: M canals 20 mm',
        'D canal 21 mm',
        'Shaped to 25/.06 rotary',
        'NaOCl 3% + EDTA 17%',
        'Sonic activation',
        'Dried w/ paper points',
        'Master cones checked w/ PA',
        'Obturated 36 w/ warm vertical + AH Plus',
        'Vitrebond + composite core',
      ],
      NV: ['Crown prep 36 4 weeks'],
    },
  }),
  defineCase({
    id: 'h20-09-typed-very-short-review-21-trauma',
    style: 'UK',
    asr: false,
    transcript:
      'Review 3/12 post trauma 21. Asx. 21 not TTP, not mobile, EPT +ve, no discolouration. PA 21: NAD. Discharged to routine recall.',
    expect: {
      CC: 'Review 3 months post trauma 21. Asx',
      DENTAL: [['21', 'Not TTP, not mobile, EPT +ve, no discolouration']],
      RADIO: 'PA 21: NAD',
      'F/U': 'Discharged to routine recall',
    },
  }),
  defineCase({
    id: 'h20-10-asr-crown-prep-16-cracked-dp-cusp-core-temp',
    style: 'UK',
    asr: true,
    transcript:
      "crown prep one six as planned gold onlay discussed but she wants a full crown medical history no change levothyroxine no allergies one six large mesial occlusal distal amalgam cracked distal palatal cusp no pain not tender one seven occlusal composite sound one five sound verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six plus palatal infiltration putty index taken amalgam removed crack into dentine on the distal palatal cusp no caries underneath core built up in composite crown prep one six for a metal ceramic crown er one point five millimetre occlusal reduction chamfer margin cord placed size zero impressions in aquasil upper and alginate lower bite registration shade a three temporary crown in protemp cemented with tempbond occlusion checked she asked if the temporary will look natural said yes it's tooth coloured post op instructions given next visit crown fit one six in two weeks",
    expect: {
      CC: 'Crown prep 16 as planned',
      'MED HX': 'No change. Levothyroxine. No allergies',
      DENTAL: [
        ['16', 'Large MOD amalgam cracked DP cusp no pain not tender'],
        ['17', 'O composite sound'],
        ['15', 'Sound'],
      ],
      CONSULT:
        "Gold onlay discussed but she wants a full crown. She asked if the temporary will look natural. Said yes it's tooth coloured",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16 + palatal infiltration',
        'Putty index taken',
        'Amalgam removed',
        'Crack into dentine on the DP cusp',
        'No caries underneath',
        'Core built up in composite',
        'Crown prep 16 for a metal ceramic crown',
        '1.5 mm occlusal reduction',
        'Chamfer margin',
        'Cord placed size 0',
        'Impressions in Aquasil upper and alginate lower',
        'Bite registration',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit 16 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h20-11-typed-surgical-extraction-45-apixaban',
    style: 'UK',
    asr: false,
    transcript:
      "XLA 45 as planned, retained roots. MH: NC, AF on apixaban, missed AM dose as advised, NKDA. 45 retained roots, not mobile, no swelling. PA 45 (last visit): single root, curved apex. Written consent. LA 2 x 2.2ml articaine 4% 1:100k adr, buccal + lingual infil 45. Forceps attempt. Root fractured at gum level. Surgical extraction 45 w/ buccal flap + bone removal (round bur). Root delivered intact. Surgicel in socket. 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved before leaving. POIG verbal + written incl. bleeding advice. Advised restart apixaban this evening. Pt relieved it's out. Review 1/52 for healing.",
    expect: {
      CC: 'XLA 45 as planned, retained roots',
      'MED HX': 'NC, AF on apixaban, missed AM dose as advised, NKDA',
      DENTAL: [['45', 'Retained roots, not mobile, no swelling']],
      RADIO: 'PA 45 (last visit): single root, curved apex',
      CONSENT: 'Written consent',
      CONSULT: 'Advised restart apixaban this evening',
      'TX TODAY': ['Surgical extraction 45'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 45',
        'Forceps attempt',
        'Root fractured at gum level',
        'Surgical extraction 45 w/ buccal flap + bone removal (round bur)',
        'Root delivered intact',
        'Surgicel in socket',
        '2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved before leaving',
        'POIG verbal + written incl. bleeding advice',
      ],
      NOTES: "Pt relieved it's out",
      'F/U': 'Review 1 week for healing',
    },
  }),
  defineCase({
    id: 'h20-12-typed-tooth-wear-consultation-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      "New pt consultation re worn front teeth, noticed they're getting shorter + sensitive to cold. MH: GORD on omeprazole, NKDA. SH: non-smoker, 2-3 cans cola/day, lemon in hot water every morning. EO: NAD, TMJ NAD. IO: NAD. BPE 1 1 1 / 1 1 1. 11, 21 palatal erosion into dentine, incisal edges thin. 13, 23 cupped cusp tips. 36, 46 occlusal erosion, cupped cusps. Dx: erosive tooth wear (BEWE 3 anteriors). Discussed causes: acid diet + reflux. Advised cola w/ a straw at mealtimes only, no brushing for 1 hr after acid, Duraphat 5000 toothpaste. Options for later: composite build-ups palatal 11, 21 vs monitoring. Pt prefers to monitor for now. Plan: study models + photos to monitor wear. Review 6 months.",
    appends: ['Add to notes: her GP is reviewing her reflux meds.', 'Change 6 months to 4 months.'],
    expect: {
      CC: "New pt consultation re worn front teeth, noticed they're getting shorter + sensitive to cold",
      'MED HX': 'GORD on omeprazole, NKDA. SH: non-smoker, 2-3 cans cola/day, lemon in hot water every morning',
      EXTRA: 'NAD, TMJ NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine, incisal edges thin'],
        ['21', 'P erosion into dentine, incisal edges thin'],
        ['13', 'Cupped cusp tips'],
        ['23', 'Cupped cusp tips'],
        ['36', 'O erosion, cupped cusps'],
        ['46', 'O erosion, cupped cusps'],
      ],
      DX: ['Erosive tooth wear (BEWE 3 anteriors)'],
      CONSULT:
        'Discussed causes: acid diet + reflux. Advised cola w/ a straw at mealtimes only, no brushing for 1 hr after acid, Duraphat 5000 toothpaste. Options for later: composite build-ups palatal 11, 21 vs monitoring. Pt prefers to monitor for now',
      'TX PLAN': ['Study models + photos to monitor wear'],
      NOTES: 'Her GP is reviewing her reflux meds',
      'F/U': 'Review 4 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist saying Palmer words, "full stop" (Palmer)
  defineCase({
    id: 'h20-13-palmer-asr-full-stop-exam-fractured-b-cusp-ul6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for routine examination full stop no complaints full stop medical history no change takes atorvastatin no known allergies full stop extra oral examination no abnormality detected full stop intra oral examination soft tissues healthy full stop bpe two two two two one two full stop upper right seven mesial occlusal distal amalgam sound upper right six crown upper left six occlusal amalgam with a fractured buccal cusp not tender lower left six disto occlusal composite lower right six missing full stop bitewings right and left grade one no caries full stop diagnosis fractured cusp upper left six full stop options a new filling or a crown discussed patient would like a crown full stop scale and polish and oral hygiene instruction with interdental brushes full stop next visit crown preparation upper left six full stop recall nine months full stop',
    expect: {
      CC: 'Routine examination. No complaints',
      'MED HX': 'No change. Takes atorvastatin. No known allergies',
      EXTRA: 'No abnormality detected',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['UR7', 'MOD amalgam sound'],
        ['UR6', 'Crown'],
        ['UL6', 'O amalgam with a fractured B cusp not tender', 'B cusp'],
        ['LL6', 'DO composite'],
        ['LR6', 'Missing'],
      ],
      RADIO: 'Bitewings right and left grade 1. No caries',
      DX: ['Fractured cusp UL6'],
      CONSULT: 'Options a new filling or a crown discussed. Patient would like a crown',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction with interdental brushes'],
      NV: ['Crown prep UL6'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h20-14-palmer-asr-emergency-cracked-ll6-occlusion-relieved-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency appointment full stop sharp pain biting on the lower left for two weeks worse when she lets go full stop medical history no change takes lansoprazole allergic to penicillin full stop extra oral no abnormality detected full stop lower left six large mesial occlusal distal amalgam crack line along the distal marginal ridge sharp pain on release with the tooth slooth on the distolingual cusp normal response to cold not tender to percussion lower left five and lower left seven sound full stop pa lower left six no periapical changes full stop diagnosis cracked tooth lower left six full stop explained the crack may spread and the tooth may need root canal treatment later full stop options crown or extraction she would like a crown full stop no anaesthetic occlusion relieved on the distolingual cusp full stop advised chewing on the other side full stop next visit crown preparation lower left six with a bonded core',
    expect: {
      CC: 'Emergency appointment. Sharp pain biting on the lower left for 2 weeks worse when she lets go',
      'MED HX': 'No change. Takes lansoprazole. Allergic to penicillin',
      EXTRA: 'No abnormality detected',
      DENTAL: [
        [
          'LL6',
          'Large MOD amalgam crack line along the D marginal ridge sharp pain on release with the Tooth Slooth on the DL cusp normal response to cold not tender to percussion',
        ],
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'PA LL6 no periapical changes',
      DX: ['Cracked tooth LL6'],
      CONSULT:
        'Explained the crack may spread and the tooth may need root canal treatment later. Options crown or extraction. She would like a crown. Advised chewing on the other side',
      TX: ['No anaesthetic', 'Occlusion relieved on the DL cusp'],
      NV: ['Crown prep LL6 with a bonded core'],
    },
  }),
  defineCase({
    id: 'h20-15-palmer-typed-child-hall-crown-lre-separators-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '6 y/o attended w/ dad for Hall crown LRE, separators placed 1/52 ago. No pain. MH: fit + well, NKDA. LRE DO caries, not TTP, no sinus, separators in situ. LRD sound. LLE O GIC intact. BW (last visit): LRE caries into dentine, not near pulp. No LA. Separators removed. Hall crown LRE (PMC size 5) cemented w/ Fuji 9. Seated by pt biting on cotton roll. Excess removed, floss through contacts. Occlusion slightly propped. Explained to dad the bite will settle in a few weeks. FV 22,600 ppm applied. Dad asked if it will come out w/ the baby tooth: yes. Great patient, sticker. Recall 3/12.',
    expect: {
      CC: 'Hall crown LRE, separators placed 1 week ago. No pain',
      'MED HX': 'Fit + well, NKDA',
      DENTAL: [
        ['LRE', 'DO caries, not TTP, no sinus, separators in situ'],
        ['LRD', 'Sound'],
        ['LLE', 'O GIC intact'],
      ],
      RADIO: 'BW (last visit): LRE caries into dentine, not near pulp',
      CONSULT:
        'Explained to dad the bite will settle in a few weeks. Dad asked if it will come out w/ the baby tooth: yes',
      'TX TODAY': ['SSC LRE', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Separators removed',
        'Hall crown LRE (PMC size 5) cemented w/ Fuji 9',
        'Seated by pt biting on cotton roll',
        'Excess removed',
        'Floss through contacts',
        'Occlusion slightly propped',
        'FV 22,600 ppm applied',
      ],
      NOTES: '6 y/o attended w/ dad. Great patient, sticker',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h20-16-palmer-asr-do-composite-ul5-o-composite-ul7-shade-sorry-nurse-aside',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for two fillings upper left full stop medical history no change full stop upper left five disto occlusal caries upper left seven occlusal caries upper left six crown full stop la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper left five and upper left seven rubber dam caries removed upper left five dentine firm sectional matrix and wedge etched bonded disto occlusal composite upper left five shade a three sorry a two full stop upper left seven caries removed occlusal composite upper left seven shade a two could I have the curing light please thank you occlusion checked polished full stop patient asked how long before he can eat told him straight away but mind the numb lip full stop recall six months',
    expect: {
      CC: '2 fillings upper left',
      'MED HX': 'No change',
      DENTAL: [
        ['UL5', 'DO caries'],
        ['UL7', 'O caries'],
        ['UL6', 'Crown'],
      ],
      CONSULT: 'Patient asked how long before he can eat. Told him straight away but mind the numb lip',
      'TX TODAY': ['DO composite UL5', 'O composite UL7'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL5, UL7',
        'Rubber dam',
        'Caries removed UL5',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite UL5',
        'Shade A2',
        'UL7 caries removed',
        'O composite UL7',
        'Shade A2',
        'Occlusion checked',
        'Polished',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h20-17-palmer-typed-very-short-review-lr5-composite',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review LR5 2/52 post O comp. Cold sensitivity now settled. MH NC. LR5 comp intact, not TTP, bite OK. Reassured. Recall as planned.',
    expect: {
      CC: 'Review LR5 2 weeks post O comp. Cold sensitivity now settled',
      'MED HX': 'NC',
      DENTAL: [['LR5', 'Comp intact, not TTP, bite OK']],
      CONSULT: 'Reassured',
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h20-18-palmer-asr-extraction-ur7-sinus-appends-notes-change',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for extraction of the upper right seven full stop it broke last month and has been grumbling since full stop medical history no change type two diabetes on metformin no allergies full stop upper right seven grossly carious palatal root exposed not mobile upper right six mesial occlusal composite sound full stop pa upper right seven periapical radiolucency palatal root close to the sinus full stop risks explained including a small chance of an opening into the sinus full stop written consent full stop la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right seven full stop extracted upper right seven with upper molar forceps all three roots complete full stop nose blow test negative full stop haemostasis achieved full stop post op instructions given verbal and written full stop advised not to blow his nose hard for a week full stop review in one week',
    appends: ["add to notes he's a taxi driver and wanted a morning appointment", 'change one week to two weeks'],
    expect: {
      CC: 'Extraction of UR7. It broke last month and has been grumbling since',
      'MED HX': 'No change. Type 2 diabetes on metformin. No allergies',
      DENTAL: [
        ['UR7', 'Grossly carious P root exposed not mobile'],
        ['UR6', 'MO composite sound'],
      ],
      RADIO: 'PA UR7 periapical radiolucency. Palatal root close to the sinus',
      CONSULT:
        'Risks explained including a small chance of an opening into the sinus. Advised not to blow his nose hard for a week',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction UR7'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR7',
        'Extracted UR7 with upper molar forceps',
        'All 3 roots complete',
        'Nose blow test negative',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "He's a taxi driver and wanted a morning appointment",
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'h20-19-us-asr-new-patient-comprehensive-exam-fmx-perio-phased-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she just moved here from out of state wants a full checkup last cleaning about two years ago no pain but her gums bleed when she flosses medical history hypertension takes lisinopril and she's allergic to sulfa drugs blood pressure one thirty eight over eighty six extraoral within normal limits no lymphadenopathy tmj no clicking intraoral oral cancer screening negative tori on the lower lingual both sides perio exam probing depths mostly two to four millimeters five millimeter pockets on the distal of numbers two and fifteen generalized bleeding on probing moderate calculus numbers one sixteen seventeen and thirty two missing number three mesial occlusal amalgam sound number fourteen occlusal composite with recurrent decay number nineteen porcelain fused to metal crown open margin on the distal number thirty distal occlusal caries numbers eight and nine composites stained full mouth series taken moderate horizontal bone loss in the molar areas recurrent decay under the filling on fourteen distal caries on thirty nineteen crown margin open with decay underneath diagnosis generalized periodontitis stage two grade b caries fourteen nineteen and thirty discussed scaling and root planing before the fillings she asked which one is most urgent told her nineteen she wants a written estimate with her insurance front desk will print one plan four quadrants scaling and root planing then replace crown on nineteen fillings on fourteen and thirty next visit scaling and root planing upper right and lower right",
    expect: {
      CC: "New patient comprehensive exam. She just moved here from out of state. Wants a full checkup. Last cleaning about 2 years ago. No pain but her gums bleed when she flosses",
      'MED HX': "Hypertension. Takes lisinopril. She's allergic to sulfa drugs. Blood pressure 138/86",
      EXTRA: 'Within normal limits. No lymphadenopathy. TMJ no clicking',
      INTRA: 'Oral cancer screening negative. Tori on the lower lingual both sides',
      PERIO:
        'Probing depths mostly 2 to 4 mm. 5 mm pockets on the distal of #2 and #15. Generalized bleeding on probing. Moderate calculus',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam sound'],
        ['14', 'O composite with recurrent decay'],
        ['19', 'Porcelain fused to metal crown open D margin'],
        ['30', 'DO caries'],
        ['8', 'Composites stained'],
        ['9', 'Composites stained'],
      ],
      RADIO:
        'Full mouth series taken. Moderate horizontal bone loss in the molar areas. Recurrent decay under the filling on #14. Distal caries on #30. #19 crown margin open with decay underneath',
      DX: ['Generalized periodontitis stage 2 grade B', 'Caries #14, #19, #30'],
      CONSULT:
        'Discussed scaling and root planing before the fillings. She asked which one is most urgent. Told her #19. She wants a written estimate with her insurance. Front desk will print one',
      'TX PLAN': ['4 quadrants SRP', 'Replace crown #19', 'Fillings #14, #30'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'h20-20-us-typed-limited-exam-fractured-ml-cusp-19-smoothed-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Limited exam. Broke ML cusp #19 on a popcorn kernel last night. Sharp edge cutting tongue, no pain. Med hx: no changes, NKDA. #19 ML cusp fractured, rest of MOD amalgam intact, no TTP, cold WNL. Tongue: slight abrasion on left lateral border. PA #19: no PA pathology. Dx: fractured cusp #19. Discussed crown vs large composite buildup; pt wants crown, insurance pre-auth sent. Smoothed sharp edges w/ finishing bur, no LA needed. Pt asked if it's safe to chew on it: avoid until crown. NV crown prep #19.",
    expect: {
      CC: 'Limited exam. Broke ML cusp #19 on a popcorn kernel last night. Sharp edge cutting tongue, no pain',
      'MED HX': 'No changes, NKDA',
      INTRA: 'Tongue: slight abrasion on left lateral border',
      DENTAL: [['19', 'ML cusp fractured, rest of MOD amalgam intact, no TTP, cold WNL', 'ML cusp']],
      RADIO: 'PA #19: no PA pathology',
      DX: ['Fractured cusp #19'],
      CONSULT:
        "Discussed crown vs large composite buildup; pt wants crown, insurance pre-auth sent. Pt asked if it's safe to chew on it: avoid until crown",
      TX: ['Smoothed sharp edges w/ finishing bur', 'No LA needed'],
      NV: ['Crown prep #19'],
    },
  }),
  defineCase({
    id: 'h20-21-us-asr-single-visit-rct-9-sinus-tract-obturation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for root canal on number nine it went dark after she fell off a bike years ago and now there's a bump on the gum medical history no changes takes birth control no allergies sinus tract labial to nine number nine discolored gray not tender to percussion no response to cold numbers eight and ten normal response to cold pa of nine large periapical radiolucency diagnosis pulp necrosis with chronic apical abscess number nine consent signed one carpule lidocaine two percent one to one hundred thousand epi labial infiltration nine rubber dam access one canal working length twenty two point five millimeters with the apex locator confirmed with a pa cleaned and shaped to size fifty irrigated with sodium hypochlorite dried obturated nine with gutta percha and sealer lateral condensation uh composite in the access cavity post op pa good seal to length she asked about whitening the tooth told her internal bleaching is an option later review in six months with a pa",
    expect: {
      CC: "Root canal on #9. It went dark after she fell off a bike years ago. There's a bump on the gum",
      'MED HX': 'No changes. Takes birth control. No allergies',
      INTRA: 'Sinus tract labial to #9',
      DENTAL: [
        ['9', 'Discolored gray not tender to percussion no response to cold'],
        ['8', 'Normal response to cold'],
        ['10', 'Normal response to cold'],
      ],
      RADIO: 'PA of #9 large periapical radiolucency. Post-op PA good seal to length',
      DX: ['Pulp necrosis with chronic apical abscess #9'],
      CONSENT: 'Consent signed',
      CONSULT: 'She asked about whitening the tooth. Told her internal bleaching is an option later',
      'TX TODAY': ['Obturation #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9',
        'Rubber dam',
        'Access',
        '1 canal',
        'Working length 22.5 mm with the apex locator confirmed with a PA',
        'Cleaned and shaped to size 50',
        'Irrigated with sodium hypochlorite',
        'Dried',
        'Obturated #9 with gutta percha and sealer lateral condensation',
        'Composite in the access cavity',
      ],
      'F/U': 'Review in 6 months with a PA',
    },
  }),
  defineCase({
    id: 'h20-22-us-typed-srp-ur-lr-two-la-arestin-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "SRP UR + LR. Pt reports gums bleed when flossing. Med hx: no changes, type 2 diabetes on metformin, NKDA. BP 134/82. Pockets 4-6 mm UR + LR molars, generalized BOP, heavy subgingival calculus. LA: 2 carpules articaine 4% 1:100,000 epi, buccal + palatal infiltration upper right. 1 carpule lidocaine 2% 1:100,000 epi, right IANB. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin placed in 6 mm pockets #2 and #31. OHI: Waterpik + floss. Pt asked if her gums will grow back: explained pockets should shrink but bone won't regrow. NV SRP UL + LL 1 wk. Re-eval 6 wks after final SRP.",
    expect: {
      CC: 'SRP UR + LR. Pt reports gums bleed when flossing',
      'MED HX': 'No changes, type 2 diabetes on metformin, NKDA. BP 134/82',
      PERIO: 'Pockets 4-6 mm UR + LR molars, generalized BOP, heavy subgingival calculus',
      CONSULT: "Pt asked if her gums will grow back: explained pockets should shrink but bone won't regrow",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin placed in 6 mm pockets #2, #31',
        'OHI: Waterpik + floss',
      ],
      NV: ['SRP UL + LL 1 wk'],
      'F/U': 'Re-eval 6 wks after final SRP',
    },
  }),
  defineCase({
    id: 'h20-23-us-asr-very-short-post-op-check-32',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'post op check after extraction of number thirty two no pain socket healing well no dry socket recall as scheduled',
    expect: {
      CC: 'Post-op check after extraction of #32. No pain',
      INTRA: 'Socket healing well. No dry socket',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h20-24-us-typed-emax-crown-seat-4-title-from-cc-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown seat #4 (e.max). No issues w/ temp. Med hx: no changes, NKDA. #4 temp intact. No LA. Temp removed, prep cleaned w/ pumice + CHX. Crown tried in: contacts good, margins closed, shade matches. Pt approved in mirror. Etched 5% HF 20 s, Monobond Plus, Variolink Esthetic DC. Tack cured, excess removed, final cure. Occlusion: light in MIP, no excursive contacts. Floss through contacts. POI given. Recall 6 months.',
    appends: [
      'Add to treatment: occlusal adjustment on B cusp w/ fine diamond, polished.',
      'Add to notes: pt is a teacher, prefers after-school appts.',
    ],
    expect: {
      CC: 'Crown seat #4 (e.max). No issues w/ temp',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['4', 'Temp intact']],
      'TX TODAY': ['Crown fit #4'],
      TX: [
        'No LA',
        'Temp removed',
        'Prep cleaned w/ pumice + CHX',
        'Crown tried in: contacts good',
        'Margins closed',
        'Shade matches',
        'Etched 5% HF 20 s',
        'Monobond Plus',
        'Variolink Esthetic DC',
        'Tack cured',
        'Excess removed',
        'Final cure',
        'Occlusion: light in MIP',
        'No excursive contacts',
        'Floss through contacts',
        'POI given',
        'Occlusal adjustment on B cusp w/ fine diamond',
        'Polished',
      ],
      NOTES: 'Pt approved in mirror. Pt is a teacher, prefers after-school appts',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. US family and children's dentist (Universal, letters)
  defineCase({
    id: 'h20-25-us-asr-child-checkup-letters-l-caries-braces-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "nine year old here for his checkup no complaints dad is with him healthy takes an allergy pill for hay fever no drug allergies extraoral normal intraoral soft tissues normal gingiva a little puffy around the lower front teeth moderate plaque numbers three fourteen nineteen and thirty fully erupted deep grooves no decay letter k occlusal amalgam intact letter l distal caries letter t sound numbers seven and ten erupting crowded two bitewings letter l distal caries into dentin close to the pulp horn no other decay um diagnosis caries letter l prophy fluoride varnish brushing instruction with disclosing tablets dad asked if he needs braces told him it's too early to tell we'll keep an eye on it as the canines come in he did great next visit sealants three fourteen nineteen and thirty and a distal composite on l recall six months",
    expect: {
      CC: 'His checkup. No complaints',
      'MED HX': 'Healthy. Takes an allergy pill for hay fever. No drug allergies',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva a little puffy around the lower front teeth. Moderate plaque',
      DENTAL: [
        ['3', 'Fully erupted deep grooves no decay'],
        ['14', 'Fully erupted deep grooves no decay'],
        ['19', 'Fully erupted deep grooves no decay'],
        ['30', 'Fully erupted deep grooves no decay'],
        ['K', 'O amalgam intact'],
        ['L', 'D caries'],
        ['T', 'Sound'],
        ['7', 'Erupting crowded'],
        ['10', 'Erupting crowded'],
      ],
      RADIO: '2 bitewings. #L distal caries into dentin close to the pulp horn. No other decay',
      DX: ['Caries #L'],
      CONSULT:
        "Dad asked if he needs braces. Told him it's too early to tell. We'll keep an eye on it as the canines come in",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish', 'Brushing instruction with disclosing tablets'],
      NOTES: '9 year old. Dad is with him. He did great',
      NV: ['Sealants #3, #14, #19, #30', 'D composite #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h20-26-us-typed-sentences-child-pulpotomy-ssc-s-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient is a 5-year-old boy, accompanied by his mother. Here for treatment of #S; mother reports he complained of pain eating candy last week, no night pain. Medical history: healthy, no medications, NKDA. #S large DO caries, not mobile, no swelling, not tender to percussion. Bitewing from last visit showed caries approaching the pulp. Nitrous oxide 40% via nasal hood, good sedation. Topical benzocaine, then 1 carpule lidocaine 2% 1:100,000 epinephrine, right IANB. Isolated with Isovac. Caries removed. Pulp exposed. Pulpotomy #S, hemostasis achieved with a cotton pellet in 2 minutes, MTA placed. Stainless steel crown #S size 5, cemented with Ketac Cem. Occlusion checked. 100% oxygen for 5 minutes. He was a little teary at the start but did well. Post-op instructions given to mother including lip-biting warning. Recall in 6 months for exam and cleaning.',
    expect: {
      CC: 'Treatment of #S; mother reports he complained of pain eating candy last week, no night pain',
      'MED HX': 'Healthy, no medications, NKDA',
      DENTAL: [['S', 'Large DO caries, not mobile, no swelling, not tender to percussion']],
      RADIO: 'Bitewing from last visit showed caries approaching the pulp',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Nitrous oxide 40% via nasal hood',
        'Good sedation',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Isolated with Isovac',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #S',
        'Hemostasis achieved with a cotton pellet in 2 minutes',
        'MTA placed',
        'Stainless steel crown #S size 5',
        'Cemented with Ketac Cem',
        'Occlusion checked',
        '100% oxygen for 5 minutes',
        'Post-op instructions given to mother including lip-biting warning',
      ],
      NOTES:
        'Patient is a 5-year-old boy, accompanied by his mother. He was a little teary at the start but did well',
      'F/U': 'Recall in 6 months for exam and cleaning',
    },
  }),
  defineCase({
    id: 'h20-27-us-asr-do-composite-13-shade-sorry-numb-meeting',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so she's here for the filling on number thirteen medical history no changes takes metformin no allergies number thirteen distal caries no symptoms number twelve sound number fourteen mesial occlusal composite intact um one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirteen isolite caries removed dentin firm no exposure sectional matrix and wedge selective etch bonded distal occlusal composite thirteen shade a two sorry a one cured occlusion checked polished she asked if she'll be numb for her meeting this afternoon told her about two hours post op instructions given recall as scheduled for her cleaning",
    expect: {
      CC: 'Filling on #13',
      'MED HX': 'No changes. Takes metformin. No allergies',
      DENTAL: [
        ['13', 'D caries no symptoms'],
        ['12', 'Sound'],
        ['14', 'MO composite intact'],
      ],
      CONSULT: "She asked if she'll be numb for her meeting this afternoon. Told her about 2 hours",
      'TX TODAY': ['DO composite #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #13',
        'Isolite',
        'Caries removed',
        'Dentin firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Selective etch',
        'Bonded',
        'DO composite #13',
        'Shade A1',
        'Cured',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as scheduled for her cleaning',
    },
  }),
  defineCase({
    id: 'h20-28-us-typed-second-opinion-four-crowns-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Second opinion consult. Pt was told at another office she needs crowns on #3, #14, #19 and #30 and wants to know if they're really needed. No pain. Med hx: no changes, NKDA. #3 MOD amalgam, intact margins, no cracks visible. #14 MO composite, sound. #19 MODL amalgam w/ craze lines, no pain on bite test. #30 DO amalgam, sound. BWX from other office reviewed: no recurrent caries. Dx: no active disease. Explained that #19 is a reasonable candidate for a crown in future due to size of restoration but the others look fine. Pt relieved. Pt prefers to monitor. Recall 6 months w/ hygiene.",
    expect: {
      CC: "Second opinion consult. Pt was told at another office she needs crowns on #3, #14, #19 and #30 and wants to know if they're really needed. No pain",
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['3', 'MOD amalgam, intact margins, no cracks visible'],
        ['14', 'MO composite, sound'],
        ['19', 'MODL amalgam w/ craze lines, no pain on bite test'],
        ['30', 'DO amalgam, sound'],
      ],
      RADIO: 'BWX from other office reviewed: no recurrent caries',
      DX: ['No active disease'],
      CONSULT:
        'Explained that #19 is a reasonable candidate for a crown in future due to size of restoration but the others look fine. Pt prefers to monitor',
      NOTES: 'Pt relieved',
      'F/U': 'Recall 6 months w/ hygiene',
    },
  }),
  defineCase({
    id: 'h20-29-us-asr-child-emergency-abscess-t-extraction-phone-consent',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit seven year old boy here with grandpa his face swelled up on the lower right last night and he says the back tooth hurts when he chews medical history healthy no medications allergic to amoxicillin extraoral swelling right cheek no fever he's eating and drinking intraoral swelling buccal to letter t letter t large mesial occlusal distal caries mobile grade two tender to percussion letter s distal caries number thirty partially erupted sound pa of t furcation radiolucency premolar bud intact diagnosis acute abscess letter t discussed pulpectomy versus extraction with mom by phone she chose extraction verbal consent from mom by phone topical then one carpule lidocaine two percent one to one hundred thousand epi right ianb extracted letter t with forceps roots complete pus from the socket hemostasis with gauze he was a trooper rx clindamycin oral solution seventy five milligrams three times a day for seven days told grandpa soft foods and no straws tonight next visit band and loop space maintainer for letter t space and filling on letter s follow up phone call tomorrow",
    expect: {
      CC: 'Emergency visit. His face swelled up on the lower right last night. He says the back tooth hurts when he chews',
      'MED HX': 'Healthy. No medications. Allergic to amoxicillin',
      EXTRA: "Swelling right cheek. No fever. He's eating and drinking",
      INTRA: 'Swelling buccal to #T',
      DENTAL: [
        ['T', 'Large MOD caries mobile grade 2 tender to percussion'],
        ['S', 'D caries'],
        ['30', 'Partially erupted sound'],
      ],
      RADIO: 'PA of #T furcation radiolucency. Premolar bud intact',
      DX: ['Acute abscess #T'],
      CONSULT:
        'Discussed pulpectomy versus extraction with mom by phone. She chose extraction. Told grandpa soft foods and no straws tonight',
      CONSENT: 'Verbal consent from mom by phone',
      'TX TODAY': ['Extraction #T'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Extracted #T with forceps',
        'Roots complete',
        'Pus from the socket',
        'Hemostasis with gauze',
        'Rx clindamycin oral solution 75 mg 3 times a day for 7 days',
      ],
      NOTES: '7 year old boy here with grandpa. He was a trooper',
      NV: ['Band and loop space maintainer for #T space', 'Filling #S'],
      'F/U': 'Follow up phone call tomorrow',
    },
  }),
  defineCase({
    id: 'h20-30-us-typed-periodic-exam-bwx-sensitivity-20-appends-chart-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, due for BWX. No concerns except occasional cold sensitivity lower left. Med hx: updated, started atorvastatin, NKDA. EO: WNL. IO: oral cancer screening neg. PSR 1 1 2 / 2 1 2. #18 MO amalgam intact. #19 crown. #20 B cervical abrasion, sensitive to air. #29 DO composite intact. #31 O composite intact. 4 BWX: no interproximal caries, bone levels WNL. Dx: dentin hypersensitivity #20. Recommended Sensodyne + soft brush, pt agrees to try it before a filling. Recall 6 months.',
    appends: ['Add to chart: #30 MOD amalgam, D margin breaking down.', 'Next visit: B composite #20 if still sensitive.'],
    expect: {
      CC: 'Periodic exam, due for BWX. No concerns except occasional cold sensitivity lower left',
      'MED HX': 'Updated, started atorvastatin, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Oral cancer screening neg',
      PERIO: 'PSR 1 1 2 / 2 1 2',
      DENTAL: [
        ['18', 'MO amalgam intact'],
        ['19', 'Crown'],
        ['20', 'B cervical abrasion, sensitive to air'],
        ['29', 'DO composite intact'],
        ['31', 'O composite intact'],
        ['30', 'MOD amalgam, D margin breaking down'],
      ],
      RADIO: '4 BWX: no interproximal caries, bone levels WNL',
      DX: ['Dentin hypersensitivity #20'],
      CONSULT: 'Recommended Sensodyne + soft brush, pt agrees to try it before a filling',
      NV: ['B composite #20 if still sensitive'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. UK dental hygienist-therapist (FDI)
  defineCase({
    id: 'h20-31-uk-typed-therapist-very-short-hygiene-recall-pmpr',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene recall. No c/o. MH no change. BPE 2 1 1 / 1 2 1, light supra calculus lower anteriors. PMPR + polish. TBI: floss daily. RV 6/12.',
    expect: {
      CC: 'Hygiene recall. No c/o',
      'MED HX': 'No change',
      PERIO: 'BPE 2 1 1 / 1 2 1, light supra calculus lower anteriors',
      'TX TODAY': ['PMPR'],
      TX: ['PMPR + polish', 'TBI: floss daily'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'h20-32-uk-asr-therapist-second-rsd-ul-ll-delete-that-vaping',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd appointment upper left and lower left he says the right side feels much better and his gums are bleeding less medical history no change ramipril and amlodipine no allergies still vaping about ten a day hmm bpe four three four four three four plaque score thirty five percent down from sixty percent bleeding on probing twenty five percent deepest pocket seven millimetres distal of two seven la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left one cartridge lidocaine two percent one in eighty thousand adrenaline id block left rsd upper left and lower left with the ultrasonic and gracey curettes chlorhexidine gel to two seven pocket delete that ohi interdental brushes green in the molar spaces vaping cessation advice given he's going to speak to the pharmacist next visit reassessment in three months",
    expect: {
      CC: 'Second RSD appointment upper left and lower left. He says the right side feels much better and his gums are bleeding less',
      'MED HX': 'No change. Ramipril and amlodipine. No allergies. Still vaping about 10 a day',
      PERIO:
        'BPE 4 3 4 / 4 3 4. Plaque score 35% down from 60%. Bleeding on probing 25%. Deepest pocket 7 mm distal of 27',
      CONSULT: "Vaping cessation advice given. He's going to speak to the pharmacist",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD upper left and lower left with the ultrasonic and Gracey curettes',
        'OHI interdental brushes green in the molar spaces',
      ],
      NV: ['Reassessment in 3 months'],
    },
  }),
  defineCase({
    id: 'h20-33-uk-typed-therapist-teen-braces-fs-37-47-duraphat',
    style: 'UK',
    asr: false,
    transcript:
      "13 y/o attended alone (mum in waiting room) for FS 37, 47 as prescribed + FV. MH: asthma (Ventolin PRN), NKDA. IO: fixed ortho brackets upper + lower. 37, 47 erupted, fissures stained, no caries. 12, 22 B decalcification around brackets. Plaque score 55%. FS 37, 47 (Clinpro) w/ cotton rolls + dry guards. Duraphat varnish applied. TBI: single tufted brush around brackets. Advised 1450 ppm toothpaste, spit don't rinse. Energy drinks discussed, pt says will try to cut down. NV: review plaque 3/12.",
    expect: {
      CC: 'FS 37, 47 as prescribed + FV',
      'MED HX': 'Asthma (Ventolin PRN), NKDA',
      INTRA: 'Fixed ortho brackets upper + lower',
      DENTAL: [
        ['37', 'Erupted, fissures stained, no caries'],
        ['47', 'Erupted, fissures stained, no caries'],
        ['12', 'B decalcification around brackets'],
        ['22', 'B decalcification around brackets'],
      ],
      PERIO: 'Plaque score 55%',
      CONSULT:
        "Advised 1450 ppm toothpaste, spit don't rinse. Energy drinks discussed, pt says will try to cut down",
      'TX TODAY': ['Fissure sealant 37, 47', 'Fluoride varnish'],
      TX: [
        'FS 37, 47 (Clinpro) w/ cotton rolls + dry guards',
        'Duraphat varnish applied',
        'TBI: single tufted brush around brackets',
      ],
      NOTES: '13 y/o attended alone (mum in waiting room)',
      NV: ['Review plaque 3 months'],
    },
  }),
  defineCase({
    id: 'h20-34-uk-asr-therapist-perio-maintenance-title-from-cc-appends-notes-change',
    style: 'UK',
    asr: true,
    transcript:
      "three monthly perio maintenance no problems she's been using the interdental brushes every night medical history no change type two diabetes latest hba1c forty eight down from sixty no allergies bpe three two three three two three bleeding on probing twelve percent plaque score twenty percent pockets four to five millimetres on the molars none over five supra and subgingival scaling with the ultrasonic and hand scalers polished with prophy paste ohi keep going with the brushes size two in the premolar spaces she asked if she still has gum disease explained it's stable and under control recall three months",
    appends: [
      "add to notes she's visiting family abroad for a month so may be a little late for this recall",
      'change three months to four months',
    ],
    expect: {
      CC: "3 monthly perio maintenance. No problems. She's been using the interdental brushes every night",
      'MED HX': 'No change. Type 2 diabetes. Latest HbA1c 48 down from 60. No allergies',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Bleeding on probing 12%. Plaque score 20%. Pockets 4 to 5 mm on the molars. None over 5',
      CONSULT: "She asked if she still has gum disease. Explained it's stable and under control",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Supra and subgingival scaling with the ultrasonic and hand scalers',
        'Polished with prophy paste',
        'OHI keep going with the brushes size 2 in the premolar spaces',
      ],
      NOTES: "She's visiting family abroad for a month so may be a little late for this recall",
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'h20-35-uk-asr-therapist-b-gic-33-34-abrasion-prescribed-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      'attended for the fillings on three three and three four as prescribed by the dentist sensitive when brushing and with cold drinks medical history no change no allergies three three and three four buccal cervical abrasion cavities sensitive to air no caries three five sound um no la needed cotton wool rolls cleaned with pumice conditioner buccal gic three three and three four shade a two sorry a three varnish coat told him to brush more gently with a soft brush and not scrub side to side recall as per the dentist',
    expect: {
      CC: 'Fillings on 33 and 34 as prescribed by the dentist. Sensitive when brushing and with cold drinks',
      'MED HX': 'No change. No allergies',
      DENTAL: [
        ['33', 'B cervical abrasion cavities sensitive to air no caries'],
        ['34', 'B cervical abrasion cavities sensitive to air no caries'],
        ['35', 'Sound'],
      ],
      CONSULT: 'Told him to brush more gently with a soft brush and not scrub side to side',
      'TX TODAY': ['B GIC 33, 34'],
      TX: [
        'No LA needed',
        'Cotton wool rolls',
        'Cleaned with pumice',
        'Conditioner',
        'B GIC 33, 34',
        'Shade A3',
        'Varnish coat',
      ],
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'h20-36-uk-typed-therapist-pregnancy-gingivitis-epulis-referral-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Attended c/o bleeding gums + a lump on the gum upper left. MH: 24 wks pregnant, pregnancy vitamins, NKDA. EO: NAD. IO: 5 mm pedunculated red lump on papilla between 22 and 23, bleeds on touch, painless. BPE 2 2 2 / 2 1 2, generalised marginal inflammation, BOP 40%. Dx: pregnancy gingivitis, likely pregnancy epulis. Reassured, explained it usually resolves after birth. Referred to dentist for assessment of epulis. S&P. OHI (soft brush + orange TePe). Advised free NHS dental care during pregnancy + 12 months after. RV 3/12.',
    expect: {
      CC: 'Bleeding gums + a lump on the gum upper left',
      'MED HX': '24 wks pregnant, pregnancy vitamins, NKDA',
      EXTRA: 'NAD',
      INTRA: '5 mm pedunculated red lump on papilla between 22 and 23, bleeds on touch, painless',
      PERIO: 'BPE 2 2 2 / 2 1 2, generalised marginal inflammation, BOP 40%',
      DX: ['Pregnancy gingivitis', 'Likely pregnancy epulis'],
      CONSULT:
        'Reassured, explained it usually resolves after birth. Advised free NHS dental care during pregnancy + 12 months after',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (soft brush + orange TePe)'],
      'TX PLAN': ['Referred to dentist for assessment of epulis'],
      'F/U': 'RV 3 months',
    },
  }),
];
