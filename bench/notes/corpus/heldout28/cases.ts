// The twenty-eighth held-out split (ids h28-01–h28-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is one week of a travelling locum dentist and five colleagues from the same locum agency, covering practices in
// England, Scotland, Australia, Canada and the US. Each clinician dictates or types the way they always do: the locum
// talks long recogniser-style narratives with fillers and self-corrections, the English colleague types Palmer
// shorthand (UR6, LL8), the Scottish colleague types terse notes, the Australian colleague writes a SOAP-ish note
// ("S: … O: … A: … Tx today: … P: …", or says "subjective … objective … assessment … treatment today … plan …"), the
// Canadian colleague dictates long narratives with "freezing" and "mom" and types "#36" with FDI numbers, and the US
// colleague uses Universal numbers with "#". Everyday visits of every kind: check-ups, emergencies, fillings,
// endodontics, extractions, crowns, perio, children, dentures, reviews and consultations. Six clinicians, six visits each:
//   h28-01–h28-06 the travelling locum (FDI, all recogniser-style; England Monday to Wednesday, Scotland Thursday and
//     Friday): an emergency irreversible pulpitis with extirpation ("four seven sorry four six"), a lapsed attender's
//     check-up with bitewings, scale and polish and a fractured marginal ridge (appended dictation), a seven-year-old's
//     check-up with fluoride varnish ("seven five sorry eight five"), an emergency extraction of a fractured upper molar
//     on apixaban with a nurse aside, denture stomatitis with a miconazole prescription and no title (appended
//     dictation), a dry socket after an extraction elsewhere (no title: the CC says it was done before);
//   h28-07–h28-12 the English colleague (Palmer; h28-10 recogniser-style with Palmer words, the others typed UR6
//     shorthand): a crown prep after RCT with a temporary, a ten-year-old's fractured UR1 built up in composite, a first
//     RSD visit with pocket irrigation (appended dictation), a pregnant patient's check-up with Duraphat on two teeth
//     ("lower left seven no wait lower left six"), an extraction with an immediate partial denture on warfarin, an
//     emergency pericoronitis with operculum irrigation and a referral if it recurs;
//   h28-13–h28-18 the Scottish colleague (FDI; h28-15, h28-17 recogniser-style, the others terse typed): a terse
//     examination with "EO/IO NAD" (appended dictation), a terse MO composite, an emergency crown recemented ("two one
//     sorry one one"), a surgical extraction of retained roots with the title from the CC, a twelve-year-old's check-up
//     with a sealant, varnish and an orthodontic referral ("upper braces sorry upper front teeth"), a terse complete
//     denture ease;
//   h28-19–h28-24 the Australian colleague (FDI, SOAP-ish; h28-20, h28-22, h28-24 recogniser-style, h28-19, h28-21,
//     h28-23 typed): a cracked tooth with an orthodontic band cemented (no title), a five-year-old's Hall crown, a
//     periodontal maintenance visit, an obturation ("previously treated pulpitis no wait previously initiated therapy"),
//     a third molar consultation with an OPG and a referral, a suspicious tongue ulcer referred urgently;
//   h28-25–h28-30 the Canadian colleague (FDI with North American words; h28-25, h28-26, h28-28, h28-29
//     recogniser-style, h28-27, h28-30 typed with "#" before FDI numbers): a new patient exam with a full mouth series
//     and no treatment ("fractured sorry cracked"), an extraction of an upper wisdom tooth under "freezing" (appended
//     dictation), a crown cementation with the title from the CC, a pulpotomy and stainless steel crown on a primary
//     molar booked as a filling, a night guard delivery ("two four sorry two five"), a lost filling dressed with IRM;
//   h28-31–h28-36 the US colleague (Universal; h28-32, h28-35 recogniser-style, the others typed): SRP of two
//     quadrants with Arestin (appended dictation), a crown prep with "scratch that", a periodic exam with prophy and
//     bitewings, an extraction with a socket graft, two composites ("sorry", "I mean"), a cosmetic consultation with
//     whitening tray impressions.
// UK 24 (FDI 18, Palmer 6), US 12 (FDI 6 for Canada, Universal 6); 18 recogniser-style (lower case, number words,
// fillers, self-corrections, no punctuation) and 18 typed; six cases with appended dictation (h28-02 and h28-05
// recogniser "add to notes …" / "change … to …" / "next visit …"; h28-09, h28-13 typed "Add to notes: …" / "Add to
// chart: …" / "Change 1/52 to 2/52."; h28-26 recogniser "add to notes …" / "next visit …"; h28-31 typed "Add to
// notes: …" / "Next visit: …"). DENTAL in 35 cases (not h28-18, an edentulous patient).
//
// Judgement calls where the contract was silent:
// - SOAP labels ("S:", "O:", "A:", "P:" typed; "subjective", "objective", "assessment", "plan" spoken) only name a
//   section, so they are dropped when they open a clause; what follows goes to the field its content belongs to (the
//   complaint to CC, "MH" to MED HX, "EO" / "IO" / teeth / BPE / radiographs to their fields, the assessment to DX).
//   "Tx today:" / "treatment today" opens TX; after "P:" / "plan" an "NV" / "next visit" item is NV, a review or recall
//   is F/U, anything else is TX PLAN. A discussion written between A and Tx today is CONSULT.
// - "EO/IO NAD" and "EO/IO: WNL" fill both EXTRA and INTRA.
// - Canada: "freezing" is the local anaesthetic, so "freezing one carpule articaine …" is written as an LA line and
//   "No freezing" stays a TX item as typed; "#" typed before an FDI number goes (rule 3), the number stays FDI. Canadian
//   conventions (carpules, epinephrine, Tylenol, "mom") make these cases style US.
// - Titles: "Surg XLA 46" (TX names no procedure) gives "Surgical extraction 46" from the CC; a Hall crown is "SSC";
//   "chlorhexidine irrigation of the deep pockets" and "irrigated under operculum" are "Irrigation" (neither canal nor
//   socket), "socket irrigated" is none; "orthodontic band cemented 46 w/ GIC" and "core build-up with composite" are
//   no titles (materials it is done with); "Temporary dressing #36 w/ IRM" is "Temporary dressing 36"; "fissure
//   sealant placed four six" is "Fissure sealant 46"; "Flange eased + polished" on a denture is "Denture adjustment",
//   a denture relieved at fitting is not; "Denture fitted" is "Denture fit"; "upper and lower alginate impressions for
//   whitening trays" is "Impressions" only; a night guard delivery is "Night guard"; "seat crown nineteen" in NV is
//   "Crown fit #19". A child booked "for the filling" who had a pulpotomy and SSC gets no filling title (no filling
//   material was placed). A dry socket visit whose CC says the tooth was taken out on Monday has no title (h28-06), and a
//   prescription alone is no title (h28-05).
// - Referrals ("refer to orthodontist", "Refer to OS if recurs", "urgent referral to oral and maxillofacial surgery",
//   "refer OMFS for extraction …") are TX PLAN.
// - A child's age and who came with them, and remarks about the patient ("he was a superstar", "Pt approved shade in
//   mirror", "pain much better before she left") are NOTES; advice, questions with answers, options, fees, insurance and
//   health fund cover are CONSULT; smoking cessation advice is CONSULT (as more58).
// - A tooth only named as a place ("48 socket", "operculum 48", "LL8 operculum", "adjacent to 36", "opp 35 region",
//   "behind LL7") makes no chart entry; plaque scores and gingivitis are PERIO; occlusion findings (crowding, incisor
//   class, overjet), unerupted canines with no number and wear facets on the canines are INTRA; a denture's condition
//   seen in the mouth is INTRA; a blood pressure is MED HX (as more56).
// - "cracked" gives no fracture (as more56); "fractured mesial marginal ridge" gives fracture "M marginal ridge",
//   "MI corner fractured (enamel + dentine)" gives "MI corner", "fractured mesio palatal cusp" gives "MP cusp".
// - "abfraction lesions buccal on 14 and 25" is "B abfraction lesions" (the surface said after the word moves in front).
// - Diagnoses joined by "and" are two items ("denture stomatitis and angular cheilitis"); "caries two four and four six"
//   is one item "Caries 24, 46".
// - Shorthand follows more58: TX and CC keep what was typed ("MO comp 25 A3", "XLA UR1 w/ periotomes + forceps", "Surg
//   XLA 46", "Ext #30"), titles, NV and TX PLAN use the table names ("DO composite 26", "O GIC 74").
// - In recogniser-style text fields a new clause starts a new sentence; recogniser-style chart conditions keep the spoken
//   run without added commas (as more58).
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry, "next visit …" sets the next visit,
//   "change X to Y" edits the one place X is said (h28-02 "six months" only in the recall, h28-09 "1/52" only in NV,
//   h28-13 "12/12" only in the recall).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout28Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. the travelling locum (FDI, recogniser-style)
  defineCase({
    id: 'h28-01-locum-asr-emergency-pulpitis-46-extirpation-four-seven-sorry-four-six',
    style: 'UK',
    asr: true,
    transcript:
      "right um emergency she's had toothache lower right for three days keeping her up at night painkillers help a bit medical history asthma uses a salbutamol inhaler allergic to penicillin extra oral nad no swelling intra oral soft tissues healthy four seven sorry four six large disto occlusal amalgam with recurrent caries tender to percussion lingering pain to cold four five and four seven sound pa four six deep caries close to the pulp widened periodontal ligament distal root diagnosis symptomatic irreversible pulpitis four six er discussed root canal or extraction she wants to keep the tooth verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right and buccal infiltration four six rubber dam access three canals found pulp extirpated four six irrigated with sodium hypochlorite ledermix and cavit occlusion relieved post op instructions given she works nights so would like afternoon appointments next visit complete root canal four six in two weeks",
    expect: {
      CC: "Emergency. She's had toothache lower right for 3 days keeping her up at night. Painkillers help a bit",
      'MED HX': 'Asthma. Uses a salbutamol inhaler. Allergic to penicillin',
      EXTRA: 'NAD. No swelling',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['46', 'Large DO amalgam with recurrent caries tender to percussion lingering pain to cold'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 deep caries close to the pulp. Widened periodontal ligament distal root',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Discussed root canal or extraction. She wants to keep the tooth',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Access',
        '3 canals found',
        'Pulp extirpated 46',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NOTES: 'She works nights so would like afternoon appointments',
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h28-02-locum-asr-lapsed-check-up-bitewings-s-and-p-fractured-ridge-appends',
    style: 'UK',
    asr: true,
    transcript:
      "okay check up he's not been for about three years uh no problems just wants a check medical history type two diabetes on metformin smokes ten a day no allergies extra oral nad intra oral soft tissues nad oral cancer screen clear bpe three two three two two three bleeding on probing upper right and lower right one six occlusal amalgam sound two six mesial occlusal distal amalgam fractured mesial marginal ridge three six disto occlusal caries four six missing bitewings taken grade one distal caries three six into dentine two six no recurrent caries diagnosis caries three six periodontitis stage two grade b scale and polish oral hygiene instruction interdental brushes smoking cessation advice given he's not ready to quit yet next visit disto occlusal composite three six recall six months",
    appends: [
      "add to notes he'd like an early morning appointment for the filling",
      'change six months to three months',
    ],
    expect: {
      CC: "Check up. He's not been for about 3 years. No problems. Just wants a check",
      'MED HX': 'Type 2 diabetes on metformin. Smokes 10 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Oral cancer screen clear',
      PERIO: 'BPE 3 2 3 / 2 2 3. Bleeding on probing upper right and lower right',
      DENTAL: [
        ['16', 'O amalgam sound'],
        ['26', 'MOD amalgam fractured M marginal ridge', 'M marginal ridge'],
        ['36', 'DO caries'],
        ['46', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. Distal caries 36 into dentine. 26 no recurrent caries',
      DX: ['Caries 36', 'Periodontitis stage 2 grade B'],
      CONSULT: "Smoking cessation advice given. He's not ready to quit yet",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: "He'd like an early morning appointment for the filling",
      NV: ['DO composite 36'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h28-03-locum-asr-child-check-up-85-d-caries-seven-five-sorry-eight-five-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old here for his check up dad's with him dad says he's been complaining about food getting stuck on the lower right medical history fit and well no medicines no allergies intra oral soft tissues healthy plaque on the lower molars three six and four six partially erupted sound seven five sorry eight five distal caries food trap eight four sound seven four and seven five sound five three mobile bitewings grade one distal caries eight five into outer dentine diagnosis caries eight five explained to dad we can fill it or watch it he'd like it filled um fluoride varnish applied toothbrushing instruction with dad two minutes twice a day he was a superstar next visit disto occlusal gic eight five recall six months",
    expect: {
      CC: "His check up. Dad says he's been complaining about food getting stuck on the lower right",
      'MED HX': 'Fit and well. No medicines. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['36', 'Partially erupted sound'],
        ['46', 'Partially erupted sound'],
        ['85', 'D caries food trap'],
        ['84', 'Sound'],
        ['74', 'Sound'],
        ['75', 'Sound'],
        ['53', 'Mobile'],
      ],
      RADIO: 'Bitewings grade 1. Distal caries 85 into outer dentine',
      DX: ['Caries 85'],
      CONSULT: "Explained to dad we can fill it or watch it. He'd like it filled",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with dad 2 minutes twice a day'],
      NOTES: "7 year old. Dad's with him. He was a superstar",
      NV: ['DO GIC 85'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h28-04-locum-asr-scotland-emergency-xla-27-mp-cusp-apixaban-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she broke a back tooth upper left on saturday it's sharp on her tongue no pain medical history atrial fibrillation on apixaban took it this morning no allergies blood pressure one forty two over eighty eight extra oral nad intra oral small ulcer left side of the tongue two seven fractured palatal cusp sorry fractured mesio palatal cusp large amalgam caries under the amalgam not tender two six crown sound two eight missing pa two seven caries into the pulp horn no periapical changes diagnosis unrestorable two seven discussed root canal and crown or extraction she'd rather have it out consent form signed um la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two seven can I have the upper molar forceps please thanks extracted two seven roots complete surgicel placed in the socket two sutures placed bleeding controlled post op instructions given verbal and written advised no hot drinks today she asked about her apixaban told her carry on as normal tonight review in one week for suture removal",
    expect: {
      CC: "Emergency. She broke a back tooth upper left on Saturday. It's sharp on her tongue. No pain",
      'MED HX': 'Atrial fibrillation on apixaban. Took it this morning. No allergies. Blood pressure 142/88',
      EXTRA: 'NAD',
      INTRA: 'Small ulcer left side of the tongue',
      DENTAL: [
        ['27', 'Fractured MP cusp large amalgam caries under the amalgam not tender', 'MP cusp'],
        ['26', 'Crown sound'],
        ['28', 'Missing'],
      ],
      RADIO: 'PA 27 caries into the pulp horn. No periapical changes',
      DX: ['Unrestorable 27'],
      CONSULT:
        "Discussed root canal and crown or extraction. She'd rather have it out. Advised no hot drinks today. She asked about her apixaban. Told her carry on as normal tonight",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 27'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 27',
        'Extracted 27',
        'Roots complete',
        'Surgicel placed in the socket',
        '2 sutures placed',
        'Bleeding controlled',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Review in 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'h28-05-locum-asr-scotland-denture-stomatitis-miconazole-no-title-appends',
    style: 'UK',
    asr: true,
    transcript:
      "uh she's here because her upper denture's loose and her mouth's sore underneath it she wears it day and night medical history hypothyroidism on levothyroxine type two diabetes diet controlled no allergies extra oral angular cheilitis both corners intra oral palate red and inflamed under the denture upper denture twelve years old worn teeth poor fit three three and four three sound diagnosis denture stomatitis and angular cheilitis advised to take the denture out at night and soak it in dilute hypochlorite er brush the palate with a soft brush explained she'll need a new upper denture once the palate settles rx miconazole two percent oral gel apply to the fitting surface four times a day for seven days sorry fourteen days",
    appends: [
      'add to notes her daughter brought her in and would like to come to the next appointment too',
      'next visit primary impressions for a new upper denture in two weeks',
    ],
    expect: {
      CC: "Her upper denture's loose and her mouth's sore underneath it. She wears it day and night",
      'MED HX': 'Hypothyroidism on levothyroxine. Type 2 diabetes diet controlled. No allergies',
      EXTRA: 'Angular cheilitis both corners',
      INTRA: 'Palate red and inflamed under the denture. Upper denture 12 years old. Worn teeth. Poor fit',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
      ],
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        "Advised to take the denture out at night and soak it in dilute hypochlorite. Brush the palate with a soft brush. Explained she'll need a new upper denture once the palate settles",
      TX: ['Rx miconazole 2% oral gel apply to the fitting surface 4 times a day for 14 days'],
      NOTES: 'Her daughter brought her in and would like to come to the next appointment too',
      NV: ['Primary impressions for a new upper denture in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h28-06-locum-asr-scotland-dry-socket-48-alvogyl-no-title-three-i-mean-two',
    style: 'UK',
    asr: true,
    transcript:
      "um she's attended with pain after her lower right wisdom tooth four eight was taken out on monday at another practice pain started three days I mean two days after it's going up to her ear bad taste painkillers not helping medical history no changes smokes about fifteen a day on the pill no allergies extra oral no swelling no lymph nodes palpable intra oral four eight socket empty no clot food debris bare bone visible four seven sound not tender diagnosis dry socket four eight explained what a dry socket is and that smoking makes it worse la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration four eight uh socket irrigated with warm saline debris removed alvogyl placed in the socket pain much better before she left advised her not to smoke and to use warm salt water rinses from tomorrow with ibuprofen and paracetamol for the pain review in three days",
    expect: {
      CC: "Pain after her lower right wisdom tooth 48 was taken out on Monday at another practice. Pain started 2 days after. It's going up to her ear. Bad taste. Painkillers not helping",
      'MED HX': 'No changes. Smokes about 15 a day. On the pill. No allergies',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: '48 socket empty. No clot. Food debris. Bare bone visible',
      DENTAL: [['47', 'Sound not tender']],
      DX: ['Dry socket 48'],
      CONSULT:
        'Explained what a dry socket is and that smoking makes it worse. Advised her not to smoke and to use warm salt water rinses from tomorrow with ibuprofen and paracetamol for the pain',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 48',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed in the socket',
      ],
      NOTES: 'Pain much better before she left',
      'F/U': 'Review in 3 days',
    },
  }),

  // ---------------------------------------------------------------- 2. the English colleague (Palmer)
  defineCase({
    id: 'h28-07-eng-typed-palmer-crown-prep-ur6-after-rct-gold-temp-band-3',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for crown prep UR6, RCT'd 2/12 ago by locum, asymptomatic. MH: no change, type 2 diabetes (metformin), NKDA. UR6 MOD comp core intact, not TTP. UR5 DO amalgam sound. UR7 sound. BPE 2 1 2 / 2 1 2. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil UR6 + palatal infil. Crown prep UR6 for full gold crown, 1.5 mm functional cusp bevel. Retraction cord size 00. Impressions Aquasil putty wash, alginate lower, bite reg. Temp crown Protemp, cemented TempBond NE. Occlusion checked. POIG. Pt asked re cost: band 3 NHS, paid today. NV crown fit UR6 2/52.",
    expect: {
      CC: "Crown prep UR6, RCT'd 2 months ago by locum, asymptomatic",
      'MED HX': 'No change, type 2 diabetes (metformin), NKDA',
      PERIO: 'BPE 2 1 2 / 2 1 2',
      DENTAL: [
        ['UR6', 'MOD comp core intact, not TTP'],
        ['UR5', 'DO amalgam sound'],
        ['UR7', 'Sound'],
      ],
      CONSULT: 'Pt asked re cost: band 3 NHS, paid today',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6 + palatal infiltration',
        'Crown prep UR6 for full gold crown',
        '1.5 mm functional cusp bevel',
        'Retraction cord size 00',
        'Impressions Aquasil putty wash',
        'Alginate lower',
        'Bite reg',
        'Temp crown Protemp',
        'Cemented TempBond NE',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit UR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'h28-08-eng-typed-palmer-child-ur1-mi-corner-fracture-composite-scooter',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '10 y/o w/ mum. Fell off scooter yesterday, chipped front tooth, fragment not found, sensitive to cold air. No LOC, no other injuries. MH: fit and well, NKDA. EO: healing graze chin. IO: soft tissues NAD. UR1 MI corner fractured (enamel + dentine), no pulp exposure, not mobile, not TTP, EPT +. UL1 enamel crazing only, EPT +. UR2, UL2 sound. PA UR1, UL1: no root fracture, open apices. Dx: uncomplicated crown fracture UR1. No LA. Cotton wool rolls. Etch, bond, MI comp UR1 (Filtek A1B) built up freehand. Polished. Advised soft diet 1/52, mouthguard for scooter. Mum happy with result. Review 6/52 w/ sensibility tests + PA.',
    expect: {
      CC: 'Fell off scooter yesterday, chipped front tooth, fragment not found, sensitive to cold air. No LOC, no other injuries',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'Healing graze chin',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['UR1', 'MI corner fractured (enamel + dentine), no pulp exposure, not mobile, not TTP, EPT +', 'MI corner'],
        ['UL1', 'Enamel crazing only, EPT +'],
        ['UR2', 'Sound'],
        ['UL2', 'Sound'],
      ],
      RADIO: 'PA UR1, UL1: no root fracture, open apices',
      DX: ['Uncomplicated crown fracture UR1'],
      CONSULT: 'Advised soft diet 1 week, mouthguard for scooter',
      'TX TODAY': ['MI composite UR1'],
      TX: ['No LA', 'Cotton wool rolls', 'Etch', 'Bond', 'MI comp UR1 (Filtek A1B) built up freehand', 'Polished'],
      NOTES: '10 y/o w/ mum. Mum happy with result',
      'F/U': 'Review 6 weeks w/ sensibility tests + PA',
    },
  }),
  defineCase({
    id: 'h28-09-eng-typed-palmer-first-rsd-ur-lr-pocket-irrigation-appends-notes-change',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RSD UR + LR, visit 1 of 2. Gums bleeding, LR6 feels loose. MH: no change, smoker 20/day, NKDA. BPE 4* 3 4 / 4 3 4. 6-7 mm pockets UR6, UR7, LR6, LR7, BOP 55%. LR6 grade I mobility. Dx: generalised periodontitis stage III grade C. LA 2 x 2.2 ml articaine 4% 1:100,000 adr, buccal + palatal infil UR6 + IDB right. RSD UR, LR w/ Cavitron + Gracey curettes. Chlorhexidine irrigation of the deep pockets. OHI: TePe pink + orange + single tuft. Smoking cessation advice, pt not ready to quit. NV RSD UL + LL 1/52.',
    appends: ['Add to notes: pt nervous, prefers headphones on during treatment.', 'Change 1/52 to 2/52.'],
    expect: {
      CC: 'RSD UR + LR, visit 1 of 2. Gums bleeding, LR6 feels loose',
      'MED HX': 'No change, smoker 20/day, NKDA',
      PERIO: 'BPE 4* 3 4 / 4 3 4. 6-7 mm pockets UR6, UR7, LR6, LR7, BOP 55%',
      DENTAL: [['LR6', 'Grade I mobility']],
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Smoking cessation advice, pt not ready to quit',
      'TX TODAY': ['RSD', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6 + IDB right',
        'RSD UR, LR w/ Cavitron + Gracey curettes',
        'Chlorhexidine irrigation of the deep pockets',
        'OHI: TePe pink + orange + single tuft',
      ],
      NOTES: 'Pt nervous, prefers headphones on during treatment',
      NV: ['RSD UL + LL 2 weeks'],
    },
  }),
  defineCase({
    id: 'h28-10-eng-asr-palmer-pregnant-check-up-duraphat-ul4-ul5-no-wait-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up no complaints apart from sensitivity upper left with cold drinks medical history no changes she's twenty weeks pregnant no allergies extra oral nad intra oral nad bpe one one two one one one upper left four and upper left five buccal abrasion cavities sensitive to air lower left seven no wait lower left six occlusal composite sound lower right six crown sound upper right eight partially erupted no bitewings as she's pregnant diagnosis dentine hypersensitivity upper left four and upper left five um scale and polish duraphat varnish upper left four and upper left five advised sensodyne rapid relief and spit don't rinse she asked whether whitening is safe in pregnancy told her we'd wait until after the baby recall six months",
    expect: {
      CC: 'Check up. No complaints apart from sensitivity upper left with cold drinks',
      'MED HX': "No changes. She's 20 weeks pregnant. No allergies",
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['UL4', 'B abrasion cavities sensitive to air'],
        ['UL5', 'B abrasion cavities sensitive to air'],
        ['LL6', 'O composite sound'],
        ['LR6', 'Crown sound'],
        ['UR8', 'Partially erupted'],
      ],
      RADIO: "No bitewings as she's pregnant",
      DX: ['Dentine hypersensitivity UL4, UL5'],
      CONSULT:
        "Advised Sensodyne Rapid Relief and spit don't rinse. She asked whether whitening is safe in pregnancy. Told her we'd wait until after the baby",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish UL4, UL5'],
      TX: ['Scale and polish', 'Duraphat varnish UL4, UL5'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h28-11-eng-typed-palmer-xla-ur1-immediate-partial-denture-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UR1 + immediate partial denture fit (acrylic, replacing UR1). UR1 vertical root fracture confirmed at consult 2/52 ago. MH: no change, warfarin for AF, INR 2.4 yesterday, NKDA. UR1 post crown, mobile grade II, TTP. UR2, UL1 sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr labial infil UR1 + palatal infil. XLA UR1 w/ periotomes + forceps, root intact, buccal plate intact. Haemostatic sponge + 1 x 4-0 Vicryl suture. Haemostasis after 10 min pressure. Denture fitted, retention good, relieved over socket, occlusion checked. Pt pleased w/ appearance. Advised keep denture in for 24 h, then out at night. POIG verbal + written. Review 1/52 for denture ease + suture check.',
    expect: {
      CC: 'XLA UR1 + immediate partial denture fit (acrylic, replacing UR1). UR1 vertical root fracture confirmed at consult 2 weeks ago',
      'MED HX': 'No change, warfarin for AF, INR 2.4 yesterday, NKDA',
      DENTAL: [
        ['UR1', 'Post crown, mobile grade II, TTP'],
        ['UR2', 'Sound'],
        ['UL1', 'Sound'],
      ],
      CONSULT: 'Advised keep denture in for 24 h, then out at night',
      'TX TODAY': ['Extraction UR1', 'Denture fit'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1 + palatal infiltration',
        'XLA UR1 w/ periotomes + forceps',
        'Root intact',
        'Buccal plate intact',
        'Haemostatic sponge + 1 x 4-0 Vicryl suture',
        'Haemostasis after 10 min pressure',
        'Denture fitted',
        'Retention good',
        'Relieved over socket',
        'Occlusion checked',
        'POIG verbal + written',
      ],
      NOTES: 'Pt pleased w/ appearance',
      'F/U': 'Review 1 week for denture ease + suture check',
    },
  }),
  defineCase({
    id: 'h28-12-eng-typed-palmer-emergency-pericoronitis-ll8-operculum-irrigation',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emerg. Pain + swelling behind LL7 3/7, worse on swallowing, bad taste. MH: no change, NKDA. EO: L submandibular node tender, no facial swelling, temp 37.2, mouth opening 35 mm. IO: LL8 operculum swollen, pus on pressure. UL8 over-erupted, biting on operculum. LL8 partially erupted, mesioangular. LL7 sound. Dx: pericoronitis LL8. Irrigated under operculum w/ chlorhexidine. UL8 cusp smoothed. Rx metronidazole 400 mg TDS 3/7 (systemic involvement). Advised hot salt water mouthwash + chlorhexidine, no alcohol w/ metronidazole. Refer to OS if recurs. Review 1/52.',
    expect: {
      CC: 'Emerg. Pain + swelling behind LL7 3 days, worse on swallowing, bad taste',
      'MED HX': 'No change, NKDA',
      EXTRA: 'L submandibular node tender, no facial swelling, temp 37.2, mouth opening 35 mm',
      INTRA: 'LL8 operculum swollen, pus on pressure',
      DENTAL: [
        ['UL8', 'Over-erupted, biting on operculum'],
        ['LL8', 'Partially erupted, mesioangular'],
        ['LL7', 'Sound'],
      ],
      DX: ['Pericoronitis LL8'],
      CONSULT: 'Advised hot salt water mouthwash + chlorhexidine, no alcohol w/ metronidazole',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under operculum w/ chlorhexidine',
        'UL8 cusp smoothed',
        'Rx metronidazole 400 mg TDS 3 days (systemic involvement)',
      ],
      'TX PLAN': ['Refer to OS if recurs'],
      'F/U': 'Review 1 week',
    },
  }),

  // ---------------------------------------------------------------- 3. the Scottish colleague (FDI, terse)
  defineCase({
    id: 'h28-13-scot-typed-terse-exam-eo-io-nad-ohi-appends-chart-change-recall',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. No c/o. MH NC, smoker 10/day. EO/IO NAD. BPE 1 1 2 / 1 1 1. 2 BW: no caries. 17 O amalg OK. 36 DO comp OK. 46 MOD amalg, ditched D margin. Smoking cessation advice. OHI. Recall 12/12.',
    appends: ['Add to chart: 47 B cervical caries small, monitor.', 'Change 12/12 to 6/12.'],
    expect: {
      CC: 'Exam. No c/o',
      'MED HX': 'NC, smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['17', 'O amalg OK'],
        ['36', 'DO comp OK'],
        ['46', 'MOD amalg, ditched D margin'],
        ['47', 'B cervical caries small, monitor'],
      ],
      RADIO: '2 BW: no caries',
      CONSULT: 'Smoking cessation advice',
      'TX TODAY': ['OHI'],
      TX: ['OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h28-14-scot-typed-terse-mo-comp-25-cwr-sectional-nv-do-comp-26',
    style: 'UK',
    asr: false,
    transcript:
      'MO comp 25 as per tx plan. MH NC. 25 MO caries, not TTP. LA 1 x 2.2 ml articaine 4% 1:100k adr buccal infil 25. CWR + dry guard. Caries removed, dentine hard. Sectional matrix, wedge. Etch/bond. MO comp 25 A3. Occ checked, polished. POIG. NV: DO comp 26.',
    expect: {
      CC: 'MO comp 25 as per tx plan',
      'MED HX': 'NC',
      DENTAL: [['25', 'MO caries, not TTP']],
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'CWR + dry guard',
        'Caries removed',
        'Dentine hard',
        'Sectional matrix',
        'Wedge',
        'Etch/bond',
        'MO comp 25 A3',
        'Occ checked',
        'Polished',
        'POIG',
      ],
      NV: ['DO composite 26'],
    },
  }),
  defineCase({
    id: 'h28-15-scot-asr-emergency-crown-off-11-recemented-two-one-sorry-one-one',
    style: 'UK',
    asr: true,
    transcript:
      "emergency crown came off upper front tooth two one sorry one one last night eating toffee no pain medical history high cholesterol on atorvastatin no allergies extra oral nad one one crown off core intact no caries margins sound not mobile two one and one two sound pa one one root filling intact no periapical change diagnosis decemented crown one one um no la needed crown cleaned out cement removed from the core tried in fits well recemented crown one one with glass ionomer excess removed bite checked advised to avoid toffee she asked if it'll come off again told her it might and a new crown may be needed in future review at her next check up",
    expect: {
      CC: 'Emergency. Crown came off upper front tooth 11 last night eating toffee. No pain',
      'MED HX': 'High cholesterol on atorvastatin. No allergies',
      EXTRA: 'NAD',
      DENTAL: [
        ['11', 'Crown off core intact no caries margins sound not mobile'],
        ['21', 'Sound'],
        ['12', 'Sound'],
      ],
      RADIO: 'PA 11 root filling intact. No periapical change',
      DX: ['Decemented crown 11'],
      CONSULT:
        "Advised to avoid toffee. She asked if it'll come off again. Told her it might and a new crown may be needed in future",
      'TX TODAY': ['Crown recement 11'],
      TX: [
        'No LA needed',
        'Crown cleaned out',
        'Cement removed from the core',
        'Tried in',
        'Fits well',
        'Recemented crown 11 with glass ionomer',
        'Excess removed',
        'Bite checked',
      ],
      'F/U': 'Review at her next check up',
    },
  }),
  defineCase({
    id: 'h28-16-scot-typed-terse-surg-xla-46-retained-roots-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Surg XLA 46 retained roots as planned. MH NC, NKDA. 46 retained roots, buccal sinus, not TTP. Consent signed. LA 2 x 2.2 ml lido 2% 1:80k adr IDB right + buccal infil 46. Buccal flap raised, bone removed w/ round bur, roots sectioned + elevated, complete. Socket irrigated w/ saline. 2 x 3-0 Vicryl Rapide. Haemostasis. POIG verbal + written. Review 1/52 PRN.',
    expect: {
      CC: 'Surg XLA 46 retained roots as planned',
      'MED HX': 'NC, NKDA',
      DENTAL: [['46', 'Retained roots, buccal sinus, not TTP']],
      CONSENT: 'Consent signed',
      'TX TODAY': ['Surgical extraction 46'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Buccal flap raised',
        'Bone removed w/ round bur',
        'Roots sectioned + elevated',
        'Complete',
        'Socket irrigated w/ saline',
        '2 x 3-0 Vicryl Rapide',
        'Haemostasis',
        'POIG verbal + written',
      ],
      'F/U': 'Review 1 week PRN',
    },
  }),
  defineCase({
    id: 'h28-17-scot-asr-child-check-up-fs-46-varnish-ortho-referral-braces-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "twelve year old here for his check up mum's with him no problems medical history asthma uses a brown and a blue inhaler no allergies extra oral nad intra oral soft tissues healthy gingivitis around the upper braces sorry around the upper front teeth plaque score sixty percent upper canines not yet erupted palpable buccally one six and two six fissure sealants intact three six occlusal composite sound four six fissure sealant partly lost no caries bitewings grade one no caries crowded upper arch class two division one incisors overjet seven millimetres discussed orthodontic treatment mum keen refer to orthodontist fissure sealant placed four six fluoride varnish applied oral hygiene instruction with disclosing tablets he was a bit quiet but fine recall six months",
    expect: {
      CC: 'His check up. No problems',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy. Upper canines not yet erupted palpable buccally. Crowded upper arch. Class 2 division 1 incisors. Overjet 7 mm',
      PERIO: 'Gingivitis around the upper front teeth. Plaque score 60%',
      DENTAL: [
        ['16', 'Fissure sealants intact'],
        ['26', 'Fissure sealants intact'],
        ['36', 'O composite sound'],
        ['46', 'Fissure sealant partly lost no caries'],
      ],
      RADIO: 'Bitewings grade 1. No caries',
      CONSULT: 'Discussed orthodontic treatment. Mum keen',
      'TX TODAY': ['Fissure sealant 46', 'Fluoride varnish', 'OHI'],
      TX: ['Fissure sealant placed 46', 'Fluoride varnish applied', 'Oral hygiene instruction with disclosing tablets'],
      'TX PLAN': ['Refer to orthodontist'],
      NOTES: "12 year old. Mum's with him. He was a bit quiet but fine",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h28-18-scot-typed-terse-new-ff-lower-flange-eased-ulcer-no-dental',
    style: 'UK',
    asr: false,
    transcript:
      'C/O new F/F, lower rubbing LHS 1/52. MH NC. IO: 4 mm ulcer L buccal sulcus opp 35 region. Upper F/- OK. Dx: denture trauma. PIP: heavy contact L buccal flange. Flange eased + polished. Occlusion OK. Advised Difflam rinse, leave lower out overnight. Rv 1/52 PRN.',
    expect: {
      CC: 'New F/F, lower rubbing LHS 1 week',
      'MED HX': 'NC',
      INTRA: '4 mm ulcer L buccal sulcus opp 35 region. Upper F/- OK',
      DX: ['Denture trauma'],
      CONSULT: 'Advised Difflam rinse, leave lower out overnight',
      'TX TODAY': ['Denture adjustment'],
      TX: ['PIP: heavy contact L buccal flange', 'Flange eased + polished', 'Occlusion OK'],
      'F/U': 'Rv 1 week PRN',
    },
  }),

  // ---------------------------------------------------------------- 4. the Australian colleague (FDI, SOAP-ish)
  defineCase({
    id: 'h28-19-aus-typed-soap-cracked-tooth-46-ortho-band-no-title-health-fund',
    style: 'UK',
    asr: false,
    transcript:
      'S: Sharp pain biting on LR side 2/52, some cold sensitivity, no night pain. MH: nil, NKDA. O: EO NAD. IO: soft tissues NAD. 46 large MOD amalgam, crack line D marginal ridge, pain on release biting on DL cusp (Tooth Slooth), cold + not lingering, not TTP. 45, 47 sound. BW: no caries, no PA change 46. A: cracked tooth 46 with reversible pulpitis. Discussed onlay vs crown vs XLA, pt opted for crown, will check health fund cover. Tx today: orthodontic band cemented 46 w/ GIC. Occlusion relieved 46. P: NV crown prep 46. Review sooner if night pain.',
    expect: {
      CC: 'Sharp pain biting on LR side 2 weeks, some cold sensitivity, no night pain',
      'MED HX': 'Nil, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        [
          '46',
          'Large MOD amalgam, crack line D marginal ridge, pain on release biting on DL cusp (Tooth Slooth), cold + not lingering, not TTP',
        ],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'BW: no caries, no PA change 46',
      DX: ['Cracked tooth 46 with reversible pulpitis'],
      CONSULT: 'Discussed onlay vs crown vs XLA, pt opted for crown, will check health fund cover',
      TX: ['Orthodontic band cemented 46 w/ GIC', 'Occlusion relieved 46'],
      NV: ['Crown prep 46'],
      'F/U': 'Review sooner if night pain',
    },
  }),
  defineCase({
    id: 'h28-20-aus-asr-soap-child-hall-crown-84-occlusal-sorry-disto-occlusal',
    style: 'UK',
    asr: true,
    transcript:
      "subjective five year old with dad um dad says she's been complaining of toothache lower right when eating sweets no night pain medical history healthy no medications no allergies objective extra oral nad intra oral soft tissues normal eight four occlusal caries sorry disto occlusal caries not tender no swelling eight five sound seven four occlusal caries small bitewings grade one eight four caries into dentine not near the pulp assessment caries eight four and seven four treatment today no la hall crown eight four size four cemented with glass ionomer fluoride varnish applied she was a little shy but coped really well plan next visit occlusal gic seven four recall three months",
    expect: {
      CC: "Dad says she's been complaining of toothache lower right when eating sweets. No night pain",
      'MED HX': 'Healthy. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['84', 'DO caries not tender no swelling'],
        ['85', 'Sound'],
        ['74', 'O caries small'],
      ],
      RADIO: 'Bitewings grade 1. 84 caries into dentine not near the pulp',
      DX: ['Caries 84, 74'],
      'TX TODAY': ['SSC 84', 'Fluoride varnish'],
      TX: ['No LA', 'Hall crown 84 size 4 cemented with glass ionomer', 'Fluoride varnish applied'],
      NOTES: '5 year old with dad. She was a little shy but coped really well',
      NV: ['O GIC 74'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h28-21-aus-typed-soap-perio-maintenance-17-47-stable-electric-brush',
    style: 'UK',
    asr: false,
    transcript:
      'S: 3-monthly perio maintenance. Gums feel good, using interdental brushes daily. MH: type 2 diabetes, HbA1c 7.1%, metformin, NKDA, ex-smoker. O: BPE 2 2 3 / 3 2 2. Pockets 4 mm or less except 5 mm 17 D and 47 D, BOP 10%, plaque score 15%. 17 grade I mobility. A: periodontitis stage III grade B (stable). Tx today: periodontal maintenance. Subgingival debridement 17, 47 w/ ultrasonic, no LA. OHI reinforced. Asked about electric toothbrush, recommended oscillating-rotating. P: continue 3-monthly maintenance. Recall 3/12.',
    expect: {
      CC: '3-monthly perio maintenance. Gums feel good, using interdental brushes daily',
      'MED HX': 'Type 2 diabetes, HbA1c 7.1%, metformin, NKDA, ex-smoker',
      PERIO: 'BPE 2 2 3 / 3 2 2. Pockets 4 mm or less except 5 mm 17 D and 47 D, BOP 10%, plaque score 15%',
      DENTAL: [['17', 'Grade I mobility']],
      DX: ['Periodontitis stage III grade B (stable)'],
      CONSULT: 'Asked about electric toothbrush, recommended oscillating-rotating',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Periodontal maintenance', 'Subgingival debridement 17, 47 w/ ultrasonic', 'No LA', 'OHI reinforced'],
      'TX PLAN': ['Continue 3-monthly maintenance'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h28-22-aus-asr-soap-obturation-36-four-canals-no-wait-previously-initiated',
    style: 'UK',
    asr: true,
    transcript:
      "subjective here for completion of the root canal on three six no pain since the last visit medical history no changes takes rosuvastatin no allergies objective three six temporary intact not tender to percussion no sinus three five and three seven sound assessment previously treated pulpitis no wait previously initiated therapy three six asymptomatic treatment today la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six rubber dam temporary and calcium hydroxide removed four canals working lengths confirmed with the apex locator mesiobuccal and mesiolingual twenty one millimetres distobuccal and distolingual twenty point five millimetres irrigated with sodium hypochlorite and edta dried with paper points obturated three six warm vertical with gutta percha and ah plus core build up with composite post op pa good length and density plan crown three six in four weeks um she's going overseas next month and wants the crown done before",
    expect: {
      CC: 'Completion of the root canal on 36. No pain since the last visit',
      'MED HX': 'No changes. Takes rosuvastatin. No allergies',
      DENTAL: [
        ['36', 'Temporary intact not tender to percussion no sinus'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'Post-op PA good length and density',
      DX: ['Previously initiated therapy 36 asymptomatic'],
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam',
        'Temporary and calcium hydroxide removed',
        '4 canals',
        'Working lengths confirmed with the apex locator',
        'MB and ML 21 mm',
        'DB and DL 20.5 mm',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Obturated 36 warm vertical with gutta percha and AH Plus',
        'Core build up with composite',
      ],
      'TX PLAN': ['Crown 36 in 4 weeks'],
      NOTES: "She's going overseas next month and wants the crown done before",
    },
  }),
  defineCase({
    id: 'h28-23-aus-typed-soap-third-molar-consult-48-opg-refer-omfs-sedation',
    style: 'UK',
    asr: false,
    transcript:
      'S: Recurrent pain 48 region, 3 episodes in 6/12, currently settled. Wants it sorted before moving interstate. MH: asthma (Ventolin PRN), allergy to amoxicillin (rash). O: EO NAD, no lymphadenopathy. IO: operculum 48 mildly inflamed, no pus. 48 partially erupted, distoangular. 38 unerupted. 47 D surface sound. OPG: 48 distoangular, roots close to IAN canal, 38 horizontally impacted, 18, 28 erupted. A: recurrent pericoronitis 48. Discussed extraction 48 ± 38 under LA vs IV sedation, risks incl. IAN paraesthesia and dry socket. Pt prefers sedation. P: refer OMFS for extraction 48, 38 under IV sedation ± CBCT. Review PRN.',
    expect: {
      CC: 'Recurrent pain 48 region, 3 episodes in 6 months, currently settled. Wants it sorted before moving interstate',
      'MED HX': 'Asthma (Ventolin PRN), allergy to amoxicillin (rash)',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: 'Operculum 48 mildly inflamed, no pus',
      DENTAL: [
        ['48', 'Partially erupted, distoangular'],
        ['38', 'Unerupted'],
        ['47', 'D surface sound'],
      ],
      RADIO: 'OPG: 48 distoangular, roots close to IAN canal, 38 horizontally impacted, 18, 28 erupted',
      DX: ['Recurrent pericoronitis 48'],
      CONSULT:
        'Discussed extraction 48 ± 38 under LA vs IV sedation, risks incl. IAN paraesthesia and dry socket. Pt prefers sedation',
      'TX PLAN': ['Refer OMFS for extraction 48, 38 under IV sedation ± CBCT'],
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'h28-24-aus-asr-soap-suspicious-tongue-ulcer-urgent-referral-eight-sorry-ten-mm',
    style: 'UK',
    asr: true,
    transcript:
      "subjective ulcer on the left side of the tongue for about four weeks not painful he noticed it when brushing medical history hypertension on perindopril smokes twenty a day for forty years drinks about thirty standard drinks a week no allergies objective extra oral one centimetre firm lymph node left submandibular non tender intra oral eight millimetre sorry ten millimetre ulcer left lateral border of tongue adjacent to three six with rolled indurated margins three six mesial occlusal distal amalgam sound three seven large amalgam sharp lingual cusp assessment suspicious ulcer left lateral tongue query squamous cell carcinoma treatment today sharp cusp three seven smoothed um photos taken explained we need a specialist to have a look urgently and do a biopsy he understands plan urgent referral to oral and maxillofacial surgery today review in two weeks",
    expect: {
      CC: 'Ulcer on the left side of the tongue for about 4 weeks. Not painful. He noticed it when brushing',
      'MED HX':
        'Hypertension on perindopril. Smokes 20 a day for 40 years. Drinks about 30 standard drinks a week. No allergies',
      EXTRA: '1 cm firm lymph node left submandibular non tender',
      INTRA: '10 mm ulcer left lateral border of tongue adjacent to 36 with rolled indurated margins',
      DENTAL: [
        ['36', 'MOD amalgam sound'],
        ['37', 'Large amalgam sharp L cusp'],
      ],
      DX: ['Suspicious ulcer left lateral tongue query squamous cell carcinoma'],
      CONSULT: 'Explained we need a specialist to have a look urgently and do a biopsy. He understands',
      TX: ['Sharp cusp 37 smoothed', 'Photos taken'],
      'TX PLAN': ['Urgent referral to oral and maxillofacial surgery today'],
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. the Canadian colleague (FDI, North American words)
  defineCase({
    id: 'h28-25-can-asr-new-patient-exam-fmx-fractured-sorry-cracked-no-treatment',
    style: 'US',
    asr: true,
    transcript:
      'new patient exam um no concerns except her gums bleed sometimes when she flosses medical history hypothyroidism on synthroid seasonal allergies takes cetirizine allergic to sulfa drugs extraoral tmj normal lymph nodes normal intraoral soft tissues within normal limits oral cancer screening negative psr two two two two three two generalized gingival inflammation heavy calculus lower anteriors one six mesial occlusal composite sound one seven occlusal amalgam fractured sorry cracked no caries two four distal caries three six crown four six disto occlusal composite open distal margin full mouth series taken caries two four distal into dentin four six recurrent caries under the distal margin diagnosis caries two four and four six generalized gingivitis explained the treatment plan she agreed to start with a cleaning and the fillings next visit scale and polish then distal composite two four and disto occlusal composite four six',
    expect: {
      CC: 'New patient exam. No concerns except her gums bleed sometimes when she flosses',
      'MED HX': 'Hypothyroidism on Synthroid. Seasonal allergies. Takes cetirizine. Allergic to sulfa drugs',
      EXTRA: 'TMJ normal. Lymph nodes normal',
      INTRA: 'Soft tissues within normal limits. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 3 2. Generalized gingival inflammation. Heavy calculus lower anteriors',
      DENTAL: [
        ['16', 'MO composite sound'],
        ['17', 'O amalgam cracked no caries'],
        ['24', 'D caries'],
        ['36', 'Crown'],
        ['46', 'DO composite open D margin'],
      ],
      RADIO: 'Full mouth series taken. Caries 24 distal into dentin. 46 recurrent caries under the distal margin',
      DX: ['Caries 24, 46', 'Generalized gingivitis'],
      CONSULT: 'Explained the treatment plan. She agreed to start with a cleaning and the fillings',
      NV: ['Scale and polish', 'D composite 24', 'DO composite 46'],
    },
  }),
  defineCase({
    id: 'h28-26-can-asr-extraction-18-freezing-tylenol-advil-appends-notes-nv',
    style: 'US',
    asr: true,
    transcript:
      "he's in for extraction of the upper right wisdom tooth one eight it's been decayed for a while and food packs medical history no changes takes ramipril allergic to codeine one eight large distal caries not tender one seven distal surface sound pa one eight roots conical no sinus involvement consent signed freezing one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration one eight uh elevated and extracted one eight with upper forceps roots intact gauze pack bleeding controlled post op instructions given told him no straws or smoking for forty eight hours tylenol and advil for pain",
    appends: [
      "add to notes he's a long haul trucker and is back on the road on monday",
      'next visit cleaning with the hygienist in three weeks',
    ],
    expect: {
      CC: "Extraction of the upper right wisdom tooth 18. It's been decayed for a while and food packs",
      'MED HX': 'No changes. Takes ramipril. Allergic to codeine',
      DENTAL: [
        ['18', 'Large D caries not tender'],
        ['17', 'D surface sound'],
      ],
      RADIO: 'PA 18 roots conical. No sinus involvement',
      CONSENT: 'Consent signed',
      CONSULT: 'Told him no straws or smoking for 48 hours. Tylenol and Advil for pain',
      'TX TODAY': ['Extraction 18'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration 18',
        'Elevated and extracted 18 with upper forceps',
        'Roots intact',
        'Gauze pack',
        'Bleeding controlled',
        'Post-op instructions given',
      ],
      NOTES: "He's a long haul trucker and is back on the road on Monday",
      NV: ['Cleaning with the hygienist in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h28-27-can-typed-hash-fdi-crown-cementation-26-emax-panavia-insurance',
    style: 'US',
    asr: false,
    transcript:
      'Pt here for crown cementation #26 (e.max). Temp came off twice. Med hx: no changes, NKDA. #26 temp off, prep clean, slight gingival overgrowth palatally. No freezing. Crown tried in, M contact tight, adjusted. Margins closed w/ explorer. Shade OK. Pt approved shade in mirror. Intaglio etched 5% HF 20 s, silane. Cemented w/ Panavia SA. Excess removed, floss through contacts. Occlusion adjusted in MIP + laterals. POI given. Pt asked about insurance, told him claim sent, expect 50% coverage. Recall 6 mos.',
    expect: {
      CC: 'Crown cementation 26 (e.max). Temp came off twice',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['26', 'Temp off, prep clean, slight gingival overgrowth palatally']],
      CONSULT: 'Pt asked about insurance, told him claim sent, expect 50% coverage',
      'TX TODAY': ['Crown fit 26'],
      TX: [
        'No freezing',
        'Crown tried in',
        'M contact tight',
        'Adjusted',
        'Margins closed w/ explorer',
        'Shade OK',
        'Intaglio etched 5% HF 20 s',
        'Silane',
        'Cemented w/ Panavia SA',
        'Excess removed',
        'Floss through contacts',
        'Occlusion adjusted in MIP + laterals',
        'POI given',
      ],
      NOTES: 'Pt approved shade in mirror',
      'F/U': 'Recall 6 mos',
    },
  }),
  defineCase({
    id: 'h28-28-can-asr-child-pulpotomy-ssc-75-booked-as-filling-latex-allergy',
    style: 'US',
    asr: true,
    transcript:
      "eight year old here for the filling on the lower left baby molar seven five mom's with him mom says it's been sore with cold medical history healthy no meds allergic to latex seven five large disto occlusal caries no swelling not mobile seven four sound three six fissure sealant intact bitewing from last visit caries close to the pulp on seven five topical then freezing one carpule lidocaine two percent one to one hundred thousand epi left ianb latex free rubber dam caries removed pulp exposed pulpotomy seven five bleeding stopped in two minutes with a cotton pellet m t a placed over the pulp stumps um stainless steel crown seven five size five cemented with fuji he did amazing watched cartoons the whole time told mom to watch he doesn't bite his lip till the freezing wears off recall six months",
    expect: {
      CC: "Filling on the lower left baby molar 75. Mom says it's been sore with cold",
      'MED HX': 'Healthy. No meds. Allergic to latex',
      DENTAL: [
        ['75', 'Large DO caries no swelling not mobile'],
        ['74', 'Sound'],
        ['36', 'Fissure sealant intact'],
      ],
      RADIO: 'Bitewing from last visit caries close to the pulp on 75',
      CONSULT: "Told mom to watch he doesn't bite his lip till the freezing wears off",
      'TX TODAY': ['Pulpotomy 75', 'SSC 75'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Latex free rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy 75',
        'Bleeding stopped in 2 minutes with a cotton pellet',
        'MTA placed over the pulp stumps',
        'Stainless steel crown 75 size 5 cemented with Fuji',
      ],
      NOTES: "8 year old. Mom's with him. He did amazing. Watched cartoons the whole time",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h28-29-can-asr-night-guard-delivery-abfraction-two-four-sorry-two-five',
    style: 'US',
    asr: true,
    transcript:
      'patient here for night guard delivery she clenches at night and wakes up with headaches medical history no changes anxiety on escitalopram no allergies extraoral masseters tender on palpation both sides no tmj clicking intraoral linea alba both cheeks abfraction lesions buccal on one four and two four sorry two five wear facets on the canines night guard tried in fits well retention good adjusted occlusion for even contacts and canine guidance polished showed her how to put it in and clean it and told her to bring it to every recall she asked if it will stop the headaches told her it should help recall in six months at her cleaning',
    expect: {
      CC: 'Night guard delivery. She clenches at night and wakes up with headaches',
      'MED HX': 'No changes. Anxiety on escitalopram. No allergies',
      EXTRA: 'Masseters tender on palpation both sides. No TMJ clicking',
      INTRA: 'Linea alba both cheeks. Wear facets on the canines',
      DENTAL: [
        ['14', 'B abfraction lesions'],
        ['25', 'B abfraction lesions'],
      ],
      CONSULT:
        'Showed her how to put it in and clean it and told her to bring it to every recall. She asked if it will stop the headaches. Told her it should help',
      'TX TODAY': ['Night guard'],
      TX: [
        'Night guard tried in',
        'Fits well',
        'Retention good',
        'Adjusted occlusion for even contacts and canine guidance',
        'Polished',
      ],
      'F/U': 'Recall in 6 months at her cleaning',
    },
  }),
  defineCase({
    id: 'h28-30-can-typed-hash-fdi-lost-filling-36-irm-dressing-insurance-first',
    style: 'US',
    asr: false,
    transcript:
      'Emerg exam. Pt presents w/ lost filling LL molar 3 days ago, food trapping, no pain. Med hx: type 1 diabetic (insulin pump), NKDA. #36 MO amalgam lost, M wall intact, no caries, vital (cold +). #35 D surface sound. #37 O composite sound. Dx: lost restoration #36. Options: new amalgam vs composite vs onlay, pt wants composite, needs to check insurance first. No freezing. Temporary dressing #36 w/ IRM. Occlusion checked. Pt advised to eat on the other side. NV: MO composite #36.',
    expect: {
      CC: 'Emerg exam. Lost filling LL molar 3 days ago, food trapping, no pain',
      'MED HX': 'Type 1 diabetic (insulin pump), NKDA',
      DENTAL: [
        ['36', 'MO amalgam lost, M wall intact, no caries, vital (cold +)'],
        ['35', 'D surface sound'],
        ['37', 'O composite sound'],
      ],
      DX: ['Lost restoration 36'],
      CONSULT:
        'Options: new amalgam vs composite vs onlay, pt wants composite, needs to check insurance first. Pt advised to eat on the other side',
      'TX TODAY': ['Temporary dressing 36'],
      TX: ['No freezing', 'Temporary dressing 36 w/ IRM', 'Occlusion checked'],
      NV: ['MO composite 36'],
    },
  }),

  // ---------------------------------------------------------------- 6. the US colleague (Universal)
  defineCase({
    id: 'h28-31-us-typed-srp-ur-lr-arestin-two-la-lines-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP UR + LR quads. Med hx: no changes, HTN (amlodipine), NKDA. BP 138/86. Probing: 5-6 mm pockets #2, #3, #30, #31, BOP 40%. #31 Class I mobility. Dx: localized periodontitis stage III grade B. LA: 1 carp 4% articaine 1:100k epi buccal + palatal infiltration #3. LA: 2 carps 2% lido 1:100k epi right IANB. SRP UR + LR quads w/ Cavitron + Gracey curettes. Arestin placed in #3 D pocket. OHI w/ Waterpik. Re-eval 6 wks after final SRP.',
    appends: ['Add to notes: pt brought his own headphones, tolerated well.', 'Next visit: SRP UL + LL quads in 1 week.'],
    expect: {
      CC: 'SRP UR + LR quads',
      'MED HX': 'No changes, HTN (amlodipine), NKDA. BP 138/86',
      PERIO: 'Probing: 5-6 mm pockets #2, #3, #30, #31, BOP 40%',
      DENTAL: [['31', 'Class I mobility']],
      DX: ['Localized periodontitis stage III grade B'],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP UR + LR quads w/ Cavitron + Gracey curettes',
        'Arestin placed in #3 D pocket',
        'OHI w/ Waterpik',
      ],
      NOTES: 'Pt brought his own headphones, tolerated well',
      NV: ['SRP UL + LL quads in 1 week'],
      'F/U': 'Re-eval 6 wks after final SRP',
    },
  }),
  defineCase({
    id: 'h28-32-us-asr-crown-prep-19-ml-cusp-itero-shade-scratch-that',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for crown prep on number nineteen she broke the lingual cusp last month medical history no changes takes metoprolol no allergies number nineteen mesial occlusal distal amalgam fractured mesiolingual cusp no pain numbers eighteen and twenty sound two carpules lidocaine two percent one to one hundred thousand epi left ianb um old amalgam removed some decay under it cleaned out core buildup with flowable composite crown prep number nineteen for a zirconia crown shade a three scratch that shade a three point five double cord packed digital scan with itero temporary crown with integrity cemented with tempbond occlusion checked post op instructions given next visit seat crown nineteen in two weeks',
    expect: {
      CC: 'Crown prep on #19. She broke the lingual cusp last month',
      'MED HX': 'No changes. Takes metoprolol. No allergies',
      DENTAL: [
        ['19', 'MOD amalgam fractured ML cusp no pain', 'ML cusp'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Old amalgam removed',
        'Some decay under it cleaned out',
        'Core buildup with flowable composite',
        'Crown prep #19 for a zirconia crown',
        'Shade A3.5',
        'Double cord packed',
        'Digital scan with iTero',
        'Temporary crown with Integrity',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h28-33-us-typed-periodic-exam-prophy-bwx-15-do-caries-whitening-strips',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam, adult prophy, 2 BWX. Pt reports no problems. Med hx: no changes, sertraline, allergic to latex. EO/IO: WNL. PSR 1 1 2 / 2 1 1. Light plaque, gingiva pink and firm. #2 MO amalgam, sound. #3 PFM crown, sound. #14 O composite, sound. #15 DO caries. #18 missing. #19 DO composite w/ open contact, food impaction. 2 BWX: #15 D caries into dentin, #19 open contact D, no other caries. Dx: caries #15. Prophy w/ latex-free gloves, flossed. OHI. Pt asked about whitening strips, told her ok for enamel but not on crown #3, may not match. NV: DO composite #15, evaluate #19 contact. Recall 6 mos.',
    expect: {
      CC: 'Periodic exam, adult prophy, 2 BWX. Pt reports no problems',
      'MED HX': 'No changes, sertraline, allergic to latex',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 1 1 2 / 2 1 1. Light plaque, gingiva pink and firm',
      DENTAL: [
        ['2', 'MO amalgam, sound'],
        ['3', 'PFM crown, sound'],
        ['14', 'O composite, sound'],
        ['15', 'DO caries'],
        ['18', 'Missing'],
        ['19', 'DO composite w/ open contact, food impaction'],
      ],
      RADIO: '2 BWX: #15 D caries into dentin, #19 open contact D, no other caries',
      DX: ['Caries #15'],
      CONSULT: 'Pt asked about whitening strips, told her ok for enamel but not on crown #3, may not match',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy w/ latex-free gloves', 'Flossed', 'OHI'],
      NV: ['DO composite #15', 'Evaluate #19 contact'],
      'F/U': 'Recall 6 mos',
    },
  }),
  defineCase({
    id: 'h28-34-us-typed-extraction-30-vrf-sectioned-socket-graft-implant-later',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for ext #30, non-restorable (vertical root fracture on CBCT), wants implant later. Med hx: no changes, type 2 DM (A1c 6.9), metformin, NKDA. BP 124/78. #30 PFM crown, 8 mm isolated pocket MB, TTP. #29, #31 sound. Consent signed for ext + socket graft. LA: 2 carps 2% lido 1:100k epi right IANB. LA: 1 carp 4% articaine 1:100k epi buccal infiltration #30. Crown sectioned, roots separated w/ surgical handpiece. Atraumatic extraction #30 w/ periotome + forceps, roots intact. Socket curetted + irrigated w/ saline. Socket graft w/ FDBA + collagen plug. 4-0 chromic gut figure-8 suture. Hemostasis achieved. POI verbal + written. Rx ibuprofen 600 mg q6h PRN. NV implant consult #30 in 3 months. Post-op check 1 wk.',
    expect: {
      CC: 'Ext #30, non-restorable (vertical root fracture on CBCT), wants implant later',
      'MED HX': 'No changes, type 2 DM (A1c 6.9), metformin, NKDA. BP 124/78',
      DENTAL: [
        ['30', 'PFM crown, 8 mm isolated pocket MB, TTP'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      CONSENT: 'Consent signed for ext + socket graft',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Crown sectioned',
        'Roots separated w/ surgical handpiece',
        'Atraumatic extraction #30 w/ periotome + forceps',
        'Roots intact',
        'Socket curetted + irrigated w/ saline',
        'Socket graft w/ FDBA + collagen plug',
        '4-0 chromic gut figure-8 suture',
        'Hemostasis achieved',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h PRN',
      ],
      NV: ['Implant consult #30 in 3 months'],
      'F/U': 'Post-op check 1 wk',
    },
  }),
  defineCase({
    id: 'h28-35-us-asr-do-composite-12-m-composite-13-sorry-i-mean-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient here for two fillings upper left numbers twelve and thirteen medical history no changes uh she's on birth control no allergies number twelve distal occlusal caries number thirteen mesial occlusal caries sorry mesial caries only number eleven sound one carpule articaine four percent one to one hundred thousand epi buccal infiltration twelve and thirteen isolite caries removed on both no exposures sectional matrix and wedge etched bonded distal occlusal composite number twelve and mesial composite number thirteen shade a two I mean shade a one cured polished occlusion checked she said she barely felt a thing post op instructions given next visit cleaning in three months",
    expect: {
      CC: '2 fillings upper left #12 and #13',
      'MED HX': "No changes. She's on birth control. No allergies",
      DENTAL: [
        ['12', 'DO caries'],
        ['13', 'M caries only'],
        ['11', 'Sound'],
      ],
      'TX TODAY': ['DO composite #12', 'M composite #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolite',
        'Caries removed on both',
        'No exposures',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #12',
        'M composite #13',
        'Shade A1',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'She said she barely felt a thing',
      NV: ['Cleaning in 3 months'],
    },
  }),
  defineCase({
    id: 'h28-36-us-typed-cosmetic-consult-whitening-trays-impressions-bonding-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Cosmetic consult. Pt wants whiter teeth and to close small gaps next to her laterals before her wedding in 6 mos. Med hx: healthy, no meds, NKDA. IO: WNL. #7, #10 microdonts w/ 1 mm space M. #8, #9 MI composites, stained margins. Options discussed: whitening, composite bonding, porcelain veneers, Invisalign. Costs given. Pt chose whitening then bonding. Upper and lower alginate impressions for whitening trays. Photos taken. Tx plan: take-home whitening 2 weeks, then composite bonding #7, #10 + replace MI composites #8, #9. NV: deliver whitening trays 1 wk.',
    expect: {
      CC: 'Cosmetic consult. Pt wants whiter teeth and to close small gaps next to her laterals before her wedding in 6 mos',
      'MED HX': 'Healthy, no meds, NKDA',
      INTRA: 'WNL',
      DENTAL: [
        ['7', 'Microdonts w/ 1 mm space M'],
        ['10', 'Microdonts w/ 1 mm space M'],
        ['8', 'MI composites, stained margins'],
        ['9', 'MI composites, stained margins'],
      ],
      CONSULT:
        'Options discussed: whitening, composite bonding, porcelain veneers, Invisalign. Costs given. Pt chose whitening then bonding',
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions for whitening trays', 'Photos taken'],
      'TX PLAN': ['Take-home whitening 2 weeks', 'Composite bonding #7, #10 + replace MI composites #8, #9'],
      NV: ['Deliver whitening trays 1 wk'],
    },
  }),
];
