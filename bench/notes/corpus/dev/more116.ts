// A hundred-and-sixteenth development batch (ids dn01–dn30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is dictations exactly as the notes engine receives
// them in production, after the PHI scrubber has replaced identifiers by typed placeholders ([NAME] [DATE] [AGE] [PHONE]
// [EMAIL] [ADDRESS] [LOCATION] [POSTCODE] [ID] [URL]) and kept titles, relationship words, years and ages under 90: the
// patient, parents, carers and spouses, referring dentists, GPs, specialists, hygienists and nurses by name, labs,
// hospitals and towns, dates of earlier treatment and of the next visit, out-of-hours numbers, emails for X-rays and
// estimates, NHS, chart, docket and member numbers, a care home address, a video link. Every kind of visit: check-ups
// with charting, fillings, an extraction, RCT, a pulpectomy, a crown prep and two crown fits, children, perio, a
// domiciliary denture ease, emergencies, referrals in and out, consultations. Five practices, six visits each:
//   dn01–dn06 a UK NHS practice (FDI): a terse typed recall with an NHS number, a check-up of a [AGE] year old with her
//     daughter and a GP who started apixaban (recogniser), an emergency extraction with the out-of-hours number
//     (recogniser), a referral in for pericoronitis referred on to OMFS with the OPG emailed (typed), a DO composite with
//     the patient's name as subject (recogniser, appended dictation), a child's fissure sealants with mum and a school
//     letter (typed);
//   dn07–dn12 a UK dentist using Palmer (dn07, dn09, dn11 recogniser-style with Palmer words, dn08, dn10, dn12 typed UR6
//     shorthand): an RCT started on holiday elsewhere, a crown prep sent to a named lab with a docket number and a named
//     nurse, a perio assessment referred by the hygienist and referred on to a periodontist, a domiciliary denture ease at
//     a care home with a carer and consent from the daughter holding LPA, a child's extraction with dad (appended
//     dictation), a review after a surgical extraction discharged to the referring dentist;
//   dn13–dn18 a US general practice (Universal; dn14, dn16, dn18 recogniser-style, dn13, dn15, dn17 typed): a new
//     patient transferring from another office with FMX and a records request, "patient [NAME] said his wife [NAME]
//     booked him in" for an MO composite, a crown seat from a named lab (appended dictation), an after-hours pulpectomy
//     with the dentist's cell number, SRP referred back from a periodontist with an insurance member ID, pericoronitis
//     referred to an oral surgeon with their number and the pano emailed;
//   dn19–dn24 a US practice with many children (Universal with primary letters; dn19, dn21, dn23 recogniser-style,
//     dn20, dn22, dn24 typed): a check-up with mom, a pulpotomy and SSC with a foster mom and a caseworker's consent, a
//     scooter fall with a chipped #8 and the school nurse (appended dictation), a toddler's SDF referred by a
//     pediatrician with a video link, a space-loss consultation referred to an orthodontist, a terse recall with a chart
//     number;
//   dn25–dn30 a UK mixed private practice with a hygienist (FDI; dn26, dn28, dn30 recogniser-style, dn25, dn27, dn29
//     typed): an implant consultation referred in with the estimate emailed, a hygiene visit covering for a named
//     hygienist on leave, an emergency incision and drainage after a 111 call with a letter to the GP, a crown fit from a
//     named lab (appended dictation), a terse MO composite after a missed appointment, a long new-patient consultation
//     with her husband and a change of address.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in dn19–dn24); 15 recogniser-style (lower case, number
// words, fillers, no punctuation, "sorry" corrections, one dictated "full stop") and 15 typed; 22 to 289 words (most
// 75 to 165; dn01, dn24, dn29 terse, dn30 long); five cases with appended dictation (dn05, dn11, dn21, dn28
// recogniser "add to notes …" / "next visit …" / "review …"; dn15 typed "Add to notes: …" / "Next visit: …"). DENTAL in
// 28 cases (not dn01, dn26).
//
// Judgement calls where the contract was silent:
// - Placeholders are copied exactly as they stand and stay with the words around them, in the field those words go to
//   (NOTES "Attended with her husband [NAME]", TX PLAN "Refer to doctor [NAME] …", NV "… on [DATE]"); a sentence or item
//   may start with one ("[NAME], 7 y/o, attended with mum [NAME]"). Titles and relationship words are written as said:
//   recogniser "doctor [NAME]" stays "doctor", typed "Dr" stays "Dr"; recogniser "mrs" is written "Mrs", "gp" "GP".
// - The patient's name as the subject before a CC header word ("[NAME] came in with", "[NAME] is in for", "mister [NAME]
//   in for", "mrs [NAME] here for", "patient [NAME] here for") goes with the subject, as "patient" / "he" / "she" do
//   (dn03, dn05, dn07, dn09, dn26, dn28); where no header word follows ("patient [NAME] said his wife [NAME] booked him in
//   because …", "patient [NAME] called the after hours line last night") the clause is the complaint and stays whole in
//   the CC with the name (dn14, dn16).
// - Who referred the patient and why, and earlier treatment of the same complaint with its date or place ("he had it
//   opened at an emergency appointment in [LOCATION] on [DATE]", "his old dentist doctor [NAME] took out …", "Prep done
//   [DATE]") are the CC. Who came with the patient, the age (also "[AGE] year old"), the patient's name and record numbers
//   (NHS number, chart number), contact details and their changes (mobile, email, address, care home number), the care
//   home visited, a missed appointment ("DNA'd last appt [DATE]"), attendance history not about the complaint ("new to the
//   practice", "transferring from Dr [NAME] …", "she hasn't seen a dentist since 2015 …"), the nurse's name, an invoice or
//   receipt request and correspondence sent or requested (referral, discharge and GP letters, copies, records requests,
//   OPG / pano / X-rays emailed) are NOTES (as more58 for who came; the contract's "anything else").
// - A referral for treatment elsewhere is TX PLAN (contract), with the specialist, place and reason as said; the letter
//   and images sent with it are NOTES (above). A discharge back to the referring dentist is F/U (as more58 "Discharged to
//   routine recall").
// - "Call … on [PHONE] if …" / "she can call doctor [NAME] on his cell [PHONE] … if …" / "if swelling spreads … call 111
//   or go to A&E at [LOCATION] Hospital" are F/U (as more58 bh16 "Call if the swelling spreads"); "111" is no identifier.
// - Insurance pre-authorisation with a member ID and a fee question are CONSULT (as more58 for insurance and fees); an
//   estimate emailed is CONSULT (as more58 "Written estimate given"); a brushing video link sent to mom's email is
//   CONSULT (as more58 "gave her a brochure"). Consent given by a caseworker or by a daughter holding LPA is CONSENT.
// - A GP named in the medical history ("her gp doctor [NAME] started her on apixaban on [DATE]", "GP Dr [NAME] at
//   [LOCATION] Medical Centre") is MED HX; an INR with its date is MED HX.
// - A named lab stays where it is said: in the CC with the crown (dn15), in a TX step ("Work sent to [NAME] Dental Lab in
//   [LOCATION] (docket [ID])", "Tried in the [NAME] Ceramics emax crown").
// - Tooth-first mobility and furcation ("upper left six grade two mobile furcation involvement", "#3 and #30 Class I
//   mobility") are chart entries (as more58 bh17); "furcation" is not a word of rule 4, so a surface before it would stay
//   a word (none is said). Pockets, BOP, plaque and calculus are PERIO.
// - Numbers: spoken "stage three grade c" → "stage 3 grade C" (numbers are digits); typed "Class I", "grade I" stay as
//   typed; "duraphat five thousand" → "Duraphat 5000"; "x rays" → "x-rays"; "post op" → "Post-op". In recogniser text
//   fields a single surface stays a word ("on the mesial root", "caries distal 11 and 21") but a two-surface word is
//   abbreviated everywhere ("mesiobuccal root" → "MB root", rule 4). "BPE … star" → "BPE 4 3 4 / 4 3 4*".
// - Universal teeth said in a run in a list item ("extraction of one sixteen seventeen and thirty two") are "#1, #16, #17,
//   #32" with the connecting "of" gone; "pa of eight and nine" in RADIO (a text field) keeps its words ("PA of #8 and #9").
// - Titles: "I&D" → "Incision and drainage"; "FV" → "Fluoride varnish" (as more58); "arti" → articaine, "adr" →
//   adrenaline, "infil" → infiltration; "irrigated under the gum with chlorhexidine" → "Irrigation" (not a canal or a
//   socket); an upper denture flange "eased" at a domiciliary visit → "Denture adjustment", a temporary soft reline has no
//   title; "smoothed the edge with a disc and covered the dentin with Vitrebond" has no title; the crown fits whose TX says
//   only "tried in … cemented with …" take "Crown fit" from the CC (as more58 bh03 / bh15); "root canal on LL6" in the CC
//   gives "RCT LL6" as TX names no procedure (as more56 bf02). US "sealants" alone stays as said in NV (as more58).
// - Appends: "add to notes …" adds to NOTES, "next visit …" sets the next visit, "review in six months with bitewings"
//   sets the F/U of a note that had none.
import { defineCase, type NotesCase } from '../case.ts';

export const more116Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice (FDI)
  defineCase({
    id: 'dn01-uk-typed-fdi-terse-recall-nhs-number-id-appt-date',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. Mr [NAME], NHS number [ID]. No c/o. MH no change. NAD. BPE 111/211. S&P. Recall 12/12, appt made for [DATE].',
    expect: {
      CC: 'Recall exam. No c/o',
      'MED HX': 'No change',
      INTRA: 'NAD',
      PERIO: 'BPE 111/211',
      'TX TODAY': ['Scale and polish'],
      TX: ['S&P'],
      NOTES: 'Mr [NAME], NHS number [ID]',
      'F/U': 'Recall 12 months, appt made for [DATE]',
    },
  }),
  defineCase({
    id: 'dn02-uk-asr-fdi-check-up-age-over-89-daughter-gp-apixaban-root-caries-46',
    style: 'UK',
    asr: true,
    transcript:
      "routine check up no problems [AGE] year old lady here with her daughter [NAME] who drove her in medical history her gp doctor [NAME] started her on apixaban on [DATE] for atrial fibrillation no other changes no allergies extra oral nad intra oral soft tissues healthy bpe two two two two two two charting one seven crown sound one six missing one five one four one three bridge sound three six mesial occlusal amalgam fractured mesial lingual cusp sorry distal lingual cusp not tender four six buccal root caries small diagnosis root caries four six she asked if the apixaban matters for fillings explained it doesn't for a small filling prescribed duraphat five thousand toothpaste scale and polish fluoride varnish next visit buccal glass ionomer four six recall six months",
    expect: {
      CC: 'Routine check up. No problems',
      'MED HX': 'Her GP doctor [NAME] started her on apixaban on [DATE] for atrial fibrillation. No other changes. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['17', 'Crown sound'],
        ['16', 'Missing'],
        ['15', 'Bridge sound'],
        ['14', 'Bridge sound'],
        ['13', 'Bridge sound'],
        ['36', 'MO amalgam fractured DL cusp not tender', 'DL cusp'],
        ['46', 'B root caries small'],
      ],
      DX: ['Root caries 46'],
      CONSULT: "She asked if the apixaban matters for fillings. Explained it doesn't for a small filling",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish'],
      TX: ['Prescribed Duraphat 5000 toothpaste', 'Scale and polish', 'Fluoride varnish'],
      NOTES: '[AGE] year old lady here with her daughter [NAME] who drove her in',
      NV: ['B GIC 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dn03-uk-asr-fdi-emergency-extraction-46-out-of-hours-phone',
    style: 'UK',
    asr: true,
    transcript:
      'emergency [NAME] came in with pain lower right for a week kept him up last night been taking ibuprofen medical history asthma on a salbutamol inhaler no allergies extra oral no swelling no lymphadenopathy intra oral nad four six grossly carious tender to percussion no response to cold four seven occlusal composite sound four five sound pa four six periapical radiolucency on the mesial root and caries into the pulp diagnosis irreversible pulpitis sorry symptomatic apical periodontitis four six options root canal and crown or extraction he wants it out verbal consent la three cartridges articaine four percent one in one hundred thousand adrenaline id block right and buccal infiltration four six extracted four six with forceps and elevators roots complete haemostasis with gauze post op instructions given verbal and written call the out of hours line on [PHONE] if it bleeds overnight review if any problems',
    expect: {
      CC: 'Emergency. Pain lower right for a week. Kept him up last night. Been taking ibuprofen',
      'MED HX': 'Asthma on a salbutamol inhaler. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'NAD',
      DENTAL: [
        ['46', 'Grossly carious tender to percussion no response to cold'],
        ['47', 'O composite sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 periapical radiolucency on the mesial root and caries into the pulp',
      DX: ['Symptomatic apical periodontitis 46'],
      CONSULT: 'Options root canal and crown or extraction. He wants it out',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Extracted 46 with forceps and elevators',
        'Roots complete',
        'Haemostasis with gauze',
        'Post-op instructions given verbal and written',
      ],
      'F/U': 'Call the out of hours line on [PHONE] if it bleeds overnight. Review if any problems',
    },
  }),
  defineCase({
    id: 'dn04-uk-typed-fdi-referral-in-pericoronitis-38-refer-omfs-opg-emailed',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by Dr [NAME] at [LOCATION] Dental Care re recurrent pericoronitis 38, 3 episodes since [DATE]. MH: no change, NKDA, non-smoker. EO: NAD, no trismus. IO: operculum over 38 slightly inflamed, no pus. 38 partially erupted, mesioangular, D caries. 37 sound, no D caries. OPG: 38 mesioangular impaction, roots close to the ID canal. Dx: recurrent pericoronitis 38. Discussed risks of surgical extraction including altered sensation lip/tongue. Pt wishes to proceed. Plan: refer to Mr [NAME] (OMFS) at [LOCATION] Hospital for surgical extraction 38 or coronectomy. Referral letter and OPG emailed to [EMAIL]. Pt contact number for the hospital [PHONE]. Copy to Dr [NAME]. Review here if further flare-up before hospital appt.',
    expect: {
      CC: 'Referred by Dr [NAME] at [LOCATION] Dental Care re recurrent pericoronitis 38, 3 episodes since [DATE]',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD, no trismus',
      INTRA: 'Operculum over 38 slightly inflamed, no pus',
      DENTAL: [
        ['38', 'Partially erupted, mesioangular, D caries'],
        ['37', 'Sound, no D caries'],
      ],
      RADIO: 'OPG: 38 mesioangular impaction, roots close to the ID canal',
      DX: ['Recurrent pericoronitis 38'],
      CONSULT: 'Discussed risks of surgical extraction including altered sensation lip/tongue. Pt wishes to proceed',
      'TX PLAN': ['Refer to Mr [NAME] (OMFS) at [LOCATION] Hospital for surgical extraction 38 or coronectomy'],
      NOTES: 'Referral letter and OPG emailed to [EMAIL]. Pt contact number for the hospital [PHONE]. Copy to Dr [NAME]',
      'F/U': 'Review here if further flare-up before hospital appt',
    },
  }),
  defineCase({
    id: 'dn05-uk-asr-fdi-do-composite-25-name-subject-appends-phone-nv-hygienist',
    style: 'UK',
    asr: true,
    transcript:
      'okay [NAME] is in for the filling on two five from her check up on [DATE] medical history no changes no allergies two five disto occlusal caries not tender two four sound two six mesial occlusal composite sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two five um cotton wool rolls and dry guard caries removed dentine firm sectional matrix and wedge etch bond disto occlusal composite two five shade a two cured polished bite checked post op instructions given recall as planned',
    appends: ["add to notes she's got a new mobile number [PHONE]", 'next visit scale and polish with [NAME] the hygienist'],
    expect: {
      CC: 'Filling on 25 from her check up on [DATE]',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['25', 'DO caries not tender'],
        ['24', 'Sound'],
        ['26', 'MO composite sound'],
      ],
      'TX TODAY': ['DO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite 25',
        'Shade A2',
        'Cured',
        'Polished',
        'Bite checked',
        'Post-op instructions given',
      ],
      NOTES: "She's got a new mobile number [PHONE]",
      NV: ['Scale and polish with [NAME] the hygienist'],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'dn06-uk-typed-fdi-child-fs-36-46-mum-name-school-letter-date',
    style: 'UK',
    asr: false,
    transcript:
      '[NAME], 7 y/o, attended with mum [NAME] for FS as prescribed by Dr [NAME] on [DATE]. MH: eczema, NKDA. 36, 46 fully erupted, deep fissures, sound. 16, 26 erupting. 55, 65, 75, 85 sound. 74 O caries, small, arrested. Plaque on lower molars. FS 36, 46 under cotton wool rolls. FV 22,600 ppm. TBI with mum. Mum requested a letter for school (absence [DATE]), given. NV: FS 16, 26 when erupted. Recall 6/12 with Dr [NAME].',
    expect: {
      CC: 'FS as prescribed by Dr [NAME] on [DATE]',
      'MED HX': 'Eczema, NKDA',
      PERIO: 'Plaque on lower molars',
      DENTAL: [
        ['36', 'Fully erupted, deep fissures, sound'],
        ['46', 'Fully erupted, deep fissures, sound'],
        ['16', 'Erupting'],
        ['26', 'Erupting'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['75', 'Sound'],
        ['85', 'Sound'],
        ['74', 'O caries, small, arrested'],
      ],
      'TX TODAY': ['Fissure sealant 36, 46', 'Fluoride varnish'],
      TX: ['FS 36, 46 under cotton wool rolls', 'FV 22,600 ppm', 'TBI with mum'],
      NOTES: '[NAME], 7 y/o, attended with mum [NAME]. Mum requested a letter for school (absence [DATE]), given',
      NV: ['Fissure sealant 16, 26 when erupted'],
      'F/U': 'Recall 6 months with Dr [NAME]',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist using Palmer
  defineCase({
    id: 'dn07-uk-asr-palmer-rct-ll6-opened-on-holiday-location-date-invoice-email',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right mister [NAME] in for the root canal on the lower left six he had it opened at an emergency appointment in [LOCATION] on [DATE] while on holiday medical history no changes takes atorvastatin no allergies lower left six temporary dressing intact slightly tender to percussion lower left seven sound la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration lower left six rubber dam access through the dressing er four canals found working lengths with the apex locator prepared with waveone gold primary irrigated with sodium hypochlorite calcium hydroxide dressing and cavit post op instructions given notes he's asked us to send the invoice to his work email [EMAIL] next visit complete root canal lower left six in two weeks",
    expect: {
      CC: 'Root canal on LL6. He had it opened at an emergency appointment in [LOCATION] on [DATE] while on holiday',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['LL6', 'Temporary dressing intact slightly tender to percussion'],
        ['LL7', 'Sound'],
      ],
      'TX TODAY': ['RCT LL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL6',
        'Rubber dam',
        'Access through the dressing',
        '4 canals found',
        'Working lengths with the apex locator',
        'Prepared with WaveOne Gold Primary',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing and Cavit',
        'Post-op instructions given',
      ],
      NOTES: "He's asked us to send the invoice to his work email [EMAIL]",
      NV: ['Complete RCT LL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dn08-uk-typed-palmer-crown-prep-ur6-lab-docket-id-nurse-name',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for crown prep UR6 as per tx plan. MH: no change, NKDA. UR6 MOD amalgam, cracked MP cusp, not TTP, vital to EPT. UR5 DO comp sound. UR7 sound. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UR6. Amalgam removed, core in Luxacore. Crown prep UR6 for full gold crown. Cord, impressions (Aquasil), bite reg. Temp crown Protemp, TempBond. POIG. Work sent to [NAME] Dental Lab in [LOCATION] (docket [ID]). Nurse [NAME]. NV: crown fit UR6 on [DATE] with Dr [NAME].',
    expect: {
      CC: 'Crown prep UR6 as per tx plan',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['UR6', 'MOD amalgam, cracked MP cusp, not TTP, vital to EPT'],
        ['UR5', 'DO comp sound'],
        ['UR7', 'Sound'],
      ],
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'Amalgam removed',
        'Core in Luxacore',
        'Crown prep UR6 for full gold crown',
        'Cord',
        'Impressions (Aquasil)',
        'Bite reg',
        'Temp crown Protemp',
        'TempBond',
        'POIG',
        'Work sent to [NAME] Dental Lab in [LOCATION] (docket [ID])',
      ],
      NOTES: 'Nurse [NAME]',
      NV: ['Crown fit UR6 on [DATE] with Dr [NAME]'],
    },
  }),
  defineCase({
    id: 'dn09-uk-asr-palmer-perio-assessment-hygienist-name-refer-periodontist',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient [NAME] here for a gum assessment referred by our hygienist [NAME] after his last visit on [DATE] gums bleeding and a loose tooth upper left medical history type two diabetes diet controlled smokes ten a day no allergies extra oral nad bpe four three four four three four star bleeding on probing forty percent plaque score sixty percent pockets up to seven millimetres upper molars upper left six grade two mobile furcation involvement upper left seven grade one mobile lower right six furcation grade one sorry grade two bitewings and pas of the upper molars show horizontal bone loss up to fifty percent and a vertical defect distal to upper left six diagnosis periodontitis stage three grade c generalised explained the link with smoking and diabetes he wants to try and keep his teeth smoking cessation advice given oral hygiene instruction interdental brushes plan refer to [NAME] specialist periodontist at [LOCATION] dental hospital full stop rsd with the hygienist in the meantime review in three months',
    expect: {
      CC: 'Gum assessment referred by our hygienist [NAME] after his last visit on [DATE]. Gums bleeding and a loose tooth upper left',
      'MED HX': 'Type 2 diabetes diet controlled. Smokes 10 a day. No allergies',
      EXTRA: 'NAD',
      PERIO:
        'BPE 4 3 4 / 4 3 4*. Bleeding on probing 40%. Plaque score 60%. Pockets up to 7 mm upper molars',
      DENTAL: [
        ['UL6', 'Grade 2 mobile furcation involvement'],
        ['UL7', 'Grade 1 mobile'],
        ['LR6', 'Furcation grade 2'],
      ],
      RADIO:
        'Bitewings and PAs of the upper molars show horizontal bone loss up to 50% and a vertical defect distal to UL6',
      DX: ['Periodontitis stage 3 grade C generalised'],
      CONSULT:
        'Explained the link with smoking and diabetes. He wants to try and keep his teeth. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes'],
      'TX PLAN': [
        'Refer to [NAME] specialist periodontist at [LOCATION] dental hospital',
        'RSD with the hygienist in the meantime',
      ],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'dn10-uk-typed-palmer-domiciliary-care-home-address-age-denture-eased-lpa-consent',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Domiciliary visit to [NAME] Care Home, [ADDRESS], [LOCATION] [POSTCODE]. Mrs [NAME], [AGE] y/o, seen in her room with carer [NAME]. C/o upper denture loose and sore on the left. MH: dementia, AF on warfarin (INR 2.6 on [DATE]), NKDA. EO: NAD. IO: small ulcer UL buccal sulcus under the flange, ridges resorbed. LL3, LR3 sound. LL4 root stump, not TTP. Verbal consent from daughter [NAME] (LPA) by phone as pt lacks capacity. Eased upper denture flange over ulcer, polished. Temporary soft reline upper (Coe-Soft). Advised carer to leave denture out at night and apply Corsodyl gel to ulcer. Care home contact number [PHONE]. Review 2/52.',
    expect: {
      CC: 'Upper denture loose and sore on the left',
      'MED HX': 'Dementia, AF on warfarin (INR 2.6 on [DATE]), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Small ulcer UL buccal sulcus under the flange, ridges resorbed',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound'],
        ['LL4', 'Root stump, not TTP'],
      ],
      CONSULT: 'Advised carer to leave denture out at night and apply Corsodyl gel to ulcer',
      CONSENT: 'Verbal consent from daughter [NAME] (LPA) by phone as pt lacks capacity',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased upper denture flange over ulcer', 'Polished', 'Temporary soft reline upper (Coe-Soft)'],
      NOTES:
        'Domiciliary visit to [NAME] Care Home, [ADDRESS], [LOCATION] [POSTCODE]. Mrs [NAME], [AGE] y/o, seen in her room with carer [NAME]. Care home contact number [PHONE]',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'dn11-uk-asr-palmer-child-extraction-lre-dad-name-appends-email-nv-fs',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old [NAME] attended with dad [NAME] for extraction of the lower right e as planned on [DATE] it's been aching on and off medical history fit and well no allergies lower right e large cavity buccal sinus slightly mobile lower right d sound lower right six erupted sound topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e extracted lower right e with forceps roots complete haemostasis achieved post op instructions to dad told him no hot drinks till the numbness wears off he was a superstar sticker given review at next recall",
    appends: [
      'add to notes dad asked for a copy of the notes to be emailed to [EMAIL]',
      'next visit fissure sealant lower right six',
    ],
    expect: {
      CC: "Extraction of LRE as planned on [DATE]. It's been aching on and off",
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LRE', 'Large cavity buccal sinus slightly mobile'],
        ['LRD', 'Sound'],
        ['LR6', 'Erupted sound'],
      ],
      CONSULT: 'Told him no hot drinks till the numbness wears off',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Extracted LRE with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions to dad',
      ],
      NOTES:
        '7 year old [NAME] attended with dad [NAME]. He was a superstar. Sticker given. Dad asked for a copy of the notes to be emailed to [EMAIL]',
      NV: ['Fissure sealant LR6'],
      'F/U': 'Review at next recall',
    },
  }),
  defineCase({
    id: 'dn12-uk-typed-palmer-review-surgical-xla-lr8-sutures-discharged-to-dr-name',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review 1/52 following surgical XLA LR8 on [DATE] (referred by Dr [NAME], [LOCATION] Dental Practice). Pt reports mild ache first 3 days, now fine, numbness lower lip resolved by day 2. MH: no change, NKDA. EO: no swelling, lip sensation normal. IO: LR8 socket healing well, 3 x 4-0 Vicryl sutures in situ. LR7 D surface sound. Sutures removed. Discharged back to Dr [NAME] for routine care. Discharge letter and OPG emailed to [EMAIL].',
    expect: {
      CC: 'Review 1 week following surgical XLA LR8 on [DATE] (referred by Dr [NAME], [LOCATION] Dental Practice). Pt reports mild ache first 3 days, now fine, numbness lower lip resolved by day 2',
      'MED HX': 'No change, NKDA',
      EXTRA: 'No swelling, lip sensation normal',
      INTRA: 'LR8 socket healing well, 3 x 4-0 Vicryl sutures in situ',
      DENTAL: [['LR7', 'D surface sound']],
      TX: ['Sutures removed'],
      NOTES: 'Discharge letter and OPG emailed to [EMAIL]',
      'F/U': 'Discharged back to Dr [NAME] for routine care',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'dn13-us-typed-new-patient-exam-transfer-fmx-records-email-hygienist-name',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt comprehensive exam. Transferring from Dr [NAME] in [LOCATION], last cleaning there [DATE]. No complaints. Med hx: HTN on amlodipine, seasonal allergies, allergic to sulfa. BP 138/86. EO: WNL, TMJ WNL. IO: mild linea alba, otherwise WNL. PSR 2 2 2 / 2 3 2. #2 MOD amalgam, fractured MB cusp. #3 crown, open D margin. #14 O composite, sound. #18 mesially tipped. #19 missing. #30 MO amalgam, sound. #31 sealant intact. FMX: #3 D recurrent caries under crown margin, #2 no caries, bone levels WNL except #18 M. Prior x-rays requested from Dr [NAME]'s office by email ([EMAIL]). Dx: recurrent caries #3, fractured cusp #2. Discussed crown #3, onlay or crown #2, implant vs bridge for #19 space. Pt wants to start with #3. Tx plan: crown #3, crown #2, consult for implant #19. Prophy w/ hygienist [NAME], OHI. NV: crown prep #3. Recall 6 months.",
    expect: {
      CC: 'New pt comprehensive exam. No complaints',
      'MED HX': 'HTN on amlodipine, seasonal allergies, allergic to sulfa. BP 138/86',
      EXTRA: 'WNL, TMJ WNL',
      INTRA: 'Mild linea alba, otherwise WNL',
      PERIO: 'PSR 2 2 2 / 2 3 2',
      DENTAL: [
        ['2', 'MOD amalgam, fractured MB cusp', 'MB cusp'],
        ['3', 'Crown, open D margin'],
        ['14', 'O composite, sound'],
        ['18', 'Mesially tipped'],
        ['19', 'Missing'],
        ['30', 'MO amalgam, sound'],
        ['31', 'Sealant intact'],
      ],
      RADIO: 'FMX: #3 D recurrent caries under crown margin, #2 no caries, bone levels WNL except #18 M',
      DX: ['Recurrent caries #3', 'Fractured cusp #2'],
      CONSULT: 'Discussed crown #3, onlay or crown #2, implant vs bridge for #19 space. Pt wants to start with #3',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy w/ hygienist [NAME]', 'OHI'],
      'TX PLAN': ['Crown #3', 'Crown #2', 'Consult for implant #19'],
      NOTES:
        "Transferring from Dr [NAME] in [LOCATION], last cleaning there [DATE]. Prior x-rays requested from Dr [NAME]'s office by email ([EMAIL])",
      NV: ['Crown prep #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dn14-us-asr-wife-booked-him-in-mo-composite-30-office-phone',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient [NAME] said his wife [NAME] booked him in because he's had sensitivity to cold on the lower right for a couple of weeks medical history no changes takes metformin no allergies number thirty mesial occlusal caries sensitive to cold lingers a few seconds not tender to percussion number twenty nine sound bitewing of thirty caries into dentin close to the pulp no periapical changes diagnosis reversible pulpitis number thirty discussed a filling today and possible root canal if symptoms get worse he agreed two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed near exposure vitrebond liner tofflemire and wedge mesial occlusal composite thirty shade a three cured polished occlusion checked post op instructions given call the office at [PHONE] if it starts keeping him up at night recall as scheduled",
    expect: {
      CC: "Patient [NAME] said his wife [NAME] booked him in because he's had sensitivity to cold on the lower right for a couple of weeks",
      'MED HX': 'No changes. Takes metformin. No allergies',
      DENTAL: [
        ['30', 'MO caries sensitive to cold lingers a few seconds not tender to percussion'],
        ['29', 'Sound'],
      ],
      RADIO: 'Bitewing of #30 caries into dentin close to the pulp. No periapical changes',
      DX: ['Reversible pulpitis #30'],
      CONSULT: 'Discussed a filling today and possible root canal if symptoms get worse. He agreed',
      'TX TODAY': ['MO composite #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Near exposure',
        'Vitrebond liner',
        'Tofflemire and wedge',
        'MO composite #30',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      'F/U': 'Call the office at [PHONE] if it starts keeping him up at night. Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dn15-us-typed-crown-seat-19-lab-case-id-appends-receipt-email-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown seat #19 (PFM, [NAME] Dental Lab, case [ID]). Prep done [DATE]. Temp intact, no sensitivity. Med hx: no changes, NKDA. #18 MO caries, small. #20 sound. No anesthesia. Temp removed, prep cleaned. Crown tried in, contacts OK, margins closed. Shade OK per pt. Cemented w/ RelyX Luting, excess removed. Occlusion adjusted. POI given. Recall 6 months.',
    appends: ['Add to notes: pt asked for receipt to be emailed to [EMAIL] for his FSA.', 'Next visit: MO composite #18.'],
    expect: {
      CC: 'Crown seat #19 (PFM, [NAME] Dental Lab, case [ID]). Prep done [DATE]. Temp intact, no sensitivity',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['18', 'MO caries, small'],
        ['20', 'Sound'],
      ],
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthesia',
        'Temp removed',
        'Prep cleaned',
        'Crown tried in',
        'Contacts OK',
        'Margins closed',
        'Cemented w/ RelyX Luting',
        'Excess removed',
        'Occlusion adjusted',
        'POI given',
      ],
      NOTES: 'Shade OK per pt. Pt asked for receipt to be emailed to [EMAIL] for his FSA',
      NV: ['MO composite #18'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dn16-us-asr-after-hours-pulpectomy-14-doctor-cell-phone-nv-date',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency patient [NAME] called the after hours line last night severe throbbing upper left can't sleep worse with hot drinks medical history no changes allergic to penicillin extraoral no swelling intraoral number fourteen large mesial occlusal distal amalgam with recurrent caries lingering pain to hot tender to percussion numbers thirteen and fifteen sound pa of fourteen widened pdl on the mesiobuccal root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number fourteen options root canal and crown or extraction she wants to save the tooth consent form signed two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam access uh pulpectomy number fourteen four canals found irrigated with sodium hypochlorite calcium hydroxide cotton pellet and cavit occlusion reduced rx ibuprofen six hundred milligrams every six hours as needed she can call doctor [NAME] on his cell [PHONE] over the weekend if the pain gets worse next visit finish root canal fourteen on [DATE]",
    expect: {
      CC: "Emergency. Patient [NAME] called the after hours line last night. Severe throbbing upper left. Can't sleep. Worse with hot drinks",
      'MED HX': 'No changes. Allergic to penicillin',
      EXTRA: 'No swelling',
      DENTAL: [
        ['14', 'Large MOD amalgam with recurrent caries lingering pain to hot tender to percussion'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA of #14 widened PDL on the MB root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #14'],
      CONSULT: 'Options root canal and crown or extraction. She wants to save the tooth',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Pulpectomy #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Access',
        'Pulpectomy #14',
        '4 canals found',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Finish RCT #14 on [DATE]'],
      'F/U': 'She can call doctor [NAME] on his cell [PHONE] over the weekend if the pain gets worse',
    },
  }),
  defineCase({
    id: 'dn17-us-typed-srp-ur-lr-periodontist-referral-back-member-id',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR/LR quads. Pt referred back from periodontist Dr [NAME] ([LOCATION] Periodontics) after eval on [DATE]. Med hx: no changes, type 2 DM (A1c 7.1), NKDA. Pockets 5-6 mm UR and LR posteriors, BOP generalized. #3 and #30 Class I mobility. 4 carps 2% lido 1:100k epi right IANB + buccal infiltration #3. SRP UR and LR w/ Cavitron + Gracey curettes. Arestin #3 D and #30 D. OHI: water flosser. Pre-auth for UL/LL submitted to Delta Dental, member ID [ID]. Pt asked about cost w/o insurance; front desk gave estimate. NV: SRP UL/LL in 2 weeks.',
    expect: {
      CC: 'SRP UR/LR quads. Pt referred back from periodontist Dr [NAME] ([LOCATION] Periodontics) after eval on [DATE]',
      'MED HX': 'No changes, type 2 DM (A1c 7.1), NKDA',
      PERIO: 'Pockets 5-6 mm UR and LR posteriors, BOP generalized',
      DENTAL: [
        ['3', 'Class I mobility'],
        ['30', 'Class I mobility'],
      ],
      CONSULT:
        'Pre-auth for UL/LL submitted to Delta Dental, member ID [ID]. Pt asked about cost w/o insurance; front desk gave estimate',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'SRP UR and LR w/ Cavitron + Gracey curettes',
        'Arestin #3 D and #30 D',
        'OHI: water flosser',
      ],
      NV: ['SRP UL/LL in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dn18-us-asr-pericoronitis-32-ortho-name-refer-oral-surgeon-phone-email',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here because her lower right wisdom tooth has been sore on and off for a few months and her orthodontist doctor [NAME] wants it out before her braces come off on [DATE] medical history healthy takes birth control no allergies extraoral no swelling no trismus intraoral gum over number thirty two red and puffy number thirty two partially erupted number thirty one sound numbers one sixteen and seventeen fully erupted pano thirty two horizontally impacted with the roots close to the canal diagnosis pericoronitis number thirty two explained it needs an oral surgeon because it's so close to the nerve she's fine with that irrigated under the gum with chlorhexidine refer to doctor [NAME] at [LOCATION] oral surgery for extraction of one sixteen seventeen and thirty two their number is [PHONE] pano emailed to [EMAIL] call us if the swelling gets worse",
    expect: {
      CC: 'Her lower right wisdom tooth has been sore on and off for a few months. Her orthodontist doctor [NAME] wants it out before her braces come off on [DATE]',
      'MED HX': 'Healthy. Takes birth control. No allergies',
      EXTRA: 'No swelling. No trismus',
      INTRA: 'Gum over #32 red and puffy',
      DENTAL: [
        ['32', 'Partially erupted'],
        ['31', 'Sound'],
        ['1', 'Fully erupted'],
        ['16', 'Fully erupted'],
        ['17', 'Fully erupted'],
      ],
      RADIO: 'Pano #32 horizontally impacted with the roots close to the canal',
      DX: ['Pericoronitis #32'],
      CONSULT: "Explained it needs an oral surgeon because it's so close to the nerve. She's fine with that",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the gum with chlorhexidine'],
      'TX PLAN': ['Refer to doctor [NAME] at [LOCATION] oral surgery for extraction #1, #16, #17, #32'],
      NOTES: 'Their number is [PHONE]. Pano emailed to [EMAIL]',
      'F/U': 'Call us if the swelling gets worse',
    },
  }),

  // ---------------------------------------------------------------- 4. US practice with many children (Universal, letters)
  defineCase({
    id: 'dn19-us-asr-child-checkup-letters-mom-name-sealants-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old [NAME] here for her six month checkup mom [NAME] is with her no concerns healthy no meds allergic to amoxicillin soft tissues normal gingiva healthy light plaque letters a b i and j sound letter k occlusal caries letter l sound letters s and t sound numbers three and fourteen erupting numbers nineteen and thirty erupted deep grooves no caries two bitewings k caries into dentin no other caries prophy fluoride varnish talked to mom about flossing between the back teeth and sealants on the six year molars she'd like them done next visit occlusal composite k and sealants nineteen and thirty recall six months",
    expect: {
      CC: 'Her 6 month checkup. No concerns',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Light plaque',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupted deep grooves no caries'],
        ['30', 'Erupted deep grooves no caries'],
      ],
      RADIO: '2 bitewings. #K caries into dentin. No other caries',
      CONSULT:
        "Talked to mom about flossing between the back teeth and sealants on the 6 year molars. She'd like them done",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old [NAME]. Mom [NAME] is with her',
      NV: ['O composite #K', 'Sealants #19, #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dn20-us-typed-child-pulpotomy-ssc-k-foster-mom-caseworker-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o here w/ foster mom [NAME] for pulpotomy and crown #K as planned. Caseworker [NAME] ([LOCATION] DCFS, [PHONE]) gave consent by phone on [DATE]; signed form on file. Med hx: healthy, NKDA. #K large DO caries, no swelling, no mobility. #L O caries, small. PA #K: caries into pulp, no furcation radiolucency. Dx: reversible pulpitis #K. Topical benzocaine. 1 carpule 2% lido 1:100k epi left IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #K w/ MTA, RMGIC base. SSC #K size 4, cemented w/ Ketac Cem. Occlusion checked. Pt cried at first, settled w/ tell-show-do. POI given to foster mom. NV: O composite #L. Recall 3 months.',
    expect: {
      CC: 'Pulpotomy and crown #K as planned',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['K', 'Large DO caries, no swelling, no mobility'],
        ['L', 'O caries, small'],
      ],
      RADIO: 'PA #K: caries into pulp, no furcation radiolucency',
      DX: ['Reversible pulpitis #K'],
      CONSENT: 'Caseworker [NAME] ([LOCATION] DCFS, [PHONE]) gave consent by phone on [DATE]; signed form on file',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #K w/ MTA',
        'RMGIC base',
        'SSC #K size 4',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        'POI given to foster mom',
      ],
      NOTES: '5 y/o here w/ foster mom [NAME]. Pt cried at first, settled w/ tell-show-do',
      NV: ['O composite #L'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dn21-us-asr-child-scooter-fall-8-location-school-nurse-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency nine year old [NAME] with mom [NAME] he fell off his scooter at [LOCATION] park this afternoon and knocked his front tooth no loss of consciousness no headache healthy no allergies tetanus up to date extraoral small graze on the chin intraoral upper lip slightly swollen no lacerations number eight chipped incisal edge into dentin no pulp exposure not mobile tender to percussion number nine sound not mobile pa of eight and nine no root fracture diagnosis uncomplicated crown fracture number eight smoothed the edge with a disc and covered the dentin with vitrebond explained it might go dark and we need to keep checking it soft diet for a week note the school nurse [NAME] called mom and sent him straight over review in two weeks with a vitality test',
    appends: ['add to notes mom asked for a school note emailed to [EMAIL]', 'next visit composite build up number eight'],
    expect: {
      CC: 'Emergency. He fell off his scooter at [LOCATION] park this afternoon and knocked his front tooth. No loss of consciousness. No headache',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Small graze on the chin',
      INTRA: 'Upper lip slightly swollen. No lacerations',
      DENTAL: [
        ['8', 'Chipped incisal edge into dentin no pulp exposure not mobile tender to percussion'],
        ['9', 'Sound not mobile'],
      ],
      RADIO: 'PA of #8 and #9 no root fracture',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT: 'Explained it might go dark and we need to keep checking it. Soft diet for a week',
      TX: ['Smoothed the edge with a disc', 'Covered the dentin with Vitrebond'],
      NOTES:
        '9 year old [NAME] with mom [NAME]. School nurse [NAME] called mom and sent him straight over. Mom asked for a school note emailed to [EMAIL]',
      NV: ['Composite build up #8'],
      'F/U': 'Review in 2 weeks with a vitality test',
    },
  }),
  defineCase({
    id: 'dn22-us-typed-toddler-sdf-e-f-pediatrician-referral-url-email',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "First visit. 2 y/o w/ mom [NAME] and grandma. Referred by pediatrician Dr [NAME] ([LOCATION] Pediatrics) for brown spots on upper front teeth, still has a bottle w/ milk at night. Med hx: healthy, NKDA, no meds. Knee-to-knee exam, soft tissues WNL. Plaque on upper incisors. #E, #F cavitated caries. #D, #G white spot lesions. All other teeth sound. Dx: early childhood caries. SDF #E, #F. Fluoride varnish. Discussed weaning off bottle at night, brushing 2x/day w/ smear of fluoride toothpaste. Warned mom SDF will stain lesions black; mom OK w/ that. Sent brushing video link [URL] to mom's email [EMAIL]. Recall 3 months.",
    expect: {
      CC: 'First visit. Referred by pediatrician Dr [NAME] ([LOCATION] Pediatrics) for brown spots on upper front teeth, still has a bottle w/ milk at night',
      'MED HX': 'Healthy, NKDA, no meds',
      INTRA: 'Knee-to-knee exam, soft tissues WNL. All other teeth sound',
      PERIO: 'Plaque on upper incisors',
      DENTAL: [
        ['E', 'Cavitated caries'],
        ['F', 'Cavitated caries'],
        ['D', 'White spot lesions'],
        ['G', 'White spot lesions'],
      ],
      DX: ['Early childhood caries'],
      CONSULT:
        "Discussed weaning off bottle at night, brushing 2x/day w/ smear of fluoride toothpaste. Warned mom SDF will stain lesions black; mom OK w/ that. Sent brushing video link [URL] to mom's email [EMAIL]",
      'TX TODAY': ['SDF #E, #F', 'Fluoride varnish'],
      TX: ['SDF #E, #F', 'Fluoride varnish'],
      NOTES: '2 y/o w/ mom [NAME] and grandma',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'dn23-us-asr-child-consult-space-loss-t-refer-orthodontist-fax',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult eight year old [NAME] with dad [NAME] new to the practice they moved from [LOCATION] dad's worried about crowding his old dentist doctor [NAME] took out his lower right back baby tooth back in [DATE] healthy no allergies soft tissues normal letter t missing space closing number thirty partially erupted tipping mesially letter s occlusal composite intact letters k and l sound upper front teeth crowded numbers seven and ten not enough room pano all permanent teeth present diagnosis space loss letter t area and crowding discussed a space maintainer versus letting the ortho decide dad wants the ortho opinion first refer to doctor [NAME] orthodontist at [LOCATION] orthodontics records request sent to the old office fax [PHONE] recall six months",
    expect: {
      CC: "Consult. Dad's worried about crowding. His old dentist doctor [NAME] took out his lower right back baby tooth back in [DATE]",
      'MED HX': 'Healthy. No allergies',
      INTRA: 'Soft tissues normal. Upper front teeth crowded',
      DENTAL: [
        ['T', 'Missing space closing'],
        ['30', 'Partially erupted tipping mesially'],
        ['S', 'O composite intact'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['7', 'Not enough room'],
        ['10', 'Not enough room'],
      ],
      RADIO: 'Pano all permanent teeth present',
      DX: ['Space loss #T area', 'Crowding'],
      CONSULT: 'Discussed a space maintainer versus letting the ortho decide. Dad wants the ortho opinion first',
      'TX PLAN': ['Refer to doctor [NAME] orthodontist at [LOCATION] orthodontics'],
      NOTES:
        '8 year old [NAME] with dad [NAME]. New to the practice. They moved from [LOCATION]. Records request sent to the old office fax [PHONE]',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dn24-us-typed-terse-child-recall-chart-id-mom-name',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall. 10 y/o, chart [ID], mom [NAME] in waiting room. No concerns. Healthy, NKDA. PSR 1 1 1 / 1 1 1. #3, #14, #19, #30 sealants intact. #A, #J mobile. Prophy, FV. Recall 6 mo.',
    expect: {
      CC: 'Recall. No concerns',
      'MED HX': 'Healthy, NKDA',
      PERIO: 'PSR 1 1 1 / 1 1 1',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['A', 'Mobile'],
        ['J', 'Mobile'],
      ],
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'FV'],
      NOTES: '10 y/o, chart [ID], mom [NAME] in waiting room',
      'F/U': 'Recall 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 5. UK mixed private practice with a hygienist (FDI)
  defineCase({
    id: 'dn25-uk-typed-fdi-implant-consultation-21-referred-estimate-emailed-nv-date',
    style: 'UK',
    asr: false,
    transcript:
      'Implant consultation, referred by Dr [NAME] of [LOCATION] Dental re missing 21 (lost after trauma in 2018, currently wearing a 1-tooth acrylic denture). MH: no change, NKDA, non-smoker. BPE 1 1 1 / 1 1 1. 21 missing, labial ridge concavity. 11 and 22 sound, unrestored. CBCT 21 region: 5.5 mm bone width, 14 mm height, thin labial plate. Options discussed: bridge, denture, implant w/ simultaneous bone graft. Risks including failure, recession and grey show-through explained. Pt would like implant. Estimate £3,250 including graft and crown, emailed to [EMAIL]. Written consent to follow at surgical appt. Plan: implant 21 + GBR, then implant crown 21 after 4 months. Report to Dr [NAME]. NV: implant placement 21 on [DATE].',
    expect: {
      CC: 'Implant consultation, referred by Dr [NAME] of [LOCATION] Dental re missing 21 (lost after trauma in 2018, currently wearing a 1-tooth acrylic denture)',
      'MED HX': 'No change, NKDA, non-smoker',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['21', 'Missing, labial ridge concavity'],
        ['11', 'Sound, unrestored'],
        ['22', 'Sound, unrestored'],
      ],
      RADIO: 'CBCT 21 region: 5.5 mm bone width, 14 mm height, thin labial plate',
      CONSULT:
        'Options discussed: bridge, denture, implant w/ simultaneous bone graft. Risks including failure, recession and grey show-through explained. Pt would like implant. Estimate £3,250 including graft and crown, emailed to [EMAIL]',
      CONSENT: 'Written consent to follow at surgical appt',
      'TX PLAN': ['Implant 21 + GBR', 'Implant crown 21 after 4 months'],
      NOTES: 'Report to Dr [NAME]',
      NV: ['Implant placement 21 on [DATE]'],
    },
  }),
  defineCase({
    id: 'dn26-uk-asr-fdi-hygiene-pregnant-covering-hygienist-name-nv-date',
    style: 'UK',
    asr: true,
    transcript:
      "[NAME] is in for her hygiene appointment she's been seeing [NAME] our other hygienist who's on maternity leave no problems gums bleed a little when flossing medical history no changes she's twenty weeks pregnant no allergies bpe two two two two one two bleeding on probing twenty percent supragingival calculus lower anteriors and palatal of the upper molars plaque score thirty percent scale and polish with the ultrasonic oral hygiene instruction tepe brushes size one and two explained pregnancy gingivitis and to keep up the interdental cleaning she asked if the x rays are safe told her we won't take any until after the baby next appointment scale and polish with [NAME] on [DATE]",
    expect: {
      CC: 'Her hygiene appointment. No problems. Gums bleed a little when flossing',
      'MED HX': "No changes. She's 20 weeks pregnant. No allergies",
      PERIO:
        'BPE 2 2 2 / 2 1 2. Bleeding on probing 20%. Supragingival calculus lower anteriors and palatal of the upper molars. Plaque score 30%',
      CONSULT:
        "Explained pregnancy gingivitis and to keep up the interdental cleaning. She asked if the x-rays are safe. Told her we won't take any until after the baby",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish with the ultrasonic', 'Oral hygiene instruction TePe brushes size 1 and 2'],
      NOTES: "She's been seeing [NAME] our other hygienist who's on maternity leave",
      NV: ['Scale and polish with [NAME] on [DATE]'],
    },
  }),
  defineCase({
    id: 'dn27-uk-typed-fdi-emergency-i-and-d-46-111-gp-letter-a-and-e-location',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pt phoned 111 overnight, told to contact us. Swelling LR since [DATE], throbbing. MH: T2DM (metformin), penicillin allergy (rash). GP Dr [NAME] at [LOCATION] Medical Centre. EO: swelling R submandibular, not crossing midline, temp 37.9, able to swallow, no trismus. IO: fluctuant buccal swelling 46/47. 46 DO amalgam, deep D caries, TTP +++, mobile grade I. 47 sound. PA 46: periapical radiolucency D root. Dx: acute apical abscess 46. Discussed RCT vs XLA, pt wants XLA but not today. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 46. I&D buccal swelling, pus drained, swab taken. Rx clarithromycin 250 mg BD 7/7. Letter to GP re poorly controlled diabetes (HbA1c 78). If swelling spreads or difficulty swallowing call 111 or go to A&E at [LOCATION] Hospital. Review 2/7. NV: XLA 46.',
    expect: {
      CC: 'Emergency. Pt phoned 111 overnight, told to contact us. Swelling LR since [DATE], throbbing',
      'MED HX': 'T2DM (metformin), penicillin allergy (rash). GP Dr [NAME] at [LOCATION] Medical Centre',
      EXTRA: 'Swelling R submandibular, not crossing midline, temp 37.9, able to swallow, no trismus',
      INTRA: 'Fluctuant buccal swelling 46/47',
      DENTAL: [
        ['46', 'DO amalgam, deep D caries, TTP +++, mobile grade I'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46: periapical radiolucency D root',
      DX: ['Acute apical abscess 46'],
      CONSULT: 'Discussed RCT vs XLA, pt wants XLA but not today',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'I&D buccal swelling',
        'Pus drained',
        'Swab taken',
        'Rx clarithromycin 250 mg BD 7 days',
      ],
      NOTES: 'Letter to GP re poorly controlled diabetes (HbA1c 78)',
      NV: ['Extraction 46'],
      'F/U':
        'If swelling spreads or difficulty swallowing call 111 or go to A&E at [LOCATION] Hospital. Review 2 days',
    },
  }),
  defineCase({
    id: 'dn28-uk-asr-fdi-crown-fit-21-lab-name-appends-husband-name',
    style: 'UK',
    asr: true,
    transcript:
      "mrs [NAME] here for the crown fit on two one no problems with the temporary medical history no changes no allergies two one temporary crown intact gums healthy around it one one and two two sound no la temporary removed cement cleaned off tried in the [NAME] ceramics emax crown contacts fine margins good shade matches really well she's delighted cemented with rely x unicem excess removed floss through occlusion checked in protrusion and lateral excursions post op instructions given",
    appends: [
      'add to notes her husband [NAME] wants to book a consultation for his own front teeth',
      'review in six months with bitewings',
    ],
    expect: {
      CC: 'Crown fit on 21. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      PERIO: 'Gums healthy around it',
      DENTAL: [
        ['21', 'Temporary crown intact'],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      'TX TODAY': ['Crown fit 21'],
      TX: [
        'No LA',
        'Temporary removed',
        'Cement cleaned off',
        'Tried in the [NAME] Ceramics emax crown',
        'Contacts fine',
        'Margins good',
        'Shade matches really well',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through',
        'Occlusion checked in protrusion and lateral excursions',
        'Post-op instructions given',
      ],
      NOTES: "She's delighted. Her husband [NAME] wants to book a consultation for his own front teeth",
      'F/U': 'Review in 6 months with bitewings',
    },
  }),
  defineCase({
    id: 'dn29-uk-typed-fdi-terse-dna-date-mo-comp-36-nv-date',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for MO comp 36. DNA'd last appt [DATE]. MH NC. 36 MO caries, no TTP. LA 1 x 2.2ml arti 4% buccal infil 36. RD. MO comp 36 A3. Occ checked. POIG. NV: S&P on [DATE].",
    expect: {
      CC: 'MO comp 36',
      'MED HX': 'NC',
      DENTAL: [['36', 'MO caries, no TTP']],
      'TX TODAY': ['MO composite 36'],
      TX: ['LA: 1 x 2.2 ml articaine 4%, buccal infiltration 36', 'RD', 'MO comp 36 A3', 'Occ checked', 'POIG'],
      NOTES: "DNA'd last appt [DATE]",
      NV: ['Scale and polish on [DATE]'],
    },
  }),
  defineCase({
    id: 'dn30-uk-asr-fdi-long-new-patient-consultation-husband-address-email',
    style: 'UK',
    asr: true,
    transcript:
      "new patient consultation mrs [NAME] attended with her husband [NAME] she's anxious she hasn't seen a dentist since 2015 after a bad experience at her old practice in [LOCATION] she wants her front teeth fixed and a check of everything medical history hypothyroidism on levothyroxine asthma on a brown and a blue inhaler allergic to latex non smoker drinks about ten units a week extra oral nad tmj fine intra oral soft tissues healthy oral cancer screen clear bpe three two three three two three charting one eight missing one seven mesial occlusal amalgam sound one six crown open margin distally one one and two one distal caries two six root filled with a large occlusal composite three six missing three seven tilted mesially four six mesial occlusal distal amalgam with a fractured lingual cusp radiographs bitewings and pas of the upper incisors and two six grade one report caries distal one one and two one into dentine two six periapical radiolucency with a short root filling four six no caries diagnosis caries one one and two one periapical periodontitis two six generalised periodontitis stage two grade b discussed the options in stages first hygiene and two rsd visits then fillings on the front teeth then root canal retreatment or extraction of two six and a crown or onlay on four six she'd like to start with the gums and the front teeth written treatment plan and estimate given she'll let us know about two six treatment plan rsd upper and lower with the hygienist distal composites one one and two one onlay four six notes she asked us to update her address to [ADDRESS] [LOCATION] [POSTCODE] and her email to [EMAIL] next visit rsd upper with the hygienist",
    expect: {
      CC: 'New patient consultation. She wants her front teeth fixed and a check of everything',
      'MED HX':
        'Hypothyroidism on levothyroxine. Asthma on a brown and a blue inhaler. Allergic to latex. Non smoker. Drinks about 10 units a week',
      EXTRA: 'NAD. TMJ fine',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 3 2 3 / 3 2 3',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'MO amalgam sound'],
        ['16', 'Crown open margin distally'],
        ['11', 'D caries'],
        ['21', 'D caries'],
        ['26', 'Root filled with a large O composite'],
        ['36', 'Missing'],
        ['37', 'Tilted mesially'],
        ['46', 'MOD amalgam with a fractured L cusp', 'L cusp'],
      ],
      RADIO:
        'Bitewings and PAs of the upper incisors and 26 grade 1. Report caries distal 11 and 21 into dentine. 26 periapical radiolucency with a short root filling. 46 no caries',
      DX: ['Caries 11, 21', 'Periapical periodontitis 26', 'Generalised periodontitis stage 2 grade B'],
      CONSULT:
        "Discussed the options in stages first hygiene and 2 RSD visits then fillings on the front teeth then root canal retreatment or extraction of 26 and a crown or onlay on 46. She'd like to start with the gums and the front teeth. Written treatment plan and estimate given. She'll let us know about 26",
      'TX PLAN': ['RSD upper and lower with the hygienist', 'D composites 11, 21', 'Onlay 46'],
      NOTES:
        "Mrs [NAME] attended with her husband [NAME]. She's anxious. She hasn't seen a dentist since 2015 after a bad experience at her old practice in [LOCATION]. She asked us to update her address to [ADDRESS] [LOCATION] [POSTCODE] and her email to [EMAIL]",
      NV: ['RSD upper with the hygienist'],
    },
  }),
];
