// A fifty-sixth development batch (ids bf01–bf30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more52 / more54 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is long restorative and prosthodontic
// appointments told step by step: crown and onlay preparations with retraction cord, impressions or scans and
// temporaries, crown and bridge cementation with try-in and adjustments, veneers, implant placement, uncovering and
// implant crown delivery with torque values, multi-visit root canal treatment (access, working lengths with reference
// points, files and sizes, irrigants, medicaments, obturation technique, coronal seal), post and core, several fillings
// in one visit with matrices, wedges, liners and bonding, complete and partial dentures (impressions, jaw registration,
// try-in, fit, easing) and emergencies that turn into treatment. The dictations carry what a dentist says mid-treatment:
// remarks to the patient, complications (a cusp fractured during prep, a canal not negotiated, a post drill heading for
// a perforation, bleeding controlled, tissue blanching, a crown that would not seat, a wrong jaw registration), changes
// of plan, materials with brand names, shade, LA with top-ups, then plan, next visit and follow-up. Six clinicians, five
// visits each:
//   bf01–bf05 a UK general dentist (FDI, all recogniser-style): a crown prep with a cusp lost during amalgam removal and
//     gingival bleeding controlled, a first-stage RCT with a sclerosed canal left for next time, three fillings (MOD
//     amalgam, DO and B composites) with a near exposure and two LA lines, a bridge fit with try-in and adjustments
//     (appended dictation), a facial swelling treated by incision and drainage and extirpation with an intraligamentary
//     top-up;
//   bf06–bf10 a US prosthodontist (Universal, typed; terse comma runs and full sentences): an onlay prep turned into a
//     crown prep after a cusp fractured, porcelain veneers bonded #7 to #10 (no title), an implant crown delivered with
//     torque values (appended dictation), final impressions for complete dentures with a retaken impression, a cobalt
//     chrome partial denture fitted;
//   bf11–bf15 a UK dentist (Palmer; bf11, bf12, bf14 recogniser-style with Palmer words, bf13, bf15 typed UR6 shorthand):
//     an obturation with MB2, a jaw registration with an old denture eased, a post and core with a perforation avoided
//     and a crown prep, an implant uncovered with a healing abutment, a single-visit RCT with working lengths to
//     reference points and an MOD composite seal;
//   bf16–bf20 a US general dentist doing endodontics, implants and dentures (Universal, recogniser-style): an emergency
//     pulpectomy with a buccal and lingual top-up and a calcified canal, an obturation after MB2 was found, a zirconia
//     crown that would not seat and was re-impressed, an implant with a brisk palatal bleed and a buccal graft, complete
//     dentures delivered;
//   bf21–bf25 a UK dentist (FDI, typed): an extraction with an immediate implant, four veneer preps with a composite
//     replaced, three composites with a cusp fractured during caries removal, a wax try-in with a wrong jaw registration
//     (no title), an emergency post crown recemented;
//   bf26–bf30 a US general dentist (Universal; bf26, bf29 recogniser-style, bf27, bf28, bf30 typed): an MO amalgam and
//     two composites under one dam, a complicated crown fracture treated by pulpotomy and composite, two crowns seated in
//     one visit, an onlay prep scanned with a composite on the next tooth, an emergency denture easing.
// UK 15 (FDI 10, Palmer 5), US 15 (Universal); 15 recogniser-style (lower case, number words, no punctuation, occasional
// fillers and "sorry" corrections) and 15 typed (terse comma runs in bf06, bf08, bf10, bf13, bf15, bf23, bf25, bf27,
// bf28; full sentences in bf07, bf09, bf22, bf24, bf30; shorthand mixed with sentences in bf21); 100 to 250 words; two cases with appended dictation
// (bf04 recogniser-style "add to notes …" / "change … to … next visit …"; bf08 typed "Add to treatment: … Add to notes:
// …" / "Change 2 weeks to 3 weeks."). DENTAL in 27 cases (not bf09, bf20, bf30).
//
// Judgement calls where the contract was silent:
// - Remarks spoken to the patient while working ("just a bit of pressure now you're doing brilliantly", "open wide for
//   me lovely", "nearly there you're doing really well", "just bite together gently for me lovely", "you did great
//   we're all done for today", "almost done now you're doing great", "just a little longer for me thanks") are no note
//   content and are dropped entirely, as more54 dropped asides to the nurse; remarks reported afterwards ("told her
//   she'll need a crown …", "explained to her the crown doesn't fit …", "told him to avoid chewing on it") are CONSULT.
// - Canals and reference points in list items follow rule 4: "mesiolingual canal" → "ML canal", "distal canal" → "D
//   canal", "buccal canals" → "B canals", "mesial canals" → "M canals", "mesiobuccal cusp tip" → "MB cusp tip"; "m b
//   two" → "MB2"; "twenty one point five millimetres" → "21.5 mm"; file sizes keep "size". Working lengths and master
//   cones checked with a PA keep the film in their step (as more52); a radiograph taken during or after treatment with
//   its own report ("PA: drill angled towards labial wall", "PA: abutment fully seated", "PA: no excess cement", "BWX:
//   margins closed …", "post op pa …") is RADIO (as more52). Canal irrigation is no Irrigation title.
// - Titles: onlay prep, veneer try-in and bonding, porcelain veneers, intraoral scans, border moulding, jaw registration,
//   wax try-in, implant uncovering, healing abutments, posts, cores ("core built up in amalgam", "core buildup w/
//   MultiCore Flow"), temporary onlays and a temp taken off or replaced are no titles (TX TODAY empty in bf07 and bf24);
//   "temp crown" → "Temporary crown"; "new impression" → "Impression" (singular as said, as more52 bb30) and "final
//   impressions" → "Impressions"; "atraumatic extraction 21" → "Extraction 21" (adjective dropped, as more52 dropped
//   "flexible"); an implant crown cemented on its abutment → "Crown fit #19"; "recemented crown 11" → "Crown recement
//   11"; "pulpectomy number nineteen" → "Pulpectomy #19"; a single-visit RCT whose TX says "obturated" is "Obturation UL4"
//   (the CC's "RCT" is used only when TX names no procedure, as in bf02 "RCT 36"); a first-stage visit with "pulp
//   extirpated" is "Extirpation 46". A filling removed ("26 amalgam removed", "#4 old composite and caries removed",
//   "old restoration removed from thirty") is no filling title; "11 mesial composite replaced (Estelite A2)" is "M
//   composite 11". A denture "relieved" at delivery is no Denture adjustment (as more54), one "eased" (an old denture at
//   another visit, or an emergency easing) is. "Both dentures seated" / "denture seated fully" → "Denture fit".
// - NV / TX PLAN use the table names: "crown seat" → "Crown fit", "finish root canal nineteen" → "Finish RCT #19",
//   "S&P w/ hygienist" → "Scale and polish w/ hygienist"; "plan to try the mesiolingual canal again" is TX PLAN.
// - Cutting items: a finding and the step it led to are cut at "so" (as more52), also in typed sentences ("#8 looked
//   slightly too bright | Warm paste was tried"); "and" between two steps each with its own verb splits ("Temporaries were
//   removed | Preps were cleaned with pumice", "Left posterior teeth were removed from the wax | New registration was
//   taken …"), while one subject with two verbs stays one item ("Veneers were seated … and tack cured", "placed and hand
//   tightened", "condensed and carved", "eased … and polished"); a clause joined by "but" stays with its step.
// - A shade the patient approved and pleased remarks ("she's really happy with it in the mirror", "she cried happy
//   tears") are NOTES (as more52 bb27); a request during treatment ("She asked for a slightly lighter shade") and a
//   question with its answer are CONSULT; a decision taken mid-treatment after a complication is CONSULT and "consent
//   updated" is CONSENT.
// - Gingival findings around teeth are PERIO ("gums slightly inflamed around the abutments", "gingiva healthy around the
//   temporaries"); an implant site, peri-implant tissue, a healed sinus tract and ridges are INTRA (as more52).
// - "cracked" gives no fracture; "fractured" does ("root fractured palatally" → fracture "Root"; "complicated crown
//   fracture" → "Crown"). A cusp that fractured during treatment is a TX item, not DENTAL.
// - Numbers: "thirty seven point eight" → "37.8", "one twenty eight over seventy nine" → "128/79", torque "Ncm", implant
//   sizes keep "by" as said, "four oh vicryl" → "4-0 Vicryl", "hba one c" → "HbA1c". Brand names from the recogniser are
//   written as their makers write them (ViscoStat, Impregum, Protemp, TempBond, LuxaCore, WaveOne Gold, ProTaper Next,
//   OptiBond FL, RelyX Unicem, Superfloss, Fit Checker, BC Sealer, Bio-Oss, Bio-Gide, Zimmer TSV, Willis gauge, Fox
//   plane); "try in" → "try-in", "post op" → "Post-op".
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said (bf04's "two weeks" is said only in the review; bf08's "2 weeks"
//   only in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more56Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist, FDI, recogniser-style
  defineCase({
    id: 'bf01-uk-asr-crown-prep-46-dl-cusp-lost-luxacore-cord-viscostat',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the crown prep on four six um medical history no changes takes ramipril no allergies four six large mesial occlusal distal amalgam cracked lingual cusp four seven disto occlusal composite sound four five sound he's chosen the all ceramic crown verbal consent reconfirmed la two cartridges articaine four percent one in a hundred thousand adrenaline id block right and buccal infiltration four six er waited five minutes then putty index taken old amalgam removed distolingual cusp fractured off during removal so core built up with luxacore first then crown prep four six with a one millimetre shoulder just a bit of pressure now you're doing brilliantly size one ultrapak cord soaked in viscostat placed gingival bleeding mesially controlled after two minutes impressions in impregum heavy and light body bite registration shade a three sorry a two temporary crown in protemp cemented with tempbond occlusion checked post op instructions given next visit crown fit four six in two weeks",
    expect: {
      CC: 'Crown prep on 46',
      'MED HX': 'No changes. Takes ramipril. No allergies',
      DENTAL: [
        ['46', 'Large MOD amalgam cracked L cusp'],
        ['47', 'DO composite sound'],
        ['45', 'Sound'],
      ],
      CONSULT: "He's chosen the all ceramic crown",
      CONSENT: 'Verbal consent reconfirmed',
      'TX TODAY': ['Crown prep 46', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Waited 5 minutes',
        'Putty index taken',
        'Old amalgam removed',
        'DL cusp fractured off during removal',
        'Core built up with LuxaCore first',
        'Crown prep 46 with a 1 mm shoulder',
        'Size 1 Ultrapak cord soaked in ViscoStat placed',
        'Gingival bleeding mesially controlled after 2 minutes',
        'Impressions in Impregum heavy and light body',
        'Bite registration',
        'Shade A2',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit 46 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf02-uk-asr-rct-36-first-stage-ml-sclerosed-reference-points-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the first stage of the root canal on three six medical history no changes on sertraline allergic to latex three six temporary dressing intact not tender to percussion la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six latex free rubber dam with a seven clamp access through the dressing three canals located mesiolingual canal sclerosed um could only get a size eight file to fifteen millimetres so left it for next time open wide for me lovely working lengths with the apex locator confirmed with a pa mesiobuccal canal twenty one millimetres to the mesiobuccal cusp tip distal canal twenty one point five millimetres to the distobuccal cusp tip prepared both with waveone gold primary irrigated with three percent sodium hypochlorite and seventeen percent edta calcium hydroxide dressing sterile ptfe tape and cavit she said she's got her driving test on friday post op instructions given plan to try the mesiolingual canal again under the microscope next visit complete root canal three six in three weeks",
    expect: {
      CC: 'First stage of the root canal on 36',
      'MED HX': 'No changes. On sertraline. Allergic to latex',
      DENTAL: [['36', 'Temporary dressing intact not tender to percussion']],
      'TX TODAY': ['RCT 36'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Latex free rubber dam with a 7 clamp',
        'Access through the dressing',
        '3 canals located',
        'ML canal sclerosed',
        'Could only get a size 8 file to 15 mm',
        'Left it for next time',
        'Working lengths with the apex locator confirmed with a PA',
        'MB canal 21 mm to the MB cusp tip',
        'D canal 21.5 mm to the DB cusp tip',
        'Prepared both with WaveOne Gold Primary',
        'Irrigated with 3% sodium hypochlorite and 17% EDTA',
        'Calcium hydroxide dressing',
        'Sterile PTFE tape and Cavit',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Try the ML canal again under the microscope'],
      NOTES: "She said she's got her driving test on Friday",
      NV: ['Complete RCT 36 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bf03-uk-asr-mod-amalgam-46-do-composite-45-b-composite-44-near-exposure-dycal',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the three fillings on the lower right medical history no changes no allergies four six mesial occlusal distal amalgam failing with distal caries four five disto occlusal caries four four buccal cervical caries la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right er then one cartridge articaine four percent buccal infiltration four four rubber dam four seven to four three split dam old amalgam removed four six caries removed deep distally pinpoint exposure sorry near exposure dycal over the deepest part then vitrebond tofflemire and wooden wedge mesial occlusal distal amalgam four six condensed and carved then four five caries removed sectional matrix with a ring and wedge etched for fifteen seconds scotchbond universal disto occlusal composite four five in two increments shade a three then four four buccal caries removed flowable first buccal composite four four shade a three point five nearly there you're doing really well dam off occlusion checked high spot on the amalgam adjusted polished composites told him not to chew on the amalgam for a few hours recall six months",
    expect: {
      CC: '3 fillings on the lower right',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['46', 'MOD amalgam failing with D caries'],
        ['45', 'DO caries'],
        ['44', 'B cervical caries'],
      ],
      CONSULT: 'Told him not to chew on the amalgam for a few hours',
      'TX TODAY': ['MOD amalgam 46', 'DO composite 45', 'B composite 44'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4%, buccal infiltration 44',
        'Rubber dam 47 to 43 split dam',
        'Old amalgam removed 46',
        'Caries removed deep distally',
        'Near exposure',
        'Dycal over the deepest part',
        'Vitrebond',
        'Tofflemire and wooden wedge',
        'MOD amalgam 46 condensed and carved',
        '45 caries removed',
        'Sectional matrix with a ring and wedge',
        'Etched for 15 seconds',
        'Scotchbond Universal',
        'DO composite 45 in 2 increments',
        'Shade A3',
        '44 B caries removed',
        'Flowable first',
        'B composite 44',
        'Shade A3.5',
        'Dam off',
        'Occlusion checked',
        'High spot on the amalgam adjusted',
        'Polished composites',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bf04-uk-asr-appends-bridge-fit-14-16-try-in-contact-pontic-eased',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the bridge fit upper right one four to one six medical history no changes takes levothyroxine no allergies one four and one six temporary bridge intact gums slightly inflamed around the abutments no la needed temporary bridge removed with an excavator sorry with a crown remover cement cleaned off the preps with pumice tried in the bridge mesial contact on one four too tight adjusted with a rubber wheel then it seated fully margins good with a probe pontic pressing on the gum so eased and polished it shade checked she's really happy with it in the mirror occlusion checked in intercuspal and lateral excursions high on the pontic in left lateral adjusted cemented the bridge one four to one six with rely x unicem excess removed at the tack cure stage just bite together gently for me lovely showed her how to use superfloss under the pontic review in two weeks",
    appends: [
      "add to notes she's flying out to see her son on saturday so wanted it done before then",
      'change two weeks to one month next visit hygienist for scale and polish',
    ],
    expect: {
      CC: 'Bridge fit upper right 14 to 16',
      'MED HX': 'No changes. Takes levothyroxine. No allergies',
      DENTAL: [
        ['14', 'Temporary bridge intact'],
        ['16', 'Temporary bridge intact'],
      ],
      PERIO: 'Gums slightly inflamed around the abutments',
      CONSULT: 'Showed her how to use Superfloss under the pontic',
      'TX TODAY': ['Bridge fit 14 to 16'],
      TX: [
        'No LA needed',
        'Temporary bridge removed with a crown remover',
        'Cement cleaned off the preps with pumice',
        'Tried in the bridge',
        'Mesial contact 14 too tight',
        'Adjusted with a rubber wheel',
        'It seated fully',
        'Margins good with a probe',
        'Pontic pressing on the gum',
        'Eased and polished it',
        'Shade checked',
        'Occlusion checked in intercuspal and lateral excursions',
        'High on the pontic in left lateral adjusted',
        'Cemented the bridge 14 to 16 with RelyX Unicem',
        'Excess removed at the tack cure stage',
      ],
      NOTES:
        "She's really happy with it in the mirror. She's flying out to see her son on Saturday so wanted it done before then",
      NV: ['Hygienist for scale and polish'],
      'F/U': 'Review in 1 month',
    },
  }),
  defineCase({
    id: 'bf05-uk-asr-emergency-swelling-46-i-and-d-extirpation-intraligamentary-top-up',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's had a swollen face on the lower right for two days painkillers not touching it medical history type two diabetes on metformin allergic to penicillin extra oral swelling right mandible not extending below the lower border temperature thirty seven point eight swallowing fine intra oral fluctuant buccal swelling next to four six four six large disto occlusal composite grade one mobile very tender to percussion pa four six periapical radiolucency on the distal root diagnosis acute apical abscess four six explained the options extraction or root canal he wants to try and save it verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration four six and id block right incision and drainage of the buccal swelling pus drained rubber dam access still sore when I got into the chamber so um one cartridge articaine intraligamentary then fully numb mesial canals vital distal canal necrotic with pus pulp extirpated four six irrigated with sodium hypochlorite odontopaste and cavit occlusion relieved rx metronidazole four hundred milligrams three times a day for five days he's got a wedding on saturday and was worried about his face post op instructions given review in two days",
    expect: {
      CC: "Emergency. He's had a swollen face on the lower right for 2 days. Painkillers not touching it",
      'MED HX': 'Type 2 diabetes on metformin. Allergic to penicillin',
      EXTRA: 'Swelling right mandible not extending below the lower border. Temperature 37.8. Swallowing fine',
      INTRA: 'Fluctuant buccal swelling next to 46',
      DENTAL: [['46', 'Large DO composite grade 1 mobile very tender to percussion']],
      RADIO: 'PA 46 periapical radiolucency on the distal root',
      DX: ['Acute apical abscess 46'],
      CONSULT: 'Explained the options extraction or root canal. He wants to try and save it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Extirpation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46 + IDB right',
        'Incision and drainage of the buccal swelling',
        'Pus drained',
        'Rubber dam',
        'Access',
        'Still sore when I got into the chamber',
        'LA: 1 cartridge articaine, intraligamentary',
        'Fully numb',
        'M canals vital',
        'D canal necrotic with pus',
        'Pulp extirpated 46',
        'Irrigated with sodium hypochlorite',
        'Odontopaste and Cavit',
        'Occlusion relieved',
        'Rx metronidazole 400 mg 3 times a day for 5 days',
        'Post-op instructions given',
      ],
      NOTES: "He's got a wedding on Saturday and was worried about his face",
      'F/U': 'Review in 2 days',
    },
  }),

  // ---------------------------------------------------------------- 2. US prosthodontist, Universal, typed
  defineCase({
    id: 'bf06-us-typed-onlay-prep-14-mb-cusp-fractured-converted-crown-prep-iTero',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for onlay prep #14, MOD amalgam w/ cracked MB cusp. Med hx: no changes, takes losartan, NKDA, BP 132/84. #14 MOD amalgam, craze line MB cusp, no TTP, cold WNL. #13 DO composite intact. #15 sound. 2 carps 2% lido 1:100k epi buccal + palatal infiltration #14. Amalgam removed, crack extends under MB cusp, MB cusp fractured off during removal. Explained to pt that an onlay no longer has enough support and a full crown is needed, pt agreed. Consent updated. Core buildup w/ MultiCore Flow, then crown prep #14, 1 mm chamfer. 00 cord, size 1 cord on top w/ Hemodent. Bleeding at DP papilla controlled w/ ViscoStat. Scanned w/ iTero, bite scan, shade A2 (Vita classical). Temp crown w/ Luxatemp, cemented w/ TempBond NE, occlusion checked, POI given. Pt asked if it will cost more, told him the crown fee replaces the onlay fee. NV crown seat #14 in 2 weeks.',
    expect: {
      CC: 'Onlay prep #14, MOD amalgam w/ cracked MB cusp',
      'MED HX': 'No changes, takes losartan, NKDA, BP 132/84',
      DENTAL: [
        ['14', 'MOD amalgam, craze line MB cusp, no TTP, cold WNL'],
        ['13', 'DO composite intact'],
        ['15', 'Sound'],
      ],
      CONSULT:
        'Explained to pt that an onlay no longer has enough support and a full crown is needed, pt agreed. Pt asked if it will cost more, told him the crown fee replaces the onlay fee',
      CONSENT: 'Consent updated',
      'TX TODAY': ['Crown prep #14', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Amalgam removed',
        'Crack extends under MB cusp',
        'MB cusp fractured off during removal',
        'Core buildup w/ MultiCore Flow',
        'Crown prep #14',
        '1 mm chamfer',
        '00 cord',
        'Size 1 cord on top w/ Hemodent',
        'Bleeding at DP papilla controlled w/ ViscoStat',
        'Scanned w/ iTero',
        'Bite scan',
        'Shade A2 (Vita classical)',
        'Temp crown w/ Luxatemp',
        'Cemented w/ TempBond NE',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['Crown fit #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf07-us-typed-sentences-veneers-7-10-bonded-try-in-paste-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for cementation of four porcelain veneers #7 to #10. She completed tray whitening last month as planned. Medical history: no changes, takes an oral contraceptive, allergic to codeine. Gingiva healthy around the temporaries. #6 and #11 sound. No anesthetic was used at her request. The temporaries were removed, and the preps were cleaned with pumice. Each veneer was tried in with neutral Variolink Esthetic try-in paste. #8 looked slightly too bright so the warm paste was tried. The warm paste matched better. The patient approved the shade in the mirror and her husband agreed on a photo. The veneers were etched with 5% HF for 20 seconds, rinsed, and silanated with Monobond Plus. The teeth were isolated with OptraGate and Teflon tape, etched with 37% phosphoric acid, and bonded with Adhese Universal. The veneers were seated one at a time from the centrals out and tack cured. Excess was removed with a scaler and floss. Final cure 20 seconds per surface. The margins were finished with a 12 blade and polished. Protrusive and lateral excursions were checked. An interference on #7 was adjusted. She cried happy tears. Next visit: impressions for a night guard to protect the veneers in 2 weeks.',
    expect: {
      CC: 'Cementation of 4 porcelain veneers #7 to #10. She completed tray whitening last month as planned',
      'MED HX': 'No changes, takes an oral contraceptive, allergic to codeine',
      PERIO: 'Gingiva healthy around the temporaries',
      DENTAL: [
        ['6', 'Sound'],
        ['11', 'Sound'],
      ],
      TX: [
        'No anesthetic was used at her request',
        'Temporaries were removed',
        'Preps were cleaned with pumice',
        'Each veneer was tried in with neutral Variolink Esthetic try-in paste',
        '#8 looked slightly too bright',
        'Warm paste was tried',
        'Warm paste matched better',
        'Veneers were etched with 5% HF for 20 seconds',
        'Rinsed',
        'Silanated with Monobond Plus',
        'Teeth were isolated with OptraGate and Teflon tape',
        'Etched with 37% phosphoric acid',
        'Bonded with Adhese Universal',
        'Veneers were seated one at a time from the centrals out and tack cured',
        'Excess was removed with a scaler and floss',
        'Final cure 20 seconds per surface',
        'Margins were finished with a 12 blade and polished',
        'Protrusive and lateral excursions were checked',
        'Interference on #7 was adjusted',
      ],
      NOTES: 'Patient approved the shade in the mirror and her husband agreed on a photo. She cried happy tears',
      NV: ['Impressions for a night guard to protect the veneers in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf08-us-typed-appends-implant-crown-19-torque-35-ncm-blanching-pa-cement',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant crown delivery #19 (Straumann BLT 4.1 x 10 mm, placed 4 months ago). Med hx: no changes, type 2 diabetes, A1c 6.8, NKDA. Peri-implant tissue #19 healthy, no BOP. #18 MO composite intact. #20 sound. No LA. Healing abutment removed. Custom Ti abutment seated w/ jig, tissue blanched, waited 10 min, blanching resolved. PA: abutment fully seated. Abutment screw torqued to 35 Ncm w/ torque wrench, retorqued to 35 Ncm after 10 min. Cotton pellet + Teflon tape in screw access. Crown tried in, D contact tight, adjusted w/ rubber wheel until floss snaps through. Crown cemented #19 w/ RelyX Unicem, excess removed. PA: no excess cement. Occlusion: light contact in MIP, clear in excursions. OHI: floss + water flosser. Pt said chewing on the left feels normal again. NV soft tissue check 2 weeks. Recall 6 months.',
    appends: [
      'Add to treatment: shade and emergence profile photographed. Add to notes: pt asked about an implant for #30 next year.',
      'Change 2 weeks to 3 weeks.',
    ],
    expect: {
      CC: 'Implant crown delivery #19 (Straumann BLT 4.1 x 10 mm, placed 4 months ago)',
      'MED HX': 'No changes, type 2 diabetes, A1c 6.8, NKDA',
      INTRA: 'Peri-implant tissue #19 healthy, no BOP',
      DENTAL: [
        ['18', 'MO composite intact'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA: abutment fully seated. PA: no excess cement',
      'TX TODAY': ['Crown fit #19', 'OHI'],
      TX: [
        'No LA',
        'Healing abutment removed',
        'Custom Ti abutment seated w/ jig',
        'Tissue blanched',
        'Waited 10 min',
        'Blanching resolved',
        'Abutment screw torqued to 35 Ncm w/ torque wrench',
        'Retorqued to 35 Ncm after 10 min',
        'Cotton pellet + Teflon tape in screw access',
        'Crown tried in',
        'D contact tight',
        'Adjusted w/ rubber wheel until floss snaps through',
        'Crown cemented #19 w/ RelyX Unicem',
        'Excess removed',
        'Occlusion: light contact in MIP',
        'Clear in excursions',
        'OHI: floss + water flosser',
        'Shade and emergence profile photographed',
      ],
      NOTES: 'Pt said chewing on the left feels normal again. Pt asked about an implant for #30 next year',
      NV: ['Soft tissue check 3 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bf09-us-typed-sentences-complete-denture-final-impressions-void-retaken-gag',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for final impressions for upper and lower complete dentures. She says her current dentures are 12 years old and the lower one floats. Medical history: no changes, hypertension on amlodipine, takes alendronate, NKDA. Upper ridge well formed, lower ridge severely resorbed, no sore spots. Palate mildly red under the denture. Custom trays were tried in. The lower tray was overextended in the right retromolar area. It was trimmed with an acrylic bur. Border molding was done with green stick compound in sections. Final impressions were taken with medium body PVS. The first upper impression had a void at the posterior palatal seal, so it was retaken. The second one was good. The post dam was marked with an indelible pencil and transferred to the impression. She has a strong gag reflex and managed well by breathing through her nose. Shade and mould discussed, she wants teeth a bit whiter than her current ones. Advised leaving the dentures out at night and brushing the palate. Next visit: jaw relation records with wax rims in 2 weeks.',
    expect: {
      CC: 'Final impressions for upper and lower complete dentures. She says her current dentures are 12 years old and the lower one floats',
      'MED HX': 'No changes, hypertension on amlodipine, takes alendronate, NKDA',
      INTRA:
        'Upper ridge well formed, lower ridge severely resorbed, no sore spots. Palate mildly red under the denture',
      CONSULT:
        'Shade and mould discussed, she wants teeth a bit whiter than her current ones. Advised leaving the dentures out at night and brushing the palate',
      'TX TODAY': ['Impressions'],
      TX: [
        'Custom trays were tried in',
        'Lower tray was overextended in the right retromolar area',
        'It was trimmed with an acrylic bur',
        'Border molding was done with green stick compound in sections',
        'Final impressions were taken with medium body PVS',
        'First upper impression had a void at the posterior palatal seal',
        'It was retaken',
        'Second one was good',
        'Post dam was marked with an indelible pencil and transferred to the impression',
      ],
      NOTES: 'She has a strong gag reflex and managed well by breathing through her nose',
      NV: ['Jaw relation records with wax rims in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf10-us-typed-cocr-partial-denture-fit-guide-plane-binding-clasps-tightened',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt here for fit of upper CoCr partial denture replacing #3, #4, #12, #13. Med hx: no changes, hypothyroid on levothyroxine, allergic to PCN. #5 and #11 rest seats intact. #2 and #14 sound. Palatal tissue healthy. Partial denture tried in, would not seat fully. PIP showed binding at #5 guide plane, relieved framework w/ carbide, denture seated fully. Clasps #2 and #14 tightened slightly for retention. Pressure spot on palatal gingiva by #12 relieved. Occlusion: denture tooth #13 high, adjusted, even contacts bilaterally. Insertion + removal demonstrated. Advised out at night in water, brush after meals. Pt said it's much lighter than her old acrylic one. NV denture adjustment 1 week.",
    expect: {
      CC: 'Fit of upper CoCr partial denture replacing #3, #4, #12, #13',
      'MED HX': 'No changes, hypothyroid on levothyroxine, allergic to PCN',
      DENTAL: [
        ['5', 'Rest seats intact'],
        ['11', 'Rest seats intact'],
        ['2', 'Sound'],
        ['14', 'Sound'],
      ],
      INTRA: 'Palatal tissue healthy',
      CONSULT: 'Insertion + removal demonstrated. Advised out at night in water, brush after meals',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Partial denture tried in',
        'Would not seat fully',
        'PIP showed binding at #5 guide plane',
        'Relieved framework w/ carbide',
        'Denture seated fully',
        'Clasps #2, #14 tightened slightly for retention',
        'Pressure spot on palatal gingiva by #12 relieved',
        'Occlusion: denture tooth #13 high',
        'Adjusted',
        'Even contacts bilaterally',
      ],
      NOTES: "Pt said it's much lighter than her old acrylic one",
      NV: ['Denture adjustment 1 week'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK dentist, Palmer
  defineCase({
    id: 'bf11-uk-asr-palmer-obturation-ur6-mb2-blocked-lateral-condensation-amalgam-core',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for completion of the root canal on the upper right six no pain since the dressing medical history no changes takes bisoprolol allergic to codeine upper right six cavit intact not tender to percussion upper right seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration upper right six rubber dam with a winged clamp cavit and calcium hydroxide removed four canals located including m b two m b two blocked at twelve millimetres er managed to get a size ten file through with edta working lengths with the apex locator twenty millimetres for the buccal canals and twenty one millimetres for the palatal canal from the mesiobuccal cusp tip prepared to size thirty with protaper next final irrigation three percent sodium hypochlorite with ultrasonic activation then seventeen percent edta dried with paper points master cones fitted and checked with a pa obturated upper right six cold lateral condensation with gutta percha and ah plus gutta percha cut back to the orifices vitrebond then core built up in amalgam post op pa obturation to length slight sealer puff palatally told her she'll need a crown in the next couple of months next visit crown prep upper right six",
    expect: {
      CC: 'Completion of the root canal on UR6. No pain since the dressing',
      'MED HX': 'No changes. Takes bisoprolol. Allergic to codeine',
      DENTAL: [
        ['UR6', 'Cavit intact not tender to percussion'],
        ['UR7', 'Sound'],
      ],
      RADIO: 'Post-op PA obturation to length. Slight sealer puff palatally',
      CONSULT: "Told her she'll need a crown in the next couple of months",
      'TX TODAY': ['Obturation UR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UR6',
        'Rubber dam with a winged clamp',
        'Cavit and calcium hydroxide removed',
        '4 canals located including MB2',
        'MB2 blocked at 12 mm',
        'Managed to get a size 10 file through with EDTA',
        'Working lengths with the apex locator 20 mm for the B canals and 21 mm for the P canal from the MB cusp tip',
        'Prepared to size 30 with ProTaper Next',
        'Final irrigation 3% sodium hypochlorite with ultrasonic activation',
        '17% EDTA',
        'Dried with paper points',
        'Master cones fitted and checked with a PA',
        'Obturated UR6 cold lateral condensation with gutta percha and AH Plus',
        'Gutta percha cut back to the orifices',
        'Vitrebond',
        'Core built up in amalgam',
      ],
      NV: ['Crown prep UR6'],
    },
  }),
  defineCase({
    id: 'bf12-uk-asr-palmer-jaw-registration-rims-willis-old-lower-eased-cruise',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for the bite registration for her new upper complete and lower partial dentures also says the old lower has been rubbing on the left medical history no changes osteoporosis on alendronic acid no allergies two millimetre ulcer lower left lingual sulcus under the old denture lower left three and lower right three sound lower left four buccal abrasion not sensitive upper rim trimmed to show two millimetres below the lip at rest occlusal plane set parallel to the ala tragus line with the fox plane lower rim reduced to give three millimetres freeway space checked with the willis gauge and phonetics centre line and canine lines marked retruded contact position recorded with aluwax er shade a two sorry a three selected then the old lower denture eased over the ulcer with an acrylic bur and polished advised leaving it out at night till the ulcer heals she's going on a cruise in the summer and wants them by then next visit wax try in in two weeks",
    expect: {
      CC: 'Bite registration for her new upper complete and lower partial dentures. Says the old lower has been rubbing on the left',
      'MED HX': 'No changes. Osteoporosis on alendronic acid. No allergies',
      INTRA: '2 mm ulcer lower left lingual sulcus under the old denture',
      DENTAL: [
        ['LL3', 'Sound'],
        ['LR3', 'Sound'],
        ['LL4', 'B abrasion not sensitive'],
      ],
      CONSULT: 'Advised leaving it out at night till the ulcer heals',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Upper rim trimmed to show 2 mm below the lip at rest',
        'Occlusal plane set parallel to the ala tragus line with the Fox plane',
        'Lower rim reduced to give 3 mm freeway space checked with the Willis gauge and phonetics',
        'Centre line and canine lines marked',
        'Retruded contact position recorded with Aluwax',
        'Shade A3 selected',
        'Old lower denture eased over the ulcer with an acrylic bur and polished',
      ],
      NOTES: "She's going on a cruise in the summer and wants them by then",
      NV: ['Wax try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf13-uk-typed-palmer-post-core-ul1-drill-heading-labially-crown-prep-temp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for post + core and crown prep UL1, RCT completed 3/12 ago, asymptomatic. MH: no change, penicillin allergy, smoker 5/day. UL1 RCT'd, P comp intact, discoloured, not TTP. UR1, UL2 sound. PA UL1 (today): well condensed GP to 1 mm short of apex, no PA lesion. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UL1 + palatal infiltration. RD split dam UR2-UL2. Access comp removed, GP removed to 10 mm w/ Gates Glidden + heated plugger, 5 mm apical GP left. Post drill felt to be heading labially so stopped. PA: drill angled towards labial wall. Redirected along canal, no perforation. Post space to 10 mm w/ RelyX Fiber Post drill size 2. Fibre post tried in, cemented w/ RelyX Unicem. Core built up w/ Luxacore. Crown prep UL1 for e.max, 1 mm labial shoulder, retraction cord size 0, impressions Aquasil heavy + light, alginate lower, bite reg, shade A2 w/ photo for lab. Temp crown Protemp A2, cemented TempBond NE. Pt reminded that the tooth is more brittle after RCT. NV crown fit UL1 2/52.",
    expect: {
      CC: 'Post + core and crown prep UL1, RCT completed 3 months ago, asymptomatic',
      'MED HX': 'No change, penicillin allergy, smoker 5/day',
      DENTAL: [
        ['UL1', "RCT'd, P comp intact, discoloured, not TTP"],
        ['UR1', 'Sound'],
        ['UL2', 'Sound'],
      ],
      RADIO:
        'PA UL1 (today): well condensed GP to 1 mm short of apex, no PA lesion. PA: drill angled towards labial wall',
      CONSULT: 'Pt reminded that the tooth is more brittle after RCT',
      'TX TODAY': ['Crown prep UL1', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UL1 + palatal infiltration',
        'RD split dam UR2-UL2',
        'Access comp removed',
        'GP removed to 10 mm w/ Gates Glidden + heated plugger',
        '5 mm apical GP left',
        'Post drill felt to be heading labially',
        'Stopped',
        'Redirected along canal',
        'No perforation',
        'Post space to 10 mm w/ RelyX Fiber Post drill size 2',
        'Fibre post tried in',
        'Cemented w/ RelyX Unicem',
        'Core built up w/ Luxacore',
        'Crown prep UL1 for e.max',
        '1 mm labial shoulder',
        'Retraction cord size 0',
        'Impressions Aquasil heavy + light',
        'Alginate lower',
        'Bite reg',
        'Shade A2 w/ photo for lab',
        'Temp crown Protemp A2',
        'Cemented TempBond NE',
      ],
      NV: ['Crown fit UL1 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf14-uk-asr-palmer-implant-uncovering-ll6-healing-abutment-isq-golfer',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for uncovering the implant lower left six placed four months ago medical history no changes type two diabetic on metformin last hba one c fifty eight no allergies implant site lower left six healed well keratinised tissue about four millimetres lower left five and lower left seven sound pa last week implant integrated good bone levels la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and lingual infiltration lower left six mid crestal incision cover screw located um a bit of bone over it on the distal removed with a bone mill cover screw removed checked implant stability with the osstell isq seventy eight healing abutment five millimetres high placed and hand tightened to about ten newton centimetres single four oh vicryl suture distal to the abutment bleeding controlled with gauze pressure oral hygiene instruction soft brush around the healing abutment and chlorhexidine gel told him to avoid chewing on it for a week he's a keen golfer he asked if he can play tomorrow told him yes next visit impressions for the implant crown lower left six in three weeks",
    expect: {
      CC: 'Uncovering the implant LL6 placed 4 months ago',
      'MED HX': 'No changes. Type 2 diabetic on metformin. Last HbA1c 58. No allergies',
      INTRA: 'Implant site LL6 healed well. Keratinised tissue about 4 mm',
      DENTAL: [
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'PA last week implant integrated. Good bone levels',
      CONSULT: 'Told him to avoid chewing on it for a week. He asked if he can play tomorrow. Told him yes',
      'TX TODAY': ['OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Mid crestal incision',
        'Cover screw located',
        'Bit of bone over it on the distal removed with a bone mill',
        'Cover screw removed',
        'Checked implant stability with the Osstell ISQ 78',
        'Healing abutment 5 mm high placed and hand tightened to about 10 Ncm',
        'Single 4-0 Vicryl suture distal to the abutment',
        'Bleeding controlled with gauze pressure',
        'Oral hygiene instruction soft brush around the healing abutment and chlorhexidine gel',
      ],
      NOTES: "He's a keen golfer",
      NV: ['Impressions for the implant crown LL6 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bf15-uk-typed-palmer-single-visit-rct-ul4-wl-reference-points-mod-composite-seal',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for RCT UL4 (single visit planned), Ledermix placed at emergency appt 1/52 ago, now comfortable. MH: no change, asthma (Clenil + salbutamol), NKDA. UL4 MOD temp GIC intact, not TTP, no sinus. UL3 sound. UL5 DO amalgam sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL4 + palatal infiltration. RD. Temp GIC and Ledermix removed. 2 canals (B + P). Coronal flare w/ SX. Glide path w/ 10 K-file + ProGlider. WL (apex locator + PA): B canal 21.5 mm to B cusp tip. P canal 21 mm to B cusp tip. Prepared to F2 w/ ProTaper Gold. Irrigation: 3% NaOCl 20 ml total, 17% EDTA 1 min, final NaOCl w/ EndoActivator. Dried w/ paper points. Master cones checked w/ PA. Obturated UL4 w/ single cone GP + BioRoot RCS. Vitrebond over GP, MOD composite UL4 (Filtek Supreme A3) w/ sectional matrix + wedge. Occlusion adjusted. Post-op PA: both canals obturated to WL, no voids. Pt told me she'd been dreading this but it was fine. Advised cuspal coverage within 3/12 due to weakened cusps. NV crown prep UL4. Recall 6/12.",
    expect: {
      CC: 'RCT UL4 (single visit planned), Ledermix placed at emergency appt 1 week ago, now comfortable',
      'MED HX': 'No change, asthma (Clenil + salbutamol), NKDA',
      DENTAL: [
        ['UL4', 'MOD temp GIC intact, not TTP, no sinus'],
        ['UL3', 'Sound'],
        ['UL5', 'DO amalgam sound'],
      ],
      RADIO: 'Post-op PA: both canals obturated to WL, no voids',
      CONSULT: 'Advised cuspal coverage within 3 months due to weakened cusps',
      'TX TODAY': ['Obturation UL4', 'MOD composite UL4'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL4 + palatal infiltration',
        'RD',
        'Temp GIC and Ledermix removed',
        '2 canals (B + P)',
        'Coronal flare w/ SX',
        'Glide path w/ 10 K-file + ProGlider',
        'WL (apex locator + PA): B canal 21.5 mm to B cusp tip',
        'P canal 21 mm to B cusp tip',
        'Prepared to F2 w/ ProTaper Gold',
        'Irrigation: 3% NaOCl 20 ml total',
        '17% EDTA 1 min',
        'Final NaOCl w/ EndoActivator',
        'Dried w/ paper points',
        'Master cones checked w/ PA',
        'Obturated UL4 w/ single cone GP + BioRoot RCS',
        'Vitrebond over GP',
        'MOD composite UL4 (Filtek Supreme A3) w/ sectional matrix + wedge',
        'Occlusion adjusted',
      ],
      NOTES: "Pt told me she'd been dreading this but it was fine",
      NV: ['Crown prep UL4'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, endo / implants / dentures
  defineCase({
    id: 'bf16-us-asr-emergency-pulpectomy-19-top-up-ml-calcified-no-ledge',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit she has severe pain lower left since last night couldn't sleep medical history high blood pressure on lisinopril no allergies number nineteen large occlusal caries lingering pain to cold tender to percussion number eighteen and twenty sound periapical of nineteen deep caries into the pulp widened pdl diagnosis symptomatic irreversible pulpitis number nineteen went over root canal versus extraction she wants to save it signed consent two carpules lidocaine two percent one to one hundred thousand epi left ianb lip numb after ten minutes rubber dam access still sensitive when I got into the chamber so one carpule articaine four percent one to one hundred thousand epi buccal and lingual infiltration nineteen then comfortable pulpectomy number nineteen three canals located mesiolingual canal calcified um could only get a size six file to about twelve millimeters didn't force it to avoid a ledge working lengths established with the apex locator on the other two canals irrigated with sodium hypochlorite calcium hydroxide dressing cotton pellet and cavit you did great we're all done for today occlusion reduced rx ibuprofen six hundred milligrams every six hours for three days next visit finish root canal nineteen in two weeks",
    expect: {
      CC: "Emergency visit. She has severe pain lower left since last night. Couldn't sleep",
      'MED HX': 'High blood pressure on lisinopril. No allergies',
      DENTAL: [
        ['19', 'Large O caries lingering pain to cold tender to percussion'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'Periapical of #19 deep caries into the pulp. Widened PDL',
      DX: ['Symptomatic irreversible pulpitis #19'],
      CONSULT: 'Went over root canal versus extraction. She wants to save it',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Lip numb after 10 minutes',
        'Rubber dam',
        'Access',
        'Still sensitive when I got into the chamber',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #19',
        'Comfortable',
        'Pulpectomy #19',
        '3 canals located',
        'ML canal calcified',
        'Could only get a size 6 file to about 12 mm',
        "Didn't force it to avoid a ledge",
        'Working lengths established with the apex locator on the other 2 canals',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide dressing',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
      ],
      NV: ['Finish RCT #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf17-us-asr-obturation-14-mb2-found-microscope-warm-vertical-sealer-puff',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for completion of the root canal on number fourteen she says it feels much better and the bump on the gum has gone medical history no changes takes synthroid allergic to sulfa sinus tract buccal to fourteen healed number fourteen temporary intact not tender number thirteen pfm crown intact number fifteen sound two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fourteen rubber dam cavit and calcium hydroxide removed looked again under the microscope and found the mb two canal uh negotiated it with size eight and ten files four canals in total working lengths twenty and twenty one millimeters from the mesiobuccal cusp tip confirmed with the apex locator cleaned and shaped to size thirty with a six percent taper irrigated with six percent sodium hypochlorite and seventeen percent edta final rinse with ultrasonic activation dried with paper points obturated fourteen with gutta percha and bc sealer warm vertical then core build up with fluorocore post op pa shows a small puff of sealer past the palatal apex told her that's nothing to worry about book her in for a crown on fourteen in four weeks",
    expect: {
      CC: 'Completion of the root canal on #14. She says it feels much better and the bump on the gum has gone',
      'MED HX': 'No changes. Takes Synthroid. Allergic to sulfa',
      INTRA: 'Sinus tract buccal to #14 healed',
      DENTAL: [
        ['14', 'Temporary intact not tender'],
        ['13', 'PFM crown intact'],
        ['15', 'Sound'],
      ],
      RADIO: 'Post-op PA shows a small puff of sealer past the palatal apex',
      CONSULT: "Told her that's nothing to worry about",
      'TX TODAY': ['Obturation #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        'Looked again under the microscope and found the MB2 canal',
        'Negotiated it with size 8 and 10 files',
        '4 canals in total',
        'Working lengths 20 and 21 mm from the MB cusp tip confirmed with the apex locator',
        'Cleaned and shaped to size 30 with a 6% taper',
        'Irrigated with 6% sodium hypochlorite and 17% EDTA',
        'Final rinse with ultrasonic activation',
        'Dried with paper points',
        'Obturated #14 with gutta percha and BC Sealer warm vertical',
        'Core build up with Fluorocore',
      ],
      NV: ['Crown #14 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'bf18-us-asr-zirconia-crown-30-wont-seat-open-d-margin-reimpression',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the zirconia crown seat on number thirty medical history no changes on metformin no allergies number thirty temp intact gums healthy around it no anesthetic at first temp off cleaned the prep with pumice tried in the crown it wouldn't seat all the way checked with fit checker binding on the mesial internal adjusted it seated better but the distal margin still open on the bitewing so um not going to cement this one explained to her the crown doesn't fit right and we'll remake it at no charge she was fine with that one carpule lidocaine two percent one to one hundred thousand epi right ianb then two cord sorry double cord packed new impression with impregum bite registration sent back to the lab with photos temp replaced with tempbond occlusion checked she's off to her daughter's graduation next week so she's glad the temp looks fine next visit crown seat thirty in two weeks",
    expect: {
      CC: 'Zirconia crown seat on #30',
      'MED HX': 'No changes. On metformin. No allergies',
      DENTAL: [['30', 'Temp intact']],
      PERIO: 'Gums healthy around it',
      CONSULT: "Explained to her the crown doesn't fit right and we'll remake it at no charge. She was fine with that",
      'TX TODAY': ['Impression'],
      TX: [
        'No anesthetic at first',
        'Temp off',
        'Cleaned the prep with pumice',
        'Tried in the crown',
        "It wouldn't seat all the way",
        'Checked with Fit Checker',
        'Binding on the mesial internal',
        'Adjusted',
        'It seated better but the D margin still open on the bitewing',
        'Not going to cement this one',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Double cord packed',
        'New impression with Impregum',
        'Bite registration',
        'Sent back to the lab with photos',
        'Temp replaced with TempBond',
        'Occlusion checked',
      ],
      NOTES: "She's off to her daughter's graduation next week so she's glad the temp looks fine",
      NV: ['Crown fit #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf19-us-asr-implant-13-palatal-bleed-collagen-dehiscence-bio-oss-knitting',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for implant placement number thirteen medical history no changes takes a baby aspirin daily no allergies blood pressure one twenty eight over seventy nine site thirteen healed ridge slightly narrow buccally number twelve and fourteen sound cone beam reviewed eight millimeters width twelve millimeters to the sinus floor consent signed reviewed risks of sinus involvement and needing a graft chlorhexidine rinse three carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration thirteen crestal incision with a small distal release full thickness flap brisk bleeding from the palatal flap controlled with pressure and a bit of collagen osteotomy with the surgical guide pilot to eleven millimeters then uh two point eight and three point two drills placed a three point eight by eleven millimeter zimmer tsv implant insertion torque forty newton centimeters isq seventy two small buccal dehiscence two millimeters grafted with bio oss and covered with a bio gide membrane cover screw placed closed with four oh vicryl interrupted she's been knitting a blanket for her granddaughter and brought it in to show us post op instructions given rx amoxicillin five hundred milligrams three times a day for five days rx chlorhexidine rinse twice a day follow up ten days for suture removal",
    expect: {
      CC: 'Implant placement #13',
      'MED HX': 'No changes. Takes a baby aspirin daily. No allergies. Blood pressure 128/79',
      INTRA: 'Site #13 healed. Ridge slightly narrow buccally',
      DENTAL: [
        ['12', 'Sound'],
        ['14', 'Sound'],
      ],
      RADIO: 'Cone beam reviewed. 8 mm width. 12 mm to the sinus floor',
      CONSENT: 'Consent signed',
      CONSULT: 'Reviewed risks of sinus involvement and needing a graft',
      'TX TODAY': ['Implant placement #13'],
      TX: [
        'Chlorhexidine rinse',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #13',
        'Crestal incision with a small distal release',
        'Full thickness flap',
        'Brisk bleeding from the palatal flap controlled with pressure and a bit of collagen',
        'Osteotomy with the surgical guide',
        'Pilot to 11 mm',
        '2.8 and 3.2 drills',
        'Placed a 3.8 by 11 mm Zimmer TSV implant',
        'Insertion torque 40 Ncm',
        'ISQ 72',
        'Small buccal dehiscence 2 mm grafted with Bio-Oss and covered with a Bio-Gide membrane',
        'Cover screw placed',
        'Closed with 4-0 Vicryl interrupted',
        'Post-op instructions given',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Rx chlorhexidine rinse twice a day',
      ],
      NOTES: "She's been knitting a blanket for her granddaughter and brought it in to show us",
      'F/U': 'Follow up 10 days for suture removal',
    },
  }),
  defineCase({
    id: 'bf20-us-asr-complete-dentures-delivered-pip-relieved-no-adjustment-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for delivery of her new upper and lower complete dentures medical history no changes copd on inhalers no allergies ridges healthy no sore spots lower ridge flat both dentures seated upper retention good lower a bit loose which we expected with the flat ridge um pressure indicating paste showed two high spots on the upper right tuberosity and under the lower left lingual flange relieved with an acrylic bur then occlusion checked with articulating paper premature contact left canine area adjusted until even both sides phonetics fine no whistling on s sounds upper midline a touch to the right she's happy with how they look showed her how to put them in and take them out and how to clean them told her to expect a few sore spots and to come in rather than adjust them herself she said she's going to smile in every photo at her granddaughter's wedding review in twenty four hours for adjustments",
    expect: {
      CC: 'Delivery of her new upper and lower complete dentures',
      'MED HX': 'No changes. COPD on inhalers. No allergies',
      INTRA: 'Ridges healthy. No sore spots. Lower ridge flat',
      CONSULT:
        'Showed her how to put them in and take them out and how to clean them. Told her to expect a few sore spots and to come in rather than adjust them herself',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Both dentures seated',
        'Upper retention good',
        'Lower a bit loose which we expected with the flat ridge',
        'Pressure indicating paste showed 2 high spots on the upper right tuberosity and under the lower left lingual flange',
        'Relieved with an acrylic bur',
        'Occlusion checked with articulating paper',
        'Premature contact left canine area adjusted until even both sides',
        'Phonetics fine',
        'No whistling on s sounds',
        'Upper midline a touch to the right',
      ],
      NOTES:
        "She's happy with how they look. She said she's going to smile in every photo at her granddaughter's wedding",
      'F/U': 'Review in 24 hours for adjustments',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist, FDI, typed
  defineCase({
    id: 'bf21-uk-typed-extraction-21-immediate-implant-blx-45-ncm-essix',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for extraction of 21 and immediate implant, as planned after CBCT. The tooth fractured below the gum 2 months ago. MH: no change, hypothyroidism on levothyroxine, NKDA, non-smoker. 21 post crown, root fractured palatally below the gum, no mobility, no sinus. 11 and 22 sound. Thick gingival biotype. CBCT (previous): buccal plate intact, 1 mm thick, 14 mm bone beyond apex. Risks of recession and implant failure re-explained, written consent signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, labial infiltration 21 + palatal infiltration. Atraumatic extraction 21 with periotomes and Benex extractor, buccal plate intact on probing. Socket curetted. Osteotomy palatally positioned w/ surgical guide. Straumann BLX 3.75 x 14 mm implant placed, insertion torque 45 Ncm. Jumping gap grafted w/ Bio-Oss. Healing abutment 3.5 mm placed. Essix retainer w/ 21 pontic fitted, no contact on the implant. Pt asked if anyone would notice the gap. Told her the Essix will hide it. Post-op instructions verbal + written. Rx amoxicillin 500 mg TDS 5/7. Plan: implant crown 21 in 4 months. Review 1/52.',
    expect: {
      CC: 'Extraction of 21 and immediate implant, as planned after CBCT. Tooth fractured below the gum 2 months ago',
      'MED HX': 'No change, hypothyroidism on levothyroxine, NKDA, non-smoker',
      DENTAL: [
        ['21', 'Post crown, root fractured palatally below the gum, no mobility, no sinus', 'Root'],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      PERIO: 'Thick gingival biotype',
      RADIO: 'CBCT (previous): buccal plate intact, 1 mm thick, 14 mm bone beyond apex',
      CONSULT:
        'Risks of recession and implant failure re-explained. Pt asked if anyone would notice the gap. Told her the Essix will hide it',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction 21', 'Implant placement 21'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, labial infiltration 21 + palatal infiltration',
        'Atraumatic extraction 21 with periotomes and Benex extractor',
        'Buccal plate intact on probing',
        'Socket curetted',
        'Osteotomy palatally positioned w/ surgical guide',
        'Straumann BLX 3.75 x 14 mm implant placed',
        'Insertion torque 45 Ncm',
        'Jumping gap grafted w/ Bio-Oss',
        'Healing abutment 3.5 mm placed',
        'Essix retainer w/ 21 pontic fitted',
        'No contact on the implant',
        'Post-op instructions verbal + written',
        'Rx amoxicillin 500 mg TDS 5 days',
      ],
      'TX PLAN': ['Implant crown 21 in 4 months'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bf22-uk-typed-sentences-veneer-preps-12-22-mock-up-m-composite-11-replaced',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for preparation of four porcelain veneers 12, 11, 21, 22. She has been unhappy with the colour and shape since orthodontic treatment as a teenager. Medical history: fit and well, no medications, allergic to latex. 12 and 22 peg-shaped. 11 and 21 have stained mesial composites. Gingivae healthy, BPE 1 1 1 / 1 0 1. We went through the smile design again and she approved the mock-up at the last visit. Verbal consent confirmed, including that the preparation is irreversible. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltrations 12-22. Mock-up placed from the silicone index, depth cuts made through it at 0.5 mm. Preparation 0.5 mm labially and 1.5 mm incisal reduction, chamfer margins at the gingival level. 11 mesial composite replaced (Estelite A2) to give a clean surface. Size 00 Ultrapak cord. Impressions in Honigum heavy and light body, bite registration. Shade for lab: BL2 with photographs. Temporaries in Protemp from the mock-up index, spot-etched and bonded. The temporaries looked a bit long, so the incisal edges were shortened by 1 mm. I reminded her to avoid biting into apples with the front teeth. Next visit: veneer fit in 2 weeks.',
    expect: {
      CC: 'Preparation of 4 porcelain veneers 12, 11, 21, 22. She has been unhappy with the colour and shape since orthodontic treatment as a teenager',
      'MED HX': 'Fit and well, no medications, allergic to latex',
      DENTAL: [
        ['12', 'Peg-shaped'],
        ['22', 'Peg-shaped'],
        ['11', 'Stained M composites'],
        ['21', 'Stained M composites'],
      ],
      PERIO: 'Gingivae healthy, BPE 1 1 1 / 1 0 1',
      CONSULT:
        'We went through the smile design again and she approved the mock-up at the last visit. I reminded her to avoid biting into apples with the front teeth',
      CONSENT: 'Verbal consent confirmed, including that the preparation is irreversible',
      'TX TODAY': ['M composite 11', 'Impressions'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltrations 12-22',
        'Mock-up placed from the silicone index',
        'Depth cuts made through it at 0.5 mm',
        'Preparation 0.5 mm labially and 1.5 mm incisal reduction',
        'Chamfer margins at the gingival level',
        '11 M composite replaced (Estelite A2) to give a clean surface',
        'Size 00 Ultrapak cord',
        'Impressions in Honigum heavy and light body',
        'Bite registration',
        'Shade for lab: BL2 with photographs',
        'Temporaries in Protemp from the mock-up index',
        'Spot-etched and bonded',
        'Temporaries looked a bit long',
        'Incisal edges were shortened by 1 mm',
      ],
      NV: ['Veneer fit in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf23-uk-typed-three-composites-24-25-26-mp-cusp-fractured-biodentine-two-la',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for fillings UL quadrant as per tx plan. MH: no change, on sertraline, NKDA. 24 D caries. 25 MO caries. 26 MOD amalgam, recurrent caries at M margin. BPE unchanged. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25, LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration 26. RD 23-27. 26 amalgam removed, MP cusp undermined and fractured during caries removal. Discussed w/ pt mid-tx: cusp to be replaced in composite today, crown later if it fails, pt agreed. Caries removed 24, 25, 26. 26 deep M: Biodentine liner. Palodent V3 sectional matrices + wedges 24 and 25, Tofflemire 26. Selective etch, Clearfil SE Bond. DO composite 24 and MO composite 25 (Filtek Supreme XTE A3B). MODP composite 26 w/ cusp replacement (Filtek One Bulk Fill A3). RD off. Occlusion adjusted, polished w/ Sof-Lex. Pt said it was the longest she's ever been in the chair. POIG. NV S&P w/ hygienist. Recall 6/12.",
    expect: {
      CC: 'Fillings UL quadrant as per tx plan',
      'MED HX': 'No change, on sertraline, NKDA',
      DENTAL: [
        ['24', 'D caries'],
        ['25', 'MO caries'],
        ['26', 'MOD amalgam, recurrent caries at M margin'],
      ],
      PERIO: 'BPE unchanged',
      CONSULT: 'Discussed w/ pt mid-tx: cusp to be replaced in composite today, crown later if it fails, pt agreed',
      'TX TODAY': ['DO composite 24', 'MO composite 25', 'MODP composite 26'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'RD 23-27',
        '26 amalgam removed',
        'MP cusp undermined and fractured during caries removal',
        'Caries removed 24, 25, 26',
        '26 deep M: Biodentine liner',
        'Palodent V3 sectional matrices + wedges 24, 25',
        'Tofflemire 26',
        'Selective etch',
        'Clearfil SE Bond',
        'DO composite 24',
        'MO composite 25 (Filtek Supreme XTE A3B)',
        'MODP composite 26 w/ cusp replacement (Filtek One Bulk Fill A3)',
        'RD off',
        'Occlusion adjusted',
        'Polished w/ Sof-Lex',
        'POIG',
      ],
      NOTES: "Pt said it was the longest she's ever been in the chair",
      NV: ['Scale and polish w/ hygienist'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bf24-uk-typed-sentences-upper-denture-wax-try-in-wrong-registration-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Patient attended for wax try-in of her upper complete denture. She has been wearing the immediate denture for 6 months and it is very loose now. Medical history: no changes, type 2 diabetes on metformin, atrial fibrillation on apixaban, NKDA. Upper ridge well healed, no sore areas. 47 MO amalgam sound. 46 crown sound. 36 and 37 missing. Her daughter came with her. The try-in was seated. Retention and extension were good. The incisal edge showed 1 mm at rest. The midline matched her face. The left posterior teeth were about 2 mm apart. The jaw registration from last time was inaccurate. The left posterior teeth were removed from the wax, and a new registration was taken with Aluwax in the retruded position. She asked for a slightly lighter shade. Shade changed from A3 to A2 on the lab ticket. I explained that this means a second try-in before the denture is finished. Sent back to the lab for a reset. Next visit: second try-in in 2 weeks.',
    expect: {
      CC: 'Wax try-in of her upper complete denture. She has been wearing the immediate denture for 6 months and it is very loose now',
      'MED HX': 'No changes, type 2 diabetes on metformin, atrial fibrillation on apixaban, NKDA',
      INTRA: 'Upper ridge well healed, no sore areas',
      DENTAL: [
        ['47', 'MO amalgam sound'],
        ['46', 'Crown sound'],
        ['36', 'Missing'],
        ['37', 'Missing'],
      ],
      CONSULT:
        'She asked for a slightly lighter shade. I explained that this means a second try-in before the denture is finished',
      TX: [
        'Try-in was seated',
        'Retention and extension were good',
        'Incisal edge showed 1 mm at rest',
        'Midline matched her face',
        'Left posterior teeth were about 2 mm apart',
        'Jaw registration from last time was inaccurate',
        'Left posterior teeth were removed from the wax',
        'New registration was taken with Aluwax in the retruded position',
        'Shade changed from A3 to A2 on the lab ticket',
        'Sent back to the lab for a reset',
      ],
      NOTES: 'Her daughter came with her',
      NV: ['Second try-in in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf25-uk-typed-emergency-post-crown-11-recemented-wedding-chip-12',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency appt. Crown 11 came off eating toffee last night, has the crown w/ post still in it. No pain. MH: no change, hypertension (ramipril), NKDA. 11 root face sound, no caries, post space clean, no mobility. 12 M composite chipped at incisal edge. 21 crown sound. PA 11: root intact, no PA lesion, 9 mm post space. Dx: debonded post crown 11. Options: recement vs new post + crown, pt wants to recement for now as getting married in 3 weeks. Verbal consent. No LA. Post + crown cleaned w/ sandblaster, canal cleaned w/ chlorhexidine + paper points. Tried in, seats fully, margins OK. Recemented crown 11 w/ RelyX Unicem 2, excess removed at gel stage. Occlusion checked, light in protrusion. 12 chip smoothed w/ Sof-Lex, no restoration needed. Advised avoid toffee + biting w/ front teeth. Told pt the post may come out again and a new post + crown would then be recommended. NV assess 11 for new post crown after wedding. Review 3/12.',
    expect: {
      CC: 'Emergency appt. Crown 11 came off eating toffee last night, has the crown w/ post still in it. No pain',
      'MED HX': 'No change, hypertension (ramipril), NKDA',
      DENTAL: [
        ['11', 'Root face sound, no caries, post space clean, no mobility'],
        ['12', 'M composite chipped at incisal edge'],
        ['21', 'Crown sound'],
      ],
      RADIO: 'PA 11: root intact, no PA lesion, 9 mm post space',
      DX: ['Debonded post crown 11'],
      CONSULT:
        'Options: recement vs new post + crown, pt wants to recement for now as getting married in 3 weeks. Advised avoid toffee + biting w/ front teeth. Told pt the post may come out again and a new post + crown would then be recommended',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown recement 11'],
      TX: [
        'No LA',
        'Post + crown cleaned w/ sandblaster',
        'Canal cleaned w/ chlorhexidine + paper points',
        'Tried in',
        'Seats fully',
        'Margins OK',
        'Recemented crown 11 w/ RelyX Unicem 2',
        'Excess removed at gel stage',
        'Occlusion checked',
        'Light in protrusion',
        '12 chip smoothed w/ Sof-Lex',
        'No restoration needed',
      ],
      NV: ['Assess 11 for new post crown after wedding'],
      'F/U': 'Review 3 months',
    },
  }),

  // ---------------------------------------------------------------- 6. US general dentist, Universal, mixed
  defineCase({
    id: 'bf26-us-asr-mo-amalgam-3-do-composite-4-o-composite-5-hemodent-trumpet',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for three fillings on the upper right medical history no changes takes atorvastatin no allergies number three mesial occlusal caries number four distal occlusal caries under an old composite number five occlusal caries two carpules articaine four percent one to one hundred thousand epi buccal infiltration three four and five rubber dam from two to six clamp on two then three caries removed bleeding from the gingiva at the mesial box controlled with hemodent deep close to the pulp so vitrebond liner tofflemire band and wedge mesial occlusal amalgam number three condensed and carved uh then four old composite and caries removed sectional matrix and wedge etched thirty seconds optibond fl disto occlusal composite number four shade a two then five occlusal composite shade a two almost done now you're doing great rubber dam off bite checked high spot on the amalgam carved down polished the composites he said he's playing the trumpet at a wedding this weekend post op instructions no chewing on the amalgam for twenty four hours next visit cleaning with the hygienist",
    expect: {
      CC: '3 fillings on the upper right',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['3', 'MO caries'],
        ['4', 'DO caries under an old composite'],
        ['5', 'O caries'],
      ],
      'TX TODAY': ['MO amalgam #3', 'DO composite #4', 'O composite #5'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #4, #5',
        'Rubber dam from #2 to #6',
        'Clamp #2',
        '#3 caries removed',
        'Bleeding from the gingiva at the mesial box controlled with Hemodent',
        'Deep close to the pulp',
        'Vitrebond liner',
        'Tofflemire band and wedge',
        'MO amalgam #3 condensed and carved',
        '#4 old composite and caries removed',
        'Sectional matrix and wedge',
        'Etched 30 seconds',
        'OptiBond FL',
        'DO composite #4',
        'Shade A2',
        '#5 O composite',
        'Shade A2',
        'Rubber dam off',
        'Bite checked',
        'High spot on the amalgam carved down',
        'Polished the composites',
        'Post-op instructions no chewing on the amalgam for 24 hours',
      ],
      NOTES: "He said he's playing the trumpet at a wedding this weekend",
      NV: ['Cleaning with the hygienist'],
    },
  }),
  defineCase({
    id: 'bf27-us-typed-emergency-complicated-crown-fracture-9-pulpotomy-mi-composite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit. Pt tripped on the stairs this morning and broke her upper front tooth, fragment lost, sensitive to air. Med hx: asthma (albuterol PRN), allergic to PCN. EO: small abrasion upper lip, no other injuries. IO: lip swelling, no lacerations. #9 complicated crown fracture, MI angle, pinpoint pulp exposure, not mobile. #8 chipped incisal edge. #10 sound. PA #8 and #9: no root fracture. Dx: complicated crown fracture #9. Discussed pulpotomy vs RCT, pt chose pulpotomy to keep the tooth vital. Verbal consent. 1 carp 2% lido 1:100k epi labial infiltration #9. RD. Pulpotomy #9 to 2 mm w/ high-speed diamond. Bleeding controlled w/ NaOCl pellet in 3 min. Biodentine placed, RMGIC over it. MI composite #9 (Filtek Supreme A2B/A2E) w/ Mylar strip. Then smoothed incisal edge #8 w/ Sof-Lex. Pt asked if it will go dark, told her possibly, we will monitor w/ vitality tests. POI: soft diet 1 week + chlorhexidine rinse. NV sensibility testing + PA in 6 weeks.',
    expect: {
      CC: 'Emergency visit. Pt tripped on the stairs this morning and broke her upper front tooth, fragment lost, sensitive to air',
      'MED HX': 'Asthma (albuterol PRN), allergic to PCN',
      EXTRA: 'Small abrasion upper lip, no other injuries',
      INTRA: 'Lip swelling, no lacerations',
      DENTAL: [
        ['9', 'Complicated crown fracture, MI angle, pinpoint pulp exposure, not mobile', 'Crown'],
        ['8', 'Chipped incisal edge'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA #8 and #9: no root fracture',
      DX: ['Complicated crown fracture #9'],
      CONSULT:
        'Discussed pulpotomy vs RCT, pt chose pulpotomy to keep the tooth vital. Pt asked if it will go dark, told her possibly, we will monitor w/ vitality tests',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy #9', 'MI composite #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9',
        'RD',
        'Pulpotomy #9 to 2 mm w/ high-speed diamond',
        'Bleeding controlled w/ NaOCl pellet in 3 min',
        'Biodentine placed',
        'RMGIC over it',
        'MI composite #9 (Filtek Supreme A2B/A2E) w/ Mylar strip',
        'Smoothed incisal edge #8 w/ Sof-Lex',
        'POI: soft diet 1 week + chlorhexidine rinse',
      ],
      NV: ['Sensibility testing + PA in 6 weeks'],
    },
  }),
  defineCase({
    id: 'bf28-us-typed-two-crowns-seated-gold-3-zirconia-14-tight-contact-bwx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for seat of 2 crowns, full gold #3 and zirconia #14. No sensitivity w/ temps. Med hx: no changes, GERD on omeprazole, NKDA. #3 and #14 temps intact. Gingiva healthy. 1 carp 2% lido 1:100k epi buccal infiltration #14, no LA for #3. Temps removed, preps cleaned w/ pumice. Crown #3 tried in, contacts OK, margins closed w/ explorer, high in MIP on MB cusp, adjusted w/ green stone, polished w/ rubber wheels. Crown #3 cemented w/ Fuji Plus, excess removed after 3 min. Crown #14 tried in, M contact tight, adjusted w/ diamond + zirconia polisher, seated fully. Intaglio cleaned w/ Ivoclean. Crown #14 cemented w/ RelyX Unicem 2, tack cured 2 s, excess removed. BWX: margins closed, no excess cement #3, #14. Occlusion checked in excursions, no interferences. Pt's husband texted during the appt to ask if she was done yet. POI given. NV crown prep #30 in 1 month. Recall 6 months.",
    expect: {
      CC: 'Seat of 2 crowns, full gold #3 and zirconia #14. No sensitivity w/ temps',
      'MED HX': 'No changes, GERD on omeprazole, NKDA',
      DENTAL: [
        ['3', 'Temps intact'],
        ['14', 'Temps intact'],
      ],
      PERIO: 'Gingiva healthy',
      RADIO: 'BWX: margins closed, no excess cement #3, #14',
      'TX TODAY': ['Crown fit #3', 'Crown fit #14'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #14',
        'No LA for #3',
        'Temps removed',
        'Preps cleaned w/ pumice',
        'Crown #3 tried in',
        'Contacts OK',
        'Margins closed w/ explorer',
        'High in MIP on MB cusp',
        'Adjusted w/ green stone',
        'Polished w/ rubber wheels',
        'Crown #3 cemented w/ Fuji Plus',
        'Excess removed after 3 min',
        'Crown #14 tried in',
        'M contact tight',
        'Adjusted w/ diamond + zirconia polisher',
        'Seated fully',
        'Intaglio cleaned w/ Ivoclean',
        'Crown #14 cemented w/ RelyX Unicem 2',
        'Tack cured 2 s',
        'Excess removed',
        'Occlusion checked in excursions',
        'No interferences',
        'POI given',
      ],
      NOTES: "Pt's husband texted during the appt to ask if she was done yet",
      NV: ['Crown prep #30 in 1 month'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bf29-us-asr-onlay-prep-30-ml-cusp-crack-primescan-o-composite-29',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the onlay on number thirty and a small filling on twenty nine while she's numb medical history no changes takes zoloft allergic to codeine number thirty large mesial occlusal distal composite with a cracked mesiolingual cusp number twenty nine occlusal caries number thirty one sound two carpules lidocaine two percent one to one hundred thousand epi right ianb um waited five minutes then isolite old restoration removed from thirty crack runs into the mesiolingual cusp but stops short of the pulp floor so still going ahead with the onlay mesiolingual and distolingual cusps reduced two millimeters buccal cusps kept immediate dentin sealing with optibond fl then flowable to block out the undercut bleeding from the mesial papilla stopped with hemodent scanned with the primescan upper lower and bite temporary onlay with telio then twenty nine occlusal caries removed occlusal composite twenty nine shade a two checked the bite just a little longer for me thanks she said her sister recommended us post op instructions given next visit onlay cementation thirty in two weeks",
    expect: {
      CC: "Onlay on #30 and a small filling on #29 while she's numb",
      'MED HX': 'No changes. Takes Zoloft. Allergic to codeine',
      DENTAL: [
        ['30', 'Large MOD composite with a cracked ML cusp'],
        ['29', 'O caries'],
        ['31', 'Sound'],
      ],
      'TX TODAY': ['O composite #29'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Waited 5 minutes',
        'Isolite',
        'Old restoration removed #30',
        'Crack runs into the ML cusp but stops short of the pulp floor',
        'Still going ahead with the onlay',
        'ML and DL cusps reduced 2 mm',
        'B cusps kept',
        'Immediate dentin sealing with OptiBond FL',
        'Flowable to block out the undercut',
        'Bleeding from the mesial papilla stopped with Hemodent',
        'Scanned with the Primescan upper lower and bite',
        'Temporary onlay with Telio',
        '#29 O caries removed',
        'O composite #29',
        'Shade A2',
        'Checked the bite',
        'Post-op instructions given',
      ],
      NOTES: 'She said her sister recommended us',
      NV: ['Onlay cementation #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bf30-us-typed-sentences-emergency-lower-denture-eased-ulcer-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'This is an emergency visit 3 days after delivery of her new lower complete denture. She says it hurts to chew on the right and she has been taking it out to eat. Medical history: no changes, osteoporosis on alendronate, NKDA. There is a 4 mm ulcer on the right lingual ridge in the premolar area and redness under the right buccal flange. The upper denture has no sore spots. The diagnosis is a traumatic ulcer from the lower denture. Pressure-indicating paste showed heavy contact over the ulcer area. The lower denture was eased in that area and along the right buccal flange with an acrylic bur. The occlusion was checked with articulating paper in centric relation. A premature contact on the right second premolar was adjusted until contacts were even on both sides. The denture was polished. She said it already felt better when she bit down. I asked her to leave it out for a day to let the ulcer heal and to rinse with warm salt water. We will see her in 1 week to check healing and make further adjustments.',
    expect: {
      CC: 'This is an emergency visit 3 days after delivery of her new lower complete denture. She says it hurts to chew on the right and she has been taking it out to eat',
      'MED HX': 'No changes, osteoporosis on alendronate, NKDA',
      INTRA:
        'There is a 4 mm ulcer on the right lingual ridge in the premolar area and redness under the right buccal flange. Upper denture has no sore spots',
      DX: ['Traumatic ulcer from the lower denture'],
      CONSULT:
        'I asked her to leave it out for a day to let the ulcer heal and to rinse with warm salt water',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Pressure-indicating paste showed heavy contact over the ulcer area',
        'Lower denture was eased in that area and along the right buccal flange with an acrylic bur',
        'Occlusion was checked with articulating paper in centric relation',
        'Premature contact on the right second premolar was adjusted until contacts were even on both sides',
        'Denture was polished',
      ],
      NOTES: 'She said it already felt better when she bit down',
      'F/U': 'We will see her in 1 week to check healing and make further adjustments',
    },
  }),
];
