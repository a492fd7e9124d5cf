// An eighty-fourth development batch (ids ch01–ch30), written blind from the contract (contract.md, case.ts, the dental
// reference and more56 / more58 as format examples) by a helper that had not seen the engine or any held-out split;
// every case was labelled before any check was run. It is visits dictated in two or three goes: the clinician dictates
// the note, then comes back to it and adds or edits by voice or keyboard ("add to notes …", "add to chart …", "add to
// medical history …", "add to treatment …", "add diagnosis …", "next visit …", "remove …", "change 36 to 37", "replace
// X with Y", "scratch that" inside an added dictation), so `expect` is the note after every append. Five clinicians, six
// visits each:
//   ch01–ch06 a UK dentist (FDI, all recogniser-style): a check-up with a distal lesion on the bitewings (chart entry,
//     diagnosis and next visit appended), a DO composite dictated on the wrong tooth ("change three six to three
//     seven", a remark appended), an emergency extraction of a pericoronitic 48 (forgotten medication, a suture and a
//     review appended), a first-stage RCT on 26 ("replace calcium hydroxide with ledermix", next visit, a remark), a
//     child's extraction of 84 (the varnish removed, a remark and next visit appended), a crown prep (no append);
//   ch07–ch12 a UK dentist typing Palmer shorthand (all typed): a recall with a cracked UL7 found afterwards (chart,
//     dx and NV appended), a composite UL5 widened to MOD ("Change DO comp UL5 to MOD comp UL5."), an XLA LR6 with
//     warfarin and sutures appended, an obturation UR4 (no append), an emergency extirpation LL7 (Rx appended, "NV …
//     Scratch that. NV …", a remark), a child's check-up with sealants ("Change LRE to LRD.", a remark);
//   ch13–ch18 a US dentist (Universal, all recogniser-style): a periodic exam (chart entry, diagnosis and two next-visit
//     fillings appended), an MO composite #30 ("replace shade a two with shade a three", varnish and a pregnancy
//     appended), an emergency crown recement #19 (no append), a first-stage RCT #14 ("change three weeks to two
//     weeks", a remark, an Rx), a child's pulpotomy and SSC on #S ("letter l sorry letter k" charted, next visit, a
//     remark), SRP upper right and lower right (the irrigation removed, plaque score and smoking advice appended);
//   ch19–ch24 a US dentist typing full sentences (Universal): a periodic exam (medical history, diagnosis and next visit
//     appended), a crown seat #3 (no append), an extraction #32 (a suture, "Change 1 week to 10 days.", a remark), a
//     child's check-up with sealants ("Remove fluoride varnish.", the reason as a note), an emergency broken cusp
//     ("Change #19 to #18.", forgotten medication), an obturation #30 (no append);
//   ch25–ch30 a UK hygienist / therapist (FDI; ch25, ch27, ch29 recogniser-style, ch26, ch28, ch30 typed): a hygiene
//     visit (a pocket appended, "change three months to four months"), a child's DO composite 55 on prescription
//     (varnish, a remark and the recall appended), a second RSD visit (no append), a hygiene visit with sensitivity
//     (medical history appended, "Change 6 months to 4 months."), a child's fissure sealants (a chart entry with
//     "scratch that", next visit), an orthodontic patient's S&P with varnish (no append).
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in ch17 and ch22); 15 recogniser-style (lower case, number
// words, fillers, no punctuation, appends in the same style) and 15 typed; about 40 to 150 words at the first go;
// appended dictation in 23 cases (not ch06, ch10, ch15, ch20, ch24, ch27, ch30), one to three appends each. DENTAL in
// 27 cases (not ch18, ch25, ch27).
//
// Judgement calls where the contract was silent:
// - The contract given to this helper has no section on appends, so appends follow the conventions stated in more56 /
//   more58 and extend them the same way:
//   * "add to <section> …" ("add to notes", "add to chart", "add to medical history" / "Add to MH:", "add to treatment"
//     / "Add to tx:", "add to perio") cleans the content as if it had been dictated into that field and puts it at the
//     end: text fields get a new clause joined by ". ", list fields new items (split by the list rules), the chart a new
//     entry after the others. "add diagnosis …" / "Add dx:" adds a DX item and "next visit …" / "NV:" an NV item.
//   * A bare "add …" naming no section puts its content in the field the contract's table gives it: "add review in one
//     week" and "Add recall as per dentist." are F/U (set, as the note had none), "add smoking cessation advice given …"
//     is CONSULT.
//   * "change X to Y" / "replace X with Y" edit the one place X stands in the note (every X here stands once, as in
//     more56), and the edited item keeps its place: a corrected chart tooth keeps its entry's position ("Change LRE to
//     LRD.", "Change #19 to #18."), a corrected TX item changes the title made from it ("DO composite 36" → "DO
//     composite 37", "MOD comp UL5" → "MOD composite UL5"). A typed interval is matched as the note shows it ("Change 6
//     months to 4 months." for a note typed "RV 6/12").
//   * "remove X" removes the whole item X names: a TX item and the title it gave ("remove fluoride varnish applied",
//     "Remove fluoride varnish.", "remove irrigated with chlorhexidine").
//   * Treatment added by an append is a TX item like any other, so a table procedure gives a title ("fluoride varnish
//     applied", "FV 22,600 ppm" → "Fluoride varnish") and other steps none (sutures, Surgicel, prescriptions).
//   * "scratch that" and "sorry" inside an append work as in any dictation: "NV: RCT LL7 1/52. Scratch that. NV: …" and
//     "add to chart five five … scratch that add to chart eight five …" keep only the second; "letter l sorry letter k"
//     charts #K.
//   * "add to notes …" puts a request or a parent's question in NOTES, as more58 bh05 did, though dictated in the
//     first go it might have been CONSULT.
// - RCT visits whose treatment names no table procedure (access, working lengths, canal irrigation, a calcium hydroxide
//   or Ledermix dressing — not a "temporary dressing") take "RCT" from the CC (ch04 "RCT 26", ch16 "RCT #14", as more56
//   bf02); "obturated" gives "Obturation". "core built up in composite" and "GIC core" are no titles; "stainless steel
//   crown" → "SSC"; "roots sectioned" does not make a surgical extraction; socket irrigation is no Irrigation title.
// - Single surfaces in text fields stay words ("36 distal caries into dentine" and "occlusal caries on #19" in RADIO,
//   "distal of 27" in PERIO), a run is abbreviated ("mesiobuccal root" → "MB root"); "mesial contact" stays a word in TX
//   (contact is not in rule 4's list); "distal marginal ridge", "lingual cusp" and "white spot lesions" are abbreviated.
// - Numbers: "stage three grade b" → "stage 3 grade B" (digits, as rule 2 says), "a one c seven point two" → "A1c 7.2",
//   "numbers two and nineteen" → "#2, #19" (the plural "numbers" goes like "number"), "four bitewings" → "4 bitewings".
// - Typed full sentences keep their verbs in TX items with the leading article dropped ("Rubber dam was placed", "Crown
//   #3 was cemented with RelyX Unicem" → "Crown fit #3"); chart sentences drop "has" / "is" ("#3 has an MO amalgam that
//   is intact" → "MO amalgam that is intact"); the full-sentence dentist still types the LA as an "LA: …" line.
// - A child's age and who came are NOTES (as more58), also "He is 7 years old and his mom came with him"; "tooth
//   brushing instruction with dad" is a step with no title; a patient's remark during the visit ("she said her gums
//   bleed less …") is NOTES; "Discussed brushing: …" is CONSULT.
// - "operculum red and swollen" said in a tooth's run stays in its chart entry (recogniser-style runs kept, as more58);
//   "OH fair, plaque LL molars" and "Generalised marginal gingivitis around brackets" are PERIO; "fixed ortho appliances"
//   after "IO:" is INTRA.
import { defineCase, type NotesCase } from '../case.ts';

export const more84Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist (FDI, recogniser-style)
  defineCase({
    id: 'ch01-uk-asr-fdi-check-up-bw-36-distal-appends-chart-38-dx-nv',
    style: 'UK',
    asr: true,
    transcript:
      'check up no problems medical history no changes takes amlodipine no allergies extra oral nad intra oral nad bpe one one two one one two charting um one six mesial occlusal amalgam sound two six occlusal composite sound three six distal caries four seven disto occlusal composite sound bitewings grade one three six distal caries into dentine nothing else scale and polish oral hygiene instruction recall six months',
    appends: [
      'add to chart three eight partially erupted',
      'add diagnosis caries three six next visit distal composite three six',
    ],
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Takes amlodipine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 1 1 2',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['26', 'O composite sound'],
        ['36', 'D caries'],
        ['47', 'DO composite sound'],
        ['38', 'Partially erupted'],
      ],
      RADIO: 'Bitewings grade 1. 36 distal caries into dentine. Nothing else',
      DX: ['Caries 36'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction'],
      NV: ['D composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ch02-uk-asr-fdi-do-composite-wrong-tooth-change-36-to-37-remark',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the filling lower left medical history no changes no allergies three seven disto occlusal caries not tender three eight missing la one cartridge articaine four percent one in one hundred thousand adrenaline um buccal infiltration lower left cotton wool rolls and dry guard caries removed dentine firm sectional matrix and wedge etch bond disto occlusal composite three six shade a three cured bite checked polished post op instructions given",
    appends: ['change three six to three seven', 'add to notes she said that was much easier than she expected'],
    expect: {
      CC: 'Filling lower left',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['37', 'DO caries not tender'],
        ['38', 'Missing'],
      ],
      'TX TODAY': ['DO composite 37'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration lower left',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 37',
        'Shade A3',
        'Cured',
        'Bite checked',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'She said that was much easier than she expected',
    },
  }),
  defineCase({
    id: 'ch03-uk-asr-fdi-emergency-pericoronitis-xla-48-appends-mh-suture-review',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's had pain from the lower right wisdom tooth for a week on and off medical history asthmatic on a brown and a blue inhaler no allergies extra oral no swelling no lymphadenopathy intra oral soft tissues otherwise healthy four eight partially erupted operculum red and swollen four seven sound opg four eight vertically impacted with caries in the crown diagnosis pericoronitis four eight discussed extraction he wants it out today verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four eight extracted four eight with luxators and forceps haemostasis achieved post op instructions given verbal and written",
    appends: [
      "add to medical history he's on sertraline",
      'add to treatment one vicryl suture placed',
      'add review in one week',
    ],
    expect: {
      CC: "Emergency. He's had pain from the lower right wisdom tooth for a week on and off",
      'MED HX': "Asthmatic on a brown and a blue inhaler. No allergies. He's on sertraline",
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues otherwise healthy',
      DENTAL: [
        ['48', 'Partially erupted operculum red and swollen'],
        ['47', 'Sound'],
      ],
      RADIO: 'OPG 48 vertically impacted with caries in the crown',
      DX: ['Pericoronitis 48'],
      CONSULT: 'Discussed extraction. He wants it out today',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 48'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 48',
        'Extracted 48 with luxators and forceps',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
        '1 Vicryl suture placed',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'ch04-uk-asr-fdi-rct-26-first-stage-replace-caoh-with-ledermix-nv-remark',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the root canal on two six first stage medical history no changes no allergies two six large disto occlusal composite tender to percussion lingering pain to cold two five sound diagnosis irreversible pulpitis two six la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration rubber dam access four canals found including m b two working lengths with the apex locator er prepared with waveone gold primary irrigated with sodium hypochlorite calcium hydroxide dressing cavit post op instructions given",
    appends: [
      'replace calcium hydroxide with ledermix',
      'next visit complete root canal two six in two weeks',
      'add to notes she prefers late afternoon appointments',
    ],
    expect: {
      CC: 'Root canal on 26 first stage',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['26', 'Large DO composite tender to percussion lingering pain to cold'],
        ['25', 'Sound'],
      ],
      DX: ['Irreversible pulpitis 26'],
      'TX TODAY': ['RCT 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'Rubber dam',
        'Access',
        '4 canals found including MB2',
        'Working lengths with the apex locator',
        'Prepared with WaveOne Gold Primary',
        'Irrigated with sodium hypochlorite',
        'Ledermix dressing',
        'Cavit',
        'Post-op instructions given',
      ],
      NOTES: 'She prefers late afternoon appointments',
      NV: ['Complete RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ch05-uk-asr-fdi-child-xla-84-remove-varnish-remark-nv-fs',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old attended with mum for the extraction of eight four mum says it's been hurting on and off medical history fit and well no allergies eight four grossly carious buccal sinus mobile eight five sound three six sound topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration eight four extracted eight four with forceps roots complete haemostasis achieved fluoride varnish applied post op instructions given to mum he did really well",
    appends: [
      'remove fluoride varnish applied',
      "add to notes he wouldn't let me do the varnish next visit fluoride varnish and fissure sealant three six and four six",
    ],
    expect: {
      CC: "Extraction of 84. Mum says it's been hurting on and off",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['84', 'Grossly carious buccal sinus mobile'],
        ['85', 'Sound'],
        ['36', 'Sound'],
      ],
      'TX TODAY': ['Extraction 84'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 84',
        'Extracted 84 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to mum',
      ],
      NOTES: "8 year old attended with mum. He did really well. He wouldn't let me do the varnish",
      NV: ['Fluoride varnish', 'Fissure sealant 36, 46'],
    },
  }),
  defineCase({
    id: 'ch06-uk-asr-fdi-crown-prep-46-d-marginal-ridge-core-temp-no-append',
    style: 'UK',
    asr: true,
    transcript:
      "he's here for the crown prep on four six medical history no changes takes atorvastatin no allergies four six root treated large mesial occlusal distal amalgam cracked distal marginal ridge four seven sound four five sound la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right amalgam removed core built up in composite crown prep four six for a porcelain bonded crown retraction cord impressions in silicone bite registration shade a three temporary crown in protemp cemented with tempbond occlusion checked post op instructions given next visit crown fit four six in two weeks",
    expect: {
      CC: 'Crown prep on 46',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['46', 'Root treated large MOD amalgam cracked D marginal ridge'],
        ['47', 'Sound'],
        ['45', 'Sound'],
      ],
      'TX TODAY': ['Crown prep 46', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Amalgam removed',
        'Core built up in composite',
        'Crown prep 46 for a porcelain bonded crown',
        'Retraction cord',
        'Impressions in silicone',
        'Bite registration',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit 46 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist typing Palmer shorthand (Palmer)
  defineCase({
    id: 'ch07-uk-typed-palmer-recall-appends-chart-ul7-p-cusp-dx-nv-onlay',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Recall exam. No c/o. MH: no change, NKDA. EO NAD. IO NAD. BPE 2 1 2 / 2 2 2, bleeding LL + LR. UR6 MO amalg sound. UL6 O comp sound. LL6 crown, margins OK. LR7 DO amalg, D margin ditched, no caries. BWs (R+L) grade 1: no caries. S&P. OHI: TePe brushes. RV 6/12.',
    appends: ['Add to chart: UL7 MOD comp, fractured P cusp.', 'Add dx: fractured P cusp UL7. NV: onlay UL7.'],
    expect: {
      CC: 'Recall exam. No c/o',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 1 2 / 2 2 2, bleeding LL + LR',
      DENTAL: [
        ['UR6', 'MO amalg sound'],
        ['UL6', 'O comp sound'],
        ['LL6', 'Crown, margins OK'],
        ['LR7', 'DO amalg, D margin ditched, no caries'],
        ['UL7', 'MOD comp, fractured P cusp', 'P cusp'],
      ],
      RADIO: 'BWs (R+L) grade 1: no caries',
      DX: ['Fractured P cusp UL7'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI: TePe brushes'],
      NV: ['Onlay UL7'],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'ch08-uk-typed-palmer-comp-ul5-change-do-to-mod-appt-request',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for comp UL5. Sens to sweet 2/52. MH: no change, NKDA. UL5 DO caries, not TTP. UL4 sound. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil UL5. CWRs + dry guard. Caries removed, dentine firm, no exposure. Tofflemire + wedge. Etch, bond, DO comp UL5, shade A2. Bite checked, polished. POIG.',
    appends: ['Change DO comp UL5 to MOD comp UL5.', 'Add to notes: pt asked for an early morning appt next time.'],
    expect: {
      CC: 'Comp UL5. Sens to sweet 2 weeks',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UL5', 'DO caries, not TTP'],
        ['UL4', 'Sound'],
      ],
      'TX TODAY': ['MOD composite UL5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
        'CWRs + dry guard',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Tofflemire + wedge',
        'Etch',
        'Bond',
        'MOD comp UL5',
        'Shade A2',
        'Bite checked',
        'Polished',
        'POIG',
      ],
      NOTES: 'Pt asked for an early morning appt next time',
    },
  }),
  defineCase({
    id: 'ch09-uk-typed-palmer-xla-lr6-sectioned-appends-warfarin-inr-surgicel-sutures',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA LR6 as planned. MH: AF, NKDA. LR6 grossly carious, unrestorable, not TTP. LR5, LR7 sound. PA LR6: 2 roots, no curvature. Risks explained (pain, swelling, dry socket, bleeding). Written consent. LA 2 x 2.2ml lidocaine 2% 1:80,000 adr IDB right + buccal infil LR6. Roots sectioned, XLA LR6 w/ elevators + forceps, roots complete. Haemostasis achieved. POIG verbal + written. Review 1/52 if problems.',
    appends: ['Add to MH: on warfarin, INR 2.4 today.', 'Add to tx: Surgicel in socket, 2 x 3-0 Vicryl sutures.'],
    expect: {
      CC: 'XLA LR6 as planned',
      'MED HX': 'AF, NKDA. On warfarin, INR 2.4 today',
      DENTAL: [
        ['LR6', 'Grossly carious, unrestorable, not TTP'],
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'PA LR6: 2 roots, no curvature',
      CONSULT: 'Risks explained (pain, swelling, dry socket, bleeding)',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction LR6'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration LR6',
        'Roots sectioned',
        'XLA LR6 w/ elevators + forceps',
        'Roots complete',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Surgicel in socket',
        '2 x 3-0 Vicryl sutures',
      ],
      'F/U': 'Review 1 week if problems',
    },
  }),
  defineCase({
    id: 'ch10-uk-typed-palmer-obturation-ur4-warm-vertical-gic-core-no-append',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for completion of RCT UR4. Asymptomatic since extirpation 2/52 ago. MH: no change, NKDA. UR4 Cavit intact, not TTP. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UR4. RD. Cavit + CaOH removed. WL 21 mm (B) and 21.5 mm (P) w/ apex locator. Prepared to F2 ProTaper Gold. NaOCl 3% + EDTA 17%. Dried w/ paper points. Obturated UR4 warm vertical GP + AH Plus. Vitrebond, GIC core. Post-op PA: good length, well condensed. Advised cuspal coverage. NV crown prep UR4 2/52.',
    expect: {
      CC: 'Completion of RCT UR4. Asymptomatic since extirpation 2 weeks ago',
      'MED HX': 'No change, NKDA',
      DENTAL: [['UR4', 'Cavit intact, not TTP']],
      RADIO: 'Post-op PA: good length, well condensed',
      CONSULT: 'Advised cuspal coverage',
      'TX TODAY': ['Obturation UR4'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR4',
        'RD',
        'Cavit + CaOH removed',
        'WL 21 mm (B) and 21.5 mm (P) w/ apex locator',
        'Prepared to F2 ProTaper Gold',
        'NaOCl 3% + EDTA 17%',
        'Dried w/ paper points',
        'Obturated UR4 warm vertical GP + AH Plus',
        'Vitrebond',
        'GIC core',
      ],
      NV: ['Crown prep UR4 2 weeks'],
    },
  }),
  defineCase({
    id: 'ch11-uk-typed-palmer-emergency-extirpation-ll7-appends-rx-nv-scratch-that-remark',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Pain LL since Sat, throbbing, keeping her awake, worse w/ hot. MH: no change, NKDA. EO NAD. LL7 deep DO caries, TTP +, lingering pain to hot. LL6 MOD amalg sound. PA LL7: deep caries approaching pulp, widened PDL. Dx: symptomatic irreversible pulpitis LL7. Options: RCT or XLA. Pt wants to save it. Verbal consent. LA 2 x 2.2ml articaine 4% 1:100,000 adr IDB left + buccal infil LL7. RD. Access, pulp extirpated LL7. Canals irrigated NaOCl. Ledermix + Cavit. Occlusion relieved. POIG.',
    appends: [
      'Add to tx: Rx ibuprofen 400 mg QDS 3/7.',
      'NV: RCT LL7 1/52. Scratch that. NV: RCT LL7 2/52.',
      'Add to notes: works nights, prefers morning appts.',
    ],
    expect: {
      CC: 'Emergency. Pain LL since Sat, throbbing, keeping her awake, worse w/ hot',
      'MED HX': 'No change, NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['LL7', 'Deep DO caries, TTP +, lingering pain to hot'],
        ['LL6', 'MOD amalg sound'],
      ],
      RADIO: 'PA LL7: deep caries approaching pulp, widened PDL',
      DX: ['Symptomatic irreversible pulpitis LL7'],
      CONSULT: 'Options: RCT or XLA. Pt wants to save it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LL7'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL7',
        'RD',
        'Access',
        'Pulp extirpated LL7',
        'Canals irrigated NaOCl',
        'Ledermix + Cavit',
        'Occlusion relieved',
        'POIG',
        'Rx ibuprofen 400 mg QDS 3 days',
      ],
      NOTES: 'Works nights, prefers morning appts',
      NV: ['RCT LL7 2 weeks'],
    },
  }),
  defineCase({
    id: 'ch12-uk-typed-palmer-child-check-up-fs-ll6-lr6-change-lre-to-lrd-remark',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '9 y/o attended w/ dad for check-up. No c/o. MH: fit + well, NKDA. IO: soft tissues NAD. OH fair, plaque LL molars. LL6 + LR6 deep fissures, no caries. UR6 + UL6 sealed, intact. LLE + LRE mobile. URD O caries. BWs not due. FS LL6, LR6. FV 22,600 ppm. TBI w/ dad. NV: O GIC URD. Recall 6/12.',
    appends: ['Change LRE to LRD.', 'Add to notes: he says he wants to be a dentist.'],
    expect: {
      CC: 'Check-up. No c/o',
      'MED HX': 'Fit + well, NKDA',
      INTRA: 'Soft tissues NAD',
      PERIO: 'OH fair, plaque LL molars',
      DENTAL: [
        ['LL6', 'Deep fissures, no caries'],
        ['LR6', 'Deep fissures, no caries'],
        ['UR6', 'Sealed, intact'],
        ['UL6', 'Sealed, intact'],
        ['LLE', 'Mobile'],
        ['LRD', 'Mobile'],
        ['URD', 'O caries'],
      ],
      RADIO: 'BWs not due',
      'TX TODAY': ['Fissure sealant LL6, LR6', 'Fluoride varnish'],
      TX: ['FS LL6, LR6', 'FV 22,600 ppm', 'TBI w/ dad'],
      NOTES: '9 y/o attended w/ dad. He says he wants to be a dentist',
      NV: ['O GIC URD'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US dentist (Universal, recogniser-style)
  defineCase({
    id: 'ch13-us-asr-periodic-exam-prophy-appends-chart-2-dx-two-nv-fillings',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy no complaints medical history no changes takes lisinopril no allergies extraoral within normal limits intraoral within normal limits psr two two two two two two light calculus lower anteriors number three mesial occlusal amalgam intact number fourteen crown margins intact number nineteen occlusal caries number thirty distal occlusal composite intact four bitewings show occlusal caries on nineteen into dentin prophy oral hygiene instructions recall six months',
    appends: [
      'add to chart number two mesial caries',
      'add diagnosis caries numbers two and nineteen',
      'next visit occlusal composite nineteen and mesial composite two',
    ],
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors',
      DENTAL: [
        ['3', 'MO amalgam intact'],
        ['14', 'Crown margins intact'],
        ['19', 'O caries'],
        ['30', 'DO composite intact'],
        ['2', 'M caries'],
      ],
      RADIO: '4 bitewings show occlusal caries on #19 into dentin',
      DX: ['Caries #2, #19'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instructions'],
      NV: ['O composite #19', 'M composite #2'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ch14-us-asr-mo-composite-30-replace-shade-add-varnish-add-pregnancy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the filling on thirty medical history no changes allergic to codeine number thirty mesial occlusal caries number twenty nine sound one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed dentin firm tofflemire and wedge etched bonded uh mesial occlusal composite thirty shade a two cured polished occlusion checked post op instructions given recall as scheduled",
    appends: [
      'replace shade a two with shade a three',
      'add to treatment fluoride varnish applied',
      "add to medical history she's twenty weeks pregnant",
    ],
    expect: {
      CC: 'Filling on #30',
      'MED HX': "No changes. Allergic to codeine. She's 20 weeks pregnant",
      DENTAL: [
        ['30', 'MO caries'],
        ['29', 'Sound'],
      ],
      'TX TODAY': ['MO composite #30', 'Fluoride varnish'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Dentin firm',
        'Tofflemire and wedge',
        'Etched',
        'Bonded',
        'MO composite #30',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
        'Fluoride varnish applied',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'ch15-us-asr-emergency-crown-recement-19-caramel-no-append',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit his crown came off number nineteen last night eating caramel no pain medical history no changes type two diabetes on metformin no allergies number nineteen prep intact no caries crown clean inside numbers eighteen and twenty sound bitewing of nineteen no recurrent decay margins fine diagnosis debonded crown number nineteen no anesthetic crown cleaned out prep cleaned with pumice tried in seats fully recemented crown nineteen with rely x unicem excess removed occlusion checked told him to avoid sticky foods like caramel recall as scheduled',
    expect: {
      CC: 'Emergency visit. His crown came off #19 last night eating caramel. No pain',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      DENTAL: [
        ['19', 'Prep intact no caries crown clean inside'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'Bitewing of #19 no recurrent decay. Margins fine',
      DX: ['Debonded crown #19'],
      CONSULT: 'Told him to avoid sticky foods like caramel',
      'TX TODAY': ['Crown recement #19'],
      TX: [
        'No anesthetic',
        'Crown cleaned out',
        'Prep cleaned with pumice',
        'Tried in',
        'Seats fully',
        'Recemented crown #19 with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'ch16-us-asr-rct-14-first-visit-change-3-to-2-weeks-remark-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the root canal on number fourteen first visit medical history no changes takes synthroid no allergies number fourteen large mesial occlusal distal composite tender to percussion no response to cold pa of fourteen periapical radiolucency on the mesiobuccal root diagnosis pulp necrosis with symptomatic apical periodontitis number fourteen two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam access four canals located working lengths with the apex locator um cleaned and shaped irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit next visit finish root canal fourteen in three weeks',
    appends: [
      'change three weeks to two weeks',
      "add to notes she's flying out next month so wants it finished before then",
      'add to treatment rx ibuprofen six hundred milligrams every six hours as needed',
    ],
    expect: {
      CC: 'Root canal on #14 first visit',
      'MED HX': 'No changes. Takes Synthroid. No allergies',
      DENTAL: [['14', 'Large MOD composite tender to percussion no response to cold']],
      RADIO: 'PA of #14 periapical radiolucency on the MB root',
      DX: ['Pulp necrosis with symptomatic apical periodontitis #14'],
      'TX TODAY': ['RCT #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Access',
        '4 canals located',
        'Working lengths with the apex locator',
        'Cleaned and shaped',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: "She's flying out next month so wants it finished before then",
      NV: ['Finish RCT #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ch17-us-asr-child-pulpotomy-ssc-s-formocresol-sorry-appends-chart-k-nv-remark',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with dad here for the crown on letter s dad says she's been chewing on the other side medical history healthy no allergies letter s large distal occlusal caries no swelling letter t sound one carpule lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulp exposure pulpotomy letter s formocresol sorry ferric sulfate i r m base stainless steel crown letter s size four cemented with ketac bite checked she did awesome dad asked when the adult molar comes in told him around now",
    appends: [
      'add to chart letter l sorry letter k occlusal caries',
      'next visit occlusal composite letter k',
      'add to notes dad would like her seen with her brother next time',
    ],
    expect: {
      CC: "Crown on #S. Dad says she's been chewing on the other side",
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['S', 'Large DO caries no swelling'],
        ['T', 'Sound'],
        ['K', 'O caries'],
      ],
      CONSULT: 'Dad asked when the adult molar comes in. Told him around now',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #S ferric sulfate',
        'IRM base',
        'Stainless steel crown #S size 4',
        'Cemented with Ketac',
        'Bite checked',
      ],
      NOTES: '6 year old with dad. She did awesome. Dad would like her seen with her brother next time',
      NV: ['O composite #K'],
    },
  }),
  defineCase({
    id: 'ch18-us-asr-srp-ur-lr-remove-irrigation-add-plaque-score-smoking-advice',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper right and lower right medical history type two diabetes last a one c seven point two no allergies smokes half a pack a day psr four three three three three four generalized bleeding on probing five to seven millimeter pockets upper right and lower right molars diagnosis periodontitis stage three grade b two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent buccal infiltration upper right scaling and root planing upper right and lower right with ultrasonic and hand instruments irrigated with chlorhexidine oral hygiene instructions with interdental brushes next visit scaling and root planing upper left and lower left in two weeks',
    appends: [
      'remove irrigated with chlorhexidine',
      'add to perio plaque score seventy percent',
      "add smoking cessation advice given he's not ready to quit",
    ],
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'Type 2 diabetes. Last A1c 7.2. No allergies. Smokes half a pack a day',
      PERIO:
        'PSR 4 3 3 / 3 3 4. Generalized bleeding on probing. 5 to 7 mm pockets upper right and lower right molars. Plaque score 70%',
      DX: ['Periodontitis stage 3 grade B'],
      CONSULT: "Smoking cessation advice given. He's not ready to quit",
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4%, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with ultrasonic and hand instruments',
        'Oral hygiene instructions with interdental brushes',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist typing full sentences (Universal)
  defineCase({
    id: 'ch19-us-typed-sentences-periodic-exam-appends-mh-knee-dx-l-cusp-nv-crown-prep',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for her periodic exam and cleaning. She has no concerns. Medical history: no changes, hypothyroidism on levothyroxine, NKDA. Extraoral exam within normal limits. Intraoral soft tissues are healthy. PSR 2 2 2 / 2 2 2 with light calculus on the lower anteriors. #3 has an MO amalgam that is intact. #14 has a PFM crown with good margins. #30 has a large DO composite with a fractured lingual cusp. Two bitewings were taken and show no caries. A prophy was completed. Oral hygiene instructions were given. I explained that #30 needs a crown and she agreed. Recall in 6 months.',
    appends: [
      'Add to medical history: She had a knee replacement last year.',
      'Add diagnosis: fractured lingual cusp #30. Next visit: crown prep #30.',
    ],
    expect: {
      CC: 'Her periodic exam and cleaning. She has no concerns',
      'MED HX': 'No changes, hypothyroidism on levothyroxine, NKDA. She had a knee replacement last year',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues are healthy',
      PERIO: 'PSR 2 2 2 / 2 2 2 with light calculus on the lower anteriors',
      DENTAL: [
        ['3', 'MO amalgam that is intact'],
        ['14', 'PFM crown with good margins'],
        ['30', 'Large DO composite with a fractured L cusp', 'L cusp'],
      ],
      RADIO: '2 bitewings were taken and show no caries',
      DX: ['Fractured L cusp #30'],
      CONSULT: 'I explained that #30 needs a crown and she agreed',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy was completed', 'Oral hygiene instructions were given'],
      NV: ['Crown prep #30'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'ch20-us-typed-sentences-crown-seat-3-mesial-contact-no-append',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for the crown seat on #3. She has had no sensitivity with the temporary. Medical history: no changes, NKDA. #3 has an intact temporary. The gingiva around it is healthy. No anesthetic was needed. The temporary was removed. The prep was cleaned with pumice. The crown was tried in. The mesial contact was tight and was adjusted. The margins were closed. The shade matched. Crown #3 was cemented with RelyX Unicem. The excess was removed. The occlusion was checked and adjusted. She was happy with the result. Post-op instructions were given. Recall in 6 months.',
    expect: {
      CC: 'Crown seat on #3. She has had no sensitivity with the temporary',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['3', 'Intact temporary']],
      PERIO: 'Gingiva around it is healthy',
      'TX TODAY': ['Crown fit #3'],
      TX: [
        'No anesthetic was needed',
        'Temporary was removed',
        'Prep was cleaned with pumice',
        'Crown was tried in',
        'Mesial contact was tight and was adjusted',
        'Margins were closed',
        'Shade matched',
        'Crown #3 was cemented with RelyX Unicem',
        'Excess was removed',
        'Occlusion was checked and adjusted',
        'Post-op instructions were given',
      ],
      NOTES: 'She was happy with the result',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'ch21-us-typed-sentences-xla-32-appends-suture-change-1-week-to-10-days-husband',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for extraction of #32. It has been partially erupted for years and has caused 2 episodes of pericoronitis this year. Medical history: no changes, takes sertraline, allergic to penicillin. #32 is partially erupted with a mildly inflamed operculum. #31 has a DO composite that is intact. The panoramic radiograph shows #32 mesioangular and close to the canal. Risks including numbness of the lip and tongue were discussed. Written consent was signed. LA: 2 carpules lidocaine 2% 1:100,000 epi, right IANB. #32 was extracted with elevators and forceps. The socket was irrigated with saline. Hemostasis was achieved with gauze pressure. Post-op instructions were given verbally and in writing. Review in 1 week.',
    appends: [
      'Add to treatment: A 3-0 chromic gut suture was placed.',
      'Change 1 week to 10 days. Add to notes: Her husband drove her home.',
    ],
    expect: {
      CC: 'Extraction of #32. It has been partially erupted for years and has caused 2 episodes of pericoronitis this year',
      'MED HX': 'No changes, takes sertraline, allergic to penicillin',
      DENTAL: [
        ['32', 'Partially erupted with a mildly inflamed operculum'],
        ['31', 'DO composite that is intact'],
      ],
      RADIO: 'Panoramic radiograph shows #32 mesioangular and close to the canal',
      CONSULT: 'Risks including numbness of the lip and tongue were discussed',
      CONSENT: 'Written consent was signed',
      'TX TODAY': ['Extraction #32'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        '#32 was extracted with elevators and forceps',
        'Socket was irrigated with saline',
        'Hemostasis was achieved with gauze pressure',
        'Post-op instructions were given verbally and in writing',
        '3-0 chromic gut suture was placed',
      ],
      NOTES: 'Her husband drove her home',
      'F/U': 'Review in 10 days',
    },
  }),
  defineCase({
    id: 'ch22-us-typed-sentences-child-checkup-sealants-19-30-remove-varnish-declined',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for a checkup and sealants. Mom reports no concerns. He is 7 years old and his mom came with him. He is healthy with no medications and no allergies. Soft tissues are within normal limits. Gingiva is healthy with light plaque. #3, #14, #19 and #30 are fully erupted with deep grooves and no caries. #K has an occlusal composite that is intact. #A and #J are sound. Two bitewings show no caries. A prophy was completed. Fissure sealants #19 and #30 were placed. Fluoride varnish was applied. He was very cooperative. Next visit: fissure sealants on #3 and #14.',
    appends: ['Remove fluoride varnish.', 'Add to notes: Mom declined fluoride varnish because he dislikes the taste.'],
    expect: {
      CC: 'Checkup and sealants. Mom reports no concerns',
      'MED HX': 'He is healthy with no medications and no allergies',
      INTRA: 'Soft tissues are within normal limits',
      PERIO: 'Gingiva is healthy with light plaque',
      DENTAL: [
        ['3', 'Fully erupted with deep grooves and no caries'],
        ['14', 'Fully erupted with deep grooves and no caries'],
        ['19', 'Fully erupted with deep grooves and no caries'],
        ['30', 'Fully erupted with deep grooves and no caries'],
        ['K', 'O composite that is intact'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings show no caries',
      'TX TODAY': ['Prophy', 'Fissure sealants #19, #30'],
      TX: ['Prophy was completed', 'Fissure sealants #19, #30 were placed'],
      NOTES:
        'He is 7 years old and his mom came with him. He was very cooperative. Mom declined fluoride varnish because he dislikes the taste',
      NV: ['Fissure sealants #3, #14'],
    },
  }),
  defineCase({
    id: 'ch23-us-typed-sentences-emergency-l-cusp-change-19-to-18-add-alendronate',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents with a broken tooth on the lower left. She bit on a popcorn kernel yesterday and a piece came off. It is sharp on her tongue but not painful. Medical history: no changes, NKDA. #19 has a large MO amalgam with a fractured lingual cusp, not tender to percussion, normal response to cold. A PA shows no periapical pathology. Diagnosis: fractured lingual cusp. I discussed a crown versus a large composite. She would like a crown. The sharp edges were smoothed with a finishing bur. Next visit: crown prep.',
    appends: ['Change #19 to #18.', 'Add to medical history: She takes alendronate for osteoporosis.'],
    expect: {
      CC: 'Broken tooth on the lower left. She bit on a popcorn kernel yesterday and a piece came off. It is sharp on her tongue but not painful',
      'MED HX': 'No changes, NKDA. She takes alendronate for osteoporosis',
      DENTAL: [
        [
          '18',
          'Large MO amalgam with a fractured L cusp, not tender to percussion, normal response to cold',
          'L cusp',
        ],
      ],
      RADIO: 'PA shows no periapical pathology',
      DX: ['Fractured L cusp'],
      CONSULT: 'I discussed a crown versus a large composite. She would like a crown',
      TX: ['Sharp edges were smoothed with a finishing bur'],
      NV: ['Crown prep'],
    },
  }),
  defineCase({
    id: 'ch24-us-typed-sentences-obturation-30-single-cone-fluorocore-no-append',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for completion of the root canal on #30. She has had no pain since the first visit. Medical history: no changes, NKDA. #30 is not tender to percussion and the temporary is intact. LA: 1 carpule articaine 4% 1:100,000 epi, buccal infiltration #30. A rubber dam was placed. The temporary and calcium hydroxide were removed. Working lengths were confirmed with the apex locator. The canals were irrigated with 6% sodium hypochlorite and 17% EDTA and dried with paper points. #30 was obturated with gutta percha and BC Sealer using a single cone technique. A core was built up with Fluorocore. The post-op PA shows all 4 canals filled to length. I told her she needs a crown on #30 within a month. Next visit: crown prep #30.',
    expect: {
      CC: 'Completion of the root canal on #30. She has had no pain since the first visit',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['30', 'Not tender to percussion and the temporary is intact']],
      RADIO: 'Post-op PA shows all 4 canals filled to length',
      CONSULT: 'I told her she needs a crown on #30 within a month',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Rubber dam was placed',
        'Temporary and calcium hydroxide were removed',
        'Working lengths were confirmed with the apex locator',
        'Canals were irrigated with 6% sodium hypochlorite and 17% EDTA and dried with paper points',
        '#30 was obturated with gutta percha and BC Sealer using a single cone technique',
        'Core was built up with Fluorocore',
      ],
      NV: ['Crown prep #30'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist / therapist (FDI, mixed)
  defineCase({
    id: 'ch25-uk-asr-fdi-hygienist-s-and-p-add-pocket-27-change-recall-3-to-4-months',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene appointment no concerns medical history no changes type two diabetic on metformin no allergies bpe two two three two two two bleeding on probing twenty percent plaque score thirty five percent supragingival calculus lower anteriors scale and polish with the ultrasonic oral hygiene instruction interdental brushes size two between the lower teeth she said her gums bleed less since she started using them recall three months',
    appends: ['add to perio four millimetre pocket distal of two seven', 'change three months to four months'],
    expect: {
      CC: 'Hygiene appointment. No concerns',
      'MED HX': 'No changes. Type 2 diabetic on metformin. No allergies',
      PERIO:
        'BPE 2 2 3 / 2 2 2. Bleeding on probing 20%. Plaque score 35%. Supragingival calculus lower anteriors. 4 mm pocket distal of 27',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with the ultrasonic', 'Oral hygiene instruction interdental brushes size 2 between the lower teeth'],
      NOTES: 'She said her gums bleed less since she started using them',
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'ch26-uk-typed-fdi-therapist-child-do-comp-55-appends-fv-school-letter-recall',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for DO comp 55 as prescribed. 7 y/o w/ mum. MH: fit + well, NKDA. 55 DO caries, no symptoms. 54 sound. Topical. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr, buccal infil 55. CWRs. Caries removed, no exposure. T-band. DO comp 55, shade A2. Bite checked. POIG to mum. Good cooperation.',
    appends: ['Add to tx: FV 22,600 ppm.', 'Add to notes: mum asked for a school letter. Add recall as per dentist.'],
    expect: {
      CC: 'DO comp 55 as prescribed',
      'MED HX': 'Fit + well, NKDA',
      DENTAL: [
        ['55', 'DO caries, no symptoms'],
        ['54', 'Sound'],
      ],
      'TX TODAY': ['DO composite 55', 'Fluoride varnish'],
      TX: [
        'Topical',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration 55',
        'CWRs',
        'Caries removed',
        'No exposure',
        'T-band',
        'DO comp 55',
        'Shade A2',
        'Bite checked',
        'POIG to mum',
        'FV 22,600 ppm',
      ],
      NOTES: '7 y/o w/ mum. Good cooperation. Mum asked for a school letter',
      'F/U': 'Recall as per dentist',
    },
  }),
  defineCase({
    id: 'ch27-uk-asr-fdi-therapist-second-rsd-ul-ll-two-la-lines-no-append',
    style: 'UK',
    asr: true,
    transcript:
      "second visit for rsd upper left and lower left he says the right side feels much better medical history no changes smokes ten a day no allergies pocket charting from last time five to six millimetres upper left and lower left molars bleeding on probing thirty percent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left rsd upper left and lower left with ultrasonic and gracey curettes ohi single tufted brush around the lower molars smoking cessation advice he's trying patches review in three months",
    expect: {
      CC: 'Second visit for RSD upper left and lower left. He says the right side feels much better',
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      PERIO: 'Pocket charting from last time 5 to 6 mm upper left and lower left molars. Bleeding on probing 30%',
      CONSULT: "Smoking cessation advice. He's trying patches",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'RSD upper left and lower left with ultrasonic and Gracey curettes',
        'OHI single tufted brush around the lower molars',
      ],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'ch28-uk-typed-fdi-hygienist-sensitivity-44-45-duraphat-add-mh-change-rv',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene visit. Pt c/o sensitivity LR when drinking cold. MH: no change, NKDA. BPE 2 1 2 / 2 2 3, BOP 15%. Recession 2 mm buccal 44, 45. 44, 45 sensitive to air, no caries. S&P. Duraphat varnish applied 44, 45. OHI: gentle brushing w/ Sensodyne Repair. RV 6/12.',
    appends: ['Add to MH: started amlodipine for BP last month.', 'Change 6 months to 4 months.'],
    expect: {
      CC: 'Hygiene visit. Sensitivity LR when drinking cold',
      'MED HX': 'No change, NKDA. Started amlodipine for BP last month',
      PERIO: 'BPE 2 1 2 / 2 2 3, BOP 15%. Recession 2 mm buccal 44, 45',
      DENTAL: [
        ['44', 'Sensitive to air, no caries'],
        ['45', 'Sensitive to air, no caries'],
      ],
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 44, 45', 'OHI'],
      TX: ['S&P', 'Duraphat varnish applied 44, 45', 'OHI: gentle brushing w/ Sensodyne Repair'],
      'F/U': 'RV 4 months',
    },
  }),
  defineCase({
    id: 'ch29-uk-asr-fdi-therapist-child-fs-36-46-append-chart-scratch-that-85-nv-gic',
    style: 'UK',
    asr: true,
    transcript:
      'nine year old attended with dad for fissure sealants on the six year molars medical history asthma with a blue inhaler when needed no allergies three six and four six deep stained fissures no caries one six and two six sealants intact fissure sealants three six and four six under cotton wool rolls fluoride varnish applied tooth brushing instruction with dad he was great',
    appends: [
      'add to chart five five occlusal caries scratch that add to chart eight five occlusal caries',
      'next visit occlusal gic eight five',
    ],
    expect: {
      CC: 'Fissure sealants on the 6 year molars',
      'MED HX': 'Asthma with a blue inhaler when needed. No allergies',
      DENTAL: [
        ['36', 'Deep stained fissures no caries'],
        ['46', 'Deep stained fissures no caries'],
        ['16', 'Sealants intact'],
        ['26', 'Sealants intact'],
        ['85', 'O caries'],
      ],
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: ['Fissure sealants 36, 46 under cotton wool rolls', 'Fluoride varnish applied', 'Tooth brushing instruction with dad'],
      NOTES: '9 year old attended with dad. He was great',
      NV: ['O GIC 85'],
    },
  }),
  defineCase({
    id: 'ch30-uk-typed-fdi-hygienist-ortho-s-and-p-white-spots-13-23-duraphat-no-append',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for S&P + OHI as prescribed. 12 y/o w/ mum. MH: fit + well, NKDA. IO: fixed ortho appliances upper + lower. Generalised marginal gingivitis around brackets, plaque score 60%. BPE 1 1 1 / 1 1 1. 13, 23 B white spot lesions. S&P w/ air polishing. OHI w/ disclosing: ortho brush + interspace brush. Duraphat varnish applied 13, 23. Discussed brushing: once a day only, advised twice daily + fluoride mouthwash (225 ppm). RV 3/12.',
    expect: {
      CC: 'S&P + OHI as prescribed',
      'MED HX': 'Fit + well, NKDA',
      INTRA: 'Fixed ortho appliances upper + lower',
      PERIO: 'Generalised marginal gingivitis around brackets, plaque score 60%. BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['13', 'B white spot lesions'],
        ['23', 'B white spot lesions'],
      ],
      CONSULT: 'Discussed brushing: once a day only, advised twice daily + fluoride mouthwash (225 ppm)',
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish 13, 23'],
      TX: ['S&P w/ air polishing', 'OHI w/ disclosing: ortho brush + interspace brush', 'Duraphat varnish applied 13, 23'],
      NOTES: '12 y/o w/ mum',
      'F/U': 'RV 3 months',
    },
  }),
];
