// An eighty-fifth development batch (ids ci01–ci30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is dentists from around the
// English-speaking world and dentists for whom English is a second language, each dictating or typing in their own
// phrasing and local terms: check-ups, emergencies, fillings, extractions, root canal treatment, periodontal care,
// children and a denture, with patients' questions, scheme and fee remarks, self-corrections and fillers. Six clinicians,
// five visits each:
//   ci01–ci05 an Australian dentist (FDI; ci01, ci03, ci05 recogniser-style, ci02, ci04 typed): a periodic oral exam
//     with "scale and clean" and a health fund question, an emergency "extraction of 48" for pericoronitis, an
//     eight-year-old's "fissure seal" bulk billed under the CDBS (appended dictation), SRP of two quadrants with pocket
//     irrigation and a health fund rebate question, an emergency pulp extirpation on 26;
//   ci06–ci10 an Irish dentist (FDI; ci07, ci09 recogniser-style, ci06, ci08, ci10 typed): a PRSI exam and scale and
//     polish, a medical card (DTSS) extraction of retained roots with "lignospan sorry lidocaine", an upper complete
//     denture fitted for a medical card patient (appended dictation), a chipped incisor restored privately because PRSI
//     does not cover fillings, a second-visit RCT obturated with a crown quote;
//   ci11–ci15 a Canadian dentist (FDI, North American conventions; ci11, ci13, ci15 recogniser-style, ci12, ci14 typed):
//     a recall exam with an insurance predetermination, two fillings, one done "without freezing", an emergency
//     pulpectomy with "freezing", a surgical wisdom tooth extraction (appended dictation), a three-month periodontal
//     maintenance with "scratch that";
//   ci16–ci20 a South African or Indian-trained dentist in the UK (FDI; ci17, ci19 recogniser-style, ci16, ci18, ci20
//     typed): "pain since 3 days" with extirpation and a temporary dressing, "done the filling" (title from the CC), a
//     check-up with "oral prophylaxis" and "kindly revert", an extraction of an abscessed 17 (appended dictation), a DO
//     composite replacing a part-lost amalgam;
//   ci21–ci25 a US dentist trained abroad (Universal, non-native word order kept as said; ci21, ci23, ci25
//     recogniser-style, ci22, ci24 typed): a periodic exam with prophy and incipient caries, an RCT finished by
//     obturation, an emergency extraction of a broken #18, a crown prep with latex allergy and an insurance quote, a new
//     lower partial denture adjusted;
//   ci26–ci30 a New Zealand dental therapist seeing children (FDI with primary teeth; ci27, ci29 recogniser-style,
//     ci26, ci28, ci30 typed): a six-year-old's routine exam planning a Hall crown, a Hall crown on 74 with nana
//     (appended dictation), a four-year-old's first visit with SDF and a hospital referral, a primary molar extraction
//     for an abscess, a twelve-year-old's second molar fissure sealants.
// UK-style 20 (all FDI: Australia, Ireland, South African / Indian-trained in the UK, New Zealand), US-style 10 (Canada
// with FDI, the US dentist with Universal); 15 recogniser-style (lower case, number words, no punctuation, fillers and
// "sorry" / "I mean" / "scratch that" corrections) and 15 typed; about 60 to 190 words; five cases with appended dictation
// (ci03 "add to chart …" / "next visit …"; ci08 "Add to notes: …" / "Change 1/52 to 2/52."; ci14 "Add to treatment: …" /
// "Change 1 wk to 10 days."; ci19 "add to notes …" / "change one week to five days"; ci27 "add to chart …" / "next visit
// …"). DENTAL in all 30 cases.
//
// Judgement calls where the contract was silent:
// - Local terms are kept as said and only the contract's table makes titles: "scale and clean" (ci01) and "fissure seal"
//   (ci03) are not in the table (it has "scale and polish, S and P, S&P" and "fissure sealant, FS"), so they stay in TX,
//   CC and NV as said and give no title; their visits' titles come only from the other steps (fluoride varnish).
//   "Periodic oral exam", "recall exam", "routine check up and cleaning" stay in the CC as said. "Oral prophylaxis done"
//   is "Prophy" (prophylaxis is in the table); "Hall crown" is "SSC", also in NV ("Hall crown 74" → "SSC 74").
// - Any anaesthetic dose, whatever its opening words ("Freezing: …", "freezing two carpules …", "given LA …",
//   "Anesthesia 1 carpule …", a dose said with no LA word), is written as the LA line; "46 done without freezing at pt's
//   request" and "no anaesthetic needed" stay as said; "freezing" in a question stays as said (CONSULT).
// - Style: the Canadian dentist is style US with FDI numbering (carpules, epi, IANB, PSR, "dentin"); the Australian,
//   Irish, South African / Indian-trained and New Zealand clinicians are style UK.
// - Non-native and regional phrasing is kept word for word, without correcting grammar ("Patient has no complain today",
//   "She have osteoporosis", "Patient understand and agree", "since 3 days", "Done the filling", "It's been at him",
//   "Soft tissues grand", "Post-op instructions was given to patient").
// - CC headers: "patient attended for", "he's in for", "Patient is here for", "patient came in with" are dropped with their
//   subject (as more58 "he's in for"); "patient is complaining of" drops subject, "is" and header together (ci23); "Pt
//   c/o" / "C/o" drop; "Patient is having pain …" (ci19) and "Pt is having sensitivity …" (ci18) have no header word and
//   stay whole.
// - "Advised to come after 1 week", "Advised to come after 6 months for check up", "Kindly revert if sensitivity
//   persists", "Come back in 1 week for check" are follow-up (F/U), not CONSULT; "NV: RCT continuation 36" is NV.
// - Scheme and fee remarks told to or asked by the patient (health fund, CDBS bulk billing, PRSI not covering fillings,
//   covered on the medical card, insurance predetermination, a quote) are CONSULT (as more58's NHS bands and Medicaid);
//   a bare administrative remark ("Eligibility checked, PRSI form signed", "He's a medical card patient") is NOTES; the
//   scheme named in the reason for attending stays in the CC ("PRSI exam + S&P", "medical card/DTSS", as more58
//   "Crown fit 26, private").
// - Titles: "pulp extirpated from 26" / "pulp extirpated 36" → "Extirpation 26" / "Extirpation 36"; "Temporary dressing
//   done in 36 with Cavit" → "Temporary dressing 36"; "46 obturated …" → "Obturation 46"; "Obturation done #30" →
//   "Obturation #30"; a surgical extraction whose TX names only flap, bone removal and sectioning takes "Surgical
//   extraction 38" from the CC; "Denture inserted" is not in the table, so the CC "Denture fit" gives the title; "adjusted
//   the denture" at an emergency visit is "Denture adjustment" (as more58 "eased"); "composite placed and cured … done the
//   filling" with no tooth of its own takes "Filling 46" from the CC (the tooth said in the LA does not count); "DO
//   composite restoration done 14" → "DO composite 14"; "Size 5 Hall crown 74 cemented with glass ionomer" → "SSC 74"
//   (the GIC is a material it is done with); "Temp crown made with Protemp" → "Temporary crown"; "Chlorhexidine
//   irrigation of pockets" is "Irrigation" (not of canals or a socket), while canal and socket irrigation give none;
//   digital scans, core build-ups, separators, coronal seals and "Denture care instructions given" give none.
// - Periodontal findings stay in PERIO even when a tooth is named with them (furcation "grade I furcation 46", "grade 1
//   furcation on 17", recession "2 mm buccal recession 31, 41", gingivitis, plaque); a tooth-first mobility is a chart
//   entry (as more58). "OH good" typed with the BPE stays in PERIO with it (as more58 bh25).
// - A tooth named as the place of a denture or soft-tissue finding ("sore spot … near #30", "denture clasp on #29 is too
//   tight", "operculum distal to 48", "small gum boil buccal to 85") is INTRA with no chart entry (rule 7); "#29 clasp
//   loosened little bit" keeps the tooth in its TX item. "Knee-to-knee exam" is INTRA. "High caries risk" typed after
//   "Dx: caries 74, 84." is a second DX item. "48 hrs" is no tooth.
// - Surfaces follow rule 4 in chart conditions and list items ("mesial marginal ridge" → "M marginal ridge", "recurrent
//   caries distal" → "recurrent D caries", "big cavity on distal" → "Big D cavity", "buccal cusp" → "B cusp", "mesial
//   incisal corner fractured" → "MI corner fractured" with fracture "MI corner"), while text fields keep single surface
//   words ("36 occlusal caries into dentin", "Caries on #19 distal", "5 mm on the distal of 17 and 27", "lingual of the
//   lower anteriors"); "cracked" and "partly lost" give no fracture.
// - Ages and who came with a child or patient are NOTES, also when said at the start of "… came in with her nana for …"
//   (as more58); so are remarks about the patient ("he was a champ", "Pt happy with appearance", "Pt nervous, driver
//   present", "Patient says feels much better"). Advice after treatment (pain relief, salt water, diet, denture at
//   night) is CONSULT.
// - Recogniser words: "a one c" → "A1c", "p a" / "iopa" → "PA" / "IOPA", "lignospan sorry lidocaine" → "lidocaine",
//   brand names as their makers write them (Cavit, Ledermix, Cavitron, Nurofen, Panadol, Advil); "post op" → "Post-op";
//   "six year molars" → "6 year molars". In recogniser-style text fields a new clause starts a new sentence (as more58).
// - Appends follow more56 / more58: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "add to
//   treatment …" adds a TX item at the end, "next visit …" adds an NV item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const more85Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. Australian dentist (FDI)
  defineCase({
    id: 'ci01-au-asr-fdi-periodic-oral-exam-scale-and-clean-no-title-health-fund',
    style: 'UK',
    asr: true,
    transcript:
      'okay periodic oral exam and scale and clean no concerns today medical history no changes takes paracetamol occasionally for her back um no allergies extra oral nad intra oral soft tissues healthy bpe two two two two one two calculus lingual of the lower anteriors one seven occlusal amalgam sound two six mesial occlusal composite sound three six disto occlusal caries small four six fissure seal intact bitewings taken three six disto occlusal caries into dentine no other caries scale and clean fluoride varnish applied she asked if her health fund covers the filling told her the front desk will check her extras cover next visit disto occlusal composite three six recall six months',
    expect: {
      CC: 'Periodic oral exam and scale and clean. No concerns today',
      'MED HX': 'No changes. Takes paracetamol occasionally for her back. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2. Calculus lingual of the lower anteriors',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['26', 'MO composite sound'],
        ['36', 'DO caries small'],
        ['46', 'Fissure seal intact'],
      ],
      RADIO: 'Bitewings taken. 36 DO caries into dentine. No other caries',
      CONSULT: 'She asked if her health fund covers the filling. Told her the front desk will check her extras cover',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Scale and clean', 'Fluoride varnish applied'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ci02-au-typed-fdi-emergency-pericoronitis-extraction-of-48-lignocaine',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. Pt c/o pain LR wisdom tooth x 1 week, swelling on and off, worse last 2 days. MH: asthma (Ventolin prn), NKDA. EO: NAD, no trismus. IO: operculum distal to 48 inflamed, no pus. 48 partially erupted, large DO cavity, TTP. 47 sound. OPG: 48 mesioangular, roots clear of IAN canal. Dx: pericoronitis 48 with caries. Discussed options, pt wants it out. Consent form signed. LA: 2 x 2.2ml lignocaine 2% 1:80,000 adr, IANB right + buccal infil 48. Extraction of 48 w/ elevators + forceps, no complications. Haemostasis achieved. POIG verbal + written. Advised Panadol + Nurofen for pain, no smoking 48 hrs. Review prn.',
    expect: {
      CC: 'Emergency appt. Pain LR wisdom tooth x 1 week, swelling on and off, worse last 2 days',
      'MED HX': 'Asthma (Ventolin prn), NKDA',
      EXTRA: 'NAD, no trismus',
      INTRA: 'Operculum distal to 48 inflamed, no pus',
      DENTAL: [
        ['48', 'Partially erupted, large DO cavity, TTP'],
        ['47', 'Sound'],
      ],
      RADIO: 'OPG: 48 mesioangular, roots clear of IAN canal',
      DX: ['Pericoronitis 48 with caries'],
      CONSULT: 'Discussed options, pt wants it out. Advised Panadol + Nurofen for pain, no smoking 48 hrs',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 48'],
      TX: [
        'LA: 2 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, IANB right + buccal infiltration 48',
        'Extraction 48 w/ elevators + forceps',
        'No complications',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      'F/U': 'Review prn',
    },
  }),
  defineCase({
    id: 'ci03-au-asr-fdi-child-fissure-seal-36-46-sorry-dry-tips-cdbs-appends',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old with dad in for fissure seals on the six year molars dad says no problems medical history fit and well no allergies intra oral soft tissues healthy plaque on the lower molars three six and four six fully erupted deep fissures no caries one six and two six partially erupted seven five and eight five occlusal amalgams sound five three mobile fissure seal three six and four six under cotton rolls sorry under dry tips fluoride varnish applied dad asked about cost it's bulk billed under the cdbs he was a champ recall six months",
    appends: ['add to chart five four disto occlusal caries small', 'next visit fissure seal one six and two six when erupted'],
    expect: {
      CC: 'Fissure seals on the 6 year molars. Dad says no problems',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['36', 'Fully erupted deep fissures no caries'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
        ['75', 'O amalgams sound'],
        ['85', 'O amalgams sound'],
        ['53', 'Mobile'],
        ['54', 'DO caries small'],
      ],
      CONSULT: "Dad asked about cost. It's bulk billed under the CDBS",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fissure seal 36, 46 under dry tips', 'Fluoride varnish applied'],
      NOTES: '8 year old with dad. He was a champ',
      NV: ['Fissure seal 16, 26 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ci04-au-typed-fdi-srp-q1-q4-pocket-irrigation-furcation-health-fund',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for SRP Q1 + Q4 as planned. Gums still bleeding on brushing. MH: T2DM on metformin, HbA1c 7.4 last month, NKDA. Smoker 10/day. Full perio chart done: PD 5-7 mm 16, 17, 46, 47, BOP 48%, grade I furcation 46. 47 mobility grade 1. Dx: generalised periodontitis stage III grade C. LA: 2 x 2.2ml articaine 4% 1:100,000 adr, buccal + palatal infil Q1 + IANB right. SRP Q1 + Q4 w/ Cavitron + Gracey curettes. Chlorhexidine irrigation of pockets. OHI: interdental brushes (red + blue) + brushing 2x/day. Quit smoking advice given, pt not ready. Pt asked re health fund rebate, item numbers given. NV: SRP Q2 + Q3 in 2/52. Reassess 3/12.',
    expect: {
      CC: 'SRP Q1 + Q4 as planned. Gums still bleeding on brushing',
      'MED HX': 'T2DM on metformin, HbA1c 7.4 last month, NKDA. Smoker 10/day',
      PERIO: 'Full perio chart done: PD 5-7 mm 16, 17, 46, 47, BOP 48%, grade I furcation 46',
      DENTAL: [['47', 'Mobility grade 1']],
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT: 'Quit smoking advice given, pt not ready. Pt asked re health fund rebate, item numbers given',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration Q1 + IANB right',
        'SRP Q1 + Q4 w/ Cavitron + Gracey curettes',
        'Chlorhexidine irrigation of pockets',
        'OHI: interdental brushes (red + blue) + brushing 2x/day',
      ],
      NV: ['SRP Q2 + Q3 in 2 weeks'],
      'F/U': 'Reassess 3 months',
    },
  }),
  defineCase({
    id: 'ci05-au-asr-fdi-emergency-irreversible-pulpitis-26-extirpation-ledermix',
    style: 'UK',
    asr: true,
    transcript:
      'emergency um toothache upper left since the weekend it kept her up last night medical history no changes no allergies extra oral nad intra oral no swelling two six large disto occlusal amalgam with recurrent caries lingering pain to cold tender to percussion two seven and two five sound p a two six deep caries close to the pulp no periapical changes diagnosis symptomatic irreversible pulpitis two six talked about root canal versus extraction she wants to keep it verbal consent la two point two ml articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six rubber dam access cavity pulp extirpated from two six three canals found canals irrigated with sodium hypochlorite ledermix and a cotton pellet cavit on top occlusion checked advised nurofen and panadol alternating for pain next visit complete root canal two six in two weeks',
    expect: {
      CC: 'Emergency. Toothache upper left since the weekend. It kept her up last night',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'No swelling',
      DENTAL: [
        ['26', 'Large DO amalgam with recurrent caries lingering pain to cold tender to percussion'],
        ['27', 'Sound'],
        ['25', 'Sound'],
      ],
      RADIO: 'PA 26 deep caries close to the pulp. No periapical changes',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT:
        'Talked about root canal versus extraction. She wants to keep it. Advised Nurofen and Panadol alternating for pain',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Access cavity',
        'Pulp extirpated 26',
        '3 canals found',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and a cotton pellet',
        'Cavit on top',
        'Occlusion checked',
      ],
      NV: ['Complete RCT 26 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. Irish dentist (FDI)
  defineCase({
    id: 'ci06-ie-typed-fdi-prsi-exam-s-and-p-m-marginal-ridge-whitening-euro',
    style: 'UK',
    asr: false,
    transcript:
      'PRSI exam + S&P. No complaints. Eligibility checked, PRSI form signed. MH: no change, on Eltroxin, NKDA. EO NAD. IO: soft tissues NAD. BPE 1 2 1 / 1 1 2, OH good. 16 MO amalgam, mesial marginal ridge chipped. 26, 36 FS intact. 47 O comp sound. 38 partially erupted, no pericoronitis. BWs: no caries, bone levels normal. S&P, OHI (floss). Pt asked about whitening: quoted €350 for home kit. Recall 1 yr (next PRSI exam).',
    expect: {
      CC: 'PRSI exam + S&P. No complaints',
      'MED HX': 'No change, on Eltroxin, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 1 2 1 / 1 1 2, OH good',
      DENTAL: [
        ['16', 'MO amalgam, M marginal ridge chipped'],
        ['26', 'FS intact'],
        ['36', 'FS intact'],
        ['47', 'O comp sound'],
        ['38', 'Partially erupted, no pericoronitis'],
      ],
      RADIO: 'BWs: no caries, bone levels normal',
      CONSULT: 'Pt asked about whitening: quoted €350 for home kit',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (floss)'],
      NOTES: 'Eligibility checked, PRSI form signed',
      'F/U': 'Recall 1 yr (next PRSI exam)',
    },
  }),
  defineCase({
    id: 'ci07-ie-asr-fdi-medical-card-dtss-extraction-of-37-lignospan-sorry-lidocaine',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for a broken down tooth lower left it's been at him on and off for a few months he's a medical card patient medical history type two diabetes on metformin and a statin no allergies extra oral nad intra oral soft tissues grand three seven er grossly broken down retained roots not tender three six occlusal amalgam sound three eight missing p a three seven no periapical pathology roots separate diagnosis unrestorable three seven explained the options he wants it out it's covered on the medical card under the dtss verbal consent la two cartridges lignospan sorry lidocaine two percent one in eighty thousand adrenaline id block left plus buccal infiltration three seven extraction of three seven with elevators and forceps roots complete socket squeezed haemostasis achieved post op instructions given verbal and written review if any problems",
    expect: {
      CC: "Broken down tooth lower left. It's been at him on and off for a few months",
      'MED HX': 'Type 2 diabetes on metformin and a statin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues grand',
      DENTAL: [
        ['37', 'Grossly broken down retained roots not tender'],
        ['36', 'O amalgam sound'],
        ['38', 'Missing'],
      ],
      RADIO: 'PA 37 no periapical pathology. Roots separate',
      DX: ['Unrestorable 37'],
      CONSULT: "Explained the options. He wants it out. It's covered on the medical card under the DTSS",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 37',
        'Extraction 37 with elevators and forceps',
        'Roots complete',
        'Socket squeezed',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: "He's a medical card patient",
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'ci08-ie-typed-fdi-upper-complete-denture-fit-medical-card-warfarin-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Denture fit F/- (upper complete acrylic), medical card/DTSS. MH: no change, warfarin (INR 2.4 yesterday), NKDA. IO: upper ridge well healed, no ulcers, lower natural teeth present. 31, 41 mobility grade I. Denture inserted, retention and stability good. Slight overextension left buccal flange, trimmed + polished. Occlusion checked with articulating paper. Pt happy with appearance. Denture care instructions given. Advised to leave it out at night. Review 1/52 for ease.',
    appends: ['Add to notes: daughter drove her in today.', 'Change 1/52 to 2/52.'],
    expect: {
      CC: 'Denture fit F/- (upper complete acrylic), medical card/DTSS',
      'MED HX': 'No change, warfarin (INR 2.4 yesterday), NKDA',
      INTRA: 'Upper ridge well healed, no ulcers, lower natural teeth present',
      DENTAL: [
        ['31', 'Mobility grade I'],
        ['41', 'Mobility grade I'],
      ],
      CONSULT: 'Advised to leave it out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture inserted',
        'Retention and stability good',
        'Slight overextension left buccal flange',
        'Trimmed + polished',
        'Occlusion checked with articulating paper',
        'Denture care instructions given',
      ],
      NOTES: 'Pt happy with appearance. Daughter drove her in today',
      'F/U': 'Review 2 weeks for ease',
    },
  }),
  defineCase({
    id: 'ci09-ie-asr-fdi-emergency-chipped-11-mi-corner-prsi-no-cover-private',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she chipped her front tooth on a fork at the weekend no pain just the look of it medical history fit and well no allergies extra oral nad intra oral no soft tissue injury one one er mesial incisal corner fractured enamel and dentine no pulp exposure not mobile not tender responds to cold two one sound diagnosis uncomplicated crown fracture one one discussed a composite build up she's happy to go ahead explained prsi doesn't cover fillings it's a private fee of sixty euro no la needed etched bonded mesial incisal composite one one shade a two polished occlusion checked she's delighted with it review at her prsi exam",
    expect: {
      CC: 'Emergency. She chipped her front tooth on a fork at the weekend. No pain just the look of it',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'No soft tissue injury',
      DENTAL: [
        [
          '11',
          'MI corner fractured enamel and dentine no pulp exposure not mobile not tender responds to cold',
          'MI corner',
        ],
        ['21', 'Sound'],
      ],
      DX: ['Uncomplicated crown fracture 11'],
      CONSULT:
        "Discussed a composite build up. She's happy to go ahead. Explained PRSI doesn't cover fillings. It's a private fee of 60 euro",
      'TX TODAY': ['MI composite 11'],
      TX: ['No LA needed', 'Etched', 'Bonded', 'MI composite 11', 'Shade A2', 'Polished', 'Occlusion checked'],
      NOTES: "She's delighted with it",
      'F/U': 'Review at her PRSI exam',
    },
  }),
  defineCase({
    id: 'ci10-ie-typed-fdi-second-visit-rct-46-obturated-crown-quote-not-prsi',
    style: 'UK',
    asr: false,
    transcript:
      '2nd visit RCT 46. Asymptomatic since last visit. MH: no change, penicillin allergy. 46 temp intact, not TTP, no sinus. LA: 1 x 2.2ml articaine 4% 1:100,000 adr, IDB right + buccal infil 46. RD. Temp + Ledermix removed. Canals irrigated NaOCl 3% + EDTA. WL confirmed with apex locator. 46 obturated warm vertical with GP + AH Plus. Coronal seal: Vitrebond + Fuji IX. PA post-obturation: good length and condensation. Advised crown within 3 months, quoted €850 (not covered by PRSI). Pt will think about it. NV: crown prep 46.',
    expect: {
      CC: '2nd visit RCT 46. Asymptomatic since last visit',
      'MED HX': 'No change, penicillin allergy',
      DENTAL: [['46', 'Temp intact, not TTP, no sinus']],
      RADIO: 'PA post-obturation: good length and condensation',
      CONSULT: 'Advised crown within 3 months, quoted €850 (not covered by PRSI). Pt will think about it',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'RD',
        'Temp + Ledermix removed',
        'Canals irrigated NaOCl 3% + EDTA',
        'WL confirmed with apex locator',
        '46 obturated warm vertical with GP + AH Plus',
        'Coronal seal: Vitrebond + Fuji IX',
      ],
      NV: ['Crown prep 46'],
    },
  }),

  // ---------------------------------------------------------------- 3. Canadian dentist (FDI, North American style)
  defineCase({
    id: 'ci11-ca-asr-fdi-recall-exam-psr-i-mean-24-predetermination-nv-two-composites',
    style: 'US',
    numbering: 'fdi',
    asr: true,
    transcript:
      "recall exam no concerns medical history no changes takes ramipril no allergies extraoral within normal limits intraoral soft tissues within normal limits oral cancer screening negative psr two two two two two two generalized light calculus one six disto occlusal amalgam sound two five i mean two four mesial occlusal distal composite sound three six occlusal caries four six buccal cervical caries two bitewings taken three six occlusal caries into dentin no other caries diagnosis caries three six and four six she asked if her insurance covers white fillings on back teeth told her we'll send a predetermination next visit occlusal composite three six and buccal composite four six recall six months",
    expect: {
      CC: 'Recall exam. No concerns',
      'MED HX': 'No changes. Takes ramipril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues within normal limits. Oral cancer screening negative',
      PERIO: 'PSR 2 2 2 / 2 2 2. Generalized light calculus',
      DENTAL: [
        ['16', 'DO amalgam sound'],
        ['24', 'MOD composite sound'],
        ['36', 'O caries'],
        ['46', 'B cervical caries'],
      ],
      RADIO: '2 bitewings taken. 36 occlusal caries into dentin. No other caries',
      DX: ['Caries 36, 46'],
      CONSULT: "She asked if her insurance covers white fillings on back teeth. Told her we'll send a predetermination",
      NV: ['O composite 36', 'B composite 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ci12-ca-typed-fdi-o-composite-36-freezing-b-composite-46-without-freezing',
    style: 'US',
    numbering: 'fdi',
    asr: false,
    transcript:
      "Here for fillings 36 and 46. Med hx: no changes, NKDA. 36 O caries, asymptomatic. 46 B cervical caries, asymptomatic. Topical benzocaine. Freezing: 1 carpule articaine 4% 1:100,000 epi, left IANB. 46 done without freezing at pt's request. Rubber dam 36. Caries removed, dentin firm. Etch/bond, O composite 36 (A2). Cotton rolls 46, B composite 46 (A3). Occlusion checked, polished. Pt asked how long the freezing lasts: told her 2-3 hrs, no chewing on the left until it wears off. Recall as scheduled.",
    expect: {
      CC: 'Fillings 36 and 46',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['36', 'O caries, asymptomatic'],
        ['46', 'B cervical caries, asymptomatic'],
      ],
      CONSULT: 'Pt asked how long the freezing lasts: told her 2-3 hrs, no chewing on the left until it wears off',
      'TX TODAY': ['O composite 36', 'B composite 46'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left',
        "46 done without freezing at pt's request",
        'Rubber dam 36',
        'Caries removed',
        'Dentin firm',
        'Etch/bond',
        'O composite 36 (A2)',
        'Cotton rolls 46',
        'B composite 46 (A3)',
        'Occlusion checked',
        'Polished',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'ci13-ca-asr-fdi-emergency-pulpectomy-47-freezing-ianb-advil-calcium-hydroxide',
    style: 'US',
    numbering: 'fdi',
    asr: true,
    transcript:
      "emergency exam uh he's got severe pain lower right since thursday can't sleep advil isn't helping medical history high blood pressure on amlodipine allergic to codeine extraoral no swelling intraoral four seven large mesial occlusal distal composite lingering pain to cold tender to percussion four six and four eight sound pa four seven restoration close to the pulp widened pdl space diagnosis symptomatic irreversible pulpitis four seven options root canal then a crown or extraction he wants to save it consent form signed freezing two carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration four seven rubber dam pulpectomy four seven four canals located and irrigated with sodium hypochlorite calcium hydroxide and cavit occlusion reduced rx ibuprofen six hundred milligrams every six hours as needed next visit finish root canal four seven in two weeks",
    expect: {
      CC: "Emergency exam. He's got severe pain lower right since Thursday. Can't sleep. Advil isn't helping",
      'MED HX': 'High blood pressure on amlodipine. Allergic to codeine',
      EXTRA: 'No swelling',
      DENTAL: [
        ['47', 'Large MOD composite lingering pain to cold tender to percussion'],
        ['46', 'Sound'],
        ['48', 'Sound'],
      ],
      RADIO: 'PA 47 restoration close to the pulp. Widened PDL space',
      DX: ['Symptomatic irreversible pulpitis 47'],
      CONSULT: 'Options root canal then a crown or extraction. He wants to save it',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Pulpectomy 47'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration 47',
        'Rubber dam',
        'Pulpectomy 47',
        '4 canals located and irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Finish RCT 47 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ci14-ca-typed-fdi-surgical-extraction-38-title-from-cc-pano-appends-gelfoam',
    style: 'US',
    numbering: 'fdi',
    asr: false,
    transcript:
      'Surgical extraction 38 as planned. Pt nervous, driver present. Med hx: no changes, NKDA. 38 mesioangular, partially erupted, recurrent pericoronitis. Pano from last visit reviewed: roots close to IAN canal, no contact. Risks reviewed incl. paresthesia. Consent signed. Freezing: 2 carpules lidocaine 2% 1:100,000 epi, left IANB + buccal infil 38. Flap raised, bone removed buccally, tooth sectioned, delivered in 2 pieces. Socket irrigated with saline. 2 x 4-0 chromic gut sutures. Hemostasis achieved with gauze. POI verbal + written. Rx: ibuprofen 600 mg q6h prn. NV: post-op check 1 wk.',
    appends: ['Add to treatment: Gelfoam placed in socket.', 'Change 1 wk to 10 days.'],
    expect: {
      CC: 'Surgical extraction 38 as planned',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['38', 'Mesioangular, partially erupted, recurrent pericoronitis']],
      RADIO: 'Pano from last visit reviewed: roots close to IAN canal, no contact',
      CONSULT: 'Risks reviewed incl. paresthesia',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration 38',
        'Flap raised',
        'Bone removed buccally',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Socket irrigated with saline',
        '2 x 4-0 chromic gut sutures',
        'Hemostasis achieved with gauze',
        'POI verbal + written',
        'Rx: ibuprofen 600 mg q6h prn',
        'Gelfoam placed in socket',
      ],
      NOTES: 'Pt nervous, driver present',
      NV: ['Post-op check 10 days'],
    },
  }),
  defineCase({
    id: 'ci15-ca-asr-fdi-perio-maintenance-scratch-that-furcation-17-cavitron',
    style: 'US',
    numbering: 'fdi',
    asr: true,
    transcript:
      'three month perio maintenance she says her gums feel better since using the water flosser medical history no changes type two diabetes on metformin last a one c six point nine no allergies extraoral within normal limits intraoral soft tissues normal two six crown margins intact probing mostly three to four millimetres five millimetres on the distal of one six scratch that five millimetres on the distal of one seven and two seven bleeding on probing around ten percent light subgingival calculus grade one furcation on one seven periodontal maintenance full mouth with the cavitron and hand scalers polished flossed oral hygiene reinforced interdental brushes on the molars told her things are stable next visit perio maintenance in three months',
    expect: {
      CC: '3 month perio maintenance. She says her gums feel better since using the water flosser',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Last A1c 6.9. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO:
        'Probing mostly 3 to 4 mm. 5 mm on the distal of 17 and 27. Bleeding on probing around 10%. Light subgingival calculus. Grade 1 furcation on 17',
      DENTAL: [['26', 'Crown margins intact']],
      CONSULT: 'Told her things are stable',
      'TX TODAY': ['Periodontal maintenance'],
      TX: [
        'Periodontal maintenance full mouth with the Cavitron and hand scalers',
        'Polished',
        'Flossed',
        'Oral hygiene reinforced interdental brushes on the molars',
      ],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 4. South African / Indian-trained dentist in the UK (FDI)
  defineCase({
    id: 'ci16-za-in-typed-fdi-pain-since-3-days-extirpation-36-temp-dressing-come-after',
    style: 'UK',
    asr: false,
    transcript:
      'Pt c/o pain in lower left back tooth since 3 days, pain is there on chewing and at night also. Pt is known diabetic since 10 years on metformin, no known drug allergies. EO: no swelling, no lymphadenopathy. IO: 36 deep distal caries, TTP +ve, cold test lingering pain. 37 sound. IOPA 36: radiolucency approaching pulp, no periapical changes. Dx: irreversible pulpitis 36. Explained RCT vs extraction, patient is wanting to save the tooth. Given LA 1 x 2.2ml lidocaine 2% 1:80,000 adrenaline, IDB left. Access opened, pulp extirpated 36, canals irrigated. Temporary dressing done in 36 with Cavit. Advised to take ibuprofen 400 mg if pain. Advised to come after one week. NV: RCT continuation 36.',
    expect: {
      CC: 'Pain in lower left back tooth since 3 days, pain is there on chewing and at night also',
      'MED HX': 'Pt is known diabetic since 10 years on metformin, no known drug allergies',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['36', 'Deep D caries, TTP +ve, cold test lingering pain'],
        ['37', 'Sound'],
      ],
      RADIO: 'IOPA 36: radiolucency approaching pulp, no periapical changes',
      DX: ['Irreversible pulpitis 36'],
      CONSULT:
        'Explained RCT vs extraction, patient is wanting to save the tooth. Advised to take ibuprofen 400 mg if pain',
      'TX TODAY': ['Extirpation 36', 'Temporary dressing 36'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Access opened',
        'Pulp extirpated 36',
        'Canals irrigated',
        'Temporary dressing done 36 with Cavit',
      ],
      NV: ['RCT continuation 36'],
      'F/U': 'Advised to come after 1 week',
    },
  }),
  defineCase({
    id: 'ci17-za-in-asr-fdi-done-the-filling-46-title-from-cc-given-la-can-he-eat',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for filling on four six as planned no new complaints medical history um hypertension taking amlodipine no allergies four six occlusal caries dentine involved no pain four seven sound given la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four six isolation with cotton rolls caries removed completely no pulp exposure bonding done composite placed and cured done the filling checked the bite polishing done patient is asking can he eat told him wait till numbness goes advised to come after six months for check up',
    expect: {
      CC: 'Filling on 46 as planned. No new complaints',
      'MED HX': 'Hypertension taking amlodipine. No allergies',
      DENTAL: [
        ['46', 'O caries dentine involved no pain'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Patient is asking can he eat. Told him wait till numbness goes',
      'TX TODAY': ['Filling 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Isolation with cotton rolls',
        'Caries removed completely',
        'No pulp exposure',
        'Bonding done',
        'Composite placed and cured',
        'Done the filling',
        'Checked the bite',
        'Polishing done',
      ],
      'F/U': 'Advised to come after 6 months for check up',
    },
  }),
  defineCase({
    id: 'ci18-za-in-typed-fdi-check-up-oral-prophylaxis-recession-kindly-revert',
    style: 'UK',
    asr: false,
    transcript:
      'Routine check up and cleaning. No complaints as such. Pt is having sensitivity in lower front teeth since 2 months on cold. MH: asthma, uses Ventolin inhaler, NKDA. Smoker, 5 cig/day. EO: NAD. IO: soft tissues normal, generalised extrinsic stains present. BPE 2 2 2 / 3 2 2. 2 mm buccal recession 31, 41. 46 MO amalgam intact. 25 DO composite, marginal leakage present. BW: no interproximal caries, horizontal bone loss lower anteriors. Oral prophylaxis done with ultrasonic scaler. OHI given. Advised soft brush and Sensodyne. Advised to quit smoking. Kindly revert if sensitivity persists. Recall after 6 months.',
    expect: {
      CC: 'Routine check up and cleaning. No complaints as such. Pt is having sensitivity in lower front teeth since 2 months on cold',
      'MED HX': 'Asthma, uses Ventolin inhaler, NKDA. Smoker, 5 cig/day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues normal, generalised extrinsic stains present',
      PERIO: 'BPE 2 2 2 / 3 2 2. 2 mm buccal recession 31, 41',
      DENTAL: [
        ['46', 'MO amalgam intact'],
        ['25', 'DO composite, marginal leakage present'],
      ],
      RADIO: 'BW: no interproximal caries, horizontal bone loss lower anteriors',
      CONSULT: 'Advised soft brush and Sensodyne. Advised to quit smoking',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Oral prophylaxis done with ultrasonic scaler', 'OHI given'],
      'F/U': 'Kindly revert if sensitivity persists. Recall after 6 months',
    },
  }),
  defineCase({
    id: 'ci19-za-in-asr-fdi-abscess-17-extraction-done-sorry-acute-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      'patient is having pain and swelling in upper right back tooth since three days pain is more at night medical history known hypertensive on losartan allergic to penicillin extra oral mild swelling right cheek no lymph nodes palpable intra oral vestibule swollen in the upper right one seven grossly decayed only roots are remaining tender on percussion one six and one eight sound iopa one seven periapical radiolucency diagnosis chronic apical abscess one seven sorry acute apical abscess one seven explained to patient tooth is not restorable patient agreed for extraction written consent taken given la two cartridges lidocaine two percent one in eighty thousand adrenaline buccal and palatal infiltration one seven extraction of one seven done with forceps all roots removed socket irrigated with saline pressure pack given bleeding stopped post extraction instructions given prescribed metronidazole four hundred milligrams three times a day for five days and paracetamol advised to come after one week for review',
    appends: ['add to notes patient was very anxious her husband came with her', 'change one week to five days'],
    expect: {
      CC: 'Patient is having pain and swelling in upper right back tooth since 3 days. Pain is more at night',
      'MED HX': 'Known hypertensive on losartan. Allergic to penicillin',
      EXTRA: 'Mild swelling right cheek. No lymph nodes palpable',
      INTRA: 'Vestibule swollen in the upper right',
      DENTAL: [
        ['17', 'Grossly decayed only roots are remaining tender on percussion'],
        ['16', 'Sound'],
        ['18', 'Sound'],
      ],
      RADIO: 'IOPA 17 periapical radiolucency',
      DX: ['Acute apical abscess 17'],
      CONSULT: 'Explained to patient tooth is not restorable. Patient agreed for extraction',
      CONSENT: 'Written consent taken',
      'TX TODAY': ['Extraction 17'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 17',
        'Extraction 17 done with forceps',
        'All roots removed',
        'Socket irrigated with saline',
        'Pressure pack given',
        'Bleeding stopped',
        'Post extraction instructions given',
        'Prescribed metronidazole 400 mg 3 times a day for 5 days and paracetamol',
      ],
      NOTES: 'Patient was very anxious. Her husband came with her',
      'F/U': 'Advised to come after 5 days for review',
    },
  }),
  defineCase({
    id: 'ci20-za-in-typed-fdi-do-composite-14-amalgam-partly-lost-recurrent-d-caries',
    style: 'UK',
    asr: false,
    transcript:
      'C/o food lodgement in upper right region since 1 week, old filling broken. No pain. MH: hypothyroidism on thyroxine 50 mcg, NKDA. IO: 14 DO amalgam partly lost, recurrent caries distal. 15 MO composite intact. 13 sound. Explained options: composite or GIC, patient is opting for composite. No LA required as per patient. Old amalgam removed 14, caries excavated, DO cavity prepared. Matrix band and wedge placed. Etch, bond, DO composite restoration done 14 (A3). Occlusion checked, high point adjusted. Finishing and polishing done. Advised to avoid hard and sticky food for 24 hrs. Recall after 6 months.',
    expect: {
      CC: 'Food lodgement in upper right region since 1 week, old filling broken. No pain',
      'MED HX': 'Hypothyroidism on thyroxine 50 mcg, NKDA',
      DENTAL: [
        ['14', 'DO amalgam partly lost, recurrent D caries'],
        ['15', 'MO composite intact'],
        ['13', 'Sound'],
      ],
      CONSULT:
        'Explained options: composite or GIC, patient is opting for composite. Advised to avoid hard and sticky food for 24 hrs',
      'TX TODAY': ['DO composite 14'],
      TX: [
        'No LA required as per patient',
        'Old amalgam removed 14',
        'Caries excavated',
        'DO cavity prepared',
        'Matrix band and wedge placed',
        'Etch',
        'Bond',
        'DO composite restoration done 14 (A3)',
        'Occlusion checked',
        'High point adjusted',
        'Finishing and polishing done',
      ],
      'F/U': 'Recall after 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. US dentist trained abroad (Universal)
  defineCase({
    id: 'ci21-us-abroad-asr-periodic-exam-prophy-no-complain-incipient-19-watch',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy patient has no complain today medical history no change she is taking metformin for diabetes and lisinopril no allergies to medicines extraoral within normal limits intraoral within normal limits psr two two one two two two uh light plaque on lower anterior lingual number three has mesial occlusal amalgam in good condition on number fourteen there is old crown margins okay number nineteen distal occlusal caries small number thirty sound four bitewings taken caries on nineteen distal into enamel only diagnosis incipient caries number nineteen prophy done fluoride varnish applied explained to patient we watch nineteen for now she must floss more recall six months recheck nineteen',
    expect: {
      CC: 'Periodic exam and prophy. Patient has no complain today',
      'MED HX': 'No change. She is taking metformin for diabetes and lisinopril. No allergies to medicines',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 1 / 2 2 2. Light plaque on lower anterior lingual',
      DENTAL: [
        ['3', 'MO amalgam in good condition'],
        ['14', 'Old crown margins okay'],
        ['19', 'DO caries small'],
        ['30', 'Sound'],
      ],
      RADIO: '4 bitewings taken. Caries on #19 distal into enamel only',
      DX: ['Incipient caries #19'],
      CONSULT: 'Explained to patient we watch #19 for now. She must floss more',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy done', 'Fluoride varnish applied'],
      'F/U': 'Recall 6 months recheck #19',
    },
  }),
  defineCase({
    id: 'ci22-us-abroad-typed-finish-root-canal-30-obturation-done-patient-understand',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient is here for finish root canal #30. Since last visit no pain, only little sensitive when chewing first 2 days. Med hx: no changes, NKDA. #30 temporary is intact, not tender on percussion. Anesthesia 1 carpule lidocaine 2% 1:100,000 epi, IANB right. Rubber dam placed. Temporary and calcium hydroxide removed, canals irrigated with NaOCl 5.25%. Master cones fitted and confirmed with PA. Obturation done #30 with gutta percha and AH Plus, lateral condensation. Core build-up with composite. PA final: obturation is good, no voids. Explained to patient that crown is necessary in 1 month otherwise tooth can break. Patient understand and agree. Next visit crown prep #30.',
    expect: {
      CC: 'Finish root canal #30. Since last visit no pain, only little sensitive when chewing first 2 days',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['30', 'Temporary is intact, not tender on percussion']],
      RADIO: 'PA final: obturation is good, no voids',
      CONSULT:
        'Explained to patient that crown is necessary in 1 month otherwise tooth can break. Patient understand and agree',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam placed',
        'Temporary and calcium hydroxide removed',
        'Canals irrigated with NaOCl 5.25%',
        'Master cones fitted and confirmed with PA',
        'Obturation done #30 with gutta percha and AH Plus',
        'Lateral condensation',
        'Core build-up with composite',
      ],
      NV: ['Crown prep #30'],
    },
  }),
  defineCase({
    id: 'ci23-us-abroad-asr-emergency-broken-18-extraction-clindamycin-come-back',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency patient is complaining of pain and little bit swelling on lower left since one week medical history he has high cholesterol taking atorvastatin allergic to amoxicillin extraoral little swelling left side of face no fever intraoral number eighteen big cavity on distal tooth is broken below the gum tender on percussion number seventeen missing number nineteen crown is okay pa of number eighteen radiolucency on apex of distal root diagnosis nonrestorable number eighteen with apical abscess i explained to patient root canal is not possible because tooth is broken too much better to do extraction patient agree consent form signed two carpules articaine four percent one to one hundred thousand epi uh left ianb and buccal infiltration number eighteen extraction number eighteen with forceps and elevator tooth came out complete gauze pressure post op instructions was given to patient prescription clindamycin three hundred milligrams four times per day seven days and ibuprofen six hundred milligrams as needed come back in one week for check',
    expect: {
      CC: 'Emergency. Pain and little bit swelling on lower left since 1 week',
      'MED HX': 'He has high cholesterol taking atorvastatin. Allergic to amoxicillin',
      EXTRA: 'Little swelling left side of face. No fever',
      DENTAL: [
        ['18', 'Big D cavity tooth is broken below the gum tender on percussion'],
        ['17', 'Missing'],
        ['19', 'Crown is okay'],
      ],
      RADIO: 'PA of #18 radiolucency on apex of distal root',
      DX: ['Nonrestorable #18 with apical abscess'],
      CONSULT:
        'I explained to patient root canal is not possible because tooth is broken too much. Better to do extraction. Patient agree',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction #18'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #18',
        'Extraction #18 with forceps and elevator',
        'Tooth came out complete',
        'Gauze pressure',
        'Post-op instructions was given to patient',
        'Prescription clindamycin 300 mg 4 times per day 7 days and ibuprofen 600 mg as needed',
      ],
      'F/U': 'Come back in 1 week for check',
    },
  }),
  defineCase({
    id: 'ci24-us-abroad-typed-crown-prep-14-latex-allergy-zirconia-insurance-temp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient is here for crown on #14, was done root canal 2 months ago in other office. No pain. Med hx: no changes, allergy to latex. #14 RCT with big MOD composite, buccal cusp is cracked. #13 sound. #15 missing. PA: root canal filling is good, no lesion. Explained to patient the options: crown zirconia or PFM, patient choose zirconia. Cost $1,200, insurance cover 50%. Consent signed. 2 carpules articaine 4% 1:100,000 epi, buccal and palatal infiltration #14. Non-latex gloves and dam used. Crown prep #14, core build-up with composite first. Retraction cord placed. Digital scan with iTero. Temp crown made with Protemp, cemented with TempBond. Occlusion checked. Next visit crown seat #14 in 2 weeks.',
    expect: {
      CC: 'Crown on #14, was done root canal 2 months ago in other office. No pain',
      'MED HX': 'No changes, allergy to latex',
      DENTAL: [
        ['14', 'RCT with big MOD composite, B cusp is cracked'],
        ['13', 'Sound'],
        ['15', 'Missing'],
      ],
      RADIO: 'PA: root canal filling is good, no lesion',
      CONSULT:
        'Explained to patient the options: crown zirconia or PFM, patient choose zirconia. Cost $1,200, insurance cover 50%',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #14', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Non-latex gloves and dam used',
        'Crown prep #14',
        'Core build-up with composite first',
        'Retraction cord placed',
        'Digital scan with iTero',
        'Temp crown made with Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
      ],
      NV: ['Crown fit #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ci25-us-abroad-asr-new-lower-partial-denture-adjusted-clasp-29-she-have',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient came in with her new lower partial denture hurting since three days on the right side when she is eating medical history no changes she have osteoporosis taking alendronate no allergies intraoral there is sore spot on lingual of lower right ridge near number thirty denture clasp on number twenty nine is too tight upper full denture is fine number twenty nine and twenty two sound um pressure indicating paste used found high spot on lingual flange adjusted the denture with acrylic bur and polished twenty nine clasp loosened little bit patient says feels much better told her use salt water rinse and take out denture at night come back in one week if still sore',
    expect: {
      CC: 'Her new lower partial denture hurting since 3 days on the right side when she is eating',
      'MED HX': 'No changes. She have osteoporosis taking alendronate. No allergies',
      INTRA:
        'There is sore spot on lingual of lower right ridge near #30. Denture clasp on #29 is too tight. Upper full denture is fine',
      DENTAL: [
        ['29', 'Sound'],
        ['22', 'Sound'],
      ],
      CONSULT: 'Told her use salt water rinse and take out denture at night',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste used',
        'Found high spot on lingual flange',
        'Adjusted the denture with acrylic bur and polished',
        '#29 clasp loosened little bit',
      ],
      NOTES: 'Patient says feels much better',
      'F/U': 'Come back in 1 week if still sore',
    },
  }),

  // ---------------------------------------------------------------- 6. New Zealand dental therapist, children (FDI primary)
  defineCase({
    id: 'ci26-nz-typed-fdi-therapist-6yo-routine-exam-bws-nv-hall-crown-74',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam. 6 y/o, came with mum. No concerns. MH: eczema, NKDA. EO: NAD. IO: soft tissues healthy. Plaque on upper incisors. 55, 65 sound. 74 DO caries. 84 O caries, early. 75, 85 sound. 36, 46 erupting. 51 mobile, 11 erupting palatally. BWs: 74 D caries into dentine, 84 O enamel only. Dx: caries 74, 84. High caries risk. Diet advice given to mum: water and milk only between meals, no juice in lunchbox. Fluoride varnish applied. TBI with mum (pea-sized 1000 ppm toothpaste). NV: Hall crown 74. Recall 6/12.',
    expect: {
      CC: 'Routine exam. No concerns',
      'MED HX': 'Eczema, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on upper incisors',
      DENTAL: [
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['74', 'DO caries'],
        ['84', 'O caries, early'],
        ['75', 'Sound'],
        ['85', 'Sound'],
        ['36', 'Erupting'],
        ['46', 'Erupting'],
        ['51', 'Mobile'],
        ['11', 'Erupting palatally'],
      ],
      RADIO: 'BWs: 74 D caries into dentine, 84 O enamel only',
      DX: ['Caries 74, 84', 'High caries risk'],
      CONSULT: 'Diet advice given to mum: water and milk only between meals, no juice in lunchbox',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'TBI with mum (pea-sized 1000 ppm toothpaste)'],
      NOTES: '6 y/o, came with mum',
      NV: ['SSC 74'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ci27-nz-asr-fdi-therapist-hall-crown-74-nana-size-sorry-appends-chart-nv',
    style: 'UK',
    asr: true,
    transcript:
      "seven year old came in with her nana for the hall crown on seven four nana says she's been fine no toothache medical history fit and well no allergies seven four disto occlusal caries not tender no swelling seven five sound no anaesthetic needed orthodontic separator removed size four sorry size five hall crown seven four cemented with glass ionomer excess removed she bit down on a cotton roll occlusion a bit high as expected told nana it'll settle in a few weeks fluoride varnish on the other molars she was awesome",
    appends: [
      'add to chart eight four occlusal caries into enamel',
      'next visit fissure sealants three six and four six in six months',
    ],
    expect: {
      CC: "Hall crown on 74. Nana says she's been fine. No toothache",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['74', 'DO caries not tender no swelling'],
        ['75', 'Sound'],
        ['84', 'O caries into enamel'],
      ],
      CONSULT: "Told nana it'll settle in a few weeks",
      'TX TODAY': ['SSC 74', 'Fluoride varnish'],
      TX: [
        'No anaesthetic needed',
        'Orthodontic separator removed',
        'Size 5 Hall crown 74 cemented with glass ionomer',
        'Excess removed',
        'She bit down on a cotton roll',
        'Occlusion a bit high as expected',
        'Fluoride varnish on the other molars',
      ],
      NOTES: '7 year old came in with her nana. She was awesome',
      NV: ['Fissure sealants 36, 46 in 6 months'],
    },
  }),
  defineCase({
    id: 'ci28-nz-typed-fdi-therapist-4yo-first-visit-ecc-sdf-hospital-referral-ga',
    style: 'UK',
    asr: false,
    transcript:
      'First visit. 4 y/o, came with dad and older sister. Dad noticed black spots on top front teeth, has a bottle of milk at night. MH: fit and well, NKDA. Knee-to-knee exam. Soft tissues NAD. 51, 61 cavitated caries. 52, 62 early caries. 54, 64 O caries into dentine. 74, 84 sound. Dx: early childhood caries. SDF applied 51, 52, 61, 62. Fluoride varnish to remaining teeth. Dad advised: water only in bottle at night, brush 2x/day with 1000 ppm toothpaste, lift the lip weekly. Referral to hospital dental service for extraction of 54, 64 under GA. Review 3/12.',
    expect: {
      CC: 'First visit. Dad noticed black spots on top front teeth, has a bottle of milk at night',
      'MED HX': 'Fit and well, NKDA',
      INTRA: 'Knee-to-knee exam. Soft tissues NAD',
      DENTAL: [
        ['51', 'Cavitated caries'],
        ['61', 'Cavitated caries'],
        ['52', 'Early caries'],
        ['62', 'Early caries'],
        ['54', 'O caries into dentine'],
        ['64', 'O caries into dentine'],
        ['74', 'Sound'],
        ['84', 'Sound'],
      ],
      DX: ['Early childhood caries'],
      CONSULT:
        'Dad advised: water only in bottle at night, brush 2x/day with 1000 ppm toothpaste, lift the lip weekly',
      'TX TODAY': ['SDF 51, 52, 61, 62', 'Fluoride varnish'],
      TX: ['SDF applied 51, 52, 61, 62', 'Fluoride varnish to remaining teeth'],
      'TX PLAN': ['Referral to hospital dental service for extraction 54, 64 under GA'],
      NOTES: '4 y/o, came with dad and older sister',
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'ci29-nz-asr-fdi-therapist-9yo-abscess-85-extraction-of-85-gum-boil',
    style: 'UK',
    asr: true,
    transcript:
      "nine year old came in with mum for the sore tooth lower right it's been sore on and off for two weeks gum's puffy too medical history asthma uses her inhaler before sport no allergies extra oral no swelling nodes not palpable intra oral small gum boil buccal to eight five eight five grossly carious mobile grade two tender periapical eight five furcation radiolucency four five developing normally diagnosis chronic apical abscess eight five discussed with mum um extraction is best mum happy to go ahead verbal consent from mum topical la one cartridge lignocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration eight five extraction of eight five with forceps roots complete haemostasis achieved post op instructions given to mum she was really brave review at her next check",
    expect: {
      CC: "Sore tooth lower right. It's been sore on and off for 2 weeks. Gum's puffy too",
      'MED HX': 'Asthma. Uses her inhaler before sport. No allergies',
      EXTRA: 'No swelling. Nodes not palpable',
      INTRA: 'Small gum boil buccal to 85',
      DENTAL: [['85', 'Grossly carious mobile grade 2 tender']],
      RADIO: 'Periapical 85 furcation radiolucency. 45 developing normally',
      DX: ['Chronic apical abscess 85'],
      CONSULT: 'Discussed with mum extraction is best. Mum happy to go ahead',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Extraction 85'],
      TX: [
        'Topical',
        'LA: 1 cartridge lignocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 85',
        'Extraction 85 with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to mum',
      ],
      NOTES: '9 year old came in with mum. She was really brave',
      'F/U': 'Review at her next check',
    },
  }),
  defineCase({
    id: 'ci30-nz-typed-fdi-therapist-12yo-recall-fs-second-molars-55-retained-opg-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Recall + FS 2nd molars. 12 y/o, came with mum. No issues. MH: ADHD on methylphenidate, NKDA. IO: soft tissues healthy. Mild gingivitis lower anteriors. 17, 27, 37, 47 erupted, deep fissures. 36 O composite intact. 46 FS intact. 55 retained, 15 not yet erupted. BWs: no caries. Fissure sealants 17, 27, 37, 47 under cotton rolls. Fluoride varnish applied. OHI: gum line brushing + flossing. Pt quiet but cooperative. Plan: OPG at next check re 55. Recall 12/12.',
    expect: {
      CC: 'Recall + FS 2nd molars. No issues',
      'MED HX': 'ADHD on methylphenidate, NKDA',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Mild gingivitis lower anteriors',
      DENTAL: [
        ['17', 'Erupted, deep fissures'],
        ['27', 'Erupted, deep fissures'],
        ['37', 'Erupted, deep fissures'],
        ['47', 'Erupted, deep fissures'],
        ['36', 'O composite intact'],
        ['46', 'FS intact'],
        ['55', 'Retained'],
        ['15', 'Not yet erupted'],
      ],
      RADIO: 'BWs: no caries',
      'TX TODAY': ['Fissure sealants 17, 27, 37, 47', 'Fluoride varnish', 'OHI'],
      TX: [
        'Fissure sealants 17, 27, 37, 47 under cotton rolls',
        'Fluoride varnish applied',
        'OHI: gum line brushing + flossing',
      ],
      'TX PLAN': ['OPG at next check re 55'],
      NOTES: '12 y/o, came with mum. Pt quiet but cooperative',
      'F/U': 'Recall 12 months',
    },
  }),
];
