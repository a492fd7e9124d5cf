// A forty-ninth development batch (ids ay01–ay30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and earlier dev batches as examples) by a helper that had not seen the engine;
// every case was labelled before any engine run. It is one day's list at each of six practices, each dentist with
// their own dictation habits:
//   ay01–ay05 a US Medicaid clinic (Universal): SOAP notes typed ("S: … O: … A: … P: …") or spoken ("subjective …
//     objective … assessment … plan …"), "number three", "tooth #30", "#19", quadrant words, CDT-like terms (limited
//     exam, prophy, FMX, BWX, PA, SRP quads, SDF, sealants, SSC), Medicaid coverage talk;
//   ay06–ay10 a UK high-street NHS dentist dictating into a phone while walking (FDI, all recogniser-style): "full
//     stop" / "comma" / "new line" spoken, "three six", "thirty six" and Palmer words ("lower right six" → 46) in an
//     FDI practice, fillers, "sorry" / "I mean" / "scratch that", NHS bands, an aside about the wind;
//   ay11–ay15 an Australian / New Zealand practice (FDI, all typed): semicolons and slashes ("36/46 FS intact",
//     "17D/27D", "Ledermix/Cavit"), "scale and clean", "perio chart", "bitewings clear", "GIC", "review in a
//     fortnight", "lignocaine", "ta";
//   ay16–ay20 a US cosmetic / restorative dentist (Universal): cosmetic consult with existing restorations charted per
//     tooth, crown prep with core, shade and temporary, in-office whitening with diastema bonding, veneer seat with
//     occlusal adjustment and night-guard impressions, a new-patient restorative exam;
//   ay21–ay25 a UK emergency / out-of-hours clinic (Palmer and FDI): avulsion replanted and splinted, a facial swelling
//     with I&D and antibiotics, a complicated crown fracture with pulpotomy, lateral luxation with a splint, dry socket;
//   ay26–ay30 a geriatric / domiciliary service (UK Palmer and FDI, one US assisted-living visit in Universal): carers,
//     daughters and wives present, medication lists, anticoagulants (apixaban, warfarin, rivaroxaban, Eliquis),
//     xerostomia, root caries on many teeth, retained roots, dentures, best-interests consent, SDF and fluoride.
// UK 19 (FDI 13, Palmer 6; the Australian / New Zealand cases use style 'UK', as more21 w03 did) and US 11
// (Universal); 15 recogniser-style (lower case, number words, fillers, self-corrections) and 15 typed; 69 to 188
// words; two cases with appended dictation (ay08 recogniser-style "add to notes …" / "change recall …"; ay18 typed
// "Change shade …" / "Add to notes: …" / "Next visit: …").
//
// Judgement calls where the contract was silent:
// - SOAP section letters ("S:", "O:", "A:", "P:") and the spoken section names "subjective", "objective" and
//   "assessment" only name a section and are dropped (rule 5's principle, as more16 and more21 did); what follows
//   "A:" / "assessment" is DX. Inside "P:" a discussion goes to CONSULT, today's work to TX (after "Today"), and
//   "Tx plan:" items to TX PLAN.
// - Medicaid coverage ("Medicaid does not cover molar RCT for adults", "crowns are not covered") is told to the
//   patient with the options, so it is CONSULT, like insurance talk in more46; "band 2 / band 3 explained" is CONSULT
//   as in more47.
// - Palmer words said in the FDI practices are written in FDI ("lower right six" → 46, "lower left eight" → 38), as in
//   more47. An age said as a number (ay21 "nineteen year old", ay29 "84 y/o") is not a tooth; ambiguous ages
//   (11–18, 21–28) were avoided.
// - Teeth joined by a slash ("36/46 FS intact", "74/75 MO caries") are teeth said together: one DENTAL entry each with
//   the same condition. Slash forms in text fields stay as typed ("#8/#9", "17D/27D", "OPG/BWs", "POIG verbal/
//   written").
// - A surface said after a run of teeth and a finding ("root caries on 33 34 43 44 buccal", "LR4 … LL4 root caries
//   buccal") moves in front of the finding for each tooth: "B root caries". "Retained buccal root" is "Retained B root";
//   "crack on the distal marginal ridge" and "open distal margin" give "D marginal ridge" / "D margin" in DENTAL.
// - "Perio chart done; BOP 15% …" carries content ("done"), so "Perio chart done" stays whole in PERIO (like
//   "bitewings taken"). "Bitewings clear" is OE.RADIO.
// - "Scale and clean" (Australian) is not in the naming table, so it is no title; TX keeps its words and the visit is
//   titled only "OHI" (ay11). In plans it stays "Scale and clean".
// - "Ta" closing a typed note, and the aside "sorry about the wind I'm walking to the car", say nothing clinical and are
//   dropped; that "sorry" opens a new sentence and is no self-correction.
// - "Sealants" (US, without "fissure") done today is titled "Sealants …", as in more17.
// - A crack ("cracked MP cusp", "crack on the D marginal ridge") is not a fracture said: fracture null. The fracture
//   field names the part: "M marginal ridge", "Incisal edge", "MI corner", "L cusp", and "Crown" for a complicated
//   crown fracture.
// - A composite or glass-ionomer bandage / cover on a named tooth is a filling title ("Composite 21", "GIC UL1",
//   "GIC UL2", as more26 and more43 did); "glass ionomer over the top" with no tooth of its own is no title.
// - "Whitening with Opalescence Boost 40%" is titled "Whitening". A veneer seat, occlusal adjustment, photos and a
//   digital scan are not table procedures, so they get no title; night-guard impressions are titled "Impressions"
//   (as more41). "Seat crown" in NV is written "Crown fit" (as more40/46).
// - "I&D" is the written form of "I and D": "Incision and drainage". Saline irrigation after the I&D and chlorhexidine
//   irrigation after SRP (pockets) are titled "Irrigation"; socket irrigation in a dry socket is not, and a dry-socket
//   visit has no title because the CC says the extraction was done before (as more47 aw15).
// - A retained root "elevated out with a luxator" names no table procedure, so the title comes from the CC ("reason for
//   visit extraction of upper left three retained root" → "Extraction UL3"), as more46 did. "Removal 48" in the CC is
//   no table word; the TX item "Surgical extraction 48" gives the title.
// - Mobility said with its tooth in an examination ("grade II mobility", "mobile grade one") stays in that tooth's
//   DENTAL entry, as in more16 r13 and more43 as22; a socket is a place (INTRA).
// - "She can't consent. Best interests decision …" is CONSENT (as more23 y12); "carer agreed on his behalf" and
//   "daughter agrees" without a word of consent are the decision (CONSULT).
// - Domiciliary / care-home / assisted-living visits, who was present and a power of attorney are NOTES.
// - A referral or "pt to contact own GDP for extraction 36" is TX PLAN; prescriptions are TX steps; advice about
//   rinses, saliva substitutes, restarting an anticoagulant and A&E is CONSULT.
// - "Post-op shade B1" after whitening is a TX step; a shade after a material is its own item.
// - Six BPE / PSR numbers are written in two rows with a slash ("BPE 2 2 2 / 2 1 2"), as more47 did.
// - "Five thousand ppm" is written "5,000 ppm" (as more45 "1,450 ppm"); "a one c" is "A1c".
// - Where the walking dentist dictates "comma" and "full stop", text fields follow the dictated punctuation; elsewhere in
//   recogniser-style text a new clause starts a new sentence.
// - Appends: "change X to Y" replaces in place (ay08 recall, ay18 the shade item keeps its position); "add to notes …"
//   appends to NOTES; a later "Next visit: …" replaces the earlier next visit (ay18), as more26 did.
import { defineCase, type NotesCase } from '../case.ts';

export const more49Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. US Medicaid clinic, SOAP, Universal
  defineCase({
    id: 'ay01-us-typed-soap-medicaid-limited-exam-extraction-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: Limited exam. Pt c/o pain lower right x 1 week, worse at night, Tylenol helps a little. Med hx: asthma, albuterol PRN. Allergic to PCN. O: EO: no swelling, no lymphadenopathy. IO: tooth #30 large MO caries into pulp, TTP+; #31 DO caries; #29 sound; #32 partially erupted. PA #30: deep caries to pulp, periapical radiolucency mesial root. A: Symptomatic apical periodontitis #30; caries #31. P: Discussed RCT vs extraction; Medicaid does not cover molar RCT for adults, pt elected extraction #30. Consent form signed. 2 carps 2% lido 1:100k epi, right IANB. Extracted #30 with forceps. Gauze pressure. POI given verbal and written. Rx ibuprofen 600 mg q6h PRN. NV: DO composite #31 and adult prophy.',
    expect: {
      CC: 'Limited exam. Pain lower right x 1 week, worse at night, Tylenol helps a little',
      'MED HX': 'Asthma, albuterol PRN. Allergic to PCN',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['30', 'Large MO caries into pulp, TTP+'],
        ['31', 'DO caries'],
        ['29', 'Sound'],
        ['32', 'Partially erupted'],
      ],
      RADIO: 'PA #30: deep caries to pulp, periapical radiolucency mesial root',
      DX: ['Symptomatic apical periodontitis #30', 'Caries #31'],
      CONSULT:
        'Discussed RCT vs extraction; Medicaid does not cover molar RCT for adults, pt elected extraction #30',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Extracted #30 with forceps',
        'Gauze pressure',
        'POI given verbal and written',
        'Rx ibuprofen 600 mg q6h PRN',
      ],
      NV: ['DO composite #31', 'Adult prophy'],
    },
  }),
  defineCase({
    id: 'ay02-us-asr-spoken-soap-periodic-exam-psr-gross-debridement',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'subjective patient here for periodic exam and cleaning no complaints um says her gums bleed when she flosses medical history type two diabetes on metformin high blood pressure on lisinopril no known drug allergies objective extraoral within normal limits intraoral soft tissues normal psr three three three three four three heavy calculus lower anteriors generalized bleeding on probing number three mesial occlusal amalgam with a fractured mesial marginal ridge fourteen and fifteen occlusal caries number nineteen missing number thirty distal caries at the crown margin four bitewings taken no other interproximal caries assessment generalized periodontitis caries fourteen fifteen and thirty plan srp four quads then composites fourteen and fifteen and crown thirty treatment today gross debridement full mouth oral hygiene instruction with floss next visit srp upper right and lower right',
    expect: {
      CC: 'Periodic exam and cleaning. No complaints. Says her gums bleed when she flosses',
      'MED HX': 'Type 2 diabetes on metformin. High blood pressure on lisinopril. No known drug allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO: 'PSR 3 3 3 / 3 4 3. Heavy calculus lower anteriors. Generalized bleeding on probing',
      DENTAL: [
        ['3', 'MO amalgam with a fractured M marginal ridge', 'M marginal ridge'],
        ['14', 'O caries'],
        ['15', 'O caries'],
        ['19', 'Missing'],
        ['30', 'D caries at the crown margin'],
      ],
      RADIO: '4 bitewings taken. No other interproximal caries',
      DX: ['Generalized periodontitis', 'Caries #14, #15, #30'],
      'TX PLAN': ['SRP 4 quads', 'Composites #14, #15', 'Crown #30'],
      'TX TODAY': ['OHI'],
      TX: ['Gross debridement full mouth', 'Oral hygiene instruction with floss'],
      NV: ['SRP upper right and lower right'],
    },
  }),
  defineCase({
    id: 'ay03-us-typed-soap-medicaid-child-sealants-sdf-letters',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: Periodic exam and cleaning. Mom reports pain lower left with candy x 2 weeks. Med hx: healthy, no meds, NKDA. Mom present. O: IO: soft tissues WNL. #K large DO caries. #L occlusal caries. #S, #T sealed. #3, #14, #19, #30 fully erupted, deep grooves, no caries. 2 BWX: #K caries approaching pulp, #A and #J distal caries in enamel. A: Caries #K, #L; incipient caries #A, #J. P: Today prophy, fluoride varnish and sealants #3, #14, #19, #30. SDF applied #A, #J. Tx plan: #K pulpotomy and SSC, O composite #L with N2O. Mom agrees. NV: #K pulpotomy and SSC with nitrous.',
    expect: {
      CC: 'Periodic exam and cleaning. Mom reports pain lower left with candy x 2 weeks',
      'MED HX': 'Healthy, no meds, NKDA',
      INTRA: 'Soft tissues WNL',
      DENTAL: [
        ['K', 'Large DO caries'],
        ['L', 'O caries'],
        ['S', 'Sealed'],
        ['T', 'Sealed'],
        ['3', 'Fully erupted, deep grooves, no caries'],
        ['14', 'Fully erupted, deep grooves, no caries'],
        ['19', 'Fully erupted, deep grooves, no caries'],
        ['30', 'Fully erupted, deep grooves, no caries'],
      ],
      RADIO: '2 BWX: #K caries approaching pulp, #A and #J distal caries in enamel',
      DX: ['Caries #K, #L', 'Incipient caries #A, #J'],
      CONSULT: 'Mom agrees',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Sealants #3, #14, #19, #30', 'SDF #A, #J'],
      TX: ['Prophy', 'Fluoride varnish', 'Sealants #3, #14, #19, #30', 'SDF applied #A, #J'],
      'TX PLAN': ['#K pulpotomy and SSC', 'O composite #L with N2O'],
      NOTES: 'Mom present',
      NV: ['#K pulpotomy and SSC with nitrous'],
    },
  }),
  defineCase({
    id: 'ay04-us-asr-spoken-soap-srp-right-quads-uncontrolled-diabetes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper right and lower right quads medical history no changes still on metformin a1c was eight point one last month no allergies objective psr four four three three four four pockets five to seven millimeters upper right and lower right with heavy subgingival calculus tooth thirty one distal caries number four and number five buccal cervical caries assessment generalized periodontitis stage three grade c with uncontrolled diabetes treatment today three carpules lidocaine two percent one to one hundred thousand epi right ianb and upper right buccal infiltration srp upper right and lower right quads with cavitron and hand scalers irrigated with chlorhexidine ohi with proxabrush post op instructions given discussed diabetes control and told her to see her physician next visit srp upper left and lower left in two weeks',
    expect: {
      CC: 'Scaling and root planing upper right and lower right quads',
      'MED HX': 'No changes. Still on metformin. A1c was 8.1 last month. No allergies',
      PERIO: 'PSR 4 4 3 / 3 4 4. Pockets 5 to 7 mm upper right and lower right with heavy subgingival calculus',
      DENTAL: [
        ['31', 'D caries'],
        ['4', 'B cervical caries'],
        ['5', 'B cervical caries'],
      ],
      DX: ['Generalized periodontitis stage 3 grade C with uncontrolled diabetes'],
      CONSULT: 'Discussed diabetes control and told her to see her physician',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration upper right',
        'SRP upper right and lower right quads with Cavitron and hand scalers',
        'Irrigated with chlorhexidine',
        'OHI with Proxabrush',
        'Post-op instructions given',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ay05-us-typed-soap-medicaid-comprehensive-fmx-missing-retained-roots',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: New pt comprehensive exam, wants his teeth fixed. Med hx: HTN on amlodipine, smoker 1 ppd, NKDA. BP 148/92. O: EO: WNL. IO: tongue and FOM WNL, OCS negative. PSR 3 3 3 / 3 3 3. FMX: generalized mild horizontal bone loss, PARL #19. Charting: #1, #16, #17, #32 missing. #2 DO amalgam, recurrent caries. #13 MOD caries. #19 retained roots. #20 buccal cervical lesion. #29 MO composite, #30 O composite. A: Chronic apical periodontitis #19; caries #2, #13; generalized periodontitis. P: Discussed Medicaid coverage, pt understands crowns are not covered. Smoking cessation advice given. Tx plan: extraction #19, SRP 4 quads, DO composite #2, MOD composite #13, B composite #20. NV: extraction #19.',
    expect: {
      CC: 'New pt comprehensive exam, wants his teeth fixed',
      'MED HX': 'HTN on amlodipine, smoker 1 ppd, NKDA. BP 148/92',
      EXTRA: 'WNL',
      INTRA: 'Tongue and FOM WNL, OCS negative',
      PERIO: 'PSR 3 3 3 / 3 3 3',
      RADIO: 'FMX: generalized mild horizontal bone loss, PARL #19',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['2', 'DO amalgam, recurrent caries'],
        ['13', 'MOD caries'],
        ['19', 'Retained roots'],
        ['20', 'B cervical lesion'],
        ['29', 'MO composite'],
        ['30', 'O composite'],
      ],
      DX: ['Chronic apical periodontitis #19', 'Caries #2, #13', 'Generalized periodontitis'],
      CONSULT: 'Discussed Medicaid coverage, pt understands crowns are not covered. Smoking cessation advice given',
      'TX PLAN': ['Extraction #19', 'SRP 4 quads', 'DO composite #2', 'MOD composite #13', 'B composite #20'],
      NV: ['Extraction #19'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK NHS dentist walking, phone dictation, FDI
  defineCase({
    id: 'ay06-uk-asr-walking-check-up-full-stop-comma-new-line-band-2',
    style: 'UK',
    asr: true,
    transcript:
      'okay routine check up full stop no complaints comma bit of sensitivity lower left with cold drinks full stop new line medical history no change comma still on ramipril full stop no allergies full stop new line extra oral nad full stop intra oral soft tissues healthy full stop bpe two two two two one two full stop new line three six and three seven disto occlusal sorry mesio occlusal caries comma um two four two five buccal abrasion comma one six m o d amalgam sound comma lower left eight partially erupted full stop new line bitewings taken comma caries into dentine three six and three seven full stop new line scale and polish done comma o h i given full stop plan mesio occlusal composites three six three seven full stop band two explained full stop recall nine months',
    expect: {
      CC: 'Routine check up. No complaints, bit of sensitivity lower left with cold drinks',
      'MED HX': 'No change, still on ramipril. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['36', 'MO caries'],
        ['37', 'MO caries'],
        ['24', 'B abrasion'],
        ['25', 'B abrasion'],
        ['16', 'MOD amalgam sound'],
        ['38', 'Partially erupted'],
      ],
      RADIO: 'Bitewings taken, caries into dentine 36 and 37',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI given'],
      'TX PLAN': ['MO composites 36, 37'],
      CONSULT: 'Band 2 explained',
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ay07-uk-asr-walking-pulpitis-lower-right-six-extirpation-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "er patient attended with pain lower right six for three days comma keeping her up at night full stop paracetamol not helping full stop medical history asthma comma blue inhaler full stop allergic to penicillin full stop new line on examination lower right six large disto occlusal amalgam tender to percussion comma lower right seven mesial caries comma four five sound full stop new line p a taken comma deep caries under the amalgam of four six close to the pulp comma widened p d l scratch that comma no periapical change full stop diagnosis irreversible pulpitis four six full stop discussed r c t or extraction comma she wants to keep it full stop verbal consent full stop new line la two cartridges articaine four percent one in a hundred thousand adrenaline i d block right plus buccal infiltration full stop rubber dam comma pulp extirpated four six comma ledermix and cavit full stop sorry about the wind I'm walking to the car full stop next visit complete r c t four six",
    expect: {
      CC: 'Pain 46 for 3 days, keeping her up at night. Paracetamol not helping',
      'MED HX': 'Asthma, blue inhaler. Allergic to penicillin',
      DENTAL: [
        ['46', 'Large DO amalgam tender to percussion'],
        ['47', 'M caries'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA taken, deep caries under the amalgam of 46 close to the pulp, no periapical change',
      DX: ['Irreversible pulpitis 46'],
      CONSULT: 'Discussed RCT or extraction, she wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Rubber dam',
        'Pulp extirpated 46',
        'Ledermix and Cavit',
      ],
      NV: ['Complete RCT 46'],
    },
  }),
  defineCase({
    id: 'ay08-uk-asr-walking-child-check-up-sealants-appends-notes-recall',
    style: 'UK',
    asr: true,
    transcript:
      "um child check up comma eight years old full stop mum says he's brushing twice a day comma no pain full stop medical history fit and well comma no allergies full stop new line intra oral soft tissues fine full stop eight five and seven five occlusal caries comma eight four sound comma three six and four six erupted with deep fissures comma five five mobile full stop new line bitewings taken comma caries into dentine eight five comma seven five enamel only full stop new line fluoride varnish applied comma fissure sealants three six four six full stop diet advice given comma less juice full stop next visit occlusal composite eight five with la full stop recall six months",
    appends: ['add to notes mum present throughout', 'change recall six months to three months'],
    expect: {
      CC: "Child check up, 8 years old. Mum says he's brushing twice a day, no pain",
      'MED HX': 'Fit and well, no allergies',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['85', 'O caries'],
        ['75', 'O caries'],
        ['84', 'Sound'],
        ['36', 'Erupted with deep fissures'],
        ['46', 'Erupted with deep fissures'],
        ['55', 'Mobile'],
      ],
      RADIO: 'Bitewings taken, caries into dentine 85, 75 enamel only',
      'TX TODAY': ['Fluoride varnish', 'Fissure sealants 36, 46'],
      TX: ['Fluoride varnish applied', 'Fissure sealants 36, 46'],
      CONSULT: 'Diet advice given, less juice',
      NOTES: 'Mum present throughout',
      NV: ['O composite 85 with LA'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ay09-uk-asr-walking-extraction-three-seven-retained-root-26-i-mean',
    style: 'UK',
    asr: true,
    transcript:
      "right attended for extraction of three seven comma it's been broken down for months full stop medical history type two diabetes on metformin comma aspirin seventy five milligrams daily full stop no allergies full stop new line three seven grossly carious retained roots comma two six retained buccal root comma three eight missing full stop new line consent form signed full stop la two cartridges lidocaine two percent one in eighty thousand adrenaline i d block left plus long buccal I mean buccal infiltration full stop three seven extracted with elevators and forceps full stop roots intact full stop haemostasis achieved with bite pack comma post op instructions given verbal and written full stop er she asked about two six comma discussed extraction of that next time full stop next visit extraction two six",
    expect: {
      CC: "Extraction of 37, it's been broken down for months",
      'MED HX': 'Type 2 diabetes on metformin, aspirin 75 mg daily. No allergies',
      DENTAL: [
        ['37', 'Grossly carious retained roots'],
        ['26', 'Retained B root'],
        ['38', 'Missing'],
      ],
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
        '37 extracted with elevators and forceps',
        'Roots intact',
        'Haemostasis achieved with bite pack',
        'Post-op instructions given verbal and written',
      ],
      CONSULT: 'She asked about 26, discussed extraction of that next time',
      NV: ['Extraction 26'],
    },
  }),
  defineCase({
    id: 'ay10-uk-asr-walking-crown-prep-thirty-six-zirconia-sorry-band-3',
    style: 'UK',
    asr: true,
    transcript:
      "in for crown prep thirty six full stop root filled last month comma no symptoms since full stop medical history no changes full stop new line thirty six root filled m o d composite comma not tender full stop thirty five disto occlusal amalgam sound comma thirty four sound full stop new line la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration thirty six full stop composite core placed full stop crown prep thirty six for metal ceramic sorry zirconia full stop retraction cord comma impressions upper and lower comma shade a three full stop temporary crown made with protemp comma cemented with tempbond full stop new line band three explained comma she's happy full stop next visit crown fit thirty six in two weeks",
    expect: {
      CC: 'Crown prep 36. Root filled last month, no symptoms since',
      'MED HX': 'No changes',
      DENTAL: [
        ['36', 'Root filled MOD composite, not tender'],
        ['35', 'DO amalgam sound'],
        ['34', 'Sound'],
      ],
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Composite core placed',
        'Crown prep 36 for zirconia',
        'Retraction cord',
        'Impressions upper and lower',
        'Shade A3',
        'Temporary crown made with Protemp',
        'Cemented with Tempbond',
      ],
      CONSULT: "Band 3 explained, she's happy",
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. Australian / New Zealand practice, typed, FDI
  defineCase({
    id: 'ay11-au-typed-recall-scale-and-clean-perio-chart-bitewings-clear-ta',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam + scale/clean; no concerns. MH: nil changes; NKDA. EO: NAD; IO: NAD. Perio chart done; BOP 15%, generalised 2-3 mm, 4 mm 17D/27D. Bitewings clear. 16 MOD amalgam, ditched distal margin; 26 O comp sound; 36/46 FS intact; 47 DO caries, enamel only. Scale and clean done; OHI re flossing. Tx plan: replace 16 amalgam with comp; monitor 47. Quote given $285 for 16. Review 6/12. Ta.',
    expect: {
      CC: 'Recall exam + scale/clean; no concerns',
      'MED HX': 'Nil changes; NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'Perio chart done; BOP 15%, generalised 2-3 mm, 4 mm 17D/27D',
      RADIO: 'Bitewings clear',
      DENTAL: [
        ['16', 'MOD amalgam, ditched D margin'],
        ['26', 'O comp sound'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['47', 'DO caries, enamel only'],
      ],
      'TX TODAY': ['OHI'],
      TX: ['Scale and clean done', 'OHI re flossing'],
      'TX PLAN': ['Replace 16 amalgam with comp', 'Monitor 47'],
      CONSULT: 'Quote given $285 for 16',
      'F/U': 'Review 6 months',
    },
  }),
  defineCase({
    id: 'ay12-au-typed-pulpitis-26-cracked-cusp-pulpotomy-fortnight',
    style: 'UK',
    asr: false,
    transcript:
      'Pt presents with pain UL for 2/7, worse with hot drinks; Nurofen helping a bit. MH: T2DM (metformin); penicillin allergy (rash). EO: NAD. IO: 26 MO amalgam, cracked MP cusp, TTP+, lingering pain to cold; 25 DO GIC, sound; 27 O comp. PA 26: no PA pathology; amalgam close to pulp. Dx: symptomatic irreversible pulpitis 26; cracked tooth 26. Discussed RCT + crown vs extraction; pt wants to save it. Verbal consent. LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal + palatal infiltration 26. RD; pulpotomy 26; Ledermix/Cavit; occlusion relieved. NV: RCT 26 in a fortnight (1.5 hrs).',
    expect: {
      CC: 'Pain UL for 2 days, worse with hot drinks; Nurofen helping a bit',
      'MED HX': 'T2DM (metformin); penicillin allergy (rash)',
      EXTRA: 'NAD',
      DENTAL: [
        ['26', 'MO amalgam, cracked MP cusp, TTP+, lingering pain to cold'],
        ['25', 'DO GIC, sound'],
        ['27', 'O comp'],
      ],
      RADIO: 'PA 26: no PA pathology; amalgam close to pulp',
      DX: ['Symptomatic irreversible pulpitis 26', 'Cracked tooth 26'],
      CONSULT: 'Discussed RCT + crown vs extraction; pt wants to save it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy 26'],
      TX: [
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'RD',
        'Pulpotomy 26',
        'Ledermix/Cavit',
        'Occlusion relieved',
      ],
      NV: ['RCT 26 in 2 weeks (1.5 hrs)'],
    },
  }),
  defineCase({
    id: 'ay13-nz-typed-new-patient-charting-absent-eights-do-caries-list',
    style: 'UK',
    asr: false,
    transcript:
      'New pt exam; food trapping LL, otherwise happy. MH: asthma – Symbicort; NKDA; non-smoker. EO: NAD. IO: soft tissues NAD; OCS clear. BPE 2 2 2 / 2 2 3. Charting: 18, 28, 38, 48 absent; 14, 15 and 16 have DO caries; 36 MO comp, D caries; 46 missing; 47 tilted mesially. OPG/BWs: caries 14, 15, 16 into dentine; 36 D caries close to pulp; bone loss <15%. Dx: caries 14, 15, 16, 36; gingivitis. Tx plan: 1) scale and clean, OHI 2) DO comps 14, 15, 16 3) replace 36 comp. Quote given; pt to book. Ta.',
    expect: {
      CC: 'New pt exam; food trapping LL, otherwise happy',
      'MED HX': 'Asthma – Symbicort; NKDA; non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD; OCS clear',
      PERIO: 'BPE 2 2 2 / 2 2 3',
      DENTAL: [
        ['18', 'Absent'],
        ['28', 'Absent'],
        ['38', 'Absent'],
        ['48', 'Absent'],
        ['14', 'DO caries'],
        ['15', 'DO caries'],
        ['16', 'DO caries'],
        ['36', 'MO comp, D caries'],
        ['46', 'Missing'],
        ['47', 'Tilted mesially'],
      ],
      RADIO: 'OPG/BWs: caries 14, 15, 16 into dentine; 36 D caries close to pulp; bone loss <15%',
      DX: ['Caries 14, 15, 16, 36', 'Gingivitis'],
      'TX PLAN': ['Scale and clean', 'OHI', 'DO comps 14, 15, 16', 'Replace 36 comp'],
      CONSULT: 'Quote given; pt to book',
    },
  }),
  defineCase({
    id: 'ay14-au-typed-child-84-do-gic-hall-crown-vs-gic-review-fortnight',
    style: 'UK',
    asr: false,
    transcript:
      'Mum reports 84 area sore when eating x 1/52; no swelling. MH: nil; NKDA. Mum present. EO: NAD. IO: 84 DO cavity, soft caries; 85 O GIC intact; 74/75 MO caries, arrested; 36/46 erupting. BWs: 84 caries approaching pulp, no furcation involvement. Dx: reversible pulpitis 84. Discussed Hall crown vs GIC; mum chose GIC. No LA; caries removed with hand excavator; DO GIC 84 (Fuji IX); fluoride varnish all teeth. Diet advice re juice. Review in a fortnight; recall 6/12.',
    expect: {
      CC: 'Mum reports 84 area sore when eating x 1 week; no swelling',
      'MED HX': 'Nil; NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['84', 'DO cavity, soft caries'],
        ['85', 'O GIC intact'],
        ['74', 'MO caries, arrested'],
        ['75', 'MO caries, arrested'],
        ['36', 'Erupting'],
        ['46', 'Erupting'],
      ],
      RADIO: 'BWs: 84 caries approaching pulp, no furcation involvement',
      DX: ['Reversible pulpitis 84'],
      CONSULT: 'Discussed Hall crown vs GIC; mum chose GIC. Diet advice re juice',
      'TX TODAY': ['DO GIC 84', 'Fluoride varnish'],
      TX: ['No LA', 'Caries removed with hand excavator', 'DO GIC 84 (Fuji IX)', 'Fluoride varnish all teeth'],
      NOTES: 'Mum present',
      'F/U': 'Review in 2 weeks; recall 6 months',
    },
  }),
  defineCase({
    id: 'ay15-au-typed-surgical-extraction-48-semicolon-steps-ta',
    style: 'UK',
    asr: false,
    transcript:
      'Here for removal 48 as planned; still niggling on and off. MH: nil change; hay fever – loratadine. O/E: 48 partially erupted, operculum healthy today; 47 small D caries; 38 erupted, sound. OPG (prev): 48 mesioangular, roots clear of IAN canal. Written consent – risks incl. nerve damage, dry socket, infection. LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IANB right + buccal infiltration. Surgical extraction 48; buccal flap raised; bone removed; tooth sectioned; 2 x 4-0 Vicryl sutures; haemostasis OK. POIG verbal/written. Rx: ibuprofen 400 mg + paracetamol 1 g QID 3/7. Review 1/52. Ta.',
    expect: {
      CC: 'Removal 48 as planned; still niggling on and off',
      'MED HX': 'Nil change; hay fever – loratadine',
      DENTAL: [
        ['48', 'Partially erupted, operculum healthy today'],
        ['47', 'Small D caries'],
        ['38', 'Erupted, sound'],
      ],
      RADIO: 'OPG (prev): 48 mesioangular, roots clear of IAN canal',
      CONSENT: 'Written consent – risks incl. nerve damage, dry socket, infection',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IANB right + buccal infiltration',
        'Surgical extraction 48',
        'Buccal flap raised',
        'Bone removed',
        'Tooth sectioned',
        '2 x 4-0 Vicryl sutures',
        'Haemostasis OK',
        'POIG verbal/written',
        'Rx: ibuprofen 400 mg + paracetamol 1 g QID 3 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),

  // ---------------------------------------------------------------- 4. US cosmetic / restorative, Universal
  defineCase({
    id: 'ay16-us-typed-cosmetic-consult-existing-restorations-veneers-6-11',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for cosmetic consult. Unhappy with the color and shape of her upper front teeth, wants them brighter and more even before her wedding next year. Med hx: no meds, NKDA. Non-smoker, 2-3 coffees a day. EO: high lip line, 3 mm gingival display. IO: soft tissues WNL. Charting: #7 and #10 peg-shaped; #8 M and D composites, stained margins; #9 fractured incisal edge, small F composite; #6 and #11 sound; #3 PFM crown with open distal margin; #14 MOD amalgam, intact; #19 implant crown. Photos and digital scan taken for wax-up. Discussed porcelain veneers #6-#11 vs composite bonding, and whitening the lowers first. Veneers $1,650 per tooth. She wants veneers. Plan: whitening lower arch, 6 veneers #6-#11, replace crown #3. NV: mock-up from wax-up.',
    expect: {
      CC: 'Cosmetic consult. Unhappy with the color and shape of her upper front teeth, wants them brighter and more even before her wedding next year',
      'MED HX': 'No meds, NKDA. Non-smoker, 2-3 coffees a day',
      EXTRA: 'High lip line, 3 mm gingival display',
      INTRA: 'Soft tissues WNL',
      DENTAL: [
        ['7', 'Peg-shaped'],
        ['10', 'Peg-shaped'],
        ['8', 'M and D composites, stained margins'],
        ['9', 'Fractured incisal edge, small F composite', 'Incisal edge'],
        ['6', 'Sound'],
        ['11', 'Sound'],
        ['3', 'PFM crown with open D margin'],
        ['14', 'MOD amalgam, intact'],
        ['19', 'Implant crown'],
      ],
      TX: ['Photos and digital scan taken for wax-up'],
      CONSULT:
        'Discussed porcelain veneers #6-#11 vs composite bonding, and whitening the lowers first. Veneers $1,650 per tooth. She wants veneers',
      'TX PLAN': ['Whitening lower arch', '6 veneers #6-#11', 'Replace crown #3'],
      NV: ['Mock-up from wax-up'],
    },
  }),
  defineCase({
    id: 'ay17-us-asr-crown-prep-30-emax-core-shade-scratch-that-temp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for the crown prep on number thirty um no changes to her medical history number thirty one mo composite intact twenty nine sound thirty large mod amalgam with a crack on the distal marginal ridge so numbed her up two carpules septocaine four percent one to one hundred thousand epi right ianb removed the old amalgam on thirty found recurrent decay under the distal margin cleaned it out core buildup with multicore then crown prep on thirty for emax packed cord digital scan shade a two with b one incisal scratch that shade a two made a temp crown with integrity cemented it with tempbond nf checked occlusion she loves the idea of no more black filling next visit seat crown on thirty in two weeks",
    expect: {
      CC: 'Crown prep on #30',
      'MED HX': 'No changes to her medical history',
      DENTAL: [
        ['31', 'MO composite intact'],
        ['29', 'Sound'],
        ['30', 'Large MOD amalgam with a crack on the D marginal ridge'],
      ],
      'TX TODAY': ['Crown prep #30', 'Temporary crown'],
      TX: [
        'LA: 2 carpules Septocaine 4% 1:100,000 epinephrine, IANB right',
        'Removed the old amalgam #30',
        'Found recurrent decay under the D margin',
        'Cleaned it out',
        'Core buildup with MultiCore',
        'Crown prep #30 for emax',
        'Packed cord',
        'Digital scan',
        'Shade A2',
        'Made a temp crown with Integrity',
        'Cemented it with TempBond NF',
        'Checked occlusion',
      ],
      NOTES: 'She loves the idea of no more black filling',
      NV: ['Crown fit #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ay18-us-typed-in-office-whitening-diastema-bonding-8-9-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for in-office whitening and diastema closure #8/#9. Happy with tray whitening on the lowers. Med hx: no changes, NKDA. O/E: 1.5 mm midline diastema. #8 and #9 sound. #7 and #10 facial composites intact. #24 and #25 incisal edges chipped. Discussed sensitivity risk, and that existing composites won't whiten. Consent form signed. Cheek retractors, gingival barrier placed. Whitening with Opalescence Boost 40%, 3 x 15 min cycles. Post-op shade B1. Isolated, etched, bonded. M composite #8 and M composite #9 to close diastema, shade A1. Finished and polished. Pt thrilled. NV: review bonding 2 weeks.",
    appends: [
      'Change shade A1 to B1. Add to notes: pt asked about veneers on #7 and #10 in future.',
      'Next visit: bonding check in 3 weeks.',
    ],
    expect: {
      CC: 'In-office whitening and diastema closure #8/#9. Happy with tray whitening on the lowers',
      'MED HX': 'No changes, NKDA',
      INTRA: '1.5 mm midline diastema',
      DENTAL: [
        ['8', 'Sound'],
        ['9', 'Sound'],
        ['7', 'F composites intact'],
        ['10', 'F composites intact'],
        ['24', 'Incisal edges chipped'],
        ['25', 'Incisal edges chipped'],
      ],
      CONSULT: "Discussed sensitivity risk, and that existing composites won't whiten",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Whitening', 'M composite #8', 'M composite #9'],
      TX: [
        'Cheek retractors',
        'Gingival barrier placed',
        'Whitening with Opalescence Boost 40%',
        '3 x 15 min cycles',
        'Post-op shade B1',
        'Isolated',
        'Etched',
        'Bonded',
        'M composite #8',
        'M composite #9 to close diastema',
        'Shade B1',
        'Finished and polished',
      ],
      NOTES: 'Pt thrilled. Pt asked about veneers on #7 and #10 in future',
      NV: ['Bonding check in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ay19-us-asr-veneer-seat-7-10-occlusal-adjustment-night-guard-impressions',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's in for veneer seat on seven through ten um no changes to her medical history number thirteen mo composite with an open margin number twenty eight buccal abfraction not sensitive no anesthetic temps off cleaned the preps with pumice tried in all four veneers with try in paste isolated etched the preps silane on the veneers bonded seven eight nine and ten with variolink light cured cleaned up the excess flossed checked occlusion eight had a heavy protrusive contact adjusted and polished then occlusal adjustment on three and fourteen for balancing interferences post op instructions given night guard impressions taken she's over the moon next visit night guard delivery in two weeks",
    expect: {
      CC: 'Veneer seat on #7 through #10',
      'MED HX': 'No changes to her medical history',
      DENTAL: [
        ['13', 'MO composite with an open margin'],
        ['28', 'B abfraction not sensitive'],
      ],
      'TX TODAY': ['Impressions'],
      TX: [
        'No anesthetic',
        'Temps off',
        'Cleaned the preps with pumice',
        'Tried in all 4 veneers with try in paste',
        'Isolated',
        'Etched the preps',
        'Silane on the veneers',
        'Bonded #7, #8, #9, #10 with Variolink',
        'Light cured',
        'Cleaned up the excess',
        'Flossed',
        'Checked occlusion',
        '#8 had a heavy protrusive contact',
        'Adjusted and polished',
        'Occlusal adjustment #3, #14 for balancing interferences',
        'Post-op instructions given',
        'Night guard impressions taken',
      ],
      NOTES: "She's over the moon",
      NV: ['Night guard delivery in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ay20-us-typed-new-patient-restorative-chart-failing-crowns-8-9',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt exam. CC: old crowns on front teeth look fake and gray at the gumline. Med hx: HTN (losartan), baby aspirin daily; allergic to codeine. EO: WNL; TMJ: L click, no pain. IO: WNL. Charting: #8, #9 PFM crowns with gray margins; #7 DL composite, stained; #10 sound; #12 MOD composite, fractured lingual cusp; #13 missing, implant crown; #18 gold onlay, intact; #30 RCT, PFM crown, open mesial margin. PSR 2 2 2 / 2 2 2. FMX: #30 periapical radiolucency mesial root; no other pathology. Dx: failing crowns #8, #9; fractured cusp #12; apical periodontitis #30. Discussed all-ceramic crowns #8, #9 with crown lengthening vs leaving as is; onlay #12; retreatment #30 with an endodontist. Pt wants to start with the front. Tx plan: crowns #8, #9 (emax); onlay #12; refer #30 to endodontist. NV: crown prep #8, #9.',
    expect: {
      CC: 'New pt exam. Old crowns on front teeth look fake and gray at the gumline',
      'MED HX': 'HTN (losartan), baby aspirin daily; allergic to codeine',
      EXTRA: 'WNL; TMJ: L click, no pain',
      INTRA: 'WNL',
      DENTAL: [
        ['8', 'PFM crowns with gray margins'],
        ['9', 'PFM crowns with gray margins'],
        ['7', 'DL composite, stained'],
        ['10', 'Sound'],
        ['12', 'MOD composite, fractured L cusp', 'L cusp'],
        ['13', 'Missing, implant crown'],
        ['18', 'Gold onlay, intact'],
        ['30', 'RCT, PFM crown, open M margin'],
      ],
      PERIO: 'PSR 2 2 2 / 2 2 2',
      RADIO: 'FMX: #30 periapical radiolucency mesial root; no other pathology',
      DX: ['Failing crowns #8, #9', 'Fractured cusp #12', 'Apical periodontitis #30'],
      CONSULT:
        'Discussed all-ceramic crowns #8, #9 with crown lengthening vs leaving as is; onlay #12; retreatment #30 with an endodontist. Pt wants to start with the front',
      'TX PLAN': ['Crowns #8, #9 (emax)', 'Onlay #12', 'Refer #30 to endodontist'],
      NV: ['Crown prep #8, #9'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK emergency / out-of-hours, Palmer and FDI
  defineCase({
    id: 'ay21-uk-asr-palmer-ooh-avulsion-ur1-replant-splint-ul1-fracture',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'out of hours emergency um nineteen year old came off his bike about forty minutes ago knocked out upper right one tooth kept in milk no loss of consciousness no head injury medical history fit and well no allergies tetanus up to date extra oral grazed chin swollen upper lip intra oral upper right one socket with clot upper left one enamel dentine fracture of the incisal edge no pulp exposure tender upper right two mobile grade one not displaced pa taken no root fractures no alveolar fracture diagnosis avulsion upper right one enamel dentine fracture upper left one subluxation upper right two la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration socket irrigated with saline clot removed upper right one rinsed with saline and replanted splinted upper right three sorry upper right two to upper left two with flexible wire and composite glass ionomer bandage on upper left one occlusion checked prescribed doxycycline one hundred milligrams once a day for seven days post op instructions given soft diet and chlorhexidine mouthwash next visit splint removal and extirpation upper right one in ten days',
    expect: {
      CC: 'Out of hours emergency. 19 year old came off his bike about 40 minutes ago. Knocked out UR1. Tooth kept in milk. No loss of consciousness. No head injury',
      'MED HX': 'Fit and well. No allergies. Tetanus up to date',
      EXTRA: 'Grazed chin. Swollen upper lip',
      INTRA: 'UR1 socket with clot',
      DENTAL: [
        ['UL1', 'Enamel dentine fracture of the incisal edge no pulp exposure tender', 'Incisal edge'],
        ['UR2', 'Mobile grade 1 not displaced'],
      ],
      RADIO: 'PA taken. No root fractures. No alveolar fracture',
      DX: ['Avulsion UR1', 'Enamel dentine fracture UL1', 'Subluxation UR2'],
      'TX TODAY': ['Splint UR2 to UL2', 'GIC UL1'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration',
        'Socket irrigated with saline',
        'Clot removed',
        'UR1 rinsed with saline and replanted',
        'Splinted UR2 to UL2 with flexible wire and composite',
        'Glass ionomer bandage UL1',
        'Occlusion checked',
        'Prescribed doxycycline 100 mg once a day for 7 days',
        'Post-op instructions given soft diet and chlorhexidine mouthwash',
      ],
      NV: ['Splint removal', 'Extirpation UR1 in 10 days'],
    },
  }),
  defineCase({
    id: 'ay22-uk-typed-fdi-ooh-facial-swelling-36-i-and-d-antibiotics-diabetic',
    style: 'UK',
    asr: false,
    transcript:
      'OOH urgent care. C/O: swelling left cheek since yesterday, throbbing LL back tooth 1/52, poor sleep. Co-codamol not helping. MH: type 1 diabetes (insulin pump), BM 11.2 today; penicillin allergy – rash. Smoker 10/day. EO: diffuse swelling L buccal/submandibular, not crossing midline; mouth opening 30 mm; temp 38.2; swallowing OK. IO: fluctuant buccal swelling 36-37. 36 grossly carious, TTP, grade II mobility; 37 MOD amalgam, sound; 35 DO composite; 38 missing. PA 36: large periapical radiolucency both roots. Dx: acute apical abscess 36 with spreading infection. Discussed extraction vs RCT with own GDP; wants extraction once settled. Verbal consent for drainage. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36. I&D buccal swelling, pus drained, irrigated with saline. Rx metronidazole 400 mg TDS 5/7 + clarithromycin 500 mg BD 5/7. Advised A&E if swelling spreads or difficulty swallowing/breathing. Pt to contact own GDP for extraction 36. Review by phone 2/7.',
    expect: {
      CC: 'OOH urgent care. Swelling left cheek since yesterday, throbbing LL back tooth 1 week, poor sleep. Co-codamol not helping',
      'MED HX': 'Type 1 diabetes (insulin pump), BM 11.2 today; penicillin allergy – rash. Smoker 10/day',
      EXTRA:
        'Diffuse swelling L buccal/submandibular, not crossing midline; mouth opening 30 mm; temp 38.2; swallowing OK',
      INTRA: 'Fluctuant buccal swelling 36-37',
      DENTAL: [
        ['36', 'Grossly carious, TTP, grade II mobility'],
        ['37', 'MOD amalgam, sound'],
        ['35', 'DO composite'],
        ['38', 'Missing'],
      ],
      RADIO: 'PA 36: large periapical radiolucency both roots',
      DX: ['Acute apical abscess 36 with spreading infection'],
      CONSULT:
        'Discussed extraction vs RCT with own GDP; wants extraction once settled. Advised A&E if swelling spreads or difficulty swallowing/breathing',
      CONSENT: 'Verbal consent for drainage',
      'TX TODAY': ['Incision and drainage', 'Irrigation'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'I&D buccal swelling',
        'Pus drained',
        'Irrigated with saline',
        'Rx metronidazole 400 mg TDS 5 days + clarithromycin 500 mg BD 5 days',
      ],
      'TX PLAN': ['Pt to contact own GDP for extraction 36'],
      'F/U': 'Review by phone 2 days',
    },
  }),
  defineCase({
    id: 'ay23-uk-asr-fdi-hockey-stick-complicated-crown-fracture-21-pulpotomy',
    style: 'UK',
    asr: true,
    transcript:
      'emergency walk in schoolgirl hit in the mouth with a hockey stick at school two hours ago mum with her medical history asthma salbutamol inhaler no allergies extra oral small lower lip laceration no sutures needed intra oral twenty one complicated crown fracture with pulp exposure about one millimetre bleeding eleven enamel fracture mesial incisal corner twelve and twenty two not mobile not tender thirty one and forty one sound pa taken root development complete no root fracture diagnosis complicated crown fracture twenty one uncomplicated crown fracture eleven discussed pulpotomy to keep the tooth alive mum agreed verbal consent from mum la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration twenty one rubber dam pulpotomy twenty one with biodentine glass ionomer over the top composite bandage on twenty one smoothed eleven post op instructions to mum soft diet review one week then sensibility tests at six to eight weeks',
    expect: {
      CC: 'Emergency walk in. Schoolgirl hit in the mouth with a hockey stick at school 2 hours ago',
      'MED HX': 'Asthma salbutamol inhaler. No allergies',
      EXTRA: 'Small lower lip laceration. No sutures needed',
      DENTAL: [
        ['21', 'Complicated crown fracture with pulp exposure about 1 mm bleeding', 'Crown'],
        ['11', 'Enamel fracture MI corner', 'MI corner'],
        ['12', 'Not mobile not tender'],
        ['22', 'Not mobile not tender'],
        ['31', 'Sound'],
        ['41', 'Sound'],
      ],
      RADIO: 'PA taken. Root development complete. No root fracture',
      DX: ['Complicated crown fracture 21', 'Uncomplicated crown fracture 11'],
      CONSULT: 'Discussed pulpotomy to keep the tooth alive. Mum agreed',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Pulpotomy 21', 'Composite 21'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 21',
        'Rubber dam',
        'Pulpotomy 21 with Biodentine',
        'Glass ionomer over the top',
        'Composite bandage 21',
        'Smoothed 11',
        'Post-op instructions to mum soft diet',
      ],
      NOTES: 'Mum with her',
      'F/U': 'Review 1 week then sensibility tests at 6 to 8 weeks',
    },
  }),
  defineCase({
    id: 'ay24-uk-typed-palmer-ooh-lateral-luxation-ur1-ul1-splint-seizure',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "OOH. C/O: fell in the street last night, front teeth pushed back, can't bite together. Seen in A&E, no head injury. MH: epilepsy – levetiracetam (seizure caused the fall); NKDA. Alcohol 20 units/week. EO: bruised upper lip, abrasions to nose. IO: UR1 and UL1 displaced palatally, locked in occlusion; UL2 fractured incisal edge, dentine exposed, not mobile; UR2 TTP, not displaced; LR1, LL1 sound. PA/occlusal: UR1, UL1 widened PDL apically, no root fractures. Dx: lateral luxation UR1, UL1; uncomplicated crown fracture UL2; concussion UR2. Verbal consent. LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal + palatal infiltration UR1, UL1. UR1, UL1 repositioned with digital pressure. Flexible splint UR3-UL3 (0.4 mm wire + composite). GIC placed over exposed dentine UL2. Occlusion checked. Rx: chlorhexidine 0.2% mouthwash BD 1/52. POIG. Plan: splint removal in 4/52. Review 2/52 with own dentist for sensibility tests.",
    expect: {
      CC: "OOH. Fell in the street last night, front teeth pushed back, can't bite together. Seen in A&E, no head injury",
      'MED HX': 'Epilepsy – levetiracetam (seizure caused the fall); NKDA. Alcohol 20 units/week',
      EXTRA: 'Bruised upper lip, abrasions to nose',
      DENTAL: [
        ['UR1', 'Displaced palatally, locked in occlusion'],
        ['UL1', 'Displaced palatally, locked in occlusion'],
        ['UL2', 'Fractured incisal edge, dentine exposed, not mobile', 'Incisal edge'],
        ['UR2', 'TTP, not displaced'],
        ['LR1', 'Sound'],
        ['LL1', 'Sound'],
      ],
      RADIO: 'PA/occlusal: UR1, UL1 widened PDL apically, no root fractures',
      DX: ['Lateral luxation UR1, UL1', 'Uncomplicated crown fracture UL2', 'Concussion UR2'],
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint UR3-UL3', 'GIC UL2'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UR1, UL1',
        'UR1, UL1 repositioned with digital pressure',
        'Flexible splint UR3-UL3 (0.4 mm wire + composite)',
        'GIC placed over exposed dentine UL2',
        'Occlusion checked',
        'Rx: chlorhexidine 0.2% mouthwash BD 1 week',
        'POIG',
      ],
      'TX PLAN': ['Splint removal in 4 weeks'],
      'F/U': 'Review 2 weeks with own dentist for sensibility tests',
    },
  }),
  defineCase({
    id: 'ay25-uk-asr-palmer-ooh-dry-socket-ll6-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'um out of hours call in she had the lower left six out on monday at her own dentist pain since yesterday radiating to her ear bad taste codeine not touching it medical history smoker twenty a day on the pill no allergies extra oral no swelling no lymph nodes palpable intra oral lower left six socket empty no clot exposed bone lower left five and lower left seven sound not tender lower left eight partially erupted diagnosis dry socket lower left six la one cartridge lidocaine sorry articaine four percent one in a hundred thousand adrenaline buccal infiltration socket irrigated with warm saline alvogyl placed advised warm salt water rinses and no smoking for a few days review in two days if not settling',
    expect: {
      CC: 'Out of hours call in. She had LL6 out on Monday at her own dentist. Pain since yesterday radiating to her ear. Bad taste. Codeine not touching it',
      'MED HX': 'Smoker 20 a day. On the pill. No allergies',
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'LL6 socket empty. No clot. Exposed bone',
      DENTAL: [
        ['LL5', 'Sound not tender'],
        ['LL7', 'Sound not tender'],
        ['LL8', 'Partially erupted'],
      ],
      DX: ['Dry socket LL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      CONSULT: 'Advised warm salt water rinses and no smoking for a few days',
      'F/U': 'Review in 2 days if not settling',
    },
  }),

  // ---------------------------------------------------------------- 6. Geriatric / domiciliary
  defineCase({
    id: 'ay26-uk-asr-palmer-nursing-home-root-caries-buccal-retained-root-lr5-apixaban',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "domiciliary visit at the nursing home carer present throughout um carer reports she's been off her food and holding her jaw on the right medical history alzheimer's on donepezil atrial fibrillation on apixaban hypertension on amlodipine allergic to penicillin extra oral no swelling intra oral mouth dry tongue coated upper complete denture ill fitting lower right four lower right three lower left three lower left four root caries buccal lower right five retained root tender to percussion lower left six and lower left seven missing diagnosis retained root lower right five root caries lower anteriors and premolars she can't consent best interests decision with the carer and her daughter on the phone fluoride varnish applied to the lower teeth high fluoride toothpaste five thousand ppm prescribed advised carers to brush twice daily and take the denture out at night plan extraction lower right five retained root under la after apixaban advice from her gp review in one month",
    expect: {
      CC: "Carer reports she's been off her food and holding her jaw on the right",
      'MED HX':
        "Alzheimer's on donepezil. Atrial fibrillation on apixaban. Hypertension on amlodipine. Allergic to penicillin",
      EXTRA: 'No swelling',
      INTRA: 'Mouth dry. Tongue coated. Upper complete denture ill fitting',
      DENTAL: [
        ['LR4', 'B root caries'],
        ['LR3', 'B root caries'],
        ['LL3', 'B root caries'],
        ['LL4', 'B root caries'],
        ['LR5', 'Retained root tender to percussion'],
        ['LL6', 'Missing'],
        ['LL7', 'Missing'],
      ],
      DX: ['Retained root LR5', 'Root caries lower anteriors and premolars'],
      CONSENT: "She can't consent. Best interests decision with the carer and her daughter on the phone",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied to the lower teeth', 'High fluoride toothpaste 5,000 ppm prescribed'],
      CONSULT: 'Advised carers to brush twice daily and take the denture out at night',
      'TX PLAN': ['Extraction LR5 retained root under LA after apixaban advice from her GP'],
      NOTES: 'Domiciliary visit at the nursing home. Carer present throughout',
      'F/U': 'Review in 1 month',
    },
  }),
  defineCase({
    id: 'ay27-uk-typed-palmer-domiciliary-dentures-xerostomia-warfarin-root-caries',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Domiciliary visit – pt's own home, wife present. C/O: upper complete denture loose for months; sore under lower partial when eating. MH: Parkinson's (co-careldopa); T2DM (metformin, gliclazide); AF (warfarin, INR 2.6 on Monday); oxybutynin for bladder. NKDA. EO: angular cheilitis bilaterally. IO: xerostomia, mucosa dry; upper edentulous, ridge resorbed; 4 mm ulcer LL buccal sulcus under clasp. Charting: LL4 distal root caries; LR3, LR4 buccal cervical caries, soft; LL3 sound; LR5 retained root, not mobile. Dx: denture-induced ulcer; root caries LL4, LR3, LR4; xerostomia (medication-related). Discussed new dentures vs reline; wife keen on a new set. Advised saliva substitute and sipping water. Lower partial clasp adjusted and flange eased over ulcer. Duraphat varnish applied LL4, LR3, LR4. Plan: new upper complete and lower partial dentures; GIC LL4, LR3, LR4. Review 2/52 to check ulcer. NV: primary impressions.",
    expect: {
      NOTES: "Domiciliary visit – pt's own home, wife present",
      CC: 'Upper complete denture loose for months; sore under lower partial when eating',
      'MED HX':
        "Parkinson's (co-careldopa); T2DM (metformin, gliclazide); AF (warfarin, INR 2.6 on Monday); oxybutynin for bladder. NKDA",
      EXTRA: 'Angular cheilitis bilaterally',
      INTRA: 'Xerostomia, mucosa dry; upper edentulous, ridge resorbed; 4 mm ulcer LL buccal sulcus under clasp',
      DENTAL: [
        ['LL4', 'D root caries'],
        ['LR3', 'B cervical caries, soft'],
        ['LR4', 'B cervical caries, soft'],
        ['LL3', 'Sound'],
        ['LR5', 'Retained root, not mobile'],
      ],
      DX: ['Denture-induced ulcer', 'Root caries LL4, LR3, LR4', 'Xerostomia (medication-related)'],
      CONSULT:
        'Discussed new dentures vs reline; wife keen on a new set. Advised saliva substitute and sipping water',
      'TX TODAY': ['Fluoride varnish LL4, LR3, LR4'],
      TX: ['Lower partial clasp adjusted and flange eased over ulcer', 'Duraphat varnish applied LL4, LR3, LR4'],
      'TX PLAN': ['New upper complete and lower partial dentures', 'GIC LL4, LR3, LR4'],
      'F/U': 'Review 2 weeks to check ulcer',
      NV: ['Primary impressions'],
    },
  }),
  defineCase({
    id: 'ay28-uk-asr-fdi-care-home-sdf-root-caries-33-34-43-44-buccal-warfarin',
    style: 'UK',
    asr: true,
    transcript:
      "care home visit carer present um carer says he's been pulling his lower denture out and won't eat medical history vascular dementia warfarin for af inr two point four yesterday type two diabetes on metformin also takes oxybutynin and amitriptyline no allergies extra oral nad intra oral very dry mouth lower partial denture cracked through the lingual bar root caries on thirty three thirty four forty three forty four buccal forty five retained root sharp rubbing the tongue thirty two and forty two heavily worn diagnosis root caries xerostomia secondary to medication fractured lower partial denture discussed with carer sdf to arrest the root caries and smoothing forty five for now rather than extraction carer agreed on his behalf sdf applied to thirty three thirty four forty three and forty four then forty five smoothed lower denture taken to the lab for repair advised saliva substitute and sugar free drinks next visit return repaired denture in one week",
    expect: {
      NOTES: 'Care home visit. Carer present',
      CC: "Carer says he's been pulling his lower denture out and won't eat",
      'MED HX':
        'Vascular dementia. Warfarin for AF. INR 2.4 yesterday. Type 2 diabetes on metformin. Takes oxybutynin and amitriptyline. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Very dry mouth. Lower partial denture cracked through the lingual bar',
      DENTAL: [
        ['33', 'B root caries'],
        ['34', 'B root caries'],
        ['43', 'B root caries'],
        ['44', 'B root caries'],
        ['45', 'Retained root sharp rubbing the tongue'],
        ['32', 'Heavily worn'],
        ['42', 'Heavily worn'],
      ],
      DX: ['Root caries', 'Xerostomia secondary to medication', 'Fractured lower partial denture'],
      CONSULT:
        'Discussed with carer SDF to arrest the root caries and smoothing 45 for now rather than extraction. Carer agreed on his behalf. Advised saliva substitute and sugar free drinks',
      'TX TODAY': ['SDF 33, 34, 43, 44'],
      TX: ['SDF applied 33, 34, 43, 44', '45 smoothed', 'Lower denture taken to the lab for repair'],
      NV: ['Return repaired denture in 1 week'],
    },
  }),
  defineCase({
    id: 'ay29-us-typed-assisted-living-recall-eliquis-sjogrens-facial-root-caries-sdf',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Recall exam at assisted living facility. Daughter present (POA). No complaints per pt; daughter notes bad breath. Med hx: CHF – furosemide, metoprolol; AFib – Eliquis 5 mg BID; Sjögren's – pilocarpine; osteoporosis – alendronate since 2019. Allergies: sulfa. EO: WNL. IO: xerostomia, minimal saliva pooling; erythema of palate under upper partial. Charting: #6, #11, #22, #27 facial root caries; #12 root tip, asymptomatic; #19, #30 missing; #21, #28 clasp abutments, recurrent caries; #24, #25 cervical abrasion. PSR 3 3 3 / 3 3 3. Dx: root caries; denture stomatitis; xerostomia. Discussed root caries risk from dry mouth; leaving #12 root tip as asymptomatic and on alendronate. Advised upper partial out at night, soaked in chlorhexidine. Daughter agrees. Today: prophy, fluoride varnish, SDF #6, #11, #22, #27. OHI to daughter. Rx: PreviDent 5000 Plus and nystatin suspension QID x 14 days. Plan: GIC restorations #21, #28; new upper partial. RTC 3 months.",
    expect: {
      CC: 'Recall exam at assisted living facility. No complaints per pt; daughter notes bad breath',
      NOTES: 'Daughter present (POA)',
      'MED HX':
        "CHF – furosemide, metoprolol; AFib – Eliquis 5 mg BID; Sjögren's – pilocarpine; osteoporosis – alendronate since 2019. Allergies: sulfa",
      EXTRA: 'WNL',
      INTRA: 'Xerostomia, minimal saliva pooling; erythema of palate under upper partial',
      DENTAL: [
        ['6', 'F root caries'],
        ['11', 'F root caries'],
        ['22', 'F root caries'],
        ['27', 'F root caries'],
        ['12', 'Root tip, asymptomatic'],
        ['19', 'Missing'],
        ['30', 'Missing'],
        ['21', 'Clasp abutments, recurrent caries'],
        ['28', 'Clasp abutments, recurrent caries'],
        ['24', 'Cervical abrasion'],
        ['25', 'Cervical abrasion'],
      ],
      PERIO: 'PSR 3 3 3 / 3 3 3',
      DX: ['Root caries', 'Denture stomatitis', 'Xerostomia'],
      CONSULT:
        'Discussed root caries risk from dry mouth; leaving #12 root tip as asymptomatic and on alendronate. Advised upper partial out at night, soaked in chlorhexidine. Daughter agrees',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'SDF #6, #11, #22, #27', 'OHI'],
      TX: [
        'Prophy',
        'Fluoride varnish',
        'SDF #6, #11, #22, #27',
        'OHI to daughter',
        'Rx: PreviDent 5000 Plus and nystatin suspension QID x 14 days',
      ],
      'TX PLAN': ['GIC restorations #21, #28', 'New upper partial'],
      'F/U': 'RTC 3 months',
    },
  }),
  defineCase({
    id: 'ay30-uk-asr-palmer-domiciliary-extraction-ul3-retained-root-rivaroxaban',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'domiciliary visit at her home daughter present reason for visit extraction of upper left three retained root it keeps giving her a bad taste medical history heart failure on bisoprolol and furosemide rivaroxaban for a clot in her leg morning dose delayed as agreed with her gp no allergies upper left three retained root at gum level slightly mobile upper left two and upper left four crowned with open margins lower teeth all missing full lower denture fits well verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left three retained root elevated out with a luxator socket packed with surgicel two sutures pressure for twenty minutes bleeding stopped post op instructions given to daughter written and verbal told to restart the rivaroxaban this evening review in one week to take the sutures out',
    expect: {
      NOTES: 'Domiciliary visit at her home. Daughter present',
      CC: 'Extraction of UL3 retained root. It keeps giving her a bad taste',
      'MED HX':
        'Heart failure on bisoprolol and furosemide. Rivaroxaban for a clot in her leg. Morning dose delayed as agreed with her GP. No allergies',
      DENTAL: [
        ['UL3', 'Retained root at gum level slightly mobile'],
        ['UL2', 'Crowned with open margins'],
        ['UL4', 'Crowned with open margins'],
      ],
      INTRA: 'Lower teeth all missing. Full lower denture fits well',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction UL3'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration',
        'UL3 retained root elevated out with a luxator',
        'Socket packed with Surgicel',
        '2 sutures',
        'Pressure for 20 minutes',
        'Bleeding stopped',
        'Post-op instructions given to daughter written and verbal',
      ],
      CONSULT: 'Told to restart the rivaroxaban this evening',
      'F/U': 'Review in 1 week to take the sutures out',
    },
  }),
];
