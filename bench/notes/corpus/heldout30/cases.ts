// The thirtieth held-out split (ids h30-01–h30-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is one Tuesday at two practices, whatever came in, dictated the way each clinician dictates: a US group practice
// with four dentists (general, endodontist, periodontist, pediatric) and a UK NHS practice with two dentists, six
// visits each: exams with charting, PSR / BPE and radiographs, composites and amalgams, crowns, root canals, SRP and
// periodontal maintenance, extractions, children, emergencies, dentures, consultations with options, patients' remarks
// and questions, self-corrections ("sorry", "no wait", "I mean", "scratch that") and fillers in the recogniser-style ones.
//   h30-01–h30-06 the US general dentist (Universal; 02, 04, 05 recogniser-style, 01, 03, 06 typed with '#'): a periodic
//     exam with PSR, four BWX, charting and prophy; an MOD amalgam #30 with a tooth corrected by "sorry"; a crown prep #3
//     with a buildup (appended dictation); an emergency extraction #18 on Eliquis; a consultation with options for the
//     missing #30 (no treatment, referral to the periodontist); two anterior composites for a pregnant patient;
//   h30-07–h30-12 the US endodontist (Universal; 08, 09, 11 recogniser-style, 07, 10, 12 typed): an endodontic
//     consultation #14 with vitality tests and a CBCT; a first RCT visit #19 with "scratch that"; an obturation #3
//     (appended dictation); an emergency pulpectomy #30 with two LA lines; a retreatment consultation #19 with no
//     treatment; a single-visit RCT #13 with the crown referred back to the general dentist;
//   h30-13–h30-18 the US periodontist (Universal; 14, 15, 17 recogniser-style, 13, 16, 18 typed): a new patient's
//     periodontal evaluation with FMX and staging; SRP on the right side with Arestin and chlorhexidine irrigation; a
//     periodontal maintenance visit (appended dictation); crown lengthening #4 (no title); a gingival graft consultation;
//     an extraction #31 with ridge preservation;
//   h30-19–h30-24 the US pediatric dentist (Universal with primary letters; 19, 21, 23 recogniser-style, 20, 22, 24
//     typed): a four-year-old's first visit with "sorry" and "no wait"; a pulpotomy and SSC #S under nitrous; a scooter
//     fall with a fractured #8 repaired in composite; an extraction #L with a band for a band and loop (appended
//     dictation); a six-year-old's recall with sealants, SDF and varnish; a twelve-year-old's composite and sealant;
//   h30-25–h30-30 the first UK NHS dentist (FDI; 25, 27, 29 recogniser-style, 26, 28, 30 typed): an NHS check-up with
//     BPE, bitewings and charting; an MOD amalgam 46 on warfarin (appended "Add to notes" / "Remove 47 sound."); an
//     emergency extirpation 36; a lower partial denture eased; a nine-year-old's check-up with fissure sealants and
//     varnish ("I mean"); a crown fit 36 with a typed "sorry";
//   h30-31–h30-36 the second UK NHS dentist (Palmer; 31, 33, 35 recogniser-style with Palmer words, 32, 34, 36 typed UR6
//     shorthand): a new patient's exam with BPE, OPG and periodontitis; an emergency post crown UL2 recemented; a
//     six-year-old's abscessed LLD extracted; a consultation on a dead, discoloured UR1 with NHS and private options; a
//     DO composite and an O amalgam with "scratch that" (appended dictation); a dry socket LR8 dressed (no title).
// UK 12 (FDI 6, Palmer 6), US 24 (Universal, primary letters in h30-19–h30-24); 18 recogniser-style (lower case,
// number words, fillers, no punctuation) and 18 typed; six cases with appended dictation (h30-03, h30-22, h30-26 typed;
// h30-09, h30-15, h30-35 recogniser-style). DENTAL in 35 cases (not h30-14).
//
// Judgement calls where the contract was silent:
// - A blood pressure or a physician's clearance said with the medical history is MED HX ("BP 128/82", "pregnant 20
//   weeks (OB cleared tx)"); "tetanus up to date" said inside the medical history is MED HX; smoking said with it is
//   MED HX (social history).
// - Periodontal findings said measure-first ("Class II furcation #3, #14", "Probing #4 2-3 mm", "5 mm pockets #2
//   distal") stay in PERIO; a tooth-first mobility ("#24 and #25 mobility II", "number two class one mobility") is a chart
//   entry (as more58), and a pocket or probing said inside a tooth's own typed run stays in that chart entry.
// - Titles: canal irrigation (h30-10, h30-12, h30-27) and socket irrigation (h30-36) are no Irrigation title, while
//   subgingival irrigation with chlorhexidine during SRP (h30-14) is; SRP said with quadrants or a side is "SRP";
//   crown lengthening, ridge preservation, Arestin, a band, Alvogyl and a Ledermix dressing are no titles;
//   "impression for band and loop" is "Impression" (singular as said, as more56); a first RCT visit naming no procedure
//   takes "RCT #19" from the CC, a single-visit RCT whose TX says "obturated" is "Obturation #13" (as more56);
//   "pulp extirpated 36" is "Extirpation 36"; a crown fit whose steps are only try-in and cementing takes "Crown fit 36"
//   from the CC (as more58); a dry-socket review has no title.
// - A typed CC keeps its shorthand ("Ext #L", "Ext #31 + ridge preservation"); a radiograph taken after treatment with
//   its own report ("Post-op PA: obturation to length, no voids") is RADIO (as more56).
// - Referrals back to the general dentist or on to the periodontist are TX PLAN; "Plan:" items split at commas and
//   "then"; "Sealants" said alone in an NV stays as said (as more58).
// - A child's age and who came with them are NOTES, as is "Daughter accompanied pt"; remarks about the patient ("she
//   did great", "Pt happy", "he was a superstar") are NOTES; questions and answers, options, fees, NHS bands, insurance
//   and advice are CONSULT; "POI to dad incl. watch for lip biting" typed as one step stays one TX item.
// - Corrections: "sorry", "no wait" and "I mean" replace the words they follow back to the same kind of word (a tooth and
//   its finding, a surface, a material); "scratch that" drops the clause before it ("four canals found", "occlusal
//   composite lower left seven"); a typed "Cemented w/ Fuji I, sorry, RelyX Unicem" keeps RelyX Unicem.
// - Radiograph reports in recogniser-style text start a new sentence at each finding (as more56 / more58); text
//   fields keep single surfaces as words ("36 mesial caries into dentine", "#2 distal").
// - Numbers: "class one" → "Class 1", "stage three grade c" → "stage 3 grade C", "three oh chromic gut" → "3-0 chromic
//   gut", "twenty two thousand six hundred ppm" → "22,600 ppm".
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "add to treatment …" adds a TX item
//   at the end, a "follow up …" sets F/U, "change X to Y" edits the one place X is said, "Remove 47 sound." removes that
//   chart entry.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout30Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. US group practice: general dentist (Universal)
  defineCase({
    id: 'h30-01-us-typed-periodic-exam-psr-4-bwx-prophy-nv-two-composites',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, pt has no complaints. Med hx: no changes, atorvastatin, allergic to sulfa. BP 128/82. EO: WNL, TMJ no clicking. IO: WNL, oral cancer screening negative. PSR 2 2 2 / 2 3 2, generalized light calculus, BOP lower anteriors. #2 MO amalgam, sound. #3 crown, margins intact. #14 DO caries. #15 MOD composite, D margin open. #18 and #19 MO amalgams, sound. #32 partially erupted. 4 BWX: #14 D caries into dentin, #15 recurrent D caries, no bone loss. Dx: caries #14, #15. Prophy, OHI (floss lower anteriors). Pt asked if she can have both done in one visit; told her yes with one numbing. NV: DO composite #14 and MOD composite #15. Recall 6 months.',
    expect: {
      CC: 'Periodic exam, pt has no complaints',
      'MED HX': 'No changes, atorvastatin, allergic to sulfa. BP 128/82',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'WNL, oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 3 2, generalized light calculus, BOP lower anteriors',
      DENTAL: [
        ['2', 'MO amalgam, sound'],
        ['3', 'Crown, margins intact'],
        ['14', 'DO caries'],
        ['15', 'MOD composite, D margin open'],
        ['18', 'MO amalgams, sound'],
        ['19', 'MO amalgams, sound'],
        ['32', 'Partially erupted'],
      ],
      RADIO: '4 BWX: #14 D caries into dentin, #15 recurrent D caries, no bone loss',
      DX: ['Caries #14, #15'],
      CONSULT: 'Pt asked if she can have both done in one visit; told her yes with one numbing',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI (floss lower anteriors)'],
      NV: ['DO composite #14', 'MOD composite #15'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-02-us-asr-mod-amalgam-30-tooth-sorry-vitrebond-why-not-white',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "um she's here for the silver filling on the lower right medical history no changes takes lisinopril no allergies number thirty mesial occlusal distal caries under the old amalgam number twenty nine sorry number thirty one sound number twenty nine distal occlusal composite intact two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam old amalgam and caries removed uh pretty deep distally so vitrebond liner tofflemire and wedge mesial occlusal distal amalgam number thirty condensed and carved rubber dam off bite checked adjusted a high spot she asked why we're not doing a white filling explained amalgam holds up better when the box is deep under the gum post op instructions no chewing on that side for a couple of hours recall as scheduled",
    expect: {
      CC: 'Silver filling on the lower right',
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      DENTAL: [
        ['30', 'MOD caries under the old amalgam'],
        ['31', 'Sound'],
        ['29', 'DO composite intact'],
      ],
      CONSULT:
        "She asked why we're not doing a white filling. Explained amalgam holds up better when the box is deep under the gum",
      'TX TODAY': ['MOD amalgam #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Old amalgam and caries removed',
        'Pretty deep distally',
        'Vitrebond liner',
        'Tofflemire and wedge',
        'MOD amalgam #30 condensed and carved',
        'Rubber dam off',
        'Bite checked',
        'Adjusted a high spot',
        'Post-op instructions no chewing on that side for a couple of hours',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h30-03-us-typed-crown-prep-3-cracked-mb-cusp-fluorocore-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #3. Cracked MB cusp found at last recall, tooth sensitive on biting. Med hx: no changes, type 2 diabetes (metformin), NKDA. #3 large MOD amalgam, crack line MB cusp, positive bite test on MB cusp, cold WNL. #2 and #4 sound. Pt chose PFM over zirconia after we discussed both. Consent signed. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #3. Old amalgam removed, crack stops at pulpal floor, no pulp exposure. Core buildup w/ Fluorocore. Crown prep #3, 1.5 mm occlusal reduction. 00 cord w/ Hemodent. Impressions w/ Impregum, bite reg. Shade A3. Temp crown w/ Integrity, cemented w/ TempBond. Occlusion checked. POI given. NV crown seat #3 in 2 weeks.',
    appends: ['Add to notes: pt is a teacher and wants afternoon appointments.', 'Change 2 weeks to 3 weeks.'],
    expect: {
      CC: 'Crown prep #3. Cracked MB cusp found at last recall, tooth sensitive on biting',
      'MED HX': 'No changes, type 2 diabetes (metformin), NKDA',
      DENTAL: [
        ['3', 'Large MOD amalgam, crack line MB cusp, positive bite test on MB cusp, cold WNL'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      CONSULT: 'Pt chose PFM over zirconia after we discussed both',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Old amalgam removed',
        'Crack stops at pulpal floor',
        'No pulp exposure',
        'Core buildup w/ Fluorocore',
        'Crown prep #3',
        '1.5 mm occlusal reduction',
        '00 cord w/ Hemodent',
        'Impressions w/ Impregum',
        'Bite reg',
        'Shade A3',
        'Temp crown w/ Integrity',
        'Cemented w/ TempBond',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: 'Pt is a teacher and wants afternoon appointments',
      NV: ['Crown fit #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h30-04-us-asr-emergency-extraction-18-fractured-ml-cusp-eliquis-surgicel',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency walk in he broke a back tooth lower left on a popcorn kernel over the weekend now it throbs at night medical history takes eliquis for atrial fibrillation uh no allergies blood pressure one forty two over eighty eight extraoral no swelling intraoral soft tissues normal number eighteen fractured mesiolingual cusp fracture extends below the gum line large caries tender to percussion number nineteen crown intact number seventeen missing pa of eighteen caries into the pulp periapical radiolucency on the mesial root diagnosis non restorable number eighteen with symptomatic apical periodontitis went over root canal crown lengthening and crown versus extraction he wants it out he asked if he needs to stop the eliquis told him no need signed consent two carpules articaine four percent one to one hundred thousand epi left ianb and buccal infiltration eighteen sectioned the roots with a high speed bur sorry with a surgical handpiece extracted number eighteen roots intact socket packed with surgicel two sutures three oh chromic gut hemostasis achieved post op instructions given verbal and written rx ibuprofen six hundred milligrams every six hours as needed call if bleeding doesn't stop",
    expect: {
      CC: 'Emergency walk in. He broke a back tooth lower left on a popcorn kernel over the weekend. It throbs at night',
      'MED HX': 'Takes Eliquis for atrial fibrillation. No allergies. Blood pressure 142/88',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['18', 'Fractured ML cusp fracture extends below the gum line large caries tender to percussion', 'ML cusp'],
        ['19', 'Crown intact'],
        ['17', 'Missing'],
      ],
      RADIO: 'PA of #18 caries into the pulp. Periapical radiolucency on the mesial root',
      DX: ['Non restorable #18 with symptomatic apical periodontitis'],
      CONSULT:
        'Went over root canal crown lengthening and crown versus extraction. He wants it out. He asked if he needs to stop the Eliquis. Told him no need',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #18'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #18',
        'Sectioned the roots with a surgical handpiece',
        'Extracted #18',
        'Roots intact',
        'Socket packed with Surgicel',
        '2 sutures 3-0 chromic gut',
        'Hemostasis achieved',
        'Post-op instructions given verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': "Call if bleeding doesn't stop",
    },
  }),
  defineCase({
    id: 'h30-05-us-asr-consult-missing-30-options-fosamax-insurance-refer-perio',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult for the missing tooth lower right she had it pulled about five years ago food gets stuck there she's thinking about an implant medical history no changes osteopenia takes fosamax once a week no allergies number thirty missing ridge looks narrow number thirty one tipped mesially about fifteen degrees number two over erupted number twenty nine mesial occlusal composite intact pa of the area adequate bone height um went over options leaving it a bridge twenty nine to thirty one a partial or an implant discussed the fosamax and a small risk of jaw osteonecrosis with implants she asked if insurance pays for implants told her her plan pays fifty percent up to the annual max she wants to go with the implant if her physician is okay with it plan letter to her physician about the fosamax then refer to the periodontist for implant evaluation with a cbct",
    expect: {
      CC: "Consult for the missing tooth lower right. She had it pulled about 5 years ago. Food gets stuck there. She's thinking about an implant",
      'MED HX': 'No changes. Osteopenia. Takes Fosamax once a week. No allergies',
      DENTAL: [
        ['30', 'Missing ridge looks narrow'],
        ['31', 'Tipped mesially about 15 degrees'],
        ['2', 'Over erupted'],
        ['29', 'MO composite intact'],
      ],
      RADIO: 'PA of the area adequate bone height',
      CONSULT:
        'Went over options leaving it a bridge #29 to #31 a partial or an implant. Discussed the Fosamax and a small risk of jaw osteonecrosis with implants. She asked if insurance pays for implants. Told her her plan pays 50% up to the annual max. She wants to go with the implant if her physician is okay with it',
      'TX PLAN': [
        'Letter to her physician about the Fosamax',
        'Refer to the periodontist for implant evaluation with a CBCT',
      ],
    },
  }),
  defineCase({
    id: 'h30-06-us-typed-m-composite-7-d-composite-8-pregnant-isolite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for 2 fillings upper front, says the dark spots between her front teeth bother her in photos. Med hx: no changes, pregnant 20 weeks (OB cleared tx), prenatal vitamins, NKDA. #7 M caries. #8 D caries. #9 sound. Gingivitis around upper anteriors. 1 carp 2% lido 1:100k epi labial infiltration #7 and #8. Isolation w/ Isolite. Caries removed #7, #8, no exposure. Mylar strips + wedges. Etch, bond w/ Scotchbond Universal. M composite #7, shade A2. D composite #8, shade A2. Finished w/ discs + strips, polished. Occlusion checked. Pt happy w/ how they look. Reviewed brushing and flossing during pregnancy. Recall 6 months, sooner if gums bleed.",
    expect: {
      CC: '2 fillings upper front, says the dark spots between her front teeth bother her in photos',
      'MED HX': 'No changes, pregnant 20 weeks (OB cleared tx), prenatal vitamins, NKDA',
      DENTAL: [
        ['7', 'M caries'],
        ['8', 'D caries'],
        ['9', 'Sound'],
      ],
      PERIO: 'Gingivitis around upper anteriors',
      CONSULT: 'Reviewed brushing and flossing during pregnancy',
      'TX TODAY': ['M composite #7', 'D composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #7, #8',
        'Isolation w/ Isolite',
        'Caries removed #7, #8',
        'No exposure',
        'Mylar strips + wedges',
        'Etch',
        'Bond w/ Scotchbond Universal',
        'M composite #7',
        'Shade A2',
        'D composite #8',
        'Shade A2',
        'Finished w/ discs + strips',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: 'Pt happy w/ how they look',
      'F/U': 'Recall 6 months, sooner if gums bleed',
    },
  }),

  // ---------------------------------------------------------------- 2. US group practice: endodontist (Universal)
  defineCase({
    id: 'h30-07-us-typed-endo-consult-14-cold-ept-cbct-elected-rct-fee',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Endo consult #14, referred by general dentist. Pt reports lingering pain to cold upper left x 2 weeks, wakes her at night. Med hx: hypothyroid (levothyroxine), allergic to latex + codeine. EO: no swelling, no lymphadenopathy. #14 MOD composite deep, cold lingering 30 s, EPT +, percussion +, palpation -, probing WNL, no mobility. #13 and #15 cold WNL, perc -. PA + CBCT (limited FOV): #14 deep restoration close to pulp, widened PDL MB root, MB2 likely. Dx: symptomatic irreversible pulpitis #14, symptomatic apical periodontitis. Options: RCT, extraction, no tx. Explained prognosis is favorable. Pt elected RCT, fee $1,250 quoted, insurance pre-auth sent. Informed consent signed. Rx ibuprofen 600 mg q6h PRN. NV: RCT #14 (latex-free dam) next week.',
    expect: {
      CC: 'Endo consult #14, referred by general dentist. Pt reports lingering pain to cold upper left x 2 weeks, wakes her at night',
      'MED HX': 'Hypothyroid (levothyroxine), allergic to latex + codeine',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['14', 'MOD composite deep, cold lingering 30 s, EPT +, percussion +, palpation -, probing WNL, no mobility'],
        ['13', 'Cold WNL, perc -'],
        ['15', 'Cold WNL, perc -'],
      ],
      RADIO: 'PA + CBCT (limited FOV): #14 deep restoration close to pulp, widened PDL MB root, MB2 likely',
      DX: ['Symptomatic irreversible pulpitis #14', 'Symptomatic apical periodontitis'],
      CONSULT:
        'Options: RCT, extraction, no tx. Explained prognosis is favorable. Pt elected RCT, fee $1,250 quoted, insurance pre-auth sent',
      CONSENT: 'Informed consent signed',
      TX: ['Rx ibuprofen 600 mg q6h PRN'],
      NV: ['RCT #14 (latex-free dam) next week'],
    },
  }),
  defineCase({
    id: 'h30-08-us-asr-rct-19-first-visit-scratch-that-canals-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the first visit of the root canal on number nineteen pain is better since the antibiotics medical history no changes type two diabetes on metformin no allergies number nineteen temporary filling intact tender to percussion no swelling two carpules lidocaine two percent one to one hundred thousand epi left ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration nineteen rubber dam access through the temporary four canals found scratch that three canals found working lengths with the apex locator confirmed with a pa cleaned and shaped to size thirty five irrigated with sodium hypochlorite calcium hydroxide placed cotton pellet and cavit occlusion reduced she said she barely felt anything told her it may be sore for a couple of days next visit finish root canal nineteen in two weeks',
    expect: {
      CC: 'First visit of the root canal on #19. Pain is better since the antibiotics',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      DENTAL: [['19', 'Temporary filling intact tender to percussion no swelling']],
      CONSULT: 'Told her it may be sore for a couple of days',
      'TX TODAY': ['RCT #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam',
        'Access through the temporary',
        '3 canals found',
        'Working lengths with the apex locator confirmed with a PA',
        'Cleaned and shaped to size 35',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
      ],
      NOTES: 'She said she barely felt anything',
      NV: ['Finish RCT #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h30-09-us-asr-obturation-3-sinus-healed-warm-vertical-appends-treatment-follow-up',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for completion of the root canal on number three um no pain since last visit medical history no changes allergic to penicillin number three cavit intact not tender to percussion buccal sinus tract healed two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration three rubber dam cavit and calcium hydroxide removed canals dry final irrigation with sodium hypochlorite and edta dried with paper points cones fit checked with a pa obturated number three warm vertical with gutta percha and ah plus cavit placed post op pa good fill to length told him to get the crown done within a month uh he asked if he can chew on it told him not until the crown",
    appends: [
      "add to notes he's a truck driver and is away most weeks",
      'add to treatment occlusion checked',
      'follow up six months with a pa',
    ],
    expect: {
      CC: 'Completion of the root canal on #3. No pain since last visit',
      'MED HX': 'No changes. Allergic to penicillin',
      DENTAL: [['3', 'Cavit intact not tender to percussion buccal sinus tract healed']],
      RADIO: 'Post-op PA good fill to length',
      CONSULT:
        'Told him to get the crown done within a month. He asked if he can chew on it. Told him not until the crown',
      'TX TODAY': ['Obturation #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        'Canals dry',
        'Final irrigation with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Cones fit checked with a PA',
        'Obturated #3 warm vertical with gutta percha and AH Plus',
        'Cavit placed',
        'Occlusion checked',
      ],
      NOTES: "He's a truck driver and is away most weeks",
      'F/U': 'Follow up 6 months with a PA',
    },
  }),
  defineCase({
    id: 'h30-10-us-typed-emergency-pulpectomy-30-two-la-lines-anxious-first-rct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Severe throbbing pain LR since last night, ibuprofen not helping. Med hx: HTN (amlodipine), NKDA. BP 148/92. EO: no swelling, no lymphadenopathy. #30 large DO caries, lingering pain to cold, TTP ++, no mobility. #29 and #31 cold WNL, not TTP. PA #30: caries into pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis #30, symptomatic apical periodontitis. Discussed RCT vs extraction; pt wants to save the tooth. Verbal consent. 2 carps 2% lido 1:100k epi right IANB, 1 carp 4% articaine 1:100k epi buccal infiltration #30. RD. Caries removed, access. Pulpectomy #30, 4 canals located. Irrigation 5.25% NaOCl. CaOH2 dressing + Cavit. Occlusion reduced. Rx ibuprofen 600 mg + acetaminophen 500 mg q6h x 3 days. Pt very anxious, said this is his first root canal. NV: complete RCT #30 in 1 week.',
    expect: {
      CC: 'Emergency. Severe throbbing pain LR since last night, ibuprofen not helping',
      'MED HX': 'HTN (amlodipine), NKDA. BP 148/92',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['30', 'Large DO caries, lingering pain to cold, TTP ++, no mobility'],
        ['29', 'Cold WNL, not TTP'],
        ['31', 'Cold WNL, not TTP'],
      ],
      RADIO: 'PA #30: caries into pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis #30', 'Symptomatic apical periodontitis'],
      CONSULT: 'Discussed RCT vs extraction; pt wants to save the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpectomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'RD',
        'Caries removed',
        'Access',
        'Pulpectomy #30',
        '4 canals located',
        'Irrigation 5.25% NaOCl',
        'CaOH2 dressing + Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg + acetaminophen 500 mg q6h x 3 days',
      ],
      NOTES: 'Pt very anxious, said this is his first root canal',
      NV: ['Complete RCT #30 in 1 week'],
    },
  }),
  defineCase({
    id: 'h30-11-us-asr-retreatment-consult-19-sinus-tract-cbct-missed-ml-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consultation number nineteen root canal done about eight years ago elsewhere she has a bump on the gum and a bad taste on and off medical history no changes takes omeprazole allergic to sulfa extraoral nothing remarkable intraoral er sinus tract buccal to nineteen traced with a gutta percha cone number nineteen pfm crown margins intact not tender to percussion probing three millimeters all around no mobility number eighteen and twenty normal to cold cbct of nineteen periapical lesion on the mesial root missed mesiolingual canal short fill in the distal canal no root fracture seen diagnosis previously treated number nineteen with chronic apical abscess discussed nonsurgical retreatment through the crown apical surgery or extraction and implant success of retreatment about eighty five percent she asked if the crown will break during access told her there's a small risk she'd need a new crown she'd like to think it over and talk to her husband plan retreatment number nineteen if she goes ahead",
    expect: {
      CC: 'Consultation #19. Root canal done about 8 years ago elsewhere. She has a bump on the gum and a bad taste on and off',
      'MED HX': 'No changes. Takes omeprazole. Allergic to sulfa',
      EXTRA: 'Nothing remarkable',
      INTRA: 'Sinus tract buccal to #19 traced with a gutta percha cone',
      DENTAL: [
        ['19', 'PFM crown margins intact not tender to percussion probing 3 mm all around no mobility'],
        ['18', 'Normal to cold'],
        ['20', 'Normal to cold'],
      ],
      RADIO:
        'CBCT of #19 periapical lesion on the mesial root. Missed ML canal. Short fill in the distal canal. No root fracture seen',
      DX: ['Previously treated #19 with chronic apical abscess'],
      CONSULT:
        "Discussed nonsurgical retreatment through the crown apical surgery or extraction and implant. Success of retreatment about 85%. She asked if the crown will break during access. Told her there's a small risk she'd need a new crown. She'd like to think it over and talk to her husband",
      'TX PLAN': ['Retreatment #19 if she goes ahead'],
    },
  }),
  defineCase({
    id: 'h30-12-us-typed-single-visit-rct-13-obturation-title-return-to-gd',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'RCT #13, single visit. Referred for RCT after pulp exposure during caries removal by GD last week, pulp capped with Dycal, sensitive to cold since. Med hx: no changes, asthma (albuterol), NKDA. #13 temp filling intact, cold lingering, TTP -. #12 and #14 WNL. PA: deep temp close to pulp, normal PDL, 2 roots. Dx: symptomatic irreversible pulpitis #13, normal apical tissues. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #13. RD. Access, 2 canals (B + P). WL w/ apex locator: B canal 21 mm. P canal 21.5 mm. Shaped to size 30 w/ Vortex Blue. Irrigated 6% NaOCl, 17% EDTA, final rinse w/ EndoActivator. Obturated #13 continuous wave w/ GP + BC Sealer. Core w/ MultiCore, access sealed. Post-op PA: obturation to length, no voids. Pt asked how soon she can get the crown: told her any time after 2 weeks. Return to GD for crown #13. Recall 6 months for PA.',
    expect: {
      CC: 'RCT #13, single visit. Referred for RCT after pulp exposure during caries removal by GD last week, pulp capped with Dycal, sensitive to cold since',
      'MED HX': 'No changes, asthma (albuterol), NKDA',
      DENTAL: [
        ['13', 'Temp filling intact, cold lingering, TTP -'],
        ['12', 'WNL'],
        ['14', 'WNL'],
      ],
      RADIO: 'PA: deep temp close to pulp, normal PDL, 2 roots. Post-op PA: obturation to length, no voids',
      DX: ['Symptomatic irreversible pulpitis #13', 'Normal apical tissues'],
      CONSULT: 'Pt asked how soon she can get the crown: told her any time after 2 weeks',
      'TX TODAY': ['Obturation #13'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13',
        'RD',
        'Access',
        '2 canals (B + P)',
        'WL w/ apex locator: B canal 21 mm',
        'P canal 21.5 mm',
        'Shaped to size 30 w/ Vortex Blue',
        'Irrigated 6% NaOCl',
        '17% EDTA',
        'Final rinse w/ EndoActivator',
        'Obturated #13 continuous wave w/ GP + BC Sealer',
        'Core w/ MultiCore',
        'Access sealed',
      ],
      'TX PLAN': ['Return to GD for crown #13'],
      'F/U': 'Recall 6 months for PA',
    },
  }),

  // ---------------------------------------------------------------- 3. US group practice: periodontist (Universal)
  defineCase({
    id: 'h30-13-us-typed-new-perio-eval-fmx-stage-iii-grade-c-mobility-24-25-plan-srp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt, referred by GD for perio eval re bone loss on BWX. Pt says gums bleed when brushing, lower front teeth feel loose. Med hx: type 2 diabetes, A1c 7.9, metformin + glipizide, NKDA. Smoker 1 ppd x 20 yrs. EO: WNL. IO: no lesions. Generalized 4-6 mm PD, 7-8 mm #3 D, #14 M, #19 D, #30 M. BOP 55%. Plaque 70%. Generalized 2-4 mm recession lower anteriors. Class II furcation #3, #14; class I furcation #19, #30. #24 and #25 mobility II. FMX: generalized horizontal bone loss 30-40%, vertical defects #19 D and #30 M. Dx: generalized periodontitis stage III grade C. Discussed diabetes and smoking as risk factors; pt willing to try quitting. Plan: letter to PCP re A1c, SRP 4 quads, re-eval 6 weeks, then possible osseous surgery. NV: SRP right side.',
    expect: {
      CC: 'New pt, referred by GD for perio eval re bone loss on BWX. Pt says gums bleed when brushing, lower front teeth feel loose',
      'MED HX': 'Type 2 diabetes, A1c 7.9, metformin + glipizide, NKDA. Smoker 1 ppd x 20 yrs',
      EXTRA: 'WNL',
      INTRA: 'No lesions',
      PERIO:
        'Generalized 4-6 mm PD, 7-8 mm #3 D, #14 M, #19 D, #30 M. BOP 55%. Plaque 70%. Generalized 2-4 mm recession lower anteriors. Class II furcation #3, #14; class I furcation #19, #30',
      DENTAL: [
        ['24', 'Mobility II'],
        ['25', 'Mobility II'],
      ],
      RADIO: 'FMX: generalized horizontal bone loss 30-40%, vertical defects #19 D and #30 M',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT: 'Discussed diabetes and smoking as risk factors; pt willing to try quitting',
      'TX PLAN': ['Letter to PCP re A1c', 'SRP 4 quads', 'Re-eval 6 weeks', 'Possible osseous surgery'],
      NV: ['SRP right side'],
    },
  }),
  defineCase({
    id: 'h30-14-us-asr-srp-ur-lr-arestin-chlorhexidine-irrigation-lunch-meeting',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the first of two scaling and root planing visits upper right and lower right medical history no changes blood sugar this morning one thirty two took her metformin no allergies she's cut down to half a pack a day uh four carpules lidocaine two percent one to one hundred thousand epi right ianb plus buccal and palatal infiltration upper right scaling and root planing upper right and lower right with the cavitron and gracey curettes heavy subgingival calculus on the molars arestin placed in the number three distal pocket irrigated with chlorhexidine oral hygiene instruction interdental brushes and water flosser she asked if the numbness will wear off before her lunch meeting told her about three hours next visit scaling and root planing upper left and lower left in one week",
    expect: {
      CC: 'First of 2 scaling and root planing visits upper right and lower right',
      'MED HX':
        "No changes. Blood sugar this morning 132. Took her metformin. No allergies. She's cut down to half a pack a day",
      CONSULT: 'She asked if the numbness will wear off before her lunch meeting. Told her about 3 hours',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Heavy subgingival calculus on the molars',
        'Arestin placed in #3 distal pocket',
        'Irrigated with chlorhexidine',
        'Oral hygiene instruction interdental brushes and water flosser',
      ],
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'h30-15-us-asr-perio-maintenance-psr-15-fractured-db-cusp-appends-chart-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "maintenance visit he says his gums are much better medical history no changes still on lisinopril no allergies extraoral within normal limits intraoral no lesions psr three three three three two three pockets mostly three to four millimeters five millimeter pockets number two distal and number fifteen mesial bleeding on probing twelve percent light plaque um number two class one mobility number fifteen fractured distobuccal cusp no pain four bitewings no caries bone levels stable periodontal maintenance done with ultrasonic and hand scaling full mouth polished oral hygiene instruction keep using the interdental brushes told him number fifteen will need a crown refer back to his general dentist for the crown recall three months",
    appends: [
      'add to chart number thirty one occlusal amalgam sound',
      "add to notes he's retiring next month and may move out of state",
      'change three months to four months',
    ],
    expect: {
      CC: 'Maintenance visit. He says his gums are much better',
      'MED HX': 'No changes. Still on lisinopril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'No lesions',
      PERIO:
        'PSR 3 3 3 / 3 2 3. Pockets mostly 3 to 4 mm. 5 mm pockets #2 distal and #15 mesial. Bleeding on probing 12%. Light plaque',
      DENTAL: [
        ['2', 'Class 1 mobility'],
        ['15', 'Fractured DB cusp no pain', 'DB cusp'],
        ['31', 'O amalgam sound'],
      ],
      RADIO: '4 bitewings no caries. Bone levels stable',
      CONSULT: 'Told him #15 will need a crown',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance done with ultrasonic and hand scaling full mouth',
        'Polished',
        'Oral hygiene instruction keep using the interdental brushes',
      ],
      'TX PLAN': ['Refer back to his general dentist for the crown'],
      NOTES: "He's retiring next month and may move out of state",
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'h30-16-us-typed-crown-lengthening-4-osseous-reduction-no-title-sutures',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for crown lengthening #4, referred by GD. Tooth fractured subgingivally on the buccal, needs crown. Med hx: no changes, NKDA, takes baby aspirin 81 mg daily (not stopped). #4 B margin 1 mm subgingival, fractured B cusp. #3 and #5 healthy. Probing #4 2-3 mm, no BOP. PA #4: adequate root length, crown-root ratio OK. Risks discussed: recession, sensitivity, black triangle. Written consent. 2 carps 2% lido 1:100k epi buccal + palatal infiltration #3-#5. Sulcular incisions #3-#5, full-thickness flap. Osseous reduction 2 mm w/ round bur + chisels to give 3 mm from margin to bone. Flap repositioned, 4-0 chromic sutures x 3. Hemostasis w/ gauze. Rx ibuprofen 600 mg q6h PRN, chlorhexidine 0.12% rinse BID. POI verbal + written. Pt said it was easier than expected. Plan: crown prep #4 w/ GD in 8 weeks. NV: suture removal 1 week.',
    expect: {
      CC: 'Crown lengthening #4, referred by GD. Tooth fractured subgingivally on the buccal, needs crown',
      'MED HX': 'No changes, NKDA, takes baby aspirin 81 mg daily (not stopped)',
      DENTAL: [
        ['4', 'B margin 1 mm subgingival, fractured B cusp', 'B cusp'],
        ['3', 'Healthy'],
        ['5', 'Healthy'],
      ],
      PERIO: 'Probing #4 2-3 mm, no BOP',
      RADIO: 'PA #4: adequate root length, crown-root ratio OK',
      CONSULT: 'Risks discussed: recession, sensitivity, black triangle',
      CONSENT: 'Written consent',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3-#5',
        'Sulcular incisions #3-#5',
        'Full-thickness flap',
        'Osseous reduction 2 mm w/ round bur + chisels to give 3 mm from margin to bone',
        'Flap repositioned',
        '4-0 chromic sutures x 3',
        'Hemostasis w/ gauze',
        'Rx ibuprofen 600 mg q6h PRN',
        'Chlorhexidine 0.12% rinse BID',
        'POI verbal + written',
      ],
      'TX PLAN': ['Crown prep #4 w/ GD in 8 weeks'],
      NOTES: 'Pt said it was easier than expected',
      NV: ['Suture removal 1 week'],
    },
  }),
  defineCase({
    id: 'h30-17-us-asr-gingival-graft-consult-24-25-alloderm-frenum-will-it-hurt',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient consult for gum recession lower front teeth she noticed her gums pulling back with sensitivity to cold hmm medical history healthy no meds allergic to latex extraoral within normal limits intraoral thin tissue lower anteriors high frenum attachment between twenty four and twenty five four millimeters of recession on twenty four and twenty five probing depths one to two millimeters no bleeding number twenty four and twenty five cervical abrasion number twenty three sound diagnosis gingival recession with thin phenotype lower anteriors went over a connective tissue graft versus an alloderm graft versus monitoring and a softer toothbrush she asked if it will hurt told her the palate donor site is the sore part which is why some people choose alloderm she'd like alloderm insurance pre authorization to be sent plan gingival graft twenty three to twenty five with alloderm and frenectomy showed her how to brush with a soft brush and less pressure",
    expect: {
      CC: 'New patient consult for gum recession lower front teeth. She noticed her gums pulling back with sensitivity to cold',
      'MED HX': 'Healthy. No meds. Allergic to latex',
      EXTRA: 'Within normal limits',
      INTRA: 'Thin tissue lower anteriors. High frenum attachment between #24 and #25',
      PERIO: '4 mm of recession on #24 and #25. Probing depths 1 to 2 mm. No bleeding',
      DENTAL: [
        ['24', 'Cervical abrasion'],
        ['25', 'Cervical abrasion'],
        ['23', 'Sound'],
      ],
      DX: ['Gingival recession with thin phenotype lower anteriors'],
      CONSULT:
        "Went over a connective tissue graft versus an AlloDerm graft versus monitoring and a softer toothbrush. She asked if it will hurt. Told her the palate donor site is the sore part which is why some people choose AlloDerm. She'd like AlloDerm. Insurance pre authorization to be sent. Showed her how to brush with a soft brush and less pressure",
      'TX PLAN': ['Gingival graft #23 to #25 with AlloDerm', 'Frenectomy'],
    },
  }),
  defineCase({
    id: 'h30-18-us-typed-ext-31-ridge-preservation-fdba-clindamycin-wife-drove',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Ext #31 + ridge preservation for future implant. Tooth has a vertical root fracture, diagnosed at last visit. Med hx: no changes, HTN (losartan), allergic to PCN. BP 136/84. #31 PFM crown, 9 mm pocket DL, mobility I. #30 and #32 WNL. Reviewed risks incl. nerve injury and graft failure. Consent signed. 3 carps 4% articaine 1:100k epi right IANB + buccal infiltration #31. Sectioned roots w/ surgical handpiece, extracted #31 atraumatically w/ periotomes + elevators. Socket debrided, buccal plate intact. Grafted w/ FDBA, covered w/ collagen plug, 4-0 chromic figure-8 suture. Hemostasis achieved. Rx clindamycin 300 mg QID x 7 days, ibuprofen 600 mg q6h PRN. POI verbal + written. Pt's wife drove him. NV post-op check 2 weeks. Plan: implant #31 in 4 months.",
    expect: {
      CC: 'Ext #31 + ridge preservation for future implant. Tooth has a vertical root fracture, diagnosed at last visit',
      'MED HX': 'No changes, HTN (losartan), allergic to PCN. BP 136/84',
      DENTAL: [
        ['31', 'PFM crown, 9 mm pocket DL, mobility I'],
        ['30', 'WNL'],
        ['32', 'WNL'],
      ],
      CONSULT: 'Reviewed risks incl. nerve injury and graft failure',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #31'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #31',
        'Sectioned roots w/ surgical handpiece',
        'Extracted #31 atraumatically w/ periotomes + elevators',
        'Socket debrided',
        'Buccal plate intact',
        'Grafted w/ FDBA',
        'Covered w/ collagen plug',
        '4-0 chromic figure-8 suture',
        'Hemostasis achieved',
        'Rx clindamycin 300 mg QID x 7 days',
        'Ibuprofen 600 mg q6h PRN',
        'POI verbal + written',
      ],
      'TX PLAN': ['Implant #31 in 4 months'],
      NOTES: "Pt's wife drove him",
      NV: ['Post-op check 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US group practice: pediatric dentist (Universal, letters)
  defineCase({
    id: 'h30-19-us-asr-child-first-visit-k-sorry-l-no-wait-sound-bedtime-milk',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient four year old with mom first dental visit mom noticed a dark spot on a back tooth and she drinks milk at bedtime um medical history healthy no meds allergic to amoxicillin extraoral normal intraoral soft tissues normal letter l occlusal caries sorry letter k occlusal caries letter t distal caries letters a and j sealed no wait letters a and j sound letters e and f sound two bitewings k caries into dentin t into enamel no others plaque along the lower gum line prophy fluoride varnish talked to mom about stopping the bedtime milk and brushing twice with a rice grain of fluoride toothpaste she did great next visit occlusal composite k recall six months',
    expect: {
      CC: 'New patient. First dental visit. Mom noticed a dark spot on a back tooth and she drinks milk at bedtime',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Plaque along the lower gum line',
      DENTAL: [
        ['K', 'O caries'],
        ['T', 'D caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['E', 'Sound'],
        ['F', 'Sound'],
      ],
      RADIO: '2 bitewings. #K caries into dentin. #T into enamel. No others',
      CONSULT:
        'Talked to mom about stopping the bedtime milk and brushing twice with a rice grain of fluoride toothpaste',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '4 year old with mom. She did great',
      NV: ['O composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-20-us-typed-child-pulpotomy-ssc-s-nitrous-mta-dad-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ dad. Here for pulpotomy + SSC #S per tx plan. Med hx: no changes, asthma (albuterol PRN), NKDA. #S large DO caries, no swelling, no mobility. #T O sealant intact. N2O/O2 50% for 15 min. Topical benzocaine. 1 carp 2% lido 1:100k epi right IANB. Rubber dam. Caries removed, carious exposure. Pulpotomy #S w/ MTA, hemostasis in 2 min. SSC #S size 5, cemented w/ Ketac Cem. Occlusion checked. 100% O2 for 5 min. Dad asked if the crown will fall out: told him it stays until the tooth is lost around 11-12. POI to dad incl. watch for lip biting. Pt did great, got a prize. Recall 6 months.',
    expect: {
      CC: 'Pulpotomy + SSC #S per tx plan',
      'MED HX': 'No changes, asthma (albuterol PRN), NKDA',
      DENTAL: [
        ['S', 'Large DO caries, no swelling, no mobility'],
        ['T', 'O sealant intact'],
      ],
      CONSULT: 'Dad asked if the crown will fall out: told him it stays until the tooth is lost around 11-12',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O/O2 50% for 15 min',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Carious exposure',
        'Pulpotomy #S w/ MTA',
        'Hemostasis in 2 min',
        'SSC #S size 5',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 for 5 min',
        'POI to dad incl. watch for lip biting',
      ],
      NOTES: '6 y/o w/ dad. Pt did great, got a prize',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-21-us-asr-child-scooter-fall-fractured-mi-corner-8-gi-sorry-flowable',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency eight year old with dad he fell off his scooter about an hour ago and chipped his front tooth no loss of consciousness medical history healthy tetanus up to date no allergies extraoral small graze on the chin intraoral upper lip slightly swollen no lacerations number eight fractured mesial incisal corner into dentin no pulp exposure not mobile sensitive to air number nine sound not mobile pa of eight and nine no root fracture apices open diagnosis uncomplicated crown fracture number eight no anesthetic needed uh glass ionomer sorry flowable composite liner over the dentin then mesial incisal composite number eight shade a one checked the bite told dad soft diet for a week and to watch for color change review in two weeks with a pa and sensibility test',
    expect: {
      CC: 'Emergency. He fell off his scooter about an hour ago and chipped his front tooth. No loss of consciousness',
      'MED HX': 'Healthy. Tetanus up to date. No allergies',
      EXTRA: 'Small graze on the chin',
      INTRA: 'Upper lip slightly swollen. No lacerations',
      DENTAL: [
        ['8', 'Fractured MI corner into dentin no pulp exposure not mobile sensitive to air', 'MI corner'],
        ['9', 'Sound not mobile'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture. Apices open',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT: 'Told dad soft diet for a week and to watch for color change',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No anesthetic needed',
        'Flowable composite liner over the dentin',
        'MI composite #8',
        'Shade A1',
        'Checked the bite',
      ],
      NOTES: '8 year old with dad',
      'F/U': 'Review in 2 weeks with a PA and sensibility test',
    },
  }),
  defineCase({
    id: 'h30-22-us-typed-child-ext-l-band-and-loop-impression-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7 y/o w/ mom. Here for ext #L (abscessed, seen last week, finished amoxicillin). Mom says swelling gone. Med hx: no changes, NKDA. #L buccal sinus tract, grossly decayed, mobility I. #K DO composite intact. #19 erupted, sealed. PA #L: furcation radiolucency, #20 crypt intact. Topical. 1 carp 2% lido 1:100k epi left IANB. Extracted #L w/ forceps, roots complete. Gauze pressure, hemostasis achieved. Band placed #19, impression for band and loop. Mom asked why he needs a spacer; explained to hold space for #20. POI to mom. Pt did great, picked a sticker. NV: deliver band and loop for #L space in 1 week.',
    appends: ['Add to notes: mom prefers after-school appointments.', 'Change 1 week to 2 weeks.'],
    expect: {
      CC: 'Ext #L (abscessed, seen last week, finished amoxicillin). Mom says swelling gone',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['L', 'Buccal sinus tract, grossly decayed, mobility I'],
        ['K', 'DO composite intact'],
        ['19', 'Erupted, sealed'],
      ],
      RADIO: 'PA #L: furcation radiolucency, #20 crypt intact',
      CONSULT: 'Mom asked why he needs a spacer; explained to hold space for #20',
      'TX TODAY': ['Extraction #L', 'Impression'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #L w/ forceps',
        'Roots complete',
        'Gauze pressure',
        'Hemostasis achieved',
        'Band placed #19',
        'Impression for band and loop',
        'POI to mom',
      ],
      NOTES: '7 y/o w/ mom. Pt did great, picked a sticker. Mom prefers after-school appointments',
      NV: ['Deliver band and loop for #L space in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h30-23-us-asr-child-recall-sealants-19-30-sdf-s-grandpa-black-stain',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six month recall six year old with grandpa no problems reported medical history adhd takes adderall no allergies soft tissues normal mild gingivitis lower front number three and fourteen partially erupted number nineteen and thirty fully erupted deep grooves letter s large occlusal cavity arrested dark letter i occlusal amalgam sound um no bitewings today had them six months ago prophy fissure sealants number nineteen and thirty silver diamine fluoride on letter s fluoride varnish grandpa asked if the black stain on s will go away told him no it's the sdf working he was wiggly but did okay next visit sealants three and fourteen when erupted recall six months",
    expect: {
      CC: '6 month recall. No problems reported',
      'MED HX': 'ADHD. Takes Adderall. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Mild gingivitis lower front',
      DENTAL: [
        ['3', 'Partially erupted'],
        ['14', 'Partially erupted'],
        ['19', 'Fully erupted deep grooves'],
        ['30', 'Fully erupted deep grooves'],
        ['S', 'Large O cavity arrested dark'],
        ['I', 'O amalgam sound'],
      ],
      RADIO: 'No bitewings today. Had them 6 months ago',
      CONSULT: "Grandpa asked if the black stain on #S will go away. Told him no it's the SDF working",
      'TX TODAY': ['Prophy', 'Fissure sealants #19, #30', 'SDF #S', 'Fluoride varnish'],
      TX: ['Prophy', 'Fissure sealants #19, #30', 'Silver diamine fluoride #S', 'Fluoride varnish'],
      NOTES: '6 year old with grandpa. He was wiggly but did okay',
      NV: ['Sealants #3, #14 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-24-us-typed-teen-o-composite-19-fissure-sealant-30-brackets-trumpet',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '12 y/o, came alone (mom in waiting room). Here for filling #19 + sealant #30. Med hx: no changes, NKDA. #19 O caries, small. #30 O fissures stained, no caries (DIAGNOdent 18). #18 and #31 erupting. Localized gingival inflammation around brackets. No LA needed. Isolite. #19 O caries removed w/ slow speed. Etch, bond, O composite #19 shade A1. Fissure sealant #30. Occlusion checked. OHI: proxabrush around brackets. Pt asked if he can still play trumpet. Told him yes. Recall 6 months.',
    expect: {
      CC: 'Filling #19 + sealant #30',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'O caries, small'],
        ['30', 'O fissures stained, no caries (DIAGNOdent 18)'],
        ['18', 'Erupting'],
        ['31', 'Erupting'],
      ],
      PERIO: 'Localized gingival inflammation around brackets',
      CONSULT: 'Pt asked if he can still play trumpet. Told him yes',
      'TX TODAY': ['O composite #19', 'Fissure sealant #30', 'OHI'],
      TX: [
        'No LA needed',
        'Isolite',
        '#19 O caries removed w/ slow speed',
        'Etch',
        'Bond',
        'O composite #19 shade A1',
        'Fissure sealant #30',
        'Occlusion checked',
        'OHI: proxabrush around brackets',
      ],
      NOTES: '12 y/o, came alone (mom in waiting room)',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. UK NHS practice: first dentist (FDI)
  defineCase({
    id: 'h30-25-uk-asr-fdi-nhs-check-up-bpe-bitewings-36-distal-sorry-mesial-band-2',
    style: 'UK',
    asr: true,
    transcript:
      "routine check up nhs no problems except the odd twinge on the lower left with cold medical history no changes type two diabetes on metformin and gliclazide no allergies smokes ten a day extra oral nad lymph nodes not palpable intra oral oral cancer screening nad bpe two two three three two two three six mesial occlusal amalgam with distal caries sorry mesial caries three seven disto occlusal composite sound four six crown sound one seven and two seven missing three five buccal cervical abrasion bitewings grade one three six mesial caries into dentine three five distal enamel caries diagnosis caries three six periodontitis lower left smoking advice given he's not ready to quit explained it's a band two course scale and polish and ohi interdental brushes next visit mesial occlusal composite three six recall six months",
    expect: {
      CC: 'Routine check up NHS. No problems except the odd twinge on the lower left with cold',
      'MED HX': 'No changes. Type 2 diabetes on metformin and gliclazide. No allergies. Smokes 10 a day',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Oral cancer screening NAD',
      PERIO: 'BPE 2 2 3 / 3 2 2',
      DENTAL: [
        ['36', 'MO amalgam with M caries'],
        ['37', 'DO composite sound'],
        ['46', 'Crown sound'],
        ['17', 'Missing'],
        ['27', 'Missing'],
        ['35', 'B cervical abrasion'],
      ],
      RADIO: 'Bitewings grade 1. 36 mesial caries into dentine. 35 distal enamel caries',
      DX: ['Caries 36', 'Periodontitis lower left'],
      CONSULT: "Smoking advice given. He's not ready to quit. Explained it's a band 2 course",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI interdental brushes'],
      NV: ['MO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-26-uk-typed-fdi-mod-amalgam-46-warfarin-siqveland-appends-notes-remove',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for MOD amalgam 46 (NHS band 2 course). MH: no change, warfarin for AF (INR 2.4 yesterday), NKDA. 46 MOD amalgam ditched, recurrent D caries. 45, 47 sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infiltration 46. Old amalgam + caries removed, dentine firm. Vitrebond base. Siqveland matrix + wedge. MOD amalgam 46 (Dispersalloy), carved, burnished. Occlusion checked. POIG. Pt asked if amalgam is being phased out: explained still allowed for adults on NHS. NV: S&P with hygienist. Recall 6/12.',
    appends: ['Add to notes: pt hard of hearing, speak clearly facing her.', 'Remove 47 sound.'],
    expect: {
      CC: 'MOD amalgam 46 (NHS band 2 course)',
      'MED HX': 'No change, warfarin for AF (INR 2.4 yesterday), NKDA',
      DENTAL: [
        ['46', 'MOD amalgam ditched, recurrent D caries'],
        ['45', 'Sound'],
      ],
      CONSULT: 'Pt asked if amalgam is being phased out: explained still allowed for adults on NHS',
      'TX TODAY': ['MOD amalgam 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Old amalgam + caries removed',
        'Dentine firm',
        'Vitrebond base',
        'Siqveland matrix + wedge',
        'MOD amalgam 46 (Dispersalloy)',
        'Carved',
        'Burnished',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: 'Pt hard of hearing, speak clearly facing her',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-27-uk-asr-fdi-emergency-36-irreversible-pulpitis-extirpation-ledermix',
    style: 'UK',
    asr: true,
    transcript:
      "emergency nhs she's had throbbing toothache lower left for three days kept her up last night paracetamol and ibuprofen not helping medical history no changes asthmatic on brown and blue inhalers allergic to penicillin extra oral no swelling intra oral soft tissues nad three six large occlusal caries tender to percussion lingering pain to cold three seven occlusal composite sound three five sound periapical three six deep caries into the pulp slightly widened periodontal ligament diagnosis symptomatic irreversible pulpitis three six explained options extraction or root canal treatment she'd like to keep it and understands it's band three for the crown later er la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine buccal infiltration three six rubber dam access pulp extirpated three six canals irrigated with sodium hypochlorite ledermix and cavit occlusion eased next visit complete root canal treatment three six in two weeks",
    expect: {
      CC: "Emergency NHS. She's had throbbing toothache lower left for 3 days. Kept her up last night. Paracetamol and ibuprofen not helping",
      'MED HX': 'No changes. Asthmatic on brown and blue inhalers. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['36', 'Large O caries tender to percussion lingering pain to cold'],
        ['37', 'O composite sound'],
        ['35', 'Sound'],
      ],
      RADIO: 'Periapical 36 deep caries into the pulp. Slightly widened periodontal ligament',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT:
        "Explained options extraction or root canal treatment. She'd like to keep it and understands it's band 3 for the crown later",
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine, buccal infiltration 36',
        'Rubber dam',
        'Access',
        'Pulp extirpated 36',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion eased',
      ],
      NV: ['Complete RCT 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h30-28-uk-typed-fdi-lower-partial-denture-eased-ulcer-opposite-34-daughter',
    style: 'UK',
    asr: false,
    transcript:
      "Attended c/o lower partial denture rubbing on the left since fitted 2/52 ago, upper denture fine. MH: no change, Parkinson's (co-careldopa), NKDA. Daughter accompanied pt. IO: 3 mm ulcer LL buccal sulcus opposite 34. 33, 34 sound. Denture adjustment: lower flange eased over ulcer with acrylic bur, 43 clasp tightened, polished. Pt said it feels better already. Advised Difflam spray + leave denture out at night. Review 1/52 if not healed.",
    expect: {
      CC: 'Lower partial denture rubbing on the left since fitted 2 weeks ago, upper denture fine',
      'MED HX': "No change, Parkinson's (co-careldopa), NKDA",
      INTRA: '3 mm ulcer LL buccal sulcus opposite 34',
      DENTAL: [
        ['33', 'Sound'],
        ['34', 'Sound'],
      ],
      CONSULT: 'Advised Difflam spray + leave denture out at night',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Denture adjustment: lower flange eased over ulcer with acrylic bur', '43 clasp tightened', 'Polished'],
      NOTES: 'Daughter accompanied pt. Pt said it feels better already',
      'F/U': 'Review 1 week if not healed',
    },
  }),
  defineCase({
    id: 'h30-29-uk-asr-fdi-child-check-up-fs-36-46-dry-guards-i-mean-cotton-wool-85',
    style: 'UK',
    asr: true,
    transcript:
      "nine year old attended with mum for his check up mum says he's been grinding at night medical history fit and well no allergies extra oral nad intra oral soft tissues healthy plaque score thirty percent three six and four six fully erupted deep fissures no caries one six and two six fully erupted sealed last year sealants intact eight five distal occlusal caries small seven five sound five three and six three mobile wear facets on the primary canines bitewings grade one eight five distal caries into outer dentine diagnosis caries eight five fissure sealants three six and four six under dry guards I mean under cotton wool rolls fluoride varnish twenty two thousand six hundred ppm applied diet advice less squash he was a superstar er next visit disto occlusal gic eight five recall six months",
    expect: {
      CC: "His check up. Mum says he's been grinding at night",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Wear facets on the primary canines',
      PERIO: 'Plaque score 30%',
      DENTAL: [
        ['36', 'Fully erupted deep fissures no caries'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['16', 'Fully erupted sealed last year sealants intact'],
        ['26', 'Fully erupted sealed last year sealants intact'],
        ['85', 'DO caries small'],
        ['75', 'Sound'],
        ['53', 'Mobile'],
        ['63', 'Mobile'],
      ],
      RADIO: 'Bitewings grade 1. 85 distal caries into outer dentine',
      DX: ['Caries 85'],
      CONSULT: 'Diet advice less squash',
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: ['Fissure sealants 36, 46 under cotton wool rolls', 'Fluoride varnish 22,600 ppm applied'],
      NOTES: '9 year old attended with mum. He was a superstar',
      NV: ['DO GIC 85'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h30-30-uk-typed-fdi-crown-fit-36-band-3-typed-sorry-cement-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Crown fit 36, NHS band 3. Temp came off at the weekend, no sensitivity. MH: no change, NKDA. 36 prep exposed, no caries. Gingiva slightly inflamed around 36. No LA. Prep cleaned w/ pumice + chlorhexidine. Metal-ceramic crown tried in, contacts tight mesially, adjusted, margins good, occlusion high on MB cusp, adjusted + polished. Cemented w/ Fuji I, sorry, RelyX Unicem. Excess removed, floss through contacts. Occlusion rechecked in lateral excursions. Pt happy. POIG. Told pt to floss daily around the crown. Recall 9/12, course complete.',
    expect: {
      CC: 'Crown fit 36, NHS band 3. Temp came off at the weekend, no sensitivity',
      'MED HX': 'No change, NKDA',
      DENTAL: [['36', 'Prep exposed, no caries']],
      PERIO: 'Gingiva slightly inflamed around 36',
      CONSULT: 'Told pt to floss daily around the crown',
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA',
        'Prep cleaned w/ pumice + chlorhexidine',
        'Metal-ceramic crown tried in',
        'Contacts tight mesially',
        'Adjusted',
        'Margins good',
        'Occlusion high on MB cusp',
        'Adjusted + polished',
        'Cemented w/ RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'Occlusion rechecked in lateral excursions',
        'POIG',
      ],
      NOTES: 'Pt happy',
      'F/U': 'Recall 9 months, course complete',
    },
  }),

  // ---------------------------------------------------------------- 6. UK NHS practice: second dentist (Palmer)
  defineCase({
    id: 'h30-31-uk-asr-palmer-new-patient-bpe-4s-opg-periodontitis-lr1-i-mean-grade-2',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um new patient nhs exam she hasn\'t seen a dentist for five years gums bleed when brushing medical history high blood pressure on ramipril allergic to penicillin smokes fifteen a day extra oral nad intra oral soft tissues nad bpe four three four three three four upper right six missing upper left seven mesial occlusal distal amalgam fractured palatal cusp lower right one grade one I mean grade two mobile lower left six occlusal caries upper right seven and upper left six crowns sound opg taken generalised horizontal bone loss up to fifty percent lower right one bone loss seventy percent diagnosis generalised periodontitis stage three grade c lower left six caries discussed smoking and gum disease she wants to try the stop smoking service ohi tepe brushes and electric toothbrush next visit rsd upper right and lower right recall three months',
    expect: {
      CC: "New patient NHS exam. She hasn't seen a dentist for 5 years. Gums bleed when brushing",
      'MED HX': 'High blood pressure on ramipril. Allergic to penicillin. Smokes 15 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 4 3 4 / 3 3 4',
      DENTAL: [
        ['UR6', 'Missing'],
        ['UL7', 'MOD amalgam fractured P cusp', 'P cusp'],
        ['LR1', 'Grade 2 mobile'],
        ['LL6', 'O caries'],
        ['UR7', 'Crowns sound'],
        ['UL6', 'Crowns sound'],
      ],
      RADIO: 'OPG taken. Generalised horizontal bone loss up to 50%. LR1 bone loss 70%',
      DX: ['Generalised periodontitis stage 3 grade C', 'LL6 caries'],
      CONSULT: 'Discussed smoking and gum disease. She wants to try the stop smoking service',
      'TX TODAY': ['OHI'],
      TX: ['OHI TePe brushes and electric toothbrush'],
      NV: ['RSD upper right and lower right'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h30-32-uk-typed-palmer-emergency-post-crown-ul2-recemented-fuji-i',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Crown UL2 came out eating a crusty roll, pt has crown. No pain. MH: no change, NKDA. UL2 post crown, post still in crown, root face sound, no caries, no mobility. UL1, UL3 sound. PA UL2: root intact, GP sealed, no PA radiolucency. Dx: decemented post crown UL2. Options: recement (NHS urgent band) or new post crown (band 3). Pt wants it recemented. Verbal consent. No LA. Crown + post cleaned, canal cleaned w/ CHX + paper points. Tried in, seats fully. Recemented crown UL2 w/ Fuji I. Excess removed, occlusion checked. Advised avoid biting into hard food with front teeth. Review at next exam.',
    expect: {
      CC: 'Emergency. Crown UL2 came out eating a crusty roll, pt has crown. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL2', 'Post crown, post still in crown, root face sound, no caries, no mobility'],
        ['UL1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      RADIO: 'PA UL2: root intact, GP sealed, no PA radiolucency',
      DX: ['Decemented post crown UL2'],
      CONSULT:
        'Options: recement (NHS urgent band) or new post crown (band 3). Pt wants it recemented. Advised avoid biting into hard food with front teeth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown recement UL2'],
      TX: [
        'No LA',
        'Crown + post cleaned',
        'Canal cleaned w/ CHX + paper points',
        'Tried in',
        'Seats fully',
        'Recemented crown UL2 w/ Fuji I',
        'Excess removed',
        'Occlusion checked',
      ],
      'F/U': 'Review at next exam',
    },
  }),
  defineCase({
    id: 'h30-33-uk-asr-palmer-child-abscess-lld-extraction-pus-sticker-nv-gic-lle',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'six year old with dad attended with toothache lower left for a week woke him up twice medical history fit and well no allergies extra oral slight swelling left cheek not hot intra oral buccal swelling next to lower left d lower left d large occlusal caries grade two mobile tender lower left e distal occlusal caries small lower left six partially erupted diagnosis dental abscess lower left d explained to dad it needs to come out today or antibiotics and wait he wants it out today verbal consent from dad topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left d um extracted lower left d with forceps roots complete pus from the socket haemostasis achieved post op instructions to dad no rinsing today he was very brave got a sticker next visit disto occlusal gic lower left e',
    expect: {
      CC: 'Toothache lower left for a week. Woke him up twice',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Slight swelling left cheek. Not hot',
      INTRA: 'Buccal swelling next to LLD',
      DENTAL: [
        ['LLD', 'Large O caries grade 2 mobile tender'],
        ['LLE', 'DO caries small'],
        ['LL6', 'Partially erupted'],
      ],
      DX: ['Dental abscess LLD'],
      CONSULT: 'Explained to dad it needs to come out today or antibiotics and wait. He wants it out today',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Extraction LLD'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLD',
        'Extracted LLD with forceps',
        'Roots complete',
        'Pus from the socket',
        'Haemostasis achieved',
        'Post-op instructions to dad no rinsing today',
      ],
      NOTES: '6 year old with dad. He was very brave. Got a sticker',
      NV: ['DO GIC LLE'],
    },
  }),
  defineCase({
    id: 'h30-34-uk-typed-palmer-consult-non-vital-ur1-options-nhs-private-no-treatment',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Consultation re UR1, discoloured + chipped, pt unhappy with appearance, wedding in summer. MH: no change, NKDA. Pt nervous of needles. UR1 grey, large M + D comps, chipped incisal edge, not TTP, EPT no response. UL1 sound, responds to EPT. PA UR1: periapical radiolucency 4 mm, root length good. Dx: pulp necrosis UR1 with asymptomatic apical periodontitis. Options discussed: RCT + internal bleaching + composite (NHS band 2), RCT + crown (NHS band 3 or private E-max £650), extraction + denture / bridge / implant. Pt keen to keep the tooth, prefers RCT + internal bleaching to start. Written tx plan + estimate given. NV: RCT UR1 (2 visits).',
    expect: {
      CC: 'Consultation re UR1, discoloured + chipped, pt unhappy with appearance, wedding in summer',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UR1', 'Grey, large M + D comps, chipped incisal edge, not TTP, EPT no response'],
        ['UL1', 'Sound, responds to EPT'],
      ],
      RADIO: 'PA UR1: periapical radiolucency 4 mm, root length good',
      DX: ['Pulp necrosis UR1 with asymptomatic apical periodontitis'],
      CONSULT:
        'Options discussed: RCT + internal bleaching + composite (NHS band 2), RCT + crown (NHS band 3 or private E-max £650), extraction + denture / bridge / implant. Pt keen to keep the tooth, prefers RCT + internal bleaching to start. Written tx plan + estimate given',
      NOTES: 'Pt nervous of needles',
      NV: ['RCT UR1 (2 visits)'],
    },
  }),
  defineCase({
    id: 'h30-35-uk-asr-palmer-do-composite-ul4-o-amalgam-ll7-scratch-that-appends-chart-change',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for two fillings on the left nhs band two medical history no changes no allergies upper left four distal caries lower left seven occlusal caries under the fissure sealant la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper left four then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left hmm cotton wool rolls caries removed upper left four sectional matrix and wedge etch bond disto occlusal composite upper left four shade a three then lower left seven caries removed occlusal composite lower left seven scratch that occlusal amalgam lower left seven checked the bite polished she asked if she can have a hot drink told her wait till the numbness wears off recall six months',
    appends: ['add to chart upper left five distal enamel caries monitor', 'change six months to twelve months'],
    expect: {
      CC: '2 fillings on the left NHS band 2',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UL4', 'D caries'],
        ['LL7', 'O caries under the fissure sealant'],
        ['UL5', 'D enamel caries monitor'],
      ],
      CONSULT: 'She asked if she can have a hot drink. Told her wait till the numbness wears off',
      'TX TODAY': ['DO composite UL4', 'O amalgam LL7'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL4',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Cotton wool rolls',
        'Caries removed UL4',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite UL4',
        'Shade A3',
        'LL7 caries removed',
        'O amalgam LL7',
        'Checked the bite',
        'Polished',
      ],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h30-36-uk-typed-palmer-dry-socket-lr8-alvogyl-smoker-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Pain LR8 area since XLA 4/7 ago (surgical XLA by colleague). Throbbing, radiating to ear, bad taste, co-codamol not helping. MH: no change, smoker 10/day (smoked the day after XLA), NKDA. EO: no swelling, no trismus, no lymphadenopathy. IO: LR8 socket empty, no clot, bone exposed, food debris. LR7 sound, not TTP. Dx: alveolar osteitis LR8 socket. Explained dry socket, nothing to do with the extraction itself, smoking increases risk. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right. Socket irrigated with warm saline, debris removed. Alvogyl placed. Pt felt relief straight away. Advised warm salt water rinses after 24 h, no smoking, analgesia ibuprofen 400 mg + paracetamol 1 g QDS. Review 3/7, sooner if worse.',
    expect: {
      CC: 'Pain LR8 area since XLA 4 days ago (surgical XLA by colleague). Throbbing, radiating to ear, bad taste, co-codamol not helping',
      'MED HX': 'No change, smoker 10/day (smoked the day after XLA), NKDA',
      EXTRA: 'No swelling, no trismus, no lymphadenopathy',
      INTRA: 'LR8 socket empty, no clot, bone exposed, food debris',
      DENTAL: [['LR7', 'Sound, not TTP']],
      DX: ['Alveolar osteitis LR8 socket'],
      CONSULT:
        'Explained dry socket, nothing to do with the extraction itself, smoking increases risk. Advised warm salt water rinses after 24 h, no smoking, analgesia ibuprofen 400 mg + paracetamol 1 g QDS',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed',
      ],
      NOTES: 'Pt felt relief straight away',
      'F/U': 'Review 3 days, sooner if worse',
    },
  }),
];
