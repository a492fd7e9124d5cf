// A hundred-and-fourteenth development batch (ids dl01–dl30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen
// the engine or any held-out split; every case was labelled before any check. It is dentists who dictate punctuation
// and layout aloud, written the way the recogniser writes it ("full stop", "comma", "new line", "new paragraph", "colon",
// "next heading", "open bracket … close bracket", "open paren … close paren", "hyphen", "slash", and "period" in the US),
// often with spelled-out headings ("medical history colon", "charting colon", "diagnosis colon", "next visit colon"),
// and notes typed by a nurse or assistant who kept some of those spoken words by mistake. Ordinary visits of every kind
// at UK and US practices: recalls with charting, fillings, extractions, emergencies, root canals, crowns, dentures,
// children and periodontal visits. Six clinicians / habits, five visits each:
//   dl01–dl05 a UK dentist saying "full stop", "comma", "new paragraph" and "… colon" headings (FDI, recogniser-style):
//     a recall with charting, a BPE said with "slash" and "radiographs colon"; an MO composite with an LA self-correction
//     ("inferior dental block right sorry buccal infiltration") and a nurse aside; an extraction of a tooth with a
//     fractured palatal cusp ("pa one seven colon …"); an emergency extirpation with "scratch that full stop"; a crown prep
//     with "impressions open bracket upper and lower close bracket" (appended dictation);
//   dl06–dl10 a US dentist saying "period", "comma", "new paragraph" and "chief complaint colon" (Universal,
//     recogniser-style): a periodic exam with a PSR said with "slash"; a crown seat whose title comes from the CC; an
//     emergency extraction of an abscessed tooth with "for a period of about two weeks period"; SRP with "four hyphen six
//     millimeters"; a six-year-old's checkup with primary letters and sealants (appended dictation);
//   dl11–dl15 a UK dentist saying Palmer words, "next heading", "new line", "open bracket" and "hyphen" (Palmer,
//     recogniser-style): a partial denture eased ("review two slash fifty two"); a child's check-up with ULD / ULE caries
//     and sealants; an extraction of UR7 with a "mesio hyphen palatal cusp" and options in brackets (appended dictation);
//     an RCT obturation with a "post op pa colon" report; a perio check-up with a "sorry" correction and a referral;
//   dl16–dl20 a UK practice whose nurse types the dictation and keeps some spoken words ("comma", "full stop.",
//     "new line", "new paragraph", "open bracket", "colon") (FDI, typed): a terse recall; an emergency temporary dressing;
//     complete dentures fitted (no chart); a child's extraction of 75 (appended dictation); a chipped 21 with an MI
//     composite;
//   dl21–dl25 a US dentist saying "period", "comma", "new line", "open paren" (Universal, recogniser-style): a first RCT
//     visit with "medical history colon history of colon cancer"; two composites with no section words and "scratch that
//     period" (appended dictation); final impressions for an upper denture with "shade and mold selected colon a three";
//     a child's pulpotomy and SSC on #T; a short crown recement;
//   dl26–dl30 a US practice whose assistant types the dictation and keeps some spoken words ("period", "comma", "colon",
//     "open paren") (Universal, typed): a periodic exam; a crown prep with a fractured cusp (appended dictation); a
//     pericoronitis irrigated and referred; a periodontal maintenance visit; a dry socket after an extraction (no title).
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in dl10 and dl24); 20 recogniser-style (lower case, number
// words, dictated punctuation words, occasional fillers, "sorry" and "scratch that") and 10 typed (dl16–dl20,
// dl26–dl30); 45 to 194 words (most 60 to 160); six cases with appended dictation (dl05, dl10, dl13, dl22 recogniser
// "add to notes …"; dl19, dl27 typed "Add to notes: …"), each adding to NOTES. DENTAL in 28 cases (not dl07, dl18).
//
// Judgement calls where the contract left room:
// - The contract names "full stop", "comma", "new line" and "new paragraph"; the other dictated marks are treated the
//   same way: "period" → ".", "colon" → ":", "open bracket / paren … close bracket / paren" → "( … )", "hyphen" → "-"
//   with no spaces ("mesio hyphen palatal" → mesio-palatal → MP; "four hyphen six millimeters" → "4-6 mm"), "slash" →
//   "/" ("two one two slash one one two" → "BPE 2 1 2 / 1 1 2"; "two slash fifty two" → 2/52 → "2 weeks"). "new line",
//   "new paragraph" and "next heading" are layout: they end a clause like a full stop (". " in text fields, a new item in
//   lists) and are never content.
// - The words stay words where they are not punctuation: "for a period of about two weeks" (dl08) and "history of colon
//   cancer" (dl21).
// - A heading said with "colon" ("medical history colon", "charting colon", "diagnosis colon", "next visit colon",
//   "intra oral colon", "Dx colon", "Med hx colon") drops both the heading and the colon; "radiographs colon two
//   bitewings" drops "radiographs:" as the header before a type. A colon after content stays ("PA 17: …", "Bitewings:
//   …", "Post-op PA: …", "2 BWX: …", "Shade and mold selected: A3", "Options: …").
// - Dictated commas are kept: text fields and chart conditions keep them ("No changes, still on amlodipine, no
//   allergies", "D caries, not tender"), and list items split at them ("caries removed comma dentine firm" → two items;
//   "diagnosis colon nonrestorable number nineteen comma acute apical abscess" → two DX items). Recogniser-style clauses
//   ended by "full stop" / "period" / "new line" are separate sentences. A field's last full stop is not written; a kept
//   word next to typed punctuation ("full stop.", "period.") gives one mark.
// - Bracketed text stays with its item or clause, commas inside it included ("Discussed options (root canal and crown,
//   extraction, leave it)"); "Impressions (upper and lower)" is the title "Impressions"; "final impressions upper with
//   border molding (green stick)" is "Impressions" (as more56).
// - A kept comma between a discussion and a consent ("Discussed extraction 75 with mum comma consent from mum") splits
//   the clause between CONSULT and CONSENT; a kept comma between two teeth in one typed line ("#18 DO composite, sound
//   comma #31 B cervical abfraction") gives two chart entries.
// - "mesial contact tight" keeps its word (a contact is not in rule 4's list); "adjusted slightly on the palatal cusp" →
//   "P cusp"; "number three class one mobility" → "Class 1 mobility", "stage three grade b" → "stage 3 grade B" (number
//   words become digits), while typed "Class I", "stage III" stay as typed. Tooth-first mobility and furcation ("#14
//   furcation grade I") are chart entries; pocket depths said measure first stay in PERIO (as more58).
// - Titles: "extirpation three six" → "Extirpation 36"; "obturated lower right six" → "Obturation LR6"; a crown seat with
//   only "cemented with resin cement" takes "Crown fit #14" from the CC (as more58 bh15); "recemented crown number nine" →
//   "Crown recement #9"; "temp dressing 25 with GIC" → "Temporary dressing 25"; "relieved upper flange" at a denture fit
//   is no Denture adjustment (as more56), "eased the lower denture flange" at a later visit is; "irrigated socket" and a
//   dry socket irrigated are no Irrigation title, "irrigated under operculum" is; a dry socket after an extraction
//   done before has no TX TODAY; "Arestin placed in #3 distal pocket", core build-ups, cones and scans are no titles.
// - A child's age and who came with them, remarks about the patient and "add to notes …" are NOTES; a question with its
//   answer and advice are CONSULT; nurse asides are dropped (as more58). A socket ("#17 socket empty") and an ulcer next to
//   a tooth are INTRA with no chart entry (rule 7).
import { defineCase, type NotesCase } from '../case.ts';

export const more114Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist: "full stop", "comma", "new paragraph", "… colon" headings (FDI)
  defineCase({
    id: 'dl01-uk-asr-fdi-recall-headings-colon-full-stop-charting-bpe-slash',
    style: 'UK',
    asr: true,
    transcript:
      'check up full stop no problems full stop new paragraph medical history colon no changes comma still on amlodipine comma no allergies full stop new paragraph extra oral colon nad full stop intra oral colon soft tissues healthy full stop new paragraph bpe two one two slash one one two full stop new paragraph charting colon one six mesial occlusal amalgam sound full stop two six occlusal composite sound full stop three six distal caries comma not tender full stop four six crown full stop one eight and two eight missing full stop new paragraph radiographs colon two bitewings comma grade one comma distal caries three six into dentine full stop new paragraph diagnosis colon caries three six full stop new paragraph scale and polish comma ohi full stop new paragraph next visit colon distal composite three six full stop recall six months full stop',
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes, still on amlodipine, no allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 1 2 / 1 1 2',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'D caries, not tender'],
        ['46', 'Crown'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      RADIO: '2 bitewings, grade 1, distal caries 36 into dentine',
      DX: ['Caries 36'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI'],
      NV: ['D composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dl02-uk-asr-fdi-mo-composite-46-la-sorry-nurse-aside-full-stops',
    style: 'UK',
    asr: true,
    transcript:
      'okay attended for the filling on four six full stop medical history colon no changes full stop new paragraph four six mesial occlusal caries comma not tender to percussion full stop four seven sound full stop new paragraph la colon one cartridge articaine four percent one in one hundred thousand adrenaline inferior dental block right sorry buccal infiltration four six full stop rubber dam full stop caries removed comma dentine firm full stop um can i have the sectional matrix please thanks sectional matrix and wedge full stop mesial occlusal composite four six comma shade a two full stop occlusion checked comma polished full stop new paragraph post op instructions given full stop she asked how long the numbness lasts comma told her two to three hours full stop new paragraph recall as planned full stop',
    expect: {
      CC: 'Filling on 46',
      'MED HX': 'No changes',
      DENTAL: [
        ['46', 'MO caries, not tender to percussion'],
        ['47', 'Sound'],
      ],
      CONSULT: 'She asked how long the numbness lasts, told her 2 to 3 hours',
      'TX TODAY': ['MO composite 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'MO composite 46',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'dl03-uk-asr-fdi-extraction-17-fractured-palatal-cusp-pa-colon-consent',
    style: 'UK',
    asr: true,
    transcript:
      'presenting complaint colon broken tooth upper right at the back comma wants it out full stop new paragraph medical history colon type two diabetes comma metformin comma allergic to penicillin full stop new paragraph one seven fractured palatal cusp comma caries under the old filling comma tender to bite full stop one six sound full stop new paragraph pa one seven colon caries close to the pulp comma no periapical changes full stop new paragraph discussed root canal and crown or extraction full stop she wants it out full stop verbal consent full stop new paragraph la colon two point two mls lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration one seven full stop extracted one seven with forceps comma roots complete full stop haemostasis achieved full stop post op instructions given verbal and written full stop new paragraph review if any problems full stop',
    expect: {
      CC: 'Broken tooth upper right at the back, wants it out',
      'MED HX': 'Type 2 diabetes, metformin, allergic to penicillin',
      DENTAL: [
        ['17', 'Fractured P cusp, caries under the old filling, tender to bite', 'P cusp'],
        ['16', 'Sound'],
      ],
      RADIO: 'PA 17: caries close to the pulp, no periapical changes',
      CONSULT: 'Discussed root canal and crown or extraction. She wants it out',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 17'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 17',
        'Extracted 17 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'dl04-uk-asr-fdi-emergency-pulpitis-36-extirpation-scratch-that-dressing',
    style: 'UK',
    asr: true,
    transcript:
      'emergency full stop pain lower left for three days comma keeping him up at night comma worse with hot drinks full stop new paragraph medical history colon fit and well comma no medications comma no allergies full stop new paragraph extra oral colon no swelling full stop intra oral colon nad full stop new paragraph three six large mesial occlusal distal amalgam comma lingering pain to cold comma tender to percussion full stop three seven disto occlusal composite sound full stop new paragraph pa three six colon widened periodontal ligament space mesial root full stop new paragraph diagnosis colon symptomatic irreversible pulpitis three six full stop new paragraph explained root canal or extraction full stop he wants to keep it full stop new paragraph la colon two cartridges articaine four percent one in one hundred thousand adrenaline inferior dental block left plus buccal infiltration three six full stop rubber dam full stop access cavity comma extirpation three six full stop canals irrigated with sodium hypochlorite full stop ledermix and cavit full stop scratch that full stop ledermix and glass ionomer full stop new paragraph next visit colon complete root canal three six full stop',
    expect: {
      CC: 'Emergency. Pain lower left for 3 days, keeping him up at night, worse with hot drinks',
      'MED HX': 'Fit and well, no medications, no allergies',
      EXTRA: 'No swelling',
      INTRA: 'NAD',
      DENTAL: [
        ['36', 'Large MOD amalgam, lingering pain to cold, tender to percussion'],
        ['37', 'DO composite sound'],
      ],
      RADIO: 'PA 36: widened periodontal ligament space mesial root',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: 'Explained root canal or extraction. He wants to keep it',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Rubber dam',
        'Access cavity',
        'Extirpation 36',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and glass ionomer',
      ],
      NV: ['Complete RCT 36'],
    },
  }),
  defineCase({
    id: 'dl05-uk-asr-fdi-crown-prep-46-impressions-open-bracket-temp-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      'attended for crown prep four six full stop no problems since the root filling full stop new paragraph medical history colon no change full stop new paragraph four six root filled comma large mesial occlusal distal composite comma cracked lingual cusp full stop four seven sound full stop new paragraph la colon one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four six full stop core build up with composite full stop crown prep four six for zirconia crown full stop retraction cord full stop impressions open bracket upper and lower close bracket full stop shade a three full stop temporary crown comma cemented with temporary cement full stop occlusion checked full stop new paragraph explained the temporary may come off comma call if so full stop new paragraph next visit colon crown fit four six in two weeks full stop',
    appends: ['add to notes she would like a morning slot for the fit full stop'],
    expect: {
      CC: 'Crown prep 46. No problems since the root filling',
      'MED HX': 'No change',
      DENTAL: [
        ['46', 'Root filled, large MOD composite, cracked L cusp'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Explained the temporary may come off, call if so',
      'TX TODAY': ['Crown prep 46', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Core build up with composite',
        'Crown prep 46 for zirconia crown',
        'Retraction cord',
        'Impressions (upper and lower)',
        'Shade A3',
        'Temporary crown',
        'Cemented with temporary cement',
        'Occlusion checked',
      ],
      NOTES: 'She would like a morning slot for the fit',
      NV: ['Crown fit 46 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. US dentist: "period", "comma", "new paragraph", "chief complaint colon" (Universal)
  defineCase({
    id: 'dl06-us-asr-periodic-exam-period-comma-psr-slash-charting-19-do-caries',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint colon periodic exam comma no concerns period new paragraph medical history colon high blood pressure comma takes lisinopril comma no known drug allergies period new paragraph extraoral within normal limits period intraoral within normal limits period new paragraph psr two two two slash two one two comma light calculus lower anteriors period new paragraph number three mesial occlusal distal amalgam comma sound period number fourteen crown comma margins intact period number nineteen distal occlusal caries period number thirty occlusal composite sound period numbers one sixteen seventeen and thirty two missing period new paragraph four bitewings comma caries number nineteen into dentin period new paragraph diagnosis colon caries number nineteen period new paragraph prophy comma ohi period new paragraph next visit colon distal occlusal composite number nineteen period recall six months period',
    expect: {
      CC: 'Periodic exam, no concerns',
      'MED HX': 'High blood pressure, takes lisinopril, no known drug allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 1 2, light calculus lower anteriors',
      DENTAL: [
        ['3', 'MOD amalgam, sound'],
        ['14', 'Crown, margins intact'],
        ['19', 'DO caries'],
        ['30', 'O composite sound'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO: '4 bitewings, caries #19 into dentin',
      DX: ['Caries #19'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      NV: ['DO composite #19'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dl07-us-asr-crown-seat-14-title-from-cc-mesial-contact-palatal-cusp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint colon crown seat number fourteen period temp has been fine period new paragraph medical history colon no changes period new paragraph no anesthetic needed period temp removed comma prep cleaned with pumice period crown tried in comma mesial contact tight comma adjusted period margins closed period shade good period cemented with resin cement period excess removed comma floss through contacts period occlusion checked comma adjusted slightly on the palatal cusp period new paragraph patient happy with the fit period post op instructions given period new paragraph recall in six months period',
    expect: {
      CC: 'Crown seat #14. Temp has been fine',
      'MED HX': 'No changes',
      'TX TODAY': ['Crown fit #14'],
      TX: [
        'No anesthetic needed',
        'Temp removed',
        'Prep cleaned with pumice',
        'Crown tried in',
        'Mesial contact tight',
        'Adjusted',
        'Margins closed',
        'Shade good',
        'Cemented with resin cement',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked',
        'Adjusted slightly on the P cusp',
        'Post-op instructions given',
      ],
      NOTES: 'Patient happy with the fit',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'dl08-us-asr-emergency-abscess-19-extraction-a-period-of-two-weeks',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint colon pain and swelling lower left for a period of about two weeks period worse since yesterday period new paragraph medical history colon allergic to penicillin comma takes metformin for type two diabetes period new paragraph extraoral slight swelling left mandible comma no fever period intraoral buccal swelling next to number nineteen period new paragraph number nineteen fractured to the gum line comma grossly decayed comma tender to percussion period numbers eighteen and twenty sound period new paragraph pa of nineteen colon periapical radiolucency on both roots period new paragraph diagnosis colon nonrestorable number nineteen comma acute apical abscess period new paragraph discussed root canal and crown versus extraction period he chose extraction period consent form signed period new paragraph two carpules lidocaine two percent one to one hundred thousand epi left ianb period extracted number nineteen comma sectioned roots period irrigated socket comma gauze period rx clindamycin three hundred milligrams four times a day for seven days period post op instructions given period new paragraph follow up in one week period',
    expect: {
      CC: 'Pain and swelling lower left for a period of about 2 weeks. Worse since yesterday',
      'MED HX': 'Allergic to penicillin, takes metformin for type 2 diabetes',
      EXTRA: 'Slight swelling left mandible, no fever',
      INTRA: 'Buccal swelling next to #19',
      DENTAL: [
        ['19', 'Fractured to the gum line, grossly decayed, tender to percussion', 'Not specified'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA of #19: periapical radiolucency on both roots',
      DX: ['Nonrestorable #19', 'Acute apical abscess'],
      CONSULT: 'Discussed root canal and crown versus extraction. He chose extraction',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #19',
        'Sectioned roots',
        'Irrigated socket',
        'Gauze',
        'Rx clindamycin 300 mg 4 times a day for 7 days',
        'Post-op instructions given',
      ],
      'F/U': 'Follow up in 1 week',
    },
  }),
  defineCase({
    id: 'dl09-us-asr-srp-ur-lr-pockets-four-hyphen-six-arestin-3-smoking',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint colon scaling and root planing upper right and lower right period gums bleed when brushing period new paragraph medical history colon no changes comma smoker half a pack a day period new paragraph pocket depths four hyphen six millimeters upper right and lower right posteriors comma bleeding on probing thirty percent period number three class one mobility period new paragraph diagnosis colon periodontitis stage three grade b period new paragraph four carpules articaine four percent one to one hundred thousand epi right ianb plus buccal infiltration upper right period srp upper right and lower right with ultrasonic and hand instruments period arestin placed in number three distal pocket period ohi with interdental brushes period smoking cessation discussed comma not ready to quit period new paragraph next visit colon srp upper left and lower left in two weeks period',
    expect: {
      CC: 'Scaling and root planing upper right and lower right. Gums bleed when brushing',
      'MED HX': 'No changes, smoker half a pack a day',
      PERIO: 'Pocket depths 4-6 mm upper right and lower right posteriors, bleeding on probing 30%',
      DENTAL: [['3', 'Class 1 mobility']],
      DX: ['Periodontitis stage 3 grade B'],
      CONSULT: 'Smoking cessation discussed, not ready to quit',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration upper right',
        'SRP upper right and lower right with ultrasonic and hand instruments',
        'Arestin placed in #3 distal pocket',
        'OHI with interdental brushes',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dl10-us-asr-child-checkup-letters-k-distal-sealants-19-30-appends-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old with mom period new paragraph chief complaint colon checkup comma no problems period new paragraph medical history colon healthy comma no meds comma no allergies period new paragraph soft tissues normal period light plaque on the lower front teeth period new paragraph numbers three and fourteen partially erupted period numbers nineteen and thirty fully erupted comma deep grooves comma no caries period letter k distal caries period letter t occlusal composite intact period letters a and j sound period new paragraph two bitewings colon letter k distal caries into dentin period new paragraph prophy comma fluoride varnish period fissure sealants numbers nineteen and thirty period she did great period new paragraph mom asked when the baby teeth start falling out comma told her from about age six onwards period new paragraph next visit colon distal composite letter k period recall six months period',
    appends: ['add to notes mom prefers after school appointments period'],
    expect: {
      CC: 'Checkup, no problems',
      'MED HX': 'Healthy, no meds, no allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Light plaque on the lower front teeth',
      DENTAL: [
        ['3', 'Partially erupted'],
        ['14', 'Partially erupted'],
        ['19', 'Fully erupted, deep grooves, no caries'],
        ['30', 'Fully erupted, deep grooves, no caries'],
        ['K', 'D caries'],
        ['T', 'O composite intact'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings: #K distal caries into dentin',
      CONSULT: 'Mom asked when the baby teeth start falling out, told her from about age 6 onwards',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      NOTES: '6 year old with mom. She did great. Mom prefers after school appointments',
      NV: ['D composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist saying Palmer words: "next heading", "new line", "open bracket" (Palmer)
  defineCase({
    id: 'dl11-uk-asr-palmer-partial-denture-eased-next-heading-new-line-2-slash-52',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'presenting complaint colon lower partial denture rubbing on the left full stop fitted two weeks ago full stop next heading medical history colon no changes new line takes warfarin new line allergic to latex full stop next heading intra oral colon ulcer lower left buccal sulcus next to lower left four full stop flange overextended there full stop upper denture fine full stop next heading lower left three and lower right three sound full stop lower left five six and seven missing full stop next heading eased the lower denture flange with an acrylic bur full stop checked with pressure relief cream full stop polished full stop next heading advised salt water rinses full stop review two slash fifty two if still sore full stop',
    expect: {
      CC: 'Lower partial denture rubbing on the left. Fitted 2 weeks ago',
      'MED HX': 'No changes. Takes warfarin. Allergic to latex',
      INTRA: 'Ulcer lower left buccal sulcus next to LL4. Flange overextended there. Upper denture fine',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound'],
        ['LL5', 'Missing'],
        ['LL6', 'Missing'],
        ['LL7', 'Missing'],
      ],
      CONSULT: 'Advised salt water rinses',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the lower denture flange with an acrylic bur',
        'Checked with pressure relief cream',
        'Polished',
      ],
      'F/U': 'Review 2 weeks if still sore',
    },
  }),
  defineCase({
    id: 'dl12-uk-asr-palmer-child-check-up-uld-ule-caries-fs-ll6-lr6-brackets',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'eight year old with dad full stop next heading check up full stop dad says she gets food stuck upper left full stop next heading medical history colon asthma open bracket brown and blue inhalers close bracket new line no allergies full stop next heading soft tissues healthy full stop plaque on the upper molars full stop next heading upper left d distal caries comma food trap full stop upper left e mesial caries full stop lower left six and lower right six fully erupted comma deep fissures full stop upper right six and upper left six partially erupted full stop next heading bitewings colon upper left d and e caries into dentine full stop next heading fissure sealants lower left six and lower right six full stop fluoride varnish full stop tooth brushing instruction with dad full stop next heading next visit colon fillings upper left d and e full stop recall three months full stop',
    expect: {
      CC: 'Check up. Dad says she gets food stuck upper left',
      'MED HX': 'Asthma (brown and blue inhalers). No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the upper molars',
      DENTAL: [
        ['ULD', 'D caries, food trap'],
        ['ULE', 'M caries'],
        ['LL6', 'Fully erupted, deep fissures'],
        ['LR6', 'Fully erupted, deep fissures'],
        ['UR6', 'Partially erupted'],
        ['UL6', 'Partially erupted'],
      ],
      RADIO: 'Bitewings: ULD and ULE caries into dentine',
      'TX TODAY': ['Fissure sealants LL6, LR6', 'Fluoride varnish'],
      TX: ['Fissure sealants LL6, LR6', 'Fluoride varnish', 'Tooth brushing instruction with dad'],
      NOTES: '8 year old with dad',
      NV: ['Fillings ULD, ULE'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dl13-uk-asr-palmer-extraction-ur7-mesio-hyphen-palatal-cusp-options-brackets',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'presenting complaint colon upper right seven broken comma painful to chew full stop wants it out full stop next heading medical history colon no changes new line on ramipril new line no known allergies full stop next heading upper right seven fractured mesio hyphen palatal cusp comma caries to the bone level comma tender to bite full stop upper right six mesial occlusal amalgam sound full stop next heading discussed options open bracket root canal and crown comma extraction comma leave it close bracket full stop he wants it out full stop written consent full stop next heading la colon two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right seven full stop extracted upper right seven with forceps full stop roots complete full stop haemostasis achieved full stop post op instructions verbal and written full stop next heading review if problems full stop',
    appends: ['add to notes he was anxious but coped well full stop'],
    expect: {
      CC: 'UR7 broken, painful to chew. Wants it out',
      'MED HX': 'No changes. On ramipril. No known allergies',
      DENTAL: [
        ['UR7', 'Fractured MP cusp, caries to the bone level, tender to bite', 'MP cusp'],
        ['UR6', 'MO amalgam sound'],
      ],
      CONSULT: 'Discussed options (root canal and crown, extraction, leave it). He wants it out',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction UR7'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR7',
        'Extracted UR7 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      NOTES: 'He was anxious but coped well',
      'F/U': 'Review if problems',
    },
  }),
  defineCase({
    id: 'dl14-uk-asr-palmer-obturation-lr6-post-op-pa-colon-nv-crown-prep',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for completion of root canal lower right six full stop no pain since last visit full stop next heading medical history colon no change full stop next heading lower right six temporary intact comma not tender to percussion full stop next heading la colon one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower right six full stop rubber dam full stop temporary removed full stop canals irrigated with sodium hypochlorite full stop master cones checked to working length full stop obturated lower right six with gutta percha and sealer full stop new line glass ionomer core full stop next heading post op pa colon good length and condensation comma no voids full stop next heading next visit colon crown prep lower right six full stop',
    expect: {
      CC: 'Completion of root canal LR6. No pain since last visit',
      'MED HX': 'No change',
      DENTAL: [['LR6', 'Temporary intact, not tender to percussion']],
      RADIO: 'Post-op PA: good length and condensation, no voids',
      'TX TODAY': ['Obturation LR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam',
        'Temporary removed',
        'Canals irrigated with sodium hypochlorite',
        'Master cones checked to working length',
        'Obturated LR6 with gutta percha and sealer',
        'Glass ionomer core',
      ],
      NV: ['Crown prep LR6'],
    },
  }),
  defineCase({
    id: 'dl15-uk-asr-palmer-perio-check-up-bpe-slash-sorry-probing-referral-rsd',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'check up and scale and polish full stop gums bleed when brushing full stop next heading medical history colon type two diabetes comma metformin new line ex smoker full stop next heading extra oral nad full stop intra oral nad full stop next heading bpe three two three slash three two four full stop bleeding on brushing sorry bleeding on probing forty percent full stop six millimetre pocket lower right seven distal full stop next heading upper right six mesial occlusal distal amalgam sound full stop lower left six crown full stop lower right seven grade one mobility full stop next heading diagnosis colon periodontitis stage three grade b full stop next heading scale and polish full stop ohi open bracket interdental brushes pink and orange close bracket full stop next heading referred to hygienist for root surface debridement full stop recall three months full stop',
    expect: {
      CC: 'Check up and scale and polish. Gums bleed when brushing',
      'MED HX': 'Type 2 diabetes, metformin. Ex smoker',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 3 2 3 / 3 2 4. Bleeding on probing 40%. 6 mm pocket LR7 distal',
      DENTAL: [
        ['UR6', 'MOD amalgam sound'],
        ['LL6', 'Crown'],
        ['LR7', 'Grade 1 mobility'],
      ],
      DX: ['Periodontitis stage 3 grade B'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI (interdental brushes pink and orange)'],
      'TX PLAN': ['Referred to hygienist for RSD'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. UK practice, notes typed by a nurse who kept some spoken punctuation words (FDI)
  defineCase({
    id: 'dl16-uk-typed-fdi-nurse-recall-kept-comma-full-stop-new-line-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Check up comma no complaints. MH: no change comma on atorvastatin, NKDA full stop. EO NAD. IO NAD new line BPE 1 1 1 / 1 2 1. 16 MO amalgam, sound. 26 O composite comma sound. 36 DO amalgam, ditched margin comma no caries. 47 B cervical abrasion. BWs x2 (grade 1): no caries new paragraph S&P, OHI. Recall 6/12.',
    expect: {
      CC: 'Check up, no complaints',
      'MED HX': 'No change, on atorvastatin, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['16', 'MO amalgam, sound'],
        ['26', 'O composite, sound'],
        ['36', 'DO amalgam, ditched margin, no caries'],
        ['47', 'B cervical abrasion'],
      ],
      RADIO: 'BWs x2 (grade 1): no caries',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dl17-uk-typed-fdi-nurse-emergency-lost-filling-25-temp-dressing-open-bracket',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency full stop. Lost filling 25 yesterday, sharp on tongue, no pain. MH: no change, NKDA. O/E: 25 MOD amalgam lost, large cavity comma no caries comma not TTP. 24 sound. Tongue slight abrasion left lateral border. Dx: lost restoration 25 new line Discussed composite vs onlay open bracket private close bracket. Pt to think about it. No LA. Temp dressing 25 with GIC full stop. NV: MOD composite 25 open bracket 45 mins close bracket.',
    expect: {
      CC: 'Emergency. Lost filling 25 yesterday, sharp on tongue, no pain',
      'MED HX': 'No change, NKDA',
      INTRA: 'Tongue slight abrasion left lateral border',
      DENTAL: [
        ['25', 'MOD amalgam lost, large cavity, no caries, not TTP'],
        ['24', 'Sound'],
      ],
      DX: ['Lost restoration 25'],
      CONSULT: 'Discussed composite vs onlay (private). Pt to think about it',
      'TX TODAY': ['Temporary dressing 25'],
      TX: ['No LA', 'Temp dressing 25 with GIC'],
      NV: ['MOD composite 25 (45 mins)'],
    },
  }),
  defineCase({
    id: 'dl18-uk-typed-fdi-nurse-complete-dentures-fit-relieved-frenum-no-chart',
    style: 'UK',
    asr: false,
    transcript:
      'Fit F/F dentures full stop. MH: no change comma NKDA. IO: ridges healthy comma no ulcers. Dentures tried in comma retention and stability good comma occlusion even. Pressure relief cream, relieved upper flange at the frenum. Dentures fitted new line Denture care and cleaning explained comma leave out at night. Pt happy with appearance full stop. Review 1/52 for easing.',
    expect: {
      CC: 'Fit F/F dentures',
      'MED HX': 'No change, NKDA',
      INTRA: 'Ridges healthy, no ulcers',
      CONSULT: 'Denture care and cleaning explained, leave out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures tried in',
        'Retention and stability good',
        'Occlusion even',
        'Pressure relief cream',
        'Relieved upper flange at the frenum',
        'Dentures fitted',
      ],
      NOTES: 'Pt happy with appearance',
      'F/U': 'Review 1 week for easing',
    },
  }),
  defineCase({
    id: 'dl19-uk-typed-fdi-nurse-child-xla-75-abscess-consent-from-mum-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      '8 y/o with mum comma attended with pain lower left full stop. Woke at night x2. MH: fit and well comma NKDA new line EO: no swelling. 75 grossly carious comma buccal sinus comma mobile. 74 DO caries. 36 sound. Dx: chronic apical abscess 75. Discussed extraction 75 with mum comma consent from mum full stop. Topical. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal + lingual infil 75. XLA 75 comma roots complete. Haemostasis. POIG to mum. Good cooperation comma sticker. NV: DO GIC 74.',
    appends: ['Add to notes: mum would like a Saturday appointment full stop.'],
    expect: {
      CC: 'Pain lower left. Woke at night x2',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'No swelling',
      DENTAL: [
        ['75', 'Grossly carious, buccal sinus, mobile'],
        ['74', 'DO caries'],
        ['36', 'Sound'],
      ],
      DX: ['Chronic apical abscess 75'],
      CONSULT: 'Discussed extraction 75 with mum',
      CONSENT: 'Consent from mum',
      'TX TODAY': ['Extraction 75'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 75',
        'XLA 75',
        'Roots complete',
        'Haemostasis',
        'POIG to mum',
      ],
      NOTES: '8 y/o with mum. Good cooperation, sticker. Mum would like a Saturday appointment',
      NV: ['DO GIC 74'],
    },
  }),
  defineCase({
    id: 'dl20-uk-typed-fdi-nurse-chipped-21-mi-composite-dx-colon-pa-colon',
    style: 'UK',
    asr: false,
    transcript:
      'C/O chipped front tooth comma bit on a fork last night full stop. No pain. MH: no change, NKDA. 21 fractured mesio-incisal corner comma enamel and dentine comma no pulp exposure comma not TTP comma responds to cold. 11 sound. PA 21 colon no root fracture comma PDL normal. Dx colon uncomplicated crown fracture 21. Options: composite build-up or crown, pt chose composite. LA 1 x 2.2 ml articaine 4% 1:100,000 adr infil 21. Bevelled, etch, bond, MI composite 21 comma shade A2 full stop. Polished, occlusion checked. Advised avoid biting hard foods on it. Review 6/12 with recall.',
    expect: {
      CC: 'Chipped front tooth, bit on a fork last night. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['21', 'Fractured MI corner, enamel and dentine, no pulp exposure, not TTP, responds to cold', 'MI corner'],
        ['11', 'Sound'],
      ],
      RADIO: 'PA 21: no root fracture, PDL normal',
      DX: ['Uncomplicated crown fracture 21'],
      CONSULT: 'Options: composite build-up or crown, pt chose composite. Advised avoid biting hard foods on it',
      'TX TODAY': ['MI composite 21'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, infiltration 21',
        'Bevelled',
        'Etch',
        'Bond',
        'MI composite 21',
        'Shade A2',
        'Polished',
        'Occlusion checked',
      ],
      'F/U': 'Review 6 months with recall',
    },
  }),

  // ---------------------------------------------------------------- 5. US dentist: "period", "comma", "new line", "open paren" (Universal)
  defineCase({
    id: 'dl21-us-asr-rct-3-first-visit-colon-cancer-history-open-paren-mb2',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint colon root canal number three comma first visit period new line medical history colon history of colon cancer comma in remission comma no allergies period new line number three temporary filling in place comma tender to percussion comma no swelling period new line diagnosis colon symptomatic apical periodontitis number three period new line two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three period rubber dam period access comma pulpectomy number three period four canals found open paren including mb two close paren period working lengths with apex locator period instrumented to size thirty period canals irrigated with sodium hypochlorite period calcium hydroxide comma cavit period new line next visit colon obturation number three period',
    expect: {
      CC: 'Root canal #3, first visit',
      'MED HX': 'History of colon cancer, in remission, no allergies',
      DENTAL: [['3', 'Temporary filling in place, tender to percussion, no swelling']],
      DX: ['Symptomatic apical periodontitis #3'],
      'TX TODAY': ['Pulpectomy #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Access',
        'Pulpectomy #3',
        '4 canals found (including MB2)',
        'Working lengths with apex locator',
        'Instrumented to size 30',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cavit',
      ],
      NV: ['Obturation #3'],
    },
  }),
  defineCase({
    id: 'dl22-us-asr-no-headings-d-composite-12-m-composite-13-scratch-that-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for fillings on numbers twelve and thirteen period nothing new medically comma allergic to codeine period number twelve distal caries comma number thirteen mesial caries period um two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration twelve and thirteen period isolation with cotton rolls period caries removed both teeth period sectional matrix and wedge period distal composite number twelve comma mesial composite number thirteen period shade a two period scratch that period shade a three period cured comma polished comma occlusion checked period she asked if she can drink coffee comma told her yes once the numbness wears off period recall as scheduled period',
    appends: ['add to notes she was nervous comma asked for breaks period'],
    expect: {
      CC: 'Fillings on #12 and #13',
      'MED HX': 'Nothing new medically, allergic to codeine',
      DENTAL: [
        ['12', 'D caries'],
        ['13', 'M caries'],
      ],
      CONSULT: 'She asked if she can drink coffee, told her yes once the numbness wears off',
      'TX TODAY': ['D composite #12', 'M composite #13'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolation with cotton rolls',
        'Caries removed both teeth',
        'Sectional matrix and wedge',
        'D composite #12',
        'M composite #13',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: 'She was nervous, asked for breaks',
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dl23-us-asr-upper-denture-final-impressions-open-paren-shade-colon-implants',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'chief complaint colon new upper denture comma old one is loose and cracked period new line medical history colon osteoporosis comma was on alendronate for five years comma stopped last year comma no allergies period new line extraoral within normal limits period intraoral colon upper ridge moderately resorbed comma flabby anterior ridge comma no lesions period new line number twenty four class two mobility period new line final impressions upper with border molding open paren green stick close paren period shade and mold selected colon a three period new line discussed implants to help retention comma she wants to think about it period new line next visit colon jaw relation records period',
    expect: {
      CC: 'New upper denture, old one is loose and cracked',
      'MED HX': 'Osteoporosis, was on alendronate for 5 years, stopped last year, no allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Upper ridge moderately resorbed, flabby anterior ridge, no lesions',
      DENTAL: [['24', 'Class 2 mobility']],
      CONSULT: 'Discussed implants to help retention, she wants to think about it',
      'TX TODAY': ['Impressions'],
      TX: ['Final impressions upper with border molding (green stick)', 'Shade and mold selected: A3'],
      NV: ['Jaw relation records'],
    },
  }),
  defineCase({
    id: 'dl24-us-asr-child-pulpotomy-ssc-t-bitewing-colon-new-line-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with dad period new line chief complaint colon toothache lower right when eating period new line medical history colon healthy comma no allergies period new line letter t large distal occlusal caries comma no swelling comma not mobile period letter s sound period new line bitewing colon letter t caries close to the pulp comma no furcation involvement period new line diagnosis colon reversible pulpitis letter t period new line one carpule lidocaine two percent one to one hundred thousand epi right ianb period rubber dam period caries removed comma pulp exposure period pulpotomy letter t with mta period stainless steel crown letter t cemented with glass ionomer period occlusion checked period he did great period new line dad asked if it will hurt later comma told him children's ibuprofen if needed period new line recall in six months period",
    expect: {
      CC: 'Toothache lower right when eating',
      'MED HX': 'Healthy, no allergies',
      DENTAL: [
        ['T', 'Large DO caries, no swelling, not mobile'],
        ['S', 'Sound'],
      ],
      RADIO: 'Bitewing: #T caries close to the pulp, no furcation involvement',
      DX: ['Reversible pulpitis #T'],
      CONSULT: "Dad asked if it will hurt later, told him children's ibuprofen if needed",
      'TX TODAY': ['Pulpotomy #T', 'SSC #T'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #T with MTA',
        'Stainless steel crown #T cemented with glass ionomer',
        'Occlusion checked',
      ],
      NOTES: '7 year old with dad. He did great',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'dl25-us-asr-emergency-crown-off-9-recemented-short-period-uh',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency period crown came off number nine last night period no pain period medical history colon no changes period number nine crown and prep intact comma no decay period recemented crown number nine with glass ionomer period occlusion checked period uh recall as scheduled period',
    expect: {
      CC: 'Emergency. Crown came off #9 last night. No pain',
      'MED HX': 'No changes',
      DENTAL: [['9', 'Crown and prep intact, no decay']],
      'TX TODAY': ['Crown recement #9'],
      TX: ['Recemented crown #9 with glass ionomer', 'Occlusion checked'],
      'F/U': 'Recall as scheduled',
    },
  }),

  // ---------------------------------------------------------------- 6. US practice, notes typed by an assistant who kept some spoken punctuation words (Universal)
  defineCase({
    id: 'dl26-us-typed-assistant-periodic-exam-kept-period-comma-bwx-colon-15-o-caries',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy period. No concerns. Med hx: no changes comma NKDA. EO: WNL. IO: WNL. PSR 1 1 1 / 1 2 1. #2 MO amalgam, sound. #15 O caries comma stained. #18 DO composite, sound comma #31 B cervical abfraction. 2 BWX colon no interproximal caries. Dx: caries #15. Prophy, OHI. NV: O composite #15 period. Recall 6 mos.',
    expect: {
      CC: 'Periodic exam + prophy. No concerns',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 1 1 1 / 1 2 1',
      DENTAL: [
        ['2', 'MO amalgam, sound'],
        ['15', 'O caries, stained'],
        ['18', 'DO composite, sound'],
        ['31', 'B cervical abfraction'],
      ],
      RADIO: '2 BWX: no interproximal caries',
      DX: ['Caries #15'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      NV: ['O composite #15'],
      'F/U': 'Recall 6 mos',
    },
  }),
  defineCase({
    id: 'dl27-us-typed-assistant-crown-prep-19-fractured-ml-cusp-open-paren-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #19 period. Pt reports no sensitivity. Med hx: no changes, NKDA. #19 MOD amalgam, fractured ML cusp comma D recurrent caries. #18 sound. LA: 2 carpules lidocaine 2% 1:100,000 epi left IANB. Old amalgam and decay removed comma core buildup with composite. Crown prep #19 for full zirconia crown. Retraction cord comma digital scan open paren upper and lower close paren. Shade A2. Temp crown #19 comma cemented with TempBond. Occlusion checked. POI given period. NV: crown seat #19 in 2 wks.',
    appends: ['Add to notes: pt prefers a morning appointment for the seat period.'],
    expect: {
      CC: 'Crown prep #19. Pt reports no sensitivity',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'MOD amalgam, fractured ML cusp, D recurrent caries', 'ML cusp'],
        ['18', 'Sound'],
      ],
      'TX TODAY': ['Crown prep #19', 'Temporary crown #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Old amalgam and decay removed',
        'Core buildup with composite',
        'Crown prep #19 for full zirconia crown',
        'Retraction cord',
        'Digital scan (upper and lower)',
        'Shade A2',
        'Temp crown #19',
        'Cemented with TempBond',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: 'Pt prefers a morning appointment for the seat',
      NV: ['Crown fit #19 in 2 wks'],
    },
  }),
  defineCase({
    id: 'dl28-us-typed-assistant-pericoronitis-32-irrigation-referral-oral-surgeon',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents w/ pain LR back comma gum swollen around wisdom tooth comma 4 days period. Med hx colon no changes, takes sertraline, allergic to sulfa. EO: no swelling comma mouth opening normal. #32 partially erupted, operculum inflamed comma food trapped. #31 sound. PA #32: mesioangular, roots close to canal. Dx: pericoronitis #32. Discussed extraction by oral surgeon period. Irrigated under operculum with chlorhexidine comma OHI with soft brush. Rx amoxicillin 500 mg TID x 7 days. Referred to oral surgeon for extraction #32. F/u prn.',
    expect: {
      CC: 'Pain LR back, gum swollen around wisdom tooth, 4 days',
      'MED HX': 'No changes, takes sertraline, allergic to sulfa',
      EXTRA: 'No swelling, mouth opening normal',
      DENTAL: [
        ['32', 'Partially erupted, operculum inflamed, food trapped'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA #32: mesioangular, roots close to canal',
      DX: ['Pericoronitis #32'],
      CONSULT: 'Discussed extraction by oral surgeon',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'Irrigated under operculum with chlorhexidine',
        'OHI with soft brush',
        'Rx amoxicillin 500 mg TID x 7 days',
      ],
      'TX PLAN': ['Referred to oral surgeon for extraction #32'],
      'F/U': 'F/u prn',
    },
  }),
  defineCase({
    id: 'dl29-us-typed-assistant-perio-maintenance-psr-furcation-14-open-paren-stable',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for periodontal maintenance comma 3 mo interval. Pt reports flossing daily period. Med hx: no changes comma metformin, NKDA. PSR 3 2 3 / 3 2 3. Pockets 4-5 mm #2, #3, #14, #15 comma BOP 15%. Generalized light plaque comma calculus lower anteriors. #3 Class I mobility, stable. #14 furcation grade I. Dx: periodontitis stage III grade B open paren stable close paren. Periodontal maintenance, full mouth debridement w/ ultrasonic, polish. OHI reinforced comma interdental brushes. NV: 3 mo perio maintenance period.',
    expect: {
      CC: 'Periodontal maintenance, 3 mo interval. Pt reports flossing daily',
      'MED HX': 'No changes, metformin, NKDA',
      PERIO:
        'PSR 3 2 3 / 3 2 3. Pockets 4-5 mm #2, #3, #14, #15, BOP 15%. Generalized light plaque, calculus lower anteriors',
      DENTAL: [
        ['3', 'Class I mobility, stable'],
        ['14', 'Furcation grade I'],
      ],
      DX: ['Periodontitis stage III grade B (stable)'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance',
        'Full mouth debridement w/ ultrasonic',
        'Polish',
        'OHI reinforced',
        'Interdental brushes',
      ],
      NV: ['3 mo periodontal maintenance'],
    },
  }),
  defineCase({
    id: 'dl30-us-typed-assistant-dry-socket-17-alvogyl-no-title-kept-period',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam period. Pain since XLA #17 4 days ago comma worse last 2 days, radiating to ear. Med hx: no changes comma smoker 10/day, NKDA. EO: no swelling comma no lymphadenopathy. #17 socket empty, no clot comma food debris. #18 sound. Dx: alveolar osteitis #17 socket period. Socket irrigated w/ saline comma Alvogyl placed. Advised no smoking comma warm salt water rinses after 24 hrs. Rx ibuprofen 600 mg q6h prn. RTC 3 days for check period.',
    expect: {
      CC: 'Limited exam. Pain since XLA #17 4 days ago, worse last 2 days, radiating to ear',
      'MED HX': 'No changes, smoker 10/day, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '#17 socket empty, no clot, food debris',
      DENTAL: [['18', 'Sound']],
      DX: ['Alveolar osteitis #17 socket'],
      CONSULT: 'Advised no smoking, warm salt water rinses after 24 hrs',
      TX: ['Socket irrigated w/ saline', 'Alvogyl placed', 'Rx ibuprofen 600 mg q6h prn'],
      'F/U': 'RTC 3 days for check',
    },
  }),
];
