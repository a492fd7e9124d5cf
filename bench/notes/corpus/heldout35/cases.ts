// The thirty-fifth held-out split (ids h35-01–h35-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is a Monday and a Tuesday at two practices, six visits per clinician, dictated the way each clinician really
// dictates: terse typed lines, full typed sentences and long recogniser run-ons, with section words said or not, remarks,
// the patient's words and questions, nurse asides, remarks to the patient while working, self-corrections ("sorry",
// "I mean", "scratch that") and fillers. Whatever came in: recall exams, fillings, extractions, emergencies, root canals,
// crowns, bridges, dentures, children, perio and hygiene visits, consultations.
//   h35-01–h35-06 US dentist one (Universal; h35-01, h35-03, h35-05 recogniser-style, h35-02, h35-04, h35-06 typed): an
//     emergency pulpectomy #3 with a nurse aside and "scratch that" in the prescription, a terse crown prep #30, two
//     composites with "I mean", a surgical extraction #32 told in sentences whose title comes from the CC, a crown seat
//     #19 (appended dictation), a whitening consultation with impressions for trays;
//   h35-07–h35-12 US dentist two (Universal, primary letters in h35-07; h35-07, h35-09, h35-11 recogniser-style, h35-08,
//     h35-10, h35-12 typed): a six-year-old's pulpotomy and SSC on #K, a terse walk-in partial denture easing, the second
//     visit of an RCT #8 with an access composite and internal bleaching planned, a new-patient comprehensive exam with
//     FMX and a treatment plan, a short crown recement #9, a night guard delivery (appended dictation);
//   h35-13–h35-18 US hygienist (Universal; h35-13, h35-15, h35-17 recogniser-style, h35-14, h35-16, h35-18 typed): an
//     adult prophy with varnish for sensitivity, SRP of two quadrants with two LA lines, a periodontal maintenance visit
//     with probing, a twelve-year-old in braces with sealants and varnish, a pregnant patient's prophy (appended
//     dictation), a nineteen-word prophy note;
//   h35-19–h35-24 UK dentist one (FDI; h35-19, h35-21, h35-23 recogniser-style, h35-20, h35-22, h35-24 typed): an NHS
//     check-up with charting and a nurse aside, a private crown prep 36 with two LA lines, a dry socket dressed (no
//     title), an NHS MOD amalgam (appended dictation), a seven-year-old's check-up with fissure sealants, an upper acrylic
//     partial denture fit told in sentences;
//   h35-25–h35-30 UK dentist two (FDI; h35-25, h35-27, h35-29 recogniser-style, h35-26, h35-28, h35-30 typed): an
//     emergency sectioned extraction 46 with a nurse aside and the patient's words, a terse perio recall with a plan, a
//     fifteen-year-old's fractured 11 with "scratch that" on the LA, a resin-bonded bridge fit (appended dictation),
//     pericoronitis irrigated, an anxious new patient referred for sedation;
//   h35-31–h35-36 UK dentist three who says Palmer words (Palmer; h35-31, h35-33, h35-34 recogniser-style with Palmer
//     words, h35-32, h35-35, h35-36 typed UR6 shorthand): a routine exam with "scratch that" in the charting, an NHS DO
//     composite LR5, an eight-year-old's extraction LLE with a remark to the child, a lower partial denture eased
//     (appended dictation), a second-stage RCT UL6, a short trauma review of UR1.
// US 18 (Universal, primary letters in h35-07), UK 18 (FDI 12, Palmer 6); 18 recogniser-style (lower case, number words,
// no punctuation, fillers, corrections) and 18 typed (terse shorthand in h35-02, h35-08, h35-14, h35-18, h35-20, h35-22,
// h35-26, h35-28, h35-32, h35-35, h35-36; full sentences in h35-04, h35-24; shorthand mixed with sentences in h35-06,
// h35-10, h35-12, h35-16, h35-30); 19 to 201 words (most 60 to 180); six cases with appended dictation (h35-05
// recogniser "also add to treatment …" / "add to notes …"; h35-12 typed "Add to notes: …" / a bare recall line; h35-17
// recogniser "add to chart …" / "add to notes …"; h35-22 typed "Add to treatment: …" / "Change … to …"; h35-28 typed
// "Add to notes: …" / "Change … to …"; h35-34 recogniser "add to notes …" / "also add to treatment …"). DENTAL in 34
// cases (not h35-13, h35-18; h35-17's only chart entry comes from its appended dictation).
//
// Judgement calls where the contract left room:
// - Titles: h35-04's steps say only "sectioned and removed" (no word of the table), so the title comes from the CC,
//   "Surgical extraction #32". h35-21 (dry socket after an extraction done on Thursday by a colleague): socket irrigation
//   and Alvogyl are no titles and the CC says the extraction was done before, so TX TODAY is empty. h35-29 "irrigated
//   under the operculum" is "Irrigation" (not a canal or a socket). h35-12 "night guard tried in … delivered" is "Night
//   guard". h35-06 alginate impressions for whitening trays are "Impressions" (the whitening is to come). h35-18 "Prophy.
//   … OHI. FV." takes "Prophy" from the CC, first, as TX names only the procedures that go along with it. h35-28
//   "Bridge cemented" is "Bridge fit" (no tooth in its item). h35-24 a partial denture "relieved" at its fit is "Denture
//   fit" only; h35-08 and h35-34 easings of a denture already worn are "Denture adjustment". "Duraphat 5000 toothpaste
//   prescribed" (h35-30) is no Fluoride varnish. "Pulpectomy #3", "#K pulpotomy … stainless steel crown #K" → "Pulpotomy
//   #K", "SSC #K"; "obturated eight" → "Obturation #8" with "L composite #8" for the access.
// - NV / TX PLAN use the table names: "internal bleaching number eight" → "Internal whitening #8 in 1 month", "seat
//   crown #30" → "Crown fit #30", "O comp 47" changed to "B comp 47" → "B composite 47", "S&P w/ hygienist" → "Scale and
//   polish w/ hygienist"; a referral (h35-30) and "Plan: monitor" (h35-36) are TX PLAN.
// - A child's age and who came with them, remarks about the patient and what the patient said about the result are
//   NOTES; a habit inside mum's report of the visit ("she still sucks her thumb at night") stays in the CC; anxiety and
//   who came are NOTES (h35-30). Questions with their answers, fees, quotes, NHS bands said as a remark, advice after
//   treatment and demonstrations ("Superfloss demonstrated", "shown how to insert, remove and clean it") are CONSULT;
//   "add to notes" puts even a question into NOTES.
// - Remarks to the patient while working ("you're doing really well aren't you") and nurse asides ("can I get the apex
//   locator please thanks", "could I have the luxators please", "can you pop that on the chart please thanks") are
//   dropped entirely.
// - "OH good" / "OH poor" and plaque are PERIO; "No active caries" of the mouth and an anterior open bite are INTRA; a
//   socket and an ulcer "near the lower left four" are INTRA with no chart entry (rule 7); a tooth-first mobility is a
//   chart entry; pockets said measure first stay in PERIO.
// - "scratch that" drops the whole clause before it, also a full LA line (h35-27 → "No LA needed") and a prescription
//   (h35-01); "X sorry Y" replaces the smallest unit said again.
// - Two LA lines typed as two sentences are two LA items; "3 carpules … given as a right IANB and buccal infiltration"
//   with no tooth keeps no tooth.
// - Appends: "add to treatment …" adds a TX item at the end ("also" dropped), "add to chart …" a DENTAL entry, "add to
//   notes …" NOTES, a bare "Recall 3 months, check night guard." sets the F/U, and "change X to Y" edits the one place X
//   is said (h35-22's NV, h35-28's review, written "Review 4 weeks").
// - The patient's words are kept as said inside their field ("She said I want to keep it if I can", "He said just take
//   it out doc" are CONSULT, being the decision); "sugars well controlled he says" stays in MED HX; a blood pressure
//   typed as its own sentence after the history is MED HX.
// - "worn incisal edges" keeps "incisal edge" in words (rule 4); "fractured mesial incisal corner" → "Fractured MI
//   corner", fracture "MI corner"; "sharp lingual cusp chipped" → "L cusp" with no fracture (chipped is not fractured).
// - In recogniser-style text fields a new clause starts a new sentence; chart conditions keep the spoken run without
//   added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout35Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. US dentist one (Universal)
  defineCase({
    id: 'h35-01-us-asr-emergency-pulpectomy-3-nurse-aside-rx-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay emergency she's had pain upper right all weekend kept her up last night ibuprofen isn't helping medical history no changes type two diabetes on metformin allergic to penicillin extraoral no swelling intraoral soft tissues within normal limits number three large mesial occlusal distal amalgam with recurrent decay distally lingering pain to cold over thirty seconds tender to percussion numbers two and four sound pa of three deep decay close to the pulp widened pdl on the palatal root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number three talked about root canal and crown versus extraction she said I want to keep it if I can consent signed two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration three rubber dam amalgam and decay removed pulp bleeding heavily on exposure pulpectomy number three um can I get the apex locator please thanks three canals found mb two not located working lengths with the apex locator irrigated with sodium hypochlorite calcium hydroxide placed cotton pellet and cavit occlusion reduced rx ibuprofen six hundred scratch that rx ibuprofen eight hundred milligrams every eight hours for three days next visit finish root canal number three in two weeks",
    expect: {
      CC: "Emergency. She's had pain upper right all weekend. Kept her up last night. Ibuprofen isn't helping",
      'MED HX': 'No changes. Type 2 diabetes on metformin. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues within normal limits',
      DENTAL: [
        ['3', 'Large MOD amalgam with recurrent decay distally lingering pain to cold over 30 seconds tender to percussion'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA of #3 deep decay close to the pulp. Widened PDL on the palatal root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #3'],
      CONSULT: 'Talked about root canal and crown versus extraction. She said I want to keep it if I can',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Amalgam and decay removed',
        'Pulp bleeding heavily on exposure',
        'Pulpectomy #3',
        '3 canals found',
        'MB2 not located',
        'Working lengths with the apex locator',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 800 mg every 8 hours for 3 days',
      ],
      NV: ['Finish RCT #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h35-02-us-typed-terse-crown-prep-30-ml-cusp-broke-core-paste-itero',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #30, ML cusp broke 2 wks ago. Med hx: NC, NKDA. #30 MOD amalgam, ML cusp missing, no TTP, cold WNL. #31 sound. 2 carps 2% lido 1:100k epi R IANB. Amalgam removed, core buildup w/ Core Paste. Crown prep #30 for full zirconia, 00 cord, digital scan (iTero), shade A3. Temp crown Integrity, TempBond. Occl checked. POI. NV seat crown #30 3 wks.',
    expect: {
      CC: 'Crown prep #30, ML cusp broke 2 wks ago',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['30', 'MOD amalgam, ML cusp missing, no TTP, cold WNL'],
        ['31', 'Sound'],
      ],
      'TX TODAY': ['Crown prep #30', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Amalgam removed',
        'Core buildup w/ Core Paste',
        'Crown prep #30 for full zirconia',
        '00 cord',
        'Digital scan (iTero)',
        'Shade A3',
        'Temp crown Integrity',
        'TempBond',
        'Occl checked',
        'POI',
      ],
      NV: ['Crown fit #30 3 wks'],
    },
  }),
  defineCase({
    id: 'h35-03-us-asr-do-composite-20-o-composite-21-i-mean-coffee-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for two fillings lower left nothing new with her health no allergies number twenty distal occlusal caries number twenty one occlusal caries uh number nineteen crown intact two carpules lidocaine two percent one to one hundred thousand epi left ianb isolite caries removed from twenty sectional matrix and wedge etched bonded distal occlusal composite number twenty shade a three then occlusal composite twenty two I mean twenty one shade a three cured polished bite adjusted she asked if the white fillings will stain with her coffee told her a little over time recall in six months",
    expect: {
      CC: '2 fillings lower left',
      'MED HX': 'Nothing new with her health. No allergies',
      DENTAL: [
        ['20', 'DO caries'],
        ['21', 'O caries'],
        ['19', 'Crown intact'],
      ],
      CONSULT: 'She asked if the white fillings will stain with her coffee. Told her a little over time',
      'TX TODAY': ['DO composite #20', 'O composite #21'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Isolite',
        'Caries removed from #20',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #20',
        'Shade A3',
        'O composite #21',
        'Shade A3',
        'Cured',
        'Polished',
        'Bite adjusted',
      ],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h35-04-us-typed-sentences-surgical-extraction-32-title-from-cc-pano',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for surgical extraction of #32 as planned. She has had 2 episodes of pericoronitis this year and it is quiet now. Medical history: no changes, takes sertraline, allergic to sulfa drugs. BP 124/78. #32 partially erupted, mesioangular, operculum healthy today. #31 sound, no distal caries. The pano from last month shows the roots close to the canal but not overlapping. Risks including numbness of the lip and tongue, dry socket and bleeding were reviewed, and she signed the consent form. 3 carpules of 2% lidocaine with 1:100,000 epi were given as a right IANB and buccal infiltration. A buccal flap was raised and bone was removed with a round bur. The tooth was sectioned and removed in 2 pieces. The socket was irrigated with saline. Closed with two interrupted 4-0 chromic gut sutures. Hemostasis was achieved with gauze. Post-op instructions were given verbally and in writing. Rx ibuprofen 600 mg every 6 hours for 3 days. She asked whether she can go to work tomorrow and I told her she should be fine. Follow up in 1 week if needed.',
    expect: {
      CC: 'Surgical extraction of #32 as planned. She has had 2 episodes of pericoronitis this year and it is quiet now',
      'MED HX': 'No changes, takes sertraline, allergic to sulfa drugs. BP 124/78',
      DENTAL: [
        ['32', 'Partially erupted, mesioangular, operculum healthy today'],
        ['31', 'Sound, no D caries'],
      ],
      RADIO: 'Pano from last month shows the roots close to the canal but not overlapping',
      CONSULT:
        'Risks including numbness of the lip and tongue, dry socket and bleeding were reviewed. She asked whether she can go to work tomorrow and I told her she should be fine',
      CONSENT: 'She signed the consent form',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Buccal flap was raised',
        'Bone was removed with a round bur',
        'Tooth was sectioned and removed in 2 pieces',
        'Socket was irrigated with saline',
        'Closed with 2 interrupted 4-0 chromic gut sutures',
        'Hemostasis was achieved with gauze',
        'Post-op instructions were given verbally and in writing',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
      ],
      'F/U': 'Follow up in 1 week if needed',
    },
  }),
  defineCase({
    id: 'h35-05-us-asr-crown-seat-19-fuji-plus-db-cusp-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for crown seat on nineteen no problems with the temp medical history no changes no allergies nineteen temp intact gingiva healthy no anesthetic temp removed cleaned with pumice tried in the crown contacts good margins closed checked with bitewing shade matches cemented with fuji plus excess cleaned floss through bite adjusted on the distobuccal cusp polished he said it feels smooth post op instructions given recall six months',
    appends: [
      'also add to treatment gave him a proxabrush for the contacts',
      'add to notes he wants to schedule the crown on number three before the end of the year',
    ],
    expect: {
      CC: 'Crown seat on #19. No problems with the temp',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['19', 'Temp intact']],
      PERIO: 'Gingiva healthy',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'Cleaned with pumice',
        'Tried in the crown',
        'Contacts good',
        'Margins closed',
        'Checked with bitewing',
        'Shade matches',
        'Cemented with Fuji Plus',
        'Excess cleaned',
        'Floss through',
        'Bite adjusted on the DB cusp',
        'Polished',
        'Post-op instructions given',
        'Gave him a Proxabrush for the contacts',
      ],
      NOTES: 'He said it feels smooth. He wants to schedule the crown on #3 before the end of the year',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h35-06-us-typed-whitening-consult-alginate-impressions-trays-nv-deliver',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Consult re whitening, wants a brighter smile for her daughter's wedding in the fall. Med hx: no changes, HTN on amlodipine, NKDA. OH good. No active caries. #8 and #9 MI composites, slightly stained. Shade A3 recorded. Discussed in-office vs take-home, sensitivity risk, and that composites on #8, #9 won't bleach and may need replacing after to match. Pt chose take-home. Fee quoted. Alginate impressions upper + lower for trays. NV deliver whitening trays 1 wk.",
    expect: {
      CC: "Consult re whitening, wants a brighter smile for her daughter's wedding in the fall",
      'MED HX': 'No changes, HTN on amlodipine, NKDA',
      INTRA: 'No active caries',
      PERIO: 'OH good',
      DENTAL: [
        ['8', 'MI composites, slightly stained'],
        ['9', 'MI composites, slightly stained'],
      ],
      CONSULT:
        "Discussed in-office vs take-home, sensitivity risk, and that composites on #8, #9 won't bleach and may need replacing after to match. Pt chose take-home. Fee quoted",
      'TX TODAY': ['Impressions'],
      TX: ['Shade A3 recorded', 'Alginate impressions upper + lower for trays'],
      NV: ['Deliver whitening trays 1 wk'],
    },
  }),

  // ---------------------------------------------------------------- 2. US dentist two (Universal)
  defineCase({
    id: 'h35-07-us-asr-child-pulpotomy-ssc-k-formocresol-sorry-mta-paw-patrol',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for the tooth on the lower left mom says he's been complaining when he eats candy healthy no meds no allergies letter k large distal occlusal caries no swelling no mobility letter l distal caries small bitewing from last visit k caries into the pulp horn diagnosis reversible pulpitis letter k talked to mom about pulpotomy and crown she agreed topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed pulp exposed pulpotomy k bleeding stopped with a cotton pellet formocresol sorry mta placed stainless steel crown k size four cemented with ketac cem he did so good watched paw patrol the whole time next visit distal composite on l",
    expect: {
      CC: "Tooth on the lower left. Mom says he's been complaining when he eats candy",
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['K', 'Large DO caries no swelling no mobility'],
        ['L', 'D caries small'],
      ],
      RADIO: 'Bitewing from last visit #K caries into the pulp horn',
      DX: ['Reversible pulpitis #K'],
      CONSULT: 'Talked to mom about pulpotomy and crown. She agreed',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #K',
        'Bleeding stopped with a cotton pellet',
        'MTA placed',
        'Stainless steel crown #K size 4',
        'Cemented with Ketac Cem',
      ],
      NOTES: '6 year old with mom. He did so good. Watched Paw Patrol the whole time',
      NV: ['D composite #L'],
    },
  }),
  defineCase({
    id: 'h35-08-us-typed-terse-walk-in-lower-partial-eased-sore-spot-lingual-21',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in. Lower partial rubbing L side x 3 days. Med hx NC, NKDA. Sore spot 3 mm lingual to #21 under the flange. #20 clasp OK. #22, #27 sound. PIP: flange overextended. Denture adjusted, polished. Pt felt immediate relief. Advised salt water rinses. Return PRN.',
    expect: {
      CC: 'Walk-in. Lower partial rubbing L side x 3 days',
      'MED HX': 'NC, NKDA',
      INTRA: 'Sore spot 3 mm lingual to #21 under the flange',
      DENTAL: [
        ['20', 'Clasp OK'],
        ['22', 'Sound'],
        ['27', 'Sound'],
      ],
      CONSULT: 'Advised salt water rinses',
      'TX TODAY': ['Denture adjustment'],
      TX: ['PIP: flange overextended', 'Denture adjusted', 'Polished'],
      NOTES: 'Pt felt immediate relief',
      'F/U': 'Return PRN',
    },
  }),
  defineCase({
    id: 'h35-09-us-asr-rct-8-second-visit-obturation-l-composite-internal-bleaching-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the second visit of the root canal on number eight she hit it on the pool ladder last summer and it went dark uh no pain since the first visit medical history no changes takes lisinopril allergic to latex number eight temporary intact not tender slightly gray number seven and nine sound one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight non latex rubber dam cavit and calcium hydroxide removed canal irrigated with sodium hypochlorite working length twenty three millimeters confirmed with apex locator master cone size fifty checked with a pa tug back good dried with paper points obturated eight with warm vertical and ah plus backfilled then lingual composite eight to seal the access shade a two post op pa good fill to length no voids she asked if the tooth will go back to white I said probably not fully but we can try internal bleaching next visit internal bleaching number eight in one month',
    expect: {
      CC: 'Second visit of the root canal on #8. She hit it on the pool ladder last summer and it went dark. No pain since the first visit',
      'MED HX': 'No changes. Takes lisinopril. Allergic to latex',
      DENTAL: [
        ['8', 'Temporary intact not tender slightly gray'],
        ['7', 'Sound'],
        ['9', 'Sound'],
      ],
      RADIO: 'Post-op PA good fill to length. No voids',
      CONSULT:
        'She asked if the tooth will go back to white. I said probably not fully but we can try internal bleaching',
      'TX TODAY': ['Obturation #8', 'L composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Non latex rubber dam',
        'Cavit and calcium hydroxide removed',
        'Canal irrigated with sodium hypochlorite',
        'Working length 23 mm confirmed with apex locator',
        'Master cone size 50 checked with a PA',
        'Tug back good',
        'Dried with paper points',
        'Obturated #8 with warm vertical and AH Plus',
        'Backfilled',
        'L composite #8 to seal the access',
        'Shade A2',
      ],
      NV: ['Internal whitening #8 in 1 month'],
    },
  }),
  defineCase({
    id: 'h35-10-us-typed-new-patient-comprehensive-fmx-perio-stage-ii-tx-plan-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt comprehensive exam. Hasn't seen a dentist in 5 yrs, wants a cleaning and a check, occasional bleeding gums. Med hx: HTN (losartan), prediabetic, former smoker (quit 2 yrs), NKDA. EO: WNL, TMJ no clicking. IO: tori mandibular bilateral, otherwise WNL, oral cancer screening neg. PSR 3 3 2 / 3 2 3, gen. moderate calculus, BOP. #2 MOD amalgam, fractured MB cusp. #14 O caries. #19 missing. #30 DO caries. #31 PFM crown, open D margin. FMX: #14 O caries into dentin, #30 DO caries near pulp, #31 recurrent caries D margin, generalized horizontal bone loss 20-30%. Dx: generalized periodontitis stage II grade B, caries #14, #30, #31. Tx plan: SRP 4 quads, then O composite #14, DO composite #30, crown #31, crown #2, implant #19 consult. Pt wants to start with the gums. NV SRP UR/LR.",
    expect: {
      CC: "New pt comprehensive exam. Hasn't seen a dentist in 5 yrs, wants a cleaning and a check, occasional bleeding gums",
      'MED HX': 'HTN (losartan), prediabetic, former smoker (quit 2 yrs), NKDA',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Tori mandibular bilateral, otherwise WNL, oral cancer screening neg',
      PERIO: 'PSR 3 3 2 / 3 2 3, gen. moderate calculus, BOP',
      DENTAL: [
        ['2', 'MOD amalgam, fractured MB cusp', 'MB cusp'],
        ['14', 'O caries'],
        ['19', 'Missing'],
        ['30', 'DO caries'],
        ['31', 'PFM crown, open D margin'],
      ],
      RADIO:
        'FMX: #14 O caries into dentin, #30 DO caries near pulp, #31 recurrent caries D margin, generalized horizontal bone loss 20-30%',
      DX: ['Generalized periodontitis stage II grade B', 'Caries #14, #30, #31'],
      CONSULT: 'Pt wants to start with the gums',
      'TX PLAN': ['SRP 4 quads', 'O composite #14', 'DO composite #30', 'Crown #31', 'Crown #2', 'Implant #19 consult'],
      NV: ['SRP UR/LR'],
    },
  }),
  defineCase({
    id: 'h35-11-us-asr-short-crown-9-off-bagel-recemented-relyx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency crown on nine came off eating a bagel no pain no changes medically no allergies nine prep sound no decay crown cleaned recemented crown nine with rely x unicem excess removed bite checked recall as scheduled',
    expect: {
      CC: 'Emergency. Crown on #9 came off eating a bagel. No pain',
      'MED HX': 'No changes medically. No allergies',
      DENTAL: [['9', 'Prep sound no decay']],
      'TX TODAY': ['Crown recement #9'],
      TX: ['Crown cleaned', 'Recemented crown #9 with RelyX Unicem', 'Excess removed', 'Bite checked'],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h35-12-us-typed-night-guard-delivery-worn-incisal-edges-appends-notes-recall',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for night guard delivery (hard acrylic, upper). Still waking up with headaches most days. Med hx: no changes, NKDA. #8, #9 worn incisal edges. Night guard tried in, tight on #3, adjusted. Even contacts in CR, canine guidance in excursions. Polished, delivered. Pt instructed on wear and cleaning, bring it to every visit.',
    appends: ['Add to notes: pt asked about Botox for clenching, gave her info.', 'Recall 3 months, check night guard.'],
    expect: {
      CC: 'Night guard delivery (hard acrylic, upper). Still waking up with headaches most days',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['8', 'Worn incisal edges'],
        ['9', 'Worn incisal edges'],
      ],
      CONSULT: 'Pt instructed on wear and cleaning, bring it to every visit',
      'TX TODAY': ['Night guard'],
      TX: [
        'Night guard tried in',
        'Tight on #3',
        'Adjusted',
        'Even contacts in CR',
        'Canine guidance in excursions',
        'Polished',
        'Delivered',
      ],
      NOTES: 'Pt asked about Botox for clenching, gave her info',
      'F/U': 'Recall 3 months, check night guard',
    },
  }),

  // ---------------------------------------------------------------- 3. US hygienist (Universal)
  defineCase({
    id: 'h35-13-us-asr-hygienist-adult-prophy-psr-4-bwx-varnish-sensitivity-sensodyne',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'adult prophy and periodic exam no concerns except some sensitivity on the lower front teeth medical history no changes takes synthroid no allergies blood pressure one eighteen over seventy six extraoral within normal limits intraoral within normal limits psr two two two two two two light calculus lower lingual anteriors generalized plaque along the gumline four bitewings no new caries per doctor prophy with cavitron and hand scaling polished with fine paste oral hygiene instruction on flossing fluoride varnish applied for the sensitivity she asked if her toothpaste is making it worse recommended sensodyne recall six months',
    expect: {
      CC: 'Adult prophy and periodic exam. No concerns except some sensitivity on the lower front teeth',
      'MED HX': 'No changes. Takes Synthroid. No allergies. Blood pressure 118/76',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower lingual anteriors. Generalized plaque along the gumline',
      RADIO: '4 bitewings. No new caries per doctor',
      CONSULT: 'She asked if her toothpaste is making it worse. Recommended Sensodyne',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: [
        'Prophy with Cavitron and hand scaling',
        'Polished with fine paste',
        'Oral hygiene instruction on flossing',
        'Fluoride varnish applied for the sensitivity',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h35-14-us-typed-hygienist-srp-ur-lr-two-la-lines-arestin-waterpik',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR. Med hx: T2DM (metformin), A1c 7.4, NKDA. Pockets 5-7 mm UR + LR, heavy subg calculus, BOP. #3 MOD amalgam, open M contact. LA: 2 carps 4% articaine 1:100k epi buccal + palatal infil UR. LA: 1 carp 2% lido 1:100k epi R IANB. SRP UR + LR w/ ultrasonic + Gracey curettes. Arestin #3 MB pocket. OHI: Waterpik + interdental brushes. Pt tolerated well. NV SRP UL + LL 2 wks.',
    expect: {
      CC: 'SRP UR + LR',
      'MED HX': 'T2DM (metformin), A1c 7.4, NKDA',
      PERIO: 'Pockets 5-7 mm UR + LR, heavy subg calculus, BOP',
      DENTAL: [['3', 'MOD amalgam, open M contact']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration UR',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR + LR w/ ultrasonic + Gracey curettes',
        'Arestin #3 MB pocket',
        'OHI: Waterpik + interdental brushes',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['SRP UL + LL 2 wks'],
    },
  }),
  defineCase({
    id: 'h35-15-us-asr-hygienist-perio-maintenance-probing-class-1-mobility-31',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodontal maintenance three month visit he says his gums are a lot better since he started using the water flosser medical history no changes still on eliquis no allergies full mouth probing today mostly three to four millimeters five millimeter pockets on the distal of two and fifteen and mesial of thirty one bleeding on probing about fifteen percent down from thirty light plaque lower anteriors recession lower anteriors unchanged number thirty one class one mobility same as before periodontal maintenance with cavitron and hand instruments um extra time around two and fifteen polished he asked if he still needs to come every three months told him yes for now we'll reassess next time next visit periodontal maintenance in three months",
    expect: {
      CC: 'Periodontal maintenance 3 month visit. He says his gums are a lot better since he started using the water flosser',
      'MED HX': 'No changes. Still on Eliquis. No allergies',
      PERIO:
        'Full mouth probing today mostly 3 to 4 mm. 5 mm pockets on the distal of #2 and #15 and mesial of #31. Bleeding on probing about 15% down from 30. Light plaque lower anteriors. Recession lower anteriors unchanged',
      DENTAL: [['31', 'Class 1 mobility same as before']],
      CONSULT: "He asked if he still needs to come every 3 months. Told him yes for now. We'll reassess next time",
      'TX TODAY': ['Periodontal maintenance'],
      TX: ['Periodontal maintenance with Cavitron and hand instruments', 'Extra time around #2 and #15', 'Polished'],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'h35-16-us-typed-hygienist-12-yo-braces-prophy-fissure-sealants-18-31-fv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "12 y/o w/ mom. Here for prophy, fissure sealants #18, #31 and FV. Med hx: no changes, ADHD (Vyvanse), NKDA. Mod plaque around ortho brackets, gingivitis upper anteriors. #7, #10 decalcification around brackets. #18, #31 erupted, deep grooves, no caries. #2, #15 not erupted. Prophy w/ prophy angle + floss threaders. Isolite. Etch. Fissure sealants #18, #31 (Clinpro). FV 5%. OHI w/ ortho brush + Waterpik, showed pt in mirror. Mom worried about white spots, explained they're early decay, need better brushing + fluoride. Recall 3 mo.",
    expect: {
      CC: 'Prophy, fissure sealants #18, #31 and FV',
      'MED HX': 'No changes, ADHD (Vyvanse), NKDA',
      PERIO: 'Mod plaque around ortho brackets, gingivitis upper anteriors',
      DENTAL: [
        ['7', 'Decalcification around brackets'],
        ['10', 'Decalcification around brackets'],
        ['18', 'Erupted, deep grooves, no caries'],
        ['31', 'Erupted, deep grooves, no caries'],
        ['2', 'Not erupted'],
        ['15', 'Not erupted'],
      ],
      CONSULT: "Mom worried about white spots, explained they're early decay, need better brushing + fluoride",
      'TX TODAY': ['Prophy', 'Fissure sealants #18, #31', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy w/ prophy angle + floss threaders',
        'Isolite',
        'Etch',
        'Fissure sealants #18, #31 (Clinpro)',
        'FV 5%',
        'OHI w/ ortho brush + Waterpik',
        'Showed pt in mirror',
      ],
      NOTES: '12 y/o w/ mom',
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'h35-17-us-asr-hygienist-pregnant-prophy-no-x-rays-whitening-question-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "prophy and exam with doctor no complaints medical history no changes pregnant twenty two weeks no meds except prenatal vitamins no allergies intraoral within normal limits gingiva puffy and bleeding upper and lower anteriors psr two two two two two two diagnosis pregnancy gingivitis explained the hormones make the gums bleed more no x-rays today because she's pregnant she asked if whitening is safe while pregnant told her to wait until after the baby prophy oral hygiene instruction soft brush and flossing daily recall three months during pregnancy",
    appends: [
      'add to chart number fourteen occlusal composite intact per doctor',
      "add to notes she's nauseous in the mornings so she prefers afternoon appointments",
    ],
    expect: {
      CC: 'Prophy and exam with doctor. No complaints',
      'MED HX': 'No changes. Pregnant 22 weeks. No meds except prenatal vitamins. No allergies',
      INTRA: 'Within normal limits',
      PERIO: 'Gingiva puffy and bleeding upper and lower anteriors. PSR 2 2 2 / 2 2 2',
      DENTAL: [['14', 'O composite intact per doctor']],
      RADIO: "No x-rays today because she's pregnant",
      DX: ['Pregnancy gingivitis'],
      CONSULT:
        'Explained the hormones make the gums bleed more. She asked if whitening is safe while pregnant. Told her to wait until after the baby',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction soft brush and flossing daily'],
      NOTES: "She's nauseous in the mornings so she prefers afternoon appointments",
      'F/U': 'Recall 3 months during pregnancy',
    },
  }),
  defineCase({
    id: 'h35-18-us-typed-hygienist-terse-prophy-ohi-fv-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript: 'Prophy. No c/o. Med hx NC. PSR 1 1 1 / 1 1 1. OHI. FV. RC 6 mo.',
    expect: {
      CC: 'Prophy. No c/o',
      'MED HX': 'NC',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['OHI', 'FV'],
      'F/U': 'RC 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 4. UK dentist one (FDI)
  defineCase({
    id: 'h35-19-uk-asr-fdi-nhs-check-up-charting-sorry-mesial-nurse-aside-band-2',
    style: 'UK',
    asr: true,
    transcript:
      "check up no problems medical history no changes takes omeprazole no allergies smokes ten a day extra oral nad intra oral soft tissues healthy oral cancer screening clear bpe two two two two three two um charting one seven missing one six occlusal amalgam two six mesial occlusal composite sound three six disto occlusal amalgam with distal caries sorry mesial caries four six crown can you pop that on the chart please thanks bitewings taken grade one caries under the mesial of three six into dentine rest clear diagnosis secondary caries three six smoking cessation advice given he's not ready to quit scale and polish explained it's a band two course next visit replace the filling on three six recall six months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Takes omeprazole. No allergies. Smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Oral cancer screening clear',
      PERIO: 'BPE 2 2 2 / 2 3 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'O amalgam'],
        ['26', 'MO composite sound'],
        ['36', 'DO amalgam with M caries'],
        ['46', 'Crown'],
      ],
      RADIO: 'Bitewings taken grade 1. Caries under the mesial of 36 into dentine. Rest clear',
      DX: ['Secondary caries 36'],
      CONSULT: "Smoking cessation advice given. He's not ready to quit. Explained it's a band 2 course",
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish'],
      NV: ['Replace the filling on 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h35-20-uk-typed-fdi-private-crown-prep-36-emax-two-la-lines-deposit',
    style: 'UK',
    asr: false,
    transcript:
      "Private crown prep 36 (Emax), RCT done 2/12 ago, no symptoms. MH: no change, NKDA. 36 RCT'd, MOD comp, no TTP. 35, 37 sound. PA 36 (last visit): good fill, PA healing. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 36. LA 1 x 2.2 ml lido 2% 1:80,000 adr IDB L. Old comp core retained, refurbished w/ Luxacore. Crown prep 36, 1 mm chamfer, 1.5 mm occlusal reduction. Cord 00. PVS impressions, bite reg, shade A2. Temp crown (Protemp), TempBond. POIG. Quoted £650 as per estimate, pt paid deposit. NV crown fit 36 2/52.",
    expect: {
      CC: 'Private crown prep 36 (Emax), RCT done 2 months ago, no symptoms',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['36', "RCT'd, MOD comp, no TTP"],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36 (last visit): good fill, PA healing',
      CONSULT: 'Quoted £650 as per estimate, pt paid deposit',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Old comp core retained',
        'Refurbished w/ Luxacore',
        'Crown prep 36',
        '1 mm chamfer',
        '1.5 mm occlusal reduction',
        'Cord 00',
        'PVS impressions',
        'Bite reg',
        'Shade A2',
        'Temp crown (Protemp)',
        'TempBond',
        'POIG',
      ],
      NV: ['Crown fit 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'h35-21-uk-asr-fdi-dry-socket-38-colleague-extracted-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "she came in with pain from the socket lower left the wisdom tooth was taken out on thursday by my colleague um pain started saturday throbbing up to her ear bad taste paracetamol and ibuprofen not really helping medical history no changes on the pill smokes about five a day no allergies extra oral no swelling no lymphadenopathy mouth opening fine intra oral three eight socket empty with exposed bone and food debris surrounding tissue a bit red three seven sound not tender to percussion diagnosis dry socket three eight explained it's not an infection and it will settle but it'll take a week or so and smoking makes it worse la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three eight socket gently irrigated with warm saline debris removed alvogyl packed into the socket she felt better straight away told her to keep doing warm salt water rinses after meals and keep taking the painkillers regularly review in three days to change the dressing if still sore",
    expect: {
      CC: 'Pain from the socket lower left. Wisdom tooth was taken out on Thursday by my colleague. Pain started Saturday throbbing up to her ear. Bad taste. Paracetamol and ibuprofen not really helping',
      'MED HX': 'No changes. On the pill. Smokes about 5 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy. Mouth opening fine',
      INTRA: '38 socket empty with exposed bone and food debris. Surrounding tissue a bit red',
      DENTAL: [['37', 'Sound not tender to percussion']],
      DX: ['Dry socket 38'],
      CONSULT:
        "Explained it's not an infection and it will settle but it'll take a week or so and smoking makes it worse. Told her to keep doing warm salt water rinses after meals and keep taking the painkillers regularly",
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 38',
        'Socket gently irrigated with warm saline',
        'Debris removed',
        'Alvogyl packed into the socket',
      ],
      NOTES: 'She felt better straight away',
      'F/U': 'Review in 3 days to change the dressing if still sore',
    },
  }),
  defineCase({
    id: 'h35-22-uk-typed-fdi-nhs-mod-amalgam-46-appends-treatment-change-nv',
    style: 'UK',
    asr: false,
    transcript:
      'MOD amalgam 46 as per tx plan (NHS). MH: no change, NKDA. 46 MOD amalgam w/ recurrent caries D, not TTP, vital to ethyl chloride. 47 B caries, small. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB R. Cotton wool rolls. Old amalgam + caries removed, caries deep distally, no exposure. Vitrebond lining. Tofflemire + wedges. MOD amalgam 46 (Dispersalloy), carved, occlusion checked. POIG incl. no chewing on it for 2 hrs. NV O comp 47.',
    appends: ['Add to treatment: floss passes through both contacts.', 'Change O comp 47 to B comp 47.'],
    expect: {
      CC: 'MOD amalgam 46 as per tx plan (NHS)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['46', 'MOD amalgam w/ recurrent caries D, not TTP, vital to ethyl chloride'],
        ['47', 'B caries, small'],
      ],
      'TX TODAY': ['MOD amalgam 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Cotton wool rolls',
        'Old amalgam + caries removed',
        'Caries deep distally',
        'No exposure',
        'Vitrebond lining',
        'Tofflemire + wedges',
        'MOD amalgam 46 (Dispersalloy)',
        'Carved',
        'Occlusion checked',
        'POIG incl. no chewing on it for 2 hrs',
        'Floss passes through both contacts',
      ],
      NV: ['B composite 47'],
    },
  }),
  defineCase({
    id: 'h35-23-uk-asr-fdi-child-check-up-thumb-fissure-sealants-36-46-sorry-74',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old with mum here for her check up mum says she's been fine but she still sucks her thumb at night no medical problems no medicines no allergies extra oral nad intra oral soft tissues healthy anterior open bite plaque on the lower molars three six and four six erupted deep fissures no caries five five and six five early occlusal caries in enamel eight four sorry seven four and eight five sound talked to mum about the thumb and about sugary drinks mum asked if she needs braces told her we'll keep an eye on it and refer at nine or ten if needed fissure sealants three six and four six fluoride varnish she was brilliant got a sticker recall six months",
    expect: {
      CC: "Her check up. Mum says she's been fine but she still sucks her thumb at night",
      'MED HX': 'No medical problems. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Anterior open bite',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['36', 'Erupted deep fissures no caries'],
        ['46', 'Erupted deep fissures no caries'],
        ['55', 'Early O caries in enamel'],
        ['65', 'Early O caries in enamel'],
        ['74', 'Sound'],
        ['85', 'Sound'],
      ],
      CONSULT:
        "Talked to mum about the thumb and about sugary drinks. Mum asked if she needs braces. Told her we'll keep an eye on it and refer at 9 or 10 if needed",
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: ['Fissure sealants 36, 46', 'Fluoride varnish'],
      NOTES: '7 year old with mum. She was brilliant. Got a sticker',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h35-24-uk-typed-fdi-sentences-upper-acrylic-partial-denture-fit-11-21-husband',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for fit of her new upper acrylic partial denture replacing 11 and 21. The teeth were extracted 3 months ago and she has been wearing an immediate denture since. Medical history: no changes, takes amlodipine, allergic to penicillin. The ridge has healed well with no sore areas. 12 and 22 are sound. 13 buccal cervical composite intact. The denture was tried in and was tight on insertion, so the acrylic was relieved palatal to 12. The denture then seated fully. The clasps on 13 and 23 were adjusted for retention. The appearance was checked and she was delighted with it. The occlusion was even. She was shown how to insert, remove and clean it, and advised to leave it out at night. Her husband came with her. Review in 1 week for any easing.',
    expect: {
      CC: 'Fit of her new upper acrylic partial denture replacing 11 and 21. Teeth were extracted 3 months ago and she has been wearing an immediate denture since',
      'MED HX': 'No changes, takes amlodipine, allergic to penicillin',
      INTRA: 'Ridge has healed well with no sore areas',
      DENTAL: [
        ['12', 'Sound'],
        ['22', 'Sound'],
        ['13', 'B cervical composite intact'],
      ],
      CONSULT: 'She was shown how to insert, remove and clean it, and advised to leave it out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture was tried in and was tight on insertion',
        'Acrylic was relieved palatal to 12',
        'Denture then seated fully',
        'Clasps on 13, 23 were adjusted for retention',
        'Appearance was checked',
        'Occlusion was even',
      ],
      NOTES: 'She was delighted with it. Her husband came with her',
      'F/U': 'Review in 1 week for any easing',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist two (FDI)
  defineCase({
    id: 'h35-25-uk-asr-fdi-emergency-sectioned-extraction-46-luxators-aside-take-it-out-doc',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment for the lower right back tooth it's been breaking up for months and now it's killing him medical history no changes type two diabetic on metformin and gliclazide sugars well controlled he says no allergies extra oral no swelling intra oral four six grossly carious crown broken down to gum level tender to percussion four seven mesial occlusal amalgam sound four five sound pa four six periapical radiolucency both roots roots divergent no curvature diagnosis unrestorable four six with apical periodontitis discussed root canal is not possible options extraction or leave it he said just take it out doc risks explained including fractured roots and numbness written consent la three cartridges articaine four percent one in one hundred thousand adrenaline id block right and buccal infiltration four six could I have the luxators please tooth sectioned with a fissure bur mesial root elevated then distal root elevated sorry distal root out with forceps extracted four six roots complete socket compressed haemostasis with gauze post op instructions verbal and written he asked about replacing the gap told him we can discuss an implant or bridge in three months review if any problems",
    expect: {
      CC: "Emergency appointment for the lower right back tooth. It's been breaking up for months and now it's killing him",
      'MED HX': 'No changes. Type 2 diabetic on metformin and gliclazide. Sugars well controlled he says. No allergies',
      EXTRA: 'No swelling',
      DENTAL: [
        ['46', 'Grossly carious crown broken down to gum level tender to percussion'],
        ['47', 'MO amalgam sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 periapical radiolucency both roots. Roots divergent. No curvature',
      DX: ['Unrestorable 46 with apical periodontitis'],
      CONSULT:
        'Discussed root canal is not possible. Options extraction or leave it. He said just take it out doc. Risks explained including fractured roots and numbness. He asked about replacing the gap. Told him we can discuss an implant or bridge in 3 months',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Tooth sectioned with a fissure bur',
        'Mesial root elevated',
        'Distal root out with forceps',
        'Extracted 46',
        'Roots complete',
        'Socket compressed',
        'Haemostasis with gauze',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'h35-26-uk-typed-fdi-terse-perio-recall-bpe-4-stage-iii-plan-rsd-hygienist',
    style: 'UK',
    asr: false,
    transcript:
      'Recall. Gums bleeding when brushing. MH: no change, NKDA, ex-smoker. EO NAD. IO NAD. BPE 3 2 4* / 3 2 3. OH poor, generalised plaque + calculus. 6PPC: 6-8 mm pockets UR + LR molars. 17 grade I mobile. Dx: generalised periodontitis stage III grade B (currently unstable). Explained perio disease, role of plaque + smoking history, risk of tooth loss. OHI: TePe + electric TB. Plan: RSD all quadrants with hygienist, re-eval 3/12 after. Quoted £85 per visit privately, pt agreed.',
    expect: {
      CC: 'Recall. Gums bleeding when brushing',
      'MED HX': 'No change, NKDA, ex-smoker',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 3 2 4* / 3 2 3. OH poor, generalised plaque + calculus. 6PPC: 6-8 mm pockets UR + LR molars',
      DENTAL: [['17', 'Grade I mobile']],
      DX: ['Generalised periodontitis stage III grade B (currently unstable)'],
      CONSULT:
        'Explained perio disease, role of plaque + smoking history, risk of tooth loss. Quoted £85 per visit privately, pt agreed',
      'TX TODAY': ['OHI'],
      TX: ['OHI: TePe + electric TB'],
      'TX PLAN': ['RSD all quadrants with hygienist', 'Re-eval 3 months after'],
    },
  }),
  defineCase({
    id: 'h35-27-uk-asr-fdi-teen-fractured-mi-corner-11-la-scratch-that-mouthguard',
    style: 'UK',
    asr: true,
    transcript:
      'fifteen year old with dad he took an elbow to the mouth playing football on saturday chipped his front tooth no other injuries no loss of consciousness slightly sensitive to cold medical history fit and well no allergies extra oral small healing graze on the chin intra oral upper lip slightly bruised one one fractured mesial incisal corner enamel and dentine no pulp exposure not mobile not tender responds to ethyl chloride two one and one two sound no mobility pa one one and two one no root fracture periodontal ligament normal diagnosis uncomplicated crown fracture one one explained we can bond a white filling today and the nerve could still die later so we\'ll check it over the next year dad asked about a mouthguard for rugby recommended a custom one la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration one one scratch that no la needed cotton rolls and lip retraction etched bonded mesial incisal composite one one shade a one polished with discs occlusion checked review six to eight weeks with sensibility tests',
    expect: {
      CC: 'He took an elbow to the mouth playing football on Saturday. Chipped his front tooth. No other injuries. No loss of consciousness. Slightly sensitive to cold',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Small healing graze on the chin',
      INTRA: 'Upper lip slightly bruised',
      DENTAL: [
        [
          '11',
          'Fractured MI corner enamel and dentine no pulp exposure not mobile not tender responds to ethyl chloride',
          'MI corner',
        ],
        ['21', 'Sound no mobility'],
        ['12', 'Sound no mobility'],
      ],
      RADIO: 'PA 11 and 21 no root fracture. Periodontal ligament normal',
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "Explained we can bond a white filling today and the nerve could still die later so we'll check it over the next year. Dad asked about a mouthguard for rugby. Recommended a custom one",
      'TX TODAY': ['MI composite 11'],
      TX: [
        'No LA needed',
        'Cotton rolls and lip retraction',
        'Etched',
        'Bonded',
        'MI composite 11',
        'Shade A1',
        'Polished with discs',
        'Occlusion checked',
      ],
      NOTES: '15 year old with dad',
      'F/U': 'Review 6 to 8 weeks with sensibility tests',
    },
  }),
  defineCase({
    id: 'h35-28-uk-typed-fdi-resin-bonded-bridge-22-panavia-appends-notes-change-review',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of resin-bonded bridge replacing 22 (wing on 23), private. MH: no change, NKDA. 23 sound, P surface clean. 22 missing, ridge healthy. No LA. Bridge tried in, fit + shade good, pt happy. RD. 23 P surface sandblasted, etched. Bridge wing sandblasted, Alloy Primer. Bridge cemented w/ Panavia V5. Excess removed, cured. Occlusion checked in protrusion + L lateral, no contact on pontic. Superfloss demonstrated. Review 2/52.',
    appends: ['Add to notes: pt paid in full today.', 'Change review 2/52 to review 4/52.'],
    expect: {
      CC: 'Fit of resin-bonded bridge replacing 22 (wing on 23), private',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['23', 'Sound, P surface clean'],
        ['22', 'Missing, ridge healthy'],
      ],
      CONSULT: 'Superfloss demonstrated',
      'TX TODAY': ['Bridge fit'],
      TX: [
        'No LA',
        'Bridge tried in',
        'Fit + shade good',
        'RD',
        '23 P surface sandblasted',
        'Etched',
        'Bridge wing sandblasted',
        'Alloy Primer',
        'Bridge cemented w/ Panavia V5',
        'Excess removed',
        'Cured',
        'Occlusion checked in protrusion + L lateral',
        'No contact on pontic',
      ],
      NOTES: 'Pt happy. Pt paid in full today',
      'F/U': 'Review 4 weeks',
    },
  }),
  defineCase({
    id: 'h35-29-uk-asr-fdi-pericoronitis-48-irrigation-metronidazole-sorry-18',
    style: 'UK',
    asr: true,
    transcript:
      "came in with pain and swelling round the lower right wisdom tooth for three days hurts to swallow and bad taste medical history asthma uses a brown and a blue inhaler penicillin allergy rash extra oral tender submandibular node on the right temperature normal mouth opening slightly reduced about thirty millimetres intra oral four eight partially erupted operculum swollen and red with pus on pressure one seven sorry one eight over erupted biting on the operculum diagnosis pericoronitis four eight irrigated under the operculum with chlorhexidine rx metronidazole four hundred milligrams three times a day for five days he asked if it needs to come out explained if it keeps happening we'll refer for removal of four eight and maybe one eight advised hot salty mouthwashes review one week",
    expect: {
      CC: 'Pain and swelling round the lower right wisdom tooth for 3 days. Hurts to swallow and bad taste',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Penicillin allergy rash',
      EXTRA: 'Tender submandibular node on the right. Temperature normal. Mouth opening slightly reduced about 30 mm',
      DENTAL: [
        ['48', 'Partially erupted operculum swollen and red with pus on pressure'],
        ['18', 'Over erupted biting on the operculum'],
      ],
      DX: ['Pericoronitis 48'],
      CONSULT:
        "He asked if it needs to come out. Explained if it keeps happening we'll refer for removal of 48 and maybe 18. Advised hot salty mouthwashes",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine',
        'Rx metronidazole 400 mg 3 times a day for 5 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h35-30-uk-typed-fdi-anxious-new-patient-sedation-referral-duraphat-5000',
    style: 'UK',
    asr: false,
    transcript:
      "New pt, hasn't been to a dentist in 8 yrs, wants teeth sorted but can't cope with injections. Very anxious, came with her sister. MH: anxiety + depression (sertraline 100 mg), NKDA. EO: NAD. IO: exam limited as pt very tense. BPE not done. 16 large cavity. 26 retained root. 36 DO caries. Discussed options incl. IV sedation, pt keen. Refer to community dental service for sedation assessment. OHI given. Duraphat 5000 toothpaste prescribed. Review after sedation assessment.",
    expect: {
      CC: "New pt, hasn't been to a dentist in 8 yrs, wants teeth sorted but can't cope with injections",
      'MED HX': 'Anxiety + depression (sertraline 100 mg), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Exam limited as pt very tense',
      PERIO: 'BPE not done',
      DENTAL: [
        ['16', 'Large cavity'],
        ['26', 'Retained root'],
        ['36', 'DO caries'],
      ],
      CONSULT: 'Discussed options incl. IV sedation, pt keen',
      'TX TODAY': ['OHI'],
      TX: ['OHI given', 'Duraphat 5000 toothpaste prescribed'],
      'TX PLAN': ['Refer to community dental service for sedation assessment'],
      NOTES: 'Very anxious, came with her sister',
      'F/U': 'Review after sedation assessment',
    },
  }),

  // ---------------------------------------------------------------- 6. UK dentist three, Palmer words (Palmer)
  defineCase({
    id: 'h35-31-uk-asr-palmer-routine-exam-ll5-chipped-amalgam-smoothed-scratch-that-lr6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "routine exam she's got no problems apart from a sharp edge on a bottom tooth on the left medical history no changes on levothyroxine and atorvastatin no allergies extra oral nad intra oral nad bpe one one two two one two lower left five disto occlusal amalgam sharp lingual cusp chipped upper right six crown sound upper left seven mesial occlusal composite sound lower right six occlusal amalgam scratch that lower right six occlusal composite sound lower left eight missing no radiographs due this time diagnosis chipped amalgam lower left five smoothed the sharp edge on lower left five with a finishing bur she asked if she needs a crown on it eventually told her probably in the long run scale and polish recall twelve months",
    expect: {
      CC: "Routine exam. She's got no problems apart from a sharp edge on a bottom tooth on the left",
      'MED HX': 'No changes. On levothyroxine and atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 2 1 2',
      DENTAL: [
        ['LL5', 'DO amalgam sharp L cusp chipped'],
        ['UR6', 'Crown sound'],
        ['UL7', 'MO composite sound'],
        ['LR6', 'O composite sound'],
        ['LL8', 'Missing'],
      ],
      RADIO: 'No radiographs due this time',
      DX: ['Chipped amalgam LL5'],
      CONSULT: 'She asked if she needs a crown on it eventually. Told her probably in the long run',
      'TX TODAY': ['Scale and polish'],
      TX: ['Smoothed the sharp edge on LL5 with a finishing bur', 'Scale and polish'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h35-32-uk-typed-palmer-nhs-do-comp-lr5-rmgic-liner-whitening-leaflet',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for DO comp LR5 (NHS band 2 course cont.). MH: no change, NKDA. LR5 DO caries, not TTP. LR4, LR6 sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB R. Rubber dam. Caries removed, deep D, no exposure, RMGIC liner. Sectional matrix + wedge. Etch, bond, DO comp LR5 (A3). Occlusion checked, polished. POIG. Pt asked about whitening after course finished, info leaflet given. NV S&P w/ hygienist.',
    expect: {
      CC: 'DO comp LR5 (NHS band 2 course cont.)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LR5', 'DO caries, not TTP'],
        ['LR4', 'Sound'],
        ['LR6', 'Sound'],
      ],
      CONSULT: 'Pt asked about whitening after course finished, info leaflet given',
      'TX TODAY': ['DO composite LR5'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam',
        'Caries removed',
        'Deep D',
        'No exposure',
        'RMGIC liner',
        'Sectional matrix + wedge',
        'Etch',
        'Bond',
        'DO comp LR5 (A3)',
        'Occlusion checked',
        'Polished',
        'POIG',
      ],
      NV: ['Scale and polish w/ hygienist'],
    },
  }),
  defineCase({
    id: 'h35-33-uk-asr-palmer-child-extraction-lle-sinus-remark-to-child-fv-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "eight year old attended with mum for the extraction of the lower left e as planned he had a swelling there last month that settled with antibiotics mum says no pain since medical history fit and well no allergies lower left e large disto occlusal cavity buccal sinus grade one mobile lower left six partially erupted caries free lower left d sound topical on then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left e you're doing really well aren't you extracted lower left e with forceps roots complete bit on gauze no bleeding post op instructions given to mum he was a star got two stickers fluoride varnish lower left six recall three months",
    expect: {
      CC: 'Extraction of LLE as planned. He had a swelling there last month that settled with antibiotics. Mum says no pain since',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LLE', 'Large DO cavity buccal sinus grade 1 mobile'],
        ['LL6', 'Partially erupted caries free'],
        ['LLD', 'Sound'],
      ],
      'TX TODAY': ['Extraction LLE', 'Fluoride varnish LL6'],
      TX: [
        'Topical on',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLE',
        'Extracted LLE with forceps',
        'Roots complete',
        'Bit on gauze',
        'No bleeding',
        'Post-op instructions given to mum',
        'Fluoride varnish LL6',
      ],
      NOTES: '8 year old attended with mum. He was a star. Got 2 stickers',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h35-34-uk-asr-palmer-lower-partial-eased-ll3-clasp-ulcer-near-ll4-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended with her new lower partial denture rubbing under the left side since it was fitted on tuesday medical history no changes rheumatoid arthritis on methotrexate allergic to aspirin intra oral ulcer lower left buccal sulcus near the lower left four about three millimetres lower left three clasp tight lower right three sound denture eased over the ulcer clasp on lower left three loosened slightly polished she said that's much better advised corsodyl gel on the ulcer review two weeks",
    appends: [
      'add to notes she finds it hard to take out because of the arthritis in her hands',
      'also add to treatment occlusion checked with articulating paper',
    ],
    expect: {
      CC: 'Her new lower partial denture rubbing under the left side since it was fitted on Tuesday',
      'MED HX': 'No changes. Rheumatoid arthritis on methotrexate. Allergic to aspirin',
      INTRA: 'Ulcer lower left buccal sulcus near LL4 about 3 mm',
      DENTAL: [
        ['LL3', 'Clasp tight'],
        ['LR3', 'Sound'],
      ],
      CONSULT: 'Advised Corsodyl gel on the ulcer',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Denture eased over the ulcer',
        'Clasp on LL3 loosened slightly',
        'Polished',
        'Occlusion checked with articulating paper',
      ],
      NOTES: "She said that's much better. She finds it hard to take out because of the arthritis in her hands",
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'h35-35-uk-typed-palmer-second-stage-rct-ul6-mb2-warm-vertical-onlay-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for 2nd stage RCT UL6 (private). Comfortable since last visit. MH: no change, NKDA. UL6 Cavit intact, not TTP, no sinus. UL5, UL7 sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UL6. RD, 12A clamp. Cavit + Ledermix removed. 4 canals located incl. MB2. WL w/ apex locator: MB1 + MB2 20 mm. DB 19.5 mm. P 21 mm. Prepared to F2 (MB2 to F1) w/ ProTaper Gold. 3% NaOCl, 17% EDTA, final NaOCl w/ EndoActivator. Dried. MC checked w/ PA. Obturated UL6 w/ warm vertical + AH Plus. Orifices sealed w/ Vitrebond. Core in Equia Forte. Post-op PA: all 4 canals obturated to length, slight sealer puff DB. Explained crown/onlay advisable within 3/12, costs given. Pt asked if the tooth is now 'dead', explained yes but it will still function normally. NV onlay prep UL6.",
    expect: {
      CC: '2nd stage RCT UL6 (private). Comfortable since last visit',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL6', 'Cavit intact, not TTP, no sinus'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      RADIO: 'Post-op PA: all 4 canals obturated to length, slight sealer puff DB',
      CONSULT:
        "Explained crown/onlay advisable within 3 months, costs given. Pt asked if the tooth is now 'dead', explained yes but it will still function normally",
      'TX TODAY': ['Obturation UL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'RD',
        '12A clamp',
        'Cavit + Ledermix removed',
        '4 canals located incl. MB2',
        'WL w/ apex locator: MB1 + MB2 20 mm',
        'DB 19.5 mm',
        'P 21 mm',
        'Prepared to F2 (MB2 to F1) w/ ProTaper Gold',
        '3% NaOCl',
        '17% EDTA',
        'Final NaOCl w/ EndoActivator',
        'Dried',
        'MC checked w/ PA',
        'Obturated UL6 w/ warm vertical + AH Plus',
        'Orifices sealed w/ Vitrebond',
        'Core in Equia Forte',
      ],
      NV: ['Onlay prep UL6'],
    },
  }),
  defineCase({
    id: 'h35-36-uk-typed-palmer-short-trauma-review-ur1-ept-plan-monitor',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review UR1 6/52 post trauma. No pain. MH no change. UR1 slight grey tinge, not TTP, not mobile, EPT +ve, ethyl chloride +ve. UL1 sound. PA UR1: no PA changes, root development complete. Plan: monitor. Review 3/12.',
    expect: {
      CC: 'Review UR1 6 weeks post trauma. No pain',
      'MED HX': 'No change',
      DENTAL: [
        ['UR1', 'Slight grey tinge, not TTP, not mobile, EPT +ve, ethyl chloride +ve'],
        ['UL1', 'Sound'],
      ],
      RADIO: 'PA UR1: no PA changes, root development complete',
      'TX PLAN': ['Monitor'],
      'F/U': 'Review 3 months',
    },
  }),
];
