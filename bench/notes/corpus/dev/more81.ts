// An eighty-first development batch (ids ce01–ce30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is two days at an emergency dental clinic
// with five clinicians: toothache triage with sensibility tests (cold, heat, EPT, percussion, palpation, Tooth Slooth) and
// radiographs, acute apical abscesses with and without swelling (incision and drainage, extirpation, pulpectomy,
// extraction; antibiotics only where there is fever, spreading swelling or lymph node involvement, and said to be
// unnecessary where there is not), irreversible pulpitis treated by pulpectomy or extraction, cracked teeth, lost fillings
// and crowns (temporary dressings, recementation), post-extraction bleeding, dry sockets, pericoronitis, broken dentures,
// ulcers (a traumatic one and one referred for biopsy), adult trauma (a crown fracture with a subluxation, an avulsion
// replanted and splinted), patients who decline treatment and patients referred on. Prescriptions are dictated with dose,
// frequency and duration; advice, safety-netting and follow-up close most notes.
//   ce01–ce08 day 1, a UK emergency dentist (FDI): an acute apical abscess 46 with I&D and extirpation and no antibiotics
//     (recogniser, long), irreversible pulpitis 36 extirpated with two LA lines (typed), a lost filling dressed in 29 words
//     (recogniser), a dry socket 48 dressed with Alvogyl (typed, no title), a reactionary haemorrhage 47 on apixaban
//     sutured with "three oh sorry four oh" (recogniser, appended dictation), a cracked tooth 25 with the occlusion reduced
//     (typed, no title), pericoronitis 38 irrigated with no antibiotics (recogniser), a patient with irreversible pulpitis
//     47 who declines all treatment and wants antibiotics (typed, no treatment);
//   ce09–ce15 day 2, a UK dentist who says Palmer words (Palmer; ce09, ce11, ce13, ce15 recogniser-style, ce10, ce12, ce14
//     typed LR6 shorthand): an abscess LL6 with spreading infection extracted with amoxicillin (long), a gold crown LR6
//     recemented, a snapped upper denture sent for repair and a partial eased, a 26-word traumatic ulcer with a sharp cusp
//     smoothed, a cyclist's fractured UR1 corner restored with a subluxed UL1, irreversible pulpitis LR6 extracted
//     (appended dictation), recurrent pericoronitis LL8 with metronidazole and a referral to oral surgery;
//   ce16–ce20 day 1, a US general dentist (Universal; ce16, ce18, ce20 recogniser-style, ce17, ce19 typed): a pulpectomy #14
//     with no antibiotics, an abscess #20 with fever drained with cephalexin and referred to endo, a crown #12 recemented,
//     a bleeding socket #17 on clopidogrel (no title), a non-healing tongue ulcer referred for biopsy (appended dictation);
//   ce21–ce25 day 2, a second US dentist (Universal; ce22, ce24 recogniser-style, ce21, ce23, ce25 typed): a cracked tooth
//     #30 dressed with IRM, a dry socket #32 (no title), a 29-word broken partial clasp, an avulsed #8 replanted and
//     splinted #7 to #10 (long), pericoronitis #17 irrigated with no antibiotics (appended dictation);
//   ce26–ce30 day 2, a third US dentist (Universal; ce26, ce28, ce30 recogniser-style, ce27, ce29 typed): irreversible
//     pulpitis #3 extracted for cost, a lost DO composite #13 dressed in a pregnant patient with "scratch that", an abscess
//     #31 where the patient declines treatment under LA and is referred for sedation (appended dictation), a spreading
//     infection sent to the hospital ER with no treatment, a 27-word review of an abscess #18.
// UK 15 (FDI 8, Palmer 7), US 15 (Universal); 16 recogniser-style (lower case, number words, fillers, no punctuation) and
// 14 typed; 26 to 264 words (four under 30: ce03 29, ce12 26, ce23 29, ce30 27; ce18 49; fourteen between 90 and 161;
// the long emergencies ce01, ce09, ce13, ce15, ce16, ce24, ce26 over 200); five cases with appended dictation (ce05 "add to treatment …" / "add to notes …"; ce14 typed "Add to treatment:
// …" / "Add to notes: …"; ce20 "add to notes …" / a plain follow-up sentence; ce25 typed "Add to notes: …" / "Change 1 wk
// to 3 days."; ce28 "add to notes …" / "change seven days to five days"). DENTAL in 29 cases (not ce19).
//
// Judgement calls where the contract was silent:
// - Prescriptions said with "rx" / typed "Rx" are TX items kept whole with dose, frequency and duration ("Rx amoxicillin
//   500 mg 3 times a day for 5 days", "Rx cephalexin 500 mg 1 cap QID x 7 days"); analgesic and mouthwash advice that is
//   not dictated as a prescription ("advised ibuprofen 400 mg …", "chlorhexidine mouthwash twice a day for a week") is
//   CONSULT, as is every explanation of why antibiotics are or are not needed and ce08's "No antibiotics prescribed".
// - Safety-netting ("if the swelling spreads … go to A&E", "call if …", "To ER if …", "Return sooner if …") is F/U with
//   the review in spoken order (as more58 bh16 "Call if the swelling spreads"); a patient's question about going to the ER
//   and its answer stays CONSULT (ce19). "Phone review tomorrow" / "Phone call tomorrow to check" are F/U.
// - Referrals for treatment elsewhere are TX PLAN (oral surgery, endo, OMFS via the ER, a physician for a tetanus booster);
//   a conditional "refer if not healed" stays in the F/U sentence it is typed in (ce12) and "we can refer her for
//   assessment if it keeps happening" is CONSULT (ce07). ce08's "Offered XLA or extirpation tomorrow, pt will call if he
//   changes his mind" is CONSULT, not NV (nothing was booked).
// - Sensibility, percussion and palpation results are dictated tooth first and stay in that tooth's chart entry
//   ("cold +ve lingering >30 s, EPT +ve, TTP -ve", "no response to cold or EPT", "Tooth Slooth + on DL cusp on release").
//   Vital signs said in the extra-oral examination (temperature, HR) are EXTRA (as more56 bf05); "Radiographs deferred
//   (…)" and "No radiographs possible" are RADIO; "No sharp teeth nearby" and "opposite #18" are INTRA (rule 7).
// - Titles: irrigation under an operculum is "Irrigation" (the item names no tooth), socket and canal irrigation are no
//   title; sutures, Surgicel, Gelfoam, Alvogyl, dry socket paste, a clot removed, a cusp smoothed, occlusion reduced,
//   replantation, a lip cleaned and a denture sent to the lab are steps with no title, so the bleeding, dry socket,
//   cracked-tooth, ulcer and broken-clasp visits have no TX TODAY (their CCs say the extraction was done before, or name
//   no procedure). "Pulp extirpated 36" / "extirpated four six" → "Extirpation", "pulpectomy number fourteen" →
//   "Pulpectomy #14", "elevated and extracted number three" → "Extraction #3", "recemented crown LR6" → "Crown recement
//   LR6", "eased the lower partial denture" → "Denture adjustment", "splinted number seven to number ten with flexible wire
//   and composite" → "Splint #7 to #10" (the composite is a material it is done with) while "No splint needed for UL1" is
//   no title, "Temporary dressing #30 w/ IRM" → "Temporary dressing #30", "I&D" → "Incision and drainage".
// - Fractures: "fractured mesial incisal corner" → condition "Fractured MI corner …", fracture "MI corner"; "buccal cusp
//   fractured" → fracture "B cusp"; "fractured distal lingual cusp sorry mesial lingual cusp" → "ML cusp"; "crack line" and
//   "cracked tooth" give no fracture; an avulsion with "crown and root intact" gives no fracture.
// - Units and words from the recogniser: "milligrams" → "mg", "millilitres" → "ml", "centimeter" → "cm", temperatures keep
//   their decimals ("Temperature 38.2", "Temp 100.4"), "a and e" → "A&E", "er" → "ER", "iv" → "IV", "inr" → "INR", "ept"
//   → "EPT", "pdl" → "PDL", "opg" → "OPG", "mb two" → "MB2", "four oh vicryl rapide" → "4-0 Vicryl Rapide"; brand names
//   are capitalised (Ledermix, Cavit, Surgicel, Fuji Plus, Synthroid, Difflam); days of the week are capitalised.
// - Who came with or drove the patient, the patient's nerves, remarks ("she's happy", "he said it felt better right
//   away") and letters or notes sent to another clinician are NOTES.
// - In recogniser-style text fields a clause with a new subject after "and" starts a new sentence (as more58 bh18), while
//   one subject with two verbs stays one sentence (as more58 bh21); dictations avoid clause-opening articles where the
//   rule would make the sentence odd.
// - Appends: "add to treatment …" adds a TX item at the end, "add to notes …" adds to NOTES, a plain "follow up call in
//   one week …" fills the empty F/U, "change X to Y" edits the one place X is said (ce25's "1 wk" only in F/U, ce28's
//   "seven days" only in the amoxicillin prescription).
import { defineCase, type NotesCase } from '../case.ts';

export const more81Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. Day 1, UK emergency dentist (FDI)
  defineCase({
    id: 'ce01-uk-asr-fdi-emergency-abscess-46-i-and-d-extirpation-no-antibiotics',
    style: 'UK',
    asr: true,
    transcript:
      "right emergency appointment he's had throbbing pain lower right for four days and his gum swelled up yesterday it kept him up last night medical history asthma uses a salbutamol inhaler no allergies extra oral no facial swelling no lymphadenopathy temperature thirty six point eight intra oral localised fluctuant swelling buccal to four six four six large mesial occlusal distal amalgam with recurrent caries tender to percussion no response to cold or ept four five and four seven normal response to cold not tender pa four six taken for the pain grade one periapical radiolucency on the mesial root diagnosis acute apical abscess four six discussed root canal treatment or extraction he wants to keep it verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration four six plus id block right incision and drainage of the swelling pus drained rubber dam access pulp necrotic extirpated four six irrigated with sodium hypochlorite ledermix and cavit um explained he doesn't need antibiotics as the swelling is localised and he's well in himself advised ibuprofen four hundred milligrams four times a day with food and paracetamol if needed and hot salt water rinses post op instructions given if the swelling spreads or he has trouble swallowing go to a and e review in one week next visit continue root canal four six",
    expect: {
      CC: "Emergency appointment. He's had throbbing pain lower right for 4 days. His gum swelled up yesterday. It kept him up last night",
      'MED HX': 'Asthma. Uses a salbutamol inhaler. No allergies',
      EXTRA: 'No facial swelling. No lymphadenopathy. Temperature 36.8',
      INTRA: 'Localised fluctuant swelling buccal to 46',
      DENTAL: [
        ['46', 'Large MOD amalgam with recurrent caries tender to percussion no response to cold or EPT'],
        ['45', 'Normal response to cold not tender'],
        ['47', 'Normal response to cold not tender'],
      ],
      RADIO: 'PA 46 taken for the pain. Grade 1. Periapical radiolucency on the mesial root',
      DX: ['Acute apical abscess 46'],
      CONSULT:
        "Discussed root canal treatment or extraction. He wants to keep it. Explained he doesn't need antibiotics as the swelling is localised and he's well in himself. Advised ibuprofen 400 mg 4 times a day with food and paracetamol if needed and hot salt water rinses",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + IDB right',
        'Incision and drainage of the swelling',
        'Pus drained',
        'Rubber dam',
        'Access',
        'Pulp necrotic',
        'Extirpated 46',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Post-op instructions given',
      ],
      NV: ['Continue RCT 46'],
      'F/U': 'If the swelling spreads or he has trouble swallowing go to A&E. Review in 1 week',
    },
  }),
  defineCase({
    id: 'ce02-uk-typed-fdi-irreversible-pulpitis-36-extirpation-two-la-lines',
    style: 'UK',
    asr: false,
    transcript:
      "Emergency. C/O severe pain LL since Saturday, worse at night, woken by it, cold makes it worse and lingers. Can't tell if upper or lower. MH: no change, NKDA. Meds: none. EO: NAD. IO: soft tissues NAD. 36 deep DO comp, cold +ve lingering >30 s, EPT +ve, TTP -ve, not tender to palpation. 35, 37 cold +ve, not lingering. PA 36 (justification: pain, grade 1): deep restoration close to pulp, no PA lesion. Dx: symptomatic irreversible pulpitis 36. Options: RCT, extraction or no treatment. Risks and benefits explained. Pt opted for RCT (private). Verbal consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB left. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 36. RD. Access, pulp extirpated 36. Canals irrigated w/ NaOCl. Ledermix, Cavit. Occlusion reduced. POIG. Advised ibuprofen 400 mg QDS + paracetamol 1 g QDS. NV: RCT 36 (90 min) in 2/52.",
    expect: {
      CC: "Emergency. Severe pain LL since Saturday, worse at night, woken by it, cold makes it worse and lingers. Can't tell if upper or lower",
      'MED HX': 'No change, NKDA. Meds: none',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['36', 'Deep DO comp, cold +ve lingering >30 s, EPT +ve, TTP -ve, not tender to palpation'],
        ['35', 'Cold +ve, not lingering'],
        ['37', 'Cold +ve, not lingering'],
      ],
      RADIO: 'PA 36 (justification: pain, grade 1): deep restoration close to pulp, no PA lesion',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT:
        'Options: RCT, extraction or no treatment. Risks and benefits explained. Pt opted for RCT (private). Advised ibuprofen 400 mg QDS + paracetamol 1 g QDS',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'RD',
        'Access',
        'Pulp extirpated 36',
        'Canals irrigated w/ NaOCl',
        'Ledermix',
        'Cavit',
        'Occlusion reduced',
        'POIG',
      ],
      NV: ['RCT 36 (90 min) in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ce03-uk-asr-fdi-short-lost-filling-26-temporary-dressing',
    style: 'UK',
    asr: true,
    transcript:
      'lost a filling upper left two six this morning no pain medical history unchanged two six occlusal cavity no caries temporary dressing two six book in for a filling',
    expect: {
      CC: 'Lost a filling upper left 26 this morning. No pain',
      'MED HX': 'Unchanged',
      DENTAL: [['26', 'O cavity no caries']],
      'TX TODAY': ['Temporary dressing 26'],
      TX: ['Temporary dressing 26'],
      NV: ['Filling'],
    },
  }),
  defineCase({
    id: 'ce04-uk-typed-fdi-dry-socket-48-alvogyl-no-title-no-antibiotics',
    style: 'UK',
    asr: false,
    transcript:
      'Pain after XLA 48 here 4 days ago, started day 2, radiating to ear, bad taste, not helped by ibuprofen. MH: smokes 10 a day, on the pill, NKDA. EO: no swelling, no lymphadenopathy, mouth opening normal. IO: 48 socket empty, no clot, exposed bone, food debris, very tender. 47 not TTP. Dx: alveolar osteitis (dry socket) 48. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal infil 48. Socket irrigated w/ warm saline, debris removed, Alvogyl placed. POIG. Explained dry socket, no antibiotics needed. Advised ibuprofen 400 mg QDS + paracetamol 1 g QDS, no smoking for at least 3 days, warm salt water rinses from tomorrow. Review 3/7 to replace dressing, sooner if pain worsens.',
    expect: {
      CC: 'Pain after XLA 48 here 4 days ago, started day 2, radiating to ear, bad taste, not helped by ibuprofen',
      'MED HX': 'Smokes 10 a day, on the pill, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy, mouth opening normal',
      INTRA: '48 socket empty, no clot, exposed bone, food debris, very tender',
      DENTAL: [['47', 'Not TTP']],
      DX: ['Alveolar osteitis (dry socket) 48'],
      CONSULT:
        'Explained dry socket, no antibiotics needed. Advised ibuprofen 400 mg QDS + paracetamol 1 g QDS, no smoking for at least 3 days, warm salt water rinses from tomorrow',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 48',
        'Socket irrigated w/ warm saline',
        'Debris removed',
        'Alvogyl placed',
        'POIG',
      ],
      'F/U': 'Review 3 days to replace dressing, sooner if pain worsens',
    },
  }),
  defineCase({
    id: 'ce05-uk-asr-fdi-reactionary-haemorrhage-47-apixaban-sutures-sorry-appends',
    style: 'UK',
    asr: true,
    transcript:
      "okay she came in with bleeding from the socket of this morning's extraction four seven she's been biting on gauze at home for an hour medical history atrial fibrillation on apixaban she missed the morning dose as advised no allergies extra oral nad intra oral four seven socket oozing with a large liver clot no other bleeding points four six disto occlusal composite intact diagnosis reactionary haemorrhage four seven socket verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration four seven liver clot removed with gauze surgicel packed into the socket two horizontal mattress sutures three oh sorry four oh vicryl rapide pressure with gauze for twenty minutes haemostasis achieved post op instructions given again verbal and written told her to take the evening dose as usual if no further bleeding if it won't stop with pressure ring the out of hours number or go to a and e review in one week",
    appends: [
      'add to treatment rx tranexamic acid mouthwash five percent ten millilitres four times a day for two days',
      'add to notes her husband drove her in and waited in the car',
    ],
    expect: {
      CC: "Bleeding from the socket of this morning's extraction 47. She's been biting on gauze at home for an hour",
      'MED HX': 'Atrial fibrillation on apixaban. She missed the morning dose as advised. No allergies',
      EXTRA: 'NAD',
      INTRA: '47 socket oozing with a large liver clot. No other bleeding points',
      DENTAL: [['46', 'DO composite intact']],
      DX: ['Reactionary haemorrhage 47 socket'],
      CONSULT: 'Told her to take the evening dose as usual if no further bleeding',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 47',
        'Liver clot removed with gauze',
        'Surgicel packed into the socket',
        '2 horizontal mattress sutures 4-0 Vicryl Rapide',
        'Pressure with gauze for 20 minutes',
        'Haemostasis achieved',
        'Post-op instructions given again verbal and written',
        'Rx tranexamic acid mouthwash 5% 10 ml 4 times a day for 2 days',
      ],
      NOTES: 'Her husband drove her in and waited in the car',
      'F/U': "If it won't stop with pressure ring the out of hours number or go to A&E. Review in 1 week",
    },
  }),
  defineCase({
    id: 'ce06-uk-typed-fdi-cracked-tooth-25-tooth-slooth-occlusion-reduced-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Sharp pain on biting UL premolar area x 3 weeks, occasionally to cold, goes quickly. No night pain. MH: no change, NKDA, bruxist (wife says). EO: masseters hypertrophic, no TMJ tenderness. IO: wear facets, linea alba. 25 MOD amalgam, crack line visible on distal marginal ridge, pain on release biting on Tooth Slooth on P cusp, cold +ve brief, EPT +ve, TTP -ve, no deep pocket. 24 sound. 26 MO comp sound. PA 25 (pain): no PA pathology, no caries. Dx: cracked tooth 25 with reversible pulpitis. Discussed cuspal coverage (onlay or crown), prognosis uncertain, may need RCT or extraction if the crack propagates. Pt asked if he can just leave it - explained the crack can extend and he could lose the tooth. Pt wants to go ahead with onlay (private, est. £650). Occlusion reduced on 25 to take it out of function. Advised avoid chewing on the left, soft diet. Night guard discussed. NV: onlay prep 25. Return sooner if pain at night or spontaneous.',
    expect: {
      CC: 'Sharp pain on biting UL premolar area x 3 weeks, occasionally to cold, goes quickly. No night pain',
      'MED HX': 'No change, NKDA, bruxist (wife says)',
      EXTRA: 'Masseters hypertrophic, no TMJ tenderness',
      INTRA: 'Wear facets, linea alba',
      DENTAL: [
        [
          '25',
          'MOD amalgam, crack line visible on D marginal ridge, pain on release biting on Tooth Slooth on P cusp, cold +ve brief, EPT +ve, TTP -ve, no deep pocket',
        ],
        ['24', 'Sound'],
        ['26', 'MO comp sound'],
      ],
      RADIO: 'PA 25 (pain): no PA pathology, no caries',
      DX: ['Cracked tooth 25 with reversible pulpitis'],
      CONSULT:
        'Discussed cuspal coverage (onlay or crown), prognosis uncertain, may need RCT or extraction if the crack propagates. Pt asked if he can just leave it - explained the crack can extend and he could lose the tooth. Pt wants to go ahead with onlay (private, est. £650). Advised avoid chewing on the left, soft diet. Night guard discussed',
      TX: ['Occlusion reduced on 25 to take it out of function'],
      NV: ['Onlay prep 25'],
      'F/U': 'Return sooner if pain at night or spontaneous',
    },
  }),
  defineCase({
    id: 'ce07-uk-asr-fdi-pericoronitis-38-irrigation-no-antibiotics-28-cusp-smoothed',
    style: 'UK',
    asr: true,
    transcript:
      "patient presents with pain and swelling round her lower left wisdom tooth for three days sore to swallow bad taste had it twice before medical history fit and well no medication allergic to penicillin extra oral tender submandibular lymph node left side mouth opening slightly reduced temperature thirty seven point one intra oral three eight partially erupted operculum red and swollen pus from under it two eight over erupted biting on the operculum three seven sound diagnosis pericoronitis three eight irrigated under the operculum with chlorhexidine debris removed two eight palatal cusp smoothed um explained antibiotics aren't needed as there's no spreading swelling and she's well in herself advised hot salt water mouthwashes every few hours chlorhexidine mouthwash twice a day for a week and ibuprofen four hundred milligrams three times a day with food she asked if the tooth should come out explained if it keeps happening we can refer her for assessment if the swelling gets worse or she can't swallow or open her mouth go to a and e review in a week if not settling",
    expect: {
      CC: 'Pain and swelling round her lower left wisdom tooth for 3 days. Sore to swallow. Bad taste. Had it twice before',
      'MED HX': 'Fit and well. No medication. Allergic to penicillin',
      EXTRA: 'Tender submandibular lymph node left side. Mouth opening slightly reduced. Temperature 37.1',
      DENTAL: [
        ['38', 'Partially erupted operculum red and swollen pus from under it'],
        ['28', 'Over erupted biting on the operculum'],
        ['37', 'Sound'],
      ],
      DX: ['Pericoronitis 38'],
      CONSULT:
        "Explained antibiotics aren't needed as there's no spreading swelling and she's well in herself. Advised hot salt water mouthwashes every few hours chlorhexidine mouthwash twice a day for a week and ibuprofen 400 mg 3 times a day with food. She asked if the tooth should come out. Explained if it keeps happening we can refer her for assessment",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Debris removed', '28 P cusp smoothed'],
      'F/U': "If the swelling gets worse or she can't swallow or open her mouth go to A&E. Review in a week if not settling",
    },
  }),
  defineCase({
    id: 'ce08-uk-typed-fdi-declines-treatment-47-wants-antibiotics-not-prescribed',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Toothache LR for 1/52, keeping him awake. Wants antibiotics. MH: T2 diabetes (metformin), NKDA. EO: no swelling, apyrexial. 47 grossly carious, cold +ve lingering, TTP +, not mobile. 46 MOD amalgam, sound. PA 47: caries into pulp, widened PDL space. Dx: symptomatic irreversible pulpitis 47 with symptomatic apical periodontitis. Explained antibiotics will not help toothache without spreading infection, and the risks of resistance. Options: extirpation today, extraction, or no treatment. Risks of no treatment explained incl. swelling and spread. Pt declined all treatment today, only wanted antibiotics. No antibiotics prescribed. Offered XLA or extirpation tomorrow, pt will call if he changes his mind. Analgesia advice: ibuprofen 400 mg + paracetamol 1 g QDS, max doses explained. Pt left unhappy. Return if swelling, fever or difficulty swallowing - A&E out of hours.',
    expect: {
      CC: 'Emergency. Toothache LR for 1 week, keeping him awake. Wants antibiotics',
      'MED HX': 'T2 diabetes (metformin), NKDA',
      EXTRA: 'No swelling, apyrexial',
      DENTAL: [
        ['47', 'Grossly carious, cold +ve lingering, TTP +, not mobile'],
        ['46', 'MOD amalgam, sound'],
      ],
      RADIO: 'PA 47: caries into pulp, widened PDL space',
      DX: ['Symptomatic irreversible pulpitis 47 with symptomatic apical periodontitis'],
      CONSULT:
        'Explained antibiotics will not help toothache without spreading infection, and the risks of resistance. Options: extirpation today, extraction, or no treatment. Risks of no treatment explained incl. swelling and spread. Pt declined all treatment today, only wanted antibiotics. No antibiotics prescribed. Offered XLA or extirpation tomorrow, pt will call if he changes his mind. Analgesia advice: ibuprofen 400 mg + paracetamol 1 g QDS, max doses explained',
      NOTES: 'Pt left unhappy',
      'F/U': 'Return if swelling, fever or difficulty swallowing - A&E out of hours',
    },
  }),

  // ---------------------------------------------------------------- 2. Day 2, UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'ce09-uk-asr-palmer-spreading-abscess-ll6-extraction-amoxicillin-phone-review',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she's got a swollen face on the left since yesterday getting bigger feels hot and shivery and hasn't been eating medical history high blood pressure on amlodipine no allergies extra oral diffuse swelling left cheek down to the lower border of the mandible eye not involved tender left submandibular lymph nodes temperature thirty eight point two swallowing fine opening fine intra oral buccal sulcus swollen in the lower left molar region lower left six root filled large amalgam buccal cusp fractured grade two mobile very tender to percussion lower left five and lower left seven not tender normal response to cold pa lower left six justified by the swelling grade one large periapical radiolucency on both roots root filling short diagnosis acute apical abscess lower left six with spreading infection discussed root canal retreatment or extraction she wants it out today verbal and written consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and lingual infiltration lower left six extracted lower left six with forceps roots complete pus drained from the socket bite on gauze haemostasis achieved explained she needs antibiotics because of the temperature and the spreading swelling rx amoxicillin five hundred milligrams three times a day for five days advised paracetamol and ibuprofen regularly and plenty of fluids post op instructions given verbal and written if the swelling spreads towards her eye or under her tongue or she struggles to swallow or breathe go straight to a and e phone review tomorrow",
    expect: {
      CC: "Emergency. She's got a swollen face on the left since yesterday getting bigger. Feels hot and shivery and hasn't been eating",
      'MED HX': 'High blood pressure on amlodipine. No allergies',
      EXTRA:
        'Diffuse swelling left cheek down to the lower border of the mandible. Eye not involved. Tender left submandibular lymph nodes. Temperature 38.2. Swallowing fine. Opening fine',
      INTRA: 'Buccal sulcus swollen in the lower left molar region',
      DENTAL: [
        ['LL6', 'Root filled large amalgam B cusp fractured grade 2 mobile very tender to percussion', 'B cusp'],
        ['LL5', 'Not tender normal response to cold'],
        ['LL7', 'Not tender normal response to cold'],
      ],
      RADIO: 'PA LL6 justified by the swelling. Grade 1. Large periapical radiolucency on both roots. Root filling short',
      DX: ['Acute apical abscess LL6 with spreading infection'],
      CONSULT:
        'Discussed root canal retreatment or extraction. She wants it out today. Explained she needs antibiotics because of the temperature and the spreading swelling. Advised paracetamol and ibuprofen regularly and plenty of fluids',
      CONSENT: 'Verbal and written consent',
      'TX TODAY': ['Extraction LL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Extracted LL6 with forceps',
        'Roots complete',
        'Pus drained from the socket',
        'Bite on gauze',
        'Haemostasis achieved',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Post-op instructions given verbal and written',
      ],
      'F/U':
        'If the swelling spreads towards her eye or under her tongue or she struggles to swallow or breathe go straight to A&E. Phone review tomorrow',
    },
  }),
  defineCase({
    id: 'ce10-uk-typed-palmer-gold-crown-lr6-recemented-toffee',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Crown came off LR6 last night eating a toffee, has brought it in. No pain, slightly sensitive to cold. MH: no change, NKDA. LR6 prep intact, no caries, cement remnants, cold +ve (normal). LR5, LR7 sound. Dx: decemented crown LR6. Discussed recement vs new crown; pt happy to recement, aware it may come off again. No LA. Prep cleaned w/ pumice, crown cleaned, tried in, margins fit well. Recemented crown LR6 w/ RelyX Unicem. Excess removed, floss through contacts. Occlusion checked, no high spots. POIG. Advised avoid toffees. Review at routine recall.',
    expect: {
      CC: 'Crown came off LR6 last night eating a toffee, has brought it in. No pain, slightly sensitive to cold',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LR6', 'Prep intact, no caries, cement remnants, cold +ve (normal)'],
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      DX: ['Decemented crown LR6'],
      CONSULT:
        'Discussed recement vs new crown; pt happy to recement, aware it may come off again. Advised avoid toffees',
      'TX TODAY': ['Crown recement LR6'],
      TX: [
        'No LA',
        'Prep cleaned w/ pumice',
        'Crown cleaned',
        'Tried in',
        'Margins fit well',
        'Recemented crown LR6 w/ RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked',
        'No high spots',
        'POIG',
      ],
      'F/U': 'Review at routine recall',
    },
  }),
  defineCase({
    id: 'ce11-uk-asr-palmer-snapped-upper-denture-lab-repair-partial-eased-ulcer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he attended with his upper denture snapped in half he dropped it in the sink this morning and his lower one's been rubbing on the right medical history no changes on warfarin for his heart valve inr two point eight last week no allergies intra oral upper edentulous ridge healthy small ulcer on the lower right ridge under the partial denture flange lower left three lower right three and lower right four sound diagnosis fractured upper denture and denture trauma ulcer lower right er eased the lower partial denture over the ulcer with an acrylic bur polished upper denture sent to the lab for a same day repair he asked if he can superglue it next time told him no it won't fit properly advised warm salt water rinses next visit collect the repaired upper denture this afternoon review the ulcer in two weeks",
    expect: {
      CC: "His upper denture snapped in half. He dropped it in the sink this morning. His lower one's been rubbing on the right",
      'MED HX': 'No changes. On warfarin for his heart valve. INR 2.8 last week. No allergies',
      INTRA: 'Upper edentulous ridge healthy. Small ulcer on the lower right ridge under the partial denture flange',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound'],
        ['LR4', 'Sound'],
      ],
      DX: ['Fractured upper denture', 'Denture trauma ulcer lower right'],
      CONSULT:
        "He asked if he can superglue it next time. Told him no it won't fit properly. Advised warm salt water rinses",
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the lower partial denture over the ulcer with an acrylic bur',
        'Polished',
        'Upper denture sent to the lab for a same day repair',
      ],
      NV: ['Collect the repaired upper denture this afternoon'],
      'F/U': 'Review the ulcer in 2 weeks',
    },
  }),
  defineCase({
    id: 'ce12-uk-typed-palmer-short-traumatic-ulcer-lr7-cusp-smoothed',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Sore tongue R side 1/52. Traumatic ulcer R lat border tongue. LR7 L cusp sharp. Cusp smoothed. Advised Difflam rinse. Review 2/52, refer if not healed.',
    expect: {
      CC: 'Sore tongue R side 1 week',
      INTRA: 'Traumatic ulcer R lat border tongue',
      DENTAL: [['LR7', 'L cusp sharp']],
      CONSULT: 'Advised Difflam rinse',
      TX: ['Cusp smoothed'],
      'F/U': 'Review 2 weeks, refer if not healed',
    },
  }),
  defineCase({
    id: 'ce13-uk-asr-palmer-bike-fall-ur1-fractured-mi-corner-composite-ul1-subluxation',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency he came off his bike this morning and hit his face on the handlebars no loss of consciousness no headache or vomiting medical history fit and well no allergies tetanus up to date extra oral grazed chin small laceration lower lip not through and through upper right one fractured mesial incisal corner into dentine no pulp exposure sensitive to air not mobile not tender positive to cold ept positive upper left one tender to percussion not displaced grade one mobile bleeding from the gingival crevice positive to cold ept no response upper right two and upper left two not tender positive to cold pas of upper right one and upper left one and an upper standard occlusal no root fractures no displacement diagnosis enamel dentine fracture upper right one and subluxation upper left one explained upper left one might darken or need a root filling later lip cleaned with saline no sutures needed no la etched bonded flowable over the dentine then mesial incisal composite upper right one shade a two no splint needed for upper left one soft diet for two weeks brush with a soft toothbrush chlorhexidine mouthwash twice a day for a week he asked if he can still play rugby on saturday told him wear a gum shield next visit sensibility tests upper right one and upper left one in four weeks review sooner if upper left one gets painful or swollen',
    expect: {
      CC: 'Emergency. He came off his bike this morning and hit his face on the handlebars. No loss of consciousness. No headache or vomiting',
      'MED HX': 'Fit and well. No allergies. Tetanus up to date',
      EXTRA: 'Grazed chin. Small laceration lower lip not through and through',
      DENTAL: [
        [
          'UR1',
          'Fractured MI corner into dentine no pulp exposure sensitive to air not mobile not tender positive to cold EPT positive',
          'MI corner',
        ],
        [
          'UL1',
          'Tender to percussion not displaced grade 1 mobile bleeding from the gingival crevice positive to cold EPT no response',
        ],
        ['UR2', 'Not tender positive to cold'],
        ['UL2', 'Not tender positive to cold'],
      ],
      RADIO: 'PAs of UR1 and UL1 and an upper standard occlusal. No root fractures. No displacement',
      DX: ['Enamel dentine fracture UR1', 'Subluxation UL1'],
      CONSULT:
        'Explained UL1 might darken or need a root filling later. Soft diet for 2 weeks. Brush with a soft toothbrush. Chlorhexidine mouthwash twice a day for a week. He asked if he can still play rugby on Saturday. Told him wear a gum shield',
      'TX TODAY': ['MI composite UR1'],
      TX: [
        'Lip cleaned with saline',
        'No sutures needed',
        'No LA',
        'Etched',
        'Bonded',
        'Flowable over the dentine',
        'MI composite UR1',
        'Shade A2',
        'No splint needed for UL1',
      ],
      NV: ['Sensibility tests UR1, UL1 in 4 weeks'],
      'F/U': 'Review sooner if UL1 gets painful or swollen',
    },
  }),
  defineCase({
    id: 'ce14-uk-typed-palmer-irreversible-pulpitis-lr6-extraction-appends-suture-anxious',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Pain LR 5 days, throbbing, worse lying down, cold and hot. Has had paracetamol + ibuprofen with little relief. MH: no change, hypothyroidism (levothyroxine), NKDA. EO: NAD. IO: NAD. LR6 large DO caries, cold +ve lingering, heat +ve, TTP +ve, palp NAD. LR7 MO amalg, cold +ve normal. LR5 sound. PA LR6 (grade 1): caries into pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis LR6. Options: RCT + crown (restorability guarded), XLA, no tx. Pt opts for XLA, aware of gap and options to replace. Written consent. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr IDB right + buccal infil LR6. XLA LR6 w/ forceps, roots complete. Haemostasis. POIG verbal + written. Review PRN.',
    appends: ['Add to treatment: socket sutured w/ 1 x 4-0 Vicryl Rapide.', 'Add to notes: pt very anxious, needed breaks.'],
    expect: {
      CC: 'Emergency. Pain LR 5 days, throbbing, worse lying down, cold and hot. Has had paracetamol + ibuprofen with little relief',
      'MED HX': 'No change, hypothyroidism (levothyroxine), NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['LR6', 'Large DO caries, cold +ve lingering, heat +ve, TTP +ve, palp NAD'],
        ['LR7', 'MO amalg, cold +ve normal'],
        ['LR5', 'Sound'],
      ],
      RADIO: 'PA LR6 (grade 1): caries into pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis LR6'],
      CONSULT:
        'Options: RCT + crown (restorability guarded), XLA, no tx. Pt opts for XLA, aware of gap and options to replace',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction LR6'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration LR6',
        'XLA LR6 w/ forceps',
        'Roots complete',
        'Haemostasis',
        'POIG verbal + written',
        'Socket sutured w/ 1 x 4-0 Vicryl Rapide',
      ],
      NOTES: 'Pt very anxious, needed breaks',
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'ce15-uk-asr-palmer-pericoronitis-ll8-metronidazole-referral-ll7-sorry-cervical',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended with pain and swelling lower left wisdom tooth third episode this year can't open properly medical history fit and well no allergies smokes ten a day extra oral swelling left angle of the mandible tender left submandibular lymph nodes temperature thirty eight point one mouth opening two fingers intra oral lower left eight partially erupted operculum swollen pus on pressure lower left seven distal caries sorry distal cervical caries upper left eight over erupted opg taken to assess the wisdom teeth grade one lower left eight distoangular impaction close to the canal diagnosis pericoronitis lower left eight with systemic involvement irrigated under the operculum with chlorhexidine rx metronidazole four hundred milligrams three times a day for three days explained he needs antibiotics this time because of the temperature and the trismus no alcohol with the metronidazole hot salt water rinses he asked how long the wait is for the hospital told him it can be a few months smoking cessation advice given referred to oral surgery for removal of lower left eight book in for a filling lower left seven once this settles if he can't swallow or the swelling spreads to his neck go to a and e review in three days",
    expect: {
      CC: "Pain and swelling lower left wisdom tooth. Third episode this year. Can't open properly",
      'MED HX': 'Fit and well. No allergies. Smokes 10 a day',
      EXTRA:
        'Swelling left angle of the mandible. Tender left submandibular lymph nodes. Temperature 38.1. Mouth opening 2 fingers',
      DENTAL: [
        ['LL8', 'Partially erupted operculum swollen pus on pressure'],
        ['LL7', 'D cervical caries'],
        ['UL8', 'Over erupted'],
      ],
      RADIO: 'OPG taken to assess the wisdom teeth. Grade 1. LL8 distoangular impaction close to the canal',
      DX: ['Pericoronitis LL8 with systemic involvement'],
      CONSULT:
        'Explained he needs antibiotics this time because of the temperature and the trismus. No alcohol with the metronidazole. Hot salt water rinses. He asked how long the wait is for the hospital. Told him it can be a few months. Smoking cessation advice given',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine', 'Rx metronidazole 400 mg 3 times a day for 3 days'],
      'TX PLAN': ['Referred to oral surgery for removal of LL8'],
      NV: ['Filling LL7 once this settles'],
      'F/U': "If he can't swallow or the swelling spreads to his neck go to A&E. Review in 3 days",
    },
  }),

  // ---------------------------------------------------------------- 3. Day 1, US general dentist (Universal)
  defineCase({
    id: 'ce16-us-asr-limited-eval-pulpectomy-14-cold-percussion-palpation-no-antibiotics',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited evaluation she's got pain on the upper left for a week it's now spontaneous and wakes her up she can't tell if it's upper or lower medical history hypothyroid on synthroid allergic to sulfa extraoral within normal limits no swelling intraoral soft tissues normal number fourteen large mesial occlusal composite with recurrent decay cold lingering about twenty seconds percussion positive palpation negative numbers thirteen and fifteen cold normal percussion negative pa of fourteen and a bitewing on the left deep recurrent decay under the composite approaching the pulp pdl slightly widened on the palatal root no periapical radiolucency diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number fourteen we talked about root canal and crown or extraction she wants to save the tooth cost estimate given informed consent signed one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration number fourteen rubber dam access pulpectomy number fourteen four canals found mb two included working lengths with the apex locator instrumented to a size twenty five irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit occlusion reduced uh rx ibuprofen six hundred milligrams every six hours as needed for three days explained antibiotics won't help since there's no swelling or fever next visit finish root canal fourteen in two weeks then crown call us if swelling develops",
    expect: {
      CC: "Limited evaluation. She's got pain on the upper left for a week. It's now spontaneous and wakes her up. She can't tell if it's upper or lower",
      'MED HX': 'Hypothyroid on Synthroid. Allergic to sulfa',
      EXTRA: 'Within normal limits. No swelling',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        [
          '14',
          'Large MO composite with recurrent decay cold lingering about 20 seconds percussion positive palpation negative',
        ],
        ['13', 'Cold normal percussion negative'],
        ['15', 'Cold normal percussion negative'],
      ],
      RADIO:
        'PA of #14 and a bitewing on the left. Deep recurrent decay under the composite approaching the pulp. PDL slightly widened on the palatal root. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT:
        "We talked about root canal and crown or extraction. She wants to save the tooth. Cost estimate given. Explained antibiotics won't help since there's no swelling or fever",
      CONSENT: 'Informed consent signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Access',
        'Pulpectomy #14',
        '4 canals found',
        'MB2 included',
        'Working lengths with the apex locator',
        'Instrumented to a size 25',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours as needed for 3 days',
      ],
      NV: ['Finish RCT #14 in 2 weeks', 'Crown'],
      'F/U': 'Call us if swelling develops',
    },
  }),
  defineCase({
    id: 'ce17-us-typed-abscess-20-fever-i-and-d-cephalexin-pcn-allergy-endo-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LOE. Pt presents with swelling LL x 2 days, started as a toothache last week. Feels feverish. Med hx: HTN (amlodipine), PCN allergy (rash as a child). EO: temp 100.8 F, mild swelling L mandible, tender L submandibular node, no trismus, swallowing OK, floor of mouth soft. IO: fluctuant vestibular swelling adj #20. #20 DO amalgam, large, perc ++, palp +, cold neg, EPT neg. #19 and #21 cold WNL, perc neg. PA #20: PARL ~5 mm at apex. Dx: pulp necrosis w/ acute apical abscess #20. Options: RCT + crown, ext, no tx. Pt wants RCT. Abx indicated due to fever and node. Verbal consent for I&D. 1 carp lido 2% 1:100k epi buccal infiltration #20. I&D, purulent drainage ~1 ml. Rx cephalexin 500 mg 1 cap QID x 7 days. Rx ibuprofen 600 mg q6h PRN x 5 days. Warm salt water rinses. Referral to endo for RCT #20. To ER if swelling spreads or trouble breathing/swallowing. Phone call tomorrow to check.',
    expect: {
      CC: 'LOE. Swelling LL x 2 days, started as a toothache last week. Feels feverish',
      'MED HX': 'HTN (amlodipine), PCN allergy (rash as a child)',
      EXTRA:
        'Temp 100.8 F, mild swelling L mandible, tender L submandibular node, no trismus, swallowing OK, floor of mouth soft',
      INTRA: 'Fluctuant vestibular swelling adj #20',
      DENTAL: [
        ['20', 'DO amalgam, large, perc ++, palp +, cold neg, EPT neg'],
        ['19', 'Cold WNL, perc neg'],
        ['21', 'Cold WNL, perc neg'],
      ],
      RADIO: 'PA #20: PARL ~5 mm at apex',
      DX: ['Pulp necrosis w/ acute apical abscess #20'],
      CONSULT: 'Options: RCT + crown, ext, no tx. Pt wants RCT. Abx indicated due to fever and node. Warm salt water rinses',
      CONSENT: 'Verbal consent for I&D',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #20',
        'I&D',
        'Purulent drainage ~1 ml',
        'Rx cephalexin 500 mg 1 cap QID x 7 days',
        'Rx ibuprofen 600 mg q6h PRN x 5 days',
      ],
      'TX PLAN': ['Referral to endo for RCT #20'],
      'F/U': 'To ER if swelling spreads or trouble breathing/swallowing. Phone call tomorrow to check',
    },
  }),
  defineCase({
    id: 'ce18-us-asr-crown-12-came-off-bagel-recemented-fuji-plus',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "crown on twelve came off this morning eating a bagel no pain medical history no changes no allergies twelve prep intact no decay no anesthetic needed tried in the crown fits well recemented crown twelve with fuji plus cleaned up excess checked the bite she's happy recall as scheduled",
    expect: {
      CC: 'Crown on #12 came off this morning eating a bagel. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['12', 'Prep intact no decay']],
      'TX TODAY': ['Crown recement #12'],
      TX: [
        'No anesthetic needed',
        'Tried in the crown',
        'Fits well',
        'Recemented crown #12 with Fuji Plus',
        'Cleaned up excess',
        'Checked the bite',
      ],
      NOTES: "She's happy",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'ce19-us-typed-bleeding-socket-17-clopidogrel-gelfoam-sutures-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Walk-in. Bleeding from #17 site since ext at oral surgeon's office yesterday afternoon; surgeon's office closed. Has been spitting a lot. Med hx: CAD w/ stent, clopidogrel + aspirin 81 mg, NKDA. EO: no swelling, no bruising. IO: #17 socket w/ loose clot, slow ooze, 1 suture in place, no other bleeding sites. Dx: post-op hemorrhage #17. Removed clot. 2 carp lido 2% 1:100k epi left IANB. Socket curetted gently, Gelfoam packed, 2 additional sutures 3-0 chromic gut, pressure w/ gauze 30 min. Bleeding stopped. POI given. Tea bag technique explained. Advised no spitting, no straws, no smoking, soft diet. Advised not to stop clopidogrel or aspirin. Pt asked if he should go to the ER - told him yes if bleeding restarts and doesn't stop with 30 min pressure. Letter faxed to oral surgeon. Follow up with oral surgeon in 1 wk.",
    expect: {
      CC: "Walk-in. Bleeding from #17 site since ext at oral surgeon's office yesterday afternoon; surgeon's office closed. Has been spitting a lot",
      'MED HX': 'CAD w/ stent, clopidogrel + aspirin 81 mg, NKDA',
      EXTRA: 'No swelling, no bruising',
      INTRA: '#17 socket w/ loose clot, slow ooze, 1 suture in place, no other bleeding sites',
      DX: ['Post-op hemorrhage #17'],
      CONSULT:
        "Tea bag technique explained. Advised no spitting, no straws, no smoking, soft diet. Advised not to stop clopidogrel or aspirin. Pt asked if he should go to the ER - told him yes if bleeding restarts and doesn't stop with 30 min pressure",
      TX: [
        'Removed clot',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Socket curetted gently',
        'Gelfoam packed',
        '2 additional sutures 3-0 chromic gut',
        'Pressure w/ gauze 30 min',
        'Bleeding stopped',
        'POI given',
      ],
      NOTES: 'Letter faxed to oral surgeon',
      'F/U': 'Follow up with oral surgeon in 1 wk',
    },
  }),
  defineCase({
    id: 'ce20-us-asr-non-healing-tongue-ulcer-biopsy-referral-opposite-18-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here because of a sore spot on the left side of his tongue for about a month it hasn't healed and he thinks it's getting bigger medical history smokes a pack a day most of his life drinks four or five beers a night high cholesterol on atorvastatin no allergies extraoral left submandibular node about one centimeter firm not tender intraoral one point five centimeter ulcer left lateral border of the tongue opposite number eighteen with raised indurated edges no sharp teeth nearby number nineteen crown margins smooth diagnosis ulcer left lateral tongue suspicious for malignancy talked to him about the need for a biopsy and about quitting smoking and cutting back on alcohol he asked if it's cancer told him we can't tell without a biopsy urgent referral to oral and maxillofacial surgery for incisional biopsy",
    appends: [
      'add to notes his wife came with him and is driving him home',
      'follow up call in one week to make sure he got the appointment',
    ],
    expect: {
      CC: "Sore spot on the left side of his tongue for about a month. It hasn't healed. He thinks it's getting bigger",
      'MED HX':
        'Smokes a pack a day most of his life. Drinks 4 or 5 beers a night. High cholesterol on atorvastatin. No allergies',
      EXTRA: 'Left submandibular node about 1 cm firm not tender',
      INTRA:
        '1.5 cm ulcer left lateral border of the tongue opposite #18 with raised indurated edges. No sharp teeth nearby',
      DENTAL: [['19', 'Crown margins smooth']],
      DX: ['Ulcer left lateral tongue suspicious for malignancy'],
      CONSULT:
        "Talked to him about the need for a biopsy and about quitting smoking and cutting back on alcohol. He asked if it's cancer. Told him we can't tell without a biopsy",
      'TX PLAN': ['Urgent referral to oral and maxillofacial surgery for incisional biopsy'],
      NOTES: 'His wife came with him and is driving him home',
      'F/U': 'Follow up call in 1 week to make sure he got the appointment',
    },
  }),

  // ---------------------------------------------------------------- 4. Day 2, second US dentist (Universal)
  defineCase({
    id: 'ce21-us-typed-cracked-tooth-30-tooth-slooth-irm-temporary-dressing',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LOE. Pain on chewing LR for 2 months, sharp, only on release, sometimes cold sensitive. Med hx: no changes, NKDA. EO WNL. IO: attrition, mandibular tori. #30 large MOD amalgam, Tooth Slooth + on DL cusp on release, cold WNL, perc neg, probing WNL all sites. #29 sound. #31 O composite intact. PA + BW #30: no periapical pathology, no recurrent decay. Dx: cracked tooth #30 w/ normal pulp. Discussed need for full coverage crown; crack may progress → RCT or ext. Pt agrees. Consent signed. 2 carp lido 2% 1:100k epi right IANB. Rubber dam. Old MOD amalgam removed. Crack across M marginal ridge into dentin, not into pulp floor. Caries removed. Temporary dressing #30 w/ IRM. Occlusion reduced. POI. NV: crown prep #30 in 1 wk.',
    expect: {
      CC: 'LOE. Pain on chewing LR for 2 months, sharp, only on release, sometimes cold sensitive',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Attrition, mandibular tori',
      DENTAL: [
        ['30', 'Large MOD amalgam, Tooth Slooth + on DL cusp on release, cold WNL, perc neg, probing WNL all sites'],
        ['29', 'Sound'],
        ['31', 'O composite intact'],
      ],
      RADIO: 'PA + BW #30: no periapical pathology, no recurrent decay',
      DX: ['Cracked tooth #30 w/ normal pulp'],
      CONSULT: 'Discussed need for full coverage crown; crack may progress → RCT or ext. Pt agrees',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Temporary dressing #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Old MOD amalgam removed',
        'Crack across M marginal ridge into dentin',
        'Not into pulp floor',
        'Caries removed',
        'Temporary dressing #30 w/ IRM',
        'Occlusion reduced',
        'POI',
      ],
      NV: ['Crown prep #30 in 1 wk'],
    },
  }),
  defineCase({
    id: 'ce22-us-asr-dry-socket-32-dry-socket-paste-no-title-ibuprofen-acetaminophen',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he came in complaining of throbbing pain lower right four days after number thirty two was taken out by the oral surgeon pain started yesterday and radiates to his ear medical history no medical problems no meds allergic to codeine makes him sick he vapes extraoral no swelling no lymphadenopathy intraoral number thirty two socket empty exposed bone at the base food packed in bad odor number thirty one not tender to percussion diagnosis dry socket number thirty two topical benzocaine socket irrigated with warm saline debris removed dry socket paste placed on iodoform gauze he said it felt better right away rx ibuprofen six hundred milligrams every six hours for five days with acetaminophen five hundred milligrams every six hours in between explained antibiotics aren't needed for a dry socket no vaping for at least three days rinse gently with warm salt water after meals next visit dressing change in three days call if the pain isn't better in two days or he gets a fever",
    expect: {
      CC: 'Throbbing pain lower right 4 days after #32 was taken out by the oral surgeon. Pain started yesterday and radiates to his ear',
      'MED HX': 'No medical problems. No meds. Allergic to codeine makes him sick. He vapes',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '#32 socket empty. Exposed bone at the base. Food packed in. Bad odor',
      DENTAL: [['31', 'Not tender to percussion']],
      DX: ['Dry socket #32'],
      CONSULT:
        "Explained antibiotics aren't needed for a dry socket. No vaping for at least 3 days. Rinse gently with warm salt water after meals",
      TX: [
        'Topical benzocaine',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Dry socket paste placed on iodoform gauze',
        'Rx ibuprofen 600 mg every 6 hours for 5 days with acetaminophen 500 mg every 6 hours in between',
      ],
      NOTES: 'He said it felt better right away',
      NV: ['Dressing change in 3 days'],
      'F/U': "Call if the pain isn't better in 2 days or he gets a fever",
    },
  }),
  defineCase({
    id: 'ce23-us-typed-short-broken-partial-clasp-21-lab-repair',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Broken clasp lower partial on #21, happened yesterday. Med hx unchanged. Tissues WNL. #21 sound. Partial sent to lab for clasp repair. NV: deliver repaired partial in 2 days.',
    expect: {
      CC: 'Broken clasp lower partial on #21, happened yesterday',
      'MED HX': 'Unchanged',
      INTRA: 'Tissues WNL',
      DENTAL: [['21', 'Sound']],
      TX: ['Partial sent to lab for clasp repair'],
      NV: ['Deliver repaired partial in 2 days'],
    },
  }),
  defineCase({
    id: 'ce24-us-asr-avulsion-8-replanted-splint-7-to-10-amoxicillin-tetanus-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency he got elbowed playing basketball about forty minutes ago and number eight got knocked out his buddy put it in milk his girlfriend drove him in no loss of consciousness no nausea medical history healthy no meds no allergies doesn't know when his last tetanus shot was extraoral upper lip swollen no facial fractures felt intraoral small cut inside the upper lip number eight avulsed crown and root intact kept in milk number nine tender to percussion slightly mobile no displacement cold positive numbers seven and ten not tender cold positive pa of the area no alveolar fracture number nine no root fracture diagnosis avulsion number eight and subluxation number nine explained replanting now gives the best chance but it will need a root canal and could fuse to the bone and be lost long term he wants to try verbal consent two carpules lidocaine two percent one to one hundred thousand epi labial and palatal infiltration number eight clot suctioned out socket irrigated gently with saline tooth rinsed with saline holding it by the crown replanted number eight with gentle finger pressure position checked with a pa splinted number seven to number ten with flexible wire and composite occlusion checked no contact on the splinted teeth rx amoxicillin five hundred milligrams three times a day for seven days rx chlorhexidine point one two percent rinse twice a day for one week soft diet for two weeks no contact sports referred to his physician for a tetanus booster next visit start root canal number eight in one week splint removal at two weeks",
    expect: {
      CC: 'Emergency. He got elbowed playing basketball about 40 minutes ago. #8 got knocked out. His buddy put it in milk. No loss of consciousness. No nausea',
      'MED HX': "Healthy. No meds. No allergies. Doesn't know when his last tetanus shot was",
      EXTRA: 'Upper lip swollen. No facial fractures felt',
      INTRA: 'Small cut inside the upper lip',
      DENTAL: [
        ['8', 'Avulsed crown and root intact kept in milk'],
        ['9', 'Tender to percussion slightly mobile no displacement cold positive'],
        ['7', 'Not tender cold positive'],
        ['10', 'Not tender cold positive'],
      ],
      RADIO: 'PA of the area. No alveolar fracture. #9 no root fracture',
      DX: ['Avulsion #8', 'Subluxation #9'],
      CONSULT:
        'Explained replanting now gives the best chance but it will need a root canal and could fuse to the bone and be lost long term. He wants to try. Soft diet for 2 weeks. No contact sports',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7 to #10'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8',
        'Clot suctioned out',
        'Socket irrigated gently with saline',
        'Tooth rinsed with saline holding it by the crown',
        'Replanted #8 with gentle finger pressure',
        'Position checked with a PA',
        'Splinted #7 to #10 with flexible wire and composite',
        'Occlusion checked',
        'No contact on the splinted teeth',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx chlorhexidine 0.12% rinse twice a day for 1 week',
      ],
      'TX PLAN': ['Referred to his physician for a tetanus booster'],
      NOTES: 'His girlfriend drove him in',
      NV: ['Start RCT #8 in 1 week', 'Splint removal at 2 weeks'],
    },
  }),
  defineCase({
    id: 'ce25-us-typed-pericoronitis-17-chx-irrigation-no-abx-appends-change-1-wk',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pain around lower left wisdom tooth x 3 days, worse when chewing, keeps biting the gum. Med hx: asthma (albuterol), NKDA. EO: no swelling, no lymphadenopathy, opening 45 mm, afebrile (98.9 F). IO: #17 partially erupted, operculum erythematous and swollen, indented by #16 cusp, no pus. #16 supererupted. #18 sound. Dx: pericoronitis #17. Irrigated under operculum with 0.12% CHX using a blunt syringe. Discussed: no abx needed (localized, afebrile). Advised warm salt water rinses 4-5x/day, CHX rinse BID x 7 days, ibuprofen 400-600 mg q6h PRN. Discussed extraction #17 +/- #16 if it recurs. Pt would like to think about it. Recheck in 1 wk if not better. Call if swelling or difficulty opening/swallowing.',
    appends: ['Add to notes: pt is a nursing student with exams next week.', 'Change 1 wk to 3 days.'],
    expect: {
      CC: 'Pain around lower left wisdom tooth x 3 days, worse when chewing, keeps biting the gum',
      'MED HX': 'Asthma (albuterol), NKDA',
      EXTRA: 'No swelling, no lymphadenopathy, opening 45 mm, afebrile (98.9 F)',
      DENTAL: [
        ['17', 'Partially erupted, operculum erythematous and swollen, indented by #16 cusp, no pus'],
        ['16', 'Supererupted'],
        ['18', 'Sound'],
      ],
      DX: ['Pericoronitis #17'],
      CONSULT:
        'Discussed: no abx needed (localized, afebrile). Advised warm salt water rinses 4-5x/day, CHX rinse BID x 7 days, ibuprofen 400-600 mg q6h PRN. Discussed extraction #17 +/- #16 if it recurs. Pt would like to think about it',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under operculum with 0.12% CHX using a blunt syringe'],
      NOTES: 'Pt is a nursing student with exams next week',
      'F/U': 'Recheck in 3 days if not better. Call if swelling or difficulty opening/swallowing',
    },
  }),

  // ---------------------------------------------------------------- 5. Day 2, third US dentist (Universal)
  defineCase({
    id: 'ce26-us-asr-irreversible-pulpitis-3-extraction-for-cost-diabetes-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's in for a toothache upper right three days now it lingers after hot coffee took ibuprofen last night it helped a little medical history type two diabetes on metformin and glipizide sugar this morning one forty no allergies extraoral no swelling no nodes intraoral number three large distal caries hot lingering cold lingering tender to percussion palpation normal number two missing number four sound pa of three distal caries into the pulp apical pdl widening diagnosis symptomatic irreversible pulpitis number three gave her the options root canal and crown or extraction she doesn't have dental insurance and can't afford the root canal and crown she chose extraction we talked about replacing it later with a bridge or implant consent form signed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three elevated and extracted number three with upper molar forceps roots complete socket curetted gauze pressure hemostasis achieved post op instructions given she asked if her diabetes will slow the healing told her if she keeps her sugars under control it should heal fine advised ibuprofen six hundred milligrams every six hours for two days call if bleeding doesn't stop or swelling develops",
    expect: {
      CC: 'Toothache upper right 3 days now. It lingers after hot coffee. Took ibuprofen last night. It helped a little',
      'MED HX': 'Type 2 diabetes on metformin and glipizide. Sugar this morning 140. No allergies',
      EXTRA: 'No swelling. No nodes',
      DENTAL: [
        ['3', 'Large D caries hot lingering cold lingering tender to percussion palpation normal'],
        ['2', 'Missing'],
        ['4', 'Sound'],
      ],
      RADIO: 'PA of #3 distal caries into the pulp. Apical PDL widening',
      DX: ['Symptomatic irreversible pulpitis #3'],
      CONSULT:
        "Gave her the options root canal and crown or extraction. She doesn't have dental insurance and can't afford the root canal and crown. She chose extraction. We talked about replacing it later with a bridge or implant. She asked if her diabetes will slow the healing. Told her if she keeps her sugars under control it should heal fine. Advised ibuprofen 600 mg every 6 hours for 2 days",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction #3'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Elevated and extracted #3 with upper molar forceps',
        'Roots complete',
        'Socket curetted',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions given',
      ],
      'F/U': "Call if bleeding doesn't stop or swelling develops",
    },
  }),
  defineCase({
    id: 'ce27-us-typed-lost-do-composite-13-pregnant-temporary-dressing-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Lost filling UL, came out w/ popcorn 2 days ago. Sensitive to sweets + cold, no spontaneous pain. Med hx: no changes, NKDA, pregnant (2nd trimester). #13 DO composite missing, shallow, no caries, cold + (brief), perc neg. #12 sound. #14 MO amalgam intact. Radiographs deferred (pregnant, no signs of pulpal involvement). Dx: reversible pulpitis #13 (lost restoration). No LA. Cleaned w/ pumice. Temporary dressing #13 w/ Fuji IX. Occlusion checked. Discussed definitive DO composite #13; pt prefers to wait, scratch that, pt wants it done before the baby is due. NV: DO composite #13 (2nd trimester is a good time).',
    expect: {
      CC: 'Lost filling UL, came out w/ popcorn 2 days ago. Sensitive to sweets + cold, no spontaneous pain',
      'MED HX': 'No changes, NKDA, pregnant (2nd trimester)',
      DENTAL: [
        ['13', 'DO composite missing, shallow, no caries, cold + (brief), perc neg'],
        ['12', 'Sound'],
        ['14', 'MO amalgam intact'],
      ],
      RADIO: 'Radiographs deferred (pregnant, no signs of pulpal involvement)',
      DX: ['Reversible pulpitis #13 (lost restoration)'],
      CONSULT: 'Discussed definitive DO composite #13; pt wants it done before the baby is due',
      'TX TODAY': ['Temporary dressing #13'],
      TX: ['No LA', 'Cleaned w/ pumice', 'Temporary dressing #13 w/ Fuji IX', 'Occlusion checked'],
      NV: ['DO composite #13 (2nd trimester is a good time)'],
    },
  }),
  defineCase({
    id: 'ce28-us-asr-abscess-31-declines-la-sedation-referral-amoxicillin-appends-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay limited exam swelling lower right since thursday getting worse he's really nervous hasn't been to a dentist in ten years medical history healthy no meds no allergies extraoral swelling right lower face over the jaw line firm and tender temp one hundred point four mouth opening normal swallowing fine intraoral buccal vestibule swollen around number thirty one firm not fluctuant number thirty one broken down to the gum line grossly decayed tender to percussion number thirty large mesial occlusal distal amalgam fractured distal lingual cusp sorry mesial lingual cusp pa of thirty one large periapical radiolucency on both roots diagnosis acute apical abscess number thirty one with systemic involvement recommended extraction today with drainage he declined he's too scared of needles he wants to be put to sleep explained the risks of waiting including spread of infection he understands rx amoxicillin five hundred milligrams three times a day for seven days rx ibuprofen six hundred milligrams every six hours for three days referral to oral surgery for extraction of thirty one under iv sedation if the swelling spreads to his neck or under his tongue or he has trouble breathing go to the er",
    appends: [
      "add to notes called the oral surgeon's office they can see him tomorrow morning",
      'change seven days to five days',
    ],
    expect: {
      CC: 'Limited exam. Swelling lower right since Thursday getting worse',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Swelling right lower face over the jaw line firm and tender. Temp 100.4. Mouth opening normal. Swallowing fine',
      INTRA: 'Buccal vestibule swollen around #31. Firm not fluctuant',
      DENTAL: [
        ['31', 'Broken down to the gum line grossly decayed tender to percussion'],
        ['30', 'Large MOD amalgam fractured ML cusp', 'ML cusp'],
      ],
      RADIO: 'PA of #31 large periapical radiolucency on both roots',
      DX: ['Acute apical abscess #31 with systemic involvement'],
      CONSULT:
        "Recommended extraction today with drainage. He declined. He's too scared of needles. He wants to be put to sleep. Explained the risks of waiting including spread of infection. He understands",
      TX: ['Rx amoxicillin 500 mg 3 times a day for 5 days', 'Rx ibuprofen 600 mg every 6 hours for 3 days'],
      'TX PLAN': ['Referral to oral surgery for extraction of #31 under IV sedation'],
      NOTES:
        "He's really nervous. Hasn't been to a dentist in 10 years. Called the oral surgeon's office. They can see him tomorrow morning",
      'F/U': 'If the swelling spreads to his neck or under his tongue or he has trouble breathing go to the ER',
    },
  }),
  defineCase({
    id: 'ce29-us-typed-spreading-infection-30-trismus-sent-to-er-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents with swelling under R jaw spreading to neck since last night, difficulty swallowing, voice muffled. Tooth #30 has hurt for weeks. Med hx: type 2 DM (insulin), NKDA. EO: temp 102.1 F, HR 112, firm diffuse swelling R submandibular extending across midline, tender, trismus (opening 2 fingers). IO limited by trismus: FOM raised on R, tongue elevated. #30 grossly carious. No radiographs possible. Dx: spreading odontogenic infection (possible Ludwig's angina) from #30. Airway risk explained to pt and wife. Referred to OMFS on call via hospital ER for admission (phoned ahead). Pt declined ambulance. Wife driving him now. Copy of my notes sent with pt.",
    expect: {
      CC: 'Swelling under R jaw spreading to neck since last night, difficulty swallowing, voice muffled. #30 has hurt for weeks',
      'MED HX': 'Type 2 DM (insulin), NKDA',
      EXTRA:
        'Temp 102.1 F, HR 112, firm diffuse swelling R submandibular extending across midline, tender, trismus (opening 2 fingers)',
      INTRA: 'Limited by trismus: FOM raised on R, tongue elevated',
      DENTAL: [['30', 'Grossly carious']],
      RADIO: 'No radiographs possible',
      DX: ["Spreading odontogenic infection (possible Ludwig's angina) from #30"],
      CONSULT: 'Airway risk explained to pt and wife. Pt declined ambulance',
      'TX PLAN': ['Referred to OMFS on call via hospital ER for admission (phoned ahead)'],
      NOTES: 'Wife driving him now. Copy of my notes sent with pt',
    },
  }),
  defineCase({
    id: 'ce30-us-asr-short-abscess-review-18-settled-nv-rct',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'follow up abscess number eighteen swelling went down after two days finishing his antibiotics tomorrow no pain eighteen not tender to percussion next visit root canal eighteen',
    expect: {
      CC: 'Follow up abscess #18. Swelling went down after 2 days. Finishing his antibiotics tomorrow. No pain',
      DENTAL: [['18', 'Not tender to percussion']],
      NV: ['RCT #18'],
    },
  }),
];
