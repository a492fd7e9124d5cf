// The thirty-first held-out split (ids h31-01–h31-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is one Wednesday at three practices, whatever came in, dictated the way each clinician dictates: short recalls and
// long restorative visits, some with section words and some with none, with remarks, patients' questions and decisions,
// self-corrections ("sorry", "I mean", "scratch that") and fillers. Three practices, twelve visits each:
//   h31-01–h31-06 a busy UK NHS practice, first dentist (FDI; h31-01, h31-03, h31-05 recogniser-style, h31-02, h31-04,
//     h31-06 typed): a band 2 check-up with charting, bitewings and "scratch that", an emergency extirpation with two LA
//     lines, a seven-year-old's check-up with varnish and a "sorry" on the primary molars, an extraction of retained
//     roots (appended dictation), a dry socket dressed with Alvogyl (no title: the CC says the extraction was before), an
//     NHS crown prep with impressions and a temporary crown;
//   h31-07–h31-12 the same practice, second dentist (Palmer; h31-07, h31-09, h31-11 recogniser-style with Palmer words,
//     h31-08, h31-10, h31-12 typed UR6 shorthand): an MOD composite with an undermined cusp reduced, a second-stage RCT
//     obturated, a six-year-old's abscessed primary molar extracted ("I mean"), a new patient's NHS exam with a plan and no
//     treatment, a crown recemented, complete dentures fitted (appended dictation with "change");
//   h31-13–h31-18 a US group practice, general dentist (Universal; h31-14, h31-16, h31-18 recogniser-style, h31-13,
//     h31-15, h31-17 typed): a new patient's comprehensive exam with FMX and a treatment plan, two composites ("I mean"),
//     a crown prep with a core, impressions and a temporary, an emergency pericoronitis irrigated and referred, a
//     six-year-old's pulpotomy and SSC, a crown seat (appended dictation);
//   h31-19–h31-24 the same practice, periodontist (Universal; h31-20, h31-22, h31-24 recogniser-style, h31-19, h31-21,
//     h31-23 typed): a referral evaluation with no treatment, a first SRP visit with Arestin ("sorry"), a periodontal
//     maintenance visit (appended dictation), a re-evaluation deciding on osseous surgery, a graft post-op with sutures
//     removed (no title), an implant placed ("sorry" on its size);
//   h31-25–h31-36 a UK private practice with a hygienist (FDI; h31-26, h31-28, h31-30, h31-32, h31-34, h31-36
//     recogniser-style, the others typed): the dentist's new-patient exam with a whitening quote, an emergency fractured
//     palatal cusp rebuilt in composite, an e.max crown fit (title from the CC), a cosmetic consultation ("sorry" on the
//     BPE), a surgical extraction of a lower wisdom tooth (appended dictation with "change"), a nine-year-old's check-up
//     with an orthodontic referral; the hygienist's terse PMPR visit, a second RSD visit (appended dictation), a
//     twelve-year-old's fissure sealants and varnish, a stain and sensitivity visit with no title but OHI, a periodontal
//     review moved to maintenance, a short routine scale and polish.
// UK 24 (FDI 18, Palmer 6), US 12 (Universal, a primary letter in h31-17); 18 recogniser-style (lower case, number words,
// fillers, no punctuation) and 18 typed; 29 to 189 words (most 60 to 150); six cases with appended dictation (h31-04, h31-12,
// h31-21, h31-29 typed "Add to notes: …" / "Add to chart: …" / "Change … to …"; h31-18, h31-32 recogniser "add to
// notes …" / "next visit …" / "change … to …"). DENTAL in 30 cases (not h31-12, h31-20, h31-23, h31-27, h31-31, h31-32).
//
// Judgement calls where the contract was silent:
// - As more58: a child's age and who came with them are NOTES, also when said before "attended with mum for …"; remarks
//   about the patient ("he was really brave", "sticker given", "Pt approved appearance", "Pt pleased") are NOTES; a
//   patient's or parent's question with its answer, fees, NHS bands, insurance, and advice after treatment (rinses,
//   analgesics, diet, smoking cessation, "watch for lip and cheek biting") are CONSULT.
// - As more58: a tooth named only as a place is no chart entry: a socket ("38 socket empty …"), a graft site and an
//   implant site are INTRA; a region with no tooth number ("stain lingual of the lower anteriors") is INTRA; plaque and
//   oral hygiene said of the mouth are PERIO; pockets, recession and furcation said measure first stay in PERIO, while a
//   tooth-first mobility, furcation or recession ("#24 Class II mobility", "number thirty buccal furcation class two",
//   "three three and three four sensitive to air three millimetres recession …") is a chart entry. "Furcation" and
//   "pocket" are not among rule 4's words, so a single surface with them stays a word ("Buccal furcation class 2", "37
//   distal pocket", "#3 mesial pocket").
// - Spoken numbers follow rule 2 everywhere, also in staging and occlusion ("stage three grade b" → "Stage 3 grade B",
//   "class two division one" → "Class 2 division 1"); typed Roman numerals stay as typed.
// - Titles: canal irrigation and socket irrigation are no Irrigation title; irrigation under an operculum is
//   ("Irrigation"); "pulp extirpated 46" → "Extirpation 46"; "Obturated LL6 …" → "Obturation LL6"; "Surgical extraction
//   48 completed" → "Surgical extraction 48"; "recemented crown upper left two with glass ionomer" → "Crown recement UL2"
//   (the GIC is a material it is done with); "Dentures fitted" → "Denture fit" (relieving a pressure spot at delivery is no
//   Denture adjustment, as more56); "Perio maintenance" / "Periodontal maintenance w/ …" → "Periodontal maintenance";
//   "PMPR + Airflow" → "PMPR"; "scaling and root planing upper right and lower right" and "RSD lower left" → "SRP" /
//   "RSD" (quadrants are no teeth, as more58); "Duraphat varnish 22,600 ppm applied" → "Fluoride varnish"; a desensitising
//   varnish, Arestin, Airflow stain removal, a supragingival scale, toothbrushing instruction and suture removal are no
//   titles. A crown fit whose steps are only "tried in … Cemented w/ …" takes "Crown fit 15" from the CC (as more58). A
//   procedure only discussed, planned or referred (whitening, aligners, extraction by oral surgery, osseous surgery) is
//   not done today.
// - A referral for treatment elsewhere is TX PLAN ("Referred to oral surgery for extraction #17", "Referral to
//   orthodontist for assessment"); a typed "Tx plan:" list uses the table names ("DO comp UR5" → "DO composite UR5").
// - Two LA lines typed as two sentences are two LA items (as more56); a spoken "… ianb and buccal and palatal infiltration
//   upper right" is one line with techniques joined by " + " (as more58 bh28).
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "next visit …" sets the next visit,
//   "change X to Y" edits the one place X is said (h31-12 and h31-29 in the F/U, h31-32 in the NV).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout31Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice, first dentist (FDI)
  defineCase({
    id: 'h31-01-uk-asr-fdi-nhs-check-up-charting-bw-scratch-that-do-caries-36',
    style: 'UK',
    asr: true,
    transcript:
      "okay check up no problems really um bit of sensitivity upper left with cold drinks medical history no changes takes omeprazole no allergies extra oral nad intra oral soft tissues nad bpe two two one one two two charting one seven missing one six mesial occlusal amalgam sound two six occlusal composite sound two four buccal cervical abrasion sensitive to air three six disto occlusal caries three seven occlusal amalgam sound four six crown margins fine bitewings taken grade one three six distal caries into dentine scratch that three six distal caries into outer dentine diagnosis caries three six scale and polish oral hygiene instruction she asked if she needs the filling done today said we'll book it explained it's band two on the nhs next visit disto occlusal composite three six recall six months",
    expect: {
      CC: 'Check up. No problems really. Bit of sensitivity upper left with cold drinks',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 2 2 1 / 1 2 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['24', 'B cervical abrasion sensitive to air'],
        ['36', 'DO caries'],
        ['37', 'O amalgam sound'],
        ['46', 'Crown margins fine'],
      ],
      RADIO: 'Bitewings taken grade 1. 36 distal caries into outer dentine',
      DX: ['Caries 36'],
      CONSULT:
        "She asked if she needs the filling done today. Said we'll book it. Explained it's band 2 on the NHS",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h31-02-uk-typed-fdi-nhs-emergency-extirpation-46-two-la-lines',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. C/O throbbing pain LR for 3 days, kept awake last night, co-codamol not helping. MH: asthma (salbutamol), allergic to penicillin. EO: NAD. 46 deep DO caries, TTP, lingering pain to cold. 45, 47 sound. PA 46: caries approaching pulp, widened PDL mesial root. Dx: symptomatic irreversible pulpitis 46. Options RCT or XLA, pt wants to keep it, NHS band 3 explained. Verbal consent. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB right. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 46. RD. Access, pulp extirpated 46, 3 canals found. Canals irrigated w/ NaOCl. Ledermix + Cavit. Occlusion relieved. Advised ibuprofen 400 mg + paracetamol 1 g QDS. NV: complete RCT 46 in 2/52.',
    expect: {
      CC: 'Emergency appt. Throbbing pain LR for 3 days, kept awake last night, co-codamol not helping',
      'MED HX': 'Asthma (salbutamol), allergic to penicillin',
      EXTRA: 'NAD',
      DENTAL: [
        ['46', 'Deep DO caries, TTP, lingering pain to cold'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46: caries approaching pulp, widened PDL mesial root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT:
        'Options RCT or XLA, pt wants to keep it, NHS band 3 explained. Advised ibuprofen 400 mg + paracetamol 1 g QDS',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'RD',
        'Access',
        'Pulp extirpated 46',
        '3 canals found',
        'Canals irrigated w/ NaOCl',
        'Ledermix + Cavit',
        'Occlusion relieved',
      ],
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h31-03-uk-asr-fdi-child-check-up-sorry-75-85-varnish-nv-fs-gic',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old attended with mum for her check up no problems medical history fit and well no allergies intra oral soft tissues healthy plaque on the lower molars three six and four six erupted deep fissures no caries seven four and eight four occlusal caries sorry seven five and eight five occlusal caries small five three and six three mobile no bitewings today as she wouldn't tolerate them fluoride varnish applied toothbrushing instruction with mum diet advice cut down on fruit juice she asked why her teeth are wobbly explained the baby teeth are getting ready to come out next visit fissure sealants three six and four six and occlusal gic seven five and eight five recall three months",
    expect: {
      CC: 'Her check up. No problems',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['36', 'Erupted deep fissures no caries'],
        ['46', 'Erupted deep fissures no caries'],
        ['75', 'O caries small'],
        ['85', 'O caries small'],
        ['53', 'Mobile'],
        ['63', 'Mobile'],
      ],
      RADIO: "No bitewings today as she wouldn't tolerate them",
      CONSULT:
        'Diet advice cut down on fruit juice. She asked why her teeth are wobbly. Explained the baby teeth are getting ready to come out',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '7 year old attended with mum',
      NV: ['Fissure sealants 36, 46', 'O GIC 75, 85'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h31-04-uk-typed-fdi-xla-26-retained-roots-appends-notes-review',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 26 as planned, broken down, intermittent pain. MH: no change, type 2 diabetes (metformin), NKDA. 26 retained roots, no swelling. Written consent. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil 26. Roots elevated w/ luxator, XLA 26 w/ upper root forceps, roots complete, socket intact. Bite pack, haemostasis achieved. POIG verbal + written. Pt asked about a denture for the gap: discussed, happy to leave for now.',
    appends: ["Add to notes: pt's daughter drove her today.", 'Review 1/52 if any problems.'],
    expect: {
      CC: 'XLA 26 as planned, broken down, intermittent pain',
      'MED HX': 'No change, type 2 diabetes (metformin), NKDA',
      DENTAL: [['26', 'Retained roots, no swelling']],
      CONSULT: 'Pt asked about a denture for the gap: discussed, happy to leave for now',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Roots elevated w/ luxator',
        'XLA 26 w/ upper root forceps',
        'Roots complete',
        'Socket intact',
        'Bite pack',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      NOTES: "Pt's daughter drove her today",
      'F/U': 'Review 1 week if any problems',
    },
  }),
  defineCase({
    id: 'h31-05-uk-asr-fdi-dry-socket-38-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'he attended with pain after extraction of three eight four days ago getting worse with a bad taste medical history no changes smokes ten a day no allergies extra oral no swelling no lymphadenopathy intra oral three eight socket empty with no clot and food debris in it three seven sound diagnosis dry socket three eight la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with warm saline alvogyl placed advised no smoking for a few days and salt water rinses after meals review in two days if not settling',
    expect: {
      CC: 'Pain after extraction of 38 4 days ago getting worse with a bad taste',
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '38 socket empty with no clot and food debris in it',
      DENTAL: [['37', 'Sound']],
      DX: ['Dry socket 38'],
      CONSULT: 'Advised no smoking for a few days and salt water rinses after meals',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review in 2 days if not settling',
    },
  }),
  defineCase({
    id: 'h31-06-uk-typed-fdi-nhs-crown-prep-36-impressions-temp',
    style: 'UK',
    asr: false,
    transcript:
      "Crown prep 36 (band 3), RCT done here 2/12 ago, no symptoms. MH: no change, NKDA. 36 RCT'd, MOD amalgam core, not TTP. PA 36 (today): obturation to length, no PA lesion. LA 2 x 2.2ml lidocaine 2% 1:80,000 adr IDB left. Crown prep 36 for PFM, cord 00, impressions in Impregum, alginate upper, bite reg, shade A3. Temp crown in Protemp, cemented w/ TempBond. Occlusion checked. Pt asked if the temp might come off: told to avoid sticky food and call if it does. NV crown fit 36 in 2/52.",
    expect: {
      CC: 'Crown prep 36 (band 3), RCT done here 2 months ago, no symptoms',
      'MED HX': 'No change, NKDA',
      DENTAL: [['36', "RCT'd, MOD amalgam core, not TTP"]],
      RADIO: 'PA 36 (today): obturation to length, no PA lesion',
      CONSULT: 'Pt asked if the temp might come off: told to avoid sticky food and call if it does',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Crown prep 36 for PFM',
        'Cord 00',
        'Impressions in Impregum',
        'Alginate upper',
        'Bite reg',
        'Shade A3',
        'Temp crown in Protemp',
        'Cemented w/ TempBond',
        'Occlusion checked',
      ],
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK NHS practice, second dentist (Palmer)
  defineCase({
    id: 'h31-07-uk-asr-palmer-mod-composite-lr6-l-cusp-reduced-band-2',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right she's in for the filling lower right six medical history no changes on the pill no allergies lower right six mesial occlusal distal amalgam cracked lingual cusp caries at the distal margin lower right five sound lower right seven occlusal composite sound she'd like a white filling on the nhs explained it's band two la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration lower right six rubber dam old amalgam removed caries removed um lingual cusp undermined so reduced it tofflemire and wedge etch and bond mesial occlusal distal composite lower right six shade a three cured occlusion checked polished post op instructions given she asked if it'll be sensitive said maybe for a few days recall six months",
    expect: {
      CC: 'Filling LR6',
      'MED HX': 'No changes. On the pill. No allergies',
      DENTAL: [
        ['LR6', 'MOD amalgam cracked L cusp caries at the D margin'],
        ['LR5', 'Sound'],
        ['LR7', 'O composite sound'],
      ],
      CONSULT:
        "She'd like a white filling on the NHS. Explained it's band 2. She asked if it'll be sensitive. Said maybe for a few days",
      'TX TODAY': ['MOD composite LR6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam',
        'Old amalgam removed',
        'Caries removed',
        'L cusp undermined',
        'Reduced it',
        'Tofflemire and wedge',
        'Etch and bond',
        'MOD composite LR6',
        'Shade A3',
        'Cured',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h31-08-uk-typed-palmer-stage-2-rct-ll6-obturation-post-op-pa',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Stage 2 RCT LL6. Comfortable since dressing. MH: no change, NKDA. LL6 Cavit intact, not TTP, buccal sinus healed. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil LL6 + IDB left. RD. Cavit + Ca(OH)2 removed. 3 canals located. WL confirmed w/ apex locator. Canals irrigated NaOCl 3% + EDTA 17%. Dried. Obturated LL6 warm vertical GP + AH Plus. Vitrebond + amalgam core. Post-op PA: good length + condensation, no voids. Advised crown within 6/12. NV crown prep LL6.',
    expect: {
      CC: 'Stage 2 RCT LL6. Comfortable since dressing',
      'MED HX': 'No change, NKDA',
      DENTAL: [['LL6', 'Cavit intact, not TTP, buccal sinus healed']],
      RADIO: 'Post-op PA: good length + condensation, no voids',
      CONSULT: 'Advised crown within 6 months',
      'TX TODAY': ['Obturation LL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL6 + IDB left',
        'RD',
        'Cavit + Ca(OH)2 removed',
        '3 canals located',
        'WL confirmed w/ apex locator',
        'Canals irrigated NaOCl 3% + EDTA 17%',
        'Dried',
        'Obturated LL6 warm vertical GP + AH Plus',
        'Vitrebond + amalgam core',
      ],
      NV: ['Crown prep LL6'],
    },
  }),
  defineCase({
    id: 'h31-09-uk-asr-palmer-child-emergency-abscess-lle-i-mean-do-extraction',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency six year old with dad swollen gum lower left since the weekend he's had calpol medical history fit and well no allergies extra oral no facial swelling intra oral sinus in the lower left buccal sulcus lower left e large mesial occlusal caries I mean distal occlusal caries grade two mobile tender to percussion lower left d sound lower left six partially erupted diagnosis chronic apical abscess lower left e discussed extraction with dad he's happy to go ahead verbal consent topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left e extracted lower left e with forceps roots complete haemostasis achieved post op instructions to dad he was really brave sticker given next visit fluoride varnish in two weeks",
    expect: {
      CC: "Emergency. Swollen gum lower left since the weekend. He's had Calpol",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'No facial swelling',
      INTRA: 'Sinus in the lower left buccal sulcus',
      DENTAL: [
        ['LLE', 'Large DO caries grade 2 mobile tender to percussion'],
        ['LLD', 'Sound'],
        ['LL6', 'Partially erupted'],
      ],
      DX: ['Chronic apical abscess LLE'],
      CONSULT: "Discussed extraction with dad. He's happy to go ahead",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction LLE'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLE',
        'Extracted LLE with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions to dad',
      ],
      NOTES: '6 year old with dad. He was really brave. Sticker given',
      NV: ['Fluoride varnish in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h31-10-uk-typed-palmer-new-pt-nhs-exam-fractured-mb-cusp-smoker-tx-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'NHS exam, new pt, last seen 3 yrs ago. No c/o. MH: hypertension (amlodipine), NKDA. Smoker 15/day. EO: NAD. IO: NAD, oral cancer screen clear. BPE 3 2 3 / 3 2 4. UR6 MOD amalgam, fractured MB cusp, not TTP. UR5 D caries. UL6 missing. LL6 crown. LR7 O amalgam. BWs x2 grade 1: UR5 D caries into dentine, generalised horizontal bone loss ~30%. Dx: periodontitis stage III grade C (smoker), caries UR5. Smoking cessation advice given, pt not ready to quit. Tx plan: RSD w/ hygienist, DO comp UR5, crown UR6. NHS band 3 explained. NV: hygienist.',
    expect: {
      CC: 'NHS exam, new pt, last seen 3 yrs ago. No c/o',
      'MED HX': 'Hypertension (amlodipine), NKDA. Smoker 15/day',
      EXTRA: 'NAD',
      INTRA: 'NAD, oral cancer screen clear',
      PERIO: 'BPE 3 2 3 / 3 2 4',
      DENTAL: [
        ['UR6', 'MOD amalgam, fractured MB cusp, not TTP', 'MB cusp'],
        ['UR5', 'D caries'],
        ['UL6', 'Missing'],
        ['LL6', 'Crown'],
        ['LR7', 'O amalgam'],
      ],
      RADIO: 'BWs x2 grade 1: UR5 D caries into dentine, generalised horizontal bone loss ~30%',
      DX: ['Periodontitis stage III grade C (smoker)', 'Caries UR5'],
      CONSULT: 'Smoking cessation advice given, pt not ready to quit. NHS band 3 explained',
      'TX PLAN': ['RSD w/ hygienist', 'DO composite UR5', 'Crown UR6'],
      NV: ['Hygienist'],
    },
  }),
  defineCase({
    id: 'h31-11-uk-asr-palmer-emergency-crown-off-ul2-recemented-gic',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency her crown came off upper left two this morning eating a sandwich she's got it with her no pain medical history no changes no allergies upper left two core intact no caries not mobile upper left one and upper left three sound explained we can recement it but it might come off again and a new crown may be needed she wants it back on today no la needed cleaned out the old cement recemented crown upper left two with glass ionomer excess removed bite checked told her to avoid biting into hard food with it review at her next check up",
    expect: {
      CC: "Emergency. Her crown came off UL2 this morning eating a sandwich. She's got it with her. No pain",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UL2', 'Core intact no caries not mobile'],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT:
        'Explained we can recement it but it might come off again and a new crown may be needed. She wants it back on today. Told her to avoid biting into hard food with it',
      'TX TODAY': ['Crown recement UL2'],
      TX: [
        'No LA needed',
        'Cleaned out the old cement',
        'Recemented crown UL2 with glass ionomer',
        'Excess removed',
        'Bite checked',
      ],
      'F/U': 'Review at her next check up',
    },
  }),
  defineCase({
    id: 'h31-12-uk-typed-palmer-complete-dentures-fit-pip-relieved-appends-change',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit new upper + lower complete dentures (NHS band 3). MH: no change, warfarin, NKDA. Ridges healthy, no ulcers. Dentures fitted. Upper retention good. Lower retention fair. PIP: pressure spot under lower lingual flange LR region, relieved. Occlusion even, checked w/ articulating paper. Pt happy w/ appearance. Insertion, removal + cleaning explained, leave out at night. Review 1/52 for easing.',
    appends: ['Add to notes: wife came in with him.', 'Change 1/52 to 2/52.'],
    expect: {
      CC: 'Fit new upper + lower complete dentures (NHS band 3)',
      'MED HX': 'No change, warfarin, NKDA',
      INTRA: 'Ridges healthy, no ulcers',
      CONSULT: 'Insertion, removal + cleaning explained, leave out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures fitted',
        'Upper retention good',
        'Lower retention fair',
        'PIP: pressure spot under lower lingual flange LR region',
        'Relieved',
        'Occlusion even',
        'Checked w/ articulating paper',
      ],
      NOTES: 'Pt happy w/ appearance. Wife came in with him',
      'F/U': 'Review 2 weeks for easing',
    },
  }),

  // ---------------------------------------------------------------- 3. US group practice, general dentist (Universal)
  defineCase({
    id: 'h31-13-us-typed-new-patient-comprehensive-exam-fmx-dx-tx-plan-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient comprehensive exam, last cleaning 2 yrs ago. CC: upper left sensitive to sweets. Med hx: hypothyroid (levothyroxine), seasonal allergies, allergic to sulfa. BP 124/78. EO: WNL, TMJ no clicking. IO: mandibular tori, otherwise WNL. PSR 2 2 3 / 2 2 2. Charting: #1, #16, #17, #32 missing. #3 MO amalgam, recurrent caries. #12 DO caries. #13 sound. #14 PFM crown, open D margin. #19 RCT, MOD composite, no crown. #30 O composite intact. FMX: #12 D caries into dentin, #14 D margin open, #19 RCT adequate, no PARL, generalized mild bone loss. Dx: caries #3 and #12, recurrent caries #14, localized gingivitis UL. Tx plan: prophy, DO composite #12, MO composite #3, crown #14, crown #19. Pt asked which is most urgent, told her #12 and #14 first. Insurance estimate to be sent. NV: prophy + OHI w/ hygienist.',
    expect: {
      CC: 'New patient comprehensive exam, last cleaning 2 yrs ago. Upper left sensitive to sweets',
      'MED HX': 'Hypothyroid (levothyroxine), seasonal allergies, allergic to sulfa. BP 124/78',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Mandibular tori, otherwise WNL',
      PERIO: 'PSR 2 2 3 / 2 2 2',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam, recurrent caries'],
        ['12', 'DO caries'],
        ['13', 'Sound'],
        ['14', 'PFM crown, open D margin'],
        ['19', 'RCT, MOD composite, no crown'],
        ['30', 'O composite intact'],
      ],
      RADIO: 'FMX: #12 D caries into dentin, #14 D margin open, #19 RCT adequate, no PARL, generalized mild bone loss',
      DX: ['Caries #3, #12', 'Recurrent caries #14', 'Localized gingivitis UL'],
      CONSULT: 'Pt asked which is most urgent, told her #12 and #14 first. Insurance estimate to be sent',
      'TX PLAN': ['Prophy', 'DO composite #12', 'MO composite #3', 'Crown #14', 'Crown #19'],
      NV: ['Prophy + OHI w/ hygienist'],
    },
  }),
  defineCase({
    id: 'h31-14-us-asr-do-composite-20-o-composite-21-shade-i-mean-interview',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for two fillings lower left um medical history no changes takes metformin no allergies number twenty distal occlusal caries number twenty one occlusal caries number nineteen crown intact two carpules lidocaine two percent one to one hundred thousand epi left ianb isolite caries removed twenty and twenty one sectional matrix and wedge on twenty etched bonded disto occlusal composite number twenty occlusal composite number twenty one shade a three I mean a two cured polished bite checked post op instructions given he said he's got a job interview tomorrow recall as scheduled",
    expect: {
      CC: '2 fillings lower left',
      'MED HX': 'No changes. Takes metformin. No allergies',
      DENTAL: [
        ['20', 'DO caries'],
        ['21', 'O caries'],
        ['19', 'Crown intact'],
      ],
      'TX TODAY': ['DO composite #20', 'O composite #21'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Isolite',
        'Caries removed #20, #21',
        'Sectional matrix and wedge #20',
        'Etched',
        'Bonded',
        'DO composite #20',
        'O composite #21',
        'Shade A2',
        'Cured',
        'Polished',
        'Bite checked',
        'Post-op instructions given',
      ],
      NOTES: "He said he's got a job interview tomorrow",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h31-15-us-typed-crown-prep-3-cracked-dl-cusp-core-impressions-temp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for crown prep #3. No pain, occasional sensitivity on biting. Med hx: no changes, HTN on lisinopril, NKDA. BP 138/86. #3 large MOD amalgam, craze lines, cracked DL cusp. #2 and #4 sound. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #3. Old amalgam removed, crack into dentin under DL cusp, no pulp involvement. Core buildup w/ Paracore. Crown prep #3 for full zirconia. Size 1 cord w/ Hemodent. Final impressions w/ PVS, bite reg. Shade A2. Temp crown w/ Integrity, cemented w/ TempBond NE. Occlusion adjusted. POI given. Pt asked about insurance coverage, front desk to send pre-auth. NV crown seat #3 in 2 weeks.',
    expect: {
      CC: 'Crown prep #3. No pain, occasional sensitivity on biting',
      'MED HX': 'No changes, HTN on lisinopril, NKDA. BP 138/86',
      DENTAL: [
        ['3', 'Large MOD amalgam, craze lines, cracked DL cusp'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      CONSULT: 'Pt asked about insurance coverage, front desk to send pre-auth',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Old amalgam removed',
        'Crack into dentin under DL cusp',
        'No pulp involvement',
        'Core buildup w/ Paracore',
        'Crown prep #3 for full zirconia',
        'Size 1 cord w/ Hemodent',
        'Final impressions w/ PVS',
        'Bite reg',
        'Shade A2',
        'Temp crown w/ Integrity',
        'Cemented w/ TempBond NE',
        'Occlusion adjusted',
        'POI given',
      ],
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h31-16-us-asr-emergency-pericoronitis-17-irrigation-referral-oral-surgery',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit she's got pain and swelling behind her lower left back tooth for three days hurts to swallow medical history healthy no meds no allergies extraoral left submandibular node tender no facial swelling mouth opening about thirty millimeters intraoral number seventeen partially erupted operculum red swollen and tender with pus uh number eighteen sound pano seventeen mesioangular impaction close to the canal diagnosis pericoronitis number seventeen irrigated under the operculum with chlorhexidine rx amoxicillin five hundred milligrams three times a day for seven days told her warm salt water rinses and keep it clean she asked if it has to come out explained it'll keep happening so yes referred to oral surgery for extraction number seventeen call if it gets worse",
    expect: {
      CC: "Emergency visit. She's got pain and swelling behind her lower left back tooth for 3 days. Hurts to swallow",
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Left submandibular node tender. No facial swelling. Mouth opening about 30 mm',
      DENTAL: [
        ['17', 'Partially erupted operculum red swollen and tender with pus'],
        ['18', 'Sound'],
      ],
      RADIO: 'Pano #17 mesioangular impaction close to the canal',
      DX: ['Pericoronitis #17'],
      CONSULT:
        "Told her warm salt water rinses and keep it clean. She asked if it has to come out. Explained it'll keep happening so yes",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      'TX PLAN': ['Referred to oral surgery for extraction #17'],
      'F/U': 'Call if it gets worse',
    },
  }),
  defineCase({
    id: 'h31-17-us-typed-child-pulpotomy-ssc-s-mta-tell-show-do-nv-l',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ mom. Here for treatment #S. Mom says she complained when eating candy last week. No changes to health, NKDA. #S deep DO caries, no swelling, not mobile. #T O sealant intact. Topical benzocaine. LA 1 carpule lidocaine 2% 1:100,000 epi, right IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #S w/ MTA, hemostasis in 2 min. SSC #S size 5 cemented w/ Ketac Cem. Occlusion checked. Pt cried during LA but settled w/ tell-show-do. POI given to mom. Advised mom to watch for lip and cheek biting. NV: MO composite #L.',
    expect: {
      CC: 'Treatment #S. Mom says she complained when eating candy last week',
      'MED HX': 'No changes to health, NKDA',
      DENTAL: [
        ['S', 'Deep DO caries, no swelling, not mobile'],
        ['T', 'O sealant intact'],
      ],
      CONSULT: 'Advised mom to watch for lip and cheek biting',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #S w/ MTA',
        'Hemostasis in 2 min',
        'SSC #S size 5 cemented w/ Ketac Cem',
        'Occlusion checked',
        'POI given to mom',
      ],
      NOTES: '6 y/o w/ mom. Pt cried during LA but settled w/ tell-show-do',
      NV: ['MO composite #L'],
    },
  }),
  defineCase({
    id: 'h31-18-us-asr-crown-seat-19-mb-cusp-adjusted-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "crown seat on nineteen she says the temp's been fine medical history no changes no allergies nineteen temp intact gums healthy around it no anesthetic needed temp removed cleaned the prep with pumice tried in the crown contacts good margins closed shade matches occlusion a little high on the mesiobuccal cusp adjusted and polished cemented the crown on nineteen with relyx unicem excess removed floss through the contacts she's really happy with it post op instructions given recall in six months",
    appends: ["add to notes she brought her daughter who'd like to book a cleaning", 'next visit cleaning with the hygienist'],
    expect: {
      CC: "Crown seat on #19. She says the temp's been fine",
      'MED HX': 'No changes. No allergies',
      DENTAL: [['19', 'Temp intact']],
      PERIO: 'Gums healthy around it',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic needed',
        'Temp removed',
        'Cleaned the prep with pumice',
        'Tried in the crown',
        'Contacts good',
        'Margins closed',
        'Shade matches',
        'Occlusion a little high on the MB cusp',
        'Adjusted and polished',
        'Cemented the crown #19 with RelyX Unicem',
        'Excess removed',
        'Floss through the contacts',
        'Post-op instructions given',
      ],
      NOTES: "She's really happy with it. She brought her daughter who'd like to book a cleaning",
      NV: ['Cleaning with the hygienist'],
      'F/U': 'Recall in 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US group practice, periodontist (Universal)
  defineCase({
    id: 'h31-19-us-typed-perio-referral-evaluation-mobility-24-25-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient referral from general dentist for bone loss on BWX. Pt reports bleeding gums and a loose lower front tooth. Med hx: type 2 diabetes (A1c 7.9), metformin, NKDA. Former smoker, quit 5 yrs ago. EO: WNL. Perio: generalized 4-6 mm PD, 7 mm #3 MB and #14 DB, Class II furcation #3 B and #14 B, 3 mm recession #24, BOP 55%, plaque 60%. #24 Class II mobility. #25 Class I mobility. FMX: generalized horizontal bone loss 30-40%, vertical defect #3 M. Dx: generalized periodontitis stage III grade B. Discussed link with diabetes, SRP 4 quads, re-eval at 6 weeks, possible surgery #3, #14. Pt agrees. Written consent for SRP. NV: SRP UR + LR w/ LA.',
    expect: {
      CC: 'New patient referral from general dentist for bone loss on BWX. Pt reports bleeding gums and a loose lower front tooth',
      'MED HX': 'Type 2 diabetes (A1c 7.9), metformin, NKDA. Former smoker, quit 5 yrs ago',
      EXTRA: 'WNL',
      PERIO:
        'Generalized 4-6 mm PD, 7 mm #3 MB and #14 DB, Class II furcation #3 B and #14 B, 3 mm recession #24, BOP 55%, plaque 60%',
      DENTAL: [
        ['24', 'Class II mobility'],
        ['25', 'Class I mobility'],
      ],
      RADIO: 'FMX: generalized horizontal bone loss 30-40%, vertical defect #3 M',
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT: 'Discussed link with diabetes, SRP 4 quads, re-eval at 6 weeks, possible surgery #3, #14. Pt agrees',
      CONSENT: 'Written consent for SRP',
      NV: ['SRP UR + LR w/ LA'],
    },
  }),
  defineCase({
    id: 'h31-20-us-asr-first-srp-ur-lr-sorry-carpules-arestin-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the first srp visit upper right and lower right medical history no changes on metformin sugar this morning was one twenty no allergies three carpules sorry two carpules articaine four percent one to one hundred thousand epi right ianb and buccal and palatal infiltration upper right scaling and root planing upper right and lower right with the cavitron and gracey curettes heavy subgingival calculus lower right molars arestin placed number three mesial pocket she asked if her teeth will get loose afterwards told her they might feel a bit sensitive but should tighten up oral hygiene instruction interdental brushes next visit srp upper left and lower left in one week',
    expect: {
      CC: 'First SRP visit upper right and lower right',
      'MED HX': 'No changes. On metformin. Sugar this morning was 120. No allergies',
      CONSULT:
        'She asked if her teeth will get loose afterwards. Told her they might feel a bit sensitive but should tighten up',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Heavy subgingival calculus lower right molars',
        'Arestin placed #3 mesial pocket',
        'Oral hygiene instruction interdental brushes',
      ],
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'h31-21-us-typed-periodontal-maintenance-psr-appends-notes-chart-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for 3-month periodontal maintenance. Pt doing well, flossing most days. Med hx: no changes, atorvastatin, NKDA. PSR 3 2 3 / 3 2 3. PD mostly 3-4 mm, 5 mm #18 D and #31 D, BOP 15%. #18 Class I mobility, unchanged. Light subgingival calculus LL + LR molars. Periodontal maintenance w/ ultrasonic + hand scaling, polish. OHI w/ end-tuft brush. Pt agrees to continue 3-month interval. Recall 3 months.',
    appends: ["Add to notes: pt's husband is also a patient here.", 'Add to chart: #30 B abfraction, not sensitive.'],
    expect: {
      CC: '3-month periodontal maintenance. Pt doing well, flossing most days',
      'MED HX': 'No changes, atorvastatin, NKDA',
      PERIO: 'PSR 3 2 3 / 3 2 3. PD mostly 3-4 mm, 5 mm #18 D and #31 D, BOP 15%. Light subgingival calculus LL + LR molars',
      DENTAL: [
        ['18', 'Class I mobility, unchanged'],
        ['30', 'B abfraction, not sensitive'],
      ],
      CONSULT: 'Pt agrees to continue 3-month interval',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Periodontal maintenance w/ ultrasonic + hand scaling', 'Polish', 'OHI w/ end-tuft brush'],
      NOTES: "Pt's husband is also a patient here",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h31-22-us-asr-re-eval-after-srp-furcation-30-osseous-surgery-consult',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      're-evaluation six weeks after srp she says her gums bleed a lot less medical history no changes no allergies psr three two three four two three probing depths mostly three to four millimeters still six to seven millimeters on thirty and thirty one bleeding on probing twenty percent number thirty buccal furcation class two uh number thirty one class one mobility plaque much improved diagnosis stage three grade b periodontitis with residual pockets lower right discussed osseous surgery lower right versus continuing maintenance she asked how long the recovery is told her about a week of soreness she wants to go ahead with the surgery next visit osseous surgery lower right',
    expect: {
      CC: 'Re-evaluation 6 weeks after SRP. She says her gums bleed a lot less',
      'MED HX': 'No changes. No allergies',
      PERIO:
        'PSR 3 2 3 / 4 2 3. Probing depths mostly 3 to 4 mm. Still 6 to 7 mm on #30 and #31. Bleeding on probing 20%. Plaque much improved',
      DENTAL: [
        ['30', 'Buccal furcation class 2'],
        ['31', 'Class 1 mobility'],
      ],
      DX: ['Stage 3 grade B periodontitis with residual pockets lower right'],
      CONSULT:
        'Discussed osseous surgery lower right versus continuing maintenance. She asked how long the recovery is. Told her about a week of soreness. She wants to go ahead with the surgery',
      NV: ['Osseous surgery lower right'],
    },
  }),
  defineCase({
    id: 'h31-23-us-typed-post-op-ctg-24-25-sutures-removed-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2 wk post-op CTG #24 and #25. Mild soreness palate first 3 days, none now. Med hx: no changes. Graft site #24 and #25 pink, well adapted, approx 2 mm root coverage gained. Palatal donor site healing well. Sutures removed. Pt pleased. Advised soft brush and no flossing at graft site for 2 more weeks. Follow-up 6 weeks.',
    expect: {
      CC: '2 wk post-op CTG #24 and #25. Mild soreness palate first 3 days, none now',
      'MED HX': 'No changes',
      INTRA:
        'Graft site #24 and #25 pink, well adapted, approx 2 mm root coverage gained. Palatal donor site healing well',
      CONSULT: 'Advised soft brush and no flossing at graft site for 2 more weeks',
      TX: ['Sutures removed'],
      NOTES: 'Pt pleased',
      'F/U': 'Follow-up 6 weeks',
    },
  }),
  defineCase({
    id: 'h31-24-us-asr-implant-placement-30-sorry-size-post-op-pa-steak',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for implant placement number thirty extraction was four months ago medical history no changes takes lisinopril no allergies blood pressure one thirty two over eighty four site healed good ridge width numbers twenty nine and thirty one sound cbct reviewed ten millimeters to the canal consent signed three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration crestal incision flap raised osteotomy with the surgical guide implant placed number thirty nobel parallel four point three by ten millimeters sorry four point three by eight point five millimeters insertion torque thirty five newton centimeters cover screw placed closed with four oh vicryl post op pa implant well positioned clear of the canal post op instructions given rx ibuprofen six hundred milligrams every six hours as needed he asked when he can eat steak told him soft food for a week follow up two weeks',
    expect: {
      CC: 'Implant placement #30. Extraction was 4 months ago',
      'MED HX': 'No changes. Takes lisinopril. No allergies. Blood pressure 132/84',
      INTRA: 'Site healed. Good ridge width',
      DENTAL: [
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'CBCT reviewed. 10 mm to the canal. Post-op PA implant well positioned clear of the canal',
      CONSULT: 'He asked when he can eat steak. Told him soft food for a week',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Implant placement #30'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Crestal incision',
        'Flap raised',
        'Osteotomy with the surgical guide',
        'Implant placed #30 Nobel Parallel 4.3 by 8.5 mm',
        'Insertion torque 35 Ncm',
        'Cover screw placed',
        'Closed with 4-0 Vicryl',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Follow up 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. UK private practice, dentist (FDI)
  defineCase({
    id: 'h31-25-uk-typed-fdi-private-new-patient-exam-whitening-quote-nv-mo-comp-46',
    style: 'UK',
    asr: false,
    transcript:
      'New pt exam (private). Moved to the area, wants a check-up and would like whiter teeth. MH: fit and well, no meds, NKDA. Non-smoker, alcohol 10 units/wk. EO: NAD, TMJ NAD. IO: soft tissues NAD, oral cancer screen NAD. BPE 2 1 2 / 2 1 2, OH good. 18, 28, 38, 48 missing. 16 MOD amalgam, sound. 26 O amalgam, ditched margins. 36 DO comp, sound. 46 MO caries. 11, 21 incisal edge wear. Bitewings x2 grade 1: 46 M caries into dentine, no other caries. Dx: caries 46, attrition 11 and 21. Discussed: composite 46, home whitening £350, monitor wear. Pt would like to go ahead with both. NV: MO comp 46. Recall 6/12 w/ hygienist.',
    expect: {
      CC: 'New pt exam (private). Moved to the area, wants a check-up and would like whiter teeth',
      'MED HX': 'Fit and well, no meds, NKDA. Non-smoker, alcohol 10 units/wk',
      EXTRA: 'NAD, TMJ NAD',
      INTRA: 'Soft tissues NAD, oral cancer screen NAD',
      PERIO: 'BPE 2 1 2 / 2 1 2, OH good',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['16', 'MOD amalgam, sound'],
        ['26', 'O amalgam, ditched margins'],
        ['36', 'DO comp, sound'],
        ['46', 'MO caries'],
        ['11', 'Incisal edge wear'],
        ['21', 'Incisal edge wear'],
      ],
      RADIO: 'Bitewings x2 grade 1: 46 M caries into dentine, no other caries',
      DX: ['Caries 46', 'Attrition 11, 21'],
      CONSULT: 'Discussed: composite 46, home whitening £350, monitor wear. Pt would like to go ahead with both',
      NV: ['MO composite 46'],
      'F/U': 'Recall 6 months w/ hygienist',
    },
  }),
  defineCase({
    id: 'h31-26-uk-asr-fdi-private-emergency-fractured-p-cusp-26-mop-composite',
    style: 'UK',
    asr: true,
    transcript:
      "private emergency appointment he bit on an olive stone last night and a bit of tooth came away upper left no pain but sharp on the tongue medical history no changes no allergies extra oral nad no tmj tenderness intra oral small ulcer on the left lateral border of the tongue from the sharp edge two six fractured palatal cusp old mesial occlusal amalgam no caries not tender to percussion responds normally to cold two five and two seven sound diagnosis fractured cusp two six discussed a bonded composite today or an onlay he asked if the composite will look natural explained it'll be matched to his tooth colour he'd like the composite today verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six plus palatal infiltration rubber dam old amalgam removed no caries underneath um sectional matrix selective etch bond mesial occlusal palatal composite two six rebuilding the palatal cusp shade a two bite checked polished told him it may need an onlay in future he's a chef so he was glad to get it sorted today recall as normal",
    expect: {
      CC: 'Private emergency appointment. He bit on an olive stone last night and a bit of tooth came away upper left. No pain but sharp on the tongue',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD. No TMJ tenderness',
      INTRA: 'Small ulcer on the left lateral border of the tongue from the sharp edge',
      DENTAL: [
        [
          '26',
          'Fractured P cusp old MO amalgam no caries not tender to percussion responds normally to cold',
          'P cusp',
        ],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      DX: ['Fractured cusp 26'],
      CONSULT:
        "Discussed a bonded composite today or an onlay. He asked if the composite will look natural. Explained it'll be matched to his tooth colour. He'd like the composite today. Told him it may need an onlay in future",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MOP composite 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Rubber dam',
        'Old amalgam removed',
        'No caries underneath',
        'Sectional matrix',
        'Selective etch',
        'Bond',
        'MOP composite 26 rebuilding the P cusp',
        'Shade A2',
        'Bite checked',
        'Polished',
      ],
      NOTES: "He's a chef so he was glad to get it sorted today",
      'F/U': 'Recall as normal',
    },
  }),
  defineCase({
    id: 'h31-27-uk-typed-fdi-private-emax-crown-fit-15-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Fit e.max crown 15. Temp stayed on, slight cold sensitivity. MH: no change, NKDA. Temp removed, prep cleaned w/ chlorhexidine. Crown tried in, M contact tight, adjusted + polished. Margins good, shade A2 matches well. Pt approved appearance. Crown etched w/ HF 20s + silane. Cemented w/ Variolink Esthetic DC, tack cure, excess removed, floss. ICP + excursions checked, light on B cusp adjusted. POIG. Recall 6/12.',
    expect: {
      CC: 'Fit e.max crown 15. Temp stayed on, slight cold sensitivity',
      'MED HX': 'No change, NKDA',
      'TX TODAY': ['Crown fit 15'],
      TX: [
        'Temp removed',
        'Prep cleaned w/ chlorhexidine',
        'Crown tried in',
        'M contact tight',
        'Adjusted + polished',
        'Margins good',
        'Shade A2 matches well',
        'Crown etched w/ HF 20s + silane',
        'Cemented w/ Variolink Esthetic DC',
        'Tack cure',
        'Excess removed',
        'Floss',
        'ICP + excursions checked',
        'Light on B cusp adjusted',
        'POIG',
      ],
      NOTES: 'Pt approved appearance',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h31-28-uk-asr-fdi-cosmetic-consultation-aligners-sorry-bpe-no-tx',
    style: 'UK',
    asr: true,
    transcript:
      "consultation she'd like her front teeth straighter and whiter for her wedding next summer medical history fit and well no allergies two one slightly rotated mesial composite stained one one slightly rotated one two palatally placed bpe one one one one two one sorry one one one one one one discussed aligners whitening and composite edge bonding versus veneers she asked if whitening damages the enamel explained it doesn't with the right gel she'd like to start with aligners next visit scans and photos for aligners",
    expect: {
      CC: "Consultation. She'd like her front teeth straighter and whiter for her wedding next summer",
      'MED HX': 'Fit and well. No allergies',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['21', 'Slightly rotated M composite stained'],
        ['11', 'Slightly rotated'],
        ['12', 'Palatally placed'],
      ],
      CONSULT:
        "Discussed aligners whitening and composite edge bonding versus veneers. She asked if whitening damages the enamel. Explained it doesn't with the right gel. She'd like to start with aligners",
      NV: ['Scans and photos for aligners'],
    },
  }),
  defineCase({
    id: 'h31-29-uk-typed-fdi-surgical-extraction-48-opg-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      'Surgical XLA 48 as planned, recurrent pericoronitis x3 this year. MH: no change, NKDA. 48 partially erupted, mesioangular, operculum healthy today. OPG (previous): 48 mesioangular, roots close to IDC, no caries 47. Risks discussed again incl. numbness lip/tongue, dry socket. Written consent signed. LA 2 x 2.2ml lidocaine 2% 1:80,000 adr IDB right + buccal infil 48. Buccal flap, bone removal w/ surgical handpiece + saline, crown sectioned, roots elevated. Surgical extraction 48 completed. Socket irrigated w/ saline, 3 x 4-0 Vicryl Rapide sutures. Haemostasis. POIG verbal + written. Ibuprofen + paracetamol advised. Review 1/52.',
    appends: ["Add to notes: pt's partner waiting to drive her home.", 'Change 1/52 to 10 days.'],
    expect: {
      CC: 'Surgical XLA 48 as planned, recurrent pericoronitis x3 this year',
      'MED HX': 'No change, NKDA',
      DENTAL: [['48', 'Partially erupted, mesioangular, operculum healthy today']],
      RADIO: 'OPG (previous): 48 mesioangular, roots close to IDC, no caries 47',
      CONSULT: 'Risks discussed again incl. numbness lip/tongue, dry socket. Ibuprofen + paracetamol advised',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 48',
        'Buccal flap',
        'Bone removal w/ surgical handpiece + saline',
        'Crown sectioned',
        'Roots elevated',
        'Surgical extraction 48 completed',
        'Socket irrigated w/ saline',
        '3 x 4-0 Vicryl Rapide sutures',
        'Haemostasis',
        'POIG verbal + written',
      ],
      NOTES: "Pt's partner waiting to drive her home",
      'F/U': 'Review 10 days',
    },
  }),
  defineCase({
    id: 'h31-30-uk-asr-fdi-child-check-up-class-2-overjet-ortho-referral-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "nine year old with dad check up no problems medical history fit and well no allergies extra oral nad intra oral soft tissues nad class two division one with an overjet of about seven millimetres crowding upper and lower oral hygiene good one six two six three six and four six sealants intact five five and six five sound seven five small occlusal caries arrested um no bitewings needed as low caries risk dad asked about braces explained it's a good age to see the orthodontist referral to orthodontist for assessment fluoride varnish applied recall six months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Class 2 division 1 with an overjet of about 7 mm. Crowding upper and lower',
      PERIO: 'Oral hygiene good',
      DENTAL: [
        ['16', 'Sealants intact'],
        ['26', 'Sealants intact'],
        ['36', 'Sealants intact'],
        ['46', 'Sealants intact'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['75', 'Small O caries arrested'],
      ],
      RADIO: 'No bitewings needed as low caries risk',
      CONSULT: "Dad asked about braces. Explained it's a good age to see the orthodontist",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      'TX PLAN': ['Referral to orthodontist for assessment'],
      NOTES: '9 year old with dad',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 6. UK private practice, hygienist (FDI)
  defineCase({
    id: 'h31-31-uk-typed-fdi-hygienist-terse-pmpr-airflow-tepe-rv-4-12',
    style: 'UK',
    asr: false,
    transcript:
      'Hyg appt. No c/o. MH: no change. BPE 1 2 1 / 2 2 1. Supra calculus LL anteriors. PMPR + Airflow. OHI: TePe 0.45 + 0.5. RV 4/12.',
    expect: {
      CC: 'Hyg appt. No c/o',
      'MED HX': 'No change',
      PERIO: 'BPE 1 2 1 / 2 2 1. Supra calculus LL anteriors',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['PMPR + Airflow', 'OHI: TePe 0.45 + 0.5'],
      'F/U': 'RV 4 months',
    },
  }),
  defineCase({
    id: 'h31-32-uk-asr-fdi-hygienist-second-rsd-ll-smoker-chx-gel-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "second rsd visit lower left he says his gums bleed less since the first visit medical history no changes type two diabetes on metformin no allergies still smoking about ten a day six millimetre pockets three six and three seven bleeding on probing thirty percent down from fifty percent la one cartridge sorry two cartridges articaine four percent one in one hundred thousand adrenaline id block left rsd lower left with the piezo and gracey curettes chlorhexidine gel to three seven distal pocket oral hygiene instruction interdental brushes red and blue smoking cessation advice he's cut down and wants to try patches next visit rsd upper left in two weeks",
    appends: ['add to notes he works nights so prefers afternoon appointments', 'change two weeks to three weeks'],
    expect: {
      CC: 'Second RSD visit lower left. He says his gums bleed less since the first visit',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies. Still smoking about 10 a day',
      PERIO: '6 mm pockets 36 and 37. Bleeding on probing 30% down from 50%',
      CONSULT: "Smoking cessation advice. He's cut down and wants to try patches",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left',
        'RSD lower left with the piezo and Gracey curettes',
        'Chlorhexidine gel to 37 distal pocket',
        'Oral hygiene instruction interdental brushes red and blue',
      ],
      NOTES: 'He works nights so prefers afternoon appointments',
      NV: ['RSD upper left in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h31-33-uk-typed-fdi-hygienist-child-fs-37-47-duraphat-energy-drinks',
    style: 'UK',
    asr: false,
    transcript:
      '12 y/o attended with mum for FS 37, 47 as prescribed. MH: fit and well, NKDA. 37, 47 fully erupted, deep stained fissures, no caries. 36, 46 FS intact. Plaque on lower molars, gingivae slightly inflamed. FS 37, 47 under dry guards + cotton wool rolls. Duraphat varnish 22,600 ppm applied. TBI w/ electric brush 2 mins twice daily. Diet advice: swap energy drinks for water. Pt engaged and asked good questions. Recall w/ dentist 6/12.',
    expect: {
      CC: 'FS 37, 47 as prescribed',
      'MED HX': 'Fit and well, NKDA',
      PERIO: 'Plaque on lower molars, gingivae slightly inflamed',
      DENTAL: [
        ['37', 'Fully erupted, deep stained fissures, no caries'],
        ['47', 'Fully erupted, deep stained fissures, no caries'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
      ],
      CONSULT: 'Diet advice: swap energy drinks for water',
      'TX TODAY': ['Fissure sealant 37, 47', 'Fluoride varnish'],
      TX: [
        'FS 37, 47 under dry guards + cotton wool rolls',
        'Duraphat varnish 22,600 ppm applied',
        'TBI w/ electric brush 2 mins twice daily',
      ],
      NOTES: '12 y/o attended with mum. Pt engaged and asked good questions',
      'F/U': 'Recall w/ dentist 6 months',
    },
  }),
  defineCase({
    id: 'h31-34-uk-asr-fdi-hygienist-stain-sensitivity-33-34-sorry-desensitising-ohi-only',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment she's worried about staining on her front teeth from coffee and some sensitivity lower left medical history no changes on levothyroxine allergic to latex bpe one one two one one two heavy tea and coffee stain lingual of the lower anteriors three three and three four sensitive to air three millimetres recession no caries airflow stain removal then supragingival scale with the ultrasonic tooth mousse sorry desensitising varnish on three three and three four oral hygiene instruction soft brush and sensodyne she asked if whitening would help explained the dentist would need to check first and it won't change the colour of her fillings recall six months with the hygienist",
    expect: {
      CC: "Hygiene appointment. She's worried about staining on her front teeth from coffee and some sensitivity lower left",
      'MED HX': 'No changes. On levothyroxine. Allergic to latex',
      PERIO: 'BPE 1 1 2 / 1 1 2',
      INTRA: 'Heavy tea and coffee stain lingual of the lower anteriors',
      DENTAL: [
        ['33', 'Sensitive to air 3 mm recession no caries'],
        ['34', 'Sensitive to air 3 mm recession no caries'],
      ],
      CONSULT:
        "She asked if whitening would help. Explained the dentist would need to check first and it won't change the colour of her fillings",
      'TX TODAY': ['OHI'],
      TX: [
        'Airflow stain removal',
        'Supragingival scale with the ultrasonic',
        'Desensitising varnish 33, 34',
        'Oral hygiene instruction soft brush and Sensodyne',
      ],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'h31-35-uk-typed-fdi-hygienist-perio-review-after-rsd-maintenance-fee',
    style: 'UK',
    asr: false,
    transcript:
      'Review 3/12 after RSD. Pt reports no bleeding, using ID brushes daily. MH: no change, NKDA, ex-smoker. BPE 3 2 3 / 3 2 3. Pocket chart: residual 5 mm pockets 16 DP, 26 MB, 47 D, all others ≤4 mm, BOP 8%, plaque 15%. 16 grade I mobility. Dx: periodontitis stage III grade B (currently stable). Perio maintenance, OHI reinforced. Discussed 3-monthly maintenance, private fee £75; pt happy with this. Recall 3/12 w/ hygienist, exam w/ dentist 6/12.',
    expect: {
      CC: 'Review 3 months after RSD. Pt reports no bleeding, using ID brushes daily',
      'MED HX': 'No change, NKDA, ex-smoker',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Pocket chart: residual 5 mm pockets 16 DP, 26 MB, 47 D, all others ≤4 mm, BOP 8%, plaque 15%',
      DENTAL: [['16', 'Grade I mobility']],
      DX: ['Periodontitis stage III grade B (currently stable)'],
      CONSULT: 'Discussed 3-monthly maintenance, private fee £75; pt happy with this',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Perio maintenance', 'OHI reinforced'],
      'F/U': 'Recall 3 months w/ hygienist, exam w/ dentist 6 months',
    },
  }),
  defineCase({
    id: 'h31-36-uk-asr-fdi-hygienist-short-routine-s-and-p-implant-46',
    style: 'UK',
    asr: true,
    transcript:
      'routine hygiene no concerns medical history no changes bpe one one one one one one light calculus lower incisors four six implant crown no bleeding around it scale and polish ohi recall six months',
    expect: {
      CC: 'Routine hygiene. No concerns',
      'MED HX': 'No changes',
      PERIO: 'BPE 1 1 1 / 1 1 1. Light calculus lower incisors',
      DENTAL: [['46', 'Implant crown no bleeding around it']],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
];
