// The nineteenth held-out split (ids h19-01–h19-36): scored, never tuned on.
// Written blind from the labelling contract (contract.md, case.ts, dental-notes.md, with more56 / more58 as format
// examples only) by a helper that had not seen the engine, the evaluation or any other split; every case was labelled
// from the contract before any check was run. It is one ordinary week at six chairs, six visits each, every chair a
// different clinician with their own way of dictating: check-ups with charting and radiographs, emergencies, fillings,
// extractions, root canal stages, crowns and bridges, hygiene and perio, children, dentures and consultations ending in
// a plan, with self-corrections ("sorry", "I mean", "scratch that"), nurse asides, remarks and patients' questions.
//   h19-01–h19-06 a UK general dentist (FDI, recogniser-style) who says his section words ("medical history", "extra
//     oral", "intra oral", "charting", "radiographs", "diagnosis", "treatment plan", "next visit", "notes"):
//     h19-01 a check-up with BPE, charting and bitewings, scale and polish (appended: "add to chart …" / "add to notes …");
//     h19-02 an emergency irreversible pulpitis 46 with extirpation, "id block left I mean right" and a nurse aside;
//     h19-03 an MO composite 25 with "disto occlusal sorry mesial occlusal" and "shade a three scratch that shade a two";
//     h19-04 a surgical extraction 38 with two LA lines and a nurse aside;
//     h19-05 a crown prep 26 on a root-filled tooth with "shade a three I mean a three point five";
//     h19-06 a new-patient implant consultation for a missing 36 ending in a treatment plan, no treatment;
//   h19-07–h19-12 a UK general dentist (Palmer, typed shorthand: "MH: NC, NKDA", "amal", "comp", "NTTP", "RV 3/12"):
//     h19-07 a terse exam with BWs and LL7 caries; h19-08 an emergency fractured MP cusp UL6 in a patient on warfarin with
//     a temporary dressing; h19-09 a sectioned extraction LL6 (appended: "Add to notes: …" / "Add to treatment: …");
//     h19-10 a six-year-old's Hall crown LLE; h19-11 an adhesive bridge fit UL2; h19-12 an obturation UR4 with a DO
//     composite seal;
//   h19-13–h19-18 a US general dentist (Universal with primary letters, recogniser-style) who never says a section word:
//     h19-13 a recall exam with charting, bitewings and prophy (appended: "add to notes …" / "change six months to four
//     months"); h19-14 cracked tooth syndrome #30 with "mesial sorry distal", occlusion adjusted only; h19-15 two
//     composites #12 and #13 with a nurse aside; h19-16 an extraction #3 in a patient on Eliquis with "at the gum line I
//     mean below the gum line"; h19-17 a six-year-old's pulpotomy and SSC on #K under nitrous with "formocresol sorry
//     with mta"; h19-18 a long bridge prep #3 to #5 with a core, a temporary bridge, the patient's questions and
//     "hemodent sorry with viscostat";
//   h19-19–h19-24 a US general dentist (Universal, typed full sentences): h19-19 a new-patient comprehensive exam with
//     FMX ending in a phased treatment plan; h19-20 SRP upper right and lower right with Arestin (appended: "Add to
//     treatment: …" / "Change 1 week to 2 weeks."); h19-21 an obturation #9 with a lingual composite; h19-22 a new
//     upper denture eased; h19-23 an emergency crown recement #14; h19-24 a seven-year-old's extraction #L with a space
//     maintainer to follow;
//   h19-25–h19-30 an Irish hygienist-therapist (FDI, recogniser-style; "grand", "mam", "ta"): h19-25 a pregnant
//     patient's hygiene visit (appended: "add to treatment …" / "add to notes …"); h19-26 a second RSD visit with two
//     LA lines and "ohi single tufted brush scratch that ohi interdental brushes reinforced"; h19-27 a twelve-year-old's
//     fissure sealants 37, 47 around a fixed brace; h19-28 a B composite 33 on prescription with a nurse aside and "a
//     three point five I mean a three"; h19-29 a three-monthly perio maintenance (title from the CC); h19-30 a
//     seven-year-old's extraction 75 on prescription with "buccal sorry lingual and buccal infiltration";
//   h19-31–h19-36 a Canadian general dentist (FDI, as Canadian dentists number teeth; style US; typed terse shorthand:
//     "carp", "Septocaine", "1:100k epi", "pano", "Recall 6 mo"): h19-31 a recall exam with BWs, a fractured MB cusp 16
//     and a crown planned; h19-32 an emergency pericoronitis 48 with irrigation and an oral surgery referral; h19-33 an
//     emergency pulpectomy 26 (appended: "Add to notes: …" / "Change 2 wks to 3 wks."); h19-34 a 35-word crown seat 36
//     (title from the CC); h19-35 a denture consultation for an edentulous patient on alendronate ending in a plan;
//     h19-36 an eight-year-old's DO composite 85 and O composite 84 (appended: "Add to chart: … Add to treatment: …" /
//     "Next visit: …").
// UK 18 (FDI 12, Palmer 6), US 18 (Universal 12, FDI 6 in the Canadian chair); 18 recogniser-style (h19-01–06, 13–18,
// 25–30: lower case, number words, no punctuation, fillers, "sorry" / "I mean" / "scratch that" corrections) and 18
// typed (h19-07–12 and 31–36 terse shorthand, h19-19–24 full sentences); 35 to 266 words; seven cases with appended
// dictation (h19-01, 09, 13, 20, 25, 33, 36); nurse asides in h19-02, 04, 15, 28. DENTAL in 31 cases (not h19-20, 22,
// 25, 26, 35).
//
// Judgement calls where the contract was silent:
// - Nurse asides ("could I have the rubber dam with the eight clamp please thank you", "could you get me the couplands
//   please thanks", "can you grab me the medium isolite mouthpiece thanks", "could you pass me the retraction cord please
//   ta") are dropped entirely (as more58).
// - The US dentist who never says a section word (h19-13–18): fields follow content. "No changes to her health",
//   "nothing new medically", medicines and allergies are MED HX; "head and neck exam normal" is EXTRA; "soft tissues look
//   good" is INTRA; "four bitewings …" and "pa of thirty …" are RADIO; a named diagnosis said on its own ("cracked tooth
//   syndrome thirty") is DX; "book her / him in for …" is NV (a header of the contract, said naturally); "recall six
//   months" and "follow up if any problems" are F/U. The CC opens the dictation, or is what the patient is "here for".
// - A child's age and who came with them are NOTES, also when they open the dictation ("twelve year old in with his mam
//   for …", "7-year-old boy accompanied by his father.") (as more58); the CC is then what they came for.
// - "Hall crown LLE" is "SSC LLE"; "stainless steel crown on k" is "SSC #K"; "k pulpotomy with mta" is "Pulpotomy #K".
//   "Surgical extraction three eight" stays "Surgical extraction 38". "Socket irrigated with saline" is no title, "48
//   irrigated under operculum" is "Irrigation 48". "Temp dressing UL6 (GIC)" is "Temporary dressing UL6". "Duraphat
//   varnish applied all teeth" is "Fluoride varnish"; "FV 22,600 ppm all teeth" likewise. "Oral hygiene instructions
//   were given …" is "OHI"; "flossing instruction" is no title. "S&P (2 units scaling)" is "Scale and polish". "Core
//   buildup", "putty matrix", "scanned", "separator removed", "Arestin", "debridement of all sites" and a try-in are no
//   titles. "Bridge cemented UL2 …" is "Bridge fit UL2"; "#14 crown was recemented" is "Crown recement #14"; "The
//   denture was adjusted" is "Denture adjustment"; "SDF applied 74" is "SDF 74"; "#9 was obturated" is "Obturation #9"
//   and "Lingual composite #9" is "L composite #9".
// - Titles from the CC: a crown seat whose TX says only "Cemented w/ …" takes "Crown fit 36" from "Crown seat 36" (as
//   more58 bh15); a perio maintenance whose TX is "debridement of all sites" and OHI takes "Periodontal maintenance"
//   from "perio maintenance" and keeps "OHI".
// - Furcation involvement, pocket depths said measure first, plaque, calculus, BOP and "gums a bit puffy" are PERIO; a
//   tooth-first mobility ("four seven grade one mobile") is a chart entry (as more58). "Fixed brace upper and lower",
//   "ridge at number four healed well", "small fistula buccal to #L" and an edentulous mouth are INTRA (rule 7).
// - "crown fractured off … on the palatal" gives fracture "Crown"; "fractured MP cusp" / "fractured MB cusp" give the
//   cusp. A missing tooth's space is no chart entry of its own when said as a place.
// - Post-op instructions said with their content stay one TX item ("Gave her post-op instructions no rinsing today soft
//   foods …", "Post-op instructions given to dad no hot food until the numbness wears off", "POI given to dad (lip
//   biting)") (as more56 bf26); advice given on its own is CONSULT ("Advised warm salt water rinses", "Told him to brush
//   for 2 minutes at night as well"). A patient's reaction to advice or a plan ("She's grand with that", "He said he'd
//   try", "pt agrees") stays in CONSULT with it; a remark about how the patient did is NOTES.
// - Shorthand is kept as typed in text fields and TX items ("NC", "amal", "comp", "NTTP", "Occl", "Recall 6 mo", "RV 3
//   months"); NV, TX PLAN and titles use the table names ("DO comp LL7" → "DO composite LL7", "FS 36, 46" → "Fissure
//   sealant 36, 46", "complete RCT 26"). "3/0 Vicryl" is a suture size, not an interval, and stays. "lido" is lidocaine,
//   "adr" adrenaline, "epi" epinephrine, "infil" infiltration, "carp(s)" carpule(s); the brand "Septocaine" is kept as
//   the agent said; "1:80k" / "1:100k" are 1:80,000 / 1:100,000; "right IANB" / "left IANB" are written "IANB right" /
//   "IANB left"; "1.5 carps" is "1.5 carpules".
// - An LA said with two agents is two LA lines, also when joined by "then"; techniques said together are joined by " + "
//   ("buccal and palatal infiltration three and five" → "buccal infiltration + palatal infiltration #3, #5"; "buccal
//   sorry lingual and buccal infiltration seven five" → "lingual infiltration + buccal infiltration 75").
// - The Canadian chair is style US (US drug names, "carp", "epi", insurance) with FDI numbering, as Canadian dentists
//   chart; 18, 28, 31-style numbers are therefore FDI teeth.
// - "cracked tooth syndrome" and "crack line" give no fracture (as more56); a diagnosis with "w/" ("symptomatic
//   irreversible pulpitis w/ symptomatic apical periodontitis 26") is one DX item; "caries #19 and #20" is "Caries #19,
//   #20" (teeth said together). Brand names from the recogniser are written as their makers write them (Tooth Slooth,
//   ViscoStat, Hemodent, Ultrapak, Luxatemp, TempBond NE, Fluorocore, Ledermix, Cavit, Protemp, Vicryl Rapide, Gelfoam,
//   Tylenol, Eliquis, Ketac, Isolite, TePe, Duraphat); "three oh" sutures are "3-0"; "post op" is "Post-op"; "re
//   evaluation" is "re-evaluation".
// - Appends: "add to chart …" adds a DENTAL entry at the end, "add to treatment …" adds a TX item at the end (and its
//   title), "add to notes …" adds to NOTES, "Next visit: …" sets the next visit, "change X to Y" edits the one place X
//   is said.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout19Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, recogniser-style, section words
  defineCase({
    id: 'h19-01-uk-asr-checkup-bpe-charting-bitewings-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      'right check up no problems wants a clean medical history no changes takes omeprazole allergic to penicillin extra oral nad intra oral soft tissues healthy bpe two two two two one two charting one seven occlusal amalgam sound one six mesial occlusal distal amalgam sound two six crown margins fine three six disto occlusal composite with distal caries four six occlusal amalgam sound three eight and four eight missing radiographs bitewings left and right grade one distal caries three six into dentine no bone loss diagnosis caries three six scale and polish oral hygiene instruction interdental brushes next visit disto occlusal composite three six recall six months',
    appends: [
      'add to chart one five mesial occlusal composite sound',
      "add to notes he's asked for a text reminder the day before",
    ],
    expect: {
      CC: 'Check up. No problems. Wants a clean',
      'MED HX': 'No changes. Takes omeprazole. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MOD amalgam sound'],
        ['26', 'Crown margins fine'],
        ['36', 'DO composite with D caries'],
        ['46', 'O amalgam sound'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['15', 'MO composite sound'],
      ],
      RADIO: 'Bitewings left and right grade 1. Distal caries 36 into dentine. No bone loss',
      DX: ['Caries 36'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: "He's asked for a text reminder the day before",
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h19-02-uk-asr-emergency-46-irreversible-pulpitis-extirpation-i-mean-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      'emergency patient came in with throbbing pain lower right since sunday kept her up last night paracetamol and ibuprofen not helping medical history asthma uses a blue inhaler no allergies extra oral no swelling no lymphadenopathy intra oral soft tissues nad four six large mesial occlusal amalgam with recurrent caries lingering pain to cold about a minute tender to percussion four seven occlusal composite sound four five sound radiographs periapical four six deep caries close to the pulp horn widened pdl space on the mesial root diagnosis symptomatic irreversible pulpitis four six with apical periodontitis explained the options root canal treatment or extraction she wants to keep the tooth verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left I mean right could I have the rubber dam with the eight clamp please thank you rubber dam placed access cavity caries removed pulp extirpated four six three canals located irrigated with sodium hypochlorite ledermix and cavit occlusion eased post op instructions given next visit root canal treatment four six in two weeks',
    expect: {
      CC: 'Emergency. Throbbing pain lower right since Sunday. Kept her up last night. Paracetamol and ibuprofen not helping',
      'MED HX': 'Asthma. Uses a blue inhaler. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Large MO amalgam with recurrent caries lingering pain to cold about a minute tender to percussion'],
        ['47', 'O composite sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'Periapical 46 deep caries close to the pulp horn. Widened PDL space on the mesial root',
      DX: ['Symptomatic irreversible pulpitis 46 with apical periodontitis'],
      CONSULT: 'Explained the options root canal treatment or extraction. She wants to keep the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam placed',
        'Access cavity',
        'Caries removed',
        'Pulp extirpated 46',
        '3 canals located',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion eased',
        'Post-op instructions given',
      ],
      NV: ['RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h19-03-uk-asr-mo-composite-25-sorry-surfaces-scratch-that-shade-nervous',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the filling on two five medical history no changes no allergies two five disto occlusal sorry mesial occlusal amalgam with caries at the mesial margin two four sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two five rubber dam old amalgam removed caries removed dentine firm sectional matrix and wedge selective etch bond mesial occlusal composite two five shade a three scratch that shade a two cured occlusion checked polished post op instructions given notes nervous patient listened to her music throughout recall as planned",
    expect: {
      CC: 'Filling on 25',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['25', 'MO amalgam with caries at the M margin'],
        ['24', 'Sound'],
      ],
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Rubber dam',
        'Old amalgam removed',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Selective etch',
        'Bond',
        'MO composite 25',
        'Shade A2',
        'Cured',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'Nervous patient listened to her music throughout',
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h19-04-uk-asr-surgical-extraction-38-two-la-lines-nurse-aside-anxious',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the extraction of three eight as planned medical history no changes type two diabetes diet controlled no allergies extra oral nad intra oral soft tissues healthy three eight partially erupted no pericoronitis today opg from last visit reviewed three eight mesioangular roots close to the canal discussed the risks again including numbness of the lip and tongue and dry socket written consent signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine four percent buccal infiltration three eight er could you get me the couplands please thanks surgical extraction three eight buccal flap raised bone removed with a round bur tooth sectioned delivered in two pieces socket irrigated with saline sutured with three oh vicryl rapide haemostasis achieved post op instructions given verbal and written notes he was quite anxious but coped well review in one week",
    expect: {
      CC: 'Extraction of 38 as planned',
      'MED HX': 'No changes. Type 2 diabetes diet controlled. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [['38', 'Partially erupted no pericoronitis today']],
      RADIO: 'OPG from last visit reviewed. 38 mesioangular roots close to the canal',
      CONSULT: 'Discussed the risks again including numbness of the lip and tongue and dry socket',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4%, buccal infiltration 38',
        'Surgical extraction 38',
        'Buccal flap raised',
        'Bone removed with a round bur',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Socket irrigated with saline',
        'Sutured with 3-0 Vicryl Rapide',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'He was quite anxious but coped well',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h19-05-uk-asr-crown-prep-26-root-filled-shade-i-mean-protemp',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the crown prep on two six medical history no changes on amlodipine no allergies two six root treated last month large mesial occlusal distal composite not tender to percussion two five disto occlusal amalgam sound two seven sound diagnosis two six root filled needs cuspal coverage went through the options again gold or all ceramic she's gone for all ceramic verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six and palatal infiltration putty index taken composite core checked and kept crown prep two six with a one millimetre chamfer size zero cord um impressions in silicone heavy and light body opposing alginate bite registration shade a three I mean a three point five photos taken for the lab temporary crown in protemp cemented with tempbond occlusion checked post op instructions given next visit crown fit two six in two weeks",
    expect: {
      CC: 'Crown prep on 26',
      'MED HX': 'No changes. On amlodipine. No allergies',
      DENTAL: [
        ['26', 'Root treated last month large MOD composite not tender to percussion'],
        ['25', 'DO amalgam sound'],
        ['27', 'Sound'],
      ],
      DX: ['26 root filled needs cuspal coverage'],
      CONSULT: "Went through the options again gold or all ceramic. She's gone for all ceramic",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 26', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Putty index taken',
        'Composite core checked and kept',
        'Crown prep 26 with a 1 mm chamfer',
        'Size 0 cord',
        'Impressions in silicone heavy and light body',
        'Opposing alginate',
        'Bite registration',
        'Shade A3.5',
        'Photos taken for the lab',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h19-06-uk-asr-implant-consultation-missing-36-smoker-treatment-plan-no-tx',
    style: 'UK',
    asr: true,
    transcript:
      "new patient consultation he lost three six two years ago and wants the gap filled medical history no medical problems no medications no allergies smokes ten a day extra oral nad intra oral soft tissues healthy bpe two two three two two two charting three six missing three seven tilted mesially three five disto occlusal composite sound two six slightly over erupted radiographs periapical three five to three seven good bone height no periapical changes discussed the options leave the gap partial denture bridge or implant explained smoking increases the risk of implant failure he'd prefer an implant but will try to cut down first quote given for implant and crown he'll think about it treatment plan scale and polish with the hygienist then cbct then implant three six next visit scale and polish with the hygienist",
    expect: {
      CC: 'New patient consultation. He lost 36 2 years ago and wants the gap filled',
      'MED HX': 'No medical problems. No medications. No allergies. Smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Tilted mesially'],
        ['35', 'DO composite sound'],
        ['26', 'Slightly over erupted'],
      ],
      RADIO: 'Periapical 35 to 37 good bone height. No periapical changes',
      CONSULT:
        "Discussed the options leave the gap partial denture bridge or implant. Explained smoking increases the risk of implant failure. He'd prefer an implant but will try to cut down first. Quote given for implant and crown. He'll think about it",
      'TX PLAN': ['Scale and polish with the hygienist', 'CBCT', 'Implant 36'],
      NV: ['Scale and polish with the hygienist'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK general dentist, Palmer, typed shorthand
  defineCase({
    id: 'h19-07-uk-typed-palmer-terse-exam-bws-ll7-d-caries-rv-12-12',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Exam. No c/o. MH: NC, NKDA. EO NAD. IO NAD, OH good. BPE 1 1 1 / 1 1 1. UR6 MO amal sound. UL6 O comp sound. LL7 DO amal, D marginal ridge dark. LR6 crown, margins OK. BWs (grade 1): LL7 D caries into dentine, no other caries. Dx: caries LL7. S&P. NV: DO comp LL7. RV 12/12.',
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'NC, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD, OH good',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['UR6', 'MO amal sound'],
        ['UL6', 'O comp sound'],
        ['LL7', 'DO amal, D marginal ridge dark'],
        ['LR6', 'Crown, margins OK'],
      ],
      RADIO: 'BWs (grade 1): LL7 D caries into dentine, no other caries',
      DX: ['Caries LL7'],
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      NV: ['DO composite LL7'],
      'F/U': 'RV 12 months',
    },
  }),
  defineCase({
    id: 'h19-08-uk-typed-palmer-emergency-fractured-mp-cusp-ul6-warfarin-temp-dressing',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. C/o broken tooth UL since eating nuts yest, sharp edge, no pain. MH: NC, on warfarin (AF), INR 2.4 this morning, allergic to latex. O/E UL6 fractured MP cusp, large MOD amal remaining, not TTP, ethyl chloride +ve. UL7 sound. UL5 O comp sound. Dx: fractured cusp UL6. Discussed options: bonded amalgam vs onlay/crown (private). Pt wants to think about crown, happy with temp repair today. Verbal consent. No LA. Sharp edges smoothed. Temp dressing UL6 (GIC). Bite checked. NV: crown prep UL6 if pt decides.',
    expect: {
      CC: 'Emergency. Broken tooth UL since eating nuts yest, sharp edge, no pain',
      'MED HX': 'NC, on warfarin (AF), INR 2.4 this morning, allergic to latex',
      DENTAL: [
        ['UL6', 'Fractured MP cusp, large MOD amal remaining, not TTP, ethyl chloride +ve', 'MP cusp'],
        ['UL7', 'Sound'],
        ['UL5', 'O comp sound'],
      ],
      DX: ['Fractured cusp UL6'],
      CONSULT:
        'Discussed options: bonded amalgam vs onlay/crown (private). Pt wants to think about crown, happy with temp repair today',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Temporary dressing UL6'],
      TX: ['No LA', 'Sharp edges smoothed', 'Temp dressing UL6 (GIC)', 'Bite checked'],
      NV: ['Crown prep UL6 if pt decides'],
    },
  }),
  defineCase({
    id: 'h19-09-uk-typed-palmer-xla-ll6-sectioned-two-la-lines-appends-notes-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'XLA LL6 as planned. Pt reports no change since consult. MH: NC, NKDA, non-smoker. LL6 grossly carious, unrestorable, buccal sinus. LL5, LL7 sound. Risks explained (pain, swelling, dry socket, fractured roots). Written consent. LA 1 x 2.2ml lido 2% 1:80k adr IDB left. LA 1 x 2.2ml articaine 4% 1:100k adr buccal infil LL6. Sectioned w/ fissure bur, roots elevated, XLA LL6 complete. Socket curetted, haemostasis w/ Surgicel + 1 x 3/0 Vicryl. POIG verbal + written. RV 1/52 if needed.',
    appends: ["Add to notes: pt's wife driving him home.", 'Add to treatment: gauze pack given to take home.'],
    expect: {
      CC: 'XLA LL6 as planned. Pt reports no change since consult',
      'MED HX': 'NC, NKDA, non-smoker',
      DENTAL: [
        ['LL6', 'Grossly carious, unrestorable, buccal sinus'],
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      CONSULT: 'Risks explained (pain, swelling, dry socket, fractured roots)',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction LL6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'Sectioned w/ fissure bur',
        'Roots elevated',
        'XLA LL6 complete',
        'Socket curetted',
        'Haemostasis w/ Surgicel + 1 x 3/0 Vicryl',
        'POIG verbal + written',
        'Gauze pack given to take home',
      ],
      NOTES: "Pt's wife driving him home",
      'F/U': 'RV 1 week if needed',
    },
  }),
  defineCase({
    id: 'h19-10-uk-typed-palmer-child-hall-crown-lle-separator-fv-plan-fs',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '6 y/o w/ mum. Attended for Hall crown LLE as planned, mum reports food packing, no pain. MH: fit + well, NKDA. LLE DO caries, no sinus, not mobile. LLD sound. LL6 erupting. No LA. Separator removed (placed last visit), contact open. Hall crown LLE size 4, cemented w/ GIC (Aqua Cem). Excess removed. Occlusion high as expected, explained to mum will settle in a few weeks. FV 22,600 ppm all teeth. Good cooperation, sticker given. Plan: FS LL6, LR6 when erupted. RV 3/12.',
    expect: {
      CC: 'Hall crown LLE as planned, mum reports food packing, no pain',
      'MED HX': 'Fit + well, NKDA',
      DENTAL: [
        ['LLE', 'DO caries, no sinus, not mobile'],
        ['LLD', 'Sound'],
        ['LL6', 'Erupting'],
      ],
      CONSULT: 'Explained to mum will settle in a few weeks',
      'TX TODAY': ['SSC LLE', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Separator removed (placed last visit)',
        'Contact open',
        'Hall crown LLE size 4',
        'Cemented w/ GIC (Aqua Cem)',
        'Excess removed',
        'Occlusion high as expected',
        'FV 22,600 ppm all teeth',
      ],
      'TX PLAN': ['Fissure sealant LL6, LR6 when erupted'],
      NOTES: '6 y/o w/ mum. Good cooperation, sticker given',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h19-11-uk-typed-palmer-adhesive-bridge-fit-ul2-panavia-superfloss',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit adhesive bridge UL2. MH: NC, NKDA. UL3 sound, not mobile. No LA. Try-in: shade + contour OK, pt happy w/ appearance. Wing sandblasted, UL3 palatal etched. Bridge cemented UL2 w/ Panavia V5 under OptraGate. Excess removed, floss under pontic. Occ: clear in ICP, light contact in protrusion, UL3 wing adjusted. OHI Superfloss. Warned may debond, keep old denture in case. RV 3/12.',
    expect: {
      CC: 'Fit adhesive bridge UL2',
      'MED HX': 'NC, NKDA',
      DENTAL: [['UL3', 'Sound, not mobile']],
      CONSULT: 'Warned may debond, keep old denture in case',
      'TX TODAY': ['Bridge fit UL2', 'OHI'],
      TX: [
        'No LA',
        'Try-in: shade + contour OK',
        'Wing sandblasted',
        'UL3 palatal etched',
        'Bridge cemented UL2 w/ Panavia V5 under OptraGate',
        'Excess removed',
        'Floss under pontic',
        'Occ: clear in ICP',
        'Light contact in protrusion',
        'UL3 wing adjusted',
        'OHI Superfloss',
      ],
      NOTES: 'Pt happy w/ appearance',
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h19-12-uk-typed-palmer-rct-ur4-stage-2-obturation-do-comp-seal',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT UR4 stage 2. Asymptomatic since dressing. MH: NC, NKDA. UR4 temp intact, NTTP, no sinus. LA 1 x 2.2ml articaine 4% 1:100k adr buccal infil UR4. RD. Cavit + CaOH removed. 2 canals B + P. WL (apex locator): B 21 mm, P 21.5 mm to B cusp. Prep to F2 ProTaper Gold. NaOCl 3% + EDTA 17%. Dried. MCs checked w/ PA. Obturated UR4 warm vertical + AH Plus. GIC base, DO comp UR4 A3. Post-op PA: good length + condensation. Adv cuspal coverage. NV crown prep UR4 in 3/12.',
    expect: {
      CC: 'RCT UR4 stage 2. Asymptomatic since dressing',
      'MED HX': 'NC, NKDA',
      DENTAL: [['UR4', 'Temp intact, NTTP, no sinus']],
      RADIO: 'Post-op PA: good length + condensation',
      CONSULT: 'Adv cuspal coverage',
      'TX TODAY': ['Obturation UR4', 'DO composite UR4'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR4',
        'RD',
        'Cavit + CaOH removed',
        '2 canals B + P',
        'WL (apex locator): B 21 mm',
        'P 21.5 mm to B cusp',
        'Prep to F2 ProTaper Gold',
        'NaOCl 3% + EDTA 17%',
        'Dried',
        'MCs checked w/ PA',
        'Obturated UR4 warm vertical + AH Plus',
        'GIC base',
        'DO comp UR4 A3',
      ],
      NV: ['Crown prep UR4 in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist, Universal, recogniser-style, no section words
  defineCase({
    id: 'h19-13-us-asr-no-section-words-recall-exam-bitewings-prophy-appends-change-recall',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for her checkup no concerns no changes to her health still on lisinopril and a statin allergic to sulfa head and neck exam normal soft tissues look good psr two two two two two two light calculus lower anteriors number three mesial occlusal distal amalgam sound number fourteen crown margins intact number nineteen distal occlusal composite uh recurrent decay at the distal margin number thirty occlusal composite sound numbers one sixteen seventeen and thirty two missing four bitewings decay under the distal of nineteen into dentin no bone loss prophy flossing instruction book her in for a disto occlusal composite on nineteen recall six months",
    appends: ['add to notes she wants to try whitening once the filling is done', 'change six months to four months'],
    expect: {
      CC: 'Her checkup. No concerns',
      'MED HX': 'No changes to her health. Still on lisinopril and a statin. Allergic to sulfa',
      EXTRA: 'Head and neck exam normal',
      INTRA: 'Soft tissues look good',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors',
      DENTAL: [
        ['3', 'MOD amalgam sound'],
        ['14', 'Crown margins intact'],
        ['19', 'DO composite recurrent decay at the D margin'],
        ['30', 'O composite sound'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: '4 bitewings. Decay under the distal of #19 into dentin. No bone loss',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy', 'Flossing instruction'],
      NOTES: 'She wants to try whitening once the filling is done',
      NV: ['DO composite #19'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'h19-14-us-asr-no-section-words-cracked-tooth-30-sorry-distal-occlusion-only',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's got pain biting on the lower right for about three weeks sharp pain when he lets go no pain at night nothing new medically takes metformin no allergies number thirty large mesial occlusal distal amalgam crack line on the mesial sorry distal marginal ridge sore on the distal cusp with the tooth slooth cold normal no lingering not tender to percussion number thirty one sound pa of thirty normal periapical no bone loss cracked tooth syndrome thirty explained the crack could get worse and a crown is the best way to hold it together if it starts aching on its own it may need a root canal he wants to go ahead with the crown thirty occlusion adjusted book him in for crown prep thirty in two weeks",
    expect: {
      CC: "He's got pain biting on the lower right for about 3 weeks. Sharp pain when he lets go. No pain at night",
      'MED HX': 'Nothing new medically. Takes metformin. No allergies',
      DENTAL: [
        [
          '30',
          'Large MOD amalgam crack line on the D marginal ridge sore on the D cusp with the Tooth Slooth cold normal no lingering not tender to percussion',
        ],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 normal periapical. No bone loss',
      DX: ['Cracked tooth syndrome #30'],
      CONSULT:
        'Explained the crack could get worse and a crown is the best way to hold it together. If it starts aching on its own it may need a root canal. He wants to go ahead with the crown',
      TX: ['#30 occlusion adjusted'],
      NV: ['Crown prep #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h19-15-us-asr-no-section-words-do-composite-12-o-composite-13-isolite-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for two fillings upper left no changes no allergies number twelve distal occlusal caries number thirteen occlusal caries number eleven sound one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration twelve and thirteen can you grab me the medium isolite mouthpiece thanks isolite placed twelve caries removed sectional matrix and wedge etched bonded distal occlusal composite number twelve shade a two thirteen occlusal caries removed occlusal composite thirteen shade a two cured adjusted the bite polished she said she barely felt the shot post op instructions given recall as scheduled",
    expect: {
      CC: '2 fillings upper left',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['12', 'DO caries'],
        ['13', 'O caries'],
        ['11', 'Sound'],
      ],
      'TX TODAY': ['DO composite #12', 'O composite #13'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolite placed',
        '#12 caries removed',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #12',
        'Shade A2',
        '#13 O caries removed',
        'O composite #13',
        'Shade A2',
        'Cured',
        'Adjusted the bite',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'She said she barely felt the shot',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h19-16-us-asr-no-section-words-extraction-3-eliquis-crown-fractured-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of number three it broke last month and it's been aching on and off nothing new with her health she's on eliquis for atrial fibrillation last dose was last night allergic to codeine number three crown fractured off at the gum line I mean below the gum line on the palatal non restorable numbers two and four sound pa roots intact no periapical lesion went over extraction versus crown lengthening and a crown she wants it out risks explained signed consent two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration on three then number three elevated and extracted with upper molar forceps all three roots out gelfoam in the socket figure eight suture with three oh chromic gut held pressure with gauze no bleeding after ten minutes gave her post op instructions no rinsing today soft foods ibuprofen and tylenol for pain she asked about an implant told her we'll talk about it at her next cleaning follow up if any problems",
    expect: {
      CC: "Extraction of #3. It broke last month and it's been aching on and off",
      'MED HX':
        "Nothing new with her health. She's on Eliquis for atrial fibrillation. Last dose was last night. Allergic to codeine",
      DENTAL: [
        ['3', 'Crown fractured off below the gum line on the palatal non restorable', 'Crown'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA roots intact. No periapical lesion',
      CONSULT:
        "Went over extraction versus crown lengthening and a crown. She wants it out. Risks explained. She asked about an implant. Told her we'll talk about it at her next cleaning",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        '#3 elevated and extracted with upper molar forceps',
        'All 3 roots out',
        'Gelfoam in the socket',
        'Figure 8 suture with 3-0 chromic gut',
        'Held pressure with gauze',
        'No bleeding after 10 minutes',
        'Gave her post-op instructions no rinsing today soft foods ibuprofen and Tylenol for pain',
      ],
      'F/U': 'Follow up if any problems',
    },
  }),
  defineCase({
    id: 'h19-17-us-asr-no-section-words-child-pulpotomy-ssc-k-nitrous-sorry-mta',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for the tooth on the lower left that's been bothering her when she eats sweets healthy no meds no allergies letter k large distal occlusal caries no swelling not mobile letter l small occlusal caries number nineteen erupting bitewing caries into the pulp on k l into dentin mom agreed to pulpotomy and crown on k nitrous oxide fifty percent topical one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam placed k pulpotomy with formocresol sorry with mta stainless steel crown on k size four cemented with ketac she did really well with the nitrous five minutes oxygen at the end book her in for the filling on l recall six months",
    expect: {
      CC: "Tooth on the lower left that's been bothering her when she eats sweets",
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['K', 'Large DO caries no swelling not mobile'],
        ['L', 'Small O caries'],
        ['19', 'Erupting'],
      ],
      RADIO: 'Bitewing caries into the pulp on #K. #L into dentin',
      CONSULT: 'Mom agreed to pulpotomy and crown on #K',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Nitrous oxide 50%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        '#K pulpotomy with MTA',
        'Stainless steel crown #K size 4',
        'Cemented with Ketac',
        '5 minutes oxygen at the end',
      ],
      NOTES: '6 year old with mom. She did really well with the nitrous',
      NV: ['Filling #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h19-18-us-asr-no-section-words-bridge-prep-3-5-core-temp-bridge-sorry-viscostat',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for the bridge prep upper right to replace number four that was taken out last year no changes in his health takes blood pressure meds no allergies blood pressure today one thirty four over eighty two number three large mesial occlusal distal amalgam vital not tender number five disto occlusal composite vital not tender number two occlusal composite sound number six sound ridge at number four healed well he picked the zirconia bridge at the consult he asked if it'll look like a real tooth told him the shade will match the teeth next to it two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration three and five um took a putty matrix for the temp three amalgam and five composite removed no decay underneath core buildup on three with fluorocore bridge prep three to five with chamfer margins checked occlusal clearance with the reduction gauge one point five millimetres checked the path of draw with the mirror double cord ultrapak zero and one with hemodent sorry with viscostat scanned upper lower and bite shade a two temporary bridge with luxatemp cemented with tempbond ne margins of the temp trimmed and polished cleaned up the cement checked the bite and excursions post op instructions given no sticky foods on the temp showed him how to floss under the temp pontic with a floss threader told him he might get some cold sensitivity for a few days he's going on a fishing trip next week so book him in for the bridge seat three to five in three weeks",
    expect: {
      CC: 'Bridge prep upper right to replace #4 that was taken out last year',
      'MED HX': 'No changes in his health. Takes blood pressure meds. No allergies. Blood pressure today 134/82',
      INTRA: 'Ridge at #4 healed well',
      DENTAL: [
        ['3', 'Large MOD amalgam vital not tender'],
        ['5', 'DO composite vital not tender'],
        ['2', 'O composite sound'],
        ['6', 'Sound'],
      ],
      CONSULT:
        "He picked the zirconia bridge at the consult. He asked if it'll look like a real tooth. Told him the shade will match the teeth next to it. Showed him how to floss under the temp pontic with a floss threader. Told him he might get some cold sensitivity for a few days",
      'TX TODAY': ['Bridge prep #3 to #5', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #5',
        'Took a putty matrix for the temp',
        '#3 amalgam and #5 composite removed',
        'No decay underneath',
        'Core buildup #3 with Fluorocore',
        'Bridge prep #3 to #5 with chamfer margins',
        'Checked occlusal clearance with the reduction gauge 1.5 mm',
        'Checked the path of draw with the mirror',
        'Double cord Ultrapak 0 and 1 with ViscoStat',
        'Scanned upper lower and bite',
        'Shade A2',
        'Temporary bridge with Luxatemp',
        'Cemented with TempBond NE',
        'Margins of the temp trimmed and polished',
        'Cleaned up the cement',
        'Checked the bite and excursions',
        'Post-op instructions given no sticky foods on the temp',
      ],
      NOTES: "He's going on a fishing trip next week",
      NV: ['Bridge fit #3 to #5 in 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, Universal, typed full sentences
  defineCase({
    id: 'h19-19-us-typed-sentences-new-patient-comprehensive-exam-fmx-phased-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient comprehensive exam. She has not seen a dentist in 4 years. Her main concern is bleeding gums and a dark spot on a lower left tooth. Medical history: type 2 diabetes, last A1c 7.9, takes metformin and lisinopril. Allergic to latex. Former smoker, quit 2 years ago. Extraoral exam: no lymphadenopathy, TMJ within normal limits. Intraoral exam: soft tissues within normal limits, oral cancer screening negative. Generalized moderate plaque and calculus. Probing depths 4-6 mm in the posterior sextants with bleeding on probing at about 50% of sites. #3 and #14 have Class I furcation involvement. #19 has a large DO carious lesion. #20 has distal caries. #30 has a PFM crown with an open margin. #1, #16, #17 and #32 are missing. FMX taken: generalized horizontal bone loss of 20-30%, #19 caries approaching the pulp, no periapical pathology. Diagnosis: generalized periodontitis stage III grade B, caries #19 and #20. I reviewed the findings with her using intraoral photos. We talked about how her diabetes and gum disease affect each other. She understands that the gum treatment comes first. She asked for a phased plan because of cost. Treatment plan: SRP all four quadrants, then DO composite #19 and DO composite #20, then replace crown #30, periodontal re-evaluation in 6 weeks. Next visit: SRP upper right and lower right.',
    expect: {
      CC: 'New patient comprehensive exam. She has not seen a dentist in 4 years. Her main concern is bleeding gums and a dark spot on a lower left tooth',
      'MED HX':
        'Type 2 diabetes, last A1c 7.9, takes metformin and lisinopril. Allergic to latex. Former smoker, quit 2 years ago',
      EXTRA: 'No lymphadenopathy, TMJ within normal limits',
      INTRA: 'Soft tissues within normal limits, oral cancer screening negative',
      PERIO:
        'Generalized moderate plaque and calculus. Probing depths 4-6 mm in the posterior sextants with bleeding on probing at about 50% of sites. #3 and #14 have Class I furcation involvement',
      DENTAL: [
        ['19', 'Large DO carious lesion'],
        ['20', 'D caries'],
        ['30', 'PFM crown with an open margin'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO:
        'FMX taken: generalized horizontal bone loss of 20-30%, #19 caries approaching the pulp, no periapical pathology',
      DX: ['Generalized periodontitis stage III grade B', 'Caries #19, #20'],
      CONSULT:
        'I reviewed the findings with her using intraoral photos. We talked about how her diabetes and gum disease affect each other. She understands that the gum treatment comes first. She asked for a phased plan because of cost',
      'TX PLAN': [
        'SRP all 4 quadrants',
        'DO composite #19',
        'DO composite #20',
        'Replace crown #30',
        'Periodontal re-evaluation in 6 weeks',
      ],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'h19-20-us-typed-sentences-srp-ur-lr-arestin-appends-rx-change-interval',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presented for scaling and root planing of the upper right and lower right quadrants. Medical history: no changes. She takes metformin and lisinopril and is allergic to latex. Probing depths were 5-6 mm on the molars in both quadrants with heavy subgingival calculus. Local anesthesia: 2 carpules of 4% articaine with 1:100,000 epinephrine, right IANB and buccal infiltration on #3. Scaling and root planing was completed on the upper right and lower right with the ultrasonic and Gracey curettes. Arestin was placed in the 6 mm pockets. Oral hygiene instructions were given with a demonstration of interdental brushes. She said her gums already bleed less since she started using an electric toothbrush. Next visit: SRP upper left and lower left in 1 week.',
    appends: ['Add to treatment: Rx Peridex 0.12% rinse 15 ml twice daily for 2 weeks.', 'Change 1 week to 2 weeks.'],
    expect: {
      CC: 'Scaling and root planing of the upper right and lower right quadrants',
      'MED HX': 'No changes. She takes metformin and lisinopril and is allergic to latex',
      PERIO: 'Probing depths were 5-6 mm on the molars in both quadrants with heavy subgingival calculus',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'Scaling and root planing was completed on the upper right and lower right with the ultrasonic and Gracey curettes',
        'Arestin was placed in the 6 mm pockets',
        'Oral hygiene instructions were given with a demonstration of interdental brushes',
        'Rx Peridex 0.12% rinse 15 ml twice daily for 2 weeks',
      ],
      NOTES: 'She said her gums already bleed less since she started using an electric toothbrush',
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h19-21-us-typed-sentences-obturation-9-sinus-healed-l-composite-may-darken',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presented for completion of root canal therapy on #9. The tooth was opened and medicated with calcium hydroxide 2 weeks ago. She has had no pain since. Medical history: no changes, NKDA. The sinus tract labial to #9 has healed. #9 temporary intact, not tender to percussion, no mobility. 1 carpule of 2% lidocaine with 1:100,000 epinephrine was given as a labial infiltration. A rubber dam was placed. The temporary and calcium hydroxide were removed. The working length was confirmed at 23 mm to the incisal edge. The canal was shaped to size 50 and irrigated with 6% sodium hypochlorite and 17% EDTA. The canal was dried with paper points, and #9 was obturated with gutta percha and AH Plus using warm vertical condensation. Lingual composite #9 was placed over the access. The post-op PA shows a well-condensed fill to length. I explained that the tooth may darken and that internal bleaching is an option later. Recall in 6 months with a PA.',
    expect: {
      CC: 'Completion of root canal therapy on #9. Tooth was opened and medicated with calcium hydroxide 2 weeks ago. She has had no pain since',
      'MED HX': 'No changes, NKDA',
      INTRA: 'Sinus tract labial to #9 has healed',
      DENTAL: [['9', 'Temporary intact, not tender to percussion, no mobility']],
      RADIO: 'Post-op PA shows a well-condensed fill to length',
      CONSULT: 'I explained that the tooth may darken and that internal bleaching is an option later',
      'TX TODAY': ['Obturation #9', 'L composite #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration',
        'Rubber dam was placed',
        'Temporary and calcium hydroxide were removed',
        'Working length was confirmed at 23 mm to the incisal edge',
        'Canal was shaped to size 50 and irrigated with 6% sodium hypochlorite and 17% EDTA',
        'Canal was dried with paper points',
        '#9 was obturated with gutta percha and AH Plus using warm vertical condensation',
        'L composite #9 was placed over the access',
      ],
      'F/U': 'Recall in 6 months with a PA',
    },
  }),
  defineCase({
    id: 'h19-22-us-typed-sentences-new-upper-denture-eased-ulcer-vestibule-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient came in for an adjustment of his new upper complete denture, which was delivered 5 days ago. He reports a sore spot on the left side when he chews. Medical history: no changes, hypertension, takes amlodipine, NKDA. There is a 3 mm ulcer in the left buccal vestibule near the tuberosity. His lower natural teeth are unchanged. Pressure indicating paste showed the flange was overextended in that area. The denture was adjusted with an acrylic bur and polished. A heavy contact on the left premolars was reduced. He was told to rinse with warm salt water and to leave the denture out at night. Follow up in 1 week.',
    expect: {
      CC: 'Adjustment of his new upper complete denture, which was delivered 5 days ago. He reports a sore spot on the left side when he chews',
      'MED HX': 'No changes, hypertension, takes amlodipine, NKDA',
      INTRA:
        'There is a 3 mm ulcer in the left buccal vestibule near the tuberosity. His lower natural teeth are unchanged',
      CONSULT: 'He was told to rinse with warm salt water and to leave the denture out at night',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste showed the flange was overextended in that area',
        'Denture was adjusted with an acrylic bur and polished',
        'Heavy contact on the left premolars was reduced',
      ],
      'F/U': 'Follow up in 1 week',
    },
  }),
  defineCase({
    id: 'h19-23-us-typed-sentences-emergency-crown-off-14-caramel-recement',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency visit. The patient's crown on #14 came off while she was eating caramel this afternoon. She brought the crown with her. Medical history: no changes, takes levothyroxine, allergic to penicillin. #14 prep is intact with no recurrent decay and is not sensitive. #13 and #15 are sound. The diagnosis is a debonded crown on #14. I discussed recementing the existing crown versus making a new one, and she chose to recement. Verbal consent was obtained. No anesthetic was needed. The old cement was removed from the crown, and the prep was cleaned with pumice. The crown was tried in and the margins fit well. #14 crown was recemented with RelyX Unicem. Excess cement was removed with floss. The bite was checked. I advised her to avoid sticky foods. She will come back if it comes off again.",
    expect: {
      CC: "Emergency visit. Patient's crown on #14 came off while she was eating caramel this afternoon. She brought the crown with her",
      'MED HX': 'No changes, takes levothyroxine, allergic to penicillin',
      DENTAL: [
        ['14', 'Prep is intact with no recurrent decay and is not sensitive'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      DX: ['Debonded crown #14'],
      CONSULT:
        'I discussed recementing the existing crown versus making a new one, and she chose to recement. I advised her to avoid sticky foods',
      CONSENT: 'Verbal consent was obtained',
      'TX TODAY': ['Crown recement #14'],
      TX: [
        'No anesthetic was needed',
        'Old cement was removed from the crown',
        'Prep was cleaned with pumice',
        'Crown was tried in',
        'Margins fit well',
        '#14 crown was recemented with RelyX Unicem',
        'Excess cement was removed with floss',
        'Bite was checked',
      ],
      'F/U': 'She will come back if it comes off again',
    },
  }),
  defineCase({
    id: 'h19-24-us-typed-sentences-child-extraction-l-fistula-space-maintainer-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7-year-old boy accompanied by his father. He came in because of a swollen gum on the lower left. He has had no pain. Medical history: healthy, no medications, no allergies. There is a small fistula buccal to #L. #L has a large MO composite with recurrent decay and grade 2 mobility. #K and #19 are sound. A PA of #L shows furcal radiolucency and resorption of the roots. The diagnosis is a chronic abscess on #L. I explained to his father that the tooth cannot be saved and that a space maintainer will keep room for the premolar. His father agreed. The consent form was signed by his father. Topical benzocaine was applied, then 1 carpule of 2% lidocaine with 1:100,000 epinephrine was given as a left IANB. #L was extracted with forceps and both roots were complete. Gauze pressure was applied and the bleeding stopped. Post-op instructions were given to his father. He was a bit teary but did well. Next visit: impression for a band and loop space maintainer for the #L space in 1 week.',
    expect: {
      CC: 'Swollen gum on the lower left. He has had no pain',
      'MED HX': 'Healthy, no medications, no allergies',
      INTRA: 'There is a small fistula buccal to #L',
      DENTAL: [
        ['L', 'Large MO composite with recurrent decay and grade 2 mobility'],
        ['K', 'Sound'],
        ['19', 'Sound'],
      ],
      RADIO: 'PA of #L shows furcal radiolucency and resorption of the roots',
      DX: ['Chronic abscess #L'],
      CONSULT:
        'I explained to his father that the tooth cannot be saved and that a space maintainer will keep room for the premolar. His father agreed',
      CONSENT: 'Consent form was signed by his father',
      'TX TODAY': ['Extraction #L'],
      TX: [
        'Topical benzocaine was applied',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        '#L was extracted with forceps',
        'Both roots were complete',
        'Gauze pressure was applied',
        'Bleeding stopped',
        'Post-op instructions were given to his father',
      ],
      NOTES: '7-year-old boy accompanied by his father. He was a bit teary but did well',
      NV: ['Impression for a band and loop space maintainer for #L space in 1 week'],
    },
  }),

  // ---------------------------------------------------------------- 5. Irish hygienist-therapist, FDI, recogniser-style
  defineCase({
    id: 'h19-25-uk-asr-hygienist-pregnant-s-and-p-tepe-grand-appends-treatment-notes',
    style: 'UK',
    asr: true,
    transcript:
      "now so she's in for her hygiene appointment no problems just a bit of bleeding when she flosses medical history no changes she's pregnant about twenty weeks no medications no allergies bpe two two two two one two bleeding on probing around the lower molars plaque score thirty five percent full mouth scale and polish with ultrasonic and hand scalers oral hygiene instruction tepe brushes size two and three told her the gums can bleed more in pregnancy and to keep up the brushing she's grand with that recall six months",
    appends: ['add to treatment fluoride varnish applied', "add to notes she'd like her next appointment after the baby is born"],
    expect: {
      CC: 'Her hygiene appointment. No problems. Just a bit of bleeding when she flosses',
      'MED HX': "No changes. She's pregnant about 20 weeks. No medications. No allergies",
      PERIO: 'BPE 2 2 2 / 2 1 2. Bleeding on probing around the lower molars. Plaque score 35%',
      CONSULT: "Told her the gums can bleed more in pregnancy and to keep up the brushing. She's grand with that",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'Full mouth scale and polish with ultrasonic and hand scalers',
        'Oral hygiene instruction TePe brushes size 2 and 3',
        'Fluoride varnish applied',
      ],
      NOTES: "She'd like her next appointment after the baby is born",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h19-26-uk-asr-therapist-second-rsd-ul-ll-two-la-lines-scratch-that-ohi',
    style: 'UK',
    asr: true,
    transcript:
      "so this is his second rsd visit upper left and lower left he said the right side feels much better since last time medical history no changes type two diabetes on metformin and gliclazide no allergies gave up smoking in january bleeding on probing forty percent plaque score twenty five percent down from sixty percent heavy subgingival calculus lower left molars la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left rsd upper left and lower left with the ultrasonic and gracey curettes ohi single tufted brush scratch that ohi interdental brushes reinforced he asked if he'll lose any teeth explained if we keep on top of it the teeth should be stable review in three months for re evaluation with a full pocket chart",
    expect: {
      CC: 'This is his second RSD visit upper left and lower left. He said the right side feels much better since last time',
      'MED HX': 'No changes. Type 2 diabetes on metformin and gliclazide. No allergies. Gave up smoking in January',
      PERIO:
        'Bleeding on probing 40%. Plaque score 25% down from 60%. Heavy subgingival calculus lower left molars',
      CONSULT: "He asked if he'll lose any teeth. Explained if we keep on top of it the teeth should be stable",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD upper left and lower left with the ultrasonic and Gracey curettes',
        'OHI interdental brushes reinforced',
      ],
      'F/U': 'Review in 3 months for re-evaluation with a full pocket chart',
    },
  }),
  defineCase({
    id: 'h19-27-uk-asr-therapist-child-fs-37-47-fixed-brace-duraphat-mam',
    style: 'UK',
    asr: true,
    transcript:
      "twelve year old in with his mam for fissure sealants on the second molars as prescribed by the dentist no problems medical history fit and well no allergies he has a fixed brace upper and lower plaque around the brackets gums a bit puffy three seven and four seven fully erupted deep fissures no caries three six and four six fissure sealants intact fissure sealants three seven and four seven under cotton wool rolls and dry guards checked with a probe duraphat varnish applied all teeth oral hygiene instruction single tufted brush around the brackets told him to brush for two minutes at night as well he said he'd try recall three months",
    expect: {
      CC: 'Fissure sealants on the second molars as prescribed by the dentist. No problems',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'He has a fixed brace upper and lower',
      PERIO: 'Plaque around the brackets. Gums a bit puffy',
      DENTAL: [
        ['37', 'Fully erupted deep fissures no caries'],
        ['47', 'Fully erupted deep fissures no caries'],
        ['36', 'Fissure sealants intact'],
        ['46', 'Fissure sealants intact'],
      ],
      CONSULT: "Told him to brush for 2 minutes at night as well. He said he'd try",
      'TX TODAY': ['Fissure sealants 37, 47', 'Fluoride varnish', 'OHI'],
      TX: [
        'Fissure sealants 37, 47 under cotton wool rolls and dry guards',
        'Checked with a probe',
        'Duraphat varnish applied all teeth',
        'Oral hygiene instruction single tufted brush around the brackets',
      ],
      NOTES: '12 year old in with his mam',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h19-28-uk-asr-therapist-b-composite-33-prescription-cord-nurse-aside-i-mean-shade',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on three three on the dentist's prescription medical history no changes on sertraline no allergies three three buccal cervical caries soft not near the pulp three four buccal abrasion not sensitive la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three three could you pass me the retraction cord please ta cord placed caries removed selective etch bond buccal composite three three shade a three point five I mean a three cured polished post op instructions given recall as per the dentist",
    expect: {
      CC: "Filling on 33 on the dentist's prescription",
      'MED HX': 'No changes. On sertraline. No allergies',
      DENTAL: [
        ['33', 'B cervical caries soft not near the pulp'],
        ['34', 'B abrasion not sensitive'],
      ],
      'TX TODAY': ['B composite 33'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 33',
        'Cord placed',
        'Caries removed',
        'Selective etch',
        'Bond',
        'B composite 33',
        'Shade A3',
        'Cured',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'h19-29-uk-asr-hygienist-perio-maintenance-pockets-47-mobile-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'right now this is his three monthly perio maintenance he had periodontitis treated two years ago medical history no changes high blood pressure on ramipril no allergies non smoker intra oral soft tissues healthy bpe three two three three two four pockets five millimetres distal one six and mesial two six six millimetres distal four seven with bleeding bleeding on probing twelve percent plaque score eighteen percent four seven grade one mobile debridement of all sites with ultrasonic and hand instruments oral hygiene instruction interdental brushes and a single tufted brush for the lower right told him he\'s doing really well and to keep it up notes he wants to book with the same hygienist every time recall three months',
    expect: {
      CC: 'This is his 3 monthly perio maintenance. He had periodontitis treated 2 years ago',
      'MED HX': 'No changes. High blood pressure on ramipril. No allergies. Non smoker',
      INTRA: 'Soft tissues healthy',
      PERIO:
        'BPE 3 2 3 / 3 2 4. Pockets 5 mm distal 16 and mesial 26. 6 mm distal 47 with bleeding. Bleeding on probing 12%. Plaque score 18%',
      DENTAL: [['47', 'Grade 1 mobile']],
      CONSULT: "Told him he's doing really well and to keep it up",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Debridement of all sites with ultrasonic and hand instruments',
        'Oral hygiene instruction interdental brushes and a single tufted brush for the lower right',
      ],
      NOTES: 'He wants to book with the same hygienist every time',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h19-30-uk-asr-therapist-child-extraction-75-prescribed-sorry-lingual-sticker',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old attended with her dad for the extraction of seven five as prescribed she's had on and off pain there medical history fit and well no allergies seven five grossly carious mobile grade two tender to bite three six erupted sound seven four sound topical applied la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal sorry lingual and buccal infiltration seven five extracted seven five with forceps roots resorbed complete haemostasis achieved bit on gauze post op instructions given to dad no hot food until the numbness wears off she was very brave got a sticker recall as per the dentist",
    expect: {
      CC: "Extraction of 75 as prescribed. She's had on and off pain there",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['75', 'Grossly carious mobile grade 2 tender to bite'],
        ['36', 'Erupted sound'],
        ['74', 'Sound'],
      ],
      'TX TODAY': ['Extraction 75'],
      TX: [
        'Topical applied',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, lingual infiltration + buccal infiltration 75',
        'Extracted 75 with forceps',
        'Roots resorbed complete',
        'Haemostasis achieved',
        'Bit on gauze',
        'Post-op instructions given to dad no hot food until the numbness wears off',
      ],
      NOTES: '7 year old attended with her dad. She was very brave. Got a sticker',
      'F/U': 'Recall as per the dentist',
    },
  }),

  // ---------------------------------------------------------------- 6. Canadian general dentist, FDI, typed terse shorthand
  defineCase({
    id: 'h19-31-us-typed-canadian-fdi-recall-bws-fractured-mb-cusp-16-crown-planned',
    style: 'US',
    asr: false,
    transcript:
      'Recall exam + hyg. No concerns. Med hx: no changes, NKDA. EO WNL. IO WNL. Perio: gen. 2-3 mm, BOP lower anteriors, light calculus. 16 O amalgam, fractured MB cusp, no pain. 26 MOD comp intact. 46 crown, margins OK. 18, 28 erupted, no caries. 4 BWs: no new caries, bone levels WNL. S&P (2 units scaling), OHI (floss). Recommended crown 16, pt will check insurance coverage. Tx plan: crown 16. Recall 6 mo.',
    expect: {
      CC: 'Recall exam + hyg. No concerns',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Gen. 2-3 mm, BOP lower anteriors, light calculus',
      DENTAL: [
        ['16', 'O amalgam, fractured MB cusp, no pain', 'MB cusp'],
        ['26', 'MOD comp intact'],
        ['46', 'Crown, margins OK'],
        ['18', 'Erupted, no caries'],
        ['28', 'Erupted, no caries'],
      ],
      RADIO: '4 BWs: no new caries, bone levels WNL',
      CONSULT: 'Recommended crown 16, pt will check insurance coverage',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P (2 units scaling)', 'OHI (floss)'],
      'TX PLAN': ['Crown 16'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h19-32-us-typed-canadian-fdi-emergency-pericoronitis-48-irrigation-os-referral',
    style: 'US',
    asr: false,
    transcript:
      'Emerg. Pt c/o pain + swelling LR back x 3 days, hard to open. Med hx: asthma (Ventolin PRN), allergic to amoxicillin (rash). EO: mild swelling R angle of mandible, R submandibular node tender, opening 30 mm. IO: 48 partially erupted, operculum red + swollen, pus on pressure. 47 sound. 38 fully erupted. Pano: 48 vertical, roots close to IAN canal, 38 OK. Dx: pericoronitis 48. 48 irrigated under operculum w/ chlorhexidine 0.12%. Rx clindamycin 300 mg QID x 7 days. Ibuprofen 400 mg q6h PRN. Advised warm salt water rinses. Discussed removal of 48 +/- 38 w/ OS given proximity to nerve, pt agrees. Referral to OS for extraction 48. Follow-up PRN.',
    expect: {
      CC: 'Emerg. Pain + swelling LR back x 3 days, hard to open',
      'MED HX': 'Asthma (Ventolin PRN), allergic to amoxicillin (rash)',
      EXTRA: 'Mild swelling R angle of mandible, R submandibular node tender, opening 30 mm',
      DENTAL: [
        ['48', 'Partially erupted, operculum red + swollen, pus on pressure'],
        ['47', 'Sound'],
        ['38', 'Fully erupted'],
      ],
      RADIO: 'Pano: 48 vertical, roots close to IAN canal, 38 OK',
      DX: ['Pericoronitis 48'],
      CONSULT:
        'Advised warm salt water rinses. Discussed removal of 48 +/- 38 w/ OS given proximity to nerve, pt agrees',
      'TX TODAY': ['Irrigation 48'],
      TX: [
        '48 irrigated under operculum w/ chlorhexidine 0.12%',
        'Rx clindamycin 300 mg QID x 7 days',
        'Ibuprofen 400 mg q6h PRN',
      ],
      'TX PLAN': ['Referral to OS for extraction 48'],
      'F/U': 'Follow-up PRN',
    },
  }),
  defineCase({
    id: 'h19-33-us-typed-canadian-fdi-pulpectomy-26-septocaine-mb2-appends-notes-change',
    style: 'US',
    asr: false,
    transcript:
      'Endo 26 - pulpectomy. Pt had spontaneous pain UL x 2 days, lingering to cold. Med hx: no changes, HTN (ramipril), NKDA. 26 large DO comp, recurrent caries, cold ++ lingering, TTP +. 25, 27 WNL to cold. PA 26: deep caries close to pulp, PDL widening MB root. Dx: symptomatic irreversible pulpitis w/ symptomatic apical periodontitis 26. Discussed RCT + crown vs ext, pt wants to keep tooth. Consent signed. LA: 1.5 carps Septocaine 4% 1:100k epi, buccal + palatal infil 26. RD. Caries removed, access. 4 canals located (MB + MB2 + DB + P). Pulpectomy 26, WL w/ apex locator. NaOCl 5.25%. CaOH + Cavit. Occlusion reduced. Rx ibuprofen 600 mg q6h x 3 days. NV: complete RCT 26 in 2 wks.',
    appends: ['Add to notes: pt is a flight attendant, prefers early morning appts.', 'Change 2 wks to 3 wks.'],
    expect: {
      CC: 'Endo 26 - pulpectomy. Pt had spontaneous pain UL x 2 days, lingering to cold',
      'MED HX': 'No changes, HTN (ramipril), NKDA',
      DENTAL: [
        ['26', 'Large DO comp, recurrent caries, cold ++ lingering, TTP +'],
        ['25', 'WNL to cold'],
        ['27', 'WNL to cold'],
      ],
      RADIO: 'PA 26: deep caries close to pulp, PDL widening MB root',
      DX: ['Symptomatic irreversible pulpitis w/ symptomatic apical periodontitis 26'],
      CONSULT: 'Discussed RCT + crown vs ext, pt wants to keep tooth',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy 26'],
      TX: [
        'LA: 1.5 carpules Septocaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration 26',
        'RD',
        'Caries removed',
        'Access',
        '4 canals located (MB + MB2 + DB + P)',
        'Pulpectomy 26',
        'WL w/ apex locator',
        'NaOCl 5.25%',
        'CaOH + Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg q6h x 3 days',
      ],
      NOTES: 'Pt is a flight attendant, prefers early morning appts',
      NV: ['Complete RCT 26 in 3 wks'],
    },
  }),
  defineCase({
    id: 'h19-34-us-typed-canadian-fdi-terse-crown-seat-36-title-from-cc',
    style: 'US',
    asr: false,
    transcript:
      'Crown seat 36 (zirconia). Med hx NC. 36 temp intact. No LA. Temp off, prep cleaned. Try-in: M contact tight, adjusted. Cemented w/ RelyX Unicem, excess cleaned, flossed. Occl adjusted. Pt happy. Recall as sched.',
    expect: {
      CC: 'Crown seat 36 (zirconia)',
      'MED HX': 'NC',
      DENTAL: [['36', 'Temp intact']],
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA',
        'Temp off',
        'Prep cleaned',
        'Try-in: M contact tight',
        'Adjusted',
        'Cemented w/ RelyX Unicem',
        'Excess cleaned',
        'Flossed',
        'Occl adjusted',
      ],
      NOTES: 'Pt happy',
      'F/U': 'Recall as sched',
    },
  }),
  defineCase({
    id: 'h19-35-us-typed-canadian-edentulous-denture-consult-alendronate-plan-nystatin',
    style: 'US',
    asr: false,
    transcript:
      'Consult re loose upper + lower dentures, pt wants something more stable. Current dentures 12 yrs old. Med hx: T2DM (metformin), osteoporosis on alendronate x 5 yrs, NKDA, non-smoker. EO WNL. IO: edentulous, lower ridge severely resorbed, upper ridge fair, palate red under denture. Pano: no retained roots, ~8 mm bone height anterior mandible. Dx: denture stomatitis, resorbed lower ridge. Discussed new dentures vs 2-implant lower overdenture. Explained alendronate raises risk w/ implants, would need letter from physician. Pt prefers new dentures now, implants maybe later. Rx nystatin suspension 5 ml QID x 14 days. Advised dentures out at night, brush palate. Tx plan: treat stomatitis, then new CUD/CLD, consider 2 implants lower later. NV: prelim impressions in 3 wks.',
    expect: {
      CC: 'Consult re loose upper + lower dentures, pt wants something more stable. Current dentures 12 yrs old',
      'MED HX': 'T2DM (metformin), osteoporosis on alendronate x 5 yrs, NKDA, non-smoker',
      EXTRA: 'WNL',
      INTRA: 'Edentulous, lower ridge severely resorbed, upper ridge fair, palate red under denture',
      RADIO: 'Pano: no retained roots, ~8 mm bone height anterior mandible',
      DX: ['Denture stomatitis', 'Resorbed lower ridge'],
      CONSULT:
        'Discussed new dentures vs 2-implant lower overdenture. Explained alendronate raises risk w/ implants, would need letter from physician. Pt prefers new dentures now, implants maybe later. Advised dentures out at night, brush palate',
      TX: ['Rx nystatin suspension 5 ml QID x 14 days'],
      'TX PLAN': ['Treat stomatitis', 'New CUD/CLD', 'Consider 2 implants lower later'],
      NV: ['Prelim impressions in 3 wks'],
    },
  }),
  defineCase({
    id: 'h19-36-us-typed-canadian-fdi-child-do-comp-85-o-comp-84-appends-sdf-nv',
    style: 'US',
    asr: false,
    transcript:
      '8 y/o w/ dad. Here for fillings 85, 84. No changes to health, NKDA. 85 DO caries. 84 O caries. 75 sealed, intact. Topical, LA: 1 carp lido 2% 1:100k epi, right IANB. RD. 85 caries removed, no exposure. DO composite 85 w/ sectional matrix. 84 O composite. Occl checked. Pt did great w/ iPad. POI given to dad (lip biting). Recall 6 mo.',
    appends: [
      'Add to chart: 74 D caries, arrested. Add to treatment: SDF applied 74 as dad declined a filling.',
      'Next visit: FS 36, 46.',
    ],
    expect: {
      CC: 'Fillings 85, 84',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['85', 'DO caries'],
        ['84', 'O caries'],
        ['75', 'Sealed, intact'],
        ['74', 'D caries, arrested'],
      ],
      'TX TODAY': ['DO composite 85', 'O composite 84', 'SDF 74'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'RD',
        '85 caries removed',
        'No exposure',
        'DO composite 85 w/ sectional matrix',
        '84 O composite',
        'Occl checked',
        'POI given to dad (lip biting)',
        'SDF applied 74 as dad declined a filling',
      ],
      NOTES: '8 y/o w/ dad. Pt did great w/ iPad',
      NV: ['Fissure sealant 36, 46'],
      'F/U': 'Recall 6 mo',
    },
  }),
];
