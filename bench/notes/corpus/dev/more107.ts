// A hundred-and-seventh development batch (ids de01–de30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is complex restorative care planned and
// carried out over many visits: full-mouth rehabilitation and occlusion (facebow records, centric relation records with a
// Lucia jig or a leaf gauge, mounted study models, diagnostic wax-ups, mock-ups, increasing the vertical dimension,
// provisional restorations worn for weeks, occlusal adjustment with shimstock and articulating paper, night guards and a
// stabilisation splint), several crowns and bridges prepared in one visit by quadrant or arch, shade taking with photos,
// lab prescriptions, try-ins, cementation of several units, and hypodontia / amelogenesis imperfecta patients. Some
// visits are only the plan discussed with costs and phases. Five clinicians, six visits each:
//   de01–de06 a UK specialist prosthodontist treating tooth wear (FDI; de02, de04, de06 recogniser-style, de01, de03,
//     de05 typed): a consultation with phases and an estimate (no treatment), a records visit (photos, silicone
//     impressions, facebow, Lucia jig and CR record at +3 mm), a wax-up and mock-up review with consent (no title),
//     palatal composites 13–23 at an increased OVD (Dahl) with a corrected shade, a 6-week Dahl review with shimstock
//     charting, an incisal repair and a night guard impression (appended dictation), four lower molar crowns fitted with
//     the title taken from the CC;
//   de07–de12 a UK restorative dentist seeing hypodontia and amelogenesis imperfecta patients (Palmer; de07, de09, de11
//     recogniser-style with Palmer words, de08, de10, de12 typed UR6 shorthand): a hypodontia assessment with an OPG and
//     a plan for resin-bonded bridges, crown preps LL6, LL7 for an AI patient with two LA lines, two resin-bonded bridges
//     UR2, UL2 bonded under rubber dam, an AI consultation with phases and fees (no treatment), a three-unit bridge prep
//     LL4–LL6 with a corrected material (appended dictation), the AI patient's crowns fitted with a bitewing and an
//     occlusal composite;
//   de13–de18 a US prosthodontist doing one full-mouth rehabilitation after another (Universal; de14, de16, de18
//     recogniser-style, de13, de15, de17 typed): a case presentation with four phases and fees (no treatment), upper arch
//     preps #4–#13 with provisionals at the new vertical, a 6-week provisional check with a repair and adjustments
//     (appended dictation), a try-in of ten crowns (no title), cementation of the ten crowns in two groups with night
//     guard impressions, a night guard delivered after an occlusal adjustment;
//   de19–de24 a US restorative dentist (Universal; de19, de21, de23 recogniser-style, de20, de22, de24 typed): crown preps
//     #3, #4, #5 in one visit with a scan and polarised shade photos, a terse bridge seat #12–#14 (appended dictation), an
//     amelogenesis imperfecta teenager with two stainless steel crowns and varnish, diagnostic records with a leaf gauge
//     and a retaken impression, an emergency new temporary bridge #28–#30, final impressions of the lower arch with a
//     Lucia jig record and a lab prescription;
//   de25–de30 a UK general dentist with a restorative interest (FDI; de25, de27, de29 recogniser-style, de26, de28, de30
//     typed): crown preps 11, 21 with dictated punctuation ("full stop", "new paragraph") and a corrected shade
//     (appended dictation), an NHS / private planning visit for three gaps with costs (no treatment), a bridge framework
//     try-in with "scratch that" (no title), a crown and a bridge fitted in one visit (appended dictation), a
//     stabilisation splint fitted with a leaf gauge and "I mean", a terse two-week review after six anterior crowns.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers, no punctuation)
// and 15 typed (terse comma runs in de05, de08, de10, de13, de15, de17, de20, de24, de26, de30; full sentences in de03,
// de12, de22, de28; a mix in de01); 47 to 214 words (most 110 to 190); six cases with appended dictation (de05 typed
// "Add to treatment …" / "Change 2/52 to 3/52."; de11 recogniser "add to notes …" / "add to treatment …"; de15 typed
// "Add to notes: …" / "Change 2 weeks to 10 days."; de20 typed "Add to treatment: …" / "Add to notes: …"; de25
// recogniser "add to notes …"; de28 typed "Add to notes: …" / "Add to treatment: …"). DENTAL in 16 cases (de01, de04,
// de05, de07–de12, de19, de21, de23, de24, de25, de26, de30).
//
// Judgement calls where the contract was silent:
// - Titles: facebow records, CR records, Lucia jigs, leaf gauges, mock-ups, wax-ups, scans, photos, shade taking, lab
//   prescriptions, try-ins (of crowns, bridges or a framework), occlusal adjustment with shimstock or articulating
//   paper, core build-ups and repairs of provisionals are no titles. "Provisionals" are not said as "temporary crown",
//   so they give no title (made, relined or recemented: de14, de16, de24), while "temporary crowns" / "temp crowns" /
//   "a new temporary bridge" do ("Temporary crowns", "Temporary crowns LL6, LL7", "Temporary bridge #28 to #30");
//   "provisionals recemented" and "temporary recemented" are no Crown recement (no crown is said). "Crown preps 11,
//   21" keeps its plural as said; several crowns cemented in one item are one "Crown fit" with their teeth ("LL6, LL7
//   crowns were cemented" → "Crown fit LL6, LL7", "Crowns #6-#11 cemented" → "Crown fit #6-#11"). "Cemented all
//   four" after "crowns tried in" names no procedure, so the title comes from the CC ("Crown fit 36, 37, 46, 47", as
//   more58 bh03). "Palatal composites on 13 … 23" → "P composites 13, 12, 11, 21, 22, 23"; "22 incisal composite
//   repaired" → "I composite 22"; "stainless steel crown number three" → "SSC #3"; "cemented upper right two bridge" →
//   "Bridge fit UR2"; "splint tried in … splint fitted" is one "Splint"; "night guard delivered" → "Night guard";
//   impressions for a night guard or a cross-mount are "Impressions" / "Impression" as said (singular "final
//   impression" → "Impression"), the night guard being their purpose (as more58 bh18).
// - Occlusion found at an examination and not about one tooth (CR contacts, guidance, shimstock on groups of teeth) is
//   INTRA; shimstock per tooth at an examination is DENTAL (de05); occlusion checked or adjusted during treatment is TX.
//   Gingivae around temporaries or provisionals are PERIO (as more56); "temporaries intact" / "temporary bridge intact"
//   with no tooth is INTRA; a fractured temporary bridge "between #28 and #29" names teeth only as places (INTRA).
// - Phases, fees, options, alternatives, risks, insurance and financing presented to the patient are CONSULT; only what
//   is said after "Plan:" / "the plan is" / "Tx plan:" is TX PLAN; a signed treatment plan or FP17DC is CONSENT.
// - The patient's view of a mock-up or a request during treatment ("She felt the centrals were a little long") is
//   CONSULT; pleased remarks and shade approval ("She loved the look …", "she looked in the mirror and teared up", "She
//   was pleased with the shade in the mirror", "Pt delighted") are NOTES (as more56); an age and who came are NOTES.
// - "Final bridge due back from the lab next week" is NOTES; "next visit bridge seat as booked" is NV ("Bridge fit as
//   booked"); NV and TX PLAN use the table names ("seat crowns" / "crown seat" → "Crown fit", "S&P" → "Scale and
//   polish").
// - Hyphenated as dentists write them: try-in, wax-up, mock-up, build-up(s), post-op, pre-op, post-eruptive; other
//   compounds stay as recognised ("cross polarised", "semi adjustable" is not used). Brand names as their makers write
//   them (Jet Bite, Denar, LuxaCore, Luxatemp, Luxabite, Panavia V5, Oxyguard, Superfloss, Fit Checker, Sof-Lex, iTero,
//   MultiCore, Hemodent, TempBond NE / Clear, RelyX Unicem 2, Z-Prime Plus, Blu-Mousse, Gluma); "emax" → "Emax" (as
//   more58 bh03); "nd two" → "ND2"; "a one c" → "A1c".
// - Dictated "full stop" / "new paragraph" end a clause and are not written; teeth said together in a text field are
//   written with commas and "and" as said ("Crown fit 36, 37, 46 and 47", "#3, #4 and #5"), in list items "36, 37, 46,
//   47"; ranges keep "to" / "through" / "-" as said ("#4 through #13", "24 to 26", "13-23").
// - A rephrased self-correction replaces the whole phrase it restates ("upper and lower alginate impressions for study
//   models sorry upper and lower silicone impressions in putty and wash …"; "shade a two enamel and a one incisally
//   sorry shade a two body and b one enamel").
// - Two LA lines are written when a second agent or quantity is given after "then" (de06, de11, as more56 bf02); the
//   second keeps only what was said ("LA: 1 cartridge articaine 4%, buccal infiltration 46, 47").
import { defineCase, type NotesCase } from '../case.ts';

export const more107Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK specialist prosthodontist, tooth wear (FDI)
  defineCase({
    id: 'de01-uk-typed-fdi-tooth-wear-consultation-phases-estimate-dahl-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Restorative consultation, referred by GDP re generalised tooth wear. Pt concerned her teeth are getting shorter and the front teeth chip. MH: GORD on omeprazole, NKDA, non-smoker, 2 glasses of wine/wk. EO: masseters hypertrophic, TMJ NAD, max opening 45 mm. IO: soft tissues NAD, generalised erosive and attritional wear, cupped lesions on molars. BPE 1 1 1 / 1 1 1. 11 and 21 palatal wear into dentine, 3 mm loss of crown height. 13 and 23 canine tips flattened. 36 and 46 cupped occlusal lesions. 16 MOD amalgam, sound. OPG: no apical pathology, bone levels normal. Dx: generalised tooth wear (erosion + attrition). Discussed causes: reflux, fizzy drinks, grinding. Options: monitor with study models and photos, direct composite at increased OVD (Dahl), or full coverage indirect restorations. Phases explained: phase 1 stabilisation and diet advice, phase 2 records and diagnostic wax-up, phase 3 composite build-ups upper anteriors, phase 4 posterior onlays. Estimate approx £4,800 for phases 1-3, phase 4 quoted separately. Pt keen to proceed with composite first. Written tx plan and estimate to be sent. Advised GP review of reflux. Plan: facebow, CR record with Lucia jig, upper and lower impressions for mounted study models, diagnostic wax-up. NV records appt (60 min).',
    expect: {
      CC: 'Restorative consultation, referred by GDP re generalised tooth wear. Pt concerned her teeth are getting shorter and the front teeth chip',
      'MED HX': 'GORD on omeprazole, NKDA, non-smoker, 2 glasses of wine/wk',
      EXTRA: 'Masseters hypertrophic, TMJ NAD, max opening 45 mm',
      INTRA: 'Soft tissues NAD, generalised erosive and attritional wear, cupped lesions on molars',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P wear into dentine, 3 mm loss of crown height'],
        ['21', 'P wear into dentine, 3 mm loss of crown height'],
        ['13', 'Canine tips flattened'],
        ['23', 'Canine tips flattened'],
        ['36', 'Cupped O lesions'],
        ['46', 'Cupped O lesions'],
        ['16', 'MOD amalgam, sound'],
      ],
      RADIO: 'OPG: no apical pathology, bone levels normal',
      DX: ['Generalised tooth wear (erosion + attrition)'],
      CONSULT:
        'Discussed causes: reflux, fizzy drinks, grinding. Options: monitor with study models and photos, direct composite at increased OVD (Dahl), or full coverage indirect restorations. Phases explained: phase 1 stabilisation and diet advice, phase 2 records and diagnostic wax-up, phase 3 composite build-ups upper anteriors, phase 4 posterior onlays. Estimate approx £4,800 for phases 1-3, phase 4 quoted separately. Pt keen to proceed with composite first. Written tx plan and estimate to be sent. Advised GP review of reflux',
      'TX PLAN': [
        'Facebow',
        'CR record with Lucia jig',
        'Upper and lower impressions for mounted study models',
        'Diagnostic wax-up',
      ],
      NV: ['Records appt (60 min)'],
    },
  }),
  defineCase({
    id: 'de02-uk-asr-fdi-records-facebow-lucia-jig-cr-record-sorry-silicone-impressions',
    style: 'UK',
    asr: true,
    transcript:
      'records appointment for the tooth wear case medical history no changes still on omeprazole no allergies photographs taken full face smile retracted and occlusal views with mirrors upper and lower alginate impressions for study models sorry upper and lower silicone impressions in putty and wash for study models facebow record with the denar facebow lucia jig made in pattern resin over the upper centrals then left in for ten minutes to deprogram centric relation record in jet bite opened three millimetres at the incisors she said her jaw felt a bit strange but not painful lab prescription written for a diagnostic wax up of the upper anteriors at the new vertical dimension um next visit mock up and wax up review in three weeks',
    expect: {
      CC: 'Records appointment for the tooth wear case',
      'MED HX': 'No changes. Still on omeprazole. No allergies',
      'TX TODAY': ['Impressions'],
      TX: [
        'Photographs taken full face smile retracted and occlusal views with mirrors',
        'Upper and lower silicone impressions in putty and wash for study models',
        'Facebow record with the Denar facebow',
        'Lucia jig made in pattern resin over the upper centrals',
        'Left in for 10 minutes to deprogram',
        'Centric relation record in Jet Bite opened 3 mm at the incisors',
        'Lab prescription written for a diagnostic wax-up of the upper anteriors at the new vertical dimension',
      ],
      NOTES: 'She said her jaw felt a bit strange but not painful',
      NV: ['Mock-up and wax-up review in 3 weeks'],
    },
  }),
  defineCase({
    id: 'de03-uk-typed-sentences-fdi-wax-up-mock-up-review-centrals-long-consent-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for review of the diagnostic wax-up and mock-up. MH unchanged. The mounted models and wax-up were shown to the patient. The wax-up adds 2 mm to the incisal edges of 11 and 21 and restores canine guidance. Mock-up placed with Luxatemp in the silicone index over 13-23. Phonetics checked with F and V sounds. Incisal edges touching the wet/dry line of the lower lip. She felt the centrals were a little long. 11 and 21 mock-up shortened by 0.5 mm. Photos taken smiling and at rest. She loved the look and her partner agreed on the photos. Discussed that the back teeth will be apart for a few weeks after the front composites (Dahl) and will come back into contact. Written consent signed for phase 3. Mock-up removed. NV composite build-ups 13-23 (2 hr appt).',
    expect: {
      CC: 'Review of the diagnostic wax-up and mock-up',
      'MED HX': 'Unchanged',
      CONSULT:
        'Mounted models and wax-up were shown to the patient. Wax-up adds 2 mm to the incisal edges of 11 and 21 and restores canine guidance. She felt the centrals were a little long. Discussed that the back teeth will be apart for a few weeks after the front composites (Dahl) and will come back into contact',
      CONSENT: 'Written consent signed for phase 3',
      TX: [
        'Mock-up placed with Luxatemp in the silicone index over 13-23',
        'Phonetics checked with F and V sounds',
        'Incisal edges touching the wet/dry line of the lower lip',
        '11, 21 mock-up shortened by 0.5 mm',
        'Photos taken smiling and at rest',
        'Mock-up removed',
      ],
      NOTES: 'She loved the look and her partner agreed on the photos',
      NV: ['Composite build-ups 13-23 (2 hr appt)'],
    },
  }),
  defineCase({
    id: 'de04-uk-asr-fdi-dahl-palatal-composites-13-23-split-dam-shade-sorry-gum-shield',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the composite build ups on the upper anteriors at the increased vertical dimension medical history no changes no allergies one one and two one palatal wear into dentine one three and two three canine tips flattened no la needed split dam one four to two four teeth cleaned with pumice sandblasted with aluminium oxide etched with thirty seven percent phosphoric acid rinsed and dried scotchbond universal palatal composites on one three one two one one two one two two and two three using the silicone index from the wax up shade a two enamel and a one incisally sorry shade a two body and b one enamel separated with teflon tape and finished with sof lex discs dam off occlusion checked in centric relation with articulating paper even contacts on all six anteriors back teeth three millimetres apart as planned canine guidance checked both sides photos taken she said it feels like a gum shield explained the back teeth will settle into contact over three to six months and to come back if anything chips review in two weeks for polishing and occlusal check",
    expect: {
      CC: 'Composite build-ups on the upper anteriors at the increased vertical dimension',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['11', 'P wear into dentine'],
        ['21', 'P wear into dentine'],
        ['13', 'Canine tips flattened'],
        ['23', 'Canine tips flattened'],
      ],
      CONSULT:
        'Explained the back teeth will settle into contact over 3 to 6 months and to come back if anything chips',
      'TX TODAY': ['P composites 13, 12, 11, 21, 22, 23'],
      TX: [
        'No LA needed',
        'Split dam 14 to 24',
        'Teeth cleaned with pumice',
        'Sandblasted with aluminium oxide',
        'Etched with 37% phosphoric acid',
        'Rinsed and dried',
        'Scotchbond Universal',
        'P composites 13, 12, 11, 21, 22, 23 using the silicone index from the wax-up',
        'Shade A2 body and B1 enamel',
        'Separated with Teflon tape and finished with Sof-Lex discs',
        'Dam off',
        'Occlusion checked in centric relation with articulating paper',
        'Even contacts on all 6 anteriors',
        'Back teeth 3 mm apart as planned',
        'Canine guidance checked both sides',
        'Photos taken',
      ],
      NOTES: 'She said it feels like a gum shield',
      'F/U': 'Review in 2 weeks for polishing and occlusal check',
    },
  }),
  defineCase({
    id: 'de05-uk-typed-fdi-dahl-review-shimstock-chart-22-incisal-repair-appends-change',
    style: 'UK',
    asr: false,
    transcript:
      'Review 6/52 after Dahl composites 13-23. Pt reports no TMJ pain, chewing OK now. MH no change. 22 composite chipped at incisal edge (small). 16, 26 now in contact, shimstock holds. 17, 27, 36, 37, 46, 47 still apart, shimstock pulls through. Occlusion: even CR contacts on anteriors, canine guidance L and R, no posterior interferences in protrusion. Today: 22 incisal composite repaired (Filtek A2 enamel) after sandblasting + Scotchbond. All composites polished w/ Sof-Lex spirals. Upper alginate impression for night guard. Advised to wear night guard every night once fitted. NV fit night guard 2/52.',
    appends: ['Add to treatment: photos taken for the lab.', 'Change 2/52 to 3/52.'],
    expect: {
      CC: 'Review 6 weeks after Dahl composites 13-23. Pt reports no TMJ pain, chewing OK now',
      'MED HX': 'No change',
      INTRA: 'Occlusion: even CR contacts on anteriors, canine guidance L and R, no posterior interferences in protrusion',
      DENTAL: [
        ['22', 'Composite chipped at incisal edge (small)'],
        ['16', 'Now in contact, shimstock holds'],
        ['26', 'Now in contact, shimstock holds'],
        ['17', 'Still apart, shimstock pulls through'],
        ['27', 'Still apart, shimstock pulls through'],
        ['36', 'Still apart, shimstock pulls through'],
        ['37', 'Still apart, shimstock pulls through'],
        ['46', 'Still apart, shimstock pulls through'],
        ['47', 'Still apart, shimstock pulls through'],
      ],
      CONSULT: 'Advised to wear night guard every night once fitted',
      'TX TODAY': ['I composite 22', 'Impression'],
      TX: [
        '22 I composite repaired (Filtek A2 enamel) after sandblasting + Scotchbond',
        'All composites polished w/ Sof-Lex spirals',
        'Upper alginate impression for night guard',
        'Photos taken for the lab',
      ],
      NV: ['Fit night guard 3 weeks'],
    },
  }),
  defineCase({
    id: 'de06-uk-asr-fdi-crown-fit-36-37-46-47-title-from-cc-two-la-lines-shimstock',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for crown fit three six three seven four six and four seven medical history no changes takes amlodipine no allergies temporaries intact gums healthy around them la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six and three seven then one cartridge articaine four percent buccal infiltration four six and four seven temporaries removed preps cleaned with pumice and chlorhexidine crowns tried in contacts checked with floss three seven mesial contact tight adjusted and polished margins all good with a probe shade matches occlusion checked before cementing four six slightly high on the mesiobuccal cusp adjusted with a fine diamond and polished cemented all four with rely x unicem two tack cured excess removed floss through the contacts shimstock holds on all four crowns and on the premolars canine guidance on both sides no interferences post op instructions given he said it's the first time in years he can bite on both sides review in one month for the occlusion",
    expect: {
      CC: 'Crown fit 36, 37, 46 and 47',
      'MED HX': 'No changes. Takes amlodipine. No allergies',
      INTRA: 'Temporaries intact',
      PERIO: 'Gums healthy around them',
      'TX TODAY': ['Crown fit 36, 37, 46, 47'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36, 37',
        'LA: 1 cartridge articaine 4%, buccal infiltration 46, 47',
        'Temporaries removed',
        'Preps cleaned with pumice and chlorhexidine',
        'Crowns tried in',
        'Contacts checked with floss',
        '37 mesial contact tight',
        'Adjusted and polished',
        'Margins all good with a probe',
        'Shade matches',
        'Occlusion checked before cementing',
        '46 slightly high on the MB cusp',
        'Adjusted with a fine diamond and polished',
        'Cemented all 4 with RelyX Unicem 2',
        'Tack cured',
        'Excess removed',
        'Floss through the contacts',
        'Shimstock holds on all 4 crowns and on the premolars',
        'Canine guidance on both sides',
        'No interferences',
        'Post-op instructions given',
      ],
      NOTES: "He said it's the first time in years he can bite on both sides",
      'F/U': 'Review in 1 month for the occlusion',
    },
  }),

  // ---------------------------------------------------------------- 2. UK restorative dentist, hypodontia / AI (Palmer)
  defineCase({
    id: 'de07-uk-asr-palmer-hypodontia-assessment-ur2-ul2-lle-lre-opg-rbb-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient seventeen year old referred from the orthodontist for hypodontia assessment came with her mum she's just finished her braces and has a removable retainer with two teeth on it medical history fit and well no medications no allergies extra oral nad intra oral soft tissues healthy bpe one one one one one one oral hygiene good upper right two and upper left two congenitally absent spaces seven millimetres each upper right three and upper left three sound unrestored lower right e retained firm no mobility lower right five and lower left five absent lower left e retained slightly infraoccluded um opg taken shows no lower second premolars developing no other missing teeth roots of the lower left e and lower right e show little resorption diagnosis hypodontia of the upper laterals and lower second premolars discussed options for the upper laterals resin bonded bridges implants when growth has finished or a denture she doesn't want a denture and implants would not be until her twenties so the plan is resin bonded bridges upper right two and upper left two cantilevered off the canines keep the lower left e and lower right e as long as they last next visit study models and shade for the bridges recall with her dentist as normal",
    expect: {
      CC: "New patient. Referred from the orthodontist for hypodontia assessment. She's just finished her braces and has a removable retainer with 2 teeth on it",
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 1 1. Oral hygiene good',
      DENTAL: [
        ['UR2', 'Congenitally absent spaces 7 mm each'],
        ['UL2', 'Congenitally absent spaces 7 mm each'],
        ['UR3', 'Sound unrestored'],
        ['UL3', 'Sound unrestored'],
        ['LRE', 'Retained firm no mobility'],
        ['LR5', 'Absent'],
        ['LL5', 'Absent'],
        ['LLE', 'Retained slightly infraoccluded'],
      ],
      RADIO:
        'OPG taken shows no lower second premolars developing. No other missing teeth. Roots of LLE and LRE show little resorption',
      DX: ['Hypodontia of the upper laterals and lower second premolars'],
      CONSULT:
        "Discussed options for the upper laterals resin bonded bridges implants when growth has finished or a denture. She doesn't want a denture and implants would not be until her twenties",
      'TX PLAN': ['Resin bonded bridges UR2, UL2 cantilevered off the canines', 'Keep LLE, LRE as long as they last'],
      NOTES: '17 year old. Came with her mum',
      NV: ['Study models and shade for the bridges'],
      'F/U': 'Recall with her dentist as normal',
    },
  }),
  defineCase({
    id: 'de08-uk-typed-palmer-ai-crown-preps-ll6-ll7-two-la-shade-photos-lab-rx-temps',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for crown preps LL6, LL7 (phase 2 of AI tx plan). 19 y/o. Sensitivity LL6 much worse with cold drinks. MH: AI (hypomaturation type), otherwise fit and well, NKDA. LL6, LL7 enamel soft and chipped, old composites failing, sensitive to air. LL5 O enamel breakdown, small. BW (previous): no caries, pulps large. Risk of pulp damage w/ large pulps explained again, verbal consent. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB left. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil LL6. Old composites removed, core build-ups in composite where needed. Crown prep LL6, LL7 for zirconia, 1 mm shoulder, supragingival where possible. Retraction cord 000. Impressions: Aquasil heavy + light body, upper alginate, bite reg w/ Blu-Mousse. Shade photos w/ shade tabs A1 and B2, B2 chosen. Lab Rx: monolithic zirconia, light occlusal contacts. Temp crowns LL6, LL7 (Protemp) cemented w/ TempBond NE. Occlusion checked. POIG. Plan: LL5 O composite at fit appt. NV crown fit LL6, LL7 2/52.',
    expect: {
      CC: 'Crown preps LL6, LL7 (phase 2 of AI tx plan). Sensitivity LL6 much worse with cold drinks',
      'MED HX': 'AI (hypomaturation type), otherwise fit and well, NKDA',
      DENTAL: [
        ['LL6', 'Enamel soft and chipped, old composites failing, sensitive to air'],
        ['LL7', 'Enamel soft and chipped, old composites failing, sensitive to air'],
        ['LL5', 'O enamel breakdown, small'],
      ],
      RADIO: 'BW (previous): no caries, pulps large',
      CONSULT: 'Risk of pulp damage w/ large pulps explained again',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep LL6, LL7', 'Impressions', 'Temporary crowns LL6, LL7'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'Old composites removed',
        'Core build-ups in composite where needed',
        'Crown prep LL6, LL7 for zirconia',
        '1 mm shoulder',
        'Supragingival where possible',
        'Retraction cord 000',
        'Impressions: Aquasil heavy + light body',
        'Upper alginate',
        'Bite reg w/ Blu-Mousse',
        'Shade photos w/ shade tabs A1 and B2',
        'B2 chosen',
        'Lab Rx: monolithic zirconia',
        'Light occlusal contacts',
        'Temp crowns LL6, LL7 (Protemp) cemented w/ TempBond NE',
        'Occlusion checked',
        'POIG',
      ],
      'TX PLAN': ['LL5 O composite at fit appt'],
      NOTES: '19 y/o',
      NV: ['Crown fit LL6, LL7 2 weeks'],
    },
  }),
  defineCase({
    id: 'de09-uk-asr-palmer-two-resin-bonded-bridges-ur2-ul2-panavia-rubber-dam-superfloss',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for the fit of the two resin bonded bridges for the upper laterals medical history no changes no allergies upper right three and upper left three sound no caries gums healthy no la needed tried in both bridges upper right two pontic sits nicely on the ridge upper left two pontic slightly long incisally she was happy with the look anyway shade good rubber dam placed upper right four to upper left four canines sandblasted with aluminium oxide etched with phosphoric acid thirty seconds cemented upper right two bridge with panavia v five then cemented upper left two bridge with panavia v five held each under finger pressure for a minute oxyguard on the margins excess removed with a probe and floss dam off checked occlusion wings clear in intercuspal position no contact on the wings in protrusion or lateral excursions explained not to bite into hard things like apples with the front teeth and how to floss under the pontics with superfloss review in three months",
    expect: {
      CC: 'Fit of the 2 resin bonded bridges for the upper laterals',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UR3', 'Sound no caries'],
        ['UL3', 'Sound no caries'],
      ],
      PERIO: 'Gums healthy',
      CONSULT:
        'Explained not to bite into hard things like apples with the front teeth and how to floss under the pontics with Superfloss',
      'TX TODAY': ['Bridge fit UR2', 'Bridge fit UL2'],
      TX: [
        'No LA needed',
        'Tried in both bridges',
        'UR2 pontic sits nicely on the ridge',
        'UL2 pontic slightly long incisally',
        'Shade good',
        'Rubber dam placed UR4 to UL4',
        'Canines sandblasted with aluminium oxide',
        'Etched with phosphoric acid 30 seconds',
        'Cemented UR2 bridge with Panavia V5',
        'Cemented UL2 bridge with Panavia V5',
        'Held each under finger pressure for a minute',
        'Oxyguard on the margins',
        'Excess removed with a probe and floss',
        'Dam off',
        'Checked occlusion',
        'Wings clear in intercuspal position',
        'No contact on the wings in protrusion or lateral excursions',
      ],
      NOTES: 'She was happy with the look anyway',
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'de10-uk-typed-palmer-ai-consultation-phases-fees-sscs-ll6-lr6-no-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt consultation, referred by GDP: amelogenesis imperfecta, unhappy with yellow pitted teeth and sensitivity. 24 y/o, attended w/ partner. MH: asthma (salbutamol PRN), NKDA, non-smoker. EO: NAD, high smile line. IO: soft tissues NAD, generalised hypoplastic enamel, pitted and yellow-brown. BPE 2 2 2 / 2 2 2, plaque retention on rough enamel. UR1, UL1 M composites stained. LL6, LR6 stainless steel crowns from childhood, margins open. UR6 MO composite, sound. OPG: all teeth present incl. 8s, no periapical pathology, enamel thin. Dx: hypoplastic AI. Discussed phases: phase 1 hygiene + desensitising, 3 visits, £180; phase 2 direct composite veneers UR5-UL5 as an interim, approx £2,400; phase 3 in 5-10 years porcelain veneers or crowns, est. £9,000-£12,000; lower molars: replace SSCs LL6, LR6 with onlays or crowns, £850 each. Explained composite needs maintenance and will stain. Pt keen on phases 1 and 2 now, phase 3 later. Written estimate and tx plan given, 2 weeks to consider. Tx plan: S&P + OHI, desensitising varnish, study models + photos, composite veneers UR5-UL5, crowns LL6 and LR6. NV S&P with hygienist.',
    expect: {
      CC: 'New pt consultation, referred by GDP: amelogenesis imperfecta, unhappy with yellow pitted teeth and sensitivity',
      'MED HX': 'Asthma (salbutamol PRN), NKDA, non-smoker',
      EXTRA: 'NAD, high smile line',
      INTRA: 'Soft tissues NAD, generalised hypoplastic enamel, pitted and yellow-brown',
      PERIO: 'BPE 2 2 2 / 2 2 2, plaque retention on rough enamel',
      DENTAL: [
        ['UR1', 'M composites stained'],
        ['UL1', 'M composites stained'],
        ['LL6', 'Stainless steel crowns from childhood, margins open'],
        ['LR6', 'Stainless steel crowns from childhood, margins open'],
        ['UR6', 'MO composite, sound'],
      ],
      RADIO: 'OPG: all teeth present incl. 8s, no periapical pathology, enamel thin',
      DX: ['Hypoplastic AI'],
      CONSULT:
        'Discussed phases: phase 1 hygiene + desensitising, 3 visits, £180; phase 2 direct composite veneers UR5-UL5 as an interim, approx £2,400; phase 3 in 5-10 years porcelain veneers or crowns, est. £9,000-£12,000; lower molars: replace SSCs LL6, LR6 with onlays or crowns, £850 each. Explained composite needs maintenance and will stain. Pt keen on phases 1 and 2 now, phase 3 later. Written estimate and tx plan given, 2 weeks to consider',
      'TX PLAN': [
        'Scale and polish + OHI',
        'Desensitising varnish',
        'Study models + photos',
        'Composite veneers UR5-UL5',
        'Crowns LL6, LR6',
      ],
      NOTES: '24 y/o, attended w/ partner',
      NV: ['Scale and polish with hygienist'],
    },
  }),
  defineCase({
    id: 'de11-uk-asr-palmer-bridge-prep-ll4-ll6-hypodontia-sorry-zirconia-appends-notes-tx',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's in for the bridge prep lower left four to lower left six the lower left e finally came out last year medical history no changes no allergies lower left four small occlusal composite sound lower left six large mesial occlusal distal amalgam sound no symptoms lower left five missing space eight millimetres ridge slightly narrow buccally verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge lidocaine buccal infiltration lower left six um putty index off the wax up amalgam removed from lower left six no caries underneath core in luxacore bridge prep lower left four and lower left six for a three unit porcelain bonded to zirconia sorry for a three unit zirconia bridge modified ridge lap pontic double cord technique impressions in impregum bite registration shade a three with photos and the shade guide temporary bridge in protemp from the putty index cemented with tempbond occlusion checked post op instructions given next visit bridge fit in two weeks",
    appends: [
      'add to notes he asked for the earliest morning slot for the fit',
      'add to treatment lab prescription sent with photos and the wax up',
    ],
    expect: {
      CC: 'Bridge prep LL4 to LL6. LLE finally came out last year',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LL4', 'Small O composite sound'],
        ['LL6', 'Large MOD amalgam sound no symptoms'],
        ['LL5', 'Missing space 8 mm ridge slightly narrow buccally'],
      ],
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Bridge prep LL4, LL6', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge lidocaine, buccal infiltration LL6',
        'Putty index off the wax-up',
        'Amalgam removed LL6',
        'No caries underneath',
        'Core in LuxaCore',
        'Bridge prep LL4, LL6 for a 3 unit zirconia bridge',
        'Modified ridge lap pontic',
        'Double cord technique',
        'Impressions in Impregum',
        'Bite registration',
        'Shade A3 with photos and the shade guide',
        'Temporary bridge in Protemp from the putty index',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
        'Lab prescription sent with photos and the wax-up',
      ],
      NOTES: 'He asked for the earliest morning slot for the fit',
      NV: ['Bridge fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'de12-uk-typed-sentences-palmer-ai-crown-fit-ll6-ll7-bitewing-o-composite-ll5',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'The patient attended for the fit of the zirconia crowns on LL6 and LL7 and the small filling on LL5. She has had no sensitivity with the temporaries. Medical history unchanged. LL6 and LL7 temporary crowns intact. Gingivae slightly inflamed around them. LL5 small occlusal lesion unchanged. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL6 and LL5. The temporaries were removed and the preparations cleaned with pumice. Both crowns were tried in. The LL7 mesial contact was too tight, so it was adjusted with a diamond and polished. Occlusion was checked with shimstock before cementation. The LL6 and LL7 crowns were cemented with RelyX Universal. Excess cement was removed and floss passed. Bitewing: margins closed, no excess cement. Shimstock holds on both crowns in ICP with no contact in lateral excursions. She was pleased with the shade in the mirror. LL5 was restored with an occlusal composite (Filtek Supreme A2) without further anaesthetic. I explained that the remaining enamel will need monitoring. Review in 3 months with the upper anterior composite veneers to follow.',
    expect: {
      CC: 'Fit of the zirconia crowns on LL6 and LL7 and the small filling on LL5. She has had no sensitivity with the temporaries',
      'MED HX': 'Unchanged',
      DENTAL: [
        ['LL6', 'Temporary crowns intact'],
        ['LL7', 'Temporary crowns intact'],
        ['LL5', 'Small O lesion unchanged'],
      ],
      PERIO: 'Gingivae slightly inflamed around them',
      RADIO: 'Bitewing: margins closed, no excess cement',
      CONSULT: 'I explained that the remaining enamel will need monitoring',
      'TX TODAY': ['Crown fit LL6, LL7', 'O composite LL5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL6, LL5',
        'Temporaries were removed',
        'Preparations cleaned with pumice',
        'Both crowns were tried in',
        'LL7 mesial contact was too tight',
        'It was adjusted with a diamond and polished',
        'Occlusion was checked with shimstock before cementation',
        'LL6, LL7 crowns were cemented with RelyX Universal',
        'Excess cement was removed',
        'Floss passed',
        'Shimstock holds on both crowns in ICP with no contact in lateral excursions',
        'LL5 was restored with an O composite (Filtek Supreme A2) without further anaesthetic',
      ],
      NOTES: 'She was pleased with the shade in the mirror',
      'F/U': 'Review in 3 months with the upper anterior composite veneers to follow',
    },
  }),

  // ---------------------------------------------------------------- 3. US prosthodontist, full-mouth rehabilitation (Universal)
  defineCase({
    id: 'de13-us-typed-full-mouth-rehab-case-presentation-four-phases-fees-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Case presentation for full mouth rehab. Pt returns to review diagnostic wax-up and fees. Med hx: no changes, HTN on lisinopril, NKDA. BP 128/82. Reviewed mounted casts (facebow + CR bite w/ leaf gauge) and wax-up at +4 mm OVD. Pt saw the wax-up and photos side by side and liked the longer front teeth. Phase I: SRP 4 quads + extraction #32, $1,850. Phase II: provisionals #2-#15 and #18-#31 at new OVD, worn 8-12 weeks to test the bite, $6,400. Phase III: final zirconia crowns upper arch, then lower arch, $38,500. Phase IV: night guard, $650. Insurance est. to cover ~$3,000 total. Alternatives discussed: no tx, anteriors only, dentures. Risks: sensitivity, RCT in ~10% of teeth, TMJ symptoms at new OVD, chipping. Pt wants to proceed w/ phase I-II now, financing through CareCredit. Signed tx plan + informed consent. Plan: SRP 4 quads w/ hygienist, then extraction #32, then upper arch preps. NV SRP UR/LR.',
    expect: {
      CC: 'Case presentation for full mouth rehab. Pt returns to review diagnostic wax-up and fees',
      'MED HX': 'No changes, HTN on lisinopril, NKDA. BP 128/82',
      CONSULT:
        'Reviewed mounted casts (facebow + CR bite w/ leaf gauge) and wax-up at +4 mm OVD. Pt saw the wax-up and photos side by side and liked the longer front teeth. Phase I: SRP 4 quads + extraction #32, $1,850. Phase II: provisionals #2-#15 and #18-#31 at new OVD, worn 8-12 weeks to test the bite, $6,400. Phase III: final zirconia crowns upper arch, then lower arch, $38,500. Phase IV: night guard, $650. Insurance est. to cover ~$3,000 total. Alternatives discussed: no tx, anteriors only, dentures. Risks: sensitivity, RCT in ~10% of teeth, TMJ symptoms at new OVD, chipping. Pt wants to proceed w/ phase I-II now, financing through CareCredit',
      CONSENT: 'Signed tx plan + informed consent',
      'TX PLAN': ['SRP 4 quads w/ hygienist', 'Extraction #32', 'Upper arch preps'],
      NV: ['SRP UR/LR'],
    },
  }),
  defineCase({
    id: 'de14-us-asr-upper-arch-preps-4-through-13-leaf-gauge-provisionals-no-title-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the upper arch prep appointment numbers four through thirteen for the full mouth rehab medical history no changes lisinopril no allergies blood pressure one thirty over eighty two um four carpules articaine four percent one to one hundred thousand epi buccal infiltrations four through thirteen plus palatal infiltrations on the premolars existing restorations removed number five had recurrent caries distally cleaned out no pulp exposure built up with core paste crown preps numbers four through thirteen for zirconia one millimeter chamfer incisal reduction two millimeters on the anteriors double cord with hemodent final impression upper in light body pvs sorry in polyether bite registration with the leaf gauge at the new vertical facebow transfer photos of the preps with the shade tab stump shade nd two for the lab provisionals made from the wax up matrix in luxatemp shade a two joined in three segments cemented with tempbond clear occlusion adjusted to even contacts with articulating paper anterior guidance checked she looked in the mirror and teared up she loves the length post op instructions soft diet next visit lower arch prep in one week',
    expect: {
      CC: 'Upper arch prep appointment #4 through #13 for the full mouth rehab',
      'MED HX': 'No changes. Lisinopril. No allergies. Blood pressure 130/82',
      'TX TODAY': ['Crown preps #4 through #13', 'Impression'],
      TX: [
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, buccal infiltrations #4 through #13 + palatal infiltrations on the premolars',
        'Existing restorations removed',
        '#5 had recurrent caries distally',
        'Cleaned out',
        'No pulp exposure',
        'Built up with core paste',
        'Crown preps #4 through #13 for zirconia',
        '1 mm chamfer',
        'Incisal reduction 2 mm on the anteriors',
        'Double cord with Hemodent',
        'Final impression upper in polyether',
        'Bite registration with the leaf gauge at the new vertical',
        'Facebow transfer',
        'Photos of the preps with the shade tab',
        'Stump shade ND2 for the lab',
        'Provisionals made from the wax-up matrix in Luxatemp',
        'Shade A2',
        'Joined in 3 segments',
        'Cemented with TempBond Clear',
        'Occlusion adjusted to even contacts with articulating paper',
        'Anterior guidance checked',
        'Post-op instructions soft diet',
      ],
      NOTES: 'She looked in the mirror and teared up. She loves the length',
      NV: ['Lower arch prep in 1 week'],
    },
  }),
  defineCase({
    id: 'de15-us-typed-provisional-check-6-wk-shimstock-9-repair-13-adjusted-appends-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6-wk provisional check, full mouth rehab (#2-#15, #18-#31 in provisionals at +4 mm OVD). Pt reports no TMJ or muscle pain, chewing well, speech normal now (lisping on S sounds the first week). Provisional #9 fractured at incisal edge 3 days ago eating a bagel. Med hx: no changes. EO: TMJ no clicking, muscles non-tender to palpation. Gingiva healthy around provisionals, no BOP. Occlusion: shimstock holds on all posterior provisionals bilaterally in CR, anterior contacts light, shimstock drags on #7-#10. Mutually protected occlusion, canine guidance L and R. Today: #9 provisional repaired w/ Luxatemp + bis-acryl repair kit, polished. #13 heavy in L lateral, adjusted w/ 12-fluted bur per articulating paper. Impressions of provisionals (alginate) for lab cross-mount. Photos. Pt satisfied w/ esthetics. NV final upper preps refinement + final impressions in 2 weeks.',
    appends: ['Add to notes: pt leaving on a cruise in 5 weeks, wants uppers finished before.', 'Change 2 weeks to 10 days.'],
    expect: {
      CC: '6-wk provisional check, full mouth rehab (#2-#15, #18-#31 in provisionals at +4 mm OVD). Pt reports no TMJ or muscle pain, chewing well, speech normal now (lisping on S sounds the first week). Provisional #9 fractured at incisal edge 3 days ago eating a bagel',
      'MED HX': 'No changes',
      EXTRA: 'TMJ no clicking, muscles non-tender to palpation',
      PERIO: 'Gingiva healthy around provisionals, no BOP',
      INTRA:
        'Occlusion: shimstock holds on all posterior provisionals bilaterally in CR, anterior contacts light, shimstock drags on #7-#10. Mutually protected occlusion, canine guidance L and R',
      'TX TODAY': ['Impressions'],
      TX: [
        '#9 provisional repaired w/ Luxatemp + bis-acryl repair kit',
        'Polished',
        '#13 heavy in L lateral',
        'Adjusted w/ 12-fluted bur per articulating paper',
        'Impressions of provisionals (alginate) for lab cross-mount',
        'Photos',
      ],
      NOTES: 'Pt satisfied w/ esthetics. Pt leaving on a cruise in 5 weeks, wants uppers finished before',
      NV: ['Final upper preps refinement + final impressions in 10 days'],
    },
  }),
  defineCase({
    id: 'de16-us-asr-try-in-ten-upper-crowns-4-13-opaque-8-9-lab-rx-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for the try in of the upper crowns four through thirteen medical history no changes no allergies provisionals removed no anesthesia needed preps cleaned with pumice crowns tried in individually and as a set seated fully margins closed on all ten with an explorer contacts good with floss number nine mesial contact too tight adjusted occlusion in centric relation even contacts on all ten with articulating paper shimstock holds on the premolars canine guidance both sides protrusion on the centrals no posterior interferences shade checked with photos in natural light eight and nine a little too opaque lab to add some translucency at the incisal third she's happy with the shape and length uh lab prescription written for stain and glaze provisionals recemented with tempbond clear next visit crown seat four through thirteen in two weeks",
    expect: {
      CC: 'Try-in of the upper crowns #4 through #13',
      'MED HX': 'No changes. No allergies',
      TX: [
        'Provisionals removed',
        'No anesthesia needed',
        'Preps cleaned with pumice',
        'Crowns tried in individually and as a set',
        'Seated fully',
        'Margins closed on all 10 with an explorer',
        'Contacts good with floss',
        '#9 mesial contact too tight',
        'Adjusted',
        'Occlusion in centric relation even contacts on all 10 with articulating paper',
        'Shimstock holds on the premolars',
        'Canine guidance both sides',
        'Protrusion on the centrals',
        'No posterior interferences',
        'Shade checked with photos in natural light',
        '#8, #9 a little too opaque',
        'Lab to add some translucency at the incisal third',
        'Lab prescription written for stain and glaze',
        'Provisionals recemented with TempBond Clear',
      ],
      NOTES: "She's happy with the shape and length",
      NV: ['Crown fit #4 through #13 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'de17-us-typed-cementation-ten-crowns-two-groups-shimstock-pa-night-guard-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for cementation of upper zirconia crowns #4-#13. Med hx: no changes, NKDA. No LA. Provisionals removed, TempBond cleaned off w/ pumice + chlorhexidine. All 10 crowns tried in, margins closed, contacts OK. Intaglios sandblasted w/ 50 µm alumina, cleaned w/ Ivoclean, Z-Prime Plus applied. Isolation w/ OptraGate + cotton rolls. Crowns #6-#11 cemented w/ RelyX Universal. Crowns #4, #5, #12, #13 cemented w/ RelyX Universal. Tack cured, excess removed, floss through all contacts. Occlusion: CR contacts even on all posteriors, shimstock holds on premolars, light on anteriors. L lateral: canine guidance, #11 slight interference on DL edge, adjusted w/ fine diamond + zirconia polisher. #8, #9 guide protrusion, no posterior contacts. PA x3: no excess cement. Upper + lower alginate impressions for night guard. POI given incl. Superfloss use. Pt says she feels like smiling again. NV: night guard delivery 1 wk, lower arch final impressions 2 wks.',
    expect: {
      CC: 'Cementation of upper zirconia crowns #4-#13',
      'MED HX': 'No changes, NKDA',
      RADIO: 'PA x3: no excess cement',
      'TX TODAY': ['Crown fit #6-#11', 'Crown fit #4, #5, #12, #13', 'Impressions'],
      TX: [
        'No LA',
        'Provisionals removed',
        'TempBond cleaned off w/ pumice + chlorhexidine',
        'All 10 crowns tried in',
        'Margins closed',
        'Contacts OK',
        'Intaglios sandblasted w/ 50 µm alumina',
        'Cleaned w/ Ivoclean',
        'Z-Prime Plus applied',
        'Isolation w/ OptraGate + cotton rolls',
        'Crowns #6-#11 cemented w/ RelyX Universal',
        'Crowns #4, #5, #12, #13 cemented w/ RelyX Universal',
        'Tack cured',
        'Excess removed',
        'Floss through all contacts',
        'Occlusion: CR contacts even on all posteriors',
        'Shimstock holds on premolars',
        'Light on anteriors',
        'L lateral: canine guidance',
        '#11 slight interference on DL edge',
        'Adjusted w/ fine diamond + zirconia polisher',
        '#8, #9 guide protrusion',
        'No posterior contacts',
        'Upper + lower alginate impressions for night guard',
        'POI given incl. Superfloss use',
      ],
      NOTES: 'Pt says she feels like smiling again',
      NV: ['Night guard delivery 1 wk', 'Lower arch final impressions 2 wks'],
    },
  }),
  defineCase({
    id: 'de18-us-asr-night-guard-delivery-after-rehab-14-mb-cusp-adjusted-shimstock',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for delivery of the upper night guard after her full mouth rehab and an occlusal check she says her bite feels slightly high on the left when she wakes up medical history no changes no allergies extraoral muscles nontender tmj no clicking intraoral crowns all intact gingiva healthy checked occlusion on the crowns first number fourteen slightly heavy on the mesiobuccal cusp in centric adjusted with a fine diamond and polished with the zirconia kit shimstock now holds evenly both sides um then tried in the night guard hard acrylic flat plane seated fully retention good adjusted with articulating paper to even contacts on all posterior teeth and canine ramps for excursions polished night guard delivered showed her how to put it in and clean it wear it every night bring it to every recall recall three months with the hygienist',
    expect: {
      CC: 'Delivery of the upper night guard after her full mouth rehab and an occlusal check. She says her bite feels slightly high on the left when she wakes up',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Muscles nontender. TMJ no clicking',
      INTRA: 'Crowns all intact',
      PERIO: 'Gingiva healthy',
      CONSULT: 'Showed her how to put it in and clean it. Wear it every night. Bring it to every recall',
      'TX TODAY': ['Night guard'],
      TX: [
        'Checked occlusion on the crowns first',
        '#14 slightly heavy on the MB cusp in centric',
        'Adjusted with a fine diamond and polished with the zirconia kit',
        'Shimstock now holds evenly both sides',
        'Tried in the night guard hard acrylic flat plane',
        'Seated fully',
        'Retention good',
        'Adjusted with articulating paper to even contacts on all posterior teeth and canine ramps for excursions',
        'Polished',
        'Night guard delivered',
      ],
      'F/U': 'Recall 3 months with the hygienist',
    },
  }),

  // ---------------------------------------------------------------- 4. US restorative dentist (Universal)
  defineCase({
    id: 'de19-us-asr-crown-preps-3-4-5-one-visit-db-cusp-fractured-itero-polarized-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay here for the upper right crowns numbers three four and five medical history type two diabetes metformin last a one c was seven point one allergic to penicillin number three large mesial occlusal distal amalgam with a fractured distobuccal cusp number four distal occlusal amalgam with recurrent caries number five large occlusal composite worn three carpules lidocaine two percent one to one hundred thousand epi buccal infiltrations three four and five plus palatal infiltration on three um old amalgams out on three and four number four had a crack under the mesial marginal ridge core buildup on three and four with multicore crown preps on three four and five for zirconia sorry for lithium disilicate retraction cord size zero with hemodent scanned with the itero upper lower and bite shade a three with photos polarized and with the shade tab for the lab temporary crowns from the pre op scan in luxatemp cemented with tempbond ne checked the bite flossed post op instructions told her to keep the diabetes under control for healing of the gums next visit seat crowns three four and five in two weeks',
    expect: {
      CC: 'Upper right crowns #3, #4 and #5',
      'MED HX': 'Type 2 diabetes. Metformin. Last A1c was 7.1. Allergic to penicillin',
      DENTAL: [
        ['3', 'Large MOD amalgam with a fractured DB cusp', 'DB cusp'],
        ['4', 'DO amalgam with recurrent caries'],
        ['5', 'Large O composite worn'],
      ],
      CONSULT: 'Told her to keep the diabetes under control for healing of the gums',
      'TX TODAY': ['Crown preps #3, #4, #5', 'Temporary crowns'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltrations #3, #4, #5 + palatal infiltration #3',
        'Old amalgams out #3, #4',
        '#4 had a crack under the M marginal ridge',
        'Core buildup #3, #4 with MultiCore',
        'Crown preps #3, #4, #5 for lithium disilicate',
        'Retraction cord size 0 with Hemodent',
        'Scanned with the iTero upper lower and bite',
        'Shade A3 with photos polarized and with the shade tab for the lab',
        'Temporary crowns from the pre-op scan in Luxatemp',
        'Cemented with TempBond NE',
        'Checked the bite',
        'Flossed',
        'Post-op instructions',
      ],
      NV: ['Crown fit #3, #4, #5 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'de20-us-typed-terse-bridge-seat-12-14-pfm-fujicem-pa-appends-tx-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Bridge seat #12-#14 (PFM). Med hx NC. 1 carp 2% lido 1:100k epi buccal infiltration #12 and #14. Temp off, abutments pumiced. Try-in: margins closed, contacts OK, high on #13 pontic, adjusted. Cemented bridge #12-#14 w/ FujiCEM 2. PA: no excess cement. Superfloss demo. Recall 6 mo.',
    appends: [
      'Add to treatment: OHI w/ water flosser.',
      'Add to notes: pt asked about replacing the old #30 crown next year, will discuss at recall.',
    ],
    expect: {
      CC: 'Bridge seat #12-#14 (PFM)',
      'MED HX': 'NC',
      RADIO: 'PA: no excess cement',
      CONSULT: 'Superfloss demo',
      'TX TODAY': ['Bridge fit #12-#14', 'OHI'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #14',
        'Temp off',
        'Abutments pumiced',
        'Try-in: margins closed',
        'Contacts OK',
        'High on #13 pontic',
        'Adjusted',
        'Cemented bridge #12-#14 w/ FujiCEM 2',
        'OHI w/ water flosser',
      ],
      NOTES: 'Pt asked about replacing the old #30 crown next year, will discuss at recall',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'de21-us-asr-amelogenesis-teen-sscs-3-14-gluma-fluoride-mom-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "sixteen year old with mom here for the first phase of her amelogenesis treatment she has the hypomaturation type and the back teeth are really sensitive to cold and brushing medical history healthy no meds no allergies intraoral generalized soft mottled enamel brown and chalky plaque on the molars number three and number fourteen post eruptive breakdown occlusally sensitive to air numbers two and fifteen partially erupted numbers nineteen and thirty stainless steel crowns intact from two years ago two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration three and fourteen minimal prep stainless steel crown number three size five stainless steel crown number fourteen size five crimped and cemented with glass ionomer checked the bite gluma on the premolars fluoride varnish on everything else mom asked if she'll need these forever explained these are interim and crowns or onlays come later when she's older she did great recall three months",
    expect: {
      CC: 'First phase of her amelogenesis treatment. She has the hypomaturation type and the back teeth are really sensitive to cold and brushing',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Generalized soft mottled enamel brown and chalky',
      PERIO: 'Plaque on the molars',
      DENTAL: [
        ['3', 'Post-eruptive breakdown occlusally sensitive to air'],
        ['14', 'Post-eruptive breakdown occlusally sensitive to air'],
        ['2', 'Partially erupted'],
        ['15', 'Partially erupted'],
        ['19', 'Stainless steel crowns intact from 2 years ago'],
        ['30', 'Stainless steel crowns intact from 2 years ago'],
      ],
      CONSULT:
        "Mom asked if she'll need these forever. Explained these are interim and crowns or onlays come later when she's older",
      'TX TODAY': ['SSC #3', 'SSC #14', 'Fluoride varnish'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #14',
        'Minimal prep',
        'Stainless steel crown #3 size 5',
        'Stainless steel crown #14 size 5',
        'Crimped and cemented with glass ionomer',
        'Checked the bite',
        'Gluma on the premolars',
        'Fluoride varnish on everything else',
      ],
      NOTES: '16 year old with mom. She did great',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'de22-us-typed-sentences-diagnostic-records-leaf-gauge-cr-kois-retaken-impression',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for diagnostic records for her full-mouth rehabilitation. She reports her lower front teeth feel sensitive and her bite keeps changing. Medical history: no changes; she takes levothyroxine and is allergic to sulfa drugs. Maxillary and mandibular impressions were made in alginate. The lower impression tore in the lingual area, so it was retaken. A Kois Dento-Facial Analyzer was used for the facebow record. She was deprogrammed with a leaf gauge for 15 minutes, and a centric relation record was taken in Blu-Mousse at the first point of contact. A second record was taken at 3 mm opening at the incisors for the new vertical dimension. The vertical dimension was measured at 64 mm nose to chin with the teeth together and 67 mm at rest. Full face and smile photographs were taken with a video of her speaking. The lab slip requests a diagnostic wax-up of all teeth at +3 mm on Panadent-mounted casts. I explained that the wax-up will show us whether crowns on all teeth are needed. Next visit: case presentation with the wax-up in 3 weeks.',
    expect: {
      CC: 'Diagnostic records for her full-mouth rehabilitation. She reports her lower front teeth feel sensitive and her bite keeps changing',
      'MED HX': 'No changes; she takes levothyroxine and is allergic to sulfa drugs',
      CONSULT: 'I explained that the wax-up will show us whether crowns on all teeth are needed',
      'TX TODAY': ['Impressions'],
      TX: [
        'Maxillary and mandibular impressions were made in alginate',
        'Lower impression tore in the lingual area',
        'It was retaken',
        'Kois Dento-Facial Analyzer was used for the facebow record',
        'She was deprogrammed with a leaf gauge for 15 minutes',
        'Centric relation record was taken in Blu-Mousse at the first point of contact',
        'Second record was taken at 3 mm opening at the incisors for the new vertical dimension',
        'Vertical dimension was measured at 64 mm nose to chin with the teeth together and 67 mm at rest',
        'Full face and smile photographs were taken with a video of her speaking',
        'Lab slip requests a diagnostic wax-up of all teeth at +3 mm on Panadent-mounted casts',
      ],
      NV: ['Case presentation with the wax-up in 3 weeks'],
    },
  }),
  defineCase({
    id: 'de23-us-asr-emergency-temp-bridge-28-30-fractured-sorry-new-temp-bridge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because the temporary bridge on the lower right broke last night eating nuts it's the one from twenty eight to thirty while we wait for the lab medical history no changes no allergies temporary bridge fractured at the connector between twenty nine and thirty sorry between twenty eight and twenty nine number twenty eight and number thirty preps intact no decay slightly sensitive to air no anesthetic needed old cement cleaned off with a scaler made a new temporary bridge twenty eight to thirty from the original putty matrix in luxatemp thicker connectors this time trimmed and polished cemented with tempbond ne bite checked heavy on the pontic adjusted told her to avoid nuts and hard foods on that side final bridge due back from the lab next week next visit bridge seat as booked",
    expect: {
      CC: "Temporary bridge on the lower right broke last night eating nuts. It's the one from #28 to #30 while we wait for the lab",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Temporary bridge fractured at the connector between #28 and #29',
      DENTAL: [
        ['28', 'Preps intact no decay slightly sensitive to air'],
        ['30', 'Preps intact no decay slightly sensitive to air'],
      ],
      CONSULT: 'Told her to avoid nuts and hard foods on that side',
      'TX TODAY': ['Temporary bridge #28 to #30'],
      TX: [
        'No anesthetic needed',
        'Old cement cleaned off with a scaler',
        'Made a new temporary bridge #28 to #30 from the original putty matrix in Luxatemp',
        'Thicker connectors this time',
        'Trimmed and polished',
        'Cemented with TempBond NE',
        'Bite checked',
        'Heavy on the pontic',
        'Adjusted',
      ],
      NOTES: 'Final bridge due back from the lab next week',
      NV: ['Bridge fit as booked'],
    },
  }),
  defineCase({
    id: 'de24-us-typed-final-impressions-lower-arch-lucia-jig-stick-bite-lab-rx-provisionals',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Final impressions lower arch #18-#31 (rehab, provisionals worn 10 wks, no TMJ sx). Med hx: no changes, NKDA. Gingiva healthy around provisionals, BOP neg. #21, #28 prep margins visible at smile line. LA: 4 carps articaine 4% 1:100k epi, IANB left + IANB right. Provisionals removed in segments. Preps refined: #21, #28 margins dropped 0.5 mm subgingivally for esthetics. Double cord (size 00 + 1) w/ Hemodent. Final impression: lower PVS (Aquasil) heavy + light body, upper = approved provisional model from last visit. CR record w/ Lucia jig at established OVD (Luxabite). Stick bite for midline + occlusal plane. Photos w/ shade tabs: A2 body, stump shade ND3. Lab Rx: zirconia #18, #19, #30, #31 and lithium disilicate #20-#29, copy provisional contours from cross-mount. Provisionals relined w/ Luxatemp, recemented w/ TempBond Clear. Occlusion adjusted to match. POI. NV try-in lower crowns 3 wks.',
    expect: {
      CC: 'Final impressions lower arch #18-#31 (rehab, provisionals worn 10 wks, no TMJ sx)',
      'MED HX': 'No changes, NKDA',
      PERIO: 'Gingiva healthy around provisionals, BOP neg',
      DENTAL: [
        ['21', 'Prep margins visible at smile line'],
        ['28', 'Prep margins visible at smile line'],
      ],
      'TX TODAY': ['Impression'],
      TX: [
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, IANB left + IANB right',
        'Provisionals removed in segments',
        'Preps refined: #21, #28 margins dropped 0.5 mm subgingivally for esthetics',
        'Double cord (size 00 + 1) w/ Hemodent',
        'Final impression: lower PVS (Aquasil) heavy + light body',
        'Upper = approved provisional model from last visit',
        'CR record w/ Lucia jig at established OVD (Luxabite)',
        'Stick bite for midline + occlusal plane',
        'Photos w/ shade tabs: A2 body',
        'Stump shade ND3',
        'Lab Rx: zirconia #18, #19, #30, #31 and lithium disilicate #20-#29',
        'Copy provisional contours from cross-mount',
        'Provisionals relined w/ Luxatemp',
        'Recemented w/ TempBond Clear',
        'Occlusion adjusted to match',
        'POI',
      ],
      NV: ['Try-in lower crowns 3 wks'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK general dentist with a restorative interest (FDI)
  defineCase({
    id: 'de25-uk-asr-fdi-crown-preps-11-21-full-stop-new-paragraph-shade-sorry-appends',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the crown preps on one one and two one full stop medical history no changes no allergies full stop one one large discoloured composite two one root filled dark with a large composite one two and two two sound full stop new paragraph la one cartridge articaine four percent one in one hundred thousand adrenaline labial infiltration one one and two one plus palatal infiltration shade a two sorry a one taken first before the teeth dry out photos with and without the shade tab and a cross polarised photo for the lab putty index from the wax up old composites removed crown preps one one and two one for emax one millimetre chamfer labially size zero cord upper impression in aquasil heavy and light body lower alginate bite registration temporary crowns in protemp from the index cemented with tempbond he said they look better already post op instructions given lab prescription written with the photos next visit try in in two weeks",
    appends: ["add to notes he wants them done before his daughter's wedding in five weeks"],
    expect: {
      CC: 'Crown preps on 11 and 21',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['11', 'Large discoloured composite'],
        ['21', 'Root filled dark with a large composite'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      'TX TODAY': ['Crown preps 11, 21', 'Impression', 'Temporary crowns'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration 11, 21 + palatal infiltration',
        'Shade A1 taken first before the teeth dry out',
        'Photos with and without the shade tab and a cross polarised photo for the lab',
        'Putty index from the wax-up',
        'Old composites removed',
        'Crown preps 11, 21 for Emax',
        '1 mm chamfer labially',
        'Size 0 cord',
        'Upper impression in Aquasil heavy and light body',
        'Lower alginate',
        'Bite registration',
        'Temporary crowns in Protemp from the index',
        'Cemented with TempBond',
        'Post-op instructions given',
        'Lab prescription written with the photos',
      ],
      NOTES: "He said they look better already. He wants them done before his daughter's wedding in 5 weeks",
      NV: ['Try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'de26-uk-typed-fdi-planning-three-gaps-nhs-private-costs-rbb-bridge-fp17dc',
    style: 'UK',
    asr: false,
    transcript:
      'Restorative planning appt after records last visit. Pt wants the gaps filled, esp. UR when smiling. MH: no change, diet-controlled T2DM, NKDA, ex-smoker. BPE 2 2 2 / 2 2 2, stable after perio tx. 14 missing, 13 and 15 unrestored. 25 missing, 24 MOD amalgam, 26 PFM crown sound. 36 missing, 37 tilted mesially. Mounted study models reviewed with pt: 37 tilt prevents a conventional bridge 35-37. Options: 14 RBB off 13 on NHS (band 3, £306.80) or implant privately (£2,650); 25 conventional bridge 24-26 privately (£1,950) or implant; 36 partial denture or implant, or leave. Pt chose RBB 14 on NHS, conventional bridge 24-26 privately, leave 36 for now. Phasing: RBB first, then bridge 24-26 with a new core in 24. Written plan + FP17DC signed. Plan: diagnostic wax-up 14 and 25, shade + photos at prep appt. NV impressions for RBB 14.',
    expect: {
      CC: 'Restorative planning appt after records last visit. Pt wants the gaps filled, esp. UR when smiling',
      'MED HX': 'No change, diet-controlled T2DM, NKDA, ex-smoker',
      PERIO: 'BPE 2 2 2 / 2 2 2, stable after perio tx',
      DENTAL: [
        ['14', 'Missing'],
        ['13', 'Unrestored'],
        ['15', 'Unrestored'],
        ['25', 'Missing'],
        ['24', 'MOD amalgam'],
        ['26', 'PFM crown sound'],
        ['36', 'Missing'],
        ['37', 'Tilted mesially'],
      ],
      CONSULT:
        'Mounted study models reviewed with pt: 37 tilt prevents a conventional bridge 35-37. Options: 14 RBB off 13 on NHS (band 3, £306.80) or implant privately (£2,650); 25 conventional bridge 24-26 privately (£1,950) or implant; 36 partial denture or implant, or leave. Pt chose RBB 14 on NHS, conventional bridge 24-26 privately, leave 36 for now. Phasing: RBB first, then bridge 24-26 with a new core in 24',
      CONSENT: 'Written plan + FP17DC signed',
      'TX PLAN': ['Diagnostic wax-up 14, 25', 'Shade + photos at prep appt'],
      NV: ['Impressions for RBB 14'],
    },
  }),
  defineCase({
    id: 'de27-uk-asr-fdi-bridge-framework-try-in-24-26-scratch-that-shade-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the framework try in for the bridge two four to two six medical history no changes no allergies temporary bridge intact removed the temporary no la framework tried in seats fully margins good on two four and two six checked with a probe and fit checker no rocking two millimetres space for porcelain occlusally new bite registration with the framework in place in luxabite shade confirmed a three body scratch that shade confirmed a three point five body with a bit of b two at the cervical photos sent to the lab temporary recemented with tempbond next visit bridge fit two four to two six in two weeks",
    expect: {
      CC: 'Framework try-in for the bridge 24 to 26',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Temporary bridge intact',
      TX: [
        'Removed the temporary',
        'No LA',
        'Framework tried in',
        'Seats fully',
        'Margins good 24, 26 checked with a probe and Fit Checker',
        'No rocking',
        '2 mm space for porcelain occlusally',
        'New bite registration with the framework in place in Luxabite',
        'Shade confirmed A3.5 body with a bit of B2 at the cervical',
        'Photos sent to the lab',
        'Temporary recemented with TempBond',
      ],
      NV: ['Bridge fit 24 to 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'de28-uk-typed-sentences-fdi-crown-15-and-bridge-24-26-fitted-shimstock-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for fit of the bridge 24-26 and the crown on 15. She has had some cold sensitivity on 24 with the temporary. Medical history: no change. The temporaries were removed with a crown remover and the abutments cleaned with pumice. No anaesthetic was needed. The crown on 15 was tried in first. The mesial contact was tight, so it was adjusted and polished. The bridge was tried in and seated fully, margins closed. Shade matched well in daylight. She was happy with it. Occlusion was checked with articulating paper and shimstock before cementation. The 25 pontic was high in ICP and was adjusted. The crown on 15 was cemented with RelyX Unicem 2. The bridge 24-26 was cemented next in the same way. Excess cement was removed, and Superfloss was passed under the pontic. Shimstock now holds in ICP on all three units. Group function on the left. Oral hygiene instruction given with Superfloss and interdental brushes. Review 3 months.',
    appends: [
      'Add to notes: she mentioned grinding at night; night guard to be discussed at review.',
      'Add to treatment: post-op instructions given.',
    ],
    expect: {
      CC: 'Fit of the bridge 24-26 and the crown on 15. She has had some cold sensitivity on 24 with the temporary',
      'MED HX': 'No change',
      'TX TODAY': ['Crown fit 15', 'Bridge fit 24-26', 'OHI'],
      TX: [
        'Temporaries were removed with a crown remover',
        'Abutments cleaned with pumice',
        'No anaesthetic was needed',
        'Crown 15 was tried in first',
        'Mesial contact was tight',
        'It was adjusted and polished',
        'Bridge was tried in and seated fully',
        'Margins closed',
        'Shade matched well in daylight',
        'Occlusion was checked with articulating paper and shimstock before cementation',
        '25 pontic was high in ICP and was adjusted',
        'Crown 15 was cemented with RelyX Unicem 2',
        'Bridge 24-26 was cemented next in the same way',
        'Excess cement was removed',
        'Superfloss was passed under the pontic',
        'Shimstock now holds in ICP on all 3 units',
        'Group function on the left',
        'Oral hygiene instruction given with Superfloss and interdental brushes',
        'Post-op instructions given',
      ],
      NOTES: 'She was happy with it. She mentioned grinding at night; night guard to be discussed at review',
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'de29-uk-asr-fdi-stabilisation-splint-fit-leaf-gauge-i-mean-opening-b-cusps',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for the upper stabilisation splint fit before the crowns her jaw's been aching in the mornings medical history no changes takes propranolol no allergies extra oral left masseter tender tmj clicking on the left on opening no locking max opening forty millimetres I mean thirty eight millimetres intra oral nad splint tried in seats fully good retention no rocking leaf gauge used for two minutes to relax the muscles then splint adjusted with articulating paper to even contacts from all the lower buccal cusps in centric relation canine guidance on the splint for lateral excursions anterior guidance for protrusion shimstock holds on both sides polished um splint fitted explained wear it at night and bring it to every visit clean it with a toothbrush and cold water review in six weeks to reassess before the crown preps",
    expect: {
      CC: "Upper stabilisation splint fit before the crowns. Her jaw's been aching in the mornings",
      'MED HX': 'No changes. Takes propranolol. No allergies',
      EXTRA: 'Left masseter tender. TMJ clicking on the left on opening. No locking. Max opening 38 mm',
      INTRA: 'NAD',
      CONSULT:
        'Explained wear it at night and bring it to every visit. Clean it with a toothbrush and cold water',
      'TX TODAY': ['Splint'],
      TX: [
        'Splint tried in',
        'Seats fully',
        'Good retention',
        'No rocking',
        'Leaf gauge used for 2 minutes to relax the muscles',
        'Splint adjusted with articulating paper to even contacts from all the lower B cusps in centric relation',
        'Canine guidance on the splint for lateral excursions',
        'Anterior guidance for protrusion',
        'Shimstock holds on both sides',
        'Polished',
        'Splint fitted',
      ],
      'F/U': 'Review in 6 weeks to reassess before the crown preps',
    },
  }),
  defineCase({
    id: 'de30-uk-typed-fdi-terse-review-after-six-crowns-13-23-fremitus-12-night-guard',
    style: 'UK',
    asr: false,
    transcript:
      'Review 2/52 after cementation of crowns 13-23. No sensitivity. Pt delighted. MH no change. Gingivae healthy, BOP nil. Shimstock holds ICP on premolars + molars, light hold 13-23. 12 slight fremitus in protrusion. 12 adjusted w/ fine diamond + Dialite polisher. Post-op photos. Night guard impressions (alginate). NV fit night guard 2/52. Discharge back to GDP after that.',
    expect: {
      CC: 'Review 2 weeks after cementation of crowns 13-23. No sensitivity',
      'MED HX': 'No change',
      PERIO: 'Gingivae healthy, BOP nil',
      INTRA: 'Shimstock holds ICP on premolars + molars, light hold 13-23',
      DENTAL: [['12', 'Slight fremitus in protrusion']],
      'TX TODAY': ['Impressions'],
      TX: ['12 adjusted w/ fine diamond + Dialite polisher', 'Post-op photos', 'Night guard impressions (alginate)'],
      NOTES: 'Pt delighted',
      NV: ['Fit night guard 2 weeks'],
      'F/U': 'Discharge back to GDP after that',
    },
  }),
];
