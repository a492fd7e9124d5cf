// A forty-third development batch (ids as01–as24), written blind from the contract (bench/notes/corpus/README.md from
// "## General rules") by a helper that had not seen the engine or any other batch but more28. It samples the breadth
// of a general practice and the specialists it works with, US-heavy: periodontics (SRP by quadrant with Arestin,
// periodontal maintenance, a re-evaluation ending in an osseous surgery referral, UK supportive therapy with PMPR),
// oral surgery (four third molars, an excisional biopsy, an incision and drainage), implants (placement with a healing
// abutment, impression, crown fit), orthodontics (bracket repair and retainer check, an aligner review), paediatrics
// (primary teeth by letter, pulpotomy and SSC with nitrous, sealants and varnish, Frankl behaviour ratings),
// prosthodontics (a cobalt chrome framework try-in, a bridge prep, veneer preps), endodontics (a retreatment, an
// apicoectomy referral), TMD (a night guard delivery, splint impressions), a sleep appliance delivery, and dental
// trauma (an avulsion replanted and splinted, a lateral luxation with a crown fracture). US 16 (Universal: "number
// 30", "#30", "tooth thirty", letters), UK 8 (FDI 6, Palmer 2); 14 recogniser-style (fillers, "sorry" / "I mean" /
// "no wait" self-corrections) and 10 typed.
//
// Judgement calls where the contract was silent:
// - Procedures outside the naming table get no title, even when they are the visit's work: excisional biopsy (as05),
//   bracket rebond (as10), aligner attachments / IPR (as11), framework try-in (as14), veneer preps (as16, only its
//   "digital impressions" is titled), retreatment (as17: "retreatment" is not "root canal"), sleep appliance (as21).
// - SRP / PMPR of quadrants or the whole mouth is titled bare ("SRP", "PMPR"), as in more28.
// - "Sealants" said without "fissure" stays "Sealants" in NV (as12); it is not renamed to the table's word.
// - A splint across a range of teeth is titled with the range as said ("Splint 12 to 22", "Splint #7 through #10").
// - A composite bandage on a fractured incisor with the tooth in the same item is a filling title ("Composite #8").
// - Periodontal stage said as a number word is written as a digit ("stage 3"), by the numbers rule; typed "III" stays.
// - "Aligner eleven of twenty two" / "aligners twelve to fourteen" are counts, not teeth: written 11, 22, 12, 14
//   as plain numbers (they happen to read the same in FDI).
// - Frankl ratings, cooperation and who came with the patient are NOTES; home-care and wear instructions that are not
//   called post-op instructions are CONSULT; post-op instructions and prescriptions are TX steps.
// - A referral letter sent today is TX PLAN (a referral for treatment elsewhere), not TX.
// - A peri-implant / gingival finding dictated under "IO" stays INTRA; pocket and furcation findings are PERIO, not
//   DENTAL.
// - LA with two techniques said "buccal and palatal infiltration" is written "buccal infiltration + palatal
//   infiltration"; "left ianb and right ianb" is "IANB left + IANB right".
// - A recall or review interval said without "next visit" is F/U; "next visit …" is NV.
// - Suture size "four oh" is written "4-0"; "newton centimeters" is "Ncm".
// - An age said as a number ("eleven year old", as23, Universal numbering) is not a tooth: "11 year old".
// - Composite used to bond something to a named tooth (aligner attachment "replaced on 13 with template and flowable
//   composite", a splint "bonded with composite") is a material something is done with: no filling title.
// - A retreatment whose CC names the earlier root canal ("previous root canal about ten years ago") takes no RCT title
//   from the CC (done before).
import { defineCase, type NotesCase } from '../case.ts';

export const more43Cases: NotesCase[] = [
  defineCase({
    id: 'as01-us-asr-srp-lower-quadrants-arestin-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient here for scaling and root planing lower left and lower right quadrants medical history hypertension on lisinopril and baby aspirin generalized bleeding on probing pockets five to seven millimeters around lower molars uh two carpules lidocaine two percent one to one hundred thousand epi left ianb and right ianb srp lower left and lower right with piezo scaler and gracey curettes arestin placed in number eighteen mesial pocket I mean number nineteen mesial pocket and number thirty distal pocket post op instructions given next visit srp upper right and upper left in two weeks re evaluation six weeks after',
    expect: {
      CC: 'Scaling and root planing lower left and lower right quadrants',
      'MED HX': 'Hypertension on lisinopril and baby aspirin',
      PERIO: 'Generalized bleeding on probing. Pockets 5 to 7 mm around lower molars',
      'TX TODAY': ['SRP'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + IANB right',
        'SRP lower left and lower right with piezo scaler and Gracey curettes',
        'Arestin placed in #19 mesial pocket and #30 distal pocket',
        'Post-op instructions given',
      ],
      NV: ['SRP upper right and upper left in 2 weeks'],
      'F/U': 'Re-evaluation 6 weeks after',
    },
  }),
  defineCase({
    id: 'as02-us-typed-perio-maintenance-furcation-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for periodontal maintenance, last SRP 2023. Med hx: no changes, NKDA. PSR 3 3 3 / 3 2 4*. 4-5 mm pockets upper right molars, 6 mm DL #30 with BOP, class I furcation #30. Full-mouth debridement with Cavitron, localized deep scaling #30. Polished. OHI given, Sulcabrush for #30 furcation. Discussed possible referral to periodontist if #30 does not improve. Recall perio maintenance 3 months.',
    expect: {
      CC: 'Periodontal maintenance, last SRP 2023',
      'MED HX': 'No changes, NKDA',
      PERIO: 'PSR 3 3 3 / 3 2 4*. 4-5 mm pockets upper right molars, 6 mm DL #30 with BOP, class I furcation #30',
      CONSULT: 'Discussed possible referral to periodontist if #30 does not improve',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Full-mouth debridement with Cavitron',
        'Localized deep scaling #30',
        'Polished',
        'OHI given',
        'Sulcabrush for #30 furcation',
      ],
      'F/U': 'Recall perio maintenance 3 months',
    },
  }),
  defineCase({
    id: 'as03-us-asr-perio-reeval-osseous-surgery-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay uh patient here for periodontal re evaluation six weeks after s r p medical history no changes former smoker quit last year probing depths improved in anterior areas residual six to eight millimeter pockets upper molars with bleeding on probing grade two furcation number three buccal fmx reviewed horizontal bone loss with vertical defect mesial of number three um diagnosis periodontitis stage three grade b generalized discussed osseous surgery upper right and upper left with periodontist patient agreeable referral letter sent to periodontist for osseous surgery consult oral hygiene instructions reviewed with interproximal brushes recall perio maintenance every three months alternating with periodontist',
    expect: {
      CC: 'Periodontal re-evaluation 6 weeks after SRP',
      'MED HX': 'No changes. Former smoker quit last year',
      PERIO:
        'Probing depths improved in anterior areas. Residual 6 to 8 mm pockets upper molars with bleeding on probing. Grade 2 furcation #3 buccal',
      RADIO: 'FMX reviewed. Horizontal bone loss with vertical defect mesial of #3',
      DX: ['Periodontitis stage 3 grade B generalized'],
      CONSULT: 'Discussed osseous surgery upper right and upper left with periodontist. Patient agreeable',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instructions reviewed with interproximal brushes'],
      'TX PLAN': ['Referral letter sent to periodontist for osseous surgery consult'],
      'F/U': 'Recall perio maintenance every 3 months alternating with periodontist',
    },
  }),
  defineCase({
    id: 'as04-us-asr-four-third-molars-nitrous-surgical-lowers',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for removal of wisdom teeth uh all four medical history healthy no meds allergic to sulfa pano shows number one and sixteen erupted seventeen and thirty two partially bony impacted mesioangular close to canal risks of paresthesia dry socket infection and sinus communication explained written consent signed nitrous oxide thirty percent four carpules articaine four percent one to one hundred thousand epi left ianb right ianb and buccal infiltrations number one and sixteen extracted with forceps um surgical extraction of seventeen and thirty two flap raised bone removed teeth sectioned sockets irrigated four chromic gut sutures placed gauze packs post op instructions given rx ibuprofen eight hundred milligrams sorry six hundred milligrams patient tolerated well follow up one week',
    expect: {
      CC: 'Removal of wisdom teeth all 4',
      'MED HX': 'Healthy. No meds. Allergic to sulfa',
      RADIO: 'Pano shows #1 and #16 erupted. #17 and #32 partially bony impacted mesioangular close to canal',
      CONSULT: 'Risks of paresthesia dry socket infection and sinus communication explained',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17, #32'],
      TX: [
        'Nitrous oxide 30%',
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, IANB left + IANB right + buccal infiltrations',
        '#1, #16 extracted with forceps',
        'Surgical extraction #17, #32',
        'Flap raised',
        'Bone removed',
        'Teeth sectioned',
        'Sockets irrigated',
        '4 chromic gut sutures placed',
        'Gauze packs',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg',
      ],
      NOTES: 'Patient tolerated well',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'as05-us-typed-excisional-biopsy-lateral-tongue',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt referred by PCP for white lesion on left lateral tongue, present 3 months, painless. Med hx: former smoker 20 pack-years, quit 2019; HTN on amlodipine. EO: no lymphadenopathy. IO: 1.2 x 0.8 cm white non-wipeable plaque left lateral border of tongue, slightly indurated. Dx: leukoplakia left lateral tongue. Discussed excisional biopsy, risks and healing. Written consent. 1 carpule lidocaine 2% 1:100,000 epi, lingual infiltration. Excisional biopsy with 2 mm margins. Specimen in formalin sent to oral pathology. 3 Vicryl sutures. Hemostasis achieved. POI given, Rx chlorhexidine rinse. Review in 1 week with pathology results.',
    expect: {
      CC: 'Pt referred by PCP for white lesion on left lateral tongue, present 3 months, painless',
      'MED HX': 'Former smoker 20 pack-years, quit 2019; HTN on amlodipine',
      EXTRA: 'No lymphadenopathy',
      INTRA: '1.2 x 0.8 cm white non-wipeable plaque left lateral border of tongue, slightly indurated',
      DX: ['Leukoplakia left lateral tongue'],
      CONSULT: 'Discussed excisional biopsy, risks and healing',
      CONSENT: 'Written consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, lingual infiltration',
        'Excisional biopsy with 2 mm margins',
        'Specimen in formalin sent to oral pathology',
        '3 Vicryl sutures',
        'Hemostasis achieved',
        'POI given',
        'Rx chlorhexidine rinse',
      ],
      'F/U': 'Review in 1 week with pathology results',
    },
  }),
  defineCase({
    id: 'as06-uk-asr-incision-drainage-abscess-46',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with swelling lower right three days getting worse um medical history penicillin allergy rash extra oral mild swelling right submandibular area no trismus afebrile on examination fluctuant buccal swelling adjacent to forty six forty six grossly carious tender to percussion pa taken periapical radiolucency forty six diagnosis acute apical abscess forty six discussed rct or extraction patient wants to think about it verbal consent for drainage la two point two mls articaine four percent one in one hundred thousand adrenaline buccal infiltration forty six incision and drainage of buccal swelling pus drained access cavity forty six opened to drain er prescribed metronidazole four hundred milligrams three times a day for five days review in two days',
    expect: {
      CC: 'Swelling lower right 3 days getting worse',
      'MED HX': 'Penicillin allergy rash',
      EXTRA: 'Mild swelling right submandibular area. No trismus. Afebrile',
      INTRA: 'Fluctuant buccal swelling adjacent to 46',
      DENTAL: [['46', 'Grossly carious tender to percussion']],
      RADIO: 'PA taken. Periapical radiolucency 46',
      DX: ['Acute apical abscess 46'],
      CONSULT: 'Discussed RCT or extraction. Patient wants to think about it',
      CONSENT: 'Verbal consent for drainage',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Incision and drainage of buccal swelling',
        'Pus drained',
        'Access cavity 46 opened to drain',
        'Prescribed metronidazole 400 mg 3 times a day for 5 days',
      ],
      'F/U': 'Review in 2 days',
    },
  }),
  defineCase({
    id: 'as07-us-asr-implant-placement-tooth-thirty-healing-abutment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for implant placement on tooth thirty uh medical history no changes not diabetic nonsmoker cbct reviewed adequate bone width nine millimeters height fourteen millimeters above canal consent signed premedicated with amoxicillin two grams one hour before two carpules lidocaine two percent one to one hundred thousand epi right ianb and buccal infiltration crestal incision full thickness flap osteotomy with sequential drills four point three millimeter implant placed number thirty insertion torque thirty five newton centimeters healing abutment placed sutured with four oh chromic post op instructions given rx chlorhexidine rinse patient did great next visit suture check in two weeks plan implant impression in three months',
    expect: {
      CC: 'Implant placement on #30',
      'MED HX': 'No changes. Not diabetic. Nonsmoker',
      RADIO: 'CBCT reviewed. Adequate bone width 9 mm height 14 mm above canal',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Implant placement #30'],
      TX: [
        'Premedicated with amoxicillin 2 g 1 hour before',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Crestal incision',
        'Full thickness flap',
        'Osteotomy with sequential drills',
        '4.3 mm implant placed #30',
        'Insertion torque 35 Ncm',
        'Healing abutment placed',
        'Sutured with 4-0 chromic',
        'Post-op instructions given',
        'Rx chlorhexidine rinse',
      ],
      'TX PLAN': ['Implant impression in 3 months'],
      NOTES: 'Patient did great',
      NV: ['Suture check in 2 weeks'],
    },
  }),
  defineCase({
    id: 'as08-us-typed-implant-impression-19-closed-tray',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for implant impression #19, implant placed 4 months ago. No changes to med hx. PA: osseointegration confirmed, bone level stable. Healing abutment removed. IO: peri-implant tissue healthy, no bleeding. Closed tray impression coping placed. Final impressions taken with PVS, opposing alginate. Shade A2. Bite registration. Healing abutment replaced. NV: implant crown delivery #19 in 3 weeks.',
    expect: {
      CC: 'Implant impression #19, implant placed 4 months ago',
      'MED HX': 'No changes to med hx',
      RADIO: 'PA: osseointegration confirmed, bone level stable',
      INTRA: 'Peri-implant tissue healthy, no bleeding',
      'TX TODAY': ['Impressions'],
      TX: [
        'Healing abutment removed',
        'Closed tray impression coping placed',
        'Final impressions taken with PVS',
        'Opposing alginate',
        'Shade A2',
        'Bite registration',
        'Healing abutment replaced',
      ],
      NV: ['Implant crown delivery #19 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'as09-uk-typed-palmer-implant-crown-fit-ur6',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for fit of implant crown UR6. MH: no changes, on amlodipine. Healing abutment removed. Screw-retained zirconia crown tried in, contacts adjusted mesially. Crown fitted UR6, screw torqued to 35 Ncm. PTFE tape and composite over access hole. Occlusion checked, light contact in ICP. PA taken to confirm seating, no gap. Patient delighted. OHI with interdental brushes and water flosser. Review 1 week then annual implant check.',
    expect: {
      CC: 'Fit of implant crown UR6',
      'MED HX': 'No changes, on amlodipine',
      RADIO: 'PA taken to confirm seating, no gap',
      'TX TODAY': ['Crown fit UR6', 'OHI'],
      TX: [
        'Healing abutment removed',
        'Screw-retained zirconia crown tried in',
        'Contacts adjusted mesially',
        'Crown fitted UR6',
        'Screw torqued to 35 Ncm',
        'PTFE tape and composite over access hole',
        'Occlusion checked',
        'Light contact in ICP',
        'OHI with interdental brushes and water flosser',
      ],
      NOTES: 'Patient delighted',
      'F/U': 'Review 1 week then annual implant check',
    },
  }),
  defineCase({
    id: 'as10-us-asr-ortho-bracket-rebond-retainer-check-correction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for broken bracket on number seven sorry number ten and retainer check medical history no changes allergies none lower fixed retainer intact from number twenty two to twenty seven no calculus number ten bracket debonded um bracket rebonded on number ten with transbond after etch and prime arch wire religated elastic ties replaced advised avoid hard and sticky foods patient and mom happy next visit routine adjustment with doctor in four weeks',
    expect: {
      CC: 'Broken bracket on #10 and retainer check',
      'MED HX': 'No changes. Allergies none',
      INTRA: 'Lower fixed retainer intact from #22 to #27. No calculus',
      DENTAL: [['10', 'Bracket debonded']],
      CONSULT: 'Advised avoid hard and sticky foods',
      TX: [
        'Bracket rebonded #10 with Transbond after etch and prime',
        'Arch wire religated',
        'Elastic ties replaced',
      ],
      NOTES: 'Patient and mom happy',
      NV: ['Routine adjustment with doctor in 4 weeks'],
    },
  }),
  defineCase({
    id: 'as11-uk-asr-aligner-review-attachment-13-ipr-counts-not-teeth',
    style: 'UK',
    asr: true,
    transcript:
      'okay invisalign review aligner eleven of twenty two er medical history no changes tracking well no gaps between aligners and teeth attachment missing on thirteen attachment replaced on thirteen with template and flowable composite interproximal reduction point two millimetres between thirty two and thirty one sorry between thirty two and thirty three aligners twelve to fourteen issued chewies given advised to change aligners every ten days review in six weeks',
    expect: {
      CC: 'Invisalign review aligner 11 of 22',
      'MED HX': 'No changes',
      INTRA: 'Tracking well. No gaps between aligners and teeth',
      DENTAL: [['13', 'Attachment missing']],
      CONSULT: 'Advised to change aligners every 10 days',
      TX: [
        'Attachment replaced 13 with template and flowable composite',
        'Interproximal reduction 0.2 mm between 32 and 33',
        'Aligners 12 to 14 issued',
        'Chewies given',
      ],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'as12-us-asr-peds-pulpotomy-ssc-k-nitrous-frankl',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um patient here for pulpotomy and crown on k mom present medical history healthy no allergies uh child nervous at start frankl three nitrous oxide forty percent topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam placed caries removed pulp exposed pulpotomy on k with formocresol I mean with mta then stainless steel crown size four cemented on k with fuji ionomer occlusion checked child did well by the end frankl four post op instructions given to mom including lip biting next visit sealants on nineteen and thirty',
    expect: {
      CC: 'Pulpotomy and crown on #K',
      'MED HX': 'Healthy. No allergies',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Nitrous oxide 40%',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #K with MTA',
        'Stainless steel crown size 4 cemented #K with Fuji ionomer',
        'Occlusion checked',
        'Post-op instructions given to mom including lip biting',
      ],
      NOTES: 'Mom present. Child nervous at start Frankl 3. Child did well by the end Frankl 4',
      NV: ['Sealants #19, #30'],
    },
  }),
  defineCase({
    id: 'as13-us-typed-peds-recall-fissure-sealants-varnish-dad',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for 6-month recall. Dad present. Med hx: mild asthma, albuterol PRN. Frankl 4, cooperative. Bitewings x2 taken: incipient lesion #S distal, no other caries. O/E #3 and #14 erupted, deep pits and fissures. Prophy, fluoride varnish applied. Fissure sealants #3 and #14 placed with Ultraseal. OHI to pt and dad, flossing demo. Diet counseling: limit juice. Recall 6 months, monitor #S.',
    expect: {
      CC: '6-month recall',
      'MED HX': 'Mild asthma, albuterol PRN',
      RADIO: 'Bitewings x2 taken: incipient lesion #S distal, no other caries',
      DENTAL: [
        ['3', 'Erupted, deep pits and fissures'],
        ['14', 'Erupted, deep pits and fissures'],
      ],
      CONSULT: 'Diet counseling: limit juice',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14', 'OHI'],
      TX: [
        'Prophy',
        'Fluoride varnish applied',
        'Fissure sealants #3, #14 placed with Ultraseal',
        'OHI to pt and dad',
        'Flossing demo',
      ],
      NOTES: 'Dad present. Frankl 4, cooperative',
      'F/U': 'Recall 6 months, monitor #S',
    },
  }),
  defineCase({
    id: 'as14-uk-asr-palmer-cobalt-chrome-framework-try-in',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for try in of lower cobalt chrome framework medical history no changes on examination lower right four mobility grade one discussed lower right four prognosis guarded patient understands framework tried in um slight rocking relieved at lingual plate er framework now fully seated clasps retentive occlusion checked framework clear of upper teeth bite registration on wax rim mould and shade a three sorry a two chosen with patient next visit wax try in',
    expect: {
      CC: 'Try-in of lower cobalt chrome framework',
      'MED HX': 'No changes',
      DENTAL: [['LR4', 'Mobility grade 1']],
      CONSULT: 'Discussed LR4 prognosis guarded. Patient understands',
      TX: [
        'Framework tried in',
        'Slight rocking relieved at lingual plate',
        'Framework now fully seated',
        'Clasps retentive',
        'Occlusion checked',
        'Framework clear of upper teeth',
        'Bite registration on wax rim',
        'Mould and shade A2 chosen with patient',
      ],
      NV: ['Wax try-in'],
    },
  }),
  defineCase({
    id: 'as15-us-typed-bridge-prep-3-5-temporary-bridge',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for bridge prep #3 and #5, pontic #4. Med hx: no changes, takes metformin. 2 carpules articaine 4% 1:100,000 epi, buccal infiltration #3 and #5. Old amalgam #3 removed, buildup with Core Paste. Bridge prep #3 and #5 for PFM bridge. Retraction cord. Final impressions with Impregum, bite registration. Shade A3. Temporary bridge fabricated with Integrity, cemented with TempBond NE. Occlusion adjusted. Pt tolerated well. Next visit: seat bridge in 2 weeks.',
    expect: {
      CC: 'Bridge prep #3 and #5, pontic #4',
      'MED HX': 'No changes, takes metformin',
      'TX TODAY': ['Bridge prep #3, #5', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #5',
        'Old amalgam #3 removed',
        'Buildup with Core Paste',
        'Bridge prep #3, #5 for PFM bridge',
        'Retraction cord',
        'Final impressions with Impregum',
        'Bite registration',
        'Shade A3',
        'Temporary bridge fabricated with Integrity',
        'Cemented with TempBond NE',
        'Occlusion adjusted',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['Bridge fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'as16-us-asr-veneer-preps-7-10-digital-impressions',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for veneer preps on seven eight nine and ten medical history no changes no allergies discussed preparation is irreversible and possible sensitivity patient signed consent two carpules lidocaine two percent one to one hundred thousand epi infiltration upper anterior veneer preps seven through ten with facial reduction point five millimeters and incisal reduction one millimeter retraction cord placed digital impressions taken with itero shade b l two sorry b l three confirmed with patient temporaries made from mock up with luxatemp spot etched and bonded um occlusion and guidance checked next visit seat veneers seven through ten in two weeks',
    expect: {
      CC: 'Veneer preps on #7, #8, #9 and #10',
      'MED HX': 'No changes. No allergies',
      CONSULT: 'Discussed preparation is irreversible and possible sensitivity',
      CONSENT: 'Patient signed consent',
      'TX TODAY': ['Impressions'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infiltration upper anterior',
        'Veneer preps #7 through #10 with facial reduction 0.5 mm and incisal reduction 1 mm',
        'Retraction cord placed',
        'Digital impressions taken with iTero',
        'Shade BL3 confirmed with patient',
        'Temporaries made from mock-up with Luxatemp',
        'Spot etched and bonded',
        'Occlusion and guidance checked',
      ],
      NV: ['Seat veneers #7 through #10 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'as17-us-asr-endo-retreatment-3-mb2-latex-allergy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for retreatment on number three uh previous root canal about ten years ago now tender to bite medical history no changes allergic to latex cbct shows periapical radiolucency on mesiobuccal root and untreated mb two canal diagnosis previously treated tooth with symptomatic apical periodontitis number three discussed retreatment versus extraction and implant success rates explained patient chose retreatment consent signed two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration non latex rubber dam access through crown gutta percha removed with rotary files and chloroform um mb two located and negotiated working lengths confirmed cleaned and shaped canals irrigated with sodium hypochlorite calcium hydroxide placed cavit next visit obturation number three in three weeks',
    expect: {
      CC: 'Retreatment on #3. Previous root canal about 10 years ago. Now tender to bite',
      'MED HX': 'No changes. Allergic to latex',
      RADIO: 'CBCT shows periapical radiolucency on MB root and untreated MB2 canal',
      DX: ['Previously treated tooth with symptomatic apical periodontitis #3'],
      CONSULT:
        'Discussed retreatment versus extraction and implant. Success rates explained. Patient chose retreatment',
      CONSENT: 'Consent signed',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        'Non-latex rubber dam',
        'Access through crown',
        'Gutta percha removed with rotary files and chloroform',
        'MB2 located and negotiated',
        'Working lengths confirmed',
        'Cleaned and shaped',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide placed',
        'Cavit',
      ],
      NV: ['Obturation #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'as18-uk-typed-failed-rct-21-apicoectomy-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Attended complaining of tenderness and gumboil above 21. RCT 21 done 2019 elsewhere, post crown. MH: fit and well, NKDA. O/E sinus tract buccal to 21. 21 TTP with crown margins intact. PA 21: well-condensed root filling, 4 mm periapical radiolucency, long cast post. Dx: chronic apical abscess 21, failed RCT. Options discussed: apicoectomy, orthograde retreatment with post removal, extraction and implant. Risk of root fracture with post removal explained. Patient prefers apicoectomy. Referred to oral surgery at local hospital for apicoectomy 21. Review after specialist appointment.',
    expect: {
      CC: 'Tenderness and gumboil above 21. RCT 21 done 2019 elsewhere, post crown',
      'MED HX': 'Fit and well, NKDA',
      INTRA: 'Sinus tract buccal to 21',
      DENTAL: [['21', 'TTP with crown margins intact']],
      RADIO: 'PA 21: well-condensed root filling, 4 mm periapical radiolucency, long cast post',
      DX: ['Chronic apical abscess 21', 'Failed RCT'],
      CONSULT:
        'Options discussed: apicoectomy, orthograde retreatment with post removal, extraction and implant. Risk of root fracture with post removal explained. Patient prefers apicoectomy',
      'TX PLAN': ['Referred to oral surgery at local hospital for apicoectomy 21'],
      'F/U': 'Review after specialist appointment',
    },
  }),
  defineCase({
    id: 'as19-us-asr-night-guard-delivery-bruxism-myofascial',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for night guard delivery reports morning jaw soreness and headaches from clenching at night medical history no changes takes sertraline extraoral masseters tender to palpation bilaterally left tmj click on opening no deviation max opening forty two millimeters intraoral wear facets on canines um linea alba diagnosis bruxism and myofascial pain hard upper occlusal guard tried in adjusted for even contacts in centric and canine guidance sorry anterior guidance polished delivered patient shown insertion and cleaning advised soft diet warm compresses and jaw exercises follow up four weeks to check fit',
    expect: {
      CC: 'Night guard delivery. Reports morning jaw soreness and headaches from clenching at night',
      'MED HX': 'No changes. Takes sertraline',
      EXTRA: 'Masseters tender to palpation bilaterally. Left TMJ click on opening. No deviation. Max opening 42 mm',
      INTRA: 'Wear facets on canines. Linea alba',
      DX: ['Bruxism', 'Myofascial pain'],
      CONSULT: 'Advised soft diet warm compresses and jaw exercises',
      'TX TODAY': ['Night guard'],
      TX: [
        'Hard upper occlusal guard tried in',
        'Adjusted for even contacts in centric and anterior guidance',
        'Polished',
        'Delivered',
        'Patient shown insertion and cleaning',
      ],
      'F/U': 'Follow up 4 weeks to check fit',
    },
  }),
  defineCase({
    id: 'as20-uk-typed-tmd-disc-displacement-splint-impressions-47-cusp',
    style: 'UK',
    asr: false,
    transcript:
      'Attended c/o clicking right jaw and pain on chewing for 2 months. MH: migraines, sumatriptan PRN. EO: right TMJ reciprocal click, tender right lateral pterygoid and masseter, max opening 38 mm with deviation to right. IO: scalloped tongue, generalised attrition. 47 fractured lingual cusp, asymptomatic. Dx: right TMJ disc displacement with reduction, myofascial pain. Advised soft diet, avoiding gum, jaw rest and heat packs. Discussed lower stabilisation splint, fee £280, patient wants to go ahead. Upper and lower alginate impressions, facebow and bite registration in CR. NV: fit lower stabilisation splint 2 weeks.',
    expect: {
      CC: 'Clicking right jaw and pain on chewing for 2 months',
      'MED HX': 'Migraines, sumatriptan PRN',
      EXTRA: 'Right TMJ reciprocal click, tender right lateral pterygoid and masseter, max opening 38 mm with deviation to right',
      INTRA: 'Scalloped tongue, generalised attrition',
      DENTAL: [['47', 'Fractured L cusp, asymptomatic', 'L cusp']],
      DX: ['Right TMJ disc displacement with reduction', 'Myofascial pain'],
      CONSULT:
        'Advised soft diet, avoiding gum, jaw rest and heat packs. Discussed lower stabilisation splint, fee £280, patient wants to go ahead',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions', 'Facebow and bite registration in CR'],
      NV: ['Fit lower stabilisation splint 2 weeks'],
    },
  }),
  defineCase({
    id: 'as21-us-typed-sleep-appliance-delivery-osa',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for delivery of oral sleep appliance (mandibular advancement), mild OSA, AHI 12, referred by sleep physician. Med hx: HTN, losartan. EO: TMJs no clicking, max opening 48 mm. Perio: healthy, no mobility. Appliance tried in, retention good. Set at 60% of max protrusion. Morning repositioner given. Discussed side effects: bite changes, tooth soreness, TMJ discomfort. Instructed to wear nightly and advance 1 mm per week as tolerated. Follow-up 4 weeks for titration check.',
    expect: {
      CC: 'Delivery of oral sleep appliance (mandibular advancement), mild OSA, AHI 12, referred by sleep physician',
      'MED HX': 'HTN, losartan',
      EXTRA: 'TMJs no clicking, max opening 48 mm',
      PERIO: 'Healthy, no mobility',
      CONSULT:
        'Discussed side effects: bite changes, tooth soreness, TMJ discomfort. Instructed to wear nightly and advance 1 mm per week as tolerated',
      TX: ['Appliance tried in', 'Retention good', 'Set at 60% of max protrusion', 'Morning repositioner given'],
      'F/U': 'Follow-up 4 weeks for titration check',
    },
  }),
  defineCase({
    id: 'as22-uk-asr-avulsion-11-replant-splint-no-wait-antibiotic',
    style: 'UK',
    asr: true,
    transcript:
      'emergency um fourteen year old fell off scooter one hour ago upper front tooth knocked out tooth kept in milk mum present medical history fit and well tetanus up to date extra oral graze on chin no other injuries no loss of consciousness intra oral small laceration upper lip no foreign body socket of eleven clotted twenty one mobile grade one tender to percussion pa taken no root fracture twenty one eleven socket intact diagnosis avulsion eleven and subluxation twenty one la one point one mls lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with saline eleven rinsed with saline and replanted position checked flexible wire splint bonded with composite twelve to twenty one I mean twelve to twenty two pa taken to confirm position prescribed doxycycline no wait prescribed amoxicillin five hundred milligrams three times a day for seven days post op instructions given soft diet and chlorhexidine mouthwash next visit splint removal and rct eleven in ten days',
    expect: {
      CC: 'Emergency. 14 year old fell off scooter 1 hour ago. Upper front tooth knocked out. Tooth kept in milk',
      'MED HX': 'Fit and well. Tetanus up to date',
      EXTRA: 'Graze on chin. No other injuries. No loss of consciousness',
      INTRA: 'Small laceration upper lip. No foreign body. Socket of 11 clotted',
      DENTAL: [['21', 'Mobile grade 1 tender to percussion']],
      RADIO: 'PA taken. No root fracture 21. 11 socket intact. PA taken to confirm position',
      DX: ['Avulsion 11', 'Subluxation 21'],
      'TX TODAY': ['Splint 12 to 22'],
      TX: [
        'LA: 1.1 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with saline',
        '11 rinsed with saline and replanted',
        'Position checked',
        'Flexible wire splint bonded with composite 12 to 22',
        'Prescribed amoxicillin 500 mg 3 times a day for 7 days',
        'Post-op instructions given soft diet and chlorhexidine mouthwash',
      ],
      NOTES: 'Mum present',
      NV: ['Splint removal', 'RCT 11 in 10 days'],
    },
  }),
  defineCase({
    id: 'as23-us-asr-lateral-luxation-9-crown-fracture-8-splint',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency eleven year old hit in mouth with baseball at practice about two hours ago dad with him medical history healthy no meds no allergies extraoral lip swollen intraoral number nine displaced palatally and locked in occlusion number eight enamel dentin fracture of mesial incisal angle without pulp exposure pa and occlusal film taken no root fractures widened pdl number nine diagnosis lateral luxation number nine and uncomplicated crown fracture number eight topical then one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration then number nine repositioned with digital pressure flexible wire splint seven through ten bonded with composite um composite bandage placed on number eight post op instructions given to dad next visit splint removal in four weeks follow up with pulp testing at six weeks',
    expect: {
      CC: 'Emergency. 11 year old hit in mouth with baseball at practice about 2 hours ago',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Lip swollen',
      DENTAL: [
        ['9', 'Displaced palatally and locked in occlusion'],
        ['8', 'Enamel dentin fracture of MI angle without pulp exposure', 'MI angle'],
      ],
      RADIO: 'PA and occlusal film taken. No root fractures. Widened PDL #9',
      DX: ['Lateral luxation #9', 'Uncomplicated crown fracture #8'],
      'TX TODAY': ['Splint #7 through #10', 'Composite #8'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration',
        '#9 repositioned with digital pressure',
        'Flexible wire splint #7 through #10 bonded with composite',
        'Composite bandage placed #8',
        'Post-op instructions given to dad',
      ],
      NOTES: 'Dad with him',
      NV: ['Splint removal in 4 weeks'],
      'F/U': 'Follow up with pulp testing at 6 weeks',
    },
  }),
  defineCase({
    id: 'as24-uk-typed-supportive-perio-therapy-pmpr-periochip',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for supportive periodontal therapy, 3-monthly. MH: type 2 diabetes, HbA1c 48, metformin. Non-smoker. BPE 3 2 3 / 3 2 3. 6PPC: residual 5 mm pockets 16 DB and 26 MB, BOP 12%, plaque score 18%. 46 grade I furcation. Dx: stable periodontitis stage III grade B. Supra- and subgingival PMPR with ultrasonic and hand instruments. PerioChip placed in 26 MB pocket. OHI given, TePe size 2 for molars. Recall SPT 3 months.',
    expect: {
      CC: 'Supportive periodontal therapy, 3-monthly',
      'MED HX': 'Type 2 diabetes, HbA1c 48, metformin. Non-smoker',
      PERIO:
        'BPE 3 2 3 / 3 2 3. 6PPC: residual 5 mm pockets 16 DB and 26 MB, BOP 12%, plaque score 18%. 46 grade I furcation',
      DX: ['Stable periodontitis stage III grade B'],
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'Supra- and subgingival PMPR with ultrasonic and hand instruments',
        'PerioChip placed in 26 MB pocket',
        'OHI given',
        'TePe size 2 for molars',
      ],
      'F/U': 'Recall SPT 3 months',
    },
  }),
];
