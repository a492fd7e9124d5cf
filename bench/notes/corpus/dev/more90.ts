// A ninetieth development batch (ids cn01–cn30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is removable prosthodontics told step by
// step, much of it as run-on speech: complete and partial dentures from first impressions through special trays and
// secondary (master) impressions, wax rims and jaw registration (occlusal vertical dimension, freeway space, centre
// line, smile line, occlusal plane), tooth selection and shade, wax try-ins and their corrections, fits with
// pressure-indicating paste and occlusal adjustment, eases at review, relines (chairside hard, soft and tissue
// conditioner, lab processed), a repair and additions of teeth, a cobalt-chrome framework try-in, an immediate denture
// after extractions, implant overdentures with locators, copy dentures for elderly patients, denture stomatitis and
// angular cheilitis, and care-home visits with carers. Five clinicians, six visits each:
//   cn01–cn06 a UK dentist (FDI, all recogniser-style): primary impressions in stock trays with a "sorry" correction,
//     secondary impressions in special trays with border moulding and "scratch that", wax rims and jaw registration for
//     an upper complete / lower partial (OVD, freeway space, centre and smile lines, Fox plane, shade and mould), an
//     acrylic upper partial fitted with PIP, a clasp loosened and occlusion adjusted (appended dictation), a review with
//     two ulcers and eases, denture stomatitis and angular cheilitis with a tissue conditioner and nystatin (no title);
//   cn07–cn12 a UK clinical dental technician (FDI, typed shorthand and terse runs): a new private patient's assessment
//     and primary impressions, a wax try-in with the anteriors reset chairside, a chairside hard reline (no title), an
//     addition of a tooth to an upper partial on a dentist's prescription (appended dictation), copy dentures for an
//     elderly patient with the OVD opened, a fit of complete dentures with a processed soft lining;
//   cn13–cn18 a US prosthodontist (Universal, all recogniser-style): a lower denture converted to a locator overdenture
//     (no title), a cobalt-chrome framework try-in with an altered cast impression, extractions #6 to #11 with an
//     immediate denture (appended dictation), jaw relation records with a facebow and "scratch that", a same-day lab
//     reline with a closed mouth impression, a 24-hour adjustment with cheek biting;
//   cn19–cn24 a US general dentist (Universal, typed; terse runs in cn19, cn21, cn22, cn23, sentences in cn20, cn24): a
//     denture consultation with charting, FMX and preliminary impressions, a wax try-in of an upper complete denture and
//     lower RPD, an emergency denture repair (appended dictation), locator insert replacement with peri-implant
//     mucositis, a tissue conditioner two weeks after an immediate denture, complete dentures delivered with a clinical
//     remount;
//   cn25–cn30 a UK domiciliary dentist (Palmer; cn25, cn27, cn29 recogniser-style with Palmer words, cn26, cn28, cn30
//     typed UR3 shorthand): a care-home denture ease for a resident with dementia, copy dentures at a housebound
//     patient's home, an extraction at a nursing home with an impression for an addition (appended dictation), a fit of
//     copy dentures with carers, a review with denture stomatitis, root caries and fluoride varnish, a chairside soft
//     reline with a best-interests decision.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers, "sorry" and
// "scratch that", no punctuation) and 15 typed; 79 to 197 words (most 105 to 185); five cases with appended dictation (cn04
// recogniser "add to chart …" / "add to notes …"; cn10 typed "Add to notes: …" / "Add to treatment: …"; cn15 recogniser
// "add to treatment …" / "add to notes …"; cn21 typed "Add to notes: …" / "Change … to …"; cn27 recogniser "add to notes
// …" / "change … to …"). DENTAL in 13 cases (cn03, cn04, cn10, cn14, cn15, cn19, cn20, cn21, cn25, cn27, cn28, cn29,
// cn30); the others are edentulous or name no natural tooth finding.
//
// Judgement calls where the contract was silent:
// - Titles: primary, secondary, wash, copy and diagnostic impressions said in the plural are "Impressions"; a single
//   impression ("altered cast impression", "closed mouth impression", "alginate impression over the P/-") is
//   "Impression" (singular as said, as more56 "new impression"). Jaw registration, wax and framework try-ins, relines of
//   every kind (chairside hard, soft, tissue conditioner, lab processed), a repair, an addition, locator abutments and
//   inserts, copying dentures in putty, sutures removed and a denture "relieved" at a fit or reline are no titles (as
//   more56). A denture "eased" is "Denture adjustment"; "both dentures were seated", "fitted the immediate denture" are
//   "Denture fit", and a fit named only in the CC ("fit of her new upper partial denture", "Fit F/F", "Fit of copy upper
//   CD and lower P/-") gives "Denture fit" when TX names no procedure; "Repaired denture tried in: fit good" is a finding,
//   no fit. "Sockets irrigated with saline" is no Irrigation (socket); "0.12% CHX irrigation #27" around an implant is
//   "Irrigation #27"; "OHI: single-tuft brush …" and an appended "OHI with interdental brushes" are "OHI"; "Duraphat
//   varnish applied to upper right three and upper left three" is "Fluoride varnish UR3, UL3". Reviews whose CC says the
//   extraction or delivery was before take no title from it.
// - Connecting words in list items: "applied to upper right three …" → "applied UR3, UL3", "healing abutments removed
//   twenty two and twenty seven" → "#22, #27"; a tooth naming a place keeps its word ("binding palatal to 22", "binding
//   on the lingual plate behind #22"). Denture teeth without a number stay words ("left denture premolars", "lower right
//   second molar", "central incisor denture tooth"), and "buccal cusps of the lower right posterior teeth" is "B cusps …"
//   (rule 4, cusp).
// - Findings about a denture (old dentures worn, loose, a fracture through the palate, fitting surface plaque), ridges,
//   sockets and peri-implant tissue are INTRA; try-in and fit observations (retention, OVD, freeway space, phonetics,
//   centre line) are TX steps, as more56.
// - A patient's wish during a try-in or jaw registration ("she wants them not too white", "Pt wants less tooth
//   showing", "She wanted a small diastema …") and a question with its answer are CONSULT; pleased remarks ("really
//   pleased with the smile", "Pt delighted", "Her husband liked the new smile", "recognised them as 'my teeth'") are
//   NOTES, as more56. "Miconazole is out because of the warfarin" is CONSULT, said with the explanation.
// - Care homes and home visits: the kind and place of visit opens the CC ("Domiciliary visit at the care home", "Dom
//   visit, pt's own home"), a carer's or nurse's report is the CC, who was present and where the patient was seen are
//   NOTES, as is the home's own arrangement ("Home will get her dentures marked …", "Weight to be monitored by the
//   home"); advice to carers is CONSULT; "updated the mouth care plan" is a TX step; a lack of capacity with a
//   best-interests decision is CONSENT; an LPA said in an "add to notes" stays in NOTES.
// - Age and who came ("84 y/o attended with son") are NOTES (as more58); "Non-smoker" is MED HX; a blood pressure read
//   at the visit stays in MED HX (as more56 bf06).
// - "Plan" after a review ("review in two weeks then plan new upper denture") is TX PLAN, the review F/U; "review in two
//   weeks next visit pink inserts …" is F/U then NV.
// - Numbers: "one" as a pronoun stays ("two ulcers one on … and one in …", "the lower one"); "one forty two over
//   eighty eight" → "142/88", "four oh chromic gut" → "4-0 chromic gut", "thirty newton centimeters" → "30 Ncm",
//   "duraphat five thousand" → "Duraphat 5000" (the product's name). Brand names as their makers write them
//   (Fixodent, Viscogel, Kooliner, Molloplast-B, QuickUp, Fit Checker, Aluwax, Coe-Comfort, GC Reline Soft, Surgicel,
//   Bonjela); "campers plane" → "Camper's plane", "co careldopa" → "co-careldopa", "try in" → "try-in".
// - Appends: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at
//   the end (and its title), "change X to Y" edits the one place X is said (cn21 "recall as scheduled" in F/U, cn27 "one
//   week" only in NV).
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; chart
//   conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more90Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK dentist, FDI, recogniser-style
  defineCase({
    id: 'cn01-uk-asr-fdi-new-dentures-primary-impressions-compound-sorry-flabby-ridge',
    style: 'UK',
    asr: true,
    transcript:
      "okay um she's here for new dentures her upper and lower full dentures are fifteen years old and the lower one moves about when she eats medical history type two diabetes on metformin takes amlodipine no allergies extra oral angles of the mouth a bit cracked both sides face looks overclosed intra oral upper ridge reasonable with a flabby anterior section lower ridge very resorbed palate healthy no sore spots old dentures teeth worn flat lower denture loose upper retention fair diagnosis edentulous with worn out dentures discussed new upper and lower complete dentures and also mentioned two implants to hold the lower she wants to stick with conventional dentures for now on the nhs band three explained er primary impressions in stock trays alginate upper and green stick sorry red impression compound lower alginate wash over the compound impressions sent to the lab for special trays spaced over the flabby ridge she said she's been getting through a tube of fixodent a week next visit secondary impressions in special trays in two weeks",
    expect: {
      CC: 'New dentures. Her upper and lower full dentures are 15 years old and the lower one moves about when she eats',
      'MED HX': 'Type 2 diabetes on metformin. Takes amlodipine. No allergies',
      EXTRA: 'Angles of the mouth a bit cracked both sides. Face looks overclosed',
      INTRA:
        'Upper ridge reasonable with a flabby anterior section. Lower ridge very resorbed. Palate healthy. No sore spots. Old dentures teeth worn flat. Lower denture loose. Upper retention fair',
      DX: ['Edentulous with worn out dentures'],
      CONSULT:
        'Discussed new upper and lower complete dentures. Mentioned 2 implants to hold the lower. She wants to stick with conventional dentures for now on the NHS. Band 3 explained',
      'TX TODAY': ['Impressions'],
      TX: [
        'Primary impressions in stock trays alginate upper and red impression compound lower',
        'Alginate wash over the compound',
        'Impressions sent to the lab for special trays spaced over the flabby ridge',
      ],
      NOTES: "She said she's been getting through a tube of Fixodent a week",
      NV: ['Secondary impressions in special trays in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn02-uk-asr-fdi-secondary-impressions-special-trays-border-moulding-scratch-that',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the second impressions for his new full dentures medical history no changes still on warfarin for his af no allergies intra oral ridges healthy no ulcers special trays tried in the upper fine the lower overextended in the right sorry left retromolar area trimmed with an acrylic bur border moulding with green stick compound in sections post dam area marked with an indelible pencil at the vibrating line um secondary impressions in zinc oxide eugenol paste upper and light body silicone lower good detail no voids lab ticket for wax rims on shellac bases scratch that lab ticket for wax rims on acrylic bases he's a bit of a gagger but managed fine with his head forward next visit jaw registration with wax rims in two weeks",
    expect: {
      CC: 'Second impressions for his new full dentures',
      'MED HX': 'No changes. Still on warfarin for his AF. No allergies',
      INTRA: 'Ridges healthy. No ulcers',
      'TX TODAY': ['Impressions'],
      TX: [
        'Special trays tried in',
        'Upper fine',
        'Lower overextended in the left retromolar area',
        'Trimmed with an acrylic bur',
        'Border moulding with green stick compound in sections',
        'Post dam area marked with an indelible pencil at the vibrating line',
        'Secondary impressions in zinc oxide eugenol paste upper and light body silicone lower',
        'Good detail',
        'No voids',
        'Lab ticket for wax rims on acrylic bases',
      ],
      NOTES: "He's a bit of a gagger but managed fine with his head forward",
      NV: ['Jaw registration with wax rims in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn03-uk-asr-fdi-jaw-registration-rims-ovd-freeway-fox-plane-centre-smile-line',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the bite stage for her upper complete and lower partial dentures no problems since last time medical history no changes hypothyroid on levothyroxine allergic to penicillin intra oral ridges healthy no sore spots three three and four three firm no caries upper rim trimmed labially for lip support and to show two millimetres at rest occlusal plane set parallel to the interpupillary line anteriorly and the ala tragus line posteriorly with the fox plane er resting vertical dimension sixty eight millimetres with the willis gauge lower rim reduced to an occlusal vertical dimension of sixty five millimetres so three millimetres freeway space checked with phonetics centre line marked on the upper rim smile line and canine lines marked rims sealed together with staples in the retruded position and removed together shade a three she wants them not too white mould medium square shade confirmed in daylight by the window next visit wax try in in two weeks",
    expect: {
      CC: 'Bite stage for her upper complete and lower partial dentures. No problems since last time',
      'MED HX': 'No changes. Hypothyroid on levothyroxine. Allergic to penicillin',
      INTRA: 'Ridges healthy. No sore spots',
      DENTAL: [
        ['33', 'Firm no caries'],
        ['43', 'Firm no caries'],
      ],
      CONSULT: 'She wants them not too white',
      TX: [
        'Upper rim trimmed labially for lip support and to show 2 mm at rest',
        'Occlusal plane set parallel to the interpupillary line anteriorly and the ala tragus line posteriorly with the Fox plane',
        'Resting vertical dimension 68 mm with the Willis gauge',
        'Lower rim reduced to an occlusal vertical dimension of 65 mm',
        '3 mm freeway space checked with phonetics',
        'Centre line marked on the upper rim',
        'Smile line and canine lines marked',
        'Rims sealed together with staples in the retruded position and removed together',
        'Shade A3',
        'Mould medium square',
        'Shade confirmed in daylight by the window',
      ],
      NV: ['Wax try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn04-uk-asr-fdi-appends-upper-partial-fit-pip-palatal-to-22-clasp-26-occlusion',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the fit of her new upper partial denture to replace her front teeth and the upper left premolars she lost the front ones in a fall last year medical history no changes osteoporosis takes alendronic acid no allergies one three sound two two sound grade one mobile one six mesial occlusal amalgam sound two six crown sound um denture tried in didn't seat fully pressure indicating paste showed binding mesial sorry palatal to two two relieved with an acrylic bur then seated fully two six clasp too tight loosened slightly with pliers retention good occlusion checked with articulating paper high on the left denture premolars adjusted even contacts both sides she's really pleased with the smile showed her how to put it in and take it out advised leave it out at night and clean it over a bowl of water review in one week",
    appends: [
      'add to chart one four buccal cervical abrasion not sensitive',
      'add to notes her husband drove her in and waited in reception',
    ],
    expect: {
      CC: 'Fit of her new upper partial denture to replace her front teeth and the upper left premolars. She lost the front ones in a fall last year',
      'MED HX': 'No changes. Osteoporosis. Takes alendronic acid. No allergies',
      DENTAL: [
        ['13', 'Sound'],
        ['22', 'Sound grade 1 mobile'],
        ['16', 'MO amalgam sound'],
        ['26', 'Crown sound'],
        ['14', 'B cervical abrasion not sensitive'],
      ],
      CONSULT:
        'Showed her how to put it in and take it out. Advised leave it out at night and clean it over a bowl of water',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        "Didn't seat fully",
        'Pressure indicating paste showed binding palatal to 22',
        'Relieved with an acrylic bur',
        'Seated fully',
        '26 clasp too tight',
        'Loosened slightly with pliers',
        'Retention good',
        'Occlusion checked with articulating paper',
        'High on the left denture premolars adjusted',
        'Even contacts both sides',
      ],
      NOTES: "She's really pleased with the smile. Her husband drove her in and waited in reception",
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cn05-uk-asr-fdi-review-new-dentures-two-ulcers-one-pronoun-eased-freeway',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the review of his new dentures fitted last week sore on the lower right and the upper clicks when he talks medical history no changes copd on inhalers no allergies intra oral two ulcers one on the lower right lingual sulcus near the mylohyoid ridge and one in the upper left buccal sulcus by the frenum er pressure indicating paste on the lower showed the flange pressing on the ulcer eased the lower lingual flange and relieved the upper left buccal frenum notch then occlusion checked in the retruded position with articulating paper heavy contact on the lower right second molar adjusted freeway space three millimetres on the willis gauge told him the clicking should settle as he gets used to them advised bonjela and salt water rinses review in two weeks",
    expect: {
      CC: 'Review of his new dentures fitted last week. Sore on the lower right and the upper clicks when he talks',
      'MED HX': 'No changes. COPD on inhalers. No allergies',
      INTRA:
        '2 ulcers one on the lower right lingual sulcus near the mylohyoid ridge and one in the upper left buccal sulcus by the frenum',
      CONSULT: 'Told him the clicking should settle as he gets used to them. Advised Bonjela and salt water rinses',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste on the lower showed the flange pressing on the ulcer',
        'Eased the lower lingual flange',
        'Relieved the upper left buccal frenum notch',
        'Occlusion checked in the retruded position with articulating paper',
        'Heavy contact on the lower right second molar adjusted',
        'Freeway space 3 mm on the Willis gauge',
      ],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'cn06-uk-asr-fdi-denture-stomatitis-angular-cheilitis-viscogel-nystatin-warfarin',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because the roof of her mouth is sore under the top denture she wears it day and night and the corners of her mouth keep splitting medical history type two diabetes hba one c was sixty four last month on metformin and warfarin no allergies extra oral angular cheilitis both corners red and cracked intra oral palate red and swollen exactly under the upper denture lower ridge fine tongue normal upper denture old and worn fitting surface covered in plaque diagnosis denture stomatitis and angular cheilitis explained it's a yeast infection from wearing the denture all the time and not cleaning it enough miconazole is out because of the warfarin um denture cleaned in the ultrasonic bath then tissue conditioner lining in the upper denture with viscogel rx nystatin oral suspension one hundred thousand units per ml one ml four times a day for seven days and also hydrocortisone cream sorry fusidic acid cream for the corners advised her to take the denture out at night and soak it in dilute sodium hypochlorite and to brush her palate and to see her gp about her diabetes review in two weeks then plan new upper denture",
    expect: {
      CC: 'Roof of her mouth is sore under the top denture. She wears it day and night and the corners of her mouth keep splitting',
      'MED HX': 'Type 2 diabetes. HbA1c was 64 last month. On metformin and warfarin. No allergies',
      EXTRA: 'Angular cheilitis both corners red and cracked',
      INTRA:
        'Palate red and swollen exactly under the upper denture. Lower ridge fine. Tongue normal. Upper denture old and worn. Fitting surface covered in plaque',
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        "Explained it's a yeast infection from wearing the denture all the time and not cleaning it enough. Miconazole is out because of the warfarin. Advised her to take the denture out at night and soak it in dilute sodium hypochlorite and to brush her palate and to see her GP about her diabetes",
      TX: [
        'Denture cleaned in the ultrasonic bath',
        'Tissue conditioner lining in the upper denture with Viscogel',
        'Rx nystatin oral suspension 100,000 units per ml 1 ml 4 times a day for 7 days',
        'Fusidic acid cream for the corners',
      ],
      'TX PLAN': ['New upper denture'],
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK clinical dental technician, FDI, typed
  defineCase({
    id: 'cn07-uk-typed-fdi-cdt-new-pt-f-f-assessment-options-quote-primary-impressions',
    style: 'UK',
    asr: false,
    transcript:
      "New pt, F/F wearer, wants a new set privately. Current set approx 20 yrs old, lower loose, can't eat steak. MH: AF on apixaban, hypertension (ramipril), NKDA. Non-smoker. EO: lip support poor, reduced OVD, angles of mouth OK. IO: upper ridge firm, U-shaped, shallow palate; lower ridge knife-edge, mental foramina near crest, soft tissues NAD. Oral cancer screen NAD. Existing dentures: occlusal wear, poor fit lower, upper retention fair. Options: new F/F conventional, implant-retained lower (referral to dentist), reline existing. Pt chose new F/F. Quote £1,650 given, written estimate signed. Primary impressions: upper alginate in stock tray, lower impression compound + alginate wash. Photos of existing dentures taken. Existing shade A3.5 noted. NV: secondary impressions in special trays 2/52.",
    expect: {
      CC: "New pt, F/F wearer, wants a new set privately. Current set approx 20 yrs old, lower loose, can't eat steak",
      'MED HX': 'AF on apixaban, hypertension (ramipril), NKDA. Non-smoker',
      EXTRA: 'Lip support poor, reduced OVD, angles of mouth OK',
      INTRA:
        'Upper ridge firm, U-shaped, shallow palate; lower ridge knife-edge, mental foramina near crest, soft tissues NAD. Oral cancer screen NAD. Existing dentures: occlusal wear, poor fit lower, upper retention fair',
      CONSULT:
        'Options: new F/F conventional, implant-retained lower (referral to dentist), reline existing. Pt chose new F/F. Quote £1,650 given, written estimate signed',
      'TX TODAY': ['Impressions'],
      TX: [
        'Primary impressions: upper alginate in stock tray',
        'Lower impression compound + alginate wash',
        'Photos of existing dentures taken',
        'Existing shade A3.5 noted',
      ],
      NV: ['Secondary impressions in special trays 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn08-uk-typed-fdi-cdt-wax-try-in-f-f-too-long-whistle-anteriors-reset-daughter',
    style: 'UK',
    asr: false,
    transcript:
      "Wax try-in F/F. Pt brought her daughter for a second opinion on appearance. MH: no change. Upper try-in: retention good, lip support good, incisal edges 3 mm below lip at rest, too long. Pt wants less tooth showing. Centre line 2 mm to the right of facial midline. Lower try-in stable. OVD 66 mm, RVD 69 mm, FWS 3 mm confirmed. Phonetics: slight whistle on 's', upper anteriors set too far palatally. Occlusion: even contacts in RCP, no slide. Upper anteriors reset chairside: incisal level raised 1.5 mm, centre line corrected, moved labially 1 mm. Re-tried: 's' clear. Pt and daughter happy with appearance. Lab instructions: process in heat-cured acrylic, stippling on labial flange. NV: denture fit 2/52.",
    expect: {
      CC: 'Wax try-in F/F',
      'MED HX': 'No change',
      CONSULT: 'Pt wants less tooth showing',
      TX: [
        'Upper try-in: retention good',
        'Lip support good',
        'Incisal edges 3 mm below lip at rest',
        'Too long',
        'Centre line 2 mm to the right of facial midline',
        'Lower try-in stable',
        'OVD 66 mm',
        'RVD 69 mm',
        'FWS 3 mm confirmed',
        "Phonetics: slight whistle on 's'",
        'Upper anteriors set too far palatally',
        'Occlusion: even contacts in RCP',
        'No slide',
        'Upper anteriors reset chairside: incisal level raised 1.5 mm',
        'Centre line corrected',
        'Moved labially 1 mm',
        "Re-tried: 's' clear",
        'Lab instructions: process in heat-cured acrylic',
        'Stippling on labial flange',
      ],
      NOTES:
        'Pt brought her daughter for a second opinion on appearance. Pt and daughter happy with appearance',
      NV: ['Denture fit 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn09-uk-typed-fdi-cdt-chairside-hard-reline-lower-cd-kooliner-no-title',
    style: 'UK',
    asr: false,
    transcript:
      "Lower CD loose, 3 yrs old, pt doesn't want a new set. MH: no change, type 2 diabetes (diet controlled), NKDA. IO: lower ridge resorbed, healthy mucosa, no sore spots. Lower CD: rocks on the ridge, gap under the lingual flanges, occlusion OK. Upper CD good. Options: chairside hard reline vs lab reline (denture away overnight). Pt chose chairside, lives alone and can't be without teeth. Fitting surface roughened, relieved 1 mm, adhesive applied. Kooliner mixed, loaded, seated in RCP with pt closing lightly, border moulded with cheek + tongue movements. Removed at rubbery stage, excess trimmed, reseated until set. Trimmed, polished. Retention much improved. Occlusion checked, no change in OVD. Pt delighted. Advised reline may discolour, not to soak in hot water. Review 1/52.",
    expect: {
      CC: "Lower CD loose, 3 yrs old, pt doesn't want a new set",
      'MED HX': 'No change, type 2 diabetes (diet controlled), NKDA',
      INTRA:
        'Lower ridge resorbed, healthy mucosa, no sore spots. Lower CD: rocks on the ridge, gap under the lingual flanges, occlusion OK. Upper CD good',
      CONSULT:
        "Options: chairside hard reline vs lab reline (denture away overnight). Pt chose chairside, lives alone and can't be without teeth. Advised reline may discolour, not to soak in hot water",
      TX: [
        'Fitting surface roughened',
        'Relieved 1 mm',
        'Adhesive applied',
        'Kooliner mixed',
        'Loaded',
        'Seated in RCP with pt closing lightly',
        'Border moulded with cheek + tongue movements',
        'Removed at rubbery stage',
        'Excess trimmed',
        'Reseated until set',
        'Trimmed',
        'Polished',
        'Retention much improved',
        'Occlusion checked',
        'No change in OVD',
      ],
      NOTES: 'Pt delighted',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'cn10-uk-typed-fdi-cdt-appends-addition-23-upper-p-prescription-impression-ohi',
    style: 'UK',
    asr: false,
    transcript:
      "Addition of 23 to upper P/- on prescription from pt's dentist, XLA 23 there 1/52 ago. MH: no change, on alendronic acid, NKDA. 23 socket healing well. 13 sound. 22 mobile grade II. 24 clasp intact. Alginate impression over the P/- in situ. Bite recorded in wax. Shade matched to existing denture teeth (A3). Sent to lab: add 23 + extend flange, same-day service. Pt warned 22 may need adding in future. NV: issue P/- with addition this pm.",
    appends: ['Add to notes: husband waiting in the car, needs to leave by 4pm.', 'Add to treatment: OHI with interdental brushes.'],
    expect: {
      CC: "Addition of 23 to upper P/- on prescription from pt's dentist, XLA 23 there 1 week ago",
      'MED HX': 'No change, on alendronic acid, NKDA',
      INTRA: '23 socket healing well',
      DENTAL: [
        ['13', 'Sound'],
        ['22', 'Mobile grade II'],
        ['24', 'Clasp intact'],
      ],
      CONSULT: 'Pt warned 22 may need adding in future',
      'TX TODAY': ['Impression', 'OHI'],
      TX: [
        'Alginate impression over the P/- in situ',
        'Bite recorded in wax',
        'Shade matched to existing denture teeth (A3)',
        'Sent to lab: add 23 + extend flange',
        'Same-day service',
        'OHI with interdental brushes',
      ],
      NOTES: 'Husband waiting in the car, needs to leave by 4pm',
      NV: ['Issue P/- with addition this pm'],
    },
  }),
  defineCase({
    id: 'cn11-uk-typed-fdi-cdt-copy-dentures-84yo-son-wash-impressions-ovd-opened',
    style: 'UK',
    asr: false,
    transcript:
      '84 y/o attended with son for copy dentures. Has worn the same F/F for 25 years, lower worn down, bites her cheeks, does not want anything different. MH: mild dementia (donepezil), osteoarthritis, NKDA. IO: ridges resorbed, healthy, cheek biting line L buccal mucosa. Existing dentures: heavy wear of posterior teeth, OVD reduced approx 4 mm. Discussed copying her dentures so the shape stays familiar, with the worn teeth built up. Pt understood and agreed. Verbal consent. Wash impressions in light-bodied silicone inside both dentures. Wax added to lower posterior teeth to open OVD 4 mm, jaw registration in RCP. Dentures copied in putty in the copy flask, returned to pt same visit. Shade A3 to match. NV: try-in of copy dentures 2/52.',
    expect: {
      CC: 'Copy dentures. Has worn the same F/F for 25 years, lower worn down, bites her cheeks, does not want anything different',
      'MED HX': 'Mild dementia (donepezil), osteoarthritis, NKDA',
      INTRA:
        'Ridges resorbed, healthy, cheek biting line L buccal mucosa. Existing dentures: heavy wear of posterior teeth, OVD reduced approx 4 mm',
      CONSULT:
        'Discussed copying her dentures so the shape stays familiar, with the worn teeth built up. Pt understood and agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Impressions'],
      TX: [
        'Wash impressions in light-bodied silicone inside both dentures',
        'Wax added to lower posterior teeth to open OVD 4 mm',
        'Jaw registration in RCP',
        'Dentures copied in putty in the copy flask',
        'Returned to pt same visit',
        'Shade A3 to match',
      ],
      NOTES: '84 y/o attended with son',
      NV: ['Try-in of copy dentures 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn12-uk-typed-fdi-cdt-fit-f-f-molloplast-pip-papilla-mental-foramen-balanced',
    style: 'UK',
    asr: false,
    transcript:
      'Fit F/F, lower with Molloplast-B soft lining for knife-edge ridge. MH: no change. Dentures checked for sharp edges and acrylic pearls, removed. Upper seated: good retention, post dam seal good. Lower seated: stable. PIP upper: pressure on incisive papilla, relieved. PIP lower: pressure over L mental foramen, relieved. Occlusion: articulating paper in RCP, premature contact on R second molars, adjusted. Even bilateral contacts, balanced in lateral excursions. Pt shown insertion, removal and cleaning, written care leaflet given. Advised soft lining needs a non-abrasive cleaner, no denture toothpaste. Pt pleased with appearance. Review 1/52 for eases.',
    expect: {
      CC: 'Fit F/F, lower with Molloplast-B soft lining for knife-edge ridge',
      'MED HX': 'No change',
      CONSULT:
        'Pt shown insertion, removal and cleaning, written care leaflet given. Advised soft lining needs a non-abrasive cleaner, no denture toothpaste',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures checked for sharp edges and acrylic pearls',
        'Removed',
        'Upper seated: good retention',
        'Post dam seal good',
        'Lower seated: stable',
        'PIP upper: pressure on incisive papilla',
        'Relieved',
        'PIP lower: pressure over L mental foramen',
        'Relieved',
        'Occlusion: articulating paper in RCP',
        'Premature contact on R second molars',
        'Adjusted',
        'Even bilateral contacts',
        'Balanced in lateral excursions',
      ],
      NOTES: 'Pt pleased with appearance',
      'F/U': 'Review 1 week for eases',
    },
  }),

  // ---------------------------------------------------------------- 3. US prosthodontist, Universal, recogniser-style
  defineCase({
    id: 'cn13-us-asr-locator-overdenture-conversion-22-27-quickup-sorry-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for conversion of her lower denture to an implant overdenture the two implants in the canine areas were placed four months ago and have integrated medical history no changes takes metoprolol and atorvastatin no allergies intraoral tissues around the implants healthy no bleeding ridges healthy upper denture fine healing abutments removed twenty two and twenty seven tissue cuff three millimeters locator abutments twenty two and twenty seven three millimeter cuff height torqued to thirty newton centimeters block out rings placed over the abutments with the metal housings on top denture relieved over the housings until it seated with no contact checked with pressure indicating paste vent holes cut lingually um pick up with chairside reline sorry with quick up material patient closing lightly in centric relation excess trimmed black processing inserts swapped for blue light retention inserts occlusion checked even contacts she said it's the first time in ten years the lower hasn't moved showed her how to line it up and press down and how to clean the abutments review in two weeks next visit pink inserts if she needs more retention",
    expect: {
      CC: 'Conversion of her lower denture to an implant overdenture. 2 implants in the canine areas were placed 4 months ago and have integrated',
      'MED HX': 'No changes. Takes metoprolol and atorvastatin. No allergies',
      INTRA: 'Tissues around the implants healthy. No bleeding. Ridges healthy. Upper denture fine',
      CONSULT: 'Showed her how to line it up and press down and how to clean the abutments',
      TX: [
        'Healing abutments removed #22, #27',
        'Tissue cuff 3 mm',
        'Locator abutments #22, #27 3 mm cuff height torqued to 30 Ncm',
        'Block out rings placed over the abutments with the metal housings on top',
        'Denture relieved over the housings until it seated with no contact',
        'Checked with pressure indicating paste',
        'Vent holes cut lingually',
        'Pick up with QuickUp material',
        'Patient closing lightly in centric relation',
        'Excess trimmed',
        'Black processing inserts swapped for blue light retention inserts',
        'Occlusion checked',
        'Even contacts',
      ],
      NOTES: "She said it's the first time in 10 years the lower hasn't moved",
      NV: ['Pink inserts if she needs more retention'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'cn14-us-asr-cocr-framework-try-in-lingual-plate-binding-22-altered-cast-impression',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay patient's here for the framework try in for his lower partial medical history no changes type two diabetes on metformin allergic to penicillin intraoral lower posterior ridges healthy numbers twenty one and twenty eight rest seats intact no caries number twenty three uh facial cervical abrasion not sensitive number twenty six sound framework tried in wouldn't seat fully on the right sorry on the left fit checker showed binding on the lingual plate behind twenty two relieved with a carbide bur then seated fully rests fully seated twenty one and twenty eight clasps passive lingual plate well adapted no impingement of the gingiva occlusion checked with shimstock no interference from the framework altered cast impression of the distal extension areas with the tray on the framework border molded with compound then light body pvs mold selected for the denture teeth shade a three point five to match his natural teeth he asked if he can eat with the framework told him not yet next visit jaw relation records on the framework in two weeks",
    expect: {
      CC: 'Framework try-in for his lower partial',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Allergic to penicillin',
      INTRA: 'Lower posterior ridges healthy',
      DENTAL: [
        ['21', 'Rest seats intact no caries'],
        ['28', 'Rest seats intact no caries'],
        ['23', 'F cervical abrasion not sensitive'],
        ['26', 'Sound'],
      ],
      CONSULT: 'He asked if he can eat with the framework. Told him not yet',
      'TX TODAY': ['Impression'],
      TX: [
        'Framework tried in',
        "Wouldn't seat fully on the left",
        'Fit Checker showed binding on the lingual plate behind #22',
        'Relieved with a carbide bur',
        'Seated fully',
        'Rests fully seated #21, #28',
        'Clasps passive',
        'Lingual plate well adapted',
        'No impingement of the gingiva',
        'Occlusion checked with shimstock',
        'No interference from the framework',
        'Altered cast impression of the distal extension areas with the tray on the framework',
        'Border molded with compound',
        'Light body PVS',
        'Mold selected for the denture teeth',
        'Shade A3.5 to match his natural teeth',
      ],
      NV: ['Jaw relation records on the framework in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn15-us-asr-appends-extractions-6-11-immediate-denture-fitted-alveoloplasty',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of his remaining upper teeth and delivery of his immediate upper denture medical history no changes hypertension on lisinopril takes a baby aspirin no allergies blood pressure one forty two over eighty eight intraoral numbers six seven eight nine and ten grade two mobile heavy calculus number eleven fractured at the gumline diagnosis generalized severe periodontitis with hopeless upper anteriors verbal and written consent reviewed four carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration upper anterior extracted numbers six seven eight nine ten and eleven with forceps and elevators eleven needed sectioning minor alveoloplasty to smooth the ridge sockets irrigated with saline sutured with four oh chromic gut immediate denture tried in pressure indicating paste showed pressure over the right canine socket relieved then fitted the immediate denture occlusion adjusted for even contacts with his lower teeth told him to keep it in for twenty four hours don't take it out soft diet no hot drinks tylenol and ibuprofen for pain he was worried about how it would look but liked it in the mirror review tomorrow",
    appends: ['add to treatment post op instructions given verbal and written', 'add to notes his wife is driving him home'],
    expect: {
      CC: 'Extraction of his remaining upper teeth and delivery of his immediate upper denture',
      'MED HX': 'No changes. Hypertension on lisinopril. Takes a baby aspirin. No allergies. Blood pressure 142/88',
      DENTAL: [
        ['6', 'Grade 2 mobile heavy calculus'],
        ['7', 'Grade 2 mobile heavy calculus'],
        ['8', 'Grade 2 mobile heavy calculus'],
        ['9', 'Grade 2 mobile heavy calculus'],
        ['10', 'Grade 2 mobile heavy calculus'],
        ['11', 'Fractured at the gumline', 'Not specified'],
      ],
      DX: ['Generalized severe periodontitis with hopeless upper anteriors'],
      CONSULT:
        "Told him to keep it in for 24 hours. Don't take it out. Soft diet. No hot drinks. Tylenol and ibuprofen for pain",
      CONSENT: 'Verbal and written consent reviewed',
      'TX TODAY': ['Extraction #6, #7, #8, #9, #10, #11', 'Denture fit'],
      TX: [
        'LA: 4 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper anterior',
        'Extracted #6, #7, #8, #9, #10, #11 with forceps and elevators',
        '#11 needed sectioning',
        'Minor alveoloplasty to smooth the ridge',
        'Sockets irrigated with saline',
        'Sutured with 4-0 chromic gut',
        'Immediate denture tried in',
        'Pressure indicating paste showed pressure over the right canine socket',
        'Relieved',
        'Fitted the immediate denture',
        'Occlusion adjusted for even contacts with his lower teeth',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'He was worried about how it would look but liked it in the mirror. His wife is driving him home',
      'F/U': 'Review tomorrow',
    },
  }),
  defineCase({
    id: 'cn16-us-asr-jaw-relation-records-facebow-vdo-rest-space-scratch-that-aluwax',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for jaw relation records for her upper and lower complete dentures medical history no changes on levothyroxine and alendronate allergic to sulfa intraoral ridges healthy tissues firm no sore spots upper record base and wax rim seated stable lip support looked good after we trimmed the labial a little incisal edge set two millimeters below the upper lip at rest occlusal plane parallel to the interpupillary line and campers plane facebow recorded um vertical dimension at rest seventy two millimeters between the dots on the nose and chin lower rim adjusted to a vertical dimension of occlusion of sixty nine millimeters so three millimeters interocclusal rest space phonetics closest speaking space fine on s sounds centric relation recorded with bite registration paste scratch that centric relation recorded with aluwax using bilateral manipulation midline and canine lines scribed on the rim high lip line marked mold medium ovoid shade a two she wanted whiter than her old ones but we agreed on a two so they look natural next visit wax try in in two weeks",
    expect: {
      CC: 'Jaw relation records for her upper and lower complete dentures',
      'MED HX': 'No changes. On levothyroxine and alendronate. Allergic to sulfa',
      INTRA: 'Ridges healthy. Tissues firm. No sore spots',
      CONSULT: 'She wanted whiter than her old ones but we agreed on A2 so they look natural',
      TX: [
        'Upper record base and wax rim seated',
        'Stable',
        'Lip support looked good after we trimmed the labial a little',
        'Incisal edge set 2 mm below the upper lip at rest',
        "Occlusal plane parallel to the interpupillary line and Camper's plane",
        'Facebow recorded',
        'Vertical dimension at rest 72 mm between the dots on the nose and chin',
        'Lower rim adjusted to a vertical dimension of occlusion of 69 mm',
        '3 mm interocclusal rest space',
        'Phonetics closest speaking space fine on s sounds',
        'Centric relation recorded with Aluwax using bilateral manipulation',
        'Midline and canine lines scribed on the rim',
        'High lip line marked',
        'Mold medium ovoid',
        'Shade A2',
      ],
      NV: ['Wax try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cn17-us-asr-same-day-lab-reline-upper-cd-closed-mouth-impression-tuberosity',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for a reline of his upper complete denture it's five years old and has gotten loose since he lost weight after his surgery medical history had a hip replacement in the spring no changes otherwise on apixaban no allergies intraoral upper ridge healthy mild resorption no redness denture tissue surface relieved one millimeter undercuts removed borders corrected with green stick where they were short posteriorly post palatal seal added closed mouth impression with light body pvs in the denture patient closing in centric relation denture sent to the lab for a same day processed reline uh he waited in the reception area denture back after four hours relined surface smooth no porosity pressure indicating paste showed a pressure spot on the left tuberosity relieved occlusion checked small adjustment on the left premolars retention much better told him the fit will feel tight for a couple of days and to call if any sore spots review in one week",
    expect: {
      CC: "Reline of his upper complete denture. It's 5 years old and has gotten loose since he lost weight after his surgery",
      'MED HX': 'Had a hip replacement in the spring. No changes otherwise. On apixaban. No allergies',
      INTRA: 'Upper ridge healthy. Mild resorption. No redness',
      CONSULT: 'Told him the fit will feel tight for a couple of days and to call if any sore spots',
      'TX TODAY': ['Impression'],
      TX: [
        'Denture tissue surface relieved 1 mm',
        'Undercuts removed',
        'Borders corrected with green stick where they were short posteriorly',
        'Post palatal seal added',
        'Closed mouth impression with light body PVS in the denture',
        'Patient closing in centric relation',
        'Denture sent to the lab for a same day processed reline',
        'Denture back after 4 hours',
        'Relined surface smooth',
        'No porosity',
        'Pressure indicating paste showed a pressure spot on the left tuberosity',
        'Relieved',
        'Occlusion checked',
        'Small adjustment on the left premolars',
        'Retention much better',
      ],
      NOTES: 'He waited in the reception area',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cn18-us-asr-24-hour-adjustment-ulcer-eased-b-cusps-reduced-cheek-biting-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "twenty four hour check after delivery of her new upper and lower complete dentures yesterday sore on the lower left and she bit her cheek on the right medical history no changes rheumatoid arthritis on methotrexate no allergies intraoral two millimeter ulcer in the lower left buccal vestibule over the external oblique ridge small bite mark right buccal mucosa at the occlusal plane upper ridge fine diagnosis traumatic ulcer from the lower flange pressure indicating paste on the lower showed the buccal flange overextended over the ulcer eased the flange with an acrylic bur and polished occlusion checked with articulating paper in centric relation heavy on the lower right second premolar adjusted buccal cusps of the upper right posterior teeth sorry of the lower right posterior teeth reduced to give more buccal overjet for the cheek she said it felt better right away advised her to leave the lower out as much as she can for two days and rinse with warm salt water next visit another adjustment in one week then discuss two implants for the lower",
    expect: {
      CC: '24 hour check after delivery of her new upper and lower complete dentures yesterday. Sore on the lower left and she bit her cheek on the right',
      'MED HX': 'No changes. Rheumatoid arthritis on methotrexate. No allergies',
      INTRA:
        '2 mm ulcer in the lower left buccal vestibule over the external oblique ridge. Small bite mark right buccal mucosa at the occlusal plane. Upper ridge fine',
      DX: ['Traumatic ulcer from the lower flange'],
      CONSULT:
        'Advised her to leave the lower out as much as she can for 2 days and rinse with warm salt water',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure indicating paste on the lower showed the buccal flange overextended over the ulcer',
        'Eased the flange with an acrylic bur and polished',
        'Occlusion checked with articulating paper in centric relation',
        'Heavy on the lower right second premolar adjusted',
        'B cusps of the lower right posterior teeth reduced to give more buccal overjet for the cheek',
      ],
      NOTES: 'She said it felt better right away',
      NV: ['Another adjustment in 1 week', 'Discuss 2 implants for the lower'],
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, Universal, typed
  defineCase({
    id: 'cn19-us-typed-denture-consult-psr-fmx-caries-20-29-alginate-diagnostic-casts-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for denture consult. Upper CD 10 yrs old and loose, no lower partial, wants to chew better. Med hx: HTN (amlodipine), GERD (omeprazole), NKDA. EO: WNL. IO: maxilla edentulous, well-formed ridge, mild papillary hyperplasia of the palate. PSR lower 3 3 3, generalized recession. #20 DO caries. #29 MOD amalgam w/ recurrent caries mesially. #24, #25 Class I mobility. FMX: #20 caries into dentin, #29 recurrent caries approaching pulp, 30% bone loss lower anteriors. Dx: caries #20 and #29, generalized periodontitis stage III. Discussed new upper CD + lower CoCr RPD after restoring #20, #29 and SRP; alternatively extract #29 and add it to the RPD. Pt wants to keep all teeth if possible. Alginate impressions upper and lower for diagnostic casts. Bite registration in wax. Plan: SRP lower, DO composite #20, RCT or extraction #29 after pulp testing, then new upper CD, lower CoCr RPD. NV: SRP LL + LR.',
    expect: {
      CC: 'Denture consult. Upper CD 10 yrs old and loose, no lower partial, wants to chew better',
      'MED HX': 'HTN (amlodipine), GERD (omeprazole), NKDA',
      EXTRA: 'WNL',
      INTRA: 'Maxilla edentulous, well-formed ridge, mild papillary hyperplasia of the palate',
      PERIO: 'PSR lower 3 3 3, generalized recession',
      DENTAL: [
        ['20', 'DO caries'],
        ['29', 'MOD amalgam w/ recurrent caries mesially'],
        ['24', 'Class I mobility'],
        ['25', 'Class I mobility'],
      ],
      RADIO: 'FMX: #20 caries into dentin, #29 recurrent caries approaching pulp, 30% bone loss lower anteriors',
      DX: ['Caries #20, #29', 'Generalized periodontitis stage III'],
      CONSULT:
        'Discussed new upper CD + lower CoCr RPD after restoring #20, #29 and SRP; alternatively extract #29 and add it to the RPD. Pt wants to keep all teeth if possible',
      'TX TODAY': ['Impressions'],
      TX: ['Alginate impressions upper and lower for diagnostic casts', 'Bite registration in wax'],
      'TX PLAN': [
        'SRP lower',
        'DO composite #20',
        'RCT or extraction #29 after pulp testing',
        'New upper CD',
        'Lower CoCr RPD',
      ],
      NV: ['SRP LL + LR'],
    },
  }),
  defineCase({
    id: 'cn20-us-typed-sentences-wax-try-in-cd-rpd-midline-diastema-new-cr-record',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for wax try-in of her maxillary complete denture and mandibular RPD (teeth set on the CoCr framework). Medical history: no changes, NKDA. #21 and #28 clasps fit well, no caries. #23 and #26 sound. The upper try-in was stable with good retention. The midline was 1.5 mm to the left and was moved to the right to match her face. She wanted a small diastema between the upper centrals like her natural teeth. A small diastema was created in the wax. The lower left posterior teeth were not contacting. A new centric relation record was taken with Aluwax. Phonetics were good. Her husband liked the new smile. Shade A2 confirmed. Lab instructions: reset lower left posterior teeth to the new record. Next visit: second wax try-in in 1 week.',
    expect: {
      CC: 'Wax try-in of her maxillary complete denture and mandibular RPD (teeth set on the CoCr framework)',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['21', 'Clasps fit well, no caries'],
        ['28', 'Clasps fit well, no caries'],
        ['23', 'Sound'],
        ['26', 'Sound'],
      ],
      CONSULT: 'She wanted a small diastema between the upper centrals like her natural teeth',
      TX: [
        'Upper try-in was stable with good retention',
        'Midline was 1.5 mm to the left and was moved to the right to match her face',
        'Small diastema was created in the wax',
        'Lower left posterior teeth were not contacting',
        'New centric relation record was taken with Aluwax',
        'Phonetics were good',
        'Shade A2 confirmed',
        'Lab instructions: reset lower left posterior teeth to the new record',
      ],
      NOTES: 'Her husband liked the new smile',
      NV: ['Second wax try-in in 1 week'],
    },
  }),
  defineCase({
    id: 'cn21-us-typed-appends-emergency-upper-cd-midline-fracture-repair-27-smoothed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt dropped her upper CD in the sink this morning, it cracked down the middle and a front tooth came off. She brought the tooth. Med hx: no changes, type 2 DM on metformin, NKDA. IO: upper ridge healthy, no sore spots. Upper CD: midline fracture through the palate, pieces fit together accurately, central incisor denture tooth debonded intact. #27 D composite chipped, sharp edge, no caries. Pieces luted with sticky wax and a stone cast poured. Sent to lab for repair in heat-cure acrylic with a reinforcing mesh, central reattached, same-day service. Repaired denture tried in: fit good, no step at the fracture line, occlusion unchanged. #27 sharp edge smoothed and polished. Explained the denture is thin and may crack again; discussed a new denture with a metal palate. Pt will think about it. Recall as scheduled.',
    appends: [
      'Add to notes: pt has an older spare upper denture at home.',
      'Change recall as scheduled to recall in 3 months.',
    ],
    expect: {
      CC: 'Emergency. Pt dropped her upper CD in the sink this morning, it cracked down the middle and a front tooth came off. She brought the tooth',
      'MED HX': 'No changes, type 2 DM on metformin, NKDA',
      INTRA:
        'Upper ridge healthy, no sore spots. Upper CD: midline fracture through the palate, pieces fit together accurately, central incisor denture tooth debonded intact',
      DENTAL: [['27', 'D composite chipped, sharp edge, no caries']],
      CONSULT:
        'Explained the denture is thin and may crack again; discussed a new denture with a metal palate. Pt will think about it',
      TX: [
        'Pieces luted with sticky wax',
        'Stone cast poured',
        'Sent to lab for repair in heat-cure acrylic with a reinforcing mesh',
        'Central reattached',
        'Same-day service',
        'Repaired denture tried in: fit good',
        'No step at the fracture line',
        'Occlusion unchanged',
        '#27 sharp edge smoothed and polished',
      ],
      NOTES: 'Pt has an older spare upper denture at home',
      'F/U': 'Recall in 3 months',
    },
  }),
  defineCase({
    id: 'cn22-us-typed-locator-inserts-replaced-peri-implant-mucositis-27-chx-irrigation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Lower implant overdenture loose for 2 months, lifts when eating. Locator implants #22, #27 placed 3 yrs ago elsewhere. Med hx: no changes, osteoporosis (alendronate 5 yrs), NKDA. IO: peri-implant mucosa #27 red, BOP, no suppuration, PD 4 mm; #22 healthy, PD 3 mm. Upper CD fit OK. PA #22, #27: bone levels stable vs baseline. Dx: peri-implant mucositis #27. Locator abutments #22, #27 checked w/ torque wrench to 30 Ncm. Worn pink inserts removed w/ core tool, new pink inserts placed. Retention good. Plaque and calculus removed around abutments w/ plastic scaler. 0.12% CHX irrigation #27. OHI: single-tuft brush around abutments. Pt asked about bisphosphonates and implants; explained risk is low with oral alendronate, will monitor. NV: implant maintenance 3 months.',
    expect: {
      CC: 'Lower implant overdenture loose for 2 months, lifts when eating. Locator implants #22, #27 placed 3 yrs ago elsewhere',
      'MED HX': 'No changes, osteoporosis (alendronate 5 yrs), NKDA',
      INTRA: 'Peri-implant mucosa #27 red, BOP, no suppuration, PD 4 mm; #22 healthy, PD 3 mm. Upper CD fit OK',
      RADIO: 'PA #22, #27: bone levels stable vs baseline',
      DX: ['Peri-implant mucositis #27'],
      CONSULT:
        'Pt asked about bisphosphonates and implants; explained risk is low with oral alendronate, will monitor',
      'TX TODAY': ['Irrigation #27', 'OHI'],
      TX: [
        'Locator abutments #22, #27 checked w/ torque wrench to 30 Ncm',
        'Worn pink inserts removed w/ core tool',
        'New pink inserts placed',
        'Retention good',
        'Plaque and calculus removed around abutments w/ plastic scaler',
        '0.12% CHX irrigation #27',
        'OHI: single-tuft brush around abutments',
      ],
      NV: ['Implant maintenance 3 months'],
    },
  }),
  defineCase({
    id: 'cn23-us-typed-2-wk-post-immediate-sutures-out-eased-coe-comfort-tissue-conditioner',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2 wk post-op after XLA #6-#11 and immediate upper denture. Denture getting loose, sore on the left. Med hx: no changes, NKDA. IO: sockets healing well, sutures in place, small ulcer upper left buccal vestibule. Sutures removed. PIP: pressure on left canine eminence, relieved. Denture eased at the left buccal flange. Tissue conditioner (Coe-Comfort) reline of upper immediate denture, border molded, set in CR. Excess trimmed. Retention improved. Advised to clean the liner gently w/ soft brush, no hot water. Explained liner will be changed every 2-3 wks while healing; final reline or new denture in 3-6 months. NV: change tissue conditioner 3 wks.',
    expect: {
      CC: '2 wk post-op after XLA #6-#11 and immediate upper denture. Denture getting loose, sore on the left',
      'MED HX': 'No changes, NKDA',
      INTRA: 'Sockets healing well, sutures in place, small ulcer upper left buccal vestibule',
      CONSULT:
        'Advised to clean the liner gently w/ soft brush, no hot water. Explained liner will be changed every 2-3 wks while healing; final reline or new denture in 3-6 months',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Sutures removed',
        'PIP: pressure on left canine eminence',
        'Relieved',
        'Denture eased at the left buccal flange',
        'Tissue conditioner (Coe-Comfort) reline of upper immediate denture',
        'Border molded',
        'Set in CR',
        'Excess trimmed',
        'Retention improved',
      ],
      NV: ['Change tissue conditioner 3 wks'],
    },
  }),
  defineCase({
    id: 'cn24-us-typed-sentences-cd-delivery-seated-pip-clinical-remount-parkinsons-wife',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Patient presents for delivery of his new upper and lower complete dentures. He has been without teeth for 3 months since his extractions. Medical history: no changes, Parkinson's disease on carbidopa-levodopa, NKDA. His wife came with him. Ridges well healed, no sore spots. The intaglio surfaces were checked for sharp areas and smoothed. Both dentures were seated. Pressure indicating paste showed pressure on the upper right tuberosity and the lower left retromylohyoid area. Both areas were relieved. Retention and stability were acceptable. A clinical remount was done with a new centric relation record and a facebow. Occlusion was refined on the articulator to bilateral balanced contacts. The patient was shown how to insert and remove the dentures. Because of his tremor, his wife was also shown and will help him clean them. Advised to start with soft foods and to take the dentures out at night. Next visit: adjustment in 24 hours.",
    expect: {
      CC: 'Delivery of his new upper and lower complete dentures. He has been without teeth for 3 months since his extractions',
      'MED HX': "No changes, Parkinson's disease on carbidopa-levodopa, NKDA",
      INTRA: 'Ridges well healed, no sore spots',
      CONSULT:
        'Patient was shown how to insert and remove the dentures. Because of his tremor, his wife was also shown and will help him clean them. Advised to start with soft foods and to take the dentures out at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Intaglio surfaces were checked for sharp areas and smoothed',
        'Both dentures were seated',
        'Pressure indicating paste showed pressure on the upper right tuberosity and the lower left retromylohyoid area',
        'Both areas were relieved',
        'Retention and stability were acceptable',
        'Clinical remount was done with a new centric relation record and a facebow',
        'Occlusion was refined on the articulator to bilateral balanced contacts',
      ],
      NOTES: 'His wife came with him',
      NV: ['Adjustment in 24 hours'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK domiciliary dentist, Palmer, mixed
  defineCase({
    id: 'cn25-uk-asr-palmer-care-home-dementia-lower-partial-eased-broken-clasp-carers',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "domiciliary visit at the care home the carer says she's stopped eating properly and keeps taking her lower denture out medical history checked with the care plan vascular dementia type two diabetes on metformin takes donepezil allergic to penicillin seen in her chair in the lounge with the carer present throughout extra oral nad intra oral ulcer on the lower left lingual ridge about three millimetres under the denture flange lower partial denture loose with a broken clasp upper complete denture fits well lower left three and lower right three firm no caries lower left four root filled stable lower right four grade one mobile uh eased the lower partial over the ulcer with a bur and polished smoothed the broken clasp arm to stop it catching her cheek advised the carers to take the lower out at night and clean it with a soft brush and soap and to watch how she eats she seemed more comfortable when she put it back in the home will get her dentures marked as she keeps losing them review in two weeks",
    expect: {
      CC: "Domiciliary visit at the care home. Carer says she's stopped eating properly and keeps taking her lower denture out",
      'MED HX':
        'Checked with the care plan. Vascular dementia. Type 2 diabetes on metformin. Takes donepezil. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA:
        'Ulcer on the lower left lingual ridge about 3 mm under the denture flange. Lower partial denture loose with a broken clasp. Upper complete denture fits well',
      DENTAL: [
        ['LL3', 'Firm no caries'],
        ['LR3', 'Firm no caries'],
        ['LL4', 'Root filled stable'],
        ['LR4', 'Grade 1 mobile'],
      ],
      CONSULT:
        'Advised the carers to take the lower out at night and clean it with a soft brush and soap and to watch how she eats',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Eased the lower partial over the ulcer with a bur and polished',
        'Smoothed the broken clasp arm to stop it catching her cheek',
      ],
      NOTES:
        'Seen in her chair in the lounge with the carer present throughout. She seemed more comfortable when she put it back in. Home will get her dentures marked as she keeps losing them',
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'cn26-uk-typed-palmer-dom-home-copy-dentures-copd-oxygen-daughter-miconazole',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dom visit, pt's own home. Housebound, lives with his daughter who was present. C/O upper and lower dentures worn and loose, 30 yrs old, wants the same again. MH: COPD on home oxygen, heart failure (furosemide, bisoprolol), NKDA. Seen in his armchair, O2 on throughout. EO: angular cheilitis both sides, reduced OVD. IO: edentulous, ridges healthy, no candida. Old dentures: teeth worn smooth, upper retention fair, lower poor. Copy denture technique discussed w/ pt + daughter, pt agrees. Verbal consent. Wash impressions in light body silicone in both dentures. OVD increased 3 mm with wax on the lower posterior teeth, bite recorded. Dentures duplicated in putty in the copy box and returned the same visit. Shade A3. Rx miconazole cream 2% BD 10/7 to corners of mouth. NV: copy dentures try-in 2/52 at home.",
    expect: {
      CC: "Dom visit, pt's own home. Upper and lower dentures worn and loose, 30 yrs old, wants the same again",
      'MED HX': 'COPD on home oxygen, heart failure (furosemide, bisoprolol), NKDA',
      EXTRA: 'Angular cheilitis both sides, reduced OVD',
      INTRA:
        'Edentulous, ridges healthy, no candida. Old dentures: teeth worn smooth, upper retention fair, lower poor',
      CONSULT: 'Copy denture technique discussed w/ pt + daughter, pt agrees',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Impressions'],
      TX: [
        'Wash impressions in light body silicone in both dentures',
        'OVD increased 3 mm with wax on the lower posterior teeth',
        'Bite recorded',
        'Dentures duplicated in putty in the copy box and returned the same visit',
        'Shade A3',
        'Rx miconazole cream 2% BD 10 days to corners of mouth',
      ],
      NOTES: 'Housebound, lives with his daughter who was present. Seen in his armchair, O2 on throughout',
      NV: ['Copy dentures try-in 2 weeks at home'],
    },
  }),
  defineCase({
    id: 'cn27-uk-asr-palmer-appends-nursing-home-extraction-lr3-apixaban-addition-impression',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "domiciliary visit to the nursing home her nurse says she's been complaining of a wobbly tooth at the bottom that hurts when she eats medical history parkinson's on co careldopa atrial fibrillation on apixaban no allergies nurse present throughout lower right three grade three mobile very little bone left tender lower left three firm lower partial denture replaces the lower incisors diagnosis periodontally hopeless lower right three discussed with her and her daughter on the phone she wants it out verbal consent apixaban morning dose delayed as agreed with her gp la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right three extracted lower right three with forceps socket packed with surgicel one black silk suture haemostasis achieved then alginate impression with the lower partial in place for the addition bite taken in wax told the nurse soft diet and no rinsing today next visit lower right three addition to the partial in one week",
    appends: [
      'add to notes her daughter has lasting power of attorney for health and was happy with the plan',
      'change one week to ten days',
    ],
    expect: {
      CC: "Domiciliary visit to the nursing home. Her nurse says she's been complaining of a wobbly tooth at the bottom that hurts when she eats",
      'MED HX': "Parkinson's on co-careldopa. Atrial fibrillation on apixaban. No allergies",
      INTRA: 'Lower partial denture replaces the lower incisors',
      DENTAL: [
        ['LR3', 'Grade 3 mobile very little bone left tender'],
        ['LL3', 'Firm'],
      ],
      DX: ['Periodontally hopeless LR3'],
      CONSULT:
        'Discussed with her and her daughter on the phone. She wants it out. Told the nurse soft diet and no rinsing today',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction LR3', 'Impression'],
      TX: [
        'Apixaban morning dose delayed as agreed with her GP',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LR3',
        'Extracted LR3 with forceps',
        'Socket packed with Surgicel',
        '1 black silk suture',
        'Haemostasis achieved',
        'Alginate impression with the lower partial in place for the addition',
        'Bite taken in wax',
      ],
      NOTES:
        'Nurse present throughout. Her daughter has lasting power of attorney for health and was happy with the plan',
      NV: ['LR3 addition to the partial in 10 days'],
    },
  }),
  defineCase({
    id: 'cn28-uk-typed-palmer-care-home-fit-copy-cd-p-ll3-lr3-carers-mouth-care-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dom visit, care home. Fit of copy upper CD and lower P/-. Carer present. MH: no change per MAR chart, NKDA. IO: ridges healthy, old ulcer LR buccal sulcus healed. LL3, LR3 firm, worn incisal edges, no caries. Old dentures kept as spares, labelled. New dentures: fit checked with PIP, upper relieved over the incisive papilla, lower relieved at the LL lingual flange. Occlusion: even bilateral contacts, OVD comfortable for pt. Pt recognised them as 'my teeth' straight away. Carers shown insertion, removal and cleaning. Advised dentures out at night, stored dry in a labelled pot. Mouth care plan updated. Review 2/52 at the home.",
    expect: {
      CC: 'Dom visit, care home. Fit of copy upper CD and lower P/-',
      'MED HX': 'No change per MAR chart, NKDA',
      INTRA: 'Ridges healthy, old ulcer LR buccal sulcus healed',
      DENTAL: [
        ['LL3', 'Firm, worn incisal edges, no caries'],
        ['LR3', 'Firm, worn incisal edges, no caries'],
      ],
      CONSULT:
        'Carers shown insertion, removal and cleaning. Advised dentures out at night, stored dry in a labelled pot',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Old dentures kept as spares',
        'Labelled',
        'New dentures: fit checked with PIP',
        'Upper relieved over the incisive papilla',
        'Lower relieved at the LL lingual flange',
        'Occlusion: even bilateral contacts',
        'OVD comfortable for pt',
        'Mouth care plan updated',
      ],
      NOTES: "Carer present. Pt recognised them as 'my teeth' straight away",
      'F/U': 'Review 2 weeks at the home',
    },
  }),
  defineCase({
    id: 'cn29-uk-asr-palmer-care-home-review-stomatitis-root-caries-duraphat-ur3-ul3-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "care home review she had the lower denture eased two weeks ago the carers say she's wearing it all day now and eating better but the roof of her mouth looks red medical history no changes from the care plan alzheimer's on memantine no allergies seen in her room with the senior carer intra oral ulcer lower left healed palate red under the upper partial plaque all over the fitting surface upper right three and upper left three root caries soft not tender upper left five sorry upper left four retained root not tender diagnosis denture stomatitis and root caries explained to the carers the upper partial needs cleaning twice a day and leaving out at night in a dry pot showed the senior carer how to brush her teeth with a high fluoride toothpaste duraphat varnish applied to upper right three and upper left three rx duraphat five thousand toothpaste twice daily updated the mouth care plan review in three months",
    expect: {
      CC: "Care home review. She had the lower denture eased 2 weeks ago. Carers say she's wearing it all day now and eating better but the roof of her mouth looks red",
      'MED HX': "No changes from the care plan. Alzheimer's on memantine. No allergies",
      INTRA: 'Ulcer lower left healed. Palate red under the upper partial. Plaque all over the fitting surface',
      DENTAL: [
        ['UR3', 'Root caries soft not tender'],
        ['UL3', 'Root caries soft not tender'],
        ['UL4', 'Retained root not tender'],
      ],
      DX: ['Denture stomatitis', 'Root caries'],
      CONSULT:
        'Explained to the carers the upper partial needs cleaning twice a day and leaving out at night in a dry pot. Showed the senior carer how to brush her teeth with a high fluoride toothpaste',
      'TX TODAY': ['Fluoride varnish UR3, UL3'],
      TX: [
        'Duraphat varnish applied UR3, UL3',
        'Rx Duraphat 5000 toothpaste twice daily',
        'Updated the mouth care plan',
      ],
      NOTES: 'Seen in her room with the senior carer',
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'cn30-uk-typed-palmer-nursing-home-soft-reline-overdenture-best-interests-latex',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Domiciliary visit, nursing home. Carers report lower denture sore, she has been refusing to wear it and is losing weight. MH: advanced dementia, stroke 4 yrs ago with left-sided weakness, on clopidogrel, allergic to latex. She lacks capacity for this decision; best interests decision made with her son (LPA health and welfare) by phone. IO: lower ridge knife-edge with generalised tenderness, no ulcers. Upper CD fits well. LR3 and LL3 retained under the lower overdenture, domed, no caries. Lower overdenture 6 yrs old, fitting surface poorly adapted. Nitrile gloves used (latex allergy). Fitting surface reduced 1 mm and roughened. GC Reline Soft applied and denture seated with her closing gently in RCP. Excess trimmed with a scalpel after setting. Occlusion checked, unchanged. She kept the denture in without fuss for 15 minutes. Carers advised to clean the soft lining with a soft brush and water only and to leave the denture out at night. Weight to be monitored by the home. Review 2/52. Plan: lab soft reline or new lower overdenture if this helps.',
    expect: {
      CC: 'Domiciliary visit, nursing home. Carers report lower denture sore, she has been refusing to wear it and is losing weight',
      'MED HX': 'Advanced dementia, stroke 4 yrs ago with left-sided weakness, on clopidogrel, allergic to latex',
      CONSENT:
        'She lacks capacity for this decision; best interests decision made with her son (LPA health and welfare) by phone',
      INTRA:
        'Lower ridge knife-edge with generalised tenderness, no ulcers. Upper CD fits well. Lower overdenture 6 yrs old, fitting surface poorly adapted',
      DENTAL: [
        ['LR3', 'Retained under the lower overdenture, domed, no caries'],
        ['LL3', 'Retained under the lower overdenture, domed, no caries'],
      ],
      CONSULT:
        'Carers advised to clean the soft lining with a soft brush and water only and to leave the denture out at night',
      TX: [
        'Nitrile gloves used (latex allergy)',
        'Fitting surface reduced 1 mm and roughened',
        'GC Reline Soft applied',
        'Denture seated with her closing gently in RCP',
        'Excess trimmed with a scalpel after setting',
        'Occlusion checked',
        'Unchanged',
      ],
      'TX PLAN': ['Lab soft reline or new lower overdenture if this helps'],
      NOTES: 'She kept the denture in without fuss for 15 minutes. Weight to be monitored by the home',
      'F/U': 'Review 2 weeks',
    },
  }),
];
