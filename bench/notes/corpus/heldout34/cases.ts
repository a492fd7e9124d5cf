// The thirty-fourth held-out split (ids h34-01–h34-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is one week at a UK practice and a US practice, six clinicians' worth of habits, six visits each, dictated the way
// each one really dictates: terse typed notes, long recogniser run-on stories, section words said or not, remarks, the
// patient's words, nurse asides, self-corrections ("sorry", "I mean", "no sorry", "scratch that") and fillers:
//   h34-01–h34-06 the UK associate dentist (FDI; h34-01, h34-03, h34-05 recogniser-style, h34-02, h34-04, h34-06
//     typed): a new-patient check-up with full charting, bitewings and a treatment plan, an upper molar extraction with
//     a nose-blow test, a long emergency story ending in extirpation with a nurse aside, a private crown prep with core,
//     impressions and temporary, a child's check-up with mum (appended dictation), a terse dry-socket review (no title);
//   h34-07–h34-12 the UK principal who says Palmer words (Palmer; h34-07, h34-09, h34-11 recogniser-style with "upper
//     right six" / "lower left e", h34-08, h34-10, h34-12 typed UR6 shorthand): a routine exam with charting and
//     bitewings, an upper complete denture fit, a second-stage RCT obturated, a fractured incisor corner restored, a
//     child's abscessed primary molar extracted (appended dictation), a post crown recemented;
//   h34-13–h34-18 the UK hygienist-therapist (FDI; h34-14, h34-15, h34-17 recogniser-style, h34-13, h34-16, h34-18
//     typed): a periodontal assessment with a pocket chart, furcations and mobility, a second RSD visit with "scratch
//     that", two cervical composites on prescription with a nurse aside and "I mean", supportive periodontal therapy with
//     PMPR, a teenager with fixed braces (appended dictation), a three-line gingivitis review;
//   h34-19–h34-24 the US general dentist (Universal; h34-20, h34-22, h34-23 recogniser-style, h34-19, h34-21, h34-24
//     typed): a comprehensive exam with FMX and a treatment plan (no treatment), two composites under one dam, a
//     surgical third molar extraction, an RCT finished and obturated, an emergency crown recementation (appended
//     dictation), a lower denture adjustment;
//   h34-25–h34-30 the US hygienist (Universal; h34-25, h34-27, h34-29 recogniser-style, h34-26, h34-28, h34-30 typed):
//     an adult prophy with probing depths and bitewings, a first SRP visit with two LA lines and Arestin, a periodontal
//     maintenance visit with a furcation and mobility, a child's prophy with a sealant plan, a pregnant patient's prophy
//     (appended dictation), a three-line recall prophy;
//   h34-31–h34-36 the US associate seeing children and emergencies (Universal with primary letters; h34-31, h34-33,
//     h34-35 recogniser-style, h34-32, h34-34, h34-36 typed): a six-year-old's first check-up, a pulpotomy and SSC under
//     nitrous, a pericoronitis emergency irrigated and referred, a band and loop cemented (no title), an anxious
//     four-year-old's SDF and GIC on dad's lap (appended dictation), an eleven-year-old's exam with an orthodontic
//     referral.
// UK 18 (FDI 12, Palmer 6), US 18 (Universal, primary letters in h34-28, h34-31, h34-32, h34-34–h34-36); 18 recogniser-style (lower
// case, number words, no punctuation, fillers) and 18 typed; 27 to 210 words (most 70 to 180); six cases with appended
// dictation (h34-05 "add to notes …" / "change six months to four months"; h34-11 "add to notes …" / "next visit …";
// h34-17 "add to notes …" / "add to treatment …"; h34-23 "add to notes …" / "next visit …"; h34-29 "add to notes …" /
// "change three months to two months"; h34-35 "add to notes …" / "change one month to two weeks"). DENTAL in 28 cases
// (not h34-06, h34-14, h34-16, h34-18, h34-24, h34-26, h34-29, h34-30).
//
// Judgement calls where the contract left room:
// - Pocket depths, bleeding, recession, furcations, calculus, plaque, oral hygiene and gum findings are PERIO, also when
//   said tooth first ("26 furcation grade 1 buccal", "#19 has a class 1 furcation buccal"); a tooth-first mobility
//   ("16 mobility II", "#30 class 1 mobility") is a chart entry (as more58). "perio charting" opening the probing
//   findings only names the section and goes.
// - A child's age and who came with them are NOTES (as more58), and so are anxiety, remarks about how the patient did,
//   and what the patient said about how they feel; a patient's question and its answer, their reply to advice ("she
//   said she'll try", "she said her old dentist told her the same"), advice after treatment, fees and insurance are
//   CONSULT. Nurse asides are dropped entirely.
// - Titles: "Impregum impressions upper" → "Impressions"; "lower denture adjusted" → "Denture adjustment", a PIP high
//   spot "relieved" at a denture fit is no adjustment (as more56); "Denture fitted" → "Denture fit"; "irrigated under
//   the operculum" → "Irrigation", "socket irrigated" is none; "recemented crown #19" / "crown recemented UL2" → "Crown
//   recement"; "surgical extraction #32" stays surgical; "silver diamine fluoride on s t and k" → "SDF #S, #T, #K";
//   "occlusal glass ionomer on s" → "O GIC #S"; "prophy + fluoride varnish by hygienist today" gives both titles; a
//   band and loop, Arestin, Alvogyl and "polish" alone are no titles. h34-16's CC "Perio maintenance" gives no title
//   because TX names PMPR; h34-06's dry-socket review (CC: extraction 4 days ago) has no TX TODAY.
// - A single-visit obturation is "Obturation <tooth>" and a pulp extirpated today "Extirpation 46" (as more56); canals
//   and cusp tips follow rule 4 ("mesial canals" → "M canals", "mesiobuccal cusp" → "MB cusp"); a master cone PA stays
//   in its step, a post-op PA with its report is RADIO.
// - An LA said "… then two cartridges lidocaine …" with a second agent is a second LA line (as more56); a Universal LA
//   "right IANB" is written "IANB right" (as more58); "long buccal" is kept as said.
// - "Referred to the oral surgeon for extraction", "Referred to stop smoking service" and "Referral to orthodontist
//   given" are TX PLAN; "Re-eval 3/12 after RSD" typed on its own and "SPT recall 3/12" are F/U; a dictated "next
//   visit re evaluation …" is NV.
// - Shorthand typed is kept as typed in TX and text fields ("XLA 26 w/ upper molar forceps", "POIG", "Rv 3 days",
//   "F/u 1 wk prn", "Recall 6 mo"); "adr" / "epi" in LA lines become adrenaline / epinephrine, "infil" infiltration,
//   "carps" carpules, "1:100k" 1:100,000.
// - A correction of a whole tooth ("eight four occlusal caries sorry eight five occlusal caries", "number fifteen sorry
//   number sixteen") moves the finding to the second tooth; "periodontitis sorry gingivitis" leaves "Gingivitis".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" sets or
//   adds an NV item, "change X to Y" edits the one place X is said.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; chart
//   conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout34Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK associate dentist (FDI)
  defineCase({
    id: 'h34-01-uk-asr-fdi-new-patient-full-charting-bitewings-plan-sorry-latex',
    style: 'UK',
    asr: true,
    transcript:
      "um new patient exam she's moved to the area and wants a check up no pain at the moment occasional sensitivity upper left medical history asthma uses a brown and a blue inhaler allergic to elastoplast sorry allergic to latex non smoker drinks about ten units a week extra oral nad lymph nodes not palpable intra oral soft tissues healthy tongue and floor of mouth normal bpe two two three two one two charting one seven missing one six mesial occlusal amalgam sound two five distal caries two six occlusal composite marginal breakdown three six crown four six disto occlusal caries four eight partially erupted bitewings both sides grade one caries distal two five into dentine and four six into dentine diagnosis caries two five and four six explained she needs two fillings she'd like white fillings on the nhs told her the band two charge covers both treatment plan disto occlusal composite four six distal composite two five and replace occlusal composite two six next visit fillings four six and two five",
    expect: {
      CC: "New patient exam. She's moved to the area and wants a check up. No pain at the moment. Occasional sensitivity upper left",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to latex. Non smoker. Drinks about 10 units a week',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth normal',
      PERIO: 'BPE 2 2 3 / 2 1 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['25', 'D caries'],
        ['26', 'O composite marginal breakdown'],
        ['36', 'Crown'],
        ['46', 'DO caries'],
        ['48', 'Partially erupted'],
      ],
      RADIO: 'Bitewings both sides grade 1. Caries distal 25 into dentine and 46 into dentine',
      DX: ['Caries 25, 46'],
      CONSULT:
        "Explained she needs 2 fillings. She'd like white fillings on the NHS. Told her the band 2 charge covers both",
      'TX PLAN': ['DO composite 46', 'D composite 25', 'Replace O composite 26'],
      NV: ['Fillings 46, 25'],
    },
  }),
  defineCase({
    id: 'h34-02-uk-typed-fdi-xla-26-db-root-caries-nose-blow-denture-question',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for XLA 26 as planned. Pt says it's still aching on and off. MH: no change, type 2 diabetes (metformin), BP 138/82 today, NKDA. 26 heavily restored, DB root caries, unrestorable, not mobile. 25, 27 sound. Risks discussed incl. sinus communication. Written consent. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil 26. XLA 26 w/ upper molar forceps, all 3 roots intact. Socket checked, no OAC, nose blow test negative. Haemostasis w/ bite pack. POIG verbal + written. Pt asked about a denture for the gap: advised to wait 3/12 for healing. Review PRN.",
    expect: {
      CC: "XLA 26 as planned. Pt says it's still aching on and off",
      'MED HX': 'No change, type 2 diabetes (metformin), BP 138/82 today, NKDA',
      DENTAL: [
        ['26', 'Heavily restored, DB root caries, unrestorable, not mobile'],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      CONSULT:
        'Risks discussed incl. sinus communication. Pt asked about a denture for the gap: advised to wait 3 months for healing',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'XLA 26 w/ upper molar forceps',
        'All 3 roots intact',
        'Socket checked',
        'No OAC',
        'Nose blow test negative',
        'Haemostasis w/ bite pack',
        'POIG verbal + written',
      ],
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'h34-03-uk-asr-fdi-emergency-story-46-irreversible-pulpitis-extirpation-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "right so emergency she's been up all night with throbbing pain lower right started three days ago worse with hot now and she says cold actually helps paracetamol and ibuprofen not touching it medical history no changes on sertraline no allergies extra oral nad no swelling intra oral soft tissues fine four six large mesial occlusal distal amalgam tender to percussion no mobility ethyl chloride no response sorry lingering response four seven sound four five occlusal composite sound pa four six deep caries under the amalgam close to the pulp widened pdl on the mesial root diagnosis irreversible pulpitis four six options explained root canal treatment or extraction she wants to keep it nhs band three explained verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six um can I have the rubber dam kit please thanks rubber dam amalgam and caries removed pulp exposure with profuse bleeding pulp extirpated four six three canals located irrigated with sodium hypochlorite ledermix and cavit occlusion relieved she said that's the first time it hasn't hurt in days post op instructions given next visit root canal four six in two weeks",
    expect: {
      CC: "Emergency. She's been up all night with throbbing pain lower right. Started 3 days ago. Worse with hot now. She says cold actually helps. Paracetamol and ibuprofen not touching it",
      'MED HX': 'No changes. On sertraline. No allergies',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['46', 'Large MOD amalgam tender to percussion no mobility ethyl chloride lingering response'],
        ['47', 'Sound'],
        ['45', 'O composite sound'],
      ],
      RADIO: 'PA 46 deep caries under the amalgam close to the pulp. Widened PDL on the mesial root',
      DX: ['Irreversible pulpitis 46'],
      CONSULT: 'Options explained root canal treatment or extraction. She wants to keep it. NHS band 3 explained',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam',
        'Amalgam and caries removed',
        'Pulp exposure with profuse bleeding',
        'Pulp extirpated 46',
        '3 canals located',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NOTES: "She said that's the first time it hasn't hurt in days",
      NV: ['RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h34-04-uk-typed-fdi-private-crown-prep-16-core-impregum-temp-gold-question',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 16, private (PBC). MH: no change, NKDA. 16 large MOD amalgam, MP cusp cracked, not TTP, vital to cold. 15 DO comp sound. 17 sound. Fee £650 confirmed. Consent form signed. LA 2 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil 16. Amalgam removed, no caries, core built up w/ Fluorocore. Crown prep 16, 1.5 mm occlusal reduction, chamfer margins. Retraction cord size 00. Impregum impressions upper, alginate lower, bite reg. Shade A3 (taken before prep). Temp crown Protemp, cemented TempBond. Occlusion checked. POIG. Advised avoid sticky foods on the temp. Pt asked about a gold crown instead, happier with tooth coloured. NV crown fit 16 2/52.',
    expect: {
      CC: 'Crown prep 16, private (PBC)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['16', 'Large MOD amalgam, MP cusp cracked, not TTP, vital to cold'],
        ['15', 'DO comp sound'],
        ['17', 'Sound'],
      ],
      CONSULT:
        'Fee £650 confirmed. Advised avoid sticky foods on the temp. Pt asked about a gold crown instead, happier with tooth coloured',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Amalgam removed',
        'No caries',
        'Core built up w/ Fluorocore',
        'Crown prep 16',
        '1.5 mm occlusal reduction',
        'Chamfer margins',
        'Retraction cord size 00',
        'Impregum impressions upper',
        'Alginate lower',
        'Bite reg',
        'Shade A3 (taken before prep)',
        'Temp crown Protemp',
        'Cemented TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit 16 2 weeks'],
    },
  }),
  defineCase({
    id: 'h34-05-uk-asr-fdi-child-check-up-81-mobile-sorry-85-appends-notes-change-recall',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old with mum here for his check up mum says he's been complaining about a wobbly tooth at the front medical history fit and well no medications no allergies extra oral nad intra oral soft tissues normal oral hygiene fair plaque on the lower molars charting eight one mobile grade two four one erupting behind it um five five and six five sound seven four occlusal caries eight four occlusal caries sorry eight five occlusal caries three six and four six erupted sound deep fissures one six and two six partially erupted no x rays today diagnosis caries seven four and eight five explained the wobbly tooth is normal and the adult one will move forward diet advice less squash fluoride varnish applied he was great sat really still next visit occlusal fillings seven four and eight five and fissure sealants three six and four six with the therapist recall six months",
    appends: ['add to notes mum asked for after school appointments', 'change six months to four months'],
    expect: {
      CC: "His check up. Mum says he's been complaining about a wobbly tooth at the front",
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal',
      PERIO: 'Oral hygiene fair. Plaque on the lower molars',
      DENTAL: [
        ['81', 'Mobile grade 2'],
        ['41', 'Erupting behind it'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['74', 'O caries'],
        ['85', 'O caries'],
        ['36', 'Erupted sound deep fissures'],
        ['46', 'Erupted sound deep fissures'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
      ],
      RADIO: 'No x-rays today',
      DX: ['Caries 74, 85'],
      CONSULT: 'Explained the wobbly tooth is normal and the adult one will move forward. Diet advice less squash',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '7 year old with mum. He was great. Sat really still. Mum asked for after school appointments',
      NV: ['O fillings 74, 85', 'Fissure sealants 36, 46 with the therapist'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'h34-06-uk-typed-fdi-terse-dry-socket-37-alvogyl-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Pain after XLA 37 4 days ago. Throbbing, radiating to ear, bad taste. MH no change. EO: no swelling, no lymphadenopathy. IO: 37 socket empty, exposed bone, food debris. Dx: dry socket 37. Socket irrigated w/ saline, Alvogyl placed. Analgesia advice: ibuprofen + paracetamol alternating. Rv 3/7 if not settling.',
    expect: {
      CC: 'Pain after XLA 37 4 days ago. Throbbing, radiating to ear, bad taste',
      'MED HX': 'No change',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '37 socket empty, exposed bone, food debris',
      DX: ['Dry socket 37'],
      CONSULT: 'Analgesia advice: ibuprofen + paracetamol alternating',
      TX: ['Socket irrigated w/ saline', 'Alvogyl placed'],
      'F/U': 'Rv 3 days if not settling',
    },
  }),
  // ---------------------------------------------------------------- 2. UK principal saying Palmer words (Palmer)
  defineCase({
    id: 'h34-07-uk-asr-palmer-routine-exam-ll7-do-caries-bitewings-periodontitis-sorry-gingivitis',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "routine exam no problems apart from food trapping lower left medical history no changes takes atorvastatin and amlodipine no allergies ex smoker stopped two years ago extra oral nad intra oral nad bpe one two two two one two upper right six occlusal amalgam sound upper right seven missing upper left five disto occlusal composite sound lower left six mesial occlusal distal amalgam sound lower left seven disto occlusal caries food trapping lower right six crown margins fine bitewings grade one lower left seven distal caries into dentine no other caries diagnosis caries lower left seven periodontitis sorry gingivitis scale and polish with the hygienist and a filling discussed he's happy to go ahead next visit disto occlusal composite lower left seven recall six months",
    expect: {
      CC: 'Routine exam. No problems apart from food trapping lower left',
      'MED HX': 'No changes. Takes atorvastatin and amlodipine. No allergies. Ex smoker stopped 2 years ago',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 2 / 2 1 2',
      DENTAL: [
        ['UR6', 'O amalgam sound'],
        ['UR7', 'Missing'],
        ['UL5', 'DO composite sound'],
        ['LL6', 'MOD amalgam sound'],
        ['LL7', 'DO caries food trapping'],
        ['LR6', 'Crown margins fine'],
      ],
      RADIO: 'Bitewings grade 1. LL7 distal caries into dentine. No other caries',
      DX: ['Caries LL7', 'Gingivitis'],
      CONSULT: "Scale and polish with the hygienist and a filling discussed. He's happy to go ahead",
      NV: ['DO composite LL7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h34-08-uk-typed-palmer-upper-complete-denture-fit-pip-relieved-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of new upper complete denture (acrylic), lower natural dentition. MH: no change, warfarin (INR 2.4 last wk), NKDA. Upper ridge healthy, no sore spots. LR6 DO amalgam sound. LL6 missing. Denture tried in. PIP: high spot over the incisive papilla, relieved. Retention + stability good. Occlusion checked w/ articulating paper, slight premature contact UL3 region, adjusted. Denture fitted. Pt very pleased with appearance. Insertion/removal shown, cleaning + out at night advised. Warned to expect some sore spots. Review 1/52 for ease.',
    expect: {
      CC: 'Fit of new upper complete denture (acrylic), lower natural dentition',
      'MED HX': 'No change, warfarin (INR 2.4 last wk), NKDA',
      INTRA: 'Upper ridge healthy, no sore spots',
      DENTAL: [
        ['LR6', 'DO amalgam sound'],
        ['LL6', 'Missing'],
      ],
      CONSULT: 'Insertion/removal shown, cleaning + out at night advised. Warned to expect some sore spots',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        'PIP: high spot over the incisive papilla',
        'Relieved',
        'Retention + stability good',
        'Occlusion checked w/ articulating paper',
        'Slight premature contact UL3 region',
        'Adjusted',
        'Denture fitted',
      ],
      NOTES: 'Pt very pleased with appearance',
      'F/U': 'Review 1 week for ease',
    },
  }),
  defineCase({
    id: 'h34-09-uk-asr-palmer-second-stage-rct-lr6-obturation-clamp-sorry-crown-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for the second stage of the root canal on the lower right six been fine since the last visit no pain at all medical history no changes no allergies lower right six cavit intact not tender to percussion no sinus lower right five and lower right seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower right six rubber dam with a seven clamp sorry an eight clamp cavit and calcium hydroxide removed four canals located working lengths confirmed with the apex locator mesial canals twenty one millimetres distal canals twenty point five millimetres to the mesiobuccal cusp tip prepared to size twenty five six percent taper irrigated with sodium hypochlorite and edta dried with paper points master cone pa taken cones to length obturated lower right six warm vertical condensation with bc sealer cavit over the top post op pa good length and condensation no voids he asked if it's finished told him it needs a crown to protect it next visit crown prep lower right six in four weeks",
    expect: {
      CC: 'Second stage of the root canal on LR6. Been fine since the last visit. No pain at all',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LR6', 'Cavit intact not tender to percussion no sinus'],
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'Post-op PA good length and condensation. No voids',
      CONSULT: "He asked if it's finished. Told him it needs a crown to protect it",
      'TX TODAY': ['Obturation LR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam with an 8 clamp',
        'Cavit and calcium hydroxide removed',
        '4 canals located',
        'Working lengths confirmed with the apex locator',
        'M canals 21 mm',
        'D canals 20.5 mm to the MB cusp tip',
        'Prepared to size 25 6% taper',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Master cone PA taken',
        'Cones to length',
        'Obturated LR6 warm vertical condensation with BC Sealer',
        'Cavit over the top',
      ],
      NV: ['Crown prep LR6 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h34-10-uk-typed-palmer-emergency-ur1-fractured-mi-corner-composite-ept',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Tripped on the kerb last night, chipped front tooth. No LOC, no other injuries. MH: no change, NKDA. EO: small graze chin, healing. IO: upper lip slightly swollen, no lacerations. UR1 fractured MI corner, enamel + dentine, no pulp exposure, not mobile, sensitive to air, EPT +ve. UL1 crazed, not mobile, EPT +ve. PA UR1/UL1: no root fracture, PDL normal. Dx: uncomplicated crown fracture UR1. Composite build-up discussed vs crown later, pt wants it fixed today. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr labial infil UR1. Bevel, etch, bond, MI composite UR1 (Filtek A2 body + incisal). Polished, occlusion checked in protrusion. Soft diet 1/52. Review 6/52 vitality.',
    expect: {
      CC: 'Emergency. Tripped on the kerb last night, chipped front tooth. No LOC, no other injuries',
      'MED HX': 'No change, NKDA',
      EXTRA: 'Small graze chin, healing',
      INTRA: 'Upper lip slightly swollen, no lacerations',
      DENTAL: [
        [
          'UR1',
          'Fractured MI corner, enamel + dentine, no pulp exposure, not mobile, sensitive to air, EPT +ve',
          'MI corner',
        ],
        ['UL1', 'Crazed, not mobile, EPT +ve'],
      ],
      RADIO: 'PA UR1/UL1: no root fracture, PDL normal',
      DX: ['Uncomplicated crown fracture UR1'],
      CONSULT: 'Composite build-up discussed vs crown later, pt wants it fixed today. Soft diet 1 week',
      'TX TODAY': ['MI composite UR1'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1',
        'Bevel',
        'Etch',
        'Bond',
        'MI composite UR1 (Filtek A2 body + incisal)',
        'Polished',
        'Occlusion checked in protrusion',
      ],
      'F/U': 'Review 6 weeks vitality',
    },
  }),
  defineCase({
    id: 'h34-11-uk-asr-palmer-child-abscess-lle-extraction-dad-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "six year old attended with dad lower left e has been hurting on and off for two weeks and his face swelled up yesterday dad gave him calpol medical history fit and well no allergies extra oral slight swelling left cheek no fever intra oral buccal swelling next to lower left e lower left e large disto occlusal cavity mobile grade one tender lower left d occlusal caries small lower left six not erupted yet diagnosis abscess lower left e explained to dad it needs to come out he agreed verbal consent from dad topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left e lower left e extracted with forceps both roots complete pus from the socket bite on gauze haemostasis good no antibiotics needed post op instructions given to dad he was a bit teary but really brave review in one week",
    appends: ["add to notes dad says he's been having a lot of fizzy drinks lately", 'next visit occlusal filling lower left d'],
    expect: {
      CC: 'LLE has been hurting on and off for 2 weeks and his face swelled up yesterday. Dad gave him Calpol',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Slight swelling left cheek. No fever',
      INTRA: 'Buccal swelling next to LLE',
      DENTAL: [
        ['LLE', 'Large DO cavity mobile grade 1 tender'],
        ['LLD', 'O caries small'],
        ['LL6', 'Not erupted yet'],
      ],
      DX: ['Abscess LLE'],
      CONSULT: 'Explained to dad it needs to come out. He agreed',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Extraction LLE'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLE',
        'LLE extracted with forceps',
        'Both roots complete',
        'Pus from the socket',
        'Bite on gauze',
        'Haemostasis good',
        'No antibiotics needed',
        'Post-op instructions given to dad',
      ],
      NOTES:
        "6 year old attended with dad. He was a bit teary but really brave. Dad says he's been having a lot of fizzy drinks lately",
      NV: ['O filling LLD'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h34-12-uk-typed-palmer-post-crown-ul2-recemented-wedding-plan-new-post-crown',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Post crown UL2 came out yesterday eating a sandwich, pt has it in a pot. No pain. MH: no change, NKDA. UL2 RCT'd root, post still in crown, root face sound, no caries, P margin subgingival. UL1, UL3 sound. PA UL2: RCT satisfactory, no PA radiolucency, post length approx 1/2 root. Options: recement vs new post crown, explained recementing may fail again. Pt wants recement for now (wedding in 3 wks). No LA. Crown + post cleaned, canal cleaned w/ chlorhexidine. Crown recemented UL2 w/ RelyX Unicem, excess removed. Occlusion checked, light in protrusion. Plan: new post crown UL2 if it comes out again. Recall as normal.",
    expect: {
      CC: 'Post crown UL2 came out yesterday eating a sandwich, pt has it in a pot. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL2', "RCT'd root, post still in crown, root face sound, no caries, P margin subgingival"],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      RADIO: 'PA UL2: RCT satisfactory, no PA radiolucency, post length approx 1/2 root',
      CONSULT:
        'Options: recement vs new post crown, explained recementing may fail again. Pt wants recement for now (wedding in 3 wks)',
      'TX TODAY': ['Crown recement UL2'],
      TX: [
        'No LA',
        'Crown + post cleaned',
        'Canal cleaned w/ chlorhexidine',
        'Crown recemented UL2 w/ RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
        'Light in protrusion',
      ],
      'TX PLAN': ['New post crown UL2 if it comes out again'],
      'F/U': 'Recall as normal',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist-therapist (FDI)
  defineCase({
    id: 'h34-13-uk-typed-fdi-therapist-perio-assessment-pocket-chart-furcation-mobility-smoker',
    style: 'UK',
    asr: false,
    transcript:
      "New pt referred by Dr for perio assessment. C/o bleeding gums + 'my teeth feel loose at the back'. MH: type 2 diabetes, HbA1c 64, metformin + gliclazide. NKDA. Smoker 15/day x 20 yrs. BPE 4 3 4 / 4 3 4*. Full pocket chart: generalised 4-6 mm, 7 mm 16 MP + DP, 8 mm 26 DB, 7 mm 36 D and 46 D. Furcation 16 grade II buccal, 46 grade I. BOP 72%, plaque 85%. Recession 2 mm 31, 41. 16 mobility II, 26 mobility I. OPG (taken by Dr): horizontal bone loss 30-50%, vertical defect 26 D. Dx: generalised periodontitis stage III grade C. Explained causes, role of smoking + diabetes, possible loss of 16. Pt keen to quit. Referred to stop smoking service. OHI w/ TePe size 2 ant + size 4 post and Curaprox 5460 brush. Plan: RSD 4 quads under LA over 2 visits. Re-eval 3/12 after RSD.",
    expect: {
      CC: "New pt referred by Dr for perio assessment. Bleeding gums + 'my teeth feel loose at the back'",
      'MED HX': 'Type 2 diabetes, HbA1c 64, metformin + gliclazide. NKDA. Smoker 15/day x 20 yrs',
      PERIO:
        'BPE 4 3 4 / 4 3 4*. Full pocket chart: generalised 4-6 mm, 7 mm 16 MP + DP, 8 mm 26 DB, 7 mm 36 D and 46 D. Furcation 16 grade II buccal, 46 grade I. BOP 72%, plaque 85%. Recession 2 mm 31, 41',
      DENTAL: [
        ['16', 'Mobility II'],
        ['26', 'Mobility I'],
      ],
      RADIO: 'OPG (taken by Dr): horizontal bone loss 30-50%, vertical defect 26 D',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Explained causes, role of smoking + diabetes, possible loss of 16. Pt keen to quit',
      'TX TODAY': ['OHI'],
      TX: ['OHI w/ TePe size 2 ant + size 4 post and Curaprox 5460 brush'],
      'TX PLAN': ['Referred to stop smoking service', 'RSD 4 quads under LA over 2 visits'],
      'F/U': 'Re-eval 3 months after RSD',
    },
  }),
  defineCase({
    id: 'h34-14-uk-asr-fdi-therapist-second-rsd-ul-ll-two-la-lines-scratch-that-single-tufted',
    style: 'UK',
    asr: true,
    transcript:
      "um second rsd visit upper left and lower left he says the right side was a bit sore for a couple of days after last time but fine now medical history no changes still on metformin cut down to ten cigarettes a day no allergies pocket depths six to seven millimetres around two six and two seven five millimetres lower left molars bleeding on probing throughout upper left two six furcation grade one buccal la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left then two cartridges lidocaine two percent one in eighty thousand adrenaline id block left rsd upper left and lower left with the ultrasonic and gracey curettes lots of subgingival calculus around two six ohi single tufted brush for the lower left scratch that ohi single tufted brush around two seven he said his wife has noticed his breath is better next visit re evaluation in three months with a full pocket chart",
    expect: {
      CC: 'Second RSD visit upper left and lower left. He says the right side was a bit sore for a couple of days after last time but fine now',
      'MED HX': 'No changes. Still on metformin. Cut down to 10 cigarettes a day. No allergies',
      PERIO:
        'Pocket depths 6 to 7 mm around 26 and 27. 5 mm lower left molars. Bleeding on probing throughout upper left. 26 furcation grade 1 buccal',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD upper left and lower left with the ultrasonic and Gracey curettes',
        'Lots of subgingival calculus around 26',
        'OHI single tufted brush around 27',
      ],
      NOTES: 'He said his wife has noticed his breath is better',
      NV: ['Re-evaluation in 3 months with a full pocket chart'],
    },
  }),
  defineCase({
    id: 'h34-15-uk-asr-fdi-therapist-b-composites-33-43-prescribed-i-mean-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the two buccal fillings on the lower canines prescribed by the dentist medical history no changes on omeprazole allergic to ibuprofen three three buccal cervical abrasion cavity with caries at the gingival margin four three buccal cervical abrasion cavity sensitive to cold no caries no la needed for four three la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four three I mean three three could you get me the retraction cord please cheers retraction cord caries removed three three etched bonded buccal composite three three and four three shade a three point five polished with discs told her to use a soft brush and not to scrub sideways she said her old dentist told her the same recall with the dentist as planned",
    expect: {
      CC: '2 buccal fillings on the lower canines prescribed by the dentist',
      'MED HX': 'No changes. On omeprazole. Allergic to ibuprofen',
      DENTAL: [
        ['33', 'B cervical abrasion cavity with caries at the gingival margin'],
        ['43', 'B cervical abrasion cavity sensitive to cold no caries'],
      ],
      CONSULT:
        'Told her to use a soft brush and not to scrub sideways. She said her old dentist told her the same',
      'TX TODAY': ['B composite 33, 43'],
      TX: [
        'No LA needed for 43',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 33',
        'Retraction cord',
        'Caries removed 33',
        'Etched',
        'Bonded',
        'B composite 33, 43',
        'Shade A3.5',
        'Polished with discs',
      ],
      'F/U': 'Recall with the dentist as planned',
    },
  }),
  defineCase({
    id: 'h34-16-uk-typed-fdi-therapist-perio-maintenance-pmpr-pockets-stable-vaping',
    style: 'UK',
    asr: false,
    transcript:
      'Perio maintenance, 3/12 since last visit. Pt happy, bleeding much less. MH: no change, ex-smoker 6 months (vaping). NKDA. BPE 3 2 3 / 3 2 3. Pockets: 4 mm 16 D, 17 M, 5 mm 26 D (was 7), 4 mm 36 D. BOP 14%, plaque 22%. No mobility. Dx: periodontitis stage III grade B (currently stable). PMPR w/ ultrasonic + hand instruments, 26 D deep scaled. Polish. OHI reinforced, TePe size 4 for 26/27. SPT recall 3/12.',
    expect: {
      CC: 'Perio maintenance, 3 months since last visit. Pt happy, bleeding much less',
      'MED HX': 'No change, ex-smoker 6 months (vaping). NKDA',
      PERIO:
        'BPE 3 2 3 / 3 2 3. Pockets: 4 mm 16 D, 17 M, 5 mm 26 D (was 7), 4 mm 36 D. BOP 14%, plaque 22%. No mobility',
      DX: ['Periodontitis stage III grade B (currently stable)'],
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR w/ ultrasonic + hand instruments',
        '26 D deep scaled',
        'Polish',
        'OHI reinforced',
        'TePe size 4 for 26/27',
      ],
      'F/U': 'SPT recall 3 months',
    },
  }),
  defineCase({
    id: 'h34-17-uk-asr-fdi-therapist-teen-fixed-braces-s-and-p-duraphat-wsl-appends-notes-tx',
    style: 'UK',
    asr: true,
    transcript:
      "fourteen year old with mum here for a scale and polish before her brace check the orthodontist asked for it medical history fit and well no allergies intra oral fixed braces upper and lower gingivae swollen and bleeding around the brackets especially lower anteriors plaque score sixty percent sorry seventy percent bpe one two one two two one white spot lesions on one two and two two scale and polish around the brackets with the ultrasonic fluoride varnish duraphat on the white spot lesions ohi with interproximal brushes and a single tufted brush she asked if an electric brush would be easier told her yes with an orthodontic head diet advice cut down on energy drinks recall three months",
    appends: ['add to notes mum asked for a letter for school', 'add to treatment photos of the white spot lesions taken'],
    expect: {
      CC: 'Scale and polish before her brace check. Orthodontist asked for it',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Fixed braces upper and lower',
      PERIO:
        'Gingivae swollen and bleeding around the brackets especially lower anteriors. Plaque score 70%. BPE 1 2 1 / 2 2 1',
      DENTAL: [
        ['12', 'White spot lesions'],
        ['22', 'White spot lesions'],
      ],
      CONSULT:
        'She asked if an electric brush would be easier. Told her yes with an orthodontic head. Diet advice cut down on energy drinks',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish', 'OHI'],
      TX: [
        'Scale and polish around the brackets with the ultrasonic',
        'Fluoride varnish Duraphat on the white spot lesions',
        'OHI with interproximal brushes and a single tufted brush',
        'Photos of the white spot lesions taken',
      ],
      NOTES: '14 year old with mum. Mum asked for a letter for school',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h34-18-uk-typed-fdi-therapist-three-line-gingivitis-review-bop-discharged',
    style: 'UK',
    asr: false,
    transcript:
      'Rv 6/52 re gingivitis. Flossing daily now. BPE 1 1 1 / 1 1 1, BOP 8% (was 38%). OHI reinforced. Discharged to 6/12 recall w/ dentist.',
    expect: {
      CC: 'Rv 6 weeks re gingivitis. Flossing daily now',
      PERIO: 'BPE 1 1 1 / 1 1 1, BOP 8% (was 38%)',
      'TX TODAY': ['OHI'],
      TX: ['OHI reinforced'],
      'F/U': 'Discharged to 6 months recall w/ dentist',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'h34-19-us-typed-comprehensive-exam-fmx-psr-fractured-ml-cusp-3-tx-plan-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam. CC: back tooth upper right broke a while ago, no pain. Med hx: HTN on lisinopril, hyperlipidemia on atorvastatin, NKDA. Non-smoker. BP 142/88. EO: WNL, TMJ no clicking. IO: mild linea alba, tongue WNL, no lesions, OCS neg. PSR 3 3 3 / 3 2 3, generalized 4-5 mm pockets posteriors, moderate subgingival calculus, BOP generalized. #1, #16, #17, #32 missing. #3 MO amalgam, fractured ML cusp. #14 O amalgam, recurrent caries. #19 PFM crown, open D margin. #30 DO composite, sound. #8, #9 chipped incisal edges. FMX: recurrent caries #14 O and #19 D margin, generalized horizontal bone loss 20-30%. Dx: generalized periodontitis stage II grade B, caries #14 and #19. Treatment plan: SRP 4 quads, crown #3, O composite #14, replace crown #19. Discussed, pt wants to start with the cleaning. Insurance estimate printed. NV: SRP UR/LR.',
    expect: {
      CC: 'New pt comprehensive exam. Back tooth upper right broke a while ago, no pain',
      'MED HX': 'HTN on lisinopril, hyperlipidemia on atorvastatin, NKDA. Non-smoker. BP 142/88',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Mild linea alba, tongue WNL, no lesions, OCS neg',
      PERIO: 'PSR 3 3 3 / 3 2 3, generalized 4-5 mm pockets posteriors, moderate subgingival calculus, BOP generalized',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam, fractured ML cusp', 'ML cusp'],
        ['14', 'O amalgam, recurrent caries'],
        ['19', 'PFM crown, open D margin'],
        ['30', 'DO composite, sound'],
        ['8', 'Chipped incisal edges'],
        ['9', 'Chipped incisal edges'],
      ],
      RADIO: 'FMX: recurrent caries #14 O and #19 D margin, generalized horizontal bone loss 20-30%',
      DX: ['Generalized periodontitis stage II grade B', 'Caries #14, #19'],
      CONSULT: 'Discussed, pt wants to start with the cleaning. Insurance estimate printed',
      'TX PLAN': ['SRP 4 quads', 'Crown #3', 'O composite #14', 'Replace crown #19'],
      NV: ['SRP UR/LR'],
    },
  }),
  defineCase({
    id: 'h34-20-us-asr-d-composite-13-mo-composite-14-calcium-hydroxide-sorry-vitrebond',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for her fillings on the upper left thirteen and fourteen no changes to her health still on the birth control pill no allergies number thirteen distal caries number fourteen mesial occlusal caries number twelve sound two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration thirteen and fourteen rubber dam caries removed number fourteen close to the pulp calcium hydroxide sorry vitrebond liner placed then caries removed number thirteen sectional matrix etched bonded distal composite thirteen and mesial occlusal composite fourteen shade a two cured adjusted occlusion polished she asked if it's normal to be sensitive afterwards told her it can be for a couple of weeks post op instructions given next visit crown consult for nineteen",
    expect: {
      CC: 'Her fillings on the upper left #13 and #14',
      'MED HX': 'No changes to her health. Still on the birth control pill. No allergies',
      DENTAL: [
        ['13', 'D caries'],
        ['14', 'MO caries'],
        ['12', 'Sound'],
      ],
      CONSULT: "She asked if it's normal to be sensitive afterwards. Told her it can be for a couple of weeks",
      'TX TODAY': ['D composite #13', 'MO composite #14'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13, #14',
        'Rubber dam',
        'Caries removed #14 close to the pulp',
        'Vitrebond liner placed',
        'Caries removed #13',
        'Sectional matrix',
        'Etched',
        'Bonded',
        'D composite #13',
        'MO composite #14',
        'Shade A2',
        'Cured',
        'Adjusted occlusion',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['Crown consult #19'],
    },
  }),
  defineCase({
    id: 'h34-21-us-typed-surgical-extraction-32-pericoronitis-pano-ian-long-buccal-sutures',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for ext #32, recurrent pericoronitis x3 this year. Med hx: no changes, NKDA. #32 partially erupted, mesioangular, operculum slightly red, no pus. #31 sound, no D caries. Pano (1 mo ago): #32 mesioangular, roots close to IAN canal, no darkening of roots. Risks reviewed incl. paresthesia and dry socket. Consent signed. 3 carps 4% articaine 1:100k epi, right IANB + long buccal. Surgical extraction #32. Envelope flap, buccal bone removed w/ surgical handpiece, crown sectioned, roots delivered w/ elevators. Socket irrigated w/ saline, 2 x 3-0 chromic gut sutures. Gauze pack. Post-op instructions verbal + written. Rx ibuprofen 600 mg q6h x 3 days. Rx chlorhexidine 0.12% rinse from tomorrow. Pt tolerated well. F/u 1 wk prn.',
    expect: {
      CC: 'Ext #32, recurrent pericoronitis x3 this year',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['32', 'Partially erupted, mesioangular, operculum slightly red, no pus'],
        ['31', 'Sound, no D caries'],
      ],
      RADIO: 'Pano (1 mo ago): #32 mesioangular, roots close to IAN canal, no darkening of roots',
      CONSULT: 'Risks reviewed incl. paresthesia and dry socket',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + long buccal',
        'Surgical extraction #32',
        'Envelope flap',
        'Buccal bone removed w/ surgical handpiece',
        'Crown sectioned',
        'Roots delivered w/ elevators',
        'Socket irrigated w/ saline',
        '2 x 3-0 chromic gut sutures',
        'Gauze pack',
        'Post-op instructions verbal + written',
        'Rx ibuprofen 600 mg q6h x 3 days',
        'Rx chlorhexidine 0.12% rinse from tomorrow',
      ],
      NOTES: 'Pt tolerated well',
      'F/U': 'F/u 1 wk prn',
    },
  }),
  defineCase({
    id: 'h34-22-us-asr-rct-30-completed-obturation-size-35-i-mean-30-crown-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for completion of the root canal on number thirty we opened it as an emergency two weeks ago she says it's been totally fine since medical history no changes takes metformin and a baby aspirin allergic to codeine number thirty temporary intact not tender to percussion no sinus tract numbers twenty nine and thirty one sound two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam temporary and calcium hydroxide removed three canals located working lengths confirmed with the apex locator mesial canals twenty one millimeters distal canal twenty two millimeters off the mesiobuccal cusp uh cleaned and shaped to a size thirty five I mean a size thirty with a four percent taper irrigated with sodium hypochlorite and edta final rinse with the endoactivator dried with paper points obturated thirty with gutta percha and bc sealer single cone core build up with fluorocore post op pa all three canals filled to length no voids she asked if she still needs a crown told her yes within a month because the tooth is weak now she was relieved it didn't hurt next visit crown prep thirty",
    expect: {
      CC: "Completion of the root canal on #30. We opened it as an emergency 2 weeks ago. She says it's been totally fine since",
      'MED HX': 'No changes. Takes metformin and a baby aspirin. Allergic to codeine',
      DENTAL: [
        ['30', 'Temporary intact not tender to percussion no sinus tract'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'Post-op PA all 3 canals filled to length. No voids',
      CONSULT: 'She asked if she still needs a crown. Told her yes within a month because the tooth is weak now',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Temporary and calcium hydroxide removed',
        '3 canals located',
        'Working lengths confirmed with the apex locator',
        'M canals 21 mm',
        'D canal 22 mm off the MB cusp',
        'Cleaned and shaped to a size 30 with a 4% taper',
        'Irrigated with sodium hypochlorite and EDTA',
        'Final rinse with the EndoActivator',
        'Dried with paper points',
        'Obturated #30 with gutta percha and BC Sealer single cone',
        'Core build up with Fluorocore',
      ],
      NOTES: "She was relieved it didn't hurt",
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'h34-23-us-asr-emergency-crown-off-19-caramel-recement-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency his crown came off number nineteen last night eating caramel he brought it in with him no pain slightly sensitive to cold medical history no changes high blood pressure on losartan no allergies number nineteen prep intact no caries crown intact numbers eighteen and twenty sound bitewing of nineteen no recurrent caries diagnosis lost crown nineteen talked about recementing versus a new crown he wants it recemented no anesthetic needed cleaned the crown and the prep with pumice tried in seats fully recemented crown nineteen with rely x unicem cleaned off excess flossed occlusion checked told him no sticky foods like caramel",
    appends: ["add to notes he's travelling for work next week", 'next visit six month recall exam and cleaning'],
    expect: {
      CC: 'Emergency. His crown came off #19 last night eating caramel. He brought it in with him. No pain. Slightly sensitive to cold',
      'MED HX': 'No changes. High blood pressure on losartan. No allergies',
      DENTAL: [
        ['19', 'Prep intact no caries crown intact'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'Bitewing of #19 no recurrent caries',
      DX: ['Lost crown #19'],
      CONSULT:
        'Talked about recementing versus a new crown. He wants it recemented. Told him no sticky foods like caramel',
      'TX TODAY': ['Crown recement #19'],
      TX: [
        'No anesthetic needed',
        'Cleaned the crown and the prep with pumice',
        'Tried in',
        'Seats fully',
        'Recemented crown #19 with RelyX Unicem',
        'Cleaned off excess',
        'Flossed',
        'Occlusion checked',
      ],
      NOTES: "He's travelling for work next week",
      NV: ['6 month recall exam and cleaning'],
    },
  }),
  defineCase({
    id: 'h34-24-us-typed-lower-denture-adjustment-ulcer-pip-rtc-1-wk',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for adjustment of new lower complete denture delivered 1 wk ago. Sore on the left side when chewing, upper is fine. Med hx: no changes, NKDA. 2 mm ulcer lower left buccal vestibule, premolar area. Upper ridge healthy. PIP applied, pressure spot over ulcer. Lower denture adjusted. Flange relieved over ulcer w/ acrylic bur, polished. Occlusion: heavy contact left side, adjusted. Pt reports it feels better. Advised warm salt water rinses, leave denture out at night. RTC 1 wk if still sore.',
    expect: {
      CC: 'Adjustment of new lower complete denture delivered 1 wk ago. Sore on the left side when chewing, upper is fine',
      'MED HX': 'No changes, NKDA',
      INTRA: '2 mm ulcer lower left buccal vestibule, premolar area. Upper ridge healthy',
      CONSULT: 'Advised warm salt water rinses, leave denture out at night',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'PIP applied',
        'Pressure spot over ulcer',
        'Lower denture adjusted',
        'Flange relieved over ulcer w/ acrylic bur',
        'Polished',
        'Occlusion: heavy contact left side',
        'Adjusted',
      ],
      NOTES: 'Pt reports it feels better',
      'F/U': 'RTC 1 wk if still sore',
    },
  }),

  // ---------------------------------------------------------------- 5. US hygienist (Universal)
  defineCase({
    id: 'h34-25-us-asr-hygienist-adult-prophy-perio-charting-four-bitewings-tori-d-12',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "adult prophy and periodic exam she says her gums bleed when she flosses which isn't often medical history no changes takes levothyroxine allergic to amoxicillin blood pressure one eighteen over seventy six extraoral within normal limits intraoral mandibular tori oral cancer screening negative perio charting probing depths mostly two to three millimeters four millimeter pockets on the distal of two and fifteen bleeding on probing about twenty percent light plaque and moderate calculus lower anteriors recession one millimeter on twenty four and twenty five diagnosis generalized gingivitis four bitewings taken small interproximal lesion distal of twelve number twelve distal incipient caries watch number three crown intact prophy with the cavitron and hand scaling coarse paste polish flossed ohi floss once a day at least she said she'll try recall six months",
    expect: {
      CC: "Adult prophy and periodic exam. She says her gums bleed when she flosses which isn't often",
      'MED HX': 'No changes. Takes levothyroxine. Allergic to amoxicillin. Blood pressure 118/76',
      EXTRA: 'Within normal limits',
      INTRA: 'Mandibular tori. Oral cancer screening negative',
      PERIO:
        'Probing depths mostly 2 to 3 mm. 4 mm pockets on the distal of #2 and #15. Bleeding on probing about 20%. Light plaque and moderate calculus lower anteriors. Recession 1 mm on #24 and #25',
      DX: ['Generalized gingivitis'],
      RADIO: '4 bitewings taken. Small interproximal lesion distal of #12',
      DENTAL: [
        ['12', 'D incipient caries watch'],
        ['3', 'Crown intact'],
      ],
      CONSULT: "She said she'll try",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with the Cavitron and hand scaling', 'Coarse paste polish', 'Flossed', 'OHI floss once a day at least'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h34-26-us-typed-hygienist-srp-ur-lr-pocket-depths-two-la-lines-arestin-nervous',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "SRP visit 1 of 2, UR + LR quads. Med hx: no changes, type 2 diabetes (A1c 7.4), NKDA. Pocket depths UR 5-7 mm, #3 D 7 mm, LR 5-6 mm, #30 furcation class I. Heavy subgingival calculus, BOP generalized. Pt a bit nervous about the numbing. LA 2 carps lidocaine 2% 1:100k epi right IANB. LA 1 carp articaine 4% 1:100k epi buccal infiltration UR. SRP UR + LR w/ ultrasonic + Gracey 11/12 + 13/14. Arestin placed #3 D. OHI w/ interdental brushes + power toothbrush. Pt tolerated well, said it wasn't as bad as she expected. NV: SRP UL + LL 1 wk.",
    expect: {
      CC: 'SRP visit 1 of 2, UR + LR quads',
      'MED HX': 'No changes, type 2 diabetes (A1c 7.4), NKDA',
      PERIO:
        'Pocket depths UR 5-7 mm, #3 D 7 mm, LR 5-6 mm, #30 furcation class I. Heavy subgingival calculus, BOP generalized',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration UR',
        'SRP UR + LR w/ ultrasonic + Gracey 11/12 + 13/14',
        'Arestin placed #3 D',
        'OHI w/ interdental brushes + power toothbrush',
      ],
      NOTES: "Pt a bit nervous about the numbing. Pt tolerated well, said it wasn't as bad as she expected",
      NV: ['SRP UL + LL 1 wk'],
    },
  }),
  defineCase({
    id: 'h34-27-us-asr-hygienist-periodontal-maintenance-furcation-19-mobility-30-bop-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodontal maintenance three month recall he says his gums are doing great he uses the water flosser every night medical history no changes on eliquis for atrial fibrillation no allergies full mouth probing mostly three to four millimeters five millimeter pockets on the distal of three and fourteen and the mesial of nineteen number nineteen has a class one furcation buccal bleeding on probing ten percent sorry twelve percent down from twenty five last time light calculus lingual of the lower anteriors number thirty class one mobility no change from last time periodontal maintenance full mouth with the cavitron and hand instruments polished with fine paste ohi reviewed interdental brushes for the molars next visit periodontal maintenance in three months",
    expect: {
      CC: 'Periodontal maintenance 3 month recall. He says his gums are doing great. He uses the water flosser every night',
      'MED HX': 'No changes. On Eliquis for atrial fibrillation. No allergies',
      PERIO:
        'Full mouth probing mostly 3 to 4 mm. 5 mm pockets on the distal of #3 and #14 and the mesial of #19. #19 has a class 1 furcation buccal. Bleeding on probing 12% down from 25 last time. Light calculus lingual of the lower anteriors',
      DENTAL: [['30', 'Class 1 mobility no change from last time']],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth with the Cavitron and hand instruments',
        'Polished with fine paste',
        'OHI reviewed interdental brushes for the molars',
      ],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'h34-28-us-typed-hygienist-child-prophy-fluoride-bwx-i-do-caries-sealant-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8 y/o w/ dad. Here for prophy + exam, no concerns. Healthy, NKDA. Plaque on lower molars, gingiva mildly red along lower anteriors. #3, #14, #19, #30 erupted, deep grooves, no caries. #A, #B sound. #I DO caries. #J, #K, #L, #S, #T sound. 2 BWX: #I D caries into dentin, #J M incipient. Prophy, fluoride varnish 5%. OHI w/ dad, brushing 2x/day + flossing the back teeth. Pt did awesome, picked a toy. Tx plan: sealants #3, #14, #19, #30. NV: DO composite #I w/ Dr.',
    expect: {
      CC: 'Prophy + exam, no concerns',
      'MED HX': 'Healthy, NKDA',
      PERIO: 'Plaque on lower molars, gingiva mildly red along lower anteriors',
      DENTAL: [
        ['3', 'Erupted, deep grooves, no caries'],
        ['14', 'Erupted, deep grooves, no caries'],
        ['19', 'Erupted, deep grooves, no caries'],
        ['30', 'Erupted, deep grooves, no caries'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'DO caries'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 BWX: #I D caries into dentin, #J M incipient',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish 5%', 'OHI w/ dad', 'Brushing 2x/day + flossing the back teeth'],
      'TX PLAN': ['Sealants #3, #14, #19, #30'],
      NOTES: '8 y/o w/ dad. Pt did awesome, picked a toy',
      NV: ['DO composite #I w/ Dr'],
    },
  }),
  defineCase({
    id: 'h34-29-us-asr-hygienist-pregnant-24-weeks-gingivitis-prophy-appends-notes-change-recall',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "um prophy visit she says her gums bleed all the time now and feel puffy medical history twenty four weeks pregnant otherwise healthy takes prenatal vitamins no allergies her ob is happy for her to have cleanings intraoral soft tissues normal no pregnancy tumor seen gingiva red and swollen generalized especially the lower anteriors bleeding on probing generalized probing depths two to four millimeters no attachment loss moderate plaque diagnosis pregnancy gingivitis x rays deferred until after the baby prophy with hand scaling and the cavitron on low power polished ohi soft brush twice a day and floss she asked if the bleeding will harm the baby reassured her it's common and should settle after delivery recall three months during pregnancy",
    appends: ['add to notes she prefers to sit more upright because of the baby', 'change three months to two months'],
    expect: {
      CC: 'Prophy visit. She says her gums bleed all the time now and feel puffy',
      'MED HX':
        '24 weeks pregnant. Otherwise healthy. Takes prenatal vitamins. No allergies. Her OB is happy for her to have cleanings',
      INTRA: 'Soft tissues normal. No pregnancy tumor seen',
      PERIO:
        'Gingiva red and swollen generalized especially the lower anteriors. Bleeding on probing generalized. Probing depths 2 to 4 mm. No attachment loss. Moderate plaque',
      DX: ['Pregnancy gingivitis'],
      RADIO: 'X-rays deferred until after the baby',
      CONSULT: "She asked if the bleeding will harm the baby. Reassured her it's common and should settle after delivery",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with hand scaling and the Cavitron on low power', 'Polished', 'OHI soft brush twice a day and floss'],
      NOTES: 'She prefers to sit more upright because of the baby',
      'F/U': 'Recall 2 months during pregnancy',
    },
  }),
  defineCase({
    id: 'h34-30-us-typed-hygienist-three-line-recall-prophy-psr-1s-bwx-deferred',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall prophy, no concerns. Med hx no changes. PSR 1 1 1 / 1 1 1. BWX deferred, last ones 8 mo ago. Prophy, OHI. Recall 6 mo.',
    expect: {
      CC: 'Recall prophy, no concerns',
      'MED HX': 'No changes',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      RADIO: 'BWX deferred, last ones 8 mo ago',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      'F/U': 'Recall 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 6. US associate, children and emergencies (Universal, letters)
  defineCase({
    id: 'h34-31-us-asr-child-first-check-up-letters-k-do-l-o-caries-nitrous-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old here for her first check up with us mom says she had a toothache on the lower left last week that went away medical history healthy no medications allergic to peanuts extraoral normal intraoral soft tissues normal moderate plaque letters a b i and j sound letter k distal occlusal caries letter l occlusal caries letters s and t sound numbers nineteen and thirty erupting two bitewings k distal caries close to the pulp l occlusal into dentin diagnosis caries k and l told mom k may need a nerve treatment explained to mom about the juice at bedtime prophy and fluoride varnish she was nervous at first but did great with tell show do next visit fillings k and l under nitrous",
    expect: {
      CC: 'Her first check up with us. Mom says she had a toothache on the lower left last week that went away',
      'MED HX': 'Healthy. No medications. Allergic to peanuts',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Moderate plaque',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'DO caries'],
        ['L', 'O caries'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
      ],
      RADIO: '2 bitewings. #K distal caries close to the pulp. #L occlusal into dentin',
      DX: ['Caries #K, #L'],
      CONSULT: 'Told mom #K may need a nerve treatment. Explained to mom about the juice at bedtime',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old. She was nervous at first but did great with tell show do',
      NV: ['Fillings #K, #L under nitrous'],
    },
  }),
  defineCase({
    id: 'h34-32-us-typed-child-pulpotomy-ssc-s-nitrous-mta-cried-at-injection',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ mom. Here for treatment #S. Mom reports occasional pain when eating, none at night. Med hx: healthy, NKDA. #S large DO caries, no swelling, no mobility. #T O sealant intact. N2O/O2 30% titrated. Topical benzocaine. LA 1 carp lidocaine 2% 1:100k epi right IANB. Rubber dam. Caries removed, pulp exposure, bleeding controlled in 2 min w/ cotton pellet. Pulpotomy #S w/ MTA, IRM over. SSC #S size 4 cemented w/ Ketac Cem. Occlusion checked. 100% O2 x 5 min. Pt cried at the injection then settled. POI to mom. Advised mom to watch for lip biting. Recall 6 mo.',
    expect: {
      CC: 'Treatment #S. Mom reports occasional pain when eating, none at night',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['S', 'Large DO caries, no swelling, no mobility'],
        ['T', 'O sealant intact'],
      ],
      CONSULT: 'Advised mom to watch for lip biting',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O/O2 30% titrated',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Bleeding controlled in 2 min w/ cotton pellet',
        'Pulpotomy #S w/ MTA',
        'IRM over',
        'SSC #S size 4 cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 x 5 min',
        'POI to mom',
      ],
      NOTES: '5 y/o w/ mom. Pt cried at the injection then settled',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h34-33-us-asr-emergency-pericoronitis-17-irrigation-15-sorry-16-oral-surgeon-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency walk in he's got pain and swelling behind his lower left back tooth for three days hard to open and it tastes bad medical history no changes asthma uses albuterol allergic to penicillin extraoral left submandibular node tender mouth opening about thirty millimeters no facial swelling intraoral operculum over number seventeen red swollen with pus on pressure number fifteen sorry number sixteen over erupted biting on the flap number eighteen sound pano number seventeen vertically impacted partially erupted no bone loss around eighteen diagnosis pericoronitis number seventeen irrigated under the operculum with chlorhexidine debrided with a curette rx clindamycin three hundred milligrams four times a day for seven days ibuprofen six hundred milligrams every six hours as needed warm salt water rinses explained he'll probably need seventeen out and maybe sixteen too referred to the oral surgeon for extraction call if swelling gets worse",
    expect: {
      CC: "Emergency walk in. He's got pain and swelling behind his lower left back tooth for 3 days. Hard to open and it tastes bad",
      'MED HX': 'No changes. Asthma. Uses albuterol. Allergic to penicillin',
      EXTRA: 'Left submandibular node tender. Mouth opening about 30 mm. No facial swelling',
      INTRA: 'Operculum over #17 red swollen with pus on pressure',
      DENTAL: [
        ['16', 'Over erupted biting on the flap'],
        ['18', 'Sound'],
      ],
      RADIO: 'Pano #17 vertically impacted partially erupted. No bone loss around #18',
      DX: ['Pericoronitis #17'],
      CONSULT: "Warm salt water rinses. Explained he'll probably need #17 out and maybe #16 too",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine',
        'Debrided with a curette',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
        'Ibuprofen 600 mg every 6 hours as needed',
      ],
      'TX PLAN': ['Referred to the oral surgeon for extraction'],
      'F/U': 'Call if swelling gets worse',
    },
  }),
  defineCase({
    id: 'h34-34-us-typed-child-band-and-loop-l-space-grandma-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7 y/o w/ grandma. Here for space maintainer for #L space, #L extracted 3 wks ago elsewhere. Grandma says no pain. Healthy, NKDA. #L site healed well. #K O composite intact. #M sound. Band + loop tried in, good fit. Cemented w/ Ketac Cem, excess removed. Bite checked. Told grandma no sticky candy, brush around the band. Pt a little shy but cooperative. Recall 6 mo, monitor #21 eruption.',
    expect: {
      CC: 'Space maintainer for #L space, #L extracted 3 wks ago elsewhere. Grandma says no pain',
      'MED HX': 'Healthy, NKDA',
      INTRA: '#L site healed well',
      DENTAL: [
        ['K', 'O composite intact'],
        ['M', 'Sound'],
      ],
      CONSULT: 'Told grandma no sticky candy, brush around the band',
      TX: ['Band + loop tried in', 'Good fit', 'Cemented w/ Ketac Cem', 'Excess removed', 'Bite checked'],
      NOTES: '7 y/o w/ grandma. Pt a little shy but cooperative',
      'F/U': 'Recall 6 mo, monitor #21 eruption',
    },
  }),
  defineCase({
    id: 'h34-35-us-asr-anxious-four-year-old-sdf-s-t-k-o-gic-s-dads-lap-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with dad very anxious wouldn't sit in the chair last time dad says she's been avoiding chewing on the right side medical history healthy no medications no allergies letters s and t occlusal cavities letter k occlusal caries small letters a j and l sound no x rays she wouldn't tolerate them diagnosis early childhood caries talked to dad about silver diamine fluoride and that it stains black he said that's fine no local needed silver diamine fluoride on s t and k occlusal glass ionomer on s she let us do it sitting on dad's lap next visit recheck and more sdf in one month",
    appends: ['add to notes dad asked to be called if an earlier appointment comes up', 'change one month to two weeks'],
    expect: {
      CC: "Dad says she's been avoiding chewing on the right side",
      'MED HX': 'Healthy. No medications. No allergies',
      DENTAL: [
        ['S', 'O cavities'],
        ['T', 'O cavities'],
        ['K', 'O caries small'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['L', 'Sound'],
      ],
      RADIO: "No x-rays. She wouldn't tolerate them",
      DX: ['Early childhood caries'],
      CONSULT: "Talked to dad about silver diamine fluoride and that it stains black. He said that's fine",
      'TX TODAY': ['SDF #S, #T, #K', 'O GIC #S'],
      TX: ['No local needed', 'Silver diamine fluoride #S, #T, #K', 'O glass ionomer #S'],
      NOTES:
        "4 year old with dad. Very anxious. Wouldn't sit in the chair last time. She let us do it sitting on dad's lap. Dad asked to be called if an earlier appointment comes up",
      NV: ['Recheck and more SDF in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h34-36-us-typed-eleven-year-old-exam-class-ii-pano-ortho-referral-prophy-fv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '11 y/o w/ mom. Periodic exam, no complaints. Med hx: ADHD on methylphenidate, NKDA. EO: WNL. IO: WNL. Class II div 1, overjet 8 mm, lower crowding. #3, #14, #19, #30 sealants intact. #A, #J retained. #4, #13 erupting palatally. #T mobile. Pano: #1, #16, #17, #32 developing, no pathology. 2 BWX: no caries. Dx: Class II malocclusion. Prophy + fluoride varnish by hygienist today. Discussed ortho eval w/ mom. Referral to orthodontist given. Recall 6 mo.',
    expect: {
      CC: 'Periodic exam, no complaints',
      'MED HX': 'ADHD on methylphenidate, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL. Class II div 1, overjet 8 mm, lower crowding',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['A', 'Retained'],
        ['J', 'Retained'],
        ['4', 'Erupting palatally'],
        ['13', 'Erupting palatally'],
        ['T', 'Mobile'],
      ],
      RADIO: 'Pano: #1, #16, #17, #32 developing, no pathology. 2 BWX: no caries',
      DX: ['Class II malocclusion'],
      CONSULT: 'Discussed ortho eval w/ mom',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy + fluoride varnish by hygienist today'],
      'TX PLAN': ['Referral to orthodontist given'],
      NOTES: '11 y/o w/ mom',
      'F/U': 'Recall 6 mo',
    },
  }),
];
