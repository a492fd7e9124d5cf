// The twenty-fourth held-out split (ids h24-01–h24-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is an ordinary week at a large group practice with six clinicians, six visits each, taking whatever came in:
// check-ups and new patients with charting and radiographs, emergencies, fillings, root canals, crowns and bridges,
// extractions, hygiene and perio, children, dentures, reviews after treatment and consultations. Some notes are a few
// terse lines, most 50 to 170 words, a few long and rambling (up to about 300 words), with patients' remarks, questions
// and decisions, nurse asides, self-corrections ("sorry", "I mean", "no wait", "scratch that") and fillers:
//   h24-01–h24-06 a UK associate (FDI, all recogniser-style): a long new-patient exam with full charting, bitewings,
//     a whitening question and a plan; an emergency extirpation of 16 with two LA lines, a nurse aside and "scratch
//     that"; a short O composite 37 ("a three I mean a two"); a surgical extraction of 38 with a nurse aside and
//     "scratch that"; a crown fit 36 (appended dictation); a six-year-old's check-up with primary teeth and varnish;
//   h24-07–h24-12 a UK principal typing Palmer shorthand (Palmer, typed): a terse exam with "# P cusp" and S&P, the
//     crown prep of that tooth, an obturation LR6 with working lengths, an upper acrylic partial denture fit, a
//     trauma emergency with an MI composite on UR1, an implant / bridge consultation with no treatment (appended
//     dictation);
//   h24-13–h24-18 a UK dental therapist (FDI; h24-13, h24-15, h24-17 recogniser-style, h24-14, h24-16, h24-18 typed):
//     a smoker's hygiene visit, a second RSD visit, a child's fissure sealants with "scratch that", a terse PMPR
//     maintenance visit, a B composite 43 on prescription (appended dictation), SDF on an older patient's root caries;
//   h24-19–h24-24 a US dentist (Universal, all recogniser-style): a long comprehensive new-patient exam with FMX,
//     diagnosis, treatment plan and no treatment; an emergency broken cusp ("mesiolingual sorry mesiopalatal no wait
//     distopalatal") prepared for a crown the same day; two composites with a nurse aside (appended dictation); a
//     seven-year-old's pulpotomy and SSC on #L under nitrous; SRP of the right side; a dry socket review (no title);
//   h24-25–h24-30 a US dentist typing full sentences (Universal): a periodic exam with prophy and bitewings, a
//     single-visit root canal #30 with two LA sentences, a bridge seat #12 to #14, an emergency pericoronitis with
//     irrigation and a referral, a partial denture consultation (appended dictation), a short night guard delivery;
//   h24-31–h24-36 a Canadian dentist typing FDI with "#" before teeth and "freezing" for LA: a recall exam with
//     scaling, polish and varnish; an MOD and a DO composite; a teenager's orthodontic extractions of 14 and 24; a
//     post-RCT check of 46 (appended dictation, no treatment); a Hall crown on 84 with SDF; SRP with irrigation.
// UK 18 (FDI 12, Palmer 6), US-style 18 (Universal 12, FDI 6 for the Canadian dentist); 15 recogniser-style (lower
// case, number words, fillers, no punctuation) and 21 typed; six cases with appended dictation (h24-05 "add to notes …"
// / "change six months to nine months"; h24-12 "Add to notes: …" / "Next visit: …"; h24-17 "add to treatment …" /
// "add to notes …"; h24-21 "add to notes …" / "next visit …"; h24-29 "Add to notes: …" / a second "Next visit: …";
// h24-34 "Add to notes: …" / "Change crown prep #46 to …"). DENTAL in 32 cases (not h24-13, h24-16, h24-23, h24-30).
//
// Judgement calls where the contract was silent:
// - The Canadian dentist is style 'US' (North American wording: carpules, epinephrine, "freezing", insurance) with FDI
//   numbering. "#" directly before an FDI tooth goes everywhere, in ranges and pairs too ("#47-#43" → "47-43", "#46/#47"
//   → "46/47"). "Freezing:" opens the LA line, written "LA: …"; "No freezing" as a step stays as typed; "1:100k epi" →
//   "1:100,000 epinephrine", "carps" → carpules, "right IANB" → "IANB right".
// - In the UK principal's Palmer notes "#" means fracture (dental reference): "UL6 MOD amal, # P cusp, not TTP" keeps
//   the typed "#" in its condition with fracture "P cusp"; "UR1 # MI corner into dentine" has fracture "MI corner"; "no
//   root #" stays in RADIO; the diagnosis was typed tooth first ("UR1 uncomplicated crown #") so no "#" sits before a
//   tooth. Typed shorthand stays as typed in TX items and conditions ("amal", "comp", "Occ checked", "POIG", "RD");
//   TX PLAN and NV use the table names ("DO comp LR7" → "DO composite LR7", as more58).
// - Titles: "Hall crown #84 size 5 cemented w/ GIC" is "SSC 84" only (cementing is how it goes on, no Crown fit);
//   "Scaling 1 unit, polish, fluoride varnish" typed as separate steps gives no "Scale and polish" (only the table's
//   said forms), so h24-31 has "Fluoride varnish" only; "Supra + subgingival PMPR" is "PMPR" and the CC's "Perio
//   maintenance" gives no second title; irrigation under an operculum and subgingival chlorhexidine irrigation are
//   "Irrigation", a socket irrigated (h24-04, h24-24) or canals irrigated are not; "#30 was obturated" → "Obturation
//   #30"; "pulp extirpated one six" → "Extirpation 16"; "surgical extraction three eight" stays "Surgical extraction
//   38"; a partial denture "relieved" at its fit takes "Denture fit" from the CC (as more56); "the night guard was
//   tried in" at its delivery is "Night guard"; cores ("core in Fuji IX", "amalgam core", "core buildup with
//   composite"), "Arestin placed", "dry socket paste placed", "filled with IRM", nitrous oxide and topical are no
//   titles; an appended "duraphat varnish applied to four four" is the TX item "Duraphat varnish applied 44" and the
//   title "Fluoride varnish 44"; the dry socket review (CC "pain after the extraction of #17 4 days ago") and the
//   post-RCT check take no title from the CC.
// - The connecting word before a treated tooth goes in list items ("caries removed on twenty" → "Caries removed #20",
//   "crown prep on fourteen" → "Crown prep #14", "stainless steel crown on l size four" → "Stainless steel crown #L
//   size 4", "crown on number three" → "Crown #3", "extraction of #32" in a referral → "extraction #32"), but not
//   before a tooth that names a place ("Arestin placed in the 7 mm pocket on #3 distal").
// - Perio findings stay in PERIO even when said tooth first ("46 buccal pocket 5 mm localised", "furcation II 27 D",
//   "47 B furcation unchanged", "7 mm #37 DL"); a tooth-first mobility is a chart entry (as more58). Smoker's "brown
//   staining" and "dry mouth" are INTRA (not periodontal); "gum healthy around it" and gingiva around abutments are
//   PERIO (as more56). An operculum over a tooth and an extraction socket are INTRA with no chart entry (rule 7).
// - Single surfaces stay words in text fields ("36 distal caries into dentin" and "periapical radiolucency on #19
//   distal root" in RADIO) and are abbreviated in chart and list items; "recurrent caries D" → "recurrent D caries"
//   (a surface after the word moves in front); "occlusal fissures stained", "mesial tilt", "tight mesial contact" keep
//   the word (fissure, tilt and contact are not in rule 4's list); "fracture line on the mesiobuccal cusp" gives
//   fracture "MB cusp".
// - Nurse asides are dropped entirely (as more58), also "can you put that in as partially erupted thanks" after the
//   finding was already said. A chain of corrections keeps the last ("mesiolingual sorry mesiopalatal no wait
//   distopalatal cusp" → "DP cusp"); "scratch that" drops the whole clause before it ("three six and four six already
//   sealed", "mesial root fractured at the apex", "ledermix and cotton wool").
// - A child's or older patient's age and who came with them are NOTES ("84 y/o, attends w/ carer"), as are remarks
//   about the patient and "she liked the shade"; questions with answers, advice, demonstrations ("insertion/removal +
//   cleaning demonstrated", "he was shown how to clean it") and decisions are CONSULT; "smoking cessation advice
//   given" is CONSULT (as more58); "toothbrushing instruction with mum" is a TX step with no title (as more58).
// - Full-sentence US notes: "Patient presents for" and "The diagnosis is" go, a leading article of each clause goes;
//   an LA said as a sentence ("2 carpules of lidocaine 2% with 1:100,000 epinephrine as a right IANB and 1 carpule of
//   articaine …") is two LA lines; one subject with two verbs stays one item, two clauses with their own subjects
//   split at "and" (as more56); "Four canals" → "4 canals"; "three-unit" → "3-unit".
// - "Come back in three days to change the dressing", "Return to ortho", "Recheck in 1 month" and "Re-eval 6 wks,
//   then 3 mo perio maintenance" are F/U (as more56 bf30), kept whole. A blood pressure is MED HX (as more56).
// - Appends (as more56 / more58): "add to notes" adds to NOTES, "add to treatment" adds a TX item at the end (with its
//   title), "next visit" adds an NV item (a second one in h24-29), "change X to Y" edits the one place X is said.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser
//   chart conditions and lists of risks keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout24Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK associate (FDI, recogniser-style)
  defineCase({
    id: 'h24-01-uk-asr-fdi-new-patient-full-chart-bitewings-whitening-question-plan',
    style: 'UK',
    asr: true,
    transcript:
      "okay so new patient just moved to the area hasn't seen a dentist for about three years no pain at the moment but she gets food stuck on the lower left medical history asthma uses a brown inhaler and a blue one when needed allergic to elastoplast no other meds doesn't smoke drinks about ten units a week extra oral nad lymph nodes not palpable tmj fine intra oral soft tissues healthy slight linea alba oral cancer screen clear bpe two two three two two two bleeding on probing lower anteriors charting one eight missing one seven mesial occlusal amalgam sound one six occlusal composite sound two six mesial occlusal distal amalgam with a cracked palatal cusp two seven sorry two eight missing three six distal caries food trap three seven occlusal composite sound four six crown margins fine four eight partially erupted can you put that in as partially erupted thanks bitewings taken grade one three six distal caries into dentin four five distal caries into enamel only um no other caries bone levels fine diagnosis caries three six and gingivitis explained she needs a filling on three six and we should keep an eye on four five she asked about whitening told her we'd sort the filling and gums first and look at whitening after oral hygiene instruction given interdental brushes plan disto occlusal composite three six monitor two six scale and polish with the hygienist she's a bit nervous about injections so go slow next visit filling three six recall six months after that",
    expect: {
      CC: "New patient just moved to the area. Hasn't seen a dentist for about 3 years. No pain at the moment but she gets food stuck on the lower left",
      'MED HX':
        "Asthma uses a brown inhaler and a blue one when needed. Allergic to Elastoplast. No other meds. Doesn't smoke. Drinks about 10 units a week",
      EXTRA: 'NAD. Lymph nodes not palpable. TMJ fine',
      INTRA: 'Soft tissues healthy. Slight linea alba. Oral cancer screen clear',
      PERIO: 'BPE 2 2 3 / 2 2 2. Bleeding on probing lower anteriors',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'MO amalgam sound'],
        ['16', 'O composite sound'],
        ['26', 'MOD amalgam with a cracked P cusp'],
        ['28', 'Missing'],
        ['36', 'D caries food trap'],
        ['37', 'O composite sound'],
        ['46', 'Crown margins fine'],
        ['48', 'Partially erupted'],
      ],
      RADIO:
        'Bitewings taken grade 1. 36 distal caries into dentin. 45 distal caries into enamel only. No other caries. Bone levels fine',
      DX: ['Caries 36', 'Gingivitis'],
      CONSULT:
        "Explained she needs a filling on 36 and we should keep an eye on 45. She asked about whitening. Told her we'd sort the filling and gums first and look at whitening after",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction given interdental brushes'],
      'TX PLAN': ['DO composite 36', 'Monitor 26', 'Scale and polish with the hygienist'],
      NOTES: "She's a bit nervous about injections so go slow",
      NV: ['Filling 36'],
      'F/U': 'Recall 6 months after that',
    },
  }),
  defineCase({
    id: 'h24-02-uk-asr-fdi-emergency-irreversible-pulpitis-16-extirpation-two-la-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment he's had throbbing pain upper right for three days kept him up last night paracetamol and ibuprofen not really helping medical history no changes takes omeprazole no allergies extra oral nad no swelling intra oral soft tissues nad one six large mesial occlusal distal composite deep distal caries lingering pain to cold tender to percussion one five and one seven not tender pa one six deep distal caries close to the pulp widened pdl on the palatal root diagnosis irreversible pulpitis one six talked him through root canal or extraction he wants to keep it he asked how much it costs on the nhs told him it's band three verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six and one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration could you pass me the dam kit please thanks rubber dam old composite and caries removed access into the pulp chamber pulp extirpated one six three canals sorry four canals located irrigated with sodium hypochlorite ledermix and cotton wool scratch that ledermix on a cotton pellet and cavit occlusion relieved post op instructions given next visit root canal treatment one six in two weeks",
    expect: {
      CC: "Emergency appointment. He's had throbbing pain upper right for 3 days. Kept him up last night. Paracetamol and ibuprofen not really helping",
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['16', 'Large MOD composite deep D caries lingering pain to cold tender to percussion'],
        ['15', 'Not tender'],
        ['17', 'Not tender'],
      ],
      RADIO: 'PA 16 deep distal caries close to the pulp. Widened PDL on the palatal root',
      DX: ['Irreversible pulpitis 16'],
      CONSULT:
        "Talked him through root canal or extraction. He wants to keep it. He asked how much it costs on the NHS. Told him it's band 3",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 16'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration',
        'Rubber dam',
        'Old composite and caries removed',
        'Access into the pulp chamber',
        'Pulp extirpated 16',
        '4 canals located',
        'Irrigated with sodium hypochlorite',
        'Ledermix on a cotton pellet and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NV: ['RCT 16 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h24-03-uk-asr-fdi-short-o-composite-37-shade-i-mean-quickest-filling',
    style: 'UK',
    asr: true,
    transcript:
      "in for the filling on three seven medical history no changes no allergies three seven occlusal caries three six sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three seven cotton wool rolls and dry guard caries removed dentine hard occlusal composite three seven shade a three I mean a two bite checked polished she said that was the quickest filling she's ever had recall as planned",
    expect: {
      CC: 'Filling on 37',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['37', 'O caries'],
        ['36', 'Sound'],
      ],
      'TX TODAY': ['O composite 37'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 37',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine hard',
        'O composite 37',
        'Shade A2',
        'Bite checked',
        'Polished',
      ],
      NOTES: "She said that was the quickest filling she's ever had",
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h24-04-uk-asr-fdi-surgical-extraction-38-opg-risks-nurse-aside-scratch-that-wedding',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the wisdom tooth lower left it's been flaring up every couple of months and she's had enough medical history no changes on the pill no allergies non smoker extra oral nad mouth opening fine intra oral operculum over three eight slightly red no pus three eight partially erupted mesioangular distal caries three seven disto occlusal composite sound opg from last month three eight mesioangular roots close to the id canal but no darkening of the roots went through the risks again numbness of the lip and tongue dry socket swelling and bruising she's happy to go ahead consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left and one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three eight surgical extraction three eight can I have the sucker a bit closer please thanks triangular flap raised buccal bone removed with a round bur tooth sectioned distal root out first um mesial root fractured at the apex scratch that mesial root out in one piece socket irrigated with saline two vicryl rapide sutures haemostasis achieved post op instructions verbal and written rx ibuprofen four hundred milligrams three times a day for three days she said she's got a wedding on saturday and hopes the swelling's gone review in one week",
    expect: {
      CC: "Wisdom tooth lower left. It's been flaring up every couple of months. She's had enough",
      'MED HX': 'No changes. On the pill. No allergies. Non smoker',
      EXTRA: 'NAD. Mouth opening fine',
      INTRA: 'Operculum over 38 slightly red. No pus',
      DENTAL: [
        ['38', 'Partially erupted mesioangular D caries'],
        ['37', 'DO composite sound'],
      ],
      RADIO: 'OPG from last month 38 mesioangular. Roots close to the ID canal but no darkening of the roots',
      CONSULT:
        "Went through the risks again numbness of the lip and tongue dry socket swelling and bruising. She's happy to go ahead",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 38',
        'Surgical extraction 38',
        'Triangular flap raised',
        'Buccal bone removed with a round bur',
        'Tooth sectioned',
        'Distal root out first',
        'Mesial root out in one piece',
        'Socket irrigated with saline',
        '2 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 400 mg 3 times a day for 3 days',
      ],
      NOTES: "She said she's got a wedding on Saturday and hopes the swelling's gone",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h24-05-uk-asr-fdi-appends-crown-fit-36-d-cusp-adjusted-change-recall',
    style: 'UK',
    asr: true,
    transcript:
      "crown fit three six no problems with the temporary medical history no changes no allergies three six temporary crown intact gum healthy around it no la needed temporary removed with a crown remover prep cleaned with pumice tried in the crown contacts fine margins good all round shade matches he's pleased with it occlusion high on the distal cusp adjusted and polished cemented three six with rely x unicem excess removed flossed through the contacts post op instructions given recall six months",
    appends: ['add to notes he paid for the crown at reception', 'change six months to nine months'],
    expect: {
      CC: 'Crown fit 36. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      PERIO: 'Gum healthy around it',
      DENTAL: [['36', 'Temporary crown intact']],
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA needed',
        'Temporary removed with a crown remover',
        'Prep cleaned with pumice',
        'Tried in the crown',
        'Contacts fine',
        'Margins good all round',
        'Shade matches',
        'Occlusion high on the D cusp',
        'Adjusted and polished',
        'Cemented 36 with RelyX Unicem',
        'Excess removed',
        'Flossed through the contacts',
        'Post-op instructions given',
      ],
      NOTES: "He's pleased with it. He paid for the crown at reception",
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h24-06-uk-asr-fdi-child-check-up-71-mobile-75-d-caries-sorry-varnish-wobbly-tooth',
    style: 'UK',
    asr: true,
    transcript:
      "six year old with mum for her check up mum says she's been complaining about a wobbly tooth at the front medical history fit and well no allergies extra oral nad intra oral soft tissues healthy plaque on the upper molars seven one mobile three one erupting behind it five five and six five occlusal fissures stained no caries seven five mesial sorry distal caries eight five sound one six erupting no bitewings as she wouldn't tolerate them diagnosis caries seven five fluoride varnish applied toothbrushing instruction with mum advised brushing twice a day with a pea sized amount of fluoride toothpaste she asked when the wobbly tooth will come out told her any time now and to let it come out by itself she was really good next visit distal gic seven five recall six months",
    expect: {
      CC: "Her check up. Mum says she's been complaining about a wobbly tooth at the front",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the upper molars',
      DENTAL: [
        ['71', 'Mobile'],
        ['31', 'Erupting behind it'],
        ['55', 'Occlusal fissures stained no caries'],
        ['65', 'Occlusal fissures stained no caries'],
        ['75', 'D caries'],
        ['85', 'Sound'],
        ['16', 'Erupting'],
      ],
      RADIO: "No bitewings as she wouldn't tolerate them",
      DX: ['Caries 75'],
      CONSULT:
        'Advised brushing twice a day with a pea sized amount of fluoride toothpaste. She asked when the wobbly tooth will come out. Told her any time now and to let it come out by itself',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '6 year old with mum. She was really good',
      NV: ['D GIC 75'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK principal typing Palmer shorthand (Palmer)
  defineCase({
    id: 'h24-07-uk-typed-palmer-terse-exam-ul6-fractured-p-cusp-bws-s-and-p-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Exam. No c/o. MH NC, on amlodipine, NKDA. EO NAD. IO NAD. BPE 212/223, OH good. UR8 missing. UR6 MOD amal, sound. UL6 MOD amal, # P cusp, not TTP. UL7 O comp sound. LL6 crown, margins OK. LR7 DO amal, D margin ditched. BWs (R+L) gr 1: no caries, LR7 D overhang. Discussed gold vs ceramic crown for UL6, pt wants to think about it. Today: S&P. Tx plan: crown UL6, DO comp LR7. Recall 6/12.',
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'NC, on amlodipine, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 212/223, OH good',
      DENTAL: [
        ['UR8', 'Missing'],
        ['UR6', 'MOD amal, sound'],
        ['UL6', 'MOD amal, # P cusp, not TTP', 'P cusp'],
        ['UL7', 'O comp sound'],
        ['LL6', 'Crown, margins OK'],
        ['LR7', 'DO amal, D margin ditched'],
      ],
      RADIO: 'BWs (R+L) gr 1: no caries, LR7 D overhang',
      CONSULT: 'Discussed gold vs ceramic crown for UL6, pt wants to think about it',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      'TX PLAN': ['Crown UL6', 'DO composite LR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h24-08-uk-typed-palmer-crown-prep-ul6-gold-fuji-core-will-gold-show',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Crown prep UL6 as planned (gold). MH NC, NKDA. UL6 MOD amal, # P cusp, not TTP, EPT +ve. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UL6. Amal removed, caries removed, no exposure. Core in Fuji IX. Crown prep UL6, 1.5 mm functional cusp bevel, 1 mm chamfer. Cord 00 + Racestyptine. Impressions: Aquasil heavy + light, alginate lower, bite reg (Blu-Mousse). Temp crown Protemp A3, TempBond. Occ checked. Pt asked if gold will show when she smiles: showed her in the mirror, can't be seen. POIG. NV crown fit UL6 2/52.",
    expect: {
      CC: 'Crown prep UL6 as planned (gold)',
      'MED HX': 'NC, NKDA',
      DENTAL: [['UL6', 'MOD amal, # P cusp, not TTP, EPT +ve', 'P cusp']],
      CONSULT: "Pt asked if gold will show when she smiles: showed her in the mirror, can't be seen",
      'TX TODAY': ['Crown prep UL6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Amal removed',
        'Caries removed',
        'No exposure',
        'Core in Fuji IX',
        'Crown prep UL6',
        '1.5 mm functional cusp bevel',
        '1 mm chamfer',
        'Cord 00 + Racestyptine',
        'Impressions: Aquasil heavy + light',
        'Alginate lower',
        'Bite reg (Blu-Mousse)',
        'Temp crown Protemp A3',
        'TempBond',
        'Occ checked',
        'POIG',
      ],
      NV: ['Crown fit UL6 2 weeks'],
    },
  }),
  defineCase({
    id: 'h24-09-uk-typed-palmer-rct-lr6-stage-2-obturation-working-lengths-crown-cost',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT LR6 stage 2. Settled since extirpation 2/52 ago. MH NC, NKDA. LR6 Cavit intact, not TTP. LA 1 x 2.2ml lido 2% 1:80,000 adr IDB right. RD. Cavit + Ledermix removed. 3 canals located. WL (apex locator): MB 20.5 mm, ML 20 mm, D 21 mm. Prep to 25/.06 Reciproc Blue. NaOCl 3% + EDTA 17%. Dried. MC check PA OK. Obturated LR6 warm vertical + AH Plus. GIC seal, amalgam core. Post-op PA: well condensed, to length. Pt asked about crown cost: £650 gold / £750 emax, will decide. NV crown prep LR6 1/12.',
    expect: {
      CC: 'RCT LR6 stage 2. Settled since extirpation 2 weeks ago',
      'MED HX': 'NC, NKDA',
      DENTAL: [['LR6', 'Cavit intact, not TTP']],
      RADIO: 'Post-op PA: well condensed, to length',
      CONSULT: 'Pt asked about crown cost: £650 gold / £750 emax, will decide',
      'TX TODAY': ['Obturation LR6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RD',
        'Cavit + Ledermix removed',
        '3 canals located',
        'WL (apex locator): MB 20.5 mm',
        'ML 20 mm',
        'D 21 mm',
        'Prep to 25/.06 Reciproc Blue',
        'NaOCl 3% + EDTA 17%',
        'Dried',
        'MC check PA OK',
        'Obturated LR6 warm vertical + AH Plus',
        'GIC seal',
        'Amalgam core',
      ],
      NV: ['Crown prep LR6 1 month'],
    },
  }),
  defineCase({
    id: 'h24-10-uk-typed-palmer-upper-acrylic-partial-denture-fit-ur1-ul1-relieved',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of P/- acrylic denture replacing UR1, UL1 (lost in a cycling accident last year). MH NC, NKDA. UR2, UL2, UR4, UL4 sound. Palate healthy. P/- tried in, labial flange blanching the gingiva, relieved + polished. Retention good, occlusion even, no rocking. Pt very pleased with appearance, wife came in to see it. Insertion/removal + cleaning demonstrated, advised out at night. Review 1/52 for ease.',
    expect: {
      CC: 'Fit of P/- acrylic denture replacing UR1, UL1 (lost in a cycling accident last year)',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['UR2', 'Sound'],
        ['UL2', 'Sound'],
        ['UR4', 'Sound'],
        ['UL4', 'Sound'],
      ],
      INTRA: 'Palate healthy',
      CONSULT: 'Insertion/removal + cleaning demonstrated, advised out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'P/- tried in',
        'Labial flange blanching the gingiva',
        'Relieved + polished',
        'Retention good',
        'Occlusion even',
        'No rocking',
      ],
      NOTES: 'Pt very pleased with appearance, wife came in to see it',
      'F/U': 'Review 1 week for ease',
    },
  }),
  defineCase({
    id: 'h24-11-uk-typed-palmer-trauma-ur1-fractured-mi-corner-mi-comp-review-ept',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Fell off bike last night, chipped UR1, sensitive to cold air. No LOC, no other injuries. MH NC, NKDA. EO: grazed chin, healing. IO: upper lip bruised, no lacerations. UR1 # MI corner into dentine, no exposure, not mobile, EPT +ve. UL1 crazed, EPT +ve. PA UR1 + UL1: no root #, PDL normal. Dx: UR1 uncomplicated crown #. Discussed composite now, possible RCT later if the tooth dies. No LA. Etch + bond, MI comp UR1 A2 freehand. Polished. Advised soft diet, monitor colour. Review 6/52 for EPT.',
    expect: {
      CC: 'Emergency. Fell off bike last night, chipped UR1, sensitive to cold air. No LOC, no other injuries',
      'MED HX': 'NC, NKDA',
      EXTRA: 'Grazed chin, healing',
      INTRA: 'Upper lip bruised, no lacerations',
      DENTAL: [
        ['UR1', '# MI corner into dentine, no exposure, not mobile, EPT +ve', 'MI corner'],
        ['UL1', 'Crazed, EPT +ve'],
      ],
      RADIO: 'PA UR1 + UL1: no root #, PDL normal',
      DX: ['UR1 uncomplicated crown #'],
      CONSULT: 'Discussed composite now, possible RCT later if the tooth dies. Advised soft diet, monitor colour',
      'TX TODAY': ['MI composite UR1'],
      TX: ['No LA', 'Etch + bond', 'MI comp UR1 A2 freehand', 'Polished'],
      'F/U': 'Review 6 weeks for EPT',
    },
  }),
  defineCase({
    id: 'h24-12-uk-typed-palmer-appends-consult-missing-ll6-implant-vs-bridge-cbct',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Consult re LL6 - XLA'd 3/12 ago (unrestorable), wants gap filled. MH NC, NKDA, non-smoker. LL6 missing, ridge healed, good width. LL5 sound. LL7 MO comp, slight mesial tilt. UL6 not over-erupted. BPE 111/112. Options: leave, P/-, bridge LL5-LL7, implant. Risks/benefits/costs explained. Bridge £1,800, implant £2,650 incl crown. Pt prefers implant, wants CBCT first. Written tx plan + estimate given. Plan: CBCT LL6 site, then implant LL6 if suitable.",
    appends: ['Add to notes: pt is a pilot, needs appts on Mondays.', 'Next visit: CBCT LL6 site.'],
    expect: {
      CC: "Consult re LL6 - XLA'd 3 months ago (unrestorable), wants gap filled",
      'MED HX': 'NC, NKDA, non-smoker',
      DENTAL: [
        ['LL6', 'Missing, ridge healed, good width'],
        ['LL5', 'Sound'],
        ['LL7', 'MO comp, slight mesial tilt'],
        ['UL6', 'Not over-erupted'],
      ],
      PERIO: 'BPE 111/112',
      CONSULT:
        'Options: leave, P/-, bridge LL5-LL7, implant. Risks/benefits/costs explained. Bridge £1,800, implant £2,650 incl crown. Pt prefers implant, wants CBCT first. Written tx plan + estimate given',
      'TX PLAN': ['CBCT LL6 site', 'Implant LL6 if suitable'],
      NOTES: 'Pt is a pilot, needs appts on Mondays',
      NV: ['CBCT LL6 site'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK dental therapist (FDI)
  defineCase({
    id: 'h24-13-uk-asr-fdi-therapist-smoker-hygiene-pocket-sorry-46-electric-brush',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment six monthly medical history no changes smokes about ten a day no allergies bpe two two two three two two bleeding on probing about thirty percent supragingival calculus lingual of the lower incisors brown staining from the smoking four five buccal pocket sorry four six buccal pocket five millimetres localised scale and polish with the ultrasonic and hand scalers oral hygiene instruction tepe brushes size two and three she asked if an electric toothbrush would help told her yes one with a round head smoking cessation advice given she isn't ready to quit yet recall three months with me",
    expect: {
      CC: 'Hygiene appointment 6 monthly',
      'MED HX': 'No changes. Smokes about 10 a day. No allergies',
      INTRA: 'Brown staining from the smoking',
      PERIO:
        'BPE 2 2 2 / 3 2 2. Bleeding on probing about 30%. Supragingival calculus lingual of the lower incisors. 46 buccal pocket 5 mm localised',
      CONSULT:
        "She asked if an electric toothbrush would help. Told her yes one with a round head. Smoking cessation advice given. She isn't ready to quit yet",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with the ultrasonic and hand scalers', 'Oral hygiene instruction TePe brushes size 2 and 3'],
      'F/U': 'Recall 3 months with me',
    },
  }),
  defineCase({
    id: 'h24-14-uk-typed-fdi-therapist-rsd-visit-2-ul-ll-furcation-27-mobility-37',
    style: 'UK',
    asr: false,
    transcript:
      'RSD visit 2 of 2 (UL + LL). Reports less bleeding since last visit, using TePes daily. MH: T2 diabetes (metformin), last HbA1c 61, NKDA. BOP 35% (was 58%), plaque 30%, furcation II 27 D. 37 grade I mobility. LA 2 x 2.2ml articaine 4% 1:100,000 adr, buccal + palatal infil UL, IDB left. RSD UL + LL w/ ultrasonic + Gracey curettes. OHI: TePe orange in posteriors. Advised diabetes control affects gum healing. Re-eval 3/12 with 6PPC.',
    expect: {
      CC: 'RSD visit 2 of 2 (UL + LL). Reports less bleeding since last visit, using TePes daily',
      'MED HX': 'T2 diabetes (metformin), last HbA1c 61, NKDA',
      PERIO: 'BOP 35% (was 58%), plaque 30%, furcation II 27 D',
      DENTAL: [['37', 'Grade I mobility']],
      CONSULT: 'Advised diabetes control affects gum healing',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL + IDB left',
        'RSD UL + LL w/ ultrasonic + Gracey curettes',
        'OHI: TePe orange in posteriors',
      ],
      'F/U': 'Re-eval 3 months with 6PPC',
    },
  }),
  defineCase({
    id: 'h24-15-uk-asr-fdi-therapist-child-fissure-sealants-36-46-scratch-that-football',
    style: 'UK',
    asr: true,
    transcript:
      'nine year old here with dad for fissure sealants on the six year molars as prescribed no problems medical history asthma uses a blue inhaler no allergies soft tissues healthy three six and four six already sealed scratch that three six and four six deep fissures no caries one six and two six not fully erupted seven five and eight five sound isolation with cotton wool rolls and dry guards fissure sealants three six and four six cured checked with a probe fluoride varnish applied twenty two thousand six hundred ppm he asked if he can still play his football match tonight told him yes just no food for half an hour he was great next visit fissure sealants one six and two six when erupted',
    expect: {
      CC: 'Fissure sealants on the 6 year molars as prescribed. No problems',
      'MED HX': 'Asthma uses a blue inhaler. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'Deep fissures no caries'],
        ['46', 'Deep fissures no caries'],
        ['16', 'Not fully erupted'],
        ['26', 'Not fully erupted'],
        ['75', 'Sound'],
        ['85', 'Sound'],
      ],
      CONSULT: 'He asked if he can still play his football match tonight. Told him yes just no food for half an hour',
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: [
        'Isolation with cotton wool rolls and dry guards',
        'Fissure sealants 36, 46',
        'Cured',
        'Checked with a probe',
        'Fluoride varnish applied 22,600 ppm',
      ],
      NOTES: '9 year old here with dad. He was great',
      NV: ['Fissure sealants 16, 26 when erupted'],
    },
  }),
  defineCase({
    id: 'h24-16-uk-typed-fdi-therapist-terse-perio-maintenance-pmpr-bpe-3-star',
    style: 'UK',
    asr: false,
    transcript:
      'Perio maintenance. Pt reports no bleeding. MH NC. BPE 3*22/322, BOP 12%, 47 B furcation unchanged. Supra + subgingival PMPR all sextants. OHI reinforced. Recall 3/12.',
    expect: {
      CC: 'Perio maintenance. Pt reports no bleeding',
      'MED HX': 'NC',
      PERIO: 'BPE 3*22/322, BOP 12%, 47 B furcation unchanged',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['Supra + subgingival PMPR all sextants', 'OHI reinforced'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h24-17-uk-asr-fdi-therapist-appends-b-composite-43-prescribed-add-treatment-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'attended for the cervical filling on four three as prescribed sensitive when she brushes medical history no changes no allergies four three buccal cervical caries soft not near the pulp four four buccal abrasion not sensitive la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration four three um cotton wool rolls retraction cord caries removed etched and bonded buccal composite four three shade a three point five polished she asked if it will look yellow told her it matches her other teeth post op instructions given',
    appends: ['add to treatment duraphat varnish applied to four four', "add to notes she'd like a reminder text the day before"],
    expect: {
      CC: 'Cervical filling on 43 as prescribed. Sensitive when she brushes',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['43', 'B cervical caries soft not near the pulp'],
        ['44', 'B abrasion not sensitive'],
      ],
      CONSULT: 'She asked if it will look yellow. Told her it matches her other teeth',
      'TX TODAY': ['B composite 43', 'Fluoride varnish 44'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 43',
        'Cotton wool rolls',
        'Retraction cord',
        'Caries removed',
        'Etched and bonded',
        'B composite 43',
        'Shade A3.5',
        'Polished',
        'Post-op instructions given',
        'Duraphat varnish applied 44',
      ],
      NOTES: "She'd like a reminder text the day before",
    },
  }),
  defineCase({
    id: 'h24-18-uk-typed-fdi-therapist-sdf-root-caries-33-34-43-carer-duraphat-5000',
    style: 'UK',
    asr: false,
    transcript:
      "Root caries management as prescribed. 84 y/o, attends w/ carer. MH: mild dementia, AF on apixaban, NKDA. Dry mouth. 33, 34, 43 B root caries, active, soft. 42 B root caries, hard, arrested. SDF 38% applied 33, 34, 43 for 1 min under cotton roll isolation. Duraphat varnish to all other exposed roots. Advised carer: Duraphat 5000 toothpaste at night, spit don't rinse. Warned the treated areas will go black; carer happy. Review 3/12 to reapply.",
    expect: {
      CC: 'Root caries management as prescribed',
      'MED HX': 'Mild dementia, AF on apixaban, NKDA',
      INTRA: 'Dry mouth',
      DENTAL: [
        ['33', 'B root caries, active, soft'],
        ['34', 'B root caries, active, soft'],
        ['43', 'B root caries, active, soft'],
        ['42', 'B root caries, hard, arrested'],
      ],
      CONSULT:
        "Advised carer: Duraphat 5000 toothpaste at night, spit don't rinse. Warned the treated areas will go black; carer happy",
      'TX TODAY': ['SDF 33, 34, 43', 'Fluoride varnish'],
      TX: [
        'SDF 38% applied 33, 34, 43 for 1 min under cotton roll isolation',
        'Duraphat varnish to all other exposed roots',
      ],
      NOTES: '84 y/o, attends w/ carer',
      'F/U': 'Review 3 months to reapply',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist (Universal, recogniser-style)
  defineCase({
    id: 'h24-19-us-asr-comprehensive-new-patient-fmx-periodontitis-plan-srp-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she's moving here from out of state wants a checkup and a cleaning also says her gums bleed when she flosses medical history high blood pressure takes lisinopril and a baby aspirin allergic to codeine no surgeries blood pressure one thirty eight over eighty eight extraoral tmj no clicking no lymphadenopathy intraoral tongue floor of mouth and palate normal oral cancer screening negative periodontal exam mostly three to four millimeters with five millimeter pockets on the molars generalized bleeding on probing moderate calculus number one missing number two mesial occlusal distal amalgam with a fracture line on the mesiobuccal cusp number three crown number fourteen occlusal composite number fifteen distal caries number sixteen missing uh seventeen and thirty two missing number nineteen root canal treated with a crown number thirty large mesial occlusal distal amalgam number thirty one occlusal caries full mouth series taken shows generalized mild horizontal bone loss periapical radiolucency on nineteen distal root distal caries on fifteen into dentin diagnosis generalized periodontitis stage two grade b caries fifteen and thirty one periapical lesion nineteen went through everything with her she asked which one to do first told her the gums come first she said her insurance renews at the end of the year treatment plan scaling and root planing four quadrants then distal composite fifteen occlusal composite thirty one crown on two reassess nineteen with a cbct next visit scaling and root planing upper right and lower right",
    expect: {
      CC: "New patient comprehensive exam. She's moving here from out of state. Wants a checkup and a cleaning. Says her gums bleed when she flosses",
      'MED HX':
        'High blood pressure. Takes lisinopril and a baby aspirin. Allergic to codeine. No surgeries. Blood pressure 138/88',
      EXTRA: 'TMJ no clicking. No lymphadenopathy',
      INTRA: 'Tongue floor of mouth and palate normal. Oral cancer screening negative',
      PERIO: 'Mostly 3 to 4 mm with 5 mm pockets on the molars. Generalized bleeding on probing. Moderate calculus',
      DENTAL: [
        ['1', 'Missing'],
        ['2', 'MOD amalgam with a fracture line on the MB cusp', 'MB cusp'],
        ['3', 'Crown'],
        ['14', 'O composite'],
        ['15', 'D caries'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['19', 'Root canal treated with a crown'],
        ['30', 'Large MOD amalgam'],
        ['31', 'O caries'],
      ],
      RADIO:
        'Full mouth series taken shows generalized mild horizontal bone loss. Periapical radiolucency on #19 distal root. Distal caries on #15 into dentin',
      DX: ['Generalized periodontitis stage 2 grade B', 'Caries #15, #31', 'Periapical lesion #19'],
      CONSULT:
        'Went through everything with her. She asked which one to do first. Told her the gums come first. She said her insurance renews at the end of the year',
      'TX PLAN': ['SRP 4 quadrants', 'D composite #15', 'O composite #31', 'Crown #2', 'Reassess #19 with a CBCT'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'h24-20-us-asr-emergency-14-dp-cusp-sorry-no-wait-same-day-crown-prep-itero',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency she broke a tooth upper left on a popcorn kernel last night no pain just sharp on her tongue medical history no changes no allergies number fourteen mesial occlusal distal amalgam with the mesiolingual sorry mesiopalatal no wait distopalatal cusp fractured off at the gum line numbers thirteen and fifteen sound bitewing on the left no caries under the amalgam diagnosis fractured cusp fourteen explained it needs a crown she wants it done today since she's traveling next week two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen old amalgam removed core buildup with composite crown prep on fourteen scanned with the itero shade a two temporary crown with integrity cemented with tempbond occlusion checked post op instructions given next visit seat crown fourteen in two weeks",
    expect: {
      CC: 'Emergency. She broke a tooth upper left on a popcorn kernel last night. No pain just sharp on her tongue',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['14', 'MOD amalgam with the DP cusp fractured off at the gum line', 'DP cusp'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'Bitewing on the left no caries under the amalgam',
      DX: ['Fractured cusp #14'],
      CONSULT: "Explained it needs a crown. She wants it done today since she's traveling next week",
      'TX TODAY': ['Crown prep #14', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Old amalgam removed',
        'Core buildup with composite',
        'Crown prep #14',
        'Scanned with the iTero',
        'Shade A2',
        'Temporary crown with Integrity',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h24-21-us-asr-appends-do-composite-20-o-composite-19-i-mean-nurse-aside-coffee',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for two fillings on the lower left medical history no changes takes metformin allergic to latex number twenty distal occlusal caries number twenty one I mean number nineteen occlusal caries number eighteen sound two carpules lidocaine two percent one to one hundred thousand epi left ianb non latex rubber dam can you grab me the wedges thanks caries removed on twenty sectional matrix and wedge etched bonded distal occlusal composite twenty shade a three then nineteen occlusal caries removed occlusal composite nineteen shade a three cured polished bite adjusted he asked if he can drink coffee told him wait till the numbness wears off',
    appends: ['add to notes he wants all his treatment done before he retires next year', 'next visit crown on number three'],
    expect: {
      CC: '2 fillings on the lower left',
      'MED HX': 'No changes. Takes metformin. Allergic to latex',
      DENTAL: [
        ['20', 'DO caries'],
        ['19', 'O caries'],
        ['18', 'Sound'],
      ],
      CONSULT: 'He asked if he can drink coffee. Told him wait till the numbness wears off',
      'TX TODAY': ['DO composite #20', 'O composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Non latex rubber dam',
        'Caries removed #20',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #20',
        'Shade A3',
        '#19 O caries removed',
        'O composite #19',
        'Shade A3',
        'Cured',
        'Polished',
        'Bite adjusted',
      ],
      NOTES: 'He wants all his treatment done before he retires next year',
      NV: ['Crown #3'],
    },
  }),
  defineCase({
    id: 'h24-22-us-asr-child-pulpotomy-ssc-l-nitrous-mom-cartoons-fall-out-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with mom for the filling on letter l lower left he says it hurts when he eats candy medical history healthy no meds allergic to amoxicillin letter l large distal occlusal caries no swelling not mobile letter k sound number nineteen erupted sealant intact bitewing from last visit showed caries close to the pulp on l nitrous oxide thirty percent topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed pulp exposed so pulpotomy on letter l hemostasis with a cotton pellet in two minutes filled with irm stainless steel crown on l size four cemented with glass ionomer checked the bite he was awesome watched cartoons the whole time mom asked if it will fall out normally told her yes around age eleven post op instructions to mom watch for lip biting recall in six months',
    expect: {
      CC: 'Filling on #L lower left. He says it hurts when he eats candy',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      DENTAL: [
        ['L', 'Large DO caries no swelling not mobile'],
        ['K', 'Sound'],
        ['19', 'Erupted sealant intact'],
      ],
      RADIO: 'Bitewing from last visit showed caries close to the pulp on #L',
      CONSULT: 'Mom asked if it will fall out normally. Told her yes around age 11',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Nitrous oxide 30%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #L',
        'Hemostasis with a cotton pellet in 2 minutes',
        'Filled with IRM',
        'Stainless steel crown #L size 4',
        'Cemented with glass ionomer',
        'Checked the bite',
        'Post-op instructions to mom watch for lip biting',
      ],
      NOTES: '7 year old with mom. He was awesome. Watched cartoons the whole time',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h24-23-us-asr-srp-right-side-arestin-3-distal-a1c-teeth-loose-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for scaling and root planing on the right side first of two visits medical history no changes type two diabetes on metformin last a one c seven point two no allergies pockets five to seven millimeters upper right molars and lower right premolars bleeding on probing heavy subgingival calculus diagnosis periodontitis stage three grade b three carpules articaine four percent one to one hundred thousand epi right ianb and buccal and palatal infiltration upper right scaling and root planing upper right and lower right with the cavitron and hand instruments arestin placed in the seven millimeter pocket on number three distal um oral hygiene instruction water flosser she asked if her teeth will get loose told her that's what we're trying to prevent next visit scaling and root planing upper left and lower left in one week",
    expect: {
      CC: 'Scaling and root planing on the right side first of 2 visits',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Last A1c 7.2. No allergies',
      PERIO:
        'Pockets 5 to 7 mm upper right molars and lower right premolars. Bleeding on probing. Heavy subgingival calculus',
      DX: ['Periodontitis stage 3 grade B'],
      CONSULT: "She asked if her teeth will get loose. Told her that's what we're trying to prevent",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and hand instruments',
        'Arestin placed in the 7 mm pocket on #3 distal',
        'Oral hygiene instruction water flosser',
      ],
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'h24-24-us-asr-dry-socket-17-review-no-title-socket-irrigated-paste',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'she came in with pain after the extraction of number seventeen four days ago throbbing up to her ear bad taste ibuprofen helps a bit medical history no changes smokes half a pack a day allergic to penicillin extraoral no swelling no lymph nodes palpable intraoral socket seventeen empty no clot exposed bone food debris in it number eighteen sound not tender diagnosis dry socket seventeen socket irrigated with saline and chlorhexidine dry socket paste placed she said that feels better already told her no smoking for three days and no straws rx ibuprofen six hundred milligrams every six hours come back in three days to change the dressing',
    expect: {
      CC: 'Pain after the extraction of #17 4 days ago. Throbbing up to her ear. Bad taste. Ibuprofen helps a bit',
      'MED HX': 'No changes. Smokes half a pack a day. Allergic to penicillin',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'Socket #17 empty. No clot. Exposed bone. Food debris in it',
      DENTAL: [['18', 'Sound not tender']],
      DX: ['Dry socket #17'],
      CONSULT: 'Told her no smoking for 3 days and no straws',
      TX: [
        'Socket irrigated with saline and chlorhexidine',
        'Dry socket paste placed',
        'Rx ibuprofen 600 mg every 6 hours',
      ],
      NOTES: 'She said that feels better already',
      'F/U': 'Come back in 3 days to change the dressing',
    },
  }),

  // ---------------------------------------------------------------- 5. US dentist typing full sentences (Universal)
  defineCase({
    id: 'h24-25-us-typed-sentences-periodic-exam-prophy-bitewings-recurrent-caries-19',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for her periodic exam and cleaning. She has no concerns but mentions some sensitivity to cold on the upper left. Medical history: no changes, takes levothyroxine, NKDA. Extraoral exam within normal limits. Intraoral soft tissues are healthy. PSR 2 2 2 / 2 1 2 with light calculus on the lower anteriors. #12 has buccal cervical abrasion and is sensitive to air. #14 has an MO composite that is intact. #19 has a crown with an open distal margin. #30 has an occlusal composite that is intact. Four bitewings were taken. They show recurrent caries under the distal margin of the crown on #19 and no other caries. The diagnosis is recurrent caries #19. The hygienist completed a prophy and flossed. Fluoride varnish was applied. I recommended Sensodyne for #12 and discussed a new crown on #19. She would like to wait until next year because of insurance. Recall in 6 months.',
    expect: {
      CC: 'Her periodic exam and cleaning. She has no concerns but mentions some sensitivity to cold on the upper left',
      'MED HX': 'No changes, takes levothyroxine, NKDA',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues are healthy',
      PERIO: 'PSR 2 2 2 / 2 1 2 with light calculus on the lower anteriors',
      DENTAL: [
        ['12', 'B cervical abrasion and is sensitive to air'],
        ['14', 'MO composite that is intact'],
        ['19', 'Crown with an open D margin'],
        ['30', 'O composite that is intact'],
      ],
      RADIO:
        '4 bitewings were taken. They show recurrent caries under the distal margin of the crown on #19 and no other caries',
      DX: ['Recurrent caries #19'],
      CONSULT:
        'I recommended Sensodyne for #12 and discussed a new crown on #19. She would like to wait until next year because of insurance',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Hygienist completed a prophy and flossed', 'Fluoride varnish was applied'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h24-26-us-typed-sentences-single-visit-rct-30-two-la-sentences-obturated',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for root canal therapy on #30. The pulp was opened at his emergency visit last week, and he says the pain is much better. Medical history: no changes, takes atorvastatin, allergic to sulfa drugs. #30 has a temporary filling that is intact and is slightly tender to percussion. #29 and #31 respond normally to cold. Local anesthesia was 2 carpules of lidocaine 2% with 1:100,000 epinephrine as a right IANB and 1 carpule of articaine 4% with 1:100,000 epinephrine as a buccal infiltration of #30. A rubber dam was placed. The temporary and cotton pellet were removed. Four canals were located. Working lengths were measured with the apex locator and confirmed with a PA. The canals were shaped to 25/.06 with Vortex Blue and irrigated with 6% sodium hypochlorite and 17% EDTA. #30 was obturated with gutta percha and AH Plus using warm vertical compaction. A Cavit seal was placed. The post-op PA shows all four canals filled to length. I explained that the tooth needs a crown within a month because it can split. He agreed. Next visit: crown prep #30 with a core buildup.',
    expect: {
      CC: 'Root canal therapy on #30. Pulp was opened at his emergency visit last week, and he says the pain is much better',
      'MED HX': 'No changes, takes atorvastatin, allergic to sulfa drugs',
      DENTAL: [
        ['30', 'Temporary filling that is intact and is slightly tender to percussion'],
        ['29', 'Respond normally to cold'],
        ['31', 'Respond normally to cold'],
      ],
      RADIO: 'Post-op PA shows all 4 canals filled to length',
      CONSULT: 'I explained that the tooth needs a crown within a month because it can split. He agreed',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Rubber dam was placed',
        'Temporary and cotton pellet were removed',
        '4 canals were located',
        'Working lengths were measured with the apex locator and confirmed with a PA',
        'Canals were shaped to 25/.06 with Vortex Blue and irrigated with 6% sodium hypochlorite and 17% EDTA',
        '#30 was obturated with gutta percha and AH Plus using warm vertical compaction',
        'Cavit seal was placed',
      ],
      NV: ['Crown prep #30 with a core buildup'],
    },
  }),
  defineCase({
    id: 'h24-27-us-typed-sentences-bridge-seat-12-to-14-tight-contact-floss-threader',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for seating of her three-unit bridge #12 to #14. The temporary bridge came loose twice, and she has had some sensitivity on #14. Medical history: no changes, NKDA. #11 is sound. #15 has an MO composite that is intact. The gingiva around the abutments is slightly inflamed. No anesthetic was needed. The temporary bridge was removed and the abutments were cleaned with pumice. The bridge was tried in. #12 had a tight mesial contact, so it was adjusted with a rubber wheel. The margins were closed on both abutments. She liked the shade. The occlusion was checked and a high spot on the pontic was adjusted. The bridge #12 to #14 was cemented with RelyX Luting Plus and the excess was removed. I showed her how to use a floss threader under the pontic. Recall in 6 months.',
    expect: {
      CC: 'Seating of her 3-unit bridge #12 to #14. Temporary bridge came loose twice, and she has had some sensitivity on #14',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['11', 'Sound'],
        ['15', 'MO composite that is intact'],
      ],
      PERIO: 'Gingiva around the abutments is slightly inflamed',
      CONSULT: 'I showed her how to use a floss threader under the pontic',
      'TX TODAY': ['Bridge fit #12 to #14'],
      TX: [
        'No anesthetic was needed',
        'Temporary bridge was removed',
        'Abutments were cleaned with pumice',
        'Bridge was tried in',
        '#12 had a tight mesial contact',
        'It was adjusted with a rubber wheel',
        'Margins were closed on both abutments',
        'Occlusion was checked',
        'High spot on the pontic was adjusted',
        'Bridge #12 to #14 was cemented with RelyX Luting Plus',
        'Excess was removed',
      ],
      NOTES: 'She liked the shade',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h24-28-us-typed-sentences-emergency-pericoronitis-32-irrigation-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'This is an emergency visit for pain and swelling around a lower right wisdom tooth for 3 days. It hurts to swallow and he cannot open fully. Medical history: no changes, NKDA. He vapes daily. Extraoral: mild swelling at the right angle of the mandible, a tender right submandibular node, and mouth opening of 30 mm. Temperature 99.1 F. Intraoral: the operculum over #32 is red and swollen with pus on pressure. #32 is partially erupted and #31 is sound. A PA of #32 shows a vertically impacted tooth with no caries. Diagnosis: acute pericoronitis #32. The area under the operculum was irrigated with chlorhexidine 0.12%. Rx amoxicillin 500 mg three times a day for 7 days. Rx Peridex rinse twice a day. I advised warm salt water rinses and discussed having #32 removed once the infection settles; he would like to think about it. Referral to the oral surgeon for extraction of #32 if symptoms recur. Call if the swelling gets worse.',
    expect: {
      CC: 'This is an emergency visit for pain and swelling around a lower right wisdom tooth for 3 days. It hurts to swallow and he cannot open fully',
      'MED HX': 'No changes, NKDA. He vapes daily',
      EXTRA:
        'Mild swelling at the right angle of the mandible, a tender right submandibular node, and mouth opening of 30 mm. Temperature 99.1 F',
      INTRA: 'Operculum over #32 is red and swollen with pus on pressure',
      DENTAL: [
        ['32', 'Partially erupted'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #32 shows a vertically impacted tooth with no caries',
      DX: ['Acute pericoronitis #32'],
      CONSULT:
        'I advised warm salt water rinses and discussed having #32 removed once the infection settles; he would like to think about it',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Area under the operculum was irrigated with chlorhexidine 0.12%',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx Peridex rinse twice a day',
      ],
      'TX PLAN': ['Referral to the oral surgeon for extraction #32 if symptoms recur'],
      'F/U': 'Call if the swelling gets worse',
    },
  }),
  defineCase({
    id: 'h24-29-us-typed-sentences-appends-partial-denture-consult-prolia-two-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a consultation about replacing her upper partial denture. She says the clasp on #6 broke and the denture rocks when she chews. Medical history: no changes, osteoporosis treated with Prolia, NKDA. #6 has a worn MO composite. #11 is sound. #12 is missing. The palate under the denture is slightly red. We discussed a new cast metal partial, a flexible partial, or implants. I explained that implants need extra caution because of the Prolia. She chose a new cast metal partial and would like to start after her vacation. Next visit: preliminary impressions for the new partial.',
    appends: [
      'Add to notes: she brought her old denture from 10 years ago to compare.',
      'Next visit: adjust the clasp on the current partial as a temporary fix.',
    ],
    expect: {
      CC: 'Consultation about replacing her upper partial denture. She says the clasp on #6 broke and the denture rocks when she chews',
      'MED HX': 'No changes, osteoporosis treated with Prolia, NKDA',
      DENTAL: [
        ['6', 'Worn MO composite'],
        ['11', 'Sound'],
        ['12', 'Missing'],
      ],
      INTRA: 'Palate under the denture is slightly red',
      CONSULT:
        'We discussed a new cast metal partial, a flexible partial, or implants. I explained that implants need extra caution because of the Prolia. She chose a new cast metal partial and would like to start after her vacation',
      NOTES: 'She brought her old denture from 10 years ago to compare',
      NV: ['Preliminary impressions for the new partial', 'Adjust the clasp on the current partial as a temporary fix'],
    },
  }),
  defineCase({
    id: 'h24-30-us-typed-sentences-short-night-guard-delivery-high-spot-recheck',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for delivery of his night guard. No changes to his medical history. The night guard was tried in and fit well with good retention. A light high spot on the left was adjusted. He was shown how to clean it and store it in its case. Recheck in 1 month.',
    expect: {
      CC: 'Delivery of his night guard',
      'MED HX': 'No changes to his medical history',
      CONSULT: 'He was shown how to clean it and store it in its case',
      'TX TODAY': ['Night guard'],
      TX: ['Night guard was tried in and fit well with good retention', 'Light high spot on the left was adjusted'],
      'F/U': 'Recheck in 1 month',
    },
  }),

  // ---------------------------------------------------------------- 6. Canadian dentist typing FDI
  defineCase({
    id: 'h24-31-ca-typed-fdi-hash-recall-exam-scaling-polish-varnish-wisdom-teeth-question',
    style: 'US',
    asr: false,
    transcript:
      'Recall exam + hygiene. No concerns. Med hx: no changes, NKDA. EO: WNL. IO: WNL. Perio: generalized 2-3 mm, BOP localized #46/#47, light calculus lower anteriors. #16 MO amalgam, sound. #26 O composite, stained margin. #36 O caries. #46 crown, good. 2 BWs: #36 O caries into dentin, #25 D incipient. Dx: caries #36. Scaling 1 unit, polish, fluoride varnish. Pt asked if she needs her wisdom teeth out - all 4 fully erupted and healthy, so no. Tx plan: O composite #36. Recall 6 mos.',
    expect: {
      CC: 'Recall exam + hygiene. No concerns',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'Generalized 2-3 mm, BOP localized 46/47, light calculus lower anteriors',
      DENTAL: [
        ['16', 'MO amalgam, sound'],
        ['26', 'O composite, stained margin'],
        ['36', 'O caries'],
        ['46', 'Crown, good'],
      ],
      RADIO: '2 BWs: 36 O caries into dentin, 25 D incipient',
      DX: ['Caries 36'],
      CONSULT: 'Pt asked if she needs her wisdom teeth out - all 4 fully erupted and healthy, so no',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Scaling 1 unit', 'Polish', 'Fluoride varnish'],
      'TX PLAN': ['O composite 36'],
      'F/U': 'Recall 6 mos',
    },
  }),
  defineCase({
    id: 'h24-32-ca-typed-fdi-freezing-mod-composite-46-do-composite-45-recurrent-caries-d',
    style: 'US',
    asr: false,
    transcript:
      'Pt in for restorations #46 MOD + #45 DO as per tx plan. Med hx: no changes, takes Synthroid, allergic to codeine. #46 MOD amalgam, recurrent caries D. #45 DO caries. Freezing: 2 carps articaine 4% 1:100k epi, right IANB + buccal infiltration #46. Rubber dam #47-#43. Old amalgam + caries removed #46, caries removed #45, no exposures. Sectional matrices, wedges. Scotchbond Universal. MOD composite #46 (Filtek Z250 A3), DO composite #45 (A3). Occlusion adjusted, polished. Pt asked how long before she can eat - once the freezing wears off. NV: crown consult #36.',
    expect: {
      CC: 'Restorations 46 MOD + 45 DO as per tx plan',
      'MED HX': 'No changes, takes Synthroid, allergic to codeine',
      DENTAL: [
        ['46', 'MOD amalgam, recurrent D caries'],
        ['45', 'DO caries'],
      ],
      CONSULT: 'Pt asked how long before she can eat - once the freezing wears off',
      'TX TODAY': ['MOD composite 46', 'DO composite 45'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration 46',
        'Rubber dam 47-43',
        'Old amalgam + caries removed 46',
        'Caries removed 45',
        'No exposures',
        'Sectional matrices',
        'Wedges',
        'Scotchbond Universal',
        'MOD composite 46 (Filtek Z250 A3)',
        'DO composite 45 (A3)',
        'Occlusion adjusted',
        'Polished',
      ],
      NV: ['Crown consult 36'],
    },
  }),
  defineCase({
    id: 'h24-33-ca-typed-fdi-teen-ortho-extractions-14-24-mom-consent-nervous',
    style: 'US',
    asr: false,
    transcript:
      '13 y/o w/ mom. Here for extraction of #14 and #24 for ortho; referral letter from orthodontist on file. Med hx: healthy, no meds, NKDA. #14 and #24 sound, fully erupted. #13 and #23 erupting buccally. Pano (ortho records): all premolars present, roots fully formed. Risks explained to pt and mom, consent form signed by mom. Topical. 2 carps lidocaine 2% 1:100k epi, buccal + palatal infiltration #14 and #24. Extracted #14 and #24 w/ forceps, roots intact. Gauze pressure, hemostasis achieved. POI given to mom verbally and written. Advised Tylenol or Advil for pain. Pt very nervous at first, settled well. Return to ortho.',
    expect: {
      CC: 'Extraction of 14 and 24 for ortho; referral letter from orthodontist on file',
      'MED HX': 'Healthy, no meds, NKDA',
      DENTAL: [
        ['14', 'Sound, fully erupted'],
        ['24', 'Sound, fully erupted'],
        ['13', 'Erupting buccally'],
        ['23', 'Erupting buccally'],
      ],
      RADIO: 'Pano (ortho records): all premolars present, roots fully formed',
      CONSULT: 'Risks explained to pt and mom. Advised Tylenol or Advil for pain',
      CONSENT: 'Consent form signed by mom',
      'TX TODAY': ['Extraction 14, 24'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration 14, 24',
        'Extracted 14, 24 w/ forceps',
        'Roots intact',
        'Gauze pressure',
        'Hemostasis achieved',
        'POI given to mom verbally and written',
      ],
      NOTES: '13 y/o w/ mom. Pt very nervous at first, settled well',
      'F/U': 'Return to ortho',
    },
  }),
  defineCase({
    id: 'h24-34-ca-typed-fdi-appends-post-rct-check-46-no-treatment-change-nv',
    style: 'US',
    asr: false,
    transcript:
      'Post-op check #46, RCT completed 2 wks ago. Pt reports no pain, chewing ok. Med hx: no change. #46 temp intact, not TTP, no swelling, buccal sinus healed. PA #46: obturation to length, PA lesion smaller. Reinforced need for crown. NV: crown prep #46.',
    appends: [
      'Add to notes: insurance predetermination for the crown sent.',
      'Change crown prep #46 to core buildup + crown prep #46.',
    ],
    expect: {
      CC: 'Post-op check 46, RCT completed 2 wks ago. Pt reports no pain, chewing ok',
      'MED HX': 'No change',
      DENTAL: [['46', 'Temp intact, not TTP, no swelling, buccal sinus healed']],
      RADIO: 'PA 46: obturation to length, PA lesion smaller',
      CONSULT: 'Reinforced need for crown',
      NOTES: 'Insurance predetermination for the crown sent',
      NV: ['Core buildup + crown prep 46'],
    },
  }),
  defineCase({
    id: 'h24-35-ca-typed-fdi-child-hall-crown-84-sdf-74-dad-no-freezing',
    style: 'US',
    asr: false,
    transcript:
      '6 y/o w/ dad, here for treatment of #84. Occasional pain w/ sweets, no night pain. Med hx: healthy, NKDA. #84 DO caries, no swelling, not mobile. #85 O sealant intact. #74 O caries, small, arrested. BW (last visit): #84 caries into dentin, not near pulp. Discussed Hall crown vs filling w/ freezing, dad chose Hall crown. Verbal consent. No freezing. Orthodontic separator removed. Hall crown #84 size 5 cemented w/ GIC. Pt bit down on cotton roll. Occlusion high as expected. SDF #74. Told dad the bite will settle in a few weeks. Great kid, sticker. Recall 3 mos.',
    expect: {
      CC: 'Treatment of 84. Occasional pain w/ sweets, no night pain',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['84', 'DO caries, no swelling, not mobile'],
        ['85', 'O sealant intact'],
        ['74', 'O caries, small, arrested'],
      ],
      RADIO: 'BW (last visit): 84 caries into dentin, not near pulp',
      CONSULT:
        'Discussed Hall crown vs filling w/ freezing, dad chose Hall crown. Told dad the bite will settle in a few weeks',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['SSC 84', 'SDF 74'],
      TX: [
        'No freezing',
        'Orthodontic separator removed',
        'Hall crown 84 size 5 cemented w/ GIC',
        'Pt bit down on cotton roll',
        'Occlusion high as expected',
        'SDF 74',
      ],
      NOTES: '6 y/o w/ dad. Great kid, sticker',
      'F/U': 'Recall 3 mos',
    },
  }),
  defineCase({
    id: 'h24-36-ca-typed-fdi-srp-lr-ll-freezing-two-ianb-irrigation-bp-high',
    style: 'US',
    asr: false,
    transcript:
      'Pt in for root planing LR + LL quads, 2nd of 2 appts. Says gums less sore since first visit, using Waterpik. Med hx: T2 diabetes (Janumet), HTN (ramipril), NKDA, BP 142/90 today. Pockets 4-6 mm LR + LL posteriors, 7 mm #37 DL, furcation I #37 B, BOP generalized, subgingival calculus. #37 mobility grade I. Dx: periodontitis stage III grade C. Freezing: 3 carps lidocaine 2% 1:100k epi, left IANB + right IANB. SRP LR + LL quads w/ ultrasonic + Gracey curettes. Subgingival chlorhexidine irrigation LR + LL. OHI: Waterpik on low setting, interdental brushes. Advised pt BP a bit high, see family doctor. Re-eval 6 wks, then 3 mo perio maintenance.',
    expect: {
      CC: 'Root planing LR + LL quads, 2nd of 2 appts. Says gums less sore since first visit, using Waterpik',
      'MED HX': 'T2 diabetes (Janumet), HTN (ramipril), NKDA, BP 142/90 today',
      PERIO:
        'Pockets 4-6 mm LR + LL posteriors, 7 mm 37 DL, furcation I 37 B, BOP generalized, subgingival calculus',
      DENTAL: [['37', 'Mobility grade I']],
      DX: ['Periodontitis stage III grade C'],
      CONSULT: 'Advised pt BP a bit high, see family doctor',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + IANB right',
        'SRP LR + LL quads w/ ultrasonic + Gracey curettes',
        'Subgingival chlorhexidine irrigation LR + LL',
        'OHI: Waterpik on low setting',
        'Interdental brushes',
      ],
      'F/U': 'Re-eval 6 wks, then 3 mo perio maintenance',
    },
  }),
];
