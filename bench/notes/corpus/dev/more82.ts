// An eighty-second development batch (ids cf01–cf30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is notes written in a structured way:
// SOAP notes ("S:", "O:", "A:", "P:" typed, or "subjective … objective … assessment … plan" said aloud), practice-software
// templates with their own labels ("Reason for visit:", "Findings:", "Procedure:", "Post-op:", "Next appt:"), numbered
// lists of treatment steps ("1) … 2) …", "step one … step two", a spoken "plan one … two … three …") and clinicians who
// say those labels aloud to the recogniser, over everyday visits of every kind: check-ups with charting and radiographs,
// fillings, a crown prep and a crown seat, root canals, extractions, hygiene and periodontal visits, children, emergencies
// and consultations. Five clinicians:
//   cf01–cf06 a UK general dentist who writes SOAP notes (FDI; cf02, cf04, cf06 recogniser-style, cf01, cf03, cf05
//     typed): a typed SOAP recall with charting and bitewings, a spoken-SOAP emergency extirpation, a typed template
//     MO composite, a spoken-template crown prep with two LA lines and "sorry" (appended dictation), a terse SOAP child
//     check-up with varnish, a new-patient exam with a spoken numbered plan and no treatment;
//   cf07–cf11 a UK dentist using a Palmer template (Palmer; cf08, cf10, cf11 recogniser-style with Palmer words, cf07,
//     cf09 typed UR6 shorthand): an extraction on warfarin, a spoken-template check-up with bitewings and S&P, a numbered
//     single-visit RCT (obturation), a spoken-SOAP child extraction of a primary molar (appended dictation), a terse
//     spoken-template denture ease;
//   cf12–cf15 a UK hygienist / therapist and dentist (FDI; cf13, cf15 recogniser-style, cf12, cf14 typed): a numbered RSD
//     visit, a child's fissure sealants said as "step one … step six", a SOAP dry socket (appended dictation), a long
//     spoken-template check-up with a nurse aside, "sorry", varnish and a patient's question;
//   cf16–cf23 a US general dentist and endodontist (Universal; cf17, cf19, cf21, cf23 recogniser-style, cf16, cf18, cf20,
//     cf22 typed): a SOAP periodic exam with a numbered treatment plan, a spoken-SOAP cracked tooth, a template SRP, a
//     spoken-template surgical extraction, a child's SOAP pulpotomy, SSC and composite (appended dictation, primary
//     letters), a spoken-template periodontal maintenance, a numbered endodontic note with two LA lines, a spoken
//     implant consultation;
//   cf24–cf30 a US general and paediatric practice (Universal with primary letters; cf25, cf27, cf29 recogniser-style,
//     cf24, cf26, cf28, cf30 typed): a numbered crown seat (appended dictation), a spoken-template O composite, a terse
//     SOAP post-op check, a child's spoken-template check-up, a toddler's SOAP SDF visit with a numbered plan, a spoken-SOAP
//     crown fracture, a child's numbered sealant visit.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal, primary letters in cf20, cf27, cf28, cf30); 15 recogniser-style (lower case,
// number words, fillers, no punctuation: cf02, cf04, cf06, cf08, cf10, cf11, cf13, cf15, cf17, cf19, cf21, cf23, cf25,
// cf27, cf29) and 15 typed (SOAP lines, template lines and numbered steps, some with new lines); 22 to 187 words (three
// under 30: cf05, cf11, cf26; most 50 to 160; cf15 and cf22 the longest at 179 and 187); five cases with appended dictation
// (cf04 recogniser "add to chart …" / "add to notes …"; cf10 recogniser "add to treatment …" / "add to notes …"; cf14
// typed "Add to notes: …" / "Change 3/7 to 2/7."; cf20 typed "Add to chart: …" / "Add to notes: …"; cf24 typed "Add to
// notes: …" / "Change 2 months to 3 months."). DENTAL in 25 cases (not cf11, cf12, cf21, cf24, cf26).
//
// Judgement calls where the contract was silent:
// - SOAP labels ("S:", "O:", "A:", "P:", and "subjective", "objective", "assessment", "plan" said aloud) only name a
//   section, so they are dropped where they open a clause (rule 5's principle; "plan" is also a TX PLAN header). What
//   follows goes to the fields by its meaning: the subjective part to CC / MED HX, the objective part to EXTRA / INTRA /
//   PERIO / DENTAL / RADIO, the assessment to DX, and under the plan label today's steps to TX ("P: Today S&P, OHI",
//   "P: N2O 30% … SSC #T size 5", "plan no anesthetic covered the exposed dentin …"), advice and decisions to CONSULT,
//   future treatment to TX PLAN / NV and the recall to F/U. "Today" after "P:" is the TX header and goes too.
// - Template labels that only name a section ("Findings:", "Procedure:", spoken "findings", "procedure") are dropped
//   like the table's headers. "Reason for visit" is the CC header, "Next appt:" / "next appointment" the NV header,
//   "Perio" the PERIO header; "Radiographs:" / spoken "radiographs" followed by a type ("bitewings", "2 BWX", "two
//   bitewings", "PA") is dropped, "Radiographs not possible (cooperation)" keeps its word.
// - "Post-op:" carries content (these are the post-operative instructions), so it stays with its item in TX as more56
//   kept "POI: …"; spoken "post op instructions …" is "Post-op instructions …". Advice given outside that label
//   ("Advised paracetamol not ibuprofen", "Sensodyne Repair advised", "Analgesia advice: …", "soft diet for a week") is
//   CONSULT (as more58).
// - "Consent: written" / "Consent: verbal + written after …" keep their word, as CONSENT has no dropped header words;
//   "Follow-up: PA #30 in 6 months" and "Recall: 6 months, recheck #B, #I" likewise keep theirs in F/U.
// - Numbered steps ("1) … 2) …", "step one … step six", the spoken "plan one hygienist … two … three … four …"): the
//   markers go and each number starts a new item; a numbered "Tx plan: 1) … 2) …" is TX PLAN. Semicolons in a typed run
//   cut items like commas ("Today: SDF #D, #E, #F, #G; fluoride varnish; OHI + …"), never inside a list of teeth.
// - An assessment that is a risk or healing statement ("low caries risk", "high caries risk", "normal healing") is DX.
// - A referral back to the referring dentist ("Return to general dentist for core buildup + crown …") is TX PLAN.
// - "Patient reports …" keeps its words in the CC ("reports" is no header word). Age and who came are NOTES, also when
//   typed in the S: line ("6 y/o w/ mum for check-up" → NOTES "6 y/o w/ mum", CC "Check-up, …").
// - Titles: a single-visit RCT whose steps say "Obturated" is "Obturation" (as more56); a crown seat whose steps only say
//   "tried in … Cemented w/ …" takes "Crown fit #19" from the CC (as more58 bh15); "surgical extraction of thirty two" is
//   "Surgical extraction #32" (connecting word before the tooth goes); "denture eased at the upper right flange" is
//   "Denture adjustment"; "Duraphat varnish 26" is "Fluoride varnish 26"; socket and canal irrigation, Alvogyl, Arestin,
//   Gluma, Vitrebond over exposed dentine, N2O, occlusal adjustment and a composite core are no titles; "SDF #D, #E, #F, #G"
//   keeps its teeth.
// - "Plaque on upper anteriors" is PERIO (as more58 bh23); a socket ("38 socket empty …") and a swelling "next to LLE"
//   are INTRA with no chart entry (rule 7); a fracture said as a finding gives fracture "Crown" / "ML cusp"; a
//   diagnosis "enamel dentin fracture #8" is DX only.
// - Appends follow more56 / more58: "add to chart …" adds a DENTAL entry at the end, "add to notes …" adds to NOTES,
//   "add to treatment …" adds a TX item at the end (and its title), "Change X to Y" edits the one place X is said.
// - Nurse asides ("could you pop the bitewing holders out please thanks") are dropped; in recogniser-style text fields a
//   new clause starts a new sentence and chart conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more82Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, SOAP notes (FDI)
  defineCase({
    id: 'cf01-uk-typed-fdi-soap-recall-charting-bws-today-s-and-p-nv-do-comp-36',
    style: 'UK',
    asr: false,
    transcript:
      'S: Routine exam, no problems. MH: no change, asthma (salbutamol PRN), NKDA. Smoker 10/day.\nO: EO NAD. IO: soft tissues NAD, oral cancer screen clear. BPE 2 2 2 / 2 1 2. 16 MOD amalgam, D margin ditched. 26 O comp sound. 36 DO caries. 46 crown, margins OK. 18, 28 missing. BWs (R+L) grade 1: 36 D caries into dentine, no other caries.\nA: Caries 36. Gingivitis.\nP: Today S&P, OHI. Smoking cessation advice, pt not ready to quit. Next appt: DO comp 36. Recall 6/12.',
    expect: {
      CC: 'Routine exam, no problems',
      'MED HX': 'No change, asthma (salbutamol PRN), NKDA. Smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['16', 'MOD amalgam, D margin ditched'],
        ['26', 'O comp sound'],
        ['36', 'DO caries'],
        ['46', 'Crown, margins OK'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      RADIO: 'BWs (R+L) grade 1: 36 D caries into dentine, no other caries',
      DX: ['Caries 36', 'Gingivitis'],
      CONSULT: 'Smoking cessation advice, pt not ready to quit',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      NV: ['DO composite 36'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cf02-uk-asr-fdi-spoken-soap-emergency-irreversible-pulpitis-extirpation-46',
    style: 'UK',
    asr: true,
    transcript:
      'subjective um pain lower right for three days keeps her up at night worse with hot drinks painkillers helping a bit medical history no changes no allergies objective extra oral nad intra oral soft tissues nad four six large disto occlusal amalgam with distal caries tender to percussion ethyl chloride lingering pain four seven sound pa four six deep distal caries close to the pulp widened pdl space no periapical radiolucency assessment symptomatic irreversible pulpitis four six plan discussed root canal or extraction she wants to keep it verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right and buccal infiltration four six rubber dam access pulp extirpated four six canals irrigated with sodium hypochlorite ledermix and cavit post op instructions given next appointment complete root canal four six in two weeks',
    expect: {
      CC: 'Pain lower right for 3 days. Keeps her up at night. Worse with hot drinks. Painkillers helping a bit',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['46', 'Large DO amalgam with D caries tender to percussion ethyl chloride lingering pain'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 deep distal caries close to the pulp. Widened PDL space. No periapical radiolucency',
      DX: ['Symptomatic irreversible pulpitis 46'],
      CONSULT: 'Discussed root canal or extraction. She wants to keep it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam',
        'Access',
        'Pulp extirpated 46',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cf03-uk-typed-fdi-template-reason-findings-procedure-post-op-mo-comp-25',
    style: 'UK',
    asr: false,
    transcript:
      'Reason for visit: filling 25 (MO), from exam 2/52 ago.\nMH: reviewed, no change. NKDA.\nFindings: 25 MO caries, not TTP. 24 sound.\nProcedure: LA 1 x 2.2ml articaine 4% 1:100,000 adrenaline buccal + palatal infil 25. Cotton wool rolls, dry guard. Caries removed, dentine firm. Sectional matrix, wedge. Etch, bond. MO composite 25, shade A3. Occlusion checked, polished.\nPost-op: avoid hot drinks until numbness wears off.\nNext appt: S&P with hygienist in 4/52.',
    expect: {
      CC: 'Filling 25 (MO), from exam 2 weeks ago',
      'MED HX': 'Reviewed, no change. NKDA',
      DENTAL: [
        ['25', 'MO caries, not TTP'],
        ['24', 'Sound'],
      ],
      'TX TODAY': ['MO composite 25'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 25',
        'Cotton wool rolls',
        'Dry guard',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix',
        'Wedge',
        'Etch',
        'Bond',
        'MO composite 25',
        'Shade A3',
        'Occlusion checked',
        'Polished',
        'Post-op: avoid hot drinks until numbness wears off',
      ],
      NV: ['Scale and polish with hygienist in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cf04-uk-asr-fdi-spoken-template-crown-prep-36-idb-sorry-left-appends-chart-notes',
    style: 'UK',
    asr: true,
    transcript:
      'reason for visit crown prep three six after the root canal last month no problems since medical history no changes takes omeprazole no allergies findings three six root filled large mesial occlusal distal composite not tender three five and three seven sound procedure la one cartridge lidocaine two percent one in eighty thousand adrenaline id block right sorry id block left er and one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six composite core reduced crown prep three six for a full gold crown retraction cord impressions in silicone bite registration temporary crown in protemp cemented with tempbond post op instructions given next appointment crown fit three six in two weeks',
    appends: ['add to chart three four distal composite sound', "add to notes he'd like a morning appointment for the fit"],
    expect: {
      CC: 'Crown prep 36 after the root canal last month. No problems since',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['36', 'Root filled large MOD composite not tender'],
        ['35', 'Sound'],
        ['37', 'Sound'],
        ['34', 'D composite sound'],
      ],
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Composite core reduced',
        'Crown prep 36 for a full gold crown',
        'Retraction cord',
        'Impressions in silicone',
        'Bite registration',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Post-op instructions given',
      ],
      NOTES: "He'd like a morning appointment for the fit",
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cf05-uk-typed-fdi-terse-soap-child-check-up-fv-low-caries-risk',
    style: 'UK',
    asr: false,
    transcript:
      'S: 6 y/o w/ mum for check-up, no concerns. O: 55, 65 sound, 75 O caries arrested. A: low caries risk. P: FV applied. Recall 12/12.',
    expect: {
      CC: 'Check-up, no concerns',
      DENTAL: [
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['75', 'O caries arrested'],
      ],
      DX: ['Low caries risk'],
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV applied'],
      NOTES: '6 y/o w/ mum',
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'cf06-uk-asr-fdi-new-patient-exam-opg-bws-spoken-numbered-plan-no-treatment',
    style: 'UK',
    asr: true,
    transcript:
      "new patient exam moved to the area wants a check up and hasn't been for three years medical history type two diabetes on metformin no allergies non smoker extra oral nad intra oral soft tissues nad bpe three two three three two three bleeding on probing charting one seven missing one six occlusal amalgam sound two six mesial occlusal caries three six crown four six large disto occlusal composite with recurrent caries tender to percussion opg and bitewings both grade one there's mesial caries into dentine on two six periapical radiolucency on the mesial root of four six generalised mild horizontal bone loss diagnosis caries two six apical periodontitis four six periodontitis stage two grade b plan one hygienist for scale and polish two mesial occlusal composite on two six three root canal on four six four crown on four six explained costs she's happy to go ahead written estimate given next appointment root canal four six",
    expect: {
      CC: "New patient exam. Moved to the area. Wants a check up and hasn't been for 3 years",
      'MED HX': 'Type 2 diabetes on metformin. No allergies. Non smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 3 2 3 / 3 2 3. Bleeding on probing',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'O amalgam sound'],
        ['26', 'MO caries'],
        ['36', 'Crown'],
        ['46', 'Large DO composite with recurrent caries tender to percussion'],
      ],
      RADIO:
        "OPG and bitewings both grade 1. There's mesial caries into dentine on 26. Periapical radiolucency on the mesial root of 46. Generalised mild horizontal bone loss",
      DX: ['Caries 26', 'Apical periodontitis 46', 'Periodontitis stage 2 grade B'],
      CONSULT: "Explained costs. She's happy to go ahead. Written estimate given",
      'TX PLAN': ['Hygienist for scale and polish', 'MO composite 26', 'RCT 46', 'Crown 46'],
      NV: ['RCT 46'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist with a Palmer template (Palmer)
  defineCase({
    id: 'cf07-uk-typed-palmer-template-xla-lr7-warfarin-consent-written-post-op-sutures',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Reason for visit: XLA LR7 (planned at exam).\nMH: no change. Warfarin - INR 2.4 this morning. NKDA.\nFindings: LR7 grossly carious, unrestorable. LR6 MOD amalgam sound. LR8 missing.\nRisks incl. altered sensation + dry socket explained.\nConsent: written.\nProcedure: LA 2 x 2.2ml lidocaine 2% 1:80,000 adrenaline IDB right + buccal infil LR7. XLA LR7 w/ forceps, roots intact. Surgicel in socket. 2 x 3-0 silk sutures. Haemostasis achieved before leaving.\nPost-op: written + verbal POI.\nAdvised paracetamol not ibuprofen (warfarin).\nNext appt: suture removal 1/52.',
    expect: {
      CC: 'XLA LR7 (planned at exam)',
      'MED HX': 'No change. Warfarin - INR 2.4 this morning. NKDA',
      DENTAL: [
        ['LR7', 'Grossly carious, unrestorable'],
        ['LR6', 'MOD amalgam sound'],
        ['LR8', 'Missing'],
      ],
      CONSULT:
        'Risks incl. altered sensation + dry socket explained. Advised paracetamol not ibuprofen (warfarin)',
      CONSENT: 'Consent: written',
      'TX TODAY': ['Extraction LR7'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration LR7',
        'XLA LR7 w/ forceps',
        'Roots intact',
        'Surgicel in socket',
        '2 x 3-0 silk sutures',
        'Haemostasis achieved before leaving',
        'Post-op: written + verbal POI',
      ],
      NV: ['Suture removal 1 week'],
    },
  }),
  defineCase({
    id: 'cf08-uk-asr-palmer-spoken-template-check-up-bws-ur5-d-caries-s-and-p',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "reason for visit six month check up no problems medical history no changes no allergies extra oral nad intra oral nad perio bpe one one two one one one findings upper right six occlusal amalgam sound upper right five distal caries upper left six crown sound lower left seven mesial occlusal composite sound lower right eight partially erupted radiographs bitewings left and right grade one upper right five distal caries into dentine no other caries diagnosis caries upper right five procedure scale and polish oral hygiene instruction discussed composite versus amalgam for the upper right five she'd like white next appointment distal composite upper right five recall six months",
    expect: {
      CC: '6 month check up. No problems',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['UR6', 'O amalgam sound'],
        ['UR5', 'D caries'],
        ['UL6', 'Crown sound'],
        ['LL7', 'MO composite sound'],
        ['LR8', 'Partially erupted'],
      ],
      RADIO: 'Bitewings left and right grade 1. UR5 distal caries into dentine. No other caries',
      DX: ['Caries UR5'],
      CONSULT: "Discussed composite versus amalgam for UR5. She'd like white",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction'],
      NV: ['D composite UR5'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cf09-uk-typed-palmer-template-numbered-steps-obturation-ul4-latex-allergy',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Reason for visit: complete RCT UL4. Asymptomatic since 1st stage.\nMH: no change. Latex allergy.\nFindings: UL4 Cavit intact, not TTP, no sinus.\nProcedure:\n1) LA 1 x 2.2ml articaine 4% 1:100,000 adrenaline buccal infil UL4\n2) Latex-free RD\n3) Cavit + Ca(OH)2 removed\n4) 2 canals located: B and P\n5) WL w/ apex locator: B canal 20.5 mm + P canal 21 mm to B cusp tip\n6) Final irrigation NaOCl 3% + EDTA 17%\n7) Obturated UL4 warm vertical w/ GP + AH Plus\n8) Vitrebond + composite core\nPA post-op: obturation to length, well condensed, no voids.\nPost-op: may be tender for 2-3 days.\nCrown advised to protect the tooth.\nNext appt: crown prep UL4 in 4/52.',
    expect: {
      CC: 'Complete RCT UL4. Asymptomatic since 1st stage',
      'MED HX': 'No change. Latex allergy',
      DENTAL: [['UL4', 'Cavit intact, not TTP, no sinus']],
      RADIO: 'PA post-op: obturation to length, well condensed, no voids',
      CONSULT: 'Crown advised to protect the tooth',
      'TX TODAY': ['Obturation UL4'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL4',
        'Latex-free RD',
        'Cavit + Ca(OH)2 removed',
        '2 canals located: B and P',
        'WL w/ apex locator: B canal 20.5 mm + P canal 21 mm to B cusp tip',
        'Final irrigation NaOCl 3% + EDTA 17%',
        'Obturated UL4 warm vertical w/ GP + AH Plus',
        'Vitrebond + composite core',
        'Post-op: may be tender for 2-3 days',
      ],
      NV: ['Crown prep UL4 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cf10-uk-asr-palmer-spoken-soap-child-abscess-xla-lle-appends-treatment-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'subjective seven year old with dad pain lower left since the weekend woke him up last night medical history fit and well no allergies objective extra oral no swelling intra oral buccal swelling next to lower left e lower left e large occlusal cavity grade two mobile tender to touch lower left d disto occlusal caries lower left six sound assessment dental abscess lower left e plan discussed extraction with dad he agreed verbal consent topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left e extracted lower left e with forceps roots resorbed bit on gauze post op instructions to dad he was really brave next appointment disto occlusal filling lower left d',
    appends: ['add to treatment fluoride varnish applied', 'add to notes dad says he has sweets every day after school'],
    expect: {
      CC: 'Pain lower left since the weekend. Woke him up last night',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Buccal swelling next to LLE',
      DENTAL: [
        ['LLE', 'Large O cavity grade 2 mobile tender to touch'],
        ['LLD', 'DO caries'],
        ['LL6', 'Sound'],
      ],
      DX: ['Dental abscess LLE'],
      CONSULT: 'Discussed extraction with dad. He agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction LLE', 'Fluoride varnish'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLE',
        'Extracted LLE with forceps',
        'Roots resorbed',
        'Bit on gauze',
        'Post-op instructions to dad',
        'Fluoride varnish applied',
      ],
      NOTES: '7 year old with dad. He was really brave. Dad says he has sweets every day after school',
      NV: ['DO filling LLD'],
    },
  }),
  defineCase({
    id: 'cf11-uk-asr-palmer-terse-spoken-template-upper-denture-eased-flange',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'reason for visit new upper denture rubbing findings ulcer upper right buccal sulcus flange overextended procedure denture eased at the upper right flange review two weeks if still sore',
    expect: {
      CC: 'New upper denture rubbing',
      INTRA: 'Ulcer upper right buccal sulcus. Flange overextended',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Denture eased at the upper right flange'],
      'F/U': 'Review 2 weeks if still sore',
    },
  }),

  // ---------------------------------------------------------------- 3. UK hygienist / therapist and dentist (FDI)
  defineCase({
    id: 'cf12-uk-typed-fdi-hygienist-numbered-rsd-ul-ll-gluma-tepe-re-eval',
    style: 'UK',
    asr: false,
    transcript:
      'Reason for visit: RSD UL + LL (2nd of 2 visits).\nMH: T2 diabetes (metformin), HbA1c 58. NKDA. Ex-smoker.\nPerio: BPE 4 3 4 / 4 3 3. 6 mm pockets 26, 27. BOP 35%, plaque 30%.\nProcedure:\n1) LA 2 x 2.2ml articaine 4% 1:100,000 adrenaline buccal + palatal infil UL + IDB left\n2) RSD UL + LL w/ Cavitron + Gracey curettes\n3) Gluma to exposed roots 33-43\n4) OHI: TePe size 3 UL molars\nPost-op: may be sensitive to cold for a few days.\nSensodyne Repair advised.\nNext appt: re-eval 3/12 w/ full perio chart.',
    expect: {
      CC: 'RSD UL + LL (2nd of 2 visits)',
      'MED HX': 'T2 diabetes (metformin), HbA1c 58. NKDA. Ex-smoker',
      PERIO: 'BPE 4 3 4 / 4 3 3. 6 mm pockets 26, 27. BOP 35%, plaque 30%',
      CONSULT: 'Sensodyne Repair advised',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL + IDB left',
        'RSD UL + LL w/ Cavitron + Gracey curettes',
        'Gluma to exposed roots 33-43',
        'OHI: TePe size 3 UL molars',
        'Post-op: may be sensitive to cold for a few days',
      ],
      NV: ['Re-eval 3 months w/ full perio chart'],
    },
  }),
  defineCase({
    id: 'cf13-uk-asr-fdi-therapist-child-spoken-steps-fissure-sealants-36-46-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'reason for visit fissure sealants on the six year molars as prescribed nine year old with mum medical history asthma uses a brown and a blue inhaler no allergies findings three six and four six fully erupted deep fissures no caries one six and two six sound but partially erupted seven five disto occlusal composite intact procedure step one cotton wool rolls and dry guards step two etched for thirty seconds step three rinsed and dried step four fissure sealants three six and four six step five fluoride varnish step six toothbrushing instruction with disclosing tablets she did really well next appointment fissure sealants one six and two six in six months',
    expect: {
      CC: 'Fissure sealants on the 6 year molars as prescribed',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. No allergies',
      DENTAL: [
        ['36', 'Fully erupted deep fissures no caries'],
        ['46', 'Fully erupted deep fissures no caries'],
        ['16', 'Sound but partially erupted'],
        ['26', 'Sound but partially erupted'],
        ['75', 'DO composite intact'],
      ],
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: [
        'Cotton wool rolls and dry guards',
        'Etched for 30 seconds',
        'Rinsed and dried',
        'Fissure sealants 36, 46',
        'Fluoride varnish',
        'Toothbrushing instruction with disclosing tablets',
      ],
      NOTES: '9 year old with mum. She did really well',
      NV: ['Fissure sealants 16, 26 in 6 months'],
    },
  }),
  defineCase({
    id: 'cf14-uk-typed-fdi-soap-dry-socket-38-alvogyl-no-title-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      'S: Pain since XLA 38 4 days ago (elsewhere), throbbing, radiating to ear, not helped by ibuprofen. MH: no change, NKDA.\nO: EO: no swelling, no lymphadenopathy. IO: 38 socket empty, no clot, food debris, exposed bone. 37 DO amalgam sound, not TTP.\nA: Dry socket 38.\nP: Socket irrigated w/ warm saline, Alvogyl placed. Analgesia advice: ibuprofen 400 mg + paracetamol 1 g QDS. Review 3/7 if not improving.',
    appends: ['Add to notes: pt very anxious, came with her partner.', 'Change 3/7 to 2/7.'],
    expect: {
      CC: 'Pain since XLA 38 4 days ago (elsewhere), throbbing, radiating to ear, not helped by ibuprofen',
      'MED HX': 'No change, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: '38 socket empty, no clot, food debris, exposed bone',
      DENTAL: [['37', 'DO amalgam sound, not TTP']],
      DX: ['Dry socket 38'],
      CONSULT: 'Analgesia advice: ibuprofen 400 mg + paracetamol 1 g QDS',
      TX: ['Socket irrigated w/ warm saline', 'Alvogyl placed'],
      NOTES: 'Pt very anxious, came with her partner',
      'F/U': 'Review 2 days if not improving',
    },
  }),
  defineCase({
    id: 'cf15-uk-asr-fdi-long-spoken-template-check-up-nurse-aside-sorry-duraphat-26',
    style: 'UK',
    asr: true,
    transcript:
      "reason for visit routine check up um she mentions a bit of sensitivity upper left with cold drinks medical history no changes takes levothyroxine and atorvastatin allergic to penicillin extra oral nad lymph nodes not palpable intra oral soft tissues healthy oral cancer screening nad perio bpe two two two two two three upper anterior calculus charting one eight and two eight missing one six mesial occlusal distal amalgam sound one five occlusal composite sound two five disto occlusal composite sound two six buccal cervical abrasion sensitive to air three six occlusal amalgam sound four six crown margins good four seven mesial occlusal sorry occlusal amalgam sound could you pop the bitewing holders out please thanks radiographs bitewings left and right grade one no caries bone levels normal diagnosis sensitivity two six from buccal abrasion gingivitis treatment today scale and polish oral hygiene instruction duraphat varnish two six she asked if whitening would make the sensitivity worse told her it can and we'd treat the sensitivity first treatment plan buccal composite two six if sensitivity persists recall six months",
    expect: {
      CC: 'Routine check up. She mentions a bit of sensitivity upper left with cold drinks',
      'MED HX': 'No changes. Takes levothyroxine and atorvastatin. Allergic to penicillin',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Oral cancer screening NAD',
      PERIO: 'BPE 2 2 2 / 2 2 3. Upper anterior calculus',
      DENTAL: [
        ['18', 'Missing'],
        ['28', 'Missing'],
        ['16', 'MOD amalgam sound'],
        ['15', 'O composite sound'],
        ['25', 'DO composite sound'],
        ['26', 'B cervical abrasion sensitive to air'],
        ['36', 'O amalgam sound'],
        ['46', 'Crown margins good'],
        ['47', 'O amalgam sound'],
      ],
      RADIO: 'Bitewings left and right grade 1. No caries. Bone levels normal',
      DX: ['Sensitivity 26 from B abrasion', 'Gingivitis'],
      CONSULT:
        "She asked if whitening would make the sensitivity worse. Told her it can and we'd treat the sensitivity first",
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish 26'],
      TX: ['Scale and polish', 'Oral hygiene instruction', 'Duraphat varnish 26'],
      'TX PLAN': ['B composite 26 if sensitivity persists'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist and endodontist (Universal)
  defineCase({
    id: 'cf16-us-typed-soap-periodic-exam-prophy-bwx-fractured-ml-cusp-30-numbered-tx-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: Pt presents for periodic exam and prophy. No complaints. Med hx: reviewed, HTN controlled w/ lisinopril, NKDA. BP 128/82.\nO: EO WNL. IO WNL, OC screening neg. PSR 2 1 2 / 2 2 2, generalized light plaque, mod calculus lower anteriors. #1, #16, #17, #32 missing. #3 MO amalgam, sound. #14 DO composite, D recurrent caries. #19 PFM crown, margins intact. #30 MOD amalgam, fractured ML cusp. 4 BWX: #14 D caries into dentin, #30 fracture line under amalgam.\nA: Recurrent caries #14. Fractured cusp #30. Gingivitis.\nP: Prophy, OHI (floss). Tx plan: 1) DO composite #14 2) crown #30. Pt to call after checking insurance. Recall 6 months.',
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX': 'Reviewed, HTN controlled w/ lisinopril, NKDA. BP 128/82',
      EXTRA: 'WNL',
      INTRA: 'WNL, OC screening neg',
      PERIO: 'PSR 2 1 2 / 2 2 2, generalized light plaque, mod calculus lower anteriors',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MO amalgam, sound'],
        ['14', 'DO composite, D recurrent caries'],
        ['19', 'PFM crown, margins intact'],
        ['30', 'MOD amalgam, fractured ML cusp', 'ML cusp'],
      ],
      RADIO: '4 BWX: #14 D caries into dentin, #30 fracture line under amalgam',
      DX: ['Recurrent caries #14', 'Fractured cusp #30', 'Gingivitis'],
      CONSULT: 'Pt to call after checking insurance',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI (floss)'],
      'TX PLAN': ['DO composite #14', 'Crown #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cf17-us-asr-spoken-soap-cracked-tooth-18-bite-test-dl-cusp-occlusal-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'subjective uh patient reports sharp pain on biting lower left for about two weeks especially on release no lingering pain to cold medical history no changes takes metformin allergic to sulfa objective extraoral wnl intraoral soft tissues wnl number eighteen large mesial occlusal distal amalgam positive bite test on the distolingual cusp cold normal not tender to percussion number nineteen full gold crown intact pa of eighteen no periapical pathology assessment cracked tooth eighteen plan discussed a full coverage crown to hold the cusps together and that it may still need a root canal later he wants to go ahead today adjusted eighteen out of heavy contact next appointment crown prep eighteen',
    expect: {
      CC: 'Patient reports sharp pain on biting lower left for about 2 weeks especially on release. No lingering pain to cold',
      'MED HX': 'No changes. Takes metformin. Allergic to sulfa',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      DENTAL: [
        ['18', 'Large MOD amalgam positive bite test on the DL cusp cold normal not tender to percussion'],
        ['19', 'Full gold crown intact'],
      ],
      RADIO: 'PA of #18 no periapical pathology',
      DX: ['Cracked tooth #18'],
      CONSULT:
        'Discussed a full coverage crown to hold the cusps together and that it may still need a root canal later. He wants to go ahead',
      TX: ['Adjusted #18 out of heavy contact'],
      NV: ['Crown prep #18'],
    },
  }),
  defineCase({
    id: 'cf18-us-typed-template-srp-lr-ll-bilateral-ianb-arestin-30-post-op-rinses',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Reason for visit: SRP LR + LL.\nMed hx: no changes. Type 2 DM, A1c 7.2. NKDA.\nFindings: 5-6 mm pockets #18-#20 and #28-#31 w/ BOP, heavy subgingival calculus. #30 Class I mobility.\nProcedure: 4 carpules 2% lido 1:100k epi, L IANB + R IANB. SRP LR + LL w/ Cavitron and Gracey curettes. Arestin placed #30 DL pocket. OHI: Waterpik.\nPost-op: warm salt water rinses 2x/day.\nNext appt: SRP UR + UL in 1 week.',
    expect: {
      CC: 'SRP LR + LL',
      'MED HX': 'No changes. Type 2 DM, A1c 7.2. NKDA',
      PERIO: '5-6 mm pockets #18-#20 and #28-#31 w/ BOP, heavy subgingival calculus',
      DENTAL: [['30', 'Class I mobility']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + IANB right',
        'SRP LR + LL w/ Cavitron and Gracey curettes',
        'Arestin placed #30 DL pocket',
        'OHI: Waterpik',
        'Post-op: warm salt water rinses 2x/day',
      ],
      NV: ['SRP UR + UL in 1 week'],
    },
  }),
  defineCase({
    id: 'cf19-us-asr-spoken-template-surgical-extraction-32-pano-consent-two-la-lines',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'reason for visit extraction of number thirty two it keeps getting infected medical history no changes takes lisinopril allergic to penicillin findings number thirty two partially erupted distal caries pericoronitis settled no swelling today number thirty one distal occlusal composite sound pano thirty two mesioangular roots close to the canal consent signed after discussing nerve injury dry socket and swelling procedure two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty two surgical extraction of thirty two flap raised bone removed tooth sectioned delivered in two pieces socket irrigated with saline closed with two sutures three oh chromic gut gauze pack post op instructions verbal and written rx ibuprofen six hundred milligrams every six hours as needed next appointment post op check in one week',
    expect: {
      CC: 'Extraction of #32. It keeps getting infected',
      'MED HX': 'No changes. Takes lisinopril. Allergic to penicillin',
      DENTAL: [
        ['32', 'Partially erupted D caries pericoronitis settled no swelling today'],
        ['31', 'DO composite sound'],
      ],
      RADIO: 'Pano #32 mesioangular. Roots close to the canal',
      CONSENT: 'Consent signed after discussing nerve injury dry socket and swelling',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #32',
        'Surgical extraction #32',
        'Flap raised',
        'Bone removed',
        'Tooth sectioned',
        'Delivered in 2 pieces',
        'Socket irrigated with saline',
        'Closed with 2 sutures 3-0 chromic gut',
        'Gauze pack',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Post-op check in 1 week'],
    },
  }),
  defineCase({
    id: 'cf20-us-typed-soap-child-pulpotomy-ssc-t-o-composite-s-n2o-appends-chart-notes',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: 6 y/o w/ dad, here for tx of #S and #T. Occasional pain lower right w/ sweets. Med hx: healthy, NKDA.\nO: Soft tissue WNL. #T DO caries, deep. #S O caries. #R sound.\nA: Deep caries #T, caries #S.\nP: N2O 30%. Topical benzocaine. 1 carp 2% lido 1:100k epi R IANB. Rubber dam. #T caries removed, pulp exposed, pulpotomy #T w/ MTA, SSC #T size 5. #S O composite. Pt cooperative w/ N2O. POI given to dad. Advised to watch for lip biting.\nNV: fissure sealants #19, #30 when erupted. Recall 6 months.',
    appends: ['Add to chart: #30 partially erupted.', 'Add to notes: dad asked for a Saturday appt next time.'],
    expect: {
      CC: 'Tx of #S and #T. Occasional pain lower right w/ sweets',
      'MED HX': 'Healthy, NKDA',
      INTRA: 'Soft tissue WNL',
      DENTAL: [
        ['T', 'DO caries, deep'],
        ['S', 'O caries'],
        ['R', 'Sound'],
        ['30', 'Partially erupted'],
      ],
      DX: ['Deep caries #T', 'Caries #S'],
      CONSULT: 'Advised to watch for lip biting',
      'TX TODAY': ['Pulpotomy #T', 'SSC #T', 'O composite #S'],
      TX: [
        'N2O 30%',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        '#T caries removed',
        'Pulp exposed',
        'Pulpotomy #T w/ MTA',
        'SSC #T size 5',
        '#S O composite',
        'POI given to dad',
      ],
      NOTES: '6 y/o w/ dad. Pt cooperative w/ N2O. Dad asked for a Saturday appt next time',
      NV: ['Fissure sealants #19, #30 when erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cf21-us-asr-spoken-template-periodontal-maintenance-cavitron-floss-picks',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'reason for visit periodontal maintenance three month interval no changes to health no allergies perio pocket depths mostly three to four millimeters five millimeters on the distal of number two bleeding on probing about ten percent procedure periodontal maintenance full mouth with the cavitron polished with fine paste ohi reinforced with floss picks next appointment periodontal maintenance in three months',
    expect: {
      CC: 'Periodontal maintenance 3 month interval',
      'MED HX': 'No changes to health. No allergies',
      PERIO: 'Pocket depths mostly 3 to 4 mm. 5 mm on the distal of #2. Bleeding on probing about 10%',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Periodontal maintenance full mouth with the Cavitron', 'Polished with fine paste', 'OHI reinforced with floss picks'],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'cf22-us-typed-endo-template-numbered-obturation-30-consent-label-referral-back',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Reason for visit: RCT #30, referred by general dentist. Lingering cold pain x 1 week.\nMed hx: no changes. HTN (amlodipine). Allergic to codeine.\nFindings: #30 deep MO composite; cold lingering 20 s, percussion +, palpation -, probing WNL. #29, #31 cold WNL.\nRadiographs: PA #30: deep MO composite approximating pulp, widened PDL M root.\nDx: symptomatic irreversible pulpitis #30, symptomatic apical periodontitis.\nConsent: verbal + written after risks, benefits and alternatives incl. extraction reviewed.\nProcedure:\n1) 2 carp 2% lido 1:100k epi R IANB\n2) 1 carp 4% articaine 1:100k epi buccal infiltration #30\n3) Rubber dam #30\n4) Access\n5) 4 canals located\n6) WL by apex locator confirmed w/ PA\n7) Cleaned + shaped to 35/.04 w/ Vortex Blue\n8) Canals irrigated w/ 6% NaOCl + 17% EDTA (EndoActivator)\n9) Obturated #30 single cone w/ GP + BC sealer\n10) Cotton pellet + Cavit\nPA post-op: 4 canals obturated to length, no voids.\nPost-op: ibuprofen 600 mg + acetaminophen 500 mg q6h PRN x 3 days.\nReturn to general dentist for core buildup + crown within 1 month.\nFollow-up: PA #30 in 6 months.',
    expect: {
      CC: 'RCT #30, referred by general dentist. Lingering cold pain x 1 week',
      'MED HX': 'No changes. HTN (amlodipine). Allergic to codeine',
      DENTAL: [
        ['30', 'Deep MO composite; cold lingering 20 s, percussion +, palpation -, probing WNL'],
        ['29', 'Cold WNL'],
        ['31', 'Cold WNL'],
      ],
      RADIO:
        'PA #30: deep MO composite approximating pulp, widened PDL M root. PA post-op: 4 canals obturated to length, no voids',
      DX: ['Symptomatic irreversible pulpitis #30', 'Symptomatic apical periodontitis'],
      CONSENT: 'Consent: verbal + written after risks, benefits and alternatives incl. extraction reviewed',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Rubber dam #30',
        'Access',
        '4 canals located',
        'WL by apex locator confirmed w/ PA',
        'Cleaned + shaped to 35/.04 w/ Vortex Blue',
        'Canals irrigated w/ 6% NaOCl + 17% EDTA (EndoActivator)',
        'Obturated #30 single cone w/ GP + BC sealer',
        'Cotton pellet + Cavit',
        'Post-op: ibuprofen 600 mg + acetaminophen 500 mg q6h PRN x 3 days',
      ],
      'TX PLAN': ['Return to general dentist for core buildup + crown within 1 month'],
      'F/U': 'Follow-up: PA #30 in 6 months',
    },
  }),
  defineCase({
    id: 'cf23-us-asr-spoken-assessment-plan-implant-consultation-19-cbct-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'consultation for replacing number nineteen which was extracted last year medical history no changes prediabetic no meds no allergies nonsmoker findings nineteen missing ridge looks adequate number eighteen tipped mesially slightly number twenty mesial occlusal composite sound cbct shows good bone height about twelve millimeters above the canal assessment edentulous space nineteen options discussed implant bridge partial or leave it he chose the implant fee estimate given plan is to place an implant at nineteen with a bone graft if needed next appointment implant placement nineteen',
    expect: {
      CC: 'Consultation for replacing #19 which was extracted last year',
      'MED HX': 'No changes. Prediabetic. No meds. No allergies. Nonsmoker',
      DENTAL: [
        ['19', 'Missing ridge looks adequate'],
        ['18', 'Tipped mesially slightly'],
        ['20', 'MO composite sound'],
      ],
      RADIO: 'CBCT shows good bone height about 12 mm above the canal',
      DX: ['Edentulous space #19'],
      CONSULT: 'Options discussed implant bridge partial or leave it. He chose the implant. Fee estimate given',
      'TX PLAN': ['Place an implant at #19 with a bone graft if needed'],
      NV: ['Implant placement #19'],
    },
  }),

  // ---------------------------------------------------------------- 5. US general and paediatric practice (Universal)
  defineCase({
    id: 'cf24-us-typed-template-numbered-crown-seat-19-title-from-cc-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Reason for visit: crown seat #19 (zirconia). Temp OK, no sensitivity.\nMed hx: no changes, NKDA.\nProcedure:\n1) No anesthetic\n2) Temp removed, prep cleaned w/ chlorhexidine\n3) Crown tried in. M contact tight, adjusted + polished\n4) Margins verified w/ explorer + BWX\n5) Cemented w/ RelyX Unicem 2. Excess removed after tack cure\n6) Occlusion adjusted in MIP + excursions\nPost-op: no hard or sticky food for 24 hrs.\nNext appt: prophy w/ hygienist in 2 months.',
    appends: [
      'Add to notes: pt happy with the look, asked about whitening for upper anteriors.',
      'Change 2 months to 3 months.',
    ],
    expect: {
      CC: 'Crown seat #19 (zirconia). Temp OK, no sensitivity',
      'MED HX': 'No changes, NKDA',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic',
        'Temp removed',
        'Prep cleaned w/ chlorhexidine',
        'Crown tried in',
        'M contact tight',
        'Adjusted + polished',
        'Margins verified w/ explorer + BWX',
        'Cemented w/ RelyX Unicem 2',
        'Excess removed after tack cure',
        'Occlusion adjusted in MIP + excursions',
        'Post-op: no hard or sticky food for 24 hrs',
      ],
      NOTES: 'Pt happy with the look, asked about whitening for upper anteriors',
      NV: ['Prophy w/ hygienist in 3 months'],
    },
  }),
  defineCase({
    id: 'cf25-us-asr-spoken-template-lost-filling-o-composite-14-no-anesthetic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'reason for visit lost a filling upper left yesterday no pain medical history no changes no allergies findings number fourteen occlusal composite lost shallow cavity no caries not sensitive procedure no anesthetic needed etched and bonded occlusal composite fourteen shade a two cured bite checked post op instructions nothing sticky tonight recall as scheduled',
    expect: {
      CC: 'Lost a filling upper left yesterday. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['14', 'O composite lost shallow cavity no caries not sensitive']],
      'TX TODAY': ['O composite #14'],
      TX: [
        'No anesthetic needed',
        'Etched and bonded',
        'O composite #14',
        'Shade A2',
        'Cured',
        'Bite checked',
        'Post-op instructions nothing sticky tonight',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'cf26-us-typed-terse-soap-post-op-check-32-normal-healing-prn',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: 1 wk post-op #32, mild soreness, improving. O: Sutures resorbing, tissue healing well. A: Normal healing. P: Reassured. Follow up PRN.',
    expect: {
      CC: '1 wk post-op #32, mild soreness, improving',
      INTRA: 'Sutures resorbing, tissue healing well',
      DX: ['Normal healing'],
      CONSULT: 'Reassured',
      'F/U': 'Follow up PRN',
    },
  }),
  defineCase({
    id: 'cf27-us-asr-child-spoken-template-checkup-letters-k-o-caries-prophy-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'reason for visit six month checkup four year old with mom no concerns medical history healthy no allergies findings soft tissues normal letters a b i and j sound letter k occlusal caries letters l s and t sound radiographs two bitewings k occlusal caries into dentin no interproximal caries procedure prophy fluoride varnish oral hygiene instruction with mom told mom to cut down on juice between meals she was great next appointment occlusal composite k recall six months',
    expect: {
      CC: '6 month checkup. No concerns',
      'MED HX': 'Healthy. No allergies',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 bitewings. #K occlusal caries into dentin. No interproximal caries',
      CONSULT: 'Told mom to cut down on juice between meals',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'Oral hygiene instruction with mom'],
      NOTES: '4 year old with mom. She was great',
      NV: ['O composite #K'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cf28-us-typed-soap-toddler-sdf-d-e-f-g-semicolons-numbered-tx-plan-ga-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'S: 3 y/o w/ mom + grandma, referred by pediatrician for brown spots on front teeth. Bottle at night until recently. Med hx: healthy, no meds, NKDA.\nO: Heavy plaque upper anteriors. #D, #E, #F, #G cavitated caries. #A, #J, #K, #T sound. Radiographs not possible (cooperation).\nA: Early childhood caries, high caries risk.\nP: Today: SDF #D, #E, #F, #G; fluoride varnish; OHI + diet counseling w/ mom. Mom consented to SDF after discussing black staining.\nTx plan: 1) re-apply SDF in 6 months 2) GA referral if lesions progress.\nRecall 3 months.',
    expect: {
      CC: 'Referred by pediatrician for brown spots on front teeth. Bottle at night until recently',
      'MED HX': 'Healthy, no meds, NKDA',
      PERIO: 'Heavy plaque upper anteriors',
      DENTAL: [
        ['D', 'Cavitated caries'],
        ['E', 'Cavitated caries'],
        ['F', 'Cavitated caries'],
        ['G', 'Cavitated caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: 'Radiographs not possible (cooperation)',
      DX: ['Early childhood caries', 'High caries risk'],
      CONSENT: 'Mom consented to SDF after discussing black staining',
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fluoride varnish', 'OHI'],
      TX: ['SDF #D, #E, #F, #G', 'Fluoride varnish', 'OHI + diet counseling w/ mom'],
      'TX PLAN': ['Re-apply SDF in 6 months', 'GA referral if lesions progress'],
      NOTES: '3 y/o w/ mom + grandma',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cf29-us-asr-spoken-soap-child-bike-fall-crown-fracture-8-vitrebond-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "subjective eight year old with dad fell off his bike an hour ago and hit his front tooth no loss of consciousness medical history healthy no allergies tetanus up to date objective extraoral abrasion on the chin intraoral upper lip swollen no lacerations number eight uncomplicated crown fracture enamel and dentin no pulp exposure not mobile sensitive to air number nine sound not mobile pa of eight and nine no root fracture open apices assessment enamel dentin fracture number eight plan no anesthetic covered the exposed dentin with vitrebond soft diet for a week told dad we'll do a composite buildup once things settle and keep an eye on the nerve next appointment composite buildup eight in two weeks",
    expect: {
      CC: 'Fell off his bike an hour ago and hit his front tooth. No loss of consciousness',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Abrasion on the chin',
      INTRA: 'Upper lip swollen. No lacerations',
      DENTAL: [
        ['8', 'Uncomplicated crown fracture enamel and dentin no pulp exposure not mobile sensitive to air', 'Crown'],
        ['9', 'Sound not mobile'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture. Open apices',
      DX: ['Enamel dentin fracture #8'],
      CONSULT:
        "Soft diet for a week. Told dad we'll do a composite buildup once things settle and keep an eye on the nerve",
      TX: ['No anesthetic', 'Covered the exposed dentin with Vitrebond'],
      NOTES: '8 year old with dad',
      NV: ['Composite buildup #8 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cf30-us-typed-child-template-numbered-prophy-sealants-3-14-19-30-recall-label',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Reason for visit: recall exam + sealants. 7 y/o, came w/ mom and older sister.\nMed hx: ADHD (methylphenidate), NKDA.\nFindings: #3, #14, #19, #30 erupted, deep grooves, no caries. #B, #I D caries, incipient. #K, #L, #S, #T sound.\nRadiographs: 2 BWX - #B, #I D caries in enamel only.\nProcedure:\n1) Prophy\n2) Isolation w/ Isolite\n3) Fissure sealants #3, #14, #19, #30 (Clinpro)\n4) Fluoride varnish\n5) OHI w/ mom - flossing between back baby teeth\nPt a bit fidgety, OK with breaks.\nRecall: 6 months, recheck #B, #I.',
    expect: {
      CC: 'Recall exam + sealants',
      'MED HX': 'ADHD (methylphenidate), NKDA',
      DENTAL: [
        ['3', 'Erupted, deep grooves, no caries'],
        ['14', 'Erupted, deep grooves, no caries'],
        ['19', 'Erupted, deep grooves, no caries'],
        ['30', 'Erupted, deep grooves, no caries'],
        ['B', 'D caries, incipient'],
        ['I', 'D caries, incipient'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: '2 BWX - #B, #I D caries in enamel only',
      'TX TODAY': ['Prophy', 'Fissure sealants #3, #14, #19, #30', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy',
        'Isolation w/ Isolite',
        'Fissure sealants #3, #14, #19, #30 (Clinpro)',
        'Fluoride varnish',
        'OHI w/ mom - flossing between back baby teeth',
      ],
      NOTES: '7 y/o, came w/ mom and older sister. Pt a bit fidgety, OK with breaks',
      'F/U': 'Recall: 6 months, recheck #B, #I',
    },
  }),
];
