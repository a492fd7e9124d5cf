// The thirty-eighth held-out split (ids h38-01–h38-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is an ordinary Wednesday at four practices, nine visits each, whatever came in, dictated the way each
// clinician really dictates: terse typed lines, shorthand runs, full sentences and long recogniser run-on stories, with
// section words said or not, remarks, the patient's own words and questions, nurse asides, self-corrections ("sorry", "I
// mean", "scratch that") and fillers. A few transcripts carry the PHI scrubber's placeholders ([NAME], [DATE], [PHONE])
// where names, dates and a phone number were said, as production transcripts do (titles kept: "Dr [NAME]"). Four practices:
//   h38-01–h38-09 a mixed NHS / private practice in West Wales (FDI) with two dentists, a hygienist and a dental
//     therapist: Dr Pritchard (recogniser) a six-month check-up with charting and a "sorry" correction (h38-01, appended
//     dictation) and an emergency extraction of a root-filled 26 with a nurse aside (h38-05); Dr Evans (typed) a terse
//     review of new complete dentures with the lower flange eased (h38-02), the second stage of an RCT on 36 with an
//     obturation and DO composite (h38-06) and a new patient examination with [NAME] / [DATE] and a treatment plan
//     (h38-09); the hygienist a second RSD visit (typed, h38-03) and a scale and polish with air polishing for a pregnant
//     patient (recogniser, h38-08); the dental therapist a Hall crown on 74 for a child who came with her nain, prescribed
//     by "Dr [NAME]" (recogniser, h38-04) and a buccal composite on 33 with "scratch that" (recogniser, h38-07, appended
//     dictation);
//   h38-10–h38-18 a practice in West Yorkshire (Palmer): Dr Whitworth says Palmer words (recogniser): a check-up with
//     dictated punctuation ("full stop", "comma", "new paragraph", h38-10), an emergency extirpation on LL7 with a needle
//     phobia and a nurse aside (h38-12), pericoronitis on LR8 irrigated (h38-14, appended dictation) and a review after an
//     RCT on UL4 finished by "Dr [NAME] on [DATE]" with a high spot eased and no title (h38-18); Dr Shah types UR6
//     shorthand: a terse extraction of LR5 roots whose title comes from the CC (h38-11), a child's examination with
//     Palmer primary letters and fluoride varnish (h38-13), a private full gold crown prep on UR6 (h38-15, appended
//     dictation), an emergency post crown recemented on UL1 (h38-16) and a child's orthodontic opinion with a referral and
//     no treatment (h38-17);
//   h38-19–h38-27 a general practice in San Jose, California (Universal): Dr Tran (recogniser) a periodic exam with
//     charting, "I mean" and a prophy by the hygienist (h38-19), a limited exam for a cracked #30 with the patient's
//     daughter interpreting (h38-21), two composites on #12 and #13 under a non-latex dam (h38-23, appended dictation), a
//     single-visit RCT on a dark #8 (h38-25) and a long new-patient comprehensive exam with FMX, charting and a treatment
//     plan with "sorry" (h38-27); Dr Gonzalez (typed) a terse crown seat on #3 (h38-20), SRP of two quadrants planned by
//     "Dr [NAME] on [DATE]" (h38-22), a wisdom-teeth consultation referred to "Dr [NAME]" with the office number "[PHONE]"
//     (h38-24) and in-office whitening (h38-26);
//   h38-28–h38-36 a family practice in Sarasota, Florida (Universal, primary letters in h38-29 and h38-34): Dr Ellis
//     (recogniser) a one-week check of an immediate upper denture (h38-28), an emergency extraction of a fractured #3 in a
//     patient on Eliquis (h38-30, appended dictation), a teenager's fractured #9 restored with an MI composite (h38-32), a
//     child's pulpotomy and SSC on #K with "sorry" and "mom [NAME]" (h38-34) and SDF for an assisted-living patient with
//     his daughter (h38-36); Dr Williams (typed) a child's periodic exam with letters (h38-29), a terse periodontal
//     maintenance visit (h38-31), a bridge prep #28-#30 (h38-33) and a night guard delivery (h38-35, appended dictation).
// UK 18 (FDI 9, Palmer 9 with primary letters in h38-13 and h38-17), US 18 (Universal); 19 recogniser-style (h38-01, 04,
// 05, 07, 08, 10, 12, 14, 18, 19, 21, 23, 25, 27, 28, 30, 32, 34, 36: lower case, number words, fillers, little or no
// punctuation, h38-10 with dictated punctuation) and 17 typed; 24 to 238 words (terse: h38-02, h38-11, h38-20, h38-31;
// long: h38-05, h38-12, h38-27; most 70 to 190); seven cases with appended dictation (recogniser h38-01 "add to chart …" /
// "add to notes …", h38-07 "add to notes …" / "next visit …", h38-14 "add to chart …" / "add to notes …", h38-23 and
// h38-30 "add to treatment …" / "add to notes …"; typed h38-15 "Add to treatment: …" / "Add to notes: …", h38-35 "Add to
// notes: …" / "Change 4 wks to 6 wks."). DENTAL in 32 cases (not h38-02, h38-08, h38-20, h38-31). PHI placeholders in six
// cases (h38-04, h38-09, h38-18, h38-22, h38-24, h38-34).
//
// Judgement calls where the contract was silent:
// - PHI placeholders are text like any other word: kept exactly as written ("Dr [NAME]", "[DATE]", "[PHONE]") in the
//   field where their clause falls ("prescribed by Dr [NAME]" in the CC, "Recall as per Dr [NAME]" in F/U, "Mom [NAME]
//   signed consent" in CONSENT, the referral to "Dr [NAME] (OMS)" in TX PLAN); the sentence giving the office number
//   "[PHONE]" is an administrative remark, NOTES.
// - A child's age and who came with them are NOTES (as more58), also "her nain" (Welsh for grandmother, kept as said), an
//   adult's interpreter ("Patient speaks Spanish. Her daughter interpreted") and an assisted-living patient's age, home
//   and who brought him; what the carer reports of the complaint stays in the CC ("She says he's been pulling at his
//   mouth …"). Remarks about the patient ("she was a superstar", "Pt thrilled", "Pt comfortable", "he watched Paw Patrol
//   and did awesome", "She said she couldn't feel a thing") and needle phobia are NOTES.
// - Advice, instructions and demonstrations given to the patient are CONSULT (as more56 / more58): "Showed her the Bass
//   technique", "Insertion/removal + cleaning demo'd, store in case", "Smoking cessation advice …", "Diet: squash +
//   biscuits after school, advised …", "Soft diet for a week. Watch for color change", fees, NHS bands and insurance
//   preauthorization; a choice made at an earlier consult ("Pt chose full gold as he grinds", "Pt chose bridge over
//   implant at consult") is CONSULT; "went over the risks" is CONSULT and "she signed consent" is CONSENT.
// - Titles: "Hall crown 74 … tried in then seated" is "SSC 74" (the tooth is in the Hall crown's own item); "lower
//   denture flange eased" and "adjusted the denture flange" are "Denture adjustment"; "Post crown recemented UL1" is
//   "Crown recement UL1"; "Perio maint + polish" is "Periodontal maintenance"; "prophy by the hygienist" in a dentist's
//   exam note is "Prophy"; "irrigated under the operculum" is "Irrigation" (not a canal or socket) while "socket irrigated
//   with saline" is none; "extracted two six in three pieces" after "roots sectioned" is "Extraction 26" (surgical was not
//   said); "Bridge prep #28-#30" keeps the typed range; "composite placed over the access" after an obturation has no
//   surfaces or tooth of its own, so no filling title ("Obturation #8" only). Where TX names no table procedure the CC
//   gives the title: "XLA LR5 roots" with only "Elevators + forceps" → "Extraction LR5", "Seat crown #3" → "Crown fit #3",
//   "In-office whitening" → "Whitening", "Night guard delivery" → "Night guard". A review whose CC says the work was done
//   before (h38-18) has no title; a check-up with no treatment (h38-01) and consultations (h38-17, h38-24) have none, and
//   an Rx is a TX step with no title.
// - In list items the connecting word before a tooth goes also after a verb ("reduced the occlusion on thirty" →
//   "Reduced the occlusion #30", "caries removed on twelve deep mesially" → "Caries removed #12 deep mesially"); a finding
//   and the step it led to are cut at "so" (as more56); in text fields "so" stays inside its clause (as more56 bf04).
//   Teeth said with "and" are written "#22, #27" in list items and kept as said in text fields ("2 fillings upper left #12
//   and #13"); "letter k" is "#K" (as more58 bh21).
// - Surfaces: "incisal wear" → "I wear", "facial root caries" → "F root caries", "buccal cervical abrasion cavity" → "B
//   cervical abrasion cavity", "crack line on the distal marginal ridge" → "crack line on the D marginal ridge", "mesial
//   incisal corner fractured" → "MI corner fractured" (fracture "MI corner"); "occlusal (fissure) sealant intact" stays in
//   words (a sealant is not in rule 4's list, as more58 bh05); "fractured at the gingival level" names no part, so fracture
//   "Not specified"; "crack line" and "cracked" give no fracture. Single surfaces stay words in RADIO and other text
//   fields ("47 mesial caries into dentine").
// - Fields: oral hygiene, plaque, staining with calculus and gingivitis said with the BPE are PERIO; pockets said measure
//   first stay in PERIO and tooth-first mobility is a chart entry (as more58); denture findings ("Denture seating well.
//   Good retention") and an operculum "over #32" are INTRA; "IOTN DHC 4" typed after "Dx:" is a DX item; a diet history
//   with its advice is CONSULT (as more58 bh27); pre-op / post-op shades and photographs taken during whitening are TX
//   steps; an orthodontic referral and an extraction "if not exfoliated" after "Plan:" are TX PLAN.
// - Dictated punctuation (h38-10) becomes punctuation and is then labelled like typed text ("No changes, no meds, no
//   allergies, ex smoker stopped last year"); "new paragraph" only separates clauses.
// - Numbers: "two three oh chromic gut sutures" → "2 3-0 chromic gut sutures", "hemoglobin a one c seven point one" →
//   "Hemoglobin A1c 7.1", "stage two grade b" → "stage 2 grade B", "shade a three point five" → "Shade A3.5", typed
//   "1:80k" / "1:100k" → "1:80,000" / "1:100,000", "lido" → "lidocaine", "adr" → "adrenaline", "infil" → "infiltration";
//   typed terse shorthand ("Rv", "RV", "prn", "Recall 6 mo", "Occl checked", "POI") is kept as
//   typed with intervals in words; "post op" → "post-op" (as more56).
// - Recogniser-style text fields start a new sentence at each new clause and drop an "and" that opens one (as more58);
//   "also" opening a clause goes ("also sensitive to cold" → "Sensitive to cold").
// - Appends: "add to chart …" adds a DENTAL entry at the end, "add to notes …" adds to NOTES, "add to treatment …" adds a
//   TX item at the end, "next visit …" adds an NV item, and "Change 4 wks to 6 wks." edits the one place "4 wks" is said.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout38Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. West Wales mixed NHS / private practice (FDI)
  defineCase({
    id: 'h38-01-uk-asr-fdi-check-up-chart-47-mo-caries-sorry-band-2-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for her six month check up no problems she says apart from a bit of food packing lower right medical history no changes takes amlodipine and atorvastatin no allergies extra oral nad intra oral soft tissues healthy oral cancer screen clear bpe two two two two one two charting one seven missing one six mesial occlusal distal amalgam sound two six crown four six disto occlusal composite open contact distally food trapping four seven mesial sorry mesial occlusal caries four five sound bitewings grade one four seven mesial caries into dentine no other caries diagnosis caries four seven um explained the food trap is from the open contact filling four seven should sort both she asked if it's band two told her yes it is next visit mesial occlusal composite four seven then hygienist for scale and polish recall nine months",
    appends: ['add to chart two seven occlusal amalgam sound', "add to notes she's away for two weeks from friday"],
    expect: {
      CC: 'Her 6 month check up. No problems she says apart from a bit of food packing lower right',
      'MED HX': 'No changes. Takes amlodipine and atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MOD amalgam sound'],
        ['26', 'Crown'],
        ['46', 'DO composite open contact distally food trapping'],
        ['47', 'MO caries'],
        ['45', 'Sound'],
        ['27', 'O amalgam sound'],
      ],
      RADIO: 'Bitewings grade 1. 47 mesial caries into dentine. No other caries',
      DX: ['Caries 47'],
      CONSULT:
        "Explained the food trap is from the open contact. Filling 47 should sort both. She asked if it's band 2. Told her yes it is",
      NOTES: "She's away for 2 weeks from Friday",
      NV: ['MO composite 47', 'Hygienist for scale and polish'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h38-02-uk-typed-fdi-terse-denture-review-f-f-lower-flange-eased',
    style: 'UK',
    asr: false,
    transcript:
      'Rv 1/52 post-fit F/F. Lower sore L side. Ulcer LL lingual sulcus opp 34 region. Lower denture flange eased + polished. RV 2/52 prn.',
    expect: {
      CC: 'Rv 1 week post-fit F/F. Lower sore L side',
      INTRA: 'Ulcer LL lingual sulcus opp 34 region',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Lower denture flange eased + polished'],
      'F/U': 'RV 2 weeks prn',
    },
  }),
  defineCase({
    id: 'h38-03-uk-typed-fdi-hygienist-rsd-ul-ll-second-visit-diabetes-smoking-6ppc',
    style: 'UK',
    asr: false,
    transcript:
      'RSD UL + LL, 2nd visit. Gums less bleedy since last time, using TePes daily. MH: T2 diabetes, metformin + gliclazide, HbA1c 61 last month. NKDA. Smokes 10/day, cutting down. BPE 4 3 4 / 4 3 4. BOP 38% (was 55%). 6 mm pockets 26 D, 36 D, 37 M. 36 grade I mobility. LA 2 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UL + IDB left. RSD UL + LL w/ Cavitron + Gracey curettes. OHI: TePe red + green, single tufted brush round 37. Smoking cessation advice again, pt wants to try vaping, Help Me Quit leaflet given. NV: re-eval 3/12 w/ BPE + 6PPC.',
    expect: {
      CC: 'RSD UL + LL, 2nd visit. Gums less bleedy since last time, using TePes daily',
      'MED HX': 'T2 diabetes, metformin + gliclazide, HbA1c 61 last month. NKDA. Smokes 10/day, cutting down',
      PERIO: 'BPE 4 3 4 / 4 3 4. BOP 38% (was 55%). 6 mm pockets 26 D, 36 D, 37 M',
      DENTAL: [['36', 'Grade I mobility']],
      CONSULT: 'Smoking cessation advice again, pt wants to try vaping, Help Me Quit leaflet given',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL + IDB left',
        'RSD UL + LL w/ Cavitron + Gracey curettes',
        'OHI: TePe red + green, single tufted brush round 37',
      ],
      NV: ['Re-eval 3 months w/ BPE + 6PPC'],
    },
  }),
  defineCase({
    id: 'h38-04-uk-asr-fdi-therapist-hall-crown-74-size-sorry-nain-dr-name-placeholder',
    style: 'UK',
    asr: true,
    transcript:
      "six year old with her nain attended for the hall crown on seven four prescribed by dr [NAME] separators went in last week no problems medical history fit and well no allergies seven four separator still in place mesial occlusal caries not tender no swelling seven five sound eight four occlusal fissure sealant intact no la needed separator removed hall crown seven four size four sorry size five tried in then seated with glass ionomer cement she bit on a cotton roll to seat it excess removed floss through the contacts fluoride varnish applied nain asked why it's a silver crown and not a filling explained it seals the decay in and lasts until the tooth falls out she was a superstar recall as per dr [NAME]",
    expect: {
      CC: 'Hall crown on 74 prescribed by Dr [NAME]. Separators went in last week. No problems',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['74', 'Separator still in place MO caries not tender no swelling'],
        ['75', 'Sound'],
        ['84', 'Occlusal fissure sealant intact'],
      ],
      CONSULT:
        "Nain asked why it's a silver crown and not a filling. Explained it seals the decay in and lasts until the tooth falls out",
      'TX TODAY': ['SSC 74', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Separator removed',
        'Hall crown 74 size 5 tried in',
        'Seated with glass ionomer cement',
        'She bit on a cotton roll to seat it',
        'Excess removed',
        'Floss through the contacts',
        'Fluoride varnish applied',
      ],
      NOTES: '6 year old with her nain. She was a superstar',
      'F/U': 'Recall as per Dr [NAME]',
    },
  }),
  defineCase({
    id: 'h38-05-uk-asr-fdi-emergency-26-chronic-abscess-db-root-sorry-extraction-luxators-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's been in agony with the upper left since sunday kept him up the last two nights paracetamol and ibuprofen not touching it medical history type two diabetes on metformin high blood pressure on ramipril blood pressure today one forty two over eighty eight no allergies extra oral no swelling no lymphadenopathy intra oral soft tissues nad two six root filled broken down to gum level buccal sinus tender to percussion two seven disto occlusal amalgam sound two five sound pa two six periapical radiolucency on the mesiobuccal sorry distobuccal root root filling short diagnosis chronic apical abscess two six unrestorable discussed options extraction or referral for re root canal and a crown he said he's had enough of it just take it out risks explained including sinus involvement verbal and written consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six could I get the luxators please ta luxated and elevated two six roots sectioned with a fissure bur extracted two six in three pieces roots complete socket irrigated with saline no oroantral communication bit on gauze haemostasis achieved post op instructions verbal and written he asked about going back to work tomorrow fine if he's comfortable review if any problems",
    expect: {
      CC: "Emergency. He's been in agony with the upper left since Sunday. Kept him up the last 2 nights. Paracetamol and ibuprofen not touching it",
      'MED HX': 'Type 2 diabetes on metformin. High blood pressure on ramipril. Blood pressure today 142/88. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['26', 'Root filled broken down to gum level buccal sinus tender to percussion'],
        ['27', 'DO amalgam sound'],
        ['25', 'Sound'],
      ],
      RADIO: 'PA 26 periapical radiolucency on the DB root. Root filling short',
      DX: ['Chronic apical abscess 26 unrestorable'],
      CONSULT:
        "Discussed options extraction or referral for re root canal and a crown. He said he's had enough of it just take it out. Risks explained including sinus involvement. He asked about going back to work tomorrow. Fine if he's comfortable",
      CONSENT: 'Verbal and written consent',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Luxated and elevated 26',
        'Roots sectioned with a fissure bur',
        'Extracted 26 in 3 pieces',
        'Roots complete',
        'Socket irrigated with saline',
        'No oroantral communication',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'h38-06-uk-typed-fdi-rct-36-stage-2-obturation-do-comp-band-3-crown',
    style: 'UK',
    asr: false,
    transcript:
      'RCT 36 stage 2, settled since extirpation 2/52 ago. MH: no change, NKDA. 36 Cavit intact, not TTP, no sinus. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 36 + IDB left. RD. Cavit + Ledermix removed. 4 canals located. WL confirmed w/ apex locator. Prepared w/ WaveOne Gold Primary. NaOCl 3%, EDTA 17%, dried w/ paper points. Master cones checked w/ PA. Obturated 36 warm vertical, GP + AH Plus. GIC base, DO comp 36 (A3), occlusion checked. Post-op PA: good length and condensation, no voids. Discussed crown 36 within 6/12, NHS band 3. NV crown prep 36.',
    expect: {
      CC: 'RCT 36 stage 2, settled since extirpation 2 weeks ago',
      'MED HX': 'No change, NKDA',
      DENTAL: [['36', 'Cavit intact, not TTP, no sinus']],
      RADIO: 'Post-op PA: good length and condensation, no voids',
      CONSULT: 'Discussed crown 36 within 6 months, NHS band 3',
      'TX TODAY': ['Obturation 36', 'DO composite 36'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36 + IDB left',
        'RD',
        'Cavit + Ledermix removed',
        '4 canals located',
        'WL confirmed w/ apex locator',
        'Prepared w/ WaveOne Gold Primary',
        'NaOCl 3%',
        'EDTA 17%',
        'Dried w/ paper points',
        'Master cones checked w/ PA',
        'Obturated 36 warm vertical',
        'GP + AH Plus',
        'GIC base',
        'DO comp 36 (A3)',
        'Occlusion checked',
      ],
      NV: ['Crown prep 36'],
    },
  }),
  defineCase({
    id: 'h38-07-uk-asr-fdi-therapist-b-composite-33-abrasion-scratch-that-appends-notes-nv',
    style: 'UK',
    asr: true,
    transcript:
      'attended for the buccal filling on three three as prescribed sensitive when she brushes medical history no changes on omeprazole no allergies three three buccal cervical abrasion cavity sensitive to air three four buccal abrasion no sensitivity no la needed cleaned with pumice cotton wool rolls and retraction cord scratch that cotton wool rolls only etch bond buccal composite three three shade a three point five cured polished advised a soft brush and less pressure and to use a sensitive toothpaste showed her the bass technique recall as per dentist',
    appends: ["add to notes she'd like a reminder text the day before", 'next visit buccal composite three four if it becomes sensitive'],
    expect: {
      CC: 'Buccal filling on 33 as prescribed. Sensitive when she brushes',
      'MED HX': 'No changes. On omeprazole. No allergies',
      DENTAL: [
        ['33', 'B cervical abrasion cavity sensitive to air'],
        ['34', 'B abrasion no sensitivity'],
      ],
      CONSULT:
        'Advised a soft brush and less pressure and to use a sensitive toothpaste. Showed her the Bass technique',
      'TX TODAY': ['B composite 33'],
      TX: [
        'No LA needed',
        'Cleaned with pumice',
        'Cotton wool rolls only',
        'Etch',
        'Bond',
        'B composite 33',
        'Shade A3.5',
        'Cured',
        'Polished',
      ],
      NOTES: "She'd like a reminder text the day before",
      NV: ['B composite 34 if it becomes sensitive'],
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'h38-08-uk-asr-fdi-hygienist-s-and-p-air-polish-pregnant-retainer-no-chart',
    style: 'UK',
    asr: true,
    transcript:
      "hygiene appointment six monthly no problems apart from gums bleeding a little when she flosses medical history no changes she's pregnant twenty four weeks no allergies bpe one one two one two one heavy tea staining and calculus on the lingual of the lower incisors around the bonded retainer bleeding on probing twelve percent scale and polish with the ultrasonic and air polishing for the stain ohi floss threader under the retainer and interdental brushes size two she asked if the staining will come back told her it will if she keeps drinking tea advised using a straw mentioned pregnancy gingivitis and that nhs dental care is free while pregnant and for a year after recall six months",
    expect: {
      CC: 'Hygiene appointment 6 monthly. No problems apart from gums bleeding a little when she flosses',
      'MED HX': "No changes. She's pregnant 24 weeks. No allergies",
      PERIO:
        'BPE 1 1 2 / 1 2 1. Heavy tea staining and calculus on the lingual of the lower incisors around the bonded retainer. Bleeding on probing 12%',
      CONSULT:
        'She asked if the staining will come back. Told her it will if she keeps drinking tea. Advised using a straw. Mentioned pregnancy gingivitis and that NHS dental care is free while pregnant and for a year after',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with the ultrasonic',
        'Air polishing for the stain',
        'OHI floss threader under the retainer and interdental brushes size 2',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h38-09-uk-typed-fdi-new-patient-exam-dr-name-date-placeholders-tx-plan-band-2',
    style: 'UK',
    asr: false,
    transcript:
      'NP exam. Moved to the area, last seen by Dr [NAME] on [DATE]. No complaints, wants a check-up and a clean. MH: asthma (Fostair + salbutamol), hay fever, allergic to penicillin (rash). Non-smoker, alcohol ~10 units/wk. EO: NAD, TMJ NAD. IO: soft tissues NAD, OCS clear. BPE 2 2 2 / 2 2 2, mild generalised gingivitis. OH fair. 18, 28, 38, 48 missing. 16 MOD amalgam, sound. 26 O comp, sound. 36 DO amalgam, D marginal ridge cracked. 46 crown, margins OK. 14 D caries. 2 BWs (grade 1): 14 D caries into dentine, 15 M early enamel lesion, 36 sound. Dx: caries 14, gingivitis. Discussed findings, 15 to monitor, Duraphat 5000 toothpaste advised. Tx plan: D comp 14, S&P w/ hygienist. Pt happy with plan, band 2 estimate given. Recall 6/12.',
    expect: {
      CC: 'NP exam. Moved to the area, last seen by Dr [NAME] on [DATE]. No complaints, wants a check-up and a clean',
      'MED HX':
        'Asthma (Fostair + salbutamol), hay fever, allergic to penicillin (rash). Non-smoker, alcohol ~10 units/wk',
      EXTRA: 'NAD, TMJ NAD',
      INTRA: 'Soft tissues NAD, OCS clear',
      PERIO: 'BPE 2 2 2 / 2 2 2, mild generalised gingivitis. OH fair',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['48', 'Missing'],
        ['16', 'MOD amalgam, sound'],
        ['26', 'O comp, sound'],
        ['36', 'DO amalgam, D marginal ridge cracked'],
        ['46', 'Crown, margins OK'],
        ['14', 'D caries'],
      ],
      RADIO: '2 BWs (grade 1): 14 D caries into dentine, 15 M early enamel lesion, 36 sound',
      DX: ['Caries 14', 'Gingivitis'],
      CONSULT:
        'Discussed findings, 15 to monitor, Duraphat 5000 toothpaste advised. Pt happy with plan, band 2 estimate given',
      'TX PLAN': ['D composite 14', 'Scale and polish w/ hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. West Yorkshire practice (Palmer)
  defineCase({
    id: 'h38-10-uk-asr-palmer-check-up-dictated-punctuation-ul5-do-caries-whitening-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'check up full stop he says his upper left is sensitive to cold and sweet things full stop new paragraph medical history no changes comma no meds comma no allergies comma ex smoker stopped last year full stop extra oral nad full stop intra oral nad full stop bpe one two two one two one full stop new paragraph upper left five disto occlusal caries full stop upper left six mesial occlusal amalgam sound full stop upper right six occlusal composite full stop lower left six and lower right six crowns comma good margins full stop lower left eight partially erupted comma no pericoronitis full stop bitewings comma upper left five distal caries into dentine about halfway full stop new paragraph scale and polish comma ohi full stop he asked about whitening comma told him after the fillings are done full stop next visit disto occlusal composite upper left five full stop recall six months full stop',
    expect: {
      CC: 'Check up. He says his upper left is sensitive to cold and sweet things',
      'MED HX': 'No changes, no meds, no allergies, ex smoker stopped last year',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 2 / 1 2 1',
      DENTAL: [
        ['UL5', 'DO caries'],
        ['UL6', 'MO amalgam sound'],
        ['UR6', 'O composite'],
        ['LL6', 'Crowns, good margins'],
        ['LR6', 'Crowns, good margins'],
        ['LL8', 'Partially erupted, no pericoronitis'],
      ],
      RADIO: 'Bitewings, UL5 distal caries into dentine about halfway',
      CONSULT: 'He asked about whitening, told him after the fillings are done',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      NV: ['DO composite UL5'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h38-11-uk-typed-palmer-terse-xla-lr5-roots-title-from-cc-lido-80k',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'XLA LR5 roots. MH no change, NKDA. LR5 retained roots, asymptomatic. LA 1 x 2.2ml lido 2% 1:80k adr buccal + lingual infil. Elevators + forceps, roots complete. Haemostasis OK. POIG. Review prn.',
    expect: {
      CC: 'XLA LR5 roots',
      'MED HX': 'No change, NKDA',
      DENTAL: [['LR5', 'Retained roots, asymptomatic']],
      'TX TODAY': ['Extraction LR5'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration',
        'Elevators + forceps',
        'Roots complete',
        'Haemostasis OK',
        'POIG',
      ],
      'F/U': 'Review prn',
    },
  }),
  defineCase({
    id: 'h38-12-uk-asr-palmer-emergency-ll7-irreversible-pulpitis-extirpation-needle-phobia-aside',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency appointment she's had throbbing toothache lower left for three days worse at night and lying down er keeps her awake medical history no changes asthma uses a brown and a blue inhaler allergic to ibuprofen extra oral nad intra oral nad lower left seven large mesial occlusal distal amalgam with recurrent caries distally lingering pain to cold about thirty seconds tender to percussion lower left six and lower left eight sound periapical of lower left seven deep distal caries close to the pulp widened periodontal ligament space on the mesial root diagnosis symptomatic irreversible pulpitis lower left seven discussed options root canal treatment or extraction she wants to keep it if she can she said she's terrified of needles so we took it slowly topical then la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration lower left seven can you get the suction a bit closer thanks rubber dam amalgam and caries removed pulp exposed and bleeding freely pulp extirpated lower left seven three canals found irrigated with sodium hypochlorite ledermix and cavit occlusion reduced told her to take paracetamol not ibuprofen because of the allergy next visit complete root canal lower left seven in two weeks",
    expect: {
      CC: "Emergency appointment. She's had throbbing toothache lower left for 3 days worse at night and lying down. Keeps her awake",
      'MED HX': 'No changes. Asthma. Uses a brown and a blue inhaler. Allergic to ibuprofen',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['LL7', 'Large MOD amalgam with recurrent caries distally lingering pain to cold about 30 seconds tender to percussion'],
        ['LL6', 'Sound'],
        ['LL8', 'Sound'],
      ],
      RADIO:
        'Periapical of LL7 deep distal caries close to the pulp. Widened periodontal ligament space on the mesial root',
      DX: ['Symptomatic irreversible pulpitis LL7'],
      CONSULT:
        'Discussed options root canal treatment or extraction. She wants to keep it if she can. Told her to take paracetamol not ibuprofen because of the allergy',
      'TX TODAY': ['Extirpation LL7'],
      TX: [
        'Topical',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL7',
        'Rubber dam',
        'Amalgam and caries removed',
        'Pulp exposed and bleeding freely',
        'Pulp extirpated LL7',
        '3 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion reduced',
      ],
      NOTES: "She said she's terrified of needles so we took it slowly",
      NV: ['Complete RCT LL7 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h38-13-uk-typed-palmer-child-exam-lld-lrd-d-cavities-fv-nv-fs-gic-pmc',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '7 y/o w/ dad, routine exam. No probs. MH: fit + well, NKDA. IO: soft tissues NAD. OH poor, plaque on upper molars. LLD, LRD D cavities. LLE, LRE sound. UR6, UL6, LL6, LR6 erupted, deep stained fissures, caries free. URA, ULA exfoliated, UR1, UL1 erupting. 2 BWs: LLD, LRD D caries into dentine, close to pulp on LRD. Dx: caries LLD, LRD. Diet: squash + biscuits after school, advised water or milk only between meals. FV 22,600 ppm applied. TBI w/ dad. NV: FS UR6, UL6, LL6, LR6, then D GIC LLD and PMC LRD. Recall 3/12.',
    expect: {
      CC: 'Routine exam. No probs',
      'MED HX': 'Fit + well, NKDA',
      INTRA: 'Soft tissues NAD',
      PERIO: 'OH poor, plaque on upper molars',
      DENTAL: [
        ['LLD', 'D cavities'],
        ['LRD', 'D cavities'],
        ['LLE', 'Sound'],
        ['LRE', 'Sound'],
        ['UR6', 'Erupted, deep stained fissures, caries free'],
        ['UL6', 'Erupted, deep stained fissures, caries free'],
        ['LL6', 'Erupted, deep stained fissures, caries free'],
        ['LR6', 'Erupted, deep stained fissures, caries free'],
        ['URA', 'Exfoliated'],
        ['ULA', 'Exfoliated'],
        ['UR1', 'Erupting'],
        ['UL1', 'Erupting'],
      ],
      RADIO: '2 BWs: LLD, LRD D caries into dentine, close to pulp on LRD',
      DX: ['Caries LLD, LRD'],
      CONSULT: 'Diet: squash + biscuits after school, advised water or milk only between meals',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied', 'TBI w/ dad'],
      NOTES: '7 y/o w/ dad',
      NV: ['Fissure sealant UR6, UL6, LL6, LR6', 'D GIC LLD', 'SSC LRD'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h38-14-uk-asr-palmer-emergency-pericoronitis-lr8-irrigation-appends-chart-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's got a sore gum at the back lower right and a funny taste since monday can't open fully medical history fit and well no meds no allergies extra oral slightly tender submandibular node on the right mouth opening about three fingers intra oral lower right eight partially erupted operculum red and swollen food trapped underneath upper right eight over erupted biting on the flap lower right seven sound no caries diagnosis pericoronitis lower right eight irrigated under the operculum with chlorhexidine um and saline ohi single tufted brush advised hot salt water mouthwashes explained no antibiotics needed as no spreading infection he asked if it needs to come out explained if it keeps flaring up we'd refer him review one week",
    appends: ['add to chart lower right six occlusal amalgam sound', "add to notes he's got exams next week so wanted it sorted"],
    expect: {
      CC: "Emergency. He's got a sore gum at the back lower right and a funny taste since Monday. Can't open fully",
      'MED HX': 'Fit and well. No meds. No allergies',
      EXTRA: 'Slightly tender submandibular node on the right. Mouth opening about 3 fingers',
      DENTAL: [
        ['LR8', 'Partially erupted operculum red and swollen food trapped underneath'],
        ['UR8', 'Over erupted biting on the flap'],
        ['LR7', 'Sound no caries'],
        ['LR6', 'O amalgam sound'],
      ],
      DX: ['Pericoronitis LR8'],
      CONSULT:
        "Advised hot salt water mouthwashes. Explained no antibiotics needed as no spreading infection. He asked if it needs to come out. Explained if it keeps flaring up we'd refer him",
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: ['Irrigated under the operculum with chlorhexidine and saline', 'OHI single tufted brush'],
      NOTES: "He's got exams next week so wanted it sorted",
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h38-15-uk-typed-palmer-crown-prep-ur6-full-gold-private-fee-appends-treatment-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Crown prep UR6, RCT'd 2019, MOD comp failing. MH: no change, lansoprazole, NKDA. UR6 RCT, MOD comp, MP cusp cracked, not TTP. UR5, UR7 sound. Pt chose full gold as he grinds. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UR6. Old comp removed, core rebuilt w/ composite. Crown prep UR6 for full gold crown. Cord 00. Impressions: Aquasil heavy + light body, alginate opposing, bite reg. Temp crown Protemp, cemented TempBond. Occlusion checked. POIG. Fee £520 quoted, 50% deposit paid. NV: crown fit UR6 2/52.",
    appends: ['Add to treatment: shade not needed (gold).', 'Add to notes: pt asked for afternoon appts, works mornings.'],
    expect: {
      CC: "Crown prep UR6, RCT'd 2019, MOD comp failing",
      'MED HX': 'No change, lansoprazole, NKDA',
      DENTAL: [
        ['UR6', 'RCT, MOD comp, MP cusp cracked, not TTP'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      CONSULT: 'Pt chose full gold as he grinds. Fee £520 quoted, 50% deposit paid',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Old comp removed',
        'Core rebuilt w/ composite',
        'Crown prep UR6 for full gold crown',
        'Cord 00',
        'Impressions: Aquasil heavy + light body',
        'Alginate opposing',
        'Bite reg',
        'Temp crown Protemp',
        'Cemented TempBond',
        'Occlusion checked',
        'POIG',
        'Shade not needed (gold)',
      ],
      NOTES: 'Pt asked for afternoon appts, works mornings',
      NV: ['Crown fit UR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'h38-16-uk-typed-palmer-emergency-ul1-post-crown-recemented-guarded',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emerg. UL1 post crown came out eating a sandwich last night, has it in a bag. No pain. MH: no change, NKDA. UL1 post crown debonded, post still in crown, root face sound, no caries. UL2, UR1 sound. PA UL1: RCT good, no PA pathology. Options: recement vs new post crown. Pt wants recement for now. No LA. Crown + post cleaned, canal cleaned w/ chlorhexidine, tried in, fits well. Post crown recemented UL1 w/ RelyX Unicem. Occlusion checked, clear in protrusion. Warned may come out again, long-term prognosis guarded. Review at recall.',
    expect: {
      CC: 'Emerg. UL1 post crown came out eating a sandwich last night, has it in a bag. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL1', 'Post crown debonded, post still in crown, root face sound, no caries'],
        ['UL2', 'Sound'],
        ['UR1', 'Sound'],
      ],
      RADIO: 'PA UL1: RCT good, no PA pathology',
      CONSULT:
        'Options: recement vs new post crown. Pt wants recement for now. Warned may come out again, long-term prognosis guarded',
      'TX TODAY': ['Crown recement UL1'],
      TX: [
        'No LA',
        'Crown + post cleaned',
        'Canal cleaned w/ chlorhexidine',
        'Tried in',
        'Fits well',
        'Post crown recemented UL1 w/ RelyX Unicem',
        'Occlusion checked',
        'Clear in protrusion',
      ],
      'F/U': 'Review at recall',
    },
  }),
  defineCase({
    id: 'h38-17-uk-typed-palmer-child-ortho-opinion-ur3-ul3-ure-ule-referral-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "12 y/o attended w/ mum for ortho opinion, mum worried about 'fangs'. MH: fit + well, NKDA. EO: skeletal II, competent lips. IO: OJ 7 mm, OB increased, complete to palate. UR3, UL3 buccally placed, erupting. URE, ULE retained, mobile. LL6, LR6 FS intact. OH good. OPG: all permanent teeth present incl. 8s, no ectopic canines. Dx: class II div 1 malocclusion, IOTN DHC 4. Discussed NHS eligibility, waiting list ~18 months. Mum + pt keen. Plan: referral to orthodontist, XLA URE, ULE if not exfoliated by next recall.",
    expect: {
      CC: "Ortho opinion, mum worried about 'fangs'",
      'MED HX': 'Fit + well, NKDA',
      EXTRA: 'Skeletal II, competent lips',
      INTRA: 'OJ 7 mm, OB increased, complete to palate',
      PERIO: 'OH good',
      DENTAL: [
        ['UR3', 'Buccally placed, erupting'],
        ['UL3', 'Buccally placed, erupting'],
        ['URE', 'Retained, mobile'],
        ['ULE', 'Retained, mobile'],
        ['LL6', 'FS intact'],
        ['LR6', 'FS intact'],
      ],
      RADIO: 'OPG: all permanent teeth present incl. 8s, no ectopic canines',
      DX: ['Class II div 1 malocclusion', 'IOTN DHC 4'],
      CONSULT: 'Discussed NHS eligibility, waiting list ~18 months. Mum + pt keen',
      'TX PLAN': ['Referral to orthodontist', 'Extraction URE, ULE if not exfoliated by next recall'],
      NOTES: '12 y/o attended w/ mum',
    },
  }),
  defineCase({
    id: 'h38-18-uk-asr-palmer-review-ul4-rct-dr-name-date-placeholders-high-spot-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "review of the upper left four root canal finished by dr [NAME] on [DATE] she says it's still a bit tender when she bites on it er medical history no changes on sertraline no allergies extra oral nad upper left four mesial occlusal distal composite intact slightly tender to percussion no swelling no sinus probing depths normal upper left three and upper left five sound pa upper left four root filling well condensed to length small periapical radiolucency unchanged from the post op film diagnosis healing apical periodontitis upper left four occlusion checked high spot on the composite adjusted explained it can take a few months to settle and for the shadow to shrink she asked if she still needs a crown told her yes ideally in the next few months review three months with a pa",
    expect: {
      CC: "Review of UL4 root canal finished by Dr [NAME] on [DATE]. She says it's still a bit tender when she bites on it",
      'MED HX': 'No changes. On sertraline. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['UL4', 'MOD composite intact slightly tender to percussion no swelling no sinus probing depths normal'],
        ['UL3', 'Sound'],
        ['UL5', 'Sound'],
      ],
      RADIO:
        'PA UL4 root filling well condensed to length. Small periapical radiolucency unchanged from the post-op film',
      DX: ['Healing apical periodontitis UL4'],
      CONSULT:
        'Explained it can take a few months to settle and for the shadow to shrink. She asked if she still needs a crown. Told her yes ideally in the next few months',
      TX: ['Occlusion checked', 'High spot on the composite adjusted'],
      'F/U': 'Review 3 months with a PA',
    },
  }),

  // ---------------------------------------------------------------- 3. San Jose, California general practice (Universal)
  defineCase({
    id: 'h38-19-us-asr-periodic-exam-chart-2-fractured-l-cusp-i-mean-amalgam-prophy-by-hygienist',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam no complaints medical history no changes takes metformin and lisinopril no allergies blood pressure one twenty eight over eighty two extraoral within normal limits intraoral within normal limits psr two two two three two two charting number two mesial occlusal distal amalgam fractured lingual cusp number three crown number fourteen occlusal composite I mean occlusal amalgam number nineteen distal occlusal composite with recurrent decay number thirty root canal treated with a crown number thirty one sound four bitewings recurrent decay under the distal of nineteen diagnosis recurrent caries number nineteen fractured cusp number two uh prophy by the hygienist discussed a crown on number two and replacing the filling on number nineteen she asked if insurance will cover the crown front desk to send a preauthorization next visit distal occlusal composite number nineteen recall six months',
    expect: {
      CC: 'Periodic exam. No complaints',
      'MED HX': 'No changes. Takes metformin and lisinopril. No allergies. Blood pressure 128/82',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      DENTAL: [
        ['2', 'MOD amalgam fractured L cusp', 'L cusp'],
        ['3', 'Crown'],
        ['14', 'O amalgam'],
        ['19', 'DO composite with recurrent decay'],
        ['30', 'Root canal treated with a crown'],
        ['31', 'Sound'],
      ],
      RADIO: '4 bitewings. Recurrent decay under the distal of #19',
      DX: ['Recurrent caries #19', 'Fractured cusp #2'],
      CONSULT:
        'Discussed a crown on #2 and replacing the filling on #19. She asked if insurance will cover the crown. Front desk to send a preauthorization',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy by the hygienist'],
      NV: ['DO composite #19'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h38-20-us-typed-terse-crown-seat-3-pfz-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Seat crown #3 (PFZ). No sensitivity w/ temp. Med hx: no change. No LA. Temp off, prep cleaned. Contacts OK, margins closed on BWX. Occlusion adj. Cemented w/ RelyX Luting. Excess removed. POI. Recall 6 mo.',
    expect: {
      CC: 'Seat crown #3 (PFZ). No sensitivity w/ temp',
      'MED HX': 'No change',
      'TX TODAY': ['Crown fit #3'],
      TX: [
        'No LA',
        'Temp off',
        'Prep cleaned',
        'Contacts OK',
        'Margins closed on BWX',
        'Occlusion adj',
        'Cemented w/ RelyX Luting',
        'Excess removed',
        'POI',
      ],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h38-21-us-asr-limited-exam-cracked-tooth-30-daughter-interprets-fluoride-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'limited exam patient speaks spanish her daughter interpreted pain on biting lower right for two weeks sharp when she lets go also sensitive to cold medical history high cholesterol on atorvastatin allergic to sulfa drugs extraoral within normal limits number thirty large mesial occlusal distal amalgam crack line on the distal marginal ridge positive bite test on the distolingual cusp normal cold response no lingering not tender to percussion number thirty one sound number twenty nine distal occlusal composite sound pa of thirty no periapical changes diagnosis cracked tooth number thirty reversible pulpitis explained she needs a crown to hold the tooth together she may need a root canal later if symptoms get worse she agreed daughter asked about cost gave them the estimate today reduced the occlusion on thirty placed fluoride varnish for the sensitivity advised avoid chewing on the right next visit crown prep number thirty',
    expect: {
      CC: 'Limited exam. Pain on biting lower right for 2 weeks. Sharp when she lets go. Sensitive to cold',
      'MED HX': 'High cholesterol on atorvastatin. Allergic to sulfa drugs',
      EXTRA: 'Within normal limits',
      DENTAL: [
        [
          '30',
          'Large MOD amalgam crack line on the D marginal ridge positive bite test on the DL cusp normal cold response no lingering not tender to percussion',
        ],
        ['31', 'Sound'],
        ['29', 'DO composite sound'],
      ],
      RADIO: 'PA of #30 no periapical changes',
      DX: ['Cracked tooth #30', 'Reversible pulpitis'],
      CONSULT:
        'Explained she needs a crown to hold the tooth together. She may need a root canal later if symptoms get worse. She agreed. Daughter asked about cost. Gave them the estimate. Advised avoid chewing on the right',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Reduced the occlusion #30', 'Placed fluoride varnish for the sensitivity'],
      NOTES: 'Patient speaks Spanish. Her daughter interpreted',
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'h38-22-us-typed-srp-ur-lr-dr-name-date-placeholders-arestin-mobility-25-26',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR, 1st of 2 visits, as planned by Dr [NAME] on [DATE]. Med hx: no changes, prediabetic, NKDA. Former smoker (quit 2019). 4-6 mm pockets UR + LR, 7 mm #2 DB and #31 D. BOP 42%. #25 and #26 class I mobility. Dx: generalized periodontitis stage III grade B. LA: 3 carps 2% lido 1:100k epi, R IANB + buccal infiltration #2-#5. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin placed in #2 DB and #31 D pockets. OHI: Waterpik + interdental brushes. Pt asked if teeth will get looser; explained should stabilize if pockets improve. NV: SRP UL + LL in 1 wk.',
    expect: {
      CC: 'SRP UR + LR, 1st of 2 visits, as planned by Dr [NAME] on [DATE]',
      'MED HX': 'No changes, prediabetic, NKDA. Former smoker (quit 2019)',
      PERIO: '4-6 mm pockets UR + LR, 7 mm #2 DB and #31 D. BOP 42%',
      DENTAL: [
        ['25', 'Class I mobility'],
        ['26', 'Class I mobility'],
      ],
      DX: ['Generalized periodontitis stage III grade B'],
      CONSULT: 'Pt asked if teeth will get looser; explained should stabilize if pockets improve',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #2-#5',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin placed in #2 DB and #31 D pockets',
        'OHI: Waterpik + interdental brushes',
      ],
      NV: ['SRP UL + LL in 1 wk'],
    },
  }),
  defineCase({
    id: 'h38-23-us-asr-mo-composite-12-o-composite-13-latex-vitrebond-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for two fillings upper left number twelve and thirteen nothing new medically still allergic to latex extraoral within normal limits intraoral soft tissues normal number twelve mesial occlusal caries number thirteen occlusal caries number eleven sound one carpule articaine four percent one to one hundred thousand epi buccal infiltration twelve and thirteen uh nonlatex rubber dam caries removed on twelve deep mesially so placed vitrebond liner sectional matrix and wedge etched bonded mesial occlusal composite number twelve shade a two occlusal composite number thirteen shade a two cured adjusted the bite polished she said she couldn't feel a thing recall as scheduled",
    appends: ['add to treatment post op instructions given', 'add to notes she prefers text reminders'],
    expect: {
      CC: '2 fillings upper left #12 and #13',
      'MED HX': 'Nothing new medically. Still allergic to latex',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['12', 'MO caries'],
        ['13', 'O caries'],
        ['11', 'Sound'],
      ],
      'TX TODAY': ['MO composite #12', 'O composite #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Nonlatex rubber dam',
        'Caries removed #12 deep mesially',
        'Placed Vitrebond liner',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'MO composite #12',
        'Shade A2',
        'O composite #13',
        'Shade A2',
        'Cured',
        'Adjusted the bite',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: "She said she couldn't feel a thing. She prefers text reminders",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h38-24-us-typed-wisdom-teeth-consult-pericoronitis-32-referral-dr-name-phone',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consult re wisdom teeth. Intermittent pain LR back x 3 months, worse past week. Med hx: healthy, Adderall for ADHD, NKDA. EO: WNL, no lymphadenopathy. IO: operculum over #32 mildly inflamed, no pus. #1, #16 erupted, no opposing contact. #17 not visible. #32 partially erupted. Pano: #17 and #32 mesioangular impactions, #32 roots close to IAN canal. Dx: pericoronitis #32 (mild), impacted #17, #32. Discussed removing all 4 under IV sedation vs monitoring. Pt wants all 4 out over winter break. Referred to Dr [NAME] (OMS) for extraction of #1, #16, #17, #32. Gave pt the OMS office number [PHONE]. Rx chlorhexidine 0.12% rinse BID x 1 wk. Call if swelling or trouble swallowing.',
    expect: {
      CC: 'Consult re wisdom teeth. Intermittent pain LR back x 3 months, worse past week',
      'MED HX': 'Healthy, Adderall for ADHD, NKDA',
      EXTRA: 'WNL, no lymphadenopathy',
      INTRA: 'Operculum over #32 mildly inflamed, no pus',
      DENTAL: [
        ['1', 'Erupted, no opposing contact'],
        ['16', 'Erupted, no opposing contact'],
        ['17', 'Not visible'],
        ['32', 'Partially erupted'],
      ],
      RADIO: 'Pano: #17 and #32 mesioangular impactions, #32 roots close to IAN canal',
      DX: ['Pericoronitis #32 (mild)', 'Impacted #17, #32'],
      CONSULT: 'Discussed removing all 4 under IV sedation vs monitoring. Pt wants all 4 out over winter break',
      TX: ['Rx chlorhexidine 0.12% rinse BID x 1 wk'],
      'TX PLAN': ['Referred to Dr [NAME] (OMS) for extraction of #1, #16, #17, #32'],
      NOTES: 'Gave pt the OMS office number [PHONE]',
      'F/U': 'Call if swelling or trouble swallowing',
    },
  }),
  defineCase({
    id: 'h38-25-us-asr-single-visit-rct-8-necrotic-discolored-softball-internal-bleaching-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for the root canal on number eight she hit it playing softball in high school and it's gone dark over the years no pain medical history no changes on birth control no allergies number eight discolored gray not tender to percussion no response to cold or ept numbers seven and nine respond normally pa of eight large periapical radiolucency wide open canal diagnosis pulp necrosis with asymptomatic apical periodontitis number eight went over the risks she signed consent two carpules lidocaine two percent one to one hundred thousand epi labial infiltration eight and nasopalatine block rubber dam access through the cingulum one wide canal working length twenty three millimeters to the incisal edge confirmed with the apex locator and a pa cleaned and shaped to size fifty irrigated with sodium hypochlorite and edta dried with paper points obturated number eight warm vertical with gutta percha and sealer composite placed over the access post op pa good fill slight sealer extrusion she asked about whitening the dark tooth told her we can try internal bleaching in a few weeks she'll think about it review in six months with a pa",
    expect: {
      CC: "Root canal on #8. She hit it playing softball in high school. It's gone dark over the years. No pain",
      'MED HX': 'No changes. On birth control. No allergies',
      DENTAL: [
        ['8', 'Discolored gray not tender to percussion no response to cold or EPT'],
        ['7', 'Respond normally'],
        ['9', 'Respond normally'],
      ],
      RADIO: 'PA of #8 large periapical radiolucency. Wide open canal. Post-op PA good fill. Slight sealer extrusion',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT:
        "Went over the risks. She asked about whitening the dark tooth. Told her we can try internal bleaching in a few weeks. She'll think about it",
      CONSENT: 'She signed consent',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration #8 + nasopalatine block',
        'Rubber dam',
        'Access through the cingulum',
        '1 wide canal',
        'Working length 23 mm to the incisal edge confirmed with the apex locator and a PA',
        'Cleaned and shaped to size 50',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Obturated #8 warm vertical with gutta percha and sealer',
        'Composite placed over the access',
      ],
      'F/U': 'Review in 6 months with a PA',
    },
  }),
  defineCase({
    id: 'h38-26-us-typed-in-office-whitening-title-from-cc-composite-veneers-8-9',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'In-office whitening, consult done last month. No sensitivity currently. Med hx: no changes, NKDA. #8, #9 composite veneers. Pre-op shade A3 (Vita), photos. Cheek retractor, OpalDam on gingiva. Opalescence Boost 40%, 3 x 20 min. Gingiva checked between applications, no burns. Post-op shade B1. Pt thrilled. Pt aware #8, #9 veneers won\'t change color, may want to replace them. Advised avoid coffee and red wine for 48 hrs, Sensodyne if sensitive. NV: replace composite veneers #8, #9 in 2 wks if pt wants.',
    expect: {
      CC: 'In-office whitening, consult done last month. No sensitivity currently',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['8', 'Composite veneers'],
        ['9', 'Composite veneers'],
      ],
      CONSULT:
        "Pt aware #8, #9 veneers won't change color, may want to replace them. Advised avoid coffee and red wine for 48 hrs, Sensodyne if sensitive",
      'TX TODAY': ['Whitening'],
      TX: [
        'Pre-op shade A3 (Vita)',
        'Photos',
        'Cheek retractor',
        'OpalDam on gingiva',
        'Opalescence Boost 40%',
        '3 x 20 min',
        'Gingiva checked between applications',
        'No burns',
        'Post-op shade B1',
      ],
      NOTES: 'Pt thrilled',
      NV: ['Replace composite veneers #8, #9 in 2 wks if pt wants'],
    },
  }),
  defineCase({
    id: 'h38-27-us-asr-long-new-patient-comprehensive-fmx-psr-chart-tx-plan-srp-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she moved here from oregon last month hasn't seen a dentist in about four years wants a cleaning says her bite feels off on the left medical history hypothyroidism on levothyroxine seasonal allergies takes zyrtec allergic to codeine doesn't smoke social drinker blood pressure one eighteen over seventy six extraoral tmj clicking on the left on opening no pain muscles non tender intraoral linea alba bilateral tori on the lower lingual otherwise normal psr three three two three two three generalized bleeding heavy calculus lower anteriors charting numbers one sixteen seventeen and thirty two missing number three mesial occlusal amalgam sound number five distal caries number twelve mesial occlusal distal composite open margin number fourteen crown with recession on the buccal number nineteen mesial occlusal distal amalgam cracked mesiolingual cusp number thirty occlusal composite sound full mouth series number five distal caries into dentin number twelve recurrent caries mesially number nineteen no periapical pathology generalized horizontal bone loss about twenty percent diagnosis generalized periodontitis stage two grade b caries numbers five and twelve cracked tooth number nineteen um discussed that she needs deep cleanings first then fillings then a crown on nineteen she wants to start with the cleanings treatment plan scaling and root planing four quadrants disto occlusal sorry distal composite number five mesial occlusal distal composite number twelve crown number nineteen next visit scaling and root planing upper right and lower right",
    expect: {
      CC: "New patient comprehensive exam. She moved here from Oregon last month. Hasn't seen a dentist in about 4 years. Wants a cleaning. Says her bite feels off on the left",
      'MED HX':
        "Hypothyroidism on levothyroxine. Seasonal allergies. Takes Zyrtec. Allergic to codeine. Doesn't smoke. Social drinker. Blood pressure 118/76",
      EXTRA: 'TMJ clicking on the left on opening. No pain. Muscles non tender',
      INTRA: 'Linea alba. Bilateral tori on the lower lingual. Otherwise normal',
      PERIO: 'PSR 3 3 2 / 3 2 3. Generalized bleeding. Heavy calculus lower anteriors',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam sound'],
        ['5', 'D caries'],
        ['12', 'MOD composite open margin'],
        ['14', 'Crown with recession on the buccal'],
        ['19', 'MOD amalgam cracked ML cusp'],
        ['30', 'O composite sound'],
      ],
      RADIO:
        'Full mouth series. #5 distal caries into dentin. #12 recurrent caries mesially. #19 no periapical pathology. Generalized horizontal bone loss about 20%',
      DX: ['Generalized periodontitis stage 2 grade B', 'Caries #5, #12', 'Cracked tooth #19'],
      CONSULT:
        'Discussed that she needs deep cleanings first then fillings then a crown on #19. She wants to start with the cleanings',
      'TX PLAN': ['SRP 4 quadrants', 'D composite #5', 'MOD composite #12', 'Crown #19'],
      NV: ['SRP upper right and lower right'],
    },
  }),

  // ---------------------------------------------------------------- 4. Sarasota, Florida family practice (Universal, primary letters)
  defineCase({
    id: 'h38-28-us-asr-immediate-upper-denture-1-week-check-flange-adjusted-reline-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "one week check on her immediate upper denture we took out seven teeth last wednesday sore on the right side when she chews medical history no changes takes eliquis for atrial fibrillation and metoprolol no allergies extraoral within normal limits intraoral extraction sites healing well no signs of infection sore spot on the right buccal vestibule in the premolar area numbers twenty two and twenty seven sound denture seating well good retention adjusted the denture flange on the right buccal with an acrylic bur checked with pressure indicating paste polished told her to keep it in except for cleaning and to rinse with warm salt water she asked when she'll get a permanent one explained we'll reline it in three months once the gums shrink next visit denture adjustment in two weeks",
    expect: {
      CC: '1 week check on her immediate upper denture. We took out 7 teeth last Wednesday. Sore on the right side when she chews',
      'MED HX': 'No changes. Takes Eliquis for atrial fibrillation and metoprolol. No allergies',
      EXTRA: 'Within normal limits',
      INTRA:
        'Extraction sites healing well. No signs of infection. Sore spot on the right buccal vestibule in the premolar area. Denture seating well. Good retention',
      DENTAL: [
        ['22', 'Sound'],
        ['27', 'Sound'],
      ],
      CONSULT:
        "Told her to keep it in except for cleaning and to rinse with warm salt water. She asked when she'll get a permanent one. Explained we'll reline it in 3 months once the gums shrink",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Adjusted the denture flange on the right buccal with an acrylic bur',
        'Checked with pressure indicating paste',
        'Polished',
      ],
      NV: ['Denture adjustment in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h38-29-us-typed-child-periodic-exam-letters-k-l-caries-shark-teeth-grandpa',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ grandpa. Periodic exam + prophy, no concerns. Med hx: asthma, albuterol PRN, NKDA. IO: soft tissues WNL. Plaque moderate, gingivitis around lower incisors. #A, #J sound. #K DO caries, #L O caries. #O, #P mobile, #24, #25 erupting lingually (shark teeth). #19, #30 partially erupted. 2 BWX: #K DO into dentin, #L O enamel only, #T sound. Dx: caries #K, #L. Prophy, FV, OHI w/ grandpa. Told grandpa the lower baby teeth should fall out on their own and the new ones will move forward. NV: DO composite #K, O composite #L. Recall 6 mo.',
    expect: {
      CC: 'Periodic exam + prophy, no concerns',
      'MED HX': 'Asthma, albuterol PRN, NKDA',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Plaque moderate, gingivitis around lower incisors',
      DENTAL: [
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'DO caries'],
        ['L', 'O caries'],
        ['O', 'Mobile'],
        ['P', 'Mobile'],
        ['24', 'Erupting lingually (shark teeth)'],
        ['25', 'Erupting lingually (shark teeth)'],
        ['19', 'Partially erupted'],
        ['30', 'Partially erupted'],
      ],
      RADIO: '2 BWX: #K DO into dentin, #L O enamel only, #T sound',
      DX: ['Caries #K, #L'],
      CONSULT: 'Told grandpa the lower baby teeth should fall out on their own and the new ones will move forward',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'FV', 'OHI w/ grandpa'],
      NOTES: '6 y/o w/ grandpa',
      NV: ['DO composite #K', 'O composite #L'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h38-30-us-asr-emergency-fractured-3-eliquis-extraction-surgicel-sutures-appends-rx-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit upper right broke off at the gumline yesterday eating a sandwich not really painful but sharp on his tongue medical history atrial fibrillation on eliquis took his dose this morning per his cardiologist type two diabetes hemoglobin a one c seven point one no allergies blood pressure one forty over eighty four extraoral within normal limits intraoral tongue slightly abraded on the right lateral border number three fractured at the gingival level old mesial occlusal distal amalgam with recurrent decay nonrestorable numbers two and four sound pa of three roots intact no periapical pathology diagnosis nonrestorable fractured number three discussed extraction versus root canal post and crown he wants it out signed consent two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three sectioned the roots with a high speed extracted number three in three pieces surgicel packed in the socket two three oh chromic gut sutures pressure with gauze bleeding controlled after ten minutes post op instructions given told him not to skip his eliquis some oozing overnight is normal next visit suture check in one week',
    appends: [
      'add to treatment rx acetaminophen five hundred milligrams every six hours as needed for pain',
      'add to notes his wife is driving him home',
    ],
    expect: {
      CC: 'Emergency visit. Upper right broke off at the gumline yesterday eating a sandwich. Not really painful but sharp on his tongue',
      'MED HX':
        'Atrial fibrillation on Eliquis. Took his dose this morning per his cardiologist. Type 2 diabetes. Hemoglobin A1c 7.1. No allergies. Blood pressure 140/84',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue slightly abraded on the right lateral border',
      DENTAL: [
        ['3', 'Fractured at the gingival level old MOD amalgam with recurrent decay nonrestorable', 'Not specified'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA of #3 roots intact. No periapical pathology',
      DX: ['Nonrestorable fractured #3'],
      CONSULT:
        'Discussed extraction versus root canal post and crown. He wants it out. Told him not to skip his Eliquis. Some oozing overnight is normal',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #3'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Sectioned the roots with a high speed',
        'Extracted #3 in 3 pieces',
        'Surgicel packed in the socket',
        '2 3-0 chromic gut sutures',
        'Pressure with gauze',
        'Bleeding controlled after 10 minutes',
        'Post-op instructions given',
        'Rx acetaminophen 500 mg every 6 hours as needed for pain',
      ],
      NOTES: 'His wife is driving him home',
      NV: ['Suture check in 1 week'],
    },
  }),
  defineCase({
    id: 'h38-31-us-typed-terse-perio-maintenance-psr-bop-18-recall-3-mo',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Perio maint. No c/o. Med hx: no change. PSR 3 2 3 / 3 2 3, BOP 18%, 5 mm #3 MB + #14 DB stable. Perio maint + polish. OHI. Recall 3 mo.',
    expect: {
      CC: 'Perio maint. No c/o',
      'MED HX': 'No change',
      PERIO: 'PSR 3 2 3 / 3 2 3, BOP 18%, 5 mm #3 MB + #14 DB stable',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Perio maint + polish', 'OHI'],
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'h38-32-us-asr-teen-emergency-9-mi-corner-fracture-mi-composite-pool-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency fourteen year old with dad he got elbowed in the mouth at the pool this morning chipped his front tooth he doesn't have the piece no loss of consciousness no other injuries medical history healthy no meds allergic to amoxicillin extraoral small abrasion on the lower lip intraoral upper lip frenum intact number nine mesial incisal corner fractured enamel and dentin no pulp exposure not mobile slightly tender to percussion responds to cold numbers eight and ten not mobile respond to cold two pas no root fractures normal pdl diagnosis uncomplicated crown fracture number nine no la needed isolation with cotton rolls etched bonded mesial incisal composite number nine shade a one contoured polished checked occlusion in protrusive soft diet for a week and watch for color change dad asked if it'll need a root canal explained we'll monitor it with cold tests review in four weeks with a pa",
    expect: {
      CC: "Emergency. He got elbowed in the mouth at the pool this morning. Chipped his front tooth. He doesn't have the piece. No loss of consciousness. No other injuries",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Small abrasion on the lower lip',
      INTRA: 'Upper lip frenum intact',
      DENTAL: [
        [
          '9',
          'MI corner fractured enamel and dentin no pulp exposure not mobile slightly tender to percussion responds to cold',
          'MI corner',
        ],
        ['8', 'Not mobile respond to cold'],
        ['10', 'Not mobile respond to cold'],
      ],
      RADIO: '2 PAs no root fractures. Normal PDL',
      DX: ['Uncomplicated crown fracture #9'],
      CONSULT:
        "Soft diet for a week. Watch for color change. Dad asked if it'll need a root canal. Explained we'll monitor it with cold tests",
      'TX TODAY': ['MI composite #9'],
      TX: [
        'No LA needed',
        'Isolation with cotton rolls',
        'Etched',
        'Bonded',
        'MI composite #9',
        'Shade A1',
        'Contoured',
        'Polished',
        'Checked occlusion in protrusive',
      ],
      NOTES: '14 year old with dad',
      'F/U': 'Review in 4 weeks with a PA',
    },
  }),
  defineCase({
    id: 'h38-33-us-typed-bridge-prep-28-30-pontic-29-pvs-temp-bridge-floss-threaders',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Bridge prep #28-#30 (pontic #29). Pt chose bridge over implant at consult. Med hx: no changes, HTN on losartan, NKDA. BP 136/82. #28 MO composite, #30 MOD amalgam w/ recurrent decay D. #29 missing, ridge good. LA: 3 carps 2% lido 1:100k epi, R IANB + long buccal. Old amalgam + decay removed #30, core buildup w/ composite. Bridge prep #28-#30 for PFM, 1 mm chamfer. Size 0 cord. Final impressions PVS, bite reg, shade A3. Temp bridge w/ Integrity, cemented TempBond NE. Occl checked. POI. Pt asked about floss threaders, demo'd. NV: bridge seat 2 wks.",
    expect: {
      CC: 'Bridge prep #28-#30 (pontic #29)',
      'MED HX': 'No changes, HTN on losartan, NKDA. BP 136/82',
      DENTAL: [
        ['28', 'MO composite'],
        ['30', 'MOD amalgam w/ recurrent decay D'],
        ['29', 'Missing, ridge good'],
      ],
      CONSULT: "Pt chose bridge over implant at consult. Pt asked about floss threaders, demo'd",
      'TX TODAY': ['Bridge prep #28-#30', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + long buccal',
        'Old amalgam + decay removed #30',
        'Core buildup w/ composite',
        'Bridge prep #28-#30 for PFM',
        '1 mm chamfer',
        'Size 0 cord',
        'Final impressions PVS',
        'Bite reg',
        'Shade A3',
        'Temp bridge w/ Integrity',
        'Cemented TempBond NE',
        'Occl checked',
        'POI',
      ],
      NV: ['Bridge fit 2 wks'],
    },
  }),
  defineCase({
    id: 'h38-34-us-asr-child-pulpotomy-ssc-k-mta-sorry-biodentine-mom-name-placeholder',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'five year old boy with mom here for the pulpotomy and crown on letter k no problems since the exam medical history healthy no allergies letter k large distal occlusal caries no swelling no mobility letter l occlusal sealant intact mom [NAME] signed consent topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed pulp exposure bleeding controlled with a cotton pellet in two minutes pulpotomy letter k with mta sorry with biodentine stainless steel crown letter k size four cemented with glass ionomer occlusion checked he watched paw patrol and did awesome told mom no chewy candy on that side watch for lip biting recall in six months',
    expect: {
      CC: 'Pulpotomy and crown on #K. No problems since the exam',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['K', 'Large DO caries no swelling no mobility'],
        ['L', 'Occlusal sealant intact'],
      ],
      CONSULT: 'Told mom no chewy candy on that side. Watch for lip biting',
      CONSENT: 'Mom [NAME] signed consent',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Bleeding controlled with a cotton pellet in 2 minutes',
        'Pulpotomy #K with Biodentine',
        'Stainless steel crown #K size 4',
        'Cemented with glass ionomer',
        'Occlusion checked',
      ],
      NOTES: '5 year old boy with mom. He watched Paw Patrol and did awesome',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h38-35-us-typed-night-guard-delivery-incisal-wear-appends-notes-change-4-to-6-wks',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Night guard delivery (upper hard acrylic). Pt reports morning headaches + jaw tightness, husband hears grinding. Med hx: no changes, sertraline, NKDA. EO: masseters tender L > R. #8, #9 incisal wear. #6, #11 wear facets. Guard tried in, retention good, rocking on R posterior, adjusted. Even contacts all teeth in CR, canine guidance in excursions. Pt comfortable. Insertion/removal + cleaning demo'd, store in case. NV: night guard check 4 wks.",
    appends: ['Add to notes: dog chewed her old store-bought guard.', 'Change 4 wks to 6 wks.'],
    expect: {
      CC: 'Night guard delivery (upper hard acrylic). Pt reports morning headaches + jaw tightness, husband hears grinding',
      'MED HX': 'No changes, sertraline, NKDA',
      EXTRA: 'Masseters tender L > R',
      DENTAL: [
        ['8', 'I wear'],
        ['9', 'I wear'],
        ['6', 'Wear facets'],
        ['11', 'Wear facets'],
      ],
      CONSULT: "Insertion/removal + cleaning demo'd, store in case",
      'TX TODAY': ['Night guard'],
      TX: [
        'Guard tried in',
        'Retention good',
        'Rocking on R posterior',
        'Adjusted',
        'Even contacts all teeth in CR',
        'Canine guidance in excursions',
      ],
      NOTES: 'Pt comfortable. Dog chewed her old store-bought guard',
      NV: ['Night guard check 6 wks'],
    },
  }),
  defineCase({
    id: 'h38-36-us-asr-assisted-living-limited-exam-sdf-root-caries-22-27-daughter-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited exam eighty four year old gentleman from assisted living his daughter brought him in she says he's been pulling at his mouth and not eating well medical history alzheimer's dementia on donepezil sorry on memantine high blood pressure on amlodipine no allergies daughter manages his meds extraoral within normal limits intraoral dry mouth food debris around the lower teeth lower partial denture not in he hasn't worn it in months numbers twenty two and twenty seven facial root caries number twenty one missing number twenty eight root tip not mobile no swelling diagnosis root caries numbers twenty two and twenty seven xerostomia discussed with the daughter that fillings are difficult with his cooperation so we'll use silver diamine fluoride to arrest the decay she agreed silver diamine fluoride twenty two and twenty seven fluoride varnish on all teeth prescribed prevident five thousand toothpaste for staff to use twice a day daughter asked about the root tip told her we'll leave it as it's not bothering him recall three months for sdf reapplication",
    expect: {
      CC: "Limited exam. She says he's been pulling at his mouth and not eating well",
      'MED HX': "Alzheimer's dementia on memantine. High blood pressure on amlodipine. No allergies. Daughter manages his meds",
      EXTRA: 'Within normal limits',
      INTRA:
        "Dry mouth. Food debris around the lower teeth. Lower partial denture not in. He hasn't worn it in months",
      DENTAL: [
        ['22', 'F root caries'],
        ['27', 'F root caries'],
        ['21', 'Missing'],
        ['28', 'Root tip not mobile no swelling'],
      ],
      DX: ['Root caries #22, #27', 'Xerostomia'],
      CONSULT:
        "Discussed with the daughter that fillings are difficult with his cooperation so we'll use silver diamine fluoride to arrest the decay. She agreed. Daughter asked about the root tip. Told her we'll leave it as it's not bothering him",
      'TX TODAY': ['SDF #22, #27', 'Fluoride varnish'],
      TX: [
        'Silver diamine fluoride #22, #27',
        'Fluoride varnish on all teeth',
        'Prescribed PreviDent 5000 toothpaste for staff to use twice a day',
      ],
      NOTES: '84 year old gentleman from assisted living. His daughter brought him in',
      'F/U': 'Recall 3 months for SDF reapplication',
    },
  }),
];
