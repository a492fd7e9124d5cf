// heldout15: a BLIND held-out split, written on 26 November 2026 from the labelling contract alone
// (corpus README "General rules" to the end, case.ts, shared/reference/dental-notes.md, and more56 / more58 plus the
// heldout14 header for the file format) by a helper that had not seen the engine, the dev corpus or any other held-out
// split. No software saw these dictations before the labels were written.
//
// A month of ordinary dictation from six clinicians, six visits each, 36 dictations:
//   Dr Halloran (UK GDP, FDI; typed with MH / EO / IO / Charting / Dx / Tx / Plan headings, "LA:" lines and slash
//     intervals; recogniser "right then", "erm", "sorry", an aside to the nurse) — 01 to 06;
//   Dr Sutcliffe (UK GDP, Palmer; recogniser "upper left four", "lower left e", "okay", "um", "no wait", "I mean",
//     "sorry"; typed UL6 shorthand with "Options:" and "Plan:") — 07 to 12;
//   Ms Brannigan (UK hygienist-therapist, FDI; terse typed "S&P", "FS", "FV", "POIG", "RV 6/12"; recogniser "okay so",
//     "sorry") — 13 to 18;
//   Dr Osei (US GDP, Universal; recogniser "number", "uh", "no wait", an aside to the assistant; typed "Pt presents",
//     "Med hx", "NV:") — 19 to 24;
//   Dr Nakamura (US pediatric dentist, Universal with primary letters "letter k", #K #L #O #S #T; remarks spoken to the
//     child; typed "y/o w/ mom") — 25 to 30;
//   Dr Feldman (US periodontist, Universal; typed consult and surgical write-ups in full periodontal terms; recogniser
//     "alright", "sorry") — 31 to 36.
// Visits: new-patient / periodic exams with charting (01, 07, 10, 19, 25), fillings (06, 16, 20, 29), crowns (03 prep,
// 08 recement, 22 seat), root canals (05, 21), extractions (04, 27, 36 surgical), perio and hygiene (13, 14, 17, 18, 31,
// 32, 34), children (10, 15, 25, 26, 27, 28, 29, 30), emergencies (02, 08, 12, 23, 29), dentures (09 complete, 24
// partial), implants (11 consultation, 18 maintenance, 33 placement), consultations without treatment (11, 31), reviews
// (12 dry socket, 17 periodontal review, 35 graft post-op).
//
// Counts: 18 UK / 18 US; numbering FDI 12, Palmer 6, Universal 18; recogniser-style 18 (02, 04, 06, 07, 08, 10, 12,
// 14, 17, 19, 21, 23, 25, 27, 29, 32, 34, 35), typed 18; 28 to 237 words (13 shortest, 21 longest); appended dictation
// in 4 cases (04 recogniser "add to notes …" / "next visit …"; 16 typed "Add to notes: …" / "Next visit: …"; 27
// recogniser "add to notes …" / "next visit …"; 33 typed "Add to notes: …" / "Add to treatment: …"). DENTAL in 35 cases
// (not 09, an edentulous patient); no TX TODAY in 11, 12, 31, 35.
//
// Judgement calls where the contract was silent:
//   - Spoken BPE / PSR scores are written in the reference's written form "BPE 2 2 2 / 2 2 3" (as the dev batches);
//     typed scores stay as typed.
//   - Units said in words are abbreviated (millimetres → mm, percent → %, "point two percent" → "0.2%"); a blood
//     pressure "one forty two over eighty eight" → "142/88" and a blood sugar "one thirty two" → "132"; vitals and
//     blood sugar go to MED HX with the history.
//   - "No LA needed", "no anesthetic needed", "No anesthesia" and "no antibiotics needed as no spreading infection"
//     are TX items (decisions about today's treatment), as the dev batches do with "No LA needed".
//   - Remarks spoken to the child ("you're doing awesome buddy open big", "you're being so brave") and asides to the
//     nurse or assistant ("could I have a smaller wedge please thanks", "can you pass me the apex locator thanks") are
//     dropped entirely.
//   - A child's age and who came with them are NOTES, also when said between the visit words ("six year old here for
//     his checkup and cleaning dad's with him …"); "Mom's written consent on file" and "mom gave verbal consent" are
//     CONSENT; a patient's (or parent's) question and the answer, advice and decisions are CONSULT; how the patient
//     felt ("he said it was much easier than he expected", "Pt approved shade") is NOTES.
//   - Titles: "irrigated under the operculum" → "Irrigation" (no tooth in its item); "S&P w/ plastic tips around 36"
//     → "Scale and polish" (36 names a place); "supragingival scale and polish" → "Scale and polish"; "Access sealed:
//     P comp 21 (A2)" → "P composite 21"; a completion visit whose TX says "obturated" → "Obturation"; "crown
//     recemented UL4" → "Crown recement UL4"; a crown seat whose steps are "tried in … Cemented w/ …" takes "Crown fit
//     #19" from the CC; "Upper partial denture fitted" and "Fitted dentures" → "Denture fit"; "temporary dressing
//     fourteen with irm" → "Temporary dressing #14"; "Surgical extraction #19" keeps "Surgical"; "scaling and root
//     planing upper right and lower right" → "SRP" (quadrants are no teeth); "FS 16, 26" → "Fissure sealant 16, 26",
//     "FV" → "Fluoride varnish"; "oral hygiene instruction(s)" (also "… reinforced") → "OHI". Toothbrushing
//     instruction, socket irrigation, Alvogyl, canal irrigation, core build-up, Arestin, nitrous oxide, band and loop
//     cementation, suture removal and a denture relieved at delivery are no titles.
//   - Reviews whose CC says the work was done before (12 "had LL8 out on Monday at another practice", 35 "post-op
//     after the connective tissue graft") take no title from the CC.
//   - Mobility, furcation and recession said tooth-first are DENTAL entries; pocket depths, BOP, calculus and plaque
//     are PERIO, also "Isolated 8 mm pocket #19 D"; a socket, operculum, graft site, donor site, peri-implant tissue,
//     an extraction site and ridges are INTRA (rule 7), but a "missing, ridge healed" said tooth-first stays in its
//     chart entry.
//   - Radiograph reports are text fields, so a single surface stays a word there ("#15 distal caries into dentin");
//     "Radiographs:" before "PA" is dropped as a header.
//   - A fracture field is the fractured part as written in the condition ("D marginal ridge", "M root", "ML cusp",
//     "MI corner"); "a crack on the mesial marginal ridge" gives no fracture.
//   - NV and TX PLAN items use the table names ("S&P" → "Scale and polish", "DO comp" → "DO composite", "scaling and
//     root planing" → "SRP", "stainless steel crown" → "SSC"); "s pulpotomy and stainless steel crown" is one item
//     ("#S pulpotomy and SSC"); teeth said together in a list item are written with commas ("Fillings LLE, LLD …",
//     "Clasps #4, #13 …", "Caries LLE, LLD"); a referral (smoking cessation service) is TX PLAN.
//   - Corrections ("sorry", "I mean", "no wait") replace only the corrected words ("on the mesial sorry distal margin"
//     → "on the D margin"; "alvogyl packed tightly sorry loosely" → "Alvogyl packed loosely"); "tooth" before a tooth
//     goes ("tooth four seven not mobile" → 47 "Not mobile").
//   - In recogniser text a clause ends where a careful writer would put a full stop; recogniser chart conditions keep
//     the spoken run without added commas; brand names are written as their makers write them (RelyX Unicem,
//     Cavitron, Alvogyl, ProTaper Gold, AH Plus, Fluorocore, Arestin, IRM, OptraGate).
//   - Appends: "add to notes X" / "Add to notes: X" puts X at the end of NOTES; "next visit X" / "Next visit: X" adds an
//     NV item; "Add to treatment: X" adds a TX item at the end (no title).
import { defineCase, type NotesCase } from '../case.ts';

const ukFdi = { style: 'UK', numbering: 'fdi' } as const;
const ukPalmer = { style: 'UK', numbering: 'palmer' } as const;
const us = { style: 'US', numbering: 'universal' } as const;

export const heldout15Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. Dr Halloran, UK GDP, FDI
  defineCase({
    id: 'h15-01-uk-typed-new-patient-exam-chart-26-d-marginal-ridge-fractured-plan',
    ...ukFdi,
    asr: false,
    transcript:
      'New pt exam. Moved to the area, last check-up 2 yrs ago, no problems. MH: hypothyroid (levothyroxine 100 mcg), NKDA. Non-smoker, 8 units/wk. EO: NAD. IO: soft tissues healthy, OH good. BPE 2 1 2 / 2 1 2. Charting: 17 MO amalgam sound. 16 O comp sound. 26 MOD amalgam, D marginal ridge fractured. 36 DO caries. 46 PFM crown, margins intact. 38, 48 missing. BWs (R + L) grade 1: 36 D caries into dentine, 26 no recurrent caries. Dx: caries 36, fractured MOD amalgam 26. Discussed options for 26 (replace amalgam vs onlay), pt to think about it. Tx: S&P, OHI (interdental brushes). Plan: DO comp 36, then 26 restoration as chosen. RV 6/12.',
    expect: {
      CC: 'New pt exam. Moved to the area, last check-up 2 yrs ago, no problems',
      'MED HX': 'Hypothyroid (levothyroxine 100 mcg), NKDA. Non-smoker, 8 units/wk',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, OH good',
      PERIO: 'BPE 2 1 2 / 2 1 2',
      DENTAL: [
        ['17', 'MO amalgam sound'],
        ['16', 'O comp sound'],
        ['26', 'MOD amalgam, D marginal ridge fractured', 'D marginal ridge'],
        ['36', 'DO caries'],
        ['46', 'PFM crown, margins intact'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'BWs (R + L) grade 1: 36 D caries into dentine, 26 no recurrent caries',
      DX: ['Caries 36', 'Fractured MOD amalgam 26'],
      CONSULT: 'Discussed options for 26 (replace amalgam vs onlay), pt to think about it',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (interdental brushes)'],
      'TX PLAN': ['DO composite 36', '26 restoration as chosen'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'h15-02-uk-asr-emergency-pericoronitis-38-irrigation-operculum-sorry-two-fingers',
    ...ukFdi,
    asr: true,
    transcript:
      "right then emergency appointment erm she's got pain and swelling round the lower left wisdom tooth for three days can't open fully and there's a bad taste medical history asthma uses a salbutamol inhaler allergic to penicillin extra oral slightly tender left submandibular node mouth opening three fingers sorry two fingers intra oral operculum over three eight red and swollen pus on pressure three eight partially erupted three seven sound diagnosis pericoronitis three eight irrigated under the operculum with chlorhexidine point two percent no antibiotics needed as no spreading infection oral hygiene instruction soft toothbrush round the back she asked if it needs to come out explained we'll see how often it flares and refer if it keeps happening advised hot salt water mouthwashes review in one week if not settling",
    expect: {
      CC: "Emergency appointment. She's got pain and swelling round the lower left wisdom tooth for 3 days. Can't open fully. There's a bad taste",
      'MED HX': 'Asthma uses a salbutamol inhaler. Allergic to penicillin',
      EXTRA: 'Slightly tender left submandibular node. Mouth opening 2 fingers',
      INTRA: 'Operculum over 38 red and swollen. Pus on pressure',
      DENTAL: [
        ['38', 'Partially erupted'],
        ['37', 'Sound'],
      ],
      DX: ['Pericoronitis 38'],
      CONSULT:
        "She asked if it needs to come out. Explained we'll see how often it flares and refer if it keeps happening. Advised hot salt water mouthwashes",
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'Irrigated under the operculum with chlorhexidine 0.2%',
        'No antibiotics needed as no spreading infection',
        'Oral hygiene instruction soft toothbrush round the back',
      ],
      'F/U': 'Review in 1 week if not settling',
    },
  }),
  defineCase({
    id: 'h15-03-uk-typed-crown-prep-36-full-gold-temp-spain-nv-3-52',
    ...ukFdi,
    asr: false,
    transcript:
      "Crown prep 36 (RCT'd 2021). MH: no change, NKDA. 36 MOD comp core intact, not TTP. 35 DO comp sound. 37 sound. Pt chose full gold crown after discussing gold vs zirconia. LA: 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 36. Crown prep 36, 1.5 mm occlusal reduction. Cord size 0. Impressions: Aquasil heavy + light body, alginate upper, bite reg. Temp crown Protemp, cemented w/ TempBond. Occlusion checked. POIG. Pt mentioned she's off to Spain for 2 weeks, fine w/ temp. NV: crown fit 36 3/52.",
    expect: {
      CC: "Crown prep 36 (RCT'd 2021)",
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['36', 'MOD comp core intact, not TTP'],
        ['35', 'DO comp sound'],
        ['37', 'Sound'],
      ],
      CONSULT: 'Pt chose full gold crown after discussing gold vs zirconia',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Crown prep 36',
        '1.5 mm occlusal reduction',
        'Cord size 0',
        'Impressions: Aquasil heavy + light body',
        'Alginate upper',
        'Bite reg',
        'Temp crown Protemp',
        'Cemented w/ TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: "Pt mentioned she's off to Spain for 2 weeks, fine w/ temp",
      NV: ['Crown fit 36 3 weeks'],
    },
  }),
  defineCase({
    id: 'h15-04-uk-asr-appends-extraction-47-m-root-fractured-sorry-bp-taxi-driver',
    ...ukFdi,
    asr: true,
    transcript:
      'patient attended for extraction of four seven as planned erm medical history no changes takes amlodipine and atorvastatin no allergies blood pressure one forty two over eighty eight four seven grossly carious distal sorry mesial root fractured four six sound four eight missing explained risks including dry socket and numbness consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four seven extracted four seven with forceps and elevators roots complete socket compressed haemostasis achieved with gauze post op instructions given verbal and written he said it was much easier than he expected review if any problems',
    appends: [
      "add to notes he's a taxi driver and was worried about time off work",
      'next visit hygienist for scale and polish',
    ],
    expect: {
      CC: 'Extraction of 47 as planned',
      'MED HX': 'No changes. Takes amlodipine and atorvastatin. No allergies. Blood pressure 142/88',
      DENTAL: [
        ['47', 'Grossly carious M root fractured', 'M root'],
        ['46', 'Sound'],
        ['48', 'Missing'],
      ],
      CONSULT: 'Explained risks including dry socket and numbness',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 47'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 47',
        'Extracted 47 with forceps and elevators',
        'Roots complete',
        'Socket compressed',
        'Haemostasis achieved with gauze',
        'Post-op instructions given verbal and written',
      ],
      NOTES:
        "He said it was much easier than he expected. He's a taxi driver and was worried about time off work",
      NV: ['Hygienist for scale and polish'],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'h15-05-uk-typed-completion-rct-21-obturation-p-composite-access-may-darken',
    ...ukFdi,
    asr: false,
    transcript:
      'Completion RCT 21. Extirpated at emergency appt 2/52 ago, comfortable since. MH: no change, NKDA. 21 temp intact, not TTP, no sinus. 11, 22 sound. LA: 1 x 2.2ml lidocaine 2% 1:80,000 adr labial infil 21. RD. Cavit + Ledermix removed. WL 22.5 mm (apex locator + PA). Prepared to F3 ProTaper Gold, irrigated 3% NaOCl. Dried, obturated 21 w/ warm vertical GP + AH Plus. Post-op PA: good length, well condensed. Access sealed: P comp 21 (A2). Discussed the tooth may darken, internal bleaching possible later. Pt happy. RV 6/12 with PA at 1 yr.',
    expect: {
      CC: 'Completion RCT 21. Extirpated at emergency appt 2 weeks ago, comfortable since',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['21', 'Temp intact, not TTP, no sinus'],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'Post-op PA: good length, well condensed',
      CONSULT: 'Discussed the tooth may darken, internal bleaching possible later',
      'TX TODAY': ['Obturation 21', 'P composite 21'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 21',
        'RD',
        'Cavit + Ledermix removed',
        'WL 22.5 mm (apex locator + PA)',
        'Prepared to F3 ProTaper Gold',
        'Irrigated 3% NaOCl',
        'Dried',
        'Obturated 21 w/ warm vertical GP + AH Plus',
        'Access sealed: P comp 21 (A2)',
      ],
      NOTES: 'Pt happy',
      'F/U': 'RV 6 months with PA at 1 yr',
    },
  }),
  defineCase({
    id: 'h15-06-uk-asr-do-composite-15-o-composite-14-nurse-aside-shade-sorry-fizzy-drinks',
    ...ukFdi,
    asr: true,
    transcript:
      "right then she's in for two fillings upper right erm medical history no changes on sertraline no allergies one five disto occlusal caries one four occlusal caries small one six sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration one four and one five cotton wool rolls and dry guard caries removed one five sectional matrix could I have a smaller wedge please thanks wedge in disto occlusal composite one five shade a three sorry a two then one four caries removed occlusal composite one four shade a two bite checked polished post op instructions given she asked why her teeth keep getting holes went through her diet she has a lot of fizzy drinks at work advised water instead and high fluoride toothpaste at night recall six months",
    expect: {
      CC: '2 fillings upper right',
      'MED HX': 'No changes. On sertraline. No allergies',
      DENTAL: [
        ['15', 'DO caries'],
        ['14', 'O caries small'],
        ['16', 'Sound'],
      ],
      CONSULT:
        'She asked why her teeth keep getting holes. Went through her diet. She has a lot of fizzy drinks at work. Advised water instead and high fluoride toothpaste at night',
      'TX TODAY': ['DO composite 15', 'O composite 14'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 14, 15',
        'Cotton wool rolls and dry guard',
        'Caries removed 15',
        'Sectional matrix',
        'Wedge in',
        'DO composite 15',
        'Shade A2',
        '14 caries removed',
        'O composite 14',
        'Shade A2',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. Dr Sutcliffe, UK GDP, Palmer words
  defineCase({
    id: 'h15-07-uk-asr-palmer-routine-check-up-ul7-margin-no-wait-mesially-diabetes-question',
    ...ukPalmer,
    asr: true,
    transcript:
      'okay routine check up no complaints um medical history no changes type two diabetes on metformin no allergies extra oral nad intra oral soft tissues healthy bpe two two two two two three upper right six mesial occlusal distal amalgam sound upper right five disto occlusal composite sound upper left seven crown margin open distally no wait mesially lower left six occlusal caries lower right seven buccal cervical abrasion cavity lower right eight missing bitewings taken grade one caries into dentine lower left six upper left seven margin fine on the bitewing diagnosis caries lower left six scale and polish ohi interdental brushes he asked if diabetes affects his gums explained it does and good control helps next visit occlusal composite lower left six recall six months',
    expect: {
      CC: 'Routine check up. No complaints',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 2 3',
      DENTAL: [
        ['UR6', 'MOD amalgam sound'],
        ['UR5', 'DO composite sound'],
        ['UL7', 'Crown margin open mesially'],
        ['LL6', 'O caries'],
        ['LR7', 'B cervical abrasion cavity'],
        ['LR8', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. Caries into dentine LL6. UL7 margin fine on the bitewing',
      DX: ['Caries LL6'],
      CONSULT: 'He asked if diabetes affects his gums. Explained it does and good control helps',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI interdental brushes'],
      NV: ['O composite LL6'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h15-08-uk-asr-palmer-emergency-crown-off-ul4-d-margin-caries-sorry-recemented',
    ...ukPalmer,
    asr: true,
    transcript:
      "emergency um crown came off upper left four last night eating toffee no pain she's brought it with her medical history no changes allergic to latex extra oral nad upper left four core intact small area of soft caries on the mesial sorry distal margin not tender upper left five and upper left three sound explained the caries is small and we can recement today but it may need a new crown in future she'd like it recemented no la needed caries removed with a slow handpiece crown cleaned and tried in fits well crown recemented upper left four with rely x unicem excess removed occlusion checked advised avoid toffee review at her next check up",
    expect: {
      CC: "Emergency. Crown came off UL4 last night eating toffee. No pain. She's brought it with her",
      'MED HX': 'No changes. Allergic to latex',
      EXTRA: 'NAD',
      DENTAL: [
        ['UL4', 'Core intact small area of soft caries on the D margin not tender'],
        ['UL5', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT:
        "Explained the caries is small and we can recement today but it may need a new crown in future. She'd like it recemented. Advised avoid toffee",
      'TX TODAY': ['Crown recement UL4'],
      TX: [
        'No LA needed',
        'Caries removed with a slow handpiece',
        'Crown cleaned and tried in',
        'Fits well',
        'Crown recemented UL4 with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
      ],
      'F/U': 'Review at her next check up',
    },
  }),
  defineCase({
    id: 'h15-09-uk-typed-palmer-complete-dentures-fit-warfarin-pip-relieved-no-dental',
    ...ukPalmer,
    asr: false,
    transcript:
      'Fit F/F dentures. Edentulous 15+ yrs, old set 20 yrs old & loose. MH: no change, warfarin (INR 2.6 yesterday), NKDA. IO: ridges well healed, lower ridge resorbed, no ulcers. Dentures tried in, retention good upper and fair lower. PIP: relieved upper labial frenum notch + lower left lingual flange. Occlusion checked, even contacts in RCP. Fitted dentures. Post-insertion instructions given. Explained lower will never be as stable as upper; implants possible if wanted. Pt pleased with appearance, wife came with him and agreed. Review 1/52 for easing.',
    expect: {
      CC: 'Fit F/F dentures. Edentulous 15+ yrs, old set 20 yrs old & loose',
      'MED HX': 'No change, warfarin (INR 2.6 yesterday), NKDA',
      INTRA: 'Ridges well healed, lower ridge resorbed, no ulcers',
      CONSULT: 'Explained lower will never be as stable as upper; implants possible if wanted',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures tried in',
        'Retention good upper and fair lower',
        'PIP: relieved upper labial frenum notch + lower left lingual flange',
        'Occlusion checked',
        'Even contacts in RCP',
        'Fitted dentures',
        'Post-insertion instructions given',
      ],
      NOTES: 'Pt pleased with appearance, wife came with him and agreed',
      'F/U': 'Review 1 week for easing',
    },
  }),
  defineCase({
    id: 'h15-10-uk-asr-palmer-child-first-check-up-lle-lld-i-mean-mesial-varnish-mum',
    ...ukPalmer,
    asr: true,
    transcript:
      "um six year old attended with mum for her first check up here mum's worried about a dark spot on a back tooth medical history fit and well no allergies extra oral nad intra oral soft tissues healthy plaque on the lower molars lower left e occlusal caries small lower right e sound lower left d distal caries I mean mesial caries upper right e and upper left e sound lower left six and lower right six erupting diagnosis caries lower left e and lower left d fluoride varnish applied toothbrushing instruction with mum advised two minutes twice a day and spit don't rinse mum asked if baby teeth need filling explained they hold the space for the adult teeth she was a bit nervous but let me look at everything next visit fillings lower left e and lower left d with the therapist recall three months",
    expect: {
      CC: "Her first check up here. Mum's worried about a dark spot on a back tooth",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['LLE', 'O caries small'],
        ['LRE', 'Sound'],
        ['LLD', 'M caries'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LL6', 'Erupting'],
        ['LR6', 'Erupting'],
      ],
      DX: ['Caries LLE, LLD'],
      CONSULT:
        "Advised 2 minutes twice a day and spit don't rinse. Mum asked if baby teeth need filling. Explained they hold the space for the adult teeth",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '6 year old attended with mum. She was a bit nervous but let me look at everything',
      NV: ['Fillings LLE, LLD with the therapist'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h15-11-uk-typed-palmer-consultation-gap-ul6-options-smoker-quote-cbct-referral',
    ...ukPalmer,
    asr: false,
    transcript:
      'Consultation re gap UL6, XLA 6/12 ago, food trapping, wants it filled. MH: no change, smoker 10/day, NKDA. BPE 2 2 2 / 2 2 2. UL6 missing, ridge healed, good height. UL5 DO comp sound. UL7 MO amalgam, tilted mesially slightly. LL6 over-erupted 1 mm. Options: leave, P/- denture, bridge UL5-UL7, implant. Explained smoking raises implant failure risk. Pt prefers implant but will try to stop smoking first. Quote given: implant + crown £2,650. Plan: CBCT UL6 region, referral to smoking cessation service. Review 3/12.',
    expect: {
      CC: 'Consultation re gap UL6, XLA 6 months ago, food trapping, wants it filled',
      'MED HX': 'No change, smoker 10/day, NKDA',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['UL6', 'Missing, ridge healed, good height'],
        ['UL5', 'DO comp sound'],
        ['UL7', 'MO amalgam, tilted mesially slightly'],
        ['LL6', 'Over-erupted 1 mm'],
      ],
      CONSULT:
        'Options: leave, P/- denture, bridge UL5-UL7, implant. Explained smoking raises implant failure risk. Pt prefers implant but will try to stop smoking first. Quote given: implant + crown £2,650',
      'TX PLAN': ['CBCT UL6 region', 'Referral to smoking cessation service'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'h15-12-uk-asr-palmer-dry-socket-ll8-elsewhere-alvogyl-sorry-loosely-no-title',
    ...ukPalmer,
    asr: true,
    transcript:
      "okay emergency he had the lower left eight out on monday at another practice um severe throbbing pain since wednesday keeping him up painkillers not helping medical history no changes smokes ten a day no allergies extra oral nad intra oral lower left eight socket empty no clot exposed bone very tender food debris lower left seven sound not tender diagnosis dry socket lower left eight explained what a dry socket is and that smoking makes it worse no la needed socket irrigated with warm saline debris removed alvogyl packed tightly sorry loosely advised ibuprofen and paracetamol together and no smoking for a few days he said he'll try review in three days",
    expect: {
      CC: 'Emergency. He had LL8 out on Monday at another practice. Severe throbbing pain since Wednesday keeping him up. Painkillers not helping',
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'LL8 socket empty. No clot. Exposed bone very tender. Food debris',
      DENTAL: [['LL7', 'Sound not tender']],
      DX: ['Dry socket LL8'],
      CONSULT:
        "Explained what a dry socket is and that smoking makes it worse. Advised ibuprofen and paracetamol together and no smoking for a few days. He said he'll try",
      TX: ['No LA needed', 'Socket irrigated with warm saline', 'Debris removed', 'Alvogyl packed loosely'],
      'F/U': 'Review in 3 days',
    },
  }),

  // ---------------------------------------------------------------- 3. Ms Brannigan, UK hygienist-therapist, FDI
  defineCase({
    id: 'h15-13-uk-typed-terse-hygiene-bpe-121-221-b-stain-31-41-s-and-p',
    ...ukFdi,
    asr: false,
    transcript:
      'Hygiene appt. No concerns. MH no change. BPE 1 2 1 / 2 2 1. Light calculus LL anteriors. 31, 41 B stain. S&P, OHI (floss). RV 6/12.',
    expect: {
      CC: 'Hygiene appt. No concerns',
      'MED HX': 'No change',
      PERIO: 'BPE 1 2 1 / 2 2 1. Light calculus LL anteriors',
      DENTAL: [
        ['31', 'B stain'],
        ['41', 'B stain'],
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (floss)'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'h15-14-uk-asr-second-rsd-lower-quadrants-36-mobile-gracey-sorry-columbia',
    ...ukFdi,
    asr: true,
    transcript:
      "okay so second rsd appointment lower left and lower right she says her gums are bleeding less since last time medical history no changes takes omeprazole penicillin allergy bpe from last time four three three three three four six millimetre pockets distal of three six and three seven bleeding on probing forty percent plaque score thirty five percent three six grade one mobile la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration lower left and lower right rsd lower left and lower right with the cavitron and gracey sorry columbia curettes ohi single tufted brush for the lower molars she's finding the interdental brushes fiddly so showed her again in the mirror next visit periodontal review in three months",
    expect: {
      CC: 'Second RSD appointment lower left and lower right. She says her gums are bleeding less since last time',
      'MED HX': 'No changes. Takes omeprazole. Penicillin allergy',
      PERIO:
        'BPE from last time 4 3 3 / 3 3 4. 6 mm pockets distal of 36 and 37. Bleeding on probing 40%. Plaque score 35%',
      DENTAL: [['36', 'Grade 1 mobile']],
      CONSULT: "She's finding the interdental brushes fiddly. Showed her again in the mirror",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration lower left and lower right',
        'RSD lower left and lower right with the Cavitron and Columbia curettes',
        'OHI single tufted brush for the lower molars',
      ],
      NV: ['Periodontal review in 3 months'],
    },
  }),
  defineCase({
    id: 'h15-15-uk-typed-child-fs-16-26-fv-prescribed-grandad-55-gic-85-mobile',
    ...ukFdi,
    asr: false,
    transcript:
      "FS 16, 26 + FV as per Dr's Rx. 7 y/o, attended w/ grandad. MH: fit + well, NKDA. 16, 26 fully erupted, stained fissures, no caries. 36, 46 FS intact (placed last yr). 55 O GIC intact. 85 mobile. 45 erupting. Isolation: cotton wool rolls + dry tips. FS 16, 26 (Clinpro). FV 22,600 ppm all teeth. Diet advice: no sweets between meals, grandad to pass on to mum. Very good cooperation. RV 6/12 w/ dentist.",
    expect: {
      CC: "FS 16, 26 + FV as per Dr's Rx",
      'MED HX': 'Fit + well, NKDA',
      DENTAL: [
        ['16', 'Fully erupted, stained fissures, no caries'],
        ['26', 'Fully erupted, stained fissures, no caries'],
        ['36', 'FS intact (placed last yr)'],
        ['46', 'FS intact (placed last yr)'],
        ['55', 'O GIC intact'],
        ['85', 'Mobile'],
        ['45', 'Erupting'],
      ],
      CONSULT: 'Diet advice: no sweets between meals, grandad to pass on to mum',
      'TX TODAY': ['Fissure sealant 16, 26', 'Fluoride varnish'],
      TX: ['Isolation: cotton wool rolls + dry tips', 'FS 16, 26 (Clinpro)', 'FV 22,600 ppm all teeth'],
      NOTES: '7 y/o, attended w/ grandad. Very good cooperation',
      'F/U': 'RV 6 months w/ dentist',
    },
  }),
  defineCase({
    id: 'h15-16-uk-typed-appends-therapist-b-composites-33-34-abfraction-hard-brush',
    ...ukFdi,
    asr: false,
    transcript:
      'Attended for B cervical comps 33, 34 as prescribed. Sensitive to cold + when brushing LL. MH: no change, NKDA. 33, 34 B abfraction lesions, sensitive to air, no caries. 35 sound. No LA needed. Cleaned w/ pumice, OptraGate + cotton wool rolls. Etch, bond (Scotchbond Universal), B composite 33 (A3), B composite 34 (A3). Polished w/ Sof-Lex discs. Advised soft brush + gentle technique, pt uses a hard brush and scrubs. POIG. RV 3/12.',
    appends: ['Add to notes: pt asked to be booked with me for hygiene next time.', 'Next visit: S&P in 3 months.'],
    expect: {
      CC: 'B cervical comps 33, 34 as prescribed. Sensitive to cold + when brushing LL',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['33', 'B abfraction lesions, sensitive to air, no caries'],
        ['34', 'B abfraction lesions, sensitive to air, no caries'],
        ['35', 'Sound'],
      ],
      CONSULT: 'Advised soft brush + gentle technique, pt uses a hard brush and scrubs',
      'TX TODAY': ['B composite 33', 'B composite 34'],
      TX: [
        'No LA needed',
        'Cleaned w/ pumice',
        'OptraGate + cotton wool rolls',
        'Etch',
        'Bond (Scotchbond Universal)',
        'B composite 33 (A3)',
        'B composite 34 (A3)',
        'Polished w/ Sof-Lex discs',
        'POIG',
      ],
      NOTES: 'Pt asked to be booked with me for hygiene next time',
      NV: ['Scale and polish in 3 months'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h15-17-uk-asr-periodontal-review-after-rsd-stable-supragingival-s-and-p-ex-smoker',
    ...ukFdi,
    asr: true,
    transcript:
      "okay she's in for her periodontal review three months after rsd she's been using the interdental brushes every night and her gums don't bleed now medical history no changes no allergies ex smoker stopped last year bpe two two two two two three bleeding on probing down to twelve percent from forty five plaque score fifteen percent calculus lingual of three one and four one pockets mostly three to four millimetres with one residual five millimetre pocket distal of four seven tooth four seven not mobile diagnosis periodontitis stage three grade b stable supragingival scale and polish ohi she was really pleased with the result next visit periodontal maintenance in three months",
    expect: {
      CC: "Her periodontal review 3 months after RSD. She's been using the interdental brushes every night and her gums don't bleed now",
      'MED HX': 'No changes. No allergies. Ex smoker stopped last year',
      PERIO:
        'BPE 2 2 2 / 2 2 3. Bleeding on probing down to 12% from 45. Plaque score 15%. Calculus lingual of 31 and 41. Pockets mostly 3 to 4 mm with 1 residual 5 mm pocket distal of 47',
      DENTAL: [['47', 'Not mobile']],
      DX: ['Periodontitis stage 3 grade B stable'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Supragingival scale and polish', 'OHI'],
      NOTES: 'She was really pleased with the result',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'h15-18-uk-typed-hygiene-implant-check-36-peri-implant-pa-plastic-tips-ditched-37',
    ...ukFdi,
    asr: false,
    transcript:
      'Hygiene + implant check. Implant crown 36 placed 2023, no problems. MH: no change, hypertension (ramipril), NKDA. BPE 2 2 2 / 3 2 2. Peri-implant tissue 36 healthy, probing 3 mm, no BOP, no suppuration. 35 DO comp sound. 37 MO amalgam, ditched margin. 16 PFM crown sound. Radiographs: PA 36 (grade 1), bone level stable vs 2023. S&P w/ plastic tips around 36. OHI: Superfloss + single tufted brush around implant. Told pt to mention the ditched 37 at next exam. RV 6/12.',
    expect: {
      CC: 'Hygiene + implant check. Implant crown 36 placed 2023, no problems',
      'MED HX': 'No change, hypertension (ramipril), NKDA',
      INTRA: 'Peri-implant tissue 36 healthy, probing 3 mm, no BOP, no suppuration',
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['35', 'DO comp sound'],
        ['37', 'MO amalgam, ditched margin'],
        ['16', 'PFM crown sound'],
      ],
      RADIO: 'PA 36 (grade 1), bone level stable vs 2023',
      CONSULT: 'Told pt to mention the ditched 37 at next exam',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P w/ plastic tips around 36', 'OHI: Superfloss + single tufted brush around implant'],
      'F/U': 'RV 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. Dr Osei, US GDP, Universal
  defineCase({
    id: 'h15-19-us-asr-periodic-exam-prophy-3-cracked-m-marginal-ridge-15-do-caries-vacation',
    ...us,
    asr: true,
    transcript:
      "uh periodic exam and prophy she says her upper left has been a little sensitive to cold medical history no changes takes lisinopril allergic to sulfa extraoral within normal limits intraoral soft tissues normal oral cancer screening negative psr two two two two two two number three mesial occlusal distal amalgam with a crack on the mesial marginal ridge number fourteen occlusal composite sound number fifteen distal occlusal caries number nineteen crown margins intact numbers one sixteen seventeen and thirty two missing four bitewings number fifteen distal caries into dentin number three no caries under the amalgam diagnosis caries number fifteen cracked tooth number three prophy and oral hygiene instructions we talked about a crown on three eventually and a filling on fifteen first she'd like to do fifteen before her vacation next visit distal occlusal composite fifteen recall six months",
    expect: {
      CC: 'Periodic exam and prophy. She says her upper left has been a little sensitive to cold',
      'MED HX': 'No changes. Takes lisinopril. Allergic to sulfa',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'MOD amalgam with a crack on the M marginal ridge'],
        ['14', 'O composite sound'],
        ['15', 'DO caries'],
        ['19', 'Crown margins intact'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: '4 bitewings. #15 distal caries into dentin. #3 no caries under the amalgam',
      DX: ['Caries #15', 'Cracked tooth #3'],
      CONSULT:
        "We talked about a crown on #3 eventually and a filling on #15 first. She'd like to do #15 before her vacation",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instructions'],
      NV: ['DO composite #15'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h15-20-us-typed-mo-composite-20-do-composite-21-articaine-silver-fillings-question',
    ...us,
    asr: false,
    transcript:
      'Pt presents for fillings #20 and #21. Med hx: no changes, metformin, NKDA. #20 MO caries, asymptomatic. #21 DO caries, asymptomatic. #22 sound. LA: 1.7 ml 4% articaine 1:100k epi buccal infiltration #20, #21. Isolite. Caries removed, no exposures. Sectional matrix. Etch, OptiBond FL. MO composite #20 and DO composite #21, Filtek A3. Occlusion adjusted, polished. Pt asked about the silver fillings on the other side; told him they look fine and can stay. POI given. NV: prophy w/ hygienist.',
    expect: {
      CC: 'Fillings #20 and #21',
      'MED HX': 'No changes, metformin, NKDA',
      DENTAL: [
        ['20', 'MO caries, asymptomatic'],
        ['21', 'DO caries, asymptomatic'],
        ['22', 'Sound'],
      ],
      CONSULT: 'Pt asked about the silver fillings on the other side; told him they look fine and can stay',
      'TX TODAY': ['MO composite #20', 'DO composite #21'],
      TX: [
        'LA: 1.7 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #20, #21',
        'Isolite',
        'Caries removed',
        'No exposures',
        'Sectional matrix',
        'Etch',
        'OptiBond FL',
        'MO composite #20',
        'DO composite #21',
        'Filtek A3',
        'Occlusion adjusted',
        'Polished',
        'POI given',
      ],
      NV: ['Prophy w/ hygienist'],
    },
  }),
  defineCase({
    id: 'h15-21-us-asr-rct-30-completion-after-pulpectomy-obturation-wl-no-wait-insurance',
    ...us,
    asr: true,
    transcript:
      "patient here for root canal on number thirty uh she had the emergency pulpectomy two weeks ago it felt a bit bruised for a couple of days after that but it's been comfortable since medical history no changes on levothyroxine no allergies number thirty temporary intact not tender to percussion no swelling no sinus tract numbers twenty nine and thirty one sound two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent buccal infiltration thirty rubber dam cavit and calcium hydroxide removed four canals located can you pass me the apex locator thanks working lengths with the apex locator confirmed with a pa mesial canals twenty one millimeters distal canals twenty point five no wait twenty one point five millimeters cleaned and shaped with protaper gold to f two irrigated with sodium hypochlorite and edta final rinse activated with the ultrasonic dried with paper points master cones fitted with tug back and confirmed with a pa obturated thirty with gutta percha and ah plus sealer continuous wave core build up with fluorocore occlusion checked post op pa good fill to length no voids she asked if she really needs the crown explained molars after a root canal can split without one she asked about gold versus zirconia told her both are fine on a lower molar she'll check her insurance next visit crown prep thirty in two weeks",
    expect: {
      CC: "Root canal on #30. She had the emergency pulpectomy 2 weeks ago. It felt a bit bruised for a couple of days after that but it's been comfortable since",
      'MED HX': 'No changes. On levothyroxine. No allergies',
      DENTAL: [
        ['30', 'Temporary intact not tender to percussion no swelling no sinus tract'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'Post-op PA good fill to length. No voids',
      CONSULT:
        "She asked if she really needs the crown. Explained molars after a root canal can split without one. She asked about gold versus zirconia. Told her both are fine on a lower molar. She'll check her insurance",
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration #30',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        '4 canals located',
        'Working lengths with the apex locator confirmed with a PA',
        'M canals 21 mm',
        'D canals 21.5 mm',
        'Cleaned and shaped with ProTaper Gold to F2',
        'Irrigated with sodium hypochlorite and EDTA',
        'Final rinse activated with the ultrasonic',
        'Dried with paper points',
        'Master cones fitted with tug back and confirmed with a PA',
        'Obturated #30 with gutta percha and AH Plus sealer continuous wave',
        'Core build up with Fluorocore',
        'Occlusion checked',
      ],
      NV: ['Crown prep #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h15-22-us-typed-crown-seat-19-zirconia-title-from-cc-bwx-chew-on-the-left',
    ...us,
    asr: false,
    transcript:
      'Crown seat #19 (zirconia). Temp stayed on, no sensitivity. Med hx: no changes, NKDA. #19 temp intact. Gingiva healthy. #18 O composite sound. No anesthesia. Temp off, prep cleaned w/ pumice. Crown tried in, M contact tight, adjusted + polished. Margins closed, confirmed w/ BWX. Pt approved shade. Cemented w/ RelyX Unicem 2, excess removed. Occlusion adjusted. POI given. Pt says she can finally chew on the left. Recall 6 mo.',
    expect: {
      CC: 'Crown seat #19 (zirconia). Temp stayed on, no sensitivity',
      'MED HX': 'No changes, NKDA',
      PERIO: 'Gingiva healthy',
      DENTAL: [
        ['19', 'Temp intact'],
        ['18', 'O composite sound'],
      ],
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthesia',
        'Temp off',
        'Prep cleaned w/ pumice',
        'Crown tried in',
        'M contact tight',
        'Adjusted + polished',
        'Margins closed',
        'Confirmed w/ BWX',
        'Cemented w/ RelyX Unicem 2',
        'Excess removed',
        'Occlusion adjusted',
        'POI given',
      ],
      NOTES: 'Pt approved shade. Pt says she can finally chew on the left',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h15-23-us-asr-emergency-fractured-ml-cusp-14-olive-pit-irm-temporary-dressing',
    ...us,
    asr: true,
    transcript:
      'emergency visit he bit on an olive pit at lunch and broke a piece off an upper left tooth sharp on his tongue no pain medical history uh high cholesterol takes atorvastatin no known drug allergies number fourteen fractured mesiolingual cusp old mesial occlusal distal amalgam remaining no exposure responds normal to cold not tender to percussion number thirteen sound number fifteen occlusal composite sound pa fourteen no periapical pathology diagnosis fractured cusp number fourteen explained it needs a crown because the amalgam is big he wants to do it after the holidays no anesthetic needed smoothed the sharp edges temporary dressing fourteen with irm checked bite told him to chew on the right next visit crown prep fourteen',
    expect: {
      CC: 'Emergency visit. He bit on an olive pit at lunch and broke a piece off an upper left tooth. Sharp on his tongue. No pain',
      'MED HX': 'High cholesterol. Takes atorvastatin. No known drug allergies',
      DENTAL: [
        [
          '14',
          'Fractured ML cusp old MOD amalgam remaining no exposure responds normal to cold not tender to percussion',
          'ML cusp',
        ],
        ['13', 'Sound'],
        ['15', 'O composite sound'],
      ],
      RADIO: 'PA #14 no periapical pathology',
      DX: ['Fractured cusp #14'],
      CONSULT:
        'Explained it needs a crown because the amalgam is big. He wants to do it after the holidays. Told him to chew on the right',
      'TX TODAY': ['Temporary dressing #14'],
      TX: ['No anesthetic needed', 'Smoothed the sharp edges', 'Temporary dressing #14 with IRM', 'Checked bite'],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'h15-24-us-typed-upper-partial-denture-fitted-7-8-clasps-relieved-daughter',
    ...us,
    asr: false,
    transcript:
      'Pt presents for delivery of upper acrylic partial denture replacing #7, #8. Med hx: no changes, NKDA. #6 and #9 sound. #10 M composite intact. Tissues healthy under the flipper. RPD tried in, blanching at #9 gingival margin, relieved. Clasps #4 and #13 adjusted for retention. Occlusion checked. Upper partial denture fitted. Insertion and cleaning instructions given. Advised to remove at night. Explained sore spots are common in the first week. Pt likes how it looks, her daughter came along. NV: adjustment in 1 wk.',
    expect: {
      CC: 'Delivery of upper acrylic partial denture replacing #7, #8',
      'MED HX': 'No changes, NKDA',
      INTRA: 'Tissues healthy under the flipper',
      DENTAL: [
        ['6', 'Sound'],
        ['9', 'Sound'],
        ['10', 'M composite intact'],
      ],
      CONSULT: 'Advised to remove at night. Explained sore spots are common in the first week',
      'TX TODAY': ['Denture fit'],
      TX: [
        'RPD tried in',
        'Blanching at #9 gingival margin',
        'Relieved',
        'Clasps #4, #13 adjusted for retention',
        'Occlusion checked',
        'Upper partial denture fitted',
        'Insertion and cleaning instructions given',
      ],
      NOTES: 'Pt likes how it looks, her daughter came along',
      NV: ['Adjustment in 1 wk'],
    },
  }),

  // ---------------------------------------------------------------- 5. Dr Nakamura, US pediatric dentist, Universal + letters
  defineCase({
    id: 'h15-25-us-asr-child-checkup-letters-k-s-caries-bitewings-aside-to-child-dad',
    ...us,
    asr: true,
    transcript:
      "six year old here for his checkup and cleaning dad's with him dad says he's been brushing on his own medical history healthy no meds allergic to amoxicillin extraoral normal intraoral soft tissues normal plaque on the lower molars uh letters a b i and j sound letter k occlusal caries letter l sound letter s distal occlusal caries letter t stainless steel crown intact numbers three and fourteen erupting numbers nineteen and thirty erupted with deep grooves you're doing awesome buddy open big two bitewings k occlusal caries into dentin s distal caries close to the pulp diagnosis caries k and s prophy fluoride varnish told dad he still needs help brushing until he's about eight he was a champ next visit occlusal composite k then s pulpotomy and stainless steel crown recall six months",
    expect: {
      CC: "His checkup and cleaning. Dad says he's been brushing on his own",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['L', 'Sound'],
        ['S', 'DO caries'],
        ['T', 'Stainless steel crown intact'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupted with deep grooves'],
        ['30', 'Erupted with deep grooves'],
      ],
      RADIO: '2 bitewings. #K occlusal caries into dentin. #S distal caries close to the pulp',
      DX: ['Caries #K, #S'],
      CONSULT: "Told dad he still needs help brushing until he's about 8",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: "6 year old. Dad's with him. He was a champ",
      NV: ['O composite #K', '#S pulpotomy and SSC'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h15-26-us-typed-child-pulpotomy-ssc-l-nitrous-mta-ketac-lip-biting',
    ...us,
    asr: false,
    transcript:
      '5 y/o w/ mom. Here for pulpotomy + SSC #L. Mom reports no pain. Med hx: healthy, NKDA. #L large DO caries, no swelling, no mobility. #K O sealant intact. N2O/O2 50% for 20 min. Topical benzocaine. 1 carpule 2% lido 1:100k epi L IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #L, hemostasis in 2 min w/ cotton pellet, MTA placed. RMGIC base. SSC #L size 4 cemented w/ Ketac Cem. Occlusion checked. 100% O2 for 5 min. POI to mom: soft foods today + watch for lip biting. Pt relaxed and did great. Recall 6 mo.',
    expect: {
      CC: 'Pulpotomy + SSC #L. Mom reports no pain',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['L', 'Large DO caries, no swelling, no mobility'],
        ['K', 'O sealant intact'],
      ],
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'N2O/O2 50% for 20 min',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #L',
        'Hemostasis in 2 min w/ cotton pellet',
        'MTA placed',
        'RMGIC base',
        'SSC #L size 4 cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 for 5 min',
        'POI to mom: soft foods today + watch for lip biting',
      ],
      NOTES: '5 y/o w/ mom. Pt relaxed and did great',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h15-27-us-asr-appends-child-extraction-over-retained-o-24-lingual-grade-sorry-two',
    ...us,
    asr: true,
    transcript:
      "eight year old here because her adult tooth is coming in behind the baby tooth on the bottom mom is with her medical history asthma uses an albuterol inhaler as needed no allergies letter o mobile grade one sorry grade two number twenty four erupting lingual to o letter p exfoliated number twenty five erupted sound diagnosis over retained o mom gave verbal consent topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi labial infiltration o you're being so brave extracted o with forceps root mostly resorbed gauze pressure bleeding stopped told mom the adult tooth should move forward with the tongue over the next few months she chose a sticker and a toy ring",
    appends: ["add to notes she's going to show the tooth to her class", 'next visit six month checkup and cleaning'],
    expect: {
      CC: 'Her adult tooth is coming in behind the baby tooth on the bottom',
      'MED HX': 'Asthma uses an albuterol inhaler as needed. No allergies',
      DENTAL: [
        ['O', 'Mobile grade 2'],
        ['24', 'Erupting lingual to #O'],
        ['P', 'Exfoliated'],
        ['25', 'Erupted sound'],
      ],
      DX: ['Over retained #O'],
      CONSULT: 'Told mom the adult tooth should move forward with the tongue over the next few months',
      CONSENT: 'Mom gave verbal consent',
      'TX TODAY': ['Extraction #O'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #O',
        'Extracted #O with forceps',
        'Root mostly resorbed',
        'Gauze pressure',
        'Bleeding stopped',
      ],
      NOTES:
        "8 year old. Mom is with her. She chose a sticker and a toy ring. She's going to show the tooth to her class",
      NV: ['6 month checkup and cleaning'],
    },
  }),
  defineCase({
    id: 'h15-28-us-typed-child-sealants-second-molars-13-o-caries-mom-consent-on-file',
    ...us,
    asr: false,
    transcript:
      "12 y/o, came alone from school. Mom's written consent on file. Here for sealants #2, #15, #18, #31. Med hx: ADHD, takes methylphenidate, NKDA. #2, #15, #18, #31 erupted, deep fissures, no caries. #3, #14, #19, #30 sealants intact. #13 O caries, small. Isolation w/ Isolite. Fissure sealants placed #2, #15, #18, #31 (Delton), cured, checked w/ explorer. Told pt #13 needs a small filling; mom informed by phone and agreed. NV: O composite #13. Recall 6 mo.",
    expect: {
      CC: 'Sealants #2, #15, #18, #31',
      'MED HX': 'ADHD, takes methylphenidate, NKDA',
      DENTAL: [
        ['2', 'Erupted, deep fissures, no caries'],
        ['15', 'Erupted, deep fissures, no caries'],
        ['18', 'Erupted, deep fissures, no caries'],
        ['31', 'Erupted, deep fissures, no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['13', 'O caries, small'],
      ],
      CONSULT: 'Told pt #13 needs a small filling; mom informed by phone and agreed',
      CONSENT: "Mom's written consent on file",
      'TX TODAY': ['Fissure sealants #2, #15, #18, #31'],
      TX: ['Isolation w/ Isolite', 'Fissure sealants placed #2, #15, #18, #31 (Delton)', 'Cured', 'Checked w/ explorer'],
      NOTES: '12 y/o, came alone from school',
      NV: ['O composite #13'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h15-29-us-asr-child-trauma-scooter-8-mi-fracture-composite-9-concussion-no-wait-b1',
    ...us,
    asr: true,
    transcript:
      'emergency nine year old with his grandma he fell off his scooter about an hour ago and chipped his top front tooth no loss of consciousness no headache medical history healthy no allergies tetanus up to date extraoral small graze on his chin intraoral upper lip slightly swollen no lacerations number eight fractured mesial incisal corner into dentin no pulp exposure not mobile sensitive to air number nine tender to percussion not mobile no displacement numbers seven and ten sound pa of eight and nine no root fractures open apices diagnosis uncomplicated crown fracture number eight and concussion number nine grandma agreed to a white filling today no anesthetic needed isolation with cotton rolls etched bonded mesial incisal composite number eight shade a one no wait shade b one polished told grandma soft diet for a week and to watch for the tooth going dark he was really brave next visit vitality test in four weeks',
    expect: {
      CC: 'Emergency. He fell off his scooter about an hour ago and chipped his top front tooth. No loss of consciousness. No headache',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Small graze on his chin',
      INTRA: 'Upper lip slightly swollen. No lacerations',
      DENTAL: [
        ['8', 'Fractured MI corner into dentin no pulp exposure not mobile sensitive to air', 'MI corner'],
        ['9', 'Tender to percussion not mobile no displacement'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA of #8 and #9 no root fractures. Open apices',
      DX: ['Uncomplicated crown fracture #8', 'Concussion #9'],
      CONSULT:
        'Grandma agreed to a white filling today. Told grandma soft diet for a week and to watch for the tooth going dark',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No anesthetic needed',
        'Isolation with cotton rolls',
        'Etched',
        'Bonded',
        'MI composite #8',
        'Shade B1',
        'Polished',
      ],
      NOTES: '9 year old with his grandma. He was really brave',
      NV: ['Vitality test in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h15-30-us-typed-child-band-and-loop-l-space-no-title-fluoride-varnish-wiggly',
    ...us,
    asr: false,
    transcript:
      '6 y/o w/ dad. Band + loop delivery for #L space (#L extracted 3 wks ago). Dad reports no problems. Med hx: healthy, NKDA. #L site healed. #K O composite intact. BWX: #19 developing, not yet erupted. Band + loop (band #K) tried in, fits well, cemented w/ Ketac Cem, excess removed. Fluoride varnish applied. Explained to dad: no sticky candy, call if it comes loose. Pt a little wiggly but fine. Recall 6 mo, check space maintainer.',
    expect: {
      CC: 'Band + loop delivery for #L space (#L extracted 3 wks ago). Dad reports no problems',
      'MED HX': 'Healthy, NKDA',
      INTRA: '#L site healed',
      DENTAL: [['K', 'O composite intact']],
      RADIO: 'BWX: #19 developing, not yet erupted',
      CONSULT: 'Explained to dad: no sticky candy, call if it comes loose',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Band + loop (band #K) tried in', 'Fits well', 'Cemented w/ Ketac Cem', 'Excess removed', 'Fluoride varnish applied'],
      NOTES: '6 y/o w/ dad. Pt a little wiggly but fine',
      'F/U': 'Recall 6 mo, check space maintainer',
    },
  }),

  // ---------------------------------------------------------------- 6. Dr Feldman, US periodontist, Universal
  defineCase({
    id: 'h15-31-us-typed-perio-new-patient-consult-stage-iii-grade-c-furcations-24-mobility',
    ...us,
    asr: false,
    transcript:
      'New patient consultation, referred by general dentist for periodontal evaluation. Pt reports bleeding gums and a loose lower front tooth. Med hx: type 2 diabetes (A1c 7.9), metformin, lisinopril, NKDA. Former smoker, quit 5 yrs ago. EO: WNL. IO: no lesions. Generalized 4-6 mm PD, localized 7-8 mm #3 MB, #14 DB, #19 D, #30 D. BOP 55%, generalized subgingival calculus. #24 Class II mobility. #3 and #14 Class II furcation B. #19 and #30 Class I furcation B. FMX: generalized horizontal bone loss 30-40%, 50% bone loss #24, vertical defect #19 D. Dx: generalized periodontitis stage III grade C. Discussed SRP 4 quads, re-eval 6 wks, possible surgery #19. Diabetes control discussed, letter to PCP. Pt agreed. Plan: SRP right side, then SRP left side, re-eval 6 wks.',
    expect: {
      CC: 'New patient consultation, referred by general dentist for periodontal evaluation. Pt reports bleeding gums and a loose lower front tooth',
      'MED HX': 'Type 2 diabetes (A1c 7.9), metformin, lisinopril, NKDA. Former smoker, quit 5 yrs ago',
      EXTRA: 'WNL',
      INTRA: 'No lesions',
      PERIO:
        'Generalized 4-6 mm PD, localized 7-8 mm #3 MB, #14 DB, #19 D, #30 D. BOP 55%, generalized subgingival calculus',
      DENTAL: [
        ['24', 'Class II mobility'],
        ['3', 'Class II furcation B'],
        ['14', 'Class II furcation B'],
        ['19', 'Class I furcation B'],
        ['30', 'Class I furcation B'],
      ],
      RADIO: 'FMX: generalized horizontal bone loss 30-40%, 50% bone loss #24, vertical defect #19 D',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT:
        'Discussed SRP 4 quads, re-eval 6 wks, possible surgery #19. Diabetes control discussed, letter to PCP. Pt agreed',
      'TX PLAN': ['SRP right side', 'SRP left side', 'Re-eval 6 wks'],
    },
  }),
  defineCase({
    id: 'h15-32-us-asr-srp-ur-lr-first-visit-arestin-blood-sugar-31-sorry-dreading-it',
    ...us,
    asr: true,
    transcript:
      "alright patient's here for scaling and root planing upper right and lower right first of two visits medical history no changes takes metformin and lisinopril blood sugar this morning one thirty two no allergies probing as charted last visit deepest pockets seven millimeters mesial of three and distal of thirty two sorry distal of thirty one number three class two furcation buccal number thirty one class one mobility two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper right scaling and root planing upper right and lower right with ultrasonic and hand instruments uh heavy subgingival calculus removed arestin placed in the seven millimeter pockets oral hygiene instructions with interdental brushes she said she'd been dreading it but it was fine next visit scaling and root planing upper left and lower left in one week",
    expect: {
      CC: 'Scaling and root planing upper right and lower right. First of 2 visits',
      'MED HX': 'No changes. Takes metformin and lisinopril. Blood sugar this morning 132. No allergies',
      PERIO: 'Probing as charted last visit. Deepest pockets 7 mm mesial of #3 and distal of #31',
      DENTAL: [
        ['3', 'Class 2 furcation buccal'],
        ['31', 'Class 1 mobility'],
      ],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with ultrasonic and hand instruments',
        'Heavy subgingival calculus removed',
        'Arestin placed in the 7 mm pockets',
        'Oral hygiene instructions with interdental brushes',
      ],
      NOTES: "She said she'd been dreading it but it was fine",
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'h15-33-us-typed-appends-implant-placement-30-guide-torque-isq-pa-rx',
    ...us,
    asr: false,
    transcript:
      'Implant placement #30. Extraction + ridge preservation 4 months ago. Med hx: no changes, NKDA, non-smoker. BP 124/78. #30 site healed, adequate keratinized tissue. #29 and #31 sound. CBCT reviewed: 9 mm bone width, 14 mm to IAN canal. Risks reviewed (nerve injury + failure). Consent form signed. 3 carpules articaine 4% 1:100,000 epi buccal + lingual infiltration #30. Crestal incision, full-thickness flap. Osteotomy w/ surgical guide to 10 mm. Implant placed #30: Nobel Parallel 5.0 x 10 mm, 45 Ncm insertion torque, ISQ 76. Cover screw placed. Flap closed w/ 4-0 PTFE sutures. PA: implant parallel to adjacent roots, 3 mm above canal. Rx amoxicillin 500 mg TID x 7 days. Rx chlorhexidine 0.12% rinse BID. POI given. NV: suture removal 2 wks.',
    appends: [
      'Add to notes: pt plans to return to work tomorrow.',
      'Add to treatment: ibuprofen 600 mg taken in office.',
    ],
    expect: {
      CC: 'Implant placement #30. Extraction + ridge preservation 4 months ago',
      'MED HX': 'No changes, NKDA, non-smoker. BP 124/78',
      INTRA: '#30 site healed, adequate keratinized tissue',
      DENTAL: [
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO:
        'CBCT reviewed: 9 mm bone width, 14 mm to IAN canal. PA: implant parallel to adjacent roots, 3 mm above canal',
      CONSULT: 'Risks reviewed (nerve injury + failure)',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Implant placement #30'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #30',
        'Crestal incision',
        'Full-thickness flap',
        'Osteotomy w/ surgical guide to 10 mm',
        'Implant placed #30: Nobel Parallel 5.0 x 10 mm',
        '45 Ncm insertion torque',
        'ISQ 76',
        'Cover screw placed',
        'Flap closed w/ 4-0 PTFE sutures',
        'Rx amoxicillin 500 mg TID x 7 days',
        'Rx chlorhexidine 0.12% rinse BID',
        'POI given',
        'Ibuprofen 600 mg taken in office',
      ],
      NOTES: 'Pt plans to return to work tomorrow',
      NV: ['Suture removal 2 wks'],
    },
  }),
  defineCase({
    id: 'h15-34-us-asr-periodontal-maintenance-psr-333-333-14-furcation-24-mobility-down',
    ...us,
    asr: true,
    transcript:
      "periodontal maintenance at three months she's doing well no bleeding when she flosses medical history no changes no allergies psr three three three three three three pockets stable three to five millimeters bleeding on probing eight percent number fourteen class one furcation unchanged number twenty four mobility down from class two to class one periodontal maintenance full mouth with the ultrasonic oral hygiene instruction reinforced continue three month intervals",
    expect: {
      CC: "Periodontal maintenance at 3 months. She's doing well. No bleeding when she flosses",
      'MED HX': 'No changes. No allergies',
      PERIO: 'PSR 3 3 3 / 3 3 3. Pockets stable 3 to 5 mm. Bleeding on probing 8%',
      DENTAL: [
        ['14', 'Class 1 furcation unchanged'],
        ['24', 'Mobility down from class 2 to class 1'],
      ],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Periodontal maintenance full mouth with the ultrasonic', 'Oral hygiene instruction reinforced'],
      'F/U': 'Continue 3 month intervals',
    },
  }),
  defineCase({
    id: 'h15-35-us-asr-post-op-connective-tissue-graft-6-sutures-removed-no-title',
    ...us,
    asr: true,
    transcript:
      "alright two week post op after the connective tissue graft on number six she says there's been some mild soreness at the palate nothing else medical history no changes no allergies palatal donor site healing well no bleeding graft site number six pink and well adapted number six recession reduced from three to one millimeter not tender sutures removed gently cleaned with chlorhexidine told her to keep using the soft toothbrush on that area and avoid flossing there for two more weeks she's really happy with how it looks review in six weeks",
    expect: {
      CC: "2 week post-op after the connective tissue graft on #6. She says there's been some mild soreness at the palate. Nothing else",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Palatal donor site healing well. No bleeding. Graft site #6 pink and well adapted',
      DENTAL: [['6', 'Recession reduced from 3 to 1 mm not tender']],
      CONSULT:
        'Told her to keep using the soft toothbrush on that area and avoid flossing there for 2 more weeks',
      TX: ['Sutures removed', 'Gently cleaned with chlorhexidine'],
      NOTES: "She's really happy with how it looks",
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'h15-36-us-typed-surgical-extraction-19-vrf-socket-graft-alendronate-implant-plan',
    ...us,
    asr: false,
    transcript:
      'Pt presents for extraction #19 and socket graft, referred by GDP after VRF diagnosed. Mild ache when chewing. Med hx: no changes, takes alendronate for osteopenia (2 yrs), NKDA. #19 PFM crown, TTP. Isolated 8 mm pocket #19 D. #18 and #20 sound. CBCT: J-shaped radiolucency around D root #19 consistent with VRF. Dx: vertical root fracture #19. Discussed MRONJ risk (low with oral alendronate < 4 yrs) and implant later. Written consent. 2 carpules lido 2% 1:100k epi left IANB. 1 carpule articaine 4% 1:100k epi buccal infiltration #19. Crown sectioned, roots separated. Surgical extraction #19 w/ periotomes, buccal plate intact. Socket debrided, grafted w/ FDBA, collagen plug, 4-0 chromic sutures. Hemostasis achieved. Rx ibuprofen 600 mg q6h prn. POI given. Plan: implant placement #19 in 4 months. NV: post-op check 2 wks.',
    expect: {
      CC: 'Extraction #19 and socket graft, referred by GDP after VRF diagnosed. Mild ache when chewing',
      'MED HX': 'No changes, takes alendronate for osteopenia (2 yrs), NKDA',
      PERIO: 'Isolated 8 mm pocket #19 D',
      DENTAL: [
        ['19', 'PFM crown, TTP'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'CBCT: J-shaped radiolucency around D root #19 consistent with VRF',
      DX: ['Vertical root fracture #19'],
      CONSULT: 'Discussed MRONJ risk (low with oral alendronate < 4 yrs) and implant later',
      CONSENT: 'Written consent',
      'TX TODAY': ['Surgical extraction #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Crown sectioned',
        'Roots separated',
        'Surgical extraction #19 w/ periotomes',
        'Buccal plate intact',
        'Socket debrided',
        'Grafted w/ FDBA',
        'Collagen plug',
        '4-0 chromic sutures',
        'Hemostasis achieved',
        'Rx ibuprofen 600 mg q6h prn',
        'POI given',
      ],
      'TX PLAN': ['Implant placement #19 in 4 months'],
      NV: ['Post-op check 2 wks'],
    },
  }),
];
