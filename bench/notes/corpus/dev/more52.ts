// A fifty-second development batch (ids bb01–bb30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more50 / more51 as format examples) by a helper that had not seen the engine;
// every case was labelled before any engine run. It is treatment-heavy visits dictated as one run-on stream: restorative,
// endodontic, surgical, sedation (IV midazolam, inhalation sedation, fasting, escorts), hygiene under local anaesthetic
// and prosthodontic steps, where the steps run into each other with "then", "and", "after that", "so", commas or no
// punctuation at all, with asides in between (how the patient was doing, a remark about their life, a risk explained
// after consent, a post-op instruction, a material batch number, a re-attempt after the first try failed), and with
// chart (DENTAL), periodontal and soft-tissue findings said before the treatment so the field boundaries are exercised.
// Six clinicians, five visits each:
//   bb01–bb05 a UK general dentist (FDI, all recogniser-style) who dictates the whole visit in one breath joined by
//     "and then": an MOD composite with a matrix swapped, an extirpation with the block topped up, an extraction on
//     warfarin that fractured and was sectioned (Surgicel batch), a crown prep with a retaken impression (appended
//     dictation), a DO composite and an MO amalgam with two LA lines and a slipping clamp;
//   bb06–bb10 a US general dentist (Universal) who types long comma runs with "then" (one dictated, bb08): two
//     composites with an aside, an obturation with a post-op PA and a plan, two composites under nitrous with the block
//     topped up, a fragment reattachment with a splint, a child's pulpotomy, SSC and composite under nitrous;
//   bb11–bb15 a UK sedation dentist (Palmer; bb11, bb12, bb14 recogniser-style): IV midazolam with a blown vein and a
//     batch number, a child's extractions under inhalation sedation, a typed IV sedation list with fillings and S&P, IV
//     cannulation failed and converted to inhalation sedation, a typed IV sedation obturation;
//   bb16–bb20 a US oral surgeon / periodontist (Universal; bb16, bb17, bb19 recogniser-style): an implant upsized after
//     low torque, SRP with two LA agents and Arestin, extractions with a lip biopsy under IV sedation, crown lengthening
//     (no title), an upper clearance with alveoloplasty and immediate denture under IV sedation;
//   bb21–bb25 a UK hygienist-therapist (FDI; bb21, bb23 recogniser-style): RSD with three LA lines, a child's GIC,
//     fissure sealants and varnish, scale and polish under LA while breastfeeding, two B composites with a debonded
//     increment, supportive periodontal therapy with PerioChip and PMPR;
//   bb26–bb30 a US prosthodontist (Universal; bb29 recogniser-style): a screw-retained implant crown, a denture wax
//     try-in (no title), a same-day CEREC crown (prep and fit), a bridge seat with a night guard, a bridge prep with a
//     torn impression and temporary bridge (appended dictation).
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in bb10); 15 recogniser-style (lower case, number words,
// fillers, "sorry" corrections, no punctuation) and 15 typed (comma runs, few full stops); 90 to 200 words; two cases
// with appended dictation (bb04 recogniser-style "add to notes …" / "change … to … add to treatment …"; bb30 typed
// "Add to treatment: …" / "Next visit: …" / "Change … to …" / "Add to notes: …"). DENTAL in 23 cases.
//
// Judgement calls where the contract was silent:
// - A failed first try and the retry are separate TX items, cut at "so" as az05 cut it ("First one had a drag on the
//   palatal | Retook it | Second one fine"; "33 first increment pulled away when the cord was removed | Re-etched and
//   rebonded"); a clause joined by "but" stays with the step before it ("Tried a Tofflemire but it wouldn't seal at the
//   gingival margin", "Tried to cannulate the back of the left hand but the vein blew", "Placed a … implant but
//   insertion torque was only 15 Ncm").
// - Anaesthetic topped up after it failed: each dose said with its own quantity is its own LA line in the contract's
//   format, also with the same agent (bb05, bb21), leaving out the parts not said ("LA: 1 cartridge lidocaine 2%, IDB
//   right"); what was found ("Lip numb but tooth still sore to the drill", "#29 still sensitive", "He could feel it on
//   the lingual of 37"), "Waited 10 minutes" and "Fully numb" are TX items of their own, not NOTES.
// - A batch or lot number stays in the item of the material or drug it belongs to; letters said one by one are joined
//   to the digits ("batch m k nine zero six" → "batch MK906"). Batch numbers were chosen so no digit pair is a tooth.
// - Sedation (as az16): monitors, a sats reading (its own item after "pulse oximeter on"), cannulation and failed
//   attempts, midazolam / fentanyl and nitrous oxide titration, oxygen, "flumazenil not needed", cannula removed,
//   recovery and discharge with post-op instructions are TX steps with no title. "Inhalation sedation nitrous oxide
//   titrated …" (a bare noun heading its step) is one item; "converted to inhalation sedation | nitrous oxide titrated
//   …" (each with its own verb) two. Fasting (NBM / NPO / "light breakfast as agreed" / "light lunch as advised") and a
//   blood pressure or blood sugar said with the history are MED HX; the escort and how the patient was under sedation
//   (snoring, giggly, drowsy but responsive, settled, needing suction) are NOTES.
// - A risk or instruction explained after the consent is CONSULT ("then explained the risk of a file separating …",
//   "explained she won't remember much and not to drive …"); a patient's question and the answer during treatment are
//   CONSULT (bb16, bb23); life remarks in the middle of treatment are NOTES and end where "then", "after that" or the
//   next step begins. "Post-op advice …" / "post op instructions …" are TX; "told him soft diet …", "showed her how to
//   put it in and clean it" and "diet advice: …" are CONSULT.
// - A temporary crown / bridge made and then cemented are two items, with or without "then" (as az28).
// - Titles: a core (built up "in composite" or "w/ Fluorocore") is no filling title; "flexible splint #7 to #10" →
//   "Splint #7 to #10" (range as said, adjective dropped as az50 dropped "full"); a screw-retained implant crown seat is
//   "Crown fit #30", from the CC since no TX step names the seat; a same-day CEREC crown gets both "Crown prep #19" and
//   "Crown fit #19" ("crown cemented #19"); crown lengthening, biopsy, alveoloplasty, osteoplasty, wax try-in, fragment
//   reattachment, subgingival instrumentation, PerioChip and Arestin are no titles (TX TODAY empty in bb19 and bb27);
//   chlorhexidine irrigation of pockets is "Irrigation" (not canals or a socket); "FS 36 and 46" → "Fissure sealant
//   36, 46" (no plural said); an immediate denture seated → "Denture fit"; an extraction done by forceps, sectioning and
//   elevators with no word of the table takes "Extraction 46" from the CC (as az05); a scale and polish said apart
//   ("full mouth scale … polished with prophy paste") takes "Scale and polish" from the CC, ahead of the varnish and OHI.
// - Implant sizes keep "by" as said ("4.3 by 8.5 mm"); "five point oh" → "5.0"; "a three point five" → "A3.5"; "point
//   nine milliliters" → "0.9 ml". BPE / PSR in speech was dictated by sextant, so no slash is invented.
// - A connecting word before a tooth that is the object of a step goes ("rubber dam placed on one five" → "Rubber dam
//   placed 15", "distal caries removed from one five" → "D caries removed 15", "the mesial contact on twelve" → "Mesial
//   contact #12"); before a tooth that names a place it stays ("Arestin placed in #14, #19 pockets", "OHI TePe size 3
//   for 16, 26", "Relieved over #8 area", "torn at #30 DL", "Sulcular incisions from #12 to #14").
// - A pocket at a named tooth is PERIO; a tooth-first mobility or furcation sentence is DENTAL (as the README rules).
//   "Ridge at #30", "peri-implant mucosa #30" and a lip nodule are INTRA; "likely mucocele" said after the nodule is DX.
//   Gingival findings ("gingiva mildly inflamed", "gingivae pink and firm") are PERIO (as ba16).
// - A radiograph taken during or after treatment with its own report ("post-op PA: …", "PA: full seating confirmed") is
//   RADIO (as az10); a film named only as the way a step was checked ("WL … verified w/ PA") stays in its step.
// - "Therapist appt:" stays in the CC (as more35 / ba12); "today" closing the consent ("reconfirmed today") stays in it.
// - "plan crown #30 within 1 month" in a typed run is TX PLAN; "NV recheck 2 weeks" is NV and "recall 6 months" F/U;
//   "RTC tomorrow for denture check" is F/U (as az17).
// - Appends: "add to treatment …" adds a TX item at the end, "add to notes …" adds to NOTES, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said (the CC of bb30 was worded so "2 weeks" is said only in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more52Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, one breath, "and then"
  defineCase({
    id: 'bb01-uk-asr-run-on-mod-composite-26-tofflemire-swapped-marathon',
    style: 'UK',
    asr: true,
    transcript:
      "right so she's in for the filling on two six that keeps catching food medical history no changes no allergies two six mesial occlusal distal amalgam with a cracked distal marginal ridge two seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two six and then rubber dam on and removed the old amalgam and then caries removed deep distally pulpal floor a bit soft so um vitrebond liner then tried a tofflemire but it wouldn't seal at the gingival margin so swapped to a sectional matrix and wedge which sealed fine she's training for a marathon so she's been living on energy gels then etched bonded and mesial occlusal distal composite two six in increments shade a three and then dam off occlusion checked and adjusted polished post op instructions given next visit scale and polish with the hygienist",
    expect: {
      CC: 'Filling on 26 that keeps catching food',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['26', 'MOD amalgam with a cracked D marginal ridge'],
        ['27', 'Sound'],
      ],
      'TX TODAY': ['MOD composite 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'Rubber dam on',
        'Removed the old amalgam',
        'Caries removed deep distally',
        'Pulpal floor a bit soft',
        'Vitrebond liner',
        "Tried a Tofflemire but it wouldn't seal at the gingival margin",
        'Swapped to a sectional matrix and wedge which sealed fine',
        'Etched',
        'Bonded',
        'MOD composite 26 in increments',
        'Shade A3',
        'Dam off',
        'Occlusion checked and adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: "She's training for a marathon so she's been living on energy gels",
      NV: ['Scale and polish with the hygienist'],
    },
  }),
  defineCase({
    id: 'bb02-uk-asr-run-on-extirpation-36-idb-topped-up-articaine-interview',
    style: 'UK',
    asr: true,
    transcript:
      "okay emergency he's had throbbing lower left since the weekend worse lying down medical history asthma uses a blue inhaler allergic to penicillin three six large disto occlusal composite tender to percussion lingering pain to ethyl chloride three seven sound pa three six widened periodontal ligament diagnosis symptomatic irreversible pulpitis three six discussed root canal or extraction he wants to keep it verbal consent then explained the risk of a file separating or a perforation la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left waited ten minutes lip numb but tooth still sore to the drill so one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six then fully numb rubber dam on access through the composite four canals sorry three canals located pulp extirpated three six irrigated with sodium hypochlorite ledermix and cavit he's got a job interview tomorrow so wanted it sorted today after that occlusion relieved post op advice given next visit complete rct three six in two weeks",
    expect: {
      CC: "Emergency. He's had throbbing lower left since the weekend. Worse lying down",
      'MED HX': 'Asthma uses a blue inhaler. Allergic to penicillin',
      DENTAL: [
        ['36', 'Large DO composite tender to percussion lingering pain to ethyl chloride'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36 widened periodontal ligament',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT:
        'Discussed root canal or extraction. He wants to keep it. Explained the risk of a file separating or a perforation',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Waited 10 minutes',
        'Lip numb but tooth still sore to the drill',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Fully numb',
        'Rubber dam on',
        'Access through the composite',
        '3 canals located',
        'Pulp extirpated 36',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op advice given',
      ],
      NOTES: "He's got a job interview tomorrow so wanted it sorted today",
      NV: ['Complete RCT 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bb03-uk-asr-run-on-extraction-46-warfarin-crown-fractured-surgicel-batch',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for extraction of four six as planned medical history atrial fibrillation on warfarin inr this morning two point six on his home monitor no allergies four six grossly carious crown undermined four seven mesial occlusal amalgam sound consent form signed last visit went over the risks again bleeding swelling and possibly needing to cut the tooth la two cartridges articaine four percent one in a hundred thousand adrenaline id block right and buccal infiltration four six tried with lower molar forceps but the crown fractured so sectioned the roots with a fissure bur elevated both roots with a luxator socket curetted surgicel packed batch k nine zero zero three then two vicryl rapide sutures placed he was telling me all about his grandson's first birthday bit on gauze for twenty minutes haemostasis achieved post op instructions given verbal and written tranexamic acid mouthwash prescribed review one week",
    expect: {
      CC: 'Extraction of 46 as planned',
      'MED HX': 'Atrial fibrillation on warfarin. INR this morning 2.6 on his home monitor. No allergies',
      DENTAL: [
        ['46', 'Grossly carious crown undermined'],
        ['47', 'MO amalgam sound'],
      ],
      CONSENT: 'Consent form signed last visit',
      CONSULT: 'Went over the risks again bleeding swelling and possibly needing to cut the tooth',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Tried with lower molar forceps but the crown fractured',
        'Sectioned the roots with a fissure bur',
        'Elevated both roots with a luxator',
        'Socket curetted',
        'Surgicel packed batch K9003',
        '2 Vicryl Rapide sutures placed',
        'Bit on gauze for 20 minutes',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
        'Tranexamic acid mouthwash prescribed',
      ],
      NOTES: "He was telling me all about his grandson's first birthday",
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bb04-uk-asr-appends-crown-prep-16-impression-retaken-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the crown prep on one six medical history no changes takes amlodipine one six large mesial occlusal distal amalgam fractured palatal cusp one five distal composite sound he's gone for the porcelain bonded crown band three explained verbal consent and warned him there's a small risk the nerve could die later and need a root canal la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one six putty index taken then old amalgam removed and core built up in composite then crown prep one six retraction cord placed impressions in light body and putty first one had a drag on the palatal so retook it second one fine alginate lower bite registration shade a three sorry a three point five temporary crown in protemp cemented with tempbond and occlusion checked he's off to spain on saturday so wanted the temp looking tidy next visit crown fit one six in two weeks",
    appends: [
      'add to notes patient prefers morning appointments',
      'change two weeks to three weeks add to treatment post op instructions given',
    ],
    expect: {
      CC: 'Crown prep on 16',
      'MED HX': 'No changes. Takes amlodipine',
      DENTAL: [
        ['16', 'Large MOD amalgam fractured P cusp', 'P cusp'],
        ['15', 'D composite sound'],
      ],
      CONSULT:
        "He's gone for the porcelain bonded crown. Band 3 explained. Warned him there's a small risk the nerve could die later and need a root canal",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Putty index taken',
        'Old amalgam removed',
        'Core built up in composite',
        'Crown prep 16',
        'Retraction cord placed',
        'Impressions in light body and putty',
        'First one had a drag on the palatal',
        'Retook it',
        'Second one fine',
        'Alginate lower',
        'Bite registration',
        'Shade A3.5',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: "He's off to Spain on Saturday so wanted the temp looking tidy. Patient prefers morning appointments",
      NV: ['Crown fit 16 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bb05-uk-asr-run-on-do-composite-15-mo-amalgam-46-two-la-lines-clamp',
    style: 'UK',
    asr: true,
    transcript:
      'okay attended for the two fillings upper right and lower right from the exam medical history no changes on metformin for diabetes bpe code two in all sextants bleeding on probing lower right la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration one five then one cartridge lidocaine two percent id block right rubber dam placed on one five clamp kept slipping off so changed to a bigger clamp then distal caries removed from one five disto occlusal composite one five with a sectional matrix shade a two then four six mesial occlusal caries removed tofflemire placed mesial occlusal amalgam four six condensed and carved she asked for a break to cough then checked the bite on both polished post op instructions given next visit hygienist for scale and polish',
    expect: {
      CC: '2 fillings upper right and lower right from the exam',
      'MED HX': 'No changes. On metformin for diabetes',
      PERIO: 'BPE code 2 in all sextants. Bleeding on probing lower right',
      'TX TODAY': ['DO composite 15', 'MO amalgam 46'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 15',
        'LA: 1 cartridge lidocaine 2%, IDB right',
        'Rubber dam placed 15',
        'Clamp kept slipping off',
        'Changed to a bigger clamp',
        'D caries removed 15',
        'DO composite 15 with a sectional matrix',
        'Shade A2',
        '46 MO caries removed',
        'Tofflemire placed',
        'MO amalgam 46 condensed and carved',
        'Checked the bite on both',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'She asked for a break to cough',
      NV: ['Hygienist for scale and polish'],
    },
  }),

  // ---------------------------------------------------------------- 2. US general dentist, Universal, comma runs
  defineCase({
    id: 'bb06-us-typed-commas-mo-composite-14-o-composite-15-college',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt in for fillings #14 and #15, med hx unchanged, on lisinopril, NKDA, #14 MO caries, #15 O caries, #13 DO amalgam intact, gingiva mildly inflamed around upper molars, 1.8 ml 4% articaine 1:100k epi buccal infiltration #14 then isolated w/ Isolite, removed caries #14 and #15, #14 deep so placed Vitrebond, sectional matrix #14 then etch, bond, MO composite #14 and O composite #15 in Filtek A2, pt said her daughter just got into college and she's thrilled, then cured, removed matrix, occlusion checked and adjusted, polished w/ Enhance, POI given, next visit prophy w/ hygienist",
    expect: {
      CC: 'Fillings #14 and #15',
      'MED HX': 'Unchanged, on lisinopril, NKDA',
      DENTAL: [
        ['14', 'MO caries'],
        ['15', 'O caries'],
        ['13', 'DO amalgam intact'],
      ],
      PERIO: 'Gingiva mildly inflamed around upper molars',
      'TX TODAY': ['MO composite #14', 'O composite #15'],
      TX: [
        'LA: 1.8 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'Isolated w/ Isolite',
        'Removed caries #14, #15',
        '#14 deep',
        'Placed Vitrebond',
        'Sectional matrix #14',
        'Etch',
        'Bond',
        'MO composite #14',
        'O composite #15 in Filtek A2',
        'Cured',
        'Removed matrix',
        'Occlusion checked and adjusted',
        'Polished w/ Enhance',
        'POI given',
      ],
      NOTES: "Pt said her daughter just got into college and she's thrilled",
      NV: ['Prophy w/ hygienist'],
    },
  }),
  defineCase({
    id: 'bb07-us-typed-commas-obturation-30-latex-allergy-post-op-pa',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for completion of RCT #30, asymptomatic since pulpectomy 2 wks ago, med hx: no changes, allergic to latex, 2 carps 2% lido 1:100k epi R IANB, non-latex RD w/ W8A clamp on #30, Cavit and CaOH removed, 4 canals (MB/ML/DB/D), WL w/ apex locator and verified w/ PA, cleaned and shaped to 25/.06 w/ Vortex Blue, irrigated NaOCl 6% and EDTA 17%, dried w/ paper points, obturated #30 w/ GP and AH Plus warm vertical, pt fell asleep halfway through and snored, then core buildup #30 w/ Core Paste, post-op PA: obturation to length, no voids, occlusion reduced, POI given, plan crown #30 within 1 month, NV crown prep #30',
    expect: {
      CC: 'Completion of RCT #30, asymptomatic since pulpectomy 2 wks ago',
      'MED HX': 'No changes, allergic to latex',
      RADIO: 'Post-op PA: obturation to length, no voids',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB R',
        'Non-latex RD w/ W8A clamp #30',
        'Cavit and CaOH removed',
        '4 canals (MB/ML/DB/D)',
        'WL w/ apex locator and verified w/ PA',
        'Cleaned and shaped to 25/.06 w/ Vortex Blue',
        'Irrigated NaOCl 6% and EDTA 17%',
        'Dried w/ paper points',
        'Obturated #30 w/ GP and AH Plus warm vertical',
        'Core buildup #30 w/ Core Paste',
        'Occlusion reduced',
        'POI given',
      ],
      'TX PLAN': ['Crown #30 within 1 month'],
      NOTES: 'Pt fell asleep halfway through and snored',
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'bb08-us-asr-nitrous-do-composite-30-d-composite-29-top-up-recital',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient here for the two fillings on the lower right medical history no changes takes sertraline no allergies number thirty distal occlusal caries number twenty nine distal caries number thirty one sealant intact she's very anxious about needles nitrous oxide titrated to thirty percent she relaxed after about five minutes topical then two carpules lidocaine two percent one to one hundred thousand epi right ianb twenty nine still sensitive so point nine milliliters articaine four percent one to one hundred thousand epi buccal infiltration number twenty nine isolite removed the caries on thirty and twenty nine placed a tofflemire and wedge distal occlusal composite number thirty and a distal composite number twenty nine shade a two then one hundred percent oxygen for five minutes she said she was going straight from here to her daughter's recital post op instructions given next visit periodic exam in six months",
    expect: {
      CC: '2 fillings on the lower right',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      DENTAL: [
        ['30', 'DO caries'],
        ['29', 'D caries'],
        ['31', 'Sealant intact'],
      ],
      'TX TODAY': ['DO composite #30', 'D composite #29'],
      TX: [
        'Nitrous oxide titrated to 30%',
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        '#29 still sensitive',
        'LA: 0.9 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #29',
        'Isolite',
        'Removed the caries #30, #29',
        'Placed a Tofflemire and wedge',
        'DO composite #30',
        'D composite #29',
        'Shade A2',
        '100% oxygen for 5 minutes',
        'Post-op instructions given',
      ],
      NOTES:
        "She's very anxious about needles. She relaxed after about 5 minutes. She said she was going straight from here to her daughter's recital",
      NV: ['Periodic exam in 6 months'],
    },
  }),
  defineCase({
    id: 'bb09-us-typed-commas-trauma-8-fragment-reattached-splint-7-10',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in, fell off his bike last night and broke his front tooth, brought the piece in milk. Med hx: healthy, NKDA, tetanus up to date. EO: abrasion on chin. IO: upper lip laceration healing. #8 crown fractured through enamel and dentin, no pulp exposure, #9 tender to percussion, slightly mobile, PA #8 and #9: no root fracture, Dx: uncomplicated crown fracture #8, subluxation #9, discussed reattaching the fragment vs composite buildup, he wants his own piece back, verbal consent, 1 carp 2% lido 1:100k epi labial infiltration #8, fragment fit checked, etched fragment and tooth, Scotchbond and flowable, reattached fragment #8, excess removed, margin polished, then flexible splint #7 to #10 w/ wire and composite, told him soft diet 2 weeks and no biting into anything, he said his coach wants him back for the game Saturday, NV splint removal 2 weeks',
    expect: {
      CC: 'Walk-in, fell off his bike last night and broke his front tooth, brought the piece in milk',
      'MED HX': 'Healthy, NKDA, tetanus up to date',
      EXTRA: 'Abrasion on chin',
      INTRA: 'Upper lip laceration healing',
      DENTAL: [
        ['8', 'Crown fractured through enamel and dentin, no pulp exposure', 'Crown'],
        ['9', 'Tender to percussion, slightly mobile'],
      ],
      RADIO: 'PA #8 and #9: no root fracture',
      DX: ['Uncomplicated crown fracture #8', 'Subluxation #9'],
      CONSULT:
        'Discussed reattaching the fragment vs composite buildup, he wants his own piece back. Told him soft diet 2 weeks and no biting into anything',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7 to #10'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Fragment fit checked',
        'Etched fragment and tooth',
        'Scotchbond and flowable',
        'Reattached fragment #8',
        'Excess removed',
        'Margin polished',
        'Flexible splint #7 to #10 w/ wire and composite',
      ],
      NOTES: 'He said his coach wants him back for the game Saturday',
      NV: ['Splint removal 2 weeks'],
    },
  }),
  defineCase({
    id: 'bb10-us-typed-then-peds-nitrous-pulpotomy-ssc-k-o-composite-l',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ dad, here for tx on lower left, med hx: asthma, albuterol PRN, NKDA, #K DO caries, deep, #L O caries, #J sealant intact, BWX: #K caries approaching pulp, Frankl 3, N2O/O2 30%/70% then topical then 1 carp 2% lido 1:100k epi L IANB then RD, pulpotomy #K w/ MTA, then SSC #K size 4 cemented w/ Ketac Cem, then O composite #L, shade A1, he cried during the IANB but settled w/ a cartoon, 100% O2 x 5 min, POI to dad (no chewing until numb wears off), NV prophy and sealants #19 and #30',
    expect: {
      CC: 'Tx on lower left',
      'MED HX': 'Asthma, albuterol PRN, NKDA',
      DENTAL: [
        ['K', 'DO caries, deep'],
        ['L', 'O caries'],
        ['J', 'Sealant intact'],
      ],
      RADIO: 'BWX: #K caries approaching pulp',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K', 'O composite #L'],
      TX: [
        'N2O/O2 30%/70%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB L',
        'RD',
        'Pulpotomy #K w/ MTA',
        'SSC #K size 4 cemented w/ Ketac Cem',
        'O composite #L',
        'Shade A1',
        '100% O2 x 5 min',
        'POI to dad (no chewing until numb wears off)',
      ],
      NOTES: '5 y/o w/ dad. Frankl 3. He cried during the IANB but settled w/ a cartoon',
      NV: ['Prophy and sealants #19, #30'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK sedation dentist, Palmer
  defineCase({
    id: 'bb11-uk-asr-palmer-iv-midazolam-batch-fillings-ul6-ll7-xla-ll8-vein-blew',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for iv sedation for fillings upper left six and lower left seven and extraction of lower left eight escort is her husband medical history fit and well no allergies nil by mouth since a light breakfast at six am blood pressure one twenty eight over seventy eight written consent signed for sedation and treatment then explained she won't remember much and not to drive or sign anything for twenty four hours pulse oximeter on sats ninety nine percent tried to cannulate the back of the left hand but the vein blew so twenty two gauge cannula placed in the left antecubital fossa midazolam five milligrams titrated in one milligram increments batch m k nine zero six la three cartridges articaine four percent one in a hundred thousand adrenaline id block left and buccal infiltration upper left six rubber dam placed then upper left six mesial occlusal caries removed mesial occlusal composite upper left six then lower left seven occlusal composite then lower left eight extracted with forceps one vicryl rapide suture she was snoring on and off sats never below ninety four percent cannula removed discharged to her husband with written post op instructions review one week",
    expect: {
      CC: 'IV sedation for fillings UL6 and LL7 and extraction of LL8',
      'MED HX': 'Fit and well. No allergies. Nil by mouth since a light breakfast at 6 am. Blood pressure 128/78',
      CONSENT: 'Written consent signed for sedation and treatment',
      CONSULT: "Explained she won't remember much and not to drive or sign anything for 24 hours",
      'TX TODAY': ['MO composite UL6', 'O composite LL7', 'Extraction LL8'],
      TX: [
        'Pulse oximeter on',
        'Sats 99%',
        'Tried to cannulate the back of the left hand but the vein blew',
        '22 gauge cannula placed in the left antecubital fossa',
        'Midazolam 5 mg titrated in 1 mg increments batch MK906',
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration UL6',
        'Rubber dam placed',
        'UL6 MO caries removed',
        'MO composite UL6',
        'LL7 O composite',
        'LL8 extracted with forceps',
        '1 Vicryl Rapide suture',
        'Sats never below 94%',
        'Cannula removed',
        'Discharged to her husband with written post-op instructions',
      ],
      NOTES: 'Escort is her husband. She was snoring on and off',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bb12-uk-asr-palmer-inhalation-sedation-child-xla-lre-lle-scout-camp',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "nine year old attended with dad for extractions of lower right e and lower left e under inhalation sedation referred by the orthodontist medical history fit and well no allergies he had a light lunch as advised lower right e and lower left e mobile grade one lower right five and lower left five erupting lingually dad signed consent explained there may be a bit of bleeding and the numbness lasts a couple of hours inhalation sedation nitrous oxide titrated up to thirty five percent in oxygen he went very giggly and relaxed topical on both sides la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e and lower left e then lower right e and lower left e extracted with forceps roots complete bit on gauze one hundred percent oxygen for three minutes post op instructions to dad he's off to scout camp next weekend so dad was relieved it was today recall six months",
    expect: {
      CC: 'Extractions of LRE and LLE under inhalation sedation referred by the orthodontist',
      'MED HX': 'Fit and well. No allergies. He had a light lunch as advised',
      DENTAL: [
        ['LRE', 'Mobile grade 1'],
        ['LLE', 'Mobile grade 1'],
        ['LR5', 'Erupting lingually'],
        ['LL5', 'Erupting lingually'],
      ],
      CONSENT: 'Dad signed consent',
      CONSULT: 'Explained there may be a bit of bleeding and the numbness lasts a couple of hours',
      'TX TODAY': ['Extraction LRE, LLE'],
      TX: [
        'Inhalation sedation nitrous oxide titrated up to 35% in oxygen',
        'Topical on both sides',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE, LLE',
        'LRE, LLE extracted with forceps',
        'Roots complete',
        'Bit on gauze',
        '100% oxygen for 3 minutes',
        'Post-op instructions to dad',
      ],
      NOTES:
        "9 year old attended with dad. He went very giggly and relaxed. He's off to scout camp next weekend so dad was relieved it was today",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bb13-uk-typed-palmer-iv-sedation-do-composite-ur5-b-gic-lr4-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for IV sedation for S&P and fillings UR5 and LR4, escort: sister, staying with her overnight, NBM 4 hrs, MH: hypothyroid (levothyroxine), allergic to Elastoplast, BP 134/82, UR5 DO caries, LR4 B cervical caries, BPE 2 2 2 / 2 3 2, consent form signed, re-explained amnesia and 24 h no driving, sats monitored throughout, 22G cannula R ACF, midazolam 6 mg titrated (batch Q9506), LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration UR5 and buccal infiltration LR4, DO composite UR5 w/ sectional matrix, B GIC LR4 (Fuji IX), then S&P w/ ultrasonic, pt needed suctioning more than usual, flumazenil not needed, cannula out, discharged to sister w/ written POIG, NV hygienist 3/12',
    expect: {
      CC: 'IV sedation for S&P and fillings UR5 and LR4',
      'MED HX': 'NBM 4 hrs. Hypothyroid (levothyroxine), allergic to Elastoplast, BP 134/82',
      DENTAL: [
        ['UR5', 'DO caries'],
        ['LR4', 'B cervical caries'],
      ],
      PERIO: 'BPE 2 2 2 / 2 3 2',
      CONSENT: 'Consent form signed',
      CONSULT: 'Re-explained amnesia and 24 h no driving',
      'TX TODAY': ['DO composite UR5', 'B GIC LR4', 'Scale and polish'],
      TX: [
        'Sats monitored throughout',
        '22G cannula R ACF',
        'Midazolam 6 mg titrated (batch Q9506)',
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR5 + buccal infiltration LR4',
        'DO composite UR5 w/ sectional matrix',
        'B GIC LR4 (Fuji IX)',
        'S&P w/ ultrasonic',
        'Flumazenil not needed',
        'Cannula out',
        'Discharged to sister w/ written POIG',
      ],
      NOTES: 'Escort: sister, staying with her overnight. Pt needed suctioning more than usual',
      NV: ['Hygienist 3 months'],
    },
  }),
  defineCase({
    id: 'bb14-uk-asr-palmer-iv-failed-converted-inhalation-xla-ur6-new-job',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for extraction of upper right six under iv sedation escort is her partner waiting in the car medical history type one diabetic on an insulin pump blood sugar seven point two this morning had a light breakfast as agreed because of the diabetes no allergies upper right six fractured palatal cusp carious to the gum upper right five and seven sound consent form signed went through the risks again including sinus and root fracture cannulation failed twice because her veins are very small so converted to inhalation sedation nitrous oxide titrated to forty percent she settled well la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right six then upper right six extracted with upper molar forceps roots intact valsalva negative bite pack haemostasis good one hundred percent oxygen for five minutes she told me she's starting a new job at the hospital on monday post op instructions given verbal and written review in two weeks with the sedation team about cannulation",
    expect: {
      CC: 'Extraction of UR6 under IV sedation',
      'MED HX':
        'Type 1 diabetic on an insulin pump. Blood sugar 7.2 this morning. Had a light breakfast as agreed because of the diabetes. No allergies',
      DENTAL: [
        ['UR6', 'Fractured P cusp carious to the gum', 'P cusp'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      CONSENT: 'Consent form signed',
      CONSULT: 'Went through the risks again including sinus and root fracture',
      'TX TODAY': ['Extraction UR6'],
      TX: [
        'Cannulation failed twice because her veins are very small',
        'Converted to inhalation sedation',
        'Nitrous oxide titrated to 40%',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'UR6 extracted with upper molar forceps',
        'Roots intact',
        'Valsalva negative',
        'Bite pack',
        'Haemostasis good',
        '100% oxygen for 5 minutes',
        'Post-op instructions given verbal and written',
      ],
      NOTES:
        "Escort is her partner waiting in the car. She settled well. She told me she's starting a new job at the hospital on Monday",
      'F/U': 'Review in 2 weeks with the sedation team about cannulation',
    },
  }),
  defineCase({
    id: 'bb15-uk-typed-palmer-iv-sedation-obturation-ll6-epilepsy-after-that',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'IV sedation for completion of RCT LL6, escort: mother, NBM since midnight, MH: epilepsy controlled on lamotrigine, last seizure 3 yrs ago, NKDA, consent form signed at assessment, reconfirmed today, told her no driving or machinery for 24 h, sats 98% on air, 22G cannula L dorsum, midazolam 4 mg titrated (batch H6091) then LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left, RD, Cavit and Ledermix removed, 3 canals, WL confirmed w/ apex locator, prepared to F2 w/ ProTaper Gold, irrigated NaOCl 2.5% after that obturated LL6 warm vertical GP and AH Plus, Vitrebond over orifices, core build-up LL6 w/ composite, pt very drowsy, eyes closed but responsive to voice throughout, after that cannula removed, discharged to mother w/ written POIG, post-op PA: obturation to length, NV cuspal coverage crown LL6 4/52',
    expect: {
      CC: 'IV sedation for completion of RCT LL6',
      'MED HX': 'NBM since midnight. Epilepsy controlled on lamotrigine, last seizure 3 yrs ago, NKDA',
      CONSENT: 'Consent form signed at assessment, reconfirmed today',
      CONSULT: 'Told her no driving or machinery for 24 h',
      RADIO: 'Post-op PA: obturation to length',
      'TX TODAY': ['Obturation LL6'],
      TX: [
        'Sats 98% on air',
        '22G cannula L dorsum',
        'Midazolam 4 mg titrated (batch H6091)',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left',
        'RD',
        'Cavit and Ledermix removed',
        '3 canals',
        'WL confirmed w/ apex locator',
        'Prepared to F2 w/ ProTaper Gold',
        'Irrigated NaOCl 2.5%',
        'Obturated LL6 warm vertical GP and AH Plus',
        'Vitrebond over orifices',
        'Core build-up LL6 w/ composite',
        'Cannula removed',
        'Discharged to mother w/ written POIG',
      ],
      NOTES: 'Escort: mother. Pt very drowsy, eyes closed but responsive to voice throughout',
      NV: ['Cuspal coverage crown LL6 4 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US oral surgeon / periodontist, Universal
  defineCase({
    id: 'bb16-us-asr-implant-30-low-torque-upsized-steak-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for implant placement number thirty medical history hypertension on losartan blood pressure one thirty eight over eighty six no allergies ridge at thirty healed keratinized tissue adequate cbct reviewed eleven millimeters to the canal six point five millimeters width consent signed then reviewed the risks of nerve injury and implant failure again chlorhexidine rinse one minute three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration number thirty crestal incision full thickness flap osteotomy with the pilot drill to nine millimeters paralleling pin placed good angulation then sequential drills to four point three placed a four point three by eight point five millimeter nobel active implant but insertion torque was only fifteen newton centimeters so removed it and placed a five point oh by eight point five instead insertion torque thirty five newton centimeters cover screw placed closed with four oh vicryl he asked how long before he can eat steak again post op instructions given rx amoxicillin five hundred milligrams three times a day for seven days follow up two weeks for suture removal',
    expect: {
      CC: 'Implant placement #30',
      'MED HX': 'Hypertension on losartan. Blood pressure 138/86. No allergies',
      INTRA: 'Ridge at #30 healed. Keratinized tissue adequate',
      RADIO: 'CBCT reviewed. 11 mm to the canal. 6.5 mm width',
      CONSENT: 'Consent signed',
      CONSULT:
        'Reviewed the risks of nerve injury and implant failure again. He asked how long before he can eat steak again',
      'TX TODAY': ['Implant placement #30'],
      TX: [
        'Chlorhexidine rinse 1 minute',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Crestal incision',
        'Full thickness flap',
        'Osteotomy with the pilot drill to 9 mm',
        'Paralleling pin placed',
        'Good angulation',
        'Sequential drills to 4.3',
        'Placed a 4.3 by 8.5 mm Nobel Active implant but insertion torque was only 15 Ncm',
        'Removed it',
        'Placed a 5.0 by 8.5 instead',
        'Insertion torque 35 Ncm',
        'Cover screw placed',
        'Closed with 4-0 Vicryl',
        'Post-op instructions given',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      'F/U': 'Follow up 2 weeks for suture removal',
    },
  }),
  defineCase({
    id: 'bb17-us-asr-srp-ul-ll-two-la-agents-arestin-furcation-14',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient here for scaling and root planing upper left and lower left medical history type two diabetic a one c seven point four smokes half a pack a day no allergies pocket depths five to seven millimeters upper left and lower left with bleeding on probing generalized subgingival calculus number fourteen class two furcation mobility one number nineteen six millimeter pocket distal topical then two carpules lidocaine two percent one to one hundred thousand epi left ianb and one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper left then scaling and root planing upper left and lower left with the cavitron and gracey curettes he said his wife made him book after his brother lost his teeth then irrigated with chlorhexidine then arestin placed in fourteen and nineteen pockets talked about smoking cessation he's not ready post op instructions given sensitivity to cold expected next visit scaling and root planing upper right and lower right",
    expect: {
      CC: 'Scaling and root planing upper left and lower left',
      'MED HX': 'Type 2 diabetic. A1c 7.4. Smokes half a pack a day. No allergies',
      PERIO:
        'Pocket depths 5 to 7 mm upper left and lower left with bleeding on probing. Generalized subgingival calculus. #19 6 mm pocket distal',
      DENTAL: [['14', 'Class 2 furcation mobility 1']],
      CONSULT: "Talked about smoking cessation. He's not ready",
      'TX TODAY': ['SRP', 'Irrigation'],
      TX: [
        'Topical',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper left',
        'Scaling and root planing upper left and lower left with the Cavitron and Gracey curettes',
        'Irrigated with chlorhexidine',
        'Arestin placed in #14, #19 pockets',
        'Post-op instructions given sensitivity to cold expected',
      ],
      NOTES: 'He said his wife made him book after his brother lost his teeth',
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'bb18-us-typed-iv-sedation-ext-5-12-lip-biopsy-mucocele-prom',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '16 y/o F w/ mom, here for ext #5 and #12 for ortho; mom asked us to look at a bump on her lower lip, med hx: healthy, NKDA, NPO since 10 pm for IV sedation, IO: 6 mm soft fluctuant bluish nodule lower lip mucosa L side, likely mucocele, #5 and #12 sound, consent for ext + excisional biopsy signed by mom, risks incl. lip numbness and recurrence reviewed, monitors on, 20G IV R hand, midazolam 4 mg + fentanyl 50 mcg titrated, 2 carps 2% lido 1:100k epi buccal + palatal infiltration #5 and #12, #5 and #12 extracted w/ forceps, roots intact, gauze, then 1 carp 2% lido 1:100k epi infiltration around the lip lesion, excisional biopsy of lower lip lesion, specimen to pathology in formalin, closed w/ 4-0 Vicryl x3, she was chatting about her prom the whole time before the meds kicked in, IV removed, discharged to mom w/ POI, F/U 1 wk for biopsy results',
    expect: {
      CC: 'Ext #5 and #12 for ortho; mom asked us to look at a bump on her lower lip',
      'MED HX': 'Healthy, NKDA, NPO since 10 pm for IV sedation',
      INTRA: '6 mm soft fluctuant bluish nodule lower lip mucosa L side',
      DX: ['Likely mucocele'],
      DENTAL: [
        ['5', 'Sound'],
        ['12', 'Sound'],
      ],
      CONSENT: 'Consent for ext + excisional biopsy signed by mom',
      CONSULT: 'Risks incl. lip numbness and recurrence reviewed',
      'TX TODAY': ['Extraction #5, #12'],
      TX: [
        'Monitors on',
        '20G IV R hand',
        'Midazolam 4 mg + fentanyl 50 mcg titrated',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #5, #12',
        '#5, #12 extracted w/ forceps',
        'Roots intact',
        'Gauze',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration around the lip lesion',
        'Excisional biopsy of lower lip lesion',
        'Specimen to pathology in formalin',
        'Closed w/ 4-0 Vicryl x3',
        'IV removed',
        'Discharged to mom w/ POI',
      ],
      NOTES: '16 y/o F w/ mom. She was chatting about her prom the whole time before the meds kicked in',
      'F/U': 'F/U 1 wk for biopsy results',
    },
  }),
  defineCase({
    id: 'bb19-us-asr-crown-lengthening-13-osteoplasty-no-title-pilates',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for crown lengthening on number thirteen before a new crown medical history no changes takes atorvastatin allergic to sulfa number thirteen fractured buccal cusp margin subgingival number twelve and fourteen fine probing three millimeters around thirteen consent signed went over the risks of root sensitivity and the tooth looking longer two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number thirteen sulcular incisions from twelve to fourteen full thickness flap reflected bone removed with a round bur to get three millimeters from the margin then osteoplasty with a back action chisel flap repositioned and sutured with five oh vicryl interrupted coe pak placed she'd just come from her pilates class and was starving post op instructions given rx ibuprofen six hundred milligrams every six hours as needed rx chlorhexidine rinse twice a day follow up ten days",
    expect: {
      CC: 'Crown lengthening on #13 before a new crown',
      'MED HX': 'No changes. Takes atorvastatin. Allergic to sulfa',
      DENTAL: [
        ['13', 'Fractured B cusp margin subgingival', 'B cusp'],
        ['12', 'Fine'],
        ['14', 'Fine'],
      ],
      PERIO: 'Probing 3 mm around #13',
      CONSENT: 'Consent signed',
      CONSULT: 'Went over the risks of root sensitivity and the tooth looking longer',
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13',
        'Sulcular incisions from #12 to #14',
        'Full thickness flap reflected',
        'Bone removed with a round bur to get 3 mm from the margin',
        'Osteoplasty with a back action chisel',
        'Flap repositioned and sutured with 5-0 Vicryl interrupted',
        'Coe-Pak placed',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
        'Rx chlorhexidine rinse twice a day',
      ],
      NOTES: "She'd just come from her Pilates class and was starving",
      'F/U': 'Follow up 10 days',
    },
  }),
  defineCase({
    id: 'bb20-us-typed-iv-clearance-6-11-alveoloplasty-immediate-denture',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for ext of remaining upper teeth and immediate upper denture under IV sedation. NPO after midnight, escort: son (driving). Med hx: COPD, on Spiriva + albuterol, brought inhaler; allergic to latex. #6, #7, #8, #9, #10, #11 mobility II-III. Pano: generalized severe bone loss upper anteriors. Consent signed, denture risks (relines, adaptation) re-reviewed. Tx: monitors on, O2 2 L nasal cannula, 22G IV L AC, midazolam 3 mg titrated slowly (COPD), 4 carps 2% lido 1:100k epi buccal + palatal infiltrations, #6, #7, #8, #9, #10, #11 extracted w/ elevators + forceps, alveoloplasty w/ rongeurs and bone file, sockets irrigated, 3-0 chromic continuous, then immediate upper denture seated, relieved over #8 area w/ acrylic bur, occlusion adjusted, pt joked he'd finally eat corn on the cob again, IV removed, discharged to son w/ POI (keep denture in 24 h). RTC tomorrow for denture check.",
    expect: {
      CC: 'Ext of remaining upper teeth and immediate upper denture under IV sedation',
      'MED HX': 'NPO after midnight. COPD, on Spiriva + albuterol, brought inhaler; allergic to latex',
      DENTAL: [
        ['6', 'Mobility II-III'],
        ['7', 'Mobility II-III'],
        ['8', 'Mobility II-III'],
        ['9', 'Mobility II-III'],
        ['10', 'Mobility II-III'],
        ['11', 'Mobility II-III'],
      ],
      RADIO: 'Pano: generalized severe bone loss upper anteriors',
      CONSENT: 'Consent signed',
      CONSULT: 'Denture risks (relines, adaptation) re-reviewed',
      'TX TODAY': ['Extraction #6, #7, #8, #9, #10, #11', 'Denture fit'],
      TX: [
        'Monitors on',
        'O2 2 L nasal cannula',
        '22G IV L AC',
        'Midazolam 3 mg titrated slowly (COPD)',
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltrations + palatal infiltrations',
        '#6, #7, #8, #9, #10, #11 extracted w/ elevators + forceps',
        'Alveoloplasty w/ rongeurs and bone file',
        'Sockets irrigated',
        '3-0 chromic continuous',
        'Immediate upper denture seated',
        'Relieved over #8 area w/ acrylic bur',
        'Occlusion adjusted',
        'IV removed',
        'Discharged to son w/ POI (keep denture in 24 h)',
      ],
      NOTES: "Escort: son (driving). Pt joked he'd finally eat corn on the cob again",
      'F/U': 'RTC tomorrow for denture check',
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist-therapist, FDI
  defineCase({
    id: 'bb21-uk-asr-hygienist-rsd-lower-three-la-lines-grandchild',
    style: 'UK',
    asr: true,
    transcript:
      'right patient attended for root surface debridement lower left and lower right under local second of two visits medical history no changes on amlodipine smokes five a day down from twenty bpe code four in all sextants except lower anterior code three plaque score thirty five percent bleeding score twenty eight percent three six grade one mobility four six class one furcation soft tissues healthy topical gel then la two cartridges articaine four percent one in a hundred thousand adrenaline id block left and buccal infiltration three six then root surface debridement lower left with the ultrasonic and gracey curettes he could feel it on the lingual of three seven so one cartridge articaine four percent lingual infiltration three seven then la one cartridge articaine four percent buccal infiltration four six and id block right then root surface debridement lower right he told me his first grandchild is due next month oral hygiene instruction with interdental brushes pink and orange post op advice sensitivity for a few days smoking cessation advice given he wants to go to the stop smoking clinic review three months for re-evaluation',
    expect: {
      CC: 'Root surface debridement lower left and lower right under local second of 2 visits',
      'MED HX': 'No changes. On amlodipine. Smokes 5 a day down from 20',
      PERIO: 'BPE code 4 in all sextants except lower anterior code 3. Plaque score 35%. Bleeding score 28%',
      DENTAL: [
        ['36', 'Grade 1 mobility'],
        ['46', 'Class 1 furcation'],
      ],
      INTRA: 'Soft tissues healthy',
      CONSULT: 'Smoking cessation advice given. He wants to go to the stop smoking clinic',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'Topical gel',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Root surface debridement lower left with the ultrasonic and Gracey curettes',
        'He could feel it on the lingual of 37',
        'LA: 1 cartridge articaine 4%, lingual infiltration 37',
        'LA: 1 cartridge articaine 4%, buccal infiltration 46 + IDB right',
        'Root surface debridement lower right',
        'Oral hygiene instruction with interdental brushes pink and orange',
        'Post-op advice sensitivity for a few days',
      ],
      NOTES: 'He told me his first grandchild is due next month',
      'F/U': 'Review 3 months for re-evaluation',
    },
  }),
  defineCase({
    id: 'bb22-uk-typed-therapist-child-o-gic-75-fs-36-46-varnish',
    style: 'UK',
    asr: false,
    transcript:
      "9 y/o, attended w/ dad for FS 36 and 46 and filling 75. MH: fit and well, NKDA. 75 O cavity, soft, not tender, 36 and 46 deep stained fissures, 85 sealed, gingivae healthy, dad consented verbally, topical then LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 75, cotton wool rolls and dry guards, caries removed 75 w/ slow handpiece and excavator, O GIC 75 (Fuji IX), then FS 36 and 46: etched, rinsed, dried, Delton applied, cured, checked w/ probe, he squeezed dad's hand the whole time but didn't flinch, fluoride varnish 22,600 ppm all teeth, diet advice: fizzy drinks only at mealtimes, recall 6/12",
    expect: {
      CC: 'FS 36 and 46 and filling 75',
      'MED HX': 'Fit and well, NKDA',
      DENTAL: [
        ['75', 'O cavity, soft, not tender'],
        ['36', 'Deep stained fissures'],
        ['46', 'Deep stained fissures'],
        ['85', 'Sealed'],
      ],
      PERIO: 'Gingivae healthy',
      CONSENT: 'Dad consented verbally',
      CONSULT: 'Diet advice: fizzy drinks only at mealtimes',
      'TX TODAY': ['O GIC 75', 'Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 75',
        'Cotton wool rolls and dry guards',
        'Caries removed 75 w/ slow handpiece and excavator',
        'O GIC 75 (Fuji IX)',
        'FS 36, 46',
        'Etched',
        'Rinsed',
        'Dried',
        'Delton applied',
        'Cured',
        'Checked w/ probe',
        'Fluoride varnish 22,600 ppm all teeth',
      ],
      NOTES: "9 y/o, attended w/ dad. He squeezed dad's hand the whole time but didn't flinch",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bb23-uk-asr-hygienist-scale-polish-under-la-breastfeeding-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      "attended for scale and polish under local she's always really sensitive so wants it done numb medical history no changes breastfeeding her four sorry six month old no allergies bpe code three in the posterior sextants code two anteriors generalised recession lower incisors two to three millimetres heavy supragingival calculus lower lingual two four and two five buccal abrasion cavities sensitive to air tongue and floor of mouth normal she asked if the anaesthetic is safe while breastfeeding told her it is la two cartridges lidocaine two percent one in eighty thousand adrenaline infiltration lower anteriors and buccal infiltration upper left then full mouth scale with the piezo and hand instruments after that polished with prophy paste duraphat varnish on two four and two five for the sensitivity oral hygiene instruction electric toothbrush and gentle pressure next visit dentist to assess two four and two five for fillings recall six months",
    expect: {
      CC: "Scale and polish under local. She's always really sensitive so wants it done numb",
      'MED HX': 'No changes. Breastfeeding her 6 month old. No allergies',
      PERIO:
        'BPE code 3 in the posterior sextants. Code 2 anteriors. Generalised recession lower incisors 2 to 3 mm. Heavy supragingival calculus lower lingual',
      DENTAL: [
        ['24', 'B abrasion cavities sensitive to air'],
        ['25', 'B abrasion cavities sensitive to air'],
      ],
      INTRA: 'Tongue and floor of mouth normal',
      CONSULT: 'She asked if the anaesthetic is safe while breastfeeding. Told her it is',
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 24, 25', 'OHI'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, infiltration lower anteriors + buccal infiltration upper left',
        'Full mouth scale with the piezo and hand instruments',
        'Polished with prophy paste',
        'Duraphat varnish 24, 25 for the sensitivity',
        'Oral hygiene instruction electric toothbrush and gentle pressure',
      ],
      NV: ['Dentist to assess 24, 25 for fillings'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bb24-uk-typed-therapist-b-composites-33-43-increment-debonded',
    style: 'UK',
    asr: false,
    transcript:
      "Therapist appt: B cervical composites 33 and 43 as prescribed by dentist. MH: no change, asthma, NKDA. 33 and 43 B abfraction lesions, sensitive to probe, 34 B abrasion, not sensitive, gingivae pink and firm, LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 33 and 43, cotton rolls, 33 retraction cord 000, selective etch 15 s, Optibond Universal, 33 first increment pulled away when the cord was removed so re-etched and rebonded, then B composite 33 and B composite 43 (A3.5, Filtek Supreme), finished w/ Sof-Lex discs, pt mentioned she's just back from a walking holiday, bite checked, fluoride varnish 33 and 43, advised soft bristle brush + low abrasive toothpaste, recall 6/12 with dentist",
    expect: {
      CC: 'Therapist appt: B cervical composites 33 and 43 as prescribed by dentist',
      'MED HX': 'No change, asthma, NKDA',
      DENTAL: [
        ['33', 'B abfraction lesions, sensitive to probe'],
        ['43', 'B abfraction lesions, sensitive to probe'],
        ['34', 'B abrasion, not sensitive'],
      ],
      PERIO: 'Gingivae pink and firm',
      CONSULT: 'Advised soft bristle brush + low abrasive toothpaste',
      'TX TODAY': ['B composite 33', 'B composite 43', 'Fluoride varnish 33, 43'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 33, 43',
        'Cotton rolls',
        '33 retraction cord 000',
        'Selective etch 15 s',
        'Optibond Universal',
        '33 first increment pulled away when the cord was removed',
        'Re-etched and rebonded',
        'B composite 33',
        'B composite 43 (A3.5, Filtek Supreme)',
        'Finished w/ Sof-Lex discs',
        'Bite checked',
        'Fluoride varnish 33, 43',
      ],
      NOTES: "Pt mentioned she's just back from a walking holiday",
      'F/U': 'Recall 6 months with dentist',
    },
  }),
  defineCase({
    id: 'bb25-uk-typed-hygienist-spt-periochip-16-pmpr-swimming',
    style: 'UK',
    asr: false,
    transcript:
      "SPT visit, 3/12 recall, says gums much better, no bleeding on brushing now. MH: no change, type 2 diabetes, HbA1c 48 (was 62), non-smoker. Plaque 12% bleeding 9%, residual 6 mm 16 MB with BOP and 5 mm 26 D, 16 grade 1 mobility, aphthous ulcer R buccal mucosa healing, topical then LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal infiltration 16 then subgingival instrumentation 16 MB w/ Gracey curette and ultrasonic and PerioChip placed 16 MB pocket then supragingival PMPR full mouth then polish w/ prophy paste, she's been swimming every morning and lost a stone, OHI TePe size 3 for 16 and 26, post-op advice given, recall SPT 3/12",
    expect: {
      CC: 'SPT visit, 3 months recall, says gums much better, no bleeding on brushing now',
      'MED HX': 'No change, type 2 diabetes, HbA1c 48 (was 62), non-smoker',
      PERIO: 'Plaque 12% bleeding 9%, residual 6 mm 16 MB with BOP and 5 mm 26 D',
      DENTAL: [['16', 'Grade 1 mobility']],
      INTRA: 'Aphthous ulcer R buccal mucosa healing',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 16',
        'Subgingival instrumentation 16 MB w/ Gracey curette and ultrasonic',
        'PerioChip placed 16 MB pocket',
        'Supragingival PMPR full mouth',
        'Polish w/ prophy paste',
        'OHI TePe size 3 for 16, 26',
        'Post-op advice given',
      ],
      NOTES: "She's been swimming every morning and lost a stone",
      'F/U': 'Recall SPT 3 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US prosthodontist, Universal
  defineCase({
    id: 'bb26-us-typed-implant-crown-30-screw-retained-torque-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for seat of screw-retained implant crown #30, implant placed by oral surgeon 4 months ago. Med hx: no changes, NKDA. Peri-implant mucosa #30 healthy, #31 MO amalgam intact, #29 sound. No LA, healing abutment removed, crown tried in, M contact too tight, adjusted and polished, re-tried, floss snaps through, PA: full seating confirmed, torqued to 35 Ncm, retorqued after 5 min, PTFE tape and composite in access hole, occlusion adjusted to light contact in MIP, no contact in excursions, pt said it's the first time she's chewed on that side in a year, OHI: water flosser around implant, NV recheck 2 weeks, recall 6 months",
    expect: {
      CC: 'Seat of screw-retained implant crown #30, implant placed by oral surgeon 4 months ago',
      'MED HX': 'No changes, NKDA',
      INTRA: 'Peri-implant mucosa #30 healthy',
      DENTAL: [
        ['31', 'MO amalgam intact'],
        ['29', 'Sound'],
      ],
      RADIO: 'PA: full seating confirmed',
      'TX TODAY': ['Crown fit #30', 'OHI'],
      TX: [
        'No LA',
        'Healing abutment removed',
        'Crown tried in',
        'M contact too tight',
        'Adjusted and polished',
        'Re-tried',
        'Floss snaps through',
        'Torqued to 35 Ncm',
        'Retorqued after 5 min',
        'PTFE tape and composite in access hole',
        'Occlusion adjusted to light contact in MIP',
        'No contact in excursions',
        'OHI: water flosser around implant',
      ],
      NOTES: "Pt said it's the first time she's chewed on that side in a year",
      NV: ['Recheck 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bb27-us-typed-denture-wax-try-in-midline-reset-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for wax try-in of upper and lower complete dentures. Med hx: Parkinson's (carbidopa/levodopa), NKDA. Ridges healthy, lower ridge moderately resorbed, no denture sores. Upper and lower try-ins seated, retention good upper, lower lifts on opening so lingual flange reduced w/ acrylic bur, then vertical dimension checked w/ phonetics and closest speaking space, midline 1 mm to the L so reset, upper incisors shortened 1 mm at wife's request, wife and pt both happy with the smile in the mirror, shade A3 confirmed, CR bite re-recorded w/ Aluwax, pt told us about their 50th wedding anniversary party next month, sent back to lab for reset and processing, NV denture fit 2 weeks",
    expect: {
      CC: 'Wax try-in of upper and lower complete dentures',
      'MED HX': "Parkinson's (carbidopa/levodopa), NKDA",
      INTRA: 'Ridges healthy, lower ridge moderately resorbed, no denture sores',
      TX: [
        'Upper and lower try-ins seated',
        'Retention good upper',
        'Lower lifts on opening',
        'Lingual flange reduced w/ acrylic bur',
        'Vertical dimension checked w/ phonetics and closest speaking space',
        'Midline 1 mm to the L',
        'Reset',
        "Upper incisors shortened 1 mm at wife's request",
        'Shade A3 confirmed',
        'CR bite re-recorded w/ Aluwax',
        'Sent back to lab for reset and processing',
      ],
      NOTES:
        'Wife and pt both happy with the smile in the mirror. Pt told us about their 50th wedding anniversary party next month',
      NV: ['Denture fit 2 weeks'],
    },
  }),
  defineCase({
    id: 'bb28-us-typed-cerec-crown-19-rescanned-prep-and-fit-same-day',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for same-day CEREC crown #19, cracked tooth. Med hx: no changes, on Eliquis, NKDA. #19 MOD amalgam, cracked ML cusp, #18 DO composite intact, #20 sound. 2 carps 4% articaine 1:100k epi L IANB, amalgam removed, crack extends under ML cusp, stops in dentin, core buildup w/ Fluorocore, then crown prep #19, cord w/ Hemodent (extra bleeding on Eliquis), Primescan intraoral scan, first scan had distortion at the DL margin so rescanned, designed and milled e.max (lot W8812) while pt waited, pt took a work call in the waiting room, crystallized, tried in, contacts adjusted, etched HF 20 s, Monobond, crown cemented #19 w/ Variolink Esthetic, cleaned excess, occlusion adjusted, polished, POI, NV periodic exam 6 months',
    expect: {
      CC: 'Same-day CEREC crown #19, cracked tooth',
      'MED HX': 'No changes, on Eliquis, NKDA',
      DENTAL: [
        ['19', 'MOD amalgam, cracked ML cusp'],
        ['18', 'DO composite intact'],
        ['20', 'Sound'],
      ],
      'TX TODAY': ['Crown prep #19', 'Crown fit #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB L',
        'Amalgam removed',
        'Crack extends under ML cusp',
        'Stops in dentin',
        'Core buildup w/ Fluorocore',
        'Crown prep #19',
        'Cord w/ Hemodent (extra bleeding on Eliquis)',
        'Primescan intraoral scan',
        'First scan had distortion at the DL margin',
        'Rescanned',
        'Designed and milled e.max (lot W8812) while pt waited',
        'Crystallized',
        'Tried in',
        'Contacts adjusted',
        'Etched HF 20 s',
        'Monobond',
        'Crown cemented #19 w/ Variolink Esthetic',
        'Cleaned excess',
        'Occlusion adjusted',
        'Polished',
        'POI',
      ],
      NOTES: 'Pt took a work call in the waiting room',
      NV: ['Periodic exam 6 months'],
    },
  }),
  defineCase({
    id: 'bb29-us-asr-bridge-seat-12-14-night-guard-sorry-contact',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient here for bridge seat number twelve to fourteen and night guard delivery medical history no changes still on synthroid no allergies no anesthetic needed took the temp bridge off with a crown remover cleaned off the tempbond tried in the bridge the distal contact on fourteen was open sorry the mesial contact on twelve was tight so adjusted it with a rubber wheel then it seated fully margins good with an explorer shade matched cemented the bridge on twelve and fourteen with relyx luting plus cleaned the excess with floss and superfloss under the pontic checked the bite adjusted a high spot on the pontic then tried in the night guard adjusted for even contacts she's flying out to see her sister next week showed her how to put it in and clean it told her to wear it every night recall six months",
    expect: {
      CC: 'Bridge seat #12 to #14 and night guard delivery',
      'MED HX': 'No changes. Still on Synthroid. No allergies',
      CONSULT: 'Showed her how to put it in and clean it. Told her to wear it every night',
      'TX TODAY': ['Bridge fit #12, #14', 'Night guard'],
      TX: [
        'No anesthetic needed',
        'Took the temp bridge off with a crown remover',
        'Cleaned off the TempBond',
        'Tried in the bridge',
        'Mesial contact #12 was tight',
        'Adjusted it with a rubber wheel',
        'It seated fully',
        'Margins good with an explorer',
        'Shade matched',
        'Cemented the bridge #12, #14 with RelyX Luting Plus',
        'Cleaned the excess with floss and Superfloss under the pontic',
        'Checked the bite',
        'Adjusted a high spot on the pontic',
        'Tried in the night guard',
        'Adjusted for even contacts',
      ],
      NOTES: "She's flying out to see her sister next week",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bb30-us-typed-appends-bridge-prep-28-30-impression-torn-temp-bridge',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for replacement of failing bridge #28-#30 (pontic #29), loose for about a month. Med hx: no changes, HTN on lisinopril, NKDA. #28 recurrent caries at D margin, #30 M margin open, bridge mobile. Pano: no PA pathology #28, #30. Discussed new bridge vs implant #29; pt chose new bridge, fee $3,100, ins. pays 50%. Consent signed. 3 carps 2% lido 1:100k epi R IANB + buccal infiltration #28 then old bridge sectioned and removed w/ crown remover, #28 D recurrent caries excavated, near pulp, Vitrebond, buildup #28 and #30 w/ Fluorocore, bridge prep #28 and #30, double cord, PVS impression, first impression torn at #30 DL so retaken, bite reg, shade A2, temp bridge w/ Integrity, cemented w/ TempBond NE, pt said he's a teacher and needs the temp to look okay for school photos, POI given.",
    appends: [
      'Add to treatment: occlusion adjusted on temp bridge. Next visit: bridge fit #28 and #30 in 2 weeks.',
      'Change 2 weeks to 3 weeks. Add to notes: pt prefers Friday afternoons.',
    ],
    expect: {
      CC: 'Replacement of failing bridge #28-#30 (pontic #29), loose for about a month',
      'MED HX': 'No changes, HTN on lisinopril, NKDA',
      DENTAL: [
        ['28', 'Recurrent caries at D margin'],
        ['30', 'M margin open, bridge mobile'],
      ],
      RADIO: 'Pano: no PA pathology #28, #30',
      CONSULT: 'Discussed new bridge vs implant #29; pt chose new bridge, fee $3,100, ins. pays 50%',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Bridge prep #28, #30', 'Impression', 'Temporary bridge'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB R + buccal infiltration #28',
        'Old bridge sectioned and removed w/ crown remover',
        '#28 D recurrent caries excavated',
        'Near pulp',
        'Vitrebond',
        'Buildup #28, #30 w/ Fluorocore',
        'Bridge prep #28, #30',
        'Double cord',
        'PVS impression',
        'First impression torn at #30 DL',
        'Retaken',
        'Bite reg',
        'Shade A2',
        'Temp bridge w/ Integrity',
        'Cemented w/ TempBond NE',
        'POI given',
        'Occlusion adjusted on temp bridge',
      ],
      NOTES: "Pt said he's a teacher and needs the temp to look okay for school photos. Pt prefers Friday afternoons",
      NV: ['Bridge fit #28, #30 in 3 weeks'],
    },
  }),
];
