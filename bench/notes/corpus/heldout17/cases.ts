// The seventeenth held-out split (ids h17-01–h17-36): scored, never tuned on. Written blind from the labelling contract
// (corpus README from "## General rules"), case.ts, the dental reference and more56 / more58 as format examples only, by
// a helper that had not seen the engine or any held-out split, on 27 November 2026; every case was labelled from the
// contract before anything was run. It is one realistic week at six chairs, six visits each, dictated as each clinician
// really dictates: check-ups with charting and radiographs, emergencies, fillings, extractions, root canal stages,
// crowns and bridges, hygiene and perio, children, dentures, and consultations ending in a plan; short and long notes,
// with and without section words, with remarks, patients' questions, self-corrections ("sorry", "scratch that") and
// nurse asides. Seven cases carry appended dictations ("add to notes …", "add to treatment …", "change … to …",
// "next visit …"; `expect` is the final result).
//   h17-01–h17-06 a UK general dentist (FDI): a check-up with charting, bitewings, BPE and scale and polish with a
//     "sorry" tooth correction (recogniser); an emergency extirpation for irreversible pulpitis (typed shorthand); a DO
//     composite with no section words and a nurse aside (recogniser); a private crown prep with a core and temporary
//     (typed); an obturation at the second RCT stage (recogniser, appended "add to notes" / "next visit"); a short
//     resin-bonded bridge fit (typed);
//   h17-07–h17-12 a UK dentist using Palmer (UR6 / LLE): a six-year-old's check-up with primary letters and a "sorry"
//     surface correction (recogniser); an adult exam with bitewings, BPE and a plan (typed shorthand); a child's
//     emergency extraction of LRD with "scratch that" (recogniser); complete dentures fitted (typed sentences); a
//     fractured incisal edge on UL1 restored (recogniser, appended "change" / "add to notes"); an implant consultation
//     for LL6 ending in a plan (typed);
//   h17-13–h17-18 a UK hygienist-therapist (FDI): a terse hygiene visit (typed); an RSD visit with two LA lines and a
//     corrected step (recogniser); a child's second-molar fissure sealants and varnish on prescription (typed); a Hall
//     crown on 84 (recogniser); a pregnant patient's periodontal maintenance (typed, appended "add to notes" / "change"
//     / "next visit"); buccal glass ionomers for abrasion cavities (recogniser);
//   h17-19–h17-24 a US general dentist (Universal): a new-patient comprehensive exam with FMX, PSR, a long chart and a
//     treatment plan (recogniser); a crown prep with a core buildup (typed shorthand, appended "add to treatment" /
//     "change"); an emergency cracked tooth with a nurse aside (recogniser, appended "add to notes" / "next visit");
//     SRP of two quadrants with Arestin (typed); a short crown seat (recogniser); a single-visit anterior RCT (typed
//     sentences);
//   h17-25–h17-30 a US pediatric dentist (Universal with primary letters): a four-year-old's recall with bitewings
//     (recogniser); a pulpotomy and SSC under nitrous (typed); an emergency extraction of #K with a space maintainer
//     planned (recogniser, appended "add to notes" / "change"); a nine-year-old's crown fracture on #8 (typed); two
//     fillings with no section words and a nurse aside (recogniser); a short recall with an ortho referral (typed);
//   h17-31–h17-36 a US oral surgeon (Universal): a third-molar consultation with pano and CBCT ending in a plan (typed);
//     four third molars out under IV sedation with a nurse aside (recogniser); a dry socket review (typed); an implant
//     placed at #30 (recogniser, appended "add to notes" / "change"); a mucocele excision (typed); a short surgical
//     extraction of a fractured #31 with two "sorry" corrections and no section words (recogniser).
// UK 18 (FDI 12, Palmer 6), US 18 (Universal, primary letters in h17-25–h17-30 and in Palmer h17-07, h17-09); 18
// recogniser-style (lower case, number words, fillers, no punctuation) and 18 typed; from about 40 to 220 words.
//
// Judgement calls where the contract was silent (kept consistent within the batch, and with more56 / more58 where they
// ruled):
// - A child's age and who came with them are NOTES, also when said at the start ("six year old with dad", "five year
//   old attended with grandad for …", as more58); remarks about the patient ("he was a superstar", "Pt tolerated
//   well", "Immediate relief reported", "Patient pleased with the appearance") are NOTES; advice given after treatment,
//   patients' questions with their answers, fees, and pre-op instructions given at a consultation are CONSULT; a
//   reported habit told with the complaint ("Bites lip when stressed") stays in the CC.
// - A blood pressure read at the visit is filed with the medical history (MED HX), as a nurse would update it there.
// - Plaque and gingivitis said as findings go to PERIO (as more58); pockets and furcations are PERIO even with a tooth
//   ("6 mm pocket 46 D", "Furcation grade 1 on 36", "Class II furcation #2 and #31"); occlusion and a tooth-less
//   region ("Tea stain lower anteriors", "Class II div 1 …", "Teeth NAD") are INTRA; an extraction socket is INTRA
//   with no chart entry (rule 7). When "intra oral" / "IO:" is directly followed by a tooth finding, INTRA stays empty.
// - Post-op radiographs with their own report are RADIO (as more56); a PA used inside a step ("checked with a PA",
//   "confirmed with apex locator and PA") stays in the step.
// - Titles: "obturated 36 …" → "Obturation 36" (the CC's RCT is not used when TX names a procedure, as more56);
//   "Pulp extirpated 46" → "Extirpation 46"; "composite on upper left one" → "Composite UL1"; "Hall crown 84 cemented
//   with glass ionomer" → "SSC 84" (the table's Hall crown, not a crown fit); "Bridge cemented w/ Panavia" → "Bridge
//   fit" (no tooth in the item); "Final impression" → "Impression" (as said, as more56); "Temp crown … cemented w/
//   TempBond" → "Temporary crown"; "Dentures tried in and fitted" → "Denture fit", with a high spot relieved at the fit
//   no Denture adjustment (as more56); a crown seat whose steps are only try-in and cementing takes "Crown fit" from the
//   CC (as more58); "3/12 perio maintenance" with only debridement and OHI in TX gives "Periodontal maintenance" and
//   "OHI"; quadrant RSD / SRP is "RSD" / "SRP" with no teeth (as more58). No titles: an occlusal adjustment, a socket
//   irrigated and dressed with Alvogyl, an excision biopsy, canal irrigation, "Coronal seal with glass ionomer",
//   "Dentine covered with glass ionomer", "Core buildup w/ composite". "FS" / "FV" typed → "Fissure sealant" / "Fluoride
//   varnish" (as more58); "Duraphat varnish 24" → "Fluoride varnish 24".
// - "fractured incisal edge" gives fracture "Incisal edge", "fractured MI corner" gives "MI corner", a tooth "fractured
//   below the gum line" with no part named gives "Not specified"; "chipped" and "cracked" give none.
// - List items drop the connecting word before a tooth ("occlusion adjusted on thirty" → "Occlusion adjusted #30",
//   "fillings on k l and t" → "Fillings #K, #L, #T") but keep it before a place ("Chlorhexidine gel to 36 pocket",
//   "Arestin placed in #2 D and #31 D pockets", "space maintainer for #K space"); in text fields teeth said with "and"
//   keep it ("Caries on #K, #L and #T"). "letter" before a primary tooth goes like "number".
// - Numbers: "four oh vicryl" → "4-0 Vicryl", "three oh chromic gut" → "3-0 chromic gut", "newton centimeters" → "Ncm",
//   "a one c" → "A1c", "four point three by ten millimeters" → "4.3 by 10 mm", "18/12" → "18 months".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout17Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'h17-01-uk-asr-fdi-check-up-chart-bitewings-bpe-sorry-24-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "okay routine check up she's got no problems apart from some sensitivity on the upper left with cold drinks medical history no changes takes omeprazole no allergies ex smoker extra oral nad lymph nodes not palpable intra oral soft tissues healthy oral cancer screen clear bpe two two one one two two charting one seven missing one six mesial occlusal amalgam sound two five sorry two four buccal cervical abrasion sensitive to air two six occlusal composite sound three six disto occlusal amalgam caries under the distal margin three seven sound four six crown sound bitewings taken grade one secondary caries three six distal into dentine no other caries diagnosis secondary caries three six scale and polish um oral hygiene instruction interdental brushes duraphat varnish to two four told her to use sensodyne and not to brush straight after fizzy drinks she's happy to have the filling done next visit disto occlusal composite three six recall six months",
    expect: {
      CC: "Routine check up. She's got no problems apart from some sensitivity on the upper left with cold drinks",
      'MED HX': 'No changes. Takes omeprazole. No allergies. Ex smoker',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 2 2 1 / 1 2 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['24', 'B cervical abrasion sensitive to air'],
        ['26', 'O composite sound'],
        ['36', 'DO amalgam caries under the D margin'],
        ['37', 'Sound'],
        ['46', 'Crown sound'],
      ],
      RADIO: 'Bitewings taken grade 1. Secondary caries 36 distal into dentine. No other caries',
      DX: ['Secondary caries 36'],
      CONSULT:
        "Told her to use Sensodyne and not to brush straight after fizzy drinks. She's happy to have the filling done",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish 24'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes', 'Duraphat varnish 24'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h17-02-uk-typed-fdi-emergency-46-irreversible-pulpitis-extirpation-ledermix',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. C/O throbbing pain LR x3 days, keeping her awake, worse with hot, lingers. Paracetamol + ibuprofen not helping. MH: asthma (salbutamol PRN), allergic to penicillin. EO: NAD. IO: soft tissues NAD. 46 deep DO comp, TTP +, ethyl chloride ++ lingering. 45, 47 sound, EC normal. PA 46: deep restoration close to pulp, widened PDL space, no PA radiolucency. Grade 1. Dx: symptomatic irreversible pulpitis 46. Options: RCT, XLA, or no tx. Pt wants to keep the tooth. Verbal consent. LA 1 x 2.2ml articaine 4% 1:100,000 adr IDB + buccal infil 46. RD. Access, pulp extirpated 46, 3 canals located. Canals irrigated NaOCl 1%. Ledermix + cotton wool + Cavit. Occlusion reduced. POIG. Advised ibuprofen 400 mg QDS if needed. NV: complete RCT 46 (60 min).',
    expect: {
      CC: 'Emergency. Throbbing pain LR x3 days, keeping her awake, worse with hot, lingers. Paracetamol + ibuprofen not helping',
      'MED HX': 'Asthma (salbutamol PRN), allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Deep DO comp, TTP +, ethyl chloride ++ lingering'],
        ['45', 'Sound, EC normal'],
        ['47', 'Sound, EC normal'],
      ],
      RADIO: 'PA 46: deep restoration close to pulp, widened PDL space, no PA radiolucency. Grade 1',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Options: RCT, XLA, or no tx. Pt wants to keep the tooth. Advised ibuprofen 400 mg QDS if needed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB + buccal infiltration 46',
        'RD',
        'Access',
        'Pulp extirpated 46',
        '3 canals located',
        'Canals irrigated NaOCl 1%',
        'Ledermix + cotton wool + Cavit',
        'Occlusion reduced',
        'POIG',
      ],
      NV: ['Complete RCT 46 (60 min)'],
    },
  }),
  defineCase({
    id: 'h17-03-uk-asr-fdi-no-section-words-do-composite-25-nurse-aside-will-it-show',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on two five no changes to her health no allergies two five disto occlusal caries not tender two four sound la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration two five can I have the curing light please thanks dry guard and cotton wool caries removed dentine hard at the end sectional matrix and wedge etch bond disto occlusal composite two five shade a three cured contact tight bite checked polished post op instructions given she asked if it'll show told her it's tooth coloured recall as planned",
    expect: {
      CC: 'Filling on 25',
      'MED HX': 'No changes to her health. No allergies',
      DENTAL: [
        ['25', 'DO caries not tender'],
        ['24', 'Sound'],
      ],
      CONSULT: "She asked if it'll show. Told her it's tooth coloured",
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Dry guard and cotton wool',
        'Caries removed',
        'Dentine hard at the end',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 25',
        'Shade A3',
        'Cured',
        'Contact tight',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h17-04-uk-typed-fdi-private-crown-prep-16-core-emax-fee-written-consent',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for crown prep 16, private. Previous RCT 16 (2 yrs ago), now asymptomatic. MH: type 2 diabetes, metformin + gliclazide; NKDA. 16 RCT, large MOD amalgam, cracked MP cusp, not TTP. 15 DO comp sound. 17 sound. PA 16 from last month: good RCT, no PA pathology. Discussed gold vs Emax; pt chose Emax for appearance. Fee £650 confirmed. Written consent. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil 16. Amalgam removed, core built up with composite. Crown prep 16, chamfer margins. Cord placed. Impressions in silicone, upper and lower alginate for opposing. Bite reg. Shade A2. Temp crown in Protemp cemented w/ TempBond. Occlusion checked. POIG. NV: crown fit 16 in 2/52.',
    expect: {
      CC: 'Crown prep 16, private. Previous RCT 16 (2 yrs ago), now asymptomatic',
      'MED HX': 'Type 2 diabetes, metformin + gliclazide; NKDA',
      DENTAL: [
        ['16', 'RCT, large MOD amalgam, cracked MP cusp, not TTP'],
        ['15', 'DO comp sound'],
        ['17', 'Sound'],
      ],
      RADIO: 'PA 16 from last month: good RCT, no PA pathology',
      CONSULT: 'Discussed gold vs Emax; pt chose Emax for appearance. Fee £650 confirmed',
      CONSENT: 'Written consent',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Amalgam removed',
        'Core built up with composite',
        'Crown prep 16',
        'Chamfer margins',
        'Cord placed',
        'Impressions in silicone',
        'Upper and lower alginate for opposing',
        'Bite reg',
        'Shade A2',
        'Temp crown in Protemp cemented w/ TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit 16 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h17-05-uk-asr-fdi-rct-second-stage-obturation-36-post-op-pa-appends-notes-nv',
    style: 'UK',
    asr: true,
    transcript:
      "right second stage root canal on three six she's had no pain since the last visit medical history no changes no allergies three six temporary filling intact not tender to percussion la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six rubber dam cavit removed calcium hydroxide washed out with sodium hypochlorite and edta working lengths confirmed mesiobuccal canal twenty point five millimetres mesiolingual canal twenty point five millimetres distal canal twenty one millimetres master cones fitted and checked with a pa obturated three six with warm vertical condensation and ah plus sealer coronal seal with glass ionomer post op pa obturation good to length no voids post op instructions given explained she'll need a crown on it she's happy to go ahead",
    appends: ['add to notes she works nights so afternoons suit her best', 'next visit crown prep three six in one month'],
    expect: {
      CC: "Second stage root canal on 36. She's had no pain since the last visit",
      'MED HX': 'No changes. No allergies',
      DENTAL: [['36', 'Temporary filling intact not tender to percussion']],
      RADIO: 'Post-op PA obturation good to length. No voids',
      CONSULT: "Explained she'll need a crown on it. She's happy to go ahead",
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam',
        'Cavit removed',
        'Calcium hydroxide washed out with sodium hypochlorite and EDTA',
        'Working lengths confirmed',
        'MB canal 20.5 mm',
        'ML canal 20.5 mm',
        'D canal 21 mm',
        'Master cones fitted and checked with a PA',
        'Obturated 36 with warm vertical condensation and AH Plus sealer',
        'Coronal seal with glass ionomer',
        'Post-op instructions given',
      ],
      NOTES: 'She works nights so afternoons suit her best',
      NV: ['Crown prep 36 in 1 month'],
    },
  }),
  defineCase({
    id: 'h17-06-uk-typed-fdi-short-resin-bonded-bridge-fit-22-panavia',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of resin-bonded bridge replacing 22, wing on 23. No problems with the denture in the meantime. MH: no change. No LA. Denture removed. Bridge tried in, good fit and shade. Pt happy with appearance. 23 P surface cleaned with pumice, isolated w/ rubber dam. Bridge cemented w/ Panavia. Excess removed, occlusion checked in ICP and protrusion. Shown how to use Superfloss under pontic. RV 3/12.',
    expect: {
      CC: 'Fit of resin-bonded bridge replacing 22, wing on 23. No problems with the denture in the meantime',
      'MED HX': 'No change',
      CONSULT: 'Shown how to use Superfloss under pontic',
      'TX TODAY': ['Bridge fit'],
      TX: [
        'No LA',
        'Denture removed',
        'Bridge tried in',
        'Good fit and shade',
        '23 P surface cleaned with pumice',
        'Isolated w/ rubber dam',
        'Bridge cemented w/ Panavia',
        'Excess removed',
        'Occlusion checked in ICP and protrusion',
      ],
      NOTES: 'Pt happy with appearance',
      'F/U': 'RV 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist using Palmer (letters for children)
  defineCase({
    id: 'h17-07-uk-asr-palmer-child-check-up-shark-teeth-lrd-sorry-distal-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up six year old with dad dad says he's been complaining about a wobbly tooth at the front medical history fit and well no medicines no allergies extra oral nad intra oral soft tissues healthy plaque on the lower molars charting lower left a and lower right a mobile lower left one and lower right one erupting lingually upper right e and upper left e sound lower left e occlusal caries lower right e sound lower right d mesial caries sorry distal caries upper right six and upper left six just erupting bitewings not taken poor cooperation diagnosis caries lower left e and lower right d fluoride varnish applied toothbrushing instruction with dad two minutes twice a day told dad the front baby teeth will fall out on their own no need to take them out next visit fillings lower left e and lower right d recall three months he was a bit nervous but let me look",
    expect: {
      CC: "Check up. Dad says he's been complaining about a wobbly tooth at the front",
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['LLA', 'Mobile'],
        ['LRA', 'Mobile'],
        ['LL1', 'Erupting lingually'],
        ['LR1', 'Erupting lingually'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LLE', 'O caries'],
        ['LRE', 'Sound'],
        ['LRD', 'D caries'],
        ['UR6', 'Just erupting'],
        ['UL6', 'Just erupting'],
      ],
      RADIO: 'Bitewings not taken poor cooperation',
      DX: ['Caries LLE, LRD'],
      CONSULT: 'Told dad the front baby teeth will fall out on their own. No need to take them out',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with dad 2 minutes twice a day'],
      NOTES: '6 year old with dad. He was a bit nervous but let me look',
      NV: ['Fillings LLE, LRD'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h17-08-uk-typed-palmer-adult-exam-bws-bpe-3-perio-caries-ll7-ur7-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Exam. Pt has no concerns, last seen 18/12 ago. MH: hypertension – amlodipine, ramipril. Allergic to latex. Smoker 10 a day. EO NAD. IO: white patch L lateral tongue, wipes off, likely frictional. BPE 3 2 3 / 3 2 3. OH poor, generalised supra + subgingival calculus. UR7 DO amalgam, fractured D marginal ridge. UR6 MOD amalgam sound. UL6 PFM crown, margins OK. LL6 O comp. LL7 MO caries. LR6 missing. LR8 partially erupted. 2 BWs, grade 1: LL7 MO caries into dentine, UR7 D caries under amalgam, horizontal bone loss 20-30%. Dx: periodontitis stage II grade B, caries LL7 and UR7. Smoking cessation advice given, pt not ready to quit. Plan: 6 point pocket chart, RSD all quads with hygienist, MO comp LL7, DO comp UR7. Recall 6/12.',
    expect: {
      CC: 'Exam. Pt has no concerns, last seen 18 months ago',
      'MED HX': 'Hypertension – amlodipine, ramipril. Allergic to latex. Smoker 10 a day',
      EXTRA: 'NAD',
      INTRA: 'White patch L lateral tongue, wipes off, likely frictional',
      PERIO: 'BPE 3 2 3 / 3 2 3. OH poor, generalised supra + subgingival calculus',
      DENTAL: [
        ['UR7', 'DO amalgam, fractured D marginal ridge', 'D marginal ridge'],
        ['UR6', 'MOD amalgam sound'],
        ['UL6', 'PFM crown, margins OK'],
        ['LL6', 'O comp'],
        ['LL7', 'MO caries'],
        ['LR6', 'Missing'],
        ['LR8', 'Partially erupted'],
      ],
      RADIO: '2 BWs, grade 1: LL7 MO caries into dentine, UR7 D caries under amalgam, horizontal bone loss 20-30%',
      DX: ['Periodontitis stage II grade B', 'Caries LL7, UR7'],
      CONSULT: 'Smoking cessation advice given, pt not ready to quit',
      'TX PLAN': ['6 point pocket chart', 'RSD all quads with hygienist', 'MO composite LL7', 'DO composite UR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h17-09-uk-asr-palmer-child-emergency-abscess-lrd-extraction-scratch-that',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old with mum emergency swelling on the lower right since yesterday she woke up with it mum's been giving calpol medical history fit and well allergic to amoxicillin scratch that no allergies extra oral slight swelling right cheek no lymph nodes palpable intra oral buccal swelling next to lower right d lower right d large disto occlusal cavity grade two mobile tender lower right e occlusal caries lower right six sound diagnosis dental abscess lower right d explained to mum it needs to come out today she agreed verbal consent from mum topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right d lower right d extracted with forceps pus from the socket bit on gauze post op instructions given to mum no antibiotics needed as it's drained she was very brave next visit filling lower right e review in one week",
    expect: {
      CC: "Emergency. Swelling on the lower right since yesterday. She woke up with it. Mum's been giving Calpol",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Slight swelling right cheek. No lymph nodes palpable',
      INTRA: 'Buccal swelling next to LRD',
      DENTAL: [
        ['LRD', 'Large DO cavity grade 2 mobile tender'],
        ['LRE', 'O caries'],
        ['LR6', 'Sound'],
      ],
      DX: ['Dental abscess LRD'],
      CONSULT: 'Explained to mum it needs to come out today. She agreed',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Extraction LRD'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRD',
        'LRD extracted with forceps',
        'Pus from the socket',
        'Bit on gauze',
        'Post-op instructions given to mum',
        "No antibiotics needed as it's drained",
      ],
      NOTES: '7 year old with mum. She was very brave',
      NV: ['Filling LRE'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'h17-10-uk-typed-palmer-complete-dentures-fit-warfarin-high-spot-lr4-relieved',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of new upper and lower complete dentures. Edentulous for 10 years, old set worn and loose. Medical history unchanged; on warfarin for AF and takes bisoprolol. No allergies. Ridges well healed, lower ridge resorbed. Denture-bearing mucosa healthy. Dentures tried in and fitted. A high spot on the lower lingual flange in the LR4 region was relieved after checking with pressure relief cream. Occlusion checked with articulating paper and balanced. Upper retention good and lower acceptable. Patient pleased with the appearance. Written and verbal denture care instructions given. Explained the lower will feel loose for a few weeks while she gets used to it. Review in 1 week for easing.',
    expect: {
      CC: 'Fit of new upper and lower complete dentures. Edentulous for 10 years, old set worn and loose',
      'MED HX': 'Unchanged; on warfarin for AF and takes bisoprolol. No allergies',
      INTRA: 'Ridges well healed, lower ridge resorbed. Denture-bearing mucosa healthy',
      CONSULT: 'Explained the lower will feel loose for a few weeks while she gets used to it',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures tried in and fitted',
        'High spot on the lower lingual flange in the LR4 region was relieved after checking with pressure relief cream',
        'Occlusion checked with articulating paper and balanced',
        'Upper retention good and lower acceptable',
        'Written and verbal denture care instructions given',
      ],
      NOTES: 'Patient pleased with the appearance',
      'F/U': 'Review in 1 week for easing',
    },
  }),
  defineCase({
    id: 'h17-11-uk-asr-palmer-bike-fall-ul1-incisal-edge-composite-sorry-split-dam-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he fell off his bike this morning and chipped his front tooth no head injury didn't lose consciousness twelve year old here with his mum medical history fit and well no allergies extra oral graze on the chin lip fine intra oral small laceration inside the upper lip no tooth fragments in it upper left one fractured incisal edge into dentine no pulp exposure not mobile sensitive to air positive to ethyl chloride upper right one sound not mobile positive to ethyl chloride pa of the upper centrals no root fractures diagnosis uncomplicated crown fracture upper left one um no la rubber dam sorry split dam dentine covered with glass ionomer then composite on upper left one shade a two polished told mum it may discolour and we'll keep testing it soft diet for a few days review four weeks with vitality tests",
    appends: ['change four weeks to six weeks', 'add to notes mum has the fragment at home but forgot to bring it'],
    expect: {
      CC: "Emergency. He fell off his bike this morning and chipped his front tooth. No head injury. Didn't lose consciousness",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Graze on the chin. Lip fine',
      INTRA: 'Small laceration inside the upper lip. No tooth fragments in it',
      DENTAL: [
        [
          'UL1',
          'Fractured incisal edge into dentine no pulp exposure not mobile sensitive to air positive to ethyl chloride',
          'Incisal edge',
        ],
        ['UR1', 'Sound not mobile positive to ethyl chloride'],
      ],
      RADIO: 'PA of the upper centrals no root fractures',
      DX: ['Uncomplicated crown fracture UL1'],
      CONSULT: "Told mum it may discolour and we'll keep testing it. Soft diet for a few days",
      'TX TODAY': ['Composite UL1'],
      TX: ['No LA', 'Split dam', 'Dentine covered with glass ionomer', 'Composite UL1', 'Shade A2', 'Polished'],
      NOTES: '12 year old here with his mum. Mum has the fragment at home but forgot to bring it',
      'F/U': 'Review 6 weeks with vitality tests',
    },
  }),
  defineCase({
    id: 'h17-12-uk-typed-palmer-implant-consultation-ll6-tilted-ll7-cbct-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Consultation re replacing LL6 (XLA 3 yrs ago). MH: NAD, NKDA, non-smoker. BPE 1 1 1 / 1 1 1. LL6 space. LL7 tilted mesially approx 15 degrees. LL5 MO comp sound. UL6 slightly over-erupted. Options discussed: no tx, RPD, bridge LL5–LL7, implant. Pt prefers implant; aware LL7 may need uprighting with ortho first. Costs given, written estimate. Pt will call back after talking it over with her husband. Plan: CBCT, refer to implant dentist.',
    expect: {
      CC: 'Consultation re replacing LL6 (XLA 3 yrs ago)',
      'MED HX': 'NAD, NKDA, non-smoker',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['LL6', 'Space'],
        ['LL7', 'Tilted mesially approx 15 degrees'],
        ['LL5', 'MO comp sound'],
        ['UL6', 'Slightly over-erupted'],
      ],
      CONSULT:
        'Options discussed: no tx, RPD, bridge LL5–LL7, implant. Pt prefers implant; aware LL7 may need uprighting with ortho first. Costs given, written estimate. Pt will call back after talking it over with her husband',
      'TX PLAN': ['CBCT', 'Refer to implant dentist'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist-therapist (FDI)
  defineCase({
    id: 'h17-13-uk-typed-fdi-hygienist-terse-six-monthly-hygiene-tea-stain',
    style: 'UK',
    asr: false,
    transcript:
      '6 monthly hygiene. No c/o. MH: no change, still on sertraline. BPE 1 2 1 / 2 2 1, BOP minimal. Tea stain lower anteriors. S&P (Cavitron + hand scaling). OHI reinforced – TePe lower anteriors. RV 6/12 with hygienist.',
    expect: {
      CC: '6 monthly hygiene. No c/o',
      'MED HX': 'No change, still on sertraline',
      INTRA: 'Tea stain lower anteriors',
      PERIO: 'BPE 1 2 1 / 2 2 1, BOP minimal',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P (Cavitron + hand scaling)', 'OHI reinforced – TePe lower anteriors'],
      'F/U': 'RV 6 months with hygienist',
    },
  }),
  defineCase({
    id: 'h17-14-uk-asr-fdi-therapist-rsd-lower-left-two-la-lines-sorry-chlorhexidine-gel',
    style: 'UK',
    asr: true,
    transcript:
      "second visit for root surface debridement lower left he says his gums aren't bleeding as much since last time medical history no changes type two diabetes on metformin smokes about fifteen a day no allergies six millimetre pocket distal of three six five millimetre pocket mesial of three seven bleeding on probing lower left furcation grade one on three six plaque score thirty five percent down from sixty la one cartridge articaine four percent one in a hundred thousand adrenaline id block left and one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three seven rsd lower left with the piezo and gracey curettes chlorhexidine irrigation to three six pocket sorry chlorhexidine gel to three six pocket ohi single tufted brush around three seven smoking cessation advice given again he says he's trying next visit full pocket chart and review in three months",
    expect: {
      CC: "Second visit for root surface debridement lower left. He says his gums aren't bleeding as much since last time",
      'MED HX': 'No changes. Type 2 diabetes on metformin. Smokes about 15 a day. No allergies',
      PERIO:
        '6 mm pocket distal of 36. 5 mm pocket mesial of 37. Bleeding on probing lower left. Furcation grade 1 on 36. Plaque score 35% down from 60',
      CONSULT: "Smoking cessation advice given again. He says he's trying",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, IDB left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 37',
        'RSD lower left with the piezo and Gracey curettes',
        'Chlorhexidine gel to 36 pocket',
        'OHI single tufted brush around 37',
      ],
      NV: ['Full pocket chart and review in 3 months'],
    },
  }),
  defineCase({
    id: 'h17-15-uk-typed-fdi-therapist-child-fs-37-47-fv-energy-drinks-nv-fs-17-27',
    style: 'UK',
    asr: false,
    transcript:
      "FS 37, 47 + FV as per Rx from dentist's exam. 12 y/o, came on his own, mum in waiting room. MH: ADHD – methylphenidate. NKDA. 37, 47 erupted, stained fissures, ICDAS 1. 36, 46 FS intact. 17, 27 erupting. Plaque on lower molars. Isolation w/ cotton wool rolls + dry tips. FS 37, 47 (Clinpro). Occlusion checked. FV 22,600 ppm all teeth. TBI with 1450 ppm toothpaste. Diet: has energy drinks at school, advised water or milk instead. NV: FS 17, 27 when erupted.",
    expect: {
      CC: "FS 37, 47 + FV as per Rx from dentist's exam",
      'MED HX': 'ADHD – methylphenidate. NKDA',
      PERIO: 'Plaque on lower molars',
      DENTAL: [
        ['37', 'Erupted, stained fissures, ICDAS 1'],
        ['47', 'Erupted, stained fissures, ICDAS 1'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['17', 'Erupting'],
        ['27', 'Erupting'],
      ],
      CONSULT: 'Diet: has energy drinks at school, advised water or milk instead',
      'TX TODAY': ['Fissure sealant 37, 47', 'Fluoride varnish'],
      TX: [
        'Isolation w/ cotton wool rolls + dry tips',
        'FS 37, 47 (Clinpro)',
        'Occlusion checked',
        'FV 22,600 ppm all teeth',
        'TBI with 1450 ppm toothpaste',
      ],
      NOTES: '12 y/o, came on his own, mum in waiting room',
      NV: ['Fissure sealant 17, 27 when erupted'],
    },
  }),
  defineCase({
    id: 'h17-16-uk-asr-fdi-therapist-hall-crown-84-grandad-sorry-size-four',
    style: 'UK',
    asr: true,
    transcript:
      'five year old attended with grandad for the hall crown on eight four as prescribed grandad says no pain medical history fit and well no allergies eight four large mesial occlusal cavity no sinus not mobile eight five sound no la needed separator removed contact open size five sorry size four hall crown eight four cemented with glass ionomer he bit it into place excess removed floss through the contacts occlusion high as expected explained to grandad the bite will settle in a few weeks fluoride varnish applied he was a superstar recall with the dentist in six months',
    expect: {
      CC: 'Hall crown on 84 as prescribed. Grandad says no pain',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['84', 'Large MO cavity no sinus not mobile'],
        ['85', 'Sound'],
      ],
      CONSULT: 'Explained to grandad the bite will settle in a few weeks',
      'TX TODAY': ['SSC 84', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Separator removed',
        'Contact open',
        'Size 4 Hall crown 84 cemented with glass ionomer',
        'He bit it into place',
        'Excess removed',
        'Floss through the contacts',
        'Occlusion high as expected',
        'Fluoride varnish applied',
      ],
      NOTES: '5 year old attended with grandad. He was a superstar',
      'F/U': 'Recall with the dentist in 6 months',
    },
  }),
  defineCase({
    id: 'h17-17-uk-typed-fdi-hygienist-perio-maintenance-pregnant-appends-notes-change-nv',
    style: 'UK',
    asr: false,
    transcript:
      '3/12 perio maintenance. Pt reports bleeding when flossing LR. MH: no change; pregnant, 20 weeks. NKDA. BPE 3 2 3 / 3 2 4. 6 mm pocket 46 D, BOP. Generalised 4 mm pockets upper molars. Plaque score 25%. Supra + subgingival debridement full mouth w/ ultrasonic, no LA. OHI: TePe size 3 for LR molars. Pt asked if pregnancy affects gums: explained hormone changes increase bleeding, keep up cleaning. RV 3/12.',
    appends: [
      'Add to notes: prefers ultrasonic on low power, sensitive teeth.',
      'Change size 3 to size 4. Next visit: RSD 46 with LA.',
    ],
    expect: {
      CC: '3 months perio maintenance. Pt reports bleeding when flossing LR',
      'MED HX': 'No change; pregnant, 20 weeks. NKDA',
      PERIO:
        'BPE 3 2 3 / 3 2 4. 6 mm pocket 46 D, BOP. Generalised 4 mm pockets upper molars. Plaque score 25%',
      CONSULT:
        'Pt asked if pregnancy affects gums: explained hormone changes increase bleeding, keep up cleaning',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Supra + subgingival debridement full mouth w/ ultrasonic', 'No LA', 'OHI: TePe size 4 for LR molars'],
      NOTES: 'Prefers ultrasonic on low power, sensitive teeth',
      NV: ['RSD 46 with LA'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h17-18-uk-asr-fdi-therapist-b-gic-34-35-abrasion-sensitivity-question',
    style: 'UK',
    asr: true,
    transcript:
      "here for the buccal fillings on three four and three five as prescribed for sensitivity medical history no changes no allergies three four and three five buccal abrasion cavities sensitive to air no caries no la needed cotton wool rolls cleaned with pumice conditioner applied buccal glass ionomer three four and three five finished and polished fluoride varnish to the lower premolars she asked if they'll stop being sensitive straight away told her they should recall with the dentist as planned",
    expect: {
      CC: 'Buccal fillings on 34 and 35 as prescribed for sensitivity',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['34', 'B abrasion cavities sensitive to air no caries'],
        ['35', 'B abrasion cavities sensitive to air no caries'],
      ],
      CONSULT: "She asked if they'll stop being sensitive straight away. Told her they should",
      'TX TODAY': ['B GIC 34, 35', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Cotton wool rolls',
        'Cleaned with pumice',
        'Conditioner applied',
        'B glass ionomer 34, 35',
        'Finished and polished',
        'Fluoride varnish to the lower premolars',
      ],
      'F/U': 'Recall with the dentist as planned',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal)
  defineCase({
    id: 'h17-19-us-asr-universal-new-patient-comprehensive-fmx-psr-sorry-mb-cusp-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient comprehensive exam hasn\'t been to a dentist in about five years wants a cleaning and a check says a tooth on the lower left is sensitive to sweets medical history high cholesterol takes atorvastatin allergic to codeine non smoker blood pressure one thirty eight over eighty eight extraoral within normal limits tmj no clicking intraoral oral cancer screening negative tori on the lower lingual psr three three three three three three generalized bleeding heavy calculus lower anteriors number one and number sixteen partially erupted number three mesial occlusal distal amalgam fractured mesial lingual cusp sorry mesial buccal cusp number fourteen occlusal composite sound number nineteen distal occlusal caries large number twenty mesial caries number thirty crown open margin on the distal number thirty one buccal pit caries uh number thirty two missing fmx taken generalized horizontal bone loss around fifteen to twenty percent no periapical radiolucencies caries confirmed on nineteen and twenty diagnosis generalized moderate chronic periodontitis caries nineteen twenty and thirty one fractured cusp number three discussed findings and the sequence starting with the gums she wants to fix the sensitive tooth first treatment plan scaling and root planing four quadrants then distal occlusal composite nineteen mesial composite twenty crown number three replace crown thirty buccal composite thirty one next visit distal occlusal composite nineteen',
    expect: {
      CC: "New patient comprehensive exam. Hasn't been to a dentist in about 5 years. Wants a cleaning and a check. Says a tooth on the lower left is sensitive to sweets",
      'MED HX': 'High cholesterol. Takes atorvastatin. Allergic to codeine. Non smoker. Blood pressure 138/88',
      EXTRA: 'Within normal limits. TMJ no clicking',
      INTRA: 'Oral cancer screening negative. Tori on the lower lingual',
      PERIO: 'PSR 3 3 3 / 3 3 3. Generalized bleeding. Heavy calculus lower anteriors',
      DENTAL: [
        ['1', 'Partially erupted'],
        ['16', 'Partially erupted'],
        ['3', 'MOD amalgam fractured MB cusp', 'MB cusp'],
        ['14', 'O composite sound'],
        ['19', 'DO caries large'],
        ['20', 'M caries'],
        ['30', 'Crown open D margin'],
        ['31', 'B pit caries'],
        ['32', 'Missing'],
      ],
      RADIO:
        'FMX taken. Generalized horizontal bone loss around 15 to 20%. No periapical radiolucencies. Caries confirmed on #19 and #20',
      DX: ['Generalized moderate chronic periodontitis', 'Caries #19, #20, #31', 'Fractured cusp #3'],
      CONSULT: 'Discussed findings and the sequence starting with the gums. She wants to fix the sensitive tooth first',
      'TX PLAN': ['SRP 4 quadrants', 'DO composite #19', 'M composite #20', 'Crown #3', 'Replace crown #30', 'B composite #31'],
      NV: ['DO composite #19'],
    },
  }),
  defineCase({
    id: 'h17-20-us-typed-universal-crown-prep-14-cracked-ml-cusp-core-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #14. Pt aware of crack from last exam, no pain. Med hx: no changes, HTN – lisinopril. NKDA. #14 large MOD amalgam, cracked ML cusp, bite test neg. 2 carpules 2% lido 1:100k epi, buccal + palatal infiltration #14. Amalgam + decay removed. Crack extends into dentin on ML cusp, no pulp involvement. Core buildup w/ composite. Crown prep #14 for zirconia. Retraction cord size 00. Final impression w/ PVS. Bite reg. Shade A3. Temp crown w/ Integrity cemented w/ TempBond NE. Occlusion adjusted. POI given. NV: seat crown #14 in 2 wks.',
    appends: ['Add to treatment: photo of the crack sent to the lab.', 'Change 2 wks to 3 wks.'],
    expect: {
      CC: 'Crown prep #14. Pt aware of crack from last exam, no pain',
      'MED HX': 'No changes, HTN – lisinopril. NKDA',
      DENTAL: [['14', 'Large MOD amalgam, cracked ML cusp, bite test neg']],
      'TX TODAY': ['Crown prep #14', 'Impression', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Amalgam + decay removed',
        'Crack extends into dentin on ML cusp',
        'No pulp involvement',
        'Core buildup w/ composite',
        'Crown prep #14 for zirconia',
        'Retraction cord size 00',
        'Final impression w/ PVS',
        'Bite reg',
        'Shade A3',
        'Temp crown w/ Integrity cemented w/ TempBond NE',
        'Occlusion adjusted',
        'POI given',
        'Photo of the crack sent to the lab',
      ],
      NV: ['Crown fit #14 in 3 wks'],
    },
  }),
  defineCase({
    id: 'h17-21-us-asr-universal-emergency-cracked-30-bite-test-nurse-aside-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit sharp pain on biting lower right for about a week especially on release cold sensitive but it goes away quickly medical history no changes takes a baby aspirin no allergies extraoral within normal limits intraoral number thirty mesial occlusal distal amalgam crack line visible on the distal marginal ridge could you grab me the tooth slooth thanks positive bite test on the distal lingual cusp cold normal no lingering not tender to percussion numbers twenty nine and thirty one sound pa of thirty no periapical pathology diagnosis cracked tooth number thirty reversible pulpitis explained the crack could get worse and it may need a root canal if it does recommended a crown he wants to go ahead occlusion adjusted on thirty to take it out of heavy contact told him to chew on the other side next visit crown prep number thirty',
    appends: ['add to notes his wife says he grinds at night', 'next visit night guard impressions'],
    expect: {
      CC: 'Emergency visit. Sharp pain on biting lower right for about a week especially on release. Cold sensitive but it goes away quickly',
      'MED HX': 'No changes. Takes a baby aspirin. No allergies',
      EXTRA: 'Within normal limits',
      DENTAL: [
        [
          '30',
          'MOD amalgam crack line visible on the D marginal ridge positive bite test on the DL cusp cold normal no lingering not tender to percussion',
        ],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 no periapical pathology',
      DX: ['Cracked tooth #30', 'Reversible pulpitis'],
      CONSULT:
        'Explained the crack could get worse and it may need a root canal if it does. Recommended a crown. He wants to go ahead. Told him to chew on the other side',
      TX: ['Occlusion adjusted #30 to take it out of heavy contact'],
      NOTES: 'His wife says he grinds at night',
      NV: ['Crown prep #30', 'Night guard impressions'],
    },
  }),
  defineCase({
    id: 'h17-22-us-typed-universal-srp-ur-lr-two-la-arestin-diabetes-bp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP UR and LR. Med hx: type 2 diabetes (A1c 7.4, metformin), NKDA. BP 128/82. Probing depths 5–7 mm UR and LR posteriors, BOP +. Class II furcation #2 and #31. LA: 1 carpule 4% articaine 1:100k epi, buccal infiltration #3. 2 carpules 2% lidocaine 1:100k epi, right IANB. SRP UR + LR with Cavitron and Gracey curettes. Arestin placed in #2 D and #31 D pockets. OHI: Waterpik recommended. Pt tolerated well. NV: SRP UL + LL in 1 week. Re-eval 6 weeks after SRP completed.',
    expect: {
      CC: 'SRP UR and LR',
      'MED HX': 'Type 2 diabetes (A1c 7.4, metformin), NKDA. BP 128/82',
      PERIO: 'Probing depths 5–7 mm UR and LR posteriors, BOP +. Class II furcation #2 and #31',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR + LR with Cavitron and Gracey curettes',
        'Arestin placed in #2 D and #31 D pockets',
        'OHI: Waterpik recommended',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP UL + LL in 1 week'],
      'F/U': 'Re-eval 6 weeks after SRP completed',
    },
  }),
  defineCase({
    id: 'h17-23-us-asr-universal-short-crown-seat-19-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'crown seat nineteen no issues with the temp no anesthetic temp off cleaned the prep tried in the crown contacts good margins sealed she liked the shade cemented with rely x luting excess cleaned occlusion checked no adjustments needed post op instructions given',
    expect: {
      CC: 'Crown seat #19. No issues with the temp',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic',
        'Temp off',
        'Cleaned the prep',
        'Tried in the crown',
        'Contacts good',
        'Margins sealed',
        'Cemented with RelyX Luting',
        'Excess cleaned',
        'Occlusion checked',
        'No adjustments needed',
        'Post-op instructions given',
      ],
      NOTES: 'She liked the shade',
    },
  }),
  defineCase({
    id: 'h17-24-us-typed-universal-single-visit-rct-8-necrotic-obturation-post-op-pa',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presented for root canal therapy on #8. Tooth was traumatized years ago and has darkened; became tender last week. Medical history: hypothyroidism, takes levothyroxine. Allergic to sulfa drugs. #8 gray discoloration, TTP, no response to cold or EPT. #7 and #9 responded normally. PA shows a periapical radiolucency on #8, approximately 4 mm. Diagnosis: pulp necrosis with symptomatic apical periodontitis #8. Risks and alternatives reviewed including extraction and implant; patient elected RCT. Consent form signed. 1 carpule 2% lidocaine with 1:100,000 epi, buccal infiltration #8. Rubber dam isolation. Access through the lingual. Working length 23 mm confirmed with apex locator and PA. Canal instrumented to 40/.06 with NaOCl and EDTA irrigation. Obturated #8 with gutta percha and BC Sealer (single cone). Cavit placed in the access. Post-op PA: obturation 1 mm short of apex, good seal. POI given. Ibuprofen 600 mg every 6 hours as needed. Next visit: composite to restore the access, and evaluate internal bleaching. Recall 6 months to check healing.',
    expect: {
      CC: 'Root canal therapy on #8. Tooth was traumatized years ago and has darkened; became tender last week',
      'MED HX': 'Hypothyroidism, takes levothyroxine. Allergic to sulfa drugs',
      DENTAL: [
        ['8', 'Gray discoloration, TTP, no response to cold or EPT'],
        ['7', 'Responded normally'],
        ['9', 'Responded normally'],
      ],
      RADIO:
        'PA shows a periapical radiolucency on #8, approximately 4 mm. Post-op PA: obturation 1 mm short of apex, good seal',
      DX: ['Pulp necrosis with symptomatic apical periodontitis #8'],
      CONSULT: 'Risks and alternatives reviewed including extraction and implant; patient elected RCT',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #8',
        'Rubber dam isolation',
        'Access through the lingual',
        'Working length 23 mm confirmed with apex locator and PA',
        'Canal instrumented to 40/.06 with NaOCl and EDTA irrigation',
        'Obturated #8 with gutta percha and BC Sealer (single cone)',
        'Cavit placed in the access',
        'POI given',
        'Ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Composite to restore the access', 'Evaluate internal bleaching'],
      'F/U': 'Recall 6 months to check healing',
    },
  }),

  // ---------------------------------------------------------------- 5. US pediatric dentist (Universal, letters)
  defineCase({
    id: 'h17-25-us-asr-universal-peds-4yo-recall-bitewings-sorry-l-distal-gummies',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with mom here for her six month recall mom says she's been brushing by herself at night um healthy no medications no allergies extraoral normal intraoral soft tissues normal moderate plaque gingivitis around the lower incisors letters a b i and j sound letter k occlusal caries letter l mesial caries sorry distal caries letter s sealed and intact letter t occlusal caries two bitewings taken caries on k l and t l into dentin k and t enamel only prophy fluoride varnish told mom to help with brushing until she's at least seven and to cut down on the gummies she was great in the chair next visit fillings on k l and t recall six months",
    expect: {
      CC: "Her 6 month recall. Mom says she's been brushing by herself at night",
      'MED HX': 'Healthy. No medications. No allergies',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Moderate plaque. Gingivitis around the lower incisors',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['L', 'D caries'],
        ['S', 'Sealed and intact'],
        ['T', 'O caries'],
      ],
      RADIO: '2 bitewings taken. Caries on #K, #L and #T. #L into dentin. #K and #T enamel only',
      CONSULT: "Told mom to help with brushing until she's at least 7 and to cut down on the gummies",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '4 year old with mom. She was great in the chair',
      NV: ['Fillings #K, #L, #T'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h17-26-us-typed-universal-peds-pulpotomy-ssc-l-nitrous-mta-nv-k',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for pulpotomy + SSC #L. 6 y/o w/ dad. Toothache #L last week, none now. Med hx: asthma, albuterol PRN. NKDA. #L DO caries, not mobile, no swelling. #K DO caries. N2O/O2 50% for anxiety. Topical benzocaine. LA: 1 carpule 2% lido 1:100k epi, left IANB. Rubber dam. Caries removed, carious exposure. Pulpotomy #L with MTA, hemostasis achieved in 2 min. SSC #L size 5 cemented w/ Ketac Cem. Occlusion checked. 100% O2 x 5 min at end. POI given to dad. Dad told numbness lasts 2-3 hrs, no chewing until it wears off. Pt cried at the start, settled with nitrous. NV: DO composite #K. Recall 6 months.',
    expect: {
      CC: 'Pulpotomy + SSC #L. Toothache #L last week, none now',
      'MED HX': 'Asthma, albuterol PRN. NKDA',
      DENTAL: [
        ['L', 'DO caries, not mobile, no swelling'],
        ['K', 'DO caries'],
      ],
      CONSULT: 'Dad told numbness lasts 2-3 hrs, no chewing until it wears off',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'N2O/O2 50% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Carious exposure',
        'Pulpotomy #L with MTA',
        'Hemostasis achieved in 2 min',
        'SSC #L size 5 cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 x 5 min at end',
        'POI given to dad',
      ],
      NOTES: '6 y/o w/ dad. Pt cried at the start, settled with nitrous',
      NV: ['DO composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h17-27-us-asr-universal-peds-emergency-abscess-k-extraction-space-maintainer-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency eight year old with grandma she's had pain and swelling on the lower left for two days medical history healthy no allergies extraoral no swelling visible intraoral gum boil buccal to letter k letter k large mesial occlusal distal caries grade two mobility tender to touch letter l occlusal composite intact number nineteen erupted sound pa of letter k radiolucency in the furcation resorption of the roots the premolar underneath is about two years away diagnosis abscess letter k told grandma it's not savable and she'll need a spacer afterwards grandma gave verbal consent topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb letter k extracted in one piece sorry in two pieces both roots out gauze pack hemostasis good post op instructions to grandma no antibiotics needed next visit band and loop space maintainer for the letter k space",
    appends: [
      "add to notes she held grandma's hand the whole time and was really brave",
      'change one carpule to one and a half carpules',
    ],
    expect: {
      CC: "Emergency. She's had pain and swelling on the lower left for 2 days",
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'No swelling visible',
      INTRA: 'Gum boil buccal to #K',
      DENTAL: [
        ['K', 'Large MOD caries grade 2 mobility tender to touch'],
        ['L', 'O composite intact'],
        ['19', 'Erupted sound'],
      ],
      RADIO: 'PA of #K radiolucency in the furcation. Resorption of the roots. Premolar underneath is about 2 years away',
      DX: ['Abscess #K'],
      CONSULT: "Told grandma it's not savable and she'll need a spacer afterwards",
      CONSENT: 'Grandma gave verbal consent',
      'TX TODAY': ['Extraction #K'],
      TX: [
        'Topical',
        'LA: 1.5 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        '#K extracted in 2 pieces',
        'Both roots out',
        'Gauze pack',
        'Hemostasis good',
        'Post-op instructions to grandma',
        'No antibiotics needed',
      ],
      NOTES: "8 year old with grandma. She held grandma's hand the whole time and was really brave",
      NV: ['Band and loop space maintainer for #K space'],
    },
  }),
  defineCase({
    id: 'h17-28-us-typed-universal-peds-soccer-trauma-8-mi-corner-composite-9-smoothed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency. Fell at soccer practice this afternoon, hit upper front teeth on a teammate's head. No LOC, no nausea. 9 y/o w/ mom. Med hx: healthy, NKDA, immunizations up to date. EO: small abrasion on chin, no swelling. IO: upper lip mildly swollen, no lacerations. #8 fractured MI corner into dentin, no pulp exposure, not mobile, cold +. #9 chipped incisal edge, enamel only, cold +. #7, #10 sound, cold +. 2 PAs: no root fractures, open apices #8, #9. Dx: uncomplicated crown fracture #8, enamel fracture #9. No LA. Isolation with Isolite. Dentin covered with Vitrebond. Composite #8, shade A1. Smoothed incisal edge #9. Soft diet 1 wk, mouthguard for soccer. Review in 6 weeks for vitality testing.",
    expect: {
      CC: "Emergency. Fell at soccer practice this afternoon, hit upper front teeth on a teammate's head. No LOC, no nausea",
      'MED HX': 'Healthy, NKDA, immunizations up to date',
      EXTRA: 'Small abrasion on chin, no swelling',
      INTRA: 'Upper lip mildly swollen, no lacerations',
      DENTAL: [
        ['8', 'Fractured MI corner into dentin, no pulp exposure, not mobile, cold +', 'MI corner'],
        ['9', 'Chipped incisal edge, enamel only, cold +'],
        ['7', 'Sound, cold +'],
        ['10', 'Sound, cold +'],
      ],
      RADIO: '2 PAs: no root fractures, open apices #8, #9',
      DX: ['Uncomplicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT: 'Soft diet 1 wk, mouthguard for soccer',
      'TX TODAY': ['Composite #8'],
      TX: [
        'No LA',
        'Isolation with Isolite',
        'Dentin covered with Vitrebond',
        'Composite #8',
        'Shade A1',
        'Smoothed incisal edge #9',
      ],
      NOTES: '9 y/o w/ mom',
      'F/U': 'Review in 6 weeks for vitality testing',
    },
  }),
  defineCase({
    id: 'h17-29-us-asr-universal-peds-do-composite-i-o-gic-j-nitrous-nurse-aside-sorry-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her two fillings on the upper left seven years old came with dad nothing new with her health still no allergies letter i distal occlusal caries letter j occlusal caries number fourteen partially erupted nitrous at thirty percent topical one carpule articaine four percent one to one hundred thousand epi buccal infiltration letters i and j rubber dam could you hand me the wedgets please thanks caries removed on both no exposures distal occlusal composite letter i shade a one sorry shade b one occlusal glass ionomer letter j cured polished checked the bite she did really well watched paw patrol the whole time post op instructions to dad keep an eye on her so she doesn't chew her lip recall as scheduled",
    expect: {
      CC: 'Her 2 fillings on the upper left',
      'MED HX': 'Nothing new with her health. Still no allergies',
      DENTAL: [
        ['I', 'DO caries'],
        ['J', 'O caries'],
        ['14', 'Partially erupted'],
      ],
      CONSULT: "Keep an eye on her so she doesn't chew her lip",
      'TX TODAY': ['DO composite #I', 'O GIC #J'],
      TX: [
        'Nitrous at 30%',
        'Topical',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #I, #J',
        'Rubber dam',
        'Caries removed on both',
        'No exposures',
        'DO composite #I',
        'Shade B1',
        'O glass ionomer #J',
        'Cured',
        'Polished',
        'Checked the bite',
        'Post-op instructions to dad',
      ],
      NOTES: '7 years old. Came with dad. She did really well. Watched Paw Patrol the whole time',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h17-30-us-typed-universal-peds-short-recall-11yo-sealants-intact-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall. No concerns. 11 y/o w/ mom. Healthy, NKDA. #3, #14, #19, #30 sealants intact. #A, #B, #I, #J mobile, exfoliating. Class II div 1, overjet 7 mm, crowding lower anteriors. No caries clinically. BWs not due. Prophy, fluoride varnish. Refer to orthodontist for eval. Recall 6 mo.',
    expect: {
      CC: 'Recall. No concerns',
      'MED HX': 'Healthy, NKDA',
      INTRA: 'Class II div 1, overjet 7 mm, crowding lower anteriors. No caries clinically',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['A', 'Mobile, exfoliating'],
        ['B', 'Mobile, exfoliating'],
        ['I', 'Mobile, exfoliating'],
        ['J', 'Mobile, exfoliating'],
      ],
      RADIO: 'BWs not due',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      'TX PLAN': ['Refer to orthodontist for eval'],
      NOTES: '11 y/o w/ mom',
      'F/U': 'Recall 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 6. US oral surgeon (Universal)
  defineCase({
    id: 'h17-31-us-typed-universal-os-third-molar-consult-pano-cbct-iv-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consult: referred by general dentist for eval of third molars. Pt reports intermittent pain LL, last episode 2 weeks ago, treated with antibiotics by her dentist. 19 y/o, here with mother. Med hx: seasonal allergies, loratadine. NKDA. No previous problems with anesthesia. EO: no swelling, no lymphadenopathy, mouth opening 45 mm. IO: #17 partially erupted, operculum inflamed. #32 not visible. #1 erupted. #16 erupted, buccally inclined. Pano: #17 mesioangular, roots close to IAN canal. #32 horizontal impaction, full bony, roots overlap IAN canal. #1 and #16 no pathology. CBCT: #32 roots lingual to IAN canal, #17 roots clear of canal. Dx: pericoronitis #17, impacted #32. Discussed extraction of all 4 under IV sedation vs local only; risks reviewed incl. paresthesia, dry socket, infection, sinus communication for the uppers. Pt and mother want all 4 out under IV. Written consent obtained. Pre-op instructions given: NPO after midnight, must have an adult driver. Plan: extraction #1, #16, #17, #32 under IV sedation.',
    expect: {
      CC: 'Consult: referred by general dentist for eval of third molars. Pt reports intermittent pain LL, last episode 2 weeks ago, treated with antibiotics by her dentist',
      'MED HX': 'Seasonal allergies, loratadine. NKDA. No previous problems with anesthesia',
      EXTRA: 'No swelling, no lymphadenopathy, mouth opening 45 mm',
      DENTAL: [
        ['17', 'Partially erupted, operculum inflamed'],
        ['32', 'Not visible'],
        ['1', 'Erupted'],
        ['16', 'Erupted, buccally inclined'],
      ],
      RADIO:
        'Pano: #17 mesioangular, roots close to IAN canal. #32 horizontal impaction, full bony, roots overlap IAN canal. #1 and #16 no pathology. CBCT: #32 roots lingual to IAN canal, #17 roots clear of canal',
      DX: ['Pericoronitis #17', 'Impacted #32'],
      CONSULT:
        'Discussed extraction of all 4 under IV sedation vs local only; risks reviewed incl. paresthesia, dry socket, infection, sinus communication for the uppers. Pt and mother want all 4 out under IV. Pre-op instructions given: NPO after midnight, must have an adult driver',
      CONSENT: 'Written consent obtained',
      'TX PLAN': ['Extraction #1, #16, #17, #32 under IV sedation'],
      NOTES: '19 y/o, here with mother',
    },
  }),
  defineCase({
    id: 'h17-32-us-asr-universal-os-four-thirds-iv-sedation-surgical-17-32-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for removal of all four wisdom teeth under iv sedation her mom is driving and is in the waiting room medical history no changes since the consult no allergies blood pressure one eighteen over seventy six iv placed right antecubital midazolam five milligrams titrated four carpules lidocaine two percent one to one hundred thousand epi bilateral ianb then two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper thirds number one and number sixteen extracted with elevators and forceps surgical extraction number seventeen full thickness flap raised buccal bone removed tooth sectioned and delivered in three pieces can I have the straight elevator please thanks surgical extraction number thirty two same approach crown sectioned roots delivered separately nerve not exposed sockets irrigated with saline sutured with three oh chromic gut four sutures total gauze packs placed patient recovered well in the chair discharged to her mom post op instructions verbal and written rx ibuprofen six hundred milligrams every six hours peridex rinse twice a day starting tomorrow follow up one week',
    expect: {
      CC: 'Removal of all 4 wisdom teeth under IV sedation',
      'MED HX': 'No changes since the consult. No allergies. Blood pressure 118/76',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17', 'Surgical extraction #32'],
      TX: [
        'IV placed right antecubital',
        'Midazolam 5 mg titrated',
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, IANB bilateral',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper thirds',
        '#1, #16 extracted with elevators and forceps',
        'Surgical extraction #17',
        'Full thickness flap raised',
        'Buccal bone removed',
        'Tooth sectioned and delivered in 3 pieces',
        'Surgical extraction #32 same approach',
        'Crown sectioned',
        'Roots delivered separately',
        'Nerve not exposed',
        'Sockets irrigated with saline',
        'Sutured with 3-0 chromic gut',
        '4 sutures total',
        'Gauze packs placed',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 600 mg every 6 hours',
        'Peridex rinse twice a day starting tomorrow',
      ],
      NOTES: 'Her mom is driving and is in the waiting room. Patient recovered well in the chair. Discharged to her mom',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'h17-33-us-typed-universal-os-dry-socket-17-alvogyl-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Post-op visit, 4 days after surgical extraction #17. C/O severe throbbing pain radiating to ear since yesterday, not helped by ibuprofen. Med hx: no changes, NKDA, smoker – restarted day 2. EO: no swelling, no trismus. IO: #17 socket empty, exposed bone, no clot, food debris. #18 not TTP. Dx: alveolar osteitis #17 site. Socket irrigated with warm saline, Alvogyl placed. Immediate relief reported. Advised no smoking for at least 1 week, warm salt water rinses after meals. Rx: ibuprofen 600 mg + acetaminophen 500 mg alternating. RTC 3 days for repacking if needed.',
    expect: {
      CC: 'Post-op visit, 4 days after surgical extraction #17. Severe throbbing pain radiating to ear since yesterday, not helped by ibuprofen',
      'MED HX': 'No changes, NKDA, smoker – restarted day 2',
      EXTRA: 'No swelling, no trismus',
      INTRA: '#17 socket empty, exposed bone, no clot, food debris',
      DENTAL: [['18', 'Not TTP']],
      DX: ['Alveolar osteitis #17 site'],
      CONSULT: 'Advised no smoking for at least 1 week, warm salt water rinses after meals',
      TX: [
        'Socket irrigated with warm saline',
        'Alvogyl placed',
        'Rx: ibuprofen 600 mg + acetaminophen 500 mg alternating',
      ],
      NOTES: 'Immediate relief reported',
      'F/U': 'RTC 3 days for repacking if needed',
    },
  }),
  defineCase({
    id: 'h17-34-us-asr-universal-os-implant-30-torque-cbct-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'implant placement number thirty extraction was four months ago healed well medical history no changes type two diabetes well controlled a one c six point eight no allergies intraoral ridge healed keratinized tissue adequate numbers twenty nine and thirty one sound cbct reviewed fourteen millimeters of bone above the canal seven millimeters wide consent form signed two carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration crestal incision full thickness flap osteotomy with surgical guide sequential drills to three point eight implant four point three by ten millimeters placed number thirty insertion torque thirty five newton centimeters cover screw placed um sutured with four oh vicryl post op pa implant well positioned post op instructions given rx amoxicillin five hundred milligrams three times a day for five days chlorhexidine rinse next visit suture removal in two weeks',
    appends: ['add to notes very anxious before we started but settled once numb', 'change two weeks to ten days'],
    expect: {
      CC: 'Implant placement #30. Extraction was 4 months ago. Healed well',
      'MED HX': 'No changes. Type 2 diabetes well controlled. A1c 6.8. No allergies',
      INTRA: 'Ridge healed. Keratinized tissue adequate',
      DENTAL: [
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'CBCT reviewed. 14 mm of bone above the canal. 7 mm wide. Post-op PA implant well positioned',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Implant placement #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Crestal incision',
        'Full thickness flap',
        'Osteotomy with surgical guide',
        'Sequential drills to 3.8',
        'Implant 4.3 by 10 mm placed #30',
        'Insertion torque 35 Ncm',
        'Cover screw placed',
        'Sutured with 4-0 Vicryl',
        'Post-op instructions given',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Chlorhexidine rinse',
      ],
      NOTES: 'Very anxious before we started but settled once numb',
      NV: ['Suture removal in 10 days'],
    },
  }),
  defineCase({
    id: 'h17-35-us-typed-universal-os-mucocele-lower-lip-excision-biopsy-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Lesion lower lip, noticed 6 wks ago, comes and goes, painless. Bites lip when stressed. Med hx: none, NKDA. EO: NAD. IO: 8 mm bluish fluctuant swelling lower labial mucosa left of midline, consistent w/ mucocele. Teeth NAD. Dx: mucocele lower lip (provisional). Discussed excision and histopathology, small risk of recurrence and a numb spot. Pt agreed. Verbal + written consent. LA: 1 carpule 2% lido 1:100k epi, infiltration lower lip. Elliptical excision incl. minor salivary glands. Specimen to pathology in formalin. Closed with 5-0 Vicryl Rapide x 3. Hemostasis good. POI given. Pt tolerated well. Review 2 weeks for biopsy results.',
    expect: {
      CC: 'Lesion lower lip, noticed 6 wks ago, comes and goes, painless. Bites lip when stressed',
      'MED HX': 'None, NKDA',
      EXTRA: 'NAD',
      INTRA:
        '8 mm bluish fluctuant swelling lower labial mucosa left of midline, consistent w/ mucocele. Teeth NAD',
      DX: ['Mucocele lower lip (provisional)'],
      CONSULT: 'Discussed excision and histopathology, small risk of recurrence and a numb spot. Pt agreed',
      CONSENT: 'Verbal + written consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration lower lip',
        'Elliptical excision incl. minor salivary glands',
        'Specimen to pathology in formalin',
        'Closed with 5-0 Vicryl Rapide x 3',
        'Hemostasis good',
        'POI given',
      ],
      NOTES: 'Pt tolerated well',
      'F/U': 'Review 2 weeks for biopsy results',
    },
  }),
  defineCase({
    id: 'h17-36-us-asr-universal-os-short-surgical-extraction-31-plavix-two-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "broke his back tooth on the lower right eating ice wants it out no changes medically still on plavix no allergies number thirty one fractured at the gum line sorry below the gum line nonrestorable thirty two missing pa roots intact no pathology explained the bleeding risk with plavix he's happy to go ahead two carpules lidocaine two percent one to one hundred thousand epi right ianb surgical extraction thirty one roots sectioned and elevated socket packed with gelfoam single three oh sorry four oh chromic suture bleeding controlled post op instructions given call us if it keeps bleeding",
    expect: {
      CC: 'Broke his back tooth on the lower right eating ice. Wants it out',
      'MED HX': 'No changes medically. Still on Plavix. No allergies',
      DENTAL: [
        ['31', 'Fractured below the gum line nonrestorable', 'Not specified'],
        ['32', 'Missing'],
      ],
      RADIO: 'PA roots intact. No pathology',
      CONSULT: "Explained the bleeding risk with Plavix. He's happy to go ahead",
      'TX TODAY': ['Surgical extraction #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Surgical extraction #31',
        'Roots sectioned and elevated',
        'Socket packed with Gelfoam',
        'Single 4-0 chromic suture',
        'Bleeding controlled',
        'Post-op instructions given',
      ],
      'F/U': 'Call us if it keeps bleeding',
    },
  }),
];
