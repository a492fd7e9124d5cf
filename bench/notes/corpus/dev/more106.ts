// A hundred-and-sixth development batch (ids dd01–dd30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is a specialist endodontic practice: referral
// consultations with AAE pulpal and periapical diagnoses, cold / EPT / percussion / palpation / bite tests given tooth
// by tooth over several teeth, CBCT and PA reports, cracked teeth, retreatments (gutta percha, a cast post and a
// separated instrument removed or bypassed, MB2 found), working lengths per canal, master apical files, irrigation
// protocols, warm vertical and single-cone bioceramic obturation, an MTA furcal perforation repair, apexification and
// regenerative endodontics in young patients, apicectomy / apical microsurgery, trauma, and the letters and reports sent
// back to the referring dentist. Six clinicians:
//   dd01–dd06 a UK specialist endodontist (FDI): a typed referral consultation for 36 with tests on 35–37 and no
//     treatment, an emergency extirpation 46 with an intraligamentary top-up (recogniser), a typed cracked tooth 37 with
//     a Tooth Slooth test and a bonded MOD composite splint, a retreatment of the "upper right six" with MB2 found and no
//     title (recogniser, appended dictation), a typed MTA furcal perforation repair with obturation 46, a one-year review
//     of 36 discharged to the GDP (recogniser);
//   dd07–dd12 a UK postgraduate endodontic resident (FDI): a new-patient assessment of a grey "upper left one" with four
//     teeth tested, sinus tracing and CBCT (recogniser), a typed single-visit RCT 25 with a bioceramic single cone, a
//     first-stage RCT 36 for a chronic apical abscess whose title comes from the CC (recogniser), a typed warm vertical
//     obturation 37 (appended dictation), an apicectomy 11 with an MTA retrofill (recogniser), a typed separated
//     instrument bypassed in 36 (appended dictation);
//   dd13–dd18 a US endodontist (Universal): a typed consult with "pulpal dx / periapical dx" and a pulpectomy #30, a
//     typed retreatment consult #3 with a CBCT report and no treatment, an RCT #19 obturated with a single cone and BC
//     Sealer with "sorry" and "scratch that" (recogniser), a typed cracked #15 found split across the pulpal floor and
//     referred back for extraction, a typed post removal and retreatment #29 on warfarin (appended dictation), a first
//     regenerative visit on #20 with a fractured dens evaginatus tubercle in an 11-year-old (recogniser);
//   dd19–dd24 a US endodontic resident (Universal): an emergency pulpotomy #14 with an intraligamentary supplement
//     (recogniser), a continuous-wave obturation #3 with MB2 (recogniser, appended dictation), a typed MTA apexification
//     #9 in a 14-year-old, an incision and drainage with pulpectomy #30 and "I mean" (recogniser), a terse typed one-year
//     recall #19 with a persistent lesion, a calcified #8 negotiated under the microscope, title from the CC (recogniser);
//   dd25–dd27 a UK specialist endodontist seeing trauma and young patients (FDI): a typed second regenerative visit 21
//     with Biodentine and a palatal composite, replanted avulsed 11 and 21 extirpated with "Ledermix … sorry calcium
//     hydroxide" (recogniser), a typed C-shaped 47 obturation with a letter to the GDP;
//   dd28–dd30 a US endodontist (Universal): apical microsurgery on the mesial root of #19 (recogniser), a typed consult
//     for pain the patient cannot localise with five teeth tested, a terse recogniser post-op check #14.
// UK 15 (FDI), US 15 (Universal); 15 recogniser-style (lower case, number words, fillers, no punctuation) and 15 typed
// (terse comma runs and shorthand); 28 to 241 words (most 130 to 220; dd06, dd23, dd29, dd30 short); five cases with
// appended dictation (dd04 recogniser "add to notes …" / "change three weeks to four weeks"; dd10 typed "Add to
// treatment: …"; dd12 typed "Add to notes: …"; dd17 typed "Add to treatment: …" / "Change 3 wks to 4 wks."; dd20
// recogniser "add to notes …" / a bare "recall one year …" that sets the follow-up). DENTAL in all 30 cases; no TX
// TODAY in 13 (dd01, dd04, dd06, dd07, dd11, dd12, dd14, dd18, dd21, dd23, dd28, dd29, dd30).
//
// Judgement calls where the contract was unclear:
// - Tests are examination findings, so each tooth's run of cold / EPT / percussion / palpation / bite / mobility (and
//   probing said inside that run) is one chart entry; teeth said together ("#28 and #30 cold WNL", "numbers nineteen and
//   twenty one cold positive normal") get one entry each. Probing written measurement-first ("Probing 37: 2-3 mm all
//   round …") is PERIO (as more58). Cracks, fragments, canals and stains seen during treatment are TX items.
// - Palmer words said in an FDI note are teeth (rule 3): "retreatment upper right six" → "Retreatment 16", "the upper
//   left one has gone grey" → "21 has gone grey"; "both upper centrals" and "the right central" (no number) stay words.
// - AAE diagnoses: "Pulpal dx: …" / "Periapical dx: …" only name the part of the diagnosis and are dropped like
//   "provisional diagnosis", each giving its own DX item (dd13). A pulpal and a periapical diagnosis joined by "with" is
//   one item; "three six pulp necrosis and chronic apical abscess" is one item because the tooth said before the first
//   is the second's too (rule 6); typed comma runs split ("36 pulp necrosis", "Symptomatic apical periodontitis").
// - Working lengths follow more56 bf02: in recogniser speech each canal's length is its own item after "Working lengths
//   …" ("MB1 20.5 mm", "MB2 19 mm", "DB 20 mm", "P canal 21.5 mm all to the MB cusp tip"); typed comma runs split at the
//   commas ("WL MB 21", "ML 21", "D 20.5 mm (ref MB/DB cusps)"; "MAF 35/.04 MB + ML", "40/.04 D"). Canal words follow
//   rule 4 ("palatal canal" → "P canal", "mesial canals" → "M canals", "buccal cusp tips" → "B cusp tips", "m b two" →
//   "MB2"); "size thirty five four percent taper sorry six percent taper" → "size 35 6% taper".
// - Titles: canal irrigation (NaOCl, EDTA, saline) is no Irrigation title; retreatment, GP / post / instrument removal,
//   calcium hydroxide, Cavit / IRM, MTA perforation repair, MTA apical plug, regenerative steps, apicectomy and apical
//   microsurgery, retrograde filling with MTA or bioceramic putty, "pulp removed from chamber" (no pulpotomy said) and an
//   occlusal adjustment are no titles; "IRM temp dressing placed" → "Temporary dressing"; "Temp crown (Integrity)
//   cemented" → "Temporary crown"; "Composite core", "Core: Vitrebond + composite", "RMGIC over", "cavit and glass
//   ionomer" are materials with no tooth (no title), while "P composite 21 (A2) to seal access" → "P composite 21"; a
//   single-visit RCT whose TX says "obturated" is "Obturation 25" (as more56 bf15); a first-stage visit whose TX names
//   no table procedure takes "RCT" from the CC (dd09, dd24, as more56 bf02); reviews and recalls whose CC says the root
//   canal was done before take none.
// - Two local anaesthetics with different agents are two LA items; a supplement with no quantity is "LA: articaine,
//   intraligamentary"; temperature is EXTRA (as more56 bf05) and blood pressure MED HX.
// - Letters, reports and films sent to the referring dentist and a supervisor or attending present or signing off are
//   NOTES; "Discharged back to GDP" is F/U; "GDP to provide onlay…", "Back to GDP for onlay 25", "Refer back to GP for
//   extraction #15" are TX PLAN (treatment elsewhere); advice given after treatment, prognosis told to the patient and
//   fees are CONSULT.
// - "Sinus tract labial to 21" (tooth as a place) is INTRA, "buccal sinus" inside a tooth's run stays in its chart entry
//   in words; a GP cone traced on a PA is RADIO, "traced w/ GP to MB root" typed inside the IO clause stays INTRA.
//   "Fractured tubercle" gives fracture "Tubercle"; "cracked tooth" / "craze lines" give none (as more56).
// - A child's age and who came with them are NOTES (as more58); "he's fourteen and came with his dad" stays one
//   sentence there.
import { defineCase, type NotesCase } from '../case.ts';

export const more106Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK specialist endodontist (FDI)
  defineCase({
    id: 'dd01-uk-typed-fdi-referral-consult-36-tests-35-37-necrosis-sap-no-tx',
    style: 'UK',
    asr: false,
    transcript:
      'New pt consultation. Referred by GDP re 36, intermittent pain for 3 weeks, constant ache for the last 3 days, worse on biting, woken at night twice. Analgesics help. MH: asthma (salbutamol PRN), NKDA. Non-smoker. EO: NAD, no lymphadenopathy. IO: soft tissues healthy, no sinus, no swelling. BPE 1 1 1 / 1 1 2. 35: cold +ve (normal), EPT 32, TTP -, palp -. 36: deep MOD composite, cold -ve, EPT NR at 80, TTP ++, palp + buccal, probing depths <3 mm. 37: cold +ve (normal), EPT 28, TTP -, palp -. PA 36 (grade 1): deep MOD restoration close to pulp horn, widened PDL and 3 mm periapical radiolucency on M root. Dx: 36 pulp necrosis, symptomatic apical periodontitis. Options discussed: RCT + cuspal coverage, extraction, no treatment. Prognosis for RCT good (approx 85-90%). Fee £850 + crown with GDP. Pt keen to keep tooth. Plan: RCT 36 over 2 visits, then GDP for onlay. Letter to GDP with PA.',
    expect: {
      CC: 'New pt consultation. Referred by GDP re 36, intermittent pain for 3 weeks, constant ache for the last 3 days, worse on biting, woken at night twice. Analgesics help',
      'MED HX': 'Asthma (salbutamol PRN), NKDA. Non-smoker',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'Soft tissues healthy, no sinus, no swelling',
      PERIO: 'BPE 1 1 1 / 1 1 2',
      DENTAL: [
        ['35', 'Cold +ve (normal), EPT 32, TTP -, palp -'],
        ['36', 'Deep MOD composite, cold -ve, EPT NR at 80, TTP ++, palp + buccal, probing depths <3 mm'],
        ['37', 'Cold +ve (normal), EPT 28, TTP -, palp -'],
      ],
      RADIO:
        'PA 36 (grade 1): deep MOD restoration close to pulp horn, widened PDL and 3 mm periapical radiolucency on M root',
      DX: ['36 pulp necrosis', 'Symptomatic apical periodontitis'],
      CONSULT:
        'Options discussed: RCT + cuspal coverage, extraction, no treatment. Prognosis for RCT good (approx 85-90%). Fee £850 + crown with GDP. Pt keen to keep tooth',
      'TX PLAN': ['RCT 36 over 2 visits', 'GDP for onlay'],
      NOTES: 'Letter to GDP with PA',
    },
  }),
  defineCase({
    id: 'dd02-uk-asr-fdi-emergency-sip-46-extirpation-intraligamentary-top-up',
    style: 'UK',
    asr: true,
    transcript:
      "emergency referral from her dentist lower right pain since the weekend kept her awake last night lingers for ages after cold drinks medical history fit and well no medications allergic to penicillin extra oral nad intra oral no swelling no sinus four six large disto occlusal composite cold lingering more than ten seconds ept response at twenty tender to percussion not tender to palpation four five and four seven cold normal not tender pa four six deep distal restoration close to the pulp slight widening of the pdl on the mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis four six explained root canal treatment or extraction she wants to keep it verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four six rubber dam access still sensitive so one cartridge articaine intraligamentary then comfortable um four canals located pulp extirpated four six bleeding controlled working lengths with the apex locator twenty one millimetres mesial canals and twenty point five millimetres distal canals to the buccal cusp tips glide path with a size ten k file irrigated with three percent sodium hypochlorite calcium hydroxide dressing sponge and cavit post op instructions given advised ibuprofen and paracetamol for the pain next visit complete root canal four six in two weeks",
    expect: {
      CC: 'Emergency referral from her dentist. Lower right pain since the weekend. Kept her awake last night. Lingers for ages after cold drinks',
      'MED HX': 'Fit and well. No medications. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'No swelling. No sinus',
      DENTAL: [
        [
          '46',
          'Large DO composite cold lingering more than 10 seconds EPT response at 20 tender to percussion not tender to palpation',
        ],
        ['45', 'Cold normal not tender'],
        ['47', 'Cold normal not tender'],
      ],
      RADIO: 'PA 46 deep distal restoration close to the pulp. Slight widening of the PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis 46'],
      CONSULT:
        'Explained root canal treatment or extraction. She wants to keep it. Advised ibuprofen and paracetamol for the pain',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Access',
        'Still sensitive',
        'LA: 1 cartridge articaine, intraligamentary',
        'Comfortable',
        '4 canals located',
        'Pulp extirpated 46',
        'Bleeding controlled',
        'Working lengths with the apex locator 21 mm M canals and 20.5 mm D canals to the B cusp tips',
        'Glide path with a size 10 K-file',
        'Irrigated with 3% sodium hypochlorite',
        'Calcium hydroxide dressing',
        'Sponge and Cavit',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dd03-uk-typed-fdi-cracked-tooth-37-tooth-slooth-mod-composite-splint',
    style: 'UK',
    asr: false,
    transcript:
      'Referral from GDP: ?cracked tooth 37. Sharp pain on biting on hard food, esp. seeds, 2 months; brief cold sensitivity. No spontaneous pain. MH: no change since consultation form, hypertension (amlodipine), NKDA. 36 crown, sound, cold +ve, TTP -. 37 MO amalgam, craze lines, cold +ve brief (not lingering), EPT 35, TTP -, bite test (Tooth Slooth) +ve on DL cusp with pain on release. 38 missing. Probing 37: 2-3 mm all round, no isolated deep pocket. PA 37: no periapical changes, amalgam close to M pulp horn. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left. RD. Amalgam removed under microscope. Crack on D marginal ridge running mesially but stopping short of pulpal floor. Methylene blue stained, transillumination confirms. No pulp exposure. Dx: cracked tooth 37, reversible pulpitis. MOD composite 37 placed as bonded splint (Filtek Bulk Fill). Occlusion reduced. Discussed: crack may propagate, RCT may be needed if symptoms change, cuspal coverage needed. Pt understands. GDP to provide onlay/crown 37 within 1 month. Review 3/12 with cold test.',
    expect: {
      CC: 'Referral from GDP: ?cracked tooth 37. Sharp pain on biting on hard food, esp. seeds, 2 months; brief cold sensitivity. No spontaneous pain',
      'MED HX': 'No change since consultation form, hypertension (amlodipine), NKDA',
      DENTAL: [
        ['36', 'Crown, sound, cold +ve, TTP -'],
        [
          '37',
          'MO amalgam, craze lines, cold +ve brief (not lingering), EPT 35, TTP -, bite test (Tooth Slooth) +ve on DL cusp with pain on release',
        ],
        ['38', 'Missing'],
      ],
      PERIO: 'Probing 37: 2-3 mm all round, no isolated deep pocket',
      RADIO: 'PA 37: no periapical changes, amalgam close to M pulp horn',
      DX: ['Cracked tooth 37', 'Reversible pulpitis'],
      CONSULT:
        'Discussed: crack may propagate, RCT may be needed if symptoms change, cuspal coverage needed. Pt understands',
      'TX TODAY': ['MOD composite 37'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left',
        'RD',
        'Amalgam removed under microscope',
        'Crack on D marginal ridge running mesially but stopping short of pulpal floor',
        'Methylene blue stained',
        'Transillumination confirms',
        'No pulp exposure',
        'MOD composite 37 placed as bonded splint (Filtek Bulk Fill)',
        'Occlusion reduced',
      ],
      'TX PLAN': ['GDP to provide onlay/crown 37 within 1 month'],
      'F/U': 'Review 3 months with cold test',
    },
  }),
  defineCase({
    id: 'dd04-uk-asr-fdi-retreatment-upper-right-six-mb2-found-appends-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "okay retreatment upper right six second visit um she's had no pain since last time medical history no changes takes levothyroxine no allergies one six temporary intact not tender to percussion no sinus la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration one six and palatal infiltration rubber dam temporary and old core removed under the microscope gutta percha removed from all three canals with protaper retreatment files and a few drops of chloroform troughed with an ultrasonic tip found m b two joining m b one about three millimetres short of the apex working lengths confirmed with the apex locator and a pa m b one twenty point five millimetres m b two nineteen millimetres distobuccal twenty millimetres palatal canal twenty one point five millimetres all to the mesiobuccal cusp tip shaped with waveone gold primary irrigated with three percent sodium hypochlorite and seventeen percent edta with ultrasonic activation calcium hydroxide dressing cotton pellet and cavit next visit obturation one six in three weeks",
    appends: [
      "add to notes she's relieved we found the extra canal her previous dentist said there might be one",
      'change three weeks to four weeks',
    ],
    expect: {
      CC: "Retreatment 16 second visit. She's had no pain since last time",
      'MED HX': 'No changes. Takes levothyroxine. No allergies',
      DENTAL: [['16', 'Temporary intact not tender to percussion no sinus']],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 16 + palatal infiltration',
        'Rubber dam',
        'Temporary and old core removed under the microscope',
        'Gutta percha removed from all 3 canals with ProTaper Retreatment files and a few drops of chloroform',
        'Troughed with an ultrasonic tip',
        'Found MB2 joining MB1 about 3 mm short of the apex',
        'Working lengths confirmed with the apex locator and a PA',
        'MB1 20.5 mm',
        'MB2 19 mm',
        'DB 20 mm',
        'P canal 21.5 mm all to the MB cusp tip',
        'Shaped with WaveOne Gold Primary',
        'Irrigated with 3% sodium hypochlorite and 17% EDTA with ultrasonic activation',
        'Calcium hydroxide dressing',
        'Cotton pellet and Cavit',
      ],
      NOTES: "She's relieved we found the extra canal. Her previous dentist said there might be one",
      NV: ['Obturation 16 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'dd05-uk-typed-fdi-furcal-perforation-mta-repair-obturation-46-cbct',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for retreatment 46 (visit 2 of 2) + repair of furcal perforation. Referred as GDP perforated furcation during post space prep 6/52 ago. Asymptomatic since CaOH. MH: no change, type 2 diabetes (metformin), NKDA. 46 temp crown + IRM intact, not TTP, no sinus, probing 2 mm all round. CBCT (limited FOV, at consultation): 2 mm perforation in furcation, small furcal radiolucency, no communication with pocket. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right. RD. IRM + CaOH removed. Perforation site inspected under microscope. Bleeding controlled w/ sterile saline + paper points. Collagen matrix (CollaPlug) placed, perforation repaired w/ ProRoot MTA. WL MB 21, ML 21, D 20.5 mm (ref MB/DB cusps). MAF 35/.04 MB + ML, 40/.04 D. Final irrigation 3% NaOCl w/ EndoActivator, 17% EDTA 1 min, NaOCl final. Obturated 46 w/ warm vertical (Calamus) + AH Plus. Moist pledget over MTA, Cavit. Post-op PA: MTA at perforation site, canals obturated to WL, no extrusion. Pt informed prognosis guarded due to perforation. NV: check MTA set + place core (1/52). Letter to GDP.',
    expect: {
      CC: 'Retreatment 46 (visit 2 of 2) + repair of furcal perforation. Referred as GDP perforated furcation during post space prep 6 weeks ago. Asymptomatic since CaOH',
      'MED HX': 'No change, type 2 diabetes (metformin), NKDA',
      DENTAL: [['46', 'Temp crown + IRM intact, not TTP, no sinus, probing 2 mm all round']],
      RADIO:
        'CBCT (limited FOV, at consultation): 2 mm perforation in furcation, small furcal radiolucency, no communication with pocket. Post-op PA: MTA at perforation site, canals obturated to WL, no extrusion',
      CONSULT: 'Pt informed prognosis guarded due to perforation',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RD',
        'IRM + CaOH removed',
        'Perforation site inspected under microscope',
        'Bleeding controlled w/ sterile saline + paper points',
        'Collagen matrix (CollaPlug) placed',
        'Perforation repaired w/ ProRoot MTA',
        'WL MB 21',
        'ML 21',
        'D 20.5 mm (ref MB/DB cusps)',
        'MAF 35/.04 MB + ML',
        '40/.04 D',
        'Final irrigation 3% NaOCl w/ EndoActivator',
        '17% EDTA 1 min',
        'NaOCl final',
        'Obturated 46 w/ warm vertical (Calamus) + AH Plus',
        'Moist pledget over MTA',
        'Cavit',
      ],
      NOTES: 'Letter to GDP',
      NV: ['Check MTA set + place core (1 week)'],
    },
  }),
  defineCase({
    id: 'dd06-uk-asr-fdi-one-year-review-36-healed-discharged-letter',
    style: 'UK',
    asr: true,
    transcript:
      'one year review after root canal treatment on three six no symptoms at all she had the crown done by her dentist in the spring medical history no changes three six crown intact not tender to percussion not tender to palpation probing normal no sinus pa three six periapical radiolucency on the mesial root has resolved pai score one lamina dura intact distal root normal diagnosis previously treated three six with normal apical tissues discharged back to her dentist letter sent with the pa',
    expect: {
      CC: '1 year review after root canal treatment on 36. No symptoms at all. She had the crown done by her dentist in the spring',
      'MED HX': 'No changes',
      DENTAL: [['36', 'Crown intact not tender to percussion not tender to palpation probing normal no sinus']],
      RADIO:
        'PA 36 periapical radiolucency on the mesial root has resolved. PAI score 1. Lamina dura intact. Distal root normal',
      DX: ['Previously treated 36 with normal apical tissues'],
      NOTES: 'Letter sent with the PA',
      'F/U': 'Discharged back to her dentist',
    },
  }),

  // ---------------------------------------------------------------- 2. UK postgraduate endodontic resident (FDI)
  defineCase({
    id: 'dd07-uk-asr-fdi-resident-new-patient-grey-21-sinus-cbct-plan-rct-bleaching',
    style: 'UK',
    asr: true,
    transcript:
      "new patient assessment referred by her dentist because the upper left one has gone grey she hit it on a swimming pool wall about eight years ago no pain occasionally a bit tender when she presses on the gum medical history fit and well no medications no allergies extra oral nad intra oral small sinus tract labial to two one at the level of the apex one one cold positive ept thirty four not tender one two cold positive ept thirty eight not tender two one grey cold negative ept no response at eighty tender to palpation over the apex not tender to percussion normal mobility two two cold positive ept forty two not tender pa two one with a gutta percha cone in the sinus tract traced to the apex of two one cbct small field of view periapical radiolucency six by five millimetres canal patent to the apex no resorption diagnosis pulp necrosis with chronic apical abscess two one seen with my supervisor options discussed root canal treatment followed by internal bleaching or extraction or no treatment she'd like root canal treatment and bleaching if it's still grey afterwards written consent plan root canal treatment on two one over two visits then internal bleaching",
    expect: {
      CC: 'New patient assessment. Referred by her dentist because 21 has gone grey. She hit it on a swimming pool wall about 8 years ago. No pain. Occasionally a bit tender when she presses on the gum',
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small sinus tract labial to 21 at the level of the apex',
      DENTAL: [
        ['11', 'Cold positive EPT 34 not tender'],
        ['12', 'Cold positive EPT 38 not tender'],
        [
          '21',
          'Grey cold negative EPT no response at 80 tender to palpation over the apex not tender to percussion normal mobility',
        ],
        ['22', 'Cold positive EPT 42 not tender'],
      ],
      RADIO:
        'PA 21 with a gutta percha cone in the sinus tract traced to the apex of 21. CBCT small field of view periapical radiolucency 6 by 5 mm. Canal patent to the apex. No resorption',
      DX: ['Pulp necrosis with chronic apical abscess 21'],
      CONSULT:
        "Options discussed root canal treatment followed by internal bleaching or extraction or no treatment. She'd like root canal treatment and bleaching if it's still grey afterwards",
      CONSENT: 'Written consent',
      'TX PLAN': ['RCT 21 over 2 visits', 'Internal bleaching'],
      NOTES: 'Seen with my supervisor',
    },
  }),
  defineCase({
    id: 'dd08-uk-typed-fdi-resident-single-visit-rct-25-bioceramic-single-cone',
    style: 'UK',
    asr: false,
    transcript:
      "Single visit RCT 25 (PG clinic). Pt reports occasional dull ache, no change since assessment. MH: no change, NKDA. 25 DO composite + deep caries, TTP -, no sinus. Dx: asymptomatic irreversible pulpitis 25, normal apical tissues. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infil 25 + palatal infil. RD w/ W8A clamp. Caries removed, access. 2 canals (B + P) separate to apex. Glide path 10 K + ProGlider. WL confirmed w/ apex locator + PA: B canal 21.0 mm. P canal 20.5 mm. Ref B cusp tip. Shaped to 25/.06 w/ ProTaper Gold F2. Irrigation: 3% NaOCl 20 ml, 17% EDTA 1 min, final NaOCl w/ XP-endo Finisher. Dried. Master cone checked w/ PA. Obturated 25 w/ single cone + TotalFill BC Sealer. GP seared at orifices, Vitrebond, composite core. Post-op PA: obturation to WL, slight sealer extrusion B canal. Supervisor checked WL and obturation. Pt very happy it's done in a single visit. Back to GDP for onlay 25. Review 1 yr.",
    expect: {
      CC: 'Single visit RCT 25 (PG clinic). Pt reports occasional dull ache, no change since assessment',
      'MED HX': 'No change, NKDA',
      DENTAL: [['25', 'DO composite + deep caries, TTP -, no sinus']],
      RADIO: 'Post-op PA: obturation to WL, slight sealer extrusion B canal',
      DX: ['Asymptomatic irreversible pulpitis 25', 'Normal apical tissues'],
      'TX TODAY': ['Obturation 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25 + palatal infiltration',
        'RD w/ W8A clamp',
        'Caries removed',
        'Access',
        '2 canals (B + P) separate to apex',
        'Glide path 10 K + ProGlider',
        'WL confirmed w/ apex locator + PA: B canal 21.0 mm',
        'P canal 20.5 mm',
        'Ref B cusp tip',
        'Shaped to 25/.06 w/ ProTaper Gold F2',
        'Irrigation: 3% NaOCl 20 ml',
        '17% EDTA 1 min',
        'Final NaOCl w/ XP-endo Finisher',
        'Dried',
        'Master cone checked w/ PA',
        'Obturated 25 w/ single cone + TotalFill BC Sealer',
        'GP seared at orifices',
        'Vitrebond',
        'Composite core',
      ],
      'TX PLAN': ['Back to GDP for onlay 25'],
      NOTES: "Supervisor checked WL and obturation. Pt very happy it's done in a single visit",
      'F/U': 'Review 1 yr',
    },
  }),
  defineCase({
    id: 'dd09-uk-asr-fdi-resident-first-stage-36-chronic-apical-abscess-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the first stage root canal on three six she's had a gum boil there on and off for months medical history no changes on sertraline allergic to latex three six occlusal amalgam buccal sinus not tender to percussion no mobility pa with a gutta percha cone in the sinus traced to the mesial root apex diagnosis three six pulp necrosis and chronic apical abscess la one cartridge lidocaine two percent one in eighty thousand adrenaline id block left latex free dam uh no symptoms on access pulp necrotic no bleeding three canals located working lengths with the apex locator mesiobuccal canal twenty one millimetres mesiolingual canal twenty one millimetres to the mesiobuccal cusp tip distal canal twenty millimetres sorry twenty point five millimetres to the distobuccal cusp tip prepared with reciproc blue twenty five irrigated with three percent sodium hypochlorite twenty mls and seventeen percent edta calcium hydroxide dressing ptfe and cavit my supervisor checked the working lengths next visit obturation three six in two weeks",
    expect: {
      CC: "First stage root canal on 36. She's had a gum boil there on and off for months",
      'MED HX': 'No changes. On sertraline. Allergic to latex',
      DENTAL: [['36', 'O amalgam buccal sinus not tender to percussion no mobility']],
      RADIO: 'PA with a gutta percha cone in the sinus traced to the mesial root apex',
      DX: ['36 pulp necrosis and chronic apical abscess'],
      'TX TODAY': ['RCT 36'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Latex free dam',
        'No symptoms on access',
        'Pulp necrotic',
        'No bleeding',
        '3 canals located',
        'Working lengths with the apex locator',
        'MB canal 21 mm',
        'ML canal 21 mm to the MB cusp tip',
        'D canal 20.5 mm to the DB cusp tip',
        'Prepared with Reciproc Blue 25',
        'Irrigated with 3% sodium hypochlorite 20 ml and 17% EDTA',
        'Calcium hydroxide dressing',
        'PTFE and Cavit',
      ],
      NOTES: 'My supervisor checked the working lengths',
      NV: ['Obturation 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dd10-uk-typed-fdi-resident-obturation-37-warm-vertical-append-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'Obturation 37 (visit 2). Comfortable since CaOH, no swelling. MH: no change. NKDA. 37 Cavit intact, TTP -, palp -. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left. RD. Cavit + CaOH removed w/ NaOCl + ultrasonics. WL rechecked w/ apex locator: MB 21.5, ML 21.0, D 20.5 mm. MAF: MB + ML 30/.06, D 40/.06. Final irrigation: 3% NaOCl, 17% EDTA 1 min, sonic activation (EDDY). Paper points. Master cones checked w/ PA. Obturated 37: warm vertical condensation (System B downpack to 4 mm short of WL + Obtura backfill) + AH Plus. GP removed to orifice level, Vitrebond over orifices, composite core (SDR). Post-op PA: dense fill to WL all canals, sealer puff M root. Supervisor signed off. Advised: crown/onlay by GDP within 3/12, tooth at risk of fracture until then. Review 12/12 w/ PA.',
    appends: ['Add to treatment: occlusion reduced on buccal cusps.'],
    expect: {
      CC: 'Obturation 37 (visit 2). Comfortable since CaOH, no swelling',
      'MED HX': 'No change. NKDA',
      DENTAL: [['37', 'Cavit intact, TTP -, palp -']],
      RADIO: 'Post-op PA: dense fill to WL all canals, sealer puff M root',
      CONSULT: 'Advised: crown/onlay by GDP within 3 months, tooth at risk of fracture until then',
      'TX TODAY': ['Obturation 37'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RD',
        'Cavit + CaOH removed w/ NaOCl + ultrasonics',
        'WL rechecked w/ apex locator: MB 21.5',
        'ML 21.0',
        'D 20.5 mm',
        'MAF: MB + ML 30/.06',
        'D 40/.06',
        'Final irrigation: 3% NaOCl',
        '17% EDTA 1 min',
        'Sonic activation (EDDY)',
        'Paper points',
        'Master cones checked w/ PA',
        'Obturated 37: warm vertical condensation (System B downpack to 4 mm short of WL + Obtura backfill) + AH Plus',
        'GP removed to orifice level',
        'Vitrebond over orifices',
        'Composite core (SDR)',
        'Occlusion reduced on B cusps',
      ],
      NOTES: 'Supervisor signed off',
      'F/U': 'Review 12 months w/ PA',
    },
  }),
  defineCase({
    id: 'dd11-uk-asr-fdi-resident-apicectomy-11-mta-retrofill-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "surgical clinic apicectomy upper right one previous root canal and post crown on one one persistent periapical lesion and tenderness on the gum medical history no changes no medications no allergies blood pressure one twenty two over seventy eight one one post crown margins good tender to palpation over the apex not tender to percussion probing two millimetres all round cbct reviewed eight millimetre lesion at the apex of one one buccal plate thin no involvement of the nasal floor retreatment not advised because of the long post she's happy to go ahead written consent signed my supervisor was present throughout la three cartridges lidocaine two percent one in eighty thousand adrenaline labial infiltration one one two one and one two plus palatal infiltration um submarginal flap sorry intrasulcular flap from one three to two one with a distal relieving incision full thickness flap raised osteotomy with a round bur under saline cooling lesion curetted and sent for histopathology root end resected three millimetres at ninety degrees resected root face stained with methylene blue no cracks seen retrograde prep three millimetres with ultrasonic tips retrograde filling with mta flap repositioned six oh prolene sutures post op instructions given verbal and written advised ice packs and chlorhexidine mouthwash rx ibuprofen four hundred milligrams three times a day for three days she was a bit nervous but coped well next visit suture removal in five days review three months",
    expect: {
      CC: 'Surgical clinic apicectomy 11. Previous root canal and post crown on 11. Persistent periapical lesion and tenderness on the gum',
      'MED HX': 'No changes. No medications. No allergies. Blood pressure 122/78',
      DENTAL: [
        [
          '11',
          'Post crown margins good tender to palpation over the apex not tender to percussion probing 2 mm all round',
        ],
      ],
      RADIO: 'CBCT reviewed 8 mm lesion at the apex of 11. Buccal plate thin. No involvement of the nasal floor',
      CONSULT:
        "Retreatment not advised because of the long post. She's happy to go ahead. Advised ice packs and chlorhexidine mouthwash",
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 3 cartridges lidocaine 2% 1:80,000 adrenaline, labial infiltration 11, 21, 12 + palatal infiltration',
        'Intrasulcular flap from 13 to 21 with a distal relieving incision',
        'Full thickness flap raised',
        'Osteotomy with a round bur under saline cooling',
        'Lesion curetted and sent for histopathology',
        'Root end resected 3 mm at 90 degrees',
        'Resected root face stained with methylene blue',
        'No cracks seen',
        'Retrograde prep 3 mm with ultrasonic tips',
        'Retrograde filling with MTA',
        'Flap repositioned',
        '6-0 Prolene sutures',
        'Post-op instructions given verbal and written',
        'Rx ibuprofen 400 mg 3 times a day for 3 days',
      ],
      NOTES: 'My supervisor was present throughout. She was a bit nervous but coped well',
      NV: ['Suture removal in 5 days'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'dd12-uk-typed-fdi-resident-separated-instrument-36-bypassed-append-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Referred: separated instrument 36 MB canal (GDP), asymptomatic. Visit 1. MH: no change, penicillin allergy (rash). 36 temp (GIC) intact, TTP -, no sinus. PA 36 (referral): approx 3 mm file fragment in apical third MB canal, no PA lesion. CBCT not needed. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left. RD. Access refined under DOM. Fragment visible beyond curve, removal not attempted, bypassed with 08 C+ file + EDTA gel. Patency achieved MB. ML and D canals negotiated. WL (apex locator): MB 20.0, ML 20.5, D 20.0 mm. Shaped to 25/.06 (M), 35/.06 (D). Irrigation 3% NaOCl + 17% EDTA, ultrasonic activation. CaOH, Cavit. Pt informed fragment will stay in the canal (bypassed), prognosis favourable. NV obturation 36 3/52.',
    appends: ['Add to notes: pt is a pilot, wants to be symptom-free before flying next month.'],
    expect: {
      CC: 'Referred: separated instrument 36 MB canal (GDP), asymptomatic. Visit 1',
      'MED HX': 'No change, penicillin allergy (rash)',
      DENTAL: [['36', 'Temp (GIC) intact, TTP -, no sinus']],
      RADIO:
        'PA 36 (referral): approx 3 mm file fragment in apical third MB canal, no PA lesion. CBCT not needed',
      CONSULT: 'Pt informed fragment will stay in the canal (bypassed), prognosis favourable',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RD',
        'Access refined under DOM',
        'Fragment visible beyond curve',
        'Removal not attempted',
        'Bypassed with 08 C+ file + EDTA gel',
        'Patency achieved MB',
        'ML and D canals negotiated',
        'WL (apex locator): MB 20.0',
        'ML 20.5',
        'D 20.0 mm',
        'Shaped to 25/.06 (M)',
        '35/.06 (D)',
        'Irrigation 3% NaOCl + 17% EDTA',
        'Ultrasonic activation',
        'CaOH',
        'Cavit',
      ],
      NOTES: 'Pt is a pilot, wants to be symptom-free before flying next month',
      NV: ['Obturation 36 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. US endodontist (Universal)
  defineCase({
    id: 'dd13-us-typed-consult-30-tests-pulpal-periapical-dx-pulpectomy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Consult/emergency, referred by GP for #30. Pain x 4 days, spontaneous, lingering to cold, throbbing since yesterday, keeps her up, worse lying down. Taking ibuprofen 600 q6h w/ partial relief. Med hx: HTN (lisinopril), NKDA. BP 138/88. EO: WNL, no swelling, no lymphadenopathy. IO: no swelling, no sinus tract. #29: cold + (WNL), perc -, palp -, bite -. #30: MO composite, recurrent D caries, cold ++ lingering 15 s, perc +, palp -, bite +, probing WNL. #31: cold + (WNL), perc -, palp -, bite -. PA #30: deep D caries approximating pulp, widened PDL M and D roots. Pulpal dx: symptomatic irreversible pulpitis #30. Periapical dx: symptomatic apical periodontitis #30. Discussed RCT vs ext, risks/benefits, est. fee $1,350 w/o crown. Pt elected RCT, informed consent signed. 2 carps lidocaine 2% 1:100k epi R IANB. 1 carp articaine 4% 1:100k epi buccal infiltration #30. RD. Access, caries removed. Pulp bled freely. Pulpectomy #30, 4 canals located. WL est. via apex locator. Canals instrumented to 20/.06. Irrigated 6% NaOCl. UltraCal XS, Cavit. Occlusion reduced. Rx: ibuprofen 600 mg + acetaminophen 500 mg q6h PRN. NV: complete RCT #30 in 2-3 wks.',
    expect: {
      CC: 'Consult/emergency, referred by GP for #30. Pain x 4 days, spontaneous, lingering to cold, throbbing since yesterday, keeps her up, worse lying down. Taking ibuprofen 600 q6h w/ partial relief',
      'MED HX': 'HTN (lisinopril), NKDA. BP 138/88',
      EXTRA: 'WNL, no swelling, no lymphadenopathy',
      INTRA: 'No swelling, no sinus tract',
      DENTAL: [
        ['29', 'Cold + (WNL), perc -, palp -, bite -'],
        ['30', 'MO composite, recurrent D caries, cold ++ lingering 15 s, perc +, palp -, bite +, probing WNL'],
        ['31', 'Cold + (WNL), perc -, palp -, bite -'],
      ],
      RADIO: 'PA #30: deep D caries approximating pulp, widened PDL M and D roots',
      DX: ['Symptomatic irreversible pulpitis #30', 'Symptomatic apical periodontitis #30'],
      CONSULT: 'Discussed RCT vs ext, risks/benefits, est. fee $1,350 w/o crown. Pt elected RCT',
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'RD',
        'Access',
        'Caries removed',
        'Pulp bled freely',
        'Pulpectomy #30',
        '4 canals located',
        'WL est. via apex locator',
        'Canals instrumented to 20/.06',
        'Irrigated 6% NaOCl',
        'UltraCal XS',
        'Cavit',
        'Occlusion reduced',
        'Rx: ibuprofen 600 mg + acetaminophen 500 mg q6h PRN',
      ],
      NV: ['Complete RCT #30 in 2-3 wks'],
    },
  }),
  defineCase({
    id: 'dd14-us-typed-retx-consult-3-cbct-missed-mb2-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Retx consult #3. Referred by GP: RCT ~6 yrs ago elsewhere, crown 5 yrs ago, intermittent tenderness to chewing + 'pimple' on gum. Med hx: type 2 DM (metformin, A1c 7.1), allergic to sulfa. EO: WNL. IO: sinus tract buccal #3, traced w/ GP to MB root. #2: cold +, perc -, palp -. #3: PFM crown, margins intact, perc +, palp + B, probing 3 mm, no isolated defect. #4: cold +, perc -, palp -. CBCT (limited FOV, 4x4 cm) taken today: #3 untreated MB2 canal, 5 mm PARL MB root, 3 mm PARL DB root, P root WNL, MB1 obturation short ~2 mm, no sinus floor perforation, no VRF signs. Dx: previously treated #3, chronic apical abscess. Options: non-surgical retx (prognosis ~80%), apical microsurgery, ext + implant, no tx. Pt wants to keep tooth, elected retx. Fee est. $1,600 given. Plan: retx #3 in 2 visits through existing crown. Report + CBCT images sent to referring dentist.",
    expect: {
      CC: "Retx consult #3. Referred by GP: RCT ~6 yrs ago elsewhere, crown 5 yrs ago, intermittent tenderness to chewing + 'pimple' on gum",
      'MED HX': 'Type 2 DM (metformin, A1c 7.1), allergic to sulfa',
      EXTRA: 'WNL',
      INTRA: 'Sinus tract buccal #3, traced w/ GP to MB root',
      DENTAL: [
        ['2', 'Cold +, perc -, palp -'],
        ['3', 'PFM crown, margins intact, perc +, palp + B, probing 3 mm, no isolated defect'],
        ['4', 'Cold +, perc -, palp -'],
      ],
      RADIO:
        'CBCT (limited FOV, 4x4 cm) taken today: #3 untreated MB2 canal, 5 mm PARL MB root, 3 mm PARL DB root, P root WNL, MB1 obturation short ~2 mm, no sinus floor perforation, no VRF signs',
      DX: ['Previously treated #3', 'Chronic apical abscess'],
      CONSULT:
        'Options: non-surgical retx (prognosis ~80%), apical microsurgery, ext + implant, no tx. Pt wants to keep tooth, elected retx. Fee est. $1,600 given',
      'TX PLAN': ['Retx #3 in 2 visits through existing crown'],
      NOTES: 'Report + CBCT images sent to referring dentist',
    },
  }),
  defineCase({
    id: 'dd15-us-asr-rct-19-single-cone-bc-sealer-scratch-that-obturation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient's here for the root canal on number nineteen referred by her general dentist no pain since the consult medical history no changes takes metformin and atorvastatin no allergies number nineteen temporary filling intact not tender to percussion or palpation no swelling diagnosis pulp necrosis with asymptomatic apical periodontitis number nineteen two carpules lidocaine two percent one to one hundred thousand epi left ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration nineteen rubber dam access through the temporary three canals located all necrotic working lengths with the apex locator mesiobuccal and mesiolingual twenty one millimeters distal canal twenty point five millimeters from the cusp tips uh confirmed with a pa master apical file size thirty five four percent taper sorry six percent taper in all canals irrigated with six percent sodium hypochlorite and seventeen percent edta final rinse with the endoactivator scratch that final rinse with ultrasonic activation dried with paper points obturated nineteen with single cone and bc sealer hydraulic condensation gutta percha seared off at the orifices cotton pellet and cavit post op pa shows all canals filled to length told her she needs a crown within a month back to her dentist for the crown recall six months for a check x-ray",
    expect: {
      CC: 'Root canal on #19. Referred by her general dentist. No pain since the consult',
      'MED HX': 'No changes. Takes metformin and atorvastatin. No allergies',
      DENTAL: [['19', 'Temporary filling intact not tender to percussion or palpation no swelling']],
      RADIO: 'Post-op PA shows all canals filled to length',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #19'],
      CONSULT: 'Told her she needs a crown within a month',
      'TX TODAY': ['Obturation #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam',
        'Access through the temporary',
        '3 canals located',
        'All necrotic',
        'Working lengths with the apex locator',
        'MB and ML 21 mm',
        'D canal 20.5 mm from the cusp tips confirmed with a PA',
        'Master apical file size 35 6% taper in all canals',
        'Irrigated with 6% sodium hypochlorite and 17% EDTA',
        'Final rinse with ultrasonic activation',
        'Dried with paper points',
        'Obturated #19 with single cone and BC Sealer hydraulic condensation',
        'Gutta percha seared off at the orifices',
        'Cotton pellet and Cavit',
      ],
      'TX PLAN': ['Back to her dentist for the crown'],
      'F/U': 'Recall 6 months for a check x-ray',
    },
  }),
  defineCase({
    id: 'dd16-us-typed-cracked-15-split-pulpal-floor-stopped-refer-extraction',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for eval #15, referred by GP for ?SIP. Pain on chewing x 3 months, lingering cold pain for 1 wk. Med hx: no changes, NKDA. #15: MOD amalgam, craze lines M and D marginal ridges, cold + lingering, perc +, bite + (Tooth Slooth) on palatal cusp, probing 8 mm isolated defect mid-palatal. #14: cold WNL, perc -. PA #15: no PARL, amalgam deep. Dx: symptomatic irreversible pulpitis, cracked tooth #15, probable split. Discussed findings before starting: isolated probing suggests crack extends into root. Pt consented to exploratory access. 2 carps articaine 4% 1:100k epi buccal + palatal infiltration #15. RD. Amalgam removed. Microscope: crack runs M to D across pulpal floor, dark stain, methylene blue confirms. Tx stopped. Pulp removed from chamber for comfort. IRM temp dressing placed. Explained tooth is not predictably restorable; options extraction + implant or bridge. Pt understands. No charge for today beyond exam. Refer back to GP for extraction #15. Implant consult w/ periodontist.',
    expect: {
      CC: 'Eval #15, referred by GP for ?SIP. Pain on chewing x 3 months, lingering cold pain for 1 wk',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        [
          '15',
          'MOD amalgam, craze lines M and D marginal ridges, cold + lingering, perc +, bite + (Tooth Slooth) on P cusp, probing 8 mm isolated defect mid-palatal',
        ],
        ['14', 'Cold WNL, perc -'],
      ],
      RADIO: 'PA #15: no PARL, amalgam deep',
      DX: ['Symptomatic irreversible pulpitis', 'Cracked tooth #15', 'Probable split'],
      CONSULT:
        'Discussed findings before starting: isolated probing suggests crack extends into root. Explained tooth is not predictably restorable; options extraction + implant or bridge. Pt understands. No charge for today beyond exam',
      CONSENT: 'Pt consented to exploratory access',
      'TX TODAY': ['Temporary dressing'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #15',
        'RD',
        'Amalgam removed',
        'Microscope: crack runs M to D across pulpal floor',
        'Dark stain',
        'Methylene blue confirms',
        'Tx stopped',
        'Pulp removed from chamber for comfort',
        'IRM temp dressing placed',
      ],
      'TX PLAN': ['Refer back to GP for extraction #15', 'Implant consult w/ periodontist'],
    },
  }),
  defineCase({
    id: 'dd17-us-typed-post-removal-retx-29-warfarin-temp-crown-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Retx #29 visit 1. Asymptomatic, referred for PARL found on BWX. Med hx: no changes, on warfarin (INR 2.4 yesterday), allergic to latex. #29: PFM crown w/ open D margin, perc -, palp -, probing 2-3 mm. #28 and #30 cold WNL, perc -. 1 carp lidocaine 2% 1:100k epi buccal infiltration #29. Non-latex dam. Crown sectioned and removed (to be replaced by GP). D recurrent caries removed. Cast post: troughed around w/ ultrasonics (ProUltra ENDO-5) ~6 min, removed w/ Ruddle Post Removal System. No cracks under microscope. GP removed w/ Hedstrom files + chloroform. Single canal patent to WL. WL 22.5 mm (B cusp). Shaped to 40/.04. 5.25% NaOCl + 17% EDTA. Calcium hydroxide. Cavit + IRM. Temp crown (Integrity) cemented w/ TempBond. Bleeding minimal. Pt tolerated well. NV obturation #29 + core in 3 wks.',
    appends: ['Add to treatment: occlusion checked on temp crown.', 'Change 3 wks to 4 wks.'],
    expect: {
      CC: 'Retx #29 visit 1. Asymptomatic, referred for PARL found on BWX',
      'MED HX': 'No changes, on warfarin (INR 2.4 yesterday), allergic to latex',
      DENTAL: [
        ['29', 'PFM crown w/ open D margin, perc -, palp -, probing 2-3 mm'],
        ['28', 'Cold WNL, perc -'],
        ['30', 'Cold WNL, perc -'],
      ],
      'TX TODAY': ['Temporary crown'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #29',
        'Non-latex dam',
        'Crown sectioned and removed (to be replaced by GP)',
        'D recurrent caries removed',
        'Cast post: troughed around w/ ultrasonics (ProUltra ENDO-5) ~6 min',
        'Removed w/ Ruddle Post Removal System',
        'No cracks under microscope',
        'GP removed w/ Hedstrom files + chloroform',
        'Single canal patent to WL',
        'WL 22.5 mm (B cusp)',
        'Shaped to 40/.04',
        '5.25% NaOCl + 17% EDTA',
        'Calcium hydroxide',
        'Cavit + IRM',
        'Temp crown (Integrity) cemented w/ TempBond',
        'Bleeding minimal',
        'Occlusion checked on temp crown',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['Obturation #29 + core in 4 wks'],
    },
  }),
  defineCase({
    id: 'dd18-us-asr-regenerative-first-visit-20-dens-evaginatus-fractured-tubercle',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "eleven year old with mom referred by her pediatric dentist for number twenty she had a swelling on the gum last week treated with amoxicillin it's settled medical history healthy no meds no allergies extraoral no swelling no lymph nodes intraoral sinus tract buccal to twenty number twenty fractured tubercle dens evaginatus no caries cold negative ept no response not tender to percussion grade one mobility numbers nineteen and twenty one cold positive normal pa and limited cbct immature apex on twenty open apex thin dentin walls periapical radiolucency about five millimeters diagnosis pulp necrosis with chronic apical abscess number twenty discussed regenerative endodontics versus apexification with mom explained it may not work and we might need to switch to apexification mom agreed informed consent signed by mom one carpule mepivacaine three percent plain buccal infiltration twenty rubber dam access minimal instrumentation irrigated with one point five percent sodium hypochlorite twenty milliliters with the needle one millimeter short then saline dried with paper points triple antibiotic paste sorry double antibiotic paste no minocycline to avoid staining cavit and glass ionomer she did great next visit second regenerative visit number twenty in three weeks",
    expect: {
      CC: "Referred by her pediatric dentist for #20. She had a swelling on the gum last week treated with amoxicillin. It's settled",
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: 'Sinus tract buccal to #20',
      DENTAL: [
        [
          '20',
          'Fractured tubercle dens evaginatus no caries cold negative EPT no response not tender to percussion grade 1 mobility',
          'Tubercle',
        ],
        ['19', 'Cold positive normal'],
        ['21', 'Cold positive normal'],
      ],
      RADIO:
        'PA and limited CBCT immature apex on #20. Open apex. Thin dentin walls. Periapical radiolucency about 5 mm',
      DX: ['Pulp necrosis with chronic apical abscess #20'],
      CONSULT:
        'Discussed regenerative endodontics versus apexification with mom. Explained it may not work and we might need to switch to apexification. Mom agreed',
      CONSENT: 'Informed consent signed by mom',
      TX: [
        'LA: 1 carpule mepivacaine 3% plain, buccal infiltration #20',
        'Rubber dam',
        'Access',
        'Minimal instrumentation',
        'Irrigated with 1.5% sodium hypochlorite 20 ml with the needle 1 mm short',
        'Saline',
        'Dried with paper points',
        'Double antibiotic paste',
        'No minocycline to avoid staining',
        'Cavit and glass ionomer',
      ],
      NOTES: '11 year old with mom. She did great',
      NV: ['Second regenerative visit #20 in 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US endodontic resident (Universal)
  defineCase({
    id: 'dd19-us-asr-resident-emergency-pulpotomy-14-intraligamentary-supplemental',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency patient upper left pain for three days severe and throbbing cold makes it worse took ibuprofen and it barely helps medical history asthma uses an albuterol inhaler allergic to codeine blood pressure one forty two over ninety extraoral no swelling intraoral no swelling number fourteen large mesial occlusal distal composite cold intense lingering over thirty seconds percussion positive palpation negative numbers thirteen and fifteen cold normal percussion negative pa of fourteen deep restoration near the pulp widened pdl on the mesiobuccal root no periapical radiolucency diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number fourteen options root canal or extraction he wants the root canal but can only afford the first stage today consent signed two carpules articaine four percent one to one hundred thousand epi buccal infiltration fourteen then one carpule lidocaine two percent one to one hundred thousand epi palatal infiltration rubber dam access pulp still very sensitive in the chamber so um intraligamentary articaine then comfortable pulpotomy number fourteen pulp amputated at the orifices bleeding controlled with a sodium hypochlorite pellet in two minutes cotton pellet and cavit occlusion reduced rx ibuprofen six hundred milligrams with acetaminophen five hundred milligrams every six hours for three days attending checked and approved next visit complete root canal fourteen in two weeks',
    expect: {
      CC: 'Emergency patient. Upper left pain for 3 days. Severe and throbbing. Cold makes it worse. Took ibuprofen and it barely helps',
      'MED HX': 'Asthma. Uses an albuterol inhaler. Allergic to codeine. Blood pressure 142/90',
      EXTRA: 'No swelling',
      INTRA: 'No swelling',
      DENTAL: [
        ['14', 'Large MOD composite cold intense lingering over 30 seconds percussion positive palpation negative'],
        ['13', 'Cold normal percussion negative'],
        ['15', 'Cold normal percussion negative'],
      ],
      RADIO: 'PA of #14 deep restoration near the pulp. Widened PDL on the MB root. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: 'Options root canal or extraction. He wants the root canal but can only afford the first stage today',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpotomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration',
        'Rubber dam',
        'Access',
        'Pulp still very sensitive in the chamber',
        'LA: articaine, intraligamentary',
        'Comfortable',
        'Pulpotomy #14',
        'Pulp amputated at the orifices',
        'Bleeding controlled with a sodium hypochlorite pellet in 2 minutes',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg with acetaminophen 500 mg every 6 hours for 3 days',
      ],
      NOTES: 'Attending checked and approved',
      NV: ['Complete RCT #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dd20-us-asr-resident-obturation-3-mb2-continuous-wave-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "second visit root canal number three no pain since last time and the swelling's gone medical history no changes takes lisinopril no allergies number three temporary intact not tender to percussion not tender to palpation buccal sinus healed two carpules lidocaine two percent one to one hundred thousand epi buccal infiltration three and palatal infiltration rubber dam ultracal removed with ultrasonic agitation four canals including the mb two found at the first visit working lengths confirmed mb one twenty one millimeters mb two twenty point five millimeters distobuccal twenty millimeters palatal canal twenty two millimeters to the mesiobuccal cusp master apical file size thirty five in all buccal canals and size forty in the palatal canal final irrigation six percent sodium hypochlorite then seventeen percent edta for one minute then sodium hypochlorite with the endoactivator dried master cones fitted obturated number three with warm vertical continuous wave and ah plus backfilled with the elements gun cotton pellet and cavit post op pa four canals filled to length mb one and mb two merge apically small lateral canal filled on the distobuccal root",
    appends: ['add to notes report and post op films sent to the referring dentist', 'recall one year for a check x-ray'],
    expect: {
      CC: "Second visit root canal #3. No pain since last time. Swelling's gone",
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      DENTAL: [['3', 'Temporary intact not tender to percussion not tender to palpation buccal sinus healed']],
      RADIO:
        'Post-op PA 4 canals filled to length. MB1 and MB2 merge apically. Small lateral canal filled on the DB root',
      'TX TODAY': ['Obturation #3'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #3 + palatal infiltration',
        'Rubber dam',
        'UltraCal removed with ultrasonic agitation',
        '4 canals including the MB2 found at the first visit',
        'Working lengths confirmed',
        'MB1 21 mm',
        'MB2 20.5 mm',
        'DB 20 mm',
        'P canal 22 mm to the MB cusp',
        'Master apical file size 35 in all B canals and size 40 in the P canal',
        'Final irrigation 6% sodium hypochlorite',
        '17% EDTA for 1 minute',
        'Sodium hypochlorite with the EndoActivator',
        'Dried',
        'Master cones fitted',
        'Obturated #3 with warm vertical continuous wave and AH Plus',
        'Backfilled with the Elements gun',
        'Cotton pellet and Cavit',
      ],
      NOTES: 'Report and post-op films sent to the referring dentist',
      'F/U': 'Recall 1 year for a check x-ray',
    },
  }),
  defineCase({
    id: 'dd21-us-typed-apexification-9-mta-plug-14yo-dad',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '14 y/o w/ dad. Apexification #9, visit 2. Trauma 3 yrs ago (bike), necrotic, CaOH placed at visit 1 (4 wks ago). Asymptomatic, sinus tract resolved. Med hx: ADHD (methylphenidate), NKDA. #9: temp intact, slight gray discoloration, perc -, palp -, mobility WNL. #8 and #10 cold WNL. 1 carp lidocaine 2% 1:100k epi labial infiltration #9. RD. CaOH removed w/ NaOCl + ultrasonics + H-file. WL 23 mm (incisal edge), apex open ~1.5 mm. Dried. ProRoot MTA placed as 4 mm apical plug w/ MAP system, condensed w/ pluggers. PA: MTA plug dense, 4 mm, at WL. Moist cotton pellet, Cavit. Discussed w/ dad: thin root walls, risk of cervical fracture, will bond composite deep into canal next visit. NV: obturation of remaining canal #9 w/ warm GP + bonded composite in 1 wk. Recall 6 mos w/ PA.',
    expect: {
      CC: 'Apexification #9, visit 2. Trauma 3 yrs ago (bike), necrotic, CaOH placed at visit 1 (4 wks ago). Asymptomatic, sinus tract resolved',
      'MED HX': 'ADHD (methylphenidate), NKDA',
      DENTAL: [
        ['9', 'Temp intact, slight gray discoloration, perc -, palp -, mobility WNL'],
        ['8', 'Cold WNL'],
        ['10', 'Cold WNL'],
      ],
      RADIO: 'PA: MTA plug dense, 4 mm, at WL',
      CONSULT:
        'Discussed w/ dad: thin root walls, risk of cervical fracture, will bond composite deep into canal next visit',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9',
        'RD',
        'CaOH removed w/ NaOCl + ultrasonics + H-file',
        'WL 23 mm (incisal edge)',
        'Apex open ~1.5 mm',
        'Dried',
        'ProRoot MTA placed as 4 mm apical plug w/ MAP system',
        'Condensed w/ pluggers',
        'Moist cotton pellet',
        'Cavit',
      ],
      NOTES: '14 y/o w/ dad',
      NV: ['Obturation of remaining canal #9 w/ warm GP + bonded composite in 1 wk'],
      'F/U': 'Recall 6 mos w/ PA',
    },
  }),
  defineCase({
    id: 'dd22-us-asr-resident-i-and-d-pulpectomy-30-acute-apical-abscess-i-mean',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency facial swelling right lower jaw for two days pain is a nine out of ten didn't sleep medical history type two diabetes on metformin last a one c eight point two penicillin allergy hives extraoral temperature ninety nine point four swelling right mandible buccal space firm not crossing the lower border no trismus swallowing and breathing fine intraoral fluctuant swelling buccal vestibule thirty and thirty one number thirty large distal occlusal caries cold negative ept no response percussion very positive palpation positive class one mobility I mean class two mobility numbers twenty nine and thirty one cold positive percussion negative pa of thirty large periapical radiolucency mesial and distal roots diagnosis pulp necrosis with acute apical abscess number thirty discussed extraction versus root canal she wants to try to save it consent signed two carpules articaine four percent one to one hundred thousand epi right ianb plus buccal infiltration thirty incision and drainage of the buccal swelling about two milliliters of pus rubber dam access pus draining from the canals pulpectomy number thirty irrigated with sodium hypochlorite calcium hydroxide cotton and cavit rx clindamycin three hundred milligrams four times a day for seven days and ibuprofen six hundred milligrams every six hours told her to go to the er if the swelling spreads to her eye or neck or she has trouble swallowing call tomorrow to check on her next visit finish root canal thirty in one to two weeks",
    expect: {
      CC: "Emergency. Facial swelling right lower jaw for 2 days. Pain is a 9 out of 10. Didn't sleep",
      'MED HX': 'Type 2 diabetes on metformin. Last A1c 8.2. Penicillin allergy hives',
      EXTRA:
        'Temperature 99.4. Swelling right mandible buccal space firm not crossing the lower border. No trismus. Swallowing and breathing fine',
      INTRA: 'Fluctuant swelling buccal vestibule #30 and #31',
      DENTAL: [
        [
          '30',
          'Large DO caries cold negative EPT no response percussion very positive palpation positive class 2 mobility',
        ],
        ['29', 'Cold positive percussion negative'],
        ['31', 'Cold positive percussion negative'],
      ],
      RADIO: 'PA of #30 large periapical radiolucency mesial and distal roots',
      DX: ['Pulp necrosis with acute apical abscess #30'],
      CONSULT:
        'Discussed extraction versus root canal. She wants to try to save it. Told her to go to the ER if the swelling spreads to her eye or neck or she has trouble swallowing',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Incision and drainage', 'Pulpectomy #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Incision and drainage of the buccal swelling',
        'About 2 ml of pus',
        'Rubber dam',
        'Access',
        'Pus draining from the canals',
        'Pulpectomy #30',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton and Cavit',
        'Rx clindamycin 300 mg 4 times a day for 7 days and ibuprofen 600 mg every 6 hours',
      ],
      NV: ['Finish RCT #30 in 1 to 2 weeks'],
      'F/U': 'Call tomorrow to check on her',
    },
  }),
  defineCase({
    id: 'dd23-us-typed-terse-one-year-recall-19-persistent-parl-monitor',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '1 yr recall #19 s/p RCT. Mild pressure on hard foods. No med changes, NKDA. #19 crown intact, perc + (mild), palp -, no sinus. PA: 3 mm PARL M root, unchanged. Dx: previously treated #19, symptomatic apical periodontitis. Options: monitor vs apical surgery vs retx. Pt prefers monitor. Recall 6 mos w/ PA.',
    expect: {
      CC: '1 yr recall #19 s/p RCT. Mild pressure on hard foods',
      'MED HX': 'No med changes, NKDA',
      DENTAL: [['19', 'Crown intact, perc + (mild), palp -, no sinus']],
      RADIO: 'PA: 3 mm PARL M root, unchanged',
      DX: ['Previously treated #19', 'Symptomatic apical periodontitis'],
      CONSULT: 'Options: monitor vs apical surgery vs retx. Pt prefers monitor',
      'F/U': 'Recall 6 mos w/ PA',
    },
  }),
  defineCase({
    id: 'dd24-us-asr-resident-calcified-8-canal-found-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for root canal on number eight he had a bike accident as a teenager and the tooth has been yellow for years his dentist saw a lesion on a routine x-ray no symptoms medical history no changes no meds no allergies number eight yellow discoloration cold negative ept no response not tender to percussion not tender to palpation numbers seven and nine cold positive ept normal cbct from the consult pulp canal obliteration in the coronal half of eight canal visible apically four millimeter periapical radiolucency diagnosis pulp necrosis with asymptomatic apical periodontitis number eight one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight rubber dam access under the microscope followed the calcified canal with an ultrasonic tip checked the angulation with a file and a pa um redirected slightly distally found the canal at about eleven millimeters negotiated with a size eight c plus file working length twenty three point five millimeters to the incisal edge confirmed with the apex locator shaped to size forty irrigated with three percent sodium hypochlorite calcium hydroxide cotton pellet and cavit attending was present for the access he asked how long it'll stay numb told him about three hours next visit complete root canal number eight in three weeks",
    expect: {
      CC: 'Root canal on #8. He had a bike accident as a teenager and the tooth has been yellow for years. His dentist saw a lesion on a routine x-ray. No symptoms',
      'MED HX': 'No changes. No meds. No allergies',
      DENTAL: [
        [
          '8',
          'Yellow discoloration cold negative EPT no response not tender to percussion not tender to palpation',
        ],
        ['7', 'Cold positive EPT normal'],
        ['9', 'Cold positive EPT normal'],
      ],
      RADIO:
        'CBCT from the consult pulp canal obliteration in the coronal half of #8. Canal visible apically. 4 mm periapical radiolucency',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT: "He asked how long it'll stay numb. Told him about 3 hours",
      'TX TODAY': ['RCT #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Rubber dam',
        'Access under the microscope',
        'Followed the calcified canal with an ultrasonic tip',
        'Checked the angulation with a file and a PA',
        'Redirected slightly distally',
        'Found the canal at about 11 mm',
        'Negotiated with a size 8 C+ file',
        'Working length 23.5 mm to the incisal edge confirmed with the apex locator',
        'Shaped to size 40',
        'Irrigated with 3% sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
      ],
      NOTES: 'Attending was present for the access',
      NV: ['Complete RCT #8 in 3 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK specialist endodontist, trauma and young patients (FDI)
  defineCase({
    id: 'dd25-uk-typed-fdi-regenerative-visit-2-21-biodentine-p-composite',
    style: 'UK',
    asr: false,
    transcript:
      '9 y/o with mum. REP visit 2, 21 (necrotic immature, trauma 1 yr ago). Sinus resolved since visit 1, no pain. MH: fit and well, NKDA. 21: Cavit/GIC intact, TTP -, palp -, mobility normal, no sinus. 11 cold +ve. LA 1 x 2.2 ml mepivacaine 3% plain, labial infil 21. Plain used to allow bleeding to be induced. RD. Temp + CaOH removed, canal irrigated w/ 17% EDTA 20 ml. Dried. Bleeding induced w/ pre-curved 25 K-file 2 mm past apex, clot to 3 mm below CEJ. Collagen matrix (CollaPlug) over clot, Biodentine 3 mm, RMGIC over. P composite 21 (A2) to seal access. PA: Biodentine at CEJ level, good seal. Mum informed discolouration risk with Biodentine is low and that root development may take 1-2 yrs to show on PA. He was very good, watched cartoons. Review 3/12 and 6/12 with PA and sensibility tests.',
    expect: {
      CC: 'REP visit 2, 21 (necrotic immature, trauma 1 yr ago). Sinus resolved since visit 1, no pain',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['21', 'Cavit/GIC intact, TTP -, palp -, mobility normal, no sinus'],
        ['11', 'Cold +ve'],
      ],
      RADIO: 'PA: Biodentine at CEJ level, good seal',
      CONSULT:
        'Mum informed discolouration risk with Biodentine is low and that root development may take 1-2 yrs to show on PA',
      'TX TODAY': ['P composite 21'],
      TX: [
        'LA: 1 x 2.2 ml mepivacaine 3% plain, labial infiltration 21',
        'Plain used to allow bleeding to be induced',
        'RD',
        'Temp + CaOH removed',
        'Canal irrigated w/ 17% EDTA 20 ml',
        'Dried',
        'Bleeding induced w/ pre-curved 25 K-file 2 mm past apex',
        'Clot to 3 mm below CEJ',
        'Collagen matrix (CollaPlug) over clot',
        'Biodentine 3 mm',
        'RMGIC over',
        'P composite 21 (A2) to seal access',
      ],
      NOTES: '9 y/o with mum. He was very good, watched cartoons',
      'F/U': 'Review 3 months and 6 months with PA and sensibility tests',
    },
  }),
  defineCase({
    id: 'dd26-uk-asr-fdi-avulsion-11-21-replanted-extirpation-ledermix-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "okay this is the trauma follow up he's fourteen and came with his dad both upper centrals avulsed playing rugby ten days ago replanted by his dentist within about forty minutes kept in milk splinted with wire and composite one three to two three medical history fit and well no allergies tetanus up to date extra oral lip healed intra oral splint intact soft tissues healing one one and two one grade one mobility in the splint tender to percussion cold negative ept no response one two and two two cold positive ept normal pa one one and two one no resorption no root fracture roots mature diagnosis avulsion one one and two one replanted la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration one one and two one plus palatal infiltration rubber dam with the splint on pulps extirpated one one and two one both necrotic working lengths twenty three millimetres for the right central and twenty three point five for the left irrigated with three percent sodium hypochlorite ledermix placed sorry calcium hydroxide placed no ledermix because of staining cavit he was very brave next visit splint removal in two weeks then obturation a month later",
    expect: {
      CC: 'This is the trauma follow up. Both upper centrals avulsed playing rugby 10 days ago. Replanted by his dentist within about 40 minutes. Kept in milk. Splinted with wire and composite 13 to 23',
      'MED HX': 'Fit and well. No allergies. Tetanus up to date',
      EXTRA: 'Lip healed',
      INTRA: 'Splint intact. Soft tissues healing',
      DENTAL: [
        ['11', 'Grade 1 mobility in the splint tender to percussion cold negative EPT no response'],
        ['21', 'Grade 1 mobility in the splint tender to percussion cold negative EPT no response'],
        ['12', 'Cold positive EPT normal'],
        ['22', 'Cold positive EPT normal'],
      ],
      RADIO: 'PA 11 and 21 no resorption. No root fracture. Roots mature',
      DX: ['Avulsion 11, 21 replanted'],
      'TX TODAY': ['Extirpation 11, 21'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration 11, 21 + palatal infiltration',
        'Rubber dam with the splint on',
        'Pulps extirpated 11, 21',
        'Both necrotic',
        'Working lengths 23 mm for the right central and 23.5 for the left',
        'Irrigated with 3% sodium hypochlorite',
        'Calcium hydroxide placed',
        'No Ledermix because of staining',
        'Cavit',
      ],
      NOTES: "He's 14 and came with his dad. He was very brave",
      NV: ['Splint removal in 2 weeks', 'Obturation a month later'],
    },
  }),
  defineCase({
    id: 'dd27-uk-typed-fdi-c-shaped-47-obturation-letter-gdp-onlay',
    style: 'UK',
    asr: false,
    transcript:
      'Obturation 47 (C-shaped canal). Asymptomatic since visit 1. MH no change; NKDA. 47 Cavit intact, TTP -. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline IDB right. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infil 47. RD. Dressing removed. C-shaped canal (C1 config on CBCT). WL 19.5 mm (MB), 19.0 mm (D) from MB cusp. Final irrigation: 3% NaOCl 30 ml w/ ultrasonic activation, 17% EDTA, NaOCl. Obturated 47 warm vertical + AH Plus, backfill with BeeFill. Core: Vitrebond + composite (Filtek Bulk Fill). Post-op PA: C-shaped fill, no voids, small sealer extrusion at D apex. Pt informed sealer extrusion is of no concern. Letter to GDP with post-op PA. GDP to provide cuspal coverage (onlay/crown) within 3/12. Discharged back to GDP. Review here in 1 yr with PA.',
    expect: {
      CC: 'Obturation 47 (C-shaped canal). Asymptomatic since visit 1',
      'MED HX': 'No change; NKDA',
      DENTAL: [['47', 'Cavit intact, TTP -']],
      RADIO: 'Post-op PA: C-shaped fill, no voids, small sealer extrusion at D apex',
      CONSULT: 'Pt informed sealer extrusion is of no concern',
      'TX TODAY': ['Obturation 47'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 47',
        'RD',
        'Dressing removed',
        'C-shaped canal (C1 config on CBCT)',
        'WL 19.5 mm (MB)',
        '19.0 mm (D) from MB cusp',
        'Final irrigation: 3% NaOCl 30 ml w/ ultrasonic activation',
        '17% EDTA',
        'NaOCl',
        'Obturated 47 warm vertical + AH Plus',
        'Backfill with BeeFill',
        'Core: Vitrebond + composite (Filtek Bulk Fill)',
      ],
      'TX PLAN': ['GDP to provide cuspal coverage (onlay/crown) within 3 months'],
      NOTES: 'Letter to GDP with post-op PA',
      'F/U': 'Discharged back to GDP. Review here in 1 yr with PA',
    },
  }),

  // ---------------------------------------------------------------- 6. US endodontist, surgery and referrals (Universal)
  defineCase({
    id: 'dd28-us-asr-apical-microsurgery-19-mesial-root-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for apical microsurgery on the mesial root of number nineteen persistent lesion after retreatment two years ago the crown is new and she doesn't want it disturbed medical history no changes takes amlodipine and a baby aspirin no allergies blood pressure one thirty over eighty two number nineteen crown intact percussion slightly positive palpation positive buccal over the mesial root probing normal cbct reviewed six millimeter lesion on the mesial root four millimeters above the mental foramen buccal plate thin reviewed the risks including numbness of the lip she's happy to go ahead written consent signed three carpules articaine four percent one to one hundred thousand epi left ianb plus buccal infiltration nineteen and eighteen sulcular incision from eighteen to twenty one with a mesial vertical release full thickness flap mental nerve identified and protected osteotomy over the mesial root with the piezo root end resected three millimeters with minimal bevel granulation tissue removed and sent for biopsy isthmus found between the mesial canals stained with methylene blue prepared with ultrasonic tips retrofilled with bioceramic putty flap closed with five oh polypropylene sutures hemostasis with pressure post op instructions given rx ibuprofen six hundred milligrams every six hours for three days she did really well next visit suture removal in one week recall six months",
    expect: {
      CC: "Apical microsurgery on the mesial root of #19. Persistent lesion after retreatment 2 years ago. Crown is new and she doesn't want it disturbed",
      'MED HX': 'No changes. Takes amlodipine and a baby aspirin. No allergies. Blood pressure 130/82',
      DENTAL: [['19', 'Crown intact percussion slightly positive palpation positive buccal over the M root probing normal']],
      RADIO: 'CBCT reviewed 6 mm lesion on the mesial root 4 mm above the mental foramen. Buccal plate thin',
      CONSULT: "Reviewed the risks including numbness of the lip. She's happy to go ahead",
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #19, #18',
        'Sulcular incision from #18 to #21 with a mesial vertical release',
        'Full thickness flap',
        'Mental nerve identified and protected',
        'Osteotomy over the M root with the piezo',
        'Root end resected 3 mm with minimal bevel',
        'Granulation tissue removed and sent for biopsy',
        'Isthmus found between the M canals',
        'Stained with methylene blue',
        'Prepared with ultrasonic tips',
        'Retrofilled with bioceramic putty',
        'Flap closed with 5-0 polypropylene sutures',
        'Hemostasis with pressure',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
      ],
      NOTES: 'She did really well',
      NV: ['Suture removal in 1 week'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dd29-us-typed-non-localised-pain-consult-tests-2-4-30-31-sip-3',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Consult: R side pain, can't tell upper or lower, 1 wk, spontaneous, radiates to ear. Med hx: migraine (sumatriptan), NKDA. EO: TMJ WNL, muscles non-tender. IO: WNL. #2: cold WNL, perc -. #3: MOD amalgam, cold ++ lingering 20 s, reproduces pain, perc -, bite -. #4: cold WNL. #30: crown, cold WNL, perc -. #31: cold WNL, perc -. 4 PAs R side: #3 deep amalgam near pulp, no PARL; no other findings. Dx: #3 symptomatic irreversible pulpitis, normal apical tissues. Pt wants to proceed with RCT #3 next wk; quoted $1,250. NV RCT #3. Copy of findings to referring dentist.",
    expect: {
      CC: "Consult: R side pain, can't tell upper or lower, 1 wk, spontaneous, radiates to ear",
      'MED HX': 'Migraine (sumatriptan), NKDA',
      EXTRA: 'TMJ WNL, muscles non-tender',
      INTRA: 'WNL',
      DENTAL: [
        ['2', 'Cold WNL, perc -'],
        ['3', 'MOD amalgam, cold ++ lingering 20 s, reproduces pain, perc -, bite -'],
        ['4', 'Cold WNL'],
        ['30', 'Crown, cold WNL, perc -'],
        ['31', 'Cold WNL, perc -'],
      ],
      RADIO: '4 PAs R side: #3 deep amalgam near pulp, no PARL; no other findings',
      DX: ['#3 symptomatic irreversible pulpitis', 'Normal apical tissues'],
      CONSULT: 'Pt wants to proceed with RCT #3 next wk; quoted $1,250',
      NOTES: 'Copy of findings to referring dentist',
      NV: ['RCT #3'],
    },
  }),
  defineCase({
    id: 'dd30-us-asr-terse-post-op-check-14-occlusal-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'post op check fourteen one week after the root canal bit sore to bite no swelling number fourteen percussion mildly positive occlusal adjustment on fourteen call if worse',
    expect: {
      CC: 'Post-op check #14 1 week after the root canal. Bit sore to bite. No swelling',
      DENTAL: [['14', 'Percussion mildly positive']],
      TX: ['Occlusal adjustment #14'],
      'F/U': 'Call if worse',
    },
  }),
];
