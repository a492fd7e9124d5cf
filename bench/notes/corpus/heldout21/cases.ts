// The twenty-first held-out split (ids h21-01–h21-36): scored, never tuned on.
// Written blind from the labelling contract, case.ts, the dental reference and more56 / more58 as format examples, by a
// helper that had not seen the engine or any other held-out split; every case was labelled before any check was run.
// It is a fortnight at one mixed group practice with six clinicians, six visits each, taking whatever walked in:
// check-ups with charting and radiographs, emergencies, fillings, crowns and bridges, root canal work, extractions,
// dentures, hygiene and perio, children, consultations and reviews, dictated the way each clinician really dictates
// (terse shorthand, full runs with section words, runs with none, remarks, patients' questions, nurse asides,
// self-corrections and fillers in the recogniser-style ones):
//   h21-01–h21-06 a UK associate dentist (FDI):
//     h21-01 check-up with charting, a fractured marginal ridge, bitewings and scale and polish (recogniser);
//     h21-02 emergency irreversible pulpitis 36, two LA lines, pulp extirpated (typed shorthand);
//     h21-03 D composite 24 and MO composite 25 with a nurse aside and "sorry" (recogniser);
//     h21-04 surgical extraction of a fractured root-treated 47 with sutures and Rx (typed shorthand);
//     h21-05 crown fit 36 (recogniser, appended dictation "add to notes …" / "change six months to nine months");
//     h21-06 two-week review after an MOD composite, 16 words (typed).
//   h21-07–h21-12 a UK principal who dictates Palmer ("upper right six"; typed "UR6"):
//     h21-07 new patient exam with full charting, OPG, periodontitis and a plan, 239 words (recogniser);
//     h21-08 upper acrylic partial denture fit (typed);
//     h21-09 dry socket LL8 a few days after extraction, Alvogyl, no title (recogniser);
//     h21-10 bridge prep UR3–UR5 with temporary bridge, nurse aside, "sorry" (recogniser);
//     h21-11 whitening consultation with costs, choice and tray impressions (typed);
//     h21-12 recall with root caries and Duraphat (recogniser, appended dictation "add to chart …" / "add to notes …").
//   h21-13–h21-18 a US general dentist (Universal):
//     h21-13 broken cusp #14 with "scratch that" and a temporary dressing (recogniser);
//     h21-14 two Class V composites #5 and #12 with a patient question (typed);
//     h21-15 extraction of #1 and #16 (recogniser);
//     h21-16 SRP upper right and lower right with Arestin (typed);
//     h21-17 crown prep #19 after RCT elsewhere (recogniser, appended dictation "add to treatment …" / "add to notes …");
//     h21-18 high bite adjusted after a filling, 22 words, no title (typed).
//   h21-19–h21-24 a US paediatric dentist (Universal with primary letters):
//     h21-19 six-year-old check-up with mixed dentition charting, bitewings, prophy and varnish (recogniser);
//     h21-20 pulpotomy and SSC #K under nitrous oxide (typed);
//     h21-21 avulsed #8 replanted and splinted, enamel fracture #9, 205 words (recogniser);
//     h21-22 extraction of a retained #E (typed);
//     h21-23 band and loop cemented after early loss of #S (recogniser, appended dictation "add to notes …" / "next
//       visit …");
//     h21-24 toddler's first visit with varnish (typed).
//   h21-25–h21-30 a UK hygienist (FDI):
//     h21-25 terse periodontal maintenance with PMPR, 22 words (typed);
//     h21-26 scale and polish in pregnancy with an epulis, title from the CC (recogniser);
//     h21-27 second RSD visit with LA and chlorhexidine gel (typed, appended dictation "Add to notes: …" / "Change 3/12
//       to 10/52.");
//     h21-28 teenager with fixed braces, white spot lesions and Duraphat (recogniser);
//     h21-29 scale and polish visit with Airflow, title from the CC, 20 words (typed);
//     h21-30 periodontal maintenance with peri-implant mucositis 36 (recogniser).
//   h21-31–h21-36 a US prosthodontist (Universal):
//     h21-31 new-patient consultation for an edentulous patient, implant overdenture planned, no title (typed);
//     h21-32 bridge fit #12 to #14 with "sorry" (recogniser);
//     h21-33 occlusal guard delivery (typed);
//     h21-34 loose implant abutment screw #19 retightened, no title (recogniser);
//     h21-35 crown preps #8 and #9 with temporary crowns (typed, appended dictation "Add to treatment: …" / "Change 2 wks
//       to 3 wks.");
//     h21-36 denture sore spot eased, 24 words (recogniser).
// UK 18 (FDI 12, Palmer 6), US 18 (Universal; primary letters in h21-19–h21-24); 19 recogniser-style (lower case,
// number words, no punctuation, fillers) and 17 typed; 16 to 239 words (most 40 to 160; five under 30); six cases with appended
// dictation (h21-05, h21-12, h21-17, h21-23, h21-27, h21-35). DENTAL in 27 cases (not h21-16, h21-18, h21-25,
// h21-26, h21-27, h21-29, h21-31, h21-33, h21-36).
//
// Judgement calls where the contract was silent:
// - Fractures: "fractured distal marginal ridge" → condition "… fractured D marginal ridge", fracture "D marginal ridge";
//   "ML cusp fractured below gingival margin" → fracture "ML cusp"; "enamel fracture mesial incisal corner" → condition
//   "Enamel fracture MI corner …", fracture "Enamel".
// - An avulsed tooth's socket is INTRA (rule 7, as more58's extraction sockets); the avulsed tooth itself, examined out of
//   the mouth ("number eight root intact apex open"), is a chart entry. A primary tooth's healed site ("letter s site
//   healed") is INTRA.
// - Implant tissues follow more56: a peri-implant pocket and tissue around an implant are INTRA, not PERIO; the implant
//   crown itself is a chart entry ("three six implant crown sound", "number nineteen implant crown mobile …").
// - Titles: socket irrigation, Alvogyl, occlusal adjustment, screw retightening, a band and loop, replantation and
//   relieving a denture or bridge at delivery are no titles (h21-09, h21-18, h21-34 have no TX TODAY; h21-23 only
//   "Fluoride varnish"); "eased the lingual flange" at an emergency visit is "Denture adjustment"; "Occlusal guard
//   delivered" is "Night guard"; "Flexible wire and composite splint #7 to #9" is "Splint #7 to #9" (the composite is a
//   material it is done with); "Denture fitted" is "Denture fit"; "Crown preps #8, #9 refined" is "Crown preps #8, #9"
//   and "Temp crowns #8, #9 …" is "Temporary crowns #8, #9" (plurals as said); "Final impression" is "Impression" (as
//   more56); "Duraphat varnish applied" is "Fluoride varnish"; "temporary dressing on fourteen with glass ionomer" is
//   "Temporary dressing #14"; quadrant SRP / RSD / PMPR take no teeth in the title.
// - A hygiene visit whose TX names only non-table steps and OHI ("supra and subgingival scale … polished …", "Supra
//   scaling, Airflow stain removal") takes "Scale and polish" from the CC, as the contract's own example.
// - NV / TX PLAN use the table names ("root surface debridement with the hygienist" → "RSD with the hygienist", "crown
//   seat" → "Crown fit", "denture ease" → "Denture adjustment"); "sealants" said alone stays "Sealants" (as more58).
// - "Band and loop from letter t to letter r" keeps "from … to" as more56 kept "Rubber dam from #2 to #6"; "Chlorhexidine
//   gel to 36 pocket" and "Relieved internally over #3" keep the word before a tooth that names a place.
// - Remarks after treatment ("Feels good now", "comfortable now", "she was relieved …", a shade approved in the mirror,
//   "Pt pleased w/ appearance …") are NOTES; demonstrations to the patient ("Superfloss demonstrated …", "Insertion +
//   removal demonstrated") and advice are CONSULT (as more56); ages and who came with a child are NOTES (as more58).
// - A prescription with no procedure (nystatin, high fluoride toothpaste) is a TX item with no title; a pano or PA from an
//   earlier visit that is reviewed, and a PA taken during treatment with its report, are RADIO.
// - Normalised recogniser words: "peri implant" → "peri-implant", "hba one c" → "HbA1c", "bitewing", brand and proper
//   names as their makers write them (Alvogyl, Madopar, Impregum, Protemp, TempBond, RelyX Unicem, MultiCore, iTero,
//   Luxatemp, Superfloss, Teflon, modified Bass technique); "three monthly" → "3 monthly".
// - Appends follow more56 / more58: "add to chart …" adds a DENTAL entry, "add to notes …" adds to NOTES, "add to
//   treatment …" adds a TX item at the end, "next visit …" adds an NV item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout21Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK associate dentist (FDI)
  defineCase({
    id: 'h21-01-uk-asr-fdi-check-up-46-fractured-d-marginal-ridge-bitewings-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      'okay check up no complaints apart from food trapping lower right medical history no changes takes omeprazole no allergies extra oral nad intra oral soft tissues healthy bpe two two one two one two charting one seven occlusal amalgam sound one six mesial occlusal distal composite sound two six crown four six disto occlusal amalgam um fractured distal marginal ridge four seven mesial caries three eight partially erupted bitewings taken both grade one caries into dentine mesial of four seven four six sound under the amalgam diagnosis caries four seven scale and polish ohi flossing she asked if she needs a crown on four six told her not at the moment next visit mesial occlusal composite four seven recall six months',
    expect: {
      CC: 'Check up. No complaints apart from food trapping lower right',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 1 / 2 1 2',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MOD composite sound'],
        ['26', 'Crown'],
        ['46', 'DO amalgam fractured D marginal ridge', 'D marginal ridge'],
        ['47', 'M caries'],
        ['38', 'Partially erupted'],
      ],
      RADIO: 'Bitewings taken both grade 1. Caries into dentine mesial of 47. 46 sound under the amalgam',
      DX: ['Caries 47'],
      CONSULT: 'She asked if she needs a crown on 46. Told her not at the moment',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI flossing'],
      NV: ['MO composite 47'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h21-02-uk-typed-fdi-emergency-irreversible-pulpitis-36-two-la-extirpation',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pain LL since Sat, kept awake last 2 nights, worse w/ hot drinks. MH: no change, asthma (salbutamol PRN), allergic to penicillin. EO: NAD. IO: NAD. 36 large DO comp, TTP +, lingering pain to ethyl chloride. 35, 37 sound. PA 36: deep caries under D of comp approaching pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis 36. Options RCT vs XLA explained, pt wants to save it. NHS band 2. Verbal consent. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB left. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 36. RD. Comp + caries removed, pulp exposed distally. Pulp extirpated 36, 4 canals located. Canals irrigated w/ NaOCl. Ledermix + Cavit. Occlusion relieved. POIG. Pt has a job interview tomorrow. NV RCT 36 2/52.',
    expect: {
      CC: 'Emergency. Pain LL since Sat, kept awake last 2 nights, worse w/ hot drinks',
      'MED HX': 'No change, asthma (salbutamol PRN), allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['36', 'Large DO comp, TTP +, lingering pain to ethyl chloride'],
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36: deep caries under D of comp approaching pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: 'Options RCT vs XLA explained, pt wants to save it. NHS band 2',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'RD',
        'Comp + caries removed',
        'Pulp exposed distally',
        'Pulp extirpated 36',
        '4 canals located',
        'Canals irrigated w/ NaOCl',
        'Ledermix + Cavit',
        'Occlusion relieved',
        'POIG',
      ],
      NOTES: 'Pt has a job interview tomorrow',
      NV: ['RCT 36 2 weeks'],
    },
  }),
  defineCase({
    id: 'h21-03-uk-asr-fdi-d-composite-24-mo-composite-25-sorry-nurse-aside-coffee',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the two fillings on the upper left medical history no changes no allergies two four distal caries two five disto occlusal caries sorry mesial occlusal caries la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two four and two five rubber dam um caries removed two four and two five could you pass me the sectional matrix please cheers sectional matrix and wedge etched bonded distal composite two four mesial occlusal composite two five shade a two cured and polished bite checked she asked if she can have a coffee after told her yes but careful with the numbness recall as planned",
    expect: {
      CC: '2 fillings on the upper left',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['24', 'D caries'],
        ['25', 'MO caries'],
      ],
      CONSULT: 'She asked if she can have a coffee after. Told her yes but careful with the numbness',
      'TX TODAY': ['D composite 24', 'MO composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 24, 25',
        'Rubber dam',
        'Caries removed 24, 25',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'D composite 24',
        'MO composite 25',
        'Shade A2',
        'Cured and polished',
        'Bite checked',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h21-04-uk-typed-fdi-surgical-extraction-47-ml-cusp-fractured-sutures-wife-driving',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for XLA 47 as planned, RCT'd tooth fractured. MH: no change, T2DM (metformin), HbA1c 48, NKDA, BP 138/82. 47 MOD amalgam, ML cusp fractured below gingival margin, not TTP. 46 sound. 48 absent. PA 47 (consult): 2 separate roots, no PA pathology, ID canal clear of apices. Risks incl. numbness explained again. Written consent signed. LA 2 x 2.2ml articaine 4% 1:100,000 adr IDB right + buccal infil 47. Roots sectioned w/ surgical bur. M and D roots elevated w/ luxator. Surgical extraction 47, roots complete. Socket irrigated w/ saline, 2 x 3-0 Vicryl Rapide sutures. Haemostasis achieved. POIG verbal + written. Rx ibuprofen 400 mg QDS 3/7 PRN. Pt's wife driving him home. Review 1/52 if needed.",
    expect: {
      CC: "XLA 47 as planned, RCT'd tooth fractured",
      'MED HX': 'No change, T2DM (metformin), HbA1c 48, NKDA, BP 138/82',
      DENTAL: [
        ['47', 'MOD amalgam, ML cusp fractured below gingival margin, not TTP', 'ML cusp'],
        ['46', 'Sound'],
        ['48', 'Absent'],
      ],
      RADIO: 'PA 47 (consult): 2 separate roots, no PA pathology, ID canal clear of apices',
      CONSULT: 'Risks incl. numbness explained again',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction 47'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 47',
        'Roots sectioned w/ surgical bur',
        'M and D roots elevated w/ luxator',
        'Surgical extraction 47',
        'Roots complete',
        'Socket irrigated w/ saline',
        '2 x 3-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx ibuprofen 400 mg QDS 3 days PRN',
      ],
      NOTES: "Pt's wife driving him home",
      'F/U': 'Review 1 week if needed',
    },
  }),
  defineCase({
    id: 'h21-05-uk-asr-fdi-crown-fit-36-high-mb-cusp-appends-notes-change-recall',
    style: 'UK',
    asr: true,
    transcript:
      "in for the crown fit on three six no problems with the temporary medical history no changes takes atorvastatin no allergies three six temporary crown intact gum healthy around it no la temporary removed cement cleaned off tried in the crown contacts fine with floss margins good um a bit high on the mesiobuccal cusp adjusted and polished shade matches nicely cemented crown three six with rely x unicem excess removed occlusion checked again post op instructions given he asked how long it'll last told him ten to fifteen years if he looks after it recall six months",
    appends: ["add to notes he's off to spain next week and was keen to get it finished", 'change six months to nine months'],
    expect: {
      CC: 'Crown fit on 36. No problems with the temporary',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [['36', 'Temporary crown intact']],
      PERIO: 'Gum healthy around it',
      CONSULT: "He asked how long it'll last. Told him 10 to 15 years if he looks after it",
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA',
        'Temporary removed',
        'Cement cleaned off',
        'Tried in the crown',
        'Contacts fine with floss',
        'Margins good',
        'Bit high on the MB cusp',
        'Adjusted and polished',
        'Shade matches nicely',
        'Cemented crown 36 with RelyX Unicem',
        'Excess removed',
        'Occlusion checked again',
        'Post-op instructions given',
      ],
      NOTES: "He's off to Spain next week and was keen to get it finished",
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h21-06-uk-typed-fdi-terse-review-post-mod-comp-26-no-title',
    style: 'UK',
    asr: false,
    transcript: 'Review 2/52 post MOD comp 26. Sensitivity settled. 26 comp intact, not TTP. Reassured. Recall 6/12.',
    expect: {
      CC: 'Review 2 weeks post MOD comp 26. Sensitivity settled',
      DENTAL: [['26', 'Comp intact, not TTP']],
      CONSULT: 'Reassured',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK principal dictating Palmer
  defineCase({
    id: 'h21-07-uk-asr-palmer-new-patient-exam-opg-periodontitis-ul5-sorry-ul4-nv-rsd',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient exam she's moved to the area and hasn't seen a dentist for three years no pain but her gums bleed when she brushes medical history hypothyroidism takes levothyroxine allergic to elastoplast smokes ten a day drinks about fourteen units a week extra oral nad lymph nodes not palpable intra oral soft tissues healthy oral cancer screen clear bpe three two three three two four heavy calculus lower anteriors charting upper right six mesial occlusal distal amalgam recurrent caries upper right seven missing upper left five sorry upper left four occlusal composite sound upper left six crown lower left six distal caries lower left eight partially erupted lower right five buccal abrasion lower right seven mesial occlusal amalgam sound lower right six buccal amalgam sound upper left seven disto occlusal amalgam ditched no caries opg taken for bone levels and the lower left eight grade one generalised horizontal bone loss about thirty percent lower left eight mesioangular diagnosis generalised periodontitis and caries upper right six and lower left six er discussed smoking cessation she said she's tried patches before she's keen to keep her teeth she asked if she'll lose them told her not if we get on top of it now explained the gum treatment will be two visits with the hygienist fillings are nhs band two next visit root surface debridement with the hygienist then fillings upper right six and lower left six recall three months",
    expect: {
      CC: "New patient exam. She's moved to the area and hasn't seen a dentist for 3 years. No pain but her gums bleed when she brushes",
      'MED HX': 'Hypothyroidism. Takes levothyroxine. Allergic to Elastoplast. Smokes 10 a day. Drinks about 14 units a week',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues healthy. Oral cancer screen clear',
      PERIO: 'BPE 3 2 3 / 3 2 4. Heavy calculus lower anteriors',
      DENTAL: [
        ['UR6', 'MOD amalgam recurrent caries'],
        ['UR7', 'Missing'],
        ['UL4', 'O composite sound'],
        ['UL6', 'Crown'],
        ['LL6', 'D caries'],
        ['LL8', 'Partially erupted'],
        ['LR5', 'B abrasion'],
        ['LR7', 'MO amalgam sound'],
        ['LR6', 'B amalgam sound'],
        ['UL7', 'DO amalgam ditched no caries'],
      ],
      RADIO: 'OPG taken for bone levels and LL8. Grade 1. Generalised horizontal bone loss about 30%. LL8 mesioangular',
      DX: ['Generalised periodontitis', 'Caries UR6, LL6'],
      CONSULT:
        "Discussed smoking cessation. She said she's tried patches before. She's keen to keep her teeth. She asked if she'll lose them. Told her not if we get on top of it now. Explained the gum treatment will be 2 visits with the hygienist. Fillings are NHS band 2",
      NV: ['RSD with the hygienist', 'Fillings UR6, LL6'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h21-08-uk-typed-palmer-upper-acrylic-partial-denture-fit-ul1-ul2-warfarin',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Fit of upper acrylic P/- replacing UL1, UL2. XLA 10/52 ago. MH: no change, warfarin (INR 2.4 yesterday), NKDA. Ridge UL1-2 healed well. UR1, UL3 sound. Gingivae healthy. Denture tried in, good retention. Slight blanching palatal to UL3, relieved w/ acrylic bur. Occlusion even. Denture fitted. Insertion + removal demonstrated. Advised it will feel normal in 2-3 wks, out at night, clean w/ soap + brush. Pt pleased w/ appearance, said it feels bulky. NV: denture ease 1/52.',
    expect: {
      CC: 'Fit of upper acrylic P/- replacing UL1, UL2. XLA 10 weeks ago',
      'MED HX': 'No change, warfarin (INR 2.4 yesterday), NKDA',
      INTRA: 'Ridge UL1-2 healed well',
      PERIO: 'Gingivae healthy',
      DENTAL: [
        ['UR1', 'Sound'],
        ['UL3', 'Sound'],
      ],
      CONSULT:
        'Insertion + removal demonstrated. Advised it will feel normal in 2-3 wks, out at night, clean w/ soap + brush',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        'Good retention',
        'Slight blanching palatal to UL3',
        'Relieved w/ acrylic bur',
        'Occlusion even',
        'Denture fitted',
      ],
      NOTES: 'Pt pleased w/ appearance, said it feels bulky',
      NV: ['Denture adjustment 1 week'],
    },
  }),
  defineCase({
    id: 'h21-09-uk-asr-palmer-dry-socket-ll8-alvogyl-no-title-smoker-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's back in pain after the extraction of the lower left eight four days ago throbbing up to his ear not sleeping medical history no changes smokes about twenty a day no allergies extra oral no swelling no lymphadenopathy intra oral lower left eight socket empty bare bone visible food debris in the socket halitosis lower left seven sound not tender to percussion diagnosis dry socket lower left eight no la needed socket irrigated with warm saline alvogyl packed gently he asked if it's because he smoked told him it probably didn't help advised ibuprofen and paracetamol together and no smoking for a few days review in three days to change the dressing",
    expect: {
      CC: "He's back in pain after the extraction of LL8 4 days ago. Throbbing up to his ear. Not sleeping",
      'MED HX': 'No changes. Smokes about 20 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'LL8 socket empty. Bare bone visible. Food debris in the socket. Halitosis',
      DENTAL: [['LL7', 'Sound not tender to percussion']],
      DX: ['Dry socket LL8'],
      CONSULT:
        "He asked if it's because he smoked. Told him it probably didn't help. Advised ibuprofen and paracetamol together and no smoking for a few days",
      TX: ['No LA needed', 'Socket irrigated with warm saline', 'Alvogyl packed gently'],
      'F/U': 'Review in 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'h21-10-uk-asr-palmer-bridge-prep-ur3-ur5-temporary-bridge-aquasil-sorry-impregum',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for the bridge prep upper right three to upper right five to replace the upper right four medical history no changes on ramipril no allergies upper right three and upper right five sound upper right four missing ridge well healed verbal consent reconfirmed la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper right three and upper right five putty index taken then bridge prep upper right three and upper right five with chamfer margins could you get the cord ready please thanks size zero cord placed impressions in aquasil sorry in impregum bite registration shade a three with photos temporary bridge in protemp cemented with tempbond occlusion checked she asked if she can floss under it explained superfloss and showed her post op instructions given next visit bridge fit in two weeks',
    expect: {
      CC: 'Bridge prep UR3 to UR5 to replace UR4',
      'MED HX': 'No changes. On ramipril. No allergies',
      DENTAL: [
        ['UR3', 'Sound'],
        ['UR5', 'Sound'],
        ['UR4', 'Missing ridge well healed'],
      ],
      CONSENT: 'Verbal consent reconfirmed',
      CONSULT: 'She asked if she can floss under it. Explained Superfloss and showed her',
      'TX TODAY': ['Bridge prep UR3, UR5', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR3, UR5',
        'Putty index taken',
        'Bridge prep UR3, UR5 with chamfer margins',
        'Size 0 cord placed',
        'Impressions in Impregum',
        'Bite registration',
        'Shade A3 with photos',
        'Temporary bridge in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Bridge fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h21-11-uk-typed-palmer-whitening-consult-dark-ur1-costs-tray-impressions',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Consult re whitening. Pt unhappy w/ yellow teeth + dark UR1, wants it done before daughter's wedding. MH: fit and well, NKDA. Non-smoker, 3-4 coffees/day. UR1 RCT'd 10 yrs ago, grey, P access comp intact, not TTP. UL1 M comp stained. UR2, UL2 sound. BPE 1 1 1 / 1 1 1. PA UR1: RCT satisfactory, no PA lesion. Options: home whitening w/ trays, internal bleach UR1, replace UL1 comp after whitening, or veneers. Costs given: home whitening £350, internal bleach £180. Pt chose home whitening + UL1 comp after. Written consent for whitening. Upper + lower alginate impressions for trays, shade A3 recorded w/ photo. NV: fit whitening trays 2/52.",
    expect: {
      CC: "Consult re whitening. Pt unhappy w/ yellow teeth + dark UR1, wants it done before daughter's wedding",
      'MED HX': 'Fit and well, NKDA. Non-smoker, 3-4 coffees/day',
      DENTAL: [
        ['UR1', "RCT'd 10 yrs ago, grey, P access comp intact, not TTP"],
        ['UL1', 'M comp stained'],
        ['UR2', 'Sound'],
        ['UL2', 'Sound'],
      ],
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'PA UR1: RCT satisfactory, no PA lesion',
      CONSULT:
        'Options: home whitening w/ trays, internal bleach UR1, replace UL1 comp after whitening, or veneers. Costs given: home whitening £350, internal bleach £180. Pt chose home whitening + UL1 comp after',
      CONSENT: 'Written consent for whitening',
      'TX TODAY': ['Impressions'],
      TX: ['Upper + lower alginate impressions for trays', 'Shade A3 recorded w/ photo'],
      NV: ['Fit whitening trays 2 weeks'],
    },
  }),
  defineCase({
    id: 'h21-12-uk-asr-palmer-recall-root-caries-ll4-ll5-duraphat-appends-chart-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "routine exam no problems medical history no changes parkinson's takes madopar no allergies bpe two two two two two two upper denture fine lower left four and lower left five buccal root caries lower right three sound diagnosis root caries lower left four and lower left five duraphat varnish applied lower left four and lower left five prescribed high fluoride toothpaste his wife helps him brush recall three months",
    appends: ['add to chart lower right four buccal abrasion not sensitive', 'add to notes his wife would like the reminders sent to her phone'],
    expect: {
      CC: 'Routine exam. No problems',
      'MED HX': "No changes. Parkinson's. Takes Madopar. No allergies",
      PERIO: 'BPE 2 2 2 / 2 2 2',
      INTRA: 'Upper denture fine',
      DENTAL: [
        ['LL4', 'B root caries'],
        ['LL5', 'B root caries'],
        ['LR3', 'Sound'],
        ['LR4', 'B abrasion not sensitive'],
      ],
      DX: ['Root caries LL4, LL5'],
      'TX TODAY': ['Fluoride varnish LL4, LL5'],
      TX: ['Duraphat varnish applied LL4, LL5', 'Prescribed high fluoride toothpaste'],
      NOTES: 'His wife helps him brush. His wife would like the reminders sent to her phone',
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal)
  defineCase({
    id: 'h21-13-us-asr-broken-dl-cusp-14-scratch-that-temporary-dressing-granola',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient came in with a piece of her upper left back tooth broken off yesterday eating granola no pain just sharp on her tongue medical history no changes takes lisinopril allergic to sulfa number fourteen fractured mesiolingual sorry distolingual cusp large mesial occlusal amalgam not tender to percussion normal response to cold number fifteen distal occlusal composite intact number thirteen sound pa of fourteen no periapical pathology fracture margin supragingival diagnosis cracked tooth scratch that diagnosis fractured cusp number fourteen um discussed a crown she agreed to go ahead no anesthetic needed smoothed the sharp edges temporary dressing on fourteen with glass ionomer she asked if it'll hold until her next visit told her it should and to avoid chewing hard things on that side next visit crown prep fourteen",
    expect: {
      CC: 'Piece of her upper left back tooth broken off yesterday eating granola. No pain just sharp on her tongue',
      'MED HX': 'No changes. Takes lisinopril. Allergic to sulfa',
      DENTAL: [
        ['14', 'Fractured DL cusp large MO amalgam not tender to percussion normal response to cold', 'DL cusp'],
        ['15', 'DO composite intact'],
        ['13', 'Sound'],
      ],
      RADIO: 'PA of #14 no periapical pathology. Fracture margin supragingival',
      DX: ['Fractured cusp #14'],
      CONSULT:
        "Discussed a crown. She agreed to go ahead. She asked if it'll hold until her next visit. Told her it should and to avoid chewing hard things on that side",
      'TX TODAY': ['Temporary dressing #14'],
      TX: ['No anesthetic needed', 'Smoothed the sharp edges', 'Temporary dressing #14 with glass ionomer'],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'h21-14-us-typed-class-v-b-composites-5-12-abfraction-grinding-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for fillings #5 and #12 (Class V), sensitive when brushing. Med hx: no changes, GERD, NKDA. #5 B cervical caries, sensitive to air. #12 B abfraction w/ caries, sensitive to air. 2 carps 2% lido 1:100k epi buccal infiltration #5 and #12. Size 00 cord placed #5 and #12. Caries removed, margins in enamel. Selective etch, Scotchbond Universal. B composite #5 and #12, shade A3 (Filtek Supreme). Finished w/ Sof-Lex discs. Pt asked if grinding caused this; explained toothbrush abrasion + clenching both contribute, recommended soft brush and night guard. Pt will think about night guard. Recall 6 mo.',
    expect: {
      CC: 'Fillings #5 and #12 (Class V), sensitive when brushing',
      'MED HX': 'No changes, GERD, NKDA',
      DENTAL: [
        ['5', 'B cervical caries, sensitive to air'],
        ['12', 'B abfraction w/ caries, sensitive to air'],
      ],
      CONSULT:
        'Pt asked if grinding caused this; explained toothbrush abrasion + clenching both contribute, recommended soft brush and night guard. Pt will think about night guard',
      'TX TODAY': ['B composite #5, #12'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #5, #12',
        'Size 00 cord placed #5, #12',
        'Caries removed',
        'Margins in enamel',
        'Selective etch',
        'Scotchbond Universal',
        'B composite #5, #12',
        'Shade A3 (Filtek Supreme)',
        'Finished w/ Sof-Lex discs',
      ],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h21-15-us-asr-extraction-1-16-upper-wisdom-teeth-sinus-risk-work-out',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for extraction of his upper wisdom teeth number one and number sixteen food keeps getting stuck around them medical history no changes takes fluoxetine no allergies blood pressure one twenty four over eighty number one fully erupted buccally tipped number sixteen fully erupted large distal caries uh pano from last visit reviewed roots conical away from the sinus risks explained including sinus communication signed consent two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number one and number sixteen extracted number one and number sixteen with forceps and elevator roots intact no sinus communication gauze pressure hemostasis achieved post op instructions given verbal and written he asked if he can work out tomorrow told him wait forty eight hours rx ibuprofen six hundred milligrams every six hours as needed call us if any problems',
    expect: {
      CC: 'Extraction of his upper wisdom teeth #1 and #16. Food keeps getting stuck around them',
      'MED HX': 'No changes. Takes fluoxetine. No allergies. Blood pressure 124/80',
      DENTAL: [
        ['1', 'Fully erupted buccally tipped'],
        ['16', 'Fully erupted large D caries'],
      ],
      RADIO: 'Pano from last visit reviewed. Roots conical away from the sinus',
      CONSULT: 'Risks explained including sinus communication. He asked if he can work out tomorrow. Told him wait 48 hours',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #1, #16'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #1, #16',
        'Extracted #1, #16 with forceps and elevator',
        'Roots intact',
        'No sinus communication',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions given verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'F/U': 'Call us if any problems',
    },
  }),
  defineCase({
    id: 'h21-16-us-typed-srp-ur-lr-arestin-diabetes-question-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR quads (1 of 2). Pt reports bleeding when flossing, no pain. Med hx: no changes, type 2 diabetes (A1c 7.4), metformin, NKDA. Perio exam: generalized 4-6 mm PD, 7 mm #3 MB and #31 DL, BOP 55%, heavy subgingival calculus. FMX 2 mo ago: generalized horizontal bone loss 30-40%, vertical defect #31 D. Dx: periodontitis stage III grade C. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration UR + right IANB. SRP UR + LR w/ Cavitron and Gracey curettes. Arestin placed in deepest pockets (#3 MB + #31 DL). OHI: interdental brushes + Waterpik. Pt asked if diabetes makes it worse; explained the 2-way link, encouraged A1c control w/ physician. NV SRP UL + LL in 1 week. Re-eval 6 wks after final SRP.',
    expect: {
      CC: 'SRP UR + LR quads (1 of 2). Pt reports bleeding when flossing, no pain',
      'MED HX': 'No changes, type 2 diabetes (A1c 7.4), metformin, NKDA',
      PERIO: 'Generalized 4-6 mm PD, 7 mm #3 MB and #31 DL, BOP 55%, heavy subgingival calculus',
      RADIO: 'FMX 2 mo ago: generalized horizontal bone loss 30-40%, vertical defect #31 D',
      DX: ['Periodontitis stage III grade C'],
      CONSULT:
        'Pt asked if diabetes makes it worse; explained the 2-way link, encouraged A1c control w/ physician',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration UR + IANB right',
        'SRP UR + LR w/ Cavitron and Gracey curettes',
        'Arestin placed in deepest pockets (#3 MB + #31 DL)',
        'OHI: interdental brushes + Waterpik',
      ],
      NV: ['SRP UL + LL in 1 week'],
      'F/U': 'Re-eval 6 wks after final SRP',
    },
  }),
  defineCase({
    id: 'h21-17-us-asr-crown-prep-19-after-endo-itero-luxatemp-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the crown prep on nineteen root canal was finished last month by the endodontist no symptoms since medical history no changes takes atorvastatin no allergies number nineteen access composite intact not tender number eighteen mesial occlusal composite sound number twenty sound two carpules lidocaine two percent one to one hundred thousand epi left ianb core build up with multicore then crown prep nineteen for zirconia one millimeter chamfer double cord technique scanned with the itero upper lower and bite shade a three temporary crown with luxatemp cemented with tempbond bite checked he asked if he needs to be careful with the temp told him no sticky foods and floss by pulling the floss out sideways post op instructions given next visit crown seat nineteen in two weeks',
    appends: ['add to treatment shade photos sent to the lab', 'add to notes he wants morning appointments only'],
    expect: {
      CC: 'Crown prep on #19. Root canal was finished last month by the endodontist. No symptoms since',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['19', 'Access composite intact not tender'],
        ['18', 'MO composite sound'],
        ['20', 'Sound'],
      ],
      CONSULT:
        'He asked if he needs to be careful with the temp. Told him no sticky foods and floss by pulling the floss out sideways',
      'TX TODAY': ['Crown prep #19', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Core build up with MultiCore',
        'Crown prep #19 for zirconia',
        '1 mm chamfer',
        'Double cord technique',
        'Scanned with the iTero upper lower and bite',
        'Shade A3',
        'Temporary crown with Luxatemp',
        'Cemented with TempBond',
        'Bite checked',
        'Post-op instructions given',
        'Shade photos sent to the lab',
      ],
      NOTES: 'He wants morning appointments only',
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h21-18-us-typed-terse-high-bite-30-adjusted-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt c/o high bite on #30 filling done Tues. No pain. Occlusion adjusted w/ articulating paper, polished. Feels good now. RTC PRN.',
    expect: {
      CC: 'High bite on #30 filling done Tues. No pain',
      TX: ['Occlusion adjusted w/ articulating paper', 'Polished'],
      NOTES: 'Feels good now',
      'F/U': 'RTC PRN',
    },
  }),

  // ---------------------------------------------------------------- 4. US paediatric dentist (Universal, letters)
  defineCase({
    id: 'h21-19-us-asr-child-checkup-mixed-dentition-o-p-mobile-bitewings-hmm',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old with mom here for her six month checkup mom says she's been complaining her bottom tooth is wiggly medical history healthy no meds allergic to amoxicillin soft tissues normal gingiva healthy plaque on the lower molars letters o and p mobile number twenty four and twenty five erupting lingually number three and fourteen partially erupted nineteen and thirty fully erupted deep grooves letters s and t occlusal caries letter l distal caries hmm letters a b i and j sound two bitewings s and t occlusal caries into dentin l distal into enamel prophy fluoride varnish mom asked if she needs to pull the wiggly tooth told her it'll fall out on its own next visit occlusal composites s and t and sealants nineteen and thirty recall six months",
    expect: {
      CC: "Her 6 month checkup. Mom says she's been complaining her bottom tooth is wiggly",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Plaque on the lower molars',
      DENTAL: [
        ['O', 'Mobile'],
        ['P', 'Mobile'],
        ['24', 'Erupting lingually'],
        ['25', 'Erupting lingually'],
        ['3', 'Partially erupted'],
        ['14', 'Partially erupted'],
        ['19', 'Fully erupted deep grooves'],
        ['30', 'Fully erupted deep grooves'],
        ['S', 'O caries'],
        ['T', 'O caries'],
        ['L', 'D caries'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings. #S and #T occlusal caries into dentin. #L distal into enamel',
      CONSULT: "Mom asked if she needs to pull the wiggly tooth. Told her it'll fall out on its own",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old with mom',
      NV: ['O composites #S, #T', 'Sealants #19, #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h21-20-us-typed-child-pulpotomy-ssc-k-nitrous-mta-movie-dad-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ dad, here for pulpotomy + SSC #K. Dad reports no pain. Med hx: healthy, NKDA. #K DO caries, deep, no swelling, no mobility. #L sound. BWX (last visit): caries #K approaching pulp. N2O/O2 30% for anxiety. Topical benzocaine. 1 carp 2% lido 1:100k epi, left IANB. Rubber dam. Caries removed, carious exposure. Pulpotomy #K w/ MTA, bleeding controlled in 2 min. SSC #K size 4 cemented w/ Ketac Cem. Occlusion checked. 100% O2 5 min. Pt cried at the start but settled w/ the movie. Dad asked if the crown needs replacing later; told him it stays till the tooth falls out ~age 11. POI given to dad. NV: DO composite #T.',
    expect: {
      CC: 'Pulpotomy + SSC #K. Dad reports no pain',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['K', 'DO caries, deep, no swelling, no mobility'],
        ['L', 'Sound'],
      ],
      RADIO: 'BWX (last visit): caries #K approaching pulp',
      CONSULT: 'Dad asked if the crown needs replacing later; told him it stays till the tooth falls out ~age 11',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'N2O/O2 30% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Carious exposure',
        'Pulpotomy #K w/ MTA',
        'Bleeding controlled in 2 min',
        'SSC #K size 4 cemented w/ Ketac Cem',
        'Occlusion checked',
        '100% O2 5 min',
        'POI given to dad',
      ],
      NOTES: '5 y/o w/ dad. Pt cried at the start but settled w/ the movie',
      NV: ['DO composite #T'],
    },
  }),
  defineCase({
    id: 'h21-21-us-asr-child-avulsion-8-replanted-splint-7-9-enamel-fracture-9-soccer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency eight year old with dad he knocked out his top front tooth at soccer about forty minutes ago dad found it and put it in milk no loss of consciousness medical history healthy tetanus up to date no allergies extraoral small abrasion on the chin lip swollen intraoral number eight socket with clot number nine enamel fracture mesial incisal corner not mobile number seven and ten sound number eight root intact apex open rinsed the tooth with saline holding the crown one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight then socket gently irrigated with saline tooth replanted with finger pressure position checked flexible wire and composite splint seven to nine pa of eight shows it replanted in position no other fractures diagnosis avulsion number eight and enamel fracture number nine rx amoxicillin two fifty milligrams three times a day for seven days explained the tooth may not survive and may need root canal treatment later soft diet for two weeks brush gently dad asked if he should have pushed it back in himself told him putting it in milk was the right thing he was very brave dad was quite shaken next visit remove splint in two weeks',
    expect: {
      CC: 'Emergency. He knocked out his top front tooth at soccer about 40 minutes ago. Dad found it and put it in milk. No loss of consciousness',
      'MED HX': 'Healthy. Tetanus up to date. No allergies',
      EXTRA: 'Small abrasion on the chin. Lip swollen',
      INTRA: '#8 socket with clot',
      DENTAL: [
        ['9', 'Enamel fracture MI corner not mobile', 'Enamel'],
        ['7', 'Sound'],
        ['10', 'Sound'],
        ['8', 'Root intact apex open'],
      ],
      RADIO: 'PA of #8 shows it replanted in position. No other fractures',
      DX: ['Avulsion #8', 'Enamel fracture #9'],
      CONSULT:
        'Explained the tooth may not survive and may need root canal treatment later. Soft diet for 2 weeks. Brush gently. Dad asked if he should have pushed it back in himself. Told him putting it in milk was the right thing',
      'TX TODAY': ['Splint #7 to #9'],
      TX: [
        'Rinsed the tooth with saline holding the crown',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Socket gently irrigated with saline',
        'Tooth replanted with finger pressure',
        'Position checked',
        'Flexible wire and composite splint #7 to #9',
        'Rx amoxicillin 250 mg 3 times a day for 7 days',
      ],
      NOTES: '8 year old with dad. He was very brave. Dad was quite shaken',
      NV: ['Remove splint in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h21-22-us-typed-child-extraction-retained-e-8-erupting-palatally-grandma',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7 y/o w/ grandma, here for XLA #E, #8 coming in behind it. Med hx: healthy, NKDA. #E mobile grade I. #8 erupting palatal to #E. #F exfoliated. Topical 20% benzocaine. 1 carp 2% lido 1:100k epi labial + palatal infiltration #E. XLA #E w/ forceps, root 2/3 resorbed. Gauze pressure. POI to grandma. Told grandma #8 should move forward on its own. Pt did great, picked a prize. Recall 3 mo.',
    expect: {
      CC: 'XLA #E, #8 coming in behind it',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['E', 'Mobile grade I'],
        ['8', 'Erupting palatal to #E'],
        ['F', 'Exfoliated'],
      ],
      CONSULT: 'Told grandma #8 should move forward on its own',
      'TX TODAY': ['Extraction #E'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #E',
        'XLA #E w/ forceps',
        'Root 2/3 resorbed',
        'Gauze pressure',
        'POI to grandma',
      ],
      NOTES: '7 y/o w/ grandma. Pt did great, picked a prize',
      'F/U': 'Recall 3 mo',
    },
  }),
  defineCase({
    id: 'h21-23-us-asr-child-band-and-loop-t-to-r-after-loss-of-s-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "nine year old with mom here for the space maintainer he had letter s out last month because of an abscess no problems since medical history adhd takes methylphenidate no allergies letter s site healed letter t occlusal composite intact number thirty fully erupted band and loop from letter t to letter r tried in fit good cemented with glass ionomer cement excess removed checked the bite fluoride varnish mom asked how long he'll need it told her until number twenty nine sorry number twenty eight comes in",
    appends: ['add to notes he was fidgety but managed with breaks', 'next visit check the space maintainer in six months'],
    expect: {
      CC: 'Space maintainer. He had #S out last month because of an abscess. No problems since',
      'MED HX': 'ADHD. Takes methylphenidate. No allergies',
      INTRA: '#S site healed',
      DENTAL: [
        ['T', 'O composite intact'],
        ['30', 'Fully erupted'],
      ],
      CONSULT: "Mom asked how long he'll need it. Told her until #28 comes in",
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Band and loop from #T to #R tried in',
        'Fit good',
        'Cemented with glass ionomer cement',
        'Excess removed',
        'Checked the bite',
        'Fluoride varnish',
      ],
      NOTES: '9 year old with mom. He was fidgety but managed with breaks',
      NV: ['Check the space maintainer in 6 months'],
    },
  }),
  defineCase({
    id: 'h21-24-us-typed-toddler-first-visit-erupting-molars-fv-bedtime-bottle',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'First visit, 18 mo w/ mom + dad. No concerns. Healthy, NKDA. #B, #I, #L, #S erupting. Incisors sound. Light plaque upper incisors. FV applied. Discussed weaning off the bedtime bottle (milk), smear of fluoride toothpaste 2x/day. Recall 6 mo.',
    expect: {
      CC: 'First visit. No concerns',
      'MED HX': 'Healthy, NKDA',
      INTRA: 'Incisors sound',
      PERIO: 'Light plaque upper incisors',
      DENTAL: [
        ['B', 'Erupting'],
        ['I', 'Erupting'],
        ['L', 'Erupting'],
        ['S', 'Erupting'],
      ],
      CONSULT: 'Discussed weaning off the bedtime bottle (milk), smear of fluoride toothpaste 2x/day',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV applied'],
      NOTES: '18 mo w/ mom + dad',
      'F/U': 'Recall 6 mo',
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist (FDI)
  defineCase({
    id: 'h21-25-uk-typed-fdi-hygienist-terse-perio-maintenance-pmpr-rv-3-12',
    style: 'UK',
    asr: false,
    transcript: 'Perio maintenance. MH no change. BPE 2 2 3 / 2 2 2, 4 mm 27 D. BOP 12%. PMPR full mouth. OHI TePe. RV 3/12.',
    expect: {
      CC: 'Perio maintenance',
      'MED HX': 'No change',
      PERIO: 'BPE 2 2 3 / 2 2 2, 4 mm 27 D. BOP 12%',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['PMPR full mouth', 'OHI TePe'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'h21-26-uk-asr-fdi-hygienist-pregnancy-gingivitis-epulis-22-s-and-p-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'attended for a scale and polish her gums have been bleeding a lot since she got pregnant medical history twenty four weeks pregnant takes folic acid no allergies extra oral nad intra oral small pregnancy epulis buccal to two two otherwise soft tissues healthy bpe two two two two two two generalised marginal inflammation bleeding on probing forty percent plaque score sixty five percent no pockets over four millimetres diagnosis pregnancy gingivitis um supra and subgingival scale with the ultrasonic polished ohi modified bass technique with an electric brush and interdental brushes she asked if the epulis will go away told her it usually shrinks after the baby is born review in six weeks',
    expect: {
      CC: 'Scale and polish. Her gums have been bleeding a lot since she got pregnant',
      'MED HX': '24 weeks pregnant. Takes folic acid. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small pregnancy epulis buccal to 22. Otherwise soft tissues healthy',
      PERIO:
        'BPE 2 2 2 / 2 2 2. Generalised marginal inflammation. Bleeding on probing 40%. Plaque score 65%. No pockets over 4 mm',
      DX: ['Pregnancy gingivitis'],
      CONSULT: 'She asked if the epulis will go away. Told her it usually shrinks after the baby is born',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Supra and subgingival scale with the ultrasonic',
        'Polished',
        'OHI modified Bass technique with an electric brush and interdental brushes',
      ],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'h21-27-uk-typed-fdi-hygienist-second-rsd-ul-ll-la-chx-gel-appends-notes-change',
    style: 'UK',
    asr: false,
    transcript:
      '2nd RSD visit UL + LL. Pt reports less bleeding UR/LR since last visit, using TePes daily. MH: no change, ex-smoker (quit 6/12 ago), NKDA. BPE (last visit) 4 3 4 / 4 3 3. UL/LL pockets 5-7 mm, furcation grade I at 26. LA 2 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UL + IDB left. RSD UL + LL w/ ultrasonic + Gracey curettes. Chlorhexidine gel to 26 furcation. OHI: TePe sizes 3 + 4 posteriors. Praised for stopping smoking. NV re-eval + pocket chart 3/12.',
    appends: ['Add to notes: pt prefers afternoon appts.', 'Change 3/12 to 10/52.'],
    expect: {
      CC: '2nd RSD visit UL + LL. Pt reports less bleeding UR/LR since last visit, using TePes daily',
      'MED HX': 'No change, ex-smoker (quit 6 months ago), NKDA',
      PERIO: 'BPE (last visit) 4 3 4 / 4 3 3. UL/LL pockets 5-7 mm, furcation grade I at 26',
      CONSULT: 'Praised for stopping smoking',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL + IDB left',
        'RSD UL + LL w/ ultrasonic + Gracey curettes',
        'Chlorhexidine gel to 26 furcation',
        'OHI: TePe sizes 3 + 4 posteriors',
      ],
      NOTES: 'Pt prefers afternoon appts',
      NV: ['Re-eval + pocket chart 10 weeks'],
    },
  }),
  defineCase({
    id: 'h21-28-uk-asr-fdi-hygienist-teen-braces-white-spot-lesions-11-21-duraphat',
    style: 'UK',
    asr: true,
    transcript:
      'fourteen year old attended for a clean with his braces on medical history fit and well no allergies bpe one one one one one one plaque around the brackets gingival enlargement lower anteriors one one and two one white spot lesions around the brackets no cavitation removed plaque and calculus around the brackets with the ultrasonic duraphat varnish applied ohi orthodontic brush and single tufted brush he asked if the white marks will go away told him they might improve once the braces are off if he keeps them clean recall three months',
    expect: {
      CC: 'Clean with his braces on',
      'MED HX': 'Fit and well. No allergies',
      PERIO: 'BPE 1 1 1 / 1 1 1. Plaque around the brackets. Gingival enlargement lower anteriors',
      DENTAL: [
        ['11', 'White spot lesions around the brackets no cavitation'],
        ['21', 'White spot lesions around the brackets no cavitation'],
      ],
      CONSULT:
        'He asked if the white marks will go away. Told him they might improve once the braces are off if he keeps them clean',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: [
        'Removed plaque and calculus around the brackets with the ultrasonic',
        'Duraphat varnish applied',
        'OHI orthodontic brush and single tufted brush',
      ],
      NOTES: '14 year old',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h21-29-uk-typed-fdi-hygienist-terse-s-and-p-airflow-title-from-cc',
    style: 'UK',
    asr: false,
    transcript: 'Attended for S&P. No c/o. MH NC. BPE 1 1 1 / 1 1 1. Supra scaling, Airflow stain removal. OHI. Recall 6/12.',
    expect: {
      CC: 'S&P. No c/o',
      'MED HX': 'NC',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Supra scaling', 'Airflow stain removal', 'OHI'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h21-30-uk-asr-fdi-hygienist-perio-maintenance-peri-implant-mucositis-36-pmpr',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for her three monthly periodontal maintenance including an implant check medical history no changes type one diabetic on an insulin pump last hba one c sixty one no allergies extra oral nad intra oral soft tissues nad bpe three three three three two three pockets four to five millimetres upper molars bleeding on probing twenty percent plaque score thirty percent five millimetre peri implant pocket distal three six bleeding on probing no suppuration three six implant crown sound four six mobile grade one no change from last time pa of the implant three six shows the bone level stable at the first thread compared to last year diagnosis peri implant mucositis three six pmpr full mouth with ultrasonic and titanium curettes around the implant chlorhexidine gel to the three six pocket ohi interspace brush around the implant she asked whether the implant could fail explained that keeping the gum healthy now stops it becoming peri implantitis next visit periodontal maintenance three months',
    expect: {
      CC: 'Her 3 monthly periodontal maintenance including an implant check',
      'MED HX': 'No changes. Type 1 diabetic on an insulin pump. Last HbA1c 61. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. 5 mm peri-implant pocket distal 36. Bleeding on probing. No suppuration',
      PERIO: 'BPE 3 3 3 / 3 2 3. Pockets 4 to 5 mm upper molars. Bleeding on probing 20%. Plaque score 30%',
      DENTAL: [
        ['36', 'Implant crown sound'],
        ['46', 'Mobile grade 1 no change from last time'],
      ],
      RADIO: 'PA of the implant 36 shows the bone level stable at the first thread compared to last year',
      DX: ['Peri-implant mucositis 36'],
      CONSULT:
        'She asked whether the implant could fail. Explained that keeping the gum healthy now stops it becoming peri-implantitis',
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR full mouth with ultrasonic and titanium curettes around the implant',
        'Chlorhexidine gel to 36 pocket',
        'OHI interspace brush around the implant',
      ],
      NV: ['Periodontal maintenance 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 6. US prosthodontist (Universal)
  defineCase({
    id: 'h21-31-us-typed-edentulous-consult-implant-overdenture-plan-nystatin-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt consult, referred by her physician for a lower denture that won't stay in. Edentulous 15 yrs, current dentures 8 yrs old. Med hx: HTN (amlodipine), osteoporosis, took alendronate for 2 yrs, stopped 3 yrs ago. NKDA. EO: reduced lower face height, angular cheilitis both corners. IO: upper ridge good, lower ridge knife-edge, mentalis attachment high. Denture stomatitis under upper (Newton type II). Lower denture overextended lingually, teeth worn flat. Pano: lower ridge height ~12 mm at symphysis, no pathology. Dx: edentulous maxilla + mandible, denture stomatitis, ill-fitting lower denture. Options: new conventional CDs, 2-implant lower overdenture on locators, 4-implant fixed. Fees + bisphosphonate risk (MRONJ) discussed; pt prefers 2-implant overdenture. Advised leaving dentures out at night. Rx nystatin 100,000 U/mL 5 mL QID x 14 days. Tx plan: 2 implants lower canine region, new upper CD + lower overdenture. NV CBCT + prelim impressions.",
    expect: {
      CC: "New pt consult, referred by her physician for a lower denture that won't stay in. Edentulous 15 yrs, current dentures 8 yrs old",
      'MED HX': 'HTN (amlodipine), osteoporosis, took alendronate for 2 yrs, stopped 3 yrs ago. NKDA',
      EXTRA: 'Reduced lower face height, angular cheilitis both corners',
      INTRA:
        'Upper ridge good, lower ridge knife-edge, mentalis attachment high. Denture stomatitis under upper (Newton type II). Lower denture overextended lingually, teeth worn flat',
      RADIO: 'Pano: lower ridge height ~12 mm at symphysis, no pathology',
      DX: ['Edentulous maxilla + mandible', 'Denture stomatitis', 'Ill-fitting lower denture'],
      CONSULT:
        'Options: new conventional CDs, 2-implant lower overdenture on locators, 4-implant fixed. Fees + bisphosphonate risk (MRONJ) discussed; pt prefers 2-implant overdenture. Advised leaving dentures out at night',
      TX: ['Rx nystatin 100,000 U/mL 5 mL QID x 14 days'],
      'TX PLAN': ['2 implants lower canine region', 'New upper CD + lower overdenture'],
      NV: ['CBCT + prelim impressions'],
    },
  }),
  defineCase({
    id: 'h21-32-us-asr-bridge-fit-12-14-pontic-blanching-fuji-sorry-relyx-superfloss',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for cementation of the three unit bridge twelve to fourteen um no sensitivity with the temporary medical history no changes takes losartan allergic to latex twelve and fourteen temporary bridge intact gingiva slightly inflamed around the abutments no anesthetic temporary removed cement cleaned off with a scaler and pumice bridge tried in contacts good margins closed to the explorer pontic contact on the ridge blanching slightly so relieved and polished shade good she approved it in the mirror occlusion checked light contact in centric no contact in lateral excursions cemented the bridge twelve to fourteen with fuji plus sorry with rely x unicem excess removed superfloss demonstrated under the pontic recall in six months with a bitewing check',
    expect: {
      CC: 'Cementation of the 3 unit bridge #12 to #14. No sensitivity with the temporary',
      'MED HX': 'No changes. Takes losartan. Allergic to latex',
      DENTAL: [
        ['12', 'Temporary bridge intact'],
        ['14', 'Temporary bridge intact'],
      ],
      PERIO: 'Gingiva slightly inflamed around the abutments',
      CONSULT: 'Superfloss demonstrated under the pontic',
      'TX TODAY': ['Bridge fit #12 to #14'],
      TX: [
        'No anesthetic',
        'Temporary removed',
        'Cement cleaned off with a scaler and pumice',
        'Bridge tried in',
        'Contacts good',
        'Margins closed to the explorer',
        'Pontic contact on the ridge blanching slightly',
        'Relieved and polished',
        'Shade good',
        'Occlusion checked',
        'Light contact in centric',
        'No contact in lateral excursions',
        'Cemented the bridge #12 to #14 with RelyX Unicem',
        'Excess removed',
      ],
      NOTES: 'She approved it in the mirror',
      'F/U': 'Recall in 6 months with a bitewing check',
    },
  }),
  defineCase({
    id: 'h21-33-us-typed-occlusal-guard-delivery-relieved-over-3-canine-guidance',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Delivery of maxillary hard acrylic occlusal guard (bruxism, wear on #6-#11). Med hx: no changes, NKDA. Guard tried in, rocking on the right, relieved internally over #3 until stable. Even contacts all teeth in CR w/ shimstock, canine guidance both sides. Polished. Occlusal guard delivered. Insertion, removal + cleaning demonstrated. Advised wear every night, bring it to each recall. Pt said it feels tight but comfortable. F/u 2 wks for adjustment.',
    expect: {
      CC: 'Delivery of maxillary hard acrylic occlusal guard (bruxism, wear on #6-#11)',
      'MED HX': 'No changes, NKDA',
      CONSULT: 'Insertion, removal + cleaning demonstrated. Advised wear every night, bring it to each recall',
      'TX TODAY': ['Night guard'],
      TX: [
        'Guard tried in',
        'Rocking on the right',
        'Relieved internally over #3 until stable',
        'Even contacts all teeth in CR w/ shimstock',
        'Canine guidance both sides',
        'Polished',
        'Occlusal guard delivered',
      ],
      NOTES: 'Pt said it feels tight but comfortable',
      'F/U': 'F/u 2 wks for adjustment',
    },
  }),
  defineCase({
    id: 'h21-34-us-asr-loose-implant-abutment-screw-19-retorqued-35-ncm-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with her implant crown on number nineteen feeling loose for about a week clicking when she chews no pain medical history no changes on levothyroxine no allergies number nineteen implant crown mobile crown and abutment move together tissue around the implant slightly red no suppuration number eighteen and twenty sound pa of nineteen abutment not fully seated no bone loss around the implant diagnosis loose abutment screw number nineteen no anesthetic composite and teflon removed from the screw access abutment screw retrieved threads look fine new screw placed and torqued to thirty five newton centimeters retorqued after five minutes pa shows abutment fully seated teflon tape and composite to seal the access occlusion checked light contact in centric cleared in excursions she was relieved it wasn't the implant itself review in one month",
    expect: {
      CC: 'Her implant crown on #19 feeling loose for about a week. Clicking when she chews. No pain',
      'MED HX': 'No changes. On levothyroxine. No allergies',
      INTRA: 'Tissue around the implant slightly red. No suppuration',
      DENTAL: [
        ['19', 'Implant crown mobile crown and abutment move together'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA of #19 abutment not fully seated. No bone loss around the implant. PA shows abutment fully seated',
      DX: ['Loose abutment screw #19'],
      TX: [
        'No anesthetic',
        'Composite and Teflon removed from the screw access',
        'Abutment screw retrieved',
        'Threads look fine',
        'New screw placed and torqued to 35 Ncm',
        'Retorqued after 5 minutes',
        'Teflon tape and composite to seal the access',
        'Occlusion checked',
        'Light contact in centric',
        'Cleared in excursions',
      ],
      NOTES: "She was relieved it wasn't the implant itself",
      'F/U': 'Review in 1 month',
    },
  }),
  defineCase({
    id: 'h21-35-us-typed-crown-preps-8-9-emax-temp-crowns-appends-treatment-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown preps #8 and #9 (e.max) as planned. Existing PFMs debonding + dark margins. Med hx: no changes, seasonal allergies (loratadine), NKDA. #8, #9 PFM crowns, open M margins, recession 1 mm. #7, #10 sound. Gingiva healthy. Consent signed. 2 carps 2% lido 1:100k epi labial + palatal infiltration #8 and #9. Old PFMs sectioned + removed. Recurrent M caries #9 removed, core buildup w/ Build-It. Crown preps #8, #9 refined, 1 mm chamfer, margins 0.5 mm subgingival. 000 + 0 cords w/ ViscoStat. Final impression w/ Aquasil. Bite reg. Shade A1 w/ photos for lab (stump shade ND2). Temp crowns #8, #9 w/ Luxatemp from matrix, cemented w/ TempBond NE. Occlusion + protrusion checked. Pt asked if she can eat normally tonight; told her avoid biting into hard foods w/ the temps. NV crown seat #8, #9 in 2 wks.',
    appends: ['Add to treatment: lab Rx sent w/ photos.', 'Change 2 wks to 3 wks.'],
    expect: {
      CC: 'Crown preps #8 and #9 (e.max) as planned. Existing PFMs debonding + dark margins',
      'MED HX': 'No changes, seasonal allergies (loratadine), NKDA',
      DENTAL: [
        ['8', 'PFM crowns, open M margins, recession 1 mm'],
        ['9', 'PFM crowns, open M margins, recession 1 mm'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      PERIO: 'Gingiva healthy',
      CONSENT: 'Consent signed',
      CONSULT: 'Pt asked if she can eat normally tonight; told her avoid biting into hard foods w/ the temps',
      'TX TODAY': ['Crown preps #8, #9', 'Impression', 'Temporary crowns #8, #9'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8, #9',
        'Old PFMs sectioned + removed',
        'Recurrent M caries #9 removed',
        'Core buildup w/ Build-It',
        'Crown preps #8, #9 refined',
        '1 mm chamfer',
        'Margins 0.5 mm subgingival',
        '000 + 0 cords w/ ViscoStat',
        'Final impression w/ Aquasil',
        'Bite reg',
        'Shade A1 w/ photos for lab (stump shade ND2)',
        'Temp crowns #8, #9 w/ Luxatemp from matrix',
        'Cemented w/ TempBond NE',
        'Occlusion + protrusion checked',
        'Lab Rx sent w/ photos',
      ],
      NV: ['Crown fit #8, #9 in 3 wks'],
    },
  }),
  defineCase({
    id: 'h21-36-us-asr-terse-lower-denture-sore-spot-eased-lingual-flange',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient in for a sore spot under the lower denture on the left eased the lingual flange and polished comfortable now review as needed',
    expect: {
      CC: 'Sore spot under the lower denture on the left',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased the lingual flange and polished'],
      NOTES: 'Comfortable now',
      'F/U': 'Review as needed',
    },
  }),
];
