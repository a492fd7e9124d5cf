// A fifty-fifth development batch (ids be01–be30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more53 / more54 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is periodontal and hygiene-heavy visits and
// the talk around them: new-patient perio assessments with BPE / PSR and pocket charts said aloud, gum findings
// (recession, bleeding, suppuration, furcation, mobility, drug-induced overgrowth, pregnancy gingivitis and epulis,
// necrotising gingivitis, desquamative gingivitis, ulcers and patches on tongue, cheek and lip, denture stomatitis),
// root surface debridement / scaling and root planing by quadrant under LA, hygienist scale-and-polish and prophy
// visits, re-evaluations, a perio-endo lesion, a periodontal abscess, implant maintenance, peri-implant mucositis and
// peri-implantitis, smoking and diabetes advice, oral hygiene instruction with the patient's answers and objections,
// risks explained and consent, remarks about the patient's life, and anxious patients. Six clinicians, five visits each:
//   be01–be05 a UK NHS associate who says section words (FDI, recogniser-style): a new-patient perio assessment with a
//     pocket chart, a second RSD visit for a diabetic, a hygienist S&P with amlodipine overgrowth, a perio-endo lesion
//     with extirpation (appended dictation), peri-implantitis at an implant;
//   be06–be10 a UK private practice that types full notes (FDI, typed): a new-patient stage IV assessment with a
//     pocket chart, a smoker's S&P with OHI objections, a re-evaluation after RSD, a denture wearer with stomatitis,
//     lichen planus and a tongue ulcer, necrotising gingivitis in a student;
//   be11–be15 a UK periodontist (Palmer; be11, be12, be14 recogniser-style with Palmer words, be13, be15 typed UR6
//     shorthand): a molar-incisor pattern referral, a second RSD visit with a needle-phobic smoker, a re-evaluation
//     with consent for regenerative surgery, a pregnant patient's hygiene visit with an epulis, an SPT visit with two
//     implants;
//   be16–be20 a US general dentist (Universal, recogniser-style; be16–be18 in one breath with no section words, be19,
//     be20 with section words): a comprehensive perio exam with probing depths, an SRP visit with two anaesthetics, a
//     perio maintenance with a white patch on the tongue, a 10-year-old's prophy with primary letters, a periodontal
//     abscess drained;
//   be21–be25 a US hygienist who types (Universal, typed): an adult prophy for a smoker, an SRP visit with risks and
//     consent, a periodontal maintenance with peri-implantitis referred, a full mouth debridement for a very anxious
//     patient (appended dictation), an 11-year-old with phenytoin overgrowth and primary letters;
//   be26–be30 a US periodontist who says the plan and next visit first (Universal; be26, be27 recogniser-style, be28–
//     be30 typed): a first SRP visit on warfarin, a graft consult with a mucocele, a re-evaluation with a hopeless
//     tooth, a gingival biopsy for desquamative gingivitis, a periodontal maintenance with Sjogren's and candida.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in be19 and be25); 15 recogniser-style (lower case,
// number words, no punctuation, "um" / "er" / "uh", "sorry" / "I mean" / "no wait" corrections) and 15 typed; 118 to
// 217 words; two cases with appended dictation (be04 recogniser "add to notes …" / "change next visit to …"; be24 typed
// "Add to notes:" / "Add to chart:"). DENTAL in 20 cases.
//
// Judgement calls where the contract was silent:
// - PERIO vs DENTAL: pocket depths, recession, bleeding, suppuration, attached gingiva and peri-implant probing are
//   periodontal findings (PERIO) even when a pocket chart lists them tooth by tooth after "pocket chart", "probing
//   depths", "residual pockets" or "peri-implant probing" (the clause opens with the measure; surfaces in a run are
//   abbreviated, a single surface such as "distal", "mesially" stays a word). A sentence that opens with a tooth and its
//   mobility, furcation, exposed root surfaces, abrasion, root caries or its implant crown is a chart entry (DENTAL),
//   as the README convention more53 / more54 follow.
// - PERIO vs INTRA: gum disease — gingival inflammation, swelling, bleeding, overgrowth and false pockets, necrotic
//   punched-out papillae, plaque, calculus, tobacco stain said with the calculus, gingival biotype — is PERIO, even
//   after an intra-oral header (as more53 bc17). A discrete mucosal lesion or mucosal disease — a lump or epulis on
//   the gum, ulcers, white patches and striae, desquamation with a Nikolsky sign, smoker's melanosis, a mucocele, a
//   red palate under a denture, candida — is INTRA, even on the gum; a tooth naming its place makes no DENTAL entry.
// - Talk: "OHI …" / "oral hygiene instruction …" steps are TX (title OHI); advice, explanations, risks and options are
//   CONSULT; the patient's answers and objections to that advice ("he doesn't like the brushes", "hasn't got time",
//   "can't afford it", "not keen", a question and its answer, a worry raised and answered) are CONSULT with it. Remarks
//   about the patient's life (job, retirement, family, travel, a student's exams), anxiety and how they coped, who came
//   with a child and the child's age, and an adult's age said with a family history are NOTES. Tobacco, vaping,
//   alcohol, "cut down" and HbA1c / A1c are MED HX; smoking and diabetes advice is CONSULT.
// - A letter to a GP or neurologist is NOTES (as more53 bc30); a referral for treatment (oral surgery biopsy,
//   periodontist) is TX PLAN. Re-evaluation and SPT recalls are F/U; "recheck gums in 6 weeks" said after "next visit"
//   stays NV. A prognosis ("47 hopeless", "#30 questionable") is a DX item.
// - Titles: "scaled and root planed" is "SRP" like "scaling and root planing"; RSD / SRP over quadrants is "RSD" /
//   "SRP" (quadrants are no teeth), over teeth "RSD 36, 46" / "SRP #14, #15"; "Adult prophy" is "Prophy" (adjective
//   dropped, as more54 "Primary impressions"); "Duraphat varnish UL4 and UL5" is "Fluoride varnish UL4, UL5" (as
//   more53); "periodontal maintenance with …" is "Periodontal maintenance"; a pocket irrigated with chlorhexidine and
//   "irrigated with chlorhexidine" after draining an abscess are "Irrigation"; "incision and drainage of the abscess"
//   is "Incision and drainage". Full mouth / ultrasonic / implant debridement, air polishing, titanium curettes, Arestin
//   and minocycline gel, Gluma, topical gel, a biopsy and prescriptions are steps with no title. A hygiene visit whose
//   CC says "scale and polish" and whose TX says only "supra and subgingival scale … polished … OHI … fluoride varnish"
//   is titled "Scale and polish" from the CC first, then the TX titles (contract).
// - Two anaesthetics with different agents said one after the other are two "LA:" items; one agent with two techniques
//   is one item joined by " + ".
// - "Periodontal maintenance" / "perio maintenance" opening a clause name the procedure, not the section, and keep
//   their first word; "New patient perio assessment" keeps "perio" (it does not open the clause).
// - "three and a half millimetres" is "3.5 mm"; "a two by four appliance" is "2 by 4 appliance"; "down from sixty"
//   with no unit keeps "60"; "apical third" stays words. A range typed "#7-#10" stays as typed; said "seven through
//   ten" in a text field it is "#7 through #10".
// - Appends: "add to notes …" / "Add to notes:" add to NOTES; "change next visit to …" replaces the one next visit;
//   "Add to chart:" adds a DENTAL entry (as more53 bc25).
import { defineCase, type NotesCase } from '../case.ts';

export const more55Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS associate, section words (FDI, recogniser)
  defineCase({
    id: 'be01-uk-asr-fdi-new-patient-bpe-pocket-chart-smoker-16-furcation-31-41-mobility',
    style: 'UK',
    asr: true,
    transcript:
      "new patient wants a check up her gums bleed when she brushes and her front teeth feel a bit loose last seen about five years ago medical history asthma uses a salbutamol inhaler no allergies smokes twenty a day for thirty years extra oral nad intra oral smokers keratosis on the palate rest of the soft tissues healthy bpe four three four four three four pocket chart one six mesio buccal six millimetres disto buccal seven millimetres one seven distal eight millimetres two six mesio palatal six millimetres three six buccal five millimetres four six distal six millimetres bleeding on probing about fifty percent plaque score seventy percent recession three millimetres buccal of three one and four one um one six grade two furcation buccal three one and four one grade one mobility four seven mesio occlusal I mean disto occlusal amalgam sound two five occlusal caries opg grade one generalised horizontal bone loss about fifty percent diagnosis generalised periodontitis stage three grade c caries two five explained the link between smoking and gum disease and that she could lose teeth she says she's tried to quit before and it didn't work advised the stop smoking service ohi given with interdental brushes next visit root surface debridement upper right and lower right under la recall three months",
    expect: {
      CC: 'New patient. Wants a check up. Her gums bleed when she brushes and her front teeth feel a bit loose. Last seen about 5 years ago',
      'MED HX': 'Asthma uses a salbutamol inhaler. No allergies. Smokes 20 a day for 30 years',
      EXTRA: 'NAD',
      INTRA: "Smoker's keratosis on the palate. Rest of the soft tissues healthy",
      PERIO:
        'BPE 4 3 4 / 4 3 4. Pocket chart 16 MB 6 mm, DB 7 mm, 17 distal 8 mm, 26 MP 6 mm, 36 buccal 5 mm, 46 distal 6 mm. Bleeding on probing about 50%. Plaque score 70%. Recession 3 mm buccal of 31 and 41',
      DENTAL: [
        ['16', 'Grade 2 furcation buccal'],
        ['31', 'Grade 1 mobility'],
        ['41', 'Grade 1 mobility'],
        ['47', 'DO amalgam sound'],
        ['25', 'O caries'],
      ],
      RADIO: 'OPG grade 1. Generalised horizontal bone loss about 50%',
      DX: ['Generalised periodontitis stage 3 grade C', 'Caries 25'],
      CONSULT:
        "Explained the link between smoking and gum disease and that she could lose teeth. She says she's tried to quit before and it didn't work. Advised the stop smoking service",
      'TX TODAY': ['OHI'],
      TX: ['OHI given with interdental brushes'],
      NV: ['RSD upper right and lower right under LA'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'be02-uk-asr-fdi-second-rsd-visit-diabetic-hba1c-nervous-idb-left-infiltration-46-47',
    style: 'UK',
    asr: true,
    transcript:
      "attended for root surface debridement lower left and lower right second visit she's very nervous about injections medical history type two diabetes on metformin and gliclazide last hba1c sixty four up from fifty eight no allergies non smoker gums less red since the first visit bleeding on probing still heavy lower left plaque score thirty percent down from sixty explained her sugar control and her gums affect each other and asked her to tell her diabetes nurse about the gum treatment she said she'd try to cut out the fizzy drinks verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block left plus buccal infiltration four six and four seven root surface debridement lower left and lower right with ultrasonic and gracey curettes post op instructions given ohi single tufted brush for the lower molars she coped well with lots of breaks re evaluation three months",
    expect: {
      CC: 'Root surface debridement lower left and lower right. Second visit',
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Last HbA1c 64 up from 58. No allergies. Non smoker',
      PERIO:
        'Gums less red since the first visit. Bleeding on probing still heavy lower left. Plaque score 30% down from 60',
      CONSULT:
        "Explained her sugar control and her gums affect each other and asked her to tell her diabetes nurse about the gum treatment. She said she'd try to cut out the fizzy drinks",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 46, 47',
        'Root surface debridement lower left and lower right with ultrasonic and Gracey curettes',
        'Post-op instructions given',
        'OHI single tufted brush for the lower molars',
      ],
      NOTES: "She's very nervous about injections. She coped well with lots of breaks",
      'F/U': 'Re-evaluation 3 months',
    },
  }),
  defineCase({
    id: 'be03-uk-asr-fdi-hygienist-s-and-p-amlodipine-overgrowth-brushes-objection-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "attended for scale and polish with the hygienist referred by his dentist medical history high blood pressure on amlodipine and ramipril no allergies non smoker intra oral soft tissues healthy gums enlarged and firm around the upper and lower front teeth probably from the amlodipine bleeding on probing lower anteriors calculus lingual of the lower incisors false pockets four millimetres around three one and four one supra and subgingival scale with the cavitron polished with prophy paste oral hygiene instruction modified bass technique and interdental brushes size two he says he doesn't like the brushes because they make his gums bleed explained the bleeding will settle once the gums are healthier he agreed to try them for a month advised him to ask his gp whether the amlodipine could be changed fluoride varnish applied next visit scale and polish with the hygienist in three months",
    expect: {
      CC: 'Scale and polish with the hygienist. Referred by his dentist',
      'MED HX': 'High blood pressure on amlodipine and ramipril. No allergies. Non smoker',
      INTRA: 'Soft tissues healthy',
      PERIO:
        'Gums enlarged and firm around the upper and lower front teeth probably from the amlodipine. Bleeding on probing lower anteriors. Calculus lingual of the lower incisors. False pockets 4 mm around 31 and 41',
      CONSULT:
        "He says he doesn't like the brushes because they make his gums bleed. Explained the bleeding will settle once the gums are healthier. He agreed to try them for a month. Advised him to ask his GP whether the amlodipine could be changed",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: [
        'Supra and subgingival scale with the Cavitron',
        'Polished with prophy paste',
        'Oral hygiene instruction modified Bass technique and interdental brushes size 2',
        'Fluoride varnish applied',
      ],
      NV: ['Scale and polish with the hygienist in 3 months'],
    },
  }),
  defineCase({
    id: 'be04-uk-asr-fdi-perio-endo-36-pocket-9-mm-extirpation-irrigation-appends',
    style: 'UK',
    asr: true,
    transcript:
      "emergency swelling and a bad taste lower left for a week tooth feels high medical history no changes takes atorvastatin no allergies ex smoker extra oral no swelling no lymphadenopathy intra oral small swelling on the gum buccal to three six with pus on pressure deep narrow pocket nine millimetres mid buccal of three six with suppuration three six occlusal amalgam tender to percussion no response to ethyl chloride grade one mobility three seven sound responds to cold pa three six radiolucency from the apex of the mesial root joining the furcation diagnosis combined perio endo lesion three six explained the nerve has died and the tooth needs a root canal and gum treatment and the outlook is guarded he'd like to try to save it verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block left rubber dam access three six pulp extirpated canals irrigated with hypochlorite calcium hydroxide and cavit pocket irrigated with chlorhexidine next visit complete root canal three six",
    appends: [
      'add to notes he was anxious and asked for the chair to be kept upright',
      'change next visit to complete root canal three six in two weeks',
    ],
    expect: {
      CC: 'Emergency. Swelling and a bad taste lower left for a week. Tooth feels high',
      'MED HX': 'No changes. Takes atorvastatin. No allergies. Ex smoker',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Small swelling on the gum buccal to 36 with pus on pressure',
      PERIO: 'Deep narrow pocket 9 mm mid buccal of 36 with suppuration',
      DENTAL: [
        ['36', 'O amalgam tender to percussion no response to ethyl chloride grade 1 mobility'],
        ['37', 'Sound responds to cold'],
      ],
      RADIO: 'PA 36 radiolucency from the apex of the mesial root joining the furcation',
      DX: ['Combined perio-endo lesion 36'],
      CONSULT:
        "Explained the nerve has died and the tooth needs a root canal and gum treatment and the outlook is guarded. He'd like to try to save it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36', 'Irrigation'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left',
        'Rubber dam',
        'Access 36',
        'Pulp extirpated',
        'Canals irrigated with hypochlorite',
        'Calcium hydroxide and Cavit',
        'Pocket irrigated with chlorhexidine',
      ],
      NOTES: 'He was anxious and asked for the chair to be kept upright',
      NV: ['Complete RCT 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'be05-uk-asr-fdi-peri-implantitis-46-implant-suppuration-cement-teacher',
    style: 'UK',
    asr: true,
    transcript:
      "review of the implant at four six she's noticed bleeding around it when she brushes implant placed five years ago at another practice medical history fit and well no medication no allergies vapes used to smoke extra oral nad intra oral soft tissues healthy bpe two two two two two three peri implant probing depths six to seven millimetres around four six with bleeding and suppuration four six implant crown not mobile cement excess felt distally three six and three seven sound pa four six implant bone loss of about three millimetres mesially and distally diagnosis peri implantitis four six discussed cleaning around the implant and that surgery may be needed if it doesn't settle she asked whether she could lose it er titanium curettes and air polishing around four six pocket irrigated with chlorhexidine excess cement removed ohi interdental brush and water flosser she's just started a new job as a teacher so wants early appointments review six weeks",
    expect: {
      CC: "Review of the implant at 46. She's noticed bleeding around it when she brushes. Implant placed 5 years ago at another practice",
      'MED HX': 'Fit and well. No medication. No allergies. Vapes. Used to smoke',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 2 3. Peri-implant probing depths 6 to 7 mm around 46 with bleeding and suppuration',
      DENTAL: [
        ['46', 'Implant crown not mobile cement excess felt distally'],
        ['36', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 46 implant bone loss of about 3 mm mesially and distally',
      DX: ['Peri-implantitis 46'],
      CONSULT:
        "Discussed cleaning around the implant and that surgery may be needed if it doesn't settle. She asked whether she could lose it",
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'Titanium curettes and air polishing around 46',
        'Pocket irrigated with chlorhexidine',
        'Excess cement removed',
        'OHI interdental brush and water flosser',
      ],
      NOTES: "She's just started a new job as a teacher so wants early appointments",
      'F/U': 'Review 6 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private practice, typed full notes (FDI)
  defineCase({
    id: 'be06-uk-typed-fdi-new-patient-stage-iv-pocket-chart-diabetes-47-hopeless-letter-gp',
    style: 'UK',
    asr: false,
    transcript:
      "New patient perio assessment, referred by GDP for bleeding gums and drifting upper front teeth. MH: T2DM (metformin, empagliflozin), HbA1c 71 mmol/mol last month; hypertension (losartan). NKDA. Non-smoker. Alcohol 14 units/week. EO: NAD. IO: soft tissues NAD. BPE 4 3 4 / 4 3 4. Pocket chart: 16 MB 7, DB 6, MP 8 mm; 11 and 21 6 mm mesially; 36 DB 7, DL 6 mm; 47 D 9 mm. BOP 62%, plaque 48%. Recession 2-3 mm lower incisors. 16 furcation grade II buccal, mobility I. 11 and 21 flared, spaced, mobility II. 47 mobility II. 25 MOD composite, sound. OPG: generalised horizontal bone loss to 50% of root length, vertical defect 47 D to the apex. Dx: generalised periodontitis stage IV grade C; 47 hopeless. Discussed the diagnosis, the two-way link with diabetes, the need for non-surgical therapy, and that 47 will be lost. Pt says he 'had no idea it was this bad'. Written consent for RSD. Plan: XLA 47, RSD all quadrants in 2 visits. Letter to GP re HbA1c. NV: RSD UR and LR. Re-evaluate 3/12 after RSD.",
    expect: {
      CC: 'New patient perio assessment, referred by GDP for bleeding gums and drifting upper front teeth',
      'MED HX':
        'T2DM (metformin, empagliflozin), HbA1c 71 mmol/mol last month; hypertension (losartan). NKDA. Non-smoker. Alcohol 14 units/week',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO:
        'BPE 4 3 4 / 4 3 4. Pocket chart: 16 MB 7, DB 6, MP 8 mm; 11 and 21 6 mm mesially; 36 DB 7, DL 6 mm; 47 D 9 mm. BOP 62%, plaque 48%. Recession 2-3 mm lower incisors',
      DENTAL: [
        ['16', 'Furcation grade II buccal, mobility I'],
        ['11', 'Flared, spaced, mobility II'],
        ['21', 'Flared, spaced, mobility II'],
        ['47', 'Mobility II'],
        ['25', 'MOD composite, sound'],
      ],
      RADIO: 'OPG: generalised horizontal bone loss to 50% of root length, vertical defect 47 D to the apex',
      DX: ['Generalised periodontitis stage IV grade C', '47 hopeless'],
      CONSULT:
        "Discussed the diagnosis, the two-way link with diabetes, the need for non-surgical therapy, and that 47 will be lost. Pt says he 'had no idea it was this bad'",
      CONSENT: 'Written consent for RSD',
      'TX PLAN': ['Extraction 47', 'RSD all quadrants in 2 visits'],
      NOTES: 'Letter to GP re HbA1c',
      NV: ['RSD UR and LR'],
      'F/U': 'Re-evaluate 3 months after RSD',
    },
  }),
  defineCase({
    id: 'be07-uk-typed-fdi-hygiene-s-and-p-smoker-stain-hasnt-got-time-retired',
    style: 'UK',
    asr: false,
    transcript:
      "Hygiene appt - S&P. Pt reports teeth 'look stained' and gums bleed occasionally. MH: no changes; hypothyroidism (levothyroxine). Penicillin allergy. Smoker 10/day, cutting down. IO: soft tissues healthy, no lesions seen on tongue, FOM or palate. BPE 2 2 2 / 2 2 2. Heavy tobacco stain lingual lower anteriors, supragingival calculus. BOP 20%, plaque score 35%. S&P with ultrasonic and hand scalers. Air polishing for stain. OHI: interdental brushes (size 1 pink) and electric brush. Pt says he 'hasn't got time' for interdental cleaning at night; agreed to do it while watching TV. Smoking cessation advice given (VBA), pt not ready to quit. Recently retired and looking after grandchildren 3 days a week. Recall with hygienist 6/12.",
    expect: {
      CC: "Hygiene appt - S&P. Pt reports teeth 'look stained' and gums bleed occasionally",
      'MED HX': 'No changes; hypothyroidism (levothyroxine). Penicillin allergy. Smoker 10/day, cutting down',
      INTRA: 'Soft tissues healthy, no lesions seen on tongue, FOM or palate',
      PERIO:
        'BPE 2 2 2 / 2 2 2. Heavy tobacco stain lingual lower anteriors, supragingival calculus. BOP 20%, plaque score 35%',
      CONSULT:
        "Pt says he 'hasn't got time' for interdental cleaning at night; agreed to do it while watching TV. Smoking cessation advice given (VBA), pt not ready to quit",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'S&P with ultrasonic and hand scalers',
        'Air polishing for stain',
        'OHI: interdental brushes (size 1 pink) and electric brush',
      ],
      NOTES: 'Recently retired and looking after grandchildren 3 days a week',
      'F/U': 'Recall with hygienist 6 months',
    },
  }),
  defineCase({
    id: 'be08-uk-typed-fdi-re-evaluation-residual-pockets-36-furcation-rsd-36-46-minocycline',
    style: 'UK',
    asr: false,
    transcript:
      'Review of gums 3 months after RSD all quadrants. Pt reports gums no longer bleed. MH: no changes (atorvastatin), NKDA. Quit smoking 4 months ago. BPE 3 2 3 / 3 2 3. BOP down from 45% to 12%, plaque 15%. Residual pockets: 16 MP 6 mm, 17 D 5 mm, 26 MB 5 mm, 36 DL 7 mm with BOP, 46 D 5 mm. All other sites 4 mm or less. 36 grade II furcation lingual. 31 mobility reduced to I. Dx: stable periodontitis stage III grade B; residual pocket 36. Explained residual pocket at 36 may need surgery; pt would prefer to try further cleaning first. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + lingual infiltration 36 and 46. RSD 36 and 46 with ultrasonic and mini-Gracey. Minocycline gel to 36 DL pocket. Plan: refer to periodontist if 36 not improved. SPT recall 3/12.',
    expect: {
      CC: 'Review of gums 3 months after RSD all quadrants. Pt reports gums no longer bleed',
      'MED HX': 'No changes (atorvastatin), NKDA. Quit smoking 4 months ago',
      PERIO:
        'BPE 3 2 3 / 3 2 3. BOP down from 45% to 12%, plaque 15%. Residual pockets: 16 MP 6 mm, 17 D 5 mm, 26 MB 5 mm, 36 DL 7 mm with BOP, 46 D 5 mm. All other sites 4 mm or less',
      DENTAL: [
        ['36', 'Grade II furcation lingual'],
        ['31', 'Mobility reduced to I'],
      ],
      DX: ['Stable periodontitis stage III grade B', 'Residual pocket 36'],
      CONSULT: 'Explained residual pocket at 36 may need surgery; pt would prefer to try further cleaning first',
      'TX TODAY': ['RSD 36, 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36, 46',
        'RSD 36, 46 with ultrasonic and mini-Gracey',
        'Minocycline gel to 36 DL pocket',
      ],
      'TX PLAN': ['Refer to periodontist if 36 not improved'],
      'F/U': 'SPT recall 3 months',
    },
  }),
  defineCase({
    id: 'be09-uk-typed-fdi-denture-stomatitis-lichen-planus-tongue-ulcer-next-to-46-widower',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for check-up and hygiene. Upper partial denture loose and sore under it. Lives alone since his wife died last year, says he 'doesn't bother much' with the denture. MH: COPD (Seretide inhaler), AF (apixaban). NKDA. Ex-smoker. EO: NAD. IO: palate red under the upper P/- matching the denture outline. White lacy striae both buccal mucosae, asymptomatic. 4 mm ulcer right lateral border of tongue next to 46. BPE 3 2 3 / 3 3 3. Generalised plaque, BOP 30%. 46 fractured DL cusp, sharp. 13 and 23 denture abutments, mobility I. Dx: denture stomatitis; oral lichen planus (clinical); traumatic ulcer tongue. Advised denture out at night, clean with brush and soap, soak in Milton. Explained lichen planus, to monitor. S&P. OHI. 46 cusp smoothed. Review ulcer 2/52.",
    expect: {
      CC: 'Check-up and hygiene. Upper partial denture loose and sore under it',
      'MED HX': 'COPD (Seretide inhaler), AF (apixaban). NKDA. Ex-smoker',
      EXTRA: 'NAD',
      INTRA:
        'Palate red under the upper P/- matching the denture outline. White lacy striae both buccal mucosae, asymptomatic. 4 mm ulcer right lateral border of tongue next to 46',
      PERIO: 'BPE 3 2 3 / 3 3 3. Generalised plaque, BOP 30%',
      DENTAL: [
        ['46', 'Fractured DL cusp, sharp', 'DL cusp'],
        ['13', 'Denture abutments, mobility I'],
        ['23', 'Denture abutments, mobility I'],
      ],
      DX: ['Denture stomatitis', 'Oral lichen planus (clinical)', 'Traumatic ulcer tongue'],
      CONSULT:
        'Advised denture out at night, clean with brush and soap, soak in Milton. Explained lichen planus, to monitor',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI', '46 cusp smoothed'],
      NOTES: "Lives alone since his wife died last year, says he 'doesn't bother much' with the denture",
      'F/U': 'Review ulcer 2 weeks',
    },
  }),
  defineCase({
    id: 'be10-uk-typed-fdi-necrotising-gingivitis-student-exams-metronidazole-no-title',
    style: 'UK',
    asr: false,
    transcript:
      "Emergency. Painful bleeding gums for 4 days, bad breath, can't eat. University student, exams next week, sleeping badly. MH: fit and well, no meds, NKDA. Smokes 15/day, vapes as well. EO: halitosis, tender submandibular nodes bilaterally, temp 37.6. IO: tongue and palate NAD. Punched-out, ulcerated interdental papillae lower anteriors with grey slough, spontaneous gingival bleeding. BPE not done (too painful). Heavy plaque. Dx: necrotising gingivitis. Explained the cause (plaque, smoking, stress) and that it will come back if not addressed. Pt wants to stop smoking, given quit line details. Topical anaesthetic gel only. Gentle ultrasonic debridement lower anteriors. Rx metronidazole 400 mg TDS 3/7. Rx chlorhexidine 0.2% mouthwash 10 ml BD. Advised soft toothbrush, no alcohol with metronidazole. NV: full S&P in 1/52.",
    expect: {
      CC: "Emergency. Painful bleeding gums for 4 days, bad breath, can't eat",
      'MED HX': 'Fit and well, no meds, NKDA. Smokes 15/day, vapes as well',
      EXTRA: 'Halitosis, tender submandibular nodes bilaterally, temp 37.6',
      INTRA: 'Tongue and palate NAD',
      PERIO:
        'Punched-out, ulcerated interdental papillae lower anteriors with grey slough, spontaneous gingival bleeding. BPE not done (too painful). Heavy plaque',
      DX: ['Necrotising gingivitis'],
      CONSULT:
        'Explained the cause (plaque, smoking, stress) and that it will come back if not addressed. Pt wants to stop smoking, given quit line details. Advised soft toothbrush, no alcohol with metronidazole',
      TX: [
        'Topical anaesthetic gel only',
        'Gentle ultrasonic debridement lower anteriors',
        'Rx metronidazole 400 mg TDS 3 days',
        'Rx chlorhexidine 0.2% mouthwash 10 ml BD',
      ],
      NOTES: 'University student, exams next week, sleeping badly',
      NV: ['Full scale and polish in 1 week'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK periodontist (Palmer)
  defineCase({
    id: 'be11-uk-asr-palmer-molar-incisor-pattern-probing-depths-ll6-furcation-sorry-lingual',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient referred by her dentist for gum disease she's twenty eight and her mum lost all her teeth young medical history fit and well no medication no allergies never smoked extra oral nad intra oral soft tissues healthy bpe four two four four two four probing depths upper right six mesial seven millimetres distal eight millimetres upper left six mesial six millimetres lower left six mesial seven millimetres lower right six distal six millimetres upper right one and upper left one mesial five millimetres bleeding on probing twenty percent plaque score ten percent upper right six grade one mobility lower left six grade two furcation buccal sorry lingual upper left one drifted labially lower right seven occlusal composite sound opg vertical bone loss on the first molars and upper incisors diagnosis periodontitis molar incisor pattern stage three grade c explained it's a faster form that can run in families and treatment works well if she keeps her cleaning up she asked if her children will get it advised they get checked discussed gum cleaning under local anaesthetic with antibiotics plan root surface debridement all quadrants with amoxicillin and metronidazole next visit rsd upper right and lower right",
    expect: {
      CC: 'New patient referred by her dentist for gum disease',
      'MED HX': 'Fit and well. No medication. No allergies. Never smoked',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO:
        'BPE 4 2 4 / 4 2 4. Probing depths UR6 mesial 7 mm distal 8 mm, UL6 mesial 6 mm, LL6 mesial 7 mm, LR6 distal 6 mm, UR1 and UL1 mesial 5 mm. Bleeding on probing 20%. Plaque score 10%',
      DENTAL: [
        ['UR6', 'Grade 1 mobility'],
        ['LL6', 'Grade 2 furcation lingual'],
        ['UL1', 'Drifted labially'],
        ['LR7', 'O composite sound'],
      ],
      RADIO: 'OPG vertical bone loss on the first molars and upper incisors',
      DX: ['Periodontitis molar incisor pattern stage 3 grade C'],
      CONSULT:
        "Explained it's a faster form that can run in families and treatment works well if she keeps her cleaning up. She asked if her children will get it. Advised they get checked. Discussed gum cleaning under local anaesthetic with antibiotics",
      'TX PLAN': ['RSD all quadrants with amoxicillin and metronidazole'],
      NOTES: "She's 28 and her mum lost all her teeth young",
      NV: ['RSD upper right and lower right'],
    },
  }),
  defineCase({
    id: 'be12-uk-asr-palmer-second-rsd-needle-phobic-smoker-topical-then-la-ul6-ul7-idb',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay this is his second rsd visit upper left and lower left he's really anxious about needles medical history no changes takes lansoprazole no allergies still smoking about ten a day he says he's cut down from twenty gums upper right and lower right look much tighter since last time topical gel then la three cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left six and upper left seven plus id block left root surface debridement upper left and lower left with the piezo and gracey curettes irrigated the pockets with chlorhexidine post op instructions given advised smoking slows healing and talked about patches he's not keen he needed a break halfway through re evaluation in three months",
    expect: {
      CC: 'This is his second RSD visit upper left and lower left',
      'MED HX':
        "No changes. Takes lansoprazole. No allergies. Still smoking about 10 a day. He says he's cut down from 20",
      PERIO: 'Gums upper right and lower right look much tighter since last time',
      CONSULT: "Advised smoking slows healing and talked about patches. He's not keen",
      'TX TODAY': ['RSD', 'Irrigation'],
      TX: [
        'Topical gel',
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6, UL7 + IDB left',
        'Root surface debridement upper left and lower left with the piezo and Gracey curettes',
        'Irrigated the pockets with chlorhexidine',
        'Post-op instructions given',
      ],
      NOTES: "He's really anxious about needles. He needed a break halfway through",
      'F/U': 'Re-evaluation in 3 months',
    },
  }),
  defineCase({
    id: 'be13-uk-typed-palmer-re-evaluation-t1dm-lr6-intrabony-regenerative-surgery-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Re-evaluation 12 weeks post RSD. Pt reports less bleeding, some sensitivity to cold UL. MH: T1DM (insulin pump), HbA1c improved from 69 to 54. NKDA. Non-smoker. BPE 3 2 3 / 3 2 4. BOP 8%, plaque 12%. Residual pockets: UR6 MB 5 mm, LR6 D 7 mm with bleeding, LR7 M 6 mm. Generalised recession 1-2 mm. LR6 furcation II buccal. UL4 and UL5 exposed root surfaces, sensitive to air. Dx: improved periodontitis stage III grade B; intrabony defect LR6 D. Options for LR6: regenerative surgery, extraction, or monitor. Risks of surgery explained incl. recession, sensitivity, failure of regeneration. Pt chose surgery. Written consent. Duraphat varnish UL4 and UL5. PMPR all sites. Plan: regenerative surgery LR6 D with Emdogain. SPT 3/12 after surgery.',
    expect: {
      CC: 'Re-evaluation 12 weeks post RSD. Pt reports less bleeding, some sensitivity to cold UL',
      'MED HX': 'T1DM (insulin pump), HbA1c improved from 69 to 54. NKDA. Non-smoker',
      PERIO:
        'BPE 3 2 3 / 3 2 4. BOP 8%, plaque 12%. Residual pockets: UR6 MB 5 mm, LR6 D 7 mm with bleeding, LR7 M 6 mm. Generalised recession 1-2 mm',
      DENTAL: [
        ['LR6', 'Furcation II buccal'],
        ['UL4', 'Exposed root surfaces, sensitive to air'],
        ['UL5', 'Exposed root surfaces, sensitive to air'],
      ],
      DX: ['Improved periodontitis stage III grade B', 'Intrabony defect LR6 D'],
      CONSULT:
        'Options for LR6: regenerative surgery, extraction, or monitor. Risks of surgery explained incl. recession, sensitivity, failure of regeneration. Pt chose surgery',
      CONSENT: 'Written consent',
      'TX TODAY': ['Fluoride varnish UL4, UL5', 'PMPR'],
      TX: ['Duraphat varnish UL4, UL5', 'PMPR all sites'],
      'TX PLAN': ['Regenerative surgery LR6 D with Emdogain'],
      'F/U': 'SPT 3 months after surgery',
    },
  }),
  defineCase({
    id: 'be14-uk-asr-palmer-pregnancy-gingivitis-epulis-between-ur2-ur3-morning-sickness',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's here for her hygiene appointment she's twenty four weeks pregnant and her gums have been bleeding a lot medical history pregnant otherwise fit and well takes folic acid no allergies non smoker intra oral red lump on the gum between upper right two and upper right three about five millimetres bleeds easily rest of the soft tissues healthy gums swollen and red all round bleeding on probing sixty percent bpe two two two two two two no pockets over three and a half millimetres diagnosis pregnancy gingivitis and pregnancy epulis upper right explained the hormones make the gums react more to plaque and the lump usually goes after the baby's born she was worried the cleaning might harm the baby reassured her it's safe scale and polish with hand scalers oral hygiene instruction soft electric brush and floss she says she's been sick in the mornings so finds brushing hard advised rinsing with water after being sick and waiting before brushing recall three months",
    expect: {
      CC: "Her hygiene appointment. She's 24 weeks pregnant and her gums have been bleeding a lot",
      'MED HX': 'Pregnant otherwise fit and well. Takes folic acid. No allergies. Non smoker',
      INTRA: 'Red lump on the gum between UR2 and UR3 about 5 mm bleeds easily. Rest of the soft tissues healthy',
      PERIO: 'Gums swollen and red all round. Bleeding on probing 60%. BPE 2 2 2 / 2 2 2. No pockets over 3.5 mm',
      DX: ['Pregnancy gingivitis', 'Pregnancy epulis upper right'],
      CONSULT:
        "Explained the hormones make the gums react more to plaque and the lump usually goes after the baby's born. She was worried the cleaning might harm the baby. Reassured her it's safe. She says she's been sick in the mornings so finds brushing hard. Advised rinsing with water after being sick and waiting before brushing",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with hand scalers', 'Oral hygiene instruction soft electric brush and floss'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'be15-uk-typed-palmer-spt-implants-ul6-lr6-mucositis-pmpr-travelling',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'SPT visit, 3-monthly. No problems. MH: no changes, NKDA, ex-smoker (quit 2 years ago). EO: NAD. IO: soft tissues NAD. BPE 2 2 3 / 2 1 2. BOP 9%, plaque 14%. Peri-implant probing: UL6 3 mm, no BOP; LR6 5 mm DL with BOP, no suppuration. Residual pocket UR7 D 5 mm. LR6 implant crown not mobile, screw access filling intact. UL6 implant crown sound. PA LR6 implant: bone level stable compared with 2022. Dx: peri-implant mucositis LR6; stable periodontitis. PMPR all sites. LR6 implant debrided with PEEK-tipped ultrasonic and erythritol air polishing. OHI: single tufted brush around LR6 implant. Pt going travelling for 6 months after this visit, will book when back. SPT 3/12 or on return.',
    expect: {
      CC: 'SPT visit, 3-monthly. No problems',
      'MED HX': 'No changes, NKDA, ex-smoker (quit 2 years ago)',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO:
        'BPE 2 2 3 / 2 1 2. BOP 9%, plaque 14%. Peri-implant probing: UL6 3 mm, no BOP; LR6 5 mm DL with BOP, no suppuration. Residual pocket UR7 D 5 mm',
      DENTAL: [
        ['LR6', 'Implant crown not mobile, screw access filling intact'],
        ['UL6', 'Implant crown sound'],
      ],
      RADIO: 'PA LR6 implant: bone level stable compared with 2022',
      DX: ['Peri-implant mucositis LR6', 'Stable periodontitis'],
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR all sites',
        'LR6 implant debrided with PEEK-tipped ultrasonic and erythritol air polishing',
        'OHI: single tufted brush around LR6 implant',
      ],
      NOTES: 'Pt going travelling for 6 months after this visit, will book when back',
      'F/U': 'SPT 3 months or on return',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal, recogniser)
  defineCase({
    id: 'be16-us-asr-one-breath-comprehensive-perio-exam-probing-19-sorry-30-class-2-mobility',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam he's here because his gums bleed and he has bad breath he has type two diabetes on metformin and januvia last a one c eight point four he takes lisinopril no known allergies he smoked for twenty years and quit last year neck and jaw joints normal cheeks tongue and floor of mouth normal psr four three four four three four probing depths number three mesio buccal six disto buccal seven number fourteen disto palatal six number nineteen mesio lingual seven sorry eight number thirty disto buccal eight generalized bleeding on probing with suppuration on thirty number thirty class two mobility number three class one furcation buccal number eighteen missing number twenty nine disto occlusal composite sound full mouth series generalized horizontal bone loss thirty to forty percent vertical defect distal of thirty generalized periodontitis stage three grade c thirty questionable explained his diabetes makes gum disease worse and the other way round and he should see his physician about his sugars he asked if insurance covers deep cleanings told him we'll send a pre authorization book him for scaling and root planing all four quadrants in two visits",
    expect: {
      CC: "New patient comprehensive exam. His gums bleed and he has bad breath",
      'MED HX':
        'He has type 2 diabetes on metformin and Januvia. Last A1c 8.4. He takes lisinopril. No known allergies. He smoked for 20 years and quit last year',
      EXTRA: 'Neck and jaw joints normal',
      INTRA: 'Cheeks tongue and floor of mouth normal',
      PERIO:
        'PSR 4 3 4 / 4 3 4. Probing depths #3 MB 6 DB 7, #14 DP 6, #19 ML 8, #30 DB 8. Generalized bleeding on probing with suppuration on #30',
      DENTAL: [
        ['30', 'Class 2 mobility'],
        ['3', 'Class 1 furcation buccal'],
        ['18', 'Missing'],
        ['29', 'DO composite sound'],
      ],
      RADIO: 'Full mouth series generalized horizontal bone loss 30 to 40%. Vertical defect distal of #30',
      DX: ['Generalized periodontitis stage 3 grade C', '#30 questionable'],
      CONSULT:
        "Explained his diabetes makes gum disease worse and the other way round and he should see his physician about his sugars. He asked if insurance covers deep cleanings. Told him we'll send a pre authorization",
      NV: ['SRP all 4 quadrants in 2 visits'],
    },
  }),
  defineCase({
    id: 'be17-us-asr-one-breath-srp-ur-lr-two-anesthetics-arestin-3-30-husband-in-hospital',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for scaling and root planing upper right and lower right she's pretty nervous today her husband is in the hospital so she's had a rough week no changes to her health still on sertraline allergic to codeine blood pressure one thirty eight over eighty four two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three uh scaled and root planed upper right and lower right with the cavitron and hand instruments arestin placed in the distal pockets of three and thirty oral hygiene instructions with a waterpik she said she can't get floss under her bridge so we showed her a floss threader post op instructions given she did really well book her for the upper left and lower left in two weeks",
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes to her health. Still on sertraline. Allergic to codeine. Blood pressure 138/84',
      CONSULT: "She said she can't get floss under her bridge so we showed her a floss threader",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Scaled and root planed upper right and lower right with the Cavitron and hand instruments',
        'Arestin placed in the distal pockets of #3, #30',
        'Oral hygiene instructions with a Waterpik',
        'Post-op instructions given',
      ],
      NOTES:
        "She's pretty nervous today. Her husband is in the hospital so she's had a rough week. She did really well",
      NV: ['Upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'be18-us-asr-one-breath-perio-maintenance-white-patch-tongue-biopsy-referral-24-25-gluma',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for her three month perio maintenance her lower front teeth are sensitive to cold no health changes still on alendronate for osteoporosis allergic to sulfa no tobacco no lymph nodes felt white patch about one centimeter on the left lateral border of the tongue doesn't wipe off she says it's been there a couple of months psr three two three three two three bleeding on probing localized to the molars pockets four to five millimeters around number three and fourteen recession three millimeters on the facial of twenty four and twenty five number twenty four and twenty five root surfaces exposed sensitive to air periodontal maintenance with ultrasonic and hand scaling gluma desensitizer on twenty four and twenty five prescription toothpaste five thousand ppm told her the patch needs checking she was a bit scared so reassured her most are harmless referral to oral surgery for biopsy of the tongue patch recall three months",
    expect: {
      CC: 'Her 3 month perio maintenance. Her lower front teeth are sensitive to cold',
      'MED HX': 'No health changes. Still on alendronate for osteoporosis. Allergic to sulfa. No tobacco',
      EXTRA: 'No lymph nodes felt',
      INTRA:
        "White patch about 1 cm on the left lateral border of the tongue doesn't wipe off. She says it's been there a couple of months",
      PERIO:
        'PSR 3 2 3 / 3 2 3. Bleeding on probing localized to the molars. Pockets 4 to 5 mm around #3 and #14. Recession 3 mm on the facial of #24 and #25',
      DENTAL: [
        ['24', 'Root surfaces exposed sensitive to air'],
        ['25', 'Root surfaces exposed sensitive to air'],
      ],
      CONSULT: 'Told her the patch needs checking. She was a bit scared so reassured her most are harmless',
      'TX TODAY': ['Periodontal maintenance'],
      TX: [
        'Periodontal maintenance with ultrasonic and hand scaling',
        'Gluma desensitizer #24, #25',
        'Prescription toothpaste 5,000 ppm',
      ],
      'TX PLAN': ['Referral to oral surgery for biopsy of the tongue patch'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'be19-us-asr-child-prophy-2x4-brackets-gingivitis-letters-a-j-k-t-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "ten year old here for her cleaning mom is with her mom says her gums bleed and she won't brush properly medical history healthy uses an inhaler for asthma no allergies intraoral soft tissues normal two by four appliance on the upper teeth generalized gingivitis gums swollen and bleeding around the brackets on seven through ten heavy plaque letters a and j mobile with the premolars coming in letters k and t occlusal amalgams intact numbers nineteen and thirty sealed diagnosis plaque induced gingivitis prophy fluoride varnish oral hygiene instructions with a disclosing tablet and an orthodontic toothbrush she says brushing around the brackets hurts told her it will stop hurting once the gums heal mom will check her brushing at night next visit recheck gums in six weeks recall six months",
    expect: {
      CC: "Her cleaning. Mom says her gums bleed and she won't brush properly",
      'MED HX': 'Healthy. Uses an inhaler for asthma. No allergies',
      INTRA: 'Soft tissues normal. 2 by 4 appliance on the upper teeth',
      PERIO:
        'Generalized gingivitis. Gums swollen and bleeding around the brackets on #7 through #10. Heavy plaque',
      DENTAL: [
        ['A', 'Mobile with the premolars coming in'],
        ['J', 'Mobile with the premolars coming in'],
        ['K', 'O amalgams intact'],
        ['T', 'O amalgams intact'],
        ['19', 'Sealed'],
        ['30', 'Sealed'],
      ],
      DX: ['Plaque induced gingivitis'],
      CONSULT:
        'She says brushing around the brackets hurts. Told her it will stop hurting once the gums heal. Mom will check her brushing at night',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'Oral hygiene instructions with a disclosing tablet and an orthodontic toothbrush'],
      NOTES: '10 year old. Mom is with her',
      NV: ['Recheck gums in 6 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'be20-us-asr-periodontal-abscess-14-incision-drainage-irrigation-clindamycin-anxious',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit swelling on the gum upper left for three days throbbing she hasn't been to a dentist in ten years she's very anxious medical history type two diabetes not well controlled she's not sure of her last a one c takes metformin allergic to penicillin smokes half a pack a day extraoral no facial swelling slightly tender node left submandibular intraoral fluctuant swelling on the palatal gum next to number fourteen pocket nine millimeters palatal of fourteen with pus on probing number fourteen class two mobility responds to cold slightly tender to percussion number thirteen sound pa of fourteen bone loss to the apical third no periapical lesion diagnosis periodontal abscess number fourteen two carpules lidocaine two percent one to one hundred thousand epi palatal infiltration number fourteen incision and drainage of the abscess subgingival debridement palatal of fourteen irrigated with chlorhexidine rx clindamycin three hundred milligrams four times a day for seven days explained the abscess came from gum disease and her diabetes and smoking make it worse advised her to see her physician about her sugars she agreed to a full perio evaluation next visit comprehensive perio exam with full mouth series",
    expect: {
      CC: "Emergency visit. Swelling on the gum upper left for 3 days. Throbbing. She hasn't been to a dentist in 10 years",
      'MED HX':
        "Type 2 diabetes not well controlled. She's not sure of her last A1c. Takes metformin. Allergic to penicillin. Smokes half a pack a day",
      EXTRA: 'No facial swelling. Slightly tender node left submandibular',
      INTRA: 'Fluctuant swelling on the palatal gum next to #14',
      PERIO: 'Pocket 9 mm palatal of #14 with pus on probing',
      DENTAL: [
        ['14', 'Class 2 mobility responds to cold slightly tender to percussion'],
        ['13', 'Sound'],
      ],
      RADIO: 'PA of #14 bone loss to the apical third. No periapical lesion',
      DX: ['Periodontal abscess #14'],
      CONSULT:
        'Explained the abscess came from gum disease and her diabetes and smoking make it worse. Advised her to see her physician about her sugars. She agreed to a full perio evaluation',
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, palatal infiltration #14',
        'Incision and drainage of the abscess',
        'Subgingival debridement palatal of #14',
        'Irrigated with chlorhexidine',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
      ],
      NOTES: "She's very anxious",
      NV: ['Comprehensive perio exam with full mouth series'],
    },
  }),

  // ---------------------------------------------------------------- 5. US hygienist, typed (Universal)
  defineCase({
    id: 'be21-us-typed-hygienist-adult-prophy-smoker-melanosis-floss-objection-line-cook',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for adult prophy. States gums bleed 'a little' when flossing. Med hx: no changes. Takes Adderall. NKDA. Smokes 1/2 ppd x 10 yrs. BP 122/78. EO: WNL. IO: smoker's melanosis on attached gingiva, otherwise WNL. OCS negative. PSR 2 2 2 / 2 2 2. Generalized marginal gingivitis, BOP 25%, moderate supragingival calculus lower linguals, light tobacco stain. Adult prophy with ultrasonic and hand scaling. Coronal polish. OHI: daily flossing and soft brush. Pt states 'I know I should floss but I never remember'; suggested keeping floss picks in the car. Tobacco cessation discussed, pt interested in nicotine gum; gave quitline info. Pt is a line cook and works late shifts. Recall 6 months with 2 BWX.",
    expect: {
      CC: "Adult prophy. States gums bleed 'a little' when flossing",
      'MED HX': 'No changes. Takes Adderall. NKDA. Smokes 1/2 ppd x 10 yrs. BP 122/78',
      EXTRA: 'WNL',
      INTRA: "Smoker's melanosis on attached gingiva, otherwise WNL. OCS negative",
      PERIO:
        'PSR 2 2 2 / 2 2 2. Generalized marginal gingivitis, BOP 25%, moderate supragingival calculus lower linguals, light tobacco stain',
      CONSULT:
        "Pt states 'I know I should floss but I never remember'; suggested keeping floss picks in the car. Tobacco cessation discussed, pt interested in nicotine gum; gave quitline info",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Adult prophy with ultrasonic and hand scaling', 'Coronal polish', 'OHI: daily flossing and soft brush'],
      NOTES: 'Pt is a line cook and works late shifts',
      'F/U': 'Recall 6 months with 2 BWX',
    },
  }),
  defineCase({
    id: 'be22-us-typed-hygienist-srp-ur-lr-risks-grow-back-consent-arestin-wedding',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for SRP UR/LR as planned. Med hx: type 2 diabetes (metformin), fasting glucose this am 142. Hypertension (amlodipine). NKDA. Non-smoker. BP 134/86. Probing depths: #2 DB 6, #3 MB 5, DB 6, #30 ML 7, #31 DL 6 mm; BOP at all these sites. #31 furcation class I lingual. Reviewed risks of SRP: post-op sensitivity, gum recession, temporary soreness. Pt asked if the gums will 'grow back'; explained recession may increase as swelling goes down. Informed consent signed. LA: 2 carpules 4% articaine 1:100,000 epi, buccal infiltration #2 and #3 + IANB right. SRP UR and LR with ultrasonic and Gracey curettes. Arestin #30 ML and #31 DL. POI given. Pt's daughter is getting married next month and she wants her teeth 'looking good' for the photos. NV: SRP UL/LL in 2 weeks. Re-eval 6 weeks after final SRP.",
    expect: {
      CC: 'SRP UR/LR as planned',
      'MED HX':
        'Type 2 diabetes (metformin), fasting glucose this am 142. Hypertension (amlodipine). NKDA. Non-smoker. BP 134/86',
      PERIO: 'Probing depths: #2 DB 6, #3 MB 5, DB 6, #30 ML 7, #31 DL 6 mm; BOP at all these sites',
      DENTAL: [['31', 'Furcation class I lingual']],
      CONSULT:
        "Reviewed risks of SRP: post-op sensitivity, gum recession, temporary soreness. Pt asked if the gums will 'grow back'; explained recession may increase as swelling goes down",
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #2, #3 + IANB right',
        'SRP UR and LR with ultrasonic and Gracey curettes',
        'Arestin #30 ML and #31 DL',
        'POI given',
      ],
      NOTES: "Pt's daughter is getting married next month and she wants her teeth 'looking good' for the photos",
      NV: ['SRP UL/LL in 2 weeks'],
      'F/U': 'Re-eval 6 weeks after final SRP',
    },
  }),
  defineCase({
    id: 'be23-us-typed-hygienist-perio-maintenance-peri-implantitis-30-prolia-refer-cheek-ulcer',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Periodontal maintenance, 4-month interval. Pt reports gum 'feels puffy' around implant lower right. Med hx: no changes; osteoporosis (Prolia injections), hypothyroid (levothyroxine). Allergic to latex. Never smoked. EO: WNL. IO: 6 mm traumatic ulcer left buccal mucosa at the occlusal plane, pt bites cheek; otherwise WNL. PSR 3 2 3 / 3 2 3. Peri-implant probing #30: 6-7 mm with BOP and suppuration MB and DB. 5 mm interproximal pockets #3 and #14 with BOP. #30 implant crown not mobile, occlusion light. PA #30: crestal bone loss 3 mm since last radiograph. Dx: peri-implantitis #30; stable periodontitis stage III grade B. Periodontal maintenance with ultrasonic and hand scaling. #30 implant debrided with titanium curettes, irrigated with chlorhexidine. Explained peri-implantitis and the need for surgical treatment; Prolia may affect surgery, periodontist will liaise with her physician. Pt agrees. Refer to periodontist re #30. Recall 4 months.",
    expect: {
      CC: "Periodontal maintenance, 4-month interval. Pt reports gum 'feels puffy' around implant lower right",
      'MED HX':
        'No changes; osteoporosis (Prolia injections), hypothyroid (levothyroxine). Allergic to latex. Never smoked',
      EXTRA: 'WNL',
      INTRA: '6 mm traumatic ulcer left buccal mucosa at the occlusal plane, pt bites cheek; otherwise WNL',
      PERIO:
        'PSR 3 2 3 / 3 2 3. Peri-implant probing #30: 6-7 mm with BOP and suppuration MB and DB. 5 mm interproximal pockets #3 and #14 with BOP',
      DENTAL: [['30', 'Implant crown not mobile, occlusion light']],
      RADIO: 'PA #30: crestal bone loss 3 mm since last radiograph',
      DX: ['Peri-implantitis #30', 'Stable periodontitis stage III grade B'],
      CONSULT:
        'Explained peri-implantitis and the need for surgical treatment; Prolia may affect surgery, periodontist will liaise with her physician. Pt agrees',
      'TX TODAY': ['Periodontal maintenance', 'Irrigation'],
      TX: [
        'Periodontal maintenance with ultrasonic and hand scaling',
        '#30 implant debrided with titanium curettes',
        'Irrigated with chlorhexidine',
      ],
      'TX PLAN': ['Refer to periodontist re #30'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'be24-us-typed-hygienist-full-mouth-debridement-very-anxious-calculus-bridge-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for cleaning; last cleaning 'over 15 years ago'. Very anxious, bad experience as a child, asked us to stop if she raises her hand. Med hx: asthma (albuterol PRN), depression (bupropion). NKDA. Vapes daily. EO: WNL. IO: soft tissues WNL. Heavy generalized supra- and subgingival calculus, gingiva red and swollen, BOP at almost all sites; unable to probe accurately. PSR deferred. #8 and #9 calculus bridge lingual, mobility class I. #17 and #32 partially erupted. Full mouth debridement with ultrasonic. No anesthesia. Pt tolerated well with breaks. OHI: electric toothbrush 2 min twice daily. Pt says she 'can't afford' an electric brush right now; advised a soft manual brush for now. NV: comprehensive exam with FMX in 4 weeks.",
    appends: ['Add to notes: pt brought her sister for support.', 'Add to chart: #19 large O caries.'],
    expect: {
      CC: "Cleaning; last cleaning 'over 15 years ago'",
      'MED HX': 'Asthma (albuterol PRN), depression (bupropion). NKDA. Vapes daily',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      PERIO:
        'Heavy generalized supra- and subgingival calculus, gingiva red and swollen, BOP at almost all sites; unable to probe accurately. PSR deferred',
      DENTAL: [
        ['8', 'Calculus bridge lingual, mobility class I'],
        ['9', 'Calculus bridge lingual, mobility class I'],
        ['17', 'Partially erupted'],
        ['32', 'Partially erupted'],
        ['19', 'Large O caries'],
      ],
      CONSULT: "Pt says she 'can't afford' an electric brush right now; advised a soft manual brush for now",
      'TX TODAY': ['OHI'],
      TX: ['Full mouth debridement with ultrasonic', 'No anesthesia', 'OHI: electric toothbrush 2 min twice daily'],
      NOTES:
        'Very anxious, bad experience as a child, asked us to stop if she raises her hand. Pt tolerated well with breaks. Pt brought her sister for support',
      NV: ['Comprehensive exam with FMX in 4 weeks'],
    },
  }),
  defineCase({
    id: 'be25-us-typed-hygienist-child-phenytoin-overgrowth-letters-a-j-c-h-neurologist-letter',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "11 y/o with dad. Here for 6-month prophy. Dad reports her gums are 'growing over her teeth' since she started phenytoin for seizures last year. Med hx: epilepsy (phenytoin), last seizure 3 months ago. NKDA. IO: soft tissues WNL apart from gums. Gingival overgrowth, firm and fibrotic, covering the necks of #7-#10 and #23-#26; pseudopockets 5 mm. Moderate plaque, BOP 30%. #A and #J mobile, exfoliating. #C and #H retained; #6 and #11 erupting buccally. #3, #14, #19, #30 sealants intact. 2 BWX: no caries. Dx: drug-influenced gingival enlargement. Prophy. Fluoride varnish. OHI with dad: disclosing tablets and soft brush at the gumline. Pt says brushing 'makes it bleed so I stop'; explained that gentle brushing will reduce the bleeding. Will send letter to her neurologist re medication. Recall 3 months.",
    expect: {
      CC: "6-month prophy. Dad reports her gums are 'growing over her teeth' since she started phenytoin for seizures last year",
      'MED HX': 'Epilepsy (phenytoin), last seizure 3 months ago. NKDA',
      INTRA: 'Soft tissues WNL apart from gums',
      PERIO:
        'Gingival overgrowth, firm and fibrotic, covering the necks of #7-#10 and #23-#26; pseudopockets 5 mm. Moderate plaque, BOP 30%',
      DENTAL: [
        ['A', 'Mobile, exfoliating'],
        ['J', 'Mobile, exfoliating'],
        ['C', 'Retained'],
        ['H', 'Retained'],
        ['6', 'Erupting buccally'],
        ['11', 'Erupting buccally'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      RADIO: '2 BWX: no caries',
      DX: ['Drug-influenced gingival enlargement'],
      CONSULT: "Pt says brushing 'makes it bleed so I stop'; explained that gentle brushing will reduce the bleeding",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'OHI with dad: disclosing tablets and soft brush at the gumline'],
      NOTES: '11 y/o with dad. Will send letter to her neurologist re medication',
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US periodontist, plan and next visit first (Universal)
  defineCase({
    id: 'be26-us-asr-plan-first-first-srp-warfarin-inr-tranexamic-gauze-cruise',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "plan scaling and root planing all four quadrants and possible osseous surgery lower right next visit srp upper left and lower left in two weeks re evaluation six weeks after the last srp okay this was his first srp visit upper right and lower right no changes to his health since the exam last week on warfarin inr two point three this morning no allergies bleeding on probing heavy on the right side pocket depths up to eight millimeters distal of thirty one three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration number three scaling and root planing upper right and lower right with the piezo and hand curettes bleeding controlled with pressure and tranexamic acid soaked gauze he asked if he needs to stop the warfarin next time told him no explained the risks again gum shrinkage and sensitivity he's fine with that he's retiring next month and wants it all done before his cruise",
    expect: {
      CC: 'This was his first SRP visit upper right and lower right',
      'MED HX': 'No changes to his health since the exam last week. On warfarin. INR 2.3 this morning. No allergies',
      PERIO: 'Bleeding on probing heavy on the right side. Pocket depths up to 8 mm distal of #31',
      CONSULT:
        "He asked if he needs to stop the warfarin next time. Told him no. Explained the risks again gum shrinkage and sensitivity. He's fine with that",
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'Scaling and root planing upper right and lower right with the piezo and hand curettes',
        'Bleeding controlled with pressure and tranexamic acid soaked gauze',
      ],
      'TX PLAN': ['SRP all 4 quadrants', 'Possible osseous surgery lower right'],
      NOTES: "He's retiring next month and wants it all done before his cruise",
      NV: ['SRP upper left and lower left in 2 weeks'],
      'F/U': 'Re-evaluation 6 weeks after the last SRP',
    },
  }),
  defineCase({
    id: 'be27-us-asr-plan-first-graft-consult-recession-6-11-mucocele-no-wait-no-mobility',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "plan connective tissue grafts on number six and number eleven next visit graft number eleven first in three weeks she was referred by her general dentist for recession on her upper canines she's worried they look long and they're sensitive she's healthy takes no medications allergic to penicillin never smoked extraoral lips normal intraoral small bluish bump inside the lower lip about four millimeters she says it comes and goes thin gingival biotype recession four millimeters on the facial of number six and three millimeters on the facial of number eleven no attached gingiva on six probing depths one to two millimeters numbers six and eleven cervical abrasion class one mobility no wait no mobility diagnosis gingival recession six and eleven mucocele lower lip discussed a graft from her palate versus donor tissue and the risks pain bleeding and the graft failing she prefers her own tissue she admits she brushes very hard told her to switch to a soft brush and stop scrubbing signed consent for graft on eleven",
    expect: {
      CC: "She was referred by her general dentist for recession on her upper canines. She's worried they look long and they're sensitive",
      'MED HX': "She's healthy. Takes no medications. Allergic to penicillin. Never smoked",
      EXTRA: 'Lips normal',
      INTRA: 'Small bluish bump inside the lower lip about 4 mm. She says it comes and goes',
      PERIO:
        'Thin gingival biotype. Recession 4 mm on the facial of #6 and 3 mm on the facial of #11. No attached gingiva on #6. Probing depths 1 to 2 mm',
      DENTAL: [
        ['6', 'Cervical abrasion no mobility'],
        ['11', 'Cervical abrasion no mobility'],
      ],
      DX: ['Gingival recession #6, #11', 'Mucocele lower lip'],
      CONSULT:
        'Discussed a graft from her palate versus donor tissue and the risks pain bleeding and the graft failing. She prefers her own tissue. She admits she brushes very hard. Told her to switch to a soft brush and stop scrubbing',
      CONSENT: 'Signed consent for graft on #11',
      'TX PLAN': ['Connective tissue grafts #6, #11'],
      NV: ['Graft #11 first in 3 weeks'],
    },
  }),
  defineCase({
    id: 'be28-us-typed-plan-first-re-evaluation-19-hopeless-implant-smoking-srp-14-15',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Plan: extract #19, ridge preservation, implant consult in 4 months; osseous surgery UL quadrant. NV: extraction #19 with bone graft in 2 weeks. Pt here for 6-week re-evaluation after SRP x4. Reports less bleeding, #19 still 'wobbly' and sore to chew. Med hx: no changes, atorvastatin, NKDA. Cut down from 20 to 5 cigarettes/day. Probing: most sites 3-4 mm, BOP 15% (was 48%). Residual pockets: #14 MB 6, DB 6; #15 D 7 mm; #19 M 9, D 10 mm with suppuration. #19 class III mobility, class III furcation. #18 class I mobility. Dx: improved periodontitis stage III grade C; #19 hopeless. Explained #19 cannot be saved and discussed implant vs bridge vs leaving the space; pt wants an implant eventually. Praised pt for cutting down; advised quitting completely before the implant. LA 1 carpule 2% lidocaine 1:100,000 epi, buccal and palatal infiltration #14 and #15. SRP #14 and #15. Pt's wife had an implant with us last year.",
    expect: {
      CC: "6-week re-evaluation after SRP x4. Reports less bleeding, #19 still 'wobbly' and sore to chew",
      'MED HX': 'No changes, atorvastatin, NKDA. Cut down from 20 to 5 cigarettes/day',
      PERIO:
        'Probing: most sites 3-4 mm, BOP 15% (was 48%). Residual pockets: #14 MB 6, DB 6; #15 D 7 mm; #19 M 9, D 10 mm with suppuration',
      DENTAL: [
        ['19', 'Class III mobility, class III furcation'],
        ['18', 'Class I mobility'],
      ],
      DX: ['Improved periodontitis stage III grade C', '#19 hopeless'],
      CONSULT:
        'Explained #19 cannot be saved and discussed implant vs bridge vs leaving the space; pt wants an implant eventually. Praised pt for cutting down; advised quitting completely before the implant',
      'TX TODAY': ['SRP #14, #15'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14, #15',
        'SRP #14, #15',
      ],
      'TX PLAN': ['Extraction #19', 'Ridge preservation', 'Implant consult in 4 months', 'Osseous surgery UL quadrant'],
      NOTES: "Pt's wife had an implant with us last year",
      NV: ['Extraction #19 with bone graft in 2 weeks'],
    },
  }),
  defineCase({
    id: 'be29-us-typed-plan-first-desquamative-gingivitis-nikolsky-biopsy-10-11-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Plan: topical steroid in custom trays once diagnosis confirmed. NV: biopsy results and suture removal in 10 days. Referred by her general dentist for 'peeling, sore gums' for 6 months, worse with toothpaste and spicy food. Med hx: hypertension (lisinopril), osteoarthritis (naproxen). Allergic to sulfa. Non-smoker. EO: WNL, no skin or eye lesions reported. IO: sloughing and erosions of attached gingiva upper and lower anteriors, positive Nikolsky sign. White lacy striae left buccal mucosa. Palate and tongue WNL. Plaque minimal, probing depths 2-3 mm, BOP 10%. Dx: desquamative gingivitis, r/o mucous membrane pemphigoid vs erosive lichen planus. Discussed biopsy, risks (pain, bleeding, small scar) and that she may need an eye exam if it is pemphigoid. Pt anxious about 'cancer'; reassured. Written consent. LA: 1 carpule 2% lidocaine 1:100,000 epi, buccal infiltration #10 and #11. Incisional biopsy of attached gingiva facial of #10 and #11 (6 x 3 mm). Specimens in formalin for H&E and in Michel's for DIF. 2 sutures 4-0 chromic gut. POI given. Advised SLS-free toothpaste.",
    expect: {
      CC: "Referred by her general dentist for 'peeling, sore gums' for 6 months, worse with toothpaste and spicy food",
      'MED HX': 'Hypertension (lisinopril), osteoarthritis (naproxen). Allergic to sulfa. Non-smoker',
      EXTRA: 'WNL, no skin or eye lesions reported',
      INTRA:
        'Sloughing and erosions of attached gingiva upper and lower anteriors, positive Nikolsky sign. White lacy striae left buccal mucosa. Palate and tongue WNL',
      PERIO: 'Plaque minimal, probing depths 2-3 mm, BOP 10%',
      DX: ['Desquamative gingivitis', 'R/o mucous membrane pemphigoid vs erosive lichen planus'],
      CONSULT:
        "Discussed biopsy, risks (pain, bleeding, small scar) and that she may need an eye exam if it is pemphigoid. Pt anxious about 'cancer'; reassured. Advised SLS-free toothpaste",
      CONSENT: 'Written consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #10, #11',
        'Incisional biopsy of attached gingiva facial of #10, #11 (6 x 3 mm)',
        "Specimens in formalin for H&E and in Michel's for DIF",
        '2 sutures 4-0 chromic gut',
        'POI given',
      ],
      'TX PLAN': ['Topical steroid in custom trays once diagnosis confirmed'],
      NV: ['Biopsy results and suture removal in 10 days'],
    },
  }),
  defineCase({
    id: 'be30-us-typed-plan-first-perio-maintenance-sjogrens-candida-root-caries-21-care-home',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Plan: continue periodontal maintenance every 3 months; fluoride trays. NV: D composite #21 in 2 weeks. Here for periodontal maintenance. Pt says her mouth is 'dry as a bone' and her upper partial is sore. Med hx: Sjogren's syndrome (hydroxychloroquine), hypothyroid (levothyroxine), recently started oxybutynin. Allergic to amoxicillin. Never smoked. IO: dry mucosa, fissured tongue. Palate red under upper RPD, matching the denture outline; white curd-like plaques wipe off. PSR 2 3 2 / 3 2 2. BOP 18%, plaque 40% (up from 20%). Recession 2-3 mm on lower incisors. #21 D root caries. #28 B root caries, arrested. #20 class I mobility. #3 and #14 furcation class I buccal. Dx: denture stomatitis with candidiasis; xerostomia; root caries #21. Periodontal maintenance with ultrasonic and hand scaling. Fluoride varnish full mouth. Rx clotrimazole troches 10 mg 5x daily x 14 days. Advised leaving RPD out at night and soaking it in chlorhexidine. Discussed saliva substitutes and sugar-free gum. Her husband recently moved into a care home and she is finding it hard to keep up with her own care.",
    expect: {
      CC: "Periodontal maintenance. Pt says her mouth is 'dry as a bone' and her upper partial is sore",
      'MED HX':
        "Sjogren's syndrome (hydroxychloroquine), hypothyroid (levothyroxine), recently started oxybutynin. Allergic to amoxicillin. Never smoked",
      INTRA:
        'Dry mucosa, fissured tongue. Palate red under upper RPD, matching the denture outline; white curd-like plaques wipe off',
      PERIO: 'PSR 2 3 2 / 3 2 2. BOP 18%, plaque 40% (up from 20%). Recession 2-3 mm on lower incisors',
      DENTAL: [
        ['21', 'D root caries'],
        ['28', 'B root caries, arrested'],
        ['20', 'Class I mobility'],
        ['3', 'Furcation class I buccal'],
        ['14', 'Furcation class I buccal'],
      ],
      DX: ['Denture stomatitis with candidiasis', 'Xerostomia', 'Root caries #21'],
      CONSULT:
        'Advised leaving RPD out at night and soaking it in chlorhexidine. Discussed saliva substitutes and sugar-free gum',
      'TX TODAY': ['Periodontal maintenance', 'Fluoride varnish'],
      TX: [
        'Periodontal maintenance with ultrasonic and hand scaling',
        'Fluoride varnish full mouth',
        'Rx clotrimazole troches 10 mg 5x daily x 14 days',
      ],
      'TX PLAN': ['Continue periodontal maintenance every 3 months', 'Fluoride trays'],
      NOTES: 'Her husband recently moved into a care home and she is finding it hard to keep up with her own care',
      NV: ['D composite #21 in 2 weeks'],
    },
  }),
];
