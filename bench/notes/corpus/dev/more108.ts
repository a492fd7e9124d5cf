// A hundred-and-eighth development batch (ids df01–df30), written blind from the contract (the labelling contract,
// case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine or
// any other corpus file; every case was labelled before any check was run. It is periodontal and
// mucogingival surgery and its reviews: crown lengthening with bone removal and biologic width, connective tissue and
// free gingival grafts (palatal donor, AlloDerm tunnel), coronally advanced flaps, lip and tongue frenectomies (scalpel
// and diode laser), gingivectomy / gingivoplasty for drug-influenced and post-orthodontic overgrowth, access flap and
// osseous surgery, regenerative surgery with Emdogain or bone graft and membrane, pocket charts around the surgical
// site, post-op reviews with suture removal, healing findings and chlorhexidine advice, and consultations where surgery
// is planned or declined. Six clinicians, five visits each, with the patient's remarks and questions, nurse and
// assistant asides, LA in several forms (two lines, IDB / IANB, labial, palatal, mental block, "local"), pocket depths,
// mobility and recession said aloud, some with section words and some with none:
//   df01–df05 a UK periodontal specialist practice, periodontist A (FDI; df01, df02, df05 recogniser-style, df03, df04
//     typed): a recession consultation with CTG and frenectomy planned, crown lengthening 36 with bone removal and a
//     nurse aside, a terse 10-day review with sutures out and referral back to the GDP, Emdogain regenerative surgery 25
//     (appended dictation), a re-evaluation where the smoker declines access flap surgery and has PMPR;
//   df06–df10 the same practice, periodontist B (Palmer; df07, df09, df10 recogniser-style with Palmer words, df06, df08
//     typed LR1 shorthand): a free gingival graft LR1/LL1 with a palatal stent, an upper labial frenectomy by scalpel
//     with "sorry" on the suture size, a gingivectomy UR3–UL3 for drug-influenced overgrowth with Coe-Pak, a 2-week
//     review after the graft (appended dictation), an access flap UL6/UL7 with RSD under direct vision;
//   df11–df15 a US periodontics office, periodontist (Universal; df13 recogniser-style, the rest typed): SCTG + CAF
//     #5-#6, a gummy-smile consultation with esthetic crown lengthening planned and an insurance question, esthetic crown
//     lengthening #7-#10 with osseous recontouring and an assistant aside, a terse 2-week post-op check, GTR #19 with FDBA
//     and a collagen membrane (appended dictation);
//   df16–df20 a US general dentist doing minor perio surgery (Universal; df16, df17, df20 recogniser-style, df18, df19
//     typed): crown lengthening #30 in a patient on aspirin with "sorry" on the bone level, a child's lingual
//     frenectomy by diode laser, a teenager's laser gingivectomy after braces, the 1-week check after the crown
//     lengthening (appended dictation), SRP with Arestin where the patient declines referral for surgery;
//   df21–df25 the UK specialist practice, specialist C (FDI; df24 recogniser-style with no section words, df21–df23 typed
//     full sentences, df25 typed shorthand): a CAF with Emdogain 13/14, a 6-month review after regenerative surgery 46,
//     a nifedipine overgrowth consultation with gingivectomy declined, crown lengthening 24 on warfarin with a nurse
//     aside, a lower labial laser frenectomy (appended dictation);
//   df26–df30 the US periodontics office, associate periodontist (Universal; df28 typed, the rest recogniser-style,
//     df27 and df30 with no section words): osseous surgery #28-#31 with an assistant aside, an AlloDerm tunnel graft
//     #24/#25 with "left sorry right", a crown-lengthening consultation ending undecided (appended dictation), the
//     1-week check after the osseous surgery, an emergency palatal donor-site bleed the day after a CTG.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal); 15 recogniser-style (lower case, number words, no punctuation, fillers,
// "sorry" corrections) and 15 typed (terse shorthand in df03, df14; comma runs in df04, df06, df08, df11, df12, df15,
// df18, df19, df25, df28; full sentences in df21, df22, df23); 59 to 239 words (19 cases up to 160, the long ones are
// step-by-step surgery); six cases with appended dictation (df04 typed "Add to notes: …" / "Next visit: …"; df09
// recogniser "add to treatment …" / "add to notes …"; df15, df19, df25 typed "Add to notes: …" / "Add to treatment:
// …"; df28 typed "Add to notes: …" / "Add to tx plan: …"). DENTAL in 25 cases (not df09, df11, df13, df14, df30).
//
// Judgement calls where the contract was silent or left room:
// - No periodontal surgery is a title of the table: crown lengthening, grafts, CAF, tunnels, frenectomies,
//   gingivectomy / gingivoplasty, access flaps, osseous surgery, GTR / Emdogain, Coe-Pak, laser release and suture
//   removal stay in TX alone, so many surgical visits have an empty TX TODAY or only the table procedures done along
//   the way: OHI, fluoride varnish, "root surface debridement 25" → "RSD 25", "scaling and root planing under direct
//   vision thirty and thirty one" → "SRP #30, #31", "supragingival PMPR" → "PMPR", and "Irrigation" when the surgical
//   site was "irrigated" (with saline or chlorhexidine: not a canal or a socket; df02, df10, df15, df16, df29).
//   "Washed out / rinsed / cleansed with saline" is no Irrigation, and "root surfaces planed" or "root planed #19 M"
//   (no scaling said) is no SRP.
// - Pocket depths, recession, keratinised tissue, furcations, BOP, plaque, biotype and overgrowth are PERIO whether
//   the tooth is said first or last; mobility said of a named tooth is a chart entry (as more53 / more58). Healing of
//   a surgical site (graft, flap, donor site, sutures, slough, fibrin, oozing) and frenum findings are INTRA (as
//   sockets and implant sites in earlier batches); root coverage and residual recession at the site are PERIO.
// - Chlorhexidine: "advised …" and advice after the post-op instructions are CONSULT (as more58); "Rx" / "prescribed"
//   chlorhexidine or Peridex is a TX item, and post-op instructions said with their content ("POIG incl. no
//   brushing …", "including ice on the lip today") stay one TX item.
// - LA: two quantities or agents give two LA lines; "local" is LA; a site after the technique stays ("labial
//   infiltration either side of the frenum", "palatal infiltration near the donor site"); "buccal infiltrations from
//   12 to 15" keeps the plural as said (as more56 bf22); "L IANB" → "IANB left".
// - Referrals for treatment elsewhere (orthodontist to fit a retainer, back to speech therapy, refer back to GDP for
//   crown prep, writing to the GP about nifedipine) are TX PLAN; "a letter has been sent to his dentist" (no
//   treatment) is NOTES. Surgery declined is CONSULT only; surgery accepted is TX PLAN, split at "and" when both sides
//   name a procedure ("… tunnel technique", "Lower labial frenectomy"); "osteoplasty and ostectomy" is split the same
//   way in TX.
// - Nervousness, who drove or came with the patient, a child's or teenager's age and carer, and remarks ("she said her
//   lip feels huge", "she was relieved") are NOTES; a question and its answer are CONSULT. Nurse and assistant asides
//   ("could I have the chisels please thanks", "can you suction right there please thanks") are dropped.
// - Surfaces (rule 4): in DENTAL "distal margin" → "D margin", "fractured palatal cusp" → "Fractured P cusp" with
//   fracture "P cusp", and in TX "the distal root" → "the D root"; "mesio buccal" / "disto buccal" / "mesio palatal"
//   → MB / DB / MP everywhere; single surfaces of pockets in PERIO and "on the mesial" stay words.
// - Grades and classes said by the recogniser are digits ("grade 2 furcation", "class 1 mobility");
//   typed roman numerals stay ("grade I", "Class I"). "Six-month" → "6-month", "re evaluate" → "re-evaluate", "re
//   chart" → "re-chart", "post op" → "post-op", "four oh vicryl" → "4-0 Vicryl".
// - In df16 "probing on thirty three millimeters all around" is read as #30 and 3 mm (the recogniser ran them
//   together); in df29 NV "six week check then back to perio maintenance" is split at "then", with the table name
//   "periodontal maintenance".
// - In recogniser-style text fields a new clause starts a new sentence and an "and" opening a clause goes (as more58);
//   recogniser-style chart conditions keep the spoken run without added commas.
import { defineCase, type NotesCase } from '../case.ts';

export const more108Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK periodontal specialist practice, periodontist A (FDI)
  defineCase({
    id: 'df01-uk-asr-fdi-recession-consult-31-41-ctg-tunnel-frenectomy-planned',
    style: 'UK',
    asr: true,
    transcript:
      "new patient consultation referred by her dentist for recession on the lower front teeth she's worried they look long and they're sensitive to cold medical history fit and well no medications no allergies non smoker extra oral nad intra oral soft tissues healthy high frenal attachment lower labial pulling on the gum periodontal examination bpe two two two two three two plaque score twenty percent bleeding twelve percent recession four millimetres on three one and three millimetres on four one both buccal keratinised tissue about one millimetre probing depths two millimetres all sites three one and four one not mobile three two and four two sound diagnosis gingival recession three one and four one she asked if it will keep getting worse explained it might if the tissue stays thin and she brushes too hard discussed monitoring versus a connective tissue graft with a tunnel technique um and a frenectomy at the same time explained the palate will be sore for about a week she'd like to go ahead plan connective tissue graft three one four one tunnel technique and lower labial frenectomy oral hygiene instruction soft brush and gentle roll technique next visit surgery in four weeks",
    expect: {
      CC: "New patient consultation referred by her dentist for recession on the lower front teeth. She's worried they look long and they're sensitive to cold",
      'MED HX': 'Fit and well. No medications. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. High frenal attachment lower labial pulling on the gum',
      PERIO:
        'BPE 2 2 2 / 2 3 2. Plaque score 20%. Bleeding 12%. Recession 4 mm on 31 and 3 mm on 41 both buccal. Keratinised tissue about 1 mm. Probing depths 2 mm all sites',
      DENTAL: [
        ['31', 'Not mobile'],
        ['41', 'Not mobile'],
        ['32', 'Sound'],
        ['42', 'Sound'],
      ],
      DX: ['Gingival recession 31, 41'],
      CONSULT:
        "She asked if it will keep getting worse. Explained it might if the tissue stays thin and she brushes too hard. Discussed monitoring versus a connective tissue graft with a tunnel technique and a frenectomy at the same time. Explained the palate will be sore for about a week. She'd like to go ahead",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction soft brush and gentle roll technique'],
      'TX PLAN': ['Connective tissue graft 31, 41 tunnel technique', 'Lower labial frenectomy'],
      NV: ['Surgery in 4 weeks'],
    },
  }),
  defineCase({
    id: 'df02-uk-asr-fdi-crown-lengthening-36-bone-removal-biologic-width-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "right she's here for crown lengthening on three six referred by her dentist because the distal margin is below the gum and he can't get a crown on it medical history no changes takes omeprazole no allergies three six core in place distal margin two millimetres subgingival not tender three seven sound probing three six distal four millimetres everything else three or less consent form signed la one cartridge lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine four percent one in a hundred thousand adrenaline buccal and lingual infiltration three six um intracrevicular incisions three five to three seven with a distal wedge full thickness flap buccal and lingual could I have the chisels please thanks granulation tissue removed bone removed around three six with a round bur and chisels mostly distally three millimetres from bone crest to the planned margin biologic width re-established flap apically positioned irrigated with saline closed with four oh vicryl interrupted sutures and a vertical mattress distally haemostasis achieved post op instructions given verbal and written she asked when she can have the crown done told her we need to wait six to eight weeks for the gum to settle advised paracetamol and ibuprofen as needed chlorhexidine point two percent mouthwash twice a day from tomorrow no brushing the area for a week review in ten days for suture removal",
    expect: {
      CC: "Crown lengthening on 36 referred by her dentist because the distal margin is below the gum and he can't get a crown on it",
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['36', 'Core in place D margin 2 mm subgingival not tender'],
        ['37', 'Sound'],
      ],
      PERIO: 'Probing 36 distal 4 mm. Everything else 3 or less',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
        'Intracrevicular incisions 35 to 37 with a distal wedge',
        'Full thickness flap buccal and lingual',
        'Granulation tissue removed',
        'Bone removed around 36 with a round bur and chisels mostly distally',
        '3 mm from bone crest to the planned margin',
        'Biologic width re-established',
        'Flap apically positioned',
        'Irrigated with saline',
        'Closed with 4-0 Vicryl interrupted sutures and a vertical mattress distally',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      CONSULT:
        'She asked when she can have the crown done. Told her we need to wait 6 to 8 weeks for the gum to settle. Advised paracetamol and ibuprofen as needed. Chlorhexidine 0.2% mouthwash twice a day from tomorrow. No brushing the area for a week',
      'F/U': 'Review in 10 days for suture removal',
    },
  }),
  defineCase({
    id: 'df03-uk-typed-fdi-terse-review-10-7-post-cl-36-sutures-chx-stain-refer-back',
    style: 'UK',
    asr: false,
    transcript:
      'Review 10/7 post CL 36. Sore 3 days, fine now. MH: NC. Healing well, slight slough D 36, no infection. 36 D margin now 1 mm supragingival. Sutures removed x3. CHX stain lower anteriors polished off. Pt asked if stain is permanent: no. Stop CHX, soft brush + TePe. Refer back to GDP for crown prep 36 in 6/52.',
    expect: {
      CC: 'Review 10 days post CL 36. Sore 3 days, fine now',
      'MED HX': 'NC',
      INTRA: 'Healing well, slight slough D 36, no infection',
      DENTAL: [['36', 'D margin now 1 mm supragingival']],
      TX: ['Sutures removed x3', 'CHX stain lower anteriors polished off'],
      CONSULT: 'Pt asked if stain is permanent: no. Stop CHX, soft brush + TePe',
      'TX PLAN': ['Refer back to GDP for crown prep 36 in 6 weeks'],
    },
  }),
  defineCase({
    id: 'df04-uk-typed-fdi-regenerative-emdogain-25-sppf-prefgel-prolene-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Regenerative surgery 25 as planned. Comfortable since non-surgical therapy, no c/o. MH: no change, NKDA, ex-smoker (stopped 2 yrs). 25 M 8 mm PPD, BOP+, recession 1 mm. 25 mobility grade I. PA (at consult): 3-wall intrabony defect M 25, approx 5 mm. Risks reiterated (recession, sensitivity, no guarantee of bone fill). Written consent signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil 25. Simplified papilla preservation flap 24-26. Granulation tissue removed. Root surface debridement 25 w/ Gracey curettes + ultrasonic. Defect confirmed 3-wall and 6 mm deep. Root conditioned w/ PrefGel (EDTA) 2 min, rinsed w/ saline. Emdogain applied to root surface + defect. Closure: 6-0 Prolene internal mattress + interrupted. Primary closure achieved. POIG (verbal + written). Rx chlorhexidine 0.2% mouthwash bd 2/52. Review 2/52 suture removal.',
    appends: [
      'Add to notes: very anxious before starting, settled once LA worked.',
      'Next visit: 6-month re-evaluation w/ PA 25.',
    ],
    expect: {
      CC: 'Regenerative surgery 25 as planned. Comfortable since non-surgical therapy, no c/o',
      'MED HX': 'No change, NKDA, ex-smoker (stopped 2 yrs)',
      PERIO: '25 M 8 mm PPD, BOP+, recession 1 mm',
      DENTAL: [['25', 'Mobility grade I']],
      RADIO: 'PA (at consult): 3-wall intrabony defect M 25, approx 5 mm',
      CONSULT: 'Risks reiterated (recession, sensitivity, no guarantee of bone fill)',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['RSD 25'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Simplified papilla preservation flap 24-26',
        'Granulation tissue removed',
        'Root surface debridement 25 w/ Gracey curettes + ultrasonic',
        'Defect confirmed 3-wall and 6 mm deep',
        'Root conditioned w/ PrefGel (EDTA) 2 min',
        'Rinsed w/ saline',
        'Emdogain applied to root surface + defect',
        'Closure: 6-0 Prolene internal mattress + interrupted',
        'Primary closure achieved',
        'POIG (verbal + written)',
        'Rx chlorhexidine 0.2% mouthwash bd 2 weeks',
      ],
      NOTES: 'Very anxious before starting, settled once LA worked',
      NV: ['6-month re-evaluation w/ PA 25'],
      'F/U': 'Review 2 weeks suture removal',
    },
  }),
  defineCase({
    id: 'df05-uk-asr-fdi-re-evaluation-46-furcation-surgery-declined-smoker-pmpr',
    style: 'UK',
    asr: true,
    transcript:
      "review three months after the deep cleaning he says his gums don't bleed any more still smoking about ten a day no other changes bleeding on probing down to eight percent from forty percent residual pockets six millimetres at the four six buccal furcation with a grade two furcation five millimetres four seven mesial and six millimetres one six mesio palatal with a grade one furcation everything else four or under four six grade one mobile recession two millimetres on four six buccal um the rest of the mouth looking really good discussed access flap surgery for four six and one six possibly with a regenerative material also explained smoking makes surgery less predictable he doesn't want surgery at the moment he'd rather keep going with the hygienist and try to cut down smoking cessation advice given he asked about patches and we gave him the local stop smoking service details supragingival scale then subgingival pmpr at the residual sites oral hygiene instruction interdental brushes red at four six and one six supportive periodontal care every three months full re chart in a year",
    expect: {
      CC: "Review 3 months after the deep cleaning. He says his gums don't bleed any more",
      'MED HX': 'Still smoking about 10 a day. No other changes',
      PERIO:
        'Bleeding on probing down to 8% from 40%. Residual pockets 6 mm at the 46 buccal furcation with a grade 2 furcation. 5 mm 47 mesial and 6 mm 16 MP with a grade 1 furcation. Everything else 4 or under. Recession 2 mm on 46 buccal. Rest of the mouth looking really good',
      DENTAL: [['46', 'Grade 1 mobile']],
      CONSULT:
        "Discussed access flap surgery for 46 and 16 possibly with a regenerative material. Explained smoking makes surgery less predictable. He doesn't want surgery at the moment. He'd rather keep going with the hygienist and try to cut down. Smoking cessation advice given. He asked about patches. We gave him the local stop smoking service details",
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'Supragingival scale',
        'Subgingival PMPR at the residual sites',
        'Oral hygiene instruction interdental brushes red at 46, 16',
      ],
      'F/U': 'Supportive periodontal care every 3 months. Full re-chart in a year',
    },
  }),

  // ---------------------------------------------------------------- 2. UK periodontal specialist practice, periodontist B (Palmer)
  defineCase({
    id: 'df06-uk-typed-palmer-fgg-lr1-ll1-palatal-donor-collagen-stent-colour-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'FGG LR1/LL1 region as planned, referred by ortho for thin tissue + recession. MH: no change, asthma (salbutamol PRN), NKDA. Pre-op BPE 1 1 1 / 1 2 1. KT <1 mm LR1, LL1. Recession 2 mm LR1, 3 mm LL1. LR1, LL1 not mobile. Written consent on file. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr labial infil LR2-LL2. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr palatal infil UR4-UR6. Recipient bed prepared w/ 15c, partial thickness, muscle fibres dissected. FGG 20 x 8 x 1.5 mm harvested from R palate. Graft adapted + stabilised w/ 5-0 Vicryl interrupted + compression sutures. Palate: collagen sponge + 4-0 Vicryl cross-mattress. Palatal stent fitted. POIG incl. no brushing lower incisors 2/52. Rx CHX 0.2% mouthwash bd from tomorrow. Pt asked if the graft will look a different colour: yes, paler than the surrounding gum. Review 2/52 for suture removal.',
    expect: {
      CC: 'FGG LR1/LL1 region as planned, referred by ortho for thin tissue + recession',
      'MED HX': 'No change, asthma (salbutamol PRN), NKDA',
      PERIO: 'Pre-op BPE 1 1 1 / 1 2 1. KT <1 mm LR1, LL1. Recession 2 mm LR1, 3 mm LL1',
      DENTAL: [
        ['LR1', 'Not mobile'],
        ['LL1', 'Not mobile'],
      ],
      CONSENT: 'Written consent on file',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration LR2-LL2',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, palatal infiltration UR4-UR6',
        'Recipient bed prepared w/ 15c',
        'Partial thickness',
        'Muscle fibres dissected',
        'FGG 20 x 8 x 1.5 mm harvested from R palate',
        'Graft adapted + stabilised w/ 5-0 Vicryl interrupted + compression sutures',
        'Palate: collagen sponge + 4-0 Vicryl cross-mattress',
        'Palatal stent fitted',
        'POIG incl. no brushing lower incisors 2 weeks',
        'Rx CHX 0.2% mouthwash bd from tomorrow',
      ],
      CONSULT:
        'Pt asked if the graft will look a different colour: yes, paler than the surrounding gum',
      'F/U': 'Review 2 weeks for suture removal',
    },
  }),
  defineCase({
    id: 'df07-uk-asr-palmer-upper-labial-frenectomy-scalpel-ortho-diastema-sorry-6-0',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's here for the frenectomy upper labial referred by her orthodontist before the brace comes off the gap between the upper centrals keeps opening medical history fit and well no medications allergic to elastoplast intra oral thick fleshy upper labial frenum inserting into the incisive papilla blanching on lip pull two millimetre diastema between the centrals upper right one and upper left one sound gums healthy around the brackets consent form signed la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration either side of the frenum and palatal infiltration um frenum held with a haemostat excised with a fifteen blade above and below diamond shaped wound closed with five oh vicryl sorry six oh vicryl interrupted sutures she asked if it'll leave a scar told her it heals really well in the lip post op instructions given advised salt water rinses from tomorrow review in one week orthodontist to fit a bonded retainer after debond",
    expect: {
      CC: 'Frenectomy upper labial referred by her orthodontist before the brace comes off. Gap between the upper centrals keeps opening',
      'MED HX': 'Fit and well. No medications. Allergic to Elastoplast',
      INTRA:
        'Thick fleshy upper labial frenum inserting into the incisive papilla. Blanching on lip pull. 2 mm diastema between the centrals',
      DENTAL: [
        ['UR1', 'Sound'],
        ['UL1', 'Sound'],
      ],
      PERIO: 'Gums healthy around the brackets',
      CONSENT: 'Consent form signed',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration either side of the frenum + palatal infiltration',
        'Frenum held with a haemostat',
        'Excised with a 15 blade above and below',
        'Diamond shaped wound closed with 6-0 Vicryl interrupted sutures',
        'Post-op instructions given',
      ],
      CONSULT:
        "She asked if it'll leave a scar. Told her it heals really well in the lip. Advised salt water rinses from tomorrow",
      'TX PLAN': ['Orthodontist to fit a bonded retainer after debond'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'df08-uk-typed-palmer-gingivectomy-ur3-ul3-drug-influenced-overgrowth-coe-pak',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Gingivectomy/gingivoplasty UR3-UL3 for drug-influenced overgrowth, some improvement only since amlodipine stopped. MH: hypertension (losartan, switched from amlodipine by GP 4/12 ago), T2DM (metformin), NKDA. Overgrowth UR3-UL3 labial, false pockets 5-6 mm, BOP at papillae. No bone loss on PAs (last visit). UR1 grade I mobility. Written consent signed. LA 3 x 2.2 ml articaine 4% 1:100,000 adr labial infil UR3-UL3 + palatal infil. Bleeding points marked w/ pocket marker. External bevel gingivectomy w/ Kirkland knife + 15 blade, papillae w/ Orban knife. Gingivoplasty w/ diamond bur to festoon contour. Haemostasis w/ pressure + gauze soaked in tranexamic acid. Coe-Pak placed. POIG. Pt asked if it will grow back: possibly, depends on plaque control + meds. OHI: soft brush + TePe size 1 once pack off. Review 1/52 pack removal.',
    expect: {
      CC: 'Gingivectomy/gingivoplasty UR3-UL3 for drug-influenced overgrowth, some improvement only since amlodipine stopped',
      'MED HX': 'Hypertension (losartan, switched from amlodipine by GP 4 months ago), T2DM (metformin), NKDA',
      PERIO: 'Overgrowth UR3-UL3 labial, false pockets 5-6 mm, BOP at papillae',
      RADIO: 'No bone loss on PAs (last visit)',
      DENTAL: [['UR1', 'Grade I mobility']],
      CONSENT: 'Written consent signed',
      'TX TODAY': ['OHI'],
      TX: [
        'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, labial infiltration UR3-UL3 + palatal infiltration',
        'Bleeding points marked w/ pocket marker',
        'External bevel gingivectomy w/ Kirkland knife + 15 blade',
        'Papillae w/ Orban knife',
        'Gingivoplasty w/ diamond bur to festoon contour',
        'Haemostasis w/ pressure + gauze soaked in tranexamic acid',
        'Coe-Pak placed',
        'POIG',
        'OHI: soft brush + TePe size 1 once pack off',
      ],
      CONSULT: 'Pt asked if it will grow back: possibly, depends on plaque control + meds',
      'F/U': 'Review 1 week pack removal',
    },
  }),
  defineCase({
    id: 'df09-uk-asr-palmer-review-2-weeks-post-fgg-sutures-out-appends-photos',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "two week review after the free gingival graft lower incisors she says the palate was the worst bit but the stent helped she's been using the chlorhexidine twice a day medical history no changes graft lower right one to lower left one region pink and well adapted no necrosis some sloughing at the edges palate healing well collagen still visible no bleeding recession one millimetre on lower right one and about one millimetre on lower left one keratinised tissue now about five millimetres wide sutures removed from the graft and the palate she asked when she can brush there again told her gently with a soft brush from today stop the chlorhexidine after this week she's pleased it's not sore any more review in three months",
    appends: [
      'add to treatment clinical photographs taken',
      "add to notes she'd like copies of the before and after photos for her orthodontist",
    ],
    expect: {
      CC: "2 week review after the free gingival graft lower incisors. She says the palate was the worst bit but the stent helped. She's been using the chlorhexidine twice a day",
      'MED HX': 'No changes',
      INTRA:
        'Graft LR1 to LL1 region pink and well adapted. No necrosis. Some sloughing at the edges. Palate healing well. Collagen still visible. No bleeding',
      PERIO: 'Recession 1 mm on LR1 and about 1 mm on LL1. Keratinised tissue now about 5 mm wide',
      TX: ['Sutures removed from the graft and the palate', 'Clinical photographs taken'],
      CONSULT:
        'She asked when she can brush there again. Told her gently with a soft brush from today. Stop the chlorhexidine after this week',
      NOTES:
        "She's pleased it's not sore any more. She'd like copies of the before and after photos for her orthodontist",
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'df10-uk-asr-palmer-access-flap-ul6-ul7-rsd-direct-vision-gracey-aside',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's here for access flap surgery upper left six and upper left seven for residual pockets after the deep cleaning medical history no changes type two diabetes well controlled hba1c forty eight no allergies pockets seven millimetres mesio buccal and six millimetres disto buccal on upper left six with a grade one buccal furcation and six millimetres mesial on upper left seven all bleeding upper left six grade one mobile upper left five and upper left eight sound la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left six and upper left seven um crevicular incisions upper left five to upper left eight full thickness flap buccal and palatal could I have the gracey thirteen fourteen please thanks thick subgingival calculus on the distal root root surface debridement upper left six and upper left seven with ultrasonic and gracey curettes under direct vision small bony crater between them recontoured with a bur irrigated with saline flap replaced four oh vicryl interrupted sutures post op instructions given prescribed chlorhexidine point two percent mouthwash twice a day for two weeks he asked if he can go to work tomorrow said yes but avoid heavy lifting for a day review two weeks suture removal",
    expect: {
      CC: 'Access flap surgery UL6 and UL7 for residual pockets after the deep cleaning',
      'MED HX': 'No changes. Type 2 diabetes well controlled. HbA1c 48. No allergies',
      PERIO: 'Pockets 7 mm MB and 6 mm DB on UL6 with a grade 1 buccal furcation and 6 mm mesial on UL7. All bleeding',
      DENTAL: [
        ['UL6', 'Grade 1 mobile'],
        ['UL5', 'Sound'],
        ['UL8', 'Sound'],
      ],
      'TX TODAY': ['RSD UL6, UL7', 'Irrigation'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6, UL7',
        'Crevicular incisions UL5 to UL8',
        'Full thickness flap buccal and palatal',
        'Thick subgingival calculus on the D root',
        'Root surface debridement UL6, UL7 with ultrasonic and Gracey curettes under direct vision',
        'Small bony crater between them recontoured with a bur',
        'Irrigated with saline',
        'Flap replaced',
        '4-0 Vicryl interrupted sutures',
        'Post-op instructions given',
        'Prescribed chlorhexidine 0.2% mouthwash twice a day for 2 weeks',
      ],
      CONSULT: 'He asked if he can go to work tomorrow. Said yes but avoid heavy lifting for a day',
      'F/U': 'Review 2 weeks suture removal',
    },
  }),

  // ---------------------------------------------------------------- 3. US periodontics office, periodontist (Universal)
  defineCase({
    id: 'df11-us-typed-sctg-caf-5-6-palatal-harvest-sling-sutures-gym-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SCTG + CAF #5-#6. Cold sensitivity #6 improving w/ Sensodyne. Med hx: no changes, hypothyroid (levothyroxine), allergic to sulfa. #6 3 mm recession, #5 2 mm, PD 2 mm, KT 1 mm. Consent signed. 3 carps 2% lido 1:100k epi buccal infiltration #4-#7. 1 carp 4% articaine 1:100k epi palatal infiltration #3-#5. Root surfaces planed, EDTA 2 min. Sulcular incisions #4-#7, 2 oblique releasing incisions, split-full-split flap, papillae de-epithelialized. CTG 15 x 6 mm harvested from R palate (single incision), donor site closed w/ 5-0 chromic gut. Graft sutured to papillae w/ 6-0 polypropylene. Flap coronally advanced 2 mm past CEJ, 6-0 polypropylene sling sutures. POI given verbal + written. Rx ibuprofen 600 mg q6h prn. Rx Peridex 0.12% bid x 2 wks starting tomorrow. Pt asked about returning to the gym — told her no heavy exercise x 3 days; no brushing surgical area until PO visit. NV PO check + suture removal 2 wks.',
    expect: {
      CC: 'SCTG + CAF #5-#6. Cold sensitivity #6 improving w/ Sensodyne',
      'MED HX': 'No changes, hypothyroid (levothyroxine), allergic to sulfa',
      PERIO: '#6 3 mm recession, #5 2 mm, PD 2 mm, KT 1 mm',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #4-#7',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, palatal infiltration #3-#5',
        'Root surfaces planed',
        'EDTA 2 min',
        'Sulcular incisions #4-#7',
        '2 oblique releasing incisions',
        'Split-full-split flap',
        'Papillae de-epithelialized',
        'CTG 15 x 6 mm harvested from R palate (single incision)',
        'Donor site closed w/ 5-0 chromic gut',
        'Graft sutured to papillae w/ 6-0 polypropylene',
        'Flap coronally advanced 2 mm past CEJ',
        '6-0 polypropylene sling sutures',
        'POI given verbal + written',
        'Rx ibuprofen 600 mg q6h prn',
        'Rx Peridex 0.12% bid x 2 wks starting tomorrow',
      ],
      CONSULT:
        'Pt asked about returning to the gym — told her no heavy exercise x 3 days; no brushing surgical area until PO visit',
      NV: ['PO check + suture removal 2 wks'],
    },
  }),
  defineCase({
    id: 'df12-us-typed-consult-gummy-smile-ape-esthetic-cl-6-11-planned-insurance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consult for gummy smile, referred by general dentist. Pt unhappy that her teeth look short and her gums show when she smiles, wants it done before her wedding next year. Med hx: healthy, no meds, NKDA, non-smoker. EO: 4 mm gingival display on full smile, lip length WNL, lip mobility normal. PSR 1 1 1 / 1 1 1, PD 3-4 mm #6-#11, CEJ palpable 2-3 mm apical to gingival margin, bone sounding ~1 mm from CEJ. Thick biotype. #8 and #9 composite veneers, margins stained. CBCT (limited FOV ant maxilla): bone crest ~1 mm from CEJ #6-#11. Dx: altered passive eruption type 1B. Discussed gingivectomy alone (would relapse as bone is at CEJ) vs esthetic crown lengthening w/ osseous recontouring. Pt asked whether insurance covers it: usually not, considered cosmetic; written estimate given. Pt wants to proceed. Plan: esthetic crown lengthening #6-#11 w/ osseous, digital smile design + surgical guide first. NV: photos + intraoral scan for guide.',
    expect: {
      CC: 'Consult for gummy smile, referred by general dentist. Pt unhappy that her teeth look short and her gums show when she smiles, wants it done before her wedding next year',
      'MED HX': 'Healthy, no meds, NKDA, non-smoker',
      EXTRA: '4 mm gingival display on full smile, lip length WNL, lip mobility normal',
      PERIO:
        'PSR 1 1 1 / 1 1 1, PD 3-4 mm #6-#11, CEJ palpable 2-3 mm apical to gingival margin, bone sounding ~1 mm from CEJ. Thick biotype',
      DENTAL: [
        ['8', 'Composite veneers, margins stained'],
        ['9', 'Composite veneers, margins stained'],
      ],
      RADIO: 'CBCT (limited FOV ant maxilla): bone crest ~1 mm from CEJ #6-#11',
      DX: ['Altered passive eruption type 1B'],
      CONSULT:
        'Discussed gingivectomy alone (would relapse as bone is at CEJ) vs esthetic crown lengthening w/ osseous recontouring. Pt asked whether insurance covers it: usually not, considered cosmetic; written estimate given. Pt wants to proceed',
      'TX PLAN': [
        'Esthetic crown lengthening #6-#11 w/ osseous',
        'Digital smile design + surgical guide first',
      ],
      NV: ['Photos + intraoral scan for guide'],
    },
  }),
  defineCase({
    id: 'df13-us-asr-esthetic-crown-lengthening-7-10-osseous-guide-suction-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for esthetic crown lengthening upper front teeth seven through ten she's a bit nervous her husband drove her medical history no changes no allergies blood pressure one eighteen over seventy six signed consent reviewed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration seven through ten surgical guide tried in fits well internal bevel incisions to the guide collars removed full thickness flap seven to ten uh can you suction right there please thanks bone crest at the cej so osseous recontouring with a round carbide and back action chisels to three millimeters from the new gingival margin checked with the probe at every site root surfaces smoothed flap repositioned at the new level six oh polypropylene vertical mattress sutures at each papilla no periodontal dressing post op instructions given including ice on the lip today rx ibuprofen six hundred milligrams every six hours for three days and peridex twice a day starting tomorrow she asked how long until she sees the final result told her about three months for the gums to settle she said her lip feels huge follow up ten days for suture removal",
    expect: {
      CC: 'Esthetic crown lengthening upper front teeth #7 through #10',
      'MED HX': 'No changes. No allergies. Blood pressure 118/76',
      CONSENT: 'Signed consent reviewed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #7 through #10',
        'Surgical guide tried in',
        'Fits well',
        'Internal bevel incisions to the guide',
        'Collars removed',
        'Full thickness flap #7 to #10',
        'Bone crest at the CEJ',
        'Osseous recontouring with a round carbide and back action chisels to 3 mm from the new gingival margin',
        'Checked with the probe at every site',
        'Root surfaces smoothed',
        'Flap repositioned at the new level',
        '6-0 polypropylene vertical mattress sutures at each papilla',
        'No periodontal dressing',
        'Post-op instructions given including ice on the lip today',
        'Rx ibuprofen 600 mg every 6 hours for 3 days and Peridex twice a day starting tomorrow',
      ],
      CONSULT: 'She asked how long until she sees the final result. Told her about 3 months for the gums to settle',
      NOTES: "She's a bit nervous. Her husband drove her. She said her lip feels huge",
      'F/U': 'Follow up 10 days for suture removal',
    },
  }),
  defineCase({
    id: 'df14-us-typed-terse-2-wk-po-sctg-caf-5-6-sutures-out-ohi-whitening-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2 wk PO SCTG + CAF #5-#6. Palate sore 4 days, now fine. Med hx NC. Graft stable, mild erythema at papillae, donor site epithelialized. Complete root coverage #6, ~0.5 mm residual recession #5. Sutures removed. OHI: extra-soft brush + roll technique. D/C Peridex in 1 wk. Pt asked when she can whiten — ok after 6 wks. NV PO 6 wks.',
    expect: {
      CC: '2 wk PO SCTG + CAF #5-#6. Palate sore 4 days, now fine',
      'MED HX': 'NC',
      INTRA: 'Graft stable, mild erythema at papillae, donor site epithelialized',
      PERIO: 'Complete root coverage #6, ~0.5 mm residual recession #5',
      'TX TODAY': ['OHI'],
      TX: ['Sutures removed', 'OHI: extra-soft brush + roll technique'],
      CONSULT: 'D/C Peridex in 1 wk. Pt asked when she can whiten — ok after 6 wks',
      NV: ['PO 6 wks'],
    },
  }),
  defineCase({
    id: 'df15-us-typed-gtr-19-m-intrabony-fdba-collagen-membrane-ptfe-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'GTR #19 M intrabony defect. Re-eval after SRP showed persistent 7 mm PD #19 M w/ BOP. Med hx: no changes, HTN (amlodipine), NKDA, former smoker. #19 M 7 mm, ML 6 mm, BOP+, 1 mm recession. #19 Class I mobility. #18 sound. PA: angular defect #19 M ~4 mm. Informed consent signed. 2 carps 4% articaine 1:100k epi L IANB. 1 carp 4% articaine 1:100k epi buccal infiltration #19. Sulcular incisions #18-#20, full thickness flap B + L. Defect degranulated. Combined 2-/3-wall defect 5 mm deep. Root planed #19 M w/ Gracey 11/12 + ultrasonic. Irrigated w/ sterile saline. Defect filled w/ FDBA (mineralized 0.25-1 mm). Covered w/ resorbable collagen membrane trimmed 2-3 mm beyond defect margins. Flap closed w/ 5-0 PTFE vertical mattress + interrupted. Tension-free primary closure. POI given verbal + written. Rx amoxicillin 500 mg tid x 7 days, ibuprofen 600 mg q6h prn, Peridex 0.12% bid x 2 wks. NV PO + suture removal 2 wks.',
    appends: ['Add to notes: pt asked for a work note for tomorrow, given.', 'Add to treatment: ice pack given.'],
    expect: {
      CC: 'GTR #19 M intrabony defect. Re-eval after SRP showed persistent 7 mm PD #19 M w/ BOP',
      'MED HX': 'No changes, HTN (amlodipine), NKDA, former smoker',
      PERIO: '#19 M 7 mm, ML 6 mm, BOP+, 1 mm recession',
      DENTAL: [
        ['19', 'Class I mobility'],
        ['18', 'Sound'],
      ],
      RADIO: 'PA: angular defect #19 M ~4 mm',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Sulcular incisions #18-#20',
        'Full thickness flap B + L',
        'Defect degranulated',
        'Combined 2-/3-wall defect 5 mm deep',
        'Root planed #19 M w/ Gracey 11/12 + ultrasonic',
        'Irrigated w/ sterile saline',
        'Defect filled w/ FDBA (mineralized 0.25-1 mm)',
        'Covered w/ resorbable collagen membrane trimmed 2-3 mm beyond defect margins',
        'Flap closed w/ 5-0 PTFE vertical mattress + interrupted',
        'Tension-free primary closure',
        'POI given verbal + written',
        'Rx amoxicillin 500 mg tid x 7 days',
        'Ibuprofen 600 mg q6h prn',
        'Peridex 0.12% bid x 2 wks',
        'Ice pack given',
      ],
      NOTES: 'Pt asked for a work note for tomorrow, given',
      NV: ['PO + suture removal 2 wks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist doing minor perio surgery (Universal)
  defineCase({
    id: 'df16-us-asr-gp-crown-lengthening-30-aspirin-bleed-sorry-4-mm-peridex',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay so he's in for crown lengthening on thirty before we do the crown the mesial margin is way under the gum since the old filling broke medical history no changes takes atorvastatin and a baby aspirin no allergies number thirty large buildup mesial margin about two millimeters subgingival not tender numbers twenty nine and thirty one sound probing on thirty three millimeters all around he agreed to go ahead signed consent two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule buccal infiltration thirty um sulcular incision twenty nine to thirty one full thickness flap buccal and lingual bone was right up against the margin so removed bone on the mesial with a round bur to get three millimeters to the margin sorry four millimeters to the margin ostectomy smoothed with a chisel irrigated with saline flap positioned back four oh chromic gut interrupted sutures bleeding a little more than usual with the aspirin held pressure with wet gauze until it stopped post op instructions given rx peridex twice a day for two weeks he asked if he still needs the crown told him yes once it's healed in about six weeks follow up in one week for suture removal",
    expect: {
      CC: 'Crown lengthening on #30 before we do the crown. Mesial margin is way under the gum since the old filling broke',
      'MED HX': 'No changes. Takes atorvastatin and a baby aspirin. No allergies',
      DENTAL: [
        ['30', 'Large buildup M margin about 2 mm subgingival not tender'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      PERIO: 'Probing on #30 3 mm all around',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule, buccal infiltration #30',
        'Sulcular incision #29 to #31',
        'Full thickness flap buccal and lingual',
        'Bone was right up against the margin',
        'Removed bone on the mesial with a round bur to get 4 mm to the margin',
        'Ostectomy smoothed with a chisel',
        'Irrigated with saline',
        'Flap positioned back',
        '4-0 chromic gut interrupted sutures',
        'Bleeding a little more than usual with the aspirin',
        'Held pressure with wet gauze until it stopped',
        'Post-op instructions given',
        'Rx Peridex twice a day for 2 weeks',
      ],
      CONSULT:
        "He agreed to go ahead. He asked if he still needs the crown. Told him yes once it's healed in about 6 weeks",
      'F/U': 'Follow up in 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'df17-us-asr-gp-child-lingual-frenectomy-diode-laser-speech-therapist-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom referred by his speech therapist for tongue tie he can't stick his tongue out past his lips and struggles with his l and r sounds healthy no meds no allergies lingual frenum short and thick attached near the tip of the tongue heart shaped tongue when he sticks it out lower incisors twenty four and twenty five erupting fine talked to mom about laser release versus waiting mom wants to go ahead she signed consent one carpule lidocaine two percent one to one hundred thousand epi lingual infiltration at the base of the frenum diode laser at one point five watts continuous released the frenum no sutures needed he did amazing watched cartoons the whole time showed mom the stretching exercises three times a day for two weeks so it doesn't reattach he asked if he can have ice cream told him yes follow up in one week then back to speech therapy",
    expect: {
      CC: "Referred by his speech therapist for tongue tie. He can't stick his tongue out past his lips and struggles with his L and R sounds",
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA:
        'Lingual frenum short and thick attached near the tip of the tongue. Heart shaped tongue when he sticks it out',
      DENTAL: [
        ['24', 'Erupting fine'],
        ['25', 'Erupting fine'],
      ],
      CONSULT:
        "Talked to mom about laser release versus waiting. Mom wants to go ahead. Showed mom the stretching exercises 3 times a day for 2 weeks so it doesn't reattach. He asked if he can have ice cream. Told him yes",
      CONSENT: 'She signed consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, lingual infiltration at the base of the frenum',
        'Diode laser at 1.5 watts continuous',
        'Released the frenum',
        'No sutures needed',
      ],
      'TX PLAN': ['Back to speech therapy'],
      NOTES: '6 year old with mom. He did amazing. Watched cartoons the whole time',
      'F/U': 'Follow up in 1 week',
    },
  }),
  defineCase({
    id: 'df18-us-typed-gp-laser-gingivectomy-7-10-post-ortho-pseudopockets-teen',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Laser gingivectomy #7-#10, gum overgrowth since braces removed 4 mo ago. 17 y/o, mom in waiting room. Healthy, NKDA. Gingiva #7-#10 fibrotic and enlarged, pseudopockets 4-5 mm, bone sounding normal. #8 and #9 WSLs cervical third. Consent signed by mom. Topical. 1 carp 2% lido 1:100k epi infiltration #7-#10. Bleeding points marked w/ perio probe. Diode laser 1.2 W contact mode, gingivectomy #7-#10 to even zeniths, tissue tags removed w/ curette. OHI w/ soft brush + interdental brushes. Pt asked if it will grow back — not if he keeps it clean. Recall 3 mo for prophy + check.',
    expect: {
      CC: 'Laser gingivectomy #7-#10, gum overgrowth since braces removed 4 mo ago',
      'MED HX': 'Healthy, NKDA',
      PERIO: 'Gingiva #7-#10 fibrotic and enlarged, pseudopockets 4-5 mm, bone sounding normal',
      DENTAL: [
        ['8', 'WSLs cervical third'],
        ['9', 'WSLs cervical third'],
      ],
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['OHI'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration #7-#10',
        'Bleeding points marked w/ perio probe',
        'Diode laser 1.2 W contact mode',
        'Gingivectomy #7-#10 to even zeniths',
        'Tissue tags removed w/ curette',
        'OHI w/ soft brush + interdental brushes',
      ],
      CONSULT: 'Pt asked if it will grow back — not if he keeps it clean',
      NOTES: '17 y/o, mom in waiting room',
      'F/U': 'Recall 3 mo for prophy + check',
    },
  }),
  defineCase({
    id: 'df19-us-typed-gp-po-check-cl-30-sutures-out-peridex-stain-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'PO check 1 wk after crown lengthening #30. Mild ache first 2 days, ibuprofen helped, none since. Using Peridex. No med changes. Tissue healing well, slight erythema, no swelling. Chromic sutures mostly dissolved. Remaining 2 sutures removed. #30 M margin now 1 mm supragingival, buildup intact. Light Peridex stain lower anteriors. Advised stop Peridex, resume gentle brushing + floss. Pt asked if he can chew on that side — yes, soft foods for another week. NV crown prep #30 in 5 wks.',
    appends: [
      'Add to notes: wife due to have a baby next month, prefers morning appts.',
      'Add to treatment: stain removed lower anteriors w/ rubber cup + paste.',
    ],
    expect: {
      CC: 'PO check 1 wk after crown lengthening #30. Mild ache first 2 days, ibuprofen helped, none since. Using Peridex',
      'MED HX': 'No med changes',
      INTRA:
        'Tissue healing well, slight erythema, no swelling. Chromic sutures mostly dissolved. Light Peridex stain lower anteriors',
      DENTAL: [['30', 'M margin now 1 mm supragingival, buildup intact']],
      TX: ['Remaining 2 sutures removed', 'Stain removed lower anteriors w/ rubber cup + paste'],
      CONSULT:
        'Advised stop Peridex, resume gentle brushing + floss. Pt asked if he can chew on that side — yes, soft foods for another week',
      NOTES: 'Wife due to have a baby next month, prefers morning appts',
      NV: ['Crown prep #30 in 5 wks'],
    },
  }),
  defineCase({
    id: 'df20-us-asr-gp-srp-ul-ll-arestin-14-furcation-perio-referral-declined',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her second scaling and root planing visit upper left and lower left nothing new medically still on metformin a1c around seven no allergies probing upper left five to seven millimeters number fourteen distal eight millimeters with a class two furcation number fifteen six millimeters bleeding on most sites number fourteen class one mobility two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper left then one carpule lidocaine two percent one to one hundred thousand epi left ianb scaling and root planing upper left and lower left arestin placed in fourteen distal and fifteen mesial oral hygiene instructions with a proxabrush talked to her about seeing the periodontist for surgery on fourteen because of the furcation she said she'd rather not have surgery and wants to see how it does with cleanings we'll re evaluate in six weeks and decide then",
    expect: {
      CC: 'Her second scaling and root planing visit upper left and lower left',
      'MED HX': 'Nothing new medically. Still on metformin. A1c around 7. No allergies',
      PERIO:
        'Probing upper left 5 to 7 mm. #14 distal 8 mm with a class 2 furcation. #15 6 mm. Bleeding on most sites',
      DENTAL: [['14', 'Class 1 mobility']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper left',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Scaling and root planing upper left and lower left',
        'Arestin placed in #14 distal and #15 mesial',
        'Oral hygiene instructions with a Proxabrush',
      ],
      CONSULT:
        "Talked to her about seeing the periodontist for surgery on #14 because of the furcation. She said she'd rather not have surgery and wants to see how it does with cleanings",
      'F/U': "We'll re-evaluate in 6 weeks and decide then",
    },
  }),

  // ---------------------------------------------------------------- 5. UK periodontal specialist practice, specialist C (FDI)
  defineCase({
    id: 'df21-uk-typed-sentences-caf-emdogain-13-14-abfraction-sling-sutures',
    style: 'UK',
    asr: false,
    transcript:
      'The patient attended for a coronally advanced flap with Emdogain on 13 and 14. She has had cold sensitivity on these teeth for a year and does not like how they look. She is fit and well, takes no medication and is allergic to penicillin. Recession is 3 mm on 13 and 2 mm on 14, with 2 mm of keratinised tissue and probing depths of 1-2 mm. There are shallow abfraction lesions on 13 and 14. The plaque score today is 10%. Written consent was signed at the last visit and confirmed today. I gave 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline as buccal infiltrations from 12 to 15. The root surfaces were planed and the abfraction lesions smoothed. An envelope flap was raised from 12 to 15, split thickness at the papillae and full thickness apically, then released with periosteal incisions. The anatomical papillae were de-epithelialised. PrefGel was applied for 2 minutes and rinsed off, then Emdogain was applied to both roots. The flap was advanced 1 mm coronal to the CEJ and secured with 6-0 Prolene sling sutures. I held pressure for 3 minutes. She was given written and verbal post-op instructions including no brushing the area for 2 weeks and chlorhexidine 0.2% twice daily. She asked whether her sensitivity would go away and I explained it should improve once the roots are covered. I will see her in 2 weeks to remove the sutures.',
    expect: {
      CC: 'Coronally advanced flap with Emdogain on 13 and 14. She has had cold sensitivity on these teeth for a year and does not like how they look',
      'MED HX': 'She is fit and well, takes no medication and is allergic to penicillin',
      PERIO:
        'Recession is 3 mm on 13 and 2 mm on 14, with 2 mm of keratinised tissue and probing depths of 1-2 mm. Plaque score today is 10%',
      DENTAL: [
        ['13', 'Shallow abfraction lesions'],
        ['14', 'Shallow abfraction lesions'],
      ],
      CONSENT: 'Written consent was signed at the last visit and confirmed today',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltrations 12 to 15',
        'Root surfaces were planed',
        'Abfraction lesions smoothed',
        'Envelope flap was raised from 12 to 15',
        'Split thickness at the papillae and full thickness apically',
        'Released with periosteal incisions',
        'Anatomical papillae were de-epithelialised',
        'PrefGel was applied for 2 minutes and rinsed off',
        'Emdogain was applied to both roots',
        'Flap was advanced 1 mm coronal to the CEJ and secured with 6-0 Prolene sling sutures',
        'I held pressure for 3 minutes',
        'She was given written and verbal post-op instructions including no brushing the area for 2 weeks and chlorhexidine 0.2% twice daily',
      ],
      CONSULT:
        'She asked whether her sensitivity would go away and I explained it should improve once the roots are covered',
      'F/U': 'I will see her in 2 weeks to remove the sutures',
    },
  }),
  defineCase({
    id: 'df22-uk-typed-sentences-6-month-review-emdogain-46-bone-fill-pmpr-stable',
    style: 'UK',
    asr: false,
    transcript:
      'Six-month review after regenerative surgery with Emdogain on the mesial of 46. He has had no problems and says the gum feels firmer. No changes to his medical history; he still takes ramipril and is a non-smoker. The probing depth mesial to 46 is now 4 mm, down from 9 mm, with no bleeding, and the recession there is 2 mm. The other sites on 46 are 3 mm or less. 46 is no longer mobile. 45 and 47 are sound. A PA of 46 shows bone fill in the mesial defect of roughly 70% of the original depth. The diagnosis is periodontitis stage III grade B (currently stable). I explained the result is good and the 2 mm recession may cause some sensitivity. He asked whether he needs any more surgery and I said no. The hygienist carried out supragingival PMPR and gave OHI with interdental brushes. He will go back to 3-monthly supportive care with the hygienist. A letter has been sent to his dentist.',
    expect: {
      CC: '6-month review after regenerative surgery with Emdogain on the mesial of 46. He has had no problems and says the gum feels firmer',
      'MED HX': 'No changes to his medical history; he still takes ramipril and is a non-smoker',
      PERIO:
        'Probing depth mesial to 46 is now 4 mm, down from 9 mm, with no bleeding, and the recession there is 2 mm. Other sites on 46 are 3 mm or less',
      DENTAL: [
        ['46', 'No longer mobile'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA of 46 shows bone fill in the mesial defect of roughly 70% of the original depth',
      DX: ['Periodontitis stage III grade B (currently stable)'],
      CONSULT:
        'I explained the result is good and the 2 mm recession may cause some sensitivity. He asked whether he needs any more surgery and I said no',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['Hygienist carried out supragingival PMPR', 'Gave OHI with interdental brushes'],
      NOTES: 'Letter has been sent to his dentist',
      'F/U': 'He will go back to 3-monthly supportive care with the hygienist',
    },
  }),
  defineCase({
    id: 'df23-uk-typed-sentences-nifedipine-overgrowth-consult-gingivectomy-declined',
    style: 'UK',
    asr: false,
    transcript:
      'New patient referred for gum overgrowth. Her gums have been getting bigger for about two years, they bleed when she brushes and she finds it embarrassing. She takes nifedipine for high blood pressure and atorvastatin, and she has no allergies. The gingivae are enlarged and fibrous around the upper and lower anteriors, with false pocketing of 5-6 mm. BPE is 3 3 3 / 3 3 3. 31 and 41 are grade I mobile. The diagnosis is drug-influenced gingival enlargement with plaque-induced gingivitis. I explained the link with nifedipine and suggested she ask her GP about switching to another blood pressure tablet. We discussed gingivectomy, but she does not want surgery and would prefer to see what happens if the medication is changed. I gave OHI with a powered brush and interdental brushes. I will write to her GP to suggest an alternative to nifedipine. Next visit: hygienist for non-surgical therapy. I will review her in 3 months.',
    expect: {
      CC: 'New patient referred for gum overgrowth. Her gums have been getting bigger for about 2 years, they bleed when she brushes and she finds it embarrassing',
      'MED HX':
        'She takes nifedipine for high blood pressure and atorvastatin, and she has no allergies',
      PERIO:
        'Gingivae are enlarged and fibrous around the upper and lower anteriors, with false pocketing of 5-6 mm. BPE is 3 3 3 / 3 3 3',
      DENTAL: [
        ['31', 'Grade I mobile'],
        ['41', 'Grade I mobile'],
      ],
      DX: ['Drug-influenced gingival enlargement with plaque-induced gingivitis'],
      CONSULT:
        'I explained the link with nifedipine and suggested she ask her GP about switching to another blood pressure tablet. We discussed gingivectomy, but she does not want surgery and would prefer to see what happens if the medication is changed',
      'TX TODAY': ['OHI'],
      TX: ['I gave OHI with a powered brush and interdental brushes'],
      'TX PLAN': ['I will write to her GP to suggest an alternative to nifedipine'],
      NV: ['Hygienist for non-surgical therapy'],
      'F/U': 'I will review her in 3 months',
    },
  }),
  defineCase({
    id: 'df24-uk-asr-fdi-crown-lengthening-24-palatal-fracture-warfarin-surgicel-aside',
    style: 'UK',
    asr: true,
    transcript:
      "okay um crown lengthening on two four the palatal cusp sheared off below the gum and his dentist wants to crown it no changes to his health on warfarin inr yesterday two point four no allergies two four fractured palatal cusp margin three millimetres below the gum buccal margin supragingival root filled not tender two three and two five sound local two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two four sulcular incisions two three to two five palatal flap reflected er buccal just a small envelope bone within one millimetre of the fracture margin removed palatal bone with a round bur and chisels to four millimetres below the margin and made sure about three millimetres around the rest of the tooth washed out with saline could you pass me the surgicel please thanks surgicel in the interproximal areas flap sutured with four oh vicryl horizontal mattress palatally and interrupted haemostasis after ten minutes pressure tranexamic acid mouthwash given post op instructions given he said it was much easier than he expected he asked about flying next week told him that's fine review one week for suture removal",
    expect: {
      CC: 'Crown lengthening on 24. Palatal cusp sheared off below the gum. His dentist wants to crown it',
      'MED HX': 'No changes to his health. On warfarin. INR yesterday 2.4. No allergies',
      DENTAL: [
        ['24', 'Fractured P cusp margin 3 mm below the gum B margin supragingival root filled not tender', 'P cusp'],
        ['23', 'Sound'],
        ['25', 'Sound'],
      ],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 24',
        'Sulcular incisions 23 to 25',
        'Palatal flap reflected',
        'Buccal just a small envelope',
        'Bone within 1 mm of the fracture margin',
        'Removed palatal bone with a round bur and chisels to 4 mm below the margin',
        'Made sure about 3 mm around the rest of the tooth',
        'Washed out with saline',
        'Surgicel in the interproximal areas',
        'Flap sutured with 4-0 Vicryl horizontal mattress palatally and interrupted',
        'Haemostasis after 10 minutes pressure',
        'Tranexamic acid mouthwash given',
        'Post-op instructions given',
      ],
      CONSULT: "He asked about flying next week. Told him that's fine",
      NOTES: 'He said it was much easier than he expected',
      'F/U': 'Review 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'df25-uk-typed-fdi-lower-labial-frenectomy-diode-laser-31-41-singer-appends',
    style: 'UK',
    asr: false,
    transcript:
      "Lower labial frenectomy with diode laser, referred by GDP as the frenum pulls on the gum at 31/41 and she can't brush there. MH: fit and well, NKDA, non-smoker. Frenum attaches at the gingival margin between 31 and 41, blanching + margin movement on lip pull. Recession 1 mm 31, 41; KT 2 mm. BPE 1 1 1 / 1 2 1. 31, 41 not mobile. Discussed laser vs scalpel; she chose laser as no sutures. Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr labial infil 31, 41. Laser safety glasses for all. Diode laser 980 nm, 1.5 W continuous. Frenum released to depth of vestibule, fibres released from periosteum. Minimal bleeding, no sutures. Wound moistened w/ saline gauze. POIG: soft brush from tomorrow, lip stretching exercises twice daily for 2/52. Pt said she felt nothing. Review 2/52.",
    appends: [
      'Add to notes: pt is a professional singer, asked us to avoid anything that affects the lip.',
      'Add to treatment: photographs pre and post-op.',
    ],
    expect: {
      CC: "Lower labial frenectomy with diode laser, referred by GDP as the frenum pulls on the gum at 31/41 and she can't brush there",
      'MED HX': 'Fit and well, NKDA, non-smoker',
      INTRA: 'Frenum attaches at the gingival margin between 31 and 41, blanching + margin movement on lip pull',
      PERIO: 'Recession 1 mm 31, 41; KT 2 mm. BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['31', 'Not mobile'],
        ['41', 'Not mobile'],
      ],
      CONSULT: 'Discussed laser vs scalpel; she chose laser as no sutures',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 31, 41',
        'Laser safety glasses for all',
        'Diode laser 980 nm',
        '1.5 W continuous',
        'Frenum released to depth of vestibule',
        'Fibres released from periosteum',
        'Minimal bleeding',
        'No sutures',
        'Wound moistened w/ saline gauze',
        'POIG: soft brush from tomorrow',
        'Lip stretching exercises twice daily for 2 weeks',
        'Photographs pre and post-op',
      ],
      NOTES: 'Pt said she felt nothing. Pt is a professional singer, asked us to avoid anything that affects the lip',
      'F/U': 'Review 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 6. US periodontics office, associate periodontist (Universal)
  defineCase({
    id: 'df26-us-asr-osseous-surgery-28-31-srp-direct-vision-coe-pak-assistant-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for osseous surgery lower right quadrant twenty eight to thirty one residual pockets after scaling and root planing medical history no changes takes lisinopril allergic to codeine blood pressure one thirty over eighty two pocket depths number thirty distal six millimeters with a class two buccal furcation number thirty one mesial seven millimeters number twenty nine distal five millimeters bleeding on probing at all of those number thirty one class one mobility consent signed three carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent buccal infiltration thirty and thirty one internal bevel and sulcular incisions twenty eight to thirty one full thickness flap buccal and lingual degranulated can I get the back action chisel please thank you scaling and root planing under direct vision thirty and thirty one osteoplasty and ostectomy to positive architecture odontoplasty at the thirty buccal furcation flap apically positioned four oh chromic gut sling sutures coe pak placed post op instructions given rx ibuprofen eight hundred milligrams every eight hours for three days and peridex twice a day he asked if he can golf this weekend told him wait a week follow up in one week to remove the pack and sutures",
    expect: {
      CC: 'Osseous surgery lower right quadrant #28 to #31. Residual pockets after scaling and root planing',
      'MED HX': 'No changes. Takes lisinopril. Allergic to codeine. Blood pressure 130/82',
      PERIO:
        'Pocket depths #30 distal 6 mm with a class 2 buccal furcation. #31 mesial 7 mm. #29 distal 5 mm. Bleeding on probing at all of those',
      DENTAL: [['31', 'Class 1 mobility']],
      CONSENT: 'Consent signed',
      'TX TODAY': ['SRP #30, #31'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration #30, #31',
        'Internal bevel and sulcular incisions #28 to #31',
        'Full thickness flap buccal and lingual',
        'Degranulated',
        'Scaling and root planing under direct vision #30, #31',
        'Osteoplasty',
        'Ostectomy to positive architecture',
        'Odontoplasty at the #30 buccal furcation',
        'Flap apically positioned',
        '4-0 chromic gut sling sutures',
        'Coe-Pak placed',
        'Post-op instructions given',
        'Rx ibuprofen 800 mg every 8 hours for 3 days and Peridex twice a day',
      ],
      CONSULT: 'He asked if he can golf this weekend. Told him wait a week',
      'F/U': 'Follow up in 1 week to remove the pack and sutures',
    },
  }),
  defineCase({
    id: 'df27-us-asr-no-section-words-tunnel-alloderm-24-25-mental-block-left-sorry-right',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for the gum graft on the lower front teeth twenty four and twenty five using alloderm since she didn't want the palate done health is unchanged takes birth control no allergies four millimeters recession on twenty four and three on twenty five thin tissue keratinized tissue about one millimeter probing two millimeters twenty four and twenty five not mobile she's been nervous all week so we went over the steps again and she's ok to go ahead consent signed one carpule lidocaine two percent one to one hundred thousand epi mental block left sorry right then one carpule articaine four percent one to one hundred thousand epi labial infiltration twenty three to twenty six root surfaces scaled and smoothed edta for two minutes sulcular incisions and tunnel prepared from twenty three to twenty six with tunneling knives papillae left intact alloderm rehydrated trimmed to twenty by eight millimeters pulled into the tunnel and secured with six oh prolene sling sutures tunnel coronally advanced to cover the graft she asked if she could see it in the mirror we said after it heals post op instructions given rx ibuprofen six hundred milligrams as needed and peridex rinse twice a day told her no brushing there for two weeks follow up in two weeks",
    expect: {
      CC: "Gum graft on the lower front teeth #24 and #25 using AlloDerm since she didn't want the palate done",
      'MED HX': 'Health is unchanged. Takes birth control. No allergies',
      PERIO: '4 mm recession on #24 and 3 on #25. Thin tissue. Keratinized tissue about 1 mm. Probing 2 mm',
      DENTAL: [
        ['24', 'Not mobile'],
        ['25', 'Not mobile'],
      ],
      CONSENT: 'Consent signed',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, mental block right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, labial infiltration #23 to #26',
        'Root surfaces scaled and smoothed',
        'EDTA for 2 minutes',
        'Sulcular incisions and tunnel prepared from #23 to #26 with tunneling knives',
        'Papillae left intact',
        'AlloDerm rehydrated',
        'Trimmed to 20 by 8 mm',
        'Pulled into the tunnel and secured with 6-0 Prolene sling sutures',
        'Tunnel coronally advanced to cover the graft',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg as needed and Peridex rinse twice a day',
      ],
      CONSULT:
        "We went over the steps again. She's ok to go ahead. She asked if she could see it in the mirror. We said after it heals. Told her no brushing there for 2 weeks",
      NOTES: "She's been nervous all week",
      'F/U': 'Follow up in 2 weeks',
    },
  }),
  defineCase({
    id: 'df28-us-typed-consult-cl-3-furcation-poor-prognosis-undecided-appends-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consult, referred by GD for crown lengthening #3 before a crown. Pt asymptomatic. Med hx: no changes, type 2 DM (A1c 6.5) on metformin, NKDA, non-smoker. #3 MOD amalgam, D recurrent caries ~3 mm subgingival, not TTP, Class I mobility. #2 missing. #4 sound. PD #3: DB 5, D 6, DP 5 mm, others 3 mm. Class I furcation #3 B. FMX reviewed (from GD, 2 mo old): #3 short roots, D caries close to furcation, ~30% horizontal bone loss. Dx: #3 poor prognosis for CL as furcation would be exposed. Discussed CL w/ furcation exposure (not recommended), extraction + implant w/ possible sinus lift, or extraction and no replacement. Pt asked how long the implant route takes: ~6-9 months total. Pt wants to discuss with family and GD before deciding.',
    appends: ['Add to notes: pt will call to book once decided.', 'Add to tx plan: CBCT #3 region if implant chosen.'],
    expect: {
      CC: 'Consult, referred by GD for crown lengthening #3 before a crown. Pt asymptomatic',
      'MED HX': 'No changes, type 2 DM (A1c 6.5) on metformin, NKDA, non-smoker',
      DENTAL: [
        ['3', 'MOD amalgam, D recurrent caries ~3 mm subgingival, not TTP, Class I mobility'],
        ['2', 'Missing'],
        ['4', 'Sound'],
      ],
      PERIO: 'PD #3: DB 5, D 6, DP 5 mm, others 3 mm. Class I furcation #3 B',
      RADIO: 'FMX reviewed (from GD, 2 mo old): #3 short roots, D caries close to furcation, ~30% horizontal bone loss',
      DX: ['#3 poor prognosis for CL as furcation would be exposed'],
      CONSULT:
        'Discussed CL w/ furcation exposure (not recommended), extraction + implant w/ possible sinus lift, or extraction and no replacement. Pt asked how long the implant route takes: ~6-9 months total. Pt wants to discuss with family and GD before deciding',
      'TX PLAN': ['CBCT #3 region if implant chosen'],
      NOTES: 'Pt will call to book once decided',
    },
  }),
  defineCase({
    id: 'df29-us-asr-1-week-post-osseous-pack-off-sutures-out-varnish-roots-sensitivity',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "one week post op lower right osseous surgery the pack came off on day five he says it's been sore but ok now teeth a bit sensitive to cold no medical changes pack remnants removed tissue healing well some fibrin on the interproximal areas no signs of infection sutures intact removed all the sling sutures roots exposed on thirty and thirty one buccal about two to three millimeters recession number thirty one still class one mobility irrigated gently with chlorhexidine applied fluoride varnish to the exposed roots told him the sensitivity is normal after this surgery and should settle in a few weeks use sensodyne keep using the peridex for one more week and start soft brushing there he asked when he can floss told him next week start with the proxabrush next visit six week check then back to perio maintenance",
    expect: {
      CC: "1 week post-op lower right osseous surgery. Pack came off on day 5. He says it's been sore but ok now. Teeth a bit sensitive to cold",
      'MED HX': 'No medical changes',
      INTRA: 'Tissue healing well. Some fibrin on the interproximal areas. No signs of infection. Sutures intact',
      PERIO: 'Roots exposed on #30 and #31 buccal about 2 to 3 mm recession',
      DENTAL: [['31', 'Still class 1 mobility']],
      'TX TODAY': ['Irrigation', 'Fluoride varnish'],
      TX: [
        'Pack remnants removed',
        'Removed all the sling sutures',
        'Irrigated gently with chlorhexidine',
        'Applied fluoride varnish to the exposed roots',
      ],
      CONSULT:
        'Told him the sensitivity is normal after this surgery and should settle in a few weeks. Use Sensodyne. Keep using the Peridex for 1 more week. Start soft brushing there. He asked when he can floss. Told him next week. Start with the Proxabrush',
      NV: ['6 week check', 'Back to periodontal maintenance'],
    },
  }),
  defineCase({
    id: 'df30-us-asr-no-section-words-palatal-donor-bleed-day-1-ctg-11-gelfoam-suture',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she called about bleeding from the palate she had a connective tissue graft on number eleven yesterday bleeding on and off since last night takes fish oil and had a glass of wine last night otherwise nothing new no allergies graft site on eleven looks good sutures intact palatal donor site oozing from the distal end of the incision no hematoma one carpule lidocaine two percent one to one hundred thousand epi palatal infiltration near the donor site clot removed gelfoam placed then an extra four oh chromic gut cross mattress suture hemostasis after five minutes pressure palatal stent refitted told her no fish oil for a week and no alcohol pressure with a damp tea bag if it starts again she was relieved review as scheduled at two weeks",
    expect: {
      CC: 'She called about bleeding from the palate. She had a connective tissue graft on #11 yesterday. Bleeding on and off since last night',
      'MED HX': 'Takes fish oil and had a glass of wine last night. Otherwise nothing new. No allergies',
      INTRA:
        'Graft site on #11 looks good. Sutures intact. Palatal donor site oozing from the distal end of the incision. No hematoma',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration near the donor site',
        'Clot removed',
        'Gelfoam placed',
        'Extra 4-0 chromic gut cross mattress suture',
        'Hemostasis after 5 minutes pressure',
        'Palatal stent refitted',
      ],
      CONSULT: 'Told her no fish oil for a week and no alcohol. Pressure with a damp tea bag if it starts again',
      NOTES: 'She was relieved',
      'F/U': 'Review as scheduled at 2 weeks',
    },
  }),
];
