// A ninety-first development batch (ids co01–co30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is notes dictated and typed by trainees:
// UK foundation dentists, US dental students and residents and a UK hygiene-therapy student. They are verbose and
// careful: they say every step and the reason for it, hedge ("I think", "possibly", "probably", "I'm not sure"), have
// their supervisor, faculty or attending check the work ("my supervisor checked the examination", "faculty checked the
// prep", "Shade A3 – checked by my supervisor"), correct themselves ("sorry", "I mean", "no wait", "correction",
// "scratch that"), over-explain risks, alternatives, consent and advice, dictate the headers they were taught (sometimes
// in the wrong order: diagnosis after treatment, radiographs after diagnosis), list differential diagnoses and write
// plans in phases. Five trainees, six visits each:
//   co01–co06 a UK foundation dentist (FDI, recogniser-style): a new patient examination with bitewings and a phased
//     plan (appended chart entry), a DO composite where the supervisor checked a soft pulpal floor, an upper molar
//     extraction with the oro-antral risk explained and the diagnosis dictated last, an emergency with a differential and
//     extirpation, a child's Hall crown after separators, a scale and polish in pregnancy (appended "change … to …");
//   co07–co12 a UK foundation dentist typing Palmer shorthand (Palmer, typed): a recall examination with taught headers,
//     diagnosis before radiographs and a three-phase plan, a PFM crown prep with the taper corrected after the
//     supervisor's check, a DO amalgam with selective caries removal and a Dx typed after the treatment (and an FDI "47"
//     in the next visit), a pericoronitis emergency irrigated without antibiotics, a first-stage RCT of a necrotic UL2
//     (title from the CC), a six-year-old's first check-up with a phased prevention plan (appended note);
//   co13–co18 a US dental student (Universal, recogniser-style): a comprehensive oral evaluation with FMX, a fractured
//     cusp, "scratch that" and a four-phase plan, a DO composite with faculty start and prep checks, SRP of two quadrants
//     with pocket irrigation, an extraction with the aspirin risk explained (appended note and next visit), a child's
//     pulpotomy and stainless steel crown, an emergency with a fractured cusp and a sedative IRM filling (no title);
//   co19–co24 a US resident typing full sentences (Universal, typed): a comprehensive examination with a differential and
//     a Phase I–IV plan, the initiation of RCT (extirpation, attending confirmed a canal), a crown prep with build-up and
//     a temporary crown, a surgical extraction of #17 (appended treatment and note), a child's uncomplicated crown
//     fracture restored with an MI composite, a dry socket dressed after an extraction elsewhere (no title);
//   co25–co30 a UK hygiene-therapy student (FDI; co25, co27, co29 recogniser-style, co26, co28, co30 typed): a first
//     periodontal appointment with OHI, a supragingival scale and a phased plan, a second RSD visit with two LA lines and
//     supervisor checks (appended note), a child's fissure sealants and varnish, two cervical composites on prescription
//     after a talk with the supervisor, a periodontal maintenance visit with PMPR and a re-probed pocket, a primary molar
//     extraction on prescription.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in co17); 15 recogniser-style (co01–co06, co13–co18,
// co25, co27, co29) and 15 typed; about 150 to 380 words; six cases with appended dictation (co01 "add to chart …",
// co06 "change six months to three months", co12 "Add to notes: …", co16 "add to notes …" / "next visit …", co22 "Add
// to treatment: …" / "Add to notes: …", co26 "Add to notes: …"). DENTAL in 28 cases (not co06, co26).
//
// Judgement calls where the contract was silent:
// - Hedges are content and stay where they are said: "Possibly early M caries", "Grade 1 mobility possibly grade 2",
//   "I think there might be a second D canal but I'm not sure", "Probably reversible pulpitis #S but possibly
//   irreversible", "Reversible pulpitis? (no symptoms so probably not)".
// - "Differential diagnosis" / "Differential dx" / "My differential diagnosis was …" is not a header of the table and
//   says the diagnosis is not settled, so its words stay and it is a DX item; differentials joined by "or", "vs" or
//   "versus" are one item (no comma was dictated between them). Diagnostic reasoning said with the diagnosis ("I think
//   pulp necrosis is more likely given the negative pulp tests", "I don't think it's periodontitis as …") is a DX item
//   too; a diagnosis reported from the referring dentist keeps its words ("Dentist's diagnosis from the referral is …").
// - Supervisor, faculty and attending checks: a check during treatment is a TX item in its place ("Faculty checked the
//   prep and said the proximal box was fine", "Supervisor checked Q4 – satisfied", "Supervisor present throughout"); a
//   check that gives a finding stays with that finding (co29's re-probed pocket is PERIO); a sign-off of the
//   examination, charting, diagnosis or plan, or a talk with the supervisor about whether to treat, is NOTES ("My
//   supervisor checked the examination and agreed with the plan", "My faculty approved the plan before we started",
//   "Discussed with supervisor whether 35 needs restoring …").
// - A trainee's reason said as a clause of its own after a step is its own TX item ("I chose articaine so I could use
//   an infiltration instead of a block", "I calculated the max dose for his weight and 1 carpule is well under it",
//   "Anesthetic was for soft tissue comfort …"); "so" meaning "so that" does not cut; a reason inside the step's clause
//   stays with it ("… with the clamp on 37 to keep it dry").
// - Plans in phases: each phase is a TX PLAN item (spoken "phase two" starts a new item where a writer puts a full
//   stop); inside a phase "and" between two procedures splits ("Phase 2 DO composite 36", "MO composite 37"), "+" and
//   "with" do not; phases are numbered as said ("Phase 1" spoken, "Phase I" typed). Table names are used inside plan
//   and NV items, lower case mid-item ("Phase 1 scale and polish", "Phase I: prophy with OHI", "Phase 2 – SSC LRD" from
//   "Hall crown", "Phase 3: periodontal maintenance 3-monthly", "fissure sealant LL6, LR6" from "FS", "Crown fit #30"
//   from "crown seat", "Complete RCT #19" from "complete root canal therapy on #19"); "plan" / "Planned:" / "Tx plan:" /
//   "Treatment plan:" are dropped.
// - Stage, class and grade numbers said as words are digits ("stage 3 grade C", "Class 1 mobility", "grade 1"); typed
//   Roman numerals stay ("stage II grade B", "Phase III"). "hba one c" / "a one c" → "HbA1c" / "A1c".
// - A Palmer typist's FDI number ("NV: O comp 47") is written in Palmer ("O composite LR7"), rule 3.
// - Titles: a Hall crown or stainless steel crown cemented is "SSC" (not "Crown fit"); "pulp extirpated 46" / "pulp was
//   extirpated from #19" → "Extirpation"; a first-stage RCT whose TX names no table procedure takes "RCT UL2" from the
//   CC (canal irrigation is no Irrigation); irrigation under an operculum and "irrigated the pockets with chlorhexidine"
//   are "Irrigation" (neither a canal nor a socket); a socket irrigated and packed with Alvogyl after an extraction done
//   elsewhere has no title, nor does a "sedative filling with IRM" for a filling that fell out (the CC says the filling
//   was done before and IRM is none of composite / amalgam / GIC); "A mesio-incisal composite restoration was placed on
//   #8" → "MI composite #8"; "A surgical extraction of #17 was performed" → "Surgical extraction #17"; "OHI reinforced"
//   → "OHI"; "supragingival scale", "TBI", "toothbrushing instruction", sealant "etched … applied and cured",
//   "polished" and a glass ionomer liner or cement are no titles; "Impressions" and "Temporary crown" go with each crown
//   prep.
// - Typed full sentences: the opening link words of a chart condition go ("#19 is tender …" → "Tender …", "#30 has a
//   Cavit temporary …" → "Cavit temporary …"); ", and" between two clauses each with its own subject splits TX items
//   ("Existing composite and caries were removed", "Access was made"); when the second half is advice it goes to
//   CONSULT ("… and she was told to continue ibuprofen …"). A chart sentence was written so that each tooth is named
//   once.
// - Blood pressure, pulse, weight and tetanus status are MED HX; a child's age and companion ("8-year-old boy,
//   accompanied by his mother", "7 y/o attended with mum") and remarks about the patient ("She was really engaged and
//   asked lots of questions", "She reported significant relief before leaving") are NOTES, as in more58; advice after
//   treatment and what was said to the patient or parent are CONSULT; post-op instructions dictated with their content
//   as one run stay one TX item; "Call / return sooner if …" and "Review …" are F/U; "Next visit: dressing change in 3
//   days" is NV.
// - Headers dropped when they open a clause: presenting complaint, chief complaint, C/O, medical history / MH,
//   extra oral (examination) / EO / extraoral (exam), intra oral (examination) / IO / intraoral (exam), perio,
//   periodontal exam, charting, radiographs before a type, diagnosis / Dx, treatment plan / Tx plan / plan / planned,
//   treatment today, next visit / NV. "Allergies: none known", "Advised: …", "Diet advice …" keep their words; the
//   "Anesthesia:" label is taken into the LA line. Text headers were avoided where the table has none (consent,
//   follow-up).
// - Appends follow more56 / more58: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "add to
//   treatment …" adds a TX item at the end, "next visit …" adds an NV item, "change X to Y" edits the one place X is said
//   (co06's "six months" is said only in the recall).
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; chart
//   conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more91Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK foundation dentist (FDI, recogniser-style)
  defineCase({
    id: 'co01-uk-asr-fdi-fd-new-patient-exam-bwx-phased-plan-supervisor-appends-chart',
    style: 'UK',
    asr: true,
    transcript:
      "okay new patient examination presenting complaint she hasn't been to a dentist for about four years she gets food stuck lower left when she eats medical history asthmatic on a salbutamol inhaler when needed no other medications no allergies non smoker drinks about six units a week extra oral examination no lymphadenopathy tmj normal muscles of mastication not tender intra oral examination soft tissues healthy I checked the tongue and the floor of the mouth no ulcers oral cancer screen negative bpe two two three two two two charting one eight and two eight missing three six large disto occlusal cavity food trapping not tender to percussion three seven possibly early mesial caries four six occlusal amalgam sound radiographs bitewings left and right taken because of the cavity and no previous x rays grade one three six distal caries into dentine sorry into the inner third of dentine three seven mesial caries in the outer half of dentine diagnosis caries three six and three seven possibly localised periodontitis upper left I explained the cavities to her using the x rays and why the gums need treating first she's happy with the plan and understands the costs treatment plan phase one scale and polish phase two disto occlusal composite three six and mesial occlusal composite three seven phase three full perio chart upper left my supervisor checked the examination and agreed with the plan next visit disto occlusal composite three six",
    appends: ['add to chart two six buccal cervical abrasion not sensitive'],
    expect: {
      CC: "New patient examination. She hasn't been to a dentist for about 4 years. She gets food stuck lower left when she eats",
      'MED HX':
        'Asthmatic on a salbutamol inhaler when needed. No other medications. No allergies. Non smoker. Drinks about 6 units a week',
      EXTRA: 'No lymphadenopathy. TMJ normal. Muscles of mastication not tender',
      INTRA: 'Soft tissues healthy. I checked the tongue and the floor of the mouth. No ulcers. Oral cancer screen negative',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['36', 'Large DO cavity food trapping not tender to percussion'],
        ['37', 'Possibly early M caries'],
        ['46', 'O amalgam sound'],
        ['26', 'B cervical abrasion not sensitive'],
      ],
      RADIO:
        'Bitewings left and right taken because of the cavity and no previous x-rays. Grade 1. 36 distal caries into the inner third of dentine. 37 mesial caries in the outer half of dentine',
      DX: ['Caries 36, 37', 'Possibly localised periodontitis upper left'],
      CONSULT:
        "I explained the cavities to her using the x-rays and why the gums need treating first. She's happy with the plan and understands the costs",
      'TX PLAN': ['Phase 1 scale and polish', 'Phase 2 DO composite 36', 'MO composite 37', 'Phase 3 full perio chart upper left'],
      NOTES: 'My supervisor checked the examination and agreed with the plan',
      NV: ['DO composite 36'],
    },
  }),
  defineCase({
    id: 'co02-uk-asr-fdi-fd-do-composite-36-soft-floor-supervisor-checked-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for the disto occlusal composite on three six as planned at her exam medical history I rechecked it no changes still asthmatic no allergies three six disto occlusal cavity not tender to percussion normal response to cold three seven mesial caries awaiting treatment I explained the procedure again including the small risk of sensitivity afterwards and that if the caries is very deep it might need a root canal in the future she was happy to go ahead verbal consent obtained la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six I chose articaine so I could use an infiltration instead of a block rubber dam placed from three five to three seven with the clamp on three seven to keep it dry caries removed with a slow round bur um the pulpal floor felt a bit soft so I stopped and asked my supervisor to check supervisor checked the cavity and said it's hard stained dentine and can be left no exposure sectional matrix and wedge etch bond disto occlusal composite three six placed in increments shade a two sorry shade a three cured each layer rubber dam off occlusion checked with articulating paper high spot adjusted polished post op instructions given told her it might be sensitive to cold for a few days and to come back if it starts throbbing next visit mesial occlusal composite three seven",
    expect: {
      CC: 'DO composite on 36 as planned at her exam',
      'MED HX': 'I rechecked it. No changes. Still asthmatic. No allergies',
      DENTAL: [
        ['36', 'DO cavity not tender to percussion normal response to cold'],
        ['37', 'M caries awaiting treatment'],
      ],
      CONSULT:
        'I explained the procedure again including the small risk of sensitivity afterwards and that if the caries is very deep it might need a root canal in the future. She was happy to go ahead. Told her it might be sensitive to cold for a few days and to come back if it starts throbbing',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['DO composite 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'I chose articaine so I could use an infiltration instead of a block',
        'Rubber dam placed from 35 to 37 with the clamp on 37 to keep it dry',
        'Caries removed with a slow round bur',
        'Pulpal floor felt a bit soft',
        'I stopped and asked my supervisor to check',
        "Supervisor checked the cavity and said it's hard stained dentine and can be left",
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 36 placed in increments',
        'Shade A3',
        'Cured each layer',
        'Rubber dam off',
        'Occlusion checked with articulating paper',
        'High spot adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['MO composite 37'],
    },
  }),
  defineCase({
    id: 'co03-uk-asr-fdi-fd-extraction-16-oac-risk-explained-i-mean-diagnosis-last',
    style: 'UK',
    asr: true,
    transcript:
      "he attended for extraction of one six which was planned last month because it's unrestorable medical history no changes takes amlodipine for blood pressure I took his blood pressure today one forty two over eighty eight no allergies extra oral no swelling no lymph nodes palpable one six grossly carious retained roots not mobile no swelling one five distal occlusal composite intact I mean mesial occlusal composite intact one seven sound pa from last month shows a periapical radiolucency on the mesiobuccal root and the roots are close to the sinus floor I explained the risks again pain swelling bleeding bruising infection dry socket and because the roots are close to the sinus a small risk of a hole into the sinus which might need stitching I also explained the alternatives root canal treatment which isn't really possible here or leaving it which risks infection he wants it out written consent form signed la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration waited five minutes tested with a probe no sensation luxators to loosen the roots then extraction one six with upper molar forceps three roots complete I showed the roots to my supervisor who confirmed they're complete no oro antral communication nose blow test negative socket compressed bit on damp gauze haemostasis achieved verbal and written post op instructions no smoking no hot drinks and no rinsing today he asked about replacing the gap I said we can talk about a denture bridge or implant at his review diagnosis unrestorable one six with chronic apical periodontitis review in one week",
    expect: {
      CC: "Extraction of 16 which was planned last month because it's unrestorable",
      'MED HX': 'No changes. Takes amlodipine for blood pressure. I took his blood pressure today 142/88. No allergies',
      EXTRA: 'No swelling. No lymph nodes palpable',
      DENTAL: [
        ['16', 'Grossly carious retained roots not mobile no swelling'],
        ['15', 'MO composite intact'],
        ['17', 'Sound'],
      ],
      RADIO: 'PA from last month shows a periapical radiolucency on the MB root. Roots are close to the sinus floor',
      DX: ['Unrestorable 16 with chronic apical periodontitis'],
      CONSULT:
        "I explained the risks again pain swelling bleeding bruising infection dry socket and because the roots are close to the sinus a small risk of a hole into the sinus which might need stitching. I also explained the alternatives root canal treatment which isn't really possible here or leaving it which risks infection. He wants it out. He asked about replacing the gap. I said we can talk about a denture bridge or implant at his review",
      CONSENT: 'Written consent form signed',
      'TX TODAY': ['Extraction 16'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration',
        'Waited 5 minutes',
        'Tested with a probe',
        'No sensation',
        'Luxators to loosen the roots',
        'Extraction 16 with upper molar forceps',
        '3 roots complete',
        "I showed the roots to my supervisor who confirmed they're complete",
        'No oro antral communication',
        'Nose blow test negative',
        'Socket compressed',
        'Bit on damp gauze',
        'Haemostasis achieved',
        'Verbal and written post-op instructions no smoking no hot drinks and no rinsing today',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'co04-uk-asr-fdi-fd-emergency-46-differential-extirpation-correction-supervisor',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment presenting complaint throbbing pain lower right for three days kept him awake last night painkillers not really helping he's been taking ibuprofen and paracetamol medical history fit and well no medications apart from the painkillers no allergies extra oral no swelling no lymphadenopathy intra oral soft tissues normal no sinus four six large mesial occlusal distal amalgam with recurrent caries distally tender to percussion lingering pain to ethyl chloride about thirty seconds correction about twenty seconds no crack visible bite test negative four seven sound normal response to cold four five sound pa four six taken to look at the periapical area and the depth of the caries grade one deep distal caries close to the pulp widened pdl space on the distal root differential diagnosis irreversible pulpitis or cracked tooth diagnosis symptomatic irreversible pulpitis four six with symptomatic apical periodontitis I discussed the options root canal treatment extraction or no treatment I explained root canal has about an eighty five percent success rate and will need a crown later he wants to keep the tooth verbal consent obtained la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four six rubber dam with a clamp on four six amalgam and caries removed access cavity my supervisor checked the access before I went further pulp extirpated four six three canals found I think there might be a second distal canal but I'm not sure irrigated with sodium hypochlorite ledermix and a cotton pellet cavit on top occlusion relieved to take it out of contact post op instructions given advised him to keep taking ibuprofen regularly next visit complete root canal four six in two weeks",
    expect: {
      CC: "Emergency appointment. Throbbing pain lower right for 3 days. Kept him awake last night. Painkillers not really helping. He's been taking ibuprofen and paracetamol",
      'MED HX': 'Fit and well. No medications apart from the painkillers. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues normal. No sinus',
      DENTAL: [
        [
          '46',
          'Large MOD amalgam with recurrent caries distally tender to percussion lingering pain to ethyl chloride about 20 seconds no crack visible bite test negative',
        ],
        ['47', 'Sound normal response to cold'],
        ['45', 'Sound'],
      ],
      RADIO:
        'PA 46 taken to look at the periapical area and the depth of the caries. Grade 1. Deep distal caries close to the pulp. Widened PDL space on the distal root',
      DX: [
        'Differential diagnosis irreversible pulpitis or cracked tooth',
        'Symptomatic irreversible pulpitis 46 with symptomatic apical periodontitis',
      ],
      CONSULT:
        'I discussed the options root canal treatment extraction or no treatment. I explained root canal has about an 85% success rate and will need a crown later. He wants to keep the tooth. Advised him to keep taking ibuprofen regularly',
      CONSENT: 'Verbal consent obtained',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam with a clamp on 46',
        'Amalgam and caries removed',
        'Access cavity',
        'My supervisor checked the access before I went further',
        'Pulp extirpated 46',
        '3 canals found',
        "I think there might be a second D canal but I'm not sure",
        'Irrigated with sodium hypochlorite',
        'Ledermix and a cotton pellet',
        'Cavit on top',
        'Occlusion relieved to take it out of contact',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'co05-uk-asr-fdi-fd-child-hall-crown-84-separators-size-4-too-tight-mum',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old boy attended with his mum for the hall crown on eight four we placed orthodontic separators last week mum says he's had no pain medical history fit and well no medicines no allergies eight four disto occlusal caries not tender no swelling no sinus not mobile separator still in place eight five sound three six and four six fissure sealants intact I went through the hall technique again with mum that we don't use any injection or drilling that the crown might make his bite feel high for a few weeks and that it'll fall out naturally with the baby tooth mum was happy to go ahead verbal consent from mum separator removed size four crown tried in it was too tight so I tried a size five which fitted well hall crown eight four cemented with glass ionomer he bit down on a cotton roll to seat it excess cement removed floss through the contacts my supervisor checked the fit and margins and was happy bite slightly propped open as expected fluoride varnish applied to all teeth told mum not to worry about the high bite it should settle in a few weeks he was really brave and chose a sticker review in six months with bitewings",
    expect: {
      CC: "Hall crown on 84. We placed orthodontic separators last week. Mum says he's had no pain",
      'MED HX': 'Fit and well. No medicines. No allergies',
      DENTAL: [
        ['84', 'DO caries not tender no swelling no sinus not mobile separator still in place'],
        ['85', 'Sound'],
        ['36', 'Fissure sealants intact'],
        ['46', 'Fissure sealants intact'],
      ],
      CONSULT:
        "I went through the Hall technique again with mum that we don't use any injection or drilling that the crown might make his bite feel high for a few weeks and that it'll fall out naturally with the baby tooth. Mum was happy to go ahead. Told mum not to worry about the high bite. It should settle in a few weeks",
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['SSC 84', 'Fluoride varnish'],
      TX: [
        'Separator removed',
        'Size 4 crown tried in',
        'It was too tight',
        'I tried a size 5 which fitted well',
        'Hall crown 84 cemented with glass ionomer',
        'He bit down on a cotton roll to seat it',
        'Excess cement removed',
        'Floss through the contacts',
        'My supervisor checked the fit and margins and was happy',
        'Bite slightly propped open as expected',
        'Fluoride varnish applied to all teeth',
      ],
      NOTES: '8 year old boy attended with his mum. He was really brave and chose a sticker',
      'F/U': 'Review in 6 months with bitewings',
    },
  }),
  defineCase({
    id: 'co06-uk-asr-fdi-fd-scale-polish-pregnancy-gingivitis-sorry-size-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for a scale and polish her gums have been bleeding when she brushes for a couple of months medical history no changes she's twenty weeks pregnant no medications apart from folic acid no allergies smokes about five a day intra oral soft tissues healthy no ulcers perio bpe two two two two two two generalised marginal gingivitis bleeding on probing about forty percent supragingival calculus lower incisors lingually plaque mainly interproximal diagnosis plaque induced gingivitis possibly made worse by pregnancy hormones I don't think it's periodontitis as there's no pocketing over three point five millimetres scale and polish with the ultrasonic then hand scalers for the lower incisors polished with polishing paste oral hygiene instruction modified bass technique with her electric toothbrush and interdental brushes size two sorry size one for the lower anteriors my supervisor checked the scaling and found a bit of calculus left lingual to four one which I removed I explained that pregnancy can make gums bleed more and that it's safe to have the scaling done now in the second trimester I also gave smoking cessation advice and offered a referral to the local stop smoking service she'd like to think about it recall six months",
    appends: ['change six months to three months'],
    expect: {
      CC: 'Scale and polish. Her gums have been bleeding when she brushes for a couple of months',
      'MED HX':
        "No changes. She's 20 weeks pregnant. No medications apart from folic acid. No allergies. Smokes about 5 a day",
      INTRA: 'Soft tissues healthy. No ulcers',
      PERIO:
        'BPE 2 2 2 / 2 2 2. Generalised marginal gingivitis. Bleeding on probing about 40%. Supragingival calculus lower incisors lingually. Plaque mainly interproximal',
      DX: [
        'Plaque induced gingivitis possibly made worse by pregnancy hormones',
        "I don't think it's periodontitis as there's no pocketing over 3.5 mm",
      ],
      CONSULT:
        "I explained that pregnancy can make gums bleed more and that it's safe to have the scaling done now in the second trimester. I also gave smoking cessation advice and offered a referral to the local stop smoking service. She'd like to think about it",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with the ultrasonic',
        'Hand scalers for the lower incisors',
        'Polished with polishing paste',
        'Oral hygiene instruction modified Bass technique with her electric toothbrush and interdental brushes size 1 for the lower anteriors',
        'My supervisor checked the scaling and found a bit of calculus left lingual to 41 which I removed',
      ],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK foundation dentist typing Palmer (Palmer, typed)
  defineCase({
    id: 'co07-uk-typed-palmer-fd-recall-exam-headers-dx-before-radiographs-three-phases',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Presenting complaint: routine exam. No complaints apart from occasional sensitivity UL with cold drinks. MH: no changes since last visit. Type 2 diabetes (metformin), last HbA1c 55 per pt. NKDA. Ex-smoker (stopped 2 yrs ago). EO: NAD. TMJ no clicking/deviation. IO: soft tissues healthy, oral cancer screen NAD. OH fair. BPE 323/323. Charting: UR7 MO amalgam, sound margins. UL5 B cervical abrasion, sensitive to air. UL6 crown. LL6 DO comp, overhang on the distal. LR6 O amalgam, sound. LL8, LR8 missing. Diagnosis: generalised periodontitis stage II grade B (currently unstable). Dentine hypersensitivity UL5 (differential early caries UL5 ruled out clinically and on BWs). Radiographs: BWs R+L (caries + bone levels, last BWs 3 yrs ago). Grade 1. No caries. Horizontal bone loss approx 20% molar regions. Overhang LL6 D confirmed. Tx plan: Phase 1: OHI + 6PPC + RSD all quadrants. Phase 2: replace DO comp LL6 to remove overhang. Phase 3: perio maintenance 3-monthly. Discussed perio diagnosis and link with diabetes, pt understands and wants to go ahead. Advised Duraphat 5000 toothpaste for UL5 sensitivity. Exam + plan checked by my supervisor. NV: 6PPC + RSD UR/LR.',
    expect: {
      CC: 'Routine exam. No complaints apart from occasional sensitivity UL with cold drinks',
      'MED HX':
        'No changes since last visit. Type 2 diabetes (metformin), last HbA1c 55 per pt. NKDA. Ex-smoker (stopped 2 yrs ago)',
      EXTRA: 'NAD. TMJ no clicking/deviation',
      INTRA: 'Soft tissues healthy, oral cancer screen NAD. OH fair',
      PERIO: 'BPE 323/323',
      DENTAL: [
        ['UR7', 'MO amalgam, sound margins'],
        ['UL5', 'B cervical abrasion, sensitive to air'],
        ['UL6', 'Crown'],
        ['LL6', 'DO comp, D overhang'],
        ['LR6', 'O amalgam, sound'],
        ['LL8', 'Missing'],
        ['LR8', 'Missing'],
      ],
      RADIO:
        'BWs R+L (caries + bone levels, last BWs 3 yrs ago). Grade 1. No caries. Horizontal bone loss approx 20% molar regions. Overhang LL6 D confirmed',
      DX: [
        'Generalised periodontitis stage II grade B (currently unstable)',
        'Dentine hypersensitivity UL5 (differential early caries UL5 ruled out clinically and on BWs)',
      ],
      CONSULT:
        'Discussed perio diagnosis and link with diabetes, pt understands and wants to go ahead. Advised Duraphat 5000 toothpaste for UL5 sensitivity',
      'TX PLAN': [
        'Phase 1: OHI + 6PPC + RSD all quadrants',
        'Phase 2: replace DO composite LL6 to remove overhang',
        'Phase 3: periodontal maintenance 3-monthly',
      ],
      NOTES: 'Exam + plan checked by my supervisor',
      NV: ['6PPC + RSD UR/LR'],
    },
  }),
  defineCase({
    id: 'co08-uk-typed-palmer-fd-pfm-crown-prep-ur6-taper-corrected-supervisor-band-3',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for crown prep UR6 (RCT completed 2 months ago by me, asymptomatic since). MH: no change, NKDA. UR6 RCT'd, MOD amalgam core intact, not TTP, no mobility. UR5 sound. UR7 O comp sound. PA UR6 (from RCT completion): well-condensed GP, no periapical pathology. Discussed again why a crown is recommended (cusp protection after RCT, reduce fracture risk). Options were full gold, PFM or e.max – pt chose PFM as cheaper than e.max. Risks explained: sensitivity unlikely as root filled, possible debond of temp, small chance of needing RCT retreatment in future. Pt happy to proceed. Written consent signed. NHS band 3 charge explained. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infil UR6 + palatal infil. Putty index for temp. Crown prep UR6 for PFM: occlusal reduction 2 mm (checked with reduction gauge), axial reduction with 1.2 mm buccal shoulder and chamfer palatally. Supervisor checked the prep and asked me to increase the taper slightly MB. Taper adjusted. Retraction cord size 00 placed. Impressions: Impregum heavy + light body upper, alginate lower. Bite reg (Blu Mousse). Shade A3 – checked by my supervisor. Temp crown Protemp A3 cemented with TempBond NE. Occlusion checked, high spot adjusted. POIG incl. flossing out sideways around temp. NV: crown fit UR6 in 2/52.",
    expect: {
      CC: 'Crown prep UR6 (RCT completed 2 months ago by me, asymptomatic since)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UR6', "RCT'd, MOD amalgam core intact, not TTP, no mobility"],
        ['UR5', 'Sound'],
        ['UR7', 'O comp sound'],
      ],
      RADIO: 'PA UR6 (from RCT completion): well-condensed GP, no periapical pathology',
      CONSULT:
        'Discussed again why a crown is recommended (cusp protection after RCT, reduce fracture risk). Options were full gold, PFM or e.max – pt chose PFM as cheaper than e.max. Risks explained: sensitivity unlikely as root filled, possible debond of temp, small chance of needing RCT retreatment in future. Pt happy to proceed. NHS band 3 charge explained',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6 + palatal infiltration',
        'Putty index for temp',
        'Crown prep UR6 for PFM: occlusal reduction 2 mm (checked with reduction gauge)',
        'Axial reduction with 1.2 mm buccal shoulder and chamfer palatally',
        'Supervisor checked the prep and asked me to increase the taper slightly MB',
        'Taper adjusted',
        'Retraction cord size 00 placed',
        'Impressions: Impregum heavy + light body upper',
        'Alginate lower',
        'Bite reg (Blu Mousse)',
        'Shade A3 – checked by my supervisor',
        'Temp crown Protemp A3 cemented with TempBond NE',
        'Occlusion checked',
        'High spot adjusted',
        'POIG incl. flossing out sideways around temp',
      ],
      NV: ['Crown fit UR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'co09-uk-typed-palmer-fd-do-amalgam-lr6-selective-caries-dx-after-tx-fdi-47-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for DO amalgam LR6 (pt prefers amalgam – cheaper and longer lasting on molars). MH: no change. Asthma, salbutamol inhaler PRN. NKDA. LR6 DO caries, cavitated, no pain. LR7 O caries small. LR5 sound. Re-explained procedure: drilling, possible sensitivity for a few weeks, risk of pulp involvement if caries deep → may need RCT. Also discussed amalgam safety as pt asked – explained amalgam is safe for her as she is not pregnant and has no kidney disease. Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB right. Lip numb after 5 min. Rubber dam LR5–LR7 (clamp LR7). Caries removed, EDJ caries-free, deep caries over MB pulp horn – left a thin layer of affected dentine to avoid exposure (selective caries removal). Supervisor checked the cavity and agreed. Dycal on the deepest area, Vitrebond liner over. Tofflemire matrix + wedge. DO amalgam LR6, condensed + carved. Occlusion checked, adjusted. POIG (may be sensitive; avoid hard food on it for 24 hrs). Dx: deep caries LR6, reversible pulpitis? (no symptoms so probably not). NV: O comp 47.',
    expect: {
      CC: 'DO amalgam LR6 (pt prefers amalgam – cheaper and longer lasting on molars)',
      'MED HX': 'No change. Asthma, salbutamol inhaler PRN. NKDA',
      DENTAL: [
        ['LR6', 'DO caries, cavitated, no pain'],
        ['LR7', 'O caries small'],
        ['LR5', 'Sound'],
      ],
      DX: ['Deep caries LR6', 'Reversible pulpitis? (no symptoms so probably not)'],
      CONSULT:
        'Re-explained procedure: drilling, possible sensitivity for a few weeks, risk of pulp involvement if caries deep → may need RCT. Discussed amalgam safety as pt asked – explained amalgam is safe for her as she is not pregnant and has no kidney disease',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['DO amalgam LR6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Lip numb after 5 min',
        'Rubber dam LR5–LR7 (clamp LR7)',
        'Caries removed',
        'EDJ caries-free',
        'Deep caries over MB pulp horn – left a thin layer of affected dentine to avoid exposure (selective caries removal)',
        'Supervisor checked the cavity and agreed',
        'Dycal on the deepest area',
        'Vitrebond liner over',
        'Tofflemire matrix + wedge',
        'DO amalgam LR6',
        'Condensed + carved',
        'Occlusion checked',
        'Adjusted',
        'POIG (may be sensitive; avoid hard food on it for 24 hrs)',
      ],
      NV: ['O composite LR7'],
    },
  }),
  defineCase({
    id: 'co10-uk-typed-palmer-fd-pericoronitis-ll8-differential-irrigation-no-antibiotics',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. C/O pain + swelling around LL8 for 3 days, worse when biting, bad taste. Mouth opening slightly difficult. MH: no change, NKDA, no meds. EO: mouth opening 35 mm (slightly reduced), no facial swelling, L submandibular node palpable + tender. Temperature 36.8°C. IO: LL8 partially erupted, operculum swollen + red, pus on pressure. UL8 over-erupted, occluding on the operculum. LL7 sound, not TTP, responds normally to cold. OPG not taken today (last one 1 yr ago showed vertically impacted LL8 – no need to repeat). Differential dx: pericoronitis LL8 vs periapical abscess LL7 (but LL7 vital and sound so unlikely). Dx: acute pericoronitis LL8. No LA needed. Irrigated under the operculum with 0.2% chlorhexidine using a blunt needle. No antibiotics as no systemic involvement or spreading infection. Supervisor checked and agreed with diagnosis and management. Explained to pt that antibiotics are not routinely indicated and overuse causes resistance. Advised: warm salt water or CHX mouthwash, soft brush around the area, analgesia (ibuprofen 400 mg + paracetamol 1 g). Return immediately if swelling increases or difficulty swallowing. Discussed long-term options: monitor, or refer for XLA LL8 (+/- UL8) if recurrent. Pt would like referral if it happens again. Review 1/52.',
    expect: {
      CC: 'Emergency. Pain + swelling around LL8 for 3 days, worse when biting, bad taste. Mouth opening slightly difficult',
      'MED HX': 'No change, NKDA, no meds',
      EXTRA:
        'Mouth opening 35 mm (slightly reduced), no facial swelling, L submandibular node palpable + tender. Temperature 36.8°C',
      DENTAL: [
        ['LL8', 'Partially erupted, operculum swollen + red, pus on pressure'],
        ['UL8', 'Over-erupted, occluding on the operculum'],
        ['LL7', 'Sound, not TTP, responds normally to cold'],
      ],
      RADIO: 'OPG not taken today (last one 1 yr ago showed vertically impacted LL8 – no need to repeat)',
      DX: [
        'Differential dx: pericoronitis LL8 vs periapical abscess LL7 (but LL7 vital and sound so unlikely)',
        'Acute pericoronitis LL8',
      ],
      CONSULT:
        'Explained to pt that antibiotics are not routinely indicated and overuse causes resistance. Advised: warm salt water or CHX mouthwash, soft brush around the area, analgesia (ibuprofen 400 mg + paracetamol 1 g). Discussed long-term options: monitor, or refer for XLA LL8 (+/- UL8) if recurrent. Pt would like referral if it happens again',
      'TX TODAY': ['Irrigation'],
      TX: [
        'No LA needed',
        'Irrigated under the operculum with 0.2% chlorhexidine using a blunt needle',
        'No antibiotics as no systemic involvement or spreading infection',
      ],
      NOTES: 'Supervisor checked and agreed with diagnosis and management',
      'F/U': 'Return immediately if swelling increases or difficulty swallowing. Review 1 week',
    },
  }),
  defineCase({
    id: 'co11-uk-typed-palmer-fd-rct-ul2-stage-1-necrotic-sinus-title-from-cc-access-check',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for RCT UL2 stage 1. Had a gumboil above the tooth on and off for months, no pain. MH: no change since exam 2/52 ago. Penicillin allergy (rash). Takes sertraline. UL2 DP composite, discoloured, not TTP, no mobility, labial sinus at apex level. UL1, UL3 sound. PA UL2 (exam 2/52 ago): periapical radiolucency approx 4 mm, canal patent. Dx: pulp necrosis UL2 with chronic apical abscess. Explained again: RCT over 2 visits, success rate approx 85-90%, risks – file separation, perforation, post-op flare-up, tooth may darken further, may need crown later. Alternative XLA + replacement (denture/bridge/implant) or no tx (infection persists). Pt wishes to save tooth. Written consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline labial infil UL2. Rubber dam (single tooth with clamp UL2 + floss ligature). Access through P surface, composite partly removed. Canal located – necrotic, no bleeding. Supervisor checked access outline (asked me to extend slightly incisally to get straight-line access). WL by apex locator 22 mm to incisal edge, confirmed with PA (file 0.5 mm short of radiographic apex – accepted). Prepared to size 40 hand files (step-back). Canal irrigated with 1% NaOCl 10 ml between files. Dried with paper points. Non-setting CaOH (UltraCal) placed, sponge + Cavit, GIC over. I think the sinus should resolve in 2-4 weeks – told pt. NV: RCT UL2 stage 2 (obturation) in 3/52.',
    expect: {
      CC: 'RCT UL2 stage 1. Had a gumboil above the tooth on and off for months, no pain',
      'MED HX': 'No change since exam 2 weeks ago. Penicillin allergy (rash). Takes sertraline',
      DENTAL: [
        ['UL2', 'DP composite, discoloured, not TTP, no mobility, labial sinus at apex level'],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      RADIO: 'PA UL2 (exam 2 weeks ago): periapical radiolucency approx 4 mm, canal patent',
      DX: ['Pulp necrosis UL2 with chronic apical abscess'],
      CONSULT:
        'Explained again: RCT over 2 visits, success rate approx 85-90%, risks – file separation, perforation, post-op flare-up, tooth may darken further, may need crown later. Alternative XLA + replacement (denture/bridge/implant) or no tx (infection persists). Pt wishes to save tooth. I think the sinus should resolve in 2-4 weeks – told pt',
      CONSENT: 'Written consent',
      'TX TODAY': ['RCT UL2'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, labial infiltration UL2',
        'Rubber dam (single tooth with clamp UL2 + floss ligature)',
        'Access through P surface',
        'Composite partly removed',
        'Canal located – necrotic',
        'No bleeding',
        'Supervisor checked access outline (asked me to extend slightly incisally to get straight-line access)',
        'WL by apex locator 22 mm to incisal edge',
        'Confirmed with PA (file 0.5 mm short of radiographic apex – accepted)',
        'Prepared to size 40 hand files (step-back)',
        'Canal irrigated with 1% NaOCl 10 ml between files',
        'Dried with paper points',
        'Non-setting CaOH (UltraCal) placed',
        'Sponge + Cavit',
        'GIC over',
      ],
      NV: ['RCT UL2 stage 2 (obturation) in 3 weeks'],
    },
  }),
  defineCase({
    id: 'co12-uk-typed-palmer-fd-child-first-check-up-lrd-lre-phased-prevention-appends-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "6 y/o attended with dad for first check-up at this practice. Dad says food keeps getting stuck in her lower right back teeth. MH: fit and well, no meds, NKDA. EO: NAD. IO: soft tissues healthy. Plaque on most teeth, gingivitis around lower incisors. Charting: LRD DO cavity, soft caries, not mobile, no swelling. LRE O caries (probably into dentine). LLD, LLE sound. URD, ULD sound. LL6, LR6 erupting, sound. Radiographs: BWs R+L attempted – she gagged, only R taken. Grade 2. LRD D caries close to pulp. LRE O caries into dentine. Dx: caries LRD, LRE. Gingivitis. Treatment today: TBI with dad: 2x daily with pea-size 1450 ppm toothpaste and spit don't rinse. Fluoride varnish (Duraphat) applied. Diet advice – juice only at mealtimes, water between. Told dad we may need to take the LRD out if it is too deep for a filling; will try to keep it first. Supervisor checked charting + BW and agreed with plan. Tx plan: Phase 1 – prevention (fluoride varnish 3-monthly + diet diary). Phase 2 – Hall crown LRD and O GIC LRE. Phase 3 – FS LL6, LR6 when erupted. NV: O GIC LRE (easier tooth first to acclimatise).",
    appends: ['Add to notes: dad asked for after-school appointments only.'],
    expect: {
      CC: 'First check-up at this practice. Dad says food keeps getting stuck in her lower right back teeth',
      'MED HX': 'Fit and well, no meds, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on most teeth, gingivitis around lower incisors',
      DENTAL: [
        ['LRD', 'DO cavity, soft caries, not mobile, no swelling'],
        ['LRE', 'O caries (probably into dentine)'],
        ['LLD', 'Sound'],
        ['LLE', 'Sound'],
        ['URD', 'Sound'],
        ['ULD', 'Sound'],
        ['LL6', 'Erupting, sound'],
        ['LR6', 'Erupting, sound'],
      ],
      RADIO: 'BWs R+L attempted – she gagged, only R taken. Grade 2. LRD D caries close to pulp. LRE O caries into dentine',
      DX: ['Caries LRD, LRE', 'Gingivitis'],
      CONSULT:
        'Diet advice – juice only at mealtimes, water between. Told dad we may need to take LRD out if it is too deep for a filling; will try to keep it first',
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        "TBI with dad: 2x daily with pea-size 1450 ppm toothpaste and spit don't rinse",
        'Fluoride varnish (Duraphat) applied',
      ],
      'TX PLAN': [
        'Phase 1 – prevention (fluoride varnish 3-monthly + diet diary)',
        'Phase 2 – SSC LRD',
        'O GIC LRE',
        'Phase 3 – fissure sealant LL6, LR6 when erupted',
      ],
      NOTES:
        '6 y/o attended with dad. Supervisor checked charting + BW and agreed with plan. Dad asked for after-school appointments only',
      NV: ['O GIC LRE (easier tooth first to acclimatise)'],
    },
  }),

  // ---------------------------------------------------------------- 3. US dental student (Universal, recogniser-style)
  defineCase({
    id: 'co13-us-asr-student-comprehensive-eval-fmx-14-fractured-p-cusp-scratch-that-four-phases',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive oral evaluation chief complaint he says his gums bleed and he has a broken tooth on the upper left medical history hypertension controlled on lisinopril blood pressure today one thirty four over eighty two type two diabetes on metformin last a one c seven point two he's allergic to penicillin it gives him hives smokes half a pack a day extraoral exam no lymphadenopathy tmj within normal limits intraoral exam soft tissues within normal limits no lesions oral cancer screening negative periodontal exam psr three three four three three three generalized bleeding on probing heavy subgingival calculus number fourteen mesial occlusal distal amalgam fractured palatal cusp I think there's recurrent caries too not tender to percussion number three mesial occlusal composite intact number four occlusal sealant scratch that number thirty large occlusal caries numbers one sixteen seventeen nineteen and thirty two missing radiographs fmx eighteen films horizontal bone loss thirty to forty percent generalized vertical defect on the distal of number thirty one number thirty caries close to the pulp no periapical lesions diagnosis generalized periodontitis stage three grade c caries number thirty possibly into the pulp caries number fourteen with fractured palatal cusp treatment plan phase one disease control with srp in all four quadrants and caries control on thirty phase two re evaluation six weeks after srp phase three crown on fourteen phase four periodontal maintenance every three months I went over the whole plan with him including the costs he agreed to the plan he signed the consent for the treatment plan I gave him smoking cessation advice and he said he'd try my faculty checked my findings and approved the treatment plan next visit srp upper right and lower right",
    expect: {
      CC: 'New patient comprehensive oral evaluation. He says his gums bleed and he has a broken tooth on the upper left',
      'MED HX':
        "Hypertension controlled on lisinopril. Blood pressure today 134/82. Type 2 diabetes on metformin. Last A1c 7.2. He's allergic to penicillin. It gives him hives. Smokes half a pack a day",
      EXTRA: 'No lymphadenopathy. TMJ within normal limits',
      INTRA: 'Soft tissues within normal limits. No lesions. Oral cancer screening negative',
      PERIO: 'PSR 3 3 4 / 3 3 3. Generalized bleeding on probing. Heavy subgingival calculus',
      DENTAL: [
        ['14', "MOD amalgam fractured P cusp I think there's recurrent caries too not tender to percussion", 'P cusp'],
        ['3', 'MO composite intact'],
        ['30', 'Large O caries'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['19', 'Missing'],
        ['32', 'Missing'],
      ],
      RADIO:
        'FMX 18 films. Horizontal bone loss 30 to 40% generalized. Vertical defect on the distal of #31. #30 caries close to the pulp. No periapical lesions',
      DX: ['Generalized periodontitis stage 3 grade C', 'Caries #30 possibly into the pulp', 'Caries #14 with fractured P cusp'],
      CONSULT:
        "I went over the whole plan with him including the costs. He agreed to the plan. I gave him smoking cessation advice and he said he'd try",
      CONSENT: 'He signed the consent for the treatment plan',
      'TX PLAN': [
        'Phase 1 disease control with SRP in all 4 quadrants',
        'Caries control #30',
        'Phase 2 re-evaluation 6 weeks after SRP',
        'Phase 3 crown #14',
        'Phase 4 periodontal maintenance every 3 months',
      ],
      NOTES: 'My faculty checked my findings and approved the treatment plan',
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'co14-us-asr-student-do-composite-12-start-check-prep-check-no-wait-distal',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for a filling on number twelve from her treatment plan medical history reviewed no changes she takes levothyroxine for hypothyroidism no known drug allergies blood pressure one eighteen over seventy six pulse seventy two number twelve distal occlusal caries no symptoms number thirteen mesial no wait distal caries incipient watch number eleven sound I reviewed the procedure with her including the risk of post op sensitivity and the possibility of a root canal if the decay is deep and the alternatives of amalgam or no treatment she chose composite for esthetics informed consent signed my faculty gave me the start check topical benzocaine then one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration number twelve I used an infiltration because upper premolars usually get numb well with infiltration rubber dam isolation from eleven to fourteen caries removed with a three thirty bur and a round bur on slow speed caries indicator dye used to make sure all the decay was gone faculty checked the prep and said the proximal box was fine sectional matrix and wedge selective etch twenty seconds on enamel bonded with scotchbond universal distal occlusal composite number twelve with filtek supreme a two body in two increments cured forty seconds each finished with a twelve blade and soflex discs occlusion checked no high spots floss through the contact post op instructions given next visit prophy with the hygienist',
    expect: {
      CC: 'Filling on #12 from her treatment plan',
      'MED HX':
        'Reviewed. No changes. She takes levothyroxine for hypothyroidism. No known drug allergies. Blood pressure 118/76. Pulse 72',
      DENTAL: [
        ['12', 'DO caries no symptoms'],
        ['13', 'D caries incipient watch'],
        ['11', 'Sound'],
      ],
      CONSULT:
        'I reviewed the procedure with her including the risk of post-op sensitivity and the possibility of a root canal if the decay is deep and the alternatives of amalgam or no treatment. She chose composite for esthetics',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['DO composite #12'],
      TX: [
        'My faculty gave me the start check',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12',
        'I used an infiltration because upper premolars usually get numb well with infiltration',
        'Rubber dam isolation from #11 to #14',
        'Caries removed with a 330 bur and a round bur on slow speed',
        'Caries indicator dye used to make sure all the decay was gone',
        'Faculty checked the prep and said the proximal box was fine',
        'Sectional matrix and wedge',
        'Selective etch 20 seconds on enamel',
        'Bonded with Scotchbond Universal',
        'DO composite #12 with Filtek Supreme A2 body in 2 increments',
        'Cured 40 seconds each',
        'Finished with a 12 blade and Sof-Lex discs',
        'Occlusion checked',
        'No high spots',
        'Floss through the contact',
        'Post-op instructions given',
      ],
      NV: ['Prophy with the hygienist'],
    },
  }),
  defineCase({
    id: 'co15-us-asr-student-srp-ur-lr-pocket-irrigation-faculty-residual-calculus-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper right and lower right quadrants as planned he says his gums still bleed when he flosses medical history no changes type two diabetes on metformin last a one c seven point four no allergies I reviewed the perio chart from last visit pockets four to six millimeters upper right and lower right bleeding on probing in most sites number thirty class one mobility I explained again what srp involves why we numb the area and that his gums might be sore and his teeth might be sensitive to cold for a couple of weeks and that the pockets should shrink if he keeps his home care up he understood and wanted to go ahead verbal consent given topical then two carpules lidocaine two percent one to one hundred thousand epi posterior superior alveolar sorry buccal infiltration upper right then one carpule lidocaine two percent one to one hundred thousand epi right ianb srp upper right and lower right with the cavitron and gracey curettes root surfaces felt smooth with the explorer my faculty explored both quadrants and found residual calculus on the distal of number thirty which I removed irrigated the pockets with chlorhexidine oral hygiene instruction with interdental brushes and a power toothbrush rx chlorhexidine gluconate zero point one two percent rinse twice a day for two weeks next visit srp upper left and lower left in one week',
    expect: {
      CC: 'Scaling and root planing upper right and lower right quadrants as planned. He says his gums still bleed when he flosses',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Last A1c 7.4. No allergies',
      PERIO:
        'I reviewed the perio chart from last visit. Pockets 4 to 6 mm upper right and lower right. Bleeding on probing in most sites',
      DENTAL: [['30', 'Class 1 mobility']],
      CONSULT:
        'I explained again what SRP involves why we numb the area and that his gums might be sore and his teeth might be sensitive to cold for a couple of weeks and that the pockets should shrink if he keeps his home care up. He understood and wanted to go ahead',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration upper right',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP upper right and lower right with the Cavitron and Gracey curettes',
        'Root surfaces felt smooth with the explorer',
        'My faculty explored both quadrants and found residual calculus on the distal of #30 which I removed',
        'Irrigated the pockets with chlorhexidine',
        'Oral hygiene instruction with interdental brushes and a power toothbrush',
        'Rx chlorhexidine gluconate 0.12% rinse twice a day for 2 weeks',
      ],
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'co16-us-asr-student-extraction-4-aspirin-risks-faculty-appends-notes-next-visit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for extraction of number four her treatment plan from last week says it's nonrestorable medical history reviewed no changes she takes a baby aspirin daily which we didn't stop no allergies blood pressure one twenty six over seventy eight number four broken down to the gumline mesial root caries no mobility no swelling number three crown intact number five sound pa from last week reviewed single straight root no periapical lesion diagnosis nonrestorable number four due to caries I went over the risks with her pain swelling bleeding which might be a little more because of the aspirin infection dry socket damage to the crown on number three and possible root fracture which might need a surgical approach alternatives are root canal with crown lengthening and a crown or no treatment she chose extraction informed consent signed my faculty reviewed everything before we started topical then one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration number four then one carpule articaine four percent one to one hundred thousand epi palatal infiltration elevated with a straight elevator then extraction number four with one fifty forceps root came out intact faculty checked the socket curettage of the socket socket irrigated with saline gauze pressure hemostasis achieved post op instructions given verbal and written I told her to take ibuprofen and tylenol for pain and explained the aspirin might make it ooze a little tonight",
    appends: ['add to notes she was nervous but did really well', 'next visit implant consult in three months'],
    expect: {
      CC: "Extraction of #4. Her treatment plan from last week says it's nonrestorable",
      'MED HX':
        "Reviewed. No changes. She takes a baby aspirin daily which we didn't stop. No allergies. Blood pressure 126/78",
      DENTAL: [
        ['4', 'Broken down to the gumline M root caries no mobility no swelling'],
        ['3', 'Crown intact'],
        ['5', 'Sound'],
      ],
      RADIO: 'PA from last week reviewed. Single straight root. No periapical lesion',
      DX: ['Nonrestorable #4 due to caries'],
      CONSULT:
        'I went over the risks with her pain swelling bleeding which might be a little more because of the aspirin infection dry socket damage to the crown on #3 and possible root fracture which might need a surgical approach. Alternatives are root canal with crown lengthening and a crown or no treatment. She chose extraction. I told her to take ibuprofen and Tylenol for pain and explained the aspirin might make it ooze a little tonight',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Extraction #4'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #4',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, palatal infiltration',
        'Elevated with a straight elevator',
        'Extraction #4 with 150 forceps',
        'Root came out intact',
        'Faculty checked the socket',
        'Curettage of the socket',
        'Socket irrigated with saline',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'My faculty reviewed everything before we started. She was nervous but did really well',
      NV: ['Implant consult in 3 months'],
    },
  }),
  defineCase({
    id: 'co17-us-asr-student-child-pulpotomy-ssc-s-grandma-max-dose-sorry-mta',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old boy here with his grandmother for treatment on letter s grandma says he had a toothache there last week that went away with children's motrin medical history healthy no medications no allergies he weighs twenty two kilograms letter s deep distal occlusal caries no swelling no mobility no sinus tract letter t occlusal caries small letter k sealant intact bitewing from his exam I think the caries on s reaches the pulp horn pa today no furcation radiolucency diagnosis probably reversible pulpitis letter s but possibly irreversible explained to grandma what a pulpotomy and a stainless steel crown are and the risks including the numbness and lip biting afterwards grandma signed the consent my faculty approved the plan before we started topical twenty percent benzocaine one carpule lidocaine two percent one to one hundred thousand epi right ianb I calculated the max dose for his weight and one carpule is well under it rubber dam caries removed pulp exposure bleeding was bright red and stopped with a damp cotton pellet in under five minutes faculty checked the hemostasis pulpotomy letter s with ferric sulfate sorry with mta glass ionomer over the mta stainless steel crown letter s size five crimped and cemented with fuji occlusion checked post op instructions to grandma watch for lip biting and soft foods today he did great with tell show do next visit occlusal composite letter t",
    expect: {
      CC: "Treatment on #S. Grandma says he had a toothache there last week that went away with children's Motrin",
      'MED HX': 'Healthy. No medications. No allergies. He weighs 22 kg',
      DENTAL: [
        ['S', 'Deep DO caries no swelling no mobility no sinus tract'],
        ['T', 'O caries small'],
        ['K', 'Sealant intact'],
      ],
      RADIO: 'Bitewing from his exam. I think the caries on #S reaches the pulp horn. PA today no furcation radiolucency',
      DX: ['Probably reversible pulpitis #S but possibly irreversible'],
      CONSULT:
        'Explained to grandma what a pulpotomy and a stainless steel crown are and the risks including the numbness and lip biting afterwards',
      CONSENT: 'Grandma signed the consent',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'I calculated the max dose for his weight and 1 carpule is well under it',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Bleeding was bright red and stopped with a damp cotton pellet in under 5 minutes',
        'Faculty checked the hemostasis',
        'Pulpotomy #S with MTA',
        'Glass ionomer over the MTA',
        'Stainless steel crown #S size 5 crimped and cemented with Fuji',
        'Occlusion checked',
        'Post-op instructions to grandma watch for lip biting and soft foods today',
      ],
      NOTES: '6 year old boy here with his grandmother. My faculty approved the plan before we started. He did great with tell show do',
      NV: ['O composite #T'],
    },
  }),
  defineCase({
    id: 'co18-us-asr-student-emergency-3-fractured-mb-cusp-differential-irm-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency limited exam chief complaint she says a big piece of her filling fell out upper right yesterday and it's sensitive to cold and sweet but there's no spontaneous pain medical history reviewed asthma with an albuterol inhaler as needed allergic to sulfa drugs extraoral no swelling no lymphadenopathy intraoral soft tissues normal number three mesial occlusal distal amalgam with the mesiobuccal cusp fractured off and part of the amalgam missing no caries visible sorry some soft caries at the mesial margin cold test sensitive but goes away in two seconds not tender to percussion bite test with the tooth slooth negative on all cusps number two and number four sound pa number three no periapical radiolucency caries not near the pulp differential diagnosis reversible pulpitis or cracked tooth syndrome diagnosis reversible pulpitis number three with fractured cusp I explained that the tooth needs an onlay or a crown because of the missing cusp and that we can put a temporary filling in today to protect it she asked how much a crown costs the front desk will give her an estimate verbal consent for the temporary no anesthetic needed cleaned the area removed the loose amalgam sedative filling with irm faculty checked the irm and the bite occlusion adjusted told her to avoid chewing hard things on that side plan crown on number three after faculty review next visit crown prep number three",
    expect: {
      CC: "Emergency limited exam. She says a big piece of her filling fell out upper right yesterday and it's sensitive to cold and sweet but there's no spontaneous pain",
      'MED HX': 'Reviewed. Asthma with an albuterol inhaler as needed. Allergic to sulfa drugs',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        [
          '3',
          'MOD amalgam with the MB cusp fractured off and part of the amalgam missing some soft caries at the M margin cold test sensitive but goes away in 2 seconds not tender to percussion bite test with the Tooth Slooth negative on all cusps',
          'MB cusp',
        ],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA #3 no periapical radiolucency. Caries not near the pulp',
      DX: ['Differential diagnosis reversible pulpitis or cracked tooth syndrome', 'Reversible pulpitis #3 with fractured cusp'],
      CONSULT:
        'I explained that the tooth needs an onlay or a crown because of the missing cusp and that we can put a temporary filling in today to protect it. She asked how much a crown costs. Front desk will give her an estimate. Told her to avoid chewing hard things on that side',
      CONSENT: 'Verbal consent for the temporary',
      TX: [
        'No anesthetic needed',
        'Cleaned the area',
        'Removed the loose amalgam',
        'Sedative filling with IRM',
        'Faculty checked the IRM and the bite',
        'Occlusion adjusted',
      ],
      'TX PLAN': ['Crown #3 after faculty review'],
      NV: ['Crown prep #3'],
    },
  }),

  // ---------------------------------------------------------------- 4. US resident typing full sentences (Universal, typed)
  defineCase({
    id: 'co19-us-typed-resident-comprehensive-exam-8-necrosis-differential-phase-i-iv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Chief complaint: New patient comprehensive examination. She is concerned that her front tooth is turning dark. She reports that she hit #8 on a swimming pool wall about 5 years ago. Medical history: She has hypothyroidism controlled with levothyroxine 75 mcg and seasonal allergies treated with loratadine. She reports an allergy to latex (contact dermatitis). She does not smoke and drinks alcohol socially. Extraoral examination: No lymphadenopathy was found and TMJ function was normal. Intraoral examination: The soft tissues were within normal limits and the oral cancer screening was negative. PSR scores were 2 2 2 / 2 1 2 with localized supragingival calculus on the lower anteriors. #8 is discolored gray, does not respond to cold or EPT, and is not tender to percussion or palpation. #7 and #9 respond normally to cold. #19 has a large MOD amalgam with a crack line on the distolingual cusp. #30 has an occlusal composite with recurrent caries at the margin. Radiographs: FMX was taken as she has had no radiographs in 5 years. #8 shows a periapical radiolucency of approximately 3 mm with a narrowed canal. No other periapical pathology was seen. My differential diagnosis for #8 was pulp necrosis with asymptomatic apical periodontitis versus a periapical cyst. I think pulp necrosis is more likely given the negative pulp tests. Diagnosis: pulp necrosis with asymptomatic apical periodontitis #8, cracked tooth #19, recurrent caries #30, and plaque-induced gingivitis. I discussed all findings with the patient and explained that #8 needs root canal treatment and may need internal bleaching afterwards. She understood and agreed to proceed. My attending reviewed and approved the treatment plan. Treatment plan: Phase I: prophylaxis with OHI. Phase II: RCT #8 and O composite #30. Phase III: crown #19. Phase IV: recall every 6 months. Next visit: RCT #8.',
    expect: {
      CC: 'New patient comprehensive examination. She is concerned that her front tooth is turning dark. She reports that she hit #8 on a swimming pool wall about 5 years ago',
      'MED HX':
        'She has hypothyroidism controlled with levothyroxine 75 mcg and seasonal allergies treated with loratadine. She reports an allergy to latex (contact dermatitis). She does not smoke and drinks alcohol socially',
      EXTRA: 'No lymphadenopathy was found and TMJ function was normal',
      INTRA: 'Soft tissues were within normal limits and the oral cancer screening was negative',
      PERIO: 'PSR scores were 2 2 2 / 2 1 2 with localized supragingival calculus on the lower anteriors',
      DENTAL: [
        ['8', 'Discolored gray, does not respond to cold or EPT, and is not tender to percussion or palpation'],
        ['7', 'Respond normally to cold'],
        ['9', 'Respond normally to cold'],
        ['19', 'Large MOD amalgam with a crack line on the DL cusp'],
        ['30', 'O composite with recurrent caries at the margin'],
      ],
      RADIO:
        'FMX was taken as she has had no radiographs in 5 years. #8 shows a periapical radiolucency of approximately 3 mm with a narrowed canal. No other periapical pathology was seen',
      DX: [
        'My differential diagnosis for #8 was pulp necrosis with asymptomatic apical periodontitis versus a periapical cyst',
        'I think pulp necrosis is more likely given the negative pulp tests',
        'Pulp necrosis with asymptomatic apical periodontitis #8',
        'Cracked tooth #19',
        'Recurrent caries #30',
        'Plaque-induced gingivitis',
      ],
      CONSULT:
        'I discussed all findings with the patient and explained that #8 needs root canal treatment and may need internal bleaching afterwards. She understood and agreed to proceed',
      'TX PLAN': [
        'Phase I: prophy with OHI',
        'Phase II: RCT #8',
        'O composite #30',
        'Phase III: crown #19',
        'Phase IV: recall every 6 months',
      ],
      NOTES: 'My attending reviewed and approved the treatment plan',
      NV: ['RCT #8'],
    },
  }),
  defineCase({
    id: 'co20-us-typed-resident-rct-19-initiated-extirpation-attending-confirmed-dl-canal',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presented for initiation of root canal therapy on #19, which was scheduled at her emergency visit last week. She reports that the pain has been constant since yesterday and that ibuprofen only helps for a few hours. Medical history: Reviewed with no changes. She takes sertraline and has no known drug allergies. Blood pressure was 128/84. #19 is tender to percussion and has a lingering response to cold of more than 10 seconds. #18 and #20 respond normally to cold. Diagnosis: symptomatic irreversible pulpitis with symptomatic apical periodontitis #19. I reviewed the procedure, the risks (including instrument separation, perforation, post-operative pain and the need for a crown), and the alternatives of extraction or no treatment. She chose to proceed. Written informed consent was obtained. Anesthesia: 2 carpules of lidocaine 2% with 1:100,000 epinephrine were given as a left IANB, followed by 1 carpule of articaine 4% with 1:100,000 epinephrine as a buccal infiltration on #19. A rubber dam was placed with a winged molar clamp. The existing composite and caries were removed, and access was made. Four canals were located including a separate DL canal. I was not certain about the DL canal at first, so my attending confirmed it with the microscope. The pulp was extirpated from #19, and working lengths were determined with the apex locator and confirmed with a radiograph. The canals were instrumented to size 25 with Vortex Blue files and irrigated with 5.25% sodium hypochlorite. Calcium hydroxide was placed as an intracanal medicament, and the access was sealed with a cotton pellet and Cavit. The occlusion was reduced to relieve the tenderness to percussion. Post-operative instructions were given, and she was told to continue ibuprofen 600 mg every 6 hours as needed. Planned: crown #19 after RCT. Next visit: complete root canal therapy on #19 in 2 weeks.',
    expect: {
      CC: 'Initiation of root canal therapy on #19, which was scheduled at her emergency visit last week. She reports that the pain has been constant since yesterday and that ibuprofen only helps for a few hours',
      'MED HX': 'Reviewed with no changes. She takes sertraline and has no known drug allergies. Blood pressure was 128/84',
      DENTAL: [
        ['19', 'Tender to percussion and has a lingering response to cold of more than 10 seconds'],
        ['18', 'Respond normally to cold'],
        ['20', 'Respond normally to cold'],
      ],
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT:
        'I reviewed the procedure, the risks (including instrument separation, perforation, post-operative pain and the need for a crown), and the alternatives of extraction or no treatment. She chose to proceed. She was told to continue ibuprofen 600 mg every 6 hours as needed',
      CONSENT: 'Written informed consent was obtained',
      'TX TODAY': ['Extirpation #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam was placed with a winged molar clamp',
        'Existing composite and caries were removed',
        'Access was made',
        '4 canals were located including a separate DL canal',
        'I was not certain about the DL canal at first',
        'My attending confirmed it with the microscope',
        'Pulp was extirpated from #19',
        'Working lengths were determined with the apex locator and confirmed with a radiograph',
        'Canals were instrumented to size 25 with Vortex Blue files and irrigated with 5.25% sodium hypochlorite',
        'Calcium hydroxide was placed as an intracanal medicament',
        'Access was sealed with a cotton pellet and Cavit',
        'Occlusion was reduced to relieve the tenderness to percussion',
        'Post-operative instructions were given',
      ],
      'TX PLAN': ['Crown #19 after RCT'],
      NV: ['Complete RCT #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'co21-us-typed-resident-crown-prep-30-buildup-attending-lingual-margin-temp-crown',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presented for a crown preparation on #30 following completion of root canal therapy 3 weeks ago at our endodontic clinic. He reports no pain since the root canal. Medical history: Reviewed, no changes. He has type 2 diabetes managed with metformin and is allergic to codeine. #30 has a Cavit temporary in the access, is not tender to percussion, and shows no mobility. #29 has a DO composite that is intact. #31 is sound. The post-operative radiograph from endodontics showed a well-condensed obturation to length. I explained the reason for the crown (to protect the remaining tooth structure from fracture after root canal therapy) and discussed full-coverage zirconia versus PFM. He chose zirconia. Written consent was signed. Anesthesia: 1 carpule of lidocaine 2% with 1:100,000 epinephrine was given as a right IANB. The anesthetic was for soft tissue comfort during cord packing as the tooth is root-treated. The Cavit was removed, and a core buildup was placed with MultiCore Flow after etching and bonding. The crown preparation on #30 was completed for a zirconia crown with 1.5 mm occlusal reduction and a chamfer margin. My attending evaluated the preparation and asked me to smooth the lingual margin. I smoothed it with a fine diamond. A size 00 retraction cord was packed. Final impressions were taken with PVS and the opposing arch with alginate. The bite was registered. The shade was selected as A3 with the patient. A temporary crown was fabricated with Integrity and cemented with TempBond. The occlusion was checked and adjusted. Post-operative instructions were given. Next visit: crown seat #30 in 2 weeks.',
    expect: {
      CC: 'Crown preparation on #30 following completion of root canal therapy 3 weeks ago at our endodontic clinic. He reports no pain since the root canal',
      'MED HX': 'Reviewed, no changes. He has type 2 diabetes managed with metformin and is allergic to codeine',
      DENTAL: [
        ['30', 'Cavit temporary in the access, is not tender to percussion, and shows no mobility'],
        ['29', 'DO composite that is intact'],
        ['31', 'Sound'],
      ],
      RADIO: 'Post-operative radiograph from endodontics showed a well-condensed obturation to length',
      CONSULT:
        'I explained the reason for the crown (to protect the remaining tooth structure from fracture after root canal therapy) and discussed full-coverage zirconia versus PFM. He chose zirconia',
      CONSENT: 'Written consent was signed',
      'TX TODAY': ['Crown prep #30', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Anesthetic was for soft tissue comfort during cord packing as the tooth is root-treated',
        'Cavit was removed',
        'Core buildup was placed with MultiCore Flow after etching and bonding',
        'Crown preparation on #30 was completed for a zirconia crown with 1.5 mm occlusal reduction and a chamfer margin',
        'My attending evaluated the preparation and asked me to smooth the L margin',
        'I smoothed it with a fine diamond',
        'Size 00 retraction cord was packed',
        'Final impressions were taken with PVS and the opposing arch with alginate',
        'Bite was registered',
        'Shade was selected as A3 with the patient',
        'Temporary crown was fabricated with Integrity and cemented with TempBond',
        'Occlusion was checked and adjusted',
        'Post-operative instructions were given',
      ],
      NV: ['Crown fit #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'co22-us-typed-resident-surgical-extraction-17-sectioned-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presented for removal of #17 due to recurrent pericoronitis (3 episodes this year). Medical history: She is healthy, takes an oral contraceptive, and has no known drug allergies. Extraoral: No swelling or trismus. #17 is partially erupted and mesioangular, with the operculum mildly inflamed. #18 has an O composite that is intact. The panoramic radiograph shows a mesioangular #17 with the roots close to the inferior alveolar canal but no signs of a direct relationship. Diagnosis: partially impacted #17 with recurrent pericoronitis. I explained the risks, including pain, swelling, bleeding, infection, dry socket, damage to #18, and temporary or permanent numbness of the lip and tongue because of the proximity to the nerve. The alternative of coronectomy or referral to oral surgery was offered. She chose surgical extraction here. Written informed consent was obtained. Anesthesia: 2 carpules of articaine 4% with 1:100,000 epinephrine were given as a left IANB, followed by 1 carpule of lidocaine 2% with 1:100,000 epinephrine as a buccal infiltration. A surgical extraction of #17 was performed. A buccal envelope flap was raised from the distal of #18. Buccal bone was removed with a round bur under copious saline. The tooth was sectioned and delivered in 2 pieces. My attending checked the socket, and the roots were confirmed complete. The socket was irrigated and closed with 2 sutures (4-0 chromic gut). Hemostasis was achieved with gauze pressure. Post-operative instructions were given verbally and in writing. Rx: ibuprofen 600 mg every 6 hours for 3 days and chlorhexidine 0.12% rinse twice daily starting tomorrow. Review in 1 week for suture check.',
    appends: [
      'Add to treatment: Gelfoam was placed in the socket before suturing.',
      'Add to notes: her mother will drive her home.',
    ],
    expect: {
      CC: 'Removal of #17 due to recurrent pericoronitis (3 episodes this year)',
      'MED HX': 'She is healthy, takes an oral contraceptive, and has no known drug allergies',
      EXTRA: 'No swelling or trismus',
      DENTAL: [
        ['17', 'Partially erupted and mesioangular, with the operculum mildly inflamed'],
        ['18', 'O composite that is intact'],
      ],
      RADIO:
        'Panoramic radiograph shows a mesioangular #17 with the roots close to the inferior alveolar canal but no signs of a direct relationship',
      DX: ['Partially impacted #17 with recurrent pericoronitis'],
      CONSULT:
        'I explained the risks, including pain, swelling, bleeding, infection, dry socket, damage to #18, and temporary or permanent numbness of the lip and tongue because of the proximity to the nerve. Alternative of coronectomy or referral to oral surgery was offered. She chose surgical extraction here',
      CONSENT: 'Written informed consent was obtained',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration',
        'Surgical extraction of #17 was performed',
        'Buccal envelope flap was raised from the distal of #18',
        'Buccal bone was removed with a round bur under copious saline',
        'Tooth was sectioned and delivered in 2 pieces',
        'My attending checked the socket',
        'Roots were confirmed complete',
        'Socket was irrigated and closed with 2 sutures (4-0 chromic gut)',
        'Hemostasis was achieved with gauze pressure',
        'Post-operative instructions were given verbally and in writing',
        'Rx: ibuprofen 600 mg every 6 hours for 3 days and chlorhexidine 0.12% rinse twice daily starting tomorrow',
        'Gelfoam was placed in the socket before suturing',
      ],
      NOTES: 'Her mother will drive her home',
      'F/U': 'Review in 1 week for suture check',
    },
  }),
  defineCase({
    id: 'co23-us-typed-resident-child-uncomplicated-crown-fracture-8-mi-composite-differential',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '8-year-old boy, accompanied by his mother. Chief complaint: He fell off his bike about 2 hours ago and chipped his upper front tooth. There was no loss of consciousness, and he has no nausea or headache. Medical history: He is healthy with no medications and no known allergies. His tetanus immunization is up to date. Extraoral examination: Small abrasion on the chin. No TMJ tenderness. Intraoral examination: The upper lip is slightly swollen with no foreign bodies. #8 has an enamel-dentin fracture of the mesio-incisal angle with no pulp exposure under magnification (no pink spot or bleeding point), is not mobile, is not tender to percussion, and responds to cold. #9 has a small enamel chip on the incisal edge. #7 and #10 are sound. Periapical radiographs of #8 and #9 show immature roots with open apices and no root fractures or displacement. My differential diagnosis was uncomplicated versus complicated crown fracture. Diagnosis: uncomplicated crown fracture #8 and enamel fracture #9. I explained to his mother that the tooth could still lose vitality over time because of the trauma and that we will need to monitor it with radiographs and vitality tests. She asked whether the fragment could be reattached, but it was lost at the scene. She agreed to a composite restoration today. Verbal consent was obtained from her. Anesthesia: 1 carpule of lidocaine 2% with 1:100,000 epinephrine as a labial infiltration on #8. Isolation was achieved with cotton rolls and a lip retractor because the rubber dam clamp would not stay on the partially erupted teeth. A glass ionomer liner was placed over the deepest dentin. A mesio-incisal composite restoration was placed on #8 using Filtek Supreme A1E. The incisal edge of #9 was smoothed with a Sof-Lex disc. My attending checked the restoration and occlusion. Post-trauma instructions were given. I advised a soft diet for 1 week and brushing with a soft brush. He was very cooperative. Review clinically and radiographically in 2 weeks and again at 6-8 weeks.',
    expect: {
      CC: 'He fell off his bike about 2 hours ago and chipped his upper front tooth. There was no loss of consciousness, and he has no nausea or headache',
      'MED HX': 'He is healthy with no medications and no known allergies. His tetanus immunization is up to date',
      EXTRA: 'Small abrasion on the chin. No TMJ tenderness',
      INTRA: 'Upper lip is slightly swollen with no foreign bodies',
      DENTAL: [
        [
          '8',
          'Enamel-dentin fracture of the MI angle with no pulp exposure under magnification (no pink spot or bleeding point), is not mobile, is not tender to percussion, and responds to cold',
          'MI angle',
        ],
        ['9', 'Small enamel chip on the incisal edge'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO:
        'Periapical radiographs of #8 and #9 show immature roots with open apices and no root fractures or displacement',
      DX: [
        'My differential diagnosis was uncomplicated versus complicated crown fracture',
        'Uncomplicated crown fracture #8',
        'Enamel fracture #9',
      ],
      CONSULT:
        'I explained to his mother that the tooth could still lose vitality over time because of the trauma and that we will need to monitor it with radiographs and vitality tests. She asked whether the fragment could be reattached, but it was lost at the scene. She agreed to a composite restoration today. I advised a soft diet for 1 week and brushing with a soft brush',
      CONSENT: 'Verbal consent was obtained from her',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Isolation was achieved with cotton rolls and a lip retractor because the rubber dam clamp would not stay on the partially erupted teeth',
        'Glass ionomer liner was placed over the deepest dentin',
        'MI composite restoration was placed on #8 using Filtek Supreme A1E',
        'Incisal edge of #9 was smoothed with a Sof-Lex disc',
        'My attending checked the restoration and occlusion',
        'Post-trauma instructions were given',
      ],
      NOTES: '8-year-old boy, accompanied by his mother. He was very cooperative',
      'F/U': 'Review clinically and radiographically in 2 weeks and again at 6-8 weeks',
    },
  }),
  defineCase({
    id: 'co24-us-typed-resident-dry-socket-18-elsewhere-alvogyl-differential-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit. The patient reports severe throbbing pain in the lower left jaw radiating to her ear, starting 2 days after #18 was extracted at another office 4 days ago. Over-the-counter ibuprofen is not controlling the pain. Medical history: She smokes about 10 cigarettes a day and takes an oral contraceptive. She is allergic to amoxicillin (rash). Extraoral examination: No facial swelling, no lymphadenopathy, and normal mouth opening. Intraoral examination: The #18 socket is empty with exposed bone, no clot, and a foul odor. There is no pus or swelling. #19 has an MO amalgam that is intact and is not tender to percussion. #17 is missing. A periapical radiograph of the #18 area shows an empty socket with no retained root fragments. My differential diagnosis was alveolar osteitis versus a retained root fragment or a postoperative infection. I think alveolar osteitis is most likely because the radiograph shows no fragment and there is no pus. Diagnosis: alveolar osteitis #18 socket. I explained the condition to the patient and told her that smoking and oral contraceptives increase the risk. I also explained that the dressing helps with pain but does not speed up healing. She agreed to treatment. Verbal consent was obtained. Anesthesia: 1 carpule of articaine 4% with 1:100,000 epinephrine as a left IANB. The socket was gently irrigated with warm saline and packed with Alvogyl. I did not curette the socket. My attending checked the dressing placement. She reported significant relief before leaving. She was advised to avoid smoking, use warm salt water rinses after 24 hours, and take ibuprofen 600 mg with acetaminophen 500 mg every 6 hours. Next visit: dressing change in 3 days. She should call sooner if the pain increases.',
    expect: {
      CC: 'Emergency visit. Patient reports severe throbbing pain in the lower left jaw radiating to her ear, starting 2 days after #18 was extracted at another office 4 days ago. Over-the-counter ibuprofen is not controlling the pain',
      'MED HX':
        'She smokes about 10 cigarettes a day and takes an oral contraceptive. She is allergic to amoxicillin (rash)',
      EXTRA: 'No facial swelling, no lymphadenopathy, and normal mouth opening',
      INTRA: '#18 socket is empty with exposed bone, no clot, and a foul odor. There is no pus or swelling',
      DENTAL: [
        ['19', 'MO amalgam that is intact and is not tender to percussion'],
        ['17', 'Missing'],
      ],
      RADIO: 'Periapical radiograph of #18 area shows an empty socket with no retained root fragments',
      DX: [
        'My differential diagnosis was alveolar osteitis versus a retained root fragment or a postoperative infection',
        'I think alveolar osteitis is most likely because the radiograph shows no fragment and there is no pus',
        'Alveolar osteitis #18 socket',
      ],
      CONSULT:
        'I explained the condition to the patient and told her that smoking and oral contraceptives increase the risk. I also explained that the dressing helps with pain but does not speed up healing. She agreed to treatment. She was advised to avoid smoking, use warm salt water rinses after 24 hours, and take ibuprofen 600 mg with acetaminophen 500 mg every 6 hours',
      CONSENT: 'Verbal consent was obtained',
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left',
        'Socket was gently irrigated with warm saline and packed with Alvogyl',
        'I did not curette the socket',
        'My attending checked the dressing placement',
      ],
      NOTES: 'She reported significant relief before leaving',
      NV: ['Dressing change in 3 days'],
      'F/U': 'She should call sooner if the pain increases',
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygiene-therapy student (FDI, mixed)
  defineCase({
    id: 'co25-uk-asr-fdi-hts-first-perio-appointment-ohi-supra-scale-phased-plan-sorry-sizes',
    style: 'UK',
    asr: true,
    transcript:
      "okay first appointment with this patient she's been referred by the dentist for periodontal treatment she says her gums bleed when she brushes and one of her lower front teeth feels a bit loose medical history type two diabetes diagnosed last year on metformin hba one c fifty eight ex smoker stopped three years ago no allergies extra oral nad intra oral soft tissues healthy apart from the gums bpe four three three four three four so I did a full six point pocket chart pockets up to seven millimetres lower incisors and upper molars bleeding on probing forty two percent plaque score sixty five percent mostly interproximal three one grade one mobility four one grade one mobility possibly grade two my supervisor checked my charting the dentist's diagnosis from the referral is generalised periodontitis stage three grade b I explained what periodontitis is that it's a chronic condition linked to diabetes and that bleeding gums are a sign of inflammation not of brushing too hard I explained that treatment works best if her home care improves and that her diabetes control and her gums affect each other she was really engaged and asked lots of questions oral hygiene instruction modified bass with a manual brush and interdental brushes between the molars sizes two and three sorry sizes one and two supragingival scale with the ultrasonic treatment plan phase one rsd by quadrant under local anaesthetic phase two re evaluation after three months phase three supportive periodontal care next visit rsd upper right and lower right in two weeks",
    expect: {
      CC: "First appointment with this patient. She's been referred by the dentist for periodontal treatment. She says her gums bleed when she brushes and one of her lower front teeth feels a bit loose",
      'MED HX': 'Type 2 diabetes diagnosed last year on metformin. HbA1c 58. Ex smoker stopped 3 years ago. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy apart from the gums',
      PERIO:
        'BPE 4 3 3 / 4 3 4. I did a full 6 point pocket chart. Pockets up to 7 mm lower incisors and upper molars. Bleeding on probing 42%. Plaque score 65% mostly interproximal',
      DENTAL: [
        ['31', 'Grade 1 mobility'],
        ['41', 'Grade 1 mobility possibly grade 2'],
      ],
      DX: ["Dentist's diagnosis from the referral is generalised periodontitis stage 3 grade B"],
      CONSULT:
        "I explained what periodontitis is that it's a chronic condition linked to diabetes and that bleeding gums are a sign of inflammation not of brushing too hard. I explained that treatment works best if her home care improves and that her diabetes control and her gums affect each other",
      'TX TODAY': ['OHI'],
      TX: [
        'Oral hygiene instruction modified Bass with a manual brush and interdental brushes between the molars sizes 1 and 2',
        'Supragingival scale with the ultrasonic',
      ],
      'TX PLAN': [
        'Phase 1 RSD by quadrant under local anaesthetic',
        'Phase 2 re-evaluation after 3 months',
        'Phase 3 supportive periodontal care',
      ],
      NOTES: 'My supervisor checked my charting. She was really engaged and asked lots of questions',
      NV: ['RSD upper right and lower right in 2 weeks'],
    },
  }),
  defineCase({
    id: 'co26-uk-typed-fdi-hts-second-rsd-q3-q4-two-la-lines-supervisor-checks-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for RSD Q3 + Q4 (2nd RSD visit). Says gums bleeding less since starting interdental brushes. MH: no change. T2DM (metformin). NKDA. Plaque score 40% (was 65%). BOP 30%. Explained procedure again + that teeth may be sensitive for a few weeks afterwards and gums may shrink back slightly, making teeth look longer. Pt happy to proceed. Verbal consent. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB left, 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infil 46 + lingual infil 41. RSD Q3 + Q4 with ultrasonic (Cavitron) + Gracey curettes. Subgingival calculus heavy around 36 and 46 – took longer than expected. Supervisor checked Q3 with explorer + found residual calculus 37 D – removed. Supervisor checked Q4 – satisfied. OHI reinforced: interdental brushes size 2 for molars, daily use encouraged. POIG (sensitivity toothpaste + painkillers if needed). NV: re-evaluation + 6PPC in 3/12.',
    appends: [
      'Add to notes: pt mentioned she has a hospital appointment for her diabetes next month – update MH at next visit.',
    ],
    expect: {
      CC: 'RSD Q3 + Q4 (2nd RSD visit). Says gums bleeding less since starting interdental brushes',
      'MED HX': 'No change. T2DM (metformin). NKDA',
      PERIO: 'Plaque score 40% (was 65%). BOP 30%',
      CONSULT:
        'Explained procedure again + that teeth may be sensitive for a few weeks afterwards and gums may shrink back slightly, making teeth look longer. Pt happy to proceed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + lingual infiltration 41',
        'RSD Q3 + Q4 with ultrasonic (Cavitron) + Gracey curettes',
        'Subgingival calculus heavy around 36, 46 – took longer than expected',
        'Supervisor checked Q3 with explorer + found residual calculus 37 D – removed',
        'Supervisor checked Q4 – satisfied',
        'OHI reinforced: interdental brushes size 2 for molars',
        'Daily use encouraged',
        'POIG (sensitivity toothpaste + painkillers if needed)',
      ],
      NOTES: 'Pt mentioned she has a hospital appointment for her diabetes next month – update MH at next visit',
      NV: ['Re-evaluation + 6PPC in 3 months'],
    },
  }),
  defineCase({
    id: 'co27-uk-asr-fdi-hts-child-fissure-sealants-36-46-varnish-sorry-partially-erupted',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old girl attended with her dad for fissure sealants on the six year molars prescribed by the dentist dad says she's had no problems medical history fit and well no medicines she's allergic to elastoplast intra oral soft tissues healthy plaque on the lower molars and along the gum line three six and four six fully erupted deep stained fissures no cavities one six and two six fully erupted sorry partially erupted seven five and eight five occlusal gic restorations intact I explained to dad that sealants are a plastic coating that stops food and bacteria getting into the grooves that they don't need any injection or drilling and that they need checking at each visit he was happy to go ahead verbal consent from dad toothbrushing instruction with a disclosing tablet to show her where she's missing at the back fissure sealants three six and four six with cotton wool rolls and dry guards etched thirty seconds washed and dried sealant applied and cured checked with a probe no air bubbles my supervisor checked the sealants and they were fully retained fluoride varnish applied twenty two thousand six hundred ppm diet advice no sugary drinks between meals she was brilliant she got two stickers next visit fissure sealants one six and two six when fully erupted",
    expect: {
      CC: "Fissure sealants on the 6 year molars prescribed by the dentist. Dad says she's had no problems",
      'MED HX': "Fit and well. No medicines. She's allergic to Elastoplast",
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars and along the gum line',
      DENTAL: [
        ['36', 'Fully erupted deep stained fissures no cavities'],
        ['46', 'Fully erupted deep stained fissures no cavities'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['75', 'O GIC restorations intact'],
        ['85', 'O GIC restorations intact'],
      ],
      CONSULT:
        "I explained to dad that sealants are a plastic coating that stops food and bacteria getting into the grooves that they don't need any injection or drilling and that they need checking at each visit. He was happy to go ahead. Diet advice no sugary drinks between meals",
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: [
        "Toothbrushing instruction with a disclosing tablet to show her where she's missing at the back",
        'Fissure sealants 36, 46 with cotton wool rolls and dry guards',
        'Etched 30 seconds',
        'Washed and dried',
        'Sealant applied and cured',
        'Checked with a probe',
        'No air bubbles',
        'My supervisor checked the sealants and they were fully retained',
        'Fluoride varnish applied 22,600 ppm',
      ],
      NOTES: '7 year old girl attended with her dad. She was brilliant. She got 2 stickers',
      NV: ['Fissure sealants 16, 26 when fully erupted'],
    },
  }),
  defineCase({
    id: 'co28-uk-typed-fdi-hts-b-composites-34-35-prescription-possibly-arrested-supervisor',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for B composites 34, 35 as per dentist's prescription (cervical caries). Pt reports some sensitivity to cold and when brushing that area. MH: no change – hypertension (ramipril), NKDA. 34 B cervical caries, soft, approx 2 mm deep. 35 B cervical caries, shallow, felt hard with probe – possibly arrested? 33 B abrasion, not carious. Discussed with supervisor whether 35 needs restoring as it may be arrested – agreed to restore as pt symptomatic + within plaque stagnation area. Explained: procedure, possible sensitivity after, filling may need replacing in future, alternative of fluoride varnish + monitoring for 35. Pt chose to have both filled. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infil 34, 35. Retraction cord (size 0) to expose gingival margins. Caries removed with slow-speed round bur, 34 dentine firm at end, 35 minimal removal needed. Supervisor checked cavities before restoring. Etch + bond (OptiBond). B composite 34, B composite 35 (Filtek A3). Finished + polished with discs. Margins smooth on probing. OHI: brushing technique – pt scrubs horizontally, showed gentle circular technique with soft brush to prevent further abrasion. Duraphat 5000 toothpaste recommended. Recall as per dentist.",
    expect: {
      CC: "B composites 34, 35 as per dentist's prescription (cervical caries). Pt reports some sensitivity to cold and when brushing that area",
      'MED HX': 'No change – hypertension (ramipril), NKDA',
      DENTAL: [
        ['34', 'B cervical caries, soft, approx 2 mm deep'],
        ['35', 'B cervical caries, shallow, felt hard with probe – possibly arrested?'],
        ['33', 'B abrasion, not carious'],
      ],
      CONSULT:
        'Explained: procedure, possible sensitivity after, filling may need replacing in future, alternative of fluoride varnish + monitoring for 35. Pt chose to have both filled. Duraphat 5000 toothpaste recommended',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['B composite 34', 'B composite 35', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 34, 35',
        'Retraction cord (size 0) to expose gingival margins',
        'Caries removed with slow-speed round bur',
        '34 dentine firm at end',
        '35 minimal removal needed',
        'Supervisor checked cavities before restoring',
        'Etch + bond (OptiBond)',
        'B composite 34',
        'B composite 35 (Filtek A3)',
        'Finished + polished with discs',
        'Margins smooth on probing',
        'OHI: brushing technique – pt scrubs horizontally',
        'Showed gentle circular technique with soft brush to prevent further abrasion',
      ],
      NOTES:
        'Discussed with supervisor whether 35 needs restoring as it may be arrested – agreed to restore as pt symptomatic + within plaque stagnation area',
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'co29-uk-asr-fdi-hts-perio-maintenance-pmpr-47-pocket-re-probed-by-supervisor',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for her three month periodontal maintenance appointment with me she's happy her gums have stopped bleeding medical history no changes still on amlodipine and atorvastatin no allergies non smoker extra oral nad intra oral nad bpe three two three two two three six point pocket chart done most pockets now three to four millimetres one pocket of six millimetres on the distal of four seven which was five last time I'm not sure if it's a true increase or my probing angle so I asked my supervisor to re probe and she got five millimetres bleeding on probing twelve percent down from thirty percent plaque score twenty percent four seven disto occlusal amalgam sound no caries four six crown margins intact diagnosis periodontitis stage three grade a stable with one residual pocket distal of four seven I explained the results and that she's doing really well and that she needs to keep going with the interdental brushes every day especially around four seven she asked if she can go to six monthly visits I said we'll keep three monthly for now and discuss it next time pmpr full mouth with the ultrasonic and hand scalers polished with low abrasive paste chlorhexidine gel to four seven pocket oral hygiene instruction reinforced single tufted brush for the distal of four seven recall three months for periodontal maintenance",
    expect: {
      CC: "Her 3 month periodontal maintenance appointment with me. She's happy her gums have stopped bleeding",
      'MED HX': 'No changes. Still on amlodipine and atorvastatin. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO:
        "BPE 3 2 3 / 2 2 3. 6 point pocket chart done. Most pockets now 3 to 4 mm. 1 pocket of 6 mm on the distal of 47 which was 5 last time. I'm not sure if it's a true increase or my probing angle. I asked my supervisor to re-probe and she got 5 mm. Bleeding on probing 12% down from 30%. Plaque score 20%",
      DENTAL: [
        ['47', 'DO amalgam sound no caries'],
        ['46', 'Crown margins intact'],
      ],
      DX: ['Periodontitis stage 3 grade A stable with 1 residual pocket distal of 47'],
      CONSULT:
        "I explained the results and that she's doing really well and that she needs to keep going with the interdental brushes every day especially around 47. She asked if she can go to 6 monthly visits. I said we'll keep 3 monthly for now and discuss it next time",
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR full mouth with the ultrasonic and hand scalers',
        'Polished with low abrasive paste',
        'Chlorhexidine gel to 47 pocket',
        'Oral hygiene instruction reinforced single tufted brush for the distal of 47',
      ],
      'F/U': 'Recall 3 months for periodontal maintenance',
    },
  }),
  defineCase({
    id: 'co30-uk-typed-fdi-hts-child-xla-84-prescription-child-friendly-words-max-dose',
    style: 'UK',
    asr: false,
    transcript:
      `7 y/o attended with mum for XLA 84 as prescribed by the dentist. Mum says he had a swelling on the gum last week, now gone, but it still hurts when he eats. MH: fit and well. No meds. Allergies: none known. EO: no swelling, no lymphadenopathy. IO: 84 grossly carious, buccal sinus, grade 1 mobility, TTP. 85 O GIC intact. 46 erupted, sound, deep fissures. PA 84 (taken by dentist at exam): furcation radiolucency, 44 successor present and developing normally. Dx: chronic periapical abscess 84 (unrestorable) – as per dentist's exam. Explained to mum and child (in child-friendly words – "wiggly tooth", "sleepy juice"): why it needs to come out, what to expect, numbness for 2-3 hrs, risk of lip/cheek biting, possible bleeding, and that the adult tooth will come through in a few years. Mum happy to go ahead. Written consent signed by mum. Topical (20% benzocaine) buccal + lingual 84. LA 1.1 ml lidocaine 2% 1:80,000 adrenaline buccal + lingual infil 84. Used half a cartridge as within max dose for 25 kg. Supervisor present throughout. XLA 84 with lower primary molar forceps – roots resorbed, all fragments out. Checked socket. Haemostasis achieved with damp gauze. POIG to mum verbal + written (no hot food until numbness wears off + watch for lip biting + paracetamol if needed). Space maintainer not needed as 46 erupted – I think, will check with dentist. Brave boy – sticker + certificate. Review at next recall with dentist.`,
    expect: {
      CC: 'XLA 84 as prescribed by the dentist. Mum says he had a swelling on the gum last week, now gone, but it still hurts when he eats',
      'MED HX': 'Fit and well. No meds. Allergies: none known',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['84', 'Grossly carious, buccal sinus, grade 1 mobility, TTP'],
        ['85', 'O GIC intact'],
        ['46', 'Erupted, sound, deep fissures'],
      ],
      RADIO: 'PA 84 (taken by dentist at exam): furcation radiolucency, 44 successor present and developing normally',
      DX: ["Chronic periapical abscess 84 (unrestorable) – as per dentist's exam"],
      CONSULT:
        'Explained to mum and child (in child-friendly words – "wiggly tooth", "sleepy juice"): why it needs to come out, what to expect, numbness for 2-3 hrs, risk of lip/cheek biting, possible bleeding, and that the adult tooth will come through in a few years. Mum happy to go ahead',
      CONSENT: 'Written consent signed by mum',
      'TX TODAY': ['Extraction 84'],
      TX: [
        'Topical (20% benzocaine) buccal + lingual 84',
        'LA: 1.1 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 84',
        'Used half a cartridge as within max dose for 25 kg',
        'Supervisor present throughout',
        'XLA 84 with lower primary molar forceps – roots resorbed',
        'All fragments out',
        'Checked socket',
        'Haemostasis achieved with damp gauze',
        'POIG to mum verbal + written (no hot food until numbness wears off + watch for lip biting + paracetamol if needed)',
      ],
      NOTES:
        '7 y/o attended with mum. Space maintainer not needed as 46 erupted – I think, will check with dentist. Brave boy – sticker + certificate',
      'F/U': 'Review at next recall with dentist',
    },
  }),
];
