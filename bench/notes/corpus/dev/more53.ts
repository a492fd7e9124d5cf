// A fifty-third development batch (ids bc01–bc30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more48 / more51 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is examinations and emergencies with many
// findings: new-patient full examinations, recalls, emergency and pain visits, trauma (adult, child, a primary incisor,
// an avulsion), orthodontic and paediatric checks, domiciliary visits, second opinions, a limited exam, a spreading
// infection sent to hospital and a pre-radiotherapy assessment. The dictation moves between complaint, history,
// extra-oral, intra-oral soft tissue, gums (BPE / PSR, pockets, recession, bleeding, plaque, mobility, furcation),
// per-tooth chart findings, radiograph reports naming teeth, diagnoses and options, with findings said tooth by tooth
// or region by region, a tooth corrected after it was said, "same on the other side", "both lower sevens", ranges
// ("one eight to one four all sound", "14-17 sound", "#22-#27 sound", a range across the midline), findings that are
// the absence of something, soft tissue next to a tooth, a relative's / carer's / nurse's report, and something
// remembered late. Seven clinicians:
//   bc01–bc05 a UK NHS associate (FDI, recogniser-style, "three six" number words): new patient, emergency pain, a
//     child's trauma, a recall with a late finding, a second opinion (appended dictation);
//   bc06–bc09 a UK private dentist who types full notes (FDI): new patient with perio and a chart, adult trauma,
//     a domiciliary visit, sinus pain with no dental cause;
//   bc10–bc13 a UK dentist who says Palmer words ("upper right six", "lower left e") (Palmer, recogniser-style):
//     recall, pericoronitis, a child's check-up, a care-home visit;
//   bc14–bc17 a UK paediatric / orthodontic dentist who types Palmer shorthand (URC, ULA): orthodontic assessment,
//     a toddler's intrusion, MIH at recall, an orthodontic emergency;
//   bc18–bc22 a US general dentist (Universal, recogniser-style): comprehensive exam, limited exam with a sinus
//     tract, periodic exam, a child's check-up with primary letters, a second opinion on a cracked tooth;
//   bc23–bc26 a US urgent-care dentist who types (Universal): avulsion, limited exam, periodic exam with perio
//     findings (appended dictation), a spreading infection referred to hospital;
//   bc27–bc30 an Australian dentist (FDI; style 'UK'): new patient check-up and clean (typed), a child under the
//     CDBS (recogniser), toothache (recogniser), a pre-radiotherapy assessment (typed).
// UK style 21 (FDI 13 incl. the Australian 4, Palmer 8), US 9 (Universal); 16 recogniser-style (lower case, number
// words, fillers, "sorry" / "I mean" / "no wait" corrections, no punctuation) and 14 typed; 111 to 182 words; two
// cases with appended dictation (bc05 recogniser "add to notes …" / "change recall six months to nine months"; bc25
// typed "Add to medical history:" / "Add to chart:" / a second "Next visit:").
//
// Judgement calls where the contract was silent:
// - Ranges of teeth ("one eight to one four all sound", "14-17 sound", "11-13 sound", "45-43 sound", "42-32
//   missing", "#22-#27 sound", "numbers eighteen through twenty sound", "one three to two three sound" across the
//   midline) give one DENTAL entry per tooth in the range, in the order said, each with the condition; "all" is
//   dropped like "both" (it says which teeth, not what they have).
// - "Same on the other side" gives the same condition to the tooth in the same place on the other side of the same
//   arch (UR6 → UL6, 16 → 26, #3 → #14, #K → #T, URD / URE → ULD / ULE); "same on 36", "same thing on fourteen" and
//   "same on the lower sixes" give it to the teeth named. The phrase itself is not written anywhere.
// - "Both lower sevens", "both upper sevens", "both lower sixes", "upper sixes", "both lower eights" are the two teeth
//   of that arch, one entry each; "both" is dropped as the contract lists.
// - Absent findings said of one tooth ("no pulp exposure", "no response to cold", "not mobile", "no caries", "no
//   swelling no sinus" in that tooth's run) stay in its chart entry. Said of a region or the mouth with no tooth
//   number ("no caries in the upper arch", "lower incisors not involved", "no other injuries", erosion of "the upper
//   anteriors") they are intra-oral findings (INTRA: "not about one tooth"); said of the films they stay in RADIO.
// - Soft tissue at a tooth (swelling buccal to 46, a sinus tract at #18, the operculum over LR8, an ulcer next to the
//   34 root or opposite LL7, a gingival laceration labial to 31, the #9 socket with clot, a frenum) is INTRA and makes
//   no chart entry for that mention (rule 7; the more48–51 round). A clasp "broken on 33" is a denture finding (INTRA).
// - Periodontal findings with the measure first and the tooth as its place (pockets, recession, "grade I furcation
//   36 buccal") stay in PERIO; a sentence that opens with a tooth and its mobility or furcation is a chart entry (as
//   the README's l08 / l13 / w10 convention). Plaque, calculus, bleeding, plaque scores, "oral hygiene fair",
//   "mobility normal" said of a quadrant, and "probing depths 3 mm or less around #14" are PERIO.
// - Orthodontic occlusal findings (incisor class, overjet, overbite, centreline, a crowded segment) are INTRA; the
//   skeletal pattern and lips are EXTRA; the malocclusion and IOTN are DX.
// - Trauma charting: luxations, intrusion, mobility and bleeding from the sulcus are chart conditions with no
//   fracture; "fractured incisal edge" → fracture "Incisal edge"; "complicated crown fracture" → "Crown"; "enamel
//   fracture, MI corner" → "MI corner" ("mesial incisal" is a run of two surfaces, so MI). A crack ("crack line on
//   the D marginal ridge", "crack through the P cusp") and "chipped" are no fracture (null), as more51 ba22 and
//   more48 write them. An avulsed tooth's socket is INTRA; the avulsion itself is in CC and DX only.
// - Who reports the complaint (a wife, girlfriend, husband, mum, dad, a care-home nurse or carer) stays in CC with it
//   (more51); who came with the patient and a child's age with them are NOTES ("7 year old attended with mum", "3
//   y/o, dad present"), as are "she was very brave", "he's a tradie", a phone call to the hospital resident, a letter
//   and films sent on.
// - "Domiciliary visit …", "Second opinion", "Limited exam", "Walk-in emergency", "Ortho assessment, referred by
//   GDP", "Pre-radiotherapy dental assessment" are the reason for attending (CC). The cancer and its radiotherapy date,
//   typed after "MH:", are history.
// - Temperature, trismus and voice taken with the extra-oral exam are EXTRA; blood pressure is MED HX (as earlier
//   batches), with its bracketed advice kept in the bracket.
// - Titles: "Partial pulpotomy 11" keeps "Partial" (like "surgical extraction stays"); "repositioned and splinted to
//   32 and 41" is one step titled "Splint 31" (the teeth after "to" are where it is anchored); a splint typed over a
//   range keeps the range as typed ("Splint #7-#10"); "irrigated under the operculum" → "Irrigation"; "lower denture
//   flange eased" → "Denture adjustment"; "Temp dressing #30 with IRM" → "Temporary dressing #30"; "exposed dentine
//   covered with GIC" is a material something is done with (no title); replanting, repositioning, smoothing, wax,
//   "toothbrushing instruction" / "TBI" and a prescription are steps with no title. "Pulp extirpated" without its tooth
//   is titled with the visit's one treated tooth ("Extirpation 16"). "Hall crown" and "stainless steel crown" in a
//   next visit are "SSC".
// - Advice after treatment (soft diet, CHX rinse, steam inhalation, denture out at night) is CONSULT; a night guard
//   "recommended" is advice (CONSULT), not a plan. A referral to hospital or oral surgery is TX PLAN; "Re-evaluate 3
//   months after RSD" and reviews with sensibility tests are F/U; "review need for ortho extraction of 6s at age 10"
//   typed inside a Plan list stays a TX PLAN item.
// - "Oh and I forgot", "oh forgot to say" are dropped as asides; the late finding is charted where it was said, the
//   late history goes to MED HX.
// - Spoken BPE / PSR: by arch ("bpe upper two two two lower two one three"), "code two all sextants except code three
//   lower left", or six digits in a row (bc04, bc20), written as said (the six digits with a slash; the scorer turns
//   punctuation into spaces, so the slash does not count). Typed scores keep the slash.
// - Appends: "add to notes …" adds to NOTES; "change recall six months to nine months" keeps "Recall"; "Add to
//   medical history:" adds to MED HX; "Add to chart: #31 O amalgam, sound." adds a DENTAL entry (the chart's header
//   word, as "dental chart, charting"); a later "Next visit:" replaces the earlier next visit (as more26 / more49 /
//   more51).
// - The Australian dentist is style 'UK' (FDI, British spelling); "check-up and clean" stays in CC; the CDBS, the
//   health-fund gap and fees are CONSULT; "arvo" and "tradie" are kept as said.
// - In recogniser-style text fields a new clause starts a new sentence; recogniser-style chart conditions keep the
//   spoken run without added commas (as more51).
import { defineCase, type NotesCase } from '../case.ts';

export const more53Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS associate (FDI, recogniser-style)
  defineCase({
    id: 'bc01-uk-asr-fdi-new-patient-ranges-midline-both-lower-sevens-25-caries',
    style: 'UK',
    asr: true,
    transcript:
      "new patient exam moved to the area no complaints just wants a check up medical history asthma uses a brown inhaler and a blue one allergic to penicillin non smoker extra oral nad lymph nodes not palpable tmj no clicking intra oral soft tissues healthy tongue and floor of mouth nad bpe upper two two two lower two one three um five millimetre pocket distal of four seven charting one eight to one four all sound one three to two three sound two four disto occlusal amalgam sound two six occlusal caries sorry two five occlusal caries two six crown three six mesial occlusal distal amalgam with a fractured lingual cusp both lower sevens fissure sealed four six occlusal composite four eight missing bitewings grade one caries in two five into dentine no other caries horizontal bone loss around four seven diagnosis caries two five fractured cusp three six localised periodontitis four seven explained findings band two course he'd like the filling first scale and polish done ohi next visit occlusal composite two five and crown prep three six recall six months",
    expect: {
      CC: 'New patient exam. Moved to the area. No complaints. Just wants a check up',
      'MED HX': 'Asthma uses a brown inhaler and a blue one. Allergic to penicillin. Non smoker',
      EXTRA: 'NAD. Lymph nodes not palpable. TMJ no clicking',
      INTRA: 'Soft tissues healthy. Tongue and floor of mouth NAD',
      PERIO: 'BPE upper 2 2 2 lower 2 1 3. 5 mm pocket distal of 47',
      DENTAL: [
        ['18', 'Sound'],
        ['17', 'Sound'],
        ['16', 'Sound'],
        ['15', 'Sound'],
        ['14', 'Sound'],
        ['13', 'Sound'],
        ['12', 'Sound'],
        ['11', 'Sound'],
        ['21', 'Sound'],
        ['22', 'Sound'],
        ['23', 'Sound'],
        ['24', 'DO amalgam sound'],
        ['25', 'O caries'],
        ['26', 'Crown'],
        ['36', 'MOD amalgam with a fractured L cusp', 'L cusp'],
        ['37', 'Fissure sealed'],
        ['47', 'Fissure sealed'],
        ['46', 'O composite'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. Caries in 25 into dentine. No other caries. Horizontal bone loss around 47',
      DX: ['Caries 25', 'Fractured cusp 36', 'Localised periodontitis 47'],
      CONSULT: "Explained findings. Band 2 course. He'd like the filling first",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI'],
      NV: ['O composite 25', 'Crown prep 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bc02-uk-asr-fdi-emergency-46-swelling-buccal-wife-report-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment pain lower right for three days throbbing and worse at night his wife says he hasn't slept for two nights taking ibuprofen and paracetamol medical history type two diabetes on metformin no allergies extra oral slight swelling right submandibular no lymphadenopathy sorry tender right submandibular node intra oral swelling buccal to four six soft not fluctuant four six large disto occlusal amalgam tender to percussion no response to ethyl chloride grade one mobility four five sound responds normally four seven mesial occlusal composite sound pa four six periapical radiolucency on the mesial root about four millimetres diagnosis pulp necrosis with symptomatic apical periodontitis four six options root canal or extraction he wants to keep it verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four six rubber dam pulp extirpated four six canals irrigated with hypochlorite ledermix and cavit post op instructions given next visit rct four six review sooner if the swelling gets worse",
    expect: {
      CC: "Emergency appointment. Pain lower right for 3 days throbbing and worse at night. His wife says he hasn't slept for 2 nights. Taking ibuprofen and paracetamol",
      'MED HX': 'Type 2 diabetes on metformin. No allergies',
      EXTRA: 'Slight swelling right submandibular. Tender right submandibular node',
      INTRA: 'Swelling buccal to 46 soft not fluctuant',
      DENTAL: [
        ['46', 'Large DO amalgam tender to percussion no response to ethyl chloride grade 1 mobility'],
        ['45', 'Sound responds normally'],
        ['47', 'MO composite sound'],
      ],
      RADIO: 'PA 46 periapical radiolucency on the mesial root about 4 mm',
      DX: ['Pulp necrosis with symptomatic apical periodontitis 46'],
      CONSULT: 'Options root canal or extraction. He wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Pulp extirpated 46',
        'Canals irrigated with hypochlorite',
        'Ledermix and Cavit',
        'Post-op instructions given',
      ],
      NV: ['RCT 46'],
      'F/U': 'Review sooner if the swelling gets worse',
    },
  }),
  defineCase({
    id: 'bc03-uk-asr-fdi-child-trauma-11-incisal-edge-21-subluxation-mum',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old attended with mum fell off her scooter this morning and hit her front teeth on the pavement mum says she didn't knock her head no vomiting medical history fit and well no allergies tetanus up to date extra oral graze on the chin upper lip swollen intra oral small laceration inside the upper lip no foreign body felt occlusion unchanged one one fractured incisal edge into dentine no pulp exposure tender to percussion not mobile two one slightly mobile tender bleeding from the sulcus not displaced five two and six two sound pa one one and two one no root fracture open apices diagnosis uncomplicated crown fracture one one subluxation two one exposed dentine on one one covered with gic explained to mum the nerve may die and the tooth could darken advised soft diet for a week and chlorhexidine mouthwash twice a day she was very brave review two weeks with sensibility tests",
    expect: {
      CC: "Fell off her scooter this morning and hit her front teeth on the pavement. Mum says she didn't knock her head. No vomiting",
      'MED HX': 'Fit and well. No allergies. Tetanus up to date',
      EXTRA: 'Graze on the chin. Upper lip swollen',
      INTRA: 'Small laceration inside the upper lip. No foreign body felt. Occlusion unchanged',
      DENTAL: [
        [
          '11',
          'Fractured incisal edge into dentine no pulp exposure tender to percussion not mobile',
          'Incisal edge',
        ],
        ['21', 'Slightly mobile tender bleeding from the sulcus not displaced'],
        ['52', 'Sound'],
        ['62', 'Sound'],
      ],
      RADIO: 'PA 11 and 21 no root fracture. Open apices',
      DX: ['Uncomplicated crown fracture 11', 'Subluxation 21'],
      CONSULT:
        'Explained to mum the nerve may die and the tooth could darken. Advised soft diet for a week and chlorhexidine mouthwash twice a day',
      TX: ['Exposed dentine 11 covered with GIC'],
      NOTES: '7 year old attended with mum. She was very brave',
      'F/U': 'Review 2 weeks with sensibility tests',
    },
  }),
  defineCase({
    id: 'bc04-uk-asr-fdi-recall-same-other-side-mobility-31-41-late-47-cavity',
    style: 'UK',
    asr: true,
    transcript:
      "recall exam no problems um medical history no changes still on amlodipine and atorvastatin ex smoker extra oral nad intra oral small white patch left buccal mucosa along the bite line wipes off I mean doesn't wipe off looks frictional bpe three three three three two three generalised bleeding on probing plaque score forty percent recession two millimetres buccal of one four and two four three one and four one grade one mobility one six mesial occlusal distal amalgam sound same on the other side three six crown margins fine four six root filled with a crown three seven disto occlusal composite recurrent caries distal margin bitewings grade one recurrent caries three seven horizontal bone loss about thirty percent diagnosis generalised periodontitis stage three grade b frictional keratosis and secondary caries three seven scale and polish done ohi with interdental brushes oh and I forgot four seven has a buccal cervical cavity next visit disto occlusal composite three seven and rsd lower right recall three months",
    expect: {
      CC: 'Recall exam. No problems',
      'MED HX': 'No changes. Still on amlodipine and atorvastatin. Ex smoker',
      EXTRA: 'NAD',
      INTRA: "Small white patch left buccal mucosa along the bite line doesn't wipe off. Looks frictional",
      PERIO:
        'BPE 3 3 3 / 3 2 3. Generalised bleeding on probing. Plaque score 40%. Recession 2 mm buccal of 14 and 24',
      DENTAL: [
        ['31', 'Grade 1 mobility'],
        ['41', 'Grade 1 mobility'],
        ['16', 'MOD amalgam sound'],
        ['26', 'MOD amalgam sound'],
        ['36', 'Crown margins fine'],
        ['46', 'Root filled with a crown'],
        ['37', 'DO composite recurrent caries D margin'],
        ['47', 'B cervical cavity'],
      ],
      RADIO: 'Bitewings grade 1. Recurrent caries 37. Horizontal bone loss about 30%',
      DX: ['Generalised periodontitis stage 3 grade B', 'Frictional keratosis', 'Secondary caries 37'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI with interdental brushes'],
      NV: ['DO composite 37', 'RSD lower right'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bc05-uk-asr-fdi-second-opinion-no-caries-upper-arch-cracked-46-appends',
    style: 'UK',
    asr: true,
    transcript:
      "second opinion she was told at another practice she needs four fillings and a crown and wants another look no pain her husband says she grinds at night medical history hypothyroid on levothyroxine allergic to latex extra oral masseters slightly enlarged tmj nad intra oral linea alba both cheeks scalloped tongue bpe two in all sextants no caries in the upper arch two seven occlusal stain not carious three six mesial occlusal amalgam sound three seven occlusal composite sound four six disto occlusal amalgam cracked distal marginal ridge sorry mesial marginal ridge four seven sound both lower eights missing bitewings grade one no caries into dentine early enamel lesion distal of one five diagnosis bruxism cracked marginal ridge four six explained I couldn't find any decay that needs filling today and the crack on four six can be watched or crowned she'd like to monitor it night guard recommended fluoride toothpaste advised recall six months",
    appends: [
      "add to notes she brought the other practice's treatment plan with her",
      'change recall six months to nine months',
    ],
    expect: {
      CC: 'Second opinion. She was told at another practice she needs 4 fillings and a crown and wants another look. No pain. Her husband says she grinds at night',
      'MED HX': 'Hypothyroid on levothyroxine. Allergic to latex',
      EXTRA: 'Masseters slightly enlarged. TMJ NAD',
      INTRA: 'Linea alba both cheeks. Scalloped tongue. No caries in the upper arch',
      PERIO: 'BPE 2 in all sextants',
      DENTAL: [
        ['27', 'O stain not carious'],
        ['36', 'MO amalgam sound'],
        ['37', 'O composite sound'],
        ['46', 'DO amalgam cracked M marginal ridge'],
        ['47', 'Sound'],
        ['38', 'Missing'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. No caries into dentine. Early enamel lesion distal of 15',
      DX: ['Bruxism', 'Cracked marginal ridge 46'],
      CONSULT:
        "Explained I couldn't find any decay that needs filling today and the crack on 46 can be watched or crowned. She'd like to monitor it. Night guard recommended. Fluoride toothpaste advised",
      NOTES: "She brought the other practice's treatment plan with her",
      'F/U': 'Recall 9 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK private dentist, typed (FDI)
  defineCase({
    id: 'bc06-uk-typed-fdi-new-patient-perio-furcation-46-range-14-17-same-on-36',
    style: 'UK',
    asr: false,
    transcript:
      "New patient, private. Wants a full check and to see the hygienist; last seen 4 years ago. Nervous after a bad extraction as a teenager. MH: hypertension (ramipril), type 2 diabetes, diet-controlled. NKDA. Smokes 15/day. EO: NAD, TMJ clicks on opening, no pain. IO: soft tissues healthy apart from smoker's keratosis on the hard palate. BPE 3 4 3 / 3 3 4. 6 mm pockets mesial 16 and distal 47, BOP 35%. Grade I furcation 36 buccal. 46 grade II furcation, mobility I. Chart: 14-17 sound. 18, 28 missing. 26 MOD amalgam, sound; same on 36. Both lower sevens crowned. 25 distal caries. 11 and 21 composite veneers, chipped incisally. OPG grade 1: generalised horizontal bone loss 30-40%, 50% at 46, periapical area 25. Dx: generalised periodontitis stage III grade C; caries 25; periapical periodontitis 25. Options: RSD; 25 RCT or extraction. Wants hygiene first. Smoking cessation advice given. Plan: RSD all quadrants, sensibility test 25. Re-evaluate 3 months after RSD.",
    expect: {
      CC: 'New patient, private. Wants a full check and to see the hygienist; last seen 4 years ago',
      'MED HX': 'Hypertension (ramipril), type 2 diabetes, diet-controlled. NKDA. Smokes 15/day',
      EXTRA: 'NAD, TMJ clicks on opening, no pain',
      INTRA: "Soft tissues healthy apart from smoker's keratosis on the hard palate",
      PERIO: 'BPE 3 4 3 / 3 3 4. 6 mm pockets mesial 16 and distal 47, BOP 35%. Grade I furcation 36 buccal',
      DENTAL: [
        ['46', 'Grade II furcation, mobility I'],
        ['14', 'Sound'],
        ['15', 'Sound'],
        ['16', 'Sound'],
        ['17', 'Sound'],
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['26', 'MOD amalgam, sound'],
        ['36', 'MOD amalgam, sound'],
        ['37', 'Crowned'],
        ['47', 'Crowned'],
        ['25', 'D caries'],
        ['11', 'Composite veneers, chipped incisally'],
        ['21', 'Composite veneers, chipped incisally'],
      ],
      RADIO: 'OPG grade 1: generalised horizontal bone loss 30-40%, 50% at 46, periapical area 25',
      DX: ['Generalised periodontitis stage III grade C', 'Caries 25', 'Periapical periodontitis 25'],
      CONSULT: 'Options: RSD; 25 RCT or extraction. Wants hygiene first. Smoking cessation advice given',
      'TX PLAN': ['RSD all quadrants', 'Sensibility test 25'],
      NOTES: 'Nervous after a bad extraction as a teenager',
      'F/U': 'Re-evaluate 3 months after RSD',
    },
  }),
  defineCase({
    id: 'bc07-uk-typed-fdi-adult-trauma-11-pulpotomy-31-extrusion-splint',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Came off his bike this morning and hit his mouth on the handlebars. No LOC, no headache. MH: no meds, NKDA, tetanus up to date. EO: 1 cm laceration lower lip, sutured at A&E; grazed chin. Mouth opening normal, no step in the mandible. IO: occlusion normal. Gingival laceration labial to 31. 11 complicated crown fracture, pulp exposed (1 mm), TTP, sensibility +. 21 enamel fracture, MI corner, sensibility +. 12 and 22 not tender, no mobility. 31 extruded approx 2 mm, mobile, sensibility -. 41 and 42 sound. PAs: no root fractures 11, 21, 31; 31 widened PDL apically. Dx: complicated crown fracture 11, enamel fracture 21, extrusive luxation 31. Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11 and 31. Partial pulpotomy 11 with Biodentine, composite bandage. 31 repositioned and splinted to 32 and 41 with flexible wire and composite. Soft diet 2 weeks, CHX 0.2% rinse. Plan: remove splint at 2 weeks, sensibility tests 11, 21, 31 at each review. Review 1 week.',
    expect: {
      CC: 'Emergency. Came off his bike this morning and hit his mouth on the handlebars. No LOC, no headache',
      'MED HX': 'No meds, NKDA, tetanus up to date',
      EXTRA: '1 cm laceration lower lip, sutured at A&E; grazed chin. Mouth opening normal, no step in the mandible',
      INTRA: 'Occlusion normal. Gingival laceration labial to 31',
      DENTAL: [
        ['11', 'Complicated crown fracture, pulp exposed (1 mm), TTP, sensibility +', 'Crown'],
        ['21', 'Enamel fracture, MI corner, sensibility +', 'MI corner'],
        ['12', 'Not tender, no mobility'],
        ['22', 'Not tender, no mobility'],
        ['31', 'Extruded approx 2 mm, mobile, sensibility -'],
        ['41', 'Sound'],
        ['42', 'Sound'],
      ],
      RADIO: 'PAs: no root fractures 11, 21, 31; 31 widened PDL apically',
      DX: ['Complicated crown fracture 11', 'Enamel fracture 21', 'Extrusive luxation 31'],
      CONSULT: 'Soft diet 2 weeks, CHX 0.2% rinse',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Partial pulpotomy 11', 'Splint 31'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11, 31',
        'Partial pulpotomy 11 with Biodentine',
        'Composite bandage',
        '31 repositioned and splinted to 32, 41 with flexible wire and composite',
      ],
      'TX PLAN': ['Remove splint at 2 weeks', 'Sensibility tests 11, 21, 31 at each review'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bc08-uk-typed-fdi-domiciliary-carer-report-ulcer-next-to-34-root-range-42-32',
    style: 'UK',
    asr: false,
    transcript:
      "Domiciliary visit, nursing home. Carer reports she has stopped eating on the left and keeps taking her lower denture out. Daughter (LPA for health) present. MH: Alzheimer's, AF on apixaban, osteoporosis on weekly alendronic acid. Penicillin allergy. EO: no swelling, no lymphadenopathy. IO: upper complete denture clean, good fit. Lower partial denture rocking, clasp broken on 33. 8 mm ulcer left lingual sulcus under the denture flange, next to 34 root. 34 and 35 retained roots, not tender. 33 sound, mobile grade I. 43 and 44 worn, sound. 42-32 missing. Plaque on all standing teeth. Dx: denture-induced traumatic ulcer; retained roots 34, 35. Discussed with daughter: leave roots (bisphosphonate, frail), ease the denture. Daughter consented on her behalf. Lower denture flange eased over ulcer, sharp edge smoothed. Clasp on 33 removed. Advised carers to leave lower denture out until ulcer heals and brush standing teeth twice daily with 5,000 ppm toothpaste. Review 2 weeks (domiciliary).",
    expect: {
      CC: 'Domiciliary visit, nursing home. Carer reports she has stopped eating on the left and keeps taking her lower denture out',
      'MED HX': "Alzheimer's, AF on apixaban, osteoporosis on weekly alendronic acid. Penicillin allergy",
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA:
        'Upper complete denture clean, good fit. Lower partial denture rocking, clasp broken on 33. 8 mm ulcer left lingual sulcus under the denture flange, next to 34 root',
      DENTAL: [
        ['34', 'Retained roots, not tender'],
        ['35', 'Retained roots, not tender'],
        ['33', 'Sound, mobile grade I'],
        ['43', 'Worn, sound'],
        ['44', 'Worn, sound'],
        ['42', 'Missing'],
        ['41', 'Missing'],
        ['31', 'Missing'],
        ['32', 'Missing'],
      ],
      PERIO: 'Plaque on all standing teeth',
      DX: ['Denture-induced traumatic ulcer', 'Retained roots 34, 35'],
      CONSULT:
        'Discussed with daughter: leave roots (bisphosphonate, frail), ease the denture. Advised carers to leave lower denture out until ulcer heals and brush standing teeth twice daily with 5,000 ppm toothpaste',
      CONSENT: 'Daughter consented on her behalf',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Lower denture flange eased over ulcer', 'Sharp edge smoothed', 'Clasp 33 removed'],
      NOTES: 'Daughter (LPA for health) present',
      'F/U': 'Review 2 weeks (domiciliary)',
    },
  }),
  defineCase({
    id: 'bc09-uk-typed-fdi-emergency-ul-ache-sinusitis-no-dental-cause-absences',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency: aching upper left back teeth for 10 days, worse bending down, just getting over a cold. Taking Sudafed. MH: no changes, NKDA. EO: tender over left maxillary sinus on palpation, no swelling, no lymphadenopathy. IO: soft tissues NAD, no sinus tract, no swelling. 24 DO composite, sound, mildly TTP, cold normal. 25 and 27 unrestored, no caries, mildly TTP, cold normal. 26 MOD amalgam, sound, no crack on transillumination, mildly TTP, cold normal. Mobility normal, probing 3 mm or less UL quadrant. BWs R+L: no caries, restorations sound. PA 26: no periapical pathology, sinus floor close to the roots. Dx: maxillary sinusitis (no dental cause found). Explained the teeth look healthy and the pain is likely from the sinus; reassured. Advised steam inhalation, carry on with the decongestant, see GP if not settled in 1 week. Return if symptoms persist.',
    expect: {
      CC: 'Emergency: aching upper left back teeth for 10 days, worse bending down, just getting over a cold. Taking Sudafed',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'Tender over left maxillary sinus on palpation, no swelling, no lymphadenopathy',
      INTRA: 'Soft tissues NAD, no sinus tract, no swelling',
      DENTAL: [
        ['24', 'DO composite, sound, mildly TTP, cold normal'],
        ['25', 'Unrestored, no caries, mildly TTP, cold normal'],
        ['27', 'Unrestored, no caries, mildly TTP, cold normal'],
        ['26', 'MOD amalgam, sound, no crack on transillumination, mildly TTP, cold normal'],
      ],
      PERIO: 'Mobility normal, probing 3 mm or less UL quadrant',
      RADIO: 'BWs R+L: no caries, restorations sound. PA 26: no periapical pathology, sinus floor close to the roots',
      DX: ['Maxillary sinusitis (no dental cause found)'],
      CONSULT:
        'Explained the teeth look healthy and the pain is likely from the sinus; reassured. Advised steam inhalation, carry on with the decongestant, see GP if not settled in 1 week',
      'F/U': 'Return if symptoms persist',
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist saying Palmer words (recogniser-style)
  defineCase({
    id: 'bc10-uk-asr-palmer-recall-same-other-side-both-upper-sevens-lr6-sorry-lr7',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up no problems um medical history no changes bisoprolol and warfarin inr two point four last week extra oral nad intra oral nad bpe code two all sextants except code three lower left five millimetre pocket buccal of lower left six bleeding on probing lower left six grade one furcation buccal charting upper right six mesial occlusal amalgam sound same on the other side upper right five crown both upper sevens occlusal composites sound lower left seven disto occlusal amalgam ditched lower right six sorry lower right seven occlusal caries lower left eight and lower right eight missing bitewings grade one caries lower right seven into dentine lower left seven ditched but no caries diagnosis caries lower right seven ohi given scale and polish oh forgot to say she had a knee replacement in march next visit occlusal composite lower right seven recall six months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Bisoprolol and warfarin. INR 2.4 last week. She had a knee replacement in March',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE code 2 all sextants except code 3 lower left. 5 mm pocket buccal of LL6. Bleeding on probing',
      DENTAL: [
        ['LL6', 'Grade 1 furcation buccal'],
        ['UR6', 'MO amalgam sound'],
        ['UL6', 'MO amalgam sound'],
        ['UR5', 'Crown'],
        ['UR7', 'O composites sound'],
        ['UL7', 'O composites sound'],
        ['LL7', 'DO amalgam ditched'],
        ['LR7', 'O caries'],
        ['LL8', 'Missing'],
        ['LR8', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. Caries LR7 into dentine. LL7 ditched but no caries',
      DX: ['Caries LR7'],
      'TX TODAY': ['OHI', 'Scale and polish'],
      TX: ['OHI given', 'Scale and polish'],
      NV: ['O composite LR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bc11-uk-asr-palmer-pericoronitis-lr8-operculum-ur8-girlfriend-report',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency pain and swelling lower right back for four days can't open properly bad taste his girlfriend says he's had a temperature medical history fit and well no allergies smokes rolling tobacco extra oral swelling right angle of the mandible tender right submandibular node mouth opening twenty five millimetres temperature thirty seven point eight intra oral operculum over lower right eight red and swollen pus on pressure lower right eight partially erupted no caries upper right eight over erupted biting on the operculum lower right seven sound not tender sorry slightly tender to percussion opg lower right eight mesioangular roots close to the canal diagnosis acute pericoronitis lower right eight irrigated under the operculum with chlorhexidine prescribed metronidazole four hundred milligrams three times a day for three days advised warm salt water rinses and to cut down smoking explained lower right eight and upper right eight should come out he agrees plan refer lower right eight to oral surgery extraction upper right eight review in one week",
    expect: {
      CC: "Emergency. Pain and swelling lower right back for 4 days. Can't open properly. Bad taste. His girlfriend says he's had a temperature",
      'MED HX': 'Fit and well. No allergies. Smokes rolling tobacco',
      EXTRA:
        'Swelling right angle of the mandible. Tender right submandibular node. Mouth opening 25 mm. Temperature 37.8',
      INTRA: 'Operculum over LR8 red and swollen pus on pressure',
      DENTAL: [
        ['LR8', 'Partially erupted no caries'],
        ['UR8', 'Over erupted biting on the operculum'],
        ['LR7', 'Sound slightly tender to percussion'],
      ],
      RADIO: 'OPG LR8 mesioangular roots close to the canal',
      DX: ['Acute pericoronitis LR8'],
      CONSULT:
        'Advised warm salt water rinses and to cut down smoking. Explained LR8 and UR8 should come out. He agrees',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine',
        'Prescribed metronidazole 400 mg 3 times a day for 3 days',
      ],
      'TX PLAN': ['Refer LR8 to oral surgery', 'Extraction UR8'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bc12-uk-asr-palmer-child-check-up-lle-lld-same-on-left-ur1-sorry-ul1',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up six year old attended with mum mum says he's been complaining the bottom left hurts with sweets medical history asthma brown and blue inhalers no allergies extra oral nad intra oral soft tissues healthy lower left e large occlusal cavity no swelling no sinus lower left d distal caries upper right d and upper right e sound same on the left lower right e occlusal fissure sealant intact both lower sixes erupting upper sixes not through yet upper right a mobile upper left a missing upper right one erupting sorry upper left one erupting bitewings grade one lower left e caries close to the pulp lower left d distal caries into dentine diagnosis caries lower left d and lower left e discussed hall crown on lower left e and filling lower left d with mum she's happy to go ahead fluoride varnish applied toothbrushing instruction with mum next visit hall crown lower left e recall three months",
    expect: {
      CC: "Check up. Mum says he's been complaining the bottom left hurts with sweets",
      'MED HX': 'Asthma brown and blue inhalers. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LLE', 'Large O cavity no swelling no sinus'],
        ['LLD', 'D caries'],
        ['URD', 'Sound'],
        ['URE', 'Sound'],
        ['ULD', 'Sound'],
        ['ULE', 'Sound'],
        ['LRE', 'Occlusal fissure sealant intact'],
        ['LL6', 'Erupting'],
        ['LR6', 'Erupting'],
        ['UR6', 'Not through yet'],
        ['UL6', 'Not through yet'],
        ['URA', 'Mobile'],
        ['ULA', 'Missing'],
        ['UL1', 'Erupting'],
      ],
      RADIO: 'Bitewings grade 1. LLE caries close to the pulp. LLD distal caries into dentine',
      DX: ['Caries LLD, LLE'],
      CONSULT: "Discussed Hall crown on LLE and filling LLD with mum. She's happy to go ahead",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '6 year old attended with mum',
      NV: ['SSC LLE'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bc13-uk-asr-palmer-care-home-nurse-report-ur-sorry-lr4-roots-ll4-ll5',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "domiciliary visit at the care home the nurse says she's been pulling at her mouth and not eating her dinner for a week medical history dementia type two diabetes on metformin also on clopidogrel allergic to codeine extra oral no swelling no lymphadenopathy intra oral upper full denture loose palate red under the denture upper right sorry lower right four mobile grade two tender lower right three sound lower left three crowned with recurrent caries at the margin lower left four and lower left five roots only ulcer on the left lateral tongue next to the roots heavy plaque on all the teeth diagnosis denture stomatitis and traumatic ulcer from the lower left roots explained the findings to the nurse smoothed the sharp roots of lower left four and five with a bur no la needed denture soaked in chlorhexidine advised denture out at night nystatin prescribed review two weeks",
    expect: {
      CC: "Domiciliary visit at the care home. The nurse says she's been pulling at her mouth and not eating her dinner for a week",
      'MED HX': 'Dementia. Type 2 diabetes on metformin. On clopidogrel. Allergic to codeine',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA:
        'Upper full denture loose. Palate red under the denture. Ulcer on the left lateral tongue next to the roots',
      DENTAL: [
        ['LR4', 'Mobile grade 2 tender'],
        ['LR3', 'Sound'],
        ['LL3', 'Crowned with recurrent caries at the margin'],
        ['LL4', 'Roots only'],
        ['LL5', 'Roots only'],
      ],
      PERIO: 'Heavy plaque on all the teeth',
      DX: ['Denture stomatitis', 'Traumatic ulcer from the lower left roots'],
      CONSULT: 'Explained the findings to the nurse. Advised denture out at night',
      TX: [
        'Smoothed the sharp roots LL4, LL5 with a bur',
        'No LA needed',
        'Denture soaked in chlorhexidine',
        'Nystatin prescribed',
      ],
      'F/U': 'Review 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. UK paediatric / orthodontic dentist, typed Palmer
  defineCase({
    id: 'bc14-uk-typed-palmer-ortho-assessment-class-ii-div-1-ur3-ul3-unerupted',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Ortho assessment, referred by GDP. Unhappy with crooked top teeth and a gap. 12 y/o, mum present. MH: fit and well, NKDA. EO: Class II skeletal base, convex profile, lips incompetent. IO: Class II div 1 incisors, overjet 8 mm, overbite increased and complete to palate. Upper centreline 2 mm to the right. Lower labial segment crowded 4 mm. UR3 and UL3 unerupted, palpable buccally. URC and ULC retained, not mobile. UR6 and UL6 O composites, sound; same on the lower sixes. Oral hygiene fair, gingivitis around lower incisors. OPG: all permanent teeth present including 8s, UR3 and UL3 in favourable position, no resorption of UR2 or UL2. Dx: Class II div 1 malocclusion, IOTN 5a (overjet). Discussed functional appliance then fixed appliances, about 2 years in total; mum and pt keen. Plan: XLA URC and ULC, functional appliance. NV: ortho records.',
    expect: {
      CC: 'Ortho assessment, referred by GDP. Unhappy with crooked top teeth and a gap',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'Class II skeletal base, convex profile, lips incompetent',
      INTRA:
        'Class II div 1 incisors, overjet 8 mm, overbite increased and complete to palate. Upper centreline 2 mm to the right. Lower labial segment crowded 4 mm',
      DENTAL: [
        ['UR3', 'Unerupted, palpable buccally'],
        ['UL3', 'Unerupted, palpable buccally'],
        ['URC', 'Retained, not mobile'],
        ['ULC', 'Retained, not mobile'],
        ['UR6', 'O composites, sound'],
        ['UL6', 'O composites, sound'],
        ['LR6', 'O composites, sound'],
        ['LL6', 'O composites, sound'],
      ],
      PERIO: 'Oral hygiene fair, gingivitis around lower incisors',
      RADIO:
        'OPG: all permanent teeth present including 8s, UR3 and UL3 in favourable position, no resorption of UR2 or UL2',
      DX: ['Class II div 1 malocclusion', 'IOTN 5a (overjet)'],
      CONSULT: 'Discussed functional appliance then fixed appliances, about 2 years in total; mum and pt keen',
      'TX PLAN': ['Extraction URC, ULC', 'Functional appliance'],
      NOTES: '12 y/o, mum present',
      NV: ['Ortho records'],
    },
  }),
  defineCase({
    id: 'bc15-uk-typed-palmer-toddler-intrusion-ura-subluxation-ula-dad',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency: fell against the coffee table 2 hours ago; dad says the front tooth has gone up into the gum. 3 y/o, dad present. MH: fit and well, NKDA, vaccinations up to date. EO: upper lip swollen and bruised, no laceration. IO: upper labial frenum torn, bleeding stopped. URA intruded approx 3 mm, crown tipped palatally. ULA mobile grade I, TTP, slight bleeding from sulcus. URB and ULB sound. Lower incisors not involved, occlusion OK. No other injuries. Occlusal PA: URA apex displaced labially, away from UR1 germ. Dx: intrusive luxation URA, subluxation ULA. Discussed with dad: allow URA to re-erupt on its own, it may discolour, small risk to the adult tooth. Soft diet, brush gently with a soft brush, chlorhexidine gel on a swab twice a day for 1 week. Review 1 week, then 1 month.',
    expect: {
      CC: 'Emergency: fell against the coffee table 2 hours ago; dad says the front tooth has gone up into the gum',
      'MED HX': 'Fit and well, NKDA, vaccinations up to date',
      EXTRA: 'Upper lip swollen and bruised, no laceration',
      INTRA:
        'Upper labial frenum torn, bleeding stopped. Lower incisors not involved, occlusion OK. No other injuries',
      DENTAL: [
        ['URA', 'Intruded approx 3 mm, crown tipped palatally'],
        ['ULA', 'Mobile grade I, TTP, slight bleeding from sulcus'],
        ['URB', 'Sound'],
        ['ULB', 'Sound'],
      ],
      RADIO: 'Occlusal PA: URA apex displaced labially, away from UR1 germ',
      DX: ['Intrusive luxation URA', 'Subluxation ULA'],
      CONSULT:
        'Discussed with dad: allow URA to re-erupt on its own, it may discolour, small risk to the adult tooth. Soft diet, brush gently with a soft brush, chlorhexidine gel on a swab twice a day for 1 week',
      NOTES: '3 y/o, dad present',
      'F/U': 'Review 1 week, then 1 month',
    },
  }),
  defineCase({
    id: 'bc16-uk-typed-palmer-recall-mih-ur6-ll6-opacities-duraphat-gic-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Recall, 9 y/o with mum. Mum says UR6 is sensitive when brushing and with cold drinks. MH: NAD. EO: NAD. IO: soft tissues healthy. UR6 and LL6 MIH with post-eruptive breakdown, sensitive to air. UL6 and LR6 demarcated opacities, intact. UR1 and UL1 yellow-brown opacities labially. LRE and LLE sound, mobile. URD, URE, ULD and ULE sound. Plaque around upper molars, gingivae slightly inflamed. BWs grade 1: UR6 breakdown into dentine, no caries elsewhere. Dx: molar-incisor hypomineralisation; hypersensitivity UR6. Explained MIH to mum: the 6s may need crowns later, long-term prognosis UR6 guarded. Duraphat varnish applied UR6 and LL6. TBI with mum. Plan: GIC UR6 and LL6; review need for ortho extraction of 6s at age 10. NV: GIC UR6 with LA. Recall 3/12.',
    expect: {
      CC: 'Recall. Mum says UR6 is sensitive when brushing and with cold drinks',
      'MED HX': 'NAD',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['UR6', 'MIH with post-eruptive breakdown, sensitive to air'],
        ['LL6', 'MIH with post-eruptive breakdown, sensitive to air'],
        ['UL6', 'Demarcated opacities, intact'],
        ['LR6', 'Demarcated opacities, intact'],
        ['UR1', 'Yellow-brown opacities labially'],
        ['UL1', 'Yellow-brown opacities labially'],
        ['LRE', 'Sound, mobile'],
        ['LLE', 'Sound, mobile'],
        ['URD', 'Sound'],
        ['URE', 'Sound'],
        ['ULD', 'Sound'],
        ['ULE', 'Sound'],
      ],
      PERIO: 'Plaque around upper molars, gingivae slightly inflamed',
      RADIO: 'BWs grade 1: UR6 breakdown into dentine, no caries elsewhere',
      DX: ['Molar-incisor hypomineralisation', 'Hypersensitivity UR6'],
      CONSULT: 'Explained MIH to mum: the 6s may need crowns later, long-term prognosis UR6 guarded',
      'TX TODAY': ['Fluoride varnish UR6, LL6'],
      TX: ['Duraphat varnish applied UR6, LL6', 'TBI with mum'],
      'TX PLAN': ['GIC UR6, LL6', 'Review need for ortho extraction of 6s at age 10'],
      NOTES: '9 y/o with mum',
      NV: ['GIC UR6 with LA'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bc17-uk-typed-palmer-ortho-emergency-lr5-bracket-ulcer-opposite-ll7',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Ortho emergency: bracket off LR5 and the wire is digging in at the back on the left. MH: NKDA, no meds. IO: fixed appliances upper and lower. Ulcer left buccal mucosa opposite LL7 from the distal end of the archwire. Plaque around the brackets, gingival hyperplasia lower anteriors. LR5 bracket debonded, tooth sound. UR2 and UL2 white spot lesions at the bracket margins. LL7 band intact. Dx: traumatic ulcer from wire. Distal end of lower archwire cut back behind LL7. LR5 bracket rebonded with Transbond. Wax given. OHI with single tufted brush. Duraphat 5,000 toothpaste prescribed. Pt admits brushing is rushed in the mornings. Review at next adjustment in 6 weeks.',
    expect: {
      CC: 'Ortho emergency: bracket off LR5 and the wire is digging in at the back on the left',
      'MED HX': 'NKDA, no meds',
      INTRA:
        'Fixed appliances upper and lower. Ulcer left buccal mucosa opposite LL7 from the distal end of the archwire',
      PERIO: 'Plaque around the brackets, gingival hyperplasia lower anteriors',
      DENTAL: [
        ['LR5', 'Bracket debonded, tooth sound'],
        ['UR2', 'White spot lesions at the bracket margins'],
        ['UL2', 'White spot lesions at the bracket margins'],
        ['LL7', 'Band intact'],
      ],
      DX: ['Traumatic ulcer from wire'],
      'TX TODAY': ['OHI'],
      TX: [
        'Distal end of lower archwire cut back behind LL7',
        'LR5 bracket rebonded with Transbond',
        'Wax given',
        'OHI with single tufted brush',
        'Duraphat 5,000 toothpaste prescribed',
      ],
      NOTES: 'Pt admits brushing is rushed in the mornings',
      'F/U': 'Review at next adjustment in 6 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'bc18-us-asr-comprehensive-exam-same-thing-on-14-range-18-through-20-dark-8',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "new patient comprehensive exam she hasn't seen a dentist in about six years wants a cleaning and her front tooth looks dark medical history high cholesterol on simvastatin allergic to penicillin hives she vapes blood pressure one twenty eight over eighty two extraoral within normal limits no lymphadenopathy intraoral soft tissues within normal limits oral cancer screening negative psr upper three two three lower three two three um generalized four to five millimeter pockets on the molars bleeding on probing about thirty percent number three mesial occlusal distal amalgam with recurrent decay same thing on fourteen number eight dark gray no response to cold number nine sound numbers eighteen through twenty sound number thirty crown number thirty two partially erupted fmx periapical radiolucency on eight generalized mild bone loss recurrent caries three and fourteen diagnosis necrotic pulp number eight recurrent caries three and fourteen generalized periodontitis stage two grade b discussed root canal on eight and scaling and root planing she wants to start with the gums next visit srp four quadrants",
    expect: {
      CC: "New patient comprehensive exam. She hasn't seen a dentist in about 6 years. Wants a cleaning and her front tooth looks dark",
      'MED HX': 'High cholesterol on simvastatin. Allergic to penicillin hives. She vapes. Blood pressure 128/82',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'Soft tissues within normal limits. Oral cancer screening negative',
      PERIO:
        'PSR upper 3 2 3 lower 3 2 3. Generalized 4 to 5 mm pockets on the molars. Bleeding on probing about 30%',
      DENTAL: [
        ['3', 'MOD amalgam with recurrent decay'],
        ['14', 'MOD amalgam with recurrent decay'],
        ['8', 'Dark gray no response to cold'],
        ['9', 'Sound'],
        ['18', 'Sound'],
        ['19', 'Sound'],
        ['20', 'Sound'],
        ['30', 'Crown'],
        ['32', 'Partially erupted'],
      ],
      RADIO: 'FMX periapical radiolucency on #8. Generalized mild bone loss. Recurrent caries #3 and #14',
      DX: ['Necrotic pulp #8', 'Recurrent caries #3, #14', 'Generalized periodontitis stage 2 grade B'],
      CONSULT: 'Discussed root canal on #8 and scaling and root planing. She wants to start with the gums',
      NV: ['SRP 4 quadrants'],
    },
  }),
  defineCase({
    id: 'bc19-us-asr-limited-exam-sinus-tract-19-i-mean-18-fractured-dl-cusp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited exam he broke a tooth on the lower left yesterday and now there's a bump on the gum his wife noticed it no pain really medical history type one diabetic on an insulin pump last a one c seven point two no allergies extraoral no swelling no lymphadenopathy intraoral sinus tract on the buccal of number nineteen I mean number eighteen draining number eighteen fractured distal lingual cusp large old amalgam no response to cold percussion slightly tender number nineteen crown sound cold normal number twenty distal caries cold normal pa of eighteen periapical radiolucency about five millimeters fracture not into the root diagnosis pulp necrosis with chronic apical abscess number eighteen options root canal and crown or extraction he wants to think about it because of cost smoothed the sharp edges on eighteen next visit root canal or extraction number eighteen",
    expect: {
      CC: "Limited exam. He broke a tooth on the lower left yesterday and now there's a bump on the gum. His wife noticed it. No pain really",
      'MED HX': 'Type 1 diabetic on an insulin pump. Last A1c 7.2. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Sinus tract on the buccal of #18 draining',
      DENTAL: [
        ['18', 'Fractured DL cusp large old amalgam no response to cold percussion slightly tender', 'DL cusp'],
        ['19', 'Crown sound cold normal'],
        ['20', 'D caries cold normal'],
      ],
      RADIO: 'PA of #18 periapical radiolucency about 5 mm. Fracture not into the root',
      DX: ['Pulp necrosis with chronic apical abscess #18'],
      CONSULT: 'Options root canal and crown or extraction. He wants to think about it because of cost',
      TX: ['Smoothed the sharp edges #18'],
      NV: ['RCT or extraction #18'],
    },
  }),
  defineCase({
    id: 'bc20-us-asr-periodic-exam-mobility-24-25-abfraction-29-no-wait-28-late-15',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and cleaning no concerns medical history no changes takes eliquis and metoprolol intraoral tongue fissured otherwise normal psr two two two two three two number twenty four and twenty five class one mobility recession three millimeters on the facial of twenty four and twenty five heavy lower lingual calculus number three occlusal amalgam fine same on the other side number thirty mesial occlusal composite sound number twenty nine no wait number twenty eight buccal abfraction sensitive number nineteen implant crown intact numbers twenty one and twenty two sound two bitewings no caries bone levels stable around the implant diagnosis dentin hypersensitivity twenty eight prophy and polish fluoride varnish for the sensitivity oh I forgot number fifteen is missing recall six months",
    expect: {
      CC: 'Periodic exam and cleaning. No concerns',
      'MED HX': 'No changes. Takes Eliquis and metoprolol',
      INTRA: 'Tongue fissured otherwise normal',
      PERIO: 'PSR 2 2 2 / 2 3 2. Recession 3 mm on the facial of #24 and #25. Heavy lower lingual calculus',
      DENTAL: [
        ['24', 'Class 1 mobility'],
        ['25', 'Class 1 mobility'],
        ['3', 'O amalgam fine'],
        ['14', 'O amalgam fine'],
        ['30', 'MO composite sound'],
        ['28', 'B abfraction sensitive'],
        ['19', 'Implant crown intact'],
        ['21', 'Sound'],
        ['22', 'Sound'],
        ['15', 'Missing'],
      ],
      RADIO: '2 bitewings. No caries. Bone levels stable around the implant',
      DX: ['Dentin hypersensitivity #28'],
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy and polish', 'Fluoride varnish for the sensitivity'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bc21-us-asr-peds-checkup-letters-k-same-other-side-l-sorry-s-mom',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old here for her six month checkup mom is with her mom says she's been grinding at night and the bottom front teeth are loose medical history healthy allergic to amoxicillin intraoral soft tissues normal letters o and p mobile with the adult teeth erupting behind them letters e and f sound letter k occlusal caries same on the other side letter l sorry letter s distal caries numbers three fourteen nineteen and thirty erupted deep grooves no sealants two bitewings caries on k and t into enamel and s into dentin diagnosis caries k t and s prophy fluoride varnish discussed sealants on the six year molars and fillings mom agrees next visit sealants three fourteen nineteen thirty and distal composite s recall six months",
    expect: {
      CC: "Her 6 month checkup. Mom says she's been grinding at night and the bottom front teeth are loose",
      'MED HX': 'Healthy. Allergic to amoxicillin',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['O', 'Mobile with the adult teeth erupting behind them'],
        ['P', 'Mobile with the adult teeth erupting behind them'],
        ['E', 'Sound'],
        ['F', 'Sound'],
        ['K', 'O caries'],
        ['T', 'O caries'],
        ['S', 'D caries'],
        ['3', 'Erupted deep grooves no sealants'],
        ['14', 'Erupted deep grooves no sealants'],
        ['19', 'Erupted deep grooves no sealants'],
        ['30', 'Erupted deep grooves no sealants'],
      ],
      RADIO: '2 bitewings. Caries on #K and #T into enamel and #S into dentin',
      DX: ['Caries #K, #T, #S'],
      CONSULT: 'Discussed sealants on the 6 year molars and fillings. Mom agrees',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '7 year old. Mom is with her',
      NV: ['Sealants #3, #14, #19, #30', 'D composite #S'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bc22-us-asr-second-opinion-cracked-14-db-cusp-3-same-as-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for a second opinion her previous dentist told her number fourteen needs a root canal and a crown she's had pain biting on the upper left for three weeks sharp and quick not lingering medical history migraines takes sumatriptan as needed no allergies extraoral tmj nontender muscles of mastication slightly tender on the left intraoral soft tissues normal no swelling number fourteen mesial occlusal distal composite crack line on the distal marginal ridge positive bite test on the distobuccal cusp cold normal not lingering number fifteen occlusal composite cold normal no pain on biting number thirteen sound number three same as fourteen sorry number three mesial occlusal distal composite no crack probing depths three millimeters or less around fourteen pa of fourteen normal periapical no bone loss diagnosis cracked tooth with reversible pulpitis number fourteen explained she probably doesn't need a root canal right now a crown should protect it she agrees next visit crown prep number fourteen",
    expect: {
      CC: "Second opinion. Her previous dentist told her #14 needs a root canal and a crown. She's had pain biting on the upper left for 3 weeks sharp and quick not lingering",
      'MED HX': 'Migraines takes sumatriptan as needed. No allergies',
      EXTRA: 'TMJ nontender. Muscles of mastication slightly tender on the left',
      INTRA: 'Soft tissues normal. No swelling',
      DENTAL: [
        [
          '14',
          'MOD composite crack line on the D marginal ridge positive bite test on the DB cusp cold normal not lingering',
        ],
        ['15', 'O composite cold normal no pain on biting'],
        ['13', 'Sound'],
        ['3', 'MOD composite no crack'],
      ],
      PERIO: 'Probing depths 3 mm or less around #14',
      RADIO: 'PA of #14 normal periapical. No bone loss',
      DX: ['Cracked tooth with reversible pulpitis #14'],
      CONSULT: "Explained she probably doesn't need a root canal right now. A crown should protect it. She agrees",
      NV: ['Crown prep #14'],
    },
  }),

  // ---------------------------------------------------------------- 6. US urgent-care dentist, typed (Universal)
  defineCase({
    id: 'bc23-us-typed-avulsion-9-replanted-lateral-luxation-8-splint-7-10',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in emergency. Hit in the mouth by a baseball at practice 1 hour ago; #9 knocked out, coach put it in milk. 16 y/o, brought in by dad. Med hx: ADHD on Vyvanse, NKDA, tetanus current. EO: 8 mm laceration upper lip, not through and through; no TMJ pain, mandible intact. IO: #9 socket with clot, labial plate intact on palpation. #8 lateral luxation, displaced palatally, occlusal interference. #10 enamel fracture, MI corner. #7 sound, not mobile. Lower incisors not involved. PA: no alveolar fracture, #8 widened PDL, #9 socket empty. Dx: avulsion #9 (extraoral time 60 min, stored in milk), lateral luxation #8, enamel fracture #10. Verbal consent from dad. LA: 2 carpules 2% lido 1:100k epi, facial infiltration #7-#10. #9 rinsed with saline and replanted. #8 repositioned. Flexible wire-composite splint #7-#10. Rx amoxicillin 500 mg TID x 7 days. Soft diet, CHX 0.12% rinse twice daily. NV: RCT #9 in 7-10 days. Review 1 week.',
    expect: {
      CC: 'Walk-in emergency. Hit in the mouth by a baseball at practice 1 hour ago; #9 knocked out, coach put it in milk',
      'MED HX': 'ADHD on Vyvanse, NKDA, tetanus current',
      EXTRA: '8 mm laceration upper lip, not through and through; no TMJ pain, mandible intact',
      INTRA: '#9 socket with clot, labial plate intact on palpation. Lower incisors not involved',
      DENTAL: [
        ['8', 'Lateral luxation, displaced palatally, occlusal interference'],
        ['10', 'Enamel fracture, MI corner', 'MI corner'],
        ['7', 'Sound, not mobile'],
      ],
      RADIO: 'PA: no alveolar fracture, #8 widened PDL, #9 socket empty',
      DX: ['Avulsion #9 (extraoral time 60 min, stored in milk)', 'Lateral luxation #8', 'Enamel fracture #10'],
      CONSULT: 'Soft diet, CHX 0.12% rinse twice daily',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Splint #7-#10'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, facial infiltration #7-#10',
        '#9 rinsed with saline and replanted',
        '#8 repositioned',
        'Flexible wire-composite splint #7-#10',
        'Rx amoxicillin 500 mg TID x 7 days',
      ],
      NOTES: '16 y/o, brought in by dad',
      NV: ['RCT #9 in 7-10 days'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bc24-us-typed-limited-exam-lost-filling-30-erosion-open-d-margin-3',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. Lost a filling lower right chewing gum 2 days ago, food packing, no pain. Last dental visit 3 years ago. Med hx: GERD on omeprazole, seasonal allergies, NKDA. BP 142/90 (advised to see PCP). EO: WNL. IO: soft tissues WNL, generalized erosion on the lingual of the upper anteriors. #30 MO composite missing, caries on mesial wall, cold normal, no TTP. #31 MO amalgam, marginal breakdown. #29 sound. #19 and #20 DO caries. #18 sound. #3 crown, open margin distal. PA #30: caries approaching pulp, no PARL. Dx: caries #19, #20, #30. Erosion upper anteriors (likely reflux). Pt only wants #30 taken care of today. Temp dressing #30 with IRM, no anesthesia. Explained the other cavities and the erosion; recommended comprehensive exam with FMX. Pt will schedule. NV: comprehensive exam with FMX, then MO composite #30.',
    expect: {
      CC: 'Limited exam. Lost a filling lower right chewing gum 2 days ago, food packing, no pain. Last dental visit 3 years ago',
      'MED HX': 'GERD on omeprazole, seasonal allergies, NKDA. BP 142/90 (advised to see PCP)',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, generalized erosion on the lingual of the upper anteriors',
      DENTAL: [
        ['30', 'MO composite missing, caries on M wall, cold normal, no TTP'],
        ['31', 'MO amalgam, marginal breakdown'],
        ['29', 'Sound'],
        ['19', 'DO caries'],
        ['20', 'DO caries'],
        ['18', 'Sound'],
        ['3', 'Crown, open D margin'],
      ],
      RADIO: 'PA #30: caries approaching pulp, no PARL',
      DX: ['Caries #19, #20, #30', 'Erosion upper anteriors (likely reflux)'],
      CONSULT:
        'Pt only wants #30 taken care of today. Explained the other cavities and the erosion; recommended comprehensive exam with FMX. Pt will schedule',
      'TX TODAY': ['Temporary dressing #30'],
      TX: ['Temp dressing #30 with IRM', 'No anesthesia'],
      NV: ['Comprehensive exam with FMX', 'MO composite #30'],
    },
  }),
  defineCase({
    id: 'bc25-us-typed-periodic-exam-diabetic-18-mobility-furcation-range-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam + prophy. Pt reports bleeding gums and a bad taste lower left. Med hx: type 2 diabetes, metformin and glipizide, last A1c 8.1. NKDA. Former smoker. EO: WNL. IO: soft tissues WNL, coated tongue. PSR 2 2 2 / 4 2 3. 7 mm pocket #18 D with suppuration, 5-6 mm #19 and #30 interproximal, BOP 38%. #13 DO caries. #14 MOD composite, sound. #18 O amalgam, Class II mobility, furcation II B. #19 PFM crown, margins OK. #22-#27 sound. #30 MO amalgam, sound. 4 BWX: vertical bone loss #18 D, caries #13 D into dentin. Dx: localized periodontitis stage III grade C (#18, #19, #30); caries #13. Prophy with Cavitron, localized debridement #18. Explained the diabetes link; referral to periodontist offered, pt prefers SRP here. NV: SRP LL and LR. Recall 3 months.',
    appends: [
      'Add to medical history: started Ozempic 2 months ago. Add to chart: #31 O amalgam, sound.',
      'Next visit: SRP LL and LR, then DO composite #13.',
    ],
    expect: {
      CC: 'Periodic exam + prophy. Pt reports bleeding gums and a bad taste lower left',
      'MED HX':
        'Type 2 diabetes, metformin and glipizide, last A1c 8.1. NKDA. Former smoker. Started Ozempic 2 months ago',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL, coated tongue',
      PERIO: 'PSR 2 2 2 / 4 2 3. 7 mm pocket #18 D with suppuration, 5-6 mm #19 and #30 interproximal, BOP 38%',
      DENTAL: [
        ['13', 'DO caries'],
        ['14', 'MOD composite, sound'],
        ['18', 'O amalgam, Class II mobility, furcation II B'],
        ['19', 'PFM crown, margins OK'],
        ['22', 'Sound'],
        ['23', 'Sound'],
        ['24', 'Sound'],
        ['25', 'Sound'],
        ['26', 'Sound'],
        ['27', 'Sound'],
        ['30', 'MO amalgam, sound'],
        ['31', 'O amalgam, sound'],
      ],
      RADIO: '4 BWX: vertical bone loss #18 D, caries #13 D into dentin',
      DX: ['Localized periodontitis stage III grade C (#18, #19, #30)', 'Caries #13'],
      CONSULT: 'Explained the diabetes link; referral to periodontist offered, pt prefers SRP here',
      'TX TODAY': ['Prophy'],
      TX: ['Prophy with Cavitron', 'Localized debridement #18'],
      NV: ['SRP LL and LR', 'DO composite #13'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bc26-us-typed-spreading-infection-18-floor-of-mouth-er-referral-daughter',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Swelling left jaw since yesterday, getting worse, hard to swallow. Toothache lower left back for a week. Daughter drove her in. Med hx: rheumatoid arthritis on methotrexate and prednisone; penicillin allergy (anaphylaxis). EO: diffuse firm swelling left submandibular region extending below the lower border of the mandible, temp 101.2 F, trismus (mouth opening 15 mm), voice normal. IO: floor of mouth raised on the left, tongue not elevated. #18 grossly decayed, TTP, mobile. #19 DO amalgam, sound. #17 partially erupted, no pericoronitis. PA #18: large PARL, furcation radiolucency. Dx: odontogenic infection #18 spreading to the submandibular space. Explained this needs hospital care today; pt and daughter agree to go now. Plan: urgent referral to ER for OMFS. Spoke to the OMFS resident, they are expecting her. Referral letter and PA sent with pt. Follow-up phone call tomorrow.',
    expect: {
      CC: 'Emergency. Swelling left jaw since yesterday, getting worse, hard to swallow. Toothache lower left back for a week',
      'MED HX': 'Rheumatoid arthritis on methotrexate and prednisone; penicillin allergy (anaphylaxis)',
      EXTRA:
        'Diffuse firm swelling left submandibular region extending below the lower border of the mandible, temp 101.2 F, trismus (mouth opening 15 mm), voice normal',
      INTRA: 'Floor of mouth raised on the left, tongue not elevated',
      DENTAL: [
        ['18', 'Grossly decayed, TTP, mobile'],
        ['19', 'DO amalgam, sound'],
        ['17', 'Partially erupted, no pericoronitis'],
      ],
      RADIO: 'PA #18: large PARL, furcation radiolucency',
      DX: ['Odontogenic infection #18 spreading to the submandibular space'],
      CONSULT: 'Explained this needs hospital care today; pt and daughter agree to go now',
      'TX PLAN': ['Urgent referral to ER for OMFS'],
      NOTES:
        'Daughter drove her in. Spoke to the OMFS resident, they are expecting her. Referral letter and PA sent with pt',
      'F/U': 'Follow-up phone call tomorrow',
    },
  }),

  // ---------------------------------------------------------------- 7. Australian dentist (FDI)
  defineCase({
    id: 'bc27-au-typed-fdi-new-patient-check-up-clean-range-11-13-same-on-26',
    style: 'UK',
    asr: false,
    transcript:
      "New patient check-up and clean. Just moved interstate, last check-up 2 years ago. Chipped a front tooth on a stubbie last month, not sore. MH: asthma (Symbicort), hay fever. NKDA. Non-smoker, social drinker. EO: NAD. IO: soft tissues NAD, bilateral mandibular tori, OCS nil. BPE 1 2 1 / 2 2 2, supragingival calculus lower linguals, no pockets over 3 mm. Charting: 18 and 28 erupted, sound. 38 and 48 partially erupted, mesioangular. 16 O amalgam sound, same on 26. 36 and 46 fissure sealed. 21 chipped MI corner, enamel only. 11-13 sound. 45 B cervical caries. BWs x2: no interproximal caries, 45 cervical lesion visible. OPG: 38 and 48 mesioangular, roots near ID canal. Dx: caries 45, enamel fracture 21. Scale and polish, OHI (floss). Options for 21: smooth or bond; she'd like it bonded. Health fund covers 2 check-ups a year; gap for fillings explained. Plan: B composite 45, composite 21. Recall 6 months.",
    expect: {
      CC: 'New patient check-up and clean. Just moved interstate, last check-up 2 years ago. Chipped a front tooth on a stubbie last month, not sore',
      'MED HX': 'Asthma (Symbicort), hay fever. NKDA. Non-smoker, social drinker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, bilateral mandibular tori, OCS nil',
      PERIO: 'BPE 1 2 1 / 2 2 2, supragingival calculus lower linguals, no pockets over 3 mm',
      DENTAL: [
        ['18', 'Erupted, sound'],
        ['28', 'Erupted, sound'],
        ['38', 'Partially erupted, mesioangular'],
        ['48', 'Partially erupted, mesioangular'],
        ['16', 'O amalgam sound'],
        ['26', 'O amalgam sound'],
        ['36', 'Fissure sealed'],
        ['46', 'Fissure sealed'],
        ['21', 'Chipped MI corner, enamel only'],
        ['11', 'Sound'],
        ['12', 'Sound'],
        ['13', 'Sound'],
        ['45', 'B cervical caries'],
      ],
      RADIO:
        'BWs x2: no interproximal caries, 45 cervical lesion visible. OPG: 38 and 48 mesioangular, roots near ID canal',
      DX: ['Caries 45', 'Enamel fracture 21'],
      CONSULT:
        "Options for 21: smooth or bond; she'd like it bonded. Health fund covers 2 check-ups a year; gap for fillings explained",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI (floss)'],
      'TX PLAN': ['B composite 45', 'Composite 21'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bc28-au-asr-fdi-cdbs-child-85-84-sorry-74-both-lower-sixes-sealants',
    style: 'UK',
    asr: true,
    transcript:
      "check up under the child dental benefits schedule eight year old with dad dad says there's a hole in one of her back teeth medical history fit and well no allergies extra oral nad intra oral soft tissues healthy plaque along the upper gum line gums a bit puffy eight five big disto occlusal cavity not tender no swelling eight four occlusal caries sorry seven four occlusal caries five five and six five sound both lower sixes erupted deep fissures upper sixes partially erupted one one and two one fully erupted four two and three two erupting bitewings eight five caries into dentine close to the pulp seven four into dentine diagnosis caries eight five and seven four fluoride varnish applied fissure sealants three six and four six toothbrushing instruction with dad discussed stainless steel crown on eight five and filling seven four dad's happy it's covered by the cdbs next visit stainless steel crown eight five and gic seven four recall six months",
    expect: {
      CC: "Check up under the Child Dental Benefits Schedule. Dad says there's a hole in one of her back teeth",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque along the upper gum line. Gums a bit puffy',
      DENTAL: [
        ['85', 'Big DO cavity not tender no swelling'],
        ['74', 'O caries'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['36', 'Erupted deep fissures'],
        ['46', 'Erupted deep fissures'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['11', 'Fully erupted'],
        ['21', 'Fully erupted'],
        ['42', 'Erupting'],
        ['32', 'Erupting'],
      ],
      RADIO: 'Bitewings. 85 caries into dentine close to the pulp. 74 into dentine',
      DX: ['Caries 85, 74'],
      CONSULT: "Discussed stainless steel crown on 85 and filling 74. Dad's happy. It's covered by the CDBS",
      'TX TODAY': ['Fluoride varnish', 'Fissure sealants 36, 46'],
      TX: ['Fluoride varnish applied', 'Fissure sealants 36, 46', 'Toothbrushing instruction with dad'],
      NOTES: '8 year old with dad',
      NV: ['SSC 85', 'GIC 74'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bc29-au-asr-fdi-toothache-16-cracked-p-cusp-extirpation-tradie',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's been in agony since sunday arvo upper right throbbing keeps him awake cold makes it worse and it lingers been taking nurofen and panadol medical history gout on allopurinol no allergies extra oral nad no swelling intra oral soft tissues nad one six large mesial occlusal distal amalgam crack through the palatal cusp lingering pain to cold over a minute tender to percussion one seven sound normal to cold one five occlusal composite normal to cold one four sound four six crown sound pa one six deep restoration close to the pulp no periapical changes diagnosis symptomatic irreversible pulpitis one six cracked palatal cusp one six options root canal and crown about two thousand five hundred dollars before his health fund or extraction he wants to save it consent given la two point two mls articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration one six rubber dam pulp extirpated ledermix and cavit next visit root canal one six next week he's a tradie so can only do early mornings",
    expect: {
      CC: "Emergency. He's been in agony since Sunday arvo upper right. Throbbing keeps him awake. Cold makes it worse and it lingers. Been taking Nurofen and Panadol",
      'MED HX': 'Gout on allopurinol. No allergies',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['16', 'Large MOD amalgam crack through the P cusp lingering pain to cold over a minute tender to percussion'],
        ['17', 'Sound normal to cold'],
        ['15', 'O composite normal to cold'],
        ['14', 'Sound'],
        ['46', 'Crown sound'],
      ],
      RADIO: 'PA 16 deep restoration close to the pulp. No periapical changes',
      DX: ['Symptomatic irreversible pulpitis 16', 'Cracked P cusp 16'],
      CONSULT: 'Options root canal and crown about $2,500 before his health fund or extraction. He wants to save it',
      CONSENT: 'Consent given',
      'TX TODAY': ['Extirpation 16'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Rubber dam',
        'Pulp extirpated',
        'Ledermix and Cavit',
      ],
      NOTES: "He's a tradie so can only do early mornings",
      NV: ['RCT 16 next week'],
    },
  }),
  defineCase({
    id: 'bc30-au-typed-fdi-pre-radiotherapy-assessment-mobility-47-48-xla-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Pre-radiotherapy dental assessment, referred by the oncology team. Wife with him. MH: SCC right lateral tongue, RT to start in 3 weeks; hypertension (perindopril). Ex-smoker, 30 pack-years; 20 standard drinks a week. NKDA. EO: firm 2 cm node right neck (known). IO: ulcerated lesion right lateral tongue (known, biopsied). Mouth already dry. BPE 3 3 4 / 4 3 3. 47 grade III mobility, 48 grade II mobility. 46 root-filled, TTP. 45-43 sound. 36 and 37 heavily restored, sound. 38 missing. 17 retained root. 11 and 21 crowns, margins OK. OPG: 47 and 48 bone loss to the apex, 46 periapical lesion, 17 retained root. Dx: generalised periodontitis stage IV; hopeless 47, 48; apical periodontitis 46. Explained the risk of osteoradionecrosis and the need to remove doubtful teeth in the radiation field before RT. Pt agrees. Plan: XLA 46, 47, 48 and 17 next week under LA; fluoride trays; high-fluoride toothpaste. Letter to oncology team.',
    expect: {
      CC: 'Pre-radiotherapy dental assessment, referred by the oncology team',
      'MED HX':
        'SCC right lateral tongue, RT to start in 3 weeks; hypertension (perindopril). Ex-smoker, 30 pack-years; 20 standard drinks a week. NKDA',
      EXTRA: 'Firm 2 cm node right neck (known)',
      INTRA: 'Ulcerated lesion right lateral tongue (known, biopsied). Mouth already dry',
      PERIO: 'BPE 3 3 4 / 4 3 3',
      DENTAL: [
        ['47', 'Grade III mobility'],
        ['48', 'Grade II mobility'],
        ['46', 'Root-filled, TTP'],
        ['45', 'Sound'],
        ['44', 'Sound'],
        ['43', 'Sound'],
        ['36', 'Heavily restored, sound'],
        ['37', 'Heavily restored, sound'],
        ['38', 'Missing'],
        ['17', 'Retained root'],
        ['11', 'Crowns, margins OK'],
        ['21', 'Crowns, margins OK'],
      ],
      RADIO: 'OPG: 47 and 48 bone loss to the apex, 46 periapical lesion, 17 retained root',
      DX: ['Generalised periodontitis stage IV', 'Hopeless 47, 48', 'Apical periodontitis 46'],
      CONSULT:
        'Explained the risk of osteoradionecrosis and the need to remove doubtful teeth in the radiation field before RT. Pt agrees',
      'TX PLAN': ['Extraction 46, 47, 48, 17 next week under LA', 'Fluoride trays', 'High-fluoride toothpaste'],
      NOTES: 'Wife with him. Letter to oncology team',
    },
  }),
];
